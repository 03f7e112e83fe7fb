#!/usr/bin/env python3
"""Generator for blind_set_v82.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(82_2026_1127), drives
every choice; nothing iterates over a set and hash() is never used, so the output is
byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v82.py [output_path]
"""
import base64
import json
import os
import random
import re
import sys
import urllib.parse

SEED = 82_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "el"

# ---------------------------------------------------------------------------
# alphabets and small random helpers (all draw from R)
# ---------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
ALNUM = UP + LO + DG
ALNUM_UP = UP + DG
ALNUM_LO = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alphabet, n):
    """random string of length n over alphabet"""
    return "".join(R.choice(alphabet) for _ in range(n))


def rmix(alphabet, n, need=(UP, LO, DG)):
    """random string that contains at least one char of every class in need"""
    while True:
        s = rs(alphabet, n)
        if all(any(c in cls for c in s) for cls in need):
            return s


def hx(n):
    return rs(HEX, n)


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return base64.b64encode(data).decode("ascii")


def b64u(data, pad=False):
    if isinstance(data, str):
        data = data.encode("utf-8")
    s = base64.urlsafe_b64encode(data).decode("ascii")
    return s if pad else s.rstrip("=")


def jdump(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def pct(s):
    """percent-encode a userinfo component the way URL builders do"""
    return urllib.parse.quote(s, safe="")


def ip_priv():
    return pick(["10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                    rint(0, 59), rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def date_s():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


# ---------------------------------------------------------------------------
# word pools for prose (the pools are vocabulary, never credential bodies)
# ---------------------------------------------------------------------------
SERVICES = ["billing-api", "order-worker", "admin-web", "search-indexer", "payments-gateway",
            "notification-svc", "auth-service", "report-batch", "crawler", "mobile-bff",
            "inventory-sync", "settlement-job", "chatbot", "data-pipeline", "image-resizer",
            "webhook-relay", "analytics-etl", "user-profile-api", "pricing-engine",
            "shipping-tracker", "coupon-service", "ledger", "media-transcoder", "cms-backend",
            "feature-flags", "mail-dispatcher", "recommendation-api", "geo-lookup",
            "invoice-renderer", "partner-portal", "kiosk-sync", "review-moderation"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "stage", "production"]
ENV_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스",
          "preprod": "preprod", "stage": "stage", "production": "운영"}
PEOPLE_EN = ["Dana", "Marcus", "Priya", "Tom", "Sofia", "Kenji", "Lukas", "Aisha", "Ben",
             "Olivia", "Rahul", "Chloe", "Mateo", "Hannah", "Ivan", "Grace", "Noah", "Leila"]
PEOPLE_KO = ["민지", "지훈", "서연", "도윤", "하은", "준호", "수빈", "현우", "예린", "태민",
             "지아", "성민", "유진", "동현", "채원", "재석", "소희", "영호"]
USERS = ["deploy", "svc_app", "admin", "jenkins", "app_rw", "reporter", "etl_user", "backup",
         "gitlab-runner", "ops", "readonly", "root", "postgres", "webapp", "batch", "monitor",
         "minji.kim", "jhpark", "dana.w", "sofia_r", "kenji", "analytics", "airflow", "grafana"]
DBNAMES = ["orders", "billing", "app", "analytics", "crm", "shop", "core", "events", "ledger",
           "users", "catalog", "warehouse", "metrics", "cms"]
DOMAINS = ["corp.example.com", "internal.example.net", "acme.io", "shop.example.kr",
           "example.co.kr", "svc.cluster.local", "intra.example.jp", "example.org",
           "dev.example.com", "example.cn"]
HOSTPFX = ["db-01", "pg-main", "mysql-rw", "redis-cache", "mq-01", "mongo-a", "sql-prod",
           "replica-2", "warehouse", "ldap", "smtp", "sftp", "nas01", "jump", "bastion",
           "es-node1", "kafka-0", "vault", "gitlab", "nexus", "registry", "grafana"]
WORDS = ["maple", "river", "cloud", "tiger", "orbit", "candle", "pepper", "violet", "harbor",
         "granite", "falcon", "meadow", "copper", "lantern", "saddle", "willow", "marble",
         "thunder", "pickle", "rocket", "walnut", "glacier", "velvet", "cactus", "anchor",
         "breeze", "crimson", "dolphin", "ember", "fossil", "gadget", "hollow", "island",
         "jungle", "kettle", "lemon", "mosaic", "nectar", "oyster", "parrot", "quartz",
         "raven", "salmon", "tunnel", "umbrella", "vortex", "wagon", "yonder", "zephyr",
         "basket", "cobalt", "drift", "engine", "fable", "goblin", "hazel", "ivory", "jigsaw",
         "koala", "lotus", "magnet", "noodle", "olive", "puzzle", "quiver", "rustic", "shadow",
         "timber", "unicorn", "valley", "whisker", "yellow", "zigzag", "butter", "dragon",
         "eagle", "forest", "garden", "hammer", "jacket", "kitten", "ladder", "monkey",
         "napkin", "ocean", "pillow", "rabbit", "silver", "turtle", "winter", "summer",
         "autumn", "spring", "sunset", "coffee", "banana", "cherry", "mango", "pirate"]
KO_WORDS = ["사랑", "우리집", "고양이", "강아지", "하늘", "바다", "행복", "봄날", "나무",
            "별빛", "토끼", "여름", "겨울", "가을", "사과", "딸기", "바람", "구름", "노을",
            "무지개", "보물", "산책", "커피", "라면", "김치", "초코", "단풍", "호랑이", "거북이",
            "새벽", "햇살", "파도", "달빛", "은하수", "해바라기", "민들레", "자전거", "도서관"]
CITIES = ["seoul", "busan", "tokyo", "osaka", "berlin", "paris", "london", "austin",
          "daegu", "incheon", "jeju", "lisbon", "oslo", "madrid"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
           "eu-west-1", "ap-southeast-1"]
TEAMS = ["platform", "payments", "data", "infra", "growth", "mobile", "search", "sre"]


# ---------------------------------------------------------------------------
# Hangul helpers: 2-beolsik keystrokes of Hangul (Korean-keyboard passwords)
# ---------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x",
        "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
         "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
         "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_keys(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 588)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


def rand_syllable():
    # common-looking syllables: restrict to frequent initials / medials
    cho = pick([0, 2, 3, 5, 6, 7, 9, 11, 12, 14, 15, 16, 17, 18])
    jung = pick([0, 1, 4, 5, 6, 8, 12, 13, 17, 18, 20])
    jong = pick([0, 0, 0, 1, 4, 8, 16, 17, 21])
    return chr(0xAC00 + (cho * 21 + jung) * 28 + jong)


# ---------------------------------------------------------------------------
# password generators (people and services)
# ---------------------------------------------------------------------------
PUNCT = "!@#$%^&*?_-+=.~"
HEAVY = "!@#$%^&*()_+-=[]{}|;:,.<>?/~"


def pw_human():
    w = pick(WORDS)
    style = rint(0, 5)
    if style == 0:
        return w.capitalize() + digits(rint(2, 4), False) + pick("!@#$?*")
    if style == 1:
        return pick(WORDS).capitalize() + pick(PUNCT) + w.capitalize() + digits(2, False)
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + pick(["2023", "2024", "2025", "!!", "#1"]) + pick("!?$")
    if style == 3:
        return pick(CITIES).capitalize() + digits(rint(4, 6), False) + pick(PUNCT)
    if style == 4:
        return pick(PEOPLE_EN) + pick(["_", ".", "@", "#"]) + digits(rint(4, 6), False)
    return w + digits(rint(3, 5), False) + pick(WORDS).upper()[:rint(3, 5)] + pick(PUNCT)


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", ""])
    ws = [pick(WORDS) for _ in range(rint(3, 5))]
    if sep == "":
        ws = [x.capitalize() for x in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += pick(["", sep]) + digits(rint(1, 3), False)
    return s


def pw_heavy(n=None):
    n = n or rint(14, 28)
    return rmix(ALNUM + HEAVY, n, need=(UP, LO, DG, HEAVY))


def pw_random_alnum(n=None):
    return rmix(ALNUM, n or rint(16, 32))


def pw_kbd_korean():
    words = [pick(KO_WORDS) for _ in range(rint(1, 3))]
    s = hangul_to_keys("".join(words))
    s = s + pick(["", digits(rint(2, 4), False)]) + pick(["", "!", "@", "#", "^^", "*"])
    if len(s) < 8:
        s += digits(8 - len(s) + 1, False)
    return s


def pw_hangul():
    parts = [pick(KO_WORDS) for _ in range(rint(2, 3))]
    if chance(0.3):
        parts.insert(rint(0, len(parts)), "".join(rand_syllable() for _ in range(2)))
    s = "".join(parts) + pick(["", digits(rint(2, 4), False)]) + pick(["", "!", "@", "#", "~"])
    while len(s) < 8:
        s += rand_syllable()
    return s


def pw_any(lang="en"):
    k = rint(0, 19)
    if k <= 4:
        return pw_human()
    if k <= 6:
        return pw_passphrase()
    if k <= 9:
        return pw_heavy()
    if k <= 11:
        return pw_random_alnum()
    if k <= 13:
        return pw_kbd_korean() if lang == "ko" or chance(0.3) else pw_human()
    if k <= 17:
        return pw_hangul() if lang == "ko" or chance(0.08) else pw_heavy(rint(10, 16))
    return pw_passphrase() if chance(0.5) else pw_human()


def pw_shell_safe(lang="en"):
    """password without characters that need quoting inside a shell word"""
    while True:
        p = pw_any(lang)
        if all(c not in p for c in " '\"`$\\!&|;<>()*?[]{}#~") and len(p) >= 8:
            return p


def pw_url_safe(lang="en"):
    """password not needing percent-encoding"""
    while True:
        p = pw_any(lang)
        if all(c in ALNUM + "-._~" for c in p) and len(p) >= 8:
            return p


def pw_no_quote(lang="en"):
    while True:
        p = pw_any(lang)
        if all(c not in p for c in "'\"\\`") and len(p) >= 8:
            return p


# ---------------------------------------------------------------------------
# vendor credentials: documented shapes (prefix, alphabet, length), random bodies
# every vendor function returns a dict; items = [(KEY, value, is_secret)]
# ---------------------------------------------------------------------------
def V(vendor, region, what, what_ko, items, headers=None, host=None, extra=None):
    return {"vendor": vendor, "region": region, "what": what, "what_ko": what_ko,
            "items": items, "headers": headers or [], "host": host or "",
            "extra": extra or []}


def make_jwt(payload, alg="HS256", sig_bytes=32):
    head = b64u(jdump({"alg": alg, "typ": "JWT"}))
    body = b64u(jdump(payload))
    return head + "." + body + "." + b64u(rbytes(sig_bytes))


def _iat():
    return rint(1_700_000_000, 1_760_000_000)


def v_aws():
    kid = "AKIA" + rs(B32, 16)
    sec = rs(ALNUM + "/+", 40)
    return V("AWS", "global", "IAM access key pair", "IAM 액세스 키",
             [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
              ("AWS_DEFAULT_REGION", pick(REGIONS), False)])


def v_aws_sts():
    kid = "ASIA" + rs(B32, 16)
    sec = rs(ALNUM + "/+", 40)
    tok = "IQoJb3JpZ2luX2Vj" + rs(ALNUM + "/+", rint(220, 330)) + pick(["", "=", "=="])
    return V("AWS STS", "global", "temporary session credentials", "임시 세션 자격 증명",
             [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
              ("AWS_SESSION_TOKEN", tok, True)])


def v_github():
    p = pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_"])
    t = p + rs(ALNUM, 36)
    return V("GitHub", "global", "personal access token", "개인 액세스 토큰(PAT)",
             [("GITHUB_TOKEN", t, True)], [("Authorization", pick(["token ", "Bearer "]) + t)],
             "api.github.com")


def v_github_fg():
    t = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    return V("GitHub", "global", "fine-grained personal access token", "fine-grained PAT",
             [("GH_TOKEN", t, True)], [("Authorization", "Bearer " + t)], "api.github.com")


def v_gitlab():
    p = pick(["glpat-", "glpat-", "gldt-", "glrt-"])
    t = p + rs(B64URL, 20)
    return V("GitLab", "global", "access token", "액세스 토큰",
             [("GITLAB_TOKEN", t, True)], [("PRIVATE-TOKEN", t)], "gitlab.com")


def v_gitlab_trigger():
    t = "glptt-" + hx(40)
    return V("GitLab", "global", "pipeline trigger token", "파이프라인 트리거 토큰",
             [("CI_TRIGGER_TOKEN", t, True)])


def v_slack_bot():
    t = "xoxb-%s-%s-%s" % (digits(rint(10, 12)), digits(13), rs(ALNUM, 24))
    return V("Slack", "global", "bot token", "봇 토큰", [("SLACK_BOT_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "slack.com")


def v_slack_user():
    t = "xoxp-%s-%s-%s-%s" % (digits(rint(10, 12)), digits(12), digits(13), hx(32))
    return V("Slack", "global", "user token", "유저 토큰", [("SLACK_USER_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "slack.com")


def v_slack_app():
    t = "xapp-1-A%s-%s-%s" % (rs(ALNUM_UP, 10), digits(13), hx(64))
    sign = hx(32)
    return V("Slack", "global", "app-level token and signing secret", "앱 레벨 토큰과 signing secret",
             [("SLACK_APP_TOKEN", t, True), ("SLACK_SIGNING_SECRET", sign, True)])


def v_stripe():
    p = pick(["sk_live_", "sk_live_", "rk_live_", "sk_test_"])
    t = p + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)])
    return V("Stripe", "global", "secret API key", "시크릿 키", [("STRIPE_SECRET_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.stripe.com")


def v_stripe_whsec():
    t = "whsec_" + rs(ALNUM, 32)
    return V("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿",
             [("STRIPE_WEBHOOK_SECRET", t, True)])


def v_google_api():
    t = "AIza" + rs(B64URL, 35)
    return V("Google Cloud", "global", "server API key (Gemini / Places)", "서버용 API 키",
             [(pick(["GEMINI_API_KEY", "GOOGLE_API_KEY", "PLACES_SERVER_KEY"]), t, True)],
             [("x-goog-api-key", t)], "generativelanguage.googleapis.com")


def v_google_oauth():
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ALNUM_LO, 32))
    sec = "GOCSPX-" + rs(B64URL, 28)
    return V("Google OAuth", "global", "OAuth client secret", "OAuth 클라이언트 시크릿",
             [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", sec, True)])


def v_google_refresh():
    t = "1//0" + rs(B64URL, rint(95, 100))
    return V("Google OAuth", "global", "refresh token", "리프레시 토큰",
             [("GOOGLE_REFRESH_TOKEN", t, True)])


def v_openai():
    if chance(0.6):
        t = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    elif chance(0.5):
        t = "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        t = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return V("OpenAI", "global", "API key", "API 키", [("OPENAI_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.openai.com")


def v_anthropic():
    t = pick(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"]) + rs(B64URL, 93) + "AA"
    return V("Anthropic", "global", "API key", "API 키", [("ANTHROPIC_API_KEY", t, True)],
             [("x-api-key", t)], "api.anthropic.com")


def v_twilio():
    sid = "AC" + hx(32)
    tok = hx(32)
    return V("Twilio", "global", "auth token", "auth token",
             [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", tok, True)],
             [("Authorization", "Basic " + b64(sid + ":" + tok))], "api.twilio.com",
             [b64(sid + ":" + tok)])


def v_sendgrid():
    t = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    return V("SendGrid", "global", "API key", "API 키", [("SENDGRID_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.sendgrid.com")


def v_mailgun():
    t = pick(["key-" + hx(32), "%s-%s-%s" % (hx(32), hx(8), hx(8))])
    return V("Mailgun", "global", "private API key", "private API 키",
             [("MAILGUN_API_KEY", t, True)],
             [("Authorization", "Basic " + b64("api:" + t))], "api.mailgun.net",
             [b64("api:" + t)])


def v_npm():
    t = "npm_" + rs(ALNUM, 36)
    return V("npm", "global", "automation token", "automation 토큰", [("NPM_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "registry.npmjs.org")


def v_pypi():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 190))
    return V("PyPI", "global", "upload API token", "업로드 토큰",
             [("TWINE_PASSWORD", t, True), ("TWINE_USERNAME", "__token__", False)])


def v_dockerhub():
    t = "dckr_pat_" + rs(B64URL, 27)
    return V("Docker Hub", "global", "personal access token", "PAT",
             [("DOCKERHUB_TOKEN", t, True), ("DOCKERHUB_USERNAME", pick(USERS), False)])


def v_hf():
    t = "hf_" + rs(UP + LO, 34)
    return V("Hugging Face", "global", "access token", "액세스 토큰", [("HF_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "huggingface.co")


def v_shopify():
    t = pick(["shpat_", "shpca_", "shppa_"]) + hx(32)
    return V("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰",
             [("SHOPIFY_ACCESS_TOKEN", t, True), ("SHOPIFY_STORE", pick(WORDS) + "-shop.myshopify.com", False)],
             [("X-Shopify-Access-Token", t)], pick(WORDS) + "-shop.myshopify.com")


def v_digitalocean():
    t = "dop_v1_" + hx(64)
    return V("DigitalOcean", "global", "API token", "API 토큰",
             [("DIGITALOCEAN_ACCESS_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "api.digitalocean.com")


def v_atlassian():
    t = "ATATT3xFfGF0" + rs(B64URL, rint(170, 176)) + "=" + rs(HEXU, 8)
    user = pick(USERS) + "@" + pick(DOMAINS)
    return V("Atlassian", "global", "Jira/Confluence API token", "Jira API 토큰",
             [("JIRA_EMAIL", user, False), ("JIRA_API_TOKEN", t, True)],
             [("Authorization", "Basic " + b64(user + ":" + t))], "acme.atlassian.net",
             [b64(user + ":" + t)])


def v_azure_storage():
    name = pick(WORDS) + pick(["prod", "stg", "logs", "data"]) + digits(2)
    key = b64(rbytes(64))
    cs = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
          % (name, key))
    return V("Azure Storage", "global", "storage account key", "스토리지 계정 키",
             [("AZURE_STORAGE_CONNECTION_STRING", cs, key)] if chance(0.6) else
             [("AZURE_STORAGE_ACCOUNT", name, False), ("AZURE_STORAGE_KEY", key, True)])


def v_azure_ad():
    sec = rs(ALNUM, 3) + pick(DG) + "Q~" + rs(ALNUM + "_.~-", 34)
    return V("Microsoft Entra ID", "global", "client secret", "클라이언트 시크릿",
             [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
              ("AZURE_CLIENT_SECRET", sec, True)])


def v_discord():
    uid = digits(rint(18, 19))
    t = b64(uid).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return V("Discord", "global", "bot token", "봇 토큰", [("DISCORD_BOT_TOKEN", t, True)],
             [("Authorization", "Bot " + t)], "discord.com")


def v_telegram():
    t = digits(rint(9, 10)) + ":AA" + rs(B64URL, 33)
    return V("Telegram", "global", "bot token", "봇 토큰", [("TELEGRAM_BOT_TOKEN", t, True)])


def v_datadog():
    return V("Datadog", "global", "API and application keys", "API 키와 APP 키",
             [("DD_API_KEY", hx(32), True), ("DD_APP_KEY", hx(40), True),
              ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)])


def v_newrelic():
    return V("New Relic", "global", "user API key and license key", "User API 키와 라이선스 키",
             [("NEW_RELIC_API_KEY", "NRAK-" + rs(ALNUM_UP, 27), True),
              ("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL", True)])


def v_sentry_token():
    t = "sntryu_" + hx(64)
    return V("Sentry", "global", "user auth token", "auth 토큰", [("SENTRY_AUTH_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "sentry.io")


def v_cloudflare():
    t = rs(B64URL, 40)
    return V("Cloudflare", "global", "API token", "API 토큰", [("CLOUDFLARE_API_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.cloudflare.com")


def v_cloudflare_global():
    k = hx(37)
    mail = pick(USERS) + "@" + pick(DOMAINS)
    return V("Cloudflare", "global", "Global API Key", "Global API Key",
             [("CF_API_EMAIL", mail, False), ("CF_API_KEY", k, True)],
             [("X-Auth-Email", mail), ("X-Auth-Key", k)], "api.cloudflare.com")


def v_vault():
    t = pick(["hvs." + rs(B64URL, 24), "hvs.CAESI" + rs(B64URL, rint(80, 90))])
    return V("HashiCorp Vault", "global", "token", "토큰", [("VAULT_TOKEN", t, True)],
             [("X-Vault-Token", t)], "vault." + pick(DOMAINS))


def v_tfc():
    t = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    return V("HCP Terraform", "global", "team API token", "팀 API 토큰", [("TF_TOKEN_app_terraform_io", t, True)],
             [("Authorization", "Bearer " + t)], "app.terraform.io")


def v_postman():
    t = "PMAK-" + hx(24) + "-" + hx(34)
    return V("Postman", "global", "API key", "API 키", [("POSTMAN_API_KEY", t, True)],
             [("X-Api-Key", t)], "api.getpostman.com")


def v_linear():
    t = "lin_api_" + rs(ALNUM, 40)
    return V("Linear", "global", "personal API key", "개인 API 키", [("LINEAR_API_KEY", t, True)],
             [("Authorization", t)], "api.linear.app")


def v_notion():
    t = pick(["secret_" + rs(ALNUM, 43), "ntn_" + digits(11) + rs(ALNUM, 35)])
    return V("Notion", "global", "integration token", "integration 토큰", [("NOTION_TOKEN", t, True)],
             [("Authorization", "Bearer " + t), ("Notion-Version", "2022-06-28")], "api.notion.com")


def v_figma():
    t = "figd_" + rs(B64URL, 40)
    return V("Figma", "global", "personal access token", "PAT", [("FIGMA_TOKEN", t, True)],
             [("X-Figma-Token", t)], "api.figma.com")


def v_doppler():
    t = pick(["dp.st.%s.%s" % (pick(["dev", "stg", "prd"]), rs(ALNUM, 40)), "dp.pt." + rs(ALNUM, 43)])
    return V("Doppler", "global", "service token", "서비스 토큰", [("DOPPLER_TOKEN", t, True)])


def v_grafana():
    t = "glsa_" + rs(ALNUM, 32) + "_" + hx(8)
    return V("Grafana", "global", "service account token", "서비스 계정 토큰",
             [("GRAFANA_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "grafana." + pick(DOMAINS))


def v_supabase():
    ref = rs(LO, 20)
    jwt = make_jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": _iat(),
                    "exp": _iat() + 315_360_000})
    return V("Supabase", "global", "service_role key", "service_role 키",
             [("SUPABASE_URL", "https://%s.supabase.co" % ref, False),
              ("SUPABASE_SERVICE_ROLE_KEY", jwt, True)],
             [("apikey", jwt), ("Authorization", "Bearer " + jwt)], "%s.supabase.co" % ref)


def v_supabase_pat():
    t = "sbp_" + hx(40)
    return V("Supabase", "global", "management API token", "management 토큰",
             [("SUPABASE_ACCESS_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "api.supabase.com")


def v_mapbox_secret():
    user = pick(WORDS) + pick(["-maps", "labs", "geo", ""])
    t = "sk." + b64u(jdump({"u": user, "a": "cl" + rs(ALNUM_LO, 23)})) + "." + rs(B64URL, 22)
    return V("Mapbox", "global", "secret token", "시크릿 토큰", [("MAPBOX_SECRET_TOKEN", t, True)])


def v_okta():
    t = "00" + rs(B64URL, 40)
    return V("Okta", "global", "API token", "API 토큰", [("OKTA_API_TOKEN", t, True)],
             [("Authorization", "SSWS " + t)], pick(WORDS) + ".okta.com")


def v_databricks():
    t = "dapi" + hx(32) + pick(["", "-2", "-3"])
    return V("Databricks", "global", "personal access token", "PAT", [("DATABRICKS_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)))


def v_pulumi():
    t = "pul-" + hx(40)
    return V("Pulumi", "global", "access token", "액세스 토큰", [("PULUMI_ACCESS_TOKEN", t, True)])


def v_fly():
    t = "fm2_" + rs(B64, rint(190, 240))
    return V("Fly.io", "global", "deploy token", "배포 토큰", [("FLY_API_TOKEN", "FlyV1 " + t, t)],
             [("Authorization", "FlyV1 " + t)], "api.machines.dev")


def v_netlify():
    t = "nfp_" + rs(ALNUM, 36)
    return V("Netlify", "global", "personal access token", "PAT", [("NETLIFY_AUTH_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.netlify.com")


def v_vercel():
    t = rs(ALNUM, 24)
    return V("Vercel", "global", "access token", "액세스 토큰", [("VERCEL_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.vercel.com")


def v_airtable():
    t = "pat" + rs(ALNUM, 14) + "." + hx(64)
    return V("Airtable", "global", "personal access token", "PAT", [("AIRTABLE_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.airtable.com")


def v_square():
    t = "EAAA" + rs(B64URL, 60)
    return V("Square", "global", "production access token", "운영 액세스 토큰",
             [("SQUARE_ACCESS_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "connect.squareup.com")


def v_braintree():
    t = "access_token$production$" + rs(ALNUM_LO, 16) + "$" + hx(32)
    return V("PayPal Braintree", "global", "access token", "액세스 토큰",
             [("BRAINTREE_ACCESS_TOKEN", t, True)])


def v_meta():
    t = "EAA" + pick(["B", "G", "I", "J"]) + rs(ALNUM, rint(170, 200))
    return V("Meta Graph API", "global", "page access token", "페이지 액세스 토큰",
             [("FB_PAGE_ACCESS_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "graph.facebook.com")


def v_replicate():
    t = "r8_" + rs(ALNUM, 37)
    return V("Replicate", "global", "API token", "API 토큰", [("REPLICATE_API_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.replicate.com")


def v_groq():
    t = "gsk_" + rs(ALNUM, 52)
    return V("Groq", "global", "API key", "API 키", [("GROQ_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.groq.com")


def v_perplexity():
    t = "pplx-" + rs(ALNUM, 48)
    return V("Perplexity", "global", "API key", "API 키", [("PERPLEXITY_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.perplexity.ai")


def v_buildkite():
    t = "bkua_" + hx(40)
    return V("Buildkite", "global", "API access token", "API 토큰", [("BUILDKITE_API_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.buildkite.com")


def v_circleci():
    t = "CCIPAT_" + rs(ALNUM, 22) + "_" + hx(40)
    return V("CircleCI", "global", "personal API token", "개인 API 토큰", [("CIRCLE_TOKEN", t, True)],
             [("Circle-Token", t)], "circleci.com")


def v_bitbucket():
    t = "ATBB" + rs(ALNUM, 24) + rs(HEXU, 8)
    return V("Bitbucket", "global", "app password", "app password",
             [("BITBUCKET_USERNAME", pick(USERS), False), ("BITBUCKET_APP_PASSWORD", t, True)])


def v_age():
    t = "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)
    return V("age", "global", "identity (secret key)", "비밀 키(identity)", [("SOPS_AGE_KEY", t, True)])


def v_dropbox():
    t = "sl." + rs(B64URL, rint(135, 150))
    return V("Dropbox", "global", "short-lived access token", "액세스 토큰", [("DROPBOX_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.dropboxapi.com")


def v_contentful():
    t = "CFPAT-" + rs(B64URL, 43)
    return V("Contentful", "global", "management token", "management 토큰",
             [("CONTENTFUL_MANAGEMENT_TOKEN", t, True)], [("Authorization", "Bearer " + t)],
             "api.contentful.com")


def v_dynatrace():
    t = "dt0c01." + rs(ALNUM_UP, 24) + "." + rs(ALNUM_UP, 64)
    return V("Dynatrace", "eu", "API token", "API 토큰", [("DT_API_TOKEN", t, True)],
             [("Authorization", "Api-Token " + t)], "%s.live.dynatrace.com" % rs(ALNUM_LO, 8))


def v_prefect():
    t = "pnu_" + rs(ALNUM, 36)
    return V("Prefect", "global", "API key", "API 키", [("PREFECT_API_KEY", t, True)])


def v_sourcegraph():
    t = "sgp_" + hx(16) + "_" + hx(40)
    return V("Sourcegraph", "global", "access token", "액세스 토큰", [("SRC_ACCESS_TOKEN", t, True)],
             [("Authorization", "token " + t)], "sourcegraph." + pick(DOMAINS))


def v_rubygems():
    t = "rubygems_" + hx(48)
    return V("RubyGems", "global", "API key", "API 키", [("GEM_HOST_API_KEY", t, True)])


def v_nuget():
    t = "oy2" + rs(ALNUM_LO, 43)
    return V("NuGet", "global", "API key", "API 키", [("NUGET_API_KEY", t, True)],
             [("X-NuGet-ApiKey", t)], "www.nuget.org")


def v_tailscale():
    t = "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)
    return V("Tailscale", "global", "auth key", "auth key", [("TS_AUTHKEY", t, True)])


def v_1password():
    t = "ops_eyJ" + rs(B64, rint(300, 380))
    return V("1Password", "global", "service account token", "서비스 계정 토큰",
             [("OP_SERVICE_ACCOUNT_TOKEN", t, True)])


def v_algolia():
    return V("Algolia", "global", "Admin API key", "Admin API 키",
             [("ALGOLIA_APP_ID", rs(ALNUM_UP, 10), False), ("ALGOLIA_ADMIN_KEY", hx(32), True)])


def v_mongo_atlas():
    return V("MongoDB Atlas", "global", "programmatic API key", "API 키",
             [("ATLAS_PUBLIC_KEY", rs(LO, 8), False), ("ATLAS_PRIVATE_KEY", uuid4(), True)])


def v_snyk():
    t = uuid4()
    return V("Snyk", "global", "API token", "API 토큰", [("SNYK_TOKEN", t, True)],
             [("Authorization", "token " + t)], "api.snyk.io")


def v_heroku():
    t = pick(["HRKU-" + rs(B64URL, 60), uuid4()])
    return V("Heroku", "global", "API key", "API 키", [("HEROKU_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.heroku.com")


def v_pagerduty():
    t = pick(["u+", "y_"]) + rs(B64URL, 18)
    return V("PagerDuty", "global", "REST API key", "REST API 키", [("PAGERDUTY_TOKEN", t, True)],
             [("Authorization", "Token token=" + t)], "api.pagerduty.com")


def v_cohere():
    t = rs(ALNUM, 40)
    return V("Cohere", "global", "API key", "API 키", [("COHERE_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.cohere.com")


def v_mistral():
    t = rs(ALNUM, 32)
    return V("Mistral AI", "eu", "API key", "API 키", [("MISTRAL_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.mistral.ai")


def v_elastic():
    kid = rs(B64URL, 20)
    sec = rs(B64URL, 22)
    blob = b64(kid + ":" + sec)
    return V("Elastic", "global", "API key", "API 키", [("ELASTIC_API_KEY", blob, True)],
             [("Authorization", "ApiKey " + blob)], "es." + pick(DOMAINS) + ":9243")


def v_confluent():
    return V("Confluent Cloud", "global", "Kafka API key and secret", "Kafka API 키/시크릿",
             [("KAFKA_API_KEY", rs(ALNUM_UP, 16), True), ("KAFKA_API_SECRET", rs(ALNUM + "+/", 64), True),
              ("BOOTSTRAP_SERVERS", "pkc-%s.%s.aws.confluent.cloud:9092" % (rs(ALNUM_LO, 5), pick(REGIONS)), False)])


def v_auth0():
    return V("Auth0", "global", "client secret", "클라이언트 시크릿",
             [("AUTH0_DOMAIN", pick(WORDS) + ".us.auth0.com", False),
              ("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
              ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)])


def v_launchdarkly():
    t = "sdk-" + uuid4()
    return V("LaunchDarkly", "global", "server-side SDK key", "서버 SDK 키", [("LD_SDK_KEY", t, True)])


def v_posthog():
    t = "phx_" + rs(ALNUM, 43)
    return V("PostHog", "global", "personal API key", "personal API 키", [("POSTHOG_PERSONAL_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "app.posthog.com")


def v_clerk():
    t = "sk_live_" + rs(ALNUM, 42)
    return V("Clerk", "global", "secret key", "시크릿 키", [("CLERK_SECRET_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.clerk.com")


def v_resend():
    t = "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)
    return V("Resend", "global", "API key", "API 키", [("RESEND_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.resend.com")


def v_planetscale():
    t = "pscale_pw_" + rs(B64URL, 43)
    return V("PlanetScale", "global", "database password", "DB 비밀번호",
             [("DATABASE_USERNAME", rs(ALNUM_LO, 12), False), ("DATABASE_PASSWORD", t, True)])


def v_render():
    t = "rnd_" + rs(ALNUM, 32)
    return V("Render", "global", "API key", "API 키", [("RENDER_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.render.com")


def v_ngrok():
    t = digits(1) + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)
    return V("ngrok", "global", "authtoken", "authtoken", [("NGROK_AUTHTOKEN", t, True)])


def v_cloudinary():
    key = digits(15)
    sec = rs(B64URL, 27)
    cloud = pick(WORDS) + digits(2)
    return V("Cloudinary", "global", "API key and secret", "API 키/시크릿",
             [("CLOUDINARY_API_KEY", key, True), ("CLOUDINARY_API_SECRET", sec, True),
              ("CLOUDINARY_CLOUD_NAME", cloud, False)])


def v_spotify():
    return V("Spotify", "eu", "client secret", "클라이언트 시크릿",
             [("SPOTIFY_CLIENT_ID", hx(32), False), ("SPOTIFY_CLIENT_SECRET", hx(32), True)])


# --- Korean vendors --------------------------------------------------------
def v_naver_openapi():
    cid = rs(ALNUM, 20)
    sec = rs(ALNUM, 10)
    return V("Naver Developers", "kr", "Open API client secret", "Open API Client Secret",
             [("NAVER_CLIENT_ID", cid, False), ("NAVER_CLIENT_SECRET", sec, True)],
             [("X-Naver-Client-Id", cid), ("X-Naver-Client-Secret", sec)], "openapi.naver.com")


def v_ncp():
    ak = rs(ALNUM, 20)
    sk = rs(ALNUM, 40)
    return V("Naver Cloud Platform", "kr", "API access key and secret key", "API 인증키(Access Key/Secret Key)",
             [("NCP_ACCESS_KEY", ak, True), ("NCP_SECRET_KEY", sk, True)])


def v_kakao_rest():
    k = hx(32)
    return V("Kakao Developers", "kr", "REST API key", "REST API 키", [("KAKAO_REST_API_KEY", k, True)],
             [("Authorization", "KakaoAK " + k)], "dapi.kakao.com")


def v_kakao_admin():
    k = hx(32)
    return V("Kakao Developers", "kr", "Admin key", "어드민 키", [("KAKAO_ADMIN_KEY", k, True)],
             [("Authorization", "KakaoAK " + k)], "kapi.kakao.com")


def v_kakaopay():
    k = pick(["DEV", "PRD"]) + rs(HEXU, 38)
    return V("KakaoPay", "kr", "secret key", "Secret key", [("KAKAOPAY_SECRET_KEY", k, True)],
             [("Authorization", "SECRET_KEY " + k)], "open-api.kakaopay.com")


def v_toss():
    k = pick(["live_sk_", "live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28)
    blob = b64(k + ":")
    return V("Toss Payments", "kr", "secret key", "시크릿 키", [("TOSS_SECRET_KEY", k, True)],
             [("Authorization", "Basic " + blob)], "api.tosspayments.com", [blob])


def v_portone():
    sec = rs(ALNUM, 80)
    return V("PortOne", "kr", "V2 API secret", "V2 API Secret", [("PORTONE_API_SECRET", sec, True),
             ("PORTONE_STORE_ID", "store-" + uuid4(), False)],
             [("Authorization", "PortOne " + sec)], "api.portone.io")


def v_iamport():
    return V("PortOne (iamport V1)", "kr", "REST API key and secret", "REST API 키/시크릿",
             [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(ALNUM, 80), True)])


def v_solapi():
    return V("SOLAPI (CoolSMS)", "kr", "API key and secret", "API Key/Secret",
             [("SOLAPI_API_KEY", "NCS" + rs(ALNUM_UP, 13), True), ("SOLAPI_API_SECRET", rs(ALNUM_UP, 32), True)])


def v_datagokr():
    raw = b64(rbytes(64))
    enc = pct(raw)
    if chance(0.5):
        return V("공공데이터포털 (data.go.kr)", "kr", "service key (encoded)", "서비스키(Encoding)",
                 [("DATA_GO_KR_SERVICE_KEY", enc, True)])
    return V("공공데이터포털 (data.go.kr)", "kr", "service key (decoded)", "서비스키(Decoding)",
             [("DATA_GO_KR_SERVICE_KEY", raw, True)])


def v_upbit():
    return V("Upbit", "kr", "Open API access and secret keys", "Open API Access/Secret Key",
             [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)])


def v_bithumb():
    return V("Bithumb", "kr", "API connect key and secret", "API Connect Key/Secret Key",
             [("BITHUMB_API_KEY", hx(32), True), ("BITHUMB_SECRET", hx(32), True)])


def v_kis():
    return V("한국투자증권 KIS Developers", "kr", "appkey and appsecret", "appkey / appsecret",
             [("KIS_APP_KEY", "PS" + rs(ALNUM, 34), True), ("KIS_APP_SECRET", rs(ALNUM + "+/", 180), True),
              ("KIS_ACCOUNT_NO", digits(8) + "-01", False)])


def v_nhn():
    return V("NHN Cloud", "kr", "Notification appkey and secret key", "SMS Appkey/Secret Key",
             [("NHN_SMS_APPKEY", rs(ALNUM, 16), False), ("NHN_SMS_SECRET_KEY", rs(ALNUM, 8), True)],
             None, None)


def v_sendbird():
    t = hx(40)
    return V("Sendbird", "kr", "master API token", "마스터 API 토큰",
             [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", t, True)],
             [("Api-Token", t)], "api-%s.sendbird.com" % uuid4().upper())


def v_channeltalk():
    ak = hx(24)
    sk = hx(32)
    return V("Channel Talk", "kr", "open API access key and secret", "Open API access key/secret",
             [("CHANNEL_ACCESS_KEY", ak, True), ("CHANNEL_ACCESS_SECRET", sk, True)],
             [("x-access-key", ak), ("x-access-secret", sk)], "api.channel.io")


def v_naver_searchad():
    return V("네이버 검색광고 API", "kr", "access license and secret key", "액세스라이선스/비밀키",
             [("SEARCHAD_CUSTOMER_ID", digits(7), False), ("SEARCHAD_API_KEY", "01000000" + hx(64), True),
              ("SEARCHAD_SECRET_KEY", b64(rbytes(33)), True)])


def v_nicepay():
    return V("NICEPAY", "kr", "client key and secret key", "클라이언트 키/시크릿 키",
             [("NICEPAY_CLIENT_KEY", "R2_" + hx(32), False), ("NICEPAY_SECRET_KEY", hx(32), True)])


def v_kakaowork():
    t = hx(8) + "." + hx(32)
    return V("Kakao Work", "kr", "bot app key", "봇 앱 키", [("KAKAOWORK_BOT_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.kakaowork.com")


# --- Japanese vendors ------------------------------------------------------
def v_line_msg():
    tok = b64(rbytes(rint(126, 129))).rstrip("=") + "="
    return V("LINE Messaging API", "jp", "channel access token and channel secret", "채널 액세스 토큰/채널 시크릿",
             [("LINE_CHANNEL_ACCESS_TOKEN", tok, True), ("LINE_CHANNEL_SECRET", hx(32), True)],
             [("Authorization", "Bearer " + tok)], "api.line.me")


def v_line_notify():
    t = rs(ALNUM, 43)
    return V("LINE Notify", "jp", "personal access token", "액세스 토큰", [("LINE_NOTIFY_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "notify-api.line.me")


def v_chatwork():
    t = hx(32)
    return V("Chatwork", "jp", "API token", "API 토큰", [("CHATWORK_API_TOKEN", t, True)],
             [("X-ChatWorkToken", t)], "api.chatwork.com")


def v_payjp():
    k = pick(["sk_live_", "sk_test_"]) + hx(24)
    return V("PAY.JP", "jp", "secret key", "시크릿 키", [("PAYJP_SECRET_KEY", k, True)],
             [("Authorization", "Basic " + b64(k + ":"))], "api.pay.jp", [b64(k + ":")])


def v_backlog():
    return V("Backlog (Nulab)", "jp", "API key", "API 키",
             [("BACKLOG_SPACE", pick(WORDS) + ".backlog.jp", False), ("BACKLOG_API_KEY", rs(ALNUM, 64), True)])


def v_sakura():
    return V("さくらのクラウド", "jp", "API access token and secret", "API 액세스 토큰/시크릿",
             [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)])


def v_kintone():
    t = rs(ALNUM, 40)
    return V("kintone (Cybozu)", "jp", "app API token", "앱 API 토큰", [("KINTONE_API_TOKEN", t, True)],
             [("X-Cybozu-API-Token", t)], pick(WORDS) + ".cybozu.com")


def v_treasuredata():
    t = digits(rint(4, 5)) + "/" + hx(40)
    return V("Treasure Data", "jp", "master API key", "마스터 API 키", [("TD_API_KEY", t, True)],
             [("Authorization", "TD1 " + t)], "api.treasuredata.co.jp")


def v_freee():
    t = rs(B64URL, 43)
    return V("freee", "jp", "OAuth access token", "OAuth 액세스 토큰", [("FREEE_ACCESS_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.freee.co.jp")


# --- Chinese vendors -------------------------------------------------------
def v_aliyun():
    return V("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey 페어",
             [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, rint(16, 20)), True),
              ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])


def v_tencent():
    return V("Tencent Cloud", "cn", "SecretId / SecretKey", "SecretId/SecretKey",
             [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
              ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])


def v_baidu():
    return V("Baidu AI Cloud", "cn", "AK/SK", "AK/SK",
             [("BCE_ACCESS_KEY_ID", hx(32), True), ("BCE_SECRET_ACCESS_KEY", hx(32), True)])


def v_huawei():
    return V("Huawei Cloud", "cn", "AK/SK", "AK/SK",
             [("HUAWEICLOUD_SDK_AK", rs(ALNUM_UP, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])


def v_wechat():
    return V("WeChat Official Accounts", "cn", "AppSecret", "AppSecret",
             [("WECHAT_APPID", "wx" + hx(16), False), ("WECHAT_APPSECRET", hx(32), True)])


def v_feishu():
    return V("Feishu / Lark", "cn", "app secret", "app secret",
             [("FEISHU_APP_ID", "cli_" + hx(16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])


def v_qiniu():
    return V("Qiniu Kodo", "cn", "AccessKey/SecretKey", "AK/SK",
             [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])


def v_volc():
    return V("Volcengine", "cn", "AccessKey", "AccessKey",
             [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 43), True), ("VOLC_SECRETKEY", b64(rbytes(42)), True)])


def v_deepseek():
    t = "sk-" + hx(32)
    return V("DeepSeek", "cn", "API key", "API 키", [("DEEPSEEK_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.deepseek.com")


def v_moonshot():
    t = "sk-" + rs(ALNUM, 48)
    return V("Moonshot AI (Kimi)", "cn", "API key", "API 키", [("MOONSHOT_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.moonshot.cn")


def v_zhipu():
    t = hx(32) + "." + rs(ALNUM, 16)
    return V("Zhipu AI", "cn", "API key", "API 키", [("ZHIPUAI_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "open.bigmodel.cn")


def v_dashscope():
    t = "sk-" + hx(32)
    return V("Alibaba DashScope (Qwen)", "cn", "API key", "API 키", [("DASHSCOPE_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "dashscope.aliyuncs.com")


# --- European vendors ------------------------------------------------------
def v_mollie():
    t = pick(["live_", "test_"]) + rs(ALNUM, 30)
    return V("Mollie", "eu", "API key", "API 키", [("MOLLIE_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.mollie.com")


def v_adyen():
    t = "AQE" + rs(B64, rint(60, 80)) + "=-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>()[]~,", 16)
    return V("Adyen", "eu", "API key", "API 키", [("ADYEN_API_KEY", t, True),
             ("ADYEN_MERCHANT_ACCOUNT", pick(WORDS).capitalize() + "ECOM", False)],
             [("X-API-Key", t)], "checkout-test.adyen.com")


def v_gocardless():
    t = "live_" + rs(B64URL, 40)
    return V("GoCardless", "eu", "access token", "액세스 토큰", [("GOCARDLESS_ACCESS_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.gocardless.com")


def v_klarna():
    user = "K" + digits(6) + "_" + hx(12)
    pw = rs(ALNUM, 16)
    blob = b64(user + ":" + pw)
    return V("Klarna", "eu", "API credentials", "API 자격 증명",
             [("KLARNA_USERNAME", user, False), ("KLARNA_PASSWORD", pw, True)],
             [("Authorization", "Basic " + blob)], "api.klarna.com", [blob])


def v_hetzner():
    t = rs(ALNUM, 64)
    return V("Hetzner Cloud", "eu", "API token", "API 토큰", [("HCLOUD_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.hetzner.cloud")


def v_scaleway():
    return V("Scaleway", "eu", "API key", "API 키",
             [("SCW_ACCESS_KEY", "SCW" + rs(ALNUM_UP, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
              ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)])


def v_ovh():
    return V("OVHcloud", "eu", "application key/secret and consumer key", "application key/secret, consumer key",
             [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", rs(ALNUM, 16), True),
              ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True), ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])


def v_brevo():
    t = "xkeysib-" + hx(64) + "-" + rs(ALNUM, 16)
    return V("Brevo (Sendinblue)", "eu", "API key", "API 키", [("BREVO_API_KEY", t, True)],
             [("api-key", t)], "api.brevo.com")


def v_mailjet():
    k, s = hx(32), hx(32)
    return V("Mailjet", "eu", "API key and secret key", "API 키/시크릿 키",
             [("MJ_APIKEY_PUBLIC", k, True), ("MJ_APIKEY_PRIVATE", s, True)],
             [("Authorization", "Basic " + b64(k + ":" + s))], "api.mailjet.com", [b64(k + ":" + s)])


def v_pipedrive():
    t = hx(40)
    return V("Pipedrive", "eu", "API token", "API 토큰", [("PIPEDRIVE_API_TOKEN", t, True)],
             [("x-api-token", t)], "api.pipedrive.com")


def v_yandex():
    t = pick(["AQVN" + rs(B64URL, 36), "y0_" + rs(B64URL, 55)])
    return V("Yandex Cloud", "eu", "API key", "API 키", [("YC_API_KEY", t, True)],
             [("Authorization", "Api-Key " + t)], "llm.api.cloud.yandex.net")


def v_deepl():
    t = uuid4() + pick([":fx", ""])
    return V("DeepL", "eu", "API authentication key", "인증 키", [("DEEPL_AUTH_KEY", t, True)],
             [("Authorization", "DeepL-Auth-Key " + t)], "api-free.deepl.com" if t.endswith(":fx") else "api.deepl.com")


def v_infobip():
    t = hx(32) + "-" + uuid4()
    return V("Infobip", "eu", "API key", "API 키", [("INFOBIP_API_KEY", t, True)],
             [("Authorization", "App " + t)], "%s.api.infobip.com" % rs(ALNUM_LO, 6))


def v_bird():
    t = pick(["live_", "test_"]) + rs(ALNUM, 25)
    return V("MessageBird", "eu", "access key", "access key", [("MESSAGEBIRD_ACCESS_KEY", t, True)],
             [("Authorization", "AccessKey " + t)], "rest.messagebird.com")


def v_paddle():
    t = "pdl_live_apikey_01" + rs(ALNUM_LO, 24) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3)
    return V("Paddle", "eu", "API key", "API 키", [("PADDLE_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.paddle.com")


def v_wise():
    t = uuid4()
    return V("Wise", "eu", "personal API token", "개인 API 토큰", [("WISE_API_TOKEN", t, True)],
             [("Authorization", "Bearer " + t)], "api.transferwise.com")


def v_sumup():
    t = "sup_sk_" + rs(ALNUM, 32)
    return V("SumUp", "eu", "secret API key", "시크릿 API 키", [("SUMUP_API_KEY", t, True)],
             [("Authorization", "Bearer " + t)], "api.sumup.com")


def v_vonage():
    return V("Vonage", "eu", "API key and secret", "API 키/시크릿",
             [("VONAGE_API_KEY", hx(8), True), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])


VENDOR_FUNCS = [
    v_aws, v_aws_sts, v_github, v_github_fg, v_gitlab, v_gitlab_trigger, v_slack_bot, v_slack_user,
    v_slack_app, v_stripe, v_stripe_whsec, v_google_api, v_google_oauth, v_google_refresh,
    v_openai, v_anthropic, v_twilio, v_sendgrid, v_mailgun, v_npm, v_pypi, v_dockerhub, v_hf,
    v_shopify, v_digitalocean, v_atlassian, v_azure_storage, v_azure_ad, v_discord, v_telegram,
    v_datadog, v_newrelic, v_sentry_token, v_cloudflare, v_cloudflare_global, v_vault, v_tfc,
    v_postman, v_linear, v_notion, v_figma, v_doppler, v_grafana, v_supabase, v_supabase_pat,
    v_mapbox_secret, v_okta, v_databricks, v_pulumi, v_fly, v_netlify, v_vercel, v_airtable,
    v_square, v_braintree, v_meta, v_replicate, v_groq, v_perplexity, v_buildkite, v_circleci,
    v_bitbucket, v_age, v_dropbox, v_contentful, v_dynatrace, v_prefect, v_sourcegraph,
    v_rubygems, v_nuget, v_tailscale, v_1password, v_algolia, v_mongo_atlas, v_snyk, v_heroku,
    v_pagerduty, v_cohere, v_mistral, v_elastic, v_confluent, v_auth0, v_launchdarkly,
    v_posthog, v_clerk, v_resend, v_planetscale, v_render, v_ngrok, v_cloudinary, v_spotify,
    v_naver_openapi, v_ncp, v_kakao_rest, v_kakao_admin, v_kakaopay, v_toss, v_portone,
    v_iamport, v_solapi, v_datagokr, v_upbit, v_bithumb, v_kis, v_nhn, v_sendbird,
    v_channeltalk, v_naver_searchad, v_nicepay, v_kakaowork,
    v_line_msg, v_line_notify, v_chatwork, v_payjp, v_backlog, v_sakura, v_kintone,
    v_treasuredata, v_freee,
    v_aliyun, v_tencent, v_baidu, v_huawei, v_wechat, v_feishu, v_qiniu, v_volc, v_deepseek,
    v_moonshot, v_zhipu, v_dashscope,
    v_mollie, v_adyen, v_gocardless, v_klarna, v_hetzner, v_scaleway, v_ovh, v_brevo,
    v_mailjet, v_pipedrive, v_yandex, v_deepl, v_infobip, v_bird, v_paddle, v_wise, v_sumup,
    v_vonage,
]


def item_secrets(item):
    """secret substrings carried by one (KEY, value, flag) item"""
    key, val, flag = item
    if flag is True:
        return [val]
    if isinstance(flag, str):
        return [flag]
    return []


# ---------------------------------------------------------------------------
# non-vendor secret material: private keys, MFA material, Wi-Fi, cookies, URLs
# ---------------------------------------------------------------------------
class Retry(Exception):
    """raised when a candidate cannot be rendered faithfully; the note is regenerated"""


def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def _ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def pem_lines(b64text, width=64):
    return [b64text[i:i + width] for i in range(0, len(b64text), width)]


def make_private_key(kind=None):
    """returns (pem_text, body_lines, kind_label); the body is random, the DER framing real"""
    kind = kind or pick(["ec", "ec_pkcs8", "ed25519_pkcs8", "openssh", "openssh", "rsa_trunc",
                         "rsa_pkcs8_trunc"])
    if kind == "ec":
        der = (bytes.fromhex("307702010104") + b"\x20" + rbytes(32) +
               bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
        head, label = "EC PRIVATE KEY", "EC P-256 (SEC1)"
        body = pem_lines(b64(der))
    elif kind == "ec_pkcs8":
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
               + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
        head, label = "PRIVATE KEY", "EC P-256 (PKCS#8)"
        body = pem_lines(b64(der))
    elif kind == "ed25519_pkcs8":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        head, label = "PRIVATE KEY", "Ed25519 (PKCS#8)"
        body = pem_lines(b64(der))
    elif kind == "openssh":
        pub = rbytes(32)
        priv = rbytes(32) + pub
        comment = pick(USERS) + "@" + pick(HOSTPFX + ["macbook", "laptop", "ci-runner"])
        pubblob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
        chk = rbytes(4)
        sec = chk + chk + _ssh_str("ssh-ed25519") + _ssh_str(pub) + _ssh_str(priv) + _ssh_str(comment)
        i = 1
        while len(sec) % 8:
            sec += bytes([i])
            i += 1
        blob = (b"openssh-key-v1\x00" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"") +
                (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(sec))
        head, label = "OPENSSH PRIVATE KEY", "OpenSSH ed25519"
        body = pem_lines(b64(blob), 70)
    elif kind == "rsa_trunc":
        der = bytes.fromhex("308204a40201000282010100") + rbytes(rint(600, 900))
        head, label = "RSA PRIVATE KEY", "RSA 2048 (PKCS#1, partial paste)"
        body = pem_lines(b64(der))[:rint(3, 5)]
    else:
        der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + rbytes(rint(600, 900))
        head, label = "PRIVATE KEY", "RSA 2048 (PKCS#8, partial paste)"
        body = pem_lines(b64(der))[:rint(3, 5)]
    if any(len(x) < 8 for x in body):
        raise Retry("short pem line")
    lines = ["-----BEGIN %s-----" % head] + body
    if kind.endswith("trunc"):
        lines.append(pick(["...", "…(truncated)…", "[... %d more lines ...]" % rint(18, 22)]))
    lines.append("-----END %s-----" % head)
    return "\n".join(lines), body, label


def totp_secret():
    n = pick([16, 32, 32, 26])
    s = rs(B32, n)
    if chance(0.3):
        s = " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower()
    return s


def recovery_codes(style=None):
    style = style or pick(["github", "google", "microsoft", "generic", "bitwarden"])
    if style == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(4, 8))]
    elif style == "google":
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(4, 8))]
    elif style == "microsoft":
        codes = ["-".join(rs(ALNUM_UP, 5) for _ in range(5)) for _ in range(1)]
    elif style == "bitwarden":
        codes = [rs(ALNUM_LO, 32)]
    else:
        codes = ["%s-%s-%s" % (rs(ALNUM_LO, 4), rs(ALNUM_LO, 4), rs(ALNUM_LO, 4)) for _ in range(rint(4, 6))]
    return style, codes


def onepassword_secret_key():
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_UP, 6), rs(ALNUM_UP, 6), rs(ALNUM_UP, 5),
                                     rs(ALNUM_UP, 5), rs(ALNUM_UP, 5), rs(ALNUM_UP, 5))


def bitlocker_key():
    return "-".join("%06d" % (rint(0, 65535) * 11) for _ in range(8))


def wifi_pass(lang):
    k = rint(0, 4)
    if k == 0:
        return pw_passphrase()
    if k == 1:
        return pw_human()
    if k == 2:
        return pw_kbd_korean() if lang == "ko" else rmix(ALNUM, rint(12, 20))
    if k == 3:
        return rmix(ALNUM, rint(10, 16))
    return pick(WORDS) + pick(["", "-", "_"]) + digits(rint(4, 8), False)


def cookie_pair():
    k = rint(0, 7)
    if k == 0:
        return "sessionid", rs(ALNUM_LO, 32)
    if k == 1:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    if k == 2:
        return "_gitlab_session", hx(32)
    if k == 3:
        return "JSESSIONID", rs(HEXU, 32)
    if k == 4:
        return "PHPSESSID", rs(ALNUM_LO, 26)
    if k == 5:
        return "__Secure-next-auth.session-token", ("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." +
                                                    rs(B64URL, 16) + "." + rs(B64URL, rint(150, 260)) + "." + rs(B64URL, 22))
    if k == 6:
        return "laravel_session", b64(jdump({"iv": b64(rbytes(16)), "value": b64(rbytes(rint(90, 140))),
                                             "mac": hx(64), "tag": ""}))
    return "_session_id", hx(32)


def wireguard_key():
    return b64(rbytes(32))


def ascii_only(s):
    return all(ord(c) < 128 for c in s)


# ---------------------------------------------------------------------------
# quoting helpers: every helper either writes the value verbatim or raises Retry
# ---------------------------------------------------------------------------
SAFE_PLAIN = ALNUM + "._/+=-:@"


def is_plain(v):
    return bool(v) and all(c in SAFE_PLAIN for c in v) and v[0] not in "-:@=" and any(c in UP + LO for c in v)


def q_yaml(v, force=False):
    if v == "":
        return '""'
    if not force and is_plain(v) and ": " not in v and chance(0.6):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if '"' not in v and "\\" not in v:
        return '"' + v + '"'
    raise Retry("yaml quote")


def q_json(v):
    s = json.dumps(v, ensure_ascii=False)
    if s[1:-1] != v:
        raise Retry("json escape")
    return s


def q_dq(v, bad=""):
    """double-quoted literal for C-like languages"""
    if '"' in v or "\\" in v or any(c in v for c in bad):
        raise Retry("dq")
    return '"' + v + '"'


def q_sq(v):
    if "'" in v or "\\" in v:
        raise Retry("sq")
    return "'" + v + "'"


def q_sh(v):
    if all(c in ALNUM + "._/+=-:@,%" for c in v) and chance(0.5):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if all(c not in v for c in '"$`\\!'):
        return '"' + v + '"'
    raise Retry("sh")


def q_env(v):
    if all(c in ALNUM + "._/+=-:@,%" for c in v) and chance(0.7):
        return v
    if all(c not in v for c in '"$\\`'):
        return '"' + v + '"'
    if "'" not in v:
        return "'" + v + "'"
    raise Retry("env")


def q_toml(v):
    if '"' not in v and "\\" not in v:
        return '"' + v + '"'
    if "'" not in v:
        return "'" + v + "'"
    raise Retry("toml")


def q_xml(v):
    if any(c in v for c in '&<>"'):
        raise Retry("xml")
    return v


def q_props(v):
    if "\\" in v or v[:1] in (" ", "#", "!"):
        raise Retry("props")
    return v


def k_lower(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_dot(k):
    return k.lower().replace("_", ".")


def k_kebab(k):
    return k.lower().replace("_", "-")


def k_pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


# ---------------------------------------------------------------------------
# containers for (KEY, value) pairs
# each returns (snippet, container_en, container_ko, file_name, fence_hint)
# ---------------------------------------------------------------------------
def c_dotenv(pairs):
    f = pick([".env", ".env.local", ".env.staging", ".env.production", "config/.env", "deploy/.env.prod",
              ".env.development"])
    lines = []
    if chance(0.4):
        lines.append(pick(["# %s" % svc(), "# generated %s" % date_s(), "NODE_ENV=production",
                           "LOG_LEVEL=info", "PORT=%d" % rint(3000, 9000)]))
    lines += ["%s=%s" % (k, q_env(v)) for k, v in pairs]
    if chance(0.3):
        lines.append(pick(["DEBUG=false", "TZ=Asia/Seoul", "SENTRY_ENVIRONMENT=%s" % pick(ENVS)]))
    return "\n".join(lines), "the .env file", ".env 파일", f, "dotenv"


def c_export(pairs):
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "deploy/vars.sh", "~/.profile", ".envrc"])
    lines = ["export %s=%s" % (k, q_sh(v)) for k, v in pairs]
    if chance(0.3):
        lines.insert(0, pick(["#!/usr/bin/env bash", "set -euo pipefail", "# direnv"]))
    return "\n".join(lines), "the shell exports", "셸 export 설정", f, "bash"


def c_yaml(pairs):
    f = pick(["config/application.yml", "values.yaml", "config.yaml", "settings/%s.yaml" % pick(ENVS),
              "helm/values-%s.yaml" % pick(ENVS), "conf/app.yml"])
    style = rint(0, 2)
    sect = pick(["credentials", "integrations", "secrets", "auth", "external", "providers"])
    if style == 0:
        lines = ["%s:" % sect] + ["  %s: %s" % (k_lower(k), q_yaml(v)) for k, v in pairs]
    elif style == 1:
        lines = ["%s:" % pick(["app", "service", "server"]), "  %s:" % sect] + \
                ["    %s: %s" % (k_camel(k), q_yaml(v)) for k, v in pairs]
    else:
        lines = ["%s: %s" % (k_lower(k), q_yaml(v)) for k, v in pairs]
    return "\n".join(lines), "the YAML config", "YAML 설정", f, "yaml"


def c_json(pairs):
    f = pick(["appsettings.json", "config/secrets.json", "local.settings.json", "config.json",
              ".vscode/launch.json", "serverless.env.json"])
    style = rint(0, 2)
    body = ",\n".join('    %s: %s' % (q_json(k_camel(k) if style == 1 else k), q_json(v)) for k, v in pairs)
    if style == 2:
        snip = '{\n  "IsEncrypted": false,\n  "Values": {\n%s\n  }\n}' % body.replace("\n    ", "\n    ")
    else:
        snip = "{\n%s\n}" % body.replace("    ", "  ", len(pairs))
    return snip, "the JSON config", "JSON 설정", f, "json"


def c_toml(pairs):
    f = pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "Cargo config", "pyproject.toml",
              "netlify.toml"])
    sect = pick(["secrets", "api", "env", "tool.app", "credentials"])
    lines = ["[%s]" % sect] + ["%s = %s" % (k_lower(k), q_toml(v)) for k, v in pairs]
    return "\n".join(lines), "the TOML file", "TOML 파일", f, "toml"


def c_ini(pairs):
    f = pick(["config.ini", "settings.cfg", "app.conf", "setup.cfg", "~/.aws/credentials", "local.ini"])
    sect = pick(["default", "production", "api", "credentials", pick(ENVS)])
    sep = pick([" = ", "=", ": "])
    lines = ["[%s]" % sect] + ["%s%s%s" % (k_lower(k), sep, v) for k, v in pairs]
    return "\n".join(lines), "the INI file", "INI 파일", f, "ini"


def c_props(pairs):
    f = pick(["application.properties", "application-%s.properties" % pick(ENVS), "gradle.properties",
              "config/app.properties", "local.properties"])
    pre = pick(["app.", "integration.", "spring.cloud.", "", "ext."])
    lines = ["%s%s=%s" % (pre, k_dot(k), q_props(v)) for k, v in pairs]
    if chance(0.4):
        lines.insert(0, pick(["server.port=8080", "spring.profiles.active=%s" % pick(ENVS),
                              "logging.level.root=INFO"]))
    return "\n".join(lines), "the properties file", "properties 파일", f, "properties"


def c_xml(pairs):
    style = rint(0, 2)
    if style == 0:
        f = pick(["web.config", "App.config"])
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k_pascal(k), q_xml(v)) for k, v in pairs] + ["</appSettings>"]
    elif style == 1:
        f = pick(["~/.m2/settings.xml", "settings.xml"])
        lines = ["<properties>"] + ["  <%s>%s</%s>" % (k_dot(k), q_xml(v), k_dot(k)) for k, v in pairs] + ["</properties>"]
    else:
        f = pick(["src/main/resources/config.xml", "conf/context.xml"])
        lines = ["<config>"] + ['  <entry name="%s">%s</entry>' % (k_camel(k), q_xml(v)) for k, v in pairs] + ["</config>"]
    return "\n".join(lines), "the XML config", "XML 설정", f, "xml"


def c_k8s_string(pairs):
    name = svc() + pick(["-secrets", "-env", "-creds"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name,
             "  namespace: %s" % pick(ENVS + TEAMS), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, q_yaml(v)) for k, v in pairs]
    return "\n".join(lines), "the Kubernetes Secret manifest", "Kubernetes Secret 매니페스트", "k8s/%s.yaml" % name, "yaml"


def c_k8s_env(pairs):
    sv = svc()
    lines = ["      containers:", "        - name: %s" % sv,
             "          image: registry.%s/%s:%d.%d.%d" % (pick(DOMAINS), sv, rint(1, 4), rint(0, 20), rint(0, 9)),
             "          env:"]
    for k, v in pairs:
        lines += ["            - name: %s" % k, "              value: %s" % q_yaml(v, force=True)]
    return "\n".join(lines), "the Deployment manifest", "Deployment 매니페스트", "k8s/%s-deployment.yaml" % sv, "yaml"


def c_compose(pairs):
    sv = svc()
    lines = ["services:", "  %s:" % sv, "    image: %s:latest" % sv, "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) if is_plain(v) else "      - \"%s=%s\"" % (k, q_dq(v)[1:-1]) for k, v in pairs]
    else:
        lines += ["      %s: %s" % (k, q_yaml(v)) for k, v in pairs]
    return "\n".join(lines), "docker-compose.yml", "docker-compose.yml", "docker-compose.yml", "yaml"


def c_dockerfile(pairs):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, q_sh(v)) for k, v in pairs]
    lines.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci --omit=dev", "COPY . /app",
                       "WORKDIR /app"]))
    return "\n".join(lines), "the Dockerfile", "Dockerfile", "Dockerfile", "dockerfile"


def c_gha(pairs):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, q_yaml(v)) for k, v in pairs]
    lines += ["    steps:", "      - uses: actions/checkout@v4"]
    return "\n".join(lines), "the GitHub Actions workflow", "GitHub Actions 워크플로", ".github/workflows/%s.yml" % pick(["deploy", "release", "ci", "nightly"]), "yaml"


def c_gitlab(pairs):
    lines = ["variables:"] + ["  %s: %s" % (k, q_yaml(v, force=True)) for k, v in pairs]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", ".gitlab-ci.yml", ".gitlab-ci.yml", "yaml"


def c_terraform(pairs):
    style = rint(0, 1)
    if style == 0:
        f = pick(["terraform.tfvars", "%s.auto.tfvars" % pick(ENVS)])
        lines = ["%s = %s" % (k_lower(k), q_dq(v, "$")) for k, v in pairs]
    else:
        f = pick(["variables.tf", "main.tf"])
        lines = []
        for k, v in pairs:
            lines += ['variable "%s" {' % k_lower(k), "  type      = string",
                      "  default   = %s" % q_dq(v, "$"), "  sensitive = true", "}"]
    return "\n".join(lines), "the Terraform variables", "Terraform 변수", f, "hcl"


def c_systemd(pairs):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, q_dq(v, "%$")[1:-1]) for k, v in pairs]
    lines.append("ExecStart=/opt/%s/bin/run" % svc())
    return "\n".join(lines), "the systemd unit", "systemd 유닛 파일", "/etc/systemd/system/%s.service" % svc(), "ini"


def c_powershell(pairs):
    lines = ["$env:%s = %s" % (k, q_sq(v) if chance(0.6) else q_dq(v, "$`")) for k, v in pairs]
    return "\n".join(lines), "the PowerShell profile", "PowerShell 프로필", "profile.ps1", "powershell"


def c_cmd(pairs):
    lines = ["set %s=%s" % (k, v) for k, v in pairs if all(c not in v for c in "%^&|<> \"")]
    if len(lines) != len(pairs):
        raise Retry("cmd")
    return "\n".join(lines), "the batch file", "배치 파일", "setenv.bat", "bat"


def c_code(pairs, lang=None):
    lang = lang or pick(["python", "js", "ts", "go", "java", "kotlin", "ruby", "php", "rust", "csharp", "swift"])
    L = []
    if lang == "python":
        st = rint(0, 2)
        if st == 0:
            L = ["%s = %s" % (k, q_dq(v)) for k, v in pairs]
        elif st == 1:
            L = ["os.environ.setdefault(%s, %s)" % (q_dq(k), q_dq(v)) for k, v in pairs]
        else:
            L = ["SETTINGS = {"] + ["    %s: %s," % (q_dq(k_lower(k)), q_dq(v)) for k, v in pairs] + ["}"]
        f = pick(["settings.py", "config.py", "scripts/sync.py", "app/clients.py"])
    elif lang in ("js", "ts"):
        st = rint(0, 1)
        if st == 0:
            L = ["const %s = %s;" % (k_camel(k), q_dq(v)) for k, v in pairs]
        else:
            L = ["export const config = {"] + ["  %s: process.env.%s ?? %s," % (k_camel(k), k, q_sq(v)) for k, v in pairs] + ["};"]
        f = pick(["src/config.%s" % lang, "lib/client.%s" % lang, "scripts/seed.%s" % lang])
    elif lang == "go":
        L = ["const ("] + ["\t%s = %s" % (k_camel(k), q_dq(v)) for k, v in pairs] + [")"]
        f = pick(["internal/config/config.go", "cmd/worker/main.go"])
    elif lang == "java":
        L = ["private static final String %s = %s;" % (k, q_dq(v)) for k, v in pairs]
        f = pick(["src/main/java/com/acme/Config.java", "ApiClient.java"])
    elif lang == "kotlin":
        L = ["const val %s = %s" % (k, q_dq(v, "$")) for k, v in pairs]
        f = pick(["Config.kt", "app/src/main/java/Secrets.kt"])
    elif lang == "ruby":
        L = ["ENV[%s] ||= %s" % (q_sq(k), q_sq(v)) for k, v in pairs]
        f = pick(["config/initializers/clients.rb", "lib/tasks/sync.rake"])
    elif lang == "php":
        L = ["return ["] + ["    %s => %s," % (q_sq(k_lower(k)), q_sq(v)) for k, v in pairs] + ["];"]
        f = pick(["config/services.php", "wp-config.php"])
    elif lang == "rust":
        L = ["const %s: &str = %s;" % (k, q_dq(v)) for k, v in pairs]
        f = pick(["src/config.rs", "src/main.rs"])
    elif lang == "csharp":
        L = ["private const string %s = %s;" % (k_pascal(k), q_dq(v)) for k, v in pairs]
        f = pick(["Services/ApiClient.cs", "Program.cs"])
    else:
        L = ["static let %s = %s" % (k_camel(k), q_dq(v)) for k, v in pairs]
        f = pick(["Sources/App/Secrets.swift", "Config.swift"])
    names = {"python": "Python", "js": "JavaScript", "ts": "TypeScript", "go": "Go", "java": "Java",
             "kotlin": "Kotlin", "ruby": "Ruby", "php": "PHP", "rust": "Rust", "csharp": "C#", "swift": "Swift"}
    hint = {"js": "javascript", "ts": "typescript", "csharp": "csharp"}.get(lang, lang)
    return "\n".join(L), "the %s code" % names[lang], "%s 코드" % names[lang], f, hint


CONTAINERS = [c_dotenv, c_export, c_yaml, c_json, c_toml, c_ini, c_props, c_xml, c_k8s_string,
              c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_terraform, c_systemd,
              c_powershell, c_cmd, c_code, c_code, c_code, c_code, c_code]


def k8s_data_secret(pairs):
    """Kubernetes Secret with base64 data: the listed secret becomes the base64 text"""
    name = svc() + "-secret"
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name, "type: Opaque", "data:"]
    enc = []
    for k, v in pairs:
        e = b64(v)
        enc.append(e)
        lines.append("  %s: %s" % (k, e))
    return "\n".join(lines), enc, "k8s/%s.yaml" % name


def fence(snippet, hint=""):
    k = rint(0, 9)
    if k <= 5:
        return "```%s\n%s\n```" % (hint if chance(0.7) else "", snippet)
    if k <= 7:
        return "\n".join("    " + ln for ln in snippet.split("\n"))
    return snippet


# ---------------------------------------------------------------------------
# prose assembly
# ---------------------------------------------------------------------------
class SafeDict(dict):
    def __missing__(self, key):
        raise KeyError("template slot %r not filled" % key)


_JOSA_PAIR = {"은": "은/는", "는": "은/는", "이": "이/가", "가": "이/가", "을": "을/를", "를": "을/를"}


def fmt(t, slots):
    """format a template; a Korean particle written right after a slot ({x}를) is corrected to fit the value"""
    def sub_j(m):
        val = str(slots[m.group(1)])
        return josa(val, _JOSA_PAIR[m.group(2)]).replace("{", "{{").replace("}", "}}")
    t2 = re.sub(r"\{(\w+)\}(은|는|이|가|을|를)(?![가-힣])", sub_j, t)
    return t2.format_map(SafeDict(slots))


def choose(pool, lang, slots):
    """pool: {"en": [...], "ko": [...]} -> one formatted sentence"""
    return fmt(pick(pool[lang]), slots)


CTX = {}


def new_context():
    """per-note context so that the prose and the pasted snippet talk about the same service"""
    CTX.clear()
    CTX["svc"] = pick(SERVICES)
    CTX["env"] = pick(ENVS)
    CTX["db"] = pick(DBNAMES)
    CTX["user"] = pick(USERS)
    CTX["host"] = pick(HOSTPFX) + "." + pick(DOMAINS)


def svc():
    return CTX.get("svc") or pick(SERVICES)


_LATIN_CONS_UP = "LMNR"


def has_batchim(word):
    w = word.rstrip("`'\")]} ")
    if not w:
        return False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if ch.isdigit():
        return ch in "01368"
    if ch.isupper():
        return ch in _LATIN_CONS_UP
    low = w.lower()
    return low.endswith(("ing", "ck", "m", "n", "l", "t", "k", "p", "g"))


def josa(word, pair):
    """pair like "이/가", "은/는", "을/를", "과/와", "으로/로" -> word + right particle"""
    a, b = pair.split("/")
    if pair == "으로/로":
        w = word.rstrip("`'\")]} ")
        code = ord(w[-1]) - 0xAC00 if w else -1
        if 0 <= code < 11172 and code % 28 == 8:   # final ㄹ takes 로
            return word + b
    return word + (a if has_batchim(word) else b)


def base_slots(lang):
    env = CTX.get("env") or pick(ENVS)
    return {"svc": svc(),
            "env": env if lang == "en" else pick([env, ENV_KO[env]]),
            "person": pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO),
            "team": pick(TEAMS), "date": date_s(), "host": CTX.get("host") or _h(),
            "user": CTX.get("user") or pick(USERS), "db": CTX.get("db") or pick(DBNAMES)}


LEAD_MC = {
    "en": ["The user pasted:", "From the user's `{file}`:", "Current {cname}:", "This is what was in `{file}`:",
           "Pasted by {person}:", "Snippet the user shared:", "What `{file}` looked like:", "Relevant part:",
           "For reference:", "{person} sent this:"],
    "ko": ["사용자가 붙여준 내용:", "`{file}` 내용:", "현재 {cname_ko}:", "공유받은 설정:", "사용자가 보낸 스니펫:",
           "{person}님이 보내준 내용:", "참고용으로 붙여둠:", "해당 부분:"],
}
LEAD_MC_GENERIC = {
    "en": ["The user pasted:", "Pasted by {person}:", "Snippet the user shared:", "Relevant part:",
           "For reference:", "{person} sent this:", "Excerpt:"],
    "ko": ["사용자가 붙여준 내용:", "사용자가 보낸 스니펫:", "{person}님이 보내준 내용:", "참고용으로 붙여둠:", "해당 부분:", "발췌:"],
}
LEAD_BY_MODE = {
    "request": {"en": ["The call that finally succeeded:", "Request that works:", "Reproduce with:"],
                "ko": ["성공한 호출:", "재현용 요청:", "동작하는 요청:"]},
    "log": {"en": ["The log that exposed it:", "Log excerpt for reference:", "Lines from the failing run:"],
            "ko": ["문제의 로그:", "참고용 로그 발췌:", "실패한 실행의 로그:"]},
    "diff": {"en": ["The hunk in question:", "Offending change:", "What the commit did:"],
             "ko": ["문제의 변경분:", "해당 hunk:", "커밋 내용:"]},
    "chat": {"en": ["The message with the value:", "Chat excerpt:", "From the thread:"],
             "ko": ["값이 들어있던 메시지:", "채팅 발췌:", "스레드 내용:"]},
    "clean_log": {"en": ["Output:", "Log excerpt:", "Lines from the run:", "What the tool printed:"],
                  "ko": ["출력:", "로그 발췌:", "실행 결과:", "도구 출력:"]},
}
AFTER_GENERIC = {
    "en": ["^ pasted by {person}; I had not known this was the live {env} credential.",
           "^ this is what the user sent; nobody had told me it was the real value.",
           "(shared by {person} while debugging {svc})"],
    "ko": ["↑ {person}님이 붙여준 것. 이게 실제 {env} 자격 증명인 줄 몰랐음.",
           "↑ 사용자가 보낸 내용. 실제 값이라는 얘기를 못 들었음.",
           "({svc} 디버깅 중 {person}님이 공유함)"],
}
LEAD_LESSON = {
    "en": ["Working version:", "Final config that passed the smoke test:", "Fixed `{file}`:",
           "This is what made it work:", "Confirmed working:", "Keep this shape:"],
    "ko": ["동작 확인된 설정:", "최종 `{file}`:", "수정 후 값:", "이렇게 바꾸니 됨:", "스모크 테스트 통과한 버전:"],
}
AFTER_SNIP = {
    "en": ["^ pasted by {person} from `{file}`; I had not known {svc} reads these at boot.",
           "^ that is the {cname} the user had locally. I didn't know it was the source of truth for {env}.",
           "(from `{file}`) I was missing that these values are not in the secret store yet.",
           "^ this was the only copy of the values; nobody had told me where they came from."],
    "ko": ["↑ {person}님이 `{file}`에서 복사해 준 내용. {svc} 서비스가 부팅 시 이 값을 읽는다는 걸 몰랐음.",
           "↑ 사용자 로컬의 {cname_ko}. 이게 {env} 기준값이라는 걸 몰랐음.",
           "(`{file}`에서 발췌) 이 값들이 아직 시크릿 스토어에 없다는 걸 몰랐음.",
           "↑ 값의 출처를 아무도 알려주지 않아서 헤맸음."],
}


def tidy(text):
    """trim outer blank space but keep the indentation of an indented snippet on the first line"""
    return text.rstrip().lstrip("\n")


def assemble(lang, P, snippet, hint, sec_all, v=None, placements=None):
    """P: formatted sentences {problem, fix, ask, ask_in, inline, split, lead_mc, lead_lesson, after}
    snippet: text holding every secret in sec_all (may be None when v is the only secret)
    v: one secret value that may be quoted inline in prose
    returns (fields, placement)"""
    single = v is not None and len(sec_all) == 1 and sec_all[0] == v
    opts = []
    if snippet is not None:
        opts += ["mc"] * 8 + ["lesson"] * 4 + ["snip_first"] * 2
        if v is not None and P.get("ask_in"):
            opts += ["ask_repeat"] * 3
        if v is not None and P.get("inline"):
            opts += ["inline_plus"] * 2
    if single:
        opts += ["inline"] * 3 + ["lesson_inline"] * 2
        if P.get("ask_in"):
            opts += ["ask_only"]
        if P.get("split"):
            opts += ["split"] * 2
    if v is not None and P.get("split") and snippet is not None:
        opts += ["split_plus"]
    if placements:
        opts = [o for o in opts if o in placements] or opts
    pl = pick(opts)
    fs = fence(snippet, hint) if snippet is not None else None
    ask = P.get("ask", "")
    mc = lesson = ""
    if pl == "mc" or pl == "ask_repeat":
        mc = P["problem"] + " " + P["lead_mc"] + "\n" + fs
        lesson = P["fix"]
        if pl == "ask_repeat":
            ask = P["ask_in"]
    elif pl == "lesson":
        mc = P["problem"]
        lesson = P["fix"] + " " + P["lead_lesson"] + "\n" + fs
    elif pl == "snip_first":
        mc = fs + "\n" + P["after"]
        lesson = P["fix"]
    elif pl == "inline_plus":
        mc = P["problem"] + " " + P["inline"]
        lesson = P["fix"] + " " + P["lead_lesson"] + "\n" + fs
    elif pl == "inline":
        mc = P["problem"] + " " + P["inline"]
        lesson = P["fix"]
    elif pl == "lesson_inline":
        mc = P["problem"]
        lesson = P["fix"] + " " + P["inline"]
    elif pl == "ask_only":
        mc = P["problem"]
        lesson = P["fix"]
        ask = P["ask_in"]
    elif pl == "split":
        mc = P["problem"] + " " + P["split"]
        lesson = pick(["`%s`" % v, v, "%s" % v]) + pick(["\n", " — ", ". ", "\n\n"]) + P["fix"]
    elif pl == "split_plus":
        mc = P["problem"] + " " + P["lead_mc"] + "\n" + fs + "\n" + P["split"]
        lesson = pick(["`%s`" % v, v]) + pick(["\n", " — ", ". "]) + P["fix"]
    return {"missing_context": tidy(mc), "lesson": tidy(lesson), "ask_next_time": tidy(ask)}, pl


# ---------------------------------------------------------------------------
# vendor-token notes
# ---------------------------------------------------------------------------
VENDOR_ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "AuthenticationError",
               "Unauthorized: invalid API key", "token_expired", "permission denied", "not_authed",
               "InvalidClientTokenId", "SignatureDoesNotMatch", "invalid_grant", "HTTP 401 (code 40101)",
               "AccessDenied", "Bad credentials"]

VP = {
    "problem": {
        "en": ["{svc} kept failing on {env} with `{err}` from {vendor}; I didn't know which {what} the service actually loads.",
               "I was asked to wire {vendor} into {svc} but had no idea where the {env} {what} lived.",
               "Needed the {vendor} {what} to reproduce the {env} bug locally and couldn't find it in the repo.",
               "The {env} deploy of {svc} broke right after the {vendor} key rotation; I didn't know the new value had only been put in `{file}`.",
               "Didn't know {svc} reads {vendor} credentials from `{file}` instead of the secret store.",
               "Context I lacked: which {vendor} account {svc} talks to in {env}.",
               "The nightly job in {svc} got `{err}` from {vendor} and I assumed the code was wrong; it was the credential.",
               "While migrating {svc} to the new cluster I had no idea the {vendor} {what} was hardcoded.",
               "{person} asked why {vendor} calls from {env} were rejected with `{err}`. I didn't know where the {what} came from.",
               "Spent an hour on `{err}` from {vendor} before learning the {env} {what} is different from the local one."],
        "ko": ["{env} 환경에서 {svc} 서비스의 {vendor} 호출이 `{err}` 오류로 계속 실패했는데, 실제로 어떤 {what_ko} 값을 읽는지 몰랐음.",
               "{svc} 서비스에 {vendor} 연동을 붙이라는 요청을 받았는데 {env} {what_ko} 위치를 몰랐음.",
               "{env} 버그를 로컬에서 재현하려면 {vendor} {what_ko} 값이 필요했는데 레포에서 찾을 수 없었음.",
               "{vendor} 키 교체 직후 {svc} {env} 배포가 깨졌음. 새 값이 `{file}` 파일에만 반영돼 있다는 걸 몰랐음.",
               "{svc} 서비스가 시크릿 스토어가 아니라 `{file}` 파일에서 {vendor} 자격 증명을 읽는다는 걸 몰랐음.",
               "{env}에서 {svc} 서비스가 어느 {vendor} 계정을 쓰는지에 대한 맥락이 없었음.",
               "{svc} 야간 배치에서 {vendor} 응답이 `{err}`였는데 코드 문제인 줄 알았음. 알고 보니 자격 증명 문제였음.",
               "{svc} 서비스를 새 클러스터로 옮기다가 {vendor} {what_ko} 값이 하드코딩돼 있다는 걸 뒤늦게 알았음.",
               "{person}님이 {env}에서 {vendor} 요청이 왜 `{err}`로 거절되는지 물어봤는데, {what_ko} 출처를 몰랐음.",
               "{vendor} `{err}` 오류로 한 시간 헤맸는데, {env} {what_ko} 값이 로컬과 다르다는 걸 몰랐던 게 원인."],
    },
    "fix": {
        "en": ["{vendor} credentials for {svc} live in `{file}`; the loader reads them once at startup, so restart after editing.",
               "When {vendor} answers `{err}`, check `{file}` first: the {what} there is the one the {env} pods use.",
               "The {vendor} {what} is scoped to {env} only; don't reuse it for other environments.",
               "{svc} reads `{key}` from the environment and only falls back to `{file}` when it is unset.",
               "Rotating the {vendor} {what} means updating `{file}` and redeploying {svc}; there is no hot reload.",
               "The old {vendor} key was revoked on {date}; anything still using it fails with `{err}`.",
               "Keep the {vendor} {what} out of the repo next time; `{file}` is git-ignored on purpose.",
               "Before touching {vendor} integration code, confirm which {what} `{key}` resolves to in {env}."],
        "ko": ["{svc} 서비스의 {vendor} 자격 증명은 `{file}` 파일에 있음. 시작할 때 한 번만 읽으므로 수정 후 재시작 필요.",
               "{vendor} 쪽에서 `{err}` 응답이 오면 먼저 `{file}` 파일을 확인할 것. {env} 파드가 쓰는 {what_ko} 값이 여기 있음.",
               "{vendor} {what_ko}는 {env} 전용이라 다른 환경에 재사용하면 안 됨.",
               "{svc} 서비스는 환경변수 `{key}` 값을 먼저 보고, 없을 때만 `{file}` 파일로 fallback함.",
               "{vendor} {what_ko} 교체 시 `{file}` 수정 후 {svc} 재배포까지 해야 함. 핫 리로드 없음.",
               "기존 {vendor} 키는 {date}에 폐기됨. 아직 그 키를 쓰는 곳은 `{err}`로 실패함.",
               "{vendor} {what_ko}는 레포에 올리지 말 것. `{file}` 파일은 일부러 git-ignore 돼 있음.",
               "{vendor} 연동 코드를 건드리기 전에 {env}에서 `{key}` 값이 어떤 {what_ko}인지부터 확인할 것."],
    },
    "ask": {
        "en": ["Should the {vendor} {what} move into the secret manager instead of `{file}`?",
               "Which {vendor} account should {env} use going forward?",
               "Who owns the {vendor} integration, in case the key needs rotating again?",
               "Is there a separate {vendor} key for CI, or does CI share the {env} one?",
               "Can I get read-only {vendor} credentials for debugging instead?", "", ""],
        "ko": ["{vendor} {what_ko} 값을 `{file}` 대신 시크릿 매니저로 옮겨도 되는지?",
               "앞으로 {env}에서는 어떤 {vendor} 계정을 써야 하는지 물어볼 것.",
               "키를 다시 교체해야 할 때 {vendor} 연동 담당자가 누구인지?",
               "CI용 {vendor} 키가 따로 있는지, {env} 키를 같이 쓰는지?",
               "디버깅용으로 읽기 전용 {vendor} 자격 증명을 받을 수 있는지?", "", ""],
    },
    "ask_in": {
        "en": ["Is `{v}` still the current {vendor} key, or has it been rotated since?",
               "Can I keep using {v} for the {env} smoke tests?",
               "Should `{v}` be revoked now that it has been pasted in chat?",
               "Is {v} the production {vendor} key or a test one?"],
        "ko": ["`{v}` 키가 아직 유효한지, 교체됐는지 확인 필요.",
               "{env} 스모크 테스트에 {v} 값을 계속 써도 되는지?",
               "`{v}` 값이 채팅에 노출됐으니 폐기해야 하는지?",
               "{v} 이게 운영 {vendor} 키인지 테스트 키인지?"],
    },
    "inline": {
        "en": ["{person} said the {vendor} {what} for {env} is `{v}` and that it was issued last week.",
               "The value in `{file}` turned out to be {v}, which belongs to the old {vendor} workspace.",
               "The user typed the {vendor} {what} into the chat: {v}",
               "Setting `{key}={v}` locally made the {vendor} calls pass."],
        "ko": ["{person}님 말로는 {env}용 {vendor} {what_ko} 값이 `{v}`이고 지난주에 발급했다고 함.",
               "`{file}` 파일에 있던 값은 {v} 였는데, 이전 {vendor} 워크스페이스 것이었음.",
               "사용자가 채팅으로 {vendor} {what_ko} 값을 직접 줌: {v}",
               "로컬에서 `{key}={v}`로 설정하니 {vendor} 호출이 통과함."],
    },
    "split": {
        "en": ["The {what} the user gave me for {env}:", "{vendor} {what} ({env}) is below.", "Value of `{key}`:"],
        "ko": ["사용자가 준 {env} {what_ko}:", "{vendor} {what_ko}({env})는 다음 필드에 적어둠.", "`{key}` 값:"],
    },
}


def vendor_slots(lang, v, file, cname, cname_ko):
    s = base_slots(lang)
    key = [it[0] for it in v["items"] if item_secrets(it)][0]
    s.update({"vendor": v["vendor"], "what": v["what"], "what_ko": v["what_ko"], "file": file,
              "cname": cname, "cname_ko": cname_ko, "err": pick(VENDOR_ERRS), "key": key})
    return s


def leads(P, lang, slots, mode):
    """fill lead_mc / lead_lesson / after according to what kind of snippet is pasted"""
    if mode == "file":
        P["lead_mc"] = choose(LEAD_MC, lang, slots)
        P["lead_lesson"] = choose(LEAD_LESSON, lang, slots)
        P["after"] = choose(AFTER_SNIP, lang, slots)
    else:
        P["lead_mc"] = choose(LEAD_MC_GENERIC, lang, slots)
        P["lead_lesson"] = choose(LEAD_BY_MODE.get(mode, LEAD_MC_GENERIC), lang, slots)
        P["after"] = choose(AFTER_GENERIC, lang, slots)
    return P


def vendor_P(lang, slots, v_inline, mode="file"):
    P = {}
    for key in ("problem", "fix", "ask"):
        P[key] = choose(VP[key], lang, slots)
    s2 = dict(slots, v=v_inline)
    for key in ("ask_in", "inline", "split"):
        P[key] = choose(VP[key], lang, s2)
    return leads(P, lang, slots, mode)


_VENDOR_QUEUE = []


def next_vendor(pred=None):
    """cycle through all vendor functions in a PRNG-shuffled order so every vendor gets used"""
    for _ in range(3):
        if not _VENDOR_QUEUE:
            q = list(VENDOR_FUNCS)
            R.shuffle(q)
            _VENDOR_QUEUE.extend(q)
        for i, f in enumerate(_VENDOR_QUEUE):
            v = f()
            if pred is None or pred(v):
                del _VENDOR_QUEUE[i]
                return v
        _VENDOR_QUEUE.clear()
    raise RuntimeError("no vendor matches")


NO_SNIP = ("inline", "lesson_inline", "ask_only", "split")


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def note(lang, kind, category, fields, secrets, tpl, vendors=(), prose_cat=None):
    """prose_cat: category to use when the placement dropped the snippet and the value sits in prose only"""
    if prose_cat and tpl.rsplit("/", 1)[-1] in NO_SNIP:
        category = "%s [%s]" % (prose_cat, tpl.rsplit("/", 1)[-1])
    seen = []
    for s in secrets:
        if s not in seen:
            seen.append(s)
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": seen,
            "tpl": tpl, "vendors": list(vendors)}


def s_vendor_config(lang):
    v = next_vendor()
    pairs = [(k, val) for k, val, _ in v["items"]]
    secs = [s for it in v["items"] for s in item_secrets(it)]
    c = pick(CONTAINERS)
    snip, cname, cname_ko, file, hint = c(pairs)
    slots = vendor_slots(lang, v, file, cname, cname_ko)
    P = vendor_P(lang, slots, secs[0])
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0])
    return note(lang, "secret", "%s: %s %s" % (c.__name__[2:], v["vendor"], v["what"]), fields, secs,
                "vendor_config/" + c.__name__ + "/" + pl, [v["vendor"]], "prose: %s %s" % (v["vendor"], v["what"]))


def s_vendor_k8s_b64(lang):
    v = next_vendor()
    pairs = [(k, val) for k, val, _ in v["items"]]
    flags = [bool(item_secrets(it)) for it in v["items"]]
    snip, enc, file = k8s_data_secret(pairs)
    secs = [e for e, f in zip(enc, flags) if f]
    slots = vendor_slots(lang, v, file, "the Kubernetes Secret", "Kubernetes Secret")
    P = vendor_P(lang, slots, secs[0])
    if lang == "en":
        P["fix"] += pick([" The values under `data:` are only base64, not encrypted.",
                          " Remember `kubectl get secret -o yaml` shows these base64 values to anyone with read access."])
    else:
        P["fix"] += pick([" `data:` 아래 값은 base64일 뿐 암호화가 아님.",
                          " `kubectl get secret -o yaml` 권한만 있으면 누구나 이 base64 값을 볼 수 있음."])
    fields, pl = assemble(lang, P, snip, "yaml", secs, None)
    return note(lang, "secret", "k8s Secret data (base64): %s %s" % (v["vendor"], v["what"]), fields, secs,
                "vendor_k8s_b64/" + pl, [v["vendor"]])


# --- vendor tokens in HTTP requests, code calls, logs, diffs, chat -------------
CONFIG_FILES = [".env", ".env.local", "config/secrets.yaml", "settings.py", "appsettings.json", "values-prod.yaml",
                "application.properties", "config.toml", ".env.production", "deploy/vars.sh"]
API_PATHS = ["/v1/me", "/v1/messages", "/api/v2/items", "/v1/events", "/v2/search", "/api/v1/jobs",
             "/v1/payments", "/api/orders?limit=50", "/v1/users/self", "/v3/reports/daily", "/v1/chat/completions"]


def render_http(v, style=None):
    """(snippet, hint, style) for a vendor request using its documented auth headers"""
    host = v["host"]
    path = pick(API_PATHS)
    hs = v["headers"]
    style = style or pick(["curl", "curl", "raw", "httpie", "requests", "fetch", "go", "wget", "axios"])
    if style == "curl":
        meth = pick(["", "-X POST ", "-X GET "])
        parts = ["curl -sS %shttps://%s%s" % (meth, host, path)]
        for n, val in hs:
            parts.append("-H %s" % q_sq("%s: %s" % (n, val)) if "'" not in val else "-H %s" % q_dq("%s: %s" % (n, val), "$`"))
        if meth == "-X POST ":
            parts.append("-H 'Content-Type: application/json' -d '{\"limit\": %d}'" % rint(1, 100))
        return " \\\n  ".join(parts), "bash", style
    if style == "raw":
        lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: %s" % host]
        lines += ["%s: %s" % (n, val) for n, val in hs]
        lines += ["Accept: application/json", "User-Agent: %s/%d.%d" % (svc(), rint(1, 3), rint(0, 9))]
        return "\n".join(lines), "http", style
    if style == "httpie":
        parts = ["http %s https://%s%s" % (pick(["GET", "POST"]), host, path)]
        parts += ["%s:%s" % (n, q_sq(val)) for n, val in hs]
        return " ".join(parts), "bash", style
    if style == "requests":
        hd = ", ".join("%s: %s" % (q_dq(n), q_dq(val)) for n, val in hs)
        return ('resp = requests.%s(\n    "https://%s%s",\n    headers={%s},\n    timeout=10,\n)\nresp.raise_for_status()'
                % (pick(["get", "post"]), host, path, hd)), "python", style
    if style == "fetch":
        hd = ", ".join("%s: %s" % (q_sq(n), q_sq(val)) for n, val in hs)
        return ("const res = await fetch('https://%s%s', {\n  method: '%s',\n  headers: { %s },\n});"
                % (host, path, pick(["GET", "POST"]), hd)), "javascript", style
    if style == "go":
        lines = ['req, _ := http.NewRequest("GET", "https://%s%s", nil)' % (host, path)]
        lines += ['req.Header.Set(%s, %s)' % (q_dq(n), q_dq(val)) for n, val in hs]
        lines.append("resp, err := http.DefaultClient.Do(req)")
        return "\n".join(lines), "go", style
    if style == "axios":
        hd = ", ".join("%s: %s" % (q_sq(n), q_sq(val)) for n, val in hs)
        return ("await axios.get('https://%s%s', {\n  headers: { %s },\n});" % (host, path, hd)), "javascript", style
    parts = ["wget -qO- https://%s%s" % (host, path)]
    parts += ["--header=%s" % q_sq("%s: %s" % (n, val)) for n, val in hs]
    return " ".join(parts), "bash", style


def secrets_in(text, v):
    cands = [s for it in v["items"] for s in item_secrets(it)] + v["extra"]
    return [s for s in cands if s in text]


def s_vendor_http(lang):
    v = next_vendor(lambda x: bool(x["headers"]))
    snip, hint, style = render_http(v)
    secs = secrets_in(snip, v)
    if not secs:
        raise Retry("no secret in header")
    slots = vendor_slots(lang, v, pick(CONFIG_FILES), "request", "요청")
    P = vendor_P(lang, slots, secs[0], "request")
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0])
    return note(lang, "secret", "http %s: %s %s header" % (style, v["vendor"], v["what"]), fields, secs,
                "vendor_http/" + style + "/" + pl, [v["vendor"]], "prose: %s %s" % (v["vendor"], v["what"]))


LOG_COMMON_P = {
    "en": ["Was asked to find why {svc} failed last night; the only clue was this log, and I didn't realise it contained the live {vendor} credential.",
           "Debugging `{err}` from {vendor} in {svc}; the user pasted the log excerpt below without masking it."],
    "ko": ["어젯밤 {svc} 장애 원인을 찾아달라는 요청을 받음. 단서가 아래 로그뿐이었는데 실제 {vendor} 자격 증명이 들어 있는 줄 몰랐음.",
           "{svc} 서비스에서 {vendor} `{err}` 오류를 디버깅하는 중이었고, 사용자가 마스킹 없이 로그를 붙여줌."],
}
LOG_PROBLEM = {
    "headers": {"en": ["{svc} on {env} started returning 5xx and I didn't know the {vendor} client logs full request headers at DEBUG.",
                       "I didn't know the error handler in {svc} dumps the whole client config, credentials included."],
                "ko": ["{env} 환경의 {svc} 서비스가 5xx를 내기 시작했는데, {vendor} 클라이언트가 DEBUG 레벨에서 요청 헤더 전체를 찍는다는 걸 몰랐음.",
                       "{svc} 서비스의 에러 핸들러가 자격 증명을 포함한 클라이언트 설정 전체를 덤프한다는 걸 몰랐음."]},
    "env": {"en": ["The CI job for {svc} failed at the {vendor} step. I hadn't known the runner prints the environment on failure.",
                   "A debug step someone added to the {svc} pipeline runs `env`; I didn't know it was still there."],
            "ko": ["{svc} CI 잡이 {vendor} 단계에서 실패함. 러너가 실패 시 환경변수를 전부 출력한다는 걸 몰랐음.",
                   "누군가 {svc} 파이프라인에 넣어둔 디버그 스텝이 `env`를 실행하는데, 아직 남아 있는 줄 몰랐음."]},
    "trace": {"en": ["{svc} crashed with the traceback below; I didn't know the {vendor} client puts the key in the query string.",
                     "Sentry grouped this error for {svc} and the URL in the message carries the {vendor} key; I hadn't noticed."],
              "ko": ["{svc} 서비스가 아래 traceback과 함께 죽었는데, {vendor} 클라이언트가 키를 쿼리스트링에 넣는다는 걸 몰랐음.",
                     "Sentry에 잡힌 {svc} 에러 메시지의 URL에 {vendor} 키가 그대로 들어 있다는 걸 못 봤음."]},
}
LOG_FIX = {
    "en": ["Set the {vendor} client logger to INFO in {env}; DEBUG dumps headers verbatim.",
           "The log shipper keeps 30 days of these lines, so the {vendor} {what} has to be rotated, not just deleted from the log.",
           "Mask `{key}` in the CI settings so the runner stops echoing it.",
           "The failure itself was a clock skew on the host; the credential was fine.",
           "Send the {vendor} key in a header instead of the URL so it stays out of exception messages."],
    "ko": ["{env}에서는 {vendor} 클라이언트 로거를 INFO로 둘 것. DEBUG는 헤더를 그대로 찍음.",
           "로그 수집기가 30일 보관하므로 {vendor} {what_ko}는 로그 삭제만으로는 안 되고 교체해야 함.",
           "CI 설정에서 `{key}` 변수를 masked로 바꿔서 러너가 출력하지 않게 할 것.",
           "실패 원인 자체는 호스트 시계 오차였고 자격 증명은 정상이었음.",
           "{vendor} 키는 URL이 아니라 헤더로 보내야 예외 메시지에 안 남음."],
}


def render_log(v):
    secs_items = [(k, val) for k, val, f in v["items"]]
    style = pick(["pyhttp", "kv", "axios", "envdump", "url", "java"] + (["pyhttp", "axios"] if v["headers"] else []))
    if style in ("pyhttp", "axios") and not v["headers"]:
        style = "envdump"
    if style == "pyhttp":
        hdr = "".join("%s: %s\\r\\n" % (n, val) for n, val in v["headers"])
        return ("%s DEBUG urllib3.connectionpool: Starting new HTTPS connection (1): %s:443\n"
                "send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\n%s\\r\\n'\nreply: 'HTTP/1.1 %s\\r\\n'"
                % (ts_log(), v["host"], pick(API_PATHS), v["host"], hdr, pick(["401 Unauthorized", "500 Internal Server Error", "429 Too Many Requests"]))), "text", style
    if style == "axios":
        hd = ",\n      ".join("%s: %s" % (q_sq(n), q_sq(val)) for n, val in v["headers"])
        return ("AxiosError: Request failed with status code %d\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
                "  config: {\n    url: 'https://%s%s',\n    headers: {\n      %s\n    }\n  }"
                % (pick([401, 403, 500, 502]), v["host"], pick(API_PATHS), hd)), "text", style
    if style == "envdump":
        lines = ["$ env | sort"] if chance(0.5) else ["+ printenv"]
        extra = [("HOME", "/home/runner"), ("CI", "true"), ("PATH", "/usr/local/bin:/usr/bin:/bin"),
                 ("RUNNER_OS", "Linux"), ("LANG", "C.UTF-8"), ("HOSTNAME", "runner-%s" % hx(8))]
        allp = sample(extra, 3) + secs_items
        allp.sort(key=lambda kv: kv[0])
        lines += ["%s=%s" % kv for kv in allp]
        return "\n".join(lines), "text", style
    if style == "url":
        k, val = [(k, val) for k, val, f in v["items"] if item_secrets((k, val, f))][0]
        if any(c in val for c in "&#? "):
            raise Retry("url val")
        qn = pick(["key", "api_key", "token", "access_token", "apikey"])
        return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in fetch\n    resp.raise_for_status()\n"
                "requests.exceptions.HTTPError: %s for url: https://%s%s%s%s=%s"
                % (svc().replace("-", "_"), rint(20, 300), pick(["401 Client Error: Unauthorized", "403 Client Error: Forbidden", "429 Client Error: Too Many Requests"]),
                   v["host"] or "api." + pick(DOMAINS), "/v1/lookup", "?q=%s&" % pick(WORDS), qn, val)), "text", style
    lines = ["%s ERROR [%s] c.a.i.%sClient - call failed, config dump follows" % (ts_log(), pick(["main", "pool-3-thread-1", "scheduling-1"]), k_pascal(v["vendor"].split()[0].replace(".", "").replace("(", ""))),
             "  " + ", ".join("%s=%s" % (k_camel(k), val) for k, val in secs_items),
             "org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: [no body]",
             "\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)"]
    return "\n".join(lines), "text", "java"


def s_vendor_log(lang):
    v = next_vendor()
    snip, hint, style = render_log(v)
    secs = secrets_in(snip, v)
    if not secs:
        raise Retry("no secret in log")
    slots = vendor_slots(lang, v, pick(CONFIG_FILES), "log", "로그")
    P = vendor_P(lang, slots, secs[0], "log")
    grp = {"envdump": "env", "url": "trace"}.get(style, "headers")
    P["problem"] = choose(LOG_PROBLEM[grp], lang, slots) if chance(0.7) else choose(LOG_COMMON_P, lang, slots)
    P["fix"] = choose(LOG_FIX, lang, slots)
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0], placements=["mc", "lesson", "snip_first", "ask_repeat"])
    return note(lang, "secret", "log %s: %s %s" % (style, v["vendor"], v["what"]), fields, secs,
                "vendor_log/" + style + "/" + pl, [v["vendor"]])


DIFF_PROBLEM = {
    "en": ["Reviewing the {svc} PR I didn't notice that the {vendor} {what} had been committed in plain text.",
           "The pre-commit hook was skipped on this commit and nobody told me; the diff below went to the shared branch.",
           "I was asked to rotate the {vendor} key in {svc} and didn't know the old value was still in git history.",
           "Cherry-picking the hotfix for {svc} brought this change along; I had not realised it touched credentials."],
    "ko": ["{svc} PR 리뷰 중 {vendor} {what_ko} 값이 평문으로 커밋된 걸 놓쳤음.",
           "이 커밋은 pre-commit 훅을 건너뛰었는데 아무도 말해주지 않았음. 아래 diff가 공유 브랜치에 올라감.",
           "{svc} 서비스의 {vendor} 키 교체를 요청받았는데 이전 값이 아직 git 히스토리에 남아 있다는 걸 몰랐음.",
           "{svc} 핫픽스를 cherry-pick 하면서 이 변경이 같이 들어왔는데, 자격 증명을 건드리는 줄 몰랐음."],
}
DIFF_FIX = {
    "en": ["Revert alone is not enough: the {vendor} {what} must be revoked because it is in the history.",
           "Use `git filter-repo` only after rotating; rewriting history doesn't un-leak the key.",
           "Credentials for {svc} must come from `{key}` at runtime; the config file should only reference it.",
           "Enable the secret-scanning push protection on the {svc} repo so this is blocked next time."],
    "ko": ["revert만으로는 부족함. 히스토리에 남았으니 {vendor} {what_ko}를 폐기해야 함.",
           "히스토리 재작성(`git filter-repo`)은 키 교체 후에 할 것. 재작성한다고 유출이 없던 일이 되진 않음.",
           "{svc} 자격 증명은 런타임에 `{key}` 환경변수로 받아야 하고, 설정 파일은 참조만 해야 함.",
           "{svc} 레포에 secret scanning push protection을 켜서 다음엔 푸시 단계에서 막히게 할 것."],
}


def s_vendor_diff(lang):
    v = next_vendor()
    pairs = [(k, val, f) for k, val, f in v["items"] if item_secrets((k, val, f))]
    k, val, f = pairs[0]
    rot = chance(0.4)
    old = None
    if rot:
        for _ in range(10):
            v2 = [it for it in v["items"]]
            w = [f2 for f2 in VENDOR_FUNCS if f2().get("vendor") == v["vendor"]]
            nv = pick(w)()
            same = [it for it in nv["items"] if it[0] == k and item_secrets(it)]
            if same:
                old = same[0]
                break
    fname = pick(["config/settings.py", ".env.production", "deploy/values-prod.yaml", "src/config.ts",
                  "application-prod.properties", "terraform/prod.tfvars"])
    ext = fname.rsplit(".", 1)[-1]
    def line(kk, vv):
        if ext == "py":
            return "%s = %s" % (kk, q_dq(vv))
        if ext == "ts":
            return "  %s: %s," % (k_camel(kk), q_sq(vv))
        if ext == "yaml":
            return "  %s: %s" % (k_lower(kk), q_yaml(vv))
        if ext == "properties":
            return "%s=%s" % (k_dot(kk), q_props(vv))
        if ext == "tfvars":
            return "%s = %s" % (k_lower(kk), q_dq(vv, "$"))
        return "%s=%s" % (kk, q_env(vv))
    ref = {"py": '%s = os.environ["%s"]' % (k, k), "ts": "  %s: process.env.%s!," % (k_camel(k), k),
           "yaml": "  %s: ${%s}" % (k_lower(k), k), "properties": "%s=${%s}" % (k_dot(k), k),
           "tfvars": "%s = var.%s" % (k_lower(k), k_lower(k))}.get(ext, "%s=${%s}" % (k, k))
    minus = line(k, old[1]) if old else ref
    ctxl = {"py": "import os", "ts": "export const config = {", "yaml": "integrations:", "properties": "server.port=8080",
            "tfvars": "region = \"%s\"" % pick(REGIONS)}.get(ext, "NODE_ENV=production")
    st = rint(3, 40)
    lines = ["diff --git a/%s b/%s" % (fname, fname), "index %s..%s 100644" % (hx(7), hx(7)),
             "--- a/%s" % fname, "+++ b/%s" % fname, "@@ -%d,6 +%d,6 @@" % (st, st),
             " " + ctxl,
             "-" + minus, "+" + line(k, val)]
    for k2, val2, f2 in v["items"]:
        if k2 != k:
            lines.append(("+" if item_secrets((k2, val2, f2)) else " ") + line(k2, val2))
    snip = "\n".join(lines)
    secs = secrets_in(snip, v) + ([s for s in item_secrets(old) if s in snip] if old else [])
    slots = vendor_slots(lang, v, fname, "diff", "diff")
    P = vendor_P(lang, slots, val, "diff")
    P["problem"] = choose(DIFF_PROBLEM, lang, slots)
    P["fix"] = choose(DIFF_FIX, lang, slots)
    fields, pl = assemble(lang, P, snip, "diff", secs, val, placements=["mc", "lesson", "snip_first", "ask_repeat"])
    return note(lang, "secret", "git diff%s: %s %s" % (" (old and new key)" if old else "", v["vendor"], v["what"]),
                fields, secs, "vendor_diff/" + ext + "/" + pl, [v["vendor"]])


CHAT_LINES = {
    "en": [("{person}", "here's the {vendor} key for {env}: {v}"), ("{person}", "try this one instead {v}"),
           ("{person}", "{key}={v} (don't commit it pls)"), ("{person}", "new {what} → {v}")],
    "ko": [("{person}", "{env} {vendor} 키 여기요: {v}"), ("{person}", "이걸로 다시 해보세요 {v}"),
           ("{person}", "{key}={v} 커밋은 하지 마세요ㅠ"), ("{person}", "새로 발급한 {what_ko}: {v}")],
}


def s_vendor_chat(lang):
    v = next_vendor(lambda x: len([it for it in x["items"] if item_secrets(it)]) == 1)
    it = [it for it in v["items"] if item_secrets(it)][0]
    val = item_secrets(it)[0]
    slots = vendor_slots(lang, v, pick(CONFIG_FILES), "chat", "채팅")
    slots["v"] = val
    who, msg = pick(CHAT_LINES[lang])
    me = "me" if lang == "en" else "나"
    t = rint(9, 18)
    m = sorted([rint(0, 59) for _ in range(3)])
    chat = "[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s" % (
        t, m[0], fmt(who, slots), pick(["hey", "got a sec?", "ping"]) if lang == "en" else pick(["혹시 잠깐 되세요?", "저기요", "ㅎㅇ"]),
        t, m[1], fmt(who, slots), fmt(msg, slots),
        t, m[2], me, pick(["thanks, trying now", "works 👍", "got it"]) if lang == "en" else pick(["감사합니다 해볼게요", "됩니다 👍", "확인했어요"]))
    P = vendor_P(lang, slots, val, "chat")
    P["lead_mc"] = pick(["Chat excerpt:", "From the team chat:", "Slack thread:"]) if lang == "en" else pick(["채팅 발췌:", "팀 채팅 내용:", "슬랙 스레드:"])
    fields, pl = assemble(lang, P, chat, "", [val], val, placements=["mc", "snip_first", "ask_repeat", "lesson"])
    return note(lang, "secret", "chat message: %s %s" % (v["vendor"], v["what"]), fields, [val],
                "vendor_chat/" + pl, [v["vendor"]])


def s_vendor_inline(lang):
    v = next_vendor(lambda x: len([it for it in x["items"] if item_secrets(it)]) == 1)
    it = [it for it in v["items"] if item_secrets(it)][0]
    val = item_secrets(it)[0]
    slots = vendor_slots(lang, v, pick(CONFIG_FILES), "config", "설정")
    P = vendor_P(lang, slots, val)
    fields, pl = assemble(lang, P, None, "", [val], val)
    return note(lang, "secret", "prose inline: %s %s" % (v["vendor"], v["what"]), fields, [val],
                "vendor_inline/" + pl, [v["vendor"]], "prose: %s %s" % (v["vendor"], v["what"]))


# ---------------------------------------------------------------------------
# passwords in commands (flags, attached flags, positionals, user:pass pairs)
# each builder: (lang) -> (command, [secrets], tool, label)
# ---------------------------------------------------------------------------
def _h():
    return pick(HOSTPFX) + "." + pick(DOMAINS)


def cmd_mysql_attached(lang):
    pw = pw_any(lang)
    u, db = pick(USERS), pick(DBNAMES)
    if all(c in ALNUM + "._-@%+=" for c in pw):
        c = "mysql -h %s -u%s -p%s %s" % (_h(), u, pw, db)
    else:
        c = "mysql -h %s -u %s -p%s %s" % (_h(), u, q_sh(pw), db)
    return c, [pw], "mysql", "mysql -p attached password"


def cmd_mysql_long(lang):
    pw = pw_any(lang)
    tool = pick(["mysql", "mysqldump", "mariadb"])
    tail = " %s > /tmp/%s.sql" % (pick(DBNAMES), pick(DBNAMES)) if tool == "mysqldump" else " -e 'SHOW SLAVE STATUS\\G'"
    return ("%s --host=%s --user=%s --password=%s%s" % (tool, _h(), pick(USERS), q_sh(pw), tail)), [pw], tool, "%s --password= flag" % tool


def cmd_pgpassword(lang):
    pw = pw_any(lang)
    return ("PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select count(*) from %s;'" % (q_sh(pw), _h(), pick(USERS), pick(DBNAMES), pick(["orders", "events", "users"]))), [pw], "psql", "PGPASSWORD env prefix"


def cmd_psql_kv(lang):
    pw = pw_no_quote(lang)
    if " " in pw:
        raise Retry("space")
    return ('psql "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require"' % (_h(), pick(DBNAMES), pick(USERS), q_dq(pw, "$`!")[1:-1])), [pw], "psql", "libpq keyword conninfo password="


def cmd_sshpass(lang):
    pw = pw_any(lang)
    tail = pick(["ssh %s@%s 'sudo systemctl restart %s'" % (pick(USERS), ip_priv(), svc()),
                 "scp ./build.tar.gz %s@%s:/opt/releases/" % (pick(USERS), ip_priv())])
    return "sshpass -p %s %s" % (q_sh(pw), tail), [pw], "sshpass", "sshpass -p"


def cmd_redis(lang):
    pw = pw_any(lang)
    if chance(0.5):
        return "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (_h(), q_sh(pw)), [pw], "redis-cli", "redis-cli -a"
    pw = pw_shell_safe(lang)
    return "%s:6379> AUTH %s\nOK\n%s:6379> DBSIZE\n(integer) %d" % (ip_priv(), pw, ip_priv(), rint(1000, 900000)), [pw], "redis-cli", "redis AUTH in interactive session"


def cmd_docker_login(lang):
    pw = pw_any(lang)
    reg = pick(["registry.%s" % pick(DOMAINS), "harbor.%s" % pick(DOMAINS), "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12)])
    if chance(0.5):
        return "docker login -u %s -p %s %s" % (pick(USERS), q_sh(pw), reg), [pw], "docker", "docker login -p"
    return "echo %s | docker login %s -u %s --password-stdin" % (q_sh(pw), reg, pick(USERS)), [pw], "docker", "echo password | docker login --password-stdin"


def cmd_htpasswd(lang):
    pw = pw_any(lang)
    return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (pick(USERS), q_sh(pw)), [pw], "htpasswd", "htpasswd -b positional password"


def cmd_curl_u(lang):
    pw = pw_any(lang)
    u = pick(USERS)
    return "curl -u %s https://%s/api/%s" % (q_sh(u + ":" + pw), _h(), pick(["health", "v1/export", "json", "queues"])), [pw], "curl", "curl -u user:password"


def cmd_smbclient(lang):
    pw = pw_any(lang)
    return "smbclient //%s/%s -U %s -c 'ls'" % (pick(["nas01", "fileserver", ip_priv()]), pick(["share", "backup", "public", "hr"]), q_sh(pick(USERS) + "%" + pw)), [pw], "smbclient", "smbclient -U user%password"


def cmd_net_use(lang):
    pw = pw_no_quote(lang)
    if any(c in pw for c in ' "^&|<>%'):
        raise Retry("cmd")
    return "net use Z: \\\\%s\\%s %s /user:%s\\%s /persistent:no" % (pick(["nas01", "fs02", "files"]), pick(["share", "finance", "deploy"]), pw, pick(["CORP", "ACME", "AD"]), pick(USERS)), [pw], "net use", "net use positional password"


def cmd_sqlcmd(lang):
    pw = pw_any(lang)
    return "sqlcmd -S %s,1433 -U sa -P %s -d %s -Q \"SELECT @@VERSION\"" % (_h(), q_sh(pw), pick(DBNAMES)), [pw], "sqlcmd", "sqlcmd -P"


def cmd_ldapsearch(lang):
    pw = pw_any(lang)
    return 'ldapsearch -x -H ldaps://%s -D "cn=%s,ou=svc,dc=%s,dc=com" -w %s -b "dc=%s,dc=com" "(uid=%s)"' % (
        _h(), pick(USERS), pick(WORDS), q_sh(pw), pick(WORDS), pick(USERS)), [pw], "ldapsearch", "ldapsearch -w bind password"


def cmd_keytool(lang):
    pw = pw_shell_safe(lang)
    return "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore app.jks -deststorepass %s" % (pw, pw), [pw], "keytool", "keytool -storepass"


def cmd_openssl(lang):
    pw = pw_shell_safe(lang)
    return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw], "openssl", "openssl -passout pass:"


def cmd_zip(lang):
    pw = pw_shell_safe(lang)
    k = rint(0, 2)
    if k == 0:
        return "zip -r -P %s export_%s.zip ./export/" % (pw, date_s()), [pw], "zip", "zip -P"
    if k == 1:
        return "7z a -p%s -mhe=on backup_%s.7z ./dump/" % (pw, date_s()), [pw], "7z", "7z -p attached"
    return "unzip -P %s report_%s.zip" % (pw, date_s()), [pw], "unzip", "unzip -P"


def cmd_gpg(lang):
    pw = pw_any(lang)
    return "gpg --batch --yes --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz" % q_sh(pw), [pw], "gpg", "gpg --passphrase"


def cmd_git_url(lang):
    pw = pick([pw_any(lang), "glpat-" + rs(B64URL, 20), "ghp_" + rs(ALNUM, 36)])
    u = pick(USERS + ["oauth2", "x-access-token", "gitlab-ci-token"])
    enc = pct(pw)
    host = pick(["gitlab.%s" % pick(DOMAINS), "github.com", "git.%s" % pick(DOMAINS)])
    return "git clone https://%s:%s@%s/%s/%s.git" % (u, enc, host, pick(TEAMS), svc()), [enc], "git", "git clone https://user:token@ URL"


def cmd_wget(lang):
    pw = pw_any(lang)
    return "wget --user=%s --password=%s https://%s/artifacts/%s-%d.%d.tar.gz" % (pick(USERS), q_sh(pw), _h(), svc(), rint(1, 9), rint(0, 30)), [pw], "wget", "wget --password="


def cmd_lftp(lang):
    pw = pw_shell_safe(lang)
    if "," in pw:
        raise Retry(",")
    return "lftp -u %s,%s sftp://%s -e 'mirror /outgoing ./in; bye'" % (pick(USERS), pw, _h()), [pw], "lftp", "lftp -u user,password"


def cmd_rsync(lang):
    pw = pw_any(lang)
    return "RSYNC_PASSWORD=%s rsync -av rsync://%s@%s/%s ./mirror/" % (q_sh(pw), pick(USERS), _h(), pick(["logs", "backup", "assets"])), [pw], "rsync", "RSYNC_PASSWORD env prefix"


def cmd_az(lang):
    sec = rs(ALNUM, 3) + pick(DG) + "Q~" + rs(ALNUM + "_.~-", 34)
    return "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), sec, uuid4()), [sec], "az", "az login -p client secret"


def cmd_helm(lang):
    pw = pw_any(lang)
    return "helm repo add %s https://charts.%s --username %s --password %s" % (pick(TEAMS), pick(DOMAINS), pick(USERS), q_sh(pw)), [pw], "helm", "helm repo add --password"


def cmd_ansible(lang):
    pw = pw_no_quote(lang)
    if any(c in pw for c in ' "$`\\!'):
        raise Retry("ans")
    return 'ansible-playbook -i inventory/%s site.yml -e "ansible_become_password=%s"' % (pick(ENVS), pw), [pw], "ansible-playbook", "ansible -e become password"


def cmd_mosquitto(lang):
    pw = pw_any(lang)
    return "mosquitto_pub -h %s -p 8883 -u %s -P %s -t 'devices/%s/cmd' -m '{\"reboot\":true}'" % (_h(), pick(USERS), q_sh(pw), hx(8)), [pw], "mosquitto_pub", "mosquitto_pub -P"


def cmd_rabbit(lang):
    pw = pw_any(lang)
    return "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (pick(USERS), q_sh(pw), pick(USERS)), [pw], "rabbitmqctl", "rabbitmqctl add_user positional"


def cmd_sql_create(lang):
    pw = pw_any(lang)
    if "'" in pw:
        raise Retry("sql")
    k = rint(0, 2)
    if k == 0:
        return "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (pick(USERS), pw, pick(DBNAMES), pick(USERS)), [pw], "SQL", "CREATE USER IDENTIFIED BY"
    if k == 1:
        return "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (pick(USERS).replace(".", "_"), pw), [pw], "SQL", "ALTER ROLE PASSWORD"
    return "ALTER LOGIN [%s] WITH PASSWORD = N'%s';" % (pick(USERS), pw), [pw], "SQL", "ALTER LOGIN WITH PASSWORD"


def cmd_sudo(lang):
    pw = pw_any(lang)
    return "echo %s | sudo -S systemctl restart %s" % (q_sh(pw), svc()), [pw], "sudo", "echo password | sudo -S"


def cmd_java_arg(lang):
    pw = pw_any(lang)
    return "java -jar %s.jar --spring.profiles.active=%s --spring.datasource.password=%s" % (svc(), pick(ENVS), q_sh(pw)), [pw], "java", "spring.datasource.password CLI arg"


def cmd_docker_run(lang):
    pw = pw_any(lang)
    img, var = pick([("postgres:16", "POSTGRES_PASSWORD"), ("mysql:8.4", "MYSQL_ROOT_PASSWORD"),
                     ("mongo:7", "MONGO_INITDB_ROOT_PASSWORD"), ("rabbitmq:3-management", "RABBITMQ_DEFAULT_PASS"),
                     ("grafana/grafana:11.1.0", "GF_SECURITY_ADMIN_PASSWORD")])
    return "docker run -d --name %s -e %s=%s -p %d:%d %s" % (pick(DBNAMES), var, q_sh(pw), rint(3000, 9999), rint(3000, 9999), img), [pw], "docker run", "docker run -e *_PASSWORD"


def cmd_xfreerdp(lang):
    pw = pw_any(lang)
    return "xfreerdp /v:%s /u:%s\\%s /p:%s /cert:ignore" % (ip_priv(), pick(["CORP", "ACME"]), pick(USERS), q_sh(pw)), [pw], "xfreerdp", "xfreerdp /p:"


def cmd_mount_cifs(lang):
    pw = pw_shell_safe(lang)
    if "," in pw:
        raise Retry(",")
    return "sudo mount -t cifs //%s/%s /mnt/%s -o username=%s,password=%s,vers=3.0" % (ip_priv(), pick(["backup", "share"]), pick(["backup", "nas"]), pick(USERS), pw), [pw], "mount", "mount -o password="


def cmd_sqlplus(lang):
    pw = pw_shell_safe(lang)
    if "@" in pw or "/" in pw:
        raise Retry("@")
    return "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (pick(USERS).replace(".", "_"), pw, _h()), [pw], "sqlplus", "sqlplus user/password@"


def cmd_ssh_keygen(lang):
    pw = pw_any(lang)
    return "ssh-keygen -t ed25519 -C %s -N %s -f ~/.ssh/deploy_%s" % (pick(USERS), q_sh(pw), svc()), [pw], "ssh-keygen", "ssh-keygen -N passphrase"


def cmd_pwsh_secure(lang):
    pw = pw_no_quote(lang)
    return ('$sec = ConvertTo-SecureString %s -AsPlainText -Force\n$cred = New-Object PSCredential("%s\\%s", $sec)'
            % (q_sq(pw), pick(["CORP", "ACME"]), pick(USERS))), [pw], "PowerShell", "ConvertTo-SecureString -AsPlainText"


def cmd_vault_userpass(lang):
    pw = pw_shell_safe(lang)
    return "vault login -method=userpass username=%s password=%s" % (pick(USERS), pw), [pw], "vault", "vault login userpass password="


def cmd_wp(lang):
    pw = pw_any(lang)
    return "wp user create %s %s@%s --role=administrator --user_pass=%s" % (pick(USERS), pick(USERS), pick(DOMAINS), q_sh(pw)), [pw], "wp-cli", "wp user create --user_pass="


def cmd_kubectl_token(lang):
    tok = make_jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                    "kubernetes.io/serviceaccount/service-account.name": svc() + "-deployer",
                    "sub": "system:serviceaccount:%s:%s-deployer" % (pick(ENVS), svc())}, "RS256", 256)
    return "kubectl --server=https://%s:6443 --token=%s get pods -n %s" % (ip_priv(), tok, pick(ENVS)), [tok], "kubectl", "kubectl --token= service-account JWT"


def cmd_expect(lang):
    pw = pw_no_quote(lang)
    if any(c in pw for c in '"$[]\\'):
        raise Retry("expect")
    return ('spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (pick(USERS), ip_priv(), pw)), [pw], "expect", "expect send password"


CMD_BUILDERS = [cmd_mysql_attached, cmd_mysql_attached, cmd_mysql_long, cmd_pgpassword, cmd_psql_kv, cmd_sshpass,
                cmd_redis, cmd_docker_login, cmd_htpasswd, cmd_curl_u, cmd_smbclient, cmd_net_use, cmd_sqlcmd,
                cmd_ldapsearch, cmd_keytool, cmd_openssl, cmd_zip, cmd_gpg, cmd_git_url, cmd_wget, cmd_lftp,
                cmd_rsync, cmd_az, cmd_helm, cmd_ansible, cmd_mosquitto, cmd_rabbit, cmd_sql_create, cmd_sudo,
                cmd_java_arg, cmd_docker_run, cmd_xfreerdp, cmd_mount_cifs, cmd_sqlplus, cmd_ssh_keygen,
                cmd_pwsh_secure, cmd_vault_userpass, cmd_wp, cmd_kubectl_token, cmd_expect]

PURPOSES = {"en": ["dump the {db} database", "check replication lag on {host}", "restore last night's backup",
                   "rotate the app user", "copy logs off the box", "restart {svc} by hand", "export the monthly report",
                   "unpack the archive the vendor sent", "re-create the service user"],
            "ko": ["{db} DB 덤프", "{host} 복제 지연 확인", "어젯밤 백업 복구", "앱 계정 비밀번호 교체", "서버 로그 복사",
                   "{svc} 수동 재시작", "월간 리포트 추출", "외부 업체가 보낸 압축 파일 해제", "서비스 계정 재생성"]}
CP = {
    "problem": {
        "en": ["Needed to {purpose} and didn't know how the team authenticates with {tool} there.",
               "The runbook for {svc} only says \"log in as the ops user\"; I didn't know the actual {tool} invocation.",
               "I had been trying key-based auth and didn't know this box only accepts a password for {tool}.",
               "{person} pasted a line from their shell history after my attempt to {purpose} kept failing.",
               "Didn't know the cron job on {host} runs {tool} with credentials inline.",
               "Asked to {purpose}; the only documentation was a command in an old ticket."],
        "ko": ["{purpose} 작업이 필요했는데, 그 서버에서 {tool} 인증을 어떻게 하는지 몰랐음.",
               "{svc} 런북에는 \"ops 계정으로 로그인\"이라고만 돼 있어서 실제 {tool} 명령을 몰랐음.",
               "키 기반 인증만 시도했는데, 이 서버의 {tool} 접속은 비밀번호만 받는다는 걸 몰랐음.",
               "{purpose} 시도가 계속 실패하자 {person}님이 셸 히스토리에서 한 줄 복사해 줌.",
               "{host} 서버의 크론 잡이 {tool} 명령에 자격 증명을 직접 넣어서 돈다는 걸 몰랐음.",
               "{purpose} 요청을 받았는데, 문서라고는 예전 티켓에 남은 명령어 하나뿐이었음."],
    },
    "fix": {
        "en": ["Passing the password on the command line leaves it in shell history and `ps`; use an option file or the prompt next time.",
               "The account in that command is the only one with the needed grants; the read-only user can't do it.",
               "The command works from the bastion only; from the VPN it times out.",
               "Quote the password in single quotes: it contains characters the shell would expand.",
               "After running it, `history -d` the line and ask for rotation."],
        "ko": ["비밀번호를 명령줄에 넣으면 셸 히스토리와 `ps`에 남음. 다음부터는 옵션 파일이나 프롬프트를 쓸 것.",
               "명령에 있는 계정만 필요한 권한이 있음. 읽기 전용 계정으로는 안 됨.",
               "이 명령은 bastion에서만 동작하고 VPN에서는 타임아웃 남.",
               "비밀번호에 셸이 해석하는 문자가 있어서 작은따옴표로 감싸야 함.",
               "실행 후 `history -d`로 해당 줄을 지우고 비밀번호 교체를 요청할 것."],
    },
    "ask": {
        "en": ["Is there a service account I should use instead of a personal login?",
               "Can the credentials for {host} go into the vault under `{team}/`?",
               "Who can rotate this password after I'm done?", "", ""],
        "ko": ["개인 계정 대신 쓸 서비스 계정이 있는지?", "{host} 접속 정보를 vault의 `{team}/` 경로에 넣어도 되는지?",
               "작업 끝나면 이 비밀번호는 누가 교체하는지?", "", ""],
    },
    "ask_in": {"en": ["Is `{v}` still the password there, or was it changed after the incident?",
                      "Should I keep using {v} or wait for a new one?"],
               "ko": ["`{v}` 비밀번호가 아직 유효한지, 장애 이후 바뀌었는지?", "{v} 그대로 써도 되는지, 새로 받아야 하는지?"]},
    "inline": {"en": ["{person} said the password is `{v}`.", "The password in that line is {v}, same as on the other replicas."],
               "ko": ["{person}님 말로는 비밀번호가 `{v}` 라고 함.", "그 줄에 있는 비밀번호 {v} 는 다른 레플리카와 동일함."]},
    "split": {"en": ["Password used there:", "The value they pass to {tool}:"],
              "ko": ["거기서 쓰는 비밀번호:", "{tool}에 넘기는 값:"]},
}


def s_cmd_password(lang):
    b = pick(CMD_BUILDERS)
    cmd, secs, tool, label = b(lang)
    slots = base_slots(lang)
    slots["tool"] = tool
    slots["purpose"] = fmt(pick(PURPOSES[lang]), slots)
    P = {k: choose(CP[k], lang, slots) for k in ("problem", "fix", "ask")}
    s2 = dict(slots, v=secs[0])
    for k in ("ask_in", "inline", "split"):
        P[k] = choose(CP[k], lang, s2)
    leads(P, lang, slots, "request")
    P["lead_mc"] = pick(["Command:", "From shell history:", "The user ran:", "What worked:", "Pasted:"]) if lang == "en" else \
        pick(["명령어:", "셸 히스토리:", "사용자가 실행한 명령:", "동작한 명령:", "붙여준 내용:"])
    P["lead_lesson"] = pick(["Working command:", "For reference:", "Exact line:"]) if lang == "en" else pick(["동작하는 명령:", "참고:", "정확한 명령:"])
    # secrets inside commands show up in prose and in shell history pastes
    hist = chance(0.2)
    snip = cmd
    if hist:
        n0 = rint(200, 1900)
        snip = "\n".join("%5d  %s" % (n0 + i, ln) for i, ln in enumerate(
            [pick(["cd /opt/%s" % svc(), "ls -la", "sudo -i", "tail -f /var/log/syslog"])] + cmd.split("\n")))
    if "attached" in label and chance(0.6):
        P["fix"] = ("{tool} wants the password glued to the flag (`-pSECRET`); with a space it prompts and treats the next word as the database."
                    if lang == "en" else "{tool}은 플래그에 비밀번호를 붙여 써야 함(`-pSECRET`). 띄어 쓰면 프롬프트가 뜨고 다음 단어를 DB 이름으로 해석함.").format(tool=tool)
    pls = None if chance(0.2) else ["mc", "lesson", "snip_first", "ask_repeat", "inline_plus", "split_plus"]
    fields, pl = assemble(lang, P, snip, "bash" if tool not in ("SQL",) else "sql", secs, secs[0], placements=pls)
    return note(lang, "secret", "shell: " + label + (" (history paste)" if hist else ""), fields, secs,
                "cmd/" + b.__name__ + "/" + pl, (), "prose: %s password (command not shown)" % tool)


# ---------------------------------------------------------------------------
# connection strings and service passwords in config files
# ---------------------------------------------------------------------------
def conn_string(lang):
    """returns (ENV_KEY, value, secret_as_written, label)"""
    pw = pw_any(lang)
    enc = pct(pw)
    u, db, h = CTX.get("user") or pick(USERS), CTX.get("db") or pick(DBNAMES), CTX.get("host") or _h()
    k = rint(0, 13)
    if k == 0:
        return "DATABASE_URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, db), enc, "postgresql:// URL"
    if k == 1:
        return "DATABASE_URL", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, enc, h, db), enc, "mysql+pymysql:// URL"
    if k == 2:
        return "MONGODB_URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(ALNUM_LO, 5), db), enc, "mongodb+srv:// URL"
    if k == 3:
        return "REDIS_URL", "%s://%s:%s@%s:6379/%d" % (pick(["redis", "rediss"]), pick(["", "default"]), enc, h, rint(0, 5)), enc, "redis:// URL with password"
    if k == 4:
        return "CELERY_BROKER_URL", "amqp://%s:%s@%s:5672/%s" % (u, enc, h, pick(["%2F", svc()])), enc, "amqp:// broker URL"
    if k == 5:
        if any(c in pw for c in ";{}"):
            raise Retry(";")
        return "SPRING_DATASOURCE_URL", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=false" % (h, db, u, pw), pw, "JDBC sqlserver password="
    if k == 6:
        if any(c in pw for c in ";'\"="):
            raise Retry(";")
        return "ConnectionStrings__Default", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, pw), pw, "ADO.NET Password="
    if k == 7:
        if any(c in pw for c in "@/ \"'"):
            raise Retry("@")
        return "ORACLE_DSN", "%s/%s@%s:1521/ORCLPDB1" % (u.replace(".", "_"), pw, h), pw, "Oracle EZConnect user/password@"
    if k == 8:
        return "ELASTICSEARCH_URL", "https://elastic:%s@%s:9200" % (enc, h), enc, "https://elastic:password@ URL"
    if k == 9:
        return "JDBC_URL", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, enc), enc, "JDBC query password="
    if k == 10:
        if any(c in pw for c in "}"):
            raise Retry("}")
        return "ODBC_CONN", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD={%s};" % (h, db, u, pw), pw, "ODBC PWD={}"
    if k == 11:
        return "SMTP_URL", "smtp://%s%%40%s:%s@smtp.%s:587" % (u, pick(DOMAINS), enc, pick(DOMAINS)), enc, "smtp:// URL with password"
    if k == 12:
        return "FTP_URL", "ftp://%s:%s@%s/%s/" % (u, enc, h, pick(["incoming", "upload", "export"])), enc, "ftp:// URL with password"
    return "NEO4J_URI", "neo4j+s://%s:%s@%s.databases.neo4j.io" % (pick(["neo4j", u]), enc, rs(HEX, 8)), enc, "neo4j+s:// URL"


DBP = {
    "problem": {
        "en": ["{svc} couldn't reach the {db} database in {env} and I didn't know which credentials it was configured with.",
               "Was asked to point {svc} at the new {db} replica; I didn't know the connection string lives in `{file}`.",
               "The migration job for {svc} failed with `password authentication failed` and I assumed the user was wrong.",
               "Needed read access to the {db} data for a report and didn't know whose credentials the team uses.",
               "Needed to run the {db} backfill by hand and didn't know which account {svc} uses."],
        "ko": ["{env} 환경의 {svc} 서비스가 {db} DB에 접속하지 못했는데, 어떤 자격 증명으로 설정돼 있는지 몰랐음.",
               "{svc} 서비스를 새 {db} 레플리카로 연결하라는 요청을 받았는데, 접속 문자열이 `{file}` 파일에 있다는 걸 몰랐음.",
               "{svc} 마이그레이션 잡이 `password authentication failed`로 실패해서 계정이 틀린 줄 알았음.",
               "리포트용으로 {db} 데이터 읽기 권한이 필요했는데 팀이 어떤 계정을 쓰는지 몰랐음.",
               "{db} 백필을 수동으로 돌려야 했는데 {svc} 서비스가 어떤 계정을 쓰는지 몰랐음."],
    },
    "fix": {
        "en": ["The {db} credentials for {svc} are in `{file}`; the app user is different from the migration user.",
               "{env} uses a separate DB user per service; never reuse another service's login.",
               "The pooler in front of {db} accepts the same password, but on port 6432.",
               "Changing the password requires updating `{file}` and restarting {svc}; connections are pooled."],
        "ko": ["{svc} 서비스의 {db} 자격 증명은 `{file}` 파일에 있음. 앱 계정과 마이그레이션 계정은 다름.",
               "{env} 환경은 서비스마다 DB 계정이 따로 있음. 다른 서비스 계정을 재사용하지 말 것.",
               "{db} 앞단 풀러도 같은 비밀번호를 받지만 포트는 6432임.",
               "비밀번호 변경 시 `{file}` 파일을 고치고 {svc} 재시작 필요. 커넥션 풀 때문에 즉시 반영 안 됨."],
    },
    "ask": {
        "en": ["Is there a read-only user for {db} I should use for reports?", "Should this move to the secret manager?",
               "Who rotates the {db} passwords, and how often?", "", ""],
        "ko": ["리포트용 {db} 읽기 전용 계정이 있는지?", "이 값을 시크릿 매니저로 옮겨야 하는지?",
               "{db} 비밀번호는 누가, 얼마나 자주 교체하는지?", "", ""],
    },
    "ask_in": {"en": ["Is `{v}` still valid for {db}, or has it been rotated?", "Can I reuse {v} for the {env} read replica?"],
               "ko": ["`{v}` 이 값이 {db} DB에서 아직 유효한지?", "{env} 읽기 레플리카에도 {v} 그대로 쓰면 되는지?"]},
    "inline": {"en": ["{person} confirmed the {db} password is `{v}`.", "The password they use there is {v}."],
               "ko": ["{person}님이 {db} 비밀번호가 `{v}` 맞다고 확인해 줌.", "거기서 쓰는 비밀번호는 {v} 임."]},
    "split": {"en": ["Password for the {db} user:", "{db} password ({env}):"],
              "ko": ["{db} 계정 비밀번호:", "{db} 비밀번호({env}):"]},
}


DBP_URL = {
    "problem": {"en": ["Didn't know {svc} builds its DB connection from a single URL variable rather than separate host/user/password settings.",
                       "I had no idea special characters in the password need percent-encoding inside the URL; the driver kept failing to parse it."],
                "ko": ["{svc} 서비스가 host/user/password를 따로 받지 않고 URL 하나로 DB 연결을 만든다는 걸 몰랐음.",
                       "비밀번호의 특수문자를 URL 안에서는 퍼센트 인코딩해야 한다는 걸 몰라서 드라이버 파싱 오류가 계속 남."]},
    "fix": {"en": ["Percent-encode reserved characters (`@`, `:`, `/`, `#`, `%`) in the password part of the URL, or the driver splits it wrongly.",
                   "The URL form and the split host/user/password form are both read; the URL wins if both are set."],
            "ko": ["URL의 비밀번호 부분에 있는 예약 문자(`@`, `:`, `/`, `#`, `%`)는 퍼센트 인코딩해야 드라이버가 제대로 파싱함.",
                   "URL 형식과 host/user/password 분리 형식을 둘 다 읽는데, 둘 다 있으면 URL이 우선함."]},
}


def db_P(lang, slots, v, mode="file", url=False):
    P = {k: choose(DBP[k], lang, slots) for k in ("problem", "fix", "ask")}
    if url:
        for k in ("problem", "fix"):
            if chance(0.4):
                P[k] = choose(DBP_URL[k], lang, slots)
    s2 = dict(slots, v=v)
    for k in ("ask_in", "inline", "split"):
        P[k] = choose(DBP[k], lang, s2)
    return leads(P, lang, slots, mode)


def s_conn_string(lang):
    key, val, sec, label = conn_string(lang)
    style = rint(0, 9)
    if style <= 6:
        c = pick([c_dotenv, c_export, c_yaml, c_json, c_k8s_string, c_compose, c_props, c_gha, c_terraform, c_systemd])
        snip, cname, cname_ko, file, hint = c([(key, val)])
        mode = "file"
    elif style == 7:
        lang_code = pick(["python", "js", "go", "java"])
        if lang_code == "python":
            snip = "engine = create_engine(\n    %s,\n    pool_pre_ping=True,\n)" % q_dq(val)
        elif lang_code == "js":
            snip = "const pool = new Pool({ connectionString: %s });" % q_sq(val)
        elif lang_code == "go":
            snip = "db, err := sql.Open(\"%s\", %s)" % (pick(["pgx", "mysql"]), q_dq(val))
        else:
            snip = "HikariConfig cfg = new HikariConfig();\ncfg.setJdbcUrl(%s);" % q_dq(val)
        cname, cname_ko, file, hint, mode = "code", "코드", pick(["db.py", "src/db.ts", "internal/db/db.go", "DataSourceConfig.java"]), lang_code, "request"
    else:
        snip = "%s INFO  [%s] Starting with config: {'env': '%s', '%s': '%s', 'workers': %d}" % (
            ts_log(), svc(), pick(ENVS), key.lower(), val, rint(2, 16))
        cname, cname_ko, file, hint, mode = "the startup log", "기동 로그", pick(CONFIG_FILES), "text", "log"
    slots = base_slots(lang)
    slots.update({"file": file, "cname": cname, "cname_ko": cname_ko})
    P = db_P(lang, slots, sec, mode, "://" in val)
    pls = None if chance(0.3) else ["mc", "lesson", "snip_first", "ask_repeat", "inline_plus", "split_plus"]
    fields, pl = assemble(lang, P, snip, hint, [sec], sec, placements=pls)
    return note(lang, "secret", "connection string: " + label, fields, [sec], "conn/%d/%s" % (style, pl), (),
                "prose: database password (connection string not shown)")


def pw_config_file(lang):
    """service passwords in well-known config files: (file, snippet, [secrets], label, hint)"""
    pw = pw_any(lang)
    u, db, h = CTX.get("user") or pick(USERS), CTX.get("db") or pick(DBNAMES), CTX.get("host") or _h()
    k = rint(0, 17)
    if k == 0:
        return "settings.py", ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n"
                               "        \"USER\": \"%s\",\n        \"PASSWORD\": %s,\n        \"HOST\": \"%s\",\n    }\n}" % (db, u, q_dq(pw), h)), [pw], "Django DATABASES PASSWORD", "python"
    if k == 1:
        return "config/database.yml", "production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: %s\n  host: %s" % (db, u, q_yaml(pw), h), [pw], "Rails database.yml password", "yaml"
    if k == 2:
        return "application-%s.properties" % pick(ENVS), "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, db, u, q_props(pw)), [pw], "spring.datasource.password", "properties"
    if k == 3:
        if ":" in pw or "\\" in pw:
            raise Retry("pgpass")
        return "~/.pgpass", "%s:5432:%s:%s:%s\n%s:5432:*:%s:%s" % (h, db, u, pw, _h(), u, pw), [pw], ".pgpass line", "text"
    if k == 4:
        if " " in pw:
            raise Retry("netrc")
        return "~/.netrc", "machine %s\n  login %s\n  password %s" % (h, u, pw), [pw], ".netrc password", "text"
    if k == 5:
        return "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, q_sh(pw) if chance(0.5) else pw, h), [pw], ".my.cnf [client] password", "ini"
    if k == 6:
        blob = b64(u + ":" + pw)
        reg = pick(["registry.%s" % pick(DOMAINS), "harbor.%s" % pick(DOMAINS), "ghcr.io"])
        return "~/.docker/config.json", '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob), [blob], "docker config.json auth (base64 user:pass)", "json"
    if k == 7:
        blob = b64(pw)
        return ".npmrc", "registry=https://nexus.%s/repository/npm-group/\n//nexus.%s/repository/npm-group/:username=%s\n//nexus.%s/repository/npm-group/:_password=%s\nalways-auth=true" % (
            pick(DOMAINS), "x", u, "x", blob), [blob], ".npmrc _password (base64)", "ini"
    if k == 8:
        enc = pct(pw)
        return "pip.conf", "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple" % (u, enc, pick(DOMAINS)), [enc], "pip.conf index-url with password", "ini"
    if k == 9:
        tok = pick(["ghp_" + rs(ALNUM, 36), "glpat-" + rs(B64URL, 20), pct(pw)])
        return "~/.git-credentials", "https://%s:%s@%s" % (u, tok, pick(["github.com", "gitlab.%s" % pick(DOMAINS)])), [tok], ".git-credentials", "text"
    if k == 10:
        if any(c in pw for c in ' "'):
            raise Retry("redis")
        return "redis.conf", "bind 0.0.0.0\nport 6379\nrequirepass %s\nmasterauth %s" % (pw, pw), [pw], "redis.conf requirepass", "conf"
    if k == 11:
        if '"' in pw:
            raise Retry("pgb")
        return "userlist.txt", '"%s" "%s"\n"%s" "md5%s"' % (u, pw, pick(USERS), hx(32)), [pw], "pgbouncer userlist.txt plain password", "text"
    if k == 12:
        return "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', %s );\ndefine( 'DB_HOST', '%s' );" % (db, u, q_sq(pw), h), [pw], "wp-config.php DB_PASSWORD", "php"
    if k == 13:
        return "grafana.ini", "[security]\nadmin_user = admin\nadmin_password = %s" % pw, [pw], "grafana.ini admin_password", "ini"
    if k == 14:
        return ".env", "MAIL_MAILER=smtp\nMAIL_HOST=smtp.%s\nMAIL_PORT=587\nMAIL_USERNAME=%s@%s\nMAIL_PASSWORD=%s" % (pick(DOMAINS), u, pick(DOMAINS), q_env(pw)), [pw], "Laravel MAIL_PASSWORD", "dotenv"
    if k == 15:
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(TEAMS), u, q_xml(pw)), [pw], "Maven settings.xml <password>", "xml"
    if k == 16:
        obs = rs(B64URL, rint(30, 60))
        return "~/.config/rclone/rclone.conf", "[%s]\ntype = sftp\nhost = %s\nuser = %s\npass = %s" % (pick(["nas", "backup", "offsite"]), h, u, obs), [obs], "rclone.conf pass (obscured, reversible)", "ini"
    return "group_vars/%s/main.yml" % pick(ENVS), "db_host: %s\ndb_user: %s\ndb_password: %s\nansible_become_pass: %s" % (h, u, q_yaml(pw), q_yaml(pw)), [pw], "Ansible group_vars plain password", "yaml"


def s_password_config(lang):
    file, snip, secs, label, hint = pw_config_file(lang)
    slots = base_slots(lang)
    slots.update({"file": file, "cname": "`%s`" % file, "cname_ko": "`%s` 파일" % file})
    P = db_P(lang, slots, secs[0])
    if chance(0.5):
        P["problem"] = fmt(pick({"en": ["Didn't know `{file}` on the build host carries a plain-text password.",
                                        "I was copying `{file}` from {person}'s machine to the runner and didn't realise what was in it.",
                                        "Couldn't work out why the job authenticated locally but not in CI: the password is only in `{file}`."],
                                 "ko": ["빌드 호스트의 `{file}` 파일에 평문 비밀번호가 있다는 걸 몰랐음.",
                                        "{person}님 PC의 `{file}` 파일을 러너로 복사하면서 내용이 뭔지 확인하지 않았음.",
                                        "로컬에서는 인증되는데 CI에서는 안 되는 이유를 몰랐음. 비밀번호가 `{file}` 파일에만 있었음."]}[lang]), slots)
    pls = None if chance(0.25) else ["mc", "lesson", "snip_first", "ask_repeat", "inline_plus", "split_plus"]
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0], placements=pls)
    return note(lang, "secret", "config file: " + label, fields, secs, "pwconf/%s/%s" % (label.split()[0], pl), (),
                "prose: service password (config file not shown)")


# ---------------------------------------------------------------------------
# Basic / Bearer / API-key headers and cookies for internal services
# ---------------------------------------------------------------------------
def internal_jwt(long=False):
    claims = {"sub": pick([uuid4(), pick(USERS), digits(8)]), "iss": "https://auth.%s" % pick(DOMAINS),
              "aud": svc(), "iat": _iat(), "exp": _iat() + 3600,
              "scope": " ".join(sample(["read:orders", "write:orders", "admin", "read:users", "billing", "ops"], rint(1, 3)))}
    if long:
        claims.update({"tid": uuid4(), "oid": uuid4(), "roles": sample(["Admin", "Reader", "Writer", "Ops", "Billing"], 3),
                       "name": pick(PEOPLE_EN) + " " + pick(["Kim", "Lee", "Park", "Smith", "Garcia"]), "ver": "2.0",
                       "nonce": hx(16), "uti": rs(B64URL, 22)})
        return make_jwt(claims, "RS256", 256)
    return make_jwt(claims, pick(["HS256", "HS256", "RS256"]), pick([32, 32, 256]))


HTTPP_T = {
    "basic": {"problem": {"en": ["The internal {svc} endpoint kept answering 401 and I didn't know it expects HTTP Basic rather than the SSO cookie.",
                                 "I didn't know the legacy {svc} admin API still uses HTTP Basic with a shared account."],
                          "ko": ["내부 {svc} 엔드포인트가 계속 401을 줬는데, SSO 쿠키가 아니라 HTTP Basic 인증을 기대한다는 걸 몰랐음.",
                                 "레거시 {svc} 관리자 API가 아직 공용 계정으로 HTTP Basic 인증을 쓴다는 걸 몰랐음."]},
              "fix": {"en": ["Basic auth here is base64 only, not encryption: anyone with the header has the password.",
                             "{svc} only accepts Basic on the internal port; the public ingress strips the header."],
                      "ko": ["여기 Basic 인증은 base64일 뿐 암호화가 아님. 헤더만 있으면 비밀번호를 알 수 있음.",
                             "{svc} 서비스는 내부 포트에서만 Basic 인증을 받음. 외부 ingress는 헤더를 제거함."]}},
    "bearer": {"problem": {"en": ["Was debugging a 403 from the {env} gateway and didn't know the token in the request had the wrong scope.",
                                  "Needed to replay a failing request against {env} and had no idea which credentials the gateway accepts."],
                           "ko": ["{env} 게이트웨이의 403을 디버깅하는데 요청에 담긴 토큰의 scope가 틀렸다는 걸 몰랐음.",
                                  "{env}에 실패한 요청을 재현해야 했는데 게이트웨이가 어떤 자격 증명을 받는지 몰랐음."]},
               "fix": {"en": ["Tokens from the {env} IdP expire after an hour; fetch a fresh one rather than pasting an old one.",
                              "The gateway checks the `scope` claim, not the role; ask for a token with the right scope."],
                       "ko": ["{env} IdP 토큰은 1시간 뒤 만료됨. 예전 토큰을 붙여 쓰지 말고 새로 발급받을 것.",
                              "게이트웨이는 role이 아니라 `scope` 클레임을 확인함. 맞는 scope로 토큰을 받을 것."]}},
    "apikey": {"problem": {"en": ["I didn't know the partner API behind {svc} authenticates with a static header; the docs only mention OAuth.",
                                  "The {env} calls from {svc} to the partner failed and I didn't know which header carries the key."],
                           "ko": ["{svc} 뒤의 파트너 API가 고정 헤더로 인증한다는 걸 몰랐음. 문서에는 OAuth만 나와 있었음.",
                                  "{svc} 서비스에서 파트너로 가는 {env} 호출이 실패했는데 키를 어느 헤더에 넣는지 몰랐음."]},
               "fix": {"en": ["The gateway checks the header name case-sensitively behind the legacy proxy.",
                              "The partner issues one key per environment; the {env} key does not work elsewhere."],
                       "ko": ["레거시 프록시 뒤에서는 게이트웨이가 헤더 이름 대소문자를 구분함.",
                              "파트너가 환경별로 키를 하나씩 발급함. {env} 키는 다른 환경에서 안 됨."]}},
    "cookie": {"problem": {"en": ["{person} shared a \"Copy as cURL\" from the browser so I could reproduce the {env} bug; I didn't realise it carried their live session.",
                                  "I couldn't reproduce the admin-only bug and didn't know the page needs the admin session cookie."],
                           "ko": ["{env} 버그 재현용으로 {person}님이 브라우저에서 \"Copy as cURL\"을 공유해 줬는데, 실제 세션이 들어 있는 줄 몰랐음.",
                                  "관리자 전용 버그를 재현하지 못했는데, 그 페이지가 관리자 세션 쿠키를 요구한다는 걸 몰랐음."]},
               "fix": {"en": ["Session cookies copied from a browser stay valid until logout; ask for a test account instead of reusing someone's session.",
                              "The session is bound to nothing but the cookie, so whoever has it is logged in as that user."],
                       "ko": ["브라우저에서 복사한 세션 쿠키는 로그아웃 전까지 유효함. 남의 세션을 재사용하지 말고 테스트 계정을 요청할 것.",
                              "세션이 쿠키 하나로만 묶여 있어서 쿠키만 있으면 그 사용자로 로그인한 것과 같음."]}},
}
HTTPP = {
    "problem": {
        "en": ["The internal {svc} endpoint kept answering 401 and I didn't know it expects {scheme} auth rather than the SSO cookie.",
               "{person} shared a \"Copy as cURL\" from the browser so I could reproduce the {env} bug; I didn't realise it carried their live session.",
               "I didn't know the partner API behind {svc} authenticates with a static header; the docs only mention OAuth.",
               "Needed to replay a failing request against {env} and had no idea which credentials the gateway accepts.",
               "Was debugging a 403 from the {env} gateway and didn't know the token in the request had the wrong scope."],
        "ko": ["내부 {svc} 엔드포인트가 계속 401을 줬는데, SSO 쿠키가 아니라 {scheme} 인증을 기대한다는 걸 몰랐음.",
               "{env} 버그 재현용으로 {person}님이 브라우저에서 \"Copy as cURL\"을 공유해 줬는데, 실제 세션이 들어 있는 줄 몰랐음.",
               "{svc} 뒤의 파트너 API가 고정 헤더로 인증한다는 걸 몰랐음. 문서에는 OAuth만 나와 있었음.",
               "{env}에 실패한 요청을 재현해야 했는데 게이트웨이가 어떤 자격 증명을 받는지 몰랐음.",
               "{env} 게이트웨이의 403을 디버깅하는데 요청에 담긴 토큰의 scope가 틀렸다는 걸 몰랐음."],
    },
    "fix": {
        "en": ["{svc} only accepts {scheme} on the internal port; the public ingress strips the header.",
               "Session cookies copied from a browser stay valid until logout; ask for a test account instead of reusing someone's session.",
               "Tokens from the {env} IdP expire after an hour; fetch a fresh one rather than pasting an old one.",
               "The gateway checks the header name case-sensitively behind the legacy proxy.",
               "Basic auth here is base64 only, not encryption: anyone with the header has the password."],
        "ko": ["{svc} 서비스는 내부 포트에서만 {scheme} 인증을 받음. 외부 ingress는 헤더를 제거함.",
               "브라우저에서 복사한 세션 쿠키는 로그아웃 전까지 유효함. 남의 세션을 재사용하지 말고 테스트 계정을 요청할 것.",
               "{env} IdP 토큰은 1시간 뒤 만료됨. 예전 토큰을 붙여 쓰지 말고 새로 발급받을 것.",
               "레거시 프록시 뒤에서는 게이트웨이가 헤더 이름 대소문자를 구분함.",
               "여기 Basic 인증은 base64일 뿐 암호화가 아님. 헤더만 있으면 비밀번호를 알 수 있음."],
    },
    "ask": {"en": ["Is there a test account for {env} so I don't need someone's session?", "Which scopes should the {svc} client request?", "", ""],
            "ko": ["남의 세션 대신 쓸 {env} 테스트 계정이 있는지?", "{svc} 클라이언트가 어떤 scope를 요청해야 하는지?", "", ""]},
    "ask_in": {"en": ["Is the value `{v}` safe to keep in the test fixtures, or should it be invalidated?", "Can {v} be revoked now?"],
               "ko": ["`{v}` 값을 테스트 픽스처에 둬도 되는지, 무효화해야 하는지?", "{v} 지금 폐기해도 되는지?"]},
    "inline": {"en": ["The header value was `{v}`.", "{person}'s value was {v}."],
               "ko": ["헤더 값은 `{v}` 였음.", "{person}님이 준 값은 {v} 였음."]},
    "split": {"en": ["Header value:", "Value they sent:"], "ko": ["헤더 값:", "보낸 값:"]},
}


def s_http_auth(lang):
    k = rint(0, 8)
    host = pick(["api", "gw", "int-api", "admin", "partner"]) + "." + pick(DOMAINS)
    path = pick(API_PATHS)
    extra_pw = None
    if k in (0, 1):
        u = pick(USERS)
        pw = pw_any(lang)
        blob = b64(u + ":" + pw)
        hdr = [("Authorization", "Basic " + blob)]
        secs, scheme, label = [blob], "Basic", "Authorization: Basic (base64 user:pass)"
        if k == 1:
            extra_pw = (u, pw)
    elif k == 2:
        tok = internal_jwt()
        hdr = [("Authorization", "Bearer " + tok)]
        secs, scheme, label = [tok], "Bearer", "Authorization: Bearer JWT"
    elif k == 3:
        tok = internal_jwt(long=True)
        hdr = [("Authorization", "Bearer " + tok)]
        secs, scheme, label = [tok], "Bearer", "Authorization: Bearer long RS256 JWT"
    elif k == 4:
        key = pick(["ak_live_" + rs(ALNUM, 32), rs(ALNUM, 40), "key_" + hx(40), uuid4()])
        hn = pick(["X-API-Key", "X-Api-Key", "api-key", "X-Partner-Token", "Ocp-Apim-Subscription-Key"])
        if hn == "Ocp-Apim-Subscription-Key":
            key = hx(32)
        hdr = [(hn, key)]
        secs, scheme, label = [key], hn, "%s header" % hn
    elif k in (5, 6):
        cn, cv = cookie_pair()
        other = pick(["_ga=GA1.1.%s.%s" % (digits(9), digits(10)), "theme=dark", "lang=ko", "ajs_anonymous_id=%s" % uuid4()])
        hdr = [("Cookie", "%s; %s=%s" % (other, cn, cv))]
        secs, scheme, label = [cv], "session cookie", "Cookie: %s" % cn
    elif k == 7:
        cn, cv = cookie_pair()
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Length: 0" % (cn, cv)
        hdr = None
        secs, scheme, label = [cv], "session cookie", "Set-Cookie response header: %s" % cn
    else:
        tok = "ya29." + rs(B64URL, rint(150, 220))
        hdr = [("Authorization", "Bearer " + tok)]
        secs, scheme, label = [tok], "Bearer", "Google OAuth access token ya29."
        host = pick(["www.googleapis.com", "sheets.googleapis.com", "bigquery.googleapis.com"])
    if hdr is not None:
        pseudo = {"host": host, "headers": hdr}
        style = pick(["curl", "curl", "raw", "requests", "fetch", "httpie", "wget"])
        if k in (5, 6) and style == "curl" and chance(0.5):
            snip = "curl 'https://%s%s' \\\n  -H 'accept: application/json' \\\n  -b %s" % (host, path, q_sq(hdr[0][1]))
            hint = "bash"
        else:
            snip, hint, _ = render_http(pseudo, style)
    else:
        hint = "http"
    slots = base_slots(lang)
    slots["scheme"] = scheme
    P = {kk: choose(HTTPP[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    typ = "basic" if k in (0, 1) else "bearer" if k in (2, 3, 8) else "apikey" if k == 4 else "cookie"
    if chance(0.8):
        P["problem"] = choose(HTTPP_T[typ]["problem"], lang, slots)
    P["fix"] = choose(HTTPP_T[typ]["fix"], lang, slots)
    s2 = dict(slots, v=secs[0])
    for kk in ("ask_in", "inline", "split"):
        P[kk] = choose(HTTPP[kk], lang, s2)
    leads(P, lang, slots, "request")
    if extra_pw:
        u, pw = extra_pw
        P["fix"] += (" (The header decodes to `%s:%s`.)" % (u, pw)) if lang == "en" else (" (헤더를 디코딩하면 `%s:%s` 임.)" % (u, pw))
        secs = secs + [pw]
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0], placements=["mc", "lesson", "snip_first", "ask_repeat", "inline_plus", "split_plus"])
    return note(lang, "secret", "http header: " + label, fields, secs, "httpauth/%d/%s" % (k, pl))


# ---------------------------------------------------------------------------
# passwords of people and shared accounts, in prose and chat
# ---------------------------------------------------------------------------
ACCOUNTS = {"en": ["the router admin page", "the office NAS", "the shared Jenkins admin", "the Grafana admin account",
                   "the WordPress admin", "the staging VPN", "the test iPhone's Apple ID", "the BIOS of the build box",
                   "the vendor portal", "the old Confluence admin", "the UPS management card", "the label printer's web UI",
                   "the Synology DSM", "the shared Google Workspace test user", "the laptop's disk encryption"],
            "ko": ["공유기 관리자 페이지", "사무실 NAS", "공용 Jenkins 관리자", "Grafana 관리자 계정", "워드프레스 관리자",
                   "스테이징 VPN", "테스트폰 Apple ID", "빌드 서버 BIOS", "외주 업체 포털", "예전 Confluence 관리자",
                   "UPS 관리 카드", "라벨 프린터 웹 UI", "시놀로지 DSM", "공용 구글 워크스페이스 테스트 계정", "노트북 디스크 암호화"]}

HUMP = {
    "problem": {
        "en": ["I needed to log into {acct} to {task} and nobody had written down who has access.",
               "Was asked to {task}; the only login info was in {person}'s message.",
               "Didn't know {acct} still uses a shared login instead of SSO.",
               "Tried to {task} and got locked out after three attempts because I guessed the password format."],
        "ko": ["{task} 작업 때문에 {acct}에 로그인해야 했는데, 접근 권한이 누구에게 있는지 정리된 곳이 없었음.",
               "{task} 요청을 받았는데 로그인 정보는 {person}님 메시지에만 있었음.",
               "{acct_i} SSO가 아니라 아직 공용 계정을 쓴다는 걸 몰랐음.",
               "{task} 하려다 비밀번호 형식을 추측하다가 3회 실패로 잠김."],
    },
    "fix": {
        "en": ["{acct} uses a shared account; the password is rotated by {person} each quarter.",
               "The login is case-sensitive and the keyboard layout matters (Korean IME on makes it fail silently).",
               "Lockout resets after 30 minutes; don't retry in a loop.",
               "Ask {person} before logging in: the session kicks out whoever is already logged in."],
        "ko": ["{acct_eun} 공용 계정이고 비밀번호는 분기마다 {person}님이 교체함.",
               "대소문자를 구분하고 키보드 입력 모드도 중요함(한글 입력 상태면 조용히 실패함).",
               "잠금은 30분 뒤 풀림. 반복 재시도하지 말 것.",
               "로그인 전에 {person}님께 먼저 말할 것. 동시 접속 시 기존 세션이 끊김."],
    },
    "ask": {"en": ["Can {acct} be moved behind SSO?", "Who else knows this login?", "", ""],
            "ko": ["{acct_eul} SSO로 옮길 수 있는지?", "이 계정 정보를 아는 사람이 또 누구인지?", "", ""]},
    "ask_in": {"en": ["Is `{v}` still the password for {acct}?", "Should I change {v} after using it?",
                      "{person}, is it still {v} or did you change it last week?"],
               "ko": ["{acct} 비밀번호가 아직 `{v}` 인지?", "{v} 사용 후 바꿔야 하는지?", "{person}님, 아직 {v} 맞나요? 지난주에 바꾸셨나요?"]},
    "inline": {"en": ["{person} said the password is `{v}`.", "The password, per {person}: {v}", "It's {v} (typed exactly as {person} sent it).",
                      "Login worked with user `{user}` and password {v}."],
               "ko": ["{person}님이 비밀번호는 `{v}` 라고 알려줌.", "{person}님 말로는 비번이 {v} 임.", "비번 {v} ({person}님이 보낸 그대로).",
                      "계정 `{user}`, 비밀번호 {v} 로 로그인 성공."]},
    "split": {"en": ["Password {person} gave me:", "The login is `{user}` and the password is"],
              "ko": ["{person}님이 준 비밀번호:", "계정은 `{user}`, 비밀번호는"]},
}
TASKS = {"en": ["reset the port forwarding", "download last month's invoices", "renew the TLS certificate", "restart the stuck job",
                "add a DNS record", "update the firmware", "export the audit log", "pull the crash logs"],
         "ko": ["포트포워딩 재설정", "지난달 인보이스 다운로드", "TLS 인증서 갱신", "멈춘 잡 재시작", "DNS 레코드 추가",
                "펌웨어 업데이트", "감사 로그 추출", "크래시 로그 수집"]}


def human_pw_choice(lang):
    k = rint(0, 7)
    if k <= 1:
        return pw_human(), "human-style password"
    if k == 2:
        return pw_passphrase(), "passphrase"
    if k == 3:
        return pw_heavy(), "punctuation-heavy password"
    if k == 4:
        return pw_kbd_korean(), "Korean-keyboard (Hangul typed in English layout) password"
    if k == 5:
        return pw_hangul(), "Hangul password"
    if k == 6:
        return pw_random_alnum(rint(12, 20)), "generated password"
    return (pw_kbd_korean() if lang == "ko" else pw_human()), "human-style password"


def s_human_password(lang):
    pw, kindlabel = human_pw_choice(lang)
    if lang == "ko" and chance(0.3):
        pw, kindlabel = pw_hangul(), "Hangul password"
    slots = base_slots(lang)
    slots["acct"] = pick(ACCOUNTS[lang])
    slots["acct_i"] = josa(slots["acct"], "이/가")
    slots["acct_eun"] = josa(slots["acct"], "은/는")
    slots["acct_eul"] = josa(slots["acct"], "을/를")
    slots["task"] = pick(TASKS[lang])
    P = {k: choose(HUMP[k], lang, slots) for k in ("problem", "fix", "ask")}
    s2 = dict(slots, v=pw)
    for k in ("ask_in", "inline", "split"):
        P[k] = choose(HUMP[k], lang, s2)
    style = rint(0, 4)
    snip, hint = None, ""
    if style == 0:   # kakao/slack chat
        t = rint(1, 11)
        m = sorted([rint(0, 59) for _ in range(2)])
        if lang == "ko":
            snip = "[오후 %d:%02d] %s : %s 비번 %s 입니다\n[오후 %d:%02d] %s : 쓰고 나서 알려주세요" % (t, m[0], slots["person"], slots["acct"], pw, t, m[1], slots["person"])
        else:
            snip = "%s  %d:%02d PM\npw for %s is %s\n%s  %d:%02d PM\nping me when you're done" % (slots["person"], t, m[0], slots["acct"], pw, slots["person"], t, m[1])
    elif style == 1:  # email from helpdesk
        if lang == "ko":
            snip = "보낸 사람: IT 헬프데스크\n제목: 임시 비밀번호 안내\n\n%s 임시 비밀번호: %s\n최초 로그인 후 반드시 변경하세요." % (slots["acct"], pw)
        else:
            snip = "From: IT Helpdesk\nSubject: Temporary password\n\nYour temporary password for %s is: %s\nYou will be asked to change it at first login." % (slots["acct"], pw)
    elif style == 2:  # password change: old and new
        pw2, _ = human_pw_choice(lang)
        if lang == "ko":
            snip = "기존: %s\n변경: %s" % (pw2, pw)
        else:
            snip = "old: %s\nnew: %s" % (pw2, pw)
        secs = [pw, pw2]
    P["lead_mc"] = pick(["Message:", "Forwarded:", "From the chat:", "Notes from the call:"]) if lang == "en" else pick(["메시지:", "전달받은 내용:", "채팅 내용:", "통화 메모:"])
    P["lead_lesson"] = P["lead_mc"]
    P["after"] = "^ " + P["problem"] if lang == "en" else "↑ " + P["problem"]
    secs = [pw] + ([pw2] if style == 2 else [])
    if snip is None:
        fields, pl = assemble(lang, P, None, "", secs, pw)
    else:
        fields, pl = assemble(lang, P, snip, hint, secs, pw, placements=["mc", "lesson", "snip_first", "ask_repeat", "inline_plus", "split_plus"])
    return note(lang, "secret", "person/shared account: " + kindlabel + [" (chat)", " (helpdesk mail)", " (old and new)", "", ""][style],
                fields, secs, "human/%d/%s" % (style, pl), (), "person/shared account in prose: " + kindlabel)


# ---------------------------------------------------------------------------
# private keys (PEM bodies listed line by line)
# ---------------------------------------------------------------------------
KP = {
    "problem": {
        "en": ["The deploy from CI to {host} failed with `Permission denied (publickey)` and I didn't know which key the runner uses.",
               "I was asked to set up mTLS for {svc} and didn't know the client key had already been generated and shared.",
               "Didn't know the GitHub App for {svc} signs its JWTs with a key stored in `{file}`.",
               "Needed to decrypt the {env} backup and had no idea which private key matches the recipient.",
               "The TLS secret for {svc} in {env} was expired; I didn't know the key lived in the repo."],
        "ko": ["CI에서 {host} 서버로 배포가 `Permission denied (publickey)`로 실패했는데, 러너가 어떤 키를 쓰는지 몰랐음.",
               "{svc} 서비스에 mTLS 설정을 요청받았는데, 클라이언트 키가 이미 생성돼 공유돼 있다는 걸 몰랐음.",
               "{svc} GitHub App이 `{file}` 파일에 있는 키로 JWT를 서명한다는 걸 몰랐음.",
               "{env} 백업을 복호화해야 했는데 어떤 개인 키가 수신자와 맞는지 몰랐음.",
               "{env}의 {svc} TLS 시크릿이 만료됐는데, 키가 레포 안에 있다는 걸 몰랐음."],
    },
    "fix": {
        "en": ["The key has to be mode 0600 or ssh ignores it silently.", "This key is shared by every runner; it should be per-runner and rotated.",
               "The PEM must keep its line breaks; the env var version needs literal `\\n` that the app converts back.",
               "After pasting a private key anywhere, treat it as compromised and issue a new one."],
        "ko": ["키 파일 권한이 0600이 아니면 ssh가 조용히 무시함.", "이 키를 모든 러너가 공유함. 러너별로 분리하고 교체해야 함.",
               "PEM은 줄바꿈을 유지해야 함. 환경변수 버전은 앱이 다시 변환하는 리터럴 `\\n`이 필요함.",
               "개인 키를 어딘가에 붙여넣었다면 유출된 것으로 보고 새로 발급할 것."],
    },
    "ask": {"en": ["Where should the replacement key be stored?", "Can we switch the runner to short-lived certificates?", "", ""],
            "ko": ["교체용 키는 어디에 보관해야 하는지?", "러너를 단기 인증서 방식으로 바꿔도 되는지?", "", ""]},
}


def s_private_key(lang):
    pem, body, klabel = make_private_key()
    style = rint(0, 5)
    head = pem.split("\n")[0]
    tail = pem.split("\n")[-1]
    if style == 0:
        snip, hint, file, clabel = pem, "", pick(["~/.ssh/id_ed25519", "deploy_key", "certs/client.key", "keys/app.pem"]), "raw PEM"
    elif style == 1:
        ind = "\n".join("    " + ln for ln in pem.split("\n"))
        snip = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\nstringData:\n  tls.key: |\n%s" % (svc(), ind)
        hint, file, clabel = "yaml", "k8s/%s-tls.yaml" % svc(), "YAML block scalar"
    elif style == 2:
        esc = "\\n".join(pem.split("\n")) + "\\n"
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s-%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s-%s.iam.gserviceaccount.com"\n}'
                % (pick(WORDS), digits(6), hx(40), esc, svc(), pick(WORDS), digits(6)))
        hint, file, clabel = "json", "%s-sa.json" % svc(), "service-account JSON (escaped newlines)"
    elif style == 3:
        esc = "\\n".join(pem.split("\n"))
        snip = 'GITHUB_APP_ID=%s\nGITHUB_APP_PRIVATE_KEY="%s"' % (digits(6), esc)
        hint, file, clabel = "dotenv", ".env", ".env with escaped newlines"
    elif style == 4:
        snip = 'resource "tls_locally_signed_cert" "client" {\n  ca_private_key_pem = <<EOT\n%s\nEOT\n}' % pem
        hint, file, clabel = "hcl", "modules/mtls/main.tf", "Terraform heredoc"
    else:
        snip = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "id_ecdsa", "deploy"]), pem)
        hint, file, clabel = "", "~/.ssh/", "cat output"
    slots = base_slots(lang)
    slots["file"] = file
    P = {k: choose(KP[k], lang, slots) for k in ("problem", "fix", "ask")}
    leads(P, lang, slots, "log")
    P["lead_lesson"] = pick(["Key in question:", "For reference (now revoked?):"]) if lang == "en" else pick(["문제의 키:", "참고(폐기 여부 확인 필요):"])
    fields, pl = assemble(lang, P, snip, hint, body, None)
    return note(lang, "secret", "private key: %s in %s" % (klabel, clabel), fields, body, "pkey/%d/%s" % (style, pl))


# ---------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs / PUKs, BitLocker, 1Password secret key
# ---------------------------------------------------------------------------
MFAP = {
    "problem": {
        "en": ["The shared {issuer} account has 2FA and I didn't know the team keeps the seed rather than a phone.",
               "I got locked out of {issuer} on the test device and didn't know there were backup codes.",
               "Needed to sign in to {issuer} as the ops user; the second factor was the blocker.",
               "{person} is on leave and was the only one with the {issuer} authenticator."],
        "ko": ["공용 {issuer} 계정에 2FA가 걸려 있었는데, 팀이 휴대폰이 아니라 시드 값을 보관한다는 걸 몰랐음.",
               "테스트 기기에서 {issuer} 로그인이 막혔는데 백업 코드가 있다는 걸 몰랐음.",
               "ops 계정으로 {issuer}에 로그인해야 했는데 2차 인증이 걸림.",
               "{person}님이 휴가 중인데 {issuer} 인증 앱을 가진 사람이 {person}님뿐이었음."],
    },
    "fix": {
        "en": ["Each backup code works once; cross out the used ones.", "The seed lets anyone generate valid codes, so it belongs in the vault, not in notes.",
               "Codes are time-based; if they fail, check the clock on the machine generating them.",
               "Register a second authenticator for the shared account so one person's absence doesn't block the team."],
        "ko": ["백업 코드는 한 번씩만 쓸 수 있음. 사용한 코드는 지울 것.", "시드가 있으면 누구나 유효한 코드를 만들 수 있으니 메모가 아니라 vault에 둬야 함.",
               "시간 기반 코드라 실패하면 코드 생성 기기의 시계를 확인할 것.",
               "공용 계정에 인증기를 하나 더 등록해서 한 사람 부재로 팀이 막히지 않게 할 것."],
    },
    "ask": {"en": ["Who can re-enrol the shared account's 2FA?", "Should we move the seed into the password manager?", "", ""],
            "ko": ["공용 계정 2FA 재등록은 누가 할 수 있는지?", "시드를 비밀번호 관리자로 옮겨도 되는지?", "", ""]},
}
ISSUERS = ["AWS root", "GitHub org owner", "Cloudflare", "Google Workspace admin", "npm", "Apple Developer", "Azure portal",
           "Stripe dashboard", "Naver Cloud console", "Kakao business", "Docker Hub", "GitLab admin"]


def s_mfa(lang):
    k = rint(0, 8)
    slots = base_slots(lang)
    slots["issuer"] = pick(ISSUERS)
    user = pick(USERS) + "@" + pick(DOMAINS)
    if k <= 1:
        sec = totp_secret()
        if " " in sec:
            snip = ("Set up key: %s" if lang == "en" else "설정 키: %s") % sec
        else:
            snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
                pct(slots["issuer"]), user, sec, pct(slots["issuer"]))
        secs, label, hint = [sec], "TOTP seed" + (" (otpauth URI)" if "otpauth" in snip else " (setup key)"), ""
    elif k == 2:
        sec = rs(B32, 32)
        snip = "import pyotp\n\ntotp = pyotp.TOTP(%s)\nprint(totp.now())" % q_dq(sec)
        secs, label, hint = [sec], "TOTP seed in code", "python"
    elif k in (3, 4):
        style, codes = recovery_codes()
        snip = "\n".join(codes) if chance(0.5) else "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        if len(codes) > 4 and chance(0.5):
            half = (len(codes) + 1) // 2
            snip = "\n".join("%-14s %s" % (codes[i], codes[i + half] if i + half < len(codes) else "") for i in range(half)).rstrip()
            snip = "\n".join(l.rstrip() for l in snip.split("\n"))
        secs, label, hint = codes, "recovery codes (%s style)" % style, ""
    elif k == 5:
        puk = digits(8, False)
        snip = ("SIM for the on-call phone: ICCID %s, PUK %s" if lang == "en" else "당직폰 유심: ICCID %s, PUK %s") % (digits(19), puk)
        secs, label, hint = [puk], "SIM PUK code", ""
    elif k == 6:
        code = digits(8, False)
        snip = ("Server room door / alarm code: %s (disarm within 30 s)" if lang == "en" else "서버실 도어락/경보 해제 코드: %s (30초 안에 해제)") % code
        secs, label, hint = [code], "door / alarm PIN (8 digits)", ""
    elif k == 7:
        key = bitlocker_key()
        snip = "BitLocker Drive Encryption recovery key\nIdentifier: %s\nRecovery Key: %s" % (uuid4().upper(), key)
        secs, label, hint = [key], "BitLocker recovery key", ""
    else:
        key = onepassword_secret_key()
        snip = ("Emergency Kit — sign-in address: https://%s.1password.com  email: %s  Secret Key: %s" if lang == "en" else
                "Emergency Kit — 로그인 주소: https://%s.1password.com  이메일: %s  Secret Key: %s") % (pick(WORDS), user, key)
        secs, label, hint = [key], "1Password Secret Key", ""
    P = {kk: choose(MFAP[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    other = {5: ({"en": "The on-call phone's SIM locked after three wrong PINs and I didn't know where the PUK was kept.",
                  "ko": "당직폰 유심이 PIN 3회 오류로 잠겼는데 PUK를 어디 보관하는지 몰랐음."},
                 {"en": "The PUK unlocks the SIM once; after ten wrong PUKs the SIM is dead, so don't guess.",
                  "ko": "PUK로 유심 잠금을 풀 수 있지만 10회 틀리면 유심이 영구 잠김. 추측하지 말 것."}),
             6: ({"en": "I had to reboot the rack in the server room out of hours and nobody told me how to get in.",
                  "ko": "업무 시간 외에 서버실 랙을 재부팅해야 했는데 출입 방법을 아무도 안 알려줬음."},
                 {"en": "The alarm arms itself at 22:00; disarm within 30 seconds or security is called.",
                  "ko": "경보는 22시에 자동 설정됨. 30초 안에 해제하지 않으면 보안업체가 출동함."}),
             7: ({"en": "The build laptop asked for the BitLocker recovery key after a firmware update and I didn't know where it was stored.",
                  "ko": "펌웨어 업데이트 후 빌드용 노트북이 BitLocker 복구 키를 요구했는데 어디 보관돼 있는지 몰랐음."},
                 {"en": "Recovery keys are escrowed in Entra ID; look them up there instead of asking people to read them out.",
                  "ko": "복구 키는 Entra ID에 보관돼 있으니 사람에게 불러 달라고 하지 말고 거기서 조회할 것."}),
             8: ({"en": "Needed to sign in to the team 1Password account on a new machine and didn't know the Secret Key is required too.",
                  "ko": "새 PC에서 팀 1Password 계정에 로그인해야 했는데 Secret Key도 필요하다는 걸 몰랐음."},
                 {"en": "The Secret Key plus the account password is what unlocks the vault; keep the Emergency Kit offline.",
                  "ko": "Secret Key와 계정 비밀번호가 함께 있어야 금고가 열림. Emergency Kit은 오프라인으로 보관할 것."})}
    if k in other:
        P["problem"] = fmt(other[k][0][lang], slots)
        P["fix"] = fmt(other[k][1][lang], slots)
    leads(P, lang, slots, "generic")
    ask_in = {"en": ["Are the codes `%s` and the rest still unused?" % secs[0], "Is %s still the current one?" % secs[0]],
              "ko": ["`%s` 포함 나머지 코드가 아직 미사용인지?" % secs[0], "%s 이게 아직 현재 값인지?" % secs[0]]}
    P["ask_in"] = pick(ask_in[lang])
    P["inline"] = ("{p} read it out over the phone: {v}" if lang == "en" else "{p}님이 전화로 불러줌: {v}").format(p=slots["person"], v=secs[0])
    P["split"] = "Value:" if lang == "en" else "값:"
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0])
    return note(lang, "secret", "MFA / recovery: " + label, fields, secs, "mfa/%d/%s" % (k, pl), (),
                "prose: MFA / recovery value")


# ---------------------------------------------------------------------------
# Wi-Fi keys
# ---------------------------------------------------------------------------
SSIDS = ["ACME-Office", "ACME-Guest", "DevLab-5G", "meeting-room-3", "iptime-%s" % "", "KT_GiGA_5G_%s", "U+Net%s",
         "SK_WiFi%s", "Warehouse-IoT", "Pangyo-3F", "Shibuya-Office", "popup-store"]


def s_wifi(lang):
    pw = wifi_pass(lang)
    ssid = pick(SSIDS)
    if "%s" in ssid:
        ssid = ssid % rs(HEXU, 4)
    ssid = ssid.rstrip("-") or "office"
    k = rint(0, 7)
    if k == 0:
        if any(c in pw for c in ';,:\\"'):
            raise Retry("wifi qr")
        snip, label, hint, sec = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "WIFI: QR payload", "", pw
    elif k == 1:
        if '"' in pw:
            raise Retry("wpa")
        snip, label, hint, sec = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "wpa_supplicant.conf psk", "", pw
    elif k == 2:
        raw = hx(64)
        snip, label, hint, sec = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, raw), "wpa_supplicant raw PSK (64 hex)", "", raw
    elif k == 3:
        snip, label, hint, sec = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw), "hostapd.conf wpa_passphrase", "ini", pw
    elif k == 4:
        snip, label, hint, sec = "nmcli dev wifi connect %s password %s" % (q_sh(ssid), q_sh(pw)), "nmcli password", "bash", pw
    elif k == 5:
        snip = ("Profile information\n-------------------\n    Name                   : %s\nSecurity settings\n-----------------\n"
                "    Authentication         : WPA2-Personal\n    Security key           : Present\n    Key Content            : %s") % (ssid, pw)
        label, hint, sec = "netsh wlan show profile key=clear output", "", pw
    elif k == 6:
        snip = '#include <WiFi.h>\nconst char* ssid = "%s";\nconst char* password = %s;\n\nvoid setup() { WiFi.begin(ssid, password); }' % (ssid, q_dq(pw))
        label, hint, sec = "ESP32 sketch password", "cpp", pw
    else:
        snip = ("Wi-Fi: %s / PW: %s" if lang == "en" else "와이파이: %s / 비번: %s") % (ssid, pw)
        label, hint, sec = "Wi-Fi note", "", pw
    slots = base_slots(lang)
    slots["ssid"] = ssid
    pool = {"problem": {"en": ["The IoT test rig in the office needs network access and I didn't know the {ssid} credentials.",
                               "Provisioning the kiosks failed because the image had the old Wi-Fi key; I didn't know it changed.",
                               "Couldn't get the demo device online at the customer site; nobody told me the guest network details."],
                        "ko": ["사무실 IoT 테스트 장비를 네트워크에 붙여야 했는데 {ssid} 접속 정보를 몰랐음.",
                               "키오스크 프로비저닝이 실패했는데, 이미지에 예전 와이파이 키가 들어 있었고 키가 바뀐 걸 몰랐음.",
                               "고객사 현장에서 데모 기기를 인터넷에 못 붙였음. 게스트 네트워크 정보를 아무도 안 알려줬음."]},
            "fix": {"en": ["The {ssid} network is 2.4 GHz only for the IoT devices; 5 GHz won't associate.",
                           "The Wi-Fi key rotates every quarter; the provisioning image must read it at boot, not bake it in.",
                           "Guest network isolates clients, so the device can't reach the local debug server."],
                    "ko": ["IoT 기기용 {ssid} 네트워크는 2.4GHz 전용이라 5GHz로는 연결 안 됨.",
                           "와이파이 키는 분기마다 바뀜. 프로비저닝 이미지에 박지 말고 부팅 시 읽게 해야 함.",
                           "게스트 네트워크는 클라이언트 격리라서 로컬 디버그 서버에 접근 못 함."]},
            "ask": {"en": ["Is there a separate SSID for test devices?", "", "Who manages the office access points?"],
                    "ko": ["테스트 기기용 SSID가 따로 있는지?", "", "사무실 AP 관리는 누가 하는지?"]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "generic")
    P["ask_in"] = ("Is the {ssid} key still `%s`?" if lang == "en" else "{ssid} 비번 아직 `%s` 맞는지?").format(ssid=ssid) % sec
    P["inline"] = ("{p} says the key for {ssid} is {v}." if lang == "en" else "{p}님 말로는 {ssid} 비번이 {v} 라고 함.").format(p=slots["person"], ssid=ssid, v=sec)
    P["split"] = ("Password for {ssid}:" if lang == "en" else "{ssid} 비밀번호:").format(ssid=ssid)
    fields, pl = assemble(lang, P, snip, hint, [sec], sec)
    return note(lang, "secret", "wifi: " + label, fields, [sec], "wifi/%d/%s" % (k, pl), (), "prose: Wi-Fi key")


# ---------------------------------------------------------------------------
# webhook URLs with embedded secrets
# ---------------------------------------------------------------------------
def webhook():
    """(url_or_text, [secrets], label, platform)"""
    k = rint(0, 12)
    if k == 0:
        sec = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_UP, 8), rs(ALNUM_UP, 10), sec), [sec], "Slack incoming webhook", "Slack"
    if k == 1:
        sec = rs(B64URL, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec], "Discord webhook", "Discord"
    if k == 2:
        tok = hx(64)
        if chance(0.5):
            sign = "SEC" + hx(64)
            return "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sign), [tok, sign], "DingTalk robot webhook + sign secret", "DingTalk"
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, [tok], "DingTalk robot webhook", "DingTalk"
    if k == 3:
        u = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu bot webhook", "Feishu"
    if k == 4:
        u = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u], "WeCom group robot webhook", "WeCom"
    if k == 5:
        key = "AIza" + rs(B64URL, 35)
        tok = rs(B64URL, 43) + "%3D"
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok), [key, tok], "Google Chat webhook key+token", "Google Chat"
    if k == 6:
        sig = rs(B64URL, 43)
        return ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
                % (rint(1, 99), pick(["koreacentral", "japaneast", "westeurope", "eastus"]), hx(32), sig)), [sig], "Teams workflow (Logic Apps) sig", "Microsoft Teams"
    if k == 7:
        h32 = hx(32)
        v2 = "V2" + rs(B64URL, 43)
        return ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s"
                % (pick(WORDS), uuid4(), uuid4(), h32, uuid4(), v2)), [h32, v2], "Teams incoming webhook", "Microsoft Teams"
    if k == 8:
        sec = rs(ALNUM_LO, 26)
        return "https://chat.%s/hooks/%s" % (pick(DOMAINS), sec), [sec], "Mattermost incoming webhook", "Mattermost"
    if k == 9:
        tok = digits(10) + ":AA" + rs(B64URL, 33)
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, digits(10)), [tok], "Telegram bot API URL", "Telegram"
    if k == 10:
        sec = digits(7) + "/" + rs(ALNUM_LO, 7)
        return "https://hooks.zapier.com/hooks/catch/%s/" % sec, [sec], "Zapier catch hook", "Zapier"
    if k == 11:
        tok = rs(ALNUM, 32)
        return "https://jenkins.%s/job/%s/build?token=%s" % (pick(DOMAINS), svc(), tok), [tok], "Jenkins remote build trigger token", "Jenkins"
    rk = hx(32)
    return ('{\n  "routing_key": "%s",\n  "event_action": "trigger",\n  "payload": {"summary": "%s down", "severity": "critical", "source": "%s"}\n}'
            % (rk, svc(), _h())), [rk], "PagerDuty Events v2 routing_key", "PagerDuty"


WHP = {
    "problem": {"en": ["Alerts from {svc} stopped reaching {platform} and I didn't know where the webhook URL was configured.",
                       "Was asked to add deploy notifications for {svc}; I didn't know there was already a {platform} hook.",
                       "The {env} alert rule posts to {platform} and I couldn't tell which channel it lands in.",
                       "Didn't know the webhook URL itself is the credential: anyone with it can post to the channel."],
                "ko": ["{svc} 알림이 {platform}에 더 이상 안 오는데 웹훅 URL이 어디 설정돼 있는지 몰랐음.",
                       "{svc} 배포 알림 추가를 요청받았는데 이미 {platform} 훅이 있다는 걸 몰랐음.",
                       "{env} 알림 규칙이 {platform_ro} 보내는데 어느 채널로 가는지 알 수 없었음.",
                       "웹훅 URL 자체가 자격 증명이라는 걸 몰랐음. URL만 있으면 누구나 채널에 글을 올릴 수 있음."]},
    "fix": {"en": ["The hook lives in the alertmanager config, not in the app; changing the channel means regenerating the URL.",
                   "Treat webhook URLs like passwords: anyone with the URL can post as the bot.",
                   "The {platform} hook is rate-limited; batch deploy notifications.",
                   "If the URL leaks, delete the integration and create a new one; there is no rotation in place."],
            "ko": ["훅은 앱이 아니라 alertmanager 설정에 있음. 채널을 바꾸려면 URL을 재발급해야 함.",
                   "웹훅 URL은 비밀번호처럼 다룰 것. URL이 있으면 누구나 봇으로 글을 올릴 수 있음.",
                   "{platform} 훅은 rate limit이 있으니 배포 알림을 묶어서 보낼 것.",
                   "URL이 유출되면 연동을 삭제하고 새로 만들어야 함. 교체 기능이 없음."]},
    "ask": {"en": ["Which channel should {env} alerts go to?", "Can I create a separate hook for staging?", "", ""],
            "ko": ["{env} 알림은 어느 채널로 보내야 하는지?", "스테이징용 훅을 따로 만들어도 되는지?", "", ""]},
}


def s_webhook(lang):
    url, secs, label, platform = webhook()
    style = rint(0, 4)
    if platform in ("Jenkins", "Zapier", "Telegram") and style == 1:
        style = pick([0, 2, 3])
    if url.startswith("http"):
        if style == 0:
            snip, hint = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s ok\"}' \\\n  '%s'" % (svc(), url), "bash"
        elif style == 1:
            snip, hint = "receivers:\n  - name: %s-alerts\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % (svc(), url), "yaml"
        elif style == 2:
            snip, hint = "%s_WEBHOOK_URL=%s" % (platform.upper().replace(" ", "_"), url), "dotenv"
        elif style == 3:
            snip, hint = "requests.post(\n    %s,\n    json={\"text\": msg},\n    timeout=5,\n)" % q_dq(url), "python"
        else:
            snip, hint = url, ""
    else:
        snip, hint = url, "json" if url.startswith("{") else ""
    slots = base_slots(lang)
    slots["platform"] = platform
    slots["platform_ro"] = josa(platform, "으로/로")
    P = {kk: choose(WHP[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "request")
    P["ask_in"] = ("Can the `%s` part of the hook be regenerated without breaking other alerts?" if lang == "en" else "훅의 `%s` 부분을 재발급해도 다른 알림이 안 깨지는지?") % secs[0]
    fields, pl = assemble(lang, P, snip, hint, secs, secs[0], placements=["mc", "lesson", "snip_first", "ask_repeat"])
    return note(lang, "secret", "webhook URL: " + label, fields, secs, "webhook/%s/%d/%s" % (platform, style, pl))


# ---------------------------------------------------------------------------
# signed URLs
# ---------------------------------------------------------------------------
def signed_url():
    k = rint(0, 5)
    bucket = pick(WORDS) + "-" + pick(["exports", "uploads", "backups", "media"])
    obj = "%s/%s/%s.%s" % (pick(["reports", "tmp", "exports"]), date_s(), hx(12), pick(["csv", "zip", "pdf", "parquet"]))
    amzdate = "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
    if k <= 1:
        kid = "AKIA" + rs(B32, 16)
        sig = hx(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (bucket, pick(REGIONS), obj, kid, amzdate[:8], pick(REGIONS), amzdate, pick([300, 900, 3600, 604800]), sig))
        return url, [kid, sig], "S3 presigned URL (AKIA + signature)"
    if k == 2:
        kid = "ASIA" + rs(B32, 16)
        sig = hx(64)
        tok = pct("IQoJb3JpZ2luX2Vj" + rs(ALNUM + "/+", rint(180, 240)) + "=")
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (bucket, obj, kid, amzdate[:8], pick(REGIONS), amzdate, tok, sig))
        return url, [kid, tok, sig], "S3 presigned URL with session token"
    if k == 3:
        sig = hx(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (bucket, obj, svc(), pick(WORDS) + "-" + digits(6), amzdate[:8], amzdate, sig))
        return url, [sig], "GCS V4 signed URL"
    if k == 4:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT%02d:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (pick(WORDS) + digits(2), pick(["exports", "media"]), obj, rint(1, 12), rint(1, 28), rint(0, 23), sig))
        return url, [sig], "Azure Blob SAS URL"
    sig = rs(B64URL.replace("_", "~"), 344)
    url = ("https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
           % (rs(ALNUM_LO, 13), obj, rint(1_740_000_000, 1_790_000_000), sig, rs(ALNUM_UP, 13)))
    return url, [sig], "CloudFront signed URL"


def s_signed_url(lang):
    url, secs, label = signed_url()
    slots = base_slots(lang)
    pool = {"problem": {"en": ["{person} said the export link \"doesn't work\" and I didn't know the URL had already expired.",
                               "I couldn't tell why the download link for the {env} report returned 403.",
                               "Didn't know the presigned link in the support ticket grants access to the whole object without login."],
                        "ko": ["{person}님이 내보내기 링크가 \"안 된다\"고 했는데, URL이 이미 만료된 걸 몰랐음.",
                               "{env} 리포트 다운로드 링크가 왜 403을 주는지 몰랐음.",
                               "지원 티켓에 있던 presigned 링크가 로그인 없이 객체 전체에 접근 가능하다는 걸 몰랐음."]},
            "fix": {"en": ["Signed URLs stop working at the expiry time; regenerate instead of editing the query string (any change breaks the signature).",
                           "Don't paste signed links in tickets: until expiry, anyone with the link can download the file.",
                           "Links signed with temporary credentials die when the session token expires, even if the URL's own expiry is later."],
                    "ko": ["서명된 URL은 만료 시각 이후 동작하지 않음. 쿼리스트링을 고치지 말고 재발급할 것(조금만 바꿔도 서명이 깨짐).",
                           "서명 링크를 티켓에 붙이지 말 것. 만료 전까지 링크만 있으면 누구나 다운로드 가능함.",
                           "임시 자격 증명으로 서명한 링크는 URL 만료 시각이 남아 있어도 세션 토큰이 만료되면 같이 죽음."]},
            "ask": {"en": ["What expiry should export links use?", "", "Should support get a download page instead of raw links?"],
                    "ko": ["내보내기 링크 만료 시간은 얼마로 해야 하는지?", "", "지원팀에 원본 링크 대신 다운로드 페이지를 줘야 하는지?"]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "generic")
    P["ask_in"] = ("Should I revoke the key behind `%s` now that the link was shared?" if lang == "en" else "링크가 공유됐으니 `%s` 키를 폐기해야 하는지?") % secs[0]
    fields, pl = assemble(lang, P, url, "", secs, secs[0], placements=["mc", "lesson", "snip_first", "ask_repeat"])
    return note(lang, "secret", "signed URL: " + label, fields, secs, "signed/%s/%s" % (label.split()[0], pl))


# ---------------------------------------------------------------------------
# tables with several accounts, explicit label/value splits, long tokens
# ---------------------------------------------------------------------------
def s_table(lang):
    n = rint(2, 4)
    rows, secs = [], []
    kinds = []
    for _ in range(n):
        k = rint(0, 3)
        if k <= 1:
            pw = pw_any(lang)
            if "|" in pw:
                raise Retry("pipe")
            rows.append((pick(["Jenkins", "Grafana", "pgAdmin", "RabbitMQ UI", "Kibana", "Harbor", "Argo CD", "Nexus", "SonarQube", "Airflow"]),
                         pick(USERS), pw))
            secs.append(pw)
            kinds.append("password")
        else:
            v = next_vendor(lambda x: len([it for it in x["items"] if item_secrets(it)]) == 1 and
                            all("|" not in s2 for it in x["items"] for s2 in item_secrets(it)) and
                            all(len(s2) <= 90 for it in x["items"] for s2 in item_secrets(it)))
            sec = [s2 for it in v["items"] for s2 in item_secrets(it)][0]
            rows.append((v["vendor"], "(API)" if lang == "en" else "(API 키)", sec))
            secs.append(sec)
            kinds.append(v["vendor"])
    if lang == "en":
        head = "| system | user | password / key |\n|---|---|---|"
    else:
        head = "| 시스템 | 계정 | 비밀번호 / 키 |\n|---|---|---|"
    snip = head + "\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    slots = base_slots(lang)
    pool = {"problem": {"en": ["The on-call handover doc for {svc} had an access table and I didn't know it was the only record of these logins.",
                               "I was asked to audit shared accounts and didn't know the {team} team keeps them in a wiki table.",
                               "Needed admin access to several {env} tools at once; {person} pasted the team's table."],
                        "ko": ["{svc} 당직 인수인계 문서에 접근 정보 표가 있었는데, 이게 유일한 계정 기록이라는 걸 몰랐음.",
                               "공용 계정 점검을 요청받았는데 {team} 팀이 위키 표로 관리한다는 걸 몰랐음.",
                               "여러 {env} 도구의 관리자 권한이 한꺼번에 필요했는데 {person}님이 팀 표를 붙여줌."]},
            "fix": {"en": ["These shared logins should move to the password manager with per-person access; the wiki page is readable by the whole company.",
                           "Several rows reuse the same pattern; rotate them together.",
                           "The table is out of date for at least one row; verify before relying on it."],
                    "ko": ["이 공용 계정들은 사람별 권한이 있는 비밀번호 관리자로 옮겨야 함. 위키 페이지는 전사 공개임.",
                           "여러 행이 같은 패턴을 재사용하니 한꺼번에 교체할 것.",
                           "적어도 한 행은 최신이 아님. 믿기 전에 확인할 것."]},
            "ask": {"en": ["Who owns each of these accounts?", "Can I file a ticket to move these into the vault?", ""],
                    "ko": ["각 계정의 담당자가 누구인지?", "이 계정들을 vault로 옮기는 티켓을 만들어도 되는지?", ""]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "generic")
    P["ask_in"] = ("Is the `%s` row still current?" if lang == "en" else "`%s` 행이 아직 최신인지?") % secs[0]
    fields, pl = assemble(lang, P, snip, "", secs, secs[0], placements=["mc", "lesson", "snip_first", "ask_repeat"])
    return note(lang, "secret", "markdown table: %d credentials (%s)" % (n, ", ".join(kinds)), fields, secs,
                "table/%d/%s" % (n, pl), [x for x in kinds if x != "password"])


def s_split(lang):
    """label at the end of one field, value at the start of the next"""
    k = rint(0, 3)
    vend = []
    if k == 0:
        sec = pw_any(lang)
        what_en, what_ko = "password", "비밀번호"
    elif k == 1:
        v = next_vendor(lambda x: len([it for it in x["items"] if item_secrets(it)]) == 1)
        sec = [s2 for it in v["items"] for s2 in item_secrets(it)][0]
        what_en, what_ko = "%s %s" % (v["vendor"], v["what"]), "%s %s" % (v["vendor"], v["what_ko"])
        vend = [v["vendor"]]
    elif k == 2:
        sec = digits(8, False)
        what_en, what_ko = "8-digit door code", "8자리 도어락 번호"
    else:
        sec = pw_passphrase()
        what_en, what_ko = "disk encryption passphrase", "디스크 암호화 passphrase"
    slots = base_slots(lang)
    slots.update({"what": what_en, "what_ko": what_ko})
    mode = pick(["mc_lesson", "mc_lesson", "lesson_ask", "form"])
    if mode == "mc_lesson":
        mc = fmt(pick({"en": ["Setting up {svc} on the new {env} host, I didn't know the {what}. {person} told me, and it is",
                              "Couldn't finish the {env} migration without the {what}; for the record the {what} is:",
                              "Nobody had documented the {what} for {svc}. Value:"],
                       "ko": ["새 {env} 호스트에 {svc} 서비스를 세팅하는데 {what_ko}를 몰랐음. {person}님이 알려준 값은",
                              "{what_ko} 없이는 {env} 마이그레이션을 끝낼 수 없었음. 기록해 두면, {what_ko}:",
                              "{svc}의 {what_ko}가 문서화돼 있지 않았음. 값:"]}[lang]), slots)
        lesson = pick(["%s\n", "`%s` ", "%s — "]) % sec + fmt(pick({"en": ["Keep it out of the repo; it is the same on every {env} host.",
                                                                       "It only works from inside the office network."],
                                                                "ko": ["레포에 넣지 말 것. {env} 호스트 전체가 같은 값임.",
                                                                       "사내망 안에서만 동작함."]}[lang]), slots)
        ask = fmt(pick({"en": ["Who else should know the {what}?", ""], "ko": ["{what_ko}를 알아야 할 사람이 또 있는지?", ""]}[lang]), slots)
    elif mode == "lesson_ask":
        mc = fmt(pick({"en": ["I didn't know {svc} needs a manual unlock step after every {env} reboot."],
                       "ko": ["{env} 재부팅 후마다 {svc} 서비스에 수동 잠금 해제 단계가 필요하다는 걸 몰랐음."]}[lang]), slots)
        lesson = fmt(pick({"en": ["After a reboot, run the unlock script and enter the {what} when asked. The {what} is"],
                           "ko": ["재부팅 후 unlock 스크립트를 실행하고 {what_ko}를 입력하면 됨. {what_ko}:"]}[lang]), slots)
        ask = pick(["%s — is that still right after the rotation?", "`%s` — should this live in the vault instead?"]) % sec if lang == "en" else \
            pick(["%s — 교체 이후에도 이 값이 맞는지?", "`%s` — 이 값을 vault로 옮겨야 하는지?"]) % sec
    else:
        mc = fmt(pick({"en": ["The vendor's onboarding form for {svc} had these fields filled in:\nAccount: {user}\n{what}:"],
                       "ko": ["{svc} 외부 업체 온보딩 양식에 다음 값이 적혀 있었음:\n계정: {user}\n{what_ko}:"]}[lang]), slots)
        lesson = sec + "\n" + fmt(pick({"en": ["The form is stored in the shared drive; I didn't know that is where credentials for {svc} come from."],
                                         "ko": ["양식이 공유 드라이브에 있음. {svc} 자격 증명의 출처가 거기라는 걸 몰랐음."]}[lang]), slots)
        ask = ""
    fields = {"missing_context": mc.strip(), "lesson": lesson.strip(), "ask_next_time": ask.strip()}
    return note(lang, "secret", "split across fields (%s): %s" % (mode, what_en), fields, [sec], "split/%d/%s" % (k, mode), vend)


def long_token():
    k = rint(0, 6)
    if k == 0:
        return internal_jwt(long=True), "RS256 JWT access token", "Authorization: Bearer"
    if k == 1:
        v = v_aws_sts()
        return [it[1] for it in v["items"] if it[0] == "AWS_SESSION_TOKEN"][0], "AWS session token", "AWS_SESSION_TOKEN"
    if k == 2:
        return v_pypi()["items"][0][1], "PyPI upload token", "TWINE_PASSWORD"
    if k == 3:
        return v_1password()["items"][0][1], "1Password service account token", "OP_SERVICE_ACCOUNT_TOKEN"
    if k == 4:
        return v_meta()["items"][0][1], "Meta page access token", "FB_PAGE_ACCESS_TOKEN"
    if k == 5:
        return v_kis()["items"][1][1], "KIS appsecret", "KIS_APP_SECRET"
    return "ya29." + rs(B64URL, rint(200, 260)), "Google OAuth access token", "GOOGLE_ACCESS_TOKEN"


LONG_STYLES = {"RS256 JWT access token": [0, 2, 3], "AWS session token": [1, 4], "PyPI upload token": [1, 5],
               "1Password service account token": [1, 4], "Meta page access token": [2, 3, 1], "KIS appsecret": [6, 1],
               "Google OAuth access token": [2, 3]}


def s_long_token(lang):
    tok, label, where = long_token()
    style = pick(LONG_STYLES[label])
    if style == 0:
        snip = "apiVersion: v1\nkind: Config\nusers:\n  - name: %s-deployer\n    user:\n      token: %s" % (svc(), tok)
        hint, cname = "yaml", "kubeconfig"
    elif style == 1:
        snip = "export %s=%s" % (where if where.isupper() or "_" in where else "TOKEN", q_sh(tok))
        hint, cname = "bash", "shell export"
    elif style == 2:
        api = {"Meta page access token": "graph.facebook.com/v19.0/me/accounts",
               "Google OAuth access token": "www.googleapis.com/drive/v3/files?pageSize=10"}.get(label, "api.%s/v1/me" % pick(DOMAINS))
        snip = "curl -s https://%s \\\n  -H %s" % (api, q_sq("Authorization: Bearer " + tok))
        hint, cname = "bash", "curl"
    elif style == 3:
        snip = '{"access_token": "%s", "token_type": "Bearer", "expires_in": 3599}' % tok
        hint, cname = "json", "token response"
    elif style == 4:
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (
            "ASIA" + rs(B32, 16), rs(ALNUM + "/+", 40), tok) if label == "AWS session token" else "OP_SERVICE_ACCOUNT_TOKEN=%s" % tok
        hint, cname = "ini", "credentials file"
    elif style == 5:
        snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        hint, cname = "ini", "~/.pypirc"
    else:
        snip = '{\n  "appkey": "PS%s",\n  "appsecret": "%s",\n  "grant_type": "client_credentials"\n}' % (rs(ALNUM, 34), tok)
        hint, cname = "json", "token request body"
    slots = base_slots(lang)
    slots["label"] = label
    pool = {"problem": {"en": ["The {label} in my paste was truncated by the terminal and I didn't know the full value is several hundred characters.",
                               "{svc} rejected the {label} and I assumed it was malformed; it was just long and wrapped.",
                               "I didn't know the {label} is only valid for an hour; the cached one in the note below had expired."],
                        "ko": ["터미널에서 {label} 값이 잘렸는데 원래 길이가 수백 자라는 걸 몰랐음.",
                               "{svc} 서비스가 {label} 값을 거부해서 형식 오류인 줄 알았는데, 길어서 줄바꿈된 것뿐이었음.",
                               "{label}이 1시간만 유효하다는 걸 몰랐음. 아래 저장해 둔 값은 이미 만료돼 있었음."]},
            "fix": {"en": ["Copy long tokens with `pbcopy`/`xclip` from the file, never from a wrapped terminal.",
                           "The value must stay on one line; YAML folding breaks it.",
                           "Refresh the {label} from the CLI instead of storing it."],
                    "ko": ["긴 토큰은 줄바꿈된 터미널이 아니라 파일에서 `pbcopy`/`xclip`으로 복사할 것.",
                           "값은 한 줄로 유지해야 함. YAML folding이 들어가면 깨짐.",
                           "{label} 값은 저장하지 말고 CLI로 갱신할 것."]},
            "ask": {"en": ["Is there a longer-lived credential for automation?", ""], "ko": ["자동화용으로 수명이 긴 자격 증명이 있는지?", ""]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "generic")
    secs = [tok]
    for m in re.finditer(r"(ASIA[A-Z2-7]{16}|aws_secret_access_key = \S+|\"appkey\": \"(PS\w+))", snip):
        if m.group(0).startswith("ASIA"):
            secs.append(m.group(0))
        elif m.group(0).startswith("aws_secret"):
            secs.append(m.group(0).split(" = ")[1])
        else:
            secs.append(m.group(2))
    fields, pl = assemble(lang, P, snip, hint, secs, tok, placements=["mc", "lesson", "snip_first"])
    return note(lang, "secret", "long token (%d chars): %s in %s" % (len(tok), label, cname), fields, secs, "long/%d/%s" % (style, pl))


# ===========================================================================
# CLEAN NOTES: risky-looking material that is not a credential
# ===========================================================================
KNOWN_PREFIXES = ["github_pat_", "sk-ant-api03-", "sk-ant-admin01-", "sk-svcacct-", "sk-proj-", "sk_live_", "sk_test_",
                  "rk_live_", "whsec_", "ghp_", "gho_", "ghu_", "ghs_", "glpat-", "gldt-", "glrt-", "glptt-", "xoxb-", "xoxp-",
                  "xapp-", "AKIA", "ASIA", "AIza", "GOCSPX-", "SG.", "npm_", "pypi-", "dckr_pat_", "hf_", "shpat_", "shpca_",
                  "dop_v1_", "xkeysib-", "live_sk_", "test_sk_", "live_gsk_", "NRAK-", "sntryu_", "hvs.", "PMAK-", "lin_api_",
                  "secret_", "ntn_", "figd_", "dp.st.", "dp.pt.", "glsa_", "sbp_", "dapi", "pul-", "nfp_", "EAAA", "r8_", "gsk_",
                  "pplx-", "bkua_", "CCIPAT_", "ATBB", "AGE-SECRET-KEY-1", "CFPAT-", "dt0c01.", "pnu_", "sgp_", "rubygems_",
                  "oy2", "tskey-auth-", "ops_", "HRKU-", "sdk-", "phx_", "re_", "pscale_pw_", "rnd_", "LTAI", "AKID", "AKLT",
                  "SCW", "NCS", "PS", "pdl_live_apikey_", "sup_sk_", "AQVN", "y0_", "live_", "test_", "key-", "sk-", "ATATT3xFfGF0",
                  "DEV", "PRD"]


def token_prefix(val):
    best = ""
    for p in KNOWN_PREFIXES:
        if val.startswith(p) and len(p) > len(best):
            best = p
    return best


def placeholder_for(key, val):
    """a placeholder a README or .env.example would carry instead of the value"""
    pre = token_prefix(val)
    n = len(val) - len(pre)
    k = rint(0, 11)
    if k <= 2 and pre:
        return pre + pick(["x", "X", "*", "."]) * min(n, 40), "prefix + filler"
    if k == 3:
        return "<%s>" % pick([k_kebab(key), "your-" + k_kebab(key), k_lower(key)]), "angle-bracket placeholder"
    if k == 4:
        return "${%s}" % key, "${VAR} reference"
    if k == 5:
        return pick(["your_%s_here" % k_lower(key), "REPLACE_ME", "CHANGE_ME", "TODO", "dummy", "xxx"]), "literal placeholder"
    if k == 6:
        return "{{ .Values.%s }}" % k_camel(key), "Helm template"
    if k == 7:
        return pick(["********", "<redacted>", "[REDACTED]", "***"]), "already redacted"
    if k == 8:
        return "", "empty value"
    if k == 9:
        return "{{ secrets.%s }}" % key if chance(0.5) else "%%(%s)s" % k_lower(key), "template variable"
    if k == 10:
        return "op://%s/%s/credential" % (pick(["Engineering", "Infra", "Shared"]), key.split("_")[0].capitalize()), "1Password reference"
    return (pre + "<%s>" % pick(["your-key", "key", "token"])) if pre else "<%s>" % k_lower(key), "prefix + placeholder"


CLEAN_TAIL = {
    "en": ["(values are placeholders; real ones come from the secret store)", "", "", "Nothing sensitive is committed; `.env.example` only documents the shape."],
    "ko": ["(값은 placeholder이고 실제 값은 시크릿 스토어에서 옴)", "", "", "민감한 값은 커밋되지 않음. `.env.example`은 형태만 보여줌."],
}


def clean_vendor_P(lang, v, file, cname, cname_ko, mode="file"):
    slots = vendor_slots(lang, v, file, cname, cname_ko)
    P = {k: choose(VP[k], lang, slots) for k in ("problem", "fix", "ask")}
    leads(P, lang, slots, mode)
    return P, slots


def assemble_clean(lang, P, snip, hint):
    pl = pick(["mc"] * 5 + ["lesson"] * 3 + ["snip_first"])
    fs = fence(snip, hint) if snip is not None else None
    if snip is None:
        pl = "prose"
        mc, lesson = P["problem"], P["fix"]
    elif pl == "mc":
        mc, lesson = P["problem"] + " " + P["lead_mc"] + "\n" + fs, P["fix"]
    elif pl == "lesson":
        mc, lesson = P["problem"], P["fix"] + " " + P["lead_lesson"] + "\n" + fs
    else:
        mc, lesson = fs + "\n" + P.get("after_clean", P["problem"]), P["fix"]
    return {"missing_context": tidy(mc), "lesson": tidy(lesson), "ask_next_time": tidy(P.get("ask", ""))}, pl


def c_placeholder_config(lang):
    v = next_vendor()
    pairs, styles = [], []
    for k, val, f in v["items"]:
        if item_secrets((k, val, f)):
            ph, st = placeholder_for(k, val)
            pairs.append((k, ph))
            styles.append(st)
        else:
            pairs.append((k, val if not any(s in val for s in item_secrets((k, val, f))) else "<%s>" % k_lower(k)))
    c = pick([c_dotenv, c_dotenv, c_export, c_yaml, c_json, c_toml, c_ini, c_props, c_k8s_string, c_compose, c_gha, c_gitlab, c_terraform])
    snip, cname, cname_ko, file, hint = c(pairs)
    if c is c_dotenv and chance(0.6):
        file = pick([".env.example", ".env.sample", ".env.template"])
    P, slots = clean_vendor_P(lang, v, file, cname, cname_ko)
    P["fix"] = P["fix"] + (" " + pick(CLEAN_TAIL[lang]) if chance(0.5) else "")
    fields, pl = assemble_clean(lang, P, snip, hint)
    return note(lang, "clean", "placeholder: %s %s (%s)" % (c.__name__[2:], v["vendor"], ", ".join(dedupe(styles)) if styles else "-"),
                fields, [], "c_placeholder/%s/%s" % (c.__name__, pl), [v["vendor"]])


def masked_value(val):
    pre = token_prefix(val)
    k = rint(0, 4)
    if k == 0 and pre:
        return pre + "*" * min(len(val) - len(pre) - 4, 36) + val[-4:]
    if k == 1:
        return pre + "…" + val[-4:] if pre else "…" + val[-4:]
    if k == 2:
        return "*" * 16 + val[-4:]
    if k == 3:
        return val[:4] + "****" if len(val) > 12 else "********"
    return pick(["[MASKED]", "***", "********", "<hidden>"])


def c_masked(lang):
    k = rint(0, 9)
    slots = base_slots(lang)
    if k == 0:
        tok = "gho_" + rs(ALNUM, 36)
        snip = ("$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
                "  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(USERS)
        label = "gh auth status masked token"
    elif k == 1:
        kid = "AKIA" + rs(B32, 16)
        snip = ("$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %-10s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %-14s      config-file    ~/.aws/config") % (
                    pick(ENVS), kid[-4:], rs(ALNUM, 4), pick(REGIONS))
        label = "aws configure list masked keys"
    elif k == 2:
        snip = ("$ echo \"$DEPLOY_TOKEN\"\n***\n$ env | grep -i token\nDEPLOY_TOKEN=***\nNPM_TOKEN=***")
        label = "GitHub Actions *** masking"
    elif k == 3:
        snip = "%s INFO  Connecting to postgresql://%s:****@%s:5432/%s (pool=%d)" % (ts_log(), pick(USERS), _h(), pick(DBNAMES), rint(5, 40))
        label = "connection string with masked password in log"
    elif k == 4:
        snip = "[2025-%02d-%02d %02d:%02d:%02d,%03d: INFO/MainProcess] Connected to amqp://%s:**@%s:5672//" % (
            rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999), pick(USERS), _h())
        label = "Celery broker URL masked"
    elif k == 5:
        snip = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(USERS), ip_priv())
        label = "MySQL access denied (no password shown)"
    elif k == 6:
        v = next_vendor(lambda x: any(token_prefix(s2) for it in x["items"] for s2 in item_secrets(it)))
        lines = []
        for kk, val, f in v["items"]:
            if item_secrets((kk, val, f)):
                lines.append("%s=%s" % (kk, masked_value(item_secrets((kk, val, f))[0])))
        snip = "$ doppler secrets --only-names=false | grep -i %s\n" % v["vendor"].split()[0].lower() + "\n".join(lines)
        label = "masked %s values" % v["vendor"]
    elif k == 7:
        snip = ("Variables (masked)\nKEY                     VALUE\nDATABASE_URL            [MASKED]\nSENTRY_AUTH_TOKEN       [MASKED]\nREDIS_PASSWORD          [MASKED]")
        label = "GitLab masked CI variables"
    elif k == 8:
        snip = "password=[REDACTED] user=%s host=%s sslmode=require" % (pick(USERS), _h())
        label = "already redacted value"
    else:
        snip = "psql: error: connection to server at \"%s\" (%s), port 5432 failed: FATAL:  password authentication failed for user \"%s\"" % (_h(), ip_priv(), pick(USERS))
        label = "psql auth failure message"
    pool = {"problem": {"en": ["I thought the credentials for {svc} were missing in {env}; the output below only shows them masked, which confused me.",
                               "Couldn't tell whether {svc} in {env} had picked up the new credentials; the tooling masks them.",
                               "I was asked to confirm which key {svc} uses in {env} without printing it."],
                        "ko": ["{env}에서 {svc} 자격 증명이 없는 줄 알았는데, 아래 출력은 마스킹된 값만 보여줘서 헷갈렸음.",
                               "{env}의 {svc} 서비스가 새 자격 증명을 읽었는지 알 수 없었음. 도구가 값을 마스킹함.",
                               "값을 출력하지 않고 {env}의 {svc} 서비스가 어떤 키를 쓰는지 확인해 달라는 요청이었음."]},
            "fix": {"en": ["The last four characters are enough to match a key against the provider console; never print the full value.",
                           "Masked output means the variable is set; an empty value would show as blank, not as stars.",
                           "The error is about the account, not the network; the password itself is never logged.",
                           "Compare key IDs or fingerprints, not values, when checking which credential is active."],
                    "ko": ["마지막 4자리만으로 콘솔의 키와 대조할 수 있음. 전체 값은 절대 출력하지 말 것.",
                           "마스킹돼 보이면 변수가 설정된 것임. 비어 있으면 별표가 아니라 빈칸으로 나옴.",
                           "네트워크가 아니라 계정 문제임. 비밀번호 자체는 로그에 남지 않음.",
                           "어떤 자격 증명이 활성인지 확인할 때는 값이 아니라 키 ID나 지문을 비교할 것."]},
            "ask": {"en": ["Is there a way to see which key version is active without revealing it?", "", "Who can check the provider console for the key ID?"],
                    "ko": ["값을 노출하지 않고 활성 키 버전을 확인할 방법이 있는지?", "", "콘솔에서 키 ID를 확인할 수 있는 사람이 누구인지?"]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    grp_fix = {"mask": {"en": ["The last four characters are enough to match a key against the provider console; never print the full value.",
                               "Masked output means the variable is set; an empty value would show as blank, not as stars.",
                               "Compare key IDs or fingerprints, not values, when checking which credential is active."],
                        "ko": ["마지막 4자리만으로 콘솔의 키와 대조할 수 있음. 전체 값은 절대 출력하지 말 것.",
                               "마스킹돼 보이면 변수가 설정된 것임. 비어 있으면 별표가 아니라 빈칸으로 나옴.",
                               "어떤 자격 증명이 활성인지 확인할 때는 값이 아니라 키 ID나 지문을 비교할 것."]},
               "log": {"en": ["The driver masks the password when it logs the URL, so the log line is safe to share.",
                              "Host, user and database in the log are enough to debug; the password part is always starred out."],
                       "ko": ["드라이버가 URL을 로그에 남길 때 비밀번호를 마스킹하므로 이 로그는 공유해도 됨.",
                              "로그의 host, user, database만으로 디버깅 가능함. 비밀번호 부분은 항상 별표 처리됨."]},
               "err": {"en": ["The error is about the account, not the network; the password itself is never logged.",
                              "`using password: YES` only says a password was sent; check the user's grants and host pattern."],
                       "ko": ["네트워크가 아니라 계정 문제임. 비밀번호 자체는 로그에 남지 않음.",
                              "`using password: YES`는 비밀번호를 보냈다는 뜻일 뿐임. 계정 권한과 호스트 패턴을 확인할 것."]}}
    g = "err" if k in (5, 9) else "log" if k in (3, 4, 8) else "mask"
    P["fix"] = choose(grp_fix[g], lang, slots)
    leads(P, lang, slots, "clean_log")
    fields, pl = assemble_clean(lang, P, snip, "text")
    return note(lang, "clean", "masked output: " + label, fields, [], "c_masked/%d/%s" % (k, pl))


def c_refs(lang):
    k = rint(0, 11)
    sv = svc()
    acct = digits(12)
    if k == 0:
        snip = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/%s-deployer\nsteps:\n  - run: npm publish" % (acct, sv)
        label, hint = "GitHub Actions secrets context", "yaml"
    elif k == 1:
        snip = ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n"
                "  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-stripe\n        key: secret-key") % (sv, sv)
        label, hint = "k8s secretKeyRef", "yaml"
    elif k == 2:
        snip = "$ aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s --query SecretString" % (
            pick(REGIONS), acct, pick(ENVS), sv, rs(ALNUM, 6))
        label, hint = "AWS Secrets Manager ARN", "bash"
    elif k == 3:
        snip = "DATABASE_PASSWORD=op://Engineering/%s-%s-db/password\nSTRIPE_KEY=op://Engineering/stripe-%s/credential\n$ op run --env-file=.env -- npm start" % (sv, pick(ENVS), pick(ENVS))
        label, hint = "1Password op:// references", "bash"
    elif k == 4:
        snip = "$ vault kv get -field=password secret/%s/%s/postgres\n$ export PGPASSWORD=\"$(vault kv get -field=password secret/%s/%s/postgres)\"" % (pick(ENVS), sv, pick(ENVS), sv)
        label, hint = "Vault path reference", "bash"
    elif k == 5:
        snip = "spring.datasource.password=${DB_PASSWORD}\nspring.cloud.gcp.secretmanager.enabled=true\napp.stripe.key=${sm://projects/%s-%s/secrets/stripe-key/versions/latest}" % (pick(WORDS), digits(6), )
        label, hint = "Spring placeholders + GCP Secret Manager", "properties"
    elif k == 6:
        snip = "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/%s-db-password/%s)" % (pick(WORDS), sv, hx(32))
        label, hint = "Azure Key Vault reference", ""
    elif k == 7:
        snip = "$ aws ssm get-parameter --name /%s/%s/db/password --with-decryption --query Parameter.Value --output text" % (pick(ENVS), sv)
        label, hint = "SSM parameter name", "bash"
    elif k == 8:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: api-key\n      remoteRef:\n        key: %s/%s/api-key") % (sv, pick(ENVS), sv)
        label, hint = "ExternalSecret remoteRef", "yaml"
    elif k == 9:
        snip = "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\nconst db = new Pool({ password: process.env.PGPASSWORD });"
        label, hint = "process.env references", "typescript"
    elif k == 10:
        snip = "password = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"OPENAI_API_KEY\")\nif not api_key:\n    raise RuntimeError(\"OPENAI_API_KEY is not set\")"
        label, hint = "os.environ references", "python"
    else:
        snip = "variables:\n  DEPLOY_TOKEN: $CI_JOB_TOKEN\nscript:\n  - docker login -u gitlab-ci-token -p \"$CI_JOB_TOKEN\" $CI_REGISTRY"
        label, hint = "GitLab CI predefined variable reference", "yaml"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["I didn't know where {svc} gets its credentials in {env}; the config only has references.",
                               "Needed to add a new secret for {svc} and didn't know the team's naming convention for the paths.",
                               "The {env} deploy of {svc} failed with \"secret not found\" and I didn't know which store it reads from."],
                        "ko": ["{env}에서 {svc} 서비스가 자격 증명을 어디서 받는지 몰랐음. 설정에는 참조만 있음.",
                               "{svc} 서비스에 새 시크릿을 추가해야 했는데 팀의 경로 명명 규칙을 몰랐음.",
                               "{env}의 {svc} 배포가 \"secret not found\"로 실패했는데 어느 저장소에서 읽는지 몰랐음."]},
            "fix": {"en": ["Secrets are referenced by path; the values live only in the store, so a missing path means a missing secret.",
                           "Path convention is `<env>/<service>/<name>`; the role needs read on exactly that prefix.",
                           "Never inline the value; add the reference and ask the owner to populate the store."],
                    "ko": ["시크릿은 경로로 참조함. 값은 저장소에만 있으므로 경로가 없으면 시크릿이 없는 것임.",
                           "경로 규칙은 `<env>/<service>/<name>`이고, 역할에는 정확히 그 prefix 읽기 권한이 필요함.",
                           "값을 직접 넣지 말고 참조만 추가한 뒤 담당자에게 저장소 입력을 요청할 것."]},
            "ask": {"en": ["Who populates new secrets in the store?", "Which role should {svc} assume to read them?", ""],
                    "ko": ["저장소에 새 시크릿은 누가 넣는지?", "{svc} 서비스가 읽으려면 어떤 역할을 써야 하는지?", ""]}}
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix", "ask")}
    leads(P, lang, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, hint)
    return note(lang, "clean", "secret reference: " + label, fields, [], "c_refs/%d/%s" % (k, pl))


GENERIC_CLEAN_ASK = {"en": ["", "", "Should this go into the runbook?", "Is there an owner for this I should loop in next time?",
                            "Do we want a CI check for this?"],
                     "ko": ["", "", "이 내용을 런북에 넣어야 하는지?", "다음에 같이 확인할 담당자가 있는지?", "이걸 CI 체크로 넣을지?"]}


def clean_P(lang, pool, slots, mode="generic"):
    P = {kk: choose(pool[kk], lang, slots) for kk in ("problem", "fix")}
    P["ask"] = choose(pool["ask"], lang, slots) if "ask" in pool else choose(GENERIC_CLEAN_ASK, lang, slots)
    return leads(P, lang, slots, mode)


def c_hashes(lang):
    k = rint(0, 10)
    sv = svc()
    if k == 0:
        d = hx(64)
        snip = "$ docker pull registry.%s/%s@sha256:%s\nsha256:%s: Pulling from %s\nDigest: sha256:%s\nStatus: Image is up to date" % (pick(DOMAINS), sv, d, d, sv, d)
        label = "docker image digest"
    elif k == 1:
        lines = ["%s %s %s" % (hx(7), pick(["fix", "feat", "chore", "refactor"]) + ":", pick(["retry on 429", "bump deps", "drop legacy flag", "handle empty cart", "log request id"])) for _ in range(rint(3, 6))]
        snip = "$ git log --oneline -n %d\n" % len(lines) + "\n".join(lines) + "\n$ git rev-parse HEAD\n" + hx(40)
        label = "git SHAs"
    elif k == 2:
        snip = "\n".join("%s  %s" % (hx(64), f) for f in ["%s-%d.%d.%d-linux-amd64.tar.gz" % (sv, rint(1, 3), rint(0, 20), rint(0, 9)), "%s.sha256sum.asc" % sv, "SBOM.spdx.json"])
        label = "sha256sum output"
    elif k == 3:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "dayjs", "ws"]), rint(1, 9), rint(0, 20), rint(0, 9), "pkg", "pkg", 1, 2, 3, b64(rbytes(64)))
        label = "npm integrity sha512"
    elif k == 4:
        m = "github.com/%s/%s" % (pick(WORDS), pick(WORDS))
        snip = "%s v1.%d.%d h1:%s\n%s v1.%d.%d/go.mod h1:%s" % (m, rint(0, 9), rint(0, 9), b64(rbytes(32)), m, rint(0, 9), rint(0, 9), b64(rbytes(32)))
        label = "go.sum h1 hashes"
    elif k == 5:
        snip = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "boto3", "pydantic", "uvicorn"]), rint(1, 3), rint(0, 30), rint(0, 9), hx(64), hx(64))
        label = "pip --hash pins"
    elif k == 6:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), b64(rbytes(32)), hx(64))
        label = "Terraform lock hashes"
    elif k == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/%s.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            "chart.js", 4, rint(0, 5), rint(0, 9), "chart", b64(rbytes(48)))
        label = "SRI integrity attribute"
    elif k == 8:
        snip = "HTTP/2 200\ncontent-type: application/javascript\netag: \"%s\"\ncache-control: public, max-age=31536000, immutable\nx-amz-version-id: %s" % (hx(32), rs(B64URL, 32))
        label = "ETag / object version id"
    elif k == 9:
        files = ["main.%s.js" % hx(8), "vendor.%s.js" % hx(20), "styles.%s.css" % hx(8)]
        snip = "dist/assets/" + "\ndist/assets/".join(files)
        label = "webpack content hashes"
    else:
        snip = "$ md5sum backup_%s.sql.gz\n%s  backup_%s.sql.gz\n$ sha1sum backup_%s.sql.gz\n%s  backup_%s.sql.gz" % (date_s(), hx(32), date_s(), date_s(), hx(40), date_s())
        label = "md5/sha1 checksums"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["The {env} rollout of {svc} pulled a different build than expected and I didn't know how to tell which one was running.",
                               "CI started failing on a checksum mismatch and I had no idea which artifact changed.",
                               "I didn't know the lockfile pins hashes as well as versions, so my manual edit broke the install."],
                        "ko": ["{env}의 {svc} 롤아웃이 예상과 다른 빌드를 받았는데, 어떤 빌드가 돌고 있는지 확인하는 방법을 몰랐음.",
                               "CI가 체크섬 불일치로 실패하기 시작했는데 어떤 산출물이 바뀌었는지 몰랐음.",
                               "lockfile이 버전뿐 아니라 해시까지 고정한다는 걸 몰라서 수동 수정으로 설치가 깨졌음."]},
            "fix": {"en": ["Compare digests, not tags: tags move, digests don't.", "Regenerate the lockfile instead of editing hashes by hand.",
                           "Record the commit SHA in the release notes so rollbacks can target it exactly.",
                           "The checksum file is published next to the artifact; verify before unpacking."],
                    "ko": ["태그가 아니라 digest로 비교할 것. 태그는 바뀌지만 digest는 안 바뀜.", "해시를 손으로 고치지 말고 lockfile을 재생성할 것.",
                           "릴리스 노트에 커밋 SHA를 남겨서 롤백 대상을 정확히 지정할 것.", "체크섬 파일이 산출물 옆에 있으니 풀기 전에 검증할 것."]}}
    P = clean_P(lang, pool, slots, "clean_log")
    fields, pl = assemble_clean(lang, P, snip, "text")
    return note(lang, "clean", "hashes/digests: " + label, fields, [], "c_hashes/%d/%s" % (k, pl))


def c_ids(lang):
    k = rint(0, 9)
    sv = svc()
    if k == 0:
        snip = "%s ERROR [%s] request_id=%s trace_id=%s span_id=%s status=502 upstream=%s" % (ts_iso(), sv, uuid4(), hx(32), hx(16), _h())
        label = "request / trace ids"
    elif k == 1:
        snip = "traceparent: 00-%s-%s-01\ntracestate: rojo=%s\nx-request-id: %s" % (hx(32), hx(16), hx(16), uuid4())
        label = "W3C traceparent"
    elif k == 2:
        snip = "An error occurred (ThrottlingException) when calling the PutRecord operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
        label = "AWS request id"
    elif k == 3:
        snip = "pi_%s  succeeded  ₩%s  cus_%s\nevt_%s  payment_intent.succeeded\nch_%s" % (rs(ALNUM, 24), "{:,}".format(rint(1000, 900000)), rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24))
        label = "Stripe object ids"
    elif k == 4:
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"\n  creationTimestamp: \"%s\"" % (sv, hx(10), rs(ALNUM_LO, 5), uuid4(), digits(9), ts_iso())
        label = "k8s object uid"
    elif k == 5:
        snip = "Sentry event %s (issue %s-%s) first seen %s" % (hx(32), sv.upper().replace("-", ""), rs(ALNUM_UP, 3), ts_iso())
        label = "Sentry event id"
    elif k == 6:
        snip = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26))
        label = "idempotency key / ULID correlation id"
    elif k == 7:
        snip = "job_id=%s attempt=%d queue=%s enqueued_at=%s" % (uuid4(), rint(1, 5), pick(["default", "mailers", "critical"]), ts_iso())
        label = "job ids"
    elif k == 8:
        snip = "Terraform state lineage: %s\nserial: %d\nbackend: s3://%s-tfstate/%s/terraform.tfstate" % (uuid4(), rint(10, 900), pick(WORDS), sv)
        label = "Terraform state lineage UUID"
    else:
        snip = "Slack message ts=%s.%s channel=C%s thread_ts=%s.%s" % (digits(10), digits(6), rs(ALNUM_UP, 10), digits(10), digits(6))
        label = "Slack ts / channel ids"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["Support escalated a failed {env} request for {svc} and I didn't know how to follow it across services.",
                               "I couldn't correlate the {svc} error with the upstream logs; I didn't know which id is propagated.",
                               "Didn't know which of these identifiers the vendor's support team needs for a ticket."],
                        "ko": ["지원팀이 {svc}의 {env} 요청 실패를 에스컬레이션했는데 서비스 간에 추적하는 방법을 몰랐음.",
                               "{svc} 에러와 업스트림 로그를 연결하지 못했음. 어떤 ID가 전파되는지 몰랐음.",
                               "벤더 지원 티켓에 아래 식별자 중 어떤 걸 줘야 하는지 몰랐음."]},
            "fix": {"en": ["The trace id is propagated end-to-end; search it in the log backend rather than the request id.",
                           "These ids are safe to share with the vendor; they identify, they don't authorize.",
                           "Request ids are per hop; the correlation id survives retries."],
                    "ko": ["trace id가 끝까지 전파되니 request id 대신 trace id로 로그를 검색할 것.",
                           "이 ID들은 식별용일 뿐 권한이 없으니 벤더에 공유해도 됨.",
                           "request id는 홉마다 다르고, correlation id는 재시도에도 유지됨."]}}
    P = clean_P(lang, pool, slots, "clean_log")
    fields, pl = assemble_clean(lang, P, snip, "text")
    return note(lang, "clean", "identifiers: " + label, fields, [], "c_ids/%d/%s" % (k, pl))


def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "rsa", "ecdsa"])
    if kind == "ed25519":
        blob = _ssh_str("ssh-ed25519") + _ssh_str(rbytes(32))
        return "ssh-ed25519 " + b64(blob)
    if kind == "ecdsa":
        blob = _ssh_str("ecdsa-sha2-nistp256") + _ssh_str("nistp256") + _ssh_str(b"\x04" + rbytes(64))
        return "ecdsa-sha2-nistp256 " + b64(blob)
    blob = _ssh_str("ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob)


def c_pubkeys(lang):
    k = rint(0, 9)
    who = pick(USERS) + "@" + pick(["macbook", "laptop", "ci", "bastion"])
    if k == 0:
        snip = "%s %s" % (ssh_pub("ed25519"), who)
        label = "ssh-ed25519 public key"
    elif k == 1:
        snip = "# ~/.ssh/authorized_keys on %s\n%s %s\n%s %s" % (_h(), ssh_pub("ed25519"), who, ssh_pub("ecdsa"), pick(USERS) + "@ci")
        label = "authorized_keys"
    elif k == 2:
        snip = "%s,%s %s" % (_h(), ip_priv(), ssh_pub(pick(["ed25519", "ecdsa"])))
        label = "known_hosts line"
    elif k == 3:
        snip = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(rbytes(32)).rstrip("="), who, b64(rbytes(32)).rstrip("="), who)
        label = "SSH key fingerprints"
    elif k == 4:
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 2024-%02d-%02d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] %s <%s@%s>\nsub   cv25519 2024-%02d-%02d [E]" % (
            rint(1, 12), rint(1, 28), fp, pick(PEOPLE_EN), pick(USERS), pick(DOMAINS), rint(1, 12), rint(1, 28))
        label = "GPG public key fingerprint"
    elif k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines(b64(der))) + "\n-----END PUBLIC KEY-----"
        label = "PEM PUBLIC KEY (EC)"
    elif k == 6:
        snip = "age1" + rs(BECH32, 58)
        snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml\n    age: %s" % (pick(ENVS), snip)
        label = "age recipient (public)"
    elif k == 7:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = %s:51820\nPersistentKeepalive = 25" % (b64(rbytes(32)), rint(0, 99), _h())
        label = "WireGuard peer PublicKey"
    elif k == 8:
        snip = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64URL, 22), b64u(b"\xc1" + rbytes(255)))
        label = "JWKS public key"
    else:
        der = rbytes(rint(260, 300))
        lines = pem_lines(b64(bytes.fromhex("308203") + der))[:4]
        snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----\n\nSHA256 Fingerprint=" + ":".join(rs(HEXU, 2) for _ in range(32))
        label = "X.509 certificate (public) and fingerprint"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["Access to {host} was denied for the new runner and I didn't know which public key is authorised there.",
                               "I wasn't sure whether the key material in the ticket was safe to paste; it turned out to be the public half.",
                               "Host key verification failed after the rebuild of {host} and I didn't know the expected fingerprint."],
                        "ko": ["새 러너가 {host} 접속을 거부당했는데 거기 어떤 공개 키가 등록돼 있는지 몰랐음.",
                               "티켓에 있는 키 값을 붙여도 되는지 확신이 없었는데, 공개 키 쪽이었음.",
                               "{host} 재구축 후 호스트 키 검증이 실패했는데 기대하는 지문을 몰랐음."]},
            "fix": {"en": ["Public keys and fingerprints are fine to share; only the private half must stay on the machine.",
                           "Compare the SHA256 fingerprint with the one in the inventory before accepting a new host key.",
                           "Add the runner's public key to `authorized_keys` via the config repo, not by hand."],
                    "ko": ["공개 키와 지문은 공유해도 됨. 개인 키만 기기 밖으로 나가면 안 됨.",
                           "새 호스트 키를 수락하기 전에 인벤토리의 SHA256 지문과 비교할 것.",
                           "러너 공개 키는 손으로 넣지 말고 설정 레포를 통해 `authorized_keys`에 추가할 것."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "")
    return note(lang, "clean", "public key material: " + label, fields, [], "c_pubkeys/%d/%s" % (k, pl))


def c_nonsecret_ids(lang):
    k = rint(0, 10)
    if k == 0:
        snip = "AWS_ACCOUNT_ID=%s\nAWS_REGION=%s\nROLE_ARN=arn:aws:iam::%s:role/%s-ci" % (digits(12), pick(REGIONS), digits(12), svc())
        label = "AWS account id / role ARN"
    elif k == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_FROM=+8210%s" % (hx(32), hx(32), digits(8))
        label = "Twilio Account SID (no auth token)"
    elif k == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s/auth/callback" % (digits(12), rs(ALNUM_LO, 32), pick(DOMAINS))
        label = "Google OAuth client id (no secret)"
    elif k == 3:
        snip = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# client secret comes from workload identity, none stored" % (uuid4(), uuid4(), uuid4())
        label = "Azure tenant/client/subscription ids"
    elif k == 4:
        snip = "<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>\n<!-- GTM-%s -->" % (rs(ALNUM_UP, 10), rs(ALNUM_UP, 7))
        label = "GA4 measurement id / GTM id"
    elif k == 5:
        snip = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%s\nLINE_CHANNEL_ID=%s" % (hx(16), hx(16), digits(6), digits(10))
        label = "WeChat AppID / Feishu app_id / Kakao app id / LINE channel id"
    elif k == 6:
        snip = "Team ID: %s\nBundle ID: com.%s.%s\nApp Store Connect Apple ID: %s\nKey ID: %s" % (rs(ALNUM_UP, 10), pick(WORDS), svc().replace("-", ""), digits(10), rs(ALNUM_UP, 10))
        label = "Apple team / key ids"
    elif k == 7:
        snip = "stripe_account=acct_%s\nprice_%s (monthly)\nprod_%s" % (rs(ALNUM, 16), rs(ALNUM, 24), rs(ALNUM, 14))
        label = "Stripe account / price / product ids"
    elif k == 8:
        snip = "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=%s_%s\nDD_SITE=datadoghq.eu\nSENTRY_ORG=%s" % (rs(ALNUM_UP, 10), pick(ENVS), pick(DBNAMES), pick(WORDS))
        label = "Algolia App ID / index names"
    elif k == 9:
        snip = "projects/%s-%s/locations/%s/keyRings/%s/cryptoKeys/%s" % (pick(WORDS), digits(6), pick(["asia-northeast3", "europe-west1", "us-central1"]), svc(), pick(["sops", "db", "backup"]))
        label = "GCP KMS key resource name"
    else:
        snip = "NAVER_MAP_CLIENT_ID=%s  # 지도 API client id (인증 정보 아님)\nNCP_REGION=KR" % rs(ALNUM_LO, 10) if lang == "ko" else \
            "NAVER_MAP_CLIENT_ID=%s  # maps client id, not a credential\nNCP_REGION=KR" % rs(ALNUM_LO, 10)
        label = "Naver Maps client id"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["I wasn't sure which of these values are sensitive and almost moved all of them into the secret store.",
                               "The {env} setup for {svc} needed these identifiers and I didn't know where to look them up.",
                               "Didn't know the config is split: identifiers live in the repo, secrets in the store."],
                        "ko": ["이 값들 중 어떤 게 민감한지 몰라서 전부 시크릿 스토어로 옮길 뻔했음.",
                               "{svc}의 {env} 설정에 이 식별자들이 필요했는데 어디서 찾는지 몰랐음.",
                               "설정이 분리돼 있다는 걸 몰랐음. 식별자는 레포에, 시크릿은 저장소에 있음."]},
            "fix": {"en": ["Account ids, client ids and SIDs identify resources; they are fine in the repo. Only the paired secrets are sensitive.",
                           "Keep identifiers in plain config so reviews can see them; it makes environment mix-ups obvious.",
                           "These ids differ per environment; double-check you copied the {env} ones."],
                    "ko": ["계정 ID, 클라이언트 ID, SID는 리소스 식별용이라 레포에 있어도 됨. 짝이 되는 시크릿만 민감함.",
                           "식별자는 일반 설정에 둬서 리뷰에서 보이게 할 것. 환경 혼동이 바로 드러남.",
                           "이 ID들은 환경마다 다르니 {env} 값을 복사했는지 다시 확인할 것."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "")
    return note(lang, "clean", "non-secret identifiers: " + label, fields, [], "c_nsids/%d/%s" % (k, pl))


def c_base64(lang):
    k = rint(0, 6)
    sv = svc()
    if k == 0:
        cfg = jdump({"featureFlags": {"newCheckout": chance(0.5), "darkMode": True}, "region": pick(REGIONS), "service": sv})
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (sv, b64(cfg))
        label = "ConfigMap binaryData (base64 JSON)"
    elif k == 1:
        der = rbytes(rint(200, 260))
        ca = b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(pem_lines(b64(b"\x30\x82" + der))) + "\n-----END CERTIFICATE-----\n").encode())
        snip = "clusters:\n  - cluster:\n      certificate-authority-data: %s\n      server: https://%s:6443\n    name: %s" % (ca[:180] + "...", ip_priv(), pick(ENVS))
        label = "kubeconfig CA data (public cert, truncated)"
    elif k == 2:
        png = b"\x89PNG\r\n\x1a\n" + rbytes(rint(40, 70))
        snip = '<img alt="spinner" src="data:image/png;base64,%s" />' % b64(png)
        label = "data URI image"
    elif k == 3:
        snip = "eyJhbGciOiJSUzI1NiIsImtpZCI6IiJ9 decodes to {\"alg\":\"RS256\",\"kid\":\"\"}; the header alone carries no claims or signature."
        label = "JWT header only (decoded)"
    elif k == 4:
        payload = jdump({"event": "order.created", "order_id": digits(9), "ts": _iat()})
        snip = "Pub/Sub message data (base64): %s\n→ %s" % (b64(payload), payload)
        label = "Pub/Sub message data"
    elif k == 5:
        txt = "%s,%s,%d\n" % (pick(DBNAMES), date_s(), rint(1, 999))
        snip = "$ echo %s | base64 -d\n%s" % (b64(txt), txt.strip())
        label = "base64 of CSV row"
    else:
        snip = "Content-Transfer-Encoding: base64\n\n" + "\n".join(pem_lines(b64(("안녕하세요, %s 배포 완료 안내입니다. 버전 %d.%d.%d" % (sv, rint(1, 5), rint(0, 20), rint(0, 9))).encode()), 76))
        label = "MIME base64 body"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["The manifest for {svc} has an opaque base64 blob and I didn't know whether it was a secret.",
                               "I couldn't read the message payloads in the {env} queue; they are base64.",
                               "Didn't know how this field was encoded, so my diff looked like a huge random change."],
                        "ko": ["{svc} 매니페스트에 불투명한 base64 값이 있어서 시크릿인지 몰랐음.",
                               "{env} 큐의 메시지 페이로드가 base64라서 읽을 수 없었음.",
                               "이 필드가 어떻게 인코딩됐는지 몰라서 diff가 거대한 랜덤 변경처럼 보였음."]},
            "fix": {"en": ["Decode before judging: this blob is plain configuration, not a credential.",
                           "base64 is an encoding, not protection; here it only keeps binary data YAML-safe.",
                           "Decode with `base64 -d` and diff the decoded text instead."],
                    "ko": ["판단 전에 디코딩할 것. 이 값은 자격 증명이 아니라 일반 설정임.",
                           "base64는 보호가 아니라 인코딩임. 여기서는 바이너리를 YAML에 안전하게 넣는 용도일 뿐.",
                           "`base64 -d`로 디코딩한 텍스트로 diff를 볼 것."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "")
    return note(lang, "clean", "base64 of non-secret data: " + label, fields, [], "c_b64/%d/%s" % (k, pl))


def c_long_ids(lang):
    k = rint(0, 6)
    sv = svc()
    if k == 0:
        snip = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (sv, hx(10), rs(ALNUM_LO, 5), rint(3, 40), rint(2, 90))
        label = "k8s pod name"
    elif k == 1:
        snip = "module.%s.module.%s_cluster.aws_rds_cluster_instance.this[\"%s-%s-%d\"]" % (sv.replace("-", "_"), pick(ENVS), sv, pick(ENVS), rint(0, 3))
        label = "Terraform resource address"
    elif k == 2:
        snip = ("Caused by: java.lang.IllegalStateException: No bean\n\tat com.acme.%s.%sServiceImpl$$EnhancerBySpringCGLIB$$%s.process(<generated>)\n"
                "\tat com.acme.%s.web.%sController.handle(%sController.java:%d)") % (sv.replace("-", ""), k_pascal(sv.replace("-", "_")), hx(8),
                                                                                   sv.replace("-", ""), k_pascal(sv.replace("-", "_")), k_pascal(sv.replace("-", "_")), rint(30, 300))
        label = "CGLIB proxy class names"
    elif k == 3:
        snip = "s3://%s-data-lake/raw/%s/year=2025/month=%02d/day=%02d/part-00000-%s-c000.snappy.parquet" % (pick(WORDS), pick(DBNAMES), rint(1, 12), rint(1, 28), uuid4())
        label = "S3 object key with uuid"
    elif k == 4:
        snip = "<div class=\"%s_%s__%s %s_wrapper__%s\">" % (sv.replace("-", ""), pick(["card", "header", "modal"]), rs(B64URL, 5), sv.replace("-", ""), rs(B64URL, 5))
        label = "CSS module class names"
    elif k == 5:
        snip = "arn:aws:lambda:%s:%s:function:%s-%s-%sHandler%s-%s" % (pick(REGIONS), digits(12), sv, pick(ENVS), k_pascal(pick(DBNAMES)), rs(ALNUM_UP, 8), rs(ALNUM, 12))
        label = "CloudFormation-generated Lambda ARN"
    else:
        snip = "projects/%s-%s/subscriptions/%s-%s-push-%s" % (pick(WORDS), digits(6), sv, pick(ENVS), hx(12))
        label = "Pub/Sub subscription name"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["The generated name in the {env} error was so long I assumed it was a token and stopped to check.",
                               "I couldn't find the resource from the alert because I didn't know how {svc} names things.",
                               "Didn't know the random-looking suffix is generated by the platform, not configured by us."],
                        "ko": ["{env} 에러에 나온 생성된 이름이 너무 길어서 토큰인 줄 알고 확인하느라 멈췄음.",
                               "{svc} 서비스의 명명 규칙을 몰라서 알림에 나온 리소스를 찾지 못했음.",
                               "랜덤해 보이는 접미사는 우리가 설정한 게 아니라 플랫폼이 생성한다는 걸 몰랐음."]},
            "fix": {"en": ["The suffix is a hash of the template / replica set, not a secret; search by prefix.",
                           "Use labels or tags to find resources instead of the generated names.",
                           "The generated part changes on every deploy; don't hardcode it in dashboards."],
                    "ko": ["접미사는 템플릿/레플리카셋의 해시일 뿐 시크릿이 아님. prefix로 검색할 것.",
                           "생성된 이름 대신 라벨이나 태그로 리소스를 찾을 것.",
                           "생성된 부분은 배포마다 바뀌니 대시보드에 하드코딩하지 말 것."]}}
    P = clean_P(lang, pool, slots, "clean_log")
    fields, pl = assemble_clean(lang, P, snip, "text")
    return note(lang, "clean", "long identifiers: " + label, fields, [], "c_longids/%d/%s" % (k, pl))


def c_versions(lang):
    k = rint(0, 4)
    sv = svc()
    if k == 0:
        snip = "%s %d.%d.%d+build.%s.%s" % (sv, rint(1, 5), rint(0, 30), rint(0, 9), date_s().replace("-", ""), hx(7))
        label = "semver with build metadata"
    elif k == 1:
        snip = "require github.com/%s/%s v0.0.0-2025%02d%02d%02d%02d%02d-%s" % (pick(WORDS), pick(WORDS), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), hx(12))
        label = "Go pseudo-version"
    elif k == 2:
        snip = "versionCode %d\nversionName \"%d.%d.%d\"\n// build %s" % (rint(100000, 999999), rint(1, 9), rint(0, 30), rint(0, 9), hx(10))
        label = "Android version code"
    elif k == 3:
        snip = "image: %s:%d.%d.%d-%s-%s" % (sv, rint(1, 4), rint(0, 20), rint(0, 9), pick(["alpine", "slim", "distroless"]), hx(7))
        label = "container tag with short SHA"
    else:
        snip = "Chrome/%d.0.%d.%d  node v%d.%d.%d  openssl %d.%d.%d" % (rint(120, 131), rint(6000, 6800), rint(10, 200), rint(18, 22), rint(0, 20), rint(0, 9), 3, rint(0, 4), rint(0, 9))
        label = "runtime versions"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["I didn't know which build of {svc} was deployed to {env}; the version string has several parts.",
                               "The bug only reproduced on one build and I couldn't tell builds apart."],
                        "ko": ["{env}에 배포된 {svc} 빌드가 뭔지 몰랐음. 버전 문자열이 여러 부분으로 돼 있음.",
                               "버그가 특정 빌드에서만 재현됐는데 빌드를 구분할 방법을 몰랐음."]},
            "fix": {"en": ["The suffix after the version is the commit SHA of the build; map it back with `git show`.",
                           "Bump the version code on every store upload; the name alone is not enough."],
                    "ko": ["버전 뒤의 접미사는 빌드 커밋 SHA임. `git show`로 역추적할 것.",
                           "스토어 업로드마다 version code를 올려야 함. 이름만으로는 부족함."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "")
    return note(lang, "clean", "versions: " + label, fields, [], "c_versions/%d/%s" % (k, pl))


def c_policy(lang):
    k = rint(0, 5)
    n = rint(10, 16)
    if k == 0:
        snip = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nmaxrepeat = 3\nenforce_for_root" % n
        label = "pwquality.conf"
    elif k == 1:
        snip = "length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername(undefined) and passwordHistory(5)" % n
        label = "Keycloak password policy string"
    elif k == 2:
        snip = "PASSWORD_RE = r\"^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,64}$\"" % n
        label = "password validation regex"
    elif k == 3:
        snip = ("AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n"
                "    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]") % n
        label = "Django password validators"
    elif k == 4:
        snip = None
        label = "password policy prose"
    else:
        snip = "Set-ADDefaultDomainPasswordPolicy -Identity corp.example.com -MinPasswordLength %d -ComplexityEnabled $true -MaxPasswordAge 90.00:00:00 -LockoutThreshold 5" % n
        label = "AD password policy cmdlet"
    slots = base_slots(lang)
    slots["n"] = n
    pool = {"problem": {"en": ["New accounts for {svc} kept being rejected at signup and I didn't know the password rules.",
                               "I didn't know the {env} IdP enforces a different password policy from the app's own check.",
                               "QA asked why a {n}-character password with no symbol fails; I didn't know symbols are mandatory."],
                        "ko": ["{svc} 가입 시 새 계정이 계속 거절됐는데 비밀번호 규칙을 몰랐음.",
                               "{env} IdP가 앱 자체 검사와 다른 비밀번호 정책을 강제한다는 걸 몰랐음.",
                               "QA가 특수문자 없는 {n}자 비밀번호가 왜 실패하냐고 물었는데, 특수문자가 필수인 걸 몰랐음."]},
            "fix": {"en": ["Policy: at least {n} characters, one upper-case letter, one digit and one symbol; the last five passwords cannot be reused.",
                           "The front-end check must mirror the server policy (min {n}, symbol required) or users see confusing errors.",
                           "Lockout after 5 failed attempts for 15 minutes; tests that log in repeatedly need their own account."],
                    "ko": ["정책: 최소 {n}자, 대문자·숫자·특수문자 각 1개 이상, 최근 5개 비밀번호 재사용 불가.",
                           "프런트 검사도 서버 정책(최소 {n}자, 특수문자 필수)과 맞춰야 사용자가 헷갈리지 않음.",
                           "5회 실패 시 15분 잠금. 로그인을 반복하는 테스트는 전용 계정을 써야 함."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "")
    return note(lang, "clean", "password policy without values: " + label, fields, [], "c_policy/%d/%s" % (k, pl))


FLAG_TOPICS = {
    "en": ["`mysql -p` with nothing attached prompts for the password; `-p secret` (with a space) would treat `secret` as the database name.",
           "Use `docker login --password-stdin` and pipe the value from the credential helper instead of `-p`.",
           "`psql` reads `PGPASSFILE` (default `~/.pgpass`, mode 0600); set it instead of exporting `PGPASSWORD`.",
           "In scripts, read secrets with `read -rs VAR` so nothing is echoed or stored in history.",
           "`sshpass -e` takes the password from the `SSHPASS` environment variable, which at least keeps it out of `ps`.",
           "`curl -u user` without `:password` makes curl prompt for it interactively.",
           "`openssl ... -passin env:KEY_PASS` or `-passin file:/run/secrets/key_pass` avoid putting the passphrase on the command line.",
           "`ansible-playbook --ask-vault-pass` (or `--vault-password-file`) is how the team decrypts group_vars; never `-e` the password.",
           "`kubectl create secret generic app --from-file=./password.txt` keeps the value out of shell history.",
           "`git config --global credential.helper osxkeychain` (or `manager`) caches HTTPS credentials without writing them to `.git-credentials`.",
           "`redis-cli --askpass` prompts for the password instead of `-a`, which also prints a warning.",
           "`az login --use-device-code` avoids passing a client secret on the command line."],
    "ko": ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 물어봄. `-p secret`처럼 띄우면 `secret`을 DB 이름으로 해석함.",
           "`-p` 대신 `docker login --password-stdin`을 쓰고 credential helper에서 값을 파이프로 넘길 것.",
           "`psql`은 `PGPASSFILE`(기본 `~/.pgpass`, 권한 0600)을 읽음. `PGPASSWORD`를 export하지 말고 이걸 쓸 것.",
           "스크립트에서는 `read -rs VAR`로 시크릿을 읽어야 화면과 히스토리에 안 남음.",
           "`sshpass -e`는 `SSHPASS` 환경변수에서 비밀번호를 읽어서 최소한 `ps`에는 안 보임.",
           "`curl -u user`처럼 `:password` 없이 쓰면 curl이 대화형으로 물어봄.",
           "`openssl ... -passin env:KEY_PASS`나 `-passin file:/run/secrets/key_pass`를 쓰면 passphrase가 명령줄에 안 남음.",
           "group_vars 복호화는 `ansible-playbook --ask-vault-pass`(또는 `--vault-password-file`)로 함. 비밀번호를 `-e`로 넘기지 말 것.",
           "`kubectl create secret generic app --from-file=./password.txt`를 쓰면 값이 셸 히스토리에 안 남음.",
           "`git config --global credential.helper osxkeychain`(또는 `manager`)로 HTTPS 자격 증명을 `.git-credentials`에 쓰지 않고 캐시할 수 있음.",
           "`redis-cli --askpass`는 `-a` 대신 비밀번호를 프롬프트로 받음. `-a`는 경고도 출력함.",
           "`az login --use-device-code`를 쓰면 클라이언트 시크릿을 명령줄에 넘기지 않아도 됨."],
}


def c_flags(lang):
    i = rint(0, len(FLAG_TOPICS["en"]) - 1)
    slots = base_slots(lang)
    pool = {"problem": {"en": ["My command for {svc} hung waiting for input and I didn't know the flag prompts when no value is attached.",
                               "I was about to put a password on the command line for the {env} job and didn't know the safer option.",
                               "Security review flagged the {svc} runbook for credentials in commands; I didn't know the alternatives."],
                        "ko": ["{svc} 작업 명령이 입력을 기다리며 멈췄는데, 값을 안 붙이면 플래그가 프롬프트를 띄운다는 걸 몰랐음.",
                               "{env} 잡에서 비밀번호를 명령줄에 넣으려다가, 더 안전한 옵션이 있다는 걸 몰랐음.",
                               "보안 리뷰에서 {svc} 런북의 명령어 속 자격 증명이 지적됐는데 대안을 몰랐음."]},
            "fix": {"en": [FLAG_TOPICS["en"][i]], "ko": [FLAG_TOPICS["ko"][i]]}}
    P = clean_P(lang, pool, slots, "generic")
    if chance(0.4):
        j = (i + rint(1, len(FLAG_TOPICS["en"]) - 1)) % len(FLAG_TOPICS["en"])
        P["fix"] += " " + FLAG_TOPICS[lang][j]
    fields, pl = assemble_clean(lang, P, None, "")
    return note(lang, "clean", "credential flags explained in prose (no values)", fields, [], "c_flags/%d/%s" % (i, pl))


def c_encrypted(lang):
    k = rint(0, 7)
    sv = svc()
    if k <= 1:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        snip = ("db_password: %s\nstripe_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n"
                "            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.1") % (
            enc(rint(12, 24)), enc(rint(30, 40)), rs(BECH32, 58), b64(rbytes(45)), ts_iso(), enc(32))
        label = "SOPS-encrypted YAML"
    elif k == 2:
        body = hx(rint(200, 320))
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + body[i:i + 80] for i in range(0, len(body), 80))
        label = "Ansible Vault inline value"
    elif k == 3:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s") % (
            sv, pick(ENVS), b64(rbytes(rint(300, 360))))
        label = "SealedSecret encryptedData"
    elif k == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(pem_lines(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(120, 180))))) + "\n-----END AGE ENCRYPTED FILE-----"
        label = "age-encrypted armor"
    elif k == 5:
        snip = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://pw.txt --query CiphertextBlob --output text\nAQICAH%s" % (sv, b64(rbytes(rint(140, 180))))
        label = "KMS CiphertextBlob"
    elif k == 6:
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(rint(32, 48)))
        label = "Jasypt ENC() value"
    else:
        snip = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(pem_lines(b64(b"\x85\x01\x0c" + rbytes(rint(150, 220))))) + "\n=%s\n-----END PGP MESSAGE-----" % b64(rbytes(3))
        label = "PGP encrypted message"
    slots = base_slots(lang)
    pool = {"problem": {"en": ["I didn't know {svc}'s {env} secrets are committed encrypted; I thought the blob below was a leaked key.",
                               "Needed to change one value in the encrypted file for {svc} and didn't know which tool decrypts it.",
                               "The diff for {svc} showed every encrypted value changing and I didn't know that's expected after re-encryption."],
                        "ko": ["{svc} 서비스의 {env} 시크릿이 암호화된 채로 커밋된다는 걸 몰라서 아래 값을 유출된 키로 오해했음.",
                               "{svc} 암호화 파일에서 값 하나를 바꿔야 했는데 어떤 도구로 복호화하는지 몰랐음.",
                               "{svc} diff에서 암호화된 값이 전부 바뀌어 보였는데, 재암호화 후에는 원래 그렇다는 걸 몰랐음."]},
            "fix": {"en": ["Only ciphertext is in git; decryption needs the KMS/age key that CI holds, so the file is safe to commit.",
                           "Edit with the tool (`sops`, `ansible-vault edit`, `kubeseal`) rather than by hand; hand edits break the MAC.",
                           "Re-encryption uses a fresh IV, so every value changes in the diff even if the plaintext didn't."],
                    "ko": ["git에는 암호문만 있음. 복호화에는 CI가 가진 KMS/age 키가 필요하므로 커밋해도 안전함.",
                           "손으로 고치지 말고 도구(`sops`, `ansible-vault edit`, `kubeseal`)로 편집할 것. 손으로 고치면 MAC이 깨짐.",
                           "재암호화 시 IV가 새로 생기므로 평문이 같아도 diff에서 모든 값이 바뀜."]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, "yaml" if k <= 3 or k == 6 else "")
    return note(lang, "clean", "encrypted blob: " + label, fields, [], "c_enc/%d/%s" % (k, pl))


# ---------------------------------------------------------------------------
# keys that vendors document as public (category ends with " [publishable]")
# ---------------------------------------------------------------------------
def publishable():
    """(vendor, what, snippet, hint)"""
    k = rint(0, 19)
    if k == 0:
        key = pick(["pk_live_", "pk_test_"]) + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)])
        return "Stripe", "publishable key", "const stripe = await loadStripe(%s);" % q_sq(key), "javascript"
    if k == 1:
        proj = pick(WORDS) + "-" + pick(["app", "prod", "web"]) + "-" + digits(4)
        snip = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
                "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\",\n};") % (rs(B64URL, 35), proj, proj, proj, digits(12), digits(12), hx(22))
        return "Firebase", "web config apiKey", snip, "javascript"
    if k == 2:
        return "Google reCAPTCHA", "site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38), "html"
    if k == 3:
        return "Cloudflare Turnstile", "site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s" data-theme="light"></div>' % rs(B64URL, 14), "html"
    if k == 4:
        tok = "pk." + b64u(jdump({"u": pick(WORDS), "a": "cl" + rs(ALNUM_LO, 23)})) + "." + rs(B64URL, 22)
        return "Mapbox", "public access token", "mapboxgl.accessToken = %s;" % q_sq(tok), "javascript"
    if k == 5:
        return "Kakao Developers", "JavaScript key", "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % hx(32), "html"
    if k == 6:
        return "Toss Payments", "client key", "const tossPayments = TossPayments(%s);" % q_sq(pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(ALNUM, 28)), "javascript"
    if k == 7:
        return "PAY.JP", "public key", "const payjp = Payjp(%s);" % q_sq(pick(["pk_live_", "pk_test_"]) + hx(24)), "javascript"
    if k == 8:
        return "Sentry", "DSN", "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.sentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (hx(32), digits(6), digits(7)), "javascript"
    if k == 9:
        return "Algolia", "search-only API key", "const client = algoliasearch(%s, %s);  // search-only key" % (q_sq(rs(ALNUM_UP, 10)), q_sq(hx(32))), "javascript"
    if k == 10:
        ref = rs(LO, 20)
        jwt = make_jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": _iat(), "exp": _iat() + 315_360_000})
        return "Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, jwt), "dotenv"
    if k == 11:
        return "PostHog", "project API key", "posthog.init(%s, { api_host: 'https://eu.i.posthog.com' });" % q_sq("phc_" + rs(ALNUM, 43)), "javascript"
    if k == 12:
        dom = "clerk.%s$" % pick(DOMAINS)
        return "Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % (pick(["pk_live_", "pk_test_"]) + b64(dom).rstrip("=")), "dotenv"
    if k == 13:
        return "Google Maps Platform", "browser API key (referrer-restricted)", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64URL, 35), "html"
    if k == 14:
        return "Datadog RUM", "client token", "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hx(32), svc()), "javascript"
    if k == 15:
        return "New Relic Browser", "browser license key", "NREUM.info={beacon:\"bam.nr-data.net\",licenseKey:\"NRJS-%s\",applicationID:\"%s\"}" % (hx(19), digits(10)), "javascript"
    if k == 16:
        return "Braintree", "tokenization key", "braintree.client.create({ authorization: %s });" % q_sq("production_" + rs(ALNUM_LO, 8) + "_" + rs(ALNUM_LO, 16)), "javascript"
    if k == 17:
        return "Adyen", "client key", "const checkout = await AdyenCheckout({ clientKey: %s, environment: 'live' });" % q_sq("live_" + rs(ALNUM_UP, 32)), "javascript"
    if k == 18:
        return "Mixpanel", "project token", "mixpanel.init(%s, { track_pageview: true });" % q_sq(hx(32)), "javascript"
    return "LaunchDarkly", "client-side ID", "const client = LDClient.initialize(%s, { key: userId });" % q_sq(hx(24)), "javascript"


def c_publishable(lang):
    vendor, what, snip, hint = publishable()
    slots = base_slots(lang)
    slots.update({"vendor": vendor, "what": what})
    pool = {"problem": {"en": ["The {env} frontend of {svc} failed to initialise {vendor} and I didn't know which {what} the page should use.",
                               "I wasn't sure whether the {vendor} {what} in the bundle was a leak; the security scanner flagged it.",
                               "Needed to switch the {vendor} integration on the web client to the {env} project and didn't know where the {what} is set."],
                        "ko": ["{env} 프런트엔드에서 {svc} 페이지가 {vendor} 초기화에 실패했는데, 페이지가 어떤 {what} 값을 써야 하는지 몰랐음.",
                               "번들에 들어 있는 {vendor} {what} 값이 유출인지 확신이 없었음. 보안 스캐너가 경고를 띄움.",
                               "웹 클라이언트의 {vendor} 연동을 {env} 프로젝트로 바꿔야 했는데 {what} 설정 위치를 몰랐음."]},
            "fix": {"en": ["{vendor} documents the {what} as public: it is meant to ship in the browser bundle. The matching secret stays server-side and is not in this repo.",
                           "The {what} only identifies the project; restrictions (allowed domains, RLS, referrers) are what protect it, so review those instead of hiding the key.",
                           "Mark the scanner finding as expected for the {vendor} {what}; rotate only if the server-side secret leaks."],
                    "ko": ["{vendor} 문서상 {what}는 공개용이라 브라우저 번들에 들어가는 게 정상임. 짝이 되는 시크릿은 서버에만 있고 이 레포에는 없음.",
                           "{what}는 프로젝트 식별용일 뿐이고, 보호는 허용 도메인/RLS/리퍼러 제한이 담당함. 키를 숨기기보다 제한 설정을 점검할 것.",
                           "{vendor} {what} 관련 스캐너 경고는 예상된 것으로 처리하고, 서버 쪽 시크릿이 유출된 경우에만 교체할 것."]},
            "ask": {"en": ["Should the scanner allow-list public {vendor} keys?", "", "Which allowed domains should the {what} be restricted to?"],
                    "ko": ["스캐너에 {vendor} 공개 키 예외를 등록해도 되는지?", "", "{what}의 허용 도메인을 어디로 제한해야 하는지?"]}}
    P = clean_P(lang, pool, slots, "generic")
    fields, pl = assemble_clean(lang, P, snip, hint)
    return note(lang, "clean", "public key documented as public: %s %s [publishable]" % (vendor, what), fields, [],
                "c_publishable/%s/%s" % (vendor, pl), [vendor])


# ---------------------------------------------------------------------------
# plain engineering notes (no risky-looking material)
# ---------------------------------------------------------------------------
PLAIN = {
    "en": [("I didn't know the {svc} integration tests share one database, so they fail when run in parallel.",
            "Run the {svc} integration suite with `-p 1` or give each worker its own schema."),
           ("Timestamps from {svc} are stored in UTC but the report renders them in KST; I assumed local time.",
            "Convert at the edge only; everything inside {svc} stays UTC."),
           ("Pagination in the {svc} API is cursor-based; I was using page numbers and got duplicates.",
            "Always pass the `next_cursor` from the previous response; offset pagination is deprecated."),
           ("The {env} build of {svc} was slow because the Docker layer cache was invalidated by a COPY of the whole repo.",
            "Copy the lockfile and install dependencies before copying the source."),
           ("CSV exports from {svc} opened with broken Korean text in Excel; I didn't know it expects a BOM.",
            "Write exports as UTF-8 with BOM (`utf-8-sig`) when the consumer is Excel."),
           ("The flaky test in {svc} depended on dictionary order from an API response.",
            "Sort before asserting; the API does not guarantee order."),
           ("I didn't know {svc} has a feature flag that hides the new checkout in {env}.",
            "Check the flag service before debugging UI that 'doesn't show up'."),
           ("The N+1 query in the {svc} order list only shows up with more than 50 rows.",
            "Use `select_related` for the customer join; add a query-count assertion to the test."),
           ("Renaming the column broke the nightly {svc} job because it selects columns by position.",
            "Select columns by name in the ETL and add a schema check before the load step."),
           ("I didn't know the {env} cluster autoscaler needs 5 minutes before adding nodes.",
            "Pre-scale before the load test instead of waiting for the autoscaler."),
           ("The {svc} migration locked the orders table for minutes because it added a column with a default.",
            "Add the column nullable, backfill in batches, then set the default."),
           ("I didn't know {svc} caches config for 10 minutes, so my change looked ignored.",
            "Bust the cache with the admin endpoint or wait for the TTL before re-testing."),
           ("Mobile push for {svc} silently failed on Android 14 because the notification permission is now runtime.",
            "Request POST_NOTIFICATIONS at first launch and handle denial."),
           ("The {svc} search results differed between {env} and local because the analyzer config was not in the repo.",
            "Keep index settings in the repo and apply them with the migration script."),
           ("Daylight-saving transitions broke the weekly {svc} schedule in the EU region.",
            "Schedule in UTC and convert only for display."),
           ("I didn't know the {svc} API rounds currency amounts half-even.",
            "Use the same rounding mode in the client or totals drift by one unit.")],
    "ko": [("{svc} 통합 테스트가 DB 하나를 공유한다는 걸 몰라서 병렬 실행 시 실패했음.",
            "{svc} 통합 테스트는 `-p 1`로 돌리거나 워커마다 별도 스키마를 주어야 함."),
           ("{svc} 타임스탬프는 UTC로 저장되고 리포트에서만 KST로 보여주는데, 로컬 시간인 줄 알았음.",
            "변환은 표시 단계에서만 하고 {svc} 내부는 전부 UTC 유지."),
           ("{svc} API 페이지네이션이 커서 기반인데 페이지 번호로 호출해서 중복이 생겼음.",
            "이전 응답의 `next_cursor`를 그대로 넘길 것. offset 방식은 deprecated."),
           ("{env} 빌드가 느렸던 이유는 레포 전체를 COPY 해서 Docker 레이어 캐시가 깨졌기 때문.",
            "lockfile을 먼저 복사해 의존성을 설치한 뒤 소스를 복사할 것."),
           ("{svc} CSV 내보내기를 엑셀에서 열면 한글이 깨졌는데 BOM이 필요하다는 걸 몰랐음.",
            "엑셀용 내보내기는 UTF-8 BOM(`utf-8-sig`)으로 쓸 것."),
           ("{svc}의 flaky 테스트는 API 응답의 딕셔너리 순서에 의존하고 있었음.",
            "검증 전에 정렬할 것. API는 순서를 보장하지 않음."),
           ("{env}에서 새 결제 화면을 숨기는 feature flag가 {svc}에 있다는 걸 몰랐음.",
            "UI가 '안 보인다'는 이슈는 디버깅 전에 플래그 서비스부터 확인할 것."),
           ("{svc} 주문 목록의 N+1 쿼리는 50건 이상일 때만 드러남.",
            "고객 조인에 `select_related`를 쓰고 테스트에 쿼리 수 검증을 추가할 것."),
           ("컬럼 이름을 바꿨더니 {svc} 야간 잡이 깨졌음. 컬럼을 위치로 선택하고 있었음.",
            "ETL에서 컬럼은 이름으로 선택하고 적재 전에 스키마 검사를 넣을 것."),
           ("{env} 클러스터 오토스케일러가 노드를 추가하는 데 5분이 걸린다는 걸 몰랐음.",
            "부하 테스트 전에 미리 스케일을 올려둘 것."),
           ("{svc} 마이그레이션이 기본값 있는 컬럼을 추가하면서 orders 테이블을 몇 분간 잠갔음.",
            "컬럼은 nullable로 추가하고 배치로 백필한 뒤 기본값을 설정할 것."),
           ("{svc} 서비스가 설정을 10분간 캐시한다는 걸 몰라서 변경이 무시된 줄 알았음.",
            "관리자 엔드포인트로 캐시를 비우거나 TTL이 지난 뒤 다시 테스트할 것."),
           ("안드로이드 14에서 알림 권한이 런타임 권한이 되면서 {svc} 푸시가 조용히 실패했음.",
            "첫 실행 시 POST_NOTIFICATIONS 권한을 요청하고 거부된 경우를 처리할 것."),
           ("{env}와 로컬의 {svc} 검색 결과가 달랐는데 analyzer 설정이 레포에 없었기 때문.",
            "인덱스 설정은 레포에 두고 마이그레이션 스크립트로 적용할 것."),
           ("서머타임 전환 때문에 EU 리전의 {svc} 주간 스케줄이 어긋났음.",
            "스케줄은 UTC로 잡고 표시할 때만 변환할 것."),
           ("{svc} API가 금액을 half-even으로 반올림한다는 걸 몰랐음.",
            "클라이언트도 같은 반올림 방식을 써야 합계가 1원씩 어긋나지 않음.")],
}


def c_plain(lang):
    i = rint(0, len(PLAIN["en"]) - 1)
    slots = base_slots(lang)
    mc, lesson = PLAIN[lang][i]
    fields = {"missing_context": fmt(mc, slots), "lesson": fmt(lesson, slots), "ask_next_time": choose(GENERIC_CLEAN_ASK, lang, slots)}
    return note(lang, "clean", "plain engineering note (no risky material)", fields, [], "c_plain/%d" % i)


# ===========================================================================
# driver: schedule, validation, regeneration, shuffle, ids, output
# ===========================================================================
SECRET_WEIGHTS = [
    (s_vendor_config, 56), (s_vendor_k8s_b64, 8), (s_vendor_http, 26), (s_vendor_log, 16), (s_vendor_diff, 12),
    (s_vendor_chat, 10), (s_vendor_inline, 16), (s_cmd_password, 36), (s_conn_string, 26), (s_password_config, 20),
    (s_http_auth, 18), (s_human_password, 24), (s_private_key, 12), (s_mfa, 16), (s_wifi, 10), (s_webhook, 14),
    (s_signed_url, 10), (s_table, 8), (s_split, 12), (s_long_token, 10),
]
CLEAN_WEIGHTS = [
    (c_placeholder_config, 40), (c_masked, 28), (c_refs, 30), (c_hashes, 28), (c_ids, 24), (c_pubkeys, 24),
    (c_nonsecret_ids, 22), (c_base64, 18), (c_long_ids, 14), (c_versions, 10), (c_policy, 14), (c_flags, 20),
    (c_encrypted, 24), (c_publishable, 30), (c_plain, 34),
]
assert sum(w for _, w in SECRET_WEIGHTS) == N_SECRET
assert sum(w for _, w in CLEAN_WEIGHTS) == N_CLEAN

LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# secret-shaped patterns that must never appear in a clean note (publishable notes excepted)
CLEAN_FORBIDDEN = [r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"gh[ousr]_[A-Za-z0-9]{36}",
                   r"github_pat_[A-Za-z0-9_]{40,}", r"glpat-[\w-]{20}", r"xox[bpa]-\d", r"sk_live_[A-Za-z0-9]{16}",
                   r"rk_live_[A-Za-z0-9]{16}", r"whsec_[A-Za-z0-9]{20}", r"AIza[\w-]{35}", r"SG\.[\w-]{22}\.",
                   r"sk-(proj|ant|svcacct)-[\w-]{20}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"hvs\.[\w-]{20}",
                   r"npm_[A-Za-z0-9]{36}", r"dckr_pat_", r"hf_[A-Za-z]{34}", r"xkeysib-[0-9a-f]{20}", r"AGE-SECRET-KEY-1",
                   r"pypi-AgEIcHlwaS5vcmc", r"LTAI[A-Za-z0-9]{12}", r"AKID[A-Za-z0-9]{20}", r"X-Amz-Signature=",
                   r"hooks\.slack\.com/services/T", r"discord\.com/api/webhooks/\d", r"otpauth://", r"live_sk_\w{10}",
                   r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}"]


class Violation(Exception):
    pass


def occurrences(hay, needle):
    out, i = [], hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def check_note(n):
    f = n["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        raise Violation("field keys")
    if not f["missing_context"].strip() or not f["lesson"].strip():
        raise Violation("empty field")
    for k, lim in LIMITS.items():
        if len(f[k].encode("utf-8")) > lim:
            raise Violation("too long: %s" % k)
    if n["kind"] == "clean":
        if n["secrets"]:
            raise Violation("clean note with secrets")
        if not n["category"].endswith("[publishable]"):
            text = "\n".join(f.values())
            for pat in CLEAN_FORBIDDEN:
                for m in re.finditer(pat, text):
                    tail = m.group(0)[-8:]
                    if len(tail) == 8 and tail == tail[-1] * 8:
                        continue        # documented placeholder such as AKIAXXXXXXXXXXXXXXXX
                    raise Violation("secret-shaped text in clean note: " + pat)
        return
    secs = n["secrets"]
    if not secs:
        raise Violation("secret note without secrets")
    for s in secs:
        if len(s) < 8:
            raise Violation("secret shorter than 8")
        if s != s.strip() or "\n" in s:
            raise Violation("secret with outer whitespace")
        if not any(s in v for v in f.values()):
            raise Violation("secret not verbatim in fields")
    # window rule: every 8-char window of every secret occurs only inside occurrences of the secrets
    for v in f.values():
        covered = [False] * len(v)
        for s in secs:
            for i in occurrences(v, s):
                for j in range(i, i + len(s)):
                    covered[j] = True
        for s in secs:
            for a in range(len(s) - 7):
                w = s[a:a + 8]
                for i in occurrences(v, w):
                    if not all(covered[i:i + 8]):
                        raise Violation("window %r of a secret occurs outside the secrets" % w)


def expand(weights):
    out = []
    for f, w in weights:
        out += [f] * w
    R.shuffle(out)
    return out


def langs_for_kind():
    ls = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(ls)
    return ls


STATS = {"retries": 0, "violations": {}}


def make_one(f, lang, seen_texts):
    for attempt in range(300):
        new_context()
        try:
            n = f(lang)
            check_note(n)
        except Retry:
            STATS["retries"] += 1
            continue
        except Violation as e:
            key = str(e).split(":")[0][:40]
            STATS["violations"][key] = STATS["violations"].get(key, 0) + 1
            continue
        key = jdump(n["fields"])
        if key in seen_texts:
            continue
        seen_texts.append(key)
        return n
    raise RuntimeError("could not generate a valid note with %s/%s" % (f.__name__, lang))


def build():
    seen = []
    notes = []
    for kind_weights in (SECRET_WEIGHTS, CLEAN_WEIGHTS):
        funcs = expand(kind_weights)
        langs = langs_for_kind()
        for f, lang in zip(funcs, langs):
            notes.append(make_one(f, lang, seen))
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (ID_PREFIX, i + 1)
        out.append(n)
    return out


def record(n):
    return {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
            "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                       "ask_next_time": n["fields"]["ask_next_time"]},
            "secrets": list(n["secrets"])}


def summarize(notes):
    lines = []
    cnt = {}
    for n in notes:
        k = (n["kind"], n["lang"])
        cnt[k] = cnt.get(k, 0) + 1
    for kind in ("secret", "clean"):
        lines.append("%s: en=%d ko=%d" % (kind, cnt.get((kind, "en"), 0), cnt.get((kind, "ko"), 0)))
    vend_secret = dedupe([v for n in notes if n["kind"] == "secret" for v in n["vendors"]])
    vend_all = dedupe([v for n in notes for v in n["vendors"]])
    lines.append("distinct vendors in secret notes: %d; in all notes: %d" % (len(vend_secret), len(vend_all)))
    fams = dedupe([n["tpl"].split("/")[0] for n in notes])
    tpl2 = dedupe(["/".join(n["tpl"].split("/")[:-1]) or n["tpl"] for n in notes])
    tpl_full = dedupe([n["tpl"] for n in notes])
    lines.append("scenario families: %d; scenario variants (family/variant): %d; variant+placement combos: %d"
                 % (len(fams), len(tpl2), len(tpl_full)))
    lines.append("distinct categories: %d" % len(dedupe([n["category"] for n in notes])))
    pub = sum(1 for n in notes if n["category"].endswith("[publishable]"))
    plain = sum(1 for n in notes if n["tpl"].startswith("c_plain"))
    lines.append("clean [publishable]: %d; clean plain (no risky material): %d; clean risky-looking share: %.1f%%"
                 % (pub, plain, 100.0 * (N_CLEAN - plain) / N_CLEAN))
    nsec = [len(n["secrets"]) for n in notes if n["kind"] == "secret"]
    lines.append("secrets listed: %d (multi-secret notes: %d; longest secret: %d chars)"
                 % (sum(nsec), sum(1 for x in nsec if x > 1), max(len(s) for n in notes for s in n["secrets"])))
    reg = {}
    for f in VENDOR_FUNCS:
        v = f()
        if v["vendor"] in vend_secret:
            reg.setdefault(v["region"], [])
            if v["vendor"] not in reg[v["region"]]:
                reg[v["region"]].append(v["vendor"])
    lines.append("secret-note vendors by region: " + ", ".join("%s=%d" % (r, len(reg.get(r, []))) for r in ("global", "kr", "jp", "cn", "eu")))
    hang = sum(1 for n in notes for s in n["secrets"] if any(0xAC00 <= ord(c) <= 0xD7A3 for c in s))
    lines.append("secrets containing Hangul: %d" % hang)
    lines.append("generation retries (Retry): %d; rule violations regenerated: %s" % (STATS["retries"], jdump(STATS["violations"])))
    return "\n".join(lines)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v82.jsonl")
    notes = build()
    ids = [n["id"] for n in notes]
    assert len(ids) == len(dedupe(ids)) == N_SECRET + N_CLEAN
    assert sum(1 for n in notes if n["kind"] == "secret") == N_SECRET
    for n in notes:
        check_note(n)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(record(n), ensure_ascii=False) + "\n")
    sys.stderr.write(summarize(notes) + "\n")


if __name__ == "__main__":
    main()
