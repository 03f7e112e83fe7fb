#!/usr/bin/env python3
"""make_blind_set_v65.py -- blind evaluation set v65 for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(65_2026_1127), drives
every choice.  No iteration over sets, no hash(); output is byte-identical on every run and
under any PYTHONHASHSEED.  Writes blind_set_v65.jsonl next to this file (format: FORMAT.txt).
"""
import base64
import json
import os
import string
import sys
import urllib.parse
import zlib
import random
import re

SEED = 65_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v65.jsonl")

N_SECRET = 360
N_CLEAN = 360
N_EN_EACH = 216      # 60 % of 360
N_KO_EACH = 144      # 40 % of 360

# ----------------------------------------------------------------------------------------------
# alphabets and primitive random helpers
# ----------------------------------------------------------------------------------------------
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BASE62 = DIGITS + UPPER + LOWER


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    return urllib.parse.quote(s, safe="")


def L(lang, en, ko):
    """pick the English or the Korean variant"""
    return en if lang == "en" else ko


def base62_fixed(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = BASE62[r] + out
    return out.rjust(width, "0")


def gh_token(prefix):
    """GitHub token: prefix + 30 random base62 + 6-char base62 CRC32 checksum (documented shape)"""
    body = rs(ALNUM, 30)
    return prefix + body + base62_fixed(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def dq(s):
    return '"' + s + '"'


def sq(s):
    return "'" + s + "'"


# ----------------------------------------------------------------------------------------------
# Hangul -> QWERTY (2-beolsik) for "Korean keyboard" passwords such as 'tkfkdgo' (사랑해)
# ----------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# word pools used by password generators
# ----------------------------------------------------------------------------------------------
EN_WORDS = ["sunflower", "Marigold", "dragon", "Panther", "coffee", "Biscuit", "harbor", "Falcon",
            "maple", "Orchid", "thunder", "Pickle", "violet", "Walnut", "glacier", "Mustang",
            "pepper", "Lantern", "rocket", "Saturn", "meadow", "Tigerlily", "copper", "Nebula",
            "winter", "Summer", "autumn", "Spring", "banana", "Chelsea", "arsenal", "Yankees",
            "blossom", "Phoenix", "cricket", "Hazelnut", "sparrow", "Lighthouse", "pumpkin",
            "Kangaroo", "monkey", "Shadow", "mercury", "Juniper", "cobalt", "Raspberry", "ocean",
            "Bluebird", "anchor", "Cinnamon", "wombat", "Starlight", "falafel", "Tornado",
            "puzzle", "Avalanche", "zebra", "Mango", "velvet", "Horizon", "pretzel", "Olympus"]
PHRASE_WORDS = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "quiet",
                "river", "stone", "paper", "lamp", "orbit", "velvet", "cactus", "harvest", "silent",
                "window", "copper", "kettle", "island", "forest", "yellow", "engine", "tunnel",
                "garden", "signal", "marble", "planet", "winter", "candle", "bridge", "pocket",
                "glider", "thunder", "noodle", "violin", "saddle", "meadow", "rubber", "lemon"]
KO_WORDS = ["사랑해", "우리집", "행복해", "고양이", "강아지", "하늘색", "바다", "별빛", "토끼",
            "감자칩", "초코우유", "여름방학", "겨울왕국", "서울역", "부산항", "제주도", "민수야",
            "지현이", "콩나물", "떡볶이", "김치찌개", "봄날", "단풍잎", "무지개", "해바라기",
            "호랑이", "다람쥐", "벚꽃", "눈사람", "보름달", "우리팀", "회사원", "출근길",
            "막내딸", "첫사랑", "한강", "남산타워", "비빔밥", "냉면", "호떡"]
SYMS = "!@#$%^&*?_-+=.~"
PUNCT = "!#$%&()*+,-./:;<=>?@[]^_{|}~"


def pw_human():
    w = pick(EN_WORDS)
    st = rint(0, 7)
    if st == 0:
        return w.capitalize() + str(rint(1970, 2025)) + pick(SYMS)
    if st == 1:
        return w.lower() + pick("_.-") + pick(EN_WORDS).lower() + str(rint(1, 99))
    if st == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet.capitalize() + str(rint(10, 9999)) + pick(SYMS)
    if st == 3:
        return pick(SYMS) + w + str(rint(100, 999)) + pick(EN_WORDS).capitalize()
    if st == 4:
        return w.upper() + pick(SYMS) + str(rint(1000, 9999)) + w[0].lower()
    if st == 5:
        return w.capitalize() + pick(SYMS) + pick(EN_WORDS).capitalize() + pick(SYMS) + str(rint(1, 99))
    if st == 6:
        return "I" + pick(["love", "Love", "<3", "heart"]) + w.capitalize() + str(rint(1, 2025)) + pick(SYMS)
    return w + str(rint(1, 12)).zfill(2) + str(rint(1, 31)).zfill(2) + pick(SYMS) + pick(SYMS)


def pw_passphrase():
    n = rint(3, 5)
    words = [pick(PHRASE_WORDS) for _ in range(n)]
    sep = pick(["-", "-", ".", "_", " ", "+", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.6):
        s += pick(["", sep]) + str(rint(0, 999))
    if chance(0.3):
        s += pick(SYMS)
    return s


def pw_punct():
    n = rint(12, 24)
    alpha = ALNUM + PUNCT + PUNCT
    while True:
        s = rs(alpha, n)
        if sum(c in PUNCT for c in s) >= 3 and s[0] != "-":
            return s


def pw_korkbd():
    w = hangul_to_qwerty(pick(KO_WORDS))
    st = rint(0, 3)
    if st == 0:
        return w + str(rint(1, 9999)) + pick(SYMS)
    if st == 1:
        return w.capitalize() + pick(SYMS) + str(rint(10, 99))
    if st == 2:
        return hangul_to_qwerty(pick(KO_WORDS)) + w + str(rint(1, 99))
    return pick(SYMS) + w + str(rint(1990, 2025))


def pw_hangul():
    w = pick(KO_WORDS)
    st = rint(0, 3)
    if st == 0:
        return w + pick(KO_WORDS) + str(rint(1, 9999))
    if st == 1:
        return w + str(rint(1980, 2025)) + pick(SYMS)
    if st == 2:
        return pick(SYMS) + w + pick(KO_WORDS) + pick(SYMS)
    return w + pick(["사랑", "최고", "짱", "화이팅"]) + str(rint(10, 999)) + pick(SYMS)


def pw_random():
    st = rint(0, 3)
    if st == 0:
        return rs(ALNUM, rint(16, 32))
    if st == 1:
        return b64(rb(pick([18, 24, 32])))          # openssl rand -base64 N
    if st == 2:
        return rs(HEX, pick([24, 32, 40]))          # openssl rand -hex N
    return "-".join(rs(LALNUM, 4) for _ in range(rint(3, 5)))   # vendor generated 'abcd-efgh-...'


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("korean-keyboard", pw_korkbd), ("hangul", pw_hangul), ("generated", pw_random)]


def password(kind=None, no_space=False, ascii_only=False):
    """returns (kind, password); never contains quotes or backslashes, always >= 8 chars"""
    while True:
        if kind is None:
            k, fn = pick(PW_KINDS)
        else:
            k, fn = [x for x in PW_KINDS if x[0] == kind][0]
        s = fn()
        if len(s) < 8 or any(c in s for c in "\"'\\`"):
            continue
        if no_space and " " in s:
            continue
        if ascii_only and any(ord(c) > 127 for c in s):
            continue
        return k, s


# ----------------------------------------------------------------------------------------------
# vendor credential catalog: documented shapes, random bodies
#   gen() -> list of (ENV_NAME, value, is_secret); the first secret item is the "main" token
#   auth  -> how the main secret travels in HTTP: ("hdr", name, prefix) | ("basic", user|None)
#            | ("query", param) | ("path",)
# ----------------------------------------------------------------------------------------------
VENDORS = []


def V(vendor, region, what, url, auth, gen):
    VENDORS.append({"vendor": vendor, "region": region, "what": what, "url": url, "auth": auth,
                    "gen": gen})


BEARER = ("hdr", "Authorization", "Bearer ")


def _slack_num():
    return str(rint(1, 9)) + rs(DIGITS, rint(9, 12))


def _discord():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return b64(uid.encode()).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def _mapbox(prefix):
    user = pick(["acme-maps", "dataviz", "ridehail", "geo-team", "deliveryco"])
    payload = b64u(('{"u":"%s","a":"%s"}' % (user, rs(LALNUM, 25))).encode())
    return prefix + "." + payload + "." + rs(B64URL, 22)


def _jwt(claims_json, sig_len=43):
    hdr = b64u(b'{"alg":"HS256","typ":"JWT"}')
    return hdr + "." + b64u(claims_json.encode()) + "." + rs(B64URL, sig_len)


def _sentry_org_token():
    payload = '{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}' % (
        rint(1700000000, 1760000000), rint(0, 999999), pick(["acme", "paystack-kr", "hanbit", "globex"]))
    return "sntrys_" + b64(payload.encode()).rstrip("=") + "_" + rs(B64URL[:-2] + "+/", 43)


# --- global -----------------------------------------------------------------------------------
V("AWS", "global", "IAM access key pair", "https://sts.amazonaws.com/", ("aws",),
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True), ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True)])
V("AWS STS", "global", "temporary session credentials", "https://sts.amazonaws.com/", ("aws",),
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True), ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 560)) + pick(["", "="]), True)])
V("GitHub", "global", "classic personal access token", "https://api.github.com/user",
  ("hdr", "Authorization", "token "), lambda: [("GITHUB_TOKEN", gh_token("ghp_"), True)])
V("GitHub App", "global", "installation token", "https://api.github.com/installation/repositories",
  BEARER, lambda: [("GH_APP_INSTALLATION_TOKEN", gh_token("ghs_"), True)])
V("GitHub OAuth", "global", "OAuth access token", "https://api.github.com/user", BEARER,
  lambda: [("GITHUB_OAUTH_TOKEN", gh_token(pick(["gho_", "ghu_"])), True)])
V("GitHub fine-grained", "global", "fine-grained PAT", "https://api.github.com/repos", BEARER,
  lambda: [("GH_PAT", "github_pat_11" + rs(UALNUM, 20) + "_" + rs(ALNUM, 59), True)])
V("GitLab", "global", "personal access token", "https://gitlab.com/api/v4/projects",
  ("hdr", "PRIVATE-TOKEN", ""), lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)])
V("GitLab Runner", "global", "runner authentication token", "https://gitlab.com/api/v4/runners/verify",
  ("query", "token"), lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)])
V("GitLab Deploy", "global", "deploy token", "https://gitlab.com/api/v4/packages", ("basic", None),
  lambda: [("CI_DEPLOY_USER", "gitlab+deploy-token-" + str(rint(100000, 999999)), False),
           ("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64URL, 20), True)])
V("Bitbucket", "global", "app password", "https://api.bitbucket.org/2.0/repositories", ("basic", "ci-bot"),
  lambda: [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 24) + rs(HEXU, 8), True)])
V("Slack", "global", "bot token", "https://slack.com/api/chat.postMessage", BEARER,
  lambda: [("SLACK_BOT_TOKEN", "xoxb-" + _slack_num() + "-" + _slack_num() + "-" + rs(ALNUM, 24), True)])
V("Slack user", "global", "user token", "https://slack.com/api/conversations.history", BEARER,
  lambda: [("SLACK_USER_TOKEN", "xoxp-" + _slack_num() + "-" + _slack_num() + "-" + _slack_num() + "-" + rs(HEX, 32), True)])
V("Slack app", "global", "app-level token", "https://slack.com/api/apps.connections.open", BEARER,
  lambda: [("SLACK_APP_TOKEN", "xapp-1-A" + rs(UALNUM, 10) + "-" + rs(DIGITS, 13) + "-" + rs(HEX, 64), True)])
V("Stripe", "global", "secret key", "https://api.stripe.com/v1/charges", ("basic", ""),
  lambda: [("STRIPE_SECRET_KEY", pick(["sk_live_", "sk_live_51"]) + rs(ALNUM, pick([24, 24, 97])), True)])
V("Stripe restricted", "global", "restricted key", "https://api.stripe.com/v1/payment_intents", BEARER,
  lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97), True)])
V("Stripe webhooks", "global", "webhook signing secret", "https://api.stripe.com/v1/webhook_endpoints", None,
  lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)])
V("OpenAI", "global", "project API key", "https://api.openai.com/v1/chat/completions", BEARER,
  lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74), True)])
V("OpenAI svcacct", "global", "service-account key", "https://api.openai.com/v1/responses", BEARER,
  lambda: [("OPENAI_API_KEY", "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74), True)])
V("Anthropic", "global", "API key", "https://api.anthropic.com/v1/messages", ("hdr", "x-api-key", ""),
  lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA", True)])
V("Google AI", "global", "Gemini API key", "https://generativelanguage.googleapis.com/v1beta/models",
  ("hdr", "x-goog-api-key", ""), lambda: [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)])
V("Google OAuth", "global", "OAuth client secret", "https://oauth2.googleapis.com/token", None,
  lambda: [("GOOGLE_CLIENT_ID", rs(DIGITS, 12) + "-" + rs(LALNUM, 32) + ".apps.googleusercontent.com", False),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])
V("Google refresh", "global", "OAuth refresh token", "https://oauth2.googleapis.com/token", None,
  lambda: [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(B64URL, 2) + "-" + rs(B64URL, 96), True)])
V("Google access", "global", "OAuth access token", "https://www.googleapis.com/drive/v3/files", BEARER,
  lambda: [("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64URL, rint(180, 240)), True)])
V("Azure AD", "global", "app registration client secret", "https://login.microsoftonline.com/common/oauth2/v2.0/token", None,
  lambda: [("AZURE_CLIENT_ID", uuid4(), False),
           ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + str(rint(0, 9)) + "Q~" + rs(ALNUM + "_~.-", 34), True)])
V("Azure Storage", "global", "storage account key", "https://acmestore.blob.core.windows.net/", None,
  lambda: [("AZURE_STORAGE_KEY", b64(rb(64)), True)])
V("Azure OpenAI", "global", "resource API key", "https://acme-oai.openai.azure.com/openai/deployments",
  ("hdr", "api-key", ""), lambda: [("AZURE_OPENAI_API_KEY", rs(HEX, 32), True)])
V("Twilio", "global", "auth token", "https://api.twilio.com/2010-04-01/Accounts", ("basic", "SID"),
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)])
V("Twilio API key", "global", "API key secret", "https://api.twilio.com/2010-04-01/Accounts", ("basic", "SK"),
  lambda: [("TWILIO_API_KEY", "SK" + rs(HEX, 32), False), ("TWILIO_API_SECRET", rs(ALNUM, 32), True)])
V("SendGrid", "global", "API key", "https://api.sendgrid.com/v3/mail/send", BEARER,
  lambda: [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)])
V("Mailgun", "global", "private API key", "https://api.mailgun.net/v3/mg.example.org/messages", ("basic", "api"),
  lambda: [("MAILGUN_API_KEY", pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]), True)])
V("Mailchimp", "global", "Marketing API key", "https://us14.api.mailchimp.com/3.0/lists", ("basic", "anystring"),
  lambda: [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)), True)])
V("npm", "global", "automation token", "https://registry.npmjs.org/-/whoami", BEARER,
  lambda: [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)])
V("PyPI", "global", "upload API token", "https://upload.pypi.org/legacy/", ("basic", "__token__"),
  lambda: [("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(120, 160)), True)])
V("Docker Hub", "global", "personal access token", "https://hub.docker.com/v2/repositories", ("basic", "acmebuild"),
  lambda: [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)])
V("Shopify", "global", "Admin API access token", "https://acme-shop.myshopify.com/admin/api/2024-04/orders.json",
  ("hdr", "X-Shopify-Access-Token", ""), lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEX, 32), True)])
V("Shopify app", "global", "app shared secret", "https://acme-shop.myshopify.com/admin/oauth/access_token", None,
  lambda: [("SHOPIFY_API_KEY", rs(HEX, 32), False), ("SHOPIFY_API_SECRET", "shpss_" + rs(HEX, 32), True)])
V("DigitalOcean", "global", "personal access token", "https://api.digitalocean.com/v2/droplets", BEARER,
  lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64), True)])
V("Hugging Face", "global", "user access token", "https://huggingface.co/api/whoami-v2", BEARER,
  lambda: [("HF_TOKEN", "hf_" + rs(UPPER + LOWER, 34), True)])
V("Databricks", "global", "personal access token", "https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list",
  BEARER, lambda: [("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"]), True)])
V("Atlassian", "global", "API token", "https://acme.atlassian.net/rest/api/3/myself", ("basic", "dev@acme.io"),
  lambda: [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, rint(170, 184)) + "=" + rs(HEXU, 8), True)])
V("Linear", "global", "personal API key", "https://api.linear.app/graphql", ("hdr", "Authorization", ""),
  lambda: [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)])
V("Notion", "global", "internal integration secret", "https://api.notion.com/v1/databases", BEARER,
  lambda: [("NOTION_TOKEN", pick(["ntn_" + rs(DIGITS, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)]), True)])
V("Figma", "global", "personal access token", "https://api.figma.com/v1/me", ("hdr", "X-Figma-Token", ""),
  lambda: [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)])
V("Postman", "global", "API key", "https://api.getpostman.com/collections", ("hdr", "X-Api-Key", ""),
  lambda: [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)])
V("Datadog", "global", "API and application keys", "https://api.datadoghq.com/api/v1/validate",
  ("hdr", "DD-API-KEY", ""), lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True)])
V("New Relic", "global", "user API key", "https://api.newrelic.com/graphql", ("hdr", "API-Key", ""),
  lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(UALNUM, 27), True)])
V("Grafana", "global", "service account token", "https://grafana.acme.io/api/dashboards/uid/ops", BEARER,
  lambda: [("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), True)])
V("HashiCorp Vault", "global", "service token", "https://vault.acme.internal:8200/v1/secret/data/app",
  ("hdr", "X-Vault-Token", ""), lambda: [("VAULT_TOKEN", "hvs." + pick([rs(ALNUM, 24), "CAESI" + rs(B64URL, 86)]), True)])
V("Terraform Cloud", "global", "user API token", "https://app.terraform.io/api/v2/organizations", BEARER,
  lambda: [("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)])
V("Pulumi", "global", "access token", "https://api.pulumi.com/api/user", ("hdr", "Authorization", "token "),
  lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)])
V("Cloudflare", "global", "API token", "https://api.cloudflare.com/client/v4/user/tokens/verify", BEARER,
  lambda: [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)])
V("Discord", "global", "bot token", "https://discord.com/api/v10/users/@me", ("hdr", "Authorization", "Bot "),
  lambda: [("DISCORD_BOT_TOKEN", _discord(), True)])
V("Telegram", "global", "bot token", "https://api.telegram.org/bot", ("path",),
  lambda: [("TELEGRAM_BOT_TOKEN", str(rint(10 ** 8, 8 * 10 ** 9)) + ":AA" + rs(B64URL, 33), True)])
V("Square", "global", "production access token", "https://connect.squareup.com/v2/locations", BEARER,
  lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)])
V("Braintree", "global", "PayPal/Braintree access token", "https://api.braintreegateway.com/merchants", BEARER,
  lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LALNUM, 16) + "$" + rs(HEX, 32), True)])
V("Okta", "global", "API token", "https://acme.okta.com/api/v1/users", ("hdr", "Authorization", "SSWS "),
  lambda: [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)])
V("Supabase", "global", "management access token", "https://api.supabase.com/v1/projects", BEARER,
  lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40), True)])
V("Supabase service_role", "global", "service_role JWT", "https://xyzcompany.supabase.co/rest/v1/", ("hdr", "apikey", ""),
  lambda: [("SUPABASE_SERVICE_ROLE_KEY", _jwt('{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}' % (
      rs(LOWER, 20), rint(1690000000, 1720000000), rint(2000000000, 2060000000))), True)])
V("Firebase FCM", "global", "legacy server key", "https://fcm.googleapis.com/fcm/send", ("hdr", "Authorization", "key="),
  lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)])
V("Algolia", "global", "admin API key", "https://ACME1234.algolia.net/1/indexes", ("hdr", "X-Algolia-API-Key", ""),
  lambda: [("ALGOLIA_APP_ID", rs(UALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)])
V("Mapbox", "global", "secret access token", "https://api.mapbox.com/uploads/v1/acme", ("query", "access_token"),
  lambda: [("MAPBOX_SECRET_TOKEN", _mapbox("sk"), True)])
V("Doppler", "global", "service token", "https://api.doppler.com/v3/configs/config/secrets", BEARER,
  lambda: [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40), True)])
V("Netlify", "global", "personal access token", "https://api.netlify.com/api/v1/sites", BEARER,
  lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)])
V("Render", "global", "API key", "https://api.render.com/v1/services", BEARER,
  lambda: [("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32), True)])
V("age", "global", "age identity (secret key)", "", None,
  lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)])
V("Tailscale", "global", "auth key", "https://api.tailscale.com/api/v2/tailnet/-/devices", BEARER,
  lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33), True)])
V("ngrok", "global", "authtoken", "https://api.ngrok.com/tunnels", None,
  lambda: [("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)])
V("CircleCI", "global", "personal API token", "https://circleci.com/api/v2/me", ("hdr", "Circle-Token", ""),
  lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40), True)])
V("Contentful", "global", "management token", "https://api.contentful.com/spaces", BEARER,
  lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)])
V("Airtable", "global", "personal access token", "https://api.airtable.com/v0/meta/bases", BEARER,
  lambda: [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), True)])
V("Replicate", "global", "API token", "https://api.replicate.com/v1/predictions", BEARER,
  lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)])
V("Groq", "global", "API key", "https://api.groq.com/openai/v1/chat/completions", BEARER,
  lambda: [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)])
V("Perplexity", "global", "API key", "https://api.perplexity.ai/chat/completions", BEARER,
  lambda: [("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48), True)])
V("xAI", "global", "API key", "https://api.x.ai/v1/chat/completions", BEARER,
  lambda: [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)])
V("Sentry", "global", "organization auth token", "https://sentry.io/api/0/organizations/acme/releases/", BEARER,
  lambda: [("SENTRY_AUTH_TOKEN", pick([_sentry_org_token(), "sntryu_" + rs(HEX, 64)]), True)])
V("Heroku", "global", "API key", "https://api.heroku.com/apps", BEARER,
  lambda: [("HEROKU_API_KEY", uuid4(), True)])
V("Fastly", "global", "API token", "https://api.fastly.com/service", ("hdr", "Fastly-Key", ""),
  lambda: [("FASTLY_API_TOKEN", rs(B64URL, 32), True)])
V("Vercel", "global", "access token", "https://api.vercel.com/v9/projects", BEARER,
  lambda: [("VERCEL_TOKEN", rs(ALNUM, 24), True)])
V("Plaid", "global", "secret", "https://production.plaid.com/link/token/create", None,
  lambda: [("PLAID_CLIENT_ID", rs(HEX, 24), False), ("PLAID_SECRET", rs(HEX, 30), True)])
V("Auth0", "global", "client secret", "https://acme.eu.auth0.com/oauth/token", None,
  lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)])
V("Confluent", "global", "Cloud API key and secret", "https://api.confluent.cloud/iam/v2/api-keys", ("basic", "KEY"),
  lambda: [("CONFLUENT_API_KEY", rs(UALNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)])
V("Snyk", "global", "API token", "https://api.snyk.io/rest/self", ("hdr", "Authorization", "token "),
  lambda: [("SNYK_TOKEN", uuid4(), True)])
V("SonarQube", "global", "user token", "https://sonar.acme.io/api/authentication/validate", ("basic", ""),
  lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40), True)])
V("JFrog", "global", "reference token", "https://acme.jfrog.io/artifactory/api/system/ping", BEARER,
  lambda: [("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + rs(ALNUM, 48), True)])
V("Buildkite", "global", "API access token", "https://api.buildkite.com/v2/user", BEARER,
  lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), True)])
V("Dropbox", "global", "short-lived access token", "https://api.dropboxapi.com/2/files/list_folder", BEARER,
  lambda: [("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64URL, rint(136, 150)), True)])
V("Asana", "global", "personal access token", "https://app.asana.com/api/1.0/users/me", BEARER,
  lambda: [("ASANA_PAT", "2/" + rs(DIGITS, 16) + "/" + rs(DIGITS, 16) + ":" + rs(HEX, 32), True)])
V("Zendesk", "global", "API token", "https://acme.zendesk.com/api/v2/tickets.json", ("basic", "agent@acme.io/token"),
  lambda: [("ZENDESK_API_TOKEN", rs(ALNUM, 40), True)])
V("HubSpot", "global", "private app token", "https://api.hubapi.com/crm/v3/objects/contacts", BEARER,
  lambda: [("HUBSPOT_TOKEN", "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4(), True)])
V("Meta", "global", "Graph API page access token", "https://graph.facebook.com/v19.0/me/accounts",
  ("query", "access_token"), lambda: [("FB_PAGE_TOKEN", "EAA" + pick("BGI") + rs(ALNUM, rint(150, 200)), True)])
V("X (Twitter)", "global", "app bearer token", "https://api.twitter.com/2/tweets/search/recent", BEARER,
  lambda: [("TWITTER_BEARER_TOKEN", "A" * 21 + rs(ALNUM, 5) + "A" * 7 + rs(ALNUM, 6) + "%2B" + rs(ALNUM, 18)
            + "%3D" + rs(ALNUM, 50), True)])
V("Mistral", "europe", "API key", "https://api.mistral.ai/v1/chat/completions", BEARER,
  lambda: [("MISTRAL_API_KEY", rs(ALNUM, 32), True)])

# --- Korea ------------------------------------------------------------------------------------
V("Naver Cloud Platform", "korea", "API access key / secret key", "https://ncloud.apigw.ntruss.com/server/v2/getServerInstanceList",
  ("hdr", "x-ncp-iam-access-key", ""),
  lambda: [("NCLOUD_ACCESS_KEY", rs(UALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)])
V("Naver Developers", "korea", "Client Secret", "https://openapi.naver.com/v1/search/blog.json",
  ("hdr", "X-Naver-Client-Secret", ""),
  lambda: [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)])
V("Kakao", "korea", "REST API key", "https://dapi.kakao.com/v2/local/search/address.json",
  ("hdr", "Authorization", "KakaoAK "), lambda: [("KAKAO_REST_API_KEY", rs(HEX, 32), True)])
V("Kakao admin", "korea", "Admin key", "https://kapi.kakao.com/v1/user/ids", ("hdr", "Authorization", "KakaoAK "),
  lambda: [("KAKAO_ADMIN_KEY", rs(HEX, 32), True)])
V("Toss Payments", "korea", "secret key", "https://api.tosspayments.com/v1/payments/confirm", ("basic", ""),
  lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28), True)])
V("PortOne", "korea", "V2 API secret", "https://api.portone.io/payments", ("hdr", "Authorization", "PortOne "),
  lambda: [("PORTONE_API_SECRET", rs(ALNUM, 80), True)])
V("PortOne V1 (iamport)", "korea", "REST API secret", "https://api.iamport.kr/users/getToken", None,
  lambda: [("IMP_KEY", rs(DIGITS, 16), False), ("IMP_SECRET", rs(ALNUM, 80), True)])
V("Solapi", "korea", "API key / API secret", "https://api.solapi.com/messages/v4/send", None,
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(UALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UALNUM, 32), True)])
V("Upbit", "korea", "Open API access / secret key", "https://api.upbit.com/v1/accounts", None,
  lambda: [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)])
V("Bithumb", "korea", "API connect key / secret key", "https://api.bithumb.com/info/balance", ("hdr", "Api-Key", ""),
  lambda: [("BITHUMB_API_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET", rs(HEX, 32), True)])
V("Naver Search Ad", "korea", "API license / secret key", "https://api.searchad.naver.com/ncc/campaigns",
  ("hdr", "X-API-KEY", ""),
  lambda: [("NAVER_AD_CUSTOMER_ID", rs(DIGITS, 7), False), ("NAVER_AD_API_KEY", "0100000000" + rs(HEX, 64), True),
           ("NAVER_AD_SECRET", "AQAAAA" + rs(B64, 38) + "==", True)])
V("data.go.kr", "korea", "public data portal service key", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst",
  ("query", "serviceKey"), lambda: [("DATA_GO_KR_SERVICE_KEY", b64(rb(64)), True)])
V("Channel Talk", "korea", "access key / access secret", "https://api.channel.io/open/v5/users",
  ("hdr", "x-access-secret", ""),
  lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)])
V("NHN Cloud", "korea", "appkey secretKey", "https://api-alimtalk.cloud.toast.com/alimtalk/v2.3/appkeys",
  ("hdr", "X-Secret-Key", ""),
  lambda: [("NHN_APPKEY", rs(ALNUM, 16), False), ("NHN_SECRET_KEY", rs(ALNUM, 8), True)])
V("Aligo", "korea", "SMS API key", "https://apis.aligo.in/send/", None,
  lambda: [("ALIGO_USER_ID", pick(["acmeshop", "hanbit01", "minsu_dev"]), False), ("ALIGO_API_KEY", rs(LALNUM, 32), True)])
V("Sendbird", "korea", "master API token", "https://api-APP.sendbird.com/v3/users", ("hdr", "Api-Token", ""),
  lambda: [("SENDBIRD_API_TOKEN", rs(HEX, 40), True)])

# --- Japan ------------------------------------------------------------------------------------
V("LINE Messaging API", "japan", "channel access token", "https://api.line.me/v2/bot/message/push", BEARER,
  lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)])
V("LINE channel", "japan", "channel secret", "https://api.line.me/oauth2/v3/token", None,
  lambda: [("LINE_CHANNEL_ID", rs(DIGITS, 10), False), ("LINE_CHANNEL_SECRET", rs(HEX, 32), True)])
V("LINE Notify", "japan", "personal access token", "https://notify-api.line.me/api/notify", BEARER,
  lambda: [("LINE_NOTIFY_TOKEN", rs(ALNUM, 43), True)])
V("Chatwork", "japan", "API token", "https://api.chatwork.com/v2/me", ("hdr", "X-ChatWorkToken", ""),
  lambda: [("CHATWORK_API_TOKEN", rs(HEX, 32), True)])
V("Backlog", "japan", "API key", "https://acme.backlog.jp/api/v2/issues", ("query", "apiKey"),
  lambda: [("BACKLOG_API_KEY", rs(ALNUM, 64), True)])
V("PAY.JP", "japan", "secret key", "https://api.pay.jp/v1/charges", ("basic", ""),
  lambda: [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48), True)])
V("Sakura Cloud", "japan", "API access token / secret", "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server",
  ("basic", "KEY"), lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)])
V("KOMOJU", "japan", "secret key", "https://komoju.com/api/v1/payments", ("basic", ""),
  lambda: [("KOMOJU_SECRET_KEY", "sk_live_" + rs(LALNUM, 25), True)])
V("GMO Payment Gateway", "japan", "shop password", "https://p01.mul-pay.jp/payment/EntryTran.idPass", None,
  lambda: [("GMO_SHOP_ID", "tshop" + rs(DIGITS, 8), False), ("GMO_SHOP_PASS", rs(LALNUM, 8), True)])
V("kintone", "japan", "API token", "https://acme.cybozu.com/k/v1/records.json", ("hdr", "X-Cybozu-API-Token", ""),
  lambda: [("KINTONE_API_TOKEN", rs(ALNUM, 40), True)])

# --- China ------------------------------------------------------------------------------------
V("Alibaba Cloud", "china", "AccessKey ID / AccessKey Secret", "https://ecs.aliyuncs.com/?Action=DescribeInstances", None,
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
V("Tencent Cloud", "china", "SecretId / SecretKey", "https://cvm.tencentcloudapi.com/", None,
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
V("Huawei Cloud", "china", "AK / SK", "https://ecs.cn-north-4.myhuaweicloud.com/v1/servers", None,
  lambda: [("HUAWEICLOUD_SDK_AK", rs(UALNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])
V("Baidu AI Cloud", "china", "API Key / Secret Key", "https://aip.baidubce.com/oauth/2.0/token", None,
  lambda: [("BAIDU_API_KEY", rs(ALNUM, 24), True), ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)])
V("Volcengine", "china", "AccessKeyId / SecretAccessKey", "https://open.volcengineapi.com/", None,
  lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 42), True), ("VOLC_SECRETKEY", b64(rb(45)), True)])
V("WeChat", "china", "AppSecret", "https://api.weixin.qq.com/cgi-bin/token", ("query", "secret"),
  lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", rs(HEX, 32), True)])
V("DingTalk", "china", "robot sign secret", "https://oapi.dingtalk.com/robot/send", None,
  lambda: [("DINGTALK_ROBOT_SECRET", "SEC" + rs(HEX, 64), True)])
V("Feishu", "china", "app secret", "https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", None,
  lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])
V("Qiniu", "china", "AccessKey / SecretKey", "https://rs.qiniuapi.com/buckets", None,
  lambda: [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])
V("Zhipu AI", "china", "API key", "https://open.bigmodel.cn/api/paas/v4/chat/completions", BEARER,
  lambda: [("ZHIPUAI_API_KEY", rs(HEX, 32) + "." + rs(ALNUM, 16), True)])
V("Moonshot AI", "china", "API key", "https://api.moonshot.cn/v1/chat/completions", BEARER,
  lambda: [("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48), True)])
V("DeepSeek", "china", "API key", "https://api.deepseek.com/chat/completions", BEARER,
  lambda: [("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), True)])
V("Alibaba DashScope", "china", "API key", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", BEARER,
  lambda: [("DASHSCOPE_API_KEY", "sk-" + rs(HEX, 32), True)])

# --- Europe -----------------------------------------------------------------------------------
V("Mollie", "europe", "live API key", "https://api.mollie.com/v2/payments", BEARER,
  lambda: [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)])
V("Adyen", "europe", "API key", "https://checkout-live.adyenpayments.com/checkout/v71/payments", ("hdr", "X-API-Key", ""),
  lambda: [("ADYEN_API_KEY", "AQE" + rs(B64, 110) + "=-" + rs(B64URL, 43) + "=-" + rs(ALNUM, 16), True)])
V("GoCardless", "europe", "live access token", "https://api.gocardless.com/mandates", BEARER,
  lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)])
V("Scaleway", "europe", "API access key / secret key", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers",
  ("hdr", "X-Auth-Token", ""), lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
V("OVHcloud", "europe", "application secret / consumer key", "https://eu.api.ovh.com/1.0/me", None,
  lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
           ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])
V("Hetzner Cloud", "europe", "API token", "https://api.hetzner.cloud/v1/servers", BEARER,
  lambda: [("HCLOUD_TOKEN", rs(ALNUM, 64), True)])
V("Yandex Cloud", "europe", "API key", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
  ("hdr", "Authorization", "Api-Key "), lambda: [("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)])
V("Yandex Object Storage", "europe", "static access key", "https://storage.yandexcloud.net/", None,
  lambda: [("YC_ACCESS_KEY_ID", "YCAJE" + rs(B64URL, 20), True), ("YC_SECRET_ACCESS_KEY", "YCM" + rs(B64URL, 37), True)])
V("Exoscale", "europe", "API key / secret", "https://api-ch-gva-2.exoscale.com/v2/instance", None,
  lambda: [("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), True), ("EXOSCALE_API_SECRET", rs(B64URL, 43), True)])
V("Klarna", "europe", "API key", "https://api.klarna.com/payments/v1/sessions", ("hdr", "Authorization", "Basic "),
  lambda: [("KLARNA_API_KEY", "klarna_live_api_" + rs(B64URL, 32), True)])
V("SumUp", "europe", "secret API key", "https://api.sumup.com/v0.1/checkouts", BEARER,
  lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32), True)])
V("Spotify", "europe", "client secret", "https://accounts.spotify.com/api/token", None,
  lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)])
V("Infobip", "europe", "API key", "https://api.infobip.com/sms/2/text/advanced", ("hdr", "Authorization", "App "),
  lambda: [("INFOBIP_API_KEY", rs(HEX, 32) + "-" + uuid4(), True)])
V("Bird (MessageBird)", "europe", "live access key", "https://rest.messagebird.com/messages", ("hdr", "Authorization", "AccessKey "),
  lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25), True)])
V("DeepL", "europe", "API authentication key", "https://api-free.deepl.com/v2/translate",
  ("hdr", "Authorization", "DeepL-Auth-Key "), lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)])
V("Paddle", "europe", "API key", "https://api.paddle.com/transactions", BEARER,
  lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(LALNUM, 24) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3), True)])
V("Wise", "europe", "API token", "https://api.transferwise.com/v1/profiles", BEARER,
  lambda: [("WISE_API_TOKEN", uuid4(), True)])
V("Checkout.com", "europe", "secret key", "https://api.checkout.com/payments", BEARER,
  lambda: [("CKO_SECRET_KEY", "sk_" + rs(LOWER + "234567", 26), True)])


CURRENT_VENDORS = []      # vendors drawn for the note being built (for statistics only)


# display name used in prose (the catalog key above stays in the category) and owning company
_DISPLAY = {"AWS STS": "AWS", "GitHub App": "GitHub", "GitHub OAuth": "GitHub", "GitHub fine-grained": "GitHub",
            "GitLab Runner": "GitLab", "GitLab Deploy": "GitLab", "Slack user": "Slack", "Slack app": "Slack",
            "Stripe restricted": "Stripe", "Stripe webhooks": "Stripe", "OpenAI svcacct": "OpenAI", "Google AI": "Google",
            "Google OAuth": "Google", "Google refresh": "Google", "Google access": "Google", "Twilio API key": "Twilio",
            "Shopify app": "Shopify", "Supabase service_role": "Supabase", "Kakao admin": "Kakao",
            "PortOne V1 (iamport)": "PortOne", "LINE Messaging API": "LINE", "LINE channel": "LINE", "LINE Notify": "LINE",
            "Yandex Object Storage": "Yandex Cloud", "Alibaba DashScope": "Alibaba Cloud DashScope", "age": "SOPS/age",
            "Naver Search Ad": "Naver Search Ad", "Firebase FCM": "Firebase", "Bird (MessageBird)": "MessageBird",
            "Supabase": "Supabase", "X (Twitter)": "X"}
_COMPANY = {"Azure AD": "Microsoft", "Azure Storage": "Microsoft", "Azure OpenAI": "Microsoft", "Firebase FCM": "Google",
            "Alibaba DashScope": "Alibaba Cloud", "Naver Developers": "Naver", "Naver Search Ad": "Naver",
            "Naver Cloud Platform": "Naver", "Braintree": "PayPal", "Yandex Object Storage": "Yandex",
            "Yandex Cloud": "Yandex", "GitHub App": "GitHub", "Sentry": "Sentry", "Google AI": "Google"}
for _v in VENDORS:
    _v["name"] = _DISPLAY.get(_v["vendor"], _v["vendor"])
    _v["company"] = _COMPANY.get(_v["vendor"], _v["name"])


def vendor_items(v):
    CURRENT_VENDORS.append(v["vendor"])
    while True:
        items = v["gen"]()
        if all(len(val) >= 8 for _, val, sec in items if sec):
            return items


# deterministic round-robin over vendors: every vendor gets used before any repeats
_VENDOR_QUEUE = []


def next_vendor(eligible=None):
    """next vendor from a shuffled round-robin queue; with eligible(v), the first eligible one"""
    while True:
        if not _VENDOR_QUEUE:
            order = list(range(len(VENDORS)))
            R.shuffle(order)
            _VENDOR_QUEUE.extend(order)
        for qi, vi in enumerate(_VENDOR_QUEUE):
            if eligible is None or eligible(VENDORS[vi]):
                return VENDORS[_VENDOR_QUEUE.pop(qi)]
        order = list(range(len(VENDORS)))
        R.shuffle(order)
        _VENDOR_QUEUE.extend(order)


# ----------------------------------------------------------------------------------------------
# small context pools
# ----------------------------------------------------------------------------------------------
SVCS = ["billing-api", "auth-gateway", "notify-worker", "search-indexer", "order-service", "payments-batch",
        "admin-console", "etl-nightly", "mobile-bff", "report-cron", "settlement-batch", "chat-bot",
        "media-transcoder", "crm-sync", "inventory-svc", "coupon-api", "push-relay", "ledger-writer",
        "ml-feature-store", "partner-webhooks", "shipping-tracker", "invoice-pdf", "geo-lookup"]
STAGES = ["staging", "prod", "dev", "qa", "sandbox", "prod-kr", "stg-eu"]
STAGES_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스",
             "prod-kr": "국내 운영", "stg-eu": "EU 스테이징"}
PEOPLE_EN = ["Dana", "Priya", "Tom", "Marco", "Aisha", "Kenji", "Lena", "Omar", "Sofia", "Raj", "Chloe", "Ben"]
PEOPLE_KO = ["민수", "지현", "서연", "도윤", "하준", "수빈", "예린", "태호", "유진", "현우", "지민", "은지"]
UNITS = ["systemd", "supervisor", "pm2", "launchd", "k8s Deployment", "ECS task", "Nomad job"]
HOSTS = ["db-prod-2.internal", "pg-main.cluster-c9x2.ap-northeast-2.rds.amazonaws.com", "10.20.3.41",
         "mysql-stg.acme.local", "redis-cache-01", "mq.internal.acme.io", "192.168.10.25",
         "mongo-rs0.acme.net", "db.stg.hanbit.kr", "oracle-erp.corp.local", "172.31.44.9",
         "sql-prod-eu.database.windows.net", "ftp.partner-logistics.co.kr", "build-01.ci.acme.io"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "eu-central-1", "us-west-2"]


def ticket():
    return pick(["OPS", "INC", "PLAT", "SEC", "BE", "DATA", "INFRA"]) + "-" + str(rint(100, 9999))


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)


def stage_name(lang, st):
    return st if lang == "en" else STAGES_KO.get(st, st)


def ts():
    return "2024-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59),
                                                     rint(0, 59), rint(0, 999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


# ----------------------------------------------------------------------------------------------
# container renderers: items = [(ENV_NAME, value)], returns (snippet, file name, container label)
# ----------------------------------------------------------------------------------------------
def env_parts(env):
    p = env.lower().split("_")
    if len(p) == 1:
        return "app", p[0]
    return p[0], "_".join(p[1:])


def camel(s):
    p = s.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def fence(code, lang_tag=""):
    st = rint(0, 9)
    if st <= 5:
        return "```" + lang_tag + "\n" + code + "\n```"
    if st <= 7:
        return code
    return "\n".join("    " + ln for ln in code.split("\n"))


def c_dotenv(items):
    q = rint(0, 2)
    lines = []
    if chance(0.4):
        lines.append("# " + pick(["local overrides", "copied from 1Password", "do not commit", "generated " + ts()[:10]]))
    if chance(0.5):
        lines.append(pick(["NODE_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "APP_ENV=staging", "TZ=Asia/Seoul"]))
    for k, v in items:
        lines.append("%s=%s" % (k, [v, dq(v), sq(v)][q]))
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", ".env.staging", "config/.env"]), ".env"


def c_export(items):
    lines = ["export %s=%s" % (k, pick([dq(v), sq(v), v])) for k, v in items]
    return "\n".join(lines), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "deploy/vars.sh"]), "shell export"


def c_yaml(items):
    sec = env_parts(items[0][0])[0]
    lines = [sec + ":"]
    for k, v in items:
        lines.append("  %s: %s" % (env_parts(k)[1], pick([v, dq(v), sq(v)])))
    if chance(0.5):
        lines.insert(0, pick(["server:\n  port: 8080", "logging:\n  level: INFO", "timeout_seconds: 30"]))
    return "\n".join(lines), pick(["config.yaml", "settings.yml", "application.yml", "values.yaml", "conf/app.yaml"]), "YAML"


def c_json(items):
    sec = env_parts(items[0][0])[0]
    inner = ", ".join('"%s": "%s"' % (camel(env_parts(k)[1]), v) for k, v in items)
    if chance(0.5):
        body = '{\n  "%s": {\n    %s\n  }\n}' % (sec, inner.replace(", \"", ",\n    \""))
    else:
        body = '{"%s": {%s}, "retries": %d}' % (sec, inner, rint(1, 5))
    return body, pick(["config.json", "appsettings.json", "secrets.json", "local.settings.json", "credentials.json"]), "JSON"


def c_toml(items):
    sec = env_parts(items[0][0])[0]
    lines = ["[%s]" % sec] + ['%s = "%s"' % (env_parts(k)[1], v) for k, v in items]
    return "\n".join(lines), pick(["config.toml", "pyproject.toml", ".cargo/config.toml", "settings.toml"]), "TOML"


def c_ini(items):
    sec = env_parts(items[0][0])[0]
    lines = ["[%s]" % sec] + ["%s = %s" % (env_parts(k)[1], v) for k, v in items]
    return "\n".join(lines), pick(["app.ini", "settings.cfg", "setup.cfg", "config.ini"]), "INI"


def c_properties(items):
    sec = env_parts(items[0][0])[0]
    lines = ["app.%s.%s=%s" % (sec, env_parts(k)[1].replace("_", "-"), v) for k, v in items]
    if chance(0.5):
        lines.insert(0, "spring.profiles.active=" + pick(["prod", "staging", "local"]))
    return "\n".join(lines), pick(["application.properties", "application-prod.properties", "gradle.properties"]), "properties"


def c_xml(items):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k, v) for k, v in items] + ["</appSettings>"]
        return "\n".join(lines), pick(["Web.config", "App.config"]), "XML"
    lines = ["<properties>"] + ["  <%s>%s</%s>" % (camel(k), v, camel(k)) for k, v in items] + ["</properties>"]
    return "\n".join(lines), "pom.xml", "XML"


def c_k8s_secret(items):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % pick(SVCS),
             "type: Opaque", "stringData:"] + ["  %s: %s" % (k, pick([v, dq(v)])) for k, v in items]
    return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/app-secret.yaml", "deploy/secret.yml"]), "k8s Secret"


def c_k8s_env(items):
    lines = ["      containers:", "        - name: app", "          env:"]
    for k, v in items:
        lines += ["            - name: " + k, "              value: " + dq(v)]
    return "\n".join(lines), pick(["k8s/deployment.yaml", "charts/app/templates/deploy.yaml"]), "k8s Deployment env"


def c_compose(items):
    lines = ["services:", "  %s:" % pick(SVCS), "    image: %s:%s" % (pick(["acme/app", "ghcr.io/acme/api"]), pick(["latest", "1.8.2"])),
             "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v in items]
    else:
        lines += ["      %s: %s" % (k, pick([v, dq(v)])) for k, v in items]
    return "\n".join(lines), pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"]), "docker compose"


def c_dockerfile(items):
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"] + ["%s %s=%s" % (kw, k, v) for k, v in items] + ["COPY . .",
                                                                               pick(["CMD [\"python\", \"main.py\"]", "CMD [\"node\", \"server.js\"]", "RUN make build"])]
    return "\n".join(lines), "Dockerfile", "Dockerfile " + kw


def c_gha(items):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, v) for k, v in items] + [
        "    steps:", "      - uses: actions/checkout@v4"]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml"]), "GitHub Actions"


def c_gitlab(items):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in items] + ["deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI"


def c_terraform(items):
    if chance(0.5):
        lines = ['%s = "%s"' % (k.lower(), v) for k, v in items]
        return "\n".join(lines), pick(["terraform.tfvars", "prod.auto.tfvars"]), "Terraform tfvars"
    sec = env_parts(items[0][0])[0]
    lines = ['provider "%s" {' % sec] + ['  %s = "%s"' % (env_parts(k)[1], v) for k, v in items] + ["}"]
    return "\n".join(lines), pick(["main.tf", "providers.tf"]), "Terraform provider"


def c_python(items):
    st = rint(0, 2)
    if st == 0:
        lines = ['%s = "%s"' % (k, v) for k, v in items]
    elif st == 1:
        lines = ['os.environ.setdefault("%s", "%s")' % (k, v) for k, v in items]
    else:
        lines = ["SETTINGS = {"] + ['    "%s": "%s",' % (k.lower(), v) for k, v in items] + ["}"]
    return "\n".join(lines), pick(["settings.py", "config/local.py", "scripts/backfill.py", "conftest.py"]), "Python"


def c_js(items):
    if chance(0.5):
        lines = ["const %s = process.env.%s || '%s';" % (camel(k), k, v) for k, v in items]
    else:
        lines = ["module.exports = {"] + ["  %s: '%s'," % (camel(k), v) for k, v in items] + ["};"]
    return "\n".join(lines), pick(["config.js", "src/config.ts", "next.config.js", "scripts/seed.mjs"]), "JavaScript"


def c_go(items):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k), v) for k, v in items] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go"]), "Go"


def c_java(items):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v in items]
    return "\n".join(lines), pick(["src/main/java/com/acme/Config.java", "ApiClient.java"]), "Java"


def c_kotlin(items):
    lines = ['val %s = "%s"' % (camel(k), v) for k, v in items]
    return "\n".join(lines), pick(["app/src/main/java/com/acme/BuildConfig.kt", "Secrets.kt"]), "Kotlin"


def c_ruby(items):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for k, v in items]
    return "\n".join(lines), pick(["config/initializers/keys.rb", "Rakefile"]), "Ruby"


def c_php(items):
    lines = ["define('%s', '%s');" % (k, v) for k, v in items]
    return "\n".join(lines), pick(["wp-config.php", "config/services.php"]), "PHP"


def c_csharp(items):
    lines = ['var %s = "%s";' % (camel(k), v) for k, v in items]
    return "\n".join(lines), pick(["Program.cs", "Startup.cs"]), "C#"


def c_rust(items):
    lines = ['const %s: &str = "%s";' % (k, v) for k, v in items]
    return "\n".join(lines), pick(["src/main.rs", "src/config.rs"]), "Rust"


def c_powershell(items):
    lines = ['$env:%s = "%s"' % (k, v) for k, v in items]
    return "\n".join(lines), pick(["profile.ps1", "deploy.ps1"]), "PowerShell"


def c_log(items):
    lvl = pick(["DEBUG", "INFO", "WARN", "TRACE"])
    lines = ["%s %s [%s] loaded config: %s" % (ts(), lvl, pick(SVCS), " ".join("%s=%s" % (k.lower(), v) for k, v in items))]
    if chance(0.5):
        lines.append("%s ERROR [%s] upstream returned 401 Unauthorized" % (ts(), pick(SVCS)))
    return "\n".join(lines), pick(["app.log", "kubectl logs output", "journalctl output", "CloudWatch log"]), "log line"


def c_table(items):
    lines = ["| name | value | where |", "|---|---|---|"] + ["| %s | %s | %s |" % (k, v, pick(["prod", "stg", "both"])) for k, v in items]
    return "\n".join(lines), pick(["the wiki table", "the handover doc", "Notion page"]), "markdown table"


def c_diff(items):
    lines = ["--- a/%s" % "config/app.env", "+++ b/%s" % "config/app.env", "@@ -3,%d +3,%d @@" % (len(items), len(items) + 1)]
    lines += ["+%s=%s" % (k, v) for k, v in items]
    return "\n".join(lines), "the PR diff", "diff"


def c_launch(items):
    inner = ",\n        ".join('"%s": "%s"' % (k, v) for k, v in items)
    body = '"configurations": [{\n      "name": "debug api",\n      "env": {\n        %s\n      }\n}]' % inner
    return body, ".vscode/launch.json", "VS Code launch.json"


def c_ansible(items):
    lines = ["- hosts: app", "  vars:"] + ["    %s: %s" % (k.lower(), dq(v)) for k, v in items]
    return "\n".join(lines), pick(["playbooks/deploy.yml", "group_vars/all.yml"]), "Ansible vars"


def c_helmset(items):
    sets = " ".join("--set %s.%s=%s" % (env_parts(k)[0], camel(env_parts(k)[1]), v) for k, v in items)
    return "helm upgrade --install %s ./chart %s" % (pick(SVCS), sets), "the helm command", "helm --set"


CONTAINERS = [c_dotenv, c_dotenv, c_export, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml, c_k8s_secret,
              c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_terraform, c_python, c_js, c_go, c_java,
              c_kotlin, c_ruby, c_php, c_csharp, c_rust, c_powershell, c_log, c_table, c_diff, c_launch,
              c_ansible, c_helmset]
FENCE_TAG = {c_yaml: "yaml", c_json: "json", c_toml: "toml", c_ini: "ini", c_k8s_secret: "yaml", c_k8s_env: "yaml",
             c_compose: "yaml", c_gha: "yaml", c_gitlab: "yaml", c_terraform: "hcl", c_python: "python",
             c_js: "js", c_go: "go", c_java: "java", c_kotlin: "kotlin", c_ruby: "ruby", c_php: "php",
             c_csharp: "csharp", c_rust: "rust", c_powershell: "powershell", c_dotenv: "", c_export: "bash",
             c_dockerfile: "dockerfile", c_xml: "xml", c_diff: "diff", c_launch: "json", c_ansible: "yaml",
             c_helmset: "bash", c_properties: "properties", c_log: "", c_table: ""}


def render(container, items):
    snippet, fname, label = container(items)
    if container in (c_table,):
        return snippet, fname, label
    return fence(snippet, FENCE_TAG.get(container, "")), fname, label


# ----------------------------------------------------------------------------------------------
# prose frames for "vendor credential pasted in a config/code container" notes.
#   {S} snippet  {V} vendor  {W} what  {F} file  {svc} service  {st} stage  {unit}  {who}  {tk}
# ----------------------------------------------------------------------------------------------
FRAMES_CONTAINER = [
    (("{svc} on {st} kept getting 401 from {V}. I did not know the key is read from {F}, not from the secret store. File as pasted by the user:\n{S}",
      "{svc} reads {F} once at boot; after editing it the {unit} unit must be restarted or the old {V} {W} stays in memory.",
      "Is {F} still the source of truth for the {V} {W} on {st}, or did it move to the secret manager?"),
     ("{st}의 {svc}가 {V}에서 계속 401을 받았다. 키를 시크릿 스토어가 아니라 {F}에서 읽는다는 걸 몰랐다. 사용자가 붙여준 파일:\n{S}",
      "{svc}는 부팅할 때 {F}을 한 번만 읽는다. 수정한 뒤 {unit} 유닛을 재시작하지 않으면 예전 {V} {W}가 메모리에 남아 있다.",
      "{st}의 {V} {W}는 여전히 {F}이 기준인지, 시크릿 매니저로 옮겼는지 물어보기.")),
    (("Needed to know which {V} credentials the {svc} job uses; nobody had written it down ({tk}).",
      "The job takes them from {F}:\n{S}\nThe scheduler copies this file into the container, so rotating the {W} means editing the file and redeploying.",
      "Should I move the {V} {W} out of {F} when I next touch {svc}?"),
     ("{svc} 잡이 어떤 {V} 자격 증명을 쓰는지 몰랐다. 아무도 적어두지 않았다({tk}).",
      "잡은 {F}에서 값을 읽는다:\n{S}\n스케줄러가 이 파일을 컨테이너로 복사하므로 {W}를 교체하려면 파일 수정 후 재배포해야 한다.",
      "다음에 {svc}를 손볼 때 {V} {W}를 {F}에서 빼도 되는지 확인하기.")),
    (("{S}\n^ this is the {C} {who} sent me for {svc}; I assumed the {V} {W} came from CI variables and wasted an hour on it.",
      "Local runs of {svc} use the hard-coded {V} {W} in {F}; CI overrides it with a masked variable, so bugs that only show locally are usually a stale key.",
      "Do you want the {V} {W} in {F} rotated after this debugging session?"),
     ("{S}\n^ {who}님이 {svc} 때문에 보내준 {C}이다. {V} {W}가 CI 변수에서 온다고 생각해서 한 시간을 날렸다.",
      "{svc}를 로컬에서 돌리면 {F}에 하드코딩된 {V} {W}를 쓰고, CI에서는 마스킹된 변수로 덮어쓴다. 로컬에서만 나는 오류는 대개 오래된 키 때문이다.",
      "디버깅이 끝나면 {F}의 {V} {W}를 교체할지 물어보기.")),
    (("Migrating {svc} from {unit} to Kubernetes. Did not know where the {V} {W} lived.",
      "It was inline in {F} ({C}):\n{S}\nFor the migration I mapped it to a k8s Secret; the old file must be deleted from the VM afterwards.",
      ""),
     ("{svc}를 {unit}에서 쿠버네티스로 옮기는 중이었다. {V} {W}가 어디 있는지 몰랐다.",
      "{F}({C})에 그대로 들어 있었다:\n{S}\n마이그레이션하면서 k8s Secret으로 옮겼고, 끝나면 VM의 예전 파일은 지워야 한다.",
      "")),
    (("The {V} integration test in {svc} was skipped silently because the {W} was missing in my shell.",
      "{who} said the team copy lives in {F}. Relevant part:\n{S}\nWith it exported the test runs; without it pytest marks it 'skipped', not 'failed'.",
      "Is it fine to keep using the shared {V} {W} from {F} for integration tests, or do I need my own?"),
     ("{svc}의 {V} 통합 테스트가 조용히 skip 되었는데, 내 셸에 {W}가 없어서였다.",
      "{who}님 말로는 팀 공용 값이 {F}에 있다고 한다. 해당 부분:\n{S}\n값을 export하면 테스트가 돌고, 없으면 pytest가 실패가 아니라 skipped로 표시한다.",
      "통합 테스트에 {F}의 공용 {V} {W}를 계속 써도 되는지, 개인 키를 받아야 하는지 확인하기.")),
    (("While reviewing {tk} I found this in {F}:\n{S}\nI did not know whether this {V} {W} was live or a leftover from the {st} trial.",
      "{who} confirmed it is live and used by {svc}. Hard-coded keys in {F} are picked up by the nightly build, so removing the line breaks the build until the variable is set in CI.",
      "Before I remove the {V} {W} from {F}, which CI variable should replace it?"),
     ("{tk} 리뷰 중에 {F}에서 다음을 발견했다:\n{S}\n이 {V} {W}가 실제 사용 중인지, {st} 체험판 때 남은 건지 몰랐다.",
      "{who}님이 {svc}에서 실제로 쓰는 키라고 확인해줬다. {F}에 하드코딩된 키는 야간 빌드가 읽기 때문에 줄을 지우면 CI 변수를 설정할 때까지 빌드가 깨진다.",
      "{F}에서 {V} {W}를 지우기 전에 어떤 CI 변수로 대체할지 물어보기.")),
    (("Did not know {svc} talks to {V} at all; the {W} showed up in the {C} output below.",
      "Lesson: grep the deployed config, not the repo. What was actually deployed on {st}:\n{S}",
      "Which team owns the {V} account used by {svc}?"),
     ("{svc}가 {V}와 통신한다는 것 자체를 몰랐다. 아래 {C} 출력에서 {W}가 보였다.",
      "교훈: 저장소가 아니라 실제 배포된 설정을 grep 해야 한다. {st}에 실제로 배포된 내용:\n{S}",
      "{svc}가 쓰는 {V} 계정의 담당 팀이 어디인지 물어보기.")),
    (("Setting up {svc} locally. README says 'ask {who} for keys'.",
      "{who} pasted this; it goes into {F} and is gitignored:\n{S}\nThe {V} client fails fast with a clear message if the {W} is absent, so check that first.",
      "Next time ask {who} whether these {V} values are per-developer or shared."),
     ("{svc}를 로컬에 세팅하는 중이었다. README에는 '키는 {who}님에게 문의'라고만 되어 있다.",
      "{who}님이 붙여준 값이고, {F}에 넣으면 되며 gitignore 되어 있다:\n{S}\n{W}가 없으면 {V} 클라이언트가 바로 명확한 에러를 내므로 그것부터 확인할 것.",
      "이 {V} 값이 개발자별인지 공용인지 {who}님에게 물어보기.")),
    (("Rotation for {V} was due ({tk}). I did not know every place the {W} is referenced.",
      "Found three: the secret manager, the CI settings, and this leftover {C} in {F}:\n{S}\nAll three must be updated in the same window or {svc} flaps between old and new keys.",
      "Can I delete the copy in {F} once the secret manager entry is updated?"),
     ("{V} 키 교체 일정이었다({tk}). {W}를 참조하는 곳을 전부 알지 못했다.",
      "세 군데였다: 시크릿 매니저, CI 설정, 그리고 {F}에 남아 있던 {C}:\n{S}\n세 곳을 같은 시간대에 바꾸지 않으면 {svc}가 예전 키와 새 키 사이를 오간다.",
      "시크릿 매니저 값을 바꾼 뒤 {F}의 사본을 지워도 되는지 물어보기.")),
    (("A customer report said {V} calls from {svc} were rejected on {st}.",
      "The {W} in the deployed {C} had a trailing newline after copy-paste. Working version:\n{S}\nAlways strip values when loading {F}.",
      "When you paste {V} keys, can you use the copy button instead of selecting the text?"),
     ("{st}에서 {svc}의 {V} 호출이 거부된다는 고객 제보가 있었다.",
      "배포된 {C}의 {W} 끝에 복사/붙여넣기로 개행이 붙어 있었다. 정상 버전:\n{S}\n{F}을 읽을 때는 항상 값을 strip 할 것.",
      "{V} 키를 붙여넣을 때 텍스트 선택 대신 복사 버튼을 써달라고 요청하기.")),
    (("Onboarding doc for {svc} was outdated; it still pointed at the old {V} project.",
      "Current values ({who} confirmed, {st}):\n{S}\nThe {V} dashboard shows which project a key belongs to; check it before debugging quota errors.",
      ""),
     ("{svc} 온보딩 문서가 오래되어 아직 예전 {V} 프로젝트를 가리키고 있었다.",
      "현재 값({who}님 확인, {st}):\n{S}\n키가 어느 프로젝트 소속인지는 {V} 대시보드에서 보이니 쿼터 오류를 디버깅하기 전에 먼저 확인할 것.",
      "")),
    (("I was asked to add retries to the {V} client in {svc} and needed working credentials to reproduce the 429s. The user pasted the {C} from {F}:\n{S}",
      "{V} returns 429 with a Retry-After header; honour it instead of fixed backoff. The {W} above belongs to the {st} account, which has a lower rate limit than prod.",
      "Is the {st} {V} account the right one for load tests, or is there a dedicated one?"),
     ("{svc}의 {V} 클라이언트에 재시도를 넣어달라는 요청이었고, 429를 재현하려면 동작하는 자격 증명이 필요했다. 사용자가 {F}의 {C}를 붙여줬다:\n{S}",
      "{V}는 429와 함께 Retry-After 헤더를 준다. 고정 백오프 대신 그 값을 따를 것. 위 {W}는 {st} 계정 것이라 운영보다 rate limit이 낮다.",
      "부하 테스트에 {st} {V} 계정을 써도 되는지, 별도 계정이 있는지 물어보기.")),
]


_FILL_RE = re.compile(r"\{([A-Za-z][A-Za-z0-9_]*)\}")


def fill(tpl, ctx):
    """single-pass substitution of {name} fields; substituted values are never re-scanned"""
    return _FILL_RE.sub(lambda m: ctx[m.group(1)] if m.group(1) in ctx else m.group(0), tpl)


def base_ctx(lang):
    st = pick(STAGES)
    return {"svc": pick(SVCS), "st": stage_name(lang, st), "unit": pick(UNITS), "who": person(lang),
            "tk": ticket(), "host": pick(HOSTS)}


def frame3(frame, lang, ctx):
    en, ko = frame
    tpl = en if lang == "en" else ko
    return fill(tpl[0], ctx), fill(tpl[1], ctx), fill(tpl[2], ctx)


# ==============================================================================================
# SECRET note templates.  Each returns (category, missing_context, lesson, ask_next_time, secrets)
# ==============================================================================================
FLAT_CONTAINERS = [c_dotenv, c_export, c_k8s_secret, c_compose, c_gha, c_gitlab, c_table, c_log, c_python,
                   c_diff, c_powershell, c_dockerfile]


def secrets_of(items):
    return [val for _, val, sec in items if sec]


def t_vendor_container(lang):
    v = next_vendor()
    items = vendor_items(v)
    label_v = v["vendor"]
    if chance(0.22):
        v2 = next_vendor()
        items = items + vendor_items(v2)
        label_v = v["vendor"] + " + " + v2["vendor"]
        container = pick(FLAT_CONTAINERS)
    else:
        container = pick(CONTAINERS)
    snippet, fname, clabel = render(container, [(k, val) for k, val, _ in items])
    ctx = base_ctx(lang)
    ctx.update({"S": snippet, "V": v["name"], "W": v["what"], "F": fname, "C": clabel})
    mc, le, ask = frame3(pick(FRAMES_CONTAINER), lang, ctx)
    return "%s: %s %s" % (clabel, label_v, v["what"]), mc, le, ask, secrets_of(items)


FRAMES_INLINE = [
    (("Could not find the {V} {W} for {svc} anywhere in the repo. The user just told me in chat: {T}",
      "The {V} {W} for {svc} is not in the repo by design; it is handed over in chat and exported as {E} before running the sync.",
      "Where should the {V} {W} be stored so I don't have to ask in chat again?"),
     ("{svc}용 {V} {W}를 저장소 어디에서도 찾지 못했다. 사용자가 채팅으로 바로 알려줬다: {T}",
      "{svc}의 {V} {W}는 일부러 저장소에 두지 않는다. 채팅으로 전달받아 동기화 전에 {E}로 export 한다.",
      "채팅으로 다시 묻지 않도록 {V} {W}를 어디에 저장해야 하는지 물어보기.")),
    (("The {V} {W} ({T}) had been revoked on {st} but {svc} still had it cached.",
      "{svc} caches credentials for 24h; after a revoke run the cache flush job, otherwise you keep seeing 401s from {V}.",
      "Do you want me to flush the {svc} credential cache automatically after a key change?"),
     ("{st}에서 {V} {W}({T})가 폐기되었는데 {svc}가 아직 캐시하고 있었다.",
      "{svc}는 자격 증명을 24시간 캐시한다. 폐기 후에는 캐시 flush 잡을 돌려야 하며, 안 그러면 {V}의 401이 계속 난다.",
      "키가 바뀌면 {svc} 자격 증명 캐시를 자동으로 flush 할지 물어보기.")),
    (("Tests for {svc} need {E}; I did not know the value.",
      "{who} said to use `{T}` for the {st} project. It has read-only scope, so write tests against {V} must be mocked.",
      ""),
     ("{svc} 테스트에 {E}가 필요했는데 값을 몰랐다.",
      "{who}님이 {st} 프로젝트에는 `{T}`를 쓰라고 했다. 읽기 전용 권한이라 {V} 쓰기 테스트는 mock 해야 한다.",
      "")),
    (("I wasn't sure which {V} account {svc} bills to.",
      "The key in use is {T} - it belongs to the {st} org, not the personal account, so usage shows up on the team invoice.",
      "Which {V} org should new services use by default?"),
     ("{svc}가 어느 {V} 계정으로 과금되는지 확실하지 않았다.",
      "사용 중인 키는 {T}이고 개인 계정이 아니라 {st} 조직 소속이라 사용량이 팀 청구서에 잡힌다.",
      "새 서비스는 기본으로 어느 {V} 조직을 써야 하는지 물어보기.")),
    (("Deploy of {svc} failed: '{E} is not set'. I did not know the deploy script does not read .env.",
      "deploy.sh only reads real environment variables. Fixed by running `{E}={T} ./deploy.sh {st}`; a proper fix is to read it from the secret store in the script.",
      "Can I change deploy.sh to fetch {E} from the secret store?"),
     ("{svc} 배포가 '{E} is not set'으로 실패했다. deploy 스크립트가 .env를 읽지 않는다는 걸 몰랐다.",
      "deploy.sh는 실제 환경변수만 읽는다. `{E}={T} ./deploy.sh {st}`로 실행해서 해결했고, 제대로 하려면 스크립트에서 시크릿 스토어 값을 읽어야 한다.",
      "deploy.sh가 {E}를 시크릿 스토어에서 가져오도록 바꿔도 되는지 물어보기.")),
    (("{who} wrote in the thread: \"new {V} key for {svc} is {T} , old one dies tonight\". I missed that message and kept using the old key.",
      "Key rotations for {V} are announced only in the team thread, not in the changelog. Check the thread before debugging auth errors.",
      "Could rotations be posted in the changelog too?"),
     ("{who}님이 스레드에 \"{svc} 새 {V} 키는 {T} 이고 예전 키는 오늘 밤 만료\"라고 썼는데, 그 메시지를 놓쳐서 계속 예전 키를 썼다.",
      "{V} 키 교체는 changelog가 아니라 팀 스레드에만 공지된다. 인증 오류를 디버깅하기 전에 스레드부터 볼 것.",
      "키 교체를 changelog에도 남겨줄 수 있는지 물어보기.")),
    (("What is the {V} {W} for the {st} {svc}? The runbook only said 'see vault', and vault had two entries.",
      "The correct one is the newer entry; value {T}. The older entry is for the decommissioned {unit} setup and returns 403.",
      "Should I delete the stale {V} entry from the vault?"),
     ("{st} {svc}의 {V} {W}가 뭔지 몰랐다. 런북에는 'vault 참고'라고만 되어 있었고 vault에 항목이 두 개 있었다.",
      "맞는 것은 최근 항목이고 값은 {T}. 오래된 항목은 폐기된 {unit} 구성용이라 403을 반환한다.",
      "vault에 남아 있는 오래된 {V} 항목을 지워도 되는지 물어보기.")),
]


def t_vendor_inline(lang):
    v = next_vendor()
    items = vendor_items(v)
    env, tok = [(k, val) for k, val, sec in items if sec][0]
    ctx = base_ctx(lang)
    ctx.update({"T": tok, "V": v["name"], "W": v["what"], "E": env})
    mc, le, ask = frame3(pick(FRAMES_INLINE), lang, ctx)
    return "prose: inline %s %s" % (v["vendor"], v["what"]), mc, le, ask, [tok]


ASK_REPEAT = [
    ("Is {T} still the active {V} {W}, or was it rotated after {tk}?",
     "{T}가 아직 유효한 {V} {W}인지, {tk} 이후 교체되었는지 확인하기."),
    ("Should I keep using {T} for {svc} on {st}, or do you want to issue a new {V} key?",
     "{st} {svc}에 {T}를 계속 써도 되는지, 새 {V} 키를 발급할지 물어보기."),
    ("Can you confirm the {V} {W} ends up as {T} in the secret store too?",
     "시크릿 스토어에도 {V} {W}가 {T}로 들어가 있는지 확인 부탁드리기."),
    ("Was {T} meant to be shared with contractors, or only the core team?",
     "{T}를 외주 인력과도 공유해도 되는지, 코어 팀만 써야 하는지 물어보기."),
]


def t_vendor_ask_repeat(lang):
    v = next_vendor()
    items = vendor_items(v)
    env, tok = [(k, val) for k, val, sec in items if sec][0]
    ctx = base_ctx(lang)
    snippet, fname, clabel = render(pick(CONTAINERS), [(k, val) for k, val, _ in items])
    ctx.update({"T": tok, "V": v["name"], "W": v["what"], "E": env, "S": snippet, "F": fname, "C": clabel})
    mc, le, _ = frame3(pick(FRAMES_CONTAINER), lang, ctx)
    a = pick(ASK_REPEAT)
    ask = fill(L(lang, a[0], a[1]), ctx)
    return "ask_next_time repeats value: %s %s" % (v["vendor"], v["what"]), mc, le, ask, secrets_of(items)


def t_vendor_split(lang):
    """label in one field, value in the next"""
    v = next_vendor()
    items = vendor_items(v)
    env, tok = [(k, val) for k, val, sec in items if sec][0]
    ctx = base_ctx(lang)
    ctx.update({"T": tok, "V": v["name"], "W": v["what"], "E": env})
    st = rint(0, 3)
    if st == 0:
        mc = fill(L(lang, "{svc} needed the {V} {W} for {st} and I had no idea where it was. {who} replied with the value, which I put below as {E}:",
                    "{st}의 {svc}에 {V} {W}가 필요했는데 어디 있는지 전혀 몰랐다. {who}님이 값을 답장으로 줬고, 아래에 {E}로 적어둔다:"), ctx)
        le = fill(L(lang, "{T}\nThe {V} client reads it from {E}; it is not picked up from the config file.",
                    "{T}\n{V} 클라이언트는 이 값을 {E}에서 읽고, 설정 파일에서는 읽지 않는다."), ctx)
        ask = fill(L(lang, "Is the {E} value above going to change per environment?", "위 {E} 값이 환경마다 달라지는지 물어보기."), ctx)
        where = "mc label -> lesson value"
    elif st == 1:
        mc = fill(L(lang, "I could not authenticate {svc} against {V}. Missing piece was {E}=",
                    "{svc}가 {V} 인증에 실패했다. 빠져 있던 것은 {E}="), ctx)
        le = fill(L(lang, "{T} (that is the value; the user pasted it on its own line). With it set, the {V} health check passes on {st}.",
                    "{T} (이게 값이다. 사용자가 한 줄로 따로 붙여줬다). 이 값을 넣으니 {st}에서 {V} 헬스체크가 통과했다."), ctx)
        ask = ""
        where = "mc ends with 'ENV=' -> lesson starts with value"
    elif st == 2:
        mc = fill(L(lang, "The {V} webhook in {svc} rejected every call on {st}; I did not know the {W} had been regenerated.",
                    "{st}에서 {svc}의 {V} 웹훅이 모든 호출을 거부했다. {W}가 재발급된 걸 몰랐다."), ctx)
        le = fill(L(lang, "After regeneration the old value stops working immediately. The header to set is {E}; value is in the question below.",
                    "재발급하면 예전 값은 바로 무효가 된다. 설정할 항목은 {E}이고 값은 아래 질문에 있다."), ctx)
        ask = fill(L(lang, "{T} - is this still the current one, or was it regenerated again?",
                     "{T} - 이게 아직 최신 값인지, 또 재발급되었는지 확인하기."), ctx)
        where = "lesson label -> ask value"
    else:
        mc = fill(L(lang, "Which {V} credential does the {st} cron use?\n{E}", "{st} 크론은 어떤 {V} 자격 증명을 쓰는가?\n{E}"), ctx)
        le = fill(L(lang, "= {T}\nfound in the crontab environment block, not in the app config.",
                    "= {T}\n앱 설정이 아니라 crontab 환경 블록에 있었다."), ctx)
        ask = fill(L(lang, "Should the cron read {E} from the same place as the app?", "크론도 앱과 같은 곳에서 {E}를 읽게 할지 물어보기."), ctx)
        where = "mc label -> lesson '= value'"
    return "split across fields (%s): %s %s" % (where, v["vendor"], v["what"]), mc, le, ask, [tok]


# ----------------------------------------------------------------------------------------------
# passwords of services and people
# ----------------------------------------------------------------------------------------------
PW_SERVICES = [("PostgreSQL", "DB_PASSWORD", "DB_USER", "app_rw"), ("MySQL", "MYSQL_PASSWORD", "MYSQL_USER", "shop"),
               ("Redis", "REDIS_PASSWORD", "REDIS_HOST", "redis-cache-01"),
               ("RabbitMQ", "RABBITMQ_DEFAULT_PASS", "RABBITMQ_DEFAULT_USER", "mq_admin"),
               ("SMTP relay", "SMTP_PASSWORD", "SMTP_USER", "noreply@acme.io"),
               ("LDAP bind", "LDAP_BIND_PASSWORD", "LDAP_BIND_DN", "cn=svc-ldap,ou=svc,dc=acme,dc=io"),
               ("Java keystore", "KEYSTORE_PASSWORD", "KEYSTORE_PATH", "/etc/ssl/app.p12"),
               ("Jenkins admin", "JENKINS_ADMIN_PASSWORD", "JENKINS_ADMIN_ID", "admin"),
               ("Grafana admin", "GF_SECURITY_ADMIN_PASSWORD", "GF_SECURITY_ADMIN_USER", "admin"),
               ("MongoDB", "MONGO_INITDB_ROOT_PASSWORD", "MONGO_INITDB_ROOT_USERNAME", "root"),
               ("Elasticsearch", "ELASTIC_PASSWORD", "ELASTIC_USERNAME", "elastic"),
               ("Nexus", "NEXUS_PASSWORD", "NEXUS_USER", "deployer"),
               ("MinIO", "MINIO_ROOT_PASSWORD", "MINIO_ROOT_USER", "minio-admin"),
               ("Keycloak admin", "KEYCLOAK_ADMIN_PASSWORD", "KEYCLOAK_ADMIN", "kc-admin"),
               ("Oracle", "ORACLE_PWD", "ORACLE_USER", "ERP_APP"), ("SQL Server", "MSSQL_SA_PASSWORD", "MSSQL_USER", "sa"),
               ("Kafka SASL", "KAFKA_SASL_PASSWORD", "KAFKA_SASL_USERNAME", "svc-orders"),
               ("SFTP", "SFTP_PASSWORD", "SFTP_USER", "partner_upload"),
               ("WordPress DB", "WORDPRESS_DB_PASSWORD", "WORDPRESS_DB_USER", "wp"),
               ("Airflow", "AIRFLOW_ADMIN_PASSWORD", "AIRFLOW_ADMIN_USER", "airflow"),
               ("Harbor registry", "HARBOR_PASSWORD", "HARBOR_USER", "robot$ci"),
               ("Samba share", "SMB_PASSWORD", "SMB_USER", "scanner")]


def t_password_container(lang):
    svc, pkey, ukey, user = pick(PW_SERVICES)
    kind, pw = password()
    items = [(ukey, user), (pkey, pw)]
    if chance(0.4):
        items.append((pkey.split("_")[0] + "_HOST", pick(HOSTS)))
    if chance(0.3):
        R.shuffle(items)
    container = pick(CONTAINERS)
    snippet, fname, clabel = render(container, items)
    ctx = base_ctx(lang)
    ctx.update({"S": snippet, "V": svc, "W": "password", "F": fname, "C": clabel})
    mc, le, ask = frame3(pick(FRAMES_PASSWORD) if chance(0.75) else pick([FRAMES_CONTAINER[1], FRAMES_CONTAINER[5]]), lang, ctx)
    return "%s: %s password (%s)" % (clabel, svc, kind), mc, le, ask, [pw]


FRAMES_PASSWORD = [
    (("{svc} on {st} could not log in to {V} after the maintenance window. I did not know the password is set in {F} and not pulled from the vault:\n{S}",
      "The DBA reset the {V} password during maintenance; {F} still had the old one. Updated the file and restarted via {unit}.",
      "Will the {V} password be reset again in future maintenance windows?"),
     ("점검 이후 {st}의 {svc}가 {V}에 로그인하지 못했다. 비밀번호를 vault가 아니라 {F}에서 읽는다는 걸 몰랐다:\n{S}",
      "점검 때 DBA가 {V} 비밀번호를 재설정했는데 {F}에는 예전 값이 남아 있었다. 파일을 고치고 {unit}로 재시작했다.",
      "앞으로 점검 때마다 {V} 비밀번호가 다시 바뀌는지 물어보기.")),
    (("I did not know which {V} account {svc} uses; the docs only mention a service user.",
      "It is in {F} ({C}):\n{S}\nThe same account is used by two other jobs, so changing its password needs a coordinated restart.",
      "Can {svc} get its own {V} account instead of sharing one?"),
     ("{svc}가 어떤 {V} 계정을 쓰는지 몰랐다. 문서에는 서비스 사용자라고만 되어 있었다.",
      "{F}({C})에 있다:\n{S}\n같은 계정을 다른 잡 두 개도 쓰므로 비밀번호를 바꾸려면 재시작을 맞춰야 한다.",
      "{svc} 전용 {V} 계정을 따로 만들 수 있는지 물어보기.")),
    (("{S}\nThis is the {C} from {F} that {who} sent. I had assumed {V} on {st} had no password at all.",
      "{V} on {st} requires auth since {tk}; clients without the password get a misleading timeout rather than an auth error.",
      "Should local dev also run {V} with a password, to match {st}?"),
     ("{S}\n{who}님이 보내준 {F}의 {C}이다. {st}의 {V}에는 비밀번호가 아예 없다고 생각하고 있었다.",
      "{tk} 이후 {st}의 {V}는 인증이 필요하다. 비밀번호 없이 접속하면 인증 오류가 아니라 헷갈리는 타임아웃이 난다.",
      "{st}와 맞추기 위해 로컬 개발용 {V}에도 비밀번호를 걸지 물어보기.")),
    (("Restoring {svc} from backup on {st}; I did not know the restore needs the {V} password of the old cluster.",
      "The old cluster's settings ({F}):\n{S}\nAfter the restore the app must be pointed at the new cluster; the old password stays valid until the old cluster is destroyed.",
      "When can the old {V} cluster be destroyed?"),
     ("{st}에서 {svc}를 백업으로 복구하는 중이었다. 복구에 예전 클러스터의 {V} 비밀번호가 필요하다는 걸 몰랐다.",
      "예전 클러스터 설정({F}):\n{S}\n복구 후에는 앱이 새 클러스터를 보게 해야 하고, 예전 비밀번호는 예전 클러스터를 없앨 때까지 유효하다.",
      "예전 {V} 클러스터를 언제 없앨 수 있는지 물어보기.")),
]


PERSON_ACCTS = [("the office NAS admin page", "사무실 NAS 관리자 페이지"), ("the shared Windows build VM", "공용 윈도우 빌드 VM"),
                ("the QA tester account on the admin console", "관리자 콘솔의 QA 테스트 계정"),
                ("the router admin UI", "공유기 관리자 화면"), ("their personal GitHub account", "본인 GitHub 계정"),
                ("the demo account used for the investor demo", "투자자 데모용 계정"),
                ("the kiosk tablet unlock", "키오스크 태블릿 잠금 해제"), ("the accounting ERP", "회계 ERP"),
                ("the legacy phpMyAdmin", "레거시 phpMyAdmin"), ("their laptop login", "본인 노트북 로그인"),
                ("the Jira sandbox admin", "Jira 샌드박스 관리자"), ("the 공동인증서 (certificate) used for the tax portal", "홈택스용 공동인증서"),
                ("the store's POS back office", "매장 POS 백오피스"), ("the vendor support portal", "벤더 지원 포털")]


def t_person_password(lang):
    kind, pw = password()
    acct_en, acct_ko = pick(PERSON_ACCTS)
    ctx = base_ctx(lang)
    user = pick(["admin", "qa.tester", "minsu.kim", "dana", "ops", "jhpark", "demo@acme.io", "store01", "hr-team"])
    ctx.update({"P": pw, "A": L(lang, acct_en, acct_ko), "U": user})
    st = rint(0, 4)
    if st == 0:
        mc = fill(L(lang, "To reproduce the bug I had to log in to {A}. The user gave me: user `{U}`, password `{P}`.",
                    "버그를 재현하려면 {A}에 로그인해야 했다. 사용자가 알려준 계정: 아이디 `{U}`, 비밀번호 `{P}`."), ctx)
        le = fill(L(lang, "The session times out after 10 minutes of inactivity, so reproduce quickly or the form resets.",
                    "10분간 입력이 없으면 세션이 만료되어 폼이 초기화되니 빠르게 재현할 것."), ctx)
        ask = fill(L(lang, "Is there a separate test login for {A} I should use instead of {U}?",
                     "{U} 대신 쓸 수 있는 {A} 테스트 계정이 따로 있는지 물어보기."), ctx)
    elif st == 1:
        mc = fill(L(lang, "I didn't know {A} uses a different password than SSO.",
                    "{A}는 SSO와 다른 비밀번호를 쓴다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "{who} said the password is {P} and that it is shared by the team. Login is `{U}`. SSO does not apply there.",
                    "{who}님 말로는 비밀번호가 {P}이고 팀이 같이 쓴다고 한다. 아이디는 `{U}`. 여기는 SSO가 적용되지 않는다."), ctx)
        ask = fill(L(lang, "Can {A} be moved behind SSO so nobody has to share a password?",
                     "공유 비밀번호를 쓰지 않도록 {A}를 SSO 뒤로 옮길 수 있는지 물어보기."), ctx)
    elif st == 2:
        mc = fill(L(lang, "Needed {A} credentials for the export; {who} was on leave.",
                    "내보내기를 하려면 {A} 계정이 필요했는데 {who}님이 휴가 중이었다."), ctx)
        le = fill(L(lang, "Found them in the handover doc:\n  - id: {U}\n  - pw: {P}\n  - 2FA: none\nThe export button is under Reports > Monthly, not under Settings.",
                    "인수인계 문서에 있었다:\n  - id: {U}\n  - pw: {P}\n  - 2FA: 없음\n내보내기 버튼은 설정이 아니라 리포트 > 월별 메뉴 아래에 있다."), ctx)
        ask = ""
    elif st == 3:
        mc = fill(L(lang, "The user said: \"log into {A} with {U} / {P} and check the last import\". I did not know imports are logged there.",
                    "사용자가 \"{A}에 {U} / {P}로 들어가서 마지막 import 확인해줘\"라고 했다. import 기록이 거기 남는 걸 몰랐다."), ctx)
        le = fill(L(lang, "Import history is under Admin > Jobs; failed rows can be downloaded as CSV.",
                    "import 이력은 Admin > Jobs에 있고, 실패한 행은 CSV로 받을 수 있다."), ctx)
        ask = fill(L(lang, "Is it OK that I used {P} directly, or should I have asked for a temporary account?",
                     "{P}를 직접 써도 괜찮았는지, 임시 계정을 요청했어야 했는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Password reset mail for {A} never arrived.",
                    "{A} 비밀번호 재설정 메일이 오지 않았다."), ctx)
        le = fill(L(lang, "The mail goes to the old team alias. The user reset it manually; new password: {P} (user {U}). The mail alias fix is tracked in {tk}.",
                    "메일이 예전 팀 alias로 간다. 사용자가 직접 재설정했고 새 비밀번호는 {P}이다(아이디 {U}). alias 수정은 {tk}에서 진행 중."), ctx)
        ask = fill(L(lang, "Should I store the new password for {A} in the team vault?",
                     "새 {A} 비밀번호를 팀 vault에 저장할지 물어보기."), ctx)
    return "person password in prose (%s)" % kind, mc, le, ask, [pw]


def t_app_password(lang):
    st = rint(0, 2)
    if st == 0:
        pw = " ".join(rs(LOWER, 4) for _ in range(4))
        what = "Google app password"
    elif st == 1:
        pw = "-".join(rs(LOWER, 4) for _ in range(4))
        what = "Apple app-specific password"
    else:
        pw = rs(LOWER, 16)
        what = "Microsoft 365 app password"
    mail = pick(["reports@acme.io", "dana.lee@gmail.com", "minsu.dev@icloud.com", "ops-alerts@hanbit.co.kr"])
    ctx = base_ctx(lang)
    ctx.update({"P": pw, "M": mail, "W": what})
    cfg = pick(["spring.mail.username={M}\nspring.mail.password={P}",
                "SMTP_USER={M}\nSMTP_PASS={P}",
                "[sendemail]\n    smtpUser = {M}\n    smtpPass = {P}",
                "smtp_settings = {user_name: '{M}', password: '{P}'}"])
    snippet = fence(fill(cfg, ctx))
    ctx["S"] = snippet
    mc = fill(L(lang, "Mail from {svc} failed with '535 5.7.8 Username and Password not accepted'. I did not know a normal account password is rejected once 2FA is on.",
                "{svc}의 메일 발송이 '535 5.7.8 Username and Password not accepted'로 실패했다. 2단계 인증을 켜면 일반 비밀번호가 거부된다는 걸 몰랐다."), ctx)
    le = fill(L(lang, "Use a {W} instead. The user generated one:\n{S}\nIt only works for SMTP/IMAP, not for the web login.",
                "대신 {W}를 써야 한다. 사용자가 새로 만들어 준 값:\n{S}\nSMTP/IMAP에만 쓰이고 웹 로그인에는 안 된다."), ctx)
    ask = fill(L(lang, "Should {svc} send from a shared mailbox instead of {M}?", "{svc}가 {M} 대신 공용 메일함으로 보내게 할지 물어보기."), ctx)
    return "config: " + what, mc, le, ask, [pw]


# ----------------------------------------------------------------------------------------------
# passwords inside commands: flags, attached flags, positionals, user:pass pairs
# each builder returns (command, label, [secrets]); builders receive (pw, user, host)
# ----------------------------------------------------------------------------------------------
def _db():
    return pick(["orders", "shop", "analytics", "billing", "crm", "erp_prod", "wiki"])


CMD_BUILDERS = [
    (lambda pw, u, h: ("mysql -u%s -p%s -h %s %s" % (u, pw, h, _db()), "mysql -p attached password", [pw])),
    (lambda pw, u, h: ("mysql --user=%s --password='%s' --host=%s -e 'SHOW PROCESSLIST'" % (u, pw, h), "mysql --password=", [pw])),
    (lambda pw, u, h: ("mysqldump -u root -p'%s' --single-transaction %s > dump.sql" % (pw, _db()), "mysqldump -p'...' attached quoted", [pw])),
    (lambda pw, u, h: ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, h, u, _db()), "PGPASSWORD env prefix", [pw])),
    (lambda pw, u, h: ('psql "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require"' % (h, u, pw, _db()), "psql libpq keyword string", [pw])),
    (lambda pw, u, h: ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, u, h), "sshpass -p", [pw])),
    (lambda pw, u, h: ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (h, pw), "redis-cli -a", [pw])),
    (lambda pw, u, h: ("mongosh --host %s -u %s -p '%s' --authenticationDatabase admin" % (h, u, pw), "mongosh -p", [pw])),
    (lambda pw, u, h: ("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, pw), "htpasswd -b positional", [pw])),
    (lambda pw, u, h: ("net user %s %s /add /domain" % (u, pw), "net user positional", [pw])),
    (lambda pw, u, h: ("rabbitmqctl change_password %s '%s'" % (u, pw), "rabbitmqctl positional", [pw])),
    (lambda pw, u, h: ("curl -u %s:%s https://%s/api/v1/status" % (u, pw, h), "curl -u user:pass", [pw])),
    (lambda pw, u, h: ("wget --user=%s --password='%s' https://%s/exports/latest.csv" % (u, pw, h), "wget --password=", [pw])),
    (lambda pw, u, h: ("smbclient //%s/scans -U %s%%%s -c 'ls'" % (h, u, pw), "smbclient -U user%pass", [pw])),
    (lambda pw, u, h: ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out app.p12 -passout pass:%s" % pw, "openssl -passout pass:", [pw])),
    (lambda pw, u, h: ("keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (pw, pw), "keytool -storepass (twice)", [pw])),
    (lambda pw, u, h: ("docker login -u %s -p '%s' registry.%s" % (u, pw, pick(["acme.io", "hanbit.kr", "gitlab.com"])), "docker login -p", [pw])),
    (lambda pw, u, h: ("echo '%s' | sudo -S systemctl restart nginx" % pw, "echo pass | sudo -S", [pw])),
    (lambda pw, u, h: ("sqlcmd -S %s -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (h, pw), "sqlcmd -P", [pw])),
    (lambda pw, u, h: ("mosquitto_pub -h %s -u %s -P '%s' -t sensors/test -m ping" % (h, u, pw), "mosquitto_pub -P", [pw])),
    (lambda pw, u, h: ('ldapsearch -x -H ldaps://%s -D "cn=%s,dc=acme,dc=io" -w \'%s\' -b "ou=people,dc=acme,dc=io"' % (h, u, pw), "ldapsearch -w", [pw])),
    (lambda pw, u, h: ("kubectl create secret generic db-creds --from-literal=username=%s --from-literal=password='%s'" % (u, pw), "kubectl --from-literal", [pw])),
    (lambda pw, u, h: ("echo '%s:%s' | sudo chpasswd" % (u, pw), "chpasswd user:pass", [pw])),
    (lambda pw, u, h: ("7z a -p%s -mhe=on backup-%s.7z ./exports" % (pw, rint(20240101, 20241231)), "7z -p attached", [pw])),
    (lambda pw, u, h: ("zip -P '%s' -r handover.zip docs/" % pw, "zip -P", [pw])),
    (lambda pw, u, h: ("gpg --batch --yes --passphrase '%s' -d secrets.tar.gpg | tar x" % pw, "gpg --passphrase", [pw])),
    (lambda pw, u, h: ("openssl enc -d -aes-256-cbc -pbkdf2 -in dump.enc -out dump.sql -k '%s'" % pw, "openssl enc -k", [pw])),
    (lambda pw, u, h: ("ssh-keygen -t ed25519 -f ~/.ssh/deploy_ed25519 -N '%s' -C deploy@ci" % pw, "ssh-keygen -N", [pw])),
    (lambda pw, u, h: ("az login -u %s@acme.onmicrosoft.com -p '%s'" % (u, pw), "az login -p", [pw])),
    (lambda pw, u, h: ("$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('ACME\\%s', $sec)" % (pw, u), "PowerShell ConvertTo-SecureString", [pw])),
    (lambda pw, u, h: ("ansible-playbook site.yml -i inventory/prod -e \"ansible_become_password=%s\"" % pw, "ansible -e become password", [pw])),
    (lambda pw, u, h: ("xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, pw), "xfreerdp /p: attached", [pw])),
    (lambda pw, u, h: ("lftp -u %s,%s sftp://%s -e 'mirror --reverse out/ /upload; bye'" % (u, pw, h), "lftp -u user,pass", [pw])),
    (lambda pw, u, h: ("vault login -method=userpass username=%s password='%s'" % (u, pw), "vault login password=", [pw])),
    (lambda pw, u, h: ("java -jar app.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (u, pw), "java --spring.datasource.password=", [pw])),
    (lambda pw, u, h: ("./gradlew publish -PnexusUsername=%s -PnexusPassword=%s" % (u, pw), "gradle -P property", [pw])),
    (lambda pw, u, h: ("mvn deploy -DaltDeploymentRepository=nexus::https://%s/repository/releases -Dnexus.password=%s" % (h, pw), "mvn -D property", [pw])),
    (lambda pw, u, h: ("psexec \\\\%s -u ACME\\%s -p %s cmd /c ipconfig" % (h, u, pw), "psexec -p", [pw])),
    (lambda pw, u, h: ("mysqladmin -u root --password=%s -h %s status" % (pw, h), "mysqladmin --password=", [pw])),
    (lambda pw, u, h: ("pg_dump \"postgresql://%s:%s@%s:5432/%s\" -Fc -f backup.dump" % (u, pct(pw), h, _db()), "pg_dump URI percent-encoded", [pct(pw)])),
    (lambda pw, u, h: ("git clone https://%s:%s@git.%s/platform/infra.git" % (u, pct(pw), pick(["acme.io", "hanbit.kr"])), "git clone https user:pass", [pct(pw)])),
    (lambda pw, u, h: ("ftp -n %s <<EOF\nuser %s %s\nbinary\nput report.csv\nbye\nEOF" % (h, u, pw), "ftp heredoc user line", [pw])),
    (lambda pw, u, h: ("unzip -P %s invoices-2024.zip -d ./invoices" % pw, "unzip -P", [pw])),
    (lambda pw, u, h: ("influx auth create --org acme --all-access && influx setup -u %s -p '%s' -o acme -b metrics -f" % (u, pw), "influx setup -p", [pw])),
    (lambda pw, u, h: ("nmcli con mod office-vpn vpn.secrets 'password=%s'" % pw, "nmcli vpn.secrets", [pw])),
]


FRAMES_CMD = [
    (("Did not know how to reach {host} from the bastion. {who} shared the command they use:\n{S}",
      "The bastion has the client preinstalled; run it from there, not from the laptop, because {host} only accepts the bastion's IP.",
      "Is there a read-only account I should use for {host} instead?"),
     ("배스천에서 {host}에 접속하는 방법을 몰랐다. {who}님이 쓰는 명령을 공유해줬다:\n{S}",
      "배스천에 클라이언트가 이미 설치되어 있다. {host}는 배스천 IP만 허용하므로 노트북이 아니라 배스천에서 실행할 것.",
      "{host}에 쓸 수 있는 읽기 전용 계정이 따로 있는지 물어보기.")),
    (("The restore step in {tk} failed and I did not know the exact invocation.",
      "This is the command that worked ({st}):\n{S}\nRun it inside tmux; the session dies otherwise when the VPN reconnects.",
      ""),
     ("{tk}의 복구 단계가 실패했는데 정확한 실행 방법을 몰랐다.",
      "{st}에서 실제로 동작한 명령:\n{S}\nVPN이 재연결되면 세션이 끊기므로 tmux 안에서 실행할 것.",
      "")),
    (("{S}\nThis came from the shell history on the old {svc} box. I did not know the cron wrapper calls it exactly like this.",
      "The wrapper script just wraps this one line; porting the job means porting this command and its credentials to the new scheduler.",
      "Should the password in this command move into an env file when I port the job?"),
     ("{S}\n예전 {svc} 서버의 셸 히스토리에서 나온 명령이다. 크론 래퍼가 정확히 이렇게 호출한다는 걸 몰랐다.",
      "래퍼 스크립트는 이 한 줄을 감싼 것뿐이다. 잡을 옮기려면 이 명령과 자격 증명을 새 스케줄러로 옮겨야 한다.",
      "잡을 옮길 때 이 명령의 비밀번호를 env 파일로 빼도 되는지 물어보기.")),
    (("I needed to run the {L} step by hand because the pipeline was down.",
      "{who} pasted the command from the runbook:\n{S}\nThe pipeline runs the same command with the values injected; doing it by hand is fine for one-offs.",
      "Is there a break-glass procedure I should log when running this by hand?"),
     ("파이프라인이 죽어 있어서 {L} 단계를 수동으로 돌려야 했다.",
      "{who}님이 런북의 명령을 붙여줬다:\n{S}\n파이프라인도 같은 명령에 값을 주입해서 실행한다. 일회성이라면 수동 실행도 괜찮다.",
      "수동 실행 시 기록해야 하는 break-glass 절차가 있는지 물어보기.")),
    (("My first attempt failed with 'access denied'. I did not know the password for {host} had been changed last week.",
      "Working command after the change:\n{S}\nThe old password still works on the replica until the next sync, which explains the confusing partial failures.",
      "Who should I ask when {host} credentials change again?"),
     ("첫 시도가 'access denied'로 실패했다. {host} 비밀번호가 지난주에 바뀐 걸 몰랐다.",
      "변경 후 동작하는 명령:\n{S}\n다음 동기화 전까지는 레플리카에서 예전 비밀번호도 통해서 부분적으로만 실패하는 혼란스러운 상황이 생겼다.",
      "{host} 자격 증명이 또 바뀌면 누구에게 물어봐야 하는지 확인하기.")),
    (("Asked to script the nightly export for {svc}; the user sent their terminal line as an example.",
      "Their line:\n`{S1}`\nI wrapped it in a script with `set -euo pipefail` and a lock file so two runs never overlap.",
      "Do you want the script to read the password from a file instead of the command line?"),
     ("{svc}의 야간 내보내기를 스크립트로 만들어 달라는 요청이었고, 사용자가 예시로 터미널 한 줄을 보냈다.",
      "보내준 줄:\n`{S1}`\n`set -euo pipefail`과 lock 파일을 넣은 스크립트로 감싸서 두 번 겹쳐 실행되지 않게 했다.",
      "비밀번호를 명령줄 대신 파일에서 읽도록 바꿀지 물어보기.")),
]


def t_command(lang):
    b = pick(CMD_BUILDERS)
    kind, pw = password(no_space=True)
    user = pick(["root", "admin", "deploy", "app_rw", "svc_backup", "jenkins", "etl", "minsu", "dana", "readonly"])
    cmd, label, secrets = b(pw, user, pick(HOSTS))
    ctx = base_ctx(lang)
    one_line = "\n" not in cmd
    frames = FRAMES_CMD if one_line else FRAMES_CMD[:5]
    fr = pick(frames)
    tag = "powershell" if label.startswith("PowerShell") else ("bat" if label.split(" ")[0] in ("net", "psexec") else "bash")
    ctx.update({"S": fence(cmd, tag), "S1": cmd, "L": label.split(" ")[0]})
    mc, le, ask = frame3(fr, lang, ctx)
    return "shell: %s (%s)" % (label, kind), mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# connection strings and credentialed URLs
# each builder returns (string, label, [secrets], env-var name)
# ----------------------------------------------------------------------------------------------
def _pwu():
    return password(no_space=True)[1]


def cs_postgres():
    pw = _pwu(); e = pct(pw)
    return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (pick(["app", "app_rw", "analytics"]), e, pick(HOSTS), _db()), "PostgreSQL URL", [e], "DATABASE_URL"


def cs_mysql():
    pw = _pwu(); e = pct(pw)
    return "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (pick(["shop", "root", "wp"]), e, pick(HOSTS), _db()), "MySQL URL", [e], "DATABASE_URL"


def cs_mongo():
    pw = _pwu(); e = pct(pw)
    return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
        pick(["api", "reporting", "admin"]), e, rs(LALNUM, 5), _db()), "MongoDB SRV URL", [e], "MONGODB_URI"


def cs_redis():
    pw = _pwu(); e = pct(pw)
    return "rediss://%s:%s@%s:6380/0" % (pick(["default", ""]), e, pick(HOSTS)), "Redis URL", [e], "REDIS_URL"


def cs_amqp():
    pw = _pwu(); e = pct(pw)
    return "amqps://%s:%s@%s:5671/%s" % (pick(["orders", "mq_admin"]), e, pick(HOSTS), pick(["prod", "%2F", "events"])), "AMQP URL", [e], "AMQP_URL"


def cs_jdbc():
    pw = _pwu()
    return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (pick(HOSTS), _db(), pick(["app", "batch"]), pw), "JDBC URL password param", [pw], "SPRING_DATASOURCE_URL"


def cs_mssql():
    pw = _pwu()
    return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
        pick(HOSTS), _db(), pick(["sa", "appuser"]), pw), "ADO.NET connection string", [pw], "ConnectionStrings__Default"


def cs_azure_storage():
    k = b64(rb(64))
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
        pick(["acmeprodlogs", "hanbitassets", "stgbackup01"]), k), "Azure Storage connection string", [k], "AZURE_STORAGE_CONNECTION_STRING"


def cs_servicebus():
    k = b64(rb(32))
    return "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
        pick(["acme-events", "orders-bus"]), k), "Azure Service Bus connection string", [k], "SERVICEBUS_CONNECTION"


def cs_oracle():
    pw = _pwu()
    return "%s/%s@%s:1521/ORCLPDB1" % (pick(["ERP_APP", "system", "scott"]), pw, pick(HOSTS)), "Oracle EZConnect user/pass@", [pw], "ORACLE_CONN"


def cs_smtp():
    pw = _pwu(); e = pct(pw)
    return "smtp://%s:%s@smtp.%s:587" % (pct(pick(["noreply@acme.io", "alerts"])), e, pick(["mailgun.org", "office365.com", "naver.com"])), "SMTP URL", [e], "EMAIL_URL"


def cs_ftp():
    pw = _pwu(); e = pct(pw)
    return "ftp://%s:%s@%s/outbound/" % (pick(["partner_upload", "edi"]), e, pick(HOSTS)), "FTP URL", [e], "FTP_URL"


def cs_pip():
    pw = _pwu(); e = pct(pw)
    return "https://%s:%s@pypi.%s/simple/" % (pick(["ci", "deployer"]), e, pick(["acme.internal", "hanbit.kr"])), "pip index-url with credentials", [e], "PIP_INDEX_URL"


def cs_odbc():
    pw = _pwu()
    return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (pick(HOSTS), _db(), pick(["report", "sa"]), pw), "ODBC Pwd={}", [pw], "ODBC_CONN"


def cs_clickhouse():
    pw = _pwu(); e = pct(pw)
    return "clickhouse://%s:%s@%s:9440/%s?secure=true" % (pick(["default", "etl"]), e, pick(HOSTS), _db()), "ClickHouse URL", [e], "CLICKHOUSE_URL"


CONN_BUILDERS = [cs_postgres, cs_postgres, cs_mysql, cs_mongo, cs_redis, cs_amqp, cs_jdbc, cs_mssql, cs_azure_storage,
                 cs_servicebus, cs_oracle, cs_smtp, cs_ftp, cs_pip, cs_odbc, cs_clickhouse]

FRAMES_CONN = [
    (("{svc} could not connect on {st}: I did not know it uses {E} and ignores the individual DB_* variables.",
      "Only {E} is read. Value that works:\n{S}\nSpecial characters in the password must be percent-encoded in URL form.",
      "Should {svc} also accept the split DB_* variables?"),
     ("{st}에서 {svc}가 접속하지 못했다. {E}만 쓰고 개별 DB_* 변수는 무시한다는 걸 몰랐다.",
      "{E}만 읽는다. 동작하는 값:\n{S}\nURL 형식에서는 비밀번호의 특수문자를 퍼센트 인코딩해야 한다.",
      "{svc}가 개별 DB_* 변수도 받도록 바꿀지 물어보기.")),
    (("The traceback from {svc} (pasted by {who}) was the only hint:\n{S}",
      "The driver prints the full connection string when the pool fails to initialise; that is how I learned the job points at {host} instead of the replica.",
      "Can we turn off connection-string logging in the driver?"),
     ("{who}님이 붙여준 {svc}의 트레이스백이 유일한 단서였다:\n{S}",
      "풀 초기화에 실패하면 드라이버가 전체 접속 문자열을 출력한다. 그걸 보고 잡이 레플리카가 아니라 {host}를 가리킨다는 걸 알았다.",
      "드라이버의 접속 문자열 로깅을 끌 수 있는지 물어보기.")),
    (("I needed the {L} for the data migration and only had the host name.",
      "{who} gave me the full string:\n{S}\nThe migration tool wants it exactly in this form; splitting it into flags did not work.",
      ""),
     ("데이터 마이그레이션에 {L}이 필요했는데 호스트 이름만 알고 있었다.",
      "{who}님이 전체 문자열을 줬다:\n{S}\n마이그레이션 도구는 정확히 이 형식만 받고, 플래그로 나누면 동작하지 않았다.",
      "")),
    (("Did not know the {L} for {svc} lived in the platform's 'connection strings' blade, not in app settings.",
      "Current value ({st}): {S1}\nApp settings with the same name are overridden by the connection-strings blade.",
      "Should I consolidate the {L} into app settings?"),
     ("{svc}의 {L}이 앱 설정이 아니라 플랫폼의 '연결 문자열' 메뉴에 있다는 걸 몰랐다.",
      "현재 값({st}): {S1}\n같은 이름의 앱 설정은 '연결 문자열' 메뉴 값에 덮어쓰인다.",
      "{L}을 앱 설정으로 통합할지 물어보기.")),
]


def t_connstring(lang):
    b = pick(CONN_BUILDERS)
    s, label, secrets, env = b()
    ctx = base_ctx(lang)
    fr_i = rint(0, len(FRAMES_CONN) - 1)
    if fr_i == 1 and b not in (cs_postgres, cs_mysql, cs_mongo, cs_redis, cs_jdbc, cs_mssql, cs_oracle, cs_odbc, cs_clickhouse):
        fr_i = pick([0, 2, 3])
    if fr_i == 1:
        exc = pick(["sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: Connection timed out\n  (Background on this error at: https://sqlalche.me/e/20/e3q8)\n  url: %s",
                    "Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (%s)",
                    "Error: connect ETIMEDOUT\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n  config: '%s'\n}",
                    "panic: failed to open db: dial tcp: lookup failed (dsn=%s)"])
        snippet = fence(exc % s)
    else:
        snippet = fence("%s=%s" % (env, s)) if chance(0.6) else fence(s)
    ctx.update({"S": snippet, "S1": s, "E": env, "L": label})
    mc, le, ask = frame3(FRAMES_CONN[fr_i], lang, ctx)
    return "connection string: " + label, mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# HTTP: Basic / Bearer / API-key headers, curl, raw requests, client code
# ----------------------------------------------------------------------------------------------
def http_auth(v, items):
    """returns (header_line or None, url, secrets, style) for a vendor credential"""
    sec = [(k, val) for k, val, s in items if s]
    tok = sec[0][1]
    url = v["url"] or "https://api.example.invalid/v1/ping"
    a = v["auth"]
    if a is None or a[0] == "aws":
        return None, url, None, None
    if a[0] == "hdr":
        return "%s: %s%s" % (a[1], a[2], tok), url, [tok], "header " + a[1]
    if a[0] == "basic":
        user = a[1]
        if user is None or user in ("SID", "SK", "KEY"):
            user = items[0][1]
            tok = [val for k, val, s in items if s and val != user][0]
        pair = (tok + ":") if user == "" else (user + ":" + tok)     # "" = key as user name, empty password
        blob = b64(pair.encode())
        return "Authorization: Basic " + blob, url, [blob], "Basic"
    if a[0] == "query":
        sep = "&" if "?" in url else "?"
        return None, url + sep + a[1] + "=" + tok, [tok], "query ?" + a[1] + "="
    if a[0] == "path":
        return None, url + tok + "/getMe", [tok], "URL path"
    return None, url, None, None


def http_vendor():
    while True:
        v = next_vendor(lambda x: x["auth"] is not None and x["auth"][0] != "aws")
        items = vendor_items(v)
        hdr, url, secrets, style = http_auth(v, items)
        if secrets:
            return v, items, hdr, url, secrets, style


def render_http(hdr, url, method):
    host = url.split("/")[2]
    path = "/" + "/".join(url.split("/")[3:])
    st = rint(0, 7)
    h = hdr or ""
    if st == 0:
        parts = ["curl -sS -X %s '%s'" % (method, url)]
        if hdr:
            parts.append("-H '%s'" % hdr)
        parts.append("-H 'Content-Type: application/json'")
        return " \\\n  ".join(parts), "curl"
    if st == 1:
        lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + host]
        if hdr:
            lines.append(hdr)
        lines += ["User-Agent: %s" % pick(["python-requests/2.31.0", "okhttp/4.12.0", "axios/1.6.8"]), "Accept: */*"]
        return "\n".join(lines), "raw HTTP request"
    if st == 2:
        k, _, val = h.partition(": ")
        hd = ", headers={%r: %r}" % (k, val) if hdr else ""
        return "resp = requests.%s(%r%s, timeout=10)" % (method.lower(), url, hd), "python requests"
    if st == 3:
        k, _, val = h.partition(": ")
        hd = "{ headers: { '%s': '%s' } }" % (k, val) if hdr else "{}"
        return "const res = await fetch('%s', { method: '%s', ...%s });" % (url, method, hd), "fetch()"
    if st == 4:
        k, _, val = h.partition(": ")
        lines = ['req, _ := http.NewRequest("%s", "%s", nil)' % (method, url)]
        if hdr:
            lines.append('req.Header.Set("%s", "%s")' % (k, val))
        return "\n".join(lines), "Go net/http"
    if st == 5:
        k, _, val = h.partition(": ")
        return "http %s '%s' %s" % (method, url, ("'%s:%s'" % (k, val)) if hdr else ""), "httpie"
    if st == 6:
        lines = ["> %s %s HTTP/2" % (method, path), "> Host: " + host]
        if hdr:
            lines.append("> " + hdr)
        lines += ["> accept: application/json", ">", "< HTTP/2 %s" % pick(["401", "403", "200", "429"])]
        return "\n".join(lines), "curl -v trace"
    k, _, val = h.partition(": ")
    item = ('{\n  "request": {\n    "method": "%s",\n    "url": "%s",\n    "header": [%s]\n  }\n}' %
            (method, url, ('{"key": "%s", "value": "%s"}' % (k, val)) if hdr else ""))
    return item, "Postman collection JSON"


FRAMES_HTTP = [
    (("I could not tell whether the {V} 401s came from our code or from the key. {who} reproduced it outside the app:\n{S}",
      "The same request succeeds from the bastion, so the key is fine; the app was sending it to the sandbox host. Base URL comes from {svc}'s config, not the SDK default.",
      "Should I add a startup log line that prints the {V} base URL (not the key)?"),
     ("{V}의 401이 우리 코드 탓인지 키 탓인지 구분하지 못했다. {who}님이 앱 밖에서 재현한 요청:\n{S}",
      "같은 요청이 배스천에서는 성공하므로 키는 정상이다. 앱이 샌드박스 호스트로 보내고 있었다. base URL은 SDK 기본값이 아니라 {svc} 설정에서 온다.",
      "시작할 때 {V} base URL(키는 제외)을 로그로 남기게 할지 물어보기.")),
    (("Needed a working {V} call to compare against the SDK output ({tk}).",
      "Reference request ({M}):\n{S}\nThe SDK adds a trailing slash to the path, which {V} treats as a different route.",
      ""),
     ("SDK 출력과 비교할 정상 {V} 호출이 필요했다({tk}).",
      "기준 요청({M}):\n{S}\nSDK는 경로 끝에 슬래시를 붙이는데 {V}는 그걸 다른 라우트로 취급한다.",
      "")),
    (("{S}\nThis is what {who} sends when testing {V} by hand. I did not know the {svc} integration uses the same credential.",
      "One credential for manual testing and production means a revoke breaks {svc}. Manual tests should use a separate {V} key.",
      "Can we create a separate {V} key for manual testing?"),
     ("{S}\n{who}님이 {V}를 수동 테스트할 때 보내는 요청이다. {svc} 연동도 같은 자격 증명을 쓴다는 걸 몰랐다.",
      "수동 테스트와 운영이 같은 자격 증명을 쓰면 폐기할 때 {svc}가 깨진다. 수동 테스트용 {V} 키를 따로 써야 한다.",
      "수동 테스트용 {V} 키를 따로 만들 수 있는지 물어보기.")),
    (("The mobile team asked why {V} rejects their requests on {st}. I didn't know which auth style {V} expects ({A}).",
      "Working example they can copy ({M}):\n{S}\n{V} rejects the credential when it is sent in the wrong place, with a misleading 404 instead of 401.",
      "Is the mobile app supposed to call {V} directly at all, or go through {svc}?"),
     ("모바일 팀이 {st}에서 {V}가 요청을 거부하는 이유를 물었다. {V}가 어떤 인증 방식({A})을 기대하는지 몰랐다.",
      "복사해서 쓸 수 있는 동작 예시({M}):\n{S}\n자격 증명을 엉뚱한 위치에 보내면 {V}가 401이 아니라 헷갈리는 404를 준다.",
      "모바일 앱이 {V}를 직접 호출해야 하는지, {svc}를 거쳐야 하는지 물어보기.")),
]


def t_http(lang):
    v, items, hdr, url, secrets, style = http_vendor()
    method = pick(["GET", "POST", "GET", "PUT", "DELETE"])
    code, m = render_http(hdr, url, method)
    ctx = base_ctx(lang)
    ctx.update({"S": fence(code), "V": v["name"], "M": m, "A": style})
    mc, le, ask = frame3(pick(FRAMES_HTTP), lang, ctx)
    return "http: %s via %s (%s)" % (v["vendor"], m, style), mc, le, ask, secrets


def t_basic_userpass(lang):
    """Basic header built from a service user's password; sometimes the decoded pair is also pasted"""
    user = pick(["admin", "ci-bot", "grafana", "prometheus", "jenkins", "svc-report", "partner_acme", "kibana_system"])
    _, pw = password(no_space=True)
    blob = b64((user + ":" + pw).encode())
    host = pick(["es.internal.acme.io:9200", "registry.hanbit.kr", "nexus.acme.io", "jenkins.corp.local", "api.partner-logistics.co.kr"])
    ctx = base_ctx(lang)
    ctx.update({"B": blob, "P": pw, "U": user, "H": host})
    secrets = [blob]
    st = rint(0, 2)
    if st == 0:
        snippet = fence("curl -H 'Authorization: Basic %s' https://%s/_cluster/health" % (blob, host), "bash")
    elif st == 1:
        snippet = fence("GET /api/v2/status HTTP/1.1\nHost: %s\nAuthorization: Basic %s" % (host, blob))
    else:
        snippet = fence("scrape_configs:\n  - job_name: partner\n    authorization:\n      type: Basic\n      credentials: %s" % blob, "yaml")
    ctx["S"] = snippet
    decoded = chance(0.45)
    if decoded:
        secrets.append(pw)
        le = fill(L(lang, "The header is just base64 of `{U}:{P}`; {H} rejects it if the password has a trailing space, which the old script added.",
                    "이 헤더는 `{U}:{P}`를 base64로 인코딩한 것뿐이다. 비밀번호 끝에 공백이 있으면 {H}가 거부하는데, 예전 스크립트가 공백을 붙이고 있었다."), ctx)
    else:
        le = fill(L(lang, "{H} only accepts Basic auth; bearer tokens are ignored and you get an HTML login page back instead of 401.",
                    "{H}는 Basic 인증만 받는다. Bearer 토큰은 무시되고 401 대신 HTML 로그인 페이지가 돌아온다."), ctx)
    mc = fill(L(lang, "Health checks against {H} returned a login page. The user pasted the request that works:\n{S}",
                "{H}에 대한 헬스체크가 로그인 페이지를 반환했다. 사용자가 동작하는 요청을 붙여줬다:\n{S}"), ctx)
    ask = fill(L(lang, "Is `{U}` the account monitoring is supposed to use on {H}?", "{H}에서 모니터링은 `{U}` 계정을 쓰는 게 맞는지 물어보기."), ctx)
    return "http: Basic header (%s)" % ("decoded pair also shown" if decoded else "blob only"), mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# cookies
# ----------------------------------------------------------------------------------------------
def cookie_value():
    st = rint(0, 7)
    if st == 0:
        return "sessionid", rs(LALNUM, 32), "Django sessionid"
    if st == 1:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 20) + "%2B" + rs(ALNUM, 22), "Express connect.sid"
    if st == 2:
        return "JSESSIONID", rs(HEXU, 32), "JSESSIONID"
    if st == 3:
        return "PHPSESSID", rs(LALNUM, 26), "PHPSESSID"
    if st == 4:
        return "laravel_session", b64(('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64(rb(16)), b64(rb(48)), rs(HEX, 64))).encode()).replace("=", "%3D"), "laravel_session"
    if st == 5:
        return "_%s_session" % pick(["shop", "admin", "crm"]), b64(rb(rint(60, 120))).rstrip("=") + "--" + rs(HEX, 40), "Rails session"
    if st == 6:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64URL, 22) + "." + rs(B64URL, rint(180, 320)) + "." + rs(B64URL, 22), "next-auth session JWE"
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, rint(250, 380)), "ASP.NET Core auth cookie"


def t_cookie(lang):
    name, val, what = cookie_value()
    dom = pick(["admin.acme.io", "shop.hanbit.kr", "crm.acme.internal", "partner.example-logistics.com", "backoffice.acme.jp"])
    st = rint(0, 3)
    if st == 0:
        snippet = "curl 'https://%s/api/orders?page=2' -b '%s=%s; theme=dark; lang=ko'" % (dom, name, val)
    elif st == 1:
        snippet = "Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif st == 2:
        snippet = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\t%s\t%s" % (dom, rint(1735000000, 1760000000), name, val)
    else:
        snippet = "Cookie: _ga=GA1.2.%d.%d; %s=%s; locale=en-US" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1720000000), name, val)
    ctx = base_ctx(lang)
    ctx.update({"S": fence(snippet), "D": dom, "N": name})
    fr = rint(0, 2)
    if fr == 0:
        mc = fill(L(lang, "The admin export on {D} is not behind the API gateway, so no token works. {who} gave me a logged-in cookie to script it:\n{S}",
                    "{D}의 관리자 내보내기는 API 게이트웨이 뒤에 있지 않아 토큰이 통하지 않는다. 스크립트용으로 {who}님이 로그인된 쿠키를 줬다:\n{S}"), ctx)
        le = fill(L(lang, "The {N} cookie is enough on its own; the session lasts 12h and is bound to the office IP range.",
                    "{N} 쿠키만 있으면 된다. 세션은 12시간 유지되고 사무실 IP 대역에 묶여 있다."), ctx)
        ask = fill(L(lang, "Can {D} get a proper API token so I don't need a browser cookie?", "브라우저 쿠키 대신 쓸 {D} API 토큰을 발급받을 수 있는지 물어보기."), ctx)
    elif fr == 1:
        mc = fill(L(lang, "I did not understand why requests from the script were treated as logged out on {D}.",
                    "스크립트에서 보낸 요청이 {D}에서 로그아웃 상태로 처리되는 이유를 몰랐다."), ctx)
        le = fill(L(lang, "The login response sets the cookie below, and the script was dropping it because of the Secure flag on plain http:\n{S}\nUse https or a cookie jar that ignores Secure in tests.",
                    "로그인 응답이 아래 쿠키를 설정하는데, 평문 http라서 Secure 플래그 때문에 스크립트가 쿠키를 버리고 있었다:\n{S}\n테스트에서는 https를 쓰거나 Secure를 무시하는 cookie jar를 쓸 것."), ctx)
        ask = ""
    else:
        mc = fill(L(lang, "Bug report {tk} included a HAR excerpt; I did not know support attaches raw HARs.\n{S}",
                    "버그 리포트 {tk}에 HAR 일부가 들어 있었다. 지원팀이 원본 HAR를 그대로 첨부한다는 걸 몰랐다.\n{S}"), ctx)
        le = fill(L(lang, "The issue was a stale {N} after the deploy; the server rejects sessions signed with the previous key.",
                    "배포 후 {N}가 오래되어 생긴 문제였다. 서버는 이전 키로 서명된 세션을 거부한다."), ctx)
        ask = fill(L(lang, "Should support strip cookies from HAR files before attaching them?", "지원팀이 HAR 첨부 전에 쿠키를 지우도록 할지 물어보기."), ctx)
    return "cookie: " + what, mc, le, ask, [val]


# ----------------------------------------------------------------------------------------------
# signed URLs
# ----------------------------------------------------------------------------------------------
def signed_url():
    st = rint(0, 5)
    date = "2024%02d%02d" % (rint(1, 12), rint(1, 28))
    reg = pick(REGIONS)
    if st == 0:
        akid = "AKIA" + rs(B32, 16); sig = rs(HEX, 64)
        u = ("https://%s.s3.%s.amazonaws.com/exports/%s/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-exports", "hanbit-media", "partner-drop"]), reg, date, akid, date, reg, date, rint(0, 23), rint(0, 59), pick([900, 3600, 604800]), sig)
        return u, "S3 presigned URL (AKIA + signature)", [akid, sig]
    if st == 1:
        akid = "ASIA" + rs(B32, 16); sig = rs(HEX, 64)
        tokq = pct("IQoJb3JpZ2luX2Vj" + b64(rb(rint(180, 300))))
        u = ("https://%s.s3.amazonaws.com/%s.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT120000Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["ml-artifacts", "build-cache"]), rs(HEX, 12), akid, date, reg, date, tokq, sig)
        return u, "S3 presigned URL with session token", [akid, tokq, sig]
    if st == 2:
        sig = rs(HEX, 512)
        u = ("https://storage.googleapis.com/%s/%s.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
             "&X-Goog-Date=%sT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-lake", "bq-exports"]), rs(LALNUM, 10), date, date, sig)
        return u, "GCS V4 signed URL (512-hex signature)", [sig]
    if st == 3:
        sig = pct(b64(rb(32)))
        u = "https://%s.blob.core.windows.net/%s/%s.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=%s" % (
            pick(["acmeinvoices", "stgbackup01"]), pick(["invoices", "contracts"]), rs(DIGITS, 8), rint(1, 12), rint(1, 28), sig)
        return u, "Azure SAS URL (sig=)", [sig]
    if st == 4:
        sig = rs(B64URL + "~", rint(170, 344))
        u = "https://%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LALNUM, 14), rs(HEX, 8), rint(1735000000, 1760000000), sig, rs(UALNUM, 13))
        return u, "CloudFront signed URL", [sig]
    tok = uuid4()
    u = "https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/%s?alt=media&token=%s" % (
        pick(["acme-app", "hanbit-photo"]), pct("uploads/%s/avatar.jpg" % rs(ALNUM, 28)), tok)
    return u, "Firebase Storage download token", [tok]


def t_signed_url(lang):
    u, what, secrets = signed_url()
    ctx = base_ctx(lang)
    ctx.update({"U": u})
    st = rint(0, 2)
    if st == 0:
        mc = fill(L(lang, "Partner said the download link we sent expired. Link as sent:\n{U}",
                    "파트너가 우리가 보낸 다운로드 링크가 만료되었다고 했다. 보낸 링크:\n{U}"), ctx)
        le = fill(L(lang, "The expiry is baked into the signature; regenerating is the only fix. {svc} should mint links on demand rather than mailing them.",
                    "만료 시간은 서명에 포함되어 있어 다시 발급하는 수밖에 없다. {svc}가 링크를 메일로 보내지 말고 요청할 때마다 발급해야 한다."), ctx)
        ask = fill(L(lang, "What expiry should partner links have by default?", "파트너용 링크의 기본 만료 시간을 얼마로 할지 물어보기."), ctx)
    elif st == 1:
        mc = fill(L(lang, "I did not know {svc} logs the full signed URL on every download.",
                    "{svc}가 다운로드할 때마다 서명된 URL 전체를 로그로 남긴다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "Example line from the access log: GET {U} 200. Anyone with log access can reuse such a link until it expires; log only the object path.",
                    "액세스 로그 예시: GET {U} 200. 로그 접근 권한이 있으면 만료 전까지 이 링크를 재사용할 수 있으니 객체 경로만 남겨야 한다."), ctx)
        ask = fill(L(lang, "Can I change the access log format in {svc} to drop query strings?", "{svc} 액세스 로그에서 쿼리 문자열을 빼도 되는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "QA needed the {st} build artifact and the bucket is private.",
                    "QA가 {st} 빌드 산출물이 필요했는데 버킷이 비공개다."), ctx)
        le = fill(L(lang, "Generated a signed link and handed it over; it stays valid even if the bucket policy changes.",
                    "서명된 링크를 만들어 전달했다. 버킷 정책이 바뀌어도 링크는 계속 유효하다."), ctx)
        ask = fill(L(lang, "Is this link still needed, or can I let it expire?\n{U}", "이 링크가 아직 필요한지, 만료되게 둬도 되는지 확인하기:\n{U}"), ctx)
    return "signed URL: " + what, mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# private keys: PEM bodies are listed line by line
# ----------------------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def key_ec_sec1():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    return "EC PRIVATE KEY", wrap(b64(der), 64), "EC P-256 (SEC1)"


def key_pkcs8_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return "PRIVATE KEY", wrap(b64(der), 64), "Ed25519 PKCS#8"


def key_pkcs8_ec():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32)
           + bytes.fromhex("a144034200") + b"\x04" + rb(64))
    return "PRIVATE KEY", wrap(b64(der), 64), "EC P-256 PKCS#8"


def key_openssh():
    pub = rb(32)
    comment = pick(["deploy@ci", "minsu@macbook", "dana@build-01", "backup@nas", "root@bastion"]).encode()
    pubblob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    chk = rb(4)
    priv = chk + chk + _ssh_string(b"ssh-ed25519") + _ssh_string(pub) + _ssh_string(rb(32) + pub) + _ssh_string(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i]); i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"")
            + (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70), "OpenSSH Ed25519"


def key_rsa_truncated():
    n = rint(4, 8)
    der = bytes.fromhex("308204a402010002820101") + b"\x00" + rb(48 * n)
    lines = wrap(b64(der), 64)[:n]
    return "RSA PRIVATE KEY", lines, "RSA 2048 (truncated paste)"


def key_rsa_pkcs8_truncated():
    n = rint(4, 8)
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a302010002820101") + b"\x00" + rb(48 * n)
    lines = wrap(b64(der), 64)[:n]
    return "PRIVATE KEY", lines, "RSA 2048 PKCS#8 (truncated paste)"


PEM_KEYS = [key_ec_sec1, key_pkcs8_ed25519, key_pkcs8_ec, key_openssh, key_rsa_truncated, key_rsa_pkcs8_truncated]


def pem_block(kind, lines, truncated):
    body = "\n".join(lines)
    if truncated:
        body += "\n..."
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)


def t_private_key(lang):
    st = rint(0, 4)
    while True:
        kind, lines, what = (pick([key_rsa_pkcs8_truncated, key_pkcs8_ec]) if st == 1 else pick(PEM_KEYS))()
        if all(len(x) >= 8 for x in lines):
            break
    trunc = what.endswith("(truncated paste)")
    ctx = base_ctx(lang)
    secrets = list(lines)
    if st == 0:
        ctx["S"] = fence(pem_block(kind, lines, trunc))
        mc = fill(L(lang, "The deploy job on {st} failed with 'Permission denied (publickey)'. I did not know it uses a key stored in the CI variables. The user pasted the variable:\n{S}",
                    "{st} 배포 잡이 'Permission denied (publickey)'로 실패했다. CI 변수에 저장된 키를 쓴다는 걸 몰랐다. 사용자가 붙여준 변수 값:\n{S}"), ctx)
        le = fill(L(lang, "CI variables strip the trailing newline; OpenSSH then refuses the key. Add the newline back with `printf '%s\\n'` before writing the file.",
                    "CI 변수가 마지막 개행을 없애서 OpenSSH가 키를 거부한다. 파일로 쓸 때 `printf '%s\\n'`으로 개행을 다시 붙일 것."), ctx)
        ask = fill(L(lang, "Can the deploy key be rotated now that it has been pasted in chat?", "채팅에 붙여넣어진 배포 키를 지금 교체해도 되는지 물어보기."), ctx)
        cat = "PEM private key in CI variable"
    elif st == 1:
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + ("\\n..." if trunc else "") + "\\n-----END PRIVATE KEY-----\\n"
        ctx["S"] = fence('{\n  "type": "service_account",\n  "project_id": "acme-prod-%d",\n  "private_key": "%s",\n  "client_email": "exporter@acme-prod.iam.gserviceaccount.com"\n}' % (rint(100, 999), pk), "json")
        mc = fill(L(lang, "BigQuery export from {svc} failed with invalid_grant. I did not know the service-account JSON was mounted from a ConfigMap.",
                    "{svc}의 BigQuery 내보내기가 invalid_grant로 실패했다. 서비스 계정 JSON이 ConfigMap으로 마운트된다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "The mounted file (as printed by `kubectl exec cat`):\n{S}\nIts key had been deleted in the console; a new key must be created and stored as a Secret, not a ConfigMap.",
                    "마운트된 파일(`kubectl exec cat`으로 출력):\n{S}\n콘솔에서 이 키가 삭제된 상태였다. 새 키를 만들어 ConfigMap이 아니라 Secret으로 저장해야 한다."), ctx)
        ask = ""
        cat = "PEM key inside service-account JSON (\\n escaped)"
    elif st == 2:
        pem = pem_block(kind, lines, trunc) + "\n"
        blob = b64(pem.encode())
        ctx["S"] = fence("apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\ndata:\n  tls.crt: <snip, 1.6 KB>\n  tls.key: %s" % (pick(SVCS), blob), "yaml")
        secrets = [blob]
        mc = fill(L(lang, "Ingress on {st} served the default certificate. I did not know the TLS secret is created by hand, not by cert-manager.",
                    "{st} 인그레스가 기본 인증서를 내보냈다. TLS 시크릿이 cert-manager가 아니라 수작업으로 만들어진다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "The hand-made secret:\n{S}\nThe secret was in the wrong namespace; ingress only looks in its own namespace.",
                    "수작업으로 만든 시크릿:\n{S}\n시크릿이 다른 네임스페이스에 있었다. 인그레스는 자기 네임스페이스만 본다."), ctx)
        ask = fill(L(lang, "Should I move this certificate to cert-manager?", "이 인증서를 cert-manager로 옮길지 물어보기."), ctx)
        cat = "k8s TLS secret tls.key (base64 of PEM)"
    elif st == 3:
        ctx["S"] = pem_block(kind, lines, trunc)
        mc = fill(L(lang, "Needed the SFTP key for the partner upload; {who} sent it in a DM.",
                    "파트너 업로드용 SFTP 키가 필요했고 {who}님이 DM으로 보내줬다."), ctx)
        le = fill(L(lang, "Key file contents:\n{S}\nFile mode must be 600 or the client ignores it silently and falls back to password auth.",
                    "키 파일 내용:\n{S}\n파일 권한이 600이 아니면 클라이언트가 조용히 무시하고 비밀번호 인증으로 넘어간다."), ctx)
        ask = fill(L(lang, "Can the partner give us a key that is only ours instead of a shared one?", "공용 키 대신 우리 전용 키를 받을 수 있는지 물어보기."), ctx)
        cat = "PEM private key in DM"
    else:
        d = b64u(rb(32))
        x = b64u(rb(32)); y = b64u(rb(32))
        ctx["S"] = fence('{"kty":"EC","crv":"P-256","kid":"%s","x":"%s","y":"%s","d":"%s"}' % (rs(LALNUM, 8), x, y, d), "json")
        secrets = [d]
        mc = fill(L(lang, "Token verification in {svc} failed after the key rollover; I did not know the signing JWK lives in the env, not in the JWKS endpoint.",
                    "키 롤오버 후 {svc}의 토큰 검증이 실패했다. 서명용 JWK가 JWKS 엔드포인트가 아니라 환경변수에 있다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "SIGNING_JWK on {st}:\n{S}\nThe JWKS endpoint must publish the same kid with only x/y; the old kid has to stay published for one token lifetime.",
                    "{st}의 SIGNING_JWK:\n{S}\nJWKS 엔드포인트는 같은 kid를 x/y만 포함해 공개해야 하고, 예전 kid는 토큰 수명만큼 계속 공개되어야 한다."), ctx)
        ask = ""
        cat = "private JWK (d parameter)"
        what = "EC P-256 JWK"
    return "%s: %s" % (cat, what), mc, le, ask, secrets


def t_wireguard(lang):
    priv = b64(rb(32)); psk = b64(rb(32)); peer_pub = b64(rb(32))
    use_psk = chance(0.5)
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.%d.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25" % (
        priv, rint(0, 255), rint(0, 255), rint(2, 254), peer_pub, ("PresharedKey = %s\n" % psk) if use_psk else "", pick(["acme.io", "hanbit.kr"]))
    ctx = base_ctx(lang)
    ctx["S"] = fence(conf, "ini")
    mc = fill(L(lang, "My VPN tunnel came up but no traffic passed. {who} sent me their working wg0.conf to compare:\n{S}",
                "VPN 터널은 올라왔는데 트래픽이 흐르지 않았다. 비교하라고 {who}님이 동작하는 wg0.conf를 보내줬다:\n{S}"), ctx)
    le = fill(L(lang, "AllowedIPs on my side was /32 for the server only. Each person must have their own key pair; copying someone's [Interface] block kicks them off.",
                "내 쪽 AllowedIPs가 서버 /32만 잡혀 있었다. 키 쌍은 사람마다 따로 있어야 하고, 다른 사람의 [Interface] 블록을 복사하면 그 사람이 끊긴다."), ctx)
    ask = fill(L(lang, "Can you issue me my own WireGuard peer instead of reusing {who}'s?", "{who}님 것을 재사용하지 않게 내 WireGuard 피어를 따로 발급해 줄 수 있는지 물어보기."), ctx)
    return "WireGuard wg0.conf PrivateKey%s" % (" + PresharedKey" if use_psk else ""), mc, le, ask, [priv] + ([psk] if use_psk else [])


# ----------------------------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs
# ----------------------------------------------------------------------------------------------
def t_totp(lang):
    seed = rs(B32, pick([16, 32, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Cloudflare", "NCP", "Okta", "Grafana", "Kakao Work", "Atlassian", "Vault"])
    acct = pick(["ops-shared@acme.io", "root", "admin", "infra-bot", "billing@hanbit.kr"])
    ctx = base_ctx(lang)
    st = rint(0, 3)
    secrets = [seed]
    if st == 0:
        shown = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(issuer), pct(acct), seed, pct(issuer))
        what = "otpauth URI"
    elif st == 1:
        grouped = " ".join(wrap(seed.lower(), 4))
        shown = grouped
        secrets = [grouped]
        what = "grouped lowercase setup key"
    elif st == 2:
        shown = "import pyotp\ntotp = pyotp.TOTP(%s)\nprint(totp.now())" % dq(seed)
        what = "pyotp seed in code"
    else:
        shown = "MFA_SEED=%s" % seed
        what = "MFA seed env var"
    ctx.update({"S": fence(shown), "I": issuer, "A": acct})
    fr = rint(0, 2)
    if fr == 0:
        mc = fill(L(lang, "The shared {I} account `{A}` has 2FA and the phone with the authenticator is in the office. {who} gave me the setup key so the bot can log in:\n{S}",
                    "공용 {I} 계정 `{A}`에 2FA가 걸려 있고 인증 앱이 설치된 폰은 사무실에 있다. 봇이 로그인할 수 있게 {who}님이 설정 키를 줬다:\n{S}"), ctx)
        le = fill(L(lang, "With the seed, codes can be generated anywhere; clock skew over 30s makes {I} reject them, so sync NTP on the runner.",
                    "시드가 있으면 어디서나 코드를 만들 수 있다. 시계가 30초 이상 어긋나면 {I}가 거부하므로 러너의 NTP를 맞출 것."), ctx)
        ask = fill(L(lang, "Should the {I} seed live in the vault instead of the runner env?", "{I} 시드를 러너 환경변수 대신 vault에 두어야 하는지 물어보기."), ctx)
    elif fr == 1:
        mc = fill(L(lang, "Automating the {I} login for {svc}; I did not know TOTP was enforced for `{A}`.",
                    "{svc}용 {I} 로그인을 자동화하는 중이었는데 `{A}` 계정에 TOTP가 강제된다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "The TOTP secret the user pasted:\n{S}\nThe login form accepts the current or the previous code, not the next one.",
                    "사용자가 붙여준 TOTP 시크릿:\n{S}\n로그인 폼은 현재 코드와 직전 코드만 받고 다음 코드는 받지 않는다."), ctx)
        ask = ""
    else:
        mc = fill(L(lang, "Recovering access to {I} after the admin left ({tk}).", "관리자 퇴사 후 {I} 접근을 복구하는 중이었다({tk})."), ctx)
        le = fill(L(lang, "The admin's handover note contained the 2FA seed:\n{S}\nRe-enrolling MFA invalidates it, which is what we want after the handover.",
                    "관리자의 인수인계 메모에 2FA 시드가 있었다:\n{S}\nMFA를 재등록하면 이 시드는 무효가 되며, 인수인계 후에는 그게 맞다."), ctx)
        ask = fill(L(lang, "Can I re-enroll MFA on `{A}` now?", "지금 `{A}`의 MFA를 재등록해도 되는지 물어보기."), ctx)
    return "TOTP seed: " + what, mc, le, ask, secrets


def recovery_codes():
    st = rint(0, 6)
    if st == 0:
        return "GitHub", [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(rint(4, 10))]
    if st == 1:
        return "Google", [rs(DIGITS, 4) + " " + rs(DIGITS, 4) for _ in range(rint(4, 10))]
    if st == 2:
        return "GitLab", [rs(HEX, 16) for _ in range(rint(4, 10))]
    if st == 3:
        return "Microsoft account", ["-".join(rs(UALNUM, 5) for _ in range(5))]
    if st == 4:
        return "1Password Secret Key", ["A3-" + rs(UALNUM, 6) + "-" + rs(UALNUM, 6) + "-" + "-".join(rs(UALNUM, 5) for _ in range(4))]
    if st == 5:
        return "Apple Account recovery key", ["-".join(rs(UALNUM, 4) for _ in range(7))]
    return "Discord", [rs(LALNUM, 4) + "-" + rs(LALNUM, 4) for _ in range(rint(4, 10))]


def t_recovery_codes(lang):
    svc, codes = recovery_codes()
    ctx = base_ctx(lang)
    acct = pick(["the shared ops account", "the billing owner account", "the org owner account"])
    acct_ko = pick(["공용 운영 계정", "결제 소유자 계정", "조직 소유자 계정"])
    lst = pick(["\n".join(codes), "\n".join("- " + c for c in codes), "  ".join(codes), ", ".join(codes)])
    ctx.update({"S": fence(lst), "V": svc, "A": L(lang, acct, acct_ko)})
    st = rint(0, 2)
    if st == 0:
        mc = fill(L(lang, "{V} locked {A} after the phone was replaced. I did not know recovery codes existed for it.",
                    "폰을 바꾼 뒤 {V}가 {A}를 잠갔다. 복구 코드가 있다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "{who} had them saved:\n{S}\nEach code works once; cross out used ones in the vault entry.",
                    "{who}님이 저장해 두었다:\n{S}\n코드는 한 번만 쓸 수 있으니 쓴 코드는 vault 항목에서 지울 것."), ctx)
        ask = fill(L(lang, "Which of these {V} codes have already been used?", "이 {V} 코드 중 이미 쓴 것이 어떤 것인지 확인하기."), ctx)
    elif st == 1:
        mc = fill(L(lang, "User pasted the {V} codes for {A} and asked me to keep them somewhere safe:\n{S}",
                    "사용자가 {A}의 {V} 코드를 붙여주며 안전한 곳에 보관해 달라고 했다:\n{S}"), ctx)
        le = fill(L(lang, "Notes and chat are not a safe place; they belong in the team password manager, one entry per account.",
                    "노트나 채팅은 안전한 보관 장소가 아니다. 팀 비밀번호 관리자에 계정별로 하나씩 넣어야 한다."), ctx)
        ask = ""
    else:
        codes_inline = pick(codes)
        ctx["C1"] = codes_inline
        mc = fill(L(lang, "Needed to get into {A} on {V} during the outage; the owner was unreachable.",
                    "장애 중에 {V}의 {A}에 들어가야 했는데 소유자와 연락이 닿지 않았다."), ctx)
        le = fill(L(lang, "Used one recovery code from the emergency sheet. Remaining codes:\n{S}",
                    "비상 시트의 복구 코드 하나를 썼다. 남은 코드:\n{S}"), ctx)
        ask = fill(L(lang, "Should I regenerate the {V} codes now that {C1} and another one were used?",
                     "{C1} 등 코드를 썼으니 {V} 복구 코드를 재발급할지 물어보기."), ctx)
    return "recovery codes: " + svc, mc, le, ask, codes


def t_pin(lang):
    st = rint(0, 4)
    ctx = base_ctx(lang)
    if st == 0:
        groups = ["%06d" % (rint(0, 65535) * 11 % 1000000) for _ in range(8)]
        val = "-".join(groups)
        what = "BitLocker recovery key"
        ctx.update({"P": val, "D": pick(["the finance laptop FIN-LT-0%d" % rint(10, 99), "build agent WIN-AGENT-%d" % rint(1, 9)])})
        mc = fill(L(lang, "{D} asked for the BitLocker recovery key after a BIOS update and I did not know where keys are escrowed.",
                    "BIOS 업데이트 후 {D}가 BitLocker 복구 키를 요구했는데 키가 어디 보관되는지 몰랐다."), ctx)
        le = fill(L(lang, "Keys are in Entra ID under the device object. This one: {P}. BIOS updates should suspend BitLocker first.",
                    "키는 Entra ID의 장치 개체 아래에 있다. 이번 키: {P}. BIOS 업데이트 전에는 BitLocker를 일시 중지해야 한다."), ctx)
        ask = fill(L(lang, "Should BitLocker suspension be added to the BIOS update runbook?", "BIOS 업데이트 런북에 BitLocker 일시 중지를 추가할지 물어보기."), ctx)
        secrets = [val]
    elif st == 1:
        pin = rs(DIGITS, 8); puk = rs(DIGITS, 8); mgm = rs(HEX, 48)
        what = "YubiKey PIV PIN/PUK/management key"
        ctx.update({"P": pin, "K": puk, "M": mgm})
        mc = fill(L(lang, "Code signing on the release machine needs the YubiKey PIV applet; I did not know the PIN had been changed from the default.",
                    "릴리스 머신의 코드 서명에는 YubiKey PIV가 필요한데, PIN이 기본값에서 바뀐 걸 몰랐다."), ctx)
        le = fill(L(lang, "From the release vault entry:\n  PIN: {P}\n  PUK: {K}\n  management key: {M}\nThree wrong PINs lock the slot; the PUK unlocks it.",
                    "릴리스 vault 항목:\n  PIN: {P}\n  PUK: {K}\n  관리 키: {M}\nPIN을 세 번 틀리면 슬롯이 잠기고 PUK로 풀 수 있다."), ctx)
        ask = ""
        secrets = [pin, puk, mgm]
    elif st == 2:
        puk = rs(DIGITS, 8)
        what = "SIM PUK"
        ctx.update({"P": puk, "N": "010-%04d-%04d" % (rint(1000, 9999), rint(0, 9999))})
        mc = fill(L(lang, "The SMS gateway modem stopped sending; its SIM was PIN-locked after a reboot.",
                    "SMS 게이트웨이 모뎀이 발송을 멈췄다. 재부팅 후 SIM이 PIN 잠금에 걸렸다."), ctx)
        le = fill(L(lang, "The carrier gave the PUK for the gateway SIM ({N}): {P}. Disable the SIM PIN after unlocking so reboots do not lock it again.",
                    "통신사가 게이트웨이 SIM({N})의 PUK를 알려줬다: {P}. 잠금 해제 후 SIM PIN을 꺼야 재부팅해도 다시 잠기지 않는다."), ctx)
        ask = fill(L(lang, "Is it fine to disable the SIM PIN on the gateway?", "게이트웨이의 SIM PIN을 꺼도 되는지 물어보기."), ctx)
        secrets = [puk]
    elif st == 3:
        pin = rs(DIGITS, pick([8, 10, 12]))
        what = "HSM / smart-card PIN"
        ctx.update({"P": pin})
        mc = fill(L(lang, "pkcs11-tool returned CKR_PIN_INCORRECT on the signing host; I had the old PIN.",
                    "서명 호스트에서 pkcs11-tool이 CKR_PIN_INCORRECT를 반환했다. 예전 PIN을 쓰고 있었다."), ctx)
        le = fill(L(lang, "Current user PIN is {P} (changed in {tk}). Command that works: `pkcs11-tool --module /usr/lib/libsofthsm2.so --login --pin {P} --list-objects`.",
                    "현재 사용자 PIN은 {P}이다({tk}에서 변경). 동작하는 명령: `pkcs11-tool --module /usr/lib/libsofthsm2.so --login --pin {P} --list-objects`."), ctx)
        ask = ""
        secrets = [pin]
    else:
        code = rs(DIGITS, 8)
        what = "alarm / door code"
        ctx.update({"P": code})
        mc = fill(L(lang, "Had to reboot the on-prem server room switch after hours and did not know how to get in.",
                    "업무 시간 이후에 서버실 스위치를 재부팅해야 했는데 들어가는 방법을 몰랐다."), ctx)
        le = fill(L(lang, "The server room door code is {P}#; the alarm panel uses the same code. Security must be told before 22:00.",
                    "서버실 도어 코드는 {P}#이고 경보 패널도 같은 코드를 쓴다. 22시 전에 보안팀에 알려야 한다."), ctx)
        ask = fill(L(lang, "Is there an on-call contact for after-hours server room access?", "업무 시간 외 서버실 출입 담당 연락처가 있는지 물어보기."), ctx)
        secrets = [code]
    return "PIN: " + what, mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# Wi-Fi keys
# ----------------------------------------------------------------------------------------------
SSIDS = ["ACME-Office-5G", "ACME-Guest", "hanbit_dev", "MeetingRoom-3F", "iptime_lab", "KT_GiGA_5G_Wave2", "SK_WiFiGIGA8D2A",
         "U+Net4C1F", "FactoryFloor-IoT", "cafe_byul", "Warehouse-AP2"]


def t_wifi(lang):
    ssid = pick(SSIDS)
    raw_hex = chance(0.15)
    if raw_hex:
        key = rs(HEX, 64); kind = "raw 64-hex PSK"
    else:
        kind, key = password(no_space=chance(0.7))
    st = rint(0, 7)
    if raw_hex:
        st = pick([0, 1])
    if st == 0:
        snip = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, key if raw_hex else dq(key)); cont = "wpa_supplicant.conf"
    elif st == 1:
        snip = "interface=wlan0\nssid=%s\nwpa=2\n%s=%s\nrsn_pairwise=CCMP" % (ssid, "wpa_psk" if raw_hex else "wpa_passphrase", key); cont = "hostapd.conf"
    elif st == 2:
        snip = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, key); cont = "nmcli"
    elif st == 3:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, key); cont = "Wi-Fi QR payload"
    elif st == 4:
        snip = "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, key); cont = "netplan"
    elif st == 5:
        snip = 'const char* WIFI_SSID = "%s";\nconst char* WIFI_PASS = "%s";\nWiFi.begin(WIFI_SSID, WIFI_PASS);' % (ssid, key); cont = "ESP32 sketch"
    elif st == 6:
        snip = "netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, key); cont = "netsh output"
    else:
        snip = None; cont = "chat"
    ctx = base_ctx(lang)
    ctx.update({"SS": ssid, "K": key})
    if snip is None:
        mc = fill(L(lang, "The test devices could not join the lab network and I did not have the Wi-Fi details.",
                    "테스트 기기가 랩 네트워크에 붙지 못했고 와이파이 정보를 몰랐다."), ctx)
        le = fill(L(lang, "{who} in chat: \"lab wifi is {SS}, pw {K} - 2.4GHz only for the sensors\". The 5GHz SSID rejects the IoT boards.",
                    "{who}님이 채팅으로: \"랩 와이파이 {SS}, 비번은 {K}이고 센서는 2.4GHz만 돼요\". 5GHz SSID는 IoT 보드를 받지 않는다."), ctx)
        ask = fill(L(lang, "Is there a separate IoT SSID so the sensors don't share the staff Wi-Fi key?", "센서가 직원용 와이파이 키를 같이 쓰지 않도록 IoT 전용 SSID가 있는지 물어보기."), ctx)
    else:
        ctx["S"] = fence(snip)
        ctx["C"] = cont
        fr = rint(0, 1)
        if fr == 0:
            mc = fill(L(lang, "Provisioning the kiosk devices; I did not know they join {SS} and not the guest network. Config from {who}:\n{S}",
                        "키오스크 기기를 세팅하는 중이었다. 게스트 망이 아니라 {SS}에 붙는다는 걸 몰랐다. {who}님이 준 설정:\n{S}"), ctx)
            le = fill(L(lang, "Kiosks need the internal network for the print server; the guest SSID isolates clients.",
                        "키오스크는 프린트 서버 때문에 내부망이 필요하다. 게스트 SSID는 클라이언트를 격리한다."), ctx)
            ask = ""
        else:
            mc = fill(L(lang, "The firmware build kept failing the Wi-Fi smoke test on {SS}.", "{SS}에서 펌웨어 빌드의 와이파이 스모크 테스트가 계속 실패했다."), ctx)
            le = fill(L(lang, "The {C} snippet below works; the failure was WPA3-only mode on the AP, which the chip does not support.\n{S}",
                        "아래 {C} 설정은 동작한다. 실패 원인은 AP의 WPA3 전용 모드였고 칩이 이를 지원하지 않는다.\n{S}"), ctx)
            ask = fill(L(lang, "Can the AP stay in WPA2/WPA3 mixed mode for the lab?", "랩 AP를 WPA2/WPA3 혼합 모드로 유지해도 되는지 물어보기."), ctx)
    return "Wi-Fi key: %s (%s)" % (cont, kind), mc, le, ask, [key]


# ----------------------------------------------------------------------------------------------
# webhook URLs with embedded secrets
# ----------------------------------------------------------------------------------------------
def webhook():
    st = rint(0, 8)
    if st == 0:
        t = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UALNUM, rint(8, 10)), rs(UALNUM, rint(8, 10)), t), "Slack incoming webhook", [t], None
    if st == 1:
        t = rs(B64URL, 68)
        return "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 10 ** 19 - 1), t), "Discord webhook", [t], None
    if st == 2:
        h = rs(HEX, 32); v2 = "V2" + rs(B64URL, 43)
        return "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uuid4(), uuid4(), h, uuid4(), v2), "Microsoft Teams incoming webhook", [h, v2], None
    if st == 3:
        t = rs(HEX, 64); sec = "SEC" + rs(HEX, 64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, "DingTalk robot webhook + sign secret", [t, sec], sec
    if st == 4:
        t = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, "Feishu/Lark bot webhook", [t], None
    if st == 5:
        tok = rs(B64URL, 43) + "%3D"
        key = "AIza" + rs(B64URL, 35)
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok), "Google Chat webhook key + token", [key, tok], None
    if st == 6:
        t = rs(LALNUM, 26)
        return "https://chat.acme.io/hooks/%s" % t, "Mattermost incoming webhook", [t], None
    if st == 7:
        t = rs(ALNUM, 48)
        return "https://rocket.hanbit.kr/hooks/%s/%s" % (rs(ALNUM, 17), t), "Rocket.Chat webhook", [t], None
    t = rs(ALNUM, 32)
    return "https://jenkins.acme.io/job/%s/build?token=%s" % (pick(["deploy-prod", "nightly-etl"]), t), "Jenkins remote build trigger token", [t], None


def t_webhook(lang):
    url, what, secrets, extra = webhook()
    ctx = base_ctx(lang)
    ctx.update({"U": url, "W": what})
    st = rint(0, 3)
    if st == 0:
        cfg = fence("alerting:\n  notify_url: %s%s" % (url, ("\n  sign_secret: " + extra) if extra else ""), "yaml")
        ctx["S"] = cfg
        mc = fill(L(lang, "Alerts from {svc} stopped reaching the channel. I did not know the URL is in the app config rather than in Alertmanager:\n{S}",
                    "{svc}의 알림이 채널에 오지 않았다. URL이 Alertmanager가 아니라 앱 설정에 있다는 걸 몰랐다:\n{S}"), ctx)
        le = fill(L(lang, "The channel was archived, which disables the {W}. A new one must be created and the config updated.",
                    "채널이 보관 처리되면서 {W}가 비활성화되었다. 새로 만들고 설정을 바꿔야 한다."), ctx)
        ask = fill(L(lang, "Which channel should {svc} alerts go to now?", "{svc} 알림을 이제 어느 채널로 보낼지 물어보기."), ctx)
    elif st == 1:
        mc = fill(L(lang, "Wanted to post the deploy summary to chat from the pipeline.", "파이프라인에서 배포 요약을 채팅방에 올리고 싶었다."), ctx)
        le = fill(L(lang, "{who} gave the {W}: {U}\nA plain JSON POST with a 'text' field is enough; no auth header is needed because the URL itself is the credential.",
                    "{who}님이 {W}를 줬다: {U}\n'text' 필드가 있는 JSON POST면 충분하다. URL 자체가 자격 증명이라 인증 헤더가 필요 없다."), ctx)
        if extra:
            le += fill(L(lang, " Signing secret: {E}", " 서명 시크릿: {E}"), {"E": extra})
        ask = fill(L(lang, "Should the webhook URL be a masked CI variable?", "웹훅 URL을 마스킹된 CI 변수로 둘지 물어보기."), ctx)
    elif st == 2:
        ctx["S"] = fence("curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s done\"}' '%s'" % (pick(SVCS), url), "bash")
        mc = fill(L(lang, "The release script printed 'invalid_payload' when notifying chat.", "릴리스 스크립트가 채팅 알림을 보낼 때 'invalid_payload'를 출력했다."), ctx)
        le = fill(L(lang, "The script's call:\n{S}\nThe payload had unescaped newlines; build it with jq instead of string concatenation.",
                    "스크립트의 호출:\n{S}\n페이로드에 이스케이프되지 않은 개행이 있었다. 문자열 연결 대신 jq로 만들 것."), ctx)
        ask = ""
        if extra:
            ask = fill(L(lang, "The robot also has sign secret {E}; does the script need to sign requests?", "로봇에 서명 시크릿 {E}도 있는데 스크립트가 요청에 서명해야 하는지 물어보기."), {"E": extra})
    else:
        mc = fill(L(lang, "Is {U} the right {W} for the {st} incident channel?", "{st} 장애 채널용 {W}가 {U} 이게 맞는지 몰랐다."), ctx)
        le = fill(L(lang, "It is; {who} confirmed. The old one posted into a channel nobody reads.", "맞다. {who}님이 확인해 줬다. 예전 URL은 아무도 안 보는 채널로 올리고 있었다."), ctx)
        ask = fill(L(lang, "Do you want the incident bot to use the same webhook?", "장애 봇도 같은 웹훅을 쓰게 할지 물어보기."), ctx)
        if extra:
            le += fill(L(lang, " Sign secret is {E}.", " 서명 시크릿은 {E}이다."), {"E": extra})
    return "webhook URL: " + what, mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# chat transcripts
# ----------------------------------------------------------------------------------------------
def t_chat(lang):
    use_token = chance(0.35)
    if use_token:
        v = next_vendor()
        items = vendor_items(v)
        val = secrets_of(items)[0]
        what_en = "the %s %s" % (v["name"], v["what"]); what_ko = "%s %s" % (v["name"], v["what"])
        kind = v["vendor"]
    else:
        svc, _, _, _ = pick(PW_SERVICES)
        kind, val = password()
        what_en = "the %s password" % svc; what_ko = "%s 비밀번호" % svc
    a, b = sample(PEOPLE_KO if lang == "ko" else PEOPLE_EN, 2)
    fmt = rint(0, 2)
    if lang == "en":
        msgs = [(a, "heads up, I rotated %s for %s" % (what_en, pick(STAGES))), (b, "thx, what's the new one?"),
                (a, pick(["%s", "it's %s", "`%s`", "%s  (don't paste it anywhere pls)"]) % val), (b, "👍 updating the deploy vars now")]
    else:
        msgs = [(a, "%s %s 바꿨어요" % (stage_name("ko", pick(STAGES)), what_ko)), (b, "새 값 뭐예요?"),
                (a, pick(["%s 입니다", "%s입니다", "%s", "`%s` 이거요", "%s이에요 (다른 데 붙여넣지 마세요)"]) % val), (b, "넵 배포 변수 바꿀게요")]
    h0, m0 = rint(9, 20), rint(0, 50)
    times = []
    for i in range(len(msgs)):
        m0 += rint(0, 3)
        times.append((h0 + m0 // 60, m0 % 60))
    mon, day = rint(1, 12), rint(1, 28)
    if fmt == 0:
        lines = ["[%02d:%02d] %s: %s" % (t[0], t[1], p, m) for t, (p, m) in zip(times, msgs)]
        cont = "Slack-style transcript"
    elif fmt == 1:
        if lang == "ko":
            lines = ["2024년 %d월 %d일 %s %d:%02d, %s : %s" % (mon, day, "오전" if t[0] < 12 else "오후", (t[0] - 1) % 12 + 1, t[1], p, m)
                     for t, (p, m) in zip(times, msgs)]
        else:
            lines = ["%s %d, 2024, %d:%02d %s, %s : %s" % (["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][mon - 1],
                                                         day, (t[0] - 1) % 12 + 1, t[1], "AM" if t[0] < 12 else "PM", p, m)
                     for t, (p, m) in zip(times, msgs)]
        cont = "KakaoTalk export"
    else:
        lines = []
        for t, (p, m) in zip(times, msgs):
            lines += ["%s  %02d:%02d" % (p, t[0], t[1]), m]
        cont = "Teams copy-paste"
    ctx = base_ctx(lang)
    ctx.update({"S": fence("\n".join(lines)), "A": a, "B": b})
    st = rint(0, 1)
    if st == 0:
        mc = fill(L(lang, "Deploy failed with auth errors right after a rotation I did not know about. The thread:\n{S}",
                    "내가 모르는 사이에 교체가 있었고 그 직후 배포가 인증 오류로 실패했다. 스레드:\n{S}"), ctx)
        le = fill(L(lang, "Rotations are announced in that thread only. Check it before touching credentials, and update every consumer listed in the runbook.",
                    "교체 공지는 그 스레드에만 올라온다. 자격 증명을 건드리기 전에 확인하고 런북에 있는 사용처를 전부 갱신할 것."), ctx)
        ask = fill(L(lang, "Can {A} post rotations to the changelog channel as well?", "{A}님이 교체 공지를 changelog 채널에도 올려줄 수 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "I did not know who owns the credential for {svc}.", "{svc} 자격 증명의 담당자가 누군지 몰랐다."), ctx)
        le = fill(L(lang, "{A} owns it; the handover happened in chat ({C}):\n{S}",
                    "{A}님이 담당이다. 인수인계는 채팅으로 이루어졌다({C}):\n{S}"), dict(ctx, C=cont))
        ask = ""
    return "chat: %s with %s (%s)" % (cont, "vendor token" if use_token else "password", kind), mc, le, ask, [val]


# ----------------------------------------------------------------------------------------------
# logs, stack traces, debug output
# ----------------------------------------------------------------------------------------------
def t_log(lang):
    st = rint(0, 7)
    ctx = base_ctx(lang)
    if st in (0, 1, 2):
        v, items, hdr, url, secrets, style = http_vendor()
        if hdr is None:
            hdr = "X-Debug-Url: " + url
        host = url.split("/")[2]
        path = "/" + "/".join(url.split("/")[3:])
        if st == 0:
            log = "send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\nUser-Agent: python-requests/2.31.0\\r\\n%s\\r\\n\\r\\n'\nreply: 'HTTP/1.1 401 Unauthorized\\r\\n'" % (path, host, hdr)
            what = "python http.client debug"
        elif st == 1:
            k, _, val = hdr.partition(": ")
            log = "AxiosError: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12) {\n  config: {\n    url: '%s',\n    headers: { Accept: 'application/json', '%s': '%s' }\n  }\n}" % (url, k, val)
            what = "axios error dump"
        else:
            log = "+ curl -fsS -H '%s' %s\ncurl: (22) The requested URL returned error: 401" % (hdr, url)
            what = "set -x trace"
        cat_v = v["vendor"]
    elif st == 3:
        _, pw = password(); secrets = [pw]
        log = ("***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\n"
               "Failed to bind properties under 'spring.datasource.hikari' :\n    Property: spring.datasource.password\n    Value: \"%s\"\n    Origin: System Environment Property \"SPRING_DATASOURCE_PASSWORD\"" % pw)
        what = "Spring Boot startup failure"; cat_v = "password"
    elif st == 4:
        _, pw = password(); secrets = [pw]
        log = ('Traceback (most recent call last):\n  File "/app/etl/load.py", line %d, in connect\n    conn = psycopg2.connect(host=host, user=user, password=password)\n'
               "psycopg2.OperationalError: FATAL:  password authentication failed for user \"etl\"\n\nLocal variables:\n  host = '%s'\n  user = 'etl'\n  password = '%s'" % (rint(20, 300), pick(HOSTS), pw))
        what = "traceback with locals"; cat_v = "password"
    elif st == 5:
        v = next_vendor(); items = vendor_items(v); secrets = secrets_of(items)
        env = ",\n                ".join('"%s=%s"' % (k, val) for k, val, _ in items)
        log = '$ docker inspect %s --format "{{json .Config.Env}}" | jq\n[\n                "PATH=/usr/local/bin:/usr/bin",\n                %s\n]' % (pick(SVCS), env)
        what = "docker inspect env"; cat_v = v["vendor"]
    elif st == 6:
        _, pw = password(no_space=True); secrets = [pw]
        log = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s\"\n      ~ password = \"%s\" -> \"%s\"\n    }" % (pick(SVCS), "(sensitive value)", pw)
        what = "terraform plan (password not marked sensitive)"; cat_v = "password"
    else:
        v = next_vendor(); items = vendor_items(v); secrets = secrets_of(items)
        lines = ["Environment:"] + ["      %s:  %s" % (k, val) for k, val, _ in items] + ["    Mounts:", "      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-%s (ro)" % rs(LALNUM, 5)]
        log = "$ kubectl describe pod %s-%s-%s\n...\n" % (pick(SVCS), rs(HEX, 9), rs(LALNUM, 5)) + "\n".join(lines)
        what = "kubectl describe pod"; cat_v = v["vendor"]
    ctx.update({"S": fence(log)})
    fr = rint(0, 2)
    if fr == 0:
        mc = fill(L(lang, "The error message alone was not enough, so {who} pasted the full output:\n{S}",
                    "에러 메시지만으로는 부족해서 {who}님이 전체 출력을 붙여줬다:\n{S}"), ctx)
        le = fill(L(lang, "Root cause: {svc} on {st} picked up a stale credential from an old environment layer. Deleting the override fixed it.",
                    "원인: {st}의 {svc}가 예전 환경 레이어의 오래된 자격 증명을 읽었다. 오버라이드를 지우니 해결됐다."), ctx)
        ask = fill(L(lang, "Can debug output that includes credentials be disabled on {st}?", "{st}에서 자격 증명이 찍히는 디버그 출력을 끌 수 있는지 물어보기."), ctx)
    elif fr == 1:
        mc = fill(L(lang, "I did not know this tool prints credentials in its debug output.", "이 도구가 디버그 출력에 자격 증명을 찍는다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "Output from the failing run ({tk}):\n{S}\nAnything pasted from this output must be treated as containing secrets.",
                    "실패한 실행의 출력({tk}):\n{S}\n이 출력에서 붙여넣은 내용은 모두 시크릿이 포함된 것으로 취급해야 한다."), ctx)
        ask = ""
    else:
        mc = fill(L(lang, "{S}\nThat is all I had from the on-call handoff; the dashboard link was dead.",
                    "{S}\n온콜 인수인계에서 받은 건 이게 전부였고 대시보드 링크는 죽어 있었다."), ctx)
        le = fill(L(lang, "The credential in the output is valid; the failure is on the remote side (IP allow-list). Ask the owner of {svc} before rotating anything.",
                    "출력에 있는 자격 증명은 유효하다. 실패 원인은 원격 측 IP 허용 목록이다. 교체하기 전에 {svc} 담당자에게 먼저 물어볼 것."), ctx)
        ask = fill(L(lang, "Who maintains the IP allow-list on the partner side?", "파트너 측 IP 허용 목록은 누가 관리하는지 물어보기."), ctx)
    return "log/trace: %s (%s)" % (what, cat_v), mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# diffs with old and new values
# ----------------------------------------------------------------------------------------------
def t_diff(lang):
    ctx = base_ctx(lang)
    if chance(0.5):
        key = pick(["password", "db_password", "smtp_pass", "admin_password"])
        _, old = password(no_space=True); _, new = password(no_space=True)
        fname = pick(["config/prod.yaml", "helm/values-prod.yaml", "ansible/group_vars/db.yml"])
        d = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@ database:\n   host: %s\n-  %s: %s\n+  %s: %s\n   pool: 20" % (
            fname, fname, fname, fname, rint(3, 40), rint(3, 40), pick(HOSTS), key, old, key, new)
        what = "password rotation"
    else:
        v = next_vendor(); items = vendor_items(v)
        env, old = [(k, val) for k, val, s in items if s][0]
        new = [val for k, val, s in vendor_items(v) if s][0]
        fname = pick([".env.production", "deploy/prod.env", "config/settings.ini"])
        d = "--- a/%s\n+++ b/%s\n@@ -1,4 +1,4 @@\n LOG_LEVEL=info\n-%s=%s\n+%s=%s\n PORT=8080" % (fname, fname, env, old, env, new)
        what = v["vendor"] + " key rotation"
    ctx.update({"S": fence(d, "diff"), "F": fname})
    if chance(0.5):
        mc = fill(L(lang, "Reviewing {tk}; I did not know {F} was still tracked in git.", "{tk}를 리뷰하는 중이었는데 {F}이 아직 git에 추적되고 있다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "The change as committed:\n{S}\nBoth the old and the new value are now in history; rotating again and purging history are both needed.",
                    "커밋된 변경:\n{S}\n예전 값과 새 값이 모두 히스토리에 남았다. 다시 교체하고 히스토리도 정리해야 한다."), ctx)
        ask = fill(L(lang, "Should {F} be removed from git and added to .gitignore?", "{F}을 git에서 빼고 .gitignore에 추가할지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "{S}\nThis diff is from the hotfix on {st}. I did not know the hotfix also rotated the credential.",
                    "{S}\n{st} 핫픽스의 diff이다. 핫픽스에서 자격 증명까지 교체한 걸 몰랐다."), ctx)
        le = fill(L(lang, "Consumers outside {svc} still had the old value, which caused the follow-up incident.",
                    "{svc} 외부의 사용처가 아직 예전 값을 쓰고 있어서 후속 장애가 났다."), ctx)
        ask = ""
    return "diff: " + what, mc, le, ask, [old, new]


# ----------------------------------------------------------------------------------------------
# long tokens (hundreds of characters)
# ----------------------------------------------------------------------------------------------
def long_jwt():
    st = rint(0, 2)
    if st == 0:
        hdr = b64u(('{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}' % (rs(B64URL, 27), rs(B64URL, 27))).encode())
        claims = ('{"aud":"https://graph.microsoft.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"acct":0,"acr":"1","aio":"%s",'
                  '"amr":["pwd","mfa"],"app_displayname":"%s","appid":"%s","family_name":"%s","given_name":"%s","ipaddr":"%s","name":"%s","oid":"%s",'
                  '"scp":"openid profile User.Read Mail.Send","sub":"%s","tid":"%s","unique_name":"%s@acme.onmicrosoft.com","uti":"%s","ver":"1.0"}') % (
            uuid4(), 1714000000, 1714000000, 1714003600, rs(B64URL, 80), pick(["ops-portal", "hr-sync"]), uuid4(), pick(["Kim", "Lee", "Park", "Smith"]),
            pick(["Minsu", "Dana", "Jihyun", "Tom"]), "203.0.113.%d" % rint(1, 254), pick(["Minsu Kim", "Dana Lee"]), uuid4(), rs(B64URL, 43), uuid4(),
            pick(["minsu.kim", "dana.lee"]), rs(B64URL, 22))
        return hdr + "." + b64u(claims.encode()) + "." + rs(B64URL, 342), "Entra ID access token (RS256)"
    if st == 1:
        claims = '{"sub":"%s","email":"%s","roles":["admin","billing:write","reports:read"],"org":"%s","sid":"%s","iat":%d,"exp":%d,"perms":%s}' % (
            uuid4(), pick(["ops@acme.io", "minsu@hanbit.kr"]), rs(LALNUM, 12), rs(B64URL, 32), 1714000000, 1716592000,
            "[" + ",".join('"%s:%s"' % (pick(["orders", "users", "invoices", "refunds", "coupons"]), pick(["read", "write", "admin"])) for _ in range(rint(8, 16))) + "]")
        return _jwt(claims), "HS256 session JWT with long claims"
    hdr = b64u(b'{"alg":"ES256","kid":"' + rs(HEX, 16).encode() + b'"}')
    claims = '{"iss":"https://auth.acme.io","azp":"%s","aud":["api","billing"],"scope":"%s","exp":%d}' % (
        rs(ALNUM, 32), " ".join(pick(["read:orders", "write:orders", "read:users", "offline_access", "admin:all"]) for _ in range(6)), 1716592000)
    return hdr + "." + b64u(claims.encode()) + "." + rs(B64URL, 86), "ES256 access token"


def t_long_token(lang):
    st = rint(0, 2)
    if st == 0:
        tok, what = long_jwt()
        shown = pick(["Authorization: Bearer %s", "localStorage.access_token = %s", "{\"access_token\": \"%s\", \"token_type\": \"Bearer\", \"expires_in\": 3599}"]) % tok
    elif st == 1:
        v = [x for x in VENDORS if x["vendor"] == "AWS STS"][0]
        items = vendor_items(v)
        shown = "[default]\n" + "\n".join("%s = %s" % (k.lower(), val) for k, val, _ in items)
        tok = None; what = "AWS STS session credentials (~/.aws/credentials)"
    else:
        v = pick([x for x in VENDORS if x["vendor"] in ("LINE Messaging API", "Atlassian", "Meta", "Dropbox", "Firebase FCM", "OpenAI", "Stripe restricted", "Adyen")])
        items = vendor_items(v)
        tok = secrets_of(items)[0]
        shown = "%s=%s" % (items[0][0], tok)
        what = "long %s %s" % (v["vendor"], v["what"])
    secrets = [tok] if tok else secrets_of(items)
    ctx = base_ctx(lang)
    ctx.update({"S": fence(shown)})
    if st != 0 or chance(0.5):
        mc = fill(L(lang, "The token was cut off when the user pasted it into the terminal, which I did not notice. Full value from the file:\n{S}",
                    "사용자가 터미널에 붙여넣을 때 토큰이 잘렸는데 그걸 알아채지 못했다. 파일에 있던 전체 값:\n{S}"), ctx)
        le = fill(L(lang, "Some terminals wrap or truncate very long single-line values; compare the length with `wc -c` before blaming the API.",
                    "일부 터미널은 아주 긴 한 줄 값을 줄바꿈하거나 자른다. API 탓을 하기 전에 `wc -c`로 길이를 비교할 것."), ctx)
        ask = fill(L(lang, "Could long tokens be passed via a file instead of pasted into the shell?", "긴 토큰은 셸에 붙여넣지 말고 파일로 전달할 수 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Needed to call the internal API as the {st} service user to reproduce {tk}.", "{tk} 재현을 위해 {st} 서비스 사용자로 내부 API를 호출해야 했다."), ctx)
        le = fill(L(lang, "Used this credential from the user's session:\n{S}\nIt expires within the hour; reproduce quickly or ask for a fresh one.",
                    "사용자 세션의 이 자격 증명을 썼다:\n{S}\n한 시간 안에 만료되니 빨리 재현하거나 새로 요청할 것."), ctx)
        ask = ""
    return "long token: " + what, mc, le, ask, secrets


# ----------------------------------------------------------------------------------------------
# dotfiles that hold credentials
# ----------------------------------------------------------------------------------------------
def t_dotfile(lang):
    st = rint(0, 9)
    user = pick(["deploy", "ci-bot", "minsu", "dana", "jenkins", "svc_release"])
    if st == 0:
        _, pw = password(no_space=True)
        body = "machine %s\n  login %s\n  password %s" % (pick(["git.acme.io", "nexus.acme.io", "api.heroku.com"]), user, pw)
        f, sec = "~/.netrc", [pw]
    elif st == 1:
        tok = "npm_" + rs(ALNUM, 36)
        body = "@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok
        f, sec = ".npmrc", [tok]
    elif st == 2:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(120, 150))
        body = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        f, sec = "~/.pypirc", [tok]
    elif st == 3:
        tok = gh_token("ghp_")
        body = "https://%s:%s@github.com" % (user, tok)
        f, sec = "~/.git-credentials", [tok]
    elif st == 4:
        _, pw = password(no_space=True)
        blob = b64(("%s:%s" % (user, pw)).encode())
        body = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(["acme.io", "hanbit.kr"]), blob)
        f, sec = "~/.docker/config.json", [blob]
    elif st == 5:
        akid = "AKIA" + rs(B32, 16); sk = rs(B64, 40)
        body = "[default]\nregion = %s\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(REGIONS), pick(["prod-admin", "billing", "terraform"]), akid, sk)
        f, sec = "~/.aws/credentials", [akid, sk]
    elif st == 6:
        tok = pick(["eyJhbGciOiJSUzI1NiIsImtpZCI6I" + rs(B64URL, 40) + "." + b64u(('{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"ci","kubernetes.io/serviceaccount/secret.name":"deployer-token-%s","sub":"system:serviceaccount:ci:deployer"}' % rs(LALNUM, 5)).encode()) + "." + rs(B64URL, 342),
                    "kubeconfig-u-" + rs(LALNUM, 5) + ":" + rs(LALNUM, 54)])
        body = "users:\n- name: deployer\n  user:\n    token: %s" % tok
        f, sec = "~/.kube/config", [tok]
    elif st == 7:
        _, pw = password(no_space=True)
        body = "%s:5432:%s:%s:%s" % (pick(HOSTS), pick(["*", "orders"]), pick(["app_rw", "postgres"]), pw.replace(":", "\\:"))
        f, sec = "~/.pgpass", [pw.replace(":", "\\:")]
    elif st == 8:
        _, pw = password(no_space=True)
        body = "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(["root", "backup"]), pw, pick(HOSTS))
        f, sec = "~/.my.cnf", [pw]
    else:
        _, pw = password(no_space=True)
        body = "[mysql_backup]\ntype = sftp\nhost = %s\nuser = %s\npass = %s" % (pick(HOSTS), user, pw)
        f, sec = "rclone.conf (pass written in clear by hand)", [pw]
    ctx = base_ctx(lang)
    ctx.update({"S": fence(body), "F": f.split(" ")[0]})
    fr = rint(0, 2)
    if fr == 0:
        mc = fill(L(lang, "A tool on the build host authenticated even though no credential was configured in the job. I did not know about {F}.",
                    "잡에 자격 증명을 설정하지 않았는데도 빌드 호스트의 도구가 인증에 성공했다. {F}의 존재를 몰랐다."), ctx)
        le = fill(L(lang, "The host has this {F}:\n{S}\nTools read it implicitly, so jobs on that host silently run as that identity.",
                    "호스트에 이런 {F}이 있다:\n{S}\n도구가 이를 암묵적으로 읽으므로 그 호스트의 잡은 모두 이 계정으로 조용히 실행된다."), ctx)
        ask = fill(L(lang, "Should I remove {F} from the build host and use per-job credentials?", "빌드 호스트에서 {F}을 지우고 잡별 자격 증명을 쓸지 물어보기."), ctx)
    elif fr == 1:
        mc = fill(L(lang, "Setting up my environment for {svc}; the user told me to copy their {F}:\n{S}",
                    "{svc} 작업 환경을 세팅하는 중이었다. 사용자가 자신의 {F}을 그대로 복사하라고 했다:\n{S}"), ctx)
        le = fill(L(lang, "File mode has to be 600; several clients refuse a group-readable {F}.", "파일 권한은 600이어야 한다. 그룹 읽기 권한이 있으면 거부하는 클라이언트가 있다."), ctx)
        ask = fill(L(lang, "Can I get my own credential instead of sharing yours?", "공유 대신 내 자격 증명을 따로 받을 수 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "The {st} release job broke after the runner image was rebuilt.", "러너 이미지를 다시 빌드한 뒤 {st} 릴리스 잡이 깨졌다."), ctx)
        le = fill(L(lang, "The old image baked in a {F}; the new one does not. For reference, the old contents:\n{S}\nThe job must now inject it at runtime.",
                    "예전 이미지에는 {F}이 구워져 있었고 새 이미지에는 없다. 참고용 예전 내용:\n{S}\n이제 잡이 실행 시점에 주입해야 한다."), ctx)
        ask = ""
    return "dotfile: " + f, mc, le, ask, sec


# ----------------------------------------------------------------------------------------------
# handover tables with several unrelated secrets
# ----------------------------------------------------------------------------------------------
def t_handover(lang):
    rows = []
    secrets = []
    for _ in range(rint(2, 4)):
        if chance(0.5):
            v = next_vendor()
            items = vendor_items(v)
            k, val = [(k, val) for k, val, s in items if s][0]
            rows.append((v["name"], k, val))
        else:
            svc, pk, _, user = pick(PW_SERVICES)
            _, val = password(no_space=True)
            rows.append((svc, "%s / %s" % (user, pk), val))
        secrets.append(val)
    st = rint(0, 1)
    if st == 0:
        body = "| system | key | value |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    else:
        body = "\n".join("%s (%s): %s" % r for r in rows)
    ctx = base_ctx(lang)
    ctx.update({"S": body})
    mc = fill(L(lang, "{who} is leaving and handed over {svc}. I did not know how many external systems it touches.",
                "{who}님이 퇴사하면서 {svc}를 인계했다. 외부 시스템을 몇 개나 쓰는지 몰랐다."), ctx)
    le = fill(L(lang, "Handover sheet as given:\n{S}\nEverything on the sheet should be rotated after the handover.",
                "받은 인수인계 시트:\n{S}\n인계 후에는 시트의 모든 값을 교체해야 한다."), ctx)
    ask = fill(L(lang, "Who should own the rotation of these credentials after {who} leaves?", "{who}님 퇴사 후 이 자격 증명 교체는 누가 맡을지 물어보기."), ctx)
    return "handover sheet with %d secrets" % len(rows), mc, le, ask, secrets


def t_question(lang):
    """the secret sits inside the question the agent asked"""
    if chance(0.6):
        v = next_vendor()
        items = vendor_items(v)
        val = secrets_of(items)[0]
        label = "%s %s" % (v["name"], v["what"])
    else:
        svc, _, _, _ = pick(PW_SERVICES)
        _, val = password()
        label = "%s password" % svc
    ctx = base_ctx(lang)
    ctx.update({"T": val, "W": label})
    st = rint(0, 2)
    if st == 0:
        mc = fill(L(lang, "I asked the user: \"Is {T} the {W} for {st}, or the one for prod?\" because two values were floating around.",
                    "값이 두 개 돌아다녀서 사용자에게 \"{T} 이게 {st}용 {W}인가요, 운영용인가요?\"라고 물었다."), ctx)
        le = fill(L(lang, "Answer: it is the {st} one. Prod values are never shared in chat; they come from the secret store only.",
                    "답: {st}용이다. 운영 값은 채팅으로 공유하지 않고 시크릿 스토어에서만 가져온다."), ctx)
        ask = ""
    elif st == 1:
        mc = fill(L(lang, "The {W} in the wiki did not work for {svc}.", "위키에 있는 {W}가 {svc}에서 동작하지 않았다."), ctx)
        le = fill(L(lang, "The wiki is stale; values there are examples from an old tenant.", "위키는 오래되었고 거기 값은 예전 테넌트의 예시다."), ctx)
        ask = fill(L(lang, "Is `{T}` from the wiki safe to delete, or is some other service still using it?",
                     "위키의 `{T}`를 지워도 되는지, 다른 서비스가 아직 쓰는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Why does {svc} log in successfully with {T} on {st} but not on prod? I did not know the prod {W} differs.",
                    "왜 {svc}가 {st}에서는 {T}로 로그인되는데 운영에서는 안 되는가? 운영 {W}가 다르다는 걸 몰랐다."), ctx)
        le = fill(L(lang, "Each environment has its own {W}; prod is managed by the platform team.", "환경마다 {W}가 따로 있고, 운영 값은 플랫폼 팀이 관리한다."), ctx)
        ask = fill(L(lang, "Should I request prod access from the platform team?", "플랫폼 팀에 운영 접근을 요청할지 물어보기."), ctx)
    return "secret inside a question: " + label, mc, le, ask, [val]


# ==============================================================================================
# CLEAN note templates.  Each returns (category, missing_context, lesson, ask_next_time, risky)
#   risky = the note contains material that looks credential-like to a filter
# ==============================================================================================
def sha256hex():
    return rs(HEX, 64)


def git_sha():
    return rs(HEX, 40)


def ssh_ed25519_pub(comment=None):
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(rb(32))
    return "ssh-ed25519 " + b64(blob) + " " + (comment or pick(["minsu@macbook", "dana@build-01", "deploy@ci", "jenkins@agent-3"]))


def ssh_rsa_pub():
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(b"\x00" + rb(256))
    return "ssh-rsa " + b64(blob) + " " + pick(["ops@bastion", "backup@nas", "tom@laptop"])


def ec_public_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(der), 64)) + "\n-----END PUBLIC KEY-----"


def cert_pem(nlines=None):
    n = nlines or rint(5, 9)
    body = b64(bytes.fromhex("308201") + rb(48 * n))
    lines = wrap(body, 64)[:n]
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"


def gpg_fpr():
    h = rs(HEXU, 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def ssh_fpr():
    return "SHA256:" + b64(rb(32)).rstrip("=")


def tls_fpr():
    return ":".join(rs(HEXU, 2) for _ in range(32))


def age_recipient():
    return "age1" + rs(BECH32, 58)


def aws_account():
    return str(rint(10 ** 11, 10 ** 12 - 1))


def req_id():
    return pick([uuid4(), "req_" + rs(ALNUM, 14), rs(HEX, 32), "%s-%s" % (rs(HEX, 16), pick(["ICN", "NRT", "FRA", "SJC"]))])




CLEAN_ASKS = [
    ("Should I add this to the {svc} runbook?", "{svc} 런북에 이 내용을 추가할지 물어보기."),
    ("Who owns {svc} on {st}, in case this comes up again?", "이런 일이 또 생기면 {st} {svc} 담당자가 누구인지 확인하기."),
    ("Do you want a short section on this in the onboarding doc?", "온보딩 문서에 이 내용을 짧게 넣을지 물어보기."),
    ("Should I open a ticket to tidy this up, or leave it as it is?", "정리 티켓을 열지, 그대로 둘지 물어보기."),
    ("Is there a scanner allow-list I should update for this?", "이 건으로 업데이트해야 할 스캐너 허용 목록이 있는지 물어보기."),
    ("Is {tk} the right ticket to link this to?", "이 내용을 {tk}에 연결하는 게 맞는지 확인하기."),
]


def clean_ask(lang, ctx):
    if chance(0.12):
        return ""
    a = pick(CLEAN_ASKS)
    return fill(L(lang, a[0], a[1]), ctx)


KO_WHAT = {
    '.env.example with placeholder values': '플레이스홀더만 든 .env.example',
    'config template': '설정 템플릿',
    'README curl example': 'README의 curl 예시',
    'docs sample tokens made of x/0/*': 'x/0/*로 채운 문서용 샘플 토큰',
    'command templates with angle-bracket placeholders': '꺾쇠 플레이스홀더가 있는 명령 템플릿',
    "my.cnf template with 'changeme' placeholder": "'changeme' 플레이스홀더가 있는 my.cnf 템플릿",
    'compose interpolation': 'compose 변수 치환',
    'GitHub Actions secrets context': 'GitHub Actions secrets 컨텍스트',
    'Python os.environ': 'Python os.environ 참조',
    'Node process.env': 'Node process.env 참조',
    'k8s secretKeyRef': 'k8s secretKeyRef 참조',
    'Terraform sensitive variable': 'Terraform sensitive 변수',
    'Ansible vars referencing vault vars': 'vault 변수를 참조하는 Ansible 변수',
    'Spring property placeholders': 'Spring 프로퍼티 플레이스홀더',
    'AWS Secrets Manager ARN': 'AWS Secrets Manager ARN',
    'GCP Secret Manager command': 'GCP Secret Manager 명령',
    'Vault KV path': 'Vault KV 경로',
    '1Password secret references': '1Password 시크릿 참조',
    'Azure Key Vault reference (with version id)': 'Azure Key Vault 참조(버전 id 포함)',
    'ExternalSecret manifest': 'ExternalSecret 매니페스트',
    'CloudFormation dynamic reference': 'CloudFormation 동적 참조',
    'Stripe CLI masked keys': 'Stripe CLI의 마스킹된 키',
    'aws configure list': 'aws configure list 출력',
    'CI log with *** masking': '***로 마스킹된 CI 로그',
    'token list UI with bullet masking': '마스킹된 토큰 목록 화면',
    'driver log with masked password': '비밀번호가 마스킹된 드라이버 로그',
    'kubectl output with masked data': '마스킹된 kubectl 출력',
    'console listing with truncated keys': '키가 잘려 표시되는 콘솔 목록',
    'sha256sum of release artifacts': '릴리스 산출물 sha256sum',
    'image pinned by digest': 'digest로 고정한 이미지',
    'git log --oneline': 'git log --oneline 출력',
    'package-lock integrity': 'package-lock integrity 값',
    'go.sum lines': 'go.sum 항목',
    'pip --require-hashes': 'pip --require-hashes 해시',
    'subresource integrity': 'SRI 해시',
    'S3 object headers': 'S3 객체 헤더',
    'response headers with ids': 'id가 담긴 응답 헤더',
    'Stripe error with request ids': '요청 id가 담긴 Stripe 에러',
    'log line with trace ids': 'trace id가 찍힌 로그',
    'AWS error with RequestId/x-amz-id-2': 'RequestId/x-amz-id-2가 있는 AWS 에러',
    'Sentry event ids': 'Sentry 이벤트 id',
    'AWS account id, role and KMS key ARNs': 'AWS 계정 id, 역할·KMS 키 ARN',
    'Twilio SIDs': 'Twilio SID',
    'OAuth client id': 'OAuth 클라이언트 id',
    'Stripe object ids': 'Stripe 객체 id',
    'GitHub App ids': 'GitHub App id',
    'Azure tenant/subscription ids': 'Azure 테넌트/구독 id',
    'WeChat/Feishu/LINE/Kakao app ids': 'WeChat/Feishu/LINE/Kakao 앱 id',
    'Slack and Datadog ids': 'Slack·Datadog id',
    'authorized_keys entries (ed25519)': 'authorized_keys 항목(ed25519)',
    'ssh-rsa public key': 'ssh-rsa 공개 키',
    'PEM PUBLIC KEY (EC)': 'PEM 공개 키(EC)',
    'PEM CERTIFICATE (truncated)': 'PEM 인증서(일부)',
    'GPG key fingerprint': 'GPG 키 지문',
    'SSH host key / TLS fingerprints': 'SSH 호스트 키·TLS 지문',
    'age recipients in .sops.yaml': '.sops.yaml의 age 수신자',
    'public JWKS (x/y only)': '공개 JWKS(x/y만)',
    'base64 feature-flag header': 'base64 피처 플래그 헤더',
    'ConfigMap binaryData PNG': 'ConfigMap binaryData의 PNG',
    'JWT header only': 'JWT 헤더 부분',
    'pagination cursor': '페이지네이션 커서',
    'kubeconfig CA certificate data': 'kubeconfig의 CA 인증서 데이터',
    'GraphQL global node id': 'GraphQL 글로벌 노드 id',
    'S3 object key': 'S3 객체 키',
    'Bazel target label': 'Bazel 타깃 라벨',
    'CloudWatch log stream': 'CloudWatch 로그 스트림',
    'Terraform resource address': 'Terraform 리소스 주소',
    'k8s pod name with hash suffix': '해시 접미사가 붙은 파드 이름',
    'SOPS-encrypted YAML': 'SOPS로 암호화된 YAML',
    'Ansible Vault inline value': 'Ansible Vault 인라인 값',
    'SealedSecret': 'SealedSecret',
    'age-encrypted file': 'age로 암호화된 파일',
    'KMS ciphertext blob': 'KMS 암호문',
    'Jasypt ENC() value': 'Jasypt ENC() 값',
    'Vault transit ciphertext': 'Vault transit 암호문',
}


def kwhat(lang, what):
    return what if lang == "en" else KO_WHAT.get(what, what)


def c_placeholders(lang):
    ctx = base_ctx(lang)
    st = rint(0, 5)
    if st == 0:
        body = "\n".join(["DATABASE_URL=postgres://user:password@localhost:5432/app",
                          "STRIPE_SECRET_KEY=sk_live_" + "X" * 24, "SLACK_BOT_TOKEN=xoxb-your-bot-token",
                          "OPENAI_API_KEY=<your-openai-key>", "AWS_ACCESS_KEY_ID=AKIA" + "X" * 16, "AWS_SECRET_ACCESS_KEY=" + "x" * 40])
        what = ".env.example with placeholder values"
    elif st == 1:
        body = "api:\n  base_url: https://api.%s\n  key: REPLACE_ME\n  secret: \"<set-in-vault>\"\nsmtp:\n  user: noreply@example.com\n  password: \"${SMTP_PASSWORD}\"" % pick(["example.com", "partner.example"])
        what = "config template"
    elif st == 2:
        body = "curl -H \"Authorization: Bearer $TOKEN\" -H 'X-Api-Key: YOUR_API_KEY' https://api.example.com/v1/items"
        what = "README curl example"
    elif st == 3:
        body = "GITHUB_TOKEN=ghp_" + "x" * 36 + "\nNPM_TOKEN=npm_" + "0" * 36 + "\nHF_TOKEN=hf_" + "*" * 34
        what = "docs sample tokens made of x/0/*"
    elif st == 4:
        body = "mysql -u <user> -p<password> -h <host> <database>\npsql \"postgresql://<user>:<password>@<host>:5432/<db>\""
        what = "command templates with angle-bracket placeholders"
    else:
        body = "[client]\nuser = %s\npassword = changeme   # placeholder, real value comes from the secret store at deploy\nhost = 127.0.0.1" % pick(["app", "backup"])
        what = "my.cnf template with 'changeme' placeholder"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "New hires kept asking where the real values for {svc} are. The repo only has a {W}:\n{S}",
                    "신규 입사자들이 {svc}의 실제 값이 어디 있는지 계속 물었다. 저장소에는 {W}만 있다:\n{S}"), ctx)
        le = fill(L(lang, "These are placeholders on purpose; the app refuses to start if it sees them, which is a good guard. Real values are injected at deploy time.",
                    "일부러 넣은 플레이스홀더다. 앱이 이 값을 보면 기동을 거부하도록 되어 있어 좋은 안전장치다. 실제 값은 배포 시 주입된다."), ctx)
        ask = fill(L(lang, "Should the README say explicitly where real values come from?", "실제 값의 출처를 README에 명시할지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "A scanner flagged the {W} in {svc} as leaked credentials ({tk}). I did not know whether the values were real.",
                    "스캐너가 {svc}의 {W}를 유출된 자격 증명으로 표시했다({tk}). 값이 진짜인지 몰랐다."), ctx)
        le = fill(L(lang, "They are not real:\n{S}\nMarked the file in the scanner allow-list instead of changing it.",
                    "진짜 값이 아니다:\n{S}\n파일을 바꾸지 않고 스캐너 허용 목록에 등록했다."), ctx)
        ask = clean_ask(lang, ctx)
    return "placeholders: " + what, mc, le, ask, True


def c_envrefs(lang):
    ctx = base_ctx(lang)
    st = rint(0, 7)
    if st == 0:
        body = "services:\n  api:\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD:?set DB_PASSWORD}\n      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n      JWT_SECRET: ${JWT_SECRET}"
        what = "compose interpolation"
    elif st == 1:
        body = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
        what = "GitHub Actions secrets context"
    elif st == 2:
        body = "db_password = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"PARTNER_API_KEY\")\nif not api_key:\n    raise RuntimeError(\"PARTNER_API_KEY is not set\")"
        what = "Python os.environ"
    elif st == 3:
        body = "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-04-10' });\nconst token = process.env.GITHUB_TOKEN ?? '';"
        what = "Node process.env"
    elif st == 4:
        body = "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: db-credentials\n                key: password\n        envFrom:\n          - secretRef:\n              name: %s-secrets" % pick(SVCS)
        what = "k8s secretKeyRef"
    elif st == 5:
        body = "resource \"aws_db_instance\" \"main\" {\n  username = var.db_username\n  password = var.db_password\n}\n\nvariable \"db_password\" {\n  type      = string\n  sensitive = true\n}"
        what = "Terraform sensitive variable"
    elif st == 6:
        body = "ansible_become_password: \"{{ vault_become_password }}\"\nmysql_root_password: \"{{ lookup('env', 'MYSQL_ROOT_PASSWORD') }}\""
        what = "Ansible vars referencing vault vars"
    else:
        body = "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}\napp.jwt.secret=${JWT_SECRET}"
        what = "Spring property placeholders"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "I did not know where {svc} gets its credentials on {st}. The config only references them ({W}):\n{S}",
                    "{st}에서 {svc}가 자격 증명을 어디서 받는지 몰랐다. 설정은 참조만 한다({W}):\n{S}"), ctx)
        le = fill(L(lang, "The values are injected by the platform at runtime; the repo never contains them. Missing variables fail fast at startup.",
                    "값은 런타임에 플랫폼이 주입하고 저장소에는 절대 들어가지 않는다. 변수가 없으면 기동 시 바로 실패한다."), ctx)
        ask = fill(L(lang, "Who can add a new variable to the {st} environment?", "{st} 환경에 새 변수를 추가할 권한은 누구에게 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Review comment on {tk} asked whether credentials were hard-coded.", "{tk} 리뷰 코멘트에서 자격 증명이 하드코딩되었는지 물었다."), ctx)
        le = fill(L(lang, "They are not; the change only uses references ({W}):\n{S}\nThe secret names must match the ones in the environment settings exactly, including case.",
                    "하드코딩되지 않았다. 변경분은 참조만 쓴다({W}):\n{S}\n시크릿 이름은 환경 설정의 이름과 대소문자까지 정확히 같아야 한다."), ctx)
        ask = clean_ask(lang, ctx)
    return "env-var references: " + what, mc, le, ask, True


def c_secret_manager(lang):
    ctx = base_ctx(lang)
    acct = aws_account()
    st = rint(0, 6)
    if st == 0:
        body = "arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (pick(REGIONS), acct, pick(SVCS), rs(ALNUM, 6))
        what = "AWS Secrets Manager ARN"
    elif st == 1:
        body = "gcloud secrets versions access latest --secret=%s-api-key --project=acme-prod-%d" % (pick(SVCS), rint(100, 999))
        what = "GCP Secret Manager command"
    elif st == 2:
        body = "vault kv get -field=password secret/%s/%s/db\n# policy: path \"secret/data/%s/*\" { capabilities = [\"read\"] }" % (pick(STAGES), pick(SVCS), pick(SVCS))
        what = "Vault KV path"
    elif st == 3:
        body = "DB_PASSWORD=op://Engineering/%s %s DB/password\nSTRIPE_KEY=op://Payments/Stripe live/credential\n$ op run --env-file=.env.tpl -- npm start" % (pick(["Prod", "Staging"]), pick(SVCS))
        what = "1Password secret references"
    elif st == 4:
        body = "@Microsoft.KeyVault(SecretUri=https://acme-kv-%s.vault.azure.net/secrets/DbPassword/%s)" % (pick(["prd", "stg"]), rs(HEX, 32))
        what = "Azure Key Vault reference (with version id)"
    elif st == 5:
        body = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/%s/db\n        property: password" % pick(SVCS)
        what = "ExternalSecret manifest"
    else:
        body = "MasterUserPassword: '{{resolve:secretsmanager:prod/%s/db:SecretString:password}}'" % pick(SVCS)
        what = "CloudFormation dynamic reference"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "I did not know how {svc} resolves its secrets on {st}.", "{st}에서 {svc}가 시크릿을 어떻게 가져오는지 몰랐다."), ctx)
        le = fill(L(lang, "It uses a {W}:\n{S}\nOnly the reference lives in git; the value stays in the manager and the runtime role needs read permission on it.",
                    "{W}를 쓴다:\n{S}\ngit에는 참조만 있고 값은 매니저에 있으며, 런타임 역할에 읽기 권한이 있어야 한다."), ctx)
        ask = fill(L(lang, "Should new services follow the same pattern ({W})?", "새 서비스도 같은 방식({W})을 따를지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "{S}\n{who} asked whether this line exposes anything. I was not sure.", "{S}\n{who}님이 이 줄이 뭔가를 노출하는지 물었는데 확신이 없었다."), ctx)
        le = fill(L(lang, "It does not: a {W} is only a pointer. Access is controlled by IAM on the secret, not by hiding its name.",
                    "노출하지 않는다. {W}는 포인터일 뿐이다. 접근 제어는 이름을 숨기는 게 아니라 시크릿의 IAM으로 한다."), ctx)
        ask = clean_ask(lang, ctx)
    return "secret-manager reference: " + what, mc, le, ask, True


def c_masked(lang):
    ctx = base_ctx(lang)
    st = rint(0, 6)
    if st == 0:
        body = "$ stripe config --list\ntest_mode_api_key = 'sk_test_****************************%s'\nlive_mode_api_key = 'sk_live_****************************%s'" % (rs(ALNUM, 4), rs(ALNUM, 4))
        what = "Stripe CLI masked keys"
    elif st == 1:
        body = "$ aws configure list\n      Name                    Value             Type    Location\n   access_key     ****************%s shared-credentials-file\n   secret_key     ****************%s shared-credentials-file\n       region           %s      config-file    ~/.aws/config" % (rs(UALNUM, 4), rs(ALNUM, 4), pick(REGIONS))
        what = "aws configure list"
    elif st == 2:
        body = "Run ./deploy.sh\n  env:\n    DB_PASSWORD: ***\n    SLACK_TOKEN: ***\n+ curl -H 'Authorization: Bearer ***' https://api.%s/v1/deploys" % pick(["acme.io", "hanbit.kr"])
        what = "CI log with *** masking"
    elif st == 3:
        body = "Personal access tokens\n  ci-release   ghp_••••••••••••••••••••••••••••%s   expires %s\n  local-dev    github_pat_••••••••••••%s   no expiry" % (rs(ALNUM, 4), "2025-%02d-%02d" % (rint(1, 12), rint(1, 28)), rs(ALNUM, 4))
        what = "token list UI with bullet masking"
    elif st == 4:
        body = "%s INFO  connecting to postgresql://app:********@%s:5432/orders (pool=20)" % (ts(), pick(HOSTS))
        what = "driver log with masked password"
    elif st == 5:
        body = "$ kubectl get secret db-creds -o yaml | kubectl neat\ndata:\n  password: <redacted by kubectl-neat --mask>\n  username: <redacted by kubectl-neat --mask>"
        what = "kubectl output with masked data"
    else:
        body = "Settings > API keys\n  Production   AIza...%s (restricted)\n  Staging      AIza...%s" % (rs(B64URL, 4), rs(B64URL, 4))
        what = "console listing with truncated keys"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "Wanted to know which key {svc} is using without seeing the full value. The {W} was enough:\n{S}",
                    "전체 값을 보지 않고 {svc}가 어떤 키를 쓰는지 알고 싶었다. {W}로 충분했다:\n{S}"), ctx)
        le = fill(L(lang, "The last four characters identify the key in the provider console; compare those instead of asking for the full value.",
                    "프로바이더 콘솔에서는 마지막 네 글자로 키를 식별할 수 있다. 전체 값을 요청하지 말고 그것으로 비교할 것."), ctx)
        ask = clean_ask(lang, ctx)
    else:
        mc = fill(L(lang, "I worried the pasted output in {tk} leaked a credential.", "{tk}에 붙여넣은 출력이 자격 증명을 유출했을까 걱정했다."), ctx)
        le = fill(L(lang, "It is masked ({W}):\n{S}\nMasking is done by the tool itself, so this output is safe to share.",
                    "마스킹되어 있다({W}):\n{S}\n도구 자체가 마스킹하므로 이 출력은 공유해도 안전하다."), ctx)
        ask = fill(L(lang, "Is it fine to paste masked output like this into public issues too?", "이렇게 마스킹된 출력은 공개 이슈에도 붙여도 되는지 물어보기."), ctx)
    return "masked output: " + what, mc, le, ask, True


def c_hashes(lang):
    ctx = base_ctx(lang)
    st = rint(0, 7)
    if st == 0:
        body = "\n".join("%s  %s" % (sha256hex(), f) for f in sample(["app-linux-amd64.tar.gz", "app-linux-arm64.tar.gz", "app-darwin-arm64.zip", "app-windows-amd64.zip", "SBOM.spdx.json"], 3))
        what = "sha256sum of release artifacts"
    elif st == 1:
        body = "image: ghcr.io/acme/%s@sha256:%s" % (pick(SVCS), sha256hex())
        what = "image pinned by digest"
    elif st == 2:
        body = "\n".join("%s %s" % (git_sha()[:pick([7, 8, 12])], m) for m in sample(["fix: retry on 429", "chore: bump deps", "feat: add export", "revert: bad migration", "docs: runbook"], 3))
        what = "git log --oneline"
    elif st == 3:
        body = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), rint(1, 9), rint(0, 20), rint(0, 30), "pkg", "pkg-1.0.0", b64(rb(64)))
        what = "package-lock integrity"
    elif st == 4:
        body = "github.com/%s v%d.%d.%d h1:%s\ngithub.com/%s v%d.%d.%d/go.mod h1:%s" % (
            pick(["spf13/cobra", "rs/zerolog", "jackc/pgx/v5"]), rint(0, 5), rint(0, 20), rint(0, 10), b64(rb(32)),
            pick(["google/uuid", "stretchr/testify"]), rint(0, 5), rint(0, 20), rint(0, 10), b64(rb(32)))
        what = "go.sum lines"
    elif st == 5:
        body = "--hash=sha256:%s \\\n--hash=sha256:%s" % (sha256hex(), sha256hex())
        what = "pip --require-hashes"
    elif st == 6:
        body = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % b64(rb(48))
        what = "subresource integrity"
    else:
        body = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (rs(HEX, 32), rs(B64URL, 32), b64(rb(16)))
        what = "S3 object headers"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "Verification step in the release job failed; I did not know which checksum it compares against ({W}).",
                    "릴리스 잡의 검증 단계가 실패했다. 어떤 체크섬과 비교하는지 몰랐다({W})."), ctx)
        le = fill(L(lang, "Expected values:\n{S}\nThe mismatch came from rebuilding the artifact after the checksum file was generated.",
                    "기대값:\n{S}\n체크섬 파일을 만든 뒤 산출물을 다시 빌드해서 불일치가 생겼다."), ctx)
        ask = fill(L(lang, "Should the checksum be generated in the same job as the build?", "체크섬을 빌드와 같은 잡에서 만들지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "{S}\nI was not sure whether these long hex strings were secrets.", "{S}\n이 긴 hex 문자열이 시크릿인지 확신하지 못했다."), ctx)
        le = fill(L(lang, "They are digests ({W}); they identify content and are meant to be public.", "다이제스트({W})다. 내용을 식별하는 값이고 공개되어도 되는 값이다."), ctx)
        ask = clean_ask(lang, ctx)
    return "hashes/digests: " + what, mc, le, ask, True


def c_request_ids(lang):
    ctx = base_ctx(lang)
    st = rint(0, 4)
    if st == 0:
        body = "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\ntraceparent: 00-%s-%s-01\ncf-ray: %s-ICN" % (uuid4(), rs(HEX, 32), rs(HEX, 16), rs(HEX, 16))
        what = "response headers with ids"
    elif st == 1:
        body = "{\"error\": {\"type\": \"invalid_request_error\", \"code\": \"resource_missing\", \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\"}, \"request_id\": \"req_%s\"}" % (rs(ALNUM, 14), rs(ALNUM, 14))
        what = "Stripe error with request ids"
    elif st == 2:
        body = "%s ERROR [%s] job failed job_id=%s trace_id=%s span_id=%s idempotency_key=%s" % (ts(), pick(SVCS), uuid4(), rs(HEX, 32), rs(HEX, 16), uuid4())
        what = "log line with trace ids"
    elif st == 3:
        body = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s)\nx-amz-id-2: %s" % (uuid4().upper().replace("-", "")[:20] + rs(UALNUM, 12), b64(rb(48)))
        what = "AWS error with RequestId/x-amz-id-2"
    else:
        body = "Sentry event %s\nrelease: %s@%s\nuser.id: %s\nsession: %s" % (rs(HEX, 32), pick(SVCS), git_sha()[:12], rint(100000, 999999), uuid4())
        what = "Sentry event ids"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    mc = fill(L(lang, "Support needed something to correlate the failure with the provider's logs; I did not know which id they want.",
                "지원팀이 프로바이더 로그와 대조할 값을 원했는데 어떤 id를 원하는지 몰랐다."), ctx)
    le = fill(L(lang, "They want the request id, which is safe to share ({W}):\n{S}",
                "요청 id를 원하며, 공유해도 안전하다({W}):\n{S}"), ctx)
    ask = fill(L(lang, "Should {svc} log the provider request id on every failure?", "{svc}가 실패할 때마다 프로바이더 요청 id를 로그로 남길지 물어보기.") if chance(0.85) else "", ctx)
    return "request/trace ids: " + what, mc, le, ask, True


def c_ids(lang):
    ctx = base_ctx(lang)
    st = rint(0, 7)
    acct = aws_account()
    if st == 0:
        body = "role_arn = arn:aws:iam::%s:role/%s-deployer\nsource_profile = sso-%s\nkms_key_id = arn:aws:kms:%s:%s:key/%s" % (acct, pick(SVCS), pick(["prod", "stg"]), pick(REGIONS), acct, uuid4())
        what = "AWS account id, role and KMS key ARNs"
    elif st == 1:
        body = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=(from vault)" % (rs(HEX, 32), rs(HEX, 32))
        what = "Twilio SIDs"
    elif st == 2:
        body = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://%s/auth/callback" % (rs(DIGITS, 12), rs(LALNUM, 32), pick(["admin.acme.io", "app.hanbit.kr"]))
        what = "OAuth client id"
    elif st == 3:
        body = "customer: cus_%s\npayment_intent: pi_%s\nprice: price_%s\nconnected account: acct_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16))
        what = "Stripe object ids"
    elif st == 4:
        body = "GitHub App id: %d\nClient ID: Iv23li%s\nInstallation id: %d" % (rint(100000, 999999), rs(ALNUM, 14), rint(10000000, 99999999))
        what = "GitHub App ids"
    elif st == 5:
        body = "tenant: %s\nsubscription: %s\nresource group: rg-%s-%s" % (uuid4(), uuid4(), pick(SVCS), pick(["prd", "stg"]))
        what = "Azure tenant/subscription ids"
    elif st == 6:
        body = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nLINE_CHANNEL_ID=%s\nKAKAO_APP_ID=%d" % (rs(HEX, 16), rs(HEX, 16), rs(DIGITS, 10), rint(100000, 999999))
        what = "WeChat/Feishu/LINE/Kakao app ids"
    else:
        body = "Slack: team T%s, channel C%s, bot user U%s\nDatadog monitor id: %d" % (rs(UALNUM, 10), rs(UALNUM, 10), rs(UALNUM, 10), rint(10 ** 7, 10 ** 8))
        what = "Slack and Datadog ids"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "Wiring {svc} to the provider, I did not know which of these identifiers are sensitive ({W}).",
                    "{svc}를 프로바이더와 연결하면서 이 식별자 중 어떤 것이 민감한지 몰랐다({W})."), ctx)
        le = fill(L(lang, "None of these are credentials:\n{S}\nThey identify resources; access still needs the separate secret held in the vault.",
                    "이 중 자격 증명은 없다:\n{S}\n리소스를 식별할 뿐이고, 접근하려면 vault에 있는 별도의 시크릿이 필요하다."), ctx)
        ask = clean_ask(lang, ctx)
    else:
        mc = fill(L(lang, "{tk}: the integration points at the wrong account and I did not know where the ids were configured.",
                    "{tk}: 연동이 엉뚱한 계정을 가리키는데 id가 어디 설정되는지 몰랐다."), ctx)
        le = fill(L(lang, "They are in the plain config map ({W}):\n{S}\nFixing the id and redeploying was enough; no secret changed.",
                    "평문 ConfigMap에 있다({W}):\n{S}\nid를 고치고 재배포하니 해결됐다. 시크릿은 바뀌지 않았다."), ctx)
        ask = fill(L(lang, "Should these ids move into the shared terraform outputs?", "이 id들을 공용 terraform output으로 옮길지 물어보기."), ctx)
    return "non-secret identifiers: " + what, mc, le, ask, True


def c_public_keys(lang):
    ctx = base_ctx(lang)
    st = rint(0, 7)
    if st == 0:
        body = "\n".join([ssh_ed25519_pub(), ssh_ed25519_pub()])
        what = "authorized_keys entries (ed25519)"
    elif st == 1:
        body = ssh_rsa_pub()
        what = "ssh-rsa public key"
    elif st == 2:
        body = ec_public_pem()
        what = "PEM PUBLIC KEY (EC)"
    elif st == 3:
        body = cert_pem()
        what = "PEM CERTIFICATE (truncated)"
    elif st == 4:
        body = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>" % (rint(1, 12), rint(1, 28), gpg_fpr())
        what = "GPG key fingerprint"
    elif st == 5:
        body = "The authenticity of host '%s' can't be established.\nED25519 key fingerprint is %s.\nTLS cert SHA-256: %s" % (pick(HOSTS), ssh_fpr(), tls_fpr())
        what = "SSH host key / TLS fingerprints"
    elif st == 6:
        body = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s,%s" % (age_recipient(), age_recipient())
        what = "age recipients in .sops.yaml"
    else:
        body = '{"keys":[{"kty":"EC","crv":"P-256","kid":"%s","use":"sig","x":"%s","y":"%s"}]}' % (rs(LALNUM, 8), b64u(rb(32)), b64u(rb(32)))
        what = "public JWKS (x/y only)"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "The partner asked for our key material to allow-list us. I did not know which part is safe to send ({W}).",
                    "파트너가 허용 목록 등록을 위해 키 정보를 요청했다. 어느 부분을 보내도 안전한지 몰랐다({W})."), ctx)
        le = fill(L(lang, "Public half only:\n{S}\nThe private half never leaves the host; if someone asks for it, that is a red flag.",
                    "공개 부분만 보내면 된다:\n{S}\n개인 키는 호스트 밖으로 나가지 않는다. 누가 그걸 요구하면 경고 신호다."), ctx)
        ask = fill(L(lang, "Do they also need our key's fingerprint, or is the key itself enough?", "키 자체로 충분한지, 지문도 필요한지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "{S}\nA pre-commit hook blocked this as 'possible secret'.", "{S}\npre-commit 훅이 이걸 '시크릿 의심'으로 막았다."), ctx)
        le = fill(L(lang, "False alarm: it is public ({W}). Added an inline allow comment instead of disabling the hook.",
                    "오탐이다. 공개 정보({W})다. 훅을 끄지 않고 인라인 허용 주석을 달았다."), ctx)
        ask = clean_ask(lang, ctx)
    return "public key material: " + what, mc, le, ask, True


def c_base64(lang):
    ctx = base_ctx(lang)
    st = rint(0, 5)
    if st == 0:
        raw = '{"feature":"%s","rollout":%d,"regions":["kr","jp"]}' % (pick(["new-checkout", "fast-search", "dark-mode"]), rint(5, 100))
        body = "X-Feature-Flags: " + b64(raw.encode())
        what = "base64 feature-flag header"
    elif st == 1:
        body = "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA" + b64(rb(90))
        what = "ConfigMap binaryData PNG"
    elif st == 2:
        body = "header: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjIwMjQtMDUifQ\n(decoded: {\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"2024-05\"})"
        what = "JWT header only"
    elif st == 3:
        cur = b64(('{"id":%d,"created_at":"2024-%02d-%02d"}' % (rint(10000, 999999), rint(1, 12), rint(1, 28))).encode())
        body = "GET /api/orders?limit=100&cursor=%s" % cur
        what = "pagination cursor"
    elif st == 4:
        body = "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + b64(rb(120))
        what = "kubeconfig CA certificate data"
    else:
        body = "node(id: \"%s\") { ... on User { login } }" % b64(("User:%d" % rint(1000, 99999)).encode())
        what = "GraphQL global node id"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    mc = fill(L(lang, "A long base64 string in {svc} looked like a credential and I did not know what it encoded.",
                "{svc}의 긴 base64 문자열이 자격 증명처럼 보였는데 무엇을 인코딩한 건지 몰랐다."), ctx)
    le = fill(L(lang, "Decoded it: it is a {W}, not a secret.\n{S}\nDecode before panicking; base64 is encoding, not encryption, and most of it is harmless.",
                "디코딩해 보니 시크릿이 아니라 {W}였다.\n{S}\n당황하기 전에 디코딩부터 할 것. base64는 암호화가 아니라 인코딩이고 대부분은 무해하다."), ctx)
    ask = clean_ask(lang, ctx)
    return "base64 of non-secret data: " + what, mc, le, ask, True


def c_long_ids(lang):
    ctx = base_ctx(lang)
    st = rint(0, 4)
    if st == 0:
        body = "s3://acme-lake-prod/exports/dt=2024-%02d-%02d/part-%05d-%s-c000.snappy.parquet" % (rint(1, 12), rint(1, 28), rint(0, 199), uuid4())
        what = "S3 object key"
    elif st == 1:
        body = "//services/%s/internal/handlers:handlers_test_%s" % (pick(SVCS).replace("-", "_"), rs(LALNUM, 24))
        what = "Bazel target label"
    elif st == 2:
        body = "/aws/ecs/%s/%s/%s" % (pick(SVCS), pick(SVCS), rs(HEX, 32))
        what = "CloudWatch log stream"
    elif st == 3:
        body = "module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole\"]" % pick(SVCS).replace("-", "_")
        what = "Terraform resource address"
    else:
        body = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (pick(SVCS), rs(HEX, 10), rs(LALNUM, 5), rint(3, 40), rint(5, 90))
        what = "k8s pod name with hash suffix"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    mc = fill(L(lang, "I could not find the object {tk} refers to; I only had this identifier:\n{S}",
                "{tk}가 가리키는 대상을 찾지 못했다. 가진 건 이 식별자뿐이었다:\n{S}"), ctx)
    le = fill(L(lang, "It is a {W}; the random-looking part is generated and carries no access.", "{W}이고, 무작위처럼 보이는 부분은 생성된 값이라 접근 권한이 없다."), ctx)
    ask = fill(L(lang, "Where do these identifiers get documented?", "이런 식별자는 어디에 문서화되는지 물어보기."), ctx) if chance(0.85) else ""
    return "long identifier: " + what, mc, le, ask, True


def c_versions(lang):
    ctx = base_ctx(lang)
    body = "\n".join(sample(["node v20.%d.%d" % (rint(0, 15), rint(0, 9)), "OpenSSL 3.0.%d 30 Jan 2024" % rint(2, 15),
                             "%s 1.%d.%d+build.2024%02d%02d.%s" % (pick(SVCS), rint(0, 9), rint(0, 30), rint(1, 12), rint(1, 28), git_sha()[:7]),
                             "postgres (PostgreSQL) 16.%d" % rint(0, 4), "Chrome/124.0.%d.%d" % (rint(6000, 6400), rint(0, 200)),
                             "kubectl v1.%d.%d" % (rint(26, 31), rint(0, 9)), "terraform v1.%d.%d" % (rint(5, 9), rint(0, 5))], 4))
    ctx.update({"S": fence(body)})
    mc = fill(L(lang, "The bug only reproduced on {st}; I did not know the tool versions differed.", "버그가 {st}에서만 재현됐는데 도구 버전이 다르다는 걸 몰랐다."), ctx)
    le = fill(L(lang, "Versions on {st}:\n{S}\nPin versions in the image instead of installing latest at boot.",
                "{st}의 버전:\n{S}\n부팅 시 최신을 설치하지 말고 이미지에서 버전을 고정할 것."), ctx)
    ask = fill(L(lang, "Can {st} be rebuilt from the pinned image?", "{st}를 버전 고정 이미지로 다시 만들 수 있는지 물어보기."), ctx)
    return "versions and build metadata", mc, le, ask, True


def c_policy(lang):
    ctx = base_ctx(lang)
    st = rint(0, 2)
    if st == 0:
        mc = fill(L(lang, "Signup for {svc} rejected valid-looking passwords and I did not know the rules.",
                    "{svc} 가입에서 멀쩡해 보이는 비밀번호가 거부됐는데 규칙을 몰랐다."), ctx)
        le = fill(L(lang, "Policy: at least 12 characters, one digit, one symbol, not in the breached-password list, and not equal to the email local part. Passwords are hashed with argon2id; we never store or log them.",
                    "정책: 12자 이상, 숫자와 특수문자 각 1개 이상, 유출 비밀번호 목록에 없을 것, 이메일 아이디와 같지 않을 것. 비밀번호는 argon2id로 해시하며 저장하거나 로그에 남기지 않는다."), ctx)
        ask = fill(L(lang, "Should the error message list the rules instead of saying 'invalid password'?", "'invalid password' 대신 규칙을 안내하도록 에러 메시지를 바꿀지 물어보기."), ctx)
    elif st == 1:
        mc = fill(L(lang, "Audit ({tk}) asked how often service credentials are rotated; I did not know the policy.",
                    "감사({tk})에서 서비스 자격 증명 교체 주기를 물었는데 정책을 몰랐다."), ctx)
        le = fill(L(lang, "API keys: every 90 days or on staff departure. DB passwords: every 180 days, generated with 32 random characters by the secret manager. Tokens in CI must be scoped and expire within a year.",
                    "API 키: 90일마다 또는 담당자 퇴사 시. DB 비밀번호: 180일마다, 시크릿 매니저가 32자 무작위로 생성. CI 토큰은 범위를 제한하고 1년 안에 만료되어야 한다."), ctx)
        ask = clean_ask(lang, ctx)
    else:
        mc = fill(L(lang, "I did not know why the password field in the {svc} admin form has maxlength=72.", "{svc} 관리자 폼의 비밀번호 필드에 maxlength=72가 걸린 이유를 몰랐다."), ctx)
        le = fill(L(lang, "bcrypt ignores bytes after 72, so the limit avoids silently truncated passwords. For Hangul passwords this is only 24 characters (3 bytes each in UTF-8), so the limit should count bytes.",
                    "bcrypt는 72바이트 이후를 무시하므로 비밀번호가 조용히 잘리지 않게 제한한 것이다. 한글 비밀번호는 UTF-8에서 글자당 3바이트라 24자밖에 안 되니 바이트 기준으로 세야 한다."), ctx)
        ask = fill(L(lang, "Should we move to argon2id to drop the 72-byte limit?", "72바이트 제한을 없애기 위해 argon2id로 옮길지 물어보기."), ctx)
    return "password-policy talk without values", mc, le, ask, True


def c_flags(lang):
    ctx = base_ctx(lang)
    st = rint(0, 4)
    pairs = [
        ("`mysql -p` with no value prompts for the password; `-pSECRET` (no space) would put it on the command line and in shell history, and `-p SECRET` treats SECRET as the database name. Use `--defaults-extra-file` or `mysql_config_editor` instead.",
         "`mysql -p`에 값을 주지 않으면 비밀번호를 묻는다. `-p비밀번호`(공백 없이)는 명령줄과 셸 히스토리에 남고, `-p 값`은 값을 DB 이름으로 해석한다. 대신 `--defaults-extra-file`이나 `mysql_config_editor`를 쓸 것."),
        ("`docker login --password-stdin` reads the password from stdin so it never shows in `ps`; `-p` prints a warning for a reason. In CI: `echo \"$REGISTRY_TOKEN\" | docker login -u ci --password-stdin registry.acme.io`.",
         "`docker login --password-stdin`은 표준입력으로 비밀번호를 받아 `ps`에 보이지 않는다. `-p`가 경고를 띄우는 데는 이유가 있다. CI에서는 `echo \"$REGISTRY_TOKEN\" | docker login -u ci --password-stdin registry.acme.io`."),
        ("`sshpass -e` reads SSHPASS from the environment, `-f FILE` reads a file; only `-p` exposes the value in the process list. Prefer key auth anyway.",
         "`sshpass -e`는 환경변수 SSHPASS를, `-f 파일`은 파일을 읽는다. 프로세스 목록에 값이 드러나는 건 `-p`뿐이다. 그래도 키 인증이 낫다."),
        ("`PGPASSWORD` works but is visible in /proc/<pid>/environ; `~/.pgpass` with mode 0600 or `PGPASSFILE` is the documented way. psql ignores .pgpass if its permissions are too open.",
         "`PGPASSWORD`도 되지만 /proc/<pid>/environ에 보인다. 권한 0600인 `~/.pgpass`나 `PGPASSFILE`이 문서화된 방법이다. 권한이 너무 열려 있으면 psql이 .pgpass를 무시한다."),
        ("`redis-cli -a` warns 'Using a password with -a may not be safe'; `REDISCLI_AUTH` env var or `--askpass` avoid that. `--no-auth-warning` only hides the warning.",
         "`redis-cli -a`는 'Using a password with -a may not be safe' 경고를 낸다. `REDISCLI_AUTH` 환경변수나 `--askpass`를 쓰면 피할 수 있다. `--no-auth-warning`은 경고만 숨긴다."),
        ("`gh auth login --with-token` reads the token from stdin; passing it as an argument is not supported on purpose. `GH_TOKEN` in the environment takes precedence over the stored login.",
         "`gh auth login --with-token`은 토큰을 표준입력으로 받는다. 인자로 넘기는 건 일부러 지원하지 않는다. 환경변수 `GH_TOKEN`이 저장된 로그인보다 우선한다."),
        ("`curl -u user` without `:password` prompts interactively; `--netrc-file` keeps credentials out of argv. `-v` prints the Authorization header, so never paste verbose output unedited.",
         "`curl -u user`처럼 `:비밀번호` 없이 쓰면 대화형으로 묻는다. `--netrc-file`을 쓰면 자격 증명이 argv에 남지 않는다. `-v`는 Authorization 헤더를 출력하므로 verbose 출력을 그대로 붙여넣지 말 것."),
        ("`kubectl create secret --from-file` reads from a file, while `--from-literal` leaves the value in shell history. `HISTCONTROL=ignorespace` plus a leading space is a fallback, not a fix.",
         "`kubectl create secret --from-file`은 파일에서 읽고, `--from-literal`은 값이 셸 히스토리에 남는다. `HISTCONTROL=ignorespace`와 앞 공백은 임시방편일 뿐이다."),
        ("`openssl ... -passin env:VAR` or `-passin file:path` avoid `pass:` on the command line; `-passin stdin` also works for scripts.",
         "`openssl ... -passin env:VAR`나 `-passin file:경로`를 쓰면 명령줄에 `pass:`를 쓰지 않아도 된다. 스크립트에서는 `-passin stdin`도 된다."),
    ]
    st = rint(0, len(pairs) - 1)
    ctx["X"] = L(lang, pairs[st][0], pairs[st][1])
    mc = fill(L(lang, "The old runbook for {svc} passed credentials on the command line and I did not know the safer flags.",
                "{svc}의 예전 런북은 자격 증명을 명령줄로 넘기고 있었고 더 안전한 플래그를 몰랐다."), ctx)
    le = fill("{X}", ctx)
    ask = fill(L(lang, "Can I update the runbook to the stdin/file variants?", "런북을 stdin/파일 방식으로 고쳐도 되는지 물어보기."), ctx) if chance(0.85) else ""
    return "CLI password flags explained in prose", mc, le, ask, True


def sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(n)), b64(rb(32)), b64(rb(16)))


def c_encrypted(lang):
    ctx = base_ctx(lang)
    st = rint(0, 6)
    if st == 0:
        body = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"2024-%02d-%02dT10:00:00Z\"\n    mac: %s\n    version: 3.8.1" % (
            sops_enc(rint(12, 30)), sops_enc(6), age_recipient(), rint(1, 12), rint(1, 28), "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(64)), b64(rb(32)), b64(rb(16))))
        what = "SOPS-encrypted YAML"
    elif st == 1:
        hexed = rs(HEX, 80 * rint(4, 6))
        body = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in wrap(hexed, 80))
        what = "Ansible Vault inline value"
    elif st == 2:
        body = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-creds\nspec:\n  encryptedData:\n    password: AgB%s\n    username: AgC%s" % (b64(rb(rint(250, 330))), b64(rb(rint(250, 300))))
        what = "SealedSecret"
    elif st == 3:
        body = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rb(rint(150, 220))), 64)) + "\n-----END AGE ENCRYPTED FILE-----"
        what = "age-encrypted file"
    elif st == 4:
        body = "aws kms decrypt --ciphertext-blob fileb://<(echo '%s' | base64 -d) --query Plaintext --output text" % ("AQICAHh" + b64(rb(rint(150, 200))))
        what = "KMS ciphertext blob"
    elif st == 5:
        body = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rb(rint(32, 48)))
        what = "Jasypt ENC() value"
    else:
        body = "vault write -field=plaintext transit/decrypt/%s ciphertext=vault:v1:%s" % (pick(SVCS), b64(rb(rint(40, 70))))
        what = "Vault transit ciphertext"
    ctx.update({"S": fence(body), "W": kwhat(lang, what)})
    if chance(0.5):
        mc = fill(L(lang, "I did not know whether committing this file was OK ({W}):\n{S}",
                    "이 파일({W})을 커밋해도 되는지 몰랐다:\n{S}"), ctx)
        le = fill(L(lang, "It is encrypted; only holders of the decryption key (KMS/age/vault password) can read it, so it belongs in git. Never commit the decrypted form.",
                    "암호화되어 있어서 복호화 키(KMS/age/vault 비밀번호)를 가진 사람만 읽을 수 있으니 git에 두는 게 맞다. 복호화된 형태는 절대 커밋하지 말 것."), ctx)
        ask = fill(L(lang, "Who holds the decryption key for {svc} on {st}?", "{st} {svc}의 복호화 키는 누가 가지고 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Deploy of {svc} failed at the decrypt step.", "{svc} 배포가 복호화 단계에서 실패했다."), ctx)
        le = fill(L(lang, "The {W} below was re-encrypted for a new recipient list and the CI role was not on it:\n{S}\nAdd the CI identity and re-encrypt; the encrypted value itself is safe to share.",
                    "아래 {W}가 새 수신자 목록으로 재암호화되면서 CI 역할이 빠졌다:\n{S}\nCI 아이덴티티를 추가하고 다시 암호화할 것. 암호화된 값 자체는 공유해도 안전하다."), ctx)
        ask = clean_ask(lang, ctx)
    return "encrypted blob: " + what, mc, le, ask, True


def publishable():
    st = rint(0, 13)
    if st == 0:
        return "Stripe publishable key", "STRIPE_PUBLISHABLE_KEY=pk_live_" + pick(["51"]) + rs(ALNUM, 97)
    if st == 1:
        return "Firebase web config apiKey", ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            rs(B64URL, 35), "acme-shop", "acme-shop", "acme-shop", rs(DIGITS, 12), rs(DIGITS, 12), rs(HEX, 22)))
    if st == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38)
    if st == 3:
        return "Mapbox public token", "mapboxgl.accessToken = '%s';" % _mapbox("pk")
    if st == 4:
        return "Kakao JavaScript key", "<script>Kakao.init('%s'); // Kakao JavaScript key, domain-restricted</script>" % rs(HEX, 32)
    if st == 5:
        return "Toss Payments client key", "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28))
    if st == 6:
        return "Supabase anon key", "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(LOWER, 20), _jwt('{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}' % (rs(LOWER, 20), rint(1690000000, 1720000000), rint(2000000000, 2060000000))))
    if st == 7:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(UALNUM, 10), rs(HEX, 32))
    if st == 8:
        return "Sentry DSN", "Sentry.init({ dsn: 'https://%s@o%d.ingest.sentry.io/%d' });" % (rs(HEX, 32), rint(100000, 999999), rint(1000000, 9999999))
    if st == 9:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.posthog.com' })" % rs(ALNUM, 43)
    if st == 10:
        return "Datadog RUM client token", "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' })" % (uuid4(), rs(HEX, 32))
    if st == 11:
        return "Braintree tokenization key", "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LALNUM, 8), rs(LALNUM, 16))
    if st == 12:
        return "Adyen client key", "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UALNUM, 32)
    return "Google Maps browser key", '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64URL, 35)


def c_publishable(lang):
    what, body = publishable()
    ctx = base_ctx(lang)
    ctx.update({"S": fence(body), "W": what})
    if chance(0.5):
        mc = fill(L(lang, "The security scanner flagged the {W} in the web bundle of {svc}. I did not know whether it is meant to be public.",
                    "보안 스캐너가 {svc} 웹 번들의 {W}를 경고했다. 원래 공개되는 값인지 몰랐다."), ctx)
        le = fill(L(lang, "It is: the vendor documents the {W} as safe to ship to browsers; protection comes from domain/referrer restrictions in the vendor console.\n{S}",
                    "공개되는 값이 맞다. 벤더 문서에 {W}는 브라우저에 노출해도 된다고 되어 있고, 보호는 벤더 콘솔의 도메인/리퍼러 제한으로 한다.\n{S}"), ctx)
        ask = fill(L(lang, "Are the domain restrictions for this key set in the console?", "콘솔에서 이 키의 도메인 제한이 설정되어 있는지 물어보기."), ctx)
    else:
        mc = fill(L(lang, "Frontend for {svc} showed a blank map/checkout on {st}; I did not know which key the client uses.",
                    "{st}에서 {svc} 프런트엔드의 지도/결제 화면이 비어 있었다. 클라이언트가 어떤 키를 쓰는지 몰랐다."), ctx)
        le = fill(L(lang, "The client uses the {W}:\n{S}\nThe {st} domain was missing from the allowed origins; adding it fixed the blank screen.",
                    "클라이언트는 {W}를 쓴다:\n{S}\n허용 도메인에 {st} 도메인이 빠져 있었고, 추가하니 빈 화면이 해결됐다."), ctx)
        ask = clean_ask(lang, ctx)
    return "publishable key: %s [publishable]" % what, mc, le, ask, True


def c_config_labels(lang):
    ctx = base_ctx(lang)
    body = "\n".join(sample(["TOKEN_TTL_SECONDS=900", "PASSWORD_MIN_LENGTH=12", "SECRET_ROTATION_DAYS=90", "API_KEY_HEADER=X-Api-Key",
                             "AUTH_COOKIE_NAME=__Host-session", "JWT_ALGORITHM=RS256", "token_type: Bearer", "PASSWORD_RESET_URL=https://%s/reset" % pick(["app.acme.io", "shop.hanbit.kr"]),
                             "SECRET_NAME=%s-db-credentials" % pick(SVCS), "KEY_ID=%d" % rint(1, 9), "OAUTH_SCOPES=openid profile email",
                             "CREDENTIALS_PROVIDER=instance-profile", "VAULT_ADDR=https://vault.acme.internal:8200", "PASSWORD_HASH=argon2id",
                             "SESSION_SECRET_FILE=/run/secrets/session_key", "AWS_PROFILE=prod-readonly"], rint(4, 6)))
    ctx.update({"S": fence(body)})
    mc = fill(L(lang, "A reviewer thought the {svc} config contained secrets because of the key names.", "리뷰어가 키 이름 때문에 {svc} 설정에 시크릿이 있다고 생각했다."), ctx)
    le = fill(L(lang, "The values are settings, not credentials:\n{S}\nNames like TOKEN/SECRET/PASSWORD alone do not make a value sensitive.",
                "값은 설정이지 자격 증명이 아니다:\n{S}\nTOKEN/SECRET/PASSWORD 같은 이름만으로 값이 민감해지지는 않는다."), ctx)
    ask = fill(L(lang, "Should these settings move to a non-secret ConfigMap?", "이 설정들을 일반 ConfigMap으로 옮길지 물어보기."), ctx) if chance(0.85) else ""
    return "credential-sounding keys with non-secret values", mc, le, ask, True


def c_redacted(lang):
    ctx = base_ctx(lang)
    body = pick(["DB_PASSWORD=[REDACTED]\nSTRIPE_SECRET_KEY=[REDACTED]", "Authorization: Bearer <redacted>\nCookie: session=<redacted>",
                 "aws_secret_access_key = ****REDACTED****", "password: \"{{ REDACTED }}\"", "token=%5BREDACTED%5D&user=ops"])
    ctx.update({"S": fence(body)})
    mc = fill(L(lang, "For {tk} the user pasted the {svc} config with values already redacted:\n{S}\nI did not know whether the real values were the problem.",
                "{tk} 건으로 사용자가 값이 이미 가려진 {svc} 설정을 붙여줬다:\n{S}\n실제 값이 문제인지 알 수 없었다."), ctx)
    le = fill(L(lang, "The structure was the issue (wrong key name), so the redacted copy was enough to debug. Ask for structure, not values.",
                "문제는 구조(잘못된 키 이름)였고, 가려진 사본으로도 디버깅이 충분했다. 값이 아니라 구조를 요청할 것."), ctx)
    ask = clean_ask(lang, ctx)
    return "already-redacted snippet", mc, le, ask, True


PLAIN_TOPICS = [
    ("the integration tests need the docker network 'acme-test' to exist", "통합 테스트에 docker 네트워크 'acme-test'가 미리 있어야 한다는 것",
     "Create it in the Makefile target `test-integration` before running pytest; it is not created by compose because the network is external.",
     "pytest 실행 전에 Makefile의 `test-integration` 타깃에서 만들어야 한다. 네트워크가 external이라 compose가 만들지 않는다."),
    ("the nightly job runs in UTC, not KST", "야간 잡이 KST가 아니라 UTC로 돈다는 것",
     "Cron expressions in the scheduler are UTC; '0 2 * * *' means 11:00 KST. Reports looked one day off because of this.",
     "스케줄러의 cron 표현식은 UTC 기준이다. '0 2 * * *'는 KST 11시다. 그래서 리포트가 하루 어긋나 보였다."),
    ("the monorepo uses pnpm workspaces and npm install breaks the lockfile", "모노레포가 pnpm workspace를 써서 npm install을 하면 lockfile이 깨진다는 것",
     "Always run `pnpm install --frozen-lockfile` at the root; CI fails on lockfile drift.",
     "항상 루트에서 `pnpm install --frozen-lockfile`을 실행할 것. lockfile이 달라지면 CI가 실패한다."),
    ("migrations must be backward compatible for one release", "마이그레이션이 한 릴리스 동안 하위 호환이어야 한다는 것",
     "Add the column nullable first, backfill, then add the constraint in the next release; old pods keep running during the rollout.",
     "먼저 nullable 컬럼을 추가하고 백필한 뒤 다음 릴리스에서 제약 조건을 건다. 롤아웃 중에는 예전 파드가 계속 돈다."),
    ("the API paginates with a max page size of 100", "API의 최대 페이지 크기가 100이라는 것",
     "Requests with limit=500 are silently capped to 100; the client must follow the next link until it is null.",
     "limit=500으로 요청해도 조용히 100으로 잘린다. 클라이언트는 next 링크가 null이 될 때까지 따라가야 한다."),
    ("the Korean locale sorts Hangul by Unicode code point in our DB collation", "DB collation에서 한글이 유니코드 코드 포인트 순으로 정렬된다는 것",
     "Use ICU collation `ko-x-icu` for user-facing lists; the default C collation puts lowercase Latin after Hangul.",
     "사용자에게 보이는 목록에는 ICU collation `ko-x-icu`를 쓸 것. 기본 C collation은 라틴 소문자를 한글 뒤에 둔다."),
    ("feature flags are cached for 60 seconds", "피처 플래그가 60초 동안 캐시된다는 것",
     "After toggling a flag wait a minute before testing; there is no push invalidation.",
     "플래그를 바꾼 뒤 1분 기다렸다가 테스트할 것. push 방식 무효화는 없다."),
    ("the image build uses a multi-stage Dockerfile and tests run in the builder stage", "이미지 빌드가 멀티 스테이지 Dockerfile이고 테스트가 builder 스테이지에서 돈다는 것",
     "Use `docker build --target builder` to debug test failures; the final stage has no dev dependencies.",
     "테스트 실패를 디버깅할 때는 `docker build --target builder`를 쓸 것. 최종 스테이지에는 dev 의존성이 없다."),
    ("the frontend reads the API base URL at build time", "프런트엔드가 API base URL을 빌드 시점에 읽는다는 것",
     "Changing the env var on the running container does nothing; rebuild the bundle per environment.",
     "실행 중인 컨테이너의 환경변수를 바꿔도 소용없다. 환경별로 번들을 다시 빌드해야 한다."),
    ("log retention on staging is 3 days", "스테이징 로그 보관 기간이 3일이라는 것",
     "Export the relevant window to the ticket right away when investigating; after three days it is gone.",
     "조사할 때는 관련 구간을 바로 티켓에 내보낼 것. 3일이 지나면 사라진다."),
    ("the batch job is not idempotent", "배치 잡이 멱등하지 않다는 것",
     "Re-running it double-counts settlements; delete the partial output for the date before a re-run.",
     "다시 돌리면 정산이 중복 집계된다. 재실행 전에 해당 날짜의 부분 출력물을 지울 것."),
    ("Go tests in this repo need -race in CI but it is off locally", "이 저장소의 Go 테스트가 CI에서는 -race로 돌지만 로컬에서는 꺼져 있다는 것",
     "Run `go test -race ./...` locally before pushing; data races only fail in CI otherwise.",
     "푸시 전에 로컬에서 `go test -race ./...`를 돌릴 것. 안 그러면 데이터 레이스가 CI에서만 실패한다."),
]


def c_plain(lang):
    t_en, t_ko, l_en, l_ko = pick(PLAIN_TOPICS)
    ctx = base_ctx(lang)
    ctx.update({"T": L(lang, t_en, t_ko)})
    mc = fill(L(lang, "While working on {svc} ({tk}) I did not know that {T}.", "{svc} 작업({tk}) 중에 {T}을 몰랐다."), ctx)
    le = L(lang, l_en, l_ko)
    ask = fill(L(lang, "Is this documented anywhere for {svc}, or should I add it to the README?", "{svc}에 이 내용이 문서화되어 있는지, README에 추가할지 물어보기."), ctx) if chance(0.85) else ""
    return "plain engineering note", mc, le, ask, False


# ==============================================================================================
# schedule, validation, assembly
# ==============================================================================================
SECRET_SCHEDULE = [
    (t_vendor_container, 78), (t_vendor_inline, 15), (t_vendor_ask_repeat, 12), (t_vendor_split, 12),
    (t_password_container, 20), (t_person_password, 14), (t_app_password, 6), (t_command, 30),
    (t_connstring, 18), (t_http, 18), (t_basic_userpass, 8), (t_cookie, 10), (t_signed_url, 10),
    (t_private_key, 12), (t_wireguard, 4), (t_totp, 7), (t_recovery_codes, 7), (t_pin, 7), (t_wifi, 9),
    (t_webhook, 10), (t_chat, 8), (t_log, 10), (t_diff, 6), (t_long_token, 8), (t_dotfile, 10),
    (t_handover, 5), (t_question, 6),
]
CLEAN_SCHEDULE = [
    (c_placeholders, 26), (c_envrefs, 26), (c_secret_manager, 24), (c_masked, 26), (c_hashes, 24),
    (c_request_ids, 18), (c_ids, 24), (c_public_keys, 24), (c_base64, 16), (c_long_ids, 12), (c_versions, 10),
    (c_policy, 14), (c_flags, 16), (c_encrypted, 22), (c_publishable, 28), (c_config_labels, 14),
    (c_redacted, 8), (c_plain, 28),
]
WINDOW = 8
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def occurrences(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append(i)
        i = text.find(s, i + 1)
    return out


def mask(text, secrets):
    """replace every occurrence of every listed secret by NUL characters"""
    hit = [False] * len(text)
    for s in sorted(secrets, key=lambda x: (-len(x), x)):
        for i in occurrences(text, s):
            for j in range(i, i + len(s)):
                hit[j] = True
    return "".join("\x00" if h else c for c, h in zip(text, hit))


def check_note(kind, fields, secrets):
    """returns None when the note satisfies FORMAT.txt, else a reason string"""
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty field"
    for k, lim in MAX_BYTES.items():
        if len(fields[k].encode("utf-8")) > lim:
            return "too long: " + k
    if any("\x00" in v for v in fields.values()):
        return "NUL in field"
    if kind == "clean":
        return None if not secrets else "clean note with secrets"
    if not secrets:
        return "secret note without secrets"
    for s in secrets:
        if len(s) < WINDOW:
            return "secret shorter than 8: %r" % s
        if not any(s in v for v in fields.values()):
            return "secret not verbatim in fields"
    for v in fields.values():
        m = mask(v, secrets)
        for s in secrets:
            for i in range(len(s) - WINDOW + 1):
                if s[i:i + WINDOW] in m:
                    return "8-char window of a secret outside its occurrences: %r" % s[i:i + WINDOW]
    return None


def has_hangul(s):
    return any("\uac00" <= c <= "\ud7a3" for c in s)


def lang_plan(schedule, n_en):
    """stratified en/ko split: floor(60%) per template, remaining en slots by largest remainder"""
    total = sum(n for _, n in schedule)
    base = [(n * n_en) // total for _, n in schedule]
    rem = sorted(range(len(schedule)), key=lambda i: (-((schedule[i][1] * n_en) % total), i))
    for i in rem[:n_en - sum(base)]:
        base[i] += 1
    slots = []
    for (fn, n), ne in zip(schedule, base):
        slots += [(fn, "en")] * ne + [(fn, "ko")] * (n - ne)
    return slots


STATS = {"regenerated": 0, "reasons": {}}
SEEN = {}


def build(kind, fn, lang):
    for attempt in range(500):
        del CURRENT_VENDORS[:]
        out = fn(lang)
        if kind == "secret":
            category, mc, le, ask, secrets = out
            risky = True
        else:
            category, mc, le, ask, risky = out
            secrets = []
        dedup = []
        for s in secrets:
            if s not in dedup:
                dedup.append(s)
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        why = check_note(kind, fields, dedup)
        if why is None and lang == "ko" and not has_hangul(mc + le):
            why = "korean note without Hangul"
        key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
        if why is None and key in SEEN:
            why = "duplicate of an earlier note"
        if why is None:
            SEEN[key] = 1
            return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": dedup,
                    "_template": fn.__name__, "_vendors": list(CURRENT_VENDORS), "_risky": risky}
        STATS["regenerated"] += 1
        STATS.setdefault("details", []).append("%s/%s: %s" % (fn.__name__, lang, why))
        key = why.split(":")[0]
        STATS["reasons"][key] = STATS["reasons"].get(key, 0) + 1
    raise SystemExit("could not build a valid %s note with %s" % (kind, fn.__name__))


def main():
    assert sum(n for _, n in SECRET_SCHEDULE) == N_SECRET, sum(n for _, n in SECRET_SCHEDULE)
    assert sum(n for _, n in CLEAN_SCHEDULE) == N_CLEAN, sum(n for _, n in CLEAN_SCHEDULE)
    slots = [("secret",) + s for s in lang_plan(SECRET_SCHEDULE, N_EN_EACH)] + \
            [("clean",) + s for s in lang_plan(CLEAN_SCHEDULE, N_EN_EACH)]
    R.shuffle(slots)                       # interleave generation order (still one PRNG stream)
    notes = [build(kind, fn, lang) for kind, fn, lang in slots]

    # global checks
    seen = {}
    for n in notes:
        key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, "duplicate note"
        seen[key] = 1
        assert check_note(n["kind"], n["fields"], n["secrets"]) is None
    for kind in ("secret", "clean"):
        for lang, want in (("en", N_EN_EACH), ("ko", N_KO_EACH)):
            got = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
            assert got == want, (kind, lang, got)
    clean = [n for n in notes if n["kind"] == "clean"]
    risky_share = sum(1 for n in clean if n["_risky"]) / len(clean)
    assert risky_share > 0.80, risky_share

    R.shuffle(notes)                       # final shuffle, then ids
    lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "du%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")

    # statistics (stderr only, so stdout stays empty)
    vend = []
    for n in notes:
        if n["kind"] == "secret":
            for v in n["_vendors"]:
                if v not in vend:
                    vend.append(v)
    tmpl = []
    for n in notes:
        if n["_template"] not in tmpl:
            tmpl.append(n["_template"])
    cats = []
    for n in notes:
        if n["category"] not in cats:
            cats.append(n["category"])
    w = sys.stderr.write
    w("wrote %s (%d notes)\n" % (OUT, len(notes)))
    for kind in ("secret", "clean"):
        w("  %-6s en=%d ko=%d\n" % (kind, sum(1 for n in notes if n["kind"] == kind and n["lang"] == "en"),
                                    sum(1 for n in notes if n["kind"] == kind and n["lang"] == "ko")))
    w("  templates used: %d (secret %d, clean %d); distinct categories: %d\n" % (
        len(tmpl), sum(1 for t in tmpl if t.startswith("t_")), sum(1 for t in tmpl if t.startswith("c_")), len(cats)))
    w("  vendor credential types in catalog: %d; used in secret notes: %d\n" % (len(VENDORS), len(vend)))
    comps = []
    for v in VENDORS:
        if v["vendor"] in vend and v["company"] not in comps:
            comps.append(v["company"])
    w("  distinct vendor companies used: %d\n" % len(comps))
    w("  regions used: %s\n" % ", ".join("%s=%d" % (r, sum(1 for v in VENDORS if v["region"] == r and v["vendor"] in vend))
                                         for r in ("global", "korea", "japan", "china", "europe")))
    w("  secret values listed: %d; clean risky share: %.3f; [publishable] clean notes: %d\n" % (
        sum(len(n["secrets"]) for n in notes), risky_share, sum(1 for n in clean if n["category"].endswith("[publishable]"))))
    w("  candidates regenerated: %d %s\n" % (STATS["regenerated"], json.dumps(STATS["reasons"], sort_keys=True)))
    for d in STATS.get("details", []):
        w("    - %s\n" % d)
    unused = [v["vendor"] for v in VENDORS if v["vendor"] not in vend]
    w("  catalog vendors not drawn: %d %s\n" % (len(unused), ", ".join(unused)))


if __name__ == "__main__":
    main()
