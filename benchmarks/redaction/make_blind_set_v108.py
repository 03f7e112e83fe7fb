#!/usr/bin/env python3
"""Generator for blind_set_v108.jsonl - a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network. A single PRNG, random.Random(108_2026_1127), drives
every choice. No iteration over sets; output is byte-identical on every run / any PYTHONHASHSEED.
Every credential body is drawn from the PRNG (no fixed literal tokens).
"""
import base64
import hashlib
import json
import random
import struct
import sys
import urllib.parse

SEED = 108_2026_1127
R = random.Random(SEED)

N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_SECRET_EN = 216   # 60 %
N_CLEAN_EN = 216

# ----------------------------------------------------------------------------------------------
# basic helpers
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
LALNUM = LO + DIG
UALNUM = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha256hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def git_sha():
    return rs(HEX, 40)


def short_sha():
    return rs(HEX, pick([7, 8, 10, 12]))


def pct(s):
    return urllib.parse.quote(s, safe="")


def dedup(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def shq(v):
    """shell-quote the way a person would: bare when safe, single quotes otherwise"""
    safe = ALNUM + "_-.,:/@%+=^~"
    if all(c in safe for c in v):
        return v
    return "'" + v + "'"


def L(lang, en, ko):
    return en if lang == "en" else ko


def wrap_lines(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def fence(s, lang_hint=""):
    return "```" + lang_hint + "\n" + s + "\n```"


# ----------------------------------------------------------------------------------------------
# pools of harmless context
# ----------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "notify-worker", "auth-gateway", "order-service", "admin-web",
            "search-indexer", "payment-batch", "report-cron", "media-uploader", "chat-bot",
            "settlement-job", "crm-sync", "inventory-api", "mobile-bff", "analytics-etl",
            "coupon-service", "delivery-tracker", "review-moderator", "partner-portal",
            "invoice-renderer", "sms-relay", "ledger-core", "pricing-engine", "cs-helpdesk"]
ENVS = [("staging", "스테이징"), ("production", "운영"), ("dev", "개발"), ("QA", "QA"),
        ("sandbox", "샌드박스"), ("prod", "prod"), ("beta", "베타"), ("local", "로컬")]
PEOPLE = ["minji", "jisoo", "hyunwoo", "alex", "sam", "priya", "kenji", "wei", "lena", "tom",
          "yuna", "daniel", "seojun", "haruka", "chen", "marta", "jonas", "ravi", "sora", "eunji"]
PEOPLE_KO = ["민지", "지수", "현우", "서준", "은지", "도윤", "하은", "예린", "태민", "수빈"]
DOMAINS = ["acme-corp.io", "hanbit-shop.co.kr", "tokimeki.jp", "blueotter.dev", "dalgona.kr",
           "northwind.eu", "sakura-labs.jp", "mirae-pay.com", "kkachi.io", "lumen-data.de"]
DBNAMES = ["orders", "billing", "app", "analytics", "users", "ledger", "crm", "catalog", "events"]
DBUSERS = ["app_rw", "svc_billing", "readonly", "etl_user", "admin", "deploy", "reporter", "api"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "eu-west-1",
           "us-west-2", "ap-southeast-1"]
FILES_CFG = ["config/settings.yaml", ".env.production", "deploy/values-prod.yaml", "app.ini",
             "src/main/resources/application.properties", "docker-compose.override.yml",
             "infra/terraform.tfvars", ".env", "config/secrets.toml", "appsettings.json",
             "k8s/secret.yaml", ".github/workflows/deploy.yml", "settings/local.py"]
VERSIONS = ["1.4.2", "2.0.0-rc.1", "3.11.7", "0.9.14", "5.2.1", "18.19.0", "1.27.3", "4.0.0"]


def host(kind="db"):
    d = pick(DOMAINS)
    return pick([
        "%s-%s-%02d.internal" % (kind, pick(["prod", "stg", "dev"]), rint(1, 12)),
        "%s.%s" % (kind, d),
        "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
        "%s.%s.rds.amazonaws.com" % (rs(LALNUM, 12), pick(REGIONS)),
    ])


def person(lang):
    return pick(PEOPLE) if lang == "en" or chance(0.4) else pick(PEOPLE_KO)


def env(lang):
    e = pick(ENVS)
    return e[0] if lang == "en" else e[1]


def svc():
    return pick(SERVICES)


def cfgfile():
    return pick(FILES_CFG)


def ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


# ----------------------------------------------------------------------------------------------
# passwords of people and services
# ----------------------------------------------------------------------------------------------
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
        "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEYMAP = {"ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i",
          "ㅐ": "o", "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
          "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b",
          "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O",
          "ㅖ": "P", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl",
          "ㅢ": "ml", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq",
          "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            c, rest = divmod(code, 588)
            j, t = divmod(rest, 28)
            out.append(KEYMAP[CHO[c]] + KEYMAP[JUNG[j]] + (KEYMAP[JONG[t]] if t else ""))
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑해", "고양이", "바다", "하늘", "우리집", "행복", "강아지", "봄날", "커피", "서울",
            "부산", "초코", "토끼", "별빛", "무지개", "제주도", "떡볶이", "김치찌개", "호랑이", "햇살",
            "가을", "겨울왕국", "비밀", "보물", "꽃길", "소나무", "달빛", "첫눈", "은하수", "감자"]
EN_WORDS = ["sunflower", "dragon", "monkey", "summer", "winter", "rainbow", "tiger", "coffee",
            "galaxy", "pepper", "maple", "harbor", "falcon", "violet", "copper", "meadow", "pixel",
            "thunder", "orchid", "lantern", "walrus", "cobalt", "saffron", "glacier", "biscuit"]
PASS_WORDS = ["correct", "horse", "battery", "staple", "purple", "ocean", "window", "guitar",
              "banana", "rocket", "silent", "marble", "forest", "candle", "yellow", "kettle",
              "violin", "planet", "tunnel", "zebra", "oyster", "velvet", "quartz", "ember", "nimbus"]
SYM = "!@#%^*_-+=.?~"


def pw_human():
    w = pick(EN_WORDS)
    style = rint(0, 5)
    if style == 0:
        return w.capitalize() + str(rint(1970, 2025)) + pick("!@#$?")
    if style == 1:
        leet = w.translate(str.maketrans({"a": "@", "o": "0", "i": "1", "e": "3", "s": "$"}))
        return leet.capitalize() + str(rint(10, 99)) + pick("!#*")
    if style == 2:
        return w + "_" + pick(EN_WORDS) + str(rint(1, 999))
    if style == 3:
        return pick(PEOPLE).capitalize() + pick(["love", "home", "pass", "work"]) + str(rint(1000, 9999)) + pick("!.")
    if style == 4:
        return w.upper()[:4] + pick("!@#") + w[4:] + str(rint(100, 999))
    return pick(EN_WORDS).capitalize() + pick("-_.") + pick(EN_WORDS) + pick("!?#") + str(rint(1, 99))


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", ""])
    n = rint(3, 5)
    ws = [pick(PASS_WORDS) for _ in range(n)]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += pick(["", sep]) + str(rint(1, 99))
    return s


def pw_punct():
    n = rint(12, 22)
    alpha = ALNUM + SYM * 3
    while True:
        s = rs(alpha, n)
        if sum(c in SYM for c in s) >= 3 and any(c.isdigit() for c in s):
            return s


def pw_korean_keyboard():
    w = pick(KO_WORDS)
    base = hangul_to_qwerty(w)
    s = base + pick(["", pick("!@#")]) + str(rint(1, 2025))
    if len(s) < 8:
        s += rs(DIG, 8 - len(s)) + "!"
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s


def pw_hangul():
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    s = w + pick(["!", "#", "@", "", "_"]) + str(rint(10, 2025))
    while len(s) < 8:
        s += pick(KO_WORDS)
    return s


def pw_generated():
    return rs(ALNUM, rint(20, 32))


def pw_generated_sym():
    return rs(ALNUM + "!#%^*-_=+", rint(16, 28))


PW_KINDS = [("human-style", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("Korean-keyboard", pw_korean_keyboard), ("Hangul", pw_hangul),
            ("generated", pw_generated), ("generated+symbols", pw_generated_sym)]


def any_password(lang=None, nospace=False):
    kinds = PW_KINDS
    while True:
        if lang == "ko" and chance(0.35):
            name, f = pick(PW_KINDS[3:5])
        else:
            name, f = pick(kinds)
        if lang == "en" and name in ("Korean-keyboard", "Hangul") and chance(0.6):
            continue
        v = f()
        if nospace and " " in v:
            continue
        if len(v) >= 8:
            return name, v


# ----------------------------------------------------------------------------------------------
# key material shapes (random bodies, real structure)
# ----------------------------------------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def ec_p256_private_pem_lines():
    priv = rbytes(32)
    pub = b"\x04" + rbytes(64)
    body = (b"\x02\x01\x01" + b"\x04\x20" + priv + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
            + b"\xa1\x44\x03\x42\x00" + pub)
    der = b"\x30" + der_len(len(body)) + body
    return "EC PRIVATE KEY", wrap_lines(b64e(der), 64)


def ed25519_pkcs8_pem_lines():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap_lines(b64e(der), 64)


def rsa_partial_pem_lines(nlines):
    # the beginning of a PKCS#1 RSA key: SEQUENCE, version, modulus ... (random modulus bytes)
    der = bytes.fromhex("308204a40201000282010100") + bytes([R.randrange(128, 256)]) + rbytes(nlines * 48)
    lines = wrap_lines(b64e(der), 64)[:nlines]
    return "RSA PRIVATE KEY", lines


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pk = rbytes(32)
    sk = rbytes(32) + pk
    pub_blob = ssh_string(b"ssh-ed25519") + ssh_string(pk)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pk) + ssh_string(sk) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pub_blob) + ssh_string(priv))
    return "OPENSSH PRIVATE KEY", wrap_lines(b64e(blob), 70)


def ssh_ed25519_public(comment):
    pk = rbytes(32)
    blob = ssh_string(b"ssh-ed25519") + ssh_string(pk)
    return "ssh-ed25519 " + b64e(blob) + " " + comment


def ssh_fingerprint():
    return "SHA256:" + b64e(rbytes(32)).rstrip("=")


def ec_public_pem_lines():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return wrap_lines(b64e(der), 64)


def cert_pem_lines(n):
    der = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(1) + bytes.fromhex("a0030201020214") + rbytes(n * 48)
    return wrap_lines(b64e(der), 64)[:n]


def jwt(payload, alg="HS256", sig_len=43):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64URL, sig_len)


def jwt_user():
    now = rint(1_730_000_000, 1_760_000_000)
    p = {"sub": str(rint(10000, 999999)), "name": pick(PEOPLE), "iat": now, "exp": now + pick([900, 3600, 86400])}
    if chance(0.5):
        p["scope"] = pick(["read write", "admin", "orders:read", "payments:*"])
    if chance(0.4):
        p["jti"] = uuid4()
    return jwt(p, alg=pick(["HS256", "RS256"]), sig_len=pick([43, 86, 342]))


def totp_seed():
    return rs(B32, pick([16, 26, 32]))


# ----------------------------------------------------------------------------------------------
# vendor credential shapes. items() -> list of (ENV_NAME, value, is_secret)
# ----------------------------------------------------------------------------------------------
VENDORS = []


def vendor(name, reg, thing_en, thing_ko, items, hdr=None, host=None, qp=None):
    VENDORS.append({"v": name, "reg": reg, "thing": (thing_en, thing_ko), "items": items,
                    "hdr": hdr, "host": host, "qp": qp})


def one(envname, gen):
    return lambda: [(envname, gen(), True)]


def mailchimp_key():
    return rs(HEX, 32) + "-us" + str(rint(1, 21))


def sentry_token():
    org = pick(["acme", "hanbit", "tokimeki", "blueotter"])
    meta = {"iat": float(rint(1_700_000_000, 1_760_000_000)) + rint(0, 999999) / 1e6,
            "url": "https://sentry.io", "region_url": "https://%s.sentry.io" % pick(["us", "de"]),
            "org": org}
    return "sntrys_" + b64e(json.dumps(meta, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64URL, 43)


def discord_bot_token():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def mapbox_token(prefix):
    body = {"u": pick(PEOPLE) + pick(["", "-maps", "dev"]), "a": rs(LALNUM, 25)}
    return prefix + "." + b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)


def supabase_key(role):
    ref = rs(LO, 20)
    now = rint(1_690_000_000, 1_740_000_000)
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": now, "exp": now + 315360000}, sig_len=43)


def adyen_key():
    return "AQE" + rs(ALNUM, rint(3, 4)) + rs(B64URL, rint(130, 170)) + "=" + rs(ALNUM + "-_", 20)


# global
vendor("AWS", "global", "access key pair", "액세스 키 쌍", lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(UP + "234567", 16), True), ("AWS_SECRET_ACCESS_KEY", rs(B64[:-2] + "+/", 40), True), ("AWS_DEFAULT_REGION", pick(REGIONS), False)])
vendor("GitHub", "global", "personal access token", "개인 액세스 토큰", one("GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36)), "Authorization: token {t}", "api.github.com")
vendor("GitHub", "global", "fine-grained personal access token", "fine-grained 개인 액세스 토큰", one("GH_PAT", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)), "Authorization: Bearer {t}", "api.github.com")
vendor("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰", one("GH_INSTALLATION_TOKEN", lambda: pick(["ghs_", "gho_", "ghu_"]) + rs(ALNUM, 36)), "Authorization: Bearer {t}", "api.github.com")
vendor("GitLab", "global", "access token", "액세스 토큰", one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64URL, 20)), "PRIVATE-TOKEN: {t}", "gitlab.com", "private_token")
vendor("GitLab", "global", "runner authentication token", "러너 인증 토큰", one("RUNNER_TOKEN", lambda: "glrt-" + rs(B64URL, 20)), None, "gitlab.com")
vendor("Slack", "global", "bot token", "봇 토큰", one("SLACK_BOT_TOKEN", lambda: "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 13), rint(10 ** 12, 10 ** 13), rs(ALNUM, 24))), "Authorization: Bearer {t}", "slack.com")
vendor("Slack", "global", "user token", "유저 토큰", one("SLACK_USER_TOKEN", lambda: "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 13), rint(10 ** 10, 10 ** 13), rint(10 ** 12, 10 ** 13), rs(HEX, 32))), "Authorization: Bearer {t}", "slack.com")
vendor("Slack", "global", "app-level token", "앱 레벨 토큰", one("SLACK_APP_TOKEN", lambda: "xapp-1-A0%s-%d-%s" % (rs(UALNUM, 9), rint(10 ** 12, 10 ** 13), rs(HEX, 64))), "Authorization: Bearer {t}", "slack.com")
vendor("Stripe", "global", "secret key", "시크릿 키", one("STRIPE_SECRET_KEY", lambda: "sk_live_" + pick(["", "51"]) + rs(ALNUM, pick([24, 97]))), "Authorization: Bearer {t}", "api.stripe.com")
vendor("Stripe", "global", "restricted key", "제한 키", one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + rs(ALNUM, pick([24, 99]))), "Authorization: Bearer {t}", "api.stripe.com")
vendor("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32)))
vendor("OpenAI", "global", "API key", "API 키", one("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)), "Authorization: Bearer {t}", "api.openai.com")
vendor("Anthropic", "global", "API key", "API 키", one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA"), "x-api-key: {t}", "api.anthropic.com")
vendor("Google Cloud", "global", "server API key", "서버 API 키", one("GOOGLE_API_KEY", lambda: "AIza" + rs(B64URL, 35)), "X-Goog-Api-Key: {t}", "maps.googleapis.com", "key")
vendor("Google OAuth", "global", "OAuth client secret", "OAuth 클라이언트 시크릿", lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LALNUM, 32)), False), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])
vendor("SendGrid", "global", "API key", "API 키", one("SENDGRID_API_KEY", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)), "Authorization: Bearer {t}", "api.sendgrid.com")
vendor("Mailgun", "global", "API key", "API 키", one("MAILGUN_API_KEY", lambda: pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])))
vendor("Mailchimp", "global", "API key", "API 키", one("MAILCHIMP_API_KEY", mailchimp_key))
vendor("npm", "global", "automation token", "자동화 토큰", one("NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36)))
vendor("PyPI", "global", "upload token", "업로드 토큰", one("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 190))))
vendor("Docker Hub", "global", "personal access token", "개인 액세스 토큰", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64URL, 27)))
vendor("HashiCorp Vault", "global", "Vault token", "Vault 토큰", one("VAULT_TOKEN", lambda: pick(["hvs." + rs(B64URL, 24), "hvs.CAESI" + rs(B64URL, 86)])), "X-Vault-Token: {t}", "vault.internal:8200")
vendor("Terraform Cloud", "global", "API token", "API 토큰", one("TFE_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)), "Authorization: Bearer {t}", "app.terraform.io")
vendor("DigitalOcean", "global", "API token", "API 토큰", one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)), "Authorization: Bearer {t}", "api.digitalocean.com")
vendor("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰", one("SHOPIFY_ACCESS_TOKEN", lambda: pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32)), "X-Shopify-Access-Token: {t}", "acme-store.myshopify.com")
vendor("Atlassian", "global", "API token", "API 토큰", one("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)))
vendor("Linear", "global", "API key", "API 키", one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)), "Authorization: {t}", "api.linear.app")
vendor("Notion", "global", "integration secret", "통합 시크릿", one("NOTION_TOKEN", lambda: "secret_" + rs(ALNUM, 43)), "Authorization: Bearer {t}", "api.notion.com")
vendor("Figma", "global", "personal access token", "개인 액세스 토큰", one("FIGMA_TOKEN", lambda: "figd_" + rs(B64URL, 40)), "X-Figma-Token: {t}", "api.figma.com")
vendor("Hugging Face", "global", "access token", "액세스 토큰", one("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)), "Authorization: Bearer {t}", "huggingface.co")
vendor("Databricks", "global", "personal access token", "개인 액세스 토큰", one("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"])), "Authorization: Bearer {t}", "adb-4815162342.12.azuredatabricks.net")
vendor("Azure AD", "global", "client secret", "클라이언트 시크릿", lambda: [("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34), True)])
vendor("Cloudflare", "global", "API token", "API 토큰", one("CLOUDFLARE_API_TOKEN", lambda: rs(B64URL, 40)), "Authorization: Bearer {t}", "api.cloudflare.com")
vendor("Cloudflare", "global", "Global API Key", "Global API Key", lambda: [("CF_API_EMAIL", pick(PEOPLE) + "@" + pick(DOMAINS), False), ("CF_API_KEY", rs(HEX, 37), True)], "X-Auth-Key: {t}", "api.cloudflare.com")
vendor("Okta", "global", "API token", "API 토큰", one("OKTA_API_TOKEN", lambda: "00" + rs(B64URL, 40)), "Authorization: SSWS {t}", "acme.okta.com")
vendor("Datadog", "global", "API and application keys", "API/애플리케이션 키", lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True)], "DD-API-KEY: {t}", "api.datadoghq.com")
vendor("New Relic", "global", "user API key", "유저 API 키", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UALNUM, 27)), "Api-Key: {t}", "api.newrelic.com")
vendor("Telegram", "global", "bot token", "봇 토큰", one("TELEGRAM_BOT_TOKEN", lambda: "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33))))
vendor("Discord", "global", "bot token", "봇 토큰", one("DISCORD_TOKEN", discord_bot_token), "Authorization: Bot {t}", "discord.com")
vendor("Postman", "global", "API key", "API 키", one("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)), "X-Api-Key: {t}", "api.getpostman.com")
vendor("Grafana", "global", "service account token", "서비스 계정 토큰", one("GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)), "Authorization: Bearer {t}", "grafana.internal")
vendor("Pulumi", "global", "access token", "액세스 토큰", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40)))
vendor("Doppler", "global", "service token", "서비스 토큰", one("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40)))
vendor("age", "global", "age secret key", "age 비밀 키", one("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32U, 58)))
vendor("Twilio", "global", "auth token", "auth token", lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)])
vendor("Supabase", "global", "service_role key", "service_role 키", one("SUPABASE_SERVICE_ROLE_KEY", lambda: supabase_key("service_role")), "apikey: {t}", "xyz.supabase.co")
vendor("Replicate", "global", "API token", "API 토큰", one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)), "Authorization: Bearer {t}", "api.replicate.com")
vendor("Groq", "global", "API key", "API 키", one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)), "Authorization: Bearer {t}", "api.groq.com")
vendor("Perplexity", "global", "API key", "API 키", one("PPLX_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)), "Authorization: Bearer {t}", "api.perplexity.ai")
vendor("Cohere", "global", "API key", "API 키", one("COHERE_API_KEY", lambda: rs(ALNUM, 40)), "Authorization: Bearer {t}", "api.cohere.ai")
vendor("Airtable", "global", "personal access token", "개인 액세스 토큰", one("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)), "Authorization: Bearer {t}", "api.airtable.com")
vendor("Sentry", "global", "org auth token", "조직 인증 토큰", one("SENTRY_AUTH_TOKEN", sentry_token))
vendor("CircleCI", "global", "personal API token", "개인 API 토큰", one("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40)), "Circle-Token: {t}", "circleci.com")
vendor("Buildkite", "global", "API access token", "API 액세스 토큰", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40)), "Authorization: Bearer {t}", "api.buildkite.com")
vendor("Contentful", "global", "management token", "관리 토큰", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64URL, 43)), "Authorization: Bearer {t}", "api.contentful.com")
vendor("Dropbox", "global", "access token", "액세스 토큰", one("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64URL, 134)), "Authorization: Bearer {t}", "api.dropboxapi.com")
vendor("Square", "global", "production access token", "운영 액세스 토큰", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64URL, 60)), "Authorization: Bearer {t}", "connect.squareup.com")
vendor("PayPal", "global", "REST client secret", "REST 클라이언트 시크릿", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64URL, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64URL, 79), True)])
vendor("Mapbox", "global", "secret access token", "시크릿 액세스 토큰", one("MAPBOX_SECRET_TOKEN", lambda: mapbox_token("sk")))
vendor("Algolia", "global", "Admin API key", "Admin API 키", lambda: [("ALGOLIA_APP_ID", rs(UALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)], "X-Algolia-API-Key: {t}", "algolia.net")
vendor("Firebase", "global", "FCM legacy server key", "FCM 레거시 서버 키", one("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)), "Authorization: key={t}", "fcm.googleapis.com")
vendor("Shippo", "global", "live API token", "라이브 API 토큰", one("SHIPPO_API_KEY", lambda: "shippo_live_" + rs(HEX, 40)), "Authorization: ShippoToken {t}", "api.goshippo.com")
vendor("internal auth", "global", "service JWT", "서비스 JWT", one("SERVICE_JWT", jwt_user), "Authorization: Bearer {t}", "api.internal")

# Korea
vendor("Kakao", "kr", "REST API key", "REST API 키", one("KAKAO_REST_API_KEY", lambda: rs(HEX, 32)), "Authorization: KakaoAK {t}", "dapi.kakao.com")
vendor("Kakao", "kr", "Admin key", "어드민 키", one("KAKAO_ADMIN_KEY", lambda: rs(HEX, 32)), "Authorization: KakaoAK {t}", "kapi.kakao.com")
vendor("Kakao", "kr", "Login client secret", "로그인 Client Secret", lambda: [("KAKAO_CLIENT_ID", rs(HEX, 32), False), ("KAKAO_CLIENT_SECRET", rs(ALNUM, 32), True)])
vendor("Naver Developers", "kr", "client secret", "Client Secret", lambda: [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)], "X-Naver-Client-Secret: {t}", "openapi.naver.com")
vendor("Naver Cloud Platform", "kr", "access key pair", "액세스 키 쌍", lambda: [("NCLOUD_ACCESS_KEY", rs(UALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)])
vendor("Toss Payments", "kr", "secret key", "시크릿 키", one("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28)))
vendor("PortOne", "kr", "V2 API secret", "V2 API 시크릿", one("PORTONE_API_SECRET", lambda: rs(ALNUM, 80)), "Authorization: PortOne {t}", "api.portone.io")
vendor("NHN Cloud", "kr", "SMS secret key", "SMS 시크릿 키", lambda: [("NHN_APP_KEY", rs(ALNUM, 16), False), ("NHN_SECRET_KEY", rs(ALNUM, 8), True)], "X-Secret-Key: {t}", "api-sms.cloud.toast.com")
vendor("Solapi", "kr", "API key and secret", "API 키/시크릿", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UALNUM, 32), True)])
vendor("Aligo", "kr", "SMS API key", "문자 API 키", one("ALIGO_API_KEY", lambda: rs(LALNUM, 32)))
vendor("Channel Talk", "kr", "access key and secret", "access key/secret", lambda: [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)], "x-access-secret: {t}", "api.channel.io")
vendor("KakaoPay", "kr", "secret key", "시크릿 키", one("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(HEXU, 37)), "Authorization: SECRET_KEY {t}", "open-api.kakaopay.com")
vendor("Sendbird", "kr", "API token", "API 토큰", one("SENDBIRD_API_TOKEN", lambda: rs(HEX, 40)), "Api-Token: {t}", "api-app.sendbird.com")

# Japan
vendor("LINE", "jp", "channel access token", "채널 액세스 토큰", one("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "="), "Authorization: Bearer {t}", "api.line.me")
vendor("LINE", "jp", "channel secret", "채널 시크릿", one("LINE_CHANNEL_SECRET", lambda: rs(HEX, 32)))
vendor("LINE", "jp", "LINE Notify token", "LINE Notify 토큰", one("LINE_NOTIFY_TOKEN", lambda: rs(ALNUM, 43)), "Authorization: Bearer {t}", "notify-api.line.me")
vendor("Chatwork", "jp", "API token", "API 토큰", one("CHATWORK_API_TOKEN", lambda: rs(HEX, 32)), "X-ChatWorkToken: {t}", "api.chatwork.com")
vendor("Backlog", "jp", "API key", "API 키", one("BACKLOG_API_KEY", lambda: rs(ALNUM, 64)), None, "acme.backlog.jp", "apiKey")
vendor("kintone", "jp", "API token", "API 토큰", one("KINTONE_API_TOKEN", lambda: rs(ALNUM, 40)), "X-Cybozu-API-Token: {t}", "acme.cybozu.com")
vendor("PAY.JP", "jp", "secret key", "시크릿 키", one("PAYJP_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 24)))
vendor("Sakura Cloud", "jp", "API token and secret", "API 토큰/시크릿", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)])

# China
vendor("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey 쌍", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, pick([12, 16, 20])), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
vendor("Tencent Cloud", "cn", "SecretId/SecretKey", "SecretId/SecretKey", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
vendor("Baidu AI Cloud", "cn", "AK/SK", "AK/SK", lambda: [("BCE_ACCESS_KEY_ID", rs(HEX, 32), True), ("BCE_SECRET_ACCESS_KEY", rs(HEX, 32), True)])
vendor("Huawei Cloud", "cn", "AK/SK", "AK/SK", lambda: [("HUAWEICLOUD_SDK_AK", rs(UALNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])
vendor("Qiniu", "cn", "AK/SK", "AK/SK", lambda: [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])
vendor("WeChat", "cn", "AppSecret", "AppSecret", lambda: [("WECHAT_APPID", "wx" + rs(HEX, 16), False), ("WECHAT_APPSECRET", rs(HEX, 32), True)])
vendor("DingTalk", "cn", "robot signing secret", "로봇 서명 시크릿", one("DINGTALK_SECRET", lambda: "SEC" + rs(HEX, 64)))
vendor("Feishu", "cn", "app secret", "app secret", lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])
vendor("Gitee", "cn", "private token", "private token", one("GITEE_TOKEN", lambda: rs(HEX, 32)), None, "gitee.com", "access_token")

# Europe
vendor("Mollie", "eu", "live API key", "라이브 API 키", one("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30)), "Authorization: Bearer {t}", "api.mollie.com")
vendor("GoCardless", "eu", "live access token", "라이브 액세스 토큰", one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64URL, 40)), "Authorization: Bearer {t}", "api.gocardless.com")
vendor("Adyen", "eu", "API key", "API 키", one("ADYEN_API_KEY", adyen_key), "X-API-Key: {t}", "checkout-live.adyen.com")
vendor("Hetzner Cloud", "eu", "API token", "API 토큰", one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)), "Authorization: Bearer {t}", "api.hetzner.cloud")
vendor("Scaleway", "eu", "API key", "API 키", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)], "X-Auth-Token: {t}", "api.scaleway.com")
vendor("OVHcloud", "eu", "application secret and consumer key", "application secret/consumer key", lambda: [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True), ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])
vendor("Yandex Cloud", "eu", "OAuth token", "OAuth 토큰", one("YC_TOKEN", lambda: "y0_" + rs(B64URL, 55)), "Authorization: OAuth {t}", "iam.api.cloud.yandex.net")
vendor("Exoscale", "eu", "API key and secret", "API 키/시크릿", lambda: [("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), True), ("EXOSCALE_API_SECRET", rs(B64URL, 43), True)])
vendor("DeepL", "eu", "authentication key", "인증 키", one("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx"), "Authorization: DeepL-Auth-Key {t}", "api-free.deepl.com")
vendor("Spotify", "eu", "client secret", "client secret", lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)])
vendor("Vonage", "eu", "API secret", "API 시크릿", one("VONAGE_API_SECRET", lambda: rs(ALNUM, 16)))
vendor("Klaviyo", "eu", "private API key", "private API 키", one("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + rs(HEX, 34)), "Authorization: Klaviyo-API-Key {t}", "a.klaviyo.com")
vendor("ngrok", "global", "authtoken", "authtoken", one("NGROK_AUTHTOKEN", lambda: str(rint(1, 2)) + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)))
vendor("Tailscale", "global", "auth key", "auth key", one("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)))
vendor("Confluent", "global", "Kafka API key and secret", "Kafka API 키/시크릿", lambda: [("CONFLUENT_API_KEY", rs(UALNUM, 16), True), ("CONFLUENT_API_SECRET", rs(B64[:-2] + "+/", 64), True), ("BOOTSTRAP_SERVERS", "pkc-%s.%s.aws.confluent.cloud:9092" % (rs(LALNUM, 5), pick(REGIONS)), False)])
vendor("Mistral", "eu", "API key", "API 키", one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)), "Authorization: Bearer {t}", "api.mistral.ai")


def vendor_names():
    return dedup([v["v"] for v in VENDORS])


# ----------------------------------------------------------------------------------------------
# containers: render (NAME, value, is_secret) items into a pasted snippet
# ----------------------------------------------------------------------------------------------
class Unfit(Exception):
    pass


def decoys(n):
    pool = [("NODE_ENV", lambda: pick(["production", "staging", "development"])),
            ("PORT", lambda: str(pick([3000, 8080, 8000, 5000, 9090]))),
            ("LOG_LEVEL", lambda: pick(["info", "debug", "warn"])),
            ("AWS_REGION", lambda: pick(REGIONS)),
            ("DB_HOST", lambda: host("db")),
            ("APP_ENV", lambda: pick(["prod", "stg", "dev"])),
            ("TIMEOUT_MS", lambda: str(pick([1500, 3000, 10000]))),
            ("REDIS_URL", lambda: "redis://%s:6379/%d" % (pick(["cache", "redis", "localhost"]), rint(0, 5))),
            ("FEATURE_FLAGS", lambda: pick(["checkout_v2,coupon", "new_ui", "batch_retry"])),
            ("SENTRY_ENVIRONMENT", lambda: pick(["staging", "production"])),
            ("TZ", lambda: pick(["Asia/Seoul", "Asia/Tokyo", "UTC", "Europe/Berlin"])),
            ("MAX_RETRIES", lambda: str(rint(2, 8))),
            ("WEBHOOK_PATH", lambda: pick(["/hooks/payment", "/api/v1/events", "/callback"]))]
    idx = list(range(len(pool)))
    R.shuffle(idx)
    return [(pool[i][0], pool[i][1](), False) for i in idx[:n]]


def parts(name):
    return name.lower().split("_")


def camel(name):
    p = parts(name)
    return p[0] + "".join(x.capitalize() for x in p[1:])


def dotted(name):
    p = parts(name)
    return p[0] + "." + "-".join(p[1:]) if len(p) > 1 else p[0]


def yq(v):
    if v and all(c in ALNUM + "_./-" for c in v) and v[0] not in "-." and not v.isdigit():
        return v
    return '"' + v + '"'


def c_dotenv(items):
    return "\n".join("%s=%s" % (k, v) for k, v, _ in items)


def c_export(items):
    lines = []
    for k, v, _ in items:
        if any(c in v for c in "$!"):
            lines.append("export %s='%s'" % (k, v))
        else:
            lines.append("export %s=%s" % (k, pick(['"%s"' % v, shq(v)])))
    return "\n".join(lines)


def c_inline(items):
    cmd = pick(["npm run deploy", "python manage.py migrate", "./gradlew bootRun", "node scripts/sync.js",
                "go run ./cmd/worker", "bundle exec rake jobs:work", "pnpm test:e2e", "uv run pytest -k smoke"])
    return " ".join("%s=%s" % (k, shq(v)) for k, v, _ in items) + " " + cmd


def c_yaml(items):
    top = pick(["app", "integrations", "spring", "service", "config"])
    sub = pick(["credentials", "auth", "external", "providers"])
    lines = [top + ":", "  " + sub + ":"]
    for k, v, _ in items:
        lines.append("    %s: %s" % (k.lower(), yq(v)))
    return "\n".join(lines)


def c_json(items):
    d = {}
    for k, v, _ in items:
        d[camel(k)] = v
    outer = {pick(["config", "credentials", "settings", "env"]): d}
    return json.dumps(outer, indent=2, ensure_ascii=False)


def c_toml(items):
    sec = pick(["[credentials]", "[api]", "[tool.deploy]", "[providers.default]"])
    return sec + "\n" + "\n".join('%s = "%s"' % (k.lower(), v) for k, v, _ in items)


def c_ini(items):
    sec = pick(["[default]", "[production]", "[api]", "[auth]"])
    return sec + "\n" + "\n".join("%s = %s" % (k.lower(), v) for k, v, _ in items)


def c_properties(items):
    return "\n".join("%s=%s" % (dotted(k), v) for k, v, _ in items)


def c_xml(items):
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k.title().replace("_", ""), v) for k, v, _ in items)
        return "<appSettings>\n" + body + "\n</appSettings>"
    body = "\n".join("  <%s>%s</%s>" % (camel(k), v, camel(k)) for k, v, _ in items)
    return "<config>\n" + body + "\n</config>"


def c_k8s_secret(items):
    name = pick(SERVICES) + "-secrets"
    body = "\n".join("  %s: %s" % (k, yq(v)) for k, v, _ in items)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n" % name) + body


def c_k8s_env(items):
    body = "\n".join("            - name: %s\n              value: %s" % (k, yq(v)) for k, v, _ in items)
    return "      containers:\n        - name: %s\n          image: registry.local/%s:%s\n          env:\n%s" % (
        svc(), svc(), pick(VERSIONS), body)


def c_compose(items):
    s = svc()
    body = "\n".join("      %s: %s" % (k, yq(v)) for k, v, _ in items)
    return "services:\n  %s:\n    image: %s:%s\n    environment:\n%s" % (s, s, pick(VERSIONS), body)


def c_dockerfile(items):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])
    body = "\n".join("ENV %s=%s" % (k, shq(v)) for k, v, _ in items)
    return "FROM %s\nWORKDIR /app\n%s\nCOPY . .\nCMD [\"./start.sh\"]" % (base, body)


def c_gha(items):
    body = "\n".join("      %s: %s" % (k, yq(v)) for k, v, _ in items)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - run: make deploy") % body


def c_gitlab(items):
    body = "\n".join("  %s: %s" % (k, yq(v)) for k, v, _ in items)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh" % body


def c_terraform(items):
    if chance(0.5):
        return "\n".join('%s = "%s"' % (k.lower(), v) for k, v, _ in items)
    out = []
    for k, v, sec in items:
        out.append('variable "%s" {\n  type    = string\n  default = "%s"%s\n}' % (k.lower(), v, "\n  sensitive = true" if sec and chance(0.5) else ""))
    return "\n".join(out)


def c_python(items):
    if chance(0.5):
        return "\n".join('%s = "%s"' % (k, v) for k, v, _ in items)
    return "settings = {\n" + "\n".join('    "%s": "%s",' % (k.lower(), v) for k, v, _ in items) + "\n}"


def c_js(items):
    kw = pick(["const", "export const", "let"])
    if chance(0.5):
        return "\n".join('%s %s = "%s";' % (kw, camel(k), v) for k, v, _ in items)
    return "module.exports = {\n" + "\n".join("  %s: '%s'," % (camel(k), v) for k, v, _ in items) + "\n};"


def c_go(items):
    if chance(0.5):
        return "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), v) for k, v, _ in items) + "\n)"
    return "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v, _ in items)


def c_java(items):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v, _ in items)


def c_ruby(items):
    if any("#" in v for _, v, _ in items):
        raise Unfit()
    return "\n".join('ENV["%s"] ||= "%s"' % (k, v) for k, v, _ in items)


def c_php(items):
    return "\n".join("define('%s', '%s');" % (k, v) for k, v, _ in items)


def c_csharp(items):
    return "\n".join('config["%s"] = "%s";' % (k.title().replace("_", ""), v) for k, v, _ in items)


def c_rust(items):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, _ in items)


def c_kotlin(items):
    if any("$" in v for _, v, _ in items):
        raise Unfit()
    return "\n".join('val %s = "%s"' % (camel(k), v) for k, v, _ in items)


def c_swift(items):
    return "\n".join('let %s = "%s"' % (camel(k), v) for k, v, _ in items)


def c_log(items):
    lvl = pick(["DEBUG", "INFO", "TRACE"])
    d = {k: v for k, v, _ in items}
    return "%s %s [%s] loaded config %s" % (ts(), lvl, svc(), json.dumps(d, ensure_ascii=False))


def c_stack(items):
    sec = [it for it in items if it[2]]
    k, v, _ = sec[0]
    if chance(0.5):
        return ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in connect\n'
                '    resp = session.post(url, headers={"Authorization": f"Bearer {token}"})\n'
                "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example/v1/auth\n"
                "  locals: token='%s' retries=%d") % (svc().replace("-", "_"), rint(20, 400), v, rint(0, 5))
    return ("Exception in thread \"main\" java.lang.IllegalStateException: auth failed for %s=%s\n"
            "\tat com.%s.client.ApiClient.authenticate(ApiClient.java:%d)\n"
            "\tat com.%s.Main.main(Main.java:%d)") % (k.lower(), v, pick(["acme", "hanbit", "mirae"]), rint(40, 300),
                                                     pick(["acme", "hanbit", "mirae"]), rint(10, 90))


def c_diff(items):
    f = cfgfile()
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), len(items), rint(1, 40), len(items))]
    for k, v, sec in items:
        if sec:
            lines.append("-%s=${%s}" % (k, k))
            lines.append("+%s=%s" % (k, v))
        else:
            lines.append(" %s=%s" % (k, v))
    return "\n".join(lines)


def c_table(items):
    rows = ["| key | value | note |", "|---|---|---|"]
    for k, v, sec in items:
        rows.append("| %s | %s | %s |" % (k, v, pick(["prod", "from 1Password", "rotated last week", "-", "new"]) if sec else "-"))
    return "\n".join(rows)


def c_chat(items):
    who = pick(PEOPLE)
    intro = pick(["here you go", "use these", "prod values below, don't share", "from the old wiki", "copy exactly"])
    body = "\n".join("%s: %s" % (k, v) for k, v, _ in items)
    out = "[%s] %s: %s\n%s" % (hhmm(), who, intro, body)
    if chance(0.5):
        out += "\n[%s] %s: %s" % (hhmm(), pick(PEOPLE), pick(["thx", "got it", "works now 👍", "ty!"]))
    return out


def c_powershell(items):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v, _ in items)


def c_cmdset(items):
    return "\n".join("set %s=%s" % (k, v) for k, v, _ in items)


def c_systemd(items):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (k, v) for k, v, _ in items) + "\nExecStart=/opt/%s/bin/run" % svc()


def c_helm(items):
    return "secrets:\n  enabled: true\n  values:\n" + "\n".join("    %s: %s" % (camel(k), yq(v)) for k, v, _ in items)


def c_ansible(items):
    return "# group_vars/all.yml\n" + "\n".join("%s: %s" % (k.lower(), yq(v)) for k, v, _ in items)


def c_makefile(items):
    if any("$" in v or "#" in v for _, v, _ in items):
        raise Unfit()
    return "\n".join("%s ?= %s" % (k, v) for k, v, _ in items) + "\n\ndeploy:\n\t./scripts/deploy.sh"


GENERIC_CONTAINERS = [("dotenv", c_dotenv), ("shell export", c_export), ("inline env command", c_inline),
                      ("YAML", c_yaml), ("JSON", c_json), ("TOML", c_toml), ("INI", c_ini),
                      ("properties", c_properties), ("XML", c_xml), ("k8s Secret", c_k8s_secret),
                      ("k8s Deployment env", c_k8s_env), ("docker-compose", c_compose),
                      ("Dockerfile", c_dockerfile), ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab),
                      ("Terraform", c_terraform), ("Python", c_python), ("JavaScript", c_js), ("Go", c_go),
                      ("Java", c_java), ("Ruby", c_ruby), ("PHP", c_php), ("C#", c_csharp), ("Rust", c_rust),
                      ("Kotlin", c_kotlin), ("Swift", c_swift), ("log line", c_log), ("stack trace", c_stack),
                      ("git diff", c_diff), ("markdown table", c_table), ("chat paste", c_chat),
                      ("PowerShell", c_powershell), ("cmd set", c_cmdset), ("systemd unit", c_systemd),
                      ("Helm values", c_helm), ("Ansible vars", c_ansible), ("Makefile", c_makefile)]


def c_header(vd, items):
    sec = [it for it in items if it[2]]
    v = sec[0][1]
    h = vd["hdr"].format(t=v)
    path = pick(["/v1/charges", "/api/v2/messages", "/v3/search", "/user", "/v1/send", "/api/items?limit=20"])
    return "%s %s HTTP/1.1\nHost: %s\n%s\nContent-Type: application/json\nUser-Agent: %s/%s" % (
        pick(["GET", "POST"]), path, vd["host"], h, svc(), pick(VERSIONS))


def c_curl(vd, items):
    sec = [it for it in items if it[2]]
    v = sec[0][1]
    h = vd["hdr"].format(t=v)
    q = pick(["'", '"'])
    return "curl -sS %s-H %s%s%s https://%s/%s" % (pick(["", "-X POST ", "--fail "]), q, h, q, vd["host"],
                                                  pick(["v1/me", "api/v2/status", "v1/users?limit=1", "ping"]))


def c_url(vd, items):
    sec = [it for it in items if it[2]]
    v = sec[0][1]
    return "https://%s/api/%s?%s=%s&%s" % (vd["host"], pick(["v2/issues", "search", "v1/list", "projects"]), vd["qp"], v,
                                           pick(["count=20", "lang=ko", "page=2", "format=json"]))


def render_items(vd, items):
    """returns (container_name, snippet)"""
    opts = list(range(len(GENERIC_CONTAINERS)))
    extra = []
    if vd.get("hdr") and vd.get("host"):
        extra += ["HTTP request", "curl header", "curl header"]
    if vd.get("qp"):
        extra += ["URL query", "URL query"]
    for _ in range(50):
        if extra and chance(0.25):
            e = pick(extra)
            f = {"HTTP request": c_header, "curl header": c_curl, "URL query": c_url}[e]
            return e, f(vd, items)
        name, f = GENERIC_CONTAINERS[pick(opts)]
        try:
            return name, f(items)
        except Unfit:
            continue
    raise RuntimeError("no container")


# ----------------------------------------------------------------------------------------------
# note construction and the FORMAT.txt rules
# ----------------------------------------------------------------------------------------------
class Retry(Exception):
    pass


LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_violations(fields, secrets):
    """8-char windows of secrets that occur in a field outside every secret occurrence"""
    bad = []
    for fname in ("missing_context", "lesson", "ask_next_time"):
        t = fields[fname]
        spans = []
        for s in secrets:
            for p in occurrences(t, s):
                spans.append((p, p + len(s)))
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(t, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        bad.append((fname, w, p))
    return bad


def make_note(lang, kind, category, mc, lesson, ask, secrets):
    fields = {"missing_context": mc.strip("\n"), "lesson": lesson.strip("\n"), "ask_next_time": ask.strip("\n")}
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            raise Retry("too long: " + k)
    if not fields["missing_context"] or not fields["lesson"]:
        raise Retry("empty field")
    allt = "\n".join(fields.values())
    secrets = dedup([s for s in secrets if s])
    if kind == "secret":
        secrets = [s for s in secrets if s in allt]
        if not secrets:
            raise Retry("no secret present")
        for s in secrets:
            if len(s) < 8:
                raise Retry("short secret")
        if window_violations(fields, secrets):
            raise Retry("window rule")
    else:
        secrets = []
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets}


def secret_values(items):
    return [v for _, v, s in items if s]


# ----------------------------------------------------------------------------------------------
# prose pools shared by many secret templates
# ----------------------------------------------------------------------------------------------
VERIFY = [("ran the smoke test", "스모크 테스트 통과 확인"), ("the webhook test passed", "웹훅 테스트 통과"),
          ("`make verify` went green", "`make verify` 통과"), ("the health check returned 200", "헬스체크 200 확인"),
          ("the nightly job succeeded", "야간 배치 성공 확인"), ("retried the failed jobs", "실패한 잡 재시도 완료")]


def ctx_for(lang, vd):
    e1, e2 = pick(ENVS), pick(ENVS)
    return {"V": vd["v"], "T": vd["thing"][0 if lang == "en" else 1], "S": svc(), "E": e1[0] if lang == "en" else e1[1],
            "E2": e2[0] if lang == "en" else e2[1], "F": cfgfile(), "P": person(lang),
            "VER": pick(VERIFY)[0 if lang == "en" else 1]}


MC_SNIP = {
    "en": ["While adding {V} to {S} I couldn't find where the {T} for {E} lived. The user pasted the relevant part of {F}:\n{X}",
           "{S} kept returning 401 from {V} on {E}. I didn't know the running config differs from the repo; this is what is actually deployed:\n{X}",
           "{X}\nThat is what {P} pasted when I asked which {V} credentials {S} uses on {E}.",
           "I was not told that {S} has its own {V} {T}, separate from the shared one. From {F}:\n{X}\nThe task description assumed the shared key.",
           "Context I lacked: the {E} pipeline injects the {V} {T} from this file, not from CI variables.\n{X}",
           "Why does {S} fail against {V} with the values below? {P} pasted them in the incident channel:\n{X}",
           "The ticket said \"{V} is already configured\". It was, but only on {P}'s machine:\n{X}\nI had been looking in {F}.",
           "Didn't know {S} was migrated to {V} last sprint. Config as found on the {E} box:\n{X}"],
    "ko": ["{S}에 {V} 연동을 추가하는데 {E} 환경의 {T}이/가 어디 있는지 몰랐다. 사용자가 {F} 일부를 붙여줬다:\n{X}",
           "{E}에서 {S}이/가 {V} 호출 시 계속 401을 받았다. 레포 설정과 실제 배포 설정이 다르다는 걸 몰랐다. 실제 배포된 값:\n{X}",
           "{X}\n{S}이/가 {E}에서 어떤 {V} 인증 정보를 쓰는지 물었더니 {P}님이 붙여준 내용.",
           "{S}이/가 공용 키가 아니라 별도의 {V} {T}을/를 쓴다는 걸 아무도 말해주지 않았다. {F} 내용:\n{X}",
           "몰랐던 점: {E} 파이프라인은 CI 변수가 아니라 이 파일에서 {V} {T}을/를 주입한다.\n{X}",
           "아래 값으로 {S}이/가 {V} 호출에 실패하는 이유가 뭘까? 장애 채널에 {P}님이 올린 값이다.\n{X}",
           "티켓에는 \"{V} 설정 완료\"라고 되어 있었는데 {P}님 로컬에만 있었다:\n{X}\n나는 {F}만 보고 있었다.",
           "지난 스프린트에 {S}이/가 {V}으로/로 옮겨간 줄 몰랐다. {E} 서버에서 찾은 설정:\n{X}"]}
MC_PLAIN = {
    "en": ["I didn't know which {V} {T} the {E} deployment of {S} uses.",
           "Missing: where {S} gets its {V} credentials on {E}.",
           "Nobody mentioned that {S} talks to {V} directly instead of going through the gateway.",
           "I assumed {S} had no {V} integration on {E}; it does.",
           "The deploy of {S} to {E} failed at the {V} step and I didn't know why."],
    "ko": ["{E} 환경의 {S}이/가 어떤 {V} {T}을/를 쓰는지 몰랐다.",
           "{S}이/가 {E}에서 {V} 인증 정보를 어디서 가져오는지 몰랐음.",
           "{S}이/가 게이트웨이를 거치지 않고 {V}을/를 직접 호출한다는 걸 아무도 말해주지 않았다.",
           "{E}의 {S}에는 {V} 연동이 없다고 생각했는데 있었다.",
           "{S} {E} 배포가 {V} 단계에서 실패했는데 원인을 몰랐다."]}
LS_SNIP = {
    "en": ["{S} reads {V} credentials from {F}. Working values:\n{X}\nRestart the service after editing; it does not hot-reload.",
           "The {V} client silently falls back to anonymous mode when the {T} is missing, so check this block first:\n{X}",
           "Use the {E} credentials below, not the ones in the README:\n{X}",
           "Fixed by putting the {T} back into the config:\n{X}\nThen {VER}.",
           "{X}\n^ this block must exist on the {E} host, otherwise {S} starts but every {V} call fails.",
           "Root cause: the {T} had a trailing newline. Correct value, as now deployed:\n{X}\n{VER} afterwards.",
           "For {S} on {E}, the {V} settings that work are\n{X}\nand the old ones in {F} can be deleted."],
    "ko": ["{S}은/는 {V} 인증 정보를 {F}에서 읽는다. 동작하는 값:\n{X}\n수정 후 재시작 필요 (hot reload 안 됨).",
           "{T}이/가 없으면 {V} 클라이언트가 조용히 익명 모드로 동작하므로 이 블록부터 확인할 것:\n{X}",
           "README에 있는 값 말고 아래 {E} 값을 써야 한다:\n{X}",
           "설정에 {T}을/를 다시 넣어서 해결:\n{X}\n이후 {VER}.",
           "{X}\n↑ 이 블록이 {E} 호스트에 있어야 한다. 없으면 {S}은/는 뜨지만 {V} 호출이 전부 실패한다.",
           "원인: {T} 끝에 개행이 붙어 있었다. 현재 배포된 올바른 값:\n{X}\n수정 후 {VER}.",
           "{E}의 {S}에서 동작하는 {V} 설정은 아래와 같고\n{X}\n{F}에 남은 예전 값은 지워도 된다."]}
LS_PLAIN = {
    "en": ["Check {F} before assuming the {V} key is missing; {S} does not read CI variables.",
           "Restart {S} after changing {V} credentials, otherwise the old client stays cached.",
           "{V} errors on {E} are almost always credential problems, not network problems.",
           "The {V} SDK reads the environment only once at import time."],
    "ko": ["{V} 키가 없다고 단정하기 전에 {F}부터 확인할 것. {S}은/는 CI 변수를 읽지 않는다.",
           "{V} 인증 정보를 바꾼 뒤에는 {S}을/를 재시작해야 한다. 안 그러면 예전 클라이언트가 캐시된다.",
           "{E}의 {V} 오류는 대부분 네트워크가 아니라 인증 정보 문제였다.",
           "{V} SDK는 import 시점에 환경변수를 한 번만 읽는다."]}
LS_INLINE = {
    "en": ["The {E} {V} {T} is {A}; it lives in {F}.",
           "{S} authenticates to {V} with {A} (set in {F}). {VER}.",
           "Correct {T} for {E}: {A} - the one in the wiki is outdated."],
    "ko": ["{E}의 {V} {T}은/는 {A} 이고 {F}에 있다.",
           "{S}은/는 {A} 로 {V} 인증을 한다 ({F}에 설정). {VER}.",
           "{E}용 올바른 {T}: {A} — 위키에 있는 값은 예전 것."]}
ASK_PLAIN = {
    "en": ["", "Which {V} {T} should {S} use on {E}?",
           "Is it OK to keep the {V} {T} in {F}, or should I move it to the secret manager?",
           "Should I rotate the {V} key after this incident?",
           "Who owns the {V} account for {E}?", ""],
    "ko": ["", "{S}이/가 {E}에서 쓸 {V} {T}은/는 어떤 건가요?",
           "{V} {T}을/를 {F}에 그대로 둬도 될까요, 시크릿 매니저로 옮길까요?",
           "이번 장애 후 {V} 키를 교체해야 할까요?",
           "{E}의 {V} 계정 담당자가 누구인가요?", ""]}
ASK_VAL = {
    "en": ["Is `{A}` still the current {V} {T} for {E}, or has it been rotated?",
           "Can I reuse {A} for {E2} too?",
           "Should {S} keep using {A}, or do you want a separate key per service?",
           "{A} - is this the prod one or the test one?"],
    "ko": ["`{A}` 가 아직 {E}의 유효한 {V} {T}인가요, 아니면 교체됐나요?",
           "{A} 를 {E2} 환경에서도 그대로 써도 되나요?",
           "{S}이/가 계속 {A} 를 써도 되나요, 서비스별로 키를 분리할까요?",
           "{A} 이게 운영 키인가요 테스트 키인가요?"]}


JOSA = [("을/를", "을", "를"), ("이/가", "이", "가"), ("은/는", "은", "는"), ("와/과", "과", "와"),
        ("으로/로", "으로", "로"), ("이에요/예요", "이에요", "예요")]


def has_batchim(ch):
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0, code % 28 == 8
    c = ch.lower()
    if c in "lmnbkpt0136787":
        return True, c in "l178"
    if c == "g":
        return True, False
    return False, False


def josa(text):
    for mark, with_b, without_b in JOSA:
        while True:
            i = text.find(mark)
            if i <= 0:
                break
            j = i - 1
            while j > 0 and text[j] in "`'\") ]":
                j -= 1
            b, rieul = has_batchim(text[j])
            rep = with_b if b else without_b
            if mark == "으로/로" and rieul:
                rep = "로"
            text = text[:i] + rep + text[i + len(mark):]
    return text


def fmt(tpl, c, **kw):
    d = dict(c)
    d.update(kw)
    return josa(tpl.format(**d))


def frame_note(lang, c, snippet, values, category, snippet2=None):
    """place a snippet (and optionally a second one) into a three-field note; may repeat a value in ask"""
    A = pick(values)
    layout = pick(["mc", "mc", "lesson", "lesson", "lesson", "inline"])
    if snippet2 is not None:
        layout = "both"
    if layout == "mc":
        mc = fmt(pick(MC_SNIP[lang]), c, X=snippet)
        ls = fmt(pick(LS_PLAIN[lang]), c)
    elif layout == "lesson":
        mc = fmt(pick(MC_PLAIN[lang]), c)
        ls = fmt(pick(LS_SNIP[lang]), c, X=snippet)
    elif layout == "both":
        mc = fmt(pick(MC_SNIP[lang]), c, X=snippet)
        ls = fmt(pick(LS_SNIP[lang]), c, X=snippet2 if snippet2 is not None else snippet)
    else:
        mc = fmt(pick(MC_SNIP[lang]), c, X=snippet)
        ls = fmt(pick(LS_INLINE[lang]), c, A=A)
    if chance(0.3):
        ask = fmt(pick(ASK_VAL[lang]), c, A=A)
    else:
        ask = fmt(pick(ASK_PLAIN[lang]), c)
    return make_note(lang, "secret", category, mc, ls, ask, values)


def pick_vendor(lang):
    if lang == "ko" and chance(0.45):
        return pick([v for v in VENDORS if v["reg"] in ("kr", "jp", "cn")])
    return pick(VENDORS)


def t_vendor_token(lang, vd=None):
    if vd is None:
        vd = pick_vendor(lang)
    items = vd["items"]()
    if chance(0.7):
        items = items + decoys(rint(1, 3))
        R.shuffle(items)
    cname, snip = render_items(vd, items)
    if chance(0.3):
        snip = fence(snip)
    c = ctx_for(lang, vd)
    snip2 = None
    if chance(0.2):
        cname2, snip2 = render_items(vd, items)
        cname = cname + " + " + cname2
    vals = [v for v in secret_values(items) if v in snip or (snip2 and v in snip2)]
    if not vals:
        raise Retry("no value in snippet")
    return frame_note(lang, c, snip, vals, "%s %s in %s (%s)" % (vd["v"], vd["thing"][0], cname, vd["reg"]), snip2)


# ----------------------------------------------------------------------------------------------
# special secret producers. Each returns dict(cat, V, T=(en, ko), X=snippet, vals, style)
# ----------------------------------------------------------------------------------------------
def P(cat, V, T, X, vals, style="sys", **kw):
    d = {"cat": cat, "V": V, "T": T, "X": X, "vals": vals, "style": style}
    d.update(kw)
    return d


PW_T = ("password", "비밀번호")


def pw_for(lang, forbid="", nospace=True):
    for _ in range(200):
        kind, v = any_password(lang, nospace=nospace)
        if not any(c in v for c in forbid):
            return kind, v
    raise Retry("pw")


def user():
    return pick(DBUSERS + ["root", "postgres", "sa", "admin", "svc_" + pick(["etl", "api", "ops"]), pick(PEOPLE)])


# (system, command template, forbidden password chars, value form) ; value form: raw | pct
CLI = [
    ("MySQL", "mysql attached -p", "mysql -h {h} -u {u} -p{q} {db}", "", "raw"),
    ("MySQL", "mysql --password=", "mysql --user={u} --password={q} --host={h} {db}", "", "raw"),
    ("MySQL", "mysqldump attached -p", "mysqldump -u{u} -p{q} --single-transaction {db} > /tmp/{db}.sql", "", "raw"),
    ("PostgreSQL", "PGPASSWORD env prefix", "PGPASSWORD={q} psql -h {h} -U {u} -d {db} -c 'select count(*) from jobs'", "", "raw"),
    ("PostgreSQL", "psql URI", "psql 'postgresql://{u}:{e}@{h}:5432/{db}?sslmode=require'", "", "pct"),
    ("PostgreSQL", "pg_dump --dbname URI", "pg_dump --dbname=postgresql://{u}:{e}@{h}/{db} -Fc -f {db}.dump", "", "pct"),
    ("SSH", "sshpass -p", "sshpass -p {q} ssh -o StrictHostKeyChecking=no {u}@{h}", "", "raw"),
    ("Redis", "redis-cli -a", "redis-cli -h {h} -p 6379 -a {q} --no-auth-warning INFO keyspace", "", "raw"),
    ("the admin API", "curl -u user:pass", "curl -su {uq} https://{h}/api/health", "", "raw"),
    ("nginx basic auth", "htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd {u} {q}", "", "raw"),
    ("the container registry", "docker login -p", "docker login -u {u} -p {q} registry.{d}", "", "raw"),
    ("the container registry", "echo | docker login --password-stdin", "echo {q} | docker login --username {u} --password-stdin ghcr.io", "", "raw"),
    ("MongoDB", "mongosh SRV URI", "mongosh \"mongodb+srv://{u}:{e}@cluster0.{r5}.mongodb.net/{db}\"", "", "pct"),
    ("SQL Server", "sqlcmd -P", "sqlcmd -S {h} -U {u} -P {q} -Q \"SELECT @@VERSION\"", "", "raw"),
    ("LDAP", "ldapsearch -w", "ldapsearch -x -H ldaps://{h} -D 'cn={u},dc=corp,dc=local' -w {q} -b dc=corp,dc=local '(uid=*)'", "", "raw"),
    ("the PKCS#12 bundle", "openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{r}", " !'$#^*?~", "raw"),
    ("the export archive", "zip -P", "zip -P {q} -r export.zip reports/", "", "raw"),
    ("the backup archive", "7z attached -p", "7z a -p{q} -mhe=on backup.7z data/", "", "raw"),
    ("the Java keystore", "keytool -storepass", "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass {q} -destkeystore app.jks -deststorepass {q}", "", "raw"),
    ("the Samba share", "smbclient -U user%pass", "smbclient //{h}/share -U {up}", "%", "raw"),
    ("the file server", "wget --password=", "wget --user={u} --password={q} https://{h}/exports/latest.csv", "", "raw"),
    ("the rsync daemon", "RSYNC_PASSWORD env", "RSYNC_PASSWORD={q} rsync -av backup/ rsync://{u}@{h}/module", "", "raw"),
    ("Kubernetes", "kubectl --from-literal", "kubectl -n {ns} create secret generic db-cred --from-literal=username={u} --from-literal=password={q}", "", "raw"),
    ("the Windows share", "net use positional", "net use Z: \\\\{h}\\share /user:CORP\\{u} {r}", " '\"", "raw"),
    ("Azure", "az login -p", "az login --service-principal -u {uuid} -p {q} --tenant {uuid2}", "", "raw"),
    ("SFTP", "lftp -u user,pass", "lftp -u {uc} sftp://{h}", ",", "raw"),
    ("the CIFS mount", "mount -o password=", "sudo mount -t cifs //{h}/data /mnt/data -o username={u},password={r},vers=3.0", ", '\"", "raw"),
    ("the BMC", "ipmitool -P", "ipmitool -I lanplus -H {h} -U ADMIN -P {q} chassis power status", "", "raw"),
    ("Oracle", "sqlplus user/pass@", "sqlplus {u}/{r}@//{h}:1521/ORCLPDB1", "@/ '\"$!", "raw"),
    ("MQTT", "mosquitto_pub -P", "mosquitto_pub -h {h} -u {u} -P {q} -t sensors/test -m ping", "", "raw"),
    ("the Linux host", "chpasswd echo user:pass", "echo '{u}:{r}' | sudo chpasswd", "'", "raw"),
    ("RabbitMQ", "rabbitmqctl add_user positional", "rabbitmqctl add_user {u} {q} && rabbitmqctl set_user_tags {u} administrator", "", "raw"),
    ("the Git server", "git clone https://user:pass@", "git clone https://{u}:{e}@git.{d}/team/{s}.git", "", "pct"),
    ("InfluxDB", "influx -password", "influx -host {h} -username {u} -password {q} -database metrics", "", "raw"),
    ("Vault", "vault kv put password=", "vault kv put secret/{s}/db username={u} password={q}", "", "raw"),
    ("Helm", "helm --set auth.password", "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword={q} -n {ns}", ",", "raw"),
    ("Docker", "docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_PASSWORD={q} -p 5432:5432 postgres:16", "", "raw"),
    ("sudo", "echo | sudo -S", "echo {q} | sudo -S systemctl restart nginx", "", "raw"),
    ("RDP", "xfreerdp /p:", "xfreerdp /u:{u} /p:{q} /v:{h} /cert:ignore", "", "raw"),
    ("Ansible", "ansible -e ansible_password=", "ansible-playbook -i inventory/prod site.yml -e ansible_user={u} -e ansible_password={q}", "", "raw"),
    ("ClickHouse", "clickhouse-client --password", "clickhouse-client --host {h} --user {u} --password {q} --query 'SELECT 1'", "", "raw"),
    ("Elasticsearch", "curl -u elastic:pass", "curl -k -u elastic:{r} https://{h}:9200/_cluster/health", " '\"$!#&", "raw"),
]

CLI_OUTPUT = [("", ""), ("", ""), ("mysql", "mysql: [Warning] Using a password on the command line interface can be insecure."),
              ("mysql", "ERROR 1045 (28000): Access denied for user"), ("docker login", "Login Succeeded"),
              ("docker login -u", "WARNING! Using --password via the CLI is insecure. Use --password-stdin."),
              ("psql", "(1 row)"), ("redis-cli", "# Keyspace\ndb0:keys=1832,expires=40,avg_ttl=0"),
              ("ssh", "Permission denied, please try again."), ("curl", "{\"status\":\"ok\"}"),
              ("kubectl", "secret/db-cred created"), ("", "connection refused"), ("ldapsearch", "ldap_bind: Invalid credentials (49)"),
              ("helm", "STATUS: deployed"), ("sqlcmd", "Login failed for user"), ("", "OK")]


def p_cli_password(lang):
    system, label, tpl, forbid, form = pick(CLI)
    kind, pw = pw_for(lang, forbid)
    u = user()
    vals = {"h": host(), "u": u, "q": shq(pw), "r": pw, "e": pct(pw), "db": pick(DBNAMES), "d": pick(DOMAINS),
            "uq": shq(u + ":" + pw), "up": shq(u + "%" + pw), "uc": shq(u + "," + pw), "r5": rs(LALNUM, 5),
            "ns": pick(["prod", "payments", "default", "data"]), "uuid": uuid4(), "uuid2": uuid4(), "s": svc()}
    cmd = tpl.format(**vals)
    prompt = pick(["$ ", "", "> ", "ubuntu@bastion:~$ ", "PS C:\\> " if "net use" in tpl else "$ "])
    out = pick([o for k, o in CLI_OUTPUT if k in tpl])
    X = prompt + cmd + ("\n" + out if out else "")
    if chance(0.3):
        X = fence(X, "bash")
    secret = pct(pw) if form == "pct" else pw
    return P("shell: %s (%s password)" % (label, kind), system, PW_T, X, [secret], style="cmd", U=u)


def p_conn_string(lang):
    u = user()
    h = host()
    db = pick(DBNAMES)
    kind, pw = pw_for(lang)
    e = pct(pw)
    form = rint(0, 13)
    vals = [e]
    if form == 0:
        cs, V, lab = "postgres://%s:%s@%s:5432/%s" % (u, e, h, db), "PostgreSQL", "postgres URL"
    elif form == 1:
        cs, V, lab = "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, e, h, db), "MySQL", "mysql URL"
    elif form == 2:
        cs, V, lab = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LALNUM, 5), db), "MongoDB Atlas", "mongodb+srv URL"
    elif form == 3:
        cs, V, lab = "redis://%s:%s@%s:6379/0" % (pick(["", "default"]), e, h), "Redis", "redis URL"
    elif form == 4:
        cs, V, lab = "amqps://%s:%s@%s:5671/%s" % (u, e, h, pick(["%2F", "prod", "events"])), "RabbitMQ", "amqp URL"
    elif form == 5:
        if any(c in pw for c in "&;"):
            raise Retry("jdbc")
        cs, V, lab = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, pw), "PostgreSQL", "JDBC password param"
        vals = [pw]
    elif form == 6:
        if ";" in pw:
            raise Retry(";")
        cs, V, lab = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (h, db, u, pw), "SQL Server", "ADO.NET connection string"
        vals = [pw]
    elif form == 7:
        if any(c in pw for c in ";}"):
            raise Retry(";")
        cs, V, lab = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw), "SQL Server", "ODBC connection string"
        vals = [pw]
    elif form == 8:
        key = b64e(rbytes(64))
        cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(LALNUM, 12), key)
        V, lab, vals = "Azure Storage", "Azure Storage connection string", [key]
    elif form == 9:
        key = b64e(rbytes(32))
        cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(LALNUM, 10), key)
        V, lab, vals = "Azure Service Bus", "Service Bus connection string", [key]
    elif form == 10:
        k, sct = rs(UALNUM, 16), rs(B64[:-2] + "+/", 64)
        cs = ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (k, sct))
        V, lab, vals = "Confluent Kafka", "Kafka JAAS config", [k, sct]
    elif form == 11:
        cs, V, lab = "postgresql+psycopg2://%s:%s@%s/%s" % (u, e, h, db), "PostgreSQL", "SQLAlchemy URL"
    elif form == 12:
        pw2 = "pscale_pw_" + rs(ALNUM + "_", 43)
        cs = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LALNUM, 12), pw2, db)
        V, lab, vals = "PlanetScale", "PlanetScale connection URL", [pw2]
    else:
        cs, V, lab = "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, e, h, db), "ClickHouse", "clickhouse URL"
    wrap = rint(0, 6)
    if V.startswith("Mongo"):
        name = pick(["MONGO_URI", "MONGODB_URL"])
    elif V in ("RabbitMQ", "Confluent Kafka"):
        name = pick(["BROKER_URL", "KAFKA_CONFIG", "AMQP_URL"]) if V == "RabbitMQ" else "KAFKA_SASL_CONFIG"
    elif V.startswith("Azure") or V == "SQL Server":
        name = pick(["CONNECTION_STRING", "ConnectionStrings__Default", "AZURE_CONN"])
    elif V == "Redis":
        name = pick(["REDIS_URL", "CACHE_URL"])
    else:
        name = pick(["DATABASE_URL", "DB_URL", "SQLALCHEMY_DATABASE_URI", "DSN"])
    if wrap == 0:
        X = "%s=%s" % (name, cs)
    elif wrap == 1:
        X = "%s %s [%s] connecting to %s" % (ts(), pick(["INFO", "DEBUG"]), svc(), cs)
    elif wrap == 2:
        X = 'engine = create_engine("%s")' % cs
    elif wrap == 3:
        X = "%s:\n  url: %s" % (pick(["database", "datasource", "storage"]), yq(cs))
    elif wrap == 4:
        X = '"ConnectionStrings": {\n  "Default": "%s"\n}' % cs
    elif wrap == 5:
        X = "export %s='%s'" % (name, cs)
    else:
        X = cs
    is_pw = vals[0] in (pw, e)
    return P("connection string: %s (%s)" % (lab, kind if is_pw else "key"), V,
             PW_T if is_pw else ("access key", "액세스 키"), X, vals, style="sys")


def p_basic_auth(lang):
    u = user()
    kind, pw = pw_for(lang, ":")
    blob = b64e((u + ":" + pw).encode("utf-8"))
    h = host("api")
    form = rint(0, 5)
    vals = [blob]
    if form == 0:
        X = "curl -H 'Authorization: Basic %s' https://%s/v1/reports" % (blob, h)
    elif form == 1:
        X = "GET /metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (h, blob)
    elif form == 2:
        X = 'proxy_set_header Authorization "Basic %s";' % blob
    elif form == 3:
        X = 'headers = {"Authorization": "Basic %s"}  # %s:%s' % (blob, u, pw)
        vals = [blob, pw]
    elif form == 4:
        X = '{\n  "key": "Authorization",\n  "value": "Basic %s",\n  "type": "text"\n}' % blob
    else:
        X = "%s 127.0.0.1 - - \"GET /admin HTTP/1.1\" 401 -\n  request headers: {'authorization': 'Basic %s'}" % (ts(), blob)
    return P("http: Basic auth header (%s)" % kind, pick(["the admin API", "Prometheus", "the partner API", "Jenkins"]),
             ("Basic auth credentials", "Basic 인증 정보"), X, vals, style="sys")


def ya29():
    return "ya29.a0" + rs(B64URL, rint(150, 200))


def p_bearer(lang):
    form = rint(0, 5)
    if form == 0:
        t, V = jwt_user(), "the internal API"
    elif form == 1:
        t, V = ya29(), "Google APIs"
    elif form == 2:
        t, V = "1//0" + rs(B64URL, 99), "Google OAuth (refresh token)"
    elif form == 3:
        t, V = "EwB" + rs(B64URL + "+/", rint(180, 260)) + "=", "Microsoft Graph"
    elif form == 4:
        t, V = rs(HEX, 40), "the partner API"
    else:
        t, V = "at_" + rs(ALNUM, 40), "the ops dashboard"
    h = host("api")
    w = rint(0, 3)
    if w == 0:
        X = "curl https://%s/v1/me -H \"Authorization: Bearer %s\"" % (h, t)
    elif w == 1:
        X = "POST /v2/jobs HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nContent-Length: 42" % (h, t)
    elif w == 2:
        X = "%s DEBUG http.client send: b'GET /api/items HTTP/1.1\\r\\nAuthorization: Bearer %s\\r\\n'" % (ts(), t)
    else:
        X = 'fetch(url, { headers: { Authorization: `Bearer %s` } })' % t
    return P("http: Bearer token (%s)" % V, V, ("access token", "액세스 토큰"), X, [t], style="sys")


def session_cookie():
    f = rint(0, 6)
    if f == 0:
        return "sessionid", rs(LALNUM, 32), "Django"
    if f == 1:
        return "_myapp_session", rs(B64, rint(120, 200)) + "--" + rs(HEX, 40), "Rails"
    if f == 2:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(rs(B64, 43)), "Express"
    if f == 3:
        return "PHPSESSID", rs(LALNUM, 26), "PHP"
    if f == 4:
        return "JSESSIONID", rs(HEXU, 32), "Java"
    if f == 5:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, rint(180, 300)), "ASP.NET Core"
    return "laravel_session", "eyJpdiI6" + rs(B64, rint(200, 260)) + "%3D", "Laravel"


def p_cookie(lang):
    name, val, fw = session_cookie()
    others = "; ".join(["_ga=GA1.2.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1_600_000_000, 1_760_000_000)),
                        "lang=%s" % pick(["ko", "en", "ja"]), "theme=dark"][:rint(1, 3)])
    h = host("admin")
    w = rint(0, 3)
    if w == 0:
        X = "Cookie: %s=%s; %s" % (name, val, others)
    elif w == 1:
        X = "curl -b '%s=%s' https://%s/admin/export" % (name, val, h)
    elif w == 2:
        X = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    else:
        X = '{"name": "%s", "value": "%s", "domain": "%s", "httpOnly": true}' % (name, val, h)
    return P("http: %s session cookie" % fw, "the %s admin" % fw, ("session cookie", "세션 쿠키"), X, [val], style="sys")


def amz_date():
    return "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def p_signed_url(lang):
    f = rint(0, 4)
    bucket = pick(["acme-exports", "hanbit-media", "reports-prod", "user-uploads-kr"])
    obj = pick(["2025/03/report.csv", "invoices/INV-%d.pdf" % rint(1000, 9999), "dumps/users.json.gz"])
    reg = pick(REGIONS)
    if f in (0, 1):
        ak = ("AKIA" if f == 0 else "ASIA") + rs(UP + "234567", 16)
        sig = rs(HEX, 64)
        d = amz_date()
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (bucket, reg, obj, ak, d[:8], reg, d, pick([900, 3600, 604800])))
        vals = [ak]
        if f == 1:
            tok = "IQoJb3JpZ2luX2VjE" + rs(B64URL, rint(180, 260))
            url += "&X-Amz-Security-Token=" + tok
            vals.append(tok)
        url += "&X-Amz-Signature=" + sig
        vals.append(sig)
        lab = "S3 presigned URL"
    elif f == 2:
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40proj.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (bucket, obj, amz_date()[:8], amz_date(), sig))
        vals, lab = [sig], "GCS V4 signed URL"
    elif f == 3:
        sig = pct(b64e(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sp=r&st=2025-0%d-01T00:00:00Z&se=2025-0%d-28T23:59:59Z&spr=https&sv=2022-11-02&sr=b&sig=%s"
               % (rs(LALNUM, 10), bucket, obj, rint(1, 4), rint(5, 9), sig))
        vals, lab = [sig], "Azure SAS URL"
    else:
        sig = b64e(rbytes(128)).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LALNUM, 13), obj, rint(1_740_000_000, 1_790_000_000), sig, rs(UALNUM, 13))
        vals, lab = [sig], "CloudFront signed URL"
    X = pick(["%s", "download link: %s", "wget -O out '%s'", "%s DEBUG presigned=%s" % (ts(), "%s")]) % url
    return P("signed URL: %s" % lab, pick(["the export bucket", "the media storage", "the report download"]),
             ("signed URL", "서명된 URL"), X, vals, style="sys")


def p_private_key(lang):
    f = rint(0, 3)
    comment = pick(PEOPLE) + "@" + pick(["ci", "deploy", "bastion", "laptop"])
    if f == 0:
        kind, lines = ec_p256_private_pem_lines()
    elif f == 1:
        kind, lines = openssh_ed25519_lines(comment)
    elif f == 2:
        kind, lines = ed25519_pkcs8_pem_lines()
    else:
        kind, lines = rsa_partial_pem_lines(rint(3, 6))
    truncated = f == 3
    begin, end = "-----BEGIN %s-----" % kind, "-----END %s-----" % kind
    w = rint(0, 4)
    if w == 0:
        X = "$ cat %s\n%s\n%s%s\n%s" % (pick(["~/.ssh/id_ed25519", "deploy_key", "certs/server.key", "/etc/ssl/private/api.key"]),
                                      begin, "\n".join(lines), "\n...(truncated)" if truncated else "", end)
    elif w == 1:
        X = "%s:\n  tls.key: |\n    %s\n    %s%s\n    %s" % (pick(["stringData", "secrets"]), begin, "\n    ".join(lines),
                                                         "\n    ..." if truncated else "", end)
    elif w == 2:
        X = '"private_key": "%s\\n%s\\n%s%s\\n"' % (begin, "\\n".join(lines), "\\n..." if truncated else "", end)
    elif w == 3:
        X = "cat > /root/.ssh/deploy_key <<'EOF'\n%s\n%s\n%sEOF\nchmod 600 /root/.ssh/deploy_key" % (begin, "\n".join(lines), end + "\n")
    else:
        X = "%s\n%s\n%s" % (begin, "\n".join(lines), end)
    return P("private key: %s PEM body lines%s" % (kind, " (truncated paste)" if truncated else ""),
             pick(["the deploy host", "the TLS terminator", "the CI runner", "the SFTP partner"]),
             ("private key", "개인 키"), X, [l for l in lines if len(l) >= 8], style="sys")


def p_totp(lang):
    seed = totp_seed()
    acct = pick(PEOPLE) + "@" + pick(DOMAINS)
    issuer = pick(["AWS", "GitHub", "Acme%20VPN", "Okta", "Google", "Naver", "Cloudflare"])
    f = rint(0, 4)
    if f == 0:
        X = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct, seed, issuer)
        v = seed
    elif f == 1:
        v = " ".join(wrap_lines(seed.lower() if chance(0.5) else seed, 4))
        X = L(lang, "2FA setup key (if the QR code doesn't scan): ", "2FA 설정 키 (QR이 안 읽히면): ") + v
    elif f == 2:
        v = seed
        X = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
    elif f == 3:
        v = seed
        X = "oathtool --totp -b %s" % seed
    else:
        v = seed
        X = "MFA_SEED=%s  # shared %s MFA for the ops account" % (seed, issuer.replace("%20", " "))
    return P("TOTP seed", issuer.replace("%20", " "), ("TOTP seed", "TOTP 시드"), X, [v], style="sys")


def p_recovery(lang):
    f = rint(0, 5)
    if f == 0:
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(rint(6, 16))]
        V, lab = "GitHub", "GitHub recovery codes"
    elif f == 1:
        codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(5, 10))]
        V, lab = "Google", "Google backup codes"
    elif f == 2:
        codes = ["-".join(rs(UALNUM, 5) for _ in range(5))]
        V, lab = "Microsoft", "Microsoft account recovery code"
    elif f == 3:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UALNUM, 6), rs(UALNUM, 6), rs(UALNUM, 5), rs(UALNUM, 5), rs(UALNUM, 5), rs(UALNUM, 5))]
        V, lab = "1Password", "1Password Secret Key"
    elif f == 4:
        codes = ["-".join(rs(DIG, 6) for _ in range(8))]
        V, lab = "BitLocker", "BitLocker recovery key"
    else:
        codes = [rs(LALNUM, 10) for _ in range(rint(8, 12))]
        V, lab = pick(["GitLab", "Atlassian", "Slack"]), "2FA recovery codes"
    if len(codes) > 1:
        X = pick(["\n".join(codes), "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), "  ".join(codes)])
    else:
        X = pick(["%s", "Recovery key: %s", "key: %s"]) % codes[0]
    return P("recovery: %s" % lab, V, ("recovery codes", "복구 코드"), X, codes, style="sys")


def p_pin(lang):
    f = rint(0, 5)
    pin = rs(DIG, pick([8, 8, 10, 12]))
    if f == 0:
        V, lab, X = "the SIM card", "SIM PUK", "PUK1: %s (PIN locked after 3 tries)" % pin
    elif f == 1:
        V, lab, X = "the YubiKey", "PIV PIN", "ykman piv access change-pin --pin 123456 --new-pin %s" % pin
    elif f == 2:
        V, lab, X = "the HSM", "HSM crypto officer PIN", "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
    elif f == 3:
        V, lab, X = "the server room", "door code", L(lang, "door code for server room B: %s#", "서버실 B 도어락 번호: %s#") % pin
    elif f == 4:
        V, lab, X = "the alarm panel", "alarm code", L(lang, "alarm disarm code %s", "경비 해제 코드 %s") % pin
    else:
        V, lab, X = "the signing token", "token PIN", "SIGNTOOL_PIN=%s" % pin
    return P("PIN: %s" % lab, V, ("PIN", "PIN"), X, [pin], style="personal")


def p_wifi(lang):
    ssid = pick(["Office-5G", "ACME-Guest", "hanbit_2.4G", "Lab-WiFi", "iptime_5G", "KT_GiGA_5G_Wave2", "SK_WiFiGIGA8C2A"])
    f = rint(0, 5)
    if f == 5:
        psk = rs(HEX, 64)
        X = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, psk)
        return P("Wi-Fi: raw WPA PSK hex", "the office Wi-Fi", ("Wi-Fi key", "와이파이 비밀번호"), X, [psk], style="personal")
    kind, pw = pw_for(lang, ";:,\"'\\")
    if f == 0:
        X = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif f == 1:
        X = "nmcli dev wifi connect %s password %s" % (ssid, shq(pw))
    elif f == 2:
        X = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif f == 3:
        X = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw)
    else:
        X = L(lang, "Wi-Fi: %s / PW: %s", "와이파이: %s / 비번: %s") % (ssid, pw)
    return P("Wi-Fi key (%s)" % kind, "the %s Wi-Fi" % ssid, ("Wi-Fi key", "와이파이 비밀번호"), X, [pw], style="personal")


def p_webhook(lang):
    f = rint(0, 8)
    if f == 0:
        tok = rs(ALNUM, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UALNUM, 10), rs(UALNUM, 10), tok)
        V = "Slack incoming webhook"
    elif f == 1:
        tok = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 10 ** 19 - 1), tok)
        V = "Discord webhook"
    elif f == 2:
        tok = rs(HEX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        V = "DingTalk robot webhook"
    elif f == 3:
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        V = "Feishu bot webhook"
    elif f == 4:
        tok = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok
        V = "WeCom group bot webhook"
    elif f == 5:
        tok = rs(B64URL, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), "AIza" + rs(B64URL, 35), tok)
        V = "Google Chat webhook"
        X = pick(["%s", "WEBHOOK_URL=%s", "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'"]) % url
        return P("webhook URL: %s (token param listed)" % V, V, ("webhook URL", "웹훅 URL"), X, [tok], style="sys")
    elif f == 6:
        tok = rs(LALNUM, 26)
        url = "https://mattermost.%s/hooks/%s" % (pick(DOMAINS), tok)
        V = "Mattermost incoming webhook"
    elif f == 7:
        tok = "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33))
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d" % (tok, rint(10 ** 9, 10 ** 10))
        V = "Telegram bot API URL"
    else:
        tok = rs(HEX, 40)
        url = "https://%s/hooks/deploy?secret=%s" % (host("ci"), tok)
        V = "deploy hook"
    X = pick(["%s", "WEBHOOK_URL=%s", "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' %s",
              "alertmanager receiver:\n  slack_configs:\n    - api_url: %s", "notify:\n  url: \"%s\""]) % url
    return P("webhook URL: %s" % V, V, ("webhook URL", "웹훅 URL"), X, [tok], style="sys")


def aws_session_token():
    return "FwoGZXIvYXdzE" + rs(B64, rint(280, 420)) + "="


def k8s_sa_token():
    now = rint(1_730_000_000, 1_760_000_000)
    payload = {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 3600, "iat": now,
               "iss": "https://oidc.eks.%s.amazonaws.com/id/%s" % (pick(REGIONS), rs(HEXU, 32)),
               "kubernetes.io": {"namespace": pick(["prod", "payments", "ci"]),
                                 "serviceaccount": {"name": svc(), "uid": uuid4()}},
               "nbf": now, "sub": "system:serviceaccount:prod:%s" % svc()}
    head = b64u(json.dumps({"alg": "RS256", "kid": rs(B64URL, 43)}, separators=(",", ":")).encode())
    return head + "." + b64u(json.dumps(payload, separators=(",", ":")).encode()) + "." + rs(B64URL, 342)


def p_long_token(lang):
    f = rint(0, 4)
    if f == 0:
        ak, sk, st = "ASIA" + rs(UP + "234567", 16), rs(B64[:-2] + "+/", 40), aws_session_token()
        X = ("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (ak, sk, st)
             if chance(0.5) else 'export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN="%s"' % (ak, sk, st))
        return P("long token: AWS STS session credentials", "AWS STS", ("session credentials", "세션 자격 증명"), X, [ak, sk, st])
    if f == 1:
        t = k8s_sa_token()
        X = pick(["$ kubectl create token %s -n prod\n%s" % (svc(), t), "token: %s" % t, "TOKEN=%s" % t])
        return P("long token: Kubernetes service-account JWT", "the EKS cluster", ("service account token", "서비스 어카운트 토큰"), X, [t])
    if f == 2:
        t = "00D%s!AQ%s" % (rs(ALNUM, 12), rs(B64URL[:-1] + ".", rint(96, 110)))
        X = "sf org display --target-org prod\n...\nAccess Token     %s\nInstance Url     https://%s.my.salesforce.com" % (t, pick(["acme", "hanbit"]))
        return P("long token: Salesforce session id", "Salesforce", ("access token", "액세스 토큰"), X, [t])
    if f == 3:
        t = ya29()
        X = "$ gcloud auth print-access-token\n%s" % t
        return P("long token: Google OAuth access token", "Google Cloud", ("access token", "액세스 토큰"), X, [t])
    t = jwt({"iss": "https://securetoken.google.com/%s" % rs(LO, 8), "aud": rs(LO, 8), "auth_time": rint(1_730_000_000, 1_760_000_000),
             "user_id": rs(ALNUM, 28), "sub": rs(ALNUM, 28), "email": pick(PEOPLE) + "@" + pick(DOMAINS),
             "firebase": {"sign_in_provider": "password"}}, alg="RS256", sig_len=342)
    X = "idToken: %s" % t
    return P("long token: Firebase ID token", "Firebase Auth", ("ID token", "ID 토큰"), X, [t])


def app_secret_items():
    f = rint(0, 7)
    if f == 0:
        return "Django", [("SECRET_KEY", "django-insecure-" + rs(LALNUM + "!@#%^*(-_=+)", 50), True)]
    if f == 1:
        return "Rails", [("SECRET_KEY_BASE", rs(HEX, 128), True)]
    if f == 2:
        return "Laravel", [("APP_KEY", "base64:" + b64e(rbytes(32)), True)]
    if f == 3:
        return "NextAuth", [("NEXTAUTH_SECRET", b64e(rbytes(32)), True), ("NEXTAUTH_URL", "https://app." + pick(DOMAINS), False)]
    if f == 4:
        return "JWT signing", [("JWT_SECRET", rs(HEX, 64), True), ("JWT_EXPIRES_IN", pick(["15m", "1h", "7d"]), False)]
    if f == 5:
        return "Flask", [("SECRET_KEY", rs(ALNUM, 40), True)]
    if f == 6:
        return "field encryption", [("ENCRYPTION_KEY", b64e(rbytes(32)), True), ("ENCRYPTION_ALGO", "AES-256-GCM", False)]
    return "webhook HMAC", [("WEBHOOK_SIGNING_SECRET", rs(ALNUM, 48), True)]


def p_app_secret(lang):
    fw, items = app_secret_items()
    items = items + decoys(rint(0, 2))
    R.shuffle(items)
    for _ in range(20):
        name, f = pick(GENERIC_CONTAINERS)
        if name in ("stack trace",):
            continue
        try:
            X = f(items)
            break
        except Unfit:
            continue
    else:
        raise Retry("container")
    return P("app secret: %s in %s" % (fw, name), fw, ("signing secret", "서명 시크릿"), X, secret_values(items))


def p_config_password(lang):
    u, h, db = user(), host(), pick(DBNAMES)
    kind, pw = pw_for(lang, "\"'\\<>&")
    f = rint(0, 15)
    vals = [pw]
    if f == 0:
        X, V, lab = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s" % (h, db, u, yq(pw)), "Spring datasource", "application.yml"
    elif f == 1:
        X, V, lab = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), "MySQL", "my.cnf"
    elif f == 2:
        if ":" in pw:
            raise Retry(":")
        X, V, lab = "# ~/.pgpass\n%s:5432:%s:%s:%s" % (h, db, u, pw), "PostgreSQL", ".pgpass"
    elif f == 3:
        if " " in pw:
            raise Retry(" ")
        X, V, lab = "machine %s\n  login %s\n  password %s" % (host("api"), u, pw), "the artifact server", ".netrc"
    elif f == 4:
        blob = b64e(("%s:%s" % (u, pw)).encode())
        X = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(DOMAINS), blob)
        V, lab, vals = "the private registry", "docker config.json auth", [blob]
    elif f == 5:
        t = "npm_" + rs(ALNUM, 36)
        X = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t
        V, lab, vals = "npm", ".npmrc _authToken", [t]
    elif f == 6:
        X = "[global]\nindex-url = https://%s:%s@pypi.%s/simple" % (u, pct(pw), pick(DOMAINS))
        V, lab, vals = "the private PyPI", "pip.conf index-url", [pct(pw)]
    elif f == 7:
        X = "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (u, pw)
        V, lab = "Nexus", "Maven settings.xml"
    elif f == 8:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 180))
        X = "[pypi]\nusername = __token__\npassword = %s" % t
        V, lab, vals = "PyPI", ".pypirc", [t]
    elif f == 9:
        t = "ghp_" + rs(ALNUM, 36)
        X = "$ cat ~/.git-credentials\nhttps://%s:%s@github.com" % (pick(PEOPLE), t)
        V, lab, vals = "GitHub", ".git-credentials", [t]
    elif f == 10:
        t = "eyJhbGciOiJSUzI1NiIsImtpZCI6" + rs(B64URL, rint(300, 420))
        X = "users:\n- name: ci-deployer\n  user:\n    token: %s" % t
        V, lab, vals = "the Kubernetes cluster", "kubeconfig user token", [t]
    elif f == 11:
        pk, psk, pub = b64e(rbytes(32)), b64e(rbytes(32)), b64e(rbytes(32))
        X = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            pk, rint(2, 250), pub, psk, pick(DOMAINS))
        V, lab, vals = "WireGuard", "wg0.conf PrivateKey/PresharedKey", [pk, psk]
    elif f == 12:
        X = "requirepass %s\nmaxmemory 2gb\nmaxmemory-policy allkeys-lru" % pw
        V, lab = "Redis", "redis.conf requirepass"
    elif f == 13:
        X = "[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = %s" % (pw, rs(ALNUM, 20))
        V, lab = "Grafana", "grafana.ini"
        vals = [pw, X.split("secret_key = ")[1]]
    elif f == 14:
        t = rs(HEX, 48)
        X = "    To access the server, open this file in a browser:\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=%s" % t
        V, lab, vals = "Jupyter", "Jupyter token URL", [t]
    else:
        X = '"%s" "%s"' % (u, pw)
        V, lab = "PgBouncer", "userlist.txt"
    return P("config file: %s (%s)" % (lab, kind if pw in vals or pct(pw) in vals else "token"), V, PW_T if pw in vals else ("credential", "인증 정보"), X, vals)


def p_sql_password(lang):
    u = user()
    kind, pw = pw_for(lang, "'\"\\")
    f = rint(0, 4)
    if f == 0:
        X = "CREATE USER %s WITH PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, pw, pick(DBNAMES), u)
        V = "PostgreSQL"
    elif f == 1:
        X = "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\nFLUSH PRIVILEGES;" % (u, pw)
        V = "MySQL"
    elif f == 2:
        X = "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (u, pw)
        V = "SQL Server"
    elif f == 3:
        X = "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u.upper(), pw)
        V = "Oracle"
    else:
        X = "-- migrations/V%d__create_report_user.sql\nCREATE ROLE reporter LOGIN PASSWORD '%s';" % (rint(10, 99), pw)
        V = "PostgreSQL"
    return P("SQL: password literal in %s statement (%s)" % (V, kind), V, PW_T, X, [pw], style="cmd", U=u)


def p_human_password(lang):
    kind, pw = pw_for(lang, nospace=False)
    who = person(lang)
    f = rint(0, 6)
    if lang == "en":
        texts = ["[%s] %s: the NAS admin password is %s" % (hhmm(), who, pw),
                 "%s said my sudo password is %s when I asked to install the packages." % (who, pw),
                 "Router admin page: http://192.168.0.1 - login admin / %s" % pw,
                 "%s's laptop login (for the screen-share session): %s" % (who, pw),
                 "shared mailbox support@%s - password: %s" % (pick(DOMAINS), pw),
                 "VPN: user %s, password %s" % (pick(PEOPLE), pw),
                 "[%s] %s: try %s for the staging admin, I reset it this morning" % (hhmm(), who, pw)]
    else:
        texts = ["[오후 %d:%02d] %s: NAS 관리자 비번 %s 입니다" % (rint(1, 11), rint(0, 59), who, pw),
                 "sudo 비밀번호를 물어보니 %s님이 %s 라고 알려줬다." % (who, pw),
                 "공유기 관리자 페이지 http://192.168.0.1 - admin / %s" % pw,
                 "공동인증서 비밀번호: %s (%s님 PC에 설치됨)" % (pw, who),
                 "공용 메일함 help@%s 비밀번호: %s" % (pick(DOMAINS), pw),
                 "VPN 계정 %s / 비밀번호 %s" % (pick(PEOPLE), pw),
                 "[%s] %s: 스테이징 어드민은 %s 로 해보세요, 오늘 아침에 재설정함" % (hhmm(), who, pw)]
    X = texts[f]
    V = ["the NAS", "sudo", "the office router", "the laptop", "the shared mailbox", "the VPN", "the staging admin"][f]
    return P("human password in chat/prose (%s)" % kind, V, PW_T, X, [pw], style="personal")


PRODUCERS = [("cli", p_cli_password, 7), ("conn", p_conn_string, 5), ("basic", p_basic_auth, 2), ("bearer", p_bearer, 2),
             ("cookie", p_cookie, 2), ("signed", p_signed_url, 2), ("pem", p_private_key, 3), ("totp", p_totp, 2),
             ("recovery", p_recovery, 2), ("pin", p_pin, 1), ("wifi", p_wifi, 2), ("webhook", p_webhook, 3),
             ("long", p_long_token, 2), ("appsecret", p_app_secret, 2), ("configpw", p_config_password, 4),
             ("sql", p_sql_password, 2), ("human", p_human_password, 3)]


# ----------------------------------------------------------------------------------------------
# frames for the special producers
# ----------------------------------------------------------------------------------------------
STYLE_POOLS = {
    "sys": {
        "mc": {"en": ["I didn't know how {S} authenticates to {V} on {E}. {P} pasted this:\n{X}",
                      "{X}\nFound this in {F} while debugging {S}; I didn't know {V} was configured there.",
                      "The task needed access to {V} and I had no {T}. From the team wiki:\n{X}",
                      "Why is {V} rejecting the {T} below? It worked yesterday.\n{X}",
                      "Missing context: {S} on {E} does not use the secret store for {V}; the {T} is inline:\n{X}",
                      "While reproducing the {E} bug I saw that {S} sends this to {V}:\n{X}\nI had assumed it used its own service account."],
               "ko": ["{S}이/가 {E}에서 {V}에 어떻게 인증하는지 몰랐다. {P}님이 붙여준 내용:\n{X}",
                      "{X}\n{S} 디버깅 중 {F}에서 발견. {V} 설정이 거기 있는 줄 몰랐다.",
                      "작업에 {V} 접근이 필요했는데 {T}이/가 없었다. 팀 위키에서 찾은 내용:\n{X}",
                      "아래 {T}을/를 {V}이/가 왜 거부하는지? 어제는 됐다.\n{X}",
                      "몰랐던 점: {E}의 {S}은/는 {V}에 대해 시크릿 저장소를 안 쓰고 {T}이/가 설정에 그대로 있다:\n{X}",
                      "{E} 버그 재현 중 {S}이/가 {V}에 아래 값을 보내는 걸 확인했다:\n{X}\n별도 서비스 계정을 쓰는 줄 알았다."]},
        "ls": {"en": ["The {T} for {V} ({E}) is:\n{X}\nKeep it out of the repo next time.",
                      "What finally worked:\n{X}\n{VER}.",
                      "Paste the exact value below into {V}; copy it without trailing whitespace:\n{X}",
                      "When {S} fails against {V}, compare with this known-good config:\n{X}",
                      "Lesson: the credentials for {V} on {E} are not in the vault yet. Current value:\n{X}"],
               "ko": ["{V}({E})의 {T}:\n{X}\n다음부터는 레포에 넣지 말 것.",
                      "결국 동작한 설정:\n{X}\n{VER}.",
                      "{V}에는 아래 값을 정확히 넣어야 한다. 뒤쪽 공백 없이 복사할 것:\n{X}",
                      "{S}이/가 {V} 호출에 실패하면 이 정상 설정과 비교할 것:\n{X}",
                      "교훈: {E}용 {V} 인증 정보는 아직 vault에 없다. 현재 값:\n{X}"]},
        "mcp": {"en": ["I didn't know where {S} gets the {T} for {V}.", "Nobody told me {V} on {E} needs a separate {T}.",
                       "The runbook for {V} on {E} was out of date."],
                "ko": ["{S}이/가 {V}용 {T}을/를 어디서 가져오는지 몰랐다.", "{E}의 {V}에 별도 {T}이/가 필요하다는 걸 아무도 말해주지 않았다.",
                       "{V} {E} 런북이 오래된 상태였다."]},
        "lsp": {"en": ["Restart {S} after changing the credentials for {V}; they are cached.", "Check {F} first when {V} auth fails on {E}.",
                       "The {T} rotates monthly; the old one stops working without warning."],
                "ko": ["{V}은/는 인증 정보를 캐시하므로 바꾼 뒤 {S}을/를 재시작해야 한다.", "{E}에서 {V} 인증이 실패하면 {F}부터 확인할 것.",
                       "{T}은/는 매달 교체되고 예전 값은 예고 없이 막힌다."]},
    },
    "cmd": {
        "mc": {"en": ["I didn't know how to get into {V} on {E}; {P} sent the command they use:\n{X}",
                      "The migration step needs a direct {V} connection and I had no credentials. From the runbook:\n{X}",
                      "Why does this fail with access denied?\n{X}\n(pasted by {P})",
                      "{X}\nThis line from {P}'s shell history is how {V} on {E} gets accessed; nobody had told me.",
                      "I was missing the login for user {U} on {V} ({E}). {P}: \"just run\n{X}\""],
               "ko": ["{E}의 {V}에 접속하는 방법을 몰랐다. {P}님이 쓰는 명령어를 보내줬다:\n{X}",
                      "마이그레이션 단계에서 {V}에 직접 접속해야 했는데 계정 정보가 없었다. 런북 내용:\n{X}",
                      "이게 왜 access denied가 나는지?\n{X}\n({P}님이 붙여줌)",
                      "{X}\n{P}님 셸 히스토리에 있던 명령. {E} {V}에 이렇게 접속한다는 걸 아무도 알려주지 않았다.",
                      "{E} {V}의 {U} 계정 정보가 없었다. {P}님 답: \"그냥\n{X}\n실행하세요\""]},
        "ls": {"en": ["This works from the bastion:\n{X}\nRun it there, not from a laptop, because of the IP allowlist.",
                      "Runbook command:\n{X}\nIt must be run as the deploy user.",
                      "Connecting as {U} works; the earlier failure was the VPN, not the {T}.\n{X}",
                      "Quote the {T} in single quotes, otherwise the shell eats the special characters:\n{X}",
                      "Working invocation for {E}:\n{X}\n{VER}."],
               "ko": ["bastion에서는 이게 된다:\n{X}\nIP allowlist 때문에 노트북이 아니라 bastion에서 실행할 것.",
                      "런북 명령어:\n{X}\ndeploy 사용자로 실행해야 한다.",
                      "{U}으로/로 접속하면 된다. 앞선 실패는 {T} 문제가 아니라 VPN 문제였다.\n{X}",
                      "{T}에 특수문자가 있으면 작은따옴표로 감싸야 한다:\n{X}",
                      "{E}에서 동작하는 명령:\n{X}\n{VER}."]},
        "mcp": {"en": ["I didn't have credentials for {V} on {E}.", "The runbook didn't say which account to use for {V}."],
                "ko": ["{E}의 {V} 계정 정보가 없었다.", "런북에 {V}에 어떤 계정을 써야 하는지 없었다."]},
        "lsp": {"en": ["Run maintenance on {V} from the bastion only.", "Ask for a personal account on {V} instead of the shared one."],
                "ko": ["{V} 작업은 bastion에서만 실행할 것.", "공용 계정 대신 개인 {V} 계정을 요청할 것."]},
    },
    "personal": {
        "mc": {"en": ["I needed the {T} for {V} and asked {P}. Their reply:\n{X}",
                      "{X}\n(from {P}, when the setup got stuck at the {T} prompt)",
                      "Setting up {V} stopped at a {T} prompt I couldn't answer. {P} sent:\n{X}"],
               "ko": ["{V} {T}이/가 필요해서 {P}님께 물어봤다. 답변:\n{X}",
                      "{X}\n(설정 중 {T} 입력에서 막혔을 때 {P}님이 알려줌)",
                      "{V} 설정이 {T} 입력 단계에서 멈췄다. {P}님이 보내준 내용:\n{X}"]},
        "ls": {"en": ["Noted for next time:\n{X}", "{X}\nAsk before using it again; it belongs to {P}.",
                      "The {T} prompt for {V} blocks automation. The value {P} gave:\n{X}"],
               "ko": ["다음을 위해 기록:\n{X}", "{X}\n{P}님 개인 정보이므로 다시 쓰기 전에 물어볼 것.",
                      "{V}의 {T} 입력 때문에 자동화가 막힌다. {P}님이 준 값:\n{X}"]},
        "mcp": {"en": ["I didn't know {V} needs a {T}.", "The step for {V} needed a {T} I didn't have."],
                "ko": ["{V}에 {T}이/가 필요한 줄 몰랐다.", "{V} 단계에서 없는 {T}이/가 필요했다."]},
        "lsp": {"en": ["Ask {P} before touching {V}.", "Don't guess the {T}; the device locks after a few tries."],
                "ko": ["{V} 건드리기 전에 {P}님께 물어볼 것.", "{T}을/를 추측하지 말 것. 몇 번 틀리면 잠긴다."]},
    },
}
ASK_SYS = {"en": ["", "", "Should I store this {T} for {V} in the vault instead of keeping it here?",
                  "Can I get a personal account for {V} instead of the shared {T}?", "Is it OK that I used this {T} for {V}?"],
           "ko": ["", "", "{V} {T}을/를 여기 두지 말고 vault에 넣을까요?",
                  "공용 {T} 말고 제 {V} 계정을 받을 수 있을까요?", "{V}에 이 {T}을/를 써도 괜찮았나요?"]}
ASK_SYS_VAL = {"en": ["Is {A} still the {T} for {V}?", "Should I keep using {A}, or will you change it after this session?",
                      "{T} for {V} = {A} - can I save that for next time?"],
               "ko": ["{A} 가 아직 {V}의 {T}인가요?", "{A} 를 계속 써도 되나요, 아니면 이번 작업 후 바꾸실 건가요?",
                      "{V} {T} = {A} 다음에도 써도 되나요?"]}


V_KO = {"the NAS": "NAS", "the office router": "사무실 공유기", "the laptop": "노트북", "the shared mailbox": "공용 메일함",
        "the VPN": "VPN", "the staging admin": "스테이징 어드민", "the admin API": "어드민 API",
        "the container registry": "컨테이너 레지스트리", "the PKCS#12 bundle": "PKCS#12 번들", "the export archive": "내보내기 압축 파일",
        "the backup archive": "백업 압축 파일", "the Java keystore": "Java 키스토어", "the Samba share": "Samba 공유 폴더",
        "the file server": "파일 서버", "the rsync daemon": "rsync 데몬", "the Windows share": "윈도우 공유 폴더",
        "the CIFS mount": "CIFS 마운트", "the BMC": "BMC", "the Linux host": "리눅스 서버", "the Git server": "Git 서버",
        "the partner API": "파트너 API", "the internal API": "내부 API", "the ops dashboard": "운영 대시보드",
        "the export bucket": "내보내기 버킷", "the media storage": "미디어 스토리지", "the report download": "리포트 다운로드",
        "the deploy host": "배포 서버", "the TLS terminator": "TLS 종단 서버", "the CI runner": "CI 러너",
        "the SFTP partner": "SFTP 파트너 서버", "the SIM card": "SIM 카드", "the YubiKey": "YubiKey", "the HSM": "HSM",
        "the server room": "서버실", "the alarm panel": "경보 패널", "the signing token": "서명용 토큰",
        "the office Wi-Fi": "사무실 와이파이", "the EKS cluster": "EKS 클러스터", "the artifact server": "아티팩트 서버",
        "the private registry": "사설 레지스트리", "the private PyPI": "사설 PyPI", "the Kubernetes cluster": "쿠버네티스 클러스터",
        "the NAS admin": "NAS 관리자", "sudo": "sudo"}


def v_local(lang, V):
    if lang == "en":
        return V
    if V in V_KO:
        return V_KO[V]
    if V.startswith("the ") and V.endswith(" Wi-Fi"):
        return V[4:-6] + " 와이파이"
    if V.startswith("the ") and V.endswith(" admin"):
        return V[4:-6] + " 어드민"
    return V[4:] if V.startswith("the ") else V


def frame_special(lang, d):
    c = {"V": v_local(lang, d["V"]), "T": d["T"][0 if lang == "en" else 1], "S": svc(), "E": env(lang), "F": cfgfile(),
         "P": person(lang), "VER": pick(VERIFY)[0 if lang == "en" else 1], "U": d.get("U", user())}
    pools = STYLE_POOLS[d["style"]]
    X = d["X"]
    vals = d["vals"]
    layout = pick(["mc", "mc", "ls", "ls", "ls"])
    if layout == "mc":
        mc = fmt(pick(pools["mc"][lang]), c, X=X)
        ls = fmt(pick(pools["lsp"][lang]), c)
    else:
        mc = fmt(pick(pools["mcp"][lang]), c)
        ls = fmt(pick(pools["ls"][lang]), c, X=X)
    short = [v for v in vals if len(v) <= 200]
    if short and chance(0.3):
        ask = fmt(pick(ASK_SYS_VAL[lang]), c, A=pick(short))
    else:
        ask = fmt(pick(ASK_SYS[lang]), c)
    return make_note(lang, "secret", d["cat"], mc, ls, ask, vals)


def run_producer(f, lang):
    for _ in range(100):
        try:
            return f(lang)
        except Retry:
            continue
    raise RuntimeError("producer keeps failing")


def t_special(lang):
    names = [n for n, _, w in PRODUCERS for _ in range(w)]
    nm = pick(names)
    f = [f for n, f, _ in PRODUCERS if n == nm][0]
    return frame_special(lang, run_producer(f, lang))


def t_split_fields(lang):
    """label at the end of one field, the value alone at the start of the next"""
    src = pick(["pw", "pw", "vendor", "pin"])
    if src == "pw":
        kind, v = pw_for(lang)
        V = pick(["Grafana admin", "staging DB", "Jenkins admin", "NAS", "RDS master user", "SFTP partner account"])
        T = PW_T
        cat = "split across fields: %s password (%s)" % (V, kind)
    elif src == "pin":
        v = rs(DIG, 8)
        V, T, cat = "HSM", ("PIN", "PIN"), "split across fields: HSM PIN"
    else:
        vd = pick(VENDORS)
        v = secret_values(vd["items"]())[-1]
        if len(v) > 300:
            raise Retry("long")
        V, T = vd["v"], vd["thing"]
        cat = "split across fields: %s %s" % (vd["v"], vd["thing"][0])
    t = T[0 if lang == "en" else 1]
    e = env(lang)
    mode = rint(0, 2)
    if lang == "en":
        lead = pick(["I didn't know the %s for %s on %s. The user gave it to me; the %s is" % (t, V, e, t),
                     "Blocked on %s (%s) until %s sent the %s:" % (V, e, person(lang), t),
                     "%s %s %s ->" % (V, e, t)])
        rest = pick(["Use it only for the migration window.", "It was reset after the incident.", "Confirmed working at %s." % hhmm(), ""])
        q = pick(["Should I keep the %s for %s in the note, or will you rotate it?" % (t, V), "Who else should know this %s?" % t, ""])
        q_lead = pick(["Next time, confirm this %s for %s:" % (t, V), "Still valid? %s for %s:" % (t, V)])
    else:
        lead = pick(["%s의 %s %s을/를 몰랐다. 사용자가 알려준 %s은/는" % (e, V, t, t),
                     "%s(%s) 작업이 막혀 있다가 %s님이 %s을/를 보내줬다:" % (V, e, person(lang), t),
                     "%s %s %s ->" % (V, e, t)])
        lead = josa(lead)
        rest = pick(["마이그레이션 시간에만 사용.", "장애 이후 재설정된 값.", "%s에 동작 확인." % hhmm(), ""])
        q = pick(["이 %s을/를 노트에 둬도 될까요, 교체하실 건가요?" % t, "이 %s을/를 누구와 공유해야 하나요?" % t, ""])
        q = josa(q)
        q_lead = josa(pick(["다음에 %s %s 확인 필요:" % (V, t), "%s %s 아직 유효한가요?:" % (V, t)]))
    if mode == 0:
        mc, ls, ask = lead, v + ("\n" + rest if rest else ""), q
    elif mode == 1:
        mc = L(lang, "Task: reconnect %s on %s." % (V, e), "작업: %s에서 %s 재연결." % (e, V))
        ls, ask = L(lang, "Got access after asking. ", "물어봐서 접근 권한을 얻었다. ") + lead, v
    else:
        mc, ls, ask = lead, v, q_lead + " " + v
    return make_note(lang, "secret", cat + [" (mc->lesson)", " (lesson->ask)", " (mc->lesson, repeated in ask)"][mode], mc, ls, ask, [v])


def t_ask_only(lang):
    vd = pick_vendor(lang)
    items = vd["items"]()
    v = secret_values(items)[0]
    if len(v) > 300:
        raise Retry("long")
    c = ctx_for(lang, vd)
    mc = fmt(pick(MC_PLAIN[lang]), c)
    ls = fmt(pick(LS_PLAIN[lang]), c)
    ask = fmt(pick({"en": ["Should I use {A} as the {V} {T} for {S}, or is there a newer one?",
                           "The old README lists {A} for {V} - is that still the {E} {T}?",
                           "Can you confirm {A} before I put it into the {E} secret store?"],
                    "ko": ["{S}의 {V} {T}으로/로 {A} 를 쓰면 되나요, 더 최신 값이 있나요?",
                           "예전 README에 {V} 값으로 {A} 가 있는데 아직 {E} {T}인가요?",
                           "{E} 시크릿 저장소에 넣기 전에 {A} 맞는지 확인해 주실 수 있나요?"]}[lang]), c, A=v)
    return make_note(lang, "secret", "secret only in ask_next_time: %s %s" % (vd["v"], vd["thing"][0]), mc, ls, ask, [v])


def t_multi(lang):
    items = []
    names = []
    for vd in [pick(VENDORS) for _ in range(rint(2, 3))]:
        its = vd["items"]()
        if any(k == it[0] for it in items for k, _, _ in its):
            continue
        items += its
        names.append(vd["v"])
    kind, pw = pw_for(lang)
    u = user()
    items.append(("DATABASE_URL", "postgres://%s:%s@%s:5432/%s" % (u, pct(pw), host(), pick(DBNAMES)), False))
    fw, app = app_secret_items()
    items += app
    items += decoys(rint(1, 3))
    R.shuffle(items)
    if sum(len(v) for _, v, _ in items) > 650:
        raise Retry("too long")
    for _ in range(20):
        cname, f = pick(GENERIC_CONTAINERS[:16])
        try:
            X = f(items)
            break
        except Unfit:
            continue
    else:
        raise Retry("container")
    vals = secret_values(items) + [pct(pw)]
    c = {"S": svc(), "E": env(lang), "F": cfgfile(), "P": person(lang), "VER": pick(VERIFY)[0 if lang == "en" else 1]}
    if lang == "en":
        mc = fmt(pick(["I didn't know {S} on {E} keeps all its credentials in one file. {P} pasted it:\n{X}",
                       "Onboarding note: the {E} env for {S} was missing, so I asked for it. Got:\n{X}",
                       "{X}\nThis is the whole {F} from the {E} box; I had been told the app reads from Vault."]), c, X=X)
        ls = fmt(pick(["Everything {S} needs on {E} is in that one file; copying it fixed startup. {VER}.",
                       "Lesson: diff the running env against {F} before debugging code.",
                       "Next time ask for the env file first instead of guessing variable names."]), c)
    else:
        mc = fmt(pick(["{E}의 {S}이/가 인증 정보를 전부 한 파일에 둔다는 걸 몰랐다. {P}님이 붙여줌:\n{X}",
                       "온보딩 메모: {S}의 {E} env가 없어서 요청했고 받은 내용:\n{X}",
                       "{X}\n{E} 서버의 {F} 전체. 앱이 Vault에서 읽는다고 들었었다."]), c, X=X)
        ls = fmt(pick(["{E}에서 {S}에 필요한 건 전부 이 파일에 있다. 복사하니 기동됨. {VER}.",
                       "교훈: 코드 디버깅 전에 실행 중인 env와 {F}을/를 먼저 비교할 것.",
                       "다음엔 변수 이름을 추측하지 말고 env 파일부터 요청할 것."]), c)
    ask = fmt(pick(ASK_PLAIN[lang]), dict(c, V=names[0] if names else "app", T=L(lang, "credentials", "인증 정보"), E2=env(lang)))
    return make_note(lang, "secret", "multiple secrets in one %s (%s + DB password + %s)" % (cname, ", ".join(names), fw), mc, ls, ask, vals)


# ----------------------------------------------------------------------------------------------
# clean producers: risky-looking material without any credential. Return dict(cat, X, topic)
# ----------------------------------------------------------------------------------------------
def C(cat, X, topic, **kw):
    d = {"cat": cat, "X": X, "topic": topic}
    d.update(kw)
    return d


def env_names(n):
    out = []
    while len(out) < n:
        vd = pick(VENDORS)
        for k, _, sec in vd["items"]():
            if k not in out and len(out) < n:
                out.append(k)
    return out


def placeholder(name):
    f = rint(0, 15)
    low = name.lower()
    return [lambda: "<your-%s>" % low.replace("_", "-"), lambda: "YOUR_%s_HERE" % name, lambda: "${%s}" % name,
            lambda: "{{ .Values.%s }}" % camel(name), lambda: "${{ secrets.%s }}" % name, lambda: "x" * rint(8, 32),
            lambda: "REPLACE_ME", lambda: "<redacted>", lambda: "********", lambda: "$(cat /run/secrets/%s)" % low,
            lambda: "{env:%s}" % name, lambda: "%%(%s)s" % low, lambda: "op://%s/%s/credential" % (pick(["Prod", "Shared", "Infra"]), low),
            lambda: "<%s>" % name, lambda: "", lambda: "null"][f]()


def cp_placeholder(lang):
    names = env_names(rint(1, 3))
    items = [(k, placeholder(k), False) for k in names] + decoys(rint(1, 3))
    R.shuffle(items)
    for _ in range(20):
        cname, f = pick(GENERIC_CONTAINERS)
        if cname in ("stack trace", "chat paste"):
            continue
        try:
            X = f(items)
            return C("placeholder values in %s" % cname, X, ("config template", "설정 템플릿"))
        except Unfit:
            continue
    raise Retry("container")


def masked(v):
    f = rint(0, 5)
    if f == 0:
        return v[:min(8, len(v) // 4)] + "*" * 12 + v[-4:]
    if f == 1:
        return "*" * 16 + v[-4:]
    if f == 2:
        return v[:3] + "..." + v[-4:]
    if f == 3:
        return "•" * 8 + v[-4:]
    if f == 4:
        return "[REDACTED]"
    return "***"


def cp_masked(lang):
    f = rint(0, 6)
    if f == 0:
        ak = "AKIA" + rs(UP + "234567", 16)
        X = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
             "   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\n"
             "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (ak[-4:], rs(ALNUM, 4), pick(REGIONS))
        cat = "masked: aws configure list"
    elif f == 1:
        X = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
             "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % pick(PEOPLE)
        cat = "masked: gh auth status"
    elif f == 2:
        names = env_names(rint(2, 4))
        X = "\n".join("%s=%s" % (k, masked(rs(ALNUM, 32))) for k in names)
        cat = "masked: env dump with masked values"
    elif f == 3:
        X = "%s INFO [%s] calling %s with headers {'Authorization': 'Bearer ***', 'X-Request-Id': '%s'}" % (ts(), svc(), host("api"), uuid4())
        cat = "masked: log with redacted bearer"
    elif f == 4:
        X = "Run ./deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DATABASE_URL: ***\n+ curl -fsS -H 'Authorization: token ***' https://api.github.com/repos/acme/app/deployments\n{\"id\": %d, \"sha\": \"%s\"}" % (rint(10 ** 8, 10 ** 9), git_sha())
        cat = "masked: GitHub Actions log with *** masking"
    elif f == 5:
        v = pick(["sk_live_", "rk_live_", "ghp_", "xoxb-", "glpat-"])
        X = L(lang, "Dashboard shows the key as %s%s (last 4 only); the full key is only shown once at creation.",
              "대시보드에는 키가 %s%s 형태로만 보인다 (마지막 4자리). 전체 키는 생성 시 한 번만 보인다.") % (v, "•" * 10 + rs(ALNUM, 4))
        cat = "masked: dashboard last-4 display"
    else:
        X = "spring.datasource.password=******\nspring.datasource.username=%s\nmanagement.endpoints.web.exposure.include=env\n# /actuator/env returns \"value\": \"******\" for *password*, *secret*, *key*, *token*" % user()
        cat = "masked: Spring actuator sanitized"
    return C(cat, X, ("masked output", "마스킹된 출력"))


def cp_secret_ref(lang):
    s_, name = svc(), pick(env_names(3))
    acct = str(rint(10 ** 11, 10 ** 12 - 1))
    f = rint(0, 10)
    if f == 0:
        X = ("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (name, s_, name.lower().replace("_", "-")))
        cat = "secret ref: k8s secretKeyRef"
    elif f == 1:
        X = "aws secretsmanager get-secret-value --secret-id prod/%s/%s --query SecretString --output text\n# ARN: arn:aws:secretsmanager:%s:%s:secret:prod/%s/%s-%s" % (
            s_, name.lower(), pick(REGIONS), acct, s_, name.lower(), rs(ALNUM, 6))
        cat = "secret ref: AWS Secrets Manager ARN + CLI"
    elif f == 2:
        X = "vault kv get -field=%s secret/%s/%s" % (name.lower(), pick(["prod", "stg"]), s_)
        cat = "secret ref: Vault path"
    elif f == 3:
        X = "%s=op://%s/%s/%s\n# run with: op run --env-file=.env.tpl -- npm start" % (name, pick(["Prod", "Shared", "Infra"]), s_, name.lower())
        cat = "secret ref: 1Password op:// reference"
    elif f == 4:
        X = "gcloud secrets versions access latest --secret=%s --project=%s-%d" % (name.lower().replace("_", "-"), pick(["acme", "hanbit"]), rint(100, 999))
        cat = "secret ref: GCP Secret Manager"
    elif f == 5:
        X = '"%s": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)"' % (name, s_, name.lower().replace("_", "-"))
        cat = "secret ref: Azure Key Vault reference"
    elif f == 6:
        X = "aws ssm get-parameter --name /%s/%s/%s --with-decryption --query Parameter.Value" % (pick(["prod", "stg"]), s_, name.lower())
        cat = "secret ref: SSM parameter"
    elif f == 7:
        X = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
             "  data:\n    - secretKey: %s\n      remoteRef:\n        key: prod/%s\n        property: %s") % (s_, name, s_, name.lower())
        cat = "secret ref: ExternalSecret manifest"
    elif f == 8:
        X = '- name: Deploy\n  env:\n    %s: ${{ secrets.%s }}\n  run: ./deploy.sh' % (name, name)
        cat = "secret ref: GitHub Actions secrets context"
    elif f == 9:
        X = 'data "aws_secretsmanager_secret_version" "%s" {\n  secret_id = "prod/%s"\n}\n\nlocals {\n  %s = jsondecode(data.aws_secretsmanager_secret_version.%s.secret_string)["%s"]\n}' % (
            s_.replace("-", "_"), s_, name.lower(), s_.replace("-", "_"), name.lower())
        cat = "secret ref: Terraform data source"
    else:
        lang_code = pick(['api_key = os.environ["%s"]', 'const apiKey = process.env.%s;', 'String apiKey = System.getenv("%s");', 'apiKey := os.Getenv("%s")'])
        X = lang_code % name
        cat = "secret ref: env var read in code"
    return C(cat, X, ("secret references", "시크릿 참조"))


def cp_hashes(lang):
    f = rint(0, 8)
    if f == 0:
        X = "\n".join("%s  %s" % (sha256hex(), fn) for fn in ["app-%s-linux-amd64.tar.gz" % pick(VERSIONS), "app-%s-darwin-arm64.tar.gz" % pick(VERSIONS), "checksums.txt.sig"][:rint(1, 3)])
        cat = "hash: sha256sum output"
    elif f == 1:
        X = "%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (rint(10 ** 11, 10 ** 12 - 1), pick(REGIONS), svc(), sha256hex())
        cat = "hash: container image digest"
    elif f == 2:
        X = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), pick(VERSIONS), "pkg", "pkg", pick(VERSIONS), b64e(rbytes(64)))
        cat = "hash: npm integrity sha512"
    elif f == 3:
        X = "\n".join("%s %s" % (rs(HEX, 7), pick(["fix: retry on 503", "chore: bump deps", "feat: add coupon API", "refactor: split client", "test: flaky tz"])) for _ in range(rint(3, 6)))
        cat = "hash: git log --oneline"
    elif f == 4:
        X = "commit %s\nMerge: %s %s\nAuthor: %s <%s@%s>\n\n    Merge branch 'release/%s'" % (git_sha(), rs(HEX, 7), rs(HEX, 7), pick(PEOPLE), pick(PEOPLE), pick(DOMAINS), pick(VERSIONS))
        cat = "hash: git commit SHA"
    elif f == 5:
        X = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "%s"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            pick(["5.31.0", "5.46.0"]), b64e(rbytes(32)), rs(HEX, 64), rs(HEX, 64))
        cat = "hash: terraform lock file hashes"
    elif f == 6:
        X = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (sha256hex(), sha256hex())
        cat = "hash: pip --hash pins"
    elif f == 7:
        X = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64e(rbytes(48))
        cat = "hash: SRI integrity attribute"
    else:
        X = "ETag: \"%s\"\nx-amz-version-id: %s\nLast-Modified: Tue, 0%d Mar 2025 10:22:31 GMT" % (rs(HEX, 32), rs(B64URL, 32), rint(1, 9))
        cat = "hash: S3 ETag and version id"
    return C(cat, X, ("checksums", "체크섬"))


def cp_ids(lang):
    f = rint(0, 9)
    if f == 0:
        X = "x-request-id: %s\ntraceparent: 00-%s-%s-01" % (uuid4(), rs(HEX, 32), rs(HEX, 16))
        cat = "ids: request id + traceparent"
    elif f == 1:
        X = "An error occurred (ThrottlingException) when calling the PutItem operation (RequestId: %s): Rate exceeded" % rs(UALNUM, 52) if chance(0.5) else \
            "x-amz-request-id: %s\nx-amz-id-2: %s" % (rs(UALNUM, 16), b64e(rbytes(57)))
        cat = "ids: AWS request ids"
    elif f == 2:
        X = "%s ERROR [%s] Sentry event %s captured (release %s)" % (ts(), svc(), rs(HEX, 32), git_sha()[:12])
        cat = "ids: Sentry event id"
    elif f == 3:
        X = "Stripe request req_%s failed for customer cus_%s, payment_intent pi_%s (idempotency key %s)" % (
            rs(ALNUM, 14), rs(ALNUM, 14), rs(ALNUM, 24), uuid4())
        cat = "ids: Stripe object ids"
    elif f == 4:
        X = "arn:aws:iam::%d:role/%s-task-role\narn:aws:kms:%s:%d:key/%s\nsg-%s  subnet-%s  vpc-%s" % (
            rint(10 ** 11, 10 ** 12 - 1), svc(), pick(REGIONS), rint(10 ** 11, 10 ** 12 - 1), uuid4(), rs(HEX, 17), rs(HEX, 17), rs(HEX, 17))
        cat = "ids: AWS ARNs and resource ids"
    elif f == 5:
        X = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# auth token comes from Secrets Manager" % (rs(HEX, 32), rs(HEX, 32))
        cat = "ids: Twilio SIDs (no token)"
    elif f == 6:
        X = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s" % (rint(10 ** 11, 10 ** 12), rs(LALNUM, 32), uuid4(), uuid4())
        cat = "ids: OAuth client ids and tenant id"
    elif f == 7:
        X = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%d\nNAVER_CLIENT_ID=%s" % (rs(HEX, 16), rs(HEX, 16), rint(100000, 999999), rs(ALNUM, 20))
        cat = "ids: app ids (WeChat/Feishu/Kakao/Naver)"
    elif f == 8:
        X = "kubectl get pod %s-%s-%s -o jsonpath='{.metadata.uid}'\n%s" % (svc(), rs(LALNUM, 10), rs(LALNUM, 5), uuid4())
        cat = "ids: k8s pod name and uid"
    else:
        X = "주문번호 %s%s / 송장번호 %d / 사업자등록번호 %d-%d-%d" % (rint(2024, 2025), rs(DIG, 10), rint(10 ** 11, 10 ** 12), rint(100, 999), rint(10, 99), rint(10000, 99999))
        cat = "ids: order/tracking/business numbers"
    return C(cat, X, ("identifiers", "식별자"))


def cp_public_keys(lang):
    f = rint(0, 7)
    c = pick(PEOPLE) + "@" + pick(["laptop", "ci", "mbp"])
    if f == 0:
        X = "$ cat ~/.ssh/id_ed25519.pub\n" + ssh_ed25519_public(c)
        cat = "public key: ssh-ed25519 .pub"
    elif f == 1:
        X = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (ssh_fingerprint(), c)
        cat = "public key: ssh fingerprint"
    elif f == 2:
        X = "The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is %s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (
            host("git"), "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)), ssh_fingerprint())
        cat = "public key: host key fingerprint prompt"
    elif f == 3:
        X = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(ec_public_pem_lines())
        cat = "public key: EC PUBLIC KEY PEM"
    elif f == 4:
        X = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(cert_pem_lines(rint(3, 5)))
        cat = "public key: X.509 certificate (partial)"
    elif f == 5:
        X = json.dumps({"keys": [{"kty": "EC", "crv": "P-256", "kid": rs(B64URL, 22), "use": "sig",
                                  "x": b64u(rbytes(32)), "y": b64u(rbytes(32)), "alg": "ES256"}]}, indent=2)
        cat = "public key: JWKS"
    elif f == 6:
        X = "gpg --list-keys %s\npub   ed25519 2024-0%d-1%d [SC]\n      %s\nuid           [ultimate] %s <%s@%s>" % (
            c, rint(1, 9), rint(0, 9), rs(HEXU, 40), pick(PEOPLE).capitalize(), pick(PEOPLE), pick(DOMAINS))
        cat = "public key: PGP fingerprint"
    else:
        X = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (b64e(rbytes(32)), pick(DOMAINS))
        cat = "public key: WireGuard peer PublicKey"
    return C(cat, X, ("public keys", "공개 키"))


def cp_base64_data(lang):
    f = rint(0, 4)
    if f == 0:
        txt = "log_level: %s\nregion: %s\nfeature_x: %s\n" % (pick(["info", "debug"]), pick(REGIONS), pick(["true", "false"]))
        X = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.yaml: %s" % (svc(), b64e(txt.encode()))
        cat = "base64: ConfigMap binaryData of plain config"
    elif f == 1:
        cur = b64u(json.dumps({"id": rint(10 ** 5, 10 ** 7), "created_at": ts(), "dir": "next"}, separators=(",", ":")).encode())
        X = "GET /api/v1/orders?limit=50&cursor=%s" % cur
        cat = "base64: pagination cursor"
    elif f == 2:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(rint(40, 90))
        X = '<img src="data:image/png;base64,%s" alt="status" />' % b64e(png)
        cat = "base64: data URI image"
    elif f == 3:
        word = pick(["hello world", "ok", "staging-ready", "healthcheck"])
        X = "$ echo -n '%s' | base64\n%s" % (word, b64e(word.encode()))
        cat = "base64: encoded plain string"
    else:
        hdr = b64u(json.dumps({"alg": "RS256", "kid": rs(HEX, 16), "typ": "JWT"}, separators=(",", ":")).encode())
        X = L(lang, "Only the JWT header was logged (no payload/signature): ", "JWT 헤더만 로그에 남음 (payload/서명 없음): ") + hdr
        cat = "base64: JWT header only"
    return C(cat, X, ("encoded data", "인코딩된 데이터"))


def cp_encrypted(lang):
    f = rint(0, 4)
    if f == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(rint(12, 40))), b64e(rbytes(32)), b64e(rbytes(16)))
        X = "db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            enc(), enc(), rs(LO + DIG, 58), ts(), enc())
        cat = "encrypted: SOPS-encrypted YAML"
    elif f == 1:
        body = rs(HEX, rint(200, 320))
        X = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          " + "\n          ".join(wrap_lines(body, 80))
        cat = "encrypted: Ansible Vault inline"
    elif f == 2:
        X = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: prod\nspec:\n  encryptedData:\n    password: Ag%s\n    username: Ag%s") % (
            svc(), b64e(rbytes(rint(200, 300))), b64e(rbytes(rint(180, 220))))
        cat = "encrypted: SealedSecret encryptedData"
    elif f == 3:
        X = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap_lines(b64e(rbytes(rint(150, 250))), 64)), rs(B64, 4))
        cat = "encrypted: PGP message"
    else:
        X = "aws kms encrypt output:\n{\n  \"CiphertextBlob\": \"AQICAH%s\",\n  \"KeyId\": \"arn:aws:kms:%s:%d:key/%s\"\n}" % (
            b64e(rbytes(rint(150, 200))), pick(REGIONS), rint(10 ** 11, 10 ** 12 - 1), uuid4())
        cat = "encrypted: KMS ciphertext blob"
    return C(cat, X, ("encrypted secrets", "암호화된 시크릿"))


def cp_long_ids(lang):
    f = rint(0, 3)
    if f == 0:
        X = "s3://%s/raw/events/dt=2025-0%d-1%d/hour=%02d/part-00%03d-%s.c000.snappy.parquet" % (
            pick(["acme-datalake", "hanbit-logs"]), rint(1, 9), rint(0, 9), rint(0, 23), rint(0, 999), uuid4())
        cat = "long id: data lake object key"
    elif f == 1:
        X = "ULIDs: %s\n" % ", ".join("01J" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23) for _ in range(3))
        cat = "long id: ULIDs"
    elif f == 2:
        X = "docker history %s:%s\nIMAGE          CREATED       SIZE\n%s   3 days ago    %dMB\n%s   3 days ago    %dkB" % (
            svc(), pick(VERSIONS), rs(HEX, 12), rint(5, 300), rs(HEX, 12), rint(1, 900))
        cat = "long id: docker layer ids"
    else:
        X = "Snowflake query id %s-%s-%s-%s-%s finished in %.1fs" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4), rs(HEX, 12), R.random() * 40)
        cat = "long id: warehouse query id"
    return C(cat, X, ("identifiers", "식별자"))


def cp_prose_flags(lang):
    en = ["`mysql -p` with nothing attached makes the client prompt for the password; putting the value right after -p (no space) is what leaks it into shell history.",
          "`docker login --password-stdin` reads the token from stdin, so pipe it from the secret store instead of using -p.",
          "psql takes the password from PGPASSWORD or ~/.pgpass; the connection string in the repo deliberately has no password part.",
          "`curl -u user` without `:password` prompts interactively; in CI we pass `--netrc-file` pointing at a tmpfs file created by the job.",
          "`sshpass -e` reads SSHPASS from the environment, which the job injects from Vault; never use `sshpass -p` in scripts.",
          "`redis-cli` prints a warning when -a is used; use `REDISCLI_AUTH` from the secret mount instead.",
          "openssl accepts `-passin env:VAR` and `-passin file:path`; use those instead of `pass:` on the command line.",
          "`git config credential.helper store` writes plaintext to ~/.git-credentials; we use the osxkeychain / manager helper instead."]
    ko = ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 묻는다. -p 바로 뒤에 값을 붙이면 셸 히스토리에 남는다.",
          "`docker login --password-stdin` 은 표준입력에서 토큰을 읽으므로 -p 대신 시크릿 저장소에서 파이프로 넘길 것.",
          "psql은 PGPASSWORD 또는 ~/.pgpass 에서 비밀번호를 읽는다. 레포의 접속 문자열에는 일부러 비밀번호 부분이 없다.",
          "`curl -u user` 처럼 `:password` 없이 쓰면 대화형으로 묻는다. CI에서는 잡이 만든 tmpfs 파일을 `--netrc-file`로 넘긴다.",
          "`sshpass -e` 는 환경변수 SSHPASS를 읽고 잡이 Vault에서 주입한다. 스크립트에서 `sshpass -p`는 쓰지 말 것.",
          "openssl은 `-passin env:VAR`, `-passin file:path`를 지원한다. 커맨드라인에 `pass:`를 쓰지 말 것."]
    return C("prose: CLI password flags explained", pick(en if lang == "en" else ko), ("CLI flags", "CLI 옵션"), prose=True)


def cp_policy(lang):
    n = rint(10, 16)
    en = ["Password policy for the admin console: at least %d characters, one symbol, no reuse of the last %d passwords, rotation every %d days." % (n, rint(3, 10), pick([60, 90, 180])),
          "The IdP rejects passwords that contain the username or appear in the breach list; the error message just says 'invalid', which confused the user.",
          "Service account passwords are generated by Vault (length %d, no symbols because the legacy driver breaks on '@')." % rint(24, 40),
          "Temporary passwords expire after %d hours and must be changed at first login." % pick([24, 48, 72])]
    ko = ["어드민 콘솔 비밀번호 정책: %d자 이상, 특수문자 1개 이상, 최근 %d개 재사용 금지, %d일마다 변경." % (n, rint(3, 10), pick([60, 90, 180])),
          "IdP는 사용자 이름이 들어가거나 유출 목록에 있는 비밀번호를 거부한다. 오류 메시지가 '유효하지 않음'뿐이라 사용자가 헷갈려 했다.",
          "서비스 계정 비밀번호는 Vault가 생성한다 (길이 %d, 레거시 드라이버가 '@'에서 깨져서 특수문자 없음)." % rint(24, 40),
          "임시 비밀번호는 %d시간 후 만료되고 첫 로그인 때 변경해야 한다." % pick([24, 48, 72])]
    return C("prose: password policy without values", pick(en if lang == "en" else ko), ("password policy", "비밀번호 정책"), prose=True)


def cp_rotation_talk(lang):
    vd = pick(VENDORS)
    path = "secret/%s/%s" % (pick(["prod", "stg"]), svc())
    en = ["Rotated the %s %s via the dashboard; the new value is only in Vault at %s (field `%s`). Old key revoked at %s." % (vd["v"], vd["thing"][0], path, vd["items"]()[0][0].lower(), hhmm()),
          "The %s %s leaked into a CI log last week, so it was revoked; the replacement is injected as %s from the secret store." % (vd["v"], vd["thing"][0], vd["items"]()[-1][0]),
          "`openssl rand -hex 32` generates the webhook secret; store the output in %s, never in the repo." % path]
    ko = ["%s %s을/를 대시보드에서 교체했다. 새 값은 Vault %s (필드 `%s`)에만 있다. 예전 키는 %s에 폐기." % (vd["v"], vd["thing"][1], path, vd["items"]()[0][0].lower(), hhmm()),
          "지난주 %s %s이/가 CI 로그에 노출되어 폐기했고, 새 값은 시크릿 저장소에서 %s(으)로 주입된다." % (vd["v"], vd["thing"][1], vd["items"]()[-1][0]),
          "웹훅 시크릿은 `openssl rand -hex 32`로 생성하고 결과는 레포가 아니라 %s에 저장할 것." % path]
    t = pick(en if lang == "en" else ko)
    if lang == "ko":
        t = josa(t.replace("(으)로", "으로/로"))
    return C("prose: key rotation talk without values", t, ("key rotation", "키 교체"), prose=True)


PUB_DECK = None


def cp_publishable(lang):
    global PUB_DECK
    if PUB_DECK is None:
        PUB_DECK = Deck(range(13))
    f = PUB_DECK.draw()
    if f == 0:
        k = "pk_live_" + pick(["", "51"]) + rs(ALNUM, pick([24, 97]))
        X, V = "const stripe = Stripe('%s');\nconst elements = stripe.elements();" % k, "Stripe publishable key"
    elif f == 1:
        proj = pick(["acme", "hanbit", "tokimeki"]) + "-" + rs(LALNUM, 5)
        num = rint(10 ** 11, 10 ** 12)
        X = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
             '  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};') % (rs(B64URL, 35), proj, proj, proj, num, num, rs(HEX, 22))
        V = "Firebase web config apiKey"
    elif f == 2:
        X, V = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38), "reCAPTCHA site key"
    elif f == 3:
        X, V = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % rs(HEX, 32), "Kakao JavaScript key"
    elif f == 4:
        X, V = 'const tossPayments = TossPayments("%s");' % (pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28)), "Toss Payments client key"
    elif f == 5:
        X, V = "var payjp = Payjp('pk_live_%s');" % rs(HEX, 24), "PAY.JP public key"
    elif f == 6:
        X, V = "export const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (rs(LO, 20), supabase_key("anon")), "Supabase anon key"
    elif f == 7:
        X, V = "mapboxgl.accessToken = '%s';" % mapbox_token("pk"), "Mapbox public token"
    elif f == 8:
        X, V = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UALNUM, 10), rs(HEX, 32)), "Algolia search-only key"
    elif f == 9:
        X, V = 'Sentry.init({\n  dsn: "https://%s@o%d.ingest.sentry.io/%d",\n  tracesSampleRate: 0.1,\n});' % (rs(HEX, 32), rint(10 ** 5, 10 ** 7), rint(10 ** 5, 10 ** 7)), "Sentry DSN"
    elif f == 10:
        X, V = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    elif f == 11:
        X, V = '<script type="text/javascript" src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LALNUM, 10), "Naver Maps client id"
    else:
        X, V = "const options = { key: 'rzp_live_%s', amount: %d, currency: 'INR' };" % (rs(ALNUM, 14), rint(100, 99999)), "Razorpay key id"
    return C("publishable: %s [publishable]" % V, X, ("client-side key", "클라이언트 키"), publishable=True, V=V)


PLAIN_EN = ["The {S} test suite is flaky only on Mondays because a fixture hardcodes the week number; freezing time with freezegun fixed it.",
            "{S} uses pnpm workspaces; running npm install at the root corrupts the lockfile.",
            "Database migrations for {S} must run before the new pods start, otherwise the readiness probe fails for about {N} minutes.",
            "The {E} cluster autoscaler needs at least {N} minutes to add a node; the deploy timeout was too short.",
            "Timezone bugs in {S}: store UTC, convert to Asia/Seoul only in the API response layer.",
            "The CSV export breaks on Excel because it lacks a UTF-8 BOM; added it for the Korean column names.",
            "Integration tests for {S} need Docker running; the Makefile target `make itest` starts the compose stack first.",
            "Renamed the queue from jobs-v1 to jobs-v2; consumers must be deployed before producers.",
            "{S} logs at debug level by default in {E}; switched to info to cut the log bill by ~{N}0%.",
            "The frontend build needs Node 20; Node 18 fails on the `import.meta` usage in vite config."]
PLAIN_KO = ["{S} 테스트가 월요일에만 실패하는 이유는 fixture에 주차 번호가 하드코딩되어 있어서였다. freezegun으로 시간 고정해서 해결.",
            "{S}은/는 pnpm workspace를 쓴다. 루트에서 npm install 하면 lockfile이 깨진다.",
            "{S} 마이그레이션은 새 파드가 뜨기 전에 실행해야 한다. 아니면 readiness probe가 약 {N}분 동안 실패한다.",
            "{E} 클러스터 오토스케일러는 노드 추가에 최소 {N}분이 걸린다. 배포 타임아웃이 너무 짧았다.",
            "{S} 시간대 버그: 저장은 UTC로 하고 Asia/Seoul 변환은 API 응답 단계에서만 할 것.",
            "CSV 내보내기가 엑셀에서 깨지는 이유는 UTF-8 BOM이 없어서였다. 한글 컬럼명 때문에 BOM 추가.",
            "{S} 통합 테스트는 Docker가 떠 있어야 한다. `make itest`가 compose 스택을 먼저 올린다.",
            "큐 이름을 jobs-v1에서 jobs-v2로 변경. 컨슈머를 프로듀서보다 먼저 배포해야 한다.",
            "프론트 빌드는 Node 20이 필요하다. Node 18에서는 vite 설정의 `import.meta` 때문에 실패한다."]
PLAIN_ASK_EN = ["", "Should I add this to the onboarding doc?", "Do you want the same fix in the other services?", "Is {E} the only affected environment?"]
PLAIN_ASK_KO = ["", "온보딩 문서에 추가할까요?", "다른 서비스에도 같은 수정을 적용할까요?", "{E} 환경만 영향 받은 건가요?"]


def t_clean_plain(lang):
    c = {"S": svc(), "E": env(lang), "N": rint(2, 9)}
    pool = PLAIN_EN if lang == "en" else PLAIN_KO
    a, b = R.sample(range(len(pool)), 2)
    mc = fmt(pick(["I didn't know this about {S}: ", "Missing context: ", "", "Nobody told me that "]) if lang == "en"
             else pick(["{S}에 대해 몰랐던 점: ", "몰랐던 점: ", ""]), c) + fmt(pool[a], c)
    ls = fmt(pool[b], c)
    ask = fmt(pick(PLAIN_ASK_EN if lang == "en" else PLAIN_ASK_KO), c)
    return make_note(lang, "clean", "plain engineering note", mc, ls, ask, [])


CLEAN_MC = {"en": ["I didn't know how {S} handles {TOP} on {E}. Current state:\n{X}",
                   "{X}\nFound this in {F}; I wasn't sure whether it was sensitive, so I checked before committing.",
                   "The reviewer asked about this block in {F}:\n{X}\nI didn't know the team convention for {TOP}.",
                   "Missing context: what the {TOP} in the {E} logs of {S} mean. Example:\n{X}",
                   "While debugging {S} on {E} I saw\n{X}\nand assumed it was a leak. It isn't."],
            "ko": ["{E}에서 {S}이/가 {TOP}을/를 어떻게 다루는지 몰랐다. 현재 상태:\n{X}",
                   "{X}\n{F}에서 발견. 민감한 값인지 확신이 없어서 커밋 전에 확인했다.",
                   "리뷰어가 {F}의 이 블록에 대해 물었다:\n{X}\n{TOP}에 대한 팀 컨벤션을 몰랐다.",
                   "몰랐던 점: {S} {E} 로그에 찍히는 {TOP}이/가 무슨 의미인지. 예시:\n{X}",
                   "{E}에서 {S} 디버깅 중 아래를 보고 유출인 줄 알았는데 아니었다.\n{X}"]}
CLEAN_LS = {"en": ["This is fine to commit; it contains no credential:\n{X}",
                   "Keep this as is:\n{X}\nIt is meant to be committed.",
                   "Verified with:\n{X}\nNothing to change.",
                   "{X}\nThat output is expected; no action needed.",
                   "Example from {S} ({TOP}):\n{X}\nSafe to paste into tickets."],
            "ko": ["커밋해도 되는 내용이다. 인증 정보가 없다:\n{X}",
                   "이대로 유지할 것:\n{X}\n커밋하도록 만든 파일이다.",
                   "아래로 확인함:\n{X}\n변경할 것 없음.",
                   "{X}\n위 출력은 정상이며 조치 필요 없음.",
                   "{S}의 예시 ({TOP}):\n{X}\n티켓에 붙여도 안전하다."]}
CLEAN_MCP = {"en": ["I wasn't sure whether the {TOP} in {F} were safe to commit.", "I didn't know the convention for {TOP} in {S}.",
                    "The {E} deploy of {S} raised a question about {TOP}."],
             "ko": ["{F}의 {TOP}을/를 커밋해도 되는지 확신이 없었다.", "{S}의 {TOP} 컨벤션을 몰랐다.", "{S} {E} 배포 중 {TOP} 관련 질문이 생겼다."]}
CLEAN_LSP = {"en": ["{TOP} are not secrets; don't block the PR on them.", "Leave {TOP} as they are; the secret scanner allowlists them.",
                    "Ask before changing {TOP}; other services depend on the exact format."],
             "ko": ["{TOP}은/는 시크릿이 아니므로 PR을 막지 말 것.", "{TOP}은/는 그대로 둘 것. 시크릿 스캐너 allowlist에 있다.",
                    "{TOP} 형식을 바꾸기 전에 물어볼 것. 다른 서비스가 정확한 형식에 의존한다."]}
CLEAN_ASK = {"en": ["", "", "Is it OK to commit {F} as is?", "Should I add this to the runbook?",
                    "Do you want a CI check that fails if real values ever show up here?", "Is this the format the other services expect?"],
             "ko": ["", "", "{F}을/를 이대로 커밋해도 되나요?", "런북에 추가할까요?",
                    "여기에 실제 값이 들어가면 실패하는 CI 체크를 추가할까요?", "다른 서비스도 이 형식을 기대하나요?"]}
CLEAN_ASK_PROSE = {"en": ["", "Should I add this to the runbook?", "Do you want the same rule documented for the other services?"],
                   "ko": ["", "런북에 추가할까요?", "다른 서비스에도 같은 규칙을 문서화할까요?"]}


def frame_clean(lang, d):
    c = {"S": svc(), "E": env(lang), "F": cfgfile(), "TOP": d["topic"][0 if lang == "en" else 1]}
    X = d["X"]
    if d.get("prose"):
        if chance(0.5):
            mc, ls = fmt(pick(CLEAN_MCP[lang]), c), X
        else:
            mc, ls = X, fmt(pick(CLEAN_LSP[lang]), c)
    elif chance(0.45):
        mc, ls = fmt(pick(CLEAN_MC[lang]), c, X=X), fmt(pick(CLEAN_LSP[lang]), c)
    else:
        mc, ls = fmt(pick(CLEAN_MCP[lang]), c), fmt(pick(CLEAN_LS[lang]), c, X=X)
    ask = fmt(pick(CLEAN_ASK_PROSE[lang] if d.get("prose") else CLEAN_ASK[lang]), c)
    if d.get("publishable"):
        ask = pick(["", L(lang, "Should the %s move to the build-time env?" % d["V"], "%s을/를 빌드 타임 env로 옮길까요?" % d["V"])])
        ask = josa(ask)
    return make_note(lang, "clean", d["cat"], mc, ls, ask, [])


def cp_conn_clean(lang):
    u, h, db = user(), host(), pick(DBNAMES)
    f = rint(0, 6)
    if f == 0:
        X = "DATABASE_URL=postgres://%s@%s:5432/%s?sslmode=verify-full" % (u, h, db)
        cat = "conn string without password (IAM auth)"
    elif f == 1:
        X = "MONGO_URI=mongodb+srv://${MONGO_USER}:${MONGO_PASSWORD}@cluster0.%s.mongodb.net/%s" % (rs(LALNUM, 5), db)
        cat = "conn string with env-var placeholders"
    elif f == 2:
        X = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (h, db, u)
        cat = "JDBC with ${DB_PASSWORD} reference"
    elif f == 3:
        X = "Server=tcp:%s,1433;Database=%s;Authentication=Active Directory Managed Identity;Encrypt=True;" % (h, db)
        cat = "SQL Server conn string with managed identity"
    elif f == 4:
        X = "REDIS_URL=rediss://default:<password>@%s:6380/0" % h
        cat = "redis URL with <password> placeholder"
    elif f == 5:
        X = "amqp://%s:%s@%s:5672/" % (u, "%2A" * 8, h)
        cat = "amqp URL with masked password"
    else:
        X = "postgresql://%s:[YOUR-PASSWORD]@db.%s.supabase.co:5432/postgres" % (u, rs(LO, 20))
        cat = "Supabase conn string template [YOUR-PASSWORD]"
    return C("clean: " + cat, X, ("connection strings", "접속 문자열"))


def cp_cmd_clean(lang):
    u, h, db = user(), host(), pick(DBNAMES)
    f = rint(0, 9)
    cmds = ["mysql -h %s -u %s -p %s" % (h, u, db),
            "docker login -u %s --password-stdin ghcr.io < ~/.config/ghcr_token" % u,
            "SSHPASS=\"$(vault kv get -field=password secret/ops/%s)\" sshpass -e ssh %s@%s" % (svc(), u, h),
            "PGPASSWORD=\"$(aws secretsmanager get-secret-value --secret-id prod/%s --query SecretString --output text)\" psql -h %s -U %s -d %s" % (db, h, u, db),
            'curl -H "Authorization: Bearer $API_TOKEN" https://%s/v1/me' % host("api"),
            "kubectl create secret generic db-cred --from-env-file=./db.env --dry-run=client -o yaml | kubeseal > sealed.yaml",
            "echo \"$REGISTRY_PASSWORD\" | helm registry login registry.%s -u %s --password-stdin" % (pick(DOMAINS), u),
            "redis-cli -h %s --askpass" % h,
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
            "git config --global credential.helper 'cache --timeout=3600'"]
    X = "$ " + cmds[f]
    if f == 0:
        X += "\nEnter password: "
    names = ["mysql -p interactive prompt", "docker login --password-stdin from file", "sshpass -e with Vault lookup",
             "PGPASSWORD from Secrets Manager subshell", "curl Bearer $API_TOKEN", "kubectl secret from env file piped to kubeseal",
             "helm registry login --password-stdin", "redis-cli --askpass", "openssl -passout env:", "git credential cache helper"]
    return C("clean command: %s" % names[f], X, ("CLI usage", "CLI 사용법"))


def cp_pins(lang):
    f = rint(0, 2)
    if f == 0:
        X = ('val pinner = CertificatePinner.Builder()\n    .add("api.%s", "sha256/%s")\n    .add("api.%s", "sha256/%s")\n    .build()'
             % (pick(DOMAINS), b64e(rbytes(32)), pick(DOMAINS), b64e(rbytes(32))))
        cat = "public key: OkHttp certificate pins"
    elif f == 1:
        X = L(lang, "Kakao/Facebook Android key hash (registered in the console): ", "카카오 안드로이드 키 해시 (콘솔에 등록한 값): ") + b64e(rbytes(20))
        cat = "public: Android signing key hash"
    else:
        X = "SHA-256 Fingerprint=%s" % ":".join(rs(HEXU, 2) for _ in range(32))
        cat = "public: TLS certificate fingerprint"
    return C(cat, X, ("public fingerprints", "공개 fingerprint"))


CLEAN_PRODUCERS = [("placeholder", cp_placeholder, 6), ("masked", cp_masked, 4), ("secretref", cp_secret_ref, 5),
                   ("hashes", cp_hashes, 4), ("ids", cp_ids, 4), ("pubkeys", cp_public_keys, 4), ("b64", cp_base64_data, 3),
                   ("encrypted", cp_encrypted, 3), ("longid", cp_long_ids, 2), ("flags", cp_prose_flags, 2),
                   ("policy", cp_policy, 2), ("rotation", cp_rotation_talk, 2), ("publishable", cp_publishable, 4),
                   ("connclean", cp_conn_clean, 3), ("cmdclean", cp_cmd_clean, 3), ("pins", cp_pins, 2)]


def t_clean_risky(lang):
    names = [n for n, _, w in CLEAN_PRODUCERS for _ in range(w)]
    nm = pick(names)
    f = [f for n, f, _ in CLEAN_PRODUCERS if n == nm][0]
    return frame_clean(lang, run_producer(f, lang))


# ----------------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------------
class Deck:
    """draw without replacement from a shuffled copy; reshuffle when exhausted (even coverage)"""

    def __init__(self, items):
        self.items = list(items)
        self.cur = []

    def draw(self):
        if not self.cur:
            self.cur = list(self.items)
            R.shuffle(self.cur)
        return self.cur.pop()


VENDOR_DECK = None
PRODUCER_DECK = None
CLEAN_DECK = None


def t_vendor_token_deck(lang):
    vd = VENDOR_DECK.draw()
    return t_vendor_token(lang, vd)


def t_special_deck(lang):
    nm = PRODUCER_DECK.draw()
    f = [f for n, f, _ in PRODUCERS if n == nm][0]
    return frame_special(lang, run_producer(f, lang))


def t_clean_risky_deck(lang):
    nm = CLEAN_DECK.draw()
    f = [f for n, f, _ in CLEAN_PRODUCERS if n == nm][0]
    return frame_clean(lang, run_producer(f, lang))


SECRET_PLAN = [("vendor token in container", t_vendor_token_deck, 146), ("special secret", t_special_deck, 156),
               ("multiple secrets", t_multi, 22), ("split across fields", t_split_fields, 22), ("ask-only", t_ask_only, 14)]
CLEAN_PLAN = [("risky-looking clean", t_clean_risky_deck, 306), ("plain", t_clean_plain, 54)]


SEEN = {}


def generate(fn, lang):
    for _ in range(300):
        try:
            note = fn(lang)
        except Retry:
            continue
        key = "\x00".join(note["fields"].values())
        if key in SEEN:
            continue
        SEEN[key] = True
        return note
    raise RuntimeError("template %s keeps failing" % fn.__name__)


def build():
    global VENDOR_DECK, PRODUCER_DECK, CLEAN_DECK
    VENDOR_DECK = Deck(VENDORS)
    PRODUCER_DECK = Deck([n for n, _, w in PRODUCERS for _ in range(w)])
    CLEAN_DECK = Deck([n for n, _, w in CLEAN_PRODUCERS for _ in range(w)])
    global PUB_DECK
    PUB_DECK = None
    notes = []
    for plan, n_total, n_en in ((SECRET_PLAN, N_SECRET, N_SECRET_EN), (CLEAN_PLAN, N_CLEAN, N_CLEAN_EN)):
        slots = [fn for _, fn, k in plan for _ in range(k)]
        assert len(slots) == n_total
        langs = ["en"] * n_en + ["ko"] * (n_total - n_en)
        R.shuffle(slots)
        R.shuffle(langs)
        for fn, lang in zip(slots, langs):
            note = generate(fn, lang)
            note["_template"] = fn.__name__
            notes.append(note)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "fl%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": list(n["secrets"]), "_template": n["_template"]})
    return out


def final_checks(recs):
    assert len(recs) == N_TOTAL
    ids = [r["id"] for r in recs]
    assert len(dedup(ids)) == N_TOTAL
    cnt = {}
    for r in recs:
        assert list(r.keys())[:6] == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        f = r["fields"]
        assert f["missing_context"] and f["lesson"]
        for k, lim in LIMITS.items():
            assert len(f[k].encode("utf-8")) <= lim, (r["id"], k)
        key = (r["kind"], r["lang"])
        cnt[key] = cnt.get(key, 0) + 1
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            allt = "\n".join(f.values())
            for s in r["secrets"]:
                assert len(s) >= 8 and s in allt, (r["id"], s)
            assert not window_violations(f, r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith("[publishable]"):
                pass
    assert cnt[("secret", "en")] == N_SECRET_EN and cnt[("secret", "ko")] == N_SECRET - N_SECRET_EN
    assert cnt[("clean", "en")] == N_CLEAN_EN and cnt[("clean", "ko")] == N_CLEAN - N_CLEAN_EN
    texts = ["\x00".join(r["fields"].values()) for r in recs]
    assert len(dedup(texts)) == N_TOTAL, "duplicate notes"
    return cnt


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v108.jsonl"
    recs = build()
    cnt = final_checks(recs)
    lines = []
    for r in recs:
        rec = {k: r[k] for k in ("id", "lang", "kind", "category", "fields", "secrets")}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # summary on stderr-free stdout
    print("wrote %s (%d notes) sha256=%s" % (out_path, len(recs), hashlib.sha256(data).hexdigest()))
    for k in (("secret", "en"), ("secret", "ko"), ("clean", "en"), ("clean", "ko")):
        print("  %s/%s: %d" % (k[0], k[1], cnt[k]))
    cats = dedup([r["category"] for r in recs])
    print("  distinct categories: %d" % len(cats))
    tmpl = {}
    for r in recs:
        tmpl[r["_template"]] = tmpl.get(r["_template"], 0) + 1
    for k in sorted(tmpl):
        print("  template %s: %d" % (k, tmpl[k]))
    pub = sum(1 for r in recs if r["category"].endswith("[publishable]"))
    plain = sum(1 for r in recs if r["category"] == "plain engineering note")
    print("  clean publishable: %d, clean plain (no risky material): %d, clean risky-looking: %d" % (pub, plain, N_CLEAN - plain))
    print("  secrets listed: %d over %d secret notes" % (sum(len(r["secrets"]) for r in recs), N_SECRET))


if __name__ == "__main__":
    main()
