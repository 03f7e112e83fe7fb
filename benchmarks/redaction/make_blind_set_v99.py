#!/usr/bin/env python3
"""make_blind_set_v99.py - blind evaluation set v99 for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(99_2026_1127),
drives every choice.  No iteration over sets; output is byte-identical on every run
and under any PYTHONHASHSEED.  Writes blind_set_v99.jsonl next to this file.
"""
import base64
import hashlib
import json
import os
import random
import sys
import zlib

SEED = 99_2026_1127
RNG = random.Random(SEED)
R = RNG  # short alias used everywhere

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216
N_KO_PER_KIND = 144
ID_PREFIX = "fc"

# ---------------------------------------------------------------------------
# alphabets and random primitives
# ---------------------------------------------------------------------------
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UPP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = DIG + UPP + LOW
B62 = DIG + UPP + LOW
B64 = UPP + LOW + DIG + "+/"
B64URL = UPP + LOW + DIG + "-_"
B32 = UPP + "234567"
UPNUM = UPP + DIG
LOWNUM = LOW + DIG
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BECH32L = BECH32U.lower()


def rs(alpha, n):
    """random string of length n over alphabet alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def rhex(n, upper=False):
    return rs(HEXU if upper else HEXL, n)


def rint(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(data, url=False, pad=True):
    s = base64.urlsafe_b64encode(data) if url else base64.b64encode(data)
    s = s.decode("ascii")
    return s if pad else s.rstrip("=")


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62_crc(body):
    """GitHub / npm style: base62(crc32(body)) left padded to 6"""
    n = zlib.crc32(body.encode("ascii")) & 0xFFFFFFFF
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, "0")


def mixed(alpha, n, need=(DIG, UPP, LOW)):
    """random string that contains at least one char from each class in need"""
    while True:
        s = rs(alpha, n)
        if all(any(c in cls for c in s) for cls in need):
            return s


def pct(s, safe="-._~"):
    """percent-encode like urllib.parse.quote(s, safe='-._~') without importing urllib"""
    out = []
    for ch in s:
        if ch.isascii() and (ch.isalnum() or ch in safe):
            out.append(ch)
        else:
            for b in ch.encode("utf-8"):
                out.append("%%%02X" % b)
    return "".join(out)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def nbytes(s):
    return len(s.encode("utf-8"))


def unique(seq):
    """order-preserving de-duplication (no set iteration)"""
    return list(dict.fromkeys(seq))

# ---------------------------------------------------------------------------
# vocabulary for realistic context (names, hosts, services, ...)
# ---------------------------------------------------------------------------
EN_PEOPLE = ["Alex", "Priya", "Jordan", "Sam", "Mei", "Tom", "Lena", "Omar", "Chris", "Dana",
             "Ravi", "Yuki", "Carlos", "Hannah", "Ben", "Nora", "Felix", "Aisha", "Marco", "Ingrid"]
KO_PEOPLE = ["민수님", "지현님", "서연님", "준호님", "태윤님", "하은님", "도윤님", "수빈님", "예진님",
             "현우님", "김 팀장님", "박 대리님", "이 책임님", "최 매니저님", "정 PM님", "한 선임님"]
SERVICES = ["billing-api", "order-service", "auth-gateway", "notif-worker", "search-indexer",
            "payments", "report-batch", "admin-web", "mobile-bff", "data-sync", "crm-connector",
            "settlement-batch", "ingest-pipeline", "coupon-api", "media-resizer", "ledger",
            "checkout-web", "partner-sync", "point-service", "chat-relay", "user-profile",
            "inventory-api", "shipping-tracker", "analytics-etl", "review-moderation"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "stg", "live"]
DOMAINS = ["acme-internal.net", "corp.hanbit-soft.co.kr", "svc.cluster.local", "orbitlabs.dev",
           "nuri-pay.com", "int.sejong-data.kr", "bluefin.jp", "northwind.io", "lumen-apps.eu",
           "ap-northeast-2.compute.internal", "tidewater.cloud", "minjok-commerce.kr"]
DB_USERS = ["deploy", "app_rw", "svc_billing", "admin", "root", "postgres", "etl_user", "readonly",
            "jenkins", "app", "reporter", "batch_user", "migrator", "api_user", "sa", "orders_app"]
HUMAN_USERS = ["minsu.kim", "j.park", "ops", "alex.w", "priya.r", "sy.lee", "hkang", "dana.m",
               "tkoh", "yuki.t", "carlos.g", "jh.choi", "admin", "devops", "lena.s"]
COMPANIES = ["acme.io", "hanbit-soft.co.kr", "nuri-pay.com", "orbitlabs.dev", "sejong-data.kr",
             "bluefin.jp", "northwind.io", "lumen-apps.eu", "tidewater.cloud", "minjok-commerce.kr"]
REPOS = ["platform/infra", "backend/monorepo", "web/storefront", "data/airflow-dags",
         "mobile/app-android", "ops/ansible", "team-pay/settlement", "ml/feature-store",
         "tools/release-bot", "svc/notification"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "eu-central-1",
           "us-west-2", "ap-southeast-1"]
TICKET_KEYS = ["OPS", "INFRA", "PAY", "BE", "PLAT", "SEC", "DATA", "WEB", "SRE", "MOB"]


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def person(lang):
    return pick(EN_PEOPLE if lang == "en" else KO_PEOPLE)


def ticket():
    return "%s-%d" % (pick(TICKET_KEYS), rint(101, 9899))


def host(kind=None):
    kind = kind or pick(["db", "pg", "mysql", "redis", "mq", "es", "mongo", "api", "batch", "vpn"])
    return "%s-%s-%02d.%s" % (kind, env(), rint(1, 12), pick(DOMAINS))


def rds_host(engine="pg"):
    return "%s-%s.%s.%s.rds.amazonaws.com" % (
        pick(["orders", "billing", "core", "auth", "ledger", "crm"]), engine,
        rs(LOWNUM, 12), pick(REGIONS))


def dbuser():
    return pick(DB_USERS)


def huser():
    return pick(HUMAN_USERS)


def email():
    return "%s@%s" % (pick(["minsu.kim", "ops", "alerts", "dana", "jh.park", "billing", "noreply",
                             "yuki", "devops", "priya"]), pick(COMPANIES))


def ipaddr(private=True):
    if private:
        return pick(["10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
                     "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                     "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])
    return "%d.%d.%d.%d" % (rint(13, 210), rint(0, 255), rint(0, 255), rint(2, 250))


def date():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def ts():
    return "%sT%02d:%02d:%02d.%03dZ" % (date(), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def port(kind):
    return {"pg": 5432, "mysql": 3306, "redis": 6379, "mongo": 27017, "mq": 5672,
            "es": 9200, "mssql": 1433, "oracle": 1521, "smtp": 587, "ldap": 389}[kind]


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["maple", "river", "tiger", "sunset", "coffee", "orbit", "falcon", "winter", "harbor",
            "pepper", "violet", "cactus", "lantern", "meadow", "rocket", "saturn", "walnut",
            "copper", "ginger", "marble", "thunder", "ocean", "panda", "cobalt", "willow",
            "biscuit", "canyon", "dragon", "ember", "glacier", "hazel", "island", "jasmine",
            "kettle", "lemon", "mango", "nickel", "olive", "pixel", "quartz", "raven", "salmon",
            "tulip", "umbra", "velvet", "wombat", "yellow", "zephyr", "anchor", "bamboo"]
PW_NAMES = ["minsu", "jihyun", "seoyeon", "junho", "choco", "bori", "mango", "coco", "happy",
            "dubu", "nabi", "haru", "sarang", "hodu", "kong", "alex", "priya", "tom", "lena",
            "omar", "yuki", "dana"]
PW_SEASON = ["Spring", "Summer", "Autumn", "Fall", "Winter", "Welcome", "Company", "Seoul",
             "Busan", "Tokyo", "Hello", "Admin", "Qwer", "Asdf", "Monday", "Friday"]
SYM_SOFT = "!@#$%^*"
SYM_HARD = "!#$%*+-.:;=?@^_~()[]{}|/,"

# Hangul two-set (2-beolsik) keyboard layout
CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
             "nl", "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
             "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]
KO_PW_WORDS = ["사랑해", "고양이", "바다", "하늘", "우리집", "행복", "초코", "보리", "여름", "겨울",
               "서울", "부산", "제주도", "강아지", "김치", "토끼", "별빛", "무지개", "봄날", "호랑이",
               "다람쥐", "비밀", "가족", "엄마", "아빠", "커피", "딸기", "바나나", "우주", "새벽"]


def hangul_to_keys(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(CHO_KEYS[cho] + JUNG_KEYS[jung] + JONG_KEYS[jong])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    t = rint(0, 5)
    if t == 0:
        s = pick(PW_SEASON) + str(rint(2019, 2026)) + pick(["!", "!!", "@", "#", "$", "*"])
    elif t == 1:
        s = pick(PW_NAMES) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(SYM_SOFT)
    elif t == 2:
        w = pick(PW_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        s = leet[0].upper() + leet[1:] + str(rint(1, 999)) + pick(SYM_SOFT)
    elif t == 3:
        s = pick(PW_NAMES).capitalize() + pick(["#", "!", "@", "_", "."]) + str(rint(1970, 2012))
    elif t == 4:
        s = pick(PW_WORDS).capitalize() + pick(PW_WORDS) + str(rint(10, 99)) + pick(SYM_SOFT)
    else:
        s = pick(PW_SEASON).lower() + pick(["_", "."]) + pick(PW_NAMES) + str(rint(100, 9999))
    return s if len(s) >= 8 else s + str(rint(1000, 9999))


def pw_passphrase():
    n = rint(3, 5)
    sep = pick(["-", " ", ".", "_", "-", ""])
    words = [pick(PW_WORDS) for _ in range(n)]
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.6):
        s += sep + str(rint(1, 99)) if sep else str(rint(1, 99))
    return s


def pw_punct(n=None):
    n = n or rint(12, 24)
    while True:
        s = "".join(pick(SYM_HARD) if chance(0.35) else pick(ALNUM) for _ in range(n))
        if sum(c in SYM_HARD for c in s) >= 3 and any(c.isdigit() for c in s):
            return s


def pw_kbd():
    word = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.5) else "")
    s = hangul_to_keys(word)
    s += pick(["", str(rint(1, 9999)), "%02d%02d" % (rint(1, 12), rint(1, 28))]) + pick(["", "!", "@", "#", "!!", "^^"])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s if len(s) >= 8 else s + str(rint(100, 999))


def pw_hangul():
    s = pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + pick(["", "", str(rint(1, 2026))]) + pick(["", "!", "^^", "~", "*"])
    if len(s) < 8:
        s = pick(KO_PW_WORDS) + s + str(rint(10, 99))
    return s if len(s) >= 8 else s + str(rint(1000, 9999))


def pw_service(n=None):
    n = n or rint(16, 32)
    return mixed(ALNUM, n)


def pw_service_sym(n=None):
    n = n or rint(16, 28)
    while True:
        s = "".join(pick("!#%*+-=?@^_~") if chance(0.15) else pick(ALNUM) for _ in range(n))
        if any(c in "!#%*+-=?@^_~" for c in s):
            return s


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("korean-keyboard", pw_kbd), ("hangul", pw_hangul), ("generated", pw_service),
            ("generated+symbols", pw_service_sym)]


def any_password(kinds=None, ascii_only=False, forbid=""):
    """returns (kind_name, password)"""
    pool = [k for k in PW_KINDS if (kinds is None or k[0] in kinds)]
    if ascii_only:
        pool = [k for k in pool if k[0] != "hangul"]
    while True:
        name, fn = pick(pool)
        p = fn()
        if len(p) >= 8 and not any(c in p for c in forbid):
            return name, p

# ---------------------------------------------------------------------------
# vendor credential generators: documented shapes, random bodies
# each returns dict(vendor, region, items=[(ENV_NAME, value, is_secret)], http=spec|None)
# http spec: ("bearer"|"header"|"query"|"basic", url, name_or_fmt)
# ---------------------------------------------------------------------------
def C(vendor, region, items, http=None, note=""):
    return {"vendor": vendor, "region": region, "items": items, "http": http, "note": note}


def gh_classic(prefix="ghp_"):
    body = rs(B62, 30)
    return prefix + body + b62_crc(body)


def v_aws():
    return C("AWS IAM", "global", [
        ("AWS_ACCESS_KEY_ID", "AKIA" + rs(UPP + "234567", 16), True),
        ("AWS_SECRET_ACCESS_KEY", rs(UPP + LOW + DIG + "+/", 40), True),
        ("AWS_DEFAULT_REGION", pick(REGIONS), False)])


def aws_session_token(n=None):
    n = n or rint(300, 520)
    return "IQoJb3JpZ2luX2Vj" + rs("EFGH", 1) + rs(B64, n) + pick(["", "=", "=="])


def v_aws_sts():
    return C("AWS STS", "global", [
        ("AWS_ACCESS_KEY_ID", "ASIA" + rs(UPP + "234567", 16), True),
        ("AWS_SECRET_ACCESS_KEY", rs(UPP + LOW + DIG + "+/", 40), True),
        ("AWS_SESSION_TOKEN", aws_session_token(rint(220, 380)), True)])


def v_github():
    t = rint(0, 4)
    if t == 0:
        tok = "github_pat_11" + rs(UPP + DIG, 20) + "_" + rs(B62, 59)
    else:
        tok = gh_classic(pick(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]))
    return C("GitHub", "global", [("GITHUB_TOKEN", tok, True)],
             ("bearer", "https://api.github.com/repos/%s/actions/runs" % pick(REPOS), None))


def v_gitlab():
    t = rint(0, 3)
    if t == 0:
        return C("GitLab", "global", [("GITLAB_RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)])
    if t == 1:
        return C("GitLab", "global", [("CI_TRIGGER_TOKEN", "glptt-" + rhex(40), True)],
                 ("query", "https://gitlab.%s/api/v4/projects/%d/trigger/pipeline" % (pick(COMPANIES), rint(10, 999)), "token"))
    return C("GitLab", "global", [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)],
             ("header", "https://gitlab.%s/api/v4/projects?membership=true" % pick(COMPANIES), "PRIVATE-TOKEN"))


def v_slack():
    t = rint(0, 2)
    if t == 0:
        tok = "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 11, 10 ** 13), rs(B62, 24))
        name = "SLACK_BOT_TOKEN"
    elif t == 1:
        tok = "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12), rint(10 ** 11, 10 ** 13), rhex(32))
        name = "SLACK_USER_TOKEN"
    else:
        tok = "xapp-1-A%s-%d-%s" % (rs(UPNUM, 10), rint(10 ** 12, 10 ** 13), rhex(64))
        name = "SLACK_APP_TOKEN"
    return C("Slack", "global", [(name, tok, True)], ("bearer", "https://slack.com/api/chat.postMessage", None))


def v_stripe():
    t = rint(0, 3)
    if t == 0:
        return C("Stripe", "global", [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(B62, 32), True)])
    if t == 1:
        return C("Stripe", "global", [("STRIPE_SECRET_KEY", "rk_live_" + rs(B62, 24), True)],
                 ("basic_user", "https://api.stripe.com/v1/charges?limit=3", None))
    k = "sk_live_" + (rs(B62, 24) if chance(0.4) else "51" + rs(B62, 97))
    return C("Stripe", "global", [("STRIPE_SECRET_KEY", k, True)],
             ("bearer", "https://api.stripe.com/v1/payment_intents", None))


def v_openai():
    k = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    return C("OpenAI", "global", [("OPENAI_API_KEY", k, True)],
             ("bearer", "https://api.openai.com/v1/chat/completions", None))


def v_anthropic():
    k = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    return C("Anthropic", "global", [("ANTHROPIC_API_KEY", k, True)],
             ("header", "https://api.anthropic.com/v1/messages", "x-api-key"))


def v_google():
    t = rint(0, 2)
    if t == 0:
        return C("Google Cloud", "global", [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)],
                 ("query", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", "key"))
    if t == 1:
        cid = "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LOWNUM, 32))
        return C("Google OAuth", "global", [("GOOGLE_CLIENT_ID", cid, False),
                                            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])
    return C("Google OAuth", "global", [("GOOGLE_REFRESH_TOKEN", "1//0" + rs("abcdefgh", 1) + rs(B64URL, 99), True)])


def v_twilio():
    return C("Twilio", "global", [("TWILIO_ACCOUNT_SID", "AC" + rhex(32), False),
                                  ("TWILIO_AUTH_TOKEN", rhex(32), True)])


def v_sendgrid():
    return C("SendGrid", "global", [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)],
             ("bearer", "https://api.sendgrid.com/v3/mail/send", None))


def v_mailgun():
    return C("Mailgun", "global", [("MAILGUN_API_KEY", "key-" + rhex(32), True)])


def v_mailchimp():
    return C("Mailchimp", "global", [("MAILCHIMP_API_KEY", rhex(32) + "-us" + str(rint(1, 21)), True)])


def v_npm():
    body = rs(B62, 30)
    return C("npm", "global", [("NPM_TOKEN", "npm_" + body + b62_crc(body), True)])


def v_pypi():
    return C("PyPI", "global", [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJD" + rs(B64URL, rint(150, 190)), True)])


def v_docker():
    return C("Docker Hub", "global", [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)])


def v_do():
    return C("DigitalOcean", "global", [("DIGITALOCEAN_TOKEN", pick(["dop_v1_", "dop_v1_", "doo_v1_"]) + rhex(64), True)],
             ("bearer", "https://api.digitalocean.com/v2/droplets", None))


def v_shopify():
    return C("Shopify", "global", [("SHOPIFY_ADMIN_TOKEN", pick(["shpat_", "shpat_", "shpca_", "shppa_"]) + rhex(32), True)],
             ("header", "https://%s.myshopify.com/admin/api/2024-07/orders.json" % pick(["acme-store", "nuri-shop", "bluefin-jp"]), "X-Shopify-Access-Token"))


def v_atlassian():
    k = "ATATT3xFfGF0" + rs(B64URL, rint(170, 178)) + "=" + rhex(8, upper=True)
    return C("Atlassian", "global", [("JIRA_API_TOKEN", k, True)],
             ("basic_email", "https://%s.atlassian.net/rest/api/3/search" % pick(["acme", "hanbit", "nuripay"]), None))


def v_vault():
    return C("HashiCorp Vault", "global", [("VAULT_TOKEN", "hvs.CAESI" + rs(B64URL, rint(86, 92)), True)],
             ("header", "https://vault.%s:8200/v1/secret/data/%s" % (pick(COMPANIES), svc()), "X-Vault-Token"))


def v_tfc():
    return C("Terraform Cloud", "global", [("TFE_TOKEN", rs(B62, 14) + ".atlasv1." + rs(B64URL, 67), True)])


def v_datadog():
    return C("Datadog", "global", [("DD_API_KEY", rhex(32), True), ("DD_APP_KEY", rhex(40), True),
                                   ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)])


def v_newrelic():
    return C("New Relic", "global", [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPNUM, 27), True)],
             ("header", "https://api.newrelic.com/graphql", "API-Key"))


def v_sentry():
    return C("Sentry", "global", [("SENTRY_AUTH_TOKEN", "sntryu_" + rhex(64), True)],
             ("bearer", "https://sentry.io/api/0/projects/", None))


def v_linear():
    return C("Linear", "global", [("LINEAR_API_KEY", "lin_api_" + rs(B62, 40), True)],
             ("header", "https://api.linear.app/graphql", "Authorization"))


def v_notion():
    return C("Notion", "global", [("NOTION_TOKEN", "secret_" + rs(B62, 43), True)],
             ("bearer", "https://api.notion.com/v1/databases/%s/query" % rhex(32), None))


def v_figma():
    return C("Figma", "global", [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)],
             ("header", "https://api.figma.com/v1/files/%s" % rs(B62, 22), "X-Figma-Token"))


def v_postman():
    return C("Postman", "global", [("POSTMAN_API_KEY", "PMAK-" + rhex(24) + "-" + rhex(34), True)],
             ("header", "https://api.getpostman.com/collections", "X-Api-Key"))


def v_cloudflare():
    if chance(0.3):
        return C("Cloudflare", "global", [("CLOUDFLARE_EMAIL", email(), False),
                                          ("CLOUDFLARE_API_KEY", rhex(37), True)])
    return C("Cloudflare", "global", [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)],
             ("bearer", "https://api.cloudflare.com/client/v4/zones/%s/purge_cache" % rhex(32), None))


def v_discord():
    uid = str(rint(10 ** 17, 13 * 10 ** 17))
    tok = b64(uid.encode(), pad=False) + "." + rs(B64URL, 6) + "." + rs(B64URL, pick([27, 38]))
    return C("Discord", "global", [("DISCORD_BOT_TOKEN", tok, True)],
             ("header_fmt", "https://discord.com/api/v10/users/@me", "Authorization: Bot {}"))


def v_telegram():
    tok = "%d:AA%s" % (rint(10 ** 8, 10 ** 10 - 1), rs(B64URL, 33))
    return C("Telegram", "global", [("TELEGRAM_BOT_TOKEN", tok, True)],
             ("path", "https://api.telegram.org/bot{}/sendMessage", None))


def v_azure():
    t = rint(0, 1)
    if t == 0:
        return C("Azure Entra ID", "global", [("AZURE_TENANT_ID", ruuid(), False), ("AZURE_CLIENT_ID", ruuid(), False),
                                              ("AZURE_CLIENT_SECRET", rs(B62, 3) + "8Q~" + rs(B62 + "_.~-", 34), True)])
    return C("Azure Storage", "global", [("AZURE_STORAGE_ACCOUNT", pick(["acmeprodlogs", "nuriassets", "sejongbackup"]) + str(rint(1, 99)), False),
                                         ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)])


def v_hf():
    return C("Hugging Face", "global", [("HF_TOKEN", "hf_" + rs(UPP + LOW, 34), True)],
             ("bearer", "https://huggingface.co/api/whoami-v2", None))


def v_replicate():
    return C("Replicate", "global", [("REPLICATE_API_TOKEN", "r8_" + rs(B62, 37), True)],
             ("bearer", "https://api.replicate.com/v1/predictions", None))


def v_groq():
    return C("Groq", "global", [("GROQ_API_KEY", "gsk_" + rs(B62, 52), True)],
             ("bearer", "https://api.groq.com/openai/v1/chat/completions", None))


def v_pplx():
    return C("Perplexity", "global", [("PERPLEXITY_API_KEY", "pplx-" + rs(B62, 48), True)],
             ("bearer", "https://api.perplexity.ai/chat/completions", None))


def v_xai():
    return C("xAI", "global", [("XAI_API_KEY", "xai-" + rs(B62, 80), True)],
             ("bearer", "https://api.x.ai/v1/chat/completions", None))


def v_supabase():
    return C("Supabase", "global", [("SUPABASE_ACCESS_TOKEN", "sbp_" + rhex(40), True)])


def v_netlify():
    return C("Netlify", "global", [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(B62, 36), True)])


def v_doppler():
    return C("Doppler", "global", [("DOPPLER_TOKEN", pick(["dp.pt.", "dp.st.prd.", "dp.st.dev."]) + rs(B62, 43), True)])


def v_pulumi():
    return C("Pulumi", "global", [("PULUMI_ACCESS_TOKEN", "pul-" + rhex(40), True)])


def v_grafana():
    return C("Grafana", "global", [("GRAFANA_SA_TOKEN", "glsa_" + rs(B62, 32) + "_" + rhex(8), True)],
             ("bearer", "https://grafana.%s/api/dashboards/uid/%s" % (pick(COMPANIES), rs(B62, 9)), None))


def v_buildkite():
    return C("Buildkite", "global", [("BUILDKITE_API_TOKEN", "bkua_" + rhex(40), True)])


def v_circleci():
    return C("CircleCI", "global", [("CIRCLE_TOKEN", "CCIPAT_" + rs(B62, 22) + "_" + rhex(40), True)],
             ("header", "https://circleci.com/api/v2/me", "Circle-Token"))


def v_age():
    return C("age", "global", [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32U, 58), True)])


def v_square():
    if chance(0.5):
        return C("Square", "global", [("SQUARE_APPLICATION_ID", "sq0idp-" + rs(B64URL, 22), False),
                                      ("SQUARE_APPLICATION_SECRET", "sq0csp-" + rs(B64URL, 43), True)])
    return C("Square", "global", [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)],
             ("bearer", "https://connect.squareup.com/v2/locations", None))


def v_braintree():
    return C("PayPal Braintree", "global", [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LOWNUM, 16), rhex(32)), True)])


def v_shippo():
    return C("Shippo", "global", [("SHIPPO_API_TOKEN", "shippo_live_" + rhex(40), True)],
             ("header_fmt", "https://api.goshippo.com/shipments/", "Authorization: ShippoToken {}"))


def v_airtable():
    return C("Airtable", "global", [("AIRTABLE_PAT", "pat" + rs(B62, 14) + "." + rhex(64), True)],
             ("bearer", "https://api.airtable.com/v0/app%s/Orders" % rs(B62, 14), None))


def v_okta():
    return C("Okta", "global", [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)],
             ("header_fmt", "https://%s.okta.com/api/v1/users?limit=25" % pick(["acme", "nuripay", "orbitlabs"]), "Authorization: SSWS {}"))


def v_contentful():
    return C("Contentful", "europe", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)],
             ("bearer", "https://api.contentful.com/spaces/%s/entries" % rs(LOWNUM, 12), None))


def v_mapbox():
    payload = json.dumps({"u": pick(["acme-maps", "nuri-geo", "orbitlabs"]), "a": "cl" + rs(LOWNUM, 23)}, separators=(",", ":"))
    return C("Mapbox", "global", [("MAPBOX_SECRET_TOKEN", "sk." + b64(payload.encode(), url=True, pad=False) + "." + rs(B64URL, 22), True)])


def v_facebook():
    return C("Meta Graph API", "global", [("FB_PAGE_ACCESS_TOKEN", "EAA" + rs(B62, rint(160, 200)), True)],
             ("query", "https://graph.facebook.com/v19.0/me/accounts", "access_token"))


def v_sonar():
    return C("SonarQube", "global", [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rhex(40), True)])


def v_sourcegraph():
    return C("Sourcegraph", "global", [("SRC_ACCESS_TOKEN", "sgp_" + rhex(16) + "_" + rhex(40), True)])


def v_jfrog():
    return C("JFrog Artifactory", "global", [("ARTIFACTORY_API_KEY", "AKCp8" + rs(B62, 68), True)],
             ("header", "https://%s.jfrog.io/artifactory/api/repositories" % pick(["acme", "nuri", "orbit"]), "X-JFrog-Art-Api"))


def v_bitbucket():
    return C("Bitbucket", "global", [("BITBUCKET_USERNAME", huser(), False),
                                     ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(B62, 28) + rhex(8, upper=True), True)])


def v_fcm():
    k = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    return C("Firebase Cloud Messaging", "global", [("FCM_SERVER_KEY", k, True)],
             ("header_fmt", "https://fcm.googleapis.com/fcm/send", "Authorization: key={}"))


def v_asana():
    return C("Asana", "global", [("ASANA_PAT", "2/%d/%d:%s" % (rint(10 ** 15, 10 ** 16 - 1), rint(10 ** 15, 10 ** 16 - 1), rhex(32)), True)],
             ("bearer", "https://app.asana.com/api/1.0/workspaces", None))


def v_hubspot():
    return C("HubSpot", "global", [("HUBSPOT_PRIVATE_APP_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + ruuid(), True)],
             ("bearer", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", None))


def v_render():
    return C("Render", "global", [("RENDER_API_KEY", "rnd_" + rs(B62, 32), True)],
             ("bearer", "https://api.render.com/v1/services", None))


def v_twitch():
    return C("Twitch", "global", [("TWITCH_CLIENT_ID", rs(LOWNUM, 30), False),
                                  ("TWITCH_OAUTH_TOKEN", "oauth:" + rs(LOWNUM, 30), True)])


def v_dropbox():
    return C("Dropbox", "global", [("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64URL, rint(130, 140)), True)],
             ("bearer", "https://api.dropboxapi.com/2/files/list_folder", None))


def v_zendesk():
    return C("Zendesk", "global", [("ZENDESK_EMAIL", email(), False), ("ZENDESK_API_TOKEN", rs(B62, 40), True)])


def v_intercom():
    return C("Intercom", "global", [("INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs(B64, 54) + "=", True)],
             ("bearer", "https://api.intercom.io/contacts", None))


def v_launchdarkly():
    return C("LaunchDarkly", "global", [("LD_SDK_KEY", "sdk-" + ruuid(), True)])


def v_cohere():
    return C("Cohere", "global", [("CO_API_KEY", rs(B62, 40), True)], ("bearer", "https://api.cohere.com/v2/chat", None))


def v_mistral():
    return C("Mistral AI", "europe", [("MISTRAL_API_KEY", rs(B62, 32), True)],
             ("bearer", "https://api.mistral.ai/v1/chat/completions", None))


def v_algolia():
    return C("Algolia", "global", [("ALGOLIA_APP_ID", rs(UPNUM, 10), False), ("ALGOLIA_ADMIN_API_KEY", rhex(32), True)])


def v_postmark():
    return C("Postmark", "global", [("POSTMARK_SERVER_TOKEN", ruuid(), True)],
             ("header", "https://api.postmarkapp.com/email", "X-Postmark-Server-Token"))


def v_pagerduty():
    return C("PagerDuty", "global", [("PAGERDUTY_API_KEY", "u+" + rs(B64URL, 18), True)],
             ("header_fmt", "https://api.pagerduty.com/incidents", "Authorization: Token token={}"))


def v_fastly():
    return C("Fastly", "global", [("FASTLY_API_TOKEN", rs(B64URL, 32), True)],
             ("header", "https://api.fastly.com/service/%s/purge_all" % rs(B62, 22), "Fastly-Key"))


def v_vercel():
    return C("Vercel", "global", [("VERCEL_TOKEN", rs(B62, 24), True)], ("bearer", "https://api.vercel.com/v9/projects", None))


def v_1password():
    return C("1Password", "global", [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64URL, rint(300, 380)), True)])


def v_snyk():
    return C("Snyk", "global", [("SNYK_TOKEN", ruuid(), True)])

# ---------------------------------------------------------------------------
# Korean, Japanese, Chinese, European vendors
# ---------------------------------------------------------------------------
def v_ncp():
    return C("Naver Cloud Platform", "korea", [("NCP_ACCESS_KEY", rs(B62, 20), True),
                                               ("NCP_SECRET_KEY", rs(B62, 40), True)])


def v_naver_dev():
    return C("Naver Developers", "korea", [("NAVER_CLIENT_ID", rs(B62 + "_", 20), False),
                                           ("NAVER_CLIENT_SECRET", rs(B62 + "_", 10), True)])


def v_kakao():
    if chance(0.5):
        return C("Kakao", "korea", [("KAKAO_ADMIN_KEY", rhex(32), True)],
                 ("header_fmt", "https://kapi.kakao.com/v1/user/ids", "Authorization: KakaoAK {}"))
    return C("Kakao", "korea", [("KAKAO_REST_API_KEY", rhex(32), True)],
             ("header_fmt", "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%A0%95%EC%9E%90%EB%8F%99", "Authorization: KakaoAK {}"))


def v_toss():
    k = pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(B62, 28)
    return C("Toss Payments", "korea", [("TOSS_SECRET_KEY", k, True)],
             ("basic_colon", "https://api.tosspayments.com/v1/payments/confirm", None))


def v_portone():
    if chance(0.5):
        return C("PortOne", "korea", [("IMP_KEY", str(rint(10 ** 15, 10 ** 16 - 1)), True),
                                      ("IMP_SECRET", rs(B62, 80), True)])
    return C("PortOne", "korea", [("PORTONE_STORE_ID", "store-" + ruuid(), False),
                                  ("PORTONE_API_SECRET", rs(B62, 80), True)],
             ("header_fmt", "https://api.portone.io/payments/%s" % ("ord_" + rhex(12)), "Authorization: PortOne {}"))


def v_solapi():
    return C("Solapi (CoolSMS)", "korea", [("SOLAPI_API_KEY", "NCS" + rs(UPNUM, 13), True),
                                           ("SOLAPI_API_SECRET", rs(UPNUM, 32), True)])


def v_upbit():
    return C("Upbit", "korea", [("UPBIT_ACCESS_KEY", rs(B62, 40), True), ("UPBIT_SECRET_KEY", rs(B62, 40), True)])


def v_bithumb():
    return C("Bithumb", "korea", [("BITHUMB_CONNECT_KEY", rhex(32), True), ("BITHUMB_SECRET_KEY", rhex(32), True)])


def v_datagokr():
    raw = b64(rbytes(66))
    return C("data.go.kr", "korea", [("DATA_GO_KR_SERVICE_KEY", pct(raw, safe=""), True)],
             ("query", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst", "serviceKey"))


def v_channelio():
    return C("Channel Talk", "korea", [("CHANNEL_ACCESS_KEY", rhex(24), True), ("CHANNEL_ACCESS_SECRET", rhex(32), True)])


def v_nhn():
    return C("NHN Cloud", "korea", [("NHN_SMS_APPKEY", rs(B62, 16), False), ("NHN_SMS_SECRET_KEY", rs(B62, 8), True)])


def v_kis():
    return C("Korea Investment (KIS Open API)", "korea", [("KIS_APP_KEY", "PS" + rs(B62, 34), True),
                                                          ("KIS_APP_SECRET", rs(B64, 176) + "=", True)])


def v_line():
    if chance(0.5):
        return C("LINE Messaging API", "japan", [("LINE_CHANNEL_ID", str(rint(10 ** 9, 2 * 10 ** 9)), False),
                                                 ("LINE_CHANNEL_SECRET", rhex(32), True)])
    return C("LINE Messaging API", "japan", [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)],
             ("bearer", "https://api.line.me/v2/bot/message/push", None))


def v_linenotify():
    return C("LINE Notify", "japan", [("LINE_NOTIFY_TOKEN", rs(B62, 43), True)],
             ("bearer", "https://notify-api.line.me/api/notify", None))


def v_chatwork():
    return C("Chatwork", "japan", [("CHATWORK_API_TOKEN", rhex(32), True)],
             ("header", "https://api.chatwork.com/v2/rooms/%d/messages" % rint(10 ** 8, 4 * 10 ** 8), "X-ChatWorkToken"))


def v_backlog():
    return C("Backlog", "japan", [("BACKLOG_API_KEY", rs(B62, 64), True)],
             ("query", "https://%s.backlog.jp/api/v2/issues" % pick(["acme", "bluefin", "tokyo-dev"]), "apiKey"))


def v_kintone():
    return C("kintone", "japan", [("KINTONE_API_TOKEN", rs(B62, 40), True)],
             ("header", "https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(["bluefin", "acme-jp"]), rint(3, 400)), "X-Cybozu-API-Token"))


def v_sakura():
    return C("Sakura Cloud", "japan", [("SAKURACLOUD_ACCESS_TOKEN", ruuid(), True),
                                       ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(B62, 64), True)])


def v_payjp():
    return C("PAY.JP", "japan", [("PAYJP_SECRET_KEY", "sk_live_" + rhex(24), True)],
             ("basic_colon", "https://api.pay.jp/v1/charges", None))


def v_gmo():
    return C("GMO Payment Gateway", "japan", [("GMO_SHOP_ID", "tshop%08d" % rint(1, 99999999), False),
                                              ("GMO_SHOP_PASS", rs(LOWNUM, 8), True)])


def v_alibaba():
    return C("Alibaba Cloud", "china", [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(B62, 18), True),
                                        ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(B62, 30), True)])


def v_tencent():
    return C("Tencent Cloud", "china", [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(B62, 32), True),
                                        ("TENCENTCLOUD_SECRET_KEY", rs(B62, 32), True)])


def v_baidu():
    if chance(0.5):
        return C("Baidu AI Cloud", "china", [("BAIDU_API_KEY", rs(B62, 24), True), ("BAIDU_SECRET_KEY", rs(B62, 32), True)])
    return C("Baidu Qianfan", "china", [("QIANFAN_API_KEY", "bce-v3/ALTAK-%s/%s" % (rs(B62, 21), rhex(40)), True)],
             ("bearer", "https://qianfan.baidubce.com/v2/chat/completions", None))


def v_huawei():
    return C("Huawei Cloud", "china", [("HUAWEICLOUD_SDK_AK", rs(UPNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(B62, 40), True)])


def v_wechat():
    return C("WeChat Official Account", "china", [("WECHAT_APPID", "wx" + rhex(16), False), ("WECHAT_APPSECRET", rhex(32), True)])


def v_dingtalk():
    if chance(0.5):
        return C("DingTalk", "china", [("DINGTALK_APP_KEY", "ding" + rs(LOWNUM, 16), False),
                                       ("DINGTALK_APP_SECRET", rs(B64URL, 64), True)])
    return C("DingTalk", "china", [("DINGTALK_ROBOT_TOKEN", rhex(64), True), ("DINGTALK_ROBOT_SECRET", "SEC" + rhex(64), True)],
             ("query", "https://oapi.dingtalk.com/robot/send", "access_token"))


def v_feishu():
    return C("Feishu / Lark", "china", [("FEISHU_APP_ID", "cli_" + rhex(16), False), ("FEISHU_APP_SECRET", rs(B62, 32), True)])


def v_qiniu():
    return C("Qiniu", "china", [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])


def v_volc():
    return C("Volcengine", "china", [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 43), True), ("VOLC_SECRETKEY", b64(rbytes(45)), True)])


def v_deepseek():
    return C("DeepSeek", "china", [("DEEPSEEK_API_KEY", "sk-" + rhex(32), True)],
             ("bearer", "https://api.deepseek.com/chat/completions", None))


def v_moonshot():
    return C("Moonshot AI", "china", [("MOONSHOT_API_KEY", "sk-" + rs(B62, 48), True)],
             ("bearer", "https://api.moonshot.cn/v1/chat/completions", None))


def v_zhipu():
    return C("Zhipu AI", "china", [("ZHIPUAI_API_KEY", rhex(32) + "." + rs(B62, 16), True)],
             ("bearer", "https://open.bigmodel.cn/api/paas/v4/chat/completions", None))


def v_gitee():
    return C("Gitee", "china", [("GITEE_TOKEN", rhex(32), True)],
             ("query", "https://gitee.com/api/v5/user/repos", "access_token"))


def v_mollie():
    return C("Mollie", "europe", [("MOLLIE_API_KEY", "live_" + rs(B62, 30), True)],
             ("bearer", "https://api.mollie.com/v2/payments", None))


def v_gocardless():
    return C("GoCardless", "europe", [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)],
             ("bearer", "https://api.gocardless.com/mandates", None))


def v_scaleway():
    return C("Scaleway", "europe", [("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", ruuid(), True),
                                    ("SCW_DEFAULT_PROJECT_ID", ruuid(), False)])


def v_ovh():
    return C("OVHcloud", "europe", [("OVH_APPLICATION_KEY", rs(B62, 16), False), ("OVH_APPLICATION_SECRET", rs(B62, 32), True),
                                    ("OVH_CONSUMER_KEY", rs(B62, 32), True)])


def v_hetzner():
    return C("Hetzner Cloud", "europe", [("HCLOUD_TOKEN", rs(B62, 64), True)],
             ("bearer", "https://api.hetzner.cloud/v1/servers", None))


def v_brevo():
    return C("Brevo", "europe", [("BREVO_API_KEY", "xkeysib-" + rhex(64) + "-" + rs(B62, 16), True)],
             ("header", "https://api.brevo.com/v3/smtp/email", "api-key"))


def v_mailjet():
    return C("Mailjet", "europe", [("MJ_APIKEY_PUBLIC", rhex(32), True), ("MJ_APIKEY_PRIVATE", rhex(32), True)])


def v_deepl():
    return C("DeepL", "europe", [("DEEPL_AUTH_KEY", ruuid() + pick([":fx", ""]), True)],
             ("header_fmt", "https://api-free.deepl.com/v2/translate", "Authorization: DeepL-Auth-Key {}"))


def v_yandex():
    if chance(0.5):
        return C("Yandex Cloud", "europe", [("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)],
                 ("header_fmt", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "Authorization: Api-Key {}"))
    return C("Yandex OAuth", "europe", [("YANDEX_OAUTH_TOKEN", "y0_AgAAAA" + rs(B64URL, 50), True)],
             ("header_fmt", "https://cloud-api.yandex.net/v1/disk/resources?path=app:/", "Authorization: OAuth {}"))


def v_exoscale():
    return C("Exoscale", "europe", [("EXOSCALE_API_KEY", "EXO" + rhex(24), True), ("EXOSCALE_API_SECRET", rs(B64URL, 43), True)])


def v_spotify():
    return C("Spotify", "europe", [("SPOTIFY_CLIENT_ID", rhex(32), False), ("SPOTIFY_CLIENT_SECRET", rhex(32), True)])


def v_wise():
    return C("Wise", "europe", [("WISE_API_TOKEN", ruuid(), True)], ("bearer", "https://api.transferwise.com/v1/profiles", None))


def v_pipedrive():
    return C("Pipedrive", "europe", [("PIPEDRIVE_API_TOKEN", rhex(40), True)],
             ("query", "https://%s.pipedrive.com/api/v1/deals" % pick(["acme", "lumen"]), "api_token"))


def v_vonage():
    return C("Vonage", "europe", [("VONAGE_API_KEY", rhex(8), True), ("VONAGE_API_SECRET", rs(B62, 16), True)])


def v_bird():
    return C("MessageBird (Bird)", "europe", [("MESSAGEBIRD_ACCESS_KEY", rs(B62, 25), True)],
             ("header_fmt", "https://rest.messagebird.com/messages", "Authorization: AccessKey {}"))


VENDOR_FUNCS = [
    v_aws, v_aws_sts, v_github, v_gitlab, v_slack, v_stripe, v_openai, v_anthropic, v_google, v_twilio,
    v_sendgrid, v_mailgun, v_mailchimp, v_npm, v_pypi, v_docker, v_do, v_shopify, v_atlassian, v_vault,
    v_tfc, v_datadog, v_newrelic, v_sentry, v_linear, v_notion, v_figma, v_postman, v_cloudflare,
    v_discord, v_telegram, v_azure, v_hf, v_replicate, v_groq, v_pplx, v_xai, v_supabase, v_netlify,
    v_doppler, v_pulumi, v_grafana, v_buildkite, v_circleci, v_age, v_square, v_braintree, v_shippo,
    v_airtable, v_okta, v_contentful, v_mapbox, v_facebook, v_sonar, v_sourcegraph, v_jfrog, v_bitbucket,
    v_fcm, v_asana, v_hubspot, v_render, v_twitch, v_dropbox, v_zendesk, v_intercom, v_launchdarkly,
    v_cohere, v_mistral, v_algolia, v_postmark, v_pagerduty, v_fastly, v_vercel, v_1password, v_snyk,
    # Korea
    v_ncp, v_naver_dev, v_kakao, v_toss, v_portone, v_solapi, v_upbit, v_bithumb, v_datagokr,
    v_channelio, v_nhn, v_kis,
    # Japan
    v_line, v_linenotify, v_chatwork, v_backlog, v_kintone, v_sakura, v_payjp, v_gmo,
    # China
    v_alibaba, v_tencent, v_baidu, v_huawei, v_wechat, v_dingtalk, v_feishu, v_qiniu, v_volc,
    v_deepseek, v_moonshot, v_zhipu, v_gitee,
    # Europe
    v_mollie, v_gocardless, v_scaleway, v_ovh, v_hetzner, v_brevo, v_mailjet, v_deepl, v_yandex,
    v_exoscale, v_spotify, v_wise, v_pipedrive, v_vonage, v_bird,
]

# ---------------------------------------------------------------------------
# containers: render [(NAME, value, is_secret)] into a pasted snippet
# every renderer returns text, or None when the value cannot be written there verbatim
# ---------------------------------------------------------------------------
YAML_SPECIAL = ":#{}[],&*!|>'\"%@`"


def lower(n):
    return n.lower()


def camel(n):
    parts = n.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(n):
    return "".join(p.capitalize() for p in n.lower().split("_"))


def kebab(n):
    return n.lower().replace("_", "-")


def dotted(n):
    return n.lower().replace("_", ".")


def slug(vendor):
    out = "".join(ch.lower() if ch.isalnum() else "_" for ch in vendor.split("(")[0].strip())
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def yq(v):
    """yaml scalar, quoted when needed"""
    if v == "" or any(c in YAML_SPECIAL for c in v) or v[0] in "-?" or v != v.strip() or v.isdigit():
        return "'" + v + "'" if "'" not in v else None
    return v


def shq(v):
    """shell quoting as a person would write it"""
    if all(c.isalnum() or c in "-_./:+=,@%" for c in v):
        return v
    return "'" + v + "'" if "'" not in v else None


def ko_comment(lang, en, ko):
    return ko if lang == "ko" else en


def r_dotenv(items, lang, vendor):
    lines = []
    if chance(0.5):
        lines.append("# " + pick([vendor, vendor + " (" + env() + ")", ko_comment(lang, "do not commit", "커밋 금지"),
                                  ko_comment(lang, "copied from the old server", "구 서버에서 복사"), "TODO rotate"]))
    for n, v, s in items:
        if "\"" in v or "\\" in v:
            return None
        lines.append("%s=%s" % (n, ('"' + v + '"') if (" " in v or "#" in v or chance(0.25)) else v))
    if chance(0.4):
        lines.insert(rint(0, len(lines)), pick(["NODE_ENV=production", "LOG_LEVEL=info", "PORT=8080", "TZ=Asia/Seoul",
                                                "APP_ENV=" + env(), "DEBUG=false"]))
    return "\n".join(lines)


def r_export(items, lang, vendor):
    out = []
    for n, v, s in items:
        q = shq(v)
        if q is None:
            return None
        if chance(0.3) and q == v:
            q = '"' + v + '"' if "$" not in v and "!" not in v else q
        out.append("export %s=%s" % (n, q))
    return "\n".join(out)


def r_fish(items, lang, vendor):
    out = []
    for n, v, s in items:
        q = shq(v)
        if q is None:
            return None
        out.append("set -gx %s %s" % (n, q))
    return "\n".join(out)


def r_powershell(items, lang, vendor):
    if any('"' in v or "`" in v or "$" in v for n, v, s in items):
        return None
    return "\n".join('$env:%s = "%s"' % (n, v) for n, v, s in items)


def r_cmd(items, lang, vendor):
    if any(c in v for n, v, s in items for c in "%^&|<>\""):
        return None
    return "\n".join("set %s=%s" % (n, v) for n, v, s in items)


def r_yaml(items, lang, vendor):
    top = pick([svc().replace("-", "_"), "app", "integrations", "clients", "external"])
    out = ["%s:" % top, "  %s:" % slug(vendor)]
    if chance(0.4):
        out.append("    enabled: true")
    for n, v, s in items:
        q = yq(v)
        if q is None:
            return None
        out.append("    %s: %s" % (pick([lower, camel])(n.split("_", 1)[-1] if chance(0.5) and "_" in n else n), q))
    if chance(0.4):
        out.append("    timeout: %ds" % rint(3, 30))
    return "\n".join(out)


def r_json(items, lang, vendor):
    obj = {}
    inner = {}
    for n, v, s in items:
        inner[camel(n)] = v
    if chance(0.5):
        obj[slug(vendor)] = inner
        if chance(0.5):
            obj["region"] = pick(REGIONS)
    else:
        obj = inner
    ind = pick([None, 2, 2, 4])
    return json.dumps(obj, ensure_ascii=False, indent=ind)


def r_toml(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    out = ["[%s]" % slug(vendor)]
    for n, v, s in items:
        out.append('%s = "%s"' % (lower(n), v))
    return "\n".join(out)


def r_ini(items, lang, vendor):
    out = ["[%s]" % pick([slug(vendor), "default", "credentials", svc()])]
    for n, v, s in items:
        out.append("%s = %s" % (lower(n), v))
    return "\n".join(out)


def r_properties(items, lang, vendor):
    if any("\\" in v for n, v, s in items):
        return None
    pre = pick(["app", "integration", svc().replace("-", ".")]) + "." + slug(vendor).replace("_", "-")
    return "\n".join("%s.%s=%s" % (pre, kebab(n.split("_", 1)[-1]), v) for n, v, s in items)


def r_xml(items, lang, vendor):
    if any(c in v for n, v, s in items for c in "&<>\""):
        return None
    if chance(0.5):
        return "<appSettings>\n" + "\n".join('  <add key="%s:%s" value="%s" />' % (
            slug(vendor).capitalize(), pascal(n), v) for n, v, s in items) + "\n</appSettings>"
    return "\n".join('<property name="%s.%s" value="%s"/>' % (slug(vendor), camel(n), v) for n, v, s in items)


def r_k8s(items, lang, vendor):
    out = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (svc(), slug(vendor).replace("_", "-")),
           "  namespace: %s" % pick(["default", "prod", "payments", "platform", env()]), "type: Opaque", "stringData:"]
    for n, v, s in items:
        q = yq(v)
        if q is None:
            return None
        out.append("  %s: %s" % (n, q))
    return "\n".join(out)


def r_compose(items, lang, vendor):
    s = svc()
    out = ["services:", "  %s:" % s, "    image: %s/%s:%s" % (pick(["ghcr.io/acme", "registry.gitlab.com/nuri", "acme"]), s, pick(["latest", "1.%d.%d" % (rint(0, 9), rint(0, 20))])),
           "    environment:"]
    listy = chance(0.5)
    for n, v, s_ in items:
        if listy:
            if '"' in v:
                return None
            out.append("      - %s=%s" % (n, v))
        else:
            q = yq(v)
            if q is None:
                return None
            out.append("      %s: %s" % (n, q))
    return "\n".join(out)


def r_dockerfile(items, lang, vendor):
    if any(c in v for n, v, s in items for c in '"$\\ '):
        return None
    out = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    for n, v, s in items:
        out.append("%s %s=%s" % (kw, n, v))
    out.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . /app", "WORKDIR /app"]))
    return "\n".join(out)


def r_gha(items, lang, vendor):
    out = ["jobs:", "  %s:" % pick(["deploy", "build", "release", "e2e"]), "    runs-on: ubuntu-latest", "    env:"]
    for n, v, s in items:
        q = yq(v)
        if q is None:
            return None
        out.append("      %s: %s" % (n, q))
    out.append("    steps:")
    out.append("      - uses: actions/checkout@v4")
    return "\n".join(out)


def r_gitlab(items, lang, vendor):
    out = ["variables:"]
    for n, v, s in items:
        if '"' in v:
            return None
        out.append('  %s: "%s"' % (n, v))
    out += ["", "%s:" % pick(["deploy_prod", "publish", "integration_test"]), "  stage: %s" % pick(["deploy", "test", "release"]),
            "  script:", "    - %s" % pick(["make deploy", "./scripts/release.sh", "npm run e2e", "python -m app.sync"])]
    return "\n".join(out)


def r_terraform(items, lang, vendor):
    if any('"' in v or "\\" in v or "${" in v for n, v, s in items):
        return None
    if chance(0.5):
        return "\n".join('%s = "%s"' % (lower(n), v) for n, v, s in items)
    out = ['provider "%s" {' % slug(vendor).split("_")[0]]
    for n, v, s in items:
        out.append('  %s = "%s"' % (lower(n.split("_", 1)[-1]), v))
    out.append("}")
    return "\n".join(out)


def r_python(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    t = rint(0, 2)
    if t == 0:
        return "\n".join('os.environ.setdefault("%s", "%s")' % (n, v) for n, v, s in items)
    if t == 1:
        return "%s = {\n%s\n}" % (slug(vendor).upper() + "_CONFIG", "\n".join('    "%s": "%s",' % (lower(n), v) for n, v, s in items))
    return "\n".join('%s = "%s"%s' % (n, v, "  # " + ko_comment(lang, "temp", "임시") if chance(0.3) else "") for n, v, s in items)


def r_js(items, lang, vendor):
    if any("'" in v or "\\" in v for n, v, s in items):
        return None
    if chance(0.5):
        return "\n".join("const %s = process.env.%s ?? '%s';" % (camel(n), n, v) for n, v, s in items)
    return "export const %sConfig = {\n%s\n};" % (camel(slug(vendor).upper()), "\n".join("  %s: '%s'," % (camel(n), v) for n, v, s in items))


def r_go(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    if chance(0.5):
        return "const (\n%s\n)" % "\n".join('\t%s = "%s"' % (camel(n), v) for n, v, s in items)
    return "\n".join('os.Setenv("%s", "%s")' % (n, v) for n, v, s in items)


def r_java(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    return "\n".join('private static final String %s = "%s";' % (n, v) for n, v, s in items)


def r_ruby(items, lang, vendor):
    if any('"' in v or "\\" in v or "#{" in v for n, v, s in items):
        return None
    return "\n".join('ENV["%s"] ||= "%s"' % (n, v) for n, v, s in items)


def r_php(items, lang, vendor):
    if any("'" in v or "\\" in v for n, v, s in items):
        return None
    if chance(0.5):
        return "\n".join("define('%s', '%s');" % (n, v) for n, v, s in items)
    return "return [\n%s\n];" % "\n".join("    '%s' => '%s'," % (lower(n), v) for n, v, s in items)


def r_csharp(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    return "\n".join('var %s = "%s";' % (camel(n), v) for n, v, s in items)


def r_rust(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    return "\n".join('const %s: &str = "%s";' % (n, v) for n, v, s in items)


def r_kotlin(items, lang, vendor):
    if any('"' in v or "\\" in v or "$" in v for n, v, s in items):
        return None
    return "\n".join('val %s = "%s"' % (camel(n), v) for n, v, s in items)


def r_swift(items, lang, vendor):
    if any('"' in v or "\\" in v for n, v, s in items):
        return None
    return "\n".join('let %s = "%s"' % (camel(n), v) for n, v, s in items)


def r_log(items, lang, vendor):
    t = ts()
    lvl = pick(["DEBUG", "INFO", "WARN"])
    kv = " ".join("%s=%s" % (lower(n), v) for n, v, s in items)
    return pick(["%s %s [%s] config loaded: %s" % (t, lvl, svc(), kv),
                 "%s %s %s - effective settings {%s}" % (t, lvl, pick(["c.a.config.Loader", "app.settings", "boot"]),
                                                          ", ".join("%s: %s" % (camel(n), v) for n, v, s in items)),
                 "[%s] %s env dump -> %s" % (t, svc(), kv)])


def r_trace(items, lang, vendor):
    sec = [(n, v) for n, v, s in items if s]
    n, v = sec[-1]
    if chance(0.5):
        return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in connect\n"
                "    resp.raise_for_status()\n%s: 401 Unauthorized for url (%s=%s)") % (
            svc().replace("-", "_"), rint(20, 300), pick(["requests.exceptions.HTTPError", "httpx.HTTPStatusError"]), lower(n), v)
    cls = pascal(slug(vendor))
    return ("Exception in thread \"main\" java.lang.IllegalStateException: %s rejected credentials [%s=%s]\n"
            "\tat com.%s.integrations.%sClient.auth(%sClient.java:%d)\n\tat com.%s.Main.main(Main.java:%d)") % (
        vendor, camel(n), v, pick(["acme", "nuri", "orbit"]), cls, cls, rint(30, 220),
        pick(["acme", "nuri", "orbit"]), rint(10, 90))


def r_diff(items, lang, vendor):
    f = pick(["config/settings.py", ".env.production", "deploy/values-prod.yaml", "src/main/resources/application.properties",
              "infra/terraform.tfvars", "docker-compose.override.yml"])
    out = ["diff --git a/%s b/%s" % (f, f), "index %s..%s 100644" % (rhex(7), rhex(7)), "--- a/%s" % f, "+++ b/%s" % f,
           "@@ -%d,%d +%d,%d @@" % (rint(3, 80), 3, rint(3, 80), 3 + len(items))]
    out.append(" %s" % pick(["LOG_LEVEL=info", "timeout: 30", "# integrations", "region = \"%s\"" % pick(REGIONS)]))
    for n, v, s in items:
        out.append("+%s=%s" % (n, v))
    return "\n".join(out)


def r_mdtable(items, lang, vendor):
    hdr = ko_comment(lang, "| name | value | note |", "| 이름 | 값 | 비고 |")
    out = [hdr, "|---|---|---|"]
    for n, v, s in items:
        if "|" in v:
            return None
        out.append("| %s | %s | %s |" % (n, v, pick([env(), "", ko_comment(lang, "from " + pick(EN_PEOPLE), "공유받음"), vendor])))
    return "\n".join(out)


def r_chat(items, lang, vendor):
    who = person(lang).replace("님", "")
    hh = "%02d:%02d" % (rint(8, 23), rint(0, 59))
    body = " / ".join("%s: %s" % (n, v) if chance(0.6) else v for n, v, s in items)
    pre = ko_comment(lang, pick(["here you go", "try this one", "prod values", "use these for now"]),
                     pick(["이거 쓰세요", "운영 값입니다", "일단 이걸로 해보세요", "키 여기요"]))
    return "[%s] %s: %s %s" % (hh, who, pre, body)


def r_systemd(items, lang, vendor):
    if any('"' in v for n, v, s in items):
        return None
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (n, v) for n, v, s in items) + "\nExecStart=/opt/%s/bin/server" % svc()


def r_helm(items, lang, vendor):
    parts = []
    for n, v, s in items:
        q = shq(v)
        if q is None or "," in v:
            return None
        parts.append("--set %s.%s=%s" % (slug(vendor), camel(n), q))
    return "helm upgrade --install %s ./charts/%s -n %s \\\n  " % (svc(), svc(), env()) + " \\\n  ".join(parts)


def r_ansible(items, lang, vendor):
    out = ["# group_vars/%s/vars.yml" % pick(["all", "prod", "web", "db"])]
    for n, v, s in items:
        q = yq(v)
        if q is None:
            return None
        out.append("%s: %s" % (lower(n), q))
    return "\n".join(out)


def r_dockerrun(items, lang, vendor):
    parts = []
    for n, v, s in items:
        q = shq(v)
        if q is None:
            return None
        parts.append("-e %s=%s" % (n, q))
    return "docker run -d --name %s %s %s/%s:latest" % (svc(), " ".join(parts), pick(["acme", "ghcr.io/nuri"]), svc())


def r_kubectl(items, lang, vendor):
    parts = []
    for n, v, s in items:
        q = shq(v)
        if q is None:
            return None
        parts.append("--from-literal=%s=%s" % (n, q))
    return "kubectl -n %s create secret generic %s-creds %s" % (pick(["prod", "default", "payments"]), slug(vendor).replace("_", "-"), " ".join(parts))


def r_makefile(items, lang, vendor):
    if any("$" in v or "#" in v for n, v, s in items):
        return None
    return "\n".join("%s ?= %s" % (n, v) for n, v, s in items) + "\n\ndeploy:\n\t./scripts/deploy.sh $(ENV)"


CONTAINERS = [
    ("dotenv", r_dotenv), ("shell export", r_export), ("fish shell", r_fish), ("PowerShell", r_powershell),
    ("cmd.exe set", r_cmd), ("YAML config", r_yaml), ("JSON config", r_json), ("TOML", r_toml), ("INI", r_ini),
    ("Java properties", r_properties), ("XML config", r_xml), ("k8s Secret", r_k8s), ("docker-compose", r_compose),
    ("Dockerfile", r_dockerfile), ("GitHub Actions", r_gha), ("GitLab CI", r_gitlab), ("Terraform", r_terraform),
    ("Python", r_python), ("JavaScript", r_js), ("Go", r_go), ("Java", r_java), ("Ruby", r_ruby), ("PHP", r_php),
    ("C#", r_csharp), ("Rust", r_rust), ("Kotlin", r_kotlin), ("Swift", r_swift), ("log line", r_log),
    ("stack trace", r_trace), ("git diff", r_diff), ("markdown table", r_mdtable), ("chat message", r_chat),
    ("systemd unit", r_systemd), ("helm --set", r_helm), ("Ansible vars", r_ansible), ("docker run", r_dockerrun),
    ("kubectl create secret", r_kubectl), ("Makefile", r_makefile),
]


def render_items(items, lang, vendor, allowed=None):
    """pick a container that can hold the values verbatim; returns (container_name, text)"""
    pool = CONTAINERS if allowed is None else [c for c in CONTAINERS if c[0] in allowed]
    for _ in range(40):
        name, fn = pick(pool)
        txt = fn(items, lang, vendor)
        if txt is not None and all(v in txt for n, v, s in items if s):
            return name, txt
    name, fn = ("JSON config", r_json)
    return name, fn(items, lang, vendor)


# ---- HTTP renderings of a single token ------------------------------------
def basic_blob(user, pw):
    return b64(("%s:%s" % (user, pw)).encode("utf-8"))


def render_http(cred, lang):
    """returns (container_name, text, secrets_as_written) or None"""
    spec = cred["http"]
    if not spec:
        return None
    style, url, name = spec
    tok = [v for n, v, s in cred["items"] if s][-1]
    curl = chance(0.6)
    method = "POST" if any(k in url for k in ["send", "messages", "completions", "payments", "predictions", "purge", "trigger", "confirm", "email", "chat.post", "graphql", "notify"]) else "GET"
    path = "/" + url.split("://", 1)[1].split("/", 1)[1] if "/" in url.split("://", 1)[1] else "/"
    hostn = url.split("://", 1)[1].split("/", 1)[0]
    secrets = [tok]
    if style == "bearer":
        hdr = "Authorization: Bearer " + tok
    elif style == "header":
        hdr = "%s: %s" % (name, tok)
    elif style == "header_fmt":
        hdr = name.format(tok)
    elif style == "query":
        sep = "&" if "?" in url else "?"
        full = "%s%s%s=%s" % (url, sep, name, tok)
        if curl:
            return "curl", "curl -s %s'%s'" % ("-X POST " if method == "POST" else "", full), secrets
        return "URL", full, secrets
    elif style == "path":
        full = url.format(tok)
        if curl:
            return "curl", "curl -s -X POST '%s' -d chat_id=%d -d text=deploy-ok" % (full, -rint(10 ** 12, 10 ** 13)), secrets
        return "URL", full, secrets
    elif style in ("basic_user", "basic_colon", "basic_email"):
        user = email() if style == "basic_email" else None
        if curl and chance(0.5):
            cred_s = ("%s:%s" % (user, tok)) if user else (tok + ":")
            return "curl -u", "curl -s -u %s %s" % (cred_s, url), secrets
        blob = basic_blob(user, tok) if user else b64((tok + ":").encode())
        hdr = "Authorization: Basic " + blob
        secrets = [blob]
    else:
        return None
    if curl:
        data = " \\\n  -H 'Content-Type: application/json' -d '{\"ping\":true}'" if method == "POST" else ""
        return "curl", "curl -s%s '%s' \\\n  -H '%s'%s" % (" -X POST" if method == "POST" else "", url, hdr, data), secrets
    lines = ["%s %s HTTP/1.1" % (method, path), "Host: %s" % hostn, hdr]
    if chance(0.5):
        lines.append("User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.2", "okhttp/4.12.0", "curl/8.5.0", "Go-http-client/2.0"]))
    if method == "POST":
        lines.append("Content-Type: application/json")
    return "HTTP request", "\n".join(lines), secrets

# ---------------------------------------------------------------------------
# layout: put prose and pasted snippets into the three note fields
# ---------------------------------------------------------------------------
TEMPLATES_USED = []   # template ids, for the README statistics (list, de-duplicated at the end)


def T(tid):
    TEMPLATES_USED.append(tid)
    return tid


def block(snippet, fence_lang=""):
    """render a snippet the way an agent pastes it"""
    if "\n" in snippet or len(snippet) > 110:
        return pick(["\n```%s\n%s\n```\n" % (fence_lang, snippet), "\n%s\n" % snippet, "\n```\n%s\n```\n" % snippet])
    return pick([" `%s` " % snippet, " %s " % snippet, "\n%s\n" % snippet, " `%s` " % snippet])


def tidy(text):
    """normalise whitespace around blocks without touching block contents"""
    lines = text.split("\n")
    out = []
    for ln in lines:
        out.append(ln.rstrip(" ") if not ln.startswith("    ") else ln.rstrip(" "))
    s = "\n".join(out).strip()
    while "\n\n\n" in s:
        s = s.replace("\n\n\n", "\n\n")
    s = s.replace("  `", " `").replace("`  ", "` ")
    return s


def join_prose(parts):
    """join sentences and blocks; blocks begin with \\n or a space"""
    s = ""
    for p in parts:
        if not p:
            continue
        if s and not s.endswith((" ", "\n")) and not p.startswith((" ", "\n")):
            s += " "
        s += p
    return tidy(s)


def compose(before, snippet_block, after, pos=None):
    """before/after are lists of sentences; pos chooses start/middle/end placement of the block"""
    pos = pos or pick(["start", "middle", "middle", "end", "end"])
    if before and before[-1].rstrip().endswith(":"):
        pos = "middle"      # an introducing sentence must be followed by its snippet
    if pos == "start":
        return tidy(snippet_block.strip() + "\n" + join_prose(before + after)), pos
    if pos == "end":
        return join_prose(before + after + [snippet_block]), pos
    return join_prose(before + [snippet_block] + after), pos


def fits(fields):
    return (0 < nbytes(fields["missing_context"]) <= 1024 and 0 < nbytes(fields["lesson"]) <= 1024
            and nbytes(fields["ask_next_time"]) <= 512)


def F(mc, lesson, ask):
    return {"missing_context": mc.strip(), "lesson": lesson.strip(), "ask_next_time": ask.strip()}


# ---- small phrase helpers ---------------------------------------------------
def where_found(lang):
    if lang == "en":
        return pick(["config/%s.env" % env(), "the old Jenkins job config", "%s's DM" % person("en"),
                     "the wiki page 'Integrations'", "/etc/%s/env on the old VM" % svc(), "a pinned Slack message",
                     "the shared 1Password note (copied out by someone)", "deploy/values-%s.yaml" % env(),
                     "an old commit on the release branch", "the runbook in Confluence", "the CI job log"])
    return pick(["config/%s.env" % env(), "예전 Jenkins 잡 설정", "%s DM" % person("ko"), "팀 노션 '연동 정보' 페이지",
                 "구 VM의 /etc/%s/env" % svc(), "슬랙 고정 메시지", "deploy/values-%s.yaml" % env(),
                 "릴리스 브랜치의 옛날 커밋", "컨플루언스 런북", "CI 잡 로그", "인수인계 문서"])


def a_file():
    return pick([".env.production", "config/settings.py", "docker-compose.yml", "deploy/values-prod.yaml",
                 "src/main/resources/application.yml", "terraform/prod.tfvars", ".github/workflows/deploy.yml",
                 "scripts/sync.sh", "appsettings.Production.json", "ansible/group_vars/prod.yml", "k8s/secret.yaml",
                 "config/credentials.toml", "local.properties", "Makefile", "README.md"])


def code_fence_for(container):
    return {"Python": "python", "JavaScript": "js", "Go": "go", "Java": "java", "Ruby": "ruby", "PHP": "php",
            "C#": "csharp", "Rust": "rust", "Kotlin": "kotlin", "Swift": "swift", "YAML config": "yaml",
            "k8s Secret": "yaml", "docker-compose": "yaml", "GitHub Actions": "yaml", "GitLab CI": "yaml",
            "JSON config": "json", "TOML": "toml", "INI": "ini", "Terraform": "hcl", "git diff": "diff",
            "shell export": "bash", "curl": "bash", "dotenv": "", "Dockerfile": "dockerfile",
            "XML config": "xml", "PowerShell": "powershell", "Ansible vars": "yaml"}.get(container, "")



# container -> (English description, Korean description, is a config source)
CONT_DESC = {
    "dotenv": (".env file", ".env 파일", True), "shell export": ("shell profile", "셸 프로필", True),
    "fish shell": ("fish config", "fish 설정", True), "PowerShell": ("PowerShell profile script", "PowerShell 프로필 스크립트", True),
    "cmd.exe set": ("batch file", "배치 파일", True), "YAML config": ("YAML config", "YAML 설정", True),
    "JSON config": ("JSON config", "JSON 설정", True), "TOML": ("TOML config", "TOML 설정", True), "INI": ("INI file", "INI 파일", True),
    "Java properties": ("application.properties", "application.properties", True), "XML config": ("XML config", "XML 설정", True),
    "k8s Secret": ("Kubernetes Secret manifest", "쿠버네티스 Secret 매니페스트", True),
    "docker-compose": ("docker-compose file", "docker-compose 파일", True), "Dockerfile": ("Dockerfile", "Dockerfile", True),
    "GitHub Actions": ("workflow file", "워크플로 파일", True), "GitLab CI": (".gitlab-ci.yml", ".gitlab-ci.yml", True),
    "Terraform": ("Terraform file", "테라폼 파일", True), "Python": ("Python module", "파이썬 모듈", True),
    "JavaScript": ("JS config module", "JS 설정 모듈", True), "Go": ("Go source file", "Go 소스", True),
    "Java": ("Java constants class", "자바 상수 클래스", True), "Ruby": ("Ruby initializer", "루비 initializer", True),
    "PHP": ("PHP config file", "PHP 설정 파일", True), "C#": ("C# source", "C# 소스", True), "Rust": ("Rust source", "러스트 소스", True),
    "Kotlin": ("Kotlin source", "코틀린 소스", True), "Swift": ("Swift source", "스위프트 소스", True),
    "log line": ("startup log", "기동 로그", False), "stack trace": ("stack trace", "스택 트레이스", False),
    "git diff": ("commit diff", "커밋 diff", False), "markdown table": ("wiki table", "위키 표", False),
    "chat message": ("chat message", "채팅 메시지", False), "systemd unit": ("systemd unit", "systemd 유닛", True),
    "helm --set": ("deploy script", "배포 스크립트", True), "Ansible vars": ("Ansible vars file", "Ansible 변수 파일", True),
    "docker run": ("docker run command", "docker run 명령", True), "kubectl create secret": ("kubectl command", "kubectl 명령", True),
    "Makefile": ("Makefile", "Makefile", True), "curl": ("curl command", "curl 명령", False), "curl -u": ("curl command", "curl 명령", False),
    "URL": ("URL", "URL", False), "HTTP request": ("captured HTTP request", "캡처한 HTTP 요청", False),
}


def cdesc(cont, lang):
    d = CONT_DESC.get(cont, (cont, cont, False))
    return d[0] if lang == "en" else d[1]


def cconfig(cont):
    return CONT_DESC.get(cont, (cont, cont, False))[2]
# ---------------------------------------------------------------------------
# SECRET family 1: vendor tokens in many containers
# ---------------------------------------------------------------------------
def vendor_ctx(lang, v, s, e):
    p = person(lang)
    if lang == "en":
        return pick([
            "%s in %s failed on startup: the %s client returned 401 and I didn't know which credentials it was meant to use." % (s, e, v),
            "I was asked to wire %s into %s but had no idea where the existing credentials were kept." % (v, s),
            "%s said the %s key was 'somewhere in the repo', so I had to grep for it." % (p, v),
            "During %s the %s deploy broke because the %s token had been rotated and nobody updated %s." % (ticket(), e, v, s),
            "The README says to ask ops for %s access; ops was offline and the only copy was in %s." % (v, where_found(lang)),
            "I didn't know the %s and dev %s credentials were different and tested against the wrong account." % (e, v),
            "Couldn't reproduce the %s failure locally without the real %s credentials." % (s, v),
            "Didn't know %s still authenticates to %s with a personal token rather than a service account." % (s, v),
            "The nightly job in %s started failing with 'invalid api key' from %s and the on-call doc was empty." % (e, v),
            "Was not told that %s keeps its own copy of the %s credentials instead of reading the shared secret." % (s, v),
        ])
    return pick([
        "%s 환경에서 %s 서비스가 기동하자마자 %s 인증 401로 죽었는데, 어떤 키를 써야 하는지 몰랐음." % (e, s, v),
        "%s에 %s 연동을 붙여 달라는 요청을 받았는데 기존 자격 증명이 어디 있는지 몰랐다." % (s, v),
        "%s이 %s 키가 '레포 어딘가에 있다'고만 해서 grep으로 찾아야 했음." % (p, v),
        "%s 작업 중 %s 배포가 깨짐. %s 토큰이 교체됐는데 %s 설정은 그대로였다." % (ticket(), e, v, s),
        "README에는 ops에 %s 권한을 요청하라고만 되어 있고 담당자가 부재중이라, %s 말고는 사본이 없었다." % (v, where_found(lang)),
        "%s 환경과 dev 환경의 %s 키가 다르다는 걸 몰라서 엉뚱한 계정으로 테스트했음." % (e, v),
        "실제 %s 자격 증명 없이는 %s 장애를 로컬에서 재현할 수 없었다." % (v, s),
        "%s 서비스가 %s에 서비스 계정이 아니라 개인 토큰으로 붙어 있다는 걸 몰랐음." % (s, v),
        "%s 환경 야간 배치가 %s에서 'invalid api key'로 계속 실패했는데 온콜 문서가 비어 있었다." % (e, v),
        "%s 서비스가 공용 시크릿을 안 읽고 %s 키를 따로 들고 있다는 걸 아무도 말해주지 않았음." % (s, v),
    ])


def vendor_learn(lang, v, s, e, cont):
    p = person(lang)
    w = where_found(lang)
    d = cdesc(cont, lang)
    if lang == "en":
        opts = [
            ["Found the working values in %s (%s):" % (w, d)],
            ["The %s credentials were hardcoded in a %s. Confirmed they work, then moved them to the secret manager:" % (v, d)],
            ["%s confirmed these are the live %s values:" % (p, e)],
            ["For reference, this is what finally authenticated:"],
            [],
        ]
        if cconfig(cont):
            opts.append(["%s reads its %s settings from a %s, not from the vault." % (s, v, d)])
        else:
            opts.append(["The %s showed the value %s was actually using:" % (d, s)])
        before = pick(opts)
        after = pick([["Loading these fixed the 401."], ["Rotate after the incident."],
                      ["The secret-store entry is stale; this is the copy %s actually uses." % s], [],
                      ["Note the %s block must be present in every environment or the client falls back to anonymous mode." % cont],
                      ["Restarting the pod was required; the client caches credentials at boot."]])
    else:
        opts = [
            ["%s에서 실제 동작하는 값을 찾음 (%s):" % (w, d)],
            ["%s 자격 증명이 %s에 하드코딩돼 있었다. 동작 확인 후 시크릿 매니저로 옮김:" % (v, d)],
            ["%s 확인 결과 %s 환경 값은 아래와 같음:" % (p, e)],
            ["참고용으로, 최종적으로 인증이 통과한 설정:"],
            [],
        ]
        if cconfig(cont):
            opts.append(["%s 서비스는 %s 설정을 볼트가 아니라 %s에서 읽는다." % (s, v, d)])
        else:
            opts.append(["%s 서비스가 실제로 쓰던 값은 %s에서 확인:" % (s, d)])
        before = pick(opts)
        after = pick([["이 값으로 바꾸니 401 해결."], ["장애 끝나면 키 교체 필요."],
                      ["시크릿 스토어 쪽 값은 오래된 것이고, %s 서비스가 실제로 쓰는 건 이 사본임." % s], [],
                      ["파드 재시작 필요. 클라이언트가 부팅 시 자격 증명을 캐시함."],
                      ["환경마다 이 블록이 없으면 클라이언트가 조용히 익명 모드로 떨어짐."]])
    return before, after


def vendor_ask(lang, v, s, e):
    f = a_file()
    if lang == "en":
        return pick([
            "Which %s account should %s use in %s, and where is it stored?" % (v, s, e),
            "Should I rotate the %s credential that was committed in %s?" % (v, f),
            "Is there a service account for %s, or do we keep using %s's token?" % (v, person("en")),
            "Can I get read access to the %s secret in the vault instead of having it pasted?" % v,
            "", "",
            "Who owns the %s integration for %s?" % (v, s),
        ])
    return pick([
        "%s 환경에서 %s 서비스가 쓸 %s 계정은 어느 것이고 어디에 보관하나요?" % (e, s, v),
        "%s에 커밋된 %s 키는 교체할까요?" % (f, v),
        "%s용 서비스 계정이 따로 있나요, 아니면 %s 개인 토큰을 계속 쓰나요?" % (v, person("ko")),
        "다음부터는 키를 붙여넣지 말고 볼트 읽기 권한을 받을 수 있을까요?",
        "", "",
        "%s 서비스의 %s 연동 담당자가 누구인가요?" % (s, v),
    ])


def ask_repeat(lang, tok, v):
    if lang == "en":
        return pick(["Is `%s` the production %s key or a sandbox one?" % (tok, v),
                     "Can I keep using %s for %s until the rotation, or revoke it now?" % (tok, v),
                     "Should `%s` be revoked now that it was pasted in chat?" % tok])
    return pick(["`%s` 이게 %s 운영 키 맞나요, 샌드박스 키인가요?" % (tok, v),
                 "로테이션 전까지 %s 계속 써도 되나요, 지금 바로 폐기할까요?" % tok,
                 "채팅에 노출된 `%s` 지금 폐기해야 하나요?" % tok])


def fam_vendor(lang, vf=None):
    cred = (vf or pick(VENDOR_FUNCS))()
    v = cred["vendor"]
    s, e = svc(), env()
    http = render_http(cred, lang) if (cred["http"] and chance(0.45)) else None
    if not http and chance(0.14):
        secrets = [val for n, val, sec in cred["items"] if sec]
        parts = []
        for n, val, sec in cred["items"]:
            if not sec:
                parts.append("%s=%s" % (n, val))
                continue
            if lang == "en":
                parts.append(pick(["%s is %s" % (n, val), "%s = %s" % (n, val), "the %s is %s" % (n.lower().replace("_", " "), val)]))
            else:
                parts.append(pick(["%s 값은 %s" % (n, val), "%s = %s" % (n, val), "%s 키값: %s" % (n, val)]))
        sent = (", ".join(parts) + ".") if lang == "en" else (", ".join(parts) + " 입니다.")
        ctx = vendor_ctx(lang, v, s, e)
        if lang == "en":
            lead = pick(["%s pasted it in chat: " % person(lang), "Got it from %s: " % where_found(lang), "For the record, "])
        else:
            lead = pick(["%s이 채팅으로 알려줌: " % person(lang), "%s에서 찾음: " % where_found(lang), "기록용: "])
        if chance(0.5):
            fields = F(ctx, lead + sent, vendor_ask(lang, v, s, e))
            where = "lesson"
        else:
            fields = F(ctx + " " + lead + sent, pick(["Moved it to the vault." if lang == "en" else "볼트로 옮김.",
                                                      "Works after restart." if lang == "en" else "재시작 후 정상 동작."]), vendor_ask(lang, v, s, e))
            where = "mc"
        T("vendor/prose/" + where)
        return "vendor token: %s (%s) in prose sentence, %s" % (v, cred["region"], where), fields, secrets, v
    if http:
        cont, snip, secrets = http
        tid = "vendor/http/" + cont
    else:
        cont, snip = render_items(cred["items"], lang, v)
        secrets = [val for n, val, sec in cred["items"] if sec]
        tid = "vendor/config/" + cont
    bl = block(snip, code_fence_for(cont))
    ctx = vendor_ctx(lang, v, s, e)
    before, after = vendor_learn(lang, v, s, e, cont)
    ask = vendor_ask(lang, v, s, e)
    where = pick(["lesson", "lesson", "lesson", "mc", "mc", "both"])
    if where == "lesson":
        mc = ctx
        lesson, pos = compose(before, bl, after)
    elif where == "mc":
        mc, pos = compose([ctx], bl, [])
        lesson = join_prose(before[:0] + after + [pick([
            "Moved it to the secret manager and referenced it by name." if lang == "en" else "시크릿 매니저로 옮기고 이름으로 참조하도록 바꿈.",
            "The value above is what %s reads at boot." % s if lang == "en" else "위 값이 %s 서비스가 부팅 시 읽는 값이다." % s,
            "Asked for rotation." if lang == "en" else "키 교체 요청함."])])
    else:
        mc, pos = compose([ctx], bl, [])
        lesson, pos2 = compose(before, block(snip, code_fence_for(cont)), after)
    if chance(0.12) and len(secrets) == 1 and len(secrets[0]) < 200:
        ask = ask_repeat(lang, secrets[0], v)
        tid += "+ask-repeat"
    T(tid)
    cat = "vendor token: %s (%s) in %s, %s" % (v, cred["region"], cont, where)
    return cat, F(mc, lesson, ask), secrets, v

# ---------------------------------------------------------------------------
# SECRET family 2: passwords of people and services (prose, chat, configs)
# ---------------------------------------------------------------------------
ACCOUNTS_EN = ["the Grafana admin", "the Jenkins admin", "the RabbitMQ management UI", "the staging bastion",
               "the NAS web console", "the office router", "the shared QA test account", "the Windows build agent's local admin",
               "the SMTP relay user", "the Android release keystore", "the VPN account", "the legacy FTP server",
               "the Airflow web UI", "the Keycloak master realm admin", "the pgAdmin login", "the Harbor registry admin"]
ACCOUNTS_KO = ["그라파나 admin 계정", "젠킨스 관리자 계정", "RabbitMQ 관리 콘솔", "스테이징 배스천 서버", "NAS 웹 콘솔",
               "사무실 공유기 관리자 페이지", "QA 공용 테스트 계정", "윈도우 빌드 에이전트 로컬 관리자", "SMTP 릴레이 계정",
               "안드로이드 릴리스 키스토어", "VPN 계정", "레거시 FTP 서버", "Airflow 웹 UI", "Keycloak master realm 관리자",
               "pgAdmin 로그인", "Harbor 레지스트리 admin"]


ACCOUNT_ENV = [("GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD"), ("JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD"),
               ("RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS"), ("BASTION_USER", "BASTION_PASSWORD"), ("NAS_USER", "NAS_PASSWORD"),
               ("ROUTER_ADMIN_USER", "ROUTER_ADMIN_PASSWORD"), ("QA_TEST_USER", "QA_TEST_PASSWORD"), ("WIN_ADMIN_USER", "WIN_ADMIN_PASSWORD"),
               ("SMTP_USERNAME", "SMTP_PASSWORD"), ("RELEASE_KEY_ALIAS", "RELEASE_STORE_PASSWORD"), ("VPN_USERNAME", "VPN_PASSWORD"),
               ("FTP_USER", "FTP_PASSWORD"), ("_AIRFLOW_WWW_USER_USERNAME", "_AIRFLOW_WWW_USER_PASSWORD"),
               ("KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD"), ("PGADMIN_DEFAULT_EMAIL", "PGADMIN_DEFAULT_PASSWORD"),
               ("HARBOR_ADMIN_USER", "HARBOR_ADMIN_PASSWORD")]


def pw_prose_sentence(lang, acct, user, pw):
    if lang == "en":
        return pick([
            "The password for %s (user %s) is %s" % (acct, user, pw),
            "%s login: %s / %s" % (acct[0].upper() + acct[1:], user, pw),
            "%s told me the %s password is %s and that it hasn't changed since last year." % (person("en"), acct, pw),
            "Logged into %s as %s with password %s" % (acct, user, pw),
            "creds for %s -> user: %s, pass: %s" % (acct, user, pw),
            "%s uses %s:%s (yes, really)." % (acct[0].upper() + acct[1:], user, pw),
        ])
    return pick([
        "%s 비밀번호는 %s 입니다 (계정 %s)." % (acct, pw, user),
        "%s 로그인: %s / %s" % (acct, user, pw),
        "%s 말로는 %s 비번이 %s 이고 작년부터 안 바꿨다고 함." % (person("ko"), acct, pw),
        "%s에 %s 계정, 비밀번호 %s 로 접속함." % (acct, user, pw),
        "%s 계정 정보 -> ID: %s, PW: %s" % (acct, user, pw),
        "%s 비번: %s" % (acct, pw),
    ])


def fam_password(lang):
    if lang == "ko" and chance(0.3):
        kind, pw = any_password(kinds=["hangul"])
    else:
        kind, pw = any_password(ascii_only=(lang == "en" and chance(0.8)))
    i = rint(0, len(ACCOUNTS_EN) - 1)
    acct = ACCOUNTS_EN[i] if lang == "en" else ACCOUNTS_KO[i]
    user = pick(["admin", "root", huser(), dbuser(), "qa_user01", "builder", "ops"])
    mode = pick(["prose", "prose", "chat", "config", "config", "table"])
    if mode == "prose":
        sent = pw_prose_sentence(lang, acct, user, pw)
        snip_txt = None
    elif mode == "chat":
        who = person(lang).replace("님", "")
        sent = None
        snip_txt = "[%02d:%02d] %s: %s" % (rint(8, 23), rint(0, 59), who, pick(
            ["%s pw is %s" % (acct.replace("the ", ""), pw), "try %s / %s" % (user, pw), "pass = %s" % pw]
            if lang == "en" else ["%s 비번 %s 에요" % (acct, pw), "%s / %s 로 들어가보세요" % (user, pw), "비밀번호: %s" % pw]))
    elif mode == "table":
        sent = None
        hdr = "| system | user | password |" if lang == "en" else "| 시스템 | 계정 | 비밀번호 |"
        snip_txt = "%s\n|---|---|---|\n| %s | %s | %s |" % (hdr, acct.replace("the ", ""), user, pw)
        if "|" in pw:
            return None
    else:
        sent = None
        un, pn = ACCOUNT_ENV[i]
        items = [(un, user, False), (pn, pw, True)]
        cont, snip_txt = render_items(items, lang, ACCOUNTS_EN[i].replace("the ", "").split(" ")[0],
                                      allowed=["dotenv", "shell export", "YAML config", "JSON config", "TOML", "INI",
                                               "Java properties", "k8s Secret", "docker-compose", "GitHub Actions",
                                               "Ansible vars", "Python", "PHP", "C#", "XML config", "systemd unit"])
        if pw not in snip_txt:
            return None
    if lang == "en":
        ctx = pick(["I didn't have the credentials for %s and couldn't finish the check." % acct,
                    "Needed %s to verify the fix, but the password wasn't in the vault." % acct,
                    "I wasted an hour because %s had a different password than the one in the runbook." % acct,
                    "Nobody had written down how to log into %s." % acct])
        post = pick(["Should be moved into the password manager.", "It works as of %s." % date(), "",
                     "Same password is reused on the %s box, which is worrying." % env()])
        ask = pick(["Can we move the %s password into the team vault?" % acct.replace("the ", ""),
                    "Who can rotate the %s password?" % acct.replace("the ", ""), "",
                    "Is it OK that I used this account, or should I have a personal one?"])
    else:
        ctx = pick(["%s 계정 정보가 없어서 확인 작업을 끝내지 못했음." % acct,
                    "수정 사항 검증에 %s 접속이 필요했는데 볼트에 비밀번호가 없었다." % acct,
                    "%s 비밀번호가 런북에 적힌 것과 달라서 한 시간 날림." % acct,
                    "%s 접속 방법을 아무도 정리해두지 않았음." % acct])
        post = pick(["비밀번호 관리자로 옮겨야 함.", "%s 기준 동작 확인." % date(), "",
                     "%s 서버에도 같은 비번을 재사용 중이라 위험해 보임." % env()])
        ask = pick(["%s 비밀번호를 팀 볼트로 옮겨도 될까요?" % acct, "%s 비밀번호는 누가 변경할 수 있나요?" % acct, "",
                    "이 공용 계정을 써도 되는지, 개인 계정을 받아야 하는지 알려주세요."])
    where = pick(["lesson", "lesson", "mc", "ask"]) if len(pw) < 60 else "lesson"
    if sent is not None:
        body = sent
    else:
        body = block(snip_txt)
    if where == "lesson":
        lesson, pos = compose([], body, [post]) if sent is None else (join_prose([body, post]) if chance(0.5) else join_prose([post, body]), "")
        mc = ctx
    elif where == "mc":
        mc = join_prose([ctx, body])
        lesson = post or ("Recorded the login location for next time." if lang == "en" else "다음을 위해 접속 정보 위치를 기록함.")
    else:
        mc = ctx
        lesson = post or ("Login worked after %s shared the account." % person("en") if lang == "en" else "%s이 계정을 공유해줘서 로그인 성공." % person("ko"))
        ask = (("Is %s still the %s password, or was it rotated?" % (pw, acct.replace("the ", "")))
               if lang == "en" else ("%s 비밀번호 아직 %s 맞나요, 아니면 바뀌었나요?" % (acct, pw)))
    if where == "ask":
        mode = "question"
    T("password/%s/%s" % (mode, where))
    return "password (%s) for %s in %s, %s" % (kind, ACCOUNTS_EN[i].replace("the ", ""), mode, where), F(mc, lesson, ask), [pw], None


# ---------------------------------------------------------------------------
# SECRET family 3: passwords inside commands
# ---------------------------------------------------------------------------
def cmd_password(pw, pw2=None):
    """returns (label, command, [secrets as written])"""
    h = host()
    u = dbuser()
    q = shq(pw)
    if q is None:
        return None
    t = rint(0, 33)
    if t == 0:
        return "mysql -p attached", "mysql -u%s -p%s -h %s %s" % (u, q, h, pick(["orders", "billing", "core"])), [pw]
    if t == 1:
        return "mysql --password=", "mysql --user=%s --password=%s --host=%s -e 'SHOW PROCESSLIST'" % (u, q, h), [pw]
    if t == 2:
        return "PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (q, h, u, pick(["app", "orders", "analytics"])), [pw]
    if t == 3:
        return "sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q, pick(["ubuntu", "ec2-user", "deploy", "root"]), ipaddr()), [pw]
    if t == 4:
        return "redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, q), [pw]
    if t == 5:
        return "htpasswd positional", "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (huser(), q), [pw]
    if t == 6:
        return "curl -u user:pass", "curl -u %s:%s https://%s/api/health" % (huser(), q, host("api")), [pw]
    if t == 7:
        return "docker login -p", "docker login -u %s -p %s %s" % (pick(["robot$ci", "deploy", "ci-bot"]), q, pick(["harbor.acme-internal.net", "registry.nuri-pay.com", "docker.io"])), [pw]
    if t == 8:
        return "net user positional", "net user %s %s /add" % (pick(["svc_backup", "builder", "qa01"]), q), [pw]
    if t == 9:
        if "%" in pw:
            return None
        return "smbclient user%pass", "smbclient //%s/%s -U %s%%%s" % (ipaddr(), pick(["share", "backup", "public"]), pick(["nasadmin", "scanner", "office"]), q), [pw]
    if t == 10:
        return "wget --password", "wget --user=%s --password=%s https://%s/exports/latest.csv" % (huser(), q, host("api")), [pw]
    if t == 11:
        return "rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % ("svc_" + pick(["order", "mail", "batch"]), q, "svc_order"), [pw]
    if t == 12 and pw2:
        q2 = shq(pw2)
        if q2 is None:
            return None
        return "mysqladmin old -p + new positional", "mysqladmin -u root -p%s password %s" % (q, q2), [pw, pw2]
    if t == 13 and pw2:
        q2 = shq(pw2)
        if q2 is None:
            return None
        return "keytool -storepass/-keypass", "keytool -genkeypair -alias release -keyalg RSA -keystore release.jks -storepass %s -keypass %s -dname \"CN=%s\"" % (q, q2, pick(COMPANIES)), [pw, pw2]
    if t == 14:
        return "openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % q, [pw]
    if t == 15:
        return "zip -P", "zip -P %s -r handover.zip ./exports" % q, [pw]
    if t == 16:
        return "7z -p attached", "7z a -p%s -mhe=on backup-%s.7z /var/backups/db" % (q, date()), [pw]
    if t == 17:
        return "sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (h, q), [pw]
    if t == 18:
        return "ldapsearch -w", "ldapsearch -x -H ldap://%s -D \"cn=admin,dc=%s,dc=com\" -w %s -b \"ou=people,dc=%s,dc=com\"" % (host("ldap"), "acme", q, "acme"), [pw]
    if t == 19:
        if any(c in pw for c in "/@ "):
            return None
        return "sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (pick(["system", "app_owner", "scott"]), pw, h), [pw]
    if t == 20:
        if ":" in pw:
            return None
        return "chpasswd user:pass", "echo '%s:%s' | sudo chpasswd" % (pick(["deploy", "ubuntu", "qa"]), pw), [pw]
    if t == 21:
        return "az login -p", "az login -u %s -p %s" % (email(), q), [pw]
    if t == 22:
        if any(c in pw for c in " '\\"):
            return None
        return "libpq keyword DSN", "psql \"host=%s port=5432 dbname=%s user=%s password=%s sslmode=require\"" % (h, pick(["app", "ledger"]), u, pw), [pw]
    if t == 23:
        return "mosquitto_pub -P", "mosquitto_pub -h %s -u %s -P %s -t sensors/ping -m 1" % (host("mq"), pick(["iot", "gateway"]), q), [pw]
    if t == 24:
        return "influx -password", "influx -host %s -username admin -password %s -execute 'SHOW DATABASES'" % (h, q), [pw]
    if t == 25:
        return "echo | --password-stdin", "echo %s | docker login %s -u %s --password-stdin" % (q, pick(["ghcr.io", "harbor.acme-internal.net"]), huser()), [pw]
    if t == 26:
        return "vault kv put positional", "vault kv put secret/%s/db password=%s username=%s" % (svc(), q, u), [pw]
    if t == 27:
        if any(c in pw for c in "\"' "):
            return None
        return "ansible -e become_password", "ansible-playbook site.yml -i inventories/%s -e \"ansible_become_password=%s\"" % (env(), pw), [pw]
    if t == 28:
        return "gpg --passphrase", "gpg --batch --yes --passphrase %s -d secrets.tar.gz.gpg | tar xz" % q, [pw]
    if t == 29:
        return "openssl enc -k", "openssl enc -aes-256-cbc -pbkdf2 -d -in dump.sql.enc -out dump.sql -k %s" % q, [pw]
    if t == 30:
        return "psexec -p", "psexec \\\\%s -u Administrator -p %s cmd /c ipconfig" % (ipaddr(), q), [pw]
    if t == 31:
        return "mysql -p\"...\" attached quoted", "mysql -h %s -u %s -p\"%s\" %s < migrate.sql" % (h, u, pw, pick(["shop", "crm"])) if '"' not in pw and "$" not in pw and "!" not in pw else None, [pw]
    if t == 32:
        return "echo | sudo -S", "echo %s | sudo -S systemctl restart %s" % (q, svc()), [pw]
    if t == 33:
        return "spring --datasource.password", "java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (svc(), u, q), [pw]
    return None


CMD_TOPIC_KEYS = [("mysql", "db"), ("PGPASSWORD", "db"), ("redis", "db"), ("sqlcmd", "db"), ("sqlplus", "db"), ("influx", "db"),
                  ("libpq", "db"), ("spring", "db"), ("sshpass", "host"), ("chpasswd", "host"), ("sudo", "host"), ("psexec", "host"),
                  ("net user", "host"), ("ansible", "host"), ("curl", "http"), ("wget", "http"), ("htpasswd", "http"), ("az login", "http"),
                  ("docker login", "registry"), ("password-stdin", "registry"), ("zip", "archive"), ("7z", "archive"), ("gpg", "archive"),
                  ("openssl", "archive"), ("keytool", "archive"), ("rabbitmq", "mq"), ("mosquitto", "mq"), ("ldapsearch", "directory"),
                  ("smbclient", "directory"), ("vault", "vault")]
CMD_CTX = {
    "db": (["The import script failed and I didn't know the database required auth from this subnet.",
            "I didn't know which DB account the %s job uses on %s." % ("{svc}", "{env}"),
            "Needed to check the %s replica lag by hand and had no DB login." % "{env}"],
           ["임포트 스크립트가 실패했는데, 이 서브넷에서는 DB 인증이 필요하다는 걸 몰랐음.",
            "%s 잡이 %s 환경에서 어떤 DB 계정을 쓰는지 몰랐다." % ("{svc}", "{env}"),
            "%s 레플리카 지연을 수동으로 확인해야 했는데 DB 계정이 없었음." % "{env}"]),
    "host": (["Had to fix a box that isn't in config management, and nobody had written down how to log in.",
              "The %s host needed a manual restart and I had no sudo access." % "{env}",
              "The Windows build agent lost its service user after reimaging."],
             ["구성 관리에 없는 서버를 고쳐야 했는데 로그인 방법을 적어둔 사람이 없었음.",
              "%s 서버를 수동으로 재시작해야 했는데 sudo 권한이 없었다." % "{env}",
              "재이미징 후 윈도우 빌드 에이전트의 서비스 계정이 사라짐."]),
    "http": (["The nightly export download started failing with 401 and I didn't know it uses basic auth.",
              "I didn't know the internal endpoint is behind HTTP basic auth.",
              "Had to reproduce what the old cron job did; nobody knew the command line."],
             ["야간 export 다운로드가 401로 실패하기 시작했는데 basic auth를 쓰는지 몰랐음.",
              "내부 엔드포인트가 HTTP basic auth 뒤에 있다는 걸 몰랐다.",
              "예전 크론 잡이 하던 일을 재현해야 했는데 명령줄을 아는 사람이 없었음."]),
    "registry": (["CI could not pull the base image from the private registry and I didn't know the robot account.",
                  "I didn't know the registry requires login even for pulls."],
                 ["CI가 사설 레지스트리에서 베이스 이미지를 못 받았는데 로봇 계정을 몰랐음.",
                  "레지스트리가 pull에도 로그인을 요구한다는 걸 몰랐다."]),
    "archive": (["I needed to produce the encrypted handover package and didn't know the agreed passphrase.",
                 "The release signing step had no documented keystore settings.",
                 "Couldn't open last month's encrypted backup to verify the restore."],
                ["암호화된 인수인계 패키지를 만들어야 했는데 합의된 암호를 몰랐음.",
                 "릴리스 서명 단계에 키스토어 설정이 문서화돼 있지 않았다.",
                 "복구 검증을 위해 지난달 암호화 백업을 열어야 했는데 열 수 없었음."]),
    "mq": (["The new consumer couldn't connect to the broker and I didn't know how accounts are created there.",
            "I didn't know the broker rejects the default guest user outside localhost."],
           ["신규 컨슈머가 브로커에 연결하지 못했는데 거기서 계정을 어떻게 만드는지 몰랐음.",
            "브로커가 localhost 밖에서는 기본 guest 계정을 거부한다는 걸 몰랐다."]),
    "directory": (["The scanner share and the LDAP bind both needed credentials I didn't have.",
                   "I didn't know the user sync job binds to LDAP with a service account."],
                  ["스캐너 공유 폴더와 LDAP 바인드 모두 내가 모르는 자격 증명이 필요했음.",
                   "사용자 동기화 잡이 서비스 계정으로 LDAP에 바인드한다는 걸 몰랐다."]),
    "vault": (["I didn't know how the DB credentials get into Vault for %s." % "{svc}"],
              ["%s의 DB 자격 증명이 볼트에 어떻게 들어가는지 몰랐음." % "{svc}"]),
}


def cmd_topic(label):
    for k, t in CMD_TOPIC_KEYS:
        if k in label:
            return t
    return "host"


def fam_cmd(lang):
    if lang == "ko" and chance(0.2):
        kind, pw = any_password(kinds=["hangul"])
    else:
        kind, pw = any_password(ascii_only=chance(0.85))
    kind2, pw2 = any_password(ascii_only=True)
    r = cmd_password(pw, pw2)
    if r is None or r[1] is None:
        return None
    label, cmd, secrets = r
    topic = cmd_topic(label + " " + cmd)
    ctx = pick(CMD_CTX[topic][0 if lang == "en" else 1]).replace("{svc}", svc()).replace("{env}", env())
    if lang == "en":
        post = pick(["This is the exact command from shell history that worked.", "Ran it from the bastion; it works.",
                     "Careful: this ends up in ~/.bash_history.", "", "Should switch to a credentials file instead of the flag."])
        ask = pick(["Is there a non-interactive way that doesn't put the password on the command line?",
                    "Who owns this account?", "", "Should I clear the shell history on the bastion?"])
    else:
        post = pick(["셸 히스토리에서 찾은, 실제로 동작한 명령어.", "배스천에서 실행, 정상 동작.",
                     "주의: 이렇게 하면 ~/.bash_history에 남음.", "", "플래그 대신 자격 증명 파일로 바꾸는 게 좋겠음."])
        ask = pick(["비밀번호를 명령줄에 넣지 않는 비대화형 방법이 있을까요?", "이 계정 담당자가 누구인가요?", "",
                    "배스천 셸 히스토리를 지워야 할까요?"])
    bl = block(cmd, "bash")
    where = pick(["lesson", "lesson", "lesson", "mc", "ask"])
    if where == "ask" and nbytes(cmd) < 300:
        mc = ctx
        lesson = post or ("Command found in shell history." if lang == "en" else "셸 히스토리에서 명령어 찾음.")
        ask = ("Is it fine to keep running `%s` from cron?" % cmd) if lang == "en" else ("`%s` 를 크론에서 계속 돌려도 괜찮을까요?" % cmd)
    elif where == "mc":
        mc, pos = compose([ctx], bl, [])
        lesson = post or ("Documented it in the runbook without the password." if lang == "en" else "비밀번호 빼고 런북에 정리함.")
    else:
        where = "lesson"
        mc = ctx
        lesson, pos = compose([], bl, [post])
    T("cmd/" + label + "/" + where)
    label = label + ", " + topic
    return "shell: %s (%s), %s" % (label, kind, where), F(mc, lesson, ask), secrets, None

# ---------------------------------------------------------------------------
# SECRET family 4: connection strings / DSNs
# ---------------------------------------------------------------------------
def conn_string(pw):
    """returns (label, text, secret_as_written)"""
    u = dbuser()
    enc = pct(pw)
    t = rint(0, 18)
    if t == 0:
        return "postgres URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, rds_host("pg"), pick(["app", "orders", "ledger"])), enc
    if t == 1:
        return "SQLAlchemy mysql+pymysql URL", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, enc, host("mysql"), pick(["shop", "crm"])), enc
    if t == 2:
        return "mongodb+srv URL", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(LOWNUM, 5), pick(["events", "catalog"])), enc
    if t == 3:
        return "redis URL (empty user)", "%s://:%s@%s:6379/%d" % (pick(["redis", "rediss"]), enc, host("redis"), rint(0, 5)), enc
    if t == 4:
        return "amqp URL", "amqp://%s:%s@%s:5672/%s" % (pick(["guest_ops", "svc_order", "mq_app"]), enc, host("mq"), pick(["%2F", "orders", "prod"])), enc
    if t == 5:
        if "&" in pw or ";" in pw:
            return None
        return "JDBC query password", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host("pg"), pick(["app", "core"]), u, enc), enc
    if t == 6:
        if ";" in pw or "'" in pw or '"' in pw or pw != pw.strip():
            return None
        return "SQL Server ADO.NET", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
            pick(["acme-sql.database.windows.net", host("mssql")]), pick(["Orders", "Crm"]), u, pw), pw
    if t == 7:
        if any(c in pw for c in "/@ "):
            return None
        return "Oracle EZConnect user/pass@", "%s/%s@%s:1521/ORCLPDB1" % (pick(["app_owner", "system", "rpt"]), pw, host("oracle")), pw
    if t == 8:
        if '"' in pw or "\\" in pw:
            return None
        return "Kafka sasl.jaas.config", ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule '
                                          'required username="%s" password="%s";' % (pick(["svc-orders", "connect", "ksql"]), pw)), pw
    if t == 9:
        return "SMTP URL", "smtp://%s:%s@%s:587" % (pct(email()), enc, pick(["smtp.gmail.com", "smtp.office365.com", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.worksmobile.com"])), enc
    if t == 10:
        return "Elasticsearch URL", "https://elastic:%s@%s:9200" % (enc, host("es")), enc
    if t == 11:
        return "FTP URL", "ftp://%s:%s@%s/outgoing/" % (pick(["partner", "edi", "upload"]), enc, ipaddr(False)), enc
    if t == 12:
        return "DATABASE_URL in .env", "DATABASE_URL=postgres://%s:%s@%s:5432/%s\nREDIS_URL=redis://%s:6379/0" % (u, enc, host("pg"), pick(["app", "prod"]), host("redis")), enc
    if t == 13:
        return "ClickHouse URL", "clickhouse://%s:%s@%s:9000/%s" % (pick(["default", "analytics"]), enc, host("ch"), pick(["events", "logs"])), enc
    if t == 14:
        if ";" in pw or "}" in pw:
            return None
        return "ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (host("mssql"), pick(["ERP", "HR"]), u, pw), pw
    if t == 15:
        return "Neo4j bolt URL", "bolt://neo4j:%s@%s:7687" % (enc, host("graph")), enc
    if t == 16:
        return "Airflow AIRFLOW_CONN_ env", "export AIRFLOW_CONN_%s='postgres://%s:%s@%s:5432/%s'" % (pick(["WAREHOUSE", "ORDERS_DB", "CRM"]), u, enc, host("pg"), pick(["dw", "orders"])), enc
    if t == 17:
        if '"' in pw:
            return None
        return "Spring datasource YAML", "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: \"%s\"" % (host("mysql"), pick(["shop", "member"]), u, pw), pw
    return "Snowflake URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, enc, pick(["acme", "nuri"]), rs(LOWNUM, 7), pick(["ANALYTICS", "RAW"])), enc


def fam_conn(lang):
    kind, pw = any_password(kinds=pick([None, ["punctuation-heavy", "generated+symbols", "human"]]))
    r = conn_string(pw)
    if r is None:
        return None
    label, text, sec = r
    if len(sec) < 8:
        return None
    if lang == "en":
        ctx = pick(["Didn't know the %s connection details, and the app logs only said 'authentication failed'." % label.split(" ")[0],
                    "Migrations failed in %s because the DSN in the secret store had an unescaped character." % env(),
                    "%s moved the database last week; I had the old connection string." % person("en"),
                    "I couldn't find how %s connects to its database in %s." % (svc(), env())])
        post = pick(["Special characters in the password must be percent-encoded in the URL form.", "This is the string that works now.",
                     "", "Put it back into the secret store and restarted %s." % svc(), "Note the sslmode / TLS flag, it's required."])
        ask = pick(["Can you share the DSN through the vault next time?", "Is there a read-only user I should use instead?", "",
                    "Should the password be rotated now that it's been in a ticket?"])
    else:
        ctx = pick(["%s 접속 정보를 몰랐고, 앱 로그에는 'authentication failed'만 찍혔음." % label.split(" ")[0],
                    "시크릿 스토어의 DSN에 이스케이프 안 된 문자가 있어서 %s 마이그레이션이 실패함." % env(),
                    "%s이 지난주 DB를 옮겼는데 나는 옛날 접속 문자열을 들고 있었다." % person("ko"),
                    "%s 서비스가 %s 환경에서 어떤 DB에 어떻게 붙는지 찾을 수 없었음." % (svc(), env())])
        post = pick(["URL 형태에서는 비밀번호 특수문자를 퍼센트 인코딩해야 함.", "지금 동작하는 문자열은 이것.", "",
                     "시크릿 스토어에 다시 넣고 %s 재시작함." % svc(), "sslmode / TLS 옵션 필수."])
        ask = pick(["다음엔 DSN을 볼트로 공유해 주실 수 있나요?", "대신 써야 할 읽기 전용 계정이 있나요?", "",
                    "티켓에 노출됐으니 비밀번호를 교체해야 할까요?"])
    bl = block(text)
    where = pick(["lesson", "lesson", "mc", "mc", "both"])
    if where == "lesson":
        mc = ctx
        lesson, pos = compose([], bl, [post])
    elif where == "mc":
        mc, pos = compose([ctx], bl, [])
        lesson = post or ("Fixed by updating the secret." if lang == "en" else "시크릿 갱신으로 해결.")
    else:
        mc, pos = compose([ctx], bl, [])
        lesson, pos = compose([post], block(text), [])
    T("conn/" + label + "/" + where)
    return "connection string: %s (%s), %s" % (label, kind, where), F(mc, lesson, ask), [sec], None


# ---------------------------------------------------------------------------
# SECRET family 5: HTTP auth headers, cookies, signed URLs
# ---------------------------------------------------------------------------
def jwt(payload_extra=None, alg="HS256", sig_len=43):
    hdr = b64(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode(), url=True, pad=False)
    now = 1735000000 + rint(0, 20000000)
    pl = {"sub": pick([str(rint(1000, 999999)), ruuid(), huser()]), "iat": now, "exp": now + pick([900, 3600, 86400])}
    if payload_extra:
        pl.update(payload_extra)
    body = b64(json.dumps(pl, separators=(",", ":"), ensure_ascii=False).encode(), url=True, pad=False)
    return hdr + "." + body + "." + rs(B64URL, sig_len)


def fam_header(lang):
    t = rint(0, 5)
    h = host("api")
    if t == 0:
        u = pick(["admin", "svc-export", huser(), "partner_" + pick(["lotte", "gs", "cj", "acme"])])
        _, pw = any_password(ascii_only=True)
        blob = basic_blob(u, pw)
        hdr = "Authorization: Basic " + blob
        label = "Basic header"
        secrets = [blob]
    elif t == 1:
        tok = jwt({"scope": pick(["read write", "admin", "orders:read"]), "iss": "https://auth.%s" % pick(COMPANIES)}, alg=pick(["HS256", "RS256"]),
                  sig_len=pick([43, 86, 342]) if chance(0.5) else 43)
        hdr = "Authorization: Bearer " + tok
        label = "Bearer JWT"
        secrets = [tok]
    elif t == 2:
        tok = rs(B62, pick([32, 40, 48, 64]))
        name = pick(["X-API-Key", "x-api-key", "Api-Key", "X-Auth-Token", "X-Partner-Secret", "apikey"])
        hdr = "%s: %s" % (name, tok)
        label = "%s header" % name
        secrets = [tok]
    elif t == 3:
        tok = rs(B64URL, rint(40, 64))
        hdr = "Authorization: Token " + tok
        label = "Token header"
        secrets = [tok]
    elif t == 4:
        tok = "%s.%s" % (rhex(24), rhex(40))
        hdr = "Authorization: Bearer " + tok
        label = "opaque Bearer"
        secrets = [tok]
    else:
        sig = rhex(64)
        hdr = "X-Signature: sha256=%s\nX-Timestamp: %d\nX-Client-Secret: %s" % (rhex(64), 1735000000 + rint(0, 9999999), sig)
        label = "client-secret header"
        secrets = [sig]
    req = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (pick(["GET", "POST", "PUT"]), pick(["/v1/orders?since=" + date(), "/internal/reports", "/api/v2/users/me", "/partner/settlements"]), h, hdr)
    if chance(0.4):
        first = hdr.split("\n")[0]
        req = "curl -sv https://%s%s -H '%s'" % (h, pick(["/v1/orders", "/internal/export", "/api/v2/users/me"]), first)
        if first.split(": ", 1)[1].split(" ")[-1] not in first:
            return None
        secrets = [s for s in secrets if s in req]
        if not secrets:
            return None
    if lang == "en":
        ctx = pick(["The partner API kept returning 403 and I didn't know the auth scheme it expects.",
                    "I had to replay a failing request from the gateway logs to see what the client sent.",
                    "Didn't know %s requires the auth header even on internal calls." % svc()])
        post = pick(["Captured request that succeeds:", "Replayed from the access log (auth header included):", "Working request:"])
        ask = pick(["Can the partner issue a separate credential for staging?", "", "Should the gateway stop logging auth headers?"])
    else:
        ctx = pick(["파트너 API가 계속 403을 반환했는데 어떤 인증 방식을 기대하는지 몰랐음.",
                    "클라이언트가 뭘 보냈는지 보려고 게이트웨이 로그의 실패 요청을 재현해야 했다.",
                    "%s 서비스는 내부 호출에도 인증 헤더가 필요하다는 걸 몰랐다." % svc()])
        post = pick(["성공한 요청 캡처:", "액세스 로그에서 재현한 요청 (인증 헤더 포함):", "동작하는 요청:"])
        ask = pick(["스테이징용 자격 증명을 파트너에게 따로 받을 수 있을까요?", "", "게이트웨이가 인증 헤더를 로그에 남기지 않게 해야 할까요?"])
    if chance(0.6):
        mc = ctx
        lesson = join_prose([post, block(req, "http")])
        where = "lesson"
    else:
        mc = join_prose([ctx, block(req, "http")])
        lesson = ("The header format above is required; the docs were wrong." if lang == "en" else "위 헤더 형식이 필수. 문서가 틀렸음.")
        where = "mc"
    T("header/%s/%s" % (label, where))
    return "http auth: %s, %s" % (label, where), F(mc, lesson, ask), secrets, None


def fam_cookie(lang):
    t = rint(0, 3)
    if t == 0:
        val = rs(LOWNUM, 32)
        ck = "PHPSESSID=%s" % val
    elif t == 1:
        val = "s%3A" + rs(B64URL, 32) + "." + rs(B64URL, 43)
        ck = "connect.sid=%s" % val
    elif t == 2:
        val = jwt({"role": pick(["admin", "staff"])})
        ck = "%s=%s" % (pick(["access_token", "auth", "__Secure-session"]), val)
    else:
        val = rs(B64URL, rint(60, 140))
        ck = "%s=%s" % (pick(["_session_id", "sessionid", "JSESSIONID", "SESSION"]), val)
    extra = "; ".join([ck, "_ga=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), 1735000000 + rint(0, 9999999)), "lang=%s" % pick(["ko", "en", "ja"])])
    if chance(0.5):
        snip = "Cookie: %s" % extra
    else:
        snip = "curl 'https://%s/admin/orders/export' -H 'Cookie: %s'" % (pick(["admin.", "backoffice.", "cms."]) + pick(COMPANIES), extra)
    if lang == "en":
        mc = pick(["The admin export endpoint has no API token support, and I didn't know how to call it from a script.",
                   "Needed to reproduce an admin-only bug without an admin account."])
        lesson = join_prose([pick(["Copied the session cookie from %s's browser session:" % person("en"), "Working call with a logged-in session:"]), block(snip, "bash"),
                             pick(["The session lasts 24h.", "", "This is fragile; we need a service token."])])
        ask = pick(["Can we get a proper API token for the export?", ""])
    else:
        mc = pick(["관리자 export 엔드포인트는 API 토큰을 지원하지 않아서 스크립트에서 호출하는 방법을 몰랐음.",
                   "관리자 계정 없이 관리자 전용 버그를 재현해야 했다."])
        lesson = join_prose([pick(["%s 브라우저 세션 쿠키를 복사해서 사용:" % person("ko"), "로그인 세션으로 동작하는 호출:"]), block(snip, "bash"),
                             pick(["세션은 24시간 유지됨.", "", "임시방편. 서비스 토큰이 필요함."])])
        ask = pick(["export용 정식 API 토큰을 받을 수 있을까요?", ""])
    T("cookie/%d" % t)
    return "session cookie (%s)" % ck.split("=")[0], F(mc, lesson, ask), [val], None


def fam_signed_url(lang):
    t = rint(0, 2)
    if t == 0:
        akid = "ASIA" + rs(UPP + "234567", 16)
        sig = rhex(64)
        tok = aws_session_token(rint(180, 260))
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-exports", "nuri-invoices", "orbit-ml-datasets"]), pick(REGIONS), pick(["reports/2025/q3.csv", "invoices/INV-%d.pdf" % rint(1000, 9999), "exports/users.parquet"]),
            akid, "2025%02d%02d" % (rint(1, 12), rint(1, 28)), pick(REGIONS), "2025%02d%02d" % (rint(1, 12), rint(1, 28)), rint(0, 23), rint(0, 59), rint(0, 59),
            pick([3600, 86400, 604800]), pct(tok, safe=""), sig)
        secrets = [akid, pct(tok, safe=""), sig]
        label = "S3 presigned URL with STS token"
    elif t == 1:
        sig = rhex(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=%d&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-public-build", "nuri-backups"]), pick(["builds/app-release.apk", "db/snapshot.sql.gz"]), pick(["uploader", "signer"]), pick(["acme-prod", "nuri-data"]),
            rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), pick([900, 3600]), sig)
        sig = url.split("X-Goog-Signature=")[1]
        secrets = [sig]
        label = "GCS V4 signed URL"
    else:
        sig = b64(rbytes(32))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodlogs", "nuriassets"]), pick(["exports", "backups"]), pick(["daily.csv", "db.bak"]), rint(1, 12), rint(1, 28), pct(sig, safe=""))
        secrets = [pct(sig, safe="")]
        label = "Azure SAS URL"
    if lang == "en":
        mc = pick(["%s needed the export file but had no cloud console access." % person("en"),
                   "I didn't know the bucket is private; direct links returned 403."])
        lesson = join_prose([pick(["Generated a signed link instead:", "Sent this link (valid until expiry):"]), block(url),
                             pick(["Anyone with the URL can download until it expires.", ""])])
        ask = pick(["How long should shared download links stay valid?", ""])
    else:
        mc = pick(["%s이 export 파일이 필요했는데 클라우드 콘솔 권한이 없었음." % person("ko"),
                   "버킷이 비공개라는 걸 몰랐고, 직접 링크는 403이 났다."])
        lesson = join_prose([pick(["대신 서명된 링크를 생성:", "이 링크를 전달함 (만료 전까지 유효):"]), block(url),
                             pick(["URL만 있으면 만료 전까지 누구나 다운로드 가능.", ""])])
        ask = pick(["공유 다운로드 링크 유효기간은 얼마로 해야 하나요?", ""])
    T("signed-url/" + label)
    return "signed URL: %s" % label, F(mc, lesson, ask), secrets, ("AWS S3" if t == 0 else "Google Cloud Storage" if t == 1 else "Azure Storage")

# ---------------------------------------------------------------------------
# SECRET family 6: private keys (PEM bodies, line by line), WireGuard
# ---------------------------------------------------------------------------
def ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    data = b"openssh-key-v1\x00" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + (1).to_bytes(4, "big") + ssh_str(pubblob) + ssh_str(priv)
    body = wrap(b64(data), 70)
    pubtxt = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return "OPENSSH PRIVATE KEY", body, pubtxt


def ec_p256_sec1():
    der = bytes.fromhex("307702010104") + b"\x20" + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", wrap(b64(der), 64), None


def ec_p256_pkcs8():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return "PRIVATE KEY", wrap(b64(der), 64), None


def ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64(der), 64), None


def rsa_partial():
    der = bytes.fromhex("308204a40201000282010100") + b"\x00" + rbytes(400)
    lines = wrap(b64(der), 64)
    shown = lines[:rint(3, 5)]
    return "RSA PRIVATE KEY", shown, None


def fam_pem(lang):
    t = rint(0, 5)
    comment = "%s@%s" % (pick(["deploy", "ci", huser()]), pick(["build-01", "laptop", "bastion", "jenkins"]))
    if t == 0:
        kind, lines, pub = openssh_ed25519(comment)
    elif t == 1:
        kind, lines, pub = ec_p256_sec1()
    elif t == 2:
        kind, lines, pub = ec_p256_pkcs8()
    elif t == 3:
        kind, lines, pub = ed25519_pkcs8()
    elif t == 4:
        kind, lines, pub = rsa_partial()
    else:
        kind, lines, pub = ec_p256_pkcs8()
    lines = [ln for ln in lines]
    if any(len(ln) < 8 for ln in lines):
        return None
    truncated = (t == 4)
    pem = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (kind, "\n".join(lines), "...\n" if truncated else "", kind)
    if t == 5:
        # service-account style JSON with escaped newlines
        pem_json = "\\n".join(["-----BEGIN PRIVATE KEY-----"] + lines + ["-----END PRIVATE KEY-----", ""])
        obj = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            pick(["acme-prod", "nuri-data", "orbit-ml"]), rhex(40), pem_json, pick(["uploader", "bq-reader", "ci-deployer"]), pick(["acme-prod", "nuri-data"]))
        snip = obj
        label = "service-account JSON private_key (escaped newlines)"
    else:
        snip = pem
        label = kind + (" (truncated paste)" if truncated else "")
    if lang == "en":
        mc = pick(["The deploy job needed an SSH key for %s and I didn't know which one was authorised." % host("batch"),
                   "Signing failed in CI because the key file was missing from the runner.",
                   "%s sent me the key they use for the %s box so I could check the cron output." % (person("en"), env()),
                   "I didn't know %s authenticates with a key file rather than a token." % svc()])
        lesson_pre = pick(["This is the key that works (from %s):" % where_found("en"), "Key used by the runner:", "Pasted here so I can find it again:"])
        lesson_post = pick(["It must be chmod 600 or ssh ignores it.", "Should live in the CI secret store, not in the repo.", ""])
        ask = pick(["Can we issue a dedicated deploy key instead of sharing this one?", "Where should private keys be stored for CI?", ""])
    else:
        mc = pick(["배포 잡이 %s 접속용 SSH 키가 필요했는데 어떤 키가 등록돼 있는지 몰랐음." % host("batch"),
                   "러너에 키 파일이 없어서 CI 서명 단계가 실패했다.",
                   "%s이 %s 서버용으로 쓰는 키를 보내줘서 크론 결과를 확인할 수 있었음." % (person("ko"), env()),
                   "%s 서비스가 토큰이 아니라 키 파일로 인증한다는 걸 몰랐다." % svc()])
        lesson_pre = pick(["동작하는 키 (%s에서 가져옴):" % where_found("ko"), "러너가 쓰는 키:", "다시 찾기 쉽게 여기 붙여둠:"])
        lesson_post = pick(["권한이 600이 아니면 ssh가 무시함.", "레포가 아니라 CI 시크릿 저장소에 있어야 함.", ""])
        ask = pick(["이 키를 공유하지 말고 전용 배포 키를 발급할 수 있을까요?", "CI용 개인 키는 어디에 보관해야 하나요?", ""])
    extra = []
    if pub and chance(0.5):
        extra = [("Matching public key (already in authorized_keys): " if lang == "en" else "짝이 되는 공개 키 (authorized_keys에 등록됨): ") + pub]
    if chance(0.7):
        lesson = join_prose([lesson_pre, block(snip), lesson_post] + extra)
        where = "lesson"
    else:
        mc = join_prose([mc, block(snip)])
        lesson = join_prose([lesson_post or ("Installed it on the runner." if lang == "en" else "러너에 설치함.")] + extra)
        where = "mc"
    T("pem/%s/%s" % (label, where))
    return "private key: %s, body lines listed, %s" % (label, where), F(mc, lesson, ask), lines, None


def fam_wireguard(lang):
    priv = b64(rbytes(32))
    peer_pub = b64(rbytes(32))
    psk = b64(rbytes(32))
    use_psk = chance(0.4)
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.%d.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = %s:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, rint(0, 99), rint(0, 255), rint(2, 250), peer_pub, ("PresharedKey = %s\n" % psk) if use_psk else "", ipaddr(False))
    secrets = [priv] + ([psk] if use_psk else [])
    if lang == "en":
        mc = "I couldn't reach the %s database because I wasn't on the VPN, and there was no client config for me." % env()
        lesson = join_prose(["%s generated a WireGuard config for the CI runner:" % person("en"), block(conf, "ini"),
                             "Only the [Peer] PublicKey is safe to share."])
        ask = pick(["Should each runner get its own VPN key?", ""])
    else:
        mc = "VPN에 붙어 있지 않아서 %s DB에 접근할 수 없었고, 내 클라이언트 설정도 없었음." % env()
        lesson = join_prose(["%s이 CI 러너용 WireGuard 설정을 만들어 줌:" % person("ko"), block(conf, "ini"),
                             "공유해도 되는 건 [Peer]의 PublicKey뿐."])
        ask = pick(["러너마다 VPN 키를 따로 발급해야 할까요?", ""])
    T("wireguard")
    return "WireGuard PrivateKey%s (peer PublicKey not listed)" % (" + PresharedKey" if use_psk else ""), F(mc, lesson, ask), secrets, "WireGuard"


# ---------------------------------------------------------------------------
# SECRET family 7: TOTP seeds, recovery codes, PINs
# ---------------------------------------------------------------------------
def fam_totp(lang):
    seed = rs(B32, pick([16, 32, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Okta", "Cloudflare", "NaverCloud", "Toss", "Google", "Grafana"])
    issuer_vendor = {"AWS": "AWS IAM", "NaverCloud": "Naver Cloud Platform", "Toss": "Toss Payments", "Google": "Google Account"}.get(issuer, issuer)
    acct = pick([email(), huser(), "root-account"])
    t = rint(0, 2)
    if t == 0:
        shown = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct, safe="@."), seed, issuer)
    elif t == 1:
        shown = " ".join(wrap(seed.lower(), 4))
        snip = shown
    else:
        shown = seed
        snip = "MFA_SEED=%s" % seed
    if lang == "en":
        mc = pick(["The shared %s break-glass account has MFA and the only device was %s's phone." % (issuer, person("en")),
                   "CI needed to log into the %s account headlessly and there was no TOTP secret available." % issuer])
        lesson = join_prose([pick(["Here's the TOTP seed from the setup screen:", "Secret key (from 'can't scan the QR code?'):", "Seed used by the login bot:"]),
                             block(snip), pick(["oathtool --totp -b generates the code.", ""])])
        ask = pick(["Should the break-glass MFA seed live in the vault?", ""])
    else:
        mc = pick(["공용 %s 비상 계정에 MFA가 걸려 있는데 등록된 기기가 %s 폰뿐이었음." % (issuer, person("ko")),
                   "CI가 %s 계정에 헤드리스로 로그인해야 했는데 TOTP 시크릿이 없었다." % issuer])
        lesson = join_prose([pick(["설정 화면의 TOTP 시드:", "QR 스캔이 안 될 때 나오는 시크릿 키:", "로그인 봇이 쓰는 시드:"]),
                             block(snip), pick(["oathtool --totp -b 로 코드 생성 가능.", ""])])
        ask = pick(["비상 계정 MFA 시드를 볼트에 넣어야 할까요?", ""])
    T("totp/%d" % t)
    return "TOTP seed (%s)" % ["otpauth URL", "grouped lowercase", "env var"][t], F(mc, lesson, ask), [shown], issuer_vendor


def recovery_codes():
    t = rint(0, 6)
    if t == 0:
        return "GitHub recovery codes", ["%s-%s" % (rhex(5), rhex(5)) for _ in range(rint(4, 10))]
    if t == 1:
        return "Google backup codes", ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(4, 10))]
    if t == 2:
        return "1Password Secret Key", ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5))]
    if t == 3:
        return "BitLocker recovery key", ["-".join(rs(DIG, 6) for _ in range(8))]
    if t == 4:
        return "Apple recovery key", ["-".join(rs(UPNUM, 4) for _ in range(7))]
    if t == 5:
        return "Discord backup codes", ["%s-%s" % (rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(rint(4, 10))]
    return "generic recovery codes", ["%s-%s-%s" % (rs(UPNUM, 4), rs(UPNUM, 4), rs(UPNUM, 4)) for _ in range(rint(3, 8))]


def fam_recovery(lang):
    label, codes = recovery_codes()
    if len(codes) > 1:
        bullet = pick(["", "- ", "* "])
        snip = "\n".join(bullet + c for c in codes)
    else:
        snip = codes[0]
    if lang == "en":
        mc = pick(["The org owner account was locked out after the phone was replaced; I didn't know recovery codes existed.",
                   "I needed to unlock %s's laptop disk for the forensic copy." % person("en"),
                   "Nobody knew where the %s for the shared admin account were kept." % label])
        lesson = join_prose([pick(["%s saved at setup:" % label, "From the printed sheet in the safe:", "These are the remaining ones (each works once):"]), block(snip),
                             pick(["Used one of them; cross it off.", ""])])
        ask = pick(["Who should keep the recovery material for shared accounts?", ""])
    else:
        mc = pick(["휴대폰 교체 후 조직 오너 계정이 잠겼는데, 복구 코드가 있다는 걸 몰랐음.",
                   "포렌식 사본을 위해 %s 노트북 디스크 잠금을 풀어야 했다." % person("ko"),
                   "공용 관리자 계정의 %s 보관 위치를 아무도 몰랐음." % label])
        lesson = join_prose([pick(["설정 당시 저장한 %s:" % label, "금고에 있던 인쇄본:", "남은 코드 (각각 1회용):"]), block(snip),
                             pick(["하나 사용했으니 지워둘 것.", ""])])
        ask = pick(["공용 계정 복구 정보는 누가 보관해야 하나요?", ""])
    T("recovery/" + label)
    return "recovery codes: %s (%d listed)" % (label, len(codes)), F(mc, lesson, ask), codes, None


def fam_pin(lang):
    t = rint(0, 6)
    if t == 0:
        pin, what_en, what_ko = rs(DIG, 8), "SIM PUK for the on-call phone", "온콜폰 SIM PUK"
    elif t == 1:
        pin, what_en, what_ko = rs(DIG, 8), "YubiKey PIV PIN", "YubiKey PIV PIN"
    elif t == 2:
        pin, what_en, what_ko = rs(DIG, 8), "server room door code", "서버실 출입 비밀번호"
    elif t == 3:
        pin, what_en, what_ko = rs(DIG, rint(8, 10)), "BitLocker startup PIN on the kiosk", "키오스크 BitLocker 시작 PIN"
    elif t == 4:
        pin = hangul_to_keys(pick(KO_PW_WORDS)) + rs(DIG, 4) + pick("!@#$")
        if len(pin) < 10:
            pin = pin + rs(DIG, 10 - len(pin))
        what_en, what_ko = "corporate certificate (공동인증서) password", "법인 공동인증서 비밀번호"
    elif t == 5:
        pin, what_en, what_ko = rs(DIG, 8), "HSM partition PIN", "HSM 파티션 PIN"
    else:
        pin, what_en, what_ko = rs(DIG, 8), "test iPhone passcode", "테스트 아이폰 잠금 암호"
    if chance(0.3) and pin.isdigit() and len(pin) == 8:
        pin = pin[:4] + "-" + pin[4:]
    if lang == "en":
        mc = pick(["I was blocked on the %s and couldn't continue the release checklist." % what_en,
                   "Nobody on the team knew the %s." % what_en])
        lesson = pick(["%s gave me the %s: %s" % (person("en"), what_en, pin), "%s = %s (confirmed working)" % (what_en, pin),
                       "The %s is %s; it's also on the sticky note, which is bad." % (what_en, pin)])
        ask = pick(["Where should the %s be recorded?" % what_en, ""])
    else:
        mc = pick(["%s 몰라서 릴리스 체크리스트를 진행할 수 없었음." % what_ko, "팀에 %s 아는 사람이 없었다." % what_ko])
        lesson = pick(["%s이 알려준 %s: %s" % (person("ko"), what_ko, pin), "%s = %s (동작 확인)" % (what_ko, pin),
                       "%s: %s. 포스트잇에도 적혀 있어서 위험함." % (what_ko, pin)])
        ask = pick(["%s 어디에 기록해 두어야 하나요?" % what_ko, ""])
    if chance(0.25):
        mc, lesson = join_prose([mc, lesson]), ("Noted." if lang == "en" else "기록함.")
    T("pin/%d" % t)
    return "PIN / code: %s" % what_en, F(mc, lesson, ask), [pin], None


def fam_wifi(lang):
    ssid = pick(["ACME-Guest", "Nuri_Office_5G", "QA-Lab", "olleh_WiFi_%s" % rs(UPNUM, 4), "iptime_%d" % rint(10, 99), "SK_WiFiGIGA%s" % rs(UPNUM, 4), "Cafe-%s" % pick(["Mocha", "Bean"]), "DevOps-2.4G"])
    kind, pw = any_password(kinds=["human", "passphrase", "korean-keyboard", "generated"])
    if " " in pw or '"' in pw:
        pw = pw.replace(" ", "-")
    t = rint(0, 6)
    if t == 0:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        label = "wpa_supplicant psk"
    elif t == 1:
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
        label = "nmcli password"
    elif t == 2:
        if ";" in pw or ":" in pw:
            return None
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        label = "Wi-Fi QR string"
    elif t == 3:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        label = "hostapd wpa_passphrase"
    elif t == 4:
        snip = "    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s" % pw
        label = "netsh key=clear output"
    elif t == 5:
        pw = rhex(64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw)
        label = "wpa_supplicant raw 64-hex PSK"
    else:
        snip = None
        label = "prose"
    if lang == "en":
        mc = pick(["The Raspberry Pi test rig in the lab had no network and I didn't know the Wi-Fi credentials.",
                   "Device onboarding failed because the kiosk image had the old Wi-Fi password.",
                   "Needed the %s network for the IoT gateway test." % ssid])
        if snip:
            lesson = join_prose([pick(["Config that works:", "From the old image:", "What I used:"]), block(snip), pick(["", "Password was changed on %s." % date()])])
        else:
            lesson = "Wi-Fi %s, password %s (%s said it changes every quarter)." % (ssid, pw, person("en"))
        ask = pick(["Is there a separate SSID for devices?", ""])
    else:
        mc = pick(["랩의 라즈베리파이 테스트 장비가 네트워크에 안 붙었는데 와이파이 정보를 몰랐음.",
                   "키오스크 이미지에 옛날 와이파이 비번이 들어 있어서 장비 등록이 실패함.",
                   "IoT 게이트웨이 테스트에 %s 네트워크가 필요했다." % ssid])
        if snip:
            lesson = join_prose([pick(["동작하는 설정:", "예전 이미지에서 가져온 값:", "사용한 설정:"]), block(snip), pick(["", "%s에 비번 변경됨." % date()])])
        else:
            lesson = "와이파이 %s 비번은 %s 입니다 (%s 말로는 분기마다 바뀜)." % (ssid, pw, person("ko"))
        ask = pick(["장비용 SSID가 따로 있나요?", ""])
    T("wifi/" + label)
    return "Wi-Fi key: %s (%s)" % (label, kind), F(mc, lesson, ask), [pw], None

# ---------------------------------------------------------------------------
# SECRET family 8: webhook URLs with embedded secrets
# ---------------------------------------------------------------------------
def webhook():
    t = rint(0, 9)
    if t == 0:
        s = rs(B62, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, pick([8, 10])), rs(UPNUM, pick([8, 10, 11])), s), [s]
    if t == 1:
        s = rs(B64URL, 68)
        return "Discord", "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 13 * 10 ** 17), s), [s]
    if t == 2:
        s = rhex(32)
        return "Microsoft Teams", "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["acmecorp", "nuripay"]), ruuid(), ruuid(), s, ruuid()), [s]
    if t == 3:
        s = ruuid()
        return "Feishu / Lark", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % s, [s]
    if t == 4:
        tok = rs(B64URL, 43) + "%3D"
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIza%s&token=%s" % (rs(B64URL, 7), rs(B64URL, 35), tok), [tok]
    if t == 5:
        s = rs(LOWNUM, 26)
        return "Mattermost", "https://chat.%s/hooks/%s" % (pick(COMPANIES), s), [s]
    if t == 6:
        s = rhex(32)
        return "Kakao Work", "https://kakaowork.com/bots/hook/%s" % s, [s]
    if t == 7:
        s = rhex(32)
        return "JANDI", "https://wh.jandi.com/connect-api/webhook/%d/%s" % (rint(10 ** 7, 10 ** 8), s), [s]
    if t == 8:
        s = rs(B64URL, 22)
        return "Dooray", "https://hook.dooray.com/services/%d/%d/%s" % (rint(10 ** 18, 4 * 10 ** 18), rint(10 ** 18, 4 * 10 ** 18), s), [s]
    tok = rhex(64)
    sec = "SEC" + rhex(64)
    return "DingTalk robot", "https://oapi.dingtalk.com/robot/send?access_token=%s  (sign secret: %s)" % (tok, sec), [tok, sec]


def fam_webhook(lang):
    vendor, url, secrets = webhook()
    t = rint(0, 3)
    if t == 0:
        snip = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy %s done\"}' %s" % (svc(), url.split("  ")[0])
        if vendor == "DingTalk robot":
            snip += "\n# sign secret " + secrets[1]
    elif t == 1:
        snip = "ALERT_WEBHOOK_URL=%s" % url.split("  ")[0] + ("\nDINGTALK_SIGN_SECRET=%s" % secrets[1] if vendor == "DingTalk robot" else "")
    elif t == 2:
        snip = "alertmanager:\n  receivers:\n    - name: %s\n      webhook_configs:\n        - url: '%s'" % (pick(["oncall", "team-pay", "infra"]), url.split("  ")[0])
        if vendor == "DingTalk robot":
            snip += "\n          # secret: " + secrets[1]
    else:
        snip = url
    if lang == "en":
        mc = pick(["Deploy notifications stopped appearing in the channel and I didn't know where the %s webhook was configured." % vendor,
                   "I had to add alerting for %s but didn't know which channel hook to use." % svc()])
        lesson = join_prose([pick(["The %s incoming webhook is:" % vendor, "Hook that posts to #%s:" % pick(["deploys", "alerts", "oncall"]), "Found it in the alertmanager config:"]),
                             block(snip), pick(["Anyone with this URL can post to the channel.", "", "The old hook was revoked on %s." % date()])])
        ask = pick(["Should webhook URLs be treated as secrets in the repo?", "Which channel should %s alerts go to?" % svc(), ""])
    else:
        mc = pick(["배포 알림이 채널에 안 올라오는데 %s 웹훅이 어디 설정돼 있는지 몰랐음." % vendor,
                   "%s 알림을 추가해야 했는데 어떤 채널 훅을 써야 할지 몰랐다." % svc()])
        lesson = join_prose([pick(["%s 인커밍 웹훅 주소:" % vendor, "#%s 채널로 보내는 훅:" % pick(["배포", "alerts", "온콜"]), "alertmanager 설정에서 찾음:"]),
                             block(snip), pick(["이 URL만 있으면 누구나 채널에 글을 올릴 수 있음.", "", "%s에 예전 훅은 폐기됨." % date()])])
        ask = pick(["웹훅 URL도 레포에서는 시크릿으로 취급해야 하나요?", "%s 알림은 어느 채널로 보내야 하나요?" % svc(), ""])
    T("webhook/%s/%d" % (vendor, t))
    return "webhook URL with embedded secret: %s" % vendor, F(mc, lesson, ask), secrets, vendor


# ---------------------------------------------------------------------------
# SECRET family 9: label in one field, value in the next
# ---------------------------------------------------------------------------
def fam_split(lang):
    t = rint(0, 4)
    if t in (0, 1):
        kind, val = any_password()
        what_en, what_ko = pick([("Redis AUTH password", "Redis AUTH 비밀번호"), ("SMTP password", "SMTP 비밀번호"),
                                 ("root password of the staging DB", "스테이징 DB root 비밀번호"), ("keystore password", "키스토어 비밀번호"),
                                 ("admin console password", "관리자 콘솔 비밀번호")])
    elif t == 2:
        cred = pick([v_stripe, v_openai, v_github, v_slack, v_toss, v_kakao, v_line, v_alibaba, v_mollie, v_hf])()
        val = [x for n, x, s in cred["items"] if s][-1]
        kind = "token"
        what_en, what_ko = ("%s key" % cred["vendor"], "%s 키" % cred["vendor"])
    elif t == 3:
        val = rs(DIG, 8)
        kind = "PIN"
        what_en, what_ko = ("YubiKey PIN", "YubiKey PIN")
    else:
        kind, val = any_password(kinds=["passphrase", "hangul", "hangul", "korean-keyboard"])
        what_en, what_ko = ("password of %s's laptop account" % person("en"), "%s 노트북 계정 비밀번호" % person("ko"))
    layout = pick(["mc->lesson", "mc->lesson", "lesson->ask", "mc->ask"])
    situ_en = {0: ("Restore of the %s dump was blocked on credentials." % env(), "Restore finished after using the credential."),
               1: ("Restore of the %s dump was blocked on credentials." % env(), "Restore finished after using the credential."),
               2: ("The %s integration test for %s was blocked on credentials." % (what_en.replace(" key", ""), svc()), "Integration test passed with the real key."),
               3: ("Signing the release tag needs the YubiKey and I was stuck at the PIN prompt.", "Signed the tag; the key locks after 3 wrong PINs."),
               4: ("The laptop handover for %s was blocked; I couldn't log in to copy the project files." % ticket(), "Copied the files and reset the account afterwards.")}[t]
    situ_ko = {0: ("%s 덤프 복구가 자격 증명 때문에 막혀 있었음." % env(), "자격 증명을 받아 복구 완료."),
               1: ("%s 덤프 복구가 자격 증명 때문에 막혀 있었음." % env(), "자격 증명을 받아 복구 완료."),
               2: ("%s 서비스의 %s 연동 테스트가 자격 증명 때문에 막혀 있었음." % (svc(), what_ko.replace(" 키", "")), "실제 키로 연동 테스트 통과."),
               3: ("릴리스 태그 서명에 YubiKey가 필요한데 PIN 입력에서 막혔음.", "태그 서명 완료. PIN 3회 틀리면 잠김."),
               4: ("%s 노트북 인수인계가 막혔음. 로그인을 못 해서 프로젝트 파일을 복사할 수 없었다." % ticket(), "파일 복사 후 계정 비밀번호 초기화함.")}[t]
    if lang == "en":
        label_txt = pick(["%s gave me the %s over the phone; writing it in the next field so I don't lose it." % (person("en"), what_en),
                          "Didn't have the %s. Value below:" % what_en,
                          "The %s (value follows):" % what_en])
        value_txt = pick(["%s" % val, "%s - works as of today." % val, "%s\n(used once for the restore, then asked for rotation)" % val])
        rest_mc, rest_lesson = situ_en
    else:
        label_txt = pick(["%s이 전화로 %s 알려줬다. 잊지 않게 다음 필드에 적어 둠." % (person("ko"), what_ko),
                          "%s 없이 작업이 막혔음. 값은 아래:" % what_ko, "%s (값은 다음 칸):" % what_ko])
        value_txt = pick(["%s" % val, "%s - 오늘 기준 동작함." % val, "%s\n(복구에 한 번 쓰고 교체 요청함)" % val])
        rest_mc, rest_lesson = situ_ko
    if layout == "mc->lesson":
        fields = F(join_prose([rest_mc, label_txt]), value_txt, "")
    elif layout == "lesson->ask":
        fields = F(rest_mc, join_prose([rest_lesson, label_txt]), value_txt)
    else:
        fields = F(join_prose([rest_mc, label_txt]), rest_lesson, value_txt)
    T("split/%s/%d" % (layout, t))
    return "split across fields (%s): %s, %s" % (layout, what_en, kind), fields, [val], None


# ---------------------------------------------------------------------------
# SECRET family 10: long tokens (hundreds of characters)
# ---------------------------------------------------------------------------
def fam_long(lang):
    t = rint(0, 5)
    if t == 0:
        tok = aws_session_token(rint(380, 560))
        label, name = "AWS STS session token", "AWS_SESSION_TOKEN"
    elif t == 1:
        extra = {"aud": "api://%s" % ruuid(), "iss": "https://sts.windows.net/%s/" % ruuid(), "oid": ruuid(), "tid": ruuid(),
                 "roles": ["Orders.ReadWrite", "Reports.Read"], "upn": email(), "name": pick(["Kim Minsu", "Dana M", "Park Jihyun"])}
        tok = jwt(extra, alg="RS256", sig_len=342)
        label, name = "Entra ID access token (JWT)", "ACCESS_TOKEN"
    elif t == 2:
        tok = "00D%s!%s" % (rs(B62, 15), rs(B62 + ".", 96))
        label, name = "Salesforce session id", "SF_SESSION_ID"
    elif t == 3:
        tok = "ya29.a0" + rs(B64URL, rint(220, 300))
        label, name = "Google OAuth access token", "GOOGLE_ACCESS_TOKEN"
    elif t == 4:
        tok = "ops_eyJ" + rs(B64URL, rint(420, 600))
        label, name = "1Password service account token", "OP_SERVICE_ACCOUNT_TOKEN"
    else:
        tok = rs(B64, rint(300, 420)) + "="
        label, name = "KIS Open API access token", "KIS_ACCESS_TOKEN"
    if chance(0.5):
        snip = "export %s='%s'" % (name, tok)
    else:
        snip = "Authorization: Bearer %s" % tok
    if lang == "en":
        mc = pick(["Scripts failed intermittently; I didn't know the %s expires after an hour." % label,
                   "Needed to call the API from my shell, and the %s was the only thing I had." % label])
        lesson = join_prose([pick(["Token I used:", "Copied from the browser dev tools:"]), block(snip), "It expires; refresh instead of pasting."])
        ask = pick(["Is there a refresh flow I should use instead?", ""])
    else:
        mc = pick(["스크립트가 간헐적으로 실패. 이 토큰(%s)이 1시간 후 만료된다는 걸 몰랐음." % label,
                   "셸에서 API를 호출해야 했는데 가진 건 %s 하나뿐이었다." % label])
        lesson = join_prose([pick(["사용한 토큰:", "브라우저 개발자 도구에서 복사:"]), block(snip), "만료되므로 붙여넣지 말고 갱신 흐름을 써야 함."])
        ask = pick(["대신 써야 할 토큰 갱신 방식이 있나요?", ""])
    T("long/" + label)
    lv = {"AWS STS session token": "AWS STS", "Entra ID access token (JWT)": "Azure Entra ID", "Salesforce session id": "Salesforce",
          "Google OAuth access token": "Google OAuth", "1Password service account token": "1Password",
          "KIS Open API access token": "Korea Investment (KIS Open API)"}[label]
    return "long token (%d chars): %s" % (len(tok), label), F(mc, lesson, ask), [tok], lv


# ---------------------------------------------------------------------------
# SECRET family 11: several secrets in one pasted .env / config
# ---------------------------------------------------------------------------
def fam_multi(lang):
    creds = [pick(VENDOR_FUNCS)() for _ in range(rint(2, 3))]
    _, pw = any_password(ascii_only=True, forbid="\"'\\ #")
    items = [("APP_ENV", env(), False), ("PORT", str(pick([3000, 8000, 8080])), False),
             ("DATABASE_URL", "postgres://%s:%s@%s:5432/%s" % (dbuser(), pct(pw), host("pg"), pick(["app", "main"])), False)]
    secrets = [pct(pw)]
    for c in creds:
        for n, v, s in c["items"]:
            items.append((n, v, s))
            if s:
                secrets.append(v)
    if chance(0.4):
        items.append(("LOG_LEVEL", pick(["info", "debug", "warn"]), False))
    if chance(0.5):
        items.append(("FEATURE_FLAGS", "new-checkout,%s" % pick(["dark-mode", "fast-refund"]), False))
    names = [n for n, v, s in items]
    if len(set(names)) != len(names):
        return None
    txt = "\n".join("%s=%s" % (n, v) for n, v, s in items)
    vend = ", ".join(c["vendor"] for c in creds)
    if lang == "en":
        mc = pick(["The new laptop setup guide didn't say where the %s .env comes from." % svc(),
                   "I didn't know %s needs %s credentials locally." % (svc(), vend)])
        lesson = join_prose([pick(["%s sent the full .env that works:" % person("en"), "Working .env from the old laptop:"]), block(txt), pick(["", "All of these should be rotated; it was in Slack."])])
        ask = pick(["Can we generate dev-only credentials instead of sharing prod ones?", ""])
    else:
        mc = pick(["새 노트북 세팅 가이드에 %s .env를 어디서 받는지 없었음." % svc(), "%s 서비스가 로컬에서도 %s 자격 증명이 필요하다는 걸 몰랐다." % (svc(), vend)])
        lesson = join_prose([pick(["%s이 보내준, 동작하는 .env 전체:" % person("ko"), "예전 노트북에서 가져온 .env:"]), block(txt), pick(["", "슬랙에 올라갔으니 전부 교체 필요."])])
        ask = pick(["운영 키 대신 개발용 자격 증명을 따로 발급할 수 있을까요?", ""])
    T("multi/.env")
    return "multi-secret .env: DB URL password + %s" % vend, F(mc, lesson, ask), secrets, [c["vendor"] for c in creds]


# ---------------------------------------------------------------------------
# SECRET family 12: the secret sits only in the question / is repeated in it
# ---------------------------------------------------------------------------
def fam_in_question(lang):
    if chance(0.5):
        cred = pick(VENDOR_FUNCS)()
        val = [v for n, v, s in cred["items"] if s][-1]
        what = cred["vendor"]
        if len(val) > 200:
            return None
    else:
        _, val = any_password()
        what = "DB password" if lang == "en" else "DB 비밀번호"
    repeat = chance(0.5)
    if lang == "en":
        mc = "I couldn't tell whether the %s credential in %s is the live one." % (what, a_file())
        lesson = ("The file has %s, and %s uses it on boot." % (val, svc())) if repeat else "Left the file untouched until someone confirms."
        ask = pick(["Is %s still valid for %s, or was it rotated last week?" % (val, what),
                    "Should I revoke `%s` now that it's in git history?" % val,
                    "Can you confirm the %s value %s belongs to prod?" % (what, val)])
    else:
        mc = "%s에 있는 %s 자격 증명이 현재 쓰는 값인지 판단할 수 없었음." % (a_file(), what)
        lesson = ("파일에는 %s 값이 있고 %s 서비스가 부팅 때 이걸 씀." % (val, svc())) if repeat else "누군가 확인해 줄 때까지 파일은 건드리지 않음."
        ask = pick(["%s 값 %s 아직 유효한가요, 지난주에 교체됐나요?" % (what, val),
                    "git 히스토리에 남았으니 `%s` 지금 폐기할까요?" % val,
                    "%s 이 값이 운영용 %s 맞는지 확인해 주실 수 있나요?" % (val, what)])
    T("question/%s" % ("repeated" if repeat else "only"))
    return "secret in ask_next_time%s: %s" % (" (also in lesson)" if repeat else "", what), F(mc, lesson, ask), [val], (what if what not in ("DB password", "DB 비밀번호") else None)

# ---------------------------------------------------------------------------
# CLEAN families (no credential at all, but risky-looking where realistic)
# each returns (category, fields, [], vendor_or_None)
# ---------------------------------------------------------------------------
def L(lang, en, ko):
    return en if lang == "en" else ko


PLACEHOLDER_VALUES = ["<YOUR_API_KEY>", "your-api-key-here", "REPLACE_ME", "<redacted>", "xxxxxxxxxxxxxxxx", "TODO",
                      "<token>", "${API_KEY}", "{{ api_key }}", "CHANGE_THIS", "<paste key here>", "dummy", "test-key-not-real",
                      "<secret>", "YOUR_SECRET_HERE", "********"]


def vendor_placeholder(name):
    n = name.upper()
    if "AWS_ACCESS_KEY_ID" in n:
        return pick(["AKIAXXXXXXXXXXXXXXXX", "<aws-access-key-id>", "AKIA................"])
    if "GITHUB" in n:
        return pick(["ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "ghp_your_token_here", "<github-pat>"])
    if "STRIPE" in n:
        return pick(["sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_test_...", "sk_live_<redacted>"])
    if "OPENAI" in n:
        return pick(["sk-proj-...", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<openai-key>"])
    if "SLACK" in n:
        return pick(["xoxb-your-bot-token", "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX"])
    return pick(PLACEHOLDER_VALUES)


def clean_placeholder(lang):
    t = rint(0, 7)
    s0 = svc()
    if t <= 2:
        cred = pick(VENDOR_FUNCS)()
        items = [(n, (vendor_placeholder(n) if s else v), False) for n, v, s in cred["items"]]
        cont, snip = render_items(items, lang, cred["vendor"], allowed=["dotenv", "YAML config", "JSON config", "TOML", "Java properties",
                                                                          "docker-compose", "shell export", "k8s Secret", "Terraform", "INI"])
        label = "%s template (%s)" % (cred["vendor"], cont)
        vend = cred["vendor"]
        intro = L(lang, pick(["Added an example file so new devs know which keys %s needs:" % s0, "The .env.example now documents every variable:",
                              "Template committed (values are placeholders, real ones live in the vault):"]),
                  pick(["신규 개발자가 %s 서비스에 필요한 키를 알 수 있게 예시 파일 추가:" % s0, ".env.example에 모든 변수를 문서화함:",
                        "템플릿 커밋 (값은 자리표시자, 실제 값은 볼트에 있음):"]))
    elif t == 3:
        snip = "postgresql://%s:%s@%s:5432/%s" % (pick(["<user>", "USER", "${DB_USER}"]), pick(["<password>", "PASSWORD", "${DB_PASSWORD}"]),
                                                  pick(["<host>", "HOST", "localhost"]), pick(["<db>", "DBNAME", "app"]))
        label, vend = "DSN with placeholders", None
        intro = L(lang, "Documented the DSN shape in the README:", "README에 DSN 형식을 정리:")
    elif t == 4:
        snip = "curl -H \"Authorization: Bearer $%s\" https://%s/v1/%s" % (pick(["TOKEN", "API_TOKEN", "ACCESS_TOKEN"]), host("api"), pick(["orders", "me", "health"]))
        label, vend = "curl with $TOKEN", None
        intro = L(lang, "Example call for the docs (token comes from the environment):", "문서용 호출 예시 (토큰은 환경 변수에서 읽음):")
    elif t == 5:
        snip = "password: {{ .Values.%s.password | quote }}\napiKey: {{ required \"apiKey is required\" .Values.%s.apiKey }}" % (pick(["db", "redis", "smtp"]), pick(["stripe", "sendgrid", "partner"]))
        label, vend = "Helm template refs", None
        intro = L(lang, "The chart templates the values; nothing is hardcoded:", "차트가 값을 템플릿으로 주입함. 하드코딩 없음:")
    elif t == 7:
        snip = "DB_HOST=localhost\nDB_USER=%s\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nSENTRY_AUTH_TOKEN=\n# fill the empty ones from the vault" % dbuser()
        label, vend = ".env.example with empty values", None
        intro = L(lang, "Example env file (secrets intentionally empty):", "예시 env 파일 (시크릿은 일부러 비워 둠):")
    else:
        snip = "- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
        label, vend = "GitHub Actions secrets refs", None
        intro = L(lang, "Workflow reads everything from repository secrets:", "워크플로는 모든 값을 repository secrets에서 읽음:")
    mc = L(lang, pick(["New contributors didn't know which environment variables %s expects." % s0,
                       "The setup doc for %s was missing and people kept asking for keys in chat." % s0,
                       "I didn't know the config template format the team uses."]),
           pick(["새 기여자들이 %s 서비스가 어떤 환경 변수를 기대하는지 몰랐음." % s0, "%s 셋업 문서가 없어서 다들 채팅으로 키를 물어봤다." % s0,
                 "팀이 쓰는 설정 템플릿 형식을 몰랐다."]))
    lesson = join_prose([intro, block(snip)])
    ask = L(lang, pick(["Should the example file live next to the chart or in docs/?", ""]), pick(["예시 파일은 차트 옆에 둘까요, docs/에 둘까요?", ""]))
    T("clean/placeholder/%d" % t)
    return "placeholder: " + label, F(mc, lesson, ask), [], vend


def clean_masked(lang):
    t = rint(0, 7)
    if t == 0:
        snip = "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=********\nREDIS_PASSWORD=********" % (host("pg"), dbuser())
        label = "masked .env dump"
    elif t == 1:
        snip = "Run echo \"Deploying with token ***\"\nDeploying with token ***\n##[debug]Evaluating: secrets.%s\n##[debug]Result: '***'" % pick(["DEPLOY_TOKEN", "NPM_TOKEN", "KUBE_CONFIG"])
        label = "GitHub Actions *** masking"
    elif t == 2:
        snip = "%s: %s%s%s" % (pick(["Key", "API key", "Secret key"]), pick(["sk_live_", "rk_live_", "sk-proj-", "ghp_", "glpat-", "xoxb-"]), "…" if chance(0.5) else "****", rs(B62, 4))
        label = "dashboard shows prefix + last 4"
    elif t == 3:
        snip = "aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (rs(UPP + DIG, 4), rs(B62, 4), pick(REGIONS))
        label = "aws configure list (masked)"
    elif t == 4:
        snip = "%s INFO [%s] connecting to postgres://%s:[REDACTED]@%s:5432/app" % (ts(), svc(), dbuser(), host("pg"))
        label = "log with [REDACTED]"
    elif t == 5:
        snip = "Authorization: Bearer <redacted>\nX-Api-Key: ••••••••••••"
        label = "captured request, headers blanked"
    elif t == 6:
        snip = "$ vault kv get secret/%s/db\n====== Data ======\nKey         Value\n---         -----\npassword    <sensitive>\nusername    %s" % (svc(), dbuser())
        label = "vault output sensitive"
    else:
        snip = "spring.datasource.password=${DB_PASSWORD:}\n# actuator /env shows: \"spring.datasource.password\": \"******\""
        label = "Spring actuator masking"
    mc = L(lang, pick(["I wasn't sure whether the log I was about to paste into the ticket contained credentials.",
                       "%s asked me to confirm which key is configured without revealing it." % person("en"),
                       "The incident timeline needed the config state at the time of failure."]),
           pick(["티켓에 붙일 로그에 자격 증명이 들어 있는지 확신이 없었음.", "%s이 키를 노출하지 않고 어떤 키가 설정돼 있는지 확인해 달라고 함." % person("ko"),
                 "장애 타임라인에 당시 설정 상태가 필요했다."]))
    tail = L(lang, pick(["", "The last four characters are enough to match against the vault entry."]), pick(["", "끝 네 글자로 볼트 항목과 대조 가능."])) if t in (2, 3) else ""
    lesson = join_prose([L(lang, pick(["The output is masked, safe to share:", "Masked values only:", "Here is what the tool prints:"]),
                           pick(["출력이 마스킹돼 있어 공유해도 됨:", "마스킹된 값만 있음:", "도구가 출력하는 내용:"])), block(snip), tail])
    T("clean/masked/%d" % t)
    return "masked: " + label, F(mc, lesson, ""), [], None


def clean_envref(lang):
    t = rint(0, 11)
    s = svc()
    if t == 0:
        snip = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % s
        label = "k8s secretKeyRef"
    elif t == 1:
        snip = "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (env(), s)
        label = "aws secretsmanager CLI"
    elif t == 2:
        snip = "arn:aws:secretsmanager:%s:%d:secret:%s/%s-%s" % (pick(REGIONS), rint(10 ** 11, 10 ** 12 - 1), env(), s, rs(B62, 6))
        label = "Secrets Manager ARN"
    elif t == 3:
        snip = "export PGPASSWORD=\"$(vault kv get -field=password secret/%s/postgres)\"" % s
        label = "vault kv get in shell"
    elif t == 4:
        snip = "op read \"op://%s/%s/password\"" % (pick(["Engineering", "Infra", "Private"]), pick(["Prod DB", "Redis", "SMTP relay"]))
        label = "1Password op:// reference"
    elif t == 5:
        snip = "gcloud secrets versions access latest --secret=%s-%s --project=%s" % (s, pick(["db-pass", "api-key"]), pick(["acme-prod", "nuri-data"]))
        label = "gcloud secrets access"
    elif t == 6:
        snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: %s/%s\n        property: stripe_secret_key" % (s, env(), s)
        label = "ExternalSecret manifest"
    elif t == 7:
        snip = "MasterUserPassword: '{{resolve:ssm-secure:/%s/%s/db/password:%d}}'" % (env(), s, rint(1, 9))
        label = "CloudFormation ssm-secure dynamic ref"
    elif t == 8:
        snip = "\"ConnectionStrings__Default\": \"@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/DbConnection/)\"" % pick(["acme", "nuri"])
        label = "Azure Key Vault reference"
    elif t == 9:
        snip = "password = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"OPENAI_API_KEY\")\nif not api_key:\n    raise RuntimeError(\"OPENAI_API_KEY is not set\")"
        label = "os.environ lookups"
    elif t == 10:
        snip = "resource \"aws_db_instance\" \"main\" {\n  username = var.db_username\n  password = var.db_password\n  manage_master_user_password = %s\n}" % pick(["false", "null"])
        label = "Terraform var reference"
    else:
        snip = "doppler run --project %s --config %s -- npm start" % (s, pick(["prd", "stg", "dev"]))
        label = "doppler run"
    mc = L(lang, pick(["I didn't know where %s gets its credentials at runtime." % s, "The review asked me to stop hardcoding the key in %s." % s,
                       "Needed to explain to %s how secrets reach the container." % person("en")]),
           pick(["%s 서비스가 런타임에 자격 증명을 어디서 받는지 몰랐음." % s, "리뷰에서 %s에 키를 하드코딩하지 말라는 지적을 받음." % s,
                 "%s에게 시크릿이 컨테이너까지 어떻게 전달되는지 설명해야 했다." % person("ko")]))
    lesson = join_prose([L(lang, pick(["Secrets are referenced, never inlined:", "The value is resolved at deploy time:", "Pattern we use:"]),
                           pick(["시크릿은 참조만 하고 값은 넣지 않음:", "값은 배포 시점에 해석됨:", "우리가 쓰는 패턴:"])), block(snip)])
    ask = L(lang, pick(["Which secret store is preferred for new services?", ""]), pick(["신규 서비스는 어떤 시크릿 저장소를 써야 하나요?", ""]))
    T("clean/envref/%d" % t)
    return "env/secret-manager reference: " + label, F(mc, lesson, ask), [], None


def clean_hashes(lang):
    t = rint(0, 8)
    if t == 0:
        snip = "\n".join("%s  %s" % (rhex(64), f) for f in ["app-%s-linux-amd64.tar.gz" % pick(["1.4.2", "2.0.0", "0.9.13"]), "app-darwin-arm64.tar.gz", "checksums.txt.sig"][:rint(1, 3)])
        label = "sha256sum output"
    elif t == 1:
        snip = "%s/%s@sha256:%s" % (pick(["ghcr.io/acme", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com", "docker.io/library"]), svc(), rhex(64))
        label = "docker image digest"
    elif t == 2:
        snip = "\n".join("%s %s" % (rhex(pick([7, 40])), pick(["fix: retry on 429", "chore: bump deps", "feat: add refund webhook", "revert \"cache\"", "docs: runbook"])) for _ in range(rint(2, 5)))
        label = "git log SHAs"
    elif t == 3:
        snip = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            "lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, rs(B64, 86))
        label = "npm integrity sha512"
    elif t == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        ver = "v%d.%d.%d" % (rint(0, 2), rint(1, 30), rint(0, 9))
        snip = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, ver, rs(B64, 43), mod, ver, rs(B64, 43))
        label = "go.sum h1 hashes"
    elif t == 5:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rhex(64), rhex(64))
        label = "pip --hash lines"
    elif t == 6:
        snip = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.%d.0\"\n  hashes = [\n    \"h1:%s=\",\n    \"zh:%s\",\n  ]\n}" % (rint(10, 80), rs(B64, 43), rhex(64))
        label = "terraform lock hashes"
    elif t == 7:
        snip = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (rint(0, 9), rs(B64, 64))
        label = "SRI hash"
    else:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s==" % (rhex(32), rs(B64URL, 32), rs(B64, 22))
        label = "ETag / version id / MD5"
    mc = L(lang, pick(["The release verification step failed and I didn't know which checksum to compare against.",
                       "I needed to pin exact artifacts for the reproducible build.", "Two environments ran different builds and nobody knew which."]),
           pick(["릴리스 검증 단계가 실패했는데 어떤 체크섬과 비교해야 하는지 몰랐음.", "재현 가능한 빌드를 위해 정확한 아티팩트를 고정해야 했다.",
                 "두 환경이 서로 다른 빌드를 돌리고 있었는데 아무도 어느 쪽인지 몰랐음."]))
    lesson = join_prose([L(lang, pick(["Pinned by hash:", "Recorded the digests:", "The values to compare:"]), pick(["해시로 고정:", "다이제스트 기록:", "비교할 값:"])), block(snip),
                         L(lang, pick(["", "Hashes are public; they identify content, they don't grant access."]), pick(["", "해시는 공개 정보. 내용을 식별할 뿐 접근 권한을 주지 않음."]))])
    T("clean/hash/%d" % t)
    return "hashes/digests: " + label, F(mc, lesson, ""), [], None


def clean_ids(lang):
    t = rint(0, 7)
    if t == 0:
        snip = "x-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (ruuid(), rhex(8), rhex(24))
        label = "request id + X-Ray trace id"
    elif t == 1:
        snip = "traceparent: 00-%s-%s-01" % (rhex(32), rhex(16))
        label = "W3C traceparent"
    elif t == 2:
        snip = "%s ERROR [%s] upstream timeout request_id=%s correlation_id=%s attempt=%d" % (ts(), svc(), ruuid(), rhex(16), rint(1, 5))
        label = "log with request/correlation ids"
    elif t == 3:
        snip = "Sentry event %s (issue %s-%s)" % (rhex(32), pick(["BILLING", "WEB", "API"]), rs(UPNUM, 3))
        label = "Sentry event id"
    elif t == 4:
        snip = "X-Amz-Cf-Id: %s==\nx-amz-request-id: %s\nx-amz-id-2: %s=" % (rs(B64URL, 54), rs(UPNUM, 16), rs(B64, 75))
        label = "CloudFront / S3 request ids"
    elif t == 5:
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (svc(), rs(LOWNUM, 10), rs(LOWNUM, 5), ruuid(), rint(10 ** 6, 10 ** 8))
        label = "k8s object uid"
    elif t == 6:
        snip = "Idempotency-Key: %s\nStripe-Request-Id: req_%s" % (ruuid(), rs(B62, 14))
        label = "idempotency key + Stripe request id"
    else:
        snip = "dd.trace_id=%d dd.span_id=%d" % (rint(10 ** 18, 9 * 10 ** 18), rint(10 ** 18, 9 * 10 ** 18))
        label = "Datadog trace ids"
    mc = L(lang, pick(["I couldn't correlate the customer's failed payment with our logs.", "Support gave me a screenshot but no identifiers to search for.",
                       "The timeout only happened in %s and I didn't know how to trace a single request." % env()]),
           pick(["고객의 결제 실패를 우리 로그와 연결할 수 없었음.", "CS에서 스크린샷만 주고 검색할 식별자는 안 줬다.",
                 "%s에서만 타임아웃이 났는데 요청 하나를 추적하는 방법을 몰랐음." % env()]))
    lesson = join_prose([L(lang, pick(["Search by these ids:", "The identifiers from the failing request:", "Trace context to grep for:"]),
                           pick(["이 ID들로 검색:", "실패한 요청의 식별자:", "grep할 트레이스 컨텍스트:"])), block(snip)])
    ask = L(lang, pick(["Can support include the request id in tickets?", ""]), pick(["CS 티켓에 request id를 포함해 줄 수 있나요?", ""]))
    T("clean/ids/%d" % t)
    return "request/trace ids: " + label, F(mc, lesson, ask), [], None

def pem_cert_lines(n):
    der = (b"\x30\x82" + bytes([rint(3, 6), R.randrange(256)]) + b"\x30\x82" + bytes([rint(3, 5), R.randrange(256)])
           + bytes.fromhex("a003020102") + rbytes(n * 48))
    return wrap(b64(der), 64)[:n]


def clean_pubkeys(lang):
    t = rint(0, 8)
    c = "%s@%s" % (pick(["deploy", "ci", huser()]), pick(["build-01", "laptop", "bastion"]))
    if t == 0:
        pub = b64(ssh_str(b"ssh-ed25519") + ssh_str(rbytes(32)))
        snip = "ssh-ed25519 %s %s" % (pub, c)
        label = "ssh-ed25519 public key"
    elif t == 1:
        blob = ssh_str(b"ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + rbytes(256))
        snip = "ssh-rsa %s %s" % (b64(blob), c)
        label = "ssh-rsa public key"
    elif t == 2:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))
        label = "EC public key PEM"
    elif t == 3:
        snip = "SHA256:%s (ED25519)\nSHA256:%s (RSA)" % (b64(rbytes(32), pad=False), b64(rbytes(32), pad=False))
        label = "SSH host key fingerprints"
    elif t == 4:
        fp = rhex(40, upper=True)
        snip = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>" % (rint(1, 12), rint(1, 28), fp, pick(["Release Bot", "Kim Minsu", "Dana M"]), email())
        label = "GPG key fingerprint"
    elif t == 5:
        snip = "age1" + rs(BECH32L, 58)
        label = "age recipient (public key)"
    elif t == 6:
        snip = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(pem_cert_lines(rint(3, 5)))
        label = "X.509 certificate (public) PEM excerpt"
    elif t == 7:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64URL, 43), "use": "sig", "alg": "RS256", "n": b64(rbytes(96), url=True, pad=False) + "...", "e": "AQAB"}]}, indent=2)
        label = "JWKS public key"
    else:
        snip = "%s ssh-ed25519 %s" % (pick(["github.com", host("batch"), "[%s]:2222" % ipaddr()]), b64(ssh_str(b"ssh-ed25519") + ssh_str(rbytes(32))))
        label = "known_hosts line"
    topic = {0: 0, 1: 0, 2: 3, 3: 1, 4: 2, 5: 4, 6: 5, 7: 3, 8: 1}[t]
    mc_en = [["The deploy user couldn't log in to the new host and I didn't know which key was authorised.",
              "I didn't know which public key to add to authorized_keys for the CI runner."],
             ["Host key verification failed after the server rebuild.", "SSH refused to connect: REMOTE HOST IDENTIFICATION HAS CHANGED."],
             ["%s asked which key signs our release tags." % person("en"), "git verify-tag failed on the release tag and I didn't know the signer."],
             ["The JWT validation failed and I didn't know where the verifier gets the key.", "The webhook signature check needs the partner's public key and nobody knew it."],
             ["I didn't know which recipient the SOPS files are encrypted to."],
             ["The partner's TLS handshake failed and I needed to compare their certificate.", "mTLS to the bank API failed; I didn't know which client cert was registered."]]
    mc_ko = [["배포 유저가 새 호스트에 로그인하지 못했는데 어떤 키가 등록돼 있는지 몰랐음.", "CI 러너용으로 authorized_keys에 어떤 공개 키를 넣어야 하는지 몰랐다."],
             ["서버 재구축 후 호스트 키 검증이 실패함.", "SSH 접속이 REMOTE HOST IDENTIFICATION HAS CHANGED로 거부됨."],
             ["%s이 릴리스 태그를 서명하는 키가 뭐냐고 물어봄." % person("ko"), "릴리스 태그의 git verify-tag가 실패했는데 서명자를 몰랐다."],
             ["JWT 검증이 실패했는데 검증기가 키를 어디서 가져오는지 몰랐다.", "웹훅 서명 검증에 파트너 공개 키가 필요한데 아무도 몰랐음."],
             ["SOPS 파일이 어떤 recipient로 암호화되는지 몰랐음."],
             ["파트너 TLS 핸드셰이크가 실패해서 인증서를 대조해야 했다.", "은행 API mTLS가 실패했는데 어떤 클라이언트 인증서가 등록돼 있는지 몰랐음."]]
    mc = L(lang, pick(mc_en[topic]), pick(mc_ko[topic]))
    lesson = join_prose([L(lang, pick(["Public material, fine to commit:", "This is the public half:", "Verified against:"]),
                           pick(["공개 정보라 커밋해도 됨:", "공개 키 쪽:", "이 값으로 검증함:"])), block(snip)])
    T("clean/pubkey/%d" % t)
    return "public key / fingerprint: " + label, F(mc, lesson, ""), [], None


def clean_nonsecret_ids(lang):
    t = rint(0, 11)
    if t == 0:
        snip = "arn:aws:iam::%d:role/%s-%s-role" % (rint(10 ** 11, 10 ** 12 - 1), svc(), env())
        label, vend = "AWS account id / role ARN", "AWS"
    elif t == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%d" % (rhex(32), rint(2000000000, 9999999999))
        label, vend = "Twilio Account SID (not the auth token)", "Twilio"
    elif t == 2:
        snip = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LOWNUM, 32))
        label, vend = "Google OAuth client id", "Google OAuth"
    elif t == 3:
        snip = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s" % (rhex(16), rhex(16))
        label, vend = "WeChat AppID / Feishu app_id", "WeChat"
    elif t == 4:
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (ruuid(), ruuid(), ruuid())
        label, vend = "Azure tenant/subscription/client ids", "Azure"
    elif t == 5:
        snip = "customer=cus_%s price=price_%s subscription=sub_%s" % (rs(B62, 14), rs(B62, 24), rs(B62, 24))
        label, vend = "Stripe object ids", "Stripe"
    elif t == 6:
        snip = "Slack team T%s, channel C%s, bot user U%s" % (rs(UPNUM, 9), rs(UPNUM, 10), rs(UPNUM, 10))
        label, vend = "Slack team/channel ids", "Slack"
    elif t == 7:
        snip = "userPoolId: %s_%s\nuserPoolWebClientId: %s" % (pick(REGIONS), rs(B62, 9), rs(LOWNUM, 26))
        label, vend = "Cognito user pool / app client id", "AWS Cognito"
    elif t == 8:
        snip = "NAVER_CLIENT_ID=%s  # secret은 볼트에 있음" % rs(B62, 20) if lang == "ko" else "NAVER_CLIENT_ID=%s  # secret lives in the vault" % rs(B62, 20)
        label, vend = "Naver Client ID only", "Naver Developers"
    elif t == 9:
        snip = "APPLE_TEAM_ID=%s\nBUNDLE_ID=com.%s.%s\nASC_KEY_ID=%s" % (rs(UPNUM, 10), pick(["acme", "nuripay"]), pick(["app", "wallet"]), rs(UPNUM, 10))
        label, vend = "Apple team id / key id", "Apple"
    elif t == 10:
        snip = "auth0:\n  domain: %s.%s.auth0.com\n  clientId: %s" % (pick(["acme", "nuri"]), pick(["us", "jp", "eu"]), rs(B62, 32))
        label, vend = "Auth0 SPA client id", "Auth0"
    else:
        snip = "Okta app client_id=0oa%s, org id 00o%s" % (rs(B62, 17), rs(B62, 17))
        label, vend = "Okta client/org ids", "Okta"
    mc = L(lang, pick(["I wasn't sure whether these identifiers could go into the public repo.", "The secret scanner flagged these values in the PR and I didn't know if they were sensitive.",
                       "%s asked me to document the %s integration ids for the new region." % (person("en"), vend)]),
           pick(["이 식별자들을 공개 레포에 넣어도 되는지 확신이 없었음.", "PR에서 시크릿 스캐너가 이 값들을 잡았는데 민감한 건지 몰랐다.",
                 "%s이 신규 리전용 %s 연동 ID를 문서화해 달라고 함." % (person("ko"), vend)]))
    lesson = join_prose([L(lang, pick(["These are identifiers, not credentials:", "Ids for reference:", "Safe to commit (no secret here):"]),
                           pick(["자격 증명이 아니라 식별자임:", "참고용 ID:", "커밋해도 안전 (시크릿 없음):"])), block(snip)])
    T("clean/nonsecret-id/%d" % t)
    return "non-secret identifiers: " + label, F(mc, lesson, ""), [], vend


def clean_base64(lang):
    t = rint(0, 5)
    if t == 0:
        raw = json.dumps({"region": pick(REGIONS), "feature": pick(["new-checkout", "dark-mode"]), "rollout": rint(1, 100)}, separators=(",", ":"))
        snip = "$ echo '%s' | base64 -d\n%s" % (b64(raw.encode()), raw)
        label = "base64 of JSON config"
    elif t == 1:
        raw = "#!/bin/bash\nyum install -y amazon-cloudwatch-agent\nsystemctl enable --now %s\n" % svc()
        snip = "user_data_base64 = \"%s\"" % b64(raw.encode())
        label = "base64 user_data script"
    elif t == 2:
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-assets\nbinaryData:\n  logo.png: %s" % (svc(), "iVBORw0KGgoAAAANSUhEUgAAA" + rs(B64, 60) + "=")
        label = "ConfigMap binaryData"
    elif t == 3:
        snip = "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6I" + rs(B64URL, 6) + "  -> {\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":...}"
        label = "JWT header only (decoded)"
    elif t == 4:
        raw = pick(["hello world", "ap-northeast-2", "order-service", "not-a-secret"])
        snip = "$ echo -n '%s' | base64\n%s" % (raw, b64(raw.encode()))
        label = "echo | base64"
    else:
        raw = "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'><circle cx='8' cy='8' r='6' fill='#%s'/></svg>" % rhex(6)
        snip = "background-image: url(\"data:image/svg+xml;base64,%s\");" % b64(raw.encode())
        label = "data: URI"
    mc = L(lang, pick(["A base64 blob in the config looked like a secret and I didn't know what it was.",
                       "The ConfigMap diff was unreadable in review." if t == 2 else "The secret scanner flagged an encoded string in the PR.",
                       "I had to check whether an encoded string in the repo leaked anything."]),
           pick(["설정에 있는 base64 덩어리가 시크릿처럼 보였는데 뭔지 몰랐음.",
                 "리뷰에서 ConfigMap diff를 읽을 수 없었다." if t == 2 else "PR에서 시크릿 스캐너가 인코딩된 문자열을 잡았다.",
                 "레포의 인코딩된 문자열이 뭔가를 유출하는지 확인해야 했음."]))
    lesson = join_prose([L(lang, pick(["Decoded it; it's harmless:", "It is just encoded data:", "Base64, not encryption, and nothing sensitive inside:"]),
                           pick(["디코딩해 보니 무해함:", "그냥 인코딩된 데이터:", "암호화가 아니라 base64이고 민감한 내용 없음:"])), block(snip)])
    T("clean/base64/%d" % t)
    return "base64 of non-secret data: " + label, F(mc, lesson, ""), [], None


def clean_longids(lang):
    t = rint(0, 6)
    if t == 0:
        snip = "%d.dkr.ecr.%s.amazonaws.com/%s:%s-%s" % (rint(10 ** 11, 10 ** 12 - 1), pick(REGIONS), svc(), date().replace("-", ""), rhex(12))
        label = "ECR image URI with build tag"
    elif t == 1:
        snip = "ipfs://bafybei" + rs(B32.lower(), 52)
        label = "IPFS CID"
    elif t == 2:
        snip = "s3://%s/%s/%s/part-00000-%s-c000.snappy.parquet" % (pick(["acme-datalake", "nuri-logs"]), pick(["events", "orders"]), "dt=" + date(), ruuid())
        label = "S3 parquet object key"
    elif t == 3:
        snip = "\"lineage\": \"%s\",\n\"serial\": %d,\n\"terraform_version\": \"1.%d.%d\"" % (ruuid(), rint(10, 900), rint(5, 9), rint(0, 6))
        label = "terraform state lineage"
    elif t == 4:
        snip = "chrome-extension://%s/popup.html" % rs("abcdefghijklmnop", 32)
        label = "Chrome extension id"
    elif t == 5:
        snip = "SHA-256 certificate fingerprint: %s" % ":".join(rhex(2, upper=True) for _ in range(32))
        label = "Android app signing cert fingerprint (public)"
    else:
        snip = "build %s (run %d, attempt %d) artifact %s" % (rhex(40), rint(10 ** 9, 10 ** 10), rint(1, 3), "%s-%s.zip" % (svc(), rhex(16)))
        label = "CI build/artifact ids"
    mc = L(lang, pick(["I needed the exact artifact that is running in %s." % env(), "The asset links check for the Android app kept failing.",
                       "Couldn't find which object the nightly job wrote."]),
           pick(["%s에서 돌고 있는 정확한 아티팩트가 필요했음." % env(), "안드로이드 앱 asset links 검증이 계속 실패함.", "야간 잡이 어떤 객체를 썼는지 찾을 수 없었다."]))
    lesson = join_prose([L(lang, pick(["Identifier:", "The full reference is:", "Recorded:"]), pick(["식별자:", "전체 참조:", "기록:"])), block(snip)])
    T("clean/longid/%d" % t)
    return "long identifier: " + label, F(mc, lesson, ""), [], None


def clean_versions(lang):
    pkgs = [("node", "20.%d.%d" % (rint(0, 18), rint(0, 9))), ("python", "3.12.%d" % rint(0, 8)), ("kubernetes", "v1.%d.%d-eks-%s" % (rint(27, 31), rint(0, 9), rhex(7))),
            ("postgres", "16.%d" % rint(1, 6)), ("spring-boot", "3.%d.%d" % (rint(1, 4), rint(0, 9))), ("terraform", "1.%d.%d" % (rint(5, 9), rint(0, 6))),
            ("openssl", "3.0.%d" % rint(2, 15)), ("react", "18.%d.%d" % (rint(2, 3), rint(0, 1))), ("gradle", "8.%d" % rint(3, 10))]
    R.shuffle(pkgs)
    chosen = pkgs[:rint(2, 4)]
    snip = "\n".join("%s %s" % (a, b) for a, b in chosen)
    mc = L(lang, "The build worked locally but not in CI, and I didn't know the toolchain versions differ.",
           "로컬에서는 빌드되는데 CI에서 안 됐고, 툴체인 버전이 다르다는 걸 몰랐음.")
    lesson = join_prose([L(lang, "CI uses:", "CI 버전:"), block(snip), L(lang, "Pin them in .tool-versions.", ".tool-versions에 고정할 것.")])
    T("clean/versions")
    return "versions", F(mc, lesson, ""), [], None


def clean_policy(lang):
    n = rint(10, 16)
    if lang == "en":
        mc = pick(["Signup kept rejecting test accounts and I didn't know the password rules.",
                   "Security review asked what our password policy is, and I couldn't find it written down.",
                   "The password reset email link expired before QA could click it."])
        lesson = pick(["Policy: at least %d characters, one digit, one symbol, no reuse of the last 5. Hashing is argon2id; rotation only on suspected compromise." % n,
                       "Reset tokens expire after %d minutes and are single use. Passwords are never logged; the API returns 422 with rule names only." % pick([15, 30, 60]),
                       "The validator rejects passwords containing the user's email local part. Minimum length is %d; maximum 128." % n,
                       "Service account passwords are generated (32 chars) and stored only in the vault; humans never type them."])
        ask = pick(["Should the minimum length be raised for admin accounts?", ""])
    else:
        mc = pick(["회원가입에서 테스트 계정이 계속 거절됐는데 비밀번호 규칙을 몰랐음.", "보안 리뷰에서 비밀번호 정책을 물었는데 문서화된 게 없었다.",
                   "비밀번호 재설정 메일 링크가 QA가 누르기 전에 만료됨."])
        lesson = pick(["정책: 최소 %d자, 숫자 1개, 특수문자 1개 이상, 최근 5개 재사용 금지. 해시는 argon2id, 교체는 유출 의심 시에만." % n,
                       "재설정 토큰은 %d분 후 만료, 1회용. 비밀번호는 로그에 남기지 않고 API는 규칙 이름만 담아 422 반환." % pick([15, 30, 60]),
                       "이메일 아이디 부분이 들어간 비밀번호는 거절함. 최소 %d자, 최대 128자." % n,
                       "서비스 계정 비밀번호는 32자로 생성해서 볼트에만 저장. 사람이 직접 입력하지 않음."])
        ask = pick(["관리자 계정은 최소 길이를 늘려야 할까요?", ""])
    T("clean/policy")
    return "password policy talk (no values)", F(mc, lesson, ask), [], None


def clean_flags(lang):
    t = rint(0, 9)
    en = ["`mysql -p` with nothing attached prompts for the password; `-p3306` is NOT a port, the port flag is capital `-P 3306`.",
          "Use `docker login --password-stdin` and pipe from the credential helper instead of `-p`; the CLI warns about `-p` for a reason.",
          "`sshpass -e` reads the password from the SSHPASS environment variable, so it never shows up in `ps`.",
          "`redis-cli --askpass` prompts instead of taking `-a`, which leaks into shell history.",
          "psql honours PGPASSFILE (default ~/.pgpass, mode 0600); `-W` forces a prompt even when a password file exists.",
          "`curl -u alice` without `:password` makes curl prompt for it interactively.",
          "openssl accepts `-passin env:KEY_PASS` or `-passin file:/run/secrets/key_pass`; avoid `pass:` on the command line.",
          "`7z a -p archive.7z dir/` with no value after -p prompts twice; `-mhe=on` also hides file names.",
          "`git config credential.helper store` writes plain text to ~/.git-credentials; use the OS keychain helper instead.",
          "`kubectl create secret generic --from-file=password=./pw.txt` keeps the value out of shell history, unlike `--from-literal`."]
    ko = ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어봄. `-p3306`은 포트가 아니다. 포트는 대문자 `-P 3306`.",
          "`-p` 대신 `docker login --password-stdin`으로 credential helper 출력을 파이프할 것. CLI가 `-p`에 경고하는 이유가 있음.",
          "`sshpass -e`는 SSHPASS 환경 변수에서 비밀번호를 읽어서 `ps`에 안 보임.",
          "`redis-cli --askpass`는 `-a` 대신 프롬프트로 받음. `-a`는 셸 히스토리에 남음.",
          "psql은 PGPASSFILE(기본 ~/.pgpass, 권한 0600)을 읽음. `-W`는 파일이 있어도 강제로 프롬프트.",
          "`curl -u alice`처럼 `:password` 없이 주면 curl이 대화형으로 물어봄.",
          "openssl은 `-passin env:KEY_PASS` 또는 `-passin file:/run/secrets/key_pass` 지원. 명령줄 `pass:`는 피할 것.",
          "`7z a -p archive.7z dir/`처럼 -p 뒤 값을 비우면 두 번 물어봄. `-mhe=on`은 파일 이름도 숨김.",
          "`git config credential.helper store`는 ~/.git-credentials에 평문으로 저장함. OS 키체인 헬퍼를 쓸 것.",
          "`kubectl create secret generic --from-file=password=./pw.txt`는 `--from-literal`과 달리 셸 히스토리에 값이 안 남음."]
    mc = L(lang, pick(["A teammate's script put the password on the command line and I didn't know the safer flag.",
                       "The migration connected to the wrong port and I misread the flags.", "I wasn't sure how the CLI reads credentials non-interactively."]),
           pick(["동료 스크립트가 비밀번호를 명령줄에 넣고 있었는데 더 안전한 플래그를 몰랐음.", "마이그레이션이 엉뚱한 포트에 붙었는데 플래그를 잘못 읽었다.",
                 "CLI가 비대화형으로 자격 증명을 어떻게 읽는지 확실하지 않았음."]))
    lesson = en[t] if lang == "en" else ko[t]
    lesson = L(lang, pick(["", "Checked on %s: " % host(), "From the %s incident: " % ticket(), "Note for %s: " % svc()]),
               pick(["", "%s에서 확인: " % host(), "%s 장애 때 정리: " % ticket(), "%s 관련 메모: " % svc()])) + lesson
    T("clean/flags/%d" % t)
    return "CLI flags explained in prose", F(mc, lesson, ""), [], None

def clean_encrypted(lang):
    t = rint(0, 7)
    if t == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s==,type:str]" % (b64(rbytes(rint(12, 30))), b64(rbytes(24)), rs(B64, 22))
        snip = "db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB%s\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    version: 3.9.%d" % (
            enc(), enc(), rs(BECH32L, 58), rs(B64, 21), rs(B64, 40), rint(0, 4))
        label = "SOPS-encrypted YAML"
    elif t == 1:
        lines = "\n".join("          " + rhex(80) for _ in range(rint(4, 6)))
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n%s" % lines
        label = "Ansible Vault inline"
    elif t == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s" % (svc(), pick(["prod", "payments"]), rs(B64, rint(380, 560)))
        label = "SealedSecret encryptedData"
    elif t == 3:
        snip = "\"CiphertextBlob\": \"AQICAHh%s\"" % (rs(B64, rint(150, 230)) + "==")
        label = "AWS KMS ciphertext"
    elif t == 4:
        snip = "config/credentials/production.yml.enc:\n%s--%s--%s==" % (rs(B64, rint(200, 320)), rs(B64, 22) + "==", rs(B64, 22))
        label = "Rails encrypted credentials"
    elif t == 5:
        snip = "<password>{AQAAABAAAAAQ%s=}</password>" % rs(B64, rint(40, 70))
        label = "Jenkins credentials.xml (encrypted)"
    elif t == 6:
        snip = "vault:v1:%s" % b64(rbytes(rint(40, 90)))
        label = "Vault transit ciphertext"
    else:
        snip = "-----BEGIN PGP MESSAGE-----\n\nhQGMA%s\n%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (rs(B64, 59), rs(B64, 64), rs(B64, rint(20, 60)), rs(B64, 4))
        label = "PGP encrypted message"
    mc = L(lang, pick(["The review bot flagged this file as a leaked secret and I didn't know whether it was.",
                       "I didn't know how secrets are stored in the GitOps repo.", "Needed to change one value in an encrypted file without the plaintext in git."]),
           pick(["리뷰 봇이 이 파일을 시크릿 유출로 표시했는데 실제 유출인지 몰랐음.", "GitOps 레포에 시크릿을 어떻게 저장하는지 몰랐다.",
                 "평문을 git에 남기지 않고 암호화된 파일의 값 하나를 바꿔야 했음."]))
    lesson = join_prose([L(lang, pick(["It is ciphertext; only the cluster/key holder can decrypt it:", "Encrypted at rest in the repo:", "What's committed is only this:"]),
                           pick(["암호문이라 키 보유자만 복호화 가능:", "레포에는 암호화된 상태로 저장:", "커밋되는 건 이것뿐:"])), block(snip),
                         L(lang, pick(["False positive; added an allowlist entry for the path.", "", "Edit with the tool, never by hand."]),
                           pick(["오탐이므로 경로를 허용 목록에 추가함.", "", "수동 편집 금지, 도구로 수정할 것."]))])
    T("clean/encrypted/%d" % t)
    return "encrypted blob: " + label, F(mc, lesson, ""), [], None


def clean_publishable(lang):
    t = rint(0, 13)
    if t == 0:
        k = "pk_live_" + (rs(B62, 24) if chance(0.4) else "51" + rs(B62, 97))
        snip = "const stripe = Stripe('%s');" % k
        vend = "Stripe publishable key"
    elif t == 1:
        cfg = {"apiKey": "AIza" + rs(B64URL, 35), "authDomain": "%s.firebaseapp.com" % pick(["acme-web", "nuri-app"]), "projectId": pick(["acme-web", "nuri-app"]),
               "storageBucket": "%s.appspot.com" % pick(["acme-web", "nuri-app"]), "messagingSenderId": str(rint(10 ** 11, 10 ** 12)),
               "appId": "1:%d:web:%s" % (rint(10 ** 11, 10 ** 12), rhex(22))}
        snip = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
        vend = "Firebase web config apiKey"
    elif t == 2:
        snip = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s%s\"></div>" % (pick("cdef"), rs(B64URL, 37))
        vend = "reCAPTCHA site key"
    elif t == 3:
        payload = json.dumps({"u": pick(["acme-maps", "nuri-geo"]), "a": "cl" + rs(LOWNUM, 23)}, separators=(",", ":"))
        snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64(payload.encode(), url=True, pad=False), rs(B64URL, 22))
        vend = "Mapbox public token (pk.)"
    elif t == 4:
        snip = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UPNUM, 10), rhex(32))
        vend = "Algolia search-only API key"
    elif t == 5:
        snip = "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_"]) + rs(B62, 28))
        vend = "Toss Payments client key"
    elif t == 6:
        snip = "Kakao.init('%s'); // JavaScript 키" % rhex(32) if lang == "ko" else "Kakao.init('%s'); // JavaScript key" % rhex(32)
        vend = "Kakao JavaScript key"
    elif t == 7:
        ref = rs(LOWNUM, 20)
        anon = b64(b'{"alg":"HS256","typ":"JWT"}', url=True, pad=False) + "." + b64(json.dumps({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1735000000 + rint(0, 9999999), "exp": 2050000000 + rint(0, 9999999)}, separators=(",", ":")).encode(), url=True, pad=False) + "." + rs(B64URL, 43)
        snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon)
        vend = "Supabase anon key"
    elif t == 8:
        snip = "Sentry.init({ dsn: 'https://%s@o%d.ingest.%ssentry.io/%d' });" % (rhex(32), rint(10 ** 5, 10 ** 7), pick(["", "us.", "de."]), rint(10 ** 6, 10 ** 8))
        vend = "Sentry DSN"
    elif t == 9:
        snip = "posthog.init('phc_%s', { api_host: 'https://%s.i.posthog.com' })" % (rs(B62, 43), pick(["us", "eu"]))
        vend = "PostHog project API key"
    elif t == 10:
        snip = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\"></script>" % rs(B64URL, 35)
        vend = "Google Maps JavaScript API key (referrer-restricted)"
    elif t == 11:
        dom = "clerk.%s$" % pick(COMPANIES)
        snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(dom.encode(), pad=False)
        vend = "Clerk publishable key"
    elif t == 12:
        snip = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(B64URL, 14)
        vend = "Cloudflare Turnstile site key"
    else:
        snip = "mixpanel.init('%s', { track_pageview: true });" % rhex(32)
        vend = "Mixpanel project token"
    mc = L(lang, pick(["The secret scanner flagged the frontend bundle and I didn't know whether this key is meant to be public.",
                       "I wasn't sure whether the browser config may contain this key.", "Review asked why a key is in the client code."]),
           pick(["시크릿 스캐너가 프론트엔드 번들을 잡았는데 이 키가 원래 공개용인지 몰랐음.", "브라우저 설정에 이 키가 들어가도 되는지 확신이 없었다.",
                 "리뷰에서 클라이언트 코드에 왜 키가 있냐는 질문을 받음."]))
    lesson = join_prose([L(lang, pick(["The vendor documents this one as public (browser-side):", "This is the publishable/client key, safe in the bundle:",
                                       "Client-side key, restricted by domain; the secret counterpart stays on the server:"]),
                           pick(["벤더 문서상 공개용(브라우저) 키:", "번들에 들어가도 되는 클라이언트 키:", "도메인 제한된 클라이언트 키. 짝이 되는 시크릿 키는 서버에만 있음:"])), block(snip)])
    T("clean/publishable/%d" % t)
    return "publishable key: %s [publishable]" % vend, F(mc, lesson, ""), [], vend.split(" (")[0]


PLAIN_EN = [
    ("The %s migration locked the orders table for minutes and I didn't know it had no concurrent index.", "Use CREATE INDEX CONCURRENTLY on large tables and run it outside the deploy transaction."),
    ("Tests for %s were flaky and I didn't know they share a single Redis database.", "Give each test worker its own Redis DB number (pytest-xdist worker id) and flush it in the fixture."),
    ("I didn't know %s must be deployed before the web app because of the API contract change.", "Deploy order matters: backend first with both fields accepted, then frontend, then remove the old field."),
    ("The cron for %s ran twice after the DST change.", "Schedule in UTC and convert in the job; the server timezone is Asia/Seoul but the scheduler isn't."),
    ("Our container for %s was OOM-killed and I didn't know the JVM ignores the cgroup limit in our base image.", "Set -XX:MaxRAMPercentage=75 and upgrade the base image; memory limit stays at 1Gi."),
    ("The %s p99 latency doubled after the ORM upgrade.", "The new version disables statement caching by default; re-enabled it in the session config."),
    ("I didn't know the %s build relies on a generated file that isn't committed.", "Run `make generate` before `go build`; CI does it in a separate step."),
    ("Pagination in %s skipped rows when items were inserted during the export.", "Switched from offset pagination to keyset pagination on (created_at, id)."),
    ("Did not know %s has a feature flag that must be enabled per tenant.", "Flags live in the admin UI under Tenants > Features; default is off for new tenants."),
    ("Log volume from %s exploded after enabling debug in prod.", "Debug logging must be scoped by logger name; the root logger stays at INFO."),
    ("I assumed %s retries failed webhooks, but it doesn't.", "Added an outbox table and a worker that retries with exponential backoff up to 24h."),
    ("The %s image grew to 2 GB and slowed down deploys.", "Multi-stage build and a .dockerignore for node_modules and test fixtures cut it to 180 MB."),
    ("I didn't know the CSV export from %s must be UTF-8 with BOM for Excel users.", "Write the BOM explicitly; otherwise Korean text shows as mojibake in Excel."),
    ("Alembic migrations for %s conflicted because two branches added heads.", "Run `alembic merge heads` and keep migration files linear before merging to main."),
    ("The %s health check passed while the DB was down.", "Split liveness and readiness; readiness now checks the DB pool and the queue connection."),
]
PLAIN_KO = [
    ("%s 마이그레이션이 orders 테이블을 몇 분간 잠갔는데, 동시 인덱스가 아니라는 걸 몰랐음.", "큰 테이블은 CREATE INDEX CONCURRENTLY로, 배포 트랜잭션 밖에서 실행할 것."),
    ("%s 테스트가 간헐적으로 실패했는데 모든 워커가 같은 Redis DB를 공유한다는 걸 몰랐다.", "테스트 워커마다 Redis DB 번호를 분리하고 fixture에서 flush 하도록 수정."),
    ("API 계약 변경 때문에 %s 서비스를 웹앱보다 먼저 배포해야 한다는 걸 몰랐음.", "배포 순서: 백엔드가 두 필드를 모두 받도록 먼저 배포, 그다음 프론트, 마지막에 옛 필드 제거."),
    ("서머타임 변경 후 %s 크론이 두 번 실행됨.", "스케줄은 UTC로 두고 잡 안에서 변환. 서버 타임존은 Asia/Seoul이지만 스케줄러는 아님."),
    ("%s 컨테이너가 OOM으로 죽었는데, 베이스 이미지의 JVM이 cgroup 제한을 무시한다는 걸 몰랐다.", "-XX:MaxRAMPercentage=75 설정하고 베이스 이미지 업그레이드. 메모리 제한은 1Gi 유지."),
    ("ORM 업그레이드 후 %s p99 지연이 두 배가 됨.", "새 버전은 statement cache가 기본 비활성. 세션 설정에서 다시 켬."),
    ("%s 빌드가 커밋되지 않은 생성 파일에 의존한다는 걸 몰랐음.", "`go build` 전에 `make generate` 실행 필요. CI는 별도 단계에서 수행함."),
    ("%s export 중에 데이터가 추가되면 페이지네이션이 행을 건너뛰었다.", "offset 방식에서 (created_at, id) 기준 keyset 페이지네이션으로 변경."),
    ("%s에 테넌트별로 켜야 하는 기능 플래그가 있다는 걸 몰랐음.", "플래그는 관리자 UI의 Tenants > Features에 있고, 신규 테넌트는 기본 off."),
    ("운영에서 debug를 켰더니 %s 로그량이 폭증함.", "debug 로깅은 로거 이름 단위로만 켤 것. 루트 로거는 INFO 유지."),
    ("%s 서비스가 실패한 웹훅을 재시도한다고 생각했는데 아니었음.", "outbox 테이블과 워커를 추가해 최대 24시간까지 지수 백오프로 재시도."),
    ("%s 이미지가 2GB까지 커져서 배포가 느려졌다.", "멀티 스테이지 빌드와 node_modules·테스트 픽스처용 .dockerignore로 180MB까지 줄임."),
    ("%s CSV export를 엑셀 사용자를 위해 BOM 포함 UTF-8로 내보내야 한다는 걸 몰랐음.", "BOM을 명시적으로 써야 함. 안 그러면 엑셀에서 한글이 깨짐."),
    ("%s Alembic 마이그레이션이 두 브랜치에서 head를 추가해서 충돌함.", "`alembic merge heads` 실행, main 머지 전에 마이그레이션을 선형으로 유지."),
    ("DB가 죽었는데도 %s 헬스 체크가 통과했다.", "liveness와 readiness를 분리. readiness에서 DB 풀과 큐 연결을 확인함."),
]


def clean_plain(lang):
    s = svc()
    bank = PLAIN_EN if lang == "en" else PLAIN_KO
    i = rint(0, len(bank) - 1)
    mc, lesson = bank[i]
    mc = mc % s
    if chance(0.4):
        lesson = lesson + L(lang, " (%s)" % ticket(), " (%s)" % ticket())
    ask = L(lang, pick(["", "Should this go into the service runbook?", "Who reviews schema changes for %s?" % s]),
            pick(["", "서비스 런북에 추가할까요?", "%s 스키마 변경은 누가 리뷰하나요?" % s]))
    T("clean/plain/%d" % i)
    return "plain engineering note", F(mc, lesson, ask), [], None

# ---------------------------------------------------------------------------
# validation (FORMAT.txt rules) and assembly
# ---------------------------------------------------------------------------
FIELD_KEYS = ["missing_context", "lesson", "ask_next_time"]


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """no 8-char window of any listed secret may occur outside the occurrences of the secrets themselves"""
    for k in FIELD_KEYS:
        text = fields[k]
        spans = []
        for s in secrets:
            for i in occurrences(text, s):
                spans.append((i, i + len(s)))
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                for i in occurrences(text, w):
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return False
    return True


def validate(kind, fields, secrets):
    if not fits(fields):
        return False
    if kind == "clean":
        return secrets == []
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or s != s.strip():
            return False
        if not any(s in fields[k] for k in FIELD_KEYS):
            return False
    return window_rule_ok(fields, secrets)


SECRET_PLAN = [
    ("vendor", fam_vendor, 130), ("password", fam_password, 34), ("cmd", fam_cmd, 40), ("conn", fam_conn, 30),
    ("header", fam_header, 16), ("cookie", fam_cookie, 8), ("signed_url", fam_signed_url, 7), ("pem", fam_pem, 14),
    ("wireguard", fam_wireguard, 4), ("totp", fam_totp, 8), ("recovery", fam_recovery, 9), ("pin", fam_pin, 8),
    ("wifi", fam_wifi, 10), ("webhook", fam_webhook, 14), ("split", fam_split, 10), ("long", fam_long, 8),
    ("multi", fam_multi, 6), ("in_question", fam_in_question, 4),
]
CLEAN_PLAN = [
    ("placeholder", clean_placeholder, 40), ("masked", clean_masked, 25), ("envref", clean_envref, 36),
    ("hashes", clean_hashes, 30), ("ids", clean_ids, 25), ("pubkeys", clean_pubkeys, 26),
    ("nonsecret_ids", clean_nonsecret_ids, 30), ("base64", clean_base64, 15), ("longids", clean_longids, 15),
    ("versions", clean_versions, 10), ("policy", clean_policy, 15), ("flags", clean_flags, 20),
    ("encrypted", clean_encrypted, 20), ("publishable", clean_publishable, 25), ("plain", clean_plain, 28),
]
NOT_RISKY_FAMILIES = ["plain"]


def lang_list():
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    return langs


def build_kind(kind, plan, seen_texts, stats):
    total = sum(n for _, _, n in plan)
    assert total == (N_SECRET if kind == "secret" else N_CLEAN), (kind, total)
    langs = lang_list()
    slots = []
    for fam, fn, n in plan:
        for _ in range(n):
            slots.append((fam, fn))
    # every vendor generator is used at least once by the vendor family
    vendor_order = list(VENDOR_FUNCS)
    R.shuffle(vendor_order)
    vendor_i = 0
    records = []
    for idx, (fam, fn) in enumerate(slots):
        lang = langs[idx]
        for attempt in range(500):
            mark = len(TEMPLATES_USED)
            if fam == "vendor":
                vf = vendor_order[vendor_i] if vendor_i < len(vendor_order) else None
                res = fn(lang, vf)
            else:
                res = fn(lang)
            if res is None:
                del TEMPLATES_USED[mark:]
                continue
            category, fields, secrets, vendor = res
            secrets = unique(secrets)
            key = "\x00".join(fields[k] for k in FIELD_KEYS)
            if key in seen_texts or not validate(kind, fields, secrets):
                del TEMPLATES_USED[mark:]
                stats["rejected"] = stats.get("rejected", 0) + 1
                continue
            seen_texts.add(key)
            break
        else:
            raise SystemExit("could not generate a valid %s note for family %s" % (kind, fam))
        if fam == "vendor":
            vendor_i += 1
        vendors = vendor if isinstance(vendor, list) else ([vendor] if vendor else [])
        records.append({"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets,
                        "_family": fam, "_vendors": vendors, "_template": TEMPLATES_USED[-1]})
    return records


def main():
    seen = set()
    stats = {}
    recs = build_kind("secret", SECRET_PLAN, seen, stats) + build_kind("clean", CLEAN_PLAN, seen, stats)
    R.shuffle(recs)
    out_lines = []
    for i, r in enumerate(recs, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {k: r["fields"][k] for k in FIELD_KEYS}, "secrets": r["secrets"]}
        # final re-check of every rule on the record exactly as written
        assert validate(rec["kind"], rec["fields"], rec["secrets"]), rec["id"]
        assert rec["fields"]["missing_context"] and rec["fields"]["lesson"]
        assert (rec["kind"] == "clean") == (rec["secrets"] == [])
        assert rec["category"].endswith(" [publishable]") == (r["_family"] == "publishable")
        out_lines.append(json.dumps(rec, ensure_ascii=False))
    assert len(out_lines) == N_SECRET + N_CLEAN
    data = ("\n".join(out_lines) + "\n").encode("utf-8")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v99.jsonl")
    with open(path, "wb") as fh:
        fh.write(data)
    # statistics for the README
    counts = {}
    for r in recs:
        counts[(r["kind"], r["lang"])] = counts.get((r["kind"], r["lang"]), 0) + 1
    sec_vendors = unique(v for r in recs if r["kind"] == "secret" for v in r["_vendors"])
    clean_vendors = unique(v for r in recs if r["kind"] == "clean" for v in r["_vendors"])
    templates = unique(r["_template"] for r in recs)
    risky = sum(1 for r in recs if r["kind"] == "clean" and r["_family"] not in NOT_RISKY_FAMILIES)
    n_publishable = sum(1 for r in recs if r["category"].endswith("[publishable]"))
    n_multi = sum(1 for r in recs if len(r["secrets"]) > 1)
    n_ask = sum(1 for r in recs if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"]))
    n_long = sum(1 for r in recs if r["kind"] == "secret" and max(len(s) for s in r["secrets"]) >= 200)
    print("wrote", path)
    print("sha256", hashlib.sha256(data).hexdigest())
    for k in [("secret", "en"), ("secret", "ko"), ("clean", "en"), ("clean", "ko")]:
        print("count %s/%s: %d" % (k[0], k[1], counts.get(k, 0)))
    print("distinct vendors in secret notes:", len(sec_vendors))
    print("distinct vendors/products in clean notes:", len(clean_vendors))
    print("distinct templates (family/sub-template/container ids):", len(templates))
    print("secret listed values:", sum(len(r["secrets"]) for r in recs))
    print("secret notes with >1 secret:", n_multi)
    print("secret notes with a secret in ask_next_time:", n_ask)
    print("secret notes with a secret of >=200 chars:", n_long)
    print("clean notes with risky-looking material: %d / %d" % (risky, N_CLEAN))
    print("clean [publishable] notes:", n_publishable)
    print("candidates rejected and regenerated:", stats.get("rejected", 0))
    fam_counts = {}
    for r in recs:
        fam_counts[(r["kind"], r["_family"])] = fam_counts.get((r["kind"], r["_family"]), 0) + 1
    for (k, f), n in sorted(fam_counts.items()):
        print("family %s/%s: %d" % (k, f, n))
    if "--vendors" in sys.argv:
        print("secret vendors:", "; ".join(sec_vendors))
        print("clean vendors:", "; ".join(clean_vendors))


if __name__ == "__main__":
    main()
