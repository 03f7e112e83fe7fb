#!/usr/bin/env python3
"""Generator for blind_set_v106.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(106_2026_1127), drives every
choice.  No iteration over sets; output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v106.py            (writes blind_set_v106.jsonl next to this file)
"""
import base64
import hashlib
import json
import os
import sys
import random
import re
import urllib.parse

SEED = 106_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "fj"

# ----------------------------------------------------------------------------------------------
# part 1: primitive random helpers
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    """n characters drawn from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def an(n):
    return rs(AN, n)


def hx(n):
    return rs(HEX, n)


def b64u(n):
    return rs(B64U, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64_of(data):
    return base64.b64encode(data).decode()


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def digits(n):
    return str(R.randint(1, 9)) + rs(DG, n - 1)


def mixed_token(alpha, n):
    """random token that is guaranteed to contain an upper, a lower and a digit when alpha has them."""
    while True:
        t = rs(alpha, n)
        ok = True
        if any(c in UP for c in alpha) and not any(c in UP for c in t):
            ok = False
        if any(c in LO for c in alpha) and not any(c in LO for c in t):
            ok = False
        if any(c in DG for c in alpha) and not any(c in DG for c in t):
            ok = False
        if ok:
            return t


def tok(n):
    return mixed_token(AN, n)


def jwt(payload, alg="HS256", sig_len=43, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(sig_len)


def ts_unix():
    return R.randint(1_700_000_000, 1_780_000_000)


def date_str():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def time_str():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def iso_ts():
    return "%sT%s.%03dZ" % (date_str(), time_str(), R.randint(0, 999))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 250)),
                 "192.168.%d.%d" % (R.randint(0, 30), R.randint(2, 250))])


# ----------------------------------------------------------------------------------------------
# vocabulary
# ----------------------------------------------------------------------------------------------
EN_WORDS = ["maple", "river", "cobalt", "lantern", "orbit", "pepper", "granite", "willow", "falcon",
            "harbor", "velvet", "thunder", "marble", "saffron", "glacier", "meadow", "copper",
            "ember", "violet", "canyon", "summit", "tundra", "walnut", "breeze", "crimson", "pixel",
            "quartz", "raven", "sparrow", "timber", "voyage", "zephyr", "anchor", "biscuit",
            "cactus", "dolphin", "echo", "fjord", "gadget", "hazel", "igloo", "jigsaw", "kettle",
            "lemon", "mango", "nebula", "olive", "panda", "quill", "rocket", "sunset", "tiger",
            "umbrella", "vortex", "whisky", "yellow", "zebra", "banjo", "candle", "donut",
            "tofu", "koala", "badger", "rhubarb", "pickle", "noodle", "turnip", "mosaic"]
EN_CAP_WORDS = ["Summer", "Winter", "Autumn", "Spring", "Monday", "Friday", "Dragon", "Tiger",
                "Monkey", "Falcon", "Rocket", "Pepper", "Shadow", "Sunshine", "Galaxy", "Phoenix",
                "Coffee", "Lakers", "Yankees", "Arsenal", "Chelsea", "Barcelona", "Ginger",
                "Buster", "Charlie", "Maggie", "Oliver", "Bailey", "Whiskey", "Mustang"]
KO_WORDS = ["사랑", "하늘", "바다", "고양이", "우리집", "행복", "강아지", "별빛", "봄날", "눈사람",
            "초코", "딸기", "구름", "햇살", "바람", "산책", "라면", "김치", "여름", "가을", "겨울",
            "토끼", "호랑이", "무지개", "보름달", "커피", "떡볶이", "나비", "소나무", "우주"]
KO_NAMES = ["김민수", "이지은", "박서준", "최유진", "정하늘", "강도윤", "조수아", "윤지호", "장서연",
            "임태윤", "한예린", "오준혁", "서지민", "신동현", "권나연", "황보민재"]
EN_NAMES = ["Alice", "Priya", "Marco", "Jonas", "Mei", "Tomás", "Sanjay", "Hannah", "Olu",
            "Grace", "Dmitri", "Lena", "Kenji", "Fatima", "Noah", "Ines", "Yuki", "Ravi"]
USERS = ["admin", "deploy", "app", "svc_backup", "ci-bot", "root", "etl_user", "grafana",
         "reporting", "jenkins", "appuser", "minsu.kim", "jieun.lee", "ops", "readonly", "migrator",
         "svc-payments", "analytics", "batch", "postgres"]
SERVICES = ["billing-api", "checkout-web", "orders-worker", "auth-service", "search-indexer",
            "notification-svc", "report-batch", "inventory-api", "admin-console", "data-pipeline",
            "payments-gateway", "media-uploader", "chat-backend", "settlement-job", "crm-sync",
            "mobile-bff", "etl-nightly", "geo-service", "coupon-api", "webhook-relay"]
STAGES = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
STAGES_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스",
             "preprod": "프리프로드"}
DOMAINS = ["example.com", "acme.io", "corp.internal", "shop.local", "internal.lan", "svc.cluster.local"]
DB_NAMES = ["orders", "billing", "app", "analytics", "users", "inventory", "crm", "warehouse"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2", "eu-central-1"]


def host(kind="db"):
    stage = pick(STAGES)
    dom = pick(DOMAINS)
    return pick(["%s-%s-%02d.%s" % (kind, stage, R.randint(1, 12), dom),
                 "%s.%s.%s" % (kind, stage, dom),
                 ipv4_private()])


def user():
    return pick(USERS)


# ----------------------------------------------------------------------------------------------
# part 2: passwords of people and services
# ----------------------------------------------------------------------------------------------
# Dubeolsik (Korean 2-set keyboard) mapping, used for "Korean typed on an English keyboard" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


SAFE_SYM = "!@#$%^&*-_=+.?~"
PUNCT_HEAVY = "!@#$%^&*()-_=+[]{};:,.<>?/~|"


def pw_human():
    w = pick(EN_CAP_WORDS)
    yr = pick([str(R.randint(1975, 2026)), str(R.randint(10, 99)), str(R.randint(100, 9999))])
    sym = pick(["!", "@", "#", "$", "!!", "*", "?", ""])
    style = R.randint(0, 3)
    if style == 0:
        p = w + yr + sym
    elif style == 1:
        p = w + sym + yr
    elif style == 2:
        p = w.lower().replace("a", "@").replace("o", "0").replace("e", "3") + yr + sym
    else:
        p = pick(EN_CAP_WORDS) + pick(EN_WORDS).capitalize() + yr[-2:] + sym
    if len(p) < 9:
        p += str(R.randint(10, 99)) + pick("!#$")
    return p


def pw_passphrase():
    n = R.randint(3, 5)
    sep = pick(["-", ".", "_", " ", ""])
    ws = [pick(EN_WORDS) for _ in range(n)]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    p = sep.join(ws)
    if chance(0.6):
        p += pick(["", sep]) + str(R.randint(1, 999))
    return p


def pw_punct(alpha_extra=PUNCT_HEAVY, n=None):
    n = n or R.randint(12, 24)
    alpha = AN + alpha_extra * 2
    while True:
        p = rs(alpha, n)
        if sum(c in alpha_extra for c in p) >= 3 and any(c in DG for c in p):
            return p


def pw_random(n=None, alpha=None):
    return mixed_token(alpha or AN, n or R.randint(14, 32))


def pw_kr_keyboard():
    base = dubeolsik(pick(KO_WORDS) + pick(KO_WORDS))
    if chance(0.5):
        base = base[0].upper() + base[1:]
    return base + pick([str(R.randint(1, 9999)), str(R.randint(1980, 2025))]) + pick(["!", "@", "#", "", "^^", "~"])


def pw_hangul():
    p = pick(KO_WORDS) + pick(KO_WORDS) + pick([str(R.randint(10, 9999)), ""]) + pick(["!", "@", "#", "^^", "*"])
    if len(p) < 8:
        p = pick(KO_WORDS) + p + str(R.randint(100, 999))
    return p


def pw_service():
    return pick([pw_random, pw_random, lambda: pw_punct(SAFE_SYM), pw_human, pw_passphrase])()


def pw_any():
    kind = R.randint(0, 6)
    return [pw_human, pw_passphrase, lambda: pw_punct(SAFE_SYM), pw_random, pw_kr_keyboard,
            pw_hangul, pw_human][kind]()


def pw_shellsafe():
    """a password that can sit unquoted or in single quotes on a shell command line."""
    return pick([pw_random, pw_human, lambda: pw_punct("!@#%^*-_=+.,~"), pw_kr_keyboard,
                 lambda: pw_passphrase().replace(" ", "-")])()


def pw_urlsafe():
    return pick([pw_random, lambda: mixed_token(AN + "-_.~", R.randint(14, 28)),
                 lambda: pw_human().replace("#", "9").replace("@", "a").replace("?", "7")])()


# ----------------------------------------------------------------------------------------------
# part 3: provider token catalogue.  Every body comes from the PRNG; prefixes, alphabets and
# lengths follow the vendors' documented / observed shapes.
#   entry = (vendor, region, what, [(ENV_KEY, generator, is_secret), ...], http or None)
#   http  = function(values) -> (method, url, [(header, value)], body or None, [extra secrets])
# ----------------------------------------------------------------------------------------------
def basic(a, b):
    return b64_of(("%s:%s" % (a, b)).encode())


def _bearer(key, url, method="GET", scheme="Bearer", body=None):
    return lambda v: (method, url, [("Authorization", "%s %s" % (scheme, v[key]))], body, [], None)


def _hdr(pairs, url, method="GET", body=None):
    return lambda v: (method, url, [(h, v[k]) for h, k in pairs], body, [], None)


def _basic(k1, k2, url, method="GET", body=None, lit1=None, lit2=None):
    def f(v):
        a = lit1 if lit1 is not None else v[k1]
        b = lit2 if lit2 is not None else v[k2]
        blob = basic(a, b)
        return (method, url, [("Authorization", "Basic " + blob)], body, [blob], (a, b))
    return f


def discord_bot_token():
    uid = str(R.randint(10 ** 17, 10 ** 19 - 1))
    return b64url_nopad(uid.encode()) + "." + b64u(6) + "." + b64u(38)


def openai_proj():
    return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)


def supabase_jwt(role):
    ref = rs(LO, 20)
    t = ts_unix()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": t, "exp": t + 315360000})


def mapbox_token(prefix):
    u = pick(["acme-maps", "jdoe", "geo-team", "minsu", "fieldops"])
    payload = b64url_nopad(json.dumps({"u": u, "a": "cl" + rs(ANL, 23)}, separators=(",", ":")).encode())
    return prefix + "." + payload + "." + b64u(22)


VENDORS = [
    # ---------------------------------------------------------------- global
    ("AWS", "global", "access key pair",
     [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32, 16), 1),
      ("AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40), 1),
      ("AWS_DEFAULT_REGION", lambda: pick(REGIONS), 0)], None),
    ("AWS", "global", "STS session credentials",
     [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(B32, 16), 1),
      ("AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40), 1),
      ("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2Vj" + rs(B64, R.randint(300, 420)), 1)], None),
    ("GitHub", "global", "classic personal access token",
     [("GITHUB_TOKEN", lambda: "ghp_" + tok(36), 1)], _bearer("GITHUB_TOKEN", "https://api.github.com/user/repos")),
    ("GitHub", "global", "fine-grained personal access token",
     [("GH_TOKEN", lambda: "github_pat_" + "11" + rs(ANU, 20) + "_" + tok(59), 1)],
     _bearer("GH_TOKEN", "https://api.github.com/repos/acme/infra/actions/runs")),
    ("GitHub", "global", "OAuth access token",
     [("GITHUB_OAUTH_TOKEN", lambda: "gho_" + tok(36), 1)], _bearer("GITHUB_OAUTH_TOKEN", "https://api.github.com/user", scheme="token")),
    ("GitHub", "global", "App installation token",
     [("GITHUB_APP_INSTALLATION_TOKEN", lambda: "ghs_" + tok(36), 1)], _bearer("GITHUB_APP_INSTALLATION_TOKEN", "https://api.github.com/installation/repositories")),
    ("GitLab", "global", "personal access token",
     [("GITLAB_TOKEN", lambda: "glpat-" + b64u(20), 1)], _hdr([("PRIVATE-TOKEN", "GITLAB_TOKEN")], "https://gitlab.example.com/api/v4/projects?membership=true")),
    ("GitLab", "global", "runner authentication token",
     [("CI_RUNNER_TOKEN", lambda: "glrt-" + b64u(20), 1)], None),
    ("GitLab", "global", "deploy token",
     [("GITLAB_DEPLOY_USER", lambda: "gitlab+deploy-token-%d" % R.randint(100, 99999), 0),
      ("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + b64u(20), 1)], None),
    ("Slack", "global", "bot token",
     [("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (digits(R.randint(10, 13)), digits(R.randint(10, 13)), tok(24)), 1)],
     _bearer("SLACK_BOT_TOKEN", "https://slack.com/api/chat.postMessage", "POST", body='{"channel":"C0%s","text":"deploy done"}' % rs(ANU, 9))),
    ("Slack", "global", "user token",
     [("SLACK_USER_TOKEN", lambda: "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), hx(32)), 1)],
     _bearer("SLACK_USER_TOKEN", "https://slack.com/api/users.list")),
    ("Slack", "global", "app-level token",
     [("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), hx(64)), 1)], None),
    ("Stripe", "global", "secret key",
     [("STRIPE_SECRET_KEY", lambda: "sk_live_" + pick(["51", ""]) + tok(pick([24, 97])), 1)],
     _bearer("STRIPE_SECRET_KEY", "https://api.stripe.com/v1/charges?limit=3")),
    ("Stripe", "global", "restricted key",
     [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + tok(pick([24, 99])), 1)], _bearer("STRIPE_RESTRICTED_KEY", "https://api.stripe.com/v1/customers")),
    ("Stripe", "global", "webhook signing secret",
     [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + tok(32), 1)], None),
    ("OpenAI", "global", "project API key",
     [("OPENAI_API_KEY", openai_proj, 1)], _bearer("OPENAI_API_KEY", "https://api.openai.com/v1/models")),
    ("Anthropic", "global", "API key",
     [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64u(93) + "AA", 1)],
     _hdr([("x-api-key", "ANTHROPIC_API_KEY")], "https://api.anthropic.com/v1/messages", "POST")),
    ("Google", "global", "Gemini API key",
     [("GEMINI_API_KEY", lambda: "AIzaSy" + b64u(33), 1)], None),
    ("Google", "global", "OAuth client secret",
     [("GOOGLE_CLIENT_ID", lambda: "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), 0),
      ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64u(28), 1)], None),
    ("Twilio", "global", "auth token",
     [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), 0), ("TWILIO_AUTH_TOKEN", lambda: hx(32), 1)],
     _basic("TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "https://api.twilio.com/2010-04-01/Accounts.json")),
    ("Twilio", "global", "API key secret",
     [("TWILIO_API_KEY_SID", lambda: "SK" + hx(32), 0), ("TWILIO_API_SECRET", lambda: tok(32), 1)], None),
    ("SendGrid", "global", "API key",
     [("SENDGRID_API_KEY", lambda: "SG." + b64u(22) + "." + b64u(43), 1)], _bearer("SENDGRID_API_KEY", "https://api.sendgrid.com/v3/mail/send", "POST")),
    ("Mailgun", "global", "private API key",
     [("MAILGUN_API_KEY", lambda: pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), 1)],
     _basic(None, "MAILGUN_API_KEY", "https://api.mailgun.net/v3/mg.example.com/messages", "POST", lit1="api")),
    ("Mailchimp", "global", "API key",
     [("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(1, 21)), 1)], None),
    ("npm", "global", "access token",
     [("NPM_TOKEN", lambda: "npm_" + tok(36), 1)], None),
    ("PyPI", "global", "API token",
     [("TWINE_USERNAME", lambda: "__token__", 0), ("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(140, 190)), 1)], None),
    ("Docker Hub", "global", "personal access token",
     [("DOCKERHUB_USERNAME", lambda: pick(["acmeci", "minsukim", "buildbot", "ops-team"]), 0),
      ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64u(27), 1)], None),
    ("HashiCorp Vault", "global", "service token",
     [("VAULT_ADDR", lambda: "https://vault.%s:8200" % pick(DOMAINS), 0),
      ("VAULT_TOKEN", lambda: "hvs." + pick([b64u(24), "CAESI" + b64u(R.randint(85, 100))]), 1)],
     _hdr([("X-Vault-Token", "VAULT_TOKEN")], "https://vault.internal:8200/v1/secret/data/app")),
    ("Terraform Cloud", "global", "user API token",
     [("TFE_TOKEN", lambda: tok(14) + ".atlasv1." + b64u(67), 1)], _bearer("TFE_TOKEN", "https://app.terraform.io/api/v2/organizations")),
    ("DigitalOcean", "global", "personal access token",
     [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), 1)], _bearer("DIGITALOCEAN_TOKEN", "https://api.digitalocean.com/v2/droplets")),
    ("Heroku", "global", "API key",
     [("HEROKU_API_KEY", lambda: "HRKU-AA" + b64u(58), 1)], _bearer("HEROKU_API_KEY", "https://api.heroku.com/apps")),
    ("Shopify", "global", "Admin API access token",
     [("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hx(32), 1)],
     _hdr([("X-Shopify-Access-Token", "SHOPIFY_ADMIN_TOKEN")], "https://acme-store.myshopify.com/admin/api/2024-07/orders.json")),
    ("Shopify", "global", "app shared secret",
     [("SHOPIFY_API_KEY", lambda: hx(32), 0), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), 1)], None),
    ("Atlassian", "global", "API token",
     [("JIRA_EMAIL", lambda: pick(["ops@acme.io", "minsu.kim@acme.io", "ci@example.com"]), 0),
      ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64u(170) + "=" + hx(8).upper(), 1)], None),
    ("Bitbucket", "global", "app password",
     [("BITBUCKET_USERNAME", lambda: pick(["acme-ci", "minsu_kim", "deploybot"]), 0),
      ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + tok(28) + hx(8).upper(), 1)], None),
    ("Trello", "global", "API token",
     [("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + hx(8).upper(), 1)], None),
    ("Linear", "global", "personal API key",
     [("LINEAR_API_KEY", lambda: "lin_api_" + tok(40), 1)], _hdr([("Authorization", "LINEAR_API_KEY")], "https://api.linear.app/graphql", "POST")),
    ("Notion", "global", "integration token",
     [("NOTION_TOKEN", lambda: pick(["ntn_" + digits(11) + tok(35), "secret_" + tok(43)]), 1)],
     _bearer("NOTION_TOKEN", "https://api.notion.com/v1/databases/%s/query" % hx(32), "POST")),
    ("Figma", "global", "personal access token",
     [("FIGMA_TOKEN", lambda: "figd_" + b64u(40), 1)], _hdr([("X-Figma-Token", "FIGMA_TOKEN")], "https://api.figma.com/v1/files/%s" % tok(22))),
    ("Postman", "global", "API key",
     [("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), 1)], _hdr([("X-Api-Key", "POSTMAN_API_KEY")], "https://api.getpostman.com/collections")),
    ("Databricks", "global", "personal access token",
     [("DATABRICKS_HOST", lambda: "https://adb-%s.%d.azuredatabricks.net" % (digits(16), R.randint(1, 19)), 0),
      ("DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"]), 1)], None),
    ("Hugging Face", "global", "user access token",
     [("HF_TOKEN", lambda: "hf_" + mixed_token(UP + LO, 34), 1)], _bearer("HF_TOKEN", "https://huggingface.co/api/whoami-v2")),
    ("Replicate", "global", "API token",
     [("REPLICATE_API_TOKEN", lambda: "r8_" + tok(37), 1)], _bearer("REPLICATE_API_TOKEN", "https://api.replicate.com/v1/predictions", "POST")),
    ("Groq", "global", "API key",
     [("GROQ_API_KEY", lambda: "gsk_" + tok(52), 1)], _bearer("GROQ_API_KEY", "https://api.groq.com/openai/v1/models")),
    ("Perplexity", "global", "API key",
     [("PPLX_API_KEY", lambda: "pplx-" + tok(48), 1)], _bearer("PPLX_API_KEY", "https://api.perplexity.ai/chat/completions", "POST")),
    ("xAI", "global", "API key",
     [("XAI_API_KEY", lambda: "xai-" + tok(80), 1)], _bearer("XAI_API_KEY", "https://api.x.ai/v1/models")),
    ("Cloudflare", "global", "API token",
     [("CLOUDFLARE_ACCOUNT_ID", lambda: hx(32), 0), ("CLOUDFLARE_API_TOKEN", lambda: mixed_token(B64U, 40), 1)],
     _bearer("CLOUDFLARE_API_TOKEN", "https://api.cloudflare.com/client/v4/user/tokens/verify")),
    ("Datadog", "global", "API and application keys",
     [("DD_SITE", lambda: pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), 0),
      ("DD_API_KEY", lambda: hx(32), 1), ("DD_APP_KEY", lambda: hx(40), 1)],
     _hdr([("DD-API-KEY", "DD_API_KEY"), ("DD-APPLICATION-KEY", "DD_APP_KEY")], "https://api.datadoghq.com/api/v1/monitor")),
    ("New Relic", "global", "user API key",
     [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27), 1)], _hdr([("API-Key", "NEW_RELIC_API_KEY")], "https://api.newrelic.com/graphql", "POST")),
    ("Sentry", "global", "user auth token",
     [("SENTRY_ORG", lambda: pick(["acme", "acme-kr", "shopco"]), 0), ("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), 1)],
     _bearer("SENTRY_AUTH_TOKEN", "https://sentry.io/api/0/projects/")),
    ("Grafana", "global", "service account token",
     [("GRAFANA_URL", lambda: "https://grafana.%s" % pick(DOMAINS), 0), ("GRAFANA_SA_TOKEN", lambda: "glsa_" + tok(32) + "_" + hx(8), 1)],
     _bearer("GRAFANA_SA_TOKEN", "https://grafana.internal/api/dashboards/uid/%s" % rs(ANL, 9))),
    ("Okta", "global", "API token",
     [("OKTA_ORG_URL", lambda: "https://%s.okta.com" % pick(["acme", "acme-kr", "dev-%s" % digits(8)]), 0),
      ("OKTA_API_TOKEN", lambda: "00" + b64u(40), 1)], _bearer("OKTA_API_TOKEN", "https://acme.okta.com/api/v1/users?limit=25", scheme="SSWS")),
    ("Microsoft Azure", "global", "storage account key",
     [("AZURE_STORAGE_ACCOUNT", lambda: pick(["acmeprodlogs", "stbackup%s" % rs(ANL, 6), "mediastore01"]), 0),
      ("AZURE_STORAGE_KEY", lambda: rs(B64, 86) + "==", 1)], None),
    ("Microsoft Azure", "global", "Entra ID client secret",
     [("AZURE_TENANT_ID", uuid4, 0), ("AZURE_CLIENT_ID", uuid4, 0),
      ("AZURE_CLIENT_SECRET", lambda: rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34), 1)], None),
    ("Discord", "global", "bot token",
     [("DISCORD_BOT_TOKEN", discord_bot_token, 1)], _bearer("DISCORD_BOT_TOKEN", "https://discord.com/api/v10/users/@me", scheme="Bot")),
    ("Telegram", "global", "bot token",
     [("TELEGRAM_BOT_TOKEN", lambda: digits(R.randint(9, 10)) + ":AA" + b64u(33), 1)], None),
    ("Square", "global", "production access token",
     [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u(60), 1)], _bearer("SQUARE_ACCESS_TOKEN", "https://connect.squareup.com/v2/locations")),
    ("Braintree", "global", "PayPal access token",
     [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$%s$%s" % (rs(ANL, 16), hx(32)), 1)], None),
    ("Asana", "global", "personal access token",
     [("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), hx(32)), 1)], _bearer("ASANA_PAT", "https://app.asana.com/api/1.0/users/me")),
    ("Dropbox", "global", "access token",
     [("DROPBOX_ACCESS_TOKEN", lambda: "sl." + pick(["", "u."]) + b64u(R.randint(130, 150)), 1)],
     _bearer("DROPBOX_ACCESS_TOKEN", "https://api.dropboxapi.com/2/files/list_folder", "POST")),
    ("Supabase", "global", "service_role key",
     [("SUPABASE_URL", lambda: "https://%s.supabase.co" % rs(LO, 20), 0), ("SUPABASE_SERVICE_ROLE_KEY", lambda: supabase_jwt("service_role"), 1)], None),
    ("Mapbox", "global", "secret access token",
     [("MAPBOX_SECRET_TOKEN", lambda: mapbox_token("sk"), 1)], None),
    ("Algolia", "global", "admin API key",
     [("ALGOLIA_APP_ID", lambda: rs(ANU, 10), 0), ("ALGOLIA_ADMIN_KEY", lambda: hx(32), 1)], None),
    ("PostHog", "global", "personal API key",
     [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + tok(43), 1)], _bearer("POSTHOG_PERSONAL_API_KEY", "https://app.posthog.com/api/projects/")),
    ("LaunchDarkly", "global", "server SDK key",
     [("LD_SDK_KEY", lambda: "sdk-" + uuid4(), 1)], None),
    ("Doppler", "global", "service token",
     [("DOPPLER_TOKEN", lambda: pick(["dp.st.", "dp.pt."]) + pick(["prd.", "stg.", ""]) + tok(43), 1)], None),
    ("1Password", "global", "service account token",
     [("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, R.randint(280, 380)), 1)], None),
    ("Pulumi", "global", "access token",
     [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), 1)], None),
    ("Netlify", "global", "personal access token",
     [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + tok(36) + hx(4), 1)], _bearer("NETLIFY_AUTH_TOKEN", "https://api.netlify.com/api/v1/sites")),
    ("Render", "global", "API key",
     [("RENDER_API_KEY", lambda: "rnd_" + tok(32), 1)], _bearer("RENDER_API_KEY", "https://api.render.com/v1/services?limit=20")),
    ("Fly.io", "global", "deploy token",
     [("FLY_API_TOKEN", lambda: "fm2_" + rs(B64, R.randint(180, 260)), 1)], None),
    ("Vercel", "global", "access token",
     [("VERCEL_TOKEN", lambda: tok(24), 1)], _bearer("VERCEL_TOKEN", "https://api.vercel.com/v9/projects")),
    ("Snyk", "global", "API token",
     [("SNYK_TOKEN", uuid4, 1)], _bearer("SNYK_TOKEN", "https://api.snyk.io/rest/self?version=2024-06-10", scheme="token")),
    ("CircleCI", "global", "personal API token",
     [("CIRCLECI_TOKEN", lambda: "CCIPAT_" + tok(22) + "_" + hx(40), 1)], _hdr([("Circle-Token", "CIRCLECI_TOKEN")], "https://circleci.com/api/v2/me")),
    ("Buildkite", "global", "API access token",
     [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), 1)], _bearer("BUILDKITE_API_TOKEN", "https://api.buildkite.com/v2/organizations/acme/pipelines")),
    ("JFrog", "global", "reference token",
     [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + b64u(50), 1)], _bearer("JFROG_ACCESS_TOKEN", "https://acme.jfrog.io/artifactory/api/repositories")),
    ("SonarQube", "global", "user token",
     [("SONAR_TOKEN", lambda: pick(["squ_", "sqp_"]) + hx(40), 1)], None),
    ("Codecov", "global", "upload token",
     [("CODECOV_TOKEN", uuid4, 1)], None),
    ("Firebase", "global", "FCM legacy server key",
     [("FCM_SERVER_KEY", lambda: "AAAA" + tok(7) + ":APA91b" + b64u(134), 1)],
     _hdr([("Authorization", "FCM_SERVER_KEY")], "https://fcm.googleapis.com/fcm/send", "POST")),
    ("Contentful", "global", "management token",
     [("CONTENTFUL_SPACE_ID", lambda: rs(ANL, 12), 0), ("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + b64u(43), 1)], None),
    ("Airtable", "global", "personal access token",
     [("AIRTABLE_PAT", lambda: "pat" + tok(14) + "." + hx(64), 1)], _bearer("AIRTABLE_PAT", "https://api.airtable.com/v0/meta/bases")),
    ("Intercom", "global", "access token",
     [("INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "=", 1)], _bearer("INTERCOM_ACCESS_TOKEN", "https://api.intercom.io/contacts")),
    ("HubSpot", "global", "private app token",
     [("HUBSPOT_ACCESS_TOKEN", lambda: pick(["pat-na1-", "pat-eu1-"]) + uuid4(), 1)], _bearer("HUBSPOT_ACCESS_TOKEN", "https://api.hubapi.com/crm/v3/objects/contacts")),
    ("Salesforce", "global", "session access token",
     [("SF_INSTANCE_URL", lambda: "https://acme.my.salesforce.com", 0),
      ("SF_ACCESS_TOKEN", lambda: "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96), 1)], _bearer("SF_ACCESS_TOKEN", "https://acme.my.salesforce.com/services/data/v60.0/sobjects")),
    ("Plaid", "global", "secret",
     [("PLAID_CLIENT_ID", lambda: hx(24), 0), ("PLAID_SECRET", lambda: hx(30), 1), ("PLAID_ENV", lambda: "production", 0)], None),
    ("Pinecone", "global", "API key",
     [("PINECONE_API_KEY", lambda: "pcsk_" + tok(5) + "_" + tok(63), 1)], _hdr([("Api-Key", "PINECONE_API_KEY")], "https://api.pinecone.io/indexes")),
    ("ElevenLabs", "global", "API key",
     [("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), 1)], _hdr([("xi-api-key", "ELEVENLABS_API_KEY")], "https://api.elevenlabs.io/v1/voices")),
    ("RubyGems", "global", "API key",
     [("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), 1)], None),
    ("NuGet", "global", "API key",
     [("NUGET_API_KEY", lambda: "oy2" + rs(ANL, 43), 1)], None),
    ("Auth0", "global", "client secret",
     [("AUTH0_DOMAIN", lambda: "acme.%s.auth0.com" % pick(["us", "eu", "jp"]), 0), ("AUTH0_CLIENT_ID", lambda: tok(32), 0),
      ("AUTH0_CLIENT_SECRET", lambda: b64u(64), 1)], None),
    ("Cloudinary", "global", "API secret",
     [("CLOUDINARY_API_KEY", lambda: digits(15), 0), ("CLOUDINARY_API_SECRET", lambda: b64u(27), 1)], None),
    # ---------------------------------------------------------------- Korea
    ("Naver Cloud Platform", "kr", "API access key pair",
     [("NCP_ACCESS_KEY", lambda: rs(ANU, 20), 1), ("NCP_SECRET_KEY", lambda: tok(40), 1)], None),
    ("Naver Developers", "kr", "Open API client secret",
     [("NAVER_CLIENT_ID", lambda: tok(20), 0), ("NAVER_CLIENT_SECRET", lambda: tok(10), 1)],
     _hdr([("X-Naver-Client-Id", "NAVER_CLIENT_ID"), ("X-Naver-Client-Secret", "NAVER_CLIENT_SECRET")],
          "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91")),
    ("Kakao", "kr", "REST API key",
     [("KAKAO_REST_API_KEY", lambda: hx(32), 1)], _bearer("KAKAO_REST_API_KEY", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", scheme="KakaoAK")),
    ("Kakao", "kr", "Admin key",
     [("KAKAO_ADMIN_KEY", lambda: hx(32), 1)], _bearer("KAKAO_ADMIN_KEY", "https://kapi.kakao.com/v1/user/ids", scheme="KakaoAK")),
    ("Toss Payments", "kr", "secret key",
     [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + tok(28), 1)],
     _basic("TOSS_SECRET_KEY", None, "https://api.tosspayments.com/v1/payments/confirm", "POST", lit2="")),
    ("PortOne", "kr", "V2 API secret",
     [("PORTONE_STORE_ID", lambda: "store-" + uuid4(), 0), ("PORTONE_API_SECRET", lambda: tok(80), 1)],
     _bearer("PORTONE_API_SECRET", "https://api.portone.io/payments/%s" % ("order-" + digits(10)), scheme="PortOne")),
    ("SOLAPI", "kr", "API key pair",
     [("SOLAPI_API_KEY", lambda: "NCS" + rs(ANU, 13), 1), ("SOLAPI_API_SECRET", lambda: rs(ANU, 32), 1)], None),
    ("NHN Cloud", "kr", "SMS secret key",
     [("NHN_SMS_APPKEY", lambda: tok(16), 0), ("NHN_SMS_SECRET_KEY", lambda: tok(8), 1)],
     _hdr([("X-Secret-Key", "NHN_SMS_SECRET_KEY")], "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appkey}/sender/sms", "POST")),
    ("data.go.kr", "kr", "public data service key",
     [("DATA_GO_KR_SERVICE_KEY", lambda: rs(B64, 86) + "==", 1)], None),
    ("LINE", "kr", "Messaging API channel access token",
     [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", 1)],
     _bearer("LINE_CHANNEL_ACCESS_TOKEN", "https://api.line.me/v2/bot/message/push", "POST")),
    ("LINE", "jp", "channel secret",
     [("LINE_CHANNEL_ID", lambda: digits(10), 0), ("LINE_CHANNEL_SECRET", lambda: hx(32), 1)], None),
    ("Korea Investment & Securities", "kr", "Open API app key and secret",
     [("KIS_APP_KEY", lambda: "PS" + tok(34), 1), ("KIS_APP_SECRET", lambda: rs(B64, 179) + "=", 1),
      ("KIS_ACCOUNT_NO", lambda: digits(8) + "-01", 0)], None),
    ("Upbit", "kr", "Open API access/secret key",
     [("UPBIT_ACCESS_KEY", lambda: tok(40), 1), ("UPBIT_SECRET_KEY", lambda: tok(40), 1)], None),
    ("Bithumb", "kr", "API key pair",
     [("BITHUMB_API_KEY", lambda: hx(32), 1), ("BITHUMB_SECRET_KEY", lambda: hx(32), 1)], None),
    ("Sendbird", "kr", "master API token",
     [("SENDBIRD_APP_ID", lambda: uuid4().upper(), 0), ("SENDBIRD_API_TOKEN", lambda: hx(40), 1)],
     _hdr([("Api-Token", "SENDBIRD_API_TOKEN")], "https://api-APPID.sendbird.com/v3/users")),
    ("Channel Talk", "kr", "Open API access secret",
     [("CHANNEL_ACCESS_KEY", lambda: hx(24), 1), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), 1)],
     _hdr([("x-access-key", "CHANNEL_ACCESS_KEY"), ("x-access-secret", "CHANNEL_ACCESS_SECRET")], "https://api.channel.io/open/v5/user-chats")),
    ("Samsung SmartThings", "kr", "personal access token",
     [("SMARTTHINGS_TOKEN", uuid4, 1)], _bearer("SMARTTHINGS_TOKEN", "https://api.smartthings.com/v1/devices")),
    # ---------------------------------------------------------------- Japan
    ("Chatwork", "jp", "API token",
     [("CHATWORK_API_TOKEN", lambda: hx(32), 1)], _hdr([("X-ChatWorkToken", "CHATWORK_API_TOKEN")], "https://api.chatwork.com/v2/rooms")),
    ("PAY.JP", "jp", "secret key",
     [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), 1)], _basic("PAYJP_SECRET_KEY", None, "https://api.pay.jp/v1/charges", lit2="")),
    ("Backlog", "jp", "API key",
     [("BACKLOG_SPACE", lambda: pick(["acme", "acme-jp", "devteam"]) + ".backlog.jp", 0), ("BACKLOG_API_KEY", lambda: tok(64), 1)], None),
    ("kintone", "jp", "API token",
     [("KINTONE_DOMAIN", lambda: "acme.cybozu.com", 0), ("KINTONE_API_TOKEN", lambda: tok(40), 1)],
     _hdr([("X-Cybozu-API-Token", "KINTONE_API_TOKEN")], "https://acme.cybozu.com/k/v1/records.json?app=%d" % R.randint(10, 400))),
    ("Sakura Cloud", "jp", "API key",
     [("SAKURACLOUD_ACCESS_TOKEN", uuid4, 1), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: tok(64), 1)], None),
    # ---------------------------------------------------------------- China
    ("Alibaba Cloud", "cn", "AccessKey pair",
     [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + tok(18), 1), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: tok(30), 1)], None),
    ("Tencent Cloud", "cn", "SecretId/SecretKey",
     [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + tok(32), 1), ("TENCENTCLOUD_SECRET_KEY", lambda: tok(32), 1)], None),
    ("Baidu AI Cloud", "cn", "API key and secret key",
     [("BAIDU_API_KEY", lambda: tok(24), 1), ("BAIDU_SECRET_KEY", lambda: tok(32), 1)], None),
    ("Huawei Cloud", "cn", "AK/SK",
     [("HUAWEICLOUD_SDK_AK", lambda: rs(ANU, 20), 1), ("HUAWEICLOUD_SDK_SK", lambda: tok(40), 1)], None),
    ("Qiniu", "cn", "AccessKey/SecretKey",
     [("QINIU_ACCESS_KEY", lambda: b64u(40), 1), ("QINIU_SECRET_KEY", lambda: b64u(40), 1)], None),
    ("WeChat", "cn", "AppSecret",
     [("WECHAT_APPID", lambda: "wx" + hx(16), 0), ("WECHAT_APPSECRET", lambda: hx(32), 1)], None),
    ("DingTalk", "cn", "app secret",
     [("DINGTALK_APP_KEY", lambda: "ding" + rs(ANL, 16), 0), ("DINGTALK_APP_SECRET", lambda: b64u(64), 1)], None),
    ("Feishu", "cn", "app secret",
     [("FEISHU_APP_ID", lambda: "cli_" + hx(16), 0), ("FEISHU_APP_SECRET", lambda: tok(32), 1)], None),
    ("WeCom", "cn", "corp secret",
     [("WECOM_CORP_ID", lambda: "ww" + hx(16), 0), ("WECOM_CORP_SECRET", lambda: b64u(43), 1)], None),
    ("Volcengine", "cn", "AccessKey pair",
     [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B64U, 40), 1), ("VOLC_SECRETKEY", lambda: rs(B64, 58) + "==", 1)], None),
    ("Zhipu AI", "cn", "API key",
     [("ZHIPUAI_API_KEY", lambda: hx(32) + "." + tok(16), 1)], _bearer("ZHIPUAI_API_KEY", "https://open.bigmodel.cn/api/paas/v4/chat/completions", "POST")),
    ("DeepSeek", "cn", "API key",
     [("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), 1)], _bearer("DEEPSEEK_API_KEY", "https://api.deepseek.com/chat/completions", "POST")),
    ("Moonshot AI", "cn", "API key",
     [("MOONSHOT_API_KEY", lambda: "sk-" + tok(48), 1)], _bearer("MOONSHOT_API_KEY", "https://api.moonshot.cn/v1/models")),
    ("Alibaba DashScope", "cn", "API key",
     [("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), 1)], _bearer("DASHSCOPE_API_KEY", "https://dashscope.aliyuncs.com/compatible-mode/v1/models")),
    # ---------------------------------------------------------------- Europe
    ("Mollie", "eu", "live API key",
     [("MOLLIE_API_KEY", lambda: "live_" + tok(30), 1)], _bearer("MOLLIE_API_KEY", "https://api.mollie.com/v2/payments")),
    ("Adyen", "eu", "API key",
     [("ADYEN_MERCHANT_ACCOUNT", lambda: pick(["AcmeECOM", "AcmeKR_POS", "ShopcoNL"]), 0),
      ("ADYEN_API_KEY", lambda: "AQE" + rs(B64, 93) + "=-" + rs(B64, 43) + "=-" + rs(AN + ",.;:%{}()[]<>", 16), 1)],
     _hdr([("X-API-Key", "ADYEN_API_KEY")], "https://checkout-test.adyen.com/v71/paymentMethods", "POST")),
    ("GoCardless", "eu", "live access token",
     [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + b64u(40), 1)], _bearer("GOCARDLESS_ACCESS_TOKEN", "https://api.gocardless.com/customers")),
    ("Scaleway", "eu", "API key",
     [("SCW_ACCESS_KEY", lambda: "SCW" + rs(ANU, 17), 1), ("SCW_SECRET_KEY", uuid4, 1),
      ("SCW_DEFAULT_PROJECT_ID", uuid4, 0)], None),
    ("OVHcloud", "eu", "application credentials",
     [("OVH_ENDPOINT", lambda: "ovh-eu", 0), ("OVH_APPLICATION_KEY", lambda: tok(16), 1),
      ("OVH_APPLICATION_SECRET", lambda: tok(32), 1), ("OVH_CONSUMER_KEY", lambda: tok(32), 1)], None),
    ("Hetzner", "eu", "Cloud API token",
     [("HCLOUD_TOKEN", lambda: tok(64), 1)], _bearer("HCLOUD_TOKEN", "https://api.hetzner.cloud/v1/servers")),
    ("Mailjet", "eu", "API key pair",
     [("MJ_APIKEY_PUBLIC", lambda: hx(32), 1), ("MJ_APIKEY_PRIVATE", lambda: hx(32), 1)],
     _basic("MJ_APIKEY_PUBLIC", "MJ_APIKEY_PRIVATE", "https://api.mailjet.com/v3.1/send", "POST")),
    ("Brevo", "eu", "API key",
     [("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + tok(16), 1)], _hdr([("api-key", "BREVO_API_KEY")], "https://api.brevo.com/v3/smtp/email", "POST")),
    ("DeepL", "eu", "API authentication key",
     [("DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""]), 1)], _bearer("DEEPL_AUTH_KEY", "https://api-free.deepl.com/v2/translate", "POST", scheme="DeepL-Auth-Key")),
    ("Mistral AI", "eu", "API key",
     [("MISTRAL_API_KEY", lambda: tok(32), 1)], _bearer("MISTRAL_API_KEY", "https://api.mistral.ai/v1/models")),
    ("Yandex", "eu", "OAuth token",
     [("YANDEX_OAUTH_TOKEN", lambda: "y0_" + b64u(56), 1)], _bearer("YANDEX_OAUTH_TOKEN", "https://cloud-api.yandex.net/v1/disk/resources?path=app:/", scheme="OAuth")),
    ("Yandex Cloud", "eu", "API key",
     [("YC_API_KEY", lambda: "AQVN" + b64u(36), 1)], _bearer("YC_API_KEY", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "POST", scheme="Api-Key")),
    ("Vonage", "eu", "API key and secret",
     [("VONAGE_API_KEY", lambda: hx(8), 1), ("VONAGE_API_SECRET", lambda: tok(16), 1)], None),
    ("Spotify", "eu", "client secret",
     [("SPOTIFY_CLIENT_ID", lambda: hx(32), 0), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), 1)],
     _basic("SPOTIFY_CLIENT_ID", "SPOTIFY_CLIENT_SECRET", "https://accounts.spotify.com/api/token", "POST", body="grant_type=client_credentials")),
    ("Wise", "eu", "API token",
     [("WISE_API_TOKEN", uuid4, 1)], _bearer("WISE_API_TOKEN", "https://api.transferwise.com/v1/profiles")),
]


def vendor_item(entry):
    vendor, region, what, spec, http = entry
    kv = []
    vals = {}
    for key, gen, sec in spec:
        v = gen()
        kv.append((key, v, bool(sec)))
        vals[key] = v
    item = {"vendor": vendor, "region": region, "what": what, "kv": kv, "http": None}
    if http is not None:
        item["http"] = http(vals)
    return item


# ----------------------------------------------------------------------------------------------
# part 4: containers for key/value material (used by secret AND clean notes)
#   every renderer: (kv, ctx) -> (text, fence_tag, file_hint, container_name)
#   kv = [(ENV_KEY, value, is_secret)], ctx = {"svc", "stage", "http", ...}
# ----------------------------------------------------------------------------------------------
_PLAIN = re.compile(r"[A-Za-z0-9_./:+=@,%-]+")


def q_sh(v):
    if _PLAIN.fullmatch(v) and not v.startswith("="):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$") + '"'


def q_dq(v):
    return json.dumps(v, ensure_ascii=False)


def q_yaml(v):
    if _PLAIN.fullmatch(v) and v[0] not in "@%:,=-" and not v.isdigit() and v.lower() not in ("true", "false", "yes", "no", "null", "on", "off"):
        return v
    return q_dq(v)


def q_sq(v):
    return "'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'"


def xml_esc(v):
    return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def split_prefix(kv):
    """('stripe', [('secret_key', v, s)]) when all keys share a first component."""
    firsts = [k.split("_")[0] for k, _, _ in kv]
    if len(kv) >= 1 and all(f == firsts[0] for f in firsts) and all("_" in k for k, _, _ in kv):
        return firsts[0].lower(), [(k.split("_", 1)[1].lower(), v, s) for k, v, s in kv]
    return pick(["app", "credentials", "integration", "external", "secrets"]), [(k.lower(), v, s) for k, v, s in kv]


FILLERS = [("PORT", lambda: str(pick([3000, 8000, 8080, 8443, 5000]))),
           ("LOG_LEVEL", lambda: pick(["info", "debug", "warn"])),
           ("NODE_ENV", lambda: pick(["production", "development"])),
           ("TZ", lambda: pick(["Asia/Seoul", "UTC", "Asia/Tokyo", "Europe/Berlin"])),
           ("DB_POOL_SIZE", lambda: str(R.randint(5, 50))),
           ("REDIS_URL", lambda: "redis://%s:6379/%d" % (pick(["cache", "redis", "localhost"]), R.randint(0, 5))),
           ("FEATURE_FLAGS", lambda: ",".join(R.sample(["new-checkout", "fast-search", "beta-ui", "kr-locale", "dark-mode"], 2))),
           ("HTTP_TIMEOUT_MS", lambda: str(pick([3000, 5000, 15000, 30000]))),
           ("WORKERS", lambda: str(R.randint(2, 16))),
           ("APP_BASE_URL", lambda: "https://%s.%s" % (pick(["app", "admin", "api"]), pick(DOMAINS))),
           ("S3_BUCKET", lambda: pick(["acme-prod-uploads", "media-%s" % pick(STAGES), "kr-invoices-archive"])),
           ("METRICS_ENABLED", lambda: pick(["true", "false"]))]


def add_fillers(kv, lo=0, hi=3):
    kv = list(kv)
    n = R.randint(lo, hi)
    names = R.sample(range(len(FILLERS)), n)
    for i in names:
        k, g = FILLERS[i]
        kv.insert(R.randint(0, len(kv)), (k, g(), False))
    return kv


def r_dotenv(kv, ctx):
    f = pick([".env", ".env.local", ".env.%s" % ctx["stage"], "deploy/%s.env" % ctx["stage"], "%s/.env" % ctx["svc"]])
    lines = []
    if chance(0.4):
        lines.append("# %s %s" % (ctx["svc"], ctx["stage"]))
    for k, v, _ in kv:
        lines.append("%s=%s" % (k, v if _PLAIN.fullmatch(v) else q_dq(v) if ("'" in v) else "'" + v + "'"))
    return "\n".join(lines), pick(["", "dotenv", "env", "ini"]), f, ".env file"


def r_export(kv, ctx):
    pre = pick(["export ", "export ", "declare -x "])
    lines = ["%s%s=%s" % (pre, k, q_sh(v)) for k, v, _ in kv]
    if chance(0.3):
        lines.append(pick(["./gradlew bootRun", "npm run start", "python manage.py runserver", "make deploy", "go run ./cmd/server"]))
    return "\n".join(lines), pick(["bash", "sh", "shell", ""]), pick(["~/.bashrc", "~/.zshrc", "scripts/env.sh", "the terminal"]), "shell export"


def r_inline(kv, ctx):
    cmd = pick(["./scripts/smoke_test.sh", "npm run e2e", "python -m %s.sync" % ctx["svc"].replace("-", "_"), "pytest tests/integration -k %s" % pick(["upload", "billing", "auth"]), "node dist/index.js", "go test ./... -run TestLive"])
    return " ".join("%s=%s" % (k, q_sh(v)) for k, v, _ in kv) + " " + cmd, pick(["bash", "sh", ""]), "the command line", "inline env command"


def r_yaml(kv, ctx):
    sec, items = split_prefix(kv)
    top = pick(["", "integrations:\n  ", "%s:\n  " % ctx["stage"]])
    ind = "  " if top else ""
    lines = [(top if top else "") + sec + ":"]
    for k, v, _ in items:
        lines.append(ind + "  " + k + ": " + q_yaml(v))
    return "\n".join(lines), "yaml", pick(["config/application.yml", "config/%s.yaml" % ctx["stage"], "settings.yaml", "values-%s.yaml" % ctx["stage"]]), "YAML config"


def r_spring(kv, ctx):
    sec, items = split_prefix(kv)
    lines = ["%s:" % sec]
    for k, v, _ in items:
        lines.append("  %s: %s" % (k.replace("_", "-"), q_yaml(v)))
    return "\n".join(lines), "yaml", "src/main/resources/application-%s.yml" % ctx["stage"], "Spring application.yml"


def r_json(kv, ctx):
    sec, items = split_prefix(kv)
    obj = {sec: {camel(k): v for k, v, _ in items}}
    if chance(0.5):
        obj = {"env": ctx["stage"], **obj}
    return json.dumps(obj, indent=2, ensure_ascii=False), "json", pick(["config.json", "appsettings.%s.json" % ctx["stage"].capitalize(), "secrets.local.json", "config/%s.json" % ctx["stage"]]), "JSON config"


def r_toml(kv, ctx):
    sec, items = split_prefix(kv)
    lines = ["[%s]" % sec] + ["%s = %s" % (k, q_dq(v)) for k, v, _ in items]
    return "\n".join(lines), "toml", pick(["config.toml", "Settings.toml", "pyproject.toml", ".streamlit/secrets.toml"]), "TOML config"


def r_ini(kv, ctx):
    sec, items = split_prefix(kv)
    lines = ["[%s]" % sec] + ["%s = %s" % (k, v) for k, v, _ in items]
    return "\n".join(lines), "ini", pick(["settings.ini", "config.cfg", "setup.cfg", "~/.config/%s.ini" % ctx["svc"]]), "INI file"


def r_properties(kv, ctx):
    sec, items = split_prefix(kv)
    lines = ["%s.%s=%s" % (sec, k.replace("_", "."), v) for k, v, _ in items]
    return "\n".join(lines), "properties", pick(["application.properties", "gradle.properties", "config/%s.properties" % ctx["stage"]]), "Java properties"


def r_xml(kv, ctx):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(k), xml_esc(v)) for k, v, _ in kv] + ["</appSettings>"]
        return "\n".join(lines), "xml", "Web.config", "XML appSettings"
    sec, items = split_prefix(kv)
    lines = ["<%s>" % sec] + ["  <%s>%s</%s>" % (camel(k), xml_esc(v), camel(k)) for k, v, _ in items] + ["</%s>" % sec]
    return "\n".join(lines), "xml", pick(["settings.xml", "config.xml", "context.xml"]), "XML config"


def r_k8s_secret(kv, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"], "  namespace: %s" % ctx["stage"],
             "type: Opaque", "stringData:"] + ["  %s: %s" % (k, q_yaml(v)) for k, v, _ in kv]
    return "\n".join(lines), "yaml", "k8s/%s/secret.yaml" % ctx["stage"], "Kubernetes Secret stringData"


def r_k8s_env(kv, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["svc"], "          image: registry.%s/%s:%d.%d.%d" % (pick(DOMAINS), ctx["svc"], R.randint(1, 4), R.randint(0, 30), R.randint(0, 9)),
             "          env:"]
    for k, v, _ in kv:
        lines += ["            - name: %s" % k, "              value: %s" % q_dq(v)]
    return "\n".join(lines), "yaml", "k8s/deployment.yaml", "Kubernetes Deployment env"


def r_compose(kv, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, _ in kv]
    else:
        lines += ["      %s: %s" % (k, q_yaml(v)) for k, v, _ in kv]
    return "\n".join(lines), "yaml", pick(["docker-compose.yml", "compose.override.yaml"]), "docker compose environment"


def r_dockerfile(kv, ctx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"]), "WORKDIR /app"]
    kw = pick(["ENV", "ARG", "ENV"])
    lines += ["%s %s=%s" % (kw, k, q_dq(v) if not _PLAIN.fullmatch(v) else v) for k, v, _ in kv]
    lines.append(pick(['CMD ["node", "server.js"]', 'CMD ["python", "-m", "app"]', "RUN ./build.sh"]))
    return "\n".join(lines), "dockerfile", "Dockerfile", "Dockerfile " + kw


def r_gha(kv, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, q_yaml(v)) for k, v, _ in kv]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy-%s" % ctx["stage"]]
    return "\n".join(lines), "yaml", ".github/workflows/deploy.yml", "GitHub Actions workflow env"


def r_gitlab(kv, ctx):
    lines = ["variables:"] + ["  %s: %s" % (k, q_yaml(v)) for k, v, _ in kv]
    lines += ["", "deploy_%s:" % ctx["stage"], "  stage: deploy", "  script:", "    - ./ci/deploy.sh"]
    return "\n".join(lines), "yaml", ".gitlab-ci.yml", "GitLab CI variables"


def r_terraform(kv, ctx):
    if chance(0.5):
        lines = ["%s = %s" % (k.lower(), q_dq(v)) for k, v, _ in kv]
        return "\n".join(lines), pick(["hcl", "terraform", ""]), "%s.auto.tfvars" % ctx["stage"], "Terraform tfvars"
    sec, items = split_prefix(kv)
    lines = ['provider "%s" {' % sec] + ["  %s = %s" % (k, q_dq(v)) for k, v, _ in items] + ["}"]
    return "\n".join(lines), pick(["hcl", "terraform"]), "providers.tf", "Terraform provider block"


def r_python(kv, ctx):
    st = R.randint(0, 2)
    if st == 0:
        lines = ["import os", ""] + ['os.environ["%s"] = %s' % (k, q_dq(v)) for k, v, _ in kv]
    elif st == 1:
        lines = ["# settings.py"] + ["%s = %s" % (k, q_dq(v)) for k, v, _ in kv]
    else:
        lines = ["CONFIG = {"] + ['    "%s": %s,' % (k.lower(), q_dq(v)) for k, v, _ in kv] + ["}"]
    return "\n".join(lines), "python", pick(["settings.py", "conftest.py", "scripts/backfill.py", "app/config.py"]), "Python code"


def r_js(kv, ctx):
    st = R.randint(0, 2)
    if st == 0:
        lines = ["const config = {"] + ["  %s: %s," % (camel(k), q_sq(v)) for k, v, _ in kv] + ["};", "module.exports = config;"]
    elif st == 1:
        lines = ["process.env.%s ??= %s;" % (k, q_sq(v)) for k, v, _ in kv]
    else:
        lines = ["export const %s = %s;" % (k, q_dq(v)) for k, v, _ in kv]
    return "\n".join(lines), pick(["js", "ts", "javascript", "typescript"]), pick(["config.js", "src/env.ts", "next.config.mjs", "test/setup.ts"]), "JavaScript/TypeScript code"


def r_go(kv, ctx):
    lines = ["func init() {"] + ['\tos.Setenv("%s", %s)' % (k, q_dq(v)) for k, v, _ in kv] + ["}"]
    if chance(0.5):
        lines = ["const ("] + ["\t%s = %s" % (pascal(k), q_dq(v)) for k, v, _ in kv] + [")"]
    return "\n".join(lines), "go", pick(["main.go", "internal/config/config.go", "cmd/worker/main_test.go"]), "Go code"


def r_java(kv, ctx):
    lines = ["Properties props = new Properties();"] + ['props.setProperty("%s", %s);' % (k.lower().replace("_", "."), q_dq(v)) for k, v, _ in kv]
    if chance(0.5):
        lines = ["public final class Secrets {"] + ["    public static final String %s = %s;" % (k, q_dq(v)) for k, v, _ in kv] + ["}"]
    return "\n".join(lines), "java", pick(["Secrets.java", "src/main/java/com/acme/Config.java", "IntegrationTest.java"]), "Java code"


def r_kotlin(kv, ctx):
    lines = ["object Keys {"] + ['    const val %s = %s' % (k, q_dq(v)) for k, v, _ in kv] + ["}"]
    return "\n".join(lines), "kotlin", pick(["Keys.kt", "app/src/main/java/com/acme/BuildKeys.kt"]), "Kotlin code"


def r_swift(kv, ctx):
    lines = ["enum Secrets {"] + ['    static let %s = %s' % (camel(k), q_dq(v)) for k, v, _ in kv] + ["}"]
    return "\n".join(lines), "swift", "Secrets.swift", "Swift code"


def r_ruby(kv, ctx):
    lines = ["ENV[%s] ||= %s" % (q_sq(k), q_sq(v)) for k, v, _ in kv]
    return "\n".join(lines), "ruby", pick(["config/initializers/secrets.rb", "spec/spec_helper.rb"]), "Ruby code"


def r_php(kv, ctx):
    if chance(0.5):
        lines = ["<?php"] + ["define(%s, %s);" % (q_sq(k), q_sq(v)) for k, v, _ in kv]
    else:
        lines = ["<?php", "return ["] + ["    %s => %s," % (q_sq(k.lower()), q_sq(v)) for k, v, _ in kv] + ["];"]
    return "\n".join(lines), "php", pick(["wp-config.php", "config/services.php", "config.local.php"]), "PHP code"


def r_csharp(kv, ctx):
    lines = ["var settings = new Dictionary<string, string>", "{"] + ['    ["%s"] = %s,' % (pascal(k), q_dq(v)) for k, v, _ in kv] + ["};"]
    return "\n".join(lines), "csharp", pick(["Program.cs", "Startup.cs", "Tests/Fixture.cs"]), "C# code"


def r_rust(kv, ctx):
    lines = ["const %s: &str = %s;" % (k, q_dq(v)) for k, v, _ in kv]
    return "\n".join(lines), "rust", pick(["src/main.rs", "src/config.rs"]), "Rust code"


def r_powershell(kv, ctx):
    lines = ['$env:%s = %s' % (k, q_dq(v) if "$" not in v else "'" + v + "'") for k, v, _ in kv]
    return "\n".join(lines), "powershell", "profile.ps1", "PowerShell env"


def r_cmd(kv, ctx):
    lines = ["set %s=%s" % (k, v) for k, v, _ in kv]
    return "\n".join(lines), pick(["bat", "cmd", ""]), "run_local.bat", "Windows cmd set"


def r_systemd(kv, ctx):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, _ in kv] + ["ExecStart=/opt/%s/bin/server" % ctx["svc"]]
    return "\n".join(lines), "ini", "/etc/systemd/system/%s.service" % ctx["svc"], "systemd unit Environment"


def r_helm_set(kv, ctx):
    sets = " ".join("--set %s.%s=%s" % (pick(["env", "secrets", "config"]), k, q_sh(v)) for k, v, _ in kv)
    return "helm upgrade --install %s ./chart -n %s %s" % (ctx["svc"], ctx["stage"], sets), "bash", "the helm command", "helm --set"


def r_cli_set(kv, ctx):
    st = R.randint(0, 4)
    if st == 0:
        lines = ["fly secrets set " + " ".join("%s=%s" % (k, q_sh(v)) for k, v, _ in kv) + " -a %s" % ctx["svc"]]
    elif st == 1:
        lines = ["heroku config:set " + " ".join("%s=%s" % (k, q_sh(v)) for k, v, _ in kv) + " --app %s-%s" % (ctx["svc"], ctx["stage"])]
    elif st == 2:
        lines = ["gh secret set %s --body %s" % (k, q_sh(v)) for k, v, _ in kv]
    elif st == 3:
        lines = ["kubectl -n %s create secret generic %s-env " % (ctx["stage"], ctx["svc"]) + " ".join("--from-literal=%s=%s" % (k, q_sh(v)) for k, v, _ in kv)]
    else:
        lines = ["aws ssm put-parameter --name /%s/%s/%s --type SecureString --value %s --overwrite" % (ctx["stage"], ctx["svc"], k.lower(), q_sh(v)) for k, v, _ in kv]
    return "\n".join(lines), "bash", "the CLI", "secret-setting CLI command"


def r_vscode(kv, ctx):
    obj = {"version": "0.2.0", "configurations": [{"name": "Debug %s" % ctx["svc"], "type": pick(["node", "debugpy", "go"]),
                                                   "request": "launch", "env": {k: v for k, v, _ in kv}}]}
    return json.dumps(obj, indent=2, ensure_ascii=False), "json", ".vscode/launch.json", "VS Code launch.json env"


def r_notebook(kv, ctx):
    lines = ["%%env %s=%s" % (k, v) for k, v, _ in kv]
    return "\n".join(lines), "python", "notebooks/%s.ipynb" % pick(["explore", "backfill", "eda_2025q2"]), "Jupyter %env magic"


def r_log(kv, ctx):
    t = iso_ts()
    st = R.randint(0, 2)
    if st == 0:
        body = " ".join("%s=%s" % (k, v) for k, v, _ in kv)
        return "%s DEBUG [%s] effective config: %s" % (t, ctx["svc"], body), pick(["", "text", "log"]), "the pod logs", "debug log line"
    if st == 1:
        obj = {"ts": t, "level": "debug", "svc": ctx["svc"], "msg": "env loaded", "env": {k: v for k, v, _ in kv}}
        return json.dumps(obj, ensure_ascii=False), pick(["json", ""]), "CloudWatch", "structured JSON log"
    lines = ["%s INFO  starting %s (%s)" % (t, ctx["svc"], ctx["stage"])] + ["%s DEBUG   %s = %s" % (t, k, v) for k, v, _ in kv]
    return "\n".join(lines), pick(["", "text"]), "the startup log", "startup log dump"


def r_stacktrace(kv, ctx):
    secret_kv = [x for x in kv if x[2]] or kv
    k0, v0, _ = secret_kv[0]
    if chance(0.5):
        lines = ["Traceback (most recent call last):",
                 '  File "/srv/%s/app/clients.py", line %d, in _connect' % (ctx["svc"], R.randint(20, 400)),
                 "    client = Client(%s=%s, timeout=10)" % (k0.lower(), q_dq(v0)),
                 '  File "/usr/local/lib/python3.12/site-packages/httpx/_client.py", line %d, in send' % R.randint(800, 1700),
                 "    raise exc",
                 "httpx.%s: %s" % (pick(["ConnectTimeout", "ReadTimeout", "HTTPStatusError"]), pick(["timed out", "Client error '401 Unauthorized'", "[Errno 110] Connection timed out"]))]
        return "\n".join(lines), pick(["", "python", "text"]), "the traceback", "Python traceback"
    cfg = ", ".join("%s=%s" % (camel(k), v) for k, v, _ in kv)
    lines = ["java.lang.IllegalStateException: Failed to bind properties: Config{%s}" % cfg,
             "\tat com.acme.%s.ConfigLoader.load(ConfigLoader.java:%d)" % (ctx["svc"].replace("-", ""), R.randint(30, 300)),
             "\tat com.acme.Application.main(Application.java:%d)" % R.randint(10, 60),
             "Caused by: java.net.%s" % pick(["SocketTimeoutException: connect timed out", "UnknownHostException: %s" % host("api")])]
    return "\n".join(lines), pick(["", "text", "java"]), "the crash log", "Java stack trace"


def r_diff(kv, ctx):
    f = pick([".env.%s" % ctx["stage"], "config/%s.yaml" % ctx["stage"], "docker-compose.yml"])
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (R.randint(1, 30), len(kv), R.randint(1, 30), len(kv))]
    for k, v, s in kv:
        if s:
            lines.append("-%s=" % k if chance(0.5) else "-%s=TODO" % k)
            lines.append("+%s=%s" % (k, v))
        else:
            lines.append(" %s=%s" % (k, v))
    return "\n".join(lines), "diff", f, "git diff"


def r_table(kv, ctx):
    lines = ["| key | value |", "|---|---|"] + ["| %s | %s |" % (k, ("`%s`" % v) if chance(0.5) else v) for k, v, _ in kv]
    return "\n".join(lines), "", "the wiki table", "markdown table"


def r_chat(kv, ctx):
    who = pick(KO_NAMES if ctx["lang"] == "ko" else EN_NAMES)
    t = "%02d:%02d" % (R.randint(8, 22), R.randint(0, 59))
    if ctx["lang"] == "ko":
        say = pick(["ㅇㅇ 이거 쓰세요", "%s 값 공유드려요" % STAGES_KO[ctx["stage"]], "로테이션한 새 값입니다", "따옴표 없이 그대로 넣으세요"])
    else:
        say = pick(["here you go", "use these for %s" % ctx["stage"], "new values after rotation", "copy exactly, no quotes"])
    lines = ["[%s] %s: %s" % (t, who, say)]
    lines += ["[%s] %s: %s=%s" % (t, who, k, v) for k, v, _ in kv]
    return "\n".join(lines), "", "the Slack DM", "chat message"


def r_http(kv, ctx):
    method, url, headers, body = ctx["http"][:4]
    u = urllib.parse.urlsplit(url)
    lines = ["%s %s HTTP/1.1" % (method, u.path + ("?" + u.query if u.query else "")), "Host: %s" % u.netloc]
    hs = list(headers) + [("Accept", "application/json"), ("User-Agent", pick(["%s/1.%d" % (ctx["svc"], R.randint(0, 20)), "curl/8.5.0", "python-httpx/0.27.0"]))]
    if body:
        hs.append(("Content-Type", "application/json" if body.startswith("{") else "application/x-www-form-urlencoded"))
    R.shuffle(hs)
    lines += ["%s: %s" % hv for hv in hs]
    if body:
        lines += ["", body]
    return "\n".join(lines), pick(["http", ""]), "the HTTP trace", "raw HTTP request"


def r_curl(kv, ctx):
    method, url, headers, body = ctx["http"][:4]
    userpass = ctx["http"][5]
    groups = [["curl", pick(["-sS", "-s", "-v", "-i", "--fail"])]]
    if method != "GET":
        groups[0] += ["-X", method]
    for h, v in headers:
        if userpass is not None and h == "Authorization" and chance(0.5):
            groups.append(["-u", q_sh("%s:%s" % userpass)])
        else:
            groups.append(["-H", q_dq("%s: %s" % (h, v)) if "'" in v else "'%s: %s'" % (h, v)])
    if body:
        groups.append(["-d", "'%s'" % body])
    groups.append([q_sh(url) if "?" not in url else "'%s'" % url])
    sep = " \\\n  " if chance(0.4) else " "
    return sep.join(" ".join(g) for g in groups), pick(["bash", "sh", ""]), "the curl command", "curl command"


KV_RENDERERS = [r_dotenv, r_export, r_inline, r_yaml, r_spring, r_json, r_toml, r_ini, r_properties, r_xml,
                r_k8s_secret, r_k8s_env, r_compose, r_dockerfile, r_gha, r_gitlab, r_terraform, r_python, r_js,
                r_go, r_java, r_kotlin, r_swift, r_ruby, r_php, r_csharp, r_rust, r_powershell, r_cmd, r_systemd,
                r_helm_set, r_cli_set, r_vscode, r_notebook, r_log, r_stacktrace, r_diff, r_table, r_chat]
HTTP_RENDERERS = [r_http, r_curl]


# ----------------------------------------------------------------------------------------------
# part 5: secret material.  A "material" is a dict:
#   snip, tag, file      pasted snippet (may be None for prose-only material), fence tag, file hint
#   cands                candidate secret values; listed secrets = those present in the final note
#   value, label         one primary secret and its label (for inline / split / question placement)
#   category, vendor     free-text category, vendor name (or None)
#   desc_en, desc_ko     what it is, for the prose
# ----------------------------------------------------------------------------------------------
def material(snip, tag, file, cands, category, desc_en, desc_ko, value=None, label=None, vendor=None):
    return {"snip": snip, "tag": tag, "file": file, "cands": [c for c in cands if c], "category": category,
            "desc_en": desc_en, "desc_ko": desc_ko, "value": value, "label": label, "vendor": vendor}


def render_kv(kv, ctx, http_ok=True, fillers=True):
    kv2 = add_fillers(kv, 0, 3) if fillers else list(kv)
    pool = list(KV_RENDERERS)
    if http_ok and ctx.get("http"):
        pool += HTTP_RENDERERS * 6
    r = pick(pool)
    return r(kv2, ctx)


def sec_vendor(ctx, entry=None):
    entry = entry or pick(VENDORS)
    it = vendor_item(entry)
    ctx = dict(ctx, http=it["http"])
    text, tag, f, cname = render_kv(it["kv"], ctx)
    cands = [v for _, v, s in it["kv"] if s] + (list(it["http"][4]) if it["http"] else [])
    prim = [(k, v) for k, v, s in it["kv"] if s][0]
    d = "%s %s" % (it["vendor"], it["what"])
    return material(text, tag, f, cands, "%s: %s %s" % (cname, it["vendor"], it["what"]),
                    "the " + d, d, value=prim[1], label=prim[0], vendor=it["vendor"])


PW_KEYS = [("DB_PASSWORD", "database password", "DB 비밀번호"), ("POSTGRES_PASSWORD", "Postgres password", "Postgres 비밀번호"),
           ("MYSQL_ROOT_PASSWORD", "MySQL root password", "MySQL root 비밀번호"), ("REDIS_PASSWORD", "Redis password", "Redis 비밀번호"),
           ("SMTP_PASSWORD", "SMTP password", "SMTP 계정 비밀번호"), ("LDAP_BIND_PASSWORD", "LDAP bind password", "LDAP bind 비밀번호"),
           ("RABBITMQ_DEFAULT_PASS", "RabbitMQ password", "RabbitMQ 비밀번호"), ("GF_SECURITY_ADMIN_PASSWORD", "Grafana admin password", "Grafana admin 비밀번호"),
           ("KEYSTORE_PASSWORD", "keystore password", "keystore 비밀번호"), ("ELASTIC_PASSWORD", "Elasticsearch password", "Elasticsearch 비밀번호"),
           ("MONGO_INITDB_ROOT_PASSWORD", "Mongo root password", "Mongo root 비밀번호"), ("SFTP_PASSWORD", "SFTP password", "SFTP 비밀번호"),
           ("MSSQL_SA_PASSWORD", "SQL Server sa password", "SQL Server sa 비밀번호"), ("ORACLE_PWD", "Oracle password", "Oracle 비밀번호"),
           ("KAFKA_SASL_PASSWORD", "Kafka SASL password", "Kafka SASL 비밀번호"), ("MINIO_ROOT_PASSWORD", "MinIO root password", "MinIO root 비밀번호"),
           ("NEXUS_ADMIN_PASSWORD", "Nexus admin password", "Nexus admin 비밀번호"), ("ARGOCD_ADMIN_PASSWORD", "Argo CD admin password", "Argo CD admin 비밀번호"),
           ("WORDPRESS_DB_PASSWORD", "WordPress DB password", "WordPress DB 비밀번호"), ("VPN_PASSWORD", "VPN password", "VPN 비밀번호"),
           ("SMB_PASSWORD", "file share password", "파일서버 비밀번호"), ("ADMIN_PASSWORD", "admin console password", "관리자 콘솔 비밀번호")]


def sec_password_kv(ctx):
    key, den, dko = pick(PW_KEYS)
    pw = pick([pw_service, pw_service, pw_any, pw_random])()
    kv = []
    if chance(0.7):
        kv.append((key.replace("PASSWORD", "USER").replace("_PASS", "_USER").replace("_PWD", "_USER"), user(), False))
    if chance(0.5):
        kv.insert(0, (key.split("_")[0] + "_HOST", host(key.split("_")[0].lower()), False))
    kv.insert(R.randint(0, len(kv)), (key, pw, True))
    text, tag, f, cname = render_kv(kv, ctx, http_ok=False)
    return material(text, tag, f, [pw], "%s: %s" % (cname, den), "the " + den, dko, value=pw, label=key)


def enc_pw(pw):
    return urllib.parse.quote(pw, safe="-_.~!*")


def conn_string():
    """returns (conn, [secret as written], name)"""
    u = user()
    pw = pick([pw_urlsafe, pw_urlsafe, pw_service, pw_human])()
    e = enc_pw(pw)
    h = host(pick(["db", "pg", "mysql", "mongo", "cache", "mq"]))
    db = pick(DB_NAMES)
    st = R.randint(0, 21)
    if st == 0:
        return "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, e, h, db), [e], "postgres URL"
    if st == 1:
        return "postgresql+psycopg2://%s:%s@%s/%s" % (u, e, h, db), [e], "SQLAlchemy URL"
    if st == 2:
        return "mysql://%s:%s@%s:3306/%s" % (u, e, h, db), [e], "MySQL URL"
    if st == 3:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(ANL, 5), db), [e], "MongoDB Atlas SRV URL"
    if st == 4:
        return pick(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6380"]) % (e, h), [e], "Redis URL"
    if st == 5:
        return "amqp://%s:%s@%s:5672/%s" % (u, e, h, pick(["%2F", "prod", "orders"])), [e], "AMQP URL"
    if st == 6:
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, e), [e], "JDBC URL"
    if st == 7:
        return "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, e), [e], "JDBC MySQL URL"
    if st == 8:
        pw = pw.replace(";", "9")
        return "Server=tcp:%s,1433;Database=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, pw), [pw], "ADO.NET connection string"
    if st == 9:
        acct = pick(["acmeprodlogs", "stmedia%s" % rs(ANL, 5), "krbackup01"])
        k = rs(B64, 86) + "=="
        return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, k)), [k], "Azure Storage connection string"
    if st == 10:
        k = rs(B64, 43) + "="
        return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-bus", "orders-ns", "kr-events"]), k)), [k], "Azure Service Bus connection string"
    if st == 11:
        pw = pw.replace("@", "a").replace("/", "x")
        return "%s/%s@%s:1521/ORCLPDB1" % (u, pw, h), [pw], "Oracle EZConnect"
    if st == 12:
        return "smtp://%s:%s@smtp.%s:587" % (urllib.parse.quote(u + "@" + pick(DOMAINS)), e, pick(DOMAINS)), [e], "SMTP URL"
    if st == 13:
        return "ftp://%s:%s@%s/outgoing/" % (u, e, host("ftp")), [e], "FTP URL"
    if st == 14:
        pw = pw.replace('"', "")
        return 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), [pw], "Kafka JAAS config"
    if st == 15:
        pw = pw_human() + pick(["@", ":", "/", "#"]) + str(R.randint(1, 99))
        e = urllib.parse.quote(pw, safe="")
        return "mongodb://%s:%s@%s:27017/%s?authSource=admin" % (u, e, h, db), [e], "MongoDB URL with percent-encoded password"
    if st == 16:
        return "https://elastic:%s@%s:9200" % (e, host("es")), [e], "Elasticsearch URL"
    if st == 17:
        return "clickhouse://%s:%s@%s:9000/%s" % (u, e, h, db), [e], "ClickHouse URL"
    if st == 18:
        pw = pw.replace("@", "a").replace(")", "1").replace("(", "2")
        return "%s:%s@tcp(%s:3306)/%s?parseTime=true" % (u, pw, h, db), [pw], "Go MySQL DSN"
    if st == 19:
        pw = pw.replace(";", "8").replace("}", "7")
        return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw), [pw], "ODBC connection string"
    if st == 20:
        return "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, e, rs(ANL, 7), rs(ANL, 7), db.upper()), [e], "Snowflake URL"
    pw = pw.replace(" ", "_").replace("'", "")
    return "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, db, u, pw), [pw], "libpq keyword DSN"


URL_KEYS = ["DATABASE_URL", "DB_DSN", "SQLALCHEMY_DATABASE_URI", "MONGO_URL", "REDIS_URL", "BROKER_URL",
            "CONNECTION_STRING", "SPRING_DATASOURCE_URL", "ConnectionStrings__Default", "CELERY_BROKER_URL"]


def conn_key(conn):
    table = [("redis", ["REDIS_URL", "CELERY_BROKER_URL", "CACHE_URL"]), ("amqp", ["BROKER_URL", "CELERY_BROKER_URL", "RABBITMQ_URL"]),
             ("mongodb", ["MONGO_URL", "MONGODB_URI"]), ("jdbc", ["SPRING_DATASOURCE_URL", "JDBC_URL"]),
             ("Server=", ["ConnectionStrings__Default", "SQLSERVER_CONNECTION"]), ("Driver=", ["ODBC_CONNECTION_STRING"]),
             ("DefaultEndpoints", ["AZURE_STORAGE_CONNECTION_STRING"]), ("Endpoint=sb", ["SERVICEBUS_CONNECTION_STRING"]),
             ("org.apache.kafka", ["KAFKA_SASL_JAAS_CONFIG"]), ("smtp", ["SMTP_URL", "EMAIL_URL"]), ("ftp", ["FTP_URL"]),
             ("https://elastic", ["ELASTICSEARCH_URL"]), ("clickhouse", ["CLICKHOUSE_URL"]), ("snowflake", ["SNOWFLAKE_URL"])]
    for pre, keys in table:
        if conn.startswith(pre):
            return pick(keys)
    return pick(["DATABASE_URL", "DB_DSN", "SQLALCHEMY_DATABASE_URI", "DB_URL"])


def sec_conn(ctx):
    conn, secs, name = conn_string()
    if chance(0.25):
        return material(None, "", "", secs, "prose: %s" % name, "the %s" % name, name, value=conn, label=conn_key(conn))
    key = conn_key(conn)
    kv = [(key, conn, True)]
    text, tag, f, cname = render_kv(kv, ctx, http_ok=False)
    return material(text, tag, f, secs, "%s: %s" % (cname, name), "the %s" % name, name, value=secs[0], label="password")


APP_SECRETS = [
    ("DJANGO_SECRET_KEY", lambda: rs(LO + DG + "!@#$%^&*(-_=+)", 50), "Django SECRET_KEY", "Django SECRET_KEY"),
    ("SECRET_KEY_BASE", lambda: hx(128), "Rails secret_key_base", "Rails secret_key_base"),
    ("RAILS_MASTER_KEY", lambda: hx(32), "Rails master key", "Rails master key"),
    ("APP_KEY", lambda: "base64:" + b64_of(rbytes(32)), "Laravel APP_KEY", "Laravel APP_KEY"),
    ("FLASK_SECRET_KEY", lambda: hx(64), "Flask secret key", "Flask secret key"),
    ("JWT_SECRET", lambda: pick([tok(48), b64_of(rbytes(48)), pw_passphrase() + "-" + hx(12)]), "JWT signing secret", "JWT 서명 시크릿"),
    ("NEXTAUTH_SECRET", lambda: b64_of(rbytes(32)), "NextAuth secret", "NextAuth secret"),
    ("FERNET_KEY", lambda: base64.urlsafe_b64encode(rbytes(32)).decode(), "Fernet encryption key", "Fernet 암호화 키"),
    ("ENCRYPTION_KEY", lambda: hx(64), "AES-256 data encryption key", "AES-256 데이터 암호화 키"),
    ("SESSION_SECRET", lambda: tok(R.randint(32, 64)), "express-session secret", "express-session secret"),
    ("WEBHOOK_SIGNING_SECRET", lambda: pick(["whsec_", "wh_", ""]) + tok(40), "webhook signing secret", "webhook 서명 시크릿"),
    ("INTERNAL_API_KEY", lambda: pick(["ak_", "acme_", "int_", "key_"]) + tok(R.randint(32, 48)), "internal API key", "내부 API 키"),
    ("ADMIN_API_TOKEN", lambda: hx(R.randint(40, 64)), "admin API token", "admin API 토큰"),
]


def sec_app_secret(ctx):
    st = R.randint(0, 5)
    if st == 0:
        priv = b64_of(rbytes(32))
        pub = b64_of(rbytes(32))
        lines = ["[Interface]", "Address = 10.%d.0.%d/24" % (R.randint(0, 200), R.randint(2, 250)), "PrivateKey = %s" % priv,
                 "ListenPort = 51820", "", "[Peer]", "PublicKey = %s" % pub, "AllowedIPs = 10.%d.0.0/16" % R.randint(0, 200),
                 "Endpoint = %s:51820" % host("vpn")]
        return material("\n".join(lines), "ini", "/etc/wireguard/wg0.conf", [priv], "wg0.conf: WireGuard private key",
                        "the WireGuard private key", "WireGuard private key", value=priv, label="PrivateKey")
    if st == 1:
        t = hx(48)
        url = "http://127.0.0.1:8888/lab?token=%s" % t
        text = "[I %s ServerApp] Jupyter Server 2.14.%d is running at:\n[I %s ServerApp] %s" % (time_str(), R.randint(0, 9), time_str(), url)
        return material(text, "", "the jupyter log", [t], "log: Jupyter server token URL", "the Jupyter token", "Jupyter 토큰", value=t, label="token")
    if st == 2:
        t = hx(32)
        text = ("*************************************************************\n\nJenkins initial setup is required. An admin user has been created and a password generated.\n"
                "Please use the following password to proceed to installation:\n\n%s\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword" % t)
        return material(text, "", "docker logs jenkins", [t], "log: Jenkins initialAdminPassword", "the Jenkins initial admin password", "Jenkins 초기 admin 비밀번호", value=t, label="initialAdminPassword")
    key, gen, den, dko = pick(APP_SECRETS)
    v = gen()
    kv = [(key, v, True)]
    text, tag, f, cname = render_kv(kv, ctx, http_ok=False)
    return material(text, tag, f, [v], "%s: %s" % (cname, den), "the " + den, dko, value=v, label=key)


HUMAN_ACCTS = [("the vendor portal admin login", "벤더 포털 관리자 계정", "https://partner.%s/admin" % pick(DOMAINS)),
               ("the office router admin page", "사무실 공유기 관리자 페이지", "http://192.168.0.1"),
               ("the NAS web UI", "NAS 웹 UI", "https://nas.office.lan:5001"),
               ("the company VPN", "회사 VPN", "vpn.acme.io"),
               ("the corporate certificate (공동인증서)", "법인 공동인증서", "NPKI/yessign"),
               ("the groupware account", "그룹웨어 계정", "https://gw.acme.co.kr"),
               ("the QA test account on the staging app", "스테이징 앱 QA 테스트 계정", "https://staging.app.acme.io/login"),
               ("the payroll PDF", "급여 명세서 PDF", "payroll_2025_%02d.pdf" % R.randint(1, 12)),
               ("the customer export zip", "고객 데이터 export zip", "customers_export.zip"),
               ("the shared Apple ID for test devices", "테스트 단말 공용 Apple ID", "qa-devices@acme.io"),
               ("the Windows jump host", "Windows 점프 호스트", "jump01.corp.internal"),
               ("the ERP login", "ERP 로그인", "https://erp.acme.co.kr"),
               ("the hosting control panel", "호스팅 관리 패널", "https://cpanel.acme-host.net:2083"),
               ("the domain registrar account", "도메인 등록 업체 계정", "gabia.com"),
               ("the BIOS supervisor password on the build box", "빌드 서버 BIOS 관리자 비밀번호", "build-04"),
               ("the Jira service account", "Jira 서비스 계정", "https://acme.atlassian.net"),
               ("the test merchant dashboard", "테스트 가맹점 대시보드", "https://merchant.pg-test.co.kr")]


def sec_human_password(ctx):
    den, dko, where = pick(HUMAN_ACCTS)
    u = pick(USERS + ["qa.tester01@acme.io", "minsu.kim", "ops@acme.co.kr", "acme_admin"])
    pw = pw_any()
    lang = ctx["lang"]
    st = R.randint(0, 9)
    if st == 0:
        who = pick(KO_NAMES if lang == "ko" else EN_NAMES)
        t = "%02d:%02d" % (R.randint(8, 22), R.randint(0, 59))
        line = pick(["%s 비번 %s 입니다" % (dko, pw), "아이디 %s / 비번 %s" % (u, pw)]) if lang == "ko" else \
            pick(["pw for %s is %s" % (den.replace("the ", ""), pw), "login %s / %s" % (u, pw), "it's %s (capital first letter)" % pw])
        return material("[%s] %s: %s" % (t, who, line), "", "the chat", [pw], "chat message: human password", den, dko, value=pw, label="password")
    if st == 1:
        lines = ["URL: %s" % where, "ID: %s" % u, "PW: %s" % pw] if chance(0.5) else ["- %s" % where, "  - user: %s" % u, "  - pass: %s" % pw]
        return material("\n".join(lines), "", "the onboarding doc", [pw], "note lines: ID/PW", den, dko, value=pw, label="PW")
    if st == 2:
        n = R.randint(2, 4)
        rows = []
        pws = []
        for i in range(n):
            p = pw_any()
            pws.append(p)
            rows.append("| %s | %s | %s |" % (pick(["admin", "seller", "buyer", "cs-agent", "viewer"]), "qa%02d@acme.io" % R.randint(1, 99), p))
        text = "\n".join(["| role | email | password |", "|---|---|---|"] + rows)
        return material(text, "", "the QA wiki", pws, "markdown table: test account passwords", "the QA test accounts", "QA 테스트 계정", value=pws[0], label="password")
    if st == 3:
        n = R.randint(2, 3)
        users = []
        pws = []
        for i in range(n):
            p = pw_any().replace("\\", "")
            pws.append(p)
            users.append({"email": "user%d@test.acme.io" % R.randint(1, 999), "password": p, "role": pick(["admin", "member"])})
        return material(json.dumps(users, indent=2, ensure_ascii=False), "json", "fixtures/users.json", pws,
                        "JSON fixture: user passwords", "the seeded test users", "시드 테스트 유저", value=pws[0], label="password")
    if st == 4:
        p = pw.replace("'", "")
        text = "\n".join(["await page.goto('%s');" % (where if where.startswith("http") else "https://staging.app.acme.io/login"),
                          "await page.fill('#email', '%s');" % u, "await page.fill('#password', '%s');" % p,
                          "await page.click('button[type=submit]');"])
        return material(text, pick(["ts", "js"]), "e2e/login.spec.ts", [p], "Playwright test: login password", den, dko, value=p, label="password")
    if st == 5:
        e = urllib.parse.quote_plus(pw)
        text = "\n".join(["POST /login HTTP/1.1", "Host: %s" % pick(["staging.app.acme.io", "admin.acme.co.kr", "erp.internal"]),
                          "Content-Type: application/x-www-form-urlencoded", "", "username=%s&password=%s&remember=1" % (urllib.parse.quote_plus(u), e)])
        return material(text, "http", "the HAR export", [e], "HTTP form POST: urlencoded password", den, dko, value=e, label="password")
    if st == 6:
        p = pw.replace("'", "").replace('"', "")
        text = "curl -s -X POST https://%s/api/auth/login -H 'Content-Type: application/json' -d '{\"username\":\"%s\",\"password\":\"%s\"}'" % (
            pick(["staging.app.acme.io", "api.acme.co.kr", "localhost:8080"]), u, p)
        return material(text, "bash", "the curl command", [p], "curl JSON login body password", den, dko, value=p, label="password")
    if st == 7:
        lines = (["제목: %s 계정 정보" % dko, "아이디: %s" % u, "비밀번호: %s" % pw, "(최초 로그인 후 변경 바랍니다)"] if lang == "ko" else
                 ["Subject: access for %s" % den.replace("the ", ""), "Username: %s" % u, "Password: %s" % pw, "(please change after first login)"])
        return material("\n".join(lines), "", "the forwarded e-mail", [pw], "e-mail excerpt: password", den, dko, value=pw, label="Password")
    return material(None, "", "", [pw], "prose: human password", den, dko, value=pw, label="password")


def _cmd_list(pw, pw2, u, h, db):
    s = q_sh(pw)
    return [
        ("mysql -u%s -p%s -h %s %s" % (u, pw if _PLAIN.fullmatch(pw) else "'" + pw + "'", h, db), [pw], "mysql -p attached password"),
        ("mysql --user=%s --password=%s --host=%s %s" % (u, s, h, db), [pw], "mysql --password="),
        ("mysqldump -u root -p'%s' --single-transaction %s > %s.sql" % (pw, db, db), [pw], "mysqldump -p attached quoted password"),
        ("PGPASSWORD=%s psql -h %s -U %s -d %s" % (s, h, u, db), [pw], "PGPASSWORD env prefix"),
        ("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (s, u, h), [pw], "sshpass -p"),
        ("redis-cli -h %s -p 6379 -a %s --no-auth-warning" % (h, s), [pw], "redis-cli -a"),
        ("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, s), [pw], "htpasswd -b positional password"),
        ("docker login -u %s -p %s registry.%s" % (u, s, pick(DOMAINS)), [pw], "docker login -p"),
        ("echo %s | docker login --username %s --password-stdin ghcr.io" % (s, u), [pw], "echo password | docker login --password-stdin"),
        ("net user %s %s /add" % (u.replace(".", ""), pw.replace(" ", "")), [pw.replace(" ", "")], "net user positional password"),
        ("net use Z: \\\\fs01\\share /user:CORP\\%s %s" % (u, pw.replace(" ", "")), [pw.replace(" ", "")], "net use positional password"),
        ("smbclient //fs01/finance -U %s%%%s" % (u, pw.replace(" ", "")), [pw.replace(" ", "")], "smbclient -U user%pass"),
        ("curl -u %s:%s https://%s/api/v1/export" % (u, s, h), [pw], "curl -u user:pass"),
        ("wget --user=%s --password=%s https://%s/backups/latest.tar.gz" % (u, s, h), [pw], "wget --password"),
        ('ldapsearch -x -H ldap://%s -D "cn=admin,dc=acme,dc=io" -w %s -b "ou=people,dc=acme,dc=io"' % (h, s), [pw], "ldapsearch -w"),
        ('sqlcmd -S %s -U sa -P %s -Q "SELECT @@VERSION"' % (h, s), [pw], "sqlcmd -P"),
        ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw.replace("@", "a").replace("/", "x").replace(" ", ""), h), [pw.replace("@", "a").replace("/", "x").replace(" ", "")], "sqlplus user/pass@"),
        ('mongosh "mongodb://%s:27017" -u %s -p %s --authenticationDatabase admin' % (h, u, s), [pw], "mongosh -p"),
        ("rabbitmqctl add_user %s %s" % (u, s), [pw], "rabbitmqctl add_user positional password"),
        ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw.replace(" ", ""), [pw.replace(" ", "")], "openssl -passout pass:"),
        ("keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass %s -deststorepass %s" % (s, q_sh(pw2)), [pw, pw2], "keytool -srcstorepass/-deststorepass"),
        ("zip -P %s -r export.zip export/" % s, [pw], "zip -P"),
        ("7z a -p%s -mhe=on backup.7z data/" % (pw if _PLAIN.fullmatch(pw) else "'" + pw + "'"), [pw], "7z -p attached password"),
        ("echo '%s:%s' | chpasswd" % (u, pw), [pw], "chpasswd user:pass"),
        ("xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, s), [pw], "xfreerdp /p:"),
        ("ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, s), [pw], "ipmitool -P"),
        ("mosquitto_pub -h %s -u %s -P %s -t sensors/test -m ping" % (h, u, s), [pw], "mosquitto_pub -P"),
        ("snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (pw2.replace(" ", ""), h), [pw2.replace(" ", "")], "snmpwalk community string"),
        ("lftp -u %s,%s sftp://%s" % (u, s, h), [pw], "lftp -u user,pass"),
        ("kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (db, u, s), [pw], "kubectl --from-literal password"),
        ("docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % s, [pw], "docker run -e POSTGRES_PASSWORD"),
        ("helm install mysql bitnami/mysql --set auth.rootPassword=%s --set auth.database=%s" % (s, db), [pw], "helm --set auth.rootPassword"),
        ("java -Dspring.datasource.username=%s -Dspring.datasource.password=%s -jar app.jar" % (u, s), [pw], "java -D...password="),
        ('ansible-playbook site.yml -i inventory/%s -e "ansible_become_pass=%s"' % (pick(STAGES), pw.replace('"', "")), [pw.replace('"', "")], "ansible -e become_pass"),
        ("git clone https://%s:%s@git.%s/team/%s.git" % (u, enc_pw(pw), pick(DOMAINS), db), [enc_pw(pw)], "git clone https://user:pass@"),
        ("CREATE USER %s WITH PASSWORD '%s';" % (u.replace("-", "_").replace(".", "_"), pw.replace("'", "")), [pw.replace("'", "")], "SQL CREATE USER ... PASSWORD"),
        ("ALTER USER '%s'@'%%' IDENTIFIED BY '%s';" % (u, pw.replace("'", "")), [pw.replace("'", "")], "SQL ALTER USER IDENTIFIED BY"),
        ('CONFIG SET requirepass "%s"' % pw.replace('"', ""), [pw.replace('"', "")], "redis CONFIG SET requirepass"),
        ('db.createUser({user: "%s", pwd: "%s", roles: ["readWrite"]})' % (u, pw.replace('"', "")), [pw.replace('"', "")], "mongo createUser pwd"),
        ("psexec \\\\%s -u CORP\\%s -p %s cmd" % (h, u, s), [pw], "psexec -p"),
        ("echo %s | sudo -S systemctl restart nginx" % s, [pw], "echo password | sudo -S"),
        ("influx -host %s -username admin -password %s -execute 'SHOW DATABASES'" % (h, s), [pw], "influx -password"),
        ("gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gpg | tar x" % s, [pw], "gpg --passphrase"),
        ("openssl enc -d -aes-256-cbc -pbkdf2 -in db.dump.enc -out db.dump -k %s" % s, [pw], "openssl enc -k"),
        ("unzip -P %s customers_export.zip" % s, [pw], "unzip -P"),
        ("vncviewer -passwd <(echo %s | vncpasswd -f) %s:1" % (s, h), [pw], "vncpasswd via echo"),
        ("pg_dump \"postgresql://%s:%s@%s:5432/%s\" -Fc -f %s.dump" % (u, enc_pw(pw), h, db, db), [enc_pw(pw)], "pg_dump with URL password"),
    ]


def wrap_cmd(cmd, ctx):
    st = R.randint(0, 8)
    if st == 0:
        return cmd, pick(["bash", "sh", ""]), "plain"
    if st == 1:
        return "$ " + cmd, pick(["console", "bash", ""]), "prompt"
    if st == 2:
        n = R.randint(300, 2000)
        return "\n".join(["  %d  %s" % (n, pick(["cd /srv/app", "ls -la", "git pull", "sudo -i"])), "  %d  %s" % (n + 1, cmd),
                          "  %d  history | tail" % (n + 2)]), "", "shell history"
    if st == 3:
        return "%d %d * * * %s >> /var/log/%s.log 2>&1" % (R.randint(0, 59), R.randint(0, 6), cmd, ctx["svc"]), "", "crontab"
    if st == 4:
        return "%s:\n\t%s" % (pick(["db-shell", "backup", "seed", "deploy", "restore"]), cmd), "makefile", "Makefile"
    if st == 5:
        return "      - name: %s\n        run: %s" % (pick(["seed database", "smoke test", "restore dump", "push image"]), cmd), "yaml", "CI step"
    if st == 6:
        return "RUN " + cmd, "dockerfile", "Dockerfile RUN"
    if st == 7:
        return "subprocess.run(%s, shell=True, check=True)" % json.dumps(cmd, ensure_ascii=False), "python", "Python subprocess"
    return "#!/usr/bin/env bash\nset -euo pipefail\n%s\n" % cmd, "bash", "shell script"


def sec_cmd(ctx):
    pw = pw_shellsafe() if chance(0.85) else pw_any()
    pw2 = pw_shellsafe()
    cmds = _cmd_list(pw, pw2, user(), host(pick(["db", "srv", "fs", "mq", "es"])), pick(DB_NAMES))
    cmd, secs, name = pick(cmds)
    if name.startswith("SQL"):
        st = R.randint(0, 2)
        if st == 0:
            text, tag, wname = "%s=> %s" % (pick(DB_NAMES), cmd), "", "psql session"
        elif st == 1:
            text, tag, wname = "mysql> %s\nQuery OK, 0 rows affected (0.01 sec)" % cmd, "", "mysql session"
        else:
            text, tag, wname = "-- db/migrations/V%d__app_user.sql\n%s\nGRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO app;" % (R.randint(2, 90), cmd), "sql", "SQL migration"
    elif name.startswith("redis"):
        text, tag, wname = "%s:6379> %s\nOK" % (pick(["127.0.0.1", "redis-master"]), cmd), "", "redis-cli session"
    elif name.startswith("mongo"):
        text, tag, wname = "%s> %s\n{ ok: 1 }" % (pick(["admin", "test", "rs0 [primary] admin"]), cmd), "", "mongosh session"
    else:
        text, tag, wname = wrap_cmd(cmd, ctx)
    tool = cmd_tool(cmd, name)
    return material(text, tag, "the %s" % wname, secs, "shell (%s): %s" % (wname, name), "%s password" % tool, "%s 비밀번호" % tool,
                    value=secs[0], label="password")


def cmd_tool(cmd, name):
    if name.startswith("SQL"):
        return "SQL user"
    if name.startswith("redis CONFIG"):
        return "Redis requirepass"
    if name.startswith("mongo createUser"):
        return "MongoDB user"
    if name.startswith("snmpwalk"):
        return "SNMP community"
    part = cmd.split("|")[-1] if "|" in cmd and not cmd.startswith("vncviewer") else cmd
    for t in part.split():
        if "=" in t or t in ("sudo", "-S"):
            continue
        return "`%s`" % t
    return "`%s`" % name.split()[0]


# --- headers, cookies -----------------------------------------------------------------------------
def header_container(hname, hval, ctx):
    h = pick(["api.%s" % pick(DOMAINS), "internal-gw.%s" % pick(DOMAINS), "partner-api.acme.co.kr", "localhost:8080"])
    path = pick(["/v1/orders?page=2", "/api/reports/daily", "/graphql", "/v2/settlements", "/admin/api/users"])
    st = R.randint(0, 7)
    if st == 0:
        lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: %s" % h, "%s: %s" % (hname, hval), "Accept: */*"]
        return "\n".join(lines), "http", "raw HTTP request"
    if st == 1:
        return "curl -sS -H '%s: %s' https://%s%s" % (hname, hval, h, path), "bash", "curl -H"
    if st == 2:
        return 'proxy_set_header %s "%s";\nproxy_pass http://upstream_%s;' % (hname, hval, ctx["svc"].replace("-", "_")), "nginx", "nginx proxy_set_header"
    if st == 3:
        return "headers = {\n    %s: %s,\n    \"Accept\": \"application/json\",\n}\nresp = requests.get(%s, headers=headers, timeout=10)" % (
            q_dq(hname), q_dq(hval), q_dq("https://%s%s" % (h, path))), "python", "Python requests headers"
    if st == 4:
        entry = {"request": {"method": "GET", "url": "https://%s%s" % (h, path), "headers": [{"name": hname, "value": hval}, {"name": "accept", "value": "application/json"}]}}
        return json.dumps(entry, indent=2, ensure_ascii=False), "json", "HAR entry"
    if st == 5:
        return "%s %s -> %s %s %dms headers={'%s': '%s', 'user-agent': 'okhttp/4.12.0'}" % (iso_ts(), pick(["INFO", "DEBUG"]), pick(["GET", "POST"]), path, R.randint(5, 900), hname.lower(), hval), "", "request log"
    if st == 6:
        return "await fetch(%s, {\n  headers: { %s: %s },\n});" % (q_sq("https://%s%s" % (h, path)), q_sq(hname), q_sq(hval)), "js", "fetch() headers"
    obj = {"id": uuid4(), "name": "%s-%s" % (ctx["svc"], ctx["stage"]), "values": [{"key": "authHeader", "value": "%s: %s" % (hname, hval), "enabled": True}]}
    return json.dumps(obj, indent=2, ensure_ascii=False), "json", "Postman environment"


def sec_auth(ctx):
    st = R.randint(0, 6)
    if st == 0:
        u = user()
        pw = pw_service()
        blob = basic(u, pw)
        text, tag, cname = header_container("Authorization", "Basic " + blob, ctx)
        return material(text, tag, "", [blob], "%s: Basic auth header" % cname, "the Basic auth header", "Basic 인증 헤더", value=blob, label="Authorization: Basic")
    if st == 1:
        t = ts_unix()
        payload = {"sub": pick([uuid4(), str(R.randint(1000, 99999)), "svc:%s" % ctx["svc"]]), "iss": "https://auth.%s" % pick(DOMAINS),
                   "aud": pick(["api", "admin", ctx["svc"]]), "iat": t, "exp": t + pick([3600, 86400, 2592000]), "scope": pick(["read write", "admin", "orders:read"])}
        tokn = jwt(payload, alg=pick(["RS256", "HS256", "ES256"]), sig_len=pick([43, 86, 342]), kid=pick([None, hx(16)]))
        text, tag, cname = header_container("Authorization", "Bearer " + tokn, ctx)
        return material(text, tag, "", [tokn], "%s: Bearer JWT" % cname, "the bearer JWT", "Bearer JWT", value=tokn, label="Authorization: Bearer")
    if st == 2:
        tokn = pick([tok(R.randint(32, 64)), hx(40), b64u(R.randint(40, 86))])
        text, tag, cname = header_container("Authorization", "Bearer " + tokn, ctx)
        return material(text, tag, "", [tokn], "%s: opaque Bearer token" % cname, "the bearer token", "Bearer 토큰", value=tokn, label="Authorization: Bearer")
    if st == 3:
        hn = pick(["X-API-Key", "X-Api-Key", "x-api-key", "Api-Key", "X-Auth-Token", "X-Internal-Token"])
        tokn = pick(["ak_live_", "key_", "", "int_", "pk_sec_"]) + tok(R.randint(28, 48))
        text, tag, cname = header_container(hn, tokn, ctx)
        return material(text, tag, "", [tokn], "%s: API-key header" % cname, "the %s header value" % hn, "%s 헤더" % hn, value=tokn, label=hn)
    # cookies
    kind = R.randint(0, 4)
    if kind == 0:
        name, val = "sessionid", rs(ANL, 32)
    elif kind == 1:
        name, val = "connect.sid", "s%3A" + b64u(32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    elif kind == 2:
        name, val = "JSESSIONID", rs(HEXU, 32)
    elif kind == 3:
        name, val = "laravel_session", "eyJpdiI6" + rs(B64, R.randint(180, 260)) + "%3D"
    else:
        name, val = "_%s_session" % pick(["acme", "shop", "admin"]), b64u(R.randint(120, 200)) + "--" + hx(40)
    cookie = "%s=%s; %s" % (name, val, pick(["_ga=GA1.1.%d.%d" % (R.randint(10 ** 8, 10 ** 9), ts_unix()), "lang=ko", "theme=dark", "csrftoken_hint=1"]))
    st2 = R.randint(0, 2)
    if st2 == 0:
        text, tag, cname = header_container("Cookie", cookie, ctx)
    elif st2 == 1:
        text, tag, cname = "curl 'https://admin.%s/api/export' -b '%s'" % (pick(DOMAINS), cookie), "bash", "curl -b cookie"
    else:
        text, tag, cname = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val), "http", "Set-Cookie response"
    return material(text, tag, "", [val], "%s: session cookie %s" % (cname, name), "the %s session cookie" % name, "%s 세션 쿠키" % name, value=val, label=name)


# --- signed URLs ----------------------------------------------------------------------------------
def signed_url():
    st = R.randint(0, 4)
    d = date_str().replace("-", "")
    if st == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = hx(64)
        reg = pick(REGIONS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-prod-uploads", "kr-invoices", "media-archive"]), reg, pick(["exports/2025/q3.csv", "invoices/INV-%d.pdf" % R.randint(1000, 99999), "avatars/u_%d.png" % R.randint(1, 99999)]),
            akid, d, reg, d, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), pick([900, 3600, 604800]), sig)
        return url, [akid, sig], "S3 presigned URL"
    if st == 1:
        sig = hx(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-reports", "ml-datasets-kr"]), pick(["weekly.parquet", "dump/orders.csv.gz"]), pick(["signer", "exporter"]), pick(["acme-prod", "data-kr-01"]), d, d, sig)
        return url, [sig], "GCS V4 signed URL"
    if st == 2:
        sig = urllib.parse.quote(b64_of(rbytes(32)), safe="")
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodlogs", "krbackup01", "mediastore01"]), pick(["exports", "backups"]), pick(["db-2025.bak", "report.xlsx"]), date_str(), date_str(), sig)
        return url, [sig], "Azure SAS URL"
    if st == 3:
        sig = rs(AN + "-_~", R.randint(160, 180))
        url = "https://%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 14), hx(12), ts_unix(), sig, rs(ANU, 13))
        return url, [sig], "CloudFront signed URL"
    t = tok(R.randint(32, 48))
    url = "https://files.%s/share/%s?token=%s" % (pick(DOMAINS), uuid4(), t)
    return url, [t], "tokenized download link"


def sec_signed_url(ctx):
    url, secs, name = signed_url()
    st = R.randint(0, 4)
    if st == 0:
        return material(None, "", "", secs, "prose: %s" % name, "the %s" % name, name, value=url, label="link")
    if st == 1:
        text, tag, c = "%s INFO generated download link for job %s: %s" % (iso_ts(), hx(8), url), "", "log line"
    elif st == 2:
        text, tag, c = "curl -o out.bin '%s'" % url, "bash", "curl"
    elif st == 3:
        text, tag, c = json.dumps({"status": "ok", "download_url": url, "expires_in": 3600}, indent=2), "json", "JSON response"
    else:
        text, tag, c = '<img src="%s" alt="preview">' % url.replace("&", "&amp;"), "html", "HTML img src"
    return material(text, tag, "", secs, "%s: %s" % (c, name), "the %s" % name, name, value=url, label="url")


# --- private keys (PEM bodies listed line by line) ------------------------------------------------
def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519():
    pub = rbytes(32)
    priv = rbytes(32)
    chk = rbytes(4)
    comment = pick(["deploy@ci", "minsu@macbook", "jenkins@build-04", "ops@bastion"]).encode()
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    sec = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") + (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(sec)
    b = b64_of(blob)
    return "OPENSSH PRIVATE KEY", [b[i:i + 70] for i in range(0, len(b), 70)], False


def pem_key():
    st = R.randint(0, 4)
    if st == 0:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        b = b64_of(der)
        return "EC PRIVATE KEY", [b[i:i + 64] for i in range(0, len(b), 64)], False
    if st == 1:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        return "PRIVATE KEY", [b64_of(der)], False
    if st == 2:
        der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
        b = b64_of(der)
        return "PRIVATE KEY", [b[i:i + 64] for i in range(0, len(b), 64)], False
    if st == 3:
        return openssh_ed25519()
    der = bytes.fromhex("308204a40201000282010100") + rbytes(330)
    b = b64_of(der)
    lines = [b[i:i + 64] for i in range(0, len(b), 64)][:R.randint(3, 5)]
    tail = b64_of(rbytes(R.randint(60, 90)))
    lines2 = [tail[i:i + 64] for i in range(0, len(tail), 64)]
    if len(lines2[-1]) < 8:
        lines2[-1] = hx(4) + lines2[-1]
    return "RSA PRIVATE KEY", (lines, lines2), True


def sec_pem(ctx):
    label, body, truncated = pem_key()
    if truncated:
        head, tail = body
        shown = head + ["..."] + tail
        secs = head + tail
    else:
        shown = list(body)
        secs = list(body)
    pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(shown), label)
    st = R.randint(0, 5)
    if st == 0:
        text, tag, c = pem, "", "bare PEM"
    elif st == 1:
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    MIIB%s\n    -----END CERTIFICATE-----\n  tls.key: |\n%s" % (
            ctx["svc"], b64u(30), "\n".join("    " + ln for ln in pem.split("\n")))
        tag, c = "yaml", "Kubernetes TLS Secret"
    elif st == 2:
        text = json.dumps({"type": "service_account", "client_email": "%s@%s.iam.gserviceaccount.com" % (ctx["svc"], pick(["acme-prod", "data-kr-01"])),
                           "private_key": pem + "\n"}, indent=2)
        tag, c = "json", "JSON with escaped PEM"
    elif st == 3:
        text = 'SSH_PRIVATE_KEY="%s"' % pem
        tag, c = "bash", "env var with multi-line PEM"
    elif st == 4:
        text = 'resource "tls_private_key" "imported" {}\n\nlocals {\n  deploy_key = <<-EOT\n%s\n  EOT\n}' % "\n".join("    " + ln for ln in pem.split("\n"))
        tag, c = "hcl", "Terraform heredoc"
    else:
        text = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "deploy_key", "id_ecdsa", "github_actions"]), pem)
        tag, c = "console", "cat of key file"
    return material(text, tag, "", secs, "%s: %s%s" % (c, label, " (truncated)" if truncated else ""), "the %s" % label.lower(),
                    label, value=None, label=None)


# --- TOTP seeds, recovery codes, PINs -------------------------------------------------------------
def sec_otp(ctx):
    lang = ctx["lang"]
    st = R.randint(0, 11)
    if st == 0:
        seed = rs(B32, pick([16, 32]))
        issuer = pick(["Acme", "AWS", "GitHub", "Okta", "NaverWorks", "Toss"])
        acct = pick(["minsu.kim@acme.io", "ops@acme.io", "root", "deploy-bot"])
        url = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, urllib.parse.quote(acct), seed, issuer)
        return material(url, "", "the QR code", [seed], "otpauth URL: TOTP seed", "the TOTP seed for %s" % issuer, "%s TOTP 시드" % issuer, value=seed, label="secret")
    if st == 1:
        seed = rs(LO + "234567", 32)
        grouped = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
        return material(None, "", "", [grouped], "prose: 2FA setup key (grouped)", "the 2FA setup key", "2FA 설정 키", value=grouped, label="setup key")
    if st == 2:
        seed = rs(B32, 32)
        text = 'import pyotp\n\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        return material(text, "python", "scripts/otp.py", [seed], "Python pyotp: TOTP seed", "the TOTP seed of the shared ops account", "공용 ops 계정 TOTP 시드", value=seed, label="TOTP secret")
    if st == 3:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(4, 10))]
        text = "\n".join(codes)
        return material(text, "", "github-recovery-codes.txt", codes, "recovery codes: GitHub", "the GitHub recovery codes", "GitHub 복구 코드", value=codes[0], label="recovery code")
    if st == 4:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(R.randint(3, 6))]
        text = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        return material(text, "", "Backup-codes.txt", codes, "recovery codes: Google backup codes", "the Google backup codes", "Google 백업 코드", value=codes[0], label="backup code")
    if st == 5:
        c = "-".join(rs(ANU, 5) for _ in range(5))
        return material(None, "", "", [c], "prose: Microsoft account recovery code", "the Microsoft account recovery code", "MS 계정 복구 코드", value=c, label="recovery code")
    if st == 6:
        c = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        return material(None, "", "", [c], "prose: 1Password Secret Key", "the 1Password Secret Key", "1Password Secret Key", value=c, label="Secret Key")
    if st == 7:
        k = "-".join(rs(DG, 6) for _ in range(8))
        text = "BitLocker Drive Encryption recovery key\n\nIdentifier:\n\n\t%s\n\nRecovery Key:\n\n\t%s" % (uuid4().upper(), k)
        return material(text, "", "BitLocker Recovery Key.TXT", [k], "BitLocker recovery key file", "the BitLocker recovery key", "BitLocker 복구 키", value=k, label="Recovery Key")
    if st == 8:
        pin = rs(DG, 8)
        puk = rs(DG, 8)
        text = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)
        return material(text, "bash", "the YubiKey setup", [pin, puk], "ykman: new PIV PIN and PUK", "the YubiKey PIV PIN/PUK", "YubiKey PIV PIN/PUK", value=pin, label="PIN")
    if st == 9:
        puk = rs(DG, 8)
        line = ("테스트폰 유심 PUK: %s (PIN 3회 틀려서 잠김)" % puk) if lang == "ko" else ("test phone SIM PUK1: %s (locked after 3 wrong PINs)" % puk)
        return material(line, "", "the device sheet", [puk], "device sheet: SIM PUK", "the SIM PUK code", "유심 PUK 코드", value=puk, label="PUK")
    if st == 10:
        code = rs(DG, 8)
        return material(None, "", "", [code], "prose: server room door / alarm code", "the server-room door code", "서버실 출입 비밀번호", value=code, label="door code")
    k = "-".join(rs(ANU, 4) for _ in range(7))
    return material(None, "", "", [k], "prose: Apple ID recovery key", "the Apple ID recovery key", "Apple ID 복구 키", value=k, label="recovery key")


# --- Wi-Fi keys -----------------------------------------------------------------------------------
def sec_wifi(ctx):
    ssid = pick(["ACME-Office", "acme_guest_5G", "SK_WiFiGIGA%s" % hx(4).upper(), "iptime-3F", "KT_GiGA_%s" % rs(ANU, 4), "DevLab-2.4G"])
    pw = pick([pw_human, pw_passphrase, pw_kr_keyboard, lambda: pw_random(R.randint(10, 16)), pw_hangul])()
    pw = pw.replace(";", "").replace(",", "").replace(":", "").replace("\\", "").replace('"', "")
    if len(pw) < 8:
        pw += rs(DG, 8)
    st = R.randint(0, 6)
    if st == 0:
        text, tag, c = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "", "Wi-Fi QR payload"
    elif st == 1:
        text, tag, c = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw), "bash", "nmcli"
    elif st == 2:
        text, tag, c = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "", "wpa_supplicant.conf"
    elif st == 3:
        text, tag, c = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw), "ini", "hostapd.conf"
    elif st == 4:
        text, tag, c = ("Profile %s on interface Wi-Fi:\n=======================================\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, pw)), "", "netsh wlan show profile"
    elif st == 5:
        text, tag, c = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, pw), "cpp", "ESP32 sketch"
    else:
        return material(None, "", "", [pw], "prose: Wi-Fi password", "the %s Wi-Fi password" % ssid, "%s 와이파이 비밀번호" % ssid, value=pw, label="Wi-Fi password")
    return material(text, tag, "", [pw], "%s: Wi-Fi key" % c, "the %s Wi-Fi password" % ssid, "%s 와이파이 비밀번호" % ssid, value=pw, label="psk")


# --- webhook URLs with embedded secrets ----------------------------------------------------------
def webhook():
    st = R.randint(0, 7)
    if st == 0:
        t = tok(24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, R.randint(8, 10)), rs(ANU, R.randint(8, 10)), t), [t], [], "Slack incoming webhook"
    if st == 1:
        t = b64u(68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t], [], "Discord webhook"
    if st == 2:
        k = "AIzaSy" + b64u(33)
        t = b64u(43) + "%3D"
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (b64u(7), k, t), [k, t], [], "Google Chat webhook"
    if st == 3:
        t = hx(64)
        sec = "SEC" + hx(64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t], [("DINGTALK_SECRET", sec)], "DingTalk robot webhook + SEC secret"
    if st == 4:
        k = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % k, [k], [], "WeCom group robot webhook"
    if st == 5:
        k = uuid4()
        sec = tok(22)
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % k, [k], [("FEISHU_BOT_SECRET", sec)], "Feishu bot webhook + signing secret"
    if st == 6:
        k = rs(ANL, 26)
        return "https://chat.%s/hooks/%s" % (pick(DOMAINS), k), [k], [], "Mattermost incoming webhook"
    t = tok(32)
    return "https://ci.%s/generic-webhook-trigger/invoke?token=%s" % (pick(DOMAINS), t), [t], [], "Jenkins generic webhook trigger"


def sec_webhook(ctx):
    url, secs, extra, name = webhook()
    secs = secs + [v for _, v in extra]
    st = R.randint(0, 5)
    if st == 0 and not extra:
        return material(None, "", "", secs, "prose: %s" % name, "the %s URL" % name, "%s URL" % name, value=url, label="webhook")
    if st == 1:
        if "slack" in url or "/hooks/" in url:
            text = "receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: %s\n        channel: '#alerts-%s'" % (url, ctx["stage"])
        else:
            text = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
        tag, c = "yaml", "alertmanager config"
    elif st == 2:
        text = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s finished\"}' '%s'" % (ctx["svc"], url)
        tag, c = "bash", "curl"
    elif st == 3:
        text = "requests.post(\n    %s,\n    json={\"text\": f\"batch failed: {job_id}\"},\n    timeout=5,\n)" % q_dq(url)
        tag, c = "python", "Python requests.post"
    else:
        kv = [("WEBHOOK_URL" if not extra else "BOT_WEBHOOK_URL", url, True)] + [(k, v, True) for k, v in extra]
        text, tag, f, c = render_kv(kv, ctx, http_ok=False)
    if extra and extra[0][1] not in text:
        text += "\n%s=%s" % extra[0]
    return material(text, tag, "", secs, "%s: %s" % (c, name), "the %s URL" % name, "%s URL" % name, value=secs[0], label="token")


# --- credential files -----------------------------------------------------------------------------
def sec_credfile(ctx):
    st = R.randint(0, 15)
    u = user()
    if st == 0:
        t = pick(["npm_" + tok(36), "ghp_" + tok(36)])
        reg = "//registry.npmjs.org/" if t.startswith("npm_") else "//npm.pkg.github.com/"
        text = "%s:_authToken=%s\n@acme:registry=https:%s" % (reg, t, reg)
        return material(text, "ini", ".npmrc", [t], ".npmrc: _authToken", "the .npmrc auth token", ".npmrc 토큰", value=t, label="_authToken")
    if st == 1:
        t = "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(140, 180))
        text = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t
        return material(text, "ini", "~/.pypirc", [t], ".pypirc: PyPI token", "the PyPI upload token", "PyPI 업로드 토큰", value=t, label="password")
    if st == 2:
        pw = pw_service()
        blob = basic(u, pw)
        text = json.dumps({"auths": {pick(["https://index.docker.io/v1/", "registry.acme.io", "ghcr.io"]): {"auth": blob}}, "credsStore": ""}, indent=2)
        return material(text, "json", "~/.docker/config.json", [blob], "docker config.json: auth blob", "the registry auth blob", "registry auth blob", value=blob, label="auth")
    if st == 3:
        pw = pw_service().replace(" ", "")
        text = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.acme.io", "ftp.partner.co.kr", "nexus.acme.io"]), u, pw)
        return material(text, "", "~/.netrc", [pw], ".netrc: password", "the .netrc password", ".netrc 비밀번호", value=pw, label="password")
    if st == 4:
        t = "glpat-" + b64u(20)
        text = "[global]\nindex-url = https://__token__:%s@gitlab.%s/api/v4/projects/%d/packages/pypi/simple" % (t, pick(DOMAINS), R.randint(10, 999))
        return material(text, "ini", "pip.conf", [t], "pip.conf: token in index-url", "the GitLab token in pip.conf", "pip.conf GitLab 토큰", value=t, label="token")
    if st == 5:
        a = "AKIA" + rs(B32, 16)
        s = rs(B64, 40)
        text = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[%s]\nrole_arn = arn:aws:iam::%s:role/%s\nsource_profile = default" % (
            a, s, pick(STAGES), digits(12), pick(["Admin", "Deployer", "ReadOnly"]))
        return material(text, "ini", "~/.aws/credentials", [a, s], "~/.aws/credentials: key pair", "the AWS key pair", "AWS 키 페어", value=s, label="aws_secret_access_key", vendor="AWS")
    if st == 6:
        pw = pw_service().replace("<", "").replace("&", "")
        text = "<servers>\n  <server>\n    <id>%s</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(["nexus-releases", "acme-artifactory", "central"]), u, pw)
        return material(text, "xml", "~/.m2/settings.xml", [pw], "Maven settings.xml: server password", "the Maven repository password", "Maven 저장소 비밀번호", value=pw, label="password")
    if st == 7:
        t = ts_unix()
        tk = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ctx["stage"], "sub": "system:serviceaccount:%s:%s" % (ctx["stage"], ctx["svc"]), "iat": t},
                 alg="RS256", sig_len=342, kid=b64u(43))
        text = "users:\n- name: %s-sa\n  user:\n    token: %s" % (ctx["svc"], tk)
        return material(text, "yaml", "~/.kube/config", [tk], "kubeconfig: service account token", "the kubeconfig token", "kubeconfig 토큰", value=tk, label="token")
    if st == 8:
        t = "ghp_" + tok(36)
        text = "https://%s:%s@github.com" % (pick(["minsu-kim", "acme-ci", "deploybot"]), t)
        return material(text, "", "~/.git-credentials", [t], ".git-credentials: token", "the token in .git-credentials", ".git-credentials 토큰", value=t, label="token")
    if st == 9:
        pw = pw_service().replace(":", "").replace("\\", "")
        text = "%s:5432:%s:%s:%s" % (host("db"), pick(DB_NAMES), u, pw)
        return material(text, "", "~/.pgpass", [pw], ".pgpass: password", "the .pgpass password", ".pgpass 비밀번호", value=pw, label="password")
    if st == 10:
        pw = pw_service()
        text = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, q_dq(pw) if not _PLAIN.fullmatch(pw) else pw, host("mysql"))
        return material(text, "ini", "~/.my.cnf", [pw], "~/.my.cnf: password", "the ~/.my.cnf password", "~/.my.cnf 비밀번호", value=pw, label="password")
    if st == 11:
        t = tok(14) + ".atlasv1." + b64u(67)
        text = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t
        return material(text, "hcl", "~/.terraformrc", [t], ".terraformrc: TFC token", "the Terraform Cloud token", "Terraform Cloud 토큰", value=t, label="token", vendor="Terraform Cloud")
    if st == 12:
        t = "gho_" + tok(36)
        text = "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(["minsu-kim", "jlee"]), t)
        return material(text, "yaml", "~/.config/gh/hosts.yml", [t], "gh hosts.yml: oauth_token", "the gh CLI token", "gh CLI 토큰", value=t, label="oauth_token", vendor="GitHub")
    if st == 13:
        t = "ghp_" + tok(36)
        text = json.dumps({"github-oauth": {"github.com": t}}, indent=4)
        return material(text, "json", "auth.json", [t], "composer auth.json: GitHub token", "the composer GitHub token", "composer GitHub 토큰", value=t, label="github-oauth", vendor="GitHub")
    if st == 14:
        t = "npm_" + tok(36)
        text = 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t
        return material(text, "yaml", ".yarnrc.yml", [t], ".yarnrc.yml: npmAuthToken", "the yarn npm token", "yarn npm 토큰", value=t, label="npmAuthToken", vendor="npm")
    a = rs(ANU, 20)
    s = tok(40)
    text = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com" % (a, s)
    return material(text, "ini", "~/.s3cfg", [a, s], ".s3cfg: Naver Cloud object storage keys", "the object storage keys", "오브젝트 스토리지 키", value=s, label="secret_key", vendor="Naver Cloud Platform")


# ----------------------------------------------------------------------------------------------
# part 6: clean material (no credential at all, but risky-looking where realistic)
# ----------------------------------------------------------------------------------------------
def clean(snip, tag, category, desc_en, desc_ko, vendor=None, mention=None):
    m = material(snip, tag, "", [], "clean: " + category, desc_en, desc_ko, vendor=vendor)
    m["mention"] = mention      # optional short risky-looking item the prose may quote inline
    return m


def common_prefix(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def placeholder_for(key, gen):
    a, b = gen(), gen()
    pre = common_prefix(a, b)
    n = len(a) - len(pre)
    st = R.randint(0, 9)
    if st == 0:
        return "<%s>" % key.lower().replace("_", "-")
    if st == 1:
        return "your_%s_here" % key.lower()
    if st == 2 and pre:
        return pre + pick(["x", "X"]) * n
    if st == 3 and pre:
        return pre + "..."
    if st == 4:
        return pick(["REPLACE_ME", "CHANGE_ME", "TODO", "<fill-me>", "dummy", "placeholder"])
    if st == 5:
        return "${%s}" % key
    if st == 6:
        return "${%s:?set in vault}" % key
    if st == 7:
        return "{{ .Values.%s }}" % camel(key)
    if st == 8 and pre:
        return pre + "<" + key.lower().split("_")[-1] + ">"
    return ""


def clean_placeholder(ctx):
    entry = pick(VENDORS)
    vendor, region, what, spec, http = entry
    kv = []
    vals = {}
    for key, gen, sec in spec:
        v = placeholder_for(key, gen) if sec else gen()
        kv.append((key, v, bool(sec)))
        vals[key] = v
    ctx2 = dict(ctx, http=None)
    if http is not None and all(v for v in vals.values()):
        h = http(vals)
        if not h[4]:
            ctx2["http"] = h
    text, tag, f, cname = render_kv(kv, ctx2, fillers=True)
    return clean(text, tag, "placeholder values in %s (%s %s)" % (cname, vendor, what), "the %s %s" % (vendor, what), "%s %s" % (vendor, what), vendor=vendor)


def mask_tail(n=4):
    return rs(AN, n)


def clean_masked(ctx):
    st = R.randint(0, 10)
    if st == 0:
        text = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\n"
                "access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n"
                "    region           %s      config-file    ~/.aws/config") % (rs(ANU, 4), mask_tail(), pick(REGIONS))
        return clean(text, "", "masked: aws configure list", "the AWS CLI profile", "AWS CLI 프로파일")
    if st == 1:
        text = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (
            ctx["svc"], ctx["stage"], R.randint(12, 40), R.randint(3, 12), R.randint(10, 40))
        return clean(text, "", "masked: kubectl describe secret", "the k8s secret", "k8s secret")
    if st == 2:
        text = "Run ./scripts/publish.sh\n  env:\n    NPM_TOKEN: ***\n    GITHUB_TOKEN: ***\n    NODE_AUTH_TOKEN: ***\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest"
        return clean(text, "", "masked: GitHub Actions log ***", "the publish job", "publish job")
    if st == 3:
        pre = pick(["sk_live_", "ghp_", "xoxb-", "AKIA", "glpat-", "SG.", "npm_", "hf_"])
        text = "%s=%s%s%s" % (pick(["API_KEY", "TOKEN", "SECRET"]), pre, pick(["•", "*"]) * R.randint(8, 20), pick(["", rs(AN, 4)]))
        return clean(text, "", "masked: key with bullets", "the masked key", "마스킹된 키", mention=text.split("=", 1)[1])
    if st == 4:
        text = "\n".join(["%s=%s" % (k, pick(["********", "<hidden>", "[MASKED]", "(sensitive)"])) for k in R.sample(["DB_PASSWORD", "REDIS_PASSWORD", "JWT_SECRET", "STRIPE_SECRET_KEY", "SMTP_PASSWORD", "AWS_SECRET_ACCESS_KEY"], 3)])
        return clean(text, "", "masked: env dump with asterisks", "the env dump", "env 덤프")
    if st == 5:
        text = '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n        username = "%s"\n    }' % (
            ctx["svc"], ctx["stage"], user())
        return clean(text, "", "masked: terraform plan (sensitive value)", "the RDS password change", "RDS 비밀번호 변경")
    if st == 6:
        text = json.dumps({"activeProfiles": [ctx["stage"]], "propertySources": [{"name": "systemEnvironment", "properties": {
            "SPRING_DATASOURCE_PASSWORD": {"value": "******"}, "SPRING_DATASOURCE_USERNAME": {"value": user()}, "JWT_SECRET": {"value": "******"}}}]}, indent=2)
        return clean(text, "json", "masked: Spring actuator /env", "the actuator env output", "actuator env 출력")
    if st == 7:
        text = "$ %s\nPassword for '%s@%s': ********\nOK" % (pick(["git push origin main", "psql -h db -U app", "ssh deploy@bastion"]), user(), host("srv"))
        return clean(text, "console", "masked: password prompt echo", "the password prompt", "비밀번호 프롬프트")
    if st == 8:
        text = ("| 이름 | 값 |\n|---|---|\n| DB_PASSWORD | ●●●●●●●● |\n| API_KEY | ●●●●●●●●●●●● (Vault 참조) |" if ctx["lang"] == "ko"
                else "| name | value |\n|---|---|\n| DB_PASSWORD | ●●●●●●●● |\n| API_KEY | ●●●●●●●●●●●● (see Vault) |")
        return clean(text, "", "masked: table with ●●●", "the settings table", "설정 표")
    if st == 9:
        text = "Variables (Settings > CI/CD):\n  DEPLOY_TOKEN      [masked, protected]\n  SENTRY_AUTH_TOKEN [masked]\n  SLACK_WEBHOOK_URL [masked, hidden]"
        return clean(text, "", "masked: GitLab CI variable list", "the CI variables", "CI 변수")
    text = "SECRET_KEY = '********************'\nDATABASES = {'default': {'PASSWORD': '********************', 'HOST': '%s'}}" % host("db")
    return clean(text, "python", "masked: Django debug settings dump", "the Django debug page", "Django 디버그 페이지")


REF_VALUES = [
    lambda k: "${%s}" % k,
    lambda k: "$(cat /run/secrets/%s)" % k.lower(),
    lambda k: "${{ secrets.%s }}" % k,
    lambda k: "vault:secret/data/%s#%s" % (pick(SERVICES), k.lower()),
    lambda k: "op://Engineering/%s/credential" % k.split("_")[0].capitalize(),
    lambda k: "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), digits(12), pick(STAGES), k.lower().replace("_", "-"), rs(AN, 6)),
    lambda k: "projects/%s/secrets/%s/versions/latest" % (pick(["acme-prod", "data-kr-01"]), k.lower().replace("_", "-")),
    lambda k: "@Microsoft.KeyVault(SecretUri=https://kv-acme-%s.vault.azure.net/secrets/%s/)" % (pick(STAGES), k.lower().replace("_", "-")),
    lambda k: "{{ lookup('env', '%s') }}" % k,
    lambda k: "{{resolve:secretsmanager:%s/%s:SecretString:%s}}" % (pick(STAGES), pick(SERVICES), k.lower()),
    lambda k: "ssm:/%s/%s/%s" % (pick(STAGES), pick(SERVICES), k.lower()),
    lambda k: "%%(ENV_%s)s" % k,
    lambda k: "${env:%s}" % k,
    lambda k: "sm://%s" % k.lower().replace("_", "-"),
]


def clean_refs(ctx):
    st = R.randint(0, 6)
    if st <= 2:
        entry = pick(VENDORS)
        kv = []
        for key, gen, sec in entry[3]:
            kv.append((key, pick(REF_VALUES)(key) if sec else gen(), bool(sec)))
        text, tag, f, cname = render_kv(kv, dict(ctx, http=None))
        return clean(text, tag, "secret-manager / env references in %s (%s)" % (cname, entry[0]), "the %s %s" % (entry[0], entry[2]), "%s %s" % (entry[0], entry[2]), vendor=entry[0])
    if st == 3:
        k = pick(PW_KEYS)[0]
        text = "        env:\n          - name: %s\n            valueFrom:\n              secretKeyRef:\n                name: %s-secrets\n                key: %s" % (k, ctx["svc"], k.lower().replace("_", "-"))
        return clean(text, "yaml", "k8s secretKeyRef", "the k8s secretKeyRef", "k8s secretKeyRef")
    if st == 4:
        text = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  username = "%s"\n  password = var.db_password\n}\n\n'
                'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s/db"\n}') % (user(), ctx["stage"], ctx["svc"])
        return clean(text, "hcl", "Terraform sensitive variable + secretsmanager data source", "the RDS password wiring", "RDS 비밀번호 연결")
    if st == 5:
        text = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
        return clean(text, "yaml", "compose secrets file reference", "the compose secret wiring", "compose secret 설정")
    text = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: ${DB_USER}\n    password: ${DB_PASSWORD:}" % (host("db"), pick(DB_NAMES))
    return clean(text, "yaml", "Spring placeholder ${DB_PASSWORD:}", "the datasource config", "datasource 설정")


def clean_hashes(ctx):
    st = R.randint(0, 8)
    if st == 0:
        text = "\n".join("%s  %s" % (hx(64), f) for f in R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "app_%d.%d.%d.deb" % (R.randint(1, 3), R.randint(0, 20), R.randint(0, 9))], 3))
        return clean(text, "", "hashes: sha256sum output", "the release checksums", "릴리스 체크섬")
    if st == 1:
        text = "%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s" % (
            pick(["1.27", "latest", "16-alpine"]), pick(["library/nginx", "library/postgres", "acme/billing-api"]), hx(64), pick(["nginx", "postgres", "acme/billing-api"]), pick(["1.27", "16-alpine", "v2.3.1"]))
        return clean(text, "", "hashes: docker image digest", "the image digest", "이미지 digest")
    if st == 2:
        msgs = ["fix: retry on 429 from partner API", "chore: bump axios to 1.7.4", "feat(billing): add KRW rounding", "revert: drop flaky test", "refactor: split settlement job", "docs: update runbook"]
        text = "\n".join("%s %s" % (hx(7), m) for m in R.sample(msgs, 4))
        if chance(0.5):
            text = "commit %s\nAuthor: %s <%s@acme.io>\nDate:   %s\n\n    %s" % (hx(40), pick(EN_NAMES), pick(USERS), date_str(), pick(msgs))
        return clean(text, "", "hashes: git log SHAs", "the commit", "커밋")
    if st == 3:
        text = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            ("lodash",) + (4, 17, 21) + ("lodash", "lodash", 4, 17, 21) + (rs(B64, 86),)) if chance(0.3) else '"integrity": "sha512-%s=="' % rs(B64, 86)
        return clean(text, "json", "hashes: npm integrity sha512", "the lockfile integrity", "lockfile integrity")
    if st == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2 v1.30.%d" % R.randint(0, 9), "golang.org/x/crypto v0.2%d.0" % R.randint(0, 9), "github.com/jackc/pgx/v5 v5.6.%d" % R.randint(0, 9)])
        text = "%s h1:%s=\n%s/go.mod h1:%s=" % (mod, rs(B64, 43), mod, rs(B64, 43))
        return clean(text, "", "hashes: go.sum h1", "the go.sum entry", "go.sum 항목")
    if st == 5:
        text = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        return clean(text, "", "hashes: pip --hash", "the pinned requirements", "requirements 해시")
    if st == 6:
        text = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (R.randint(0, 9), rs(B64, 64))
        return clean(text, "html", "hashes: SRI integrity", "the SRI hash", "SRI 해시")
    if st == 7:
        text = "HTTP/2 200\netag: \"%s\"\nx-amz-version-id: %s\ncontent-md5: %s==\nlast-modified: Tue, 0%d Jul 2025 10:21:33 GMT" % (hx(32), b64u(32), rs(B64, 22), R.randint(1, 9))
        return clean(text, "http", "hashes: ETag / version id / MD5 headers", "the S3 object headers", "S3 객체 헤더")
    text = "$ git diff --stat %s..%s\n %s | %d +++--\n 1 file changed" % (hx(12), hx(12), pick(["src/billing/round.ts", "cmd/worker/main.go"]), R.randint(3, 40))
    return clean(text, "console", "hashes: git diff range", "the diff range", "diff 범위")


def clean_request_ids(ctx):
    st = R.randint(0, 7)
    if st == 0:
        text = "x-amzn-RequestId: %s\nx-amz-apigw-id: %s=\nX-Amzn-Trace-Id: Root=1-%s-%s" % (uuid4(), b64u(15), hx(8), hx(24))
        return clean(text, "http", "ids: AWS request/trace ids", "the API Gateway ids", "API Gateway id")
    if st == 1:
        text = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hx(32), hx(16), uuid4())
        return clean(text, "http", "ids: W3C traceparent + x-request-id", "the trace id", "trace id")
    if st == 2:
        text = json.dumps({"error": {"type": "card_error", "code": "card_declined", "request_log_url": "https://dashboard.stripe.com/logs/req_%s" % tok(14)},
                           "request_id": "req_" + tok(14), "idempotency_key": uuid4()}, indent=2)
        return clean(text, "json", "ids: Stripe request id / idempotency key", "the Stripe error", "Stripe 에러")
    if st == 3:
        text = "Sentry event %s (issue %s-%s)\nrelease: %s@%d.%d.%d+%s" % (hx(32), pick(["BILLING", "WEB", "API"]), rs(ANU, 3), ctx["svc"], R.randint(1, 4), R.randint(0, 30), R.randint(0, 9), hx(7))
        return clean(text, "", "ids: Sentry event id / release", "the Sentry event", "Sentry 이벤트")
    if st == 4:
        text = "X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN5%d-P%d\nX-Amz-Cf-Id: %s==" % (hx(32), R.randint(1, 7), R.randint(1, 4), b64u(54))
        return clean(text, "http", "ids: CloudFront Cf-Id", "the CloudFront error", "CloudFront 에러")
    if st == 5:
        text = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (ctx["svc"], hx(10)[:9], rs(ANL, 5), uuid4(), R.randint(10 ** 6, 10 ** 8))
        return clean(text, "yaml", "ids: k8s pod uid", "the pod metadata", "pod 메타데이터")
    if st == 6:
        text = json.dumps({"tid": "T" + hx(19), "partner_order_id": "ORD-%s" % digits(10), "aid": "A" + hx(19), "approved_at": iso_ts()}, indent=2)
        return clean(text, "json", "ids: KakaoPay tid / aid", "the KakaoPay approval response", "카카오페이 승인 응답")
    text = "paymentId=%s merchantPayKey=ORD%s merchantUserKey=%s admissionState=SUCCESS" % (digits(20), digits(12), hx(16))
    return clean(text, "", "ids: Naver Pay paymentId / merchantPayKey", "the Naver Pay callback", "네이버페이 콜백")


def ssh_pub_ed25519(comment=None):
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32))
    return "ssh-ed25519 %s %s" % (b64_of(blob), comment or pick(["minsu@macbook", "deploy@ci", "jlee@work-pc", "ops@bastion"]))


def ssh_pub_rsa():
    n = b"\x00" + bytes([R.randint(0xc0, 0xff)]) + rbytes(255)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n)
    return "ssh-rsa %s %s" % (b64_of(blob), pick(["build@jenkins", "gitlab-runner@ci-02", "backup@nas"]))


def clean_pubkeys(ctx):
    st = R.randint(0, 10)
    if st == 0:
        text = "\n".join([ssh_pub_ed25519() for _ in range(R.randint(1, 2))] + ([ssh_pub_rsa()] if chance(0.5) else []))
        return clean(text, "", "public keys: authorized_keys lines", "the authorized_keys entries", "authorized_keys 항목")
    if st == 1:
        text = "The key fingerprint is:\nSHA256:%s %s\nThe key's randomart image is:\n+--[ED25519 256]--+" % (b64_of(rbytes(32)).rstrip("="), pick(["deploy@ci", "minsu@macbook"]))
        return clean(text, "", "public keys: ssh-keygen fingerprint", "the new deploy key fingerprint", "deploy key fingerprint")
    if st == 2:
        fp = hx(40).upper()
        text = "pub   ed25519 2024-%02d-%02d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-01-01 [E]" % (
            R.randint(1, 12), R.randint(1, 28), fp)
        return clean(text, "", "public keys: GPG key fingerprint", "the release signing key", "릴리스 서명 키")
    if st == 3:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        b = b64_of(der)
        text = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
        return clean(text, "", "public keys: PEM PUBLIC KEY (EC)", "the webhook verification public key", "웹훅 검증용 공개키")
    if st == 4:
        b = b64_of(bytes.fromhex("308201") + rbytes(R.randint(200, 260)))
        text = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
        return clean(text, "", "public keys: X.509 certificate PEM", "the partner CA certificate", "파트너 CA 인증서")
    if st == 5:
        text = "# public key: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        return clean(text, "", "public keys: age recipient", "the age recipient", "age recipient")
    if st == 6:
        text = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = %s:51820\nPersistentKeepalive = 25" % (b64_of(rbytes(32)), R.randint(0, 200), host("vpn"))
        return clean(text, "ini", "public keys: WireGuard peer PublicKey only", "the WireGuard peer", "WireGuard peer")
    if st == 7:
        text = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": b64u(43), "alg": "RS256", "n": b64u(342), "e": "AQAB"}]}, indent=2)
        return clean(text, "json", "public keys: JWKS (RSA modulus)", "the JWKS", "JWKS")
    if st == 8:
        fp = ":".join(rs(HEXU, 2) for _ in range(32))
        text = "Variant: release\nConfig: release\nStore: /Users/ci/keystores/upload.jks\nAlias: upload\nSHA1: %s\nSHA-256: %s" % (":".join(rs(HEXU, 2) for _ in range(20)), fp)
        return clean(text, "", "public keys: Android signing cert fingerprints", "the Android signing certificate fingerprints", "안드로이드 서명 인증서 fingerprint")
    if st == 9:
        text = "%s ecdsa-sha2-nistp256 %s" % ("|1|%s|%s" % (b64_of(rbytes(20)), b64_of(rbytes(20))), b64_of(_ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(b"\x04" + rbytes(64))))
        return clean(text, "", "public keys: known_hosts hashed entry", "the known_hosts entry", "known_hosts 항목")
    text = "untrusted comment: minisign public key %s\nRWQ%s" % (hx(16).upper(), rs(B64, 53))
    return clean(text, "", "public keys: minisign public key", "the minisign public key", "minisign 공개키")


def clean_nonsecret_ids(ctx):
    st = R.randint(0, 9)
    if st == 0:
        acct = digits(12)
        text = "arn:aws:iam::%s:role/%s\nRoleId: AROA%s\narn:aws:kms:%s:%s:key/%s" % (acct, pick(["GitHubActionsDeploy", "EcsTaskRole"]), rs(ANU, 17), pick(REGIONS), acct, uuid4())
        return clean(text, "", "ids: AWS account id / ARNs / AROA role id", "the IAM role", "IAM role")
    if st == 1:
        text = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_FROM=+8210%s" % (hx(32), hx(32), digits(8))
        return clean(text, "", "ids: Twilio Account SID / Messaging Service SID", "the Twilio sender config", "Twilio 발신 설정")
    if st == 2:
        text = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s" % (digits(12), rs(ANL, 32), uuid4(), uuid4())
        return clean(text, "", "ids: OAuth client ids / tenant id", "the OAuth client ids", "OAuth client id")
    if st == 3:
        text = "customer: cus_%s\nprice: price_%s\nsubscription: sub_%s\ninvoice: in_%s" % (tok(14), tok(24), tok(24), tok(24))
        return clean(text, "", "ids: Stripe object ids", "the Stripe objects", "Stripe 객체")
    if st == 4:
        text = "channel: C0%s (#deploys)\nteam: T0%s\nbot user: U0%s\napp id: A0%s" % (rs(ANU, 9), rs(ANU, 8), rs(ANU, 9), rs(ANU, 9))
        return clean(text, "", "ids: Slack channel/team/app ids", "the Slack app ids", "Slack 앱 id")
    if st == 5:
        text = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%s\nNAVER_CLIENT_ID=%s" % (hx(16), hx(16), digits(6), tok(20))
        return clean(text, "", "ids: WeChat AppID / Feishu app id / Kakao app id / Naver client id", "the app ids", "앱 id")
    if st == 6:
        text = "GitHub App ID: %s\nInstallation ID: %s\nClient ID: Iv1.%s" % (digits(6), digits(8), hx(16))
        return clean(text, "", "ids: GitHub App id / installation id / client id", "the GitHub App ids", "GitHub App id")
    if st == 7:
        text = "DISCORD_APPLICATION_ID=%s\nTELEGRAM_CHAT_ID=-100%s\nGA_MEASUREMENT_ID=G-%s" % (digits(19), digits(10), rs(ANU, 10))
        return clean(text, "", "ids: Discord app id / Telegram chat id / GA id", "the notification ids", "알림 관련 id")
    if st == 8:
        text = "%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (digits(12), pick(REGIONS), ctx["svc"], hx(64))
        return clean(text, "", "ids: ECR image reference with digest", "the image reference", "이미지 참조")
    text = "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=%s_%s\nSENTRY_PROJECT_ID=%s\nFIREBASE_PROJECT_NUMBER=%s" % (rs(ANU, 10), pick(["products", "articles"]), ctx["stage"], digits(7), digits(12))
    return clean(text, "", "ids: Algolia app id / Sentry project id / Firebase project number", "the project ids", "프로젝트 id")


def clean_b64(ctx):
    st = R.randint(0, 4)
    if st == 0:
        cfg = {"featureFlags": {"newCheckout": chance(0.5), "locale": pick(["ko-KR", "en-US"])}, "maxRetries": R.randint(1, 9)}
        b = b64_of(json.dumps(cfg).encode())
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (ctx["svc"], b)
        return clean(text, "yaml", "base64: ConfigMap binaryData of feature flags", "the flags ConfigMap", "flags ConfigMap")
    if st == 1:
        ev = {"event": pick(["order.created", "user.signup", "payment.settled"]), "id": uuid4(), "amount": R.randint(1000, 990000), "currency": "KRW"}
        b = b64_of(json.dumps(ev).encode())
        text = "$ echo '%s' | base64 -d\n%s" % (b, json.dumps(ev))
        return clean(text, "console", "base64: decoded event payload", "the Pub/Sub message payload", "Pub/Sub 메시지 payload")
    if st == 2:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(R.randint(30, 60))
        text = '<img alt="spinner" src="data:image/png;base64,%s">' % b64_of(png)
        return clean(text, "html", "base64: inline PNG data URI", "the inline spinner image", "인라인 스피너 이미지")
    if st == 3:
        csv = "order_id,amount,status\n%s,%d,PAID\n" % (digits(8), R.randint(1000, 99999))
        text = '{"fileName": "orders.csv", "contentBase64": "%s"}' % b64_of(csv.encode())
        return clean(text, "json", "base64: CSV attachment body", "the attachment payload", "첨부 payload")
    u = pick(["app", "readonly", "grafana", "etl_user"])
    text = "$ kubectl get secret %s-db -o jsonpath='{.data.username}'\n%s" % (ctx["svc"], b64_of(u.encode()))
    return clean(text, "console", "base64: k8s secret username field (not password)", "the secret's username field", "secret의 username 필드")


def clean_long_ids(ctx):
    st = R.randint(0, 5)
    if st == 0:
        text = "s3://%s/raw/year=2025/month=%02d/day=%02d/part-%05d-%s-c000.snappy.parquet" % (pick(["acme-datalake", "kr-analytics"]), R.randint(1, 12), R.randint(1, 28), R.randint(0, 200), uuid4())
        return clean(text, "", "long ids: S3 parquet object key", "the parquet path", "parquet 경로")
    if st == 1:
        text = "/aws/lambda/%s-%s\n2025/%02d/%02d/[$LATEST]%s" % (ctx["svc"], ctx["stage"], R.randint(1, 12), R.randint(1, 28), hx(32))
        return clean(text, "", "long ids: CloudWatch log stream", "the log stream", "로그 스트림")
    if st == 2:
        text = "node v20.%d.%d, pnpm 9.%d.%d, typescript 5.%d.%d, openssl 3.0.%d, postgres 16.%d" % tuple(R.randint(0, 15) for _ in range(8))
        return clean(text, "", "versions: toolchain versions", "the toolchain versions", "툴체인 버전")
    if st == 3:
        text = "com.acme.settlement.batch.job.step.reader.KrwDailySettlementItemReaderConfiguration$$SpringCGLIB$$0\n  at org.springframework.batch.core.step.item.ChunkOrientedTasklet.execute(ChunkOrientedTasklet.java:%d)" % R.randint(40, 200)
        return clean(text, "", "long ids: Java class names", "the batch reader", "배치 reader")
    if st == 4:
        text = "projects/%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (pick(["acme-prod", "data-kr-01"]), pick(["apps", "batch"]), ctx["svc"], hx(64))
        return clean(text, "", "long ids: Artifact Registry image name", "the image resource name", "이미지 리소스 이름")
    text = "module.%s.aws_ecs_service.this[\"%s\"]\nmodule.%s.aws_lb_target_group.blue_green[1]" % (ctx["svc"].replace("-", "_"), ctx["stage"], ctx["svc"].replace("-", "_"))
    return clean(text, "", "long ids: terraform resource addresses", "the terraform addresses", "terraform 리소스 주소")


def clean_policy(ctx):
    st = R.randint(0, 5)
    if st == 0:
        text = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nlcredit = -1\nmaxrepeat = 3\nenforce_for_root" % pick([12, 14, 16])
        return clean(text, "ini", "password policy: pwquality.conf", "the PAM password policy", "PAM 비밀번호 정책")
    if st == 1:
        text = json.dumps({"MinimumPasswordLength": pick([12, 14]), "RequireSymbols": True, "RequireNumbers": True, "RequireUppercaseCharacters": True,
                           "RequireLowercaseCharacters": True, "MaxPasswordAge": 90, "PasswordReusePrevention": 5, "HardExpiry": False}, indent=2)
        return clean(text, "json", "password policy: AWS IAM account password policy", "the IAM password policy", "IAM 비밀번호 정책")
    if st == 2:
        text = 'passwordPolicy: "length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername(undefined) and passwordHistory(5)"' % pick([10, 12])
        return clean(text, "yaml", "password policy: Keycloak realm passwordPolicy", "the Keycloak password policy", "Keycloak 비밀번호 정책")
    if st == 3:
        text = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % pick([10, 12])
        return clean(text, "python", "password policy: Django validators", "the Django password validators", "Django 비밀번호 validator")
    if st == 4:
        return clean(None, "", "password policy: prose only (KISA rule)", "the password rule", "비밀번호 규칙",
                     mention="영문 대/소문자, 숫자, 특수문자 중 3종류 이상 조합 시 8자리 이상, 2종류 조합 시 10자리 이상")
    return clean(None, "", "password policy: prose only", "the password rule", "비밀번호 규칙",
                 mention="at least %d characters, one digit, one symbol, no reuse of the last %d" % (pick([12, 14, 16]), pick([5, 10, 24])))


def clean_flags(ctx):
    h = host("db")
    u = user()
    db = pick(DB_NAMES)
    cmds = [
        ("mysql -u %s -p %s -h %s" % (u, db, h), "mysql -p with no value (prompts), db name positional"),
        ("mysql -u %s -p -h %s" % (u, h), "mysql -p prompts"),
        ("psql -h %s -U %s -W %s" % (h, u, db), "psql -W prompts"),
        ("docker login ghcr.io -u %s --password-stdin < ~/.config/ghcr.token" % u, "docker --password-stdin from file"),
        ("sshpass -f ~/.ssh/%s.pass ssh %s@%s" % (pick(["bastion", "nas"]), u, h), "sshpass -f file"),
        ("redis-cli -h %s --askpass" % h, "redis-cli --askpass"),
        ("PGPASSFILE=~/.pgpass psql -h %s -U %s %s" % (h, u, db), "PGPASSFILE reference"),
        ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS", "openssl -passout env:"),
        ("openssl rsa -in server.key -out server.dec.key -passin file:/run/secrets/key_pass", "openssl -passin file:"),
        ("keytool -list -keystore app.p12 -storepass:env STOREPASS", "keytool -storepass:env"),
        ("7z a -p -mhe=on backup.7z data/", "7z -p prompts"),
        ("zip -e -r export.zip export/", "zip -e prompts"),
        ("curl -u %s https://%s/api/health" % (u, h), "curl -u user only (prompts)"),
        ("htpasswd -c /etc/nginx/.htpasswd %s" % u, "htpasswd prompts"),
        ("ansible-playbook site.yml --ask-vault-pass", "ansible --ask-vault-pass"),
        ("ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt", "ansible --vault-password-file"),
        ("gh auth login --with-token < ~/.secrets/gh.txt", "gh --with-token from file"),
        ("mysql --login-path=%s %s" % (pick(STAGES), db), "mysql --login-path"),
        ("kubectl create secret generic %s-db --from-file=password=./password.txt" % ctx["svc"], "kubectl --from-file"),
        ("printf '%s' \"$DB_PASSWORD\" | docker secret create db_password -", "docker secret from env var"),
        ("sqlcmd -S %s -U sa -P \"$SA_PASSWORD\" -Q \"SELECT 1\"" % h, "sqlcmd -P with env var"),
        ("mongosh \"mongodb://%s:27017\" -u %s -p --authenticationDatabase admin" % (h, u), "mongosh -p prompts"),
        ("ssh-keygen -t ed25519 -C deploy@ci -f ./deploy_key -N \"$KEY_PASSPHRASE\"", "ssh-keygen -N env var"),
        ("aws configure --profile %s" % pick(STAGES), "aws configure interactive"),
    ]
    cmd, name = pick(cmds)
    text, tag, wname = wrap_cmd(cmd, ctx) if chance(0.6) else (cmd, pick(["bash", ""]), "plain")
    return clean(text, tag, "flags without values: %s" % name, "the `%s` invocation" % cmd.split()[0], "`%s` 실행" % cmd.split()[0], mention=cmd)


def clean_encrypted(ctx):
    st = R.randint(0, 6)
    if st == 0:
        keys = R.sample(["db_password", "stripe_secret_key", "jwt_secret", "smtp_password", "api_token"], 2)
        lines = []
        for k in keys:
            n = R.randint(12, 60)
            lines.append("%s: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (k, b64_of(rbytes(n)), b64_of(rbytes(32)), b64_of(rbytes(16))))
        lines += ["sops:", "    kms:", "        - arn: arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), digits(12), uuid4()),
                  "    age:", "        - recipient: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), "    lastmodified: \"%s\"" % iso_ts(), "    version: 3.9.%d" % R.randint(0, 4)]
        return clean("\n".join(lines), "yaml", "encrypted: SOPS ENC[] values", "the SOPS-encrypted secrets file", "SOPS 암호화 secrets 파일")
    if st == 1:
        body = hx(R.randint(300, 420))
        text = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80))
        if chance(0.5):
            text = "db_password: !vault |\n          " + text.replace("\n", "\n          ")
        return clean(text, "yaml", "encrypted: Ansible Vault", "the vaulted variable", "vault 암호화 변수")
    if st == 2:
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-secrets\n  namespace: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s\n    API_TOKEN: AgA%s" % (
            ctx["svc"], ctx["stage"], rs(B64, R.randint(300, 380)), rs(B64, R.randint(300, 380)))
        return clean(text, "yaml", "encrypted: SealedSecret encryptedData", "the SealedSecret", "SealedSecret")
    if st == 3:
        b = b64_of(rbytes(R.randint(150, 220)))
        text = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
        return clean(text, "", "encrypted: age armored file", "the age-encrypted file", "age 암호화 파일")
    if st == 4:
        b = b64_of(rbytes(R.randint(150, 220)))
        text = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(b[i:i + 64] for i in range(0, len(b), 64)), rs(B64, 4))
        return clean(text, "", "encrypted: PGP MESSAGE armor", "the encrypted handover file", "암호화된 인수인계 파일")
    if st == 5:
        text = json.dumps({"KeyId": "arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), digits(12), uuid4()), "CiphertextBlob": "AQICAHh" + rs(B64, R.randint(180, 260)) + "=",
                           "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"}, indent=2)
        return clean(text, "json", "encrypted: AWS KMS CiphertextBlob", "the KMS ciphertext", "KMS 암호문")
    text = "$ cat config/credentials.yml.enc\n%s--%s--%s==" % (rs(B64, R.randint(200, 300)), b64_of(rbytes(12)).rstrip("="), rs(B64, 22))
    return clean(text, "console", "encrypted: Rails credentials.yml.enc", "the encrypted Rails credentials", "암호화된 Rails credentials")


def clean_example(ctx):
    st = R.randint(0, 2)
    if st == 0:
        text = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        return clean(text, "ini", "documented example: AWS docs example key pair", "the AWS docs example credentials", "AWS 문서 예시 키", vendor="AWS")
    if st == 1:
        text = "export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"
        return clean(text, "bash", "documented example: AWS docs second example key pair", "the AWS docs example credentials", "AWS 문서 예시 키", vendor="AWS")
    text = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    return clean(text, "", "documented example: jwt.io sample token", "the jwt.io sample token", "jwt.io 샘플 토큰")


def clean_publishable(ctx):
    st = R.randint(0, 14)
    if st == 0:
        k = "pk_live_" + tok(pick([24, 99]))
        text, tag = pick([("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k, ""), ("const stripe = Stripe('%s');" % k, "js")])
        return clean(text, tag, "Stripe publishable key [publishable]", "the Stripe publishable key", "Stripe publishable key", vendor="Stripe", mention=k)
    if st == 1:
        pid = pick(["acme-web", "shopco-prod", "kr-market-%s" % rs(ANL, 5)])
        cfg = {"apiKey": "AIzaSy" + b64u(33), "authDomain": "%s.firebaseapp.com" % pid, "projectId": pid, "storageBucket": "%s.appspot.com" % pid,
               "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), hx(22))}
        text = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
        return clean(text, "js", "Firebase web config apiKey [publishable]", "the Firebase web config", "Firebase 웹 설정", vendor="Firebase")
    if st == 2:
        k = "6L" + b64u(38)
        text = '<div class="g-recaptcha" data-sitekey="%s"></div>' % k
        return clean(text, "html", "reCAPTCHA site key [publishable]", "the reCAPTCHA site key", "reCAPTCHA site key", vendor="Google", mention=k)
    if st == 3:
        k = mapbox_token("pk")
        text = "mapboxgl.accessToken = '%s';" % k
        return clean(text, "js", "Mapbox public token [publishable]", "the Mapbox public token", "Mapbox public token", vendor="Mapbox", mention=k)
    if st == 4:
        text = "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(ANU, 10), hx(32))
        return clean(text, "js", "Algolia search-only key [publishable]", "the Algolia search-only key", "Algolia search-only key", vendor="Algolia")
    if st == 5:
        k = supabase_jwt("anon")
        text = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), k)
        return clean(text, "", "Supabase anon key [publishable]", "the Supabase anon key", "Supabase anon key", vendor="Supabase")
    if st == 6:
        k = pick(["live_ck_", "live_gck_"]) + tok(28)
        text = "const tossPayments = TossPayments('%s');" % k
        return clean(text, "js", "Toss Payments client key [publishable]", "the Toss client key", "토스 클라이언트 키", vendor="Toss Payments", mention=k)
    if st == 7:
        k = hx(32)
        text = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s'); // JavaScript 키</script>" % k
        return clean(text, "html", "Kakao JavaScript key [publishable]", "the Kakao JavaScript key", "카카오 JavaScript 키", vendor="Kakao")
    if st == 8:
        k = "phc_" + tok(43)
        text = "posthog.init('%s', { api_host: 'https://us.i.posthog.com' })" % k
        return clean(text, "js", "PostHog project API key [publishable]", "the PostHog project key", "PostHog project key", vendor="PostHog", mention=k)
    if st == 9:
        dom = "clerk.%s" % pick(DOMAINS)
        k = "pk_live_" + b64_of((dom + "$").encode()).rstrip("=")
        text = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % k
        return clean(text, "", "Clerk publishable key [publishable]", "the Clerk publishable key", "Clerk publishable key", vendor="Clerk", mention=k)
    if st == 10:
        dsn = "https://%s@o%s.ingest.sentry.io/%s" % (hx(32), digits(6), digits(7))
        text = "Sentry.init({\n  dsn: \"%s\",\n  tracesSampleRate: 0.1,\n});" % dsn
        return clean(text, "js", "Sentry DSN [publishable]", "the Sentry DSN", "Sentry DSN", vendor="Sentry", mention=dsn)
    if st == 11:
        k = hx(24)
        text = "const ldClient = LDClient.initialize('%s', { key: userId });  // client-side ID" % k
        return clean(text, "js", "LaunchDarkly client-side ID [publishable]", "the LaunchDarkly client-side ID", "LaunchDarkly client-side ID", vendor="LaunchDarkly")
    if st == 12:
        k = "AIzaSy" + b64u(33)
        text = '<script async src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap"></script>' % k
        return clean(text, "html", "Google Maps JS key, referrer-restricted [publishable]", "the Maps JavaScript API key", "Maps JavaScript API 키", vendor="Google")
    if st == 13:
        cid = b64u(80)
        text = '<script src="https://www.paypal.com/sdk/js?client-id=%s&currency=USD"></script>' % cid
        return clean(text, "html", "PayPal JS SDK client-id [publishable]", "the PayPal client-id", "PayPal client-id", vendor="PayPal")
    text = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10)
    return clean(text, "html", "Naver Maps ncpKeyId [publishable]", "the Naver Maps key id", "네이버 지도 key id", vendor="Naver Cloud Platform")


def clean_plain(ctx):
    st = R.randint(0, 8)
    if st == 0:
        text = "FAILED tests/test_settlement.py::test_rounding_krw - AssertionError: assert 1001 == 1000\n===== 1 failed, %d passed in %.2fs =====" % (R.randint(40, 400), R.random() * 60)
        return clean(text, "", "plain: pytest failure", "the failing test", "실패한 테스트")
    if st == 1:
        text = "SELECT o.id, o.total, o.created_at\nFROM orders o\nWHERE o.status = 'PAID'\n  AND o.created_at >= now() - interval '7 days'\nORDER BY o.created_at DESC\nLIMIT 100;"
        return clean(text, "sql", "plain: SQL query", "the weekly orders query", "주간 주문 쿼리")
    if st == 2:
        text = "resources:\n  requests:\n    cpu: %dm\n    memory: %dMi\n  limits:\n    memory: %dMi" % (pick([100, 250, 500]), pick([256, 512]), pick([512, 1024]))
        return clean(text, "yaml", "plain: k8s resources", "the resource limits", "리소스 limit")
    if st == 3:
        text = "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! peer react@\"^18.0.0\" from @acme/ui@%d.%d.%d" % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9))
        return clean(text, "", "plain: npm ERESOLVE", "the npm install error", "npm install 에러")
    if st == 4:
        text = "retry:\n  max_attempts: %d\n  backoff: exponential\n  initial_interval: %dms\n  max_interval: %ds" % (R.randint(3, 8), pick([100, 200, 500]), pick([10, 30, 60]))
        return clean(text, "yaml", "plain: retry config", "the retry settings", "retry 설정")
    if st == 5:
        text = "0 3 * * * /opt/%s/bin/cleanup --older-than 30d >> /var/log/cleanup.log 2>&1" % ctx["svc"]
        return clean(text, "", "plain: crontab", "the cleanup cron", "cleanup 크론")
    if st == 6:
        text = "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n\tat java.util.Arrays.copyOf(Arrays.java:3512)\n\tat com.acme.report.ExcelWriter.write(ExcelWriter.java:%d)" % R.randint(40, 300)
        return clean(text, "", "plain: OOM stack trace", "the OOM", "OOM")
    if st == 7:
        text = "ALTER TABLE payments ADD COLUMN settled_at timestamptz;\nCREATE INDEX CONCURRENTLY idx_payments_settled_at ON payments (settled_at);"
        return clean(text, "sql", "plain: migration", "the migration", "마이그레이션")
    return clean(None, "", "plain: prose only", "the build step", "빌드 단계")


# ----------------------------------------------------------------------------------------------
# part 7: prose frames (English and Korean).  Slots: {svc} {stage} {symptom} {desc} {file}
# {restart} {who} {date} {label} {value} {snip}.  {desc} carries no article; Korean frames put a
# noun after English slots (값, 서비스, 파일, 환경) so that particles are always correct.
# ----------------------------------------------------------------------------------------------
SYMPTOMS_EN = ["401 Unauthorized", "403 Forbidden", "a connection timeout", "'password authentication failed'",
               "SSL handshake errors", "a crash loop on startup", "'invalid_grant'", "empty responses", "429 rate limits",
               "'Access denied for user'", "signature mismatch errors", "a silent no-op"]
SYMPTOMS_KO = ["401 Unauthorized", "403 Forbidden", "커넥션 타임아웃", "'password authentication failed'", "SSL 핸드셰이크 에러",
               "기동 직후 CrashLoopBackOff", "'invalid_grant'", "빈 응답", "429 rate limit", "'Access denied for user'",
               "서명 불일치 에러", "무반응"]
RESTARTS = ["kubectl rollout restart deploy/{svc}", "docker compose up -d {svc}", "sudo systemctl restart {svc}", "pm2 restart {svc}",
            "make restart SERVICE={svc}", "fly deploy -a {svc}"]

MC_EN = [
    "I didn't know which {desc} the {stage} {svc} uses, so I spent a while chasing {symptom}.",
    "The ticket only said '{svc} fails in {stage}'. I didn't know the fix involved the {desc}; the logs only showed {symptom}.",
    "Nobody told me {svc} reads the {desc} from {file}; I kept editing the wrong file while the job failed with {symptom}.",
    "I assumed {stage} and local use the same {desc}. They don't, which is why {svc} returned {symptom}.",
    "Context I lacked: the {desc} for {svc} was rotated last week and the old value was still baked into {file}.",
    "I did not know the team keeps the {desc} for {svc} outside the repo, so my first attempt hit {symptom}.",
    "The runbook for {svc} skips the step where the {desc} gets configured; I only found it after {symptom}.",
    "I couldn't reproduce {symptom} locally because my setup never loaded the {desc}.",
    "While moving {svc} to the new cluster I didn't know the {desc} had to be re-created by hand.",
    "I didn't know {svc} in {stage} talks to a different account, so the dev {desc} gave {symptom}.",
    "Missing piece: which {desc} the nightly job of {svc} uses.",
    "I wasn't told that {file} overrides the defaults of {svc}, including the {desc}.",
    "{who} asked me to get {svc} green in {stage}; I didn't know it depended on the {desc}.",
    "I didn't realise the {stage} pipeline for {svc} injects the {desc} at build time, not at runtime.",
]
MC_EN_SNIP = [
    "I didn't know where {svc} gets the {desc}. This is what I found in {file}:\n{snip}",
    "The {stage} deploy of {svc} failed with {symptom}. The relevant part of {file} looked like this:\n{snip}",
    "The user pasted this when asking why {svc} fails in {stage}:\n{snip}\nI didn't know this was the file actually loaded.",
    "I was missing how the {desc} is wired for {svc}. From the handover notes:\n{snip}",
    "{who} shared this in the incident channel and I didn't realise it was the live config:\n{snip}",
    "{snip}\nThat is what {svc} was running with in {stage}; I didn't know it differed from the repo.",
]
MC_EN_SPLIT = [
    "I didn't know the {desc} for {svc} in {stage}. {who} sent it in chat; the {label} is",
    "The runbook didn't list the {desc}. What I was given for {label}:",
    "Missing context: the {stage} {svc} needs the {desc} ({label}), which is",
    "Nobody had written down the {desc}. After asking {who}, the {label} turned out to be",
]
LESSON_EN_SNIP = [
    "{svc} reads {file} first in {stage}. Working setup:\n{snip}\nRestart with `{restart}` after changing it.",
    "Fixed {symptom} once the {desc} was where {svc} actually looks:\n{snip}",
    "The value has to live in {file}, not in the shell profile. What worked:\n{snip}\nThen `{restart}`.",
    "Check which file is loaded before debugging auth. The effective config was:\n{snip}",
    "The {desc} is only read at startup, so a redeploy is needed after edits. Current config:\n{snip}",
    "This is the exact snippet that made {svc} pass the smoke test in {stage}:\n{snip}",
    "Keep this for next time ({stage}):\n{snip}",
    "Root cause was a stale {desc}. After replacing it:\n{snip}\nNo more {symptom}.",
    "For {svc}, the order is env > {file} > defaults. Final version:\n{snip}\nVerified on {date}.",
    "Reproduced and fixed. Snippet for the record:\n{snip}\n(tested against {stage})",
]
LESSON_EN_PLAIN = [
    "{svc} loads {file} before the environment, so edits elsewhere are ignored. Restart with `{restart}` after changes.",
    "Always confirm which {stage} account {svc} points to before touching the {desc}.",
    "Those errors ({symptom}) came from an old {desc} cached in the running pods; `{restart}` fixed it.",
    "Check {file} first; it silently overrides the defaults of {svc}.",
    "When {svc} shows {symptom}, compare the {desc} in {file} with the provider console before changing code.",
    "Write down where the {desc} lives for {svc}; it took longer to find than to fix.",
]
LESSON_EN_INLINE = [
    "For {svc} in {stage}, set {label} to `{value}` and restart; that cleared {symptom}.",
    "The working {desc} is {value} (the one on the wiki is outdated).",
    "{label}={value} is what {svc} expects in {stage}.",
    "Use `{value}` as the {desc}; the previous one was revoked.",
    "{desc}: {value} (confirmed working on {date}).",
    "After {symptom}, {who} gave me the right value: {value}. Put it in {file} and ran `{restart}`.",
    "{svc} only worked once I used {value} for {label}. Nothing else needed to change.",
]
LESSON_EN_SPLIT = [
    "{value}\nWith that in {file}, {svc} started cleanly.",
    "`{value}` (set it in {file} and restart {svc}).",
    "{value} -- pasted as-is, no quotes. After that, no more {symptom}.",
    "{value}\nLesson: ask for the {desc} before starting, not after an hour of {symptom}.",
]
ASK_EN = [
    "Which file does {svc} read the {desc} from in {stage}?",
    "Is there a shared vault entry for the {desc} I should use instead of asking you?",
    "Should {stage} and local share the same {desc}, or are they separate?",
    "Who owns the {desc} for {svc}, and when is it rotated next?",
    "Can you confirm the {stage} account before I touch the {desc} again?",
    "Where should the {desc} for {svc} be stored going forward?",
    "Is {file} still the source of truth for {svc} config?",
]
ASK_EN_VALUE = [
    "Is `{value}` still the current {desc}, or was it rotated?",
    "Should I keep using {value} for {svc} in {stage}?",
    "Last time you gave me {value}; is that still valid?",
    "Can I put {value} into {file} directly, or should it go to the secret manager?",
    "Does {label} `{value}` also work for the {stage} replica?",
]
ASK_EN_SNIP = [
    "Is this still the right config for {stage}?\n{snip}",
    "Before deploying, should {file} look like this?\n{snip}",
]

MC_KO = [
    "{stage} 환경의 {svc} 서비스가 어떤 {desc} 값을 쓰는지 몰라서 {symptom} 원인을 한참 찾았음.",
    "티켓에는 '{stage}에서 {svc} 실패'만 적혀 있었고 {desc} 값 문제라는 걸 몰랐음. 로그에는 {symptom}만 찍힘.",
    "{svc} 서비스가 {desc} 값을 {file} 파일에서 읽는다는 걸 아무도 알려주지 않아서 엉뚱한 파일만 수정함. 계속 {symptom}.",
    "{stage} 환경과 로컬이 같은 {desc} 값을 쓴다고 가정했는데 아니었음. 그래서 {svc} 서비스에서 {symptom} 발생.",
    "몰랐던 점: {svc} 서비스의 {desc} 값이 지난주에 로테이션됐는데 {file} 파일에는 예전 값이 남아 있었음.",
    "팀이 {svc} 서비스의 {desc} 값을 저장소 밖에서 관리한다는 걸 몰라서 첫 시도에서 {symptom} 발생.",
    "{svc} 런북에 {desc} 설정 단계가 빠져 있어서 {symptom} 보고 나서야 알게 됨.",
    "내 로컬 환경은 {desc} 값을 로드하지 않아서 {symptom} 상황을 재현하지 못했음.",
    "{svc} 서비스를 새 클러스터로 옮기면서 {desc} 값을 수동으로 다시 만들어야 한다는 걸 몰랐음.",
    "{stage} 환경의 {svc} 서비스가 다른 계정을 바라본다는 걸 몰라서 개발용 {desc} 값으로 {symptom} 받음.",
    "빠진 정보: {svc} 야간 배치가 어떤 {desc} 값으로 인증하는지.",
    "{who}님이 {stage} 환경의 {svc} 서비스를 살려달라고 했는데 {desc} 값에 의존하는 줄 몰랐음.",
]
MC_KO_SNIP = [
    "{svc} 서비스가 {desc} 값을 어디서 가져오는지 몰랐음. {file} 파일에서 찾은 내용:\n{snip}",
    "{stage} 환경 {svc} 배포가 {symptom} 때문에 실패. {file} 파일의 해당 부분:\n{snip}",
    "사용자가 {stage}에서 {svc} 서비스가 왜 안 되냐며 붙여준 내용:\n{snip}\n이 파일이 실제로 로드되는 파일인 줄 몰랐음.",
    "{svc} 서비스에 {desc} 값이 어떻게 연결되는지 몰랐음. 인수인계 문서에서 발췌:\n{snip}",
    "{who}님이 장애 채널에 공유한 내용인데 운영 설정인 줄 몰랐음:\n{snip}",
]
MC_KO_SPLIT = [
    "{stage} 환경 {svc} 서비스의 {desc} 값을 몰랐음. {who}님이 메신저로 알려준 {label} 값은",
    "런북에 {desc} 정보가 없었음. 전달받은 {label} 값:",
    "몰랐던 정보: {stage} 환경의 {svc} 서비스는 {desc}({label}) 값이 필요하고, 그 값은",
]
LESSON_KO_SNIP = [
    "{stage} 환경에서 {svc} 서비스는 {file} 파일을 먼저 읽음. 동작하는 설정:\n{snip}\n수정 후 `{restart}` 필요.",
    "{svc} 서비스가 실제로 읽는 위치에 {desc} 값을 넣어서 해결:\n{snip}",
    "값은 셸 프로파일이 아니라 {file} 파일에 있어야 함. 동작한 내용:\n{snip}\n그다음 `{restart}`.",
    "인증 디버깅 전에 어떤 파일이 로드되는지부터 확인할 것. 실제 적용된 설정:\n{snip}",
    "{desc} 값은 기동 시에만 읽으므로 수정 후 재배포 필요. 현재 설정:\n{snip}",
    "{stage} 스모크 테스트를 통과시킨 스니펫 그대로:\n{snip}",
    "다음을 위해 기록 ({stage}):\n{snip}",
    "원인은 오래된 {desc} 값. 교체 후:\n{snip}\n{symptom} 사라짐.",
    "재현 후 수정 완료. 기록용 스니펫:\n{snip}\n({date} {stage} 환경에서 확인)",
]
LESSON_KO_PLAIN = [
    "{svc} 서비스는 환경변수보다 {file} 파일을 먼저 로드하므로 다른 곳을 고쳐도 소용없음. 변경 후 `{restart}`.",
    "{desc} 값을 건드리기 전에 {svc} 서비스가 어느 {stage} 계정을 보는지 먼저 확인할 것.",
    "{symptom} 현상은 실행 중인 pod에 캐시된 예전 {desc} 값 때문이었음. `{restart}`로 해결.",
    "{file} 파일부터 확인할 것. {svc} 기본값을 조용히 덮어씀.",
    "{svc} 서비스에서 {symptom} 발생 시 코드 수정 전에 {file} 파일의 {desc} 값과 콘솔 값을 비교할 것.",
]
LESSON_KO_INLINE = [
    "{stage} 환경 {svc} 서비스는 {label} 값을 `{value}`로 설정하고 재시작하니 해결됨.",
    "동작하는 {desc} 값은 {value} (위키에 있는 값은 예전 것).",
    "{stage}에서 {svc} 서비스가 기대하는 값: {label}={value}",
    "{desc} 값으로 `{value}` 사용할 것. 이전 값은 폐기됨.",
    "{desc}: {value} ({date}에 동작 확인)",
    "{symptom} 이후 {who}님이 맞는 값을 알려줌: {value} -- {file} 파일에 넣고 `{restart}`.",
]
LESSON_KO_SPLIT = [
    "{value}\n이 값을 {file} 파일에 넣으니 {svc} 서비스 정상 기동.",
    "`{value}` ({file} 파일에 넣고 {svc} 재시작).",
    "{value} -- 따옴표 없이 그대로 붙여넣음. 이후 {symptom} 없어짐.",
]
ASK_KO = [
    "{stage}에서 {svc} 서비스는 {desc} 값을 어느 파일에서 읽나요?",
    "{desc} 값은 직접 여쭤보는 대신 공용 vault 항목을 쓰면 되나요?",
    "{stage} 환경과 로컬이 같은 {desc} 값을 쓰나요, 따로인가요?",
    "{svc} 서비스의 {desc} 담당자는 누구고 다음 로테이션은 언제인가요?",
    "{desc} 값을 다시 건드리기 전에 {stage} 계정이 맞는지 확인해 주실 수 있나요?",
    "앞으로 {svc} 서비스의 {desc} 값은 어디에 보관해야 하나요?",
]
ASK_KO_VALUE = [
    "`{value}` 값이 아직 현재 {desc} 값인가요, 로테이션됐나요?",
    "{stage} 환경 {svc} 서비스에 계속 {value} 값을 써도 되나요?",
    "지난번에 주신 {value} 값이 아직 유효한가요?",
    "{value} 값을 {file} 파일에 바로 넣어도 되나요, 아니면 secret manager에 넣어야 하나요?",
]
ASK_KO_SNIP = [
    "{stage} 설정 아직 이게 맞나요?\n{snip}",
    "배포 전에 {file} 파일이 이렇게 되어 있어야 하나요?\n{snip}",
]

# clean-specific lines that quote a harmless-but-risky-looking item inline
LESSON_EN_MENTION = [
    "Note for next time: `{value}` is expected in the repo and is not a secret.",
    "For reference, the value in question is {value}; it is safe to share.",
    "{value} is the documented form, so no rotation was needed.",
    "Keep using `{value}` as-is; the real credential lives in the secret manager.",
]
LESSON_KO_MENTION = [
    "참고: `{value}` 값은 저장소에 있어도 되는 값이며 시크릿이 아님.",
    "문제가 된 값은 {value} 이고 공유해도 안전함.",
    "{value} 값은 문서에 나온 형태 그대로라 로테이션 필요 없었음.",
    "`{value}` 값은 그대로 두고, 실제 자격증명은 secret manager에 있음.",
]


# neutral frames for clean notes whose material is not credential-like (hashes, ids, plain engineering)
MC_EN_N = [
    "I didn't know where to find the {desc} for {svc} in {stage}, so I guessed wrong first.",
    "The task mentioned the {desc} but I had no idea which {stage} environment it referred to.",
    "I was missing how {svc} handles the {desc}; nobody had documented it.",
    "{who} pointed me at the {desc} for {svc}; I didn't know it was related to the {symptom} reports.",
    "I didn't know the {desc} for {svc} changes with every release in {stage}.",
]
MC_EN_N_SNIP = [
    "I didn't know what the {desc} for {svc} looks like. From {file}:\n{snip}",
    "While investigating {symptom} in {stage} I found this and wasn't sure if it mattered:\n{snip}",
    "{who} pasted this for {svc} and I didn't know how to read it:\n{snip}",
]
LESSON_EN_N_SNIP = [
    "For the record, the {desc} for {svc} in {stage}:\n{snip}",
    "What I ended up with:\n{snip}\nNothing sensitive here; fine to commit.",
    "Verified on {date}:\n{snip}",
    "Reference output ({stage}):\n{snip}\nCompare against this next time before digging further.",
]
LESSON_EN_N_PLAIN = [
    "The {desc} for {svc} is tracked in {file}; check it there first.",
    "Next time start from the {desc} instead of the logs; it would have saved an hour.",
    "{svc} in {stage} behaves differently from local; compare the {desc} first.",
]
ASK_EN_N = [
    "Where is the {desc} for {svc} documented?",
    "Is the {desc} in {file} the one {stage} uses?",
    "Should I attach the {desc} to the ticket next time?",
    "Who can confirm the {desc} for {svc} in {stage}?",
]
MC_KO_N = [
    "{stage} 환경 {svc} 서비스의 {desc} 정보를 어디서 찾는지 몰라서 처음에 잘못 짚었음.",
    "작업 설명에 {desc} 얘기가 있었는데 어느 {stage} 환경 얘기인지 몰랐음.",
    "{svc} 서비스가 {desc} 정보를 어떻게 다루는지 문서가 없어서 몰랐음.",
    "{who}님이 {svc} 서비스의 {desc} 정보를 알려줬는데 {symptom} 건과 관련 있는 줄 몰랐음.",
]
MC_KO_N_SNIP = [
    "{svc} 서비스의 {desc} 정보가 어떻게 생겼는지 몰랐음. {file} 파일에서:\n{snip}",
    "{stage}에서 {symptom} 조사하다가 발견한 내용인데 중요한지 몰랐음:\n{snip}",
    "{who}님이 {svc} 관련으로 붙여준 내용인데 읽는 법을 몰랐음:\n{snip}",
]
LESSON_KO_N_SNIP = [
    "기록용: {stage} 환경 {svc} 서비스의 {desc} 정보:\n{snip}",
    "최종 결과:\n{snip}\n민감 정보 없음, 커밋해도 됨.",
    "{date} 확인:\n{snip}",
    "참고 출력 ({stage}):\n{snip}\n다음엔 이것부터 비교할 것.",
]
LESSON_KO_N_PLAIN = [
    "{svc} 서비스의 {desc} 정보는 {file} 파일에서 관리됨. 여기부터 확인할 것.",
    "다음엔 로그보다 {desc} 정보부터 볼 것. 한 시간은 아낄 수 있었음.",
    "{stage} 환경의 {svc} 서비스는 로컬과 다르게 동작하므로 {desc} 정보부터 비교할 것.",
]
ASK_KO_N = [
    "{svc} 서비스의 {desc} 정보는 어디에 문서화되어 있나요?",
    "{file} 파일의 {desc} 정보가 {stage} 환경에서 쓰는 것과 같은가요?",
    "다음에는 {desc} 정보를 티켓에 첨부할까요?",
    "{stage} 환경 {svc} 서비스의 {desc} 정보는 누구에게 확인하면 되나요?",
]



# frames for personal / device credentials (people's passwords, Wi-Fi, 2FA material, PINs)
MC_EN_H = [
    "The user asked me to finish the onboarding script for {svc}, and it needed the {desc}, which I didn't have.",
    "I didn't know the {desc} was required before the test device could join; the setup script stalled.",
    "I had to stop and ask {who} for the {desc}; it isn't written down anywhere.",
    "The QA checklist for {stage} assumes you already know the {desc}. I didn't.",
    "I didn't know the {desc} had been changed on {date}; the old one from my notes failed.",
]
LESSON_EN_H_SNIP = [
    "{who} provided it; saving it here so I don't have to ask again:\n{snip}",
    "Setup that worked on the {stage} test device:\n{snip}",
    "What {who} sent (copied verbatim):\n{snip}",
    "Noting the details for the next run:\n{snip}",
]
LESSON_EN_H_INLINE = [
    "The {desc} is {value}.",
    "{who} confirmed the {desc}: {value}",
    "Use {value} for the {desc}; it was changed on {date}.",
    "For the record: {desc} = `{value}` (ask {who} if it stops working).",
]
ASK_EN_H = [
    "Has the {desc} changed since {date}?",
    "Is it OK to keep the {desc} in these notes, or should I ask you each time?",
    "Who should I ask for the {desc} when you are away?",
]
ASK_EN_H_VALUE = [
    "Is {value} still the {desc}?",
    "Should I still use `{value}` for the {desc}?",
    "{who} said the {desc} is {value}; can you confirm?",
]
MC_KO_H = [
    "사용자가 {svc} 온보딩 스크립트 마무리를 요청했는데 {desc} 정보가 필요했고 나는 그 값을 몰랐음.",
    "테스트 단말을 붙이려면 {desc} 값이 먼저 필요하다는 걸 몰라서 셋업 스크립트가 멈춤.",
    "{desc} 값이 어디에도 적혀 있지 않아서 {who}님에게 물어봐야 했음.",
    "{stage} QA 체크리스트는 {desc} 값을 이미 안다고 가정함. 나는 몰랐음.",
    "{desc} 값이 {date}에 바뀐 걸 몰라서 메모에 있던 예전 값으로 실패함.",
]
LESSON_KO_H_SNIP = [
    "{who}님이 알려준 내용. 다시 묻지 않도록 여기 기록:\n{snip}",
    "{stage} 테스트 단말에서 동작한 설정:\n{snip}",
    "{who}님이 보내준 내용 그대로:\n{snip}",
]
LESSON_KO_H_INLINE = [
    "{desc} 값은 {value}.",
    "{who}님 확인: {desc} 값은 {value}",
    "{desc} 값으로 {value} 사용 ({date}에 변경됨).",
    "기록: {desc} = `{value}` (안 되면 {who}님께 문의)",
]
ASK_KO_H = [
    "{date} 이후로 {desc} 값이 바뀌었나요?",
    "{desc} 값을 이 메모에 계속 둬도 되나요, 매번 여쭤볼까요?",
    "부재 시 {desc} 값은 누구에게 물어보면 되나요?",
]
ASK_KO_H_VALUE = [
    "{value} 값이 아직 {desc} 값 맞나요?",
    "{desc} 값으로 `{value}` 계속 써도 되나요?",
    "{who}님이 {desc} 값이 {value}라고 했는데 맞나요?",
]



# ----------------------------------------------------------------------------------------------
# part 8: note assembly and checks
# ----------------------------------------------------------------------------------------------
USED_TEMPLATES = {}      # template id -> count (dict keeps insertion order; never iterated as a set)


def use(name, lst):
    i = R.randrange(len(lst))
    key = "%s[%d]" % (name, i)
    USED_TEMPLATES[key] = USED_TEMPLATES.get(key, 0) + 1
    return lst[i]


def fmt_snip(snip, tag):
    one_line = "\n" not in snip
    st = R.random()
    if one_line and st < 0.25:
        return "`%s`" % snip
    if st < 0.70:
        return "```%s\n%s\n```" % (tag, snip)
    if st < 0.82:
        return "```\n%s\n```" % snip
    if st < 0.92:
        return "\n".join("    " + ln for ln in snip.split("\n"))
    return snip


def file_hint(m, ctx):
    f = m.get("file") or ""
    if "/" in f or "." in f:
        return f
    return pick([".env", "config/%s.yaml" % ctx["stage"], "values-%s.yaml" % ctx["stage"], "application.yml", "docker-compose.yml", "terraform.tfvars"])


def frames(lang, neutral=False, human=False):
    F = _frames(lang)
    if human:
        if lang == "ko":
            F.update(MC=("MC_KO_H", MC_KO_H), L_SNIP=("LESSON_KO_H_SNIP", LESSON_KO_H_SNIP), L_INLINE=("LESSON_KO_H_INLINE", LESSON_KO_H_INLINE),
                     ASK=("ASK_KO_H", ASK_KO_H), ASK_VALUE=("ASK_KO_H_VALUE", ASK_KO_H_VALUE))
        else:
            F.update(MC=("MC_EN_H", MC_EN_H), L_SNIP=("LESSON_EN_H_SNIP", LESSON_EN_H_SNIP), L_INLINE=("LESSON_EN_H_INLINE", LESSON_EN_H_INLINE),
                     ASK=("ASK_EN_H", ASK_EN_H), ASK_VALUE=("ASK_EN_H_VALUE", ASK_EN_H_VALUE))
    if neutral:
        if lang == "ko":
            F.update(MC=("MC_KO_N", MC_KO_N), MC_SNIP=("MC_KO_N_SNIP", MC_KO_N_SNIP), L_SNIP=("LESSON_KO_N_SNIP", LESSON_KO_N_SNIP),
                     L_PLAIN=("LESSON_KO_N_PLAIN", LESSON_KO_N_PLAIN), ASK=("ASK_KO_N", ASK_KO_N))
        else:
            F.update(MC=("MC_EN_N", MC_EN_N), MC_SNIP=("MC_EN_N_SNIP", MC_EN_N_SNIP), L_SNIP=("LESSON_EN_N_SNIP", LESSON_EN_N_SNIP),
                     L_PLAIN=("LESSON_EN_N_PLAIN", LESSON_EN_N_PLAIN), ASK=("ASK_EN_N", ASK_EN_N))
    return F


def _frames(lang):
    if lang == "ko":
        return dict(MC=("MC_KO", MC_KO), MC_SNIP=("MC_KO_SNIP", MC_KO_SNIP), MC_SPLIT=("MC_KO_SPLIT", MC_KO_SPLIT),
                    L_SNIP=("LESSON_KO_SNIP", LESSON_KO_SNIP), L_PLAIN=("LESSON_KO_PLAIN", LESSON_KO_PLAIN),
                    L_INLINE=("LESSON_KO_INLINE", LESSON_KO_INLINE), L_SPLIT=("LESSON_KO_SPLIT", LESSON_KO_SPLIT),
                    L_MENTION=("LESSON_KO_MENTION", LESSON_KO_MENTION),
                    ASK=("ASK_KO", ASK_KO), ASK_VALUE=("ASK_KO_VALUE", ASK_KO_VALUE), ASK_SNIP=("ASK_KO_SNIP", ASK_KO_SNIP))
    return dict(MC=("MC_EN", MC_EN), MC_SNIP=("MC_EN_SNIP", MC_EN_SNIP), MC_SPLIT=("MC_EN_SPLIT", MC_EN_SPLIT),
                L_SNIP=("LESSON_EN_SNIP", LESSON_EN_SNIP), L_PLAIN=("LESSON_EN_PLAIN", LESSON_EN_PLAIN),
                L_INLINE=("LESSON_EN_INLINE", LESSON_EN_INLINE), L_SPLIT=("LESSON_EN_SPLIT", LESSON_EN_SPLIT),
                L_MENTION=("LESSON_EN_MENTION", LESSON_EN_MENTION),
                ASK=("ASK_EN", ASK_EN), ASK_VALUE=("ASK_EN_VALUE", ASK_EN_VALUE), ASK_SNIP=("ASK_EN_SNIP", ASK_EN_SNIP))


def fill(tpl, d):
    return tpl.format_map(d)


def new_ctx(lang):
    return {"svc": pick(SERVICES), "stage": pick(STAGES), "lang": lang}


def slot_dict(m, ctx, lang):
    d = {"svc": ctx["svc"], "stage": STAGES_KO[ctx["stage"]] if lang == "ko" else ctx["stage"],
         "symptom": pick(SYMPTOMS_KO if lang == "ko" else SYMPTOMS_EN),
         "desc": m["desc_ko"] if lang == "ko" else re.sub(r"^the ", "", m["desc_en"]), "file": file_hint(m, ctx),
         "restart": pick(RESTARTS).format(svc=ctx["svc"]), "who": pick(KO_NAMES if lang == "ko" else EN_NAMES),
         "date": date_str(), "label": m.get("label") or "value", "value": m.get("value") or "", "snip": ""}
    if m.get("snip"):
        d["snip"] = fmt_snip(m["snip"], m["tag"])
    return d


def choose_placement(m):
    has_snip = bool(m.get("snip"))
    has_val = bool(m.get("value"))
    r = R.random()
    if has_snip and has_val:
        opts = [(0.48, "snippet in lesson"), (0.64, "snippet in missing_context"), (0.76, "snippet in lesson + value repeated in ask_next_time"),
                (0.80, "snippet in ask_next_time"), (0.88, "inline in lesson"), (0.95, "split: label in missing_context, value in lesson"),
                (1.01, "value only in ask_next_time question")]
    elif has_snip:
        opts = [(0.62, "snippet in lesson"), (0.92, "snippet in missing_context"), (1.01, "snippet in ask_next_time")]
    else:
        opts = [(0.50, "inline in lesson"), (0.72, "split: label in missing_context, value in lesson"), (0.86, "inline in lesson + value repeated in ask_next_time"),
                (1.01, "value only in ask_next_time question")]
    for p, name in opts:
        if r < p:
            return name
    return opts[-1][1]


def compose(placement, d, F, lang):
    """returns (missing_context, lesson, ask_next_time)"""
    def f(key):
        name, lst = F[key]
        return fill(use(name, lst), d)
    mc = lesson = ask = ""
    if placement == "snippet in lesson":
        mc, lesson, ask = f("MC"), f("L_SNIP"), (f("ASK") if R.random() < 0.9 else "")
    elif placement == "snippet in missing_context":
        mc, lesson, ask = f("MC_SNIP"), f("L_PLAIN"), (f("ASK") if R.random() < 0.9 else "")
    elif placement == "snippet in lesson + value repeated in ask_next_time":
        mc, lesson, ask = f("MC"), f("L_SNIP"), f("ASK_VALUE")
    elif placement == "snippet in ask_next_time":
        mc, lesson, ask = f("MC"), f("L_PLAIN"), f("ASK_SNIP")
    elif placement == "inline in lesson":
        mc, lesson, ask = f("MC"), f("L_INLINE"), (f("ASK") if R.random() < 0.85 else "")
    elif placement == "inline in lesson + value repeated in ask_next_time":
        mc, lesson, ask = f("MC"), f("L_INLINE"), f("ASK_VALUE")
    elif placement == "split: label in missing_context, value in lesson":
        mc, lesson, ask = f("MC_SPLIT"), f("L_SPLIT"), (f("ASK") if R.random() < 0.8 else "")
    elif placement == "value only in ask_next_time question":
        mc, lesson, ask = f("MC"), f("L_PLAIN"), f("ASK_VALUE")
    else:
        raise ValueError(placement)
    return mc, lesson, ask


def windows(s):
    return [s[i:i + 8] for i in range(len(s) - 7)]


def mask_secrets(text, secrets):
    hit = [False] * len(text)
    for s in sorted(secrets, key=len, reverse=True):
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                hit[j] = True
            start = i + 1
    return "".join("\x00" if hit[i] else c for i, c in enumerate(text))


def check_note(rec, cands=()):
    """returns None when the note is valid, else a reason string."""
    f = rec["fields"]
    for k, lim in (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)):
        if len(f[k].encode("utf-8")) > lim:
            return "too long: " + k
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    if "\x00" in "".join(f.values()):
        return "nul"
    secrets = rec["secrets"]
    if rec["kind"] == "clean":
        return None if secrets == [] else "clean with secrets"
    if not secrets:
        return "secret note without secrets"
    all_text = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in t for t in all_text):
            return "secret not verbatim"
    masked = [mask_secrets(t, secrets) for t in all_text]
    for s in secrets:
        for w in windows(s):
            if any(w in t for t in masked):
                return "window of a listed secret outside its occurrences"
    # a candidate secret that is not listed must not leak partially either
    for c in cands:
        if c in secrets:
            continue
        for w in windows(c):
            if any(w in t for t in masked):
                return "partial unlisted candidate"
    return None


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def build_secret(lang, recipe):
    ctx = new_ctx(lang)
    m = recipe(ctx)
    placement = choose_placement(m)
    d = slot_dict(m, ctx, lang)
    human = recipe in (sec_human_password, sec_wifi, sec_otp) and R.random() < 0.75
    mc, lesson, ask = compose(placement, d, frames(lang, human=human), lang)
    text = mc + "\n" + lesson + "\n" + ask
    secrets = dedupe([c for c in m["cands"] if c in text])
    if placement in ("snippet in lesson", "snippet in missing_context", "snippet in ask_next_time", "snippet in lesson + value repeated in ask_next_time"):
        cat = "%s @ %s" % (m["category"], placement)
    else:
        cat = "prose (%s): %s" % (placement, m["category"].split(": ", 1)[-1])
    rec = {"id": "", "lang": lang, "kind": "secret", "category": cat,
           "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, "secrets": secrets}
    return rec, m


NEUTRAL_CLEAN = {"clean_plain": 0.9, "clean_hashes": 0.8, "clean_request_ids": 0.8, "clean_long_ids": 0.85, "clean_b64": 0.6,
                 "clean_pubkeys": 0.5, "clean_nonsecret_ids": 0.5, "clean_policy": 0.4, "clean_encrypted": 0.3}


def build_clean(lang, recipe):
    ctx = new_ctx(lang)
    m = recipe(ctx)
    neutral_p = NEUTRAL_CLEAN.get(recipe.__name__, 0.0)
    F = frames(lang, neutral=R.random() < neutral_p)
    d = slot_dict(m, ctx, lang)

    def f(key):
        name, lst = F[key]
        return fill(use(name, lst), d)
    mention = m.get("mention")
    if m.get("snip"):
        r = R.random()
        if r < 0.55:
            mc, lesson, placement = f("MC"), f("L_SNIP"), "snippet in lesson"
        elif r < 0.9 or len(d["snip"].encode()) > 300:
            mc, lesson, placement = f("MC_SNIP"), f("L_PLAIN"), "snippet in missing_context"
        else:
            mc, lesson, placement = f("MC"), f("L_PLAIN"), "snippet in ask_next_time"
        ask = f("ASK_SNIP") if placement == "snippet in ask_next_time" else (f("ASK") if R.random() < 0.85 else "")
        if mention and R.random() < 0.35 and placement != "snippet in lesson":
            d["value"] = mention
            lesson = lesson + ("\n" if chance(0.5) else " ") + f("L_MENTION")
    elif mention:
        d["value"] = mention
        placement = "inline mention"
        mc = f("MC")
        if "password policy" in m["category"]:
            lesson = ("{stage} 비밀번호 규칙: {value}. 실제 비밀번호는 각자 설정하며 여기에 저장하지 않음." if lang == "ko"
                      else "Password rule for {stage}: {value}. Actual passwords are set by each user and never stored here.").format_map(d)
        elif "flags without values" in m["category"]:
            lesson = ("`{value}` 는 값을 프롬프트/파일/환경변수에서 읽으므로 셸 히스토리에 비밀번호가 남지 않음." if lang == "ko"
                      else "`{value}` reads the secret from a prompt, file or env var, so nothing sensitive ends up in shell history.").format_map(d)
        else:
            lesson = f("L_MENTION")
        ask = f("ASK") if R.random() < 0.85 else ""
    else:
        placement = "prose only"
        mc, lesson = f("MC"), f("L_PLAIN")
        ask = f("ASK") if R.random() < 0.85 else ""
    cat = "%s @ %s" % (m["category"], placement)
    if "[publishable]" in cat:
        cat = cat.replace(" [publishable]", "") + " [publishable]"
    rec = {"id": "", "lang": lang, "kind": "clean", "category": cat,
           "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, "secrets": []}
    return rec, m


# ----------------------------------------------------------------------------------------------
# part 9: plan, generate, shuffle, write
# ----------------------------------------------------------------------------------------------
SECRET_PLAN = [(sec_password_kv, 26), (sec_human_password, 28), (sec_cmd, 40), (sec_conn, 25), (sec_auth, 20),
               (sec_signed_url, 8), (sec_pem, 12), (sec_otp, 15), (sec_wifi, 8), (sec_webhook, 10), (sec_app_secret, 12),
               (sec_credfile, 14)]
CLEAN_PLAN = [(clean_placeholder, 50), (clean_masked, 25), (clean_refs, 35), (clean_hashes, 30), (clean_request_ids, 25),
              (clean_pubkeys, 25), (clean_nonsecret_ids, 25), (clean_b64, 12), (clean_long_ids, 12), (clean_policy, 15),
              (clean_flags, 20), (clean_encrypted, 20), (clean_example, 6), (clean_publishable, 25), (clean_plain, 35)]
MAX_TRIES = 200
REJECTS = {}


def gen_one(kind, lang, recipe):
    for _ in range(MAX_TRIES):
        if kind == "secret":
            rec, m = build_secret(lang, recipe)
            why = check_note(rec, m["cands"])
        else:
            rec, m = build_clean(lang, recipe)
            why = check_note(rec)
        if why is None:
            return rec, m
        REJECTS[why] = REJECTS.get(why, 0) + 1
    raise RuntimeError("could not build a valid %s note with %s" % (kind, recipe.__name__))


def vendor_recipe(entry):
    def r(ctx):
        return sec_vendor(ctx, entry)
    r.__name__ = "sec_vendor[%s %s]" % (entry[0], entry[2])
    return r


def langs(n_en, n_ko):
    ls = ["en"] * n_en + ["ko"] * n_ko
    R.shuffle(ls)
    return ls


def main():
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v106.jsonl")
    # ---- secret notes: every vendor entry once, then the other recipes by quota
    recipes = [vendor_recipe(e) for e in VENDORS]
    for fn, n in SECRET_PLAN:
        recipes += [fn] * n
    assert len(recipes) == N_SECRET, len(recipes)
    R.shuffle(recipes)
    records = []
    vendors_seen = []
    for recipe, lang in zip(recipes, langs(N_EN_PER_KIND, N_KO_PER_KIND)):
        rec, m = gen_one("secret", lang, recipe)
        records.append(rec)
        if m.get("vendor") and m["vendor"] not in vendors_seen:
            vendors_seen.append(m["vendor"])
    # ---- clean notes
    crec = []
    for fn, n in CLEAN_PLAN:
        crec += [fn] * n
    assert len(crec) == N_CLEAN, len(crec)
    R.shuffle(crec)
    clean_vendors = []
    for recipe, lang in zip(crec, langs(N_EN_PER_KIND, N_KO_PER_KIND)):
        rec, m = gen_one("clean", lang, recipe)
        records.append(rec)
        if m.get("vendor") and m["vendor"] not in clean_vendors:
            clean_vendors.append(m["vendor"])
    # ---- final shuffle, ids, global checks
    R.shuffle(records)
    for i, rec in enumerate(records):
        rec["id"] = "%s%03d" % (ID_PREFIX, i + 1)
    assert len(records) == N_SECRET + N_CLEAN
    for rec in records:
        assert list(rec.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(rec["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert check_note(rec) is None, (rec["id"], check_note(rec))
    counts = {}
    for rec in records:
        k = (rec["kind"], rec["lang"])
        counts[k] = counts.get(k, 0) + 1
    assert counts[("secret", "en")] == N_EN_PER_KIND and counts[("secret", "ko")] == N_KO_PER_KIND
    assert counts[("clean", "en")] == N_EN_PER_KIND and counts[("clean", "ko")] == N_KO_PER_KIND
    ids = [r["id"] for r in records]
    assert len(dedupe(ids)) == len(ids)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # ---- summary (stderr, so stdout stays empty)
    info = sys.stderr
    print("wrote %s (%d notes) sha256=%s" % (out_path, len(records), hashlib.sha256(data).hexdigest()), file=info)
    print("counts: %s" % ", ".join("%s/%s=%d" % (k[0], k[1], v) for k, v in sorted(counts.items())), file=info)
    print("vendor entries: %d; distinct vendors in secret notes: %d; distinct vendors named in clean notes: %d"
          % (len(VENDORS), len(vendors_seen), len(clean_vendors)), file=info)
    print("prose templates used: %d of %d" % (len(USED_TEMPLATES), sum(len(x) for x in ALL_FRAME_LISTS)), file=info)
    cats = dedupe([r["category"].split(" @ ")[0] for r in records])
    print("distinct categories (before placement suffix): %d" % len(cats), file=info)
    print("regenerated candidates: %s" % ", ".join("%s=%d" % kv for kv in sorted(REJECTS.items())), file=info)


ALL_FRAME_LISTS = [MC_EN, MC_EN_SNIP, MC_EN_SPLIT, LESSON_EN_SNIP, LESSON_EN_PLAIN, LESSON_EN_INLINE, LESSON_EN_SPLIT, ASK_EN,
                   ASK_EN_VALUE, ASK_EN_SNIP, MC_KO, MC_KO_SNIP, MC_KO_SPLIT, LESSON_KO_SNIP, LESSON_KO_PLAIN, LESSON_KO_INLINE,
                   LESSON_KO_SPLIT, ASK_KO, ASK_KO_VALUE, ASK_KO_SNIP, LESSON_EN_MENTION, LESSON_KO_MENTION,
                   MC_EN_N, MC_EN_N_SNIP, LESSON_EN_N_SNIP, LESSON_EN_N_PLAIN, ASK_EN_N,
                   MC_KO_N, MC_KO_N_SNIP, LESSON_KO_N_SNIP, LESSON_KO_N_PLAIN, ASK_KO_N,
                   MC_EN_H, LESSON_EN_H_SNIP, LESSON_EN_H_INLINE, ASK_EN_H, ASK_EN_H_VALUE,
                   MC_KO_H, LESSON_KO_H_SNIP, LESSON_KO_H_INLINE, ASK_KO_H, ASK_KO_H_VALUE]

if __name__ == "__main__":
    main()
