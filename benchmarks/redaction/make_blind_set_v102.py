#!/usr/bin/env python3
"""make_blind_set_v102.py -- generator of the blind evaluation set v102 for a
credential-redaction filter (see FORMAT.txt in this folder).

* Python 3 standard library only, no network.
* One PRNG, random.Random(102_2026_1127), drives every choice.
* No iteration over sets; output is byte-identical on every run and under any
  PYTHONHASHSEED.
* Every credential body is drawn from the PRNG (vendor prefixes / fixed DER or
  OpenSSH framing are the only constant parts, as in the real formats).

Usage:  python3 make_blind_set_v102.py      -> writes blind_set_v102.jsonl next to it
"""
import base64
import hashlib
import json
import os
import random
import sys

SEED = 102_2026_1127
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "blind_set_v102.jsonl")

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %

UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOWER = UPPER.lower()
DIGITS = "0123456789"
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
UHEX = HEX.upper()
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
# punctuation used in generated passwords: no quotes, backslash, backtick, & < > (so the
# value is written verbatim in shell single quotes, JSON, YAML double quotes and XML)
PW_PUNCT = "!@#$%^*()-_=+[]{};:,.?/~|"


# ----------------------------------------------------------------------------------
# basic random helpers (all go through R)
# ----------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64url(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def weighted(pairs):
    """pairs: list of (item, weight); returns one item."""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def pct(s):
    """percent-encode a password for the userinfo part of a URL (RFC 3986)."""
    keep = ALNUM + "-._~"
    out = []
    for ch in s:
        if ch in keep:
            out.append(ch)
        else:
            for byte in ch.encode("utf-8"):
                out.append("%%%02X" % byte)
    return "".join(out)


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (
        rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (
        rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def date_s():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


# ----------------------------------------------------------------------------------
# Korean particles (josa) -- chosen from the final consonant of the preceding word
# ----------------------------------------------------------------------------------
def _batchim(word):
    """returns None (no final consonant), 'l' (final ㄹ) or 'y' (other final consonant)."""
    if not word:
        return None
    ch = word[-1]
    code = ord(ch)
    if 0xAC00 <= code <= 0xD7A3:
        jong = (code - 0xAC00) % 28
        if jong == 0:
            return None
        return "l" if jong == 8 else "y"
    if ch in DIGITS:
        return {"0": "y", "1": "l", "2": None, "3": "y", "4": None, "5": None,
                "6": "y", "7": "l", "8": "l", "9": None}[ch]
    low = ch.lower()
    if low in "lr":
        return "l"
    if low in "mn":
        return "y"
    return None


def josa(word, pair):
    """pair one of '이/가', '을/를', '은/는', '으로/로', '과/와', '이다/다'."""
    b = _batchim(word)
    with_final, without = pair.split("/")
    if pair == "으로/로":
        return word + ("로" if b in (None, "l") else "으로")
    return word + (without if b is None else with_final)


def ko_forms(prefix, word):
    """dict of formatted forms: prefix, prefix_i, prefix_eul, prefix_eun, prefix_ro."""
    return {
        prefix: word,
        prefix + "_i": josa(word, "이/가"),
        prefix + "_eul": josa(word, "을/를"),
        prefix + "_eun": josa(word, "은/는"),
        prefix + "_ro": josa(word, "으로/로"),
        prefix + "_wa": josa(word, "과/와"),
    }


# ----------------------------------------------------------------------------------
# pools of ordinary (non-secret) names
# ----------------------------------------------------------------------------------
SERVICES = ["billing-api", "order-worker", "notification-service", "auth-gateway", "search-indexer",
            "settlement-batch", "media-uploader", "crm-sync", "inventory-api", "report-cron",
            "payment-webhook", "chat-bot", "data-pipeline", "admin-console", "mobile-bff",
            "coupon-service", "ledger", "shipping-tracker", "event-collector", "ml-inference"]
ORGS = ["acme", "hanbit-labs", "northwind", "bluefin", "daon-soft", "sorami", "kestrel-io", "mirae-pay",
        "pinecone-works", "hyperion", "seoul-mobility", "tidewater"]
REPOS = ["backend", "infra", "platform", "web-admin", "data-jobs", "mobile-api", "monorepo", "deploy-scripts",
         "terraform-live", "helm-charts"]
USERS_EN = ["deploy", "admin", "svc_billing", "ci-bot", "app_rw", "reporter", "etl_user", "jenkins", "ops",
            "backup", "grafana", "readonly", "migrator"]
PEOPLE = ["kim.minji", "park.jihoon", "lee.seoyeon", "choi.dohyun", "jung.hana", "kang.taeyang", "yoon.sora",
          "alex.chen", "maria.santos", "tom.becker", "sato.yuki", "li.wei", "emma.dubois", "raj.patel"]
PEOPLE_KO = ["민지 님", "지훈 님", "서연 님", "도현 님", "하나 님", "태양 님", "소라 님", "팀장님", "인프라팀 재석 님",
             "백엔드 리드 은비 님", "QA 담당 현우 님"]
PEOPLE_EN = ["Minji", "Jihoon", "Seoyeon", "the team lead", "Alex", "Maria", "Tom from infra", "Yuki",
             "the on-call engineer", "Raj", "Emma", "the DBA"]
DB_NAMES = ["app", "orders", "billing", "analytics", "users", "ledger", "cms", "inventory", "events"]
HOSTS = ["db-prod-01.internal", "10.0.3.12", "staging-db.corp.local", "pg-main.svc.cluster.local",
         "mysql-replica-2.internal", "192.168.10.25", "redis-cache.internal", "mq01.corp.local",
         "172.16.4.31", "bastion.dev.internal"]
FILES_CFG = [".env", ".env.production", ".env.local", "config/settings.yaml", "config/app.yaml",
             "deploy/values-prod.yaml", "docker-compose.yml", "src/main/resources/application.properties",
             "appsettings.Production.json", "config/secrets.toml", "settings/local.py", "infra/terraform.tfvars",
             ".github/workflows/release.yml", ".gitlab-ci.yml", "scripts/deploy.sh", "k8s/secret.yaml",
             "conf/app.ini", "config/config.json", "Dockerfile", "ansible/group_vars/prod.yml"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "eu-west-1"]
SYMPTOMS_EN = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "\"invalid api key\"", "429 Too Many Requests",
               "SignatureDoesNotMatch", "authentication failed", "a silent empty response",
               "\"bad credentials\"", "permission denied", "\"token expired\" errors"]
SYMPTOMS_KO = ["401 Unauthorized", "403 Forbidden", "invalid_auth 에러", "인증 실패", "429 Too Many Requests",
               "토큰 만료 에러", "SignatureDoesNotMatch", "빈 body", "bad credentials", "권한 없음 에러"]
TASKS_EN = ["wiring up the nightly export", "fixing the staging deploy", "migrating the cron jobs to k8s",
            "debugging the failing integration test", "moving secrets out of the repo", "setting up the new CI runner",
            "reproducing the customer bug locally", "upgrading the SDK", "splitting the monolith config",
            "restoring the staging database", "rotating keys after the offboarding"]
TASKS_KO = ["야간 export 작업 연결", "스테이징 배포 수정", "cron 작업 k8s 이전", "깨지는 통합 테스트 디버깅",
            "저장소에서 시크릿 분리", "새 CI 러너 세팅", "고객 버그 로컬 재현", "SDK 업그레이드",
            "모놀리스 설정 분리", "스테이징 DB 복구", "퇴사자 발생 후 키 교체"]


def svc():
    return pick(SERVICES)


def cfg_file():
    return pick(FILES_CFG)


def git_sha(n=40):
    return hexs(n)


def rds_host():
    return "%s.%s.%s.rds.amazonaws.com" % (pick(DB_NAMES) + "-" + pick(["prod", "stg", "dev"]), rs(LALNUM, 12),
                                           pick(REGIONS))


# ----------------------------------------------------------------------------------
# password material
# ----------------------------------------------------------------------------------
EN_WORDS = ["maple", "orbit", "cactus", "harbor", "velvet", "tundra", "pepper", "glacier", "lantern", "meadow",
            "copper", "falcon", "willow", "saturn", "biscuit", "cobalt", "mango", "thunder", "marble", "pixel",
            "rocket", "sierra", "walnut", "zephyr", "amber", "canyon", "dolphin", "ember", "fjord", "gravel",
            "hazel", "igloo", "jasper", "kettle", "lotus", "nectar", "oyster", "pebble", "quartz", "raven",
            "spruce", "tango", "umber", "violet", "wombat", "yonder", "badger", "crimson", "dune", "echo"]
NAME_WORDS = ["Summer", "Winter", "Tiger", "Dragon", "Busan", "Seoul", "Jeju", "Minji", "Sunny", "Happy",
              "Blue", "Coffee", "Puppy", "Galaxy", "Hana", "Star", "Maru", "Choco", "Lucky", "Ocean"]
KO_WORDS = ["사랑", "고양이", "우리집", "행복", "바다", "하늘", "강아지", "서울", "부산", "회사", "개발", "초코",
            "여름", "겨울", "별빛", "달님", "토끼", "햇살", "커피", "마루", "호랑이", "제주", "봄날", "무지개"]

# 2-beolsik keyboard: Hangul syllable -> keys typed on a QWERTY layout
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m",
         "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        code = ord(ch)
        if 0xAC00 <= code <= 0xD7A3:
            idx = code - 0xAC00
            out.append(_CHO[idx // 588] + _JUNG[(idx % 588) // 28] + _JONG[idx % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    style = pick(["word_year", "name_birth", "leet", "two_words", "word_digits_sym"])
    if style == "word_year":
        p = pick(NAME_WORDS) + str(rint(1985, 2025)) + pick(["!", "!!", "@", "#", "$", "^^", "*"])
    elif style == "name_birth":
        p = pick(["minji", "jihoon", "seoyeon", "dohyun", "hana", "sora", "yuki", "alex", "maria"]) + \
            "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "@", "#", "~", "*!"])
    elif style == "leet":
        w = pick(EN_WORDS + [x.lower() for x in NAME_WORDS])
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("s", "$").replace("i", "1")
        p = w[0].upper() + w[1:] + str(rint(10, 999)) + pick(["!", "?", "#"])
    elif style == "two_words":
        p = pick(NAME_WORDS) + pick(NAME_WORDS) + str(rint(1, 99)) + pick(["!", "@", ""])
    else:
        p = pick(EN_WORDS).capitalize() + rs(DIGITS, rint(3, 5)) + rs("!@#$%*", rint(1, 2))
    while len(p) < 9:
        p += rs(DIGITS, 1)
    return p


def pw_passphrase():
    n = rint(3, 5)
    words = sample(EN_WORDS, n)
    sep = pick(["-", " ", ".", "_", "-", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    elif chance(0.3):
        words = [w.capitalize() for w in words]
    p = sep.join(words)
    if chance(0.5):
        p += (sep if sep else "") + str(rint(2, 99))
    return p


def pw_punct():
    n = rint(12, 22)
    while True:
        chars = [pick(ALNUM) if chance(0.55) else pick(PW_PUNCT) for _ in range(n)]
        p = "".join(chars)
        if sum(1 for c in p if c in PW_PUNCT) >= n // 3 and p[0] != "-":
            return p


def pw_korean_keyboard():
    w = pick(KO_WORDS)
    if chance(0.4):
        w += pick(KO_WORDS)
    p = hangul_to_qwerty(w) + pick(["", str(rint(1, 9999)), str(rint(1980, 2025))]) + pick(["!", "@", "#", "^^", "!!", "*", ""])
    while len(p) < 9:
        p += str(rint(0, 9))
    return p, w


def pw_hangul():
    style = pick(["words_digits", "sentence", "mixed"])
    if style == "words_digits":
        p = pick(KO_WORDS) + pick(KO_WORDS) + str(rint(1, 2025)) + pick(["!", "@", "#", "~", ""])
    elif style == "sentence":
        p = pick(["우리집", "내", "울집", "회사"]) + pick(KO_WORDS) + pick(["는", "가", "랑"]) + \
            pick(["최고", "귀여워", "짱", "행복해"]) + str(rint(1, 99)) + pick(["!", "!!", "^^", ""])
    else:
        p = pick(NAME_WORDS) + pick(KO_WORDS) + str(rint(10, 9999)) + pick(["!", "#", "*"])
    while len(p) < 8:
        p += str(rint(0, 9))
    return p


def pw_generated(n=None):
    n = n or rint(16, 32)
    return rs(ALNUM, n)


def pw_generated_sym(n=None):
    n = n or rint(16, 28)
    while True:
        p = "".join(pick(ALNUM) if chance(0.8) else pick("!#%*-_=+.~") for _ in range(n))
        if p[0] != "-":
            return p


def pw_any():
    kind = weighted([("human", 4), ("passphrase", 2), ("punct", 2), ("gen", 3), ("gensym", 2), ("kbd", 1)])
    if kind == "human":
        return pw_human()
    if kind == "passphrase":
        p = pw_passphrase()
        return p.replace(" ", "-")
    if kind == "punct":
        return pw_punct()
    if kind == "gen":
        return pw_generated()
    if kind == "gensym":
        return pw_generated_sym()
    return pw_korean_keyboard()[0]


def pw_shell_safe():
    """a password that can be written unquoted after a flag (-pXXXX)."""
    kind = weighted([("human", 3), ("gen", 3), ("kbd", 1)])
    if kind == "human":
        p = pw_human()
        for ch in "!$#^*~@":
            p = p.replace(ch, pick(["_", ".", "-", "%", "+", "="]))
        return p
    if kind == "kbd":
        return hangul_to_qwerty(pick(KO_WORDS) + pick(KO_WORDS)) + str(rint(10, 9999))
    return pw_generated(rint(12, 24))


# ----------------------------------------------------------------------------------
# vendor credentials: real documented shapes (prefix, alphabet, length), random bodies
# ----------------------------------------------------------------------------------
def cred(vendor, region, what_en, what_ko, items, header=None, url=None, qparam=None):
    """items: list of (NAME, value, is_secret).  header: (header_name, format) for the
    first secret item.  qparam: query-parameter name when the API takes the key in the URL."""
    secrets = [v for _, v, s in items if s]
    return {"vendor": vendor, "region": region, "what_en": what_en, "what_ko": what_ko,
            "items": items, "secrets": secrets, "main": secrets[0], "header": header,
            "url": url, "qparam": qparam}


def v_github():
    kind = weighted([("ghp_", 4), ("gho_", 1), ("ghu_", 1), ("ghs_", 1), ("github_pat_", 3)])
    if kind == "github_pat_":
        tok = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
        what = ("fine-grained personal access token", "fine-grained 개인 액세스 토큰")
    else:
        tok = kind + rs(ALNUM, 36)
        what = {"ghp_": ("personal access token", "개인 액세스 토큰"), "gho_": ("OAuth token", "OAuth 토큰"),
                "ghu_": ("user-to-server token", "user-to-server 토큰"),
                "ghs_": ("app installation token", "앱 설치 토큰")}[kind]
    env = pick(["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT", "GH_ENTERPRISE_TOKEN", "RELEASE_TOKEN"])
    return cred("GitHub", "global", what[0], what[1], [(env, tok, True)],
                header=("Authorization", pick(["Bearer {}", "token {}"])),
                url="https://api.github.com/repos/%s/%s/releases" % (pick(ORGS), pick(REPOS)))


def v_gitlab():
    kind = weighted([("glpat-", 5), ("glrt-", 1), ("gldt-", 1), ("glptt-", 1)])
    if kind == "glptt-":
        tok = "glptt-" + hexs(40)
        what = ("pipeline trigger token", "파이프라인 트리거 토큰")
    else:
        tok = kind + rs(B64URL, 20)
        what = {"glpat-": ("personal access token", "개인 액세스 토큰"), "glrt-": ("runner authentication token", "러너 인증 토큰"),
                "gldt-": ("deploy token", "배포 토큰")}[kind]
    env = {"glpat-": "GITLAB_TOKEN", "glrt-": "RUNNER_TOKEN", "gldt-": "GITLAB_DEPLOY_TOKEN", "glptt-": "TRIGGER_TOKEN"}[kind]
    return cred("GitLab", "global", what[0], what[1], [(env, tok, True)], header=("PRIVATE-TOKEN", "{}"),
                url="https://gitlab.%s.io/api/v4/projects/%d/pipelines" % (pick(ORGS), rint(10, 9999)))


def v_slack():
    kind = weighted([("xoxb", 4), ("xoxp", 2), ("xapp", 1)])
    if kind == "xoxb":
        tok = "xoxb-%s-%s-%s" % (rs(DIGITS, rint(10, 12)), rs(DIGITS, 13), rs(ALNUM, 24))
        what, env = ("bot token", "봇 토큰"), "SLACK_BOT_TOKEN"
    elif kind == "xoxp":
        tok = "xoxp-%s-%s-%s-%s" % (rs(DIGITS, 11), rs(DIGITS, 11), rs(DIGITS, 13), hexs(32))
        what, env = ("user token", "사용자 토큰"), "SLACK_USER_TOKEN"
    else:
        tok = "xapp-1-A%s-%s-%s" % (rs(UALNUM, 10), rs(DIGITS, 13), hexs(64))
        what, env = ("app-level token", "앱 레벨 토큰"), "SLACK_APP_TOKEN"
    return cred("Slack", "global", what[0], what[1], [(env, tok, True)], header=("Authorization", "Bearer {}"),
                url="https://slack.com/api/chat.postMessage")


def v_stripe():
    kind = weighted([("sk_live_", 4), ("rk_live_", 2), ("whsec_", 2)])
    if kind == "whsec_":
        tok = "whsec_" + rs(ALNUM, 32)
        return cred("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿",
                    [("STRIPE_WEBHOOK_SECRET", tok, True)])
    body = rs(ALNUM, 24) if chance(0.4) else "51" + rs(ALNUM, 97)
    tok = kind + body
    what = ("secret key", "시크릿 키") if kind == "sk_live_" else ("restricted key", "제한 키")
    return cred("Stripe", "global", what[0], what[1], [("STRIPE_SECRET_KEY" if kind == "sk_live_" else "STRIPE_RESTRICTED_KEY", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.stripe.com/v1/charges")


def aws_akid(prefix="AKIA"):
    return prefix + rs(B32, 16)


def aws_secret():
    return rs(ALNUM + "/+", 40)


def aws_session_token(n=None):
    n = n or rint(300, 420)
    return "IQoJb3JpZ2luX2VjE" + rs(B64, n - 17)


def v_aws():
    if chance(0.75):
        return cred("AWS", "global", "access key pair", "액세스 키 쌍",
                    [("AWS_ACCESS_KEY_ID", aws_akid(), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
                     ("AWS_DEFAULT_REGION", pick(REGIONS), False)])
    return cred("AWS", "global", "temporary session credentials", "임시 세션 자격 증명",
                [("AWS_ACCESS_KEY_ID", aws_akid("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
                 ("AWS_SESSION_TOKEN", aws_session_token(rint(180, 260)), True)])


def v_google_api():
    tok = "AIza" + rs(B64URL, 35)
    which = pick([("Gemini API key", "Gemini API 키", "GEMINI_API_KEY"),
                  ("server-side Geocoding API key", "서버용 Geocoding API 키", "GOOGLE_MAPS_SERVER_KEY"),
                  ("YouTube Data API key", "YouTube Data API 키", "YOUTUBE_API_KEY"),
                  ("Translation API key", "Translation API 키", "GOOGLE_TRANSLATE_KEY")])
    return cred("Google Cloud", "global", which[0], which[1], [(which[2], tok, True)],
                header=("x-goog-api-key", "{}"), qparam="key",
                url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent")


def google_client_id():
    return "%s-%s.apps.googleusercontent.com" % (rs(DIGITS, 12), rs(LALNUM, 32))


def v_google_oauth():
    return cred("Google", "global", "OAuth client secret", "OAuth 클라이언트 시크릿",
                [("GOOGLE_CLIENT_ID", google_client_id(), False),
                 ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])


def v_openai():
    kind = weighted([("proj", 4), ("svc", 1), ("legacy", 1)])
    if kind == "proj":
        tok = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    elif kind == "svc":
        tok = "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    else:
        tok = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return cred("OpenAI", "global", "API key", "API 키", [("OPENAI_API_KEY", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.openai.com/v1/chat/completions")


def v_anthropic():
    if chance(0.85):
        tok = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
        what = ("API key", "API 키")
    else:
        tok = "sk-ant-admin01-" + rs(B64URL, 93) + "AA"
        what = ("Admin API key", "Admin API 키")
    return cred("Anthropic", "global", what[0], what[1], [("ANTHROPIC_API_KEY", tok, True)],
                header=("x-api-key", "{}"), url="https://api.anthropic.com/v1/messages")


def v_hf():
    return cred("Hugging Face", "global", "access token", "액세스 토큰", [("HF_TOKEN", "hf_" + rs(UPPER + LOWER, 34), True)],
                header=("Authorization", "Bearer {}"), url="https://huggingface.co/api/whoami-v2")


def v_npm():
    return cred("npm", "global", "automation token", "automation 토큰", [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)],
                header=("Authorization", "Bearer {}"), url="https://registry.npmjs.org/-/whoami")


def v_pypi():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(140, 190))
    return cred("PyPI", "global", "upload API token", "업로드 API 토큰", [("TWINE_PASSWORD", tok, True)])


def v_docker():
    return cred("Docker Hub", "global", "personal access token", "개인 액세스 토큰",
                [("DOCKERHUB_USERNAME", pick(ORGS) + "ci", False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)])


def v_twilio():
    sid = "AC" + hexs(32)
    return cred("Twilio", "global", "auth token", "auth 토큰",
                [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", hexs(32), True)])


def v_sendgrid():
    return cred("SendGrid", "global", "API key", "API 키",
                [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)],
                header=("Authorization", "Bearer {}"), url="https://api.sendgrid.com/v3/mail/send")


def v_mailgun():
    tok = ("key-" + hexs(32)) if chance(0.5) else "%s-%s-%s" % (hexs(32), hexs(8), hexs(8))
    return cred("Mailgun", "global", "private API key", "private API 키", [("MAILGUN_API_KEY", tok, True)])


def v_mailchimp():
    return cred("Mailchimp", "global", "API key", "API 키",
                [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), True)])


def v_shopify():
    kind = pick(["shpat_", "shpss_", "shpca_"])
    what = {"shpat_": ("Admin API access token", "Admin API 액세스 토큰"), "shpss_": ("app shared secret", "앱 공유 시크릿"),
            "shpca_": ("custom app access token", "커스텀 앱 액세스 토큰")}[kind]
    return cred("Shopify", "global", what[0], what[1], [("SHOPIFY_ACCESS_TOKEN" if kind != "shpss_" else "SHOPIFY_API_SECRET",
                                                         kind + hexs(32), True)],
                header=("X-Shopify-Access-Token", "{}") if kind != "shpss_" else None,
                url="https://%s.myshopify.com/admin/api/2024-10/orders.json" % pick(ORGS))


def v_atlassian():
    tok = "ATATT3xFfGF0" + rs(B64URL, rint(160, 176)) + "=" + rs(UHEX, 8)
    return cred("Atlassian", "global", "API token", "API 토큰",
                [("JIRA_USER", pick(PEOPLE) + "@" + pick(ORGS) + ".com", False), ("JIRA_API_TOKEN", tok, True)])


def v_digitalocean():
    kind = pick(["dop_v1_", "doo_v1_"])
    return cred("DigitalOcean", "global", "API token" if kind == "dop_v1_" else "OAuth token", "API 토큰",
                [("DIGITALOCEAN_TOKEN", kind + hexs(64), True)], header=("Authorization", "Bearer {}"),
                url="https://api.digitalocean.com/v2/droplets")


def v_linear():
    return cred("Linear", "global", "personal API key", "개인 API 키", [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)],
                header=("Authorization", "{}"), url="https://api.linear.app/graphql")


def v_notion():
    tok = ("ntn_" + rs(DIGITS, 11) + rs(ALNUM, 35)) if chance(0.6) else "secret_" + rs(ALNUM, 43)
    return cred("Notion", "global", "integration secret", "integration 시크릿", [("NOTION_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.notion.com/v1/databases/%s/query" % hexs(32))


def v_figma():
    return cred("Figma", "global", "personal access token", "개인 액세스 토큰", [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)],
                header=("X-Figma-Token", "{}"), url="https://api.figma.com/v1/files/%s" % rs(ALNUM, 22))


def v_postman():
    return cred("Postman", "global", "API key", "API 키", [("POSTMAN_API_KEY", "PMAK-%s-%s" % (hexs(24), hexs(34)), True)],
                header=("X-Api-Key", "{}"), url="https://api.getpostman.com/collections")


def v_vault():
    kind = pick(["hvs.", "hvs.", "hvb."])
    tok = kind + ("CAESI" + rs(B64URL, rint(85, 100)) if kind == "hvs." else "AAAAAQ" + rs(B64URL, rint(120, 140)))
    return cred("HashiCorp Vault", "global", "token", "토큰", [("VAULT_TOKEN", tok, True)],
                header=("X-Vault-Token", "{}"), url="https://vault.%s.internal:8200/v1/secret/data/app" % pick(ORGS))


def v_tfc():
    tok = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    return cred("Terraform Cloud", "global", "team API token", "팀 API 토큰", [("TFE_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://app.terraform.io/api/v2/organizations")


def v_databricks():
    return cred("Databricks", "global", "personal access token", "개인 액세스 토큰",
                [("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (rs(DIGITS, 16), rint(1, 19)), False),
                 ("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]), True)],
                header=("Authorization", "Bearer {}"))


def v_grafana():
    if chance(0.6):
        tok = "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)
        what = ("service account token", "서비스 계정 토큰")
    else:
        tok = "glc_" + rs(B64, rint(100, 130)) + pick(["=", "=="])
        what = ("Grafana Cloud access policy token", "Grafana Cloud 액세스 정책 토큰")
    return cred("Grafana", "global", what[0], what[1], [("GRAFANA_TOKEN", tok, True)], header=("Authorization", "Bearer {}"),
                url="https://grafana.%s.net/api/dashboards/db" % pick(ORGS))


def v_newrelic():
    return cred("New Relic", "global", "user API key", "user API 키", [("NEW_RELIC_API_KEY", "NRAK-" + rs(UALNUM, 27), True)],
                header=("API-Key", "{}"), url="https://api.newrelic.com/graphql")


def v_datadog():
    return cred("Datadog", "global", "API and application keys", "API 키와 애플리케이션 키",
                [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)],
                header=("DD-API-KEY", "{}"), url="https://api.datadoghq.com/api/v1/validate")


def v_sentry():
    if chance(0.5):
        tok = "sntrys_" + b64url(json.dumps({"iat": rint(1700000000, 1760000000), "url": "https://sentry.io",
                                              "region_url": "https://us.sentry.io", "org": pick(ORGS)}, separators=(",", ":")).encode()) + "_" + rs(B64URL, 43)
        what = ("organization auth token", "조직 인증 토큰")
    else:
        tok = "sntryu_" + hexs(64)
        what = ("user auth token", "사용자 인증 토큰")
    return cred("Sentry", "global", what[0], what[1], [("SENTRY_AUTH_TOKEN", tok, True)], header=("Authorization", "Bearer {}"),
                url="https://sentry.io/api/0/organizations/%s/releases/" % pick(ORGS))


def v_cloudflare():
    if chance(0.7):
        return cred("Cloudflare", "global", "API token", "API 토큰", [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)],
                    header=("Authorization", "Bearer {}"), url="https://api.cloudflare.com/client/v4/user/tokens/verify")
    return cred("Cloudflare", "global", "Global API Key", "Global API 키",
                [("CF_API_EMAIL", pick(PEOPLE) + "@" + pick(ORGS) + ".com", False), ("CF_API_KEY", hexs(37), True)],
                header=("X-Auth-Key", "{}"), url="https://api.cloudflare.com/client/v4/zones")


def v_azure_ad():
    tok = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34)
    return cred("Microsoft Entra ID", "global", "client secret", "클라이언트 시크릿",
                [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", tok, True)])


def v_azure_openai():
    return cred("Azure OpenAI", "global", "resource key", "리소스 키",
                [("AZURE_OPENAI_ENDPOINT", "https://%s-oai.openai.azure.com/" % pick(ORGS), False), ("AZURE_OPENAI_API_KEY", hexs(32), True)],
                header=("api-key", "{}"),
                url="https://%s-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % pick(ORGS))


def v_okta():
    return cred("Okta", "global", "API token", "API 토큰", [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)],
                header=("Authorization", "SSWS {}"), url="https://%s.okta.com/api/v1/users?limit=25" % pick(ORGS))


def jwt_make(payload, sig_len=43, alg="HS256"):
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64URL, sig_len)


def v_supabase():
    ref = rs(LOWER, 20)
    if chance(0.5):
        tok = jwt_make({"iss": "supabase", "ref": ref, "role": "service_role", "iat": rint(1690000000, 1730000000),
                        "exp": rint(2000000000, 2070000000)})
    else:
        tok = "sb_secret_" + rs(B64URL, 32)
    return cred("Supabase", "global", "service_role key", "service_role 키",
                [("SUPABASE_URL", "https://%s.supabase.co" % ref, False), ("SUPABASE_SERVICE_ROLE_KEY", tok, True)],
                header=("apikey", "{}"))


def v_fcm():
    tok = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    return cred("Firebase Cloud Messaging", "global", "legacy server key", "레거시 서버 키", [("FCM_SERVER_KEY", tok, True)],
                header=("Authorization", "key={}"), url="https://fcm.googleapis.com/fcm/send")


def v_discord():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    tok = b64url(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return cred("Discord", "global", "bot token", "봇 토큰", [("DISCORD_BOT_TOKEN", tok, True)],
                header=("Authorization", "Bot {}"), url="https://discord.com/api/v10/users/@me")


def v_telegram():
    tok = "%s:AA%s" % (rs(DIGITS, rint(9, 10)), rs(B64URL, 33))
    return cred("Telegram", "global", "bot token", "봇 토큰", [("TELEGRAM_BOT_TOKEN", tok, True)])


def v_square():
    return cred("Square", "global", "production access token", "운영 액세스 토큰", [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)],
                header=("Authorization", "Bearer {}"), url="https://connect.squareup.com/v2/locations")


def v_braintree():
    tok = "access_token$production$%s$%s" % (rs(LALNUM, 16), hexs(32))
    return cred("Braintree", "global", "access token", "액세스 토큰", [("BRAINTREE_ACCESS_TOKEN", tok, True)])


def v_plaid():
    return cred("Plaid", "global", "production secret", "운영 시크릿",
                [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True), ("PLAID_ENV", "production", False)])


def v_razorpay():
    return cred("Razorpay", "global", "key secret", "key secret", [("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)])


def v_pulumi():
    return cred("Pulumi", "global", "access token", "액세스 토큰", [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)],
                header=("Authorization", "token {}"), url="https://api.pulumi.com/api/user")


def v_render():
    return cred("Render", "global", "API key", "API 키", [("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32), True)],
                header=("Authorization", "Bearer {}"), url="https://api.render.com/v1/services")


def v_doppler():
    kind = pick(["dp.pt.", "dp.st.prd.", "dp.sa."])
    return cred("Doppler", "global", "service token" if kind == "dp.st.prd." else "token", "토큰",
                [("DOPPLER_TOKEN", kind + rs(ALNUM, 43), True)], header=("Authorization", "Bearer {}"),
                url="https://api.doppler.com/v3/configs/config/secrets")


def v_1password():
    tok = "ops_eyJ" + rs(B64URL, rint(300, 380))
    return cred("1Password", "global", "service account token", "서비스 계정 토큰", [("OP_SERVICE_ACCOUNT_TOKEN", tok, True)])


def v_age():
    return cred("age", "global", "identity (secret key)", "identity(비밀 키)",
                [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)])


def v_dropbox():
    return cred("Dropbox", "global", "short-lived access token", "단기 액세스 토큰",
                [("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64URL, rint(130, 140)), True)],
                header=("Authorization", "Bearer {}"), url="https://api.dropboxapi.com/2/files/list_folder")


def v_airtable():
    return cred("Airtable", "global", "personal access token", "개인 액세스 토큰",
                [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + hexs(64), True)], header=("Authorization", "Bearer {}"),
                url="https://api.airtable.com/v0/app%s/Orders" % rs(ALNUM, 14))


def v_contentful():
    return cred("Contentful", "global", "management token", "management 토큰", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)],
                header=("Authorization", "Bearer {}"), url="https://api.contentful.com/spaces/%s/entries" % rs(LALNUM, 12))


def v_replicate():
    return cred("Replicate", "global", "API token", "API 토큰", [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)],
                header=("Authorization", "Bearer {}"), url="https://api.replicate.com/v1/predictions")


def v_groq():
    return cred("Groq", "global", "API key", "API 키", [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)],
                header=("Authorization", "Bearer {}"), url="https://api.groq.com/openai/v1/chat/completions")


def v_perplexity():
    return cred("Perplexity", "global", "API key", "API 키", [("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48), True)],
                header=("Authorization", "Bearer {}"), url="https://api.perplexity.ai/chat/completions")


def v_openrouter():
    return cred("OpenRouter", "global", "API key", "API 키", [("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64), True)],
                header=("Authorization", "Bearer {}"), url="https://openrouter.ai/api/v1/chat/completions")


def v_tailscale():
    tok = "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)
    return cred("Tailscale", "global", "auth key", "auth 키", [("TS_AUTHKEY", tok, True)])


def v_cloudinary():
    secret = rs(B64URL, 27)
    url = "cloudinary://%s:%s@%s" % (rs(DIGITS, 15), secret, pick(ORGS))
    c = cred("Cloudinary", "global", "API secret", "API 시크릿", [("CLOUDINARY_URL", url, True)])
    c["secrets"] = [secret]          # only the api_secret part of the URL is the credential
    c["main"] = secret
    return c


def mapbox_token(prefix):
    user = pick(ORGS).replace("-", "")
    return prefix + "." + b64url(json.dumps({"u": user, "a": "cl" + rs(LALNUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)


def v_mapbox():
    return cred("Mapbox", "global", "secret access token", "secret 액세스 토큰", [("MAPBOX_SECRET_TOKEN", mapbox_token("sk"), True)],
                qparam="access_token", url="https://api.mapbox.com/uploads/v1/%s" % pick(ORGS))


def v_algolia():
    return cred("Algolia", "global", "Admin API key", "Admin API 키",
                [("ALGOLIA_APP_ID", rs(UALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
                header=("X-Algolia-API-Key", "{}"))


def v_launchdarkly():
    return cred("LaunchDarkly", "global", "server-side SDK key", "서버 SDK 키", [("LD_SDK_KEY", "sdk-" + uuid4(), True)])


def v_posthog():
    return cred("PostHog", "global", "personal API key", "개인 API 키", [("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(ALNUM, 43), True)],
                header=("Authorization", "Bearer {}"), url="https://app.posthog.com/api/projects/%d/insights/" % rint(1000, 99999))


def v_intercom():
    tok = b64(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())
    return cred("Intercom", "global", "access token", "액세스 토큰", [("INTERCOM_ACCESS_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.intercom.io/contacts")


def v_hubspot():
    return cred("HubSpot", "global", "private app access token", "private app 액세스 토큰",
                [("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4(), True)],
                header=("Authorization", "Bearer {}"), url="https://api.hubapi.com/crm/v3/objects/contacts")


def v_asana():
    tok = "2/%s/%s:%s" % (rs(DIGITS, 16), rs(DIGITS, 16), hexs(32))
    return cred("Asana", "global", "personal access token", "개인 액세스 토큰", [("ASANA_PAT", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://app.asana.com/api/1.0/users/me")


def v_clickup():
    return cred("ClickUp", "global", "personal API token", "개인 API 토큰",
                [("CLICKUP_TOKEN", "pk_%s_%s" % (rs(DIGITS, 8), rs(UALNUM, 32)), True)],
                header=("Authorization", "{}"), url="https://api.clickup.com/api/v2/team")


def v_trello():
    return cred("Trello", "global", "API token", "API 토큰", [("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(UHEX, 8), True)])


def v_circleci():
    return cred("CircleCI", "global", "personal API token", "개인 API 토큰",
                [("CIRCLECI_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40), True)],
                header=("Circle-Token", "{}"), url="https://circleci.com/api/v2/me")


def v_buildkite():
    return cred("Buildkite", "global", "API access token", "API 액세스 토큰", [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)],
                header=("Authorization", "Bearer {}"), url="https://api.buildkite.com/v2/user")


def v_bitbucket():
    return cred("Bitbucket", "global", "app password", "앱 비밀번호",
                [("BITBUCKET_USERNAME", pick(PEOPLE).replace(".", "_"), False), ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32), True)])


def v_confluent():
    return cred("Confluent Cloud", "global", "API key and secret", "API 키와 시크릿",
                [("CONFLUENT_API_KEY", rs(UALNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)])


def v_shippo():
    return cred("Shippo", "global", "live API token", "live API 토큰", [("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40), True)],
                header=("Authorization", "ShippoToken {}"), url="https://api.goshippo.com/shipments/")


def v_x():
    tok = "A" * 22 + rs(ALNUM, 24) + "%2B" + rs(ALNUM, 20) + "%3D" + rs(ALNUM, 50)
    return cred("X (Twitter)", "global", "app bearer token", "앱 bearer 토큰", [("X_BEARER_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.x.com/2/tweets/search/recent?query=from%3Aacme")


def v_binance():
    return cred("Binance", "global", "API key and secret", "API 키와 시크릿",
                [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)])


def v_fastly():
    return cred("Fastly", "global", "API token", "API 토큰", [("FASTLY_API_TOKEN", rs(B64URL, 32), True)],
                header=("Fastly-Key", "{}"), url="https://api.fastly.com/service/%s/purge_all" % rs(ALNUM, 22))


def v_pagerduty():
    return cred("PagerDuty", "global", "REST API key", "REST API 키", [("PAGERDUTY_TOKEN", "u+" + rs(B64URL, 18), True)],
                header=("Authorization", "Token token={}"), url="https://api.pagerduty.com/incidents")


def v_heroku_like_vercel():
    return cred("Vercel", "global", "access token", "액세스 토큰", [("VERCEL_TOKEN", rs(ALNUM, 24), True)],
                header=("Authorization", "Bearer {}"), url="https://api.vercel.com/v9/projects")


def v_jwt_generic():
    iss = "https://auth.%s.com/" % pick(ORGS)
    long_ = chance(0.5)
    tok = jwt_make({"iss": iss, "sub": str(rint(10000, 999999)), "aud": pick(SERVICES), "scope": "read write admin",
                    "iat": rint(1730000000, 1760000000), "exp": rint(1760000000, 1790000000), "jti": uuid4()},
                   sig_len=342 if long_ else 43, alg="RS256" if long_ else "HS256")
    return cred("internal OAuth server", "global", "access token (JWT)", "액세스 토큰(JWT)", [("API_ACCESS_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://api.%s.com/v2/accounts/me" % pick(ORGS))


# --- China -------------------------------------------------------------------------
def v_alibaba():
    return cred("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey 쌍",
                [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                 ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])


def v_dashscope():
    return cred("Alibaba DashScope", "cn", "API key", "API 키", [("DASHSCOPE_API_KEY", "sk-" + hexs(32), True)],
                header=("Authorization", "Bearer {}"),
                url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")


def v_tencent():
    return cred("Tencent Cloud", "cn", "SecretId/SecretKey", "SecretId/SecretKey",
                [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])


def v_huawei():
    return cred("Huawei Cloud", "cn", "AK/SK", "AK/SK",
                [("HUAWEICLOUD_SDK_AK", rs(UALNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])


def v_volcengine():
    return cred("Volcengine", "cn", "AccessKey pair", "AccessKey 쌍",
                [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 40), True), ("VOLC_SECRETKEY", b64(rbytes(45)), True)])


def v_baidu():
    return cred("Baidu AI Cloud (Qianfan)", "cn", "API key", "API 키",
                [("QIANFAN_API_KEY", "bce-v3/ALTAK-%s/%s" % (rs(ALNUM, 21), hexs(40)), True)],
                header=("Authorization", "Bearer {}"), url="https://qianfan.baidubce.com/v2/chat/completions")


def v_deepseek():
    return cred("DeepSeek", "cn", "API key", "API 키", [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)],
                header=("Authorization", "Bearer {}"), url="https://api.deepseek.com/chat/completions")


def v_moonshot():
    return cred("Moonshot AI (Kimi)", "cn", "API key", "API 키", [("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48), True)],
                header=("Authorization", "Bearer {}"), url="https://api.moonshot.cn/v1/chat/completions")


def v_zhipu():
    return cred("Zhipu AI", "cn", "API key", "API 키", [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(ALNUM, 16), True)],
                header=("Authorization", "Bearer {}"), url="https://open.bigmodel.cn/api/paas/v4/chat/completions")


def v_wechat():
    return cred("WeChat Official Account", "cn", "AppSecret", "AppSecret",
                [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)])


def v_dingtalk():
    return cred("DingTalk", "cn", "app secret", "앱 시크릿",
                [("DINGTALK_APP_KEY", "ding" + rs(LALNUM, 16), False), ("DINGTALK_APP_SECRET", rs(B64URL, 64), True)])


def v_feishu():
    return cred("Feishu / Lark", "cn", "app secret", "앱 시크릿",
                [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])


def v_qiniu():
    return cred("Qiniu", "cn", "AK/SK", "AK/SK", [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])


def v_gitee():
    return cred("Gitee", "cn", "private token", "개인 토큰", [("GITEE_TOKEN", hexs(32), True)], qparam="access_token",
                url="https://gitee.com/api/v5/user/repos")


# --- Korea -------------------------------------------------------------------------
def v_kakao():
    if chance(0.5):
        return cred("Kakao", "kr", "REST API key", "REST API 키", [("KAKAO_REST_API_KEY", hexs(32), True)],
                    header=("Authorization", "KakaoAK {}"), url="https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%9C%EC%9A%B8")
    return cred("Kakao", "kr", "Admin key", "어드민 키", [("KAKAO_ADMIN_KEY", hexs(32), True)],
                header=("Authorization", "KakaoAK {}"), url="https://kapi.kakao.com/v1/user/ids")


def v_naver_dev():
    return cred("Naver Developers", "kr", "Client Secret", "Client Secret",
                [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)],
                header=("X-Naver-Client-Secret", "{}"), url="https://openapi.naver.com/v1/search/blog.json?query=%ED%85%8C%EC%8A%A4%ED%8A%B8")


def v_ncp():
    ak = ("ncp_iam_" + rs(UALNUM, 24)) if chance(0.4) else rs(UALNUM, 20)
    return cred("Naver Cloud Platform", "kr", "API access key / secret key", "API 인증키(Access Key/Secret Key)",
                [("NCLOUD_ACCESS_KEY", ak, True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)])


def v_toss():
    kind = pick(["live_sk_", "live_gsk_"])
    return cred("Toss Payments", "kr", "live secret key", "라이브 시크릿 키", [("TOSS_SECRET_KEY", kind + rs(ALNUM, 28), True)])


def v_portone():
    if chance(0.5):
        return cred("PortOne (iamport) V1", "kr", "REST API secret", "REST API secret",
                    [("IMP_KEY", rs(DIGITS, 16), False), ("IMP_SECRET", rs(ALNUM, 80), True)])
    return cred("PortOne V2", "kr", "API secret", "API secret", [("PORTONE_API_SECRET", rs(ALNUM, 80), True)],
                header=("Authorization", "PortOne {}"), url="https://api.portone.io/payments/%s" % uuid4())


def v_solapi():
    return cred("SOLAPI (CoolSMS)", "kr", "API key / API secret", "API Key/API Secret",
                [("SOLAPI_API_KEY", "NCS" + rs(UALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UALNUM, 32), True)])


def v_sendbird():
    return cred("Sendbird", "kr", "master API token", "마스터 API 토큰",
                [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
                header=("Api-Token", "{}"))


def v_upstage():
    return cred("Upstage", "kr", "API key", "API 키", [("UPSTAGE_API_KEY", "up_" + rs(ALNUM, 29), True)],
                header=("Authorization", "Bearer {}"), url="https://api.upstage.ai/v1/solar/chat/completions")


def v_line():
    if chance(0.5):
        tok = rs(B64, 171) + "="
        return cred("LINE Messaging API", "jp", "long-lived channel access token", "장기 채널 액세스 토큰",
                    [("LINE_CHANNEL_ACCESS_TOKEN", tok, True)], header=("Authorization", "Bearer {}"),
                    url="https://api.line.me/v2/bot/message/push")
    return cred("LINE Messaging API", "jp", "channel secret", "채널 시크릿",
                [("LINE_CHANNEL_ID", rs(DIGITS, 10), False), ("LINE_CHANNEL_SECRET", hexs(32), True)])


# --- Japan -------------------------------------------------------------------------
def v_chatwork():
    return cred("Chatwork", "jp", "API token", "API 토큰", [("CHATWORK_API_TOKEN", hexs(32), True)],
                header=("X-ChatWorkToken", "{}"), url="https://api.chatwork.com/v2/rooms/%d/messages" % rint(100000, 9999999))


def v_backlog():
    return cred("Backlog", "jp", "API key", "API 키", [("BACKLOG_API_KEY", rs(ALNUM, 64), True)], qparam="apiKey",
                url="https://%s.backlog.jp/api/v2/issues" % pick(ORGS))


def v_payjp():
    return cred("PAY.JP", "jp", "live secret key", "라이브 시크릿 키", [("PAYJP_SECRET_KEY", "sk_live_" + hexs(48), True)])


def v_kintone():
    return cred("kintone", "jp", "API token", "API 토큰", [("KINTONE_API_TOKEN", rs(ALNUM, 40), True)],
                header=("X-Cybozu-API-Token", "{}"), url="https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(ORGS), rint(1, 300)))


# --- Europe ------------------------------------------------------------------------
def v_mollie():
    return cred("Mollie", "eu", "live API key", "live API 키", [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)],
                header=("Authorization", "Bearer {}"), url="https://api.mollie.com/v2/payments")


def v_adyen():
    tok = "AQE" + rs(ALNUM, 11) + "+" + rs(B64, 60) + "=-" + rs(B64, 44) + "=-" + rs(ALNUM, 18)
    return cred("Adyen", "eu", "API key", "API 키", [("ADYEN_API_KEY", tok, True)],
                header=("X-API-Key", "{}"), url="https://checkout-live.adyenpayments.com/checkout/v71/payments")


def v_gocardless():
    return cred("GoCardless", "eu", "live access token", "live 액세스 토큰", [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)],
                header=("Authorization", "Bearer {}"), url="https://api.gocardless.com/payments")


def v_scaleway():
    return cred("Scaleway", "eu", "API key (access key + secret key)", "API 키(액세스 키 + 시크릿 키)",
                [("SCW_ACCESS_KEY", "SCW" + rs(UALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])


def v_ovh():
    return cred("OVHcloud", "eu", "application secret and consumer key", "application secret과 consumer key",
                [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
                 ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])


def v_hetzner():
    return cred("Hetzner Cloud", "eu", "API token", "API 토큰", [("HCLOUD_TOKEN", rs(ALNUM, 64), True)],
                header=("Authorization", "Bearer {}"), url="https://api.hetzner.cloud/v1/servers")


def v_mistral():
    return cred("Mistral AI", "eu", "API key", "API 키", [("MISTRAL_API_KEY", rs(ALNUM, 32), True)],
                header=("Authorization", "Bearer {}"), url="https://api.mistral.ai/v1/chat/completions")


def v_deepl():
    return cred("DeepL", "eu", "authentication key", "인증 키", [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)],
                header=("Authorization", "DeepL-Auth-Key {}"), url="https://api-free.deepl.com/v2/translate")


def v_brevo():
    return cred("Brevo", "eu", "API key", "API 키", [("BREVO_API_KEY", "xkeysib-%s-%s" % (hexs(64), rs(ALNUM, 16)), True)],
                header=("api-key", "{}"), url="https://api.brevo.com/v3/smtp/email")


def v_sumup():
    return cred("SumUp", "eu", "secret API key", "시크릿 API 키", [("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32), True)],
                header=("Authorization", "Bearer {}"), url="https://api.sumup.com/v0.1/me")


def v_wise():
    return cred("Wise", "eu", "personal API token", "개인 API 토큰", [("WISE_API_TOKEN", uuid4(), True)],
                header=("Authorization", "Bearer {}"), url="https://api.transferwise.com/v1/profiles")


VENDORS = [v_github, v_gitlab, v_slack, v_stripe, v_aws, v_google_api, v_google_oauth, v_openai, v_anthropic, v_hf,
           v_npm, v_pypi, v_docker, v_twilio, v_sendgrid, v_mailgun, v_mailchimp, v_shopify, v_atlassian,
           v_digitalocean, v_linear, v_notion, v_figma, v_postman, v_vault, v_tfc, v_databricks, v_grafana,
           v_newrelic, v_datadog, v_sentry, v_cloudflare, v_azure_ad, v_azure_openai, v_okta, v_supabase, v_fcm,
           v_discord, v_telegram, v_square, v_braintree, v_plaid, v_razorpay, v_pulumi, v_render, v_doppler,
           v_1password, v_age, v_dropbox, v_airtable, v_contentful, v_replicate, v_groq, v_perplexity,
           v_openrouter, v_tailscale, v_cloudinary, v_mapbox, v_algolia, v_launchdarkly, v_posthog, v_intercom,
           v_hubspot, v_asana, v_clickup, v_trello, v_circleci, v_buildkite, v_bitbucket, v_confluent, v_shippo,
           v_x, v_binance, v_fastly, v_pagerduty, v_heroku_like_vercel, v_jwt_generic,
           v_alibaba, v_dashscope, v_tencent, v_huawei, v_volcengine, v_baidu, v_deepseek, v_moonshot, v_zhipu,
           v_wechat, v_dingtalk, v_feishu, v_qiniu, v_gitee,
           v_kakao, v_naver_dev, v_ncp, v_toss, v_portone, v_solapi, v_sendbird, v_upstage, v_line,
           v_chatwork, v_backlog, v_payjp, v_kintone,
           v_mollie, v_adyen, v_gocardless, v_scaleway, v_ovh, v_hetzner, v_mistral, v_deepl, v_brevo, v_sumup, v_wise]


# ----------------------------------------------------------------------------------
# containers: render (NAME, value, is_secret) items as a pasted snippet
# every renderer returns (text, container_name)
# ----------------------------------------------------------------------------------
FILLER_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
              ("APP_ENV", "staging"), ("DEBUG", "false"), ("WORKERS", "4"), ("DB_HOST", "db.internal"),
              ("CACHE_TTL", "300"), ("FEATURE_NEW_CHECKOUT", "true"), ("HTTP_TIMEOUT_MS", "15000"),
              ("QUEUE_NAME", "jobs-default"), ("S3_BUCKET", "media-prod-apne2"), ("MAX_RETRIES", "5")]
SAFE_BARE = set(ALNUM + "_./:@%+=,-")


def shq(v):
    """shell quoting as a person would write it."""
    if all(ch in SAFE_BARE for ch in v):
        return v if chance(0.6) else '"' + v + '"'
    return "'" + v + "'"


def yq(v):
    """YAML scalar."""
    plain_ok = (all(ch in SAFE_BARE for ch in v) and not v[0] in "-@%:" and not v.isdigit()
                and ": " not in v)
    if plain_ok and chance(0.6):
        return v
    return '"' + v + '"'


def snake(name):
    return name.lower()


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def kebab(name):
    return name.lower().replace("_", "-")


def dotted(name):
    return name.lower().replace("_", ".")


def _entries(items):
    return [(n, v) for n, v, _ in items]


def _mix(entries, k=None):
    """insert 0..3 harmless filler entries around the real ones (order of real ones kept)."""
    k = rint(0, 3) if k is None else k
    out = list(entries)
    for f in sample(FILLER_ENV, k):
        out.insert(rint(0, len(out)), f)
    return out


def cmt(lang, hash_="#"):
    en = ["prod values", "copied from the old server", "TODO: move to secret manager", "do not commit",
          "temporary", "shared by ops", "staging", "rotated last week"]
    ko = ["운영 값", "예전 서버에서 복사", "TODO: 시크릿 매니저로 이동", "커밋 금지", "임시", "운영팀 공유",
          "스테이징", "지난주 교체"]
    return hash_ + " " + pick(en if lang == "en" else ko)


def r_dotenv(items, lang, c=None):
    lines = [cmt(lang)] if chance(0.4) else []
    for n, v in _mix(_entries(items)):
        if all(ch in SAFE_BARE for ch in v):
            q = pick(["", "", '"'])
        else:
            q = "'"
        lines.append("%s=%s%s%s" % (n, q, v, q))
    return "\n".join(lines), ".env"


def r_export(items, lang, c=None):
    pre = pick(["", "$ "])
    lines = ["%sexport %s=%s" % (pre, n, shq(v)) for n, v in _entries(items)]
    return "\n".join(lines), "shell export"


def r_inline(items, lang, c=None):
    cmd = pick(["./scripts/sync.sh --dry-run", "npm run deploy", "python manage.py sync_orders", "make release",
                "node dist/worker.js", "go run ./cmd/importer", "bundle exec rake jobs:work", "uv run python -m app.cli backfill"])
    return " ".join("%s=%s" % (n, shq(v)) for n, v in _entries(items)) + " " + cmd, "inline command env"


def r_yaml(items, lang, c=None):
    top = pick([svc(), "app", "integrations", "credentials", "providers"])
    sub = pick(["", (c or {}).get("vendor", "api").lower().replace(" ", "_").replace("(", "").replace(")", "")[:16]])
    lines = [top + ":"]
    ind = "  "
    if sub:
        lines.append("  " + sub + ":")
        ind = "    "
    for n, v in _mix(_entries(items), rint(0, 2)):
        lines.append("%s%s: %s" % (ind, snake(n), yq(v)))
    if chance(0.4):
        lines.insert(0, cmt(lang))
    return "\n".join(lines), "YAML"


def r_json(items, lang, c=None):
    style = pick(["flat", "nested"])
    d = {}
    for n, v in _mix(_entries(items), rint(0, 2)):
        d[camel(n)] = v if not v.isdigit() else int(v)
    if style == "nested":
        d = {pick(["integrations", "secrets", "providers", "settings"]): d}
    return json.dumps(d, indent=pick([2, 4]), ensure_ascii=False), "JSON"


def r_toml(items, lang, c=None):
    lines = ["[%s]" % pick(["api", "auth", "providers.%s" % snake(items[0][0]).split("_")[0], "secrets", "default"])]
    for n, v in _mix(_entries(items), rint(0, 2)):
        lines.append('%s = "%s"' % (snake(n), v))
    return "\n".join(lines), "TOML"


def r_ini(items, lang, c=None):
    lines = ["[%s]" % pick(["default", "production", "api", "credentials", "service"])]
    for n, v in _mix(_entries(items), rint(0, 2)):
        lines.append("%s = %s" % (snake(n), v))
    if chance(0.4):
        lines.insert(0, cmt(lang, ";"))
    return "\n".join(lines), "INI"


def r_properties(items, lang, c=None):
    pre = pick(["app.", "integration.", "spring.cloud.", "client."])
    lines = ["%s%s=%s" % (pre, dotted(n), v) for n, v in _mix(_entries(items), rint(0, 2))]
    if chance(0.4):
        lines.insert(0, cmt(lang))
    return "\n".join(lines), "Java properties"


def r_xml(items, lang, c=None):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (n, v) for n, v in _entries(items)] + ["</appSettings>"]
        return "\n".join(lines), "XML appSettings"
    lines = ["<configuration>"] + ["  <%s>%s</%s>" % (camel(n), v, camel(n)) for n, v in _entries(items)] + ["</configuration>"]
    return "\n".join(lines), "XML config"


def r_k8s_secret(items, lang, c=None):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % svc(),
             "  namespace: %s" % pick(["default", "prod", "staging", "payments"]), "type: Opaque", "stringData:"]
    for n, v in _entries(items):
        lines.append('  %s: "%s"' % (n, v))
    return "\n".join(lines), "k8s Secret stringData"


def r_k8s_env(items, lang, c=None):
    lines = ["      containers:", "        - name: %s" % svc(), "          image: ghcr.io/%s/%s:%d.%d.%d" % (
        pick(ORGS), svc(), rint(0, 3), rint(0, 30), rint(0, 9)), "          env:"]
    for n, v in _mix(_entries(items), rint(0, 2)):
        lines.append("            - name: %s" % n)
        lines.append('              value: "%s"' % v)
    return "\n".join(lines), "k8s Deployment env"


def r_compose(items, lang, c=None):
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: %s/%s:latest" % (pick(ORGS), s), "    environment:"]
    list_style = chance(0.5)
    for n, v in _mix(_entries(items), rint(0, 2)):
        lines.append(("      - %s=%s" % (n, v)) if list_style else ("      %s: %s" % (n, yq(v))))
    return "\n".join(lines), "docker-compose"


def r_dockerfile(items, lang, c=None):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.23 AS build"])
    kw = pick(["ENV", "ARG"])
    lines = ["FROM " + base, "WORKDIR /app"] + ["%s %s=%s" % (kw, n, shq(v)) for n, v in _entries(items)] + \
            [pick(["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . .", "RUN go build -o /bin/app ./cmd/app"])]
    return "\n".join(lines), "Dockerfile " + kw


def r_gha(items, lang, c=None):
    lines = ["jobs:", "  %s:" % pick(["deploy", "release", "e2e", "publish"]), "    runs-on: ubuntu-latest", "    env:"]
    for n, v in _entries(items):
        lines.append("      %s: %s" % (n, yq(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm run release", "./ci/publish.sh"])]
    return "\n".join(lines), "GitHub Actions env"


def r_gitlab(items, lang, c=None):
    lines = ["variables:"] + ['  %s: "%s"' % (n, v) for n, v in _entries(items)] + \
            ["", "%s:" % pick(["deploy_prod", "publish", "integration"]), "  stage: deploy", "  script:",
             "    - %s" % pick(["./deploy.sh", "npm publish", "python -m app.release"])]
    return "\n".join(lines), "GitLab CI variables"


def r_terraform(items, lang, c=None):
    style = pick(["provider", "tfvars", "locals"])
    if style == "provider":
        prov = snake(items[0][0]).split("_")[0]
        lines = ['provider "%s" {' % prov] + ['  %s = "%s"' % (snake(n), v) for n, v in _entries(items)] + ["}"]
    elif style == "tfvars":
        lines = ['%s = "%s"' % (snake(n), v) for n, v in _mix(_entries(items), 0)] + ['environment = "%s"' % pick(["prod", "stg"])]
    else:
        lines = ["locals {"] + ['  %s = "%s"' % (snake(n), v) for n, v in _entries(items)] + ["}"]
    return "\n".join(lines), "Terraform " + style


def r_code(items, lang, c=None):
    langc = pick(["python", "js", "ts", "go", "java", "kotlin", "rust", "ruby", "php", "csharp", "swift", "bash"])
    e = _entries(items)
    if langc == "python":
        if chance(0.5):
            lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (n, v) for n, v in e]
        else:
            lines = ['%s = "%s"  %s' % (n, v, cmt(lang)) for n, v in e]
    elif langc == "js":
        lines = ["const %s = '%s';" % (camel(n), v) for n, v in e]
    elif langc == "ts":
        lines = ["export const config = {"] + ["  %s: \"%s\"," % (camel(n), v) for n, v in e] + ["};"]
    elif langc == "go":
        lines = ["const ("] + ['\t%s = "%s"' % (camel(n), v) for n, v in e] + [")"]
    elif langc == "java":
        lines = ['private static final String %s = "%s";' % (n, v) for n, v in e]
    elif langc == "kotlin":
        lines = ['val %s = "%s"' % (camel(n), v) for n, v in e]
    elif langc == "rust":
        lines = ['std::env::set_var("%s", "%s");' % (n, v) for n, v in e]
    elif langc == "ruby":
        lines = ['ENV["%s"] ||= "%s"' % (n, v) for n, v in e]
    elif langc == "php":
        lines = ["define('%s', '%s');" % (n, v) for n, v in e]
    elif langc == "csharp":
        lines = ['Environment.SetEnvironmentVariable("%s", "%s");' % (n, v) for n, v in e]
    elif langc == "swift":
        lines = ['let %s = "%s"' % (camel(n), v) for n, v in e]
    else:
        lines = ["#!/usr/bin/env bash", "set -euo pipefail"] + ["%s=%s" % (n, shq(v)) for n, v in e]
    return "\n".join(lines), "code: " + langc


def r_log(items, lang, c=None):
    e = _entries(items)
    if chance(0.5):
        body = " ".join("%s=%s" % (n, v) for n, v in e)
        return "%s DEBUG [%s] loaded settings: %s" % (ts_log(), svc(), body), "log line"
    d = {"ts": ts_iso(), "level": "debug", "msg": "config loaded", "service": svc()}
    for n, v in e:
        d[snake(n)] = v
    return json.dumps(d, ensure_ascii=False), "JSON log line"


def r_trace(items, lang, c=None):
    sec = [(n_, v_) for n_, v_, s in items if s]
    n, v = sec[0]
    kind = pick(["py", "node", "java"])
    if kind == "py":
        lines = ["Traceback (most recent call last):",
                 '  File "/app/%s/client.py", line %d, in __init__' % (svc().replace("-", "_"), rint(20, 300)),
                 "    self._session = login(%s=%r)" % (snake(n), v),
                 '  File "/usr/local/lib/python3.12/site-packages/sdk/auth.py", line %d, in login' % rint(40, 200),
                 '    raise AuthError(f"rejected credential {%s!r}")' % snake(n),
                 "sdk.errors.AuthError: rejected credential '%s'" % v]
    elif kind == "node":
        lines = ["Error: Request failed with status code %d" % pick([401, 403]),
                 "    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)",
                 "  config: {",
                 "    headers: { Accept: 'application/json', '%s': '%s' }," % (n, v),
                 "    method: 'post'", "  }"]
    else:
        lines = ["%s ERROR [main] o.s.boot.SpringApplication - Application run failed" % ts_log(),
                 "java.lang.IllegalStateException: Failed to load ApplicationContext",
                 "Caused by: com.%s.client.AuthenticationException: invalid credential %s=%s" % (pick(ORGS).replace("-", ""), camel(n), v),
                 "\tat com.%s.client.Auth.verify(Auth.java:%d)" % (pick(ORGS).replace("-", ""), rint(30, 200))]
    return "\n".join(lines), "stack trace " + kind


def r_diff(items, lang, c=None):
    f = pick(["config/app.yaml", "deploy/values.yaml", "src/settings.py", ".env.example", "docker-compose.yml"])
    e = _entries(items)
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(e) + 1, rint(3, 40), len(e) + 1)]
    lines.append(" " + pick(["integrations:", "env:", "# credentials", "services:"]))
    for n, v in e:
        if f.endswith(".py"):
            lines.append('-%s = "%s"' % (n, v))
        else:
            lines.append("-  %s: %s" % (snake(n), yq(v)))
    for n, v in e:
        if f.endswith(".py"):
            lines.append('+%s = os.environ["%s"]' % (n, n))
        else:
            lines.append("+  %s: ${%s}" % (snake(n), n))
    return "\n".join(lines), "diff"


def r_table(items, lang, c=None):
    hdr = "| key | value | note |" if lang == "en" else "| 키 | 값 | 비고 |"
    lines = [hdr, "|---|---|---|"]
    for n, v in _entries(items):
        lines.append("| %s | %s | %s |" % (n, v, pick(["prod", "staging", "-", "from ops", "rotated"] if lang == "en"
                                                           else ["운영", "스테이징", "-", "운영팀 전달", "교체됨"])))
    return "\n".join(lines), "markdown table"


def r_chat(items, lang, c=None):
    who = pick(PEOPLE)
    e = _entries(items)
    if lang == "en":
        intro = pick(["here you go", "use these for now", "this is what prod uses", "try this one", "new values after rotation"])
    else:
        intro = pick(["이거 쓰시면 돼요", "일단 이걸로 해보세요", "운영에서 쓰는 값이에요", "교체한 새 값입니다", "여기요"])
    h, m = rint(8, 21), rint(0, 50)
    lines = ["[%02d:%02d] %s: %s" % (h, m, who, intro)]
    for n, v in e:
        m += rint(0, 2)
        lines.append("[%02d:%02d] %s: %s %s" % (h, m, who, n, v))
    return "\n".join(lines), "chat transcript"


ITEM_RENDERERS = [r_dotenv, r_export, r_inline, r_yaml, r_json, r_toml, r_ini, r_properties, r_xml, r_k8s_secret,
                  r_k8s_env, r_compose, r_dockerfile, r_gha, r_gitlab, r_terraform, r_code, r_code, r_log, r_trace,
                  r_diff, r_table, r_chat]


# --- renderers that need an HTTP header or a query parameter ------------------------
def _hdr(c):
    name, fmtv = c["header"]
    return name, fmtv.format(c["main"])


def _url(c):
    return c.get("url") or "https://api.%s.com/v1/items" % pick(ORGS)


def r_curl(c, lang):
    name, val = _hdr(c)
    method = pick(["", "-X POST ", "-X GET "])
    data = " -d '{\"limit\": 10}'" if "POST" in method else ""
    return "curl -sS %s-H \"%s: %s\" -H 'Content-Type: application/json' %s%s" % (method, name, val, _url(c), data), "curl"


def r_http(c, lang):
    name, val = _hdr(c)
    u = _url(c)
    host = u.split("/")[2]
    path = "/" + "/".join(u.split("/")[3:])
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: " + host, "%s: %s" % (name, val),
             "Accept: application/json", "User-Agent: %s/%d.%d" % (svc(), rint(1, 4), rint(0, 20))]
    return "\n".join(lines), "raw HTTP request"


def r_fetch(c, lang):
    name, val = _hdr(c)
    return ("const res = await fetch(\"%s\", {\n  method: \"%s\",\n  headers: { \"%s\": \"%s\" },\n});" %
            (_url(c), pick(["GET", "POST"]), name, val)), "JS fetch"


def r_requests(c, lang):
    name, val = _hdr(c)
    return ('resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' %
            (pick(["get", "post"]), _url(c), name, val)), "python requests"


def r_httpie(c, lang):
    name, val = _hdr(c)
    return "http %s %s '%s:%s'" % (pick(["GET", "POST"]), _url(c), name, val), "httpie"


def r_query(c, lang):
    u = _url(c)
    sep = "&" if "?" in u else "?"
    full = "%s%s%s=%s" % (u, sep, c["qparam"], c["main"])
    if chance(0.5):
        return "curl -s \"%s\"" % full, "URL query parameter (curl)"
    return "%s INFO  GET %s -> %d (%d ms)" % (ts_log(), full, pick([200, 401, 403]), rint(12, 900)), "URL query parameter (access log)"


HTTP_RENDERERS = [r_curl, r_http, r_fetch, r_requests, r_httpie]


def render_cred(c, lang, allow_http=True):
    """choose a container for the credential and return (snippet, container_name)."""
    opts = []
    if allow_http and c.get("header") and len(c["secrets"]) == 1:
        opts.append("http")
    if c.get("qparam") and len(c["secrets"]) == 1:
        opts.append("query")
    if opts and chance(0.35):
        k = pick(opts)
        if k == "http":
            return pick(HTTP_RENDERERS)(c, lang)
        return r_query(c, lang)
    return pick(ITEM_RENDERERS)(c["items"], lang, c)


# ----------------------------------------------------------------------------------
# prose templates.  TPL[name] = list of templates; tp() records which ones were used
# ----------------------------------------------------------------------------------
TPL = {}
USED_TPL = {}


def deftpl(name, items):
    TPL[name] = items


def tp(name):
    lst = TPL[name]
    i = R.randrange(len(lst))
    USED_TPL[(name, i)] = USED_TPL.get((name, i), 0) + 1
    return lst[i]


def F(template, kw):
    return template.format(**kw)


deftpl("v_open_en", [
    "I spent a while on {symptom} from {vendor} while {task}; I did not know which {what} {svc} actually uses.",
    "{svc} started failing with {symptom} after the last deploy. Nobody told me the {vendor} {what} is hard-coded rather than injected.",
    "I assumed {svc} read its {vendor} credentials from the secret store, but it does not.",
    "While {task} I could not find where the {vendor} {what} for {svc} is configured.",
    "The {vendor} integration in {svc} broke ({symptom}) and I was looking in the wrong place for the {what}.",
    "I didn't know that {file} is the file {svc} loads at startup for its {vendor} settings.",
    "The user asked me to find out why {svc} gets {symptom} from {vendor}.",
    "Context I lacked: {person} had already rotated the {vendor} {what}, and the old one was still referenced in {file}.",
    "I tried to call the {vendor} API from the {svc} container and kept getting {symptom}.",
    "Local runs of {svc} worked but CI failed with {symptom}; the CI job uses its own {vendor} {what}.",
    "I was asked to add a {vendor} call to {svc} and didn't know {svc} already had its own {what}.",
    "Two services share one {vendor} account and I didn't know which {what} belongs to {svc}.",
])
deftpl("v_open_ko", [
    "{task} 중에 {vendor}에서 {symptom} 응답이 계속 와서 한참 헤맸다. {svc}에서 실제로 어떤 {what_eul} 쓰는지 몰랐다.",
    "지난 배포 이후 {svc}에서 {symptom} 발생. {vendor} {what_i} 주입이 아니라 하드코딩돼 있다는 걸 몰랐다.",
    "{svc} 서비스가 시크릿 저장소에서 {vendor} 자격 증명을 읽는 줄 알았는데 아니었다.",
    "{task} 하다가 {svc} 서비스의 {vendor} {what_i} 어디에 설정돼 있는지 찾지 못했다.",
    "{svc}의 {vendor} 연동이 깨졌는데({symptom}) {what_eul} 엉뚱한 곳에서 찾고 있었다.",
    "{file} 파일이 {svc} 시작 시 {vendor} 설정을 읽는 파일이라는 걸 몰랐다.",
    "사용자가 {svc}에서 {vendor} 호출 시 {symptom} 응답이 나는 이유를 찾아 달라고 했다.",
    "{person_i} 이미 {vendor} {what_eul} 교체했는데, 예전 값이 {file}에 그대로 남아 있었다는 맥락을 몰랐다.",
    "{svc} 컨테이너에서 {vendor} API를 호출하면 계속 {symptom} 응답이 왔다.",
    "로컬에서는 되는데 CI에서만 {symptom} 응답. CI 잡은 별도의 {vendor} {what_eul} 쓰고 있었다.",
    "{svc}에 {vendor} 호출을 추가해 달라는 요청이었는데, 이미 발급된 {what_i} 있다는 걸 몰랐다.",
    "두 서비스가 {vendor} 계정 하나를 같이 쓰는데, 어느 {what_i} {svc} 것인지 몰랐다.",
])
deftpl("v_intro_en", ["The relevant part of {file}:", "This is what {person} pasted in the thread:", "The snippet the user gave me:",
                      "What I found in {file}:", "The failing call looked like this:", "From the CI log:",
                      "Current {cont} for the job:", "Excerpt (as pasted):"])
deftpl("v_intro_ko", ["{file}의 해당 부분:", "{person_i} 스레드에 붙여 준 내용:", "사용자가 준 스니펫:", "{file}에서 찾은 내용:",
                      "실패하던 호출은 이랬다:", "CI 로그 발췌:", "잡에서 쓰는 현재 {cont} 설정:", "붙여넣은 그대로:"])
deftpl("v_after_en", [
    "^ this is from {file}. I didn't know it overrides the value from the secret manager.",
    "That block is what {svc} actually loads; I had been editing a different file.",
    "(pasted by {person}) I didn't realise this was the live {vendor} {what}.",
    "Above is the {cont} {svc} uses in prod; I was debugging {symptom} without knowing it existed.",
    "The user pasted this and asked why {svc} still gets {symptom}.",
])
deftpl("v_after_ko", [
    "^ {file}에 있던 내용. 이 값이 시크릿 매니저 값을 덮어쓴다는 걸 몰랐다.",
    "이 블록이 {svc} 서비스가 실제로 읽는 설정이었다. 나는 다른 파일을 고치고 있었다.",
    "({person_i} 붙여 준 것) 이게 운영에서 쓰는 {vendor} 값이라는 걸 몰랐다.",
    "위가 운영 {svc}에서 쓰는 {cont} 설정이다. 이게 있는 줄 모르고 {symptom} 원인을 찾고 있었다.",
    "사용자가 이걸 붙여 주면서 {svc}에서 왜 아직 {symptom} 응답이 나는지 물었다.",
])
deftpl("v_tail_en", ["It still returned {symptom}, so the value itself was the problem.", "I had been editing the wrong copy of this file.",
                     "This overrides anything set in the pipeline.", "Nothing else in the repo references it."])
deftpl("v_tail_ko", ["그래도 {symptom} 응답이 나서 값 자체가 문제였다.", "나는 이 파일의 다른 복사본을 수정하고 있었다.",
                     "파이프라인에서 넣는 값보다 이게 우선한다.", "저장소의 다른 곳에서는 이 값을 참조하지 않는다."])
deftpl("v_lesson_en", [
    "{file} takes precedence over the environment for {svc}; check it first when {vendor} returns {symptom}.",
    "The {vendor} {what} for {svc} is per-environment; compare the value in {file} before debugging code.",
    "When {vendor} says {symptom}, verify the {what} with a minimal request before touching the client code.",
    "{svc} caches the {vendor} client at startup, so a rotated {what} needs a pod restart.",
    "Credentials for {vendor} must move to the secret manager; remove the hard-coded copy in {file} in the same PR.",
    "Ask for the current {vendor} {what} up front instead of guessing which one is active.",
    "The CI job and the app use different {vendor} credentials; a fix in one place does not fix the other.",
])
deftpl("v_lesson_ko", [
    "{svc}에서는 {file} 값이 환경 변수보다 우선한다. {vendor} 쪽에서 {symptom} 응답이 오면 이 파일부터 확인할 것.",
    "{svc}의 {vendor} {what_eun} 환경별로 다르다. 코드 디버깅 전에 {file} 값을 먼저 비교하자.",
    "{vendor} 쪽 {symptom} 응답이면 클라이언트 코드를 고치기 전에 최소 요청으로 {what_eul} 먼저 검증한다.",
    "{svc} 서비스는 시작 시 {vendor} 클라이언트를 캐시하므로 {what_eul} 교체하면 파드 재시작이 필요하다.",
    "{vendor} 자격 증명은 시크릿 매니저로 옮기고, {file}에 하드코딩된 값은 같은 PR에서 지워야 한다.",
    "어느 {what_i} 활성 상태인지 추측하지 말고 처음부터 현재 값을 물어볼 것.",
    "CI 잡과 앱은 서로 다른 {vendor} 자격 증명을 쓴다. 한쪽만 고쳐서는 해결되지 않는다.",
])
deftpl("v_lintro_en", ["The working configuration is:", "What finally worked (confirmed by {person}):", "{svc} needs this in {file}:",
                       "The value the user confirmed as current:", "Correct setup after the rotation:"])
deftpl("v_lintro_ko", ["동작하는 설정:", "최종적으로 된 설정({person_i} 확인):", "{svc}에는 {file}에 이렇게 들어가야 한다:",
                       "사용자가 현재 값이라고 확인해 준 것:", "교체 후 올바른 설정:"])
deftpl("v_ltail_en", ["After a restart the {symptom} errors stopped.", "Keep the names exactly as above; the SDK reads them verbatim.",
                      "", "The old value is revoked, so any other copy will fail."])
deftpl("v_ltail_ko", ["재시작 후 {symptom} 응답이 사라졌다.", "SDK가 이름을 그대로 읽으니 키 이름은 위와 똑같이 유지.", "",
                      "예전 값은 폐기돼서 다른 복사본은 전부 실패한다."])
deftpl("v_inline_mc_en", [
    "The user told me the {vendor} {what} is {value} and that {svc} and the cron jobs share it.",
    "{person} said to use {value} as {env} until the rotation is finished.",
    "The {what} I was given in chat, {value}, turned out to be the prod one.",
    "The README says to export {env}, and the user replied in chat with the value: {value}",
])
deftpl("v_inline_mc_ko", [
    "사용자가 {vendor} {what_i} {value} 이고, {svc} 서비스와 cron 작업이 같이 쓴다고 알려 줬다.",
    "{person_i} 교체가 끝날 때까지 {env_ro} {value} 를 쓰라고 했다.",
    "채팅으로 받은 {what} {value} 는 알고 보니 운영 값이었다.",
    "README에는 {env_eul} export 하라고만 돼 있었고, 사용자가 채팅으로 값을 줬다: {value}",
])
deftpl("v_inline_lesson_en", [
    "{env} must be {value} in {file}; the older value was revoked.",
    "Use {value} for {vendor} in {svc}; it is the only {what} with write scope.",
    "The current {vendor} {what} is {value} (set by {person} on {date}).",
    "Set {env}={value} before running the import, otherwise the SDK silently falls back to anonymous mode.",
])
deftpl("v_inline_lesson_ko", [
    "{file}의 {env} 값은 {value} 이어야 한다. 예전 값은 폐기됐다.",
    "{svc}에서 {vendor}용으로는 {value} 를 쓸 것. 쓰기 권한은 이 {what}에만 있다.",
    "현재 {vendor} {what_eun} {value} ({person_i} {date}에 설정).",
    "import 돌리기 전에 {env}={value} 를 설정해야 한다. 안 그러면 SDK가 조용히 익명 모드로 떨어진다.",
])
deftpl("v_ask_en", [
    "Which {vendor} {what} should {svc} use in staging vs prod?",
    "Is {file} still the source of truth for the {vendor} credentials, or did you move them to the secret manager?",
    "Has the {vendor} {what} been rotated since the last deploy?",
    "Should I remove the hard-coded {what} from {file} as part of this change?",
    "Who owns the {vendor} account, so I can ask for a scoped {what} instead?",
    "",
])
deftpl("v_ask_ko", [
    "{svc}에서 스테이징과 운영에 각각 어떤 {vendor} {what_eul} 써야 하나요?",
    "{vendor} 자격 증명은 아직 {file} 파일이 기준인가요, 아니면 시크릿 매니저로 옮겼나요?",
    "지난 배포 이후 {vendor} {what_i} 교체됐나요?",
    "이번 변경에서 {file}에 하드코딩된 {what_eul} 지워도 될까요?",
    "{vendor} 계정 담당자가 누구인가요? 권한을 좁힌 {what_eul} 따로 요청하고 싶습니다.",
    "",
])
deftpl("v_askval_en", [
    "Is {value} still the current {vendor} {what}, or was it rotated?",
    "Can I use {value} for the staging job too, or is there a separate {what}?",
    "Should I put {value} into the secret manager as {env} and delete it from {file}?",
    "The {what} I have is {value}; is that the prod one?",
])
deftpl("v_askval_ko", [
    "{value} 가 아직 현재 {vendor} {what}인가요, 아니면 교체됐나요?",
    "스테이징 잡에도 {value} 를 써도 되나요, 아니면 별도 {what_i} 있나요?",
    "{value} 를 {env_ro} 시크릿 매니저에 넣고 {file}에서는 지울까요?",
    "제가 가진 {what_eun} {value} 인데 운영 값이 맞나요?",
])
deftpl("decoy_en", ["Fix is in commit {sha}.", "Request id of the failing call: {uuid}.", "Related ticket: {ticket}.",
                    "Build {build} was the first green one.", "Trace id {trace} shows the retry loop."])
deftpl("decoy_ko", ["수정 커밋: {sha}", "실패한 요청 ID: {uuid}", "관련 티켓: {ticket}", "처음 성공한 빌드는 {build}.",
                    "재시도 루프는 trace id {trace}에서 보인다."])


def base_kw(lang):
    kw = {"svc": svc(), "file": cfg_file(), "date": date_s(), "sha": git_sha(pick([7, 8, 12, 40])), "uuid": uuid4(),
          "ticket": "%s-%d" % (pick(["OPS", "PAY", "INFRA", "BE", "DATA"]), rint(100, 9999)),
          "build": "#%d" % rint(1000, 99999), "trace": hexs(32), "user": pick(USERS_EN), "host": pick(HOSTS),
          "db": pick(DB_NAMES), "org": pick(ORGS), "repo": pick(REPOS)}
    if lang == "en":
        kw.update({"symptom": pick(SYMPTOMS_EN), "task": pick(TASKS_EN), "person": pick(PEOPLE_EN)})
    else:
        kw.update({"symptom": pick(SYMPTOMS_KO), "task": pick(TASKS_KO)})
        kw.update(ko_forms("person", pick(PEOPLE_KO)))
    return kw


def fence(snippet, kind_hint=""):
    """sometimes wrap a snippet in a markdown code fence."""
    if chance(0.45):
        return "```%s\n%s\n```" % (kind_hint if chance(0.5) else "", snippet)
    return snippet


def decoy(lang, kw):
    return F(tp("decoy_" + lang), kw)


# ----------------------------------------------------------------------------------
# note assembly helpers
# ----------------------------------------------------------------------------------
def mk(lang, kind, category, mc, lesson, ask, candidates=()):
    fields = {"missing_context": mc.strip("\n"), "lesson": lesson.strip("\n"), "ask_next_time": ask.strip("\n")}
    secrets = []
    for s in candidates:
        if s not in secrets and any(s in f for f in fields.values()):
            secrets.append(s)
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets,
            "_candidates": list(candidates)}


class Cycler:
    """hands out the items of a list in PRNG order, reshuffling when exhausted,
    so that every item is used before any is repeated."""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            order = list(self.items)
            R.shuffle(order)
            self.queue.extend(order)
        return self.queue.pop(0)


USED_VENDORS = {}
_VCYCLE = {"secret": None, "clean": None}
_VMODE = ["secret"]


def next_vendor():
    """cycle through all vendors in PRNG order so that every vendor is used
    (separate cycles for secret and clean notes)."""
    mode = _VMODE[0]
    if _VCYCLE[mode] is None:
        _VCYCLE[mode] = Cycler(VENDORS)
    c = _VCYCLE[mode].next()()
    return c


def cred_kw(c, lang, kw):
    env = [n for n, v, s in c["items"] if s][0]
    kw.update({"vendor": c["vendor"], "env": env, "value": c["main"]})
    if lang == "en":
        kw["what"] = c["what_en"]
    else:
        kw.update(ko_forms("what", c["what_ko"]))
        kw.update(ko_forms("env", env))
    return kw


CONT_FILES = [
    (".env", [".env", ".env.production", ".env.local", ".env.staging"]),
    ("shell export", ["scripts/env.sh", "scripts/bootstrap.sh"]),
    ("inline command env", ["scripts/run.sh", "Makefile"]),
    ("YAML", ["config/settings.yaml", "config/app.yaml", "deploy/values-prod.yaml", "ansible/group_vars/prod.yml"]),
    ("JSON", ["config/config.json", "appsettings.Production.json", "config/production.json"]),
    ("TOML", ["config/secrets.toml", "config/prod.toml"]),
    ("INI", ["conf/app.ini", "config/settings.ini"]),
    ("Java properties", ["src/main/resources/application.properties", "config/application-prod.properties"]),
    ("XML", ["web.config", "App.config", "conf/context.xml"]),
    ("k8s Secret", ["k8s/secret.yaml", "manifests/prod/secret.yaml"]),
    ("k8s Deployment", ["k8s/deployment.yaml", "manifests/prod/deployment.yaml"]),
    ("docker-compose", ["docker-compose.yml", "docker-compose.prod.yml"]),
    ("Dockerfile", ["Dockerfile", "docker/Dockerfile.prod"]),
    ("GitHub Actions", [".github/workflows/release.yml", ".github/workflows/deploy.yml"]),
    ("GitLab CI", [".gitlab-ci.yml"]),
    ("Terraform tfvars", ["infra/terraform.tfvars", "infra/prod.auto.tfvars"]),
    ("Terraform", ["infra/main.tf", "infra/providers.tf"]),
    ("code: python", ["settings/local.py", "app/config.py"]),
    ("code: js", ["src/config.js"]),
    ("code: ts", ["src/config.ts"]),
    ("code: go", ["internal/config/config.go"]),
    ("code: java", ["src/main/java/com/app/config/ApiConfig.java"]),
    ("code: kotlin", ["app/src/main/java/com/app/ApiConfig.kt"]),
    ("code: rust", ["src/main.rs"]),
    ("code: ruby", ["config/initializers/api.rb"]),
    ("code: php", ["config/app.php"]),
    ("code: csharp", ["Program.cs"]),
    ("code: swift", ["App/Config.swift"]),
    ("code: bash", ["scripts/deploy.sh"]),
    ("markdown table", ["docs/ops/credentials.md", "docs/runbook.md"]),
]


def file_for(cont, default):
    if cont.startswith("JSON log"):
        return default
    for key, files in CONT_FILES:
        if cont.startswith(key):
            return pick(files)
    return default


def join_nonempty(*parts, sep=" "):
    return sep.join(p for p in parts if p)


def note_vendor(lang, c=None, force_placement=None):
    c = c or next_vendor()
    USED_VENDORS[c["vendor"]] = USED_VENDORS.get(c["vendor"], 0) + 1
    kw = cred_kw(c, lang, base_kw(lang))
    single = len(c["secrets"]) == 1
    cands = list(c["secrets"])
    vendor_label = c["vendor"]
    places = [("mc_end", 5), ("mc_start", 2), ("mc_mid", 2), ("lesson", 4)]
    if single:
        places += [("inline_mc", 2), ("inline_lesson", 2), ("ask", 1)]
    placement = force_placement or weighted(places)
    snippet, cont = "", ""
    if placement in ("mc_end", "mc_start", "mc_mid", "lesson"):
        if chance(0.15):
            c2 = next_vendor()
            merged = dict(c)
            merged["items"] = c["items"] + [it for it in c2["items"] if it[0] not in [x[0] for x in c["items"]]]
            snippet, cont = pick(ITEM_RENDERERS)(merged["items"], lang, merged)
            cands += c2["secrets"]
            vendor_label = c["vendor"] + " + " + c2["vendor"]
            USED_VENDORS[c2["vendor"]] = USED_VENDORS.get(c2["vendor"], 0) + 1
        else:
            snippet, cont = render_cred(c, lang)
        snippet = fence(snippet)
    kw["cont"] = cont or "config"
    kw["file"] = file_for(cont, kw["file"])
    L = lang
    open_ = F(tp("v_open_" + L), kw)
    lesson_plain = F(tp("v_lesson_" + L), kw)
    ask_plain = F(tp("v_ask_" + L), kw)
    if placement == "mc_end":
        mc = open_ + " " + F(tp("v_intro_" + L), kw) + "\n" + snippet
        lesson, ask = lesson_plain, ask_plain
    elif placement == "mc_start":
        mc = snippet + "\n" + F(tp("v_after_" + L), kw)
        lesson, ask = lesson_plain, ask_plain
    elif placement == "mc_mid":
        mc = open_ + " " + F(tp("v_intro_" + L), kw) + "\n" + snippet + "\n" + F(tp("v_tail_" + L), kw)
        lesson, ask = lesson_plain, ask_plain
    elif placement == "lesson":
        mc = open_
        lesson = join_nonempty(F(tp("v_lintro_" + L), kw) + "\n" + snippet, F(tp("v_ltail_" + L), kw), sep="\n")
        if chance(0.4):
            lesson = lesson_plain + "\n" + lesson
        ask = ask_plain
    elif placement == "inline_mc":
        mc = open_ + " " + F(tp("v_inline_mc_" + L), kw)
        lesson, ask = lesson_plain, ask_plain
    elif placement == "inline_lesson":
        mc = open_
        lesson = F(tp("v_inline_lesson_" + L), kw) + (" " + lesson_plain if chance(0.5) else "")
        ask = ask_plain
    else:  # ask
        mc = open_
        lesson = lesson_plain
        ask = F(tp("v_askval_" + L), kw)
    # the value repeated in the question
    if single and placement not in ("ask",) and chance(0.12):
        ask = F(tp("v_askval_" + L), kw)
        placement += "+ask"
    if chance(0.3):
        if chance(0.5):
            lesson = lesson + " " + decoy(L, kw)
        else:
            mc = mc + "\n" + decoy(L, kw)
    cat = "vendor token: %s %s in %s (%s)" % (vendor_label, c["what_en"], cont or "prose", placement)
    n = mk(lang, "secret", cat, mc, lesson, ask, cands)
    n["_vendors"] = vendor_label.split(" + ")
    return n


# ----------------------------------------------------------------------------------
# passwords of people and services
# ----------------------------------------------------------------------------------
ACCOUNTS = [  # (en, ko, user, config key)
    ("Jenkins admin", "젠킨스 관리자", "admin", "JENKINS_ADMIN_PASSWORD"),
    ("Grafana admin", "그라파나 admin", "admin", "GF_SECURITY_ADMIN_PASSWORD"),
    ("staging Postgres superuser", "스테이징 Postgres 슈퍼유저", "postgres", "POSTGRES_PASSWORD"),
    ("router web UI", "공유기 관리 페이지", "admin", "ROUTER_ADMIN_PASS"),
    ("Synology NAS backup user", "시놀로지 NAS 백업 계정", "backup", "NAS_PASSWORD"),
    ("Keycloak admin console", "Keycloak 관리 콘솔", "admin", "KEYCLOAK_ADMIN_PASSWORD"),
    ("Harbor registry robot account", "Harbor 레지스트리 robot 계정", "robot$ci", "HARBOR_PASSWORD"),
    ("Argo CD admin", "Argo CD admin", "admin", "ARGOCD_ADMIN_PASSWORD"),
    ("Airflow web UI", "Airflow 웹 UI", "airflow", "AIRFLOW_ADMIN_PASSWORD"),
    ("shared QA test account", "QA 공용 테스트 계정", "qa.shared@%s.com", "QA_ACCOUNT_PASSWORD"),
    ("Windows jump host (RDP)", "윈도우 점프 호스트 RDP", "Administrator", "RDP_PASSWORD"),
    ("RabbitMQ management UI", "RabbitMQ 관리 UI", "mqadmin", "RABBITMQ_DEFAULT_PASS"),
    ("SMTP relay", "SMTP 릴레이", "no-reply@%s.com", "SMTP_PASSWORD"),
    ("MySQL app user", "MySQL 앱 계정", "app_rw", "MYSQL_PASSWORD"),
    ("Redis instance", "Redis 인스턴스", "default", "REDIS_PASSWORD"),
    ("LDAP bind account", "LDAP 바인드 계정", "cn=svc-ldap,ou=svc,dc=corp,dc=local", "LDAP_BIND_PASSWORD"),
    ("test iPhone Apple ID", "테스트폰 Apple ID", "qa.ios@%s.com", "APPLE_ID_PASSWORD"),
    ("Cafe24 shop admin", "카페24 쇼핑몰 관리자", "%sadmin", "CAFE24_ADMIN_PW"),
    ("Gabia DNS console", "가비아 DNS 콘솔", "%s_dns", "GABIA_PASSWORD"),
    ("Nexus repository", "Nexus 저장소", "deployer", "NEXUS_PASSWORD"),
    ("SonarQube admin", "SonarQube admin", "admin", "SONAR_ADMIN_PASSWORD"),
    ("MongoDB root user", "MongoDB root 계정", "root", "MONGO_INITDB_ROOT_PASSWORD"),
    ("ERP test login", "ERP 테스트 로그인", "%s.test", "ERP_TEST_PW"),
]


def account():
    a = pick(ACCOUNTS)
    user = a[2] % pick(ORGS).replace("-", "") if "%s" in a[2] else a[2]
    return {"acc_en": a[0], "acc_ko": a[1], "acc_user": user, "acc_key": a[3]}


def make_password(style):
    """returns (password, description_en, description_ko)."""
    if style == "human":
        return pw_human(), "human-chosen password", "사람이 정한 비밀번호"
    if style == "passphrase":
        return pw_passphrase(), "passphrase", "패스프레이즈"
    if style == "punct":
        return pw_punct(), "punctuation-heavy password", "특수문자가 많은 비밀번호"
    if style == "kbd":
        return pw_korean_keyboard()[0], "Korean typed on an English keyboard", "한글 자판을 영문 상태로 친 비밀번호"
    if style == "hangul":
        return pw_hangul(), "Hangul password", "한글 비밀번호"
    return pw_generated_sym(), "generated password", "생성된 비밀번호"


deftpl("pw_open_en", [
    "I couldn't log in to the {acc} while {task} and didn't know who had the credentials.",
    "The {acc} rejected the default credentials; the real ones were only in a chat thread.",
    "I needed the {acc} login to finish the migration and wasted time trying the wiki values, which were outdated.",
    "{person} set up the {acc} last year and I didn't know the password had been changed since.",
    "The setup script for the {acc} failed because the password in the config did not match the server.",
])
deftpl("pw_open_ko", [
    "{task} 중에 {acc}에 로그인이 안 됐는데, 계정 정보를 누가 갖고 있는지 몰랐다.",
    "{acc}에서 기본 계정 정보가 거부됐다. 실제 값은 채팅 스레드에만 있었다.",
    "마이그레이션을 끝내려면 {acc} 로그인이 필요했는데, 위키에 있는 옛날 값으로 시간을 버렸다.",
    "{person_i} 작년에 {acc_eul} 세팅했고, 그 뒤로 비밀번호가 바뀐 걸 몰랐다.",
    "{acc} 설정 스크립트가 실패했다. 설정 파일의 비밀번호가 서버와 달랐다.",
])
deftpl("pw_inline_en", [
    "The user gave me the {acc} login: {user} / {pw}",
    "{person} confirmed the {acc} password is {pw} for user {user}.",
    "Login for the {acc}: user {user}, password {pw} (changed after the audit).",
    "The {acc} password ({style}) is {pw}.",
])
deftpl("pw_inline_ko", [
    "사용자가 {acc} 계정을 알려 줬다: {user} / {pw}",
    "{person_i} {acc} 비밀번호는 {pw} 라고 확인해 줬다. 아이디는 {user}.",
    "{acc} 로그인: 아이디 {user}, 비번 {pw} (감사 이후 변경됨).",
    "{acc} 비밀번호({style})는 {pw} 이다.",
])
deftpl("pw_lesson_en", [
    "The {acc} does not use SSO yet; credentials are per-environment and live with {person}.",
    "Check the {acc} login before starting the migration, not halfway through.",
    "The wiki page for the {acc} is stale; the current value is the one the user gave.",
    "After changing the {acc} password, the dependent jobs must be updated the same day.",
])
deftpl("pw_lesson_ko", [
    "{acc_eun} 아직 SSO가 아니다. 계정 정보는 환경별로 다르고 {person_i} 관리한다.",
    "마이그레이션 중간이 아니라 시작 전에 {acc} 로그인부터 확인할 것.",
    "{acc} 위키 페이지는 오래됐다. 현재 값은 사용자가 준 값이다.",
    "{acc} 비밀번호를 바꾸면 연관 잡도 같은 날 갱신해야 한다.",
])
deftpl("pw_ask_en", [
    "Who can give me the {acc} credentials if this one stops working?",
    "Is there a separate {acc} account for automation, so I don't use the personal one?",
    "Is the {acc} password still {pw}?",
    "Can I change the {acc} password from {pw} to a generated one and store it in the vault?",
    "",
])
deftpl("pw_ask_ko", [
    "이 값이 안 되면 {acc} 계정 정보는 누구에게 받으면 되나요?",
    "자동화용 {acc} 계정이 따로 있나요? 개인 계정은 쓰고 싶지 않습니다.",
    "{acc} 비밀번호가 아직 {pw} 인가요?",
    "{acc} 비밀번호 {pw} 를 생성된 값으로 바꾸고 볼트에 넣어도 될까요?",
    "",
])


def note_password(lang, style):
    pw, sty_en, sty_ko = make_password(style)
    kw = base_kw(lang)
    a = account()
    kw.update({"pw": pw, "user": a["acc_user"], "style": sty_en if lang == "en" else sty_ko})
    if lang == "en":
        kw["acc"] = a["acc_en"]
    else:
        kw.update(ko_forms("acc", a["acc_ko"]))
    L = lang
    mode = weighted([("inline", 4), ("config", 4), ("chat", 2), ("table", 1), ("ask", 1)])
    ask = F(tp("pw_ask_" + L), kw)
    if mode == "inline":
        mc = F(tp("pw_open_" + L), kw) + " " + F(tp("pw_inline_" + L), kw)
        lesson = F(tp("pw_lesson_" + L), kw)
    elif mode in ("config", "chat", "table"):
        items = [(a["acc_key"].replace("PASSWORD", "USER").replace("_PASS", "_USER").replace("_PW", "_ID"), a["acc_user"], False),
                 (a["acc_key"], pw, True)]
        if a["acc_user"] == "-" or chance(0.3):
            items = items[1:]
        if mode == "config":
            r = pick([r_dotenv, r_yaml, r_json, r_ini, r_properties, r_compose, r_k8s_secret, r_code, r_toml, r_export])
        else:
            r = r_chat if mode == "chat" else r_table
        snip, cont = r(items, lang)
        snip = fence(snip)
        if chance(0.5):
            mc = F(tp("pw_open_" + L), kw) + "\n" + snip
            lesson = F(tp("pw_lesson_" + L), kw)
        else:
            mc = F(tp("pw_open_" + L), kw)
            lesson = F(tp("pw_lesson_" + L), kw) + "\n" + snip
        mode = cont if mode == "config" else mode + " (%s)" % cont
    else:
        mc = F(tp("pw_open_" + L), kw)
        lesson = F(tp("pw_lesson_" + L), kw)
        ask = pick(["Is the {acc} password still {pw}?", "Can I reuse {pw} for the staging {acc} too?"] if L == "en" else
                   ["{acc} 비밀번호가 아직 {pw} 인가요?", "스테이징 {acc}에도 {pw} 를 그대로 써도 되나요?"]).format(**kw)
    cat = "password (%s): %s, %s" % (style, a["acc_en"], mode)
    return mk(lang, "secret", cat, mc, lesson, ask, [pw])


# ----------------------------------------------------------------------------------
# passwords in commands (flags, attached flags, positionals, user:pass pairs)
# every builder returns (command, [secrets], category, tool_en, tool_ko)
# ----------------------------------------------------------------------------------
def pw_for_quote():
    return pick([pw_human, pw_punct, pw_generated_sym, pw_passphrase, pw_generated])()


def pw_nospace():
    while True:
        p = pw_for_quote()
        if " " not in p:
            return p


def cm_mysql_attached():
    pw = pw_shell_safe()
    u = pick(["root", "app_rw", "admin", "migrator"])
    form = pick(["mysql -u%s -p%s -h %s %s", "mysql -h %s -u%s -p%s %s"])
    if form.startswith("mysql -u"):
        cmd = form % (u, pw, pick(HOSTS), pick(DB_NAMES))
    else:
        cmd = form % (pick(HOSTS), u, pw, pick(DB_NAMES))
    return cmd, [pw], "shell: mysql -p attached password", "the MySQL client", "MySQL 클라이언트"


def cm_mysql_long():
    pw = pw_nospace()
    return ("mysql --host=%s --user=%s --password='%s' -e 'SHOW PROCESSLIST'" % (pick(HOSTS), pick(USERS_EN), pw), [pw],
            "shell: mysql --password= long flag", "the MySQL client", "MySQL 클라이언트")


def cm_mysqldump():
    pw = pw_nospace()
    return ("mysqldump -uroot -p'%s' --single-transaction --routines %s > /backup/%s_%s.sql" % (pw, pick(DB_NAMES), pick(DB_NAMES), date_s()),
            [pw], "shell: mysqldump -p'quoted' attached", "the nightly mysqldump", "야간 mysqldump")


def cm_mysqladmin():
    pw = pw_shell_safe()
    return "mysqladmin -uroot -p%s -h %s status" % (pw, pick(HOSTS)), [pw], "shell: mysqladmin -p attached", "mysqladmin", "mysqladmin"


def cm_pgpassword():
    pw = pw_nospace()
    return ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c 'select count(*) from orders'" % (pw, pick(HOSTS), pick(USERS_EN), pick(DB_NAMES)),
            [pw], "shell: PGPASSWORD inline env + psql", "psql", "psql")


def cm_libpq():
    pw = pw_shell_safe()
    return ('pg_dump "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require" -Fc -f %s.dump' %
            (rds_host(), pick(USERS_EN), pw, pick(DB_NAMES), pick(DB_NAMES)), [pw], "shell: pg_dump libpq keyword string",
            "pg_dump", "pg_dump")


def cm_redis():
    pw = pw_nospace()
    return ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (pick(HOSTS), pw), [pw],
            "shell: redis-cli -a password", "redis-cli", "redis-cli")


def cm_sshpass():
    pw = pw_nospace()
    return ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl status nginx'" % (pw, pick(USERS_EN), pick(HOSTS)),
            [pw], "shell: sshpass -p password", "the SSH hop to the legacy box", "레거시 서버 SSH 접속")


def cm_curl_u():
    pw = pw_shell_safe()
    u = pick(USERS_EN)
    return ("curl -u %s:%s https://nexus.%s.internal/service/rest/v1/repositories" % (u, pw, pick(ORGS)), [pw],
            "shell: curl -u user:pass", "the Nexus REST API", "Nexus REST API")


def cm_docker_login():
    pw = pw_nospace()
    reg = pick(["registry.%s.io" % pick(ORGS), "harbor.%s.internal" % pick(ORGS), "%s.kr.ncr.ntruss.com" % pick(ORGS)])
    return "docker login %s -u %s -p '%s'" % (reg, pick(USERS_EN), pw), [pw], "shell: docker login -p", "docker login", "docker login"


def cm_htpasswd():
    pw = pw_nospace()
    return ("htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (pick(USERS_EN + PEOPLE), pw), [pw],
            "shell: htpasswd -b positional password", "the nginx basic-auth file", "nginx basic auth 파일")


def cm_rabbit():
    pw = pw_nospace()
    u = pick(["svc_orders", "mqadmin", "shovel"])
    return ("rabbitmqctl add_user %s '%s' && rabbitmqctl set_user_tags %s administrator" % (u, pw, u), [pw],
            "shell: rabbitmqctl add_user positional password", "RabbitMQ user setup", "RabbitMQ 사용자 생성")


def cm_openssl_p12():
    pw = pw_shell_safe()
    return ("openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -name %s -passout pass:%s" % (svc(), pw), [pw],
            "shell: openssl -passout pass:", "the PKCS#12 bundle export", "PKCS#12 번들 생성")


def cm_keytool():
    pw = pw_shell_safe()
    return ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -srcstorepass %s "
            "-destkeystore keystore.jks -deststorepass %s" % (pw, pw), [pw], "shell: keytool -storepass",
            "the Java keystore import", "자바 키스토어 import")


def cm_netuse():
    pw = pw_shell_safe()
    return ("net use Z: \\\\fs01\\%s /user:CORP\\%s %s /persistent:no" % (pick(["finance", "shared", "backup"]), pick(USERS_EN), pw),
            [pw], "windows: net use positional password", "the Windows file share mount", "윈도우 파일 공유 연결")


def cm_ldapsearch():
    pw = pw_nospace()
    return ('ldapsearch -x -H ldaps://ldap.corp.local -D "cn=svc-ldap,ou=svc,dc=corp,dc=local" -w \'%s\' '
            '-b "ou=people,dc=corp,dc=local" "(uid=%s)"' % (pw, pick(PEOPLE)), [pw], "shell: ldapsearch -w password",
            "the LDAP lookup", "LDAP 조회")


def cm_smbclient():
    pw = pw_nospace()
    return "smbclient //fs01/%s -U '%s%%%s' -c 'ls'" % (pick(["share", "scan", "deploy"]), pick(USERS_EN), pw), [pw], \
        "shell: smbclient -U user%pass", "smbclient", "smbclient"


def cm_wget():
    pw = pw_nospace()
    return ("wget --user=%s --password='%s' https://artifacts.%s.internal/releases/%s-%d.%d.%d.tar.gz" %
            (pick(USERS_EN), pw, pick(ORGS), svc(), rint(1, 5), rint(0, 20), rint(0, 9)), [pw], "shell: wget --password",
            "the artifact download", "아티팩트 다운로드")


def cm_git_clone():
    tok = "ghp_" + rs(ALNUM, 36) if chance(0.6) else "glpat-" + rs(B64URL, 20)
    host = "github.com" if tok.startswith("ghp_") else "gitlab.com"
    return ("git clone https://%s:%s@%s/%s/%s.git" % (pick(USERS_EN), tok, host, pick(ORGS), pick(REPOS)), [tok],
            "shell: git clone with token in URL", "the private repo clone", "비공개 저장소 clone")


def cm_zip():
    pw = pw_nospace()
    if chance(0.5):
        return "zip -P '%s' -r export_%s.zip ./export" % (pw, date_s()), [pw], "shell: zip -P password", "the export archive", "export 압축 파일"
    return "7z a -p'%s' -mhe=on backup_%s.7z ./dump" % (pw, date_s()), [pw], "shell: 7z -p attached password", "the 7z backup", "7z 백업"


def cm_lftp():
    pw = pw_nospace()
    return "lftp -u %s,'%s' sftp://%s -e 'mirror -R ./out /upload; bye'" % (pick(USERS_EN), pw, pick(HOSTS)), [pw], \
        "shell: lftp -u user,pass", "the SFTP upload to the partner", "파트너사 SFTP 업로드"


def cm_kubectl_secret():
    pw = pw_nospace()
    return ("kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" %
            (pick(["prod", "staging", "payments"]), svc(), pick(USERS_EN), pw), [pw], "shell: kubectl --from-literal password",
            "the k8s secret creation", "k8s 시크릿 생성")


def cm_az_login():
    sec = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.-", 34)
    return ("az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), sec, uuid4()), [sec],
            "shell: az login -p client secret", "the Azure CLI login", "Azure CLI 로그인")


def cm_sudo_s():
    pw = pw_nospace()
    return "echo '%s' | sudo -S systemctl restart %s" % (pw, pick(["nginx", "php-fpm", "tomcat", "docker"])), [pw], \
        "shell: echo password | sudo -S", "the service restart", "서비스 재시작"


def cm_sqlcmd():
    pw = pw_nospace()
    return 'sqlcmd -S %s,1433 -U sa -P \'%s\' -Q "SELECT name FROM sys.databases"' % (pick(HOSTS), pw), [pw], \
        "shell: sqlcmd -P password", "sqlcmd", "sqlcmd"


def cm_pwsh():
    pw = pw_nospace()
    return ("$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $sec)\n"
            "Enter-PSSession -ComputerName %s -Credential $cred" % (pw, pick(USERS_EN), pick(["win-build-01", "sql-02", "ad-01"])),
            [pw], "powershell: ConvertTo-SecureString plain password", "the PowerShell remoting session", "PowerShell 원격 세션")


def cm_ansible():
    pw = pw_shell_safe()
    return 'ansible-playbook -i inventories/prod site.yml -e "ansible_become_password=%s"' % pw, [pw], \
        "shell: ansible -e become password", "the Ansible run", "Ansible 실행"


def cm_pip_index():
    pw = pw_for_quote()
    enc = pct(pw)
    return ("pip install --index-url https://%s:%s@nexus.%s.internal/repository/pypi/simple %s-client==%d.%d.%d" %
            (pick(USERS_EN), enc, pick(ORGS), pick(ORGS), rint(0, 3), rint(0, 20), rint(0, 9)), [enc],
            "shell: pip --index-url with user:pass (percent-encoded)", "the private PyPI index", "사내 PyPI 인덱스")


def cm_npm_token():
    tok = "npm_" + rs(ALNUM, 36)
    return "npm config set //registry.npmjs.org/:_authToken=%s" % tok, [tok], "shell: npm config _authToken", "npm publish", "npm publish"


def cm_docker_run():
    pw = pw_shell_safe()
    return ("docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % pw, [pw],
            "shell: docker run -e PASSWORD=", "the local Postgres container", "로컬 Postgres 컨테이너")


def cm_helm():
    pw = pw_shell_safe()
    return ("helm upgrade --install %s-db bitnami/postgresql -n %s --set auth.postgresPassword=%s --set auth.database=%s" %
            (svc(), pick(["prod", "staging"]), pw, pick(DB_NAMES)), [pw], "shell: helm --set password", "the Helm release", "Helm 릴리스")


def cm_mongosh():
    pw = pw_nospace()
    return ("mongosh --host %s --username root --password '%s' --authenticationDatabase admin" % (pick(HOSTS), pw), [pw],
            "shell: mongosh --password", "mongosh", "mongosh")


def cm_aws_configure():
    ak, sk = aws_akid(), aws_secret()
    return ("aws configure set aws_access_key_id %s --profile %s\naws configure set aws_secret_access_key %s --profile %s" %
            (ak, pick(["prod", "deploy", "ci"]), sk, pick(["prod", "deploy", "ci"])), [ak, sk],
            "shell: aws configure set (key pair)", "the AWS CLI profile", "AWS CLI 프로필")


def cm_vault_login():
    tok = "hvs." + rs(B64URL, 24)
    return "vault login %s" % tok, [tok], "shell: vault login positional token", "vault login", "vault login"


def cm_minio():
    ak, sk = rs(UALNUM, 20), rs(ALNUM + "/+", 40)
    return ("mc alias set %s https://minio.%s.internal %s %s" % (pick(["prod", "backup", "minio"]), pick(ORGS), ak, sk), [ak, sk],
            "shell: mc alias set access/secret key positionals", "the MinIO client alias", "MinIO 클라이언트 alias")


def cm_svn():
    pw = pw_nospace()
    return ("svn checkout --username %s --password '%s' https://svn.%s.local/repos/%s/trunk" % (pick(USERS_EN), pw, pick(ORGS), pick(REPOS)),
            [pw], "shell: svn --password", "the legacy SVN checkout", "레거시 SVN checkout")


def cm_mosquitto():
    pw = pw_nospace()
    return ("mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t factory/line1/cmd -m reboot" % (pick(HOSTS), pick(["iot-gw", "line1", "mqtt"]), pw),
            [pw], "shell: mosquitto_pub -P password", "the MQTT test publish", "MQTT 테스트 발행")


def cm_rdp():
    pw = pw_nospace()
    return "xfreerdp /v:%s /u:Administrator /p:'%s' /cert:ignore" % (pick(HOSTS), pw), [pw], "shell: xfreerdp /p:password", \
        "the RDP session", "RDP 접속"


def cm_gpg():
    pw = pw_nospace()
    return ("gpg --batch --yes --passphrase '%s' -o secrets.env -d secrets.env.gpg" % pw, [pw], "shell: gpg --passphrase",
            "the gpg decrypt step", "gpg 복호화 단계")


def cm_openssl_enc():
    pw = pw_shell_safe()
    return ("openssl enc -d -aes-256-cbc -pbkdf2 -in backup.tar.gz.enc -out backup.tar.gz -pass pass:%s" % pw, [pw],
            "shell: openssl enc -pass pass:", "the encrypted backup restore", "암호화된 백업 복원")


CMD_BUILDERS = [cm_mysql_attached, cm_mysql_long, cm_mysqldump, cm_mysqladmin, cm_pgpassword, cm_libpq, cm_redis, cm_sshpass,
                cm_curl_u, cm_docker_login, cm_htpasswd, cm_rabbit, cm_openssl_p12, cm_keytool, cm_netuse, cm_ldapsearch,
                cm_smbclient, cm_wget, cm_git_clone, cm_zip, cm_lftp, cm_kubectl_secret, cm_az_login, cm_sudo_s, cm_sqlcmd,
                cm_pwsh, cm_ansible, cm_pip_index, cm_npm_token, cm_docker_run, cm_helm, cm_mongosh, cm_aws_configure,
                cm_vault_login, cm_minio, cm_svn, cm_mosquitto, cm_rdp, cm_gpg, cm_openssl_enc]

deftpl("cmd_open_en", [
    "I didn't know how {tool} authenticates here; the runbook only says \"ask ops\".",
    "{tool} failed for me because I didn't have the credentials it needs.",
    "While {task} I had to run {tool} by hand and didn't know which account to use.",
    "{person} showed me how they usually run {tool}.",
    "The cron script for {tool} stopped working and I couldn't tell which credentials it used.",
    "I tried to reproduce the on-call fix and got stuck at {tool}.",
])
deftpl("cmd_open_ko", [
    "여기서 {tool_i} 어떻게 인증하는지 몰랐다. 런북에는 \"운영팀에 문의\"라고만 돼 있었다.",
    "필요한 계정 정보가 없어서 {tool_i} 실패했다.",
    "{task} 중에 {tool_eul} 수동으로 돌려야 했는데 어떤 계정을 써야 하는지 몰랐다.",
    "{person_i} 평소에 {tool_eul} 어떻게 돌리는지 보여 줬다.",
    "{tool} cron 스크립트가 멈췄는데 어떤 계정 정보를 쓰는지 알 수 없었다.",
    "온콜 때 한 조치를 재현하려다 {tool}에서 막혔다.",
])
deftpl("cmd_intro_en", ["The command they use:", "From the shell history on the bastion:", "What worked:", "The user ran:",
                        "Exact command from the runbook:", "The crontab line:"])
deftpl("cmd_intro_ko", ["실제로 쓰는 명령:", "배스천 서버 shell history에서:", "동작한 명령:", "사용자가 실행한 것:",
                        "런북에 있는 명령 그대로:", "crontab 줄:"])
deftpl("cmd_lesson_en", [
    "In this setup {tool} takes the credentials on the command line; there is no config file on the host.",
    "Run {tool} from the bastion, not from a laptop; the firewall only allows that host.",
    "The runbook version has the wrong host; use the one above.",
    "Check the shell history on the bastion before asking; the working invocation is usually there.",
    "The account used by {tool} is shared with the nightly job, so don't lock it with failed attempts.",
])
deftpl("cmd_lesson_ko", [
    "이 환경에서는 {tool_i} 계정 정보를 명령줄로 받는다. 서버에 설정 파일이 없다.",
    "{tool_eun} 노트북이 아니라 배스천에서 돌려야 한다. 방화벽이 그 호스트만 허용한다.",
    "런북에 있는 버전은 호스트가 틀렸다. 위 명령을 쓸 것.",
    "물어보기 전에 배스천의 shell history부터 볼 것. 동작하는 명령이 대개 거기 있다.",
    "{tool}에서 쓰는 계정은 야간 잡과 공유하므로 로그인 실패로 잠그지 않게 주의.",
])
deftpl("cmd_ask_en", ["Is there a credentials file or env var I should use for {tool} instead of the inline password?",
                      "Should {tool} keep using this account, or is there a dedicated service account?",
                      "Can I move this password into the vault and change the script to read it from there?", ""])
deftpl("cmd_ask_ko", ["{tool}에 비밀번호를 직접 넣는 대신 쓸 credentials 파일이나 환경 변수가 있나요?",
                      "{tool_i} 계속 이 계정을 써도 되나요, 아니면 전용 서비스 계정이 있나요?",
                      "이 비밀번호를 볼트로 옮기고 스크립트가 거기서 읽게 바꿔도 될까요?", ""])
deftpl("cmd_askval_en", ["Can I keep running `{cmd}` from cron, or should the password come from somewhere else?",
                         "Is `{cmd}` still the right invocation after the migration?"])
deftpl("cmd_askval_ko", ["`{cmd}` 를 cron에서 계속 돌려도 되나요, 아니면 비밀번호를 다른 데서 가져와야 하나요?",
                         "마이그레이션 후에도 `{cmd}` 가 맞는 명령인가요?"])


CMD_CYCLE = Cycler(CMD_BUILDERS)


def note_cmd(lang, builder=None):
    builder = builder or CMD_CYCLE.next()
    cmd, secs, cat, tool_en, tool_ko = builder()
    kw = base_kw(lang)
    kw["cmd"] = cmd
    if lang == "en":
        kw["tool"] = tool_en
    else:
        kw.update(ko_forms("tool", tool_ko))
    L = lang
    block = fence(cmd, pick(["bash", "sh", "console", ""])) if chance(0.7) else ("$ " + cmd if "\n" not in cmd else cmd)
    where = weighted([("mc", 5), ("lesson", 4), ("ask", 1), ("both", 1)])
    mc = F(tp("cmd_open_" + L), kw)
    lesson = F(tp("cmd_lesson_" + L), kw)
    ask = F(tp("cmd_ask_" + L), kw)
    if where == "mc":
        mc = mc + " " + F(tp("cmd_intro_" + L), kw) + "\n" + block
    elif where == "lesson":
        lesson = F(tp("cmd_intro_" + L), kw) + "\n" + block + "\n" + lesson
    elif where == "ask":
        ask = F(tp("cmd_askval_" + L), kw)
    else:
        mc = mc + " " + F(tp("cmd_intro_" + L), kw) + "\n" + block
        ask = F(tp("cmd_askval_" + L), kw)
    return mk(lang, "secret", cat + " (%s)" % where, mc, lesson, ask, secs)


# ----------------------------------------------------------------------------------
# connection strings (URL userinfo, percent-encoded passwords, key=value forms)
# builder returns (conn_string, [secrets], category, env_name)
# ----------------------------------------------------------------------------------
def url_pw(allow_encoded=True):
    """password for a URL; returns (raw, as_written)."""
    if allow_encoded and chance(0.4):
        while True:
            raw = pw_punct() if chance(0.5) else pw_human()
            enc = pct(raw)
            if enc != raw:
                return raw, enc
    raw = pick([pw_generated, pw_shell_safe])()
    raw = "".join(ch for ch in raw if ch in ALNUM + "-._~")
    while len(raw) < 10:
        raw += rs(ALNUM, 1)
    return raw, raw


def cs_postgres():
    raw, w = url_pw()
    s = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (pick(USERS_EN), w, rds_host(), pick(DB_NAMES))
    return s, [w], "connection string: postgresql URL" + (" (percent-encoded password)" if raw != w else ""), "DATABASE_URL"


def cs_mysql():
    raw, w = url_pw()
    s = "%s://%s:%s@%s:3306/%s" % (pick(["mysql", "mysql+pymysql", "mysql2"]), pick(USERS_EN), w, pick(HOSTS), pick(DB_NAMES))
    return s, [w], "connection string: mysql URL" + (" (percent-encoded password)" if raw != w else ""), "DATABASE_URL"


def cs_mongo():
    raw, w = url_pw()
    s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(USERS_EN), w, rs(LALNUM, 5), pick(DB_NAMES))
    return s, [w], "connection string: mongodb+srv" + (" (percent-encoded password)" if raw != w else ""), "MONGODB_URI"


def cs_redis():
    raw, w = url_pw()
    if chance(0.5):
        s = "redis://:%s@%s:6379/0" % (w, pick(HOSTS))
    else:
        s = "rediss://default:%s@%s-%s.upstash.io:6379" % (w, pick(["apn", "usw", "euc"]), rs(LALNUM, 6) + "-" + str(rint(10000, 99999)))
    return s, [w], "connection string: redis URL", "REDIS_URL"


def cs_amqp():
    raw, w = url_pw()
    s = "amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (pick(["svc_orders", "worker"]), w, pick(["armadillo", "puffin", "kangaroo"]), rs(LOWER, 8))
    return s, [w], "connection string: amqp URL", "CLOUDAMQP_URL"


def cs_jdbc():
    raw, w = url_pw(False)
    s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (pick(HOSTS), pick(DB_NAMES), pick(USERS_EN), w)
    return s, [w], "connection string: JDBC password query param", "SPRING_DATASOURCE_URL"


def cs_sqlserver():
    pw = pw_nospace().replace(";", "!")
    s = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
        pick(ORGS), pick(DB_NAMES), pick(USERS_EN), pw)
    return s, [pw], "connection string: ADO.NET SQL Server Password=", "ConnectionStrings__Default"


def cs_azure_storage():
    key = b64(rbytes(64))
    s = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(LALNUM, 14), key)
    return s, [key], "connection string: Azure Storage AccountKey", "AZURE_STORAGE_CONNECTION_STRING"


def cs_servicebus():
    key = b64(rbytes(32))
    s = "Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(ORGS), key)
    return s, [key], "connection string: Azure Service Bus SharedAccessKey", "SERVICEBUS_CONNECTION"


def cs_smtp():
    raw, w = url_pw()
    s = "smtp://%s:%s@smtp.%s:587" % (pick(["no-reply%40" + pick(ORGS) + ".com", "apikey", "mailer"]), w,
                                      pick(["sendgrid.net", "mailgun.org", "gmail.com", "worksmobile.com"]))
    return s, [w], "connection string: smtp URL", "SMTP_URL"


def cs_ftp():
    raw, w = url_pw()
    s = "ftp://%s:%s@ftp.%s.co.kr/outbound/" % (pick(["partner", "edi", "upload"]), w, pick(ORGS))
    return s, [w], "connection string: ftp URL", "PARTNER_FTP_URL"


def cs_oracle():
    pw = pw_shell_safe()
    s = "%s/%s@//%s:1521/ORCLPDB1" % (pick(["scott", "erp_app", "hr"]), pw, pick(HOSTS))
    return s, [pw], "connection string: Oracle EZConnect user/pass@", "ORACLE_DSN"


def cs_odbc():
    pw = pw_nospace().replace(";", "!").replace("}", ")").replace("{", "(")
    s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=sa;Pwd={%s};" % (pick(HOSTS), pick(DB_NAMES), pw)
    return s, [pw], "connection string: ODBC Pwd={...}", "ODBC_CONN"


def cs_kafka():
    key, sec = rs(UALNUM, 16), rs(ALNUM + "+/", 64)
    s = ('org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (key, sec))
    return s, [key, sec], "connection string: Kafka SASL JAAS config", "SASL_JAAS_CONFIG"


def cs_elastic():
    raw, w = url_pw()
    s = "https://elastic:%s@%s.es.%s.aws.elastic-cloud.com:9243" % (w, rs(HEX, 12), pick(REGIONS))
    return s, [w], "connection string: Elasticsearch URL", "ELASTICSEARCH_URL"


def cs_neo4j():
    raw, w = url_pw()
    return "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (w, rs(HEX, 8)), [w], "connection string: neo4j URL", "NEO4J_URI"


def cs_snowflake():
    raw, w = url_pw()
    s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER" % (
        pick(USERS_EN).upper(), w, rs(UPPER, 7), rs(UPPER + DIGITS, 7), pick(DB_NAMES).upper())
    return s, [w], "connection string: snowflake URL", "SNOWFLAKE_URL"


def cs_clickhouse():
    raw, w = url_pw(False)
    s = "clickhouse://default:%s@%s:9440/%s?secure=true" % (w, pick(HOSTS), pick(DB_NAMES))
    return s, [w], "connection string: clickhouse URL", "CLICKHOUSE_DSN"


CONN_BUILDERS = [cs_postgres, cs_postgres, cs_mysql, cs_mongo, cs_redis, cs_amqp, cs_jdbc, cs_sqlserver, cs_azure_storage,
                 cs_servicebus, cs_smtp, cs_ftp, cs_oracle, cs_odbc, cs_kafka, cs_elastic, cs_neo4j, cs_snowflake, cs_clickhouse]

deftpl("conn_open_en", [
    "{svc} could not reach its backing service after the move and I didn't know which DSN it reads.",
    "I didn't know the connection string for {svc} is injected from {file} instead of the Helm values.",
    "The migration job timed out; it turned out to be pointing at the old cluster.",
    "I needed a read connection for the analytics query and didn't know the credentials for it.",
    "The worker crashed on boot with an auth error from the broker.",
])
deftpl("conn_open_ko", [
    "이전 작업 후 {svc}에서 백엔드 저장소 연결이 안 됐는데, 어떤 DSN을 읽는지 몰랐다.",
    "{svc}의 연결 문자열이 Helm values가 아니라 {file}에서 주입된다는 걸 몰랐다.",
    "마이그레이션 잡이 타임아웃 났는데, 알고 보니 예전 클러스터를 보고 있었다.",
    "분석 쿼리용 읽기 연결이 필요했는데 계정 정보를 몰랐다.",
    "워커가 부팅 시 브로커 인증 에러로 죽었다.",
])
deftpl("conn_lesson_en", [
    "Special characters in the password must be percent-encoded in the URL form, otherwise the driver splits at '@' or ':'.",
    "The DSN lives in {file}; the app ignores the separate host/user/password variables when the URL is set.",
    "Use the pooler endpoint for batch jobs; the direct endpoint hits the connection limit.",
    "Keep the sslmode/TLS flags; the server rejects plain connections since the last upgrade.",
])
deftpl("conn_lesson_ko", [
    "비밀번호의 특수문자는 URL 형태에서 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라 버린다.",
    "DSN은 {file}에 있다. URL이 설정돼 있으면 앱은 host/user/password 개별 변수를 무시한다.",
    "배치 잡은 pooler 엔드포인트를 써야 한다. direct 엔드포인트는 연결 수 제한에 걸린다.",
    "sslmode/TLS 옵션은 유지할 것. 지난 업그레이드 이후 서버가 평문 연결을 거부한다.",
])
deftpl("conn_ask_en", ["Is there a read-only user I should use instead of this one?", "Which environment is this DSN for?",
                       "Should the DSN move to the secret manager before the next release?", ""])
deftpl("conn_ask_ko", ["이 계정 대신 쓸 읽기 전용 계정이 있나요?", "이 DSN은 어느 환경용인가요?",
                       "다음 릴리스 전에 DSN을 시크릿 매니저로 옮겨야 하나요?", ""])


def render_conn(s, env, lang):
    style = pick(["env", "export", "yaml", "python", "js", "log", "prose", "properties", "compose", "json"])
    if style == "env":
        return "%s=%s" % (env, s if ";" not in s and " " not in s and "&" not in s else '"%s"' % s), ".env"
    if style == "export":
        return "export %s='%s'" % (env, s), "shell export"
    if style == "yaml":
        return "%s:\n  %s: \"%s\"" % (pick(["database", "broker", "storage", "datasource"]), pick(["url", "dsn", "uri", "connection_string"]), s), "YAML"
    if style == "python":
        scheme = s.split("://")[0] if "://" in s else ""
        if scheme.startswith("redis"):
            return "r = redis.from_url(\"%s\", decode_responses=True)" % s, "code: python"
        if scheme.startswith("mongodb"):
            return "client = MongoClient(\"%s\")" % s, "code: python"
        if scheme.startswith("amqp"):
            return "params = pika.URLParameters(\"%s\")" % s, "code: python"
        if scheme.startswith(("postgres", "mysql", "snowflake", "clickhouse")):
            return "engine = create_engine(\"%s\", pool_pre_ping=True)" % s, "code: python"
        return "DSN = \"%s\"" % s, "code: python"
    if style == "js":
        return "const client = new Client({ connectionString: '%s' });" % s, "code: js"
    if style == "log":
        return "%s INFO  [%s] connecting to %s" % (ts_log(), svc(), s), "log line"
    if style == "properties":
        return "app.datasource.url=%s" % s, "Java properties"
    if style == "compose":
        return "    environment:\n      %s: \"%s\"" % (env, s), "docker-compose"
    if style == "json":
        return json.dumps({"ConnectionStrings": {"Default": s}} if ";" in s else {"database": {"url": s}}, indent=2, ensure_ascii=False), "JSON"
    return s, "inline"


CONN_CYCLE = Cycler(CONN_BUILDERS)


def note_conn(lang):
    s, secs, cat, env = CONN_CYCLE.next()()
    kw = base_kw(lang)
    snippet, cont = render_conn(s, env, lang)
    L = lang
    mc = F(tp("conn_open_" + L), kw)
    lesson = F(tp("conn_lesson_" + L), kw)
    ask = F(tp("conn_ask_" + L), kw)
    if cont == "inline":
        if L == "en":
            line = pick(["The DSN the user gave me: %s", "{person} said the working connection string is %s".format(**kw)]) % s
        else:
            line = pick(["사용자가 준 DSN: %s", "{person_i} 동작하는 연결 문자열이 %s 라고 했다.".format(**kw)]) % s
        if chance(0.5):
            mc += " " + line
        else:
            lesson = line + "\n" + lesson
    else:
        snippet = fence(snippet)
        if chance(0.55):
            mc += "\n" + snippet
        else:
            lesson = lesson + "\n" + snippet
    return mk(lang, "secret", cat + " in " + cont, mc, lesson, ask, secs)


# ----------------------------------------------------------------------------------
# HTTP auth headers: Basic, Bearer, API-key headers
# ----------------------------------------------------------------------------------
deftpl("hdr_open_en", [
    "I was replaying the failing request from the browser devtools and didn't know which credentials the partner API expects.",
    "The integration test against {host} kept returning 401; I didn't know auth was header-based.",
    "The user pasted the request from their HTTP client so I could reproduce the bug.",
    "I didn't know the staging gateway in front of {svc} needs its own auth header.",
    "I captured the failing request from the proxy access log while debugging {svc}.",
])
deftpl("hdr_open_ko", [
    "브라우저 개발자 도구에서 실패한 요청을 재현하던 중, 파트너 API가 어떤 인증을 기대하는지 몰랐다.",
    "{host} 대상 통합 테스트가 계속 401을 냈다. 인증이 헤더 방식이라는 걸 몰랐다.",
    "버그 재현용으로 사용자가 HTTP 클라이언트의 요청을 그대로 붙여 줬다.",
    "{svc} 앞단의 스테이징 게이트웨이에 별도 인증 헤더가 필요하다는 걸 몰랐다.",
    "{svc} 디버깅 중 프록시 access 로그에서 실패한 요청을 확보했다.",
])
deftpl("hdr_lesson_en", [
    "The gateway strips unknown headers, so the key must go in the exact header name shown.",
    "Basic auth here is per-partner; each partner gets its own user.",
    "Tokens for this API expire after an hour; a 401 after lunch is usually just expiry.",
    "Reproduce with curl first; the SDK adds a second auth header that confuses the gateway.",
])
deftpl("hdr_lesson_ko", [
    "게이트웨이가 모르는 헤더는 지우므로 키는 위와 똑같은 헤더 이름으로 보내야 한다.",
    "여기 Basic 인증은 파트너별이다. 파트너마다 계정이 따로 있다.",
    "이 API 토큰은 1시간 뒤 만료된다. 점심 이후 401이면 대개 만료다.",
    "먼저 curl로 재현할 것. SDK가 인증 헤더를 하나 더 붙여서 게이트웨이가 헷갈린다.",
])
deftpl("hdr_ask_en", ["Can you give me a token scoped to staging so I don't reuse this one?", "Which partner account should the tests use?", ""])
deftpl("hdr_ask_ko", ["이걸 재사용하지 않게 스테이징 전용 토큰을 받을 수 있을까요?", "테스트는 어느 파트너 계정을 써야 하나요?", ""])


def opaque_token():
    return pick([lambda: rs(ALNUM, rint(32, 64)), lambda: hexs(40), lambda: rs(B64URL, 43), lambda: b64(rbytes(rint(24, 48)))])()


def note_header(lang, kind):
    kw = base_kw(lang)
    host = "%s.%s.com" % (pick(["api", "partner-api", "gw", "open"]), pick(ORGS))
    kw["host"] = host
    secs = []
    extra = ""
    if kind == "basic":
        user = pick(USERS_EN + ["partner_%s" % pick(ORGS).replace("-", "_")])
        pw = pw_any().replace(" ", "-").replace(":", "!")
        blob = b64(("%s:%s" % (user, pw)).encode())
        hval = "Basic " + blob
        secs = [blob]
        if chance(0.35):
            secs.append(pw)
            extra = (" (decodes to %s:%s)" if lang == "en" else " (디코딩하면 %s:%s)") % (user, pw)
        cat = "header: Authorization Basic"
        hname = "Authorization"
    elif kind == "bearer":
        tok = pick([opaque_token, lambda: jwt_make({"sub": str(rint(1000, 99999)), "role": pick(["admin", "service", "user"]),
                                                       "iat": rint(1730000000, 1760000000)}, 43)])()
        hname, hval = "Authorization", "Bearer " + tok
        secs = [tok]
        cat = "header: Authorization Bearer " + ("JWT" if tok.startswith("eyJ") else "opaque")
    else:
        hname, val = pick([("X-API-Key", rs(ALNUM, 40)), ("x-api-key", rs(B64URL, 32)), ("Ocp-Apim-Subscription-Key", hexs(32)),
                           ("X-Auth-Token", hexs(48)), ("X-Partner-Secret", rs(ALNUM, 28)), ("apikey", rs(ALNUM, 32)),
                           ("X-NCP-APIGW-API-KEY", rs(ALNUM, 40)), ("Authorization", "Token " + hexs(40)),
                           ("X-Access-Token", rs(B64URL, 48))])
        hval = val
        tok = val.split(" ")[-1]
        secs = [tok]
        cat = "header: %s api key" % hname
    method = pick(["GET", "POST", "PUT"])
    path = pick(["/v1/orders?since=2025-01-01", "/v2/settlements/%d" % rint(1000, 9999), "/api/users/me", "/partner/v1/shipments"])
    form = pick(["raw", "curl", "log", "devtools"])
    if form == "raw":
        snip = "%s %s HTTP/1.1\nHost: %s\n%s: %s\nContent-Type: application/json" % (method, path, host, hname, hval)
    elif form == "curl":
        snip = "curl -X %s 'https://%s%s' \\\n  -H '%s: %s' \\\n  -H 'Accept: application/json'" % (method, host, path, hname, hval)
    elif form == "log":
        snip = "%s [proxy] %s https://%s%s headers={'user-agent': 'okhttp/4.12.0', '%s': '%s'} status=%d" % (
            ts_log(), method, host, path, hname.lower(), hval, pick([200, 401, 403]))
    else:
        snip = ":method: %s\n:path: %s\n:authority: %s\naccept: */*\n%s: %s\nsec-fetch-mode: cors" % (method, path, host, hname.lower(), hval)
    snip = fence(snip, "http" if form != "curl" else "bash") + extra
    L = lang
    if chance(0.55):
        mc = F(tp("hdr_open_" + L), kw) + "\n" + snip
        lesson = F(tp("hdr_lesson_" + L), kw)
    else:
        mc = F(tp("hdr_open_" + L), kw)
        lesson = F(tp("hdr_lesson_" + L), kw) + "\n" + snip
    return mk(lang, "secret", cat + " (" + form + ")", mc, lesson, F(tp("hdr_ask_" + L), kw), secs)


# ----------------------------------------------------------------------------------
# cookies
# ----------------------------------------------------------------------------------
def session_cookie():
    kind = pick(["django", "php", "express", "rails", "java", "laravel", "generic"])
    if kind == "django":
        return "sessionid", rs(LALNUM, 32)
    if kind == "php":
        return "PHPSESSID", rs(LALNUM, 26)
    if kind == "express":
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM + "%", 43).replace("%", "2")
    if kind == "rails":
        return "_%s_session" % pick(ORGS).replace("-", "_"), b64(rbytes(rint(60, 90))).replace("=", "%3D") + "--" + hexs(40)
    if kind == "java":
        return "JSESSIONID", rs(UHEX, 32)
    if kind == "laravel":
        return "laravel_session", b64(rbytes(rint(140, 180))).replace("=", "%3D")
    return pick(["sid", "auth_token", "__Secure-session", "SESSION"]), rs(B64URL, rint(40, 64))


deftpl("cookie_open_en", [
    "To reproduce the admin-page bug I needed a logged-in session; the user copied their cookies from devtools.",
    "The scraper for the partner portal broke and I didn't know it relies on a copied browser session.",
    "I didn't know the staging admin only accepts sessions created through SSO, so the user gave me theirs.",
])
deftpl("cookie_open_ko", [
    "관리자 페이지 버그를 재현하려면 로그인 세션이 필요해서 사용자가 개발자 도구에서 쿠키를 복사해 줬다.",
    "파트너 포털 스크래퍼가 깨졌는데, 브라우저 세션을 복사해서 쓰고 있다는 걸 몰랐다.",
    "스테이징 어드민은 SSO로 만든 세션만 받는다는 걸 몰라서 사용자가 자기 세션을 줬다.",
])
deftpl("cookie_lesson_en", [
    "Session cookies from the browser expire in about 30 minutes; a fresh copy is needed for each repro.",
    "The scraper should log in with a service account instead of a copied browser session.",
    "Only the session cookie matters; analytics cookies can be dropped from the request.",
])
deftpl("cookie_lesson_ko", [
    "브라우저 세션 쿠키는 30분 정도면 만료되니 재현할 때마다 새로 받아야 한다.",
    "스크래퍼는 복사한 브라우저 세션 대신 서비스 계정으로 로그인해야 한다.",
    "세션 쿠키만 중요하다. 분석용 쿠키는 요청에서 빼도 된다.",
])


def note_cookie(lang):
    kw = base_kw(lang)
    name, val = session_cookie()
    others = ["_ga=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1760000000)), "lang=%s" % pick(["ko", "en", "ja"]),
              "theme=dark", "_fbp=fb.1.%d.%d" % (rint(1700000000000, 1760000000000), rint(10 ** 8, 10 ** 9))]
    parts = sample(others, rint(1, 3))
    parts.insert(rint(0, len(parts)), "%s=%s" % (name, val))
    form = pick(["header", "curl", "setcookie", "python"])
    host = "admin.%s.com" % pick(ORGS)
    if form == "header":
        snip = "GET /admin/orders HTTP/1.1\nHost: %s\nCookie: %s" % (host, "; ".join(parts))
    elif form == "curl":
        snip = "curl 'https://%s/admin/orders?page=2' -H 'cookie: %s'" % (host, "; ".join(parts))
    elif form == "setcookie":
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    else:
        snip = "s = requests.Session()\ns.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (name, val, host)
    snip = fence(snip)
    L = lang
    if chance(0.6):
        mc, lesson = F(tp("cookie_open_" + L), kw) + "\n" + snip, F(tp("cookie_lesson_" + L), kw)
    else:
        mc, lesson = F(tp("cookie_open_" + L), kw), F(tp("cookie_lesson_" + L), kw) + "\n" + snip
    ask = pick(["Is there a test account I can log in with instead of your session?", ""] if L == "en" else
               ["세션을 빌리는 대신 로그인할 테스트 계정이 있을까요?", ""])
    return mk(lang, "secret", "cookie: %s session (%s)" % (name, form), mc, lesson, ask, [val])


# ----------------------------------------------------------------------------------
# signed URLs
# ----------------------------------------------------------------------------------
def signed_url():
    kind = pick(["s3", "s3sts", "gcs", "azure", "oss", "cos"])
    d8 = date_s().replace("-", "")
    if kind == "s3":
        ak, sig = aws_akid(), hexs(64)
        u = ("https://%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" %
             (pick(ORGS) + "-exports", pick(REGIONS), date_s(), ak, d8, pick(REGIONS),
              d8, rint(0, 23), rint(0, 59), rint(0, 59), sig))
        return u, [ak, sig], "signed URL: S3 presigned (AKIA + signature)"
    if kind == "s3sts":
        ak, sig = aws_akid("ASIA"), hexs(64)
        tok = "IQoJb3JpZ2luX2VjE" + rs(ALNUM, rint(150, 220)) + "%2F" + rs(ALNUM, rint(60, 100)) + "%3D"
        u = ("https://%s.s3.amazonaws.com/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT000000Z&X-Amz-Expires=900&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" %
             (pick(ORGS) + "-reports", ak, d8, pick(REGIONS), d8, tok, sig))
        return u, [ak, tok, sig], "signed URL: S3 presigned with STS session token (long)"
    if kind == "gcs":
        sig = hexs(512)
        u = ("https://storage.googleapis.com/%s-artifacts/builds/%s.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256"
             "&X-Goog-Credential=uploader%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
             "&X-Goog-Date=%sT120000Z&X-Goog-Expires=600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" %
             (pick(ORGS), git_sha(12), pick(ORGS), d8, d8, sig))
        return u, [sig], "signed URL: GCS V4 signature (512 hex)"
    if kind == "azure":
        sig = pct(b64(rbytes(32)))
        u = ("https://%s.blob.core.windows.net/uploads/%s.json?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacx&se=%sT18:00:00Z"
             "&st=%sT09:00:00Z&spr=https&sig=%s" % (rs(LALNUM, 12), uuid4(), date_s(), date_s(), sig))
        return u, [sig], "signed URL: Azure SAS sig"
    if kind == "oss":
        ak = "LTAI5t" + rs(ALNUM, 18)
        sig = pct(b64(rbytes(20)))
        u = "https://%s.oss-cn-hangzhou.aliyuncs.com/video/%s.mp4?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            pick(ORGS), uuid4(), ak, rint(1760000000, 1790000000), sig)
        return u, [ak, sig], "signed URL: Alibaba OSS (LTAI + Signature)"
    ak = "AKID" + rs(ALNUM, 32)
    sig = hexs(40)
    u = ("https://%s-%s.cos.ap-guangzhou.myqcloud.com/img/%s.png?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d"
         "&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s" % (
             pick(ORGS), rs(DIGITS, 10), git_sha(10), ak, 1760000000, 1760003600, 1760000000, 1760003600, sig))
    return u, [ak, sig], "signed URL: Tencent COS (AKID + q-signature)"


deftpl("surl_open_en", [
    "The customer could not download the export and the user forwarded me the link from the email.",
    "I didn't know the upload flow uses pre-signed URLs generated by {svc}; the user showed me one from the logs.",
    "The download link in the support ticket returned 403 and I didn't know links are only valid for a short time.",
])
deftpl("surl_open_ko", [
    "고객이 export 파일을 못 받아서 사용자가 메일의 링크를 전달해 줬다.",
    "업로드 흐름이 {svc}에서 만든 pre-signed URL을 쓴다는 걸 몰랐다. 사용자가 로그에 있던 URL을 보여 줬다.",
    "지원 티켓의 다운로드 링크가 403을 냈는데, 링크 유효 시간이 짧다는 걸 몰랐다.",
])
deftpl("surl_lesson_en", [
    "Signed links expire quickly; regenerate them instead of reusing old ones from tickets.",
    "The 403 was the expiry, not the bucket policy; check the expiry parameter first.",
    "Signed URLs grant access to anyone holding them, so they must not be pasted into tickets.",
])
deftpl("surl_lesson_ko", [
    "서명된 링크는 금방 만료된다. 티켓에 있는 옛 링크를 재사용하지 말고 새로 만들 것.",
    "403은 버킷 정책이 아니라 만료 때문이었다. 만료 파라미터부터 확인할 것.",
    "서명 URL은 가진 사람 누구에게나 접근을 허용하므로 티켓에 붙이면 안 된다.",
])


def note_signed_url(lang):
    kw = base_kw(lang)
    u, secs, cat = signed_url()
    L = lang
    if chance(0.6):
        mc, lesson = F(tp("surl_open_" + L), kw) + "\n" + u, F(tp("surl_lesson_" + L), kw)
    else:
        mc, lesson = F(tp("surl_open_" + L), kw), F(tp("surl_lesson_" + L), kw) + "\n" + u
    ask = pick(["How long should generated links stay valid for customers?", ""] if L == "en" else ["고객용 링크 유효 시간은 얼마로 해야 하나요?", ""])
    n = mk(lang, "secret", cat, mc, lesson, ask, secs)
    n["_vendors"] = [cat.split(": ")[1].split(" (")[0].replace(" presigned", "").replace(" V4 signature", "").replace(" SAS sig", "")]
    return n


# ----------------------------------------------------------------------------------
# private keys (PEM bodies listed line by line) and other key material
# each builder returns (text, [secret lines], category)
# ----------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pk, seed = rbytes(32), rbytes(32)
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pk)
    chk = rbytes(4)
    priv = chk + chk + _ssh_string(b"ssh-ed25519") + _ssh_string(pk) + _ssh_string(seed + pk) + _ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"") +
            (1).to_bytes(4, "big") + _ssh_string(pub_blob) + _ssh_string(priv))
    return wrap(b64(blob), 70)


def pem_block(label, lines):
    return "\n".join(["-----BEGIN %s-----" % label] + lines + ["-----END %s-----" % label])


def key_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    lines = wrap(b64(der), 64)
    return pem_block("EC PRIVATE KEY", lines), lines, "private key: EC P-256 PEM (SEC1)"


def key_pkcs8_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    lines = wrap(b64(der), 64)
    return pem_block("PRIVATE KEY", lines), lines, "private key: PKCS#8 Ed25519 PEM (one line)"


def key_openssh():
    lines = openssh_ed25519("%s@%s" % (pick(USERS_EN), pick(["ci-runner", "laptop", "bastion", "deploy"])))
    return pem_block("OPENSSH PRIVATE KEY", lines), lines, "private key: OpenSSH ed25519"


def key_rsa_partial():
    n = rint(4, 8)
    first = pick(["MIIEowIBAAKCAQEA", "MIIEpAIBAAKCAQEA", "MIIEogIBAAKCAQEA"]) + rs(B64, 48)
    lines = [first] + [rs(B64, 64) for _ in range(n - 1)]
    text = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n" + pick(["...", "(truncated)", "... (rest omitted)"])
    return text, lines, "private key: RSA PEM partially pasted (%d lines)" % n


def key_rsa1024_full():
    der_len = rint(605, 610)
    body = b64(bytes.fromhex("3082025c020100028181") + rbytes(der_len - 10))
    lines = wrap(body, 64)
    return pem_block("RSA PRIVATE KEY", lines), lines, "private key: RSA-1024 PEM complete"


def key_gcp_json():
    lines = ["MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)] + [rs(B64, 64) for _ in range(rint(2, 4))]
    proj = "%s-%d" % (pick(ORGS), rint(100000, 999999))
    txt = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
           '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n'
           '  "client_id": "%s"\n}' % (proj, hexs(40), "\\n".join(lines), pick(["deployer", "bq-reader", "uploader"]), proj, rs(DIGITS, 21)))
    return txt, lines, "private key: GCP service-account JSON private_key (partial)"


def key_k8s_tls():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    lines = wrap(b64(der), 64)
    txt = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n"
           "  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    (cert omitted)\n  tls.key: |\n    -----BEGIN EC PRIVATE KEY-----\n%s\n"
           "    -----END EC PRIVATE KEY-----" % (svc(), "\n".join("    " + x for x in lines)))
    return txt, lines, "private key: k8s TLS secret tls.key block"


def key_wireguard():
    priv, psk, peer = b64(rbytes(32)), b64(rbytes(32)), b64(rbytes(32))
    txt = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.%d.%d/32\nDNS = 10.0.0.2\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n"
           "Endpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (priv, rint(0, 255), rint(0, 255), rint(2, 254), peer, psk, pick(ORGS)))
    return txt, [priv, psk], "private key: WireGuard PrivateKey + PresharedKey"


def key_jwk():
    d, x, y = b64url(rbytes(32)), b64url(rbytes(32)), b64url(rbytes(32))
    txt = json.dumps({"kty": "EC", "crv": "P-256", "kid": "%s-%s" % (svc(), date_s()), "use": "sig", "x": x, "y": y, "d": d}, indent=2)
    return txt, [d], "private key: JWK with private 'd'"


def key_pgp_partial():
    lines = ["lQVYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(rint(3, 6))]
    txt = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n..."
    return txt, lines, "private key: PGP private key block (partial)"


def key_ppk():
    pub = wrap(b64(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))), 64)
    priv = b64(_ssh_string(rbytes(32)))
    txt = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" %
           (pick(PEOPLE) + "-win", len(pub), "\n".join(pub), priv, hexs(64)))
    return txt, [priv], "private key: PuTTY .ppk Private-Lines"


KEY_BUILDERS = [key_ec, key_pkcs8_ed25519, key_openssh, key_openssh, key_rsa_partial, key_rsa_partial, key_rsa1024_full, key_gcp_json,
                key_k8s_tls, key_wireguard, key_jwk, key_pgp_partial, key_ppk]

KEY_KIND = {"key_ec": "tls", "key_pkcs8_ed25519": "jwt", "key_openssh": "ssh", "key_rsa_partial": "ssh", "key_rsa1024_full": "tls",
            "key_gcp_json": "gcp", "key_k8s_tls": "tls", "key_wireguard": "vpn", "key_jwk": "jwt", "key_pgp_partial": "gpg", "key_ppk": "ssh"}
deftpl("pem_open_ssh_en", ["The deploy key for {repo} was missing on the new runner, so the user pasted the key file.",
                           "The Ansible inventory expects an SSH key that was not on the bastion; {person} sent it to me.",
                           "I couldn't reach the legacy box because the only working SSH key was on {person}'s machine."])
deftpl("pem_open_ssh_ko", ["새 러너에 {repo} 배포 키가 없어서 사용자가 키 파일 내용을 붙여 줬다.",
                           "Ansible 인벤토리가 기대하는 SSH 키가 배스천에 없어서 {person_i} 보내 줬다.",
                           "동작하는 SSH 키가 {person} PC에만 있어서 레거시 서버에 접속할 수 없었다."])
deftpl("pem_lesson_ssh_en", ["The runner needs the key at ~/.ssh/id_ed25519 with mode 600, otherwise ssh silently ignores it.",
                             "After replacing the key, the public half must be re-registered, or the old deploy key keeps being used."])
deftpl("pem_lesson_ssh_ko", ["러너에서 키는 ~/.ssh/id_ed25519 에 권한 600이어야 한다. 아니면 ssh가 조용히 무시한다.",
                             "키를 바꾼 뒤 공개 키도 다시 등록해야 한다. 안 그러면 예전 배포 키가 계속 쓰인다."])
deftpl("pem_open_tls_en", ["The ingress TLS secret was out of date, so the user gave me the new key.",
                           "I didn't know {svc} terminates TLS itself with a key kept in the repo.",
                           "The mTLS client certificate for the partner API expired and the user sent the new key."])
deftpl("pem_open_tls_ko", ["인그레스 TLS 시크릿이 오래된 상태여서 사용자가 새 키를 줬다.",
                           "{svc} 서비스가 저장소에 있는 키로 직접 TLS를 종료한다는 걸 몰랐다.",
                           "파트너 API용 mTLS 클라이언트 인증서가 만료돼서 사용자가 새 키를 보내 줬다."])
deftpl("pem_lesson_tls_en", ["Private keys go into the secret store and get mounted as files; never paste them into env files or chat.",
                             "Check the key type first: the library only accepts PKCS#8, so convert with openssl pkcs8 -topk8."])
deftpl("pem_lesson_tls_ko", ["개인 키는 시크릿 저장소에 넣고 파일로 마운트해야 한다. env 파일이나 채팅에 붙이지 말 것.",
                             "키 형식부터 확인할 것. 라이브러리가 PKCS#8만 받으니 openssl pkcs8 -topk8 으로 변환."])
deftpl("pem_open_jwt_en", ["The JWT signing key for {svc} only existed on {person}'s laptop.",
                           "Tokens issued by staging were rejected by prod, and I didn't know each environment has its own signing key."])
deftpl("pem_open_jwt_ko", ["{svc}의 JWT 서명 키가 {person} 노트북에만 있었다.",
                           "스테이징에서 발급한 토큰을 운영이 거부했는데, 환경마다 서명 키가 따로 있다는 걸 몰랐다."])
deftpl("pem_lesson_jwt_en", ["Rotate by publishing the new public key in the JWKS first, then switch signing after the cache TTL.",
                             "The signing key must come from the secret store at startup; the repo only keeps the public JWKS."])
deftpl("pem_lesson_jwt_ko", ["교체는 새 공개 키를 JWKS에 먼저 게시하고, 캐시 TTL이 지난 뒤 서명 키를 바꾸는 순서로.",
                             "서명 키는 시작 시 시크릿 저장소에서 가져와야 한다. 저장소에는 공개 JWKS만 둔다."])
deftpl("pem_open_vpn_en", ["The new contractor's VPN profile did not connect, so the user sent me the WireGuard config to check.",
                           "I didn't know the site-to-site tunnel to the factory uses a preshared key as well."])
deftpl("pem_open_vpn_ko", ["새 외주 인력의 VPN 프로필이 연결되지 않아서 사용자가 WireGuard 설정을 보내 줬다.",
                           "공장과의 site-to-site 터널이 preshared key도 쓴다는 걸 몰랐다."])
deftpl("pem_lesson_vpn_en", ["Each peer needs its own key pair; never reuse a profile between people.",
                             "AllowedIPs on the client decides what goes through the tunnel; the keys were fine."])
deftpl("pem_lesson_vpn_ko", ["피어마다 키 쌍이 따로 있어야 한다. 프로필을 여러 사람이 같이 쓰면 안 된다.",
                             "터널로 보낼 대역은 클라이언트의 AllowedIPs가 정한다. 키는 문제가 없었다."])
deftpl("pem_open_gpg_en", ["The release signing step failed because the signing key was not imported on the runner.",
                           "I didn't know the apt repository is signed with a team key that lives outside the vault."])
deftpl("pem_open_gpg_ko", ["러너에 서명 키가 import 되지 않아서 릴리스 서명 단계가 실패했다.",
                           "apt 저장소가 볼트 밖에 있는 팀 키로 서명된다는 걸 몰랐다."])
deftpl("pem_lesson_gpg_en", ["Import the key from the CI secret store with gpg --batch --import; the passphrase comes from a separate variable.",
                             "Only the subkey should be on CI; the primary key stays offline."])
deftpl("pem_lesson_gpg_ko", ["키는 CI 시크릿 저장소에서 gpg --batch --import 로 가져오고, 패스프레이즈는 별도 변수로 받는다.",
                             "CI에는 서브키만 둔다. 주 키는 오프라인에 보관한다."])
deftpl("pem_open_gcp_en", ["The BigQuery export failed with invalid_grant, and the user pasted the service-account key file.",
                           "I didn't know the uploader still authenticates with a downloaded service-account JSON key."])
deftpl("pem_open_gcp_ko", ["BigQuery export가 invalid_grant로 실패해서 사용자가 서비스 계정 키 파일을 붙여 줬다.",
                           "업로더가 아직 내려받은 서비스 계정 JSON 키로 인증한다는 걸 몰랐다."])
deftpl("pem_lesson_gcp_en", ["Prefer workload identity; a downloaded JSON key is a long-lived credential that never expires by itself.",
                             "invalid_grant usually means the key was deleted in IAM; create a new one instead of retrying."])
deftpl("pem_lesson_gcp_ko", ["가능하면 workload identity를 쓸 것. 내려받은 JSON 키는 스스로 만료되지 않는 장기 자격 증명이다.",
                             "invalid_grant는 대개 IAM에서 키가 삭제됐다는 뜻이다. 재시도 말고 새로 만들 것."])


KEY_CYCLE = Cycler(KEY_BUILDERS)


def note_key(lang):
    builder = KEY_CYCLE.next()
    txt, secs, cat = builder()
    kind = KEY_KIND[builder.__name__]
    kw = base_kw(lang)
    if lang == "ko":
        kw["person"] = kw["person_i"][:-1].rstrip() if kw["person_i"].endswith(("이", "가")) else kw["person_i"]
    L = lang
    block = fence(txt) if len(txt) < 800 else txt
    op = F(tp("pem_open_%s_%s" % (kind, L)), kw)
    le = F(tp("pem_lesson_%s_%s" % (kind, L)), kw)
    if chance(0.5) or len(txt) > 700:
        mc, lesson = op, block
        if len(txt) < 650:
            lesson = le + "\n" + block
    else:
        mc, lesson = op + "\n" + block, le
    ask = pick(["Where should this key live so the runner can read it without me pasting it?", "Can I generate a new key pair instead of reusing this one?", ""]
               if L == "en" else ["러너가 읽을 수 있게 이 키를 어디에 둬야 하나요?", "이 키를 재사용하지 않고 새 키 쌍을 만들어도 되나요?", ""])
    return mk(lang, "secret", cat, mc, lesson, ask, secs)


# ----------------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs
# ----------------------------------------------------------------------------------
def note_totp(lang):
    kw = base_kw(lang)
    issuer = pick(["AWS", "GitHub", "Cloudflare", "NaverCloud", "Toss", "Okta", "Grafana", "Google"])
    acct = "%s@%s.com" % (pick(["ops", "qa.bot", "e2e", "ci"]), pick(ORGS))
    seed = rs(B32, pick([16, 32]))
    form = pick(["uri", "manual", "env", "pyotp", "ga_grouped"])
    if form == "uri":
        val = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer)
    elif form == "manual":
        val = seed
        snip = ("Setup key (manual entry): %s" if lang == "en" else "수동 입력 키: %s") % seed
    elif form == "env":
        val = seed
        snip = "E2E_LOGIN_USER=%s\nE2E_TOTP_SECRET=%s" % (acct, seed)
    elif form == "pyotp":
        val = seed
        snip = "import pyotp\ncode = pyotp.TOTP(\"%s\").now()  # %s" % (seed, acct)
    else:
        val = " ".join(wrap(seed.lower(), 4))
        snip = ("Google Authenticator key: %s" if lang == "en" else "Google OTP 키: %s") % val
    if lang == "en":
        mc = pick(["The e2e login test for the %s console needs a one-time code, and I didn't know the MFA seed was shared with the team.",
                   "The shared %s account has MFA; the user gave me the seed so the nightly job can log in.",
                   "I couldn't finish the %s login flow in the test because of the OTP step."]) % issuer
        lesson = pick(["The test generates the TOTP code from the seed; the seed must come from the secret store, not the repo.",
                       "Codes drift if the CI clock is off; pyotp accepts valid_window=1 for that.",
                       "This seed is the MFA for a shared account, so rotating it locks everybody out."])
        ask = pick(["Can we move this account to a service principal without MFA?", "Who else has this seed?", ""])
    else:
        mc = pick(["%s 콘솔 e2e 로그인 테스트에 일회용 코드가 필요한데, MFA 시드를 팀이 공유한다는 걸 몰랐다.",
                   "%s 공용 계정에 MFA가 걸려 있어서, 야간 잡 로그인용으로 사용자가 시드를 줬다.",
                   "OTP 단계 때문에 테스트에서 %s 로그인 흐름을 끝낼 수 없었다."]) % issuer
        lesson = pick(["테스트는 시드로 TOTP 코드를 만든다. 시드는 저장소가 아니라 시크릿 저장소에서 가져와야 한다.",
                       "CI 서버 시계가 틀어지면 코드가 어긋난다. pyotp의 valid_window=1 로 완화 가능.",
                       "이 시드는 공용 계정 MFA라서 교체하면 모두 잠긴다."])
        ask = pick(["이 계정을 MFA 없는 서비스 주체로 바꿀 수 있을까요?", "이 시드를 가진 사람이 또 있나요?", ""])
    snip = fence(snip)
    if chance(0.5):
        mc += "\n" + snip
    else:
        lesson += "\n" + snip
    return mk(lang, "secret", "TOTP seed (%s, %s)" % (issuer, form), mc, lesson, ask, [val])


def recovery_set():
    kind = pick(["github", "google", "1password", "apple", "bitlocker", "discord", "gitlab", "bitwarden"])
    if kind == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 10))]
        return codes, "\n".join(codes), "GitHub recovery codes"
    if kind == "google":
        codes = ["%s %s" % (rs(DIGITS, 4), rs(DIGITS, 4)) for _ in range(rint(4, 10))]
        return codes, "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "Google backup codes"
    if kind == "1password":
        alpha = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        c = "A3-%s-%s-%s-%s-%s-%s" % (rs(alpha, 6), rs(alpha, 6), rs(alpha, 5), rs(alpha, 5), rs(alpha, 5), rs(alpha, 5))
        return [c], "Secret Key: " + c, "1Password Secret Key"
    if kind == "apple":
        alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        c = "-".join(rs(alpha, 4) for _ in range(7))
        return [c], "Recovery Key: " + c, "Apple ID recovery key"
    if kind == "bitlocker":
        c = "-".join(rs(DIGITS, 6) for _ in range(8))
        return [c], "BitLocker recovery key (ID %s): %s" % (uuid4().upper()[:8], c), "BitLocker recovery key"
    if kind == "discord":
        codes = [rs(LALNUM, 8) for _ in range(rint(4, 10))]
        return codes, "  ".join(codes), "Discord backup codes"
    if kind == "gitlab":
        codes = [hexs(16) for _ in range(rint(4, 10))]
        return codes, "\n".join("- " + c for c in codes), "GitLab recovery codes"
    c = rs(LALNUM, 32)
    return [c], "Bitwarden two-step login recovery code: " + c, "Bitwarden recovery code"


def note_recovery(lang):
    codes, block, what = recovery_set()
    if lang == "en":
        mc = pick(["The shared admin account got locked after its phone was replaced, and I didn't know recovery codes existed.",
                   "%s: the user asked me to store these in the team notes so nobody gets locked out again." % what,
                   "I didn't know where the %s for the shared ops account were kept." % what])
        lesson = pick(["Recovery codes are single-use; cross one off after use and regenerate when fewer than three remain.",
                       "These belong in the password manager vault, not in a repo or chat.",
                       "Use a recovery code only when the authenticator is really gone; each use is audited."])
        ask = pick(["Which vault should the new recovery codes go to?", "Has anyone used one of these codes already?", ""])
    else:
        mc = pick(["휴대폰 교체 후 공용 관리자 계정이 잠겼는데, 복구 코드가 있다는 걸 몰랐다.",
                   "%s: 다시 잠기는 일이 없도록 사용자가 팀 노트에 보관해 달라고 했다." % what,
                   "운영 공용 계정의 %s 어디에 보관하는지 몰랐다." % josa(what, "을/를")])
        lesson = pick(["복구 코드는 일회용이다. 쓰면 지우고 세 개 미만이 되면 새로 발급할 것.",
                       "이건 저장소나 채팅이 아니라 비밀번호 관리자 볼트에 있어야 한다.",
                       "인증 앱이 정말 없을 때만 복구 코드를 쓴다. 사용할 때마다 감사 로그가 남는다."])
        ask = pick(["새 복구 코드는 어느 볼트에 넣어야 하나요?", "이 코드 중에 이미 쓴 게 있나요?", ""])
    block = fence(block)
    if chance(0.5):
        mc += "\n" + block
    else:
        lesson += "\n" + block
    return mk(lang, "secret", "recovery codes: " + what, mc, lesson, ask, codes)


def note_pin(lang):
    kind = pick(["piv", "sim", "pkcs11", "door", "android", "bitlocker_pin"])
    secs = []
    if kind == "piv":
        pin, puk, mgm = rs(DIGITS, 8), rs(DIGITS, 8), hexs(48)
        snip = ("ykman piv access change-pin -P 123456 -n %s\nykman piv access change-puk -p 12345678 -n %s\n"
                "ykman piv access change-management-key -m 010203040506070801020304050607080102030405060708 -n %s" % (pin, puk, mgm))
        secs = [pin, puk, mgm]
        what = ("YubiKey PIV PIN/PUK/management key", "YubiKey PIV PIN/PUK/관리 키")
    elif kind == "sim":
        puk = rs(DIGITS, 8)
        snip = ("Test phone SIM (%s): PUK1 %s" if lang == "en" else "테스트폰 유심(%s): PUK1 %s") % (pick(["SKT", "KT", "LG U+"]), puk)
        secs = [puk]
        what = ("SIM PUK", "유심 PUK")
    elif kind == "pkcs11":
        pin = rs(ALNUM, rint(8, 12))
        snip = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        secs = [pin]
        what = ("HSM user PIN", "HSM 사용자 PIN")
    elif kind == "door":
        pin = rs(DIGITS, rint(8, 10))
        snip = ("Server room door code: %s#" if lang == "en" else "서버실 도어락 비밀번호: %s#") % pin
        secs = [pin]
        what = ("server room door code", "서버실 도어락 번호")
    elif kind == "android":
        pin = rs(DIGITS, rint(8, 10))
        snip = "adb -s %s shell input text %s && adb shell input keyevent 66" % (rs(UALNUM, 12), pin)
        secs = [pin]
        what = ("test device screen-lock PIN", "테스트 단말 화면 잠금 PIN")
    else:
        pin = rs(DIGITS, rint(8, 12))
        snip = "manage-bde -protectors -add C: -TPMAndPIN %s" % pin
        secs = [pin]
        what = ("BitLocker startup PIN", "BitLocker 시작 PIN")
    if lang == "en":
        mc = pick(["I needed the %s to finish the setup and didn't know who kept it." % what[0],
                   "The runbook skips the %s step; the user filled it in for me." % what[0]])
        lesson = pick(["Store the %s in the ops vault; it is not recoverable if lost." % what[0],
                       "Three wrong attempts lock it, so ask before trying anything."])
        ask = pick(["Who else should know the %s?" % what[0], ""])
    else:
        mc = pick(["세팅을 마치려면 %s 필요했는데 누가 갖고 있는지 몰랐다." % josa(what[1], "이/가"),
                   "런북에 %s 단계가 빠져 있어서 사용자가 채워 줬다." % what[1]])
        lesson = pick(["%s 운영 볼트에 보관할 것. 잃어버리면 복구가 안 된다." % josa(what[1], "은/는"),
                       "세 번 틀리면 잠기니 시도하기 전에 먼저 물어볼 것."])
        ask = pick(["%s 또 누가 알아야 하나요?" % josa(what[1], "을/를"), ""])
    snip = fence(snip)
    if chance(0.5):
        mc += "\n" + snip
    else:
        lesson += "\n" + snip
    return mk(lang, "secret", "PIN: " + what[0], mc, lesson, ask, secs)


# ----------------------------------------------------------------------------------
# Wi-Fi keys
# ----------------------------------------------------------------------------------
def ssid():
    return pick(["%s-Office-5G" % pick(ORGS), "iptime_%s" % rs(DIGITS, 4), "U+Net%s" % rs(UHEX, 4), "KT_GiGA_5G_%s" % rs(UALNUM, 4),
                 "SK_WiFiGIGA%s" % rs(UHEX, 4), "Lab-IoT", "%s-Guest" % pick(ORGS), "Factory-Line2", "회의실-5G"])


def note_wifi(lang):
    s = ssid()
    psk = pick([pw_passphrase, pw_human, pw_generated, pw_korean_keyboard, pw_punct])()
    if isinstance(psk, tuple):
        psk = psk[0]
    form = pick(["nmcli", "wpa", "wpa_hex", "hostapd", "qr", "netsh", "prose", "arduino"])
    if form == "nmcli":
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (s, psk)
    elif form == "wpa":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (s, psk)
    elif form == "wpa_hex":
        psk = hexs(64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (s, psk)
    elif form == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (s, psk)
    elif form == "qr":
        psk = psk.replace(";", "!").replace(":", "!")
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (s, psk)
    elif form == "netsh":
        snip = ("    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (s, psk))
    elif form == "arduino":
        snip = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (s, psk)
    else:
        snip = ("Wi-Fi %s, key %s" if lang == "en" else "와이파이 %s / 비번 %s") % (s, psk)
    if lang == "en":
        mc = pick(["The IoT test rig could not join the lab network and I didn't know the PSK.",
                   "I had to flash the sensor board for the demo and didn't have the Wi-Fi credentials.",
                   "The Raspberry Pi kiosk in the lobby lost its network config after the SD card swap."])
        lesson = pick(["Devices in the lab use a separate SSID; the office network blocks client isolation bypass.",
                       "Keep the Wi-Fi config out of the firmware repo; load it from a provisioning file.",
                       "The kiosk needs a static lease, so register its MAC before connecting."])
        ask = pick(["Is there a separate SSID for test devices?", "Will the Wi-Fi key change after the next audit?", ""])
    else:
        mc = pick(["IoT 테스트 장비가 랩 네트워크에 붙지 않았는데 PSK를 몰랐다.",
                   "데모용 센서 보드에 펌웨어를 올려야 했는데 와이파이 정보가 없었다.",
                   "SD 카드 교체 후 로비 라즈베리파이 키오스크의 네트워크 설정이 날아갔다."])
        lesson = pick(["랩 장비는 별도 SSID를 쓴다. 사무실 네트워크는 클라이언트 격리 우회를 막는다.",
                       "와이파이 설정은 펌웨어 저장소에 넣지 말고 프로비저닝 파일에서 읽게 할 것.",
                       "키오스크는 고정 할당이 필요하니 접속 전에 MAC부터 등록할 것."])
        ask = pick(["테스트 장비용 SSID가 따로 있나요?", "다음 감사 후에 와이파이 키가 바뀌나요?", ""])
    snip = fence(snip) if form != "prose" else snip
    if chance(0.5):
        mc += "\n" + snip
    else:
        lesson += "\n" + snip
    return mk(lang, "secret", "Wi-Fi key (%s)" % form, mc, lesson, ask, [psk])


# ----------------------------------------------------------------------------------
# webhook URLs with embedded secrets
# ----------------------------------------------------------------------------------
def webhook():
    kind = pick(["slack", "discord", "dingtalk", "feishu", "jandi", "mattermost", "telegram", "wecom", "generic"])
    if kind == "slack":
        sec = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UALNUM, rint(8, 10)), rs(UALNUM, rint(8, 10)), sec), [sec], "Slack incoming webhook"
    if kind == "discord":
        sec = rs(B64URL, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (rs(DIGITS, 19), sec), [sec], "Discord webhook"
    if kind == "dingtalk":
        tok = hexs(64)
        if chance(0.5):
            sign = "SEC" + hexs(64)
            return "https://oapi.dingtalk.com/robot/send?access_token=%s  (sign secret: %s)" % (tok, sign), [tok, sign], "DingTalk robot webhook + sign secret"
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, [tok], "DingTalk robot webhook"
    if kind == "feishu":
        u = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu bot webhook"
    if kind == "jandi":
        sec = hexs(32)
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DIGITS, 8), sec), [sec], "JANDI incoming webhook"
    if kind == "mattermost":
        sec = rs(LALNUM, 26)
        return "https://chat.%s.com/hooks/%s" % (pick(ORGS), sec), [sec], "Mattermost incoming webhook"
    if kind == "telegram":
        tok = "%s:AA%s" % (rs(DIGITS, 10), rs(B64URL, 33))
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rs(DIGITS, 10)), [tok], "Telegram bot sendMessage URL"
    if kind == "wecom":
        u = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u], "WeCom group robot webhook"
    sec = hexs(40)
    return "https://deploy-hooks.%s.com/trigger/%s?token=%s" % (pick(ORGS), svc(), sec), [sec], "generic deploy hook token"


def note_webhook(lang):
    url, secs, what = webhook()
    url_only = url.split("  ")[0]
    form = pick(["alertmanager", "env", "curl", "python", "gha", "prose", "grafana"])
    if form == "alertmanager":
        if "hooks.slack.com" in url_only:
            snip = "receivers:\n  - name: ops\n    slack_configs:\n      - api_url: %s\n        channel: '#alerts'" % url_only
        else:
            snip = "receivers:\n  - name: ops\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url_only
    elif form == "env":
        snip = "ALERT_WEBHOOK_URL=%s" % url_only
    elif form == "curl":
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'" % url_only
    elif form == "python":
        snip = 'requests.post("%s", json={"text": msg}, timeout=5)' % url_only
    elif form == "gha":
        snip = "      - name: notify\n        run: curl -s -X POST -d '{\"text\":\"release ${{ github.ref_name }}\"}' %s" % url_only
    elif form == "grafana":
        snip = json.dumps({"name": "ops-alerts", "type": "webhook", "settings": {"url": url_only, "httpMethod": "POST"}}, indent=2)
    else:
        snip = url_only
    if url != url_only:
        snip += "\n" + url.split("  ")[1]
    if lang == "en":
        mc = pick(["Deploy notifications stopped arriving in the team channel, and I didn't know where the webhook URL was configured.",
                   "I needed to send the migration report to the ops room and didn't know the bot URL.",
                   "The alert rule fired but nothing reached chat; the receiver URL was the thing I was missing."])
        lesson = pick(["Webhook URLs carry their own secret; anyone with the URL can post, so treat it like a token.",
                       "The URL lives in the alerting config, not in the app; change it there.",
                       "If the channel is archived the webhook returns 404 and the alert is lost silently."])
        ask = pick(["Should the notifications go to a different channel for staging?", "Can I regenerate this webhook since it was pasted here?", ""])
    else:
        mc = pick(["팀 채널로 배포 알림이 안 오는데, 웹훅 URL이 어디 설정돼 있는지 몰랐다.",
                   "운영방에 마이그레이션 리포트를 보내야 했는데 봇 URL을 몰랐다.",
                   "알림 룰은 발동했는데 채팅으로 안 왔다. 빠져 있던 건 receiver URL이었다."])
        lesson = pick(["웹훅 URL에는 시크릿이 들어 있다. URL만 있으면 누구나 글을 쓸 수 있으니 토큰처럼 다룰 것.",
                       "URL은 앱이 아니라 알림 설정에 있다. 거기서 바꿔야 한다.",
                       "채널이 보관 처리되면 웹훅이 404를 내고 알림이 조용히 사라진다."])
        ask = pick(["스테이징 알림은 다른 채널로 보내야 하나요?", "여기 붙여졌으니 이 웹훅을 재발급해도 될까요?", ""])
    snip = fence(snip) if form != "prose" else snip
    if chance(0.5):
        mc += "\n" + snip
    else:
        lesson += "\n" + snip
    n = mk(lang, "secret", "webhook: %s (%s)" % (what, form), mc, lesson, ask, secs)
    n["_vendors"] = [what.split(" ")[0]]
    return n


# ----------------------------------------------------------------------------------
# secrets split across fields (label in one field, value in the next)
# ----------------------------------------------------------------------------------
def split_value():
    k = pick(["pw", "vendor", "vendor", "pin"])
    if k == "pw":
        a = account()
        return pw_any(), a["acc_en"] + " password", a["acc_ko"] + " 비밀번호"
    if k == "pin":
        return rs(DIGITS, 8), "YubiKey PUK", "YubiKey PUK"
    while True:
        c = next_vendor()
        if len(c["secrets"]) == 1 and len(c["main"]) < 200:
            return c["main"], "%s %s" % (c["vendor"], c["what_en"]), "%s %s" % (c["vendor"], c["what_ko"])


def note_split(lang):
    val, what_en, what_ko = split_value()
    kw = base_kw(lang)
    mode = pick(["mc>lesson", "mc>lesson", "lesson>ask"])
    if lang == "en":
        if mode == "mc>lesson":
            mc = pick(["I didn't know which %s the staging job uses. The user answered in two messages; the first said \"the %s is\"",
                       "Nobody had written down the %s for the %s job. Copied from the thread, the value follows:"])
            mc = mc % ((what_en, what_en) if mc.count("%s") == 2 and "staging" in mc else (what_en, svc()))
            lesson = val + "\n" + pick(["^ that value worked on the first try after the restart.", "Use it only for staging; prod has its own.",
                                        "It is valid until the next quarterly rotation."])
            ask = pick(["Should I store this in the vault under the job name?", ""])
        else:
            mc = "While %s I got stuck on the %s step." % (pick(TASKS_EN), what_en)
            lesson = "The step needs the %s; the user gave it in chat. Current %s:" % (what_en, what_en)
            ask = val + pick([" -- is this still the current one?", " (still valid?)", " -- can I keep using it for the nightly run?"])
    else:
        if mode == "mc>lesson":
            mc = pick(["스테이징 잡이 어떤 %s 쓰는지 몰랐다. 사용자가 두 번에 나눠 답했고, 첫 메시지는 \"%s 이거예요\"였다:" % (josa(what_ko, "을/를"), what_ko),
                       "%s 잡의 %s 어디에도 적혀 있지 않았다. 스레드에서 복사한 값은 다음과 같다:" % (svc(), josa(what_ko, "이/가"))])
            lesson = val + "\n" + pick(["^ 재시작 후 이 값으로 한 번에 됐다.", "스테이징에서만 쓸 것. 운영은 따로 있다.", "다음 분기 교체 전까지 유효하다."])
            ask = pick(["잡 이름으로 볼트에 저장해 둘까요?", ""])
        else:
            mc = "%s 중 %s 단계에서 막혔다." % (pick(TASKS_KO), what_ko)
            lesson = "이 단계에는 %s 필요하다. 사용자가 채팅으로 줬다. 현재 %s:" % (josa(what_ko, "이/가"), what_ko)
            ask = val + pick([" -- 아직 이 값이 맞나요?", " (아직 유효한가요?)", " -- 야간 작업에도 계속 써도 되나요?"])
    return mk(lang, "secret", "split across fields (%s): %s" % (mode, what_en), mc, lesson, ask, [val])


# ----------------------------------------------------------------------------------
# secret shown in context and repeated in ask_next_time
# ----------------------------------------------------------------------------------
def note_ask_repeat(lang):
    if chance(0.6):
        while True:
            c = next_vendor()
            if len(c["secrets"]) == 1 and len(c["main"]) < 160:
                break
        n = note_vendor(lang, c, force_placement=pick(["mc_end", "lesson", "mc_start"]))
        kw = cred_kw(c, lang, base_kw(lang))
        n["fields"]["ask_next_time"] = F(tp("v_askval_" + lang), kw)
        n["category"] = n["category"].replace("vendor token:", "repeated in ask_next_time:")
        n2 = mk(lang, "secret", n["category"], n["fields"]["missing_context"], n["fields"]["lesson"],
                n["fields"]["ask_next_time"], n["_candidates"])
        n2["_vendors"] = n["_vendors"]
        return n2
    n = note_password(lang, pick(["human", "passphrase", "punct", "kbd", "hangul"]))
    pw = n["secrets"][0]
    if pw not in n["fields"]["missing_context"] + n["fields"]["lesson"]:
        n["fields"]["lesson"] += ("\nThe password is %s." if lang == "en" else "\n비밀번호는 %s 이다.") % pw
    n["fields"]["ask_next_time"] = (pick(["Is %s still the password, or did the audit force a change?",
                                          "Can I reuse %s for the new environment or should I generate one?"]) if lang == "en" else
                                    pick(["비밀번호가 아직 %s 인가요, 감사 때문에 바뀌었나요?", "새 환경에도 %s 를 재사용해도 되나요, 새로 만들까요?"])) % pw
    return mk(lang, "secret", "repeated in ask_next_time: " + n["category"], n["fields"]["missing_context"], n["fields"]["lesson"],
              n["fields"]["ask_next_time"], [pw])


# ----------------------------------------------------------------------------------
# long tokens (hundreds of characters)
# ----------------------------------------------------------------------------------
def long_cred():
    k = pick(["aws_sts", "jwt_rs", "ops", "atlassian", "openai", "pypi", "fcm", "line", "x_oauth", "sealed_key"])
    if k == "aws_sts":
        return cred("AWS STS", "global", "session credentials", "세션 자격 증명",
                    [("AWS_ACCESS_KEY_ID", aws_akid("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
                     ("AWS_SESSION_TOKEN", aws_session_token(rint(380, 560)), True)])
    if k == "jwt_rs":
        perms = sample(["orders:read", "orders:write", "users:read", "billing:admin", "reports:export", "settlements:read",
                        "inventory:write", "coupons:admin", "audit:read", "webhooks:manage"], rint(5, 9))
        tok = jwt_make({"iss": "https://login.%s.com/" % pick(ORGS), "sub": uuid4(), "aud": ["api", "admin"], "permissions": perms,
                        "tenant": pick(ORGS), "iat": rint(1730000000, 1760000000), "exp": rint(1760000000, 1790000000)}, 342, "RS256")
        return cred("Auth0-style IdP", "global", "RS256 access token", "RS256 액세스 토큰", [("ACCESS_TOKEN", tok, True)],
                    header=("Authorization", "Bearer {}"), url="https://api.%s.com/v1/admin/reports" % pick(ORGS))
    if k == "ops":
        return cred("1Password", "global", "service account token", "서비스 계정 토큰",
                    [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64URL, rint(520, 640)), True)])
    if k == "atlassian":
        return v_atlassian()
    if k == "openai":
        return cred("OpenAI", "global", "project API key", "프로젝트 API 키",
                    [("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74), True)],
                    header=("Authorization", "Bearer {}"), url="https://api.openai.com/v1/responses")
    if k == "pypi":
        return cred("PyPI", "global", "upload API token", "업로드 API 토큰", [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(200, 230)), True)])
    if k == "fcm":
        return v_fcm()
    if k == "line":
        return cred("LINE Messaging API", "jp", "long-lived channel access token", "장기 채널 액세스 토큰",
                    [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)], header=("Authorization", "Bearer {}"),
                    url="https://api.line.me/v2/bot/message/broadcast")
    if k == "x_oauth":
        return v_x()
    tok = "ya29.a0" + rs(B64URL, rint(220, 300))
    return cred("Google OAuth", "global", "OAuth access token", "OAuth 액세스 토큰", [("GOOGLE_OAUTH_ACCESS_TOKEN", tok, True)],
                header=("Authorization", "Bearer {}"), url="https://www.googleapis.com/drive/v3/files?pageSize=10")


def note_long(lang):
    c = long_cred()
    n = note_vendor(lang, c, force_placement=pick(["mc_end", "lesson", "mc_start", "inline_lesson"] if len(c["secrets"]) == 1 else
                                                    ["mc_end", "lesson", "mc_start"]))
    n["category"] = n["category"].replace("vendor token:", "long token (%d chars):" % max(len(x) for x in c["secrets"]))
    return n


# ==================================================================================
# CLEAN NOTES -- no credential at all, but mostly risky-looking material
# ==================================================================================
def place_snip(lang, mc, lesson, snip, p_mc=0.5):
    snip = fence(snip)
    if chance(p_mc):
        return mc + "\n" + snip, lesson
    return mc, lesson + "\n" + snip


def mkc(lang, cat, mc, lesson, ask):
    return mk(lang, "clean", cat, mc, lesson, ask, [])


# --- placeholders / templated values ----------------------------------------------
def placeholder_for(name, value):
    """a placeholder that a human would write instead of the real value."""
    forms = ["<YOUR_%s>" % name, "your-%s-here" % kebab(name), "${%s}" % name, "{{ .Values.%s }}" % camel(name),
             "REPLACE_ME", "<%s>" % kebab(name), "%%(%s)s" % name, "__%s__" % name, "TODO", "${{ secrets.%s }}" % name]
    # vendor-shaped placeholder: keep the documented prefix, fill with X / x / 0
    pre = ""
    for p in ["sk_live_", "rk_live_", "whsec_", "ghp_", "github_pat_", "glpat-", "xoxb-", "AKIA", "AIza", "sk-proj-", "sk-ant-api03-",
              "hf_", "npm_", "SG.", "dop_v1_", "shpat_", "lin_api_", "dckr_pat_", "live_sk_", "sk-", "pypi-"]:
        if value.startswith(p):
            pre = p
            break
    if pre:
        n = max(8, len(value) - len(pre))
        forms += [pre + "X" * n, pre + "x" * n, pre + "..." , pre + "<redacted>", pre + "0" * min(n, 24)]
    return pick(forms)


def clean_placeholder(lang):
    c = next_vendor()
    items = []
    for n, v, s in c["items"]:
        items.append((n, placeholder_for(n, v) if s else v, False))
    if chance(0.25):
        items = [(n, "" if s else v, False) for n, v, s in c["items"]]
        snip = "\n".join("%s=%s" % (n, v) for n, v, _ in items)
        cont = ".env.example (empty values)"
    else:
        snip, cont = pick([r_dotenv, r_yaml, r_json, r_toml, r_k8s_secret, r_compose, r_gha, r_terraform, r_code, r_properties])(items, lang, c)
    kw = base_kw(lang)
    kw.update({"vendor": c["vendor"]})
    kw["file"] = file_for(cont, kw["file"])
    if lang == "en":
        mc = pick(["I didn't know the repo ships a template for the %s settings; new environments are created from it." % c["vendor"],
                   "The onboarding doc for %s points at this template, and I thought it contained real values." % kw["svc"],
                   "I wasn't sure whether the %s block in %s was live config or an example." % (c["vendor"], kw["file"])])
        lesson = pick(["These are placeholders; real values are injected at deploy time and never live in the repo.",
                       "The template must keep the same key names as production, only with dummy values.",
                       "CI fails fast if a placeholder is still present at deploy time, which is intended."])
        ask = pick(["Should I add the new %s variable to the template as well?" % c["vendor"], "Who fills in the real values for a new environment?", ""])
    else:
        mc = pick(["저장소에 %s 설정용 템플릿이 있고, 새 환경은 이걸로 만든다는 걸 몰랐다." % c["vendor"],
                   "%s 온보딩 문서가 이 템플릿을 가리키는데, 실제 값이 들어 있는 줄 알았다." % kw["svc"],
                   "%s의 %s 블록이 실제 설정인지 예시인지 확실하지 않았다." % (kw["file"], c["vendor"])])
        lesson = pick(["이건 자리 표시자다. 실제 값은 배포 때 주입되고 저장소에는 절대 없다.",
                       "템플릿은 운영과 같은 키 이름을 유지하되 값만 더미로 둔다.",
                       "배포 시점에 자리 표시자가 남아 있으면 CI가 바로 실패하는데, 의도된 동작이다."])
        ask = pick(["새 %s 변수도 템플릿에 추가할까요?" % c["vendor"], "새 환경의 실제 값은 누가 채우나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "placeholder: %s in %s" % (c["vendor"], cont), mc, lesson, ask)


# --- masked output ----------------------------------------------------------------
def masked_sample():
    k = pick(["aws_list", "gh_status", "stripe", "gha_log", "kubectl", "tf_plan", "vercel", "generic", "heroku_like", "docker"])
    if k == "aws_list":
        return ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                   %s              manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" %
                (pick(["prod", "deploy", "default"]), rs(UALNUM, 4), rs(ALNUM, 4), pick(REGIONS))), "aws configure list (masked)"
    if k == "gh_status":
        return ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(PEOPLE).replace(".", "-")), "gh auth status (masked)"
    if k == "stripe":
        return ("Key            Created        Last used\nsk_live_...%s  %s     %s\nrk_live_...%s  %s     never" %
                (rs(ALNUM, 4), date_s(), date_s(), rs(ALNUM, 4), date_s())), "Stripe dashboard key list (last 4 only)"
    if k == "gha_log":
        return ("Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\n+ curl -H 'Authorization: Bearer ***' https://api.%s.com/v1/deploy\n"
                "{\"status\":\"queued\",\"id\":\"%s\"}" % (pick(ORGS), uuid4())), "GitHub Actions log with *** masking"
    if k == "kubectl":
        return ("Name:         %s-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" %
                (svc(), rint(16, 40), rint(4, 12), rint(20, 60))), "kubectl describe secret (sizes only)"
    if k == "tf_plan":
        return ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s"\n'
                '      ~ password = (sensitive value)\n        username = "%s"\n    }' % (pick(DB_NAMES) + "-prod", pick(USERS_EN))), "terraform plan (sensitive value)"
    if k == "vercel":
        return ("> Environment Variables found for %s/%s\n  name                    value       environments\n"
                "  STRIPE_SECRET_KEY       Encrypted   Production\n  DATABASE_URL            Encrypted   Production, Preview\n"
                "  NEXT_PUBLIC_SITE_URL    Encrypted   Production" % (pick(ORGS), pick(REPOS))), "vercel env ls (encrypted)"
    if k == "generic":
        return ("password: ********\napi_key: %s****%s\ntoken: •••••••••••••••• (hidden)" % (rs(LOWER, 3), rs(LALNUM, 4))), "masked config dump"
    if k == "heroku_like":
        return ("=== %s Config Vars\nDATABASE_URL:  postgres://****:****@%s:5432/****\nREDIS_URL:     redis://:****@%s:6379\nSENTRY_ENV:    production" %
                (svc(), rds_host(), pick(HOSTS))), "config vars with masked userinfo"
    return ('"Env": [\n    "POSTGRES_PASSWORD=<hidden>",\n    "PGDATA=/var/lib/postgresql/data",\n    "TZ=Asia/Seoul"\n]'), "docker inspect (hidden value)"


def clean_masked(lang):
    snip, what = masked_sample()
    kw = base_kw(lang)
    if lang == "en":
        mc = pick(["I wanted to confirm which credentials {svc} was using; the tooling only shows masked values.",
                   "To check whether the rotation had taken effect I looked at the masked output below.",
                   "I didn't know the CLI hides values by default, so I thought the config was broken."]).format(**kw)
        lesson = pick(["Masked output is enough to confirm that a value is set and which key is active (by the last characters); no need to reveal it.",
                       "Compare the last four characters with the dashboard to tell old and new keys apart.",
                       "'***' in the logs is the runner's masking, not an empty value."])
        ask = pick(["Is matching the last four characters enough for you to confirm the rotation?", ""])
    else:
        mc = pick(["{svc} 서비스가 어떤 자격 증명을 쓰는지 확인하고 싶었는데, 도구는 마스킹된 값만 보여 준다.",
                   "교체가 반영됐는지 확인하려고 아래 마스킹된 출력을 봤다.",
                   "CLI가 기본으로 값을 가린다는 걸 몰라서 설정이 깨진 줄 알았다."]).format(**kw)
        lesson = pick(["값이 설정돼 있는지, 어떤 키가 활성인지는 마스킹된 출력(끝자리)으로 충분히 확인된다. 원문을 볼 필요 없다.",
                       "새 키와 예전 키는 대시보드의 끝 네 자리와 비교해서 구분한다.",
                       "로그의 '***'는 러너의 마스킹이지 빈 값이 아니다."])
        ask = pick(["끝 네 자리 일치로 교체 확인이 충분할까요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "masked output: " + what, mc, lesson, ask)


# --- env-var references -----------------------------------------------------------
def envref_sample():
    c = next_vendor()
    n = [x for x, v, s in c["items"] if s][0]
    k = pick(["py", "js", "go", "java", "compose", "gha", "shell", "k8s", "rust", "ps", "php", "dotnet"])
    if k == "py":
        s = 'api_key = os.environ["%s"]\nif not api_key:\n    raise RuntimeError("%s is not set")' % (n, n)
    elif k == "js":
        s = "const client = new Client({ apiKey: process.env.%s });" % n
    elif k == "go":
        s = 'token := os.Getenv("%s")\nif token == "" {\n\tlog.Fatal("missing %s")\n}' % (n, n)
    elif k == "java":
        s = 'String key = System.getenv("%s");' % n
    elif k == "compose":
        s = "    environment:\n      %s: ${%s:?must be set}" % (n, n)
    elif k == "gha":
        s = "    env:\n      %s: ${{ secrets.%s }}" % (n, n)
    elif k == "shell":
        s = ': "${%s:?export %s first}"\ncurl -sf -H "Authorization: Bearer $%s" "$API_URL/health"' % (n, n, n)
    elif k == "k8s":
        s = ("            - name: %s\n              valueFrom:\n                secretKeyRef:\n                  name: %s-secrets\n                  key: %s" %
             (n, svc(), kebab(n)))
    elif k == "rust":
        s = 'let key = std::env::var("%s").expect("%s not set");' % (n, n)
    elif k == "ps":
        s = '$token = $env:%s\nInvoke-RestMethod -Uri $uri -Headers @{ Authorization = "Bearer $token" }' % n
    elif k == "php":
        s = "$key = getenv('%s') ?: throw new RuntimeException('missing key');" % n
    else:
        s = 'var key = builder.Configuration["%s"] ?? throw new InvalidOperationException();' % n.replace("_", ":", 1)
    return s, c["vendor"], n, k


def clean_envref(lang):
    s, vendor, n, k = envref_sample()
    kw = base_kw(lang)
    if lang == "en":
        mc = pick(["I didn't know {svc} reads the %s credential from %s at runtime; I was looking for it in the config files." % (vendor, n),
                   "The job failed with a missing-variable error and I didn't know which name the code expects.",
                   "I was asked to remove hard-coded keys and needed to know the pattern the repo already uses."]).format(**kw)
        lesson = pick(["The code only references the variable name; the value comes from the secret store at deploy time.",
                       "Fail fast when %s is missing instead of falling back to an empty string." % n,
                       "Use the same variable name in every service so the secret can be shared from one place."])
        ask = pick(["Is %s already defined in the staging secret store?" % n, "Should the variable be renamed to match the other services?", ""])
    else:
        mc = pick(["{svc} 서비스가 런타임에 %s 변수에서 %s 자격 증명을 읽는다는 걸 몰랐다. 설정 파일에서 찾고 있었다." % (n, vendor),
                   "변수 누락 에러로 잡이 실패했는데, 코드가 어떤 이름을 기대하는지 몰랐다.",
                   "하드코딩된 키를 없애 달라는 요청이었고, 저장소가 이미 쓰는 패턴을 알아야 했다."]).format(**kw)
        lesson = pick(["코드는 변수 이름만 참조한다. 값은 배포 시 시크릿 저장소에서 들어온다.",
                       "%s 값이 없으면 빈 문자열로 넘어가지 말고 바로 실패하게 할 것." % n,
                       "모든 서비스에서 같은 변수 이름을 써야 시크릿을 한 곳에서 공유할 수 있다."])
        ask = pick(["스테이징 시크릿 저장소에 %s 값이 이미 있나요?" % n, "다른 서비스와 맞추려면 변수 이름을 바꿔야 하나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, s)
    return mkc(lang, "env-var reference: %s (%s)" % (n, k), mc, lesson, ask)


# --- secret-manager references ----------------------------------------------------
def smref_sample():
    acct = rs(DIGITS, 12)
    k = pick(["aws_sm", "ssm", "vault", "gcp", "op", "azure", "external_secret", "doppler", "ncp"])
    name = pick(["prod/billing/db", "stg/orders/stripe", "prod/notify/slack-bot", "shared/partner-api", "prod/auth/jwt-signing"])
    if k == "aws_sm":
        return ('"valueFrom": "arn:aws:secretsmanager:%s:%s:secret:%s-%s:password::"' % (pick(REGIONS), acct, name, rs(ALNUM, 6)),
                "ECS task definition secret ARN")
    if k == "ssm":
        return ("aws ssm get-parameter --name /%s/DB_PASSWORD --with-decryption --query Parameter.Version" % name.replace("/", "-", 1),
                "SSM parameter name")
    if k == "vault":
        return ('vault kv get -field=password secret/%s\n# template: {{ with secret "secret/data/%s" }}{{ .Data.data.password }}{{ end }}' % (name, name),
                "Vault path and template")
    if k == "gcp":
        return ("gcloud secrets versions access %d --secret=%s --project=%s-%d" % (rint(1, 12), name.split("/")[-1], pick(ORGS), rint(100000, 999999)),
                "GCP Secret Manager resource")
    if k == "op":
        return ("op run --env-file=.env.tpl -- npm start\n# .env.tpl\nSTRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nDB_PASSWORD=op://Engineering/%s/password" %
                (pick(["prod", "live"]), name.split("/")[-1]), "1Password op:// references")
    if k == "azure":
        return ("@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/%s/%s)" % (pick(ORGS), name.split("/")[-1], hexs(32)),
                "Azure Key Vault reference (with version id)")
    if k == "external_secret":
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n"
                "    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: %s\n        property: password" % (svc(), name),
                "ExternalSecret manifest")
    if k == "doppler":
        return ("doppler run --project %s --config prd -- ./bin/server\n# DOPPLER_TOKEN comes from the runner's secret store" % svc(),
                "doppler run without token value")
    return ("ncloud secretmanager getSecretValue --secretId %s --stage ACTIVE" % rs(ALNUM, 20), "NCP Secret Manager secret id")


def clean_smref(lang):
    snip, what = smref_sample()
    kw = base_kw(lang)
    if lang == "en":
        mc = pick(["I didn't know {svc} pulls its credentials from the secret manager at startup; the repo only has references.",
                   "I was looking for the database password in the repo and found only this reference.",
                   "The deploy failed with AccessDenied on the secret, and I didn't know which path the task reads."]).format(**kw)
        lesson = pick(["Give the task role read access to the referenced secret; the reference itself is safe to commit.",
                       "Pin the secret version only when a rollback needs the old value; otherwise use the latest stage.",
                       "The path naming is env/service/name; new secrets must follow it or the IAM policy won't match."])
        ask = pick(["Which IAM role should get access to this secret?", "Should staging use a separate secret path?", ""])
    else:
        mc = pick(["{svc} 서비스가 시작 시 시크릿 매니저에서 자격 증명을 가져온다는 걸 몰랐다. 저장소에는 참조만 있다.",
                   "저장소에서 DB 비밀번호를 찾다가 이 참조만 발견했다.",
                   "시크릿 AccessDenied로 배포가 실패했는데, 태스크가 어떤 경로를 읽는지 몰랐다."]).format(**kw)
        lesson = pick(["태스크 역할에 참조된 시크릿 읽기 권한을 줄 것. 참조 자체는 커밋해도 안전하다.",
                       "롤백에 예전 값이 필요할 때만 버전을 고정하고, 평소에는 최신 스테이지를 쓴다.",
                       "경로 규칙은 env/service/name 이다. 새 시크릿도 따라야 IAM 정책이 맞는다."])
        ask = pick(["이 시크릿 접근 권한은 어느 IAM 역할에 줘야 하나요?", "스테이징은 별도 시크릿 경로를 써야 하나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "secret-manager reference: " + what, mc, lesson, ask)


# --- hashes and digests -----------------------------------------------------------
def hash_sample():
    k = pick(["sha256sum", "sri", "npm_lock", "pip_hash", "docker_digest", "lfs", "gosum", "etag", "cargo", "checksums_txt"])
    if k == "sha256sum":
        return "\n".join("%s  %s" % (hexs(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip",
                                                                     "checksums.sig", "SBOM.spdx.json"], rint(2, 4))), "sha256sum output"
    if k == "sri":
        return ('<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' %
                (rint(0, 9), b64(rbytes(48)))), "SRI integrity sha384"
    if k == "npm_lock":
        return ('"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' %
                tuple([pick(["lodash", "axios", "zod", "dayjs"])] + [rint(0, 9)] * 3 + ["pkg", "pkg"] + [rint(0, 9)] * 3 + [b64(rbytes(64))])), "npm lockfile integrity sha512"
    if k == "pip_hash":
        return "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 3), hexs(64), hexs(64)), "pip --hash=sha256"
    if k == "docker_digest":
        return "image: ghcr.io/%s/%s@sha256:%s" % (pick(ORGS), svc(), hexs(64)), "container image digest"
    if k == "lfs":
        return "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), rint(10 ** 5, 10 ** 9)), "git LFS pointer"
    if k == "gosum":
        return "github.com/%s/%s v1.%d.%d h1:%s\ngithub.com/%s/%s v1.%d.%d/go.mod h1:%s" % (
            pick(ORGS), pick(REPOS), rint(0, 9), rint(0, 9), b64(rbytes(32)), pick(ORGS), pick(REPOS), rint(0, 9), rint(0, 9), b64(rbytes(32))), "go.sum h1: hashes"
    if k == "etag":
        return 'HTTP/1.1 200 OK\nETag: "%s"\nx-amz-version-id: %s\nContent-MD5: %s' % (hexs(32), rs(B64URL, 32), b64(rbytes(16))), "S3 ETag / Content-MD5"
    if k == "cargo":
        return '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(150, 215), hexs(64)), "Cargo.lock checksum"
    return "\n".join("SHA512 (%s) = %s" % (f, hexs(128)) for f in sample(["release.tar.gz", "release.zip"], rint(1, 2))), "BSD-style SHA512 checksums"


def clean_hashes(lang):
    snip, what = hash_sample()
    kw = base_kw(lang)
    if lang == "en":
        mc = pick(["The release verification step failed and I didn't know which checksum it compares against.",
                   "I didn't know the lockfile pins integrity hashes, so my manual edit broke the install.",
                   "The deploy pulled a different image than expected; I needed to compare digests."])
        lesson = pick(["Regenerate the hashes with the tool instead of editing them by hand.",
                       "Pin images by digest in prod manifests; tags can move.",
                       "A hash mismatch means the artifact changed, not that the network is flaky; don't just retry."])
        ask = pick(["Should the checksums file be signed as part of the release job?", "Is it OK to regenerate the lockfile in this PR?", ""])
    else:
        mc = pick(["릴리스 검증 단계가 실패했는데, 어떤 체크섬과 비교하는지 몰랐다.",
                   "lockfile이 integrity 해시를 고정한다는 걸 몰라서 손으로 고쳤다가 설치가 깨졌다.",
                   "배포가 예상과 다른 이미지를 당겨서 digest를 비교해야 했다."])
        lesson = pick(["해시는 손으로 고치지 말고 도구로 다시 생성할 것.",
                       "운영 매니페스트에서는 이미지를 digest로 고정한다. 태그는 움직일 수 있다.",
                       "해시 불일치는 네트워크 문제가 아니라 아티팩트가 바뀐 것이다. 재시도만 하지 말 것."])
        ask = pick(["체크섬 파일을 릴리스 잡에서 서명해야 하나요?", "이 PR에서 lockfile을 재생성해도 되나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "hashes/digests: " + what, mc, lesson, ask)


# --- git SHAs ---------------------------------------------------------------------
def clean_gitsha(lang):
    k = pick(["log", "bisect", "revert", "compare", "submodule", "cherry"])
    if k == "log":
        snip = "\n".join("%s %s" % (hexs(7), pick(["fix: retry on 502", "chore: bump deps", "feat: add settlement export", "refactor: split config loader",
                                                   "fix(auth): handle clock skew", "docs: update runbook", "ci: cache pnpm store"])) for _ in range(rint(3, 6)))
    elif k == "bisect":
        snip = "%s is the first bad commit\ncommit %s\nAuthor: %s <%s@%s.com>\nDate:   %s\n\n    perf: batch inserts in order-worker" % (
            hexs(40), hexs(40), pick(PEOPLE), pick(PEOPLE), pick(ORGS), date_s())
    elif k == "revert":
        snip = 'Revert "feat: new pricing table"\n\nThis reverts commit %s.' % hexs(40)
    elif k == "compare":
        snip = "https://github.com/%s/%s/compare/%s...%s" % (pick(ORGS), pick(REPOS), hexs(12), hexs(12))
    elif k == "submodule":
        snip = " %s vendor/protos (v%d.%d.%d)\n+%s vendor/ui-kit (heads/main)" % (hexs(40), rint(1, 3), rint(0, 9), rint(0, 9), hexs(40))
    else:
        snip = "git cherry-pick %s %s\n[release/%d.%d %s] fix: null check in webhook handler" % (hexs(10), hexs(10), rint(1, 4), rint(0, 20), hexs(7))
    if lang == "en":
        mc = pick(["I didn't know which commit introduced the regression; the user pointed me at this history.",
                   "The hotfix had to go to the release branch and I didn't know the branch policy.",
                   "I needed the exact range of changes shipped in the last deploy."])
        lesson = pick(["Reference full SHAs in incident notes; short ones become ambiguous as the repo grows.",
                       "Hotfixes are cherry-picked from main, never committed directly to the release branch.",
                       "git bisect with the integration test as the run script finds these in minutes."])
        ask = pick(["Should the fix also be backported to the previous release?", ""])
    else:
        mc = pick(["어느 커밋에서 회귀가 생겼는지 몰랐는데 사용자가 이 히스토리를 짚어 줬다.",
                   "핫픽스를 릴리스 브랜치에 넣어야 했는데 브랜치 정책을 몰랐다.",
                   "지난 배포에 들어간 변경의 정확한 범위가 필요했다."])
        lesson = pick(["장애 노트에는 전체 SHA를 적을 것. 저장소가 커지면 짧은 SHA는 모호해진다.",
                       "핫픽스는 main에서 cherry-pick 한다. 릴리스 브랜치에 직접 커밋하지 않는다.",
                       "통합 테스트를 run 스크립트로 git bisect 하면 몇 분 안에 찾는다."])
        ask = pick(["이전 릴리스에도 백포트해야 하나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "git SHAs: " + k, mc, lesson, ask)


# --- UUIDs, request ids, trace ids ------------------------------------------------
def clean_reqid(lang):
    k = pick(["aws", "stripe", "cf", "traceparent", "sentry", "idem", "k8s", "gh"])
    if k == "aws":
        snip = "An error occurred (ThrottlingException) when calling the PutRecords operation\nx-amzn-RequestId: %s\nx-amz-id-2: %s" % (uuid4(), b64(rbytes(54)))
    elif k == "stripe":
        snip = '{"error": {"type": "card_error", "code": "card_declined", "request_log_url": "https://dashboard.stripe.com/logs/req_%s"}}\nRequest-Id: req_%s' % (rs(ALNUM, 14), rs(ALNUM, 14))
    elif k == "cf":
        snip = "HTTP/2 522\ncf-ray: %s-ICN\nserver: cloudflare" % hexs(16)
    elif k == "traceparent":
        snip = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;t.dm:-0" % (hexs(32), hexs(16))
    elif k == "sentry":
        snip = "Sentry event %s (issue %s-%d), release %s@%d.%d.%d" % (hexs(32), svc().upper()[:8], rint(100, 999), svc(), rint(1, 3), rint(0, 30), rint(0, 9))
    elif k == "idem":
        snip = "POST /v1/payouts\nIdempotency-Key: %s\nX-Correlation-Id: %s" % (uuid4(), uuid4())
    elif k == "k8s":
        snip = "  uid: %s\n  resourceVersion: \"%d\"\n  creationTimestamp: \"%s\"" % (uuid4(), rint(10 ** 6, 10 ** 9), ts_iso())
    else:
        snip = "X-GitHub-Request-Id: %s:%s:%s:%s:%s" % (rs(UHEX, 4), rs(UHEX, 6), rs(UHEX, 7), rs(UHEX, 7), rs(UHEX, 8))
    if lang == "en":
        mc = pick(["Support asked for the identifiers of the failed call and I didn't know which ones they need.",
                   "I couldn't correlate the client error with the server logs without the right id.",
                   "The same request was processed twice and I needed to see which id the retries used."])
        lesson = pick(["Quote the provider's request id in support tickets; they can't search by timestamp.",
                       "Propagate the trace id through the queue so worker logs can be joined with the API logs.",
                       "Retries must reuse the same idempotency key, otherwise the provider treats them as new requests."])
        ask = pick(["Do you want these ids added to the incident ticket?", ""])
    else:
        mc = pick(["지원팀이 실패한 호출의 식별자를 달라고 했는데 어떤 게 필요한지 몰랐다.",
                   "올바른 ID 없이는 클라이언트 에러와 서버 로그를 연결할 수 없었다.",
                   "같은 요청이 두 번 처리돼서 재시도가 어떤 ID를 썼는지 봐야 했다."])
        lesson = pick(["지원 티켓에는 공급사의 request id를 적는다. 타임스탬프로는 검색을 못 한다.",
                       "trace id를 큐까지 전파해야 워커 로그와 API 로그를 이어 볼 수 있다.",
                       "재시도는 같은 idempotency key를 써야 한다. 아니면 공급사가 새 요청으로 본다."])
        ask = pick(["이 ID들을 장애 티켓에 추가할까요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "request/trace ids: " + k, mc, lesson, ask)


# --- public keys and fingerprints --------------------------------------------------
def ssh_ed25519_pub(comment):
    return "ssh-ed25519 " + b64(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))) + " " + comment


def ssh_rsa_pub(comment):
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob) + " " + comment


def pubkey_sample():
    k = pick(["authorized_keys", "rsa_pub", "fingerprint", "gpg", "pem_pub", "cert_fp", "age", "wg_pub", "jwks", "known_hosts"])
    who = "%s@%s" % (pick(USERS_EN), pick(["laptop", "ci", "bastion", "mbp"]))
    if k == "authorized_keys":
        return "\n".join(ssh_ed25519_pub("%s@%s" % (pick(PEOPLE), pick(["mbp", "desktop"]))) for _ in range(rint(1, 3))), "authorized_keys (ed25519 public keys)"
    if k == "rsa_pub":
        return ssh_rsa_pub(who), "ssh-rsa public key"
    if k == "fingerprint":
        return "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(rbytes(32)).rstrip("="), who, b64(rbytes(32)).rstrip("="), who), "ssh key fingerprints"
    if k == "gpg":
        fp = rs(UHEX, 40)
        return ("pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s@%s.com>\nsub   cv25519 %s [E]" %
                (date_s(), fp, pick(PEOPLE), pick(PEOPLE), pick(ORGS), date_s())), "GPG key fingerprint"
    if k == "pem_pub":
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        return pem_block("PUBLIC KEY", wrap(b64(der), 64)), "EC public key PEM"
    if k == "cert_fp":
        return "SHA256 Fingerprint=%s\nSerial=%s" % (":".join(rs(UHEX, 2) for _ in range(32)), rs(UHEX, 32)), "certificate fingerprint"
    if k == "age":
        return "# public key: age1%s\nrecipients:\n  - age1%s" % (rs(BECH32, 58), rs(BECH32, 58)), "age recipients (public)"
    if k == "wg_pub":
        return "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(PEOPLE), b64(rbytes(32)), rint(2, 250)), "WireGuard peer PublicKey"
    if k == "jwks":
        return json.dumps({"keys": [{"kty": "RSA", "kid": hexs(16), "use": "sig", "alg": "RS256", "n": b64url(rbytes(256)), "e": "AQAB"}]}, indent=1), "JWKS public RSA key"
    return "|1|%s=|%s= ecdsa-sha2-nistp256 %s" % (b64(rbytes(20))[:-1], b64(rbytes(20))[:-1],
                                                   b64(_ssh_string(b"ecdsa-sha2-nistp256") + _ssh_string(b"nistp256") + _ssh_string(b"\x04" + rbytes(64)))), "hashed known_hosts entry"


def clean_pubkey(lang):
    snip, what = pubkey_sample()
    if lang == "en":
        mc = pick(["I didn't know which public key the new runner had to trust, and the user pasted it.",
                   "Host key verification failed after the bastion rebuild; I needed to compare keys.",
                   "The partner asked which key verifies our signed webhooks."])
        lesson = pick(["Public keys and fingerprints are safe to share; only the private half must stay in the vault.",
                       "Compare fingerprints out of band before accepting a changed host key.",
                       "Register the public key with the service; the private key never leaves the runner."])
        ask = pick(["Should I add this key to the infra repo's authorized_keys list?", "Do you want the old key removed after the switch?", ""])
    else:
        mc = pick(["새 러너가 어떤 공개 키를 신뢰해야 하는지 몰랐는데 사용자가 붙여 줬다.",
                   "배스천 재구축 후 호스트 키 검증이 실패해서 키를 비교해야 했다.",
                   "파트너사가 우리 서명 웹훅을 어떤 키로 검증하는지 물어봤다."])
        lesson = pick(["공개 키와 지문은 공유해도 된다. 개인 키만 볼트에 있어야 한다.",
                       "바뀐 호스트 키를 받기 전에 다른 채널로 지문을 비교할 것.",
                       "서비스에는 공개 키를 등록한다. 개인 키는 러너 밖으로 나가지 않는다."])
        ask = pick(["이 키를 인프라 저장소 authorized_keys 목록에 추가할까요?", "전환 후 예전 키는 지울까요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "public key / fingerprint: " + what, mc, lesson, ask)


# --- identifiers that are not secrets ---------------------------------------------
def id_sample():
    k = pick(["aws_acct", "twilio_sid", "google_client", "slack_ids", "gh_app", "azure_ids", "stripe_ids", "apple", "okta_client",
              "naver_client_id", "kakao_app"])
    if k == "aws_acct":
        a = rs(DIGITS, 12)
        return "Account: %s\nRole: arn:aws:iam::%s:role/%s-deployer\nUserId: AROA%s:%s" % (a, a, svc(), rs(B32, 17), pick(PEOPLE)), "AWS account id / role ARN / role id"
    if k == "twilio_sid":
        return "TWILIO_ACCOUNT_SID=AC%s\nMESSAGING_SERVICE_SID=MG%s" % (hexs(32), hexs(32)), "Twilio Account SID / Messaging Service SID"
    if k == "google_client":
        return '"client_id": "%s",\n"redirect_uris": ["https://%s.com/oauth/callback"]' % (google_client_id(), pick(ORGS)), "Google OAuth client id"
    if k == "slack_ids":
        return "team_id=T%s channel=C%s bot_user=U%s app_id=A%s" % (rs(UALNUM, 9), rs(UALNUM, 9), rs(UALNUM, 9), rs(UALNUM, 10)), "Slack team/channel/app ids"
    if k == "gh_app":
        return "GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv23li%s" % (rint(100000, 999999), rint(10 ** 7, 10 ** 8), rs(ALNUM, 14)), "GitHub App id / installation id / client id"
    if k == "azure_ids":
        return "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4()), "Azure tenant/subscription/client ids"
    if k == "stripe_ids":
        return "customer=cus_%s price=price_%s subscription=sub_%s invoice=in_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24)), "Stripe object ids"
    if k == "apple":
        return "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = com.%s.app;\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s" % (rs(UALNUM, 10), pick(ORGS).replace("-", ""), rs(UALNUM, 10), uuid4()), "Apple team id / App Store Connect key id"
    if k == "okta_client":
        return "issuer: https://%s.okta.com/oauth2/default\nclientId: 0oa%s" % (pick(ORGS), rs(ALNUM, 17)), "Okta SPA client id"
    if k == "naver_client_id":
        return "NAVER_CLIENT_ID=%s  # Client Secret은 서버 환경 변수에만 있음" % rs(ALNUM + "_", 20), "Naver client id only"
    return "KAKAO_APP_ID=%d\nKAKAO_REDIRECT_URI=https://%s.com/auth/kakao/callback" % (rint(100000, 1999999), pick(ORGS)), "Kakao app id"


def clean_ids(lang):
    snip, what = id_sample()
    if lang == "en":
        mc = pick(["I wasn't sure which of these values are secrets, so I hesitated to commit the config.",
                   "The integration was pointing at the wrong tenant and I didn't know where the ids are set.",
                   "I needed the account identifiers to file the support request."])
        lesson = pick(["These are identifiers, not credentials; they can live in the repo. The actual secrets are injected separately.",
                       "Check the tenant/account id first when an integration behaves as if data were missing.",
                       "Keep ids next to the code that uses them; only secrets go to the vault."])
        ask = pick(["Is there a separate set of ids for staging?", ""])
    else:
        mc = pick(["이 값들 중 어떤 게 시크릿인지 확실하지 않아서 설정 커밋을 망설였다.",
                   "연동이 엉뚱한 테넌트를 보고 있었는데 ID가 어디 설정되는지 몰랐다.",
                   "지원 요청을 넣으려면 계정 식별자가 필요했다."])
        lesson = pick(["이건 식별자지 자격 증명이 아니다. 저장소에 둬도 된다. 실제 시크릿은 따로 주입된다.",
                       "연동이 데이터가 없는 것처럼 굴면 테넌트/계정 ID부터 확인할 것.",
                       "ID는 쓰는 코드 옆에 두고, 시크릿만 볼트로 보낸다."])
        ask = pick(["스테이징용 ID가 따로 있나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "non-secret identifiers: " + what, mc, lesson, ask)


# --- base64 of non-secret data ----------------------------------------------------
def fake_cert_b64():
    body = "MII" + rs(B64, 61) + "\n" + "\n".join(rs(B64, 64) for _ in range(rint(2, 4)))
    pem = "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n"
    return b64(pem.encode())


def b64_sample():
    k = pick(["kubeconfig_ca", "png", "flags", "cursor", "relay", "saml_cert", "configmap"])
    if k == "kubeconfig_ca":
        return ("clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s" %
                (fake_cert_b64()[:rint(300, 420)] + "...", rs(UHEX, 32), pick(REGIONS), pick(["prod", "stg"]) + "-eks")), "kubeconfig certificate-authority-data (public CA)"
    if k == "png":
        return '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s" />' % b64(rbytes(rint(90, 180))).rstrip("="), "data: URI PNG"
    if k == "flags":
        d = {"newCheckout": chance(0.5), "maxItems": rint(10, 200), "region": pick(REGIONS), "experiments": sample(["a", "b", "c", "d"], 2)}
        return "FEATURE_FLAGS_B64=%s\n# decodes to %s" % (b64(json.dumps(d, separators=(",", ":")).encode()), json.dumps(d, separators=(",", ":"))), "base64 feature-flag JSON"
    if k == "cursor":
        cur = b64url(json.dumps({"after": rint(10 ** 5, 10 ** 7), "sort": "created_at", "dir": "desc"}, separators=(",", ":")).encode())
        return '{"data": [...], "next_cursor": "%s", "has_more": true}' % cur, "pagination cursor"
    if k == "relay":
        return 'query { node(id: "%s") { ... on Order { status } } }' % b64(("Order:%d" % rint(10 ** 5, 10 ** 7)).encode()), "GraphQL relay global id"
    if k == "saml_cert":
        return "<ds:X509Certificate>MIIC%s</ds:X509Certificate>" % rs(B64, rint(200, 300)), "SAML metadata public X509 certificate"
    return ("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-banner\nbinaryData:\n  banner.txt: %s" %
            (svc(), b64(("Welcome to %s (%s)\nMaintenance window: Sun 02:00-04:00 KST\n" % (svc(), pick(["prod", "staging"]))).encode()))), "ConfigMap binaryData (banner text)"


def clean_b64(lang):
    snip, what = b64_sample()
    if lang == "en":
        mc = pick(["The long base64 value in the config looked like a secret and I didn't know whether it was safe to commit.",
                   "I had to decode this value to understand why the client behaved differently.",
                   "The reviewer flagged a base64 blob in the PR and I needed to explain what it is."])
        lesson = pick(["Decode before judging: this one is public data (%s), not a credential." % what,
                       "base64 is encoding, not encryption; check the decoded content instead of the shape.",
                       "Document what long encoded values are in a comment so reviewers don't have to guess."])
        ask = pick(["Should I add a comment next to the value explaining what it decodes to?", ""])
    else:
        mc = pick(["설정의 긴 base64 값이 시크릿처럼 보여서 커밋해도 되는지 몰랐다.",
                   "클라이언트가 왜 다르게 동작하는지 알려면 이 값을 디코딩해야 했다.",
                   "리뷰어가 PR의 base64 덩어리를 지적해서 정체를 설명해야 했다."])
        lesson = pick(["판단 전에 디코딩할 것. 이건 공개 데이터(%s)지 자격 증명이 아니다." % what,
                       "base64는 인코딩이지 암호화가 아니다. 모양이 아니라 디코딩된 내용을 확인한다.",
                       "긴 인코딩 값은 주석으로 정체를 적어 두면 리뷰어가 추측하지 않아도 된다."])
        ask = pick(["값 옆에 디코딩 결과를 설명하는 주석을 달까요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "base64 of non-secret data: " + what, mc, lesson, ask)


# --- long identifiers and versions ------------------------------------------------
def clean_longid(lang):
    k = pick(["s3key", "arn", "image", "fqcn", "cid", "eth", "logstream", "tfaddr"])
    if k == "s3key":
        snip = "s3://%s-datalake/raw/events/year=2025/month=%02d/day=%02d/hour=%02d/part-%05d-%s-c000.snappy.parquet" % (pick(ORGS), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 300), uuid4())
    elif k == "arn":
        snip = "arn:aws:states:%s:%s:execution:%s-backfill-StateMachine-%s:%s" % (pick(REGIONS), rs(DIGITS, 12), svc(), rs(ALNUM, 12), uuid4())
    elif k == "image":
        snip = "%s.dkr.ecr.%s.amazonaws.com/%s/%s:%s-%s@sha256:%s" % (rs(DIGITS, 12), pick(REGIONS), pick(ORGS), svc(), date_s(), hexs(7), hexs(64))
    elif k == "fqcn":
        snip = "com.%s.settlement.infrastructure.persistence.jpa.repository.SettlementBatchItemJpaRepositoryCustomImpl$$SpringCGLIB$$0" % pick(ORGS).replace("-", "")
    elif k == "cid":
        snip = "ipfs://bafybei%s/metadata/%d.json" % (rs("abcdefghijklmnopqrstuvwxyz234567", 52), rint(1, 9999))
    elif k == "eth":
        snip = "tx 0x%s from 0x%s (block %d)" % (hexs(64), hexs(40), rint(18000000, 21000000))
    elif k == "logstream":
        snip = "/aws/lambda/%s-handler  2025/%02d/%02d/[$LATEST]%s" % (svc(), rint(1, 12), rint(1, 28), hexs(32))
    else:
        snip = 'module.%s.module.rds.aws_db_parameter_group.this["%s-pg16-%s"]' % (svc().replace("-", "_"), pick(DB_NAMES), hexs(8))
    if lang == "en":
        mc = pick(["I needed to find the exact object that failed in the pipeline, and the id was long and opaque.",
                   "The log line was truncated in the UI, so I didn't have the full identifier at first.",
                   "I didn't know how this resource is addressed, which made the import fail."])
        lesson = pick(["Copy identifiers from the raw log, not from the UI; the UI truncates them.",
                       "Long identifiers like this are safe to share; they only locate the resource.",
                       "Quote the full address when importing; partial matches pick the wrong resource."])
        ask = pick(["Is there a shorter alias for this resource I should use in docs?", ""])
    else:
        mc = pick(["파이프라인에서 실패한 정확한 객체를 찾아야 했는데 ID가 길고 불투명했다.",
                   "UI에서 로그 줄이 잘려서 처음엔 전체 식별자를 몰랐다.",
                   "이 리소스의 주소 체계를 몰라서 import가 실패했다."])
        lesson = pick(["식별자는 UI가 아니라 원본 로그에서 복사한다. UI는 잘라서 보여 준다.",
                       "이런 긴 식별자는 공유해도 된다. 리소스 위치만 가리킨다.",
                       "import 할 때는 전체 주소를 적는다. 부분 일치는 엉뚱한 리소스를 고른다."])
        ask = pick(["문서에 쓸 더 짧은 별칭이 있나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "long identifier: " + k, mc, lesson, ask)


def clean_versions(lang):
    k = pick(["gopseudo", "semver", "wheel", "k8s", "docker", "maven"])
    if k == "gopseudo":
        snip = "require github.com/%s/%s v0.0.0-2025%02d%02d%06d-%s" % (pick(ORGS), pick(REPOS), rint(1, 12), rint(1, 28), rint(0, 235959), hexs(12))
    elif k == "semver":
        snip = "%s %d.%d.%d-rc.%d+build.%d.%s" % (svc(), rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 5), rint(100, 9999), hexs(7))
    elif k == "wheel":
        snip = "cryptography-4%d.0.%d-cp39-abi3-manylinux_2_28_x86_64.whl\nnumpy-2.%d.%d-cp312-cp312-macosx_14_0_arm64.whl" % (rint(1, 4), rint(0, 3), rint(0, 2), rint(0, 5))
    elif k == "k8s":
        snip = "Server Version: v1.%d.%d-eks-%s\nKustomize Version: v5.%d.%d" % (rint(28, 32), rint(0, 9), hexs(7), rint(0, 5), rint(0, 9))
    elif k == "docker":
        snip = "FROM node:%d.%d.%d-alpine3.%d\nFROM nginx:1.%d.%d-alpine-slim" % (rint(18, 22), rint(0, 20), rint(0, 9), rint(18, 21), rint(25, 27), rint(0, 5))
    else:
        snip = "<dependency>\n  <groupId>software.amazon.awssdk</groupId>\n  <artifactId>s3</artifactId>\n  <version>2.%d.%d</version>\n</dependency>" % (rint(20, 31), rint(0, 99))
    if lang == "en":
        mc = pick(["The build pulled a different dependency version than the lockfile suggested.",
                   "I didn't know which exact version is deployed, which made the bug report ambiguous."])
        lesson = pick(["Pin exact versions (including build metadata) in incident notes.", "Pseudo-versions point at a commit; bump to a tagged release when one exists."])
        ask = pick(["Should I upgrade to the latest patch in the same PR?", ""])
    else:
        mc = pick(["빌드가 lockfile과 다른 의존성 버전을 당겨 왔다.", "정확히 어떤 버전이 배포됐는지 몰라서 버그 리포트가 모호했다."])
        lesson = pick(["장애 노트에는 빌드 메타데이터까지 포함한 정확한 버전을 적을 것.", "pseudo-version은 커밋을 가리킨다. 태그 릴리스가 있으면 그걸로 올릴 것."])
        ask = pick(["같은 PR에서 최신 패치로 올릴까요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "versions: " + k, mc, lesson, ask)


# --- password-policy talk and flags explained in prose -----------------------------
def clean_policy(lang):
    n = rint(8, 16)
    regex = pick(["^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,}$" % n, "^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{%d,64}$" % n])
    if lang == "en":
        mc = pick(["The signup form rejected passwords that the backend accepted, and I didn't know where the policy is defined.",
                   "Security asked for the current password policy for the audit, and I didn't know it lived in two places.",
                   "I didn't know the admin console enforces a stricter policy than the customer app."])
        lesson = pick(["Policy: at least %d characters, one upper-case letter, one digit, one symbol; lockout after %d failed attempts for %d minutes." % (n, rint(3, 10), rint(5, 30)),
                       "The frontend regex is `%s`; the backend uses the same rule in the validator, keep them in sync." % regex,
                       "Passwords are hashed with bcrypt cost %d (argon2id for new accounts); never log the raw value, only the validation error code." % rint(10, 13),
                       "Rotation is every %d days for service accounts only; human accounts follow NIST guidance and are not forced to rotate." % pick([90, 180, 365])])
        ask = pick(["Should the minimum length go up to %d as security suggested?" % (n + 2), "Do service accounts follow the same policy?", ""])
    else:
        mc = pick(["가입 폼이 백엔드에서는 통과하는 비밀번호를 거부했는데, 정책이 어디 정의돼 있는지 몰랐다.",
                   "보안팀이 감사용으로 현재 비밀번호 정책을 물었는데, 정책이 두 군데 있다는 걸 몰랐다.",
                   "관리자 콘솔이 고객 앱보다 엄격한 정책을 쓴다는 걸 몰랐다."])
        lesson = pick(["정책: 최소 %d자, 대문자 1개, 숫자 1개, 특수문자 1개 이상. %d회 실패 시 %d분 잠금." % (n, rint(3, 10), rint(5, 30)),
                       "프론트 정규식은 `%s` 이고, 백엔드 validator도 같은 규칙을 쓴다. 둘을 맞춰야 한다." % regex,
                       "비밀번호는 bcrypt cost %d로 해시한다(신규 계정은 argon2id). 원문은 절대 로그에 남기지 말고 검증 에러 코드만 남긴다." % rint(10, 13),
                       "서비스 계정만 %d일마다 교체한다. 사람 계정은 NIST 가이드대로 강제 교체하지 않는다." % pick([90, 180, 365])])
        ask = pick(["보안팀 제안대로 최소 길이를 %d자로 올릴까요?" % (n + 2), "서비스 계정도 같은 정책을 따르나요?", ""])
    return mkc(lang, "password policy talk (no values)", mc, lesson, ask)


FLAG_FACTS_EN = [
    "`mysql -p` with nothing attached prompts for the password; `-p secret` (with a space) would treat secret as the database name.",
    "`docker login --password-stdin` reads the password from stdin, so it never shows up in `ps` or shell history.",
    "libpq reads ~/.pgpass (format host:port:database:username:password, mode 0600) when no password is given.",
    "`sshpass -e` takes the password from the SSHPASS environment variable instead of the command line.",
    "`redis-cli --askpass` prompts instead of using `-a`, which avoids the warning about passwords on the command line.",
    "`curl -u alice` without a colon makes curl prompt for the password.",
    "`openssl ... -passin env:VAR` or `-passin file:path` keeps the passphrase out of argv.",
    "`git config credential.helper store` writes tokens in plain text to ~/.git-credentials; prefer the OS keychain helper.",
    "`htpasswd -B file user` (without -b) prompts for the password and uses bcrypt.",
    "`kubectl create secret generic x --from-file=password=./pw.txt` avoids putting the value in shell history.",
    "`keytool -storepass:env KS_PASS` reads the keystore password from the environment.",
    "In mysqladmin `-P` is the port and `-p` is the password; mixing them up prompts for a password unexpectedly.",
]
FLAG_FACTS_KO = [
    "`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호를 묻는다. `-p secret` 처럼 띄우면 secret을 DB 이름으로 본다.",
    "`docker login --password-stdin` 은 비밀번호를 stdin으로 받아서 `ps`나 shell history에 남지 않는다.",
    "libpq는 비밀번호가 없으면 ~/.pgpass(형식 host:port:database:username:password, 권한 0600)를 읽는다.",
    "`sshpass -e` 는 명령줄 대신 SSHPASS 환경 변수에서 비밀번호를 가져온다.",
    "`redis-cli --askpass` 는 `-a` 대신 프롬프트로 물어서 명령줄 비밀번호 경고가 안 뜬다.",
    "`curl -u alice` 처럼 콜론 없이 주면 curl이 비밀번호를 물어본다.",
    "`openssl ... -passin env:VAR` 나 `-passin file:path` 를 쓰면 패스프레이즈가 argv에 안 남는다.",
    "`git config credential.helper store` 는 토큰을 ~/.git-credentials 에 평문으로 쓴다. OS 키체인 helper를 쓸 것.",
    "`htpasswd -B file user` (-b 없이)는 비밀번호를 프롬프트로 받고 bcrypt를 쓴다.",
    "`kubectl create secret generic x --from-file=password=./pw.txt` 를 쓰면 값이 shell history에 안 남는다.",
    "`keytool -storepass:env KS_PASS` 는 키스토어 비밀번호를 환경 변수에서 읽는다.",
    "mysqladmin에서 `-P`는 포트, `-p`는 비밀번호다. 헷갈리면 예상치 않게 비밀번호를 묻는다.",
]


def clean_flags(lang):
    facts = FLAG_FACTS_EN if lang == "en" else FLAG_FACTS_KO
    idx = sample(range(len(facts)), rint(1, 2))
    kw = base_kw(lang)
    if lang == "en":
        mc = pick(["The script hung in CI waiting for a password prompt and I didn't know why.",
                   "Reviewer asked me not to put passwords on the command line, and I didn't know the alternatives for each tool.",
                   "I misread a flag in the runbook and the command did something different from what I expected."])
        ask = pick(["Should the runbook be updated to use the non-interactive variants?", ""])
    else:
        mc = pick(["CI에서 스크립트가 비밀번호 프롬프트를 기다리며 멈췄는데 이유를 몰랐다.",
                   "리뷰어가 명령줄에 비밀번호를 넣지 말라고 했는데, 도구별 대안을 몰랐다.",
                   "런북의 플래그를 잘못 읽어서 명령이 예상과 다르게 동작했다."])
        ask = pick(["런북을 비대화형 방식으로 고칠까요?", ""])
    lesson = " ".join(facts[i] for i in idx)
    return mkc(lang, "flags explained in prose (no values)", mc, lesson, ask)


# --- encrypted blobs (safe to commit by design) -----------------------------------
def sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))


def enc_sample():
    k = pick(["sops_yaml", "sops_json", "ansible", "sealed", "kms", "age_armor", "jasypt", "rails_enc", "chef"])
    if k == "sops_yaml":
        return ("db:\n    password: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n"
                "    mac: %s\n    version: 3.9.%d" % (sops_enc(rint(16, 28)), sops_enc(rint(30, 40)), rs(BECH32, 58), ts_iso(), sops_enc(32), rint(0, 4))), "SOPS-encrypted YAML"
    if k == "sops_json":
        return json.dumps({"api_token": sops_enc(rint(30, 45)), "sops": {"kms": [{"arn": "arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), rs(DIGITS, 12), uuid4())}],
                                                                          "version": "3.9.1"}}, indent=2), "SOPS-encrypted JSON"
    if k == "ansible":
        lines = [hexs(80) for _ in range(rint(4, 7))] + [hexs(rint(20, 70))]
        return "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in lines), "Ansible Vault inline value"
    if k == "sealed":
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n"
                "    password: Ag%s" % (svc(), rs(B64, rint(280, 380)))), "SealedSecret encryptedData"
    if k == "kms":
        return "CiphertextBlob: AQICAHh%s" % b64(rbytes(rint(120, 180))), "AWS KMS ciphertext blob"
    if k == "age_armor":
        return "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(150, 220))), 64)), "age-armored encrypted file"
    if k == "jasypt":
        return "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(rint(32, 48))), "Jasypt ENC(...) property"
    if k == "rails_enc":
        return "# config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(rint(150, 220))), b64(rbytes(12)), b64(rbytes(16))), "Rails encrypted credentials file"
    return json.dumps({"id": "aws", "access_key": {"encrypted_data": b64(rbytes(48)) + "\n", "iv": b64(rbytes(12)) + "\n", "auth_tag": b64(rbytes(16)) + "\n",
                                                   "version": 3, "cipher": "aes-256-gcm"}}, indent=2), "Chef encrypted data bag"


def clean_encrypted(lang):
    snip, what = enc_sample()
    if lang == "en":
        mc = pick(["A reviewer flagged this file as leaking secrets, and I didn't know it is encrypted at rest in the repo.",
                   "I couldn't change the staging DB password because I didn't know the values are encrypted with a team key.",
                   "The deploy failed to decrypt the config; I didn't know which key the pipeline uses."])
        lesson = pick(["The encrypted file is safe to commit; only the decryption key (held by the CI role) is sensitive.",
                       "Edit with the tool (sops / ansible-vault edit / kubeseal) so the MAC stays valid; manual edits break decryption.",
                       "Decryption failures after a key rotation mean the file was not re-encrypted for the new recipient."])
        ask = pick(["Should I re-encrypt the file for the new CI key as part of this change?", "Who holds the decryption key for prod?", ""])
    else:
        mc = pick(["리뷰어가 이 파일을 시크릿 유출로 지적했는데, 저장소 안에서 암호화돼 있다는 걸 몰랐다.",
                   "값이 팀 키로 암호화돼 있다는 걸 몰라서 스테이징 DB 비밀번호를 못 바꿨다.",
                   "배포가 설정 복호화에 실패했는데 파이프라인이 어떤 키를 쓰는지 몰랐다."])
        lesson = pick(["암호화된 파일은 커밋해도 된다. 민감한 건 CI 역할이 가진 복호화 키뿐이다.",
                       "도구(sops / ansible-vault edit / kubeseal)로 편집해야 MAC이 유지된다. 손으로 고치면 복호화가 깨진다.",
                       "키 교체 후 복호화 실패는 새 수신자로 다시 암호화하지 않았다는 뜻이다."])
        ask = pick(["이번 변경에서 새 CI 키로 파일을 다시 암호화할까요?", "운영 복호화 키는 누가 갖고 있나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "encrypted blob: " + what, mc, lesson, ask)


# --- keys documented as PUBLIC ([publishable]) -------------------------------------
def publishable_sample():
    k = pick(["stripe_pk", "firebase", "recaptcha", "kakao_js", "toss_ck", "mapbox_pk", "supabase_anon", "algolia_search", "sentry_dsn",
              "posthog", "launchdarkly", "datadog_rum", "clerk", "maps_js", "amplitude", "mixpanel"])
    if k == "stripe_pk":
        v = "pk_live_" + ("51" + rs(ALNUM, 97) if chance(0.5) else rs(ALNUM, 24))
        return "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % v, "Stripe publishable key"
    if k == "firebase":
        proj = "%s-%s" % (pick(ORGS), rs(LALNUM, 5))
        return ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
                "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64URL, 35), proj, proj, proj, rs(DIGITS, 12), rs(DIGITS, 12), hexs(22))), "Firebase web config apiKey"
    if k == "recaptcha":
        return '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick(["c", "e", "d", "f"]), rs(B64URL, 37)), "reCAPTCHA site key"
    if k == "kakao_js":
        return "Kakao.init('%s'); // JavaScript 키" % hexs(32), "Kakao JavaScript key"
    if k == "toss_ck":
        return "const tossPayments = TossPayments(\"%s_ck_%s\");" % (pick(["live", "test"]), rs(ALNUM, 28)), "Toss Payments client key"
    if k == "mapbox_pk":
        return "mapboxgl.accessToken = '%s';" % mapbox_token("pk"), "Mapbox public token (pk.)"
    if k == "supabase_anon":
        ref = rs(LOWER, 20)
        if chance(0.5):
            key = jwt_make({"iss": "supabase", "ref": ref, "role": "anon", "iat": rint(1690000000, 1730000000), "exp": rint(2000000000, 2070000000)})
        else:
            key = "sb_publishable_" + rs(B64URL, 32)
        return "const supabase = createClient('https://%s.supabase.co', '%s')" % (ref, key), "Supabase anon/publishable key"
    if k == "algolia_search":
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UALNUM, 10), hexs(32)), "Algolia search-only key"
    if k == "sentry_dsn":
        return "Sentry.init({ dsn: \"https://%s@o%d.ingest.%ssentry.io/%d\" });" % (hexs(32), rint(100000, 4999999), pick(["", "us.", "de."]), rint(1000000, 4999999)), "Sentry DSN"
    if k == "posthog":
        return "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    if k == "launchdarkly":
        return "const ldClient = LDClient.initialize('%s', context);" % hexs(24), "LaunchDarkly client-side ID"
    if k == "datadog_rum":
        return "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: '%s-web'\n});" % (uuid4(), hexs(32), svc()), "Datadog RUM client token"
    if k == "clerk":
        dom = "clerk.%s.com$" % pick(ORGS)
        return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(dom.encode()).rstrip("="), "Clerk publishable key"
    if k == "maps_js":
        return '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64URL, 35), "Google Maps JavaScript API key (browser, referrer-restricted)"
    if k == "amplitude":
        return "amplitude.init('%s', { defaultTracking: true });" % hexs(32), "Amplitude API key (browser)"
    return "mixpanel.init('%s', { track_pageview: true });" % hexs(32), "Mixpanel project token"


def clean_publishable(lang):
    snip, what = publishable_sample()
    if lang == "en":
        mc = pick(["I wasn't sure whether the key in the frontend bundle was a leak; the security scanner flagged it.",
                   "I didn't know the web client needs this key at build time, so I removed it and the page broke.",
                   "The mobile web build failed because the public key was missing from the env file."])
        lesson = pick(["This is the vendor's public (client-side) key by design; it is restricted by domain/referrer and is meant to ship in the bundle.",
                       "Publishable keys belong in the frontend env; the matching secret key stays on the server only.",
                       "Mark this key as allowed in the scanner config instead of moving it to the secret store."])
        ask = pick(["Should I add the allowed domains for this key in the vendor dashboard too?", "Is there a separate public key for staging?", ""])
    else:
        mc = pick(["프론트 번들에 있는 키가 유출인지 확실하지 않았다. 보안 스캐너가 잡았다.",
                   "웹 클라이언트가 빌드 시 이 키가 필요하다는 걸 몰라서 지웠다가 페이지가 깨졌다.",
                   "env 파일에 공개 키가 빠져서 모바일 웹 빌드가 실패했다."])
        lesson = pick(["이건 공급사가 문서로 공개해도 된다고 한 클라이언트용 키다. 도메인/리퍼러로 제한되고 번들에 들어가는 게 정상이다.",
                       "공개(publishable) 키는 프론트 env에 두고, 짝이 되는 시크릿 키만 서버에 둔다.",
                       "시크릿 저장소로 옮기지 말고 스캐너 설정에서 이 키를 허용 목록에 넣을 것."])
        ask = pick(["공급사 대시보드에서 이 키의 허용 도메인도 추가할까요?", "스테이징용 공개 키가 따로 있나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "public client key: %s [publishable]" % what, mc, lesson, ask)


# --- notes that were already redacted ---------------------------------------------
def clean_redacted(lang):
    k = pick(["env", "header", "url", "yaml", "prose"])
    if k == "env":
        snip = "STRIPE_SECRET_KEY=[REDACTED]\nDATABASE_URL=postgres://app:[REDACTED]@%s:5432/%s\nLOG_LEVEL=debug" % (rds_host(), pick(DB_NAMES))
    elif k == "header":
        snip = "POST /v1/charges HTTP/1.1\nHost: api.stripe.com\nAuthorization: Bearer <redacted>\nIdempotency-Key: %s" % uuid4()
    elif k == "url":
        snip = "https://hooks.slack.com/services/T%s/B%s/<redacted>" % (rs(UALNUM, 9), rs(UALNUM, 9))
    elif k == "yaml":
        snip = "smtp:\n  host: smtp.%s.com\n  user: no-reply\n  password: \"***REMOVED***\"" % pick(ORGS)
    else:
        snip = ("The token (ghp_… , redacted before pasting) had only the repo scope." if lang == "en"
                else "토큰(ghp_… , 붙이기 전에 가림)은 repo 스코프만 있었다.")
    if lang == "en":
        mc = pick(["The user pasted their config with the secrets already removed, and I didn't know which values were missing.",
                   "I was debugging from a sanitized copy of the logs."])
        lesson = pick(["The redacted parts are the only sensitive values; the structure above is enough to reproduce.",
                       "Ask for the shape of the value (length, prefix), not the value itself, when debugging auth."])
        ask = pick(["Can you confirm the redacted key has write scope?", ""])
    else:
        mc = pick(["사용자가 시크릿을 지운 설정을 붙여 줘서 어떤 값이 빠졌는지 몰랐다.", "정리된(sanitized) 로그 사본으로 디버깅했다."])
        lesson = pick(["가려진 부분만 민감한 값이다. 재현에는 위 구조로 충분하다.", "인증 디버깅 때는 값 자체가 아니라 형태(길이, prefix)만 물어볼 것."])
        ask = pick(["가려진 키에 쓰기 권한이 있는지 확인해 주실 수 있나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "already redacted: " + k, mc, lesson, ask)


# --- commands and connection strings without any secret ---------------------------
def safe_cmd_sample():
    return pick([
        ("mysql -h %s -u %s -p %s" % (pick(HOSTS), pick(USERS_EN), pick(DB_NAMES)), "mysql -p prompt (no value)"),
        ("psql \"postgresql://%s@%s:5432/%s?sslmode=require\"" % (pick(USERS_EN), rds_host(), pick(DB_NAMES)), "postgres URL without password"),
        ("echo \"$REGISTRY_PASSWORD\" | docker login %s -u %s --password-stdin" % ("registry.%s.io" % pick(ORGS), pick(USERS_EN)), "docker login --password-stdin from env"),
        ("DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/%s" % (pick(USERS_EN), pick(HOSTS), pick(DB_NAMES)), "connection string with ${VAR}"),
        ("mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true" % rs(LALNUM, 5), "mongodb URI docs placeholder"),
        ("curl -u \"$NEXUS_USER:$NEXUS_TOKEN\" https://nexus.%s.internal/service/rest/v1/status" % pick(ORGS), "curl -u with env vars"),
        ("SSHPASS=\"$(pass show infra/legacy-box)\" sshpass -e ssh %s@%s" % (pick(USERS_EN), pick(HOSTS)), "sshpass -e with pass(1)"),
        ("git clone git@github.com:%s/%s.git" % (pick(ORGS), pick(REPOS)), "git clone over ssh"),
        ("redis-cli -h %s --askpass" % pick(HOSTS), "redis-cli --askpass"),
        ("PGPASSWORD=\"$(aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password)\" pg_dump -h %s -U %s %s > dump.sql" %
         (svc(), rds_host(), pick(USERS_EN), pick(DB_NAMES)), "PGPASSWORD from secrets manager"),
        ("jdbc:postgresql://%s:5432/%s?user=%s&password=${DB_PASSWORD}" % (pick(HOSTS), pick(DB_NAMES), pick(USERS_EN)), "JDBC with ${DB_PASSWORD}"),
        ("Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;" % (pick(ORGS), pick(DB_NAMES)), "SQL Server with managed identity"),
    ])


def clean_safecmd(lang):
    snip, what = safe_cmd_sample()
    if lang == "en":
        mc = pick(["I didn't know how the team runs this without putting the password on the command line.",
                   "The runbook command looked like it needed a password and I didn't know where it comes from."])
        lesson = pick(["The value comes from the environment or a prompt at run time; nothing sensitive is in the command itself.",
                       "Keep this form in scripts; it works in CI because the variable is injected by the runner."])
        ask = pick(["Is the variable already set on the bastion, or should I export it in the session?", ""])
    else:
        mc = pick(["팀이 비밀번호를 명령줄에 넣지 않고 이걸 어떻게 돌리는지 몰랐다.", "런북 명령이 비밀번호가 필요해 보였는데 어디서 오는지 몰랐다."])
        lesson = pick(["값은 실행 시점에 환경 변수나 프롬프트로 들어온다. 명령 자체에는 민감한 게 없다.",
                       "스크립트에는 이 형태를 유지할 것. CI에서는 러너가 변수를 주입해서 동작한다."])
        ask = pick(["배스천에 이 변수가 이미 설정돼 있나요, 세션에서 export 해야 하나요?", ""])
    mc, lesson = place_snip(lang, mc, lesson, snip)
    return mkc(lang, "command/connection without secret: " + what, mc, lesson, ask)


# --- plain engineering notes (no risky material) ----------------------------------
PLAIN_EN = [
    ("The nightly {svc} job ran at 09:00 instead of midnight, and I didn't know the cron runs in UTC.",
     "Cron schedules on the cluster are UTC; KST midnight is 15:00 the previous day. Write the schedule with a comment showing both.",
     "Should the report be generated at KST midnight or at UTC midnight?"),
    ("The integration test for {svc} failed about one run in {n}, only in CI.",
     "The test depended on dictionary ordering from an API response; sorting before the assertion fixed the flake.",
     "Is it OK to mark the remaining slow test as nightly-only?"),
    ("I didn't know the monorepo build cache is keyed on the lockfile hash, so my dependency bump rebuilt everything.",
     "Batch dependency bumps into one PR per week to avoid repeated cold builds.", ""),
    ("Pagination in the admin list skipped one item per page and I didn't know the API uses 1-based offsets.",
     "The backend expects page numbers starting at 1; the client sent 0-based indexes. Fixed in the client adapter.",
     "Should the API accept both for backward compatibility?"),
    ("The {svc} pods were OOM-killed during the month-end batch and I didn't know the memory limit had been lowered.",
     "Limits were cut to {n}00Mi in the cost review; the batch needs about twice that. Raise the limit only for the batch deployment.",
     "Can the batch run on a separate node pool?"),
    ("I didn't know which migration tool {svc} uses, so my schema change was never applied.",
     "Migrations live in db/migrations and run as an init container; a plain SQL file elsewhere is ignored.", ""),
    ("Currency amounts were off by a factor of 100 in the export.",
     "The payments table stores minor units (cents/won has none); KRW must not be divided by 100. Format with the currency's exponent.",
     "Which currencies besides KRW and JPY have zero decimal places in our system?"),
    ("The feature flag for the new checkout was on in staging but off in prod, and nobody told me flags are per-environment.",
     "Flags are configured separately per environment in the flag service; check both before a release.", ""),
    ("Retries on the partner API created duplicate shipments.",
     "The partner endpoint is not idempotent; retries must only happen on connection errors, never after a timeout on a POST.",
     "Should we ask the partner for an idempotency header?"),
    ("I assumed the {svc} logs were in CloudWatch, but they are shipped to the ELK stack only.",
     "Use the '{svc}-*' index pattern in Kibana; retention is {n} days.", ""),
    ("The Android build failed after the Gradle upgrade and I didn't know about the pinned AGP version.",
     "AGP is pinned in settings.gradle because of a plugin incompatibility; upgrade both together.",
     "Is it fine to bump AGP in the same PR?"),
    ("Date filters in the report excluded the last day of the month.",
     "The query used < end_date at midnight; use < end_date + 1 day, or compare on date instead of timestamp.", ""),
    ("Code review was blocked because I didn't follow the commit message convention.",
     "Commits must follow Conventional Commits with the ticket key in the footer; the release notes are generated from them.", ""),
    ("The search results were in the wrong order for Korean names.",
     "The collation on the column was C; switching the ORDER BY to use the ko-KR ICU collation fixed the sorting.",
     "Should the collation change be applied to the whole table?"),
    ("I didn't know the staging environment is shut down every night at 22:00 to save cost.",
     "Staging scales to zero from 22:00 to 08:00 KST; long-running tests must be scheduled inside working hours.", ""),
    ("Large CSV uploads timed out at exactly 60 seconds.",
     "The load balancer idle timeout is 60s; uploads must use multipart to object storage instead of going through the API.", ""),
    ("I didn't know {svc} has a read replica, and my heavy report query slowed down checkout.",
     "Analytics queries go to the replica endpoint; the primary is reserved for transactional traffic.", "Is replica lag of a few seconds acceptable for this report?"),
    ("The e2e suite failed on Mondays only.",
     "A fixture computed 'next business day' without the holiday calendar; use the shared calendar helper.", ""),
    ("The push notification texts were cut off on Android.",
     "Android truncates the title at about {n}0 characters on some launchers; keep titles short and put details in the body.", ""),
    ("I didn't know the API gateway rewrites paths, so my new route returned 404.",
     "Routes must be registered in the gateway config as well; the service sees the path without the /api/v2 prefix.", "Should new routes be added by me or by the platform team?"),
    ("The dashboard showed double counts after the backfill.",
     "The backfill inserted events that the streaming job had already written; dedupe on event_id before aggregating.", ""),
    ("I didn't know the team uses trunk-based development, so my long-lived branch conflicted badly.",
     "Merge small PRs behind feature flags daily; branches older than {n} days are closed by the bot.", ""),
    ("The Excel export broke Korean text.",
     "Excel expects UTF-8 with BOM for CSV; add the BOM or export as xlsx.", "Do customers open these files in Excel or Google Sheets?"),
    ("Load tests against {svc} hit the rate limiter before the service itself.",
     "Ask the platform team to raise the limit for the load-test client id; otherwise the numbers measure the limiter.", ""),
]
PLAIN_KO = [
    ("{svc} 야간 작업이 자정이 아니라 오전 9시에 돌았는데, cron이 UTC 기준이라는 걸 몰랐다.",
     "클러스터 cron은 UTC다. 한국 시간 자정은 전날 15:00이다. 스케줄 옆에 두 시간대를 주석으로 적을 것.",
     "리포트는 한국 시간 자정에 만들까요, UTC 자정에 만들까요?"),
    ("{svc} 통합 테스트가 CI에서만 {n}번에 한 번꼴로 실패했다.",
     "API 응답의 딕셔너리 순서에 의존하고 있었다. assert 전에 정렬하니 해결됐다.",
     "남은 느린 테스트는 nightly 전용으로 빼도 될까요?"),
    ("모노레포 빌드 캐시 키가 lockfile 해시라는 걸 몰라서, 의존성 하나 올렸더니 전체가 다시 빌드됐다.",
     "의존성 업데이트는 주 1회 PR 하나로 묶어서 콜드 빌드 반복을 줄인다.", ""),
    ("관리자 목록 페이지네이션에서 페이지마다 한 건씩 빠졌는데, API가 1부터 시작한다는 걸 몰랐다.",
     "백엔드는 페이지 번호를 1부터 받는데 클라이언트가 0부터 보냈다. 클라이언트 어댑터에서 수정.",
     "하위 호환을 위해 API가 둘 다 받게 할까요?"),
    ("월말 배치 때 {svc} 파드가 OOM으로 죽었는데, 메모리 limit이 줄어든 걸 몰랐다.",
     "비용 검토 때 limit이 {n}00Mi로 줄었다. 배치는 그 두 배쯤 필요하다. 배치 디플로이먼트만 올릴 것.",
     "배치를 별도 노드 풀에서 돌려도 될까요?"),
    ("{svc}가 어떤 마이그레이션 도구를 쓰는지 몰라서 스키마 변경이 적용되지 않았다.",
     "마이그레이션은 db/migrations 에 두고 init 컨테이너로 실행된다. 다른 위치의 SQL 파일은 무시된다.", ""),
    ("export 파일의 금액이 100배 어긋났다.",
     "결제 테이블은 최소 단위로 저장한다. 원화는 소수점이 없으니 100으로 나누면 안 된다. 통화별 자릿수로 포맷할 것.",
     "원화와 엔화 말고 소수점 없는 통화가 또 있나요?"),
    ("새 결제 화면 플래그가 스테이징에서는 켜져 있고 운영에서는 꺼져 있었는데, 플래그가 환경별이라는 걸 몰랐다.",
     "플래그 서비스에서 환경별로 따로 설정한다. 릴리스 전에 둘 다 확인할 것.", ""),
    ("파트너 API 재시도로 배송이 중복 생성됐다.",
     "파트너 엔드포인트는 멱등하지 않다. 재시도는 연결 오류일 때만 하고, POST 타임아웃 뒤에는 절대 하지 않는다.",
     "파트너사에 idempotency 헤더를 요청해 볼까요?"),
    ("{svc} 로그가 CloudWatch에 있는 줄 알았는데 ELK로만 보내고 있었다.",
     "Kibana에서 '{svc}-*' 인덱스 패턴을 쓴다. 보존 기간은 {n}일.", ""),
    ("Gradle 업그레이드 후 안드로이드 빌드가 깨졌는데, AGP 버전이 고정돼 있다는 걸 몰랐다.",
     "플러그인 호환성 때문에 settings.gradle 에 AGP가 고정돼 있다. 둘을 같이 올려야 한다.",
     "같은 PR에서 AGP도 올려도 되나요?"),
    ("리포트 날짜 필터에서 월 마지막 날이 빠졌다.",
     "쿼리가 end_date 자정 기준 < 비교였다. end_date + 1일 로 비교하거나 timestamp 대신 date로 비교할 것.", ""),
    ("커밋 메시지 규칙을 안 지켜서 코드 리뷰가 막혔다.",
     "커밋은 Conventional Commits 형식에 footer로 티켓 키를 넣어야 한다. 릴리스 노트가 여기서 생성된다.", ""),
    ("한글 이름 검색 결과 정렬이 이상했다.",
     "컬럼 collation이 C였다. ORDER BY에 ko-KR ICU collation을 쓰니 정렬이 맞았다.",
     "collation 변경을 테이블 전체에 적용할까요?"),
    ("스테이징 환경이 비용 절감 때문에 매일 밤 22시에 내려간다는 걸 몰랐다.",
     "스테이징은 한국 시간 22:00~08:00 동안 0으로 축소된다. 오래 걸리는 테스트는 업무 시간에 잡을 것.", ""),
    ("큰 CSV 업로드가 정확히 60초에서 타임아웃 났다.",
     "로드밸런서 idle timeout이 60초다. 업로드는 API를 거치지 말고 오브젝트 스토리지 멀티파트로 보내야 한다.", ""),
    ("{svc}에 읽기 복제본이 있다는 걸 몰라서 무거운 리포트 쿼리로 결제가 느려졌다.",
     "분석 쿼리는 복제본 엔드포인트로 보낸다. 프라이머리는 트랜잭션 트래픽 전용이다.", "이 리포트에 몇 초 정도의 복제 지연은 괜찮나요?"),
    ("e2e 테스트가 월요일에만 실패했다.",
     "픽스처가 공휴일 달력 없이 '다음 영업일'을 계산했다. 공용 달력 헬퍼를 쓸 것.", ""),
    ("안드로이드에서 푸시 알림 제목이 잘렸다.",
     "일부 런처는 제목을 {n}0자 정도에서 자른다. 제목은 짧게, 자세한 내용은 본문에.", ""),
    ("API 게이트웨이가 경로를 다시 쓴다는 걸 몰라서 새 라우트가 404를 냈다.",
     "라우트는 게이트웨이 설정에도 등록해야 한다. 서비스는 /api/v2 prefix가 빠진 경로를 받는다.", "새 라우트는 제가 추가하나요, 플랫폼팀이 하나요?"),
    ("백필 후 대시보드 수치가 두 배로 나왔다.",
     "스트리밍 잡이 이미 쓴 이벤트를 백필이 다시 넣었다. 집계 전에 event_id로 중복 제거할 것.", ""),
    ("팀이 트렁크 기반 개발을 한다는 걸 몰라서 오래 살린 브랜치가 크게 충돌했다.",
     "작은 PR을 기능 플래그 뒤에 매일 머지한다. {n}일 넘은 브랜치는 봇이 닫는다.", ""),
    ("엑셀 export에서 한글이 깨졌다.",
     "엑셀은 CSV를 BOM 있는 UTF-8로 기대한다. BOM을 붙이거나 xlsx로 내보낼 것.", "고객이 이 파일을 엑셀로 여나요, 구글 시트로 여나요?"),
    ("{svc} 부하 테스트가 서비스보다 레이트 리미터에 먼저 걸렸다.",
     "부하 테스트 클라이언트 ID의 한도를 플랫폼팀에 올려 달라고 할 것. 아니면 리미터를 측정하게 된다.", ""),
]


def clean_plain(lang):
    pool = PLAIN_EN if lang == "en" else PLAIN_KO
    i = R.randrange(len(pool))
    USED_TPL[("plain_" + lang, i)] = USED_TPL.get(("plain_" + lang, i), 0) + 1
    kw = {"svc": svc(), "n": rint(3, 9)}
    mc, lesson, ask = (x.format(**kw) for x in pool[i])
    if chance(0.3):
        ask = ""
    return mkc(lang, "plain engineering note", mc, lesson, ask)


# ==================================================================================
# validation (FORMAT.txt rules) and main
# ==================================================================================
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def covered_mask(text, secrets):
    cov = [False] * len(text)
    for s in secrets:
        start = text.find(s)
        while start != -1:
            for i in range(start, start + len(s)):
                cov[i] = True
            start = text.find(s, start + 1)
    return cov


def masked_variants(text, secrets):
    """(text with every secret occurrence replaced by NUL chars,
        text with every covered run replaced by the marker [REDACTED])"""
    cov = covered_mask(text, secrets)
    nul = "".join("\x00" if c else ch for ch, c in zip(text, cov))
    out, i = [], 0
    while i < len(text):
        if cov[i]:
            while i < len(text) and cov[i]:
                i += 1
            out.append("[REDACTED]")
        else:
            out.append(text[i])
            i += 1
    return nul, "".join(out)


def windows(s):
    return [s[i:i + 8] for i in range(len(s) - 7)]


def validate(n):
    f = n["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        return "field order"
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    for k, lim in MAX_BYTES.items():
        if len(f[k].encode("utf-8")) > lim:
            return "too long: " + k
        if "\x00" in f[k]:
            return "NUL in text"
    if n["kind"] == "clean":
        if n["secrets"]:
            return "clean note with secrets"
        return None
    secrets = n["secrets"]
    if not secrets:
        return "secret note without secrets"
    texts = list(f.values())
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in t for t in texts):
            return "secret not verbatim in fields"
    for t in texts:
        nul, red = masked_variants(t, secrets)
        for s in secrets:
            for w in windows(s):
                if w in nul or w in red:
                    return "window rule: %r outside the secret occurrences" % w
    # candidates that were meant as secrets but are not listed must not leak either
    for c in n.get("_candidates", []):
        if c in secrets or len(c) < 8:
            continue
        for t in texts:
            for w in windows(c):
                if w in t:
                    return "unlisted candidate secret partially present"
    return None


def _vendor_job(maker):
    return lambda l: note_vendor(l, maker())


SECRET_PLAN = [(_vendor_job(m), "vendor token", 1) for m in VENDORS] + [
    (lambda l: note_long(l), "long token", 14),
    (lambda l: note_password(l, "human"), "password human", 14),
    (lambda l: note_password(l, "passphrase"), "password passphrase", 10),
    (lambda l: note_password(l, "punct"), "password punctuation", 10),
    (lambda l: note_password(l, "kbd"), "password korean keyboard", 10),
    (lambda l: note_password(l, "hangul"), "password hangul", 8),
    (lambda l: note_cmd(l), "password in command", 40),
    (lambda l: note_conn(l), "connection string", 26),
    (lambda l: note_header(l, "basic"), "basic header", 10),
    (lambda l: note_header(l, "bearer"), "bearer header", 10),
    (lambda l: note_header(l, "apikey"), "api-key header", 8),
    (lambda l: note_cookie(l), "cookie", 8),
    (lambda l: note_signed_url(l), "signed url", 9),
    (lambda l: note_key(l), "private key", 13),
    (lambda l: note_totp(l), "totp", 7),
    (lambda l: note_recovery(l), "recovery codes", 7),
    (lambda l: note_pin(l), "pin", 6),
    (lambda l: note_wifi(l), "wifi", 8),
    (lambda l: note_webhook(l), "webhook", 12),
    (lambda l: note_split(l), "split fields", 8),
    (lambda l: note_ask_repeat(l), "repeated in ask", 7),
]
CLEAN_PLAN = [
    (clean_placeholder, "placeholder", 26),
    (clean_masked, "masked", 22),
    (clean_envref, "env-var reference", 22),
    (clean_smref, "secret-manager reference", 22),
    (clean_hashes, "hashes", 20),
    (clean_gitsha, "git sha", 16),
    (clean_reqid, "request ids", 18),
    (clean_pubkey, "public keys", 20),
    (clean_ids, "non-secret ids", 18),
    (clean_b64, "base64 non-secret", 14),
    (clean_longid, "long identifiers", 12),
    (clean_versions, "versions", 10),
    (clean_policy, "password policy", 16),
    (clean_flags, "flags in prose", 18),
    (clean_encrypted, "encrypted blobs", 16),
    (clean_publishable, "publishable", 24),
    (clean_redacted, "already redacted", 10),
    (clean_safecmd, "safe command/conn", 12),
    (clean_plain, "plain", 44),
]

STATS = {"regenerated": 0, "reasons": {}}


def plan_counts(plan):
    out = {}
    for _, name, cnt in plan:
        out[name] = out.get(name, 0) + cnt
    return out


def expand(plan):
    jobs = []
    for fn, name, cnt in plan:
        jobs += [(fn, name)] * cnt
    return jobs


def build_kind(kind, plan):
    jobs = expand(plan)
    assert len(jobs) == (N_SECRET if kind == "secret" else N_CLEAN), (kind, len(jobs))
    R.shuffle(jobs)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    _VMODE[0] = kind
    notes = []
    for (fn, name), lang in zip(jobs, langs):
        for attempt in range(500):
            n = fn(lang)
            why = validate(n)
            if why is None and (n["fields"]["missing_context"], n["fields"]["lesson"]) in SEEN_FIELDS:
                why = "duplicate note"
            if why is None:
                break
            STATS["regenerated"] += 1
            key = why.split(":")[0]
            STATS["reasons"][key] = STATS["reasons"].get(key, 0) + 1
        else:
            raise RuntimeError("could not generate a valid %s note for %s" % (kind, name))
        assert n["kind"] == kind and n["lang"] == lang
        SEEN_FIELDS[(n["fields"]["missing_context"], n["fields"]["lesson"])] = 1
        n["_plan"] = name
        notes.append(n)
    return notes


SEEN_FIELDS = {}


def main():
    secret_notes = build_kind("secret", SECRET_PLAN)
    clean_notes = build_kind("clean", CLEAN_PLAN)
    notes = secret_notes + clean_notes
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes):
        rec = {"id": "ff%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": list(n["secrets"])}
        assert validate(dict(rec, _candidates=n.get("_candidates", []))) is None
        lines.append(json.dumps(rec, ensure_ascii=False))
    # final checks of the whole set
    assert len(lines) == N_SECRET + N_CLEAN
    counts = {}
    for n in notes:
        counts[(n["kind"], n["lang"])] = counts.get((n["kind"], n["lang"]), 0) + 1
    assert counts == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                      ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, counts
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT_PATH, "wb") as fh:
        fh.write(data)
    # statistics for the README
    vendors = {}
    for n in secret_notes:
        for v in n.get("_vendors", []):
            vendors[v] = vendors.get(v, 0) + 1
    cats = {}
    for n in notes:
        cats[n["category"]] = 1
    stats = {
        "sha256": hashlib.sha256(data).hexdigest(),
        "counts": {"%s/%s" % k: v for k, v in sorted(counts.items())},
        "distinct_vendors_in_secret_notes": len(vendors),
        "vendor_names": sorted(vendors),
        "vendor_makers_defined": len(VENDORS),
        "prose_templates_used": len(USED_TPL),
        "prose_templates_defined": sum(len(v) for v in TPL.values()) + len(PLAIN_EN) + len(PLAIN_KO),
        "snippet_builders": {"vendor containers": len(ITEM_RENDERERS) + len(HTTP_RENDERERS) + 1, "commands": len(CMD_BUILDERS),
                             "connection strings": len(CONN_BUILDERS), "private keys": len(KEY_BUILDERS)},
        "distinct_categories": len(cats),
        "secret_plan": plan_counts(SECRET_PLAN),
        "clean_plan": plan_counts(CLEAN_PLAN),
        "secrets_listed": sum(len(n["secrets"]) for n in secret_notes),
        "multi_secret_notes": sum(1 for n in secret_notes if len(n["secrets"]) > 1),
        "secret_in_ask_next_time": sum(1 for n in secret_notes if any(s in n["fields"]["ask_next_time"] for s in n["secrets"])),
        "longest_secret": max(len(s) for n in secret_notes for s in n["secrets"]),
        "secrets_over_200_chars": sum(1 for n in secret_notes for s in n["secrets"] if len(s) > 200),
        "publishable_clean_notes": sum(1 for n in clean_notes if n["category"].endswith(" [publishable]")),
        "regenerated_candidates": STATS["regenerated"],
        "regeneration_reasons": STATS["reasons"],
    }
    sys.stdout.write(json.dumps(stats, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
