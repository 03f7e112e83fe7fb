#!/usr/bin/env python3
"""make_blind_set_v93.py -- blind evaluation set v93 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(93_2026_1127),
drives every choice; no iteration over sets; output is byte-identical on every run and
under any PYTHONHASHSEED.  Writes blind_set_v93.jsonl next to this file.
"""
import base64
import json
import os
import string
import struct
import sys
import urllib.parse
import random

SEED = 93_2026_1127
R = random.Random(SEED)

# ---------------------------------------------------------------- alphabets & helpers
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
ALPHA = UP + LO
ALNUM = UP + LO + DI
ALNUM_U = UP + DI
ALNUM_L = LO + DI
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = UP + "234567"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PUNCT = "!#$%()*+,-./:;=?@[]^_{|}~"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def digits(n):
    return str(R.randint(1, 9)) + rs(DI, n - 1)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4(upper=False):
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    return urllib.parse.quote(s, safe="")


def cap(w):
    return w[:1].upper() + w[1:]


# Korean particle helper: j("키", "은/는") -> "키는"
def _jong(ch):
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28
    if ch in "0136780":
        return 1 if ch not in "178" else 8
    if ch.lower() in "lmnr":
        return 8 if ch.lower() in "lr" else 1
    return 0


def j(word, pair):
    a, b = pair.split("/")
    jg = _jong(word.rstrip("`'\")]")[-1])
    if pair == "으로/로":
        return word + ("으로" if jg and jg != 8 else "로")
    return word + (a if jg else b)


# ---------------------------------------------------------------- filler vocabulary
USERS = ["alice", "bob", "minji", "jiwoo", "seojun", "haruto", "yuki", "wei", "lina", "kenji",
         "sora", "daniel", "jisoo", "hyunwoo", "eunji", "taeyang", "mateo", "chloe", "priya",
         "deploy", "ci-bot", "svc_backup", "app_rw", "report_ro", "etl_user", "ops", "jenkins",
         "grafana_admin", "batch", "svc-payments"]
PEOPLE = ["Minji", "Jiwoo", "Seojun", "Haruto", "Yuki", "Wei", "Lina", "Kenji", "Sora",
          "Daniel", "Jisoo", "Hyunwoo", "Eunji", "Mateo", "Chloe", "Priya", "Tom", "Sarah"]
PEOPLE_KO = ["민지", "지우", "서준", "현우", "은지", "태양", "수아", "도윤", "하은", "지호", "예린", "준서"]
SERVICES = ["billing-worker", "payments-api", "order-sync", "notifier", "search-indexer",
            "auth-gateway", "report-cron", "settlement-batch", "chatbot", "image-resizer",
            "crm-sync", "ledger", "coupon-service", "delivery-tracker", "admin-web", "etl-runner",
            "inventory-api", "push-sender", "review-moderator", "analytics-loader"]
ENVS = ["staging", "dev", "qa", "sandbox", "stage", "preprod", "beta", "perf"]
DBNAMES = ["app", "orders", "billing", "shop", "analytics", "crm", "ledger", "users", "cms", "inventory"]
COMPANY = ["acme", "hanbit", "sorae", "mirae", "nuri", "kumo", "tetra", "bluefin", "daon", "pinecone"]
TLD = ["internal", "local", "corp", "svc.cluster.local", "lan"]
EN_WORDS = ["sunset", "maple", "falcon", "orange", "harbor", "tiger", "winter", "summer", "river",
            "coffee", "galaxy", "pepper", "cobalt", "violet", "panda", "rocket", "jasmine", "lemon",
            "thunder", "meadow", "copper", "nebula", "willow", "sparrow", "banana", "canyon",
            "dragon", "glacier", "marble", "puzzle", "saturn", "velvet", "walnut", "zebra", "kettle",
            "lantern", "orbit", "pickle", "quartz", "ribbon"]
KO_WORDS = ["사랑", "하늘", "바다", "고양이", "강아지", "우리집", "행복", "봄날", "서울", "부산",
            "제주", "별빛", "커피", "토끼", "호랑이", "무지개", "가을", "겨울", "여름", "초코",
            "감자", "딸기", "한강", "노을", "달빛", "구름", "소나무", "다람쥐"]


def host():
    c = pick(COMPANY)
    return pick([
        "db-%s-%02d.%s" % (pick(["prod", "stg", "dev"]), ri(1, 12), pick(TLD)),
        "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250)),
        "192.168.%d.%d" % (ri(0, 30), ri(2, 250)),
        "pg.%s.%s.%s" % (pick(ENVS), c, pick(TLD)),
        "mysql-%s.%s.co.kr" % (pick(["ro", "rw", "main"]), c),
        "%s-main.cluster-%s.ap-northeast-2.rds.amazonaws.com" % (c, rs(ALNUM_L, 12)),
        "%s.%s.example.com" % (pick(["db", "mq", "cache", "api", "git"]), c),
    ])


def user():
    return pick(USERS)


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


# ---------------------------------------------------------------- password generators
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            k = o - 0xAC00
            out.append(_CHO[k // 588] + _JUNG[(k % 588) // 28] + _JONG[k % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "o": "0", "e": "3", "s": "$", "i": "1"}
    return "".join(table[c] if c in table and chance(0.6) else c for c in w)


def pw_human():
    w1, w2 = pick(EN_WORDS), pick(EN_WORDS)
    f = ri(0, 5)
    if f == 0:
        p = cap(w1) + str(ri(1990, 2026)) + pick("!@#$%*?")
    elif f == 1:
        p = w1 + cap(w2) + rs(DI, 2) + pick("!@#.")
    elif f == 2:
        p = cap(w1) + pick("#@!_") + rs(DI, 4)
    elif f == 3:
        p = cap(leet(w1)) + rs(DI, ri(2, 4)) + pick("!?$")
    elif f == 4:
        p = pick(USERS[:18]).capitalize() + pick(["_", ".", ""]) + "%02d%02d" % (ri(1, 12), ri(1, 28)) + pick(["!!", "!", "#"])
    else:
        p = cap(w1) + cap(w2) + pick(["!", "2024", "2025!", "#1", "99"])
    while len(p) < 9:
        p += rs(DI, 1)
    return p


def pw_passphrase():
    n = ri(3, 5)
    ws = [pick(EN_WORDS) for _ in range(n)]
    sep = pick(["-", ".", "_", " ", "", "+"])
    if sep == "" or chance(0.3):
        ws = [cap(w) for w in ws]
    p = sep.join(ws)
    if chance(0.5):
        p += sep + str(ri(2, 99)) if sep else str(ri(2, 99))
    return p


def pw_punct():
    n = ri(14, 26)
    while True:
        p = rs(ALNUM + PUNCT + PUNCT, n)
        if sum(c in PUNCT for c in p) >= 3 and sum(c.isdigit() for c in p) >= 2:
            return p


def pw_kbd_ko():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.6) else "")
    p = hangul_to_qwerty(w)
    p += pick([rs(DI, ri(2, 4)), rs(DI, 2) + pick("!@#"), pick("!@") + rs(DI, 4)])
    if chance(0.3):
        p = cap(p)
    while len(p) < 9:
        p += rs(DI, 1)
    return p


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else "")
    p = w + pick([rs(DI, 4), rs(DI, 2) + pick("!@#"), pick("!") + rs(DI, 3), str(ri(1990, 2025)) + "!"])
    while len(p) < 8:
        p = pick(KO_WORDS) + p
    return p


def pw_random(n=None):
    return rs(ALNUM, n or ri(16, 32))


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("korean-keyboard", pw_kbd_ko), ("hangul", pw_hangul), ("generated", pw_random)]


def password(kinds=None):
    """returns (kind, value)"""
    opts = [k for k in PW_KINDS if kinds is None or k[0] in kinds]
    k, f = pick(opts)
    return k, f()


def shell_quote(v):
    if all(c in ALNUM + "-_.@%+=:,/" for c in v):
        return v
    return "'" + v + "'"


def jwt(payload, alg="HS256", kid=None, sig_len=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    n = sig_len or (43 if alg.startswith("HS") or alg.startswith("ES") else 342)
    if alg.startswith("ES"):
        n = 86
    return h + "." + p + "." + rs(B64U, n)


def ts():
    return 1730000000 + ri(0, 30000000)


def iso_time():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def log_time():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


# ---------------------------------------------------------------- vendors (documented shapes, random bodies)
class Vendor:
    def __init__(self, name, region, what, what_ko, gen, hdr=None, url=None, host=None):
        self.name, self.region, self.what, self.what_ko = name, region, what, what_ko
        self.gen, self.hdr, self.url, self.host = gen, hdr, url, host


def one(key, fn):
    f = lambda: [(key, fn(), True)]
    f.single = True
    return f


def _discord_bot():
    uid = str(ri(10 ** 17, 10 ** 19 - 1))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_sk():
    u = pick(USERS[:18]).replace("-", "")
    body = b64u(json.dumps({"u": u, "a": "cl" + rs(ALNUM_L, 23)}, separators=(",", ":")).encode())
    return "sk." + body + "." + rs(B64U, 22)


def _line_channel_token():
    return rs(B64, 171) + "="


def _data_go_kr_key():
    return pct(b64(rbytes(66)))


def _twitter_bearer():
    return "A" * 22 + rs(ALNUM, 28) + "%2F" + rs(ALNUM, 12) + "%3D" + rs(ALNUM, 50)


def _volc_sk():
    return b64(rbytes(ri(42, 45)))


VENDORS = [
    # ---- global
    Vendor("AWS", "global", "IAM access key pair", "IAM 액세스 키",
           lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
                    ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True)]),
    Vendor("GitHub", "global", "personal access token (classic)", "개인 액세스 토큰(classic)",
           one("GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36)),
           hdr="Authorization: token {}", host="api.github.com"),
    Vendor("GitHub", "global", "fine-grained PAT", "fine-grained PAT",
           one("GH_PAT", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)),
           hdr="Authorization: Bearer {}", host="api.github.com"),
    Vendor("GitHub App", "global", "installation token", "설치 토큰",
           one("GITHUB_APP_TOKEN", lambda: "ghs_" + rs(ALNUM, 36)),
           hdr="Authorization: Bearer {}", host="api.github.com"),
    Vendor("GitLab", "global", "personal access token", "개인 액세스 토큰",
           one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20)),
           hdr="PRIVATE-TOKEN: {}", host="gitlab.com"),
    Vendor("GitLab Runner", "global", "runner authentication token", "러너 인증 토큰",
           one("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20))),
    Vendor("Slack", "global", "bot token", "봇 토큰",
           one("SLACK_BOT_TOKEN", lambda: "xoxb-" + digits(11) + "-" + digits(13) + "-" + rs(ALNUM, 24)),
           hdr="Authorization: Bearer {}", host="slack.com"),
    Vendor("Slack", "global", "user token", "유저 토큰",
           one("SLACK_USER_TOKEN", lambda: "xoxp-" + digits(11) + "-" + digits(11) + "-" + digits(13) + "-" + rs(HEX, 32)),
           hdr="Authorization: Bearer {}", host="slack.com"),
    Vendor("Slack", "global", "app-level token", "앱 레벨 토큰",
           one("SLACK_APP_TOKEN", lambda: "xapp-1-A" + rs(ALNUM_U, 10) + "-" + digits(13) + "-" + rs(HEX, 64))),
    Vendor("Stripe", "global", "secret key", "시크릿 키",
           one("STRIPE_SECRET_KEY", lambda: pick(["sk_live_" + rs(ALNUM, 24), "sk_live_51" + rs(ALNUM, 97)])),
           hdr="Authorization: Bearer {}", host="api.stripe.com"),
    Vendor("Stripe", "global", "test-mode secret key", "테스트 모드 시크릿 키",
           one("STRIPE_API_KEY", lambda: "sk_test_51" + rs(ALNUM, 97)),
           hdr="Authorization: Bearer {}", host="api.stripe.com"),
    Vendor("Stripe", "global", "restricted key", "제한 키(restricted key)",
           one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(ALNUM, 97)),
           hdr="Authorization: Bearer {}", host="api.stripe.com"),
    Vendor("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿",
           one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32))),
    Vendor("OpenAI", "global", "project API key", "프로젝트 API 키",
           one("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)),
           hdr="Authorization: Bearer {}", host="api.openai.com"),
    Vendor("OpenAI", "global", "legacy API key", "레거시 API 키",
           one("OPENAI_KEY", lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)),
           hdr="Authorization: Bearer {}", host="api.openai.com"),
    Vendor("Anthropic", "global", "API key", "API 키",
           one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA"),
           hdr="x-api-key: {}", host="api.anthropic.com"),
    Vendor("Google Gemini", "global", "API key", "API 키",
           one("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35)),
           hdr="x-goog-api-key: {}",
           url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={}"),
    Vendor("Google OAuth", "global", "OAuth client secret", "OAuth 클라이언트 시크릿",
           lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ALNUM_L, 32) + ".apps.googleusercontent.com", False),
                    ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)]),
    Vendor("Twilio", "global", "auth token", "auth token",
           lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)]),
    Vendor("SendGrid", "global", "API key", "API 키",
           one("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
           hdr="Authorization: Bearer {}", host="api.sendgrid.com"),
    Vendor("Mailgun", "global", "private API key", "private API 키",
           one("MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32))),
    Vendor("Mailchimp", "global", "API key", "API 키",
           one("MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(ri(1, 21)))),
    Vendor("npm", "global", "automation token", "automation 토큰",
           one("NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36))),
    Vendor("PyPI", "global", "upload API token", "업로드 API 토큰",
           one("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + "CJ" + rs(B64U, ri(140, 170)))),
    Vendor("Docker Hub", "global", "personal access token", "개인 액세스 토큰",
           one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27))),
    Vendor("DigitalOcean", "global", "API token", "API 토큰",
           one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)),
           hdr="Authorization: Bearer {}", host="api.digitalocean.com"),
    Vendor("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰",
           one("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
           hdr="X-Shopify-Access-Token: {}"),
    Vendor("Atlassian", "global", "API token", "API 토큰",
           one("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, ri(160, 180)) + "=" + rs(HEXU, 8))),
    Vendor("Bitbucket", "global", "app password", "앱 비밀번호",
           one("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8))),
    Vendor("Linear", "global", "API key", "API 키",
           one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
           hdr="Authorization: {}", host="api.linear.app"),
    Vendor("Notion", "global", "integration secret", "integration 시크릿",
           one("NOTION_TOKEN", lambda: pick(["secret_" + rs(ALNUM, 43), "ntn_" + digits(11) + rs(ALNUM, 35)])),
           hdr="Authorization: Bearer {}", host="api.notion.com"),
    Vendor("Figma", "global", "personal access token", "개인 액세스 토큰",
           one("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40)), hdr="X-Figma-Token: {}", host="api.figma.com"),
    Vendor("HashiCorp Vault", "global", "service token", "서비스 토큰",
           one("VAULT_TOKEN", lambda: "hvs.CAESI" + rs(B64U, ri(85, 95))), hdr="X-Vault-Token: {}"),
    Vendor("Terraform Cloud", "global", "team API token", "팀 API 토큰",
           one("TFE_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67))),
    Vendor("Databricks", "global", "personal access token", "개인 액세스 토큰",
           one("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32)), hdr="Authorization: Bearer {}"),
    Vendor("Hugging Face", "global", "user access token", "액세스 토큰",
           one("HF_TOKEN", lambda: "hf_" + rs(ALPHA, 34)), hdr="Authorization: Bearer {}", host="huggingface.co"),
    Vendor("Replicate", "global", "API token", "API 토큰",
           one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)), hdr="Authorization: Bearer {}"),
    Vendor("Groq", "global", "API key", "API 키",
           one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)), hdr="Authorization: Bearer {}"),
    Vendor("Sentry", "global", "user auth token", "auth 토큰",
           one("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + rs(HEX, 64)), hdr="Authorization: Bearer {}"),
    Vendor("New Relic", "global", "user API key", "user API 키",
           one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ALNUM_U, 27)), hdr="Api-Key: {}"),
    Vendor("Postman", "global", "API key", "API 키",
           one("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)), hdr="X-Api-Key: {}"),
    Vendor("Grafana", "global", "service account token", "서비스 계정 토큰",
           one("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)), hdr="Authorization: Bearer {}"),
    Vendor("Doppler", "global", "service token", "서비스 토큰",
           one("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 43))),
    Vendor("Pulumi", "global", "access token", "액세스 토큰",
           one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40))),
    Vendor("Supabase", "global", "personal access token", "개인 액세스 토큰",
           one("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(HEX, 40))),
    Vendor("Telegram", "global", "bot token", "봇 토큰",
           one("TELEGRAM_BOT_TOKEN", lambda: digits(ri(9, 10)) + ":AA" + rs(B64U, 33)),
           url="https://api.telegram.org/bot{}/sendMessage"),
    Vendor("Discord", "global", "bot token", "봇 토큰",
           one("DISCORD_BOT_TOKEN", _discord_bot), hdr="Authorization: Bot {}"),
    Vendor("Square", "global", "production access token", "프로덕션 액세스 토큰",
           one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60)), hdr="Authorization: Bearer {}"),
    Vendor("Braintree", "global", "access token", "액세스 토큰",
           one("BRAINTREE_TOKEN", lambda: "access_token$production$" + rs(ALNUM_L, 16) + "$" + rs(HEX, 32))),
    Vendor("Okta", "global", "API token", "API 토큰",
           one("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40)), hdr="Authorization: SSWS {}"),
    Vendor("age", "global", "secret key", "비밀 키",
           one("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58))),
    Vendor("Azure Storage", "global", "account key", "계정 키",
           one("AZURE_STORAGE_KEY", lambda: b64(rbytes(64)))),
    Vendor("Azure OpenAI", "global", "API key", "API 키",
           one("AZURE_OPENAI_API_KEY", lambda: rs(HEX, 32)), hdr="api-key: {}"),
    Vendor("Cloudflare", "global", "API token", "API 토큰",
           one("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40)), hdr="Authorization: Bearer {}",
           host="api.cloudflare.com"),
    Vendor("Datadog", "global", "API and application keys", "API/애플리케이션 키",
           lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True)]),
    Vendor("Contentful", "global", "management token", "management 토큰",
           one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43)), hdr="Authorization: Bearer {}"),
    Vendor("Typeform", "global", "personal token", "개인 토큰",
           one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)), hdr="Authorization: Bearer {}"),
    Vendor("Mapbox", "global", "secret token", "시크릿 토큰",
           one("MAPBOX_DOWNLOADS_TOKEN", _mapbox_sk)),
    Vendor("Airtable", "global", "personal access token", "개인 액세스 토큰",
           one("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)), hdr="Authorization: Bearer {}"),
    Vendor("Netlify", "global", "personal access token", "개인 액세스 토큰",
           one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36))),
    Vendor("Algolia", "global", "admin API key", "Admin API 키",
           lambda: [("ALGOLIA_APP_ID", rs(ALNUM_U, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)]),
    Vendor("Firebase Cloud Messaging", "global", "legacy server key", "레거시 서버 키",
           one("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
           hdr="Authorization: key={}"),
    Vendor("Meta Graph API", "global", "system user access token", "시스템 유저 액세스 토큰",
           one("META_ACCESS_TOKEN", lambda: "EAA" + pick("GBIJ") + rs(ALNUM, ri(150, 190))),
           url="https://graph.facebook.com/v19.0/me/messages?access_token={}"),
    Vendor("X (Twitter)", "global", "app bearer token", "앱 bearer 토큰",
           one("TWITTER_BEARER_TOKEN", _twitter_bearer), hdr="Authorization: Bearer {}"),
    # ---- Korea
    Vendor("Kakao", "kr", "REST API key", "REST API 키",
           one("KAKAO_REST_API_KEY", lambda: rs(HEX, 32)), hdr="Authorization: KakaoAK {}", host="dapi.kakao.com"),
    Vendor("Kakao", "kr", "Admin key", "어드민 키",
           one("KAKAO_ADMIN_KEY", lambda: rs(HEX, 32)), hdr="Authorization: KakaoAK {}", host="kapi.kakao.com"),
    Vendor("Naver Developers", "kr", "client secret", "Client Secret",
           lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)]),
    Vendor("Naver Cloud Platform", "kr", "API access key pair", "API 인증키",
           lambda: [("NCLOUD_ACCESS_KEY_ID", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)]),
    Vendor("Toss Payments", "kr", "secret key", "시크릿 키",
           one("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28))),
    Vendor("PortOne", "kr", "V2 API secret", "V2 API Secret",
           one("PORTONE_API_SECRET", lambda: rs(ALNUM, 80)), hdr="Authorization: PortOne {}"),
    Vendor("NHN Cloud", "kr", "secret key", "SecretKey",
           lambda: [("NHN_APPKEY", rs(ALNUM, 16), False), ("NHN_SECRET_KEY", rs(ALNUM, 8), True)]),
    Vendor("Solapi", "kr", "API key and secret", "API Key/Secret",
           lambda: [("SOLAPI_API_KEY", "NCS" + rs(ALNUM_U, 13), True), ("SOLAPI_API_SECRET", rs(ALNUM_U, 32), True)]),
    Vendor("Upbit", "kr", "Open API keys", "Open API 키",
           lambda: [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)]),
    Vendor("Bithumb", "kr", "API connect key and secret", "API Connect Key/Secret",
           lambda: [("BITHUMB_CONNECT_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET_KEY", rs(HEX, 32), True)]),
    Vendor("data.go.kr", "kr", "service key (encoded)", "인증키(Encoding)",
           one("DATA_GO_KR_SERVICE_KEY", _data_go_kr_key),
           url="https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={}&numOfRows=10&pageNo=1&dataType=JSON"),
    Vendor("Sendbird", "kr", "API token", "API 토큰",
           lambda: [("SENDBIRD_APP_ID", uuid4(True), False), ("SENDBIRD_API_TOKEN", rs(HEX, 40), True)]),
    Vendor("Channel Talk", "kr", "access key and secret", "access key/secret",
           lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)]),
    Vendor("KakaoPay", "kr", "secret key", "시크릿 키",
           one("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(HEXU, 37)), hdr="Authorization: SECRET_KEY {}"),
    Vendor("Aligo", "kr", "SMS API key", "문자 API 키",
           one("ALIGO_API_KEY", lambda: rs(ALNUM_L, 32))),
    Vendor("Coupang Open API", "kr", "access key and secret key", "access key/secret key",
           lambda: [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", rs(HEX, 40), True)]),
    # ---- Japan
    Vendor("LINE Messaging API", "jp", "channel access token", "채널 액세스 토큰",
           lambda: [("LINE_CHANNEL_SECRET", rs(HEX, 32), True), ("LINE_CHANNEL_ACCESS_TOKEN", _line_channel_token(), True)]),
    Vendor("LINE Notify", "jp", "access token", "액세스 토큰",
           one("LINE_NOTIFY_TOKEN", lambda: rs(ALNUM, 43)), hdr="Authorization: Bearer {}"),
    Vendor("Chatwork", "jp", "API token", "API 토큰",
           one("CHATWORK_API_TOKEN", lambda: rs(HEX, 32)), hdr="X-ChatWorkToken: {}"),
    Vendor("PAY.JP", "jp", "secret key", "시크릿 키",
           one("PAYJP_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 48))),
    Vendor("Backlog", "jp", "API key", "API 키",
           one("BACKLOG_API_KEY", lambda: rs(ALNUM, 64)),
           url="https://%s.backlog.jp/api/v2/issues?apiKey={}" % pick(COMPANY)),
    Vendor("Sakura Cloud", "jp", "API access token and secret", "API 액세스 토큰/시크릿",
           lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)]),
    Vendor("kintone", "jp", "API token", "API 토큰",
           one("KINTONE_API_TOKEN", lambda: rs(ALNUM, 40)), hdr="X-Cybozu-API-Token: {}"),
    # ---- China
    Vendor("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey",
           lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                    ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)]),
    Vendor("Tencent Cloud", "cn", "SecretId/SecretKey", "SecretId/SecretKey",
           lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
                    ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)]),
    Vendor("Baidu AI Cloud", "cn", "secret key", "Secret Key",
           lambda: [("BAIDU_API_KEY", rs(ALNUM, 24), False), ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)]),
    Vendor("Huawei Cloud", "cn", "AK/SK", "AK/SK",
           lambda: [("HUAWEICLOUD_SDK_AK", rs(ALNUM_U, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)]),
    Vendor("WeChat", "cn", "AppSecret", "AppSecret",
           lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", rs(HEX, 32), True)]),
    Vendor("Feishu", "cn", "app secret", "App Secret",
           lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)]),
    Vendor("Qiniu", "cn", "AccessKey/SecretKey", "AK/SK",
           lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)]),
    Vendor("Volcengine", "cn", "AccessKey", "AccessKey",
           lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 40), True), ("VOLC_SECRETKEY", _volc_sk(), True)]),
    Vendor("Zhipu AI", "cn", "API key", "API 키",
           one("ZHIPUAI_API_KEY", lambda: rs(HEX, 32) + "." + rs(ALNUM, 16)), hdr="Authorization: Bearer {}"),
    Vendor("DeepSeek", "cn", "API key", "API 키",
           one("DEEPSEEK_API_KEY", lambda: "sk-" + rs(HEX, 32)), hdr="Authorization: Bearer {}",
           host="api.deepseek.com"),
    Vendor("Moonshot AI", "cn", "API key", "API 키",
           one("MOONSHOT_API_KEY", lambda: "sk-" + rs(ALNUM, 48)), hdr="Authorization: Bearer {}"),
    # ---- Europe
    Vendor("Mollie", "eu", "live API key", "live API 키",
           one("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30)), hdr="Authorization: Bearer {}"),
    Vendor("GoCardless", "eu", "live access token", "live 액세스 토큰",
           one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40)), hdr="Authorization: Bearer {}"),
    Vendor("Hetzner Cloud", "eu", "API token", "API 토큰",
           one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)), hdr="Authorization: Bearer {}"),
    Vendor("Scaleway", "eu", "API key", "API 키",
           lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ALNUM_U, 17), True), ("SCW_SECRET_KEY", uuid4(), True)]),
    Vendor("OVHcloud", "eu", "application secret and consumer key", "application secret/consumer key",
           lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
                    ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)]),
    Vendor("DeepL", "eu", "API auth key", "API 인증 키",
           one("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx"), hdr="Authorization: DeepL-Auth-Key {}"),
    Vendor("Mistral AI", "eu", "API key", "API 키",
           one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)), hdr="Authorization: Bearer {}"),
    Vendor("Vonage", "eu", "API secret", "API secret",
           lambda: [("VONAGE_API_KEY", rs(HEX, 8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)]),
    Vendor("MessageBird", "eu", "live access key", "live access key",
           one("MESSAGEBIRD_ACCESS_KEY", lambda: rs(ALNUM, 25)), hdr="Authorization: AccessKey {}"),
    Vendor("Yandex Cloud", "eu", "API key", "API 키",
           one("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36)), hdr="Authorization: Api-Key {}"),
    Vendor("Spotify", "eu", "client secret", "client secret",
           lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)]),
    Vendor("Pipedrive", "eu", "API token", "API 토큰",
           one("PIPEDRIVE_API_TOKEN", lambda: rs(HEX, 40)),
           url="https://api.pipedrive.com/v1/deals?api_token={}"),
    Vendor("Brevo", "eu", "API key", "API 키",
           one("BREVO_API_KEY", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16)), hdr="api-key: {}"),
    Vendor("Wise", "eu", "API token", "API 토큰",
           one("WISE_API_TOKEN", lambda: uuid4()), hdr="Authorization: Bearer {}"),
]
SINGLE_VENDORS = [v for v in VENDORS if getattr(v.gen, "single", False)]


# ---------------------------------------------------------------- containers (key/value -> snippet)
def filler_pairs(n):
    pool = [("LOG_LEVEL", lambda: pick(["info", "debug", "warn"])),
            ("PORT", lambda: pick(["8080", "3000", "5000", "8443", "9000"])),
            ("NODE_ENV", lambda: pick(["production", "staging"])),
            ("AWS_REGION", lambda: pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"])),
            ("DB_HOST", host),
            ("TIMEOUT_MS", lambda: pick(["3000", "15000", "60000"])),
            ("FEATURE_NEW_CHECKOUT", lambda: pick(["true", "false"])),
            ("S3_BUCKET", lambda: "%s-%s-assets" % (pick(COMPANY), env())),
            ("MAX_RETRIES", lambda: pick(["3", "5"])),
            ("TZ", lambda: pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])),
            ("CACHE_TTL", lambda: pick(["300", "600", "3600"])),
            ("WORKERS", lambda: pick(["2", "4", "8"])),
            ("APP_NAME", svc),
            ("API_BASE_URL", lambda: "https://api.%s.example.com/v%d" % (pick(COMPANY), ri(1, 3))),
            ("SENTRY_ENVIRONMENT", env),
            ("DEFAULT_LOCALE", lambda: pick(["ko-KR", "en-US", "ja-JP"]))]
    out = []
    for k, f in shuffled(pool)[:n]:
        out.append((k, f()))
    return out


def shuffled(seq):
    l = list(seq)
    R.shuffle(l)
    return l


def ksnake(k):
    return k.lower()


def kcamel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def kdot(k):
    return k.lower().replace("_", ".")


def needs_quote(v):
    return not all(c in ALNUM + "-_./:@+=" for c in v)


def fence(snippet, lang=""):
    f = ri(0, 9)
    if f <= 5:
        return "```" + lang + "\n" + snippet + "\n```"
    if f <= 7:
        return "\n".join("    " + l for l in snippet.split("\n"))
    return snippet


def c_dotenv(p, ctx):
    lines = []
    if chance(0.4):
        lines.append("# %s (%s)" % (ctx.get("svc", svc()), ctx.get("env", env())))
    for k, v in p:
        q = pick(['"', "'", ""]) if needs_quote(v) else pick(["", "", '"'])
        if q == "" and needs_quote(v):
            q = '"'
        lines.append("%s=%s%s%s" % (k, q, v, q))
    return "\n".join(lines), "dotenv", ""


def c_export(p, ctx):
    return "\n".join("export %s=%s" % (k, shell_quote(v) if needs_quote(v) else pick([v, '"%s"' % v])) for k, v in p), "shell export", "bash"


def c_inline(p, ctx):
    cmd = pick(["./scripts/deploy.sh --env %s" % ctx.get("env", "staging"), "npm run sync", "python manage.py backfill",
                "go run ./cmd/worker", "make e2e", "node scripts/migrate.js", "bundle exec rake jobs:work",
                "poetry run pytest -k integration"])
    return " ".join("%s=%s" % (k, shell_quote(v)) for k, v in p) + " " + cmd, "inline env command", "bash"


def c_yaml(p, ctx):
    top = pick(["app", "integrations", "secrets", "config", "providers", ctx.get("svc", "service")])
    sub = ctx.get("slug", "client")
    lines = [top + ":", "  " + sub + ":"]
    for k, v in p:
        vv = '"%s"' % v if needs_quote(v) or chance(0.3) else v
        lines.append("    %s: %s" % (ksnake(k), vv))
    return "\n".join(lines), "YAML", "yaml"


def c_json(p, ctx):
    d = {}
    style = pick([kcamel, ksnake, lambda k: k])
    for k, v in p:
        d[style(k)] = v
    if chance(0.5):
        d = {ctx.get("slug", "client"): d}
    return json.dumps(d, indent=pick([2, 4]), ensure_ascii=False), "JSON", "json"


def c_toml(p, ctx):
    lines = ["[%s]" % ctx.get("slug", "client")]
    for k, v in p:
        lines.append('%s = "%s"' % (ksnake(k), v))
    return "\n".join(lines), "TOML", "toml"


def c_ini(p, ctx):
    lines = ["[%s]" % pick([ctx.get("slug", "client"), "default", "production", "credentials"])]
    for k, v in p:
        lines.append("%s = %s" % (ksnake(k), v))
    return "\n".join(lines), "INI", "ini"


def c_properties(p, ctx):
    pre = pick(["app.", "integration.", "spring.cloud.", ""]) + ctx.get("slug", "client") + "."
    return "\n".join("%s%s=%s" % (pre, kdot(k), v) for k, v in p), "Java properties", "properties"


def c_xml(p, ctx):
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k, v) for k, v in p)
        return "<appSettings>\n" + body + "\n</appSettings>", "XML web.config", "xml"
    body = "\n".join("    <%s>%s</%s>" % (kcamel(k), v, kcamel(k)) for k, v in p)
    return "<%s>\n%s\n</%s>" % (ctx.get("slug", "client"), body, ctx.get("slug", "client")), "XML", "xml"


def c_k8s_secret(p, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx.get("svc", "app"),
             "  namespace: %s" % ctx.get("env", "default"), "type: Opaque", "stringData:"]
    for k, v in p:
        lines.append('  %s: "%s"' % (k, v))
    return "\n".join(lines), "k8s Secret stringData", "yaml"


def c_k8s_env(p, ctx):
    lines = ["      containers:", "        - name: %s" % ctx.get("svc", "app"),
             "          image: registry.%s.io/%s:%s" % (pick(COMPANY), ctx.get("svc", "app"), "1.%d.%d" % (ri(0, 30), ri(0, 9))),
             "          env:"]
    for k, v in p:
        lines.append("            - name: %s" % k)
        lines.append('              value: "%s"' % v)
    return "\n".join(lines), "k8s Deployment env", "yaml"


def c_compose(p, ctx):
    lines = ["services:", "  %s:" % ctx.get("svc", "app"), "    image: %s:latest" % ctx.get("svc", "app"), "    environment:"]
    if chance(0.5):
        for k, v in p:
            lines.append("      - %s=%s" % (k, v))
    else:
        for k, v in p:
            lines.append('      %s: "%s"' % (k, v))
    return "\n".join(lines), "docker-compose", "yaml"


def c_dockerfile(p, ctx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, v in p:
        lines.append("%s %s=%s" % (kw, k, shell_quote(v) if needs_quote(v) else v))
    lines.append("COPY . .")
    return "\n".join(lines), "Dockerfile " + kw, "dockerfile"


def c_gha(p, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    steps:", "      - uses: actions/checkout@v4",
             "      - name: Deploy", "        run: ./deploy.sh", "        env:"]
    for k, v in p:
        lines.append("          %s: %s" % (k, v if not needs_quote(v) else '"%s"' % v))
    return "\n".join(lines), "GitHub Actions workflow", "yaml"


def c_gitlab(p, ctx):
    lines = ["variables:"]
    for k, v in p:
        lines.append('  %s: "%s"' % (k, v))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh %s" % ctx.get("env", "staging")]
    return "\n".join(lines), "GitLab CI", "yaml"


def c_terraform(p, ctx):
    slug = ctx.get("slug", "client")
    lines = ['provider "%s" {' % slug]
    for k, v in p:
        lines.append('  %s = "%s"' % (ksnake(k), v))
    lines.append("}")
    return "\n".join(lines), "Terraform provider block", "hcl"


def c_tfvars(p, ctx):
    return "\n".join('%s = "%s"' % (ksnake(k), v) for k, v in p), "terraform.tfvars", "hcl"


def c_python(p, ctx):
    if len(p) <= 2 and chance(0.5):
        args = ", ".join('%s="%s"' % (ksnake(k).split("_", 1)[-1] if "_" in k else ksnake(k), v) for k, v in p)
        return "client = %sClient(%s)" % (ctx.get("cls", "Api"), args), "Python client constructor", "python"
    return "\n".join('%s = "%s"' % (k, v) for k, v in p), "Python settings", "python"


def c_node(p, ctx):
    if chance(0.5):
        body = ",\n".join("  %s: '%s'" % (kcamel(k), v) for k, v in p)
        return "const client = new %sClient({\n%s\n});" % (ctx.get("cls", "Api"), body), "Node.js client", "js"
    return "\n".join("process.env.%s = '%s';" % (k, v) for k, v in p), "Node.js process.env", "js"


def c_go(p, ctx):
    if chance(0.5):
        return "const (\n" + "\n".join('\t%s = "%s"' % (kcamel(k), v) for k, v in p) + "\n)", "Go const", "go"
    return "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v in p), "Go os.Setenv", "go"


def c_java(p, ctx):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v in p), "Java constant", "java"


def c_kotlin(p, ctx):
    return "\n".join('val %s = "%s"' % (kcamel(k), v) for k, v in p), "Kotlin", "kotlin"


def c_ruby(p, ctx):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v in p), "Ruby ENV", "ruby"


def c_php(p, ctx):
    if chance(0.5):
        return "\n".join("define('%s', '%s');" % (k, v) for k, v in p), "PHP define", "php"
    return "\n".join("$config['%s'] = '%s';" % (ksnake(k), v) for k, v in p), "PHP config array", "php"


def c_rust(p, ctx):
    return "\n".join('let %s = "%s";' % (ksnake(k), v) for k, v in p), "Rust", "rust"


def c_csharp(p, ctx):
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v in p), "C#", "csharp"


def c_swift(p, ctx):
    return "\n".join('let %s = "%s"' % (kcamel(k), v) for k, v in p), "Swift", "swift"


def c_powershell(p, ctx):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v in p), "PowerShell", "powershell"


def c_fish(p, ctx):
    return "\n".join("set -gx %s %s" % (k, shell_quote(v)) for k, v in p), "fish shell", "fish"


def c_systemd(p, ctx):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v in p] + ["ExecStart=/opt/%s/bin/run" % ctx.get("svc", "app")]
    return "\n".join(lines), "systemd unit", "ini"


def c_jenkins(p, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v in p] + ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "\n".join(lines), "Jenkinsfile", "groovy"


def c_helm(p, ctx):
    lines = ["# values-%s.yaml" % ctx.get("env", "prod"), "%s:" % ctx.get("slug", "client"), "  enabled: true"]
    for k, v in p:
        lines.append('  %s: "%s"' % (kcamel(k), v))
    return "\n".join(lines), "Helm values", "yaml"


def c_ansible(p, ctx):
    lines = ["# group_vars/%s.yml" % ctx.get("env", "prod")] + ['%s: "%s"' % (ksnake(k), v) for k, v in p]
    return "\n".join(lines), "Ansible group_vars (unencrypted)", "yaml"


def c_log(p, ctx):
    lines = []
    for k, v in p:
        lines.append("%s %s [%s] %s" % (log_time(), pick(["DEBUG", "INFO", "DEBUG"]), ctx.get("svc", "app"),
                                          pick(["config loaded: %s=%s", "using %s=%s", "env %s=%s", "resolved setting %s -> %s"]) % (k, v)))
    if chance(0.6):
        lines.append("%s ERROR [%s] upstream returned 401 Unauthorized" % (log_time(), ctx.get("svc", "app")))
    return "\n".join(lines), "application log", ""


def c_trace(p, ctx):
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s/client.py", line %d, in _request' % (ctx.get("slug", "client"), ri(40, 400)),
             "    resp.raise_for_status()"]
    loc = ", ".join("'%s': '%s'" % (ksnake(k), v) for k, v in p)
    lines.append("  locals: {%s}" % loc)
    lines.append("requests.exceptions.HTTPError: 401 Client Error: Unauthorized")
    return "\n".join(lines), "Python traceback with locals", ""


def c_diff(p, ctx):
    f = pick([".env.%s" % ctx.get("env", "staging"), "config/settings.yml", "deploy/values.yaml", "docker-compose.override.yml"])
    lines = ["diff --git a/%s b/%s" % (f, f), "@@ -%d,%d +%d,%d @@" % (ri(1, 40), 4, ri(1, 40), 5)]
    for k, v in p:
        if chance(0.5):
            lines.append("-%s=" % k)
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "git diff", "diff"


def c_table(p, ctx):
    lines = ["| key | value | note |", "|---|---|---|"]
    for k, v in p:
        lines.append("| %s | %s | %s |" % (k, v, pick(["prod", "rotated last month", "from vendor console", "", "set by ops"])))
    return "\n".join(lines), "markdown table", ""


def c_chat(p, ctx):
    who = pick(PEOPLE)
    t = "%02d:%02d" % (ri(8, 22), ri(0, 59))
    lines = ["[%s] %s: %s" % (t, who, pick(["here you go", "try these", "use this for now", "pls don't commit it", "여기요", "이걸로 해보세요"]))]
    for k, v in p:
        lines.append("[%s] %s: %s %s" % (t, who, pick([k, k.lower(), k + ":", k + " ="]), v))
    return "\n".join(lines), "chat transcript", ""


def c_launch(p, ctx):
    d = {"name": "Debug %s" % ctx.get("svc", "app"), "type": pick(["node", "python", "go"]), "request": "launch",
         "env": {k: v for k, v in p}}
    return json.dumps({"configurations": [d]}, indent=2, ensure_ascii=False), "VS Code launch.json", "json"


def c_makefile(p, ctx):
    return "\n".join("%s ?= %s" % (k, v) for k, v in p) + "\n\ndeploy:\n\t./scripts/deploy.sh", "Makefile", "makefile"


def c_crontab(p, ctx):
    env_part = " ".join("%s=%s" % (k, shell_quote(v)) for k, v in p)
    return "%d %d * * * %s /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (ri(0, 59), ri(0, 23), env_part, ctx.get("svc", "job"), ctx.get("svc", "job")), "crontab", ""


KV_CONTAINERS = [c_dotenv, c_export, c_inline, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml, c_k8s_secret,
                 c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_terraform, c_tfvars, c_python, c_node, c_go,
                 c_java, c_kotlin, c_ruby, c_php, c_rust, c_csharp, c_swift, c_powershell, c_fish, c_systemd,
                 c_jenkins, c_helm, c_ansible, c_log, c_trace, c_diff, c_table, c_chat, c_launch, c_makefile, c_crontab]


# ---- header / URL containers for a single token
def h_http(hdr, v, ctx):
    line = hdr.format(v)
    method = pick(["GET", "POST", "PATCH"])
    lines = ["%s %s HTTP/1.1" % (method, pick(["/v1/messages", "/api/v2/items?limit=50", "/v1/charges", "/rest/api/3/search", "/v2/send"])),
             "Host: %s" % ctx.get("host", "api.example.com")]
    if chance(0.5):
        lines.append("User-Agent: %s/%d.%d" % (ctx.get("svc", "app"), ri(1, 4), ri(0, 20)))
    lines.append(line)
    lines.append("Content-Type: application/json")
    return "\n".join(lines), "raw HTTP request", "http"


def h_curl(hdr, v, ctx):
    url = "https://%s%s" % (ctx.get("host", "api.example.com"), pick(["/v1/users/me", "/api/v1/status", "/v1/messages", "/v2/orders?page=2"]))
    parts = ["curl", pick(["-sS", "-s", "-v", "-fsSL"])]
    if chance(0.5):
        parts += ["-X", "POST"]
    parts += ['-H "%s"' % hdr.format(v), '-H "Content-Type: application/json"']
    if chance(0.5):
        parts += ["-d '{\"dry_run\": true}'"]
    parts.append(url)
    if chance(0.4):
        return " \\\n  ".join([" ".join(parts[:2])] + parts[2:]), "curl with header", "bash"
    return " ".join(parts), "curl with header", "bash"


def h_requests(hdr, v, ctx):
    name, val = hdr.split(": ", 1)
    return 'resp = requests.get(\n    "https://%s/v1/status",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (
        ctx.get("host", "api.example.com"), name, val.format(v)), "Python requests headers", "python"


def h_fetch(hdr, v, ctx):
    name, val = hdr.split(": ", 1)
    return "await fetch('https://%s/v1/items', {\n  headers: { '%s': '%s' },\n});" % (ctx.get("host", "api.example.com"), name, val.format(v)), "JS fetch headers", "js"


def h_httpie(hdr, v, ctx):
    name, val = hdr.split(": ", 1)
    return "http GET https://%s/v1/me '%s:%s'" % (ctx.get("host", "api.example.com"), name, val.format(v)), "HTTPie", "bash"


def h_nginx(hdr, v, ctx):
    name, val = hdr.split(": ", 1)
    return "location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header %s \"%s\";\n}" % (ctx.get("host", "api.example.com"), name, val.format(v)), "nginx proxy_set_header", "nginx"


HDR_CONTAINERS = [h_http, h_curl, h_requests, h_fetch, h_httpie, h_nginx]


def render_kv(pairs_secret, ctx, container=None, nfill=None):
    """pairs_secret: list of (KEY, value); returns snippet, container name, lang"""
    n = ri(0, 4) if nfill is None else nfill
    fill = filler_pairs(n)
    pos = ri(0, len(fill))
    pairs = fill[:pos] + list(pairs_secret) + fill[pos:]
    c = container or pick(KV_CONTAINERS)
    snip, cname, lang = c(pairs, ctx)
    where = "start" if pos == 0 else ("end" if pos == len(fill) else "middle")
    return snip, "%s (%s)" % (cname, where), lang


# ---------------------------------------------------------------- prose frames
TEMPLATES_USED = {}   # ordered "set" of template ids of accepted notes (dict keeps insertion order)
CUR_T = []            # template ids of the candidate being built
CUR_V = []            # vendors of the candidate being built


class Missing(dict):
    def __missing__(self, k):
        raise KeyError("template slot {%s} not provided" % k)


def fill(t, vars_):
    return t.format_map(Missing(vars_))


def tpick(name, lst):
    t = lst[R.randrange(len(lst))]
    CUR_T.append(name.rsplit("_", 1)[0] + "|" + t)
    return t


FILES = [".env", ".env.local", ".env.%s", "config/%s.yml", "deploy/%s/values.yaml", "settings/%s.py",
         "docker-compose.%s.yml", "infra/%s/main.tf", "k8s/%s/secret.yaml", "scripts/run_%s.sh",
         "README-ops.md", "docs/runbook.md", "ansible/group_vars/%s.yml", "src/main/resources/application-%s.properties"]


def a_file(e):
    f = pick(FILES)
    return f % e if "%s" in f else f


MC_S = {
    "en": [
        "{Topic} was not documented anywhere, so {svc} failed on {env} with 401s. This is what `{file}` contained:\n{S}",
        "I did not know which credentials {svc} uses on {env}. The user pasted:\n{S}",
        "While debugging {svc} I found {topic} hard-coded instead of injected by CI:\n{S}",
        "{S}\nThat is the part of `{file}` I had not looked at; I assumed {topic} came from the secret store.",
        "Context I lacked: {svc} on {env} reads {topic} from `{file}`, not from the process environment. Current content:\n{S}",
        "The user asked: \"why does {svc} still fail on {env}? I already set it like this:\n{S}\nis something wrong?\"",
        "Missing: the {env} settings for {svc}. {person} sent these in the team chat:\n{S}",
        "I started without knowing {topic} had been rotated last week. New value, as pasted in the ticket:\n{S}",
        "Didn't know the deploy job for {svc} sources `{file}` before running. Relevant lines:\n{S}\n(the rest of the file is feature flags)",
        "The handover doc for {svc} only said \"creds are in the usual place\". The usual place turned out to be `{file}`:\n{S}",
    ],
    "ko": [
        "{topic_i} 어디에도 문서화되어 있지 않아서 {env} 환경의 {svc} 서비스가 401로 실패했음. `{file}` 내용:\n{S}",
        "{env} 환경에서 {svc} 서비스가 어떤 자격 증명을 쓰는지 몰랐음. 사용자가 붙여준 내용:\n{S}",
        "{svc} 디버깅 중 {topic_i} CI 주입이 아니라 하드코딩되어 있는 걸 발견:\n{S}",
        "{S}\n위는 `{file}`에서 처음 본 부분. {topic_eun} 시크릿 저장소에서 온다고 잘못 가정했었음.",
        "몰랐던 점: {env} 환경의 {svc} 서비스는 {topic_eul} 프로세스 환경변수가 아니라 `{file}`에서 읽음. 현재 내용:\n{S}",
        "사용자 질문: \"{env}에서 {svc} 아직도 실패해요. 이렇게 설정했는데 뭐가 틀렸나요?\n{S}\"",
        "{svc} 서비스의 {env} 설정값을 몰랐음. {person_ko}님이 팀 채팅에 보낸 내용:\n{S}",
        "{topic_i} 지난주에 교체된 걸 모르고 작업을 시작함. 티켓에 붙어 있던 새 값:\n{S}",
        "{svc} 배포 잡이 실행 전에 `{file}` 파일을 source 한다는 걸 몰랐음. 관련 부분:\n{S}\n(나머지는 feature flag)",
        "{svc} 인수인계 문서에는 \"크리덴셜은 늘 있던 곳에\"라고만 되어 있었음. 알고 보니 `{file}`:\n{S}",
    ],
}
MC_I = {
    "en": [
        "The user ran `{S}` and asked why it hangs; I did not know {svc} on {env} is only reachable over the VPN.",
        "I did not know the {env} box still relies on an old runbook entry: {S}",
        "Ticket text: \"{S} works on my laptop but not in CI\" -- I did not know CI runs in a separate network.",
        "User question: can you check why {S} returns 401 since this morning?",
        "I found this in shell history on the {env} bastion and did not know it was still in use: {S}",
    ],
    "ko": [
        "사용자가 `{S}` 실행 후 멈춘다고 문의함. {env} 환경의 {svc} 서비스는 VPN으로만 접근된다는 걸 몰랐음.",
        "{env} 서버가 아직 예전 런북 내용을 그대로 쓰고 있다는 걸 몰랐음: {S}",
        "티켓 원문: \"{S} 로컬에선 되는데 CI에서만 안 돼요\" — CI가 별도 네트워크에서 돈다는 걸 몰랐음.",
        "사용자 질문: 오늘 아침부터 {S} 이게 401 나는데 확인해 줄 수 있나요?",
        "{env} bastion의 셸 히스토리에서 발견했는데 아직 쓰이는 줄 몰랐음: {S}",
    ],
}
MC_NO = {
    "en": [
        "{svc} kept failing on {env} and I did not know where {topic} was supposed to come from.",
        "I did not know that {svc} reads {topic} only at startup.",
        "Nobody mentioned that {env} and prod use different values for {topic}.",
        "I assumed {topic} was managed by the platform team; it is actually set per service.",
        "The task was to fix the {env} deploy of {svc}; I had no context on how its credentials are wired.",
        "I did not know {svc} has its own copy of {topic} separate from the shared one.",
        "Missing context: who owns {topic} for {svc} and where the current value lives.",
    ],
    "ko": [
        "{env} 환경에서 {svc} 서비스가 계속 실패했는데 {topic_i} 어디서 와야 하는지 몰랐음.",
        "{svc} 서비스가 {topic_eul} 시작 시점에만 읽는다는 걸 몰랐음.",
        "{env} 환경과 prod 환경의 {topic_i} 서로 다르다는 걸 아무도 알려주지 않았음.",
        "{topic_i} 플랫폼팀 관리라고 가정했는데 실제로는 서비스별로 설정됨.",
        "{env} 환경 {svc} 배포 수정 작업이었는데 자격 증명이 어떻게 연결되는지 맥락이 없었음.",
        "{svc} 서비스가 공용과 별개로 자체 {topic_eul} 갖고 있다는 걸 몰랐음.",
        "빠져 있던 맥락: {svc}의 {topic} 담당자와 현재 값이 어디 있는지.",
    ],
}
LESSON_S = {
    "en": [
        "What finally worked:\n{S}\n{fact}",
        "{fact} The working configuration is:\n{S}",
        "{fact}\nFor reference, the user confirmed this is the value in use:\n{S}",
        "Put this in `{file}` (not in the shared config):\n{S}\n{fact}",
        "{fact} {fact2}\nFinal state:\n{S}",
    ],
    "ko": [
        "최종적으로 동작한 설정:\n{S}\n{fact}",
        "{fact} 동작하는 설정은 아래와 같음:\n{S}",
        "{fact}\n참고로 사용자가 현재 쓰는 값이라고 확인해 준 내용:\n{S}",
        "공용 설정이 아니라 `{file}`에 넣을 것:\n{S}\n{fact}",
        "{fact} {fact2}\n최종 상태:\n{S}",
    ],
}
LESSON_I = {
    "en": ["{fact} The command that worked was `{S}`.", "Use `{S}`. {fact}", "{fact} Verified with: {S}"],
    "ko": ["{fact} 동작한 명령은 `{S}`.", "`{S}` 로 실행하면 됨. {fact}", "{fact} 확인한 명령: {S}"],
}
LESSON_NO = {
    "en": ["{fact}", "{fact} {fact2}", "{fact} (Found while working on {svc}.)", "Lesson: {fact}"],
    "ko": ["{fact}", "{fact} {fact2}", "{fact} ({svc} 작업 중 확인함.)", "교훈: {fact}"],
}
MC_IT = {
    "en": [
        "I did not know the {env} settings for {svc}; the value actually in use is {S}",
        "The user pasted this line and asked what it means: {S}",
        "Found in `{file}`: {S} -- I had assumed it came from the secret store.",
        "I did not know {svc} still had this hard-coded: {S}",
    ],
    "ko": [
        "{env} 환경 {svc} 설정을 몰랐음. 실제로 쓰이는 값은 {S}",
        "사용자가 이 한 줄을 붙여넣고 무슨 뜻인지 물어봄: {S}",
        "`{file}`에서 발견: {S} — 시크릿 저장소에서 오는 줄 알았음.",
        "{svc} 서비스에 아직 이게 하드코딩되어 있는 줄 몰랐음: {S}",
    ],
}
LESSON_IT = {
    "en": ["{fact} The value in use: {S}", "{fact} Current line in `{file}`: {S}", "Keep {S} only in `{file}`. {fact}"],
    "ko": ["{fact} 현재 쓰는 값: {S}", "{fact} `{file}`의 현재 줄: {S}", "{S} 이 줄은 `{file}`에만 둘 것. {fact}"],
}
ASK_GEN = {
    "en": [
        "Which environment should I work against for {svc} next time, {env} or prod?",
        "Is there a vault path for {topic} so I don't have to ask for it in chat?",
        "Should {topic} be rotated now that it has been pasted into a ticket?",
        "Who can grant me access to {topic} for {env} directly?",
        "Is the {env} config in `{file}` the source of truth, or is it generated?",
    ],
    "ko": [
        "다음엔 {svc} 작업을 {env} 환경과 prod 환경 중 어디 기준으로 할지 먼저 물어볼 것.",
        "{topic_eul} 채팅 말고 받을 수 있는 vault 경로가 있는지?",
        "티켓에 붙여넣어졌으니 {topic_eul} 지금 교체해야 하는지?",
        "{env} 환경 {topic} 접근 권한은 누구에게 요청하면 되는지?",
        "`{file}`의 {env} 설정이 원본인지, 생성된 파일인지?",
    ],
}
ASK_T = {
    "en": [
        "Is `{T}` still the current value, or has it been rotated since?",
        "Should I keep using {T} for {env}, or will you issue a new one?",
        "Can you confirm {T} is only used on {env}?",
        "The value I have is {T} -- is that the one CI uses too?",
    ],
    "ko": [
        "`{T}` 값이 아직 유효한지, 아니면 그 사이 교체됐는지?",
        "{env}에서 계속 {T} 써도 되는지, 새로 발급해 주실 건지?",
        "{T} 이 값이 {env} 전용이 맞는지 확인 부탁.",
        "지금 갖고 있는 값이 {T} 인데 CI도 같은 값을 쓰는지?",
    ],
}


def topic_vars(lang, topic):
    v = {"topic": topic, "Topic": cap(topic)}
    if lang == "ko":
        v["topic_i"] = j(topic, "이/가")
        v["topic_eun"] = j(topic, "은/는")
        v["topic_eul"] = j(topic, "을/를")
        v["topic_wa"] = j(topic, "과/와")
    else:
        v["topic_i"] = v["topic_eun"] = v["topic_eul"] = v["topic_wa"] = topic
    return v


def base_vars(lang, topic, extra=None):
    v = {"svc": svc(), "env": env(), "person": pick(PEOPLE), "person_ko": pick(PEOPLE_KO)}
    v.update(topic_vars(lang, topic))
    if extra:
        v.update(extra)
    v["file"] = a_file(v["env"])
    return v


def compose(lang, topic, S, inline, facts, asks=None, T=None, vars_=None, place=None, ask_T_p=0.14):
    """Generic secret-note composer.  S already contains the secret(s).
    Returns (mc, lesson, ask, where)."""
    v = base_vars(lang, topic, vars_)
    fs = shuffled(facts)
    v["fact"] = fill(fs[0], v)
    v["fact2"] = fill(fs[1], v) if len(fs) > 1 else ""
    v["S"] = S
    if place is None:
        place = pick(["mc", "mc", "lesson", "lesson", "mc"])
    mci, lsi = (MC_IT, LESSON_IT) if inline == "text" else (MC_I, LESSON_I)
    if place == "mc":
        mc = fill(tpick("mc_i_" + lang, mci[lang]) if inline and chance(0.6) else tpick("mc_s_" + lang, MC_S[lang]), v)
        lesson = fill(tpick("lesson_no_" + lang, LESSON_NO[lang]), v)
    else:
        mc = fill(tpick("mc_no_" + lang, MC_NO[lang]), v)
        lesson = fill(tpick("lesson_i_" + lang, lsi[lang]) if inline and chance(0.6) else tpick("lesson_s_" + lang, LESSON_S[lang]), v)
    ask = ""
    r = R.random()
    if T and len(T.encode()) <= 300 and r < ask_T_p:
        v["T"] = T
        ask = fill(tpick("ask_t_" + lang, ASK_T[lang]), v)
        place += "+ask"
    elif r < 0.85:
        pool = list(asks or []) + ASK_GEN[lang]
        ask = fill(tpick("ask_" + lang, pool), v)
    return mc, lesson, ask, place


# ================================================================ SECRET FAMILIES
# each returns dict(category, mc, lesson, ask, secrets)

def note(category, mc, lesson, ask, secrets):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return {"category": category, "mc": mc, "lesson": lesson, "ask": ask, "secrets": out}


VENDOR_FACTS = {
    "en": [
        "The {V} {what} must be provided as `{KEY}`; the SDK silently ignores other variable names.",
        "{env} and prod use different {V} credentials; mixing them returns 401 instead of a clear error.",
        "{svc} builds its {V} client once at startup, so a restart is required after changing `{KEY}`.",
        "CI masks only values registered as secrets; this one sat in plain text in `{file}`.",
        "The {V} {what} is scoped to one project/workspace; calls for another one fail with 403.",
        "Rotating the {V} {what} invalidates the old value immediately, so rotate and redeploy in the same window.",
        "`{file}` is loaded after the environment, so it overrides whatever CI injects.",
        "The {V} API rate-limits per key, so sharing one {what} between {svc} and local testing caused the 429s.",
        "Local runs read `{file}` automatically; inside the container it has to be mounted or passed with --env-file.",
    ],
    "ko": [
        "{V} {what_eun} 반드시 `{KEY}` 이름으로 넣어야 함. SDK가 다른 변수명은 조용히 무시함.",
        "{env} 환경과 prod 환경의 {V} 자격 증명이 다름. 섞어 쓰면 명확한 에러 대신 401이 남.",
        "{svc} 서비스는 {V} 클라이언트를 시작할 때 한 번만 만들기 때문에 `{KEY}` 변경 후 재시작 필요.",
        "CI는 시크릿으로 등록된 값만 마스킹함. 이 값은 `{file}`에 평문으로 있었음.",
        "{V} {what_eun} 프로젝트(워크스페이스) 단위라서 다른 프로젝트 호출은 403이 남.",
        "{V} {what_eul} 교체하면 이전 값이 즉시 무효화되므로 교체와 재배포를 같은 시간대에 해야 함.",
        "`{file}`은 환경변수보다 나중에 로드되어 CI가 주입한 값을 덮어씀.",
        "{V} API는 키 단위로 rate limit이 걸려서, {svc}와 로컬 테스트가 같은 키를 쓰는 바람에 429가 났음.",
        "로컬에서는 `{file}`을 자동으로 읽지만 컨테이너 안에서는 마운트하거나 --env-file로 넘겨야 함.",
    ],
}
VENDOR_ASKS = {
    "en": ["Should {svc} get its own {V} {what} instead of sharing the team one?",
           "Is the {V} {what} for {env} stored in the secret manager already, or only in `{file}`?"],
    "ko": ["{svc} 전용 {V} {what_eul} 따로 발급받는 게 맞는지?",
           "{env}용 {V} {what_i} 시크릿 매니저에 이미 있는지, `{file}`에만 있는지?"],
}


def vendor_ctx(vd):
    slug = "".join(c for c in vd.name.lower() if c.isalnum()) or "client"
    cls = "".join(w.capitalize() for w in "".join(c if c.isalnum() else " " for c in vd.name).split())
    return {"svc": svc(), "env": env(), "slug": slug, "cls": cls or "Api",
            "host": vd.host or "api.%s.com" % slug}


def fam_vendor_token(lang, vd):
    CUR_V.append(vd.name)
    pairs = vd.gen()
    listed = [v for k, v, l in pairs if l]
    ctx = vendor_ctx(vd)
    inline = False
    r = R.random()
    if len(pairs) == 1 and vd.hdr and r < 0.35:
        snip, cname, fl = pick(HDR_CONTAINERS)(vd.hdr, pairs[0][1], ctx)
        inline = "\n" not in snip
    elif len(pairs) == 1 and vd.url and r < 0.7:
        url = vd.url.format(pairs[0][1])
        form = ri(0, 3)
        if form == 0:
            snip, cname, fl = "curl -s '%s'" % url, "curl URL query", "bash"
        elif form == 1:
            snip, cname, fl = "%s INFO  [%s] GET %s -> %d" % (log_time(), ctx["svc"], url, pick([200, 401, 403, 429])), "log line with URL", "text"
        elif form == 2:
            snip, cname, fl = 'requests.get("%s", timeout=5)' % url, "Python requests URL", "python"
        else:
            snip, cname, fl = "%s_URL=%s" % (pairs[0][0].rsplit("_", 1)[0], url), "dotenv URL", "text"
        inline = "text" if fl == "text" else "cmd"
    else:
        kv = [(k, v) for k, v, l in pairs]
        snip, cname, fl = render_kv(kv, ctx)
    if not inline:
        snip = fence(snip, fl)
    topic = ("the %s %s" % (vd.name, vd.what)) if lang == "en" else "%s %s" % (vd.name, vd.what_ko)
    extra = {"V": vd.name, "what": vd.what, "what_ko": vd.what_ko, "KEY": pairs[-1][0], "svc": ctx["svc"], "env": ctx["env"],
             "what_eun": j(vd.what_ko, "은/는"), "what_eul": j(vd.what_ko, "을/를"), "what_i": j(vd.what_ko, "이/가")}
    facts = VENDOR_FACTS[lang]
    asks = VENDOR_ASKS[lang]
    mc, lesson, ask, where = compose(lang, topic, snip, inline, facts, asks, T=listed[0] if len(listed) == 1 else None,
                                     vars_=extra)
    cat = "token: %s %s [%s] in %s, %s" % (vd.name, vd.what, vd.region, cname, where)
    return note(cat, mc, lesson, ask, listed)


# ---------------------------------------------------------------- passwords of people and services
PW_FACTS = {
    "en": [
        "The {env} database only accepts connections from the bastion, so local tools time out instead of failing auth.",
        "The account is shared by {svc} and the nightly backup job, so changing its password breaks both.",
        "Values containing `$` or `!` must be single-quoted in shell, otherwise they are silently mangled.",
        "The password is read when the connection pool starts; changing it needs a rolling restart of {svc}.",
        "The admin account locks after 5 failed logins; unlock it in the console instead of retrying.",
        "This credential belongs in the team vault, not in the repo or in notes.",
        "MySQL 8 defaults to caching_sha2_password; old clients fail with an auth-plugin error even with the right password.",
        "Non-ASCII characters in the password break the legacy JDBC driver unless characterEncoding=UTF-8 is set.",
        "The login form trims trailing spaces, but the API does not, which explained the mismatch.",
    ],
    "ko": [
        "{env} DB는 bastion에서 오는 접속만 허용해서, 로컬 툴은 인증 실패가 아니라 타임아웃이 남.",
        "이 계정은 {svc} 서비스와 야간 백업 잡이 같이 쓰기 때문에 비밀번호를 바꾸면 둘 다 깨짐.",
        "`$`나 `!`가 들어간 값은 셸에서 작은따옴표로 감싸야 함. 아니면 조용히 값이 바뀜.",
        "비밀번호는 커넥션 풀 시작 시에 읽으므로 변경 후 {svc} 롤링 재시작 필요.",
        "관리자 계정은 5회 실패하면 잠김. 재시도 말고 콘솔에서 잠금 해제할 것.",
        "이런 자격 증명은 레포나 노트가 아니라 팀 vault에 있어야 함.",
        "MySQL 8은 기본이 caching_sha2_password라서 구버전 클라이언트는 비밀번호가 맞아도 auth plugin 에러가 남.",
        "비밀번호에 한글 등 비ASCII 문자가 있으면 레거시 JDBC 드라이버가 characterEncoding=UTF-8 없이는 실패함.",
        "로그인 폼은 뒤쪽 공백을 잘라내지만 API는 그대로 받아서 불일치가 생겼음.",
    ],
}


def pwc_chat(lang, pw, u, h):
    who = pick(PEOPLE) if lang == "en" else pick(PEOPLE_KO)
    t = "%02d:%02d" % (ri(8, 22), ri(0, 59))
    if lang == "en":
        line = pick(["[%s] %s: staging admin login is %s / %s",
                     "[%s] %s: for %s use password %s (temporary)",
                     "[%s] %s: creds for the test tenant -> user %s pw %s",
                     "%s <%s> the %s account password is %s, please change it after"])
    else:
        line = pick(["[%s] %s: 스테이징 관리자 계정은 %s / %s 입니다",
                     "[%s] %s: %s 계정 비번 %s 에요 (임시)",
                     "[%s] %s: 테스트 테넌트 계정 -> 아이디 %s 비번 %s",
                     "%s <%s> %s 계정 비밀번호는 %s 입니다. 로그인 후 변경해 주세요"])
    return line % (t, who, u, pw), "chat message", False


def pwc_table(lang, pw, u, h):
    hdr = "| system | user | password |" if lang == "en" else "| 시스템 | 계정 | 비밀번호 |"
    rows = [hdr, "|---|---|---|"]
    sysn = pick(["Grafana", "Jenkins", "Harbor", "Airflow", "Keycloak", "pgAdmin", "RabbitMQ mgmt", "NAS (Synology)"])
    other = pick(["Kibana", "Sentry", "Argo CD", "MinIO console"])
    lines = [("| %s | %s | %s |" % (sysn, u, pw)), ("| %s | SSO | (via Okta) |" % other)]
    if chance(0.5):
        lines.reverse()
    return "\n".join(rows + lines), "markdown runbook table", False


def pwc_yaml(lang, pw, u, h):
    return "database:\n  host: %s\n  port: %d\n  username: %s\n  password: \"%s\"\n  pool: %d" % (h, pick([5432, 3306]), u, pw, ri(5, 30)), "YAML database block", False


def pwc_compose(lang, pw, u, h):
    k = pick(["POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "MYSQL_PASSWORD", "MONGO_INITDB_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS"])
    img = {"POSTGRES_PASSWORD": "postgres:16", "MYSQL_ROOT_PASSWORD": "mysql:8.0", "MYSQL_PASSWORD": "mysql:8.0",
           "MONGO_INITDB_ROOT_PASSWORD": "mongo:7", "RABBITMQ_DEFAULT_PASS": "rabbitmq:3-management"}[k]
    return "services:\n  db:\n    image: %s\n    environment:\n      %s: \"%s\"\n    ports:\n      - \"%d:%d\"" % (img, k, pw, ri(5000, 6000), pick([5432, 3306, 27017, 5672])), "docker-compose " + k, False


def pwc_spring(lang, pw, u, h):
    return "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, pick(DBNAMES), u, pw), "Spring properties", False


def pwc_pgpass(lang, pw, u, h):
    return "%s:5432:%s:%s:%s" % (h, pick(DBNAMES), u, pw), ".pgpass line", True


def pwc_netrc(lang, pw, u, h):
    return "machine %s\n  login %s\n  password %s" % (pick(["git.%s.co.kr" % pick(COMPANY), "nexus.%s.internal" % pick(COMPANY), "ftp.%s.com" % pick(COMPANY)]), u, pw), ".netrc", False


def pwc_wp(lang, pw, u, h):
    return "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (pick(DBNAMES), u, pw, h), "wp-config.php", False


def pwc_django(lang, pw, u, h):
    return "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (pick(DBNAMES), u, pw, h), "Django settings", False


def pwc_ansible(lang, pw, u, h):
    return "[web]\n%s ansible_user=%s ansible_password='%s' ansible_become=yes" % (h, u, pw), "Ansible inventory", True


def pwc_rdp(lang, pw, u, h):
    if lang == "en":
        return "RDP to %s as %s, password: %s" % (h, pick(["Administrator", u]), pw), "RDP note", True
    return "RDP 접속: %s / 계정 %s / 비밀번호 %s" % (h, pick(["Administrator", u]), pw), "RDP note", True


def pwc_smtp(lang, pw, u, h):
    return "MAIL_HOST=smtp.%s.co.kr\nMAIL_PORT=587\nMAIL_USERNAME=%s@%s.co.kr\nMAIL_PASSWORD=%s" % (pick(COMPANY), u.replace("_", "."), pick(COMPANY), pw if not needs_quote(pw) else '"%s"' % pw), "SMTP settings", False


def pwc_ldap(lang, pw, u, h):
    return "uri ldaps://ldap.%s.internal\nbinddn cn=%s,ou=services,dc=%s,dc=internal\nbindpw %s" % (pick(COMPANY), u, pick(COMPANY), pw), "nslcd.conf LDAP bind", False


def pwc_gradle(lang, pw, u, h):
    return "RELEASE_STORE_FILE=release.keystore\nRELEASE_KEY_ALIAS=upload\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_PASSWORD=%s" % (pw, pw), "gradle.properties keystore", False


def pwc_grafana(lang, pw, u, h):
    return "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s" % shell_quote(pw), "Grafana env", False


def pwc_redis(lang, pw, u, h):
    return "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % pw, "redis.conf requirepass", False


def pwc_mycnf(lang, pw, u, h):
    return "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), "my.cnf [client]", False


def pwc_sql(lang, pw, u, h):
    return pick(["CREATE USER %s WITH PASSWORD '%s';", "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';", "ALTER ROLE %s PASSWORD '%s';",
                 "CREATE LOGIN %s WITH PASSWORD = '%s';"]) % (u, pw), "SQL create/alter user", True


def pwc_maven(lang, pw, u, h):
    return "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(COMPANY), u, pw), "Maven settings.xml", False


def pwc_email(lang, pw, u, h):
    if lang == "en":
        return "Subject: VPN account created\nUsername: %s\nInitial password: %s\n(you will be asked to change it at first login)" % (u, pw), "e-mail paste", False
    return "제목: VPN 계정 발급 안내\n아이디: %s\n초기 비밀번호: %s\n(최초 로그인 시 변경 필요)" % (u, pw), "e-mail paste", False


def pwc_json(lang, pw, u, h):
    return json.dumps({"auth": {"username": u, "password": pw}, "endpoint": "https://%s" % h}, indent=2, ensure_ascii=False), "JSON auth block", False


def pwc_e2e(lang, pw, u, h):
    return "await page.fill('#email', '%s@%s.com');\nawait page.fill('#password', '%s');\nawait page.click('button[type=submit]');" % (u.replace("_", "."), pick(COMPANY), pw), "Playwright login step", False


def pwc_jenkins_init(lang, pw, u, h):
    pw = rs(HEX, 32)
    return "$ cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % pw, "Jenkins initialAdminPassword", False, pw


PW_CONTEXTS = [pwc_chat, pwc_table, pwc_yaml, pwc_compose, pwc_spring, pwc_pgpass, pwc_netrc, pwc_wp, pwc_django,
               pwc_ansible, pwc_rdp, pwc_smtp, pwc_ldap, pwc_gradle, pwc_grafana, pwc_redis, pwc_mycnf, pwc_sql,
               pwc_maven, pwc_email, pwc_json, pwc_e2e, pwc_jenkins_init]


def fam_password(lang, ctxf=None):
    ctxf = ctxf or pick(PW_CONTEXTS)
    kind, pw = password()
    if ctxf in (pwc_sql, pwc_ansible) and kind == "passphrase" and " " in pw:
        pw = pw.replace(" ", "-")
    u, h = user(), host()
    res = ctxf(lang, pw, u, h)
    if len(res) == 4:
        snip, cname, inline, pw = res
        kind = "generated hex"
    else:
        snip, cname, inline = res
    if not inline:
        snip = fence(snip, "")
    else:
        inline = "text"
    topic = pick(["the %s password" % u, "the service account password", "the admin password", "the DB password"]) if lang == "en" \
        else pick(["%s 계정 비밀번호" % u, "서비스 계정 비밀번호", "관리자 비밀번호", "DB 비밀번호"])
    mc, lesson, ask, where = compose(lang, topic, snip, inline, PW_FACTS[lang], T=pw)
    return note("password: %s password in %s, %s" % (kind, cname, where), mc, lesson, ask, [pw])


# ---------------------------------------------------------------- passwords inside commands
def _sq(pw):
    return "'" + pw + "'" if needs_quote(pw) else pw


CMDS = [
    ("mysql -p attached", lambda pw, u, h: "mysql -h %s -u %s -p%s %s" % (h, u, _sq(pw), pick(DBNAMES))),
    ("mysql --password=", lambda pw, u, h: "mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, _sq(pw))),
    ("mysqldump -p attached", lambda pw, u, h: "mysqldump -u%s -p%s --single-transaction %s > dump.sql" % (u, _sq(pw), pick(DBNAMES))),
    ("PGPASSWORD env prefix", lambda pw, u, h: "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (_sq(pw), h, u, pick(DBNAMES))),
    ("psql keyword DSN", lambda pw, u, h: "psql \"host=%s dbname=%s user=%s password=%s sslmode=require\"" % (h, pick(DBNAMES), u, pw)),
    ("sshpass -p", lambda pw, u, h: "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (_sq(pw), u, h)),
    ("sshpass scp", lambda pw, u, h: "sshpass -p %s scp backup.tar.gz %s@%s:/srv/backup/" % (_sq(pw), u, h)),
    ("redis-cli -a", lambda pw, u, h: "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO memory" % (h, _sq(pw))),
    ("curl -u user:pass", lambda pw, u, h: "curl -u %s:%s https://%s/api/health" % (u, _sq(pw), h)),
    ("wget --password", lambda pw, u, h: "wget --user=%s --password=%s https://%s/artifacts/build.zip" % (u, _sq(pw), h)),
    ("htpasswd positional", lambda pw, u, h: "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, _sq(pw))),
    ("docker login -p", lambda pw, u, h: "docker login -u %s -p %s registry.%s.io" % (u, _sq(pw), pick(COMPANY))),
    ("echo | docker login --password-stdin", lambda pw, u, h: "echo %s | docker login --username %s --password-stdin harbor.%s.internal" % (_sq(pw), u, pick(COMPANY))),
    ("net user positional", lambda pw, u, h: "net user %s %s /add /expires:never" % (u, pw if " " not in pw else '"%s"' % pw)),
    ("net use positional", lambda pw, u, h: "net use Z: \\\\%s\\share %s /user:CORP\\%s" % (h, pw if " " not in pw else '"%s"' % pw, u)),
    ("smbclient -U user%pass", lambda pw, u, h: "smbclient //%s/share -U '%s%%%s' -c 'ls'" % (h, u, pw)),
    ("mount cifs password=", lambda pw, u, h: "mount -t cifs //%s/data /mnt/data -o username=%s,password=%s,vers=3.0" % (h, u, pw)),
    ("openssl -passout pass:", lambda pw, u, h: "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % _sq(pw)),
    ("zip -P", lambda pw, u, h: "zip -r -P %s export.zip ./reports" % _sq(pw)),
    ("7z -p attached", lambda pw, u, h: "7z a -p%s -mhe=on backup.7z ./db" % _sq(pw)),
    ("keytool -storepass", lambda pw, u, h: "keytool -importcert -alias internal-ca -file ca.crt -keystore truststore.jks -storepass %s -noprompt" % _sq(pw)),
    ("rabbitmqctl add_user positional", lambda pw, u, h: "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (u, _sq(pw), u)),
    ("mysqladmin password positional", lambda pw, u, h: "mysqladmin -u root password %s" % _sq(pw)),
    ("sqlcmd -P", lambda pw, u, h: "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (h, _sq(pw))),
    ("ldapsearch -w", lambda pw, u, h: "ldapsearch -x -H ldaps://%s -D \"cn=%s,dc=corp,dc=internal\" -w %s \"(uid=*)\"" % (h, u, _sq(pw))),
    ("lftp -u user,pass", lambda pw, u, h: "lftp -u %s,%s sftp://%s -e 'mirror /out ./in; bye'" % (u, _sq(pw), h)),
    ("mongosh --password", lambda pw, u, h: "mongosh --host %s --username %s --password %s --authenticationDatabase admin" % (h, u, _sq(pw))),
    ("kubectl --from-literal", lambda pw, u, h: "kubectl create secret generic db-creds --from-literal=username=%s --from-literal=password=%s" % (u, _sq(pw))),
    ("helm --set password", lambda pw, u, h: "helm upgrade --install pg bitnami/postgresql --set auth.username=%s --set auth.password=%s" % (u, _sq(pw))),
    ("ansible-playbook -e", lambda pw, u, h: "ansible-playbook site.yml -i inventory/prod -e \"ansible_user=%s ansible_become_pass=%s\"" % (u, pw)),
    ("cqlsh -p", lambda pw, u, h: "cqlsh %s 9042 -u %s -p %s" % (h, u, _sq(pw))),
    ("java -D keystore password", lambda pw, u, h: "java -Djavax.net.ssl.keyStore=client.jks -Djavax.net.ssl.keyStorePassword=%s -jar app.jar" % _sq(pw)),
    ("ipmitool -P", lambda pw, u, h: "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, _sq(pw))),
    ("sqlplus user/pass@", lambda pw, u, h: "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, h)),
    ("unzip -P", lambda pw, u, h: "unzip -P %s invoices_2025.zip -d /tmp/in" % _sq(pw)),
    ("gpg --passphrase", lambda pw, u, h: "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gpg" % _sq(pw)),
    ("PowerShell ConvertTo-SecureString", lambda pw, u, h: "$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force" % pw),
    ("cmdkey /pass:", lambda pw, u, h: "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (h, u, pw if " " not in pw else '"%s"' % pw)),
    ("svn --password", lambda pw, u, h: "svn checkout https://%s/svn/trunk --username %s --password %s" % (h, u, _sq(pw))),
    ("RSYNC_PASSWORD env", lambda pw, u, h: "RSYNC_PASSWORD=%s rsync -av rsync://%s@%s/backup/ ./backup/" % (_sq(pw), u, h)),
    ("influx -password", lambda pw, u, h: "influx -host %s -username %s -password %s -database metrics" % (h, u, _sq(pw))),
    ("expect send", lambda pw, u, h: "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"" % (u, h, pw)),
    ("vsftpd curl ftp user:pass", lambda pw, u, h: "curl -T report.csv ftp://%s/upload/ --user %s:%s" % (h, u, _sq(pw))),
    ("az login -p", lambda pw, u, h: "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), _sq(pw), uuid4())),
    ("mc alias set positional pair", None),
]

CMD_FACTS = {
    "en": [
        "Passwords on the command line end up in `ps` output and shell history; prefer a prompt, an option file or an env file.",
        "With mysql the password must be attached to `-p` with no space; `-p value` makes it prompt and treat the value as a database name.",
        "The command works only from the bastion; from CI it times out, which looked like an auth problem.",
        "Special characters need single quotes, otherwise the shell expands `$` and `!` and the login fails.",
        "The same command is used in the nightly cron on {env}, so changing the password means updating the crontab too.",
        "The service user has read-only grants; the write failure was permissions, not the password.",
        "Quoting in PowerShell differs from bash: double quotes expand `$`, so the value has to be single-quoted there.",
        "The user said this account is shared; I should not rotate it without asking.",
    ],
    "ko": [
        "명령줄에 비밀번호를 넣으면 `ps` 출력과 셸 히스토리에 남음. 프롬프트나 옵션 파일, env 파일을 쓸 것.",
        "mysql은 `-p` 뒤에 공백 없이 붙여야 함. `-p 값`으로 쓰면 프롬프트가 뜨고 값은 DB 이름으로 해석됨.",
        "이 명령은 bastion에서만 동작함. CI에서는 타임아웃이 나서 인증 문제처럼 보였음.",
        "특수문자가 있으면 작은따옴표로 감싸야 함. 아니면 셸이 `$`, `!`를 확장해서 로그인이 실패함.",
        "{env} 환경 야간 cron에서도 같은 명령을 쓰므로 비밀번호를 바꾸면 crontab도 같이 수정해야 함.",
        "서비스 계정은 읽기 권한만 있어서, 쓰기 실패는 비밀번호가 아니라 권한 문제였음.",
        "PowerShell은 bash와 따옴표 규칙이 달라서 큰따옴표 안의 `$`가 확장됨. 작은따옴표로 감쌀 것.",
        "사용자 말로는 공용 계정이라 묻지 않고 교체하면 안 됨.",
    ],
}


def fam_command(lang, idx=None):
    name, f = CMDS[idx] if idx is not None else pick(CMDS)
    u, h = user(), host()
    kinds = None
    if name in ("net user positional", "net use positional", "cmdkey /pass:", "smbclient -U user%pass", "mount cifs password=",
                "psql keyword DSN", "expect send", "ansible-playbook -e", "sqlplus user/pass@"):
        kinds = ["human", "korean-keyboard", "generated", "hangul"]
    kind, pw = password(kinds)
    if f is None:
        ak, sk = rs(ALNUM_U, 20), rs(ALNUM, 40)
        cmd = "mc alias set %s https://minio.%s.internal %s %s" % (pick(["prod", "backup", "nas"]), pick(COMPANY), ak, sk)
        secrets, kind = [ak, sk], "MinIO access/secret key"
    else:
        cmd = f(pw, u, h)
        secrets = [pw]
    if chance(0.25) and "\n" not in cmd:
        cmd = "$ " + cmd
    if chance(0.2) and "\n" not in cmd:
        cmd = "  %d  %s" % (ri(200, 2000), cmd.lstrip("$ "))
        name += " (shell history)"
    inline = "\n" not in cmd and len(cmd) < 200 and chance(0.6)
    snip = cmd if inline else fence(cmd, "bash")
    topic = pick(["the %s password" % u, "the login for %s" % h, "the credentials in that command"]) if lang == "en" \
        else pick(["%s 계정 비밀번호" % u, "%s 접속 정보" % h, "명령에 들어 있던 자격 증명"])
    mc, lesson, ask, where = compose(lang, topic, snip, inline, CMD_FACTS[lang], T=secrets[0] if len(secrets) == 1 else None)
    return note("command: %s, password %s, %s" % (name, kind, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- connection strings
def _enc(pw):
    return pct(pw)


CONNS = [
    ("postgresql URL", lambda pw, u, h: ("postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, _enc(pw), h, pick(DBNAMES)), _enc(pw))),
    ("mysql URL", lambda pw, u, h: ("mysql://%s:%s@%s:3306/%s" % (u, _enc(pw), h, pick(DBNAMES)), _enc(pw))),
    ("SQLAlchemy URL", lambda pw, u, h: ("mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, _enc(pw), h, pick(DBNAMES)), _enc(pw))),
    ("mongodb+srv URL", lambda pw, u, h: ("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, _enc(pw), rs(ALNUM_L, 5), pick(DBNAMES)), _enc(pw))),
    ("redis URL", lambda pw, u, h: ("%s://%s:%s@%s:6379/0" % (pick(["redis", "rediss"]), pick(["", "default"]), _enc(pw), h), _enc(pw))),
    ("amqp URL", lambda pw, u, h: ("amqp://%s:%s@%s:5672/%s" % (u, _enc(pw), h, pick(["", "prod", "jobs"])), _enc(pw))),
    ("ADO.NET SQL Server", lambda pw, u, h: ("Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(COMPANY), pick(DBNAMES), u, pw), pw)),
    ("JDBC mysql query params", lambda pw, u, h: ("jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, pick(DBNAMES), u, _enc(pw)), _enc(pw))),
    ("JDBC postgres query params", lambda pw, u, h: ("jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, pick(DBNAMES), u, _enc(pw)), _enc(pw))),
    ("ODBC PWD", lambda pw, u, h: ("Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;" % (h, pick(DBNAMES), u, pw), pw)),
    ("Oracle EZConnect", lambda pw, u, h: ("%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), pw)),
    ("FTP URL", lambda pw, u, h: ("ftp://%s:%s@%s/outgoing/" % (u, _enc(pw), h), _enc(pw))),
    ("SMTP URL", lambda pw, u, h: ("smtp://%s:%s@smtp.%s.com:587" % (u, _enc(pw), pick(COMPANY)), _enc(pw))),
    ("Kafka SASL JAAS", lambda pw, u, h: ("sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (u, pw), pw)),
    ("Elasticsearch URL", lambda pw, u, h: ("https://elastic:%s@es.%s.internal:9200" % (_enc(pw), pick(COMPANY)), _enc(pw))),
    ("MQTT URL", lambda pw, u, h: ("mqtts://%s:%s@broker.%s.io:8883" % (u, _enc(pw), pick(COMPANY)), _enc(pw))),
    ("ClickHouse URL", lambda pw, u, h: ("clickhouse://%s:%s@%s:9000/%s" % (u, _enc(pw), h, pick(DBNAMES)), _enc(pw))),
    ("git HTTPS URL with token", lambda pw, u, h: (lambda t: ("https://%s:%s@github.com/%s/%s.git" % (u, t, pick(COMPANY), svc()), t))("ghp_" + rs(ALNUM, 36))),
    ("pip index URL with token", lambda pw, u, h: (lambda t: ("https://__token__:%s@nexus.%s.internal/repository/pypi/simple" % (t, pick(COMPANY)), t))(rs(ALNUM, 32))),
    ("Azure Service Bus", lambda pw, u, h: (lambda k: ("Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(COMPANY), k), k))(b64(rbytes(32)))),
    ("Azure Storage connection string", lambda pw, u, h: (lambda k: ("DefaultEndpointsProtocol=https;AccountName=%s%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(COMPANY), rs(ALNUM_L, 4), k), k))(b64(rbytes(64)))),
    ("Azure Event Hubs", lambda pw, u, h: (lambda k: ("Endpoint=sb://%s-eh.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey=%s;EntityPath=events" % (pick(COMPANY), k), k))(b64(rbytes(32)))),
]

CONN_FACTS = {
    "en": [
        "Special characters in the password must be percent-encoded in the URL (`@` -> `%40`), or the driver splits the host wrongly.",
        "The pooler on {env} needs sslmode=require; without it the error says 'password authentication failed', which is misleading.",
        "The connection string is read once by the ORM at import time, so tests that patch the env too late still use the old one.",
        "{svc} and the migration job must use the same connection string; the migration was pointing at the replica.",
        "Managed DB rotated the password; the old string kept working for pooled connections until they were recycled.",
        "The URL in the error message is logged verbatim by the driver, so logs had to be scrubbed afterwards.",
    ],
    "ko": [
        "비밀번호 특수문자는 URL에서 퍼센트 인코딩해야 함(`@` -> `%40`). 아니면 드라이버가 호스트를 잘못 파싱함.",
        "{env} 풀러는 sslmode=require가 필요함. 없으면 'password authentication failed'라고 나와서 헷갈림.",
        "ORM이 import 시점에 접속 문자열을 한 번 읽어서, env를 늦게 패치한 테스트는 이전 값을 씀.",
        "{svc} 서비스와 마이그레이션 잡은 같은 접속 문자열을 써야 함. 마이그레이션이 replica를 보고 있었음.",
        "매니지드 DB가 비밀번호를 교체했는데, 풀에 남은 커넥션은 재생성 전까지 예전 값으로 계속 동작했음.",
        "드라이버가 에러 메시지에 URL을 그대로 로깅해서 이후 로그 정리가 필요했음.",
    ],
}


def fam_conn(lang, idx=None):
    name, f = CONNS[idx] if idx is not None else pick(CONNS)
    kinds = None
    if name in ("ADO.NET SQL Server", "ODBC PWD", "Oracle EZConnect", "Kafka SASL JAAS"):
        kinds = ["human", "korean-keyboard", "generated", "passphrase"]
    kind, pw = password(kinds)
    if name in ("ADO.NET SQL Server", "ODBC PWD", "Oracle EZConnect", "Kafka SASL JAAS"):
        pw = pw.replace(" ", "-").replace(";", "_").replace("/", "_").replace("@", "#").replace("{", "(").replace("}", ")")
    u, h = user(), host()
    cs, secret = f(pw, u, h)
    if secret != pw and "%" in secret:
        kind += ", percent-encoded"
    elif secret != pw:
        kind = "embedded key/token"
    form = ri(0, 5)
    key = pick(["DATABASE_URL", "DB_URL", "CONNECTION_STRING", "BROKER_URL", "SQLALCHEMY_DATABASE_URI", "ConnectionStrings__Default"])
    if form == 0:
        snip, inline, c = "%s=%s" % (key, cs if not needs_quote(cs) else '"%s"' % cs), "text", "env line"
    elif form == 1:
        snip, inline, c = fence('%s: "%s"' % (ksnake(key), cs), "yaml"), False, "YAML"
    elif form == 2:
        snip, inline, c = fence(json.dumps({"ConnectionStrings": {"Default": cs}}, indent=2, ensure_ascii=False), "json"), False, "appsettings.json"
    elif form == 3:
        snip, inline, c = "%s WARN  could not connect to %s (timeout after 30s)" % (log_time(), cs), "text", "log line"
    elif form == 4:
        snip, inline, c = "`%s`" % cs, "text", "inline"
    else:
        snip, inline, c = fence("engine = create_engine(\"%s\", pool_pre_ping=True)" % cs.replace('"', "'"), "python"), False, "code"
        if secret not in snip:
            snip, c = fence(cs, ""), "bare"
    if inline and snip.startswith("`"):
        snip = snip.strip("`")
    topic = "the connection string" if lang == "en" else "접속 문자열"
    mc, lesson, ask, where = compose(lang, topic, snip, inline, CONN_FACTS[lang], T=secret)
    return note("connection string: %s (%s) in %s, %s" % (name, kind, c, where), mc, lesson, ask, [secret])


# ---------------------------------------------------------------- auth headers
HDR_FACTS = {
    "en": [
        "The gateway strips `Authorization` on redirects, so the call must go to the final URL directly.",
        "The upstream expects the header on every request; the SDK only adds it when the env var is set at import time.",
        "Basic auth is just base64 of user:password, so the header in the log is as sensitive as the password itself.",
        "The token in the header expires after an hour; 401s after lunch were expiry, not a wrong scope.",
        "Copy-as-cURL from the browser includes live auth headers; they should never be pasted into tickets.",
        "The proxy on {env} rewrites `Host`, so the signature check failed until the header was preserved.",
    ],
    "ko": [
        "게이트웨이가 리다이렉트 시 `Authorization` 헤더를 제거하므로 최종 URL로 바로 호출해야 함.",
        "업스트림은 매 요청마다 헤더가 필요한데, SDK는 import 시점에 env가 있어야만 헤더를 붙임.",
        "Basic 인증은 user:password를 base64로 인코딩한 것뿐이라 로그에 찍힌 헤더는 비밀번호와 똑같이 민감함.",
        "헤더의 토큰은 1시간 뒤 만료됨. 점심 이후의 401은 scope 문제가 아니라 만료였음.",
        "브라우저의 Copy as cURL에는 실제 인증 헤더가 들어 있으므로 티켓에 붙이면 안 됨.",
        "{env} 프록시가 `Host`를 바꿔서 헤더를 보존하기 전까지 서명 검증이 실패했음.",
    ],
}


def _jwt_payload(kind="user"):
    t = ts()
    if kind == "user":
        return {"sub": str(ri(10000, 9999999)), "email": "%s@%s.com" % (pick(USERS[:18]), pick(COMPANY)),
                "role": pick(["admin", "member", "owner"]), "iat": t, "exp": t + pick([3600, 86400, 604800])}
    if kind == "service":
        return {"iss": "https://auth.%s.com/" % pick(COMPANY), "sub": "%s@clients" % rs(ALNUM, 32), "aud": "https://api.%s.com" % pick(COMPANY),
                "iat": t, "exp": t + 86400, "scope": pick(["read:orders write:orders", "admin", "payments:write"]), "gty": "client-credentials"}
    if kind == "supabase_service":
        return {"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": t, "exp": t + 315360000}
    return {"sub": uuid4(), "iat": t}


def fam_header(lang):
    u = user()
    f = ri(0, 9)
    h = "api.%s.%s" % (pick(COMPANY), pick(["com", "io", "co.kr", "internal"]))
    if f <= 2:
        _, pw = password(["human", "generated", "korean-keyboard", "punctuation-heavy"])
        blob = b64(("%s:%s" % (u, pw)).encode())
        hv, secrets, name = "Authorization: Basic " + blob, [blob], "Basic auth header"
        if f == 2:
            hv, name = "Proxy-Authorization: Basic " + blob, "Proxy-Authorization Basic"
    elif f <= 4:
        tok = jwt(_jwt_payload(pick(["user", "service", "supabase_service"])), pick(["HS256", "RS256", "ES256"]),
                  kid=rs(B64U, 22) if chance(0.4) else None)
        hv, secrets, name = "Authorization: Bearer " + tok, [tok], "Bearer JWT"
    elif f == 5:
        tok = rs(pick([ALNUM, B64U, HEX]), ri(32, 64))
        hv, secrets, name = "Authorization: Bearer " + tok, [tok], "Bearer opaque token"
    elif f == 6:
        tok = rs(pick([ALNUM, HEX]), pick([32, 40, 48]))
        hv, secrets, name = "%s: %s" % (pick(["X-API-Key", "X-Api-Key", "api-key", "X-Auth-Token", "apikey"]), tok), [tok], "API-key header"
    elif f == 7:
        tok = rs(HEX, 40)
        hv, secrets, name = "Authorization: Token token=\"%s\"" % tok, [tok], "Rails Token header"
    elif f == 8:
        _, pw = password(["human", "generated"])
        blob = b64(("%s:%s" % (u, pw)).encode())
        cfg = json.dumps({"auths": {"registry.%s.io" % pick(COMPANY): {"auth": blob}}}, indent=2)
        hv, secrets, name = None, [blob], "docker config.json auth"
        snip = fence(cfg, "json")
    else:
        _, pw = password(["human", "generated"])
        blob = b64(("%s:%s" % (u, pw)).encode())
        cfg = "registry=https://nexus.%s.internal/repository/npm/\n//nexus.%s.internal/repository/npm/:_auth=%s\nalways-auth=true" % (pick(COMPANY), pick(COMPANY), blob)
        hv, secrets, name = None, [blob], ".npmrc _auth"
        snip = fence(cfg, "ini")
    inline = False
    if hv is not None:
        ctx = {"host": h, "svc": svc()}
        form = ri(0, 4)
        if form == 0:
            snip, c, fl = h_http(hv.replace("{", "{{").replace("}", "}}").replace(secrets[0], "{}"), secrets[0], ctx)
        elif form == 1:
            snip, c, fl = h_curl(hv.replace(secrets[0], "{}"), secrets[0], ctx)
        elif form == 2:
            snip, c, fl = "%s DEBUG http.client send: b'GET /v1/me HTTP/1.1\\r\\nHost: %s\\r\\n%s\\r\\n'" % (log_time(), h, hv), "debug log", ""
        elif form == 3:
            snip, c, fl = "> GET /v1/me HTTP/2\n> Host: %s\n> %s\n> Accept: */*\n< HTTP/2 401" % (h, hv), "curl -v trace", ""
        else:
            snip, c, fl = hv, "bare header", ""
        if "\n" in snip or len(snip) > 220:
            snip = fence(snip, fl)
        else:
            inline = "text"
        name += " (%s)" % c
    topic = "the auth header" if lang == "en" else "인증 헤더"
    mc, lesson, ask, where = compose(lang, topic, snip, inline, HDR_FACTS[lang], T=secrets[0])
    return note("header: %s, %s" % (name, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- cookies
COOKIE_FACTS = {
    "en": [
        "A session cookie is a full login; whoever has it is the user until it expires or is revoked.",
        "The admin panel binds sessions to IP on {env}, so replaying the cookie from CI returned 403.",
        "Cookies copied from devtools include HttpOnly session ids; scripts should log in with a test account instead.",
        "Logging out in the browser revokes the server-side session, which is why the script suddenly broke.",
        "`SameSite=Lax` blocked the cookie on the cross-site POST; the fix was on the server, not the client.",
    ],
    "ko": [
        "세션 쿠키는 로그인 그 자체라서 가진 사람은 만료/폐기 전까지 그 사용자와 같음.",
        "{env} 관리자 페이지는 세션을 IP에 묶어서 CI에서 쿠키를 재사용하면 403이 남.",
        "devtools에서 복사한 쿠키에는 HttpOnly 세션 ID가 포함됨. 스크립트는 테스트 계정으로 로그인하게 할 것.",
        "브라우저에서 로그아웃하면 서버 세션이 폐기되어 스크립트가 갑자기 깨졌던 것.",
        "`SameSite=Lax` 때문에 cross-site POST에서 쿠키가 빠졌음. 클라이언트가 아니라 서버 쪽 수정이 필요했음.",
    ],
}


def fam_cookie(lang):
    f = ri(0, 7)
    if f == 0:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
        name, ck = "connect.sid", "connect.sid"
    elif f == 1:
        v, name, ck = rs(HEXU, 32), "JSESSIONID", "JSESSIONID"
    elif f == 2:
        v, name, ck = rs("abcdefghijklmnopqrstuv0123456789", 26), "PHPSESSID", "PHPSESSID"
    elif f == 3:
        v, name, ck = rs(ALNUM_L, 32), "Django sessionid", "sessionid"
    elif f == 4:
        inner = b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(ri(60, 90))), "mac": rs(HEX, 64), "tag": ""}, separators=(",", ":")).encode())
        v, name, ck = pct(inner), "laravel_session", "laravel_session"
    elif f == 5:
        v, name, ck = "CfDJ8" + rs(B64U, ri(180, 260)), ".AspNetCore.Cookies", ".AspNetCore.Cookies"
    elif f == 6:
        v, name, ck = rs(B64, ri(80, 120)).replace("+", "%2B").replace("/", "%2F") + "--" + rs(HEX, 40), "Rails session", "_%s_session" % pick(COMPANY)
    else:
        v = jwt(_jwt_payload("user"), "HS256")
        name, ck = "JWT auth cookie", pick(["access_token", "auth", "token"])
    form = ri(0, 4)
    h = "%s.%s.com" % (pick(["admin", "console", "app", "backoffice"]), pick(COMPANY))
    if form == 0:
        snip, c = "Cookie: %s=%s; lang=%s; theme=dark" % (ck, v, pick(["ko", "en", "ja"])), "Cookie header"
    elif form == 1:
        snip, c = "Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (ck, v), "Set-Cookie"
    elif form == 2:
        snip, c = "curl 'https://%s/api/orders?page=1' -H 'accept: application/json' -b '%s=%s'" % (h, ck, v), "curl -b (copy as cURL)"
    elif form == 3:
        snip, c = "%s\tFALSE\t/\tTRUE\t%d\t%s\t%s" % (h, ts(), ck, v), "cookies.txt"
    else:
        snip, c = "session = requests.Session()\nsession.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (ck, v, h), "requests cookie jar"
    inline = False
    if "\n" in snip or len(snip) > 200:
        snip = fence(snip, "")
    else:
        inline = "text"
    topic = "the session cookie" if lang == "en" else "세션 쿠키"
    mc, lesson, ask, where = compose(lang, topic, snip, inline, COOKIE_FACTS[lang], T=v)
    return note("cookie: %s in %s, %s" % (name, c, where), mc, lesson, ask, [v])


# ---------------------------------------------------------------- signed URLs
SIGNED_FACTS = {
    "en": [
        "A presigned URL is a bearer credential until it expires; anyone with the link can download the object.",
        "The URL was signed for GET only, so the PUT from the uploader failed with SignatureDoesNotMatch.",
        "Clock skew on the build agent made freshly signed URLs look expired; NTP fixed it.",
        "Signed links should be generated per request with a short expiry instead of being stored in config.",
        "The CDN strips unknown query params, which broke the signature until the cache policy forwarded them.",
    ],
    "ko": [
        "presigned URL은 만료 전까지 bearer 자격 증명과 같음. 링크만 있으면 누구나 다운로드 가능.",
        "URL이 GET용으로만 서명되어 업로더의 PUT이 SignatureDoesNotMatch로 실패했음.",
        "빌드 에이전트 시계가 틀어져서 방금 서명한 URL이 만료된 것처럼 보였음. NTP로 해결.",
        "서명 링크는 설정에 저장하지 말고 요청마다 짧은 만료로 생성해야 함.",
        "CDN이 모르는 쿼리 파라미터를 제거해서, 캐시 정책에서 전달하도록 바꾸기 전까지 서명이 깨졌음.",
    ],
}


def fam_signed_url(lang):
    f = ri(0, 4)
    b = "%s-%s-%s" % (pick(COMPANY), pick(["exports", "uploads", "invoices", "backups"]), env())
    obj = "%s/%s.%s" % (pick(["reports/2025", "tmp", "users/%d" % ri(1000, 99999)]), rs(ALNUM_L, 10), pick(["csv", "pdf", "zip", "png"]))
    date = "2025%02d%02d" % (ri(1, 11), ri(1, 28))
    if f == 0:
        ak, sig = "AKIA" + rs(B32, 16), rs(HEX, 64)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (b, obj, ak, date, date, ri(0, 23), ri(0, 59), sig)
        secrets, name = [ak, sig], "S3 presigned URL"
    elif f == 1:
        ak, sig = "ASIA" + rs(B32, 16), rs(HEX, 64)
        tok = pct("IQoJb3JpZ2luX2Vj" + b64(rbytes(ri(150, 210))))
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT000000Z&X-Amz-Expires=900&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (b, obj, ak, date, date, tok, sig)
        secrets, name = [ak, tok, sig], "S3 presigned URL with STS session token (long)"
    elif f == 2:
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT101010Z&X-Goog-Expires=600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (b, obj, pick(["signer", "exporter"]), pick(COMPANY) + "-prod", date, date, sig)
        secrets, name = [sig], "GCS V4 signed URL (long signature)"
    elif f == 3:
        sig = pct(b64(rbytes(32)))
        url = "https://%s%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT12:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            pick(COMPANY), rs(ALNUM_L, 4), pick(["exports", "backups"]), obj, ri(1, 12), ri(1, 28), sig)
        secrets, name = [sig], "Azure SAS URL"
    else:
        sig = rs(B64U, ri(160, 200)).replace("_", "~")
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ALNUM_L, 13), obj, ts(), sig, rs(ALNUM_U, 13))
        secrets, name = [sig], "CloudFront signed URL"
    form = ri(0, 2)
    if form == 0:
        snip = url
        inline = "text"
    elif form == 1:
        snip, inline = fence("curl -o out.bin '%s'" % url, "bash"), False
    else:
        snip, inline = fence("%s INFO  generated download link: %s" % (log_time(), url), ""), False
    CUR_V.append({0: "AWS", 1: "AWS", 2: "Google Cloud Storage", 3: "Azure Storage", 4: "AWS CloudFront"}[f])
    topic = "the signed download link" if lang == "en" else "서명된 다운로드 링크"
    mc, lesson, ask, where = compose(lang, topic, snip, inline, SIGNED_FACTS[lang])
    return note("signed URL: %s, %s" % (name, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- private keys (PEM bodies listed line by line)
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def pem_ec_sec1():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", wrap(b64(der), 64)


def pem_ec_pkcs8():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
        bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return "PRIVATE KEY", wrap(b64(der), 64)


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64(der), 64)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def pem_openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32) + pub
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(priv) + _sshstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + \
        _sshstr(pubblob) + _sshstr(sec)
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_rsa_partial():
    body = b64(bytes.fromhex("308204a40201000282010100") + rbytes(300))
    lines = wrap(body, 64)[:ri(3, 5)]
    tail = wrap(b64(rbytes(ri(96, 140))), 64)
    return "RSA PRIVATE KEY", lines, tail


PEM_FACTS = {
    "en": [
        "Private keys must never be committed; the deploy key has to be removed from the repo history and replaced.",
        "The key must be mode 0600 or ssh refuses it with 'UNPROTECTED PRIVATE KEY FILE'.",
        "The CI variable needs the key with real newlines; pasting it as one line breaks the PEM parsing.",
        "The app expected PKCS#8 (`BEGIN PRIVATE KEY`); the SEC1 EC format needed `openssl pkcs8 -topk8` first.",
        "Only the public half belongs in the server config; the private key stays on the signer.",
        "GitHub deploy keys are per repository; reusing this key on a second repo is rejected.",
    ],
    "ko": [
        "개인 키는 절대 커밋하면 안 됨. 배포 키를 레포 히스토리에서 제거하고 교체해야 함.",
        "키 파일 권한이 0600이 아니면 ssh가 'UNPROTECTED PRIVATE KEY FILE'로 거부함.",
        "CI 변수에는 실제 줄바꿈이 들어간 키가 필요함. 한 줄로 붙이면 PEM 파싱이 깨짐.",
        "앱은 PKCS#8(`BEGIN PRIVATE KEY`)을 기대해서 SEC1 EC 형식은 먼저 `openssl pkcs8 -topk8` 변환이 필요했음.",
        "서버 설정에는 공개 키만 들어가야 하고 개인 키는 서명하는 쪽에만 있어야 함.",
        "GitHub deploy key는 레포 단위라 같은 키를 두 번째 레포에 등록하면 거부됨.",
    ],
}


def fam_pem(lang):
    f = ri(0, 6)
    comment = "%s@%s" % (user(), pick(["build-01", "deploy", "laptop", "bastion"]))
    tail = []
    if f == 0:
        label, lines = pem_ec_sec1()
    elif f == 1:
        label, lines = pem_ec_pkcs8()
    elif f == 2:
        label, lines = pem_ed25519_pkcs8()
    elif f in (3, 4):
        label, lines = pem_openssh_ed25519(comment)
    elif f == 5:
        label, lines, tail = pem_rsa_partial()
    else:
        # WireGuard private key
        k = b64(rbytes(32))
        conf = "[Interface]\nAddress = 10.%d.0.%d/32\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (
            ri(1, 99), ri(2, 250), k, b64(rbytes(32)), pick(COMPANY))
        topic = "the WireGuard private key" if lang == "en" else "WireGuard 개인 키"
        mc, lesson, ask, where = compose(lang, topic, fence(conf, "ini"), False, PEM_FACTS[lang], T=k)
        return note("private key: WireGuard PrivateKey in wg0.conf, %s" % where, mc, lesson, ask, [k])
    if tail:
        pem = "-----BEGIN %s-----\n%s\n...(%d lines omitted)...\n%s\n-----END %s-----" % (label, "\n".join(lines), ri(15, 20), "\n".join(tail), label)
        secrets = lines + tail
    else:
        pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
        secrets = list(lines)
    secrets = [s for s in secrets if len(s) >= 8]
    form = ri(0, 3)
    if form == 0:
        snip, c = fence(pem, ""), "bare PEM"
    elif form == 1:
        snip, c = fence("$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "deploy_key", "id_ecdsa", "ci_key"]), pem), "bash"), "cat output"
    elif form == 2:
        ind = "\n".join("    " + l for l in pem.split("\n"))
        snip, c = fence("%s: |\n%s" % (pick(["SSH_PRIVATE_KEY", "DEPLOY_KEY", "signing_key", "tls_key"]), ind), "yaml"), "YAML block scalar"
    else:
        esc = pem.replace("\n", "\\n")
        if len(esc) > 600:
            snip, c = fence(pem, ""), "bare PEM"
        else:
            snip = fence(json.dumps({"type": "service_account", "project_id": "%s-prod" % pick(COMPANY), "private_key_id": rs(HEX, 40),
                                     "private_key": esc + "\\n"}, indent=2).replace("\\\\n", "\\n"), "json")
            c = "service-account JSON (escaped newlines)"
    topic = "the private key" if lang == "en" else "개인 키"
    mc, lesson, ask, where = compose(lang, topic, snip, False, PEM_FACTS[lang])
    return note("private key: %s (%d body lines) in %s, %s" % (label, len(secrets), c, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- TOTP seeds, recovery codes, PINs
MFA_FACTS = {
    "en": [
        "A TOTP seed is enough to generate valid codes forever; it must live in the password manager, not in notes.",
        "Each recovery code works once; used codes are struck through in the account page.",
        "The shared ops account needs the seed in the vault so on-call can log in without one person's phone.",
        "Codes were rejected because the CI runner clock drifted by 90 seconds.",
        "A BitLocker recovery key unlocks the whole disk; it is escrowed in Entra ID and should be fetched there.",
        "The SIM PUK is needed only after three wrong PINs; entering it wrong ten times kills the SIM.",
        "App passwords bypass 2FA, so they are as sensitive as the account password.",
        "The PIV PIN and PUK were still the factory defaults before this; the new values need to go to the vault.",
        "The 1Password Secret Key plus the account password decrypts the whole vault, so it must never leave the emergency kit.",
    ],
    "ko": [
        "TOTP 시드만 있으면 영원히 유효한 코드를 만들 수 있음. 노트가 아니라 비밀번호 관리자에 있어야 함.",
        "복구 코드는 각각 한 번만 쓸 수 있고, 사용한 코드는 계정 페이지에서 취소선으로 표시됨.",
        "공용 운영 계정은 특정인 휴대폰 없이도 온콜이 로그인할 수 있게 시드를 vault에 둬야 함.",
        "CI 러너 시계가 90초 어긋나서 코드가 거부됐었음.",
        "BitLocker 복구 키는 디스크 전체를 여는 키라서 Entra ID에 에스크로된 값을 거기서 조회해야 함.",
        "SIM PUK는 PIN을 세 번 틀린 뒤에만 필요하고, 열 번 틀리면 SIM이 영구 잠김.",
        "앱 비밀번호는 2FA를 우회하므로 계정 비밀번호만큼 민감함.",
        "PIV PIN/PUK가 그동안 공장 기본값이었음. 새 값은 vault에 넣어야 함.",
        "1Password Secret Key와 계정 비밀번호가 있으면 금고 전체를 열 수 있으므로 Emergency Kit 밖으로 나가면 안 됨.",
    ],
}


def fam_mfa(lang):
    f = ri(0, 9)
    acct = "%s@%s.com" % (pick(USERS[:18]), pick(COMPANY))
    issuer = pick(["GitHub", "AWS", "Google", "Okta", "Naver", "Kakao", "Toss", "Atlassian", "Cloudflare"])
    if f == 0:
        seed = rs(B32, pick([16, 32]))
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, acct, seed, issuer)
        secrets, name, inline = [seed], "TOTP otpauth URI", "text"
    elif f == 1:
        seed = " ".join(wrap(rs(B32, 32).lower(), 4))
        snip = ("Setup key (if you can't scan the QR): %s" if lang == "en" else "QR 스캔이 안 되면 설정 키: %s") % seed
        secrets, name, inline = [seed], "TOTP setup key grouped", "text"
    elif f == 2:
        seed = rs(B32, 32)
        snip = "oathtool --totp -b %s" % seed
        secrets, name, inline = [seed], "oathtool seed", "cmd"
    elif f == 3:
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(ri(4, 10))]
        snip = fence("%s recovery codes\n%s" % (issuer, "\n".join(codes)), "")
        secrets, name, inline = codes, "recovery codes (%d)" % len(codes), False
    elif f == 4:
        codes = ["%s %s" % (rs(DI, 4), rs(DI, 4)) for _ in range(ri(4, 10))]
        snip = fence("\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "")
        secrets, name, inline = codes, "backup codes 8-digit (%d)" % len(codes), False
    elif f == 5:
        k = "-".join(rs(DI, 6) for _ in range(8))
        snip = ("BitLocker recovery key for %s: %s" if lang == "en" else "%s BitLocker 복구 키: %s") % ("LT-%s-%03d" % (pick(COMPANY).upper(), ri(1, 400)), k)
        secrets, name, inline = [k], "BitLocker recovery key", "text"
    elif f == 6:
        puk, pin = rs(DI, 8), rs(DI, 8)
        if lang == "en":
            snip = "Test phone SIM: PIN %s, PUK %s (LTE modem on rack 3)" % (pin, puk)
        else:
            snip = "테스트폰 SIM: PIN %s, PUK %s (3번 랙 LTE 모뎀)" % (pin, puk)
        secrets, name, inline = [pin, puk], "SIM PIN and PUK (8 digits)", "text"
    elif f == 7:
        pin, puk, mk = rs(DI, 8), rs(DI, 8), rs(HEX, 48)
        snip = fence("ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --new-management-key %s" % (pin, puk, mk), "bash")
        secrets, name, inline = [pin, puk, mk], "YubiKey PIV PIN/PUK/management key", False
    elif f == 8:
        ap = pick(["-".join(rs(LO, 4) for _ in range(4)), " ".join(rs(LO, 4) for _ in range(4))])
        kind = "Apple app-specific password" if "-" in ap else "Google app password"
        snip = ("%s for the CI mail sender: %s" if lang == "en" else "CI 메일 발송용 %s: %s") % (kind, ap)
        secrets, name, inline = [ap], kind, "text"
    else:
        sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5))
        snip = ("1Password Secret Key for the shared ops account: %s" if lang == "en" else "공용 운영 계정 1Password Secret Key: %s") % sk
        secrets, name, inline = [sk], "1Password Secret Key", "text"
    topic = "the 2FA material" if lang == "en" else "2FA 정보"
    fidx = {0: [0, 2, 3], 1: [0, 2, 3], 2: [0, 3], 3: [1, 2], 4: [1, 2], 5: [4], 6: [5], 7: [7], 8: [6], 9: [8]}[f]
    mc, lesson, ask, where = compose(lang, topic, snip, inline, [MFA_FACTS[lang][i] for i in fidx], T=secrets[0] if len(secrets) == 1 else None)
    return note("mfa/pin: %s, %s" % (name, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- Wi-Fi keys
WIFI_FACTS = {
    "en": [
        "The office AP only allows WPA2 on the 5 GHz SSID; the IoT test boards must use the 2.4 GHz one.",
        "The psk in wpa_supplicant is case-sensitive and must be quoted if it contains spaces.",
        "The guest network isolates clients, so the device could not reach the local test server.",
        "The Wi-Fi password rotates every quarter; firmware with it baked in needs a reflash each time.",
    ],
    "ko": [
        "사무실 AP는 5GHz SSID에서 WPA2만 허용해서 IoT 테스트 보드는 2.4GHz SSID를 써야 함.",
        "wpa_supplicant의 psk는 대소문자를 구분하고, 공백이 있으면 따옴표로 감싸야 함.",
        "게스트 네트워크는 클라이언트 격리라서 기기가 로컬 테스트 서버에 접근하지 못했음.",
        "와이파이 비밀번호가 분기마다 바뀌므로 펌웨어에 하드코딩하면 매번 재플래시해야 함.",
    ],
}


def fam_wifi(lang):
    ssid = pick(["%s-Office-5G" % pick(COMPANY).capitalize(), "%s_GUEST" % pick(COMPANY).upper(), "Lab-IoT-2.4G", "회의실_WiFi", "DevNet"])
    _, pw = password(["human", "passphrase", "korean-keyboard", "generated", "hangul"])
    f = ri(0, 7)
    if f == 0:
        snip, c, inline = fence('network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), ""), "wpa_supplicant.conf", False
    elif f == 1:
        snip, c, inline = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw), "nmcli", "cmd"
    elif f == 2:
        snip, c, inline = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "Wi-Fi QR payload", "text"
    elif f == 3:
        snip, c, inline = fence('network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, pw), "yaml"), "netplan", False
    elif f == 4:
        snip, c, inline = fence('const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, pw), "cpp"), "ESP32 sketch", False
    elif f == 5:
        snip, c, inline = fence("interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw), "ini"), "hostapd.conf", False
    elif f == 6:
        pw = rs(HEX, 64)
        snip, c, inline = fence('network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw), ""), "wpa_supplicant raw PSK", False
    else:
        if lang == "en":
            snip = "[%02d:%02d] %s: guest wifi is %s / %s" % (ri(8, 20), ri(0, 59), pick(PEOPLE), ssid, pw)
        else:
            snip = "[%02d:%02d] %s: 게스트 와이파이 %s 비번 %s 입니다" % (ri(8, 20), ri(0, 59), pick(PEOPLE_KO), ssid, pw)
        c, inline = "chat", False
        snip = fence(snip, "")
    topic = "the Wi-Fi password" if lang == "en" else "와이파이 비밀번호"
    mc, lesson, ask, where = compose(lang, topic, snip, inline, WIFI_FACTS[lang], T=pw)
    return note("wifi: key in %s, %s" % (c, where), mc, lesson, ask, [pw])


# ---------------------------------------------------------------- webhook URLs with embedded secrets
HOOK_FACTS = {
    "en": [
        "Anyone with the webhook URL can post to the channel; it has to be treated like a password.",
        "The webhook was revoked when the channel was archived, which is why the alerts silently stopped.",
        "The signing secret must be configured on both sides; without it the bot rejects the call with 310000.",
        "Alertmanager retries failed webhooks for 5 minutes, so a bad URL floods the logs with 404s.",
        "Keep the webhook URL in the secret store and reference it from the chart, not in values.yaml.",
    ],
    "ko": [
        "웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있으므로 비밀번호처럼 다뤄야 함.",
        "채널이 보관 처리되면서 웹훅이 폐기되어 알림이 조용히 끊겼던 것.",
        "서명 시크릿은 양쪽 모두 설정해야 함. 없으면 봇이 310000 에러로 거부함.",
        "Alertmanager는 실패한 웹훅을 5분간 재시도하므로 잘못된 URL이면 로그가 404로 도배됨.",
        "웹훅 URL은 values.yaml이 아니라 시크릿 저장소에 두고 차트에서 참조할 것.",
    ],
}


def fam_webhook(lang):
    f = ri(0, 9)
    if f == 0:
        t = rs(ALNUM, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_U, 10), rs(ALNUM_U, 10), t)
        secrets, name = [t], "Slack incoming webhook"
    elif f == 1:
        t = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t)
        secrets, name = [t], "Discord webhook"
    elif f == 2:
        t = rs(HEX, 32)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(COMPANY), uuid4(), uuid4(), t, uuid4())
        secrets, name = [t], "Microsoft Teams incoming webhook"
    elif f == 3:
        sig = rs(B64U, 43)
        url = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), rs(HEX, 32), sig)
        secrets, name = [sig], "Power Automate workflow URL"
    elif f == 4:
        k, t = "AIza" + rs(B64U, 35), rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), k, t)
        secrets, name = [t], "Google Chat webhook (token listed; the key= value is the shared Chat API key)"
    elif f == 5:
        at, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % at
        url = url + "\nsecret: " + sec
        secrets, name = [at, sec], "DingTalk robot webhook + signing secret"
    elif f == 6:
        hid = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % hid
        secrets, name = [hid], "Feishu bot webhook"
    elif f == 7:
        k = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % k
        secrets, name = [k], "WeCom group robot webhook"
    elif f == 8:
        t = rs(HEX, 32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), t)
        secrets, name = [t], "JANDI incoming webhook"
    else:
        t = rs(ALNUM_L, 26)
        url = "https://chat.%s.co.kr/hooks/%s" % (pick(COMPANY), t)
        secrets, name = [t], "Mattermost incoming webhook"
    form = ri(0, 4)
    if "\n" in url:
        form = 1
    if form == 0:
        snip, c, inline = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' %s" % url, "curl", "cmd"
    elif form == 1:
        snip, c, inline = fence("alerting:\n  webhook_url: %s" % url.replace("\nsecret: ", "\n  secret: "), "yaml"), "YAML", False
    elif form == 2:
        snip, c, inline = fence("receivers:\n  - name: ops\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url, "yaml"), "Alertmanager", False
    elif form == 3:
        snip, c, inline = "WEBHOOK_URL=%s" % url, "dotenv", "text"
    else:
        snip, c, inline = fence("requests.post(\n    \"%s\",\n    json={\"text\": msg},\n)" % url, "python"), "python", False
    CUR_V.append(["Slack", "Discord", "Microsoft Teams", "Microsoft Power Automate", "Google Chat", "DingTalk", "Feishu",
                  "WeCom", "JANDI", "Mattermost"][f])
    topic = "the webhook URL" if lang == "en" else "웹훅 URL"
    hf = [HOOK_FACTS[lang][i] for i in ([0, 1, 2] if f == 5 else [0, 1, 4] + ([3] if form == 2 else []))]
    mc, lesson, ask, where = compose(lang, topic, snip, inline, hf, T=secrets[0] if len(secrets) == 1 and chance(0.5) else None)
    return note("webhook: %s in %s, %s" % (name, c, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- application secrets & whole-env dumps (several secrets)
def app_secret():
    f = ri(0, 8)
    if f == 0:
        return "SECRET_KEY", "django-insecure-" + rs(LO + DI + "!@#$%^&*(-_=+)", 50), "Django SECRET_KEY"
    if f == 1:
        return "SECRET_KEY_BASE", rs(HEX, 128), "Rails secret_key_base"
    if f == 2:
        return "APP_KEY", "base64:" + b64(rbytes(32)), "Laravel APP_KEY"
    if f == 3:
        return "NEXTAUTH_SECRET", b64(rbytes(32)), "NextAuth secret"
    if f == 4:
        return "JWT_SECRET", rs(pick([HEX, ALNUM]), pick([32, 48, 64])), "JWT signing secret"
    if f == 5:
        return "SESSION_SECRET", rs(ALNUM + "-_", ri(24, 40)), "session secret"
    if f == 6:
        return "ENCRYPTION_KEY", rs(HEX, 64), "AES-256 key (hex)"
    if f == 7:
        return "RAILS_MASTER_KEY", rs(HEX, 32), "Rails master key"
    return "FLASK_SECRET_KEY", rs(HEX, 48), "Flask secret key"


APP_FACTS = {
    "en": [
        "Changing the signing secret logs every user out, because existing sessions and tokens no longer verify.",
        "Each environment needs its own app secret; {env} and prod were sharing one, so {env} tokens were valid in prod.",
        "The framework refuses to start in production if the secret is still the generated dev default, which is why the deploy crashed.",
        "The encryption key cannot be rotated without re-encrypting the stored columns first.",
    ],
    "ko": [
        "서명 시크릿을 바꾸면 기존 세션/토큰 검증이 모두 실패해서 전 사용자가 로그아웃됨.",
        "환경마다 앱 시크릿이 달라야 함. {env} 환경과 prod가 같은 값을 써서 {env} 토큰이 prod에서도 유효했음.",
        "프레임워크가 production에서 개발용 기본 시크릿이면 기동을 거부해서 배포가 죽었던 것.",
        "암호화 키는 저장된 컬럼을 먼저 재암호화하지 않으면 교체할 수 없음.",
    ],
}


def fam_app_secret(lang):
    k, v, name = app_secret()
    ctx = {"svc": svc(), "env": env(), "slug": "app", "cls": "App"}
    snip, cname, fl = render_kv([(k, v)], ctx)
    topic = "the app secret" if lang == "en" else "앱 시크릿"
    mc, lesson, ask, where = compose(lang, topic, fence(snip, fl), False, APP_FACTS[lang], T=v, vars_={"svc": ctx["svc"], "env": ctx["env"]})
    return note("app secret: %s in %s, %s" % (name, cname, where), mc, lesson, ask, [v])


def fam_env_dump(lang):
    pairs, secrets, names = [], [], []
    for vd in [pick(VENDORS) for _ in range(ri(1, 2))]:
        CUR_V.append(vd.name)
        for k, v, l in vd.gen():
            pairs.append((k, v))
            if l:
                secrets.append(v)
        names.append(vd.name)
    if chance(0.7):
        _, pw = password(["human", "generated", "korean-keyboard", "punctuation-heavy"])
        pairs.insert(ri(0, len(pairs)), ("DB_PASSWORD", pw))
        secrets.append(pw)
        names.append("DB password")
    if chance(0.6):
        k, v, n = app_secret()
        pairs.insert(ri(0, len(pairs)), (k, v))
        secrets.append(v)
        names.append(n)
    ctx = {"svc": svc(), "env": env(), "slug": "app", "cls": "App"}
    c = pick([c_dotenv, c_dotenv, c_k8s_secret, c_compose, c_export, c_yaml, c_json, c_gha, c_systemd, c_launch])
    snip, cname, fl = render_kv(pairs, ctx, container=c, nfill=ri(1, 3))
    topic = "the {env} environment file".format(env=ctx["env"]) if lang == "en" else "%s 환경 env 파일" % ctx["env"]
    facts = {"en": ["The whole file was pasted into the ticket, so every value in it has to be rotated, not only the one that failed.",
                    "`{file}` is git-ignored locally but was baked into the image by `COPY . .`.",
                    "docker compose reads `.env` automatically, which is why the container had values nobody set explicitly.",
                    "Values in this file override the secret manager for local runs only; CI ignores it."],
             "ko": ["파일 전체가 티켓에 붙여넣어졌으므로 실패한 값만이 아니라 모든 값을 교체해야 함.",
                    "`{file}`은 로컬에서는 git-ignore 되어 있지만 `COPY . .` 때문에 이미지에 포함됐었음.",
                    "docker compose가 `.env`를 자동으로 읽어서, 아무도 명시하지 않은 값이 컨테이너에 들어가 있었음.",
                    "이 파일 값은 로컬 실행에서만 시크릿 매니저보다 우선하고, CI는 무시함."]}[lang]
    mc, lesson, ask, where = compose(lang, topic, fence(snip, fl), False, facts, vars_={"svc": ctx["svc"], "env": ctx["env"]})
    return note("multi-secret env dump: %s in %s, %s" % (" + ".join(names), cname, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- long tokens (hundreds of characters)
def long_token():
    f = ri(0, 7)
    if f == 0:
        ak, sk = "ASIA" + rs(B32, 16), rs(B64, 40)
        st = "IQoJb3JpZ2luX2Vj" + b64(rbytes(ri(240, 380)))
        return [("AWS_ACCESS_KEY_ID", ak), ("AWS_SECRET_ACCESS_KEY", sk), ("AWS_SESSION_TOKEN", st)], [ak, sk, st], "AWS STS session credentials"
    if f == 1:
        t = ts()
        pl = {"aud": ["sts.amazonaws.com"], "exp": t + 86400, "iat": t,
              "iss": "https://oidc.eks.ap-northeast-2.amazonaws.com/id/" + rs(HEXU, 32),
              "sub": "system:serviceaccount:%s:%s" % (env(), svc())}
        tok = jwt(pl, "RS256", kid=rs(B64U, 43))
        return [("token", tok)], [tok], "Kubernetes service-account JWT"
    if f == 2:
        t = ts()
        pl = {"aud": "https://graph.microsoft.com", "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": t, "exp": t + 4200,
              "appid": uuid4(), "roles": ["Mail.Send"], "ver": "1.0"}
        tok = jwt(pl, "RS256", kid=rs(B64U, 27))
        return [("ACCESS_TOKEN", tok)], [tok], "Azure AD access token (JWT)"
    if f == 3:
        at = "ya29." + rs(B64U, ri(150, 220))
        rt = "1//0" + rs(B64U, ri(95, 105))
        return [("access_token", at), ("refresh_token", rt)], [at, rt], "Google OAuth access + refresh token"
    if f == 4:
        t = "sl.B" + rs(B64U, ri(130, 150))
        return [("DROPBOX_ACCESS_TOKEN", t)], [t], "Dropbox short-lived token"
    if f == 5:
        t = "00D" + rs(ALNUM, 12) + "!" + "AQ" + rs(ALNUM + ".", ri(96, 110))
        return [("SF_SESSION_ID", t)], [t], "Salesforce session id"
    if f == 6:
        _, lines = pem_ec_sec1()
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----\n"
        blob = b64(pem.encode())
        return [("tls.key", blob)], [blob], "k8s TLS secret tls.key (base64 PEM)"
    lines = pem_ec_sec1()[1]
    blob = b64(("-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----\n").encode())
    tok = jwt({"sub": "system:serviceaccount:kube-system:%s" % svc(), "iat": ts()}, "ES256")
    return [("client-key-data", blob), ("token", tok)], [blob, tok], "kubeconfig client-key-data + token"


LONG_FACTS = {
    "en": [
        "Long tokens get wrapped by the terminal; copying them from the scrollback inserted a newline and broke auth.",
        "Temporary credentials expire (1-12 h), so a cached copy in `{file}` stops working the next morning.",
        "The token is logged in full by the debug middleware; DEBUG must stay off on {env}.",
        "Env vars over 4 KB are truncated by the old runner, so the token has to be mounted as a file.",
    ],
    "ko": [
        "긴 토큰은 터미널에서 줄바꿈되어 스크롤백에서 복사하면 개행이 들어가 인증이 깨짐.",
        "임시 자격 증명은 1~12시간 뒤 만료되므로 `{file}`에 캐시한 값은 다음 날 아침 동작하지 않음.",
        "디버그 미들웨어가 토큰을 통째로 로깅하므로 {env} 환경에서는 DEBUG를 꺼야 함.",
        "구버전 러너는 4KB 넘는 env를 잘라서 토큰은 파일로 마운트해야 함.",
    ],
}


def fam_long(lang):
    pairs, secrets, name = long_token()
    ctx = {"svc": svc(), "env": env(), "slug": "auth", "cls": "Auth"}
    if name.startswith("k8s TLS"):
        snip = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\ndata:\n  tls.crt: <omitted>\n  tls.key: %s" % (ctx["svc"], pairs[0][1])
        cname, fl = "k8s TLS Secret", "yaml"
    elif name.startswith("kubeconfig"):
        snip = "users:\n- name: %s-admin\n  user:\n    client-key-data: %s\n    token: %s" % (ctx["env"], pairs[0][1], pairs[1][1])
        cname, fl = "kubeconfig", "yaml"
    elif name.startswith("Kubernetes") or name.startswith("Azure"):
        snip, cname, fl = "Authorization: Bearer " + pairs[0][1], "bearer header", ""
    else:
        snip, cname, fl = render_kv(pairs, ctx, nfill=0, container=pick([c_dotenv, c_export, c_json, c_ini, c_yaml]))
    topic = "the long-lived token" if lang == "en" else "긴 토큰"
    mc, lesson, ask, where = compose(lang, topic, fence(snip, fl), False, LONG_FACTS[lang], vars_={"svc": ctx["svc"], "env": ctx["env"]})
    return note("long token: %s (%d chars) in %s, %s" % (name, max(len(s) for s in secrets), cname, where), mc, lesson, ask, secrets)


# ---------------------------------------------------------------- secrets split across fields / repeated in ask_next_time
def fam_split(lang):
    if chance(0.5):
        _, val = password(["human", "generated", "korean-keyboard", "passphrase", "hangul", "punctuation-heavy"])
        lab_en, lab_ko, kind = "password", "비밀번호", "password"
    else:
        vd = pick(SINGLE_VENDORS)
        CUR_V.append(vd.name)
        val = vd.gen()[0][1]
        lab_en, lab_ko, kind = "%s %s" % (vd.name, vd.what), "%s %s" % (vd.name, vd.what_ko), "token " + vd.name
    u, e, s_ = user(), env(), svc()
    f = ri(0, 3)
    if lang == "en":
        if f == 0:
            mc = "I did not know the credentials for %s on %s. %s gave me the %s for `%s` in the next message:" % (s_, e, pick(PEOPLE), lab_en, u)
            lesson = "%s\nThat value only works from the bastion; CI has to read it from the vault instead." % val
            ask = "Can this go into the vault so it is not pasted in chat again?"
            where = "label in missing_context, value at start of lesson"
        elif f == 1:
            mc = "The %s deploy of %s failed with 401 and I could not tell which %s it was using." % (e, s_, lab_en)
            lesson = "The job reads the %s from `%s`; after updating it the deploy passed. The value it now uses for %s is:" % (lab_en, a_file(e), u)
            ask = "%s -- is this the one to keep, or is a rotation planned?" % val
            where = "label in lesson, value in ask_next_time"
        elif f == 2:
            mc = "Config in `%s`:\n```\nauth:\n  user: %s\n  %s:\n```\nThe %s line was empty in the repo." % (a_file(e), u, "password" if kind == "password" else "token", lab_en)
            lesson = "The real value is injected by ops at deploy time: %s. Never fill it in the repo." % val
            ask = ""
            where = "empty key in missing_context, value in lesson"
        else:
            mc = "Label: %s for %s (%s)" % (lab_en, s_, e)
            lesson = "Value: %s\nI needed it to re-run the migration; it is not in the runbook." % val
            ask = "Is %s still valid after the migration?" % val if chance(0.5) else ""
            where = "label/value split across fields"
    else:
        if f == 0:
            mc = "%s 환경 %s 서비스 접속 정보를 몰랐음. %s님이 `%s` 계정의 %s 다음 메시지로 보내줌:" % (e, s_, pick(PEOPLE_KO), u, j(lab_ko, "을/를"))
            lesson = "%s\n이 값은 bastion에서만 동작함. CI는 vault에서 읽어야 함." % val
            ask = "채팅에 다시 붙이지 않도록 vault에 넣어도 되는지?"
            where = "label in missing_context, value at start of lesson"
        elif f == 1:
            mc = "%s 환경 %s 배포가 401로 실패했는데 어떤 %s 쓰는지 알 수 없었음." % (e, s_, j(lab_ko, "을/를"))
            lesson = "잡은 `%s`에서 %s 읽음. 갱신 후 배포 통과. 지금 %s 계정에 쓰는 값은:" % (a_file(e), j(lab_ko, "을/를"), u)
            ask = "%s — 이 값을 계속 써도 되는지, 교체 예정인지?" % val
            where = "label in lesson, value in ask_next_time"
        elif f == 2:
            mc = "`%s` 설정:\n```\nauth:\n  user: %s\n  %s:\n```\n레포에는 %s 줄이 비어 있었음." % (a_file(e), u, "password" if kind == "password" else "token", lab_ko)
            lesson = "실제 값은 배포 시 운영팀이 주입함: %s. 레포에 채워 넣지 말 것." % val
            ask = ""
            where = "empty key in missing_context, value in lesson"
        else:
            mc = "항목: %s 서비스 %s (%s)" % (s_, lab_ko, e)
            lesson = "값: %s\n마이그레이션 재실행에 필요했는데 런북에 없음." % val
            ask = ("마이그레이션 후에도 %s 값이 유효한지?" % val) if chance(0.5) else ""
            where = "label/value split across fields"
    CUR_T.append("split|%s|%d" % (lang, f))
    return note("split across fields: %s, %s" % (kind, where), mc, lesson, ask, [val])


# ================================================================ CLEAN FAMILIES
CMC_S = {
    "en": [
        "I did not know how {svc} gets its configuration on {env}. `{file}` looks like this:\n{S}",
        "The user asked whether this is safe to commit:\n{S}",
        "Before the change I had not looked at this part of `{file}`:\n{S}",
        "Missing context: {topic} for {svc}. The relevant snippet:\n{S}",
        "{person} pasted this in the review thread and asked if anything in it must be redacted:\n{S}",
        "I was not sure what this output meant:\n{S}",
        "{S}\nI did not know whether the values above were real or examples.",
    ],
    "ko": [
        "{env} 환경에서 {svc} 서비스가 설정을 어떻게 받는지 몰랐음. `{file}` 내용:\n{S}",
        "사용자가 이걸 커밋해도 안전한지 물어봄:\n{S}",
        "변경 전에는 `{file}`의 이 부분을 본 적이 없었음:\n{S}",
        "빠져 있던 맥락: {svc}의 {topic}. 관련 스니펫:\n{S}",
        "{person_ko}님이 리뷰 스레드에 붙여넣고 가려야 할 게 있는지 물어봄:\n{S}",
        "이 출력이 무슨 뜻인지 확신이 없었음:\n{S}",
        "{S}\n위 값들이 실제 값인지 예시인지 몰랐음.",
    ],
}
CMC_I = {
    "en": ["I did not know what {S} referred to in the {svc} logs.", "The user asked if {S} is sensitive.",
           "I assumed {S} was a secret and almost removed it from the ticket.", "Context I lacked: where {S} in `{file}` comes from."],
    "ko": ["{svc} 로그에 나온 {S} 값이 무엇을 가리키는지 몰랐음.", "사용자가 {S} 이 값이 민감한 정보인지 물어봄.",
           "{S} 값을 시크릿으로 착각해서 티켓에서 지울 뻔했음.", "몰랐던 점: `{file}`의 {S} 값이 어디서 오는지."],
}
CMC_NO = {
    "en": ["I did not know the conventions for {topic} in {svc}.", "Missing context: the {env} conventions around {topic}.",
           "The task touched {topic} and I had no background on it.", "I was unsure whether {topic} needed special handling in notes and tickets."],
    "ko": ["{svc}에서 {topic} 관련 규칙을 몰랐음.", "빠져 있던 맥락: {env} 환경에서 {topic} 처리 방식.",
           "작업이 {topic_wa} 관련 있었는데 배경 지식이 없었음.", "{topic_eul} 노트나 티켓에 적을 때 주의가 필요한지 확신이 없었음."],
}
CLESSON_S = {
    "en": ["{fact}\n{S}", "{fact} Example:\n{S}", "Pattern to follow:\n{S}\n{fact}", "{fact} {fact2}\n{S}"],
    "ko": ["{fact}\n{S}", "{fact} 예시:\n{S}", "따라야 할 패턴:\n{S}\n{fact}", "{fact} {fact2}\n{S}"],
}
CLESSON_I = {
    "en": ["{fact} For example {S}.", "{fact} ({S} in this case.)", "{S} -- {fact}"],
    "ko": ["{fact} 예: {S}", "{fact} (이번 경우 {S})", "{S} — {fact}"],
}
CLESSON_NO = {
    "en": ["{fact}", "{fact} {fact2}", "Lesson: {fact}"],
    "ko": ["{fact}", "{fact} {fact2}", "교훈: {fact}"],
}
CASK = {
    "en": ["Should new services follow the same pattern?", "Which team owns `{file}`?",
           "Do you want this documented in the runbook as well?", "Is {env} the right environment to verify this on?"],
    "ko": ["새 서비스도 같은 패턴을 따르면 되는지?", "`{file}` 담당 팀이 어디인지?",
           "런북에도 정리해 둘지?", "{env} 환경에서 검증하면 되는지?"],
}


def compose_clean(lang, topic, S, inline, facts, asks=None, vars_=None, place=None):
    v = base_vars(lang, topic, vars_)
    fs = shuffled(facts)
    v["fact"] = fill(fs[0], v)
    v["fact2"] = fill(fs[1], v) if len(fs) > 1 else ""
    v["S"] = S
    if S is None:
        mc = fill(tpick("cmc_no_" + lang, CMC_NO[lang]), v)
        lesson = fill(tpick("clesson_no_" + lang, CLESSON_NO[lang]), v)
        place = "none"
    else:
        place = place or pick(["mc", "lesson", "mc"])
        if place == "mc":
            mc = fill(tpick("cmc_i_" + lang, CMC_I[lang]) if inline else tpick("cmc_s_" + lang, CMC_S[lang]), v)
            lesson = fill(tpick("clesson_no_" + lang, CLESSON_NO[lang]), v)
        else:
            mc = fill(tpick("cmc_no_" + lang, CMC_NO[lang]), v)
            lesson = fill(tpick("clesson_i_" + lang, CLESSON_I[lang]) if inline else tpick("clesson_s_" + lang, CLESSON_S[lang]), v)
    ask = ""
    if chance(0.8):
        ask = fill(tpick("cask_" + lang, list(asks or []) + CASK[lang]), v)
    return mc, lesson, ask, place


def cnote(category, mc, lesson, ask):
    return {"category": category, "mc": mc, "lesson": lesson, "ask": ask, "secrets": []}


RISKY_KEYS = ["STRIPE_SECRET_KEY", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID", "DB_PASSWORD", "OPENAI_API_KEY",
              "SLACK_BOT_TOKEN", "JWT_SECRET", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "NAVER_CLIENT_SECRET", "SENDGRID_API_KEY",
              "REDIS_PASSWORD", "NPM_TOKEN", "ANTHROPIC_API_KEY", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "LINE_CHANNEL_SECRET",
              "SECRET_KEY_BASE", "MYSQL_ROOT_PASSWORD", "PORTONE_API_SECRET", "TWILIO_AUTH_TOKEN", "DATADOG_API_KEY",
              "HCLOUD_TOKEN", "MOLLIE_API_KEY", "SMTP_PASSWORD", "VAULT_TOKEN"]


# ---------------------------------------------------------------- (a) placeholders and templated values
def _placeholder(k):
    kl = k.lower()
    return pick(["<your-%s>" % kl.replace("_", "-"), "your_%s_here" % kl, "<%s>" % k, "__REPLACE_ME__", "CHANGE_ME_IN_VAULT",
                 "<발급받은 키>", "xxxxxxxx", "${%s}" % k, "{{ .Values.%s }}" % kcamel(k), "%%(%s)s" % k, "REPLACE_WITH_REAL_VALUE",
                 "<set in 1Password>", "{{ vault_%s }}" % kl, "${{ secrets.%s }}" % k, "$(%s)" % k, "${%s:?missing}" % k, ""])


def _xfilled(k):
    return pick(["ghp_" + "x" * 36, "sk_live_" + "X" * 24, "AKIA" + "X" * 16, "xoxb-XXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX",
                 "sk-proj-...", "glpat-xxxxxxxxxxxxxxxxxxxx", "SG.xxxxx.yyyyy", "AIza..." , "dop_v1_<64 hex chars>",
                 "npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "live_sk_<toss-secret-key>", "LTAI****************"])


CL_PLACEHOLDER_FACTS = {
    "en": ["`.env.example` only documents the variable names; real values come from the secret manager at deploy time.",
           "Placeholders must stay obviously fake so nobody mistakes them for working values.",
           "The chart renders these from the secret store; the angle-bracket values are never used at runtime.",
           "A missing variable should fail fast at startup, which is what the `:?` form does.",
           "The README example uses dummy values; copy the names, not the values."],
    "ko": ["`.env.example`은 변수 이름만 문서화함. 실제 값은 배포 시 시크릿 매니저에서 들어옴.",
           "플레이스홀더는 누가 봐도 가짜여야 실제 값으로 착각하지 않음.",
           "차트가 시크릿 저장소에서 값을 렌더링하므로 꺾쇠 값은 런타임에 쓰이지 않음.",
           "변수가 없으면 기동 시 바로 실패해야 하고, `:?` 형식이 그 역할을 함.",
           "README 예시는 더미 값이라 이름만 복사하고 값은 복사하지 말 것."],
}


def cl_placeholder(lang):
    f = ri(0, 5)
    keys = shuffled(RISKY_KEYS)[:ri(2, 5)]
    if f == 0:
        lines = ["# copy to .env and fill in"] + ["%s=%s" % (k, _placeholder(k)) for k in keys]
        S, name = fence("\n".join(lines), ""), ".env.example placeholders"
    elif f == 1:
        S, name = fence("\n".join("%s=%s" % (k, _xfilled(k)) for k in keys), ""), "X-filled vendor-shaped placeholders"
    elif f == 2:
        S = pick(["curl -H \"Authorization: Bearer <TOKEN>\" https://api.%s.com/v1/me" % pick(COMPANY),
                  "curl -u \"$API_USER:$API_PASS\" https://%s/api/health" % host(),
                  "curl -H \"X-API-Key: ${API_KEY}\" https://api.%s.io/v2/items" % pick(COMPANY),
                  "http POST https://kapi.kakao.com/v1/user/logout 'Authorization: KakaoAK {ADMIN_KEY}'",
                  "curl -H 'Authorization: Basic <base64 of user:password>' https://%s/" % host()])
        S, name = fence(S, "bash"), "curl with placeholder credential"
    elif f == 3:
        S = pick(["postgres://USER:PASSWORD@HOST:5432/DBNAME", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
                  "mysql://app:${MYSQL_PASSWORD}@%s:3306/%s" % (host(), pick(DBNAMES)),
                  "redis://:${REDIS_PASSWORD}@%s:6379/0" % host(), "amqp://guest:<password>@localhost:5672/",
                  "Server=tcp:<server>.database.windows.net;User ID=<user>;Password=<password>;",
                  "jdbc:postgresql://%s:5432/%s?user=${DB_USER}&password=${DB_PASSWORD}" % (host(), pick(DBNAMES))])
        name = "connection-string template"
    elif f == 4:
        S = pick(["env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}",
                  "password: \"{{ vault_db_password }}\"\napi_key: \"{{ lookup('env', 'API_KEY') }}\"",
                  "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}",
                  "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n  JWT_SECRET: ${JWT_SECRET}",
                  "stringData:\n  password: {{ .Values.db.password | quote }}\n  token: {{ required \"token\" .Values.api.token }}",
                  "resource \"aws_db_instance\" \"main\" {\n  username = var.db_username\n  password = random_password.db.result\n}",
                  "MasterUserPassword: '{{resolve:secretsmanager:prod/rds/main:SecretString:password}}'"])
        S, name = fence(S, "yaml"), "templated secret reference"
    else:
        S = pick(["client = StripeClient(api_key=\"YOUR_STRIPE_SECRET_KEY\")", "const kakao = new Kakao({ adminKey: '<ADMIN_KEY>' });",
                  "Authorization: KakaoAK ${KAKAO_REST_API_KEY}", "openai.api_key = \"sk-...\"  # put yours here",
                  "headers = {\"X-Naver-Client-Secret\": \"<CLIENT_SECRET>\"}", "aws configure set aws_secret_access_key <SECRET>"])
        name = "code with placeholder"
    inline = "\n" not in S
    topic = "placeholder values" if lang == "en" else "플레이스홀더 값"
    fx = {0: [0, 1, 4], 1: [1, 4], 2: [4, 1], 3: [1, 4], 4: [2, 3] if ":?" in S else [2], 5: [4, 1]}[f]
    if f == 0 and ":?" in S:
        fx = [0, 3]
    mc, lesson, ask, place = compose_clean(lang, topic, S, inline, [CL_PLACEHOLDER_FACTS[lang][i] for i in fx])
    return cnote("clean: placeholder / %s" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (b) masked output
CL_MASK_FACTS = {
    "en": ["The CLI only prints the last four characters, which is enough to tell which key is configured.",
           "Masked output is safe to paste; the real value never leaves the secret store.",
           "CI masks registered secrets as `***`, so the log cannot be used to recover them.",
           "Terraform marks the attribute sensitive, so plans show `(sensitive value)` instead of the value.",
           "To check which credential is active, compare the last four characters with the console instead of printing the value."],
    "ko": ["CLI는 마지막 4자만 출력하므로 어떤 키가 설정됐는지 구분하기엔 충분함.",
           "마스킹된 출력은 붙여넣어도 안전함. 실제 값은 시크릿 저장소를 벗어나지 않음.",
           "CI는 등록된 시크릿을 `***`로 가리므로 로그로 값을 복원할 수 없음.",
           "Terraform이 속성을 sensitive로 표시해서 plan에 값 대신 `(sensitive value)`가 나옴.",
           "어떤 자격 증명이 활성인지는 값을 출력하지 말고 콘솔의 마지막 4자와 비교할 것."],
}


def cl_masked(lang):
    f = ri(0, 9)
    l4 = rs(ALNUM_U, 4)
    if f == 0:
        S = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (l4, rs(ALNUM, 4))
        name = "aws configure list"
    elif f == 1:
        S = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(USERS[:18])
        name = "gh auth status"
    elif f == 2:
        S = "$ kubectl describe secret %s-db\nName:         %s-db\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (svc(), svc(), ri(16, 40), ri(4, 12))
        name = "kubectl describe secret"
    elif f == 3:
        S = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-%s\"\n    }" % (pick(COMPANY), env())
        name = "terraform plan sensitive"
    elif f == 4:
        S = "Run ./scripts/publish.sh\n  env:\n    NPM_TOKEN: ***\n    TOSS_SECRET_KEY: ***\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/"
        name = "GitHub Actions log ***"
    elif f == 5:
        e = env()
        S = "$ echo $CI_DEPLOY_PASSWORD\n[MASKED]\n$ ./deploy.sh %s\nDeploying to %s ... done" % (e, e)
        name = "GitLab [MASKED]"
    elif f == 6:
        S = "STRIPE_SECRET_KEY=sk_live_…%s (set %d days ago)\nSTRIPE_WEBHOOK_SECRET=whsec_…%s" % (l4, ri(2, 300), rs(ALNUM, 4))
        name = "dashboard last-4 display"
    elif f == 7:
        S = "%s INFO  connecting to postgres://%s:********@%s:5432/%s" % (log_time(), user(), host(), pick(DBNAMES))
        name = "log with masked password"
    elif f == 8:
        S = "password: ********\napi_key: ************%s\ntoken: [REDACTED]" % l4.lower()
        name = "redacted config dump"
    else:
        S = "$ vault kv get -format=table secret/%s/%s\n====== Metadata ======\nKey              Value\n---              -----\ncreated_time     %s\nversion          %d\n(values hidden: use -field to read a single key)" % (env(), svc(), iso_time(), ri(2, 30))
        name = "vault kv get metadata only"
    S = fence(S, "")
    topic = "masked credential output" if lang == "en" else "마스킹된 자격 증명 출력"
    fx = {0: [0, 4], 1: [1, 4], 2: [1], 3: [3], 4: [2], 5: [2], 6: [0, 4], 7: [1], 8: [1], 9: [1]}[f]
    mc, lesson, ask, place = compose_clean(lang, topic, S, False, [CL_MASK_FACTS[lang][i] for i in fx])
    return cnote("clean: masked output / %s" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (c) env-var and secret-manager references
CL_REF_FACTS = {
    "en": ["Secrets are never in code: the service reads them from the environment, which the platform fills from the secret manager.",
           "The secret name, not its value, is what goes into the config; IAM decides who can read it.",
           "`secretKeyRef` keeps the value in the cluster Secret; the manifest only names it.",
           "The 1Password reference `op://...` is resolved by `op run` at launch; the file itself contains no secret.",
           "Rotation happens in the secret manager; the app picks up the new version on the next restart.",
           "`doppler run` and `op run` inject the values only into the child process environment; nothing is written to disk."],
    "ko": ["시크릿은 코드에 없음. 서비스는 환경변수에서 읽고, 플랫폼이 시크릿 매니저 값으로 채움.",
           "설정에는 시크릿 값이 아니라 이름만 들어가고, 누가 읽을 수 있는지는 IAM이 결정함.",
           "`secretKeyRef`는 값을 클러스터 Secret에 두고 매니페스트에서는 이름만 참조함.",
           "1Password 참조 `op://...`는 실행 시 `op run`이 해석하므로 파일 자체엔 시크릿이 없음.",
           "교체는 시크릿 매니저에서 하고, 앱은 다음 재시작 때 새 버전을 읽음.",
           "`doppler run`과 `op run`은 값을 자식 프로세스 환경에만 주입하고 디스크에는 쓰지 않음."],
}


def cl_envref(lang):
    k = pick(RISKY_KEYS)
    acct = digits(12)
    f = ri(0, 11)
    S = [
        "api_key = os.environ[\"%s\"]" % k,
        "const token = process.env.%s ?? throwMissing('%s');" % (k, k),
        "String secret = System.getenv(\"%s\");" % k,
        "aws secretsmanager get-secret-value --secret-id %s/%s/%s --query SecretString --output text" % (env(), svc(), k.lower()),
        "gcloud secrets versions access latest --secret=%s --project=%s-%s" % (k.lower().replace("_", "-"), pick(COMPANY), env()),
        "vault kv get -field=password secret/data/%s/%s/db" % (env(), svc()),
        "op read \"op://Engineering/%s %s/%s\"" % (svc(), env(), pick(["password", "credential", "api key"])),
        "az keyvault secret show --vault-name kv-%s-%s --name %s --query value -o tsv" % (pick(COMPANY), env(), k.lower().replace("_", "-")),
        "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (k, svc(), k.lower()),
        "\"secrets\": [{\"name\": \"%s\", \"valueFrom\": \"arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s\"}]" % (k, acct, env(), svc(), rs(ALNUM, 6)),
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: %s/%s\n        property: %s" % (k.lower(), env(), svc(), k.lower()),
        "doppler run --project %s --config %s -- ./bin/server" % (svc(), env()),
    ][f]
    inline = "\n" not in S and chance(0.5)
    S2 = S if inline else fence(S, "")
    if inline:
        S2 = "`%s`" % S
    topic = "secret references" if lang == "en" else "시크릿 참조"
    fx = [[0], [0], [0], [1, 4], [1, 4], [1, 4], [3, 5], [1, 4], [2], [1], [1, 4], [5]][f]
    mc, lesson, ask, place = compose_clean(lang, topic, S2, inline, [CL_REF_FACTS[lang][i] for i in fx])
    return cnote("clean: secret-manager / env reference (%s)" % ["os.environ", "process.env", "System.getenv", "aws secretsmanager", "gcloud secrets",
                                                                   "vault kv -field", "op read", "az keyvault", "k8s secretKeyRef", "ECS secrets ARN",
                                                                   "ExternalSecret", "doppler run"][f], mc, lesson, ask)


# ---------------------------------------------------------------- (d) hashes, digests, git SHAs
CL_HASH_FACTS = {
    "en": ["Image digests pin the exact build; tags can move, digests cannot.",
           "Checksums are public integrity data; publishing them is the point.",
           "The lockfile integrity hash changed because the tarball was re-published, not because of our change.",
           "`git bisect` pointed at the commit below; the regression came with the dependency bump.",
           "pip `--require-hashes` fails if any transitive dependency is missing a hash."],
    "ko": ["이미지 digest는 정확한 빌드를 고정함. 태그는 바뀔 수 있지만 digest는 안 바뀜.",
           "체크섬은 공개 무결성 정보라서 공개하는 게 목적임.",
           "lockfile integrity 해시가 바뀐 건 우리 변경이 아니라 tarball 재배포 때문이었음.",
           "`git bisect` 결과 아래 커밋이 원인. 의존성 버전 업과 함께 회귀가 들어옴.",
           "pip `--require-hashes`는 전이 의존성 중 하나라도 해시가 없으면 실패함."],
}


def cl_hash(lang):
    f = ri(0, 8)
    if f == 0:
        S = "%s  %s-%d.%d.%d-linux-amd64.tar.gz\n%s  %s-%d.%d.%d-darwin-arm64.tar.gz" % (rs(HEX, 64), svc(), 1, ri(0, 20), ri(0, 9), rs(HEX, 64), svc(), 1, ri(0, 20), ri(0, 9))
        name = "sha256sum output"
    elif f == 1:
        S = "image: registry.%s.io/%s@sha256:%s" % (pick(COMPANY), svc(), rs(HEX, 64))
        name = "image digest"
    elif f == 2:
        S = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 502", "chore: bump deps", "feat: add toss webhook", "revert: cache ttl", "refactor: split worker"])) for _ in range(ri(3, 6)))
        name = "git log --oneline"
    elif f == 3:
        S = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            pick(["axios", "dayjs", "zod", "undici"]), 1, ri(0, 9), ri(0, 9), "pkg", "pkg", 1, 2, 3, b64(rbytes(64))[:-2])
        name = "package-lock integrity"
    elif f == 4:
        S = "github.com/%s/%s v1.%d.%d h1:%s\ngithub.com/%s/%s v1.%d.%d/go.mod h1:%s" % ("acme", "lib", ri(0, 9), ri(0, 9), b64(rbytes(32)), "acme", "lib", ri(0, 9), ri(0, 9), b64(rbytes(32)))
        name = "go.sum h1 hashes"
    elif f == 5:
        S = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        name = "pip --hash"
    elif f == 6:
        S = "HEAD is now at %s\n$ git rev-parse HEAD\n%s" % (rs(HEX, 7), rs(HEX, 40))
        name = "git SHA"
    elif f == 7:
        S = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (ri(0, 9), b64(rbytes(48)))
        name = "SRI integrity"
    else:
        S = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (rs(HEX, 32), rs(ALNUM + "._", 32), b64(rbytes(16)))
        name = "ETag / MD5 / version id"
    S = fence(S, "")
    topic = "hashes and digests" if lang == "en" else "해시와 digest"
    fx = {0: [1], 1: [0], 2: [3], 3: [2], 4: [1], 5: [4], 6: [3], 7: [1], 8: [1]}[f]
    mc, lesson, ask, place = compose_clean(lang, topic, S, False, [CL_HASH_FACTS[lang][i] for i in fx])
    return cnote("clean: hash/digest / %s" % name, mc, lesson, ask)


def cl_items(lang, label, topic, items, extra_name=""):
    """items: list of (name, S, inline, fact_en_list, fact_ko_list)"""
    name, S, inline, fen, fko = pick(items)
    facts = fen if lang == "en" else fko
    if inline:
        S = "`%s`" % S
    elif not S.startswith("```"):
        S = fence(S, "")
    mc, lesson, ask, place = compose_clean(lang, topic[0] if lang == "en" else topic[1], S, bool(inline), facts)
    return cnote("clean: %s / %s%s" % (label, name, extra_name), mc, lesson, ask)


# ---------------------------------------------------------------- (e) identifiers that are not secrets
def cl_ids(lang):
    acct = digits(12)
    F_ID = (["Request ids only correlate log lines; they grant no access and are safe to share with the vendor."],
            ["요청 ID는 로그를 연결하는 용도일 뿐 접근 권한이 없어서 벤더에 공유해도 됨."])
    items = [
        ("request / trace ids", "x-request-id: %s\ntraceparent: 00-%s-%s-01\ncf-ray: %s-ICN" % (uuid4(), rs(HEX, 32), rs(HEX, 16), rs(HEX, 16)), False, F_ID[0], F_ID[1]),
        ("AWS account id and ARNs", "arn:aws:iam::%s:role/%s-deploy\narn:aws:lambda:ap-northeast-2:%s:function:%s:%d" % (acct, svc(), acct, svc(), ri(3, 90)), False,
         ["Account ids and ARNs are identifiers, not credentials; access is decided by the role's trust policy."],
         ["계정 ID와 ARN은 식별자일 뿐 자격 증명이 아님. 접근은 역할의 신뢰 정책이 결정함."]),
        ("Stripe object ids", "customer=cus_%s payment_intent=pi_3%s charge=ch_3%s event=evt_1%s" % (rs(ALNUM, 14), rs(ALNUM, 23), rs(ALNUM, 23), rs(ALNUM, 23)), True,
         ["Stripe object ids (cus_, pi_, evt_) are useless without the secret key; support asks for them directly."],
         ["Stripe 객체 ID(cus_, pi_, evt_)는 시크릿 키 없이는 쓸모없고, 지원팀도 이 값을 그대로 요청함."]),
        ("Twilio Account SID and Message SID", "AccountSid: AC%s\nMessageSid: SM%s\nStatus: undelivered (30007)" % (rs(HEX, 32), rs(HEX, 32)), False,
         ["The Account SID is an identifier like a username; only the auth token is secret."],
         ["Account SID는 사용자명 같은 식별자이고 auth token만 비밀임."]),
        ("Google OAuth client id", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ALNUM_L, 32)), True,
         ["The OAuth client id is public by design (it appears in the browser redirect); the client secret is the sensitive part."],
         ["OAuth client id는 브라우저 리다이렉트에 노출되는 공개 값이고, 민감한 건 client secret임."]),
        ("Azure tenant/subscription/client ids", "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4()), False,
         ["Tenant, subscription and client ids are directory identifiers; the workload uses federated credentials, so there is no client secret at all."],
         ["Tenant/subscription/client ID는 디렉터리 식별자. 워크로드는 federated credential을 써서 client secret 자체가 없음."]),
        ("Naver Client ID only", "X-Naver-Client-Id: %s" % rs(ALNUM, 20), True,
         ["The Naver Client ID is sent from the browser and is not secret; the Client Secret stays server-side."],
         ["네이버 Client ID는 브라우저에서도 전송되는 값이라 비밀이 아님. Client Secret은 서버에만 있음."]),
        ("Toss paymentKey and orderId", "paymentKey=%s&orderId=ORD-%s-%04d&amount=%d" % (rs(ALNUM, 48), "2025%02d%02d" % (ri(1, 11), ri(1, 28)), ri(1, 9999), ri(1, 99) * 1000), True,
         ["paymentKey identifies one payment and is returned to the browser; confirming it still needs the server secret key."],
         ["paymentKey는 결제 건 식별자로 브라우저에 리다이렉트로 전달됨. 승인에는 서버 시크릿 키가 따로 필요함."]),
        ("PortOne imp_uid / merchant_uid", "imp_uid=imp_%s merchant_uid=order_%s" % (rs(DI, 12), rs(DI, 10)), True,
         ["imp_uid is a payment identifier for lookups and webhooks; it is not an API credential."],
         ["imp_uid는 조회와 웹훅용 결제 식별자이지 API 자격 증명이 아님."]),
        ("Slack channel/team/user ids", "channel=C0%s team=T0%s user=U0%s ts=%d.%06d" % (rs(ALNUM_U, 9), rs(ALNUM_U, 9), rs(ALNUM_U, 9), ts(), ri(0, 999999)), True,
         ["Slack ids are workspace-internal identifiers; without a token they cannot be used to read anything."],
         ["Slack ID는 워크스페이스 내부 식별자라 토큰 없이는 아무것도 읽을 수 없음."]),
        ("OpenAI / Anthropic response ids", "id=chatcmpl-%s request-id=req_%s\nid=msg_01%s anthropic request-id=req_011C%s" % (rs(ALNUM, 29), rs(HEX, 32), rs(ALNUM, 22), rs(ALNUM, 20)), False,
         ["Response and request ids are what vendor support needs to trace a call; they are not keys."],
         ["응답/요청 ID는 벤더 지원팀이 호출을 추적할 때 필요한 값이지 키가 아님."]),
        ("MongoDB ObjectId / Sentry event id / container id", "_id: ObjectId(\"%s\")\nsentry event_id=%s\ncontainer %s exited with 137" % (rs(HEX, 24), rs(HEX, 32), rs(HEX, 12)), False,
         ["These are record and event identifiers; 137 means the container was OOM-killed."],
         ["레코드/이벤트 식별자일 뿐이고, 137은 컨테이너가 OOM으로 종료됐다는 뜻."]),
        ("GitHub App id / client id / installation id", "GITHUB_APP_ID=%d\nGITHUB_APP_CLIENT_ID=Iv1.%s\nGITHUB_INSTALLATION_ID=%d" % (ri(100000, 999999), rs(HEX, 16), ri(10000000, 99999999)), False,
         ["App id, client id and installation id are public identifiers; the private key is stored in the secret manager."],
         ["App ID, client ID, installation ID는 공개 식별자이고 private key는 시크릿 매니저에 있음."]),
        ("ULID / idempotency key", "Idempotency-Key: %s\norder_id: %s" % (uuid4(), rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)), False,
         ["The idempotency key only deduplicates retries; reusing it returns the first response instead of creating a second charge."],
         ["Idempotency key는 재시도 중복 제거용이라, 같은 값이면 두 번째 결제 대신 첫 응답을 돌려줌."]),
        ("LINE user id / WeChat AppID", "LINE userId=U%s (channel id %s)\nWeChat AppID=wx%s" % (rs(HEX, 32), rs(DI, 10), rs(HEX, 16)), False,
         ["User ids and app ids are identifiers; message sending still needs the channel token or AppSecret."],
         ["userId와 AppID는 식별자이고 메시지 발송에는 채널 토큰이나 AppSecret이 따로 필요함."]),
    ]
    return cl_items(lang, "non-secret identifiers", ("identifiers in the logs", "로그의 식별자"), items)


# ---------------------------------------------------------------- (f) public keys and fingerprints
def _ssh_ed25519_pub():
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))


def cl_pubkeys(lang):
    u = user()
    spki = b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64))
    F_PUB = (["Public keys and fingerprints are meant to be shared; only the matching private key must stay secret."],
             ["공개 키와 지문은 공유하라고 있는 것. 대응하는 개인 키만 비밀로 유지하면 됨."])
    items = [
        ("authorized_keys ed25519", "%s %s@%s" % (_ssh_ed25519_pub(), u, pick(["laptop", "build-01", "mbp"])), False,
         F_PUB[0] + ["The deploy user's authorized_keys is managed by Ansible; manual edits are overwritten."],
         F_PUB[1] + ["deploy 유저의 authorized_keys는 Ansible이 관리해서 수동 수정은 덮어써짐."]),
        ("SSH host fingerprint", "ED25519 key fingerprint is SHA256:%s." % b64(rbytes(32)).rstrip("="), True,
         ["Verify the host fingerprint against the value published in the runbook before accepting it."],
         ["호스트 지문은 수락하기 전에 런북에 공개된 값과 비교할 것."]),
        ("known_hosts line", "%s %s" % (host(), _ssh_ed25519_pub()), False,
         ["Pinning the host key in known_hosts stops the CI job from prompting on first connect."],
         ["known_hosts에 호스트 키를 고정하면 CI가 첫 접속 때 멈추지 않음."]),
        ("GPG fingerprint", "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@%s.com>" % (ri(1, 12), ri(1, 28), " ".join(wrap(rs(HEXU, 40), 4)), pick(PEOPLE), u, pick(COMPANY)), False,
         ["Release tags are signed with this key; the fingerprint is published so users can verify it."],
         ["릴리스 태그는 이 키로 서명되고, 사용자가 검증할 수 있게 지문을 공개함."]),
        ("PEM public key (EC)", "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(spki, 64)), False,
         F_PUB[0] + ["The verifier only needs the public key; the signing key never leaves the KMS."],
         F_PUB[1] + ["검증 쪽은 공개 키만 있으면 되고 서명 키는 KMS 밖으로 나가지 않음."]),
        ("age recipient", "creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1%s" % rs(BECH, 58), False,
         ["The age recipient is a public key; anyone can encrypt to it, only the key holder can decrypt."],
         ["age recipient는 공개 키라 누구나 암호화할 수 있고 복호화는 키 보유자만 가능함."]),
        ("WireGuard peer public key", "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s.com:51820\nPersistentKeepalive = 25" % (b64(rbytes(32)), ri(1, 99), pick(COMPANY)), False,
         ["Only the peer's public key goes into this file; each side keeps its own private key locally."],
         ["이 파일엔 상대의 공개 키만 들어가고, 개인 키는 각자 로컬에만 둠."]),
        ("JWKS public key", json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 22), "alg": "RS256", "n": rs(B64U, 342), "e": "AQAB"}]}, indent=1), False,
         ["The JWKS endpoint is public; clients fetch it to verify token signatures."],
         ["JWKS 엔드포인트는 공개이고, 클라이언트가 토큰 서명 검증용으로 가져감."]),
        ("TLS certificate", "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(wrap(b64(bytes.fromhex("308201") + rbytes(ri(180, 240))), 64)), False,
         ["Certificates are public; the chain was missing the intermediate, which is why Android clients failed."],
         ["인증서는 공개 정보임. 중간 인증서가 체인에서 빠져서 안드로이드 클라이언트가 실패했던 것."]),
        ("minisign public key", "untrusted comment: minisign public key %s\nRW%s" % (rs(HEXU, 16), b64(rbytes(40))), False,
         ["Release artifacts are verified with `minisign -Vm file -P <pubkey>`; the public key is in the README."],
         ["릴리스 파일은 `minisign -Vm file -P <pubkey>`로 검증하고, 공개 키는 README에 있음."]),
    ]
    return cl_items(lang, "public key / fingerprint", ("public keys", "공개 키"), items)


# ---------------------------------------------------------------- (g) base64 of non-secret data
def cl_base64(lang):
    cfg = json.dumps({"env": env(), "region": pick(["ap-northeast-2", "ap-northeast-1"]), "features": ["new-checkout", "kr-holidays"]}, separators=(",", ":"))
    cursor = b64u(json.dumps({"page": ri(2, 90), "last_id": ri(10000, 999999), "sort": "created_at"}, separators=(",", ":")).encode())
    hdr = b64u(json.dumps({"alg": "RS256", "kid": rs(B64U, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    png = b64(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + struct.pack(">II", 16, 16) + bytes.fromhex("0806000000") + rbytes(ri(40, 70)))
    evt = b64(json.dumps({"type": "order.created", "order_id": ri(100000, 999999), "amount": ri(1, 500) * 100, "currency": "KRW"}, separators=(",", ":")).encode())
    items = [
        ("ConfigMap binaryData", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.json: %s" % (svc(), b64(cfg.encode())), False,
         ["binaryData is only base64 of a plain JSON config; decoding it shows the region and feature flags."],
         ["binaryData는 평범한 JSON 설정을 base64로 인코딩한 것일 뿐이고, 디코딩하면 리전과 feature flag가 나옴."]),
        ("base64 of config via shell", "$ echo -n '%s' | base64\n%s" % (cfg, b64(cfg.encode())), False,
         ["Base64 is an encoding, not encryption; it was only needed because the env var cannot hold newlines."],
         ["base64는 암호화가 아니라 인코딩이고, env 변수에 개행을 못 넣어서 쓴 것뿐임."]),
        ("pagination cursor", "GET /v1/orders?limit=50&cursor=%s" % cursor, True,
         ["The cursor is base64url JSON with the last id; clients must treat it as opaque but it carries no auth."],
         ["cursor는 마지막 id가 든 base64url JSON임. 클라이언트는 불투명 값으로 다뤄야 하지만 인증 정보는 없음."]),
        ("JWT header segment only", "kid mismatch, token header was %s (decoded: alg RS256, typ JWT)" % hdr, True,
         ["Only the header segment was logged; it names the key id, which was missing from the cached JWKS."],
         ["로그에는 헤더 부분만 남았고, 여기의 kid가 캐시된 JWKS에 없었던 것이 원인."]),
        ("data URI PNG", "<img alt=\"spinner\" src=\"data:image/png;base64,%s\" />" % png, False,
         ["Small icons are inlined as data URIs to save a request; the base64 is just image bytes."],
         ["작은 아이콘은 요청을 줄이려고 data URI로 인라인함. base64는 이미지 바이트일 뿐."]),
        ("Kafka message value", "topic=orders partition=%d offset=%d value(base64)=%s" % (ri(0, 11), ri(1000, 9999999), evt), True,
         ["The consumer received base64 because the connector used the ByteArray converter; switch to JsonConverter."],
         ["커넥터가 ByteArray 컨버터를 써서 컨슈머가 base64를 받았던 것. JsonConverter로 바꿀 것."]),
    ]
    return cl_items(lang, "base64 of non-secret data", ("base64 values", "base64 값"), items)


# ---------------------------------------------------------------- (h) long identifiers and versions
def cl_longid(lang):
    acct = digits(12)
    items = [
        ("ECR image ref", "%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s:2025.%02d.%02d-%s" % (acct, svc(), ri(1, 11), ri(1, 28), rs(HEX, 7)), True,
         ["Tags follow date plus short SHA, so the running version can be traced back to the commit."],
         ["태그는 날짜+짧은 SHA 형식이라 실행 중인 버전을 커밋까지 추적할 수 있음."]),
        ("CloudWatch log stream", "/aws/lambda/%s-%s  2025/%02d/%02d/[$LATEST]%s" % (svc(), env(), ri(1, 11), ri(1, 28), rs(HEX, 32)), True,
         ["Each Lambda container writes its own log stream; the hex suffix is the container instance id."],
         ["Lambda 컨테이너마다 로그 스트림이 따로 생기고, 뒤의 hex는 컨테이너 인스턴스 ID임."]),
        ("pnpm store path", "node_modules/.pnpm/@babel+core@7.24.%d_supports-color@8.1.1/node_modules/@babel/core" % ri(0, 9), True,
         ["pnpm encodes peer dependencies in the directory name, which is why the path is so long."],
         ["pnpm은 peer 의존성을 디렉터리 이름에 넣기 때문에 경로가 길어짐."]),
        ("Terraform resource address", "module.%s.aws_security_group_rule.ingress[\"%s-%d-tcp\"]" % (pick(["vpc", "eks", "rds"]), pick(["10.0.0.0/8", "sg-0%s" % rs(HEX, 16)]), pick([443, 5432, 6379])), True,
         ["Use `terraform state mv` with the full address when renaming; otherwise the rule is destroyed and recreated."],
         ["이름 변경 시 전체 주소로 `terraform state mv`를 써야 함. 아니면 규칙이 삭제 후 재생성됨."]),
        ("semver with build metadata", "version: %d.%d.%d-rc.%d+build.%d.%s" % (ri(1, 5), ri(0, 30), ri(0, 20), ri(1, 5), ri(100, 9999), rs(HEX, 7)), True,
         ["Build metadata after `+` is ignored for precedence, so two builds of the same rc compare equal."],
         ["`+` 뒤 빌드 메타데이터는 우선순위 비교에서 무시되어, 같은 rc의 두 빌드는 동일하게 취급됨."]),
        ("S3 object key", "s3://%s-%s-exports/tenant=%s/date=2025-%02d-%02d/part-00000-%s-c000.snappy.parquet" % (pick(COMPANY), env(), uuid4(), ri(1, 11), ri(1, 28), uuid4()), True,
         ["Spark names part files with the job uuid; the tenant partition makes per-tenant deletes cheap."],
         ["Spark가 part 파일 이름에 job uuid를 붙이고, tenant 파티션 덕분에 테넌트별 삭제가 쉬움."]),
        ("long branch and PR refs", "refs/heads/feature/PAY-%d-toss-webhook-retry-with-exponential-backoff\nrefs/pull/%d/merge" % (ri(100, 9999), ri(100, 9999)), False,
         ["CI builds the `refs/pull/N/merge` ref, not the branch head, so results can differ from a local checkout."],
         ["CI는 브랜치 head가 아니라 `refs/pull/N/merge`를 빌드하므로 로컬 결과와 다를 수 있음."]),
        ("Android version and user agent", "versionName=%d.%d.%d versionCode=%d\nUser-Agent: Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.%d.%d Mobile Safari/537.36" % (ri(1, 9), ri(0, 20), ri(0, 9), ri(100000, 999999), ri(118, 131), ri(1000, 6999), ri(10, 200)), False,
         ["The crash only reproduces on Samsung WebView builds older than the one in the user agent above."],
         ["크래시는 위 User-Agent보다 오래된 삼성 WebView 빌드에서만 재현됨."]),
    ]
    return cl_items(lang, "long identifier / version", ("long identifiers", "긴 식별자"), items)


# ---------------------------------------------------------------- (i) password-policy talk without values
def cl_policy(lang):
    n = pick([10, 12, 14, 16])
    items = [
        ("IAM password policy command", "aws iam update-account-password-policy --minimum-password-length %d --require-symbols --require-numbers --max-password-age 90 --password-reuse-prevention 5" % n, False,
         ["The account policy only applies to console users; access keys are governed by the rotation Lambda instead."],
         ["계정 비밀번호 정책은 콘솔 사용자에만 적용되고, 액세스 키는 교체 Lambda가 따로 관리함."]),
        ("Keycloak password policy", "passwordPolicy: \"length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(3)\"" % n, True,
         ["Changing the realm policy does not force existing users to reset; it applies at their next password change."],
         ["realm 정책을 바꿔도 기존 사용자에게 재설정을 강제하지 않고, 다음 비밀번호 변경 때부터 적용됨."]),
        ("policy prose", None, False,
         ["Passwords must be at least %d characters; the form previously allowed 8, so the validator and the backend disagreed." % n,
          "Per the security team, NIST 800-63B guidance applies: length over complexity, no periodic forced resets, block known-breached passwords.",
          "The 'password' field in the signup API must never be logged; the request logger now drops it by key name."],
         ["비밀번호는 최소 %d자. 폼은 8자를 허용하고 있어서 검증 로직과 백엔드가 불일치했음." % n,
          "보안팀 기준은 NIST 800-63B: 복잡도보다 길이, 주기적 강제 변경 없음, 유출된 비밀번호 차단.",
          "회원가입 API의 password 필드는 절대 로깅하면 안 됨. 요청 로거가 이제 키 이름으로 제외함."]),
        ("Django validators", "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % n, False,
         ["CommonPasswordValidator rejects the 20k most common passwords; the error message is translated by Django."],
         ["CommonPasswordValidator는 흔한 비밀번호 2만 개를 거부하고, 에러 메시지는 Django가 번역함."]),
        ("PAM pwquality", "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3" % n, False,
         ["Negative credits mean 'at least one'; root is exempt unless enforce_for_root is set."],
         ["credit 값이 음수면 '최소 1개'라는 뜻이고, enforce_for_root 없이는 root는 예외임."]),
    ]
    name, S, inline, fen, fko = pick(items)
    topic = ("the password policy", "비밀번호 정책")[lang == "ko"]
    if S is None:
        mc, lesson, ask, place = compose_clean(lang, topic, None, False, fen if lang == "en" else fko)
    else:
        S = "`%s`" % S if inline else fence(S, "")
        mc, lesson, ask, place = compose_clean(lang, topic, S, inline, fen if lang == "en" else fko)
    return cnote("clean: password policy without values / %s" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (j) flags explained in prose (no values)
def cl_flags(lang):
    h, u = host(), user()
    items = [
        ("mysql -p prompt", "mysql -h %s -u %s -p" % (h, u),
         ["`-p` with nothing attached makes mysql prompt for the password; `-P` (capital) is the port. For scripts use `--defaults-extra-file` with a 0600 option file."],
         ["`-p`에 값을 붙이지 않으면 mysql이 비밀번호를 프롬프트로 물어봄. 대문자 `-P`는 포트. 스크립트에서는 0600 옵션 파일과 `--defaults-extra-file`을 쓸 것."]),
        ("docker login --password-stdin", "docker login --username %s --password-stdin registry.%s.io < /run/secrets/registry_token" % (u, pick(COMPANY)),
         ["`--password-stdin` keeps the token out of `ps` and shell history; `-p` prints a warning for that reason."],
         ["`--password-stdin`을 쓰면 토큰이 `ps`와 셸 히스토리에 남지 않음. 그래서 `-p`는 경고를 출력함."]),
        ("sshpass -e", "SSHPASS is exported by the CI step; the job runs `sshpass -e ssh %s@%s uptime`" % (u, h),
         ["`sshpass -e` reads the password from the SSHPASS variable instead of the command line."],
         ["`sshpass -e`는 명령줄 대신 SSHPASS 환경변수에서 비밀번호를 읽음."]),
        ("PGPASSFILE", "export PGPASSFILE=$HOME/.config/pg/%s.pgpass && psql -h %s -U %s %s" % (env(), h, u, pick(DBNAMES)),
         ["libpq ignores the pgpass file unless its mode is 0600, and then silently falls back to prompting."],
         ["libpq는 pgpass 파일 권한이 0600이 아니면 무시하고 조용히 프롬프트로 넘어감."]),
        ("redis-cli --askpass", "redis-cli -h %s --askpass" % h,
         ["`--askpass` prompts instead of `-a`, which would leave the password in history and `ps`."],
         ["`--askpass`는 `-a` 대신 프롬프트를 띄워서 비밀번호가 히스토리와 `ps`에 남지 않음."]),
        ("openssl -passout env:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
         ["`-passout env:VAR` reads the export password from an environment variable; `pass:` would put it on the command line."],
         ["`-passout env:VAR`는 환경변수에서 비밀번호를 읽음. `pass:`를 쓰면 명령줄에 노출됨."]),
        ("git credential helper", "git config --global credential.helper 'cache --timeout=3600'",
         ["The cache helper keeps credentials in memory for an hour; nothing is written to disk, unlike the store helper."],
         ["cache helper는 자격 증명을 한 시간 동안 메모리에만 보관함. store helper와 달리 디스크에 쓰지 않음."]),
        ("kubectl --from-file", "kubectl create secret generic %s-db --from-file=password=./password.txt --dry-run=client -o yaml | kubeseal > sealed.yaml" % svc(),
         ["`--from-file` reads the value from a file so it never appears in the shell; piping through kubeseal means only the sealed form is committed."],
         ["`--from-file`은 파일에서 값을 읽어 셸에 노출되지 않고, kubeseal을 거치면 봉인된 형태만 커밋됨."]),
        ("curl -u user prompts", "curl -u %s https://%s/api/health" % (u, h),
         ["With `-u user` and no colon, curl prompts for the password instead of taking it from the command line."],
         ["`-u user`처럼 콜론 없이 쓰면 curl이 명령줄 대신 프롬프트로 비밀번호를 물어봄."]),
    ]
    name, S, fen, fko = pick(items)
    inline = chance(0.5)
    S2 = "`%s`" % S if inline else fence(S, "bash")
    topic = ("password-related CLI flags", "비밀번호 관련 CLI 플래그")[lang == "ko"]
    mc, lesson, ask, place = compose_clean(lang, topic, S2, inline, fen if lang == "en" else fko)
    return cnote("clean: flag explained, no value / %s" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (k) encrypted blobs
def _sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))


def cl_encrypted(lang):
    f = ri(0, 7)
    if f == 0:
        S = "db_password: %s\napi_token: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n%s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            _sops_enc(ri(12, 24)), _sops_enc(ri(30, 44)), rs(BECH, 58), "\n".join("            " + l for l in wrap(b64(rbytes(ri(150, 190))), 64)), iso_time(), _sops_enc(32))
        name, fx = "SOPS YAML (age)", 0
    elif f == 1:
        S = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(rs(HEX, ri(320, 560)), 80))
        name, fx = "Ansible Vault", 1
    elif f == 2:
        S = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (svc(), b64(rbytes(ri(250, 330))))
        name, fx = "SealedSecret encryptedData", 2
    elif f == 3:
        S = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://dek.bin --query CiphertextBlob --output text\nAQICAHh%s" % (svc(), b64(rbytes(ri(130, 170))))
        name, fx = "KMS CiphertextBlob", 3
    elif f == 4:
        S = "spring.datasource.password=ENC(%s)\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256" % b64(rbytes(ri(32, 48)))
        name, fx = "Jasypt ENC()", 4
    elif f == 5:
        S = "$ vault write -field=ciphertext transit/encrypt/%s plaintext=$(base64 <<< \"$ACCOUNT_NO\")\nvault:v1:%s" % (svc(), b64(rbytes(ri(40, 70))))
        name, fx = "Vault transit ciphertext", 5
    elif f == 6:
        S = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(b64(rbytes(ri(200, 280))), 64)), b64(rbytes(3)))
        name, fx = "PGP encrypted message", 6
    else:
        S = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(ri(150, 220))), b64(rbytes(12)), b64(rbytes(16)))
        name, fx = "Rails credentials.yml.enc", 7
    facts = {
        "en": ["SOPS encrypts only the values; keys stay readable so diffs still make sense. Decrypt with `sops -d` using the age key from the vault.",
               "Ansible Vault files are safe to commit; the vault password lives in the password manager and is passed with --vault-id.",
               "SealedSecrets can only be decrypted by the controller in the target cluster, so the encrypted form goes into git.",
               "The ciphertext blob is useless without kms:Decrypt on that key; the app decrypts the data key at startup.",
               "Jasypt decrypts ENC(...) at boot with a password passed via JASYPT_ENCRYPTOR_PASSWORD from the environment.",
               "Transit ciphertext can be stored in the DB; decryption requires the Vault policy for that key.",
               "The PGP message is encrypted to the ops team key; only holders of that private key can read it.",
               "credentials.yml.enc is meant to be committed; it is decrypted with RAILS_MASTER_KEY, which is not in the repo."],
        "ko": ["SOPS는 값만 암호화하고 키 이름은 그대로 둬서 diff가 읽힘. 복호화는 vault의 age 키로 `sops -d`.",
               "Ansible Vault 파일은 커밋해도 안전함. vault 비밀번호는 비밀번호 관리자에 있고 --vault-id로 전달함.",
               "SealedSecret은 대상 클러스터의 컨트롤러만 복호화할 수 있어서 암호화된 형태를 git에 넣음.",
               "ciphertext blob은 해당 키의 kms:Decrypt 권한 없이는 쓸모없음. 앱이 시작할 때 데이터 키를 복호화함.",
               "Jasypt는 부팅 시 환경변수 JASYPT_ENCRYPTOR_PASSWORD로 받은 비밀번호로 ENC(...)를 복호화함.",
               "transit 암호문은 DB에 저장해도 되고, 복호화에는 그 키에 대한 Vault 정책이 필요함.",
               "PGP 메시지는 운영팀 키로 암호화되어 있어서 해당 개인 키 보유자만 읽을 수 있음.",
               "credentials.yml.enc는 커밋하는 파일이고, 레포에 없는 RAILS_MASTER_KEY로 복호화함."],
    }[lang]
    topic = ("encrypted secrets files", "암호화된 시크릿 파일")[lang == "ko"]
    mc, lesson, ask, place = compose_clean(lang, topic, fence(S, ""), False, [facts[fx]])
    return cnote("clean: encrypted blob / %s" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (l) keys documented as public  [publishable]
def cl_publishable(lang):
    f = ri(0, 11)
    if f == 0:
        k = pick(["pk_live_", "pk_test_"]) + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)])
        S, name = "const stripe = Stripe('%s');" % k, "Stripe publishable key"
        fen, fko = "The publishable key is meant for the browser (Stripe.js); charges still require the secret key on the server.", "publishable key는 브라우저(Stripe.js)용이고, 결제 생성에는 서버의 시크릿 키가 필요함."
    elif f == 1:
        proj, sender = "%s-%s" % (pick(COMPANY), pick(["prod", "web", "app", env()])), digits(12)
        cfg = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), proj, proj, proj, sender, sender, rs(HEX, 22))
        S, name = cfg, "Firebase web config"
        fen, fko = "Firebase web config is shipped to every browser; access is controlled by Security Rules and App Check, not by hiding apiKey.", "Firebase 웹 설정은 모든 브라우저에 배포되는 값이고, 접근 제어는 apiKey 숨김이 아니라 Security Rules와 App Check로 함."
    elif f == 2:
        S, name = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38), "reCAPTCHA site key"
        fen, fko = "The site key is public by design; the secret key used for siteverify stays on the server.", "사이트 키는 원래 공개 값이고, siteverify에 쓰는 시크릿 키는 서버에만 둠."
    elif f == 3:
        body = b64u(json.dumps({"u": pick(USERS[:18]), "a": "cl" + rs(ALNUM_L, 23)}, separators=(",", ":")).encode())
        S, name = "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22)), "Mapbox public token (pk.)"
        fen, fko = "Mapbox `pk.` tokens are public and URL-restricted; only `sk.` tokens must be kept secret.", "Mapbox `pk.` 토큰은 URL 제한이 걸린 공개 토큰이고, `sk.` 토큰만 비밀로 관리하면 됨."
    elif f == 4:
        S, name = "const tossPayments = TossPayments(\"%s%s\");" % (pick(["test_ck_", "live_ck_", "test_gck_"]), rs(ALNUM, 28)), "Toss Payments client key"
        fen, fko = "The Toss client key (ck) is for the browser SDK; payment confirmation uses the secret key (sk) on the server.", "토스 클라이언트 키(ck)는 브라우저 SDK용이고, 결제 승인은 서버의 시크릿 키(sk)로 함."
    elif f == 5:
        k = rs(HEX, 32)
        S, name = pick(["Kakao.init('%s');" % k, "<script src=\"//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services\"></script>" % k]), "Kakao JavaScript key"
        fen, fko = "The Kakao JavaScript key is exposed in the page and protected by the registered site domains; REST/Admin keys are the secret ones.", "카카오 JavaScript 키는 페이지에 노출되는 값이고 등록된 사이트 도메인으로 보호됨. 비밀은 REST/Admin 키임."
    elif f == 6:
        if chance(0.5):
            t = ts()
            k = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": t, "exp": t + 315360000}, "HS256")
        else:
            k = "sb_publishable_" + rs(B64U, 31)
        S, name = "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(LO, 20), k), "Supabase anon/publishable key"
        fen, fko = "The anon (publishable) key is safe in the browser when Row Level Security is on; the service_role key must never ship to clients.", "anon(publishable) 키는 RLS가 켜져 있으면 브라우저에 둬도 안전함. service_role 키는 절대 클라이언트에 배포하면 안 됨."
    elif f == 7:
        S, name = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ALNUM_U, 10), rs(HEX, 32)), "Algolia search-only API key"
        fen, fko = "The search-only key can only query the public indices; the admin key is kept on the indexing worker.", "search-only 키는 공개 인덱스 조회만 가능하고, admin 키는 인덱싱 워커에만 있음."
    elif f == 8:
        S, name = "Sentry.init({ dsn: \"https://%s@o%d.ingest.sentry.io/%d\", tracesSampleRate: 0.1 });" % (rs(HEX, 32), ri(100000, 999999), ri(1000000, 9999999)), "Sentry DSN"
        fen, fko = "Sentry documents the DSN as safe to expose; it only allows sending events, so it is fine in the frontend bundle.", "Sentry 문서상 DSN은 노출돼도 되는 값(이벤트 전송만 가능)이라 프론트 번들에 들어가도 됨."
    elif f == 9:
        S, name = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
        fen, fko = "The PostHog project key (phc_) is write-only for events and meant for the browser; personal API keys are different.", "PostHog 프로젝트 키(phc_)는 이벤트 전송 전용으로 브라우저용임. 개인 API 키와는 다름."
    elif f == 10:
        S, name = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\"></script>" % rs(B64U, 35), "Google Maps JS API key (referrer-restricted)"
        fen, fko = "Maps JavaScript API keys are necessarily visible in the page; they are locked down with HTTP referrer restrictions in the console.", "Maps JavaScript API 키는 페이지에 보일 수밖에 없고, 콘솔의 HTTP 리퍼러 제한으로 보호함."
    else:
        dom = "clerk.%s.com$" % pick(COMPANY)
        S, name = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(dom.encode()).rstrip("="), "Clerk publishable key"
        fen, fko = "NEXT_PUBLIC_ variables are inlined into the client bundle, so only publishable keys may use that prefix.", "NEXT_PUBLIC_ 변수는 클라이언트 번들에 인라인되므로 publishable 키만 그 접두어를 써야 함."
    inline = "\n" not in S and chance(0.4)
    S2 = "`%s`" % S if inline else fence(S, "js")
    CUR_V.append(["Stripe", "Firebase", "Google reCAPTCHA", "Mapbox", "Toss Payments", "Kakao", "Supabase", "Algolia", "Sentry",
                  "PostHog", "Google Maps", "Clerk"][f])
    topic = ("the frontend key", "프론트엔드 키")[lang == "ko"]
    mc, lesson, ask, place = compose_clean(lang, topic, S2, inline, [fen] if lang == "en" else [fko])
    return cnote("clean: vendor-documented public key / %s [publishable]" % name, mc, lesson, ask)


# ---------------------------------------------------------------- (m) plain engineering notes
PLAIN = [
    ("CSV export encoding",
     "Excel users in Korea opened the {svc} CSV export and saw broken Hangul.",
     "Excel on Windows assumes CP949 for CSV without a BOM. Writing UTF-8 with BOM (`utf-8-sig`) fixes it without changing other consumers.",
     "Do the finance users also import the file into another tool that would choke on the BOM?",
     "{svc} CSV 내보내기를 엑셀에서 열면 한글이 깨진다는 문의.",
     "윈도우 엑셀은 BOM 없는 CSV를 CP949로 가정함. `utf-8-sig`(BOM 포함 UTF-8)로 쓰면 다른 소비자 영향 없이 해결됨.",
     "재무팀이 BOM을 못 읽는 다른 툴에도 이 파일을 넣는지?"),
    ("cron timezone",
     "The {svc} report cron fired at 09:00 UTC instead of 09:00 KST.",
     "The CronJob controller uses the kube-controller-manager timezone (UTC) unless `spec.timeZone: Asia/Seoul` is set; that field is GA since 1.27.",
     "Should the other CronJobs in the namespace move to explicit time zones too?",
     "{svc} 리포트 cron이 KST 09시가 아니라 UTC 09시에 실행됨.",
     "CronJob은 `spec.timeZone: Asia/Seoul`이 없으면 컨트롤러 기준(UTC)으로 동작함. 1.27부터 GA.",
     "같은 네임스페이스의 다른 CronJob도 명시적 타임존으로 바꿀지?"),
    ("emoji in MySQL",
     "Reviews with emoji failed to save in {svc} on {env}.",
     "The column was utf8 (3-byte). Changing the table to utf8mb4 and the connection charset to utf8mb4 fixed it; the index prefix length had to drop to 191.",
     "Is a table rewrite on the reviews table acceptable during business hours?",
     "{env} 환경 {svc}에서 이모지가 들어간 리뷰 저장이 실패함.",
     "컬럼이 utf8(3바이트)이었음. 테이블과 커넥션 charset을 utf8mb4로 바꿔 해결했고, 인덱스 prefix 길이는 191로 줄여야 했음.",
     "리뷰 테이블 재작성을 업무 시간에 해도 되는지?"),
    ("IME composition",
     "Search-as-you-type in {svc} fired requests with half-composed Hangul syllables.",
     "Ignore keydown/input events while `event.isComposing` is true and send the query on `compositionend`; Safari fires them in a different order.",
     "Should the same fix go into the mobile web build?",
     "{svc} 실시간 검색이 조합 중인 한글 음절로 요청을 보냄.",
     "`event.isComposing`이 true인 동안의 입력 이벤트는 무시하고 `compositionend`에서 보낼 것. 사파리는 이벤트 순서가 다름.",
     "모바일 웹 빌드에도 같은 수정을 넣을지?"),
    ("readiness probe",
     "Pods of {svc} received traffic before the cache warmed up and returned 503s after each deploy.",
     "The readiness probe hit `/healthz`, which returns 200 immediately. A separate `/ready` that checks the warm-up flag plus `initialDelaySeconds: 20` removed the errors.",
     "Is a 20 s slower rollout acceptable for {svc}?",
     "배포 때마다 {svc} 파드가 캐시 워밍 전에 트래픽을 받아 503을 반환함.",
     "readiness probe가 즉시 200을 주는 `/healthz`를 보고 있었음. 워밍 플래그를 확인하는 `/ready`와 `initialDelaySeconds: 20`으로 해결.",
     "{svc} 롤아웃이 20초 느려져도 괜찮은지?"),
    ("nginx upload size",
     "Image uploads over 1 MB to {svc} failed with 413.",
     "nginx defaults `client_max_body_size` to 1m. The ingress annotation `nginx.ingress.kubernetes.io/proxy-body-size: 20m` raised it for this host only.",
     "What maximum upload size does product actually want?",
     "{svc}에 1MB 넘는 이미지 업로드가 413으로 실패함.",
     "nginx 기본 `client_max_body_size`는 1m. ingress 어노테이션 `nginx.ingress.kubernetes.io/proxy-body-size: 20m`으로 이 호스트만 올림.",
     "기획에서 원하는 최대 업로드 크기가 얼마인지?"),
    ("JPA N+1",
     "The order list endpoint in {svc} issued {n} queries per page.",
     "Lazy `@ManyToOne` on Order.customer caused N+1. An entity graph on the repository method brought it down to 2 queries.",
     "Are there other list endpoints you already know are slow?",
     "{svc}의 주문 목록 API가 페이지당 쿼리를 {n}번 실행함.",
     "Order.customer의 lazy `@ManyToOne` 때문에 N+1 발생. 리포지토리 메서드에 entity graph를 걸어 쿼리 2번으로 줄임.",
     "이미 느리다고 알고 있는 다른 목록 API가 있는지?"),
    ("Docker layer cache",
     "{svc} image builds took {n} minutes in CI even for one-line changes.",
     "`COPY . .` came before `npm ci`, so every change invalidated the dependency layer. Copying package*.json first and running `npm ci` before the source copy restored caching.",
     "Can CI use a registry-backed build cache, or is that blocked by policy?",
     "한 줄만 바꿔도 CI에서 {svc} 이미지 빌드가 {n}분 걸림.",
     "`COPY . .`가 `npm ci`보다 앞에 있어서 매번 의존성 레이어가 무효화됨. package*.json을 먼저 복사하고 `npm ci` 후 소스를 복사해 캐시 복구.",
     "CI에서 레지스트리 기반 빌드 캐시를 써도 되는지, 정책상 막혀 있는지?"),
    ("Celery acks_late",
     "Tasks in {svc} were lost when a worker was OOM-killed.",
     "With the default early ack, the message is acknowledged before the task runs. `acks_late=True` plus `reject_on_worker_lost=True` makes the broker redeliver it; tasks must be idempotent.",
     "Are all tasks in this queue safe to run twice?",
     "워커가 OOM으로 죽으면 {svc}의 태스크가 유실됨.",
     "기본값은 실행 전에 ack해서 유실됨. `acks_late=True`와 `reject_on_worker_lost=True`로 재전달되게 했고, 태스크는 멱등이어야 함.",
     "이 큐의 태스크가 모두 두 번 실행돼도 안전한지?"),
    ("Korean analyzer",
     "Search in {svc} did not match '삼성전자' when users typed '삼성'.",
     "The index used the standard analyzer. Switching to the nori tokenizer with `decompound_mode: mixed` and reindexing fixed partial matches.",
     "Is a full reindex ({n}M documents) OK to run overnight?",
     "{svc} 검색에서 '삼성'으로 '삼성전자'가 검색되지 않음.",
     "인덱스가 standard analyzer였음. nori 토크나이저 `decompound_mode: mixed`로 바꾸고 재색인해서 해결.",
     "문서 {n}백만 건 전체 재색인을 야간에 돌려도 되는지?"),
    ("business days",
     "Settlement dates in {svc} fell on Chuseok.",
     "The business-day helper only skipped weekends. It now reads the public holiday table, including substitute holidays, refreshed yearly.",
     "Who updates the holiday table when the government announces temporary holidays?",
     "{svc}의 정산일이 추석 연휴에 잡힘.",
     "영업일 계산이 주말만 건너뛰고 있었음. 대체공휴일 포함 공휴일 테이블을 읽도록 바꾸고 매년 갱신하게 함.",
     "임시공휴일이 발표되면 공휴일 테이블은 누가 갱신하는지?"),
    ("Go context",
     "Goroutines in {svc} kept running after the HTTP client disconnected.",
     "The handler created `context.Background()` for the DB call. Passing `r.Context()` cancels the query when the client goes away.",
     "Should I audit other handlers for the same pattern?",
     "HTTP 클라이언트가 끊어진 뒤에도 {svc}의 고루틴이 계속 실행됨.",
     "핸들러가 DB 호출에 `context.Background()`를 쓰고 있었음. `r.Context()`를 넘기면 클라이언트가 끊길 때 쿼리가 취소됨.",
     "다른 핸들러도 같은 패턴이 있는지 점검할지?"),
    ("pytest xdist DB",
     "Integration tests for {svc} were flaky only with `-n auto`.",
     "All xdist workers shared one test database. Suffixing the DB name with the worker id (`PYTEST_XDIST_WORKER`) isolated them.",
     "Is it fine to create {n} extra databases on the CI Postgres?",
     "{svc} 통합 테스트가 `-n auto`일 때만 불안정함.",
     "xdist 워커들이 테스트 DB 하나를 공유했음. DB 이름에 워커 ID(`PYTEST_XDIST_WORKER`)를 붙여 분리.",
     "CI Postgres에 DB를 {n}개 더 만들어도 되는지?"),
    ("Redis eviction",
     "Session keys disappeared from Redis under load on {env}.",
     "maxmemory-policy was allkeys-lru, so sessions were evicted with cache entries. Sessions moved to a separate Redis with noeviction.",
     "What memory size should the new session Redis get?",
     "{env} 환경에서 부하 시 Redis의 세션 키가 사라짐.",
     "maxmemory-policy가 allkeys-lru라 캐시와 함께 세션도 축출됨. 세션을 noeviction 설정의 별도 Redis로 분리.",
     "새 세션 Redis 메모리는 얼마로 할지?"),
    ("S3 multipart",
     "Uploads of large exports from {svc} failed at exactly 5 GB.",
     "Single PUT is limited to 5 GB; the SDK's managed uploader switches to multipart above `multipart_threshold`, which had been set too high.",
     "Should incomplete multipart uploads get a lifecycle rule to be cleaned up after 7 days?",
     "{svc}의 대용량 내보내기 업로드가 정확히 5GB에서 실패함.",
     "단일 PUT은 5GB 제한. SDK managed uploader는 `multipart_threshold` 이상에서 멀티파트로 바뀌는데 이 값이 너무 크게 설정돼 있었음.",
     "미완료 멀티파트 업로드를 7일 후 정리하는 lifecycle 규칙을 추가할지?"),
    ("Flyway ordering",
     "A hotfix migration for {svc} was skipped on {env}.",
     "Its version number was lower than one already applied, and `outOfOrder` is false. Renumbering it to the next version applied it.",
     "Should hotfix branches reserve a version range to avoid this?",
     "{env} 환경에서 {svc} 핫픽스 마이그레이션이 건너뛰어짐.",
     "버전 번호가 이미 적용된 것보다 낮았고 `outOfOrder`가 false였음. 다음 번호로 바꿔 적용.",
     "핫픽스 브랜치용 버전 대역을 따로 잡을지?"),
    ("MainActor",
     "The iOS build of {svc} crashed when updating the badge count from a background task.",
     "UI updates must run on the main actor; marking the view model `@MainActor` and awaiting the update removed the crash.",
     "Is iOS 15 still the minimum target?",
     "백그라운드 작업에서 배지 카운트를 갱신할 때 {svc} iOS 빌드가 크래시남.",
     "UI 갱신은 main actor에서 해야 함. 뷰모델에 `@MainActor`를 붙이고 await로 갱신해서 해결.",
     "최소 타깃이 아직 iOS 15인지?"),
    ("gradle memory",
     "Android CI for {svc} died with 'Gradle daemon disappeared unexpectedly'.",
     "The runner has 7 GB; `org.gradle.jvmargs=-Xmx4g` plus Kotlin daemon memory exceeded it. Setting `kotlin.daemon.jvmargs=-Xmx1g` stabilised the build.",
     "Can we get larger runners for the Android pipeline?",
     "{svc} 안드로이드 CI가 'Gradle daemon disappeared unexpectedly'로 죽음.",
     "러너 메모리가 7GB인데 `org.gradle.jvmargs=-Xmx4g`와 Kotlin 데몬 메모리 합이 초과함. `kotlin.daemon.jvmargs=-Xmx1g`로 안정화.",
     "안드로이드 파이프라인에 더 큰 러너를 받을 수 있는지?"),
    ("pnpm hoisting",
     "{svc} built locally but failed in CI with 'Cannot find module'.",
     "A transitive dependency was only reachable through npm's flat hoisting. pnpm is strict, so the package had to be added as a direct dependency.",
     "Should `public-hoist-pattern` be avoided entirely in this repo?",
     "{svc}가 로컬에선 빌드되는데 CI에선 'Cannot find module'로 실패함.",
     "전이 의존성이 npm의 평탄화(hoisting) 덕분에만 보였던 것. pnpm은 엄격해서 직접 의존성으로 추가해야 했음.",
     "이 레포에서 `public-hoist-pattern`은 아예 쓰지 않기로 할지?"),
    ("rate limit backoff",
     "{svc} hammered the partner API after a 429 and got blocked for an hour.",
     "Retries ignored `Retry-After`. Honouring it and adding jittered exponential backoff (max {n} retries) kept us under the limit.",
     "Does the partner publish its rate limits anywhere official?",
     "{svc}가 429 이후에도 파트너 API를 계속 호출해 한 시간 차단됨.",
     "재시도가 `Retry-After`를 무시했음. 이를 따르고 지터 포함 지수 백오프(최대 {n}회)를 넣어 한도 안으로 들어옴.",
     "파트너가 rate limit을 공식 문서로 공개하는지?"),
]


def cl_plain(lang):
    t = pick(PLAIN)
    v = {"svc": svc(), "env": env(), "n": ri(3, 60)}
    CUR_T.append("plain|" + t[0])
    if lang == "en":
        mc, lesson, ask = fill(t[1], v), fill(t[2], v), fill(t[3], v) if chance(0.8) else ""
    else:
        mc, lesson, ask = fill(t[4], v), fill(t[5], v), fill(t[6], v) if chance(0.8) else ""
    return cnote("clean: plain engineering note / %s" % t[0], mc, lesson, ask)


# ================================================================ assembly, checks, output
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
N_PER_KIND = 360
N_EN, N_KO = 216, 144

SECRET_PLAN = [("password", 32), ("command", 45), ("conn", 24), ("header", 22), ("cookie", 10), ("signed_url", 10),
               ("pem", 12), ("mfa", 14), ("wifi", 8), ("webhook", 14), ("app_secret", 8), ("env_dump", 10),
               ("long", 14), ("split", 12)]
CLEAN_PLAN = [(cl_placeholder, 45), (cl_masked, 30), (cl_envref, 40), (cl_hash, 35), (cl_ids, 45), (cl_pubkeys, 25),
              (cl_base64, 15), (cl_longid, 15), (cl_policy, 15), (cl_flags, 15), (cl_encrypted, 20),
              (cl_publishable, 25), (cl_plain, 35)]


def occurrences(hay, needle):
    out, i = [], hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """each secret >= 8 chars and present verbatim; no 8-char window of a secret occurs outside
    the occurrences of the listed secrets."""
    texts = list(fields.values())
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in texts):
            return False
    for t in texts:
        spans = []
        for s in secrets:
            spans += [(i, i + len(s)) for i in occurrences(t, s)]
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for p in occurrences(t, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return False
    return True


def _varied(body):
    return len(dict.fromkeys(body)) > 6


def clean_sanity_ok(fields):
    """guards against generator bugs: a clean note must not carry private-key armour or
    live-looking vendor secrets."""
    import re
    txt = "\n".join(fields.values())
    if "PRIVATE KEY-----" in txt or "AGE-SECRET-KEY-" in txt:
        return False
    for pat in [r"AKIA([A-Z2-7]{16})", r"ghp_([A-Za-z0-9]{36})", r"sk_live_([A-Za-z0-9]{24,})", r"xox[bpa]-(\d[\d-]+)",
                r"glpat-([A-Za-z0-9_-]{20})", r"sk-ant-api03-(\S+)", r"npm_([A-Za-z0-9]{36})"]:
        for m in re.finditer(pat, txt):
            if _varied(m.group(1)):
                return False
    return True


def tidy(t):
    return "\n".join(l.rstrip() for l in t.split("\n")).strip()


def build(kind, lang, maker, seen):
    for attempt in range(500):
        CUR_T.clear()
        CUR_V.clear()
        n = maker(lang)
        fields = {"missing_context": tidy(n["mc"]), "lesson": tidy(n["lesson"]), "ask_next_time": tidy(n["ask"])}
        if not fields["missing_context"] or not fields["lesson"]:
            continue
        if any(len(fields[k].encode("utf-8")) > MAX_BYTES[k] for k in MAX_BYTES):
            continue
        key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
        if key in seen:
            continue
        if kind == "secret":
            if not n["secrets"] or not window_rule_ok(fields, n["secrets"]):
                continue
        else:
            if n["secrets"] or not clean_sanity_ok(fields):
                continue
        seen[key] = 1
        for t in CUR_T:
            TEMPLATES_USED[t] = 1
        return {"lang": lang, "kind": kind, "category": n["category"], "fields": fields,
                "secrets": list(n["secrets"]), "_vendors": list(CUR_V)}
    raise RuntimeError("could not build a valid %s/%s note with %r" % (kind, lang, maker))


def secret_makers():
    makers = []
    vend = shuffled(VENDORS)
    vend += [pick(VENDORS) for _ in range(N_PER_KIND - sum(c for _, c in SECRET_PLAN) - len(vend))]
    for vd in vend:
        makers.append(lambda lang, vd=vd: fam_vendor_token(lang, vd))
    fams = {"password": fam_password, "conn": None, "command": None, "header": fam_header, "cookie": fam_cookie,
            "signed_url": fam_signed_url, "pem": fam_pem, "mfa": fam_mfa, "wifi": fam_wifi, "webhook": fam_webhook,
            "app_secret": fam_app_secret, "env_dump": fam_env_dump, "long": fam_long, "split": fam_split}
    for name, count in SECRET_PLAN:
        for i in range(count):
            if name == "command":
                makers.append(lambda lang, i=i: fam_command(lang, i % len(CMDS)))
            elif name == "conn":
                makers.append(lambda lang, i=i: fam_conn(lang, i % len(CONNS)))
            elif name == "password":
                makers.append(lambda lang, i=i: fam_password(lang, PW_CONTEXTS[i % len(PW_CONTEXTS)]))
            else:
                makers.append(fams[name])
    assert len(makers) == N_PER_KIND, len(makers)
    return makers


def clean_makers():
    makers = []
    for f, count in CLEAN_PLAN:
        makers += [f] * count
    assert len(makers) == N_PER_KIND, len(makers)
    return makers


def main():
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v93.jsonl")
    seen = {}
    records = []
    for kind, makers in (("secret", secret_makers()), ("clean", clean_makers())):
        makers = shuffled(makers)
        langs = shuffled(["en"] * N_EN + ["ko"] * N_KO)
        for mk, lang in zip(makers, langs):
            records.append(build(kind, lang, mk, seen))
    R.shuffle(records)
    vendors = {}
    lines = []
    for i, r in enumerate(records):
        for v in r.pop("_vendors"):
            vendors[(r["kind"], v)] = 1
        rec = {"id": "ew%03d" % (i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": r["fields"], "secrets": r["secrets"]}
        # final re-check of the binding rules on the record exactly as written
        assert set(rec["fields"]) == {"missing_context", "lesson", "ask_next_time"}
        for k, lim in MAX_BYTES.items():
            assert len(rec["fields"][k].encode("utf-8")) <= lim
        assert rec["fields"]["missing_context"] and rec["fields"]["lesson"]
        if rec["kind"] == "secret":
            assert rec["secrets"] and window_rule_ok(rec["fields"], rec["secrets"]), rec["id"]
        else:
            assert rec["secrets"] == []
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    # summary on stderr (not part of the data)
    cnt = {}
    for r in records:
        cnt[(r["kind"], r["lang"])] = cnt.get((r["kind"], r["lang"]), 0) + 1
    sv = [v for (k, v) in vendors if k == "secret"]
    cv = [v for (k, v) in vendors if k == "clean"]
    print("counts:", sorted(cnt.items()), file=sys.stderr)
    print("secret-note vendors/services: %d; clean [publishable] vendors: %d" % (len(sv), len(cv)), file=sys.stderr)
    print("distinct prose templates used: %d; distinct categories: %d" % (
        len(TEMPLATES_USED), len(dict.fromkeys(r["category"] for r in records))), file=sys.stderr)
    print("secret vendors:", ", ".join(sv), file=sys.stderr)
    print("publishable vendors:", ", ".join(cv), file=sys.stderr)


if __name__ == "__main__":
    main()
