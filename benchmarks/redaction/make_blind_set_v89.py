#!/usr/bin/env python3
"""Generator for blind_set_v89.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(89_2026_1127), drives
every choice.  No iteration over sets; output is byte-identical under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v89.py [output_path]
"""
import base64
import hashlib
import json
import random
import string
import sys
import uuid as _uuid_mod  # only used to format 16 PRNG bytes as a UUID string

SEED = 89_2026_1127
R = random.Random(SEED)

N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216
N_KO_PER_KIND = 144
ID_PREFIX = "es"

# ---------------------------------------------------------------------------
# alphabets and random helpers (every body comes from R)
# ---------------------------------------------------------------------------
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UPPER + LOWER + DIGITS + "+/"
B64URL = UPPER + LOWER + DIGITS + "-_"
B32 = UPPER + "234567"
BECH32U = "023456789ACDEFGHJKLMNPQRSTUVWXYZ"
UPALNUM = UPPER + DIGITS
LOALNUM = LOWER + DIGITS


def rs(rng, alphabet, n):
    """random string of n characters drawn from alphabet"""
    return "".join(rng.choice(alphabet) for _ in range(n))


def rhex(rng, n):
    return rs(rng, HEX, n)


def rdig(rng, n, lead_nonzero=True):
    s = rs(rng, DIGITS, n)
    if lead_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64url_nopad(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def ruuid(rng):
    return str(_uuid_mod.UUID(bytes=rbytes(rng, 16), version=4))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def chance(rng, p):
    return rng.random() < p


def sample(rng, seq, k):
    return rng.sample(list(seq), k)


def pct_encode(s):
    """percent-encode a password for the userinfo part of a URL (RFC 3986 unreserved kept)"""
    keep = ALNUM + "-._~"
    out = []
    for ch in s:
        if ch in keep:
            out.append(ch)
        else:
            for byte in ch.encode("utf-8"):
                out.append("%%%02X" % byte)
    return "".join(out)


def utf8len(s):
    return len(s.encode("utf-8"))


def rdate(rng, year_lo=2024, year_hi=2025):
    y = rng.randint(year_lo, year_hi)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def rtime(rng):
    return rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)


def iso_ts(rng):
    y, m, d = rdate(rng)
    hh, mm, ss = rtime(rng)
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (y, m, d, hh, mm, ss, rng.randrange(1000))


def log_ts(rng):
    y, m, d = rdate(rng)
    hh, mm, ss = rtime(rng)
    return "%04d-%02d-%02d %02d:%02d:%02d,%03d" % (y, m, d, hh, mm, ss, rng.randrange(1000))


def hhmm(rng):
    return "%02d:%02d" % (rng.randint(8, 23), rng.randint(0, 59))


# ---------------------------------------------------------------------------
# vocabulary: services, hosts, people, words
# ---------------------------------------------------------------------------
SERVICES = ["billing-api", "order-service", "auth-gateway", "search-indexer", "notification-worker",
            "report-batch", "payments-core", "inventory-sync", "admin-console", "data-pipeline",
            "mobile-bff", "checkout-web", "crm-sync", "ledger", "media-transcoder", "event-router",
            "settlement-batch", "partner-api", "chat-relay", "metrics-exporter", "user-profile",
            "coupon-service", "shipping-tracker", "review-moderator", "etl-nightly", "webhook-dispatcher"]
SERVICES_KO = ["정산 배치", "주문 서비스", "결제 모듈", "알림 워커", "관리자 콘솔", "검색 색인기",
               "배송 추적", "쿠폰 서비스", "회원 API", "리포트 배치", "파트너 연동", "데이터 파이프라인",
               "사내 위키 봇", "모바일 BFF", "재고 동기화", "상담 챗봇"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "live", "perf"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "운영계", "개발계", "검증계"]
REGIONS_AWS = ["us-east-1", "us-west-2", "eu-central-1", "ap-northeast-2", "ap-northeast-1", "eu-west-1",
               "ap-southeast-1"]
TLDS = ["internal", "corp.local", "svc.cluster.local", "example.net", "lan"]
FIRST_EN = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory",
            "nina", "oscar", "peggy", "quinn", "rupert", "sybil", "trent", "uma", "victor", "wendy"]
FIRST_KO_ROM = ["minsu", "jisoo", "hyunwoo", "seoyeon", "jiwon", "donghyun", "yuna", "taeyang",
                "sujin", "jaehyun", "haeun", "minji", "junho", "eunji", "sangwoo"]
NAMES_KO = ["김민수", "이지수", "박현우", "최서연", "정지원", "강동현", "조유나", "윤태양", "장수진",
            "임재현", "한하은", "오민지", "서준호", "신은지", "권상우"]
TEAM_KO = ["인프라팀", "결제팀", "플랫폼팀", "데이터팀", "보안팀", "QA팀", "백엔드팀", "SRE팀"]
TEAM_EN = ["infra", "payments", "platform", "data", "security", "QA", "backend", "SRE"]
WORDS = ["apple", "river", "copper", "lantern", "violet", "harbor", "maple", "falcon", "pepper", "glacier",
         "saturn", "velvet", "orbit", "meadow", "cobalt", "thunder", "willow", "pixel", "canyon", "ember",
         "walrus", "tundra", "mango", "quartz", "bamboo", "comet", "marble", "nectar", "oyster", "puzzle",
         "rocket", "spruce", "tulip", "urchin", "vortex", "wombat", "yonder", "zephyr", "acorn", "badger",
         "cactus", "dingo", "eclipse", "fjord", "gecko", "hazel", "iguana", "jasper", "kettle", "lemur"]
WORDS_CAP = [w.capitalize() for w in WORDS]
KO_WORDS = ["고양이", "강아지", "바다", "하늘", "사랑해", "우리집", "행복", "봄날", "무지개", "토끼",
            "별빛", "여름", "감자", "호랑이", "비행기", "커피", "한강", "제주도", "보리", "겨울왕국",
            "초코", "달빛", "바람", "노을", "은하수", "코끼리", "딸기", "다람쥐"]
PUNCT = "!@#$%^&*?-_+=.~"
DBNAMES = ["app", "orders", "billing", "analytics", "crm", "ledger", "warehouse", "users", "shop", "erp"]
DBUSERS = ["app", "app_rw", "svc_billing", "report_ro", "etl", "admin", "root", "deploy", "api_user",
           "migrator", "readonly", "batch"]
PROJECTS = ["atlas", "nebula", "hermes", "orion", "kestrel", "mosaic", "pulsar", "tangerine", "juniper",
            "beacon", "harmony", "lighthouse", "sprout", "summit"]


def host(rng):
    kind = pick(rng, ["db", "pg", "mysql", "redis", "mq", "api", "cache", "mongo", "es", "vault", "ci"])
    return "%s-%s-%02d.%s" % (kind, pick(rng, ENVS[:5]), rng.randint(1, 12), pick(rng, TLDS))


def ip(rng):
    return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))


def svc(rng, lang):
    return pick(rng, SERVICES) if (lang == "en" or chance(rng, 0.45)) else pick(rng, SERVICES_KO)


def env(rng, lang):
    return pick(rng, ENVS) if (lang == "en" or chance(rng, 0.3)) else pick(rng, ENVS_KO)


def person(rng, lang):
    if lang == "ko":
        return pick(rng, NAMES_KO)
    return pick(rng, FIRST_EN).capitalize()


def username(rng):
    return pick(rng, FIRST_EN + FIRST_KO_ROM) + pick(rng, ["", ".dev", "_ops", str(rng.randint(1, 99))])


def email(rng):
    return "%s@%s" % (pick(rng, FIRST_EN + FIRST_KO_ROM), pick(rng, ["example.com", "corp.example",
                                                                      "acme.co.kr", "team.example.jp"]))


# ---------------------------------------------------------------------------
# passwords of people and services
# ---------------------------------------------------------------------------
_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m",
         "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(hangul):
    """keys typed on a US keyboard when typing Hangul in the 2-set (dubeolsik) layout"""
    out = []
    for ch in hangul:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


def pw_human(rng):
    w = pick(rng, WORDS_CAP)
    style = rng.randrange(6)
    if style == 0:
        return w + str(rng.randint(1980, 2026)) + pick(rng, "!@#$?")
    if style == 1:
        return w + pick(rng, PUNCT) + str(rng.randint(10, 999)) + pick(rng, WORDS)
    if style == 2:
        return pick(rng, ["Seoul", "Busan", "Tokyo", "Berlin", "Paris", "Osaka", "Daegu", "Lisbon"]) + \
            pick(rng, "@#!") + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    if style == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet + str(rng.randint(1, 99)) + pick(rng, "!?#")
    if style == 4:
        return pick(rng, WORDS_CAP) + pick(rng, WORDS_CAP) + str(rng.randint(1, 9999))
    return w.lower() + "_" + pick(rng, FIRST_EN + FIRST_KO_ROM) + str(rng.randint(70, 99)) + pick(rng, "!.*")


def pw_passphrase(rng):
    n = rng.randint(3, 5)
    words = sample(rng, WORDS, n)
    sep = pick(rng, ["-", " ", ".", "_", "+", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    out = sep.join(words)
    if chance(rng, 0.5):
        out += sep + str(rng.randint(1, 99)) if sep else str(rng.randint(1, 99))
    return out


def pw_punct(rng):
    while True:
        n = rng.randint(14, 26)
        s = rs(rng, ALNUM + PUNCT + "()[]{}<>;:,|", n)
        if sum(1 for c in s if not c.isalnum()) >= 3 and s[0] != " " and s[-1] != " ":
            return s


def pw_korean_keyboard(rng):
    word = pick(rng, KO_WORDS) + (pick(rng, KO_WORDS) if chance(rng, 0.4) else "")
    base = dubeolsik(word)
    tail = pick(rng, [str(rng.randint(1, 9999)), pick(rng, PUNCT) + str(rng.randint(10, 99)),
                      str(rng.randint(0, 99)) + pick(rng, PUNCT)])
    out = base + tail
    if len(out) < 8:
        out += str(rng.randint(100, 999))
    return out


def pw_hangul(rng):
    word = pick(rng, KO_WORDS) + pick(rng, KO_WORDS)
    tail = pick(rng, [str(rng.randint(1, 9999)) + pick(rng, "!@#"), pick(rng, PUNCT) + str(rng.randint(100, 9999)),
                      str(rng.randint(1990, 2026))])
    out = word + tail
    if chance(rng, 0.3):
        out = pick(rng, ["Kim", "park", "Lee", "x", "My"]) + out
    return out


def pw_generated(rng):
    return rs(rng, ALNUM, rng.randint(16, 32))


def pw_service(rng):
    """machine-generated service password with some symbols"""
    s = rs(rng, ALNUM, rng.randint(12, 20))
    pos = rng.randint(2, len(s) - 2)
    return s[:pos] + pick(rng, "!#%*+-=_~") + s[pos:] + pick(rng, ["", "!", "#", "9"])


PASSWORD_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
                  ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul),
                  ("generated", pw_generated), ("service", pw_service)]


def any_password(rng, lang="en", shell_safe=False):
    kinds = PASSWORD_KINDS
    if lang == "ko":
        kinds = PASSWORD_KINDS + [("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul)]
    while True:
        name, fn = pick(rng, kinds)
        pw = fn(rng)
        if len(pw) < 8:
            continue
        if shell_safe and ("'" in pw or "\\" in pw):
            continue
        return name, pw


# ---------------------------------------------------------------------------
# provider tokens: documented shape (prefix, alphabet, length), random body
# each generator returns a list of (KEY_NAME, value, is_secret)
# ---------------------------------------------------------------------------
VENDORS = []


def vendor(name, region, what, auth=None):
    """decorator registering a token generator.  auth = (style, host, path)"""
    def deco(fn):
        VENDORS.append({"vendor": name, "region": region, "what": what, "gen": fn, "auth": auth})
        return fn
    return deco


@vendor("AWS", "global", "access key pair", ("sigv4", "s3.amazonaws.com", "/"))
def _aws(rng):
    return [("AWS_ACCESS_KEY_ID", "AKIA" + rs(rng, B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(rng, ALNUM + "/+", 40), True),
            ("AWS_DEFAULT_REGION", pick(rng, REGIONS_AWS), False)]


@vendor("GitHub", "global", "classic personal access token", ("bearer", "api.github.com", "/user/repos"))
def _gh_classic(rng):
    return [("GITHUB_TOKEN", "ghp_" + rs(rng, ALNUM, 36), True)]


@vendor("GitHub", "global", "fine-grained personal access token", ("bearer", "api.github.com", "/repos"))
def _gh_fine(rng):
    return [("GH_TOKEN", "github_pat_" + rs(rng, UPALNUM, 22) + "_" + rs(rng, ALNUM, 59), True)]


@vendor("GitHub", "global", "OAuth access token", ("token", "api.github.com", "/user"))
def _gh_oauth(rng):
    return [("GITHUB_OAUTH_TOKEN", "gho_" + rs(rng, ALNUM, 36), True)]


@vendor("GitLab", "global", "personal access token", ("header:PRIVATE-TOKEN", "gitlab.com", "/api/v4/projects"))
def _gitlab(rng):
    return [("GITLAB_TOKEN", "glpat-" + rs(rng, ALNUM + "-_", 20), True)]


@vendor("GitLab", "global", "runner authentication token", None)
def _gitlab_runner(rng):
    return [("CI_SERVER_URL", "https://gitlab.%s" % pick(rng, ["example.com", "corp.example"]), False),
            ("RUNNER_TOKEN", "glrt-" + rs(rng, ALNUM + "-_", 20), True)]


@vendor("Slack", "global", "bot token", ("bearer", "slack.com", "/api/chat.postMessage"))
def _slack_bot(rng):
    return [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (rdig(rng, rng.randint(10, 13)), rdig(rng, rng.randint(10, 13)),
                                                    rs(rng, ALNUM, 24)), True)]


@vendor("Slack", "global", "user token", ("bearer", "slack.com", "/api/conversations.history"))
def _slack_user(rng):
    return [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (rdig(rng, 11), rdig(rng, 11), rdig(rng, 13), rhex(rng, 32)),
             True)]


@vendor("Slack", "global", "app-level token", None)
def _slack_app(rng):
    return [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(rng, UPALNUM, 10), rdig(rng, 13), rhex(rng, 64)), True)]


@vendor("Stripe", "global", "secret key", ("basic_user", "api.stripe.com", "/v1/charges"))
def _stripe_sk(rng):
    body = rs(rng, ALNUM, 24) if chance(rng, 0.4) else "51" + rs(rng, ALNUM, 97)
    return [("STRIPE_SECRET_KEY", "sk_live_" + body, True)]


@vendor("Stripe", "global", "restricted key", ("bearer", "api.stripe.com", "/v1/refunds"))
def _stripe_rk(rng):
    return [("STRIPE_RESTRICTED_KEY", "rk_live_" + "51" + rs(rng, ALNUM, 97), True)]


@vendor("Stripe", "global", "webhook signing secret", None)
def _stripe_whsec(rng):
    return [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(rng, ALNUM, 32), True)]


@vendor("OpenAI", "global", "project API key", ("bearer", "api.openai.com", "/v1/chat/completions"))
def _openai(rng):
    return [("OPENAI_API_KEY", "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74), True)]


@vendor("OpenAI", "global", "legacy API key", ("bearer", "api.openai.com", "/v1/embeddings"))
def _openai_old(rng):
    return [("OPENAI_API_KEY", "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20), True)]


@vendor("Anthropic", "global", "API key", ("header:x-api-key", "api.anthropic.com", "/v1/messages"))
def _anthropic(rng):
    return [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA", True)]


@vendor("Google Cloud", "global", "API key (server)", ("query:key", "maps.googleapis.com", "/maps/api/geocode/json"))
def _gcp_key(rng):
    return [("GOOGLE_API_KEY", "AIza" + rs(rng, B64URL, 35), True)]


@vendor("Google Cloud", "global", "OAuth client secret", None)
def _gcp_oauth(rng):
    return [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (rdig(rng, 12), rs(rng, LOALNUM, 32)), False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(rng, B64URL, 28), True)]


@vendor("Google Cloud", "global", "OAuth refresh token", None)
def _gcp_refresh(rng):
    return [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(rng, B64URL, rng.randint(96, 110)), True)]


@vendor("Twilio", "global", "auth token", ("basic_sid", "api.twilio.com", "/2010-04-01/Accounts"))
def _twilio(rng):
    return [("TWILIO_ACCOUNT_SID", "AC" + rhex(rng, 32), False),
            ("TWILIO_AUTH_TOKEN", rhex(rng, 32), True)]


@vendor("SendGrid", "global", "API key", ("bearer", "api.sendgrid.com", "/v3/mail/send"))
def _sendgrid(rng):
    return [("SENDGRID_API_KEY", "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43), True)]


@vendor("Mailgun", "global", "private API key", ("basic_api", "api.mailgun.net", "/v3/mg.example.com/messages"))
def _mailgun(rng):
    return [("MAILGUN_API_KEY", "key-" + rhex(rng, 32), True)]


@vendor("Mailchimp", "global", "API key", ("basic_any", "us%d.api.mailchimp.com", "/3.0/lists"))
def _mailchimp(rng):
    return [("MAILCHIMP_API_KEY", rhex(rng, 32) + "-us" + str(rng.randint(1, 21)), True)]


@vendor("npm", "global", "access token", None)
def _npm(rng):
    return [("NPM_TOKEN", "npm_" + rs(rng, ALNUM, 36), True)]


@vendor("PyPI", "global", "API token", None)
def _pypi(rng):
    return [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, rng.randint(140, 190)), True)]


@vendor("Docker Hub", "global", "personal access token", None)
def _dockerhub(rng):
    return [("DOCKERHUB_USERNAME", username(rng), False),
            ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(rng, B64URL, 27), True)]


@vendor("Hugging Face", "global", "user access token", ("bearer", "huggingface.co", "/api/whoami-v2"))
def _hf(rng):
    return [("HF_TOKEN", "hf_" + rs(rng, UPPER + LOWER, 34), True)]


@vendor("Shopify", "global", "Admin API access token", ("header:X-Shopify-Access-Token", "shop.myshopify.com",
                                                          "/admin/api/2024-10/orders.json"))
def _shopify(rng):
    return [("SHOPIFY_ADMIN_TOKEN", "shpat_" + rhex(rng, 32), True)]


@vendor("Square", "global", "production access token", ("bearer", "connect.squareup.com", "/v2/payments"))
def _square(rng):
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(rng, B64URL, 60), True)]


@vendor("Braintree", "global", "PayPal access token", None)
def _braintree(rng):
    return [("BRAINTREE_PAYPAL_TOKEN", "access_token$production$%s$%s" % (rs(rng, LOALNUM, 16), rhex(rng, 32)), True)]


@vendor("DigitalOcean", "global", "personal access token", ("bearer", "api.digitalocean.com", "/v2/droplets"))
def _do(rng):
    return [("DIGITALOCEAN_TOKEN", "dop_v1_" + rhex(rng, 64), True)]


@vendor("Heroku", "global", "API key", ("bearer", "api.heroku.com", "/apps"))
def _heroku(rng):
    return [("HEROKU_API_KEY", "HRKU-AA" + rs(rng, B64URL, 58), True)]


@vendor("Atlassian", "global", "API token", ("basic_email", "acme.atlassian.net", "/rest/api/3/issue"))
def _atlassian(rng):
    return [("JIRA_USER", email(rng), False),
            ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(rng, B64URL, 183) + "=" + rs(rng, HEXU, 8), True)]


@vendor("Bitbucket", "global", "app password", None)
def _bitbucket(rng):
    return [("BITBUCKET_USERNAME", username(rng), False),
            ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(rng, ALNUM, 28) + rs(rng, HEXU, 8), True)]


@vendor("Linear", "global", "personal API key", ("raw_auth", "api.linear.app", "/graphql"))
def _linear(rng):
    return [("LINEAR_API_KEY", "lin_api_" + rs(rng, ALNUM, 40), True)]


@vendor("Notion", "global", "internal integration secret", ("bearer", "api.notion.com", "/v1/databases"))
def _notion(rng):
    if chance(rng, 0.5):
        return [("NOTION_TOKEN", "ntn_" + rdig(rng, 11) + rs(rng, ALNUM, 35), True)]
    return [("NOTION_TOKEN", "secret_" + rs(rng, ALNUM, 43), True)]


@vendor("Figma", "global", "personal access token", ("header:X-Figma-Token", "api.figma.com", "/v1/files"))
def _figma(rng):
    return [("FIGMA_TOKEN", "figd_" + rs(rng, B64URL, 40), True)]


@vendor("Postman", "global", "API key", ("header:X-Api-Key", "api.getpostman.com", "/collections"))
def _postman(rng):
    return [("POSTMAN_API_KEY", "PMAK-" + rhex(rng, 24) + "-" + rhex(rng, 34), True)]


@vendor("Sentry", "global", "user auth token", ("bearer", "sentry.io", "/api/0/projects/"))
def _sentry(rng):
    return [("SENTRY_AUTH_TOKEN", "sntryu_" + rhex(rng, 64), True)]


@vendor("Datadog", "global", "API and application keys", ("header:DD-API-KEY", "api.datadoghq.com", "/api/v1/validate"))
def _datadog(rng):
    return [("DD_API_KEY", rhex(rng, 32), True), ("DD_APP_KEY", rhex(rng, 40), True),
            ("DD_SITE", pick(rng, ["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)]


@vendor("New Relic", "global", "user API key", ("header:Api-Key", "api.newrelic.com", "/graphql"))
def _newrelic(rng):
    return [("NEW_RELIC_API_KEY", "NRAK-" + rs(rng, UPALNUM, 27), True)]


@vendor("New Relic", "global", "ingest license key", None)
def _newrelic_lic(rng):
    return [("NEW_RELIC_LICENSE_KEY", rhex(rng, 36) + "NRAL", True),
            ("NEW_RELIC_APP_NAME", pick(rng, SERVICES), False)]


@vendor("Grafana", "global", "service account token", ("bearer", "grafana.example.net", "/api/dashboards/db"))
def _grafana(rng):
    return [("GRAFANA_TOKEN", "glsa_" + rs(rng, ALNUM, 32) + "_" + rhex(rng, 8), True)]


@vendor("HashiCorp Terraform Cloud", "global", "user API token", ("bearer", "app.terraform.io", "/api/v2/organizations"))
def _tfc(rng):
    return [("TFE_TOKEN", rs(rng, ALNUM, 14) + ".atlasv1." + rs(rng, ALNUM, 67), True)]


@vendor("HashiCorp Vault", "global", "service token", ("header:X-Vault-Token", "vault.internal:8200", "/v1/secret/data/app"))
def _vault(rng):
    if chance(rng, 0.5):
        return [("VAULT_TOKEN", "hvs." + rs(rng, ALNUM, 24), True)]
    return [("VAULT_TOKEN", "hvs.CAESI" + rs(rng, B64URL, 86), True)]


@vendor("Microsoft Azure", "global", "storage account key", None)
def _azure_storage(rng):
    acct = pick(rng, PROJECTS) + pick(rng, ["prod", "stg", "logs", "data"]) + str(rng.randint(1, 99))
    key = b64(rbytes(rng, 64))
    return [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", key, True)]


@vendor("Microsoft Azure", "global", "Entra ID client secret", None)
def _azure_ad(rng):
    return [("AZURE_TENANT_ID", ruuid(rng), False), ("AZURE_CLIENT_ID", ruuid(rng), False),
            ("AZURE_CLIENT_SECRET", rs(rng, ALNUM, 3) + "8Q~" + rs(rng, ALNUM + "_~.-", 34), True)]


@vendor("Microsoft Azure DevOps", "global", "personal access token", ("basic_any", "dev.azure.com", "/acme/_apis/projects"))
def _azdo(rng):
    return [("AZURE_DEVOPS_PAT", rs(rng, LOWER + "234567", 52), True)]


@vendor("Cloudflare", "global", "API token", ("bearer", "api.cloudflare.com", "/client/v4/zones"))
def _cf(rng):
    return [("CLOUDFLARE_API_TOKEN", rs(rng, B64URL, 40), True)]


@vendor("Cloudflare", "global", "global API key", None)
def _cf_global(rng):
    return [("CLOUDFLARE_EMAIL", email(rng), False), ("CLOUDFLARE_API_KEY", rhex(rng, 37), True)]


@vendor("Supabase", "global", "personal access token", ("bearer", "api.supabase.com", "/v1/projects"))
def _supabase(rng):
    return [("SUPABASE_ACCESS_TOKEN", "sbp_" + rhex(rng, 40), True)]


@vendor("Discord", "global", "bot token", ("raw_bot", "discord.com", "/api/v10/users/@me"))
def _discord(rng):
    uid = rdig(rng, 18)
    first = b64(uid.encode()).rstrip("=")
    return [("DISCORD_BOT_TOKEN", first + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38), True)]


@vendor("Telegram", "global", "bot token", None)
def _telegram(rng):
    return [("TELEGRAM_BOT_TOKEN", rdig(rng, 10) + ":AA" + rs(rng, B64URL, 33), True)]


@vendor("Okta", "global", "API token", ("raw_ssws", "acme.okta.com", "/api/v1/users"))
def _okta(rng):
    return [("OKTA_API_TOKEN", "00" + rs(rng, B64URL, 40), True)]


@vendor("Databricks", "global", "personal access token", ("bearer", "adb-1234.azuredatabricks.net", "/api/2.0/clusters/list"))
def _databricks(rng):
    return [("DATABRICKS_TOKEN", "dapi" + rhex(rng, 32) + pick(rng, ["", "-2", "-3"]), True)]


@vendor("Pulumi", "global", "access token", None)
def _pulumi(rng):
    return [("PULUMI_ACCESS_TOKEN", "pul-" + rhex(rng, 40), True)]


@vendor("Doppler", "global", "service token", None)
def _doppler(rng):
    return [("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(rng, ["prd", "stg", "dev"]), rs(rng, ALNUM, 40)), True)]


@vendor("Algolia", "global", "admin API key", ("header:X-Algolia-API-Key", "ABCD1234-dsn.algolia.net", "/1/indexes"))
def _algolia(rng):
    return [("ALGOLIA_APP_ID", rs(rng, UPALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", rhex(rng, 32), True)]


@vendor("Mapbox", "global", "secret access token", None)
def _mapbox(rng):
    user = pick(rng, PROJECTS)
    payload = b64url_nopad(('{"u":"%s","a":"%s"}' % (user, rs(rng, LOALNUM, 25))).encode())
    return [("MAPBOX_SECRET_TOKEN", "sk." + payload + "." + rs(rng, B64URL, 22), True)]


@vendor("age", "global", "secret key", None)
def _age(rng):
    return [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(rng, BECH32U, 58), True)]


@vendor("Tailscale", "global", "auth key", None)
def _tailscale(rng):
    return [("TS_AUTHKEY", "tskey-auth-k" + rs(rng, ALNUM, 10) + "CNTRL-" + rs(rng, ALNUM, 32), True)]


@vendor("Netlify", "global", "personal access token", ("bearer", "api.netlify.com", "/api/v1/sites"))
def _netlify(rng):
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(rng, ALNUM, 36), True)]


@vendor("Render", "global", "API key", ("bearer", "api.render.com", "/v1/services"))
def _render(rng):
    return [("RENDER_API_KEY", "rnd_" + rs(rng, ALNUM, 32), True)]


@vendor("Replicate", "global", "API token", ("bearer", "api.replicate.com", "/v1/predictions"))
def _replicate(rng):
    return [("REPLICATE_API_TOKEN", "r8_" + rs(rng, ALNUM, 37), True)]


@vendor("Groq", "global", "API key", ("bearer", "api.groq.com", "/openai/v1/chat/completions"))
def _groq(rng):
    return [("GROQ_API_KEY", "gsk_" + rs(rng, ALNUM, 52), True)]


@vendor("Perplexity", "global", "API key", ("bearer", "api.perplexity.ai", "/chat/completions"))
def _pplx(rng):
    return [("PERPLEXITY_API_KEY", "pplx-" + rs(rng, ALNUM, 48), True)]


@vendor("xAI", "global", "API key", ("bearer", "api.x.ai", "/v1/chat/completions"))
def _xai(rng):
    return [("XAI_API_KEY", "xai-" + rs(rng, ALNUM, 80), True)]


@vendor("Airtable", "global", "personal access token", ("bearer", "api.airtable.com", "/v0/meta/bases"))
def _airtable(rng):
    return [("AIRTABLE_TOKEN", "pat" + rs(rng, ALNUM, 14) + "." + rhex(rng, 64), True)]


@vendor("Asana", "global", "personal access token", ("bearer", "app.asana.com", "/api/1.0/tasks"))
def _asana(rng):
    return [("ASANA_PAT", "2/%s/%s:%s" % (rdig(rng, 16), rdig(rng, 16), rhex(rng, 32)), True)]


@vendor("Dropbox", "global", "short-lived access token", ("bearer", "api.dropboxapi.com", "/2/files/list_folder"))
def _dropbox(rng):
    return [("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(rng, B64URL, rng.randint(130, 150)), True)]


@vendor("Buildkite", "global", "API access token", ("bearer", "api.buildkite.com", "/v2/builds"))
def _buildkite(rng):
    return [("BUILDKITE_API_TOKEN", "bkua_" + rhex(rng, 40), True)]


@vendor("CircleCI", "global", "personal API token", ("header:Circle-Token", "circleci.com", "/api/v2/me"))
def _circleci(rng):
    return [("CIRCLE_TOKEN", "CCIPAT_" + rs(rng, ALNUM, 22) + "_" + rhex(rng, 40), True)]


@vendor("Dynatrace", "global", "API token", ("raw_api_token", "abc12345.live.dynatrace.com", "/api/v2/metrics"))
def _dynatrace(rng):
    return [("DT_API_TOKEN", "dt0c01." + rs(rng, UPALNUM, 24) + "." + rs(rng, UPALNUM, 64), True)]


@vendor("RubyGems", "global", "API key", None)
def _rubygems(rng):
    return [("GEM_HOST_API_KEY", "rubygems_" + rhex(rng, 48), True)]


@vendor("Shippo", "global", "live API token", ("raw_shippo", "api.goshippo.com", "/shipments/"))
def _shippo(rng):
    return [("SHIPPO_API_TOKEN", "shippo_live_" + rhex(rng, 40), True)]


@vendor("Meta", "global", "Graph API access token", ("query:access_token", "graph.facebook.com", "/v19.0/me/accounts"))
def _meta(rng):
    return [("FB_ACCESS_TOKEN", "EAA" + pick(rng, "BGJ") + rs(rng, ALNUM, rng.randint(150, 190)), True)]


@vendor("Contentful", "global", "personal access token", ("bearer", "api.contentful.com", "/spaces"))
def _contentful(rng):
    return [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(rng, B64URL, 43), True)]


@vendor("1Password", "global", "service account token", None)
def _op(rng):
    payload = b64url_nopad(('{"signInAddress":"my.1password.com","userAuth":{"method":"SRPg-4096",'
                            '"salt":"%s"},"email":"%s@1passwordserviceaccounts.com",'
                            '"srpX":"%s","muk":{"alg":"A256GCM","k":"%s"}}' % (
                                rs(rng, B64URL, 22), rs(rng, LOWER, 14), rhex(rng, 32), rs(rng, B64URL, 43))).encode())
    return [("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + payload, True)]


# --- Korean providers -------------------------------------------------------
@vendor("Kakao", "korea", "REST API key and admin key", ("raw_kakaoak", "kapi.kakao.com", "/v1/user/ids"))
def _kakao(rng):
    return [("KAKAO_REST_API_KEY", rhex(rng, 32), True), ("KAKAO_ADMIN_KEY", rhex(rng, 32), True)]


@vendor("Naver Developers", "korea", "client secret", ("naver", "openapi.naver.com", "/v1/search/blog.json"))
def _naver(rng):
    return [("NAVER_CLIENT_ID", rs(rng, ALNUM + "_", 20), False),
            ("NAVER_CLIENT_SECRET", rs(rng, ALNUM, 10), True)]


@vendor("Naver Cloud Platform", "korea", "API access key pair", None)
def _ncp(rng):
    if chance(rng, 0.5):
        return [("NCP_ACCESS_KEY", rs(rng, ALNUM, 20), True), ("NCP_SECRET_KEY", rs(rng, ALNUM, 40), True)]
    return [("NCLOUD_ACCESS_KEY", "ncp_iam_BPAMKR" + rs(rng, UPALNUM, 14), True),
            ("NCLOUD_SECRET_KEY", "ncp_iam_BPKMKR" + rs(rng, ALNUM, 34), True)]


@vendor("Toss Payments", "korea", "live secret key", ("basic_user", "api.tosspayments.com", "/v1/payments/confirm"))
def _toss(rng):
    return [("TOSS_SECRET_KEY", pick(rng, ["live_sk_", "live_gsk_"]) + rs(rng, ALNUM, 28), True)]


@vendor("PortOne", "korea", "REST API secret", None)
def _portone(rng):
    if chance(rng, 0.5):
        return [("IMP_KEY", rdig(rng, 16), True), ("IMP_SECRET", rs(rng, ALNUM, 80), True)]
    return [("PORTONE_STORE_ID", "store-" + ruuid(rng), False), ("PORTONE_API_SECRET", rs(rng, ALNUM, 80), True)]


@vendor("Solapi", "korea", "API key pair", None)
def _solapi(rng):
    return [("SOLAPI_API_KEY", "NCS" + rs(rng, UPALNUM, 13), True), ("SOLAPI_API_SECRET", rs(rng, UPALNUM, 32), True)]


@vendor("Channel Talk", "korea", "open API access secret", ("channel", "api.channel.io", "/open/v5/user-chats"))
def _channelio(rng):
    return [("CHANNEL_ACCESS_KEY", rhex(rng, 24), True), ("CHANNEL_ACCESS_SECRET", rhex(rng, 32), True)]


@vendor("Korea Investment & Securities", "korea", "Open API appkey/appsecret", None)
def _kis(rng):
    return [("KIS_APP_KEY", "PS" + rs(rng, ALNUM, 34), True),
            ("KIS_APP_SECRET", rs(rng, B64, 179) + "=", True),
            ("KIS_ACCOUNT", rdig(rng, 8) + "-01", False)]


@vendor("Upbit", "korea", "Open API key pair", None)
def _upbit(rng):
    return [("UPBIT_ACCESS_KEY", rs(rng, ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(rng, ALNUM, 40), True)]


@vendor("Bithumb", "korea", "API key pair", None)
def _bithumb(rng):
    return [("BITHUMB_API_KEY", rhex(rng, 32), True), ("BITHUMB_SECRET", rhex(rng, 32), True)]


@vendor("Public Data Portal (data.go.kr)", "korea", "service key", ("query:serviceKey", "apis.data.go.kr",
                                                                    "/1360000/VilageFcstInfoService_2.0/getVilageFcst"))
def _datagokr(rng):
    return [("DATA_GO_KR_SERVICE_KEY", b64(rbytes(rng, 64)), True)]


@vendor("Sendbird", "korea", "master API token", ("header:Api-Token", "api-APPID.sendbird.com", "/v3/users"))
def _sendbird(rng):
    return [("SENDBIRD_APP_ID", ruuid(rng).upper(), False), ("SENDBIRD_API_TOKEN", rhex(rng, 40), True)]


@vendor("NHN Cloud", "korea", "appkey and secret key", ("header:X-Secret-Key", "api-sms.cloud.toast.com",
                                                          "/sms/v3.0/appKeys/APPKEY/sender/sms"))
def _nhn(rng):
    return [("NHN_APP_KEY", rs(rng, ALNUM, 16), False), ("NHN_SECRET_KEY", rs(rng, ALNUM, 8), True)]


# --- Japanese providers -----------------------------------------------------
@vendor("LINE", "japan", "Messaging API channel access token", ("bearer", "api.line.me", "/v2/bot/message/push"))
def _line(rng):
    return [("LINE_CHANNEL_SECRET", rhex(rng, 32), True),
            ("LINE_CHANNEL_ACCESS_TOKEN", rs(rng, B64, 171) + "=", True)]


@vendor("Chatwork", "japan", "API token", ("header:X-ChatWorkToken", "api.chatwork.com", "/v2/rooms"))
def _chatwork(rng):
    return [("CHATWORK_API_TOKEN", rhex(rng, 32), True)]


@vendor("Backlog", "japan", "API key", ("query:apiKey", "acme.backlog.jp", "/api/v2/issues"))
def _backlog(rng):
    return [("BACKLOG_API_KEY", rs(rng, ALNUM, 64), True)]


@vendor("kintone", "japan", "API token", ("header:X-Cybozu-API-Token", "acme.cybozu.com", "/k/v1/records.json"))
def _kintone(rng):
    return [("KINTONE_API_TOKEN", rs(rng, ALNUM, 40), True)]


@vendor("PAY.JP", "japan", "live secret key", ("basic_user", "api.pay.jp", "/v1/charges"))
def _payjp(rng):
    return [("PAYJP_SECRET_KEY", "sk_live_" + rhex(rng, 24), True)]


@vendor("Sakura Cloud", "japan", "API access token and secret", None)
def _sakura(rng):
    return [("SAKURACLOUD_ACCESS_TOKEN", ruuid(rng), True),
            ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(rng, ALNUM, 64), True)]


# --- Chinese providers ------------------------------------------------------
@vendor("Alibaba Cloud", "china", "AccessKey pair", None)
def _aliyun(rng):
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(rng, ALNUM, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(rng, ALNUM, 30), True)]


@vendor("Tencent Cloud", "china", "SecretId/SecretKey", None)
def _tencent(rng):
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(rng, ALNUM, 32), True),
            ("TENCENTCLOUD_SECRET_KEY", rs(rng, ALNUM, 32), True)]


@vendor("Baidu AI Cloud", "china", "API Key / Secret Key", None)
def _baidu(rng):
    return [("BAIDU_API_KEY", rs(rng, ALNUM, 24), True), ("BAIDU_SECRET_KEY", rs(rng, ALNUM, 32), True)]


@vendor("Huawei Cloud", "china", "AK/SK", None)
def _huawei(rng):
    return [("HUAWEICLOUD_SDK_AK", rs(rng, UPALNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(rng, ALNUM, 40), True)]


@vendor("WeChat", "china", "AppSecret", None)
def _wechat(rng):
    return [("WECHAT_APPID", "wx" + rhex(rng, 16), False), ("WECHAT_APPSECRET", rhex(rng, 32), True)]


@vendor("DingTalk", "china", "robot signing secret", None)
def _dingtalk(rng):
    return [("DINGTALK_ACCESS_TOKEN", rhex(rng, 64), True), ("DINGTALK_SECRET", "SEC" + rhex(rng, 64), True)]


@vendor("Feishu", "china", "app secret", None)
def _feishu(rng):
    return [("FEISHU_APP_ID", "cli_" + rhex(rng, 16), False), ("FEISHU_APP_SECRET", rs(rng, ALNUM, 32), True)]


@vendor("Volcengine", "china", "AccessKey pair", None)
def _volc(rng):
    return [("VOLCENGINE_ACCESS_KEY", "AKLT" + rs(rng, ALNUM, 42), True),
            ("VOLCENGINE_SECRET_KEY", b64(rbytes(rng, 45)), True)]


@vendor("Qiniu", "china", "AccessKey/SecretKey", None)
def _qiniu(rng):
    return [("QINIU_ACCESS_KEY", rs(rng, B64URL, 40), True), ("QINIU_SECRET_KEY", rs(rng, B64URL, 40), True)]


@vendor("Gitee", "china", "personal access token", ("query:access_token", "gitee.com", "/api/v5/user/repos"))
def _gitee(rng):
    return [("GITEE_TOKEN", rhex(rng, 32), True)]


# --- European providers -----------------------------------------------------
@vendor("Mollie", "europe", "live API key", ("bearer", "api.mollie.com", "/v2/payments"))
def _mollie(rng):
    return [("MOLLIE_API_KEY", "live_" + rs(rng, ALNUM, 30), True)]


@vendor("Adyen", "europe", "API key", ("header:X-API-Key", "checkout-test.adyen.com", "/v71/payments"))
def _adyen(rng):
    return [("ADYEN_API_KEY", "AQE" + rs(rng, ALNUM, 5) + rs(rng, B64, 120) + "=-" + rs(rng, B64, 44) + "=-" +
             rs(rng, ALNUM + "<>;", 16), True)]


@vendor("GoCardless", "europe", "live access token", ("bearer", "api.gocardless.com", "/mandates"))
def _gocardless(rng):
    return [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(rng, B64URL, 40), True)]


@vendor("Scaleway", "europe", "API key", None)
def _scaleway(rng):
    return [("SCW_ACCESS_KEY", "SCW" + rs(rng, UPALNUM, 17), True), ("SCW_SECRET_KEY", ruuid(rng), True),
            ("SCW_DEFAULT_PROJECT_ID", ruuid(rng), False)]


@vendor("OVHcloud", "europe", "application secret and consumer key", None)
def _ovh(rng):
    return [("OVH_ENDPOINT", pick(rng, ["ovh-eu", "ovh-ca"]), False),
            ("OVH_APPLICATION_KEY", rs(rng, ALNUM, 16), True),
            ("OVH_APPLICATION_SECRET", rs(rng, ALNUM, 32), True),
            ("OVH_CONSUMER_KEY", rs(rng, ALNUM, 32), True)]


@vendor("Hetzner", "europe", "Cloud API token", ("bearer", "api.hetzner.cloud", "/v1/servers"))
def _hetzner(rng):
    return [("HCLOUD_TOKEN", rs(rng, ALNUM, 64), True)]


@vendor("DeepL", "europe", "API authentication key", ("raw_deepl", "api-free.deepl.com", "/v2/translate"))
def _deepl(rng):
    return [("DEEPL_AUTH_KEY", ruuid(rng) + ":fx", True)]


@vendor("Vonage", "europe", "API key and secret", None)
def _vonage(rng):
    return [("VONAGE_API_KEY", rhex(rng, 8), True), ("VONAGE_API_SECRET", rs(rng, ALNUM, 16), True)]


@vendor("Pusher", "europe", "Channels app secret", None)
def _pusher(rng):
    return [("PUSHER_APP_ID", rdig(rng, 7), False), ("PUSHER_KEY", rhex(rng, 20), False),
            ("PUSHER_SECRET", rhex(rng, 20), True), ("PUSHER_CLUSTER", pick(rng, ["eu", "ap3", "mt1"]), False)]


@vendor("Brevo", "europe", "API v3 key", ("header:api-key", "api.brevo.com", "/v3/smtp/email"))
def _brevo(rng):
    return [("BREVO_API_KEY", "xkeysib-" + rhex(rng, 64) + "-" + rs(rng, ALNUM, 16), True)]


@vendor("Mailjet", "europe", "API key and secret key", None)
def _mailjet(rng):
    return [("MJ_APIKEY_PUBLIC", rhex(rng, 32), True), ("MJ_APIKEY_PRIVATE", rhex(rng, 32), True)]


@vendor("Yandex Cloud", "europe", "API key", ("raw_apikey", "llm.api.cloud.yandex.net", "/foundationModels/v1/completion"))
def _yandex(rng):
    return [("YC_API_KEY", "AQVN" + rs(rng, B64URL, 36), True)]


# --- framework / application secrets ----------------------------------------
@vendor("Django", "framework", "SECRET_KEY", None)
def _django(rng):
    return [("DJANGO_SECRET_KEY", rs(rng, LOWER + DIGITS + "!@#$%^&*(-_=+)", 50), True)]


@vendor("Rails", "framework", "secret_key_base", None)
def _rails(rng):
    return [("SECRET_KEY_BASE", rhex(rng, 128), True)]


@vendor("Laravel", "framework", "APP_KEY", None)
def _laravel(rng):
    return [("APP_KEY", "base64:" + b64(rbytes(rng, 32)), True)]


@vendor("JWT", "framework", "HMAC signing secret", None)
def _jwtsecret(rng):
    return [("JWT_SECRET", pick(rng, [rs(rng, ALNUM, 48), rhex(rng, 64), b64(rbytes(rng, 48))]), True)]


@vendor("NextAuth", "framework", "NEXTAUTH_SECRET", None)
def _nextauth(rng):
    return [("NEXTAUTH_URL", "https://%s.example.com" % pick(rng, PROJECTS), False),
            ("NEXTAUTH_SECRET", b64(rbytes(rng, 32)), True)]


@vendor("AWS", "global", "temporary session credentials", None)
def _aws_sts(rng):
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(rng, B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(rng, ALNUM + "/+", 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(rng, ALNUM + "/+", rng.randint(300, 420)), True)]


# ---------------------------------------------------------------------------
# containers: render a list of (KEY, value, is_secret) in many formats
# ---------------------------------------------------------------------------
EXTRAS = [("LOG_LEVEL", "debug"), ("PORT", "8080"), ("NODE_ENV", "production"), ("TZ", "Asia/Seoul"),
          ("HTTP_TIMEOUT_MS", "3000"), ("FEATURE_NEW_CHECKOUT", "true"), ("RETRY_MAX", "5"),
          ("APP_ENV", "staging"), ("WORKERS", "4"), ("CACHE_TTL", "600"), ("SENTRY_ENVIRONMENT", "staging"),
          ("DB_HOST", "db.internal"), ("REDIS_URL", "redis://cache.internal:6379/0"), ("LANG", "ko_KR.UTF-8")]


def vslug(v):
    """short section name for a vendor (RubyGems keys start with the vendor name, so use another word)"""
    if v.get("slug"):
        return v["slug"]
    w = v["vendor"].split()[0].replace(".", "").replace("(", "").replace(")", "")
    return "gem_host" if w.lower() == "rubygems" else w


def k_snake(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def k_dotted(k):
    return k.lower().replace("_", ".")


def k_kebab(k):
    return k.lower().replace("_", "-")


def yq(v):
    """YAML scalar, quoted when needed"""
    if all(c in ALNUM + "-_./" for c in v) and not v[0] in "-." and not v.isdigit():
        return v
    return '"%s"' % v


def shq(v):
    if all(c in ALNUM + "-_./:@%+=," for c in v):
        return v
    return "'%s'" % v


def with_extras(rng, creds, maxn=2):
    items = list(creds)
    n = rng.randint(0, maxn)
    for k, v in sample(rng, EXTRAS, n):
        items.insert(rng.randint(0, len(items)), (k, v, False))
    return items


def c_dotenv(rng, creds, v):
    items = with_extras(rng, creds, 3)
    quote = rng.randrange(3)
    lines = []
    if chance(rng, 0.4):
        lines.append("# %s" % pick(rng, ["%s %s" % (v["vendor"], v["what"]), "copied from 1Password", "do not commit",
                                          "TODO move to vault", "local only", "rotated last week"]))
    for k, val, _ in items:
        lines.append("%s=%s" % (k, ('"%s"' % val) if quote == 1 else (("'%s'" % val) if quote == 2 else val)))
    return ".env", "\n".join(lines)


def c_export(rng, creds, v):
    items = with_extras(rng, creds, 1)
    return "shell export", "\n".join("export %s=%s" % (k, shq(val)) for k, val, _ in items)


def c_inline(rng, creds, v):
    cmd = pick(rng, ["npm run sync", "python manage.py runjob", "./scripts/deploy.sh", "go run ./cmd/worker",
                     "bundle exec rake import", "node dist/index.js", "pytest -k integration", "make e2e"])
    parts = ["%s=%s" % (k, shq(val)) for k, val, _ in creds]
    return "inline env command", "$ " + " ".join(parts) + " " + cmd


def c_yaml(rng, creds, v):
    root = pick(rng, ["app", "integrations", "spring", "services", "config"])
    sub = k_snake(vslug(v))
    lines = ["%s:" % root, "  %s:" % sub]
    for k, val, _ in with_extras(rng, creds, 1):
        lines.append("    %s: %s" % (k_snake(k), yq(val)))
    return "YAML config", "\n".join(lines)


def c_json(rng, creds, v):
    sub = k_camel(vslug(v).upper())
    inner = ",\n".join('    "%s": "%s"' % (k_camel(k), val) for k, val, _ in with_extras(rng, creds, 1))
    return "JSON config", '{\n  "%s": {\n%s\n  }\n}' % (sub, inner)


def c_toml(rng, creds, v):
    sec = k_snake(vslug(v))
    lines = ["[%s]" % sec] + ['%s = "%s"' % (k_snake(k), val) for k, val, _ in creds]
    if chance(rng, 0.5):
        lines = ["[server]", "port = 8080", ""] + lines
    return "TOML", "\n".join(lines)


def c_ini(rng, creds, v):
    if v["vendor"] == "AWS":
        lines = ["[%s]" % pick(rng, ["default", "profile prod", "prod", "deploy"])]
        lines += ["%s = %s" % (k.lower(), val) for k, val, _ in creds if k != "AWS_DEFAULT_REGION"]
        return "~/.aws/credentials", "\n".join(lines)
    lines = ["[%s]" % k_snake(vslug(v))]
    lines += ["%s = %s" % (k_snake(k), val) for k, val, _ in with_extras(rng, creds, 1)]
    return "INI", "\n".join(lines)


def c_properties(rng, creds, v):
    pre = pick(rng, ["app", "integration", "external"]) + "." + k_kebab(vslug(v))
    lines = ["%s.%s=%s" % (pre, k_dotted(k).split(".", 1)[-1], val) for k, val, _ in creds]
    if chance(rng, 0.5):
        lines.insert(0, "server.port=8080")
    return "application.properties", "\n".join(lines)


def c_xml(rng, creds, v):
    if chance(rng, 0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k_pascal(k), val) for k, val, _ in creds)
        return "web.config appSettings", "<appSettings>\n%s\n</appSettings>" % body
    body = "\n".join("    <%s>%s</%s>" % (k_camel(k), val, k_camel(k)) for k, val, _ in creds)
    return "XML config", "<integration name=\"%s\">\n%s\n</integration>" % (k_kebab(vslug(v)), body)


def c_k8s(rng, creds, v):
    name = k_kebab(vslug(v)) + "-credentials"
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name,
             "  namespace: %s" % pick(rng, ["default", "prod", "payments", "batch"]), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, yq(val)) for k, val, _ in creds]
    return "Kubernetes Secret manifest", "\n".join(lines)


def c_compose(rng, creds, v):
    s = pick(rng, SERVICES)
    lines = ["services:", "  %s:" % s, "    image: ghcr.io/acme/%s:%s" % (s, pick(rng, ["latest", "1.4.2", "sha-3f9c1e2"])),
             "    environment:"]
    if chance(rng, 0.5):
        lines += ["      - %s=%s" % (k, val) for k, val, _ in with_extras(rng, creds, 1)]
    else:
        lines += ["      %s: %s" % (k, yq(val)) for k, val, _ in with_extras(rng, creds, 1)]
    return "docker-compose.yml", "\n".join(lines)


def c_dockerfile(rng, creds, v):
    lines = ["FROM %s" % pick(rng, ["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(rng, ["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, val) for k, val, _ in creds]
    lines.append(pick(rng, ["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . /app", "CMD [\"./run.sh\"]"]))
    return "Dockerfile", "\n".join(lines)


def c_gha(rng, creds, v):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, yq(val)) for k, val, _ in creds]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/release.sh"]
    return "GitHub Actions workflow", "\n".join(lines)


def c_gitlab(rng, creds, v):
    lines = ["variables:"] + ["  %s: %s" % (k, yq(val)) for k, val, _ in creds]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return ".gitlab-ci.yml", "\n".join(lines)


def c_terraform(rng, creds, v):
    if chance(rng, 0.5):
        lines = []
        for k, val, _ in creds:
            lines += ['variable "%s" {' % k_snake(k), '  type    = string', '  default = "%s"' % val, "}"]
        return "Terraform variables", "\n".join(lines)
    lines = ["# terraform.tfvars"] + ['%s = "%s"' % (k_snake(k), val) for k, val, _ in creds]
    return "terraform.tfvars", "\n".join(lines)


def c_code(rng, creds, v):
    lang = pick(rng, ["python", "javascript", "typescript", "go", "java", "kotlin", "csharp", "ruby", "php", "rust",
                      "swift"])
    out = []
    for k, val, _ in creds:
        if lang == "python":
            out.append('%s = "%s"' % (k, val) if chance(rng, 0.5) else 'os.environ.setdefault("%s", "%s")' % (k, val))
        elif lang == "javascript":
            out.append("const %s = '%s';" % (k_camel(k), val))
        elif lang == "typescript":
            out.append('export const %s: string = "%s";' % (k_camel(k), val))
        elif lang == "go":
            out.append('const %s = "%s"' % (k_camel(k), val))
        elif lang == "java":
            out.append('private static final String %s = "%s";' % (k, val))
        elif lang == "kotlin":
            out.append('val %s = "%s"' % (k_camel(k), val))
        elif lang == "csharp":
            out.append('private const string %s = "%s";' % (k_pascal(k), val))
        elif lang == "ruby":
            out.append("ENV['%s'] ||= '%s'" % (k, val))
        elif lang == "php":
            out.append("define('%s', '%s');" % (k, val))
        elif lang == "rust":
            out.append('const %s: &str = "%s";' % (k, val))
        else:
            out.append('let %s = "%s"' % (k_camel(k), val))
    return "%s code" % lang, "\n".join(out)


def c_powershell(rng, creds, v):
    return "PowerShell", "\n".join('$env:%s = "%s"' % (k, val) for k, val, _ in creds)


def c_systemd(rng, creds, v):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, val) for k, val, _ in creds]
    lines.append("ExecStart=/opt/%s/bin/server" % pick(rng, SERVICES))
    return "systemd unit", "\n".join(lines)


def c_cli_set(rng, creds, v):
    tool = rng.randrange(5)
    app = pick(rng, SERVICES)
    out = []
    for k, val, _ in creds:
        if tool == 0:
            out.append("gh secret set %s --body %s" % (k, shq(val)))
        elif tool == 1:
            out.append("heroku config:set %s=%s -a %s" % (k, shq(val), app))
        elif tool == 2:
            out.append("fly secrets set %s=%s" % (k, shq(val)))
        elif tool == 3:
            out.append("kubectl create secret generic %s --from-literal=%s=%s" % (
                k_kebab(k), k, shq(val)))
        else:
            out.append("aws ssm put-parameter --name /%s/%s --type SecureString --value %s" % (
                pick(rng, ENVS[:3]), k_snake(k), shq(val)))
    return "CLI secret command", "\n".join("$ " + x for x in out)


def c_log(rng, creds, v):
    lvl = pick(rng, ["DEBUG", "INFO", "WARN", "TRACE"])
    kv = " ".join("%s=%s" % (k_snake(k), val) for k, val, _ in creds)
    lines = ["%s %s [%s] loaded config: %s" % (log_ts(rng), lvl, pick(rng, SERVICES), kv)]
    if chance(rng, 0.5):
        lines.append("%s ERROR [%s] upstream %s returned 401 Unauthorized" % (log_ts(rng), pick(rng, SERVICES),
                                                                             v["vendor"]))
    return "application log", "\n".join(lines)


def c_trace(rng, creds, v):
    k, val, _ = [c for c in creds if c[2]][-1]
    style = rng.randrange(3)
    if style == 0:
        return "Python traceback", ("Traceback (most recent call last):\n"
                                    '  File "/app/%s/client.py", line %d, in connect\n'
                                    "    raise AuthError(f\"invalid credentials: {key!r}\")\n"
                                    "AuthError: invalid credentials: '%s'") % (pick(rng, PROJECTS), rng.randint(20, 400), val)
    if style == 1:
        return "Java stack trace", ("java.lang.IllegalStateException: %s rejected key %s\n"
                                    "\tat com.acme.%s.Client.auth(Client.java:%d)\n"
                                    "\tat com.acme.%s.Main.main(Main.java:%d)") % (
            v["vendor"], val, pick(rng, PROJECTS), rng.randint(20, 300), pick(rng, PROJECTS), rng.randint(5, 60))
    return "Node.js error", ("Error: Request failed with status code 403\n"
                             "    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
                             "  config: { headers: { '%s': '%s' } }") % (k_kebab(k), val)


def c_diff(rng, creds, v):
    """rotation diff: old and new values are both credentials"""
    path = pick(rng, ["config/prod.env", ".env.staging", "deploy/app.env", "ops/secrets.env"])
    lines = ["--- a/%s" % path, "+++ b/%s" % path, "@@ -%d,%d +%d,%d @@" % (rng.randint(3, 40), len(creds), rng.randint(3, 40), len(creds))]
    olds = []
    for k, val, sec in creds:
        if sec:
            old = v["gen"](rng)
            oldval = [o for o in old if o[0] == k]
            oldval = oldval[0][1] if oldval else val
            if oldval != val:
                lines.append("-%s=%s" % (k, oldval))
                olds.append(oldval)
            lines.append("+%s=%s" % (k, val))
        else:
            lines.append(" %s=%s" % (k, val))
    return "diff", "\n".join(lines), olds


def c_table(rng, creds, v):
    lines = ["| key | value | note |", "| --- | --- | --- |"]
    for k, val, sec in creds:
        lines.append("| %s | %s | %s |" % (k, val, pick(rng, ["prod", "shared", "from vendor console", "new", "-"])))
    return "markdown table", "\n".join(lines)


def c_chat(rng, creds, v):
    who = pick(rng, FIRST_EN + FIRST_KO_ROM)
    lines = []
    for k, val, _ in creds:
        lines.append("[%s] %s: %s %s" % (hhmm(rng), who, pick(rng, ["here's", "use", "new one:", "이거 쓰세요", "->",
                                                                     "prod:"]), val))
    return "chat message", "\n".join(lines)


def c_notebook(rng, creds, v):
    lines = ["# In [%d]:" % rng.randint(1, 40), "import os"]
    lines += ['os.environ["%s"] = "%s"' % (k, val) for k, val, _ in creds]
    return "Jupyter cell", "\n".join(lines)


def c_helm(rng, creds, v):
    sets = " ".join("--set %s.%s=%s" % (k_camel(vslug(v).upper()), k_camel(k), shq(val))
                    for k, val, _ in creds)
    return "helm command", "$ helm upgrade --install %s ./chart -n %s %s" % (pick(rng, SERVICES), pick(rng, ENVS[:3]), sets)


CONTAINERS = [c_dotenv, c_export, c_inline, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml, c_k8s, c_compose,
              c_dockerfile, c_gha, c_gitlab, c_terraform, c_code, c_code, c_powershell, c_systemd, c_cli_set, c_log,
              c_trace, c_diff, c_table, c_chat, c_notebook, c_helm]


def auth_parts(rng, creds, v):
    """how the credential travels over HTTP: returns dict(headers, query, curl_u, derived)"""
    style, hst, path = v["auth"]
    if "%d" in hst:
        hst = hst % rng.randint(1, 21)
    secrets = [c for c in creds if c[2]]
    ids = [c for c in creds if not c[2]]
    tok = secrets[-1][1] if style != "raw_kakaoak" else secrets[pick(rng, [0, 1])][1]
    d = {"host": hst, "path": path, "headers": [], "query": None, "curl_u": None, "derived": []}
    if style == "bearer":
        d["headers"].append(("Authorization", "Bearer " + tok))
    elif style == "token":
        d["headers"].append(("Authorization", "token " + tok))
    elif style.startswith("header:"):
        d["headers"].append((style.split(":", 1)[1], tok))
    elif style.startswith("query:"):
        qv = pct_encode(tok) if any(c in tok for c in "+/=") else tok
        d["query"] = (style.split(":", 1)[1], qv)
        if qv != tok:
            d["derived"].append(qv)
    elif style.startswith("basic_"):
        user = {"basic_user": tok, "basic_sid": ids[0][1] if ids else "api", "basic_api": "api",
                "basic_any": pick(rng, ["anystring", "user", "x"]),
                "basic_email": ids[0][1] if ids else "me@example.com"}[style]
        pw = "" if style == "basic_user" else tok
        pair = "%s:%s" % (user, pw)
        if chance(rng, 0.5):
            d["curl_u"] = pair
        else:
            blob = b64(pair.encode())
            d["headers"].append(("Authorization", "Basic " + blob))
            d["derived"].append(blob)
    elif style == "naver":
        d["headers"] += [("X-Naver-Client-Id", ids[0][1]), ("X-Naver-Client-Secret", tok)]
    elif style == "channel":
        d["headers"] += [("x-access-key", secrets[0][1]), ("x-access-secret", secrets[1][1])]
    else:
        scheme = {"raw_auth": "", "raw_bot": "Bot ", "raw_ssws": "SSWS ", "raw_api_token": "Api-Token ",
                  "raw_shippo": "ShippoToken ", "raw_deepl": "DeepL-Auth-Key ", "raw_apikey": "Api-Key ",
                  "raw_kakaoak": "KakaoAK "}[style]
        d["headers"].append(("Authorization", scheme + tok))
    return d


def _url(d):
    u = "https://%s%s" % (d["host"], d["path"])
    if d["query"]:
        u += "?%s=%s" % d["query"]
    return u


def c_http(rng, creds, v):
    d = auth_parts(rng, creds, v)
    meth = pick(rng, ["GET", "POST"])
    path = d["path"] + ("?%s=%s" % d["query"] if d["query"] else "")
    lines = ["%s %s HTTP/1.1" % (meth, path), "Host: %s" % d["host"]]
    hs = list(d["headers"])
    if d["curl_u"]:
        blob = b64(d["curl_u"].encode())
        hs.append(("Authorization", "Basic " + blob))
        d["derived"].append(blob)
    hs.insert(rng.randint(0, len(hs)), ("User-Agent", pick(rng, ["python-requests/2.32.3", "axios/1.7.2", "curl/8.5.0",
                                                                 "okhttp/4.12.0", "Go-http-client/2.0"])))
    if meth == "POST":
        hs.append(("Content-Type", "application/json"))
    lines += ["%s: %s" % h for h in hs]
    return "raw HTTP request", "\n".join(lines), d["derived"]


def c_curl(rng, creds, v):
    d = auth_parts(rng, creds, v)
    units = ["curl " + pick(rng, ["-sS", "-s", "-v", "-fsSL", "-i"])]
    if chance(rng, 0.4):
        units.append("-X " + pick(rng, ["GET", "POST"]))
    for h in d["headers"]:
        units.append('-H "%s: %s"' % h)
    if d["curl_u"]:
        units.append(pick(rng, ["-u", "--user"]) + " " + shq(d["curl_u"]))
    units.append('"%s"' % _url(d) if d["query"] else _url(d))
    if len(units) > 2 and chance(rng, 0.3):
        tail = units[1:]
        rng.shuffle(tail)
        units = units[:1] + tail
    sep = pick(rng, [" ", " \\\n  "])
    return "curl command", sep.join(units), d["derived"]


def c_http_code(rng, creds, v):
    d = auth_parts(rng, creds, v)
    url = _url(d)
    if d["curl_u"]:
        u, p = d["curl_u"].split(":", 1)
        lang = pick(rng, ["python", "js"])
        if lang == "python":
            return "python requests", 'r = requests.get("%s", auth=("%s", "%s"), timeout=10)' % (url, u, p), []
        blob = b64(d["curl_u"].encode())
        return "JavaScript fetch", ("const res = await fetch('%s', {\n  headers: { Authorization: 'Basic %s' },\n});"
                                    % (url, blob)), [blob]
    lang = pick(rng, ["python", "js", "go", "java"])
    hs = d["headers"]
    if lang == "python":
        hd = ", ".join('"%s": "%s"' % h for h in hs)
        return "python requests", 'resp = requests.%s("%s", headers={%s})' % (pick(rng, ["get", "post"]), url, hd), d["derived"]
    if lang == "js":
        hd = ", ".join("'%s': '%s'" % h for h in hs)
        return "JavaScript fetch", "const res = await fetch('%s', { headers: { %s } });" % (url, hd), d["derived"]
    if lang == "go":
        body = "\n".join('req.Header.Set("%s", "%s")' % h for h in hs)
        return "Go net/http", 'req, _ := http.NewRequest("GET", "%s", nil)\n%s' % (url, body), d["derived"]
    body = "\n".join('    .header("%s", "%s")' % h for h in hs)
    return "Java HttpClient", 'HttpRequest req = HttpRequest.newBuilder(URI.create("%s"))\n%s\n    .build();' % (url, body), d["derived"]


HTTP_CONTAINERS = [c_http, c_curl, c_curl, c_http_code, c_http_code]


def render_creds(rng, creds, v, allow_http=True):
    pool = CONTAINERS + (HTTP_CONTAINERS * 2 if (allow_http and v["auth"] and v["auth"][0] != "sigv4") else [])
    fn = pick(rng, pool)
    out = fn(rng, creds, v)
    if len(out) == 2:
        return out[0], out[1], []
    return out


# ---------------------------------------------------------------------------
# prose: formatter with Korean particles ({x:을} picks 을/를 from the last syllable)
# ---------------------------------------------------------------------------
import re  # noqa: E402

_JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"),
         "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로"),
         "이라": ("이라", "라"), "라": ("이라", "라")}


def _has_final(word):
    w = word.rstrip(" )\"'`]")
    if not w:
        return False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    lw = w.lower()
    if lw.endswith(("le", "ine", "one", "ane", "ng")):
        return True
    return lw[-1] in "lmnkpbt"


def _rieul_final(word):
    w = word.rstrip(" )\"'`]")
    code = ord(w[-1]) - 0xAC00 if w else -1
    if 0 <= code < 11172:
        return code % 28 == 8
    lw = w.lower()
    return lw.endswith(("l", "le")) or lw[-1:] in ("1", "7", "8")


_FIELD_RE = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([가-힣]+))?\}")


def fmt(template, kw):
    def rep(m):
        name, josa = m.group(1), m.group(2)
        val = kw[name]
        if not josa:
            return val
        a, b = _JOSA[josa]
        if a == "으로" and _rieul_final(val):
            return val + "로"
        return val + (a if _has_final(val) else b)
    return _FIELD_RE.sub(rep, template)


_THE_RE = re.compile(r"(^|[.!?]\s+)the ")


WHERE_KO = {"curl command": "curl 명령", "chat message": "채팅 메시지", "application log": "애플리케이션 로그",
            "markdown table": "마크다운 표", "shell export": "셸 export", "inline env command": "실행 명령",
            "CLI secret command": "CLI 명령", "raw HTTP request": "HTTP 요청", "YAML config": "YAML 설정",
            "JSON config": "JSON 설정", "XML config": "XML 설정", "Kubernetes Secret manifest": "k8s Secret 매니페스트",
            "GitHub Actions workflow": "GitHub Actions 워크플로", "Terraform variables": "Terraform 변수",
            "Python traceback": "Python 트레이스백", "Java stack trace": "Java 스택 트레이스",
            "Node.js error": "Node.js 에러 로그", "Jupyter cell": "노트북 셀", "helm command": "helm 명령"}


def where_phrase(container, lang):
    if lang == "ko":
        return WHERE_KO.get(container, container)
    if container.endswith("code"):
        return "%s snippet" % container.replace(" code", "")
    return container


def ko_noun(what):
    w = what.lower()
    if "password" in w:
        return "비밀번호"
    if "token" in w:
        return "토큰"
    if "secret" in w and "key" not in w:
        return "시크릿"
    if "key" in w:
        return "키"
    return "인증 정보"


# ---------------------------------------------------------------------------
# generic prose frames.  placeholders: topic where svc env person key V
# mc_pre / le_pre introduce a snippet, *_post follow it, *_plain stand alone,
# *_inline contain the value {V}
# ---------------------------------------------------------------------------
FRAMES = {"en": {
    "mc_pre": [
        "I didn't know where {svc} reads the {topic} from in {env}. The user pasted the {where}:",
        "{person} pasted this in the thread when I asked why the {env} job couldn't authenticate:",
        "Missing piece: which {key} is live in {env}. From the {where}:",
        "I assumed the {topic} came from the secret manager, but {svc} actually loads it from this {where}:",
        "The integration test for {svc} hit the real API; the {where} it used was:",
        "While debugging the {env} outage I found the {topic} hard-coded in the {where}:",
        "The failing CI step echoed its configuration, so this ended up in the job output:",
        "The README never says how {svc} authenticates. {person} shared this {where}:",
        "I was asked to migrate {svc} to the new account and didn't know the {topic} was this one:",
        "Repro from the user (they said it works on their laptop but not in {env}):",
        "Didn't realise the {where} in the repo was the real one, not an example:",
        "The on-call handover only had this {where} for {svc}:",
    ],
    "mc_post": [
        "That value was still valid when I tested it.",
        "It is the {env} credential, not a test one.",
        "This is exactly what the failing run used.",
        "The same value is set in the CI settings too.",
        "{person} confirmed it is the current one.",
        "(pasted as-is from the terminal)",
        "I had been looking in the wrong file for an hour.",
        "Nobody had documented this anywhere else.",
    ],
    "mc_plain": [
        "I didn't know {svc} had its own {topic} separate from the shared one.",
        "Nobody told me the {topic} for {env} had been rotated last week.",
        "I didn't know which account {svc} talks to in {env}.",
        "I wasn't aware the {env} config overrides the values in the secret manager.",
        "I didn't know {person} owns the {topic} and rotates it by hand.",
    ],
    "le_pre": [
        "The working configuration for {svc} in {env}:",
        "Fix was to set {key} explicitly:",
        "What finally worked:",
        "Correct setup (verified against {env}):",
        "For the record, the values {svc} needs:",
    ],
    "le_post": [
        "Restart {svc} after changing it; it only reads the value at startup.",
        "Remember the env var wins over the config file.",
        "The old value in the wiki is dead.",
        "This should move to the secret manager soon.",
        "Verified with a smoke test against {env}.",
    ],
    "le_plain": [
        "{svc} reads {key} only at startup, so after rotating the {topic} the pods must be restarted.",
        "When {svc} fails auth in {env}, check the {where} first; the env var overrides the vault value.",
        "the {topic} is not shared between {env} and local, each has its own.",
        "Keeping {key} in the {where} is how it leaked into logs; it belongs in the secret manager.",
        "Never print the config object on startup, it dumps {key} with it.",
    ],
    "le_inline": [
        "{svc} in {env} authenticates with {key}={V}; the older value in the wiki is revoked.",
        "The live {topic} is {V} and anything else in old docs is dead.",
        "Use {V} for {key} in {env} until {person} rotates it.",
        "The value that works is {V} (the one in the runbook has a typo).",
    ],
    "ask_plain": [
        "",
        "",
        "Which environment is the {topic} for, and has it been rotated since?",
        "Should {key} come from the secret manager instead of the {where}?",
        "Who owns the {topic} and how do I request a new one?",
        "Is there a separate {topic} for {env}, or is it shared?",
        "Do you want me to rotate the {topic} now that it was pasted in chat?",
    ],
    "ask_inline": [
        "Is {V} still the current {key} for {env}, or was it rotated?",
        "Can I keep using {V} for the {env} run, or should I ask for a new key?",
        "Should I replace {V} with a key scoped to {svc} only?",
        "{key} is {V} right now; is that the production one?",
    ],
}, "ko": {
    "mc_pre": [
        "{svc:가} {env}에서 {topic:을} 어디서 읽는지 몰랐음. 사용자가 붙여준 {where}:",
        "{env} 잡이 왜 인증에 실패하는지 물었더니 {person}님이 스레드에 붙여준 내용:",
        "{env}에서 실제로 쓰는 {key} 값이 뭔지 몰랐음. {where} 내용:",
        "{topic:은} 시크릿 매니저에서 온다고 생각했는데 실제로는 아래 {where}에서 읽고 있었다:",
        "{svc} 통합 테스트가 실제 API를 호출했고, 그때 쓴 {where}:",
        "{env} 장애 디버깅 중에 {where}에 하드코딩된 {topic:을} 발견:",
        "실패한 CI 스텝이 설정을 그대로 출력해서 잡 로그에 남은 내용:",
        "README에 {svc} 인증 방법이 없어서 {person}님이 공유해 준 {where}:",
        "{svc:를} 새 계정으로 옮기라는 작업이었는데 {topic:이} 이거라는 걸 몰랐다:",
        "사용자 재현 내용 (로컬에서는 되는데 {env}에서는 안 된다고 함):",
        "저장소에 있는 {where:가} 예시가 아니라 실제 값이라는 걸 몰랐음:",
    ],
    "mc_post": [
        "테스트했을 때 이 값은 아직 유효했음.",
        "테스트용이 아니라 {env} 값이다.",
        "실패한 실행에서 실제로 쓴 값이 이거.",
        "CI 설정에도 같은 값이 들어가 있음.",
        "{person}님이 현재 값이 맞다고 확인해 줌.",
        "(터미널에서 그대로 복사)",
        "한 시간 동안 엉뚱한 파일만 보고 있었다.",
    ],
    "mc_plain": [
        "{svc:가} 공용 키와 별도로 자체 {topic:을} 쓰는 줄 몰랐음.",
        "{env}용 {topic:이} 지난주에 교체됐다는 걸 아무도 말해주지 않았다.",
        "{svc:가} {env}에서 어느 계정에 붙는지 몰랐다.",
        "{env} 설정이 시크릿 매니저 값을 덮어쓴다는 걸 몰랐다.",
        "{topic:은} {person}님이 직접 관리하고 수동으로 교체한다는 걸 몰랐음.",
    ],
    "le_pre": [
        "{env}에서 {svc:가} 정상 동작하는 설정:",
        "{key:를} 명시적으로 넣어서 해결:",
        "최종적으로 동작한 설정:",
        "올바른 설정 ({env}에서 확인함):",
        "기록용, {svc:가} 필요로 하는 값:",
    ],
    "le_post": [
        "값을 바꾼 뒤에는 {svc:를} 재시작해야 함. 시작할 때만 읽는다.",
        "환경변수가 설정 파일보다 우선한다는 점 주의.",
        "위키에 있는 예전 값은 폐기됨.",
        "곧 시크릿 매니저로 옮겨야 한다.",
        "{env}에 스모크 테스트로 확인 완료.",
    ],
    "le_plain": [
        "{svc:는} {key:를} 시작 시에만 읽으므로 {topic:을} 교체하면 파드를 재시작해야 한다.",
        "{env}에서 {svc} 인증이 실패하면 먼저 {where:를} 확인할 것. 환경변수가 vault 값보다 우선함.",
        "{topic:은} {env:와} 로컬이 공유하지 않는다. 각각 따로 있음.",
        "{key:를} {where}에 두는 바람에 로그로 샜다. 시크릿 매니저로 옮겨야 함.",
        "시작할 때 config 객체를 통째로 출력하지 말 것. {key}까지 같이 찍힌다.",
    ],
    "le_inline": [
        "{env}의 {svc:는} {key}={V} 로 인증한다. 위키의 예전 값은 폐기됨.",
        "현재 유효한 {topic:은} {V} 이고, 옛 문서의 값은 모두 만료.",
        "{person}님이 교체하기 전까지 {env}에서는 {key}에 {V} 사용.",
        "동작하는 값은 {V} (런북에 있는 값은 오타가 있음).",
    ],
    "ask_plain": [
        "",
        "",
        "{topic:은} 어느 환경용이고, 그 뒤로 교체됐나요?",
        "{key:를} {where} 대신 시크릿 매니저에서 읽도록 바꿀까요?",
        "{topic} 담당자가 누구고 새로 발급받으려면 어떻게 하나요?",
        "{env}용 {topic:이} 따로 있나요, 아니면 공용인가요?",
        "채팅에 노출됐으니 {topic:을} 지금 교체할까요?",
    ],
    "ask_inline": [
        "{env}의 {key:가} 아직 {V} 인가요, 아니면 교체됐나요?",
        "{env} 실행에 {V:를} 계속 써도 되나요, 새 키를 요청할까요?",
        "{V:를} {svc} 전용 권한 키로 바꿀까요?",
        "지금 {key:가} {V} 인데, 이게 운영 키 맞나요?",
    ],
}}


SPEC_API = {"_p": 0.3, "en": {
    "mc_pre": ["The {env} deploy of {svc} kept failing with 401 and I didn't know the {topic} had been rotated. Current {where}:",],
    "mc_plain": ["The task said 'fix the 401s in {svc}' with no hint about where credentials live.",],
    "le_pre": ["Keep this exact block, the vendor rejects any other header form:",],
    "le_plain": ["A 401 with a valid-looking key usually means the wrong environment's key, compare before debugging code.", "Rotate the {topic} in the vendor console first, then update {key} everywhere it is set.",],
    "le_inline": ["Setting {key} to {V} fixed the 401s.",],
}, "ko": {
    "mc_pre": ["{env} 배포가 계속 401로 실패했는데 {topic:이} 교체된 걸 몰랐다. 현재 {where}:",],
    "mc_plain": ["작업 설명에 '{svc} 401 고쳐줘'만 있고 인증 정보 위치는 없었음.",],
    "le_pre": ["벤더가 다른 헤더 형식은 거부하니 아래 형태 그대로 유지할 것:",],
    "le_plain": ["정상처럼 보이는 키로 401이 나면 대부분 다른 환경의 키다. 코드 보기 전에 값부터 비교.", "벤더 콘솔에서 {topic:을} 먼저 교체하고, {key:가} 설정된 곳을 전부 갱신할 것.",],
    "le_inline": ["{key:를} {V} 로 바꾸니 401이 해결됨.",],
}}


def _pool(rng, lang, spec, key, p_spec=0.65):
    gen = [] if (spec or {}).get("_only") else FRAMES[lang].get(key, [])
    own = (spec or {}).get(lang, {}).get(key, [])
    if own and (not gen or chance(rng, (spec or {}).get("_p", p_spec))):
        return pick(rng, own)
    if gen:
        return pick(rng, gen)
    return None


def fence_for(cname):
    c = cname.lower()
    for key, f in [("yaml", "yaml"), ("yml", "yaml"), ("kubernetes", "yaml"), ("actions", "yaml"), ("gitlab", "yaml"),
                   ("json", "json"), ("toml", "toml"), ("ini", "ini"), ("credentials", "ini"), ("xml", "xml"),
                   ("config", "xml"), ("dockerfile", "dockerfile"), ("terraform", "hcl"), ("python", "python"),
                   ("javascript", "js"), ("typescript", "ts"), ("go ", "go"), ("java", "java"), ("kotlin", "kotlin"),
                   ("csharp", "csharp"), ("ruby", "ruby"), ("php", "php"), ("rust", "rust"), ("swift", "swift"),
                   ("powershell", "powershell"), ("curl", "bash"), ("command", "bash"), ("export", "bash"),
                   (".env", "dotenv"), ("diff", "diff"), ("log", "text"), ("trace", "text"), ("http", "http"),
                   ("sql", "sql")]:
        if key in c:
            return f
    return ""


def wrap_snippet(rng, snippet, fence=""):
    multi = "\n" in snippet
    r = rng.random()
    if r < 0.45:
        fence = "```" + (fence if (fence and chance(rng, 0.6)) else pick(rng, ["", "", "text"]))
        fence = fence.rstrip() if multi else "```"
        return "%s\n%s\n```" % (fence, snippet)
    if not multi and r < 0.7:
        return "`%s`" % snippet
    if r < 0.8:
        return "\n".join("    " + ln for ln in snippet.split("\n"))
    return snippet


def fresh(rng, lang, spec, key, kw, avoid=""):
    """a formatted sentence from pool `key` that does not already occur in `avoid`"""
    out = ""
    for _ in range(6):
        t = _pool(rng, lang, spec, key)
        if t is None:
            return ""
        out = fmt(t, kw)
        if not out or out not in avoid:
            return out
    return ""


def arrange(rng, lang, spec, kw, snippet, pre_key, post_key, plain_key, fence="", avoid=""):
    snip = wrap_snippet(rng, snippet, fence)
    pos = pick(rng, ["start", "middle", "middle", "end", "end"])
    if pos == "start":
        tail = fresh(rng, lang, spec, post_key, kw, avoid) or fresh(rng, lang, spec, plain_key, kw, avoid)
        return snip + "\n" + tail
    pre = fresh(rng, lang, spec, pre_key, kw, avoid)
    if pos == "middle":
        tail = fresh(rng, lang, spec, post_key, kw, avoid + pre) or fresh(rng, lang, spec, plain_key, kw, avoid + pre)
        return pre + "\n" + snip + "\n" + tail
    lead = ""
    if chance(rng, 0.35):
        lead = fresh(rng, lang, spec, plain_key, kw, avoid + pre)
        lead = (lead + " ") if lead else ""
    return lead + pre + "\n" + snip


def compose(rng, lang, kw, snippet=None, inline=None, spec=None, place=None, p_repeat=0.3, p_ask_inline=0.35,
            fence=""):
    """build the three fields.  snippet goes to missing_context or lesson; inline value may be repeated."""
    kw = dict(kw)
    if inline is not None:
        kw["V"] = inline
    place = place or pick(rng, ["mc", "mc", "le", "le", "le"])
    ask_key = "ask_plain"
    if snippet is None:
        # value only inline: put it in lesson, missing_context or the question
        where = pick(rng, ["le", "le", "mc", "ask"])
        mc_t = _pool(rng, lang, spec, "mc_inline", 1.0) if where == "mc" else None
        if mc_t is None:
            mc_t = _pool(rng, lang, spec, "mc_plain")
            if where == "mc":
                where = "le"
        mc = fmt(mc_t, kw)
        lesson = fresh(rng, lang, spec, "le_inline" if where == "le" else "le_plain", kw, mc)
        if where == "ask" or chance(rng, p_ask_inline * 0.5):
            ask_key = "ask_inline"
        ask = fresh(rng, lang, spec, ask_key, kw, mc + lesson)
        return tidy({"missing_context": mc, "lesson": lesson, "ask_next_time": ask})
    if place == "mc":
        mc = arrange(rng, lang, spec, kw, snippet, "mc_pre", "mc_post", "mc_plain", fence)
        if inline is not None and chance(rng, p_repeat):
            lesson = fresh(rng, lang, spec, "le_inline", kw, mc)
        else:
            lesson = fresh(rng, lang, spec, "le_plain", kw, mc)
    else:
        mc = fmt(_pool(rng, lang, spec, "mc_plain"), kw)
        lesson = arrange(rng, lang, spec, kw, snippet, "le_pre", "le_post", "le_plain", fence, avoid=mc)
        if chance(rng, 0.3):
            extra = fresh(rng, lang, spec, "le_plain", kw, mc + lesson)
            if extra:
                lesson = extra + "\n" + lesson
    if inline is not None and chance(rng, p_ask_inline):
        ask_key = "ask_inline"
    ask = fresh(rng, lang, spec, ask_key, kw, mc + lesson)
    return tidy({"missing_context": mc, "lesson": lesson, "ask_next_time": ask})


def tidy(fields):
    return {k: _THE_RE.sub(lambda m: m.group(1) + "The ", fields[k].strip("\n").rstrip()) for k in FIELD_KEYS}


# ---------------------------------------------------------------------------
# decks: shuffled cycles so that every vendor / variant is used evenly
# ---------------------------------------------------------------------------
class Deck:
    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def draw(self, rng):
        if not self.queue:
            self.queue = list(self.items)
            rng.shuffle(self.queue)
        return self.queue.pop()


VENDOR_DECK = Deck(range(len(VENDORS)))
VARIANT_DECKS = {}


def variant(rng, name, n):
    """draw a sub-variant index from a per-template shuffled deck, so every variant gets used"""
    if name not in VARIANT_DECKS:
        VARIANT_DECKS[name] = Deck(range(n))
    return VARIANT_DECKS[name].draw(rng)
VENDOR_USE = {}


def draw_vendor(rng):
    v = VENDORS[VENDOR_DECK.draw(rng)]
    return v


def topic_of(v, lang):
    if lang == "ko":
        if v["region"] == "framework":
            return "%s %s" % (v["vendor"], v["what"])
        return "%s %s" % (v["vendor"], ko_noun(v["what"]))
    return "%s %s" % (v["vendor"], v["what"])


def base_kw(rng, lang):
    return {"svc": svc(rng, lang), "env": env(rng, lang), "person": person(rng, lang)}


def uniq(seq):
    return list(dict.fromkeys(seq))


def present(fields, values):
    text = "\n".join(fields.values())
    return [x for x in uniq(values) if x in text]


# ---------------------------------------------------------------------------
# SECRET TEMPLATES.  each returns (category, fields, secrets)
# ---------------------------------------------------------------------------
def t_vendor(rng, lang):
    v = draw_vendor(rng)
    creds = v["gen"](rng)
    cname, snippet, derived = render_creds(rng, creds, v)
    sec = [val for _, val, s in creds if s] + derived
    main = [c for c in creds if c[2]][-1]
    kw = base_kw(rng, lang)
    kw.update(topic=topic_of(v, lang), where=where_phrase(cname, lang), key=main[0])
    inline = main[1] if (chance(rng, 0.45) and len(main[1]) <= 160) else None
    fields = compose(rng, lang, kw, snippet=snippet, inline=inline, fence=fence_for(cname), spec=SPEC_API, p_repeat=0.5)
    return ("vendor token: %s %s in %s" % (v["vendor"], v["what"], cname), fields, present(fields, sec),
            [v["vendor"]])


# ---------------------------------------------------------------------------
# validation (FORMAT.txt rules)
# ---------------------------------------------------------------------------
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Reject(Exception):
    pass


def _occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def check_fields(fields):
    if list(fields.keys()) != list(FIELD_KEYS):
        raise Reject("field order")
    for k in FIELD_KEYS:
        v = fields[k]
        if not isinstance(v, str):
            raise Reject("type")
        if utf8len(v) > LIMITS[k]:
            raise Reject("too long: %s %d" % (k, utf8len(v)))
        if v != v.strip("\n").rstrip():
            raise Reject("untrimmed %s" % k)
    if not fields["missing_context"] or not fields["lesson"]:
        raise Reject("empty field")


def check_secret_note(fields, secrets):
    """every secret >= 8 chars, appears verbatim, and no 8-char window of any secret occurs in the
    fields outside the occurrences of the secrets themselves"""
    if not secrets:
        raise Reject("no secrets")
    texts = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8:
            raise Reject("short secret %r" % s)
        if s != s.strip() or "\n" in s:
            raise Reject("secret whitespace")
        if not any(s in t for t in texts):
            raise Reject("secret missing")
    for t in texts:
        covered = bytearray(len(t))
        for s in secrets:
            for p in _occurrences(t, s):
                for i in range(p, p + len(s)):
                    covered[i] = 1
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in _occurrences(t, w):
                    if not all(covered[p:p + 8]):
                        raise Reject("window %r of a secret occurs outside the secrets" % w)


def check_clean_note(fields, secrets):
    if secrets:
        raise Reject("clean note with secrets")


# --- passwords of services in configuration files ---------------------------
PW_SERVICES = [("PostgreSQL", "POSTGRES_USER", "POSTGRES_PASSWORD"), ("MySQL", "MYSQL_USER", "MYSQL_ROOT_PASSWORD"),
               ("Redis", None, "REDIS_PASSWORD"), ("RabbitMQ", "RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS"),
               ("MongoDB", "MONGO_INITDB_ROOT_USERNAME", "MONGO_INITDB_ROOT_PASSWORD"),
               ("Elasticsearch", "ELASTIC_USERNAME", "ELASTIC_PASSWORD"), ("SMTP relay", "SMTP_USER", "SMTP_PASSWORD"),
               ("LDAP", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD"), ("Keycloak", "KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD"),
               ("Grafana", "GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD"),
               ("Jenkins", "JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD"), ("MinIO", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD"),
               ("Kafka SASL", "KAFKA_SASL_USERNAME", "KAFKA_SASL_PASSWORD"), ("Harbor", "HARBOR_USERNAME", "HARBOR_ADMIN_PASSWORD"),
               ("SFTP partner", "SFTP_USER", "SFTP_PASSWORD"), ("Oracle DB", "ORACLE_USER", "ORACLE_PASSWORD"),
               ("MSSQL", "MSSQL_USER", "MSSQL_SA_PASSWORD"), ("Airflow", "AIRFLOW_ADMIN_USER", "AIRFLOW_ADMIN_PASSWORD")]


def pseudo_vendor(name, ukey, pkey, lang):
    def gen(rng):
        out = []
        if ukey:
            u = pick(rng, DBUSERS) if "LDAP" not in ukey else "cn=%s,ou=svc,dc=corp,dc=local" % pick(rng, DBUSERS)
            out.append((ukey, u, False))
        out.append((pkey, any_password(rng, lang)[1], True))
        if chance(rng, 0.5):
            out.insert(0, (pkey.split("_")[0] + "_HOST", host(rng), False))
        return out
    return {"vendor": name, "region": "service", "what": "password", "gen": gen, "auth": None}


SPEC_PW = {"en": {
    "mc_plain": ["I didn't know the {topic} for {env} differs from the one in the team vault.",
                 "Nobody mentioned {svc} connects with its own account instead of the shared one.",
                 "I didn't know the {topic} had been changed by {person} during the migration."],
    "le_plain": ["The {topic} in the {where} is the source of truth for {env}; the vault entry is stale.",
                 "Quote the password in YAML/shell, it contains characters the parser eats.",
                 "If {svc} says 'authentication failed', compare {key} with the {where} before touching the code.",
                 "The container only applies {key} on first start; changing it later needs a volume reset."],
    "ask_inline": ["Is the {topic} still {V}, or did {person} change it after the migration?",
                   "Should I keep {V} as the {env} password or generate a new one?"],
}, "ko": {
    "mc_plain": ["{env} {topic:이} 팀 vault에 있는 값과 다르다는 걸 몰랐다.",
                 "{svc:가} 공용 계정이 아니라 별도 계정으로 접속한다는 얘기를 못 들었음.",
                 "마이그레이션 중에 {person}님이 {topic:을} 바꿨다는 걸 몰랐다."],
    "le_plain": ["{env}의 기준 값은 {where}에 있는 {topic}이고, vault 항목은 오래된 값이다.",
                 "비밀번호에 특수문자가 있어서 YAML/셸에서는 반드시 따옴표로 감쌀 것.",
                 "{svc}에서 'authentication failed'가 나면 코드 보기 전에 {key:와} {where}부터 비교.",
                 "컨테이너는 최초 기동 시에만 {key:를} 적용한다. 나중에 바꾸려면 볼륨 초기화 필요."],
    "ask_inline": ["{topic:이} 아직 {V} 인가요, 마이그레이션 후 {person}님이 바꿨나요?",
                   "{env} 비밀번호로 {V:를} 계속 쓸까요, 새로 만들까요?"],
}}


def t_pw_config(rng, lang):
    name, ukey, pkey = pick(rng, PW_SERVICES)
    v = pseudo_vendor(name, ukey, pkey, lang)
    creds = v["gen"](rng)
    cname, snippet, derived = render_creds(rng, creds, v, allow_http=False)
    sec = [val for _, val, s in creds if s] + derived
    kw = base_kw(rng, lang)
    kw.update(topic=("%s password" % name) if lang == "en" else ("%s 비밀번호" % name),
              where=where_phrase(cname, lang), key=pkey)
    pw = [c for c in creds if c[2]][0][1]
    fields = compose(rng, lang, kw, snippet=snippet, inline=pw if chance(rng, 0.35) else None, spec=SPEC_PW,
                     fence=fence_for(cname))
    return "service password: %s in %s" % (name, cname), fields, present(fields, sec), []


# --- passwords of people in prose and chat ----------------------------------
PEOPLE_ACCOUNTS = {"en": ["the shared QA account", "the admin console of {svc}", "the bastion VPN", "the NAS admin page",
                          "{person}'s Jenkins login", "the staging Windows jump host", "the vendor portal",
                          "the office router", "the test iPhone's Apple ID", "the root account of the old MySQL box",
                          "the partner SFTP", "the Grafana admin user"],
                   "ko": ["QA 공용 계정", "{svc} 관리자 콘솔", "배스천 VPN", "NAS 관리자 페이지", "{person}님 Jenkins 계정",
                          "스테이징 윈도우 점프 호스트", "협력사 포털", "사무실 공유기", "테스트폰 Apple ID",
                          "구 MySQL 서버 root 계정", "공동인증서", "파트너 SFTP", "그룹웨어 공용 계정"]}

SPEC_PWP = {"_only": True, "en": {
    "mc_inline": ["I didn't have the login for {account}; {person} said the password is {V} and the user is {user}.",
                  "The runbook step failed at login. {person} then told me: user {user}, password {V}.",
                  "The task needed {account}. Credentials from the ticket: {user} / {V}"],
    "mc_plain": ["I didn't know {account} needed a separate login from SSO.",
                 "Nobody told me {account} was still on a local password rather than SSO."],
    "le_inline": ["{account}: {user} / {V} (the SSO button doesn't work for this one).",
                  "Log in to {account} as {user} with {V}; the old password in the wiki no longer works.",
                  "{person} reset {account}; the new password is {V}.",
                  "For {account} use {user} and password {V}, then switch to the {env} tenant."],
    "le_plain": ["{account} is outside SSO, so the password has to be typed; it locks after 5 failures.",
                 "Ask {person} before logging into {account}, it triggers an alert."],
    "ask_inline": ["Is the password for {account} still {V}?", "Can I keep using {V} for {account} or will {person} rotate it?",
                   "Should I store {V} for {account} in the team vault?"],
    "ask_plain": ["", "Who else needs access to {account}?"],
    "mc_pre": ["{person} sent this in DM when I asked for access to {account}:"],
    "le_pre": ["Login details for {account} (from {person}):"],
    "mc_post": ["I used it once to fix the job."], "le_post": ["Rotate after the audit."],
}, "ko": {
    "mc_inline": ["{account} 로그인 정보가 없었다. {person}님이 아이디는 {user}, 비밀번호는 {V} 라고 알려줌.",
                  "런북 단계가 로그인에서 막혔는데, {person}님이 {user} / {V} 로 들어가라고 함.",
                  "작업에 {account:이} 필요했고 티켓에 적힌 정보: {user} / {V}"],
    "mc_plain": ["{account:이} SSO와 별도 로그인이 필요하다는 걸 몰랐다.",
                 "{account:이} 아직 SSO가 아니라 로컬 비밀번호를 쓴다는 걸 아무도 알려주지 않았음."],
    "le_inline": ["{account}: {user} / {V} (이건 SSO 버튼이 안 먹힘).",
                  "{account}에는 {user} 계정, 비밀번호 {V} 로 로그인. 위키의 예전 비번은 안 됨.",
                  "{person}님이 {account:을} 초기화했고 새 비밀번호는 {V}.",
                  "{account:은} {user} / {V} 로 로그인한 뒤 {env} 테넌트로 전환."],
    "le_plain": ["{account:은} SSO 밖이라 비밀번호를 직접 입력해야 하고 5회 실패하면 잠긴다.",
                 "{account}에 로그인하기 전에 {person}님께 먼저 말할 것. 알림이 간다."],
    "ask_inline": ["{account} 비밀번호가 아직 {V} 인가요?", "{account}에 {V:를} 계속 써도 되나요, {person}님이 바꾸시나요?",
                   "{account} 비번 {V:를} 팀 vault에 저장할까요?"],
    "ask_plain": ["", "{account} 접근이 필요한 사람이 또 있나요?"],
    "mc_pre": ["{account} 접근을 요청했더니 {person}님이 DM으로 보내준 내용:"],
    "le_pre": ["{account} 로그인 정보 ({person}님 제공):"],
    "mc_post": ["잡 고치는 데 한 번 사용함."], "le_post": ["감사 끝나면 교체 예정."],
}}


def t_pw_prose(rng, lang):
    kind, pw = any_password(rng, lang)
    kw = base_kw(rng, lang)
    kw["user"] = pick(rng, ["admin", "root", "qa01", username(rng), email(rng), "svc_" + pick(rng, DBNAMES)])
    kw["account"] = fmt(pick(rng, PEOPLE_ACCOUNTS[lang]), kw)
    kw.update(topic=kw["account"], where="chat", key="password")
    if chance(rng, 0.3):
        who = pick(rng, FIRST_EN + FIRST_KO_ROM)
        lines = ["[%s] %s: %s" % (hhmm(rng), who, pick(rng, ["login?", "비번 뭐예요?", "can you share the password",
                                                             "계정 정보 주세요"])),
                 "[%s] %s: %s / %s" % (hhmm(rng), kw["person"] if lang == "en" else pick(rng, FIRST_KO_ROM), kw["user"], pw)]
        fields = compose(rng, lang, kw, snippet="\n".join(lines), inline=pw, spec=SPEC_PWP, p_repeat=0.25)
    else:
        fields = compose(rng, lang, kw, snippet=None, inline=pw, spec=SPEC_PWP)
    return "person password (%s) in prose" % kind, fields, present(fields, [pw]), []


# --- passwords inside commands ----------------------------------------------
def _dom(rng):
    return pick(rng, ["corp.example", "acme.internal", "example.co.kr", "intra.example.jp", "lab.example.net"])


def _pw_no(rng, lang, bad=""):
    while True:
        pw = any_password(rng, lang, shell_safe=True)[1]
        if not any(c in pw for c in bad):
            return pw


def cmd_variants(rng, lang):
    """returns (label, command text, [secrets], tip_en, tip_ko)"""
    h, u, db = host(rng), pick(rng, DBUSERS), pick(rng, DBNAMES)
    k = variant(rng, "cmd_variants", 40)
    if k == 0:
        pw = _pw_no(rng, lang, " ")
        return ("mysql -p attached password", "mysql -h %s -u %s -p%s %s" % (h, u, shq(pw), db), [pw],
                "mysql -p with the value attached ends up in shell history; use ~/.my.cnf or --login-path.",
                "mysql -p 뒤에 비밀번호를 붙이면 셸 히스토리에 남는다. ~/.my.cnf나 --login-path를 쓸 것.")
    if k == 1:
        pw = _pw_no(rng, lang)
        return ("mysql --password= flag", "mysql --user=%s --password=%s --host=%s %s" % (u, shq(pw), h, db), [pw],
                "--password=VALUE is visible in `ps` for every user on the box.",
                "--password=값 형태는 서버의 모든 사용자가 ps로 볼 수 있다.")
    if k == 2:
        pw = _pw_no(rng, lang, " ")
        return ("mysqldump attached password", "mysqldump -u%s -p%s --single-transaction %s > /backup/%s.sql" % (
            u, shq(pw), db, db), [pw], "The nightly dump script had the password inline; it now reads MYSQL_PWD from the unit file.",
                "야간 덤프 스크립트에 비밀번호가 그대로 있었다. 이제 유닛 파일의 MYSQL_PWD에서 읽는다.")
    if k == 3:
        pw = _pw_no(rng, lang)
        return ("psql PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select 1'" % (shq(pw), h, u, db),
                [pw], "psql ignores -W when PGPASSWORD is set, so the prompt never appears.",
                "PGPASSWORD가 설정돼 있으면 psql은 프롬프트를 띄우지 않는다.")
    if k == 4:
        pw = _pw_no(rng, lang)
        return ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (shq(pw), u, ip(rng)), [pw],
                "sshpass was only a stopgap; the host accepts keys now.",
                "sshpass는 임시방편이었고 이제 키 인증이 된다.")
    if k == 5:
        pw = _pw_no(rng, lang)
        return ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, shq(pw)), [pw],
                "redis-cli -a works but prints a warning unless --no-auth-warning is given.",
                "redis-cli -a는 --no-auth-warning 없으면 경고를 출력한다.")
    if k == 6:
        pw = _pw_no(rng, lang)
        return ("mongosh -p", 'mongosh "mongodb://%s:27017/admin" -u %s -p %s' % (h, u, shq(pw)), [pw],
                "authSource must be admin for the root user or the login fails silently.",
                "root 계정은 authSource=admin이어야 한다. 아니면 조용히 실패함.")
    if k == 7:
        pw = _pw_no(rng, lang)
        reg = pick(rng, ["harbor.%s" % _dom(rng), "registry.%s" % _dom(rng), "nexus.%s:8443" % _dom(rng)])
        return ("docker login -p", "docker login %s -u %s -p %s" % (reg, u, shq(pw)), [pw],
                "docker login -p is insecure; pipe it with --password-stdin in CI.",
                "docker login -p는 안전하지 않다. CI에서는 --password-stdin으로 넘길 것.")
    if k == 8:
        pw = _pw_no(rng, lang)
        return ("htpasswd -b positional password", "sudo htpasswd -bc /etc/nginx/.htpasswd %s %s" % (
            pick(rng, ["admin", "ops", "viewer"]), shq(pw)), [pw], "-c overwrites the file; use it only for the first user.",
                "-c 옵션은 파일을 덮어쓴다. 첫 사용자에게만 쓸 것.")
    if k == 9:
        pw = _pw_no(rng, lang, " ")
        return ("curl -u user:password", "curl -u %s https://%s/api/health" % (shq("%s:%s" % (u, pw)), h), [pw],
                "The health endpoint needs basic auth only on the internal ingress.",
                "헬스 엔드포인트는 내부 ingress에서만 basic auth가 필요하다.")
    if k == 10:
        pw = _pw_no(rng, lang, " ")
        fs = "fs%02d" % rng.randint(1, 9)
        return ("net use positional password", "net use Z: \\\\%s\\%s %s /user:CORP\\%s /persistent:no" % (
            fs, pick(rng, ["share", "finance", "deploy"]), pw, u), [pw],
                "Mapping the drive as the service account avoids the double-hop problem.",
                "서비스 계정으로 드라이브를 매핑해야 더블 홉 문제가 안 생긴다.")
    if k == 11:
        pw = _pw_no(rng, lang, " %")
        return ("smbclient -U user%password", "smbclient //%s/%s -U %s%%%s -c 'ls'" % (
            h, pick(rng, ["public", "scans", "backup"]), u, pw), [pw],
                "smbclient takes user%password in one argument; the % is the separator.",
                "smbclient는 user%password를 한 인자로 받는다. %가 구분자.")
    if k == 12:
        pw1, pw2 = _pw_no(rng, lang, " "), _pw_no(rng, lang, " ")
        return ("keytool -storepass/-deststorepass", "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 "
                "-srcstorepass %s -destkeystore app.jks -deststorepass %s" % (shq(pw1), shq(pw2)), [pw1, pw2],
                "The JKS store password and the PKCS12 password differ; Tomcat needs the JKS one.",
                "JKS 스토어 비밀번호와 PKCS12 비밀번호가 다르다. Tomcat에는 JKS 쪽이 필요함.")
    if k == 13:
        pw = _pw_no(rng, lang, " ")
        return ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s"
                % pw, [pw], "Windows import fails on the new AES default; add -legacy for old clients.",
                "구형 윈도우는 AES 기본값을 못 읽어서 -legacy 옵션이 필요하다.")
    if k == 14:
        pw = _pw_no(rng, lang)
        return ("wget --password=", "wget --user=%s --password=%s https://%s/artifacts/release.tar.gz" % (
            u, shq(pw), "nexus." + _dom(rng)), [pw], "Nexus returns 401 for wget unless --auth-no-challenge is added.",
                "Nexus는 --auth-no-challenge 없이 wget 하면 401을 준다.")
    if k == 15:
        pw = any_password(rng, lang)[1]
        enc = pct_encode(pw)
        return ("git clone https user:password URL", "git clone https://%s:%s@git.%s/%s/%s.git" % (
            u, enc, _dom(rng), pick(rng, TEAM_EN).lower(), pick(rng, PROJECTS)), [enc],
                "Special characters in the password must be percent-encoded in the clone URL.",
                "clone URL의 비밀번호 특수문자는 퍼센트 인코딩해야 한다.")
    if k == 16:
        pw = any_password(rng, lang)[1]
        enc = pct_encode(pw)
        return ("pip --index-url with credentials", "pip install --index-url https://%s:%s@nexus.%s/repository/pypi/simple %s"
                % (u, enc, _dom(rng), pick(rng, PROJECTS) + "-client"), [enc],
                "pip caches the index URL with credentials in its log when -v is on.",
                "pip -v를 켜면 자격 증명이 포함된 인덱스 URL이 로그에 남는다.")
    if k == 17:
        pw = _pw_no(rng, lang)
        return ("ldapsearch -w", 'ldapsearch -x -H ldaps://%s -D "cn=%s,ou=svc,dc=corp,dc=local" -w %s -b "dc=corp,dc=local" "(uid=%s)"'
                % (h, u, shq(pw), username(rng)), [pw], "Use -W to be prompted; -w puts the bind password on the command line.",
                "-W를 쓰면 프롬프트로 받는다. -w는 바인드 비밀번호가 명령줄에 남는다.")
    if k == 18:
        pw = _pw_no(rng, lang)
        return ("sqlcmd -P", 'sqlcmd -S %s,1433 -U sa -P %s -Q "SELECT @@VERSION"' % (h, shq(pw)), [pw],
                "The SA login is only for the restore; apps use contained users.",
                "SA 계정은 복원용이고 앱은 contained user를 쓴다.")
    if k == 19:
        pw = _pw_no(rng, lang)
        return ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'"
                % (u, shq(pw), u), [pw], "Delete the guest user afterwards; it only works from localhost anyway.",
                "이후 guest 계정은 삭제할 것. 어차피 localhost에서만 된다.")
    if k == 20:
        pw = _pw_no(rng, lang, ":")
        return ("chpasswd via echo", "echo '%s:%s' | sudo chpasswd" % (u, pw), [pw],
                "chpasswd reads user:password pairs from stdin.", "chpasswd는 표준입력에서 user:password 쌍을 읽는다.")
    if k == 21:
        ak, sk = rs(rng, UPALNUM, 20), rs(rng, ALNUM, 40)
        return ("mc alias set positional keys", "mc alias set %s https://minio.%s %s %s" % (
            pick(rng, ["minio", "backup", "s3lab"]), _dom(rng), ak, sk), [ak, sk],
                "The alias is stored in ~/.mc/config.json in plain text.", "alias 정보는 ~/.mc/config.json에 평문으로 저장된다.")
    if k == 22:
        sec = rs(rng, ALNUM, 3) + "8Q~" + rs(rng, ALNUM + "_~.-", 34)
        return ("az login service principal -p", "az login --service-principal -u %s -p %s --tenant %s" % (
            ruuid(rng), sec, ruuid(rng)), [sec], "The client secret expires after 6 months; the CI failure was expiry.",
                "클라이언트 시크릿은 6개월 후 만료된다. CI 실패 원인이 만료였음.")
    if k == 23:
        pw1, pw2 = _pw_no(rng, lang, " "), _pw_no(rng, lang, " ")
        return ("ansible -e ansible_password", 'ansible-playbook site.yml -i inventory/%s -e "ansible_user=%s ansible_password=%s ansible_become_pass=%s"'
                % (pick(rng, ENVS[:3]), u, pw1, pw2), [pw1, pw2], "Extra vars beat everything, including vault-encrypted group_vars.",
                "extra vars는 vault로 암호화된 group_vars보다도 우선한다.")
    if k == 24:
        pw = _pw_no(rng, lang, " ")
        return ("cmdkey /pass:", "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (h, u, pw), [pw],
                "cmdkey stores it in Credential Manager for the current user only.",
                "cmdkey는 현재 사용자 자격 증명 관리자에만 저장한다.")
    if k == 25:
        pw = _pw_no(rng, lang, " ")
        return ("psexec -p", "psexec \\\\%s -u CORP\\%s -p %s -h cmd /c ipconfig" % (h.split(".")[0], u, pw), [pw],
                "PsExec sends the password to the remote service in clear on old versions.",
                "구버전 PsExec는 비밀번호를 원격 서비스에 평문으로 보낸다.")
    if k == 26:
        tok = rs(rng, LOALNUM, 6) + "." + rs(rng, LOALNUM, 16)
        return ("kubeadm join --token", "kubeadm join %s:6443 --token %s --discovery-token-ca-cert-hash sha256:%s" % (
            ip(rng), tok, rhex(rng, 64)), [tok], "Bootstrap tokens expire after 24h; create a new one with kubeadm token create.",
                "부트스트랩 토큰은 24시간 후 만료된다. kubeadm token create로 새로 만들 것.")
    if k == 27:
        tok = "hvs." + rs(rng, ALNUM, 24)
        return ("vault login positional token", "vault login %s && vault kv get secret/%s/%s" % (
            tok, pick(rng, ENVS[:3]), pick(rng, SERVICES)), [tok], "vault login stores the token in ~/.vault-token.",
                "vault login은 토큰을 ~/.vault-token에 저장한다.")
    if k == 28:
        pw = _pw_no(rng, lang, " ,")
        return ("lftp -u user,password", "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./out /inbox; bye'" % (u, pw, h), [pw],
                "The partner server only accepts passwords, no keys.", "파트너 서버는 키 없이 비밀번호만 받는다.")
    if k == 29:
        pw = _pw_no(rng, lang)
        return ("RSYNC_PASSWORD env prefix", "RSYNC_PASSWORD=%s rsync -av backup@%s::data /srv/restore/" % (shq(pw), h), [pw],
                "rsync daemon auth is separate from ssh; RSYNC_PASSWORD is read only for :: targets.",
                "rsync 데몬 인증은 ssh와 별개이고 RSYNC_PASSWORD는 :: 대상에만 쓰인다.")
    if k == 30:
        pw = any_password(rng, lang)[1]
        enc = pct_encode(pw)
        return ("pg_dump connection URL", 'pg_dump "postgresql://%s:%s@%s:5432/%s" -Fc -f %s.dump' % (u, enc, h, db, db), [enc],
                "pg_dump accepts a full URL; the password part must be percent-encoded.",
                "pg_dump는 URL 전체를 받는다. 비밀번호는 퍼센트 인코딩 필요.")
    if k == 31:
        pw = _pw_no(rng, lang)
        return ("mosquitto_pub -P", "mosquitto_pub -h %s -p 8883 --cafile ca.crt -u %s -P %s -t sensors/test -m hello" % (
            h, u, shq(pw)), [pw], "Port 8883 needs TLS; 1883 is closed on the new broker.",
                "새 브로커는 1883이 닫혀 있고 8883 TLS만 열려 있다.")
    if k == 32:
        pw = _pw_no(rng, lang)
        return ("echo password | docker login --password-stdin", "echo %s | docker login -u %s --password-stdin %s" % (
            shq(pw), u, "registry." + _dom(rng)), [pw], "Still leaks via history because of the echo; use a file or CI secret.",
                "echo 때문에 여전히 히스토리에 남는다. 파일이나 CI 시크릿을 쓸 것.")
    if k == 33:
        pw = _pw_no(rng, lang, " ")
        return ("xfreerdp /p:", "xfreerdp /v:%s /u:%s /p:%s /cert:ignore +clipboard" % (ip(rng), u, pw), [pw],
                "/cert:ignore was only for the lab box.", "/cert:ignore는 실습 서버에서만 쓴 옵션.")
    if k == 34:
        pw = _pw_no(rng, lang, " @/")
        return ("sqlplus user/password@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), [pw],
                "An @ or / inside the password breaks EZConnect parsing.", "비밀번호에 @나 /가 있으면 EZConnect 파싱이 깨진다.")
    if k == 35:
        pw = _pw_no(rng, lang, " ")
        tool = rng.randrange(2)
        if tool == 0:
            return ("7z -p attached password", "7z a -p%s -mhe=on export_%s.7z ./export/*.csv" % (shq(pw), db), [pw],
                    "-mhe=on also hides file names.", "-mhe=on을 주면 파일 이름도 암호화된다.")
        return ("zip -P", "zip -P %s report_%s.zip report.xlsx" % (shq(pw), db), [pw],
                "zip -P uses the weak ZipCrypto; the partner asked for AES.", "zip -P는 약한 ZipCrypto를 쓴다. 파트너는 AES를 요구함.")
    if k == 36:
        pw = _pw_no(rng, lang)
        return ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase %s -d backup_%s.tar.gpg | tar x" % (
            shq(pw), db), [pw], "Without --pinentry-mode loopback gpg 2.2 ignores --passphrase.",
                "gpg 2.2는 --pinentry-mode loopback 없으면 --passphrase를 무시한다.")
    if k == 37:
        pw = _pw_no(rng, lang, " ")
        return ("java -jar --spring.datasource.password=", "java -jar %s.jar --spring.profiles.active=%s --spring.datasource.password=%s"
                % (pick(rng, SERVICES), pick(rng, ENVS[:3]), pw), [pw],
                "Command-line args override application.yml, which is why the yml change did nothing.",
                "명령줄 인자가 application.yml보다 우선해서 yml 수정이 반영되지 않았다.")
    if k == 38:
        pw = _pw_no(rng, lang)
        return ("helm repo add --password", "helm repo add internal https://charts.%s --username %s --password %s" % (
            _dom(rng), u, shq(pw)), [pw], "Use --password-stdin; the flag form is stored in repositories.yaml anyway.",
                "--password-stdin을 쓸 것. 어차피 repositories.yaml에 저장된다.")
    pw = _pw_no(rng, lang)
    return ("sudo -S with echoed password", "echo %s | sudo -S systemctl restart %s" % (shq(pw), pick(rng, SERVICES)), [pw],
            "The deploy user should get a NOPASSWD rule for this one unit instead.",
            "배포 계정에 이 유닛만 NOPASSWD로 허용하는 게 맞다.")


SPEC_CMD = {"_only": True, "en": {
    "ask_plain": ["", "", "Should the {env} maintenance scripts read credentials from a file instead?",
                  "Who owns the {u} account on {env}?", "Is it OK to keep this in the runbook, or should it go to the vault?"],
    "mc_pre": ["The cron job on the {env} host failed at 03:00; the entry was:","The user ran this and asked why it works locally but not from the {env} runner:",
               "From the shell history on the {env} box:", "{person}'s runbook step that I was supposed to automate:",
               "I didn't know how {svc}'s maintenance job logs in. The cron entry runs:"],
    "mc_plain": ["I didn't know {svc}'s maintenance scripts pass credentials on the command line.",
                 "The runbook didn't say which account the {env} maintenance job uses.",
                 "I didn't know the {u} account was still password-only on {env}.",
                 "The ticket only said 'run the usual command', nobody wrote down what it was."],
    "le_pre": ["Working command:", "This is what fixed it in {env}:", "Command that finally succeeded:"],
    "le_post": ["{tip}", "{tip}"],
    "mc_post": ["{tip}", "It failed only because of the quoting."],
    "le_plain": ["{tip}", "Put the {u} credentials in a file readable only by the service user and point the tool at it.",
                 "Next time check the runbook's credential section before running maintenance commands on {env}."],
    "ask_inline": ["Is {V} still the password for that command, or did it change with the rotation?",
                   "Can I move {V} into a credentials file instead of the command line?"],
    "le_inline": ["The password in that command is {V}; don't retype it, the last character is easy to miss.",
                  "{tip} (password used: {V})"],
}, "ko": {
    "ask_plain": ["", "", "{env} 점검 스크립트가 자격 증명을 파일에서 읽도록 바꿀까요?",
                  "{env}의 {u} 계정 담당자가 누구인가요?", "이걸 런북에 둬도 되나요, vault로 옮길까요?"],
    "mc_pre": ["{env} 호스트 cron 잡이 새벽 3시에 실패했는데 등록된 명령:",
               "사용자가 이 명령을 실행했는데 로컬에선 되고 {env} 러너에선 안 된다고 함:",
               "{env} 서버 셸 히스토리에 남아 있던 명령:", "자동화해야 했던 {person}님 런북 단계:",
               "{svc} 점검 잡이 어떻게 로그인하는지 몰랐다. cron 항목:"],
    "mc_plain": ["{svc} 점검 스크립트가 명령줄로 자격 증명을 넘긴다는 걸 몰랐다.",
                 "런북에 {env} 점검 잡이 어떤 계정을 쓰는지 없었음.",
                 "{env}의 {u} 계정이 아직 비밀번호 로그인만 된다는 걸 몰랐다.",
                 "티켓에는 '늘 하던 명령 실행'이라고만 있고 명령이 뭔지는 아무도 안 적어둠."],
    "le_pre": ["동작하는 명령:", "{env}에서 이걸로 해결:", "최종적으로 성공한 명령:"],
    "le_post": ["{tip}", "{tip}"],
    "mc_post": ["{tip}", "따옴표 처리 때문에만 실패했던 것."],
    "le_plain": ["{tip}", "{u} 계정 자격 증명은 서비스 사용자만 읽을 수 있는 파일에 두고 도구가 그 파일을 읽게 할 것.",
                 "다음엔 {env}에서 점검 명령을 돌리기 전에 런북의 자격 증명 항목부터 확인할 것."],
    "ask_inline": ["그 명령의 비밀번호가 아직 {V} 인가요, 교체 때 바뀌었나요?",
                   "{V:를} 명령줄 대신 자격 증명 파일로 옮길까요?"],
    "le_inline": ["그 명령의 비밀번호는 {V}. 마지막 글자를 빠뜨리기 쉬우니 복사해서 쓸 것.",
                  "{tip} (사용한 비밀번호: {V})"],
}}


def t_pw_cmd(rng, lang):
    label, cmd, secs, tip_en, tip_ko = cmd_variants(rng, lang)
    kw = base_kw(rng, lang)
    m = re.search(r"(?:-u ?|--user(?:name)?[= ]|-U |CORP\\\\|ansible_user=|add_user |echo ')([a-z_.0-9]+)", cmd)
    kw.update(u=m.group(1) if m else pick(rng, ["deploy", "svc", "ops"]), tip=tip_en if lang == "en" else tip_ko)
    snippet = ("$ " if chance(rng, 0.5) else "") + cmd
    fields = compose(rng, lang, kw, snippet=snippet, inline=secs[0] if chance(rng, 0.3) else None, spec=SPEC_CMD,
                     fence="bash")
    return "shell: %s" % label, fields, present(fields, secs), []


# --- connection strings -----------------------------------------------------
def conn_variants(rng, lang):
    """returns (label, connection string, [secrets], env key)"""
    h, u, db = host(rng), pick(rng, DBUSERS), pick(rng, DBNAMES)
    pw = any_password(rng, lang, shell_safe=True)[1]
    enc = pct_encode(pw)
    k = variant(rng, "conn_variants", 22)
    if k == 0:
        return "postgresql URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, db), [enc], "DATABASE_URL"
    if k == 1:
        return "SQLAlchemy mysql+pymysql URL", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, enc, h, db), [enc], \
            "SQLALCHEMY_DATABASE_URI"
    if k == 2:
        cl = "cluster%d.%s.mongodb.net" % (rng.randint(0, 3), rs(rng, LOALNUM, 5))
        return "MongoDB Atlas SRV URI", "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (u, enc, cl, db), [enc], \
            "MONGODB_URI"
    if k == 3:
        pw2 = rs(rng, ALNUM, 32)
        if chance(rng, 0.5):
            return "redis URL with password only", "redis://:%s@%s:6379/0" % (pw2, h), [pw2], "REDIS_URL"
        return "rediss URL (Upstash)", "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (
            pw2, pick(rng, ["apn1", "eu2", "usw1"]), pick(rng, WORDS), rng.randint(10000, 99999)), [pw2], "REDIS_URL"
    if k == 4:
        return "AMQP URL", "amqp://%s:%s@%s:5672/%s" % (u, enc, h, pick(rng, ["%2F", "prod", "orders"])), [enc], "AMQP_URL"
    if k == 5:
        pw3 = _pw_no(rng, lang, "&;# ")
        return "JDBC postgres with password param", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (
            h, db, u, pw3), [pw3], "SPRING_DATASOURCE_URL"
    if k == 6:
        pw3 = _pw_no(rng, lang, ";{} ")
        return "JDBC sqlserver", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=false" % (
            h, db, u, pw3), [pw3], "DB_URL"
    if k == 7:
        pw3 = _pw_no(rng, lang, ";'\" ")
        return "ADO.NET connection string", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (
            h, db, u, pw3), [pw3], "ConnectionStrings__Default"
    if k == 8:
        pw3 = _pw_no(rng, lang, ";{} ")
        return "ODBC PWD=", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;TrustServerCertificate=yes" % (
            h, db, u, pw3), [pw3], "ODBC_CONN"
    if k == 9:
        pw3 = _pw_no(rng, lang, "@/ ")
        return "Oracle EZConnect user/pass@", "%s/%s@//%s:1521/ORCLPDB1" % (u, pw3, h), [pw3], "ORACLE_DSN"
    if k == 10:
        user = email(rng).replace("@", "%40")
        return "SMTP URL", "smtp://%s:%s@smtp.%s:587" % (user, enc, _dom(rng)), [enc], "EMAIL_URL"
    if k == 11:
        return "FTP URL", "ftp://%s:%s@ftp.%s/outbound/" % (u, enc, _dom(rng)), [enc], "PARTNER_FTP_URL"
    if k == 12:
        acct = pick(rng, PROJECTS) + str(rng.randint(1, 99))
        key = b64(rbytes(rng, 64))
        return "Azure Storage connection string", ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;"
                                                   "EndpointSuffix=core.windows.net" % (acct, key)), [key], \
            "AZURE_STORAGE_CONNECTION_STRING"
    if k == 13:
        key = b64(rbytes(rng, 32))
        return "Azure Service Bus connection string", ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName="
                                                       "RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(rng, PROJECTS), key)), [key], \
            "SERVICEBUS_CONNECTION"
    if k == 14:
        key = b64(rbytes(rng, 32))
        return "Azure Cache for Redis connection string", "%s.redis.cache.windows.net:6380,password=%s,ssl=True,abortConnect=False" % (
            pick(rng, PROJECTS), key), [key], "REDIS_CONNECTION"
    if k == 15:
        ck, cs = rs(rng, UPALNUM, 16), rs(rng, ALNUM + "+/", 64)
        return "Kafka SASL JAAS config (Confluent)", ('org.apache.kafka.common.security.plain.PlainLoginModule required '
                                                      'username="%s" password="%s";' % (ck, cs)), [ck, cs], "KAFKA_SASL_JAAS_CONFIG"
    if k == 16:
        return "Elasticsearch URL with basic auth", "https://elastic:%s@%s:9200" % (enc, h), [enc], "ELASTICSEARCH_URL"
    if k == 17:
        return "ClickHouse URL", "clickhouse://%s:%s@%s:9000/%s" % (u, enc, h, db), [enc], "CLICKHOUSE_URL"
    if k == 18:
        pw3 = _pw_no(rng, lang, " /")
        return "Neo4j NEO4J_AUTH", "neo4j/%s" % pw3, [pw3], "NEO4J_AUTH"
    if k == 19:
        return "Heroku Postgres DATABASE_URL", "postgres://%s:%s@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/%s" % (
            rs(rng, LOWER, 14), rhex(rng, 64), rng.randint(3, 54), rng.randint(0, 255), rng.randint(0, 255),
            rng.randint(0, 255), "d" + rs(rng, LOALNUM, 13)), None, "DATABASE_URL"
    if k == 20:
        return "Snowflake URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=%s" % (
            u.upper(), enc, rs(rng, UPPER, 7), rs(rng, UPALNUM, 7), db.upper(), pick(rng, ["LOADER", "ANALYST"])), [enc], \
            "SNOWFLAKE_URL"
    return "Prisma DATABASE_URL with schema", "postgresql://%s:%s@%s:6543/%s?schema=public&pgbouncer=true" % (
        u, enc, h, db), [enc], "DATABASE_URL"


def conn_render(rng, key, cs):
    k = variant(rng, "conn_render", 9)
    if k == 0:
        return ".env", "%s=%s" % (key, cs if chance(rng, 0.5) else '"%s"' % cs)
    if k == 1:
        return "appsettings.json", '{\n  "ConnectionStrings": {\n    "Default": "%s"\n  }\n}' % cs.replace('"', '\\"')
    if k == 2:
        return "application.yml", "spring:\n  datasource:\n    url: %s" % yq(cs)
    if k == 3:
        return "python code", 'engine = create_engine("%s", pool_pre_ping=True)' % cs
    if k == 4:
        return "docker-compose.yml", "    environment:\n      %s: %s" % (key, yq(cs))
    if k == 5:
        return "application log", "%s ERROR [%s] could not connect using %s: connection refused" % (
            log_ts(rng), pick(rng, SERVICES), cs)
    if k == 6:
        return "Python traceback", ("Traceback (most recent call last):\n  File \"/app/db.py\", line %d, in <module>\n"
                                    "    conn = connect(\"%s\")\nOperationalError: timeout expired") % (rng.randint(5, 90), cs)
    if k == 7:
        return "shell export", "export %s=%s" % (key, shq(cs))
    return "inline", cs


SPEC_CONN = {"en": {
    "mc_plain": ["I didn't know {svc} builds its connection string from a single env var.",
                 "Nobody told me the {env} database moved to a new host with new credentials.",
                 "I didn't know the password had to be URL-encoded inside the connection string."],
    "le_plain": ["Percent-encode reserved characters in the password part of a URL, otherwise the driver splits at '@' or ':'.",
                 "The driver reads the whole URL from {key}; separate user/password settings are ignored when it is set.",
                 "Connection pool errors were really auth errors; check the credentials in {key} first."],
    "mc_pre": ["The connection string {svc} uses in {env}:", "The failing job's {where} showed the URL:"],
    "le_pre": ["Correct {key} for {env}:", "Working connection string:"],
    "ask_inline": ["Is the password part ({V}) still valid after the DB migration?",
                   "Should {key} keep the password {V} inline or move to a secret?"],
}, "ko": {
    "mc_plain": ["{svc:가} 환경변수 하나로 커넥션 문자열을 만든다는 걸 몰랐다.",
                 "{env} DB가 새 호스트로 옮기면서 계정 정보도 바뀌었다는 걸 못 들었음.",
                 "커넥션 문자열 안의 비밀번호는 URL 인코딩해야 한다는 걸 몰랐다."],
    "le_plain": ["URL의 비밀번호 부분은 예약 문자를 퍼센트 인코딩해야 한다. 아니면 드라이버가 '@'나 ':'에서 잘라버림.",
                 "드라이버는 {key}에서 URL 전체를 읽는다. 설정돼 있으면 user/password 개별 설정은 무시됨.",
                 "커넥션 풀 에러로 보였지만 실제로는 인증 에러였다. {key}의 자격 증명부터 확인할 것."],
    "mc_pre": ["{env}에서 {svc:가} 쓰는 커넥션 문자열:", "실패한 잡의 {where}에 찍힌 URL:"],
    "le_pre": ["{env}용 올바른 {key}:", "동작하는 커넥션 문자열:"],
    "ask_inline": ["DB 마이그레이션 후에도 비밀번호 부분({V})이 유효한가요?",
                   "{key}에 비밀번호 {V:를} 그대로 둘까요, 시크릿으로 옮길까요?"],
}}


def t_conn(rng, lang):
    label, cs, secs, key = conn_variants(rng, lang)
    if secs is None:  # heroku style: user and password both random; password is the 64-hex part
        secs = [cs.split(":")[2].split("@")[0]]
    cname, snippet = conn_render(rng, key, cs)
    kw = base_kw(rng, lang)
    kw.update(topic="database credentials" if lang == "en" else "DB 접속 정보", where=where_phrase(cname, lang), key=key)
    extra = []
    inline = secs[-1] if chance(rng, 0.3) else None
    if cname == "inline":
        fields = compose(rng, lang, kw, snippet=cs, inline=inline, spec=SPEC_CONN)
    else:
        fields = compose(rng, lang, kw, snippet=snippet, inline=inline, spec=SPEC_CONN, fence=fence_for(cname))
    return "connection string: %s in %s" % (label, cname), fields, present(fields, secs + extra), []


# generic frames for "a {thing}" notes with a template-specific {tip}
SPEC_THING = {"_only": True, "en": {
    "mc_pre": ["I didn't know where {thing} for {svc} was kept; {person} pasted:",
               "Context I was missing, {thing} as used in {env}:",
               "The user shared this so I could reproduce the issue with {thing}:",
               "Found this while tracing the {env} failure in {svc}:",
               "{person} forwarded this from the old wiki page about {thing}:"],
    "mc_post": ["It's the live one for {env}.", "(copied from {person}'s message)", "{tip}"],
    "mc_plain": ["I didn't know {svc} depends on {thing}.",
                 "Nobody told me {thing} changed during the {env} migration.",
                 "I had no idea where {thing} was documented."],
    "le_pre": ["For next time, {thing}:", "What worked in {env}:", "Keep this for {svc}:"],
    "le_post": ["{tip}", "{tip}", "Verified in {env}."],
    "le_plain": ["{tip}", "Write down where {thing} lives before touching {svc} again.",
                 "Next time check the team vault for {thing} before asking around."],
    "le_inline": ["{thing} is {V} ({tip})", "Use {V} as {thing} in {env}.", "{tip} The value is {V}."],
    "ask_plain": ["", "", "Should {thing} be moved into the vault?", "Who can rotate {thing} if it leaks?"],
    "ask_inline": ["Is {V} still {thing}?", "Can I keep using {V} in {env}?", "Should I replace {V} after this note is shared?"],
}, "ko": {
    "mc_pre": ["{svc}의 {thing:이} 어디 있는지 몰랐는데 {person}님이 붙여줌:",
               "몰랐던 맥락, {env}에서 쓰는 {thing}:",
               "{thing} 관련 문제를 재현하라고 사용자가 공유해 준 내용:",
               "{env}의 {svc} 장애를 추적하다가 발견:",
               "{person}님이 예전 위키 페이지에서 가져온 {thing}:"],
    "mc_post": ["{env}에서 실제로 쓰는 값.", "({person}님 메시지에서 복사)", "{tip}"],
    "mc_plain": ["{svc:가} {thing}에 의존한다는 걸 몰랐다.",
                 "{env} 이전 중에 {thing:이} 바뀌었다는 걸 아무도 알려주지 않았다.",
                 "{thing:이} 어디 문서화돼 있는지 전혀 몰랐음."],
    "le_pre": ["다음을 위해 기록, {thing}:", "{env}에서 동작한 것:", "{svc}용으로 보관:"],
    "le_post": ["{tip}", "{tip}", "{env}에서 확인함."],
    "le_plain": ["{tip}", "다음에 {svc:를} 건드리기 전에 {thing:이} 어디 있는지부터 적어둘 것.",
                 "다음엔 여기저기 묻기 전에 팀 vault에서 {thing}부터 찾아볼 것."],
    "le_inline": ["{thing:은} {V} ({tip})", "{env}에서는 {thing}으로 {V} 사용.", "{tip} 값은 {V}."],
    "ask_plain": ["", "", "{thing:을} vault로 옮길까요?", "{thing:이} 유출되면 누가 교체하나요?"],
    "ask_inline": ["{V:가} 아직 {thing} 맞나요?", "{env}에서 {V:를} 계속 써도 되나요?", "이 노트 공유 후 {V:를} 교체할까요?"],
}}


def thing_note(rng, lang, thing_en, thing_ko, tip_en, tip_ko, snippet, inline, fence="", place=None):
    kw = base_kw(rng, lang)
    kw.update(thing=thing_en if lang == "en" else thing_ko, tip=tip_en if lang == "en" else tip_ko)
    return compose(rng, lang, kw, snippet=snippet, inline=inline, spec=SPEC_THING, fence=fence, place=place)


def make_jwt(rng, claims, sig_bytes=32, alg="HS256"):
    header = b64url_nopad(('{"alg":"%s","typ":"JWT"}' % alg).encode())
    payload = b64url_nopad(json.dumps(claims, separators=(",", ":")).encode())
    return header + "." + payload + "." + b64url_nopad(rbytes(rng, sig_bytes))


def jwt_claims(rng):
    now = rng.randint(1_720_000_000, 1_760_000_000)
    c = {"sub": pick(rng, [str(rng.randint(1000, 99999)), ruuid(rng), username(rng)]), "iat": now, "exp": now + 3600 * rng.randint(1, 720)}
    if chance(rng, 0.6):
        c["role"] = pick(rng, ["admin", "service", "ops", "billing:write"])
    if chance(rng, 0.5):
        c["iss"] = "https://auth.%s" % _dom(rng)
    return c


# --- authorization headers of internal services -----------------------------
def t_header(rng, lang):
    k = variant(rng, "t_header", 8)
    h = host(rng)
    path = pick(rng, ["/v1/orders", "/internal/reindex", "/api/admin/users", "/v2/reports/export", "/metrics"])
    derived = []
    if k == 0:
        u, pw = pick(rng, DBUSERS), any_password(rng, lang)[1]
        blob = b64(("%s:%s" % (u, pw)).encode())
        hdr, secs, label = "Authorization: Basic %s" % blob, [blob], "Basic auth header (base64 user:password)"
        if chance(rng, 0.4):
            derived = [pw]
    elif k == 1:
        tok = make_jwt(rng, jwt_claims(rng), pick(rng, [32, 32, 256]), pick(rng, ["HS256", "RS256"]))
        hdr, secs, label = "Authorization: Bearer %s" % tok, [tok], "Bearer JWT"
    elif k == 2:
        tok = rs(rng, ALNUM, rng.choice([32, 40, 48]))
        name = pick(rng, ["X-API-Key", "X-Api-Key", "x-internal-token", "X-Auth-Token", "apikey"])
        hdr, secs, label = "%s: %s" % (name, tok), [tok], "API-key header (%s)" % name
    elif k == 3:
        tok = make_jwt(rng, {"iss": "supabase", "ref": rs(rng, LOWER, 20), "role": "service_role",
                             "iat": rng.randint(1_700_000_000, 1_730_000_000), "exp": rng.randint(2_000_000_000, 2_100_000_000)})
        hdr, secs, label = "apikey: %s" % tok, [tok], "Supabase service_role key header"
    elif k == 4:
        tok = rhex(rng, 32)
        hdr, secs, label = "Ocp-Apim-Subscription-Key: %s" % tok, [tok], "Azure APIM subscription key header"
    elif k == 5:
        tok = "gAAAAAB" + rs(rng, B64URL, rng.randint(170, 200))
        hdr, secs, label = "X-Auth-Token: %s" % tok, [tok], "OpenStack Keystone fernet token header"
    elif k == 6:
        u, pw = username(rng), _pw_no(rng, lang, " ")
        blob = b64(("%s:%s" % (u, pw)).encode())
        hdr, secs, label = "Proxy-Authorization: Basic %s" % blob, [blob], "Proxy-Authorization Basic"
    else:
        tok = rs(rng, B64URL, rng.randint(40, 64))
        hdr, secs, label = "authorization: Bearer %s" % tok, [tok], "gRPC metadata bearer token"
    style = rng.randrange(4)
    if k == 7 or style == 0:
        snippet = "grpcurl -H '%s' %s:443 %s.%s/Get" % (hdr, h, pick(rng, PROJECTS), pick(rng, ["Orders", "Users", "Billing"])) \
            if k == 7 else 'curl -sS -H "%s" https://%s%s' % (hdr, h, path)
        fence = "bash"
    elif style == 1:
        snippet = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (pick(rng, ["GET", "POST"]), path, h, hdr)
        fence = "http"
    elif style == 2:
        snippet = '%s - - [%02d/Mar/2025:%02d:%02d:%02d +0900] "GET %s HTTP/1.1" 401 59 "-" "%s"' % (
            ip(rng), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), path, hdr)
        fence = "text"
    else:
        snippet = "proxy_set_header %s \"%s\";" % tuple(hdr.split(": ", 1))
        fence = "nginx"
    tip_en = pick(rng, ["The gateway strips the header on redirects, so call the final URL directly.",
                        "Header names are case-insensitive but the legacy proxy only forwards the capitalised one.",
                        "The token in the header is what authenticates; the IP allowlist is only a second check."])
    tip_ko = pick(rng, ["게이트웨이가 리다이렉트 시 헤더를 지우므로 최종 URL을 직접 호출해야 한다.",
                        "헤더 이름은 대소문자 구분이 없지만 레거시 프록시는 대문자 형태만 전달한다.",
                        "인증은 헤더의 토큰으로 하고 IP 허용 목록은 보조 검사일 뿐."])
    inline = None
    if derived:
        inline = derived[0]
    elif chance(rng, 0.25) and len(secs[0]) < 200:
        inline = secs[0]
    fields = thing_note(rng, lang, "the auth header for %s" % h.split(".")[0], "%s 인증 헤더" % h.split(".")[0],
                        tip_en, tip_ko, snippet, inline, fence)
    return "header: %s" % label, fields, present(fields, secs + derived), (["Supabase"] if k == 3 else [])


# --- cookies ------------------------------------------------------------------
def t_cookie(rng, lang):
    k = variant(rng, "t_cookie", 7)
    dom = pick(rng, ["admin.", "app.", "console.", "shop."]) + _dom(rng)
    if k == 0:
        sid, csrf = rs(rng, LOALNUM, 32), rs(rng, ALNUM, 64)
        line, secs, label = "Cookie: sessionid=%s; csrftoken=%s" % (sid, csrf), [sid], "Django sessionid cookie"
    elif k == 1:
        v = "s%3A" + rs(rng, B64URL, 32) + "." + pct_encode(b64(rbytes(rng, 32)).rstrip("="))
        line, secs, label = "Cookie: connect.sid=%s" % v, [v], "Express connect.sid cookie"
    elif k == 2:
        v = rs(rng, HEXU, 32)
        line, secs, label = "Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % v, [v], "JSESSIONID Set-Cookie"
    elif k == 3:
        v = rs(rng, LOALNUM, 26)
        line, secs, label = "Cookie: PHPSESSID=%s; lang=ko" % v, [v], "PHPSESSID cookie"
    elif k == 4:
        v = pct_encode(b64(('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (
            b64(rbytes(rng, 16)), b64(rbytes(rng, 48)), rhex(rng, 64))).encode()))
        line, secs, label = "Cookie: laravel_session=%s" % v, [v], "laravel_session cookie"
    elif k == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(rng, B64URL, 16) + "." + rs(rng, B64URL, rng.randint(180, 260)) + \
            "." + rs(rng, B64URL, 22)
        line, secs, label = "__Secure-next-auth.session-token=%s" % v, [v], "NextAuth session-token cookie"
    else:
        v = rs(rng, ALNUM, 40)
        line = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\t_session\t%s" % (dom, rng.randint(1_760_000_000, 1_800_000_000), v)
        secs, label = [v], "cookies.txt (Netscape format)"
    snippet = line if k == 6 else pick(rng, [line, "curl -b '%s' https://%s/api/me" % (line.split(": ", 1)[-1], dom),
                                             "> GET /dashboard HTTP/2\n> Host: %s\n> %s" % (dom, line)])
    tip_en = pick(rng, ["The admin API accepts the browser session cookie, so a copied cookie is as good as a login.",
                        "Sessions last 14 days unless the user logs out; copying the cookie skips 2FA.",
                        "The scraper needs a real session; the cookie expires when the password changes."])
    tip_ko = pick(rng, ["관리자 API는 브라우저 세션 쿠키를 그대로 받아서, 복사한 쿠키는 로그인과 같다.",
                        "로그아웃하지 않으면 세션이 14일 유지되고, 쿠키를 복사하면 2FA도 건너뛴다.",
                        "스크래퍼는 실제 세션이 필요하고, 비밀번호가 바뀌면 쿠키가 만료된다."])
    fields = thing_note(rng, lang, "the session cookie for %s" % dom, "%s 세션 쿠키" % dom, tip_en, tip_ko, snippet,
                        secs[0] if chance(rng, 0.2) else None, "text")
    return "cookie: %s" % label, fields, present(fields, secs), []


# --- signed URLs --------------------------------------------------------------
def t_signed_url(rng, lang):
    k = variant(rng, "t_signed_url", 5)
    y, m, d = rdate(rng)
    ds = "%04d%02d%02d" % (y, m, d)
    obj = "%s/%04d/%02d/%s.%s" % (pick(rng, ["exports", "invoices", "backups", "uploads"]), y, m, rs(rng, LOALNUM, 12),
                                  pick(rng, ["csv", "pdf", "zip", "parquet"]))
    if k == 0:
        akid = "AKIA" + rs(rng, B32, 16)
        sig = rhex(rng, 64)
        region = pick(rng, REGIONS_AWS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2F"
               "aws4_request&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(rng, PROJECTS) + "-" + pick(rng, ENVS[:3]), region, obj, akid, ds, region, ds, rng.randint(0, 23),
            rng.randint(0, 59), rng.randint(0, 59), sig)
        secs, label, vend = [akid, sig], "S3 presigned URL", "AWS"
    elif k == 1:
        sig = rhex(rng, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam."
               "gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&"
               "X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(rng, PROJECTS) + "-assets", obj, pick(rng, ["signer", "uploader", "export-sa"]), pick(rng, PROJECTS) + "-prod",
            ds, ds, sig)
        secs, label, vend = [sig], "GCS V4 signed URL (512-hex signature)", "Google Cloud"
    elif k == 2:
        sig = pct_encode(b64(rbytes(rng, 32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=%04d-%02d-%02dT23:59:59Z"
               "&st=%04d-%02d-%02dT00:00:00Z&spr=https&sig=%s") % (
            pick(rng, PROJECTS) + "store", pick(rng, ["exports", "media"]), obj.split("/")[-1], y + 1, m, d, y, m, d, sig)
        secs, label, vend = [sig], "Azure SAS URL", "Microsoft Azure"
    elif k == 3:
        sig = rs(rng, ALNUM + "-~_", 172)
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            "d" + rs(rng, LOALNUM, 13), obj, rng.randint(1_760_000_000, 1_800_000_000), sig, rs(rng, UPALNUM, 13))
        secs, label, vend = [sig], "CloudFront signed URL", "AWS"
    else:
        akid = "LTAI5t" + rs(rng, ALNUM, 18)
        sig = pct_encode(b64(rbytes(rng, 20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            pick(rng, PROJECTS) + "-cn", obj, akid, rng.randint(1_760_000_000, 1_800_000_000), sig)
        secs, label, vend = [akid, sig], "Alibaba OSS signed URL", "Alibaba Cloud"
    snippet = pick(rng, [url, "curl -o out.bin '%s'" % url, "GET %s -> 200" % url])
    tip_en = pick(rng, ["A presigned URL works for anyone who has it until it expires, so don't paste it in tickets.",
                        "The link expires on its own, but until then it grants read access without any login.",
                        "Generate a fresh short-lived URL per download instead of reusing this one."])
    tip_ko = pick(rng, ["서명된 URL은 만료 전까지 가진 사람 누구나 쓸 수 있으니 티켓에 붙이지 말 것.",
                        "링크는 스스로 만료되지만 그 전까지는 로그인 없이 읽기 권한을 준다.",
                        "재사용하지 말고 다운로드마다 짧은 만료의 URL을 새로 만들 것."])
    fields = thing_note(rng, lang, "the download link for the export", "내보내기 다운로드 링크", tip_en, tip_ko, snippet, None,
                        "text")
    return "signed URL: %s" % label, fields, present(fields, secs), [vend]


# --- private keys (PEM bodies listed line by line) ---------------------------
def _lines(s, width=64):
    return [s[i:i + width] for i in range(0, len(s), width)]


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_variant(rng):
    """returns (label, header, footer, body_lines)"""
    k = variant(rng, "pem_variant", 5)
    if k == 0:
        der = bytes.fromhex("30770201010420") + rbytes(rng, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + \
            b"\x04" + rbytes(rng, 64)
        return "EC private key (P-256)", "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", _lines(b64(der))
    if k == 1:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
        return "PKCS#8 Ed25519 private key", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", _lines(b64(der))
    if k == 2:
        pub = rbytes(rng, 32)
        pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
        chk = rbytes(rng, 4)
        comment = ("%s@%s" % (pick(rng, FIRST_EN + FIRST_KO_ROM), pick(rng, ["laptop", "build01", "deploy"]))).encode()
        priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rbytes(rng, 32) + pub) + _sshstr(comment)
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") + \
            _sshstr(pubblob) + _sshstr(priv)
        return "OpenSSH ed25519 private key", "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", \
            _lines(b64(blob), 70)
    if k == 3:
        body = "MIIEpAIBAAKCAQEA" + rs(rng, B64, 48)
        lines = [body] + [rs(rng, B64, 64) for _ in range(rng.randint(3, 5))]
        return "RSA private key (truncated paste)", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", \
            lines + ["..."] + [rs(rng, B64, 64), rs(rng, B64, rng.randint(20, 60)) + pick(rng, ["=", "==", ""])]
    lines = ["lQdGBGX" + rs(rng, B64, 57)] + [rs(rng, B64, 64) for _ in range(rng.randint(3, 5))]
    return "PGP private key block (truncated)", "-----BEGIN PGP PRIVATE KEY BLOCK-----", "-----END PGP PRIVATE KEY BLOCK-----", \
        lines + ["..."]


def t_pem(rng, lang):
    label, head, foot, lines = pem_variant(rng)
    secs = [ln for ln in lines if ln != "..."]
    style = rng.randrange(4)
    if style == 3 and "PKCS#8" in label:
        # PEM inside JSON with escaped newlines (service-account style)
        pem = "\\n".join([head] + lines + [foot]) + "\\n"
        snippet = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            pick(rng, PROJECTS) + "-prod", rhex(rng, 40), pem, pick(rng, ["deployer", "ci"]), pick(rng, PROJECTS))
        label += " inside JSON"
        fence = "json"
    elif style in (2, 3):
        snippet = "stringData:\n  id_key: |\n" + "\n".join("    " + ln for ln in [head] + lines + [foot])
        label += " in k8s Secret"
        fence = "yaml"
    else:
        snippet = "\n".join([head] + lines + [foot])
        fence = ""
    tip_en = pick(rng, ["Deploy keys are per-repo; this one also had write access, which it shouldn't.",
                        "The key has no passphrase, so whoever has this text can log in as the deploy user.",
                        "Paste only the public half into authorized_keys; the private key stays on the runner."])
    tip_ko = pick(rng, ["배포 키는 저장소별인데 이 키는 쓰기 권한까지 있었다. 있으면 안 됨.",
                        "패스프레이즈가 없어서 이 텍스트만 있으면 배포 계정으로 로그인된다.",
                        "authorized_keys에는 공개키만 넣고 개인키는 러너에만 둘 것."])
    fields = thing_note(rng, lang, "the deploy key", "배포용 개인키", tip_en, tip_ko, snippet, None, fence)
    return "private key: %s" % label, fields, present(fields, secs), []


# --- TOTP seeds ---------------------------------------------------------------
def t_totp(rng, lang):
    issuer = pick(rng, ["GitHub", "AWS", "Okta", "Google", "Naver", "Kakao", "Toss", "Upbit", "Cloudflare", "Atlassian",
                        "Jenkins", "VPN"])
    seed = rs(rng, B32, pick(rng, [16, 32, 32]))
    acct = email(rng)
    k = variant(rng, "t_totp", 5)
    if k == 0:
        snippet, written = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (
            issuer, acct.replace("@", "%40"), seed, issuer), seed
    elif k == 1:
        written = " ".join(seed[i:i + 4].lower() for i in range(0, len(seed), 4))
        snippet = "Setup key: %s" % written
    elif k == 2:
        snippet, written = "oathtool --totp -b %s" % seed, seed
    elif k == 3:
        snippet, written = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % seed, seed
    else:
        snippet, written = "%s_MFA_SEED=%s" % (issuer.upper(), seed), seed
    tip_en = "The shared %s account's MFA seed lets the bot generate codes; anyone with it bypasses 2FA." % issuer
    tip_ko = "공용 %s 계정의 MFA 시드로 봇이 코드를 만든다. 이걸 가진 사람은 2FA를 우회할 수 있다." % issuer
    fields = thing_note(rng, lang, "the %s TOTP secret" % issuer, "%s TOTP 시크릿" % issuer, tip_en, tip_ko, snippet,
                        written if chance(rng, 0.3) else None, "text")
    return "TOTP seed: %s" % ["otpauth URL", "grouped setup key", "oathtool", "pyotp", "env var"][k], fields, \
        present(fields, [written]), []


# --- recovery codes -------------------------------------------------------------
def t_recovery(rng, lang):
    k = variant(rng, "t_recovery", 6)
    if k == 0:
        codes = ["%s-%s" % (rhex(rng, 5), rhex(rng, 5)) for _ in range(rng.randint(4, 10))]
        label, svcname = "GitHub recovery codes", "GitHub"
    elif k == 1:
        codes = ["%s %s" % (rdig(rng, 4, False), rdig(rng, 4, False)) for _ in range(rng.randint(4, 10))]
        label, svcname = "Google backup codes", "Google"
    elif k == 2:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(rng, UPALNUM, 6), rs(rng, UPALNUM, 6), rs(rng, UPALNUM, 5),
                                          rs(rng, UPALNUM, 5), rs(rng, UPALNUM, 5), rs(rng, UPALNUM, 5))]
        label, svcname = "1Password Secret Key", "1Password"
    elif k == 3:
        codes = ["-".join(rdig(rng, 6, False) for _ in range(8))]
        label, svcname = "BitLocker recovery key", "BitLocker"
    elif k == 4:
        codes = [rhex(rng, 16) for _ in range(rng.randint(4, 10))]
        label, svcname = "GitLab recovery codes", "GitLab"
    else:
        codes = ["-".join(rs(rng, UPALNUM, 4) for _ in range(7))]
        label, svcname = "Apple recovery key", "Apple ID"
    if len(codes) > 1 and chance(rng, 0.5):
        snippet = "\n".join(codes)
    elif len(codes) > 1:
        snippet = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    else:
        snippet = codes[0]
    if k in (0, 1, 4):
        tip_en = "Each of the %s works once and bypasses 2FA; they belong in the vault, not in notes." % label
        tip_ko = "%s는 각각 한 번씩 2FA를 우회할 수 있다. 노트가 아니라 vault에 있어야 함." % label
    else:
        tip_en = "The %s unlocks the account or disk without any other factor; keep it offline." % label
        tip_ko = "%s만 있으면 다른 인증 없이 계정이나 디스크를 열 수 있다. 오프라인 보관할 것." % label
    fields = thing_note(rng, lang, "the %s for the shared admin account" % label,
                        "공용 관리자 계정의 %s" % label, tip_en, tip_ko, snippet,
                        codes[0] if chance(rng, 0.25) else None, "text")
    return "recovery codes: %s" % label, fields, present(fields, codes), []


# --- PINs and short numeric secrets (8+ digits) -------------------------------
def t_pin(rng, lang):
    k = variant(rng, "t_pin", 6)
    pin = rdig(rng, pick(rng, [8, 8, 10]), False)
    things = [("the SIM PUK of the on-call phone", "당직폰 SIM PUK 코드", "PUK"),
              ("the YubiKey PIV PUK", "YubiKey PIV PUK", "PIV PUK"),
              ("the server room door code", "서버실 도어락 비밀번호", "door code"),
              ("the BitLocker startup PIN of the build laptop", "빌드 노트북 BitLocker 시작 PIN", "BitLocker PIN"),
              ("the alarm system master code", "사무실 경비 시스템 마스터 코드", "alarm code"),
              ("the safe code for the HSM backup cards", "HSM 백업 카드 금고 비밀번호", "safe code")]
    t_en, t_ko, label = things[k]
    if k == 2 and chance(rng, 0.5):
        pin = "*" + pin + "#"
    tip_en = "It is not in the vault yet; ask facilities before changing it."
    tip_ko = "아직 vault에 없다. 바꾸기 전에 총무팀에 먼저 물어볼 것."
    fields = thing_note(rng, lang, t_en, t_ko, tip_en, tip_ko, None, pin)
    return "PIN: %s" % label, fields, present(fields, [pin]), []


# --- Wi-Fi keys ---------------------------------------------------------------
def t_wifi(rng, lang):
    ssid = pick(rng, ["ACME-Office", "acme-guest", "Lab-5G", "DEV_WIFI", "회의실-5G", "Build-IoT", "Factory-AP3"])
    psk = pick(rng, [any_password(rng, lang, shell_safe=True)[1], rhex(rng, 64), pw_passphrase(rng)])
    while len(psk) < 8 or '"' in psk or ";" in psk:
        psk = any_password(rng, lang, shell_safe=True)[1]
    k = variant(rng, "t_wifi", 7)
    if k == 0:
        snippet = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
    elif k == 1:
        snippet = 'nmcli dev wifi connect "%s" password %s' % (ssid, shq(psk))
    elif k == 2:
        snippet = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
    elif k == 3:
        snippet = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, psk)
    elif k == 4:
        snippet = 'wifis:\n  wlan0:\n    access-points:\n      "%s":\n        password: "%s"' % (ssid, psk)
    elif k == 5:
        snippet = "    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)
    else:
        snippet = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, psk)
    tip_en = "The IoT devices only support WPA2-PSK, so the key is shared by every sensor on %s." % ssid
    tip_ko = "IoT 장비가 WPA2-PSK만 지원해서 %s의 모든 센서가 같은 키를 쓴다." % ssid
    fields = thing_note(rng, lang, "the Wi-Fi key for %s" % ssid, "%s 와이파이 비밀번호" % ssid, tip_en, tip_ko, snippet,
                        psk if chance(rng, 0.3) else None, "text")
    return "Wi-Fi key: %s" % ["wpa_supplicant", "nmcli", "QR string", "hostapd", "netplan", "netsh output",
                              "ESP32 code"][k], fields, present(fields, [psk]), []


# --- webhook URLs with embedded secrets ----------------------------------------
def webhook_variant(rng):
    """returns (vendor, url or snippet, [secrets])"""
    k = variant(rng, "webhook_variant", 16)
    if k == 0:
        tok = rs(rng, ALNUM, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UPALNUM, 9), rs(rng, UPALNUM, 10), tok), [tok]
    if k == 1:
        tok = rs(rng, B64URL, 68)
        return "Discord", "https://discord.com/api/webhooks/%s/%s" % (rdig(rng, 19), tok), [tok]
    if k == 2:
        g1, g2 = ruuid(rng), rhex(rng, 32)
        v2 = "V2" + rs(rng, B64URL, 43)
        return "Microsoft Teams", "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (
            pick(rng, PROJECTS), ruuid(rng), ruuid(rng), g2, g1, v2), [g2, v2]
    if k == 3:
        key = "AIza" + rs(rng, B64URL, 35)
        tok = pct_encode(b64url_nopad(rbytes(rng, 32)) + "=")
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (
            rs(rng, B64URL, 7), key, tok), [key, tok]
    if k == 4:
        at, sec = rhex(rng, 64), "SEC" + rhex(rng, 64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s\nsign secret: %s" % (at, sec), [at, sec]
    if k == 5:
        u = ruuid(rng)
        return "Feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u]
    if k == 6:
        u = ruuid(rng)
        return "WeCom", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u]
    if k == 7:
        t = rs(rng, LOALNUM, 26)
        return "Mattermost", "https://chat.%s/hooks/%s" % (_dom(rng), t), [t]
    if k == 8:
        a, b = rs(rng, ALNUM, 17), rs(rng, ALNUM, 48)
        return "Rocket.Chat", "https://rocket.%s/hooks/%s/%s" % (_dom(rng), a, b), [a, b]
    if k == 9:
        t = rs(rng, ALNUM, 32)
        return "Jenkins", "https://jenkins.%s/job/%s/buildWithParameters?token=%s&ENV=%s" % (
            _dom(rng), pick(rng, SERVICES), t, pick(rng, ENVS[:3])), [t]
    if k == 10:
        t = "glptt-" + rhex(rng, 40)
        return "GitLab", "curl -X POST -F token=%s -F ref=main https://gitlab.%s/api/v4/projects/%d/trigger/pipeline" % (
            t, _dom(rng), rng.randint(10, 999)), [t]
    if k == 11:
        t = rhex(rng, 32)
        return "JANDI", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rdig(rng, 8), t), [t]
    if k == 12:
        t = rs(rng, B64URL, 22)
        return "Dooray", "https://hook.dooray.com/services/%s/%s/%s" % (rdig(rng, 19), rdig(rng, 19), t), [t]
    if k == 13:
        t = rdig(rng, 10) + ":AA" + rs(rng, B64URL, 33)
        return "Telegram", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done" % (t, rdig(rng, 10)), [t]
    if k == 14:
        t = rhex(rng, 32)
        return "PagerDuty", '{"routing_key": "%s", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "%s"}}' % (
            t, host(rng)), [t]
    t = "whsec_" + b64(rbytes(rng, 24))
    return "Svix", "SVIX_WEBHOOK_SECRET=%s" % t, [t]


def t_webhook(rng, lang):
    vend, snippet, secs = webhook_variant(rng)
    if chance(rng, 0.3) and snippet.startswith("https://") and "\n" not in snippet:
        snippet = pick(rng, ["curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"build ok\"}' %s" % snippet,
                             "ALERT_WEBHOOK_URL=%s" % snippet, "webhook_url: %s" % snippet])
    tip_en = pick(rng, ["Anyone with the URL can post into the channel; treat it like a password.",
                        "The URL itself is the credential, there is no other auth on the endpoint.",
                        "Regenerating the webhook in the %s admin page invalidates the old URL." % vend])
    tip_ko = pick(rng, ["URL만 있으면 누구나 채널에 글을 올릴 수 있다. 비밀번호처럼 다룰 것.",
                        "URL 자체가 자격 증명이고 엔드포인트에 다른 인증은 없다.",
                        "%s 관리 페이지에서 웹훅을 재발급하면 예전 URL은 무효가 된다." % vend])
    fields = thing_note(rng, lang, "the %s webhook for deploy alerts" % vend, "배포 알림용 %s 웹훅" % vend, tip_en, tip_ko,
                        snippet, None, "text")
    return "webhook: %s" % vend, fields, present(fields, secs), [vend]


# --- secrets split across fields (label in one field, value in the next) ------
def t_split(rng, lang):
    k = variant(rng, "t_split", 4)
    kw = base_kw(rng, lang)
    if k in (0, 1):
        v = draw_vendor(rng)
        creds = v["gen"](rng)
        key, val, _ = [c for c in creds if c[2]][-1]
        vend = [v["vendor"]]
        lab_en, lab_ko = "the %s %s (%s)" % (v["vendor"], v["what"], key), "%s %s (%s)" % (v["vendor"], ko_noun(v["what"]), key)
    else:
        val = any_password(rng, lang)[1]
        key = pick(rng, ["admin password", "DB password", "root password", "SFTP password"])
        vend = []
        lab_en = "the %s for %s" % (key, kw["svc"])
        lab_ko = "%s %s" % (kw["svc"], {"admin password": "관리자 비밀번호", "DB password": "DB 비밀번호",
                                          "root password": "root 비밀번호", "SFTP password": "SFTP 비밀번호"}[key])
    kw["lab"] = lab_en if lang == "en" else lab_ko
    if lang == "en":
        mc = fmt(pick(rng, ["I needed {lab} in {env} and {person} gave it to me in two messages. The value:",
                            "Missing context: {lab}. The user pasted it on its own line, see the lesson.",
                            "{person} said the credential for {svc} is {lab}, value below",
                            "I didn't know {lab} was different in {env}. It is:"]), kw)
        lesson = pick(rng, [val, val + "\n" + fmt("That is {lab}; it only works in {env}.", kw),
                            "-> " + val, "value: " + val + "\n(don't reuse it outside {env})".format(env=kw["env"])])
        ask = pick(rng, ["", fmt("Is that still {lab}?", kw), fmt("Who rotates {lab}?", kw)])
    else:
        mc = fmt(pick(rng, ["{env}에서 {lab:이} 필요했는데 {person}님이 메시지 두 개로 나눠서 줬다. 값:",
                            "몰랐던 것: {lab}. 사용자가 값만 따로 한 줄로 붙여서 lesson에 기록.",
                            "{person}님 말로는 {svc} 인증 정보는 {lab}, 값은 아래",
                            "{env}의 {lab:이} 다르다는 걸 몰랐다. 값:"]), kw)
        lesson = pick(rng, [val, val + "\n" + fmt("이게 {lab}. {env}에서만 동작함.", kw),
                            "-> " + val, "값: " + val + "\n({env} 밖에서는 재사용 금지)".format(env=kw["env"])])
        ask = pick(rng, ["", fmt("아직 {lab} 맞나요?", kw), fmt("{lab:은} 누가 교체하나요?", kw)])
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    if k == 1:  # label in the lesson, value in the question
        fields = {"missing_context": fmt(pick(rng, ["I didn't know which credential {svc} uses in {env}.",
                                                    "The task was to fix {svc}'s nightly job in {env}."]) if lang == "en"
                                         else pick(rng, ["{env}에서 {svc:가} 어떤 인증 정보를 쓰는지 몰랐다.",
                                                         "{env}에서 {svc} 야간 잡을 고치는 작업이었다."]), kw),
                  "lesson": fmt("{svc} uses {lab}. Its current value is in the question below." if lang == "en"
                                else "{svc:는} {lab:을} 쓴다. 현재 값은 아래 질문에 있음.", kw),
                  "ask_next_time": (("Still %s ?" if lang == "en" else "아직 %s 인가요?") % val)}
    fields = tidy(fields)
    return "split fields: label and value in different fields", fields, present(fields, [val]), vend


# --- secret repeated in ask_next_time ------------------------------------------
def t_ask_repeat(rng, lang):
    v = draw_vendor(rng)
    creds = v["gen"](rng)
    cname, snippet, derived = render_creds(rng, creds, v, allow_http=False)
    main = [c for c in creds if c[2]][-1]
    kw = base_kw(rng, lang)
    kw.update(topic=topic_of(v, lang), where=where_phrase(cname, lang), key=main[0], V=main[1])
    fields = compose(rng, lang, kw, snippet=snippet, inline=main[1], fence=fence_for(cname), p_ask_inline=1.0,
                     p_repeat=0.6)
    if main[1] not in fields["ask_next_time"]:
        fields["ask_next_time"] = fmt(pick(rng, FRAMES[lang]["ask_inline"]), kw)
    sec = [val for _, val, s in creds if s] + derived
    return "secret repeated in ask_next_time: %s %s" % (v["vendor"], v["what"]), fields, present(fields, sec), [v["vendor"]]


# --- long tokens (hundreds of characters) ---------------------------------------
def t_long(rng, lang):
    k = variant(rng, "t_long", 8)
    if k == 0:
        creds = _aws_sts(rng)
        snippet = "\n".join("export %s=%s" % (kk, vv) for kk, vv, _ in creds)
        secs, label, vend = [vv for _, vv, _ in creds], "AWS STS session credentials", "AWS"
    elif k == 1:
        tok = "ya29.a0" + rs(rng, B64URL, rng.randint(200, 260))
        snippet = 'curl -H "Authorization: Bearer %s" https://www.googleapis.com/drive/v3/files' % tok
        secs, label, vend = [tok], "Google OAuth access token", "Google Cloud"
    elif k == 2:
        claims = {"aud": "https://management.azure.com/", "iss": "https://sts.windows.net/%s/" % ruuid(rng),
                  "iat": rng.randint(1_740_000_000, 1_760_000_000), "appid": ruuid(rng), "oid": ruuid(rng),
                  "tid": ruuid(rng), "roles": ["Contributor"], "uti": rs(rng, B64URL, 22), "ver": "1.0"}
        tok = make_jwt(rng, claims, 256, "RS256")
        snippet = "Authorization: Bearer %s" % tok
        secs, label, vend = [tok], "Azure AD access token (RS256 JWT)", "Microsoft Azure"
    elif k == 3:
        creds = _kis(rng)
        snippet = 'appkey: %s\nappsecret: %s' % (creds[0][1], creds[1][1])
        secs, label, vend = [creds[0][1], creds[1][1]], "Korea Investment appsecret (180 chars)", "Korea Investment & Securities"
    elif k == 4:
        tok = "00D%s!AQ%s" % (rs(rng, ALNUM, 12), rs(rng, ALNUM + "._", rng.randint(96, 110)))
        snippet = "sf org display\n  Access Token     %s\n  Instance Url     https://%s.my.salesforce.com" % (
            tok, pick(rng, PROJECTS))
        secs, label, vend = [tok], "Salesforce session access token", "Salesforce"
    elif k == 5:
        claims = {"aud": ["https://kubernetes.default.svc"], "exp": rng.randint(1_760_000_000, 1_800_000_000),
                  "iss": "https://kubernetes.default.svc", "kubernetes.io": {"namespace": pick(rng, ["ci", "prod", "batch"]),
                                                                              "serviceaccount": {"name": pick(rng, ["deployer", "argocd"]), "uid": ruuid(rng)}},
                  "sub": "system:serviceaccount:ci:deployer"}
        tok = make_jwt(rng, claims, 256, "RS256")
        snippet = "users:\n- name: deployer\n  user:\n    token: %s" % tok
        secs, label, vend = [tok], "Kubernetes service-account token in kubeconfig", "Kubernetes"
    elif k == 6:
        v = VENDORS[[i for i, x in enumerate(VENDORS) if x["vendor"] == "1Password"][0]]
        tok = v["gen"](rng)[0][1]
        snippet = "export OP_SERVICE_ACCOUNT_TOKEN=%s" % tok
        secs, label, vend = [tok], "1Password service account token", "1Password"
    else:
        tok = "sl.u." + rs(rng, B64URL, rng.randint(280, 340))
        snippet = "DROPBOX_ACCESS_TOKEN=%s" % tok
        secs, label, vend = [tok], "Dropbox access token", "Dropbox"
    tip_en = pick(rng, ["Long tokens get truncated by the log viewer, which is why the copy from Grafana failed.",
                        "The token is a few hundred characters; a line wrap in the terminal broke it the first time.",
                        "It expires in an hour, but until then it has full access."])
    tip_ko = pick(rng, ["긴 토큰은 로그 뷰어에서 잘려서 Grafana에서 복사한 값이 실패했다.",
                        "토큰이 수백 자라서 처음에는 터미널 줄바꿈 때문에 깨졌다.",
                        "한 시간 뒤 만료되지만 그 전까지는 전체 권한이 있다."])
    fields = thing_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, None, "text")
    return "long token: %s" % label, fields, present(fields, secs), [vend]


# --- tool configuration files holding credentials -------------------------------
def t_toolcfg(rng, lang):
    k = variant(rng, "t_toolcfg", 16)
    u, dom = username(rng), _dom(rng)
    pw = _pw_no(rng, lang, " \"'<>&")
    vend = []
    if k == 0:
        tok = "npm_" + rs(rng, ALNUM, 36)
        fname, snippet, secs, vend = ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % tok, [tok], ["npm"]
    elif k == 1:
        blob = b64(("%s:%s" % (u, pw)).encode())
        fname, snippet, secs = ".npmrc", "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nalways-auth=true" % (dom, blob), [blob]
    elif k == 2:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, rng.randint(120, 160))
        fname, snippet, secs, vend = ".pypirc", "[pypi]\nusername = __token__\npassword = %s" % tok, [tok], ["PyPI"]
    elif k == 3:
        fname, snippet, secs = ".netrc", "machine %s\n  login %s\n  password %s" % (host(rng), u, pw), [pw]
    elif k == 4:
        tok = "ghp_" + rs(rng, ALNUM, 36)
        fname, snippet, secs, vend = ".git-credentials", "https://%s:%s@github.com" % (u, tok), [tok], ["GitHub"]
    elif k == 5:
        blob = b64(("%s:%s" % (u, pw)).encode())
        fname, snippet, secs = "~/.docker/config.json", '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (dom, blob), [blob]
    elif k == 6:
        fname, snippet, secs = "Maven settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw), [pw]
    elif k == 7:
        fname, snippet, secs = "NuGet.config", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, pw), [pw]
    elif k == 8:
        tok = "ghp_" + rs(rng, ALNUM, 36)
        fname, snippet, secs, vend = "composer auth.json", '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % tok, [tok], ["GitHub"]
    elif k == 9:
        tok = "gho_" + rs(rng, ALNUM, 36)
        fname, snippet, secs, vend = "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, tok), [tok], ["GitHub"]
    elif k == 10:
        tok = "npm_" + rs(rng, ALNUM, 36)
        fname, snippet, secs, vend = ".yarnrc.yml", 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % tok, [tok], ["npm"]
    elif k == 11:
        fname, snippet, secs = ".pgpass", "%s:5432:%s:%s:%s" % (host(rng), pick(rng, DBNAMES), pick(rng, DBUSERS), pw.replace(":", "")), [pw.replace(":", "")]
    elif k == 12:
        fname, snippet, secs = "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(rng, DBUSERS), pw, host(rng)), [pw]
    elif k == 13:
        tok = rs(rng, ALNUM, 14) + ".atlasv1." + rs(rng, ALNUM, 67)
        fname, snippet, secs, vend = "~/.terraformrc", 'credentials "app.terraform.io" {\n  token = "%s"\n}' % tok, [tok], ["HashiCorp Terraform Cloud"]
    elif k == 14:
        tok = "cio" + rs(rng, ALNUM, 32)
        fname, snippet, secs, vend = "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % tok, [tok], ["crates.io"]
    else:
        ak, sk = "AKIA" + rs(rng, B32, 16), rs(rng, ALNUM + "/+", 40)
        fname, snippet, secs, vend = "rclone.conf", "[s3backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s" % (
            ak, sk, pick(rng, REGIONS_AWS)), [ak, sk], ["AWS"]
    tip_en = "%s is read automatically by the tool, so the credential works without any env var; don't commit it." % fname
    tip_ko = "%s 파일은 도구가 자동으로 읽어서 환경변수 없이도 인증된다. 커밋하지 말 것." % fname
    fields = thing_note(rng, lang, "the %s on the build agent" % fname, "빌드 에이전트의 %s" % fname, tip_en, tip_ko, snippet,
                        secs[-1] if (chance(rng, 0.2) and len(secs[-1]) < 120) else None, fence_for(fname) or "ini")
    return "tool config: %s" % fname, fields, present(fields, secs), vend


# --- infrastructure secrets: VPN keys, SNMP, RADIUS, IPMI, unattend, keystores --
def t_infra(rng, lang):
    k = variant(rng, "t_infra", 12)
    pw = _pw_no(rng, lang, " \"'<>&")
    if k == 0:
        priv, psk, pub = b64(rbytes(rng, 32)), b64(rbytes(rng, 32)), b64(rbytes(rng, 32))
        snippet = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820" % (
            priv, rng.randint(2, 250), pub, psk, _dom(rng))
        secs, label = [priv, psk], "WireGuard PrivateKey and PresharedKey"
    elif k == 1:
        comm = pick(rng, WORDS) + "-" + rs(rng, LOALNUM, rng.randint(6, 10))
        snippet = "snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (comm, ip(rng))
        secs, label = [comm], "SNMP v2c community string"
    elif k == 2:
        snippet = "client %s {\n    ipaddr = %s\n    secret = %s\n}" % (pick(rng, ["ap-floor3", "vpn-gw", "switch01"]), ip(rng), pw)
        secs, label = [pw], "RADIUS shared secret"
    elif k == 3:
        snippet = "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (ip(rng), shq(pw))
        secs, label = [pw], "IPMI password"
    elif k == 4:
        snippet = "<AdministratorPassword>\n  <Value>%s</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>" % pw
        secs, label = [pw], "Windows unattend.xml administrator password"
    elif k == 5:
        pw2 = _pw_no(rng, lang, " \"'")
        snippet = "[web]\n%s ansible_user=deploy ansible_become_password=%s" % (ip(rng), pw2)
        secs, label = [pw2], "Ansible inventory become password"
    elif k == 6:
        lines = [rhex(rng, 32) for _ in range(8)]
        snippet = "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n%s\n...\n-----END OpenVPN Static key V1-----\n</tls-auth>" % "\n".join(lines)
        secs, label = lines, "OpenVPN static key (tls-auth)"
    elif k == 7:
        pw2 = _pw_no(rng, lang, " \"'")
        snippet = "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (pw, pw2)
        secs, label = [pw, pw2], "Android keystore passwords in build.gradle"
    elif k == 8:
        snippet = "username admin privilege 15 secret 0 %s\nenable secret 0 %s" % (pw, _pw_no(rng, lang, " "))
        secs, label = [pw, snippet.split()[-1]], "Cisco IOS plaintext secrets"
    elif k == 9:
        snippet = "racadm -r %s -u root -p %s getsysinfo" % (ip(rng), shq(pw))
        secs, label = [pw], "iDRAC racadm password"
    elif k == 10:
        snippet = '%%any %%any : PSK "%s"' % pw
        secs, label = [pw], "IPsec PSK in ipsec.secrets"
    else:
        sec = rs(rng, ALNUM, 32)
        snippet = '{\n  "clientId": "%s",\n  "enabled": true,\n  "clientAuthenticatorType": "client-secret",\n  "secret": "%s"\n}' % (
            pick(rng, SERVICES), sec)
        secs, label = [sec], "Keycloak client secret in realm export"
    tip_en = pick(rng, ["This is the only copy outside the device itself; move it to the vault.",
                        "Changing it requires touching every device that shares it, so nobody has.",
                        "The config was copied from the old runbook verbatim."])
    tip_ko = pick(rng, ["장비 밖에 있는 유일한 사본이다. vault로 옮길 것.",
                        "바꾸려면 공유하는 모든 장비를 손대야 해서 아무도 안 바꿨다.",
                        "설정은 예전 런북에서 그대로 복사한 것."])
    fields = thing_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet,
                        secs[0] if (chance(rng, 0.2) and len(secs) == 1) else None, "text")
    return "infra secret: %s" % label, fields, present(fields, secs), ["Keycloak"] if k == 11 else []


# --- app passwords for mail -----------------------------------------------------
def t_app_pw(rng, lang):
    k = variant(rng, "t_app_pw", 4)
    mail = email(rng)
    if k == 0:
        raw = rs(rng, LOWER, 16)
        shown = " ".join(raw[i:i + 4] for i in range(0, 16, 4))
        label, vend = "Gmail app password", "Google"
    elif k == 1:
        raw = "-".join(rs(rng, LOWER, 4) for _ in range(4))
        shown = raw
        label, vend = "Apple app-specific password", "Apple"
    elif k == 2:
        raw = rs(rng, UPALNUM, 12)
        shown = raw
        label, vend = "Naver application password", "Naver"
    else:
        raw = rs(rng, LOWER, 16)
        shown = raw
        label, vend = "Microsoft 365 app password", "Microsoft"
    both = chance(rng, 0.4) and shown != raw
    cfg = pick(rng, ["EMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s" % (mail, raw),
                     "spring.mail.username=%s\nspring.mail.password=%s" % (mail, raw),
                     "smtp_user: %s\nsmtp_pass: \"%s\"" % (mail, raw)])
    snippet = ("Generated: %s\n" % shown if both else "") + cfg
    tip_en = "SMTP with 2FA accounts needs an app password; it bypasses 2FA for mail only."
    tip_ko = "2FA 계정으로 SMTP를 쓰려면 앱 비밀번호가 필요하고, 메일에 한해 2FA를 우회한다."
    fields = thing_note(rng, lang, "the %s for %s" % (label, mail), "%s용 %s" % (mail, label), tip_en, tip_ko, snippet,
                        None, "ini")
    return "app password: %s" % label, fields, present(fields, [raw, shown]), [vend]


# --- several secrets in one config -----------------------------------------------
def t_multi(rng, lang):
    n = rng.randint(2, 3)
    creds, vends = [], []
    for _ in range(n):
        v = draw_vendor(rng)
        c = v["gen"](rng)
        creds += c
        vends.append(v["vendor"])
    if chance(rng, 0.6):
        creds.insert(0, ("DB_PASSWORD", any_password(rng, lang, shell_safe=True)[1], True))
    fake_v = {"vendor": "app", "what": "settings", "gen": lambda r: [], "auth": None}
    fn = pick(rng, [c_dotenv, c_export, c_yaml, c_k8s, c_compose, c_gha, c_json, c_systemd, c_table])
    cname, snippet = fn(rng, creds, fake_v)[:2]
    kw = base_kw(rng, lang)
    kw.update(topic="the %s config" % kw["svc"] if lang == "en" else "%s 설정" % kw["svc"],
              where=where_phrase(cname, lang), key=creds[-1][0])
    if lang == "en":
        kw["topic"] = kw["topic"][4:]
    fields = compose(rng, lang, kw, snippet=snippet, inline=None)
    sec = [val for _, val, s in creds if s]
    return "multiple secrets in %s (%s)" % (cname, ", ".join(vends)), fields, present(fields, sec), vends


# ===========================================================================
# CLEAN TEMPLATES: no credential at all, but risky-looking material
# ===========================================================================
SPEC_CLEAN = {"_only": True, "en": {
    "mc_pre": ["I didn't know how {thing} was set up for {svc}; the relevant part:",
               "Context I was missing about {thing} in {env}:",
               "{person} pointed me to this when I asked about {thing}:",
               "The {env} issue came down to {thing}. What I was looking at:",
               "Pasted from the terminal while debugging {svc}:",
               "The user asked why {svc} behaves differently in {env} and shared:"],
    "mc_post": ["{tip}", "This is from {env}.", "I had misread it the first time."],
    "mc_plain": ["I didn't know {svc} handles {thing} this way.",
                 "Nobody had documented {thing} for {svc}.",
                 "I lost time because I misunderstood {thing}.",
                 "The task assumed I knew {thing}; I didn't."],
    "le_pre": ["For next time, {thing} looks like this:", "Reference for {svc}:", "What the working setup looks like:",
               "Keep this shape when touching {thing}:"],
    "le_post": ["{tip}", "{tip}", "Checked in {env}."],
    "le_plain": ["{tip}", "Read the {svc} README section on {thing} before changing anything.",
                 "Next time start from {thing} instead of guessing from the error message."],
    "ask_plain": ["", "", "Is {thing} documented anywhere else I should check?", "Should I add this to the {svc} README?",
                  "Who owns {thing} for {env}?", "Do you want the same setup in {env}?"],
}, "ko": {
    "mc_pre": ["{svc}에서 {thing:이} 어떻게 구성돼 있는지 몰랐다. 관련 부분:",
               "{env}의 {thing}에 대해 몰랐던 맥락:",
               "{thing}에 대해 물었더니 {person}님이 알려준 내용:",
               "{env} 문제는 결국 {thing} 때문이었다. 보고 있던 것:",
               "{svc} 디버깅 중 터미널에서 복사:",
               "{svc:가} {env}에서 다르게 동작하는 이유를 묻으면서 사용자가 공유한 내용:"],
    "mc_post": ["{tip}", "{env} 기준.", "처음엔 잘못 읽었다."],
    "mc_plain": ["{svc:가} {thing:을} 이렇게 처리하는 줄 몰랐다.",
                 "{svc}의 {thing}에 대한 문서가 없었다.",
                 "{thing:을} 잘못 이해해서 시간을 허비했다.",
                 "작업이 {thing:을} 안다는 전제였는데 나는 몰랐다."],
    "le_pre": ["다음을 위해, {thing:은} 이렇게 생겼다:", "{svc} 참고용:", "정상 동작하는 구성:",
               "{thing:을} 수정할 때는 이 형태를 유지할 것:"],
    "le_post": ["{tip}", "{tip}", "{env}에서 확인함."],
    "le_plain": ["{tip}", "무언가 바꾸기 전에 {svc} README의 {thing} 항목부터 읽을 것.",
                 "다음엔 에러 메시지로 추측하지 말고 {thing}부터 확인할 것."],
    "ask_plain": ["", "", "{thing}에 대해 따로 확인할 문서가 있나요?", "이 내용을 {svc} README에 추가할까요?",
                  "{env}의 {thing} 담당자는 누구인가요?", "{env}에도 같은 구성을 적용할까요?"],
}}


def clean_note(rng, lang, thing_en, thing_ko, tip_en, tip_ko, snippet, fence="", mc_en=None, mc_ko=None):
    kw = base_kw(rng, lang)
    kw.update(thing=thing_en if lang == "en" else thing_ko, tip=tip_en if lang == "en" else tip_ko)
    spec = SPEC_CLEAN
    extra = mc_en if lang == "en" else mc_ko
    if extra:
        spec = {"_only": True, lang: dict(SPEC_CLEAN[lang])}
        spec[lang]["mc_plain"] = list(SPEC_CLEAN[lang]["mc_plain"]) + list(extra) * 3
    return compose(rng, lang, kw, snippet=snippet, inline=None, spec=spec, fence=fence)


# --- placeholders and templated values ------------------------------------------
def k_placeholder(rng, lang):
    keys = sample(rng, ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN", "DB_PASSWORD", "SLACK_BOT_TOKEN",
                        "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "SENDGRID_API_KEY", "JWT_SECRET", "REDIS_PASSWORD",
                        "KAKAO_REST_API_KEY", "NAVER_CLIENT_SECRET", "TOSS_SECRET_KEY", "SMTP_PASSWORD"], rng.randint(2, 4))
    ph = {"STRIPE_SECRET_KEY": ["sk_live_...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<stripe-secret-key>"],
          "OPENAI_API_KEY": ["sk-...", "<your-openai-key>", "sk-proj-XXXXXXXX"],
          "GITHUB_TOKEN": ["ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<github-pat>", "${GITHUB_TOKEN}"],
          "DB_PASSWORD": ["<set-in-vault>", "", "REPLACE_ME", "${DB_PASSWORD:?required}"],
          "SLACK_BOT_TOKEN": ["xoxb-your-bot-token", "xoxb-...", "<slack-bot-token>"],
          "AWS_ACCESS_KEY_ID": ["AKIAIOSFODNN7EXAMPLE", "<access-key-id>", "AKIA****************"],
          "AWS_SECRET_ACCESS_KEY": ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "<secret-access-key>", "********"],
          "SENDGRID_API_KEY": ["SG.xxxxxxxx.yyyyyyyy", "<sendgrid-key>"],
          "JWT_SECRET": ["change-this-in-production", "<random 64 hex chars>", "${JWT_SECRET}"],
          "REDIS_PASSWORD": ["", "<redis-password>", "your_redis_password"],
          "KAKAO_REST_API_KEY": ["<카카오 REST API 키>", "YOUR_KAKAO_REST_API_KEY", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
          "NAVER_CLIENT_SECRET": ["<네이버 클라이언트 시크릿>", "YOUR_CLIENT_SECRET"],
          "TOSS_SECRET_KEY": ["test_sk_...", "<toss-secret-key>", "live_sk_XXXXXXXXXXXXXXXXXXXXXXXXXXXX"],
          "SMTP_PASSWORD": ["<app password>", "", "********"]}
    lines = ["# copy to .env and fill from the vault"] if chance(rng, 0.6) else []
    for k in keys:
        lines.append("%s=%s" % (k, pick(rng, ph[k])))
    if chance(rng, 0.5):
        lines.append("LOG_LEVEL=info")
    snippet = "\n".join(lines)
    fname = pick(rng, [".env.example", ".env.sample", "env.template", "README setup section"])
    tip_en = "%s is committed on purpose and only holds placeholders; real values come from the vault." % fname
    tip_ko = "%s 파일은 의도적으로 커밋되어 있고 자리표시자만 있다. 실제 값은 vault에서 가져온다." % fname
    return "placeholders in %s" % fname, clean_note(rng, lang, "the %s" % fname, fname, tip_en, tip_ko, snippet,
                                                     "dotenv"), [], []


# --- masked output -----------------------------------------------------------------
def k_masked(rng, lang):
    k = variant(rng, "k_masked", 8)
    if k == 0:
        snippet = ("      Name                    Value             Type    Location\n"
                   "      ----                    -----             ----    --------\n"
                   "   profile                <not set>             None    None\n"
                   "access_key     ****************%s shared-credentials-file\n"
                   "secret_key     ****************%s shared-credentials-file\n"
                   "    region           %s      config-file    ~/.aws/config") % (
            rs(rng, UPALNUM, 4), rs(rng, ALNUM, 4), pick(rng, REGIONS_AWS))
        label = "aws configure list"
    elif k == 1:
        snippet = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n"
                   "  - Git operations protocol: https\n  - Token: gho_************************************\n"
                   "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % username(rng)
        label = "gh auth status"
    elif k == 2:
        snippet = "Engine(postgresql://%s:***@%s:5432/%s)" % (pick(rng, DBUSERS), host(rng), pick(rng, DBNAMES))
        label = "SQLAlchemy engine repr"
    elif k == 3:
        snippet = "Secret key   sk_live_••••••••••••••••••••%s   Created %s" % (rs(rng, ALNUM, 4), "%04d-%02d-%02d" % rdate(rng))
        label = "Stripe dashboard key list"
    elif k == 4:
        snippet = "Name:         db-credentials\nNamespace:    %s\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (
            pick(rng, ENVS[:3]), rng.randint(16, 40), rng.randint(3, 12))
        label = "kubectl describe secret"
    elif k == 5:
        snippet = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s\"\n    }" % (
            pick(rng, PROJECTS) + "-db")
        label = "terraform plan (sensitive value)"
    elif k == 6:
        snippet = "Run ./deploy.sh\n  env:\n    REGISTRY_USER: ci-bot\n    REGISTRY_TOKEN: ***\nLogin Succeeded"
        label = "GitHub Actions masked log"
    else:
        snippet = "%s INFO  connecting to %s as %s password=******** timeout=30s" % (log_ts(rng), host(rng), pick(rng, DBUSERS))
        label = "application log with masked password"
    tip_en = pick(rng, ["The output is masked by the tool; the real value never appears in logs.",
                        "Masked output is enough to tell which key is configured: compare the visible suffix.",
                        "The stars mean the value is set; an empty value would be shown as <not set>."])
    tip_ko = pick(rng, ["도구가 값을 마스킹해서 출력한다. 실제 값은 로그에 나오지 않는다.",
                        "마스킹된 출력만으로도 어떤 키가 설정됐는지 알 수 있다. 보이는 끝자리를 비교할 것.",
                        "별표는 값이 설정돼 있다는 뜻이고 비어 있으면 <not set>으로 나온다."])
    return "masked output: %s" % label, clean_note(rng, lang, "the %s output" % label, "%s 출력" % label, tip_en, tip_ko,
                                                    snippet, "text"), [], []


# --- already redacted / empty ------------------------------------------------------
def k_redacted(rng, lang):
    k = variant(rng, "k_redacted", 5)
    key = pick(rng, ["DB_PASSWORD", "API_TOKEN", "SLACK_WEBHOOK_URL", "STRIPE_SECRET_KEY", "client_secret"])
    if k == 0:
        snippet = "%s=[REDACTED]" % key
    elif k == 1:
        snippet = '{"user": "%s", "%s": "<redacted>"}' % (username(rng), key.lower())
    elif k == 2:
        snippet = "%s=\n# left empty on purpose: the app falls back to IAM auth" % key
    elif k == 3:
        snippet = "%s: ${%s}" % (key.lower(), key)
    else:
        snippet = "Authorization: Bearer <token>"
    tip_en = "Values were removed before sharing; only the key names matter for this issue."
    tip_ko = "공유 전에 값을 지웠다. 이 이슈에서는 키 이름만 중요하다."
    return "already redacted or empty value", clean_note(rng, lang, "the %s setting" % key, "%s 설정" % key, tip_en, tip_ko,
                                                          snippet, "text"), [], []


# --- env-var and secret-manager references ----------------------------------------
def k_envref(rng, lang):
    k = variant(rng, "k_envref", 14)
    key = pick(rng, ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DB_PASSWORD", "NPM_TOKEN", "SLACK_BOT_TOKEN", "KAKAO_ADMIN_KEY",
                     "SENTRY_AUTH_TOKEN", "REDIS_PASSWORD", "GITHUB_TOKEN", "TOSS_SECRET_KEY"])
    acct = rdig(rng, 12)
    region = pick(rng, REGIONS_AWS)
    if k == 0:
        snippet, label = 'api_key = os.environ["%s"]\nclient = Client(api_key=api_key, timeout=10)' % key, "python os.environ"
    elif k == 1:
        snippet, label = "const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (key, key), "node process.env"
    elif k == 2:
        snippet, label = "    env:\n      %s: ${{ secrets.%s }}\n    steps:\n      - run: npm publish" % (key, key), "GitHub Actions secrets context"
    elif k == 3:
        snippet, label = ("        env:\n        - name: %s\n          valueFrom:\n            secretKeyRef:\n              name: %s\n"
                          "              key: %s") % (key, pick(rng, SERVICES) + "-secrets", key.lower()), "k8s secretKeyRef"
    elif k == 4:
        snippet, label = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\npassword = var.db_password', "Terraform sensitive variable"
    elif k == 5:
        snippet, label = "vault kv get -field=password secret/%s/%s/db" % (pick(rng, ENVS[:3]), pick(rng, SERVICES)), "Vault path"
    elif k == 6:
        snippet, label = "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (region, acct, pick(rng, ENVS[:3]), pick(rng, SERVICES),
                                                                          rs(rng, ALNUM, 6)), "Secrets Manager ARN"
    elif k == 7:
        snippet, label = "projects/%s/secrets/%s/versions/latest" % (rdig(rng, 12), key.lower().replace("_", "-")), "GCP Secret Manager name"
    elif k == 8:
        snippet, label = "%s=op://Engineering/%s %s/credential" % (key, pick(rng, ["Stripe", "Postgres", "Slack"]),
                                                                   pick(rng, ENVS[:3]).capitalize()), "1Password secret reference"
    elif k == 9:
        snippet, label = "doppler run --project %s --config %s -- npm start" % (pick(rng, SERVICES), pick(rng, ["dev", "stg", "prd"])), "Doppler run"
    elif k == 10:
        snippet, label = "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}", "Spring placeholder"
    elif k == 11:
        snippet, label = "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/%s/)" % (
            pick(rng, PROJECTS), k_pascal(key)), "Azure Key Vault reference"
    elif k == 12:
        snippet, label = "secrets:\n  db_password:\n    file: ./secrets/db_password.txt\nservices:\n  api:\n    secrets:\n      - db_password", "compose secrets file"
    else:
        snippet, label = "auth:\n  existingSecret: %s-credentials\n  existingSecretPasswordKey: password" % pick(rng, SERVICES), "Helm existingSecret"
    tip_en = pick(rng, ["Only the reference is in the repo; the value is injected at runtime.",
                        "If the variable is unset the app now fails fast at startup instead of sending empty auth.",
                        "Local runs need the same name exported; the value itself comes from the team vault."])
    tip_ko = pick(rng, ["저장소에는 참조만 있고 값은 런타임에 주입된다.",
                        "변수가 비어 있으면 이제 빈 인증으로 호출하지 않고 시작 시점에 바로 실패한다.",
                        "로컬 실행에도 같은 이름으로 export 해야 하고 값은 팀 vault에서 가져온다."])
    mc_en = ["I didn't know where %s actually comes from at runtime." % key]
    mc_ko = ["%s 값이 런타임에 실제로 어디서 오는지 몰랐다." % key]
    return "secret reference: %s" % label, clean_note(rng, lang, "how %s is wired" % key, "%s 주입 방식" % key, tip_en, tip_ko,
                                                       snippet, fence_for(label) or "text", mc_en, mc_ko), [], []


# --- hashes and digests ---------------------------------------------------------------
def k_hash(rng, lang):
    k = variant(rng, "k_hash", 9)
    if k == 0:
        snippet = "\n".join("%s  %s" % (rhex(rng, 64), f) for f in sample(rng, ["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz",
                                                                               "app-windows-amd64.zip", "checksums.txt.sig"], 3))
        label = "sha256sum output"
    elif k == 1:
        snippet = "ghcr.io/acme/%s@sha256:%s" % (pick(rng, SERVICES), rhex(rng, 64))
        label = "image digest pin"
    elif k == 2:
        snippet = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            *(lambda n, a, b, c: (n, a, b, c, n, n, a, b, c))(pick(rng, ["lodash", "axios", "semver", "debug", "chalk"]),
                                                             rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 20)),
            b64(rbytes(rng, 64)))
        label = "package-lock integrity"
    elif k == 3:
        mod = pick(rng, ["github.com/stretchr/testify", "golang.org/x/net", "github.com/spf13/cobra"])
        ver = "v%d.%d.%d" % (rng.randint(0, 1), rng.randint(1, 40), rng.randint(0, 9))
        snippet = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rbytes(rng, 32)), mod, ver, b64(rbytes(rng, 32)))
        label = "go.sum lines"
    elif k == 4:
        snippet = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rhex(rng, 64), rhex(rng, 64))
        label = "pip hash-pinned requirements"
    elif k == 5:
        snippet = '<script src="https://cdn.example.net/lib.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(rng, 48))
        label = "SRI integrity attribute"
    elif k == 6:
        snippet = 'HTTP/2 304\netag: W/"%s"\ncache-control: max-age=0, must-revalidate' % rhex(rng, 32)
        label = "ETag header"
    elif k == 7:
        snippet = "md5: %s  backup_%04d%02d%02d.tar.zst\nsize: %d bytes" % ((rhex(rng, 32),) + rdate(rng) + (rng.randint(10 ** 8, 10 ** 10),))
        label = "backup md5 manifest"
    else:
        snippet = "Content-Security-Policy: script-src 'self' 'sha256-%s'" % b64(rbytes(rng, 32))
        label = "CSP script hash"
    tip_en = pick(rng, ["These are digests of public artifacts; they identify content, they don't grant access.",
                        "The mismatch came from a re-published artifact; pin the digest and re-verify after upgrades.",
                        "Regenerate the digest instead of editing it by hand; one wrong character fails the whole install."])
    tip_ko = pick(rng, ["공개 산출물의 다이제스트라서 내용을 식별할 뿐 접근 권한을 주지 않는다.",
                        "재배포된 산출물 때문에 값이 달라졌다. 다이제스트를 고정하고 업그레이드 후 다시 검증할 것.",
                        "다이제스트는 손으로 고치지 말고 다시 생성할 것. 한 글자만 틀려도 설치 전체가 실패한다."])
    mc_en = ["The checksum verification failed and I didn't know which digest was expected."]
    mc_ko = ["체크섬 검증이 실패했는데 어떤 다이제스트가 기대값인지 몰랐다."]
    return "hash/digest: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text",
                                                  mc_en, mc_ko), [], []


# --- git SHAs -----------------------------------------------------------------------------
def k_gitsha(rng, lang):
    k = variant(rng, "k_gitsha", 5)
    shas = [rhex(rng, 40) for _ in range(4)]
    msgs = ["fix: retry on 429 from payment gateway", "chore(deps): bump axios", "feat: add Korean locale", "revert: cache layer",
            "refactor: split settlement job", "docs: update runbook", "fix(auth): refresh token race"]
    if k == 0:
        snippet = "\n".join("%s %s" % (s[:7], pick(rng, msgs)) for s in shas)
        label = "git log --oneline"
    elif k == 1:
        snippet = "%s is the first bad commit\ncommit %s\nAuthor: %s <%s>\n\n    %s" % (shas[0], shas[0], person(rng, "en"), email(rng), pick(rng, msgs))
        label = "git bisect result"
    elif k == 2:
        snippet = "git revert %s\ngit cherry-pick %s..%s" % (shas[0][:12], shas[1][:12], shas[2][:12])
        label = "revert and cherry-pick"
    elif k == 3:
        snippet = "CONFLICT (content): Merge conflict in src/settlement/job.py\nerror: could not apply %s... %s" % (shas[0][:7], pick(rng, msgs))
        label = "rebase conflict"
    else:
        snippet = "Build #%d for %s (%s) passed in %dm%02ds" % (rng.randint(100, 9999), pick(rng, ["main", "release/2.4", "hotfix/refund"]),
                                                              shas[0], rng.randint(2, 30), rng.randint(0, 59))
        label = "CI build for commit"
    tip_en = "Commit SHAs are public within the repo; reference them freely in notes."
    tip_ko = "커밋 SHA는 저장소 안에서 공개된 값이라 노트에 그대로 적어도 된다."
    mc_en = ["I didn't know which commit introduced the regression."]
    mc_ko = ["어느 커밋에서 회귀가 생겼는지 몰랐다."]
    return "git SHA: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text", mc_en, mc_ko), [], []


# --- UUIDs, request ids, trace ids -------------------------------------------------------
def k_ids(rng, lang):
    k = variant(rng, "k_ids", 8)
    if k == 0:
        snippet = '%s ERROR request failed status=500 request_id=%s user_id=%d path=/v1/orders' % (iso_ts(rng), ruuid(rng), rng.randint(1000, 999999))
        label = "request id in error log"
    elif k == 1:
        snippet = "traceparent: 00-%s-%s-01" % (rhex(rng, 32), rhex(rng, 16))
        label = "W3C traceparent"
    elif k == 2:
        snippet = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % ruuid(rng).upper()
        label = "AWS RequestId"
    elif k == 3:
        snippet = "Sentry event %s (issue %s-%s)" % (rhex(rng, 32), pick(rng, PROJECTS).upper(), rs(rng, UPALNUM, 3))
        label = "Sentry event id"
    elif k == 4:
        snippet = '{"error": {"type": "invalid_request_error", "code": "resource_missing", "request_log_url": "https://dashboard.stripe.com/logs/req_%s"}}' % rs(rng, ALNUM, 14)
        label = "Stripe request id"
    elif k == 5:
        snippet = "cf-ray: %s-%s\nserver: cloudflare" % (rhex(rng, 16), pick(rng, ["ICN", "NRT", "FRA", "SJC"]))
        label = "Cloudflare Ray ID"
    elif k == 6:
        snippet = "Idempotency-Key: %s" % ruuid(rng)
        label = "idempotency key"
    else:
        snippet = "pod/%s-%s-%s uid=%s restarted (OOMKilled)" % (pick(rng, SERVICES), rs(rng, LOALNUM, 10), rs(rng, LOALNUM, 5), ruuid(rng))
        label = "pod UID"
    tip_en = "Quote the id when contacting support; it is an identifier, not a secret."
    tip_ko = "지원팀에 문의할 때 이 ID를 알려주면 된다. 식별자일 뿐 비밀 값이 아니다."
    mc_en = ["I couldn't correlate the user's report with our logs without the id."]
    mc_ko = ["ID 없이는 사용자 제보와 로그를 연결할 수 없었다."]
    return "identifier: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text", mc_en, mc_ko), [], []


# --- public keys and fingerprints ----------------------------------------------------------
def ssh_ed25519_pub(rng):
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(rng, 32)))


def k_pubkey(rng, lang):
    k = variant(rng, "k_pubkey", 9)
    who = "%s@%s" % (pick(rng, FIRST_EN + FIRST_KO_ROM), pick(rng, ["laptop", "build01", "mbp", "wsl"]))
    if k == 0:
        snippet = "%s %s" % (ssh_ed25519_pub(rng), who)
        label = "authorized_keys entry (ed25519 public key)"
    elif k == 1:
        snippet = "%s %s" % (host(rng), ssh_ed25519_pub(rng))
        label = "known_hosts line"
    elif k == 2:
        snippet = "256 SHA256:%s %s (ED25519)" % (b64(rbytes(rng, 32)).rstrip("="), who)
        label = "SSH key fingerprint"
    elif k == 3:
        fp = rs(rng, HEXU, 40)
        snippet = "pub   ed25519 %04d-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>" % (rdate(rng) + (fp, person(rng, "en"), email(rng)))
        label = "GPG public key fingerprint"
    elif k == 4:
        snippet = "SHA256 Fingerprint=" + ":".join(rs(rng, HEXU, 2) for _ in range(32))
        label = "TLS certificate fingerprint"
    elif k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(rng, 64)
        snippet = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_lines(b64(der)))
        label = "PEM public key (EC P-256)"
    elif k == 6:
        n = b64url_nopad(rbytes(rng, 256))
        snippet = '{"keys": [{"kty": "RSA", "use": "sig", "kid": "%s", "alg": "RS256", "e": "AQAB", "n": "%s"}]}' % (rhex(rng, 16), n)
        label = "JWKS public key"
    elif k == 7:
        snippet = "# public key: age1%s" % rs(rng, "023456789acdefghjklmnpqrstuvwxyz", 58)
        label = "age recipient (public key)"
    else:
        snippet = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.%s:51820" % (b64(rbytes(rng, 32)), _dom(rng))
        label = "WireGuard peer public key"
    tip_en = "Public halves and fingerprints are safe to share; the private key never leaves the owner's machine."
    tip_ko = "공개키와 지문은 공유해도 안전하다. 개인키는 소유자 장비 밖으로 나가지 않는다."
    mc_en = ["I didn't know which key the server expected, so I compared fingerprints."]
    mc_ko = ["서버가 어떤 키를 기대하는지 몰라서 지문을 비교했다."]
    return "public key: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text", mc_en, mc_ko), [], []


# --- identifiers that are not secrets --------------------------------------------------------
def k_nonsecret_ids(rng, lang):
    k = variant(rng, "k_nonsecret_ids", 12)
    acct = rdig(rng, 12)
    if k == 0:
        snippet = "arn:aws:iam::%s:role/%s-deploy\narn:aws:s3:::%s-%s-artifacts" % (acct, pick(rng, SERVICES), pick(rng, PROJECTS), acct)
        label = "AWS account id and ARNs"
    elif k == 1:
        snippet = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+8210%s" % (rhex(rng, 32), rdig(rng, 8, False))
        label = "Twilio Account SID"
    elif k == 2:
        snippet = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (rdig(rng, 12), rs(rng, LOALNUM, 32))
        label = "Google OAuth client id"
    elif k == 3:
        snippet = "GitHub App ID: %d\nClient ID: Iv23li%s\nInstallation ID: %d" % (rng.randint(100000, 999999), rs(rng, ALNUM, 14), rng.randint(10 ** 7, 10 ** 8))
        label = "GitHub App ids"
    elif k == 4:
        snippet = "team: T%s  channel: C%s  user: U%s" % (rs(rng, UPALNUM, 9), rs(rng, UPALNUM, 10), rs(rng, UPALNUM, 10))
        label = "Slack team/channel/user ids"
    elif k == 5:
        snippet = "customer=cus_%s payment_intent=pi_%s price=price_%s" % (rs(rng, ALNUM, 14), rs(rng, ALNUM, 24), rs(rng, ALNUM, 24))
        label = "Stripe object ids"
    elif k == 6:
        snippet = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (ruuid(rng), ruuid(rng), ruuid(rng))
        label = "Azure tenant/subscription/client ids"
    elif k == 7:
        snippet = "instance i-0%s (ami-0%s) in vpc-0%s, sg-0%s" % (rhex(rng, 16), rhex(rng, 16), rhex(rng, 16), rhex(rng, 16))
        label = "EC2 resource ids"
    elif k == 8:
        snippet = "imp_uid=imp_%s merchant_uid=order_%s amount=%d" % (rdig(rng, 12), rdig(rng, 10), rng.randint(1000, 500000))
        label = "PortOne payment ids"
    elif k == 9:
        snippet = "NAVER_CLIENT_ID=%s  # client id only, the secret is in the vault" % rs(rng, ALNUM + "_", 20)
        label = "Naver client id"
    elif k == 10:
        snippet = "사업자등록번호 %s-%s-%s, 통신판매업 신고 제%04d-서울강남-%05d호" % (rdig(rng, 3), rdig(rng, 2, False), rdig(rng, 5, False),
                                                                          rng.randint(2018, 2025), rng.randint(1, 99999))
        label = "Korean business registration number"
    else:
        snippet = "Apple Team ID %s, bundle id com.acme.%s, GA4 measurement id G-%s" % (rs(rng, UPALNUM, 10), pick(rng, PROJECTS), rs(rng, UPALNUM, 10))
        label = "Apple Team ID and GA4 id"
    tip_en = "These identify resources or accounts; access still requires separate credentials."
    tip_ko = "리소스나 계정을 식별하는 값일 뿐이고 접근하려면 별도 자격 증명이 필요하다."
    mc_en = ["I wasn't sure whether these ids were sensitive, so I checked before pasting them."]
    mc_ko = ["이 ID들이 민감한 값인지 확실하지 않아서 붙여넣기 전에 확인했다."]
    return "non-secret ids: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text", mc_en, mc_ko), [], []


# --- base64 of non-secret data -----------------------------------------------------------------
def k_base64(rng, lang):
    k = variant(rng, "k_base64", 6)
    if k == 0:
        data = json.dumps({"region": pick(rng, REGIONS_AWS), "featureFlags": {"newCheckout": True, "darkMode": False},
                           "build": rng.randint(100, 999)}, separators=(",", ":"))
        snippet = "X-Client-Config: %s" % b64(data.encode())
        label = "base64 JSON client config header"
    elif k == 1:
        png = b"\x89PNG\r\n\x1a\n" + rbytes(rng, rng.randint(40, 70))
        snippet = "binaryData:\n  logo.png: %s" % b64(png)
        label = "ConfigMap binaryData (PNG)"
    elif k == 2:
        hdr = b64url_nopad(('{"alg":"RS256","kid":"%s","typ":"JWT"}' % rhex(rng, 16)).encode())
        snippet = "JWT header only: %s  -> {\"alg\":\"RS256\",...}" % hdr
        label = "decoded JWT header (no token)"
    elif k == 3:
        pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(_lines(b64(bytes.fromhex("3082") + rbytes(rng, 90)))) + "\n-----END CERTIFICATE-----\n"
        snippet = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443" % (b64(pem.encode()), ip(rng))
        label = "kubeconfig CA certificate data"
    elif k == 4:
        msg = pick(rng, ["hello world", "order-created", "ping", "테스트 메시지"])
        snippet = 'echo -n "%s" | base64\n%s' % (msg, b64(msg.encode()))
        label = "base64 of a test string"
    else:
        snippet = '{"data": {"message": {"data": "%s", "messageId": "%s"}}}' % (
            b64(json.dumps({"orderId": rng.randint(10000, 99999), "status": "PAID"}).encode()), rdig(rng, 16))
        label = "Pub/Sub push payload"
    tip_en = pick(rng, ["It's just base64 of non-sensitive data; decode it before assuming it's a token.",
                        "The decoder expects standard base64 with padding; the URL-safe variant was the bug."])
    tip_ko = pick(rng, ["민감하지 않은 데이터를 base64로 인코딩한 것뿐이다. 토큰이라고 단정하기 전에 디코딩해볼 것.",
                        "디코더는 패딩이 있는 표준 base64를 기대한다. URL-safe 변형을 쓴 게 버그였다."])
    return "base64 non-secret: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text"), [], []


# --- long identifiers ---------------------------------------------------------------------------
def k_longid(rng, lang):
    k = variant(rng, "k_longid", 6)
    if k == 0:
        snippet = "s3://%s-data-lake/raw/events/dt=%04d-%02d-%02d/part-00%03d-%s-c000.snappy.parquet" % (
            (pick(rng, PROJECTS),) + rdate(rng) + (rng.randint(0, 199), ruuid(rng)))
        label = "S3 object key"
    elif k == 1:
        snippet = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/%s-%s" % (
            ruuid(rng), pick(rng, PROJECTS), pick(rng, ENVS[:3]), pick(rng, SERVICES), rs(rng, LOALNUM, 6))
        label = "Azure resource id"
    elif k == 2:
        snippet = "static/js/%s.%s.chunk.js\nstatic/css/main.%s.css" % (rng.randint(100, 999), rhex(rng, 20), rhex(rng, 8))
        label = "webpack chunk names"
    elif k == 3:
        snippet = 'module.%s.aws_iam_role_policy_attachment.this["arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole"]' % pick(rng, PROJECTS)
        label = "Terraform resource address"
    elif k == 4:
        snippet = "%s.dkr.ecr.%s.amazonaws.com/%s:%s-%s" % (rdig(rng, 12), pick(rng, REGIONS_AWS), pick(rng, SERVICES), "2.%d.%d" % (rng.randint(0, 9), rng.randint(0, 30)), rhex(rng, 40))
        label = "ECR image reference"
    else:
        snippet = "com.acme.%s.infrastructure.persistence.jpa.%sRepositoryCustomImplementationAdapter" % (pick(rng, PROJECTS), pick(rng, ["Settlement", "Order", "Refund"]))
        label = "long class name"
    tip_en = "Long and random-looking, but it's just a name."
    tip_ko = "길고 무작위처럼 보이지만 그냥 이름이다."
    return "long identifier: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text"), [], []


# --- versions and lockfiles ----------------------------------------------------------------------
def k_version(rng, lang):
    k = variant(rng, "k_version", 4)
    if k == 0:
        snippet = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (
            rng.randint(150, 220), rhex(rng, 64))
        label = "Cargo.lock entry"
    elif k == 1:
        snippet = "[metadata]\nlock-version = \"2.0\"\npython-versions = \">=3.11,<3.13\"\ncontent-hash = \"%s\"" % rhex(rng, 64)
        label = "poetry.lock metadata"
    elif k == 2:
        snippet = "node v%d.%d.%d, pnpm %d.%d.%d, typescript 5.%d.%d" % (rng.randint(18, 22), rng.randint(0, 20), rng.randint(0, 9),
                                                                      rng.randint(8, 9), rng.randint(0, 15), rng.randint(0, 9), rng.randint(0, 6), rng.randint(0, 4))
        label = "toolchain versions"
    else:
        snippet = "kubectl version\nClient Version: v1.%d.%d\nServer Version: v1.%d.%d-eks-%s" % (rng.randint(27, 31), rng.randint(0, 9), rng.randint(27, 31), rng.randint(0, 9), rhex(rng, 7))
        label = "kubectl version"
    tip_en = "Pin these versions in CI; the drift caused the failure."
    tip_ko = "CI에서 이 버전들을 고정할 것. 버전 차이 때문에 실패했다."
    return "versions: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "text"), [], []


# --- password policy talk without values ---------------------------------------------------
POLICY_EN = ["Passwords must be at least {n} characters with one digit and one symbol; the validator regex is `^(?=.*\\d)(?=.*[^\\w\\s]).{{{n},}}$`.",
             "The IdP rejects any of the last {r} passwords and forces rotation every {d} days.",
             "Service account passwords are generated by the vault with length {n2} and no ambiguous characters.",
             "PASSWORD_MIN_LENGTH={n} and PASSWORD_HISTORY={r} are the only knobs in the auth service config.",
             "The login form trims whitespace, so a password ending in a space can never match.",
             "bcrypt cost is {c}; raising it to {c2} doubled login latency on the small instances.",
             "The `password` column was renamed to `password_hash` in migration {mig}; nothing stores plaintext."]
POLICY_KO = ["비밀번호는 {n}자 이상, 숫자와 특수문자를 각각 하나 이상 포함해야 한다. 검증 정규식은 `^(?=.*\\d)(?=.*[^\\w\\s]).{{{n},}}$`.",
             "IdP는 최근 {r}개 비밀번호 재사용을 막고 {d}일마다 변경을 강제한다.",
             "서비스 계정 비밀번호는 vault가 길이 {n2}, 헷갈리는 문자 제외로 생성한다.",
             "인증 서비스 설정에서 조정 가능한 건 PASSWORD_MIN_LENGTH={n}, PASSWORD_HISTORY={r} 두 개뿐이다.",
             "로그인 폼이 앞뒤 공백을 잘라서 공백으로 끝나는 비밀번호는 절대 일치하지 않는다.",
             "bcrypt cost는 {c}이고 {c2}로 올렸더니 작은 인스턴스에서 로그인 지연이 두 배가 됐다.",
             "마이그레이션 {mig}에서 `password` 컬럼을 `password_hash`로 바꿨고 평문은 어디에도 저장하지 않는다."]


def k_policy(rng, lang):
    pool = POLICY_EN if lang == "en" else POLICY_KO
    a, b = sample(rng, range(len(pool)), 2)
    vals = dict(n=pick(rng, [10, 12, 14, 16]), r=pick(rng, [3, 5, 10]), d=pick(rng, [60, 90, 180]), n2=pick(rng, [24, 32, 40]),
                c=pick(rng, [10, 11, 12]), c2=pick(rng, [13, 14]), mig="%04d%02d%02d_%s" % (rdate(rng) + (pick(rng, ["rename_pw", "auth_cleanup"]),)))
    kw = base_kw(rng, lang)
    if lang == "en":
        mc = fmt(pick(rng, ["I didn't know the password rules for {svc} accounts and my test user kept getting rejected.",
                            "The signup flow in {env} failed and nobody told me the password policy had changed.",
                            "{person} asked why the reset link works but the new password is refused."]), kw)
        ask = pick(rng, ["", "Should the policy be documented in the {svc} README?".format(**kw), "Is the same policy enforced in {env}?".format(**kw)])
    else:
        mc = fmt(pick(rng, ["{svc} 계정 비밀번호 규칙을 몰라서 테스트 계정이 계속 거부됐다.",
                            "{env} 가입 플로우가 실패했는데 비밀번호 정책이 바뀐 걸 아무도 알려주지 않았다.",
                            "{person}님이 재설정 링크는 되는데 새 비밀번호가 거부되는 이유를 물었다."]), kw)
        ask = pick(rng, ["", "이 정책을 {svc} README에 적어둘까요?".format(**kw), "{env}에도 같은 정책이 적용되나요?".format(**kw)])
    lesson = pool[a].format(**vals) + "\n" + pool[b].format(**vals)
    return "password policy talk without values", tidy({"missing_context": mc, "lesson": lesson, "ask_next_time": ask}), [], []


# --- flags explained in prose ------------------------------------------------------------------
FLAGS = [("`mysql -u root -p` with nothing after -p makes the client prompt; the password must never be glued to the flag.",
          "`mysql -u root -p` 처럼 -p 뒤에 아무것도 없으면 프롬프트가 뜬다. 비밀번호를 플래그에 붙이면 안 된다.",
          "mysql -h db.internal -u root -p"),
         ("`docker login --password-stdin` reads the token from stdin, so CI can pipe a masked variable into it.",
          "`docker login --password-stdin`은 표준입력에서 토큰을 읽어서 CI가 마스킹된 변수를 파이프로 넘길 수 있다.",
          'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u ci-bot --password-stdin'),
         ("psql reads PGPASSWORD or ~/.pgpass; with neither it prompts, which hangs non-interactive jobs.",
          "psql은 PGPASSWORD나 ~/.pgpass를 읽고, 둘 다 없으면 프롬프트를 띄워서 비대화형 잡이 멈춘다.",
          'PGPASSWORD="$(vault kv get -field=password secret/prod/db)" psql -h db.internal -U app'),
         ("`sshpass -e` takes the password from the SSHPASS env var instead of the command line.",
          "`sshpass -e`는 명령줄 대신 SSHPASS 환경변수에서 비밀번호를 읽는다.",
          'SSHPASS="$DEPLOY_PW" sshpass -e ssh deploy@10.0.0.5'),
         ("`curl -u user` without `:password` prompts for it, which keeps it out of shell history.",
          "`curl -u user`처럼 `:password` 없이 쓰면 프롬프트가 떠서 셸 히스토리에 남지 않는다.",
          "curl -u admin https://nexus.internal/service/rest/v1/status"),
         ("`git config credential.helper 'cache --timeout=900'` keeps HTTPS credentials in memory for 15 minutes only.",
          "`git config credential.helper 'cache --timeout=900'`은 HTTPS 자격 증명을 메모리에 15분만 보관한다.",
          "git config --global credential.helper 'cache --timeout=900'"),
         ("`redis-cli --askpass` prompts for the AUTH password instead of taking -a.",
          "`redis-cli --askpass`는 -a 대신 AUTH 비밀번호를 프롬프트로 받는다.",
          "redis-cli -h cache.internal --askpass"),
         ("`kubectl create secret generic --from-file` keeps the value out of the command line, unlike --from-literal.",
          "`kubectl create secret generic --from-file`은 --from-literal과 달리 값이 명령줄에 남지 않는다.",
          "kubectl create secret generic db-credentials --from-file=password=./db_password.txt"),
         ("`ansible-vault edit group_vars/prod/vault.yml` opens the decrypted file in $EDITOR and re-encrypts on save.",
          "`ansible-vault edit group_vars/prod/vault.yml`은 복호화된 파일을 $EDITOR로 열고 저장 시 다시 암호화한다.",
          "ansible-vault edit group_vars/prod/vault.yml --vault-id prod@prompt"),
         ("`read -s DB_PASS` reads a value without echoing it, good for one-off scripts.",
          "`read -s DB_PASS`는 화면에 표시하지 않고 값을 읽어서 일회성 스크립트에 좋다.",
          'read -s -p "DB password: " DB_PASS; export DB_PASS')]


def k_flags(rng, lang):
    i, j = sample(rng, range(len(FLAGS)), 2)
    en1, ko1, cmd = FLAGS[i]
    en2, ko2, _ = FLAGS[j]
    tip_en, tip_ko = en1 + " Also: " + en2, ko1 + " 참고로 " + ko2
    return "flags explained in prose", clean_note(rng, lang, "how the command takes its password", "명령이 비밀번호를 받는 방식",
                                                  tip_en, tip_ko, cmd, "bash",
                                                  ["I didn't know how to pass credentials to the tool without leaking them."],
                                                  ["자격 증명을 노출하지 않고 도구에 넘기는 방법을 몰랐다."]), [], []


# --- encrypted blobs -------------------------------------------------------------------------------
def k_encrypted(rng, lang):
    k = variant(rng, "k_encrypted", 6)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(rng, n)), b64(rbytes(rng, 32)), b64(rbytes(rng, 16)))
        snippet = "db_password: %s\napi_token: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%04d-%02d-%02dT10:00:00Z\"\n    version: 3.9.1" % (
            (enc(18), enc(40), rs(rng, "023456789acdefghjklmnpqrstuvwxyz", 58)) + rdate(rng))
        label = "SOPS-encrypted YAML"
    elif k == 1:
        lines = [rhex(rng, 80) for _ in range(rng.randint(4, 6))]
        snippet = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        label = "Ansible Vault blob"
    elif k == 2:
        snippet = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: Ag%s" % b64(rbytes(rng, 300))[:rng.randint(300, 380)]
        label = "SealedSecret encryptedData"
    elif k == 3:
        snippet = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % b64(rbytes(rng, 48))
        label = "jasypt ENC() value"
    elif k == 4:
        snippet = '{\n  "CiphertextBlob": "AQICAHh%s",\n  "KeyId": "arn:aws:kms:%s:%s:key/%s"\n}' % (b64(rbytes(rng, 150)), pick(rng, REGIONS_AWS), rdig(rng, 12), ruuid(rng))
        label = "KMS ciphertext blob"
    else:
        snippet = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(_lines(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(rng, 160))))
        label = "age-encrypted file"
    tip_en = pick(rng, ["The blob is ciphertext; it is safe in git as long as the decryption key stays out of the repo.",
                        "Edit it only through the tool; hand edits break the MAC and the deploy fails to decrypt.",
                        "Diffs of encrypted files are meaningless, review the decrypted change locally instead."])
    tip_ko = pick(rng, ["암호문이라 복호화 키만 저장소 밖에 있으면 git에 있어도 안전하다.",
                        "반드시 도구로만 수정할 것. 손으로 고치면 MAC이 깨져서 배포 시 복호화에 실패한다.",
                        "암호화된 파일의 diff는 의미가 없으니 로컬에서 복호화한 변경을 리뷰할 것."])
    return "encrypted blob: %s" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "yaml",
                                                     ["I didn't know the secrets in this repo are committed encrypted."],
                                                     ["이 저장소의 시크릿이 암호화된 상태로 커밋된다는 걸 몰랐다."]), [], []


# --- keys documented as PUBLIC ([publishable]) -------------------------------------------------
def k_publishable(rng, lang):
    k = variant(rng, "k_publishable", 12)
    proj = pick(rng, PROJECTS)
    if k == 0:
        key = "pk_live_51" + rs(rng, ALNUM, 97)
        snippet, label, vend = "const stripe = Stripe('%s');" % key, "Stripe publishable key", "Stripe"
    elif k == 1:
        snippet = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s-prod.firebaseapp.com",\n  projectId: "%s-prod",\n'
                   '  storageBucket: "%s-prod.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};') % (
            rs(rng, B64URL, 35), proj, proj, proj, rdig(rng, 12), rdig(rng, 12), rhex(rng, 22))
        label, vend = "Firebase web config apiKey", "Firebase"
    elif k == 2:
        snippet = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(rng, B64URL, 38)
        label, vend = "reCAPTCHA site key", "Google reCAPTCHA"
    elif k == 3:
        payload = b64url_nopad(('{"u":"%s","a":"%s"}' % (proj, rs(rng, LOALNUM, 25))).encode())
        snippet = "mapboxgl.accessToken = 'pk.%s.%s';" % (payload, rs(rng, B64URL, 22))
        label, vend = "Mapbox public token", "Mapbox"
    elif k == 4:
        snippet = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(rng, UPALNUM, 10), rhex(rng, 32))
        label, vend = "Algolia search-only API key", "Algolia"
    elif k == 5:
        snippet = "const tossPayments = TossPayments('live_ck_%s');" % rs(rng, ALNUM, 28)
        label, vend = "Toss Payments client key", "Toss Payments"
    elif k == 6:
        snippet = "Kakao.init('%s'); // JavaScript 키" % rhex(rng, 32)
        label, vend = "Kakao JavaScript key", "Kakao"
    elif k == 7:
        anon = make_jwt(rng, {"iss": "supabase", "ref": rs(rng, LOWER, 20), "role": "anon",
                              "iat": rng.randint(1_700_000_000, 1_730_000_000), "exp": rng.randint(2_000_000_000, 2_100_000_000)})
        snippet = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(rng, LOWER, 20), anon)
        label, vend = "Supabase anon key", "Supabase"
    elif k == 8:
        snippet = 'Sentry.init({ dsn: "https://%s@o%s.ingest.sentry.io/%s" });' % (rhex(rng, 32), rdig(rng, 6), rdig(rng, 7))
        label, vend = "Sentry DSN", "Sentry"
    elif k == 9:
        snippet = "Payjp('pk_live_%s')" % rhex(rng, 24)
        label, vend = "PAY.JP public key", "PAY.JP"
    elif k == 10:
        snippet = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(rng, ALNUM, 43)
        label, vend = "PostHog project API key", "PostHog"
    else:
        snippet = '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(rng, B64URL, 35)
        label, vend = "Google Maps browser key (referrer-restricted)", "Google Maps"
    tip_en = "The %s is meant to ship in the browser bundle; the vendor documents it as public. Restrictions are set in the console." % label
    tip_ko = "%s는 브라우저 번들에 포함되도록 만들어진 공개 키라고 벤더가 문서화했다. 제한은 콘솔에서 건다." % label
    return "publishable key: %s [publishable]" % label, clean_note(rng, lang, "the %s" % label, label, tip_en, tip_ko, snippet, "js",
                                                                   ["I wasn't sure whether the %s in the frontend was a leak." % label],
                                                                   ["프런트엔드에 있는 %s가 유출인지 확신이 없었다." % label]), [], [vend]


# --- plain engineering notes ------------------------------------------------------------------------
PLAIN_EN = [("The nightly {svc} job failed only on the first day of the month.", "Date math used the server timezone; set TZ=Asia/Seoul in the job spec.", "Should all batch jobs pin the timezone?"),
            ("I didn't know the repo uses pnpm workspaces.", "Running npm install at the root creates a second lockfile; always use pnpm.", ""),
            ("Tests in {svc} were flaky in CI but not locally.", "They depended on test order; the fixture now resets the in-memory cache.", "Can I enable random test ordering in CI?"),
            ("The migration for {svc} locked the orders table for minutes.", "Add the index CONCURRENTLY and split the backfill into batches of 5k rows.", ""),
            ("Nobody told me the {env} cluster autoscaler has a max of 6 nodes.", "Large reindex jobs must be scheduled at night or they starve the API pods.", "Who can raise the node limit?"),
            ("The CSV export broke Excel on Windows.", "Write a UTF-8 BOM, otherwise Korean column names turn into mojibake.", ""),
            ("I assumed {svc} used REST, it actually speaks gRPC internally.", "Use grpcurl with the reflection service to inspect it.", "Is there a proto repo I should clone?"),
            ("The feature flag naming convention wasn't written down.", "Flags are kebab-case and prefixed with the team name, e.g. payments-new-refund-flow.", ""),
            ("Docker builds took 12 minutes in CI.", "Ordering COPY package*.json before COPY . restores the layer cache; now 3 minutes.", ""),
            ("I didn't know {person} owns the release calendar.", "Releases are Tuesday and Thursday only; hotfixes need two approvals.", "Is Friday deploy ever allowed?")]
PLAIN_KO = [("{svc} 야간 잡이 매달 1일에만 실패했다.", "날짜 계산이 서버 타임존 기준이었다. 잡 스펙에 TZ=Asia/Seoul 지정.", "모든 배치 잡에 타임존을 고정할까요?"),
            ("저장소가 pnpm workspace를 쓰는 줄 몰랐다.", "루트에서 npm install 하면 lockfile이 하나 더 생긴다. 항상 pnpm 사용.", ""),
            ("{svc} 테스트가 CI에서만 간헐적으로 실패했다.", "테스트 순서에 의존하고 있었다. 픽스처가 이제 메모리 캐시를 초기화한다.", "CI에서 테스트 순서 랜덤화를 켜도 될까요?"),
            ("{svc} 마이그레이션이 주문 테이블을 몇 분간 잠갔다.", "인덱스는 CONCURRENTLY로 만들고 백필은 5천 건씩 나눠서 할 것.", ""),
            ("{env} 클러스터 오토스케일러 최대 노드가 6개라는 걸 아무도 말해주지 않았다.", "대용량 재색인은 야간에 돌려야 API 파드가 굶지 않는다.", "노드 한도는 누가 올릴 수 있나요?"),
            ("CSV 내보내기가 윈도우 엑셀에서 깨졌다.", "UTF-8 BOM을 써야 한글 컬럼명이 깨지지 않는다.", ""),
            ("{svc:가} REST인 줄 알았는데 내부적으로 gRPC였다.", "reflection 서비스를 켜고 grpcurl로 확인할 것.", "clone 해야 할 proto 저장소가 있나요?"),
            ("피처 플래그 네이밍 규칙이 문서화돼 있지 않았다.", "플래그는 kebab-case에 팀명 접두어를 붙인다. 예: payments-new-refund-flow.", ""),
            ("CI의 도커 빌드가 12분 걸렸다.", "COPY package*.json을 COPY . 보다 앞에 두니 레이어 캐시가 살아나서 3분으로 줄었다.", ""),
            ("릴리스 일정은 {person}님이 관리한다는 걸 몰랐다.", "배포는 화요일과 목요일만, 핫픽스는 승인 두 명 필요.", "금요일 배포가 허용되는 경우가 있나요?")]


def k_plain(rng, lang):
    pool = PLAIN_EN if lang == "en" else PLAIN_KO
    mc, le, ask = pick(rng, pool)
    kw = base_kw(rng, lang)
    extra = pick(rng, ["", "", " (%s)" % kw["env"], "\n" + ("Checked with %s." % kw["person"] if lang == "en" else "%s님과 확인함." % kw["person"])])
    return "plain engineering note", tidy({"missing_context": fmt(mc, kw), "lesson": fmt(le, kw) + extra,
                                           "ask_next_time": fmt(ask, kw)}), [], []


# ===========================================================================
# assembly
# ===========================================================================
SECRET_TEMPLATES = [(t_vendor, 105), (t_multi, 10), (t_pw_config, 20), (t_pw_prose, 20), (t_pw_cmd, 35), (t_conn, 28),
                    (t_header, 15), (t_cookie, 8), (t_signed_url, 8), (t_pem, 12), (t_totp, 8), (t_recovery, 7), (t_pin, 6),
                    (t_wifi, 7), (t_webhook, 14), (t_split, 10), (t_ask_repeat, 8), (t_long, 10), (t_toolcfg, 14),
                    (t_infra, 10), (t_app_pw, 5)]
CLEAN_TEMPLATES = [(k_placeholder, 30), (k_masked, 22), (k_redacted, 12), (k_envref, 35), (k_hash, 25), (k_gitsha, 20),
                   (k_ids, 30), (k_pubkey, 25), (k_nonsecret_ids, 25), (k_base64, 15), (k_longid, 12), (k_version, 10),
                   (k_policy, 15), (k_flags, 15), (k_encrypted, 20), (k_publishable, 24), (k_plain, 25)]
MAX_TRIES = 200


def bump(stats, group, key):
    d = stats.setdefault(group, {})
    d[key] = d.get(key, 0) + 1


def build_kind(rng, kind, templates, n_en, n_ko, seen, stats):
    deck = []
    for fn, w in templates:
        deck += [fn] * w
    assert len(deck) == n_en + n_ko, (kind, len(deck))
    rng.shuffle(deck)
    langs = ["en"] * n_en + ["ko"] * n_ko
    rng.shuffle(langs)
    notes = []
    for fn, lang in zip(deck, langs):
        for attempt in range(MAX_TRIES):
            cat, fields, secrets, vends = fn(rng, lang)
            try:
                check_fields(fields)
                if kind == "secret":
                    check_secret_note(fields, secrets)
                else:
                    check_clean_note(fields, secrets)
                sig = "\x00".join(fields[k] for k in FIELD_KEYS)
                if sig in seen:
                    raise Reject("duplicate note")
            except Reject as e:
                stats["regenerated"] = stats.get("regenerated", 0) + 1
                reason = str(e).split(":")[0].split(" '")[0][:40]
                bump(stats, "reasons", reason)
                continue
            seen[sig] = True
            break
        else:
            raise SystemExit("template %s could not produce a valid %s note" % (fn.__name__, kind))
        notes.append({"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets})
        bump(stats, "templates", fn.__name__)
        for v in vends:
            bump(stats, "vendors_" + kind, v)
    return notes


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v89.jsonl"
    stats = {}
    seen = {}
    secret_notes = build_kind(R, "secret", SECRET_TEMPLATES, N_EN_PER_KIND, N_KO_PER_KIND, seen, stats)
    clean_notes = build_kind(R, "clean", CLEAN_TEMPLATES, N_EN_PER_KIND, N_KO_PER_KIND, seen, stats)
    notes = secret_notes + clean_notes
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"]}
        records.append(rec)
    # final assertions
    assert len(records) == N_TOTAL
    assert sum(1 for r in records if r["kind"] == "secret") == N_SECRET
    assert sum(1 for r in records if r["kind"] == "clean") == N_CLEAN
    for kind in ("secret", "clean"):
        assert sum(1 for r in records if r["kind"] == kind and r["lang"] == "en") == N_EN_PER_KIND
        assert sum(1 for r in records if r["kind"] == kind and r["lang"] == "ko") == N_KO_PER_KIND
    for r in records:
        check_fields(r["fields"])
        if r["kind"] == "secret":
            check_secret_note(r["fields"], r["secrets"])
        else:
            check_clean_note(r["fields"], r["secrets"])
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(out_path, "wb") as f:
        f.write(data)
    # report
    err = sys.stderr
    err.write("wrote %s: %d notes, sha256 %s\n" % (out_path, len(records), hashlib.sha256(data).hexdigest()))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            err.write("  %s/%s: %d\n" % (kind, lang, sum(1 for r in records if r["kind"] == kind and r["lang"] == lang)))
    vend = stats.get("vendors_secret", {})
    err.write("distinct vendors behind secret notes: %d; vendors of [publishable] keys in clean notes: %d\n" % (
        len(vend), len(stats.get("vendors_clean", {}))))
    err.write("vendor catalogue entries (token shapes): %d, distinct vendor names in catalogue: %d\n" % (
        len(VENDORS), len(dict.fromkeys(v["vendor"] for v in VENDORS))))
    used = dict.fromkeys(v for v in vend)
    missing = [v["vendor"] for v in VENDORS if v["vendor"] not in used]
    err.write("catalogue vendors never used: %s\n" % (", ".join(uniq(missing)) or "none"))
    err.write("templates: %d secret, %d clean\n" % (len(SECRET_TEMPLATES), len(CLEAN_TEMPLATES)))
    err.write("distinct categories: %d\n" % len(dict.fromkeys(r["category"] for r in records)))
    err.write("regenerated candidates: %d %s\n" % (stats.get("regenerated", 0), json.dumps(stats.get("reasons", {}), ensure_ascii=False)))
    err.write("secrets listed: %d; notes with >1 secret: %d\n" % (
        sum(len(r["secrets"]) for r in records), sum(1 for r in records if len(r["secrets"]) > 1)))


if __name__ == "__main__":
    main()
