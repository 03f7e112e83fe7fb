#!/usr/bin/env python3
"""make_blind_set_v67.py -- blind evaluation set v67 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(67_2026_1127), drives every choice; nothing iterates over a set,
nothing depends on hash(), so the output is byte-identical on every run and
under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v67.py [output.jsonl]
        (default output: blind_set_v67.jsonl next to this script)

Every credential body is drawn from the PRNG at generation time; the word lists
below are only vocabulary (prose, user names, passphrase words), never tokens.
"""
import base64
import json
import os
import re
import struct
import sys
import random
import urllib.parse

SEED = 67_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_SECRET_EN = 216
N_CLEAN_EN = 216
ID_PREFIX = "dw"

# ---------------------------------------------------------------- alphabets
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
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"


# ---------------------------------------------------------------- PRNG helpers
def ch(seq):
    return seq[R.randrange(len(seq))]


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def coin(p=0.5):
    return R.random() < p


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4(upper=False):
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    s = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return s.upper() if upper else s


def pct(s):
    return urllib.parse.quote(s, safe="")


def shuffled(lst):
    out = list(lst)
    R.shuffle(out)
    return out


def pick(lst, k):
    return R.sample(list(lst), k)


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = ch("123456789") + s[1:]
    return s


def dedupe(lst):
    out = []
    for x in lst:
        if x not in out:
            out.append(x)
    return out


# ---------------------------------------------------------------- Korean helpers
_JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"),
         "은": ("은", "는"), "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"),
         "으로": ("으로", "로"), "로": ("으로", "로")}


def _batchim(word):
    """(has_final_consonant, final_is_rieul) for the last character of word."""
    if not word:
        return (False, False)
    c = word[-1]
    if "가" <= c <= "힣":
        j = (ord(c) - 0xAC00) % 28
        return (j != 0, j == 8)
    if c in "013678":
        return (True, c in "178")
    if c in "lmn":
        return (True, c == "l")
    return (False, False)


def josa(word, j):
    has, rieul = _batchim(word)
    a, b = _JOSA[j]
    if j in ("으로", "로"):
        return b if (not has or rieul) else a
    return a if has else b


def kf(template, **kw):
    """format {name} and {name:josa} placeholders (josa picked by the final consonant)."""
    def rep(m):
        if m.group(1) not in kw and m.group(1).isupper():
            return m.group(0)          # literal ${VAR}-style text inside prose
        v = str(kw[m.group(1)])
        j = m.group(2)
        return v + (josa(v, j) if j else "")
    return re.sub(r"\{(\w+)(?::([^{}]+))?\}", rep, template)


# dubeolsik keyboard mapping for "Korean typed on an English keyboard" passwords
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for c in word:
        if "가" <= c <= "힣":
            k = ord(c) - 0xAC00
            out.append(_CHO[k // 588] + _JUNG[(k % 588) // 28] + _JONG[k % 28])
        else:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------- vocabulary (not tokens)
EN_WORDS = ["apple", "river", "orange", "tiger", "cloud", "maple", "stone", "winter", "summer",
            "rocket", "pencil", "garden", "silver", "copper", "forest", "ocean", "falcon",
            "pepper", "violet", "marble", "canyon", "lemon", "harbor", "meadow", "thunder",
            "velvet", "walnut", "cactus", "dragon", "planet", "coffee", "butter", "candle",
            "mirror", "shadow", "puzzle", "island", "banjo", "turtle", "window", "bridge",
            "yellow", "purple", "crystal", "anchor", "saddle", "rabbit", "lantern", "magnet",
            "pickle", "noodle", "kettle", "blossom", "glacier", "hammer", "jungle", "ladder",
            "mango", "napkin", "orbit", "parrot", "quartz", "raven", "sunset", "tulip",
            "umbrella", "valley", "wizard", "zebra", "acorn", "badger", "cobalt", "dolphin",
            "ember", "fossil", "goblin", "hazel", "igloo", "jigsaw", "koala", "lobster",
            "mustard", "nectar", "otter", "pebble", "quiver", "radish", "sparrow", "trumpet",
            "unicorn", "vortex", "waffle", "yogurt", "biscuit", "cinnamon", "dumpling",
            "espresso", "flamingo", "gingko", "hedgehog", "kimchi", "lotus", "mochi", "pine"]
EN_FIRST = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
            "oscar", "peggy", "victor", "wendy", "liam", "olivia", "noah", "emma", "mason",
            "sophia", "lucas", "mia", "ethan", "chloe", "ryan", "hannah"]
EN_LAST = ["smith", "jones", "garcia", "miller", "davis", "wilson", "taylor", "clark", "lewis",
           "walker", "young", "hall", "moore", "baker"]
KO_ROMAN_FIRST = ["minji", "seoyeon", "jihoon", "hyunwoo", "soyeon", "dohyun", "jiwoo", "yuna",
                  "taeyang", "eunji", "junho", "sumin", "haneul", "yejin", "donghyun", "sungmin",
                  "jiyoung", "minseok", "hyejin", "woojin"]
KO_ROMAN_LAST = ["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim",
                 "han", "shin", "oh", "seo", "kwon", "hwang"]
KO_NAMES = ["김민지", "이서연", "박지훈", "최현우", "정소연", "강도현", "조지우", "윤유나", "장태양",
            "임은지", "한준호", "신수민", "오하늘", "서예진", "권동현", "황성민", "송지영", "배민석"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복", "바다", "하늘", "봄날", "커피", "김치찌개",
            "떡볶이", "산책", "무지개", "별빛", "달빛", "여름밤", "첫눈", "벚꽃", "호랑이", "토끼",
            "다람쥐", "해바라기", "초코", "라면", "서울", "부산", "제주도", "한강", "우리팀", "회사"]
EN_PEOPLE_DISPLAY = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Priya", "Tom",
                     "Sarah", "Ken", "Yuki", "Wei", "Lena", "Marco", "Jonas"]
SERVICES = ["billing-api", "order-worker", "notify-svc", "auth-gateway", "settlement-batch",
            "search-indexer", "media-uploader", "crm-sync", "report-cron", "payment-gateway",
            "inventory-api", "chat-bot", "admin-web", "data-pipeline", "ml-serving", "mobile-bff",
            "ledger-service", "coupon-service", "delivery-tracker", "partner-portal",
            "review-moderator", "point-service", "shipping-label", "kyc-checker", "etl-loader",
            "push-dispatcher", "invoice-pdf", "storefront", "backoffice", "recommendation-api"]
AWS_REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "us-west-2", "eu-central-1",
               "eu-west-1", "ap-southeast-1"]
TLDS = ["example.com", "example.co.kr", "corp.internal", "svc.local", "example.jp", "example.io"]


def person_user():
    if coin(0.5):
        return ch(EN_FIRST) + ch(["", ".", "_"]) + ch(EN_LAST)
    return ch(KO_ROMAN_FIRST) + ch(["", ".", "_"]) + ch(KO_ROMAN_LAST)


def svc_user():
    return ch(["svc_", "app_", "", "sa-", "ci-"]) + ch(["deploy", "reporting", "etl", "readonly",
                                                        "billing", "sync", "backup", "admin",
                                                        "batch", "api", "monitor", "migrator"])


def host(kind="db"):
    base = ch(["prod", "stg", "staging", "dev", "qa", "prd", "live"])
    n = ri(1, 4)
    styles = [
        lambda: "%s-%s-%02d.%s" % (kind, base, n, ch(TLDS)),
        lambda: "%s.%s.%s" % (kind, base, ch(TLDS)),
        lambda: "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250)),
        lambda: "%s%02d.%s" % (kind, n, ch(TLDS)),
    ]
    if kind == "db":
        styles.append(lambda: "%s-%s.c%s.%s.rds.amazonaws.com" % (ch(SERVICES).split("-")[0], base, rs(ANL, 12),
                                                                   ch(AWS_REGIONS)))
    return ch(styles)()


SVC_LOCK = [None]   # while a note is being built, every snippet and sentence names the same service


def svc_name():
    return SVC_LOCK[0] or ch(SERVICES)


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def date_compact():
    return "2025%02d%02d" % (ri(1, 12), ri(1, 28))


# ============================================================================
# Part 2: vendor credentials.  Each factory returns a fresh credential with a
# random body in the vendor's documented shape (prefix, alphabet, length).
# pairs: (CONFIG_KEY, value, is_secret); non-secret pairs are ids that travel
# with the secret (account SIDs, client ids, app ids, regions).
# ============================================================================
VENDORS = []


def vendor(name, region, hdr=None, api=None):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "fn": fn, "hdr": hdr, "api": api})
        return fn
    return deco


def S(k, v):
    return (k, v, True)


def N(k, v):
    return (k, v, False)


def jwt_hs256(payload):
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64u(rb(32))


def jwt_rs256(payload):
    head = b64u(json.dumps({"alg": "RS256", "kid": hx(16), "typ": "JWT"},
                           separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64u(rb(256))


# ---- global
@vendor("AWS IAM", "global", api="https://sts.amazonaws.com/")
def _v():
    return [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)),
            S("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40)),
            N("AWS_DEFAULT_REGION", ch(AWS_REGIONS))], ("AWS access key pair", "AWS 액세스 키")


@vendor("AWS STS", "global", api="https://sts.amazonaws.com/")
def _v():
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 520)) + ch(["", "=", "=="])
    return [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)),
            S("AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40)),
            S("AWS_SESSION_TOKEN", tok)], ("temporary AWS session credentials", "AWS 임시 세션 자격 증명")


@vendor("GitHub classic PAT", "global", hdr="Authorization: token {t}", api="https://api.github.com/user")
def _v():
    return [S("GITHUB_TOKEN", "ghp_" + rs(AN, 36))], ("GitHub personal access token", "GitHub 개인 액세스 토큰")


@vendor("GitHub fine-grained PAT", "global", api="https://api.github.com/repos/acme/infra")
def _v():
    return [S("GH_TOKEN", "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59))], \
        ("fine-grained GitHub token", "GitHub fine-grained 토큰")


@vendor("GitHub OAuth token", "global", api="https://api.github.com/user/repos")
def _v():
    return [S("GITHUB_OAUTH_TOKEN", "gho_" + rs(AN, 36))], ("GitHub OAuth token", "GitHub OAuth 토큰")


@vendor("GitHub App installation token", "global", api="https://api.github.com/installation/repositories")
def _v():
    return [N("GITHUB_APP_ID", digits(6)), S("GITHUB_INSTALLATION_TOKEN", "ghs_" + rs(AN, 36))], \
        ("GitHub App installation token", "GitHub App 설치 토큰")


@vendor("GitLab PAT", "global", hdr="PRIVATE-TOKEN: {t}", api="https://gitlab.com/api/v4/projects")
def _v():
    return [S("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))], ("GitLab personal access token", "GitLab 개인 토큰")


@vendor("GitLab runner token", "global")
def _v():
    return [N("CI_SERVER_URL", "https://gitlab." + ch(TLDS)), S("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))], \
        ("GitLab runner authentication token", "GitLab 러너 인증 토큰")


@vendor("Slack bot token", "global", api="https://slack.com/api/chat.postMessage")
def _v():
    return [S("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(ri(10, 13)), digits(ri(10, 13)), rs(AN, 24))),
            N("SLACK_CHANNEL", "C0" + rs(ANU, 9))], ("Slack bot token", "Slack 봇 토큰")


@vendor("Slack user token", "global", api="https://slack.com/api/conversations.history")
def _v():
    return [S("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(ri(10, 12)), digits(ri(10, 12)),
                                                        digits(13), hx(32)))], \
        ("Slack user token", "Slack 사용자 토큰")


@vendor("Slack app-level token", "global")
def _v():
    return [S("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), hx(64)))], \
        ("Slack app-level token (Socket Mode)", "Slack 앱 레벨 토큰")


@vendor("Stripe secret key", "global", hdr="Authorization: Bearer {t}", api="https://api.stripe.com/v1/charges")
def _v():
    body = rs(AN, 24) if coin(0.4) else "51" + rs(AN, 97)
    return [S("STRIPE_SECRET_KEY", "sk_live_" + body)], ("Stripe live secret key", "Stripe 라이브 시크릿 키")


@vendor("Stripe restricted key", "global", api="https://api.stripe.com/v1/customers")
def _v():
    body = rs(AN, 24) if coin(0.4) else "51" + rs(AN, 97)
    return [S("STRIPE_API_KEY", "rk_live_" + body)], ("Stripe restricted key", "Stripe restricted 키")


@vendor("Stripe webhook secret", "global")
def _v():
    return [S("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))], \
        ("Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿")


@vendor("OpenAI", "global", api="https://api.openai.com/v1/chat/completions")
def _v():
    if coin(0.3):
        t = "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    else:
        t = ch(["sk-proj-", "sk-svcacct-"]) + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return [S("OPENAI_API_KEY", t)], ("OpenAI API key", "OpenAI API 키")


@vendor("Anthropic", "global", hdr="x-api-key: {t}", api="https://api.anthropic.com/v1/messages")
def _v():
    return [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")], ("Anthropic API key", "Anthropic API 키")


@vendor("Google Gemini API key", "global", hdr="x-goog-api-key: {t}",
        api="https://generativelanguage.googleapis.com/v1beta/models")
def _v():
    return [S("GEMINI_API_KEY", "AIza" + rs(B64U, 35))], ("server-side Gemini API key", "서버용 Gemini API 키")


@vendor("Google OAuth client secret", "global")
def _v():
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))
    return [N("GOOGLE_CLIENT_ID", cid), S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))], \
        ("Google OAuth client secret", "Google OAuth 클라이언트 시크릿")


@vendor("Twilio auth token", "global", api="https://api.twilio.com/2010-04-01/Accounts.json")
def _v():
    return [N("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32))], \
        ("Twilio auth token", "Twilio auth 토큰")


@vendor("SendGrid", "global", api="https://api.sendgrid.com/v3/mail/send")
def _v():
    return [S("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))], ("SendGrid API key", "SendGrid API 키")


@vendor("Mailgun", "global", api="https://api.mailgun.net/v3/mg.example.com/messages")
def _v():
    t = "key-" + hx(32) if coin(0.5) else "%s-%s-%s" % (hx(32), hx(8), hx(8))
    return [N("MAILGUN_DOMAIN", "mg." + ch(TLDS)), S("MAILGUN_API_KEY", t)], ("Mailgun API key", "Mailgun API 키")


@vendor("npm", "global")
def _v():
    return [S("NPM_TOKEN", "npm_" + rs(AN, 36))], ("npm automation token", "npm 배포 토큰")


@vendor("PyPI", "global")
def _v():
    return [S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(120, 170)))], ("PyPI API token", "PyPI API 토큰")


@vendor("Docker Hub", "global")
def _v():
    return [N("DOCKERHUB_USERNAME", person_user()), S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))], \
        ("Docker Hub access token", "Docker Hub 액세스 토큰")


@vendor("Hugging Face", "global", api="https://huggingface.co/api/whoami-v2")
def _v():
    return [S("HF_TOKEN", "hf_" + rs(UP + LO, 34))], ("Hugging Face token", "Hugging Face 토큰")


@vendor("Shopify Admin API", "global", hdr="X-Shopify-Access-Token: {t}",
        api="https://acme-store.myshopify.com/admin/api/2024-10/orders.json")
def _v():
    return [N("SHOPIFY_SHOP", rs(ANL, 8) + ".myshopify.com"), S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hx(32))], \
        ("Shopify Admin API access token", "Shopify Admin API 토큰")


@vendor("Datadog", "global", hdr="DD-API-KEY: {t}", api="https://api.datadoghq.com/api/v1/validate")
def _v():
    return [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40)), N("DD_SITE", ch(["datadoghq.com", "ap1.datadoghq.com",
                                                                             "datadoghq.eu"]))], \
        ("Datadog API and application keys", "Datadog API 키와 앱 키")


@vendor("New Relic", "global", hdr="API-Key: {t}", api="https://api.newrelic.com/graphql")
def _v():
    return [S("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27))], ("New Relic user API key", "New Relic 사용자 API 키")


@vendor("Sentry", "global", api="https://sentry.io/api/0/projects/")
def _v():
    return [S("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))], ("Sentry auth token", "Sentry 인증 토큰")


@vendor("DigitalOcean", "global", api="https://api.digitalocean.com/v2/droplets")
def _v():
    return [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))], ("DigitalOcean API token", "DigitalOcean API 토큰")


@vendor("Linear", "global", hdr="Authorization: {t}", api="https://api.linear.app/graphql")
def _v():
    return [S("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))], ("Linear API key", "Linear API 키")


@vendor("Notion", "global", api="https://api.notion.com/v1/databases")
def _v():
    t = "ntn_" + digits(11) + rs(AN, 35) if coin(0.6) else "secret_" + rs(AN, 43)
    return [S("NOTION_TOKEN", t)], ("Notion integration token", "Notion 통합 토큰")


@vendor("Atlassian", "global", api="https://acme.atlassian.net/rest/api/3/myself")
def _v():
    t = "ATATT3xFfGF0" + rs(B64U, ri(150, 170)) + "=" + rs(HEXU, 8)
    return [N("JIRA_EMAIL", person_user() + "@" + ch(TLDS)), S("JIRA_API_TOKEN", t)], \
        ("Atlassian API token", "Atlassian API 토큰")


@vendor("Azure Storage", "global")
def _v():
    return [N("AZURE_STORAGE_ACCOUNT", "st" + rs(ANL, ri(8, 14))),
            S("AZURE_STORAGE_KEY", b64e(rb(64)))], ("Azure storage account key", "Azure 스토리지 계정 키")


@vendor("Azure AD client secret", "global")
def _v():
    return [N("AZURE_TENANT_ID", uuid4()), N("AZURE_CLIENT_ID", uuid4()),
            S("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "~._-", 34))], \
        ("Entra ID (Azure AD) client secret", "Entra ID 클라이언트 시크릿")


@vendor("Azure OpenAI", "global", hdr="api-key: {t}",
        api="https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
def _v():
    return [N("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % rs(ANL, 8)),
            S("AZURE_OPENAI_API_KEY", hx(32))], ("Azure OpenAI key", "Azure OpenAI 키")


@vendor("Cloudflare", "global", api="https://api.cloudflare.com/client/v4/user/tokens/verify")
def _v():
    return [N("CLOUDFLARE_ZONE_ID", hx(32)), S("CLOUDFLARE_API_TOKEN", rs(B64U, 40))], \
        ("Cloudflare API token", "Cloudflare API 토큰")


@vendor("Vercel", "global", api="https://api.vercel.com/v9/projects")
def _v():
    return [S("VERCEL_TOKEN", rs(AN, 24)), N("VERCEL_ORG_ID", "team_" + rs(AN, 24))], ("Vercel token", "Vercel 토큰")


@vendor("Supabase service_role", "global")
def _v():
    ref = rs(LO, 20)
    iat = ri(1690000000, 1740000000)
    t = jwt_hs256({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000})
    return [N("SUPABASE_URL", "https://%s.supabase.co" % ref), S("SUPABASE_SERVICE_ROLE_KEY", t)], \
        ("Supabase service_role key", "Supabase service_role 키")


@vendor("Terraform Cloud", "global", api="https://app.terraform.io/api/v2/organizations")
def _v():
    return [S("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))], ("Terraform Cloud API token", "Terraform Cloud 토큰")


@vendor("HashiCorp Vault", "global", hdr="X-Vault-Token: {t}", api="https://vault.corp.internal:8200/v1/secret/data/app")
def _v():
    return [N("VAULT_ADDR", "https://vault.%s:8200" % ch(TLDS)), S("VAULT_TOKEN", "hvs." + rs(AN, ch([24, 24, 91])))], \
        ("Vault token", "Vault 토큰")


@vendor("Postman", "global", hdr="X-Api-Key: {t}", api="https://api.getpostman.com/collections")
def _v():
    return [S("POSTMAN_API_KEY", "PMAK-%s-%s" % (hx(24), hx(34)))], ("Postman API key", "Postman API 키")


@vendor("Figma", "global", hdr="X-Figma-Token: {t}", api="https://api.figma.com/v1/me")
def _v():
    return [S("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], ("Figma personal access token", "Figma 개인 토큰")


@vendor("Airtable", "global", api="https://api.airtable.com/v0/meta/bases")
def _v():
    return [N("AIRTABLE_BASE_ID", "app" + rs(AN, 14)), S("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hx(64))], \
        ("Airtable personal access token", "Airtable 개인 토큰")


@vendor("Square", "global", api="https://connect.squareup.com/v2/locations")
def _v():
    return [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))], ("Square access token", "Square 액세스 토큰")


@vendor("PayPal", "global")
def _v():
    return [N("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))], \
        ("PayPal REST client secret", "PayPal REST 클라이언트 시크릿")


@vendor("Discord bot", "global", hdr="Authorization: Bot {t}", api="https://discord.com/api/v10/users/@me")
def _v():
    t = b64u(digits(ri(18, 19)).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    return [S("DISCORD_BOT_TOKEN", t)], ("Discord bot token", "Discord 봇 토큰")


@vendor("Telegram bot", "global")
def _v():
    return [S("TELEGRAM_BOT_TOKEN", digits(10) + ":AA" + rs(B64U, 33)), N("TELEGRAM_CHAT_ID", "-100" + digits(10))], \
        ("Telegram bot token", "Telegram 봇 토큰")


@vendor("Okta", "global", hdr="Authorization: SSWS {t}", api="https://acme.okta.com/api/v1/users?limit=25")
def _v():
    return [N("OKTA_ORG_URL", "https://%s.okta.com" % rs(ANL, 7)), S("OKTA_API_TOKEN", "00" + rs(B64U, 40))], \
        ("Okta API token", "Okta API 토큰")


@vendor("Auth0", "global")
def _v():
    return [N("AUTH0_DOMAIN", "%s.%s.auth0.com" % (rs(ANL, 8), ch(["us", "eu", "jp", "au"]))),
            N("AUTH0_CLIENT_ID", rs(AN, 32)), S("AUTH0_CLIENT_SECRET", rs(B64U, 64))], \
        ("Auth0 client secret", "Auth0 클라이언트 시크릿")


@vendor("Firebase Cloud Messaging legacy key", "global", hdr="Authorization: key={t}",
        api="https://fcm.googleapis.com/fcm/send")
def _v():
    return [S("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))], \
        ("FCM legacy server key", "FCM 레거시 서버 키")


@vendor("Mapbox secret token", "global")
def _v():
    t = "sk." + b64u(json.dumps({"u": person_user().replace(".", ""), "a": rs(ANL, 25)},
                                separators=(",", ":")).encode()) + "." + rs(B64U, 22)
    return [S("MAPBOX_DOWNLOADS_TOKEN", t)], ("Mapbox secret (downloads) token", "Mapbox 시크릿 토큰")


@vendor("Algolia admin key", "global", hdr="X-Algolia-API-Key: {t}")
def _v():
    return [N("ALGOLIA_APP_ID", rs(ANU, 10)), S("ALGOLIA_ADMIN_KEY", hx(32))], ("Algolia admin API key", "Algolia 관리자 API 키")


@vendor("Grafana service account", "global", api="https://grafana.corp.internal/api/dashboards/uid/ops")
def _v():
    return [N("GRAFANA_URL", "https://grafana." + ch(TLDS)), S("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hx(8))], \
        ("Grafana service account token", "Grafana 서비스 계정 토큰")


@vendor("Databricks", "global", api="https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list")
def _v():
    return [N("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), ri(1, 19))),
            S("DATABRICKS_TOKEN", "dapi" + hx(32) + ch(["", "-2", "-3"]))], ("Databricks PAT", "Databricks 토큰")


@vendor("Pulumi", "global")
def _v():
    return [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))], ("Pulumi access token", "Pulumi 액세스 토큰")


@vendor("Render", "global", api="https://api.render.com/v1/services")
def _v():
    return [S("RENDER_API_KEY", "rnd_" + rs(AN, 32))], ("Render API key", "Render API 키")


@vendor("Replicate", "global", api="https://api.replicate.com/v1/predictions")
def _v():
    return [S("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))], ("Replicate API token", "Replicate API 토큰")


@vendor("Groq", "global", api="https://api.groq.com/openai/v1/chat/completions")
def _v():
    return [S("GROQ_API_KEY", "gsk_" + rs(AN, 52))], ("Groq API key", "Groq API 키")


@vendor("Perplexity", "global", api="https://api.perplexity.ai/chat/completions")
def _v():
    return [S("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48))], ("Perplexity API key", "Perplexity API 키")


@vendor("xAI", "global", api="https://api.x.ai/v1/chat/completions")
def _v():
    return [S("XAI_API_KEY", "xai-" + rs(AN, 80))], ("xAI API key", "xAI API 키")


@vendor("Tailscale", "global")
def _v():
    return [S("TS_AUTHKEY", "tskey-auth-" + rs(AN, ri(9, 12)) + "CNTRL-" + rs(AN, 33))], \
        ("Tailscale auth key", "Tailscale 인증 키")


@vendor("1Password service account", "global")
def _v():
    blob = {"signInAddress": "my.1password.com", "email": rs(ANL, 26) + "@1passwordserviceaccounts.com",
            "srpX": hx(64), "muk": {"alg": "A256GCM", "k": b64u(rb(32)), "kty": "oct", "kid": "mp"},
            "secretKey": "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6), "deviceUuid": rs(ANL, 26)}
    return [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + b64u(json.dumps(blob, separators=(",", ":")).encode()))], \
        ("1Password service account token", "1Password 서비스 계정 토큰")


@vendor("age", "global")
def _v():
    return [S("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58))], ("age secret key", "age 비밀 키")


@vendor("Bitbucket app password", "global")
def _v():
    return [N("BITBUCKET_USERNAME", person_user()), S("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32) + rs(HEXU, 8))], \
        ("Bitbucket app password", "Bitbucket 앱 비밀번호")


@vendor("Contentful", "global", api="https://api.contentful.com/spaces")
def _v():
    return [N("CONTENTFUL_SPACE_ID", rs(ANL, 12)), S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))], \
        ("Contentful management token", "Contentful 관리 토큰")


@vendor("Meta Graph API", "global", api="https://graph.facebook.com/v19.0/me/accounts")
def _v():
    return [N("FB_PAGE_ID", digits(15)), S("FB_PAGE_ACCESS_TOKEN", "EAA" + ch("BGI") + rs(AN, ri(150, 190)))], \
        ("Facebook page access token", "Facebook 페이지 액세스 토큰")


@vendor("X (Twitter) bearer", "global", api="https://api.twitter.com/2/tweets/search/recent")
def _v():
    t = "A" * 21 + rs(AN, 14) + "A" * 6 + rs(AN, 38) + "%3D" + rs(AN, 50)
    return [S("TWITTER_BEARER_TOKEN", t)], ("X API bearer token", "X(트위터) API bearer 토큰")


@vendor("Postmark", "global", hdr="X-Postmark-Server-Token: {t}", api="https://api.postmarkapp.com/email")
def _v():
    return [S("POSTMARK_SERVER_TOKEN", uuid4())], ("Postmark server token", "Postmark 서버 토큰")


@vendor("Doppler", "global")
def _v():
    return [S("DOPPLER_TOKEN", "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(AN, 43))], \
        ("Doppler service token", "Doppler 서비스 토큰")


@vendor("Fly.io", "global")
def _v():
    return [S("FLY_API_TOKEN", "fm2_lJPE" + rs(B64, ri(240, 330)))], ("Fly.io deploy token", "Fly.io 배포 토큰")


@vendor("Netlify", "global", api="https://api.netlify.com/api/v1/sites")
def _v():
    return [S("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))], ("Netlify personal access token", "Netlify 토큰")


@vendor("Asana", "global", api="https://app.asana.com/api/1.0/users/me")
def _v():
    return [S("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hx(32)))], ("Asana personal access token", "Asana 토큰")


@vendor("Mailchimp", "global")
def _v():
    return [S("MAILCHIMP_API_KEY", hx(32) + "-us" + str(ri(1, 21)))], ("Mailchimp API key", "Mailchimp API 키")


@vendor("Zendesk", "global")
def _v():
    return [N("ZENDESK_EMAIL", person_user() + "@" + ch(TLDS)), S("ZENDESK_API_TOKEN", rs(AN, 40))], \
        ("Zendesk API token", "Zendesk API 토큰")


@vendor("CircleCI", "global", hdr="Circle-Token: {t}", api="https://circleci.com/api/v2/me")
def _v():
    return [S("CIRCLECI_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hx(40))], ("CircleCI personal token", "CircleCI 개인 토큰")


@vendor("Buildkite", "global", api="https://api.buildkite.com/v2/user")
def _v():
    return [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))], ("Buildkite API token", "Buildkite API 토큰")


@vendor("Dropbox", "global", api="https://api.dropboxapi.com/2/files/list_folder")
def _v():
    return [S("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64U, ri(140, 160)))], ("Dropbox access token", "Dropbox 액세스 토큰")


@vendor("Intercom", "global", api="https://api.intercom.io/me")
def _v():
    raw = "tok:%s:1:0" % uuid4().replace("-", "_")
    return [S("INTERCOM_ACCESS_TOKEN", b64e(raw.encode()).rstrip("="))], ("Intercom access token", "Intercom 액세스 토큰")


@vendor("Plaid", "global")
def _v():
    return [N("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30)), N("PLAID_ENV", "production")], \
        ("Plaid secret", "Plaid 시크릿")


@vendor("Razorpay", "global")
def _v():
    return [N("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14)), S("RAZORPAY_KEY_SECRET", rs(AN, 24))], \
        ("Razorpay key secret", "Razorpay 키 시크릿")


@vendor("Cohere", "global", api="https://api.cohere.com/v2/chat")
def _v():
    return [S("CO_API_KEY", rs(AN, 40))], ("Cohere API key", "Cohere API 키")


@vendor("Spotify", "europe")
def _v():
    return [N("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))], \
        ("Spotify client secret", "Spotify 클라이언트 시크릿")


# ---- European
@vendor("Mistral AI", "europe", api="https://api.mistral.ai/v1/chat/completions")
def _v():
    return [S("MISTRAL_API_KEY", rs(AN, 32))], ("Mistral API key", "Mistral API 키")


@vendor("DeepL", "europe", hdr="Authorization: DeepL-Auth-Key {t}", api="https://api-free.deepl.com/v2/translate")
def _v():
    return [S("DEEPL_AUTH_KEY", uuid4() + ch([":fx", ""]))], ("DeepL auth key", "DeepL 인증 키")


@vendor("Vonage", "europe")
def _v():
    return [S("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", rs(AN, 16))], ("Vonage API key and secret", "Vonage API 키/시크릿")


@vendor("Pusher", "europe")
def _v():
    return [N("PUSHER_APP_ID", digits(7)), N("PUSHER_KEY", hx(20)), S("PUSHER_SECRET", hx(20)),
            N("PUSHER_CLUSTER", ch(["ap3", "eu", "mt1"]))], ("Pusher app secret", "Pusher 앱 시크릿")


@vendor("Checkout.com", "europe", api="https://api.sandbox.checkout.com/payments")
def _v():
    return [S("CKO_SECRET_KEY", "sk_sbox_" + rs(ANL, 27))], ("Checkout.com secret key", "Checkout.com 시크릿 키")


@vendor("Mollie", "europe", api="https://api.mollie.com/v2/payments")
def _v():
    return [S("MOLLIE_API_KEY", "live_" + rs(AN, 30))], ("Mollie live API key", "Mollie 라이브 API 키")


@vendor("Adyen", "europe", hdr="X-API-Key: {t}", api="https://checkout-test.adyen.com/v71/payments")
def _v():
    t = "AQE" + rs(B64, 90) + "==-" + rs(B64, 43) + "=-" + rs(AN + "<>,;:{}%$[]()", 16)
    return [N("ADYEN_MERCHANT_ACCOUNT", rs(UP + LO, 8) + "ECOM"), S("ADYEN_API_KEY", t)], ("Adyen API key", "Adyen API 키")


@vendor("GoCardless", "europe", api="https://api.gocardless.com/customers")
def _v():
    return [S("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))], ("GoCardless access token", "GoCardless 액세스 토큰")


@vendor("Scaleway", "europe")
def _v():
    return [S("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17)), S("SCW_SECRET_KEY", uuid4()),
            N("SCW_DEFAULT_PROJECT_ID", uuid4())], ("Scaleway API key", "Scaleway API 키")


@vendor("OVHcloud", "europe")
def _v():
    return [S("OVH_APPLICATION_KEY", rs(AN, 16)), S("OVH_APPLICATION_SECRET", rs(AN, 32)),
            S("OVH_CONSUMER_KEY", rs(AN, 32))], ("OVHcloud API credentials (application key/secret, consumer key)", "OVHcloud API 자격 증명")


@vendor("Hetzner Cloud", "europe", api="https://api.hetzner.cloud/v1/servers")
def _v():
    return [S("HCLOUD_TOKEN", rs(AN, 64))], ("Hetzner Cloud API token", "Hetzner Cloud API 토큰")


@vendor("Brevo", "europe", hdr="api-key: {t}", api="https://api.brevo.com/v3/smtp/email")
def _v():
    return [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(AN, 16))], ("Brevo (Sendinblue) API key", "Brevo API 키")


@vendor("Mailjet", "europe")
def _v():
    return [S("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))], ("Mailjet API key pair", "Mailjet API 키 쌍")


@vendor("Pipedrive", "europe")
def _v():
    return [S("PIPEDRIVE_API_TOKEN", hx(40))], ("Pipedrive API token", "Pipedrive API 토큰")


@vendor("Wise", "europe", api="https://api.transferwise.com/v1/profiles")
def _v():
    return [S("WISE_API_TOKEN", uuid4())], ("Wise API token", "Wise API 토큰")


@vendor("MessageBird", "europe", hdr="Authorization: AccessKey {t}", api="https://rest.messagebird.com/messages")
def _v():
    return [S("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25))], ("MessageBird live access key", "MessageBird 액세스 키")


@vendor("Typeform", "europe", api="https://api.typeform.com/forms")
def _v():
    return [S("TYPEFORM_TOKEN", "tfp_" + rs(AN, 44) + "_" + rs(AN, 14))], ("Typeform personal token", "Typeform 개인 토큰")


@vendor("Qonto", "europe")
def _v():
    return [N("QONTO_LOGIN", rs(ANL, 6) + "-" + rs(ANL, 4)), S("QONTO_SECRET_KEY", hx(32))], \
        ("Qonto API secret key", "Qonto API 시크릿 키")


# ---- Korean
@vendor("Kakao REST API key", "korea", hdr="Authorization: KakaoAK {t}",
        api="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90")
def _v():
    return [S("KAKAO_REST_API_KEY", hx(32))], ("Kakao REST API key", "카카오 REST API 키")


@vendor("Kakao Admin key", "korea", hdr="Authorization: KakaoAK {t}", api="https://kapi.kakao.com/v1/user/ids")
def _v():
    return [N("KAKAO_APP_ID", digits(6)), S("KAKAO_ADMIN_KEY", hx(32))], ("Kakao admin key", "카카오 Admin 키")


@vendor("Naver Cloud Platform", "korea")
def _v():
    return [S("NCLOUD_ACCESS_KEY", rs(AN, 20)), S("NCLOUD_SECRET_KEY", rs(AN, 40))], \
        ("NAVER Cloud access key pair", "네이버 클라우드 액세스 키")


@vendor("Naver Developers", "korea", hdr="X-Naver-Client-Secret: {t}",
        api="https://openapi.naver.com/v1/search/blog.json?query=test")
def _v():
    return [N("NAVER_CLIENT_ID", rs(AN, 20)), S("NAVER_CLIENT_SECRET", rs(AN, 10))], \
        ("Naver Open API client secret", "네이버 오픈 API Client Secret")


@vendor("Toss Payments", "korea")
def _v():
    return [S("TOSS_SECRET_KEY", ch(["test_sk_", "live_sk_", "test_gsk_", "live_gsk_"]) + rs(AN, 28))], \
        ("Toss Payments secret key", "토스페이먼츠 시크릿 키")


@vendor("PortOne V1 (iamport)", "korea")
def _v():
    return [N("IMP_CODE", "imp" + digits(8)), S("IMP_KEY", digits(16)), S("IMP_SECRET", rs(AN, 80))], \
        ("PortOne (iamport) REST API key and secret", "포트원(아임포트) REST API 키/시크릿")


@vendor("PortOne V2", "korea", hdr="Authorization: PortOne {t}", api="https://api.portone.io/payments")
def _v():
    return [N("PORTONE_STORE_ID", "store-" + uuid4()), S("PORTONE_API_SECRET", rs(AN, 80))], \
        ("PortOne V2 API secret", "포트원 V2 API 시크릿")


@vendor("KakaoPay", "korea", hdr="Authorization: SECRET_KEY {t}",
        api="https://open-api.kakaopay.com/online/v1/payment/ready")
def _v():
    return [N("KAKAOPAY_CID", "TC0ONETIME"), S("KAKAOPAY_SECRET_KEY", ch(["DEV", "PRD"]) + rs(HEXU, 37))], \
        ("KakaoPay secret key", "카카오페이 시크릿 키")


@vendor("NHN Cloud", "korea", hdr="X-Secret-Key: {t}")
def _v():
    return [S("NHN_APP_KEY", rs(AN, 16)), S("NHN_SECRET_KEY", rs(AN, 8))], ("NHN Cloud SMS appkey and secret key", "NHN Cloud SMS 앱키/시크릿 키")


@vendor("data.go.kr", "korea")
def _v():
    return [S("DATA_GO_KR_SERVICE_KEY", b64e(rb(ri(66, 72))))], ("data.go.kr service key", "공공데이터포털 서비스키")


@vendor("Solapi", "korea")
def _v():
    return [S("SOLAPI_API_KEY", "NCS" + rs(ANU, 13)), S("SOLAPI_API_SECRET", rs(ANU, 32))], \
        ("Solapi (CoolSMS) API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿")


@vendor("Channel Talk", "korea", hdr="x-access-secret: {t}")
def _v():
    return [S("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))], \
        ("Channel Talk access key and secret", "채널톡 access key/secret")


@vendor("Sendbird", "korea", hdr="Api-Token: {t}")
def _v():
    return [N("SENDBIRD_APP_ID", uuid4(upper=True)), S("SENDBIRD_API_TOKEN", hx(40))], \
        ("Sendbird master API token", "Sendbird 마스터 API 토큰")


@vendor("NICEPAY", "korea")
def _v():
    return [N("NICEPAY_MID", "nicepay" + rs(ANL, 3) + "m"), S("NICEPAY_MERCHANT_KEY", b64e(rb(66)))], \
        ("NICEPAY merchant key", "나이스페이 상점 키")


@vendor("KG Inicis", "korea")
def _v():
    return [N("INICIS_MID", "INIpay" + digits(4)), S("INICIS_SIGN_KEY", b64e(rb(30)))], \
        ("KG Inicis signKey", "KG이니시스 signKey")


@vendor("KFTC Open Banking", "korea")
def _v():
    return [N("OPENBANKING_CLIENT_ID", uuid4()), S("OPENBANKING_CLIENT_SECRET", uuid4())], \
        ("open banking client secret", "오픈뱅킹 client_secret")


@vendor("Aligo SMS", "korea")
def _v():
    return [N("ALIGO_USER_ID", person_user()), S("ALIGO_API_KEY", rs(ANL, 32))], ("Aligo SMS API key", "알리고 문자 API 키")


# ---- Japanese
@vendor("LINE Messaging API", "japan", api="https://api.line.me/v2/bot/message/push")
def _v():
    return [S("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "="), S("LINE_CHANNEL_SECRET", hx(32))], \
        ("LINE channel access token and channel secret", "LINE 채널 액세스 토큰과 채널 시크릿")


@vendor("LINE Notify", "japan", api="https://notify-api.line.me/api/notify")
def _v():
    return [S("LINE_NOTIFY_TOKEN", rs(AN, 43))], ("LINE Notify token", "LINE Notify 토큰")


@vendor("Chatwork", "japan", hdr="X-ChatWorkToken: {t}", api="https://api.chatwork.com/v2/me")
def _v():
    return [S("CHATWORK_API_TOKEN", hx(32))], ("Chatwork API token", "Chatwork API 토큰")


@vendor("PAY.JP", "japan", api="https://api.pay.jp/v1/charges")
def _v():
    return [S("PAYJP_SECRET_KEY", "sk_live_" + hx(24))], ("PAY.JP secret key", "PAY.JP 시크릿 키")


@vendor("Backlog", "japan")
def _v():
    return [N("BACKLOG_SPACE", rs(ANL, 8) + ".backlog.jp"), S("BACKLOG_API_KEY", rs(AN, 64))], \
        ("Backlog API key", "Backlog API 키")


@vendor("kintone", "japan", hdr="X-Cybozu-API-Token: {t}",
        api="https://acme.cybozu.com/k/v1/records.json?app=12")
def _v():
    return [N("KINTONE_APP_ID", str(ri(5, 400))), S("KINTONE_API_TOKEN", rs(AN, 40))], \
        ("kintone API token", "kintone API 토큰")


@vendor("Sakura Cloud", "japan")
def _v():
    return [S("SAKURACLOUD_ACCESS_TOKEN", uuid4()), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))], \
        ("Sakura Cloud API token and secret", "사쿠라 클라우드 API 토큰/시크릿")


@vendor("GMO Payment Gateway", "japan")
def _v():
    return [N("GMO_SHOP_ID", "tshop" + digits(8, False)), S("GMO_SHOP_PASS", rs(ANL, 8))], \
        ("GMO-PG shop password", "GMO-PG 샵 비밀번호")


@vendor("Rakuten Web Service", "japan")
def _v():
    return [N("RAKUTEN_APPLICATION_ID", digits(19)), S("RAKUTEN_APPLICATION_SECRET", hx(40))], \
        ("Rakuten application secret", "라쿠텐 애플리케이션 시크릿")


# ---- Chinese
@vendor("Alibaba Cloud", "china")
def _v():
    return [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18)),
            S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))], ("Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey")


@vendor("Tencent Cloud", "china")
def _v():
    return [S("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)), S("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))], \
        ("Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey")


@vendor("Baidu AI Cloud", "china")
def _v():
    return [N("BAIDU_APP_ID", digits(8)), S("BAIDU_API_KEY", rs(AN, 24)), S("BAIDU_SECRET_KEY", rs(AN, 32))], \
        ("Baidu API Key/Secret Key", "바이두 API Key/Secret Key")


@vendor("Huawei Cloud", "china")
def _v():
    return [S("HUAWEICLOUD_SDK_AK", rs(ANU, 20)), S("HUAWEICLOUD_SDK_SK", rs(AN, 40))], \
        ("Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK")


@vendor("WeChat Official Account", "china")
def _v():
    return [N("WECHAT_APPID", "wx" + hx(16)), S("WECHAT_APPSECRET", hx(32))], ("WeChat AppSecret", "위챗 AppSecret")


@vendor("Feishu / Lark", "china")
def _v():
    return [N("FEISHU_APP_ID", "cli_" + hx(16)), S("FEISHU_APP_SECRET", rs(AN, 32))], ("Feishu app secret", "Feishu(Lark) 앱 시크릿")


@vendor("Qiniu", "china")
def _v():
    return [S("QINIU_ACCESS_KEY", rs(B64U, 40)), S("QINIU_SECRET_KEY", rs(B64U, 40))], ("Qiniu AK/SK", "치니우 AK/SK")


@vendor("Zhipu AI", "china", api="https://open.bigmodel.cn/api/paas/v4/chat/completions")
def _v():
    return [S("ZHIPUAI_API_KEY", hx(32) + "." + rs(AN, 16))], ("Zhipu (GLM) API key", "Zhipu(GLM) API 키")


@vendor("Moonshot AI", "china", api="https://api.moonshot.cn/v1/chat/completions")
def _v():
    return [S("MOONSHOT_API_KEY", "sk-" + rs(AN, 48))], ("Moonshot (Kimi) API key", "Moonshot(Kimi) API 키")


@vendor("DeepSeek", "china", api="https://api.deepseek.com/chat/completions")
def _v():
    return [S("DEEPSEEK_API_KEY", "sk-" + hx(32))], ("DeepSeek API key", "DeepSeek API 키")


@vendor("Alibaba DashScope", "china", api="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
def _v():
    return [S("DASHSCOPE_API_KEY", "sk-" + hx(32))], ("DashScope (Qwen) API key", "DashScope(Qwen) API 키")


@vendor("Volcengine", "china")
def _v():
    return [S("VOLC_ACCESSKEY", "AKLT" + rs(AN, 44)), S("VOLC_SECRETKEY", b64e(rb(45)))], \
        ("Volcengine AK/SK", "볼케이노엔진 AK/SK")


@vendor("Gitee", "china", api="https://gitee.com/api/v5/user")
def _v():
    return [S("GITEE_TOKEN", hx(32))], ("Gitee private token", "Gitee 개인 토큰")


def make_vendor_cred(v):
    pairs, what = v["fn"]()
    return {"vendor": v["name"], "region": v["region"], "pairs": pairs, "what": what,
            "hdr": v["hdr"] or "Authorization: Bearer {t}", "api": v["api"]}


# ============================================================================
# Part 3: non-vendor secret material (passwords, commands, connection
# strings, headers, cookies, signed URLs, private keys, OTP seeds, recovery
# codes, PINs, Wi-Fi keys, webhooks).
# ============================================================================
def mk_item(family, sub, secrets, what, snippet=None, pairs=None, inline=None, vendor=None,
            region=None, styles=None, regen=None, kind=None, fname=None):
    secrets = dedupe(secrets)
    return {"family": family, "sub": sub, "secrets": secrets, "primary": secrets[0], "what": what,
            "snippet": snippet, "pairs": pairs, "inline": inline, "vendor": vendor, "region": region,
            "styles": styles, "regen": regen, "kind": kind, "fname": fname}


# ---- passwords ---------------------------------------------------------------
PW_KINDS = ["human", "human", "passphrase", "punct", "korkbd", "hangul", "generated", "leet"]


def gen_password(kind=None, forbid="", allow_space=True):
    kind = kind or ch(PW_KINDS)
    for _ in range(200):
        if kind == "human":
            p = ch([
                lambda: ch(EN_WORDS).capitalize() + ch(["", "@", "#", "!", "_", "."]) + digits(ri(2, 4), False)
                + ch(["!", "!!", "", "?", "#", "*"]),
                lambda: ch(KO_ROMAN_FIRST) + digits(4, False) + ch(["!", "!!", "@", "^^", "#", "~"]),
                lambda: ch(EN_FIRST).capitalize() + ch(["&", "+", "_"]) + ch(EN_WORDS) + str(ri(1, 99)),
                lambda: ch(EN_WORDS) + ch(EN_WORDS).capitalize() + str(ri(1980, 2025)) + ch(["!", "$", "%"]),
            ])()
        elif kind == "passphrase":
            sep = ch(["-", " ", ".", "_", "", "+"]) if allow_space else ch(["-", ".", "_", "", "+"])
            ws = [ch(EN_WORDS) for _ in range(ri(3, 5))]
            if coin(0.5):
                ws = [w.capitalize() for w in ws]
            p = sep.join(ws) + (str(ri(0, 99)) if coin(0.5) else "")
        elif kind == "punct":
            n = ri(12, 22)
            p = "".join(ch(PUNCT) if R.random() < 0.4 else ch(AN) for _ in range(n))
        elif kind == "korkbd":
            p = hangul_to_qwerty(ch(KO_WORDS) + ch(KO_WORDS)) + ch(["", str(ri(1, 999)), digits(4, False)]) \
                + ch(["!", "@", "#", "!!", "", "^^"])
        elif kind == "hangul":
            p = ch(KO_WORDS) + ch(KO_WORDS) + ch(["", digits(ri(2, 4), False)]) + ch(["!", "@", "#", "", "~", "*"])
        elif kind == "generated":
            p = ch([lambda: rs(AN, ri(16, 32)),
                    lambda: rs(ANL, 8),
                    lambda: "-".join(rs(AN, 6) for _ in range(3)),
                    lambda: rs(AN + "!@#$%^&*", ri(20, 28))])()
        else:  # leet
            base = ch(["Adm1n", "P@ssw0rd", "W3lc0me", "Qwer1234", "S3cur1ty", "Dev0ps", "R00t", "Passw0rd"])
            p = base + ch(["!", "#", "@", "$", "*"]) + str(ri(1, 2025)) + ch(["", "!", "?"])
        if len(p) >= 8 and not any(c in p for c in forbid) and "'" not in p and '"' not in p \
                and "\\" not in p and "`" not in p and (allow_space or " " not in p):
            return p, kind
    raise RuntimeError("password generator stuck")


PW_CONTEXTS = [
    # (en, ko, user style, user key, password key)
    ("Grafana admin password", "Grafana admin 비밀번호", "admin", "GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD"),
    ("Jenkins admin password", "Jenkins 관리자 비밀번호", "admin", "JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD"),
    ("office NAS admin password", "사내 NAS 관리자 비밀번호", "admin", "NAS_USER", "NAS_PASSWORD"),
    ("router admin page password", "공유기 관리자 페이지 비밀번호", "admin", "ROUTER_USER", "ROUTER_PASS"),
    ("VPN password", "VPN 비밀번호", "person", "VPN_USER", "VPN_PASSWORD"),
    ("shared QA account on the admin console", "어드민 콘솔 QA 공용 계정 비밀번호", "person", "QA_LOGIN", "QA_PASSWORD"),
    ("RDP password for the Windows build box", "윈도우 빌드 서버 RDP 비밀번호", "admin", "RDP_USER", "RDP_PASSWORD"),
    ("SMTP relay password", "SMTP 릴레이 비밀번호", "svc", "SMTP_USER", "SMTP_PASSWORD"),
    ("reporting DB user password", "리포팅 DB 계정 비밀번호", "svc", "DB_USER", "DB_PASSWORD"),
    ("MySQL root password", "MySQL root 비밀번호", "root", "MYSQL_USER", "MYSQL_ROOT_PASSWORD"),
    ("Redis AUTH password", "Redis AUTH 비밀번호", "default", "REDIS_USERNAME", "REDIS_PASSWORD"),
    ("RabbitMQ password", "RabbitMQ 비밀번호", "svc", "RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS"),
    ("Keycloak admin password", "Keycloak 관리자 비밀번호", "admin", "KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD"),
    ("Nexus repository password", "Nexus 저장소 비밀번호", "svc", "NEXUS_USERNAME", "NEXUS_PASSWORD"),
    ("ERP test account password", "ERP 테스트 계정 비밀번호", "person", "ERP_TEST_ID", "ERP_TEST_PW"),
    ("Apple ID password of the QA iPhone", "QA 아이폰 Apple ID 비밀번호", "email", "APPLE_ID", "APPLE_ID_PASSWORD"),
    ("Kibana elastic user password", "Kibana elastic 계정 비밀번호", "elastic", "ELASTIC_USERNAME", "ELASTIC_PASSWORD"),
    ("LDAP bind password", "LDAP bind 비밀번호", "svc", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD"),
    ("Android keystore password", "안드로이드 keystore 비밀번호", "alias", "KEY_ALIAS", "KEYSTORE_PASSWORD"),
    ("PFX certificate password", "PFX 인증서 비밀번호", "none", "CERT_PATH", "CERT_PASSWORD"),
    ("corporate certificate (공동인증서) password used by the tax-invoice bot",
     "세금계산서 봇이 쓰는 법인 공동인증서 비밀번호", "none", "CERT_DIR", "NPKI_CERT_PASSWORD"),
    ("Argo CD admin password", "Argo CD admin 비밀번호", "admin", "ARGOCD_USER", "ARGOCD_PASSWORD"),
    ("WordPress admin password", "워드프레스 관리자 비밀번호", "person", "WP_ADMIN_USER", "WP_ADMIN_PASSWORD"),
    ("Harbor registry password", "Harbor 레지스트리 비밀번호", "svc", "HARBOR_USERNAME", "HARBOR_PASSWORD"),
    ("staging admin login of the back office", "백오피스 스테이징 관리자 로그인", "email", "BO_ADMIN_EMAIL", "BO_ADMIN_PASSWORD"),
    ("SFTP password of the partner bank", "제휴 은행 SFTP 비밀번호", "svc", "SFTP_USER", "SFTP_PASSWORD"),
]


def ctx_user(style):
    if style == "admin":
        return ch(["admin", "administrator", "root", "ops-admin"])
    if style == "person":
        return person_user()
    if style == "svc":
        return svc_user()
    if style == "root":
        return "root"
    if style == "default":
        return "default"
    if style == "email":
        return person_user() + "@" + ch(TLDS)
    if style == "elastic":
        return "elastic"
    if style == "alias":
        return ch(["upload", "release", "key0", "androiddebugkey"])
    if style == "none":
        return ch(["./certs/corp.pfx", "/opt/certs/signing.pfx", "C:\\certs\\npki\\signCert.der"])
    return svc_user()


def item_password(kind=None, ctx=None):
    ctx = ctx or ch(PW_CONTEXTS)
    en, ko, ustyle, ukey, pkey = ctx
    pw, pk = gen_password(kind)
    user = ctx_user(ustyle)
    pairs = [N(ukey, user), S(pkey, pw)]
    if pkey == "KEYSTORE_PASSWORD" and coin(0.5):
        pw2, _ = gen_password(kind)
        pairs.append(S("KEY_PASSWORD", pw2))
    inline_forms = [
        lambda: "%s / %s" % (user, pw),
        lambda: "id `%s`, pw `%s`" % (user, pw),
        lambda: pw,
        lambda: "%s:%s" % (user, pw),
    ]
    secrets = [p[1] for p in pairs if p[2]]
    inline = ch(inline_forms)() if len(secrets) == 1 else None
    return mk_item("password", "password/%s" % pk, secrets, (en, ko), pairs=pairs, inline=inline,
                   regen=lambda: item_password(kind=pk, ctx=ctx))


# ---- passwords in commands -------------------------------------------------------
def _q(p):
    return "'%s'" % p


def _qi(p):
    """quote only when the shell would need it"""
    return p if re.fullmatch(r"[A-Za-z0-9_.,+=:@%/-]+", p) else _q(p)


def _cmd_list():
    u, h = svc_user(), host("db")
    db = ch(["app", "billing", "orders", "analytics", "crm", "ledger", "points"])
    svc = svc_name()
    dt = date_compact()
    return u, h, db, svc, dt


CMD_WHAT = [
    ("mysql", "MySQL password", "MySQL 비밀번호"), ("PGPASSWORD", "Postgres password", "Postgres 비밀번호"),
    ("redis", "Redis password", "Redis 비밀번호"), ("sshpass", "SSH password", "SSH 비밀번호"),
    ("plink", "SSH password", "SSH 비밀번호"), ("pscp", "SSH password", "SSH 비밀번호"),
    ("curl -u", "API basic-auth password", "API basic 인증 비밀번호"), ("docker login", "registry password", "레지스트리 비밀번호"),
    ("htpasswd", "nginx basic-auth password", "nginx basic 인증 비밀번호"), ("rabbitmqctl", "RabbitMQ password", "RabbitMQ 비밀번호"),
    ("sqlcmd", "SQL Server sa password", "SQL Server sa 비밀번호"), ("Invoke-Sqlcmd", "SQL Server sa password", "SQL Server sa 비밀번호"),
    ("smbclient", "file-share password", "파일 공유 비밀번호"), ("net use", "file-share password", "파일 공유 비밀번호"),
    ("lftp", "SFTP password", "SFTP 비밀번호"), ("ftp", "FTP password", "FTP 비밀번호"),
    ("7z", "backup archive password", "백업 압축 파일 비밀번호"), ("zip", "export archive password", "압축 파일 비밀번호"),
    ("unzip", "archive password", "압축 파일 비밀번호"), ("openssl pkcs12", "PKCS#12 export password", "PKCS#12 내보내기 비밀번호"),
    ("keytool", "keystore password", "keystore 비밀번호"), ("ldapsearch", "LDAP bind password", "LDAP bind 비밀번호"),
    ("wget", "download server password", "다운로드 서버 비밀번호"), ("sudo -S", "sudo password", "sudo 비밀번호"),
    ("kubectl", "DB password", "DB 비밀번호"), ("vault", "DB password", "DB 비밀번호"), ("helm", "DB password", "DB 비밀번호"),
    ("docker run", "Postgres password", "Postgres 비밀번호"), ("ansible", "become password", "become 비밀번호"),
    ("az login", "Azure AD password", "Azure AD 비밀번호"), ("SQL", "DB user password", "DB 사용자 비밀번호"),
    ("psql CREATE", "DB role password", "DB 롤 비밀번호"), ("mongosh", "MongoDB password", "MongoDB 비밀번호"),
    ("mongodump", "MongoDB password", "MongoDB 비밀번호"), ("PowerShell", "service account password", "서비스 계정 비밀번호"),
    ("git clone", "Git password", "Git 비밀번호"), ("pg_dump", "Postgres password", "Postgres 비밀번호"),
    ("chpasswd", "Linux user password", "리눅스 계정 비밀번호"), ("wp-cli", "WordPress password", "워드프레스 비밀번호"),
    ("jenkins", "Jenkins password", "Jenkins 비밀번호"), ("gradle", "Nexus password", "Nexus 비밀번호"),
    ("mvn", "Nexus password", "Nexus 비밀번호"), ("svn", "SVN password", "SVN 비밀번호"),
    ("gpg", "GPG passphrase", "GPG 패스프레이즈"), ("openssl enc", "dump encryption passphrase", "덤프 암호화 패스프레이즈"),
    ("sqlplus", "Oracle password", "Oracle 비밀번호"), ("xfreerdp", "RDP password", "RDP 비밀번호"),
    ("curl -d", "OAuth password-grant password", "OAuth password grant 비밀번호"),
    ("ssh-keygen", "SSH key passphrase", "SSH 키 패스프레이즈"), ("mc alias", "MinIO access keys", "MinIO 액세스 키"),
]


def cmd_what(name):
    for pre, en, ko in CMD_WHAT:
        if name.startswith(pre):
            return (en, ko)
    return ("password", "비밀번호")


def item_cmd_password():
    u, h, db, svc, dt = _cmd_list()
    pw, pk = gen_password(allow_space=coin(0.2))
    pe = pct(pw)
    reg = ch(["registry.gitlab.com", "harbor." + ch(TLDS), "ghcr.io", "nexus." + ch(TLDS) + ":8443"])
    cmds = [
        ("mysql -p attached", "mysql -h %s -u %s -p%s %s" % (h, u, _qi(pw), db), [pw]),
        ("mysql --password=", "mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, _q(pw)), [pw]),
        ("mysqldump -p'quoted'", "mysqldump -u%s -p%s --single-transaction %s > %s_%s.sql" % (u, _q(pw), db, db, dt), [pw]),
        ("PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select now()'" % (_q(pw), h, u, db), [pw]),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, _q(pw)), [pw]),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (_q(pw), u, h), [pw]),
        ("curl -u user:pass", "curl -u %s https://%s/api/v1/status" % (_qi(u + ":" + pw), host("api")), [pw]),
        ("docker login -p", "docker login %s -u %s -p %s" % (reg, u, _q(pw)), [pw]),
        ("htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (u, _qi(pw)), [pw]),
        ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (u, _q(pw), u), [pw]),
        ("sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (h, _q(pw)), [pw]),
        ("smbclient -U user%pass", "smbclient //%s/share -U %s" % (host("fs"), _q(u + "%" + pw)), [pw]),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://%s" % (u, _q(pw), host("sftp")), [pw]),
        ("7z -p attached", "7z x backup_%s.7z -p%s -o./restore" % (dt, _qi(pw)), [pw]),
        ("zip -P", "zip -P %s export_%s.zip report.xlsx" % (_q(pw), dt), [pw]),
        ("openssl pkcs12 -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:%s" % _qi(pw), [pw]),
        ("keytool -storepass twice", "keytool -importkeystore -srckeystore release.jks -destkeystore release.p12 "
                                     "-deststoretype PKCS12 -srcstorepass %s -deststorepass %s" % (_q(pw), _q(pw)), [pw]),
        ("ldapsearch -w", "ldapsearch -x -H ldaps://%s -D 'cn=%s,ou=svc,dc=corp,dc=local' -w %s '(uid=*)'" % (host("ldap"), u, _q(pw)), [pw]),
        ("net use positional", "net use Z: \\\\%s\\share /user:CORP\\%s %s" % (host("fs"), u, pw), [pw]),
        ("wget --password=", "wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, _q(pw), host("files")), [pw]),
        ("sudo -S via echo", "echo %s | sudo -S systemctl restart %s" % (_q(pw), svc), [pw]),
        ("kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s "
                                   "--from-literal=password=%s" % (svc, svc, u, _q(pw)), [pw]),
        ("vault kv put", "vault kv put secret/%s/db username=%s password=%s" % (svc, u, _q(pw)), [pw]),
        ("ansible -e become password", "ansible-playbook -i inventory/prod site.yml -e \"ansible_become_password=%s\"" % pw, [pw]),
        ("az login -p", "az login -u %s@%s -p %s" % (person_user(), ch(TLDS), _q(pw)), [pw]),
        ("SQL ALTER USER", "ALTER USER %s WITH PASSWORD '%s';" % (u, pw), [pw]),
        ("SQL CREATE USER IDENTIFIED BY", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, db, u), [pw]),
        ("mongosh -p", "mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, _q(pw)), [pw]),
        ("PowerShell ConvertTo-SecureString", "$cred = New-Object System.Management.Automation.PSCredential('%s', "
                                              "(ConvertTo-SecureString '%s' -AsPlainText -Force))" % (u, pw), [pw]),
        ("git clone user:pass URL", "git clone https://%s:%s@%s/team/%s.git" % (u, pe, ch(["git." + ch(TLDS), "bitbucket.org"]), svc), [pe]),
        ("docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % _q(pw), [pw]),
        ("helm --set password", "helm upgrade --install %s ./chart -n %s --set db.password=%s" % (svc, svc, _q(pw)), [pw]),
        ("psql CREATE ROLE", "sudo -u postgres psql -c \"CREATE ROLE %s LOGIN PASSWORD '%s'\"" % (u, pw), [pw]),
        ("pg_dump libpq keyword string", "pg_dump \"host=%s port=5432 dbname=%s user=%s password=%s\" -Fc -f %s.dump" % (h, db, u, pe, db), [pe]),
        ("chpasswd", "echo \"%s:%s\" | sudo chpasswd" % (u, pw), [pw]),
        ("unzip -P", "unzip -P %s invoices_%s.zip" % (_qi(pw), dt), [pw]),
        ("ftp heredoc user line", "ftp -n %s <<EOF\nuser %s %s\nbinary\nput build.tar.gz\nbye\nEOF" % (host("ftp"), u, pw), [pw]),
        ("curl -d password form field", "curl -X POST https://%s/oauth/token -d grant_type=password -d username=%s -d password=%s" % (host("auth"), u, pe), [pe]),
        ("wp-cli --user_pass", "wp user update %s --user_pass=%s" % (u, _q(pw)), [pw]),
        ("jenkins-cli -auth user:pass", "java -jar jenkins-cli.jar -s https://%s/ -auth %s:%s build deploy-prod" % (host("ci"), u, pw), [pw]),
        ("gradle -P property", "./gradlew publish -PnexusUsername=%s -PnexusPassword=%s" % (u, _q(pw)), [pw]),
        ("mvn -D property", "mvn -B deploy -Drepo.username=%s -Drepo.password=%s" % (u, _qi(pw)), [pw]),
        ("svn --password", "svn checkout https://%s/svn/%s --username %s --password %s" % (host("svn"), svc, u, _q(pw)), [pw]),
        ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets_%s.tar.gpg | tar x" % (_q(pw), dt), [pw]),
        ("openssl enc -k", "openssl enc -aes-256-cbc -salt -pbkdf2 -in dump.sql -out dump.sql.enc -k %s" % _q(pw), [pw]),
        ("pscp -pw", "pscp -pw %s build.zip %s@%s:/opt/app/" % (_qi(pw), u, h), [pw]),
        ("plink -pw", "plink -ssh %s@%s -pw %s \"sudo systemctl status nginx\"" % (u, h, _qi(pw)), [pw]),
        ("Invoke-Sqlcmd -Password", "Invoke-Sqlcmd -ServerInstance %s -Username sa -Password '%s' -Query 'SELECT 1'" % (h, pw), [pw]),
        ("sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), [pw]),
        ("xfreerdp /p:", "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (host("win"), u, _q(pw)), [pw]),
        ("mongodump --uri", "mongodump --uri=\"mongodb://%s:%s@%s:27017/%s?authSource=admin\"" % (u, pe, h, db), [pe]),
        ("ssh-keygen -P -N old/new", None, None),
        ("mc alias set positional keys", None, None),
    ]
    name, cmd, secs = ch(cmds)
    if name.startswith("ssh-keygen"):
        pw2, _ = gen_password(allow_space=False)
        cmd = "ssh-keygen -p -f ~/.ssh/id_ed25519 -P %s -N %s" % (_q(pw), _q(pw2))
        secs = [pw, pw2]
    elif name.startswith("mc alias"):
        ak, sk = rs(ANU, 20), rs(AN, 40)
        cmd = "mc alias set minio https://%s %s %s" % (host("minio"), ak, sk)
        secs = [ak, sk]
    if coin(0.35):
        cmd = ch(["$ ", "> ", "PS> ", "%s@%s:~$ " % (u, ch(["bastion", "ops-1", "build01", "mbp"]))]) + cmd \
            if not cmd.startswith("$cred") else "PS> " + cmd
    if coin(0.25):
        cmd += "\n" + ch(["mysql: [Warning] Using a password on the command line interface can be insecure.",
                          "Login Succeeded", "OK", "Warning: Permanently added the host to the list of known hosts.",
                          "exit status 0", "Connection established.", "done."])
    it = mk_item("cmd_password", "shell: " + name, secs, cmd_what(name), snippet=cmd, kind="shell",
                 inline=pw if secs == [pw] else None)
    it["force_snip"] = True      # the command itself must appear; inline placements repeat the bare value
    return it


# ---- connection strings ----------------------------------------------------
def item_conn():
    u, h, db, svc, dt = _cmd_list()
    pw, pk = gen_password(forbid=";{}", allow_space=False)
    pe = pct(pw)
    forms = [
        ("postgres URL", "DATABASE_URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pe, h, db), [pe]),
        ("mysql URL", "DATABASE_URL", "mysql://%s:%s@%s:3306/%s" % (u, pe, h, db), [pe]),
        ("JDBC query password", "SPRING_DATASOURCE_URL", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, pe), [pe]),
        ("ADO.NET SQL Server", "ConnectionStrings__Default", "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(ANL, 10), db, u, pw), [pw]),
        ("MongoDB SRV", "MONGODB_URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pe, rs(ANL, 5), db), [pe]),
        ("redis URL empty user", "REDIS_URL", "redis://:%s@%s:6379/0" % (pe, host("redis")), [pe]),
        ("Upstash rediss URL", "REDIS_URL", None, None),
        ("AMQP URL", "AMQP_URL", "amqp://%s:%s@%s:5672/%s" % (u, pe, host("mq"), ch(["prod", "%2F", "events"])), [pe]),
        ("Azure Storage connection string", "AZURE_STORAGE_CONNECTION_STRING", None, None),
        ("Azure Service Bus connection string", "SERVICEBUS_CONNECTION", None, None),
        ("Kafka SASL JAAS", "sasl.jaas.config", None, None),
        ("Elasticsearch URL", "ELASTICSEARCH_URL", "https://elastic:%s@%s:9200" % (pe, host("es")), [pe]),
        ("SMTP URL", "EMAIL_URL", "smtp://%s:%s@smtp.%s:587" % (u, pe, ch(TLDS)), [pe]),
        ("ClickHouse URL", "CLICKHOUSE_URL", "clickhouse://default:%s@%s:9440/%s?secure=true" % (pe, host("ch"), db), [pe]),
        ("Snowflake URL", "SNOWFLAKE_URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST" % (u.upper(), pe, rs(ANU, 7), rs(ANU, 7), db.upper()), [pe]),
        ("SQLAlchemy URL", "SQLALCHEMY_DATABASE_URI", "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, pe, h, db), [pe]),
        ("libpq keyword/value", "PG_DSN", "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, db, u, pw), [pw]),
        ("Neo4j bolt URL", "NEO4J_URI", "bolt://neo4j:%s@%s:7687" % (pe, host("graph")), [pe]),
        ("MQTT URL", "MQTT_URL", "mqtts://%s:%s@%s:8883" % (u, pe, host("broker")), [pe]),
        ("SQL Server Data Source", "ConnectionStrings:Legacy", "Data Source=%s;Initial Catalog=%s;User Id=%s;Password=%s;" % (h, db, u, pw), [pw]),
        ("Oracle easy connect", "ORACLE_CONN", "%s/%s@%s:1521/ORCLPDB1" % (u, pw, h), [pw]),
        ("FTP URL", "FTP_URL", "ftp://%s:%s@%s/pub/" % (u, pe, host("ftp")), [pe]),
        ("ODBC DSN-less", "ODBC_CONN", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw), [pw]),
        ("Go MySQL DSN", "MYSQL_DSN", "%s:%s@tcp(%s:3306)/%s?parseTime=true" % (u, pw, h, db), [pw]),
    ]
    name, key, val, secs = ch(forms)
    if name.startswith("Upstash"):
        t = "A" + rs(B64U, ri(50, 60))
        val = "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (t, ch(EN_WORDS), ch(EN_WORDS), ri(10000, 99999))
        secs = [t]
    elif name.startswith("Azure Storage"):
        k = b64e(rb(64))
        val = "DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(ANL, 10), k)
        secs = [k]
    elif name.startswith("Azure Service Bus"):
        k = b64e(rb(32))
        val = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(ANL, 9), k)
        secs = [k]
    elif name.startswith("Kafka"):
        ck, cs = rs(ANU, 16), rs(AN + "+/", 64)
        val = ("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";"
               % (ck, cs))
        secs = [ck, cs]
    pairs = [(key, val, False), N("LOG_LEVEL", ch(["info", "debug", "warn"]))] if coin(0.5) else [(key, val, False)]
    en = name if any(w in name for w in ("connection string", "URL", "DSN", "JAAS", "string")) else name + " connection string"
    ko = name.replace("connection string", "접속 문자열")
    ko = ko if ko != name else name + " 접속 정보"
    it = mk_item("conn", "connection string: " + name, secs, (en, ko),
                 pairs=pairs, inline=val)
    it["styles"] = ["L", "L", "M", "LA", "I", "IE", "A", "C", "G"]
    return it


# ---- HTTP headers, cookies ------------------------------------------------------
def rand_jwt(long=False):
    iat = ri(1735000000, 1760000000)
    pl = {"sub": ch([uuid4(), digits(8), "user_" + rs(AN, 12)]), "email": person_user() + "@" + ch(TLDS),
          "role": ch(["admin", "user", "ops", "partner"]), "iat": iat, "exp": iat + ch([900, 3600, 86400])}
    if long:
        pl["scope"] = ch(["openid profile email offline_access", "read:orders write:orders read:users"])
        pl["iss"] = "https://auth.%s/" % ch(TLDS)
        return jwt_rs256(pl)
    return jwt_hs256(pl)


def basic_blob():
    u = ch([svc_user(), person_user()])
    pw, _ = gen_password(allow_space=False)
    return u, pw, b64e(("%s:%s" % (u, pw)).encode())


def item_header():
    api_host = host("api")
    forms = ["vendor_curl", "vendor_curl", "vendor_curl", "raw_basic", "python_bearer", "fetch_apikey",
             "httpie_jwt", "cookie_curl", "set_cookie_log", "postman_json", "proxy_basic", "grpcurl_jwt",
             "nginx_basic", "toss_basic", "copy_as_curl", "go_header", "http_file", "requests_auth_tuple"]
    f = ch(forms)
    if f == "vendor_curl":
        v = ch([x for x in VENDORS if x["api"]])
        c = make_vendor_cred(v)
        tok = [p[1] for p in c["pairs"] if p[2]][0]
        api = c["api"]
        hdr = c["hdr"].replace("{t}", tok)
        lines = ["curl -sS %s" % ("-X POST " if coin(0.4) else "") + api, "  -H '%s'" % hdr]
        if coin(0.5):
            lines.append("  -H 'Content-Type: application/json'")
        if coin(0.3):
            lines.append("  -d '{\"limit\": %d}'" % ri(1, 100))
        snip = " \\\n".join(lines) if coin(0.6) else " ".join(x.strip() for x in lines)
        return mk_item("header", "header: %s via curl" % v["name"], [tok], c["what"], snippet=snip,
                       vendor=v["name"], region=v["region"], kind="curl", inline=hdr)
    if f in ("raw_basic", "proxy_basic", "nginx_basic"):
        u, pw, blob = basic_blob()
        if f == "raw_basic":
            snip = "%s /api/v2/%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (
                ch(["GET", "POST", "PUT"]), ch(["orders", "exports", "reports/daily", "sync"]), api_host, blob)
        elif f == "proxy_basic":
            snip = "CONNECT %s:443 HTTP/1.1\nHost: %s:443\nProxy-Authorization: Basic %s" % (api_host, api_host, blob)
        else:
            snip = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (api_host, blob)
        return mk_item("header", "header: Basic auth blob (%s)" % f, [blob], ("Basic auth header", "Basic 인증 헤더"),
                       snippet=snip, kind="http", inline="Authorization: Basic " + blob)
    if f == "toss_basic":
        sk = ch(["test_sk_", "live_sk_"]) + rs(AN, 28)
        blob = b64e((sk + ":").encode())
        snip = ("curl --request POST --url https://api.tosspayments.com/v1/payments/confirm \\\n"
                "  --header 'Authorization: Basic %s' \\\n  --header 'Content-Type: application/json' \\\n"
                "  --data '{\"paymentKey\":\"tgen_%s\",\"orderId\":\"%s\",\"amount\":%d}'"
                % (blob, rs(AN, 20), uuid4(), ri(1, 99) * 1000))
        return mk_item("header", "header: Toss Payments Basic (secret key base64)", [blob],
                       ("Toss Payments Basic auth header", "토스페이먼츠 Basic 인증 헤더"), snippet=snip,
                       vendor="Toss Payments", region="korea", kind="curl", inline="Basic " + blob)
    if f in ("python_bearer", "go_header", "http_file", "httpie_jwt", "grpcurl_jwt", "copy_as_curl"):
        tok = rand_jwt(long=(f == "copy_as_curl" or coin(0.25)))
        if f == "python_bearer":
            snip = "resp = requests.get(\n    \"https://%s/v1/me\",\n    headers={\"Authorization\": \"Bearer %s\"},\n    timeout=10,\n)" % (api_host, tok)
        elif f == "go_header":
            snip = "req, _ := http.NewRequest(\"GET\", \"https://%s/internal/health\", nil)\nreq.Header.Set(\"Authorization\", \"Bearer %s\")" % (api_host, tok)
        elif f == "http_file":
            snip = "### list users\nGET https://%s/admin/users?page=1\nAuthorization: Bearer %s\nAccept: application/json" % (api_host, tok)
        elif f == "httpie_jwt":
            snip = "http GET https://%s/v1/orders/%s 'Authorization:Bearer %s'" % (api_host, digits(7), tok)
        elif f == "grpcurl_jwt":
            snip = "grpcurl -H 'authorization: Bearer %s' %s:443 orders.v1.OrderService/ListOrders" % (tok, api_host)
        else:
            snip = ("curl 'https://%s/graphql' \\\n  -H 'accept: */*' \\\n  -H 'authorization: Bearer %s' \\\n"
                    "  -H 'content-type: application/json' \\\n  --data-raw '{\"operationName\":\"Me\"}'" % (api_host, tok))
        return mk_item("header", "header: Bearer JWT (%s)" % f, [tok], ("session JWT", "세션 JWT"), snippet=snip,
                       kind="http", inline="Bearer " + tok)
    if f == "fetch_apikey":
        k = rs(AN, ri(32, 48))
        snip = "const res = await fetch(`https://%s/v2/search?q=${q}`, {\n  headers: { 'x-api-key': '%s' },\n});" % (api_host, k)
        return mk_item("header", "header: x-api-key in fetch", [k], ("internal API key", "내부 API 키"), snippet=snip,
                       kind="js", inline=k)
    if f == "requests_auth_tuple":
        u, pw, _ = basic_blob()
        snip = "r = requests.post(url, json=payload, auth=(\"%s\", \"%s\"), timeout=30)" % (u, pw)
        return mk_item("header", "header: requests auth tuple password", [pw], ("HTTP basic password", "HTTP basic 비밀번호"),
                       snippet=snip, kind="python", inline=pw)
    if f == "postman_json":
        tok = ch([rand_jwt(), rs(AN, 40)])
        snip = json.dumps({"auth": {"type": "bearer", "bearer": [{"key": "token", "value": tok, "type": "string"}]}},
                          indent=2)
        return mk_item("header", "header: Postman collection bearer", [tok], ("bearer token in the Postman collection",
                                                                              "Postman 컬렉션의 bearer 토큰"),
                       snippet=snip, kind="json", inline=tok)
    # cookies
    ck = ch([("sessionid", lambda: rs(ANL, 32)),
             ("connect.sid", lambda: "s%3A" + rs(B64U, 32) + "." + pct(b64e(rb(32)).rstrip("="))),
             ("JSESSIONID", lambda: rs(HEXU, 32)),
             ("PHPSESSID", lambda: rs(ANL, 26)),
             ("_myapp_session", lambda: pct(b64e(rb(ri(60, 90)))) + "--" + hx(40)),
             ("laravel_session", lambda: pct(b64e(json.dumps({"iv": b64e(rb(16)), "value": b64e(rb(48)),
                                                                 "mac": hx(64)}, separators=(",", ":")).encode()))),
             (".AspNetCore.Cookies", lambda: "CfDJ8" + rs(B64U, ri(180, 260)))])
    name, fn = ck
    val = fn()
    if f == "cookie_curl":
        snip = "curl 'https://%s/admin/export.csv' -H 'Cookie: theme=dark; lang=ko; %s=%s' -o export.csv" % (api_host, name, val)
    else:
        snip = "< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    return mk_item("header", "cookie: %s (%s)" % (name, f), [val], ("%s session cookie" % name, "%s 세션 쿠키" % name),
                   snippet=snip, kind="http", inline="%s=%s" % (name, val))


# ---- signed URLs ---------------------------------------------------------------
def item_signed_url():
    f = ch(["s3", "s3_sts", "gcs", "azure_sas", "cloudfront", "oss", "cos"])
    bucket = ch(["acme-exports", "prod-reports", "user-uploads-kr", "ml-artifacts", "invoice-pdf"])
    obj = "%s/%s/%s.%s" % (ch(["exports", "reports", "tmp", "uploads"]), date_compact(), uuid4()[:8], ch(["csv", "pdf", "zip", "parquet"]))
    d = date_compact()
    if f in ("s3", "s3_sts"):
        kid = ("AKIA" if f == "s3" else "ASIA") + rs(B32, 16)
        sig = hx(64)
        reg = ch(AWS_REGIONS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d" % (bucket, reg, obj, kid, d, reg, d, ri(0, 23), ri(0, 59), ri(0, 59), ch([300, 3600, 604800])))
        secs = [kid]
        if f == "s3_sts":
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, ri(200, 320)))
            url += "&X-Amz-Security-Token=" + tok
            secs.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        secs.append(sig)
        what = ("S3 presigned URL", "S3 presigned URL")
    elif f == "gcs":
        sig = hx(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (bucket, obj, ch(["signer", "exporter", "uploader"]), ch(["acme-prod", "data-platform-kr"]), d, d, sig))
        secs = [sig]
        what = ("GCS V4 signed URL", "GCS V4 서명 URL")
    elif f == "azure_sas":
        sig = pct(b64e(rb(32)))
        url = ("https://st%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-%02d-%02dT00:00:00Z"
               "&st=2025-%02d-01T00:00:00Z&spr=https&sig=%s" % (rs(ANL, 10), bucket, obj, ri(1, 12), ri(1, 28), ri(1, 12), sig))
        secs = [sig]
        what = ("Azure SAS URL", "Azure SAS URL")
    elif f == "cloudfront":
        sig = rs(AN + "-~", ri(300, 344))
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 13), obj, ri(1760000000, 1790000000), sig, rs(ANU, 13))
        secs = [sig]
        what = ("CloudFront signed URL", "CloudFront 서명 URL")
    elif f == "oss":
        kid = "LTAI5t" + rs(AN, 18)
        sig = pct(b64e(rb(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            bucket, obj, kid, ri(1760000000, 1790000000), sig)
        secs = [kid, sig]
        what = ("Alibaba OSS signed URL", "알리바바 OSS 서명 URL")
    else:
        kid = "AKID" + rs(AN, 32)
        sig = hx(40)
        t0 = ri(1760000000, 1790000000)
        url = ("https://%s-%s.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d"
               "&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s" % (
                   bucket, digits(10), obj, kid, t0, t0 + 3600, t0, t0 + 3600, sig))
        secs = [kid, sig]
        what = ("Tencent COS signed URL", "텐센트 COS 서명 URL")
    wrap = ch(["plain", "curl", "wget", "log", "json"])
    if wrap == "curl":
        snip = "curl -L -o out.bin '%s'" % url
    elif wrap == "wget":
        snip = "wget -O report.bin \"%s\"" % url
    elif wrap == "log":
        snip = "%s INFO export.done url=%s" % (iso_ts(), url)
    elif wrap == "json":
        snip = json.dumps({"status": "ok", "download_url": url, "expires_in": 3600}, indent=2)
    else:
        snip = url
    it = mk_item("signed_url", "signed URL: %s (%s)" % (f, wrap), secs, what, snippet=snip, kind=wrap, inline=url)
    it["styles"] = ["L", "L", "M", "I", "IE", "C", "A"]
    return it


# ---- private keys (PEM bodies are listed line by line) ------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def der_ec_sec1():
    return bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)


def der_ec_pkcs8():
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32)
            + bytes.fromhex("a144034200") + b"\x04" + rb(64))


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pk, sk = rb(32), rb(32)
    pub = sshstr(b"ssh-ed25519") + sshstr(pk)
    chk = rb(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pub) + sshstr(priv))
    return wrap(b64e(blob), 70)


def rsa_partial_lines(pkcs8=False):
    first = ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" if pkcs8 else
             ch(["MIIEpAIBAAKCAQEA", "MIIEowIBAAKCAQEA", "MIIEogIBAAKCAQEA"]))
    head = [first + rs(B64, 64 - len(first))] + [rs(B64, 64) for _ in range(ri(1, 3))]
    tail = [rs(B64, 64) for _ in range(ri(0, 2))] + [rs(B64, ri(20, 60)) + ch(["", "=", "=="])]
    return head, tail


def item_private_key():
    f = ch(["ec_sec1", "p8_apple", "openssh", "rsa_partial", "gcp_sa_json", "ed25519_pkcs8", "wireguard", "jwk",
            "pgp_partial", "k8s_tls_b64", "yaml_block"])
    cm = "%s@%s" % (person_user().replace(".", ""), ch(["mbp", "build01", "bastion", "deploy-box", "laptop"]))
    if f in ("ec_sec1", "yaml_block"):
        lines = wrap(b64e(der_ec_sec1()), 64)
        pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
        if f == "yaml_block":
            ind = "    "
            snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n"
                    "  tls.key: |\n%s" % (svc_name(), "\n".join(ind + x for x in pem.split("\n"))))
        else:
            snip = pem
        return mk_item("private_key", "private key: EC SEC1 PEM (%s)" % f, lines, ("EC private key", "EC 개인키"),
                       snippet=snip, kind="pem")
    if f == "p8_apple":
        lines = wrap(b64e(der_ec_pkcs8()), 64)
        kid = rs(ANU, 10)
        snip = "# AuthKey_%s.p8  (Team ID %s)\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (
            kid, rs(ANU, 10), "\n".join(lines))
        return mk_item("private_key", "private key: Apple .p8 (APNs / Sign in with Apple)", lines,
                       ("APNs .p8 signing key", "APNs .p8 서명 키"), snippet=snip, kind="pem", vendor="Apple", region="global")
    if f == "openssh":
        lines = openssh_ed25519(cm)
        snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
        return mk_item("private_key", "private key: OpenSSH ed25519", lines, ("deploy SSH private key", "배포용 SSH 개인키"),
                       snippet=snip, kind="pem")
    if f == "rsa_partial":
        head, tail = rsa_partial_lines()
        snip = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...\n%s\n-----END RSA PRIVATE KEY-----" % ("\n".join(head), "\n".join(tail))
        return mk_item("private_key", "private key: RSA PEM head and tail pasted", head + tail,
                       ("RSA private key", "RSA 개인키"), snippet=snip, kind="pem")
    if f == "gcp_sa_json":
        head, _tail = rsa_partial_lines(pkcs8=True)
        proj = ch(["acme-prod", "data-platform-kr", "ml-serving-123", "billing-prd"])
        pkey = "-----BEGIN PRIVATE KEY-----\\n%s\\n...(truncated)" % "\\n".join(head)
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
                '  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}'
                % (proj, hx(40), pkey, ch(["deployer", "bq-reader", "exporter"]), proj, digits(21)))
        return mk_item("private_key", "private key: GCP service-account JSON (escaped \\n)", head,
                       ("GCP service account key", "GCP 서비스 계정 키"), snippet=snip, kind="json", vendor="Google Cloud",
                       region="global")
    if f == "ed25519_pkcs8":
        line = b64e(bytes.fromhex("302e020100300506032b657004220420") + rb(32))
        snip = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % line
        return mk_item("private_key", "private key: Ed25519 PKCS#8 one line", [line],
                       ("Ed25519 signing key", "Ed25519 서명 키"), snippet=snip, kind="pem")
    if f == "wireguard":
        prv, psk, pub = b64e(rb(32)), b64e(rb(32)), b64e(rb(32))
        secs = [prv]
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n" % (prv, ri(2, 250), pub)
        if coin(0.5):
            snip += "PresharedKey = %s\n" % psk
            secs.append(psk)
        snip += "Endpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % ch(TLDS)
        return mk_item("private_key", "private key: WireGuard PrivateKey/PresharedKey", secs,
                       ("WireGuard private key", "WireGuard 개인키"), snippet=snip, kind="ini", vendor="WireGuard", region="global",
                       inline="PrivateKey = " + prv if len(secs) == 1 else None)
    if f == "jwk":
        d = b64u(rb(32))
        jwk = {"kty": "EC", "crv": "P-256", "kid": rs(AN, 12), "use": "sig", "x": b64u(rb(32)), "y": b64u(rb(32)), "d": d}
        snip = json.dumps(jwk, indent=2)
        return mk_item("private_key", "private key: JWK with d parameter", [d], ("JWT signing JWK (private)", "JWT 서명용 JWK 개인키"),
                       snippet=snip, kind="json")
    if f == "pgp_partial":
        lines = ["lQVYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(ri(2, 4))]
        snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n... (rest of the block omitted)\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(lines)
        return mk_item("private_key", "private key: PGP private key block (partial)", lines,
                       ("release-signing PGP private key", "릴리스 서명용 PGP 개인키"), snippet=snip, kind="pem")
    # k8s_tls_b64
    lines = wrap(b64e(der_ec_sec1()), 64)
    pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\n" % "\n".join(lines)
    blob = b64e(pem.encode())
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ingress-tls\ntype: kubernetes.io/tls\ndata:\n  tls.key: %s" % blob
    return mk_item("private_key", "private key: base64 PEM in k8s Secret data", [blob],
                   ("TLS private key (base64 in the Secret)", "TLS 개인키(Secret의 base64)"), snippet=snip, kind="yaml")


# ---- OTP seeds, recovery codes, PINs -------------------------------------------------
def item_otp():
    f = ch(["otpauth", "seed_groups", "github_codes", "google_codes", "ms_code", "op_secret_key", "bitlocker",
            "puk", "yubikey_pin", "apple_app_pw", "gmail_app_pw", "pyotp", "door_code", "duo_bypass"])
    acct = person_user()
    if f == "otpauth":
        seed = rs(B32, ch([16, 32]))
        iss = ch(["GitHub", "AWS", "Okta", "Naver", "Toss", "Cloudflare", "GitLab"])
        uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, acct, seed, iss)
        return mk_item("otp", "TOTP: otpauth URI (%s)" % iss, [seed], ("TOTP seed for the shared %s account" % iss,
                                                                        "공용 %s 계정 TOTP 시드" % iss),
                       snippet=uri, inline=uri, kind="uri")
    if f == "seed_groups":
        seed = " ".join(rs(B32.lower(), 4) for _ in range(8))
        return mk_item("otp", "TOTP: seed shown in 4-char groups", [seed], ("2FA setup key", "2FA 설정 키"),
                       snippet="Setup key: " + seed, inline=seed, kind="text")
    if f == "github_codes":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(ri(6, 10))]
        return mk_item("otp", "recovery codes: GitHub style", codes, ("GitHub recovery codes of the bot account",
                                                                      "봇 계정 GitHub 복구 코드"),
                       snippet="\n".join(codes), kind="list")
    if f == "google_codes":
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(ri(5, 10))]
        return mk_item("otp", "recovery codes: Google backup codes", codes, ("Google Workspace backup codes",
                                                                             "Google Workspace 백업 코드"),
                       snippet="\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), kind="list")
    if f == "ms_code":
        c = "-".join(rs(ANU, 5) for _ in range(5))
        return mk_item("otp", "recovery code: Microsoft account", [c], ("Microsoft account recovery code",
                                                                        "Microsoft 계정 복구 코드"),
                       snippet="Recovery code: " + c, inline=c, kind="text")
    if f == "op_secret_key":
        c = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        return mk_item("otp", "1Password Secret Key", [c], ("1Password Secret Key of the team vault", "팀 1Password Secret Key"),
                       snippet="Secret Key: " + c, inline=c, kind="text", vendor="1Password", region="global")
    if f == "bitlocker":
        c = "-".join(digits(6, False) for _ in range(8))
        return mk_item("otp", "BitLocker recovery key", [c], ("BitLocker recovery key of the build laptop",
                                                              "빌드 노트북 BitLocker 복구 키"),
                       snippet="Recovery key ID: %s\nRecovery key: %s" % (uuid4(upper=True)[:8], c), inline=c, kind="text")
    if f == "puk":
        c = digits(8, False)
        return mk_item("otp", "PIN: SIM PUK code (8 digits)", [c], ("PUK of the test phone's SIM", "테스트폰 유심 PUK 코드"),
                       snippet="PUK: " + c, inline=c, kind="text")
    if f == "yubikey_pin":
        a, b = digits(8, False), digits(8, False)
        return mk_item("otp", "PIN: YubiKey PIV PIN and PUK", [a, b], ("YubiKey PIV PIN and PUK", "YubiKey PIV PIN/PUK"),
                       snippet="ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s" % (a, b),
                       kind="shell")
    if f == "apple_app_pw":
        c = "-".join(rs(LO, 4) for _ in range(4))
        return mk_item("otp", "app-specific password (Apple)", [c], ("app-specific password for notarization",
                                                                     "공증(notarytool)용 앱 암호"),
                       snippet="xcrun notarytool store-credentials ci-notary --apple-id %s@%s --team-id %s --password %s" % (
                           acct, ch(TLDS), rs(ANU, 10), c), inline=c, kind="shell", vendor="Apple", region="global")
    if f == "gmail_app_pw":
        c = " ".join(rs(LO, 4) for _ in range(4))
        return mk_item("otp", "app password (Gmail, spaced)", [c], ("Gmail app password for the alert mailer",
                                                                    "알림 메일러용 Gmail 앱 비밀번호"),
                       snippet="EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=%s@gmail.com\nEMAIL_HOST_PASSWORD=\"%s\"" % (acct.replace("_", "."), c),
                       inline=c, kind="dotenv", vendor="Google", region="global")
    if f == "pyotp":
        seed = rs(B32, 32)
        return mk_item("otp", "TOTP: seed in pyotp code", [seed], ("TOTP seed used by the e2e login test",
                                                                   "e2e 로그인 테스트용 TOTP 시드"),
                       snippet="import pyotp\ntotp = pyotp.TOTP(\"%s\")\ncode = totp.now()" % seed, inline=seed, kind="python")
    if f == "door_code":
        c = digits(8, False)
        return mk_item("otp", "PIN: server-room door code", [c], ("server room door code", "서버실 도어락 비밀번호"),
                       snippet="door code %s#" % c, inline=c, kind="text")
    codes = [digits(9, False) for _ in range(ri(3, 6))]
    return mk_item("otp", "recovery codes: Duo bypass codes", codes, ("Duo bypass codes", "Duo bypass 코드"),
                   snippet="\n".join(codes), kind="list")


# ---- Wi-Fi -------------------------------------------------------------------------
def item_wifi():
    ssid = ch(["ACME-Office", "ACME_Guest", "Dev-5G", "사내-WiFi", "Pangyo-3F", "Lab-IoT", "KT_GiGA_5G_" + rs(ANU, 4),
               "iptime-" + rs(ANU, 4), "U+Net" + rs(ANU, 4)])
    if coin(0.15):
        psk, pk = hx(64), "hex"
    else:
        psk, pk = gen_password(ch(["human", "passphrase", "korkbd", "generated", "punct"]), forbid=";:,")
    f = ch(["qr", "wpa_supplicant", "nmcli", "netsh_xml", "hostapd", "prose", "ios_profile"])
    if f == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
    elif f == "wpa_supplicant":
        snip = "network={\n    ssid=\"%s\"\n    psk=%s\n    key_mgmt=WPA-PSK\n}" % (ssid, psk if pk == "hex" else '"%s"' % psk)
    elif f == "nmcli":
        snip = "nmcli dev wifi connect \"%s\" password '%s' ifname wlan0" % (ssid, psk)
    elif f == "netsh_xml":
        snip = ("<sharedKey>\n  <keyType>passPhrase</keyType>\n  <protected>false</protected>\n  <keyMaterial>%s</keyMaterial>\n</sharedKey>" % psk)
    elif f == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, psk)
    elif f == "ios_profile":
        snip = "<key>SSID_STR</key>\n<string>%s</string>\n<key>Password</key>\n<string>%s</string>" % (ssid, psk)
    else:
        snip = "SSID %s / PW %s" % (ssid, psk)
    return mk_item("wifi", "Wi-Fi key (%s, %s)" % (f, pk), [psk], ("Wi-Fi password for %s" % ssid, "%s 와이파이 비밀번호" % ssid),
                   snippet=snip, inline=psk, kind=f)


# ---- webhooks -------------------------------------------------------------------------
def item_webhook():
    f = ch(["slack", "discord", "teams", "dingtalk", "feishu", "jandi", "gchat", "mattermost", "telegram", "github_secret",
            "rocketchat", "own_token"])
    if f == "slack":
        s = rs(AN, 24)
        url, secs, v, key = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 9), rs(ANU, 11), s), [s], "Slack", "SLACK_WEBHOOK_URL"
    elif f == "discord":
        s = rs(B64U, 68)
        url, secs, v, key = "https://discord.com/api/webhooks/%s/%s" % (digits(19), s), [s], "Discord", "DISCORD_WEBHOOK_URL"
    elif f == "teams":
        a, b = hx(32), "V2" + rs(B64U, 43)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (rs(ANL, 6), uuid4(), uuid4(), a, uuid4(), b)
        secs, v, key = [a, b], "Microsoft Teams", "TEAMS_WEBHOOK_URL"
    elif f == "dingtalk":
        a, b = hx(64), "SEC" + hx(64)
        url, secs, v, key = "https://oapi.dingtalk.com/robot/send?access_token=%s" % a, [a, b], "DingTalk", "DINGTALK_WEBHOOK"
    elif f == "feishu":
        a, b = uuid4(), rs(AN, 22)
        url, secs, v, key = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % a, [a, b], "Feishu", "FEISHU_WEBHOOK"
    elif f == "jandi":
        s = hx(32)
        url, secs, v, key = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), s), [s], "JANDI", "JANDI_WEBHOOK_URL"
    elif f == "gchat":
        s = rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIza%s&token=%s" % (rs(B64U, 7), rs(B64U, 35), s)
        secs, v, key = [s], "Google Chat", "GOOGLE_CHAT_WEBHOOK"
    elif f == "mattermost":
        s = rs(ANL, 26)
        url, secs, v, key = "https://mattermost.%s/hooks/%s" % (ch(TLDS), s), [s], "Mattermost", "MATTERMOST_HOOK"
    elif f == "telegram":
        s = digits(10) + ":AA" + rs(B64U, 33)
        url, secs, v, key = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (s, digits(10)), [s], "Telegram", "TELEGRAM_NOTIFY_URL"
    elif f == "github_secret":
        s = hx(40)
        url, secs, v, key = None, [s], "GitHub webhooks", "GITHUB_WEBHOOK_SECRET"
    elif f == "rocketchat":
        s = rs(AN, 48)
        url, secs, v, key = "https://chat.%s/hooks/%s/%s" % (ch(TLDS), rs(AN, 17), s), [s], "Rocket.Chat", "ROCKETCHAT_HOOK"
    else:
        s = hx(32)
        url, secs, v, key = "https://%s/hooks/deploy?token=%s" % (host("ci"), s), [s], "internal deploy hook", "DEPLOY_HOOK_URL"
    pairs = [(key, url if url else secs[0], url is None)]
    if len(secs) == 2 and f in ("dingtalk", "feishu"):
        pairs.append(S(key.split("_")[0] + "_SIGN_SECRET", secs[1]))
    if f == "github_secret":
        snip = None
    elif coin(0.4):
        snip = "curl -X POST -H 'Content-Type: application/json' \\\n  -d '{\"text\": \"deploy %s finished\"}' \\\n  '%s'" % (
            ch(["v1.%d.%d" % (ri(0, 20), ri(0, 9)), "#%d" % ri(100, 999)]), url)
        if len(pairs) == 2:
            snip += "\n# sign secret: %s" % secs[1]
        pairs = None
    else:
        snip = None
    inline = url if (url and len(secs) == 1) else (secs[0] if f == "github_secret" else None)
    return mk_item("webhook", "webhook: %s" % v, secs, ("%s webhook" % v, "%s 웹훅" % v), snippet=snip, pairs=pairs,
                   inline=inline, vendor=v, region={"DingTalk": "china", "Feishu": "china", "JANDI": "korea"}.get(v, "global"),
                   kind="curl" if snip else None)


# ============================================================================
# Part 4: containers -- render (KEY, value, is_secret) pairs into the many
# file formats and code styles a note may quote.
# ============================================================================
def is_env_key(k):
    return re.fullmatch(r"[A-Z][A-Z0-9_]*", k) is not None


def k_lower(k):
    return k.lower() if is_env_key(k) else k


def k_camel(k):
    if not is_env_key(k):
        return k
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_pascal(k):
    if not is_env_key(k):
        return k
    return "".join(p.capitalize() for p in k.lower().split("_"))


def k_dotted(k):
    return k.lower().replace("_", ".") if is_env_key(k) else k


def k_kebab(k):
    return k.lower().replace("_", "-") if is_env_key(k) else k


def q_env(v):
    if re.fullmatch(r"[A-Za-z0-9_./:@+=,%-]*", v):
        return v
    return '"%s"' % v


def q_sh(v):
    return v if re.fullmatch(r"[A-Za-z0-9_./:@+=,%-]*", v) else "'%s'" % v


def q_yaml(v):
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_./-]*", v) and v.lower() not in ("yes", "no", "true", "false", "on", "off", "null"):
        return v if coin(0.5) else '"%s"' % v
    return '"%s"' % v


def jstr(v):
    return json.dumps(v, ensure_ascii=False)


def c_dotenv(pairs, svc):
    return "\n".join("%s=%s" % (k, q_env(v)) for k, v, _ in pairs), ch([".env", ".env.local", ".env.staging",
                                                                       ".env.production", "deploy/.env"])


def c_export(pairs, svc):
    return "\n".join("export %s=%s" % (k, q_sh(v)) for k, v, _ in pairs), ch(["~/.zshrc", "scripts/dev-env.sh",
                                                                              "~/.bashrc", "env.sh"])


def c_yaml(pairs, svc):
    top = svc.replace("-", "_")
    lines = ["%s:" % top] + ["  %s: %s" % (k_lower(k), q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), ch(["config/settings.yaml", "config/%s.yml" % ch(["staging", "production", "local"]),
                                 "application.yml"])


def c_json(pairs, svc):
    d = {k_camel(k): v for k, v, _ in pairs}
    if coin(0.5):
        d = {k_pascal(svc.replace("-", "_").upper()): d}
    return json.dumps(d, indent=2, ensure_ascii=False), ch(["appsettings.json", "config/production.json",
                                                            "secrets.local.json", "config.json"])


def c_toml(pairs, svc):
    return "[%s]\n" % svc.replace("-", "_") + "\n".join("%s = %s" % (k_lower(k), jstr(v)) for k, v, _ in pairs), \
        ch(["config.toml", "Settings.toml", "wrangler.toml", "config/local.toml"])


def c_ini(pairs, svc):
    return "[%s]\n" % ch([svc, "default", "credentials", "prod"]) + "\n".join(
        "%s = %s" % (k_lower(k), v) for k, v, _ in pairs), ch(["config.ini", "settings.ini", "app.cfg"])


def c_properties(pairs, svc):
    pre = ch(["", "app.", svc.split("-")[0] + "."])
    return "\n".join("%s%s=%s" % (pre, k_dotted(k), v) for k, v, _ in pairs), ch(["application.properties",
                                                                                  "gradle.properties",
                                                                                  "local.properties"])


def c_xml(pairs, svc):
    body = "\n".join('    <add key="%s" value="%s" />' % (k_pascal(k), v) for k, v, _ in pairs)
    return "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % body, ch(["web.config", "App.config"])


def c_k8s_secret(pairs, svc):
    body = "\n".join("  %s: %s" % (k, jstr(v)) for k, v, _ in pairs)
    return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-env\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
        svc, ch(["default", "prod", "staging", svc]), body), "k8s/%s-secret.yaml" % svc


def c_k8s_env(pairs, svc):
    body = "\n".join("            - name: %s\n              value: %s" % (k, jstr(v)) for k, v, _ in pairs)
    return ("spec:\n  template:\n    spec:\n      containers:\n        - name: %s\n          image: %s/%s:%s\n          env:\n%s"
            % (svc, ch(["ghcr.io/acme", "registry.example.com/team", "asia-northeast3-docker.pkg.dev/acme/apps"]), svc,
               ch(["1.%d.%d" % (ri(0, 30), ri(0, 9)), "sha-" + hx(7)]), body)), "k8s/deployment.yaml"


def c_compose(pairs, svc):
    if coin(0.5):
        env = "\n".join("      %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs)
    else:
        env = "\n".join("      - %s=%s" % (k, v) for k, v, _ in pairs)
    return "services:\n  %s:\n    image: %s:latest\n    environment:\n%s" % (svc, svc, env), "docker-compose.yml"


def c_dockerfile(pairs, svc):
    base = ch(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22 AS build"])
    return "FROM %s\n%s\nCOPY . /app" % (base, "\n".join("ENV %s=%s" % (k, q_env(v)) for k, v, _ in pairs)), "Dockerfile"


def c_gha(pairs, svc):
    env = "\n".join("      %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4"
            % env), ".github/workflows/deploy.yml"


def c_gitlab(pairs, svc):
    env = "\n".join("  %s: %s" % (k, jstr(v)) for k, v, _ in pairs)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh" % env, ".gitlab-ci.yml"


def c_terraform(pairs, svc):
    if coin(0.5):
        return "\n".join("%s = %s" % (k_lower(k), jstr(v)) for k, v, _ in pairs), ch(["terraform.tfvars",
                                                                                     "envs/prod.auto.tfvars"])
    body = "\n".join("    %s = %s" % (k, jstr(v)) for k, v, _ in pairs)
    return ('resource "aws_lambda_function" "%s" {\n  function_name = "%s"\n  environment {\n    variables = {\n%s\n    }\n  }\n}'
            % (svc.replace("-", "_"), svc, body.replace("\n    ", "\n      ").replace("    ", "      ", 1))), "main.tf"


def c_python(pairs, svc):
    if coin(0.5):
        return "\n".join("os.environ.setdefault(%s, %s)" % (jstr(k), jstr(v)) for k, v, _ in pairs), ch(["conftest.py",
                                                                                                        "scripts/run_local.py"])
    return "\n".join("%s = %s" % (k, jstr(v)) for k, v, _ in pairs), ch(["settings/local.py", "config.py"])


def c_js(pairs, svc):
    body = "\n".join("  %s: '%s'," % (k_camel(k), v) for k, v, _ in pairs)
    return ch(["module.exports = {\n%s\n};" % body, "export const config = {\n%s\n} as const;" % body]), \
        ch(["config/local.js", "src/config.ts", "next.config.js"])


def c_go(pairs, svc):
    body = "\n".join("\t%s = %s" % (k_camel(k), jstr(v)) for k, v, _ in pairs)
    return "const (\n%s\n)" % body, "internal/config/defaults.go"


def c_java(pairs, svc):
    return "\n".join("    private static final String %s = %s;" % (k, jstr(v)) for k, v, _ in pairs), \
        "src/main/java/com/acme/%s/Config.java" % svc.split("-")[0]


def c_kotlin(pairs, svc):
    return "object Secrets {\n%s\n}" % "\n".join("    const val %s = %s" % (k, jstr(v)) for k, v, _ in pairs), \
        "app/src/main/java/com/acme/Secrets.kt"


def c_rust(pairs, svc):
    return "\n".join("const %s: &str = %s;" % (k, jstr(v)) for k, v, _ in pairs), "src/config.rs"


def c_csharp(pairs, svc):
    return "\n".join('builder.Configuration["%s"] = %s;' % (k_pascal(k), jstr(v)) for k, v, _ in pairs), "Program.cs"


def c_php(pairs, svc):
    return "return [\n%s\n];" % "\n".join("    '%s' => '%s'," % (k_lower(k), v) for k, v, _ in pairs), "config/services.php"


def c_ruby(pairs, svc):
    return "\n".join('ENV["%s"] ||= "%s"' % (k, v) for k, v, _ in pairs), "config/initializers/env.rb"


def c_swift(pairs, svc):
    return "enum Env {\n%s\n}" % "\n".join("    static let %s = %s" % (k_camel(k), jstr(v)) for k, v, _ in pairs), \
        "Sources/App/Env.swift"


def c_powershell(pairs, svc):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v, _ in pairs), "scripts/dev.ps1"


def c_fish(pairs, svc):
    return "\n".join("set -gx %s %s" % (k, q_sh(v)) for k, v, _ in pairs), "~/.config/fish/config.fish"


def c_systemd(pairs, svc):
    return "[Service]\n%s\nExecStart=/opt/%s/bin/server" % (
        "\n".join('Environment="%s=%s"' % (k, v) for k, v, _ in pairs), svc), "/etc/systemd/system/%s.service" % svc


def c_helm(pairs, svc):
    return "env:\n%s" % "\n".join("  %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs), "charts/%s/values-prod.yaml" % svc


def c_ansible(pairs, svc):
    pre = svc.split("-")[0]
    return "\n".join("%s_%s: %s" % (pre, k_lower(k), q_yaml(v)) for k, v, _ in pairs), "group_vars/prod/vars.yml"


def c_cli_set(pairs, svc):
    tool = ch(["gh", "fly", "heroku", "kubectl", "docker", "ssm"])
    if tool == "gh":
        return "\n".join("gh secret set %s --body %s" % (k, q_sh(v)) for k, v, _ in pairs), "scripts/set-secrets.sh"
    if tool == "fly":
        return "fly secrets set %s -a %s" % (" ".join("%s=%s" % (k, q_sh(v)) for k, v, _ in pairs), svc), "scripts/set-secrets.sh"
    if tool == "heroku":
        return "heroku config:set %s -a %s" % (" ".join("%s=%s" % (k, q_sh(v)) for k, v, _ in pairs), svc), "scripts/set-secrets.sh"
    if tool == "kubectl":
        return "kubectl create secret generic %s-env %s" % (svc, " ".join("--from-literal=%s=%s" % (k, q_sh(v))
                                                                          for k, v, _ in pairs)), "scripts/set-secrets.sh"
    if tool == "docker":
        return "docker run --rm %s %s:latest" % (" ".join("-e %s=%s" % (k, q_sh(v)) for k, v, _ in pairs), svc), "scripts/set-secrets.sh"
    return "\n".join("aws ssm put-parameter --name /%s/%s --type SecureString --overwrite --value %s" % (
        svc, k_lower(k), q_sh(v)) for k, v, _ in pairs), "scripts/set-secrets.sh"


def c_log(pairs, svc):
    ts = iso_ts()
    if coin(0.5):
        return "%s DEBUG [%s] loaded config: %s" % (ts, svc, ", ".join("%s=%s" % (k, v) for k, v, _ in pairs)), "app.log"
    d = {"ts": ts, "level": "debug", "logger": "config", "msg": "effective settings"}
    for k, v, _ in pairs:
        d[k_lower(k)] = v
    return json.dumps(d, ensure_ascii=False), "logs/app.json"


def c_traceback(pairs, svc):
    sec = [p for p in pairs if p[2]]
    k, v, _ = sec[0] if sec else pairs[0]
    if coin(0.5):
        return ('Traceback (most recent call last):\n  File "/srv/%s/jobs/sync.py", line %d, in main\n'
                '    client = Client(%s=%s, timeout=30)\n  File "/usr/local/lib/python3.11/site-packages/sdk/client.py",'
                ' line %d, in __init__\n    raise AuthError(resp.status_code)\nsdk.errors.AuthError: 401'
                % (svc, ri(20, 300), k_lower(k), jstr(v), ri(20, 300))), "logs/worker.log"
    return ("Error: Request failed with status code 403\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
            "  config: {\n    url: 'https://%s/v1/sync',\n    headers: { '%s': '%s' }\n  }" % (host("api"), k_kebab(k), v)), "~/.pm2/logs/app-error.log"


def c_launch_json(pairs, svc):
    env = {k: v for k, v, _ in pairs}
    return json.dumps({"configurations": [{"name": "Debug %s" % svc, "type": ch(["node", "debugpy", "go"]),
                                           "request": "launch", "env": env}]}, indent=2, ensure_ascii=False), ".vscode/launch.json"


def c_notebook(pairs, svc):
    return "\n".join("%%env %s=%s" % (k, v) for k, v, _ in pairs), "notebooks/explore.ipynb"


def c_makefile(pairs, svc):
    return "\n".join("%s ?= %s" % (k, v) for k, v, _ in pairs) + "\n\nrun:\n\tgo run ./cmd/%s" % svc, "Makefile"


def c_lambda_json(pairs, svc):
    return json.dumps({"FunctionName": svc, "Environment": {"Variables": {k: v for k, v, _ in pairs}}}, indent=2,
                      ensure_ascii=False), "lambda-config.json"


def c_supervisor(pairs, svc):
    return "[program:%s]\ncommand=/opt/%s/run.sh\nenvironment=%s" % (svc, svc, ",".join('%s="%s"' % (k, v) for k, v, _ in pairs)), \
        "/etc/supervisor/conf.d/%s.conf" % svc


def c_crontab(pairs, svc):
    return "%s\n%d %d * * * /opt/%s/bin/run >> /var/log/%s.log 2>&1" % (
        "\n".join("%s=%s" % (k, v) for k, v, _ in pairs), ri(0, 59), ri(0, 23), svc, svc), "/var/spool/cron/crontabs/deploy"


CONTAINERS = [
    ("dotenv", c_dotenv, 6), ("shell export", c_export, 4), ("YAML", c_yaml, 4), ("JSON", c_json, 4),
    ("TOML", c_toml, 2), ("INI", c_ini, 2), ("properties", c_properties, 2), ("XML appSettings", c_xml, 1),
    ("k8s Secret", c_k8s_secret, 3), ("k8s Deployment env", c_k8s_env, 2), ("docker-compose", c_compose, 3),
    ("Dockerfile ENV", c_dockerfile, 2), ("GitHub Actions env", c_gha, 2), ("GitLab CI variables", c_gitlab, 2),
    ("Terraform", c_terraform, 2), ("Python", c_python, 3), ("JS/TS", c_js, 3), ("Go", c_go, 1), ("Java", c_java, 1),
    ("Kotlin", c_kotlin, 1), ("Rust", c_rust, 1), ("C#", c_csharp, 1), ("PHP", c_php, 1), ("Ruby", c_ruby, 1),
    ("Swift", c_swift, 1), ("PowerShell", c_powershell, 1), ("fish", c_fish, 1), ("systemd unit", c_systemd, 1),
    ("Helm values", c_helm, 2), ("Ansible vars", c_ansible, 1), ("CLI secret set", c_cli_set, 3), ("log line", c_log, 2),
    ("stack trace", c_traceback, 2), ("VS Code launch.json", c_launch_json, 1), ("notebook %env", c_notebook, 1),
    ("Makefile", c_makefile, 1), ("Lambda config JSON", c_lambda_json, 1), ("supervisord", c_supervisor, 1),
    ("crontab", c_crontab, 1),
]
_CONTAINER_BAG = [c for c in CONTAINERS for _ in range(c[2])]


# vendor-specific files: return (snippet, fname, secrets_override_or_None)
def special_container(vendor_name, pairs, svc):
    sec = [v for k, v, s in pairs if s]
    if vendor_name == "npm":
        return "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % sec[0], ".npmrc", None
    if vendor_name == "PyPI":
        return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % sec[0], "~/.pypirc", None
    if vendor_name == "Docker Hub":
        user = [v for k, v, s in pairs if not s][0]
        blob = b64e(("%s:%s" % (user, sec[0])).encode())
        return json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": blob}}}, indent=2), "~/.docker/config.json", [blob]
    if vendor_name == "AWS IAM":
        return "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (
            sec[0], sec[1], pairs[2][1]), "~/.aws/credentials", None
    if vendor_name == "AWS STS":
        return "[tmp-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % tuple(sec), \
            "~/.aws/credentials", None
    if vendor_name in ("GitHub classic PAT", "GitHub OAuth token"):
        return "https://%s:%s@github.com" % (person_user().replace(".", "-"), sec[0]), "~/.git-credentials", None
    if vendor_name == "GitHub App installation token":
        return "git remote set-url origin https://x-access-token:%s@github.com/acme/%s.git" % (sec[0], svc), "scripts/bootstrap.sh", None
    if vendor_name == "GitLab runner token":
        return ('[[runners]]\n  name = "%s-runner"\n  url = "%s"\n  token = "%s"\n  executor = "docker"' % (
            svc, pairs[0][1], sec[0])), "/etc/gitlab-runner/config.toml", None
    if vendor_name == "HashiCorp Vault":
        return "$ cat ~/.vault-token\n%s" % sec[0], "~/.vault-token", None
    if vendor_name == "Terraform Cloud":
        return json.dumps({"credentials": {"app.terraform.io": {"token": sec[0]}}}, indent=2), \
            "~/.terraform.d/credentials.tfrc.json", None
    if vendor_name == "Tailscale":
        return "sudo tailscale up --authkey=%s --advertise-tags=tag:ci --hostname=%s" % (sec[0], svc), "scripts/bootstrap.sh", None
    if vendor_name == "Hugging Face":
        return "huggingface-cli login --token %s --add-to-git-credential" % sec[0], "scripts/bootstrap.sh", None
    if vendor_name == "Sentry":
        return "[defaults]\norg=acme\nproject=%s\n\n[auth]\ntoken=%s" % (svc, sec[0]), ".sentryclirc", None
    if vendor_name == "Datadog":
        return "api_key: %s\napp_key: %s\nsite: %s\nlogs_enabled: true" % (sec[0], sec[1], pairs[2][1]), \
            "/etc/datadog-agent/datadog.yaml", None
    if vendor_name == "age":
        return "# created: 2025-%02d-%02dT10:%02d:00+09:00\n# public key: age1%s\n%s" % (
            ri(1, 12), ri(1, 28), ri(0, 59), rs(BECH, 58), sec[0]), "~/.config/sops/age/keys.txt", None
    if vendor_name == "Telegram bot":
        return "curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%s -d text=hello" % (
            sec[0], pairs[1][1]), "scripts/bootstrap.sh", None
    if vendor_name == "data.go.kr":
        return ("curl 'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?serviceKey=%s"
                "&numOfRows=10&pageNo=1&dataType=JSON&base_date=%s&base_time=0600&nx=62&ny=123'" % (
                    pct(sec[0]), date_compact())), "scripts/bootstrap.sh", [pct(sec[0])]
    if vendor_name == "Backlog":
        return "curl 'https://%s/api/v2/issues?apiKey=%s&projectId[]=%s'" % (pairs[0][1], sec[0], digits(6)), "scripts/bootstrap.sh", None
    return None


SPECIAL_VENDORS = ["npm", "PyPI", "Docker Hub", "AWS IAM", "AWS STS", "GitHub classic PAT", "GitHub OAuth token",
                   "GitHub App installation token", "GitLab runner token", "HashiCorp Vault", "Terraform Cloud",
                   "Tailscale", "Hugging Face", "Sentry", "Datadog", "age", "Telegram bot", "data.go.kr", "Backlog"]


def render_pairs(pairs, svc):
    """pick a container that can carry the values verbatim; returns (text, container_name, fname)"""
    for _ in range(50):
        name, fn, _w = ch(_CONTAINER_BAG)
        vals = [v for _k, v, _s in pairs]
        if name == "XML appSettings" and any(c in v for v in vals for c in "&<>\""):
            continue
        if name in ("JS/TS", "PHP") and any("'" in v for v in vals):
            continue
        if name in ("properties", "INI", "crontab", "notebook %env", "Makefile") and any(v != v.strip() or " " in v for v in vals):
            continue
        if name in ("Ruby", "PowerShell", "systemd unit", "supervisord") and any('"' in v or "$" in v for v in vals):
            continue
        if name == "stack trace" and sum(1 for p in pairs if p[2]) != 1:
            continue
        text, fname = fn(pairs, svc)
        return text, name, fname
    text, fname = c_dotenv(pairs, svc)
    return text, "dotenv", fname


# ============================================================================
# Part 5: prose frames for secret notes (English and Korean) and assembly.
# Templates are formatted with kf(); secret values are only ever passed as
# arguments, never used as templates.
# ============================================================================
ENVS = {"en": ["staging", "prod", "dev", "QA", "the sandbox", "the load-test env"],
        "ko": ["스테이징", "운영", "개발", "QA", "샌드박스", "부하테스트 환경"]}

P = {"en": {}, "ko": {}}
P["en"]["mc_problem"] = [
    'Payments from {svc} started failing right after the weekend deploy; the config diff showed the {what} had changed.',
    "I was pairing with {person} on {svc} and we couldn't find which {what} the {env} pods were actually loading.",
    "The runbook for {svc} said 'ask ops for the {what}', and ops was offline.",
    "A teammate's laptop setup for {svc} worked and mine didn't; the difference turned out to be the {what}.",
    "Migrating {svc} from Heroku to Kubernetes, I didn't know the {what} had to be copied over by hand.",
    "The nightly export in {svc} failed with an auth error, and the alert didn't say which credential was involved.",
    "I didn't know which {what} {svc} uses in {env}, so the first deploy failed with 401 Unauthorized.",
    "The task was to fix the nightly sync in {svc}; nobody mentioned that the {what} had been rotated last week.",
    "{svc} crashed on startup with a KeyError. I assumed {file} was complete, but the {what} was missing.",
    "Lost about 40 minutes on a 403 before noticing that {svc} reads the {what} from {file}, not from the path in the README.",
    "I was asked to move {svc} to the new cluster and had no idea where the {what} lived.",
    "The CI job for {svc} failed at the integration-test step because the runner had no {what}.",
    "The user wanted the {svc} integration verified end to end, which needs the {what}; I only had sandbox values.",
    "Local setup for {svc} is undocumented; I had to reconstruct {file} from the old VM.",
    "I tried to reproduce the prod bug locally, but {svc} refused to boot without the {what}.",
    "The handover doc for {svc} listed every env var except the {what}.",
    "Smoke tests against {env} kept failing and I didn't realise {env} has its own {what}.",
    "{person} asked me to rotate the {what} for {svc}, but I didn't know where all the copies were.",
    "Onboarding a new dev onto {svc}: the setup script stopped at the step that needs the {what}.",
    "The cron job in {svc} had been silently failing since Monday; the {what} it used had expired.",
]
P["ko"]["mc_problem"] = [
    '주말 배포 직후부터 {svc} 결제가 실패하기 시작했다. 설정 diff를 보니 {what:이} 바뀌어 있었다.',
    '{person}님과 {svc} 페어 작업 중이었는데 {env} 파드가 실제로 어떤 {what:을} 로드하는지 찾지 못했다.',
    "{svc} 런북에는 '{what:은} ops에 문의'라고만 적혀 있었고 ops 담당자는 부재중이었다.",
    '동료 노트북에서는 {svc} 세팅이 되는데 내 노트북에서는 안 됐다. 차이는 {what}였다.',
    '{svc}를 Heroku에서 쿠버네티스로 옮기면서 {what:을} 수동으로 옮겨야 한다는 걸 몰랐다.',
    '{svc} 야간 export가 인증 에러로 실패했는데 알림에는 어떤 자격 증명 문제인지 나와 있지 않았다.',
    "{env} 환경의 {svc}에서 어떤 {what:을} 쓰는지 몰라서 첫 배포가 401 Unauthorized로 실패했다.",
    "{svc} 야간 동기화 작업을 고치는 일이었는데, 지난주에 {what:이} 교체됐다는 걸 아무도 알려주지 않았다.",
    "{svc} 기동 직후 KeyError로 죽었다. {file} 파일에 다 들어 있다고 생각했는데 {what:이} 빠져 있었다.",
    "403 에러로 40분 정도 헤맸는데, 알고 보니 {svc}의 {what:은} README에 적힌 경로가 아니라 {file}에서 읽힌다.",
    "{svc} 새 클러스터 이전 작업을 맡았는데 {what:이} 어디에 있는지 전혀 몰랐다.",
    "CI의 {svc} 통합 테스트 단계가 실패했다. 러너에 {what:이} 설정돼 있지 않았다.",
    "사용자가 {svc} 연동을 끝까지 검증해 달라고 했는데, 그러려면 {what:이} 필요했고 나는 샌드박스 값만 갖고 있었다.",
    "{svc} 로컬 세팅 문서가 없어서 예전 VM에서 {file} 파일을 복원해야 했다.",
    "운영 버그를 로컬에서 재현하려 했는데 {what:이} 없으면 {svc} 서버가 아예 뜨지 않았다.",
    "{svc} 인수인계 문서에 환경변수가 다 적혀 있었는데 {what}만 빠져 있었다.",
    "{env} 대상 스모크 테스트가 계속 실패했다. {env}에는 별도의 {what:이} 있다는 걸 몰랐다.",
    "{person}님이 {svc}의 {what:을} 교체해 달라고 했는데, 사본이 어디어디 있는지 몰랐다.",
    "신규 입사자 {svc} 온보딩 중에 {what:이} 필요한 단계에서 셋업 스크립트가 멈췄다.",
    "{svc}의 크론 작업이 월요일부터 조용히 실패하고 있었다. 쓰던 {what:이} 만료된 상태였다.",
]
P["en"]["mc_pasted"] = [
    "{person} pasted the current {file} in chat so I could debug {svc}:",
    "The user gave me this to get {svc} running in {env}:",
    "Context I was missing: the {what} lives here ({file}):",
    "Found this in the old deploy notes for {svc} ({file}):",
    "Copied from the {env} box while debugging {svc}:",
    "The ticket included the working config for {svc}:",
]
P["ko"]["mc_pasted"] = [
    "{person}님이 {svc} 디버깅하라고 채팅에 현재 설정을 붙여줬다 ({file}):",
    "{env}에서 {svc} 띄우라고 사용자가 준 값:",
    "몰랐던 부분 — {what:은} 여기 있다 ({file}):",
    "{svc} 예전 배포 메모에서 찾은 내용 ({file}):",
    "{svc} 디버깅 중 {env} 서버에서 복사한 내용:",
    "티켓에 {svc}의 동작하는 설정이 첨부돼 있었다:",
]
P["en"]["lead"] = [
    'Final working version (copied from the {env} host):',
    'After comparing with the old server, this is the correct block for {svc}:',
    "{person} confirmed these values; saving them here so I don't have to ask again:",
    "Working {file} for {svc} ({env}):",
    "What finally worked, the relevant part of {file}:",
    "Got the values from {person}; {file} now contains:",
    "For next time, {svc} needs exactly this:",
    "Fixed by putting the following in {file}:",
    "The {what} goes here ({file}), not in the shared config:",
    "Keep this snippet; it is what {env} actually runs with:",
]
P["ko"]["lead"] = [
    '최종 동작 버전 ({env} 서버에서 복사):',
    '예전 서버와 비교해 보니 {svc}에 맞는 설정은 이거다:',
    '{person}님이 확인해 준 값. 다시 물어보지 않도록 여기 적어 둔다:',
    "{svc} ({env})에서 동작하는 {file} 내용:",
    "최종적으로 동작한 설정 — {file}의 해당 부분:",
    "{person}님께 값을 받아서 {file}에 아래처럼 넣었다:",
    "다음부터 {svc}에는 정확히 이게 필요하다:",
    "{file}에 아래 내용을 넣어서 해결:",
    "{what:은} 공용 설정이 아니라 여기({file})에 넣어야 한다:",
    "이 스니펫은 보관해 둘 것. {env:이} 실제로 이 값으로 돈다:",
]
P["en"]["tail"] = [
    "Restart the worker after changing it; the client is cached at import time.",
    "Staging and prod values differ, don't mix them.",
    "A stale value fails immediately with 401, so it's easy to spot.",
    "Remember to re-source the file before running the tests.",
    "The app only reads it at boot, so a rolling restart is needed.",
    "After this the health check went green within a minute.",
    "", "",
    "Note: the SDK silently falls back to sandbox if the variable is empty.",
]
P["ko"]["tail"] = [
    "값을 바꾼 뒤에는 워커를 재시작해야 한다. 클라이언트가 import 시점에 캐시된다.",
    "스테이징과 운영 값이 다르니 섞지 말 것.",
    "오래된 값은 바로 401이 나서 금방 티가 난다.",
    "테스트 돌리기 전에 파일을 다시 source 해야 한다.",
    "앱이 부팅 때만 읽기 때문에 롤링 재시작이 필요하다.",
    "이후 헬스체크가 1분 안에 초록색으로 돌아왔다.",
    "", "",
    "참고: 변수가 비어 있으면 SDK가 조용히 sandbox로 붙는다.",
]
P["en"]["prose"] = [
    "The error message said 'invalid signature', but the real problem was a stale {what}; updating it fixed {svc} without code changes.",
    'Order matters: {svc} loads {file} first and then overrides from the environment, so the old export in the shell profile won.',
    'Staging and prod share the same variable name for the {what}, which is how the wrong one got deployed.',
    "{svc} reads the {what} only at startup; after updating {file} I had to restart the pods. The 401s stopped right away.",
    "The failing step was using the {env} value; switching to the one above fixed the integration test.",
    "The {what} must be set in {file} and not exported in the shell profile, because the systemd unit does not inherit it.",
    "Root cause: the variable name changed in the last SDK upgrade; the value itself was fine.",
    "Once the {what} was in place the job completed; the rest of the config was already correct.",
    "{svc} caches the client per process, so changing the {what} requires a full redeploy, not a config reload.",
    "Check the {what} first whenever {svc} starts returning 401/403; nine times out of ten it is stale.",
]
P["ko"]["prose"] = [
    "에러 메시지는 'invalid signature'였지만 실제 원인은 오래된 {what}였다. 값을 바꾸니 코드 수정 없이 {svc}가 정상화됐다.",
    '{svc} 서비스는 {file}를 먼저 읽고 환경변수로 덮어쓰기 때문에, 셸 프로필에 남아 있던 예전 export가 이겼다.',
    '스테이징과 운영이 {what}에 같은 변수 이름을 써서 잘못된 값이 배포됐다.',
    "{svc} 서비스는 {what:을} 기동 시에만 읽는다. {file} 수정 후 파드를 재시작하니 401이 바로 사라졌다.",
    "실패한 단계가 {env} 값을 쓰고 있었다. 위 값으로 바꾸니 통합 테스트가 통과했다.",
    "{what:은} 셸 프로필이 아니라 {file}에 있어야 한다. systemd 유닛은 셸 환경을 상속하지 않는다.",
    "원인: 지난 SDK 업그레이드 때 변수 이름이 바뀌었다. 값 자체는 문제없었다.",
    "{what:을} 넣고 나니 작업이 끝까지 돌았다. 나머지 설정은 원래 맞았다.",
    "{svc} 서비스는 프로세스마다 클라이언트를 캐시하므로 {what:을} 바꾸면 설정 reload가 아니라 재배포가 필요하다.",
    "{svc}에서 401/403이 나기 시작하면 {what}부터 확인할 것. 대부분 만료된 값이다.",
]
P["en"]["ask"] = [
    'Who else needs to be told when the {what} for {svc} changes?',
    'Is there a staging-only {what} I should use for load tests instead?',
    "Where should the {what} for {svc} come from in CI: repository secrets or Vault?",
    "Is the {what} rotated on a schedule, and who owns the rotation?",
    "Which environment should I test against before touching prod?",
    "Can you confirm the {what} I used belongs to {env} and not prod?",
    "Should I move the {what} into the secret manager now or leave it for the platform team?",
    "Is there a read-only credential I should use instead for local debugging?",
    "",
]
P["ko"]["ask"] = [
    '{svc}의 {what:이} 바뀌면 누구에게 공유해야 하나요?',
    '부하 테스트용으로 쓸 스테이징 전용 {what:이} 따로 있나요?',
    "CI에서 {svc}의 {what:은} 어디서 가져와야 하나요? 레포 시크릿인가요, Vault인가요?",
    "{what:은} 주기적으로 교체되나요? 교체 담당자는 누구인가요?",
    "운영에 손대기 전에 어느 환경에서 테스트해야 하나요?",
    "제가 쓴 {what:이} 운영이 아니라 {env} 것이 맞는지 확인해 주실 수 있나요?",
    "{what:을} 지금 시크릿 매니저로 옮길까요, 아니면 플랫폼팀에 맡길까요?",
    "로컬 디버깅용으로 쓸 읽기 전용 계정이 따로 있나요?",
    "",
]
P["en"]["ask_v"] = [
    'I hardcoded {v} in the local override for now; is that acceptable until the vault path exists?',
    'Does anyone else use {v}, or can it be revoked after the migration?',
    "Is `{v}` still the current {what}, or has it been rotated?",
    "Should I keep using {v} for {svc}, or request a new one?",
    "Last time the {what} was {v}; is that still valid for {env}?",
    "Can I put {v} into the CI variables for {svc}?",
    "Is {v} the {env} value or the prod one?",
]
P["ko"]["ask_v"] = [
    '일단 로컬 오버라이드에 {v} 값을 하드코딩했는데, vault 경로가 생길 때까지 괜찮을까요?',
    '{v} 값을 다른 팀도 쓰나요, 아니면 이전 끝나면 폐기해도 되나요?',
    "`{v}` 값이 아직 유효한 {what}인가요, 아니면 교체됐나요?",
    "{svc}에 계속 {v} 값을 써도 되나요, 아니면 새로 발급받아야 하나요?",
    "지난번 {what:은} {v} 였는데, {env}에서 아직 유효한가요?",
    "{v} 값을 {svc} CI 변수에 넣어도 될까요?",
    "{v} 이게 {env} 값인가요, 운영 값인가요?",
]
P["en"]["inline_mc"] = [
    "{person} said in chat that the {what} for {svc} is {v} and that it only works in {env}.",
    "The old runbook had {v} as the {what} for {svc}; it turned out to still be valid.",
    "I didn't know the {what} until {person} sent {v} over DM, after which {svc} started fine.",
    "The deploy used {v} as the {what}, which is why {env} kept talking to the wrong account.",
]
P["ko"]["inline_mc"] = [
    "{person}님이 채팅으로 {svc}의 {what:은} {v} 이고 {env}에서만 동작한다고 알려줬다.",
    "예전 런북에 {svc}의 {what:이} {v} 로 적혀 있었는데, 확인해 보니 아직 유효했다.",
    "{person}님이 DM으로 {v} 값을 보내주기 전까지 {what:을} 몰랐다. 받은 뒤 {svc} 서버가 정상 기동했다.",
    "배포에 {what:으로} {v} 값이 들어가 있어서 {env:이} 계속 엉뚱한 계정에 붙었다.",
]
P["en"]["inline_start"] = [
    "{v} is the {what} {svc} needs in {env}; put it in {file}, not in the shared config.",
    "{v} -- that is the working {what} for {svc}. The one in the wiki is outdated.",
    "{v} works for {env}; the previous value returned 401.",
]
P["ko"]["inline_start"] = [
    "{v} — {env}의 {svc}에 필요한 {what}. 공용 설정이 아니라 {file}에 넣을 것.",
    "{v} 이 값이 {svc}에서 동작하는 {what} 값이다. 위키에 있는 값은 오래된 것.",
    "{v} 값으로 {env}에서 동작 확인. 이전 값은 401이 났다.",
]
P["en"]["inline_end"] = [
    "For {svc} in {env}, the {what} that finally worked was {v}",
    "{person} confirmed the {what} for {svc}: {v}",
    "The value {svc} expects for the {what} is {v}",
]
P["ko"]["inline_end"] = [
    "{env}의 {svc}에서 최종적으로 동작한 {what}: {v}",
    "{person}님이 확인해 준 {svc}의 {what}: {v}",
    "{svc} 쪽에서 기대하는 {what} 값은 {v}",
]
P["en"]["split_label"] = [
    "{person} gave me the {what} for {svc} ({env}):",
    "The {what} for {svc} is in the next field:",
    "Here is the {what} {svc} actually uses",
]
P["ko"]["split_label"] = [
    "{person}님이 알려준 {svc}의 {what} ({env}):",
    "{svc}의 {what:은} 다음 필드에 적어 둠:",
    "{svc}가 실제로 쓰는 {what}",
]
P["en"]["split_after"] = [
    "(that is the {env} one; prod is managed by the platform team)",
    "Paste it into {file} and restart {svc}.",
    "It was not in any repo, only in {person}'s notes.",
]
P["ko"]["split_after"] = [
    "({env} 값임. 운영은 플랫폼팀이 관리)",
    "{file}에 붙여 넣고 {svc} 재시작하면 된다.",
    "어느 레포에도 없고 {person}님 메모에만 있던 값.",
]
P["en"]["chat_lead"] = ["Slack thread with {person}:", "From the DM with {person}:", "Chat log (#{svc}-dev):"]
P["ko"]["chat_lead"] = ["{person}님과의 슬랙 스레드:", "{person}님 DM 내용:", "채팅 로그 (#{svc}-dev):"]
P["en"]["chat_ask"] = ["{what} for {svc}?", "do you have the {what} for {env}?", "which {what} does {svc} use?"]
P["ko"]["chat_ask"] = ["{svc} {what} 있으세요?", "{env} {what} 좀 알려주실 수 있나요?", "{svc}는 어떤 {what} 쓰나요?"]
P["en"]["chat_give"] = ["here: {v}", "use this one {v}", "{v} (don't share it further pls)", "try {v}"]
P["ko"]["chat_give"] = ["여기요 {v}", "이거 쓰세요 {v}", "{v} (외부 공유는 하지 말아주세요)", "{v} 로 해보세요"]
P["en"]["chat_end"] = ["me: thanks, trying now", "me: works in {env}, thanks", "me: 👍 that fixed it"]
P["ko"]["chat_end"] = ["나: 감사합니다, 바로 해볼게요", "나: {env}에서 잘 됩니다", "나: 👍 해결됐어요"]
P["en"]["table_lead"] = ["Values per environment as they are now:", "Summary of what {svc} needs:", "Current settings:"]
P["ko"]["table_lead"] = ["현재 환경별 값:", "{svc}에 필요한 값 정리:", "현재 설정:"]
P["en"]["log_lead"] = ["The debug log printed the effective config:", "This showed up in the worker log:",
                       "The failing run logged:"]
P["ko"]["log_lead"] = ["디버그 로그에 설정값이 그대로 찍혀 있었다:", "워커 로그에 이게 남아 있었다:", "실패한 실행의 로그:"]
P["en"]["log_prose"] = ["{svc} logs its whole config at DEBUG; the value in the log was the stale one.",
                        "The log showed the old {what} was still loaded after the deploy; the pod was never restarted."]
P["ko"]["log_prose"] = ["{svc} 서비스는 DEBUG 레벨에서 설정 전체를 로그로 남긴다. 로그에 찍힌 값이 예전 값이었다.",
                        "배포 후에도 예전 {what:이} 로드돼 있었다. 파드가 재시작되지 않았던 것."]
P["en"]["diff_lead"] = ["Change I made to {file}:", "Rotated value, diff of {file}:", "Updated {file} like this:"]
P["ko"]["diff_lead"] = ["{file} 변경 내용:", "교체한 값, {file} diff:", "{file}를 이렇게 수정했다:"]
P["en"]["steps"] = [
    "Steps that worked:\n1. Stop {svc} in {env}.\n2. Set the {what} to {v}\n3. Start it again and watch the logs for 401s.",
    "Recovery procedure for {svc}:\n- check the current value in {file}\n- replace it with {v}\n- rolling restart, then run the smoke test",
]
P["ko"]["steps"] = [
    "동작한 절차:\n1. {env}의 {svc} 중지\n2. {what:을} {v} 값으로 설정\n3. 다시 기동하고 로그에서 401 확인",
    "{svc} 복구 절차:\n- {file}의 현재 값 확인\n- {v} 값으로 교체\n- 롤링 재시작 후 스모크 테스트",
]
P["en"]["q_mc"] = [
    "Why does {svc} still get 401 from the provider when the {what} is {v}? That was my question all afternoon.",
    "I kept asking myself whether {v} was the {env} {what} or the prod one; nobody had written it down.",
]
P["ko"]["q_mc"] = [
    "{what:이} {v} 인데 왜 {svc}는 계속 401을 받을까? 오후 내내 이걸 붙잡고 있었다.",
    "{v} 값이 {env}용 {what}인지 운영용인지 계속 헷갈렸다. 어디에도 적혀 있지 않았다.",
]
P["en"]["decoy"] = ["(request id {uuid})", "Build {sha7} is the first green one.", "Trace id: {h32}.",
                    "Relevant commit: {sha40}."]
P["ko"]["decoy"] = ["(request id {uuid})", "{sha7} 빌드부터 초록불.", "trace id: {h32}.", "관련 커밋: {sha40}."]

FENCE_LANG = {"dotenv": "bash", "shell export": "bash", "YAML": "yaml", "JSON": "json", "TOML": "toml", "INI": "ini",
              "k8s Secret": "yaml", "k8s Deployment env": "yaml", "docker-compose": "yaml", "Dockerfile ENV": "dockerfile",
              "GitHub Actions env": "yaml", "GitLab CI variables": "yaml", "Terraform": "hcl", "Python": "python",
              "JS/TS": "ts", "Go": "go", "Java": "java", "Kotlin": "kotlin", "Rust": "rust", "C#": "csharp",
              "PHP": "php", "Ruby": "ruby", "Swift": "swift", "PowerShell": "powershell", "shell": "bash", "curl": "bash",
              "python": "python", "json": "json", "yaml": "yaml", "js": "js", "pem": "", "http": "http"}


def fence(snip, kind):
    r = R.random()
    if r < 0.55:
        return "```%s\n%s\n```" % (FENCE_LANG.get(kind or "", ""), snip)
    if r < 0.7 and "\n" in snip:
        return "\n".join("    " + x for x in snip.split("\n"))
    return snip


def fmt(lang, slot, pools=None, **kw):
    own = (pools or {}).get(lang, {}).get(slot)
    return kf(ch(own if own and coin(0.75) else P[lang][slot]), **kw)


FAMILY_POOLS = {
    "wifi": {
        "en": {"mc_problem": ["The {svc} kiosk devices in the office had to be re-provisioned and I didn't know the {what}.",
                              "I was setting up the Raspberry Pi test rig for {svc} and the {what} wasn't in the wiki.",
                              "The QA phones for {svc} dropped off the network after the router was replaced; nobody had written down the new {what}."],
               "prose": ["The devices only accept WPA2-PSK; the new router defaulted to WPA3, which the old tablets don't support.",
                         "After reconnecting, the {svc} test devices got addresses from the new DHCP range; update the allow list accordingly."],
               "ask": ["Is there a separate guest network the test devices should use instead?",
                       "Who manages the office router now that it was replaced?"]},
        "ko": {"mc_problem": ["사무실 {svc} 키오스크 기기를 재설정해야 했는데 {what:을} 몰랐다.",
                              "{svc} 테스트용 라즈베리파이 장비를 세팅하는데 위키에 {what:이} 없었다.",
                              "공유기 교체 후 {svc} QA 폰들이 네트워크에서 떨어졌고, 새 {what:을} 아무도 적어 두지 않았다."],
               "prose": ["기기들이 WPA2-PSK만 지원한다. 새 공유기 기본값이 WPA3라서 구형 태블릿이 붙지 못했다.",
                         "재접속 후 {svc} 테스트 기기들이 새 DHCP 대역을 받았으니 허용 목록을 갱신해야 한다."],
               "ask": ["테스트 기기는 별도 게스트 네트워크를 써야 하나요?", "공유기 교체 후 사무실 네트워크 관리는 누가 하나요?"]}},
    "otp": {
        "en": {"mc_problem": ["The {what} was needed to log in as the bot account for {svc}, and the previous owner had left.",
                              "The e2e login test of {svc} needs 2FA, and I didn't know where the {what} was kept.",
                              "I got locked out of the admin account used by {svc} and needed the {what}."],
               "prose": ["Each recovery code works once; mark the used one in the vault entry.",
                         "With the seed in the test config, the e2e test generates its own codes and no longer needs a phone.",
                         "After logging in I moved the account to hardware keys; the old factor should be removed."],
               "ask": ["Should the bot account's 2FA material live in the team vault instead of personal notes?",
                       "Can we move the shared account to SSO so nobody needs these codes?"]},
        "ko": {"mc_problem": ["{svc} 봇 계정으로 로그인하려면 {what:이} 필요했는데 이전 담당자가 퇴사한 상태였다.",
                              "{svc} e2e 로그인 테스트에 2FA가 필요한데 {what:이} 어디 보관돼 있는지 몰랐다.",
                              "{svc}가 쓰는 관리자 계정이 잠겨서 {what:이} 필요했다."],
               "prose": ["복구 코드는 한 번씩만 쓸 수 있으니 vault 항목에서 사용한 코드를 표시할 것.",
                         "시드를 테스트 설정에 넣으니 e2e 테스트가 직접 코드를 생성해서 더 이상 휴대폰이 필요 없다.",
                         "로그인 후 계정을 하드웨어 키로 전환했다. 예전 인증 수단은 제거해야 한다."],
               "ask": ["봇 계정 2FA 정보는 개인 메모가 아니라 팀 vault에 둬야 하지 않을까요?",
                       "공용 계정을 SSO로 바꿔서 이런 코드가 필요 없게 할 수 있을까요?"]}},
}


def decoy(lang):
    return kf(ch(P[lang]["decoy"]), uuid=uuid4(), sha7=hx(7), h32=hx(32), sha40=hx(40))


def join(*parts):
    return "\n".join(p for p in parts if p)


def sp(*parts):
    return " ".join(p for p in parts if p)


def item_vendor(v=None):
    v = v or ch(VENDORS)
    c = make_vendor_cred(v)
    secrets = [val for _k, val, s in c["pairs"] if s]
    inline = None
    if len(secrets) == 1:
        key = [k for k, _v, s in c["pairs"] if s][0]
        inline = ch([secrets[0], secrets[0], "%s=%s" % (key, secrets[0])])
    it = mk_item("vendor", "vendor token: " + v["name"], secrets, c["what"], pairs=c["pairs"], inline=inline,
                 vendor=v["name"], region=v["region"], regen=lambda: item_vendor(v))
    if v["name"] in SPECIAL_VENDORS and coin(0.5):
        snip, fname, override = special_container(v["name"], c["pairs"], svc_name())
        it.update({"snippet": snip, "fname": fname, "pairs": None, "kind": "file " + fname.split("/")[-1], "regen": None})
        if override:
            it.update({"secrets": override, "primary": override[0], "inline": None})
    return it


def item_split():
    for _ in range(100):
        it = ch([item_password, item_vendor, item_password, item_otp, item_wifi])()
        if len(it["secrets"]) == 1 and it["inline"] and it["secrets"][0] in it["inline"]:
            it["styles"] = ["SP"]
            it["family_label"] = "split across fields"
            return it
    raise RuntimeError("split item")


def diff_pairs(old, new):
    if not old.get("pairs") or not new.get("pairs") or len(old["pairs"]) != len(new["pairs"]):
        return None
    lines, secs = [], []
    for (k, v, s), (_k2, v2, s2) in zip(old["pairs"], new["pairs"]):
        if s and s2:
            lines.append("-%s=%s" % (k, q_env(v)))
            lines.append("+%s=%s" % (k, q_env(v2)))
            secs += [v, v2]
        else:
            lines.append(" %s=%s" % (k, q_env(v)))
    return lines, secs


def table(pairs, lang, env):
    head = "| env | key | value |" if lang == "en" else "| 환경 | 키 | 값 |"
    rows = ["| %s | %s | %s |" % (env, k, v) for k, v, _s in pairs]
    return "\n".join([head, "|---|---|---|"] + rows)


def compose_secret(lang, item):
    """build the three fields around an item; returns (fields, style, container, secrets)"""
    svc = svc_name()
    env = ch(ENVS[lang])
    person = ch(EN_PEOPLE_DISPLAY) if lang == "en" else ch(KO_NAMES)
    what = item["what"][0 if lang == "en" else 1]
    secrets = list(item["secrets"])
    container = item.get("kind") or "snippet"
    fname = item.get("fname")
    snippet = item["snippet"]
    if snippet is None and item["pairs"]:
        snippet, container, f2 = render_pairs(item["pairs"], svc)
        fname = fname or f2
    fname = fname or ch(["the config", "the runbook", "deploy notes"] if lang == "en" else ["설정 파일", "런북", "배포 메모"])
    inline = item.get("inline")
    covers = bool(inline) and all(s in inline for s in secrets) and not item.get("force_snip")
    styles = item.get("styles")
    if not styles:
        styles = ["L", "L", "L", "M", "M", "LA", "C"]
        if inline:
            styles += ["I", "IS", "IE", "A", "C", "S", "Q"]
        if item["pairs"]:
            styles += ["T", "G"]
            if item.get("regen"):
                styles += ["D"]
    style = ch(styles)
    if style in ("I", "IS", "IE", "A", "SP", "S", "Q") and not inline:
        style = "L"
    kw = dict(svc=svc, env=env, person=person, what=what, file=fname)

    fam_pools = FAMILY_POOLS.get(item["family"])

    def F(slot, **extra):
        d = dict(kw)
        d.update(extra)
        return fmt(lang, slot, fam_pools, **d)

    snip_f = fence(snippet, container) if snippet else ""
    mc = lesson = ask = ""
    if style == "L":
        mc = sp(F("mc_problem"), decoy(lang) if coin(0.15) else "")
        lesson = join(F("lead"), snip_f, F("tail"))
        ask = F("ask")
    elif style == "M":
        mc = join(F("mc_pasted"), snip_f)
        lesson = F("prose")
        ask = F("ask")
    elif style == "LA":
        mc = F("mc_problem")
        lesson = join(F("lead"), snip_f, F("tail"))
        ask = F("ask_v", v=inline if covers and len(inline) < 200 else item["primary"])
    elif style == "I":
        mc = F("inline_mc", v=inline)
        lesson = F("prose") if covers else join(F("lead"), snip_f)
        ask = F("ask")
    elif style == "IS":
        mc = F("mc_problem")
        lesson = F("inline_start", v=inline) if covers else join(F("inline_start", v=inline), snip_f)
        ask = F("ask")
    elif style == "IE":
        end = ch(["", "", ".", "`"])
        v = ("`%s`" % inline) if end == "`" else inline + end
        if covers:
            mc = F("mc_problem")
            lesson = sp(F("prose"), F("inline_end", v=v))
        else:
            mc = join(F("mc_pasted"), snip_f)
            lesson = sp(F("prose"), F("inline_end", v=v))
        ask = F("ask")
    elif style == "A":
        mc = F("mc_problem")
        lesson = F("prose") if covers else join(F("lead"), snip_f)
        ask = F("ask_v", v=inline)
    elif style == "S":
        mc = F("mc_problem")
        lesson = F("steps", v=inline) if covers else join(F("steps", v=inline), snip_f)
        ask = F("ask")
    elif style == "Q":
        mc = F("q_mc", v=inline)
        lesson = F("prose") if covers else join(F("lead"), snip_f)
        ask = F("ask")
    elif style == "SP":
        mc = sp(F("mc_problem"), F("split_label"))
        lesson = join(inline, F("split_after"))
        ask = F("ask") if coin(0.7) else F("ask_v", v=inline)
    elif style == "C":
        t = "%02d:%02d" % (ri(9, 19), ri(0, 59))
        if covers and coin(0.6):
            give = F("chat_give", v=inline)
        else:
            give = "\n" + snip_f
        me = "me" if lang == "en" else "나"
        mc = join(F("chat_lead"), "[%s] %s: %s" % (t, me, F("chat_ask")), "[%s] %s: %s" % (t, person, give),
                  "[%s] %s" % (t, F("chat_end")))
        lesson = F("prose")
        ask = F("ask")
    elif style == "T":
        mc = F("mc_problem")
        lesson = join(F("table_lead"), table(item["pairs"], lang, env), F("tail"))
        ask = F("ask")
    elif style == "G":
        text, container = (c_log(item["pairs"], svc)[0], "log line") if (coin(0.5) or sum(1 for p in item["pairs"] if p[2]) != 1) \
            else (c_traceback(item["pairs"], svc)[0], "stack trace")
        mc = join(sp(F("mc_problem"), F("log_lead")), fence(text, ""))
        lesson = F("log_prose")
        ask = F("ask")
    elif style == "D":
        new = item["regen"]()
        d = diff_pairs(item, new)
        if d is None:
            mc = F("mc_problem")
            lesson = join(F("lead"), snip_f, F("tail"))
            ask = F("ask")
            style = "L"
        else:
            lines, secs = d
            secrets = dedupe(secs)
            container = "diff"
            if not fname.split("/")[-1].startswith(".env"):
                fname = ch([".env", ".env.staging", "deploy/.env.production", ".env.local"])
                kw["file"] = fname
            body = "--- a/%s\n+++ b/%s\n@@ -1,%d +1,%d @@\n%s" % (fname, fname, len(item["pairs"]), len(item["pairs"]),
                                                                "\n".join(lines))
            mc = F("mc_problem")
            lesson = join(F("diff_lead"), "```diff\n%s\n```" % body, F("tail"))
            ask = F("ask")
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, style, container, secrets


STYLE_NAMES = {"L": "snippet in lesson", "M": "snippet in missing_context", "LA": "snippet + value repeated in ask",
               "I": "inline mid-sentence", "IS": "value at start of lesson", "IE": "value at end of field",
               "A": "value only in ask_next_time", "SP": "label and value in different fields", "C": "chat transcript",
               "S": "numbered steps", "Q": "value inside a question in missing_context",
               "T": "markdown table", "G": "log/stack trace", "D": "diff old->new"}


# ---- validation (FORMAT.txt rules) ---------------------------------------------------
FIELD_LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def fields_ok(fields):
    for k, lim in FIELD_LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            return False
    return bool(fields["missing_context"].strip()) and bool(fields["lesson"].strip())


def occurrences(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """every secret >= 8 chars and present; no 8-char window of a secret occurs (case-insensitively)
    anywhere outside an occurrence of a listed secret."""
    if not secrets:
        return False
    allf = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in allf):
            return False
    for t in allf:
        spans = []
        for s in secrets:
            spans += occurrences(t, s)
        tl = t.lower()
        for s in secrets:
            sl = s.lower()
            seen = []
            for i in range(len(sl) - 7):
                w = sl[i:i + 8]
                if w in seen:
                    continue
                seen.append(w)
                for (a, _b) in occurrences(tl, w):
                    if not any(x <= a and a + 8 <= y for (x, y) in spans):
                        return False
    return True


# ---- secret note schedule --------------------------------------------------------------
SECRET_FAMILIES = [
    # (family, label, builder, n_en, n_ko)
    ("vendor", "provider token", None, 90, 60),
    ("password", "password", item_password, 24, 16),
    ("cmd_password", "password in command", item_cmd_password, 24, 16),
    ("conn", "connection string", item_conn, 17, 11),
    ("header", "HTTP auth header/cookie", item_header, 16, 10),
    ("signed_url", "signed URL", item_signed_url, 7, 5),
    ("private_key", "private key", item_private_key, 8, 6),
    ("otp", "OTP seed/recovery code/PIN", item_otp, 10, 6),
    ("wifi", "Wi-Fi key", item_wifi, 5, 3),
    ("webhook", "webhook URL", item_webhook, 8, 6),
    ("split", "split across fields", item_split, 7, 5),
]
assert sum(f[3] for f in SECRET_FAMILIES) == N_SECRET_EN
assert sum(f[3] + f[4] for f in SECRET_FAMILIES) == N_SECRET


def build_secret_note(lang, fam, label, builder, vend):
    for _attempt in range(400):
        SVC_LOCK[0] = ch(SERVICES)
        item = item_vendor(vend) if fam == "vendor" else builder()
        fields, style, container, secrets = compose_secret(lang, item)
        if not fields_ok(fields) or not window_rule_ok(fields, secrets):
            continue
        cat = "%s: %s | %s | %s" % (label, item["sub"].split(": ", 1)[-1], container, STYLE_NAMES[style])
        meta = {"family": fam, "vendor": item.get("vendor"), "region": item.get("region"),
                "template": "%s|%s|%s|%s" % (fam, item["sub"], container, style)}
        return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets}, meta
    raise RuntimeError("could not build a valid secret note for %s/%s" % (fam, lang))


# ============================================================================
# Part 6: clean notes -- risky-looking but credential-free material.
# ============================================================================
def citem(sub, snippet, what, kind="", inline=None, pub=False):
    return {"sub": sub, "snippet": snippet, "kind": kind, "inline": inline, "what": what, "pub": pub}


ID_KEY_HINTS = ["_ID", "SID", "URL", "REGION", "DOMAIN", "SITE", "ENV", "CHANNEL", "SPACE", "SHOP", "MID", "CODE",
                "USERNAME", "EMAIL", "PROJECT", "ORG", "BASE", "ZONE", "CLUSTER", "ENDPOINT", "HOST", "CID", "USER",
                "LOGIN", "ACCOUNT", "DIR", "PATH", "ALIAS"]


def placeholder_for(key, vname):
    k = key if is_env_key(key) else "VALUE"
    return ch(["<%s>" % k, "<your-%s>" % k.lower().replace("_", "-"), "${%s}" % k, "{{ .Values.%s }}" % k_camel(k),
               "${{ secrets.%s }}" % k, "%%(%s)s" % k.lower(), "REPLACE_ME", "xxxxxxxxxxxxxxxx", "TODO: ask " + ch(["ops", "platform team", "#infra"]),
               "$(cat /run/secrets/%s)" % k.lower(), "{{ vault \"secret/data/%s\" \"%s\" }}" % (vname.split(" ")[0].lower(), k.lower()),
               "<redacted>", "your_%s_here" % k.lower(), "op://Engineering/%s/credential" % vname.replace(" ", "-"),
               "<stored in %s>" % ch(["vault", "ssm", "doppler"])])


def cl_placeholder():
    v = ch(VENDORS) if coin(0.7) else None
    if v:
        pairs0, what = v["fn"]()
        vname = v["name"]
    else:
        ctx = ch(PW_CONTEXTS)
        pairs0, what, vname = [N(ctx[3], ctx_user(ctx[2])), S(ctx[4], "x")], (ctx[0], ctx[1]), ctx[0]
    pairs = []
    for k, val, s in pairs0:
        keep = (not s) and any(h in k for h in ID_KEY_HINTS) and coin(0.3)
        pairs.append((k, val if keep and not any(c in val for c in "+/") else placeholder_for(k, vname), False))
    text, cname, fname = render_pairs(pairs, svc_name())
    if cname in ("log line", "stack trace", "CLI secret set"):
        text, fname = c_dotenv(pairs, "x")[0], ".env.example"
        cname = "dotenv"
    return citem("placeholder template (%s)" % cname, text, what, kind=cname, inline=None)


def cl_masked():
    f = ch(["aws_configure", "gh_status", "env_dump", "kubectl_describe", "gitlab_log", "gha_log", "db_url", "vercel_ls",
            "tf_plan", "actuator", "dashboard_hint", "docker_inspect"])
    if f == "aws_configure":
        s = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
             "   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\n"
             "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config"
             % (rs(ANU, 4), rs(AN, 4), ch(AWS_REGIONS)))
        return citem("masked: aws configure list", s, ("AWS credentials", "AWS 자격 증명"), "console")
    if f == "gh_status":
        s = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
             "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % person_user().replace(".", "-"))
        return citem("masked: gh auth status", s, ("GitHub CLI token", "GitHub CLI 토큰"), "console")
    if f == "env_dump":
        keys = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DB_PASSWORD", "SLACK_BOT_TOKEN", "TOSS_SECRET_KEY",
                     "KAKAO_ADMIN_KEY", "AWS_SECRET_ACCESS_KEY", "SENDGRID_API_KEY"], 3)
        pre = {"STRIPE_SECRET_KEY": "sk_live_", "OPENAI_API_KEY": "sk-proj-", "SLACK_BOT_TOKEN": "xoxb-",
               "TOSS_SECRET_KEY": "live_sk_", "SENDGRID_API_KEY": "SG."}
        lines = ["%s=%s%s%s" % (k, pre.get(k, "")[:5], ch(["****************", "••••••••••••", "…", "********"]),
                                rs(AN, 4)) for k in keys]
        return citem("masked: env dump with last 4", "\n".join(lines), ("API keys", "API 키"), "dotenv")
    if f == "kubectl_describe":
        s = "Name:         %s-env\nNamespace:    prod\nType:  Opaque\n\nData\n====\nDB_PASSWORD:     %d bytes\nAPI_KEY:         %d bytes\nDB_USER:         %d bytes" % (
            svc_name(), ri(16, 32), ri(32, 64), ri(4, 12))
        return citem("masked: kubectl describe secret (sizes only)", s, ("Kubernetes secret", "쿠버네티스 시크릿"), "console")
    if f == "gitlab_log":
        s = "$ curl -sf -H \"PRIVATE-TOKEN: [MASKED]\" \"$CI_API_V4_URL/projects/%s/releases\"\n$ echo \"deploying with key [MASKED]\"" % digits(6)
        return citem("masked: GitLab CI [MASKED] output", s, ("CI token", "CI 토큰"), "console")
    if f == "gha_log":
        s = "Run ./scripts/deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGISTRY_PASSWORD: ***\nLogin Succeeded"
        return citem("masked: GitHub Actions *** output", s, ("deploy token", "배포 토큰"), "console")
    if f == "db_url":
        s = "DATABASE_URL=postgres://%s:%s@%s:5432/%s" % (svc_user(), ch(["****", "xxxxx", "[hidden]", "%2A%2A%2A%2A"]),
                                                         host("db"), ch(["app", "orders"]))
        return citem("masked: connection URL with hidden password", s, ("database URL", "DB 접속 URL"), "dotenv", inline=s)
    if f == "vercel_ls":
        s = "> Environment Variables found for acme/%s\n\n name                  value        environments\n STRIPE_SECRET_KEY     Encrypted    Production\n NEXT_PUBLIC_API_URL   Encrypted    Production, Preview" % svc_name()
        return citem("masked: vercel env ls", s, ("Vercel env vars", "Vercel 환경변수"), "console")
    if f == "tf_plan":
        s = ('  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-db"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.' % svc_name())
        return citem("masked: terraform plan (sensitive value)", s, ("RDS master password", "RDS 마스터 비밀번호"), "hcl")
    if f == "actuator":
        s = json.dumps({"name": "spring.datasource.password", "value": "******", "origin": "System Environment Property \"SPRING_DATASOURCE_PASSWORD\""}, indent=2)
        return citem("masked: Spring actuator /env", s, ("datasource password", "datasource 비밀번호"), "json")
    if f == "dashboard_hint":
        s = ch(["sk_live_...%s", "rk_live_…%s", "ghp_…%s", "AKIA…%s"]) % rs(ANU, 4)
        return citem("masked: dashboard key hint (last 4)", "Key shown in the dashboard: " + s, ("API key", "API 키"), "text", inline=s)
    s = '"Env": [\n    "NODE_ENV=production",\n    "DB_PASSWORD=<hidden>",\n    "JWT_SECRET=<hidden>"\n]'
    return citem("masked: docker inspect with hidden env", s, ("container env", "컨테이너 환경변수"), "json")


def cl_envref():
    svc = svc_name()
    f = ch(["py", "node", "java", "gha", "k8s_ref", "aws_sm", "vault", "op", "gcloud", "az", "external_secret", "cfn",
            "docker_secret", "ssm", "keychain", "spring", "dotnet_kv", "doppler"])
    key = ch(["STRIPE_SECRET_KEY", "DB_PASSWORD", "OPENAI_API_KEY", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "SLACK_BOT_TOKEN",
              "JWT_SIGNING_KEY", "NCLOUD_SECRET_KEY", "REDIS_PASSWORD"])
    m = {
        "py": lambda: ('api_key = os.environ["%s"]\nif not api_key:\n    raise RuntimeError("%s is not set")' % (key, key), "python"),
        "node": lambda: ("const apiKey = process.env.%s ?? '';\nif (!apiKey) throw new Error('missing %s');" % (key, key), "js"),
        "java": lambda: ('String apiKey = Objects.requireNonNull(System.getenv("%s"), "%s");' % (key, key), "java"),
        "gha": lambda: ("    env:\n      %s: ${{ secrets.%s }}\n      AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % (key, key, digits(12)), "yaml"),
        "k8s_ref": lambda: ("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (key, svc, k_kebab(key)), "yaml"),
        "aws_sm": lambda: ("aws secretsmanager get-secret-value --secret-id prod/%s/%s --query SecretString --output text \\\n  | jq -r .%s" % (svc, k_kebab(key), k_lower(key)), "bash"),
        "vault": lambda: ("vault kv get -field=%s secret/%s/prod" % (k_lower(key), svc), "bash"),
        "op": lambda: ('export %s="$(op read "op://Engineering/%s/%s")"' % (key, svc, k_kebab(key)), "bash"),
        "gcloud": lambda: ("gcloud secrets versions access latest --secret=%s --project=acme-prod" % k_kebab(key), "bash"),
        "az": lambda: ("az keyvault secret show --vault-name kv-%s-prod --name %s --query value -o tsv" % (svc.split("-")[0], k_kebab(key)), "bash"),
        "external_secret": lambda: ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-secretsmanager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: prod/%s\n        property: %s" % (svc, key, svc, k_lower(key)), "yaml"),
        "cfn": lambda: ("MasterUserPassword: '{{resolve:secretsmanager:prod/%s/db:SecretString:password}}'" % svc, "yaml"),
        "docker_secret": lambda: ("services:\n  %s:\n    secrets:\n      - %s\n    environment:\n      %s_FILE: /run/secrets/%s\nsecrets:\n  %s:\n    external: true" % (svc, k_lower(key), key, k_lower(key), k_lower(key)), "yaml"),
        "ssm": lambda: ("aws ssm get-parameter --name /%s/prod/%s --with-decryption --query Parameter.Value --output text" % (svc, k_lower(key)), "bash"),
        "keychain": lambda: ('security find-generic-password -a "$USER" -s %s -w' % k_kebab(key), "bash"),
        "spring": lambda: ("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASSWORD:}" % host("db"), "yaml"),
        "dotnet_kv": lambda: ('"%s": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/%s)"' % (k_pascal(key), svc.split("-")[0], k_kebab(key), hx(32)), "json"),
        "doppler": lambda: ("doppler run --project %s --config prd -- ./bin/server" % svc, "bash"),
    }
    s, kind = m[f]()
    return citem("env/secret-manager reference (%s)" % f, s, (k_lower(key).replace("_", " "), k_lower(key).replace("_", " ")), kind)


def cl_hash():
    f = ch(["sha256sum", "git_log", "docker_digest", "npm_integrity", "go_sum", "pip_hash", "sri", "tf_lock", "etag",
            "cargo", "rev_parse", "chunk_hash", "helm_digest"])
    svc = svc_name()
    if f == "sha256sum":
        s = "\n".join("%s  %s" % (hx(64), n) for n in pick(["%s-linux-amd64.tar.gz" % svc, "%s-darwin-arm64.tar.gz" % svc,
                                                           "%s-windows-amd64.zip" % svc, "checksums.txt.sig"], ri(2, 3)))
        inline = None
    elif f == "git_log":
        msgs = ["fix: retry on 429 from payment API", "chore: bump axios to 1.7.4", "feat: add Korean locale to receipts",
                "refactor: split settlement job", "fix(ci): cache pnpm store", "docs: update runbook for rotation"]
        s = "\n".join("%s %s" % (hx(7), m) for m in pick(msgs, ri(3, 5)))
        inline = None
    elif f == "docker_digest":
        d = hx(64)
        s = "image: ghcr.io/acme/%s@sha256:%s" % (svc, d)
        inline = "sha256:" + d
    elif f == "npm_integrity":
        pkg, ver = ch(["axios", "zod", "dayjs", "lodash"]), "1.%d.%d" % (ri(0, 9), ri(0, 20))
        s = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pkg, ver, pkg, pkg, ver, b64e(rb(64)))
        inline = None
    elif f == "go_sum":
        mod = ch(["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/aws/aws-sdk-go-v2"])
        ver = "v%d.%d.%d" % (ri(0, 1), ri(1, 30), ri(0, 9))
        s = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64e(rb(32)), mod, ver, b64e(rb(32)))
        inline = None
    elif f == "pip_hash":
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        inline = None
    elif f == "sri":
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js"\n        integrity="sha384-%s" crossorigin="anonymous"></script>' % b64e(rb(48))
        inline = None
    elif f == "tf_lock":
        s = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (ri(10, 80), b64e(rb(32)), hx(64))
        inline = None
    elif f == "etag":
        e = hx(32)
        s = '$ aws s3api head-object --bucket acme-exports --key reports/%s.csv\n{\n    "ETag": "\\"%s\\"",\n    "ContentLength": %d\n}' % (date_compact(), e, ri(1000, 999999))
        inline = e
    elif f == "cargo":
        s = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (ri(150, 215), hx(64))
        inline = None
    elif f == "rev_parse":
        c = hx(40)
        s = "$ git rev-parse HEAD\n%s" % c
        inline = c
    elif f == "chunk_hash":
        s = "dist/assets/index-%s.js   %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB" % (rs(B64U, 8), ri(10, 300), ri(0, 99), rs(B64U, 8), ri(100, 900), ri(0, 99))
        inline = None
    else:
        s = "Pulled: registry.example.com/charts/%s:1.%d.%d\nDigest: sha256:%s" % (svc, ri(0, 9), ri(0, 9), hx(64))
        inline = None
    return citem("hash/digest (%s)" % f, s, ("checksum", "체크섬"), "console", inline=inline)


def cl_reqid():
    f = ch(["aws", "xray", "stripe", "traceparent", "sentry", "k8s_uid", "cf_ray", "idempotency", "correlation", "toss_order",
            "kakao_tid", "gcp_op"])
    if f == "aws":
        v = uuid4()
        s = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s): Rate exceeded" % v
    elif f == "xray":
        v = "Root=1-%s-%s;Parent=%s;Sampled=1" % (hx(8), hx(24), hx(16))
        s = "X-Amzn-Trace-Id: " + v
    elif f == "stripe":
        v = "req_" + rs(AN, 14)
        s = "stripe.error.CardError: Your card was declined. (Request %s)" % v
    elif f == "traceparent":
        v = "00-%s-%s-01" % (hx(32), hx(16))
        s = "traceparent: " + v
    elif f == "sentry":
        v = hx(32)
        s = "Sentry event %s (issue %s-%s)" % (v, ch(["BILLING", "API", "WEB"]), rs(ANU, 3))
    elif f == "k8s_uid":
        v = uuid4()
        s = "metadata:\n  name: %s-7d9f8b6c5-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (svc_name(), rs(ANL, 5), v, digits(8))
    elif f == "cf_ray":
        v = "%s-ICN" % hx(16)
        s = "cf-ray: " + v
    elif f == "idempotency":
        v = uuid4()
        s = "POST /v1/payments HTTP/1.1\nIdempotency-Key: %s\nContent-Type: application/json" % v
    elif f == "correlation":
        v = uuid4()
        s = '{"level":"error","msg":"upstream timeout","correlation_id":"%s","latency_ms":%d}' % (v, ri(3000, 30000))
    elif f == "toss_order":
        v = uuid4()
        s = '{"orderId": "%s", "status": "ABORTED", "code": "REJECT_CARD_COMPANY"}' % v
    elif f == "kakao_tid":
        v = "T" + digits(19)
        s = '{"tid": "%s", "created_at": "2025-%02d-%02dT1%d:00:00"}' % (v, ri(1, 12), ri(1, 28), ri(0, 9))
    else:
        v = "operation-%s-%s" % (digits(13), hx(8))
        s = "gcloud compute operations describe %s --zone asia-northeast3-a" % v
    return citem("request/trace id (%s)" % f, s, ("request id", "요청 ID"), "console", inline=v)


def ssh_pub_ed25519(comment):
    return "ssh-ed25519 %s %s" % (b64e(sshstr(b"ssh-ed25519") + sshstr(rb(32))), comment)


def pem_public_p256():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64e(der), 64))


def cl_pubkey():
    f = ch(["authorized_keys", "known_hosts", "pem_pub", "wg_peer", "age_recipient", "gpg_fpr", "ssh_fpr", "tls_fpr",
            "hpkp", "jwks", "minisign", "cert", "ssh_rsa"])
    cm = "%s@%s" % (person_user().replace(".", ""), ch(["mbp", "ci-runner", "bastion", "deploy"]))
    if f == "authorized_keys":
        s = ssh_pub_ed25519(cm)
        if coin(0.4):
            s = 'from="10.0.0.0/8",no-agent-forwarding ' + s
        return citem("public key: authorized_keys line", s, ("SSH public key", "SSH 공개키"), "text")
    if f == "known_hosts":
        blob = b64e(sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rb(64)))
        s = "%s ecdsa-sha2-nistp256 %s" % (host("deploy"), blob)
        return citem("public key: known_hosts entry", s, ("host key", "호스트 키"), "text")
    if f == "pem_pub":
        return citem("public key: PEM SubjectPublicKeyInfo", pem_public_p256(), ("webhook signature verification key",
                                                                                  "웹훅 서명 검증 공개키"), "pem")
    if f == "wg_peer":
        s = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (cm, b64e(rb(32)), ri(2, 250))
        return citem("public key: WireGuard peer section", s, ("WireGuard peer key", "WireGuard 피어 키"), "ini")
    if f == "age_recipient":
        s = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH, 58)
        return citem("public key: age recipient in .sops.yaml", s, ("age recipient", "age 수신자 공개키"), "yaml")
    if f == "gpg_fpr":
        fp = " ".join(rs(HEXU, 4) for _ in range(10))
        s = "pub   ed25519 2024-0%d-1%d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>" % (ri(1, 9), ri(0, 9), fp, ch(TLDS))
        return citem("public key: GPG fingerprint", s, ("release signing key fingerprint", "릴리스 서명 키 지문"), "console", inline=fp)
    if f == "ssh_fpr":
        fp = "SHA256:" + b64e(rb(32)).rstrip("=")
        s = "256 %s %s (ED25519)" % (fp, cm)
        return citem("public key: SSH key fingerprint", s, ("deploy key fingerprint", "배포 키 지문"), "console", inline=fp)
    if f == "tls_fpr":
        fp = ":".join(rs(HEXU, 2) for _ in range(32))
        s = "SHA256 Fingerprint=%s" % fp
        return citem("public key: TLS certificate fingerprint", s, ("certificate fingerprint", "인증서 지문"), "console", inline=fp)
    if f == "hpkp":
        s = 'pin-sha256="%s"; pin-sha256="%s"' % (b64e(rb(32)), b64e(rb(32)))
        return citem("public key: SPKI pins", s, ("certificate pins for the mobile app", "모바일 앱 인증서 핀"), "text")
    if f == "jwks":
        s = json.dumps({"keys": [{"kty": "RSA", "kid": rs(AN, 10), "use": "sig", "alg": "RS256", "n": b64u(rb(256)), "e": "AQAB"}]}, indent=1)
        return citem("public key: JWKS (RSA n/e)", s, ("JWKS public key", "JWKS 공개키"), "json")
    if f == "minisign":
        s = "untrusted comment: minisign public key %s\n%s" % (rs(HEXU, 16), b64e(b"Ed" + rb(40)))
        return citem("public key: minisign", s, ("minisign public key", "minisign 공개키"), "text")
    if f == "cert":
        lines = ["MIIDdzCCAl+gAwIBAgIU" + rs(B64, 44)] + [rs(B64, 64) for _ in range(ri(2, 4))]
        s = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines)
        return citem("public key: X.509 certificate (partial)", s, ("server certificate", "서버 인증서"), "pem")
    blob = b64e(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rb(256)))
    return citem("public key: ssh-rsa public key", "ssh-rsa %s %s" % (blob, cm), ("SSH public key", "SSH 공개키"), "text")


def cl_ids():
    pool = [
        lambda: ("AWS account", digits(12)),
        lambda: ("role ARN", "arn:aws:iam::%s:role/%s-deploy" % (digits(12), svc_name())),
        lambda: ("Twilio Account SID", "AC" + hx(32)),
        lambda: ("Google OAuth client id", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))),
        lambda: ("Azure tenant id", uuid4()),
        lambda: ("Azure client (application) id", uuid4()),
        lambda: ("Naver client id", rs(AN, 20)),
        lambda: ("Kakao app id", digits(6)),
        lambda: ("WeChat AppID", "wx" + hx(16)),
        lambda: ("Feishu app_id", "cli_" + hx(16)),
        lambda: ("Algolia App ID", rs(ANU, 10)),
        lambda: ("Stripe account", "acct_" + rs(AN, 16)),
        lambda: ("Stripe price", "price_" + rs(AN, 24)),
        lambda: ("Stripe customer", "cus_" + rs(AN, 14)),
        lambda: ("Slack channel", "C0" + rs(ANU, 9)),
        lambda: ("Slack team", "T0" + rs(ANU, 9)),
        lambda: ("GitHub App ID", digits(6)),
        lambda: ("GitHub installation id", digits(8)),
        lambda: ("Apple Team ID", rs(ANU, 10)),
        lambda: ("App Store Connect key id", rs(ANU, 10)),
        lambda: ("Firebase project", "%s-%s" % (svc_name(), digits(5))),
        lambda: ("GA4 measurement id", "G-" + rs(ANU, 10)),
        lambda: ("Cognito user pool", "%s_%s" % (ch(AWS_REGIONS), rs(AN, 9))),
        lambda: ("Cognito app client id", rs(ANL, 26)),
        lambda: ("KMS key id", uuid4()),
        lambda: ("PortOne store id", "store-" + uuid4()),
        lambda: ("Sendbird app id", uuid4(upper=True)),
        lambda: ("Toss MID", "tvivarepublica" + digits(1, False)),
        lambda: ("OAuth client id (Auth0)", rs(AN, 32)),
        lambda: ("Tencent APPID", digits(10)),
    ]
    items = [f() for f in pick(pool, ri(2, 4))]
    fmt_ = ch(["list", "yaml", "table"])
    if fmt_ == "list":
        s = "\n".join("- %s: %s" % (k, v) for k, v in items)
    elif fmt_ == "yaml":
        s = "\n".join("%s: %s" % (k.lower().replace(" ", "_").replace("(", "").replace(")", ""), jstr(v)) for k, v in items)
    else:
        s = "| what | value |\n|---|---|\n" + "\n".join("| %s | %s |" % (k, v) for k, v in items)
    return citem("non-secret identifiers (%s)" % ", ".join(k for k, _ in items), s, ("integration identifiers", "연동 식별자"),
                 "yaml" if fmt_ == "yaml" else "", inline=items[0][1] if len(items[0][1]) >= 8 else None)


def fake_cert_pem():
    lines = ["MIIC" + ch(["/jCCAeagAwIBAgIBADANBgkqhkiG9w0BAQsFADAVMRMwEQYDVQQDEwprdWJl",
                          "5zCCAc+gAwIBAgIBADANBgkqhkiG9w0BAQsFADAVMRMwEQYDVQQDEwprdWJl"])[:60]] + \
            [rs(B64, 64) for _ in range(ri(3, 5))] + [rs(B64, ri(20, 60)) + "="]
    return "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\n" % "\n".join(lines)


def cl_b64():
    f = ch(["kubeconfig_ca", "jwt_header", "configmap_binary", "echo_base64", "data_uri", "gh_contents", "kafka_value"])
    if f == "kubeconfig_ca":
        ca = b64e(fake_cert_pem().encode())[:ri(220, 320)] + "..."
        s = ("clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: prod\nusers:\n- name: prod\n  user:\n"
             "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]"
             % (ca, rs(HEXU, 32), ch(AWS_REGIONS)))
        return citem("base64: kubeconfig CA data (public cert)", s, ("kubeconfig", "kubeconfig"), "yaml")
    if f == "jwt_header":
        h = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(AN, 8)}, separators=(",", ":")).encode())
        s = "$ echo '%s' | base64 -d\n%s" % (h, base64.urlsafe_b64decode(h + "=" * (-len(h) % 4)).decode())
        return citem("base64: JWT header only, decoded", s, ("JWT header", "JWT 헤더"), "console", inline=h)
    if f == "configmap_binary":
        raw = json.dumps({"feature_flags": {"new_checkout": True, "korean_receipts": coin()}, "max_retries": ri(2, 6)}).encode()
        s = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (svc_name(), b64e(raw))
        return citem("base64: ConfigMap binaryData (feature flags)", s, ("feature flag blob", "피처 플래그 blob"), "yaml")
    if f == "echo_base64":
        word = ch(["production", "ap-northeast-2", "billing-api", "true", "kr-central-1", "read-only"])
        s = "$ echo -n '%s' | base64\n%s" % (word, b64e(word.encode()))
        return citem("base64: encoded plain word", s, ("base64 value", "base64 값"), "console", inline=b64e(word.encode()))
    if f == "data_uri":
        s = '<img alt="dot" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN%s==" />' % rs(B64, 10)
        return citem("base64: data URI image", s, ("inline image", "인라인 이미지"), "html")
    if f == "gh_contents":
        txt = "# %s\n\nInternal service. See docs/runbook.md.\n" % svc_name()
        s = json.dumps({"name": "README.md", "encoding": "base64", "content": b64e(txt.encode()), "sha": hx(40)}, indent=2)
        return citem("base64: GitHub contents API README", s, ("README content", "README 내용"), "json")
    ev = json.dumps({"event": "order.paid", "order_id": digits(9), "amount": ri(1, 300) * 100}).encode()
    s = "offset=%d key=%s value=%s" % (ri(1000, 999999), digits(9), b64e(ev))
    return citem("base64: Kafka message value (event JSON)", s, ("Kafka message", "Kafka 메시지"), "console")


def cl_longid():
    pool = [
        lambda: ("Go pseudo-version", "v0.0.0-%s%02d%02d%02d-%s" % (date_compact(), ri(0, 23), ri(0, 59), ri(0, 59), hx(12))),
        lambda: ("S3 key", "s3://acme-data-lake/raw/events/dt=2025-%02d-%02d/part-%05d-%s.c000.snappy.parquet" % (ri(1, 12), ri(1, 28), ri(0, 200), uuid4())),
        lambda: ("image tag", "%s:%s-%s-%s" % (svc_name(), ch(["main", "release-2025.11"]), hx(7), digits(10))),
        lambda: ("Cloud Build id", "projects/%s/locations/asia-northeast3/builds/%s" % (digits(12), uuid4())),
        lambda: ("CloudFormation stack id", "arn:aws:cloudformation:%s:%s:stack/%s-prod/%s" % (ch(AWS_REGIONS), digits(12), svc_name(), uuid4())),
        lambda: ("pod", "%s-%s-%s" % (svc_name(), rs(ANL, 10), rs(ANL, 5))),
        lambda: ("Google Drive file id", "1" + rs(B64U, 32)),
        lambda: ("Google Docs id", "1" + rs(B64U, 43)),
        lambda: ("Figma file key", rs(AN, 22)),
        lambda: ("Notion page id", hx(32)),
        lambda: ("Airtable base", "app" + rs(AN, 14)),
        lambda: ("YouTube video", rs(B64U, 11)),
        lambda: ("semver", "%d.%d.%d-rc.%d+build.%s" % (ri(1, 9), ri(0, 30), ri(0, 9), ri(1, 5), hx(8))),
        lambda: ("Android versionCode", digits(9)),
        lambda: ("Terraform address", 'module.%s.aws_iam_role_policy_attachment.this["%s"]' % (svc_name().replace("-", "_"), "arn:aws:iam::aws:policy/ReadOnlyAccess")),
        lambda: ("Kafka consumer group", "%s.%s.v%d" % (svc_name(), ch(["order-events", "payment-events"]), ri(1, 5))),
        lambda: ("Datadog monitor", digits(9)),
        lambda: ("Grafana dashboard uid", rs(AN, 14)),
    ]
    items = [f() for f in pick(pool, ri(2, 4))]
    s = "\n".join("%s: %s" % (k, v) for k, v in items)
    return citem("long identifiers (%s)" % ", ".join(k for k, _ in items), s, ("identifiers", "식별자"), "",
                 inline=items[0][1])


def cl_encrypted():
    f = ch(["sops", "ansible_vault", "sealed", "kms", "age_armor", "jasypt", "rails_enc", "vault_transit"])
    if f == "sops":
        s = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n"
             "          enc: %s\n    lastmodified: \"2025-%02d-%02dT03:11:09Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1"
             % (b64e(rb(ri(14, 24))), b64e(rb(32)), b64e(rb(16)), ch(AWS_REGIONS), digits(12), uuid4(), b64e(rb(ri(120, 150))),
                ri(1, 12), ri(1, 28), b64e(rb(48)), b64e(rb(32)), b64e(rb(16))))
        return citem("encrypted: SOPS file", s, ("SOPS-encrypted secrets file", "SOPS 암호화 파일"), "yaml")
    if f == "ansible_vault":
        s = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + hx(80) for _ in range(ri(4, 6))) + "\n  " + hx(ri(10, 70))
        return citem("encrypted: Ansible Vault inline", s, ("vaulted variable", "ansible-vault 변수"), "yaml")
    if f == "sealed":
        s = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n"
             "    password: AgB%s" % (svc_name(), rs(B64, ri(300, 420))))
        return citem("encrypted: SealedSecret", s, ("SealedSecret", "SealedSecret"), "yaml")
    if f == "kms":
        s = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://db.txt --query CiphertextBlob --output text\nAQICAHh%s" % (
            svc_name(), rs(B64, ri(150, 230)) + "==")
        return citem("encrypted: KMS ciphertext blob", s, ("KMS ciphertext", "KMS 암호문"), "console")
    if f == "age_armor":
        lines = wrap(b64e(b"age-encryption.org/v1\n-> X25519 " + rb(ri(150, 260))), 64)
        s = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(lines)
        return citem("encrypted: age armored file", s, ("age-encrypted backup", "age 암호화 백업"), "pem")
    if f == "jasypt":
        s = "spring.datasource.username=%s\nspring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % (
            svc_user(), b64e(rb(ri(32, 48))))
        return citem("encrypted: Jasypt ENC() property", s, ("Jasypt-encrypted property", "Jasypt 암호화 프로퍼티"), "properties")
    if f == "rails_enc":
        s = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64e(rb(ri(90, 180))), b64e(rb(12)), b64e(rb(16)))
        return citem("encrypted: Rails credentials.yml.enc", s, ("Rails encrypted credentials", "Rails 암호화 credentials"), "console")
    c = "vault:v1:" + b64e(rb(ri(40, 64)))
    s = "$ vault write -field=ciphertext transit/encrypt/%s plaintext=$(base64 <<< \"$CARD_TOKEN\")\n%s" % (svc_name(), c)
    return citem("encrypted: Vault transit ciphertext", s, ("transit ciphertext", "transit 암호문"), "console", inline=c)


def cl_publishable():
    f = ch(["stripe_pk", "firebase", "recaptcha", "hcaptcha", "toss_ck", "kakao_js", "mapbox_pk", "algolia_search",
            "supabase_anon", "sentry_dsn", "posthog", "clerk", "gmaps_js", "braintree_tok", "paddle_client", "portone_channel"])
    if f == "stripe_pk":
        k = "pk_live_" + (rs(AN, 24) if coin(0.4) else "51" + rs(AN, 97))
        s = ch(["const stripe = Stripe('%s');" % k, "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k])
        return citem("publishable: Stripe publishable key", s, ("Stripe publishable key", "Stripe publishable 키"), "js", k, True)
    if f == "firebase":
        proj = "%s-%s" % (ch(["acme", "shop", "delivery"]), digits(5))
        k = "AIza" + rs(B64U, 35)
        s = ('const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n'
             '  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (k, proj, proj, proj, digits(12), digits(12), hx(22)))
        return citem("publishable: Firebase web config", s, ("Firebase web config", "Firebase 웹 설정"), "js", k, True)
    if f == "recaptcha":
        k = "6L" + rs(B64U, 38)
        s = '<div class="g-recaptcha" data-sitekey="%s"></div>' % k
        return citem("publishable: reCAPTCHA site key", s, ("reCAPTCHA site key", "reCAPTCHA 사이트 키"), "html", k, True)
    if f == "hcaptcha":
        k = uuid4()
        s = '<div class="h-captcha" data-sitekey="%s"></div>' % k
        return citem("publishable: hCaptcha sitekey", s, ("hCaptcha sitekey", "hCaptcha sitekey"), "html", k, True)
    if f == "toss_ck":
        k = ch(["test_ck_", "live_ck_"]) + rs(AN, 28)
        s = "const tossPayments = await loadTossPayments('%s');" % k
        return citem("publishable: Toss Payments client key", s, ("Toss Payments client key", "토스페이먼츠 클라이언트 키"), "js", k, True)
    if f == "kakao_js":
        k = hx(32)
        s = ch(["Kakao.init('%s');" % k, '<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services"></script>' % k])
        return citem("publishable: Kakao JavaScript key", s, ("Kakao JavaScript key", "카카오 JavaScript 키"), "js", k, True)
    if f == "mapbox_pk":
        k = "pk." + b64u(json.dumps({"u": person_user().replace(".", ""), "a": rs(ANL, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
        s = "mapboxgl.accessToken = '%s';" % k
        return citem("publishable: Mapbox public token", s, ("Mapbox public token", "Mapbox 공개 토큰"), "js", k, True)
    if f == "algolia_search":
        k = hx(32)
        s = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), k)
        return citem("publishable: Algolia search-only key", s, ("Algolia search-only key", "Algolia 검색 전용 키"), "js", k, True)
    if f == "supabase_anon":
        ref = rs(LO, 20)
        iat = ri(1690000000, 1740000000)
        k = jwt_hs256({"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000})
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, k)
        return citem("publishable: Supabase anon key", s, ("Supabase anon key", "Supabase anon 키"), "dotenv", None, True)
    if f == "sentry_dsn":
        k = "https://%s@o%s.ingest.%ssentry.io/%s" % (hx(32), digits(6), ch(["", "us.", "de."]), digits(7))
        s = "Sentry.init({\n  dsn: \"%s\",\n  tracesSampleRate: 0.1,\n});" % k
        return citem("publishable: Sentry DSN", s, ("Sentry DSN", "Sentry DSN"), "js", k, True)
    if f == "posthog":
        k = "phc_" + rs(AN, 43)
        s = "posthog.init('%s', { api_host: 'https://us.i.posthog.com' });" % k
        return citem("publishable: PostHog project key", s, ("PostHog project API key", "PostHog 프로젝트 키"), "js", k, True)
    if f == "clerk":
        k = "pk_live_" + b64e(("clerk.%s$" % ch(TLDS)).encode()).rstrip("=")
        s = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % k
        return citem("publishable: Clerk publishable key", s, ("Clerk publishable key", "Clerk publishable 키"), "dotenv", k, True)
    if f == "gmaps_js":
        k = "AIza" + rs(B64U, 35)
        s = '<script async src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap"></script>' % k
        return citem("publishable: Google Maps JS key (referrer-restricted)", s, ("Maps JavaScript API key", "Maps JavaScript API 키"), "html", k, True)
    if f == "braintree_tok":
        k = "production_%s_%s" % (rs(ANL, 8), rs(ANL, 16))
        s = "braintree.dropin.create({ authorization: '%s', container: '#dropin' });" % k
        return citem("publishable: Braintree tokenization key", s, ("Braintree tokenization key", "Braintree tokenization 키"), "js", k, True)
    if f == "paddle_client":
        k = "live_" + hx(27)
        s = "Paddle.Initialize({ token: '%s' });" % k
        return citem("publishable: Paddle client-side token", s, ("Paddle client-side token", "Paddle 클라이언트 토큰"), "js", k, True)
    k = "channel-key-" + uuid4()
    s = "await PortOne.requestPayment({\n  storeId: 'store-%s',\n  channelKey: '%s',\n  paymentId: `order-${Date.now()}`,\n});" % (uuid4(), k)
    return citem("publishable: PortOne browser SDK channel key", s, ("PortOne channel key", "포트원 채널 키"), "js", k, True)


# ---- clean prose ---------------------------------------------------------------------------
CP = {}
CP["placeholder"] = {
    "en": {"mc": ["I wasn't sure whether {file} in {svc} was meant to hold real values; it is the committed template.",
                  "A reviewer flagged the example config in the {svc} PR as a leaked secret. It only contains placeholders.",
                  "I didn't know how {svc} expects the {what} to be injected in {env}.",
                  "The secret scanner in CI failed on {svc}'s example config and I needed to know whether it was a real finding."],
           "lead": ["The committed template looks like this; real values come from the deploy pipeline:",
                    "This is safe to commit, every value is a placeholder:",
                    "How the {what} is wired in the example config:"],
           "after": ["Don't replace the placeholders in the repo; copy to a git-ignored .local file instead.",
                     "The scanner rule now skips values wrapped in angle brackets or template braces.", ""],
           "ask": ["Should the template also list optional variables, or only the required ones?",
                   "Do you prefer <ANGLE_BRACKET> or ${VAR} style placeholders for new templates?"],
           "iv": []},
    "ko": {"mc": ["{svc}의 예시 설정에 실제 값을 넣어야 하는지 몰랐다. 커밋된 템플릿 파일이다.",
                  "{svc} PR 리뷰에서 예시 설정이 시크릿 유출로 지적됐는데, 실제로는 placeholder만 들어 있다.",
                  "{env}에서 {svc}에 {what:이} 어떻게 주입되는지 몰랐다.",
                  "CI 시크릿 스캐너가 {svc}의 예시 설정에서 실패했고, 진짜 유출인지 확인해야 했다."],
           "lead": ["커밋된 템플릿은 아래와 같다. 실제 값은 배포 파이프라인에서 들어간다:",
                    "모든 값이 placeholder라서 커밋해도 안전하다:",
                    "예시 설정에서 {what:이} 연결되는 방식:"],
           "after": ["레포의 placeholder는 바꾸지 말고, git-ignore된 .local 파일로 복사해서 쓸 것.",
                     "스캐너 규칙은 꺾쇠나 템플릿 중괄호로 감싼 값은 건너뛰도록 조정했다.", ""],
           "ask": ["템플릿에 선택 변수도 적을까요, 필수 변수만 적을까요?",
                   "새 템플릿 placeholder는 <ANGLE_BRACKET>과 ${VAR} 중 어느 스타일이 좋을까요?"],
           "iv": []},
}
CP["masked"] = {
    "en": {"mc": ["I needed to confirm which {what} {svc} was using in {env} without printing it.",
                  "{person} asked whether the {what} on the {env} host matches the one in the vault.",
                  "CI output for {svc} showed only masked values and I wasn't sure the variable was set at all."],
           "lead": ["Output (the tool masks the values):", "What the CLI printed:", "Masked dump from {env}:"],
           "after": ["The visible suffix is enough to compare with the vault entry.",
                     "Masked output proves the variable is set; the length matched as well.",
                     "The job log masks it automatically because it is registered as a secret."],
           "ask": ["Is comparing the last four characters good enough, or should I compare checksums?",
                   "Should I add a startup log line that prints only a fingerprint of the {what}?"],
           "iv": ["The dashboard only shows {v}, which matched what {person} had."]},
    "ko": {"mc": ["{env}에서 {svc}가 어떤 {what:을} 쓰는지 값을 출력하지 않고 확인해야 했다.",
                  "{person}님이 {env} 서버의 {what:이} vault 값과 같은지 물어봤다.",
                  "{svc} CI 출력에 마스킹된 값만 보여서 변수가 설정됐는지조차 확신이 없었다."],
           "lead": ["출력 (도구가 값을 마스킹함):", "CLI 출력:", "{env}에서 뽑은 마스킹된 덤프:"],
           "after": ["보이는 끝자리만으로도 vault 항목과 비교하기에 충분하다.",
                     "마스킹된 출력으로 변수가 설정된 건 확인됐고 길이도 맞았다.",
                     "시크릿으로 등록된 변수라 잡 로그에서 자동으로 마스킹된다."],
           "ask": ["끝 네 자리 비교로 충분한가요, 아니면 체크섬으로 비교할까요?",
                   "기동 시 {what}의 지문만 찍는 로그를 추가할까요?"],
           "iv": ["대시보드에는 {v}만 보였고, {person}님 값과 일치했다."]},
}
CP["envref"] = {
    "en": {"mc": ["I didn't know where {svc} gets the {what} from in {env}.",
                  "I was about to hardcode the {what} in {svc} before realising it is injected at runtime.",
                  "The README for {svc} didn't say which secret store holds the {what}."],
           "lead": ["It is resolved at runtime; nothing is stored in the repo:", "The reference {svc} uses:",
                    "How to read it (needs access to the store):"],
           "after": ["Access is granted per IAM role, so run it from the bastion.",
                     "Locally, export the variable yourself; the code only reads the environment.", ""],
           "ask": ["Which role should I request to read this secret in {env}?",
                   "Should new services follow the same secret path convention?"],
           "iv": []},
    "ko": {"mc": ["{env}에서 {svc}가 {what:을} 어디서 가져오는지 몰랐다.",
                  "{svc}에 {what:을} 하드코딩하려다가 런타임에 주입된다는 걸 알았다.",
                  "{svc} README에 {what:이} 어느 시크릿 저장소에 있는지 적혀 있지 않았다."],
           "lead": ["런타임에 조회되고 레포에는 아무것도 저장되지 않는다:", "{svc}가 쓰는 참조:",
                    "읽는 방법 (저장소 접근 권한 필요):"],
           "after": ["IAM 역할 단위로 권한이 부여되니 bastion에서 실행할 것.",
                     "로컬에서는 직접 export 하면 된다. 코드는 환경변수만 읽는다.", ""],
           "ask": ["{env}에서 이 시크릿을 읽으려면 어떤 역할을 요청해야 하나요?",
                   "신규 서비스도 같은 시크릿 경로 규칙을 따르면 될까요?"],
           "iv": []},
}
CP["hash"] = {
    "en": {"mc": ["I couldn't tell whether the artifact deployed to {env} was the one built from the release branch.",
                  "A checksum mismatch broke the {svc} build after the dependency bump.",
                  "I needed to pin the base image of {svc} by digest.",
                  "{person} asked which commit is running in {env}."],
           "lead": ["Verified with:", "The values to compare:", "Pinned as follows:"],
           "after": ["The digest changed after the rebuild because the base image was updated upstream.",
                     "Lockfile hashes need regenerating whenever the index URL changes.", ""],
           "ask": ["Should releases also publish a signed checksum file?",
                   "Do we pin base images by digest in every service or only in {svc}?"],
           "iv": ["The running build reports {v}, which matches the release tag."]},
    "ko": {"mc": ["{env}에 배포된 아티팩트가 릴리스 브랜치에서 빌드된 것인지 확인할 수 없었다.",
                  "의존성 버전을 올린 뒤 체크섬 불일치로 {svc} 빌드가 깨졌다.",
                  "{svc} 베이스 이미지를 digest로 고정해야 했다.",
                  "{person}님이 {env}에서 어떤 커밋이 돌고 있는지 물어봤다."],
           "lead": ["확인 방법:", "비교할 값:", "아래처럼 고정:"],
           "after": ["업스트림 베이스 이미지가 갱신돼서 재빌드 후 digest가 바뀌었다.",
                     "index URL이 바뀌면 lockfile 해시를 다시 생성해야 한다.", ""],
           "ask": ["릴리스 때 서명된 체크섬 파일도 같이 배포할까요?",
                   "베이스 이미지 digest 고정을 모든 서비스에 적용하나요, {svc}만인가요?"],
           "iv": ["실행 중인 빌드가 {v} 값을 보고하는데, 릴리스 태그와 일치한다."]},
}
CP["reqid"] = {
    "en": {"mc": ["A payment in {svc} failed intermittently and support only had the request ids.",
                  "I needed to correlate a 502 at the gateway with the {svc} logs.",
                  "{person} reported a duplicate charge; I had to trace it across services."],
           "lead": ["Identifiers from the failing request:", "Correlation data:", "What the logs showed:"],
           "after": ["Searching the id in the log explorer finds every hop within a second.",
                     "The retry reused the same idempotency key, which is why the second charge was rejected.", ""],
           "ask": ["Can support include the trace id in tickets by default?", "How long are request logs kept in {env}?"],
           "iv": ["Support's ticket only had {v}; that was enough to find the failing hop."]},
    "ko": {"mc": ["{svc}에서 결제가 간헐적으로 실패했는데 CS팀에는 요청 ID만 있었다.",
                  "게이트웨이의 502를 {svc} 로그와 연결해서 봐야 했다.",
                  "{person}님이 중복 결제를 제보해서 여러 서비스에 걸쳐 추적해야 했다."],
           "lead": ["실패한 요청의 식별자:", "연관 데이터:", "로그에 남은 내용:"],
           "after": ["로그 탐색기에서 이 ID로 검색하면 모든 홉이 1초 안에 나온다.",
                     "재시도가 같은 idempotency key를 재사용해서 두 번째 결제가 거절됐다.", ""],
           "ask": ["CS 티켓에 trace id를 기본으로 넣어 줄 수 있나요?", "{env}에서 요청 로그는 얼마나 보관되나요?"],
           "iv": ["CS 티켓에는 {v}만 있었는데, 그걸로 실패한 홉을 찾을 수 있었다."]},
}
CP["pubkey"] = {
    "en": {"mc": ["I needed to give the new CI runner SSH access to the {svc} deploy host.",
                  "Host key verification failed when deploying {svc} after the server was rebuilt.",
                  "A partner asked for our public key to verify webhook signatures from {svc}.",
                  "I didn't know which key signs the {svc} release artifacts."],
           "lead": ["Public part only (safe to share):", "Added to the allow list:", "Key material published to the partner:"],
           "after": ["The private half stays in the CI secret store / HSM; only the public part goes in the repo.",
                     "Fingerprint verified with {person} over a call.", ""],
           "ask": ["Should the public key also be published under /.well-known for partners?",
                   "Who approves adding new keys on prod hosts?"],
           "iv": ["{person} read the fingerprint {v} back to me over the phone and it matched."]},
    "ko": {"mc": ["새 CI 러너에 {svc} 배포 서버 SSH 접근 권한을 줘야 했다.",
                  "서버 재구축 후 {svc} 배포 중 호스트 키 검증이 실패했다.",
                  "제휴사가 {svc} 웹훅 서명 검증용으로 우리 공개키를 요청했다.",
                  "{svc} 릴리스 아티팩트를 어떤 키로 서명하는지 몰랐다."],
           "lead": ["공개키 부분만 (공유해도 안전):", "허용 목록에 추가한 내용:", "제휴사에 전달한 키 정보:"],
           "after": ["개인키는 CI 시크릿 저장소/HSM에만 있고, 레포에는 공개키만 올린다.",
                     "지문은 {person}님과 통화로 대조했다.", ""],
           "ask": ["공개키를 /.well-known 경로에도 게시할까요?", "운영 서버에 새 키를 추가할 때 누가 승인하나요?"],
           "iv": ["{person}님이 전화로 지문 {v} 값을 불러줬고 일치했다."]},
}
CP["ids"] = {
    "en": {"mc": ["Setting up the integration for {svc}, I wasn't sure which identifiers are safe to commit.",
                  "The vendor console shows a lot of ids and I mixed them up while configuring {svc}."],
           "lead": ["These are identifiers, not credentials (fine in config):", "Identifiers {svc} uses:"],
           "after": ["The actual secret is pulled from the secret manager at runtime.",
                     "Client and account ids are public by design; the secret counterpart is not in this note.", ""],
           "ask": ["Should account ids be kept out of public repos anyway?", "Is there a registry of these ids per environment?"],
           "iv": ["I had been using {v} in the wrong environment; it belongs to {env}."]},
    "ko": {"mc": ["{svc} 연동을 설정하면서 어떤 식별자를 커밋해도 되는지 헷갈렸다.",
                  "벤더 콘솔에 ID가 너무 많아서 {svc} 설정 중에 섞어 썼다."],
           "lead": ["자격 증명이 아니라 식별자들이다 (설정에 넣어도 됨):", "{svc}가 쓰는 식별자:"],
           "after": ["실제 시크릿은 런타임에 시크릿 매니저에서 가져온다.",
                     "client id와 계정 ID는 원래 공개 값이고, 짝이 되는 시크릿은 이 메모에 없다.", ""],
           "ask": ["그래도 계정 ID는 공개 레포에서 빼는 게 좋을까요?", "환경별 ID를 정리한 문서가 있나요?"],
           "iv": ["{v} 값을 엉뚱한 환경에서 쓰고 있었다. 이건 {env}용이다."]},
}
CP["b64"] = {
    "en": {"mc": ["I didn't know what the base64 blob in {svc}'s config was and assumed it was a credential.",
                  "The secret scanner flagged a base64 value in {svc}; I decoded it to check."],
           "lead": ["The blob and what it contains:", "Decoded, it is harmless:"],
           "after": ["Nothing sensitive inside; base64 is only used because the field must be binary-safe.",
                     "Authentication goes through a separate mechanism, not this value.", ""],
           "ask": ["Should we add this pattern to the scanner allowlist?"],
           "iv": ["{v} just decodes to a plain string, nothing secret."]},
    "ko": {"mc": ["{svc} 설정의 base64 blob이 뭔지 몰라서 자격 증명이라고 생각했다.",
                  "시크릿 스캐너가 {svc}의 base64 값을 잡아서 디코딩해 확인했다."],
           "lead": ["blob과 그 내용:", "디코딩해 보면 무해하다:"],
           "after": ["민감한 내용은 없다. 필드가 바이너리 안전해야 해서 base64를 쓴 것뿐이다.",
                     "인증은 이 값이 아니라 별도 방식으로 처리된다.", ""],
           "ask": ["이 패턴을 스캐너 허용 목록에 추가할까요?"],
           "iv": ["{v} 값은 디코딩하면 그냥 평범한 문자열이다."]},
}
CP["longid"] = {
    "en": {"mc": ["I confused a long identifier in {svc}'s config with a token.",
                  "The build for {svc} pulled an unexpected version of a dependency.",
                  "I needed to reference the shared design file and dashboards from the {svc} README."],
           "lead": ["For reference:", "Exact identifiers:"],
           "after": ["None of these grant access by themselves; permissions are managed separately.",
                     "Pseudo-versions encode the commit time and hash, so they are stable.", ""],
           "ask": ["Should we pin the dependency to a tagged release instead?"],
           "iv": ["{v} looked like a token at first glance but it is only an identifier."]},
    "ko": {"mc": ["{svc} 설정의 긴 식별자를 토큰으로 착각했다.", "{svc} 빌드가 예상과 다른 버전의 의존성을 가져왔다.",
                  "{svc} README에서 공용 디자인 파일과 대시보드를 참조해야 했다."],
           "lead": ["참고용:", "정확한 식별자:"],
           "after": ["이 값들만으로는 접근 권한이 생기지 않는다. 권한은 따로 관리된다.",
                     "pseudo-version에는 커밋 시각과 해시가 들어 있어서 고정적이다.", ""],
           "ask": ["의존성을 태그된 릴리스로 고정할까요?"],
           "iv": ["{v} 값은 언뜻 토큰처럼 보였지만 식별자일 뿐이다."]},
}
CP["encrypted"] = {
    "en": {"mc": ["I didn't know whether it is OK that the encrypted {what} is committed to the {svc} repo.",
                  "Editing the {what} of {svc} failed because I couldn't decrypt the file locally."],
           "lead": ["The committed file is ciphertext only:", "What is in git:"],
           "after": ["Decryption needs the KMS key / controller key, which never leaves the cluster.",
                     "Edit it with the tool (sops, ansible-vault edit, kubeseal) instead of touching the ciphertext.", ""],
           "ask": ["Who can grant me decrypt permission on the key for {env}?"],
           "iv": ["The value in git is {v}, which is ciphertext and useless without the key."]},
    "ko": {"mc": ["암호화된 {what:이} {svc} 레포에 커밋돼 있어도 되는지 몰랐다.",
                  "로컬에서 복호화가 안 돼서 {svc}의 {what:을} 수정하지 못했다."],
           "lead": ["커밋된 파일은 암호문뿐이다:", "git에 들어 있는 내용:"],
           "after": ["복호화에는 KMS 키/컨트롤러 키가 필요하고, 그 키는 클러스터 밖으로 나가지 않는다.",
                     "암호문을 직접 건드리지 말고 도구(sops, ansible-vault edit, kubeseal)로 수정할 것.", ""],
           "ask": ["{env} 키에 대한 복호화 권한은 누구에게 요청하나요?"],
           "iv": ["git에 있는 값은 {v} 인데, 키 없이는 쓸모없는 암호문이다."]},
}
CP["publishable"] = {
    "en": {"mc": ["I wasn't sure whether the {what} in {svc}'s frontend bundle is a leak.",
                  "The security scanner flagged the {what} in the {svc} web app."],
           "lead": ["This key is meant to be public (it ships to browsers):", "Frontend config:"],
           "after": ["The vendor documents this key as publishable; the secret counterpart lives only on the server.",
                     "Restrict it by domain or referrer instead of hiding it.", ""],
           "ask": ["Should we still restrict the key by HTTP referrer in the vendor console?"],
           "iv": ["{v} is the publishable one, so it is fine in the client bundle."]},
    "ko": {"mc": ["{svc} 프론트엔드 번들에 있는 {what:이} 유출인지 확신이 없었다.",
                  "보안 스캐너가 {svc} 웹앱의 {what:을} 잡았다."],
           "lead": ["이 키는 원래 공개용이다 (브라우저로 배포됨):", "프론트엔드 설정:"],
           "after": ["벤더 문서상 공개 가능한 키다. 짝이 되는 시크릿 키는 서버에만 있다.",
                     "숨기기보다 도메인/리퍼러 제한을 거는 게 맞다.", ""],
           "ask": ["그래도 벤더 콘솔에서 HTTP 리퍼러 제한을 걸까요?"],
           "iv": ["{v} 값은 publishable 키라서 클라이언트 번들에 있어도 된다."]},
}


def clean_framed(lang, fam, it):
    pools = CP[fam][lang]
    svc, env = svc_name(), ch(ENVS[lang])
    person = ch(EN_PEOPLE_DISPLAY) if lang == "en" else ch(KO_NAMES)
    what = it["what"][0 if lang == "en" else 1]
    kw = dict(svc=svc, env=env, person=person, what=what, file=ch(["the config", "the example file"] if lang == "en" else ["설정 파일", "예시 파일"]))
    snip = fence(it["snippet"], it["kind"])
    styles = ["L", "L", "M"]
    if it["inline"] and pools["iv"] and "\n" not in it["inline"]:
        styles += ["I", "A"]
    style = ch(styles)
    F = lambda slot: kf(ch(pools[slot]), **kw)  # noqa: E731
    if style == "L":
        f = {"missing_context": F("mc"), "lesson": join(F("lead"), snip, F("after")), "ask_next_time": F("ask")}
    elif style == "M":
        f = {"missing_context": join(F("mc"), snip), "lesson": join(F("after"), F("lead").rstrip(":") + "." if coin(0.3) else ""),
             "ask_next_time": F("ask")}
        if not f["lesson"].strip():
            f["lesson"] = kf(ch(pools["after"][:2]), **kw)
    elif style == "I":
        f = {"missing_context": F("mc"), "lesson": join(kf(ch(pools["iv"]), v=it["inline"], **kw), snip if coin(0.5) else ""),
             "ask_next_time": F("ask")}
    else:
        q = {"en": "Is {v} the right value for {env}, or is there a separate one?",
             "ko": "{v} 값이 {env}용이 맞나요, 아니면 별도 값이 있나요?"}[lang]
        f = {"missing_context": F("mc"), "lesson": join(F("lead"), snip, F("after")), "ask_next_time": kf(q, v=it["inline"], **kw)}
    return f, style


# ---- clean notes without snippets: credential-policy talk and plain engineering ----------------
POLICY = {"en": [
    ("The {svc} deploy script called mysql with the password glued to -p and the security review flagged it.",
     "With mysql, `-p` without a value makes the client prompt for the password; a value attached to `-p` ends up in shell history and in `ps`. Use an option file (`--defaults-extra-file`, mode 0600) or a login path from mysql_config_editor instead.",
     "Is an option file under /etc/{svc} acceptable, or do you prefer login paths?"),
    ("I didn't know the company password policy when creating accounts for {svc}.",
     "Policy: human accounts need at least {n} characters with a symbol, no dictionary words, rotation every {d} days and no reuse of the last 5 passwords. Service accounts get generated secrets from the secret manager and rotate on deploy.",
     "Do service accounts also fall under the {d}-day rotation?"),
    ("The {svc} backup job exported PGPASSWORD in its wrapper script.",
     "PGPASSWORD in the environment is readable by other processes of the same user via /proc. A ~/.pgpass file with mode 0600 (host:port:db:user:password format, one line per target) is the supported way; psql ignores the file if permissions are looser.",
     "Should the .pgpass file be provisioned by Ansible or baked into the image?"),
    ("CI printed a warning about docker login in the {svc} pipeline.",
     "Pass the registry token on stdin (`docker login --password-stdin`) instead of `-p`; `-p` triggers the warning and lands in the job's shell trace. Read the token from the CI secret variable, never echo it.",
     ""),
    ("Automation for {svc} used `curl -u user:...` and I wasn't sure how to avoid the inline password.",
     "`curl -u user` without the colon part prompts interactively, which hangs in CI. For automation use `--netrc-file` pointing to a 0600 file generated at job start, and delete it in the cleanup step.",
     "Is there already a shared netrc template in the CI repo?"),
    ("I didn't know how long a fine-grained GitHub token for {svc} can live.",
     "Fine-grained tokens can be scoped to a single repository and must have an expiry (max one year). Set a calendar reminder {d} days before expiry; a GitHub App installation token is preferable for bots because it rotates hourly.",
     "Should the release bot move to a GitHub App?"),
    ("The Android app of {svc} included a Kakao key and I wasn't sure which one is allowed client-side.",
     "Only the native app key / JavaScript key are meant for clients. The Admin key must never ship in an app or web bundle; server-side calls use the REST API key from the secret store.",
     "Who owns the Kakao developer console for {svc}?"),
    ("SSH to the {svc} hosts still accepted passwords.",
     "Set `PasswordAuthentication no` and `KbdInteractiveAuthentication no` in sshd_config, reload sshd, and keep an open session while testing so you don't lock yourself out. Upload keys with ssh-copy-id before switching.",
     "Can I disable password login on all {n} hosts in one change window?"),
    ("A script for {svc} used sshpass with the password on the command line.",
     "`sshpass -p` exposes the password to anyone who can run `ps`. If sshpass is unavoidable, use `sshpass -e` with the SSHPASS variable filled from the secret store, but key-based auth is the real fix.",
     ""),
    ("redis-cli in the {svc} runbook printed a warning about using a password with -a.",
     "The warning is because the password would be visible in the process list. Use `--askpass` interactively, or export REDISCLI_AUTH from the secret store in scripts.",
     "Should the runbook switch to --askpass?"),
    ("Rotating the {svc} database password caused a short outage last time.",
     "Rotate in two phases: create a second DB user (or set the new password on a new user), deploy the app with the new credentials, verify, then drop the old user. Never change the password of the user the running pods are using.",
     "Is the two-user approach OK for the reporting replica too?"),
    ("DATABASE_URL parsing failed for {svc} after the password was rotated.",
     "Special characters in the password part of a URL must be percent-encoded (for example @ becomes %40 and / becomes %2F); otherwise the parser splits the authority at the wrong place. The generator for new passwords now avoids URL-reserved characters.",
     ""),
    ("A derived value of a secret showed up unmasked in the {svc} Actions log.",
     "GitHub Actions masks registered secrets but not values derived from them (base64, URL-encoded, substrings). Register derived values with `::add-mask::` before printing anything, or better, don't print them.",
     "Should we add a lint rule that forbids echo of secret-derived variables?"),
    ("The ISMS-P audit asked about admin console passwords for {svc}.",
     "Admin console passwords must change every {d} days, admin pages need 2FA, and login failures lock the account after {n} attempts. Evidence is the IdP policy screenshot, not the passwords themselves.",
     "Who prepares the evidence package this year?"),
    ("I almost put a bearer token into the {svc} README example.",
     "Examples should use `Authorization: Bearer $TOKEN` with the variable explained in prose. Real tokens in docs get copied into tickets and chat; the scanner blocks them anyway.",
     ""),
], "ko": [
    ("{svc} 배포 스크립트가 mysql -p 뒤에 비밀번호를 붙여서 호출해서 보안 리뷰에 걸렸다.",
     "mysql에서 `-p`만 주면 비밀번호를 프롬프트로 묻는다. `-p` 뒤에 값을 붙이면 셸 히스토리와 `ps`에 남는다. 옵션 파일(`--defaults-extra-file`, 권한 0600)이나 mysql_config_editor의 login path를 쓸 것.",
     "/etc/{svc} 아래 옵션 파일로 가도 될까요, login path가 나을까요?"),
    ("{svc} 계정을 만들 때 회사 비밀번호 정책을 몰랐다.",
     "정책: 사람 계정은 {n}자 이상, 특수문자 포함, 사전 단어 금지, {d}일마다 변경, 최근 5개 재사용 금지. 서비스 계정은 시크릿 매니저에서 생성한 값을 쓰고 배포 때 교체한다.",
     "서비스 계정도 {d}일 교체 대상인가요?"),
    ("{svc} 백업 잡 래퍼 스크립트가 PGPASSWORD를 export 하고 있었다.",
     "환경변수 PGPASSWORD는 같은 사용자의 다른 프로세스가 /proc으로 읽을 수 있다. 권한 0600인 ~/.pgpass 파일(host:port:db:user:password 형식)을 쓰는 게 정석이고, 권한이 느슨하면 psql이 파일을 무시한다.",
     ".pgpass는 Ansible로 배포할까요, 이미지에 넣을까요?"),
    ("{svc} 파이프라인에서 docker login 경고가 떴다.",
     "`-p` 대신 `docker login --password-stdin`으로 토큰을 stdin으로 넘길 것. `-p`는 경고가 뜨고 잡의 셸 trace에 남는다. 토큰은 CI 시크릿 변수에서 읽고 절대 echo 하지 않는다.",
     ""),
    ("{svc} 안드로이드 앱에 카카오 키가 들어 있었는데 어떤 키가 클라이언트에 들어가도 되는지 몰랐다.",
     "클라이언트용은 네이티브 앱 키/JavaScript 키뿐이다. Admin 키는 앱이나 웹 번들에 절대 넣으면 안 되고, 서버 호출은 시크릿 저장소의 REST API 키를 쓴다.",
     "{svc}의 카카오 디벨로퍼스 콘솔 담당자는 누구인가요?"),
    ("{svc} 서버들이 아직 SSH 비밀번호 로그인을 허용하고 있었다.",
     "sshd_config에 `PasswordAuthentication no`, `KbdInteractiveAuthentication no`를 설정하고 sshd를 reload 한다. 테스트하는 동안 세션 하나는 열어 둘 것. 전환 전에 ssh-copy-id로 키를 먼저 올린다.",
     "{n}대 서버를 한 번의 작업 시간에 모두 바꿔도 될까요?"),
    ("지난번 {svc} DB 비밀번호 교체 때 짧은 장애가 났다.",
     "두 단계로 교체한다: 두 번째 DB 사용자를 만들고 새 자격 증명으로 앱을 배포해 확인한 뒤 예전 사용자를 삭제. 실행 중인 파드가 쓰는 사용자의 비밀번호를 바로 바꾸지 말 것.",
     "리포팅 replica에도 같은 방식을 써도 되나요?"),
    ("비밀번호 교체 후 {svc}의 DATABASE_URL 파싱이 실패했다.",
     "URL의 비밀번호 부분에 있는 특수문자는 퍼센트 인코딩해야 한다(@는 %40, /는 %2F). 안 그러면 파서가 엉뚱한 위치에서 authority를 자른다. 새 비밀번호 생성기는 URL 예약 문자를 피하도록 바꿨다.",
     ""),
    ("ISMS-P 심사에서 {svc} 관리자 콘솔 비밀번호 관련 질문을 받았다.",
     "관리자 콘솔 비밀번호는 {d}일마다 변경, 관리자 페이지는 2FA 필수, 로그인 {n}회 실패 시 계정 잠금. 증빙은 비밀번호 자체가 아니라 IdP 정책 화면 캡처다.",
     "올해 증빙 자료는 누가 준비하나요?"),
    ("{svc} README 예시에 bearer 토큰을 그대로 넣을 뻔했다.",
     "예시는 `Authorization: Bearer $TOKEN`처럼 변수로 쓰고 본문에서 설명한다. 문서에 실제 토큰을 넣으면 티켓과 채팅으로 복사되고, 어차피 스캐너가 막는다.",
     ""),
]}

PLAIN = {"en": [
    ("Cron schedules in the {svc} CronJob fired 9 hours early.",
     "Kubernetes CronJobs use the controller's timezone (UTC) unless `spec.timeZone: Asia/Seoul` is set (1.27+). `0 0 * * *` was running at 09:00 KST.",
     "Should every CronJob declare timeZone explicitly?"),
    ("Tests in {svc} passed alone but failed when run together.",
     "A session-scoped DB fixture leaked rows between tests. Switched it to function scope with a transaction rollback; the suite takes {n}s longer but is deterministic.",
     ""),
    ("ESLint couldn't resolve a plugin in the {svc} pnpm workspace.",
     "pnpm doesn't hoist by default; add `public-hoist-pattern[]=*eslint*` to .npmrc or install the plugin in the package that runs ESLint.",
     "Is it OK to change the workspace-wide hoisting config?"),
    ("Korean text rendered as empty boxes in the PDF invoices from {svc}.",
     "The container image had no CJK fonts. Installing fonts-nanum and embedding NanumGothic in the template fixed it; the image grew by about {mb} MB.",
     "Do we have a licensed font we should use instead?"),
    ("Inserting reviews with emoji failed in {svc}.",
     "The column was utf8 (3-byte). Converted the table to utf8mb4 / utf8mb4_0900_ai_ci and set the connection charset; online DDL took {n} minutes on the replica.",
     ""),
    ("Customer names sorted wrongly in the {svc} admin list.",
     "Default string comparison sorts by code point. `new Intl.Collator('ko').compare` gives the expected Hangul order and handles mixed Latin names sensibly.",
     ""),
    ("Docker builds of {svc} took minutes before even starting.",
     "The build context included node_modules and .git ({mb} MB). Adding a .dockerignore cut the context to a few MB and the build to under a minute.",
     ""),
    ("Consumers in {svc} kept rebalancing under load.",
     "Processing a batch took longer than max.poll.interval.ms. Lowered max.poll.records to {n} and moved the slow enrichment call out of the poll loop.",
     "Can we get a dashboard for consumer lag per partition?"),
    ("E2E tests for {svc} were flaky on CI only.",
     "CSS transitions made click targets move. The test build now sets `prefers-reduced-motion` and disables animations globally; flake rate dropped from {n}% to zero over 50 runs.",
     ""),
    ("The {svc} HTTP client hung forever when the partner API stalled.",
     "Go's http.Client has no timeout by default. Set `Timeout: {n} * time.Second` and a context deadline per request; also added a circuit breaker.",
     "What timeout does the partner's SLA allow?"),
    ("A report query in {svc} ignored the index on created_at.",
     "The query wrapped the column in DATE(); the planner can't use a plain index for that. Rewrote it as a half-open range on created_at, which brought it from {n} s to milliseconds.",
     ""),
    ("CSV exports from {svc} showed garbled Korean in Excel.",
     "Excel assumes the system code page unless the file starts with a UTF-8 BOM. Prepending \\ufeff fixed it; other consumers ignore the BOM.",
     ""),
    ("Uploads over 1 MB to {svc} returned 413.",
     "nginx's client_max_body_size defaults to 1m. Raised it to {mb}m on the ingress annotation `nginx.ingress.kubernetes.io/proxy-body-size`.",
     "What is the largest file users should be allowed to upload?"),
    ("Celery tasks in {svc} were unevenly distributed; one worker did most of the work.",
     "The default prefetch multiplier let one worker grab many long tasks. Set worker_prefetch_multiplier=1 and acks_late=True for the long queue.",
     ""),
    ("Images in the {svc} Docker build were tiny text files.",
     "The repo uses Git LFS and the CI checkout didn't fetch LFS objects, so only pointer files were copied. Enabled `lfs: true` in the checkout step.",
     ""),
    ("pip install failed on Python 3.12 for an old dependency of {svc}.",
     "distutils was removed in 3.12. Pinning setuptools (which ships a distutils shim) in the build requirements fixed it until the dependency is upgraded.",
     "Can we schedule the upgrade of that dependency this sprint?"),
    ("Search in {svc} didn't match Korean compound words.",
     "The standard analyzer splits on whitespace only. Installed the nori plugin and switched the field to the nori tokenizer with decompound_mode=mixed; reindexing took {n} minutes.",
     ""),
    ("A Lambda behind the {svc} API had p99 latency spikes.",
     "Cold starts after idle periods. Provisioned concurrency of {n} during business hours removed the spikes at a small cost.",
     "Is the extra cost approved for prod?"),
    ("Queue jobs disappeared from Redis used by {svc}.",
     "maxmemory-policy was allkeys-lru, so queue keys got evicted under memory pressure. Queues need noeviction; moved the cache to a separate Redis instance.",
     ""),
    ("Phone number validation in {svc} rejected valid numbers.",
     "The regex only allowed 010-XXXX-XXXX. Normalise by stripping hyphens and spaces first, then validate the digits-only form (10 or 11 digits starting with 01).",
     ""),
    ("Meetings scheduled by {svc} for US partners shifted by an hour in March.",
     "Times were stored as fixed offsets. Store the IANA zone (America/Los_Angeles) with the local time and convert at render time so DST is applied.",
     ""),
    ("The Gradle build for {svc} failed after enabling the configuration cache.",
     "One custom plugin read project properties at execution time. Marked the task `notCompatibleWithConfigurationCache` for now and filed an issue with the plugin.",
     ""),
    ("Next.js image optimization OOM-killed the {svc} container.",
     "The default squoosh fallback is memory hungry. Installing sharp in the runtime image and limiting concurrency fixed the OOMs at {mb} MB memory limit.",
     ""),
    ("Terraform apply for {svc} failed with a state lock error.",
     "A previous CI run was cancelled while holding the lock. Confirmed nobody was running apply, then used `terraform force-unlock` with the lock id from the error message.",
     "Should CI release the lock automatically on cancellation?"),
], "ko": [
    ("{svc} CronJob이 예정보다 9시간 일찍 돌았다.",
     "쿠버네티스 CronJob은 `spec.timeZone: Asia/Seoul`을 지정하지 않으면 컨트롤러 시간대(UTC)를 쓴다(1.27+). `0 0 * * *`가 한국 시간 오전 9시에 돌고 있었다.",
     "모든 CronJob에 timeZone을 명시할까요?"),
    ("{svc} 테스트가 단독으로는 통과하는데 같이 돌리면 실패했다.",
     "session 스코프 DB fixture가 테스트 사이에 데이터를 남겼다. function 스코프 + 트랜잭션 롤백으로 바꿨고, 전체 시간은 {n}초 늘었지만 결과가 안정적이다.",
     ""),
    ("{svc} PDF 영수증에서 한글이 네모로 깨졌다.",
     "컨테이너 이미지에 CJK 폰트가 없었다. fonts-nanum 설치 후 템플릿에 나눔고딕을 임베드해서 해결. 이미지가 약 {mb}MB 커졌다.",
     "회사에서 라이선스 받은 폰트가 따로 있나요?"),
    ("{svc}에서 이모지가 들어간 리뷰 저장이 실패했다.",
     "컬럼이 utf8(3바이트)였다. 테이블을 utf8mb4 / utf8mb4_0900_ai_ci로 바꾸고 커넥션 charset도 지정했다. replica에서 online DDL이 {n}분 걸렸다.",
     ""),
    ("{svc} 어드민 목록에서 고객 이름 정렬이 이상했다.",
     "기본 문자열 비교는 코드포인트 순이다. `new Intl.Collator('ko').compare`를 쓰면 기대한 한글 순서가 나오고 영문 이름이 섞여도 자연스럽다.",
     ""),
    ("{svc} 도커 빌드가 시작하기 전부터 몇 분씩 걸렸다.",
     "빌드 컨텍스트에 node_modules와 .git이 포함돼 {mb}MB였다. .dockerignore 추가 후 컨텍스트가 몇 MB로 줄고 빌드가 1분 안에 끝난다.",
     ""),
    ("부하가 걸리면 {svc} 컨슈머가 계속 리밸런싱됐다.",
     "배치 처리 시간이 max.poll.interval.ms를 넘었다. max.poll.records를 {n}로 낮추고 느린 조회 호출을 poll 루프 밖으로 뺐다.",
     "파티션별 컨슈머 lag 대시보드를 만들 수 있을까요?"),
    ("{svc} E2E 테스트가 CI에서만 불안정했다.",
     "CSS 트랜지션 때문에 클릭 대상이 움직였다. 테스트 빌드에서 `prefers-reduced-motion`을 켜고 애니메이션을 전역으로 껐더니 50회 실행 동안 실패가 0이 됐다.",
     ""),
    ("{svc}의 엑셀용 CSV 내보내기에서 한글이 깨졌다.",
     "엑셀은 파일이 UTF-8 BOM으로 시작하지 않으면 시스템 코드페이지로 읽는다. 앞에 \\ufeff를 붙여서 해결했고 다른 소비자는 BOM을 무시한다.",
     ""),
    ("{svc}에 1MB 넘는 파일을 올리면 413이 났다.",
     "nginx client_max_body_size 기본값이 1m이다. ingress 어노테이션 `nginx.ingress.kubernetes.io/proxy-body-size`를 {mb}m으로 올렸다.",
     "사용자 업로드 최대 크기를 얼마로 할까요?"),
    ("{svc} 검색에서 한국어 복합명사가 검색되지 않았다.",
     "standard analyzer는 공백 기준으로만 자른다. nori 플러그인을 설치하고 필드를 nori tokenizer(decompound_mode=mixed)로 바꿨다. 재색인에 {n}분 걸렸다.",
     ""),
    ("{svc} 전화번호 검증이 정상 번호를 거절했다.",
     "정규식이 010-XXXX-XXXX만 허용했다. 하이픈과 공백을 먼저 제거한 뒤 숫자만(01로 시작하는 10~11자리) 검증하도록 바꿨다.",
     ""),
    ("{svc}가 잡은 미국 파트너 미팅 시간이 3월에 한 시간씩 밀렸다.",
     "시간을 고정 오프셋으로 저장하고 있었다. IANA 시간대(America/Los_Angeles)와 현지 시각을 같이 저장하고 표시할 때 변환해야 서머타임이 반영된다.",
     ""),
    ("{svc}가 쓰는 Redis에서 큐 작업이 사라졌다.",
     "maxmemory-policy가 allkeys-lru라서 메모리가 부족할 때 큐 키가 축출됐다. 큐는 noeviction이어야 해서 캐시를 별도 Redis로 분리했다.",
     ""),
    ("Python 3.12에서 {svc}의 오래된 의존성 설치가 실패했다.",
     "3.12에서 distutils가 제거됐다. 빌드 requirements에 setuptools(distutils shim 포함)를 고정해서 우선 해결했고, 의존성 업그레이드는 별도로 진행해야 한다.",
     "이번 스프린트에 해당 의존성 업그레이드를 잡을 수 있을까요?"),
    ("{svc} API 뒤의 Lambda p99 지연이 튀었다.",
     "유휴 후 콜드 스타트 때문이었다. 업무 시간에 provisioned concurrency {n}을 걸어서 적은 비용으로 해결했다.",
     "운영에 추가 비용 승인이 됐나요?"),
    ("{svc} Celery 작업이 한 워커에 몰렸다.",
     "기본 prefetch multiplier 때문에 한 워커가 긴 작업을 여러 개 가져갔다. 긴 작업 큐에 worker_prefetch_multiplier=1, acks_late=True를 설정했다.",
     ""),
    ("{svc} 도커 빌드 결과물의 이미지 파일이 전부 작은 텍스트 파일이었다.",
     "레포가 Git LFS를 쓰는데 CI checkout이 LFS 객체를 받지 않아 포인터 파일만 복사됐다. checkout 단계에 `lfs: true`를 켰다.",
     ""),
]}


def text_note(lang, table_, used):
    idx = [i for i in range(len(table_[lang])) if i not in used[lang]]
    if not idx:
        used[lang] = []
        idx = list(range(len(table_[lang])))
    i = ch(idx)
    used[lang].append(i)
    mc, lesson, ask = table_[lang][i]
    kw = dict(svc=svc_name(), n=ri(3, 12), d=ch([60, 90, 180]), mb=ch([64, 120, 250, 480]))
    return {"missing_context": kf(mc, **kw), "lesson": kf(lesson, **kw), "ask_next_time": kf(ask, **kw)}, i


CLEAN_FAMILIES = [
    # (family, label, builder, n_en, n_ko)
    ("placeholder", "placeholder/template", cl_placeholder, 24, 16),
    ("masked", "masked output", cl_masked, 18, 12),
    ("envref", "env-var/secret-manager reference", cl_envref, 22, 14),
    ("hash", "hash/digest/git SHA", cl_hash, 22, 14),
    ("reqid", "UUID/request id", cl_reqid, 16, 10),
    ("pubkey", "public key/fingerprint", cl_pubkey, 16, 10),
    ("ids", "non-secret identifiers", cl_ids, 17, 11),
    ("b64", "base64 of non-secret data", cl_b64, 8, 6),
    ("longid", "long identifiers/versions", cl_longid, 11, 7),
    ("policy", "password policy/flags in prose", None, 13, 9),
    ("encrypted", "encrypted blob", cl_encrypted, 12, 8),
    ("publishable", "public key documented as publishable", cl_publishable, 14, 10),
    ("plain", "plain engineering note", None, 23, 17),
]
assert sum(f[3] for f in CLEAN_FAMILIES) == N_CLEAN_EN
assert sum(f[3] + f[4] for f in CLEAN_FAMILIES) == N_CLEAN
_TEXT_USED = {"policy": {"en": [], "ko": []}, "plain": {"en": [], "ko": []}}


def build_clean_note(lang, fam, label, builder):
    for _attempt in range(400):
        SVC_LOCK[0] = ch(SERVICES)
        if fam in ("policy", "plain"):
            fields, i = text_note(lang, POLICY if fam == "policy" else PLAIN, _TEXT_USED[fam])
            cat = "%s: %s #%d" % (label, fam, i + 1)
            tpl = "%s|%d" % (fam, i)
        else:
            it = builder()
            fields, style = clean_framed(lang, fam, it)
            cat = "%s: %s | %s" % (label, it["sub"], STYLE_NAMES.get(style, style))
            if it["pub"]:
                cat += " [publishable]"
            tpl = "%s|%s|%s" % (fam, it["sub"].split(" (")[0], style)
        if not fields_ok(fields):
            continue
        return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []}, \
            {"family": fam, "vendor": None, "region": None, "template": tpl}
    raise RuntimeError("could not build clean note %s/%s" % (fam, lang))


# ============================================================================
# Part 7: schedule, final shuffle, ids, output.
# ============================================================================
def generate():
    notes = []
    # vendor slots: every vendor at least once, the rest drawn at random; languages shuffled over slots
    n_vendor_en = [f for f in SECRET_FAMILIES if f[0] == "vendor"][0][3]
    n_vendor_ko = [f for f in SECRET_FAMILIES if f[0] == "vendor"][0][4]
    n_vendor = n_vendor_en + n_vendor_ko
    vendor_slots = shuffled(VENDORS) + [ch(VENDORS) for _ in range(n_vendor - len(VENDORS))]
    vendor_langs = shuffled(["en"] * n_vendor_en + ["ko"] * n_vendor_ko)
    jobs = []
    for fam, label, builder, n_en, n_ko in SECRET_FAMILIES:
        if fam == "vendor":
            for v, lg in zip(vendor_slots, vendor_langs):
                jobs.append(("secret", lg, fam, label, builder, v))
        else:
            jobs += [("secret", "en", fam, label, builder, None)] * n_en + [("secret", "ko", fam, label, builder, None)] * n_ko
    for fam, label, builder, n_en, n_ko in CLEAN_FAMILIES:
        jobs += [("clean", "en", fam, label, builder, None)] * n_en + [("clean", "ko", fam, label, builder, None)] * n_ko
    jobs = shuffled(jobs)
    metas = []
    for kind, lang, fam, label, builder, v in jobs:
        if kind == "secret":
            rec, meta = build_secret_note(lang, fam, label, builder, v)
        else:
            rec, meta = build_clean_note(lang, fam, label, builder)
        notes.append(rec)
        metas.append(meta)
    order = shuffled(list(range(len(notes))))
    out, out_meta = [], []
    for n, i in enumerate(order):
        r = notes[i]
        out.append({"id": "%s%03d" % (ID_PREFIX, n + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                    "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                               "ask_next_time": r["fields"]["ask_next_time"]},
                    "secrets": r["secrets"]})
        out_meta.append(metas[i])
    return out, out_meta


def final_checks(out):
    assert len(out) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in out]
    assert ids == ["%s%03d" % (ID_PREFIX, i + 1) for i in range(len(out))]
    assert sum(1 for r in out if r["kind"] == "secret") == N_SECRET
    assert sum(1 for r in out if r["kind"] == "secret" and r["lang"] == "en") == N_SECRET_EN
    assert sum(1 for r in out if r["kind"] == "clean" and r["lang"] == "en") == N_CLEAN_EN
    for r in out:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert fields_ok(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert window_rule_ok(r["fields"], r["secrets"]), r["id"]
        else:
            assert r["secrets"] == []
        if r["lang"] == "ko":
            assert re.search("[가-힣]", r["fields"]["missing_context"] + r["fields"]["lesson"]), r["id"]


def summary(out, metas):
    lines = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append("%s/%s: %d" % (kind, lang, sum(1 for r in out if r["kind"] == kind and r["lang"] == lang)))
    vend = dedupe([m["vendor"] for m in metas if m["vendor"]])
    lines.append("distinct vendors/providers: %d" % len(vend))
    regions = {}
    for m in metas:
        if m["vendor"]:
            regions.setdefault(m["region"], [])
            if m["vendor"] not in regions[m["region"]]:
                regions[m["region"]].append(m["vendor"])
    lines.append("vendors by region: " + ", ".join("%s=%d" % (k, len(regions[k])) for k in sorted(regions)))
    lines.append("distinct templates (family|subtype|container|placement): secret=%d clean=%d" % (
        len(dedupe([m["template"] for m, r in zip(metas, out) if r["kind"] == "secret"])),
        len(dedupe([m["template"] for m, r in zip(metas, out) if r["kind"] == "clean"]))))
    fams = {}
    for m, r in zip(metas, out):
        key = "%s:%s" % (r["kind"], m["family"])
        fams[key] = fams.get(key, 0) + 1
    lines.append("families: " + ", ".join("%s=%d" % (k, fams[k]) for k in sorted(fams)))
    lines.append("secret notes with >1 secret: %d; secrets total: %d; longest secret: %d chars" % (
        sum(1 for r in out if len(r["secrets"]) > 1), sum(len(r["secrets"]) for r in out),
        max(len(s) for r in out for s in r["secrets"])))
    lines.append("secret notes with a secret in ask_next_time: %d" % sum(
        1 for r in out if any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    lines.append("clean notes tagged [publishable]: %d" % sum(1 for r in out if r["category"].endswith("[publishable]")))
    return "\n".join(lines)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v67.jsonl")
    out, metas = generate()
    final_checks(out)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    sys.stderr.write(summary(out, metas) + "\n")


if __name__ == "__main__":
    main()
