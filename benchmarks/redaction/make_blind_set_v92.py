#!/usr/bin/env python3
"""make_blind_set_v92.py -- generator of the blind evaluation set v92 for a
credential-redaction filter (see FORMAT.txt).

Python 3 standard library only, no network.  ONE PRNG, random.Random(92_2026_1127),
drives every choice; the script never iterates over a set, so its output is
byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v92.py            -> writes blind_set_v92.jsonl next to it
        python3 make_blind_set_v92.py --stats    -> also prints counts to stderr
"""
import base64
import hashlib
import json
import os
import string
import struct
import sys
import urllib.parse
import random

SEED = 92_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v92.jsonl")

N_SECRET, N_CLEAN = 360, 360
N_EN_PER_KIND, N_KO_PER_KIND = 216, 144

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- primitives
def rs(alpha, n):
    """n characters drawn from alpha (a str, never a set)."""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return R.randbytes(n)


def b64(data):
    return base64.b64encode(data).decode()


def b64u(data, pad=False):
    s = base64.urlsafe_b64encode(data).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def sample(seq, k):
    return R.sample(list(seq), k)


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pct(s):
    """percent-encode everything that is not unreserved (as a URL userinfo would be written)."""
    return urllib.parse.quote(s, safe="")


def fence(body, lang=""):
    return "```" + lang + "\n" + body + "\n```"


def nbytes(s):
    return len(s.encode("utf-8"))


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def amz_date():
    return "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def ip_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 250)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])


# ---------------------------------------------------------------- name pools (not credentials)
SERVICES = ["billing-api", "order-worker", "auth-gateway", "notif-sender", "search-indexer",
            "report-cron", "payments-svc", "ledger-service", "media-resizer", "crm-sync",
            "admin-web", "checkout-bff", "inventory-api", "settlement-batch", "coupon-service",
            "shipping-tracker", "user-profile", "analytics-etl", "chat-relay", "backoffice",
            "partner-gateway", "email-digest", "image-proxy", "recommendation-api", "audit-log",
            "point-service", "delivery-dispatch", "kyc-verifier", "invoice-pdf", "ops-bot"]
ORGS = ["acme", "hanbit-labs", "bluefin", "northwind", "daon-soft", "kestrel", "mirae-commerce",
        "tidepool", "sora-games", "lumen-health", "parcelo", "yeoul"]
DOMAINS = ["example.com", "example.net", "corp.example", "internal.example.org", "acme.test",
           "hanbit.example", "mirae.example.kr"]
ENVS_EN = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "perf"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "검증", "운영(prod)"]
PEOPLE_EN = ["Priya", "Marco", "Jun", "Alex", "Sam", "Dana", "Tomas", "Yuki", "Wei", "Lena",
             "Omar", "Chloe", "Ravi", "Mina", "Jonas", "Aiko", "Fatima", "Noah"]
PEOPLE_KO = ["김민수", "이지은", "박서준", "최유진", "정하늘", "한지민", "윤도현", "장서연", "오세훈",
             "강다은", "조민혁", "신예린", "배준호", "임수빈"]
USERS = ["admin", "app", "deploy", "svc_backup", "etl_reader", "root", "jenkins", "ci-bot",
         "report_ro", "billing", "grafana", "ops", "migrator", "webapp", "airflow", "sa",
         "replicator", "metabase", "keycloak", "superset"]
DBNAMES = ["orders", "billing", "app", "analytics", "users", "inventory", "ledger", "crm",
           "events", "reporting", "shop", "auth"]
REGIONS = ["us-east-1", "eu-west-1", "ap-northeast-2", "ap-northeast-1", "eu-central-1",
           "us-west-2", "ap-southeast-1"]
SSIDS = ["Office-5G", "ACME-Guest", "Lab-IoT", "MeetingRoom-3F", "warehouse-ap", "hanbit_staff",
         "DevNet", "KT_GiGA_5G_Wave2", "iptime-4F", "U+Net7C2A", "Cafe-Backroom", "Factory-Line2"]
TEAM_CH = ["#backend", "#infra", "#deploys", "#payments-dev", "#sre-oncall", "#data-eng",
           "#platform", "#incident-2231", "#결제개발", "#인프라"]

# words used to build random human-style passwords / passphrases (only building blocks;
# every password is a fresh random composition)
PW_WORDS = ["maple", "river", "falcon", "copper", "winter", "tiger", "orbit", "lantern", "cactus",
            "harbor", "violet", "pepper", "summit", "marble", "thunder", "velvet", "pixel",
            "meadow", "rocket", "walnut", "ember", "glacier", "saturn", "cobalt", "juniper",
            "mango", "breeze", "anchor", "quartz", "bamboo", "puzzle", "canyon", "sparrow",
            "nebula", "willow", "dragon", "pumpkin", "sunset", "garnet", "lotus", "bison",
            "cinder", "oyster", "tundra", "zephyr", "kimchi", "hanok", "seoul", "busan", "jeju"]
KO_WORDS = ["사랑해", "우리집", "행복", "고양이", "강아지", "바다", "하늘", "별빛", "여름", "겨울",
            "봄날", "토끼", "호랑이", "커피", "라면", "김치", "서울", "부산", "제주도", "우리가족",
            "엄마", "아빠", "짱구", "대박", "화이팅", "보리", "초코", "햇살", "무지개", "달빛",
            "바람", "구름", "단풍", "눈사람", "산책", "해바라기", "자전거", "떡볶이", "감자", "딸기"]


def service():
    return pick(SERVICES)


def host(svc=None):
    svc = svc or service()
    return pick([
        "%s.%s.%s" % (svc, pick(ENVS_EN), pick(DOMAINS)),
        "db-%d.%s" % (rint(1, 9), pick(DOMAINS)),
        "%s-%02d.internal" % (pick(["pg", "mysql", "redis", "mongo", "mq", "app", "batch"]), rint(1, 40)),
        ip_private(),
        "%s.%s.rds.amazonaws.com" % (pick(DBNAMES) + "-" + rs(ANL, 6), pick(REGIONS)),
    ])


def user():
    return pick(USERS)


def env_name(lang):
    return pick(ENVS_EN) if lang == "en" else pick(ENVS_KO)


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO) + "님"


def repo():
    return "%s/%s" % (pick(ORGS), service())


def email():
    return "%s@%s" % (pick(["ops", "dev", "billing", "alice", "minsu.kim", "jieun", "noreply",
                             "platform", "security"]), pick(DOMAINS))


# ---------------------------------------------------------------- passwords
PUNCT_ALL = "!@#$%^&*()-_=+[]{};:,.?~<>|/"
PUNCT_MODE = {
    "quoted": PUNCT_ALL,            # value will sit inside quotes (no ' " \ ` or space inside)
    "bare": "._-+=,^@%",           # safe unquoted in shell, .env, yaml scalars, ini, props
    "url": "-._~!*",                # may be written raw in URL userinfo
    "semi": "!@#$%^&*()-_=+[]{}:,.?~|/",   # no ';' (ADO.NET / JDBC key=value;)
}

# 2-beolsik (dubeolsik) key for every jamo index
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    """What a Hangul word looks like when typed with the IME switched to English."""
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


def _sym(mode):
    return pick(PUNCT_MODE[mode])


def _year():
    return pick([str(rint(1975, 2026)), "%02d" % rint(0, 99), digits(rint(3, 4), False)])


def pw_human(mode="quoted"):
    w = pick(PW_WORDS)
    w2 = pick(PW_WORDS)
    forms = [
        lambda: w.capitalize() + _year() + _sym(mode),
        lambda: w.capitalize() + _sym(mode) + digits(rint(3, 5), False),
        lambda: w.capitalize() + pick(".-_") + w2.capitalize() + digits(rint(2, 4), False),
        lambda: w + digits(rint(2, 4), False) + _sym(mode) + _sym(mode),
        lambda: _sym(mode) + w.upper()[:rint(3, 5)] + w2 + digits(2, False),
        lambda: w.capitalize() + w2.capitalize() + _sym(mode) + digits(1),
    ]
    return pick(forms)()


def pw_leet(mode="quoted"):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    if mode in ("bare", "url"):
        table = {"e": "3", "i": "1", "o": "0", "t": "7", "a": "4"}
    w = pick(PW_WORDS) + pick(PW_WORDS)
    out = []
    for ch in w:
        if ch in table and chance(0.6):
            out.append(table[ch])
        elif chance(0.25):
            out.append(ch.upper())
        else:
            out.append(ch)
    return "".join(out) + digits(rint(1, 3), False) + (_sym(mode) if chance(0.7) else "")


def pw_passphrase(mode="quoted"):
    n = rint(3, 5)
    seps = " -._" if mode == "quoted" else "-._"
    sep = pick(seps)
    words = [pick(PW_WORDS) for _ in range(n)]
    if chance(0.4):
        i = rint(0, n - 1)
        words[i] = words[i].capitalize()
    s = sep.join(words)
    if chance(0.5):
        s += sep + digits(rint(1, 3), False)
    return s


def pw_punct(mode="quoted"):
    alpha = PUNCT_MODE[mode]
    n = rint(14, 24)
    chars = [pick(AN) if chance(0.62) else pick(alpha) for _ in range(n)]
    chars[rint(0, n - 1)] = pick(alpha)
    chars[rint(0, n - 1)] = pick(DG)
    return "".join(chars)


def pw_machine(mode="quoted"):
    return rs(AN, rint(16, 32))


def pw_kbd(mode="quoted"):
    word = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else "")
    s = hangul_to_qwerty(word)
    if chance(0.5):
        s = s[0].upper() + s[1:] if chance(0.3) else s
    s += pick([digits(rint(2, 4), False), "1004", "0" + digits(3, False), _year()])
    if chance(0.6):
        s += _sym(mode)
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s


def pw_hangul(mode="quoted"):
    s = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.6) else "")
    s += pick([digits(rint(2, 4), False), _year()])
    if chance(0.6):
        s += _sym(mode)
    while len(s) < 8:
        s += pick(DG)
    return s


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punct", pw_punct),
             ("machine", pw_machine), ("leet", pw_leet), ("kbd", pw_kbd), ("hangul", pw_hangul)]


def password(mode="quoted", style=None, allow_hangul=True):
    """returns (style_name, password); always >= 8 characters."""
    while True:
        if style is None:
            name, fn = pick(PW_STYLES)
        else:
            name, fn = [p for p in PW_STYLES if p[0] == style][0]
        if name == "hangul" and not allow_hangul:
            continue
        if name == "passphrase" and mode not in ("quoted", "bare", "url", "semi"):
            continue
        pw = fn(mode)
        if len(pw) >= 8:
            return name, pw


# ---------------------------------------------------------------- token shapes
def jwt(alg="HS256", extra_claims=0, role=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") or alg.startswith("ES"):
        hdr["kid"] = rs(B64U, 22)
    iat = rint(1_700_000_000, 1_760_000_000)
    pay = {"sub": uuid4() if chance(0.5) else digits(rint(5, 9)),
           "iat": iat, "exp": iat + pick([900, 3600, 86400, 2592000, 31536000])}
    if chance(0.6):
        pay["iss"] = "https://%s.%s" % (pick(["auth", "id", "sso", "login"]), pick(DOMAINS))
    if role:
        pay["role"] = role
    for _ in range(extra_claims):
        pay[pick(["scope", "tenant", "sid", "azp", "email", "name", "org", "jti", "aud"]) + "_" + rs(ANL, 3)] = \
            pick([rs(AN, rint(6, 24)), uuid4(), email(), "read:%s write:%s" % (pick(DBNAMES), pick(DBNAMES))])
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(pay, separators=(",", ":")).encode())
    siglen = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return h + "." + p + "." + b64u(rbytes(siglen))


def aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 520))


def azure_client_secret():
    a = AN + "~._-"
    return rs(a, 3) + "8Q~" + rs(a, 34)


def ec_p256_der():
    d = rbytes(32)
    pub = b"\x04" + rbytes(64)
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + d +
           b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07" +
           b"\xa1\x44\x03\x42\x00" + pub)
    return der


def _ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_private(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    check = rbytes(4)
    sec = check + check + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") +
            struct.pack(">I", 1) + _ssh_str(pubblob) + _ssh_str(sec))
    return b64(blob)


def ssh_ed25519_public(comment):
    pub = rbytes(32)
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    return "ssh-ed25519 " + b64(blob) + " " + comment


def ssh_rsa_public(comment):
    n = b"\x00" + rbytes(256)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n)
    return "ssh-rsa " + b64(blob) + " " + comment


def pem_lines(kind):
    """returns (begin, [body lines], end, truncated?)"""
    if kind == "ec":
        return ("-----BEGIN EC PRIVATE KEY-----", wrap(b64(ec_p256_der()), 64), "-----END EC PRIVATE KEY-----", False)
    if kind == "ed25519-pkcs8":
        der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
        return ("-----BEGIN PRIVATE KEY-----", [b64(der)], "-----END PRIVATE KEY-----", False)
    if kind == "openssh":
        body = openssh_ed25519_private("%s@%s" % (user(), service()))
        return ("-----BEGIN OPENSSH PRIVATE KEY-----", wrap(body, 70), "-----END OPENSSH PRIVATE KEY-----", False)
    if kind == "rsa":
        body = "MIIEowIBAAKCAQEA" + rs(B64, 64 * rint(4, 6) - 16 + rint(0, 0))
        return ("-----BEGIN RSA PRIVATE KEY-----", wrap(body, 64), "-----END RSA PRIVATE KEY-----", True)
    if kind == "pkcs8-rsa":
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 64 * rint(4, 6) - 50)
        return ("-----BEGIN PRIVATE KEY-----", wrap(body, 64), "-----END PRIVATE KEY-----", True)
    if kind == "encrypted-pkcs8":
        body = "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI" + rs(B64, 64 * rint(3, 5) - 48)
        return ("-----BEGIN ENCRYPTED PRIVATE KEY-----", wrap(body, 64), "-----END ENCRYPTED PRIVATE KEY-----", True)
    raise ValueError(kind)


def totp_seed():
    return pick([rs(B32, 16), rs(B32, 32), rs(B32, 26), rs(B32, 52)])


# ---------------------------------------------------------------- vendors
# Each vendor: name, region, human label (en/ko), parts = [(ENV_NAME, generator, is_secret)],
# optional HTTP header form and API endpoint.  Shapes follow the vendors' documented formats
# (prefix, alphabet, length); every body is drawn from the PRNG at generation time.
VENDORS = []


def V(name, region, thing_en, thing_ko, parts, hdr=("Authorization", "Bearer {}"), api=None):
    VENDORS.append({"name": name, "region": region, "thing_en": thing_en, "thing_ko": thing_ko,
                    "parts": parts, "hdr": hdr, "api": api or "https://api.%s.example/v1/ping" % name.lower().split()[0]})


T = True
F = False
# --- global
V("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
  [("GITHUB_TOKEN", lambda: "ghp_" + rs(AN, 36), T)], ("Authorization", "token {}"), "https://api.github.com/user")
V("GitHub OAuth", "global", "GitHub OAuth token", "GitHub OAuth 토큰",
  [("GH_OAUTH_TOKEN", lambda: "gho_" + rs(AN, 36), T)], api="https://api.github.com/user/repos")
V("GitHub App", "global", "GitHub App installation token", "GitHub App 설치 토큰",
  [("GH_INSTALLATION_TOKEN", lambda: "ghs_" + rs(AN, 36), T)], api="https://api.github.com/repos/%s/issues" % repo())
V("GitHub fine-grained", "global", "fine-grained GitHub PAT", "GitHub fine-grained PAT",
  [("GH_PAT", lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59), T)], api="https://api.github.com/repos/%s" % repo())
V("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
  [("GITLAB_TOKEN", lambda: "glpat-" + rs(AN + "-_", 20), T)], ("PRIVATE-TOKEN", "{}"), "https://gitlab.example.com/api/v4/projects")
V("GitLab runner", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
  [("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(AN + "-_", 20), T)])
V("GitLab trigger", "global", "GitLab pipeline trigger token", "GitLab 파이프라인 트리거 토큰",
  [("TRIGGER_TOKEN", lambda: "glptt-" + rs(HX, 40), T)])
V("Slack bot", "global", "Slack bot token", "Slack 봇 토큰",
  [("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), rs(AN, 24)), T)],
  api="https://slack.com/api/chat.postMessage")
V("Slack user", "global", "Slack user token", "Slack 사용자 토큰",
  [("SLACK_USER_TOKEN", lambda: "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13), rs(HX, 32)), T)],
  api="https://slack.com/api/conversations.history")
V("Slack app", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
  [("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), rs(HX, 64)), T)])
V("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키",
  [("STRIPE_SECRET_KEY", lambda: pick(["sk_live_", "sk_test_"]) + pick(["51", ""]) + rs(AN, pick([24, 97])), T)],
  api="https://api.stripe.com/v1/charges")
V("Stripe restricted", "global", "Stripe restricted key", "Stripe 제한 키",
  [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + rs(AN, pick([24, 99])), T)], api="https://api.stripe.com/v1/invoices")
V("Stripe webhook", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
  [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32), T)], None)
V("OpenAI", "global", "OpenAI API key", "OpenAI API 키",
  [("OPENAI_API_KEY", lambda: pick(["sk-proj-" + rs(B64U, 156), "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20),
                                    "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)]), T)],
  api="https://api.openai.com/v1/chat/completions")
V("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
  [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", T)], ("x-api-key", "{}"),
  "https://api.anthropic.com/v1/messages")
V("Google API", "global", "Google Cloud API key (server)", "Google Cloud API 키(서버용)",
  [("GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35), T)], ("x-goog-api-key", "{}"),
  "https://translation.googleapis.com/language/translate/v2")
V("Google OAuth", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
  [("GOOGLE_CLIENT_ID", lambda: "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), F),
   ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), T)], None)
V("Google refresh", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰",
  [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(B64U, rint(95, 100)), T)], None)
V("Google access", "global", "Google OAuth access token", "Google 액세스 토큰",
  [("GCP_ACCESS_TOKEN", lambda: "ya29." + rs(B64U, rint(150, 220)), T)], api="https://storage.googleapis.com/storage/v1/b")
V("AWS", "global", "AWS access key pair", "AWS 액세스 키 쌍",
  [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(ANU, 16), T),
   ("AWS_SECRET_ACCESS_KEY", lambda: rs(AN + "+/", 40), T)], None)
V("AWS STS", "global", "temporary AWS credentials", "AWS 임시 자격 증명",
  [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(ANU, 16), T),
   ("AWS_SECRET_ACCESS_KEY", lambda: rs(AN + "+/", 40), T),
   ("AWS_SESSION_TOKEN", aws_session_token, T)], None)
V("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
  [("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(HX, 32), F), ("TWILIO_AUTH_TOKEN", lambda: rs(HX, 32), T)], None)
V("Twilio API key", "global", "Twilio API key secret", "Twilio API 키 시크릿",
  [("TWILIO_API_KEY", lambda: "SK" + rs(HX, 32), T), ("TWILIO_API_SECRET", lambda: rs(AN, 32), T)], None)
V("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
  [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), T)], api="https://api.sendgrid.com/v3/mail/send")
V("Mailgun", "global", "Mailgun private API key", "Mailgun API 키",
  [("MAILGUN_API_KEY", lambda: pick(["key-" + rs(HX, 32), rs(HX, 32) + "-" + rs(HX, 8) + "-" + rs(HX, 8)]), T)], None)
V("npm", "global", "npm automation token", "npm 자동화 토큰",
  [("NPM_TOKEN", lambda: "npm_" + rs(AN, 36), T)], None)
V("PyPI", "global", "PyPI API token", "PyPI API 토큰",
  [("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 180)), T)], None)
V("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
  [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), T)], None)
V("Hugging Face", "global", "Hugging Face access token", "Hugging Face 액세스 토큰",
  [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), T)], api="https://huggingface.co/api/whoami-v2")
V("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
  [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HX, 32), T)], ("X-Shopify-Access-Token", "{}"),
  "https://%s.myshopify.com/admin/api/2024-07/orders.json" % pick(ORGS))
V("Shopify secret", "global", "Shopify app shared secret", "Shopify 앱 공유 시크릿",
  [("SHOPIFY_API_SECRET", lambda: "shpss_" + rs(HX, 32), T)], None)
V("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
  [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8), T)], None)
V("DigitalOcean", "global", "DigitalOcean personal access token", "DigitalOcean 액세스 토큰",
  [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HX, 64), T)], api="https://api.digitalocean.com/v2/droplets")
V("Databricks", "global", "Databricks personal access token", "Databricks 토큰",
  [("DATABRICKS_TOKEN", lambda: "dapi" + rs(HX, 32) + pick(["", "-2", "-3"]), T)],
  api="https://adb-%s.%d.azuredatabricks.net/api/2.0/clusters/list" % (digits(16), rint(1, 19)))
V("Postman", "global", "Postman API key", "Postman API 키",
  [("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HX, 24) + "-" + rs(HX, 34), T)], ("X-Api-Key", "{}"))
V("Linear", "global", "Linear API key", "Linear API 키",
  [("LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40), T)], ("Authorization", "{}"), "https://api.linear.app/graphql")
V("Notion", "global", "Notion integration secret", "Notion 통합 시크릿",
  [("NOTION_TOKEN", lambda: pick(["secret_" + rs(AN, 43), "ntn_" + digits(11) + rs(AN, 35)]), T)],
  api="https://api.notion.com/v1/databases")
V("Figma", "global", "Figma personal access token", "Figma 액세스 토큰",
  [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), T)], ("X-Figma-Token", "{}"))
V("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
  [("DOPPLER_TOKEN", lambda: "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(AN, 40)), T)], None)
V("Vault", "global", "HashiCorp Vault token", "Vault 토큰",
  [("VAULT_TOKEN", lambda: "hvs.CAESI" + rs(B64U, rint(80, 90)), T)], ("X-Vault-Token", "{}"))
V("Terraform Cloud", "global", "Terraform Cloud team token", "Terraform Cloud 팀 토큰",
  [("TFE_TOKEN", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), T)], None)
V("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
  [("GRAFANA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HX, 8), T)])
V("Grafana Cloud", "global", "Grafana Cloud access policy token", "Grafana Cloud 토큰",
  [("GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJvIjoi" + rs(AN, rint(90, 130)) + pick(["==", "=", ""]), T)])
V("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
  [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27), T)], ("Api-Key", "{}"))
V("New Relic ingest", "global", "New Relic license key", "New Relic 라이선스 키",
  [("NEW_RELIC_LICENSE_KEY", lambda: rs(HX, 36) + "NRAL", T)], None)
V("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키",
  [("DD_API_KEY", lambda: rs(HX, 32), T), ("DD_APP_KEY", lambda: rs(HX, 40), T)], ("DD-API-KEY", "{}"))
V("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
  [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), T)], api="https://api.cloudflare.com/client/v4/zones")
V("Cloudflare global", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
  [("CF_API_EMAIL", email, F), ("CF_API_KEY", lambda: rs(HX, 37), T)], ("X-Auth-Key", "{}"))
V("Vercel", "global", "Vercel access token", "Vercel 액세스 토큰",
  [("VERCEL_TOKEN", lambda: rs(AN, 24), T)], api="https://api.vercel.com/v9/projects")
V("Netlify", "global", "Netlify personal access token", "Netlify 액세스 토큰",
  [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36), T)])
V("Supabase", "global", "Supabase access token", "Supabase 액세스 토큰",
  [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(HX, 40), T)])
V("Supabase service", "global", "Supabase service_role key", "Supabase service_role 키",
  [("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt("HS256", 0, "service_role"), T)], ("apikey", "{}"))
V("PlanetScale", "global", "PlanetScale password", "PlanetScale 비밀번호",
  [("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), T)], None)
V("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
  [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HX, 40), T)], None)
V("Mapbox secret", "global", "Mapbox secret token", "Mapbox 시크릿 토큰",
  [("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + rs(AN, 20) + "IiwiYSI6Im" + rs(AN, 22) + "In0." + rs(B64U, 22), T)], None)
V("Discord", "global", "Discord bot token", "Discord 봇 토큰",
  [("DISCORD_BOT_TOKEN", lambda: pick("MN") + rs(AN, 23) + "." + rs(B64U, 6) + "." + rs(B64U, 38), T)],
  ("Authorization", "Bot {}"))
V("Telegram", "global", "Telegram bot token", "텔레그램 봇 토큰",
  [("TELEGRAM_BOT_TOKEN", lambda: digits(rint(9, 10)) + ":AA" + rs(B64U, 33), T)], None)
V("Square", "global", "Square access token", "Square 액세스 토큰",
  [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), T)])
V("Braintree", "global", "Braintree access token", "Braintree 액세스 토큰",
  [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$%s$%s" % (rs(ANL, 16), rs(HX, 32)), T)], None)
V("Okta", "global", "Okta API token", "Okta API 토큰",
  [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), T)], ("Authorization", "SSWS {}"))
V("age", "global", "age secret key", "age 비밀 키",
  [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58), T)], None)
V("Contentful", "global", "Contentful management token", "Contentful 관리 토큰",
  [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), T)])
V("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰",
  [("DROPBOX_TOKEN", lambda: "sl.B" + rs(B64U, rint(130, 140)), T)], api="https://api.dropboxapi.com/2/files/list_folder")
V("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
  [("MAILCHIMP_API_KEY", lambda: rs(HX, 32) + "-us" + str(rint(1, 21)), T)], None)
V("Brevo", "europe", "Brevo (Sendinblue) API key", "Brevo API 키",
  [("BREVO_API_KEY", lambda: "xkeysib-" + rs(HX, 64) + "-" + rs(AN, 16), T)], ("api-key", "{}"))
V("FCM", "global", "Firebase Cloud Messaging server key", "FCM 서버 키",
  [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), T)], ("Authorization", "key={}"))
V("Meta", "global", "Facebook/Meta long-lived access token", "Meta 장기 액세스 토큰",
  [("FB_ACCESS_TOKEN", lambda: "EAA" + rs(AN, rint(150, 200)), T)], None)
V("X/Twitter", "global", "X (Twitter) API bearer token", "X(트위터) 베어러 토큰",
  [("TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 30) + "%3D" + rs(AN, 50), T)])
V("Shippo", "global", "Shippo live API token", "Shippo 라이브 토큰",
  [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + rs(HX, 40), T)], ("Authorization", "ShippoToken {}"))
V("Airtable", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰",
  [("AIRTABLE_TOKEN", lambda: "pat" + rs(AN, 14) + "." + rs(HX, 64), T)])
V("Replicate", "global", "Replicate API token", "Replicate API 토큰",
  [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37), T)])
V("Groq", "global", "Groq API key", "Groq API 키",
  [("GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52), T)])
V("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
  [("PPLX_API_KEY", lambda: "pplx-" + rs(AN, 48), T)])
V("xAI", "global", "xAI API key", "xAI API 키", [("XAI_API_KEY", lambda: "xai-" + rs(AN, 80), T)])
V("Tailscale", "global", "Tailscale auth key", "Tailscale 인증 키",
  [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33), T)], None)
V("Buildkite", "global", "Buildkite API access token", "Buildkite API 토큰",
  [("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HX, 40), T)])
V("RubyGems", "global", "RubyGems API key", "RubyGems API 키",
  [("GEM_HOST_API_KEY", lambda: "rubygems_" + rs(HX, 48), T)], None)
V("NuGet", "global", "NuGet API key", "NuGet API 키", [("NUGET_API_KEY", lambda: "oy2" + rs(ANL, 43), T)],
  ("X-NuGet-ApiKey", "{}"))
V("JFrog", "global", "JFrog Artifactory API key", "Artifactory API 키",
  [("ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(AN, 68), T)], ("X-JFrog-Art-Api", "{}"))
V("SonarQube", "global", "SonarQube token", "SonarQube 토큰", [("SONAR_TOKEN", lambda: pick(["sqp_", "squ_", "sqa_"]) + rs(HX, 40), T)], None)
V("Sentry", "global", "Sentry auth token", "Sentry 인증 토큰",
  [("SENTRY_AUTH_TOKEN", lambda: pick(["sntrys_eyJpYXQiOj" + rs(AN, 100) + "_" + rs(B64U, 43), "sntryu_" + rs(HX, 64)]), T)], None)
V("Azure Storage", "global", "Azure Storage account key", "Azure 스토리지 계정 키",
  [("AZURE_STORAGE_KEY", lambda: b64(rbytes(64)), T)], None)
V("Azure AD", "global", "Entra ID (Azure AD) client secret", "Entra ID 클라이언트 시크릿",
  [("AZURE_CLIENT_ID", uuid4, F), ("AZURE_CLIENT_SECRET", azure_client_secret, T)], None)
V("Azure DevOps", "global", "Azure DevOps PAT", "Azure DevOps PAT",
  [("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52), T)], None)
V("Fastly", "global", "Fastly API token", "Fastly API 토큰", [("FASTLY_API_TOKEN", lambda: rs(B64U, 32), T)],
  ("Fastly-Key", "{}"))
V("Algolia", "global", "Algolia admin API key", "Algolia 관리자 API 키",
  [("ALGOLIA_APP_ID", lambda: rs(ANU, 10), F), ("ALGOLIA_ADMIN_KEY", lambda: rs(HX, 32), T)], ("X-Algolia-API-Key", "{}"))
V("Spotify", "europe", "Spotify client secret", "Spotify 클라이언트 시크릿",
  [("SPOTIFY_CLIENT_ID", lambda: rs(HX, 32), F), ("SPOTIFY_CLIENT_SECRET", lambda: rs(HX, 32), T)], None)
V("LINE Notify", "japan", "LINE Notify token", "LINE Notify 토큰",
  [("LINE_NOTIFY_TOKEN", lambda: rs(AN, 43), T)], api="https://notify-api.line.me/api/notify")
# --- Korea
V("Naver Cloud", "korea", "Naver Cloud Platform API key pair", "네이버 클라우드 플랫폼 API 인증키",
  [("NCLOUD_ACCESS_KEY", lambda: rs(AN, 20), T), ("NCLOUD_SECRET_KEY", lambda: rs(AN, 40), T)],
  ("x-ncp-iam-access-key", "{}"), "https://ncloud.apigw.ntruss.com/server/v2/getServerInstanceList")
V("Naver Developers", "korea", "Naver Open API client secret", "네이버 오픈API Client Secret",
  [("NAVER_CLIENT_ID", lambda: rs(AN, 20), F), ("NAVER_CLIENT_SECRET", lambda: rs(AN, 10), T)],
  ("X-Naver-Client-Secret", "{}"), "https://openapi.naver.com/v1/search/blog.json")
V("Kakao admin", "korea", "Kakao admin key", "카카오 Admin 키",
  [("KAKAO_ADMIN_KEY", lambda: rs(HX, 32), T)], ("Authorization", "KakaoAK {}"), "https://kapi.kakao.com/v1/user/ids")
V("Kakao REST", "korea", "Kakao REST API key", "카카오 REST API 키",
  [("KAKAO_REST_API_KEY", lambda: rs(HX, 32), T)], ("Authorization", "KakaoAK {}"), "https://dapi.kakao.com/v2/local/search/address.json")
V("Toss Payments", "korea", "Toss Payments secret key", "토스페이먼츠 시크릿 키",
  [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "test_sk_", "live_gsk_", "test_gsk_"]) + rs(AN, 20), T)],
  None, "https://api.tosspayments.com/v1/payments/confirm")
V("PortOne", "korea", "PortOne (iamport) REST API secret", "포트원(아임포트) REST API secret",
  [("IMP_KEY", lambda: digits(16), T), ("IMP_SECRET", lambda: rs(AN, 80), T)], None)
V("PortOne v2", "korea", "PortOne V2 API secret", "포트원 V2 API Secret",
  [("PORTONE_API_SECRET", lambda: rs(AN, 80), T)], ("Authorization", "PortOne {}"), "https://api.portone.io/payments")
V("Solapi", "korea", "SOLAPI (CoolSMS) API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿",
  [("SOLAPI_API_KEY", lambda: "NCS" + rs(ANU, 13), T), ("SOLAPI_API_SECRET", lambda: rs(ANU, 32), T)], None)
V("NHN Cloud SMS", "korea", "NHN Cloud SMS secret key", "NHN Cloud SMS 시크릿 키",
  [("NHN_SMS_APPKEY", lambda: rs(AN, 16), F), ("NHN_SMS_SECRET_KEY", lambda: rs(AN, 8), T)], ("X-Secret-Key", "{}"),
  "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % rs(AN, 16))
V("Channel.io", "korea", "Channel Talk API access secret", "채널톡 API 액세스 시크릿",
  [("CHANNEL_ACCESS_KEY", lambda: rs(HX, 24), T), ("CHANNEL_ACCESS_SECRET", lambda: rs(HX, 32), T)],
  ("x-access-secret", "{}"), "https://api.channel.io/open/v5/user-chats")
V("data.go.kr", "korea", "public data portal service key", "공공데이터포털 서비스 키(디코딩)",
  [("DATA_GO_KR_SERVICE_KEY", lambda: b64(rbytes(66)), T)], None)
V("Upbit", "korea", "Upbit Open API keys", "업비트 Open API 키",
  [("UPBIT_ACCESS_KEY", lambda: rs(AN, 40), T), ("UPBIT_SECRET_KEY", lambda: rs(AN, 40), T)], None)
V("Bithumb", "korea", "Bithumb API key and secret", "빗썸 API 키/시크릿",
  [("BITHUMB_API_KEY", lambda: rs(HX, 32), T), ("BITHUMB_SECRET", lambda: rs(HX, 32), T)], None)
V("Coupang", "korea", "Coupang Open API access/secret key", "쿠팡 오픈API 액세스/시크릿 키",
  [("COUPANG_ACCESS_KEY", uuid4, T), ("COUPANG_SECRET_KEY", lambda: rs(HX, 40), T),
   ("COUPANG_VENDOR_ID", lambda: "A" + digits(8), F)], None)
V("KakaoPay", "korea", "KakaoPay secret key", "카카오페이 Secret key",
  [("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(HXU, 38), T)], ("Authorization", "SECRET_KEY {}"),
  "https://open-api.kakaopay.com/online/v1/payment/ready")
V("Jandi", "korea", "JANDI incoming webhook token", "잔디 인커밍 웹훅 토큰",
  [("JANDI_WEBHOOK_TOKEN", lambda: rs(HX, 32), T)], None)
# --- Japan
V("LINE Messaging", "japan", "LINE channel access token", "LINE 채널 액세스 토큰",
  [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", T)], api="https://api.line.me/v2/bot/message/push")
V("LINE secret", "japan", "LINE channel secret", "LINE 채널 시크릿",
  [("LINE_CHANNEL_ID", lambda: digits(10), F), ("LINE_CHANNEL_SECRET", lambda: rs(HX, 32), T)], None)
V("Chatwork", "japan", "Chatwork API token", "Chatwork API 토큰",
  [("CHATWORK_API_TOKEN", lambda: rs(HX, 32), T)], ("X-ChatWorkToken", "{}"), "https://api.chatwork.com/v2/rooms")
V("Backlog", "japan", "Backlog API key", "Backlog API 키", [("BACKLOG_API_KEY", lambda: rs(AN, 64), T)], None)
V("PAY.JP", "japan", "PAY.JP secret key", "PAY.JP 시크릿 키",
  [("PAYJP_SECRET_KEY", lambda: pick(["sk_live_", "sk_test_"]) + rs(HX, 24), T)], None)
V("kintone", "japan", "kintone API token", "kintone API 토큰",
  [("KINTONE_API_TOKEN", lambda: rs(AN, 40), T)], ("X-Cybozu-API-Token", "{}"))
V("Sakura Cloud", "japan", "Sakura Cloud API secret", "사쿠라 클라우드 API 시크릿",
  [("SAKURACLOUD_ACCESS_TOKEN", uuid4, T), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(AN, 64), T)], None)
V("KOMOJU", "japan", "KOMOJU secret key", "KOMOJU 시크릿 키",
  [("KOMOJU_SECRET_KEY", lambda: pick(["sk_live_", "sk_test_"]) + rs(ANL, 25), T)], None)
V("GMO PG", "japan", "GMO Payment Gateway shop password", "GMO PG 샵 비밀번호",
  [("GMO_SHOP_ID", lambda: "tshop" + digits(8, False), F), ("GMO_SHOP_PASS", lambda: rs(ANL, 8), T)], None)
# --- China
V("Alibaba Cloud", "china", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
  [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(AN, pick([12, 16, 20])), T),
   ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AN, 30), T)], None)
V("Tencent Cloud", "china", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
  [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AN, 32), T), ("TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32), T)], None)
V("Huawei Cloud", "china", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
  [("HUAWEICLOUD_SDK_AK", lambda: rs(ANU, 20), T), ("HUAWEICLOUD_SDK_SK", lambda: rs(AN, 40), T)], None)
V("Baidu Cloud", "china", "Baidu AI Cloud AK/SK", "바이두 클라우드 AK/SK",
  [("BCE_ACCESS_KEY_ID", lambda: rs(HX, 32), T), ("BCE_SECRET_ACCESS_KEY", lambda: rs(HX, 32), T)], None)
V("Volcengine", "china", "Volcengine access key", "볼케엔진 액세스 키",
  [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B64U, 43), T), ("VOLC_SECRETKEY", lambda: b64(rbytes(42)), T)], None)
V("Qiniu", "china", "Qiniu AK/SK", "치니우 AK/SK",
  [("QINIU_ACCESS_KEY", lambda: rs(B64U, 40), T), ("QINIU_SECRET_KEY", lambda: rs(B64U, 40), T)], None)
V("WeChat", "china", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret",
  [("WECHAT_APPID", lambda: "wx" + rs(HX, 16), F), ("WECHAT_APPSECRET", lambda: rs(HX, 32), T)], None)
V("DingTalk", "china", "DingTalk robot signing secret", "딩톡 로봇 서명 시크릿",
  [("DINGTALK_SECRET", lambda: "SEC" + rs(HX, 64), T)], None)
V("Feishu", "china", "Feishu/Lark app secret", "페이슈(Lark) 앱 시크릿",
  [("FEISHU_APP_ID", lambda: "cli_" + rs(HX, 16), F), ("FEISHU_APP_SECRET", lambda: rs(AN, 32), T)], None)
V("Zhipu", "china", "Zhipu (GLM) API key", "Zhipu(GLM) API 키",
  [("ZHIPUAI_API_KEY", lambda: rs(HX, 32) + "." + rs(AN, 16), T)], api="https://open.bigmodel.cn/api/paas/v4/chat/completions")
V("DeepSeek", "china", "DeepSeek API key", "DeepSeek API 키",
  [("DEEPSEEK_API_KEY", lambda: "sk-" + rs(HX, 32), T)], api="https://api.deepseek.com/chat/completions")
V("DashScope", "china", "Alibaba DashScope (Qwen) API key", "DashScope(Qwen) API 키",
  [("DASHSCOPE_API_KEY", lambda: "sk-" + rs(HX, 32), T)])
V("Moonshot", "china", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
  [("MOONSHOT_API_KEY", lambda: "sk-" + rs(AN, 48), T)], api="https://api.moonshot.cn/v1/chat/completions")
V("Gitee", "china", "Gitee private token", "Gitee 개인 토큰",
  [("GITEE_TOKEN", lambda: rs(HX, 32), T)], None)
# --- Europe
V("Mollie", "europe", "Mollie API key", "Mollie API 키",
  [("MOLLIE_API_KEY", lambda: pick(["live_", "test_"]) + rs(AN, 30), T)], api="https://api.mollie.com/v2/payments")
V("GoCardless", "europe", "GoCardless access token", "GoCardless 액세스 토큰",
  [("GOCARDLESS_ACCESS_TOKEN", lambda: pick(["live_", "sandbox_"]) + rs(B64U, 40), T)])
V("DeepL", "europe", "DeepL API authentication key", "DeepL API 인증 키",
  [("DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""]), T)], ("Authorization", "DeepL-Auth-Key {}"),
  "https://api-free.deepl.com/v2/translate")
V("Hetzner", "europe", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
  [("HCLOUD_TOKEN", lambda: rs(AN, 64), T)], api="https://api.hetzner.cloud/v1/servers")
V("OVHcloud", "europe", "OVHcloud API credentials", "OVHcloud API 자격 증명",
  [("OVH_APPLICATION_KEY", lambda: rs(AN, 16), T), ("OVH_APPLICATION_SECRET", lambda: rs(AN, 32), T),
   ("OVH_CONSUMER_KEY", lambda: rs(AN, 32), T)], None)
V("Scaleway", "europe", "Scaleway API key", "Scaleway API 키",
  [("SCW_ACCESS_KEY", lambda: "SCW" + rs(ANU, 17), T), ("SCW_SECRET_KEY", uuid4, T)], ("X-Auth-Token", "{}"))
V("Mailjet", "europe", "Mailjet API key and secret", "Mailjet API 키/시크릿",
  [("MJ_APIKEY_PUBLIC", lambda: rs(HX, 32), T), ("MJ_APIKEY_PRIVATE", lambda: rs(HX, 32), T)], None)
V("Adyen", "europe", "Adyen API key", "Adyen API 키",
  [("ADYEN_API_KEY", lambda: "AQE" + rs(AN, 8) + "." + rs(B64, 110) + "=", T)], ("X-API-Key", "{}"),
  "https://checkout-test.adyen.com/v71/payments")
V("MessageBird", "europe", "MessageBird access key", "MessageBird 액세스 키",
  [("MESSAGEBIRD_ACCESS_KEY", lambda: rs(AN, 25), T)], ("Authorization", "AccessKey {}"))
V("Infobip", "europe", "Infobip API key", "Infobip API 키",
  [("INFOBIP_API_KEY", lambda: rs(HX, 32) + "-" + uuid4(), T)], ("Authorization", "App {}"))
V("Yandex Cloud", "europe", "Yandex Cloud API key", "Yandex Cloud API 키",
  [("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36), T)], ("Authorization", "Api-Key {}"))
V("Yandex static", "europe", "Yandex Cloud static access key", "Yandex Cloud 정적 액세스 키",
  [("YC_ACCESS_KEY_ID", lambda: "YCAJE" + rs(B64U, 20), T), ("YC_SECRET_ACCESS_KEY", lambda: "YC" + rs(B64U, 38), T)], None)
V("Checkout.com", "europe", "Checkout.com secret key", "Checkout.com 시크릿 키",
  [("CKO_SECRET_KEY", lambda: pick(["sk_sbox_", "sk_"]) + rs(LO + "234567", 26), T)], ("Authorization", "Bearer {}"))
V("Wise", "europe", "Wise API token", "Wise API 토큰", [("WISE_API_TOKEN", uuid4, T)],
  api="https://api.transferwise.com/v1/profiles")
V("Klarna", "europe", "Klarna API password", "Klarna API 비밀번호",
  [("KLARNA_USERNAME", lambda: "PK" + digits(5) + "_" + rs(HX, 12), F),
   ("KLARNA_PASSWORD", lambda: "klarna_live_api_" + rs(B64U, 48), T)], None)
# --- application secrets (framework-level)
V("Django", "app", "Django SECRET_KEY", "Django SECRET_KEY",
  [("DJANGO_SECRET_KEY", lambda: "django-insecure-" * pick([0, 0, 1]) + rs(LO + DG + "!@#%^&*(-_=+)", 50), T)], None)
V("Rails", "app", "Rails secret_key_base", "Rails secret_key_base",
  [("SECRET_KEY_BASE", lambda: rs(HX, 128), T)], None)
V("Laravel", "app", "Laravel APP_KEY", "Laravel APP_KEY", [("APP_KEY", lambda: "base64:" + b64(rbytes(32)), T)], None)
V("NextAuth", "app", "NextAuth secret", "NextAuth 시크릿", [("NEXTAUTH_SECRET", lambda: b64(rbytes(32)), T)], None)
V("JWT secret", "app", "JWT signing secret", "JWT 서명 시크릿",
  [("JWT_SECRET", lambda: pick([rs(HX, 64), b64(rbytes(48)), rs(AN, 32)]), T)], None)
V("WireGuard", "app", "WireGuard private key", "WireGuard 개인 키", [("WG_PRIVATE_KEY", lambda: b64(rbytes(32)), T)], None)
V("Session secret", "app", "express-session secret", "express-session 시크릿",
  [("SESSION_SECRET", lambda: rs(AN + "-_", rint(24, 48)), T)], None)
V("Encryption key", "app", "AES data-encryption key", "AES 데이터 암호화 키",
  [("DATA_ENCRYPTION_KEY", lambda: pick([rs(HX, 64), b64(rbytes(32))]), T)], None)


# ---------------------------------------------------------------- containers for KEY=VALUE material
def n_snake(n):
    return n.lower()


def n_camel(n):
    p = n.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def n_pascal(n):
    return "".join(x.capitalize() for x in n.lower().split("_"))


def n_dot(n):
    p = n.lower().split("_")
    return p[0] + "." + "-".join(p[1:]) if len(p) > 1 else p[0]


def n_kebab(n):
    return n.lower().replace("_", "-")


def _simple(v):
    return all(c in AN + "._-/+=:@,~" for c in v)


def q_env(v):
    if _simple(v) and chance(0.6):
        return v
    return ("'%s'" % v) if ("$" in v or chance(0.3)) else '"%s"' % v


def q_yaml(v):
    if _simple(v) and v[0] not in "@-:,=" and not v.isdigit() and chance(0.5):
        return v
    return pick(['"%s"', "'%s'"]) % v


def r_dotenv(ents, sec):
    lines = []
    if chance(0.4):
        lines.append("# %s" % pick([sec, "--- %s ---" % sec, "%s settings" % sec, "added by %s" % pick(PEOPLE_EN)]))
    lines += ["%s=%s" % (k, q_env(v)) for k, v in ents]
    return "\n".join(lines)


def r_export(ents, sec):
    return "\n".join("export %s=%s" % (k, "'%s'" % v if not _simple(v) or chance(0.5) else v) for k, v in ents)


def r_inline_env(ents, sec):
    cmd = pick(["node scripts/%s.js" % pick(["sync", "backfill", "seed", "migrate"]),
                "python -m %s.worker" % sec.replace("-", "_"), "./bin/%s --once" % sec,
                "npm run %s" % pick(["dev", "e2e", "import"]), "go run ./cmd/%s" % sec,
                "bundle exec rake %s:sync" % sec.split("-")[0]])
    return " ".join("%s=%s" % (k, v if _simple(v) else "'%s'" % v) for k, v in ents) + " " + cmd


def r_yaml(ents, sec):
    root = pick([sec, "app", "integrations", "secrets", "config"])
    lines = ["%s:" % root]
    sub = n_snake(sec.split("-")[0]) if chance(0.4) else None
    ind = "  "
    if sub and sub != root:
        lines.append("  %s:" % sub)
        ind = "    "
    lines += ["%s%s: %s" % (ind, pick([n_snake, n_camel])(k), q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_spring(ents, sec):
    lines = ["spring:" if chance(0.3) else "%s:" % n_kebab(sec.split("-")[0])]
    lines.append("  %s:" % pick(["datasource", "client", "api", "security", "integration"]))
    lines += ["    %s: %s" % (n_kebab(k), q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_json(ents, sec):
    inner = {}
    for k, v in ents:
        inner[n_camel(k)] = v
    obj = {pick([n_camel(sec.replace("-", "_").upper()), "config", "credentials", "integration"]): inner}
    if chance(0.4):
        obj = dict([("name", sec), ("version", "%d.%d.%d" % (rint(0, 4), rint(0, 30), rint(0, 20)))] + list(obj.items()))
    return json.dumps(obj, indent=pick([2, 4]), ensure_ascii=False)


def r_toml(ents, sec):
    lines = ["[%s]" % pick([sec.replace("-", "_"), "secrets", "%s.auth" % sec.split("-")[0]])]
    lines += ['%s = "%s"' % (n_snake(k), v) for k, v in ents]
    return "\n".join(lines)


def r_ini(ents, sec):
    lines = ["[%s]" % pick([sec, "default", "credentials", "auth"])]
    lines += ["%s = %s" % (pick([n_snake, lambda x: x])(k), v) for k, v in ents]
    return "\n".join(lines)


def r_properties(ents, sec):
    return "\n".join("%s=%s" % (n_dot(k), v) for k, v in ents)


def r_xml_appsettings(ents, sec):
    body = "\n".join('    <add key="%s" value="%s" />' % (n_pascal(k), v) for k, v in ents)
    return "<appSettings>\n%s\n</appSettings>" % body


def r_xml_nested(ents, sec):
    tag = n_camel(sec.replace("-", "_").upper())
    body = "\n".join("  <%s>%s</%s>" % (n_camel(k), v, n_camel(k)) for k, v in ents)
    return "<%s>\n%s\n</%s>" % (tag, body, tag)


def r_k8s_stringdata(ents, sec):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % sec,
             "  namespace: %s" % pick(ENVS_EN), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_k8s_data(ents, sec):   # values must be pre-encoded (xform = b64)
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % sec, "type: Opaque", "data:"]
    lines += ["  %s: %s" % (k, v) for k, v in ents]
    return "\n".join(lines)


def r_compose(ents, sec):
    lines = ["services:", "  %s:" % sec, "    image: %s/%s:%s" % (pick(ORGS), sec, pick(["latest", "1.%d.%d" % (rint(0, 9), rint(0, 9))])),
             "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v in ents]
    else:
        lines += ["      %s: %s" % (k, q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_dockerfile(ents, sec):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22 AS build"])]
    kw = pick(["ENV", "ARG", "ENV"])
    lines += ['%s %s="%s"' % (kw, k, v) if not _simple(v) else "%s %s=%s" % (kw, k, v) for k, v in ents]
    lines.append(pick(['CMD ["node", "dist/main.js"]', "RUN ./scripts/build.sh", 'ENTRYPOINT ["/app/%s"]' % sec]))
    return "\n".join(lines)


def r_gha(ents, sec):
    lines = ["jobs:", "  %s:" % pick(["deploy", "test", "release", "e2e"]), "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, q_yaml(v)) for k, v in ents]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm test", "./ci/run.sh"])]
    return "\n".join(lines)


def r_gitlab(ents, sec):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in ents]
    lines += ["", "%s:" % pick(["deploy_prod", "integration", "sync"]), "  script:", "    - %s" % pick(["./deploy.sh", "make sync", "python run.py"])]
    return "\n".join(lines)


def r_tfvars(ents, sec):
    return "\n".join('%s = "%s"' % (n_snake(k), v) for k, v in ents)


def r_tf_provider(ents, sec):
    prov = sec.split("-")[0]
    body = "\n".join('  %s = "%s"' % (n_snake(k), v) for k, v in ents)
    return 'provider "%s" {\n%s\n}' % (prov, body)


def r_python(ents, sec):
    lines = ["import os", ""] if chance(0.4) else []
    lines += ['%s = %s' % (k, pick(['"%s"', "'%s'"]) % v) for k, v in ents]
    return "\n".join(lines)


def r_py_call(ents, sec):
    args = ", ".join('%s="%s"' % (n_snake(k).split("_", 1)[-1] if "_" in k else n_snake(k), v) for k, v in ents)
    return "client = %sClient(%s)" % (n_pascal(sec.split("-")[0].upper()), args)


def r_js(ents, sec):
    kw = pick(["const", "let", "export const"])
    return "\n".join("%s %s = %s;" % (kw, pick([n_camel, lambda x: x])(k), pick(["'%s'", '"%s"']) % v) for k, v in ents)


def r_js_obj(ents, sec):
    body = ",\n".join("  %s: '%s'" % (n_camel(k), v) for k, v in ents)
    return "module.exports = {\n%s,\n};" % body if chance(0.5) else "export default {\n%s,\n};" % body


def r_go(ents, sec):
    if len(ents) == 1 or chance(0.5):
        return "\n".join('%s := "%s"' % (n_camel(k), v) for k, v in ents)
    return "const (\n" + "\n".join('\t%s = "%s"' % (n_camel(k), v) for k, v in ents) + "\n)"


def r_java(ents, sec):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v in ents)


def r_rust(ents, sec):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v in ents)


def r_ruby(ents, sec):
    return "\n".join("%s = '%s'" % (k, v) for k, v in ents)


def r_php(ents, sec):
    if chance(0.5):
        return "\n".join("define('%s', '%s');" % (k, v) for k, v in ents)
    return "\n".join("$%s = '%s';" % (n_camel(k), v) for k, v in ents)


def r_csharp(ents, sec):
    return "\n".join('var %s = "%s";' % (n_camel(k), v) for k, v in ents)


def r_kotlin(ents, sec):
    return "\n".join('val %s = "%s"' % (n_camel(k), v) for k, v in ents)


def r_swift(ents, sec):
    return "\n".join('let %s = "%s"' % (n_camel(k), v) for k, v in ents)


def r_powershell(ents, sec):
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v in ents)


def r_log(ents, sec):
    lvl = pick(["DEBUG", "INFO", "debug", "TRACE"])
    kv = " ".join("%s=%s" % (n_snake(k), v) for k, v in ents)
    return "%s %s [%s] %s %s" % (iso_ts(), lvl, sec, pick(["loaded config:", "client init", "env dump", "resolved settings"]), kv)


def r_json_log(ents, sec):
    obj = {"ts": iso_ts(), "level": pick(["debug", "info"]), "logger": sec,
           "msg": pick(["config loaded", "initialising client", "startup settings"])}
    for k, v in ents:
        obj[n_camel(k)] = v
    return json.dumps(obj, ensure_ascii=False)


def r_stacktrace(ents, sec):
    k, v = ents[-1]
    exc = pick([
        'Traceback (most recent call last):\n  File "/app/%s/settings.py", line %d, in <module>\n    %s = load("%s")\nValueError: invalid literal for %s: \'%s\'' % (
            sec.replace("-", "_"), rint(10, 300), k, n_kebab(k), k, v),
        'Exception in thread "main" java.lang.IllegalStateException: Failed to bind %s=%s\n\tat com.%s.config.Loader.bind(Loader.java:%d)\n\tat com.%s.Main.main(Main.java:%d)' % (
            n_dot(k), v, pick(ORGS).replace("-", ""), rint(20, 200), pick(ORGS).replace("-", ""), rint(10, 90)),
        "Error: Request failed with status 401\n    at %s (%s/client.js:%d:%d)\n  config: { headers: { '%s': '%s' } }" % (
            n_camel(sec.replace("-", "_").upper()), sec, rint(10, 400), rint(3, 40), n_kebab(k), v),
    ])
    return exc


def r_diff(ents, sec):
    fn = pick([".env.%s" % pick(ENVS_EN), "config/%s.yml" % pick(ENVS_EN), "deploy/values.yaml", "settings/local.py"])
    lines = ["diff --git a/%s b/%s" % (fn, fn), "--- a/%s" % fn, "+++ b/%s" % fn, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), 3, rint(1, 40), 4)]
    lines.append(" LOG_LEVEL=%s" % pick(["info", "debug", "warn"]))
    for k, v in ents:
        if chance(0.4):
            lines.append("-%s=" % k)
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines)


def r_md_table(ents, sec):
    lines = ["| key | value | note |", "|---|---|---|"]
    lines += ["| %s | %s | %s |" % (k, v, pick(["prod", "from %s" % pick(PEOPLE_EN), "rotated?", "", "temp"])) for k, v in ents]
    return "\n".join(lines)


def r_chat(ents, sec):
    who = pick(PEOPLE_EN + PEOPLE_KO)
    lines = []
    for k, v in ents:
        lines.append("[%s] %s: %s %s" % (hhmm(), who, pick(["here's the", "use this", "", "new", "try"]), "%s=%s" % (k, v) if chance(0.5) else "%s %s" % (k, v)))
    return "\n".join(lines)


def r_systemd(ents, sec):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (k, v) for k, v in ents) + "\nExecStart=/opt/%s/bin/%s" % (sec, sec)


def r_jenkins(ents, sec):
    body = "\n".join("        %s = '%s'" % (k, v) for k, v in ents)
    return "pipeline {\n    agent any\n    environment {\n%s\n    }\n    stages { stage('deploy') { steps { sh './deploy.sh' } } }\n}" % body


def r_ansible(ents, sec):
    lines = ["# group_vars/%s.yml" % pick(["all", "prod", "web", "db"])]
    lines += ["%s_%s: %s" % (sec.split("-")[0], n_snake(k), q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_helm(ents, sec):
    lines = ["%s:" % n_camel(sec.replace("-", "_").upper()), "  env:"]
    for k, v in ents:
        lines += ["    - name: %s" % k, "      value: %s" % q_yaml(v)]
    return "\n".join(lines)


def r_makefile(ents, sec):
    return "\n".join("%s ?= %s" % (k, v) for k, v in ents) + "\n\ndeploy:\n\t./scripts/deploy.sh"


def r_csv(ents, sec):
    return "name,value,owner\n" + "\n".join("%s,%s,%s" % (k, v, pick(PEOPLE_EN).lower()) for k, v in ents)


def r_crontab(ents, sec):
    pre = " ".join("%s=%s" % (k, v) for k, v in ents)
    return "%d %d * * * %s /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 23), pre, sec, sec)


def r_circleci(ents, sec):
    lines = ["version: 2.1", "jobs:", "  build:", "    docker:", "      - image: cimg/base:stable", "    environment:"]
    lines += ["      %s: %s" % (k, q_yaml(v)) for k, v in ents]
    return "\n".join(lines)


def r_bicep_json(ents, sec):
    obj = {"parameters": {}}
    for k, v in ents:
        obj["parameters"][n_camel(k)] = {"value": v}
    return json.dumps(obj, indent=2, ensure_ascii=False)


def r_vscode_launch(ents, sec):
    obj = {"version": "0.2.0", "configurations": [{"type": "node", "request": "launch", "name": "debug %s" % sec,
                                                    "env": dict(ents)}]}
    return json.dumps(obj, indent=2, ensure_ascii=False)


# (name, fn, bad characters, fence lang, file names, written-value transform or None)
CONTAINERS = [
    ("dotenv", r_dotenv, "'\"", "", [".env", ".env.local", ".env.production", "deploy/.env.%s" % "staging"], None),
    ("shell export", r_export, "'", "bash", ["~/.bashrc", "scripts/env.sh", "~/.zshrc", "setup.sh"], None),
    ("inline env command", r_inline_env, "'", "bash", ["the terminal history", "README", "Makefile target"], None),
    ("yaml", r_yaml, "\"'", "yaml", ["config/settings.yml", "config/%s.yaml" % "production", "app.yaml"], None),
    ("spring yaml", r_spring, "\"'", "yaml", ["src/main/resources/application.yml", "application-prod.yml"], None),
    ("json", r_json, "", "json", ["config.json", "appsettings.json", "secrets.local.json", "config/default.json"], None),
    ("toml", r_toml, "", "toml", ["config.toml", "settings.toml", ".streamlit/secrets.toml", "Cargo config"], None),
    ("ini", r_ini, "%;#", "ini", ["config.ini", "setup.cfg", "~/.config/app/credentials", "app.conf"], None),
    ("properties", r_properties, "\\", "properties", ["application.properties", "gradle.properties", "local.properties"], None),
    ("xml appSettings", r_xml_appsettings, "&<>\"", "xml", ["Web.config", "App.config"], None),
    ("xml", r_xml_nested, "&<>", "xml", ["config.xml", "settings.xml", "conf/app.xml"], None),
    ("k8s Secret stringData", r_k8s_stringdata, "\"'", "yaml", ["k8s/secret.yaml", "manifests/secrets.yaml"], None),
    ("k8s Secret data (base64)", r_k8s_data, "", "yaml", ["k8s/secret.yaml", "overlays/prod/secret.yaml"], "b64"),
    ("docker compose", r_compose, "$\"'", "yaml", ["docker-compose.yml", "compose.override.yaml"], None),
    ("Dockerfile", r_dockerfile, "$\"", "dockerfile", ["Dockerfile", "docker/Dockerfile.prod"], None),
    ("GitHub Actions", r_gha, "\"'$", "yaml", [".github/workflows/deploy.yml", ".github/workflows/ci.yml"], None),
    ("GitLab CI", r_gitlab, "$", "yaml", [".gitlab-ci.yml"], None),
    ("terraform tfvars", r_tfvars, "$", "hcl", ["terraform.tfvars", "prod.auto.tfvars"], None),
    ("terraform provider", r_tf_provider, "$", "hcl", ["main.tf", "providers.tf"], None),
    ("python", r_python, "", "python", ["settings.py", "config.py", "scripts/backfill.py"], None),
    ("python client call", r_py_call, "", "python", ["notebooks/debug.ipynb", "scripts/check.py", "tasks.py"], None),
    ("javascript", r_js, "'", "js", ["src/config.js", "scripts/seed.mjs", "src/lib/client.ts"], None),
    ("js object", r_js_obj, "'", "js", ["config/default.js", "next.config.js"], None),
    ("go", r_go, "", "go", ["main.go", "internal/config/config.go"], None),
    ("java", r_java, "", "java", ["AppConfig.java", "src/test/java/ClientIT.java"], None),
    ("rust", r_rust, "", "rust", ["src/config.rs", "src/main.rs"], None),
    ("ruby", r_ruby, "'", "ruby", ["config/initializers/%s.rb" % "client", "lib/tasks/sync.rake"], None),
    ("php", r_php, "'", "php", ["config.php", "wp-config.php", ".env.php"], None),
    ("c#", r_csharp, "", "csharp", ["Program.cs", "Startup.cs"], None),
    ("kotlin", r_kotlin, "$", "kotlin", ["Config.kt", "BuildConfig.kt"], None),
    ("swift", r_swift, "\\", "swift", ["Secrets.swift", "APIClient.swift"], None),
    ("powershell", r_powershell, "'", "powershell", ["deploy.ps1", "profile.ps1"], None),
    ("log line", r_log, " ", "", ["app.log", "the pod logs", "journalctl output"], None),
    ("json log", r_json_log, "", "json", ["CloudWatch", "Loki", "the container log"], None),
    ("stack trace", r_stacktrace, "'", "", ["the crash report", "Sentry", "CI output"], None),
    ("diff", r_diff, "", "diff", ["the PR diff", "git show HEAD", "the commit"], None),
    ("markdown table", r_md_table, "|", "", ["the wiki page", "Notion", "the runbook"], None),
    ("chat message", r_chat, "", "", ["Slack", "the team chat", "KakaoWork", "Teams"], None),
    ("systemd unit", r_systemd, "%$\"", "ini", ["/etc/systemd/system/app.service"], None),
    ("Jenkinsfile", r_jenkins, "'$", "groovy", ["Jenkinsfile"], None),
    ("ansible vars", r_ansible, "\"'", "yaml", ["group_vars/all.yml", "host_vars/db1.yml"], None),
    ("helm values", r_helm, "\"'", "yaml", ["values.yaml", "values-prod.yaml", "charts/app/values.yaml"], None),
    ("Makefile", r_makefile, "$#", "makefile", ["Makefile"], None),
    ("csv", r_csv, ",", "", ["the export.csv", "credentials.csv"], None),
    ("crontab", r_crontab, "'%$ ", "", ["crontab -l", "/etc/cron.d/app"], None),
    ("CircleCI", r_circleci, "\"'", "yaml", [".circleci/config.yml"], None),
    ("ARM parameters json", r_bicep_json, "", "json", ["azuredeploy.parameters.json", "main.parameters.json"], None),
    ("VS Code launch.json", r_vscode_launch, "", "json", [".vscode/launch.json"], None),
]


def container_ok(c, values):
    bad = c[2]
    for v in values:
        for ch in bad:
            if ch in v:
                return False
        if c[5] is None and "\n" in v:
            return False
    return True


def render_container(ents, sec, values_secret_idx=None, forbid=()):
    """ents: [(NAME, value)].  Returns (container_name, text, fence_lang, filename, written_values)."""
    vals = [v for _, v in ents]
    for _ in range(50):
        c = pick(CONTAINERS)
        if c[0] in forbid or not container_ok(c, vals):
            continue
        if c[5] == "b64":
            written = [b64(v.encode()) for v in vals]
        else:
            written = vals
        text = c[1](list(zip([k for k, _ in ents], written)), sec)
        return c[0], text, c[3], pick(c[4]), written
    raise RuntimeError("no container fits")



# ---------------------------------------------------------------- Korean particles
# Frames write a particle pair after a slot, e.g. "{thing}[이가]"; fix_josa() picks the form that
# matches the last sound of the preceding word (loanwords/latin approximated).
JOSA = ["이가", "을를", "은는", "과와", "으로", "이라"]


def _batchim(ch):
    """returns (has_final_consonant, final_is_rieul)."""
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        jong = (o - 0xAC00) % 28
        return jong != 0, jong == 8
    if ch.isdigit():
        return ch in "013678", ch in "178"
    c = ch.lower()
    if c in "lmn":
        return True, c == "l"
    if c in "gtkbpd" and c != "k":
        return c in "gt", False
    return False, False


def fix_josa(text):
    out = []
    i = 0
    while i < len(text):
        if text[i] == "[":
            j = text.find("]", i)
            tag = text[i + 1:j] if j > i else ""
            if tag in JOSA:
                k = len(out) - 1
                while k >= 0 and not (out[k].isalnum()):
                    k -= 1
                has, rieul = _batchim(out[k]) if k >= 0 else (False, False)
                if tag == "으로":
                    out.append("로" if (not has or rieul) else "으로")
                elif tag == "이라":
                    out.append("이라" if has else "라")
                else:
                    out.append(tag[0] if has else tag[1])
                i = j + 1
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


# ---------------------------------------------------------------- prose: shared frames
INTRO = {
    "en": ["Task: {task}. I didn't know {gap}.",
           "I was asked to {task}, but I didn't know {gap}.",
           "{person} asked me to {task}; nobody mentioned {gap}.",
           "Context I was missing: {gap}. It came up while trying to {task}.",
           "While trying to {task} I lost time because I didn't know {gap}.",
           "Ticket {ticket}: {task}. Missing piece: {gap}.",
           "Goal ({env}): {task}. What I lacked: {gap}."],
    "ko": ["작업: {task}. {gap} 몰랐다.",
           "{person}[이가] {task} 작업을 요청했는데, {gap} 아무도 알려주지 않았다.",
           "{ticket} 티켓({task}) 진행 중 {gap} 확인하지 못해서 시간이 걸렸다.",
           "{env} 환경에서 {task} 작업을 하던 중, {gap} 몰라서 헤맸다.",
           "부족했던 맥락: {gap} 몰랐음. ({task} 작업 중)",
           "{task} 하다가 막힘. {gap} 미리 알았어야 했다."],
}
LEAD = {
    "en": ["The relevant part of {file}:", "{person} pasted this from {file}:", "What I found in {file}:",
           "Current contents of {file} on {host}:", "Snippet, copied as-is from {file}:", "This is what was deployed:",
           "From {file}:", "Excerpt ({file}):", "The user sent:"],
    "ko": ["{file}에서 찾은 부분:", "{person}[이가] {file}에서 복사해 준 내용:", "{host}의 현재 {file}:",
           "배포된 설정 그대로:", "원문 그대로 붙임 ({file}):", "{file} 발췌:", "사용자가 보내준 내용:"],
}
TAIL = {
    "en": ["", "", "It was the {env} value, not a test one.", "(copied verbatim)", "Nobody knew who added it.",
           "It had been there for months."],
    "ko": ["", "", "테스트 값이 아니라 {env} 값이었다.", "(원문 그대로)", "누가 넣었는지 아무도 모름.", "몇 달째 그대로 있던 값."],
}
CONFIG_TAIL = {
    "en": ["That file is committed to the repo.", "The service picked this up instead of the env var."],
    "ko": ["이 파일은 레포에 커밋되어 있음.", "환경 변수 대신 이 값이 적용되고 있었다."],
}
ASKV = {
    "en": ["Is {v} still the active {thing}, or was it rotated after {date}?",
           "Should I keep using {v} in {env} until the new one arrives?",
           "{v} -- is this the live value or a leftover test one?",
           "Can you confirm {v} is the {thing} {svc} should use, and where it should be stored instead of here?",
           "Before I touch {svc} again: is {v} the {thing} for {env} or for another environment?",
           "Do you want {v} revoked now that it has been pasted into the task log?"],
    "ko": ["{v} 이 값이 아직 유효한 {thing}인가요, 아니면 {date} 이후 교체됐나요?",
           "새 값이 나오기 전까지 {env}에서 {v} 값을 계속 써도 될까요?",
           "{v} -- 이게 라이브 값인가요, 테스트용으로 남은 값인가요?",
           "{svc}[이가] 써야 하는 {thing}[이가] {v} 맞는지, 그리고 어디에 보관해야 하는지 확인 부탁드립니다.",
           "작업 로그에 노출된 {v} 값은 바로 폐기(revoke)할까요?"],
}
SPLIT_END = {   # missing_context ends with the label, lesson starts with the value
    "en": ["{person} gave me the {thing} for {env} in chat; it was:", "The {thing} that finally worked for {svc}:",
           "For the record, the {thing} currently configured on {host} is", "The value the user typed for the {thing}:"],
    "ko": ["{person}[이가] 채팅으로 알려준 {env} {thing}:", "{svc}에서 최종적으로 동작한 {thing}:",
           "참고로 {host}에 현재 설정된 {thing}[은는]", "사용자가 입력해 준 {thing} 값:"],
}
SPLIT_LESSON_AFTER = {
    "en": [" -- it only works if {svc} is restarted after the change.",
           "\nIt has to be set before the first deploy, otherwise {svc} caches the old one.",
           " (this is the {env} value; the test one is different).",
           "\nNext time read it from the secret store instead of asking in chat."],
    "ko": [" -- 변경 후 {svc}[을를] 재시작해야 반영된다.", "\n첫 배포 전에 넣어야 하며, 아니면 {svc}[이가] 예전 값을 캐시한다.",
           " ({env} 값이고 테스트 값은 다름).", "\n다음부터는 채팅으로 묻지 말고 시크릿 저장소에서 읽을 것."],
}
INLINE = {
    "en": ["{person} said the {thing} is {v} and that it is the same on every {env} node.",
           "Turned out the {thing} was {v}, set by hand on {host} two releases ago.",
           "The user typed the {thing} ({v}) directly into the terminal and it worked.",
           "I used {v} as the {thing} to get {svc} running in {env}."],
    "ko": ["{person} 말로는 {thing}[이가] {v} 이고 {env} 전 노드에 동일하게 들어가 있다고 함.",
           "알고 보니 {thing}[은는] {v} 였고, 두 릴리스 전에 {host}에 손으로 넣어둔 값이었다.",
           "사용자가 {thing} {v} 값을 터미널에 직접 입력해서 동작했다.",
           "{env}에서 {svc}[을를] 띄우기 위해 {thing}[으로] {v} 값을 사용했다."],
}


# ---------------------------------------------------------------- prose: per-family pools
FAM = {}
FAM["api"] = {
    "en": {
        "task": ["wire {vendor} into {svc}", "find out why {svc} gets 401s from {vendor}",
                 "move the {vendor} integration of {svc} to the new {env} cluster", "upgrade the {vendor} SDK in {svc}",
                 "write a smoke test for the {vendor} webhook handler", "get the nightly {vendor} sync running again",
                 "split {svc} config into per-environment files", "reproduce a {vendor} rate-limit bug locally"],
        "gap": ["which {vendor} credential the service actually used", "that the {env} config was committed to the repo",
                "whether the key in {file} was test or live", "that two keys were configured and the older one won",
                "where {svc} reads its config from at startup", "who owns the {vendor} account",
                "that the CI job injected its own copy of {var}"],
        "lesson": ["{svc} reads {var} at import time, so changing it in the shell after start does nothing; restart the process.",
                   "The {vendor} client prefers the value in {file} over the environment. Remove it from the file and inject {var} from the secret store.",
                   "{vendor} answers 401 with an empty body when the credential belongs to another environment; check the prefix first.",
                   "Credentials for {env} live in the secret manager under {svcpath}; the copy in {file} was stale.",
                   "Don't paste a live {thing} into tickets or notes; refer to {var} and let the deploy inject it.",
                   "Rotating the {thing} means updating both {svc} and the cron job on {host}; missing one caused the 401s.",
                   "The SDK silently falls back to an anonymous client when {var} is empty, which looks like a permissions bug.",
                   "Per-environment values belong in the deploy system, not in {file}; the repo copy is now removed."],
        "ask": ["Should the {env} {thing} come from the secret manager or stay in {file}?",
                "Can you rotate the {thing} now that it has been pasted in chat?",
                "Which {vendor} account does {svc} belong to, and who can issue a new key?",
                "Is it OK to delete the hardcoded value from {file} in the same PR?",
                "Do we have a separate {vendor} key for CI, or should CI share the {env} one?", ""],
    },
    "ko": {
        "task": ["{svc}에 {vendor} 연동 추가", "{svc}[이가] {vendor}에서 401을 받는 원인 파악",
                 "{svc}의 {vendor} 연동을 {env} 신규 클러스터로 이전", "{svc}의 {vendor} SDK 버전 업그레이드",
                 "{vendor} 웹훅 핸들러 스모크 테스트 작성", "멈춘 {vendor} 야간 동기화 배치 복구",
                 "{svc} 설정을 환경별 파일로 분리"],
        "gap": ["서비스가 실제로 어떤 {vendor} 자격 증명을 쓰는지", "{env} 설정이 레포에 커밋되어 있다는 것을",
                "{file}에 있는 키가 테스트용인지 라이브용인지", "키가 두 군데 설정되어 있고 오래된 값이 우선한다는 것을",
                "{svc}[이가] 기동 시 설정을 어디서 읽는지", "{vendor} 계정 담당자가 누구인지",
                "CI 잡이 {var}[을를] 따로 주입하고 있다는 것을"],
        "lesson": ["{svc}[은는] import 시점에 {var}[을를] 읽기 때문에 실행 후 셸에서 바꿔도 반영되지 않는다. 재시작 필요.",
                   "{vendor} 클라이언트는 환경 변수보다 {file} 값을 우선한다. 파일에서 지우고 시크릿 저장소에서 {var}[으로] 주입할 것.",
                   "{vendor}[은는] 다른 환경의 키를 쓰면 본문 없이 401을 돌려준다. 다른 디버깅 전에 키 prefix부터 확인.",
                   "{env} 자격 증명은 시크릿 매니저 {svcpath} 경로에 있고, {file}에 있던 사본은 오래된 값이었다.",
                   "라이브 {thing} 값을 티켓이나 노트에 붙이지 말 것. {var}만 참조하고 배포 시 주입되게 한다.",
                   "{thing} 교체 시 {svc}[과와] {host}의 크론 잡을 둘 다 바꿔야 한다. 하나를 빠뜨려서 401이 났다.",
                   "{var}[이가] 비어 있으면 SDK가 조용히 익명 클라이언트로 동작해서 권한 버그처럼 보인다."],
        "ask": ["{env} {thing} 값은 시크릿 매니저에서 가져올까요, 아니면 {file}에 둘까요?",
                "채팅에 노출됐으니 {thing} 값을 지금 교체(rotate)해 주실 수 있나요?",
                "{svc}[은는] 어느 {vendor} 계정 소속이고, 새 키는 누가 발급할 수 있나요?",
                "같은 PR에서 {file}의 하드코딩된 값을 지워도 될까요?",
                "CI용 {vendor} 키가 따로 있나요, 아니면 {env} 키를 같이 쓰나요?", ""],
    },
}
FAM["db"] = {
    "en": {
        "task": ["point {svc} at the new {env} database", "debug connection timeouts from {svc} to {host}",
                 "set up a read replica user for reporting", "migrate {svc} from MySQL to Postgres",
                 "restore last night's dump into {env}", "rotate the database user for {svc}",
                 "get Metabase talking to the {env} warehouse"],
        "gap": ["which DB user {svc} connects as", "that the password contains characters that must be URL-encoded",
                "that {svc} builds the DSN from {file} instead of DATABASE_URL", "that the {env} DB requires TLS",
                "that the replica has a different password from the primary", "who manages the database credentials"],
        "lesson": ["Special characters in the password must be percent-encoded inside the URL, otherwise the driver splits at '@' or ':'.",
                   "{svc} ignores DATABASE_URL when {file} defines a DSN; delete one of them.",
                   "The {env} cluster rejects non-TLS connections with a misleading 'password authentication failed' error.",
                   "Use a dedicated read-only user for reporting; the app user can drop tables.",
                   "The pool keeps old connections for 30 min, so a password change looks like it did nothing until they expire.",
                   "Keep the password in the secret manager ({svcpath}) and build the DSN at runtime.",
                   "pg_hba on {host} only allows the app subnet; connecting from a laptop fails before auth."],
        "ask": ["Which user should reporting tools use on {host}?", "Can you rotate the DB password that ended up in this note?",
                "Is TLS mandatory for {env} connections from CI as well?", "Should the DSN live in {file} or in the secret manager?", ""],
    },
    "ko": {
        "task": ["{svc}[이가] 새 {env} DB를 바라보도록 변경", "{svc}에서 {host}[으로] 붙을 때 나는 커넥션 타임아웃 디버깅",
                 "리포팅용 리드 레플리카 계정 생성", "{svc}[을를] MySQL에서 Postgres로 이전", "어젯밤 덤프를 {env}에 복원",
                 "{svc} DB 계정 비밀번호 교체"],
        "gap": ["{svc}[이가] 어떤 DB 계정으로 접속하는지", "비밀번호에 URL 인코딩이 필요한 문자가 있다는 것을",
                "{svc}[이가] DATABASE_URL이 아니라 {file}에서 DSN을 만든다는 것을", "{env} DB가 TLS를 강제한다는 것을",
                "레플리카 비밀번호가 프라이머리와 다르다는 것을", "DB 계정을 누가 관리하는지"],
        "lesson": ["비밀번호의 특수문자는 URL 안에서 퍼센트 인코딩해야 한다. 안 하면 드라이버가 '@'나 ':'에서 잘라버림.",
                   "{file}에 DSN이 있으면 {svc}[은는] DATABASE_URL을 무시한다. 둘 중 하나만 남길 것.",
                   "{env} 클러스터는 TLS 없는 접속을 'password authentication failed'라는 엉뚱한 에러로 거부한다.",
                   "리포팅은 읽기 전용 계정을 따로 쓸 것. 앱 계정은 테이블 drop 권한까지 있다.",
                   "커넥션 풀이 30분간 기존 커넥션을 유지해서 비밀번호를 바꿔도 한동안 반영 안 된 것처럼 보인다.",
                   "비밀번호는 시크릿 매니저({svcpath})에 두고 DSN은 런타임에 조립한다."],
        "ask": ["{host}에서 리포팅 툴은 어떤 계정을 써야 하나요?", "이 노트에 남은 DB 비밀번호를 교체해 주실 수 있나요?",
                "CI에서 {env} 접속할 때도 TLS가 필수인가요?", "DSN은 {file}에 둘까요, 시크릿 매니저에 둘까요?", ""],
    },
}
FAM["cmd"] = {
    "en": {
        "task": ["script the {env} backup job on {host}", "reproduce the failing deploy step by hand",
                 "automate the nightly export for {svc}", "bootstrap a new {env} box for {svc}",
                 "fix the flaky maintenance script", "write the runbook for restoring {svc}"],
        "gap": ["that the tool reads the password from the command line", "which account the script runs as",
                "that the password ends up in shell history and `ps` output", "that the flag takes its value attached, not after a space",
                "that the old script hardcoded the credentials", "that {tool} prompts interactively unless given the password"],
        "lesson": ["Passing the password on the command line leaks it to `ps` and shell history; use an option file or env var instead.",
                   "Non-interactive runs need the credential from a file readable only by the service user.",
                   "The cron environment has no HOME, so the tool never found its config file and fell back to the inline password.",
                   "Prefix the command with a space (HISTCONTROL=ignorespace) only as a stopgap; move the secret out of the command.",
                   "The runbook now reads the credential from the vault at run time."],
        "ask": ["Can the {env} job use a credentials file instead of the inline password?", "Which service account should run {tool} on {host}?",
                "Should I scrub the shell history on {host}?", "Is it fine to keep this account's password in the runbook at all?", ""],
    },
    "ko": {
        "task": ["{host}의 {env} 백업 잡 스크립트 작성", "실패한 배포 단계를 수동으로 재현",
                 "{svc} 야간 export 자동화", "{svc}용 {env} 서버 신규 구성", "자주 실패하는 점검 스크립트 수정",
                 "{svc} 복구 런북 작성"],
        "gap": ["도구가 비밀번호를 커맨드라인 인자로 받는다는 것을", "스크립트가 어떤 계정으로 실행되는지",
                "비밀번호가 셸 히스토리와 `ps` 출력에 남는다는 것을", "플래그 값은 공백 없이 붙여 써야 한다는 것을",
                "기존 스크립트에 자격 증명이 하드코딩되어 있다는 것을", "{tool}[이가] 비밀번호 없으면 대화형으로 묻는다는 것을"],
        "lesson": ["커맨드라인에 비밀번호를 넘기면 `ps`와 셸 히스토리에 남는다. 옵션 파일이나 환경 변수를 쓸 것.",
                   "비대화형 실행은 서비스 계정만 읽을 수 있는 파일에서 자격 증명을 읽어야 한다.",
                   "cron 환경에는 HOME이 없어서 설정 파일을 못 찾고 인라인 비밀번호로 동작하고 있었다.",
                   "런북은 이제 실행 시점에 vault에서 자격 증명을 읽는다."],
        "ask": ["{env} 잡은 인라인 비밀번호 대신 자격 증명 파일을 써도 될까요?", "{host}에서 {tool}[은는] 어떤 서비스 계정으로 돌려야 하나요?",
                "{host}의 셸 히스토리를 지울까요?", "이 계정 비밀번호를 런북에 두는 게 괜찮을까요?", ""],
    },
}
FAM["http"] = {
    "en": {
        "task": ["reproduce a failing API call from {svc}", "write an integration test against the {env} API",
                 "debug why the reverse proxy drops the auth header", "replay a customer's request from the logs",
                 "compare responses between {env} and local"],
        "gap": ["which auth scheme the endpoint expects", "that the proxy strips Authorization on redirects",
                "that the session cookie is bound to the IP", "that the header must be sent on every request, not only login",
                "that the token in the logs was still valid"],
        "lesson": ["The gateway only accepts the credential in the header; the query-string variant is ignored.",
                   "curl drops Authorization when following a redirect to another host; use --location-trusted only when you trust it.",
                   "Request logs should mask Authorization and Cookie headers; ours printed them in full.",
                   "Basic auth is base64, not encryption -- anyone with the log can decode the password.",
                   "Session cookies expire after 30 min idle, so replaying old requests gives a confusing 302."],
        "ask": ["Can you revoke the session/token that appears in this request dump?", "Should test calls use a separate API user?",
                "Is it OK to add header masking to the request logger in {svc}?", ""],
    },
    "ko": {
        "task": ["{svc}에서 실패하는 API 호출 재현", "{env} API 대상 통합 테스트 작성", "리버스 프록시가 인증 헤더를 버리는 원인 디버깅",
                 "로그에 남은 고객 요청 재실행", "{env}[과와] 로컬 응답 비교"],
        "gap": ["엔드포인트가 어떤 인증 방식을 요구하는지", "프록시가 리다이렉트 시 Authorization 헤더를 제거한다는 것을",
                "세션 쿠키가 IP에 묶여 있다는 것을", "로그인뿐 아니라 모든 요청에 헤더가 필요하다는 것을", "로그에 찍힌 토큰이 아직 유효하다는 것을"],
        "lesson": ["게이트웨이는 헤더로 보낸 자격 증명만 받는다. 쿼리스트링 방식은 무시됨.",
                   "curl은 다른 호스트로 리다이렉트될 때 Authorization을 빼고 보낸다.",
                   "요청 로그에서 Authorization, Cookie 헤더는 마스킹해야 한다. 지금은 전체가 찍히고 있음.",
                   "Basic 인증은 base64일 뿐 암호화가 아니다. 로그만 있으면 비밀번호를 복원할 수 있다.",
                   "세션 쿠키는 30분 유휴 후 만료돼서 예전 요청을 재실행하면 302가 나온다."],
        "ask": ["이 요청 덤프에 있는 세션/토큰을 폐기해 주실 수 있나요?", "테스트 호출용 API 계정을 따로 만들까요?",
                "{svc} 요청 로거에 헤더 마스킹을 추가해도 될까요?", ""],
    },
}
FAM["key"] = {
    "en": {
        "task": ["set up deploy access from CI to {host}", "rotate the TLS key for {svc}", "debug 'invalid format' when loading a key",
                 "give the new runner SSH access", "sign release artifacts in CI"],
        "gap": ["that the key in the repo was the production one", "that the loader wants PKCS#8, not PKCS#1",
                "that the key had no passphrase", "that newlines get mangled when the key is stored in an env var",
                "which key the deploy user actually trusts"],
        "lesson": ["Multi-line keys in env vars lose their newlines in some CI systems; store the key as a file secret instead.",
                   "'invalid format' from OpenSSH usually means a missing trailing newline after the END line.",
                   "Convert PKCS#1 to PKCS#8 with openssl pkcs8 -topk8 before loading it with the Java library.",
                   "A private key pasted anywhere outside the secret store must be considered compromised and replaced.",
                   "Deploy keys should be per-repo and read-only; the shared personal key is gone now."],
        "ask": ["Can you generate a replacement key, since this one was pasted into the log?", "Should CI get its own deploy key for {host}?",
                "Where should the signing key live -- KMS or the CI secret store?", ""],
    },
    "ko": {
        "task": ["CI에서 {host}[으로] 배포 접근 설정", "{svc} TLS 키 교체", "키 로딩 시 'invalid format' 오류 디버깅",
                 "새 러너에 SSH 접근 권한 부여", "CI에서 릴리스 산출물 서명"],
        "gap": ["레포에 있던 키가 운영용이라는 것을", "로더가 PKCS#1이 아니라 PKCS#8을 요구한다는 것을",
                "키에 패스프레이즈가 없다는 것을", "환경 변수에 넣으면 줄바꿈이 깨진다는 것을", "배포 계정이 실제로 어떤 키를 신뢰하는지"],
        "lesson": ["여러 줄 키를 환경 변수에 넣으면 일부 CI에서 줄바꿈이 사라진다. 파일 시크릿으로 저장할 것.",
                   "OpenSSH의 'invalid format'은 대개 END 줄 뒤 개행이 없어서 생긴다.",
                   "Java 라이브러리로 읽기 전에 openssl pkcs8 -topk8 으로 PKCS#8 변환 필요.",
                   "시크릿 저장소 밖에 붙여넣은 개인 키는 유출된 것으로 보고 교체해야 한다.",
                   "배포 키는 레포별, 읽기 전용으로. 공용 개인 키는 삭제함."],
        "ask": ["로그에 붙여넣어졌으니 대체 키를 새로 만들어 주실 수 있나요?", "CI 전용 {host} 배포 키를 따로 둘까요?",
                "서명 키는 KMS와 CI 시크릿 중 어디에 둘까요?", ""],
    },
}
FAM["mfa"] = {
    "en": {
        "task": ["set up the shared ops account on a new phone", "recover access to the {vendor} admin account",
                 "automate login for the {env} admin console", "hand over the on-call accounts", "unlock the hardware token for {person}"],
        "gap": ["that 2FA was tied to one person's phone", "where the recovery codes were kept", "that the account used TOTP, not SMS",
                "that the token locks after 3 wrong PINs", "who else had the seed"],
        "lesson": ["A TOTP seed is as sensitive as the password; anyone with it can generate valid codes.",
                   "Recovery codes are single-use; mark them as used in the vault after each one.",
                   "Shared admin accounts should use a team vault entry with the TOTP seed, not someone's phone.",
                   "Clock drift on the CI runner made generated codes fail; sync NTP first.",
                   "The PUK unlocks the PIN; after 10 wrong PUKs the token is bricked."],
        "ask": ["Can you move these codes into the team vault and regenerate them?", "Who should be the second holder of the 2FA seed?",
                "Should I re-enroll 2FA since the seed ended up in this note?", ""],
    },
    "ko": {
        "task": ["공용 운영 계정 2FA를 새 폰에 설정", "{vendor} 관리자 계정 접근 복구", "{env} 관리자 콘솔 로그인 자동화",
                 "온콜 계정 인수인계", "{person} 하드웨어 토큰 잠금 해제"],
        "gap": ["2FA가 한 사람 폰에 묶여 있다는 것을", "복구 코드를 어디 보관하는지", "계정이 SMS가 아니라 TOTP를 쓴다는 것을",
                "PIN을 3번 틀리면 토큰이 잠긴다는 것을", "시드를 누가 또 갖고 있는지"],
        "lesson": ["TOTP 시드는 비밀번호만큼 민감하다. 시드만 있으면 누구나 유효한 코드를 만든다.",
                   "복구 코드는 1회용이다. 쓸 때마다 vault에서 사용 표시할 것.",
                   "공용 관리자 계정은 개인 폰이 아니라 팀 vault 항목에 TOTP 시드를 둬야 한다.",
                   "CI 러너 시계가 어긋나서 생성한 코드가 거부됐다. NTP부터 맞출 것.",
                   "PUK으로 PIN 잠금을 풀 수 있고, PUK을 10번 틀리면 토큰은 못 쓴다."],
        "ask": ["이 코드들을 팀 vault로 옮기고 재발급해 주실 수 있나요?", "2FA 시드의 두 번째 보유자는 누구로 할까요?",
                "시드가 노트에 남았으니 2FA를 다시 등록할까요?", ""],
    },
}
FAM["wifi"] = {
    "en": {
        "task": ["provision the Raspberry Pi sensors in the warehouse", "set up the kiosk tablets for {env} testing",
                 "configure the lab IoT gateway", "get the label printer back online", "image the new build agents"],
        "gap": ["which SSID the devices should join", "that the guest network isolates clients", "that the PSK was changed last month",
                "that the devices only support WPA2-PSK", "who manages the office network"],
        "lesson": ["Headless devices read wpa_supplicant.conf from the boot partition on first boot only.",
                   "The IoT network is 2.4 GHz only; the 5G SSID silently fails on these boards.",
                   "Client isolation on the guest SSID blocks the printer discovery; use the staff network.",
                   "Store the Wi-Fi PSK in the device-provisioning vault, not in the image.",
                   "nmcli saves the PSK in plain text under /etc/NetworkManager/system-connections/."],
        "ask": ["Should the sensors get their own SSID and PSK?", "Can you rotate the Wi-Fi key after the contractor leaves?",
                "Which network should the kiosks use?", ""],
    },
    "ko": {
        "task": ["물류센터 라즈베리파이 센서 프로비저닝", "{env} 테스트용 키오스크 태블릿 세팅", "연구실 IoT 게이트웨이 설정",
                 "라벨 프린터 네트워크 복구", "신규 빌드 에이전트 이미지 제작"],
        "gap": ["장비가 어느 SSID에 붙어야 하는지", "게스트 네트워크가 클라이언트 격리를 한다는 것을", "지난달 PSK가 바뀌었다는 것을",
                "장비가 WPA2-PSK만 지원한다는 것을", "사무실 네트워크 담당자가 누구인지"],
        "lesson": ["헤드리스 장비는 첫 부팅 때만 boot 파티션의 wpa_supplicant.conf를 읽는다.",
                   "IoT 네트워크는 2.4GHz 전용이라 5G SSID에는 조용히 실패한다.",
                   "게스트 SSID의 클라이언트 격리 때문에 프린터 탐색이 막힌다. 직원용 네트워크를 쓸 것.",
                   "Wi-Fi PSK는 이미지가 아니라 장비 프로비저닝 vault에 보관.",
                   "nmcli는 PSK를 /etc/NetworkManager/system-connections/ 아래 평문으로 저장한다."],
        "ask": ["센서 전용 SSID와 PSK를 따로 둘까요?", "외주 인력 철수 후 Wi-Fi 키를 바꿔 주실 수 있나요?",
                "키오스크는 어느 네트워크를 써야 하나요?", ""],
    },
}
FAM["registry"] = {
    "en": {
        "task": ["publish the internal package from CI", "make the build pull from the private registry",
                 "fix 401 errors in the dependency install step", "mirror base images into our registry", "cut a release of the SDK"],
        "gap": ["that the registry token lived in a dotfile in the repo", "which scope the publish token needed",
                "that the config file in $HOME overrides the project one", "that the token was tied to a former employee",
                "that the registry expects the token base64-encoded"],
        "lesson": ["The project-level rc file is committed, so it must reference an env var, never the token itself.",
                   "Publish tokens should be automation/granular tokens scoped to one package.",
                   "The user-level config wins over the project one; CI had a stale token in $HOME.",
                   "Tokens tied to personal accounts break when the person leaves; use a bot account.",
                   "docker login stores credentials base64-encoded in ~/.docker/config.json unless a credential helper is set."],
        "ask": ["Can you create a bot account token for publishing and revoke this one?", "Should CI use a read-only token for installs?",
                "Is it OK to remove the rc file with the token from git history?", ""],
    },
    "ko": {
        "task": ["CI에서 사내 패키지 배포", "빌드가 사설 레지스트리에서 받도록 설정", "의존성 설치 단계의 401 오류 수정",
                 "베이스 이미지를 사내 레지스트리로 미러링", "SDK 릴리스"],
        "gap": ["레지스트리 토큰이 레포의 dotfile에 있다는 것을", "배포 토큰에 어떤 scope가 필요한지",
                "$HOME의 설정 파일이 프로젝트 설정보다 우선한다는 것을", "토큰이 퇴사자 계정에 묶여 있다는 것을",
                "레지스트리가 base64 인코딩된 토큰을 요구한다는 것을"],
        "lesson": ["프로젝트 rc 파일은 커밋되므로 토큰 대신 환경 변수만 참조해야 한다.",
                   "배포 토큰은 패키지 하나에 한정된 automation/granular 토큰으로.",
                   "사용자 레벨 설정이 프로젝트 설정보다 우선한다. CI의 $HOME에 오래된 토큰이 있었다.",
                   "개인 계정 토큰은 퇴사 시 깨진다. 봇 계정을 쓸 것.",
                   "credential helper가 없으면 docker login은 ~/.docker/config.json에 base64로만 저장한다."],
        "ask": ["배포용 봇 계정 토큰을 만들고 이 토큰은 폐기해 주실 수 있나요?", "CI 설치 단계는 읽기 전용 토큰을 쓸까요?",
                "토큰이 든 rc 파일을 git 히스토리에서 지워도 될까요?", ""],
    },
}
FAM["app"] = {
    "en": {
        "task": ["fix users being logged out after every deploy", "set up a second instance of {svc} behind the load balancer",
                 "rotate the signing secret of {svc}", "debug 'invalid signature' errors between services", "decrypt old records during the migration"],
        "gap": ["that each instance generated its own secret", "that the secret signs both sessions and password-reset links",
                "that the key was hardcoded in {file}", "that the consumer verified with a different secret", "which key encrypted the old rows"],
        "lesson": ["All instances must share the same signing secret, or sessions break when the LB switches nodes.",
                   "Rotating the app secret invalidates every session and reset link; announce it first.",
                   "Support key rotation with a list of old keys so old tokens still verify during the switch.",
                   "The secret must come from the environment; the value in {file} ships inside the image.",
                   "Encryption keys need versioning; store the key id next to each ciphertext."],
        "ask": ["Can you generate a new secret for {env} since this one is now in the notes?", "Is a forced logout acceptable when we rotate?",
                "Who keeps the old encryption key until the migration finishes?", ""],
    },
    "ko": {
        "task": ["배포할 때마다 사용자가 로그아웃되는 문제 수정", "로드밸런서 뒤에 {svc} 인스턴스 추가", "{svc} 서명 시크릿 교체",
                 "서비스 간 'invalid signature' 오류 디버깅", "마이그레이션 중 예전 레코드 복호화"],
        "gap": ["인스턴스마다 시크릿을 따로 생성하고 있다는 것을", "그 시크릿이 세션과 비밀번호 재설정 링크 둘 다 서명한다는 것을",
                "키가 {file}에 하드코딩되어 있다는 것을", "수신 측이 다른 시크릿으로 검증하고 있다는 것을", "예전 행을 어떤 키로 암호화했는지"],
        "lesson": ["모든 인스턴스가 같은 서명 시크릿을 써야 LB가 노드를 바꿔도 세션이 유지된다.",
                   "앱 시크릿을 바꾸면 모든 세션과 재설정 링크가 무효화된다. 사전 공지 필요.",
                   "이전 키 목록을 지원해서 교체 기간에도 예전 토큰이 검증되게 할 것.",
                   "시크릿은 환경에서 주입해야 한다. {file}의 값은 이미지에 그대로 들어간다.",
                   "암호화 키는 버전 관리가 필요하다. 암호문 옆에 key id를 저장할 것."],
        "ask": ["노트에 남았으니 {env}용 시크릿을 새로 만들어 주실 수 있나요?", "교체 시 강제 로그아웃이 허용되나요?",
                "마이그레이션 끝날 때까지 예전 암호화 키는 누가 보관하나요?", ""],
    },
}


# ---------------------------------------------------------------- slots and composition
def svc_path(svc, env):
    return pick(["secret/data/%s/%s" % (env, svc), "arn:aws:secretsmanager:%s:%s:secret:%s/%s" % (pick(REGIONS), digits(12), env, svc),
                 "projects/%s/secrets/%s" % (pick(ORGS), svc), "op://%s/%s" % (env.capitalize(), svc), "kv/%s/%s" % (svc, env)])


def make_slots(lang, **kw):
    svc = kw.get("svc") or service()
    env_en = pick(ENVS_EN)
    env = env_en if lang == "en" else pick(ENVS_KO)
    S = {"svc": svc, "env": env, "file": pick([".env", "config/settings.yml", "docker-compose.yml", "values.yaml", "settings.py"]),
         "thing": "credential" if lang == "en" else "자격 증명", "person": person(lang), "host": host(svc),
         "vendor": "the vendor" if lang == "en" else "외부 업체", "var": "API_KEY", "svcpath": svc_path(svc, env_en),
         "tool": "the CLI", "ticket": "%s-%d" % (pick(["OPS", "INFRA", "PAY", "DEV", "SEC", "BE"]), rint(100, 9999)),
         "date": pick(["the March incident", "the last deploy", "%d/%d" % (rint(1, 12), rint(1, 28)), "last week"])
         if lang == "en" else pick(["지난 장애", "마지막 배포", "%d월 %d일" % (rint(1, 12), rint(1, 28)), "지난주"])}
    for k, v in kw.items():
        if v is not None:
            S[k] = v
    if lang == "ko":
        for k in ("file", "tool", "vendor"):
            S[k] = ko_phrase(S[k])
    return S


def fmt(tpl, S, lang):
    s = tpl.format(**S)
    return fix_josa(s) if lang == "ko" else s


def present(snip, lang_hint, single_line_ok=True):
    """how a pasted snippet is shown inside a field."""
    one_line = "\n" not in snip
    opts = ["fence_lang", "fence", "raw", "indent"]
    if one_line and single_line_ok:
        opts += ["tick", "tick", "raw"]
    o = pick(opts)
    if o == "fence_lang":
        return fence(snip, lang_hint)
    if o == "fence":
        return fence(snip)
    if o == "indent":
        return "\n".join("    " + ln for ln in snip.split("\n"))
    if o == "tick":
        return "`" + snip + "`"
    return snip


def vq(v):
    return pick(["`%s`" % v, v, v, "'%s'" % v if "'" not in v else v, '"%s"' % v if '"' not in v else v])


LESSON_SNIP_LEAD = {
    "en": ["What the working config looks like:", "Working setup:", "This is what fixed it:", "Final version that worked:",
           "For reference, the block that matters:", "Verified with:"],
    "ko": ["동작하는 설정:", "최종적으로 동작한 형태:", "이렇게 바꿔서 해결:", "참고용으로 핵심 부분:", "확인에 쓴 명령:"],
}
FIXED_LEAD = {
    "en": ["Fixed version (value comes from the environment now):", "Replaced with a reference:", "After the fix:"],
    "ko": ["수정 후(값은 이제 환경에서 주입):", "참조 방식으로 교체:", "수정 후:"],
}
SNIP_FIRST_AFTER = {
    "en": ["^ pasted from {file}.", "Above is what {person} pasted from {file}.", "(from {file} on {host})", "That was in {file}."],
    "ko": ["^ {file}에서 붙여넣은 내용.", "위는 {person}[이가] {file}에서 붙여준 것.", "({host}의 {file})", "{file}에 있던 내용."],
}


def lesson_text(lang, fam, S, insight):
    parts = []
    if insight:
        parts.append(insight)
    n = 1 if insight else pick([1, 1, 2])
    pool = FAM[fam][lang]["lesson"]
    for t in sample(pool, n):
        parts.append(fmt(t, S, lang))
    return " ".join(parts)


def compose(lang, fam, S, snip, values, hint="", primary=None, insight=None, fixed=None, layout=None):
    """returns (layout, missing_context, lesson, ask_next_time)."""
    F = FAM[fam][lang]
    S = dict(S)
    S["task"] = fmt(pick(F["task"]), S, lang)
    S["gap"] = fmt(pick(F["gap"]), S, lang)
    intro = fmt(pick(INTRO[lang]), S, lang)
    lead = fmt(pick(LEAD[lang]), S, lang)
    tails = TAIL[lang] + (CONFIG_TAIL[lang] if fam in ("api", "db", "app", "registry") else [])
    if fam.startswith("c_"):
        tails = [t for t in tails if "{env}" not in t]
    tail = fmt(pick(tails), S, lang)
    shown = present(snip, hint) if snip else ""
    ask = fmt(pick(F["ask"]), S, lang)
    lesson = lesson_text(lang, fam, S, insight)
    single = primary is not None and len(values) == 1 and values[0] == primary[1]
    layouts = ["ctx_lead", "ctx_lead", "ctx_first", "ctx_middle", "lesson_snip"] + (["ask_repeat"] if values else [])
    if fixed:
        layouts += ["fixed", "fixed"]
    if primary is not None:
        layouts += ["split", "split", "inline", "ask_only"] if single else ["split", "inline"]
    if layout is None:
        layout = pick(layouts)
    if not snip and layout in ("ctx_lead", "ctx_first", "ctx_middle", "lesson_snip", "ask_repeat", "fixed"):
        layout = pick(["split", "inline", "ask_only"])
    mc = intro
    if layout == "prose":
        pass
    elif layout == "ctx_lead":
        mc = intro + " " + lead + "\n" + shown + ("\n" + tail if tail else "")
    elif layout == "ctx_first":
        mc = shown + "\n" + fmt(pick(SNIP_FIRST_AFTER[lang]), S, lang) + " " + intro
    elif layout == "ctx_middle":
        mc = intro + "\n" + shown + "\n" + (tail or fmt(pick(TAIL[lang][2:]), S, lang))
    elif layout == "lesson_snip":
        lesson = lesson + "\n" + pick(LESSON_SNIP_LEAD[lang]) + "\n" + shown if chance(0.5) else \
            pick(LESSON_SNIP_LEAD[lang]) + "\n" + shown + "\n" + lesson
    elif layout == "fixed":
        mc = intro + " " + lead + "\n" + shown
        lesson = lesson + "\n" + pick(FIXED_LEAD[lang]) + "\n" + present(fixed, hint)
    elif layout == "ask_repeat":
        mc = intro + " " + lead + "\n" + shown + ("\n" + tail if tail else "")
        S2 = dict(S, v=vq(values[0]))
        ask = fmt(pick(ASKV[lang]), S2, lang)
    elif layout in ("split", "inline", "ask_only"):
        lab = primary[0][lang]
        S2 = dict(S, thing=lab, v=vq(primary[1]))
        if layout == "split":
            mc = intro + " " + fmt(pick(SPLIT_END[lang]), S2, lang)
            lesson = primary[1] + fmt(pick(SPLIT_LESSON_AFTER[lang]), S2, lang) + " " + lesson
        elif layout == "inline":
            sent = fmt(pick(INLINE[lang]), S2, lang)
            if chance(0.5):
                mc = intro + " " + sent
            else:
                lesson = sent + " " + lesson
        else:
            ask = fmt(pick(ASKV[lang]), S2, lang)
        if not single and snip:
            lesson = lesson + "\n" + pick(LESSON_SNIP_LEAD[lang]) + "\n" + shown
    return layout, mc.strip(), lesson.strip(), ask.strip()


# ---------------------------------------------------------------- HTTP snippets (header carrying a credential)
def _path():
    return pick(["/v1/orders?limit=50", "/api/v2/users/me", "/v1/payments/%s" % rs(ANL, 10), "/graphql",
                 "/admin/api/2024-07/products.json", "/v3/events?since=%d" % rint(1_700_000_000, 1_760_000_000), "/health/deep"])


def http_snippet(hname, hval, url=None):
    """returns (style, text, fence-lang)."""
    url = url or "https://api.%s%s" % (pick(DOMAINS), _path())
    pu = urllib.parse.urlsplit(url)
    path = pu.path + ("?" + pu.query if pu.query else "")
    st = pick(["raw", "curl", "curl-v", "httpie", "requests", "fetch", "go", "nginx", "postman", "devtools",
               "powershell", "wget", "okhttp", "resthttp", "axios"])
    q = "'" if "'" not in hval else '"'
    if st == "raw":
        t = "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s/%d.%d" % (
            pick(["GET", "POST", "GET", "DELETE"]), path, pu.netloc, hname, hval, pick(["okhttp", "python-requests", "axios", "curl"]), rint(1, 4), rint(0, 30))
        return st, t, "http"
    if st == "curl":
        t = "curl -sS %s%s \\\n  -H %s%s: %s%s \\\n  -H 'Content-Type: application/json'%s" % (
            pick(["", "-X POST "]), url, q, hname, hval, q, pick(["", " \\\n  -d '{\"dry_run\": true}'"]))
        return st, t, "bash"
    if st == "curl-v":
        t = "* Connected to %s (%s) port 443\n> GET %s HTTP/2\n> Host: %s\n> user-agent: curl/8.%d.0\n> accept: */*\n> %s: %s\n>\n< HTTP/2 %d" % (
            pu.netloc, ip_private(), path, pu.netloc, rint(0, 9), hname.lower(), hval, pick([401, 403, 200, 429]))
        return st, t, ""
    if st == "httpie":
        return st, "http %s %s '%s:%s'" % (pick(["GET", "POST"]), url, hname, hval), "bash"
    if st == "requests":
        return st, 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (pick(["get", "post"]), url, hname, hval), "python"
    if st == "fetch":
        return st, "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hname, hval), "js"
    if st == "axios":
        return st, "axios.defaults.headers.common['%s'] = '%s';\nconst { data } = await axios.get('%s');" % (hname, hval, url), "js"
    if st == "go":
        return st, 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, hname, hval), "go"
    if st == "nginx":
        return st, "location /upstream/ {\n    proxy_pass %s://%s;\n    proxy_set_header %s \"%s\";\n}" % (pu.scheme, pu.netloc, hname, hval), "nginx"
    if st == "postman":
        obj = {"request": {"method": "GET", "header": [{"key": hname, "value": hval, "type": "text"}], "url": {"raw": url}}}
        return st, json.dumps(obj, indent=2, ensure_ascii=False), "json"
    if st == "devtools":
        return st, ":authority: %s\n:method: GET\n:path: %s\naccept: application/json\n%s: %s\nsec-fetch-mode: cors" % (
            pu.netloc, path, hname.lower(), hval), ""
    if st == "powershell":
        return st, "Invoke-RestMethod -Uri '%s' -Headers @{ '%s' = '%s' }" % (url, hname, hval), "powershell"
    if st == "wget":
        return st, "wget -qO- --header='%s: %s' %s" % (hname, hval, url), "bash"
    if st == "okhttp":
        return st, 'Request request = new Request.Builder()\n    .url("%s")\n    .addHeader("%s", "%s")\n    .build();' % (url, hname, hval), "java"
    return st, "### %s\nGET %s\n%s: %s\n" % (pick(["smoke", "check", "repro"]), url, hname, hval), "http"


# ---------------------------------------------------------------- scenario helpers
_VQ = []


def next_vendor(pred=lambda v: True):
    """round-robin over a shuffled vendor queue so that every vendor gets used."""
    for attempt in range(3):
        for i, v in enumerate(_VQ):
            if pred(v):
                return _VQ.pop(i)
        _VQ.extend(shuffled(VENDORS))
    raise RuntimeError("no vendor matches")


def neighbors(n):
    pool = [
        lambda: ("LOG_LEVEL", pick(["info", "debug", "warn"])),
        lambda: ("PORT", str(pick([3000, 8080, 8000, 9090, 5000]))),
        lambda: ("REGION", pick(REGIONS)),
        lambda: ("TIMEOUT_MS", str(pick([3000, 5000, 10000, 30000]))),
        lambda: ("BUCKET", "%s-%s-%s" % (pick(ORGS), pick(["assets", "exports", "backups", "uploads"]), pick(ENVS_EN))),
        lambda: ("DB_HOST", host()),
        lambda: ("FEATURE_FLAGS", ",".join(sample(["new_checkout", "fast_refund", "beta_search", "kr_tax", "dark_mode"], 2))),
        lambda: ("SENTRY_ENVIRONMENT", pick(ENVS_EN)),
        lambda: ("ACCOUNT_ID", digits(12)),
        lambda: ("PROJECT_ID", "%s-%s-%d" % (pick(ORGS), pick(ENVS_EN), rint(100000, 999999))),
        lambda: ("BASE_URL", "https://%s.%s" % (pick(["api", "app", "admin"]), pick(DOMAINS))),
        lambda: ("RETRY_MAX", str(rint(2, 8))),
        lambda: ("TZ", pick(["Asia/Seoul", "UTC", "Asia/Tokyo", "Europe/Berlin"])),
    ]
    out = []
    names = []
    for f in sample(pool, n):
        k, v = f()
        if k not in names:
            names.append(k)
            out.append((k, v))
    return out


def thing_labels(v):
    return {"en": v["thing_en"], "ko": v["thing_ko"]}


def fam_of_vendor(v):
    if v["region"] == "app":
        return "app"
    if v["name"] in ("npm", "PyPI", "Docker Hub", "RubyGems", "NuGet", "JFrog", "GitLab runner"):
        return "registry"
    return "api"


def vendor_entries(v):
    ents, secret_idx = [], []
    for name, gen, is_secret in v["parts"]:
        val = gen()
        if is_secret:
            secret_idx.append(len(ents))
        ents.append((name, val))
    return ents, secret_idx


def insert_neighbors(ents, secret_idx, n):
    """mix non-secret neighbours around the vendor entries; returns (ents, secret_idx)."""
    nb = neighbors(n)
    lst = [(e, i in secret_idx) for i, e in enumerate(ents)]
    for e in nb:
        lst.insert(rint(0, len(lst)), (e, False))
    return [e for e, _ in lst], [i for i, (_, s) in enumerate(lst) if s]


BRAND = {"GitHub OAuth": "GitHub", "GitHub App": "GitHub", "GitHub fine-grained": "GitHub", "GitLab runner": "GitLab",
         "GitLab trigger": "GitLab", "Slack bot": "Slack", "Slack user": "Slack", "Slack app": "Slack", "Stripe restricted": "Stripe",
         "Stripe webhook": "Stripe", "Google API": "Google Cloud", "Google OAuth": "Google", "Google refresh": "Google",
         "Google access": "Google Cloud", "AWS STS": "AWS", "Twilio API key": "Twilio", "Shopify secret": "Shopify",
         "New Relic ingest": "New Relic", "Cloudflare global": "Cloudflare", "Supabase service": "Supabase", "Mapbox secret": "Mapbox",
         "Azure Storage": "Azure", "Azure AD": "Microsoft Entra ID", "Kakao admin": "Kakao", "Kakao REST": "Kakao", "PortOne v2": "PortOne",
         "NHN Cloud SMS": "NHN Cloud", "LINE Messaging": "LINE", "LINE secret": "LINE", "Yandex static": "Yandex Cloud",
         "Naver Developers": "Naver", "JWT secret": "auth-service", "Session secret": "web-session", "Encryption key": "data-encryption",
         "Grafana Cloud": "Grafana Cloud", "Docker Hub": "Docker Hub", "GMO PG": "GMO Payment Gateway"}


def brand(name):
    return BRAND.get(name, name)


def S_for_vendor(lang, v, var, file=None, fam_tool=None):
    return {"vendor": brand(v["name"]), "thing": v["thing_en"] if lang == "en" else v["thing_ko"], "var": var,
            "file": file, "tool": fam_tool}


# ---------------------------------------------------------------- secret scenarios, part 1: vendor tokens
def sc_vendor_container(lang):
    v = next_vendor()
    ents, sidx = vendor_entries(v)
    ents, sidx = insert_neighbors(ents, sidx, pick([0, 0, 1, 2]))
    cname, text, hint, fname, written = render_container(ents, service())
    vals = [written[i] for i in sidx]
    var = ents[sidx[0]][0]
    primary = None if cname.startswith("k8s Secret data") else (thing_labels(v), vals[0])
    fixed = None
    if cname in ("dotenv", "shell export", "python", "javascript", "yaml", "docker compose", "GitHub Actions") and chance(0.8):
        refs = {"dotenv": "%s=${%s}", "shell export": 'export %s="$(vault kv get -field=value secret/%s)"',
                "python": '%s = os.environ["%s"]', "javascript": "const %s = process.env.%s;", "yaml": "%s: ${%s}",
                "docker compose": "      - %s=${%s}", "GitHub Actions": "      %s: ${{ secrets.%s }}"}
        fixed = "\n".join(refs[cname] % (k, k) for k, _ in ents if any(k == ents[i][0] for i in sidx))
    return {"fam": fam_of_vendor(v), "cat": "token: %s %s in %s" % (v["name"], v["region"], cname), "snip": text, "hint": hint,
            "values": vals, "primary": primary, "S": S_for_vendor(lang, v, var, fname), "fixed": fixed,
            "vendor": v["name"], "container": cname}


def sc_vendor_http(lang):
    v = next_vendor(lambda x: x["hdr"] is not None)
    ents, sidx = vendor_entries(v)
    tok = ents[sidx[0]][1]
    hname, hfmt = v["hdr"]
    st, text, hint = http_snippet(hname, hfmt.format(tok), v["api"])
    vals = [tok]
    return {"fam": "http", "cat": "http header: %s %s (%s)" % (v["name"], hname, st), "snip": text, "hint": hint,
            "values": vals, "primary": (thing_labels(v), tok), "S": S_for_vendor(lang, v, ents[sidx[0]][0], pick(["the request log", "Postman", "the terminal", "a HAR file", "the runbook"])),
            "vendor": v["name"], "container": "http " + st}


def sc_multi_env(lang):
    k = pick([2, 2, 3])
    ents, vals, names = [], [], []
    for _ in range(k):
        v = next_vendor(lambda x: len(x["parts"]) <= 2)
        e, sidx = vendor_entries(v)
        for i, (n, val) in enumerate(e):
            if n in [x for x, _ in ents]:
                continue
            ents.append((n, val))
            if i in sidx:
                vals.append(val)
        names.append(v["name"])
    nb = neighbors(rint(1, 3))
    allents = shuffled(ents + nb) if chance(0.5) else nb[:1] + ents + nb[1:]
    cname, text, hint, fname, written = render_container(allents, service(), forbid=("k8s Secret data (base64)", "stack trace", "crontab"))
    S = {"vendor": " / ".join(dedupe([brand(x) for x in names])), "thing": "API keys" if lang == "en" else "API 키들", "var": ents[0][0], "file": fname}
    return {"fam": "api", "cat": "multi: %d vendor secrets in %s" % (len(vals), cname), "snip": text, "hint": hint,
            "values": vals, "primary": None, "S": S, "vendor": "|".join(names), "container": cname}


def sc_long_token(lang):
    kind = pick(["jwt-rs", "jwt-claims", "aws-sts", "line", "vendor-long"])
    if kind == "jwt-rs":
        tok = jwt("RS256", rint(2, 5))
        lab = {"en": "access token (RS256 JWT)", "ko": "액세스 토큰(RS256 JWT)"}
    elif kind == "jwt-claims":
        tok = jwt(pick(["HS256", "HS512", "ES256"]), rint(5, 9))
        lab = {"en": "session JWT", "ko": "세션 JWT"}
    elif kind == "aws-sts":
        tok = aws_session_token()
        lab = {"en": "AWS session token", "ko": "AWS 세션 토큰"}
    elif kind == "line":
        tok = rs(B64, 171) + "="
        lab = {"en": "LINE channel access token", "ko": "LINE 채널 액세스 토큰"}
    else:
        v = next_vendor(lambda x: x["name"] in ("PyPI", "Atlassian", "FCM", "Meta", "Dropbox", "OpenAI", "Grafana Cloud", "Sentry", "Adyen"))
        e, sidx = vendor_entries(v)
        tok = e[sidx[0]][1]
        lab = thing_labels(v)
        kind = v["name"]
    where = pick(["bearer", "env", "cookie", "localstorage", "cli"])
    if where == "bearer":
        st, text, hint = http_snippet("Authorization", "Bearer " + tok)
    elif where == "env":
        text, hint = "export %s=%s" % (pick(["ACCESS_TOKEN", "API_TOKEN", "AUTH_TOKEN", "TOKEN"]), tok), "bash"
    elif where == "cookie":
        text, hint = "Cookie: %s=%s; lang=%s" % (pick(["access_token", "id_token", "auth"]), tok, pick(["en", "ko", "ja"])), "http"
    elif where == "localstorage":
        text, hint = "> localStorage.getItem('%s')\n'%s'" % (pick(["token", "auth.accessToken", "sb-auth-token"]), tok), "js"
    else:
        text, hint = "$ %s\n%s" % (pick(["mycli auth print-access-token", "gcloud auth print-access-token", "./get-token.sh --env prod"]), tok), "bash"
    return {"fam": "http", "cat": "long token (%d chars): %s via %s" % (len(tok), kind, where), "snip": text, "hint": hint,
            "values": [tok], "primary": (lab, tok), "S": {"thing": lab[lang], "vendor": kind, "var": "ACCESS_TOKEN", "file": "the browser devtools"},
            "vendor": {"jwt-rs": "JWT", "jwt-claims": "JWT", "aws-sts": "AWS STS", "line": "LINE Messaging"}.get(kind, kind), "container": "long/" + where}


# ---------------------------------------------------------------- secret scenarios, part 2: passwords
PW_SERVICES = [  # (ENV name of password, user ENV name or None, label en, label ko, fam)
    ("DB_PASSWORD", "DB_USER", "database password", "DB 비밀번호", "db"),
    ("POSTGRES_PASSWORD", "POSTGRES_USER", "Postgres password", "Postgres 비밀번호", "db"),
    ("MYSQL_ROOT_PASSWORD", None, "MySQL root password", "MySQL root 비밀번호", "db"),
    ("MSSQL_SA_PASSWORD", None, "SQL Server sa password", "SQL Server sa 비밀번호", "db"),
    ("REDIS_PASSWORD", None, "Redis password", "Redis 비밀번호", "db"),
    ("SMTP_PASSWORD", "SMTP_USER", "SMTP password", "SMTP 비밀번호", "app"),
    ("LDAP_BIND_PASSWORD", "LDAP_BIND_DN", "LDAP bind password", "LDAP 바인드 비밀번호", "app"),
    ("ADMIN_PASSWORD", "ADMIN_USER", "admin console password", "관리자 콘솔 비밀번호", "app"),
    ("KEYSTORE_PASSWORD", None, "keystore password", "키스토어 비밀번호", "key"),
    ("RABBITMQ_DEFAULT_PASS", "RABBITMQ_DEFAULT_USER", "RabbitMQ password", "RabbitMQ 비밀번호", "db"),
    ("ELASTIC_PASSWORD", None, "Elasticsearch elastic user password", "Elasticsearch elastic 계정 비밀번호", "db"),
    ("GF_SECURITY_ADMIN_PASSWORD", "GF_SECURITY_ADMIN_USER", "Grafana admin password", "Grafana 관리자 비밀번호", "app"),
    ("MINIO_ROOT_PASSWORD", "MINIO_ROOT_USER", "MinIO root password", "MinIO root 비밀번호", "app"),
    ("KEYCLOAK_ADMIN_PASSWORD", "KEYCLOAK_ADMIN", "Keycloak admin password", "Keycloak 관리자 비밀번호", "app"),
    ("JENKINS_ADMIN_PASSWORD", "JENKINS_ADMIN_ID", "Jenkins admin password", "Jenkins 관리자 비밀번호", "app"),
    ("PGADMIN_DEFAULT_PASSWORD", "PGADMIN_DEFAULT_EMAIL", "pgAdmin login password", "pgAdmin 로그인 비밀번호", "db"),
    ("SFTP_PASSWORD", "SFTP_USER", "partner SFTP password", "파트너 SFTP 비밀번호", "cmd"),
    ("CERT_PASSWORD", None, "certificate (공동인증서) password", "공동인증서 비밀번호", "key"),
    ("NAS_ADMIN_PASSWORD", "NAS_ADMIN_USER", "NAS admin password", "NAS 관리자 비밀번호", "cmd"),
    ("VPN_PASSWORD", "VPN_USER", "VPN account password", "VPN 계정 비밀번호", "cmd"),
    ("ERP_PASSWORD", "ERP_USER", "ERP interface account password", "ERP 연동 계정 비밀번호", "app"),
    ("KAFKA_SASL_PASSWORD", "KAFKA_SASL_USERNAME", "Kafka SASL password", "Kafka SASL 비밀번호", "db"),
]


def sc_password_config(lang):
    pname, uname, len_, lko, fam = pick(PW_SERVICES)
    style, pw = password(pick(["quoted", "quoted", "bare", "semi"]))
    ents = []
    if uname:
        ents.append((uname, pick([user(), email()]) if "EMAIL" in uname or "DN" not in uname else "cn=%s,ou=svc,dc=corp,dc=example" % user()))
    ents.append((pname, pw))
    ents = ents + neighbors(pick([0, 1, 1, 2]))
    cname, text, hint, fname, written = render_container(ents, service())
    idx = [k for k, _ in ents].index(pname)
    val = written[idx]
    lab = {"en": len_, "ko": lko}
    primary = (lab, val) if val == pw else None
    return {"fam": fam, "cat": "password (%s) %s in %s" % (style, pname, cname), "snip": text, "hint": hint,
            "values": [val], "primary": primary, "S": {"thing": lab[lang], "var": pname, "file": fname},
            "vendor": None, "container": cname}


def _cmds(h, u, db):
    """command builders: each returns (tool, text, [secrets], insight_en, insight_ko)."""
    B = []

    def add(f):
        B.append(f)
        return f

    @add
    def mysql_attached():
        pw = password("bare")[1]
        return ("mysql", "mysql -h %s -u %s -p%s %s" % (h, u, pw, db), [pw],
                "mysql -p only takes the password when it is attached (-pSECRET); with a space it prompts and treats the next word as the database.",
                "mysql -p는 값을 붙여 써야(-pSECRET) 비밀번호로 인식한다. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 본다.")

    @add
    def mysql_long():
        pw = password("quoted")[1]
        return ("mysql", "mysql --host=%s --user=%s --password='%s' -e 'SHOW PROCESSLIST'" % (h, u, pw), [pw], None, None)

    @add
    def mysqldump():
        pw = password("quoted")[1]
        return ("mysqldump", "mysqldump -u%s -p'%s' -h %s --single-transaction %s | gzip > /backup/%s.sql.gz" % (u, pw, h, db, db), [pw],
                "Use --defaults-extra-file with a 0600 option file so the password is not visible in `ps`.",
                "비밀번호가 `ps`에 안 보이게 0600 권한 옵션 파일과 --defaults-extra-file을 쓸 것.")

    @add
    def pgpassword():
        pw = password("quoted")[1]
        return ("psql", "PGPASSWORD='%s' psql -h %s -U %s -d %s -c 'select now()'" % (pw, h, u, db), [pw],
                "psql reads ~/.pgpass (host:port:db:user:password, mode 0600) -- better than PGPASSWORD in the crontab.",
                "psql은 ~/.pgpass(0600)를 읽는다. 크론탭에 PGPASSWORD를 넣는 것보다 낫다.")

    @add
    def psql_conninfo():
        pw = password("bare")[1]
        return ("psql", 'psql "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require"' % (h, db, u, pw), [pw], None, None)

    @add
    def redis_cli():
        pw = password("quoted")[1]
        return ("redis-cli", "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (h, pw), [pw],
                "redis-cli -a works but prints a warning for a reason; REDISCLI_AUTH in the environment is the quieter option.",
                "redis-cli -a도 동작하지만 경고가 뜨는 이유가 있다. REDISCLI_AUTH 환경 변수를 쓰는 편이 낫다.")

    @add
    def mongo_flags():
        pw = password("quoted")[1]
        return ("mongosh", "mongosh --host %s -u %s -p '%s' --authenticationDatabase admin %s" % (h, u, pw, db), [pw], None, None)

    @add
    def sshpass():
        pw = password("quoted")[1]
        return ("sshpass", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'df -h'" % (pw, u, h), [pw],
                "sshpass exposes the password to every local user via /proc; switch the box to key auth.",
                "sshpass는 /proc로 로컬 사용자 모두에게 비밀번호가 보인다. 키 인증으로 바꿀 것.")

    @add
    def curl_u():
        pw = password("url")[1]
        return ("curl", "curl -u %s:%s https://%s/api/v1/export.csv -o export.csv" % (u, pw, h), [pw],
                "curl -u user:pass sends Basic auth; without a colon it prompts for the password instead.",
                "curl -u user:pass는 Basic 인증을 보낸다. 콜론 없이 주면 비밀번호를 물어본다.")

    @add
    def wget():
        pw = password("quoted")[1]
        return ("wget", "wget --user=%s --password='%s' https://%s/reports/daily.zip" % (u, pw, h), [pw], None, None)

    @add
    def docker_login():
        pw = password("quoted")[1]
        reg = pick(["registry.%s" % pick(DOMAINS), "harbor.%s" % pick(DOMAINS), "%s.kr.ncr.ntruss.com" % rs(ANL, 8)])
        return ("docker login", "docker login -u %s -p '%s' %s" % (u, pw, reg), [pw],
                "docker login -p warns because the password lands in history; use --password-stdin.",
                "docker login -p는 히스토리에 남아서 경고가 뜬다. --password-stdin을 쓸 것.")

    @add
    def htpasswd():
        pw = password("quoted")[1]
        return ("htpasswd", "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, pw), [pw],
                "htpasswd -b takes the password as a positional argument; without -b it prompts.",
                "htpasswd -b는 비밀번호를 위치 인자로 받는다. -b 없이 쓰면 프롬프트로 묻는다.")

    @add
    def net_user():
        pw = password("url")[1]
        return ("net user", "net user %s %s /add /y\nnet localgroup Administrators %s /add" % (u, pw, u), [pw], None, None)

    @add
    def smbclient():
        pw = password("url")[1]
        return ("smbclient", "smbclient //%s/share -U 'CORP\\%s%%%s' -c 'ls'" % (h, u, pw), [pw],
                "smbclient -U takes DOMAIN\\user%password in one argument; an authentication file (-A) keeps it out of ps.",
                "smbclient -U는 DOMAIN\\user%password를 한 인자로 받는다. -A 인증 파일을 쓰면 ps에 안 남는다.")

    @add
    def mount_cifs():
        pw = password("url")[1]
        return ("mount.cifs", "mount -t cifs //%s/archive /mnt/archive -o username=%s,password=%s,vers=3.0" % (h, u, pw), [pw],
                "Put the CIFS credentials in a credentials= file with mode 0600 instead of /etc/fstab options.",
                "CIFS 자격 증명은 /etc/fstab 옵션 대신 0600 권한 credentials= 파일에 둘 것.")

    @add
    def sqlcmd():
        pw = password("quoted")[1]
        return ("sqlcmd", "sqlcmd -S %s -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (h, pw), [pw], None, None)

    @add
    def ldapsearch():
        pw = password("quoted")[1]
        return ("ldapsearch", "ldapsearch -x -H ldaps://%s -D 'cn=%s,dc=corp,dc=example' -w '%s' -b 'ou=people,dc=corp,dc=example' '(uid=*)'" % (h, u, pw), [pw],
                "ldapsearch -w takes the bind password literally; -W prompts and -y reads it from a file.",
                "ldapsearch -w는 바인드 비밀번호를 그대로 받는다. -W는 프롬프트, -y는 파일에서 읽는다.")

    @add
    def openssl_p12():
        pw = password("bare")[1]
        return ("openssl", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw],
                "openssl's pass: prefix puts the password on the command line; env: or file: are the safer forms.",
                "openssl의 pass: 형식은 커맨드라인에 비밀번호가 남는다. env:나 file: 형식을 쓸 것.")

    @add
    def keytool():
        pw = password("bare")[1]
        return ("keytool", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore app.jks -deststorepass %s" % (pw, pw), [pw], None, None)

    @add
    def zip7():
        pw = password("bare")[1]
        return ("7z", pick(["7z a -p%s -mhe=on backup.7z ./exports" % pw, "zip -P %s -r handover.zip ./docs" % pw]), [pw],
                "7z -p takes the password attached to the flag; -mhe=on also hides file names.",
                "7z -p는 플래그에 붙여 쓴다. -mhe=on 을 주면 파일명도 숨겨진다.")

    @add
    def rabbit():
        pw = password("quoted")[1]
        return ("rabbitmqctl", "rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, pw, u), [pw], None, None)

    @add
    def mysqladmin():
        old = password("quoted")[1]
        new = password("quoted")[1]
        return ("mysqladmin", "mysqladmin -u root -p'%s' password '%s'" % (old, new), [old, new],
                "mysqladmin password takes the NEW password as a positional argument after -p<old>.",
                "mysqladmin password는 -p<기존> 뒤에 새 비밀번호를 위치 인자로 받는다.")

    @add
    def sudo_s():
        pw = password("quoted")[1]
        return ("sudo", "echo '%s' | sudo -S systemctl restart %s" % (pw, service()), [pw],
                "sudo -S reads the password from stdin; a NOPASSWD rule for that one unit is the cleaner fix.",
                "sudo -S는 stdin에서 비밀번호를 읽는다. 해당 유닛에 대한 NOPASSWD 규칙이 더 깔끔하다.")

    @add
    def lftp():
        pw = password("url")[1]
        return ("lftp", "lftp -u %s,%s sftp://%s -e 'mirror -R ./out /inbox; bye'" % (u, pw, h), [pw],
                "lftp -u takes user,password separated by a comma.", "lftp -u는 user,password를 콤마로 구분해 받는다.")

    @add
    def az_sp():
        sec = azure_client_secret()
        while "'" in sec:
            sec = azure_client_secret()
        return ("az", "az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), sec, uuid4()), [sec], None, None)

    @add
    def kubectl_secret():
        pw = password("quoted")[1]
        return ("kubectl", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (pick(ENVS_EN), db, u, pw), [pw],
                "--from-literal ends up in shell history; use --from-file with a temp file or an external secrets operator.",
                "--from-literal은 셸 히스토리에 남는다. 임시 파일 --from-file이나 external secrets를 쓸 것.")

    @add
    def ansible_e():
        pw = password("bare")[1]
        return ("ansible-playbook", 'ansible-playbook -i inventory/prod site.yml -e "db_password=%s"' % pw, [pw], None, None)

    @add
    def helm_set():
        pw = password("url")[1]
        return ("helm", "helm upgrade --install %s bitnami/postgresql --set auth.postgresPassword=%s --set auth.database=%s" % (db, pw, db), [pw],
                "--set values are stored in the Helm release secret and show up in `helm get values`.",
                "--set 값은 Helm 릴리스 시크릿에 저장되고 `helm get values`로 보인다.")

    @add
    def xfreerdp():
        pw = password("quoted")[1]
        return ("xfreerdp", "xfreerdp /v:%s /u:Administrator /p:'%s' /cert:ignore" % (h, pw), [pw], None, None)

    @add
    def psexec():
        pw = password("url")[1]
        return ("psexec", "psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig" % (h, u, pw), [pw], None, None)

    @add
    def mosquitto():
        pw = password("quoted")[1]
        return ("mosquitto_pub", "mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t 'sensors/line2/temp' -m 21.5" % (h, u, pw), [pw], None, None)

    @add
    def java_d():
        pw = password("bare")[1]
        return ("java", "java -Dspring.datasource.username=%s -Dspring.datasource.password=%s -jar %s.jar" % (u, pw, service()), [pw],
                "System properties are visible in `ps` and in /actuator/env; use the env var SPRING_DATASOURCE_PASSWORD.",
                "시스템 프로퍼티는 `ps`와 /actuator/env에 노출된다. SPRING_DATASOURCE_PASSWORD 환경 변수를 쓸 것.")

    @add
    def ssh_keygen():
        pw = password("quoted")[1]
        return ("ssh-keygen", "ssh-keygen -t ed25519 -N '%s' -C deploy@%s -f ~/.ssh/deploy_ed25519" % (pw, service()), [pw], None, None)

    @add
    def gpg():
        pw = password("quoted")[1]
        return ("gpg", "gpg --batch --pinentry-mode loopback --passphrase '%s' -d backup-2025%02d%02d.tar.gz.gpg | tar xz" % (pw, rint(1, 12), rint(1, 28)), [pw],
                "gpg --passphrase only works in batch mode with --pinentry-mode loopback; --passphrase-file is better.",
                "gpg --passphrase는 --pinentry-mode loopback 배치 모드에서만 먹힌다. --passphrase-file이 낫다.")

    @add
    def restic():
        pw = password("quoted")[1]
        return ("restic", "RESTIC_PASSWORD='%s' restic -r s3:s3.amazonaws.com/%s-backups backup /srv/data" % (pw, pick(ORGS)), [pw],
                "Losing the restic repository password makes the backups unrecoverable; keep it in the vault.",
                "restic 저장소 비밀번호를 잃으면 백업 복구가 불가능하다. vault에 보관할 것.")

    @add
    def expect():
        pw = password("url")[1]
        return ("expect", "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, pw), [pw], None, None)

    @add
    def ps_secure():
        pw = password("quoted")[1]
        return ("powershell", "$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', $sec)" % (pw, u), [pw],
                "ConvertTo-SecureString -AsPlainText still leaves the literal in the script; use Get-Credential or SecretManagement.",
                "ConvertTo-SecureString -AsPlainText를 써도 스크립트에 평문이 남는다. Get-Credential이나 SecretManagement를 쓸 것.")

    @add
    def sqlplus():
        pw = password("url")[1]
        return ("sqlplus", "sqlplus %s/%s@//%s:1521/ORCLPDB1 @scripts/grant.sql" % (u, pw, h), [pw], None, None)

    @add
    def svn():
        pw = password("quoted")[1]
        return ("svn", "svn checkout --username %s --password '%s' --non-interactive https://svn.%s/repos/legacy/trunk" % (u, pw, pick(DOMAINS)), [pw], None, None)

    @add
    def snowsql():
        pw = password("quoted")[1]
        return ("snowsql", "SNOWSQL_PWD='%s' snowsql -a %s.%s -u %s -q 'select current_role()'" % (pw, rs(LO, 7), pick(REGIONS), u.upper()), [pw], None, None)

    @add
    def influx():
        pw = password("quoted")[1]
        return ("influx", "influx -host %s -username %s -password '%s' -execute 'SHOW DATABASES'" % (h, u, pw), [pw], None, None)

    @add
    def mysqlsh():
        pw = password("url")[1]
        return ("mysqlsh", "mysqlsh --uri %s:%s@%s:3306 --sql -e 'select 1'" % (u, pw, h), [pw], None, None)

    return B


def sc_cmd_password(lang):
    h, u, db = host(), user(), pick(DBNAMES)
    builders = _cmds(h, u, db)
    b = pick(builders)
    tool, text, vals, ie, ik = b()
    prompt = pick(["$ ", "", "", "# ", "PS C:\\> " if tool in ("net user", "psexec", "powershell") else "$ "])
    if prompt and "\n" not in text:
        text = prompt + text
    lab = {"en": "%s password" % tool, "ko": "%s 비밀번호" % tool}
    ins = ie if lang == "en" else ik
    return {"fam": "cmd", "cat": "shell: %s (%s)" % (tool, b.__name__), "snip": text, "hint": "powershell" if "PS C" in text else "bash",
            "values": vals, "primary": (lab, vals[0]) if len(vals) == 1 else None, "S": {"tool": tool, "thing": lab[lang], "host": h},
            "insight": ins if (ins and chance(0.7)) else None, "vendor": None, "container": "command"}


# ---------------------------------------------------------------- secret scenarios, part 3: connection strings, SQL, chat
def _url_pw():
    """password as written inside a URL userinfo: raw when safe, percent-encoded otherwise."""
    style, pw = password(pick(["url", "quoted", "quoted", "bare"]))
    enc = pct(pw)
    return style, pw, enc


def conn_builders(h, u, db):
    B = []
    def add(f):
        B.append(f)
        return f

    @add
    def postgres_url():
        st, pw, w = _url_pw()
        return "postgres URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, w, h, db), [w], st

    @add
    def mysql_url():
        st, pw, w = _url_pw()
        return "mysql URL", "mysql://%s:%s@%s:3306/%s" % (u, w, h, db), [w], st

    @add
    def mongo_srv():
        st, pw, w = _url_pw()
        return "mongodb+srv", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, w, rs(ANL, 5), db), [w], st

    @add
    def redis_url():
        st, pw, w = _url_pw()
        return "redis URL", pick(["rediss://default:%s@%s:6380/0", "redis://:%s@%s:6379/2"]) % (w, h), [w], st

    @add
    def amqp():
        st, pw, w = _url_pw()
        return "amqp URL", "amqps://%s:%s@%s:5671/%s" % (u, w, h, pick(["%2F", "orders", "events"])), [w], st

    @add
    def jdbc_pg():
        st, pw = password("url")
        return "JDBC postgres", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, pw), [pw], st

    @add
    def jdbc_mysql():
        st, pw = password("url")
        return "JDBC mysql", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true&serverTimezone=Asia/Seoul" % (h, db, u, pw), [pw], st

    @add
    def adonet():
        st, pw = password("semi")
        return "ADO.NET SQL Server", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (h, db, u, pw), [pw], st

    @add
    def oracle_ez():
        st, pw = password("url")
        return "Oracle EZConnect", "%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), [pw], st

    @add
    def snowflake():
        st, pw, w = _url_pw()
        return "snowflake URL", "snowflake://%s:%s@%s.%s.aws/%s/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER" % (u.upper(), w, rs(LO, 7), pick(REGIONS), db.upper()), [w], st

    @add
    def clickhouse():
        st, pw, w = _url_pw()
        return "clickhouse URL", "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, w, h, db), [w], st

    @add
    def elastic():
        st, pw, w = _url_pw()
        return "elasticsearch URL", "https://elastic:%s@%s:9200" % (w, h), [w], st

    @add
    def smtp_url():
        st, pw, w = _url_pw()
        return "SMTP URL", "smtp://%s:%s@smtp.%s:587" % (pct(email()), w, pick(DOMAINS)), [w], st

    @add
    def sftp_url():
        st, pw, w = _url_pw()
        return "SFTP URL", "sftp://%s:%s@%s:22/upload/%s" % (u, w, h, pick(["in", "outbound", "settlement"])), [w], st

    @add
    def kafka_jaas():
        st, pw = password("quoted")
        return "Kafka JAAS", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw), [pw], st

    @add
    def azure_storage():
        key = b64(rbytes(64))
        return "Azure Storage connection string", "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(ANL, 12), key), [key], "azure"

    @add
    def azure_sb():
        key = b64(rbytes(32))
        return "Azure Service Bus connection string", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(ANL, 10), key), [key], "azure"

    @add
    def cosmos():
        key = b64(rbytes(64))
        return "Cosmos DB connection string", "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (rs(ANL, 10), key), [key], "azure"

    @add
    def azure_redis():
        key = b64(rbytes(32))
        return "Azure Cache for Redis", "%s.redis.cache.windows.net:6380,password=%s,ssl=True,abortConnect=False" % (rs(ANL, 9), key), [key], "azure"

    @add
    def neo4j():
        st, pw, w = _url_pw()
        return "neo4j URL", "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (w, rs(HX, 8)), [w], st

    @add
    def sqlalchemy_mssql():
        st, pw, w = _url_pw()
        return "SQLAlchemy mssql", "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, w, h, db), [w], st

    @add
    def go_mysql_dsn():
        st, pw = password("url")
        return "Go mysql DSN", "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Local" % (u, pw, h, db), [pw], st

    @add
    def libpq_kv():
        st, pw = password("bare")
        return "libpq keyword DSN", "host=%s port=5432 user=%s password=%s dbname=%s sslmode=verify-full" % (h, u, pw, db), [pw], st

    @add
    def mqtt():
        st, pw, w = _url_pw()
        return "MQTT URL", "mqtts://%s:%s@%s:8883" % (u, w, h), [w], st

    @add
    def cubrid():
        st, pw = password("url")
        return "CUBRID JDBC", "jdbc:cubrid:%s:33000:%s:%s:%s:" % (h, db, u, pw), [pw], st

    @add
    def tibero():
        st, pw = password("url")
        return "Tibero JDBC", "jdbc:tibero:thin:@%s:8629:%s?user=%s&password=%s" % (h, db.upper(), u, pw), [pw], st

    @add
    def ftp_curl():
        st, pw, w = _url_pw()
        return "FTP URL", "ftp://%s:%s@%s/incoming/" % (u, w, h), [w], st

    return B


def sc_conn_string(lang):
    h, u, db = host(), user(), pick(DBNAMES)
    b = pick(conn_builders(h, u, db))
    kind, cs, vals, style = b()
    where = pick(["container", "container", "raw", "error", "code"])
    if where == "container":
        var = pick(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING", "SPRING_DATASOURCE_URL", "%s_URL" % kind.split()[0].upper().replace(".", "").replace("+", "")])
        ents = [(var, cs)] + neighbors(pick([0, 1, 2]))
        cname, text, hint, fname, written = render_container(ents, service(), forbid=("crontab", "log line", "csv", "markdown table"))
        if written[0] != cs:
            vals = [written[0]]
    elif where == "raw":
        var, cname, text, hint, fname = "DSN", "raw", cs, "", pick(["the wiki", "the runbook", "Slack"])
    elif where == "error":
        var, cname, fname, hint = "DSN", "error log", "the app log", ""
        text = pick(["%s ERROR [%s] could not connect using %s: connection refused" % (iso_ts(), service(), cs),
                     "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[url: %s]" % cs,
                     "panic: dial failed for %s: i/o timeout\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/%s/main.go:%d +0x1c5" % (cs, service(), rint(20, 200))])
    else:
        var, cname, fname = "DSN", "code", pick(["db.py", "main.go", "Program.cs", "app.ts"])
        text, hint = pick([('engine = create_engine("%s", pool_pre_ping=True)' % cs, "python"),
                           ('db, err := sql.Open("%s", "%s")' % (pick(["postgres", "mysql"]), cs), "go"),
                           ('builder.Services.AddDbContext<AppDb>(o => o.UseSqlServer("%s"));' % cs, "csharp"),
                           ("const client = new Client({ connectionString: '%s' });" % cs, "ts")])
        if '"' in cs and hint != "ts":
            text, hint = "const client = new Client({ connectionString: '%s' });" % cs, "ts"
    lab = {"en": "%s password" % kind if style != "azure" else "%s key" % kind, "ko": "%s 비밀번호" % kind if style != "azure" else "%s 키" % kind}
    return {"fam": "db", "cat": "connection string: %s (%s%s) in %s" % (kind, style, ", percent-encoded" if any("%" in v for v in vals) else "", cname),
            "snip": text, "hint": hint, "values": vals, "primary": (lab, vals[0]),
            "S": {"thing": lab[lang], "var": var, "file": fname, "host": h}, "vendor": None, "container": cname}


def sc_sql_user(lang):
    u = user()
    st, pw = password("quoted")
    text = pick([
        "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, pick(DBNAMES), u),
        "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw),
        "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (u, pw),
        "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u.upper(), pw),
        "-- V%d__create_%s.sql\nCREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (rint(2, 90), u, u, pw),
        "SET PASSWORD FOR '%s'@'localhost' = '%s';" % (u, pw),
    ])
    lab = {"en": "password of the %s DB user" % u, "ko": "%s DB 계정 비밀번호" % u}
    return {"fam": "db", "cat": "sql: password in DDL (%s)" % st, "snip": text, "hint": "sql", "values": [pw], "primary": (lab, pw),
            "S": {"thing": lab[lang], "file": pick(["migrations/", "the DBA's script", "db/init.sql"]), "var": "DB_PASSWORD"},
            "insight": pick([None, "Migrations are committed, so a password in DDL is in git forever; create users outside migrations." if lang == "en"
                             else "마이그레이션은 커밋되므로 DDL의 비밀번호는 git에 영원히 남는다. 계정 생성은 마이그레이션 밖에서."]),
            "vendor": None, "container": "sql"}


CHAT_EN = ["{who}: {what} pw is {pw}", "{who}: use {user} / {pw} for the {what}", "{who}: {what} password -> {pw} (don't share pls)",
           "{who}: try {pw}, that's what we set for the {what} last sprint", "{who}: it's {pw} (capital first letter)",
           "{who}: new {what} password: {pw}"]
CHAT_KO = ["{who}: {what} 비번 {pw} 입니다", "{who}: {what} 계정은 {user} / {pw} 예요", "{who}: {pw} 로 해보세요. 지난 스프린트에 바꾼 {what} 비번",
           "{who}: {what} 비밀번호 {pw} (공유 금지)", "{who}: 비번은 {pw} 이에요 첫 글자 대문자", "{who}: 새 {what} 비밀번호: {pw}"]
CHAT_FILLER_EN = ["{who}: anyone know why {svc} is down?", "{who}: looking", "{who}: thx!", "{who}: works now", "{who}: which env?"]
CHAT_FILLER_KO = ["{who}: {svc} 왜 죽었는지 아시는 분?", "{who}: 확인 중", "{who}: 감사합니다!", "{who}: 이제 됩니다", "{who}: 어느 환경이요?"]


def sc_chat_password(lang):
    st, pw = password(pick(["quoted", "bare"]))
    what_en = pick(["prod db", "staging admin", "jenkins", "wifi", "router", "NAS", "grafana", "vpn", "erp test account", "sftp"])
    what_ko = pick(["운영 DB", "스테이징 관리자", "젠킨스", "와이파이", "공유기", "NAS", "그라파나", "VPN", "ERP 테스트 계정", "SFTP"])
    what = what_en if lang == "en" else what_ko
    people = sample(PEOPLE_EN if lang == "en" else [p + "" for p in PEOPLE_KO], 3)
    svc = service()
    lines = []
    for f in sample(CHAT_FILLER_EN if lang == "en" else CHAT_FILLER_KO, rint(1, 2)):
        lines.append(f.format(who=pick(people), svc=svc))
    pos = rint(0, len(lines))
    line = pick(CHAT_EN if lang == "en" else CHAT_KO).format(who=pick(people), what=what, pw=pw, user=user())
    lines.insert(pos, line)
    text = "\n".join("[%s] %s" % (hhmm(), ln) for ln in lines)
    lab = {"en": "%s password" % what_en, "ko": "%s 비밀번호" % what_ko}
    return {"fam": pick(["db", "cmd", "app"]), "cat": "chat: password in %s chat line (%s)" % (lang, st), "snip": text, "hint": "",
            "values": [pw], "primary": (lab, pw), "S": {"thing": lab[lang], "file": pick(["Slack", "KakaoWork", "Teams", "the DM"])},
            "vendor": None, "container": "chat"}


# ---------------------------------------------------------------- secret scenarios, part 4: Basic auth, cookies, signed URLs, webhooks
def sc_basic_auth(lang):
    kind = pick(["user", "user", "user", "toss", "twilio", "mailgun", "jira", "elastic", "stripe-u", "prom"])
    hn = host()
    if kind == "toss":
        key = "live_sk_" + rs(AN, 20)
        cred, who = key + ":", "Toss Payments"
    elif kind == "twilio":
        cred, who = "AC%s:%s" % (rs(HX, 32), rs(HX, 32)), "Twilio"
    elif kind == "mailgun":
        cred, who = "api:key-" + rs(HX, 32), "Mailgun"
    elif kind == "jira":
        cred, who = "%s:ATATT3xFfGF0%s=%s" % (email(), rs(B64U, 150), rs(HXU, 8)), "Jira"
    elif kind == "elastic":
        cred, who = "elastic:" + password("url")[1], "Elasticsearch"
    else:
        cred, who = "%s:%s" % (user(), password(pick(["quoted", "url"]))[1]), pick(["internal API", "Nexus", "Jenkins", "the partner API", "Harbor", "Kibana"])
    if kind == "stripe-u":
        key = "sk_live_" + rs(AN, pick([24, 99]))
        text = "curl https://api.stripe.com/v1/balance \\\n  -u %s:" % key
        vals, hint, st = [key], "bash", "curl -u key:"
        who = "Stripe"
    elif kind == "prom":
        pw = password("quoted")[1]
        text = "scrape_configs:\n  - job_name: %s\n    scheme: https\n    basic_auth:\n      username: %s\n      password: '%s'\n    static_configs:\n      - targets: ['%s:9100']" % (
            service(), user(), pw, hn)
        vals, hint, st = [pw], "yaml", "prometheus basic_auth"
        who = "Prometheus scrape target"
    else:
        blob = b64(cred.encode())
        st = pick(["header", "curl", "haproxy", "apache", "requests", "http", "k6"])
        if st == "header":
            text, hint = "Authorization: Basic %s" % blob, "http"
        elif st == "curl":
            text, hint = "curl -H 'Authorization: Basic %s' https://%s/api/health" % (blob, hn), "bash"
        elif st == "haproxy":
            text, hint = "backend legacy\n    http-request set-header Authorization \"Basic %s\"\n    server s1 %s:8080" % (blob, hn), ""
        elif st == "apache":
            text, hint = "<Location /partner>\n    RequestHeader set Authorization \"Basic %s\"\n    ProxyPass https://%s/\n</Location>" % (blob, hn), "apache"
        elif st == "requests":
            text, hint = "headers = {\"Authorization\": \"Basic %s\", \"Accept\": \"application/json\"}" % blob, "python"
        elif st == "k6":
            text, hint = "const params = { headers: { Authorization: 'Basic %s' } };\nhttp.get('https://%s/api/orders', params);" % (blob, hn), "js"
        else:
            text, hint = "POST /v1/payments/confirm HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (
                "api.tosspayments.com" if kind == "toss" else hn, blob), "http"
        vals = [blob]
    lab = {"en": "%s Basic auth credentials" % who, "ko": "%s Basic 인증 값" % who}
    ins = None
    if kind == "toss" and chance(0.7):
        ins = "Toss expects Basic base64(secretKey + ':') -- the trailing colon matters." if lang == "en" else \
            "토스페이먼츠는 Basic base64(시크릿키 + ':') 형식이다. 끝의 콜론이 빠지면 401."
    return {"fam": "http", "cat": "basic auth: %s via %s" % (who, st), "snip": text, "hint": hint, "values": vals,
            "primary": (lab, vals[0]), "S": {"thing": lab[lang], "vendor": who, "file": pick(["the proxy config", "Postman", "the request log", "the script"]), "host": hn},
            "insight": ins, "vendor": who if kind not in ("user", "prom") else None, "container": "basic/" + st}


def _cookie_value():
    k = pick(["django", "php", "java", "connect", "rails", "laravel", "aspnet", "flask", "wp", "jwt"])
    if k == "django":
        return "sessionid", rs(ANL, 32), k
    if k == "php":
        return "PHPSESSID", rs(ANL, 26), k
    if k == "java":
        return "JSESSIONID", rs(HXU, 32) + pick(["", ".node1", ".worker2"]), k
    if k == "connect":
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("=")), k
    if k == "rails":
        return "_%s_session" % pick(["shop", "admin", "app"]), b64(rbytes(rint(90, 150))).replace("=", "%3D") + "--" + rs(HX, 40), k
    if k == "laravel":
        return "laravel_session", pct(b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(rint(96, 160))), "mac": rs(HX, 64), "tag": ""}, separators=(",", ":")).encode())), k
    if k == "aspnet":
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, rint(180, 300)), k
    if k == "flask":
        return "session", b64u(json.dumps({"user_id": rint(1, 99999), "_fresh": True}).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 27), k
    if k == "wp":
        return "wordpress_logged_in_" + rs(HX, 32), "%s%%7C%d%%7C%s%%7C%s" % (user(), rint(1_700_000_000, 1_760_000_000), rs(AN, 43), rs(HX, 64)), k
    return "access_token", jwt("HS256", rint(0, 2)), k


def sc_cookie(lang):
    name, val, k = _cookie_value()
    other = ["_ga=GA1.2.%s.%s" % (digits(9), digits(10)), "theme=%s" % pick(["dark", "light"]), "locale=%s" % pick(["ko_KR", "en_US", "ja_JP"]),
             "_gid=GA1.2.%s.%s" % (digits(9), digits(10)), "consent=%s" % pick(["all", "necessary"])]
    parts = sample(other, rint(1, 3))
    parts.insert(rint(0, len(parts)), "%s=%s" % (name, val))
    st = pick(["cookie-header", "set-cookie", "curl-b", "document.cookie", "storage-state", "requests"])
    dom = pick(DOMAINS)
    if st == "cookie-header":
        text, hint = "GET /admin/orders HTTP/1.1\nHost: admin.%s\nCookie: %s" % (dom, "; ".join(parts)), "http"
    elif st == "set-cookie":
        text, hint = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val), "http"
    elif st == "curl-b":
        text, hint = "curl -s -b '%s' https://admin.%s/api/export?format=csv" % ("; ".join(parts), dom), "bash"
    elif st == "document.cookie":
        text, hint = "> document.cookie\n'%s'" % "; ".join(parts), "js"
    elif st == "storage-state":
        text = json.dumps({"cookies": [{"name": name, "value": val, "domain": "." + dom, "path": "/", "httpOnly": True, "secure": True}]}, indent=2)
        hint = "json"
    else:
        text, hint = "s = requests.Session()\ns.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (name, val, dom), "python"
    lab = {"en": "%s session cookie" % name, "ko": "%s 세션 쿠키" % name}
    return {"fam": "http", "cat": "cookie: %s (%s) via %s" % (name if not name.startswith("wordpress") else "wordpress_logged_in", k, st),
            "snip": text, "hint": hint, "values": [val], "primary": (lab, val),
            "S": {"thing": lab[lang], "file": pick(["the browser", "a HAR export", "the e2e test fixture", "the support ticket"])},
            "vendor": None, "container": "cookie/" + st}


def sc_signed_url(lang):
    k = pick(["s3", "s3", "s3-sts", "gcs", "azure-sas", "cloudfront", "oss", "ncp", "app-token", "datagokr"])
    date = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    obj = pick(["exports/settlement-%s.csv" % date, "invoices/%s.pdf" % rs(ANL, 10), "builds/app-release-%d.apk" % rint(100, 999),
                "reports/%s/daily.xlsx" % date, "uploads/%s.zip" % uuid4()])
    vals = []
    if k in ("s3", "s3-sts", "ncp"):
        if k == "ncp":
            akid = rs(AN, 20)
            endpoint = "https://kr.object.ncloudstorage.com/%s-%s/%s" % (pick(ORGS), pick(["data", "exports"]), obj)
            region = "kr-standard"
        else:
            akid = ("ASIA" if k == "s3-sts" else "AKIA") + rs(ANU, 16)
            region = pick(REGIONS)
            endpoint = "https://%s-%s.s3.%s.amazonaws.com/%s" % (pick(ORGS), pick(["exports", "artifacts", "uploads"]), region, obj)
        sig = rs(HX, 64)
        q = "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%s&X-Amz-Expires=%d" % (
            akid, date, region, amz_date(), pick([3600, 86400, 604800]))
        vals = [akid]
        if k == "s3-sts":
            tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, rint(180, 260)))
            q += "&X-Amz-Security-Token=" + tok
            vals.append(tok)
        q += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        vals.append(sig)
        url = endpoint + "?" + q
    elif k == "gcs":
        sig = rs(HX, 512)
        url = "https://storage.googleapis.com/%s-%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            pick(ORGS), pick(ENVS_EN), obj, pick(["signer", "exporter", "cdn"]), pick(ORGS), date, amz_date(), sig)
        vals = [sig]
    elif k == "azure-sas":
        sig = pct(b64(rbytes(32)))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT%02d:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            rs(ANL, 10), pick(["exports", "media", "backups"]), obj, rint(1, 12), rint(1, 28), rint(0, 23), sig)
        vals = [sig]
    elif k == "cloudfront":
        sig = b64(rbytes(128)).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 14), obj, rint(1_740_000_000, 1_780_000_000), sig, rs(ANU, 13))
        vals = [sig]
    elif k == "oss":
        akid = "LTAI" + rs(AN, 20)
        sig = pct(b64(rbytes(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (pick(ORGS), obj, akid, rint(1_740_000_000, 1_780_000_000), sig)
        vals = [akid, sig]
    elif k == "datagokr":
        tok = pct(b64(rbytes(66)))
        url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=%s&base_time=0500&nx=%d&ny=%d" % (
            tok, date, rint(50, 70), rint(110, 130))
        vals = [tok]
    else:
        tok = rs(B64U, 43)
        url = "https://files.%s/dl/%s?token=%s&expires=%d" % (pick(DOMAINS), rint(10000, 99999), tok, rint(1_740_000_000, 1_780_000_000))
        vals = [tok]
    st = pick(["raw", "curl", "chat", "log", "json"])
    if st == "raw":
        text, hint = url, ""
    elif st == "curl":
        text, hint = "curl -fSL -o %s '%s'" % (obj.split("/")[-1], url), "bash"
    elif st == "chat":
        text = ("[%s] %s: here's the link for the vendor %s" % (hhmm(), pick(PEOPLE_EN), url) if lang == "en" else
                "[%s] %s: 업체 전달용 링크입니다 %s" % (hhmm(), pick(PEOPLE_KO), url))
        hint = ""
    elif st == "log":
        text, hint = '%s - - [%s] "GET /%s HTTP/1.1" 200 %d' % (ip_private(), "12/Mar/2025:10:%02d:%02d +0900" % (rint(0, 59), rint(0, 59)),
                                                                url.split("/", 3)[3], rint(1000, 9_000_000)), ""
    else:
        text, hint = json.dumps({"download_url": url, "expires_in": pick([3600, 86400, 604800])}, indent=2), "json"
    lab = {"en": "signed URL credentials", "ko": "서명 URL 자격 증명"}
    return {"fam": "signed", "cat": "signed url: %s via %s" % (k, st), "snip": text, "hint": hint, "values": vals,
            "primary": None, "S": {"thing": "signed URL" if lang == "en" else "서명 URL", "file": pick(["the support ticket", "Slack", "the CI log", "the email"])},
            "vendor": {"s3": "AWS", "s3-sts": "AWS STS", "gcs": "Google Cloud Storage", "azure-sas": "Azure SAS", "cloudfront": "CloudFront", "oss": "Alibaba OSS", "ncp": "Naver Cloud Object Storage", "app-token": None, "datagokr": "data.go.kr"}[k],
            "container": "url/" + st}


def sc_webhook(lang):
    k = pick(["slack", "discord", "dingtalk", "feishu", "teams", "gchat", "mattermost", "telegram", "jandi", "wecom", "generic"])
    if k == "slack":
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, rint(8, 10)), rs(ANU, rint(8, 10)), tok)
        vals = [tok]
    elif k == "discord":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
        vals = [tok]
    elif k == "dingtalk":
        tok = rs(HX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        vals = [tok]
    elif k == "feishu":
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        vals = [tok]
    elif k == "teams":
        sig = rs(B64U, 43)
        url = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (
            rint(1, 60), rs(HX, 32), sig)
        vals = [sig]
    elif k == "gchat":
        key = "AIza" + rs(B64U, 35)
        tok = rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, tok)
        vals = [key, tok]
    elif k == "mattermost":
        tok = rs(ANL, 26)
        url = "https://chat.%s/hooks/%s" % (pick(DOMAINS), tok)
        vals = [tok]
    elif k == "telegram":
        tok = digits(10) + ":AA" + rs(B64U, 33)
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, digits(10))
        vals = [tok]
    elif k == "jandi":
        tok = rs(HX, 32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), tok)
        vals = [tok]
    elif k == "wecom":
        tok = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok
        vals = [tok]
    else:
        tok = rs(HX, 40)
        url = "https://deploy.%s/hooks/release?secret=%s" % (pick(DOMAINS), tok)
        vals = [tok]
    st = pick(["curl", "env", "alertmanager", "python", "gha", "grafana", "raw"])
    if st == "curl":
        text, hint = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s done\"}' \\\n  %s" % (service(), url), "bash"
    elif st == "env":
        text, hint = "%s_WEBHOOK_URL=%s" % (k.upper(), url), ""
    elif st == "alertmanager":
        text, hint = "receivers:\n  - name: %s\n    %s_configs:\n      - %s: '%s'\n        send_resolved: true" % (
            pick(["oncall", "team-backend"]), "slack" if k == "slack" else "webhook", "api_url" if k == "slack" else "url", url), "yaml"
    elif st == "python":
        text, hint = "requests.post(\n    \"%s\",\n    json={\"text\": msg},\n    timeout=5,\n)" % url, "python"
    elif st == "gha":
        text, hint = "- name: notify\n  run: |\n    curl -s -X POST '%s' -d @payload.json" % url, "yaml"
    elif st == "grafana":
        text, hint = json.dumps({"name": "%s-alerts" % service(), "type": k if k != "generic" else "webhook", "settings": {"url": url}}, indent=2), "json"
    else:
        text, hint = url, ""
    lab = {"en": "%s webhook URL" % k, "ko": "%s 웹훅 URL" % k}
    return {"fam": "webhook", "cat": "webhook: %s via %s" % (k, st), "snip": text, "hint": hint, "values": vals,
            "primary": None, "S": {"thing": lab[lang], "vendor": k, "file": pick(["alertmanager.yml", "the Grafana contact point", ".env", "the deploy script"])},
            "vendor": k + " webhook", "container": "webhook/" + st}


# ---------------------------------------------------------------- secret scenarios, part 5: keys, MFA, PINs, Wi-Fi, dotfiles
def sc_pem(lang):
    while True:
        kind = pick(["ec", "ed25519-pkcs8", "openssh", "openssh", "rsa", "pkcs8-rsa", "encrypted-pkcs8", "ec"])
        begin, lines, end, trunc = pem_lines(kind)
        if trunc:
            lines = lines[:rint(3, min(6, len(lines)))]
        if all(len(x) >= 8 for x in lines):
            break
    ctx = pick(["raw", "raw", "yaml-block", "sa-json", "tf-heredoc", "ansible", "env-multiline"])
    if kind in ("rsa", "pkcs8-rsa", "encrypted-pkcs8"):
        body = "\n".join(lines) + "\n" + pick(["...", "... (truncated)", "[...]", "...(이하 생략)" if lang == "ko" else "... (rest omitted)"])
    else:
        body = "\n".join(lines)
    pem = begin + "\n" + body + "\n" + end
    if ctx == "raw":
        text, hint = pem, ""
    elif ctx == "yaml-block":
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n%s" % (
            service(), "\n".join("    " + ln for ln in pem.split("\n")))
        hint = "yaml"
    elif ctx == "sa-json" and kind in ("ed25519-pkcs8", "pkcs8-rsa"):
        obj = {"type": "service_account", "project_id": "%s-%s" % (pick(ORGS), rint(100000, 999999)), "private_key_id": rs(HX, 40),
               "private_key": pem + "\n", "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["deployer", "exporter", "ci"]), pick(ORGS)),
               "client_id": digits(21)}
        text, hint = json.dumps(obj, indent=2), "json"
    elif ctx == "tf-heredoc":
        text = 'resource "tls_private_key" "imported" {}\n\nlocals {\n  deploy_key = <<-EOT\n%s\n  EOT\n}' % "\n".join("    " + ln for ln in pem.split("\n"))
        hint = "hcl"
    elif ctx == "ansible":
        text = "deploy_ssh_key: |\n" + "\n".join("  " + ln for ln in pem.split("\n"))
        hint = "yaml"
    else:
        text = 'DEPLOY_KEY="%s"' % pem
        hint = ""
        ctx = "env-multiline"
    if ctx == "sa-json" and "private_key" not in text:
        ctx = "raw"
    lab = {"en": "private key (%s)" % kind, "ko": "개인 키(%s)" % kind}
    return {"fam": "key", "cat": "private key: %s PEM%s in %s" % (kind, " (truncated paste)" if trunc else "", ctx), "snip": text, "hint": hint,
            "values": lines, "primary": None, "S": {"thing": "private key" if lang == "en" else "개인 키", "file": pick(["deploy/id_ed25519", "certs/server.key", "the CI variable", "secrets/sa.json", "the wiki"])},
            "vendor": None, "container": "pem/" + ctx}


TOTP_ISSUERS = ["GitHub", "AWS", "Google", "Naver", "Kakao", "Toss", "Cloudflare", "npm", "Okta", "Gabia", "Cafe24", "Atlassian", "Binance", "Upbit"]


def sc_totp(lang):
    seed = totp_seed()
    iss = pick(TOTP_ISSUERS)
    acct = pick([email(), user(), "ops-shared"])
    st = pick(["uri", "grouped", "pyotp", "oathtool", "export-json", "plain"])
    if st == "uri":
        text, val = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, pct(acct), seed, iss), seed
        hint = ""
    elif st == "grouped":
        val = " ".join(wrap(seed.lower(), 4))
        text = ("%s 2FA setup key (can't scan QR): %s" if lang == "en" else "%s 2FA 설정 키 (QR 스캔 불가 시): %s") % (iss, val)
        hint = ""
    elif st == "pyotp":
        text, val, hint = 'totp = pyotp.TOTP("%s")\ncode = totp.now()  # %s admin login' % (seed, iss), seed, "python"
    elif st == "oathtool":
        text, val, hint = "oathtool --totp -b %s" % seed, seed, "bash"
    elif st == "export-json":
        text = json.dumps({"name": "%s (%s)" % (iss, acct), "login": {"username": acct, "totp": "otpauth://totp/%s?secret=%s" % (iss, seed)}}, indent=2)
        val, hint = seed, "json"
    else:
        text, val, hint = ("TOTP secret for %s: %s" if lang == "en" else "%s OTP 시크릿: %s") % (iss, seed), seed, ""
    lab = {"en": "%s TOTP seed" % iss, "ko": "%s TOTP 시드" % iss}
    return {"fam": "totp", "cat": "totp seed: %s (%s)" % (iss, st), "snip": text, "hint": hint, "values": [val], "primary": (lab, val),
            "S": {"thing": lab[lang], "vendor": iss, "file": pick(["the shared vault note", "the onboarding doc", "Slack", "the script"])},
            "vendor": None, "container": "totp/" + st}


def sc_recovery(lang):
    k = pick(["github", "google", "gitlab", "discord", "bitwarden", "1password", "apple", "bitlocker"])
    if k == "github":
        codes = ["%s-%s" % (rs(HX, 5), rs(HX, 5)) for _ in range(rint(4, 10))]
    elif k == "google":
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(4, 10))]
    elif k == "gitlab":
        codes = [rs(HX, 16) for _ in range(rint(4, 10))]
    elif k == "discord":
        codes = ["%s-%s" % (rs(ANL, 4), rs(ANL, 4)) for _ in range(rint(4, 10))]
    elif k == "bitwarden":
        codes = [rs(ANU, 32)]
    elif k == "1password":
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))]
    elif k == "apple":
        codes = ["-".join(rs(ANU, 4) for _ in range(7))]
    else:
        codes = ["-".join(digits(6, False) for _ in range(8))]
    names = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes", "discord": "Discord backup codes",
             "bitwarden": "Bitwarden recovery code", "1password": "1Password Secret Key", "apple": "Apple recovery key", "bitlocker": "BitLocker recovery key"}
    names_ko = {"github": "GitHub 복구 코드", "google": "Google 백업 코드", "gitlab": "GitLab 복구 코드", "discord": "Discord 백업 코드",
                "bitwarden": "Bitwarden 복구 코드", "1password": "1Password Secret Key", "apple": "Apple 복구 키", "bitlocker": "BitLocker 복구 키"}
    st = pick(["list", "inline", "block"])
    if st == "list" and len(codes) > 1:
        text = "\n".join(("- " if chance(0.5) else "") + c for c in codes)
    elif st == "inline" or len(codes) == 1:
        text = names[k] + ": " + ", ".join(codes) if lang == "en" else names_ko[k] + ": " + ", ".join(codes)
        st = "inline"
    else:
        half = (len(codes) + 1) // 2
        text = "\n".join("%s    %s" % (codes[i], codes[i + half]) if i + half < len(codes) else codes[i] for i in range(half))
    lab = {"en": names[k], "ko": names_ko[k]}
    return {"fam": "recovery", "cat": "recovery codes: %s x%d (%s)" % (k, len(codes), st), "snip": text, "hint": "", "values": codes,
            "primary": (lab, codes[0]) if len(codes) == 1 else None, "S": {"thing": lab[lang], "vendor": k, "file": pick(["the printout scan", "the shared drive", "Notion", "a text file on the desktop"])},
            "vendor": None, "container": "recovery/" + st}


def sc_pin(lang):
    k = pick(["puk", "piv", "door", "device", "hsm", "safe", "cert"])
    if k == "puk":
        v = digits(8, False)
        text = ("SIM for the on-call phone: PIN 0000 (default), PUK %s" if lang == "en" else "온콜폰 유심: PIN 0000(기본값), PUK %s") % v
        lab = {"en": "SIM PUK", "ko": "유심 PUK"}
        vals = [v]
    elif k == "piv":
        pin, puk, mk = digits(8, False), digits(8, False), rs(HX, 48)
        text = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --new-management-key %s" % (pin, puk, mk)
        lab = {"en": "YubiKey PIV PIN", "ko": "YubiKey PIV PIN"}
        vals = [pin, puk, mk]
    elif k == "door":
        v = digits(rint(8, 10), False)
        text = ("Server room door code: %s#" if lang == "en" else "서버실 도어락 비밀번호: %s#") % v
        lab = {"en": "server room door code", "ko": "서버실 도어락 비밀번호"}
        vals = [v]
    elif k == "device":
        v = digits(rint(8, 10), False)
        text = ("QA test phones (Galaxy S23, iPhone 15) unlock passcode: %s" if lang == "en" else "QA 테스트폰(갤럭시 S23, 아이폰 15) 잠금 해제 비밀번호: %s") % v
        lab = {"en": "test device passcode", "ko": "테스트폰 잠금 비밀번호"}
        vals = [v]
    elif k == "hsm":
        v = rs(AN, rint(10, 14))
        text = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % v
        lab = {"en": "HSM user PIN", "ko": "HSM 사용자 PIN"}
        vals = [v]
    elif k == "safe":
        v = digits(8, False)
        text = ("The key safe in the NOC opens with %s (changed quarterly)." if lang == "en" else "NOC 키 보관함 비밀번호는 %s (분기마다 변경).") % v
        lab = {"en": "key safe code", "ko": "키 보관함 비밀번호"}
        vals = [v]
    else:
        st, v = password("quoted", style=pick(["human", "leet", "kbd", "punct"]))
        text = ("Corporate certificate (공동인증서) for tax filing, path NPKI/yessign/USER/, password %s" if lang == "en"
                else "세금계산서 발행용 법인 공동인증서 (NPKI/yessign/USER/) 비밀번호: %s") % v
        lab = {"en": "certificate password", "ko": "공동인증서 비밀번호"}
        vals = [v]
    return {"fam": "pin", "cat": "pin/code: %s" % k, "snip": text, "hint": "bash" if k in ("piv", "hsm") else "", "values": vals,
            "primary": (lab, vals[0]) if len(vals) == 1 else None, "S": {"thing": lab[lang], "file": pick(["the ops handbook", "a sticky note photo", "the onboarding doc"])},
            "vendor": None, "container": "pin/" + k}


def sc_wifi(lang):
    ssid = pick(SSIDS)
    st = pick(["wpa_supplicant", "wpa_passphrase", "nmcli", "qr", "netplan", "hostapd", "netsh", "esp32", "prose"])
    mode = "url" if st == "qr" else "quoted"
    _, pw = password(mode, allow_hangul=False)
    while len(pw) > 63:
        _, pw = password(mode, allow_hangul=False)
    vals = [pw]
    if st == "wpa_supplicant":
        text, hint = 'country=KR\nnetwork={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), ""
    elif st == "wpa_passphrase":
        hexpsk = rs(HX, 64)
        text, hint = '$ wpa_passphrase "%s" \'%s\'\nnetwork={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, pw, ssid, pw, hexpsk), "bash"
        vals = [pw, hexpsk]
    elif st == "nmcli":
        text, hint = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, pw), "bash"
    elif st == "qr":
        text, hint = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), ""
    elif st == "netplan":
        text, hint = 'network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, pw), "yaml"
    elif st == "hostapd":
        text, hint = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP" % (ssid, pw), "ini"
    elif st == "netsh":
        text, hint = 'C:\\> netsh wlan show profile name="%s" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s' % (ssid, pw), ""
    elif st == "esp32":
        text, hint = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() { WiFi.begin(ssid, password); }' % (ssid, pw), "cpp"
    else:
        text = ("Office Wi-Fi: %s / %s" if lang == "en" else "사무실 와이파이: %s / 비번 %s") % (ssid, pw)
        hint = ""
    lab = {"en": "Wi-Fi key for %s" % ssid, "ko": "%s 와이파이 비밀번호" % ssid}
    return {"fam": "wifi", "cat": "wifi key: %s" % st, "snip": text, "hint": hint, "values": vals, "primary": (lab, pw) if len(vals) == 1 else None,
            "S": {"thing": lab[lang], "file": pick(["the provisioning script", "the SD card image", "the wiki", "boot/wpa_supplicant.conf"])},
            "vendor": None, "container": "wifi/" + st}


def sc_dotfile(lang):
    k = pick(["npmrc", "npmrc-auth", "yarnrc", "pypirc", "pipconf", "docker-config", "maven", "nuget", "netrc", "git-credentials",
              "gradle", "composer", "cargo", "gem", "aws-credentials", "s3cfg", "pgpass", "mycnf", "kubeconfig-token",
              "kubeconfig-keydata", "gh-hosts", "terraformrc", "databrickscfg", "filezilla"])
    h = host()
    u = user()
    vendor = None
    if k == "npmrc":
        tok = pick(["npm_" + rs(AN, 36), "ghp_" + rs(AN, 36)])
        reg = "registry.npmjs.org" if tok.startswith("npm_") else "npm.pkg.github.com"
        text, fname, vals = "@%s:registry=https://%s/\n//%s/:_authToken=%s\nalways-auth=true" % (pick(ORGS), reg, reg, tok), ".npmrc", [tok]
        vendor = "npm" if tok.startswith("npm_") else "GitHub"
    elif k == "npmrc-auth":
        blob = b64(("%s:%s" % (u, password("url")[1])).encode())
        text, fname, vals = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nemail=%s" % (pick(DOMAINS), blob, email()), ".npmrc", [blob]
    elif k == "yarnrc":
        tok = "npm_" + rs(AN, 36)
        text, fname, vals = 'npmScopes:\n  %s:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % (pick(ORGS), tok), ".yarnrc.yml", [tok]
        vendor = "npm"
    elif k == "pypirc":
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(120, 160))
        text, fname, vals = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok, "~/.pypirc", [tok]
        vendor = "PyPI"
    elif k == "pipconf":
        pw = pct(password(pick(["url", "quoted"]))[1])
        text, fname, vals = "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-all/simple\ntimeout = 60" % (u, pw, pick(DOMAINS)), "pip.conf", [pw]
    elif k == "docker-config":
        blob = b64(("%s:%s" % (u, password("quoted")[1])).encode())
        text = json.dumps({"auths": {pick(["harbor.%s" % pick(DOMAINS), "https://index.docker.io/v1/", "%s.kr.ncr.ntruss.com" % rs(ANL, 8)]): {"auth": blob}}}, indent=2)
        fname, vals = "~/.docker/config.json", [blob]
    elif k == "maven":
        pw = password("quoted")[1]
        while any(c in pw for c in "&<>"):
            pw = password("quoted")[1]
        text = "<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (
            pick(["nexus-releases", "ossrh", "github"]), u, pw)
        fname, vals = "~/.m2/settings.xml", [pw]
    elif k == "nuget":
        pw = password("quoted")[1]
        while any(c in pw for c in "&<>"):
            pw = password("quoted")[1]
        text = '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, pw)
        fname, vals = "NuGet.config", [pw]
    elif k == "netrc":
        pw = password("bare")[1]
        text, fname, vals = "machine %s\n  login %s\n  password %s" % (pick(["github.com", "api.heroku.com", h, "gitlab.%s" % pick(DOMAINS)]), u, pw), "~/.netrc", [pw]
    elif k == "git-credentials":
        tok = pick(["ghp_" + rs(AN, 36), "glpat-" + rs(AN + "-_", 20)])
        text = "https://%s:%s@%s" % (u, tok, "github.com" if tok.startswith("ghp") else "gitlab.%s" % pick(DOMAINS))
        fname, vals = "~/.git-credentials", [tok]
        vendor = "GitHub" if tok.startswith("ghp") else "GitLab"
    elif k == "gradle":
        pw = password("bare")[1]
        text, fname, vals = "org.gradle.jvmargs=-Xmx2g\nmavenUser=%s\nmavenPassword=%s\nsigning.keyId=%s" % (u, pw, rs(HXU, 8)), "~/.gradle/gradle.properties", [pw]
    elif k == "composer":
        tok = "ghp_" + rs(AN, 36)
        text, fname, vals = json.dumps({"github-oauth": {"github.com": tok}}, indent=4), "auth.json", [tok]
        vendor = "GitHub"
    elif k == "cargo":
        tok = "cio" + rs(AN, 32)
        text, fname, vals = '[registry]\ntoken = "%s"' % tok, "~/.cargo/credentials.toml", [tok]
        vendor = "crates.io"
    elif k == "gem":
        tok = "rubygems_" + rs(HX, 48)
        text, fname, vals = "---\n:rubygems_api_key: %s" % tok, "~/.gem/credentials", [tok]
        vendor = "RubyGems"
    elif k == "aws-credentials":
        akid, sk = "AKIA" + rs(ANU, 16), rs(AN + "+/", 40)
        text = "[default]\nregion = %s\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(REGIONS), pick(["prod-admin", "deploy", "legacy"]), akid, sk)
        fname, vals, vendor = "~/.aws/credentials", [akid, sk], "AWS"
    elif k == "s3cfg":
        if chance(0.5):
            akid, sk, hb = "AKIA" + rs(ANU, 16), rs(AN + "+/", 40), "s3.amazonaws.com"
        else:
            akid, sk, hb = rs(AN, 20), rs(AN, 40), "kr.object.ncloudstorage.com"
        text = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = %s\nuse_https = True" % (akid, sk, hb)
        fname, vals = "~/.s3cfg", [akid, sk]
    elif k == "pgpass":
        pw = password("url")[1]
        text, fname, vals = "%s:5432:%s:%s:%s" % (h, pick(DBNAMES), u, pw), "~/.pgpass", [pw]
    elif k == "mycnf":
        pw = password("bare")[1]
        text, fname, vals = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), "~/.my.cnf", [pw]
    elif k == "kubeconfig-token":
        tok = jwt("RS256", rint(1, 3))
        text = "users:\n- name: %s\n  user:\n    token: %s" % (pick(["ci-deployer", "admin", "readonly"]), tok)
        fname, vals = "~/.kube/config", [tok]
    elif k == "kubeconfig-keydata":
        begin, lines, end, _ = pem_lines("ec")
        blob = b64((begin + "\n" + "\n".join(lines) + "\n" + end + "\n").encode())
        text = "users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: %s\n    client-key-data: %s" % (
            "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t" + rs(B64, 20) + "...", blob)
        fname, vals = "~/.kube/config", [blob]
    elif k == "gh-hosts":
        tok = "gho_" + rs(AN, 36)
        text, fname, vals = "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, tok), "~/.config/gh/hosts.yml", [tok]
        vendor = "GitHub"
    elif k == "terraformrc":
        tok = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
        text, fname, vals = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % tok, "~/.terraformrc", [tok]
        vendor = "Terraform Cloud"
    elif k == "databrickscfg":
        tok = "dapi" + rs(HX, 32)
        text, fname, vals = "[DEFAULT]\nhost = https://adb-%s.%d.azuredatabricks.net\ntoken = %s" % (digits(16), rint(1, 19), tok), "~/.databrickscfg", [tok]
        vendor = "Databricks"
    else:
        pw = password("quoted")[1]
        blob = b64(pw.encode())
        text = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (h, u, blob)
        fname, vals = "FileZilla sitemanager.xml", [blob]
    lab = {"en": "credential in %s" % fname, "ko": "%s 안의 자격 증명" % fname}
    return {"fam": "registry", "cat": "dotfile: %s" % k, "snip": text, "hint": "", "values": vals,
            "primary": (lab, vals[0]) if len(vals) == 1 else None, "S": {"thing": lab[lang], "file": fname, "host": h},
            "vendor": vendor, "container": "dotfile/" + k}


def sc_git_url(lang):
    k = pick(["gh-pat", "gh-app", "gitlab", "bitbucket", "insteadof", "gitconfig"])
    org, name = pick(ORGS), service()
    if k == "gh-pat":
        tok = "ghp_" + rs(AN, 36)
        text = "git clone https://%s:%s@github.com/%s/%s.git" % (user(), tok, org, name)
    elif k == "gh-app":
        tok = "ghs_" + rs(AN, 36)
        text = "git remote set-url origin https://x-access-token:%s@github.com/%s/%s.git" % (tok, org, name)
    elif k == "gitlab":
        tok = "glpat-" + rs(AN + "-_", 20)
        text = "git clone https://oauth2:%s@gitlab.%s/%s/%s.git" % (tok, pick(DOMAINS), org, name)
    elif k == "bitbucket":
        tok = "ATBB" + rs(AN, 28) + rs(HXU, 8)
        text = "git push https://%s:%s@bitbucket.org/%s/%s.git HEAD:main" % (user(), tok, org, name)
    elif k == "insteadof":
        tok = "ghp_" + rs(AN, 36)
        text = 'git config --global url."https://%s:%s@github.com/".insteadOf "https://github.com/"\nexport GOPRIVATE=github.com/%s/*' % (user(), tok, org)
    else:
        tok = "ghp_" + rs(AN, 36)
        text = '[remote "origin"]\n\turl = https://%s:%s@github.com/%s/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*' % (user(), tok, org, name)
    lab = {"en": "git token in the remote URL", "ko": "remote URL에 들어간 git 토큰"}
    return {"fam": "registry", "cat": "git url with token: %s" % k, "snip": text, "hint": "bash" if k != "gitconfig" else "ini", "values": [tok],
            "primary": (lab, tok), "S": {"thing": lab[lang], "file": ".git/config" if k == "gitconfig" else pick(["the CI log", "the Dockerfile", "the setup script"])},
            "insight": pick([None, "Tokens in remote URLs are stored in .git/config and printed by `git remote -v`; use a credential helper."
                             if lang == "en" else "remote URL의 토큰은 .git/config에 저장되고 `git remote -v`에 출력된다. credential helper를 쓸 것."]),
            "vendor": {"gh-pat": "GitHub", "gh-app": "GitHub App", "gitlab": "GitLab", "bitbucket": "Bitbucket", "insteadof": "GitHub", "gitconfig": "GitHub"}[k],
            "container": "git/" + k}


# ---------------------------------------------------------------- validation (FORMAT.txt rules)
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def check_fields(fields):
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty field"
    for k in FIELD_KEYS:
        if nbytes(fields[k]) > LIMITS[k]:
            return "too long: %s (%d bytes)" % (k, nbytes(fields[k]))
    return None


def window_violation(fields, secrets):
    """FORMAT rule: no 8-char window of any listed secret outside the secrets' own occurrences."""
    order = sorted(range(len(secrets)), key=lambda i: (-len(secrets[i]), i))
    for marker in ("\x00", "[REDACTED]"):
        masked = []
        for k in FIELD_KEYS:
            t = fields[k]
            for i in order:
                t = t.replace(secrets[i], marker)
            masked.append(t)
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                for t in masked:
                    if w in t:
                        return w
    return None


def check_secret_note(fields, secrets):
    e = check_fields(fields)
    if e:
        return e
    if not secrets:
        return "no secrets"
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in fields[k] for k in FIELD_KEYS):
            return "secret not in fields: %r" % s
    w = window_violation(fields, secrets)
    if w is not None:
        return "window outside occurrence: %r" % w
    return None


# ---------------------------------------------------------------- secret note assembly
SECRET_PLAN = [("vendor token in config", sc_vendor_container, 60), ("vendor token in HTTP", sc_vendor_http, 32),
               ("several vendor secrets", sc_multi_env, 15), ("long token", sc_long_token, 12),
               ("password in config", sc_password_config, 26), ("password in command", sc_cmd_password, 38),
               ("connection string", sc_conn_string, 28), ("password in SQL", sc_sql_user, 8),
               ("password in chat", sc_chat_password, 12), ("Basic auth", sc_basic_auth, 15), ("cookie", sc_cookie, 13),
               ("signed URL", sc_signed_url, 13), ("webhook URL", sc_webhook, 15), ("private key", sc_pem, 14),
               ("TOTP seed", sc_totp, 8), ("recovery codes", sc_recovery, 8), ("PIN / code", sc_pin, 7),
               ("Wi-Fi key", sc_wifi, 10), ("credential dotfile", sc_dotfile, 18), ("git URL with token", sc_git_url, 8)]
assert sum(n for _, _, n in SECRET_PLAN) == N_SECRET

REJECTS = {"secret": 0, "clean": 0}


def build_secret(lang, fn):
    for attempt in range(400):
        sc = fn(lang)
        S = make_slots(lang, **sc["S"])
        layout, mc, le, ask = compose(lang, sc["fam"], S, sc["snip"], sc["values"], sc.get("hint", ""),
                                      sc.get("primary"), sc.get("insight"), sc.get("fixed"))
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        secrets = dedupe(sc["values"])
        err = check_secret_note(fields, secrets)
        if err is None:
            meta = {"vendor": sc.get("vendor"), "container": sc.get("container"), "layout": layout, "fam": sc["fam"]}
            return {"lang": lang, "kind": "secret", "category": "%s [%s]" % (sc["cat"], layout), "fields": fields,
                    "secrets": secrets}, meta
        REJECTS["secret"] += 1
    raise RuntimeError("could not build a valid secret note with %s" % fn.__name__)


# ---------------------------------------------------------------- prose: finer families (signed URLs, webhooks, recovery codes, PINs)
FAM["signed"] = {
    "en": {"task": ["share a build artifact with the vendor", "move file downloads to signed URLs", "debug why customers get 403 on invoice downloads",
                    "hand an export over to the partner team", "find out why old download links still work"],
           "gap": ["that the signed link was valid for 7 days", "that the URL itself grants access", "that the URL was logged by the proxy",
                   "that the signature embeds the access key id", "that the link had been forwarded by email"],
           "lesson": ["Presigned URLs keep working until they expire even if the object ACL changes; use short expiry times.",
                      "Access logs store full query strings, so signed URLs end up in the logs; strip query strings there.",
                      "A signed URL is a bearer credential: anyone holding it can download the object until expiry.",
                      "Generate links on demand with a 15-minute expiry instead of pasting long-lived ones into tickets.",
                      "A 403 with SignatureDoesNotMatch usually means the client re-encoded the query string."],
           "ask": ["What expiry should signed links for customers use?", "Should I invalidate this link by rotating the signing key?",
                   "Who needs download access besides the partner team?", ""]},
    "ko": {"task": ["빌드 산출물을 외부 업체와 공유", "파일 다운로드를 서명 URL로 전환", "고객 인보이스 다운로드 403 원인 파악",
                    "제휴사 팀에 export 파일 전달", "오래된 다운로드 링크가 아직 동작하는 이유 파악"],
           "gap": ["서명된 링크가 7일간 유효하다는 것을", "URL 자체가 접근 권한이라는 것을", "프록시가 URL을 로그에 남긴다는 것을",
                   "서명에 액세스 키 ID가 들어간다는 것을", "링크가 메일로 전달됐다는 것을"],
           "lesson": ["presigned URL은 객체 ACL이 바뀌어도 만료 전까지 동작한다. 만료 시간을 짧게.",
                      "액세스 로그에 쿼리스트링이 통째로 남아서 서명 URL이 로그에 저장된다.",
                      "서명 URL은 bearer 자격 증명이다. 가진 사람은 만료 전까지 누구나 다운로드 가능.",
                      "티켓에 장기 링크를 붙이지 말고 15분 만료 링크를 그때그때 생성할 것.",
                      "SignatureDoesNotMatch 403은 대개 클라이언트가 쿼리스트링을 다시 인코딩해서 생긴다."],
           "ask": ["고객용 서명 링크 만료 시간은 얼마로 할까요?", "서명 키를 교체해서 이 링크를 무효화할까요?",
                   "제휴사 팀 외에 다운로드 권한이 필요한 사람이 있나요?", ""]},
}
FAM["webhook"] = {
    "en": {"task": ["hook {svc} alerts into the team channel", "debug why the notification bot stopped posting", "clean up old integrations in {svc}",
                    "add deploy notifications to the pipeline", "move alert routing to Alertmanager"],
           "gap": ["that the URL itself is the credential", "that the webhook was shared by several services", "that anyone with the link can post to the channel",
                   "that the webhook had been regenerated", "which channel the hook posts to"],
           "lesson": ["A webhook URL with a token in it is a credential: treat it like a password and keep it in the secret store.",
                      "The bot stopped posting because the webhook was regenerated; the old URL returns 404 now.",
                      "Per-service webhooks make it possible to revoke one without breaking the others.",
                      "Alertmanager reads the URL from api_url_file if set; that keeps it out of the config repo.",
                      "Rate limits apply per webhook, so bursts of alerts from {svc} were silently dropped."],
           "ask": ["Should I regenerate this webhook since it ended up in the notes?", "Which channel should {svc} alerts go to in {env}?",
                   "Can each service get its own webhook?", ""]},
    "ko": {"task": ["{svc} 알림을 팀 채널로 연동", "알림 봇이 메시지를 안 보내는 원인 파악", "{svc}의 오래된 연동 정리",
                    "파이프라인에 배포 알림 추가", "알림 라우팅을 Alertmanager로 이전"],
           "gap": ["URL 자체가 자격 증명이라는 것을", "웹훅 하나를 여러 서비스가 공유하고 있다는 것을", "링크만 있으면 누구나 채널에 글을 쓸 수 있다는 것을",
                   "웹훅이 재발급됐다는 것을", "훅이 어느 채널로 올라가는지"],
           "lesson": ["토큰이 들어간 웹훅 URL은 자격 증명이다. 비밀번호처럼 취급하고 시크릿 저장소에 둘 것.",
                      "웹훅을 재발급해서 봇이 멈춘 것. 예전 URL은 이제 404를 준다.",
                      "서비스별로 웹훅을 분리해야 하나만 폐기해도 나머지가 안 깨진다.",
                      "Alertmanager는 api_url_file을 지정하면 파일에서 URL을 읽는다. 설정 레포에서 뺄 수 있음.",
                      "웹훅별로 rate limit이 있어서 {svc} 알림이 몰리면 조용히 버려졌다."],
           "ask": ["노트에 남았으니 이 웹훅을 재발급할까요?", "{env}에서 {svc} 알림은 어느 채널로 보내야 하나요?",
                   "서비스마다 웹훅을 따로 받아도 될까요?", ""]},
}
FAM["recovery"] = {
    "en": {"task": ["hand over the on-call accounts", "recover access to the shared {vendor} admin account", "clean up the ops shared drive",
                    "document break-glass access for {env}"],
           "gap": ["where the recovery codes were kept", "that 2FA was tied to one person's phone", "that some codes were already used",
                   "that the codes were stored in plain text"],
           "lesson": ["Recovery codes are single-use; mark them as used in the vault after each one.",
                      "Break-glass codes belong in the sealed vault entry, not in a shared drive or chat.",
                      "Regenerating recovery codes invalidates the old set immediately.",
                      "Anyone holding these codes can bypass 2FA, so they count as credentials."],
           "ask": ["Can you move these codes into the team vault and regenerate them?", "Who should hold the break-glass codes?",
                   "Should I delete the file with the codes from the shared drive?", ""]},
    "ko": {"task": ["온콜 계정 인수인계", "공용 {vendor} 관리자 계정 접근 복구", "운영 공유 드라이브 정리", "{env} 비상 접근 절차 문서화"],
           "gap": ["복구 코드를 어디 보관하는지", "2FA가 한 사람 폰에 묶여 있다는 것을", "일부 코드가 이미 사용됐다는 것을", "코드가 평문으로 저장되어 있다는 것을"],
           "lesson": ["복구 코드는 1회용이다. 쓸 때마다 vault에서 사용 표시할 것.", "비상용 코드는 공유 드라이브나 채팅이 아니라 봉인된 vault 항목에.",
                      "복구 코드를 재발급하면 예전 코드는 즉시 무효가 된다.", "이 코드만 있으면 2FA를 우회할 수 있으니 자격 증명으로 취급해야 한다."],
           "ask": ["이 코드들을 팀 vault로 옮기고 재발급해 주실 수 있나요?", "비상용 코드는 누가 보관해야 하나요?",
                   "공유 드라이브의 코드 파일을 지울까요?", ""]},
}
FAM["pin"] = {
    "en": {"task": ["set up the on-call phone", "unlock the hardware token for {person}", "prepare the QA device lab", "hand over the server room access",
                    "renew the corporate certificate for tax invoices"],
           "gap": ["that the token locks after 3 wrong PINs", "who had changed the default code", "where the PUK was written down",
                   "that the certificate password differs from the login password"],
           "lesson": ["The PUK unlocks the PIN; after 10 wrong PUKs the token is bricked.", "Codes like this belong in the vault, not in the handbook.",
                      "Change default PINs before handing devices out; several were still on the factory value.",
                      "The certificate password is checked locally, so a wrong one gives 'invalid file' instead of a clear error."],
           "ask": ["Can you change this code since it is now in the notes?", "Who else should know the code?", "Should the PIN move to the team vault?", ""]},
    "ko": {"task": ["온콜폰 세팅", "{person} 하드웨어 토큰 잠금 해제", "QA 디바이스 랩 준비", "서버실 출입 인수인계", "세금계산서용 법인 인증서 갱신"],
           "gap": ["PIN을 3번 틀리면 토큰이 잠긴다는 것을", "기본 코드를 누가 바꿨는지", "PUK을 어디 적어 뒀는지", "인증서 비밀번호가 로그인 비밀번호와 다르다는 것을"],
           "lesson": ["PUK으로 PIN 잠금을 풀 수 있고, PUK을 10번 틀리면 토큰은 못 쓴다.", "이런 코드는 핸드북이 아니라 vault에 둘 것.",
                      "장비 배포 전에 기본 PIN을 바꿀 것. 몇 대는 공장 초기값 그대로였다.",
                      "인증서 비밀번호는 로컬에서 검증돼서 틀리면 명확한 에러 대신 '잘못된 파일'이 뜬다."],
           "ask": ["노트에 남았으니 이 코드를 바꿔 주실 수 있나요?", "이 코드를 또 누가 알아야 하나요?", "PIN을 팀 vault로 옮길까요?", ""]},
}
FAM["totp"] = FAM["mfa"]

# English placeholders for "where it came from", rendered for Korean notes
KO_PHRASE = {"the terminal history": "터미널 히스토리", "README": "README", "Makefile target": "Makefile 타깃", "Cargo config": "Cargo 설정",
             "the pod logs": "파드 로그", "journalctl output": "journalctl 출력", "the container log": "컨테이너 로그", "the crash report": "크래시 리포트",
             "CI output": "CI 출력", "the PR diff": "PR diff", "the commit": "커밋", "the wiki page": "위키 페이지", "the runbook": "런북",
             "the team chat": "팀 채팅", "the export.csv": "export.csv", "the request log": "요청 로그", "the terminal": "터미널", "a HAR file": "HAR 파일",
             "the browser devtools": "브라우저 개발자도구", "the wiki": "위키", "the app log": "앱 로그", "the DBA's script": "DBA 스크립트", "the DM": "DM",
             "the proxy config": "프록시 설정", "the script": "스크립트", "the browser": "브라우저", "a HAR export": "HAR 내보내기", "the e2e test fixture": "e2e 테스트 픽스처",
             "the support ticket": "지원 티켓", "the CI log": "CI 로그", "the email": "메일", "the Grafana contact point": "Grafana contact point",
             "the deploy script": "배포 스크립트", "the CI variable": "CI 변수", "the shared vault note": "공유 vault 메모", "the onboarding doc": "온보딩 문서",
             "the printout scan": "출력물 스캔본", "the shared drive": "공유 드라이브", "a text file on the desktop": "바탕화면 텍스트 파일",
             "the ops handbook": "운영 핸드북", "a sticky note photo": "포스트잇 사진", "the provisioning script": "프로비저닝 스크립트",
             "the SD card image": "SD 카드 이미지", "the Dockerfile": "Dockerfile", "the setup script": "셋업 스크립트", "Slack": "슬랙",
             "the runbook ": "런북", "the CLI": "CLI", "the vendor": "외부 업체", "a sticky note": "포스트잇"}


def ko_phrase(s):
    if s in KO_PHRASE:
        return KO_PHRASE[s]
    if s.startswith("the "):
        return s[4:]
    return s


# ---------------------------------------------------------------- prose: clean families
FAM["c_config"] = {
    "en": {"task": ["move {svc} config to per-environment files", "add the {env} overlay for {svc}", "review the config PR for {svc}",
                    "set up the local dev environment for {svc}", "clean up unused settings in {svc}", "document how {svc} is configured"],
           "gap": ["which settings are injected at deploy time", "that the template is rendered by the deploy tool", "where the real values come from",
                   "that the example file is what new developers copy", "that the placeholders must keep their exact names"],
           "lesson": ["The committed file only holds references; the deploy step resolves them, so local runs need a .env.local.",
                      "Keep the variable names identical across environments; only the values differ and they never live in git.",
                      "The app fails fast at startup when a referenced value is missing, which is the behaviour we want.",
                      "Template placeholders are rendered by the deploy tool, so the literal text in the repo is expected.",
                      "New settings need an entry in the example file and in the deploy manifest, otherwise CI breaks."],
           "ask": ["Should new settings go into the example file as well?", "Which environments need this setting?",
                   "Is it fine to rename the variable in the same PR?", "Do you want the config docs updated too?", ""]},
    "ko": {"task": ["{svc} 설정을 환경별 파일로 분리", "{svc}의 {env} 오버레이 추가", "{svc} 설정 PR 리뷰", "{svc} 로컬 개발 환경 세팅",
                    "{svc}의 미사용 설정 정리", "{svc} 설정 방식 문서화"],
           "gap": ["어떤 설정이 배포 시점에 주입되는지", "템플릿을 배포 도구가 렌더링한다는 것을", "실제 값이 어디서 오는지",
                   "신규 개발자가 예제 파일을 그대로 복사한다는 것을", "플레이스홀더 이름을 정확히 유지해야 한다는 것을"],
           "lesson": ["커밋된 파일에는 참조만 있고 배포 단계에서 값이 채워진다. 로컬 실행은 .env.local이 필요.",
                      "변수 이름은 환경마다 동일하게 유지하고 값만 다르게, 값은 git에 두지 않는다.",
                      "참조한 값이 없으면 앱이 기동 시 바로 실패한다. 의도한 동작.",
                      "템플릿 플레이스홀더는 배포 도구가 렌더링하므로 레포에 문자 그대로 있는 게 정상.",
                      "새 설정은 예제 파일과 배포 매니페스트 둘 다에 추가해야 CI가 안 깨진다."],
           "ask": ["새 설정도 예제 파일에 추가할까요?", "이 설정이 필요한 환경은 어디인가요?", "같은 PR에서 변수 이름을 바꿔도 될까요?",
                   "설정 문서도 같이 업데이트할까요?", ""]},
}
FAM["c_debug"] = {
    "en": {"task": ["trace a failed request through {svc}", "find the commit that broke the {env} build", "debug intermittent 502s from {svc}",
                    "verify the release artifact before rollout", "correlate the customer report with our logs", "investigate duplicate events in {svc}"],
           "gap": ["how request ids propagate between services", "which build actually got deployed", "that the CDN adds its own request id",
                   "that the checksum file is generated by CI", "which log index holds the traces", "that retries reuse the idempotency key"],
           "lesson": ["Search logs by the request id first; the trace id only appears once the span is exported.",
                      "The digest, not the tag, identifies what is running; tags get moved.",
                      "Bisecting with the build ids from CI is faster than rebuilding locally.",
                      "Retries reuse the same idempotency key, so duplicate rows mean the key was not being sent.",
                      "The CDN request id and our request id differ; the mapping is in the edge logs.",
                      "Always compare checksums from the release page, not from the mirror."],
           "ask": ["Can you share the request id from the customer's screenshot?", "Which build should I roll back to?",
                   "Is it OK to add the request id to the error page?", "Should I open an incident for this?", ""]},
    "ko": {"task": ["{svc}에서 실패한 요청 추적", "{env} 빌드를 깨뜨린 커밋 찾기", "{svc}의 간헐적 502 디버깅", "배포 전 릴리스 산출물 검증",
                    "고객 문의와 로그 대조", "{svc} 이벤트 중복 원인 조사"],
           "gap": ["서비스 간 request id가 어떻게 전파되는지", "실제로 어떤 빌드가 배포됐는지", "CDN이 자체 request id를 붙인다는 것을",
                   "체크섬 파일을 CI가 생성한다는 것을", "트레이스가 어느 로그 인덱스에 있는지", "재시도 시 같은 멱등성 키를 쓴다는 것을"],
           "lesson": ["로그는 request id로 먼저 검색할 것. trace id는 span이 export된 후에만 보인다.",
                      "실행 중인 것을 식별하는 건 태그가 아니라 digest다. 태그는 옮겨진다.",
                      "로컬에서 다시 빌드하는 것보다 CI 빌드 id로 bisect하는 게 빠르다.",
                      "재시도는 같은 멱등성 키를 쓰므로 중복 행은 키가 안 넘어갔다는 뜻.",
                      "CDN request id와 우리 request id는 다르다. 매핑은 엣지 로그에 있음.",
                      "체크섬은 미러가 아니라 릴리스 페이지 값과 비교할 것."],
           "ask": ["고객 스크린샷의 request id를 공유해 주실 수 있나요?", "어느 빌드로 롤백할까요?", "에러 페이지에 request id를 노출해도 될까요?",
                   "장애 티켓을 열까요?", ""]},
}
FAM["c_keys"] = {
    "en": {"task": ["give the new CI runner access to {host}", "set up commit signing for the team", "add a WireGuard peer for the {env} VPN",
                    "pin the TLS certificate in the mobile app", "verify the host key of the new bastion", "configure SSO with the IdP"],
           "gap": ["which half of the key pair goes where", "that only the public key is needed on the server", "the fingerprint format the IdP shows",
                   "that the certificate chain must include the intermediate", "that known_hosts was out of date"],
           "lesson": ["Only the public key goes to the server or the IdP; the private half never leaves the machine that generated it.",
                      "Compare fingerprints out of band before trusting a new host key.",
                      "Pin the public key (SPKI hash), not the leaf certificate, so renewals don't break the app.",
                      "The IdP metadata certificate is public; it can live in the repo.",
                      "authorized_keys needs one key per line; the paste had a line break in the middle."],
           "ask": ["Should the runner get its own key pair?", "Can you confirm the fingerprint from the console?", "Which peers should be allowed on the {env} VPN?", ""]},
    "ko": {"task": ["새 CI 러너에 {host} 접근 권한 부여", "팀 커밋 서명 설정", "{env} VPN에 WireGuard 피어 추가", "모바일 앱 TLS 인증서 피닝",
                    "새 배스천 호스트 키 검증", "IdP와 SSO 연동"],
           "gap": ["키 쌍 중 어느 쪽을 어디에 둬야 하는지", "서버에는 공개 키만 있으면 된다는 것을", "IdP가 보여주는 지문 형식",
                   "인증서 체인에 중간 인증서가 있어야 한다는 것을", "known_hosts가 오래됐다는 것을"],
           "lesson": ["서버나 IdP에는 공개 키만 올린다. 개인 키는 생성한 머신 밖으로 나가지 않는다.",
                      "새 호스트 키를 신뢰하기 전에 지문을 별도 채널로 비교할 것.",
                      "리프 인증서가 아니라 공개 키(SPKI 해시)를 피닝해야 갱신 때 앱이 안 깨진다.",
                      "IdP 메타데이터 인증서는 공개 정보라 레포에 둬도 된다.",
                      "authorized_keys는 한 줄에 키 하나. 붙여넣을 때 중간에 줄바꿈이 들어갔었다."],
           "ask": ["러너 전용 키 쌍을 따로 만들까요?", "콘솔에서 지문을 확인해 주실 수 있나요?", "{env} VPN에 허용할 피어는 어디까지인가요?", ""]},
}
FAM["c_ids"] = {
    "en": {"task": ["reconcile payments between {svc} and the PSP", "set up cross-account access for {svc}", "map Slack channels to alert routes",
                    "write the support runbook for refunds", "wire the OAuth login for the admin app", "fix the analytics tagging on the landing page"],
           "gap": ["which identifiers are safe to log", "that the account id is not sensitive", "which ids the support team can search by",
                   "that the client id is public by design", "the difference between object ids and keys"],
           "lesson": ["Object ids (customers, payments, channels) are fine in logs and tickets; credentials are not, and the two look alike.",
                      "Cross-account roles are addressed by account id and role ARN; no keys are exchanged.",
                      "The OAuth client id is public; the client secret is the part that must stay out of the code.",
                      "Support searches by payment id, so include it in every error message.",
                      "Channel ids are stable while names change, so alert routes should use the id."],
           "ask": ["Can support get read access to the payment dashboard?", "Should the ids go into the error message as well?",
                   "Which channel should the new alerts use?", ""]},
    "ko": {"task": ["{svc}와 PG사 간 결제 대사", "{svc} 교차 계정 접근 설정", "슬랙 채널별 알림 라우팅 매핑", "환불 CS 런북 작성",
                    "관리자 앱 OAuth 로그인 연동", "랜딩 페이지 애널리틱스 태깅 수정"],
           "gap": ["어떤 식별자는 로그에 남겨도 되는지", "계정 id는 민감 정보가 아니라는 것을", "CS팀이 어떤 id로 검색하는지",
                   "client id는 원래 공개 값이라는 것을", "객체 id와 키의 차이"],
           "lesson": ["객체 id(고객, 결제, 채널)는 로그나 티켓에 남겨도 되지만 자격 증명은 안 된다. 둘이 비슷하게 생겨서 헷갈림.",
                      "교차 계정 역할은 계정 id와 역할 ARN으로 지정하고 키는 주고받지 않는다.",
                      "OAuth client id는 공개 값이고, 코드에서 빼야 하는 건 client secret이다.",
                      "CS는 결제 id로 검색하므로 모든 에러 메시지에 포함시킬 것.",
                      "채널 이름은 바뀌어도 id는 고정이라 알림 라우팅은 id로 해야 한다."],
           "ask": ["CS팀에 결제 대시보드 읽기 권한을 줘도 될까요?", "에러 메시지에도 id를 넣을까요?", "새 알림은 어느 채널로 보낼까요?", ""]},
}
FAM["c_crypto"] = {
    "en": {"task": ["add a new setting to the encrypted values file", "review the secrets PR for {svc}", "migrate {svc} secrets to SOPS",
                    "set up SealedSecrets in the {env} cluster", "rotate the KMS key used by {svc}"],
           "gap": ["that the file is encrypted per value", "which key the blob was encrypted with", "that the controller decrypts in-cluster",
                   "that the ciphertext is safe to commit", "how to edit the file without decrypting it to disk"],
           "lesson": ["Encrypted values are safe to commit; only the key holders can decrypt them.",
                      "Use the tool's edit command so plaintext never touches the disk.",
                      "SealedSecrets are bound to namespace and name; renaming the secret requires resealing.",
                      "SOPS keeps keys readable and encrypts only values, so diffs still show what changed.",
                      "KMS ciphertext blobs embed the key id, so decrypt works without telling it which key."],
           "ask": ["Who else needs decrypt access for {env}?", "Should the old encrypted file be removed after the migration?",
                   "Can I add the new value myself or should the owner do it?", ""]},
    "ko": {"task": ["암호화된 values 파일에 설정 추가", "{svc} 시크릿 PR 리뷰", "{svc} 시크릿을 SOPS로 이전", "{env} 클러스터에 SealedSecrets 설정",
                    "{svc}가 쓰는 KMS 키 교체"],
           "gap": ["파일이 값 단위로 암호화된다는 것을", "블롭이 어떤 키로 암호화됐는지", "컨트롤러가 클러스터 안에서 복호화한다는 것을",
                   "암호문은 커밋해도 안전하다는 것을", "디스크에 복호화하지 않고 파일을 수정하는 방법"],
           "lesson": ["암호화된 값은 커밋해도 안전하다. 키 보유자만 복호화할 수 있다.", "평문이 디스크에 안 남게 도구의 edit 명령을 쓸 것.",
                      "SealedSecret은 네임스페이스와 이름에 묶여 있어서 이름을 바꾸면 다시 봉인해야 한다.",
                      "SOPS는 키는 그대로 두고 값만 암호화해서 diff로 변경 내용을 볼 수 있다.",
                      "KMS 암호문 블롭에는 key id가 들어 있어서 복호화 시 키를 지정할 필요가 없다."],
           "ask": ["{env} 복호화 권한이 필요한 사람이 또 있나요?", "이전 후 예전 암호화 파일은 지울까요?", "새 값은 제가 추가해도 되나요, 담당자가 해야 하나요?", ""]},
}
FAM["c_policy"] = {
    "en": {"task": ["implement the new password rules in {svc}", "answer the security questionnaire", "update the onboarding checklist",
                    "review the login flow of the admin app", "align {svc} with the ISMS-P audit findings"],
           "gap": ["what the current password policy actually is", "that the rules differ between admin and customer accounts",
                   "that the audit requires lockout after failed attempts", "who signs off on policy changes"],
           "lesson": ["Customer passwords: minimum 10 characters, checked against a breached-password list, no forced periodic rotation.",
                      "Admin accounts need MFA plus a 14-character minimum; the check runs server-side, not only in the form.",
                      "Lock the account for 15 minutes after 5 failed attempts and log the event with the user id only.",
                      "Password hints and security questions are gone; recovery goes through verified e-mail.",
                      "The policy is enforced by the auth service, so other services must not implement their own rules."],
           "ask": ["Should existing users be forced to reset on next login?", "Does the lockout apply to API clients too?",
                   "Who approves exceptions to the policy?", ""]},
    "ko": {"task": ["{svc}에 새 비밀번호 규칙 적용", "보안 점검 질의서 답변", "온보딩 체크리스트 갱신", "관리자 앱 로그인 흐름 리뷰",
                    "ISMS-P 심사 지적사항에 맞춰 {svc} 수정"],
           "gap": ["현재 비밀번호 정책이 정확히 뭔지", "관리자와 고객 계정 규칙이 다르다는 것을", "심사에서 로그인 실패 시 잠금을 요구한다는 것을",
                   "정책 변경 승인권자가 누구인지"],
           "lesson": ["고객 비밀번호: 최소 10자, 유출 비밀번호 목록과 대조, 주기적 강제 변경은 하지 않음.",
                      "관리자 계정은 MFA 필수에 최소 14자. 검증은 폼이 아니라 서버에서 한다.",
                      "5회 실패 시 15분 잠금, 이벤트는 사용자 id만 로그에 남긴다.",
                      "비밀번호 힌트와 보안 질문은 없앴고 복구는 인증된 이메일로만.",
                      "정책은 인증 서비스에서 강제하므로 다른 서비스가 자체 규칙을 두면 안 된다."],
           "ask": ["기존 사용자도 다음 로그인 때 재설정을 강제할까요?", "잠금 정책이 API 클라이언트에도 적용되나요?", "정책 예외는 누가 승인하나요?", ""]},
}
FAM["c_front"] = {
    "en": {"task": ["add payments to the checkout page", "set up the map widget on the store locator", "wire up search on the docs site",
                    "add bot protection to the signup form", "initialise the analytics SDK in the web app", "configure the mobile push SDK"],
           "gap": ["which key is meant for the browser", "that this key type is public by design", "that the key is restricted by domain in the console",
                   "which environment the key belongs to", "that the server-side key is a different one"],
           "lesson": ["This key is designed to be shipped to browsers; access is limited by domain/referrer restrictions in the vendor console.",
                      "The browser key can only create tokens or read public data; the server-side key stays in the backend.",
                      "Restricting the key to our domains in the console is what actually protects it.",
                      "Test and live keys differ only by prefix, so the build must pick the right one per environment.",
                      "Putting it in the bundle is expected; it shows up in every page load anyway."],
           "ask": ["Should staging use the test key or a separate live key with domain restrictions?", "Can you add the new domain to the key's allowed referrers?",
                   "Who manages the vendor console?", ""]},
    "ko": {"task": ["결제 페이지에 결제 위젯 추가", "매장 찾기 페이지에 지도 위젯 설정", "문서 사이트 검색 연동", "회원가입 폼에 봇 방지 추가",
                    "웹앱에 애널리틱스 SDK 초기화", "모바일 푸시 SDK 설정"],
           "gap": ["어떤 키가 브라우저용인지", "이 종류의 키는 원래 공개용이라는 것을", "콘솔에서 도메인 제한이 걸려 있다는 것을",
                   "키가 어느 환경 것인지", "서버용 키는 따로 있다는 것을"],
           "lesson": ["이 키는 브라우저에 배포하도록 설계된 공개 키다. 접근 제어는 업체 콘솔의 도메인/리퍼러 제한으로 한다.",
                      "브라우저 키는 토큰 생성이나 공개 데이터 조회만 가능하고, 서버용 키는 백엔드에만 둔다.",
                      "실제로 보호하는 건 콘솔에서 우리 도메인으로 제한하는 설정이다.",
                      "테스트/라이브 키는 prefix만 달라서 빌드가 환경별로 맞는 키를 골라야 한다.",
                      "번들에 들어가는 게 정상이다. 어차피 페이지 로드마다 노출된다."],
           "ask": ["스테이징은 테스트 키를 쓸까요, 도메인 제한 건 라이브 키를 따로 쓸까요?", "새 도메인을 키 허용 리퍼러에 추가해 주실 수 있나요?",
                   "업체 콘솔은 누가 관리하나요?", ""]},
}
FAM["c_plain"] = {
    "en": {"task": ["speed up the test suite of {svc}", "fix the flaky e2e test", "upgrade {svc} to the new framework version",
                    "add pagination to the admin list", "reduce the Docker image size of {svc}", "fix timezone bugs in the report"],
           "gap": ["that the tests share a database", "which tests were quarantined", "that the report runs in UTC",
                   "that the build cache is keyed on the lockfile", "that pagination is cursor-based on the API"],
           "lesson": ["Running the integration tests in parallel needs one schema per worker.",
                      "The flaky test waited on an animation; waiting for the network idle state fixed it.",
                      "Multi-stage builds cut the image from 1.2 GB to 180 MB.",
                      "Reports must convert to Asia/Seoul at the edge, not in SQL.",
                      "Cursor pagination avoids the duplicate rows we saw with OFFSET."],
           "ask": ["Is it OK to bump the minimum runtime version?", "Should the quarantined tests be deleted?", "Which timezone should the report use?", ""]},
    "ko": {"task": ["{svc} 테스트 속도 개선", "불안정한 e2e 테스트 수정", "{svc} 프레임워크 버전 업그레이드", "관리자 목록에 페이지네이션 추가",
                    "{svc} 도커 이미지 용량 축소", "리포트 시간대 버그 수정"],
           "gap": ["테스트들이 DB를 공유한다는 것을", "어떤 테스트가 격리(quarantine)됐는지", "리포트가 UTC로 돈다는 것을",
                   "빌드 캐시 키가 lockfile 기준이라는 것을", "API 페이지네이션이 커서 방식이라는 것을"],
           "lesson": ["통합 테스트를 병렬로 돌리려면 워커마다 스키마를 따로 둬야 한다.", "불안정했던 테스트는 애니메이션을 기다리고 있었다. network idle 대기로 해결.",
                      "멀티 스테이지 빌드로 이미지가 1.2GB에서 180MB로 줄었다.", "리포트 시간대 변환은 SQL이 아니라 출력 단계에서 Asia/Seoul로.",
                      "커서 페이지네이션으로 OFFSET에서 보이던 중복 행이 사라졌다."],
           "ask": ["최소 런타임 버전을 올려도 될까요?", "격리된 테스트는 삭제할까요?", "리포트는 어느 시간대를 써야 하나요?", ""]},
}


# ---------------------------------------------------------------- clean scenarios, part 1: references instead of values
KNOWN_PREFIXES = ["sk_live_", "sk_test_", "ghp_", "github_pat_", "glpat-", "xoxb-", "AKIA", "AIza", "SG.", "npm_", "hf_", "dop_v1_",
                  "shpat_", "whsec_", "rk_live_", "sk-proj-", "sk-ant-api03-", "live_sk_", "test_sk_", "dckr_pat_", "pypi-", "lin_api_",
                  "figd_", "glsa_", "NRAK-", "xkeysib-", "LTAI", "AKID", "dapi", "hvs.", "sk-"]


def placeholder(kind="token", lang="en"):
    """a value that is obviously NOT a credential."""
    if kind == "password":
        return pick(["<password>", "********", "your_password_here", "<DB_PASSWORD>", "REPLACE_ME", "<redacted>", "{{ db_password }}",
                     "__SET_IN_VAULT__", "xxxxxxxx"] + (["<비밀번호>", "<비밀번호 입력>"] if lang == "ko" else []))
    p = pick(KNOWN_PREFIXES)
    return pick((["<발급받은 키>", "<API 키>"] if lang == "ko" else []) + [
        "<your-api-key>", "YOUR_API_KEY_HERE", "<redacted>", "REPLACE_ME", "{{ api_key }}", "TODO", "__FILL_ME__", "<TOKEN>",
        p + "X" * rint(16, 32), p + "x" * rint(16, 32), p + "...", p + "<redacted>", p + "*" * rint(12, 24), "%s..." % p,
        "<%s...>" % p, "dummy-key-for-local-dev", "0" * 32,
    ])


ENV_REF_FORMS = [  # (container-ish name, template using NAME)
    ("python", 'api_key = os.environ["{N}"]'), ("python", 'api_key = os.getenv("{N}")'), ("js", "const apiKey = process.env.{N};"),
    ("go", 'apiKey := os.Getenv("{N}")'), ("java", 'String apiKey = System.getenv("{N}");'), ("ruby", "api_key = ENV.fetch('{N}')"),
    ("php", "$apiKey = getenv('{N}');"), ("rust", 'let api_key = std::env::var("{N}")?;'),
    ("csharp", 'var apiKey = Environment.GetEnvironmentVariable("{N}");'), ("bash", 'curl -H "Authorization: Bearer ${N}" "$API_URL/v1/me"'),
    ("bash", ': "${{{N}:?{N} must be set}}"'), ("yaml", "      - {N}=${{{N}}}"), ("yaml", "        env:\n          {N}: ${{{{ secrets.{N} }}}}"),
    ("yaml", "variables:\n  {N}: $CI_{N}"), ("yaml", "        - name: {N}\n          valueFrom:\n            secretKeyRef:\n              name: {s}-secrets\n              key: {n}"),
    ("yaml", "{n}: ${{{N}}}"), ("hcl", 'variable "{n}" {{\n  type      = string\n  sensitive = true\n}}'),
    ("yaml", "  {n}: {{{{ .Values.secrets.{c} | quote }}}}"), ("properties", "{d}=${{{N}}}"), ("kotlin", 'val apiKey = System.getenv("{N}") ?: error("{N} missing")'),
    ("powershell", "$apiKey = $env:{N}"), ("dotenv", "{N}=\n# {N} is injected by the deploy pipeline"),
]


def cl_envref(lang):
    v = pick(VENDORS)
    names = [p[0] for p in v["parts"] if p[2]]
    N = pick(names)
    k = rint(1, 2)
    forms = sample(ENV_REF_FORMS, k)
    lines = [f[1].format(N=N, n=N.lower(), c=n_camel(N), d=n_dot(N), s=service()) for f in forms]
    text = "\n\n".join(lines) if k > 1 else lines[0]
    hint = forms[0][0]
    ins = {"en": "{N} is read from the environment at startup; the value itself lives only in the secret store.".format(N=N),
           "ko": fix_josa("{N}[은는] 기동 시 환경에서 읽고, 값 자체는 시크릿 저장소에만 있다.".format(N=N))}
    return {"fam": "c_config", "cat": "clean: env-var reference (%s)" % ", ".join(f[0] for f in forms), "snip": text, "hint": hint,
            "S": {"var": N, "vendor": v["name"], "file": pick(["settings.py", "src/config.ts", "main.go", "values.yaml", ".github/workflows/deploy.yml"])},
            "insight": ins[lang] if chance(0.6) else None}


def cl_placeholder(lang):
    v = pick(VENDORS)
    ents = []
    for name, gen, sec in v["parts"]:
        if sec:
            ents.append((name, placeholder("token", lang)))
        else:
            ents.append((name, gen()))
    if chance(0.5):
        ents.append((pick(["DB_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASSWORD"]), placeholder("password", lang)))
    ents += neighbors(rint(0, 2))
    cname, text, hint, fname, _ = render_container(ents, service(), forbid=("k8s Secret data (base64)",))
    fname = pick([".env.example", "config/settings.example.yml", "docs/setup.md", fname + ".example", "README.md", "values.sample.yaml"])
    ins = {"en": "%s is the template developers copy; the placeholders are replaced from the secret store by the deploy job." % fname,
           "ko": "%s[은는] 개발자가 복사해 쓰는 템플릿이고, 플레이스홀더는 배포 잡이 시크릿 저장소 값으로 바꾼다." % fname}
    return {"fam": "c_config", "cat": "clean: placeholders in %s (%s)" % (cname, v["name"]), "snip": text, "hint": hint,
            "S": {"file": fname, "vendor": v["name"], "var": ents[0][0]}, "insight": fix_josa(ins[lang]) if chance(0.6) else None}


def cl_secretref(lang):
    svc, env = service(), pick(ENVS_EN)
    acct = digits(12)
    k = pick(["aws-sm", "ssm", "vault-cli", "vault-agent", "gcp-sm", "azure-kv", "op", "external-secret", "csi", "doppler", "bws", "ncp-sm"])
    if k == "aws-sm":
        arn = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), acct, env, svc, rs(AN, 6))
        text, hint = 'resp = boto3.client("secretsmanager").get_secret_value(\n    SecretId="%s"\n)\ncreds = json.loads(resp["SecretString"])' % arn, "python"
    elif k == "ssm":
        text, hint = "aws ssm get-parameter --with-decryption --name /%s/%s/stripe_secret_key --query Parameter.Value --output text" % (env, svc), "bash"
    elif k == "vault-cli":
        text, hint = "export DB_PASSWORD=\"$(vault kv get -field=password secret/%s/%s/postgres)\"" % (env, svc), "bash"
    elif k == "vault-agent":
        text = 'template {\n  contents = <<EOT\n{{ with secret "secret/data/%s/%s" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}\nEOT\n  destination = "/vault/secrets/db.env"\n}' % (env, svc)
        hint = "hcl"
    elif k == "gcp-sm":
        text = "gcloud secrets versions access latest --secret=%s-api-key --project=%s-%s\n# projects/%s/secrets/%s-api-key/versions/%d" % (
            svc, pick(ORGS), env, digits(12), svc, rint(1, 14))
        hint = "bash"
    elif k == "azure-kv":
        text = "\"StripeSecretKey\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/stripe-secret-key/%s)\"" % (
            svc.split("-")[0], env, rs(HX, 32))
        hint = "json"
    elif k == "op":
        text = "# .env.tpl (resolved with `op run --env-file=.env.tpl -- npm start`)\nSTRIPE_SECRET_KEY=op://%s/Stripe/credential\nDB_PASSWORD=op://%s/%s-db/password" % (
            env.capitalize(), env.capitalize(), svc)
        hint = ""
    elif k == "external-secret":
        text = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  target:\n    name: %s-env\n  dataFrom:\n    - extract:\n        key: %s/%s" % (
            svc, svc, env, svc)
        hint = "yaml"
    elif k == "csi":
        text = "apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n  name: %s-kv\nspec:\n  provider: azure\n  parameters:\n    keyvaultName: kv-%s\n    tenantId: %s\n    objects: |\n      array:\n        - |\n          objectName: db-password\n          objectType: secret" % (
            svc, env, uuid4())
        hint = "yaml"
    elif k == "doppler":
        text, hint = "doppler run --project %s --config %s -- ./bin/server\n# DOPPLER_TOKEN comes from the CI secret, not from the repo" % (svc, pick(["prd", "stg", "dev"])), "bash"
    elif k == "bws":
        text, hint = "bws secret get %s --output env >> \"$GITHUB_ENV\"" % uuid4(), "bash"
    else:
        text = "# NCP Secret Manager\nncloud secretmanager getSecretValue --secretId %s --regionCode KR" % rs(AN, 12)
        hint = "bash"
    ins = {"en": "The secret is fetched at deploy/run time from the manager; only the reference is in git.",
           "ko": "시크릿은 배포/실행 시점에 매니저에서 가져오고 git에는 참조만 있다."}
    return {"fam": "c_config", "cat": "clean: secret-manager reference (%s)" % k, "snip": text, "hint": hint,
            "S": {"file": pick(["deploy/secrets.tf", "k8s/external-secret.yaml", "scripts/start.sh", "appsettings.json", ".env.tpl"]), "svc": svc},
            "insight": ins[lang] if chance(0.6) else None}


def cl_masked(lang):
    k = pick(["aws-configure", "gh-status", "gha-log", "docker-inspect", "dashboard", "env-mask", "tf-plan", "kubectl-describe", "npm-token", "openai", "heroku"])
    if k == "aws-configure":
        text = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            rs(ANU, 4), rs(AN, 4), pick(REGIONS))
    elif k == "gh-status":
        text = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % user()
    elif k == "gha-log":
        text = "Run ./deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DB_PASSWORD: ***\n    AWS_REGION: %s\n+ curl -sf -H 'Authorization: Bearer ***' https://api.%s/v1/deploy" % (pick(REGIONS), pick(DOMAINS))
    elif k == "docker-inspect":
        text = '"Env": [\n    "NODE_ENV=production",\n    "DB_HOST=%s",\n    "DB_PASSWORD=*****",\n    "API_KEY=<hidden>"\n]' % host()
    elif k == "dashboard":
        text = "Secret key   %s...%s   created %s   last used 2 days ago" % (pick(["sk_live_", "rk_live_", "sk-proj-", "live_sk_"]), rs(AN, 4), "2024-%02d-%02d" % (rint(1, 12), rint(1, 28)))
    elif k == "env-mask":
        text = "$ ./scripts/print-env.sh --masked\nSTRIPE_SECRET_KEY=sk_l************************%s\nGITHUB_TOKEN=ghp_********************************%s\nDATABASE_URL=postgres://app:*****@%s:5432/app" % (
            rs(AN, 2), rs(AN, 2), host())
    elif k == "tf-plan":
        text = '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n        username = "%s"\n    }' % (
            pick(DBNAMES), pick(ENVS_EN), user())
    elif k == "kubectl-describe":
        text = "Name:         %s-secrets\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:  24 bytes\nSTRIPE_KEY:   107 bytes\nJWT_SECRET:   64 bytes" % (service(), pick(ENVS_EN))
    elif k == "npm-token":
        text = "┌──────────┬─────────┬────────────┬──────────┐\n│ id       │ token   │ created    │ readonly │\n├──────────┼─────────┼────────────┼──────────┤\n│ %s   │ npm_%s… │ 2025-%02d-%02d │ no       │\n└──────────┴─────────┴────────────┴──────────┘" % (
            rs(HX, 6), rs(AN, 3), rint(1, 12), rint(1, 28))
    elif k == "openai":
        text = "NAME            SECRET KEY        CREATED\nci-eval         sk-...%s        %s\nlocal-dev       sk-...%s        %s" % (
            rs(AN, 4), "2025-%02d-%02d" % (rint(1, 12), rint(1, 28)), rs(AN, 4), "2025-%02d-%02d" % (rint(1, 12), rint(1, 28)))
    else:
        text = "=== %s Config Vars\nDATABASE_URL:      postgres://****:****@%s:5432/****\nREDIS_URL:         rediss://:****@%s:6380\nSENTRY_ENVIRONMENT: %s" % (
            service(), host(), host(), pick(ENVS_EN))
    ins = {"en": "The tool masks the value, so the output is safe to paste; the last characters are only there to tell keys apart.",
           "ko": "도구가 값을 마스킹해서 출력은 붙여도 안전하다. 끝 몇 글자는 키 구분용일 뿐."}
    return {"fam": "c_config", "cat": "clean: masked output (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the CLI output", "the CI log", "the dashboard", "the terminal"])}, "insight": ins[lang] if chance(0.6) else None}


def cl_conn_noauth(lang):
    h, db, u = host(), pick(DBNAMES), user()
    text = pick([
        "DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full  # IAM auth token is generated at connect time" % (u, h, db),
        "DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@%s:5432/%s" % (h, db),
        "mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % rs(ANL, 5),
        "Server=tcp:%s,1433;Database=%s;Authentication=Active Directory Managed Identity;Encrypt=True;" % (h, db),
        "REDIS_URL=redis://%s:6379/0" % h,
        "jdbc:aws-wrapper:postgresql://%s:5432/%s?wrapperPlugins=iam&user=%s" % (h, db, u),
        "Data Source=%s;Initial Catalog=%s;Integrated Security=SSPI;" % (h, db),
        "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}" % (h, db),
    ])
    return {"fam": "c_config", "cat": "clean: connection string without password", "snip": text, "hint": "",
            "S": {"host": h, "file": pick([".env.example", "application.properties", "docs/local-setup.md"])},
            "insight": pick([None, "The connection string carries no password; auth comes from IAM / managed identity or the injected env vars."
                             if lang == "en" else "연결 문자열에는 비밀번호가 없고 인증은 IAM/관리 ID나 주입된 환경 변수로 한다."])}


def cl_auth_placeholder(lang):
    url = "https://api.%s%s" % (pick(DOMAINS), _path())
    text = pick([
        'curl -sS "%s" \\\n  -H "Authorization: Bearer $API_TOKEN" \\\n  -H "Accept: application/json"' % url,
        "Authorization: Basic <base64(username:password)>",
        "X-API-Key: ${API_KEY}",
        "GET %s\nAuthorization: Bearer {{token}}\n# {{token}} comes from the Postman environment" % url,
        "Cookie: theme=dark; locale=ko_KR; _ga=GA1.2.%s.%s" % (digits(9), digits(10)),
        "%s INFO request method=GET path=%s status=200 authorization=[FILTERED] cookie=[FILTERED] duration_ms=%d" % (iso_ts(), _path(), rint(3, 900)),
        "proxy_set_header Authorization $http_authorization;  # pass the caller's header through unchanged",
    ])
    return {"fam": "c_config", "cat": "clean: auth header with placeholder/filtered value", "snip": text, "hint": "",
            "S": {"file": pick(["the API docs", "the runbook", "the request log", "the Postman collection"])}, "insight": None}


# ---------------------------------------------------------------- clean scenarios, part 2: digests, ids, public material
def sha256hex(seed_text=None):
    return hashlib.sha256(rbytes(32)).hexdigest()


def cl_hashes(lang):
    k = pick(["sha256sum", "docker-digest", "npm-integrity", "go-sum", "pip-hash", "sri", "tf-lock", "etag", "brew"])
    ver = "%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 20))
    if k == "sha256sum":
        text = "\n".join("%s  %s" % (sha256hex(), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "app_%s.deb" % ver], rint(2, 4)))
    elif k == "docker-digest":
        text = "REPOSITORY                      TAG       DIGEST                                                                    IMAGE ID\n%s/%s   %s    sha256:%s   %s" % (
            pick(ORGS), service(), ver, sha256hex(), rs(HX, 12))
    elif k == "npm-integrity":
        text = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), ver, "pkg", "pkg", ver, b64(rbytes(64)))
    elif k == "go-sum":
        mod = pick(["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/redis/go-redis/v9"])
        text = "%s v%s h1:%s\n%s v%s/go.mod h1:%s" % (mod, ver, b64(rbytes(32)), mod, ver, b64(rbytes(32)))
    elif k == "pip-hash":
        text = "requests==2.32.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 4), sha256hex(), sha256hex())
    elif k == "sri":
        text = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (rint(0, 9), b64(rbytes(48)))
    elif k == "tf-lock":
        text = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            rint(10, 80), b64(rbytes(32)), sha256hex())
    elif k == "etag":
        text = "2025-%02d-%02d 10:%02d:11   %8d exports/%s.csv   ETag: \"%s\"" % (rint(1, 12), rint(1, 28), rint(0, 59), rint(1000, 9_000_000), rs(ANL, 8), rs(HX, 32))
    else:
        text = 'url "https://github.com/%s/%s/releases/download/v%s/%s-%s.tar.gz"\nsha256 "%s"' % (pick(ORGS), service(), ver, service(), ver, sha256hex())
    return {"fam": "c_debug", "cat": "clean: hashes/digests (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the release page", "package-lock.json", "go.sum", "the lock file", "the CI artifact list"])},
            "insight": pick([None, "These are content digests; they identify artifacts and are meant to be published."
                             if lang == "en" else "이 값들은 내용 다이제스트라 산출물 식별용이고 공개되는 값이다."])}


def cl_git(lang):
    k = pick(["log", "bisect", "revert", "compare", "renovate", "ci-checkout", "submodule"])
    shas = [rs(HX, 40) for _ in range(5)]
    if k == "log":
        msgs = ["fix(%s): handle empty cursor" % service(), "chore: bump deps", "feat: add refund webhook", "revert: disable new checkout", "test: stabilise e2e login"]
        text = "\n".join("%s %s" % (s[:pick([7, 8, 10])], m) for s, m in zip(shas, sample(msgs, 5)))
    elif k == "bisect":
        text = "%s is the first bad commit\ncommit %s\nAuthor: %s <%s>\nDate:   Tue Mar 11 14:02:51 2025 +0900\n\n    refactor(%s): move retry logic into client" % (
            shas[0], shas[0], pick(PEOPLE_EN), email(), service())
    elif k == "revert":
        text = "git revert --no-edit %s\n[main %s] Revert \"feat: enable batch settlement\"\n 3 files changed, 12 insertions(+), 40 deletions(-)" % (shas[0], shas[1][:7])
    elif k == "compare":
        text = "https://github.com/%s/compare/%s...%s" % (repo(), shas[0], shas[1])
    elif k == "renovate":
        text = "Update docker/build-push-action digest to %s\n- uses: docker/build-push-action@%s # v6.%d.0" % (shas[0][:7], shas[0], rint(0, 15))
    elif k == "ci-checkout":
        text = "Syncing repository: %s\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin +%s:refs/remotes/origin/main\nHEAD is now at %s Merge pull request #%d" % (
            repo(), shas[0], shas[0][:7], rint(100, 9999))
    else:
        text = " %s vendor/protos (v%d.%d.0)\n+%s vendor/ui-kit (heads/main)" % (shas[0], rint(1, 4), rint(0, 20), shas[1])
    return {"fam": "c_debug", "cat": "clean: git SHAs (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["git log", "the CI log", "the PR", "the release notes"])}, "insight": None}


def cl_requests(lang):
    k = pick(["trace-log", "aws", "stripe", "cloudfront", "sentry", "toss", "json-error", "portone"])
    if k == "trace-log":
        text = "%s ERROR [%s] upstream timeout trace_id=%s span_id=%s request_id=%s user_id=%d" % (iso_ts(), service(), rs(HX, 32), rs(HX, 16), uuid4(), rint(1000, 999999))
    elif k == "aws":
        text = "An error occurred (ThrottlingException) when calling the PutRecords operation (reached max retries: 4): Rate exceeded\nRequestId: %s\nx-amz-id-2: %s" % (
            uuid4(), b64(rbytes(57)))
    elif k == "stripe":
        text = json.dumps({"error": {"code": "resource_missing", "message": "No such payment_intent: 'pi_%s'" % rs(AN, 24), "request_log_url": "https://dashboard.stripe.com/logs/req_%s" % rs(AN, 14), "type": "invalid_request_error"}}, indent=2)
    elif k == "cloudfront":
        text = "HTTP/2 502\nx-cache: Error from cloudfront\nvia: 1.1 %s.cloudfront.net (CloudFront)\nx-amz-cf-pop: ICN57-P%d\nx-amz-cf-id: %s==" % (rs(HX, 32), rint(1, 9), rs(B64U, 54))
    elif k == "sentry":
        text = "Sentry event %s\n  release: %s@%d.%d.%d\n  trace: %s\n  transaction: POST /api/orders" % (rs(HX, 32), service(), rint(1, 4), rint(0, 40), rint(0, 9), rs(HX, 32))
    elif k == "toss":
        text = json.dumps({"mId": "tvivarepublica", "orderId": "order_%s" % digits(12), "paymentKey": "tgen_%s%s" % ("2025%02d%02d" % (rint(1, 12), rint(1, 28)), rs(AN, 30)),
                           "status": "ABORTED", "failure": {"code": "REJECT_CARD_COMPANY", "message": "카드사에서 거절했습니다."}}, indent=2, ensure_ascii=False)
    elif k == "json-error":
        text = json.dumps({"timestamp": iso_ts(), "status": 500, "error": "Internal Server Error", "path": _path().split("?")[0],
                           "requestId": rs(HX, 8) + "-" + str(rint(1, 99)), "correlationId": uuid4()}, indent=2)
    else:
        text = json.dumps({"code": 0, "response": {"imp_uid": "imp_%s" % digits(12), "merchant_uid": "mid_%d" % rint(1_700_000_000_000, 1_760_000_000_000),
                                                    "status": "paid", "pg_tid": "StdpayCARD%s" % digits(20, False)}}, indent=2)
    return {"fam": "c_debug", "cat": "clean: request/trace ids (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the error log", "Sentry", "the customer ticket", "Datadog", "the PG admin page"])},
            "insight": pick([None, "Request and trace ids are correlation handles, not credentials; support can share them freely."
                             if lang == "en" else "request/trace id는 상관관계 추적용 식별자라 자격 증명이 아니다. CS와 자유롭게 공유해도 된다."])}


def ec_spki_b64():
    der = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)
    return b64(der)


def cl_pubkeys(lang):
    k = pick(["authorized_keys", "pem-pub", "wireguard", "age", "jwks", "cert", "pgp", "deploy-key-list"])
    if k == "authorized_keys":
        text = "\n".join(pick([ssh_ed25519_public, ssh_ed25519_public, ssh_rsa_public])("%s@%s" % (user(), pick(["laptop", "ci-runner", service()]))) for _ in range(rint(1, 3)))
        if len(text) > 700:
            text = ssh_ed25519_public("%s@ci" % user())
    elif k == "pem-pub":
        text = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(ec_spki_b64(), 64))
    elif k == "wireguard":
        text = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.%d.0/24\nEndpoint = vpn.%s:51820" % (pick(PEOPLE_EN), b64(rbytes(32)), rint(0, 255), rint(0, 255), pick(DOMAINS))
    elif k == "age":
        text = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH, 58), rs(BECH, 58))
    elif k == "jwks":
        text = json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": rs(B64U, 16), "use": "sig", "x": b64u(rbytes(32)), "y": b64u(rbytes(32))}]}, indent=2)
    elif k == "cert":
        body = "MIIB" + rs(B64, 60) + "\n" + rs(B64, 64) + "\n" + rs(B64, 64)
        text = "-----BEGIN CERTIFICATE-----\n%s\n... (intermediate omitted)\n-----END CERTIFICATE-----" % body
    elif k == "pgp":
        text = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ" + rs(B64, 59) + "\n" + rs(B64, 64) + "\n=" + rs(B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
    else:
        text = "$ gh repo deploy-key list\nID        TITLE           TYPE        KEY                                               CREATED AT\n%d  ci-readonly     read-only   %s   2 months ago" % (
            rint(10_000_000, 99_999_999), ssh_ed25519_public("ci")[:60] + "...")
    return {"fam": "c_keys", "cat": "clean: public key material (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["authorized_keys", "the IdP metadata", "wg0.conf", ".sops.yaml", "the key list"]), "host": host()},
            "insight": pick([None, "This is the public half; publishing it is expected." if lang == "en" else "공개 키 쪽이라 공유하는 게 정상이다."])}


def colon_hex(n):
    return ":".join(rs(HXU, 2) for _ in range(n))


def cl_fingerprints(lang):
    k = pick(["ssh-keygen", "gpg", "tls", "android-sha1", "kakao-keyhash", "known_hosts"])
    if k == "ssh-keygen":
        text = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@%s (ED25519)" % (b64(rbytes(32)).rstrip("="), user(), pick(["laptop", "mbp"]))
    elif k == "gpg":
        fp = rs(HXU, 40)
        text = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>" % (rint(1, 12), rint(1, 28), fp, pick(PEOPLE_EN), email())
    elif k == "tls":
        text = "$ openssl x509 -in server.crt -noout -fingerprint -sha256\nsha256 Fingerprint=%s" % colon_hex(32)
    elif k == "android-sha1":
        text = "Variant: release\nConfig: release\nStore: app/release.keystore\nAlias: upload\nMD5: %s\nSHA1: %s\nSHA-256: %s" % (colon_hex(16), colon_hex(20), colon_hex(32))
    elif k == "kakao-keyhash":
        text = "카카오 개발자 콘솔 > 플랫폼 > Android 키 해시: %s" % b64(rbytes(20)) if lang == "ko" else "Kakao developers console > Platform > Android key hash: %s" % b64(rbytes(20))
    else:
        text = "|1|%s|%s ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s" % (b64(rbytes(20)), b64(rbytes(20)), rs(B64, 43))
    return {"fam": "c_keys", "cat": "clean: fingerprints (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the console", "the terminal", "the release keystore report", "known_hosts"]), "host": host()},
            "insight": pick([None, "Fingerprints and key hashes identify a key; they cannot be used to sign or log in."
                             if lang == "en" else "지문과 키 해시는 키를 식별할 뿐 서명이나 로그인에 쓸 수 없다."])}


# ---------------------------------------------------------------- clean scenarios, part 3: ids, data, encrypted blobs, policy
def cl_obj_ids(lang):
    k = pick(["aws-role", "twilio-sid", "oauth-client", "stripe-objects", "slack-ids", "github-app", "azure-ids", "apple-ids", "kakao-app", "analytics", "discord-ids"])
    if k == "aws-role":
        acct = digits(12)
        text = '{\n  "Effect": "Allow",\n  "Principal": {"AWS": "arn:aws:iam::%s:role/%s-deployer"},\n  "Action": "sts:AssumeRole",\n  "Condition": {"StringEquals": {"sts:ExternalId": "%s"}}\n}' % (acct, service(), pick(ORGS))
    elif k == "twilio-sid":
        text = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+8210%s" % (rs(HX, 32), digits(8, False))
    elif k == "oauth-client":
        text = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\n# client secret lives in the secret manager (oauth/google)" % (digits(12), rs(ANL, 32))
    elif k == "stripe-objects":
        text = "refund failed for cus_%s / pi_%s (price_%s, sub_%s)" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    elif k == "slack-ids":
        text = "routes:\n  - match: {severity: critical}\n    channel: C%s   # #sre-oncall\n    mention: U%s\n  - match: {service: %s}\n    channel: C%s" % (rs(ANU, 10), rs(ANU, 10), service(), rs(ANU, 10))
    elif k == "github-app":
        text = "GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem" % (rint(100000, 999999), rint(10_000_000, 99_999_999))
    elif k == "azure-ids":
        text = "az account set --subscription %s\naz aks get-credentials -g rg-%s-%s -n aks-%s --tenant %s" % (uuid4(), service(), pick(ENVS_EN), pick(ENVS_EN), uuid4())
    elif k == "apple-ids":
        text = "APNS_TEAM_ID=%s\nAPNS_KEY_ID=%s\nAPNS_KEY_FILE=/run/secrets/AuthKey.p8\nAPNS_TOPIC=com.%s.app" % (rs(ANU, 10), rs(ANU, 10), pick(ORGS).replace("-", ""))
    elif k == "kakao-app":
        text = "카카오 앱 ID: %d\n플랫폼: Web(https://%s), Android(com.%s.app)\n# REST API 키는 시크릿 매니저 kakao/rest-api-key 에 있음" % (rint(100000, 1999999), pick(DOMAINS), pick(ORGS).replace("-", ""))
    elif k == "analytics":
        text = "<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>\n<script>gtag('config', 'G-%s');</script>" % ((rs(ANU, 10),) * 2)
    else:
        text = "DISCORD_APPLICATION_ID=%s\nDISCORD_GUILD_ID=%s\nDISCORD_ALERT_CHANNEL_ID=%s" % (digits(19), digits(18), digits(19))
    return {"fam": "c_ids", "cat": "clean: non-secret identifiers (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the trust policy", ".env.example", "the routing config", "the support ticket", "index.html"])}, "insight": None}


def cl_b64data(lang):
    k = pick(["configmap", "data-uri", "cursor", "github-content", "saml", "pubsub"])
    if k == "configmap":
        payload = json.dumps({"features": sample(["search_v2", "kr_tax", "fast_refund", "dark_mode"], 2), "maxItems": rint(10, 200), "region": pick(REGIONS)})
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (service(), b64(payload.encode()))
    elif k == "data-uri":
        svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="%d" fill="#%s"/></svg>' % (rint(3, 8), rs(HX, 6))
        text = ".status-dot {\n  background-image: url(\"data:image/svg+xml;base64,%s\");\n}" % b64(svg.encode())
    elif k == "cursor":
        text = json.dumps({"data": ["..."], "next_cursor": b64(json.dumps({"id": rint(10000, 9999999), "ts": rint(1_700_000_000, 1_760_000_000)}).encode())}, indent=2)
    elif k == "github-content":
        body = "# %s\n\nInternal service. See docs/runbook.md for on-call notes.\n" % service()
        text = json.dumps({"name": "README.md", "path": "README.md", "sha": rs(HX, 40), "encoding": "base64", "content": b64(body.encode())}, indent=2)
    elif k == "saml":
        req = '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_%s" Version="2.0" IssueInstant="%s" AssertionConsumerServiceURL="https://%s/sso/acs"/>' % (
            rs(HX, 32), iso_ts(), pick(DOMAINS))
        text = "SAMLRequest=%s" % pct(b64(req.encode()))
    else:
        msg = json.dumps({"orderId": rint(100000, 999999), "status": pick(["PAID", "SHIPPED", "CANCELLED"])})
        text = json.dumps({"message": {"data": b64(msg.encode()), "messageId": digits(16), "publishTime": iso_ts()}, "subscription": "projects/%s/subscriptions/%s" % (pick(ORGS), service())}, indent=2)
    return {"fam": "c_debug", "cat": "clean: base64 of non-secret data (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the ConfigMap", "styles.css", "the API response", "the IdP log", "the push endpoint log"])},
            "insight": pick([None, "The base64 decodes to plain configuration/data, nothing sensitive." if lang == "en" else "base64를 풀면 일반 설정/데이터일 뿐 민감 정보는 없다."])}


def cl_longids(lang):
    k = pick(["ecr", "log-stream", "ipfs", "eth", "k8s-pod", "azure-resource", "gcp-op", "s3-key"])
    if k == "ecr":
        text = "%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (digits(12), pick(REGIONS), service(), sha256hex())
    elif k == "log-stream":
        text = "/aws/lambda/%s-%s  2025/%02d/%02d/[$LATEST]%s" % (service(), pick(ENVS_EN), rint(1, 12), rint(1, 28), rs(HX, 32))
    elif k == "ipfs":
        text = "ipfs://bafybei%s/metadata/%d.json" % (rs("abcdefghijklmnopqrstuvwxyz234567", 52), rint(1, 9999))
    elif k == "eth":
        text = "contract: 0x%s\ntreasury (multisig): 0x%s\nchainId: %d" % (rs(HX, 40), rs(HX, 40), pick([1, 137, 8453, 42161]))
    elif k == "k8s-pod":
        text = "\n".join("%s-%s-%s   1/1   Running   %d   %dh" % (service(), rs(HX, 9), rs(ANL, 5), rint(0, 3), rint(1, 90)) for _ in range(3))
    elif k == "azure-resource":
        text = "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/app-%s-%s" % (uuid4(), pick(ENVS_EN), service(), rs(ANL, 6))
    elif k == "gcp-op":
        text = "Operation \"operations/operation-%d-%s-%s-%s\" finished successfully." % (rint(1_700_000_000_000, 1_760_000_000_000), rs(HX, 13), rs(HX, 8), rs(HX, 8))
    else:
        text = "s3://%s-uploads-%s/tenant=%d/%s/%s.parquet" % (pick(ORGS), pick(ENVS_EN), rint(1, 999), uuid4(), rs(HX, 32))
    return {"fam": "c_debug", "cat": "clean: long identifiers (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the console", "kubectl output", "the deploy log", "the bucket listing"])}, "insight": None}


def cl_versions(lang):
    libs = ["lodash", "axios", "spring-boot", "django", "fastapi", "next", "react", "pgx", "tokio", "serde", "kotlinx-coroutines", "rails"]
    lines = []
    for lib in sample(libs, rint(3, 5)):
        a = (rint(0, 6), rint(0, 30), rint(0, 20))
        lines.append("%s %d.%d.%d -> %d.%d.%d" % (lib, a[0], a[1], a[2], a[0], a[1] + rint(0, 2), a[2] + rint(1, 5)))
    if chance(0.5):
        lines.append("image: %s/%s:%d.%d.%d-build.%s" % (pick(ORGS), service(), rint(1, 4), rint(0, 30), rint(0, 9), rs(HX, 7)))
    return {"fam": "c_plain", "cat": "clean: version bumps", "snip": "\n".join(lines), "hint": "",
            "S": {"file": pick(["the Renovate PR", "CHANGELOG.md", "the lock file diff"])},
            "insight": pick([None, "Minor bumps only; the build id suffix is the short commit hash of the release." if lang == "en"
                             else "마이너 버전만 올렸고, 빌드 id 접미사는 릴리스 커밋의 짧은 해시다."])}


def cl_policy(lang):
    k = pick(["yaml", "keycloak", "pwquality", "prose", "ad"])
    if k == "yaml":
        text = "password_policy:\n  min_length: %d\n  require_digit: true\n  require_symbol: %s\n  breached_check: true\n  max_age_days: 0\n  lockout:\n    attempts: 5\n    minutes: 15" % (
            pick([10, 12, 14]), pick(["true", "false"]))
    elif k == "keycloak":
        text = "passwordPolicy: \"length(%d) and upperCase(1) and digits(1) and notUsername(undefined) and passwordHistory(5)\"" % pick([12, 14])
    elif k == "pwquality":
        text = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3" % pick([12, 14, 16])
    elif k == "ad":
        text = "Get-ADDefaultDomainPasswordPolicy\n\nComplexityEnabled           : True\nLockoutThreshold            : 5\nMaxPasswordAge              : 90.00:00:00\nMinPasswordLength           : %d" % pick([12, 14])
    else:
        text = ("Admin passwords: 14+ chars, MFA required, no reuse of the last 5. Customer passwords: 10+ chars, checked against HIBP, no expiry."
                if lang == "en" else "관리자 비밀번호: 14자 이상, MFA 필수, 최근 5개 재사용 금지. 고객 비밀번호: 10자 이상, 유출 목록 대조, 만료 없음.")
    return {"fam": "c_policy", "cat": "clean: password policy without values (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["the security wiki", "realm-export.json", "pwquality.conf", "the ISMS-P checklist"])}, "insight": None}


FLAG_NOTES = [
    ("mysql -u app -p -h db.internal", "`-p` with nothing attached makes mysql prompt for the password; it never reads the next word as the password.",
     "`-p` 뒤에 값을 붙이지 않으면 mysql이 비밀번호를 프롬프트로 묻는다. 다음 단어를 비밀번호로 읽지 않는다."),
    ("cat ~/.docker/token.txt | docker login ghcr.io -u ci-bot --password-stdin", "--password-stdin keeps the token out of argv and shell history.",
     "--password-stdin을 쓰면 토큰이 argv와 셸 히스토리에 남지 않는다."),
    ("# ~/.pgpass format, one line per server, chmod 0600\n# hostname:port:database:username:password", "psql ignores ~/.pgpass unless the file is mode 0600.",
     "~/.pgpass는 0600 권한이 아니면 psql이 무시한다."),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS", "env:VAR reads the passphrase from the environment instead of the command line.",
     "env:VAR 형식은 커맨드라인 대신 환경 변수에서 패스프레이즈를 읽는다."),
    ("read -rs DB_PASS && export DB_PASS", "`read -s` keeps the typed value off the screen and out of history.", "`read -s`는 입력값을 화면과 히스토리에 남기지 않는다."),
    ("kubectl create secret generic db-creds --from-file=password=./password.txt --dry-run=client -o yaml | kubeseal > sealed.yaml",
     "--from-file plus kubeseal means the plaintext never reaches git.", "--from-file과 kubeseal을 쓰면 평문이 git에 들어가지 않는다."),
    ("redis-cli --askpass -h cache.internal", "--askpass prompts for the password instead of taking -a on the command line.", "--askpass는 -a 대신 비밀번호를 프롬프트로 받는다."),
    ("ssh -i ~/.ssh/deploy_ed25519 -o IdentitiesOnly=yes deploy@bastion", "IdentitiesOnly stops ssh from offering every key in the agent.",
     "IdentitiesOnly를 켜야 ssh가 에이전트의 모든 키를 시도하지 않는다."),
    ("gpg --batch --pinentry-mode loopback --passphrase-file /run/secrets/gpg_pass --sign release.tar.gz", "--passphrase-file reads from a tmpfs secret mounted by CI.",
     "--passphrase-file은 CI가 마운트한 tmpfs 시크릿에서 읽는다."),
    ("curl -u \"$NEXUS_USER\" https://nexus.internal/service/rest/v1/status", "curl -u with only a user name prompts for the password.", "curl -u에 사용자명만 주면 비밀번호를 묻는다."),
    ("mysql --login-path=reporting -e 'select 1'", "--login-path uses the obfuscated ~/.mylogin.cnf created by mysql_config_editor.",
     "--login-path는 mysql_config_editor로 만든 ~/.mylogin.cnf를 쓴다."),
    ("aws sso login --profile prod-readonly", "SSO profiles issue short-lived credentials, so nothing long-lived sits in ~/.aws/credentials.",
     "SSO 프로필은 단기 자격 증명을 받아서 ~/.aws/credentials에 장기 키가 남지 않는다."),
]


def cl_flags(lang):
    cmd, en, ko = pick(FLAG_NOTES)
    return {"fam": "c_config", "cat": "clean: credential flags explained without values", "snip": cmd, "hint": "bash",
            "S": {"file": pick(["the runbook", "the README", "the onboarding doc"])}, "insight": en if lang == "en" else ko}


def cl_encrypted(lang):
    k = pick(["sops", "ansible-vault", "sealed", "kms", "age-armor", "jasypt", "rails-enc"])
    if k == "sops":
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        text = "db_password: %s\nstripe_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d" % (
            enc(rint(12, 24)), enc(rint(30, 60)), pick(REGIONS), digits(12), uuid4(), iso_ts()[:19] + "Z", enc(32), rint(0, 4))
    elif k == "ansible-vault":
        hexbody = rs(HX, 80 * rint(3, 5))
        text = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + ln for ln in wrap(hexbody, 80))
    elif k == "sealed":
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s" % (
            service(), pick(ENVS_EN), b64(rbytes(rint(250, 330))))
    elif k == "kms":
        text = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://config.json --query CiphertextBlob --output text\nAQICAHh%s" % (service(), b64(rbytes(rint(120, 200))))
    elif k == "age-armor":
        text = "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB%s\n%s\n%s\n-----END AGE ENCRYPTED FILE-----" % (rs(B64, 21), rs(B64, 64), rs(B64, 40))
    elif k == "jasypt":
        text = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48))
    else:
        text = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(rint(120, 200))), b64(rbytes(12)), b64(rbytes(16)))
    return {"fam": "c_crypto", "cat": "clean: encrypted blob (%s)" % k, "snip": text, "hint": "",
            "S": {"file": pick(["secrets.enc.yaml", "group_vars/prod/vault.yml", "sealed-secret.yaml", "application-prod.properties", "credentials.yml.enc"])},
            "insight": None}


# ---------------------------------------------------------------- clean scenarios, part 4: publishable keys, plain notes
def _pub_items():
    """(vendor, snippet, hint) for keys documented as safe to ship to clients."""
    k = pick(["stripe", "firebase", "recaptcha", "kakao-js", "toss-ck", "mapbox", "algolia", "supabase-anon", "sentry-dsn", "posthog",
              "mixpanel", "gmaps", "paypal", "adyen", "square", "payjp", "razorpay", "clerk", "naver-maps", "kakao-maps",
              "launchdarkly", "turnstile", "hcaptcha", "onesignal", "braintree-tok"])
    dom = pick(DOMAINS)
    if k == "stripe":
        return "Stripe publishable key", "const stripe = await loadStripe('%s');" % (pick(["pk_live_", "pk_test_"]) + "51" + rs(AN, 97)), "js"
    if k == "firebase":
        proj = "%s-%s" % (pick(ORGS), rs(ANL, 5))
        cfg = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), proj, proj, proj, digits(12), digits(12), rs(HX, 22))
        return "Firebase web config apiKey", cfg, "js"
    if k == "recaptcha":
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "html"
    if k == "kakao-js":
        return "Kakao JavaScript key", "Kakao.init('%s'); // JavaScript 키 (도메인 등록 필요)" % rs(HX, 32), "js"
    if k == "toss-ck":
        return "Toss Payments client key", "const tossPayments = TossPayments('%s');" % (pick(["test_ck_", "live_ck_"]) + rs(AN, 20)), "js"
    if k == "mapbox":
        return "Mapbox public token", "mapboxgl.accessToken = 'pk.eyJ1Ijoi%sIiwiYSI6Im%sIn0.%s';" % (rs(AN, 16), rs(AN, 22), rs(B64U, 22)), "js"
    if k == "algolia":
        return "Algolia search-only API key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), rs(HX, 32)), "js"
    if k == "supabase-anon":
        return "Supabase anon key", "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (rs(ANL, 20), jwt("HS256", 0, "anon")), "js"
    if k == "sentry-dsn":
        return "Sentry DSN", "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 });" % (rs(HX, 32), digits(6), digits(7)), "js"
    if k == "posthog":
        return "PostHog project API key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' });" % rs(AN, 43), "js"
    if k == "mixpanel":
        return "Mixpanel project token", "mixpanel.init('%s', { track_pageview: true });" % rs(HX, 32), "js"
    if k == "gmaps":
        return "Google Maps JavaScript API key", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35), "html"
    if k == "paypal":
        return "PayPal client ID", '<script src="https://www.paypal.com/sdk/js?client-id=%s&currency=USD"></script>' % rs(B64U, 80), "html"
    if k == "adyen":
        return "Adyen client key", "const checkout = await AdyenCheckout({ clientKey: '%s', environment: 'live' });" % (pick(["test_", "live_"]) + rs(ANU, 32)), "js"
    if k == "square":
        return "Square application ID", "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), "L" + rs(ANU, 12)), "js"
    if k == "payjp":
        return "PAY.JP public key", "const payjp = Payjp('%s');" % (pick(["pk_live_", "pk_test_"]) + rs(HX, 24)), "js"
    if k == "razorpay":
        return "Razorpay key id", "const rzp = new Razorpay({ key: 'rzp_live_%s', order_id: 'order_%s' });" % (rs(AN, 14), rs(AN, 14)), "js"
    if k == "clerk":
        return "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % dom).encode()).rstrip("="), ""
    if k == "naver-maps":
        return "Naver Maps client id", '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10), "html"
    if k == "kakao-maps":
        return "Kakao Maps JavaScript app key", '<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services"></script>' % rs(HX, 32), "html"
    if k == "launchdarkly":
        return "LaunchDarkly client-side ID", "const ldClient = LDClient.initialize('%s', context);" % rs(HX, 24), "js"
    if k == "turnstile":
        return "Cloudflare Turnstile site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14), "html"
    if k == "hcaptcha":
        return "hCaptcha site key", '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "html"
    if k == "onesignal":
        return "OneSignal app ID", "OneSignal.init({ appId: '%s' });" % uuid4(), "js"
    return "Braintree tokenization key", "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ANL, 8), rs(ANL, 16)), "js"


def cl_publishable(lang):
    vendor, text, hint = _pub_items()
    return {"fam": "c_front", "cat": "clean: %s [publishable]" % vendor, "snip": text, "hint": hint,
            "S": {"vendor": vendor, "file": pick(["src/main.ts", "index.html", "public/app.js", "next.config.js", "the SDK docs"])},
            "insight": None, "publishable": True, "pub_vendor": vendor}


PLAIN_SNIPS = [
    ("SELECT order_id, created_at AT TIME ZONE 'Asia/Seoul' AS created_kst\nFROM orders\nWHERE created_at >= now() - interval '1 day'\nORDER BY created_at DESC\nLIMIT 50;", "sql"),
    ("await page.waitForLoadState('networkidle');\nawait expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();", "ts"),
    ("FROM node:20-alpine AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n\nFROM node:20-alpine\nCOPY --from=build /app/dist ./dist\nCMD [\"node\", \"dist/main.js\"]", "dockerfile"),
    ("pytest -n auto --dist loadscope -p no:randomly tests/integration", "bash"),
    ("def paginate(qs, cursor=None, size=50):\n    if cursor:\n        qs = qs.filter(id__lt=cursor)\n    return qs.order_by('-id')[:size]", "python"),
    ("resources:\n  requests:\n    cpu: 250m\n    memory: 256Mi\n  limits:\n    memory: 512Mi", "yaml"),
    ("ALTER TABLE payments ADD COLUMN settled_at timestamptz;\nCREATE INDEX CONCURRENTLY idx_payments_settled_at ON payments (settled_at);", "sql"),
    ("func retry(ctx context.Context, n int, f func() error) error {\n\tfor i := 0; i < n; i++ {\n\t\tif err := f(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\ttime.Sleep(time.Duration(1<<i) * 100 * time.Millisecond)\n\t}\n\treturn errors.New(\"retries exhausted\")\n}", "go"),
    ("", ""), ("", ""),
]


def cl_plain(lang):
    text, hint = pick(PLAIN_SNIPS)
    return {"fam": "c_plain", "cat": "clean: plain engineering note" + (" with code" if text else ""), "snip": text, "hint": hint,
            "S": {"file": pick(["the test suite", "the Dockerfile", "the report query", "the PR"])}, "insight": None, "plain": True}


CLEAN_PLAN = [("placeholders", cl_placeholder, 27), ("env-var references", cl_envref, 27), ("secret-manager references", cl_secretref, 25),
              ("masked output", cl_masked, 22), ("hashes/digests", cl_hashes, 22), ("git SHAs", cl_git, 15),
              ("request/trace ids", cl_requests, 18), ("public keys", cl_pubkeys, 18), ("fingerprints", cl_fingerprints, 12),
              ("non-secret ids", cl_obj_ids, 18), ("base64 of non-secret data", cl_b64data, 12), ("long identifiers", cl_longids, 12),
              ("versions", cl_versions, 10), ("password policy", cl_policy, 10), ("flags explained", cl_flags, 14),
              ("encrypted blobs", cl_encrypted, 18), ("publishable keys", cl_publishable, 32), ("plain notes", cl_plain, 28),
              ("connection strings without password", cl_conn_noauth, 12), ("auth headers with placeholders", cl_auth_placeholder, 8)]
assert sum(n for _, _, n in CLEAN_PLAN) == N_CLEAN, sum(n for _, _, n in CLEAN_PLAN)


def build_clean(lang, fn):
    for attempt in range(400):
        sc = fn(lang)
        S = make_slots(lang, **sc["S"])
        layout, mc, le, ask = compose(lang, sc["fam"], S, sc["snip"], [], sc.get("hint", ""), None, sc.get("insight"), None,
                                      layout=None if sc["snip"] else "prose")
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        err = check_fields(fields)
        if err is None:
            meta = {"vendor": sc.get("pub_vendor"), "container": None, "layout": layout, "fam": sc["fam"],
                    "publishable": bool(sc.get("publishable")), "plain": bool(sc.get("plain"))}
            return {"lang": lang, "kind": "clean", "category": sc["cat"] + ("" if sc.get("publishable") else " [%s]" % layout),
                    "fields": fields, "secrets": []}, meta
        REJECTS["clean"] += 1
    raise RuntimeError("could not build a clean note with %s" % fn.__name__)


# ---------------------------------------------------------------- main
def expand(plan, n_en, n_ko):
    """every (scenario, count) entry expanded, shuffled, and paired with a shuffled language list."""
    items = []
    for name, fn, n in plan:
        items += [(name, fn)] * n
    R.shuffle(items)
    langs = ["en"] * n_en + ["ko"] * n_ko
    R.shuffle(langs)
    return [(lang, name, fn) for lang, (name, fn) in zip(langs, items)]


def generate():
    R.seed(SEED)
    del _VQ[:]
    REJECTS["secret"] = REJECTS["clean"] = 0
    notes = []
    for lang, name, fn in expand(SECRET_PLAN, N_EN_PER_KIND, N_KO_PER_KIND):
        note, meta = build_secret(lang, fn)
        meta["scenario"] = name
        notes.append((note, meta))
    for lang, name, fn in expand(CLEAN_PLAN, N_EN_PER_KIND, N_KO_PER_KIND):
        note, meta = build_clean(lang, fn)
        meta["scenario"] = name
        notes.append((note, meta))
    R.shuffle(notes)
    out = []
    for i, (note, meta) in enumerate(notes, 1):
        rec = {"id": "ev%03d" % i, "lang": note["lang"], "kind": note["kind"], "category": note["category"],
               "fields": {k: note["fields"][k] for k in FIELD_KEYS}, "secrets": note["secrets"]}
        out.append((rec, meta))
    final_checks([r for r, _ in out])
    return out


def final_checks(recs):
    assert len(recs) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in recs]
    assert ids == ["ev%03d" % i for i in range(1, len(recs) + 1)]
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            c = sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)
            assert c == n, (kind, lang, c)
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_KEYS)
        assert check_fields(r["fields"]) is None, r["id"]
        if r["kind"] == "secret":
            err = check_secret_note(r["fields"], r["secrets"])
            assert err is None, (r["id"], err)
        else:
            assert r["secrets"] == []
            if r["category"].endswith("[publishable]"):
                assert "publishable" in r["category"]


def stats(out):
    lines = []
    recs = [r for r, _ in out]
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append("%s/%s: %d" % (kind, lang, sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)))
    sv = dedupe(sorted(v for r, m in out if r["kind"] == "secret" and m.get("vendor") for v in m["vendor"].split("|")))
    pv = dedupe(sorted(m["vendor"] for r, m in out if r["kind"] == "clean" and m.get("publishable")))
    lines.append("distinct vendors/providers in secret notes: %d" % len(sv))
    lines.append("distinct publishable-key vendors in clean notes: %d" % len(pv))
    lines.append("publishable clean notes: %d" % sum(1 for r in recs if r["category"].endswith("[publishable]")))
    lines.append("plain clean notes (no risky material): %d" % sum(1 for r, m in out if m.get("plain")))
    lines.append("distinct categories: %d" % len(dedupe(sorted(r["category"] for r in recs))))
    lines.append("distinct containers/snippet forms (secret): %d" % len(dedupe(sorted(m["container"] for r, m in out if m.get("container")))))
    lines.append("layouts: " + ", ".join("%s=%d" % (l, sum(1 for _, m in out if m["layout"] == l))
                                         for l in dedupe(sorted(m["layout"] for _, m in out))))
    lines.append("secret notes with >1 secret: %d; total listed secrets: %d; max secret length: %d" % (
        sum(1 for r in recs if len(r["secrets"]) > 1), sum(len(r["secrets"]) for r in recs),
        max(len(s) for r in recs for s in r["secrets"])))
    lines.append("secret notes whose ask_next_time holds a secret: %d" % sum(
        1 for r in recs if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    lines.append("secret notes with a secret in 2+ fields: %d" % sum(
        1 for r in recs if r["kind"] == "secret" and any(sum(1 for k in FIELD_KEYS if s in r["fields"][k]) > 1 for s in r["secrets"])))
    lines.append("rejected candidates regenerated: secret=%d clean=%d" % (REJECTS["secret"], REJECTS["clean"]))
    lines.append("secrets >= 100 chars: %d; >= 200 chars: %d" % (sum(1 for r in recs for s in r["secrets"] if len(s) >= 100),
                                                                 sum(1 for r in recs for s in r["secrets"] if len(s) >= 200)))
    n_frames = sum(len(v) for d in (INTRO, LEAD, TAIL, CONFIG_TAIL, ASKV, SPLIT_END, SPLIT_LESSON_AFTER, INLINE, LESSON_SNIP_LEAD,
                                    FIXED_LEAD, SNIP_FIRST_AFTER) for v in d.values())
    n_fam = sum(len(pool) for fam in FAM.values() for lang in fam.values() for pool in lang.values())
    lines.append("templates: %d vendor definitions, %d key/value containers, %d command builders, %d connection-string builders, "
                 "%d prose frames + %d family phrases (en+ko), %d secret scenario types, %d clean scenario types" % (
                     len(VENDORS), len(CONTAINERS), len(_cmds("h", "u", "d")), len(conn_builders("h", "u", "d")), n_frames, n_fam,
                     len(SECRET_PLAN), len(CLEAN_PLAN)))
    lines.append("secret vendors: " + ", ".join(sv))
    lines.append("publishable vendors: " + ", ".join(pv))
    for title, plan in (("secret scenarios", SECRET_PLAN), ("clean scenarios", CLEAN_PLAN)):
        lines.append(title + ": " + "; ".join("%s=%d" % (n, c) for n, _, c in plan))
    return "\n".join(lines)


def main():
    out = generate()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for rec, _ in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %s (%d notes) sha256=%s" % (OUT, len(out), digest))
    if "--stats" in sys.argv:
        print(stats(out), file=sys.stderr)


if __name__ == "__main__":
    main()
