#!/usr/bin/env python3
"""make_blind_set_v107.py -- blind evaluation set v107 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(107_2026_1127), drives every choice; the script never iterates
over a set, so the output is byte-identical on every run and under any
PYTHONHASHSEED.  Output: blind_set_v107.jsonl next to this script
(720 notes: 360 secret, 360 clean; 216 en + 144 ko per kind).
Statistics go to stderr.
"""
import base64
import hashlib
import json
import os
import string
import sys
import random
import urllib.parse

SEED = 107_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v107.jsonl")

N_PER_KIND = 360
N_EN = 216           # 60 % of 360
N_KO = 144           # 40 % of 360

# ----------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l".upper()
SYM = "!@#$%^&*()-_=+[]{};:,.<>?/~"


def rs(alpha, n):
    """n characters drawn from alpha with the global PRNG."""
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "-".join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(ri(1, 9)) + rs(DG, n - 1)


class Deck:
    """Draw items in shuffled order; reshuffle when empty (gives coverage)."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def draw(self):
        if not self.pool:
            self.pool = self.items[:]
            R.shuffle(self.pool)
        return self.pool.pop()


# ------------------------------------------------------------ common pools
PROJ = ["billing-api", "checkout-web", "order-service", "admin-portal", "data-pipeline",
        "mobile-backend", "search-indexer", "notification-worker", "auth-gateway",
        "report-batch", "inventory-sync", "crm-bridge", "settlement-job", "partner-api",
        "ml-serving", "coupon-service", "chat-relay", "media-uploader", "ledger-core",
        "delivery-tracker"]
ENV_EN = ["staging", "production", "prod", "dev", "qa", "sandbox", "preprod"]
ENV_KO = ["운영", "스테이징", "개발", "QA", "운영(prod)", "개발계", "검증계"]
USERS = ["minji", "jhkim", "sora.park", "dkim", "yuna", "taeho", "alex", "maria", "kenji",
         "wei.chen", "lena", "tom", "hyunwoo", "seojin", "deploy", "svc_app", "etl_user",
         "jiwon.lee", "haruka", "marco", "chloe", "sungmin"]
PEOPLE_EN = ["Minji", "Taeho", "Alex", "Maria", "Kenji", "Wei", "Lena", "Tom", "Chloe",
             "Marco", "Priya", "Haruka", "the team lead", "the on-call SRE", "the PM"]
PEOPLE_KO = ["민지님", "태호님", "지원님", "현우님", "서진님", "팀장님", "성민님", "유나님",
             "인프라 담당자", "PM님", "CTO님", "온콜 담당자", "보안팀", "하루카님"]
DBHOSTS = ["db-prod-01.internal", "10.0.3.17", "pg.staging.corp", "mysql-replica-2.internal",
           "orders-db.cluster-c8x2.ap-northeast-2.rds.amazonaws.com", "172.16.8.24",
           "maria01.idc.local", "pg-main.svc.cluster.local", "db.dev.lan", "192.168.10.51",
           "analytics-pg.ap-northeast-1.internal", "mssql-erp01.corp.local"]
DBNAMES = ["app", "orders", "billing", "crm", "analytics", "shop", "ledger", "auth", "erp", "events"]
TIMES = ["09:12", "10:42", "11:05", "13:37", "14:20", "15:58", "16:03", "17:45", "21:10", "23:31"]


def ts():
    return "2025-%02d-%02dT%02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def envname(lang):
    return pick(ENV_EN) if lang == "en" else pick(ENV_KO)


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)


# ------------------------------------------------------------- passwords
WORDS = ["tiger", "summer", "winter", "dragon", "coffee", "rocket", "maple", "ocean", "river",
         "falcon", "pepper", "violet", "shadow", "sunset", "galaxy", "butter", "pirate",
         "lemon", "castle", "forest", "thunder", "marble", "cookie", "panda", "orange",
         "silver", "harbor", "meadow", "candle", "puzzle", "jungle", "copper", "walnut",
         "blossom", "anchor", "glacier", "nimbus", "lantern", "saffron", "quartz", "banjo",
         "cactus", "dolphin", "ember", "fjord", "gravel", "hazel", "igloo", "juniper", "koala"]
NAMES_ROM = ["minjun", "seoyeon", "jiwoo", "hayoon", "doyoon", "jiho", "yuna", "sumin",
             "kenta", "yui", "wei", "lena", "jonas", "marco", "chloe", "noah", "emma"]
KO_WORDS = ["사랑", "고양이", "강아지", "우리집", "행복", "하늘", "바다", "서울", "부산", "제주",
            "봄날", "여름", "가을", "겨울", "별빛", "달빛", "민준", "서연", "지우", "하은", "초코",
            "보리", "콩이", "해피", "토리", "코코", "두부", "감자", "떡볶이", "김치", "라면", "커피",
            "회사", "개발", "운영팀", "관리자", "우리팀", "한강", "남산", "벚꽃", "호랑이", "무지개"]

# Hangul -> dubeolsik (2-set) QWERTY keys, for "typed in the wrong input mode" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
         "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        o = ord(ch) - 0xAC00
        if 0 <= o < 11172:
            out.append(_CHO[o // 588] + _JUNG[(o % 588) // 28] + _JONG[o % 28])
        else:
            out.append(ch)
    return "".join(out)


def _leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    return "".join(table[c] if c in table and chance(0.5) else c for c in w)


def pw_human():
    w = pick(WORDS + NAMES_ROM)
    form = ri(0, 6)
    if form == 0:
        s = w.capitalize() + str(ri(1975, 2025)) + pick("!@#$*?")
    elif form == 1:
        s = w + "%02d%02d" % (ri(1, 12), ri(1, 28)) + pick(["!", "!!", "@", "#", "^^", "*"])
    elif form == 2:
        s = _leet(w.capitalize()) + str(ri(10, 999)) + pick("!?#")
    elif form == 3:
        s = pick(NAMES_ROM) + "@" + str(ri(1985, 2024))
    elif form == 4:
        s = w.capitalize() + pick(WORDS).capitalize() + str(ri(1, 99))
    elif form == 5:
        s = pick(["Welcome", "Spring", "Hello", "Qwer", "Asdf", "Passw0rd", "Admin"]) + \
            pick(["_", "", "#", "."]) + w.capitalize() + str(ri(2019, 2026)) + pick("!@#")
    else:
        s = w.upper()[:3] + rs(DG, 4) + w[3:] + pick("!?$%")
    return s


def pw_passphrase():
    n = ri(3, 5)
    ws = R.sample(WORDS, n)
    form = ri(0, 4)
    if form == 0:
        return "-".join(ws)
    if form == 1:
        return " ".join(ws)
    if form == 2:
        return "".join(w.capitalize() for w in ws) + str(ri(1, 99))
    if form == 3:
        return ".".join(ws) + pick(["!", "7", "42", "#1"])
    return "_".join(w.capitalize() for w in ws)


def pw_punct():
    n = ri(12, 24)
    chars = []
    for _ in range(n):
        chars.append(pick(SYM) if chance(0.45) else pick(AN))
    return "".join(chars)


def pw_kbd():
    w = "".join(pick(KO_WORDS) for _ in range(ri(1, 2)))
    s = hangul_to_qwerty(w)
    s += pick(["", str(ri(1, 9999)), "%02d%02d" % (ri(1, 12), ri(1, 28))]) + pick(["", "!", "@", "!!", "#", "^^"])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    while len(s) < 9:
        s += pick(DG)
    return s


def pw_hangul():
    w = "".join(pick(KO_WORDS) for _ in range(ri(2, 3)))
    s = w + pick(["", str(ri(1, 2025)), "%02d%02d" % (ri(1, 12), ri(1, 28))]) + pick(["", "!", "@", "~", "!!"])
    while len(s) < 8:
        s += pick(DG)
    return s


def pw_service():
    n = ri(16, 32)
    alpha = pick([AN, AN + "!@#%^*-_+=", AN + "-_", AN + "!#$%&*"])
    return rs(alpha, n)


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punct", pw_punct),
            ("korean-keyboard", pw_kbd), ("hangul", pw_hangul), ("generated", pw_service)]


def password(kind=None, avoid="", minlen=8):
    """A password of the given style that contains no character of `avoid`."""
    for _ in range(500):
        if kind is None:
            k, f = pick(PW_KINDS)
        else:
            k, f = kind, dict(PW_KINDS)[kind]
        s = f()
        if len(s) >= minlen and not any(c in avoid for c in s) and s == s.strip():
            return k, s
    raise RuntimeError("password: could not satisfy avoid=%r" % avoid)


# ------------------------------------------------------------------ vendors
# Each vendor entry: display name, region, product, credential parts
# [(ENV_LABEL, generator, is_secret)], how it is sent over HTTP, an endpoint.
VENDORS = []


def vendor(name, region, product, parts, http=None, url="", slug=None, ko=None):
    VENDORS.append(dict(name=name, region=region, product=product, parts=parts, http=http,
                        url=url, slug=slug or name.lower().split()[0].replace(".", ""),
                        ko=ko or name))


T, F = True, False


def _openai_key():
    if chance(0.7):
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)


def _discord_bot():
    snow = str(ri(10 ** 17, 13 * 10 ** 17))
    return b64(snow.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_secret():
    user = pick(USERS).replace(".", "").replace("_", "")
    body = b64u(('{"u":"%s","a":"cl%s"}' % (user, rs(LO + DG, 23))).encode())
    return "sk." + body + "." + rs(B64U, 22)


def _adyen():
    return "AQE" + rs(B64, ri(88, 100)) + "=-" + rs(B64, 43) + "=-" + rs(AN + "<>{}()[]", 12)


def _ms_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34)


def _sb_jwt(role):
    head = b64u(b'{"alg":"HS256","typ":"JWT"}')
    pay = b64u(('{"iss":"supabase","ref":"%s","role":"%s","iat":%d,"exp":%d}'
                % (rs(LO, 20), role, ri(1690000000, 1730000000), ri(2000000000, 2070000000))).encode())
    return head + "." + pay + "." + b64u(rbytes(32))


# --- global
vendor("AWS", "global", "IAM access key",
       [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32, 16), T),
        ("AWS_SECRET_ACCESS_KEY", lambda: rs(AN + "+/", 40), T)],
       None, "https://sts.amazonaws.com/", slug="aws")
vendor("AWS", "global", "STS session credentials",
       [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(B32, 16), T),
        ("AWS_SECRET_ACCESS_KEY", lambda: rs(AN + "+/", 40), T),
        ("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 360)), T)],
       None, "https://sts.amazonaws.com/", slug="aws")
vendor("GitHub", "global", "classic PAT", [("GITHUB_TOKEN", lambda: "ghp_" + rs(AN, 36), T)],
       ("bearer",), "https://api.github.com/user/repos")
vendor("GitHub", "global", "fine-grained PAT",
       [("GH_TOKEN", lambda: "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59), T)],
       ("bearer",), "https://api.github.com/repos/acme/infra/actions/runs")
vendor("GitHub", "global", "OAuth token", [("GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(AN, 36), T)],
       ("auth", "token"), "https://api.github.com/user")
vendor("GitLab", "global", "personal access token",
       [("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), T)],
       ("header", "PRIVATE-TOKEN"), "https://gitlab.com/api/v4/projects")
vendor("GitLab", "global", "runner token",
       [("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), T)], None, "", slug="gitlab")
vendor("Bitbucket", "global", "app password",
       [("BITBUCKET_USER", lambda: pick(USERS), F), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AN, 32), T)],
       ("basic_pair",), "https://api.bitbucket.org/2.0/repositories/acme")
vendor("Slack", "global", "bot token",
       [("SLACK_BOT_TOKEN", lambda: "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(AN, 24), T)],
       ("bearer",), "https://slack.com/api/chat.postMessage")
vendor("Slack", "global", "user token",
       [("SLACK_USER_TOKEN", lambda: "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32), T)],
       ("bearer",), "https://slack.com/api/conversations.history")
vendor("Slack", "global", "app-level token",
       [("SLACK_APP_TOKEN", lambda: "xapp-1-A0" + rs(UP + DG, 9) + "-" + digits(13) + "-" + hexs(64), T)],
       None, "")
vendor("Stripe", "global", "secret key",
       [("STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(AN, pick([24, 99])), T)],
       ("basic_key",), "https://api.stripe.com/v1/charges")
vendor("Stripe", "global", "restricted key",
       [("STRIPE_API_KEY", lambda: "rk_live_" + rs(AN, pick([24, 99])), T)],
       ("bearer",), "https://api.stripe.com/v1/refunds")
vendor("Stripe", "global", "webhook signing secret",
       [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32), T)], None, "")
vendor("OpenAI", "global", "API key", [("OPENAI_API_KEY", _openai_key, T)],
       ("bearer",), "https://api.openai.com/v1/chat/completions")
vendor("Anthropic", "global", "API key",
       [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", T)],
       ("header", "x-api-key"), "https://api.anthropic.com/v1/messages")
vendor("Google", "global", "Gemini API key", [("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35), T)],
       ("query", "key"), "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent")
vendor("Google", "global", "OAuth client secret",
       [("GOOGLE_CLIENT_ID", lambda: digits(12) + "-" + rs(LO + DG, 32) + ".apps.googleusercontent.com", F),
        ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), T)], None, "")
vendor("Google", "global", "OAuth refresh token",
       [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(AN, 2) + rs(B64U, ri(96, 100)), T)], None, "")
vendor("Google", "global", "OAuth access token",
       [("GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rs(B64U, ri(180, 230)), T)],
       ("bearer",), "https://www.googleapis.com/drive/v3/files")
vendor("Firebase", "global", "FCM legacy server key",
       [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), T)],
       ("auth", "key="), "https://fcm.googleapis.com/fcm/send")
vendor("Twilio", "global", "auth token",
       [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), F), ("TWILIO_AUTH_TOKEN", lambda: hexs(32), T)],
       ("basic_pair",), "https://api.twilio.com/2010-04-01/Accounts")
vendor("SendGrid", "global", "API key",
       [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), T)],
       ("bearer",), "https://api.sendgrid.com/v3/mail/send")
vendor("Mailgun", "global", "API key",
       [("MAILGUN_API_KEY", lambda: pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), T)],
       ("basic_user", "api"), "https://api.mailgun.net/v3/mg.example.com/messages")
vendor("Mailchimp", "global", "API key",
       [("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(ri(1, 21)), T)],
       ("bearer",), "https://us6.api.mailchimp.com/3.0/lists")
vendor("npm", "global", "access token", [("NPM_TOKEN", lambda: "npm_" + rs(AN, 36), T)], None, "")
vendor("PyPI", "global", "API token",
       [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(130, 170)), T)], None, "")
vendor("Docker Hub", "global", "personal access token",
       [("DOCKERHUB_USERNAME", lambda: pick(USERS).replace(".", ""), F),
        ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), T)], None, "", slug="dockerhub")
vendor("Hugging Face", "global", "access token", [("HF_TOKEN", lambda: "hf_" + rs(AN, 34), T)],
       ("bearer",), "https://huggingface.co/api/whoami-v2", slug="huggingface")
vendor("Shopify", "global", "Admin API access token",
       [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), T)],
       ("header", "X-Shopify-Access-Token"), "https://acme-store.myshopify.com/admin/api/2024-07/orders.json")
vendor("Atlassian", "global", "API token",
       [("JIRA_USER", lambda: pick(USERS) + "@acme.io", F),
        ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, ri(160, 180)) + "=" + rs(HEXU, 8), T)],
       ("basic_pair",), "https://acme.atlassian.net/rest/api/3/search", slug="jira")
vendor("DigitalOcean", "global", "API token", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), T)],
       ("bearer",), "https://api.digitalocean.com/v2/droplets")
vendor("Datadog", "global", "API and application keys",
       [("DD_API_KEY", lambda: hexs(32), T), ("DD_APP_KEY", lambda: hexs(40), T)],
       ("header", "DD-API-KEY"), "https://api.datadoghq.com/api/v1/validate")
vendor("New Relic", "global", "user API key", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UP + DG, 27), T)],
       ("header", "Api-Key"), "https://api.newrelic.com/graphql", slug="newrelic")
vendor("Sentry", "global", "user auth token", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), T)],
       ("bearer",), "https://sentry.io/api/0/projects/")
vendor("Linear", "global", "API key", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40), T)],
       ("auth", ""), "https://api.linear.app/graphql")
vendor("Notion", "global", "integration token",
       [("NOTION_TOKEN", lambda: pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]), T)],
       ("bearer",), "https://api.notion.com/v1/databases")
vendor("Airtable", "global", "personal access token",
       [("AIRTABLE_TOKEN", lambda: "pat" + rs(AN, 14) + "." + hexs(64), T)],
       ("bearer",), "https://api.airtable.com/v0/meta/bases")
vendor("Figma", "global", "personal access token", [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), T)],
       ("header", "X-Figma-Token"), "https://api.figma.com/v1/me")
vendor("Cloudflare", "global", "API token", [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), T)],
       ("bearer",), "https://api.cloudflare.com/client/v4/user/tokens/verify")
vendor("Vercel", "global", "access token", [("VERCEL_TOKEN", lambda: rs(AN, 24), T)],
       ("bearer",), "https://api.vercel.com/v9/projects")
vendor("Netlify", "global", "personal access token", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36), T)],
       ("bearer",), "https://api.netlify.com/api/v1/sites")
vendor("Telegram", "global", "bot token",
       [("TELEGRAM_BOT_TOKEN", lambda: str(ri(10 ** 9, 8 * 10 ** 9 - 1)) + ":AA" + rs(B64U, 33), T)], None, "")
vendor("Discord", "global", "bot token", [("DISCORD_BOT_TOKEN", _discord_bot, T)],
       ("auth", "Bot"), "https://discord.com/api/v10/users/@me")
vendor("Okta", "global", "API token", [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), T)],
       ("auth", "SSWS"), "https://acme.okta.com/api/v1/users")
vendor("Square", "global", "access token", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), T)],
       ("bearer",), "https://connect.squareup.com/v2/locations")
vendor("Braintree", "global", "PayPal access token",
       [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LO + DG, 16) + "$" + hexs(32), T)],
       None, "")
vendor("HCP Terraform", "global", "API token",
       [("TF_TOKEN_app_terraform_io", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), T)],
       ("bearer",), "https://app.terraform.io/api/v2/organizations", slug="terraform")
vendor("HashiCorp Vault", "global", "service token",
       [("VAULT_TOKEN", lambda: pick(["hvs." + rs(B64U, 24), "hvs.CAESI" + rs(B64U, ri(80, 100))]), T)],
       ("header", "X-Vault-Token"), "https://vault.internal:8200/v1/secret/data/app", slug="vault")
vendor("Postman", "global", "API key",
       [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), T)],
       ("header", "X-Api-Key"), "https://api.getpostman.com/collections")
vendor("Grafana", "global", "service account token",
       [("GRAFANA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + hexs(8), T)],
       ("bearer",), "https://grafana.acme.io/api/dashboards/uid/ops")
vendor("Doppler", "global", "service token",
       [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40), T)], None, "")
vendor("Pulumi", "global", "access token", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), T)], None, "")
vendor("Supabase", "global", "service_role key",
       [("SUPABASE_URL", lambda: "https://" + rs(LO, 20) + ".supabase.co", F),
        ("SUPABASE_SERVICE_ROLE_KEY", lambda: _sb_jwt("service_role"), T)], None, "")
vendor("Supabase", "global", "management access token",
       [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), T)], ("bearer",),
       "https://api.supabase.com/v1/projects")
vendor("Azure", "global", "storage account key",
       [("AZURE_STORAGE_ACCOUNT", lambda: pick(["acmelogs", "stprodassets", "backupkr01", "mediaeu"]) + rs(DG, 2), F),
        ("AZURE_STORAGE_KEY", lambda: b64(rbytes(64)), T)], None, "")
vendor("Azure", "global", "Entra ID client secret",
       [("AZURE_TENANT_ID", uuid4, F), ("AZURE_CLIENT_ID", uuid4, F),
        ("AZURE_CLIENT_SECRET", _ms_client_secret, T)], None, "")
vendor("Azure OpenAI", "global", "API key", [("AZURE_OPENAI_API_KEY", lambda: hexs(32), T)],
       ("header", "api-key"), "https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01",
       slug="azure_openai")
vendor("Mapbox", "global", "secret token", [("MAPBOX_SECRET_TOKEN", _mapbox_secret, T)],
       ("query", "access_token"), "https://api.mapbox.com/uploads/v1/acme")
vendor("Algolia", "global", "admin API key",
       [("ALGOLIA_APP_ID", lambda: rs(UP + DG, 10), F), ("ALGOLIA_ADMIN_KEY", lambda: hexs(32), T)],
       ("header", "X-Algolia-API-Key"), "https://ABCD1234EF.algolia.net/1/indexes")
vendor("Contentful", "global", "management token", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), T)],
       ("bearer",), "https://api.contentful.com/spaces")
vendor("Databricks", "global", "personal access token", [("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32), T)],
       ("bearer",), "https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list")
vendor("CircleCI", "global", "personal API token",
       [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(AN, 22) + "_" + hexs(40), T)],
       ("header", "Circle-Token"), "https://circleci.com/api/v2/me")
vendor("age", "global", "X25519 identity",
       [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32, 58), T)], None, "")
vendor("WireGuard", "global", "private key", [("WG_PRIVATE_KEY", lambda: b64(rbytes(32)), T)], None, "")
vendor("Groq", "global", "API key", [("GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52), T)],
       ("bearer",), "https://api.groq.com/openai/v1/chat/completions")
vendor("Replicate", "global", "API token", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37), T)],
       ("bearer",), "https://api.replicate.com/v1/predictions")
vendor("xAI", "global", "API key", [("XAI_API_KEY", lambda: "xai-" + rs(AN, 80), T)],
       ("bearer",), "https://api.x.ai/v1/chat/completions")
vendor("Cohere", "global", "API key", [("CO_API_KEY", lambda: rs(AN, 40), T)],
       ("bearer",), "https://api.cohere.com/v2/chat")
vendor("1Password", "global", "service account token",
       [("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, ri(300, 380)), T)], None, "", slug="onepassword")
vendor("Render", "global", "API key", [("RENDER_API_KEY", lambda: "rnd_" + rs(AN, 32), T)],
       ("bearer",), "https://api.render.com/v1/services")
vendor("Dropbox", "global", "short-lived access token",
       [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64U, ri(135, 150)), T)],
       ("bearer",), "https://api.dropboxapi.com/2/files/list_folder")
vendor("Salesforce", "global", "session id",
       [("SF_INSTANCE_URL", lambda: "https://acme.my.salesforce.com", F),
        ("SF_ACCESS_TOKEN", lambda: "00D" + rs(AN, 12) + "!" + rs(AN + "._", 96), T)],
       ("bearer",), "https://acme.my.salesforce.com/services/data/v61.0/sobjects/Account")
vendor("PlanetScale", "global", "database password",
       [("DATABASE_USERNAME", lambda: rs(LO + DG, 12), F), ("DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), T)],
       None, "")
vendor("Sourcegraph", "global", "access token", [("SRC_ACCESS_TOKEN", lambda: "sgp_" + hexs(40), T)],
       ("auth", "token"), "https://sourcegraph.acme.io/.api/graphql")
vendor("Asana", "global", "personal access token",
       [("ASANA_PAT", lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32), T)],
       ("bearer",), "https://app.asana.com/api/1.0/users/me")

# --- Korea
vendor("Kakao", "kr", "REST API key", [("KAKAO_REST_API_KEY", lambda: hexs(32), T)],
       ("auth", "KakaoAK"), "https://dapi.kakao.com/v2/local/search/address.json", ko="카카오")
vendor("Kakao", "kr", "Admin key", [("KAKAO_ADMIN_KEY", lambda: hexs(32), T)],
       ("auth", "KakaoAK"), "https://kapi.kakao.com/v1/user/ids", ko="카카오")
vendor("Naver Developers", "kr", "client secret",
       [("NAVER_CLIENT_ID", lambda: rs(AN + "_", 20), F), ("NAVER_CLIENT_SECRET", lambda: rs(AN + "_", 10), T)],
       ("naver",), "https://openapi.naver.com/v1/search/blog.json", slug="naver", ko="네이버 개발자센터")
vendor("Naver Cloud Platform", "kr", "API access key",
       [("NCLOUD_ACCESS_KEY", lambda: rs(UP + DG, 20), T), ("NCLOUD_SECRET_KEY", lambda: rs(AN, 40), T)],
       None, "", slug="ncloud", ko="네이버 클라우드")
vendor("Naver Cloud Platform", "kr", "CLOVA Studio API key",
       [("CLOVASTUDIO_API_KEY", lambda: "nv-" + hexs(32) + rs(AN, 4), T)],
       ("bearer",), "https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003",
       slug="clova", ko="클로바 스튜디오")
vendor("Toss Payments", "kr", "secret key",
       [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(AN, 28), T)],
       ("basic_key",), "https://api.tosspayments.com/v1/payments/confirm", slug="toss", ko="토스페이먼츠")
vendor("PortOne", "kr", "REST API key and secret",
       [("IMP_KEY", lambda: digits(16), T), ("IMP_SECRET", lambda: rs(AN, 80), T)],
       None, "", slug="iamport", ko="포트원(아임포트)")
vendor("PortOne", "kr", "V2 API secret", [("PORTONE_API_SECRET", lambda: rs(AN, 80), T)],
       ("auth", "PortOne"), "https://api.portone.io/payments", slug="portone", ko="포트원")
vendor("Solapi", "kr", "API key and secret",
       [("SOLAPI_API_KEY", lambda: "NCS" + rs(UP + DG, 13), T), ("SOLAPI_API_SECRET", lambda: rs(UP + DG, 32), T)],
       None, "", ko="솔라피(쿨에스엠에스)")
vendor("Kakao Pay", "kr", "secret key", [("KAKAOPAY_SECRET_KEY", lambda: pick(["PRD", "DEV"]) + rs(HEXU, 38), T)],
       ("auth", "SECRET_KEY"), "https://open-api.kakaopay.com/online/v1/payment/ready",
       slug="kakaopay", ko="카카오페이")
vendor("Channel Talk", "kr", "access key and secret",
       [("CHANNEL_ACCESS_KEY", lambda: hexs(24), T), ("CHANNEL_ACCESS_SECRET", lambda: hexs(32), T)],
       None, "", slug="channeltalk", ko="채널톡")
vendor("data.go.kr", "kr", "service key", [("DATA_GO_KR_SERVICE_KEY", lambda: b64(rbytes(64)), T)],
       None, "", slug="datagokr", ko="공공데이터포털")
vendor("NHN Cloud", "kr", "SMS secret key",
       [("NHN_SMS_APP_KEY", lambda: rs(AN, 16), F), ("NHN_SMS_SECRET_KEY", lambda: rs(AN, 8), T)],
       ("header", "X-Secret-Key"), "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/", slug="nhncloud", ko="NHN Cloud")
vendor("Sendbird", "kr", "API token",
       [("SENDBIRD_APP_ID", lambda: uuid4().upper(), F), ("SENDBIRD_API_TOKEN", lambda: hexs(40), T)],
       ("header", "Api-Token"), "https://api-APPID.sendbird.com/v3/users", ko="센드버드")
vendor("KG Inicis", "kr", "sign key",
       [("INICIS_MID", lambda: "INIpay" + rs(DG, 4), F), ("INICIS_SIGN_KEY", lambda: b64(rbytes(24)), T)],
       None, "", slug="inicis", ko="KG이니시스")
vendor("Upbit", "kr", "Open API keys",
       [("UPBIT_ACCESS_KEY", lambda: rs(AN, 40), T), ("UPBIT_SECRET_KEY", lambda: rs(AN, 40), T)],
       None, "", ko="업비트")
vendor("Bithumb", "kr", "API key and secret",
       [("BITHUMB_API_KEY", lambda: hexs(32), T), ("BITHUMB_SECRET_KEY", lambda: hexs(32), T)],
       None, "", ko="빗썸")
vendor("Coupang", "kr", "Open API keys",
       [("COUPANG_ACCESS_KEY", uuid4, T), ("COUPANG_SECRET_KEY", lambda: hexs(40), T)],
       None, "", ko="쿠팡 Wing")

# --- Japan
vendor("LINE", "jp", "Messaging API channel",
       [("LINE_CHANNEL_SECRET", lambda: hexs(32), T),
        ("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", T)],
       None, "", ko="LINE")
vendor("LINE", "jp", "LINE Notify token", [("LINE_NOTIFY_TOKEN", lambda: rs(AN, 43), T)],
       ("bearer",), "https://notify-api.line.me/api/notify", ko="LINE")
vendor("Chatwork", "jp", "API token", [("CHATWORK_API_TOKEN", lambda: hexs(32), T)],
       ("header", "X-ChatWorkToken"), "https://api.chatwork.com/v2/rooms")
vendor("PAY.JP", "jp", "secret key", [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(48), T)],
       ("basic_key",), "https://api.pay.jp/v1/charges", slug="payjp")
vendor("Backlog", "jp", "API key", [("BACKLOG_API_KEY", lambda: rs(AN, 64), T)],
       ("query", "apiKey"), "https://acme.backlog.jp/api/v2/issues")
vendor("kintone", "jp", "API token", [("KINTONE_API_TOKEN", lambda: rs(AN, 40), T)],
       ("header", "X-Cybozu-API-Token"), "https://acme.cybozu.com/k/v1/records.json")
vendor("Sakura Cloud", "jp", "API key",
       [("SAKURACLOUD_ACCESS_TOKEN", uuid4, T), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(AN, 64), T)],
       None, "", slug="sakuracloud")
vendor("GMO Payment Gateway", "jp", "shop password",
       [("GMO_SHOP_ID", lambda: "tshop" + rs(DG, 8), F), ("GMO_SHOP_PASS", lambda: rs(LO + DG, 8), T)],
       None, "", slug="gmopg")
vendor("freee", "jp", "OAuth client secret",
       [("FREEE_CLIENT_ID", lambda: digits(15), F), ("FREEE_CLIENT_SECRET", lambda: rs(B64U, 43), T)], None, "")

# --- China
vendor("Alibaba Cloud", "cn", "AccessKey pair",
       [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(AN, 18), T),
        ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AN, 30), T)], None, "", slug="aliyun")
vendor("Tencent Cloud", "cn", "API key pair",
       [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AN, 32), T),
        ("TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32), T)], None, "", slug="tencentcloud")
vendor("Huawei Cloud", "cn", "AK/SK",
       [("HUAWEICLOUD_SDK_AK", lambda: rs(UP + DG, 20), T), ("HUAWEICLOUD_SDK_SK", lambda: rs(AN, 40), T)],
       None, "", slug="huaweicloud")
vendor("Baidu AI Cloud", "cn", "BCE AK/SK",
       [("BCE_ACCESS_KEY_ID", lambda: hexs(32), T), ("BCE_SECRET_ACCESS_KEY", lambda: hexs(32), T)],
       None, "", slug="bce")
vendor("Qiniu", "cn", "AK/SK",
       [("QINIU_ACCESS_KEY", lambda: rs(B64U, 40), T), ("QINIU_SECRET_KEY", lambda: rs(B64U, 40), T)], None, "")
vendor("WeChat", "cn", "Official Account AppSecret",
       [("WECHAT_APPID", lambda: "wx" + hexs(16), F), ("WECHAT_APPSECRET", lambda: hexs(32), T)], None, "")
vendor("WeChat Pay", "cn", "APIv3 key",
       [("WECHATPAY_MCHID", lambda: digits(10), F), ("WECHATPAY_APIV3_KEY", lambda: rs(AN, 32), T)],
       None, "", slug="wechatpay")
vendor("DingTalk", "cn", "robot webhook token and signing secret",
       [("DINGTALK_ACCESS_TOKEN", lambda: hexs(64), T), ("DINGTALK_SECRET", lambda: "SEC" + hexs(64), T)],
       None, "")
vendor("Feishu", "cn", "app secret",
       [("FEISHU_APP_ID", lambda: "cli_" + hexs(16), F), ("FEISHU_APP_SECRET", lambda: rs(AN, 32), T)], None, "")
vendor("Volcengine", "cn", "AK/SK",
       [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B64U, 40), T), ("VOLC_SECRETKEY", lambda: rs(AN, 56) + "==", T)],
       None, "")
vendor("Zhipu AI", "cn", "API key", [("ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs(AN, 16), T)],
       ("bearer",), "https://open.bigmodel.cn/api/paas/v4/chat/completions", slug="zhipu")
vendor("Moonshot AI", "cn", "API key", [("MOONSHOT_API_KEY", lambda: "sk-" + rs(AN, 48), T)],
       ("bearer",), "https://api.moonshot.cn/v1/chat/completions", slug="moonshot")
vendor("DeepSeek", "cn", "API key", [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), T)],
       ("bearer",), "https://api.deepseek.com/chat/completions")

# --- Europe
vendor("Mollie", "eu", "live API key", [("MOLLIE_API_KEY", lambda: "live_" + rs(AN, 30), T)],
       ("bearer",), "https://api.mollie.com/v2/payments")
vendor("Adyen", "eu", "API key", [("ADYEN_API_KEY", _adyen, T)],
       ("header", "X-API-Key"), "https://checkout-test.adyen.com/v71/payments")
vendor("GoCardless", "eu", "live access token", [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), T)],
       ("bearer",), "https://api.gocardless.com/payments")
vendor("Scaleway", "eu", "API key",
       [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UP + DG, 17), T), ("SCW_SECRET_KEY", uuid4, T)],
       ("header", "X-Auth-Token"), "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")
vendor("OVHcloud", "eu", "application secret and consumer key",
       [("OVH_APPLICATION_KEY", lambda: rs(AN, 16), F), ("OVH_APPLICATION_SECRET", lambda: rs(AN, 32), T),
        ("OVH_CONSUMER_KEY", lambda: rs(AN, 32), T)], None, "", slug="ovh")
vendor("Hetzner", "eu", "Cloud API token", [("HCLOUD_TOKEN", lambda: rs(AN, 64), T)],
       ("bearer",), "https://api.hetzner.cloud/v1/servers")
vendor("DeepL", "eu", "auth key", [("DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""]), T)],
       ("auth", "DeepL-Auth-Key"), "https://api-free.deepl.com/v2/translate")
vendor("Mistral AI", "eu", "API key", [("MISTRAL_API_KEY", lambda: rs(AN, 32), T)],
       ("bearer",), "https://api.mistral.ai/v1/chat/completions", slug="mistral")
vendor("Klarna", "eu", "API credentials",
       [("KLARNA_USERNAME", lambda: "K" + rs(DG, 6) + "_" + hexs(12), F), ("KLARNA_PASSWORD", lambda: rs(AN, 16), T)],
       ("basic_pair",), "https://api.klarna.com/payments/v1/sessions")
vendor("Wise", "eu", "API token", [("WISE_API_TOKEN", uuid4, T)],
       ("bearer",), "https://api.transferwise.com/v1/profiles")
vendor("bunq", "eu", "API key", [("BUNQ_API_KEY", lambda: hexs(64), T)], None, "")
vendor("Vonage", "eu", "API key and secret",
       [("VONAGE_API_KEY", lambda: hexs(8), T), ("VONAGE_API_SECRET", lambda: rs(AN, 16), T)],
       ("basic_pair",), "https://api.nexmo.com/v1/calls")
vendor("Yandex Cloud", "eu", "OAuth token", [("YC_TOKEN", lambda: "y0_" + rs(B64U, 55), T)], None, "", slug="yc")
vendor("Yandex Cloud", "eu", "static access key",
       [("YC_ACCESS_KEY_ID", lambda: "YCAJ" + rs(B64U, 21), T), ("YC_SECRET_ACCESS_KEY", lambda: "YC" + rs(B64U, 38), T)],
       None, "", slug="yc")
vendor("Brevo", "eu", "API key", [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(AN, 16), T)],
       ("header", "api-key"), "https://api.brevo.com/v3/smtp/email")
vendor("Mailjet", "eu", "API key pair",
       [("MJ_APIKEY_PUBLIC", lambda: hexs(32), T), ("MJ_APIKEY_PRIVATE", lambda: hexs(32), T)],
       ("basic_pair",), "https://api.mailjet.com/v3.1/send")
vendor("Pusher", "eu", "app secret",
       [("PUSHER_APP_ID", lambda: digits(7), F), ("PUSHER_KEY", lambda: hexs(20), F),
        ("PUSHER_SECRET", lambda: hexs(20), T)], None, "")
vendor("Typeform", "eu", "personal token",
       [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14), T)],
       ("bearer",), "https://api.typeform.com/forms")
vendor("Spotify", "eu", "client secret",
       [("SPOTIFY_CLIENT_ID", lambda: hexs(32), F), ("SPOTIFY_CLIENT_SECRET", lambda: hexs(32), T)], None, "")
vendor("Infobip", "eu", "API key", [("INFOBIP_API_KEY", lambda: hexs(32) + "-" + uuid4(), T)],
       ("auth", "App"), "https://xyz123.api.infobip.com/sms/2/text/advanced")


def vendor_names():
    seen = []
    for v in VENDORS:
        if v["name"] not in seen:
            seen.append(v["name"])
    return seen


# --------------------------------------------------------------- containers
# A container renders credential parts [(LABEL, value, is_secret)] as a pasted
# snippet.  `avoid` lists characters the value must not contain for the
# snippet to stay syntactically valid and for the value to appear verbatim.
CONTAINERS = []
SHELL_BAD = " \t#'\"\\$`!&;|<>(){}[]*?~,%"


CONTAINER_WEIGHT = {"dotenv": 5, "dotenv-quoted": 2, "shell export": 4, "shell export single-quoted": 2, "YAML config": 3,
                    "JSON config": 3, "TOML": 1.5, "INI": 1.5, "Java properties": 2, "k8s Secret stringData": 2.5,
                    "docker-compose environment": 2.5, "Dockerfile ENV": 1.5, "GitHub Actions env": 2,
                    "GitLab CI variables": 1.5, "Terraform": 2, "Python code": 3, "JavaScript code": 3, "Go code": 1.5,
                    "Java code": 1.5, "debug log": 2, "markdown table": 1.5, "chat message": 2, "PaaS CLI set": 1.5,
                    "kubectl create secret": 1.5, "diff": 1.5, "curl": 4, "raw HTTP request": 2, "Python requests": 2,
                    "JS fetch": 1.5, "URL with query key": 2, "Makefile": 0.7}


def container(name, avoid, src_en, src_ko, need=None):
    def deco(fn):
        CONTAINERS.append(dict(name=name, avoid=avoid, fn=fn, src_en=src_en, src_ko=src_ko, need=need,
                               w=CONTAINER_WEIGHT.get(name, 1.0)))
        return fn
    return deco


def wpick(items, weights):
    t = R.random() * sum(weights)
    for it, w in zip(items, weights):
        t -= w
        if t < 0:
            return it
    return items[-1]


def short(label, v):
    pre = v["slug"].upper() + "_"
    s = label[len(pre):] if label.startswith(pre) and len(label) > len(pre) else label
    return s.lower()


def camel(snake):
    ps = snake.split("_")
    return ps[0] + "".join(p.capitalize() for p in ps[1:])


def yq(val):
    """YAML scalar: plain when safe, else single-quoted."""
    if all(c in AN + "-_./=+:" for c in val) and val[0] in AN and not val.isdigit() and ": " not in val:
        return val
    return "'" + val + "'"


@container("dotenv", " #\"'\\$`", "`.env`", "`.env`")
def _c_dotenv(p, v):
    lines = ["%s=%s" % (k, x) for k, x, _ in p]
    if chance(0.4):
        lines.insert(0, "# %s %s" % (v["name"], pick(ENV_EN)))
    if chance(0.4):
        lines.insert(ri(0, len(lines)), pick(["APP_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul", "NODE_ENV=production"]))
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", "config/.env.staging", "deploy/.env"])


@container("dotenv-quoted", "\"\\$`", "`.env`", "`.env`")
def _c_dotenv_q(p, v):
    return "\n".join('%s="%s"' % (k, x) for k, x, _ in p), pick([".env", ".env.prod", "services/api/.env"])


@container("shell export", "\"\\$`!", "the shell history", "셸 히스토리")
def _c_export(p, v):
    return "\n".join('export %s="%s"' % (k, x) for k, x, _ in p), pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "setenv.sh"])


@container("shell export single-quoted", "'", "the terminal", "터미널")
def _c_export_sq(p, v):
    sep = pick([" && ", "\n"])
    return sep.join("export %s='%s'" % (k, x) for k, x, _ in p), pick(["terminal", "run.sh", "~/.profile"])


@container("YAML config", "'", "the YAML config", "YAML 설정")
def _c_yaml(p, v):
    lines = [v["slug"] + ":"]
    for k, x, _ in p:
        lines.append("  %s: %s" % (short(k, v), yq(x)))
    if chance(0.5):
        lines.append("  timeout: %ds" % ri(5, 60))
    return "\n".join(lines), pick(["config/application.yml", "config.yaml", "settings/prod.yaml", "values.yaml"])


@container("JSON config", "\"\\", "the JSON config", "JSON 설정")
def _c_json(p, v):
    d = {v["slug"]: {camel(short(k, v)): x for k, x, _ in p}}
    if chance(0.5):
        return json.dumps(d, ensure_ascii=False), pick(["config.json", "secrets.json", "appsettings.json"])
    return json.dumps(d, indent=2, ensure_ascii=False), pick(["config/default.json", "appsettings.Production.json", "local.settings.json"])


@container("TOML", "\"\\", "the TOML file", "TOML 파일")
def _c_toml(p, v):
    lines = ["[%s]" % v["slug"]] + ['%s = "%s"' % (short(k, v), x) for k, x, _ in p]
    return "\n".join(lines), pick(["config.toml", "pyproject.toml", ".streamlit/secrets.toml", "Cargo config.toml"])


@container("INI", ";#", "the INI file", "INI 파일")
def _c_ini(p, v):
    sec = "default" if v["slug"] == "aws" else v["slug"]
    lines = ["[%s]" % sec] + ["%s = %s" % (k.lower(), x) for k, x, _ in p]
    f = "~/.aws/credentials" if v["slug"] == "aws" else pick(["settings.ini", "app.cfg", "setup.cfg", "tox.ini"])
    return "\n".join(lines), f


@container("Java properties", "\\ ", "`application.properties`", "`application.properties`")
def _c_props(p, v):
    return "\n".join("%s.%s=%s" % (v["slug"], short(k, v).replace("_", "-"), x) for k, x, _ in p), \
        pick(["src/main/resources/application.properties", "gradle.properties", "application-prod.properties"])


@container("XML appSettings", "<>&\"", "`web.config`", "`web.config`")
def _c_xml(p, v):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (camel(short(k, v)), x) for k, x, _ in p] + ["</appSettings>"]
    return "\n".join(lines), pick(["web.config", "App.config", "Web.Release.config"])


@container("k8s Secret stringData", "'", "the Kubernetes manifest", "쿠버네티스 매니페스트")
def _c_k8s(p, v):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % v["slug"].replace("_", "-"),
             "type: Opaque", "stringData:"] + ["  %s: %s" % (k, yq(x)) for k, x, _ in p]
    return "\n".join(lines), pick(["k8s/secret.yaml", "deploy/base/secret.yml", "charts/app/templates/secret.yaml"])


@container("docker-compose environment", "\"\\$", "`docker-compose.yml`", "`docker-compose.yml`")
def _c_compose(p, v):
    lines = ["services:", "  %s:" % pick(PROJ), "    image: ghcr.io/acme/%s:%s" % (pick(PROJ), pick(["latest", "1.4.2", "main"])),
             "    environment:"]
    if chance(0.5):
        lines += ['      %s: "%s"' % (k, x) for k, x, _ in p]
    else:
        lines += ['      - "%s=%s"' % (k, x) for k, x, _ in p]
    return "\n".join(lines), pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.prod.yml"])


@container("Dockerfile ENV", " \"'\\$`", "the Dockerfile", "Dockerfile")
def _c_dockerfile(p, v):
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])]
    lines += ["%s %s=%s" % (kw, k, x) for k, x, _ in p]
    lines.append(pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "COPY . /app", "CMD [\"./server\"]"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/api.Dockerfile", "Dockerfile.prod"])


@container("GitHub Actions env", "'", "the workflow file", "워크플로 파일")
def _c_gha(p, v):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, yq(x)) for k, x, _ in p]
    lines += ["    steps:", "      - uses: actions/checkout@v4"]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/ci.yaml", ".github/workflows/release.yml"])


@container("GitLab CI variables", "\"\\$", "`.gitlab-ci.yml`", "`.gitlab-ci.yml`")
def _c_gitlab(p, v):
    lines = ["variables:"] + ['  %s: "%s"' % (k, x) for k, x, _ in p]
    lines += ["deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml"


@container("Terraform", "\"\\$%", "the Terraform code", "테라폼 코드")
def _c_tf(p, v):
    if chance(0.5):
        lines = ['provider "%s" {' % v["slug"]] + ['  %s = "%s"' % (short(k, v), x) for k, x, _ in p] + ["}"]
        return "\n".join(lines), pick(["main.tf", "providers.tf", "infra/prod/provider.tf"])
    return "\n".join('%s = "%s"' % (k.lower(), x) for k, x, _ in p), pick(["terraform.tfvars", "prod.auto.tfvars"])


@container("Python code", "\"\\", "the Python code", "파이썬 코드")
def _c_py(p, v):
    if chance(0.5):
        lines = ["import os"] + ['os.environ["%s"] = "%s"' % (k, x) for k, x, _ in p]
    else:
        args = ", ".join('%s="%s"' % (short(k, v), x) for k, x, _ in p)
        lines = ["client = %sClient(%s)" % (v["slug"].replace("_", " ").title().replace(" ", ""), args)]
    return "\n".join(lines), pick(["settings.py", "app/config.py", "scripts/sync.py", "notebooks/test.ipynb"])


@container("JavaScript code", "'\\", "the JS code", "JS 코드")
def _c_js(p, v):
    body = ", ".join("%s: '%s'" % (camel(short(k, v)), x) for k, x, _ in p)
    kw = pick(["const config = {%s};", "export default { %s };", "module.exports = { %s };"])
    return kw % body, pick(["src/config.ts", "config.js", "next.config.js", "scripts/seed.mjs"])


@container("Go code", "\"\\", "the Go code", "Go 코드")
def _c_go(p, v):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(short(k, v)), x) for k, x, _ in p] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go"])


@container("Java code", "\"\\", "the Java code", "자바 코드")
def _c_java(p, v):
    lines = ['private static final String %s = "%s";' % (k, x) for k, x, _ in p]
    return "\n".join(lines), pick(["src/main/java/com/acme/ApiConfig.java", "BatchJob.java"])


@container("Kotlin code", "\"\\$", "the Kotlin code", "코틀린 코드")
def _c_kt(p, v):
    return "\n".join('val %s = "%s"' % (camel(short(k, v)), x) for k, x, _ in p), pick(["Config.kt", "build.gradle.kts"])


@container("Ruby code", "'\\", "the Ruby code", "루비 코드")
def _c_rb(p, v):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, x) for k, x, _ in p), pick(["config/initializers/%s.rb" % v["slug"], "Rakefile"])


@container("PHP code", "'\\", "the PHP code", "PHP 코드")
def _c_php(p, v):
    return "\n".join("define('%s', '%s');" % (k, x) for k, x, _ in p), pick(["wp-config.php", "config/services.php"])


@container("C# code", "\"\\", "the C# code", "C# 코드")
def _c_cs(p, v):
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, x) for k, x, _ in p), pick(["Program.cs", "Startup.cs"])


@container("Rust code", "\"\\", "the Rust code", "러스트 코드")
def _c_rust(p, v):
    return "\n".join('const %s: &str = "%s";' % (k, x) for k, x, _ in p), pick(["src/config.rs", "src/main.rs"])


@container("PowerShell", "'", "the PowerShell session", "파워셸 세션")
def _c_ps(p, v):
    return "\n".join("$env:%s = '%s'" % (k, x) for k, x, _ in p), pick(["profile.ps1", "deploy.ps1", "PowerShell"])


@container("Windows cmd set", " &|<>^%\"", "the cmd window", "cmd 창")
def _c_cmd(p, v):
    kw = pick(["set", "setx"])
    if kw == "set":
        return "\n".join("set %s=%s" % (k, x) for k, x, _ in p), pick(["run.bat", "cmd.exe"])
    return "\n".join("setx %s %s" % (k, x) for k, x, _ in p), pick(["setup.bat", "cmd.exe"])


@container("systemd unit", "\"\\% $", "the systemd unit", "systemd 유닛")
def _c_systemd(p, v):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, x) for k, x, _ in p] + ["ExecStart=/opt/%s/bin/server" % pick(PROJ)]
    return "\n".join(lines), pick(["/etc/systemd/system/api.service", "worker.service"])


@container("debug log", "'\\", "the app log", "앱 로그")
def _c_log(p, v):
    d = ", ".join("'%s': '%s'" % (short(k, v), x) for k, x, _ in p)
    lvl = pick(["DEBUG", "INFO", "WARN"])
    return "%s %s [%s] loaded %s settings {%s}" % (ts(), lvl, pick(["main", "worker-3", "http-nio-8080-exec-1"]), v["slug"], d), \
        pick(["logs/app.log", "journalctl -u api", "kubectl logs"])


@container("markdown table", "|`", "the wiki table", "위키 표")
def _c_table(p, v):
    lines = ["| key | value | env |", "|---|---|---|"] + ["| %s | `%s` | %s |" % (k, x, pick(ENV_EN)) for k, x, _ in p]
    return "\n".join(lines), pick(["docs/SETUP.md", "Confluence page", "README.md"])


@container("chat message", "", "a Slack message", "슬랙 메시지")
def _c_chat(p, v):
    who = pick(USERS)
    vals = " / ".join(("%s: %s" % (k, x)) for k, x, _ in p)
    return "[%s] %s: %s %s" % (pick(TIMES), who, pick(["here you go ->", "use these:", "prod creds", "try this one", "new values"]), vals), "Slack DM"


@container("PaaS CLI set", SHELL_BAD, "the terminal", "터미널")
def _c_paas(p, v):
    kv = " ".join("%s=%s" % (k, x) for k, x, _ in p)
    cmd = pick(["heroku config:set %s -a %s" % (kv, pick(PROJ)), "fly secrets set %s" % kv,
                "doppler secrets set %s" % kv, "dokku config:set %s %s" % (pick(PROJ), kv)])
    return "$ " + cmd, "terminal"


@container("gh secret set", "\"\\$`!", "the terminal", "터미널")
def _c_ghsecret(p, v):
    return "\n".join('gh secret set %s --body "%s"' % (k, x) for k, x, _ in p), "terminal"


@container("kubectl create secret", SHELL_BAD, "the terminal", "터미널")
def _c_kubectl(p, v):
    lits = " ".join("--from-literal=%s=%s" % (short(k, v), x) for k, x, _ in p)
    return "kubectl -n %s create secret generic %s-creds %s" % (pick(["prod", "default", "apps"]), v["slug"].replace("_", "-"), lits), "terminal"


@container("helm --set", SHELL_BAD + "=", "the deploy command", "배포 명령")
def _c_helm(p, v):
    sets = " ".join("--set %s.%s=%s" % (v["slug"], camel(short(k, v)), x) for k, x, _ in p)
    return "helm upgrade --install %s ./chart %s" % (pick(PROJ), sets), "deploy.sh"


@container("Ansible vars", "'", "the Ansible vars", "앤서블 변수 파일")
def _c_ansible(p, v):
    return "\n".join("%s_%s: %s" % (v["slug"], short(k, v), yq(x)) for k, x, _ in p), pick(["group_vars/all.yml", "host_vars/web01.yml"])


@container("Makefile", "$# \\", "the Makefile", "Makefile")
def _c_make(p, v):
    lines = ["%s ?= %s" % (k, x) for k, x, _ in p] + ["", "deploy:", "\t./scripts/deploy.sh"]
    return "\n".join(lines), "Makefile"


@container("diff", " #\"'\\$`", "the diff", "diff")
def _c_diff(p, v):
    return None, "git diff"   # rendered specially (needs two values per secret part)


def _secret_vals(p):
    return [x for _, x, s in p if s]


def http_auth(p, v, want_basic_b64=False):
    """-> (headers [(name, value)], curl_u or None, query (k, v) or None, secrets)."""
    st = v["http"]
    vals = [x for _, x, _ in p]
    sec = _secret_vals(p)
    kind = st[0]
    if kind == "bearer":
        return [("Authorization", "Bearer " + sec[0])], None, None, sec[:1]
    if kind == "header":
        return [(st[1], sec[0])], None, None, sec[:1]
    if kind == "auth":
        sch = st[1]
        val = (sch + sec[0]) if sch.endswith("=") else ((sch + " " + sec[0]) if sch else sec[0])
        return [("Authorization", val)], None, None, sec[:1]
    if kind == "query":
        return [], None, (st[1], sec[0]), sec[:1]
    if kind == "naver":
        return [("X-Naver-Client-Id", vals[0]), ("X-Naver-Client-Secret", vals[1])], None, None, sec
    if kind in ("basic_key", "basic_pair", "basic_user"):
        if kind == "basic_key":
            up = sec[0] + ":"
        elif kind == "basic_user":
            up = st[1] + ":" + sec[0]
        else:
            up = vals[0] + ":" + vals[1]
        if want_basic_b64:
            blob = b64(up.encode())
            return [("Authorization", "Basic " + blob)], None, None, [blob]
        return [], up, None, sec
    raise ValueError(kind)


@container("curl", "\"\\$`!", "the terminal", "터미널", need="http")
def _c_curl(p, v):
    h, u, q, sec = http_auth(p, v, want_basic_b64=chance(0.3))
    url = v["url"]
    if q:
        url += ("&" if "?" in url else "?") + "%s=%s" % q
    parts = ["curl -sS" + pick(["", " -X POST", " -i", " --fail"])]
    if u:
        parts.append('-u "%s"' % u)
    for name, val in h:
        parts.append('-H "%s: %s"' % (name, val))
    parts.append('"%s"' % url if q else url)
    sep = pick([" ", " \\\n  "])
    return sep.join(parts), "terminal", sec


@container("raw HTTP request", "\n", "the request dump", "요청 덤프", need="http")
def _c_http(p, v):
    h, u, q, sec = http_auth(p, v, want_basic_b64=True)
    parsed = urllib.parse.urlsplit(v["url"])
    path = parsed.path + ("?" + parsed.query if parsed.query else "")
    if q:
        path += ("&" if "?" in path else "?") + "%s=%s" % q
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path or "/"), "Host: " + parsed.netloc]
    lines += ["%s: %s" % hv for hv in h]
    lines += ["User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.2", "okhttp/4.12.0", "curl/8.5.0"]),
              "Accept: application/json"]
    return "\n".join(lines), "mitmproxy", sec


@container("Python requests", "\"\\", "the Python code", "파이썬 코드", need="http")
def _c_requests(p, v):
    h, u, q, sec = http_auth(p, v)
    args = []
    if h:
        args.append("headers={%s}" % ", ".join('"%s": "%s"' % hv for hv in h))
    if u:
        a, b = u.split(":", 1)
        args.append('auth=("%s", "%s")' % (a, b))
    if q:
        args.append('params={"%s": "%s"}' % q)
    return 'resp = requests.%s("%s", %s, timeout=10)' % (pick(["get", "post"]), v["url"], ", ".join(args)), \
        pick(["client.py", "jobs/sync.py"]), sec


@container("JS fetch", "'\\`$", "the JS code", "JS 코드", need="http")
def _c_fetch(p, v):
    h, u, q, sec = http_auth(p, v, want_basic_b64=True)
    url = v["url"] + (("&" if "?" in v["url"] else "?") + "%s=%s" % q if q else "")
    hs = ", ".join("'%s': '%s'" % hv for hv in h)
    return "const res = await fetch('%s', { headers: { %s } });" % (url, hs), pick(["src/api.ts", "lib/client.js"]), sec


@container("nginx proxy header", "\"\\$;", "the nginx config", "nginx 설정", need="header")
def _c_nginx(p, v):
    h, u, q, sec = http_auth(p, v, want_basic_b64=True)
    lines = ["location /%s/ {" % v["slug"], "    proxy_pass %s;" % v["url"].split("?")[0]]
    lines += ['    proxy_set_header %s "%s";' % hv for hv in h]
    lines.append("}")
    return "\n".join(lines), pick(["/etc/nginx/conf.d/proxy.conf", "nginx/default.conf"]), sec


@container("URL with query key", "", "the browser address bar", "브라우저 주소창", need="query")
def _c_urlq(p, v):
    h, u, q, sec = http_auth(p, v)
    url = v["url"] + ("&" if "?" in v["url"] else "?") + "%s=%s" % q
    return url, "browser", sec


def container_ok(c, v, vals):
    if c["need"] == "http" and not v["http"]:
        return False
    if c["need"] == "header" and (not v["http"] or v["http"][0] == "query"):
        return False
    if c["need"] == "query" and (not v["http"] or v["http"][0] != "query"):
        return False
    if c["need"] == "query":
        if not all(ch in AN + "-_.~" for x in vals for ch in x):
            return False
    for x in vals:
        if any(ch in c["avoid"] for ch in x):
            return False
    return True


def render_diff(p, v):
    """Old/new values for every secret part; both are listed as secrets."""
    lines = ["--- a/%s" % pick([".env", "config/.env.prod"]), "+++ b/%s" % pick([".env", "config/.env.prod"]), "@@ -3,%d +3,%d @@" % (len(p) + 1, len(p) + 1)]
    sec = []
    newp = []
    for k, x, s in p:
        if s:
            gen = [f for (kk, f, ss) in v["parts"] if kk == k][0]
            old = gen()
            lines.append("-%s=%s" % (k, old))
            lines.append("+%s=%s" % (k, x))
            sec += [old, x]
        else:
            lines.append(" %s=%s" % (k, x))
        newp.append((k, x, s))
    lines.append(" LOG_LEVEL=info")
    return "\n".join(lines), "git diff", sec


# ------------------------------------------------------------ note helpers
def josa(word, pair):
    """Korean particle choice (이/가, 은/는, 을/를, 과/와, 으로/로) by final sound."""
    a, b = pair.split("/")
    ch = word.rstrip("`'\" )")[-1:]
    if not ch:
        return word + b
    o = ord(ch) - 0xAC00
    if 0 <= o < 11172:
        bat = (o % 28) != 0
        if a == "으로" and o % 28 == 8:       # final ㄹ takes 로
            bat = False
    elif ch.isdigit():
        bat = ch in "013678" and not (a == "으로" and ch in "178")
    elif ch.isalpha() and ch.isupper() and (len(word.rstrip("`'\" )")) < 2 or word.rstrip("`'\" )")[-2:-1].isupper()):
        bat = ch in "LMNR" and not (a == "으로" and ch in "LR")      # acronym: letter names
    elif ch.isalpha():
        w = word.rstrip("`'\" )").lower()
        bat = w.endswith(("ng", "m", "n", "l", "k", "p", "b", "c")) and not (a == "으로" and w.endswith("l"))
    else:
        bat = False
    return word + (a if bat else b)


def blk(S, fence_p=0.55, tag=""):
    """Snippet as it would be pasted: fenced / bare block, or inline."""
    if "\n" in S or len(S) > 150:
        if chance(fence_p):
            return "\n```" + (tag if chance(0.5) else "") + "\n" + S + "\n```\n"
        return "\n" + S + "\n"
    return " " + pick(["`%s`", "`%s`", "%s"]) % S + " "


PARTICLES = [("으로", "으로/로"), ("로", "으로/로"), ("이", "이/가"), ("가", "이/가"), ("은", "은/는"),
             ("는", "은/는"), ("을", "을/를"), ("를", "을/를"), ("과", "과/와"), ("와", "과/와")]


def _is_hangul(ch):
    return "\uac00" <= ch <= "\ud7a3"


def fmt(tpl, ctx):
    out = tpl
    if out.startswith("{who}") and "Who" in ctx:
        out = ctx["Who"] + out[5:]
    # Korean particles right after a slot are chosen by the slot value's final sound
    for k in ctx:
        if k in ("B", "V", "S") or not ctx[k]:
            continue
        slot = "{" + k + "}"
        for part, pair in PARTICLES:
            pat = slot + part
            i = out.find(pat)
            while i >= 0:
                j = i + len(pat)
                if j >= len(out) or not _is_hangul(out[j]):
                    rep = josa(ctx[k], pair)
                    out = out[:i] + rep + out[j:]
                    i = out.find(pat, i + len(rep))
                else:
                    i = out.find(pat, j)
    late = [k for k in ("B", "V", "S") if k in ctx]
    for k in ctx:
        if k not in late:
            out = out.replace("{" + k + "}", ctx[k])
    for k in late:
        out = out.replace("{" + k + "}", ctx[k])
    return out


def tidy(s):
    s = s.strip()
    return s.replace(" \n", "\n").replace("\n\n\n", "\n\n")


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def note(lang, kind, category, mc, lesson, ask, secrets, tpl, vendors=()):
    return {"lang": lang, "kind": kind, "category": category,
            "fields": {"missing_context": tidy(mc), "lesson": tidy(lesson), "ask_next_time": tidy(ask)},
            "secrets": dedupe(secrets), "_tpl": tpl, "_vendors": list(vendors)}


def fdate(lang):
    m, d = ri(1, 12), ri(1, 28)
    return ("%d/%d" % (m, d)) if lang == "en" and chance(0.5) else ("2025-%02d-%02d" % (m, d) if lang == "en" else "%d월 %d일" % (m, d))


def base_ctx(lang):
    who = person(lang)
    return {"proj": pick(PROJ), "env": envname(lang), "who": who, "Who": who[0].upper() + who[1:],
            "who_i": josa(who, "이/가") if lang == "ko" else who, "date": fdate(lang)}


# ============================================================ SECRET NOTES
GEN_FRAMES_EN = [
    ("Deploying {proj} to {env} failed: {vname} answered 401 and I did not know which credentials were current. {who} pasted this from {src}:{B}",
     "The {svc} lives in {file}, not in the CI secret store, so a stale copy on the runner overrode the new one. Check which file the process actually reads before assuming the key is wrong.",
     "Which {vname} credentials belong to {env}, and can they move to the secret manager?"),
    ("I didn't know where {proj} reads its {vname} settings from.",
     "They are hardcoded in {file}:{B}The app loads this file before the environment, so exporting a new value has no effect until the file is edited.",
     ""),
    ("{B}\n^ {who} sent this when the {vname} integration broke on {env}; there was no other way to test it.",
     "With these values the {vname} call succeeds, so the outage was an egress policy problem, not the credentials.",
     "Can I get a separate {vname} key for testing instead of the {env} one?"),
    ("Setting up {vname} locally for {proj}; the README says nothing about credentials.",
     "Local runs need the {svc}; without it the SDK silently falls back to a mock client and every test passes for the wrong reason.",
     "Is it fine to keep using the value from {src}?{B}"),
    ("User asked: \"why does this still return 403 on {env}?{B}\"",
     "The {svc} is valid but lacks the scope for that endpoint; {vname} returns 403, not 401, for missing scopes.",
     "Which scopes should the {vname} credential for {proj} have?"),
    ("The nightly {proj} job stopped syncing with {vname} after the rotation on {date}.",
     "Root cause: {file} still had the previous {svc}. Replaced it with{B}and restarted the worker; health check is green again.",
     "Who owns the {vname} rotation schedule?"),
    ("{who} shared the {svc} for {proj} via {src}:{B}",
     "{vname} credentials must be injected through the environment and never committed; I kept this value only in my local shell.",
     "Should `{V}` be rotated now that it has been pasted into chat?"),
    ("Debugging a timeout between {proj} and {vname}.",
     "Not an auth problem: {src} showed the client was configured correctly:{B}The egress proxy was dropping requests to {host}.",
     ""),
    ("While reviewing a PR for {proj} I found this in {file}:{B}It was about to be merged to main.",
     "Blocked the PR and asked the author to load the {svc} from the secret store; a pre-commit secret scan would have caught it.",
     "Do we already have a secret-scanning pre-commit hook in {proj}?"),
    ("Migrating {proj} from env files to Vault; I did not know which {vname} values were still in use.",
     "Only these are read at startup (from {file}):{B}Everything else in that file is dead config.",
     "Can I delete the unused {vname} entries once Vault is live?"),
    ("Note to self, {env} {svc}:{B}(copied from {src})",
     "{vname} rejects signed requests when clock skew exceeds a few minutes; sync NTP on the build agent first.",
     ""),
    ("The CI step that calls {vname} failed only on fork PRs.",
     "Forks do not receive repository secrets, so the job fell back to the hardcoded value in {file}:{B}Remove it and skip the step on forks instead.",
     "Should the {vname} step be skipped entirely for external PRs?"),
    ("{vname} quota alerts fired for {proj} and I could not tell which key was generating the traffic.",
     "The usage came from the key found in {src}; the {vname} dashboard lists usage per key, so compare the last characters there.",
     "Can you confirm this is the key to revoke?{B}"),
    ("I had to reproduce a failing {vname} API call from {env}.",
     "Replaying the request needs the same {svc}; the one in {file} worked:{B}",
     ""),
    ("{who}: \"the {vname} creds are in {file}, just copy them\"{B}",
     "Copying worked, but {proj} expects different variable names, so the SDK ignored them until they were renamed.",
     "Next time ask which variable names the {vname} SDK version in {proj} expects."),
    ("The {proj} container crashed at boot with a config validation error.",
     "The validator rejects values with trailing whitespace and the {svc} in {file} had one. Fixed entry:{B}",
     "Should config validation trim whitespace automatically?"),
]

GEN_FRAMES_KO = [
    ("{env} 배포 중에 {vname} API가 401을 반환했는데 어떤 자격 증명이 최신인지 알 수 없었음. {who_i} {src} 내용을 그대로 붙여 줬음:{B}",
     "{svc} 값이 CI 시크릿이 아니라 {file} 파일에 하드코딩돼 있었고, 러너에 남아 있던 예전 파일이 우선 적용됐음. 키가 틀렸다고 단정하기 전에 프로세스가 실제로 읽는 파일부터 확인할 것.",
     "{env} 환경용 {vname} 키가 어느 것인지, 시크릿 매니저로 옮겨도 되는지 먼저 확인하기."),
    ("{proj} 서비스가 {vname} 설정을 어디서 읽는지 몰랐음.",
     "{file} 안에 직접 박혀 있었음:{B}앱이 환경 변수보다 이 파일을 먼저 읽기 때문에 export로 새 값을 넣어도 반영되지 않음. 파일 자체를 고쳐야 함.",
     ""),
    ("{B}\n↑ {env}에서 {vname} 연동이 깨졌을 때 {who_i} 보내 준 값. 테스트할 다른 방법이 없었음.",
     "이 값으로는 {vname} 호출이 정상 동작함 → 장애 원인은 키가 아니라 egress 차단 정책이었음.",
     "{env} 키 말고 테스트용 {vname} 키를 따로 받을 수 있는지 물어보기."),
    ("로컬에서 {proj}에 {vname} 연동 세팅 중. README에 자격 증명 설명이 전혀 없음.",
     "로컬 실행에도 {svc} 값이 필요함. 없으면 SDK가 조용히 mock 클라이언트로 떨어져서 테스트가 전부 엉뚱하게 통과함.",
     "{src}에 있던 이 값 계속 써도 되나요?{B}"),
    ("사용자 질문: \"{env}에서 아직도 403이 나는데 왜 그런가요?{B}\"",
     "{svc} 자체는 유효하지만 해당 엔드포인트 권한(scope)이 없었음. scope가 부족하면 {vname} API는 401이 아니라 403을 줌.",
     "{proj}에서 쓰는 {vname} 키에 어떤 권한이 필요한지 확인할 것."),
    ("{date} 키 교체 이후 {proj} 야간 배치의 {vname} 동기화가 멈춤.",
     "원인: {file}에 이전 {svc} 값이 남아 있었음. 아래 값으로 교체하고{B}워커 재시작 → 헬스체크 정상.",
     "{vname} 키 교체 일정은 누가 관리하는지?"),
    ("{who_i} {src}로 {proj}용 {svc} 값을 공유해 줌:{B}",
     "{vname} 자격 증명은 환경 변수로만 주입하고 절대 커밋하지 말 것. 이번 값은 로컬 셸에만 넣어 둠.",
     "채팅에 노출됐으니 `{V}` 키는 지금 바로 교체(rotate)해야 하는지?"),
    ("{proj} ↔ {vname} 구간 타임아웃 디버깅 중.",
     "인증 문제는 아니었음. {src} 기준으로 클라이언트 설정은 정상이었음:{B}실제로는 egress 프록시가 {host} 요청을 드롭하고 있었음.",
     ""),
    ("{proj} PR 리뷰 중 {file}에서 발견:{B}그대로 main에 머지될 뻔했음.",
     "PR을 막고 작성자에게 {svc} 값을 시크릿 스토어에서 읽도록 요청함. pre-commit 시크릿 스캔이 있었으면 잡혔을 것.",
     "{proj}에 시크릿 스캔 pre-commit 훅이 이미 있는지 확인."),
    ("{proj} 설정을 env 파일에서 Vault로 옮기는 중인데, 어떤 {vname} 값이 아직 쓰이는지 몰랐음.",
     "시작할 때 실제로 읽는 건 {file}의 이 항목들뿐임:{B}나머지는 안 쓰는 설정.",
     "Vault 전환 후 안 쓰는 {vname} 항목은 지워도 되는지?"),
    ("메모 - {env} {svc}:{B}({src}에서 복사)",
     "{vname} API는 서버 시간 오차가 몇 분 이상이면 서명 요청을 거부함. 빌드 에이전트 NTP부터 맞출 것.",
     ""),
    ("{vname} 호출하는 CI 단계가 포크 PR에서만 실패함.",
     "포크 PR에는 저장소 시크릿이 전달되지 않아서 {file}의 하드코딩 값으로 대체되고 있었음:{B}이 값은 삭제하고 포크에서는 해당 단계를 건너뛰도록 수정해야 함.",
     "외부 PR에서는 {vname} 단계를 아예 스킵해도 되는지?"),
    ("{proj}에서 {vname} 쿼터 알림이 떴는데 어떤 키가 트래픽을 만드는지 알 수 없었음.",
     "사용량은 {src}에 있던 키에서 발생. {vname} 대시보드에서 키별 사용량이 보이니 끝자리로 대조하면 됨.",
     "폐기할 키가 이게 맞는지 확인 부탁드려요:{B}"),
    ("{env}에서 실패한 {vname} API 호출을 재현해야 했음.",
     "요청을 재전송하려면 같은 {svc} 값이 필요함. {file}에 있던 값으로 성공:{B}",
     ""),
    ("{who}: \"{vname} 키는 {file}에 있으니까 그냥 복사해서 쓰세요\"{B}",
     "복사는 됐지만 {proj}는 변수 이름이 달라서 이름을 바꾸기 전까지 SDK가 값을 무시했음.",
     "다음엔 {proj}의 {vname} SDK 버전이 어떤 변수명을 기대하는지 먼저 물어볼 것."),
    ("{proj} 컨테이너가 부팅 시 설정 검증 오류로 죽음.",
     "검증기가 끝에 공백이 있는 값을 거부하는데 {file}의 {svc} 값 뒤에 공백이 있었음. 수정한 항목:{B}",
     "설정 검증에서 공백을 자동으로 trim하도록 바꿔도 되는지?"),
]

VDECK = Deck(range(len(VENDORS)))


def host_of(v):
    if v["url"]:
        return urllib.parse.urlsplit(v["url"]).netloc
    return pick(["api.%s.com" % v["slug"], "%s.internal" % v["slug"]])


def vendor_creds(v):
    return [(k, f(), s) for k, f, s in v["parts"]]


def render_in_container(v, p, allow_diff=True):
    """-> (container name, snippet, file, src_en, src_ko, secrets)"""
    vals = [x for _, x, _ in p]
    cands = [c for c in CONTAINERS if container_ok(c, v, vals) and (allow_diff or c["name"] != "diff")]
    c = wpick(cands, [c["w"] for c in cands])
    if c["name"] == "diff":
        S, f, sec = render_diff(p, v)
    else:
        out = c["fn"](p, v)
        if len(out) == 3:
            S, f, sec = out
        else:
            S, f = out
            sec = [x for x in _secret_vals(p) if x in S]
    return c["name"], S, f, c["src_en"], c["src_ko"], sec


NONFILE = {"terminal": ["scripts/deploy.sh", "~/.bash_history", "run_local.sh"], "PowerShell": ["profile.ps1"],
           "cmd.exe": ["env.bat"], "browser": ["docs/links.md"], "Slack DM": ["docs/handover.md"],
           "git diff": [".env"], "mitmproxy": ["captures/flow.txt"], "journalctl -u api": ["logs/api.log"],
           "kubectl logs": ["logs/worker.log"], "Confluence page": ["docs/ONBOARDING.md"],
           "Cargo config.toml": [".cargo/config.toml"]}


def filey(f):
    return pick(NONFILE[f]) if f in NONFILE else f


def b_vendor_generic(lang):
    v = VENDORS[VDECK.draw()]
    p = vendor_creds(v)
    cname, S, f, se, sk, sec = render_in_container(v, p)
    frames = GEN_FRAMES_EN if lang == "en" else GEN_FRAMES_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update({"vname": v["name"], "svc": v["name"] + " " + v["product"], "file": "`%s`" % filey(f),
                "src": se if lang == "en" else sk, "host": host_of(v), "V": sec[-1]})
    ctx["B"] = blk(S)
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    cat = "%s: %s %s" % (cname, v["name"], v["product"])
    if "{V}" in frames[fi][2]:
        cat += " (value repeated in ask)"
    return note(lang, "secret", cat, mc, le, ak, sec, "S-vendor-%s-%02d" % (lang, fi), [v["name"]])


# ---------------------------------------------------------------- validation
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def window_violation(fields, secrets):
    """First 8-char window of a listed secret that occurs outside every
    occurrence of a listed secret, or None."""
    for f in fields:
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = f.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return w
                    i = f.find(w, i + 1)
    return None


def check(n):
    """Return None when the note is valid, else a reason string."""
    fl = n["fields"]
    if not fl["missing_context"] or not fl["lesson"]:
        return "empty field"
    for k, lim in LIMITS.items():
        if len(fl[k].encode("utf-8")) > lim:
            return "too long: " + k
    for k in fl:
        if "{" + "B}" in fl[k] or "{V}" in fl[k] or "{src}" in fl[k] or "{file}" in fl[k]:
            return "unfilled slot"
    texts = [fl["missing_context"], fl["lesson"], fl["ask_next_time"]]
    if n["kind"] == "secret":
        if not n["secrets"]:
            return "no secrets"
        for s in n["secrets"]:
            if len(s) < 8:
                return "short secret"
            if not any(s in t for t in texts):
                return "secret not verbatim"
        w = window_violation(texts, n["secrets"])
        if w is not None:
            return "window " + w
    else:
        if n["secrets"]:
            return "clean note with secrets"
    return None


def build(fn, lang):
    """Call builder until a valid note comes out (same PRNG stream)."""
    last = None
    for _ in range(300):
        n = fn(lang)
        why = check(n)
        if why is None:
            return n
        last = why
        STATS["rejected"] = STATS.get("rejected", 0) + 1
        STATS.setdefault("reasons", {})
        STATS["reasons"][why.split(" ")[0]] = STATS["reasons"].get(why.split(" ")[0], 0) + 1
    raise RuntimeError("builder %s could not produce a valid note: %s" % (fn.__name__, last))


STATS = {}


# ------------------------------------------------- passwords in commands
def q(pw, mode):
    if mode == "sq":
        return "'" + pw + "'"
    if mode == "dq":
        return '"' + pw + '"'
    return pw


QAVOID = {"sq": "'", "dq": "\"\\$`!", "raw": SHELL_BAD}

# (category, quote modes, template); {P} = quoted password, {u} user, {h} host, {d} db
PW_COMMANDS = [
    ("mysql -p attached password", ["raw", "sq"], "mysql -u{u} -p{P} -h {h} {d}"),
    ("mysql --password=", ["raw", "sq", "dq"], "mysql --user={u} --password={P} --host={h} {d} < migrate.sql"),
    ("mysqldump --password", ["sq", "dq"], "mysqldump -u {u} --password={P} -h {h} --single-transaction {d} > /backup/{d}.sql"),
    ("mysqladmin -p attached", ["sq", "raw"], "mysqladmin -u{u} -p{P} -h {h} status"),
    ("PGPASSWORD env prefix", ["sq", "dq"], "PGPASSWORD={P} psql -h {h} -U {u} -d {d} -c 'select count(*) from jobs'"),
    ("PGPASSWORD pg_dump", ["sq", "raw"], "PGPASSWORD={P} pg_dump -Fc -h {h} -U {u} {d} -f {d}.dump"),
    ("sshpass -p", ["sq", "dq"], "sshpass -p {P} ssh -o StrictHostKeyChecking=no {u}@{h}"),
    ("sshpass rsync", ["sq"], "sshpass -p {P} rsync -avz ./dist/ {u}@{h}:/var/www/html/"),
    ("redis-cli -a", ["sq", "raw"], "redis-cli -h {h} -p 6379 -a {P} --no-auth-warning INFO replication"),
    ("mongosh --password", ["sq", "dq"], "mongosh --host {h} --username {u} --password {P} --authenticationDatabase admin"),
    ("docker login -p", ["sq", "dq"], "docker login -u {u} -p {P} registry.acme.io"),
    ("docker login --password-stdin via echo", ["sq"], "echo {P} | docker login --username {u} --password-stdin harbor.acme.kr"),
    ("htpasswd -b positional", ["sq", "raw"], "htpasswd -b -c /etc/nginx/.htpasswd {u} {P}"),
    ("smbclient user%pass", ["sq"], "smbclient //{h}/share -U '{u}%{R}'"),
    ("curl -u user:pass", ["sq", "dq"], "curl -u {U} https://{h}/api/v1/status"),
    ("wget --password", ["sq", "raw"], "wget --user={u} --password={P} https://{h}/exports/latest.csv"),
    ("sqlcmd -P", ["sq", "dq"], "sqlcmd -S {h} -U sa -P {P} -d {d} -Q \"SELECT @@VERSION\""),
    ("rabbitmqctl add_user positional", ["sq", "raw"], "rabbitmqctl add_user {u} {P} && rabbitmqctl set_user_tags {u} administrator"),
    ("net user positional", ["raw"], "net user {u} {P} /add"),
    ("openssl -passout pass:", ["raw", "sq"], "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{R}"),
    ("zip -P", ["sq", "raw"], "zip -r -P {P} handover.zip ./docs"),
    ("7z -p attached", ["raw", "sq"], "7z a -p{P} -mhe=on backup.7z ./data"),
    ("keytool -storepass", ["raw", "sq"], "keytool -importcert -alias {d} -file ca.crt -keystore truststore.jks -storepass {P} -noprompt"),
    ("mosquitto_pub -P", ["sq"], "mosquitto_pub -h {h} -u {u} -P {P} -t sensors/cmd -m reboot"),
    ("ldapsearch -w", ["sq", "dq"], "ldapsearch -x -H ldap://{h} -D \"cn={u},dc=acme,dc=io\" -w {P} -b \"dc=acme,dc=io\""),
    ("lftp -u user,pass", ["raw"], "lftp -u {u},{R} sftp://{h}"),
    ("ipmitool -P", ["sq", "raw"], "ipmitool -I lanplus -H {h} -U ADMIN -P {P} chassis power status"),
    ("az login service principal -p", ["sq", "dq"], "az login --service-principal -u {appid} -p {P} --tenant {tenant}"),
    ("kubectl --from-literal password", ["sq"], "kubectl create secret generic {d}-db --from-literal=username={u} --from-literal=password={P}"),
    ("clickhouse-client --password", ["sq", "raw"], "clickhouse-client --host {h} --user {u} --password {P} --query 'SHOW TABLES'"),
    ("influx -password", ["sq"], "influx -host {h} -username {u} -password {P} -database metrics"),
    ("psexec -p", ["raw"], "psexec \\\\{h} -u {u} -p {P} cmd /c ipconfig"),
    ("sudo -S via echo", ["sq"], "echo {P} | sudo -S systemctl restart {d}-api"),
    ("ansible -e become password", ["raw"], "ansible-playbook site.yml -i inventory/prod -e ansible_become_password={R}"),
    ("jenkins-cli -auth user:pass", ["raw", "sq"], "java -jar jenkins-cli.jar -s https://{h}/ -auth {U} build deploy-prod"),
    ("mc alias set positional", ["sq", "raw"], "mc alias set minio http://{h}:9000 {u} {P}"),
    ("chpasswd via echo", ["sq"], "echo '{u}:{R}' | chpasswd"),
    ("mysql_config_editor? no: MYSQL_PWD env", ["sq", "dq"], "MYSQL_PWD={P} mysql -u {u} -h {h} -e 'SHOW PROCESSLIST'"),
    ("vsql -w", ["sq"], "vsql -h {h} -U {u} -w {P} -c 'select 1'"),
    ("rclone sftp --sftp-pass (obscured)", ["raw"], "rclone lsd :sftp: --sftp-host {h} --sftp-user {u} --sftp-pass {R}"),
]


PW_GROUP = {"mysql": "db", "mysqldump": "db", "mysqladmin": "db", "PGPASSWORD": "db", "sshpass": "ssh",
            "redis-cli": "db", "mongosh": "db", "docker": "registry", "htpasswd": "web", "smbclient": "share",
            "curl": "http", "wget": "http", "sqlcmd": "db", "rabbitmqctl": "mq", "net": "windows",
            "openssl": "tls", "zip": "archive", "7z": "archive", "keytool": "tls", "mosquitto_pub": "mq",
            "ldapsearch": "ldap", "lftp": "ssh", "ipmitool": "bmc", "az": "cloud", "kubectl": "cloud",
            "clickhouse-client": "db", "influx": "db", "psexec": "windows", "sudo": "sys", "ansible": "sys",
            "jenkins-cli": "cicd", "mc": "storage", "chpasswd": "sys", "MYSQL_PWD": "db", "vsql": "db", "rclone": "ssh"}
TASK_EN = {"db": "the nightly DB job", "ssh": "the file sync to {h}", "registry": "the image push",
           "web": "the basic-auth setup for the admin page", "share": "the file-share mount",
           "http": "the report download", "mq": "the broker setup", "windows": "the Windows server setup",
           "tls": "the TLS keystore setup", "archive": "packaging the handover archive", "ldap": "the LDAP lookup",
           "bmc": "the BMC power check", "cloud": "the cluster bootstrap", "sys": "the service restart",
           "cicd": "the Jenkins deploy job", "storage": "the MinIO mirror job"}
TASK_KO = {"db": "야간 DB 작업", "ssh": "{h} 파일 동기화", "registry": "이미지 푸시", "web": "관리자 페이지 basic auth 설정",
           "share": "파일 공유 마운트", "http": "리포트 다운로드", "mq": "브로커 설정", "windows": "윈도우 서버 설정",
           "tls": "TLS 키스토어 설정", "archive": "인수인계 압축 파일 생성", "ldap": "LDAP 조회", "bmc": "BMC 전원 점검",
           "cloud": "클러스터 부트스트랩", "sys": "서비스 재시작", "cicd": "젠킨스 배포 잡", "storage": "MinIO 미러링 잡"}


def pw_task(cat, lang, h):
    key = cat.split()[0]
    if key == "mysql_config_editor?":
        key = "MYSQL_PWD"
    g = PW_GROUP.get(key, "sys")
    return (TASK_EN if lang == "en" else TASK_KO)[g].replace("{h}", h)


def _pw_cmd():
    cat, modes, tpl = pick(PW_COMMANDS)
    mode = pick(modes)
    avoid = QAVOID[mode]
    if "{R}" in tpl or "{U}" in tpl:
        avoid = SHELL_BAD + ":,%" if mode == "raw" or "{R}" in tpl else avoid + ":"
    if cat.startswith("openssl") or cat.startswith("rclone"):
        kind = pick(["generated", "human", "passphrase"])
    else:
        kind = pick(["human", "punct", "korean-keyboard", "generated", "passphrase", "hangul"])
    if "raw" == mode and kind in ("passphrase", "hangul", "punct"):
        kind = pick(["human", "generated", "korean-keyboard"])
    if cat.startswith("az login"):
        kind = None
    u = pick(USERS)
    if kind is None:
        pw = _ms_client_secret()
        if any(c in avoid for c in pw):
            return None
    else:
        pw = password(kind, avoid=avoid)[1]
    d = pick(DBNAMES)
    h = pick(DBHOSTS)
    cmd = (tpl.replace("{P}", q(pw, mode)).replace("{R}", pw).replace("{u}", u).replace("{h}", h)
           .replace("{d}", d).replace("{appid}", uuid4()).replace("{tenant}", uuid4()))
    if "{U}" in cmd:
        cmd = cmd.replace("{U}", q(u + ":" + pw, mode if mode != "raw" else "raw"))
    cat = cat.replace("mysql_config_editor? no: ", "")
    return cat, cmd, pw, u, h, kind or "client secret"


PWCMD_FRAMES_EN = [
    ("{Task} failed with 'Access denied' and I did not know which account the script used.",
     "The script runs this (from {where}):{B}The password in it belongs to the old host; the new one only accepts the service account.",
     "Which account should automation use against {env}?"),
    ("{who} asked why the cron job for {task} stopped working.",
     "The crontab line is:{B}The password was changed on {date}, the cron still has the old one, so every run fails quietly.",
     "Should the backup read its password from a 0600 file instead of the command line?"),
    ("User asked: \"can you run this for me on {env}?{B}\"",
     "Ran it; it works, but the password ends up in shell history and in `ps` output for everyone on the box.",
     "Can we switch this to a credentials file next time?"),
    ("I didn't know how to reach {h} from the bastion.",
     "The runbook command is{B}and it only works from the bastion because of the security group.",
     ""),
    ("Shell history on the bastion showed{B}which explains how {u} got access last week.",
     "Passwords typed on the command line stay in `~/.bash_history`; I cleared the entry and noted it for rotation.",
     "Who should rotate the {u} password?"),
    ("Trying to redo {task} on {env}; the wiki guide was out of date.",
     "Working sequence: stop the app, then{B}then start the app and check the logs.",
     "Is the wiki guide owned by anyone?"),
    ("The deploy script hung waiting for a password prompt.",
     "Non-interactive runs need the password passed explicitly; {who} uses{B}in the Jenkins job.",
     "Is it OK that the password is visible in the job config: `{pw}`?"),
    ("Couldn't tell why the health check on {h} kept failing after the reboot.",
     "Auth was fine (`{cmdname}` succeeded):{B}The real problem was the disk filling up.",
     ""),
]

PWCMD_FRAMES_KO = [
    ("{task} 단계가 'Access denied'로 실패했는데 스크립트가 어떤 계정을 쓰는지 몰랐음.",
     "스크립트가 실행하는 명령({where} 기준):{B}여기 비밀번호는 구 서버용이고, 신규 서버는 서비스 계정만 허용함.",
     "{env} 자동화에 어떤 계정을 써야 하는지 확인하기."),
    ("{who_i} {task} 크론이 왜 안 도는지 물어봄.",
     "크론탭 라인:{B}{date}에 비밀번호가 바뀌었는데 크론에는 예전 값이 그대로라 매번 조용히 실패함.",
     "백업 스크립트가 명령줄 대신 0600 권한 파일에서 비밀번호를 읽게 바꿔도 되는지?"),
    ("사용자 요청: \"{env}에서 이거 좀 실행해 주세요{B}\"",
     "실행은 됐지만 비밀번호가 셸 히스토리와 `ps` 출력에 그대로 남음.",
     "다음부터는 자격 증명 파일 방식으로 바꿔도 될지 물어보기."),
    ("배스천에서 {h}에 접속하는 방법을 몰랐음.",
     "런북에 있는 명령은{B}이고, 보안 그룹 때문에 배스천에서만 동작함.",
     ""),
    ("배스천 셸 히스토리에 이런 게 남아 있었음:{B}지난주 {u} 계정 접근 경로가 이걸로 설명됨.",
     "명령줄에 친 비밀번호는 `~/.bash_history`에 남음. 해당 줄 지우고 교체 대상으로 기록해 둠.",
     "{u} 비밀번호 교체는 누가 하나요?"),
    ("{env}에서 {task_eul} 다시 하려는데 위키 가이드가 오래된 버전이었음.",
     "실제로 동작한 순서: 앱 중지 →{B}→ 앱 기동 후 로그 확인.",
     "위키 가이드 담당자가 있는지?"),
    ("배포 스크립트가 비밀번호 프롬프트에서 멈춰 있었음.",
     "비대화형 실행에서는 비밀번호를 직접 넘겨야 함. {who_i} 젠킨스 잡에서 쓰는 명령:{B}",
     "잡 설정에 비밀번호 `{pw}`가 그대로 보이는데 괜찮은지?"),
    ("재부팅 후 {h} 헬스체크가 계속 실패하는 이유를 몰랐음.",
     "인증은 문제없었음(`{cmdname}` 성공):{B}진짜 원인은 디스크 풀.",
     ""),
]


def b_pw_cmd(lang):
    r = _pw_cmd()
    if r is None:
        return note(lang, "secret", "x", "", "", "", [], "x")
    cat, cmd, pw, u, h, kind = r
    frames = PWCMD_FRAMES_EN if lang == "en" else PWCMD_FRAMES_KO
    g = PW_GROUP.get(cat.split()[0], "sys")
    remote = g in ("db", "ssh", "mq", "ldap", "bmc", "windows", "http", "share")
    fi = pick([i for i in range(len(frames)) if remote or i not in (3, 7)])
    ctx = base_ctx(lang)
    ctx.update({"d": pick(DBNAMES), "h": h, "u": u, "pw": pw, "cmdname": cmd.split()[0] if not cmd.startswith(("PGPASSWORD", "MYSQL_PWD", "echo")) else cmd.split("|")[-1].split()[0] if "|" in cmd else cmd.split()[1],
                "where": pick(["`scripts/migrate.sh`", "`Jenkinsfile`", "`ops/runbook.md`", "`crontab -l`", "`Makefile`"]),
                "task": pw_task(cat, lang, h),
                "B": blk(("$ " if len(cmd) > 100 and chance(0.5) else "") + cmd)})
    ctx["Task"] = ctx["task"][0].upper() + ctx["task"][1:]
    ctx["task_eul"] = josa(ctx["task"], "을/를")
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", "shell: %s (%s password)" % (cat, kind), mc, le, ak, [pw], "S-pwcmd-%s-%02d" % (lang, fi))


# ------------------------------------------------------ connection strings
def pct(pw):
    return urllib.parse.quote(pw, safe="")


# (category, builder(user, pw, host, db) -> (text, listed value)); avoid chars for raw forms
def _cs_url(scheme, port, tail=""):
    def f(u, pw, h, d):
        e = pct(pw)
        return "%s://%s:%s@%s:%d/%s%s" % (scheme, u, e, h, port, d, tail), e
    return f


CONNSTR = [
    ("postgres URL", "", _cs_url("postgresql", 5432, "?sslmode=require")),
    ("postgres URL (prisma)", "", lambda u, pw, h, d: ('DATABASE_URL="postgresql://%s:%s@%s:5432/%s?schema=public"' % (u, pct(pw), h, d), pct(pw))),
    ("mysql URL", "", _cs_url("mysql", 3306)),
    ("SQLAlchemy mysql+pymysql URL", "", _cs_url("mysql+pymysql", 3306, "?charset=utf8mb4")),
    ("mongodb+srv URL", "", lambda u, pw, h, d: ("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pct(pw), rs(LO + DG, 5), d), pct(pw))),
    ("redis URL password only", "", lambda u, pw, h, d: ("redis://:%s@%s:6379/0" % (pct(pw), h), pct(pw))),
    ("rediss URL default user", "", lambda u, pw, h, d: ("rediss://default:%s@%s:6380" % (pct(pw), h), pct(pw))),
    ("amqp URL", "", _cs_url("amqp", 5672, "")),
    ("JDBC postgres password param", "&;#? \"'", lambda u, pw, h, d: ("jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, d, u, pw), pw)),
    ("JDBC sqlserver password property", ";{}= \"'", lambda u, pw, h, d: ("jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, d, u, pw), pw)),
    ("ADO.NET Password=", ";=\"'{}", lambda u, pw, h, d: ("Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, d, u, pw), pw)),
    ("ODBC PWD={}", "{};", lambda u, pw, h, d: ("DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD={%s};" % (h, d, u, pw), pw)),
    ("Oracle user/pass@//host", "/@ \"'", lambda u, pw, h, d: ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), pw)),
    ("Go MySQL DSN", "@/:() ", lambda u, pw, h, d: ("%s:%s@tcp(%s:3306)/%s?parseTime=true" % (u, pw, h, d), pw)),
    ("libpq key=value", " '\\", lambda u, pw, h, d: ("host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, d, u, pw), pw)),
    (".pgpass line", ":\\", lambda u, pw, h, d: ("%s:5432:%s:%s:%s" % (h, d, u, pw), pw)),
    ("Kafka SASL JAAS password", "\"\\", lambda u, pw, h, d: ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), pw)),
    ("Elasticsearch URL", "", lambda u, pw, h, d: ("https://elastic:%s@%s:9200" % (pct(pw), h), pct(pw))),
    ("ClickHouse HTTP URL", "", lambda u, pw, h, d: ("http://%s:%s@%s:8123/?database=%s" % (u, pct(pw), h, d), pct(pw))),
    ("FTP URL", "", lambda u, pw, h, d: ("ftp://%s:%s@%s/outbound/" % (u, pct(pw), h), pct(pw))),
    ("git remote https user:pass", "", lambda u, pw, h, d: ("https://%s:%s@git.acme.kr/%s/%s.git" % (u, pct(pw), pick(["platform", "data", "web"]), d), pct(pw))),
    ("spring datasource properties", "\\", lambda u, pw, h, d: ("spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, d, u, pw), pw)),
    ("Django DATABASES dict", "'\\", lambda u, pw, h, d: ("DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': '%s', 'USER': '%s', 'PASSWORD': '%s', 'HOST': '%s'}}" % (d, u, pw, h), pw)),
    ("Rails database.yml", "'", lambda u, pw, h, d: ("production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: '%s'\n  host: %s" % (d, u, pw, h), pw)),
    ("my.cnf [client]", "#;\"'\\ ", lambda u, pw, h, d: ("[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), pw)),
    ("Neo4j env", "\"\\$`", lambda u, pw, h, d: ('NEO4J_URI=neo4j+s://%s.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD="%s"' % (rs(HEX, 8), pw), pw)),
    ("SMTP URL with Google app password", "", None),
]


def _google_app_pw():
    return " ".join(rs(LO, 4) for _ in range(4)) if chance(0.5) else rs(LO, 16)


CS_FRAMES_EN = [
    ("{proj} could not connect to the {dbk} on {env} after the failover.",
     "The connection string is built in {file}:{B}After failover the host changed but the credentials did not, so only the host part needed updating.",
     "Is there a DNS alias for the {dbk} primary so we stop hardcoding hosts?"),
    ("I didn't know the {dbk} connection string for the {env} read replica.",
     "{who} gave me{B}Read-only queries only; writes must go through the primary.",
     ""),
    ("Connection pool exhaustion alerts on {proj}.",
     "Not a credentials issue: the pool max was 5. For the record, the service connects with{B}and that account has a per-user connection limit of 20.",
     "Should the pool size be raised or the per-user limit?"),
    ("{B}\n-- this is what was in {file} when the staging deploy started failing.",
     "Special characters in the password must be percent-encoded inside URLs; the driver failed to parse the raw one.",
     "Do other services use the same {dbk} account?"),
    ("Setting up a local tunnel to the {env} {dbk}.",
     "With `ssh -L` running, the app works against{B}",
     "Should I keep the tunnel-based setup in the README, or is there a VPN option?"),
    ("The analytics notebook could not read from {dbk}.",
     "The notebook had its own hardcoded URI, different from the app:{B}It should read from the shared secret instead.",
     "Can you confirm this URI is still valid: {raw}?"),
]

CS_FRAMES_KO = [
    ("페일오버 이후 {env} {dbk}에 {proj} 연결이 안 됐음.",
     "연결 문자열은 {file}에서 조립됨:{B}페일오버로 호스트만 바뀌고 계정은 그대로라 호스트 부분만 수정하면 됐음.",
     "{dbk} primary용 DNS 별칭이 있는지 물어보기 (호스트 하드코딩 그만하려고)."),
    ("{env} 읽기 전용 레플리카의 {dbk} 연결 문자열을 몰랐음.",
     "{who_i} 알려 준 값:{B}조회 전용이고 쓰기는 primary로 보내야 함.",
     ""),
    ("{proj}에서 커넥션 풀 고갈 알림 발생.",
     "자격 증명 문제는 아니었음. 풀 최대값이 5였음. 참고로 서비스는 아래로 접속함:{B}이 계정은 사용자당 연결 수 제한이 20.",
     "풀 크기를 늘릴지, 사용자당 제한을 늘릴지?"),
    ("{B}\n-- 스테이징 배포가 깨지기 시작했을 때 {file}에 있던 값.",
     "URL 안의 비밀번호에 특수문자가 있으면 퍼센트 인코딩해야 함. 원본 그대로 넣었더니 드라이버가 파싱에 실패했음.",
     "다른 서비스도 같은 {dbk} 계정을 쓰는지 확인."),
    ("{env} {dbk}로 로컬 터널을 뚫는 중.",
     "`ssh -L` 띄워 둔 상태에서 앱은 아래 값으로 동작함:{B}",
     "README에 터널 방식으로 적어 둘지, VPN 방식이 따로 있는지?"),
    ("분석용 노트북이 {dbk}에서 데이터를 못 읽었음.",
     "노트북에 앱과 다른 URI가 따로 하드코딩돼 있었음:{B}공용 시크릿에서 읽도록 바꿔야 함.",
     "이 URI 아직 유효한지 확인 부탁: {raw}"),
]

DBKIND = {"postgres": "PostgreSQL", "prisma": "PostgreSQL", "JDBC postgres": "PostgreSQL", "libpq": "PostgreSQL",
          ".pgpass": "PostgreSQL", "mysql": "MySQL", "SQLAlchemy": "MySQL", "Go MySQL": "MySQL", "spring": "MySQL",
          "my.cnf": "MySQL", "mongodb": "MongoDB", "redis": "Redis", "rediss": "Redis", "amqp": "RabbitMQ",
          "JDBC sqlserver": "SQL Server", "ADO.NET": "SQL Server", "ODBC": "SQL Server", "Oracle": "Oracle",
          "Kafka": "Kafka", "Elasticsearch": "Elasticsearch", "ClickHouse": "ClickHouse", "FTP": "FTP server",
          "git": "Git server", "Django": "PostgreSQL", "Rails": "PostgreSQL", "Neo4j": "Neo4j", "SMTP": "SMTP relay"}


def b_connstr(lang):
    cat, avoid, fn = pick(CONNSTR)
    u = pick(USERS)
    h = pick(DBHOSTS)
    d = pick(DBNAMES)
    if fn is None:
        pw = _google_app_pw()
        mail = pick(USERS).replace("_", ".") + "@" + pick(["acme.io", "gmail.com", "acme.co.kr"])
        text = "smtps://%s:%s@smtp.gmail.com:465" % (pct(mail), pct(pw))
        listed = pct(pw)
        kind = "google app password"
    else:
        kind, pw = password(None, avoid=avoid)
        text, listed = fn(u, pw, h, d)
    dbk = "DB"
    for k in DBKIND:
        if cat.startswith(k):
            dbk = DBKIND[k]
    frames = CS_FRAMES_EN if lang == "en" else CS_FRAMES_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update({"dbk": dbk, "file": "`%s`" % pick(["config/database.yml", ".env", "settings.py", "docker-compose.yml", "app.yaml", "src/db.ts"]),
                "B": blk(text), "raw": "`%s`" % text if "\n" not in text else text})
    secrets = [listed]
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    if pw != listed and pw in mc + le + ak:
        secrets.append(pw)
    return note(lang, "secret", "connection string: %s (%s password)" % (cat, kind), mc, le, ak, secrets, "S-connstr-%s-%02d" % (lang, fi))


# --------------------------------------------- human / service passwords in prose
SYSTEMS = [
    ("Synology NAS", "시놀로지 NAS", "admin"), ("office router", "사무실 공유기", "admin"),
    ("Jenkins server", "젠킨스", "admin"), ("Grafana instance", "그라파나", "admin"), ("WordPress admin", "워드프레스 관리자", "wpadmin"),
    ("phpMyAdmin console", "phpMyAdmin", "root"), ("VPN", "VPN", None), ("iDRAC console", "iDRAC", "root"),
    ("Windows jump host", "윈도우 점프 서버", "Administrator"), ("QA test account", "QA 테스트 계정", "qa_tester01"),
    ("groupware", "그룹웨어", None), ("ERP", "ERP", None), ("Harbor registry", "Harbor 레지스트리", "admin"),
    ("Airflow UI", "Airflow UI", "airflow"), ("Kibana console", "키바나", "elastic"), ("SonarQube server", "SonarQube", "admin"),
    ("RabbitMQ management UI", "RabbitMQ 관리 콘솔", "guest_admin"), ("pgAdmin console", "pgAdmin", None),
    ("Zabbix server", "자빅스", "Admin"), ("Nexus repository", "Nexus 저장소", "admin"), ("ArgoCD UI", "ArgoCD", "admin"),
    ("MinIO console", "MinIO 콘솔", "minioadmin"), ("intranet", "사내 인트라넷", None), ("Redash instance", "Redash", None),
]
SECRETS_OF_PEOPLE_EN = ["GPG key passphrase", "SSH key passphrase", "Android keystore password",
                        "iOS signing certificate (.p12) password", "shared 1Password vault password",
                        "macOS login password on the build Mac"]
SECRETS_OF_PEOPLE_KO = ["GPG 키 패스프레이즈", "SSH 키 패스프레이즈", "안드로이드 키스토어 비밀번호",
                        "iOS 배포 인증서(.p12) 비밀번호", "공동인증서 비밀번호", "빌드용 맥 로그인 비밀번호"]

PROSE_FRAMES_EN = [
    ("I couldn't log into the {sys} to check {thing}.",
     "{who} gave me the login: {user} / {pw} - it is a shared account, so don't change the password without telling the team.",
     "Is there a personal {sys} account I should use instead?"),
    ("[{t}] {whoU}: {sys} login is {user} / {pw} (pls don't forward)",
     "The {sys} only allows one session per account, so logging in kicked {whoU} out; coordinate before using it.",
     ""),
    ("Needed the {sys} to {thing2}.",
     "Logged in as {user} and finished it; the account has no MFA, which should be fixed.",
     "Is the {sys} password still {pw}, or was it changed after the audit?"),
    ("{pw} is the {sys} password {who} read out on the call; I needed it to {thing2}.",
     "The {sys} session times out after 10 minutes of inactivity, so do the change in one go.",
     ""),
    ("Lost an hour because the {sys} rejected every login.",
     "Caps Lock state was not the issue; the account had been locked after 5 failures. Once {who} unlocked it the password worked. For reference it is {pw}",
     ""),
    ("Had to {thing2} on the {sys}.",
     "Logged in as {user} (pw: {pw}) and changed the setting; it takes effect after a service restart.",
     "Should the {sys} move behind SSO?"),
    ("{who} said the {sys} password is \"the usual one with the year\", which turned out to be {pw}",
     "Guessable shared passwords are a risk; flagged it to security.",
     "Who can set up individual {sys} accounts?"),
    ("The signing step on the release machine prompted for the {pp} and the job hung.",
     "{who} provided it: {pw}\nThe CI job should read it from the keychain instead of prompting.",
     "Can the {pp} be stored in the CI secret store?"),
    ("Needed the {pp} to finish the release.",
     "It is `{pw}`; it is the same on the old and new build machines.",
     "Should the {pp} be changed after the handover?"),
    ("Two accounts were needed for the migration and nobody had written them down.",
     "{sys}: {user} / {pw}\n{sys2}: {user2} / {pw2}\nBoth are shared admin accounts.",
     "Can these move into the team vault?"),
]

PROSE_FRAMES_KO = [
    ("{thing_ko} 확인하려고 {sys} 로그인을 해야 했는데 계정을 몰랐음.",
     "{who_i} 알려 준 계정: {user} / {pw} - 공용 계정이라 비밀번호 바꾸기 전에 팀에 먼저 공유할 것.",
     "개인 {sys} 계정을 따로 받을 수 있는지?"),
    ("[{t}] {whoK}: {sys} 계정 {user} / {pw} 입니다 (외부 공유 금지)",
     "{sys}는 계정당 세션 1개만 허용돼서 내가 로그인하니 {whoK} 세션이 끊김. 쓰기 전에 미리 말할 것.",
     ""),
    ("{thing2_ko} 위해 {sys} 접속이 필요했음.",
     "{user} 계정으로 작업 완료. 이 계정은 MFA가 없어서 보완 필요.",
     "{sys} 비밀번호 아직 {pw} 맞나요? 감사 이후에 바뀌었는지?"),
    ("{pw} ← 통화 중에 {who_i} 불러 준 {sys} 비밀번호. {thing2_ko} 위해 필요했음.",
     "{sys} 세션은 10분 무동작이면 끊기니까 한 번에 작업할 것.",
     ""),
    ("{sys} 로그인이 계속 거부돼서 한 시간 날림.",
     "Caps Lock 문제는 아니었고 5회 실패로 계정이 잠겨 있었음. {who_i} 잠금 해제해 주니 정상 로그인됨. 참고로 비번은 {pw}",
     ""),
    ("{sys}에서 {thing2_ko} 해야 했음.",
     "{user} 계정(비번: {pw})으로 로그인해서 설정 변경함. 서비스 재시작 후 반영됨.",
     "{sys}를 SSO 뒤로 옮길 계획이 있는지?"),
    ("{who_i} {sys} 비번은 \"늘 쓰던 거에 연도 붙인 거\"라고 했는데 실제로는 {pw} 였음.",
     "추측 가능한 공용 비밀번호는 위험함. 보안팀에 공유함.",
     "{sys} 개인 계정 발급은 누가 할 수 있는지?"),
    ("릴리스 머신의 서명 단계에서 {pp} 입력 프롬프트가 떠서 잡이 멈춤.",
     "{who_i} 알려 준 값: {pw}\nCI 잡은 프롬프트 대신 키체인에서 읽도록 바꿔야 함.",
     "{pp}를 CI 시크릿 저장소에 넣어도 되는지?"),
    ("릴리스 마무리하려면 {pp}가 필요했음.",
     "값은 `{pw}` 이고 구/신 빌드 머신 모두 동일함.",
     "인수인계 후 {pp}를 바꿔야 하는지?"),
    ("마이그레이션에 계정 두 개가 필요했는데 아무도 적어 두지 않았음.",
     "{sys}: {user} / {pw}\n{sys2}: {user2} / {pw2}\n둘 다 공용 관리자 계정.",
     "이 계정들을 팀 볼트로 옮겨도 되는지?"),
]
THINGS_EN = ["the disk usage", "the backup status", "the alert rules", "the job history", "the audit log"]
THINGS2_EN = ["reset a stuck job", "rotate the TLS certificate", "add a new user", "export the dashboards", "reboot the service"]
THINGS_KO = ["디스크 사용량", "백업 상태", "알림 규칙", "잡 이력", "감사 로그"]
THINGS2_KO = ["멈춘 잡 리셋", "TLS 인증서 교체", "신규 사용자 추가", "대시보드 내보내기", "서비스 재부팅"]


def b_pw_prose(lang):
    frames = PROSE_FRAMES_EN if lang == "en" else PROSE_FRAMES_KO
    fi = ri(0, len(frames) - 1)
    sysi = pick(SYSTEMS)
    sys2 = pick([x for x in SYSTEMS if x != sysi])
    kind = pick([k for k, _ in PW_KINDS] + ["korean-keyboard", "hangul"] if lang == "ko" else [k for k, _ in PW_KINDS])
    kind, pw = password(kind)
    _, pw2 = password(None)
    ctx = base_ctx(lang)
    ctx.update({"sys": sysi[0] if lang == "en" else sysi[1], "sys2": sys2[0] if lang == "en" else sys2[1],
                "user": sysi[2] or pick(USERS), "user2": sys2[2] or pick(USERS), "pw": pw, "pw2": pw2,
                "t": pick(TIMES), "whoU": pick(USERS), "whoK": pick(PEOPLE_KO[:8]),
                "thing": pick(THINGS_EN), "thing2": pick(THINGS2_EN),
                "thing_ko": pick(THINGS_KO), "thing2_ko": pick(THINGS2_KO),
                "pp": pick(SECRETS_OF_PEOPLE_EN) if lang == "en" else pick(SECRETS_OF_PEOPLE_KO)})
    ctx["thing_ko"] = josa(ctx["thing_ko"], "을/를")
    ctx["thing2_ko"] = josa(ctx["thing2_ko"], "을/를")
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    secrets = [pw] + ([pw2] if "{pw2}" in "".join(frames[fi]) else [])
    what = "person secret" if "{pp}" in "".join(frames[fi]) else "shared account"
    return note(lang, "secret", "prose: %s password (%s)" % (what, kind), mc, le, ak, secrets, "S-prose-%s-%02d" % (lang, fi))


# --------------------------------------------------- HTTP auth headers, cookies
def jwt(claims, alg="HS256", siglen=None):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT", **({"kid": rs(B64U, 16)} if alg != "HS256" else {})},
                           separators=(",", ":")).encode())
    pay = b64u(json.dumps(claims, separators=(",", ":"), ensure_ascii=False).encode())
    n = siglen or (43 if alg == "HS256" else 342)
    return head + "." + pay + "." + rs(B64U, n)


def user_jwt(long=False):
    iat = ri(1735000000, 1760000000)
    c = {"sub": str(ri(10000, 999999)) if chance(0.5) else uuid4(), "email": pick(USERS).replace("_", ".") + "@acme.io",
         "roles": pick([["admin"], ["user"], ["ops", "billing:read"]]), "iat": iat, "exp": iat + pick([900, 3600, 86400])}
    if long:
        c.update({"iss": "https://auth.acme.io/", "aud": pick(PROJ), "scope": "openid profile email offline_access",
                  "tenant": uuid4(), "sid": uuid4()})
    return jwt(c, alg=pick(["HS256", "RS256"]) if not long else "RS256")


def cookie_value():
    form = ri(0, 5)
    if form == 0:
        return "sessionid", rs(LO + DG, 32)
    if form == 1:
        return "JSESSIONID", rs(HEXU, 32)
    if form == 2:
        return "PHPSESSID", rs(LO + DG, 26)
    if form == 3:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43)
    if form == 4:
        return "laravel_session", "eyJpdiI6" + rs(B64, ri(180, 240)) + "%3D%3D"
    return "_session_id", hexs(32)


HTTPA_FRAMES_EN = [
    ("The {api} call worked in Postman but failed from {proj}.",
     "Postman was sending{B}while {proj} sent no auth header at all because the interceptor skipped absolute URLs.",
     "Should the interceptor attach auth for absolute URLs too?"),
    ("{who} exported a HAR from the browser so I could see the failing request:{B}",
     "The request carried a valid session, so the 500 came from the backend, not from auth.",
     ""),
    ("I didn't know how the internal {api} authenticates.",
     "It expects this (copied from {src}):{B}Tokens are issued per team; ours is the one above.",
     "Is there a separate credential for CI?"),
    ("User asked: \"is this header right?{B}\"",
     "The format was right; the 401 came from the account being disabled.",
     ""),
    ("Reproducing a customer bug on {env} required acting as the test user.",
     "Copied the request from devtools:{B}The session expires after 30 minutes, so it has to be re-copied.",
     "Is there an impersonation tool so we stop copying sessions?"),
    ("The API gateway debug log for {proj} had this line:{B}",
     "Debug logging prints full request headers including credentials; set it back to INFO.",
     "Who else can read the gateway logs?"),
]
HTTPA_FRAMES_KO = [
    ("{api} 호출이 Postman에서는 되는데 {proj}에서는 실패함.",
     "Postman은 아래 헤더를 보내고 있었음:{B}{proj}는 인터셉터가 절대 URL을 건너뛰어서 인증 헤더 자체가 빠져 있었음.",
     "절대 URL에도 인증 헤더를 붙이도록 인터셉터를 고쳐도 되는지?"),
    ("{who_i} 실패하는 요청을 보라고 브라우저 HAR을 뽑아 줌:{B}",
     "요청에 유효한 세션이 실려 있었으니 500은 인증이 아니라 백엔드 문제.",
     ""),
    ("사내 {api} 인증 방식을 몰랐음.",
     "이 형식을 기대함({src}에서 복사):{B}토큰은 팀별로 발급되고 우리 팀 것은 위 값.",
     "CI용 자격 증명이 따로 있는지?"),
    ("사용자 질문: \"이 헤더 맞나요?{B}\"",
     "형식은 맞았고 401은 계정 비활성화 때문이었음.",
     ""),
    ("{env}에서 고객 버그를 재현하려면 테스트 사용자로 요청을 보내야 했음.",
     "개발자 도구에서 요청 복사:{B}세션은 30분 후 만료라 다시 복사해야 함.",
     "세션 복사 말고 impersonation 도구가 있는지?"),
    ("{proj} API 게이트웨이 디버그 로그에 이런 줄이 있었음:{B}",
     "디버그 로그가 인증 정보 포함 요청 헤더 전체를 찍음. 로그 레벨 INFO로 원복.",
     "게이트웨이 로그 읽기 권한이 또 누구에게 있는지?"),
]
APIS = ["reporting API", "admin API", "partner API", "search API", "payments API", "legacy SOAP endpoint", "metrics API"]
APIS_KO = ["리포트 API", "관리자 API", "파트너 API", "검색 API", "결제 API", "레거시 SOAP 엔드포인트", "지표 API"]


def _http_snip():
    """-> (category, snippet, secrets)"""
    form = ri(0, 9)
    host = pick(["api.acme.io", "internal-gw.acme.kr", "partner.example-corp.com", "admin.acme.dev", "10.20.1.15:8443"])
    path = pick(["/v1/reports/daily", "/api/orders?page=2", "/admin/users", "/graphql", "/v2/settlements/2025-06"])
    if form <= 2:
        u = pick(USERS)
        kind, pw = password(None, avoid="\"'\\`$")
        blob = b64((u + ":" + pw).encode())
        where = ri(0, 3)
        if where == 0:
            s = 'curl -H "Authorization: Basic %s" https://%s%s' % (blob, host, path)
        elif where == 1:
            s = "GET %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (path, host, blob)
        elif where == 2:
            s = json.dumps({"name": "Authorization", "value": "Basic " + blob})
        else:
            s = "headers = {'Authorization': 'Basic %s', 'Content-Type': 'application/json'}" % blob
        sec = [blob]
        if chance(0.35):
            s += "\n(decodes to %s:%s)" % (u, pw)
            sec.append(pw)
        return "HTTP Basic header (%s password)" % kind, s, sec
    if form <= 4:
        t = user_jwt(long=(form == 4))
        where = ri(0, 2)
        if where == 0:
            s = "Authorization: Bearer " + t
        elif where == 1:
            s = "curl -s https://%s%s \\\n  -H 'Authorization: Bearer %s'" % (host, path, t)
        else:
            s = json.dumps({"headers": {"authorization": "Bearer " + t, "x-request-id": uuid4()}}, indent=1)
        return "Bearer JWT%s" % (" (long)" if form == 4 else ""), s, [t]
    if form == 5:
        k = pick(["", "ak_live_", "key_", "int_"]) + rs(AN, pick([32, 40, 48]))
        hn = pick(["X-API-Key", "X-Api-Key", "apikey", "X-Auth-Token", "Ocp-Apim-Subscription-Key"])
        if hn == "Ocp-Apim-Subscription-Key":
            k = hexs(32)
        s = "%s: %s" % (hn, k) if chance(0.5) else 'curl -H "%s: %s" https://%s%s' % (hn, k, host, path)
        return "API-key header %s" % hn, s, [k]
    if form == 6:
        k = rs(AN + "._-", 48)
        s = "Proxy-Authorization: Bearer %s" % k if chance(0.5) else "X-Internal-Token: %s" % k
        return "internal token header", s, [k]
    # cookies
    name, val = cookie_value()
    extra = pick(["_ga=GA1.1.%d.%d" % (ri(10 ** 8, 10 ** 9), ri(1690000000, 1760000000)), "lang=ko", "theme=dark", "_gid=GA1.1.%d" % ri(10 ** 8, 10 ** 9)])
    if form == 7:
        s = "Cookie: %s; %s=%s" % (extra, name, val)
    elif form == 8:
        s = "curl 'https://%s%s' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: %s=%s; %s' \\\n  --compressed" % (host, path, name, val, extra)
    else:
        s = "Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    return "session cookie %s" % name, s, [val]


def b_http_auth(lang):
    cat, S, sec = _http_snip()
    frames = HTTPA_FRAMES_EN if lang == "en" else HTTPA_FRAMES_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update({"api": pick(APIS) if lang == "en" else pick(APIS_KO), "B": blk(S),
                "src": pick(["the wiki", "Postman", "the old client"]) if lang == "en" else pick(["위키", "Postman", "기존 클라이언트"])})
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", "http: " + cat, mc, le, ak, sec, "S-http-%s-%02d" % (lang, fi))


# ------------------------------------------------ artifact frames (shared)
ART_FRAMES_EN = [
    ("{who} pasted {what} so I could continue:{B}",
     "Used it once for the task; it should not live in notes or tickets.",
     "Next time, can {what} be shared through the vault instead?"),
    ("I didn't have {what} and the task was blocked.",
     "Found it in {place}:{B}Left a TODO to move it to the secret store.",
     ""),
    ("The {proj} task was blocked until I had {what}.",
     "{who} sent it in chat; recording it here for the handover:{B}",
     "Who owns {what} going forward?"),
    ("{B}\n(that is {what}, copied from {place})",
     "It worked on the first try; nothing needed to change on our side.",
     ""),
    ("Needed {what} for {proj} on {env}.",
     "It was sitting in {place}, which is readable by the whole team.",
     "Is this still the current one?{B}"),
    ("While cleaning up {place} I found {what}.",
     "Kept a copy here until the owner confirms it can be revoked:{B}",
     "Can {what} be revoked now?"),
]
ART_FRAMES_KO = [
    ("작업을 이어가려고 {who_i} {what_eul} 붙여 줌:{B}",
     "이번 작업에 한 번만 사용함. 노트나 티켓에 남겨 두면 안 되는 값.",
     "다음엔 {what_eul} 볼트로 공유받을 수 있는지?"),
    ("{what_i} 없어서 작업이 막혀 있었음.",
     "{place}에서 찾음:{B}시크릿 스토어로 옮기라는 TODO 남겨 둠.",
     ""),
    ("{what_i} 있어야 {proj} 작업을 진행할 수 있었음.",
     "{who_i} 채팅으로 보내 줌. 인수인계용으로 여기에 기록:{B}",
     "앞으로 {what} 관리 담당자가 누구인지?"),
    ("{B}\n({place}에서 복사한 {what})",
     "한 번에 동작함. 우리 쪽은 수정할 것 없음.",
     ""),
    ("{env} {proj} 작업에 {what_i} 필요했음.",
     "팀 전체가 읽을 수 있는 {place}에 그대로 있었음.",
     "이게 아직 최신 값인지?{B}"),
    ("{place} 정리하다가 {what_eul} 발견함.",
     "담당자가 폐기 여부를 확인해 줄 때까지 여기에 사본 보관:{B}",
     "{what_eul} 지금 폐기해도 되는지?"),
]
PLACES_EN = ["the shared drive", "an old Jira ticket", "the team wiki", "a Slack thread from last year", "the ops notebook",
             "a README in the infra repo", "the handover doc"]
PLACES_KO = ["공유 드라이브", "예전 지라 티켓", "팀 위키", "작년 슬랙 스레드", "운영 노트북", "인프라 저장소 README", "인수인계 문서"]


def art_note(lang, cat, S, secrets, what_en, what_ko, tplname, own_en=(), own_ko=()):
    """Render an artifact with either the shared frames or the builder's own ones."""
    frames = (ART_FRAMES_EN + list(own_en)) if lang == "en" else (ART_FRAMES_KO + list(own_ko))
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    what = what_en if lang == "en" else what_ko
    ctx.update({"what": what, "what_eul": josa(what, "을/를"), "what_i": josa(what, "이/가"),
                "place": pick(PLACES_EN) if lang == "en" else pick(PLACES_KO), "B": blk(S)})
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", cat, mc, le, ak, secrets, "S-%s-%s-%02d" % (tplname, lang, fi))


# ---------------------------------------------------------------- signed URLs
def _signed_url():
    d = "2025%02d%02d" % (ri(1, 12), ri(1, 28))
    form = ri(0, 5)
    if form == 0:
        akid = pick(["AKIA", "ASIA"]) + rs(B32, 16)
        sig = hexs(64)
        reg = pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d" % (pick(["acme-exports", "prod-invoices", "media-kr"]), reg,
                                                                  pick(["reports/2025/q2.csv", "invoices/INV-20431.pdf", "dumps/orders.sql.gz"]),
                                                                  akid, d, reg, d, ri(0, 23), ri(0, 59), ri(0, 59), pick([900, 3600, 604800])))
        sec = [akid, sig]
        if akid.startswith("ASIA"):
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, ri(150, 220)))
            url += "&X-Amz-Security-Token=" + tok
            sec.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        return "signed URL: S3 presigned", url, sec
    if form == 1:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-ml-data", "exports-prod"]), pick(["model.bin", "batch/2025-06.parquet"]), pick(["signer", "uploader"]),
                  pick(["acme-prod", "ml-platform-3921"]), d, d, sig))
        return "signed URL: GCS V4 (long signature)", url, [sig]
    if form == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (pick(["acmelogs01", "stprodassets", "backupkr"]), pick(["exports", "backups"]), pick(["db.bak", "logs.tar.gz"]), ri(1, 12), ri(1, 28), sig))
        return "signed URL: Azure SAS", url, [sig]
    if form == 3:
        sig = rs(AN + "-_~", ri(170, 345))
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LO + DG, 13), pick(["video/intro.m3u8", "private/manual.pdf"]), ri(1750000000, 1790000000), sig, rs(UP + DG, 13))
        return "signed URL: CloudFront", url, [sig]
    if form == 4:
        ak = "LTAI5t" + rs(AN, 18)
        sig = pct(b64(rbytes(20)))
        url = "https://%s.oss-cn-%s.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            pick(["acme-cn-assets", "shop-media"]), pick(["hangzhou", "shanghai", "beijing"]), pick(["a/b.png", "export.xlsx"]),
            ak, ri(1750000000, 1790000000), sig)
        return "signed URL: Alibaba OSS", url, [ak, sig]
    ak = "AKID" + rs(AN, 32)
    sig = hexs(40)
    t1 = ri(1750000000, 1760000000)
    url = ("https://%s-125%s.cos.ap-guangzhou.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d"
           "&q-header-list=host&q-url-param-list=&q-signature=%s" % (pick(["media", "backup"]), rs(DG, 7), pick(["x.mp4", "y.zip"]), ak, t1, t1 + 3600, t1, t1 + 3600, sig))
    return "signed URL: Tencent COS", url, [ak, sig]


def b_signed_url(lang):
    cat, url, sec = _signed_url()
    own_en = [("A customer could not download the file from the link support sent.",
               "The link had expired (the expiry is baked into the signature). For reference, the link was{B}A new one has to be generated server-side.",
               "Should support links be generated with a longer expiry?")]
    own_ko = [("고객이 CS팀이 보낸 링크로 파일을 못 받았음.",
               "링크가 만료됐음(만료 시간이 서명에 포함됨). 참고로 링크는{B}서버에서 새로 발급해야 함.",
               "CS용 링크는 만료 시간을 더 길게 발급할지?")]
    return art_note(lang, cat, url, sec, "the signed download URL", "서명된 다운로드 URL", "signedurl", own_en, own_ko)


# ----------------------------------------------------------- PEM private keys
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def _seq(*parts):
    body = b"".join(parts)
    return b"\x30" + _der_len(len(body)) + body


def _int(b):
    if b[0] & 0x80:
        b = b"\x00" + b
    return b"\x02" + _der_len(len(b)) + b


def _pem_lines(der, width=64):
    s = b64(der)
    return [s[i:i + width] for i in range(0, len(s), width)]


def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def pem_key():
    """-> (label, body lines, type name)"""
    form = ri(0, 5)
    if form == 0:
        der = _seq(_int(b"\x01"), b"\x04\x20" + rbytes(32), b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07",
                   b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
        return "EC PRIVATE KEY", _pem_lines(der), "EC P-256 (SEC1)"
    if form == 1:
        inner = _seq(_int(b"\x01"), b"\x04\x20" + rbytes(32), b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
        der = _seq(_int(b"\x00"), _seq(b"\x06\x07\x2a\x86\x48\xce\x3d\x02\x01", b"\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"),
                   b"\x04" + _der_len(len(inner)) + inner)
        return "PRIVATE KEY", _pem_lines(der), "EC P-256 (PKCS#8, .p8)"
    if form == 2:
        der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
        return "PRIVATE KEY", _pem_lines(der), "Ed25519 (PKCS#8)"
    if form == 3:
        pub = rbytes(32)
        priv = rbytes(32)
        kt = b"ssh-ed25519"
        pubblob = _ssh_str(kt) + _ssh_str(pub)
        chk = rbytes(4)
        comment = (pick(USERS) + "@" + pick(["macbook", "build01", "bastion", "laptop"])).encode()
        sect = chk + chk + _ssh_str(kt) + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment)
        pad = 1
        while len(sect) % 8:
            sect += bytes([pad])
            pad += 1
        blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") +
                (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(sect))
        return "OPENSSH PRIVATE KEY", _pem_lines(blob, 70), "OpenSSH ed25519"
    if form == 4:
        n = b"\xc0" + rbytes(127)
        der = _seq(_int(b"\x00"), _int(n), _int(b"\x01\x00\x01"), _int(rbytes(128)), _int(b"\xe0" + rbytes(63)),
                   _int(b"\xd0" + rbytes(63)), _int(rbytes(64)), _int(rbytes(64)), _int(rbytes(64)))
        return "RSA PRIVATE KEY", _pem_lines(der), "RSA 1024 (PKCS#1)"
    # RSA 2048 PKCS#8, pasted truncated
    n = b"\xc0" + rbytes(255)
    rsa = _seq(_int(b"\x00"), _int(n), _int(b"\x01\x00\x01"), _int(rbytes(256)), _int(b"\xe0" + rbytes(127)),
               _int(b"\xd0" + rbytes(127)), _int(rbytes(128)), _int(rbytes(128)), _int(rbytes(128)))
    der = _seq(_int(b"\x00"), _seq(b"\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01", b"\x05\x00"), b"\x04" + _der_len(len(rsa)) + rsa)
    lines = _pem_lines(der)
    k = ri(2, 4)
    return "PRIVATE KEY", lines[:k] + ["..."] + lines[-2:], "RSA 2048 (PKCS#8, pasted truncated)"


def b_pem(lang):
    label, lines, tname = pem_key()
    body = [x for x in lines if x != "..."]
    form = ri(0, 4)
    pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
    if form == 0 or len(pem) > 700 and form in (1, 2, 3):
        S = pem
        where = "PEM block"
    elif form == 1 and label == "PRIVATE KEY":
        esc = pem.replace("\n", "\\n") + "\\n"
        proj = pick(["acme-prod", "ml-platform-3921", "data-kr-prod"])
        S = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": hexs(40),
                        "private_key": "@@PK@@", "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["deployer", "bq-reader"]), proj),
                        "client_id": digits(21)}, indent=1).replace("@@PK@@", esc)
        where = "GCP service-account JSON"
    elif form == 2:
        S = '%s="%s"' % (pick(["GITHUB_APP_PRIVATE_KEY", "JWT_PRIVATE_KEY", "APNS_KEY", "SSH_DEPLOY_KEY"]), pem.replace("\n", "\\n"))
        where = ".env with \\n escapes"
    elif form == 3:
        S = "%s: |\n  %s" % (pick(["tls_key", "deploy_key", "signing_key"]), pem.replace("\n", "\n  "))
        where = "YAML block scalar"
    else:
        S = pem
        where = "PEM block"
    if form == 4 and len(pem) < 600:
        blob = b64((pem + "\n").encode())
        S = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: <omitted, public cert>\n  tls.key: %s"
             % (pick(PROJ), blob))
        body = [blob]
        where = "k8s TLS secret (base64 of PEM)"
    cat = "private key: %s, %s" % (tname, where)
    own_en = [("The deploy job could not clone the private submodule.",
               "It authenticates with a deploy key that someone pasted into the job config:{B}Deploy keys should be per-repo and stored as CI secrets.",
               "Can I generate a fresh deploy key and revoke this one?")]
    own_ko = [("배포 잡이 private 서브모듈을 clone하지 못했음.",
               "누군가 잡 설정에 붙여 넣은 배포 키로 인증하고 있었음:{B}배포 키는 저장소별로 만들고 CI 시크릿으로 보관해야 함.",
               "새 배포 키를 만들고 이건 폐기해도 되는지?")]
    return art_note(lang, cat, S, body, "the private key", "개인 키", "pem", own_en, own_ko)


# --------------------------------------------------------------------- TOTP
def b_totp(lang):
    seed = rs(B32, pick([16, 32]))
    user = pick(USERS)
    iss = pick(["ACME", "AWS", "GitHub", "Okta", "Cloudflare", "NaverWorks", "Toss", "Grafana"])
    form = ri(0, 5)
    if form == 0:
        S = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (iss, user, seed, iss)
    elif form == 1:
        seed = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        S = "setup key: " + seed
    elif form == 2:
        S = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
    elif form == 3:
        S = "oathtool --totp -b %s" % seed
    elif form == 4:
        S = "%s:\n  mfa_user: %s\n  mfa_seed: %s" % (iss.lower(), user, seed)
    else:
        S = "MFA secret for the shared %s account: %s" % (iss, seed)
    cat = "TOTP seed (%s, %s)" % (iss, ["otpauth URI", "grouped setup key", "pyotp", "oathtool", "YAML", "prose"][form])
    own_en = [("The nightly E2E test logs into the {iss} console and kept failing at the 2FA step.",
               "The test generates codes from the shared TOTP seed:{B}Clock drift on the runner made codes invalid; enabling NTP fixed it.",
               "Can the E2E account use a service token instead of TOTP?")]
    own_ko = [("야간 E2E 테스트가 {iss} 콘솔 로그인 중 2단계 인증에서 계속 실패함.",
               "테스트는 공용 TOTP 시드로 코드를 생성함:{B}러너 시계가 어긋나서 코드가 틀렸음. NTP 켜서 해결.",
               "E2E 계정을 TOTP 대신 서비스 토큰으로 바꿀 수 있는지?")]
    own_en = [tuple(x.replace("{iss}", iss) for x in f) for f in own_en]
    own_ko = [tuple(x.replace("{iss}", iss) for x in f) for f in own_ko]
    return art_note(lang, cat, S, [seed], "the 2FA seed for the shared %s account" % iss, "공용 %s 계정 2FA 시드" % iss, "totp", own_en, own_ko)


# ------------------------------------------------------------ recovery codes
def b_recovery(lang):
    form = ri(0, 6)
    n = ri(4, 10)
    if form == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(n)]
        svc = "GitHub"
    elif form == 1:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
        svc = "Google Workspace"
    elif form == 2:
        codes = [hexs(16) for _ in range(n)]
        svc = "GitLab"
    elif form == 3:
        codes = ["-".join(rs(UP + DG, 4) for _ in range(7))]
        svc = "Apple ID"
    elif form == 4:
        codes = ["-".join(rs(UP + DG, 5) for _ in range(5))]
        svc = "Microsoft account"
    elif form == 5:
        codes = ["A3-" + rs(UP + DG, 6) + "-" + rs(UP + DG, 6) + "-" + "-".join(rs(UP + DG, 5) for _ in range(4))]
        svc = "1Password (Secret Key)"
    else:
        codes = [rs(LO + DG, 32)]
        svc = "Bitwarden"
    sep = pick(["\n", "  ", ", "]) if len(codes) > 1 else ""
    S = sep.join(codes)
    if len(codes) > 1 and chance(0.4):
        S = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    cat = "recovery codes: %s (%d)" % (svc, len(codes))
    own_en = [("The shared {svc} admin account lost its MFA device when {who} left.",
               "We got back in with one of the saved recovery codes. The remaining codes are:{B}Each code works once; regenerate the set after the next login.",
               "Where should the new recovery codes be stored?")]
    own_ko = [("{who} 퇴사 후 공용 {svc} 관리자 계정의 MFA 기기가 없어졌음.",
               "저장해 둔 복구 코드 하나로 로그인 복구함. 남은 코드:{B}코드는 1회용이라 다음 로그인 때 새로 발급할 것.",
               "새 복구 코드는 어디에 보관해야 하는지?")]
    own_en = [tuple(x.replace("{svc}", svc) for x in f) for f in own_en]
    own_ko = [tuple(x.replace("{svc}", svc) for x in f) for f in own_ko]
    if len(codes) == 1:
        return art_note(lang, cat.replace(" (1)", " (single key)"), S, codes, "the %s recovery key" % svc, "%s 복구 키" % svc, "recovery")
    return art_note(lang, cat, S, codes, "the %s recovery codes" % svc, "%s 복구 코드" % svc, "recovery", own_en, own_ko)


# --------------------------------------------------------------- PINs & keys
def b_pin(lang):
    form = ri(0, 6)
    if form == 0:
        v = rs(DG, 8)
        S, what_en, what_ko, c = "PUK: " + v, "the PUK of the on-call SIM", "당직폰 유심 PUK", "SIM PUK"
        sec = [v]
    elif form == 1:
        v = "-".join(rs(DG, 6) for _ in range(8))
        S = "BitLocker recovery key (ID %s): %s" % (hexs(8).upper(), v)
        what_en, what_ko, c = "the BitLocker recovery key of the build laptop", "빌드 노트북 BitLocker 복구 키", "BitLocker recovery key"
        sec = [v]
    elif form == 2:
        pin, puk, mk = rs(DG, 8), rs(DG, 8), hexs(48)
        S = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --new-management-key %s" % (pin, puk, mk)
        what_en, what_ko, c = "the YubiKey PIV PIN/PUK", "YubiKey PIV PIN/PUK", "YubiKey PIV PIN, PUK, management key"
        sec = [pin, puk, mk]
    elif form == 3:
        so, up = rs(DG, 10), rs(AN, 12)
        S = "softhsm2-util --init-token --slot 0 --label signing --so-pin %s --pin %s" % (so, up)
        what_en, what_ko, c = "the HSM token PINs", "HSM 토큰 PIN", "SoftHSM SO PIN and user PIN"
        sec = [so, up]
    elif form == 4:
        v = rs(DG, 4) + "-" + rs(DG, 4)
        S = "server room door code: %s#" % v
        what_en, what_ko, c = "the server-room door code", "서버실 출입 코드", "door code"
        sec = [v]
    elif form == 5:
        v = rs(UP + DG, 4) + "-" + rs(UP + DG, 4) + "-" + rs(UP + DG, 4) + "-" + rs(UP + DG, 4)
        S = "LPA:1$rsp.%s.com$%s" % (pick(["truphone", "gsma-test", "esim-kt"]), v)
        what_en, what_ko, c = "the eSIM activation code for the test phone", "테스트폰 eSIM 활성화 코드", "eSIM activation code"
        sec = [v]
    else:
        v = rs(DG, 8)
        S = "pkcs11-tool --module /usr/lib/opensc-pkcs11.so --login --pin %s --sign -m ECDSA -i digest.bin" % v
        what_en, what_ko, c = "the smartcard PIN", "스마트카드 PIN", "smartcard PIN on command line"
        sec = [v]
    return art_note(lang, "PIN/code: " + c, S, sec, what_en, what_ko, "pin")


# --------------------------------------------------------------------- Wi-Fi
SSIDS = ["ACME-Office", "ACME_Guest_5G", "meetingroom-3F", "iptime_dev", "KT_GiGA_5G_ACME", "lab-iot-2.4", "DevOps-WLAN", "회의실_5G"]


def b_wifi(lang):
    ssid = pick(SSIDS)
    form = ri(0, 7)
    if form == 1:
        v = hexs(64)
        S = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, v)
        return art_note(lang, "Wi-Fi: wpa_supplicant raw hex PSK", S, [v], "the Wi-Fi PSK for the lab", "랩 와이파이 PSK", "wifi")
    kind, pw = password(pick(["human", "passphrase", "generated", "korean-keyboard", "punct"]), avoid="\"';:,\\`$")
    if form == 0:
        S, c = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "wpa_supplicant.conf"
    elif form == 2:
        S, c = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw), "nmcli"
    elif form == 3:
        S, c = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "QR payload"
    elif form == 4:
        S, c = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw), "hostapd.conf"
    elif form == 5:
        S, c = "    Key Content            : %s" % pw, "netsh wlan show profile key=clear"
    elif form == 6:
        S, c = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, pw), "ESP32 sketch"
    else:
        S, c = "network:\n  wifis:\n    wlan0:\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, pw), "netplan"
    own_en = [("The IoT test rig could not join the network after the router swap.",
               "The firmware has the credentials baked in:{B}The new router uses WPA3-only, which the device does not support; switched to mixed mode.",
               "Is there a separate SSID for IoT devices?"),
              ("Visitors kept asking for the meeting-room Wi-Fi.",
               "It is {ssid}, password {pw} - posted on the door, but the guest network would be better.", "")]
    own_ko = [("공유기 교체 후 IoT 테스트 장비가 네트워크에 못 붙었음.",
               "펌웨어에 자격 증명이 박혀 있음:{B}새 공유기가 WPA3 전용이라 장비가 지원을 안 해서 혼합 모드로 변경함.",
               "IoT 장비용 SSID를 따로 두는지?"),
              ("방문객들이 회의실 와이파이를 계속 물어봄.",
               "{ssid} / 비번 {pw} - 문에 붙어 있긴 한데 게스트 망으로 안내하는 게 나음.", "")]
    own_en = [tuple(x.replace("{ssid}", ssid).replace("{pw}", pw) for x in f) for f in own_en]
    own_ko = [tuple(x.replace("{ssid}", ssid).replace("{pw}", pw) for x in f) for f in own_ko]
    return art_note(lang, "Wi-Fi key: %s (%s)" % (c, kind), S, [pw], "the Wi-Fi password", "와이파이 비밀번호", "wifi", own_en, own_ko)


# ----------------------------------------------------------------- webhooks
def _webhook():
    form = ri(0, 11)
    if form == 0:
        t = rs(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(UP + DG, 8), rs(UP + DG, 9), t), [t]
    if form == 1:
        t = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t]
    if form == 2:
        t, v2 = hexs(32), "V2" + rs(B64U, 43)
        return "Microsoft Teams webhook", "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uuid4(), uuid4(), t, uuid4(), v2), [t, v2]
    if form == 3:
        t, sec = hexs(64), "SEC" + hexs(64)
        return "DingTalk robot webhook + secret", "https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (t, sec), [t, sec]
    if form == 4:
        t = uuid4()
        return "Feishu bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t]
    if form == 5:
        t = str(ri(10 ** 9, 8 * 10 ** 9 - 1)) + ":AA" + rs(B64U, 33)
        return "Telegram bot API URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, rs(DG, 10)), [t]
    if form == 6:
        k, t = "AIza" + rs(B64U, 35), pct(rs(B64U, 43) + "=")
        return "Google Chat webhook", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), k, t), [k, t]
    if form == 7:
        t = rs(LO + DG, 26)
        return "Mattermost webhook", "https://mm.acme.io/hooks/%s" % t, [t]
    if form == 8:
        t = hexs(32)
        return "JANDI webhook", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DG, 8), t), [t]
    if form == 9:
        t = rs(B64U, 22)
        return "Dooray! hook", "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), t), [t]
    if form == 10:
        t = rs(AN, 32)
        return "Jenkins generic webhook token", "https://ci.acme.io/generic-webhook-trigger/invoke?token=%s" % t, [t]
    t = hexs(40)
    return "GitHub webhook secret", "Payload URL: https://ci.acme.io/github-webhook/\nContent type: application/json\nSecret: %s" % t, [t]


def b_webhook(lang):
    cat, S, sec = _webhook()
    if chance(0.4) and "\n" not in S:
        S = pick(['ALERT_WEBHOOK_URL=%s', 'webhook_url: "%s"', 'curl -X POST -H "Content-Type: application/json" -d \'{"text":"deploy done"}\' %s',
                  'requests.post("%s", json={"text": msg})']) % S
    own_en = [("Deploy notifications stopped arriving in the team channel.",
               "The notifier posts to{B}The channel was archived, so the hook returns 404; a new hook is needed.",
               "Which channel should deploy notifications go to now?"),
              ("I didn't know where the alert bot sends messages.",
               "Alertmanager's receiver config points at{B}so alerts land in the on-call room.", "")]
    own_ko = [("배포 알림이 팀 채널에 더 이상 안 옴.",
               "알림 스크립트가 여기로 보냄:{B}채널이 보관 처리돼서 훅이 404를 반환함. 새 훅 발급 필요.",
               "배포 알림을 이제 어느 채널로 보내야 하는지?"),
              ("알림 봇이 메시지를 어디로 보내는지 몰랐음.",
               "Alertmanager receiver 설정이 여기를 가리킴:{B}그래서 알림이 당직 방으로 감.", "")]
    return art_note(lang, "webhook: " + cat, S, sec, "the webhook URL", "웹훅 URL", "webhook", own_en, own_ko)


# ------------------------------------------- any credential value (for reuse)
def any_secret_value():
    """A single credential value: a vendor token or a password. -> (desc_en, desc_ko, value, vendor)"""
    if chance(0.6):
        for _ in range(50):
            v = VENDORS[VDECK.draw()]
            sp = [(k, f) for k, f, s in v["parts"] if s]
            k, f = sp[-1]
            val = f()
            if len(v["parts"]) > 1:
                d = "%s %s" % (v["name"], short(k, v).replace("_", " "))
            else:
                d = "%s %s" % (v["name"], v["product"])
            if "\n" not in val:
                return d, d.replace(v["name"], v["ko"], 1), val, v["name"]
    sysi = pick(SYSTEMS)
    kind, pw = password(None)
    return "%s password" % sysi[0], "%s 비밀번호" % sysi[1], pw, None


# ------------------------------------------- secret split across two fields
SPLIT_EN = [
    ("{who} sent the {d} for {env} in two messages; the value itself is in the lesson below. The {d} is:",
     "{V}\nIt only works from the office IP range, so CI runners need the NAT gateway.",
     "Should CI get its own credential instead?"),
    ("Could not finish the {proj} setup without the {d}.",
     "Got it from {who}. The value goes into the vault under {path}, and for the record it is",
     "{V} - is that the {env} one or the staging one?"),
    ("{d} for {env} ->",
     "{V}",
     "Where should the {d} be stored long-term?"),
    ("The {d} (value in the next field, {who} asked me not to put it in the ticket):",
     "{V}\nAfter using it I reminded {who} to rotate it.",
     ""),
]
SPLIT_KO = [
    ("{who_i} {env} {d} 값을 메시지 두 개로 나눠 보내 줌. 실제 값은 아래 lesson에 있음. {d}:",
     "{V}\n사무실 IP 대역에서만 동작해서 CI 러너는 NAT 게이트웨이를 거쳐야 함.",
     "CI 전용 자격 증명을 따로 받아야 하는지?"),
    ("{d} 없이는 {proj} 세팅을 끝낼 수 없었음.",
     "{who}께 받음. 볼트의 {path} 경로에 넣을 값이고, 기록용으로 남기면",
     "{V} - 이게 {env}용인지 스테이징용인지?"),
    ("{env} {d} →",
     "{V}",
     "{d}는 장기적으로 어디에 보관해야 하는지?"),
    ("{d} (값은 다음 필드에 있음, {who_i} 티켓에는 적지 말라고 함):",
     "{V}\n사용 후 {who}께 교체하라고 다시 말씀드림.",
     ""),
]


def b_split(lang):
    den, dko, val, vn = any_secret_value()
    frames = SPLIT_EN if lang == "en" else SPLIT_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update({"d": den if lang == "en" else dko, "V": val, "path": "`secret/%s/%s`" % (pick(PROJ), pick(["prod", "stg"]))})
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", "split: label in one field, value in the next (%s)" % den, mc, le, ak, [val],
                "S-split-%s-%02d" % (lang, fi), [vn] if vn else [])


# ------------------------------------------------------ repeated in ask
REPEAT_EN = [
    ("I needed the {d} to run the {proj} smoke test on {env}.",
     "{who} gave me `{V}`; the smoke test passed with it.",
     "Is `{V}` still the right value, or was it rotated after today's test?"),
    ("The {proj} service would not start: missing {d}.",
     "Set it locally to {V} and the service came up. It must go into the secret store, not `.env`.",
     "Can I keep {V} in my local .env until the vault entry exists?"),
]
REPEAT_KO = [
    ("{env}에서 {proj} 스모크 테스트를 돌리려면 {d}가 필요했음.",
     "{who_i} 준 값 `{V}`로 스모크 테스트 통과.",
     "`{V}` 아직 유효한 값인지, 오늘 테스트 후에 교체됐는지?"),
    ("{proj} 서비스가 안 뜸: {d} 누락.",
     "로컬에 {V} 로 설정하니 서비스 정상 기동. `.env`가 아니라 시크릿 스토어에 넣어야 함.",
     "볼트 항목 생기기 전까지 {V} 를 로컬 .env에 둬도 되는지?"),
]


def b_repeat(lang):
    den, dko, val, vn = any_secret_value()
    frames = REPEAT_EN if lang == "en" else REPEAT_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update({"d": den if lang == "en" else dko, "V": val})
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", "value repeated in ask_next_time (%s)" % den, mc, le, ak, [val],
                "S-repeat-%s-%02d" % (lang, fi), [vn] if vn else [])


# --------------------------------------------------------------- long tokens
def _long_token():
    form = ri(0, 7)
    if form == 0:
        iat = ri(1735000000, 1760000000)
        t = jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": iat + 31536000, "iat": iat,
                 "iss": "https://kubernetes.default.svc.cluster.local",
                 "kubernetes.io": {"namespace": pick(["prod", "ci", "monitoring"]),
                                   "serviceaccount": {"name": pick(["deployer", "argocd-manager", "prometheus"]), "uid": uuid4()}},
                 "nbf": iat, "sub": "system:serviceaccount:ci:deployer"}, alg="RS256")
        return "Kubernetes service-account JWT", "kubeconfig user token", "users:\n- name: deployer\n  user:\n    token: " + t, t
    if form == 1:
        t = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(380, 560))
        return "AWS session token", "AWS_SESSION_TOKEN", "AWS_SESSION_TOKEN=" + t, t
    if form == 2:
        t = rs(B64, 171) + "="
        return "LINE channel access token (long-lived)", "LINE channel access token", "LINE_CHANNEL_ACCESS_TOKEN=" + t, t
    if form == 3:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(160, 200))
        return "PyPI upload token", ".pypirc", "[pypi]\nusername = __token__\npassword = " + t, t
    if form == 4:
        t = "ops_eyJ" + rs(B64U, ri(420, 600))
        return "1Password service account token", "OP_SERVICE_ACCOUNT_TOKEN", 'export OP_SERVICE_ACCOUNT_TOKEN="%s"' % t, t
    if form == 5:
        t = user_jwt(long=True)
        return "OIDC access token (RS256)", "Authorization header", "Authorization: Bearer " + t, t
    if form == 6:
        t = "EAA" + rs(AN, ri(180, 240))
        return "Meta Graph API long-lived user token", "Graph API token", "curl -G https://graph.facebook.com/v19.0/me/accounts -d access_token=" + t, t
    t = "sl.u." + rs(B64U, ri(300, 420))
    return "Dropbox access token (long)", "Dropbox token", "DROPBOX_TOKEN=" + t, t


def b_long(lang):
    cat, what, S, t = _long_token()
    own_en = [("The token I was given looked truncated because the terminal wrapped it.",
               "It is one line of {n} characters; copying from the wrapped output added newlines. Full value:{B}",
               "Can long tokens be shared as files instead of pasted into chat?")]
    own_ko = [("받은 토큰이 터미널 줄바꿈 때문에 잘린 것처럼 보였음.",
               "실제로는 {n}자짜리 한 줄임. 줄바꿈된 출력을 복사하면 개행이 끼어듦. 전체 값:{B}",
               "긴 토큰은 채팅 말고 파일로 공유받을 수 있는지?")]
    own_en = [tuple(x.replace("{n}", str(len(t))) for x in f) for f in own_en]
    own_ko = [tuple(x.replace("{n}", str(len(t))) for x in f) for f in own_ko]
    return art_note(lang, "long token: %s (%d chars)" % (cat, len(t)), S, [t], "the %s" % what, what, "long", own_en, own_ko)


# -------------------------------------------------------- credential files
def _credfile():
    form = ri(0, 15)
    u = pick(USERS).replace(".", "")
    if form == 0:
        t = "npm_" + rs(AN, 36)
        return ".npmrc", "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t, [t]
    if form == 1:
        t = "HRKU-AA" + rs(B64U, 58) if chance(0.5) else uuid4()
        return ".netrc", "machine api.heroku.com\n  login %s@acme.io\n  password %s\nmachine git.heroku.com\n  login %s@acme.io\n  password %s" % (u, t, u, t), [t]
    if form == 2:
        tok = "dckr_pat_" + rs(B64U, 27) if chance(0.5) else password(None, avoid="\"\\")[1]
        blob = b64((u + ":" + tok).encode())
        return "~/.docker/config.json", json.dumps({"auths": {pick(["https://index.docker.io/v1/", "harbor.acme.kr", "ghcr.io"]): {"auth": blob}}}, indent=2), [blob]
    if form == 3:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(60, 90))
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t]
    if form == 4:
        pw = password(None, avoid="<>&\"'")[1]
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw), [pw]
    if form == 5:
        pw = password(None, avoid="<>&\"'")[1]
        return "NuGet.config", '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (u, pw), [pw]
    if form == 6:
        t = hexs(40)
        return "auth.json (Composer)", json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": t}}}, indent=2), [t]
    if form == 7:
        t = pick(["ghp_" + rs(AN, 36), "glpat-" + rs(B64U, 20)])
        return "~/.git-credentials", "https://%s:%s@%s" % (u, t, "github.com" if t.startswith("ghp") else "gitlab.com"), [t]
    if form == 8:
        pw = password(None)[1]
        e = pct(pw)
        return "pip.conf", "[global]\nindex-url = https://%s:%s@pypi.acme.internal/simple/" % (u, e), [e]
    if form == 9:
        t = "npm_" + rs(AN, 36)
        return ".yarnrc.yml", 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t, [t]
    if form == 10:
        ak, sk = "AKIA" + rs(B32, 16), rs(AN + "+/", 40)
        return "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.ap-northeast-2.amazonaws.com" % (ak, sk), [ak, sk]
    if form == 11:
        t = hexs(32)
        return "~/.gem/credentials", "---\n:rubygems_api_key: %s" % t, [t]
    if form == 12:
        t = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
        return "~/.terraformrc", 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t, [t]
    if form == 13:
        t = "cio" + rs(AN, 32)
        return "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % t, [t]
    if form == 14:
        t = "gho_" + rs(AN, 36)
        return "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: ssh" % (u, t), [t]
    pw = password(None, avoid="\"\\")[1]
    return "Postman environment export", json.dumps({"name": "prod", "values": [{"key": "baseUrl", "value": "https://api.acme.io", "enabled": True},
                                                                                 {"key": "adminPassword", "value": pw, "enabled": True}]}, indent=1), [pw]


def b_credfile(lang):
    f, S, sec = _credfile()
    own_en = [("Publishing from my machine failed with 403 while CI succeeded.",
               "My {f} had a stale credential; CI uses its own. The file currently contains:{B}",
               "Should local publishing be allowed at all, or only from CI?"),
              ("I didn't know why the build container could reach the private registry without any configured secret.",
               "The base image bakes in {f}:{B}Anyone who pulls the image gets the credential; it has to come out of the image.",
               "Who maintains the base image?")]
    own_ko = [("내 PC에서 배포하면 403인데 CI에서는 성공함.",
               "내 {f}에 예전 자격 증명이 남아 있었음. CI는 자기 것을 씀. 현재 파일 내용:{B}",
               "로컬 배포를 아예 막고 CI에서만 하게 할지?"),
              ("빌드 컨테이너가 시크릿 설정도 없이 사설 레지스트리에 접근되는 이유를 몰랐음.",
               "베이스 이미지에 {f}가 구워져 있었음:{B}이미지를 받는 사람은 누구나 자격 증명을 얻게 되니 이미지에서 빼야 함.",
               "베이스 이미지 관리자가 누구인지?")]
    own_en = [tuple(x.replace("{f}", "`%s`" % f) for x in t) for t in own_en]
    own_ko = [tuple(x.replace("{f}", "`%s`" % f) for x in t) for t in own_ko]
    return art_note(lang, "credential file: " + f, S, sec, "`%s`" % f, "`%s`" % f, "credfile", own_en, own_ko)


# ------------------------------------------------ k8s Secret data (base64)
def b_k8s_b64(lang):
    kind, pw = password(None)
    u = pick(USERS)
    bp = b64(pw.encode())
    bu = b64(u.encode())
    name = pick(["db-credentials", "app-secrets", "redis-auth", "smtp-login"])
    S = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (name, bu, bp)
    sec = [bp]
    show = chance(0.4)
    if show:
        S += "\n\n$ kubectl get secret %s -o jsonpath='{.data.password}' | base64 -d\n%s" % (name, pw)
        sec.append(pw)
    own_en = [("The pod kept failing auth to the database even though the Secret looked right.",
               "The value in the Secret was base64 of the password with a trailing newline. Current manifest:{B}Use `echo -n` when encoding.",
               "Should these Secrets be generated by External Secrets instead of committed manifests?")]
    own_ko = [("시크릿은 맞아 보이는데 파드가 DB 인증에 계속 실패함.",
               "시크릿 값이 개행이 붙은 비밀번호를 base64한 값이었음. 현재 매니페스트:{B}인코딩할 때는 `echo -n` 쓸 것.",
               "커밋된 매니페스트 대신 External Secrets로 생성하도록 바꿀지?")]
    return art_note(lang, "k8s Secret data base64 (%s password%s)" % (kind, ", decoded too" if show else ""), S, sec,
                    "the Kubernetes Secret manifest", "쿠버네티스 시크릿 매니페스트", "k8sb64", own_en, own_ko)


# ---------------------------------------------------- logs and stack traces
def _logleak():
    form = ri(0, 8)
    u, h, d = pick(USERS), pick(DBHOSTS), pick(DBNAMES)
    if form == 0:
        pw = password(None, avoid="\"' \\")[1]
        e = pct(pw)
        S = ('Traceback (most recent call last):\n  File "app/db.py", line 42, in connect\n    engine = create_engine(url)\n'
             'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "%s" failed: timeout\n'
             '(Background on this error at: https://sqlalche.me/e/20/e3q8) url=postgresql://%s:%s@%s:5432/%s' % (h, u, e, h, d))
        return "Python traceback with DB URL", S, [e]
    if form == 1:
        pw = password(None, avoid="&;\"' \\")[1]
        S = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
             "\tat com.acme.batch.Loader.run(Loader.java:88)\nCaused by: java.sql.SQLException: Access denied for user '%s'@'10.0.4.12' "
             "(url=jdbc:mysql://%s:3306/%s?user=%s&password=%s)" % (u, h, d, u, pw))
        return "Java stack trace with JDBC password", S, [pw]
    if form == 2:
        v = pick([x for x in VENDORS if x["http"] and x["http"][0] == "bearer"])
        t = [f for k, f, s in v["parts"] if s][0]()
        S = ("AxiosError: Request failed with status code 429\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
             "  config: {\n    url: '%s',\n    headers: { Accept: 'application/json', Authorization: 'Bearer %s' }\n  }" % (v["url"], t))
        return "Node axios error dump with %s token" % v["name"], S, [t]
    if form == 3:
        ak, sk = "AKIA" + rs(B32, 16), rs(AN + "+/", 40)
        S = ("panic: runtime error: invalid memory address or nil pointer dereference\n"
             "config: &{Region:ap-northeast-2 AccessKeyID:%s SecretAccessKey:%s Bucket:%s-exports}" % (ak, sk, d))
        return "Go panic printing config struct", S, [ak, sk]
    if form == 4:
        t = rs(AN, 40)
        S = '10.0.2.15 - - [12/Jun/2025:10:42:17 +0900] "GET /api/v1/export?format=csv&access_token=%s HTTP/1.1" 200 51234 "-" "python-requests/2.32.3"' % t
        return "nginx access log with token in query", S, [t]
    if form == 5:
        pw = password(None, avoid="\"\\")[1]
        S = ('{"activeProfiles":["prod"],"propertySources":[{"name":"applicationConfig","properties":{"spring.datasource.username":{"value":"%s"},'
             '"spring.datasource.password":{"value":"%s"}}}]}' % (u, pw))
        return "Spring actuator /env unmasked", S, [pw]
    if form == 6:
        pw = password(None, avoid="\"\\")[1]
        S = 'Started POST "/login" for 10.0.3.4\nProcessing by SessionsController#create as HTML\n  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"%s@acme.io", "password"=>"%s"}}' % (u, pw)
        return "Rails log with unfiltered password param", S, [pw]
    if form == 7:
        pw = password(None, avoid="\"\\ ")[1]
        S = "$ kubectl describe pod %s-7d9c6b5f4-x2x9k\n...\n    Environment:\n      DB_HOST:      %s\n      DB_PASSWORD:  %s\n      LOG_LEVEL:    info" % (pick(PROJ), h, pw)
        return "kubectl describe pod env with literal password", S, [pw]
    t = "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(AN, 24)
    S = ('$ docker inspect notifier --format "{{json .Config.Env}}"\n["PATH=/usr/local/sbin:/usr/local/bin","SLACK_BOT_TOKEN=%s","TZ=Asia/Seoul"]' % t)
    return "docker inspect env with Slack token", S, [t]


LOG_FRAMES_EN = [
    ("{proj} crashed on {env} overnight; the only clue was the log.",
     "Relevant part of the log:{B}The credential is printed because the exception includes the full config. Log scrubbing needs to cover it.",
     "Can the log pipeline mask credentials before shipping to the log store?"),
    ("I didn't know why the {env} job failed; {who} pasted the output:{B}",
     "The failure itself was a timeout, unrelated to the credential shown in the output.",
     ""),
]
LOG_FRAMES_KO = [
    ("{env}에서 {proj}가 밤사이 죽었는데 단서는 로그뿐이었음.",
     "관련 로그:{B}예외에 설정 전체가 포함돼서 자격 증명이 그대로 찍힘. 로그 마스킹 대상에 넣어야 함.",
     "로그 스토어로 보내기 전에 파이프라인에서 자격 증명을 마스킹할 수 있는지?"),
    ("{env} 잡이 왜 실패했는지 몰랐음. {who_i} 출력 붙여 줌:{B}",
     "실패 원인은 타임아웃이었고 출력에 보이는 자격 증명과는 무관함.",
     ""),
]


def b_logleak(lang):
    cat, S, sec = _logleak()
    frames = LOG_FRAMES_EN if lang == "en" else LOG_FRAMES_KO
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx["B"] = blk(S)
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "secret", "log/stack trace: " + cat, mc, le, ak, sec, "S-log-%s-%02d" % (lang, fi))


# ------------------------------------------------------- tables of accounts
def b_table(lang):
    n = ri(2, 4)
    rows, sec = [], []
    used = []
    for _ in range(n):
        sysi = pick([x for x in SYSTEMS if x not in used])
        used.append(sysi)
        kind, pw = password(None, avoid="|`")
        rows.append((sysi[0] if lang == "en" else sysi[1], sysi[2] or pick(USERS), pw))
        sec.append(pw)
    if lang == "en":
        head = "| system | account | password |\n|---|---|---|\n"
    else:
        head = "| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n"
    S = head + "\n".join("| %s | %s | %s |" % r for r in rows)
    own_en = [("Handover from {who}: I didn't know any of the admin logins for the legacy stack.",
               "The handover doc has a table:{B}All are shared accounts without MFA.",
               "Can these be moved into the vault and rotated after the handover?")]
    own_ko = [("{who} 인수인계: 레거시 스택 관리자 계정을 하나도 몰랐음.",
               "인수인계 문서에 표가 있음:{B}전부 MFA 없는 공용 계정.",
               "인수인계 끝나면 볼트로 옮기고 비밀번호를 교체해도 되는지?")]
    return art_note(lang, "table of shared accounts (%d passwords)" % n, S, sec, "the account table", "계정 표", "table", own_en, own_ko)


# ----------------------------------------------------- config diff (password)
def b_diff_pw(lang):
    _, old = password(None, avoid="'\"\\# ")
    _, new = password(None, avoid="'\"\\# ")
    key = pick(["password", "db_password", "smtp_pass", "admin_password", "redis_password"])
    fname = pick(["config/prod.yaml", "helm/values-prod.yaml", "ansible/group_vars/db.yml"])
    S = ("--- a/%s\n+++ b/%s\n@@ -12,7 +12,7 @@ database:\n   host: %s\n   user: %s\n-  %s: %s\n+  %s: %s\n   pool: 20"
         % (fname, fname, pick(DBHOSTS), pick(USERS), key, yq(old), key, yq(new)))
    own_en = [("Reviewing {who}'s PR that 'only bumps the pool size'.",
               "The diff also rotates a password in plain text:{B}Both old and new values are now in git history.",
               "Should we purge the history or just rotate again?")]
    own_ko = [("{who}의 '풀 크기만 올린' PR 리뷰 중.",
               "diff에 평문 비밀번호 교체도 섞여 있었음:{B}이제 예전 값과 새 값 모두 git 히스토리에 남음.",
               "히스토리를 지울지, 그냥 한 번 더 교체할지?")]
    return art_note(lang, "diff: plaintext password change in YAML", S, [old, new], "the config diff", "설정 diff", "diffpw", own_en, own_ko)


# ============================================================= CLEAN NOTES
def cnote(lang, cat, frames_en, frames_ko, ctx_extra, tplname, S=None):
    frames = frames_en if lang == "en" else frames_ko
    fi = ri(0, len(frames) - 1)
    ctx = base_ctx(lang)
    ctx.update(ctx_extra)
    if S is not None:
        ctx["B"] = blk(S)
    mc, le, ak = (fmt(x, ctx) for x in frames[fi])
    return note(lang, "clean", cat, mc, le, ak, [], "C-%s-%s-%02d" % (tplname, lang, fi))


def fake_sha256():
    return hexs(64)


# ------------------------------------------------------------ placeholders
def _placeholder_snip():
    form = ri(0, 9)
    if form == 0:
        S = ("# copy to .env and fill in\nOPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
             "DATABASE_URL=postgresql://user:password@localhost:5432/app\nREDIS_PASSWORD=")
        return ".env.example with placeholders", S
    if form == 1:
        return "angle-bracket placeholders", ("aws configure set aws_access_key_id <YOUR_ACCESS_KEY_ID>\n"
                                              "aws configure set aws_secret_access_key <YOUR_SECRET_ACCESS_KEY>")
    if form == 2:
        return "AWS documented example keys", ("[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
                                               "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
    if form == 3:
        return "XXXX placeholder token", "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nNPM_TOKEN=npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
    if form == 4:
        return "your_password_here placeholders", ("spring.datasource.username=your_username\n"
                                                   "spring.datasource.password=your_password_here\napp.jwt.secret=REPLACE_ME")
    if form == 5:
        return "curl with $TOKEN placeholder", 'curl -H "Authorization: Bearer $API_TOKEN" -H "X-Api-Key: <api-key>" https://api.acme.io/v1/me'
    if form == 6:
        return "YAML placeholders", "smtp:\n  host: smtp.example.com\n  username: noreply@example.com\n  password: \"<SMTP_PASSWORD>\"\n  api_key: \"{{ SENDGRID_API_KEY }}\""
    if form == 7:
        return "docs example with dummy values", "const client = new Client({\n  apiKey: 'YOUR_API_KEY',\n  secret: 'YOUR_SECRET',\n});"
    if form == 8:
        return "mysql -p prompt (no value)", "mysql -u root -p -h 127.0.0.1\nEnter password:"
    return "connection string with literal 'password' placeholder", "mongodb://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true"


def c_placeholder(lang):
    cat, S = _placeholder_snip()
    fe = [("New contributors kept asking which values {proj} needs locally.",
           "The template lists them all; real values come from the vault:{B}Anything in angle brackets or made of X's is a placeholder.",
           "Should the template live in the repo root or in docs/?"),
          ("The setup guide for {proj} was failing at the config step.",
           "The guide's sample still has placeholders that people paste verbatim:{B}The app now refuses to boot when it sees a placeholder value, which gives a clearer error.",
           ""),
          ("I didn't know whether the sample config in the README needed to be scrubbed before open-sourcing {proj}.",
           "It contains only placeholders, nothing real:{B}", "Is there anything else to check before the repo goes public?")]
    fk = [("신규 입사자들이 로컬에서 {proj}에 어떤 값이 필요한지 계속 물어봄.",
           "템플릿에 전부 나와 있고 실제 값은 볼트에서 받음:{B}꺾쇠 괄호나 X로 된 값은 전부 플레이스홀더.",
           "템플릿을 루트에 둘지 docs/에 둘지?"),
          ("{proj} 세팅 가이드가 설정 단계에서 계속 실패함.",
           "가이드 예시에 플레이스홀더가 남아 있고 사람들이 그대로 붙여 넣음:{B}이제 앱이 플레이스홀더 값을 보면 기동을 거부해서 오류가 더 명확해짐.",
           ""),
          ("{proj} 오픈소스 공개 전에 README 샘플 설정을 지워야 하는지 몰랐음.",
           "실제 값은 없고 플레이스홀더뿐임:{B}", "저장소 공개 전에 또 확인할 게 있는지?")]
    return cnote(lang, "placeholder: " + cat, fe, fk, {}, "placeholder", S)


# ----------------------------------------------------------------- masked
def _masked_snip():
    form = ri(0, 8)
    if form == 0:
        return "Stripe key masked except last 4", "STRIPE_SECRET_KEY=sk_live_" + "*" * 20 + rs(AN, 4)
    if form == 1:
        return "password stars", "password: ********\nusername: %s" % pick(USERS)
    if form == 2:
        return "dashboard dots with last 4", "Token  ••••••••••••%s   created %s   last used 2 days ago" % (rs(AN, 4), fdate("en"))
    if form == 3:
        return "[REDACTED] in log", "%s INFO request headers={'Authorization': '[REDACTED]', 'X-Request-Id': '%s'}" % (ts(), uuid4())
    if form == 4:
        return "ADO.NET Password=***", "Server=%s;Database=%s;User Id=%s;Password=***;" % (pick(DBHOSTS), pick(DBNAMES), pick(USERS))
    if form == 5:
        return "AWS key id masked", "aws_access_key_id     ****************%s shared-credentials-file\naws_secret_access_key ****************%s shared-credentials-file" % (rs(B32, 4), rs(AN, 4))
    if form == 6:
        return "GitHub Actions masked output", "Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGISTRY_PASSWORD: ***\nLogin Succeeded"
    if form == 7:
        return "URL with masked password", "postgresql://%s:****@%s:5432/%s" % (pick(USERS), pick(DBHOSTS), pick(DBNAMES))
    return "kubectl describe secret (sizes only)", "Name:         db-credentials\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  7 bytes"


def c_masked(lang):
    cat, S = _masked_snip()
    fe = [("I couldn't tell which credential {proj} was actually using on {env}.",
           "The tooling only shows masked values, which is enough to match against the vault entry:{B}",
           "Is there a way to show the key id instead of the masked value?"),
          ("{who} worried that the CI log leaked a credential.",
           "It did not; the runner masks registered secrets:{B}Only the masked form appears in the log.", ""),
          ("Debugging auth failures on {env}.",
           "The masked output confirms the variable is set and non-empty:{B}So the failure is about the value's permissions, not a missing variable.",
           "Who can check the permissions on the {env} credential?")]
    fk = [("{env}에서 {proj}가 실제로 어떤 자격 증명을 쓰는지 알 수 없었음.",
           "도구에서는 마스킹된 값만 보이지만 볼트 항목과 대조하기에는 충분함:{B}",
           "마스킹 값 대신 키 ID를 보여 주는 방법이 있는지?"),
          ("{who_i} CI 로그에 자격 증명이 샌 것 같다고 걱정함.",
           "유출 아님. 러너가 등록된 시크릿을 마스킹함:{B}로그에는 마스킹된 형태만 있음.", ""),
          ("{env}에서 인증 실패 디버깅 중.",
           "마스킹된 출력으로 변수가 비어 있지 않다는 건 확인됨:{B}즉 변수 누락이 아니라 값의 권한 문제.",
           "{env} 자격 증명 권한은 누가 확인할 수 있는지?")]
    return cnote(lang, "masked: " + cat, fe, fk, {}, "masked", S)


# -------------------------------------------------------- secret references
def _secretref_snip():
    form = ri(0, 10)
    if form == 0:
        return "GitHub Actions secrets context", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % rs(DG, 12)
    if form == 1:
        return "k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password"
    if form == 2:
        return "vault kv get", "export DB_PASSWORD=$(vault kv get -field=password secret/%s/db)" % pick(PROJ)
    if form == 3:
        return "AWS Secrets Manager ARN", "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/db-%s" % (rs(DG, 12), pick(PROJ), rs(AN, 6))
    if form == 4:
        return "1Password secret reference", "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nop run --env-file=.env -- npm start" % pick(["prod", "live"])
    if form == 5:
        return "GCP Secret Manager resource name", "projects/%s/secrets/%s-db-password/versions/latest" % (digits(12), pick(PROJ))
    if form == 6:
        return "Azure Key Vault secret URI with version id", "https://kv-acme-%s.vault.azure.net/secrets/db-password/%s" % (pick(["prod", "krc"]), hexs(32))
    if form == 7:
        return "Helm template value reference", "password: {{ .Values.database.password | quote }}\napiKey: {{ required \"apiKey is required\" .Values.apiKey }}"
    if form == 8:
        return "Spring placeholder with env default", "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}"
    if form == 9:
        return "SSM parameter path", "aws ssm get-parameter --name /%s/prod/db/password --with-decryption --query Parameter.Value --output text" % pick(PROJ)
    return "process.env references", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);\nconst openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });"


def c_secretref(lang):
    cat, S = _secretref_snip()
    fe = [("I didn't know where {proj} gets its database password on {env}.",
           "It is resolved at deploy time, never stored in the repo:{B}",
           "Who can grant me read access to that secret path?"),
          ("The {env} deploy of {proj} failed with an empty credential.",
           "The reference itself was fine:{B}The deploy role simply lacked permission to read the secret, so it resolved to nothing.",
           "Should the deploy fail fast when a secret resolves to empty?"),
          ("Refactoring config loading in {proj}.",
           "Kept the secret lookup as a reference so nothing sensitive lands in the image:{B}", "")]
    fk = [("{env}에서 {proj}가 DB 비밀번호를 어디서 가져오는지 몰랐음.",
           "배포 시점에 참조로 해석되고 저장소에는 저장되지 않음:{B}",
           "해당 시크릿 경로 읽기 권한은 누구에게 요청하면 되는지?"),
          ("{env} {proj} 배포가 빈 자격 증명 때문에 실패함.",
           "참조 자체는 정상이었음:{B}배포 역할에 시크릿 읽기 권한이 없어서 빈 값으로 해석된 것.",
           "시크릿이 빈 값으로 해석되면 배포를 바로 실패시키도록 할지?"),
          ("{proj} 설정 로딩 리팩터링 중.",
           "이미지에 민감 정보가 들어가지 않게 시크릿 조회는 참조 형태로 유지함:{B}", "")]
    return cnote(lang, "secret reference: " + cat, fe, fk, {}, "secretref", S)


# ---------------------------------------------------------- hashes & digests
def _hash_snip():
    form = ri(0, 8)
    name = pick(PROJ)
    if form == 0:
        return "sha256sum output", "%s  %s-v%d.%d.%d-linux-amd64.tar.gz" % (fake_sha256(), name, ri(0, 3), ri(0, 20), ri(0, 9))
    if form == 1:
        return "docker image digest", "ghcr.io/acme/%s@sha256:%s" % (name, fake_sha256())
    if form == 2:
        return "npm integrity sha512", '"integrity": "sha512-%s=="' % rs(B64, 86)
    if form == 3:
        return "go.sum h1 hash", "github.com/%s/%s v1.%d.%d h1:%s=" % (pick(["spf13", "gorilla", "aws"]), pick(["cobra", "mux", "smithy-go"]), ri(0, 9), ri(0, 20), rs(B64, 43))
    if form == 4:
        return "pip --hash pins", "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (fake_sha256(), fake_sha256())
    if form == 5:
        return "git commit SHAs", "git revert %s\ngit cherry-pick %s..%s" % (hexs(40), hexs(40), hexs(40))
    if form == 6:
        return "SRI integrity attribute", '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % rs(B64, 64)
    if form == 7:
        return "terraform lock hashes", 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (ri(10, 60), rs(B64, 43), fake_sha256())
    return "ETag header", 'ETag: "%s"\nLast-Modified: Wed, 11 Jun 2025 08:12:44 GMT' % hexs(32)


def c_hash(lang):
    cat, S = _hash_snip()
    fe = [("The {proj} build started failing with a checksum mismatch.",
           "The pinned hash no longer matched the upstream artifact after a re-publish:{B}Updated the pin after verifying the release signature.",
           "Should we mirror upstream artifacts instead of pinning hashes?"),
          ("I wasn't sure which build was deployed on {env}.",
           "Matched it by digest:{B}The deployed artifact is the one from the release tag.", ""),
          ("Reproducible-build check for {proj}.",
           "Two builds from the same commit produced identical hashes:{B}", "")]
    fk = [("{proj} 빌드가 체크섬 불일치로 실패하기 시작함.",
           "업스트림 아티팩트가 재배포되면서 고정해 둔 해시와 안 맞게 됨:{B}릴리스 서명 확인 후 해시 갱신함.",
           "해시 고정 대신 업스트림 아티팩트를 미러링할지?"),
          ("{env}에 어떤 빌드가 배포됐는지 확실하지 않았음.",
           "다이제스트로 대조함:{B}릴리스 태그에서 나온 아티팩트가 맞음.", ""),
          ("{proj} 재현 가능 빌드 확인.",
           "같은 커밋으로 두 번 빌드했더니 해시가 동일:{B}", "")]
    return cnote(lang, "hash/digest: " + cat, fe, fk, {}, "hash", S)


# --------------------------------------------------- ids that are not secrets
def _ids_snip():
    form = ri(0, 10)
    if form == 0:
        return "request ids in error response", '{"error":"internal","request_id":"%s","trace_id":"%s"}' % (uuid4(), hexs(32))
    if form == 1:
        return "W3C traceparent", "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
    if form == 2:
        return "Stripe object ids", "customer=cus_%s payment_intent=pi_%s charge=ch_%s event=evt_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    if form == 3:
        return "Twilio Account SID only", "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % hexs(32)
    if form == 4:
        return "Google OAuth client id", "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(LO + DG, 32))
    if form == 5:
        return "AWS account id and role ARN", "arn:aws:iam::%s:role/%s-deployer\naccount: %s" % (rs(DG, 12), pick(PROJ), rs(DG, 12))
    if form == 6:
        return "Azure tenant/subscription GUIDs", "az account set --subscription %s\n# tenant %s" % (uuid4(), uuid4())
    if form == 7:
        return "Sentry event id", "Sentry event %s (issue %s-%s)" % (hexs(32), pick(PROJ).upper().replace("-", ""), rs(UP + DG, 3))
    if form == 8:
        return "Slack channel and user ids", "channel=C0%s user=U0%s ts=%d.%06d" % (rs(UP + DG, 8), rs(UP + DG, 8), ri(1700000000, 1760000000), ri(0, 999999))
    if form == 9:
        return "Naver client id without secret", "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" % rs(AN, 20)
    return "MongoDB ObjectIds and ULIDs", 'db.orders.find({_id: ObjectId("%s")})  // ulid %s' % (hexs(24), rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26))


def c_ids(lang):
    cat, S = _ids_snip()
    fe = [("A customer reported a failed payment on {env} and I needed to find it.",
           "Searching by these ids found the trail across services:{B}",
           "Can support include these ids in tickets by default?"),
          ("I didn't know which identifiers are safe to paste into tickets.",
           "Ids like these are identifiers, not credentials:{B}They are fine to share; the matching secrets never appear in tickets.",
           ""),
          ("Correlating logs between {proj} and the gateway.",
           "The ids line up once the gateway forwards them:{B}", "Should the gateway generate ids when the client sends none?")]
    fk = [("{env}에서 결제 실패 고객 문의가 들어와서 건을 찾아야 했음.",
           "아래 ID들로 검색하니 서비스 간 흐름이 다 보였음:{B}",
           "CS가 티켓에 이 ID들을 기본으로 넣어 줄 수 있는지?"),
          ("티켓에 어떤 식별자를 붙여도 되는지 몰랐음.",
           "이런 값은 식별자일 뿐 자격 증명이 아님:{B}공유해도 되고, 짝이 되는 시크릿은 티켓에 절대 안 들어감.", ""),
          ("{proj}와 게이트웨이 로그를 맞춰 보는 중.",
           "게이트웨이가 ID를 전달하도록 하니 로그가 연결됨:{B}", "클라이언트가 ID를 안 보내면 게이트웨이가 생성하도록 할지?")]
    return cnote(lang, "identifiers: " + cat, fe, fk, {}, "ids", S)


# --------------------------------------------- public keys and fingerprints
def ssh_pub_ed25519():
    return "ssh-ed25519 " + b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)) + " %s@%s" % (pick(USERS), pick(["macbook", "build01", "laptop", "ci-runner"]))


def _pubkey_snip():
    form = ri(0, 8)
    if form == 0:
        return "authorized_keys ed25519 line", ssh_pub_ed25519()
    if form == 1:
        return "SSH key fingerprints", "256 SHA256:%s %s@%s (ED25519)\n3072 SHA256:%s deploy@ci (RSA)" % (
            b64(rbytes(32)).rstrip("="), pick(USERS), pick(["laptop", "macbook"]), b64(rbytes(32)).rstrip("="))
    if form == 2:
        fp = hexs(40).upper()
        return "GPG key fingerprint", "pub   ed25519 2024-03-11 [SC]\n      %s\nuid   [ultimate] %s <%s@acme.io>" % (
            " ".join(fp[i:i + 4] for i in range(0, 40, 4)), pick(PEOPLE_EN[:10]), pick(USERS))
    if form == 3:
        der = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)
        return "EC public key PEM", "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_pem_lines(der))
    if form == 4:
        return "age recipient (public)", "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    if form == 5:
        return "WireGuard peer public key", "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820" % b64(rbytes(32))
    if form == 6:
        return "JWKS public RSA key", json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 16), "use": "sig", "alg": "RS256", "n": b64u(b"\xc1" + rbytes(255)), "e": "AQAB"}]})
    if form == 7:
        return "known_hosts entry", "github.com ssh-ed25519 " + b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))
    return "TLS certificate SHA-256 fingerprint", "SHA256 Fingerprint=%s" % ":".join(rs(HEXU, 2) for _ in range(32))


def c_pubkey(lang):
    cat, S = _pubkey_snip()
    fe = [("The new CI runner could not verify the host or signer key.",
           "Added the public half to the config; public keys and fingerprints are safe to commit:{B}",
           "Should the key list be managed in Terraform instead of by hand?"),
          ("{who} asked which key to trust for {proj} releases.",
           "Verified out-of-band, then recorded it here:{B}", ""),
          ("I didn't know how to give {who} access to the {env} bastion.",
           "They sent their public key, which I added:{B}Never ask people for the private half.", "")]
    fk = [("새 CI 러너가 호스트/서명 키를 검증하지 못함.",
           "공개 키 쪽을 설정에 추가함. 공개 키와 지문은 커밋해도 안전함:{B}",
           "키 목록을 수작업 대신 테라폼으로 관리할지?"),
          ("{who_i} {proj} 릴리스에 어떤 키를 신뢰해야 하는지 물어봄.",
           "별도 채널로 확인한 뒤 여기에 기록:{B}", ""),
          ("{env} 배스천에 {who} 접근 권한을 주는 방법을 몰랐음.",
           "공개 키를 받아서 추가함:{B}개인 키는 절대 받지 말 것.", "")]
    return cnote(lang, "public key/fingerprint: " + cat, fe, fk, {}, "pubkey", S)


# ------------------------------------------------ base64 of non-secret data
def _b64data_snip():
    form = ri(0, 6)
    if form == 0:
        payload = json.dumps({"event": pick(["deploy", "rollback", "scale"]), "service": pick(PROJ), "env": pick(ENV_EN), "replicas": ri(1, 12)})
        return "Pub/Sub message data (base64 JSON)", '{"message":{"data":"%s","messageId":"%s"}}' % (b64(payload.encode()), digits(16))
    if form == 1:
        return "JWT header only", "every token we issue starts with the same header: %s (decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\"})" % b64u(b'{"alg":"RS256","typ":"JWT"}')
    if form == 2:
        script = "#!/bin/bash\napt-get update -y\nsystemctl enable --now %s\n" % pick(["nginx", "docker", "node_exporter"])
        return "cloud-init user_data base64 (no secrets)", 'user_data = "%s"' % b64(script.encode())
    if form == 3:
        return "tiny PNG data URI", "background-image: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s==);" % rs(B64, 10)
    if form == 4:
        cm = "server.port=8080\nlogging.level.root=INFO\n"
        return "k8s ConfigMap binaryData", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  application.properties: %s" % b64(cm.encode())
    if form == 5:
        return "base64 of a public README string", "echo -n 'hello from %s' | base64\n%s" % (pick(PROJ), b64(("hello from " + pick(PROJ)).encode()))
    cursor = json.dumps({"id": ri(1000, 99999), "created_at": "2025-%02d-%02d" % (ri(1, 12), ri(1, 28))})
    return "pagination cursor (base64 JSON)", "GET /v1/orders?limit=50&cursor=%s" % b64u(cursor.encode())


def c_b64data(lang):
    cat, S = _b64data_snip()
    fe = [("I wasn't sure what this base64 blob in the {proj} logs was.",
           "Decoded it; it is plain, non-sensitive data:{B}",
           ""),
          ("Debugging why {proj} rejected a message on {env}.",
           "The payload decodes fine:{B}The consumer expected a different schema version.",
           "Should the schema version be part of the payload?")]
    fk = [("{proj} 로그의 base64 덩어리가 뭔지 몰랐음.",
           "디코딩해 보니 민감하지 않은 일반 데이터:{B}", ""),
          ("{env}에서 {proj}가 메시지를 거부한 이유 디버깅.",
           "페이로드 디코딩은 정상:{B}컨슈머가 다른 스키마 버전을 기대하고 있었음.",
           "스키마 버전을 페이로드에 넣을지?")]
    return cnote(lang, "base64 non-secret: " + cat, fe, fk, {}, "b64data", S)


# ------------------------------------------------------- long identifiers
def _longid_snip():
    form = ri(0, 7)
    if form == 0:
        return "Azure resource ID", "/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s-prod" % (uuid4(), pick(PROJ), pick(PROJ))
    if form == 1:
        return "IPFS CID", "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    if form == 2:
        return "docker container id", "CONTAINER ID: %s" % hexs(64)
    if form == 3:
        return "S3 object key with content hash", "s3://acme-assets/build/%s/static/js/main.%s.js" % (hexs(40), hexs(8))
    if form == 4:
        return "GCP resource name", "projects/%s-prod/locations/asia-northeast3/clusters/gke-%s/nodePools/pool-%s" % (pick(PROJ), pick(ENV_EN), rs(LO + DG, 8))
    if form == 5:
        return "Ethereum address (public)", "treasury wallet (public): 0x%s" % hexs(40)
    if form == 6:
        return "Cloudflare Ray ID and Vercel deployment id", "cf-ray: %s-ICN\nx-vercel-id: icn1::iad1::%s-%d-%s" % (hexs(16), rs(LO + DG, 5), ri(10 ** 12, 10 ** 13), hexs(12))
    return "k8s pod names with hashes", "%s-7d9c6b5f4-x2x9k   1/1   Running\n%s-5b8f9d7c6d-qw8rt  0/1   CrashLoopBackOff" % (pick(PROJ), pick(PROJ))


def c_longid(lang):
    cat, S = _longid_snip()
    fe = [("Tracking down which resource the {env} alert referred to.",
           "The alert only had this identifier:{B}Searching the console by it found the resource.", ""),
          ("{who} asked me to note where the {proj} artifacts live.",
           "Recorded:{B}", "Should these ids be in the service catalog?")]
    fk = [("{env} 알림이 어떤 리소스를 가리키는지 추적 중.",
           "알림에는 이 식별자만 있었음:{B}콘솔에서 이걸로 검색하니 리소스가 나옴.", ""),
          ("{who_i} {proj} 아티팩트 위치를 적어 두라고 함.",
           "기록:{B}", "이 ID들을 서비스 카탈로그에 넣을지?")]
    return cnote(lang, "long identifier: " + cat, fe, fk, {}, "longid", S)


# ------------------------------------------------------------------ versions
def c_versions(lang):
    a, b_, c = ri(1, 30), ri(0, 40), ri(0, 20)
    S = pick(["Node %d.%d.%d -> %d.%d.%d" % (18, ri(0, 20), ri(0, 9), 20, ri(0, 18), ri(0, 9)),
              "build 2025.%02d.%02d-rc.%d+sha.%s" % (ri(1, 12), ri(1, 28), ri(1, 5), hexs(7)),
              "Linux %d.%d.0-%d-generic, glibc 2.%d, openssl 3.%d.%d" % (6, ri(1, 11), ri(10, 60), ri(31, 39), ri(0, 4), ri(0, 15)),
              "protobuf==4.%d.%d, grpcio==1.%d.%d" % (a, c, 60 + c, b_),
              "Chrome %d.0.%d.%d / iOS 17.%d.%d" % (ri(120, 130), ri(6000, 6999), ri(10, 200), ri(0, 6), ri(0, 3))])
    fe = [("{proj} started failing after a dependency update on {env}.",
           "Version change involved:{B}Pinning the previous minor version fixed it until upstream releases a patch.",
           "Should Renovate group minor updates for this dependency?"),
          ("I didn't know which runtime versions {env} runs.",
           "From the host inventory:{B}", "")]
    fk = [("{env}에서 의존성 업데이트 후 {proj}가 실패하기 시작함.",
           "관련 버전 변경:{B}업스트림 패치 나올 때까지 이전 마이너 버전으로 고정해서 해결.",
           "이 의존성은 Renovate에서 마이너 업데이트를 묶을지?"),
          ("{env}에서 쓰는 런타임 버전을 몰랐음.",
           "호스트 인벤토리 기준:{B}", "")]
    return cnote(lang, "versions and build numbers", fe, fk, {}, "versions", S)


# -------------------------------------------------- password-policy talk
def c_policy(lang):
    fe = [("Users kept failing sign-up on {proj} and I didn't know the password rules.",
           "The rules are: at least 12 characters, one digit, one symbol, not one of the last 5 passwords. The validator regex is `^(?=.*\\d)(?=.*[^\\w\\s]).{12,}$`. Hashes use bcrypt with cost 12.",
           "Should the sign-up form show the rules before the first failure?"),
          ("Security review asked how {proj} stores passwords.",
           "Argon2id with m=19456, t=2, p=1 and a per-user salt; plaintext is never logged, and reset tokens expire after 30 minutes.",
           ""),
          ("I didn't know how often service credentials on {env} rotate.",
           "Database passwords rotate every 90 days via the vault's rotation lambda; API keys every 180 days. Rotation events go to #sec-audit.",
           "Who gets paged if a rotation fails?"),
          ("The password field in the {proj} admin form was silently truncating input.",
           "The column was VARCHAR(32) for the *hash* input by mistake; long passphrases were cut. Widened it and added a max length of 128 in the form.",
           "")]
    fk = [("{proj} 회원가입에서 사용자들이 계속 실패하는데 비밀번호 규칙을 몰랐음.",
           "규칙: 12자 이상, 숫자 1개, 특수문자 1개, 최근 5개 비밀번호 재사용 금지. 검증 정규식은 `^(?=.*\\d)(?=.*[^\\w\\s]).{12,}$`. 해시는 bcrypt cost 12.",
           "첫 실패 전에 규칙을 보여 주도록 가입 폼을 바꿀지?"),
          ("보안 리뷰에서 {proj}의 비밀번호 저장 방식을 물어봄.",
           "Argon2id(m=19456, t=2, p=1) + 사용자별 salt. 평문은 절대 로그에 남기지 않고 재설정 토큰은 30분 후 만료.", ""),
          ("{env} 서비스 자격 증명 교체 주기를 몰랐음.",
           "DB 비밀번호는 볼트 교체 람다로 90일마다, API 키는 180일마다 교체. 교체 이벤트는 #sec-audit 채널로 감.",
           "교체 실패 시 누가 호출되는지?"),
          ("{proj} 관리자 폼의 비밀번호 필드가 입력을 조용히 잘라먹고 있었음.",
           "실수로 컬럼이 VARCHAR(32)였고 긴 패스프레이즈가 잘렸음. 컬럼을 늘리고 폼에 최대 128자 제한 추가.", "")]
    return cnote(lang, "password policy talk (no values)", fe, fk, {}, "policy")


# ------------------------------------------------ flags explained in prose
def c_flags(lang):
    fe = [("The backup script prompted for a password and hung in cron.",
           "`mysql -p` with nothing attached prompts interactively; `-p<password>` attaches it but leaks it to `ps` and history. Use `--defaults-extra-file=/etc/backup/my.cnf` (mode 0600) instead.",
           "Is there already a 0600 credentials file on the backup host?"),
          ("I didn't know the safe way to log in to the registry from CI.",
           "`docker login -p` is deprecated for a reason; pipe the token with `--password-stdin` from the CI secret, e.g. `printenv REGISTRY_TOKEN | docker login -u ci --password-stdin`.",
           ""),
          ("{who} asked why `sshpass -p` was flagged in review.",
           "It puts the password on the command line. `sshpass -f ~/.ssh/pass.txt` or, better, key-based auth avoids that. Same for `redis-cli -a` (use `REDISCLI_AUTH`).",
           "Can we add a lint rule for these flags?"),
          ("`curl -u {user}` kept prompting in the pipeline.",
           "With only the user name, curl asks for the password interactively. In CI use `--netrc-file` pointing at a generated file, never `-u user:pass` inline.",
           "")]
    fk = [("백업 스크립트가 비밀번호 프롬프트에서 크론 실행 중 멈춤.",
           "`mysql -p` 뒤에 아무것도 안 붙이면 대화형으로 물어봄. `-p<password>`처럼 붙이면 `ps`와 히스토리에 노출됨. 대신 `--defaults-extra-file=/etc/backup/my.cnf`(권한 0600) 사용.",
           "백업 호스트에 0600 자격 증명 파일이 이미 있는지?"),
          ("CI에서 레지스트리 로그인하는 안전한 방법을 몰랐음.",
           "`docker login -p`는 이유가 있어서 deprecated됨. CI 시크릿을 `--password-stdin`으로 넘길 것: `printenv REGISTRY_TOKEN | docker login -u ci --password-stdin`.", ""),
          ("{who_i} 리뷰에서 `sshpass -p`가 왜 지적됐는지 물어봄.",
           "비밀번호가 명령줄에 노출됨. `sshpass -f ~/.ssh/pass.txt`나 키 기반 인증을 쓰면 해결. `redis-cli -a`도 마찬가지(`REDISCLI_AUTH` 사용).",
           "이런 플래그를 잡는 린트 규칙을 추가할지?"),
          ("파이프라인에서 `curl -u {user}`가 계속 프롬프트를 띄움.",
           "사용자명만 주면 curl이 비밀번호를 대화형으로 물어봄. CI에서는 생성한 파일을 `--netrc-file`로 넘기고, `-u user:pass`를 인라인으로 쓰지 말 것.", "")]
    return cnote(lang, "flags explained in prose (no values)", fe, fk, {"user": pick(USERS)}, "flags")


# ------------------------------------------------------- encrypted blobs
def _encrypted_snip():
    form = ri(0, 6)
    if form == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        S = ("db:\n    password: %s\n    api_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2025-%02d-%02dT10:11:12Z\"\n    mac: %s"
             % (enc(ri(12, 24)), enc(ri(24, 40)), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), ri(1, 12), ri(1, 28), enc(32)))
        return "SOPS-encrypted YAML", S
    if form == 1:
        body = hexs(ri(240, 400))
        lines = [body[i:i + 80] for i in range(0, len(body), 80)]
        return "Ansible Vault blob", "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in lines)
    if form == 2:
        return "SealedSecret encryptedData", ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: AgB%s"
                                              % b64(rbytes(ri(300, 420))).rstrip("="))
    if form == 3:
        return "Jasypt ENC() value", "spring.datasource.password=ENC(%s)" % b64(rbytes(48))
    if form == 4:
        return "AWS KMS ciphertext blob", "CiphertextBlob: AQICAHh%s" % b64(rbytes(ri(150, 200)))
    if form == 5:
        data = b64(rbytes(ri(180, 260)))
        lines = [data[i:i + 64] for i in range(0, len(data), 64)]
        return "age-encrypted file (armored)", "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(lines)
    return "Rails credentials.yml.enc", "%s--%s--%s==" % (b64(rbytes(ri(90, 150))).rstrip("="), b64(rbytes(12)).rstrip("="), b64(rbytes(16)).rstrip("="))


def c_encrypted(lang):
    cat, S = _encrypted_snip()
    fe = [("I didn't know whether the encrypted values in the {proj} repo were safe to commit.",
           "They are ciphertext; only the deploy key in KMS can decrypt them:{B}",
           "Who can decrypt these if the deploy pipeline breaks?"),
          ("Changing one setting in the encrypted config for {env}.",
           "Edited through the tool rather than by hand, so the MAC stays valid. The committed result looks like this:{B}",
           ""),
          ("A reviewer flagged a \"leaked secret\" in a PR for {proj}.",
           "False alarm - it is an encrypted blob:{B}The plaintext never leaves the cluster.",
           "Can the secret scanner ignore this format?")]
    fk = [("{proj} 저장소의 암호화된 값을 커밋해도 되는지 몰랐음.",
           "암호문이라 KMS의 배포 키로만 복호화 가능:{B}",
           "배포 파이프라인이 깨지면 누가 복호화할 수 있는지?"),
          ("{env} 암호화 설정에서 값 하나 변경.",
           "MAC이 깨지지 않게 손으로 고치지 않고 도구로 수정함. 커밋된 결과:{B}", ""),
          ("{proj} PR에서 리뷰어가 \"시크릿 유출\"이라고 지적함.",
           "오탐 - 암호화된 blob임:{B}평문은 클러스터 밖으로 안 나감.",
           "시크릿 스캐너가 이 형식을 무시하게 할 수 있는지?")]
    return cnote(lang, "encrypted blob: " + cat, fe, fk, {}, "encrypted", S)


# --------------------------------------------- keys documented as public
def _publishable_snip():
    form = ri(0, 11)
    if form == 0:
        return "Stripe publishable key", "const stripe = Stripe('pk_live_%s');" % rs(AN, pick([24, 99]))
    if form == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": "%s.firebaseapp.com" % pick(PROJ), "projectId": pick(PROJ),
               "storageBucket": "%s.appspot.com" % pick(PROJ), "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), hexs(22))}
        return "Firebase web config apiKey", "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
    if form == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    if form == 3:
        body = b64u(('{"u":"%s","a":"cl%s"}' % (pick(USERS).replace(".", ""), rs(LO + DG, 23))).encode())
        return "Mapbox public token (pk.)", "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22))
    if form == 4:
        return "Toss Payments client key", "const tossPayments = TossPayments('%s%s');" % (pick(["live_ck_", "live_gck_"]), rs(AN, 28))
    if form == 5:
        return "Kakao JavaScript key", "Kakao.init('%s'); // JavaScript 키" % hexs(32)
    if form == 6:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only" % (rs(UP + DG, 10), hexs(32))
    if form == 7:
        return "Sentry DSN", 'Sentry.init({ dsn: "https://%s@o%s.ingest.sentry.io/%s" });' % (hexs(32), digits(6), digits(7))
    if form == 8:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
    if form == 9:
        return "Supabase anon key", "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(LO, 20), _sb_jwt("anon"))
    if form == 10:
        return "Google Maps JS key (referrer-restricted)", '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35)
    return "Naver Maps client id", '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LO + DG, 10)


def c_publishable(lang):
    cat, S = _publishable_snip()
    fe = [("I wasn't sure whether the key in the {proj} frontend bundle was a leak.",
           "It is the vendor's publishable/client-side key, designed to be public; restrictions are set in the vendor console:{B}",
           "Are the domain restrictions for this key up to date?"),
          ("The {proj} checkout page failed to initialise on {env}.",
           "The frontend was built with the client key for another environment:{B}Rebuilt with the right one.",
           "Should the client key be injected at runtime instead of build time?"),
          ("Setting up the map/analytics widget on the {proj} landing page.",
           "Only the browser-side key is needed here:{B}", "")]
    fk = [("{proj} 프론트엔드 번들에 있는 키가 유출인지 확실하지 않았음.",
           "공개용(클라이언트) 키라 노출돼도 되는 값이고, 제한은 벤더 콘솔에서 설정함:{B}",
           "이 키의 도메인 제한이 최신인지?"),
          ("{env}에서 {proj} 결제 페이지 초기화가 실패함.",
           "프론트가 다른 환경의 클라이언트 키로 빌드돼 있었음:{B}올바른 키로 다시 빌드.",
           "클라이언트 키를 빌드 시점 말고 런타임에 주입할지?"),
          ("{proj} 랜딩 페이지에 지도/분석 위젯 붙이는 중.",
           "여기엔 브라우저용 키만 필요함:{B}", "")]
    return cnote(lang, "public client key: %s [publishable]" % cat, fe, fk, {}, "publishable", S)


# ------------------------------------------- secret-sounding config names
def c_configwords(lang):
    S = "\n".join(R.sample([
        "PASSWORD_MIN_LENGTH=12", "TOKEN_TTL_SECONDS=3600", "SECRET_ROTATION_DAYS=90", "API_KEY_HEADER=X-Api-Key",
        "JWT_ALGORITHM=RS256", "SESSION_COOKIE_NAME=sid", "AUTH_ISSUER=https://auth.acme.io/", "PASSWORD_RESET_PATH=/account/reset",
        "KEY_ID=%s-signing-2025" % pick(PROJ), "OAUTH_SCOPES=openid profile email", "CREDENTIALS_FILE=/run/secrets/app.json",
        "TOKEN_ENDPOINT=https://auth.acme.io/oauth/token", "MFA_REQUIRED=true", "SECRET_NAME=prod/%s/db" % pick(PROJ),
        "PRIVATE_KEY_PATH=/etc/ssl/private/server.key", "BCRYPT_ROUNDS=12", "API_KEY_PREFIX=ak_live_"], ri(4, 7)))
    fe = [("I didn't know which of the {proj} settings are sensitive.",
           "None of these are; they are names, paths and parameters, not credentials:{B}",
           "Can the real secrets get a common prefix so they are easy to spot?"),
          ("{proj} failed to start on {env} with a config validation error.",
           "A typo in one of these keys:{B}The validator now lists unknown keys at startup.", "")]
    fk = [("{proj} 설정 중 어떤 게 민감 정보인지 몰랐음.",
           "아래는 전부 민감 정보 아님. 이름, 경로, 파라미터일 뿐 자격 증명이 아님:{B}",
           "실제 시크릿에는 공통 접두사를 붙여서 구분하기 쉽게 할지?"),
          ("{env}에서 {proj}가 설정 검증 오류로 기동 실패.",
           "아래 키 중 하나에 오타가 있었음:{B}이제 검증기가 기동 시 모르는 키를 출력함.", "")]
    return cnote(lang, "secret-sounding config names, non-secret values", fe, fk, {}, "configwords", S)


# ------------------------------------------------ plain engineering notes
PLAIN_EN = [
    ("The {proj} test suite was flaky on CI but passed locally.",
     "Tests depended on wall-clock time; freezing the clock in the fixture made them deterministic.", ""),
    ("I didn't know the team's branch naming convention.",
     "Branches are `feat/<ticket>-<slug>` or `fix/<ticket>-<slug>`; CI rejects anything else.", ""),
    ("Deploys of {proj} to {env} were taking 25 minutes.",
     "Most of the time was the Docker build re-downloading dependencies; ordering the Dockerfile so the lockfile copy comes first restored layer caching (now 6 minutes).",
     "Is it OK to enable BuildKit cache mounts on the shared runners?"),
    ("The {proj} API returned dates in inconsistent time zones.",
     "Store UTC, convert at the edge; the mobile app expects ISO-8601 with offset.", "Which time zone should reports use?"),
    ("A migration on {env} locked the orders table for 4 minutes.",
     "Adding a column with a default rewrote the table on the old Postgres version. Add the column nullable, backfill in batches, then set the default.",
     "When is the next maintenance window?"),
    ("I didn't know who reviews infrastructure PRs.",
     "CODEOWNERS assigns the platform team for `infra/**`; they expect a plan output pasted in the PR.", ""),
]
PLAIN_KO = [
    ("{proj} 테스트가 CI에서만 간헐적으로 실패하고 로컬에서는 통과함.",
     "테스트가 실제 시계에 의존하고 있었음. 픽스처에서 시간을 고정하니 결정적으로 동작함.", ""),
    ("팀의 브랜치 이름 규칙을 몰랐음.",
     "`feat/<티켓>-<slug>` 또는 `fix/<티켓>-<slug>` 형식. 그 외는 CI가 거부함.", ""),
    ("{env} {proj} 배포가 25분씩 걸렸음.",
     "대부분 도커 빌드가 의존성을 다시 받는 시간이었음. Dockerfile에서 lockfile 복사를 앞으로 옮기니 레이어 캐시가 살아나서 6분으로 단축.",
     "공용 러너에서 BuildKit 캐시 마운트를 켜도 되는지?"),
    ("{proj} API가 날짜를 제각각인 타임존으로 반환함.",
     "저장은 UTC, 변환은 응답 직전에. 모바일 앱은 오프셋 포함 ISO-8601을 기대함.", "리포트는 어떤 타임존 기준으로 할지?"),
    ("{env}에서 마이그레이션이 orders 테이블을 4분간 잠금.",
     "구버전 Postgres에서 기본값 있는 컬럼 추가가 테이블 재작성을 유발함. nullable로 추가 → 배치로 백필 → 기본값 설정 순서로 할 것.",
     "다음 점검 시간이 언제인지?"),
    ("인프라 PR을 누가 리뷰하는지 몰랐음.",
     "CODEOWNERS에서 `infra/**`는 플랫폼팀 지정. PR에 plan 결과를 붙여 주길 기대함.", ""),
]


def c_plain(lang):
    return cnote(lang, "plain engineering note", PLAIN_EN, PLAIN_KO, {}, "plain")


# ------------------------------------------- high-entropy non-secret misc
def _misc_snip():
    form = ri(0, 6)
    if form == 0:
        return "webpack chunk hashes", "main.%s.js  1.2 MiB\nvendors.%s.js  840 KiB\nruntime.%s.js  2 KiB" % (hexs(20), hexs(20), hexs(20))
    if form == 1:
        return "Gradle build scan URL", "Publishing build scan...\nhttps://gradle.com/s/%s" % rs(LO + DG, 13)
    if form == 2:
        return "idempotency key header", "Idempotency-Key: %s" % uuid4()
    if form == 3:
        return "OpenTelemetry span dump", "span_id=%s parent_id=%s trace_id=%s name=GET /orders duration=182ms" % (hexs(16), hexs(16), hexs(32))
    if form == 4:
        return "git LFS pointer", "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (fake_sha256(), ri(10 ** 5, 10 ** 9))
    if form == 5:
        return "CSP nonce and cache key", "Content-Security-Policy: script-src 'nonce-%s'\nX-Cache-Key: %s" % (b64(rbytes(16)), hexs(40))
    return "Bazel remote cache keys", "Remote cache hit: ac/%s\nRemote cache miss: cas/%s" % (fake_sha256(), fake_sha256())


def c_misc(lang):
    cat, S = _misc_snip()
    fe = [("Investigating a cache problem in {proj}.",
           "The random-looking strings are content hashes and per-request ids, not credentials:{B}The issue was a stale CDN entry.",
           "Should the CDN purge be part of the deploy job?"),
          ("{who} asked what these values in the {proj} build output are.",
           "Build/cache identifiers only:{B}", "")]
    fk = [("{proj} 캐시 문제 조사 중.",
           "랜덤해 보이는 문자열은 콘텐츠 해시와 요청별 ID이고 자격 증명이 아님:{B}원인은 CDN에 남은 오래된 항목.",
           "배포 잡에 CDN purge를 넣을지?"),
          ("{who_i} {proj} 빌드 출력의 이 값들이 뭔지 물어봄.",
           "빌드/캐시 식별자일 뿐:{B}", "")]
    return cnote(lang, "high-entropy non-secret: " + cat, fe, fk, {}, "misc", S)


# ================================================================ schedule
SECRET_BUILDERS = [
    (b_vendor_generic, 117), (b_pw_cmd, 30), (b_connstr, 24), (b_pw_prose, 24), (b_http_auth, 22),
    (b_signed_url, 10), (b_pem, 14), (b_totp, 8), (b_recovery, 8), (b_pin, 8), (b_wifi, 8),
    (b_webhook, 14), (b_split, 10), (b_repeat, 10), (b_long, 12), (b_credfile, 14), (b_k8s_b64, 5),
    (b_logleak, 12), (b_table, 5), (b_diff_pw, 5),
]
CLEAN_BUILDERS = [
    (c_placeholder, 34), (c_masked, 30), (c_secretref, 34), (c_hash, 28), (c_ids, 28), (c_pubkey, 26),
    (c_b64data, 20), (c_longid, 18), (c_versions, 10), (c_policy, 16), (c_flags, 16), (c_encrypted, 26),
    (c_publishable, 36), (c_configwords, 14), (c_plain, 12), (c_misc, 12),
]


def plan(builders):
    slots = []
    for fn, w in builders:
        slots += [fn] * w
    assert len(slots) == N_PER_KIND, len(slots)
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(slots)
    R.shuffle(langs)
    return list(zip(slots, langs))


def main():
    notes = []
    seen = []
    for kind, builders in (("secret", SECRET_BUILDERS), ("clean", CLEAN_BUILDERS)):
        for fn, lang in plan(builders):
            for _ in range(50):
                n = build(fn, lang)
                key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
                if key not in seen:
                    break
            seen.append(key)
            assert n["kind"] == kind and n["lang"] == lang
            notes.append(n)
    R.shuffle(notes)
    out_lines = []
    for i, n in enumerate(notes):
        assert check(n) is None, (i, check(n))
        rec = {"id": "fk%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        out_lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(out_lines) + "\n").encode("utf-8")
    with open(OUT, "wb") as fh:
        fh.write(data)

    # ------------------------------------------------------------- stats
    cnt = {}
    for n in notes:
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == {("secret", "en"): N_EN, ("secret", "ko"): N_KO, ("clean", "en"): N_EN, ("clean", "ko"): N_KO}, cnt
    vend = []
    for n in notes:
        for v in n["_vendors"]:
            if v not in vend:
                vend.append(v)
    tpls = []
    for n in notes:
        if n["_tpl"] not in tpls:
            tpls.append(n["_tpl"])
    fam = []
    for n in notes:
        f = n["_tpl"].rsplit("-", 2)[0]
        if f not in fam:
            fam.append(f)
    cats = []
    for n in notes:
        if n["category"] not in cats:
            cats.append(n["category"])
    pub = sum(1 for n in notes if n["category"].endswith("[publishable]"))
    nsec = sum(len(n["secrets"]) for n in notes)
    log = sys.stderr.write
    log("wrote %s (%d notes, sha256 %s)\n" % (OUT, len(notes), hashlib.sha256(data).hexdigest()))
    for k in sorted(cnt):
        log("  %-6s %-2s %d\n" % (k[0], k[1], cnt[k]))
    log("vendor registry: %d entries, %d vendor names; vendor names used in notes: %d\n" % (len(VENDORS), len(vendor_names()), len(vend)))
    log("template families: %d, templates (family x lang x frame): %d, distinct categories: %d\n" % (len(fam), len(tpls), len(cats)))
    log("listed secrets: %d; [publishable] clean notes: %d; candidates rejected and regenerated: %d %s\n"
        % (nsec, pub, STATS.get("rejected", 0), json.dumps(STATS.get("reasons", {}))))
    reg = {}
    for n in notes:
        for v in n["_vendors"]:
            r = [x["region"] for x in VENDORS if x["name"] == v][0]
            if v not in reg.setdefault(r, []):
                reg[r].append(v)
    log("vendors by region: %s\n" % json.dumps({k: len(reg[k]) for k in sorted(reg)}))
    famc = {}
    for n in notes:
        f = n["kind"] + " " + n["_tpl"].split("-")[1]
        famc[f] = famc.get(f, 0) + 1
    for f in sorted(famc):
        log("  %-22s %d\n" % (f, famc[f]))


if __name__ == "__main__":
    main()
