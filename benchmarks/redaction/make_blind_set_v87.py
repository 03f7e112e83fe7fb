#!/usr/bin/env python3
"""Generator for blind_set_v87.jsonl -- a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(87_2026_1127), drives every
choice.  No iteration over sets; all tables are lists/tuples or insertion-ordered dicts, so the
output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v87.py [output.jsonl]
"""
import base64
import binascii
import hashlib
import json
import string
import struct
import sys
import urllib.parse

import random
import re

SEED = 87_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216      # 60 %
N_KO_PER_KIND = 144      # 40 %
ID_PREFIX = "eq"

# ----------------------------------------------------------------------------------------------
# alphabets and primitive random helpers
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
ALNUM_LO = LO + DG
ALNUM_UP = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alphabet, n):
    """random string of length n over alphabet"""
    return "".join(R.choice(alphabet) for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64_of(b):
    return base64.b64encode(b).decode("ascii")


def b64url_of(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def rb64(nbytes, pad=True):
    s = b64_of(rbytes(nbytes))
    return s if pad else s.rstrip("=")


def uuid4():
    h = list(hexs(32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[0:8], h[8:12], h[12:16], h[16:20], h[20:32])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (DG + UP + LO)[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, body_len):
    """GitHub/npm style: random base62 body followed by a 6-char base62 CRC32 checksum"""
    body = rs(ALNUM, body_len)
    return prefix + body + base62(binascii.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jwt(payload_obj, header_obj=None, sig_bytes=32):
    header_obj = header_obj or {"alg": "HS256", "typ": "JWT"}
    h = b64url_of(json.dumps(header_obj, separators=(",", ":")).encode())
    p = b64url_of(json.dumps(payload_obj, separators=(",", ":")).encode())
    return h + "." + p + "." + b64url_of(rbytes(sig_bytes))


def pct(s):
    """percent-encode a userinfo component of a URL"""
    return urllib.parse.quote(s, safe="")


def blen(s):
    return len(s.encode("utf-8"))


# ----------------------------------------------------------------------------------------------
# Korean particles (josa) chosen by the final syllable
# ----------------------------------------------------------------------------------------------
def has_batchim(word):
    for ch in reversed(word):
        if "\uac00" <= ch <= "\ud7a3":
            return (ord(ch) - 0xAC00) % 28 != 0
        if ch.isdigit():
            return ch in "013678"
        if ch.isalpha():
            return ch.lower() in "lmnkpt"
    return False


def josa(word, pair):
    a, b = pair.split("/")          # a: after batchim, b: after vowel  (e.g. "을/를", "이/가")
    if pair == "으로/로":
        last = word[-1]
        if "\uac00" <= last <= "\ud7a3" and (ord(last) - 0xAC00) % 28 == 8:   # ㄹ batchim
            return word + "로"
    return word + (a if has_batchim(word) else b)


# ----------------------------------------------------------------------------------------------
# the window rule of FORMAT.txt
# ----------------------------------------------------------------------------------------------
def window_violation(fields, secrets):
    """Return None if the rule holds, else a description of the first violation."""
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in v for v in fields.values()):
            return "secret not verbatim in fields: %r" % s
    for name, text in fields.items():
        spans = []
        for s in secrets:
            start = 0
            while True:
                i = text.find(s, start)
                if i < 0:
                    break
                spans.append((i, i + len(s)))
                start = i + 1
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                start = 0
                while True:
                    i = text.find(w, start)
                    if i < 0:
                        break
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return "window %r of %r occurs outside secrets in %s" % (w, s, name)
                    start = i + 1
    return None


def field_sizes_ok(fields):
    return (0 < blen(fields["missing_context"]) <= 1024 and fields["missing_context"].strip()
            and 0 < blen(fields["lesson"]) <= 1024 and fields["lesson"].strip()
            and blen(fields["ask_next_time"]) <= 512)


# ----------------------------------------------------------------------------------------------
# vocabulary: people, services, hosts, files, tickets
# ----------------------------------------------------------------------------------------------
EN_PEOPLE = ["Maya", "Daniel", "Priya", "Tom", "Lena", "Carlos", "Aisha", "Ben", "Olga", "Marcus",
             "Sofia", "Kenji", "Hannah", "Ravi", "Chloe", "Igor", "Nadia", "Sam", "Yuki", "Pedro",
             "Fatima", "Jonas", "Emma", "Wei", "Lucas", "Zara", "Noah", "Ingrid", "Omar", "Grace"]
KO_PEOPLE = ["김민준", "이서연", "박지훈", "최유진", "정하늘", "강도윤", "조수아", "윤서준", "장예린",
             "임현우", "한지민", "오세훈", "서다은", "신우진", "권나연", "황민재", "안소희", "송태현",
             "류지아", "전상우", "홍길동", "문채원", "배준호", "노은비"]
KO_PEOPLE_ROMA = {"김민준": "minjun.kim", "이서연": "seoyeon.lee", "박지훈": "jihoon.park",
                  "최유진": "yujin.choi", "정하늘": "haneul.jung", "강도윤": "doyun.kang",
                  "조수아": "sua.cho", "윤서준": "seojun.yoon", "장예린": "yerin.jang",
                  "임현우": "hyunwoo.lim", "한지민": "jimin.han", "오세훈": "sehoon.oh",
                  "서다은": "daeun.seo", "신우진": "woojin.shin", "권나연": "nayeon.kwon",
                  "황민재": "minjae.hwang", "안소희": "sohee.ahn", "송태현": "taehyun.song",
                  "류지아": "jia.ryu", "전상우": "sangwoo.jeon", "홍길동": "gildong.hong",
                  "문채원": "chaewon.moon", "배준호": "junho.bae", "노은비": "eunbi.noh"}
SERVICES = ["billing-api", "order-worker", "auth-gateway", "payments-svc", "notifier", "search-indexer",
            "report-batch", "admin-web", "checkout", "media-uploader", "settlement-job", "crm-sync",
            "ledger", "inventory-api", "mobile-bff", "etl-nightly", "chatbot", "partner-portal",
            "metrics-agent", "shipping-api", "coupon-service", "kyc-checker", "data-export", "sso-bridge"]
ENVS_EN = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "사전운영"]
TICKET_PFX = ["OPS", "INC", "PLAT", "BE", "DATA", "SEC", "INFRA", "PAY", "APP"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "eu-west-1",
           "ap-southeast-1"]
DOMAINS = ["example.com", "acme-corp.io", "internal.acme.kr", "corp.example.net", "shop.example.co.kr",
           "svc.cluster.local", "dev.example.jp"]
DB_NAMES = ["orders", "billing", "app", "analytics", "crm", "inventory", "users", "ledger", "wms",
            "cms"]
DB_USERS = ["app", "app_rw", "svc_billing", "readonly", "etl_user", "admin", "root", "postgres",
            "sa", "reporter", "deploy", "batch"]


def person(lang):
    return pick(EN_PEOPLE) if lang == "en" else pick(KO_PEOPLE)


def username(lang=None):
    style = R.randrange(5)
    if style == 0:
        return pick(KO_PEOPLE_ROMA_LIST)
    if style == 1:
        return pick(EN_PEOPLE).lower() + pick(["", ".", "_"]) + pick(["k", "lee", "park", "s", "m"])
    if style == 2:
        return pick(DB_USERS)
    if style == 3:
        return pick(["svc-", "bot-", "ci-", "deploy-"]) + pick(SERVICES).split("-")[0]
    return pick(EN_PEOPLE).lower() + digits(2)


KO_PEOPLE_ROMA_LIST = [KO_PEOPLE_ROMA[k] for k in KO_PEOPLE]


def ticket():
    return "%s-%d" % (pick(TICKET_PFX), R.randrange(100, 9999))


def env_pair():
    i = R.randrange(len(ENVS_EN))
    return {"env_en": ENVS_EN[i], "env_ko": ENVS_KO[i]}


def hostname():
    k = R.randrange(7)
    if k == 0:
        return "%s-%s-%02d.%s" % (pick(["db", "pg", "mysql", "redis", "mq", "es"]),
                                  pick(["prod", "stg", "dev"]), R.randrange(1, 20), pick(DOMAINS))
    if k == 1:
        return "%s.cluster-%s.%s.rds.amazonaws.com" % (pick(DB_NAMES) + "-db", rs(ALNUM_LO, 12),
                                                        pick(REGIONS))
    if k == 2:
        return "10.%d.%d.%d" % (R.randrange(0, 255), R.randrange(0, 255), R.randrange(2, 254))
    if k == 3:
        return "%s.%s" % (pick(SERVICES), pick(DOMAINS))
    if k == 4:
        return "%s-%s.%s.svc.cluster.local" % (pick(["postgres", "mysql", "redis", "rabbitmq", "kafka"]),
                                               pick(["primary", "0", "ha", "main"]),
                                               pick(["data", "infra", "default", "platform"]))
    if k == 5:
        return "192.168.%d.%d" % (R.randrange(0, 10), R.randrange(2, 254))
    return "%s-%s.%s" % (pick(["nas", "gw", "bastion", "jump", "ci", "build"]), digits(2), pick(DOMAINS))


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(24),
                                                     R.randrange(60), R.randrange(60), R.randrange(1000))


def short_ts():
    return "%02d:%02d:%02d" % (R.randrange(24), R.randrange(60), R.randrange(60))


def date8():
    return "2025%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29))


# ----------------------------------------------------------------------------------------------
# passwords of people and services
# ----------------------------------------------------------------------------------------------
EN_WORDS = ["orange", "falcon", "river", "winter", "copper", "maple", "rocket", "silver", "garden",
            "thunder", "pepper", "harbor", "velvet", "tiger", "coffee", "pixel", "summer", "autumn",
            "marble", "lantern", "meadow", "cactus", "dragon", "sunset", "walnut", "cobalt", "violet",
            "banjo", "glacier", "monkey", "panda", "shadow", "canyon", "saturn", "jasmine", "pumpkin",
            "anchor", "blossom", "crimson", "dolphin", "ember", "forest", "ginger", "horizon", "island",
            "jungle", "kettle", "lemon", "mango", "nebula", "oyster", "parrot", "quartz", "raven",
            "spruce", "tulip", "umbrella", "voyage", "willow", "zephyr", "biscuit", "comet", "donut",
            "eagle", "fiddle", "gravel", "hazel", "igloo", "juniper", "koala", "lobster", "mosaic",
            "noodle", "olive", "pebble", "quill", "rhubarb", "salmon", "truffle", "urchin", "vortex"]
KO_WORDS = ["사랑해", "우리집", "행복", "고양이", "강아지", "하늘", "바다", "서울", "부산", "토끼",
            "사과", "봄날", "별빛", "달빛", "꽃길", "무지개", "초코", "여름", "겨울", "가을", "포도",
            "바나나", "호랑이", "다람쥐", "햇살", "구름", "우주", "제주도", "김치", "떡볶이", "보물",
            "비밀", "친구", "가족", "엄마", "아빠", "코끼리", "딸기", "수박", "산책"]
KO_PLACES_ROMA = ["seoul", "busan", "jeju", "daegu", "incheon", "pangyo", "gangnam", "suwon"]
SYMS = "!@#$%^*?~-_+=."
SYMS_HEAVY = "!@#$%^&*()-_=+[]{};:,.<>?/~|"

CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
             "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
             "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """what a Hangul word looks like when typed with the keyboard left in English mode"""
    out = []
    for ch in word:
        if "\uac00" <= ch <= "\ud7a3":
            c = ord(ch) - 0xAC00
            out.append(CHO_KEYS[c // 588] + JUNG_KEYS[(c % 588) // 28] + JONG_KEYS[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    k = R.randrange(6)
    w = pick(EN_WORDS)
    if k == 0:
        return w.capitalize() + str(R.randrange(1985, 2026)) + pick("!@#$?*")
    if k == 1:
        return pick(EN_WORDS).capitalize() + pick(SYMS) + w + digits(R.randrange(2, 5), False)
    if k == 2:
        return pick(KO_PLACES_ROMA).capitalize() + pick(["#", "@", "!", "_"]) + digits(4, False) + pick(["", "!", "!!"])
    if k == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet.capitalize() + digits(R.randrange(2, 4), False) + pick(["", "!", "#"])
    if k == 4:
        return pick(EN_PEOPLE) + pick(["", ".", "_"]) + digits(R.randrange(4, 7), False) + pick("!#*")
    return w + pick(EN_WORDS).capitalize() + pick(SYMS) + digits(2, False)


def pw_passphrase():
    n = R.randrange(3, 6)
    sep = pick(["-", " ", ".", "_", "", "+"])
    words = R.sample(EN_WORDS, n)
    if sep == "":
        words = [x.capitalize() for x in words]
    s = sep.join(words)
    if chance(0.5):
        s += sep + digits(R.randrange(1, 4), False)
    return s


def pw_punct(n=None, avoid=""):
    n = n or R.randrange(12, 25)
    alpha = "".join(c for c in ALNUM + SYMS_HEAVY if c not in avoid)
    while True:
        s = rs(alpha, n)
        if (any(c in SYMS_HEAVY for c in s) and any(c.isdigit() for c in s)
                and any(c.isupper() for c in s) and any(c.islower() for c in s)):
            return s


def pw_random(n=None):
    """generated by a password manager / openssl: letters and digits only"""
    return rs(ALNUM, n or R.randrange(16, 33))


def pw_korean_keyboard():
    word = "".join(pick(KO_WORDS) for _ in range(R.randrange(1, 3)))
    s = dubeolsik(word)
    tail = pick(["", "!", "!!", "@", "#", "^^", "*"])
    num = digits(R.randrange(2, 5), False) if chance(0.8) else ""
    s = (s + num + tail) if chance(0.7) else (num + s + tail)
    if chance(0.3):
        s = s[0].upper() + s[1:]
    while len(s) < 8:
        s += digits(1, False)
    return s


def pw_hangul():
    k = R.randrange(4)
    if k == 0:
        s = pick(KO_WORDS) + pick(KO_WORDS) + digits(R.randrange(2, 5), False) + pick(["!", "", "@", "^^"])
    elif k == 1:
        s = pick(KO_WORDS) + pick(SYMS) + digits(4, False) + pick(KO_WORDS)
    elif k == 2:
        s = pick(EN_WORDS).capitalize() + pick(KO_WORDS) + digits(2, False) + pick("!#*")
    else:
        s = "우리" + pick(KO_WORDS) + "는" + pick(KO_WORDS) + digits(2, False)
    while len(s) < 8:
        s += digits(1, False)
    return s


PW_KINDS = [("human-style password", "사람이 만든 비밀번호", pw_human),
            ("passphrase", "패스프레이즈", pw_passphrase),
            ("punctuation-heavy password", "특수문자 많은 비밀번호", pw_punct),
            ("generated password", "생성된 비밀번호", pw_random),
            ("Korean-keyboard password", "한영키 안 바꾸고 친 비밀번호", pw_korean_keyboard),
            ("Hangul password", "한글 비밀번호", pw_hangul)]


def any_password(avoid=""):
    """returns (style_en, style_ko, password) with none of the characters in `avoid`"""
    while True:
        en, ko, fn = pick(PW_KINDS)
        p = fn() if fn is not pw_punct else pw_punct(avoid=avoid)
        if len(p) >= 8 and not any(c in p for c in avoid):
            return en, ko, p


# ----------------------------------------------------------------------------------------------
# provider tokens: documented shapes (prefix, alphabet, length), random bodies
# Each generator returns a list of parts (config_key, value, listed).  listed=False marks
# identifiers that are not credentials (app ids, client ids, account SIDs).
# ----------------------------------------------------------------------------------------------
VENDORS = []


def V(name, region, what_en, what_ko, gen, auth=None, url=None):
    VENDORS.append({"name": name, "region": region, "what_en": what_en, "what_ko": what_ko,
                    "gen": gen, "auth": auth, "url": url})


def one(key, value):
    return [(key, value, True)]


BEARER = ("header", "Authorization", "Bearer {}")

# --- global --------------------------------------------------------------------------------------
V("AWS", "global", "AWS access key pair", "AWS 액세스 키",
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "/+", 40), True)], ("sdk",), "https://sts.amazonaws.com")
V("AWS STS", "global", "AWS temporary credentials", "AWS 임시 자격 증명",
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "/+", 40), True),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, R.randrange(380, 560)), True)],
  ("sdk",), "https://sts.amazonaws.com")
V("GitHub", "global", "GitHub classic personal access token", "GitHub classic PAT",
  lambda: one("GITHUB_TOKEN", crc_token("ghp_", 30)), ("header", "Authorization", "token {}"),
  "https://api.github.com/repos/acme/infra/actions/runs")
V("GitHub", "global", "GitHub fine-grained token", "GitHub fine-grained 토큰",
  lambda: one("GH_TOKEN", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)), BEARER,
  "https://api.github.com/user/repos")
V("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰",
  lambda: one("GITHUB_APP_TOKEN", crc_token("ghs_", 30)), BEARER, "https://api.github.com/installation/repositories")
V("GitHub", "global", "GitHub OAuth token", "GitHub OAuth 토큰",
  lambda: one("GITHUB_OAUTH_TOKEN", crc_token("gho_", 30)), BEARER, "https://api.github.com/user")
V("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
  lambda: one("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20)), ("header", "PRIVATE-TOKEN", "{}"),
  "https://gitlab.example.com/api/v4/projects")
V("GitLab", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
  lambda: one("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20)), None, None)
V("GitLab", "global", "GitLab deploy token", "GitLab 배포 토큰",
  lambda: [("CI_DEPLOY_USER", "gitlab+deploy-token-" + digits(6), False),
           ("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64URL, 20), True)], None, None)
V("Slack", "global", "Slack bot token", "Slack 봇 토큰",
  lambda: one("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(11), digits(13), rs(ALNUM, 24))), BEARER,
  "https://slack.com/api/chat.postMessage")
V("Slack", "global", "Slack user token", "Slack 사용자 토큰",
  lambda: one("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13), hexs(32))),
  BEARER, "https://slack.com/api/conversations.history")
V("Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
  lambda: one("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ALNUM_UP, 10), digits(13), hexs(64))), BEARER,
  "https://slack.com/api/apps.connections.open")
V("Stripe", "global", "Stripe live secret key", "Stripe 라이브 시크릿 키",
  lambda: one("STRIPE_SECRET_KEY", pick(["sk_live_51" + rs(ALNUM, 97), "sk_live_" + rs(ALNUM, 24)])),
  BEARER, "https://api.stripe.com/v1/charges")
V("Stripe", "global", "Stripe restricted key", "Stripe 제한 키",
  lambda: one("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97)), BEARER, "https://api.stripe.com/v1/refunds")
V("Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
  lambda: one("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32)), None, None)
V("OpenAI", "global", "OpenAI project API key", "OpenAI 프로젝트 API 키",
  lambda: one("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)), BEARER,
  "https://api.openai.com/v1/chat/completions")
V("OpenAI", "global", "OpenAI API key (legacy format)", "OpenAI API 키(구 형식)",
  lambda: one("OPENAI_API_KEY", "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)), BEARER,
  "https://api.openai.com/v1/embeddings")
V("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
  lambda: one("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA"), ("header", "x-api-key", "{}"),
  "https://api.anthropic.com/v1/messages")
V("Google Cloud", "global", "Google API key", "Google API 키",
  lambda: one("GOOGLE_API_KEY", "AIzaSy" + rs(B64URL, 33)), ("query", "key"),
  "https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent")
V("Google Cloud", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
  lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ALNUM_LO, 32) + ".apps.googleusercontent.com", False),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)], None, None)
V("Google Cloud", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰",
  lambda: one("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64URL, 97)), None, None)
V("Google Cloud", "global", "Google OAuth access token", "Google 액세스 토큰",
  lambda: one("GCP_ACCESS_TOKEN", "ya29.a0" + rs(B64URL, R.randrange(160, 230))), BEARER,
  "https://storage.googleapis.com/storage/v1/b")
V("Firebase", "global", "FCM legacy server key", "FCM 레거시 서버 키",
  lambda: one("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)),
  ("header", "Authorization", "key={}"), "https://fcm.googleapis.com/fcm/send")
V("Azure", "global", "Azure AD client secret", "Azure AD 클라이언트 시크릿",
  lambda: [("AZURE_CLIENT_ID", uuid4(), False),
           ("AZURE_CLIENT_SECRET", rs(ALNUM + "_~.-", 3) + pick(DG) + "Q~" + rs(ALNUM + "_~.-", 34), True)],
  None, None)
V("Azure", "global", "Azure DevOps PAT", "Azure DevOps PAT",
  lambda: one("AZURE_DEVOPS_PAT", rs(LO + "234567", 52)), None, None)
V("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)], None, None)
V("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
  lambda: one("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)), BEARER,
  "https://api.sendgrid.com/v3/mail/send")
V("Mailgun", "global", "Mailgun API key", "Mailgun API 키",
  lambda: one("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)])), None, None)
V("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
  lambda: one("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(R.randrange(1, 21))), None, None)
V("npm", "global", "npm automation token", "npm 자동화 토큰",
  lambda: one("NPM_TOKEN", crc_token("npm_", 30)), None, None)
V("PyPI", "global", "PyPI API token", "PyPI API 토큰",
  lambda: one("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randrange(150, 200))), None, None)
V("RubyGems", "global", "RubyGems API key", "RubyGems API 키",
  lambda: one("GEM_HOST_API_KEY", "rubygems_" + hexs(48)), None, None)
V("NuGet", "global", "NuGet API key", "NuGet API 키",
  lambda: one("NUGET_API_KEY", "oy2" + rs(ALNUM_LO, 43)), None, None)
V("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
  lambda: [("DOCKERHUB_USERNAME", username(), False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)],
  None, None)
V("HashiCorp Vault", "global", "Vault token", "Vault 토큰",
  lambda: one("VAULT_TOKEN", pick(["hvs." + rs(B64URL, 24), "hvs.CAESI" + rs(B64URL, 86)])),
  ("header", "X-Vault-Token", "{}"), "https://vault.internal:8200/v1/secret/data/app")
V("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰",
  lambda: one("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)), BEARER,
  "https://app.terraform.io/api/v2/organizations")
V("DigitalOcean", "global", "DigitalOcean personal access token", "DigitalOcean 액세스 토큰",
  lambda: one("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64)), BEARER, "https://api.digitalocean.com/v2/droplets")
V("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
  lambda: one("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32)), ("header", "X-Shopify-Access-Token", "{}"),
  "https://acme-store.myshopify.com/admin/api/2024-07/orders.json")
V("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
  lambda: one("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)), None, None)
V("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호",
  lambda: one("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32) + rs(HEXU, 8)), None, None)
V("Databricks", "global", "Databricks personal access token", "Databricks PAT",
  lambda: one("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"])), BEARER,
  "https://adb-%s.azuredatabricks.net/api/2.0/clusters/list" % digits(16))
V("Hugging Face", "global", "Hugging Face access token", "Hugging Face 토큰",
  lambda: one("HF_TOKEN", "hf_" + rs(UP + LO, 34)), BEARER, "https://huggingface.co/api/whoami-v2")
V("Replicate", "global", "Replicate API token", "Replicate API 토큰",
  lambda: one("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37)), BEARER, "https://api.replicate.com/v1/predictions")
V("Groq", "global", "Groq API key", "Groq API 키",
  lambda: one("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52)), BEARER, "https://api.groq.com/openai/v1/chat/completions")
V("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
  lambda: one("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48)), BEARER, "https://api.perplexity.ai/chat/completions")
V("xAI", "global", "xAI API key", "xAI API 키",
  lambda: one("XAI_API_KEY", "xai-" + rs(ALNUM, 80)), BEARER, "https://api.x.ai/v1/chat/completions")
V("Discord", "global", "Discord bot token", "Discord 봇 토큰",
  lambda: one("DISCORD_BOT_TOKEN", b64_of(digits(R.choice([18, 19])).encode()).rstrip("=") + "." +
              rs(B64URL, 6) + "." + rs(B64URL, 38)), ("header", "Authorization", "Bot {}"),
  "https://discord.com/api/v10/channels/%s/messages" % digits(19))
V("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰",
  lambda: one("TELEGRAM_BOT_TOKEN", str(R.randrange(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(B64URL, 33)), None, None)
V("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
  lambda: one("CLOUDFLARE_API_TOKEN", rs(B64URL, 40)), BEARER,
  "https://api.cloudflare.com/client/v4/zones/%s/dns_records" % hexs(32))
V("Cloudflare", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
  lambda: [("CF_API_EMAIL", username() + "@" + pick(DOMAINS), False), ("CF_API_KEY", hexs(37), True)],
  ("header", "X-Auth-Key", "{}"), "https://api.cloudflare.com/client/v4/zones")
V("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키",
  lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)], None, None)
V("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
  lambda: one("NEW_RELIC_API_KEY", "NRAK-" + rs(ALNUM_UP, 27)), ("header", "API-Key", "{}"),
  "https://api.newrelic.com/graphql")
V("New Relic", "global", "New Relic license key", "New Relic 라이선스 키",
  lambda: one("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL"), None, None)
V("Sentry", "global", "Sentry auth token", "Sentry 인증 토큰",
  lambda: one("SENTRY_AUTH_TOKEN", pick(["sntryu_" + hexs(64),
                                         "sntrys_" + b64_of(json.dumps(
                                             {"iat": R.randrange(1700000000, 1760000000), "url": "https://sentry.io",
                                              "region_url": "https://de.sentry.io", "org": pick(SERVICES)},
                                             separators=(",", ":")).encode()) + "_" + rs(B64URL, 43)])),
  BEARER, "https://sentry.io/api/0/organizations/")
V("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
  lambda: one("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)), BEARER,
  "https://grafana.internal/api/dashboards/db")
V("Grafana Cloud", "global", "Grafana Cloud access policy token", "Grafana Cloud 토큰",
  lambda: one("GRAFANA_CLOUD_TOKEN", "glc_" + b64_of(json.dumps(
      {"o": digits(6), "n": "stack-" + digits(6) + "-hm-read", "k": rs(ALNUM, 24),
       "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-central-0"])}},
      separators=(",", ":")).encode())), None, None)
V("Postman", "global", "Postman API key", "Postman API 키",
  lambda: one("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34)), ("header", "X-Api-Key", "{}"),
  "https://api.getpostman.com/collections")
V("Linear", "global", "Linear API key", "Linear API 키",
  lambda: one("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40)), ("header", "Authorization", "{}"),
  "https://api.linear.app/graphql")
V("Notion", "global", "Notion integration token", "Notion 통합 토큰",
  lambda: one("NOTION_TOKEN", pick(["secret_" + rs(ALNUM, 43), "ntn_" + rs(ALNUM, 46)])), BEARER,
  "https://api.notion.com/v1/databases/%s/query" % hexs(32))
V("Airtable", "global", "Airtable personal access token", "Airtable PAT",
  lambda: one("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + hexs(64)), BEARER,
  "https://api.airtable.com/v0/app%s/Tasks" % rs(ALNUM, 14))
V("Figma", "global", "Figma personal access token", "Figma 토큰",
  lambda: one("FIGMA_TOKEN", "figd_" + rs(B64URL, 40)), ("header", "X-Figma-Token", "{}"),
  "https://api.figma.com/v1/files/%s" % rs(ALNUM, 22))
V("Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
  lambda: one("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                                                "iat": R.randrange(1690000000, 1740000000),
                                                "exp": R.randrange(2000000000, 2060000000)})),
  ("header", "apikey", "{}"), "https://%s.supabase.co/rest/v1/orders" % rs(LO, 20))
V("Supabase", "global", "Supabase access token", "Supabase 액세스 토큰",
  lambda: one("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40)), BEARER, "https://api.supabase.com/v1/projects")
V("PlanetScale", "global", "PlanetScale service token", "PlanetScale 서비스 토큰",
  lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ALNUM_LO, 12), False),
           ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64URL, 43), True)], None, None)
V("PlanetScale", "global", "PlanetScale database password", "PlanetScale DB 비밀번호",
  lambda: one("DATABASE_PASSWORD", "pscale_pw_" + rs(B64URL, 43)), None, None)
V("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
  lambda: one("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40)), None, None)
V("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
  lambda: one("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40)), None, None)
V("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰",
  lambda: one("BUILDKITE_API_TOKEN", "bkua_" + hexs(40)), BEARER, "https://api.buildkite.com/v2/builds")
V("CircleCI", "global", "CircleCI personal API token", "CircleCI API 토큰",
  lambda: one("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)), ("header", "Circle-Token", "{}"),
  "https://circleci.com/api/v2/me")
V("Okta", "global", "Okta API token", "Okta API 토큰",
  lambda: one("OKTA_API_TOKEN", "00" + rs(B64URL, 40)), ("header", "Authorization", "SSWS {}"),
  "https://acme.okta.com/api/v1/users")
V("JFrog", "global", "JFrog Artifactory reference token", "JFrog 참조 토큰",
  lambda: one("ARTIFACTORY_TOKEN", b64_of(b"reftkn:01:" + str(R.randrange(1760000000, 2000000000)).encode()
                                           + b":" + rbytes(27))), BEARER,
  "https://acme.jfrog.io/artifactory/api/repositories")
V("Dynatrace", "global", "Dynatrace API token", "Dynatrace API 토큰",
  lambda: one("DT_API_TOKEN", "dt0c01." + rs(ALNUM_UP, 24) + "." + rs(ALNUM_UP, 64)),
  ("header", "Authorization", "Api-Token {}"), "https://abc12345.live.dynatrace.com/api/v2/metrics")
V("Square", "global", "Square production access token", "Square 액세스 토큰",
  lambda: one("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60)), BEARER, "https://connect.squareup.com/v2/payments")
V("Braintree", "global", "Braintree access token", "Braintree 액세스 토큰",
  lambda: one("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(ALNUM_LO, 16) + "$" + hexs(32)), None, None)
V("Shippo", "global", "Shippo live API token", "Shippo 라이브 토큰",
  lambda: one("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40)), ("header", "Authorization", "ShippoToken {}"),
  "https://api.goshippo.com/shipments/")
V("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰",
  lambda: one("MAPBOX_SECRET_TOKEN", "sk." + b64url_of(json.dumps({"u": username(), "a": "cl" + rs(ALNUM_LO, 23)},
                                                                   separators=(",", ":")).encode()) + "." + rs(B64URL, 22)),
  None, None)
V("age", "global", "age secret key", "age 비밀 키",
  lambda: one("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)), None, None)
V("Tailscale", "global", "Tailscale auth key", "Tailscale 인증 키",
  lambda: one("TS_AUTHKEY", "tskey-auth-" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)), None, None)
V("1Password", "global", "1Password service account token", "1Password 서비스 계정 토큰",
  lambda: one("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64URL, R.randrange(520, 640))), None, None)
V("Fly.io", "global", "Fly.io deploy token", "Fly.io 배포 토큰",
  lambda: one("FLY_API_TOKEN", "FlyV1 fm2_lJPECAAAAAAAA" + rs(B64, 180) + ",fm2_lJPE" + rs(B64, 200)), None, None)
V("Render", "global", "Render API key", "Render API 키",
  lambda: one("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32)), BEARER, "https://api.render.com/v1/services")
V("HubSpot", "global", "HubSpot private app token", "HubSpot 프라이빗 앱 토큰",
  lambda: one("HUBSPOT_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()), BEARER,
  "https://api.hubapi.com/crm/v3/objects/contacts")
V("Asana", "global", "Asana personal access token", "Asana PAT",
  lambda: one("ASANA_TOKEN", "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32)), BEARER,
  "https://app.asana.com/api/1.0/tasks")
V("Zendesk", "global", "Zendesk API token", "Zendesk API 토큰",
  lambda: one("ZENDESK_API_TOKEN", rs(ALNUM, 40)), None, None)
V("Algolia", "global", "Algolia admin API key", "Algolia 관리자 API 키",
  lambda: [("ALGOLIA_APP_ID", rs(ALNUM_UP, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)], None, None)
V("Plaid", "global", "Plaid secret", "Plaid 시크릿",
  lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)], None, None)
V("Cloudinary", "global", "Cloudinary API key and secret", "Cloudinary API 키/시크릿",
  lambda: [("CLOUDINARY_API_KEY", digits(15), True), ("CLOUDINARY_API_SECRET", rs(B64URL, 27), True)], None, None)
V("Paystack", "global", "Paystack live secret key", "Paystack 라이브 시크릿 키",
  lambda: one("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40)), BEARER, "https://api.paystack.co/transaction/initialize")
V("Razorpay", "global", "Razorpay key id and secret", "Razorpay 키/시크릿",
  lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), True), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)],
  None, None)
V("Flutterwave", "global", "Flutterwave secret key", "Flutterwave 시크릿 키",
  lambda: one("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X"), BEARER, "https://api.flutterwave.com/v3/payments")
V("SonarQube", "global", "SonarQube token", "SonarQube 토큰",
  lambda: one("SONAR_TOKEN", pick(["sqp_", "squ_", "sqa_"]) + hexs(40)), None, None)
V("Twitch", "global", "Twitch client secret", "Twitch 클라이언트 시크릿",
  lambda: [("TWITCH_CLIENT_ID", rs(ALNUM_LO, 30), False), ("TWITCH_CLIENT_SECRET", rs(ALNUM_LO, 30), True)],
  None, None)

# --- Korea ---------------------------------------------------------------------------------------
V("Kakao", "KR", "Kakao REST API key", "카카오 REST API 키",
  lambda: one("KAKAO_REST_API_KEY", hexs(32)), ("header", "Authorization", "KakaoAK {}"),
  "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD")
V("Kakao", "KR", "Kakao Admin key", "카카오 어드민 키",
  lambda: one("KAKAO_ADMIN_KEY", hexs(32)), ("header", "Authorization", "KakaoAK {}"),
  "https://kapi.kakao.com/v1/user/ids")
V("Naver Developers", "KR", "Naver Open API client secret", "네이버 오픈API Client Secret",
  lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)],
  ("header", "X-Naver-Client-Secret", "{}"), "https://openapi.naver.com/v1/search/blog.json?query=pangyo")
V("Naver Cloud Platform", "KR", "NCP API access key pair", "NCP API 인증키",
  lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], None, None)
V("Toss Payments", "KR", "Toss Payments live secret key", "토스페이먼츠 라이브 시크릿 키",
  lambda: one("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(ALNUM, 28)), ("basic_colon",),
  "https://api.tosspayments.com/v1/payments/confirm")
V("PortOne", "KR", "PortOne V2 API secret", "포트원 V2 API Secret",
  lambda: one("PORTONE_API_SECRET", rs(ALNUM, 80)), ("header", "Authorization", "PortOne {}"),
  "https://api.portone.io/payments/%s" % ("order_" + digits(10)))
V("Solapi", "KR", "Solapi (CoolSMS) API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿",
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(ALNUM_UP, 13), True), ("SOLAPI_API_SECRET", rs(ALNUM_UP, 32), True)],
  None, None)
V("data.go.kr", "KR", "data.go.kr service key", "공공데이터포털 서비스키",
  lambda: one("DATA_GO_KR_SERVICE_KEY", pct(rb64(64))), ("query", "serviceKey"),
  "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst")
V("Coupang", "KR", "Coupang Open API access and secret key", "쿠팡 오픈API 액세스/시크릿 키",
  lambda: [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hexs(40), True)], None, None)
V("NHN Cloud", "KR", "NHN Cloud user access key", "NHN Cloud User Access Key",
  lambda: [("NHN_ACCESS_KEY_ID", rs(ALNUM, 20), True), ("NHN_SECRET_ACCESS_KEY", rs(ALNUM, 16), True)], None, None)

# --- Japan ---------------------------------------------------------------------------------------
V("LINE", "JP", "LINE Messaging API channel access token", "LINE 채널 액세스 토큰",
  lambda: [("LINE_CHANNEL_ID", digits(10), False), ("LINE_CHANNEL_SECRET", hexs(32), True),
           ("LINE_CHANNEL_ACCESS_TOKEN", rb64(128), True)], BEARER, "https://api.line.me/v2/bot/message/push")
V("LINE Notify", "JP", "LINE Notify token", "LINE Notify 토큰",
  lambda: one("LINE_NOTIFY_TOKEN", rs(ALNUM, 43)), BEARER, "https://notify-api.line.me/api/notify")
V("Chatwork", "JP", "Chatwork API token", "Chatwork API 토큰",
  lambda: one("CHATWORK_API_TOKEN", hexs(32)), ("header", "X-ChatWorkToken", "{}"),
  "https://api.chatwork.com/v2/rooms/%s/messages" % digits(9))
V("Backlog", "JP", "Backlog API key", "Backlog API 키",
  lambda: one("BACKLOG_API_KEY", rs(ALNUM, 64)), ("query", "apiKey"),
  "https://acme.backlog.jp/api/v2/issues")
V("PAY.JP", "JP", "PAY.JP live secret key", "PAY.JP 라이브 시크릿 키",
  lambda: one("PAYJP_SECRET_KEY", "sk_live_" + hexs(24)), ("basic_colon",), "https://api.pay.jp/v1/charges")
V("kintone", "JP", "kintone API token", "kintone API 토큰",
  lambda: one("KINTONE_API_TOKEN", rs(ALNUM, 40)), ("header", "X-Cybozu-API-Token", "{}"),
  "https://acme.cybozu.com/k/v1/records.json?app=%d" % R.randrange(10, 400))

# --- China ---------------------------------------------------------------------------------------
V("Alibaba Cloud", "CN", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)], None, None)
V("Tencent Cloud", "CN", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
           ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)], None, None)
V("Huawei Cloud", "CN", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
  lambda: [("HUAWEICLOUD_SDK_AK", rs(ALNUM_UP, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)], None, None)
V("Baidu AI Cloud", "CN", "Baidu AI Cloud AK/SK", "바이두 클라우드 AK/SK",
  lambda: [("BCE_ACCESS_KEY_ID", hexs(32), True), ("BCE_SECRET_ACCESS_KEY", hexs(32), True)], None, None)
V("Qiniu", "CN", "Qiniu AccessKey/SecretKey", "치니우 AK/SK",
  lambda: [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)], None, None)
V("Volcengine", "CN", "Volcengine AK/SK", "볼케엔진 AK/SK",
  lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64URL, 43), True), ("VOLC_SECRETKEY", rb64(44), True)], None, None)
V("WeChat", "CN", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret",
  lambda: [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)], None, None)
V("DingTalk", "CN", "DingTalk robot access token and signing secret", "딩톡 로봇 토큰/서명 시크릿",
  lambda: [("DINGTALK_ACCESS_TOKEN", hexs(64), True), ("DINGTALK_SECRET", "SEC" + hexs(64), True)], None, None)
V("Feishu", "CN", "Feishu (Lark) app secret", "Feishu(Lark) 앱 시크릿",
  lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)], None, None)
V("WeCom", "CN", "WeCom corpsecret", "WeCom(기업위챗) corpsecret",
  lambda: [("WECOM_CORP_ID", "ww" + hexs(16), False), ("WECOM_CORP_SECRET", rs(B64URL, 43), True)], None, None)
V("Gitee", "CN", "Gitee personal access token", "Gitee 개인 토큰",
  lambda: one("GITEE_TOKEN", hexs(32)), ("query", "access_token"), "https://gitee.com/api/v5/user/repos")
V("Zhipu AI", "CN", "Zhipu AI API key", "Zhipu(智谱) API 키",
  lambda: one("ZHIPUAI_API_KEY", hexs(32) + "." + rs(ALNUM, 16)), BEARER,
  "https://open.bigmodel.cn/api/paas/v4/chat/completions")
V("Moonshot AI", "CN", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
  lambda: one("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48)), BEARER, "https://api.moonshot.cn/v1/chat/completions")
V("DeepSeek", "CN", "DeepSeek API key", "DeepSeek API 키",
  lambda: one("DEEPSEEK_API_KEY", "sk-" + hexs(32)), BEARER, "https://api.deepseek.com/chat/completions")

# --- Europe --------------------------------------------------------------------------------------
V("Mollie", "EU", "Mollie live API key", "Mollie 라이브 API 키",
  lambda: one("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30)), BEARER, "https://api.mollie.com/v2/payments")
V("Mollie", "EU", "Mollie organization access token", "Mollie 조직 액세스 토큰",
  lambda: one("MOLLIE_ACCESS_TOKEN", "access_" + rs(ALNUM, 40)), BEARER, "https://api.mollie.com/v2/organizations/me")
V("Adyen", "EU", "Adyen API key", "Adyen API 키",
  lambda: one("ADYEN_API_KEY", "AQE" + rs(ALNUM + "+/", 97) + "=-" + rs(ALNUM + "+/", 43) + "=-" + rs(ALNUM + "%]}+[{^*", 16)),
  ("header", "X-API-Key", "{}"), "https://checkout-test.adyen.com/v71/payments")
V("GoCardless", "EU", "GoCardless live access token", "GoCardless 라이브 토큰",
  lambda: one("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40)), BEARER, "https://api.gocardless.com/mandates")
V("Hetzner", "EU", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
  lambda: one("HCLOUD_TOKEN", rs(ALNUM, 64)), BEARER, "https://api.hetzner.cloud/v1/servers")
V("Scaleway", "EU", "Scaleway API key", "Scaleway API 키",
  lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ALNUM_UP, 17), True), ("SCW_SECRET_KEY", uuid4(), True)], None, None)
V("OVHcloud", "EU", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키",
  lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
           ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)], None, None)
V("Mailjet", "EU", "Mailjet API key and secret", "Mailjet API 키/시크릿",
  lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)], None, None)
V("Exoscale", "EU", "Exoscale API key and secret", "Exoscale API 키/시크릿",
  lambda: [("EXOSCALE_API_KEY", "EXO" + hexs(24), True), ("EXOSCALE_API_SECRET", rs(B64URL, 43), True)], None, None)
V("Spotify", "EU", "Spotify client secret", "Spotify 클라이언트 시크릿",
  lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)], None, None)
V("Yandex Cloud", "EU", "Yandex Cloud API key", "Yandex Cloud API 키",
  lambda: one("YC_API_KEY", "AQVN" + rs(B64URL, 36)), ("header", "Authorization", "Api-Key {}"),
  "https://llm.api.cloud.yandex.net/foundationModels/v1/completion")
V("Yandex", "EU", "Yandex OAuth token", "Yandex OAuth 토큰",
  lambda: one("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64URL, 55)), ("header", "Authorization", "OAuth {}"),
  "https://cloud-api.yandex.net/v1/disk/resources")
V("Wise", "EU", "Wise API token", "Wise API 토큰",
  lambda: one("WISE_API_TOKEN", uuid4()), BEARER, "https://api.transferwise.com/v1/profiles")
V("Typeform", "EU", "Typeform personal access token", "Typeform 토큰",
  lambda: one("TYPEFORM_TOKEN", "tfp_" + rs(B64URL, 59)), BEARER, "https://api.typeform.com/forms")
V("Contentful", "EU", "Contentful management token", "Contentful 관리 토큰",
  lambda: one("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43)), BEARER,
  "https://api.contentful.com/spaces/%s/entries" % rs(ALNUM_LO, 12))


# ----------------------------------------------------------------------------------------------
# private keys (random key material in the real DER / OpenSSH layout), listed line by line
# ----------------------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ossh_string(b):
    return struct.pack(">I", len(b)) + b


def pem_ec_p256():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return "EC PRIVATE KEY", wrap(b64_of(der), 64)


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64_of(der), 64)


def pem_openssh_ed25519(comment):
    while True:
        pub = rbytes(32)
        seed = rbytes(32)
        pubblob = ossh_string(b"ssh-ed25519") + ossh_string(pub)
        check = rbytes(4)
        priv = (check + check + ossh_string(b"ssh-ed25519") + ossh_string(pub) + ossh_string(seed + pub)
                + ossh_string(comment.encode()))
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = (b"openssh-key-v1\x00" + ossh_string(b"none") + ossh_string(b"none") + ossh_string(b"")
                + struct.pack(">I", 1) + ossh_string(pubblob) + ossh_string(priv))
        lines = wrap(b64_of(blob), 70)
        if len(lines[-1]) >= 8:
            return "OPENSSH PRIVATE KEY", lines
        comment += pick(["x", "-ci", "1"])


def pem_rsa_truncated(pkcs8=False):
    """an RSA key the way people paste it: first lines, an ellipsis, the last lines"""
    if pkcs8:
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
        label = "PRIVATE KEY"
    else:
        first = "MIIEpAIBAAKCAQEA" + rs(B64, 48)
        label = "RSA PRIVATE KEY"
    head = [first] + [rs(B64, 64) for _ in range(R.randrange(1, 3))]
    last_len = R.randrange(20, 61)
    tail = ([rs(B64, 64)] if chance(0.5) else []) + [rs(B64, last_len - 1) + "="]
    return label, head, tail


def pem_block(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def ppk_ed25519(comment):
    pub = b64_of(ossh_string(b"ssh-ed25519") + ossh_string(rbytes(32)))
    priv = b64_of(ossh_string(rbytes(32)))
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n"
            "Private-Lines: 1\n%s\nPrivate-MAC: %s") % (comment, "\n".join(wrap(pub, 64)), priv, hexs(64))
    return text, [priv]


def wireguard_key():
    b = bytearray(rbytes(32))
    b[0] &= 248
    b[31] = (b[31] & 127) | 64
    return b64_of(bytes(b))


# ----------------------------------------------------------------------------------------------
# second factors, recovery material, PINs, Wi-Fi keys
# ----------------------------------------------------------------------------------------------
def totp_secret():
    return rs(B32, pick([16, 26, 32]))


def totp_grouped():
    s = rs(B32.lower(), 32)
    return " ".join(wrap(s, 4))


RECOVERY_KINDS = [
    ("GitHub", lambda: hexs(5) + "-" + hexs(5), (8, 16)),
    ("GitLab", lambda: hexs(16), (6, 10)),
    ("Google", lambda: digits(4, False) + " " + digits(4, False), (5, 10)),
    ("Discord", lambda: rs(ALNUM_LO, 4) + "-" + rs(ALNUM_LO, 4), (5, 10)),
    ("npm", lambda: hexs(64), (2, 4)),
    ("Atlassian", lambda: rs(ALNUM_LO, 10), (5, 10)),
    ("AWS IAM Identity Center", lambda: rs(ALNUM_UP, 4) + "-" + rs(ALNUM_UP, 4) + "-" + rs(ALNUM_UP, 4), (3, 6)),
    ("Naver", lambda: digits(8, False), (4, 8)),
]


def recovery_codes():
    name, fn, (lo, hi) = pick(RECOVERY_KINDS)
    n = R.randrange(lo, hi + 1)
    codes = []
    while len(codes) < n:
        c = fn()
        if c not in codes:
            codes.append(c)
    return name, codes


def onepassword_secret_key():
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_UP, 6), rs(ALNUM_UP, 6), rs(ALNUM_UP, 5), rs(ALNUM_UP, 5),
                                     rs(ALNUM_UP, 5), rs(ALNUM_UP, 5))


def bitlocker_key():
    return "-".join("%06d" % (R.randrange(0, 90910) * 11) for _ in range(8))


def apple_recovery_key():
    return "-".join(rs(ALNUM_UP, 4) for _ in range(7))


def pin8():
    while True:
        p = digits(8, False)
        if len(set(p)) >= 4:
            return p


WIFI_SSIDS = ["iptime-5G", "ACME-Office", "ACME-Guest", "U+Net3F2A", "KT_GiGA_5G_Wave2", "SK_WiFiGIGA8C1F",
              "Lab-Staging", "olleh_WiFi_7B3C", "cafe-2F", "DIRECT-printer", "WAREHOUSE-IOT", "meeting-room-B"]


def wifi_pass():
    k = R.randrange(5)
    if k == 0:
        return pw_human()
    if k == 1:
        return pw_passphrase()
    if k == 2:
        return digits(R.randrange(8, 13), False)
    if k == 3:
        return pw_korean_keyboard()
    return rs(ALNUM, R.randrange(10, 17))


# ----------------------------------------------------------------------------------------------
# containers: render [(KEY, value), ...] the way it would be pasted into a note
# each entry: (label, forbidden characters in values, function(pairs) -> (file_hint, text))
# ----------------------------------------------------------------------------------------------
def k_lower(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def k_pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def k_dot(k):
    return k.lower().replace("_", ".")


def k_kebab(k):
    return k.lower().replace("_", "-")


def sq(v):
    """shell single-quote only when needed"""
    if all(c in ALNUM + "_-.:/@%+=,^" for c in v):
        return v
    return "'" + v + "'"


def c_dotenv(pairs):
    lines = ["%s=%s" % (k, v) for k, v in pairs]
    if chance(0.5):
        lines.insert(0, pick(["NODE_ENV=production", "APP_ENV=staging", "LOG_LEVEL=debug", "PORT=8080",
                              "TZ=Asia/Seoul", "DEBUG=false"]))
    if chance(0.4):
        lines.append(pick(["SENTRY_ENVIRONMENT=prod", "FEATURE_NEW_CHECKOUT=true", "WORKERS=4", "REGION=ap-northeast-2"]))
    return pick([".env", ".env.production", ".env.local", ".env.staging", "config/.env"]), "\n".join(lines)


def c_dotenv_q(pairs):
    return pick([".env", ".env.development", "deploy/.env.prod"]), "\n".join('%s="%s"' % (k, v) for k, v in pairs)


def c_export(pairs):
    return (pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "setenv.sh", "~/.profile"]),
            "\n".join("export %s=%s" % (k, sq(v)) for k, v in pairs))


def c_inline(pairs):
    cmd = pick(["python manage.py sync_orders", "node scripts/backfill.js", "./gradlew bootRun", "go run ./cmd/worker",
                "npm run migrate", "pytest -k integration", "bundle exec rake sync", "uv run python -m etl.main"])
    return "the shell", " ".join("%s=%s" % (k, sq(v)) for k, v in pairs) + " " + cmd


def c_yaml(pairs):
    svc = pick(SERVICES).split("-")[0]
    body = "\n".join('  %s: "%s"' % (k_lower(k), v) for k, v in pairs)
    extra = pick(["", "  timeout: 30s\n", "  enabled: true\n", "  region: ap-northeast-2\n"])
    return pick(["config/application.yaml", "config.yml", "settings/prod.yaml", "values.yaml"]), "%s:\n%s%s" % (svc, extra, body)


def c_spring(pairs):
    body = "\n".join("      %s: %s" % (k_kebab(k), v) for k, v in pairs)
    return "application-prod.yml", "spring:\n  cloud:\n    vendor:\n%s" % body


def c_json(pairs):
    inner = ",\n".join('    "%s": "%s"' % (k_camel(k), v) for k, v in pairs)
    top = pick(["credentials", "integration", "auth", "secrets", "provider"])
    return pick(["config.json", "appsettings.Production.json", "secrets.local.json", "settings.json"]), \
        '{\n  "%s": {\n%s\n  }\n}' % (top, inner)


def c_toml(pairs):
    sect = pick(["auth", "provider", "api", "credentials", "integrations.vendor"])
    return pick(["config.toml", "settings.toml", "pyproject.local.toml", "app.toml"]), \
        "[%s]\n%s" % (sect, "\n".join('%s = "%s"' % (k_lower(k), v) for k, v in pairs))


def c_ini(pairs):
    sect = pick(["default", "api", "credentials", "prod", "service"])
    return pick(["settings.ini", "app.cfg", "config.ini", "setup.cfg"]), \
        "[%s]\n%s" % (sect, "\n".join("%s = %s" % (k_lower(k), v) for k, v in pairs))


def c_properties(pairs):
    return pick(["application.properties", "gradle.properties", "local.properties", "config.properties"]), \
        "\n".join("app.%s=%s" % (k_dot(k), v) for k, v in pairs)


def c_xml(pairs):
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k_pascal(k), v) for k, v in pairs)
        return "Web.config", "<appSettings>\n%s\n</appSettings>" % body
    body = "\n".join("  <%s>%s</%s>" % (k_camel(k), v, k_camel(k)) for k, v in pairs)
    return pick(["settings.xml", "config.xml", "context.xml"]), "<credentials>\n%s\n</credentials>" % body


def c_k8s_secret(pairs):
    name = pick(SERVICES) + "-secrets"
    body = "\n".join('  %s: "%s"' % (k, v) for k, v in pairs)
    return pick(["k8s/secret.yaml", "manifests/%s.yaml" % name, "overlays/prod/secret.yaml"]), \
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n%s" % (name, body)


def c_k8s_env(pairs):
    body = "\n".join('            - name: %s\n              value: "%s"' % (k, v) for k, v in pairs)
    return "deployment.yaml", "      containers:\n        - name: app\n          env:\n%s" % body


def c_compose(pairs):
    svc = pick(SERVICES)
    if chance(0.5):
        body = "\n".join("      - %s=%s" % (k, v) for k, v in pairs)
    else:
        body = "\n".join('      %s: "%s"' % (k, v) for k, v in pairs)
    return "docker-compose.yml", "services:\n  %s:\n    image: acme/%s:%s\n    environment:\n%s" % (
        svc, svc, pick(["latest", "1.4.2", "main", "2025.03"]), body)


def c_dockerfile(pairs):
    kw = pick(["ENV", "ARG"])
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])
    return "Dockerfile", "FROM %s\n%s\nRUN make build" % (base, "\n".join("%s %s=%s" % (kw, k, v) for k, v in pairs))


def c_gha(pairs):
    body = "\n".join("      %s: %s" % (k, v) for k, v in pairs)
    return ".github/workflows/deploy.yml", "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % body


def c_gitlab(pairs):
    body = "\n".join('  %s: "%s"' % (k, v) for k, v in pairs)
    return ".gitlab-ci.yml", "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh" % body


def c_terraform(pairs):
    if chance(0.5):
        return "terraform.tfvars", "\n".join('%s = "%s"' % (k_lower(k), v) for k, v in pairs)
    body = "\n".join('  %s = "%s"' % (k_lower(k), v) for k, v in pairs)
    return "providers.tf", 'provider "%s" {\n%s\n}' % (pick(["vendor", "external", "acme"]), body)


def c_helm_set(pairs):
    sets = " ".join("--set secrets.%s=%s" % (k_camel(k), sq(v)) for k, v in pairs)
    return "the deploy script", "helm upgrade --install %s ./charts/%s -n %s %s" % (
        pick(SERVICES), pick(SERVICES), pick(["prod", "staging", "apps"]), sets)


def c_systemd(pairs):
    body = "\n".join('Environment="%s=%s"' % (k, v) for k, v in pairs)
    return "/etc/systemd/system/%s.service" % pick(SERVICES), "[Service]\n%s\nExecStart=/opt/app/bin/server" % body


def c_powershell(pairs):
    return "profile.ps1", "\n".join('$env:%s = "%s"' % (k, v) for k, v in pairs)


def c_wincmd(pairs):
    return "run.bat", "\n".join("set %s=%s" % (k, v) for k, v in pairs) + "\ncall gradlew.bat run"


def c_fish(pairs):
    return "~/.config/fish/config.fish", "\n".join("set -gx %s %s" % (k, sq(v)) for k, v in pairs)


def c_python(pairs):
    if len(pairs) == 1 or chance(0.4):
        return pick(["settings.py", "conftest.py", "scripts/sync.py", "app/config.py"]), \
            "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v in pairs)
    args = ", ".join('%s="%s"' % (k_lower(k), v) for k, v in pairs)
    return pick(["client.py", "jobs/export.py"]), "client = Client(%s)" % args


def c_js(pairs):
    lines = ["const %s = process.env.%s ?? '%s';" % (k_camel(k), k, v) for k, v in pairs]
    return pick(["src/config.ts", "server.js", "lib/client.mjs", "next.config.js"]), "\n".join(lines)


def c_go(pairs):
    lines = ["\t%s: \"%s\"," % (k_pascal(k), v) for k, v in pairs]
    return pick(["main.go", "internal/config/config.go", "cmd/worker/main.go"]), \
        "cfg := Config{\n%s\n}" % "\n".join(lines)


def c_java(pairs):
    lines = ['    private static final String %s = "%s";' % (k, v) for k, v in pairs]
    return pick(["ApiClient.java", "PaymentConfig.java", "IntegrationTest.java"]), \
        "public class %s {\n%s\n}" % (pick(["ApiClient", "PaymentConfig", "IntegrationTest"]), "\n".join(lines))


def c_kotlin(pairs):
    return pick(["Constants.kt", "BuildConfig.kt"]), "\n".join('const val %s = "%s"' % (k, v) for k, v in pairs)


def c_csharp(pairs):
    return "Program.cs", "\n".join('builder.Configuration["%s"] = "%s";' % (k_pascal(k), v) for k, v in pairs)


def c_ruby(pairs):
    return pick(["config/initializers/vendor.rb", "Rakefile"]), \
        "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v in pairs)


def c_php(pairs):
    return "config/services.php", "return [\n%s\n];" % "\n".join("    '%s' => env('%s', '%s')," % (k_lower(k), k, v)
                                                              for k, v in pairs)


def c_rust(pairs):
    return "src/main.rs", "\n".join('let %s = "%s";' % (k_lower(k), v) for k, v in pairs)


def c_swift(pairs):
    return "Config.swift", "\n".join('static let %s = "%s"' % (k_camel(k), v) for k, v in pairs)


def c_log(pairs):
    ts = iso_ts()
    body = " ".join("%s=%s" % (k, v) for k, v in pairs)
    return pick(["the pod logs", "app.log", "the CI log", "journalctl output"]), \
        "%s %s config.loader: resolved %s\n%s INFO  server: listening on :8080" % (
            ts, pick(["DEBUG", "INFO", "TRACE"]), body, iso_ts())


def c_table(pairs):
    rows = "\n".join("| %s | `%s` | %s |" % (k, v, pick(["prod", "staging", "shared", "dev"])) for k, v in pairs)
    return "the wiki page", "| name | value | env |\n|---|---|---|\n%s" % rows


def c_diff(pairs):
    old = "\n".join("-%s=%s" % (k, pick(["${%s}" % k, "", "changeme-later", "<set-me>"])) for k, _ in pairs)
    new = "\n".join("+%s=%s" % (k, v) for k, v in pairs)
    return "the PR diff", "--- a/.env.example\n+++ b/.env.example\n@@ -3,%d +3,%d @@\n%s\n%s" % (
        len(pairs), len(pairs), old, new)


def c_makefile(pairs):
    return "Makefile", "\n".join("%s ?= %s" % (k, v) for k, v in pairs) + "\n\ndeploy:\n\t./scripts/deploy.sh"


def c_jupyter(pairs):
    return "the notebook", "\n".join("%%env %s=%s" % (k, v) for k, v in pairs)


def c_kubectl(pairs):
    lits = " ".join("--from-literal=%s=%s" % (k_kebab(k), sq(v)) for k, v in pairs)
    return "the runbook", "kubectl -n %s create secret generic %s-creds %s" % (
        pick(["prod", "apps", "payments", "data"]), pick(SERVICES), lits)


def c_gh_secret(pairs):
    return "the setup script", "\n".join('gh secret set %s --repo acme/%s --body "%s"' % (k, pick(SERVICES), v)
                                         for k, v in pairs)


def c_docker_run(pairs):
    envs = " ".join("-e %s=%s" % (k, sq(v)) for k, v in pairs)
    return "the README", "docker run --rm %s acme/%s:latest" % (envs, pick(SERVICES))


def c_ansible(pairs):
    return "group_vars/prod/vars.yml", "\n".join('%s: "%s"' % (k_lower(k), v) for k, v in pairs)


def c_py_traceback(pairs):
    k, v = pairs[-1]
    mod = pick(["vendor_sdk", "acme_client", "paygate", "notifier"])
    text = ('Traceback (most recent call last):\n  File "/app/jobs/sync.py", line %d, in <module>\n    main()\n'
            '  File "/usr/local/lib/python3.12/site-packages/%s/client.py", line %d, in _auth\n'
            '    raise AuthError("rejected credential %%s=%%r" %% (name, value))\n'
            "%s.errors.AuthError: rejected credential %s='%s'") % (R.randrange(20, 300), mod, R.randrange(40, 400), mod, k, v)
    return "the job output", text


def c_spring_bind(pairs):
    k, v = pairs[-1]
    return "the startup log", ("***************************\nAPPLICATION FAILED TO START\n***************************\n\n"
                               "Description:\n\nFailed to bind properties under 'app.%s' to java.lang.String:\n\n"
                               "    Property: app.%s\n    Value: \"%s\"\n    Origin: class path resource [application-prod.yml] - %d:%d\n"
                               "    Reason: failed to convert") % (k_dot(k), k_dot(k), v, R.randrange(5, 80), R.randrange(3, 20))


def c_chat(pairs):
    who = pick(EN_PEOPLE + KO_PEOPLE)
    lines = ["[%s] %s: %s" % (short_ts(), who, pick(["here you go", "use these", "prod values:", "이거 쓰세요",
                                                     "스테이징 값입니다", "try this one"]))]
    for k, v in pairs:
        lines.append("[%s] %s: %s=%s" % (short_ts(), who, k, v))
    return "Slack DM", "\n".join(lines)


CONTAINERS = [
    ("dotenv", "", c_dotenv), ("dotenv quoted", '"\\$`', c_dotenv_q), ("shell export", "'", c_export),
    ("inline env command", "'", c_inline), ("YAML", '"\\', c_yaml), ("Spring YAML", "'\"#: {}[],&*!|>%@`", c_spring),
    ("JSON", '"\\', c_json), ("TOML", '"\\', c_toml), ("INI", ";#", c_ini), ("properties", "\\", c_properties),
    ("XML", "<>&\"'", c_xml), ("k8s Secret", '"\\', c_k8s_secret), ("k8s env", '"\\', c_k8s_env),
    ("docker-compose", '"\\$', c_compose), ("Dockerfile", " \"'$\\", c_dockerfile),
    ("GitHub Actions", "'\"#: {}[],&*!|>%@`", c_gha), ("GitLab CI", '"\\$', c_gitlab),
    ("Terraform", '"\\$', c_terraform), ("helm --set", ",'", c_helm_set), ("systemd unit", '"\\% ', c_systemd),
    ("PowerShell", '"`$', c_powershell), ("Windows cmd", "%^&<>| ", c_wincmd), ("fish", "'", c_fish),
    ("Python", '"\\', c_python), ("JavaScript", "'\\", c_js), ("Go", '"\\', c_go), ("Java", '"\\', c_java),
    ("Kotlin", '"\\$', c_kotlin), ("C#", '"\\', c_csharp), ("Ruby", "'\\", c_ruby), ("PHP", "'\\", c_php),
    ("Rust", '"\\', c_rust), ("Swift", '"\\', c_swift), ("log line", " ", c_log), ("markdown table", "|`", c_table),
    ("diff", "", c_diff), ("Makefile", "$# ", c_makefile), ("Jupyter %env", " ", c_jupyter),
    ("kubectl create secret", "'", c_kubectl), ("gh secret set", '"\\$`', c_gh_secret),
    ("docker run -e", "'", c_docker_run), ("Ansible vars", '"\\', c_ansible), ("chat paste", "", c_chat),
    ("Python traceback", "'\\", c_py_traceback), ("Spring bind failure", '"\\', c_spring_bind),
]


def render_container(pairs, only=None):
    """pick a container that can hold every value verbatim; returns (label, file_hint, text)"""
    pool = [c for c in CONTAINERS if only is None or c[0] in only]
    while True:
        label, forbid, fn = pick(pool)
        if all(not any(ch in v for ch in forbid) for _, v in pairs):
            f, text = fn(pairs)
            return label, f, text


# ----------------------------------------------------------------------------------------------
# HTTP usage of a credential: header / query / basic-with-colon, in several clients and logs
# ----------------------------------------------------------------------------------------------
def http_usage(auth, url, token):
    """returns (label, file_hint, text, extra_secrets).  extra_secrets: derived values (Basic blobs)"""
    extra = []
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    if auth[0] == "query":
        sep = "&" if "?" in url else "?"
        full = url + sep + auth[1] + "=" + token
        k = R.randrange(4)
        if k == 0:
            return "curl with query key", "the terminal", "curl -s '%s'" % full, extra
        if k == 1:
            return "access log", "the nginx access log", '%s - - [%s] "GET %s%s%s=%s HTTP/1.1" 403 162 "-" "python-requests/2.32.3"' % (
                "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(256)), "12/Mar/2025:%s +0900" % short_ts(),
                path, "&" if "?" in path else "?", auth[1], token), extra
        if k == 2:
            return "python requests params", "sync.py", 'resp = requests.get(\n    "%s",\n    params={"%s": "%s", "pageNo": 1},\n    timeout=10,\n)' % (
                url, auth[1], token), extra
        return "browser URL", "the browser address bar", full, extra
    if auth[0] == "basic_colon":
        blob = b64_of((token + ":").encode())
        extra.append(blob)
        k = R.randrange(3)
        if k == 0:
            return "curl -u key:", "the terminal", "curl -X POST %s \\\n  -u %s: \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"amount\": 15000}'" % (url, token), []
        if k == 1:
            return "Basic header of key:", "the request dump", "POST %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (
                path, u.netloc, blob), extra
        return "Basic header in code", "payments.py", 'secret = "%s"\nheaders = {"Authorization": "Basic " + base64.b64encode((secret + ":").encode()).decode()}\n# -> Basic %s' % (
            token, blob), extra
    if auth[0] == "sdk":
        return None
    _, hname, fmt = auth
    hval = fmt.format(token)
    k = R.randrange(7)
    if k == 0:
        return "curl header", "the terminal", 'curl -sS %s \\\n  -H "%s: %s" \\\n  -H "Content-Type: application/json"' % (url, hname, hval), extra
    if k == 1:
        return "raw HTTP request", "the proxy capture", "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s" % (
            pick(["GET", "POST"]), path, u.netloc, hname, hval, pick(["okhttp/4.12.0", "axios/1.7.2", "Go-http-client/2.0"])), extra
    if k == 2:
        return "python requests", "client.py", 'r = requests.post(\n    "%s",\n    headers={"%s": "%s"},\n    json=payload,\n)' % (url, hname, hval), extra
    if k == 3:
        return "fetch", "api.ts", "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hname, hval), extra
    if k == 4:
        return "HTTPie", "the terminal", "http POST %s '%s:%s' text=hello" % (url, hname, hval), extra
    if k == 5:
        return "debug log of request headers", "the debug log", "%s DEBUG httpx: request headers: {'host': '%s', '%s': '%s', 'accept': '*/*'}" % (
            iso_ts(), u.netloc, hname.lower(), hval), extra
    return "Postman-style export", "collection.json", '"header": [\n  {"key": "%s", "value": "%s", "type": "text"}\n],\n"url": "%s"' % (
        hname, hval, url), extra


# vendor-specific homes for a token --------------------------------------------------------------
def vendor_special(v, parts):
    """(label, file, text) for a vendor's own config file or CLI, or None"""
    n = v["name"]
    vals = [p[1] for p in parts]
    prof = pick(["default", "prod", "deploy", "ci", "billing"])
    if n in ("AWS", "AWS STS"):
        if chance(0.5):
            lines = ["[%s]" % prof, "aws_access_key_id = %s" % vals[0], "aws_secret_access_key = %s" % vals[1]]
            if len(vals) > 2:
                lines.append("aws_session_token = %s" % vals[2])
            lines.append("region = %s" % pick(REGIONS))
            return "~/.aws/credentials", "~/.aws/credentials", "\n".join(lines)
        txt = "$ aws configure --profile %s\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: %s\nDefault output format [None]: json" % (
            prof, vals[0], vals[1], pick(REGIONS))
        if len(vals) > 2:
            txt += "\n$ aws configure set aws_session_token %s --profile %s" % (vals[2], prof)
        return "aws configure transcript", "the terminal", txt
    if n == "npm":
        return ".npmrc", ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % vals[0]
    if n == "PyPI":
        return ".pypirc", "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % vals[0]
    if n == "RubyGems":
        return "gem credentials", "~/.gem/credentials", "---\n:rubygems_api_key: %s" % vals[0]
    if n == "NuGet":
        return "dotnet nuget push", "the release script", "dotnet nuget push bin/Release/Acme.Client.%s.nupkg -k %s -s https://api.nuget.org/v3/index.json" % (
            "%d.%d.%d" % (R.randrange(1, 5), R.randrange(20), R.randrange(20)), vals[0])
    if n == "Docker Hub":
        return "docker login --password-stdin", "the CI step", "echo %s | docker login -u %s --password-stdin" % (vals[1], vals[0])
    if n == "Terraform Cloud":
        return "credentials.tfrc.json", "~/.terraform.d/credentials.tfrc.json", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % vals[0]
    if n == "GitHub":
        if chance(0.5):
            return "git remote URL", "the git remote", "git remote set-url origin https://x-access-token:%s@github.com/acme/%s.git" % (vals[0], pick(SERVICES))
        return "gh auth login", "the terminal", "echo %s | gh auth login --with-token\ngh repo clone acme/%s" % (vals[0], pick(SERVICES))
    if n == "GitLab" and "runner" in v["what_en"]:
        return "runner config.toml", "/etc/gitlab-runner/config.toml", '[[runners]]\n  name = "%s"\n  url = "https://gitlab.example.com"\n  token = "%s"\n  executor = "docker"' % (
            pick(["k8s-runner", "build-01", "shared-docker"]), vals[0])
    if n == "GitLab" and "deploy" in v["what_en"]:
        return "docker login", "the pipeline", "docker login registry.gitlab.example.com -u %s -p %s" % (vals[0], vals[1])
    if n == "Databricks":
        return ".databrickscfg", "~/.databrickscfg", "[DEFAULT]\nhost = https://adb-%s.azuredatabricks.net\ntoken = %s" % (digits(16), vals[0])
    if n == "HashiCorp Vault":
        return "vault login", "the terminal", "$ vault login %s\nSuccess! You are now authenticated." % vals[0]
    if n == "Hugging Face":
        return "huggingface-cli login", "the notebook", "!huggingface-cli login --token %s --add-to-git-credential" % vals[0]
    if n == "Telegram":
        return "Bot API URL", "the alert script", "curl -s 'https://api.telegram.org/bot%s/sendMessage' -d chat_id=-100%s -d text='deploy done'" % (vals[0], digits(10))
    if n == "age":
        return "age key file", "~/.config/sops/age/keys.txt", "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: age1%s\n%s" % (
            R.randrange(1, 13), R.randrange(1, 29), rs(BECH32, 58), vals[0])
    if n == "Cloudinary":
        return "CLOUDINARY_URL", ".env", "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (vals[0], vals[1], pick(["acme-media", "dxk3shop", "demo-cdn"]))
    if n == "Tailscale":
        return "tailscale up", "the bootstrap script", "tailscale up --authkey=%s --hostname=%s --ssh" % (vals[0], pick(["build-01", "db-proxy", "nas"]))
    if n == "Sentry":
        return ".sentryclirc", ".sentryclirc", "[auth]\ntoken=%s\n\n[defaults]\norg=acme\nproject=%s" % (vals[0], pick(SERVICES))
    if n == "Alibaba Cloud":
        return "aliyun configure", "the terminal", "aliyun configure set --profile %s --mode AK --region cn-hangzhou --access-key-id %s --access-key-secret %s" % (
            prof, vals[0], vals[1])
    if n == "Tencent Cloud":
        return "tccli configure", "~/.tccli/default.credential", '{\n    "secretId": "%s",\n    "secretKey": "%s"\n}' % (vals[0], vals[1])
    if n == "Naver Cloud Platform":
        return "ncloud configure", "~/.ncloud/configure", "[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com" % (vals[0], vals[1])
    if n == "Scaleway":
        return "scaleway config", "~/.config/scw/config.yaml", "access_key: %s\nsecret_key: %s\ndefault_organization_id: %s\ndefault_region: fr-par" % (vals[0], vals[1], uuid4())
    if n == "OVHcloud":
        return "ovh.conf", "ovh.conf", "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % tuple(vals)
    if n == "Fly.io":
        return "fly secrets", "the GitHub Actions step", "- run: flyctl deploy --remote-only\n  env:\n    FLY_API_TOKEN: %s" % vals[0]
    if n == "1Password":
        return "op CLI", "the CI step", "export OP_SERVICE_ACCOUNT_TOKEN=%s\nop read 'op://prod/db/password'" % vals[0]
    if n == "Discord":
        return "discord.py", "bot.py", "bot = commands.Bot(command_prefix='!', intents=intents)\nbot.run('%s')" % vals[0]
    if n == "Twilio":
        return "twilio client", "sms.py", 'client = Client("%s", "%s")\nclient.messages.create(to=to, from_="+1415555%s", body=msg)' % (vals[0], vals[1], digits(4))
    if n == "Slack" and "bot" in v["what_en"]:
        return "slack_sdk", "notify.py", 'client = WebClient(token="%s")\nclient.chat_postMessage(channel="#deploys", text="done")' % vals[0]
    if n == "Stripe" and "webhook" in v["what_en"]:
        return "stripe webhook handler", "webhooks.py", 'event = stripe.Webhook.construct_event(\n    payload, sig_header, "%s"\n)' % vals[0]
    if n == "Firebase":
        return "FCM legacy send", "the terminal", 'curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H "Authorization: key=%s" \\\n  -H "Content-Type: application/json" -d @msg.json' % vals[0]
    if n == "Google Cloud" and "refresh" in v["what_en"]:
        return "authorized_user json", "~/.config/gcloud/application_default_credentials.json", '{\n  "client_id": "%s-%s.apps.googleusercontent.com",\n  "refresh_token": "%s",\n  "type": "authorized_user"\n}' % (
            digits(12), rs(ALNUM_LO, 32), vals[0])
    if n == "WeChat":
        return "WeChat token URL", "the cron job", "curl 'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s'" % (vals[0], vals[1])
    if n == "DingTalk":
        return "DingTalk robot", "alert.py", 'WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=%s"\nSECRET = "%s"' % (vals[0], vals[1])
    if n == "WeCom":
        return "WeCom gettoken", "the cron job", "curl 'https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=%s&corpsecret=%s'" % (vals[0], vals[1])
    if n == "Feishu":
        return "Feishu tenant token", "the terminal", "curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal \\\n  -d '{\"app_id\": \"%s\", \"app_secret\": \"%s\"}'" % (vals[0], vals[1])
    return None


# ----------------------------------------------------------------------------------------------
# secret items.  An item is a dict:
#   cat, vendor, what_en, what_ko, snippet, file, secrets, value (main secret), inline (one line
#   holding value), label_en/label_ko (for split notes), hint_en/hint_ko (lesson sentence)
# ----------------------------------------------------------------------------------------------
def mk(cat, what_en, what_ko, snippet, file, secrets, value=None, inline=None, hint_en="", hint_ko="",
       vendor=None, label_en=None, label_ko=None, splittable=True, family="service", inline_ok=True, task=None):
    value = value if value is not None else secrets[0]
    return {"cat": cat, "vendor": vendor, "what_en": what_en, "what_ko": what_ko, "snippet": snippet,
            "family": family, "inline_ok": inline_ok, "task": task,
            "file": file, "secrets": list(secrets), "value": value,
            "inline": inline if inline is not None else value,
            "hint_en": hint_en, "hint_ko": hint_ko,
            "label_en": label_en or ("the " + what_en), "label_ko": label_ko or what_ko, "splittable": splittable}


HINT_CFG_EN = [
    "{file} is committed to the repo, so anything pasted there is effectively public; the value has to be rotated and moved to the secret store.",
    "The app reads {key} only at startup, so after changing it the pods need a rollout restart.",
    "A stale {key} in {file} was shadowing the CI variable: local files load last and win.",
    "The 401 from {vendor} meant the credential belonged to the sandbox account, not that it was malformed.",
    "{vendor} credentials are per environment; the {env_en} one must never be reused anywhere else.",
    "Before debugging auth, print which source {key} came from (env, file or default) instead of its value.",
    "{key} had a trailing newline when it was read from the file; strip it before building the header.",
    "The {vendor} credential in {file} was created by a former teammate; ownership must be moved to the team account.",
]
HINT_CFG_KO = [
    "{file_ko}은 저장소에 커밋되므로 여기 붙은 값은 사실상 공개된 것. 교체하고 시크릿 저장소로 옮겨야 함.",
    "{key} 값은 기동 시에만 읽기 때문에 바꾼 뒤에는 rollout restart가 필요함.",
    "{file_ko}에 남아 있던 예전 {key} 값이 CI 변수를 덮어쓰고 있었음. 로컬 파일이 마지막에 로드됨.",
    "{vendor} 쪽 401 응답은 형식 문제가 아니라 샌드박스 계정 키라서였음.",
    "{vendor} 자격 증명은 환경별로 따로 있음. {env_ko} 값을 다른 환경에서 재사용하면 안 됨.",
    "인증 문제를 볼 때는 값 대신 {key} 변수가 어디서(env, 파일, 기본값) 왔는지를 먼저 출력할 것.",
    "파일에서 읽은 {key} 값 끝에 개행이 붙어 있었음. 헤더 만들기 전에 strip 필요.",
    "{file_ko}의 {vendor} 키는 퇴사자가 만든 것이라 팀 계정으로 소유권을 옮겨야 함.",
]
HINT_HTTP_EN = [
    "{vendor} expects the credential in the `{header}` header; the other styles return 401 without a useful message.",
    "The request worked from curl but not from the service because the proxy strips unknown auth headers; `{header}` had to be allow-listed.",
    "{vendor} rate-limits per credential, so the batch job and the web app must not share one.",
    "When a call to {vendor} fails, log the status code and request id, never the request headers.",
]
HINT_HTTP_KO = [
    "{vendor} API는 `{header}` 헤더로 자격 증명을 받음. 다른 방식은 별 메시지 없이 401을 돌려줌.",
    "curl로는 되는데 서비스에서 안 된 이유는 프록시가 모르는 인증 헤더를 지워서였음. `{header}` 헤더를 허용 목록에 추가함.",
    "{vendor} API는 자격 증명 단위로 rate limit이 걸려서 배치와 웹이 같은 키를 쓰면 안 됨.",
    "{vendor} 호출 실패 시 헤더가 아니라 상태 코드와 request id만 로그로 남길 것.",
]


def fill(t, **kw):
    return t.format(**kw)


def is_path(f):
    return not f.startswith("the ") and " " not in f


PLACE_KO = {"the shell": "셸", "the terminal": "터미널", "the nginx access log": "nginx 액세스 로그",
            "the browser address bar": "브라우저 주소창", "the request dump": "요청 덤프", "the proxy capture": "프록시 캡처",
            "the debug log": "디버그 로그", "the pod logs": "파드 로그", "the CI log": "CI 로그", "the wiki page": "위키 페이지",
            "the PR diff": "PR diff", "the notebook": "노트북(Jupyter)", "the runbook": "런북", "the setup script": "설정 스크립트",
            "the README": "README", "the chat": "채팅", "the shell history": "셸 히스토리", "the config": "설정",
            "the QR decoder": "QR 디코더 결과", "the setup page": "설정 페이지", "the downloaded codes file": "내려받은 코드 파일",
            "the Emergency Kit": "Emergency Kit", "the note": "메모", "the vault init output": "vault init 출력",
            "the setup notes": "설정 메모", "the onboarding doc": "온보딩 문서", "the device config": "기기 설정",
            "the alerting config": "알림 설정", "the secret dump": "시크릿 덤프", "the browser": "브라우저",
            "the git remote": "git remote 설정", "the CI step": "CI 단계", "the release script": "릴리스 스크립트",
            "the pipeline": "파이프라인", "the alert script": "알림 스크립트", "the bootstrap script": "부트스트랩 스크립트",
            "the GitHub Actions step": "GitHub Actions 단계", "the cron job": "크론 잡", "the job output": "잡 출력",
            "the startup log": "기동 로그", "the deploy script": "배포 스크립트", "journalctl output": "journalctl 출력",
            "Slack DM": "슬랙 DM", "Intune": "Intune", "app.log": "app.log 파일", "the PR": "PR",
            "the key list": "키 목록", "the settings page": "설정 페이지", "the app config": "앱 설정",
            "the release page": "릴리스 페이지", "the logs": "로그", "the response": "응답", "the console": "콘솔",
            "the security guide": "보안 가이드", "the docs": "문서", "the AWS docs": "AWS 문서", "the git log": "git log"}


def ko_place(f):
    if f in PLACE_KO:
        return PLACE_KO[f]
    if is_path(f):
        return f + " 파일"
    return f


def pick_hint(pool, **kw):
    """a hint that only mentions {file} when the snippet really came from a file"""
    if not is_path(kw.get("file", "")):
        pool = [h for h in pool if "{file" not in h] or pool
    kw.setdefault("file_ko", ko_place(kw.get("file", "")))
    return pick(pool).format(**kw)


def item_vendor(lang, v=None):
    v = v or pick(VENDORS)
    parts = v["gen"]()
    listed = [p[1] for p in parts if p[2]]
    main = listed[-1] if len(listed) > 1 and v["name"] not in ("AWS", "AWS STS") else listed[0]
    if v["name"] in ("AWS", "AWS STS", "Datadog", "Mailjet", "DingTalk", "Coupang", "Solapi", "NHN Cloud",
                     "Alibaba Cloud", "Tencent Cloud", "Huawei Cloud", "Baidu AI Cloud", "Qiniu", "Volcengine",
                     "Naver Cloud Platform", "Scaleway", "Exoscale", "Razorpay", "Cloudinary", "LINE"):
        main = listed[-1] if v["name"] != "AWS STS" else listed[1]
    key = [p[0] for p in parts if p[1] == main][0]
    mode = R.random()
    extra = []
    special = vendor_special(v, [(p[0], p[1]) for p in parts]) if mode < 0.35 else None
    if special:
        how, file, text = special
        hints = (HINT_CFG_EN, HINT_CFG_KO)
        header = ""
    elif v["auth"] and v["auth"][0] != "sdk" and mode < 0.62:
        how, file, text, extra = http_usage(v["auth"], v["url"], main)
        hints = (HINT_HTTP_EN, HINT_HTTP_KO)
        header = v["auth"][1] if v["auth"][0] == "header" else ("?" + v["auth"][1] if v["auth"][0] == "query" else "Authorization: Basic")
        if v["auth"][0] == "query":
            hints = (HINT_CFG_EN, HINT_CFG_KO)
    else:
        how, file, text = render_container([(p[0], p[1]) for p in parts])
        hints = (HINT_CFG_EN, HINT_CFG_KO)
        header = ""
    secrets = listed + extra
    kw = dict(file=file, key=key, vendor=v["name"], header=header or "Authorization", **env_pair())
    he = pick_hint(hints[0], **kw)
    hk = pick_hint(hints[1], **kw)
    inline = "%s=%s" % (key, main) if chance(0.5) else main
    return mk("token: %s (%s) / %s" % (v["what_en"], v["region"], how), v["what_en"], v["what_ko"], text, file,
              secrets, value=main, inline=inline, hint_en=he, hint_ko=hk, vendor=v["name"])


# --- B: service passwords in config files --------------------------------------------------------
SERVICE_PW = [
    # (what_en, what_ko, user key, password key, host key, default users)
    ("PostgreSQL password", "PostgreSQL 비밀번호", "DB_USER", "DB_PASSWORD", "DB_HOST", ["app", "app_rw", "postgres"]),
    ("PostgreSQL superuser password", "PostgreSQL 관리자 비밀번호", "POSTGRES_USER", "POSTGRES_PASSWORD", None, ["postgres"]),
    ("MySQL root password", "MySQL root 비밀번호", None, "MYSQL_ROOT_PASSWORD", None, []),
    ("MySQL application password", "MySQL 앱 계정 비밀번호", "MYSQL_USER", "MYSQL_PASSWORD", "MYSQL_HOST", ["svc_billing", "wms"]),
    ("Redis password", "Redis 비밀번호", None, "REDIS_PASSWORD", "REDIS_HOST", []),
    ("SMTP password", "SMTP 비밀번호", "SMTP_USER", "SMTP_PASSWORD", "SMTP_HOST", ["noreply@acme.kr", "alerts@example.com"]),
    ("LDAP bind password", "LDAP 바인드 비밀번호", "LDAP_BIND_DN", "LDAP_BIND_PASSWORD", "LDAP_URL",
     ["cn=svc-gitlab,ou=services,dc=acme,dc=kr", "uid=jenkins,ou=people,dc=example,dc=com"]),
    ("RabbitMQ password", "RabbitMQ 비밀번호", "RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS", None, ["admin", "orders"]),
    ("Grafana admin password", "Grafana admin 비밀번호", "GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD", None, ["admin"]),
    ("Keycloak admin password", "Keycloak 관리자 비밀번호", "KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD", None, ["admin", "kcadmin"]),
    ("MinIO root password", "MinIO root 비밀번호", "MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", None, ["minioadmin", "storage"]),
    ("Elasticsearch elastic user password", "Elasticsearch elastic 비밀번호", None, "ELASTIC_PASSWORD", "ES_HOST", []),
    ("MongoDB root password", "MongoDB root 비밀번호", "MONGO_INITDB_ROOT_USERNAME", "MONGO_INITDB_ROOT_PASSWORD", None, ["root", "admin"]),
    ("SQL Server SA password", "SQL Server SA 비밀번호", None, "MSSQL_SA_PASSWORD", None, []),
    ("SFTP password", "SFTP 비밀번호", "SFTP_USER", "SFTP_PASSWORD", "SFTP_HOST", ["partner_upload", "settlement"]),
    ("Java keystore password", "키스토어 비밀번호", None, "KEYSTORE_PASSWORD", None, []),
    ("Nexus deploy password", "Nexus 배포 계정 비밀번호", "NEXUS_USERNAME", "NEXUS_PASSWORD", "NEXUS_URL", ["deployer", "ci-bot"]),
    ("Kafka SASL password", "Kafka SASL 비밀번호", "KAFKA_SASL_USERNAME", "KAFKA_SASL_PASSWORD", "KAFKA_BOOTSTRAP", ["orders-producer", "etl"]),
    ("WordPress DB password", "WordPress DB 비밀번호", "WORDPRESS_DB_USER", "WORDPRESS_DB_PASSWORD", "WORDPRESS_DB_HOST", ["wp", "blog"]),
    ("Jenkins admin password", "Jenkins 관리자 비밀번호", "JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD", None, ["admin"]),
    ("Airflow DB password", "Airflow 메타DB 비밀번호", "AIRFLOW_DB_USER", "AIRFLOW_DB_PASSWORD", None, ["airflow"]),
    ("Oracle schema password", "Oracle 스키마 비밀번호", "ORACLE_USER", "ORACLE_PASSWORD", "ORACLE_TNS", ["ERP_APP", "SCOTT"]),
]
HINT_PW_EN = [
    "The container only applies {key} on first start; with an existing volume the old password stays, so changing the env alone does nothing.",
    "Special characters in {key} broke the entrypoint script because it was not quoted; the value itself was right.",
    "This password is shared by several services, so rotating it needs a coordinated restart.",
    "{file} is resolved relative to the service's working directory, not the shell's; that is why the password looked ignored.",
    "The connection was refused because the account is locked after five failures, not because the password in {file} is wrong.",
    "Service passwords belong in the secret manager; {file} should only reference them.",
]
HINT_PW_KO = [
    "{key} 값은 컨테이너 최초 기동 때만 적용됨. 볼륨이 남아 있으면 예전 비밀번호가 유지되므로 env만 바꿔서는 안 바뀜.",
    "{key} 값의 특수문자가 따옴표 없이 entrypoint 스크립트에 들어가서 깨졌음. 값 자체는 맞았음.",
    "이 비밀번호는 여러 서비스가 같이 쓰고 있어서 교체하려면 재시작 순서를 맞춰야 함.",
    "{file} 경로는 셸이 아니라 서비스 작업 디렉터리 기준으로 해석됨. 그래서 비밀번호가 무시되는 것처럼 보였음.",
    "접속 거부는 {file_ko}의 비밀번호가 틀려서가 아니라 5회 실패로 계정이 잠겨서였음.",
    "서비스 비밀번호는 시크릿 매니저에 두고 {file_ko}에서는 참조만 해야 함.",
]


def item_service_password(lang, k=None):
    k = R.randrange(len(SERVICE_PW)) if k is None else k
    what_en, what_ko, ukey, pkey, hkey, users = SERVICE_PW[k]
    style_en, style_ko, pw = any_password()
    pairs = []
    if hkey:
        pairs.append((hkey, hostname() if "URL" not in hkey else "ldaps://" + hostname() + ":636"))
    if ukey:
        pairs.append((ukey, pick(users)))
    pairs.append((pkey, pw))
    if pkey == "KEYSTORE_PASSWORD" and chance(0.5):
        pairs.append(("KEY_PASSWORD", pw))
    how, file, text = render_container(pairs)
    kw = dict(file=file, key=pkey)
    return mk("password: %s, %s / %s" % (what_en, style_en, how), what_en, what_ko, text, file, [pw],
              inline="%s=%s" % (pkey, pw) if chance(0.5) else pw,
              hint_en=pick_hint(HINT_PW_EN, **kw), hint_ko=pick_hint(HINT_PW_KO, **kw))


# --- C: passwords of people, written in prose / chat / lists --------------------------------------
def gmail_app_password():
    return " ".join(rs(LO, 4) for _ in range(4))


PERSON_ACCOUNTS = [
    ("laptop login password", "노트북 로그인 비밀번호", "unlock the laptop for the OS update", "OS 업데이트용 노트북 잠금 해제"),
    ("VPN password", "VPN 비밀번호", "reach the staging network over VPN", "VPN으로 스테이징망 접속"),
    ("Jira account password", "Jira 계정 비밀번호", "export the sprint report from Jira", "Jira 스프린트 리포트 추출"),
    ("router admin page password", "공유기 관리자 페이지 비밀번호", "open a port on the office router", "사무실 공유기 포트 개방"),
    ("NAS admin password", "NAS 관리자 비밀번호", "log in to the NAS", "NAS 로그인"),
    ("groupware password", "그룹웨어 비밀번호", "approve the expense report in the groupware", "그룹웨어 결재 승인"),
    ("Apple ID password", "Apple ID 비밀번호", "sign in on the new test device", "새 테스트 기기 로그인"),
    ("AWS console password", "AWS 콘솔 비밀번호", "check the billing page in the AWS console", "AWS 콘솔 결제 페이지 확인"),
    ("joint certificate password", "공동인증서 비밀번호", "file the tax invoice on Hometax", "홈택스 세금계산서 발행"),
    ("Windows domain password", "윈도우 도메인 계정 비밀번호", "map the shared drive on the build PC", "빌드 PC에 공유 드라이브 연결"),
    ("test account password on the prod admin", "운영 어드민 테스트 계정 비밀번호", "check the prod admin page", "운영 어드민 페이지 확인"),
    ("Synology DSM password", "시놀로지 DSM 비밀번호", "restore a file from the NAS snapshot", "NAS 스냅샷에서 파일 복구"),
    ("iDRAC root password", "iDRAC root 비밀번호", "power-cycle the hung server", "멈춘 서버 전원 재시작"),
    ("Wiki account password", "위키 계정 비밀번호", "update the on-call page in the wiki", "위키 당직 페이지 수정"),
    ("kiosk admin password", "키오스크 관리자 비밀번호", "configure the kiosk", "키오스크 설정"),
]


def item_person_password(lang, k=None):
    k = R.randrange(8) if k is None else k
    who_en, who_ko = pick(EN_PEOPLE), pick(KO_PEOPLE)
    acc_en, acc_ko, task_en, task_ko = pick(PERSON_ACCOUNTS)
    style_en, style_ko, pw = any_password()
    user = pick(KO_PEOPLE_ROMA_LIST + [x.lower() for x in EN_PEOPLE])
    if k == 0:
        pw = gmail_app_password()
        acc_en, acc_ko, style_en = "Gmail app password", "Gmail 앱 비밀번호", "Google app password"
        task_en, task_ko = "send the settlement mail", "정산 메일 발송"
        text = ("SMTP auth for %s@gmail.com now uses an app password: %s" if lang == "en" else
                "%s@gmail.com SMTP 인증은 앱 비밀번호로 바꿈: %s") % (user, pw)
        how = "sentence"
    elif k == 1:
        text = ("[%s] %s: my %s is %s, please don't share it" if lang == "en" else
                "[%s] %s: 제 %s는 %s 입니다 (공유 금지)") % (short_ts(), who_en if lang == "en" else who_ko,
                                                      acc_en if lang == "en" else acc_ko, pw)
        how = "chat message"
    elif k == 2:
        text = "- [ ] %s\n  - id: %s\n  - pw: %s\n  - 2FA: %s" % (
            acc_en if lang == "en" else acc_ko, user, pw, pick(["SMS", "OTP app", "none", "Okta Verify"]))
        how = "checklist"
    elif k == 3:
        text = ("%s / %s" % (user, pw))
        how = "user / password pair"
    elif k == 4:
        text = ("login: %s\npassword: %s" % (user, pw))
        how = "login block"
    elif k == 5:
        text = ("%s said the %s is \"%s\" (case-sensitive)" if lang == "en" else
                "%s님 말로는 %s가 \"%s\" (대소문자 구분)") % (who_en if lang == "en" else who_ko,
                                                   acc_en if lang == "en" else acc_ko, pw)
        how = "quoted in prose"
    elif k == 6:
        pw = "Naver" + rs(ALNUM_UP, 7) if chance(0.3) else pw
        text = "| %s | %s | %s |\n|---|---|---|\n| %s | %s | %s |" % (
            "account", "id", "password", acc_en if lang == "en" else acc_ko, user, pw)
        how = "markdown table"
    else:
        text = ("id %s, pw %s" % (user, pw))
        how = "id/pw inline"
    return mk("password: person's %s, %s / %s" % (acc_en, style_en, how), acc_en, acc_ko, text, "the chat",
              [pw], inline=pw,
              hint_en=pick(["Personal credentials must not be used by automation; ask for a service account instead.",
                            "The login failed because of the keyboard layout, not the password: it has to be typed in the English layout.",
                            "Accounts with SSO still keep a local password for break-glass; it must stay with its owner.",
                            "Shared logins make audit logs useless; the agent should request its own account."]),
              hint_ko=pick(["개인 계정 비밀번호를 자동화에 쓰면 안 됨. 서비스 계정을 따로 요청할 것.",
                            "로그인 실패 원인은 비밀번호가 아니라 한/영 입력 상태였음.",
                            "SSO 계정도 비상용 로컬 비밀번호가 있는데 이건 소유자만 가지고 있어야 함.",
                            "계정을 돌려 쓰면 감사 로그가 의미 없어짐. 에이전트용 계정을 따로 요청할 것."]),
              family="personal", task=(task_en, task_ko), label_en="the %s of %s (user `%s`)" % (acc_en, who_en, user),
              label_ko="%s님 %s (아이디 `%s`)" % (who_ko, acc_ko, user))


# --- D: passwords inside commands ---------------------------------------------------------------
SAFE_UNQUOTED = "'\"\\$`!&|;<>(){}[]*?#~ ^%,=:@/+"    # characters that force quoting on a shell line


def cmd_password(lang, k=None):
    """returns an item whose snippet is a command line carrying a password"""
    k = R.randrange(40) if k is None else k
    host = hostname()
    user = username()
    _, _, pw = any_password()
    _, _, pw_plain = any_password(avoid=SAFE_UNQUOTED)
    db = pick(DB_NAMES)
    secrets = None
    if k == 0:
        cat, txt, s = "mysql -p attached", "mysql -h %s -u %s -p%s %s" % (host, user, pw_plain, db), pw_plain
    elif k == 1:
        cat, txt, s = "mysql --password=", "mysql --host=%s --user=%s --password='%s' -e 'SHOW PROCESSLIST'" % (host, user, pw.replace("'", "")), pw.replace("'", "")
    elif k == 2:
        cat, txt, s = "mysqldump -p'...'", "mysqldump -uroot -p'%s' --single-transaction --all-databases | gzip > /backup/all-%s.sql.gz" % (pw, date8()), pw
    elif k == 3:
        cat, txt, s = "PGPASSWORD env prefix", "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, host, user, db), pw
    elif k == 4:
        cat, txt, s = "sshpass -p", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart nginx'" % (pw, user, host), pw
    elif k == 5:
        cat, txt, s = "curl -u user:pass", "curl -u %s:%s https://%s/api/v1/health" % (user, pw_plain, host), pw_plain
    elif k == 6:
        cat, txt, s = "redis-cli -a", "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (host, pw), pw
    elif k == 7:
        cat, txt, s = "htpasswd -b positional", "htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (user, pw), pw
    elif k == 8:
        cat, txt, s = "mongosh --password", "mongosh --host %s --username %s --password '%s' --authenticationDatabase admin" % (host, user, pw), pw
    elif k == 9:
        cat, txt, s = "docker login -p", "docker login registry.%s -u %s -p '%s'" % (pick(DOMAINS), user, pw), pw
    elif k == 10:
        cat, txt, s = "net use /user positional", "net use Z: \\\\%s\\share /user:ACME\\%s %s /persistent:yes" % (
            host.split(".")[0], user, pw_plain), pw_plain
    elif k == 11:
        cat, txt, s = "smbclient -U user%pass", "smbclient //%s/backup -U '%s%%%s' -c 'ls'" % (host, user, pw.replace("'", "")), pw.replace("'", "")
    elif k == 12:
        cat, txt, s = "rabbitmqctl add_user positional", "rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (user, pw, user), pw
    elif k == 13:
        cat, txt, s = "ldapsearch -w", 'ldapsearch -x -H ldaps://%s -D "cn=admin,dc=acme,dc=kr" -w \'%s\' -b "ou=people,dc=acme,dc=kr" "(uid=%s)"' % (host, pw, user), pw
    elif k == 14:
        cat, txt, s = "openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw_plain, pw_plain
    elif k == 15:
        cat, txt, s = "keytool -storepass/-keypass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (pw_plain, pw_plain), pw_plain
    elif k == 16:
        cat, txt, s = "7z -p attached", "7z a -p%s -mhe=on export-%s.7z ./export/" % (pw_plain, date8()), pw_plain
    elif k == 17:
        cat, txt, s = "zip -P", "zip -r -P '%s' reports.zip reports/" % pw, pw
    elif k == 18:
        cat, txt, s = "wget --password", "wget --user=%s --password='%s' https://%s/exports/latest.csv" % (user, pw, host), pw
    elif k == 19:
        cat, txt, s = "chpasswd user:pass", "echo '%s:%s' | sudo chpasswd" % (user, pw.replace("'", "")), pw.replace("'", "")
    elif k == 20:
        cat, txt, s = "sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (host, pw), pw
    elif k == 21:
        cat, txt, s = "Oracle user/pass@tns", "expdp system/%s@ORCLPDB1 schemas=ERP directory=DUMP_DIR dumpfile=erp_%s.dmp" % (pw_plain, date8()), pw_plain
    elif k == 22:
        cat, txt, s = "mosquitto_pub -P", "mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t 'plant/line1/cmd' -m 'restart'" % (host, user, pw), pw
    elif k == 23:
        cat, txt, s = "lftp -u user,pass", "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./out /inbox; bye'" % (user, pw_plain, host), pw_plain
    elif k == 24:
        cat, txt, s = "RSYNC_PASSWORD env", "RSYNC_PASSWORD='%s' rsync -av rsync://%s@%s/backup/ /mnt/restore/" % (pw, user, host), pw
    elif k == 25:
        cat, txt, s = "ansible --extra-vars become pass", "ansible-playbook -i inventory/prod site.yml --extra-vars \"ansible_become_pass=%s\"" % pw_plain, pw_plain
    elif k == 26:
        cat, txt, s = "vault kv put", "vault kv put secret/%s/db username=%s password='%s'" % (pick(SERVICES), user, pw), pw
    elif k == 27:
        cat, txt, s = "az login -p", "az login -u %s@acme.onmicrosoft.com -p '%s'" % (user, pw), pw
    elif k == 28:
        pw2 = any_password(avoid=SAFE_UNQUOTED)[2]
        cat, txt, s = "mysqladmin old and new password", "mysqladmin -uroot -p%s password %s" % (pw_plain, pw2), pw_plain
        secrets = [pw_plain, pw2]
    elif k == 29:
        cat, txt, s = "ipmitool -P", "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (host, pw), pw
    elif k == 30:
        cat, txt, s = "kcadm --password", "/opt/keycloak/bin/kcadm.sh config credentials --server https://%s --realm master --user admin --password '%s'" % (host, pw), pw
    elif k == 31:
        tok = "11" + hexs(32)
        cat, txt, s = "jenkins-cli -auth user:apitoken", "java -jar jenkins-cli.jar -s https://%s/ -auth %s:%s build deploy-prod -p TAG=v%d.%d" % (
            host, user, tok, R.randrange(1, 9), R.randrange(30)), tok
    elif k == 32:
        cat, txt, s = "cqlsh -p", "cqlsh %s 9042 -u cassandra -p '%s' -e 'DESCRIBE KEYSPACES'" % (host, pw), pw
    elif k == 33:
        cat, txt, s = "svn --password", "svn checkout --username %s --password '%s' https://%s/svn/legacy-erp/trunk" % (user, pw, host), pw
    elif k == 34:
        cat, txt, s = "sudo -S with echo", "echo '%s' | sudo -S systemctl restart %s" % (pw.replace("'", ""), pick(SERVICES)), pw.replace("'", "")
    elif k == 35:
        cat, txt, s = "xfreerdp /p:", "xfreerdp /v:%s /u:ACME\\%s /p:'%s' /cert:ignore" % (host, user, pw), pw
    elif k == 36:
        old, new = any_password(avoid=SAFE_UNQUOTED)[2], any_password(avoid=SAFE_UNQUOTED)[2]
        cat, txt, s = "ssh-keygen -p -P old -N new", "ssh-keygen -p -f ~/.ssh/id_ed25519 -P %s -N %s" % (old, new), new
        secrets = [old, new]
    elif k == 37:
        cat, txt, s = "gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase '%s' -d backup-%s.tar.gz.gpg | tar xz" % (pw, date8()), pw
    elif k == 38:
        cat, txt, s = "java -D datasource password", "java -jar app.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (user, pw_plain), pw_plain
    else:
        cat, txt, s = "unzip -P", "unzip -P '%s' settlement_%s.zip -d /tmp/settle" % (pw, date8()), pw
    if "'" in s and ("'%s'" % s) in txt:
        return cmd_password(lang, k)            # a quote inside a single-quoted value: draw again
    secrets = secrets or [s]
    hints_en = ["Passing the password on the command line puts it in shell history and in `ps` output; use a prompt, a file or stdin instead.",
                "The command failed only because the shell expanded a character in the password; quoting fixed it.",
                "`%s` works, but the password ends up in the CI log unless the step is masked." % cat.split()[0],
                "For scripts, read the password from an env var or a credentials file with 0600 permissions."]
    hints_ko = ["비밀번호를 명령행에 넣으면 셸 히스토리와 `ps` 출력에 남음. 프롬프트나 파일, stdin을 쓸 것.",
                "명령이 실패한 건 비밀번호 안의 문자를 셸이 해석해서였음. 따옴표로 감싸니 해결됨.",
                "`%s` 방식은 동작은 하지만 단계 마스킹이 없으면 CI 로그에 비밀번호가 남음." % cat.split()[0],
                "스크립트에서는 환경 변수나 권한 0600 자격 증명 파일에서 비밀번호를 읽을 것."]
    return mk("command: " + cat, "password used in `%s`" % cat.split()[0], "`%s` 명령의 비밀번호" % cat.split()[0], txt,
              "the shell history", secrets, value=s, inline=s, hint_en=pick(hints_en), hint_ko=pick(hints_ko))


# --- E: connection strings ----------------------------------------------------------------------
def item_connstr(lang, k=None):
    k = R.randrange(24) if k is None else k
    host = hostname()
    user = pick(DB_USERS)
    db = pick(DB_NAMES)
    _, _, pw = any_password()
    enc = pct(pw)
    secrets = [enc]
    show_raw = False
    if k == 0:
        cat, txt = "postgres URL", "DATABASE_URL=postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host, db)
    elif k == 1:
        cat, txt = "mysql URL", "mysql://%s:%s@%s:3306/%s" % (user, enc, host, db)
    elif k == 2:
        cat, txt = "mongodb+srv URL", "MONGODB_URI=\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority\"" % (
            user, enc, rs(ALNUM_LO, 5), db)
    elif k == 3:
        cat, txt = "redis URL with empty user", "REDIS_URL=redis://:%s@%s:6379/0" % (enc, host)
    elif k == 4:
        cat, txt = "rediss URL (Upstash style)", "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (
            enc, pick(["apt", "fine", "bold", "sweet"]), pick(["gecko", "otter", "lynx"]), R.randrange(10000, 99999))
    elif k == 5:
        cat, txt = "amqp URL", "CELERY_BROKER_URL = 'amqp://%s:%s@%s:5672/%s'" % (user, enc, host, pick(["prod", "%2F", "jobs"]))
    elif k == 6:
        secrets = [pw]
        cat, txt = "ADO.NET SQL Server", '"DefaultConnection": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;"' % (
            pick(SERVICES), db, user, pw)
        if any(c in pw for c in ';"\\'):
            return item_connstr(lang, k)
    elif k == 7:
        cat, txt = "JDBC MySQL with password param", "spring.datasource.url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true&serverTimezone=Asia/Seoul" % (host, db, user, enc)
    elif k == 8:
        _, _, pw = any_password(avoid=SAFE_UNQUOTED)
        secrets = [pw]
        cat, txt = "JDBC Oracle thin user/pass", "jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (user.upper(), pw, host)
    elif k == 9:
        secrets = [pw]
        if any(c in pw for c in ";{}"):
            return item_connstr(lang, k)
        cat, txt = "ODBC connection string", "Driver={PostgreSQL Unicode};Server=%s;Port=5432;Database=%s;Uid=%s;Pwd=%s;" % (host, db, user, pw)
    elif k == 10:
        cat, txt = "SMTP URL", "EMAIL_URL=smtp+tls://%s%%40acme.kr:%s@smtp.%s:587" % (pick(["noreply", "alerts", "billing"]), enc, pick(DOMAINS))
    elif k == 11:
        secrets = [pw]
        if '"' in pw or "\\" in pw:
            return item_connstr(lang, k)
        cat, txt = "Kafka JAAS config", 'sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (user, pw)
    elif k == 12:
        cat, txt = "Elasticsearch URL", "ES_URL=https://elastic:%s@%s:9200" % (enc, host)
    elif k == 13:
        cat, txt = "SQLAlchemy URL", 'engine = create_engine("postgresql+psycopg://%s:%s@%s/%s", pool_pre_ping=True)' % (user, enc, host, db)
    elif k == 14:
        secrets = [pw]
        if "'" in pw or "\\" in pw:
            return item_connstr(lang, k)
        cat, txt = "Django DATABASES dict", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, user, pw, host)
    elif k == 15:
        cat, txt = "ClickHouse URL", "clickhouse://%s:%s@%s:9000/%s?secure=true" % (user, enc, host, db)
    elif k == 16:
        cat, txt = "MQTT URL", "MQTT_URL=mqtts://%s:%s@%s:8883" % (user, enc, host)
    elif k == 17:
        cat, txt = "FTP URL in curl", "curl -T settlement.csv ftp://%s:%s@%s/inbox/" % (user, enc, host)
    elif k == 18:
        cat, txt = "Snowflake URL", "snowflake://%s:%s@%s-%s/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER" % (
            user.upper(), enc, rs(ALNUM_UP, 7), rs(ALNUM_UP, 7))
    elif k == 19:
        cat, txt = "git clone URL with password", "git clone https://%s:%s@%s/scm/pay/%s.git" % (user, enc, host, pick(SERVICES))
    elif k == 20:
        cat, txt = "pip index URL with password", "pip install --index-url https://%s:%s@nexus.%s/repository/pypi-internal/simple acme-common==2.3.1" % (
            user, enc, pick(DOMAINS))
    elif k == 21:
        key = rb64(64)
        acct = pick(["acmeprodstore", "logsarchive01", "stgmedia", "krdatalake"])
        secrets = [key]
        cat, txt = "Azure Storage connection string", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    elif k == 22:
        key = rb64(32)
        secrets = [key]
        cat, txt = "Azure Service Bus connection string", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
            pick(["acme-prod-bus", "orders-events", "krc-ingest"]), key)
    else:
        show_raw = True
        while pct(pw) == pw:
            _, _, pw = any_password()
        enc = pct(pw)
        secrets = [pw, enc]
        cat = "raw and percent-encoded password"
        txt = "raw: %s\nencoded: %s\nDATABASE_URL=postgres://%s:%s@%s:5432/%s" % (pw, enc, user, enc, host, db)
    if k < 21 and secrets == [enc] and enc == pw:
        cat += " (no encoding needed)"
    hint_en = pick(["Characters like @ : / # in the password must be percent-encoded in a URL, otherwise the driver parses the host wrong.",
                    "The pool kept the old connection string until the process restarted; changing the env was not enough.",
                    "Connection strings with inline credentials end up in error messages; log only the host and database name.",
                    "The driver ignores sslmode in the URL when a separate option is passed; the two disagreed."])
    hint_ko = pick(["비밀번호에 @ : / # 같은 문자가 있으면 URL에서는 퍼센트 인코딩해야 함. 아니면 드라이버가 호스트를 잘못 파싱함.",
                    "커넥션 풀이 프로세스 재시작 전까지 예전 연결 문자열을 유지했음. env만 바꿔서는 부족했음.",
                    "자격 증명이 들어간 연결 문자열은 에러 메시지에 그대로 찍힘. 호스트와 DB 이름만 로그로 남길 것.",
                    "별도 옵션을 주면 URL의 sslmode가 무시됨. 두 값이 서로 달랐음."])
    inline = txt if ("\n" not in txt and len(txt) < 220 and chance(0.6)) else secrets[0]
    return mk("connection string: " + cat, "database connection string", "DB 연결 문자열", txt, "the config", secrets,
              value=secrets[0], inline=inline, hint_en=hint_en, hint_ko=hint_ko, splittable=not show_raw)


# --- F: HTTP auth headers and cookies ------------------------------------------------------------
def keycloak_jwt(long=False):
    now = R.randrange(1735000000, 1760000000)
    payload = {"exp": now + 300, "iat": now, "iss": "https://sso.%s/realms/%s" % (pick(DOMAINS), pick(["acme", "ops"])),
               "sub": uuid4(), "typ": "Bearer", "azp": pick(SERVICES), "scope": "openid email",
               "preferred_username": username()}
    if long:
        payload["realm_access"] = {"roles": ["offline_access", "ops"]}
    hdr = {"alg": "RS256", "typ": "JWT", "kid": rs(B64URL, 22)}
    return jwt(payload, hdr, sig_bytes=256)


def k8s_sa_jwt():
    now = R.randrange(1735000000, 1760000000)
    ns = pick(["ci", "argocd", "monitoring", "default"])
    sa = pick(["deployer", "argocd-manager", "prometheus", "builder"])
    payload = {"aud": ["https://kubernetes.default.svc"], "exp": now + 31536000, "iat": now,
               "iss": "https://kubernetes.default.svc",
               "sub": "system:serviceaccount:%s:%s" % (ns, sa)}
    return jwt(payload, {"alg": "RS256", "kid": rs(B64URL, 43)}, sig_bytes=256)


def hs_jwt():
    now = R.randrange(1735000000, 1760000000)
    return jwt({"sub": digits(7), "role": pick(["admin", "user", "partner", "ops"]), "iat": now, "exp": now + 86400})


def item_header(lang, k=None):
    k = R.randrange(16) if k is None else k
    host = hostname()
    user = username()
    if k in (0, 1, 2):
        _, _, pw = any_password()
        blob = b64_of(("%s:%s" % (user, pw)).encode())
        secrets = [blob]
        if k == 0:
            cat, txt = "Basic header in curl", 'curl -H "Authorization: Basic %s" https://%s/api/v2/export' % (blob, host)
        elif k == 1:
            cat, txt = "Basic header in access log dump", "GET /metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: Prometheus/2.53.0" % (host, blob)
        else:
            cat, txt = "Basic header plus decoded password", "Authorization: Basic %s\n(decodes to %s:%s)" % (blob, user, pw)
            secrets = [blob, pw]
        what_en, what_ko = "HTTP Basic credentials", "HTTP Basic 인증 정보"
    elif k == 3:
        t = keycloak_jwt(long=chance(0.5))
        secrets = [t]
        cat, txt = "long Bearer JWT in curl", "curl -H 'Authorization: Bearer %s' https://%s/api/me" % (t, host)
        what_en, what_ko = "Keycloak access token", "Keycloak 액세스 토큰"
    elif k == 4:
        t = hs_jwt()
        secrets = [t]
        cat, txt = "Bearer JWT in JS", "axios.defaults.headers.common['Authorization'] = 'Bearer %s';" % t
        what_en, what_ko = "session JWT", "세션 JWT"
    elif k == 5:
        t = k8s_sa_jwt()
        secrets = [t]
        cat, txt = "kubeconfig service-account token", "users:\n- name: %s\n  user:\n    token: %s" % (pick(["ci-deployer", "argocd"]), t)
        what_en, what_ko = "Kubernetes service account token", "쿠버네티스 서비스 계정 토큰"
    elif k == 6:
        t = pick([hexs(64), rs(ALNUM, 40), "ak_" + rs(ALNUM, 32)])
        secrets = [t]
        cat, txt = "internal X-API-Key", "X-API-Key: %s\nX-Request-Id: %s" % (t, uuid4())
        what_en, what_ko = "internal API key", "내부 API 키"
    elif k == 7:
        sid = rs(ALNUM_LO, 32)
        secrets = [sid]
        cat, txt = "Django sessionid cookie", "Cookie: csrftoken_present=1; sessionid=%s; _ga=GA1.1.%s.%s" % (sid, digits(9), digits(10))
        what_en, what_ko = "Django session cookie", "Django 세션 쿠키"
    elif k == 8:
        sid = rs(HEXU, 32)
        secrets = [sid]
        cat, txt = "JSESSIONID Set-Cookie", "HTTP/1.1 302 Found\nLocation: /admin/home\nSet-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % sid
        what_en, what_ko = "admin session id", "어드민 세션 ID"
    elif k == 9:
        c = "s%3A" + rs(B64URL, 32) + "." + pct(rb64(32, pad=False))
        secrets = [c]
        cat, txt = "express connect.sid cookie", "curl 'https://%s/api/cart' -b 'connect.sid=%s'" % (host, c)
        what_en, what_ko = "Express session cookie", "Express 세션 쿠키"
    elif k == 10:
        c = "CfDJ8" + rs(B64URL, R.randrange(300, 480))
        secrets = [c]
        cat, txt = "ASP.NET Core auth cookie (long)", "Cookie: .AspNetCore.Cookies=%s" % c
        what_en, what_ko = "ASP.NET Core auth cookie", "ASP.NET Core 인증 쿠키"
    elif k == 11:
        c = pct(rb64(R.randrange(60, 120))) + "--" + hexs(40)
        secrets = [c]
        cat, txt = "Rails session cookie", "Set-Cookie: _acme_session=%s; path=/; secure; HttpOnly; SameSite=Lax" % c
        what_en, what_ko = "Rails session cookie", "Rails 세션 쿠키"
    elif k == 12:
        _, _, pw = any_password(avoid=" ")
        secrets = [pw]
        cat, txt = ".netrc entry", "machine %s\n  login %s\n  password %s" % (host, user, pw)
        what_en, what_ko = ".netrc password", ".netrc 비밀번호"
    elif k == 13:
        tok = pick([crc_token("ghp_", 30), "glpat-" + rs(B64URL, 20), "ATBB" + rs(ALNUM, 32) + rs(HEXU, 8)])
        blob = b64_of(("%s:%s" % (user, tok)).encode())
        secrets = [blob]
        cat, txt = "docker config.json auth blob", '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (
            pick(["ghcr.io", "registry.gitlab.example.com", "docker.io"]), blob)
        what_en, what_ko = "registry auth in ~/.docker/config.json", "~/.docker/config.json 레지스트리 인증값"
    elif k == 14:
        _, _, pw = any_password()
        blob = b64_of(("%s:%s" % (user, pw)).encode())
        secrets = [blob]
        cat, txt = "Proxy-Authorization header", "CONNECT api.%s:443 HTTP/1.1\nProxy-Authorization: Basic %s" % (pick(DOMAINS), blob)
        what_en, what_ko = "proxy credentials", "프록시 인증 정보"
    else:
        t = "PHPSESSID=" + rs(ALNUM_LO, 26)
        secrets = [t.split("=")[1]]
        cat, txt = "PHPSESSID in Python requests", "s.cookies.set('PHPSESSID', '%s', domain='%s')" % (secrets[0], host)
        what_en, what_ko = "PHP session id", "PHP 세션 ID"
    hint_en = pick(["Request dumps include auth headers and cookies; scrub them before pasting anywhere.",
                    "The 401 came from an expired session, not from a wrong header format.",
                    "The upstream expects the credential on every request; the redirect dropped it because the host changed.",
                    "Cookies copied from the browser expire with the session; automation needs its own credential."])
    hint_ko = pick(["요청 덤프에는 인증 헤더와 쿠키가 그대로 들어 있음. 붙여넣기 전에 지울 것.",
                    "401은 헤더 형식이 아니라 세션 만료 때문이었음.",
                    "리다이렉트로 호스트가 바뀌면서 인증 헤더가 빠졌음. 매 요청마다 필요함.",
                    "브라우저에서 복사한 쿠키는 세션과 함께 만료됨. 자동화에는 별도 자격 증명이 필요함."])
    return mk("header/cookie: " + cat, what_en, what_ko, txt, "the request dump", secrets, hint_en=hint_en, hint_ko=hint_ko)


# --- G: signed URLs -----------------------------------------------------------------------------
def item_signed_url(lang, k=None):
    k = R.randrange(7) if k is None else k
    bucket = pick(["acme-exports", "prod-invoices", "kr-user-uploads", "ml-datasets", "backup-archive"])
    obj = pick(["reports/2025/03/settlement.csv", "invoices/INV-%s.pdf" % digits(6), "dumps/orders_%s.sql.gz" % date8(),
                "media/%s.mp4" % uuid4()])
    ts = "%sT%02d%02d%02dZ" % (date8(), R.randrange(24), R.randrange(60), R.randrange(60))
    if k == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = hexs(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            bucket, pick(REGIONS), obj, akid, ts[:8], pick(REGIONS), ts, pick([900, 3600, 604800]), sig)
        secrets, cat = [akid, sig], "S3 presigned URL"
    elif k == 1:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            bucket, obj, pick(["exporter", "signer"]), pick(["acme-prod", "data-platform-kr"]), ts[:8], ts, sig)
        secrets, cat = [sig], "GCS V4 signed URL (512-hex signature)"
    elif k == 2:
        sig = pct(rb64(32))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT18:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            pick(["acmeprodstore", "krdatalake"]), bucket, obj, R.randrange(1, 13), R.randrange(1, 29), sig)
        secrets, cat = [sig], "Azure SAS URL"
    elif k == 3:
        sig = rs(B64URL.replace("_", "~"), 172)
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ALNUM_LO, 14), obj, R.randrange(1740000000, 1770000000), sig, rs(ALNUM_UP, 13))
        secrets, cat = [sig], "CloudFront signed URL"
    elif k == 4:
        akid = "LTAI5t" + rs(ALNUM, 18)
        sig = pct(rb64(20))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            bucket, obj, akid, R.randrange(1740000000, 1770000000), sig)
        secrets, cat = [akid, sig], "Alibaba OSS signed URL"
    elif k == 5:
        akid = "AKID" + rs(ALNUM, 32)
        sig = hexs(40)
        url = ("https://%s-125%s.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d"
               "&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s") % (
            bucket, digits(7), obj, akid, 1740000000, 1740003600, 1740000000, 1740003600, sig)
        secrets, cat = [akid, sig], "Tencent COS signed URL"
    else:
        akid = hexs(32)
        sig = hexs(64)
        url = ("https://%s.r2.cloudflarestorage.com/%s/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fauto%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            hexs(32), bucket, obj, akid, ts[:8], ts, sig)
        secrets, cat = [akid, sig], "Cloudflare R2 presigned URL"
    return mk("signed URL: " + cat, "pre-signed download URL", "서명된 다운로드 URL", url, "the browser", secrets,
              value=secrets[-1], inline=url,
              hint_en=pick(["A signed URL is a bearer credential until it expires; anyone with the link can download the object.",
                            "The link failed with SignatureDoesNotMatch because the client re-encoded the query string.",
                            "Expiry is capped by the signing credential: links signed with temporary keys die when the session does."]),
              hint_ko=pick(["서명 URL은 만료 전까지는 그 자체로 자격 증명임. 링크만 있으면 누구나 받을 수 있음.",
                            "SignatureDoesNotMatch는 클라이언트가 쿼리스트링을 다시 인코딩해서 생긴 문제였음.",
                            "만료 시간은 서명에 쓴 자격 증명에 묶임. 임시 키로 서명하면 세션이 끝날 때 링크도 죽음."]),
              splittable=False)


# --- H: private keys, listed line by line ---------------------------------------------------------
def item_private_key(lang, k=None):
    k = R.randrange(8) if k is None else k
    comment = pick(["deploy@ci", "%s@macbook" % username(), "github-actions", "backup@nas", "jenkins@build-01"])
    if k == 0:
        label, lines = pem_ec_p256()
        txt, secrets, cat = pem_block(label, lines), lines, "EC P-256 private key (SEC1 PEM)"
    elif k == 1:
        label, lines = pem_ed25519_pkcs8()
        txt, secrets, cat = pem_block(label, lines), lines, "Ed25519 private key (PKCS#8 PEM)"
    elif k == 2:
        label, lines = pem_openssh_ed25519(comment)
        txt, secrets, cat = pem_block(label, lines), lines, "OpenSSH ed25519 private key"
    elif k == 3:
        label, head, tail = pem_rsa_truncated()
        txt = "-----BEGIN %s-----\n%s\n...\n%s\n-----END %s-----" % (label, "\n".join(head), "\n".join(tail), label)
        secrets, cat = head + tail, "RSA private key pasted with an ellipsis"
    elif k == 4:
        label, head, tail = pem_rsa_truncated(pkcs8=True)
        pkid = hexs(40)
        body = "\\n".join(head) + "\\n...\\n" + "\\n".join(tail)
        txt = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
               '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n",\n'
               '  "client_email": "%s@%s.iam.gserviceaccount.com"\n}') % (
            pick(["acme-prod", "data-platform-kr", "ml-sandbox"]), pkid, body, pick(["exporter", "bq-loader", "ci"]),
            pick(["acme-prod", "data-platform-kr"]))
        secrets, cat = head + tail, "GCP service-account JSON private_key (escaped newlines)"
    elif k == 5:
        txt, secrets = ppk_ed25519(comment)
        cat = "PuTTY .ppk private line"
    elif k == 6:
        label, lines = pem_ec_p256()
        blob = b64_of((pem_block(label, lines) + "\n").encode())
        txt = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: <snip, public cert>\n  tls.key: %s" % (
            pick(SERVICES), blob)
        secrets, cat = [blob], "base64 of a PEM key in a k8s TLS Secret"
    else:
        lines = ["lFgEZ" + rs(B64, 59)] + [rs(B64, 64) for _ in range(R.randrange(1, 3))] + [rs(B64, R.randrange(20, 50))]
        txt = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), rs(B64, 4))
        secrets, cat = lines, "PGP private key block"
    pool = [("The key had to be rotated: anything pasted into a ticket or note is considered leaked.",
             "티켓이나 노트에 붙인 키는 유출된 것으로 보고 교체해야 함."),
            ("Keys must be mounted from the secret store at runtime, never baked into the image.",
             "키는 이미지에 넣지 말고 런타임에 시크릿 저장소에서 마운트해야 함.")]
    if k in (2, 5):
        pool += [("ssh refused the key because its permissions were 0644; it must be 0600.",
                  "키 파일 권한이 0644라서 ssh가 거부했음. 0600이어야 함."),
                 ("The deploy key was per-repo, so the same private key could not be reused for the second repository.",
                  "배포 키는 저장소별이라 같은 개인 키를 두 번째 저장소에 쓸 수 없었음.")]
    if k == 4:
        pool += [("Service-account JSON keys should be replaced by workload identity; the key file is a long-lived credential.",
                  "서비스 계정 JSON 키는 워크로드 아이덴티티로 바꿔야 함. 키 파일은 수명이 긴 자격 증명임.")]
    if k == 6:
        pool += [("data: in a Secret is only base64, not encryption; the manifest must not be committed.",
                  "Secret의 data 값은 base64일 뿐 암호화가 아님. 이 매니페스트는 커밋하면 안 됨.")]
    hints = pick(pool)
    return mk("private key: " + cat, "private key", "개인 키", txt,
              ["ec-key.pem", "signing-key.pem", "id_ed25519", "id_rsa", "sa.json", "deploy.ppk", "tls-secret.yaml",
               "the secret dump"][k],
              secrets, value=secrets[0], inline=secrets[0], inline_ok=False,
              hint_en=hints[0], hint_ko=hints[1],
              splittable=False)


# --- I: second factors, recovery codes, PINs, Wi-Fi ----------------------------------------------
def _item_misc_secret(lang, k=None):
    k = R.randrange(14) if k is None else k
    k = {14: 2, 15: 2, 16: 0}.get(k, k)          # variants 14-16: extra recovery-code and TOTP notes
    user = username()
    if k == 0:
        sec = totp_secret()
        issuer = pick(["AWS", "GitHub", "Acme%20VPN", "Grafana", "Okta", "Naver%20Works", "Toss"])
        txt = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, user, sec, issuer)
        return mk("TOTP: otpauth URI seed", "TOTP seed", "TOTP 시드", txt, "the QR decoder", [sec],
                  hint_en="Whoever holds the seed can generate codes forever; the MFA device has to be re-enrolled.",
                  hint_ko="시드를 가진 사람은 계속 코드를 만들 수 있음. MFA를 다시 등록해야 함.")
    if k == 1:
        sec = totp_grouped()
        txt = ("Setup key (if you can't scan the QR code): %s" if lang == "en" else "QR 스캔이 안 되면 설정 키 입력: %s") % sec
        return mk("TOTP: grouped setup key", "2FA setup key", "2단계 인증 설정 키", txt, "the setup page", [sec],
                  hint_en="The shared CI account's 2FA seed must live in the vault, not in a note.",
                  hint_ko="공용 CI 계정의 2FA 시드는 노트가 아니라 금고에 있어야 함.")
    if k == 2:
        name, codes = recovery_codes()
        txt = "%s recovery codes:\n%s" % (name, "\n".join(codes))
        if chance(0.4):
            txt = "%s recovery codes: %s" % (name, ", ".join(codes))
        return mk("recovery codes: %s (%d codes)" % (name, len(codes)), "set of %s recovery codes" % name, "%s 복구 코드" % name,
                  txt, "the downloaded codes file", codes, value=codes[0], inline=codes[0],
                  hint_en="Each recovery code works once; the used ones must be crossed off and the set regenerated when it leaks.",
                  hint_ko="복구 코드는 한 번씩만 쓸 수 있음. 유출되면 전체를 재발급해야 함.", splittable=False)
    if k == 3:
        sk = onepassword_secret_key()
        return mk("recovery: 1Password Secret Key", "1Password Secret Key", "1Password Secret Key",
                  "Emergency Kit\nSign-in address: acme.1password.com\nEmail: %s@acme.kr\nSecret Key: %s" % (user, sk),
                  "the Emergency Kit", [sk], hint_en="The Secret Key plus the account password unlocks the whole vault.",
                  hint_ko="Secret Key와 계정 비밀번호가 있으면 금고 전체가 열림.")
    if k == 4:
        bk = bitlocker_key()
        return mk("recovery: BitLocker recovery key", "BitLocker recovery key", "BitLocker 복구 키",
                  "BitLocker recovery key for %s (Key ID %s):\n%s" % (pick(["LAPTOP-7F2K", "DESKTOP-QA03", "NB-%s" % digits(4)]),
                                                                      uuid4()[:8].upper(), bk),
                  "Intune", [bk], hint_en="Recovery keys are escrowed in Intune; they should be fetched there, not copied around.",
                  hint_ko="복구 키는 Intune에 보관되어 있으니 거기서 조회하고 복사해서 돌리지 말 것.")
    if k == 5:
        ak = apple_recovery_key()
        return mk("recovery: Apple account recovery key", "Apple recovery key", "Apple 복구 키",
                  "Apple ID recovery key (test device account): %s" % ak, "the note", [ak],
                  hint_en="Losing the recovery key locks the account; it is not something to share in chat.",
                  hint_ko="복구 키를 잃으면 계정이 잠김. 채팅으로 공유할 값이 아님.")
    if k == 6:
        keys = [rb64(32) for _ in range(R.randrange(3, 6))]
        root = "hvs." + rs(B64URL, 24)
        txt = "\n".join("Unseal Key %d: %s" % (i + 1, x) for i, x in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
        return mk("recovery: Vault unseal keys and root token", "Vault unseal keys", "Vault 언실 키", txt, "the vault init output",
                  keys + [root], value=root, inline=root,
                  hint_en="Unseal keys should be split between people; having them all in one place defeats Shamir.",
                  hint_ko="언실 키는 사람별로 나눠 가져야 함. 한곳에 모으면 샤미르 분할 의미가 없음.", splittable=False)
    if k == 7:
        pin, puk = pin8(), pin8()
        txt = ("ykman piv access change-pin --pin %s --new-pin %s" % (pin8(), pin) if chance(0.5) else
               "YubiKey PIV: PIN %s / PUK %s" % (pin, puk))
        secrets = [x for x in re.findall(r"\d{8}", txt)]
        return mk("PIN: YubiKey PIV PIN/PUK", "YubiKey PIV PIN", "YubiKey PIV PIN", txt, "the setup notes", secrets,
                  hint_en="Three wrong PINs block the PIV applet; the PUK resets it.",
                  hint_ko="PIN 3회 오류 시 PIV가 잠기고 PUK로 풀어야 함.")
    if k == 8:
        p = pin8()
        what = pick([("door lock code for the server room", "서버실 도어락 비밀번호",
                      "Physical access codes are personal; log who received them.",
                      "물리 출입 코드는 개인별로 관리하고 누가 받았는지 기록해야 함."),
                     ("alarm disarm code", "경비 해제 코드",
                      "Disarming outside office hours notifies the security company; tell them first.",
                      "업무 시간 외 해제는 보안업체에 통보되므로 미리 알려야 함."),
                     ("SIM PUK for the on-call phone", "당직폰 SIM PUK",
                      "Ten wrong PUK entries kill the SIM for good; the carrier has to issue a new one.",
                      "PUK를 10번 틀리면 SIM이 영구 잠김. 통신사에서 재발급해야 함."),
                     ("safe combination", "금고 비밀번호",
                      "Opening the safe has to be logged in the access sheet with a second person present.",
                      "금고를 열 때는 2인 입회 후 출입 대장에 기록해야 함.")])
        txt = ("%s: %s" % (what[0], p)) if lang == "en" else ("%s: %s" % (what[1], p))
        return mk("PIN: 8-digit %s" % what[0], what[0], what[1], txt, "the onboarding doc", [p],
                  hint_en=what[2], hint_ko=what[3])
    ssid = pick(WIFI_SSIDS)
    pw = wifi_pass()
    if k == 9:
        txt = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        if '"' in pw:
            return _item_misc_secret(lang, k)
        cat = "wpa_supplicant.conf psk"
    elif k == 10:
        txt = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
        cat = "nmcli password"
    elif k == 11:
        txt = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        if any(c in pw for c in ';:\\,"'):
            return _item_misc_secret(lang, k)
        cat = "Wi-Fi QR payload"
    elif k == 12:
        txt = ("Profile %s on interface Wi-Fi:\n    Security key           : Present\n    Key Content            : %s" % (ssid, pw))
        cat = "netsh wlan key=clear output"
    else:
        pw = hexs(64) if chance(0.4) else pw
        txt = "interface=wlan0\nssid=%s\nwpa=2\n%s=%s" % (ssid, "wpa_psk" if len(pw) == 64 and all(c in HEX for c in pw) else "wpa_passphrase", pw)
        cat = "hostapd.conf passphrase"
    return mk("Wi-Fi: " + cat, "Wi-Fi key for %s" % ssid, "%s 와이파이 비밀번호" % ssid, txt, "the device config", [pw],
              hint_en=pick(["IoT devices only join 2.4 GHz; the 5G SSID was the reason pairing failed.",
                            "The guest network is isolated, so the printer must be on the office SSID."]),
              hint_ko=pick(["IoT 기기는 2.4GHz만 붙어서 5G SSID로는 페어링이 안 됐음.",
                            "게스트망은 격리되어 있어서 프린터는 사무실 SSID에 있어야 함."]))


MISC_TASKS = [("TOTP", [("enroll the shared CI account in MFA", "공용 CI 계정 MFA 등록"),
                         ("log in to the console as the ops account", "ops 계정으로 콘솔 로그인")]),
              ("recovery codes", [("restore the shared account after the lockout", "잠긴 공용 계정 복구")]),
              ("recovery: 1Password", [("set up 1Password on the new laptop", "새 노트북에 1Password 설정")]),
              ("recovery: BitLocker", [("recover the laptop after the BIOS update", "BIOS 업데이트 후 노트북 복구")]),
              ("recovery: Apple", [("sign in on the new test device", "새 테스트 기기 로그인")]),
              ("PIN: YubiKey", [("reset the YubiKey PIV applet", "YubiKey PIV 초기화")]),
              ("PIN: 8-digit door", [("get into the server room to swap a disk", "서버실 디스크 교체")]),
              ("PIN: 8-digit alarm", [("open the office on Sunday for the migration", "일요일 마이그레이션 때문에 사무실 출입")]),
              ("PIN: 8-digit SIM", [("reset the on-call phone", "당직폰 초기화")]),
              ("PIN: 8-digit safe", [("take the backup tapes out of the safe", "금고에서 백업 테이프 반출")]),
              ("Wi-Fi", [("connect the warehouse scanners", "창고 스캐너 연결"), ("set up the lab printer", "실험실 프린터 설정"),
                         ("pair the door sensor", "도어 센서 페어링"), ("configure the kiosk", "키오스크 설정")])]


def item_misc_secret(lang, k=None):
    it = _item_misc_secret(lang, k)
    if not it["cat"].startswith("recovery: Vault"):
        it["family"] = "personal"
        for prefix, tasks in MISC_TASKS:
            if it["cat"].startswith(prefix):
                it["task"] = pick(tasks)
    return it


# --- J: webhook URLs with embedded secrets -------------------------------------------------------
def item_webhook(lang, k=None):
    k = R.randrange(13) if k is None else k
    if k == 0:
        sec = rs(ALNUM, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_UP, 9), rs(ALNUM_UP, 10), sec)
        name, secrets = "Slack incoming webhook", [sec]
    elif k == 1:
        sec = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec)
        name, secrets = "Discord webhook", [sec]
    elif k == 2:
        sec = hexs(32)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), sec, uuid4())
        name, secrets = "Microsoft Teams incoming webhook", [sec]
    elif k == 3:
        key, tok = "AIzaSy" + rs(B64URL, 33), pct(rs(B64URL, 43) + "=")
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok)
        name, secrets = "Google Chat webhook", [key, tok]
    elif k == 4:
        tok, sec = hexs(64), "SEC" + hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\nsign secret: %s" % (tok, sec)
        name, secrets = "DingTalk robot webhook", [tok, sec]
    elif k == 5:
        hook = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % hook
        name, secrets = "Feishu bot webhook", [hook]
    elif k == 6:
        key = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % key
        name, secrets = "WeCom group robot webhook", [key]
    elif k == 7:
        sec = rs(ALNUM_LO, 26)
        url = "https://chat.%s/hooks/%s" % (pick(DOMAINS), sec)
        name, secrets = "Mattermost incoming webhook", [sec]
    elif k == 8:
        a, b = rs(ALNUM, 24), rs(ALNUM, 48)
        url = "https://rocket.%s/hooks/%s/%s" % (pick(DOMAINS), a, b)
        name, secrets = "Rocket.Chat webhook", [a, b]
    elif k == 9:
        tok = "glptt-" + hexs(40)
        url = "curl -X POST --fail -F token=%s -F ref=main https://gitlab.example.com/api/v4/projects/%d/trigger/pipeline" % (tok, R.randrange(10, 900))
        name, secrets = "GitLab pipeline trigger token", [tok]
    elif k == 10:
        tok = rs(ALNUM, 32)
        url = "https://jenkins.%s/generic-webhook-trigger/invoke?token=%s" % (pick(DOMAINS), tok)
        name, secrets = "Jenkins generic webhook trigger token", [tok]
    elif k == 11:
        sec = pick([hexs(40), rs(ALNUM, 32)])
        url = "Payload URL: https://ci.%s/github-webhook/\nContent type: application/json\nSecret: %s" % (pick(DOMAINS), sec)
        name, secrets = "GitHub webhook secret", [sec]
    else:
        sec = rs(B64URL, 40)
        url = "https://hooks.%s/in/%s/%s" % (pick(DOMAINS), pick(["deploy", "alerts", "orders"]), sec)
        name, secrets = "in-house webhook with path secret", [sec]
    return mk("webhook: " + name, name, name, url, "the alerting config", secrets, value=secrets[-1], inline=secrets[-1],
              hint_en=pick(["Anyone with the webhook URL can post to the channel; the URL itself is the credential.",
                            "The webhook returned 404 after the channel was archived, which looked like an auth error.",
                            "Alert routing should read the webhook from the secret store so it can be rotated without a deploy."]),
              hint_ko=pick(["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있음. URL 자체가 자격 증명임.",
                            "채널이 보관되면서 웹훅이 404를 돌려줬는데 인증 오류처럼 보였음.",
                            "알림 웹훅은 시크릿 저장소에서 읽어야 배포 없이 교체할 수 있음."]),
              splittable=False)


# --- K: application secrets and infrastructure keys ----------------------------------------------
DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


def item_app_secret(lang, k=None):
    k = R.randrange(15) if k is None else k
    if k == 0:
        v = pick(["django-insecure-", ""]) + rs(DJANGO_CHARS, 50)
        if "'" in v:
            return item_app_secret(lang, k)
        cat, txt, key = "Django SECRET_KEY", "SECRET_KEY = '%s'" % v, "SECRET_KEY"
    elif k == 1:
        v = hexs(128)
        cat, txt, key = "Rails secret_key_base", "production:\n  secret_key_base: %s" % v, "secret_key_base"
    elif k == 2:
        v = "base64:" + rb64(32)
        cat, txt, key = "Laravel APP_KEY", "APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, "APP_KEY"
    elif k == 3:
        v = pick([hexs(64), rs(ALNUM, 48), rb64(32)])
        cat, txt, key = "JWT signing secret", "JWT_SECRET=%s\nJWT_EXPIRES_IN=1h" % v, "JWT_SECRET"
    elif k == 4:
        v = rb64(32)
        cat, txt, key = "NextAuth secret", "NEXTAUTH_URL=https://admin.%s\nNEXTAUTH_SECRET=%s" % (pick(DOMAINS), v), "NEXTAUTH_SECRET"
    elif k == 5:
        v = b64url_of(rbytes(32), pad=True)
        cat, txt, key = "Fernet key", "FERNET_KEY = b'%s'\nf = Fernet(FERNET_KEY)" % v, "FERNET_KEY"
    elif k == 6:
        v = hexs(64)
        cat, txt, key = "AES-256 data key", "encryption:\n  algorithm: AES-256-GCM\n  key: %s" % v, "key"
    elif k == 7:
        priv, psk = wireguard_key(), rb64(32)
        txt = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, R.randrange(2, 250), rb64(32), psk, pick(DOMAINS))
        return mk("app secret: WireGuard PrivateKey and PresharedKey", "WireGuard private key", "WireGuard 개인 키", txt, "wg0.conf",
                  [priv, psk], hint_en="Each peer needs its own key pair; copying a config to a second laptop kicks the first one off.",
                  hint_ko="피어마다 키 쌍이 따로 있어야 함. 설정을 다른 노트북에 복사하면 먼저 붙은 쪽이 끊김.", splittable=False)
    elif k == 8:
        v = "SU" + rs(B32, 56)
        cat, txt, key = "NATS nkey seed", "authorization {\n  users = [\n    { nkey: U%s }\n  ]\n}\n# client seed: %s" % (rs(B32, 55), v), "seed"
    elif k == 9:
        v = "K10%s::server:%s" % (hexs(64), hexs(32))
        cat, txt, key = "k3s join token", "curl -sfL https://get.k3s.io | K3S_URL=https://%s:6443 K3S_TOKEN=%s sh -" % (hostname(), v), "K3S_TOKEN"
    elif k == 10:
        v = rs(ALNUM_LO, 6) + "." + rs(ALNUM_LO, 16)
        cat, txt, key = "kubeadm bootstrap token", "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (
            hostname(), v, hexs(64)), "--token"
    elif k == 11:
        v = rs(UP, 20)
        cat, txt, key = "RabbitMQ Erlang cookie", "RABBITMQ_ERLANG_COOKIE=%s" % v, "RABBITMQ_ERLANG_COOKIE"
    elif k == 12:
        v = rb64(32)
        cat, txt, key = "Consul gossip encryption key", 'encrypt = "%s"\ndatacenter = "kr-central"' % v, "encrypt"
    elif k == 13:
        v = rs(ALNUM, 32)
        cat, txt, key = "Keycloak client secret", "spring.security.oauth2.client.registration.keycloak.client-id=%s\nspring.security.oauth2.client.registration.keycloak.client-secret=%s" % (
            pick(SERVICES), v), "client-secret"
    else:
        v = any_password(avoid=" ")[2]
        cat, txt, key = "Jasypt encryptor password", "jasypt.encryptor.password=%s\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256" % v, "jasypt.encryptor.password"
    return mk("app secret: " + cat, cat, cat, txt, "the config", [v],
              inline="%s=%s" % (key, v) if chance(0.4) else v,
              hint_en=pick(["Changing %s invalidates every existing session/token, so it needs a maintenance window." % key,
                            "The secret differed between replicas, which is why logins flapped behind the load balancer.",
                            "Generate this value per environment; the same %s in dev and prod lets dev tokens work in prod." % key]),
              hint_ko=pick(["%s 값을 바꾸면 기존 세션과 토큰이 모두 무효가 되므로 점검 시간이 필요함." % key,
                            "레플리카마다 시크릿 값이 달라서 로드밸런서 뒤에서 로그인이 풀렸다 붙었다 했음.",
                            "이 값은 환경별로 생성해야 함. dev와 prod의 %s 값이 같으면 dev 토큰이 prod에서 통함." % key]))


# --- several credentials of different kinds in one pasted file -----------------------------------
def item_mixed(lang, k=None):
    vs = R.sample(VENDORS, 2)
    pairs, listed = [], []
    for v in vs:
        for key, val, is_listed in v["gen"]():
            if key not in [p[0] for p in pairs]:
                pairs.append((key, val))
                if is_listed:
                    listed.append(val)
    _, _, pw = any_password()
    pairs.insert(R.randrange(len(pairs) + 1), ("DB_PASSWORD", pw))
    listed.append(pw)
    pairs.insert(0, ("DB_HOST", hostname()))
    how, file, text = render_container(pairs, only=["dotenv", "dotenv quoted", "shell export", "YAML", "JSON",
                                                    "k8s Secret", "docker-compose", "GitHub Actions", "Terraform",
                                                    "PowerShell", "Python", "diff", "chat paste", "markdown table"])
    return mk("mixed: %s + %s + DB password in one file / %s" % (vs[0]["what_en"], vs[1]["what_en"], how),
              "set of credentials", "자격 증명 묶음", text, file, listed, value=pw, inline=pw,
              hint_en=pick_hint(HINT_CFG_EN, file=file, key="DB_PASSWORD", vendor=vs[0]["name"], header="Authorization", **env_pair()),
              hint_ko=pick_hint(HINT_CFG_KO, file=file, key="DB_PASSWORD", vendor=vs[0]["name"], header="Authorization", **env_pair()),
              splittable=False)


# ----------------------------------------------------------------------------------------------
# prose frames for secret notes
# ----------------------------------------------------------------------------------------------
S_MC_SNIP = {"en": [
    "Deploy of {svc} to {env} failed with 401 and I didn't know which {what} the job was using. {person} pasted the relevant part of {file}:\n{snippet}",
    "{snippet}\nThat is what {person} sent when I asked why {svc} could not authenticate; I had assumed the value came from the CI secret store.",
    "I was not told that {svc} reads its {what} straight from {file}. Relevant excerpt:\n{snippet}\nNothing in the {env} pipeline overrides it.",
    "While chasing {ticket} I found the {what} hard-coded in {file}:\n{snippet}",
    "The user asked me to reproduce the {vendor} integration locally and shared their working setup from {file}:\n{snippet}\nI had been using an expired value from my shell history.",
    "Context I lacked: {svc} on {env} still uses the old {what}. From the incident channel:\n{snippet}",
    "Failing step output, copied as-is:\n{snippet}\nI did not know the {what} was injected this way.",
    "{person} said the {env} {what} lives in {file} and pasted it so I could finish the migration:\n{snippet}",
    "Nobody mentioned that {svc} has two configs. The one actually loaded in {env} is {file}:\n{snippet}\nThe other one is dead code.",
    "I spent an hour on {ticket} before {person} shared this from {file}:\n{snippet}\nWith it the smoke test passed at once.",
    "The README says to use the secret manager, but the {env} box really runs with this ({file}):\n{snippet}",
    "Cron job for {svc} started failing at 03:00. What the wrapper script dumped:\n{snippet}",
    "Pair-debugging with {person}; their terminal showed\n{snippet}\nwhich is why their calls to {vendor} worked and mine did not.",
    "The onboarding doc for {svc} is outdated. Current {what} setup according to {person}:\n{snippet}\nIs that still right for {env}?",
    "{snippet}\n(from {file}; {person} asked me to check why {svc} ignores it in {env})",
    "Task: move {svc} to the new cluster. The missing piece was the {what}; the old host had it in {file}:\n{snippet}",
    "{person} says this one was revoked last week, but pasted it anyway so I could compare formats:\n{snippet}",
    "Found while grepping the repo for {ticket} ({file}):\n{snippet}\nI had assumed nothing sensitive was committed there.",
], "ko": [
    "{svc} 서비스 {env} 배포가 401로 실패했는데 어떤 {what_eul} 쓰는지 몰랐음. {person}님이 {file} 일부를 붙여줌:\n{snippet}",
    "{snippet}\n{svc} 인증이 왜 안 되냐고 물었을 때 {person}님이 보내준 내용. CI 시크릿에서 읽는 줄 알았는데 아니었음.",
    "{svc} 서비스가 {what_eul} {file}에서 직접 읽는다는 걸 몰랐다. 해당 부분:\n{snippet}",
    "{ticket} 조사하다가 {file}에 하드코딩된 {what_eul} 발견:\n{snippet}",
    "로컬에서 {vendor} 연동을 재현해 달라는 요청. 사용자가 쓰는 설정({file}):\n{snippet}\n나는 셸 히스토리에 남은 만료된 값을 쓰고 있었음.",
    "몰랐던 점: {env} 환경의 {svc} 서비스는 아직 예전 {what_eul} 씀. 장애 채널에 올라온 내용:\n{snippet}",
    "실패한 단계 출력 그대로:\n{snippet}\n{what_i} 이런 식으로 주입되는 줄 몰랐음.",
    "{person}님이 {env} {what_i} {file}에 있다면서 마이그레이션 마무리하라고 붙여줌:\n{snippet}",
    "{svc} 설정 파일이 두 개라는 걸 아무도 말해주지 않았음. {env}에서 실제로 로드되는 건 {file}:\n{snippet}",
    "{ticket} 건으로 한 시간 헤매다가 {person}님이 {file} 내용을 공유해 줌:\n{snippet}\n이걸로 바로 스모크 테스트 통과.",
    "README에는 시크릿 매니저를 쓰라고 되어 있지만 {env} 서버는 실제로 이렇게 돌고 있음({file}):\n{snippet}",
    "새벽 3시부터 {svc} 크론이 실패. 래퍼 스크립트가 덤프한 내용:\n{snippet}",
    "{person}님과 같이 디버깅. {person}님 터미널에는\n{snippet}\n이렇게 되어 있어서 그쪽만 {vendor} 호출이 성공했던 것.",
    "{snippet}\n({file} 내용. {person}님이 {env}에서 {svc} 서비스가 이걸 무시하는 이유를 봐 달라고 함)",
    "작업: {svc} 서비스를 새 클러스터로 이전. 빠져 있던 건 {what} 설정. 예전 서버의 {file}:\n{snippet}",
    "{person}님 말로는 지난주에 폐기된 값이라는데, 형식 비교하라고 그대로 붙여줌:\n{snippet}",
    "{ticket} 때문에 저장소를 grep하다가 발견({file}):\n{snippet}\n여기엔 민감한 값이 없을 거라고 생각했음.",
]}
S_MC_PLAIN = {"en": [
    "The {svc} deploy to {env} kept failing with 401 and I assumed the {what} came from the CI secret store; it did not.",
    "I did not know that {svc} loads its {what} from {file} instead of the environment.",
    "{person} had already rotated the {what} for {env}, but the running pods still had the old one.",
    "Nobody told me the {what} for {svc} is different per environment.",
    "I was debugging {ticket}: calls to {vendor} from {svc} returned 403 only in {env}.",
    "I didn't know the {what} had been shared in chat instead of through the vault.",
    "The migration plan for {svc} didn't say where the {what} is kept.",
    "I assumed the {what} in {file} was a dummy value for tests.",
    "Missing context: the {env} job runs as a different user with its own {what}.",
], "ko": [
    "{svc} 서비스 {env} 배포가 계속 401로 실패했는데 {what_i} CI 시크릿에서 온다고 착각했음.",
    "{svc} 서비스가 {what_eul} 환경 변수가 아니라 {file}에서 읽는다는 걸 몰랐음.",
    "{person}님이 {env} {what_eul} 이미 교체했는데 떠 있는 파드는 예전 값을 들고 있었음.",
    "{svc} 서비스의 {what_i} 환경마다 다르다는 걸 아무도 말해주지 않았음.",
    "{ticket} 디버깅 중: {svc}에서 {vendor} 호출이 {env}에서만 403.",
    "{what_i} 금고가 아니라 채팅으로 공유됐었다는 걸 몰랐음.",
    "{svc} 이전 계획서에 {what_i} 어디 보관되는지 빠져 있었음.",
    "{file}의 {what_eul} 테스트용 더미 값이라고 생각했음.",
]}
S_MC_INLINE = {"en": [
    "The {env} {what} for {svc} is `{inline}`; I had been using the dev one.",
    "{person} told me in a DM that the {what} is {inline} and that it must not go into the repo.",
    "I didn't know the job authenticates with {inline}, which {person} created last year.",
    "Is `{inline}` really the {what} for {env}? That is what {file} contains, and {svc} rejects it.",
    "Turns out {svc} uses {inline} in {env} ({what}, kept in {file}).",
    "The {env} {what} ('{inline}') was created by {person} and never rotated.",
    "{person}: \"{what} for {env}? it's {inline}\" -- that was the whole handover.",
], "ko": [
    "{svc} 서비스의 {env} {what_eun} `{inline}` 임. 나는 개발용 값을 쓰고 있었음.",
    "{person}님이 DM으로 {what_i} {inline} 라고 알려주면서 저장소에는 넣지 말라고 함.",
    "`{inline}` 이게 정말 {env}용 {what}인가요? {file}에 이렇게 들어 있는데 {svc}에서 거부됨.",
    "알고 보니 {svc} 서비스는 {env}에서 {inline} 값을 씀({what}, {file}에 저장).",
    "{person}님이 알려준 {env} {what_eun} {inline}이고, 작년에 만든 뒤로 한 번도 안 바꿨다고 함.",
    "인수인계 내용은 \"{env} {what}? {inline}\" 한 줄이 전부였음.",
]}
S_LESSON_SNIP = {"en": [
    "Working configuration after the fix:\n{snippet}\n{hint}",
    "{hint} What finally worked:\n{snippet}",
    "{hint}\nFor reference, the exact snippet that works in {env}:\n{snippet}",
    "Reproduced and fixed. {hint}\n{snippet}",
    "{snippet}\n{hint}",
    "Steps: 1) stop {svc}; 2) put this in {file}:\n{snippet}\n3) restart. {hint}",
    "Lesson: {hint} The value in use right now, so the next run does not have to ask again:\n{snippet}",
], "ko": [
    "수정 후 동작한 설정:\n{snippet}\n{hint}",
    "{hint} 최종적으로 동작한 것:\n{snippet}",
    "{hint}\n참고로 {env}에서 동작하는 정확한 설정:\n{snippet}",
    "재현하고 고침. {hint}\n{snippet}",
    "{snippet}\n{hint}",
    "순서: 1) {svc} 중지 2) {file}에 아래 내용 반영\n{snippet}\n3) 재시작. {hint}",
    "교훈: {hint} 다음에 다시 묻지 않도록 현재 쓰는 값:\n{snippet}",
]}
S_LESSON_PLAIN = {"en": [
    "{hint}",
    "{hint} Also check the expiry date before assuming a config bug.",
    "Always confirm which {what} a job uses before debugging auth. {hint}",
    "{hint} Rotate the exposed value and keep only a reference in the repo.",
    "Check {file} first when {svc} fails to authenticate. {hint}",
    "{hint} Write the owner of the {what} into the runbook.",
], "ko": [
    "{hint}",
    "{hint} 설정 버그라고 단정하기 전에 만료일부터 확인할 것.",
    "인증 디버깅 전에 작업이 어떤 {what_eul} 쓰는지 먼저 확인. {hint}",
    "{hint} 노출된 값은 교체하고 저장소에는 참조만 남길 것.",
    "{svc} 인증 실패 시 {file}부터 볼 것. {hint}",
    "{hint} 런북에 {what} 담당자를 적어 둘 것.",
]}
S_LESSON_INLINE = {"en": [
    "{hint} The current {what} is {inline}.",
    "Use {inline} for {env} until the rotation on Friday. {hint}",
    "{hint} (the value that worked: {inline})",
], "ko": [
    "{hint} 현재 {what_eun} {inline} 임.",
    "금요일 교체 전까지 {env}에서는 {inline} 사용. {hint}",
    "{hint} (동작한 값: {inline})",
]}
S_ASK_PLAIN = {"en": [
    "Which {what} should {svc} use in {env}, and where is it stored?",
    "Is the {what} in {file} still active, or should I request a new one?",
    "Who owns the {what} for {svc}, so I can ask them before rotating it?",
    "Should the {env} {what} come from Vault or from the CI variables?",
    "Can you confirm the {what} was rotated after it was pasted in chat?",
    "Do you want me to move the {what} out of {file} as part of this task?",
    "Is there a separate {what} for {env}, or is it shared with dev?",
    "", "", "",
], "ko": [
    "{env}에서 {svc} 서비스가 써야 하는 {what_eun} 무엇이고 어디에 보관되나요?",
    "{file}의 {what_i} 아직 유효한가요, 새로 발급받아야 하나요?",
    "{svc} 서비스 {what} 담당자가 누구인가요? 교체 전에 확인하려고 합니다.",
    "{env} {what_eun} Vault에서 읽어야 하나요, CI 변수에서 읽어야 하나요?",
    "채팅에 붙여넣은 뒤 {what_eul} 교체했는지 확인해 주실 수 있나요?",
    "이번 작업에서 {what_eul} {file} 밖으로 옮길까요?",
    "", "", "",
]}
S_ASK_VALUE = {"en": [
    "Is `{inline}` still the current {what} for {env}, or was it rotated?",
    "Should I keep using {inline}, or will you issue a new {what}?",
    "You gave me {inline} last time; is it still valid?",
    "Can I store {inline} in the team vault under {svc}/{env}?",
    "Is {inline} the {what} for {env} or for staging?",
], "ko": [
    "`{inline}` 이 값이 아직 {env} {what}인가요, 교체됐나요?",
    "{inline} 계속 써도 되나요, 아니면 새 {what_eul} 발급해 주시나요?",
    "지난번에 주신 {inline} 아직 유효한가요?",
    "{inline} 값을 팀 금고의 {svc}/{env} 항목에 저장해도 될까요?",
]}
S_SPLIT_MC = {"en": [
    "The deploy was blocked on {svc} auth until {person} sent {label}:",
    "The missing piece for {ticket} was {label}. Value as given by the user:",
    "{person} shared {label} over DM (value on the next line, copied exactly):",
    "I needed {label} to finish the {env} migration; it is below.",
], "ko": [
    "{person}님이 {label} 값을 보내주기 전까지 {svc} 인증에서 막혀 있었음. 값:",
    "{ticket} 마무리에 필요했던 건 {label}. 사용자가 준 값:",
    "{person}님이 DM으로 알려준 {label} (다음 줄에 그대로 복사):",
    "{env} 이전 작업에 {label} 값이 필요했음. 아래 참고.",
]}
S_SPLIT_LESSON = {"en": [
    "{value}\n^ that is {label}. {hint}",
    "{value} -- {hint}",
    "`{value}` (use exactly this; {hint})",
    "{value}\n{hint}",
], "ko": [
    "{value}\n^ 이게 {label}. {hint}",
    "{value} -- {hint}",
    "`{value}` (정확히 이 값 사용. {hint})",
    "{value}\n{hint}",
]}

P_TASKS = [("reset the on-call phone", "당직폰 초기화"), ("get into the server room to swap a disk", "서버실 디스크 교체"),
           ("enroll the shared CI account in MFA", "공용 CI 계정 MFA 등록"), ("set up the lab printer", "실험실 프린터 설정"),
           ("recover the laptop after the BIOS update", "BIOS 업데이트 후 노트북 복구"), ("log in to the NAS", "NAS 로그인"),
           ("pair the door sensor", "도어 센서 페어링"), ("configure the kiosk", "키오스크 설정"),
           ("sign in on the new test device", "새 테스트 기기 로그인"), ("connect the warehouse scanners", "창고 스캐너 연결"),
           ("check the prod admin page", "운영 어드민 페이지 확인"), ("send the settlement mail", "정산 메일 발송"),
           ("restore the shared account after the lockout", "잠긴 공용 계정 복구")]
P_MC_SNIP = {"en": [
    "{person} gave me the {what} so I could {task}:\n{snippet}",
    "I didn't know a {what} was needed to {task}. From {file}:\n{snippet}",
    "{snippet}\nThat's what {person} wrote in the team chat when I asked how to {task}.",
    "To {task} I needed the {what}; {person} read it out and I noted it here:\n{snippet}",
    "Blocked on {ticket} ({task}) until {person} sent this:\n{snippet}",
], "ko": [
    "{task}하려고 {person}님한테 {what_eul} 받음:\n{snippet}",
    "{task}에 {what_i} 필요하다는 걸 몰랐음. {file} 내용:\n{snippet}",
    "{snippet}\n{task} 방법을 물었더니 {person}님이 팀 채팅에 올려준 내용.",
    "{ticket}({task}) 건이 {person}님이 이걸 보내줄 때까지 막혀 있었음:\n{snippet}",
]}
P_MC_PLAIN = {"en": [
    "I didn't know I would need the {what} to {task}.",
    "{person} was on leave, and nobody else knew the {what} needed to {task}.",
    "Missing context for {ticket}: to {task} you need the {what}, which only {person} had.",
], "ko": [
    "{task}하는 데 {what_i} 필요할 줄 몰랐음.",
    "{person}님이 휴가라 {task}에 필요한 {what_eul} 아는 사람이 없었음.",
    "{ticket} 관련 몰랐던 점: {task}하려면 {what_i} 필요한데 {person}님만 알고 있었음.",
]}
P_MC_INLINE = {"en": [
    "{person} said the {what} is {inline}; I needed it to {task}.",
    "To {task}, use {inline} ({what}, per {person}).",
    "{person} wrote '{what}: {inline}' on the whiteboard photo they sent so I could {task}.",
], "ko": [
    "{person}님 말로는 {what_eun} {inline} 임. {task}에 필요했음.",
    "{task}할 때는 {inline} 사용({what}, {person}님 확인).",
    "{person}님이 보내준 화이트보드 사진에 {what} {inline}이라고 적혀 있었음. {task}에 필요했음.",
]}
P_LESSON_SNIP = {"en": ["{hint} For the record:\n{snippet}", "{snippet}\n{hint}", "What worked to {task}:\n{snippet}\n{hint}"],
                 "ko": ["{hint} 기록용:\n{snippet}", "{snippet}\n{hint}", "{task}에 성공한 방법:\n{snippet}\n{hint}"]}
P_LESSON_PLAIN = {"en": ["{hint}", "{hint} Ask {person} before touching it again.",
                         "Before trying to {task}, get the {what} from its owner. {hint}"],
                  "ko": ["{hint}", "{hint} 다시 건드리기 전에 {person}님께 물어볼 것.",
                         "{task} 전에 담당자에게서 {what_eul} 받아 둘 것. {hint}"]}
P_LESSON_INLINE = {"en": ["{hint} ({what}: {inline})", "Use {inline} to {task}. {hint}"],
                   "ko": ["{hint} ({what}: {inline})", "{task}할 때 {inline} 사용. {hint}"]}
P_ASK_PLAIN = {"en": ["Who keeps the {what}, so I can ask them directly next time?", "Is there a shared vault entry for the {what}?",
                      "Should the {what} be changed now that I have used it?", "", ""],
               "ko": ["{what_eul} 누가 관리하나요? 다음엔 직접 물어보려고요.", "{what} 공용 금고 항목이 있나요?",
                      "제가 쓴 뒤에 {what_eul} 바꿔야 하나요?", "", ""]}
P_ASK_VALUE = {"en": ["Is {inline} still the {what}, or was it changed after I used it?",
                      "Can I keep {inline} in my notes, or should it go to the vault?",
                      "Will {inline} still work next time I need to {task}?"],
               "ko": ["{inline} 아직 {what} 맞나요, 제가 쓴 뒤에 바뀌었나요?", "{inline} 메모에 둬도 되나요, 금고로 옮겨야 하나요?",
                      "다음에 {task}할 때도 {inline} 그대로 되나요?"]}
P_SPLIT_MC = {"en": ["To {task} I needed {label}. {person} sent it:", "{label}, as {person} read it out:"],
              "ko": ["{task}하려면 {label} 값이 필요했음. {person}님이 보내준 값:", "{person}님이 불러준 {label}:"]}

FAMILIES = {
    "service": {"mc_snip": S_MC_SNIP, "mc_plain": S_MC_PLAIN, "mc_inline": S_MC_INLINE, "le_snip": S_LESSON_SNIP,
                "le_plain": S_LESSON_PLAIN, "le_inline": S_LESSON_INLINE, "ask_plain": S_ASK_PLAIN,
                "ask_value": S_ASK_VALUE, "split_mc": S_SPLIT_MC, "split_le": S_SPLIT_LESSON},
    "personal": {"mc_snip": P_MC_SNIP, "mc_plain": P_MC_PLAIN, "mc_inline": P_MC_INLINE, "le_snip": P_LESSON_SNIP,
                 "le_plain": P_LESSON_PLAIN, "le_inline": P_LESSON_INLINE, "ask_plain": P_ASK_PLAIN,
                 "ask_value": P_ASK_VALUE, "split_mc": P_SPLIT_MC, "split_le": S_SPLIT_LESSON},
}

FENCE_LANG = {"YAML": "yaml", "JSON": "json", "TOML": "toml", "INI": "ini", "Python": "python", "JavaScript": "js",
              "Go": "go", "Java": "java", "Kotlin": "kotlin", "C#": "csharp", "Ruby": "ruby", "PHP": "php",
              "Rust": "rust", "Swift": "swift", "Dockerfile": "dockerfile", "Terraform": "hcl", "XML": "xml",
              "shell export": "bash", "dotenv": "dotenv", "diff": "diff", "PowerShell": "powershell"}


def fmt_block(snippet, cat=""):
    """how the agent pastes a snippet into prose"""
    one_line = "\n" not in snippet
    r = R.random()
    if one_line and len(snippet) < 160 and r < 0.35:
        return "`%s`" % snippet if "`" not in snippet else snippet
    if r < 0.75:
        lang = ""
        for k, v in FENCE_LANG.items():
            if cat.endswith("/ " + k):
                lang = v
        if not lang and chance(0.3):
            lang = pick(["", "text", "bash", "console"])
        return "```%s\n%s\n```" % (lang, snippet)
    if r < 0.85:
        return "\n".join("    " + ln for ln in snippet.split("\n"))
    return snippet


def slots_for(it, lang):
    e = env_pair()
    what = it["what_en"] if lang == "en" else it["what_ko"]
    vendor = it["vendor"] or ("the upstream service" if lang == "en" else "외부 서비스")
    d = {"what": what, "svc": pick(SERVICES), "vendor": vendor, "env": e["env_" + lang], "person": person(lang),
         "file": it["file"] if lang == "en" else ko_place(it["file"]), "ticket": ticket(), "label": it["label_en"] if lang == "en" else it["label_ko"],
         "value": it["value"], "inline": it["inline"],
         "hint": it["hint_en"] if lang == "en" else it["hint_ko"]}
    if lang == "ko":
        d["what_eul"] = josa(what, "을/를")
        d["what_i"] = josa(what, "이/가")
        d["what_eun"] = josa(what, "은/는")
    return d


SECRET_MODES = [("snippet in missing_context", 36), ("snippet in lesson", 22), ("inline in context, snippet in lesson", 10),
                ("label/value split across fields", 9), ("value only in ask_next_time", 5), ("inline mention only", 8),
                ("snippet in context and repeated in ask", 10)]


def weighted(pairs):
    total = sum(w for _, w in pairs)
    x = R.random() * total
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


INLINE_MODES = ("inline in context, snippet in lesson", "value only in ask_next_time", "inline mention only",
                "snippet in context and repeated in ask")


def assemble_secret(it, lang):
    d = slots_for(it, lang)
    t = it["task"] or pick(P_TASKS)
    d["task"] = t[0] if lang == "en" else t[1]
    T = FAMILIES[it["family"]]
    mode = weighted(SECRET_MODES)
    if mode == "label/value split across fields" and (not it["splittable"] or "\n" in it["value"]):
        mode = "snippet in missing_context"
    if mode in INLINE_MODES and not it["inline_ok"]:
        mode = pick(["snippet in missing_context", "snippet in lesson"])
    block = fmt_block(it["snippet"], it["cat"])
    F = lambda key: pick_frame(T[key], lang, it["file"]).format(**dict(d, snippet=block))
    if mode == "snippet in missing_context":
        mc, le = F("mc_snip"), F("le_plain")
        ask = F("ask_value") if (it["inline_ok"] and chance(0.12)) else F("ask_plain")
    elif mode == "snippet in lesson":
        mc, le = F("mc_plain"), F("le_snip")
        ask = F("ask_value") if (it["inline_ok"] and chance(0.12)) else F("ask_plain")
    elif mode == "inline in context, snippet in lesson":
        mc, le, ask = F("mc_inline"), F("le_snip"), F("ask_plain")
    elif mode == "label/value split across fields":
        mc, le, ask = F("split_mc"), F("split_le"), F("ask_plain")
    elif mode == "value only in ask_next_time":
        mc, le, ask = F("mc_plain"), F("le_plain"), F("ask_value")
    elif mode == "inline mention only":
        if chance(0.5):
            mc, le = F("mc_inline"), F("le_plain")
        else:
            mc, le = F("mc_plain"), F("le_inline")
        ask = F("ask_plain")
    else:
        mc, le, ask = F("mc_snip"), F("le_plain"), F("ask_value")
    fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
    secrets = [x for x in dedupe(it["secrets"]) if any(x in f for f in fields.values())]
    return fields, secrets, mode


def build_secret_note(maker, lang):
    for attempt in range(400):
        it = maker(lang)
        fields, secrets, mode = assemble_secret(it, lang)
        if not secrets or not field_sizes_ok(fields):
            continue
        if window_violation(fields, secrets):
            continue
        return {"lang": lang, "kind": "secret", "category": "%s | %s" % (it["cat"], mode), "fields": fields,
                "secrets": secrets, "_vendor": it["vendor"]}
    raise RuntimeError("could not build a secret note with %r" % maker)


# ==============================================================================================
# CLEAN notes: no credential at all, but most of them look risky
# ==============================================================================================
def ck(cat, what_en, what_ko, snippet, file, hint_en, hint_ko, publishable=False, risky=True):
    return {"cat": cat, "what_en": what_en, "what_ko": what_ko, "snippet": snippet, "file": file,
            "hint_en": hint_en, "hint_ko": hint_ko, "publishable": publishable, "risky": risky}


PLACEHOLDER_PREFIXES = [("STRIPE_SECRET_KEY", "sk_live_"), ("GITHUB_TOKEN", "ghp_"), ("SLACK_BOT_TOKEN", "xoxb-"),
                        ("AWS_ACCESS_KEY_ID", "AKIA"), ("GITLAB_TOKEN", "glpat-"), ("SENDGRID_API_KEY", "SG."),
                        ("HF_TOKEN", "hf_"), ("NPM_TOKEN", "npm_"), ("OPENAI_API_KEY", "sk-proj-"),
                        ("DIGITALOCEAN_TOKEN", "dop_v1_"), ("SHOPIFY_ACCESS_TOKEN", "shpat_"), ("TOSS_SECRET_KEY", "live_sk_"),
                        ("ANTHROPIC_API_KEY", "sk-ant-"), ("GOOGLE_API_KEY", "AIza")]
PLACEHOLDER_KEYS = ["DB_PASSWORD", "REDIS_PASSWORD", "JWT_SECRET", "SMTP_PASSWORD", "KAKAO_REST_API_KEY",
                    "NAVER_CLIENT_SECRET", "SENTRY_AUTH_TOKEN", "DATADOG_API_KEY", "AWS_SECRET_ACCESS_KEY",
                    "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "LINE_CHANNEL_SECRET", "ADMIN_PASSWORD", "ENCRYPTION_KEY"]


def placeholder_value(key, prefix=None):
    k = R.randrange(12)
    if prefix and k < 4:
        filler = pick(["X", "x", "*", "0"])
        return prefix + filler * pick([16, 24, 32, 36]) if k < 3 else prefix + "..."
    if k < 5:
        return "<your-%s>" % k_kebab(key)
    if k < 6:
        return "your_%s_here" % k_lower(key)
    if k < 7:
        return "${%s}" % key
    if k < 8:
        return pick(["REPLACE_ME", "CHANGE_ME", "TODO", "FIXME"])
    if k < 9:
        return ""
    if k < 10:
        return pick(["<redacted>", "********", "xxxxxxxx", "..."])
    if k < 11:
        return "{{ %s }}" % k_lower(key)
    return "<%s>" % key


def clean_placeholder(lang, k=None):
    pairs = []
    for _ in range(R.randrange(2, 5)):
        if chance(0.55):
            key, prefix = pick(PLACEHOLDER_PREFIXES)
        else:
            key, prefix = pick(PLACEHOLDER_KEYS), None
        if key not in [p[0] for p in pairs]:
            pairs.append((key, placeholder_value(key, prefix)))
    pairs.insert(0, (pick(["APP_ENV", "NODE_ENV", "SPRING_PROFILES_ACTIVE"]), pick(["production", "local", "dev"])))
    style = R.randrange(3) if k is None else k
    if style == 0:
        file, txt = ".env.example", "\n".join("%s=%s" % kv for kv in pairs)
    elif style == 1:
        file, txt = "config.sample.yaml", "\n".join('%s: "%s"' % (k_lower(k), v) for k, v in pairs)
    else:
        file, txt = "README.md", "Copy `.env.example` to `.env` and fill in:\n\n" + "\n".join("- `%s` = `%s`" % (k, v) if v else "- `%s` (leave empty locally)" % k for k, v in pairs)
    return ck("placeholder values in " + file, "example config", "예시 설정", txt, file,
              pick(["The example file must only ever contain placeholders; real values go to the secret store.",
                    "The app now refuses to start when a value still looks like a placeholder, which catches copy-paste mistakes early.",
                    "CI validates that .env.example keys match the keys the code reads."]),
              pick(["예시 파일에는 플레이스홀더만 둬야 하고 실제 값은 시크릿 저장소로.",
                    "값이 플레이스홀더처럼 보이면 앱이 기동을 거부하게 바꿨더니 복붙 실수가 바로 잡힘.",
                    "CI에서 .env.example 키 목록이 코드가 읽는 키와 같은지 검사함."]))


def clean_templated(lang, k=None):
    k = R.randrange(12) if k is None else k
    svc = pick(SERVICES)
    if k == 0:
        txt = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % svc
        cat, file = "k8s secretKeyRef", "deployment.yaml"
    elif k == 1:
        txt = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
        cat, file = "GitHub Actions secrets context", ".github/workflows/release.yml"
    elif k == 2:
        txt = "stringData:\n  password: {{ .Values.postgresql.auth.password | quote }}\n  api-key: {{ required \"apiKey is required\" .Values.apiKey | b64enc }}"
        cat, file = "Helm template expressions", "templates/secret.yaml"
    elif k == 3:
        txt = "mysql_users:\n  - name: app\n    password: \"{{ vault_mysql_app_password }}\"\n    priv: \"app.*:ALL\""
        cat, file = "Ansible vault variable reference", "group_vars/prod/main.yml"
    elif k == 4:
        txt = 'resource "aws_db_instance" "main" {\n  username = "app"\n  password = random_password.db.result\n}\n\nresource "random_password" "db" {\n  length  = 32\n  special = true\n}'
        cat, file = "Terraform random_password reference", "rds.tf"
    elif k == 5:
        txt = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_USER: ${POSTGRES_USER:-app}"
        cat, file = "compose variable interpolation", "docker-compose.yml"
    elif k == 6:
        txt = "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}\njwt.secret=${JWT_SECRET}"
        cat, file = "Spring property placeholders", "application.properties"
    elif k == 7:
        txt = '{{ with secret "kv/data/%s/db" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % svc
        cat, file = "Vault agent template", "db.env.tpl"
    elif k == 8:
        txt = "deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\n    - helm upgrade %s ./chart --set image.tag=$CI_COMMIT_SHORT_SHA" % svc
        cat, file = "GitLab predefined variables", ".gitlab-ci.yml"
    elif k == 9:
        txt = "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n    sh './gradlew publish -PnexusUser=$NEXUS_USER -PnexusPass=$NEXUS_PASS'\n}"
        cat, file = "Jenkins withCredentials", "Jenkinsfile"
    elif k == 10:
        txt = "[Service]\nEnvironmentFile=/etc/%s/secrets.env\nExecStart=/opt/%s/bin/server --config /etc/%s/config.yaml" % (svc, svc, svc)
        cat, file = "systemd EnvironmentFile", "%s.service" % svc
    else:
        txt = "secretGenerator:\n  - name: %s-secrets\n    envs:\n      - secrets.env   # not committed, created by the bootstrap script\ngeneratorOptions:\n  disableNameSuffixHash: true" % svc
        cat, file = "kustomize secretGenerator", "kustomization.yaml"
    return ck("templated reference: " + cat, "secret wiring", "시크릿 연결 방식", txt, file,
              pick(["Only references live in the repo; the values are injected at deploy time.",
                    "The reference name has to match the secret key exactly; a typo just yields an empty string, not an error.",
                    "When the variable is missing the template renders an empty value, so a required() guard was added."]),
              pick(["저장소에는 참조만 있고 값은 배포 시점에 주입됨.",
                    "참조 이름이 시크릿 키와 정확히 같아야 함. 오타가 나면 에러 없이 빈 문자열이 들어감.",
                    "변수가 없으면 템플릿이 빈 값으로 렌더링돼서 required() 검사를 추가함."]))


def clean_masked(lang, k=None):
    k = R.randrange(10) if k is None else k
    if k == 0:
        txt = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
               "   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
               "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
            pick(["deploy", "default", "prod"]), rs(ALNUM_UP, 4), rs(ALNUM, 4), pick(REGIONS))
        cat = "aws configure list (masked)"
    elif k == 1:
        txt = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % username()
        cat = "gh auth status (masked)"
    elif k == 2:
        txt = "Name:         %s-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (
            pick(SERVICES), R.randrange(16, 40), R.randrange(3, 12), R.randrange(20, 60))
        cat = "kubectl describe secret (sizes only)"
    elif k == 3:
        txt = "Run ./scripts/deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_URL: ***\n+ curl -sf -H 'Authorization: Bearer ***' https://deploy.%s/hooks/release\nOK" % pick(DOMAINS)
        cat = "CI log with *** masking"
    elif k == 4:
        txt = "Secret key   sk_live_...%s   Created %s   Last used 2 hours ago\nPublishable key   pk_live_...%s" % (
            rs(ALNUM, 4), "2024-%02d-%02d" % (R.randrange(1, 13), R.randrange(1, 29)), rs(ALNUM, 4))
        cat = "Stripe dashboard masked keys"
    elif k == 5:
        txt = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-db\"\n    }" % pick(SERVICES)
        cat = "terraform plan (sensitive value)"
    elif k == 6:
        txt = "ID:          %s\nTitle:       %s DB\nVault:       Engineering\nFields:\n  username:    app\n  password:    [use 'op item get %s --reveal' to reveal]" % (
            rs(ALNUM_LO, 26), pick(SERVICES), rs(ALNUM_LO, 26))
        cat = "1Password CLI concealed field"
    elif k == 7:
        txt = "[Pipeline] sh\n+ ./gradlew publish -PnexusUser=**** -PnexusPass=****\nBUILD SUCCESSFUL in 48s"
        cat = "Jenkins masked credentials"
    elif k == 8:
        txt = "접속 정보\n- 호스트: %s\n- 계정: app\n- 비밀번호: ●●●●●●●●●● (금고 참고)" % hostname()
        cat = "Korean masked password"
    else:
        txt = "$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://****:****@ec2-%s.compute-1.amazonaws.com:5432/d%s\nREDIS_URL:    rediss://:****@ec2-%s.compute-1.amazonaws.com:%d" % (
            pick(SERVICES), pick(SERVICES), "-".join(str(R.randrange(1, 255)) for _ in range(4)), rs(ALNUM_LO, 13),
            "-".join(str(R.randrange(1, 255)) for _ in range(4)), R.randrange(10000, 30000))
        cat = "masked connection URLs"
    return ck("masked output: " + cat, "masked output", "마스킹된 출력", txt, "the terminal",
              pick(["Masked output is enough to tell which credential is configured: the last four characters identify it.",
                    "CI masking only works for values registered as secrets; anything derived from them is printed in clear.",
                    "The tool hides the value by default; revealing it is never needed for debugging."]),
              pick(["마스킹된 출력의 마지막 네 글자로 어떤 자격 증명이 설정됐는지 구분할 수 있음.",
                    "CI 마스킹은 시크릿으로 등록된 값에만 적용됨. 가공된 값은 그대로 찍힘.",
                    "도구가 기본으로 값을 숨김. 디버깅에 값을 드러낼 필요는 없었음."]))


def clean_secret_refs(lang, k=None):
    k = R.randrange(10) if k is None else k
    acct = digits(12)
    svc = pick(SERVICES)
    if k == 0:
        txt = "arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (pick(REGIONS), acct, svc, rs(ALNUM, 6))
        cat = "Secrets Manager ARN"
    elif k == 1:
        txt = "aws ssm get-parameter --name /%s/prod/db/password --with-decryption --query Parameter.Value --output text" % svc
        cat = "SSM parameter path"
    elif k == 2:
        txt = "op read 'op://Engineering/%s Stripe/credential'\nop run --env-file=.env.tpl -- ./deploy.sh" % svc
        cat = "1Password secret references"
    elif k == 3:
        txt = "vault kv get -field=password secret/%s/prod/db\nvault kv metadata get secret/%s/prod/db" % (svc, svc)
        cat = "Vault kv paths"
    elif k == 4:
        txt = "gcloud secrets versions access latest --secret=%s-db-password --project=%s" % (svc, pick(["acme-prod", "data-platform-kr"]))
        cat = "GCP Secret Manager access"
    elif k == 5:
        txt = "@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/db-password/%s)" % (svc.split("-")[0], hexs(32))
        cat = "Azure Key Vault reference with version id"
    elif k == 6:
        txt = "doppler run --project %s --config prd -- npm start" % svc
        cat = "Doppler run"
    elif k == 7:
        txt = "sops exec-env secrets/prod.enc.yaml './scripts/migrate.sh'"
        cat = "sops exec-env"
    elif k == 8:
        txt = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
               "  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: prod/%s/db\n        property: password") % (svc, svc)
        cat = "ExternalSecret manifest"
    else:
        txt = "aws secretsmanager get-secret-value --secret-id prod/%s/stripe --version-stage AWSCURRENT --query SecretString --output text | jq -r .secret_key" % svc
        cat = "get-secret-value pipeline"
    if k in (0, 9):
        h = pick([("The role needs secretsmanager:GetSecretValue on that exact ARN; the wildcard policy was denied by SCP.",
                   "해당 ARN에 대한 GetSecretValue 권한이 필요함. 와일드카드 정책은 SCP에서 거부됨."),
                  ("Version stages matter: AWSPENDING exists only during rotation.",
                   "버전 스테이지 주의: AWSPENDING은 교체 중에만 존재함.")])
    else:
        h = pick([("Reading the value at start-up from the manager means rotation needs only a restart, no redeploy.",
                   "기동 시 매니저에서 읽으므로 교체 후 재배포 없이 재시작만 하면 됨."),
                  ("Only the reference is in the repo; the agent should never print the resolved value while debugging.",
                   "저장소에는 참조만 있음. 디버깅 중에도 해석된 값을 출력하면 안 됨.")])
    return ck("secret-manager reference: " + cat, "secret manager reference", "시크릿 매니저 참조", txt, "the runbook", h[0], h[1])


def clean_hashes(lang, k=None):
    k = R.randrange(9) if k is None else k
    if k == 0:
        txt = "\n".join("%s  %s" % (hexs(64), f) for f in shuffled(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig"])[:3])
        cat = "sha256sum output"
    elif k == 1:
        txt = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            "lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, rb64(64))
        cat = "npm lockfile integrity"
    elif k == 2:
        txt = "FROM python:3.12-slim@sha256:%s\n# pinned by digest, bumped by renovate" % hexs(64)
        cat = "image digest pin"
    elif k == 3:
        txt = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        cat = "pip --hash pins"
    elif k == 4:
        txt = "github.com/aws/aws-sdk-go-v2 v1.30.3 h1:%s\ngithub.com/aws/aws-sdk-go-v2 v1.30.3/go.mod h1:%s" % (rb64(32), rb64(32))
        cat = "go.sum lines"
    elif k == 5:
        txt = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % rb64(48)
        cat = "SRI integrity attribute"
    elif k == 6:
        txt = "\n".join("%s %s" % (hexs(40), pick(["fix: retry on 429", "chore(deps): bump axios", "feat: add settlement export",
                                                  "revert: cache warmup", "refactor: split client", "test: flaky upload"])) for _ in range(R.randrange(3, 6)))
        cat = "git log with full SHAs"
    elif k == 7:
        txt = 'HTTP/2 200\ncontent-type: application/json\netag: "%s"\nx-cache: Hit from cloudfront' % hexs(32)
        cat = "ETag header"
    else:
        txt = "md5(%s) = %s\nsha1(%s) = %s" % ("export.csv", hexs(32), "export.csv", hexs(40))
        cat = "file checksums"
    return ck("hash/digest: " + cat, "checksums", "체크섬", txt,
              ["the release page", "package-lock.json", "Dockerfile", "requirements.txt", "go.sum", "index.html", "the git log",
               "the terminal", "the terminal"][k],
              pick(["Pin by digest, not by tag, so a re-pushed tag cannot change what is deployed.",
                    "The checksum mismatch came from a CDN serving a stale object, not from tampering.",
                    "Hashes are safe to share; they identify content and cannot be reversed into it."]),
              pick(["태그가 아니라 다이제스트로 고정해야 같은 태그를 다시 푸시해도 배포물이 안 바뀜.",
                    "체크섬 불일치는 변조가 아니라 CDN이 예전 객체를 준 것이었음.",
                    "해시는 공유해도 됨. 내용을 식별할 뿐 되돌릴 수 없음."]))


def clean_request_ids(lang, k=None):
    k = R.randrange(8) if k is None else k
    if k == 0:
        txt = "An error occurred (ThrottlingException) when calling the PutRecord operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
        cat = "AWS RequestId"
    elif k == 1:
        txt = "x-amzn-trace-id: Root=1-%s-%s;Parent=%s;Sampled=1" % (hexs(8), hexs(24), hexs(16))
        cat = "X-Ray trace header"
    elif k == 2:
        txt = "traceparent: 00-%s-%s-01\ntracestate: congo=t61rcWkgMzE" % (hexs(32), hexs(16))
        cat = "W3C traceparent"
    elif k == 3:
        txt = "Sentry event %s (issue %s-%s) first seen %s" % (hexs(32), pick(SERVICES).upper(), rs(ALNUM_UP, 3), iso_ts())
        cat = "Sentry event id"
    elif k == 4:
        txt = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (pick(SERVICES), hexs(10), rs(ALNUM_LO, 5), uuid4(), digits(9))
        cat = "k8s object uid"
    elif k == 5:
        txt = "x-cache: Error from cloudfront\nx-amz-cf-pop: ICN57-P2\nx-amz-cf-id: %s==" % rs(B64URL, 54)
        cat = "CloudFront request id"
    elif k == 6:
        txt = "Stripe request req_%s failed: idempotency key %s was reused with different parameters" % (rs(ALNUM, 14), uuid4())
        cat = "Stripe request id and idempotency key"
    else:
        txt = "operation-%s-%s-%s-%s" % (digits(13), hexs(13), hexs(8), hexs(8))
        cat = "GCP operation id"
    h = {6: ("The idempotency key must be stable across retries of the same logical operation.",
             "idempotency key는 같은 논리 작업의 재시도끼리 같아야 함."),
         1: ("Trace ids are random per request, so grepping for one across services shows the whole path.",
             "trace id는 요청마다 달라서 서비스 전체 로그를 그 값으로 grep하면 경로가 다 보임."),
         2: ("Trace ids are random per request, so grepping for one across services shows the whole path.",
             "trace id는 요청마다 달라서 서비스 전체 로그를 그 값으로 grep하면 경로가 다 보임."),
         4: ("The uid changes when the object is recreated, so it tells a restart from a re-create.",
             "uid는 객체를 다시 만들면 바뀌므로 재시작과 재생성을 구분할 수 있음.")}.get(
        k, ("Quote the request id when opening a vendor ticket; they can find the call from it.",
            "벤더 문의 시 request id를 같이 주면 해당 호출을 찾아줌."))
    return ck("request/trace id: " + cat, "request id", "요청 ID", txt, "the logs", h[0], h[1])


def ssh_ed25519_pub(comment):
    return "ssh-ed25519 " + b64_of(ossh_string(b"ssh-ed25519") + ossh_string(rbytes(32))) + " " + comment


def ssh_rsa_pub(comment):
    return "ssh-rsa " + b64_of(ossh_string(b"ssh-rsa") + ossh_string(b"\x01\x00\x01") + ossh_string(b"\x00" + rbytes(256))) + " " + comment


def clean_public_keys(lang, k=None):
    k = R.randrange(9) if k is None else k
    who = username()
    if k == 0:
        txt = ssh_ed25519_pub("%s@%s" % (who, pick(["macbook", "ci", "bastion"])))
        cat = "ssh-ed25519 public key"
    elif k == 1:
        txt = ssh_rsa_pub("%s@legacy-build" % who)
        cat = "ssh-rsa public key (long)"
    elif k == 2:
        txt = "%s ecdsa-sha2-nistp256 %s" % (hostname(), b64_of(ossh_string(b"ecdsa-sha2-nistp256") + ossh_string(b"nistp256") + ossh_string(b"\x04" + rbytes(64))))
        cat = "known_hosts line"
    elif k == 3:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        txt = pem_block("PUBLIC KEY", wrap(b64_of(der), 64))
        cat = "PEM public key"
    elif k == 4:
        fp = rs(HEXU, 40)
        txt = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@acme.kr>\nsub   cv25519 2024-%02d-%02d [E]" % (
            R.randrange(1, 13), R.randrange(1, 29), fp, pick(EN_PEOPLE), who, R.randrange(1, 13), R.randrange(1, 29))
        cat = "GPG key listing with fingerprint"
    elif k == 5:
        txt = "256 SHA256:%s %s@ci (ED25519)" % (rb64(32, pad=False), who)
        cat = "SSH key fingerprint"
    elif k == 6:
        txt = "[Peer]\n# %s\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.%d/32" % (who, rb64(32), pick(DOMAINS), R.randrange(2, 250))
        cat = "WireGuard peer public key (no private key)"
    elif k == 7:
        txt = '{\n  "keys": [{\n    "kty": "RSA", "use": "sig", "alg": "RS256", "kid": "%s",\n    "n": "%s",\n    "e": "AQAB"\n  }]\n}' % (
            rs(B64URL, 22), b64url_of(b"\xc1" + rbytes(255)))
        cat = "JWKS public modulus"
    else:
        txt = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58)
        cat = "age recipient in .sops.yaml"
    return ck("public key: " + cat, "public key material", "공개 키 정보", txt,
              ["authorized_keys", "authorized_keys", "known_hosts", "public.pem", "the key list", "the key list", "wg0.conf",
               "jwks.json", ".sops.yaml"][k],
              pick(["Public keys and fingerprints can be shared freely; only the private half must stay secret.",
                    "Verify the fingerprint out of band before trusting a host key.",
                    "Key rotation means publishing the new public key first and removing the old one after the overlap."]),
              pick(["공개 키와 지문은 공유해도 됨. 비밀로 지켜야 하는 건 개인 키뿐.",
                    "호스트 키를 신뢰하기 전에 다른 경로로 지문을 확인할 것.",
                    "키 교체는 새 공개 키를 먼저 배포하고 겹치는 기간 후 예전 키를 지우는 순서."]))


def clean_ids(lang, k=None):
    k = R.randrange(14) if k is None else k
    if k == 0:
        txt = "AWS account: %s\nRole: arn:aws:iam::%s:role/%s-deployer\nExternalId: %s" % (digits(12), digits(12), pick(SERVICES), pick(SERVICES) + "-prod")
        cat = "AWS account id and role ARN"
    elif k == 1:
        txt = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=  # from the vault, see runbook\nTWILIO_FROM=+1415555%s" % (hexs(32), digits(4))
        cat = "Twilio Account SID only"
    elif k == 2:
        txt = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://admin.%s/auth/callback" % (digits(12), rs(ALNUM_LO, 32), pick(DOMAINS))
        cat = "Google OAuth client id"
    elif k == 3:
        txt = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# client secret comes from federated credentials, none stored" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/subscription/client ids"
    elif k == 4:
        txt = "zone_id    = \"%s\"\naccount_id = \"%s\"" % (hexs(32), hexs(32))
        cat = "Cloudflare zone and account ids (32 hex)"
    elif k == 5:
        txt = "GitHub App: acme-release-bot\nApp ID: %d\nClient ID: Iv23%s\nInstallation ID: %d\nPrivate key: stored as GH_APP_KEY in the org secrets" % (
            R.randrange(100000, 999999), rs(ALNUM_LO, 16), R.randrange(10000000, 99999999))
        cat = "GitHub App ids"
    elif k == 6:
        txt = "customer=cus_%s price=price_%s product=prod_%s connected_account=acct_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 14), rs(ALNUM, 16))
        cat = "Stripe object ids"
    elif k == 7:
        txt = "Slack: team T%s, channel C%s (#deploys), bot user U%s" % (rs(ALNUM_UP, 10), rs(ALNUM_UP, 10), rs(ALNUM_UP, 10))
        cat = "Slack team/channel/user ids"
    elif k == 8:
        txt = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%d" % (hexs(16), hexs(16), R.randrange(100000, 1999999))
        cat = "WeChat/Feishu/Kakao app ids"
    elif k == 9:
        txt = "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nBUNDLE_ID=kr.acme.%s\n# the .p8 itself is in the vault" % (rs(ALNUM_UP, 10), rs(ALNUM_UP, 10), pick(["shop", "wallet", "driver"]))
        cat = "Apple team and key ids"
    elif k == 10:
        txt = 'OPENAI_ORG_ID=org-%s\nOPENAI_PROJECT_ID=proj_%s' % (rs(ALNUM, 24), rs(ALNUM, 24))
        cat = "OpenAI org and project ids"
    elif k == 11:
        txt = "X-Naver-Client-Id: %s\nX-Naver-Client-Secret: ${NAVER_CLIENT_SECRET}" % rs(ALNUM, 20)
        cat = "Naver client id with secret from env"
    elif k == 12:
        txt = "kms_key_id = \"arn:aws:kms:%s:%s:key/%s\"\nalias      = \"alias/%s-prod\"" % (pick(REGIONS), digits(12), uuid4(), pick(SERVICES))
        cat = "KMS key ARN"
    else:
        txt = "GA4 measurement id G-%s, GTM container GTM-%s, Firebase project %s-%s" % (rs(ALNUM_UP, 10), rs(ALNUM_UP, 7), pick(SERVICES), rs(ALNUM_LO, 5))
        cat = "analytics ids"
    return ck("identifier (not a secret): " + cat, "identifiers", "식별자", txt, pick(["the settings page", ".env", "terraform.tfvars", "the app config"]),
              pick(["These are identifiers, not credentials; they are fine in the repo and useful in the runbook.",
                    "Mixing up the tenant id and the client id gives the same AADSTS700016 error; check which is which.",
                    "IDs differ between sandbox and live, so the sandbox value silently points at the wrong account."]),
              pick(["이것들은 식별자이지 자격 증명이 아님. 저장소와 런북에 두어도 되고 오히려 유용함.",
                    "tenant id와 client id를 바꿔 넣어도 같은 AADSTS700016 에러가 나니 어느 쪽인지 확인할 것.",
                    "샌드박스와 라이브의 ID가 달라서 샌드박스 값을 쓰면 조용히 다른 계정을 가리킴."]))


def clean_base64(lang, k=None):
    k = R.randrange(7) if k is None else k
    if k == 0:
        cur = b64url_of(json.dumps({"id": R.randrange(10 ** 6, 10 ** 8), "ts": iso_ts()}, separators=(",", ":")).encode())
        txt = '{"data": [...], "next_cursor": "%s", "has_more": true}' % cur
        cat = "pagination cursor (base64 JSON)"
    elif k == 1:
        txt = "clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU%s...\n    server: https://%s:6443\n  name: %s" % (
            rs(B64, 60), hostname(), pick(["prod", "stg-cluster"]))
        cat = "kubeconfig CA data (public cert)"
    elif k == 2:
        hdr = b64url_of(json.dumps({"alg": "RS256", "kid": rs(B64URL, 16), "typ": "JWT"}, separators=(",", ":")).encode())
        txt = "The JWT header part `%s` decodes to {\"alg\":\"RS256\",...}; the verifier rejected it because it only allows ES256." % hdr
        cat = "JWT header segment only"
    elif k == 3:
        txt = ".icon { background-image: url(\"data:image/svg+xml;base64,%s\"); }" % b64_of(
            ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M%d %dh%dv%dH%dz"/></svg>' % tuple(R.randrange(1, 15) for _ in range(5))).encode())
        cat = "data URI"
    elif k == 4:
        msg = json.dumps({"event": "order.created", "order_id": digits(10), "amount": R.randrange(1000, 90000), "currency": "KRW"}, separators=(",", ":"))
        txt = "Kafka message value (base64): %s" % b64_of(msg.encode())
        cat = "base64 event payload"
    elif k == 5:
        txt = "$ echo -n '%s' | base64\n%s" % (pick(SERVICES), b64_of(pick(SERVICES).encode()))
        txt = "$ echo -n 'hello from %s' | base64\n%s" % (pick(SERVICES), "")
        s2 = txt.split("'")[1]
        txt = txt + b64_of(s2.encode())
        cat = "base64 of plain text"
    else:
        txt = "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA%s..." % rs(B64, 80)
        cat = "ConfigMap binaryData"
    h = {0: ("Cursors are opaque: pass them back unchanged instead of building them client side.",
             "커서는 불투명 값이라 클라이언트에서 만들지 말고 그대로 돌려줘야 함."),
         1: ("The CA data is the public cluster certificate; the client key is what must stay private.",
             "CA 데이터는 공개 클러스터 인증서. 비밀로 지켜야 하는 건 클라이언트 키임."),
         2: ("The header only names the algorithm and key id; without payload and signature it grants nothing.",
             "헤더에는 알고리즘과 key id만 있음. 페이로드와 서명 없이는 아무 권한도 없음.")}.get(
        k, ("Base64 is encoding, not encryption; decoding it first showed it carries no secret.",
            "base64는 암호화가 아니라 인코딩. 디코딩해 보니 민감한 값은 없었음."))
    return ck("base64 non-secret: " + cat, "base64 data", "base64 데이터", txt, "the response", h[0], h[1])


def clean_long_ids(lang, k=None):
    k = R.randrange(6) if k is None else k
    if k == 0:
        txt = "arn:aws:iam::%s:role/aws-reserved/sso.amazonaws.com/%s/AWSReservedSSO_%s_%s" % (digits(12), pick(REGIONS), pick(["AdministratorAccess", "ReadOnly", "DataEngineer"]), hexs(16))
        cat = "long SSO role ARN"
    elif k == 1:
        txt = "%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (digits(12), pick(REGIONS), pick(SERVICES), hexs(64))
        cat = "image reference with digest"
    elif k == 2:
        txt = "bazel test //services/%s/internal/handlers:handlers_test --test_filter=TestSettlementExport_%s" % (pick(SERVICES), rs(ALNUM, 12))
        cat = "bazel target"
    elif k == 3:
        txt = "s3://%s/raw/%s/year=2025/month=%02d/day=%02d/part-00000-%s-c000.snappy.parquet" % (
            pick(["kr-datalake", "acme-exports"]), pick(DB_NAMES), R.randrange(1, 13), R.randrange(1, 29), uuid4())
        cat = "S3 object key"
    elif k == 4:
        txt = "pod/%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (pick(SERVICES), hexs(10), rs(ALNUM_LO, 5), R.randrange(3, 30), R.randrange(2, 90))
        cat = "pod name with hashes"
    else:
        txt = 'module.platform.module.%s.aws_iam_role_policy_attachment.this["arn:aws:iam::aws:policy/%s"]' % (pick(SERVICES).replace("-", "_"), pick(["AmazonS3ReadOnlyAccess", "CloudWatchAgentServerPolicy"]))
        cat = "terraform resource address"
    return ck("long identifier: " + cat, "resource identifier", "리소스 식별자", txt, "the console",
              pick(["Copy identifiers from the CLI output rather than retyping them; the hash suffixes are easy to get wrong.",
                    "Long identifiers are not secrets; they are safe to quote in tickets.",
                    "The pod suffix changes on every rollout, so alerts should match on the deployment label instead."]),
              pick(["식별자는 다시 타이핑하지 말고 CLI 출력에서 복사할 것. 해시 접미사는 틀리기 쉬움.",
                    "긴 식별자는 비밀이 아니므로 티켓에 그대로 적어도 됨.",
                    "파드 접미사는 롤아웃마다 바뀌니 알림은 deployment 라벨 기준으로 걸어야 함."]))


def clean_versions(lang, k=None):
    k = R.randrange(4) if k is None else k
    if k == 0:
        txt = "Bump axios from 1.6.%d to 1.7.%d\nBump @aws-sdk/client-s3 from 3.%d.0 to 3.%d.0\nnode %s, npm %s" % (
            R.randrange(0, 9), R.randrange(0, 9), R.randrange(500, 600), R.randrange(600, 700), pick(["v20.11.1", "v22.3.0"]), pick(["10.2.4", "10.8.1"]))
    elif k == 1:
        v = R.randrange(1, 9)
        txt = '[[package]]\nname = "cryptography"\nversion = "42.0.%d"\nfiles = [\n    {file = "cryptography-42.0.%d-cp39-abi3-manylinux_2_28_x86_64.whl", hash = "sha256:%s"},\n]' % (
            v, v, hexs(64))
    elif k == 2:
        txt = "go 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.6.0\n\tgolang.org/x/crypto v0.25.0\n\tgithub.com/redis/go-redis/v9 v9.5.%d\n)" % R.randrange(1, 5)
    else:
        txt = "spring-boot 3.3.%d -> 3.3.%d, Gradle 8.%d, JDK 21.0.%d+%d" % (R.randrange(0, 4), R.randrange(4, 8), R.randrange(5, 10), R.randrange(1, 5), R.randrange(5, 13))
    return ck("versions and lockfiles", "dependency versions", "의존성 버전", txt, ["package.json", "poetry.lock", "go.mod", "build.gradle"][k],
              pick(["The regression came from a minor bump; pin the exact version until upstream ships the fix.",
                    "Lockfile hashes changed because the wheel was rebuilt, not because of tampering.",
                    "Upgrade one dependency per PR so bisecting stays possible."]),
              pick(["회귀는 마이너 버전 업에서 생김. 업스트림 수정 전까지 정확한 버전으로 고정.",
                    "락파일 해시가 바뀐 건 변조가 아니라 wheel이 다시 빌드돼서였음.",
                    "의존성은 PR 하나에 하나씩 올려야 bisect가 가능함."]), risky=True)


def clean_policy(lang):
    n = R.randrange(10, 17)
    if lang == "en":
        txt = pick(["Password policy for the admin console: at least %d characters, one digit, one symbol, no reuse of the last 5, rotation every 90 days, MFA mandatory." % n,
                    "validate_password.policy=STRONG\nvalidate_password.length=%d\nvalidate_password.mixed_case_count=1\nvalidate_password.special_char_count=1" % n,
                    "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % n,
                    "Regex used by the signup form: ^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$" % n])
    else:
        txt = pick(["관리자 콘솔 비밀번호 정책: 최소 %d자, 숫자/특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일마다 변경, MFA 필수." % n,
                    "validate_password.policy=STRONG\nvalidate_password.length=%d" % n,
                    "회원가입 비밀번호 규칙: 영문 대소문자+숫자+특수문자 조합 %d자 이상, 연속된 숫자 4자리 금지, 아이디 포함 금지." % n])
    return ck("password-policy talk, no values", "password policy", "비밀번호 정책", txt, "the security guide",
              "Policy checks belong in one shared validator so the API and the admin UI cannot drift apart.",
              "정책 검사는 공용 validator 하나에 두어야 API와 어드민 UI 규칙이 어긋나지 않음.")


def clean_flags(lang):
    en = ["`mysql -p` with nothing attached prompts for the password; `-p secret` with a space would treat `secret` as the database name.",
          "`docker login --password-stdin` reads from stdin, which keeps the value out of `ps` and shell history.",
          "For sqlcmd `-P` is the password, while for mysql `-P` is the port; that mix-up caused the connection to go to port 1433 of the wrong server.",
          "psql reads `~/.pgpass` (mode 0600) or the file named by PGPASSFILE, so no flag is needed in scripts.",
          "`curl -u alice` without a colon makes curl prompt for the password instead of taking it from the command line.",
          "`redis-cli --askpass` prompts for the password; `-a` puts it in the process list and prints a warning.",
          "`git credential-cache --timeout=3600` keeps the credential in memory only, not on disk.",
          "`ssh-add -t 1h` loads the key into the agent for one hour; the passphrase is asked once."]
    ko = ["`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호를 물어봄. `-p secret`처럼 띄우면 secret이 DB 이름으로 해석됨.",
          "`docker login --password-stdin`은 stdin으로 받아서 `ps`와 셸 히스토리에 값이 남지 않음.",
          "sqlcmd의 `-P`는 비밀번호지만 mysql의 `-P`는 포트임. 이걸 헷갈려서 엉뚱한 서버의 1433 포트로 붙었음.",
          "psql은 `~/.pgpass`(권한 0600)나 PGPASSFILE 파일을 읽으므로 스크립트에 플래그가 필요 없음.",
          "`curl -u alice`처럼 콜론 없이 주면 curl이 비밀번호를 프롬프트로 물어봄.",
          "`redis-cli --askpass`는 비밀번호를 물어봄. `-a`는 프로세스 목록에 남고 경고가 뜸."]
    return ck("flags explained in prose, no values", "CLI flags", "CLI 플래그", pick(en if lang == "en" else ko), "the docs",
              "Prefer prompts, stdin or credential files over flags whenever a tool supports them.",
              "도구가 지원하면 플래그보다 프롬프트, stdin, 자격 증명 파일을 쓸 것.")


def clean_encrypted(lang, k=None):
    k = R.randrange(8) if k is None else k
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rb64(n), rb64(32), rb64(16))
        txt = ("db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n"
               "            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            -----END AGE ENCRYPTED FILE-----\n"
               "    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.0") % (
            enc(R.randrange(12, 24)), enc(6), rs(BECH32, 58), rb64(48), iso_ts(), rb64(64), rb64(32), rb64(16))
        cat = "SOPS-encrypted YAML"
    elif k == 1:
        body = hexs(80 * R.randrange(3, 6))
        txt = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        cat = "Ansible Vault blob"
    elif k == 2:
        txt = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n"
               "    password: AgB%s\n    username: AgA%s") % (pick(SERVICES), rs(B64, R.randrange(300, 420)), rs(B64, 200))
        cat = "SealedSecret"
    elif k == 3:
        txt = '{\n    "CiphertextBlob": "AQICAHh%s",\n    "KeyId": "arn:aws:kms:%s:%s:key/%s",\n    "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"\n}' % (
            rs(B64, 180), pick(REGIONS), digits(12), uuid4())
        cat = "KMS CiphertextBlob"
    elif k == 4:
        txt = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(rs(B64, 64) for _ in range(R.randrange(3, 6))), rs(B64, 4))
        cat = "PGP encrypted message"
    elif k == 5:
        txt = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % rb64(48)
        cat = "Jasypt ENC() value"
    elif k == 6:
        txt = "vault write transit/decrypt/%s ciphertext=\"vault:v1:%s\"" % (pick(SERVICES), rb64(R.randrange(40, 70)))
        cat = "Vault transit ciphertext"
    else:
        txt = "config/credentials/production.yml.enc:\n%s--%s--%s" % (rs(B64, 240), rs(B64, 16), rs(B64, 22) + "==")
        cat = "Rails encrypted credentials file content"
    return ck("encrypted blob: " + cat, "encrypted secrets file", "암호화된 시크릿 파일", txt,
              ["secrets/prod.enc.yaml", "group_vars/prod/vault.yml", "sealed-secret.yaml", "the terminal", "backup.asc",
               "application-prod.properties", "the terminal", "the terminal"][k],
              pick(["Encrypted blobs are safe to commit; only the decryption key has to be protected.",
                    "Re-encrypting for the new recipient was needed before the new teammate could decrypt.",
                    "The diff is unreadable after encryption, so review the plaintext change in the PR description instead."]),
              pick(["암호화된 값은 커밋해도 됨. 지켜야 하는 건 복호화 키임.",
                    "새 팀원이 복호화하려면 새 수신자로 다시 암호화해야 했음.",
                    "암호화 후에는 diff를 읽을 수 없으니 평문 변경 내용은 PR 설명에 적을 것."]))


def clean_aws_example(lang):
    txt = pick(["[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2"])
    return ck("vendor-documented example key (AWS docs EXAMPLE values)", "AWS documentation example values", "AWS 문서 예시 값", txt, "the AWS docs",
              "The tutorial uses AWS's documented EXAMPLE keys; the local stack accepts any value, so no real key is needed for tests.",
              "튜토리얼은 AWS 문서의 EXAMPLE 키를 씀. 로컬 스택은 아무 값이나 받으므로 테스트에 실제 키가 필요 없음.")


def clean_signatures(lang, k=None):
    k = R.randrange(3) if k is None else k
    if k == 0:
        txt = "tag v%d.%d.%d\nTagger: %s <%s@acme.kr>\n\nRelease\n-----BEGIN PGP SIGNATURE-----\n\n%s\n=%s\n-----END PGP SIGNATURE-----" % (
            R.randrange(1, 5), R.randrange(20), R.randrange(20), pick(EN_PEOPLE), username(), "\n".join(rs(B64, 64) for _ in range(3)) + "\n" + rs(B64, 20), rs(B64, 4))
        cat = "PGP signature on a tag"
    elif k == 1:
        txt = "-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAQAAADMAAAALc3NoLWVkMjU1MTkAAAAg%s\n%s\n-----END SSH SIGNATURE-----" % (rs(B64, 26), rs(B64, 70))
        cat = "SSH commit signature"
    else:
        txt = 'gpg: Signature made %s\ngpg:                using EDDSA key %s\ngpg: Good signature from "%s <%s@acme.kr>" [ultimate]' % (
            iso_ts(), rs(HEXU, 40), pick(EN_PEOPLE), username())
        cat = "gpg --verify output"
    return ck("signature (public): " + cat, "commit signature", "커밋 서명", txt, "the git log",
              "Signatures are public by design; verification needs only the signer's public key.",
              "서명은 원래 공개되는 값. 검증에는 서명자 공개 키만 필요함.")


def clean_cert(lang):
    if chance(0.5):
        txt = "-----BEGIN CERTIFICATE-----\nMIID%s\n%s\n...\n%s\n-----END CERTIFICATE-----" % (rs(B64, 60), rs(B64, 64), rs(B64, 40) + "=")
        cat = "public certificate PEM (partial)"
    else:
        txt = "sha256 Fingerprint=%s\nsubject=CN = *.%s\nissuer=C = US, O = Let's Encrypt, CN = R11\nnotAfter=Mar %2d 23:59:59 2026 GMT" % (
            ":".join(wrap(rs(HEXU, 64), 2)), pick(DOMAINS), R.randrange(1, 29))
        cat = "certificate fingerprint"
    return ck("certificate: " + cat, "TLS certificate", "TLS 인증서", txt, "fullchain.pem",
              "The chain was missing the intermediate, so older Android clients failed the handshake.",
              "체인에 중간 인증서가 빠져서 구형 안드로이드 클라이언트가 핸드셰이크에 실패했음.")


def clean_secret_listing(lang, k=None):
    k = R.randrange(3) if k is None else k
    if k == 0:
        rows = "\n".join("%-28s %-36s %d      %dd" % (n, t, R.randrange(1, 6), R.randrange(1, 400)) for n, t in
                         [(pick(SERVICES) + "-db", "Opaque"), ("regcred", "kubernetes.io/dockerconfigjson"), (pick(SERVICES) + "-tls", "kubernetes.io/tls")])
        txt = "NAME                         TYPE                                 DATA   AGE\n" + rows
        cat = "kubectl get secrets listing"
    elif k == 1:
        txt = "\n".join("prod/%s/%s   LastChanged: %s   RotationEnabled: %s" % (pick(SERVICES), pick(["db", "stripe", "smtp", "jwt"]), iso_ts()[:10], pick(["true", "false"])) for _ in range(3))
        cat = "secrets manager listing"
    else:
        txt = "$ kubectl get secret %s-db -o jsonpath='{.data}' | jq 'keys'\n[\n  \"host\",\n  \"password\",\n  \"username\"\n]" % pick(SERVICES)
        cat = "secret keys only"
    return ck("secret inventory without values: " + cat, "secret inventory", "시크릿 목록", txt, "the terminal",
              "Listing names and metadata is enough to audit rotation; values never need to be printed.",
              "교체 점검에는 이름과 메타데이터 목록이면 충분함. 값을 출력할 필요는 없음.")


def clean_oauth(lang):
    txt = ("https://accounts.%s/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fadmin.%s%%2Fcallback"
           "&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256") % (
        pick(["example.com", "acme.kr"]), rs(ALNUM_LO, 20), pick(DOMAINS), rs(B64URL, 22), b64url_of(rbytes(32)))
    return ck("OAuth authorize URL (client_id, state, PKCE challenge)", "authorize URL", "인가 URL", txt, "the browser",
              "The redirect_uri must match the registered one byte for byte, including the trailing slash.",
              "redirect_uri는 등록된 값과 끝의 슬래시까지 정확히 같아야 함.")


# --- keys their vendors document as public (category gets " [publishable]") ---------------------
def clean_publishable(lang, k=None):
    k = R.randrange(16) if k is None else k
    if k == 0:
        key = pick(["pk_live_51" + rs(ALNUM, 97), "pk_live_" + rs(ALNUM, 24)])
        txt, v = "const stripe = Stripe('%s');\nconst elements = stripe.elements({ locale: 'ko' });" % key, "Stripe publishable key"
    elif k == 1:
        proj = pick(SERVICES) + "-" + rs(ALNUM_LO, 5)
        sender = digits(12)
        txt = ('const firebaseConfig = {\n  apiKey: "AIzaSy%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n'
               '  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};') % (
            rs(B64URL, 33), proj, proj, proj, sender, sender, hexs(22))
        v = "Firebase web config apiKey"
    elif k == 2:
        txt, v = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38), "reCAPTCHA site key"
    elif k == 3:
        tok = "pk." + b64url_of(json.dumps({"u": username(), "a": "cl" + rs(ALNUM_LO, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)
        txt, v = "mapboxgl.accessToken = '%s';" % tok, "Mapbox public token"
    elif k == 4:
        txt = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ALNUM_UP, 10), hexs(32))
        v = "Algolia search-only API key"
    elif k == 5:
        now = R.randrange(1690000000, 1740000000)
        ref = rs(LO, 20)
        anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": now, "exp": now + 315360000})
        txt = "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (ref, anon)
        v = "Supabase anon key"
    elif k == 6:
        txt = "Sentry.init({\n  dsn: 'https://%s@o%s.ingest.%s.sentry.io/%s',\n  tracesSampleRate: 0.1,\n});" % (
            hexs(32), digits(6), pick(["us", "de"]), digits(16))
        v = "Sentry DSN"
    elif k == 7:
        txt, v = "Kakao.init('%s'); // JavaScript 키, 플랫폼 도메인 제한 적용\nKakao.isInitialized();" % hexs(32), "Kakao JavaScript key"
    elif k == 8:
        txt = "const tossPayments = TossPayments('%s');\nconst widgets = tossPayments.widgets({ customerKey });" % (pick(["live_ck_", "live_gck_"]) + rs(ALNUM, 28))
        v = "Toss Payments client key"
    elif k == 9:
        txt, v = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    elif k == 10:
        txt, v = "mixpanel.init('%s', { track_pageview: true });" % hexs(32), "Mixpanel project token"
    elif k == 11:
        txt = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap&libraries=places"></script>' % rs(B64URL, 33)
        v = "Google Maps JavaScript API key (HTTP-referrer restricted)"
    elif k == 12:
        txt = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hexs(32), pick(SERVICES))
        v = "Datadog RUM client token"
    elif k == 13:
        txt = "braintree.dropin.create({\n  authorization: 'production_%s_%s',\n  container: '#dropin-container'\n});" % (rs(ALNUM_LO, 8), rs(ALNUM_LO, 16))
        v = "Braintree tokenization key"
    elif k == 14:
        txt = "const ldClient = LDClient.initialize('%s', context);" % hexs(24)
        v = "LaunchDarkly client-side ID"
    else:
        txt = "amplitude.init('%s', { defaultTracking: true });" % hexs(32)
        v = "Amplitude browser API key"
    return ck("publishable key: %s [publishable]" % v, v, v, txt, pick(["src/main.ts", "index.html", "app.js", "public/index.html"]),
              pick(["This key is meant to ship in the browser bundle; restrict it by domain in the vendor console instead of hiding it.",
                    "The %s is public by design, so the CSP change was the real fix, not moving the key." % v,
                    "Client-side keys only allow what the vendor exposes publicly; server calls use a separate secret kept on the backend."]),
              pick(["이 키는 브라우저 번들에 들어가도록 만들어진 것. 숨기는 대신 벤더 콘솔에서 도메인 제한을 걸 것.",
                    "%s는 원래 공개용이라 키를 옮기는 게 아니라 CSP 수정이 진짜 해결책이었음." % v,
                    "클라이언트 키는 벤더가 공개로 허용한 기능만 가능함. 서버 호출은 백엔드에 둔 별도 시크릿을 씀."]),
              publishable=True)


# --- plain engineering notes (no risky material) -------------------------------------------------
PLAIN_EN = [
    ("The nightly {svc} build broke only on ARM runners.", "Docker layer caching keyed on the architecture; adding `--platform` to the cache key fixed the misses.", "Should ARM builds stay in the nightly or move to a separate workflow?"),
    ("Timestamps in the {svc} export were off by nine hours.", "The DB stores UTC but the CSV writer formatted with the server's local zone; always pass an explicit zone (Asia/Seoul) when formatting.", "Do downstream consumers expect KST or UTC in the CSV?"),
    ("The flaky test in {svc} failed about one run in twenty.", "It depended on dict ordering from an unordered API response; sorting before comparing made it deterministic.", ""),
    ("I did not know {svc} pins Node 18 in `.nvmrc` while CI uses Node 20.", "Align `.nvmrc`, the Dockerfile and the CI matrix in one PR; the mismatch hid a fetch() behaviour change.", "Can we drop Node 18 support now?"),
    ("The {svc} migration locked the orders table for four minutes.", "Adding a column with a default rewrites the table on that Postgres version; add it nullable, backfill in batches, then set the default.", "Is there a maintenance window for the next schema change?"),
    ("Memory on {svc} pods climbed until OOMKilled every ~6 hours.", "An unbounded in-process cache; capping it with an LRU of 10k entries flattened the graph.", "What is the acceptable cache hit-rate drop?"),
    ("The team wanted the {svc} API paginated but nobody said which style.", "Cursor pagination was chosen because offset pagination skipped rows while new orders arrived.", "Should the old offset parameters be deprecated or removed?"),
    ("I assumed the staging {svc} used the same feature flags as prod.", "Flags are per environment; the checkout redesign was only enabled in staging, which explained the different screenshots.", ""),
    ("Builds of {svc} took 14 minutes after the monorepo move.", "Only the changed packages need testing; path filters in the workflow cut it to 5 minutes.", "Is it fine to skip the full suite on docs-only changes?"),
    ("The {svc} cron ran twice after the DST change in the EU region.", "Schedule cron jobs in UTC and convert in the job; local-time schedules repeat or skip an hour.", ""),
    ("I didn't know {svc} logs were sampled at 10% in prod.", "For incident debugging, raise sampling per request with the debug header instead of globally.", "Who can approve raising log sampling during incidents?"),
    ("CSV import in {svc} choked on files from the Korean ERP.", "They are CP949, not UTF-8; detect the encoding or ask the sender for UTF-8 with BOM.", "Can the ERP team switch the export to UTF-8?"),
    ("Retries in {svc} made the outage worse.", "Retries without jitter synchronised every client; exponential backoff with full jitter and a retry budget fixed it.", ""),
    ("The {svc} Helm chart upgrade failed with 'field is immutable'.", "Selector labels of a Deployment cannot change; the release had to be recreated with a new name.", "Is a short downtime acceptable when recreating the release?"),
    ("The {svc} p99 latency doubled after the ORM upgrade.", "The new version disabled statement caching by default; re-enabling it restored the old latency.", "Should the ORM upgrade be rolled back or patched forward?"),
    ("I didn't know {svc} shares a Postgres connection pool limit with the batch jobs.", "max_connections was exhausted at 02:00; PgBouncer in transaction mode fixed it.", ""),
    ("Uploads to {svc} failed only for files above 10 MB.", "The ingress had a 10m body-size limit; the app limit was 50 MB, so the ingress annotation had to match.", "What is the real maximum upload size the product wants?"),
    ("The {svc} e2e suite passed locally but failed in CI.", "CI runs in UTC with a C locale; the date formatter depended on the machine locale.", ""),
    ("Nobody told me {svc} still runs a Python 3.8 worker.", "The walrus operator and zoneinfo broke it; the worker image has to be bumped before shared code uses 3.9+ features.", "Can the 3.8 worker be retired this quarter?"),
    ("The {svc} dashboard showed zero traffic for an hour.", "The metrics scrape target moved with the new service name; the ServiceMonitor selector still used the old label.", ""),
    ("A rollback of {svc} brought back an old bug in the export.", "The rollback image was built from a branch missing the hotfix; tag hotfix releases and roll back to tags only.", "Should rollbacks be restricted to tagged images?"),
    ("{svc} sent duplicate notification e-mails after a deploy.", "Two pods consumed the same queue during the rolling update; the consumer must be idempotent on message id.", ""),
    ("Disk on the {svc} node filled up overnight.", "Debug logging was left on and logrotate did not cover the new path; rotate by size and reset the level.", "Who owns the log retention settings?"),
    ("The {svc} search results were missing new products.", "The indexer skipped documents with a null category; the mapping now defaults it to 'uncategorized'.", ""),
    ("Korean product names were cut in the middle of a character in {svc}.", "Truncation counted bytes, not characters; truncate on grapheme boundaries.", ""),
    ("The {svc} canary got 100% of traffic by mistake.", "The weight was set on the wrong VirtualService; both routes matched the same host.", "Should canary weights be changed only through the pipeline?"),
]
PLAIN_KO = [
    ("{svc} 야간 빌드가 ARM 러너에서만 깨졌음.", "도커 레이어 캐시 키에 아키텍처가 빠져 있었음. 캐시 키에 `--platform`을 넣으니 해결.", "ARM 빌드를 야간 빌드에 둘지 별도 워크플로로 뺄지?"),
    ("{svc} 내보내기 CSV의 시간이 9시간 어긋났음.", "DB는 UTC인데 CSV 작성기가 서버 로컬 타임존으로 포맷했음. 포맷할 때 Asia/Seoul을 명시할 것.", "하위 시스템이 CSV에서 KST를 기대하나요, UTC를 기대하나요?"),
    ("{svc} 테스트가 20번에 한 번꼴로 실패.", "정렬되지 않은 API 응답 순서에 의존하고 있었음. 비교 전에 정렬하니 안정됨.", ""),
    ("{svc} 서비스가 `.nvmrc`에서 Node 18을 고정하고 CI는 Node 20을 쓰는 걸 몰랐음.", "`.nvmrc`, Dockerfile, CI 매트릭스를 한 PR에서 맞출 것. 버전 차이 때문에 fetch() 동작 변화가 가려져 있었음.", "이제 Node 18 지원을 빼도 될까요?"),
    ("{svc} 마이그레이션이 orders 테이블을 4분간 잠갔음.", "해당 Postgres 버전에서는 기본값 있는 컬럼 추가가 테이블을 다시 씀. nullable로 추가 후 배치로 채우고 기본값 설정.", "다음 스키마 변경 때 점검 시간이 있나요?"),
    ("{svc} 파드 메모리가 6시간마다 OOMKilled까지 올라감.", "프로세스 내부 캐시에 상한이 없었음. LRU 1만 건으로 제한하니 그래프가 평평해짐.", "캐시 적중률 하락은 어느 정도까지 괜찮나요?"),
    ("{svc} API 페이지네이션 방식을 아무도 정해주지 않았음.", "주문이 계속 들어오는 동안 offset 방식은 행을 건너뛰어서 커서 방식으로 결정.", "기존 offset 파라미터는 deprecate할까요, 바로 제거할까요?"),
    ("스테이징 {svc} 기능 플래그가 운영과 같다고 생각했음.", "플래그는 환경별임. 체크아웃 개편이 스테이징에서만 켜져 있어서 스크린샷이 달랐던 것.", ""),
    ("모노레포 이전 후 {svc} 빌드가 14분 걸림.", "변경된 패키지만 테스트하도록 워크플로에 경로 필터를 넣어 5분으로 줄임.", "문서만 바뀐 경우 전체 테스트를 건너뛰어도 될까요?"),
    ("ERP에서 온 CSV를 {svc} 가져오기가 처리하지 못함.", "파일이 UTF-8이 아니라 CP949였음. 인코딩을 감지하거나 보내는 쪽에 UTF-8(BOM)로 요청할 것.", "ERP 팀이 내보내기를 UTF-8로 바꿀 수 있나요?"),
    ("{svc} 재시도 로직이 장애를 더 키웠음.", "지터 없는 재시도가 모든 클라이언트를 동기화시킴. full jitter 지수 백오프와 재시도 예산으로 해결.", ""),
    ("{svc} Helm 차트 업그레이드가 'field is immutable'로 실패.", "Deployment의 selector 라벨은 바꿀 수 없음. 새 이름으로 릴리스를 다시 만들어야 했음.", "릴리스 재생성 시 짧은 다운타임이 괜찮나요?"),
    ("ORM 업그레이드 후 {svc} p99 지연이 두 배가 됨.", "새 버전에서 statement 캐시가 기본 비활성화였음. 다시 켜니 원래대로 돌아옴.", "ORM 업그레이드를 롤백할까요, 패치로 갈까요?"),
    ("{svc} 서비스가 배치 잡과 Postgres 커넥션 한도를 같이 쓰는 걸 몰랐음.", "새벽 2시에 max_connections가 바닥남. PgBouncer transaction 모드로 해결.", ""),
    ("{svc} 업로드가 10MB 넘는 파일에서만 실패.", "인그레스 body-size 제한이 10m이었음. 앱 제한(50MB)과 인그레스 어노테이션을 맞춰야 함.", "제품에서 원하는 실제 최대 업로드 크기가 얼마인가요?"),
    ("{svc} e2e 테스트가 로컬에선 통과하고 CI에서만 실패.", "CI는 UTC와 C 로케일이라 날짜 포맷이 달라졌음. 포맷에 로케일을 명시할 것.", ""),
    ("{svc} 대시보드에 한 시간 동안 트래픽이 0으로 보였음.", "서비스 이름이 바뀌면서 스크레이프 대상이 옮겨졌는데 ServiceMonitor selector가 예전 라벨이었음.", ""),
    ("{svc} 롤백 후 예전 버그가 다시 나타남.", "롤백 이미지가 핫픽스가 빠진 브랜치에서 빌드됐었음. 핫픽스 릴리스는 태그를 달고 태그로만 롤백할 것.", "롤백은 태그된 이미지로만 제한할까요?"),
    ("배포 후 {svc} 알림 메일이 중복 발송됨.", "롤링 업데이트 중 두 파드가 같은 큐를 소비했음. 컨슈머를 메시지 ID 기준으로 멱등하게 만들어야 함.", ""),
    ("{svc} 노드 디스크가 밤사이 가득 참.", "디버그 로그가 켜진 채였고 logrotate가 새 경로를 몰랐음. 크기 기준으로 로테이트하고 로그 레벨 원복.", "로그 보관 설정 담당자가 누구인가요?"),
    ("{svc} 서비스에서 한글 상품명이 글자 중간에서 잘림.", "바이트 기준으로 자르고 있었음. 문자(그래핌) 경계에서 잘라야 함.", ""),
    ("{svc} 카나리에 실수로 트래픽 100%가 들어감.", "가중치를 엉뚱한 VirtualService에 설정했음. 두 라우트가 같은 호스트에 매칭되고 있었음.", "카나리 가중치는 파이프라인으로만 바꾸게 할까요?"),
]


def plain_note(lang):
    mc, le, ask = pick(PLAIN_EN if lang == "en" else PLAIN_KO)
    svc = pick(SERVICES)
    return {"missing_context": mc.format(svc=svc), "lesson": le.format(svc=svc), "ask_next_time": ask.format(svc=svc)}


# --- prose frames for clean notes ----------------------------------------------------------------
C_MC_SNIP = {"en": [
    "I didn't know {svc} keeps its {what} in {file}. Current content:\n{snippet}",
    "{person} pasted this from {file} while we debugged {ticket}:\n{snippet}",
    "{snippet}\nThis is what the {env} job printed; I first misread it as the cause of the failure.",
    "The task was to tidy up {file} for {svc}. Before the change:\n{snippet}",
    "I assumed this part of {file} was something to hide before sharing; it is not:\n{snippet}",
    "Context: {svc} in {env} is wired like this ({file}):\n{snippet}",
    "The failing check in {ticket} pointed at this part of {file}:\n{snippet}",
    "A secret scanner flagged this and I was not sure whether it was a real leak:\n{snippet}",
    "{person} asked whether the following is safe to keep in the repo:\n{snippet}",
    "While reviewing the {svc} PR for {ticket} I stopped at this:\n{snippet}\nIt looked like a credential at first glance.",
], "ko": [
    "{svc} 서비스가 {what_eul} {file}에 두고 있다는 걸 몰랐음. 현재 내용:\n{snippet}",
    "{ticket} 디버깅 중에 {person}님이 {file} 내용을 붙여줌:\n{snippet}",
    "{snippet}\n{env} 잡이 출력한 내용. 처음엔 이게 실패 원인인 줄 잘못 읽었음.",
    "작업은 {svc} 서비스의 {file} 정리였음. 변경 전:\n{snippet}",
    "{file}의 이 부분은 공유 전에 가려야 하는 줄 알았는데 아니었음:\n{snippet}",
    "배경: {env}의 {svc} 서비스는 이렇게 연결되어 있음({file}):\n{snippet}",
    "{ticket} 건에서 실패한 검사가 가리킨 {file} 부분:\n{snippet}",
    "시크릿 스캐너가 이걸 잡았는데 실제 유출인지 확신이 없었음:\n{snippet}",
    "{person}님이 아래 내용을 저장소에 둬도 되는지 물어봄:\n{snippet}",
    "{ticket} 관련 {svc} PR 리뷰하다가 여기서 멈춤:\n{snippet}\n처음엔 자격 증명처럼 보였음.",
]}
C_MC_PLAIN = {"en": [
    "I didn't know the {env} pipeline for {svc} already handles this ({what}).",
    "{person} expected me to reuse the existing setup ({what}) instead of adding a new one.",
    "Missing context: {ticket} was about {what}, not about the build itself.",
    "The scanner alert on {svc} turned out to be about {what}.",
    "I was unsure whether {what} in {file} could be shared with the vendor.",
], "ko": [
    "{env}의 {svc} 파이프라인이 이미 처리하고 있다는 걸 몰랐음({what}).",
    "{person}님은 새로 만들지 말고 기존 구성({what})을 재사용하길 기대했음.",
    "몰랐던 점: {ticket} 건은 빌드가 아니라 {what} 관련이었음.",
    "{svc} 스캐너 경보는 알고 보니 {what} 때문이었음.",
    "{file}에 있는 {what_eul} 벤더와 공유해도 되는지 확신이 없었음.",
]}
C_LESSON_SNIP = {"en": ["{hint}\n{snippet}", "What we settled on:\n{snippet}\n{hint}", "{hint} Example from {file}:\n{snippet}",
                        "Final version:\n{snippet}\n{hint}"],
                 "ko": ["{hint}\n{snippet}", "최종 결정:\n{snippet}\n{hint}", "{hint} {file} 예시:\n{snippet}",
                        "최종본:\n{snippet}\n{hint}"]}
C_LESSON_PLAIN = {"en": ["{hint}", "{hint} Nothing here needs to be rotated.", "No credential is involved here. {hint}",
                         "{hint} Documented in the runbook for {svc}."],
                  "ko": ["{hint}", "{hint} 여기서 교체할 값은 없음.", "여기엔 자격 증명이 없음. {hint}",
                         "{hint} {svc} 런북에 정리해 둠."]}
C_ASK = {"en": ["Who maintains {file}?", "Is it OK to commit {file} as it is now?",
                "Do you want the scanner rule adjusted so this stops being flagged?",
                "Should I add a short note about this to the {svc} runbook?", "", ""],
         "ko": ["{file} 관리는 누가 하나요?", "{file} 내용을 지금 상태로 커밋해도 될까요?",
                "이게 계속 잡히지 않게 스캐너 규칙을 조정할까요?", "{svc} 런북에 이 내용을 짧게 적어 둘까요?", "", ""]}
C_ASK_SNIP = {"en": ["Is `{snippet}` fine to keep in the README as it is?", "Can I paste `{snippet}` into the ticket for the vendor?"],
              "ko": ["`{snippet}` 이대로 README에 둬도 되나요?", "벤더 문의 티켓에 `{snippet}` 그대로 붙여도 되나요?"]}


def pick_frame(tbl, lang, file):
    pool = tbl[lang]
    if not is_path(file):
        alt = [t for t in pool if "{file}" not in t]
        if len(alt) >= 2:
            pool = alt
    return pick(pool)


def assemble_clean(it, lang):
    e = env_pair()
    what = it["what_en"] if lang == "en" else it["what_ko"]
    d = {"what": what, "svc": pick(SERVICES), "env": e["env_" + lang], "person": person(lang), "ticket": ticket(),
         "file": it["file"] if lang == "en" else ko_place(it["file"]),
         "hint": it["hint_en"] if lang == "en" else it["hint_ko"]}
    if lang == "ko":
        d["what_eul"] = josa(what, "을/를")
    block = fmt_block(it["snippet"], it["cat"])
    F = lambda tbl, **x: pick_frame(tbl, lang, it["file"]).format(**dict(d, snippet=block, **x))
    r = R.random()
    if "\n" not in it["snippet"] and "`" not in it["snippet"] and len(it["snippet"]) < 150 and r < 0.1:
        mode = "snippet in ask_next_time"
        mc, le, ask = F(C_MC_PLAIN), F(C_LESSON_PLAIN), pick(C_ASK_SNIP[lang]).format(snippet=it["snippet"])
    elif r < 0.6:
        mode = "snippet in missing_context"
        mc, le, ask = F(C_MC_SNIP), F(C_LESSON_PLAIN), F(C_ASK)
    else:
        mode = "snippet in lesson"
        mc, le, ask = F(C_MC_PLAIN), F(C_LESSON_SNIP), F(C_ASK)
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}, mode


def build_clean_note(maker, lang):
    for attempt in range(400):
        if maker is plain_note:
            fields, cat = plain_note(lang), "plain engineering note (nothing risky)"
        else:
            it = maker(lang)
            fields, mode = assemble_clean(it, lang)
            cat = it["cat"]
            if cat.endswith(" [publishable]"):
                cat = cat[:-len(" [publishable]")] + " | " + mode + " [publishable]"
            else:
                cat = cat + " | " + mode
        if field_sizes_ok(fields):
            return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []}
    raise RuntimeError("could not build a clean note with %r" % maker)


# ==============================================================================================
# schedule, generation, checks, output
# ==============================================================================================
SECRET_QUOTAS = [(item_mixed, 8), (item_service_password, 22), (item_person_password, 20), (cmd_password, 40), (item_connstr, 24),
                 (item_header, 24), (item_signed_url, 9), (item_private_key, 13), (item_misc_secret, 34),
                 (item_webhook, 14), (item_app_secret, 15)]
CLEAN_QUOTAS = [(clean_placeholder, 22), (clean_templated, 22), (clean_masked, 22), (clean_secret_refs, 20),
                (clean_hashes, 20), (clean_request_ids, 18), (clean_public_keys, 20), (clean_ids, 22), (clean_base64, 16),
                (clean_long_ids, 12), (clean_versions, 10), (clean_policy, 12), (clean_flags, 14), (clean_encrypted, 20),
                (clean_aws_example, 4), (clean_publishable, 30), (clean_signatures, 6), (clean_cert, 6),
                (clean_secret_listing, 8), (clean_oauth, 4), (plain_note, 52)]
# number of sub-variants of each generator: the schedule cycles through all of them, so every
# variant is used at least once when the quota allows
VARIANTS = {item_service_password: len(SERVICE_PW), item_person_password: 8, cmd_password: 40, item_connstr: 24,
            item_header: 16, item_signed_url: 7, item_private_key: 8, item_misc_secret: 17, item_webhook: 13,
            item_app_secret: 15, clean_placeholder: 3, clean_templated: 12, clean_masked: 10, clean_secret_refs: 10,
            clean_hashes: 9, clean_request_ids: 8, clean_public_keys: 9, clean_ids: 14, clean_base64: 7,
            clean_long_ids: 6, clean_versions: 4, clean_encrypted: 8, clean_signatures: 3, clean_secret_listing: 3,
            clean_publishable: 16}


def variant_makers(fn, q):
    if fn not in VARIANTS:
        return [fn] * q
    ks = []
    while len(ks) < q:
        ks += shuffled(range(VARIANTS[fn]))
    return [(lambda lang, fn=fn, k=k: fn(lang, k)) for k in ks[:q]]


def vendor_maker(v):
    return lambda lang: item_vendor(lang, v)


def langs_for(n_en, n_ko):
    return shuffled(["en"] * n_en + ["ko"] * n_ko)


def generate():
    secret_makers = [vendor_maker(v) for v in VENDORS]
    while len(secret_makers) < N_SECRET - sum(q for _, q in SECRET_QUOTAS):
        secret_makers.append(vendor_maker(pick(VENDORS)))
    for fn, q in SECRET_QUOTAS:
        secret_makers += variant_makers(fn, q)
    assert len(secret_makers) == N_SECRET, len(secret_makers)
    clean_makers = []
    for fn, q in CLEAN_QUOTAS:
        clean_makers += variant_makers(fn, q)
    assert len(clean_makers) == N_CLEAN, len(clean_makers)

    notes = []
    for maker, lang in zip(shuffled(secret_makers), langs_for(N_EN_PER_KIND, N_KO_PER_KIND)):
        notes.append(build_secret_note(maker, lang))
    for maker, lang in zip(shuffled(clean_makers), langs_for(N_EN_PER_KIND, N_KO_PER_KIND)):
        notes.append(build_clean_note(maker, lang))
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": n["secrets"], "_vendor": n.get("_vendor")})
    return out


def check(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, len(records) + 1)]
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            c = sum(1 for r in records if r["kind"] == kind and r["lang"] == lang)
            assert c == n, (kind, lang, c)
    all_secrets = []
    for r in records:
        f = r["fields"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert field_sizes_ok(f), r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            v = window_violation(f, r["secrets"])
            assert v is None, (r["id"], v)
            all_secrets += r["secrets"]
        else:
            assert r["secrets"] == []
            assert not r["category"].endswith("]") or r["category"].endswith(" [publishable]")
    for r in records:
        if r["kind"] == "clean":
            text = "\n".join(r["fields"].values())
            for s in all_secrets:
                assert s not in text, (r["id"], s)


def stats(records):
    lines = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append("%s/%s: %d" % (kind, lang, sum(1 for r in records if r["kind"] == kind and r["lang"] == lang)))
    vend = dedupe([r["_vendor"] for r in records if r.get("_vendor")])
    lines.append("distinct vendors with provider-token notes: %d (vendor table: %d entries, %d names)" % (
        len(vend), len(VENDORS), len(dedupe([v["name"] for v in VENDORS]))))
    regions = {}
    for v in VENDORS:
        regions[v["region"]] = regions.get(v["region"], 0) + 1
    lines.append("vendor table entries by region: " + ", ".join("%s=%d" % (k, regions[k]) for k in ("global", "KR", "JP", "CN", "EU")))
    cats = dedupe([r["category"].split(" | ")[0] for r in records])
    lines.append("distinct item categories (before placement): %d" % len(cats))
    lines.append("secret item categories: %d, clean item categories: %d" % (
        len(dedupe([r["category"].split(" | ")[0] for r in records if r["kind"] == "secret"])),
        len(dedupe([r["category"].split(" | ")[0] for r in records if r["kind"] == "clean"]))))
    n_frames = sum(len(t[l]) for fam in FAMILIES.values() for t in fam.values() for l in ("en", "ko"))
    n_frames += sum(len(t[l]) for t in (C_MC_SNIP, C_MC_PLAIN, C_LESSON_SNIP, C_LESSON_PLAIN, C_ASK, C_ASK_SNIP) for l in ("en", "ko"))
    lines.append("prose frame templates (en+ko, incl. shared): %d; containers: %d; plain-note templates: %d" % (
        n_frames, len(CONTAINERS), len(PLAIN_EN) + len(PLAIN_KO)))
    modes = {}
    for r in records:
        m = r["category"].split(" | ")[-1].replace(" [publishable]", "") if " | " in r["category"] else "plain"
        modes[(r["kind"], m)] = modes.get((r["kind"], m), 0) + 1
    for (k, m) in sorted(modes):
        lines.append("  %s / %s: %d" % (k, m, modes[(k, m)]))
    lines.append("publishable clean notes: %d" % sum(1 for r in records if r["category"].endswith("[publishable]")))
    lines.append("plain clean notes: %d" % sum(1 for r in records if r["category"].startswith("plain engineering")))
    lines.append("secret notes with >1 secret: %d; total listed secrets: %d; longest secret: %d chars" % (
        sum(1 for r in records if len(r["secrets"]) > 1), sum(len(r["secrets"]) for r in records),
        max(len(s) for r in records for s in r["secrets"])))
    lines.append("secret notes with a secret in ask_next_time: %d" % sum(
        1 for r in records if any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    return "\n".join(lines)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v87.jsonl"
    records = generate()
    check(records)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            rec = {k: r[k] for k in ("id", "lang", "kind", "category", "fields", "secrets")}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print(stats(records))
    print("wrote %s  sha256=%s" % (path, digest))


if __name__ == "__main__":
    main()
