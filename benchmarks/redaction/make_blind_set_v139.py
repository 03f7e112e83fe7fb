#!/usr/bin/env python3
"""Generator for blind_set_v139.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: one random.Random(139_2026_1128)
drives every choice, nothing iterates over a set and nothing calls hash(), so the output does
not depend on PYTHONHASHSEED.  Every credential body is generated at run time in the public
shape of its kind (prefix, alphabet, length, checksum/encoding where the format has one).

Usage: python3 make_blind_set_v139.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 139_2026_1128
R = random.Random(SEED)
PREFIX = "gq"
N_PER = {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}

# --------------------------------------------------------------------------------------------
# basic random helpers
# --------------------------------------------------------------------------------------------
DIG = string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B62 = DIG + UP + LOW
ALNUM_L = LOW + DIG
ALNUM_U = UP + DIG
B64 = UP + LOW + DIG + "+/"
B64U = UP + LOW + DIG + "-_"
B32 = UP + "234567"


def ch(seq):
    return R.choice(seq)


def rint(a, b):
    return R.randint(a, b)


def coin(p=0.5):
    return R.random() < p


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64(s.encode())


def hexs(n):
    return rs(HEXL, n)


def b62enc(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, n=30):
    """GitHub / npm style: prefix + 30 base62 chars + 6-char base62 CRC32 of the random part."""
    body = rs(B62, n)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ts():
    return rint(1_700_000_000, 1_764_000_000)


def jwt(payload, alg="HS256", sig_bytes=32):
    head = {"alg": alg, "typ": "JWT"}
    return (b64u(json.dumps(head, separators=(",", ":")).encode()) + "." +
            b64u(json.dumps(payload, separators=(",", ":")).encode()) + "." + b64u(rbytes(sig_bytes)))


# bech32 (BIP-173) for age keys and bitcoin addresses
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32(hrp, data5):
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def age_secret():
    return bech32("age-secret-key-", _convertbits(rbytes(32), 8, 5)).upper()


def age_public():
    return bech32("age", _convertbits(rbytes(32), 8, 5))


def btc_address():
    return bech32("bc", [0] + _convertbits(rbytes(20), 8, 5))


def luhn_ok_digits(n):
    return rs(DIG, n)


# --------------------------------------------------------------------------------------------
# key material (PEM / OpenSSH / PGP); DER/wire structure is real, numbers are random
# --------------------------------------------------------------------------------------------
def wrap(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def ec_sec1_der():
    return (bytes.fromhex("30770201010420") + rbytes(32) +
            bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64))


def ec_pkcs8_der():
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") +
            rbytes(32) + bytes.fromhex("a14403420004") + rbytes(64))


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


def rsa_pkcs1_der_head():
    n = bytearray(rbytes(256))
    n[0] |= 0x80
    return bytes.fromhex("308204a40201000282010100") + bytes(n) + bytes.fromhex("0203010001") + rbytes(300)


def rsa_pkcs8_der_head():
    n = bytearray(rbytes(256))
    n[0] |= 0x80
    return (bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") +
            bytes(n) + bytes.fromhex("0203010001") + rbytes(200))


def pem_lines(der, keep=None):
    lines = wrap(b64(der), 64)
    if keep is not None:
        lines = lines[:keep]
    return lines


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    seed, pub = rbytes(32), rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") +
            struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv))
    return wrap(b64(blob), 70), "ssh-ed25519 " + b64(pubblob)


def ssh_ed25519_pub():
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))


def ssh_rsa_pub():
    n = bytearray(rbytes(257))
    n[0] = 0
    n[1] |= 0x80
    return "ssh-rsa " + b64(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(bytes(n)))


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def pgp_secret_lines(n):
    body = b"\x94\x58\x04" + struct.pack(">I", ts()) + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + rbytes(200)
    return wrap(b64(body), 64)[:n]


def pgp_fpr():
    return rs(HEXU, 40)


def wg_key():
    b = bytearray(rbytes(32))
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return b64(bytes(b))


def cert_lines(n):
    der = bytes.fromhex("308205") + rbytes(2) + bytes.fromhex("308204") + rbytes(300)
    return wrap(b64(der), 64)[:n]


# --------------------------------------------------------------------------------------------
# people, places and things
# --------------------------------------------------------------------------------------------
EN_PEOPLE = ["Priya", "Marco", "Dana", "Jun", "Alex", "Tomás", "Wei", "Sam", "Olga", "Kenji", "Fatima", "Lukas",
             "Aisha", "Ben", "Carmen", "Dmitri", "Elena", "Hiro", "Ines", "Jonas", "Kofi", "Leah", "Mateo",
             "Nadia", "Omar", "Rosa", "Sven", "Tara", "Yusuf", "Zoe", "Grace", "Raj"]
KO_PEOPLE = ["김민준", "이서연", "박지훈", "최유진", "정하늘", "강도윤", "윤서아", "임재현", "한지민", "오승우",
             "서다은", "신동혁", "권나래", "황준서", "송예린", "조현우", "배수지", "류태오"]
KO_TITLES = ["님", " 팀장님", " 선임님", " 책임님", "님", " 매니저님", "님"]
COMPANIES = ["acme", "northwind", "globex", "initech", "hooli", "contoso", "fabrikam", "tailspin", "wingtip",
             "lumen", "kestrel", "bluefin", "orchid", "quill", "hanbit", "saebom", "nuri", "baram", "gureum",
             "dasom", "moru", "tidewater", "brightline", "copperleaf"]
ENVS = ["dev", "staging", "prod", "qa", "sandbox", "preview", "stage", "uat"]
KO_ENVS = ["개발", "스테이징", "운영", "QA", "dev", "staging", "prod", "검증"]
USERS = ["deploy", "svc_app", "admin", "app_user", "ci-bot", "reporting", "etl", "backup", "readonly", "root",
         "postgres", "sa", "grafana", "jenkins", "svc-etl", "analytics_ro", "migrator", "webapp", "batch",
         "ops", "api", "worker", "superset", "airflow", "metabase", "keycloak", "nextcloud", "gitlab"]
DBNAMES = ["app", "orders", "billing", "analytics", "core", "inventory", "crm", "payments", "users", "events",
           "ledger", "catalog", "warehouse", "reporting", "shop"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-northeast-1",
           "ap-southeast-1"]
EN_TASKS = ["the nightly export job", "the webhook retry fix", "the billing sync", "the search reindex",
            "the notifier worker", "the data backfill", "the release pipeline", "the invoice PDF job",
            "the onboarding email flow", "the metrics dashboard", "the staging smoke tests",
            "the CSV import", "the image resize service", "the SSO migration", "the audit log shipper",
            "the weekly report cron", "the mobile push sender", "the feature-flag cleanup"]
KO_TASKS = ["야간 export 배치", "웹훅 재시도 수정", "정산 동기화", "검색 재색인", "알림 발송 워커",
            "데이터 backfill", "릴리스 파이프라인", "인보이스 PDF 생성", "온보딩 메일 발송", "지표 대시보드",
            "스테이징 smoke test", "CSV 업로드 기능", "이미지 리사이즈 서비스", "SSO 전환",
            "감사 로그 수집", "주간 리포트 cron", "앱 푸시 발송", "피처 플래그 정리"]
EN_STEPS = ["deploy", "integration-test", "publish", "migrate", "smoke", "e2e", "release", "sync"]
SLUGS = ["sync", "export", "notify", "backfill", "report", "ingest", "billing", "cleanup", "webhooks",
         "search", "upload", "digest", "import", "invoice", "alerts"]


def person(lang):
    if lang == "ko":
        return ch(KO_PEOPLE)[1:] + ch(KO_TITLES)
    return ch(EN_PEOPLE)


def company():
    return ch(COMPANIES)


def env_name(lang):
    return ch(KO_ENVS) if lang == "ko" else ch(ENVS)


def task(lang):
    return ch(KO_TASKS) if lang == "ko" else ch(EN_TASKS)


def ip_private():
    return ch([f"10.{rint(0, 40)}.{rint(0, 255)}.{rint(2, 250)}", f"192.168.{rint(0, 20)}.{rint(2, 250)}",
               f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(2, 250)}"])


def host(role=None, co=None):
    role = role or ch(["db", "pg", "mysql", "redis", "mq", "api", "app", "es", "vault", "build", "jump"])
    co = co or company()
    e = ch(["dev", "stg", "prod", "qa"])
    return ch([f"{role}-{e}-{rint(1, 4):02d}.{co}.internal", f"{role}.{e}.{co}.io",
               f"{role}{rint(1, 3)}.{co}.local", f"{role}-{e}.{co}.net"])


def rds_host(engine="postgres"):
    return f"{ch(DBNAMES)}-{ch(['prod', 'stg', 'dev'])}.{rs(ALNUM_L, 12)}.{ch(REGIONS)}.rds.amazonaws.com"


def aws_account():
    return str(rint(100000000000, 999999999999))


def hhmm():
    return f"{rint(8, 19):02d}:{rint(0, 59):02d}"


def date_s():
    return f"2025-{rint(1, 12):02d}-{rint(1, 28):02d}"


def iso_ts():
    return f"{date_s()}T{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}.{rint(0, 999):03d}Z"


# --------------------------------------------------------------------------------------------
# passwords of many styles
# --------------------------------------------------------------------------------------------
PW_WORDS = ["Sunshine", "Dragon", "Tigers", "Falcon", "Maple", "Coffee", "Winter", "Summer", "Autumn", "Ocean",
            "Phoenix", "Galaxy", "Pepper", "Rocket", "Panda", "Mango", "Harbor", "Cobalt", "Violet", "Thunder",
            "Lemon", "Orbit", "Cactus", "Bamboo", "Velvet", "Marble", "Copper", "Comet", "Jaguar", "Walrus",
            "Seoul", "Busan", "Bluebird", "Kimchi", "Pikachu", "Gandalf", "Liverpool", "Yankees", "Snoopy"]
PHRASE_WORDS = ["river", "lantern", "copper", "orbit", "maple", "quiet", "tiger", "velvet", "anchor", "pickle",
                "jungle", "marble", "rocket", "saddle", "tundra", "violet", "walnut", "zephyr", "acorn", "basil",
                "cider", "dune", "ember", "fjord", "glacier", "harbor", "juniper", "kettle", "lemon", "meadow",
                "nickel", "opal", "pepper", "quartz", "raven", "sparrow", "thistle", "vapor", "willow", "yarrow",
                "cobalt", "falcon", "granite", "hazel", "island", "jasper", "koala", "lagoon", "mango", "nebula",
                "otter", "prism", "ripple", "summit", "tulip", "umbra", "vortex", "wombat", "canyon", "bramble",
                "crater", "domino", "eclipse", "ferret", "gadget", "hollow", "igloo", "jigsaw", "kayak", "lotus"]
KO_PW_WORDS = ["사랑해", "우리집", "안녕하세요", "행복", "고양이", "강아지", "하늘", "바다", "별빛", "초코",
               "봄날", "보물", "여름휴가", "해바라기", "토끼", "민트초코", "감자", "떡볶이", "김치찌개", "서버실",
               "관리자", "개발팀", "배포", "우리회사", "햇살", "은하수", "무지개", "부산바다", "제주도", "첫눈"]

_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ",
         "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q", "ㅃ": "Q",
        "ㅅ": "t", "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z", "ㅌ": "x", "ㅍ": "v",
        "ㅎ": "g", "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j", "ㅔ": "p", "ㅕ": "u", "ㅖ": "P",
        "ㅗ": "h", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y", "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl",
        "ㅠ": "b", "ㅡ": "m", "ㅢ": "ml", "ㅣ": "l", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa",
        "ㄼ": "fq", "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def ko2qwerty(s):
    """Hangul typed on a US layout with the IME off (2-beolsik), e.g. 사랑해 -> tkfkdgo."""
    out = []
    for c in s:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            cho, rem = divmod(o, 588)
            jung, jong = divmod(rem, 28)
            out.append(_KEY[_CHO[cho]] + _KEY[_JUNG[jung]] + (_KEY[_JONG[jong]] if jong else ""))
        else:
            out.append(c)
    return "".join(out)


SAFE_PUNCT = "!#%*+-.=?@^_~"


def pw_generated(n=None, punct=SAFE_PUNCT):
    n = n or rint(14, 28)
    while True:
        s = rs(B62 + punct * 2, n)
        if any(c in punct for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s) \
                and any(c.islower() for c in s) and s[0].isalnum():
            return s


def pw_human():
    w = ch(PW_WORDS)
    y = ch([str(rint(1975, 2025)), str(rint(10, 99)), str(rint(100, 9999))])
    s = ch("!@#$*?.")
    pat = rint(0, 5)
    if pat == 0:
        return w + y + s
    if pat == 1:
        return w + s + y
    if pat == 2:
        return s.join([w, ch(PW_WORDS).lower()]) + y[-2:]
    if pat == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + y
    if pat == 4:
        return w.lower() + y + s + s
    return w + ch(PW_WORDS) + y


def pw_phrase():
    n = rint(3, 5)
    ws = sample(PHRASE_WORDS, n)
    sep = ch(["-", "-", " ", ".", "_", ""])
    if sep == "" or coin(0.3):
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if coin(0.5):
        s += (sep if sep else "") + str(rint(1, 99))
    return s


def pw_kotyped():
    w = ko2qwerty(ch(KO_PW_WORDS))
    if len(w) < 6:
        w += ko2qwerty(ch(KO_PW_WORDS))
    tail = ch([str(rint(1, 9999)), str(rint(1980, 2025)) + ch("!@#"), ch("!@#") + str(rint(10, 99)), "1004", "0815!"])
    return ch([w + tail, w[:1].upper() + w[1:] + tail])


def pw_hangul():
    w = ch(KO_PW_WORDS)
    if len(w) < 3:
        w += ch(KO_PW_WORDS)
    return w + ch([str(rint(1990, 2025)), str(rint(10, 999))]) + ch(["!", "@", "#", "", "^^"])


def pw_alnum(n=None):
    return rs(B62, n or rint(12, 24))


def pw_any(lang="en", avoid=""):
    kinds = ["human", "human", "phrase", "gen", "gen", "alnum"]
    if lang == "ko":
        kinds += ["kotyped", "kotyped", "hangul"]
    for _ in range(100):
        k = ch(kinds)
        p = {"human": pw_human, "phrase": pw_phrase, "gen": pw_generated, "alnum": pw_alnum,
             "kotyped": pw_kotyped, "hangul": pw_hangul}[k]()
        if len(p) >= 8 and not any(c in p for c in avoid) and p == p.strip():
            return p
    raise RuntimeError("pw_any")


def pw_nospace(lang="en", avoid=""):
    return pw_any(lang, avoid + " ")


def urlq(p):
    return urllib.parse.quote(p, safe="")


# --------------------------------------------------------------------------------------------
# vendor credential formats
# --------------------------------------------------------------------------------------------
def g_fine_pat():
    return "github_pat_11" + rs(ALNUM_U, 20) + "_" + rs(B62, 59)


def g_gitlab(prefix="glpat-"):
    return prefix + rs(B62 + "-_", 20)


def g_openai():
    return ch(["sk-proj-", "sk-proj-", "sk-svcacct-"]) + rs(B64U, 58) + "T3BlbkFJ" + rs(B64U, 58)


def g_anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def g_slack_bot():
    return f"xoxb-{rint(10**10, 10**13 - 1)}-{rint(10**12, 10**13 - 1)}-{rs(B62, 24)}"


def g_slack_user():
    return f"xoxp-{rint(10**10, 10**13 - 1)}-{rint(10**10, 10**13 - 1)}-{rint(10**12, 10**13 - 1)}-{hexs(32)}"


def g_slack_app():
    return f"xapp-1-A{rs(ALNUM_U, 10)}-{rint(10**12, 10**13 - 1)}-{hexs(64)}"


def g_discord():
    uid = str(rint(10**17, 10**19 - 1))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_telegram():
    return f"{rint(10**9, 8 * 10**9)}:AA{rs(B64U, 33)}"


def g_stripe(prefix):
    return prefix + ch(["51", "51", ""]) + rs(B62, ch([24, 99]))


def g_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def g_pypi():
    cav = json.dumps({"version": 1, "permissions": ch(["user", {"projects": [ch(SLUGS) + "-client"]}])}).encode()
    blob = (b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02" + bytes([len(cav)]) + cav +
            b"\x00\x00\x06\x20" + rbytes(32))
    return "pypi-" + b64u(blob)


def g_jfrog_ref():
    raw = f"reftkn:01:{ts() + 31_536_000}:{rs(B62, 27)}"
    return b64(raw.encode()).rstrip("=")


def g_supabase_jwt(role):
    now = ts()
    return jwt({"iss": "supabase", "ref": rs(LOW, 20), "role": role, "iat": now, "exp": now + 315_360_000})


def g_mapbox(prefix):
    payload = json.dumps({"u": ch(COMPANIES) + "-maps", "a": "cl" + rs(ALNUM_L, 23)}, separators=(",", ":"))
    return prefix + "." + b64u(payload.encode()) + "." + rs(B64U, 22)


def g_sentry_org():
    payload = json.dumps({"iat": ts() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                          "org": ch(COMPANIES)}, separators=(",", ":"))
    return "sntrys_" + b64(payload.encode()).rstrip("=") + "_" + rs(B64U, 43)


def g_grafana_cloud():
    payload = json.dumps({"o": str(rint(100000, 999999)), "n": "stack-" + str(rint(100000, 999999)) + "-hm-read",
                          "k": rs(B62, 24), "m": {"r": ch(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}},
                         separators=(",", ":"))
    return "glc_" + b64(payload.encode())


def g_atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)


def g_intercom():
    return b64(f"tok:{uuid4()}:1:0".encode())


def g_azure_secret():
    return rs(B62, 3) + "8Q~" + rs(B62 + "~_.-", 34)


def g_twitter_bearer():
    return "A" * 22 + rs(B62, 8) + "A" * 7 + rs(B62, 10) + "%2B" + rs(B62, 14) + "%3D" + rs(B62, 50)


def g_salesforce():
    return "00D" + rs(B62, 12) + "!AQ" + rs(B62, 2) + "AQ" + rs(B64U + ".", 92)


def g_cf_tunnel():
    payload = json.dumps({"a": hexs(32), "t": uuid4(), "s": b64(rbytes(32))}, separators=(",", ":"))
    return b64(payload.encode())


def g_fly():
    return "fm2_" + b64(rbytes(ch([96, 120, 132])))


def g_datagokr():
    return b64(rbytes(66))


def g_yandex():
    return "y0_" + rs(B64U, 55)


def g_elastic():
    return b64(f"{rs(B64U, 20)}:{rs(B64U, 22)}".encode())


def g_tailscale():
    return "tskey-auth-k" + rs(B62, 10) + "CNTRL-" + rs(B62, 33)


def g_op_sa():
    payload = json.dumps({"signInAddress": ch(COMPANIES) + ".1password.com", "userAuth": {"method": "SRPg-4096",
                          "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(rbytes(16))},
                          "email": rs(ALNUM_L, 13) + "@1passwordserviceaccounts.com", "srpX": hexs(64),
                          "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
                                  "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ALNUM_U, 6) + "-" + rs(ALNUM_U, 6),
                          "throttleSecret": {"seed": hexs(64), "uuid": rs(ALNUM_U, 26)}, "deviceUuid": rs(ALNUM_L, 26)},
                         separators=(",", ":"))
    return "ops_" + b64u(payload.encode())


class Vendor:
    def __init__(self, key, name, env, gen, auth=None, url=None, py=None, js=None, mcp=None, label="API key"):
        self.key, self.name, self.env, self.gen = key, name, env, gen
        self.auth = auth or ("bearer",)
        self.url = url or f"https://api.{key.split('_')[0]}.com/v1/me"
        self.py, self.js, self.mcp, self.label = py, js, mcp, label


VENDORS = [
    Vendor("github", "GitHub", "GITHUB_TOKEN", lambda: crc_token("ghp_"), ("bearer",), "https://api.github.com/user/repos",
           'from github import Auth, Github\ngh = Github(auth=Auth.Token("{t}"))', 'const octokit = new Octokit({{ auth: "{t}" }});',
           "@modelcontextprotocol/server-github", "personal access token"),
    Vendor("github_fine", "GitHub fine-grained PAT", "GH_TOKEN", g_fine_pat, ("bearer",),
           "https://api.github.com/repos/{co}/infra/actions/runs", None, None, "@modelcontextprotocol/server-github", "token"),
    Vendor("github_oauth", "GitHub OAuth app", "GITHUB_OAUTH_TOKEN", lambda: crc_token("gho_"), ("token",),
           "https://api.github.com/user", label="OAuth token"),
    Vendor("github_app", "GitHub App installation", "GITHUB_APP_INSTALLATION_TOKEN", lambda: crc_token("ghs_"),
           ("bearer",), "https://api.github.com/installation/repositories", label="installation token"),
    Vendor("gitlab", "GitLab", "GITLAB_TOKEN", g_gitlab, ("h", "PRIVATE-TOKEN"), "https://gitlab.com/api/v4/projects?membership=true",
           mcp="@modelcontextprotocol/server-gitlab", label="personal access token"),
    Vendor("gitlab_deploy", "GitLab deploy token", "CI_DEPLOY_PASSWORD", lambda: g_gitlab("gldt-"), ("basic", "gitlab+deploy-token-" + str(rint(100, 9999))),
           "https://gitlab.example.com/api/v4/packages", label="deploy token"),
    Vendor("gitlab_runner", "GitLab runner", "RUNNER_TOKEN", lambda: g_gitlab("glrt-"), ("h", "PRIVATE-TOKEN"),
           "https://gitlab.example.com/api/v4/runners/verify", label="runner authentication token"),
    Vendor("openai", "OpenAI", "OPENAI_API_KEY", g_openai, ("bearer",), "https://api.openai.com/v1/models",
           'from openai import OpenAI\nclient = OpenAI(api_key="{t}")', 'const openai = new OpenAI({{ apiKey: "{t}" }});'),
    Vendor("anthropic", "Anthropic", "ANTHROPIC_API_KEY", g_anthropic, ("h", "x-api-key"), "https://api.anthropic.com/v1/messages",
           'client = anthropic.Anthropic(api_key="{t}")', 'const anthropic = new Anthropic({{ apiKey: "{t}" }});'),
    Vendor("gemini", "Gemini API", "GEMINI_API_KEY", lambda: "AIza" + rs(B62 + "-_", 35), ("h", "x-goog-api-key"),
           "https://generativelanguage.googleapis.com/v1beta/models", 'client = genai.Client(api_key="{t}")',
           'const ai = new GoogleGenAI({{ apiKey: "{t}" }});'),
    Vendor("google_oauth", "Google OAuth client", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B62 + "-_", 28), ("none",),
           "https://oauth2.googleapis.com/token", label="client secret"),
    Vendor("google_refresh", "Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(B62, 2) + rs(B64U, 97), ("none",),
           "https://oauth2.googleapis.com/token", label="refresh token"),
    Vendor("slack", "Slack", "SLACK_BOT_TOKEN", g_slack_bot, ("bearer",), "https://slack.com/api/chat.postMessage",
           'client = WebClient(token="{t}")', 'const web = new WebClient("{t}");', "@modelcontextprotocol/server-slack", "bot token"),
    Vendor("slack_user", "Slack user token", "SLACK_USER_TOKEN", g_slack_user, ("bearer",), "https://slack.com/api/conversations.history",
           label="user token"),
    Vendor("slack_app", "Slack app-level token", "SLACK_APP_TOKEN", g_slack_app, ("bearer",), "https://slack.com/api/apps.connections.open",
           label="app-level token"),
    Vendor("discord", "Discord", "DISCORD_BOT_TOKEN", g_discord, ("hf", "Authorization", "Bot {t}"), "https://discord.com/api/v10/users/@me",
           'bot.run("{t}")', 'client.login("{t}");', label="bot token"),
    Vendor("telegram", "Telegram Bot API", "TELEGRAM_BOT_TOKEN", g_telegram, ("path",), "https://api.telegram.org/bot{t}/getMe",
           'app = ApplicationBuilder().token("{t}").build()', 'const bot = new Telegraf("{t}");', label="bot token"),
    Vendor("stripe", "Stripe", "STRIPE_SECRET_KEY", lambda: g_stripe("sk_live_"), ("basic", "{t}"), "https://api.stripe.com/v1/charges",
           'import stripe\nstripe.api_key = "{t}"', 'const stripe = require("stripe")("{t}");', "@stripe/mcp", "secret key"),
    Vendor("stripe_test", "Stripe (test mode)", "STRIPE_SECRET_KEY", lambda: g_stripe("sk_test_"), ("basic", "{t}"),
           "https://api.stripe.com/v1/customers", 'stripe.api_key = "{t}"', 'const stripe = new Stripe("{t}");', label="test secret key"),
    Vendor("stripe_rk", "Stripe restricted key", "STRIPE_RESTRICTED_KEY", lambda: g_stripe("rk_live_"), ("bearer",),
           "https://api.stripe.com/v1/payouts", label="restricted key"),
    Vendor("stripe_whsec", "Stripe webhook signing secret", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(B62, 32), ("none",),
           "https://api.stripe.com/v1/webhook_endpoints", label="webhook signing secret"),
    Vendor("twilio", "Twilio", "TWILIO_AUTH_TOKEN", lambda: hexs(32), ("basic", "AC" + hexs(32)),
           "https://api.twilio.com/2010-04-01/Accounts.json", 'client = Client("{sid}", "{t}")',
           'const client = twilio("{sid}", "{t}");', label="auth token"),
    Vendor("sendgrid", "SendGrid", "SENDGRID_API_KEY", g_sendgrid, ("bearer",), "https://api.sendgrid.com/v3/mail/send",
           'sg = SendGridAPIClient("{t}")', 'sgMail.setApiKey("{t}");'),
    Vendor("mailgun", "Mailgun", "MAILGUN_API_KEY", lambda: f"{hexs(32)}-{hexs(8)}-{hexs(8)}", ("basic", "api"),
           "https://api.mailgun.net/v3/mg.{co}.com/messages", None, 'const mg = mailgun.client({{ username: "api", key: "{t}" }});'),
    Vendor("mailchimp", "Mailchimp", "MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(2, 21)), ("basic", "anystring"),
           "https://us14.api.mailchimp.com/3.0/lists"),
    Vendor("postmark", "Postmark", "POSTMARK_SERVER_TOKEN", uuid4, ("h", "X-Postmark-Server-Token"), "https://api.postmarkapp.com/email",
           label="server token"),
    Vendor("resend", "Resend", "RESEND_API_KEY", lambda: "re_" + rs(B62, 8) + "_" + rs(B62, 24), ("bearer",), "https://api.resend.com/emails",
           None, 'const resend = new Resend("{t}");'),
    Vendor("brevo", "Brevo", "BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(B62, 16), ("h", "api-key"),
           "https://api.brevo.com/v3/smtp/email"),
    Vendor("sparkpost", "SparkPost", "SPARKPOST_API_KEY", lambda: hexs(40), ("hf", "Authorization", "{t}"),
           "https://api.sparkpost.com/api/v1/transmissions"),
    Vendor("mandrill", "Mandrill", "MANDRILL_API_KEY", lambda: "md-" + rs(B64U, 22), ("none",),
           "https://mandrillapp.com/api/1.0/messages/send"),
    Vendor("klaviyo", "Klaviyo", "KLAVIYO_PRIVATE_API_KEY", lambda: "pk_" + hexs(34), ("hf", "Authorization", "Klaviyo-API-Key {t}"),
           "https://a.klaviyo.com/api/profiles/", label="private API key"),
    Vendor("npm", "npm", "NPM_TOKEN", lambda: crc_token("npm_"), ("bearer",), "https://registry.npmjs.org/-/whoami",
           label="automation token"),
    Vendor("pypi", "PyPI", "PYPI_API_TOKEN", g_pypi, ("basic", "__token__"), "https://upload.pypi.org/legacy/", label="API token"),
    Vendor("rubygems", "RubyGems", "GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), ("hf", "Authorization", "{t}"),
           "https://rubygems.org/api/v1/gems"),
    Vendor("nuget", "NuGet", "NUGET_API_KEY", lambda: "oy2" + rs(ALNUM_L, 43), ("h", "X-NuGet-ApiKey"),
           "https://www.nuget.org/api/v2/package"),
    Vendor("crates", "crates.io", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(B62, 32), ("hf", "Authorization", "{t}"),
           "https://crates.io/api/v1/me", label="API token"),
    Vendor("dockerhub", "Docker Hub", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), ("basic", ch(COMPANIES) + "ci"),
           "https://hub.docker.com/v2/repositories/", label="personal access token"),
    Vendor("artifactory", "JFrog Artifactory", "ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(B62, 68), ("h", "X-JFrog-Art-Api"),
           "https://{co}.jfrog.io/artifactory/api/repositories"),
    Vendor("jfrog_ref", "JFrog access token", "JFROG_ACCESS_TOKEN", g_jfrog_ref, ("bearer",),
           "https://{co}.jfrog.io/access/api/v1/tokens", label="reference token"),
    Vendor("shopify", "Shopify Admin API", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), ("h", "X-Shopify-Access-Token"),
           "https://{co}-store.myshopify.com/admin/api/2024-10/orders.json", label="access token"),
    Vendor("shopify_secret", "Shopify app", "SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), ("none",),
           "https://{co}-store.myshopify.com/admin/oauth/access_token", label="shared secret"),
    Vendor("square", "Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), ("bearer",),
           "https://connect.squareup.com/v2/locations", label="access token"),
    Vendor("braintree", "Braintree (PayPal)", "BRAINTREE_ACCESS_TOKEN",
           lambda: "access_token$production$" + rs(ALNUM_L, 16) + "$" + hexs(32), ("bearer",),
           "https://payments.braintree-api.com/graphql", label="access token"),
    Vendor("adyen", "Adyen", "ADYEN_API_KEY", lambda: "AQE" + rs(B62, 2) + "hmfx" + rs(B64U + "+", 140) + "=",
           ("h", "X-API-Key"), "https://checkout-test.adyen.com/v71/paymentMethods"),
    Vendor("paystack", "Paystack", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), ("bearer",),
           "https://api.paystack.co/transaction/initialize", label="secret key"),
    Vendor("flutterwave", "Flutterwave", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", ("bearer",),
           "https://api.flutterwave.com/v3/payments", label="secret key"),
    Vendor("razorpay", "Razorpay", "RAZORPAY_KEY_SECRET", lambda: rs(B62, 24), ("basic", "rzp_live_" + rs(B62, 14)),
           "https://api.razorpay.com/v1/orders", label="key secret"),
    Vendor("mollie", "Mollie", "MOLLIE_API_KEY", lambda: "live_" + rs(B62, 30), ("bearer",), "https://api.mollie.com/v2/payments"),
    Vendor("gocardless", "GoCardless", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), ("bearer",),
           "https://api.gocardless.com/payments", label="access token"),
    Vendor("plaid", "Plaid", "PLAID_SECRET", lambda: hexs(30), ("none",), "https://production.plaid.com/link/token/create",
           label="secret"),
    Vendor("coinbase", "Coinbase Commerce", "COINBASE_COMMERCE_API_KEY", uuid4, ("h", "X-CC-Api-Key"),
           "https://api.commerce.coinbase.com/charges"),
    Vendor("binance", "Binance", "BINANCE_API_SECRET", lambda: rs(B62, 64), ("none",), "https://api.binance.com/api/v3/account",
           label="API secret"),
    Vendor("toss", "Toss Payments", "TOSS_SECRET_KEY", lambda: ch(["live_sk_", "test_sk_", "live_gsk_"]) + rs(B62, 20),
           ("basic", "{t}"), "https://api.tosspayments.com/v1/payments/confirm", label="secret key"),
    Vendor("portone", "PortOne", "PORTONE_API_SECRET", lambda: rs(B62, 80), ("hf", "Authorization", "PortOne {t}"),
           "https://api.portone.io/payments", label="API secret"),
    Vendor("kakao", "Kakao", "KAKAO_ADMIN_KEY", lambda: hexs(32), ("hf", "Authorization", "KakaoAK {t}"),
           "https://kapi.kakao.com/v1/user/ids", label="Admin key"),
    Vendor("kakao_rest", "Kakao REST API", "KAKAO_REST_API_KEY", lambda: hexs(32), ("hf", "Authorization", "KakaoAK {t}"),
           "https://dapi.kakao.com/v2/local/search/address.json", label="REST API key"),
    Vendor("naver", "Naver Developers", "NAVER_CLIENT_SECRET", lambda: rs(B62, 10), ("h", "X-Naver-Client-Secret"),
           "https://openapi.naver.com/v1/search/blog.json", label="Client Secret"),
    Vendor("ncp", "Naver Cloud Platform", "NCP_SECRET_KEY", lambda: rs(B62, 40), ("none",),
           "https://ncloud.apigw.ntruss.com/server/v2/getServerInstanceList", label="Secret Key"),
    Vendor("sendbird", "Sendbird", "SENDBIRD_API_TOKEN", lambda: hexs(40), ("h", "Api-Token"),
           "https://api-" + uuid4().upper() + ".sendbird.com/v3/users", label="API token"),
    Vendor("channeltalk", "Channel Talk", "CHANNEL_ACCESS_SECRET", lambda: hexs(32), ("h", "x-access-secret"),
           "https://api.channel.io/open/v5/user-chats", label="access secret"),
    Vendor("line", "LINE Messaging API", "LINE_CHANNEL_ACCESS_TOKEN", lambda: b64(rbytes(128)), ("bearer",),
           "https://api.line.me/v2/bot/message/push", label="channel access token"),
    Vendor("yandex", "Yandex Cloud", "YC_TOKEN", g_yandex, ("bearer",), "https://iam.api.cloud.yandex.net/iam/v1/tokens",
           label="OAuth token"),
    Vendor("azure_sp", "Azure AD app registration", "AZURE_CLIENT_SECRET", g_azure_secret, ("none",),
           "https://login.microsoftonline.com/{tid}/oauth2/v2.0/token", label="client secret"),
    Vendor("azure_devops", "Azure DevOps", "AZURE_DEVOPS_PAT", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52),
           ("basic", ""), "https://dev.azure.com/{co}/_apis/projects", label="PAT"),
    Vendor("azure_openai", "Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: hexs(32), ("h", "api-key"),
           "https://{co}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21"),
    Vendor("cosmos", "Azure Cosmos DB", "COSMOS_KEY", lambda: b64(rbytes(64)), ("none",),
           "https://{co}-cosmos.documents.azure.com:443/", label="primary key"),
    Vendor("fcm", "Firebase Cloud Messaging (legacy)", "FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134),
           ("hf", "Authorization", "key={t}"), "https://fcm.googleapis.com/fcm/send", label="server key"),
    Vendor("cloudflare", "Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), ("bearer",),
           "https://api.cloudflare.com/client/v4/user/tokens/verify", label="API token"),
    Vendor("cloudflare_global", "Cloudflare Global API Key", "CF_API_KEY", lambda: hexs(37), ("h", "X-Auth-Key"),
           "https://api.cloudflare.com/client/v4/zones", label="global API key"),
    Vendor("digitalocean", "DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), ("bearer",),
           "https://api.digitalocean.com/v2/droplets", label="personal access token"),
    Vendor("linode", "Linode", "LINODE_TOKEN", lambda: hexs(64), ("bearer",), "https://api.linode.com/v4/linode/instances",
           label="personal access token"),
    Vendor("vultr", "Vultr", "VULTR_API_KEY", lambda: rs(ALNUM_U, 36), ("bearer",), "https://api.vultr.com/v2/instances"),
    Vendor("hetzner", "Hetzner Cloud", "HCLOUD_TOKEN", lambda: rs(B62, 64), ("bearer",), "https://api.hetzner.cloud/v1/servers",
           label="API token"),
    Vendor("ovh", "OVHcloud", "OVH_APPLICATION_SECRET", lambda: rs(ALNUM_L, 32), ("none",), "https://eu.api.ovh.com/1.0/me",
           label="application secret"),
    Vendor("heroku", "Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), ("bearer",), "https://api.heroku.com/apps"),
    Vendor("vercel", "Vercel", "VERCEL_TOKEN", lambda: rs(B62, 24), ("bearer",), "https://api.vercel.com/v9/projects",
           label="access token"),
    Vendor("netlify", "Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(B62, 36), ("bearer",), "https://api.netlify.com/api/v1/sites",
           label="personal access token"),
    Vendor("fly", "Fly.io", "FLY_API_TOKEN", g_fly, ("hf", "Authorization", "FlyV1 {t}"), "https://api.machines.dev/v1/apps",
           label="deploy token"),
    Vendor("render", "Render", "RENDER_API_KEY", lambda: "rnd_" + rs(B62, 32), ("bearer",), "https://api.render.com/v1/services"),
    Vendor("railway", "Railway", "RAILWAY_TOKEN", uuid4, ("bearer",), "https://backboard.railway.app/graphql/v2",
           label="project token"),
    Vendor("supabase", "Supabase service_role", "SUPABASE_SERVICE_ROLE_KEY", lambda: g_supabase_jwt("service_role"),
           ("h", "apikey"), "https://{ref}.supabase.co/rest/v1/profiles?select=*",
           'supabase = create_client(SUPABASE_URL, "{t}")', 'const supabase = createClient(SUPABASE_URL, "{t}");',
           label="service_role key"),
    Vendor("supabase_pat", "Supabase access token", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), ("bearer",),
           "https://api.supabase.com/v1/projects", mcp="@supabase/mcp-server-supabase", label="access token"),
    Vendor("planetscale", "PlanetScale", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43), ("none",),
           "https://api.planetscale.com/v1/organizations", label="service token"),
    Vendor("neon", "Neon", "NEON_API_KEY", lambda: rs(ALNUM_L, 64), ("bearer",), "https://console.neon.tech/api/v2/projects"),
    Vendor("upstash", "Upstash Redis", "UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(B64U, 3) + "ASQgN" + rs(B64U, 51) + "=",
           ("bearer",), "https://{co}-cache-31337.upstash.io/get/session", label="REST token"),
    Vendor("atlas", "MongoDB Atlas Admin API", "MONGODB_ATLAS_PRIVATE_KEY", uuid4, ("none",),
           "https://cloud.mongodb.com/api/atlas/v2/groups", label="private API key"),
    Vendor("databricks", "Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + hexs(32), ("bearer",),
           "https://adb-" + str(rint(10**15, 10**16 - 1)) + ".7.azuredatabricks.net/api/2.1/jobs/list",
           label="personal access token"),
    Vendor("confluent", "Confluent Cloud", "CONFLUENT_CLOUD_API_SECRET", lambda: rs(B62 + "+/", 64), ("none",),
           "https://api.confluent.cloud/org/v2/environments", label="API secret"),
    Vendor("elastic", "Elastic", "ELASTIC_API_KEY", g_elastic, ("hf", "Authorization", "ApiKey {t}"),
           "https://{co}.es.us-central1.gcp.cloud.es.io/_cluster/health", label="encoded API key"),
    Vendor("algolia", "Algolia", "ALGOLIA_ADMIN_API_KEY", lambda: hexs(32), ("h", "X-Algolia-API-Key"),
           "https://{appid}.algolia.net/1/indexes", label="Admin API key"),
    Vendor("pinecone", "Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + rs(B62, 5) + "_" + rs(B62, 65), ("h", "Api-Key"),
           "https://api.pinecone.io/indexes", 'pc = Pinecone(api_key="{t}")', 'const pc = new Pinecone({{ apiKey: "{t}" }});'),
    Vendor("openrouter", "OpenRouter", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), ("bearer",),
           "https://openrouter.ai/api/v1/chat/completions"),
    Vendor("groq", "Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(B62, 52), ("bearer",), "https://api.groq.com/openai/v1/models",
           'client = Groq(api_key="{t}")', 'const groq = new Groq({{ apiKey: "{t}" }});'),
    Vendor("mistral", "Mistral AI", "MISTRAL_API_KEY", lambda: rs(B62, 32), ("bearer",), "https://api.mistral.ai/v1/models",
           'client = Mistral(api_key="{t}")'),
    Vendor("cohere", "Cohere", "COHERE_API_KEY", lambda: rs(B62, 40), ("bearer",), "https://api.cohere.com/v2/embed",
           'co = cohere.ClientV2(api_key="{t}")'),
    Vendor("perplexity", "Perplexity", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(B62, 48), ("bearer",),
           "https://api.perplexity.ai/chat/completions"),
    Vendor("together", "Together AI", "TOGETHER_API_KEY", lambda: hexs(64), ("bearer",), "https://api.together.xyz/v1/models"),
    Vendor("xai", "xAI", "XAI_API_KEY", lambda: "xai-" + rs(B62, 80), ("bearer",), "https://api.x.ai/v1/models"),
    Vendor("deepseek", "DeepSeek", "DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), ("bearer",),
           "https://api.deepseek.com/chat/completions"),
    Vendor("replicate", "Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(B62, 37), ("bearer",),
           "https://api.replicate.com/v1/predictions", 'client = replicate.Client(api_token="{t}")', label="API token"),
    Vendor("huggingface", "Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(UP + LOW, 34), ("bearer",),
           "https://huggingface.co/api/whoami-v2", 'login(token="{t}")', label="access token"),
    Vendor("elevenlabs", "ElevenLabs", "ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), ("h", "xi-api-key"),
           "https://api.elevenlabs.io/v1/voices", 'client = ElevenLabs(api_key="{t}")'),
    Vendor("assemblyai", "AssemblyAI", "ASSEMBLYAI_API_KEY", lambda: hexs(32), ("hf", "Authorization", "{t}"),
           "https://api.assemblyai.com/v2/transcript"),
    Vendor("deepgram", "Deepgram", "DEEPGRAM_API_KEY", lambda: hexs(40), ("hf", "Authorization", "Token {t}"),
           "https://api.deepgram.com/v1/listen"),
    Vendor("stability", "Stability AI", "STABILITY_API_KEY", lambda: "sk-" + rs(B62, 48), ("bearer",),
           "https://api.stability.ai/v2beta/stable-image/generate/core"),
    Vendor("wandb", "Weights & Biases", "WANDB_API_KEY", lambda: hexs(40), ("basic", "api"), "https://api.wandb.ai/graphql",
           'wandb.login(key="{t}")'),
    Vendor("langsmith", "LangSmith", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10), ("h", "x-api-key"),
           "https://api.smith.langchain.com/api/v1/sessions"),
    Vendor("mapbox", "Mapbox secret token", "MAPBOX_SECRET_TOKEN", lambda: g_mapbox("sk"), ("q", "access_token"),
           "https://api.mapbox.com/uploads/v1/{co}-maps", label="secret token"),
    Vendor("sentry", "Sentry", "SENTRY_AUTH_TOKEN", g_sentry_org, ("bearer",), "https://sentry.io/api/0/organizations/{co}/releases/",
           mcp="@sentry/mcp-server", label="org auth token"),
    Vendor("sentry_user", "Sentry user token", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), ("bearer",),
           "https://sentry.io/api/0/projects/", label="user auth token"),
    Vendor("datadog", "Datadog", "DD_API_KEY", lambda: hexs(32), ("h", "DD-API-KEY"), "https://api.datadoghq.com/api/v1/validate"),
    Vendor("datadog_app", "Datadog application key", "DD_APP_KEY", lambda: hexs(40), ("h", "DD-APPLICATION-KEY"),
           "https://api.datadoghq.com/api/v1/monitor", label="application key"),
    Vendor("newrelic", "New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ALNUM_U, 27), ("h", "Api-Key"),
           "https://api.newrelic.com/graphql", label="user key"),
    Vendor("newrelic_lic", "New Relic license key", "NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", ("h", "X-License-Key"),
           "https://log-api.newrelic.com/log/v1", label="license key"),
    Vendor("grafana", "Grafana", "GRAFANA_SERVICE_ACCOUNT_TOKEN", lambda: "glsa_" + rs(B62, 32) + "_" + hexs(8), ("bearer",),
           "https://grafana.{co}.io/api/dashboards/db", mcp="mcp-grafana", label="service account token"),
    Vendor("grafana_cloud", "Grafana Cloud", "GRAFANA_CLOUD_TOKEN", g_grafana_cloud, ("bearer",),
           "https://grafana.com/api/instances", label="access policy token"),
    Vendor("honeycomb", "Honeycomb", "HONEYCOMB_API_KEY", lambda: rs(B62, 22), ("h", "X-Honeycomb-Team"),
           "https://api.honeycomb.io/1/auth"),
    Vendor("pagerduty", "PagerDuty", "PAGERDUTY_API_TOKEN", lambda: rs(B62 + "+-_", 20), ("hf", "Authorization", "Token token={t}"),
           "https://api.pagerduty.com/incidents", label="API token"),
    Vendor("opsgenie", "Opsgenie", "OPSGENIE_API_KEY", uuid4, ("hf", "Authorization", "GenieKey {t}"),
           "https://api.opsgenie.com/v2/alerts"),
    Vendor("dynatrace", "Dynatrace", "DT_API_TOKEN", lambda: "dt0c01." + rs(ALNUM_U, 24) + "." + rs(ALNUM_U, 64),
           ("hf", "Authorization", "Api-Token {t}"), "https://{co}.live.dynatrace.com/api/v2/metrics", label="API token"),
    Vendor("rollbar", "Rollbar", "ROLLBAR_ACCESS_TOKEN", lambda: hexs(32), ("h", "X-Rollbar-Access-Token"),
           "https://api.rollbar.com/api/1/items", label="access token"),
    Vendor("splunk", "Splunk HEC", "SPLUNK_HEC_TOKEN", uuid4, ("hf", "Authorization", "Splunk {t}"),
           "https://splunk.{co}.internal:8088/services/collector/event", label="HEC token"),
    Vendor("logzio", "Logz.io", "LOGZIO_SHIPPING_TOKEN", lambda: rs(UP + LOW, 32), ("q", "token"),
           "https://listener.logz.io:8071/", label="shipping token"),
    Vendor("sumologic", "Sumo Logic", "SUMO_ACCESS_KEY", lambda: rs(B62, 64), ("basic", "su" + rs(B62, 12)),
           "https://api.sumologic.com/api/v1/collectors", label="access key"),
    Vendor("okta", "Okta", "OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), ("hf", "Authorization", "SSWS {t}"),
           "https://{co}.okta.com/api/v1/users?limit=25", label="API token"),
    Vendor("auth0", "Auth0", "AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), ("none",), "https://{co}.us.auth0.com/oauth/token",
           label="client secret"),
    Vendor("clerk", "Clerk", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(B62, 40), ("bearer",), "https://api.clerk.com/v1/users",
           label="secret key"),
    Vendor("stytch", "Stytch", "STYTCH_SECRET", lambda: "secret-live-" + rs(B64U, 36) + "=", ("basic", "project-live-" + uuid4()),
           "https://api.stytch.com/v1/users", label="secret"),
    Vendor("twitch", "Twitch", "TWITCH_CLIENT_SECRET", lambda: rs(ALNUM_L, 30), ("none",), "https://id.twitch.tv/oauth2/token",
           label="client secret"),
    Vendor("twitter", "X API", "TWITTER_BEARER_TOKEN", g_twitter_bearer, ("bearer",), "https://api.x.com/2/tweets/search/recent?query=from%3A{co}",
           label="bearer token"),
    Vendor("meta", "Meta Graph API", "FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + rs(B62, 3) + "ZD" + rs(B62, 180), ("q", "access_token"),
           "https://graph.facebook.com/v21.0/me/accounts", label="page access token"),
    Vendor("meta_app", "Meta app", "FACEBOOK_APP_SECRET", lambda: hexs(32), ("none",), "https://graph.facebook.com/oauth/access_token",
           label="app secret"),
    Vendor("dropbox", "Dropbox", "DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 140), ("bearer",),
           "https://api.dropboxapi.com/2/files/list_folder", 'dbx = dropbox.Dropbox("{t}")', label="access token"),
    Vendor("box", "Box", "BOX_DEVELOPER_TOKEN", lambda: rs(B62, 32), ("bearer",), "https://api.box.com/2.0/folders/0",
           label="developer token"),
    Vendor("zoom", "Zoom", "ZOOM_CLIENT_SECRET", lambda: rs(B62, 32), ("none",), "https://zoom.us/oauth/token",
           label="client secret"),
    Vendor("asana", "Asana", "ASANA_ACCESS_TOKEN", lambda: f"2/{rint(10**15, 10**16 - 1)}/{rint(10**15, 10**16 - 1)}:{hexs(32)}",
           ("bearer",), "https://app.asana.com/api/1.0/workspaces", label="personal access token"),
    Vendor("clickup", "ClickUp", "CLICKUP_API_TOKEN", lambda: f"pk_{rint(10**7, 10**8 - 1)}_{rs(ALNUM_U, 32)}",
           ("hf", "Authorization", "{t}"), "https://api.clickup.com/api/v2/team", label="personal token"),
    Vendor("trello", "Trello", "TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + rs(HEXU, 8), ("q", "token"),
           "https://api.trello.com/1/members/me/boards?key={appid}", label="token"),
    Vendor("monday", "monday.com", "MONDAY_API_TOKEN",
           lambda: jwt({"tid": rint(10**8, 10**9), "aai": 11, "uid": rint(10**7, 10**8), "iad": iso_ts(), "per": "me:write",
                        "actid": rint(10**6, 10**7), "rgn": "use1"}), ("hf", "Authorization", "{t}"),
           "https://api.monday.com/v2", label="API token"),
    Vendor("linear", "Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(B62, 40), ("hf", "Authorization", "{t}"),
           "https://api.linear.app/graphql", None, 'const linear = new LinearClient({{ apiKey: "{t}" }});'),
    Vendor("notion", "Notion", "NOTION_TOKEN", lambda: "ntn_" + str(rint(10**10, 10**11 - 1)) + rs(B62, 35), ("bearer",),
           "https://api.notion.com/v1/search", 'notion = Client(auth="{t}")', 'const notion = new Client({{ auth: "{t}" }});',
           "@notionhq/notion-mcp-server", "integration token"),
    Vendor("notion_old", "Notion (legacy integration)", "NOTION_API_KEY", lambda: "secret_" + rs(B62, 43), ("bearer",),
           "https://api.notion.com/v1/databases/{uuidh}/query", label="internal integration secret"),
    Vendor("airtable", "Airtable", "AIRTABLE_TOKEN", lambda: "pat" + rs(B62, 14) + "." + hexs(64), ("bearer",),
           "https://api.airtable.com/v0/meta/bases", 'api = Api("{t}")', label="personal access token"),
    Vendor("atlassian", "Atlassian", "JIRA_API_TOKEN", g_atlassian, ("basic", "{email}"),
           "https://{co}.atlassian.net/rest/api/3/search?jql=project%3DOPS", mcp="mcp-atlassian", label="API token"),
    Vendor("bitbucket", "Bitbucket", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(B62, 24) + rs(HEXU, 8), ("basic", "{co}-ci"),
           "https://api.bitbucket.org/2.0/repositories/{co}", label="app password"),
    Vendor("figma", "Figma", "FIGMA_ACCESS_TOKEN", lambda: "figd_" + rs(B64U, 40), ("h", "X-Figma-Token"),
           "https://api.figma.com/v1/files/" + rs(B62, 22), mcp="figma-developer-mcp", label="personal access token"),
    Vendor("zendesk", "Zendesk", "ZENDESK_API_TOKEN", lambda: rs(B62, 40), ("basic", "{email}/token"),
           "https://{co}.zendesk.com/api/v2/tickets.json", label="API token"),
    Vendor("intercom", "Intercom", "INTERCOM_ACCESS_TOKEN", g_intercom, ("bearer",), "https://api.intercom.io/contacts",
           label="access token"),
    Vendor("hubspot", "HubSpot", "HUBSPOT_ACCESS_TOKEN", lambda: ch(["pat-na1-", "pat-eu1-"]) + uuid4(), ("bearer",),
           "https://api.hubapi.com/crm/v3/objects/contacts", mcp="@hubspot/mcp-server", label="private app token"),
    Vendor("salesforce", "Salesforce", "SF_ACCESS_TOKEN", g_salesforce, ("bearer",),
           "https://{co}.my.salesforce.com/services/data/v61.0/sobjects/Account", label="session token"),
    Vendor("pipedrive", "Pipedrive", "PIPEDRIVE_API_TOKEN", lambda: hexs(40), ("q", "api_token"),
           "https://{co}.pipedrive.com/api/v1/deals", label="API token"),
    Vendor("freshdesk", "Freshdesk", "FRESHDESK_API_KEY", lambda: rs(B62, 20), ("basic_key", "X"),
           "https://{co}.freshdesk.com/api/v2/tickets"),
    Vendor("mixpanel", "Mixpanel", "MIXPANEL_API_SECRET", lambda: hexs(32), ("basic", "{t}"),
           "https://data.mixpanel.com/api/2.0/export", label="API secret"),
    Vendor("amplitude", "Amplitude", "AMPLITUDE_SECRET_KEY", lambda: hexs(32), ("none",), "https://amplitude.com/api/2/export",
           label="secret key"),
    Vendor("posthog", "PostHog", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(B62, 43), ("bearer",),
           "https://us.posthog.com/api/projects/", label="personal API key"),
    Vendor("launchdarkly", "LaunchDarkly", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), ("hf", "Authorization", "{t}"),
           "https://sdk.launchdarkly.com/sdk/latest-all", label="server-side SDK key"),
    Vendor("contentful", "Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), ("bearer",),
           "https://api.contentful.com/spaces/" + rs(ALNUM_L, 12) + "/entries", label="management token"),
    Vendor("sanity", "Sanity", "SANITY_API_TOKEN", lambda: "sk" + rs(B62, 180), ("bearer",),
           "https://" + rs(ALNUM_L, 8) + ".api.sanity.io/v2024-10-01/data/query/production", label="API token"),
    Vendor("pulumi", "Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), ("hf", "Authorization", "token {t}"),
           "https://api.pulumi.com/api/user/stacks", label="access token"),
    Vendor("tfc", "HCP Terraform", "TF_API_TOKEN", lambda: rs(B62, 14) + ".atlasv1." + rs(B62, 67), ("bearer",),
           "https://app.terraform.io/api/v2/organizations/{co}/workspaces", label="API token"),
    Vendor("vault", "HashiCorp Vault", "VAULT_TOKEN", lambda: "hvs." + ch([rs(B62, 24), "CAESI" + rs(B64U, 86)]),
           ("h", "X-Vault-Token"), "https://vault.{co}.internal:8200/v1/secret/data/app", label="token"),
    Vendor("doppler", "Doppler", "DOPPLER_TOKEN", lambda: "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(B62, 40), ("bearer",),
           "https://api.doppler.com/v3/configs/config/secrets/download?format=json", label="service token"),
    Vendor("onepassword", "1Password service account", "OP_SERVICE_ACCOUNT_TOKEN", g_op_sa, ("none",),
           "https://my.1password.com", label="service account token"),
    Vendor("infisical", "Infisical", "INFISICAL_TOKEN", lambda: f"st.{uuid4()}.{hexs(32)}.{hexs(32)}", ("bearer",),
           "https://app.infisical.com/api/v3/secrets/raw", label="service token"),
    Vendor("circleci", "CircleCI", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(B62, 22) + "_" + hexs(40), ("h", "Circle-Token"),
           "https://circleci.com/api/v2/me", label="personal API token"),
    Vendor("travis", "Travis CI", "TRAVIS_API_TOKEN", lambda: rs(B64U, 22), ("hf", "Authorization", "token {t}"),
           "https://api.travis-ci.com/repos", label="API token"),
    Vendor("buildkite", "Buildkite", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), ("bearer",),
           "https://api.buildkite.com/v2/organizations/{co}/builds", label="API access token"),
    Vendor("codecov", "Codecov", "CODECOV_TOKEN", uuid4, ("hf", "Authorization", "token {t}"),
           "https://codecov.io/upload/v4", label="upload token"),
    Vendor("sonar", "SonarQube", "SONAR_TOKEN", lambda: ch(["squ_", "sqp_", "sqa_"]) + hexs(40), ("basic", "{t}"),
           "https://sonar.{co}.internal/api/projects/search", label="token"),
    Vendor("snyk", "Snyk", "SNYK_TOKEN", uuid4, ("hf", "Authorization", "token {t}"), "https://api.snyk.io/rest/orgs?version=2024-10-15",
           label="API token"),
    Vendor("postman", "Postman", "POSTMAN_API_KEY", lambda: f"PMAK-{hexs(24)}-{hexs(34)}", ("h", "X-Api-Key"),
           "https://api.getpostman.com/collections", mcp="@postman/postman-mcp-server"),
    Vendor("ngrok", "ngrok", "NGROK_AUTHTOKEN", lambda: str(rint(1, 2)) + rs(B62, 26) + "_" + rs(B62, 21), ("none",),
           "https://api.ngrok.com/endpoints", label="authtoken"),
    Vendor("tailscale", "Tailscale", "TS_AUTHKEY", g_tailscale, ("none",), "https://api.tailscale.com/api/v2/tailnet/-/devices",
           label="auth key"),
    Vendor("expo", "Expo", "EXPO_TOKEN", lambda: rs(B64U, 40), ("bearer",), "https://api.expo.dev/graphql", label="access token"),
    Vendor("browserstack", "BrowserStack", "BROWSERSTACK_ACCESS_KEY", lambda: rs(B62, 20), ("basic", "{co}qa_" + rs(B62, 6)),
           "https://api.browserstack.com/automate/plan.json", label="access key"),
    Vendor("saucelabs", "Sauce Labs", "SAUCE_ACCESS_KEY", uuid4, ("basic", "{co}-qa"), "https://api.us-west-1.saucelabs.com/rest/v1/users",
           label="access key"),
    Vendor("percy", "Percy", "PERCY_TOKEN", lambda: "web_" + hexs(64), ("hf", "Authorization", "Token token={t}"),
           "https://percy.io/api/v1/builds", label="project token"),
    Vendor("cypress", "Cypress Cloud", "CYPRESS_RECORD_KEY", uuid4, ("none",), "https://api.cypress.io/runs", label="record key"),
    Vendor("fastly", "Fastly", "FASTLY_API_TOKEN", lambda: rs(B64U, 32), ("h", "Fastly-Key"), "https://api.fastly.com/service",
           label="API token"),
    Vendor("shippo", "Shippo", "SHIPPO_API_TOKEN", lambda: "shippo_live_" + hexs(40), ("hf", "Authorization", "ShippoToken {t}"),
           "https://api.goshippo.com/shipments/", label="live token"),
    Vendor("easypost", "EasyPost", "EASYPOST_API_KEY", lambda: "EZAK" + rs(ALNUM_L, 54), ("basic", "{t}"),
           "https://api.easypost.com/v2/shipments", label="production API key"),
    Vendor("lob", "Lob", "LOB_API_KEY", lambda: "live_" + hexs(35), ("basic", "{t}"), "https://api.lob.com/v1/letters"),
    Vendor("openweather", "OpenWeatherMap", "OPENWEATHER_API_KEY", lambda: hexs(32), ("q", "appid"),
           "https://api.openweathermap.org/data/2.5/weather?q=Seoul"),
    Vendor("newsapi", "NewsAPI", "NEWS_API_KEY", lambda: hexs(32), ("h", "X-Api-Key"), "https://newsapi.org/v2/top-headlines?country=kr"),
    Vendor("yelp", "Yelp Fusion", "YELP_API_KEY", lambda: rs(B64U, 128), ("bearer",), "https://api.yelp.com/v3/businesses/search"),
    Vendor("brave", "Brave Search API", "BRAVE_API_KEY", lambda: "BSA" + rs(B62 + "-_", 28), ("h", "X-Subscription-Token"),
           "https://api.search.brave.com/res/v1/web/search?q=pgbouncer", mcp="@modelcontextprotocol/server-brave-search"),
    Vendor("recaptcha", "Google reCAPTCHA", "RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B62, 1) + rs(B64U, 37), ("none",),
           "https://www.google.com/recaptcha/api/siteverify", label="secret key"),
    Vendor("hcaptcha", "hCaptcha", "HCAPTCHA_SECRET", lambda: "0x" + hexs(40), ("none",), "https://api.hcaptcha.com/siteverify",
           label="secret"),
    Vendor("turnstile", "Cloudflare Turnstile", "TURNSTILE_SECRET_KEY", lambda: "0x4AAAAAAA" + rs(B64U, 24), ("none",),
           "https://challenges.cloudflare.com/turnstile/v0/siteverify", label="secret key"),
    Vendor("mattermost", "Mattermost", "MATTERMOST_BOT_TOKEN", lambda: rs(ALNUM_L, 26), ("bearer",),
           "https://chat.{co}.io/api/v4/posts", label="bot access token"),
    Vendor("gitea", "Gitea", "GITEA_TOKEN", lambda: hexs(40), ("hf", "Authorization", "token {t}"),
           "https://git.{co}.internal/api/v1/user/repos", label="access token"),
    Vendor("plivo", "Plivo", "PLIVO_AUTH_TOKEN", lambda: rs(B62, 40), ("basic", "MA" + rs(ALNUM_U, 18)),
           "https://api.plivo.com/v1/Account/", label="auth token"),
    Vendor("vonage", "Vonage", "VONAGE_API_SECRET", lambda: rs(B62, 16), ("none",), "https://rest.nexmo.com/sms/json",
           label="API secret"),
    Vendor("messagebird", "MessageBird", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(B62, 25), ("hf", "Authorization", "AccessKey {t}"),
           "https://rest.messagebird.com/messages", label="live access key"),
    Vendor("pusher", "Pusher Channels", "PUSHER_APP_SECRET", lambda: hexs(20), ("none",), "https://api-ap3.pusher.com/apps/",
           label="app secret"),
    Vendor("ably", "Ably", "ABLY_API_KEY", lambda: rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43), ("basic_whole",),
           "https://rest.ably.io/channels/orders/messages"),
    Vendor("mux", "Mux", "MUX_TOKEN_SECRET", lambda: rs(B62 + "+/", 75), ("basic", uuid4()), "https://api.mux.com/video/v1/assets",
           label="token secret"),
    Vendor("harbor", "Harbor robot account", "HARBOR_ROBOT_SECRET", lambda: rs(B62, 32), ("basic", "robot$ci-push"),
           "https://harbor.{co}.internal/api/v2.0/projects", label="robot secret"),
    Vendor("quay", "Quay.io robot", "QUAY_ROBOT_TOKEN", lambda: rs(ALNUM_U, 64), ("basic", "{co}+ci"),
           "https://quay.io/api/v1/repository?namespace={co}", label="robot token"),
    Vendor("cloudflare_tunnel", "Cloudflare Tunnel", "TUNNEL_TOKEN", g_cf_tunnel, ("none",),
           "https://api.cloudflare.com/client/v4/accounts/{acct}/cfd_tunnel", label="tunnel token"),
    Vendor("age", "age / SOPS", "SOPS_AGE_KEY", age_secret, ("none",), "https://github.com/getsops/sops", label="age secret key"),
    Vendor("datagokr", "data.go.kr open API", "DATA_GO_KR_SERVICE_KEY", g_datagokr, ("q", "serviceKey"),
           "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?numOfRows=10&pageNo=1", label="service key"),
    Vendor("solapi", "Solapi", "SOLAPI_API_SECRET", lambda: rs(ALNUM_U, 32), ("none",), "https://api.solapi.com/messages/v4/send",
           label="API Secret"),
    Vendor("nhn", "NHN Cloud", "NHN_CLOUD_SECRET_KEY", lambda: rs(B62, 16), ("h", "X-Secret-Key"),
           "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/" + rs(B62, 16) + "/sender/sms", label="Secret Key"),
    Vendor("iamport", "Iamport (PortOne V1)", "IMP_SECRET", lambda: rs(B62, 80), ("none",), "https://api.iamport.kr/users/getToken",
           label="REST API Secret"),
]

assert len(dict.fromkeys(v.key for v in VENDORS)) == len(VENDORS)


# --------------------------------------------------------------------------------------------
# containers: how a vendor credential is pasted (all return snippet, where, container-name)
# --------------------------------------------------------------------------------------------
def fill(s, co):
    for k, f in (("{co}", lambda: co), ("{appid}", lambda: rs(ALNUM_U, 10)), ("{ref}", lambda: rs(LOW, 20)),
                 ("{tid}", uuid4), ("{acct}", lambda: hexs(32)), ("{uuidh}", lambda: hexs(32)),
                 ("{email}", lambda: f"{ch(['ops', 'dev', 'ci', 'platform', 'it'])}@{co}.com")):
        while k in s:
            s = s.replace(k, f(), 1)
    return s


def W(en, ko=None):
    return {"en": en, "ko": ko if ko is not None else en}


USER_IS_KEY_ID = ["mux", "sumologic"]  # the basic-auth user is the ID half of a key pair, so it is listed too


def auth_http(c, v, t, co, prefer_header=None):
    """Return (url, header tuple or None, curl auth args) for an HTTP call with token t; registers secrets."""
    kind = v.auth[0]
    url = fill(v.url, co)
    if kind == "path":
        return url.replace("{t}", c.s(t)), None, ""
    url = url.replace("{t}", "")
    if kind == "bearer":
        return url, ("Authorization", "Bearer " + c.s(t)), None
    if kind == "token":
        return url, ("Authorization", "token " + c.s(t)), None
    if kind == "h":
        return url, (v.auth[1], c.s(t)), None
    if kind == "hf":
        return url, (v.auth[1], v.auth[2].replace("{t}", c.s(t))), None
    if kind == "q":
        sep = "&" if "?" in url else "?"
        return url + f"{sep}{v.auth[1]}={c.s(t)}", None, ""
    if kind in ("basic", "basic_key", "basic_whole"):
        if kind == "basic":
            user = fill(v.auth[1], co)
            pair = (t + ":") if user == "{t}" else f"{user}:{t}"
        elif kind == "basic_key":
            pair = f"{t}:{v.auth[1]}"
        else:
            pair = t
        use_hdr = prefer_header if prefer_header is not None else coin(0.45)
        if use_hdr:
            return url, ("Authorization", "Basic " + c.s(b64s(pair))), None
        if v.key in USER_IS_KEY_ID:
            c.s(pair.split(":")[0])
        c.s(t)
        return url, None, f"-u '{pair}'" if coin() else f"-u {pair}"
    return url, None, None


def ct_dotenv(c, v, t, co, lang):
    fillers = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", f"APP_URL=https://staging.{co}.io",
               "FEATURE_FLAGS=new-checkout,fast-search", "TZ=Asia/Seoul", "SENTRY_ENVIRONMENT=staging",
               "REDIS_HOST=localhost", "WORKER_CONCURRENCY=4", "DEBUG=false", f"S3_BUCKET={co}-uploads-dev",
               "NEXT_PUBLIC_APP_NAME=Console", "HTTP_TIMEOUT_MS=15000", "RUST_LOG=info"]
    q = ch(["", "", '"', "'"])
    lines = sample(fillers, ch([0, 0, 1, 2, 3])) + [f"{v.env}={q}{c.s(t)}{q}"]
    R.shuffle(lines)
    if coin(0.3):
        lines.insert(0, "# " + ch(["local overrides", "copied from 1Password, do not commit", "staging", f"{v.name}"]))
    where = ch([".env", ".env.local", ".env.staging", "apps/api/.env", "services/worker/.env.development",
                ".env.production.local", "docker/.env"])
    return "\n".join(lines), where, "dotenv"


def ct_export(c, v, t, co, lang):
    q = ch(['"', "", "'"])
    lines = [f"export {v.env}={q}{c.s(t)}{q}"]
    if coin():
        lines.insert(0, ch(["export AWS_REGION=ap-northeast-2", "export NODE_OPTIONS=--max-old-space-size=4096",
                            f"export KUBECONFIG=~/.kube/{co}-staging", "set -euo pipefail"]))
    where = ch(["scripts/dev-setup.sh", "~/.zshrc on the shared build VM", "deploy/bootstrap.sh", ".envrc",
                "ci/run-integration.sh", "~/.bashrc on the bastion"])
    return "\n".join(lines), where, "shell export"


def ct_inline(c, v, t, co, lang):
    cmd = ch(["npm run sync", "python -m jobs.export --since yesterday", "./bin/deploy staging",
              f"pytest tests/integration -k {ch(SLUGS)}", "node scripts/backfill.js", "go run ./cmd/worker",
              "bundle exec rake sync:all", "uv run python main.py", "make e2e"])
    snip = f"{v.env}={c.s(t)} {cmd}"
    where = W(ch(["the README quickstart", "a comment in the Makefile", "shell history on the bastion",
                  "the PR description", "the onboarding doc"]),
              ch(["README quickstart", "Makefile 주석", "bastion 쉘 히스토리", "PR 설명", "온보딩 문서"]))
    return "$ " + snip, where, "inline env command"


def ct_curl(c, v, t, co, lang):
    if v.auth[0] == "none":
        return None
    url, hdr, uarg = auth_http(c, v, t, co)
    parts = ["curl -sS"]
    if coin(0.3):
        parts.append("-X POST" if "send" in url or "messages" in url else "-X GET")
    if hdr:
        parts.append(f'-H "{hdr[0]}: {hdr[1]}"')
    if uarg:
        parts.append(uarg)
    parts.append(f'"{url}"' if ("?" in url or "&" in url) else url)
    if coin(0.3):
        parts.append("| jq .")
    sep = ch([" ", " \\\n  "])
    where = W(ch(["the runbook", "docs/api-debugging.md", "a Slack thread from last week", "the incident notes",
                  "my terminal scrollback"]),
              ch(["런북", "docs/api-debugging.md", "지난주 슬랙 스레드", "장애 회고 문서", "터미널 기록"]))
    return "$ " + sep.join(parts), where, "curl"


def ct_python(c, v, t, co, lang):
    if v.py and coin(0.6):
        snip = v.py.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32))
    elif v.auth[0] not in ("none",):
        url, hdr, uarg = auth_http(c, v, t, co, prefer_header=coin(0.5) or v.auth[0] == "basic_whole")
        if hdr:
            snip = (f'resp = requests.get(\n    "{url}",\n    headers={{"{hdr[0]}": "{hdr[1]}"}},\n    timeout=10,\n)')
        elif uarg is not None and uarg != "":
            pair = uarg.split(" ", 1)[1].strip("'")
            u, _, p = pair.partition(":")
            snip = f'resp = requests.get("{url}", auth=("{u}", "{p}"), timeout=10)'
        else:
            snip = f'resp = requests.get("{url}", timeout=10)'
    else:
        var = v.env.lower()
        snip = f'{var} = "{c.s(t)}"  # TODO move to settings'
    where = ch([f"scripts/{ch(SLUGS)}.py", f"notebooks/{ch(SLUGS)}_explore.ipynb", "tests/conftest.py",
                f"app/clients/{v.key}.py", "jobs/settings_local.py"])
    return snip, where, "python"


def ct_js(c, v, t, co, lang):
    if v.js and coin(0.6):
        snip = v.js.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32)).replace("{{", "{").replace("}}", "}")
    elif v.auth[0] not in ("none",):
        url, hdr, uarg = auth_http(c, v, t, co, prefer_header=True)
        if hdr:
            snip = (f'const res = await fetch("{url}", {{\n  headers: {{ "{hdr[0]}": "{hdr[1]}" }},\n}});')
        else:
            snip = f'const res = await fetch("{url}");'
    else:
        snip = f'const {v.env} = "{c.s(t)}";'
    where = ch([f"src/lib/{v.key}.ts", f"scripts/{ch(SLUGS)}.mjs", f"pages/api/{ch(SLUGS)}.js",
                f"server/{ch(SLUGS)}.ts", "functions/index.js"])
    return snip, where, "javascript"


SDK_OTHER = {
    "stripe": [("go", 'stripe.Key = "{t}"\nparams := &stripe.CustomerListParams{}', "internal/billing/stripe.go"),
               ("ruby", 'Stripe.api_key = "{t}"', "config/initializers/stripe.rb"),
               ("java", 'Stripe.apiKey = "{t}";', "src/main/java/com/{co}/billing/StripeConfig.java"),
               ("csharp", 'StripeConfiguration.ApiKey = "{t}";', "src/Billing/Startup.cs"),
               ("php", "\\Stripe\\Stripe::setApiKey('{t}');", "app/Providers/StripeServiceProvider.php")],
    "stripe_test": [("ruby", 'Stripe.api_key = "{t}"', "spec/support/stripe.rb"),
                    ("go", 'stripe.Key = "{t}"', "internal/billing/stripe_test.go")],
    "github": [("go", 'client := github.NewClient(nil).WithAuthToken("{t}")', "cmd/release/main.go"),
               ("ruby", 'client = Octokit::Client.new(access_token: "{t}")', "lib/tasks/release.rake")],
    "slack": [("go", 'api := slack.New("{t}")', "internal/notify/slack.go"),
              ("java", 'MethodsClient methods = Slack.getInstance().methods("{t}");', "src/main/java/com/{co}/notify/SlackNotifier.java")],
    "openai": [("go", 'client := openai.NewClient(option.WithAPIKey("{t}"))', "internal/llm/client.go"),
               ("csharp", 'ChatClient client = new(model: "gpt-4o", apiKey: "{t}");', "src/Assistant/LlmService.cs")],
    "anthropic": [("go", 'client := anthropic.NewClient(option.WithAPIKey("{t}"))', "internal/llm/anthropic.go"),
                  ("java", 'AnthropicClient client = AnthropicOkHttpClient.builder().apiKey("{t}").build();', "src/main/java/com/{co}/ai/Claude.java")],
    "sendgrid": [("csharp", 'var client = new SendGridClient("{t}");', "src/Mail/Mailer.cs"),
                 ("php", "$sendgrid = new \\SendGrid('{t}');", "app/Mail/SendGridMailer.php")],
    "twilio": [("csharp", 'TwilioClient.Init("{sid}", "{t}");', "src/Sms/SmsSender.cs"),
               ("ruby", '@client = Twilio::REST::Client.new("{sid}", "{t}")', "app/services/sms_sender.rb")],
    "telegram": [("go", 'bot, err := tgbotapi.NewBotAPI("{t}")', "cmd/bot/main.go")],
    "discord": [("go", 'dg, err := discordgo.New("Bot {t}")', "cmd/bot/main.go")],
    "sentry_user": [("ruby", 'SentryApi.configure {{ |c| c.auth_token = "{t}" }}', "lib/sentry_release.rb")],
    "datadog": [("go", 'ctx = context.WithValue(ctx, datadog.ContextAPIKeys, map[string]datadog.APIKey{{"apiKeyAuth": {{Key: "{t}"}}}})',
                 "internal/metrics/dd.go")],
    "mailgun": [("go", 'mg := mailgun.NewMailgun("mg.{co}.com", "{t}")', "internal/mail/mailgun.go")],
    "hetzner": [("go", 'client := hcloud.NewClient(hcloud.WithToken("{t}"))', "tools/provision/main.go")],
    "digitalocean": [("go", 'client := godo.NewFromToken("{t}")', "tools/provision/do.go")],
    "pulumi": [("csharp", 'Environment.SetEnvironmentVariable("PULUMI_ACCESS_TOKEN", "{t}");', "infra/Program.cs")],
}


def ct_otherlang(c, v, t, co, lang):
    if v.key in SDK_OTHER and coin(0.7):
        which, tpl, where = ch(SDK_OTHER[v.key])
        snip = tpl.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32)).replace("{co}", co).replace("{{", "{").replace("}}", "}")
        return snip, where.replace("{co}", co), which + " SDK"
    if v.auth[0] in ("none", "path", "q"):
        return None
    url, hdr, uarg = auth_http(c, v, t, co, prefer_header=True)
    if not hdr:
        return None
    n, val = hdr
    which = ch(["go", "ruby", "java", "csharp", "php", "rust", "kotlin"])
    if which == "go":
        snip = f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.Header.Set("{n}", "{val}")'
        where = f"internal/{v.key}/client.go"
    elif which == "ruby":
        snip = f'conn = Faraday.new(url: "{url}")\nconn.headers["{n}"] = "{val}"'
        where = f"lib/{v.key}_client.rb"
    elif which == "java":
        snip = (f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}"))\n'
                f'    .header("{n}", "{val}")\n    .build();')
        where = f"src/main/java/com/{co}/integrations/{v.key.capitalize()}Client.java"
    elif which == "csharp":
        snip = f'client.DefaultRequestHeaders.Add("{n}", "{val}");\nvar resp = await client.GetAsync("{url}");'
        where = f"src/{co.capitalize()}.Integrations/{v.key.capitalize()}Client.cs"
    elif which == "php":
        snip = f"curl_setopt($ch, CURLOPT_URL, '{url}');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['{n}: {val}']);"
        where = f"app/Services/{v.key.capitalize()}Service.php"
    elif which == "rust":
        snip = f'let resp = client.get("{url}")\n    .header("{n}", "{val}")\n    .send().await?;'
        where = f"src/{v.key}.rs"
    else:
        snip = f'val request = Request.Builder()\n    .url("{url}")\n    .addHeader("{n}", "{val}")\n    .build()'
        where = f"app/src/main/java/com/{co}/net/ApiModule.kt"
    return snip, where, which


def ct_json(c, v, t, co, lang):
    name = v.key.split("_")[0].capitalize()
    if coin():
        snip = json.dumps({"Logging": {"LogLevel": {"Default": "Information"}},
                           name: {"BaseUrl": fill(v.url, co).split("?")[0].replace("{t}", ""), "ApiKey": c.s(t)}}, indent=2)
        where = ch(["appsettings.Development.json", "appsettings.json"])
    else:
        snip = json.dumps({v.key: {"apiKey": c.s(t), "timeoutMs": 10000}}, indent=2)
        where = ch(["config/default.json", f"config/{ch(ENVS)}.json", "local.settings.json", "secrets.json"])
    return snip, where, "json config"


MCP_FILES = [("~/.cursor/mcp.json", "mcpServers"), (".cursor/mcp.json", "mcpServers"),
             ("claude_desktop_config.json", "mcpServers"), (".mcp.json", "mcpServers"), (".vscode/mcp.json", "servers"),
             ("~/.gemini/settings.json", "mcpServers")]


def ct_mcp(c, v, t, co, lang):
    pkg = v.mcp or f"{v.key.replace('_', '-')}-mcp-server"
    f, top = ch(MCP_FILES)
    server = {"command": "npx", "args": ["-y", pkg], "env": {v.env: c.s(t)}}
    if top == "servers":
        server = {"type": "stdio", **server}
    snip = json.dumps({top: {v.key.split("_")[0]: server}}, indent=2)
    return snip, f, "MCP server config (json)"


def ct_codex_toml(c, v, t, co, lang):
    pkg = v.mcp or f"{v.key.replace('_', '-')}-mcp-server"
    name = v.key.split("_")[0]
    if coin():
        snip = (f'[mcp_servers.{name}]\ncommand = "npx"\nargs = ["-y", "{pkg}"]\n'
                f'env = {{ "{v.env}" = "{c.s(t)}" }}')
    else:
        snip = (f'[mcp_servers.{name}]\ncommand = "npx"\nargs = ["-y", "{pkg}"]\n\n'
                f'[mcp_servers.{name}.env]\n{v.env} = "{c.s(t)}"')
    return snip, "~/.codex/config.toml", "Codex config.toml"


def ct_claude_cli(c, v, t, co, lang):
    pkg = v.mcp or f"{v.key.replace('_', '-')}-mcp-server"
    name = v.key.split("_")[0]
    snip = f"$ claude mcp add {name} -e {v.env}={c.s(t)} -- npx -y {pkg}"
    return snip, W("the setup instructions in CONTRIBUTING.md", "CONTRIBUTING.md 설정 안내"), "claude mcp add command"


def ct_yaml(c, v, t, co, lang):
    key = v.key.split("_")[0]
    q = ch(["", '"', "'"])
    snip = f"{key}:\n  base_url: {fill(v.url, co).split('?')[0].replace('{t}', '')}\n  api_key: {q}{c.s(t)}{q}\n  timeout: 10s"
    where = ch(["config/settings.yaml", f"config/{ch(ENVS)}.yml", "application-local.yml", "conf/app.yaml"])
    return snip, where, "yaml config"


def ct_compose(c, v, t, co, lang):
    svc = ch(["api", "worker", "app", "scheduler", "web"])
    if coin():
        envs = f"      - {v.env}={c.s(t)}"
    else:
        envs = f"      {v.env}: {c.s(t)}"
        return (f"services:\n  {svc}:\n    image: {co}/{svc}:latest\n    environment:\n      NODE_ENV: production\n{envs}",
                ch(["docker-compose.yml", "compose.override.yml", "docker-compose.dev.yml"]), "docker-compose")
    return (f"services:\n  {svc}:\n    build: .\n    environment:\n      - LOG_LEVEL=info\n{envs}",
            ch(["docker-compose.yml", "compose.override.yml", "docker-compose.dev.yml"]), "docker-compose")


def ct_gha(c, v, t, co, lang):
    step = ch(["Run integration tests", "Deploy", "Publish", "Sync fixtures", "Upload artifacts"])
    snip = (f"      - name: {step}\n        env:\n          {v.env}: {c.s(t)}\n"
            f"        run: {ch(['npm run test:int', './scripts/deploy.sh', 'make publish', 'python -m sync'])}")
    return snip, f".github/workflows/{ch(['ci', 'deploy', 'nightly', 'release'])}.yml", "GitHub Actions workflow"


def ct_gitlab_ci(c, v, t, co, lang):
    snip = (f"variables:\n  {v.env}: \"{c.s(t)}\"\n  DOCKER_DRIVER: overlay2\n\n"
            f"{ch(['deploy', 'test', 'sync'])}:\n  script:\n    - {ch(['./ci/deploy.sh', 'make test', 'npm run sync'])}")
    return snip, ".gitlab-ci.yml", "GitLab CI"


def ct_k8s(c, v, t, co, lang):
    name = f"{v.key.replace('_', '-')}-credentials"
    k = v.env.lower().replace("_", "-")
    if coin(0.5):
        snip = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {ch(['default', 'apps', 'staging', 'batch'])}\n"
                f"type: Opaque\ndata:\n  {k}: {c.s(b64s(t))}")
        return snip, f"k8s/{ch(['base', 'overlays/staging', 'overlays/prod'])}/{name}.yaml", "k8s Secret (base64 data)"
    if coin(0.5):
        snip = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\nstringData:\n  {k}: {c.s(t)}")
        return snip, f"deploy/k8s/{name}.yaml", "k8s Secret (stringData)"
    snip = (f"        env:\n          - name: {v.env}\n            value: \"{c.s(t)}\"\n          - name: LOG_LEVEL\n            value: info")
    return snip, f"charts/{ch(SLUGS)}/templates/deployment.yaml", "k8s Deployment env"


def ct_helm(c, v, t, co, lang):
    snip = f"{v.key.split('_')[0]}:\n  enabled: true\n  {ch(['apiKey', 'token', 'secretKey'])}: {c.s(t)}\nreplicaCount: 2"
    return snip, ch(["values-staging.yaml", "charts/app/values.yaml", "helm/values.prod.yaml"]), "Helm values"


def ct_toml(c, v, t, co, lang):
    snip = f"[{v.key.split('_')[0]}]\nendpoint = \"{fill(v.url, co).split('?')[0].replace('{t}', '')}\"\napi_key = \"{c.s(t)}\""
    return snip, ch(["config.toml", "settings.toml", ".secrets.toml", "conf/local.toml"]), "toml config"


def ct_ini(c, v, t, co, lang):
    snip = f"[{v.key}]\n{ch(['api_key', 'token', 'key', 'secret'])} = {c.s(t)}\nretries = 3"
    return snip, ch(["setup.cfg", "config.ini", "settings.ini", "conf/app.ini"]), "ini config"


def ct_props(c, v, t, co, lang):
    k = v.key.split("_")[0]
    snip = f"{k}.api.url={fill(v.url, co).split('?')[0].replace('{t}', '')}\n{k}.api.key={c.s(t)}\n{k}.api.timeout=5000"
    return snip, ch(["src/main/resources/application.properties", "application-dev.properties", "gradle.properties"]), \
        "java properties"


def ct_xml(c, v, t, co, lang):
    if "&" in t or "<" in t:
        return None
    if coin():
        snip = (f'<appSettings>\n  <add key="{v.key.capitalize()}ApiUrl" value="{fill(v.url, co).split("?")[0].replace("{t}", "")}" />\n'
                f'  <add key="{v.env}" value="{c.s(t)}" />\n</appSettings>')
        return snip, ch(["Web.config", "App.config"]), "xml appSettings"
    snip = f'<resources>\n    <string name="{v.key}_api_key">{c.s(t)}</string>\n</resources>'
    return snip, "app/src/main/res/values/secrets.xml", "android strings.xml"


def ct_terraform(c, v, t, co, lang):
    k = v.key.split("_")[0]
    if coin():
        snip = f'provider "{k}" {{\n  {ch(["api_token", "token", "api_key"])} = "{c.s(t)}"\n}}'
        return snip, ch(["infra/main.tf", "terraform/providers.tf", "modules/monitoring/provider.tf"]), "terraform provider"
    snip = f'{v.env.lower()} = "{c.s(t)}"\nregion = "{ch(REGIONS)}"'
    return snip, ch(["terraform.tfvars", "envs/staging.auto.tfvars", "prod.tfvars"]), "terraform tfvars"


def ct_docker(c, v, t, co, lang):
    r = rint(0, 2)
    if r == 0:
        snip = f"FROM node:20-alpine\nWORKDIR /app\nENV {v.env}={c.s(t)}\nCOPY . .\nRUN npm ci"
        return snip, "Dockerfile", "Dockerfile ENV"
    if r == 1:
        snip = f"ARG {v.env}={c.s(t)}\nRUN ./scripts/fetch-assets.sh"
        return snip, ch(["Dockerfile", "docker/worker.Dockerfile"]), "Dockerfile ARG"
    snip = f"$ docker run --rm -e {v.env}={c.s(t)} -p 8080:8080 {co}/{ch(SLUGS)}:dev"
    return snip, W("the local run instructions", "로컬 실행 안내"), "docker run -e"


def ct_secretcli(c, v, t, co, lang):
    r = rint(0, 11)
    n, x = v.env, c.s(t)
    cmds = [f'gh secret set {n} --body "{x}"', f"fly secrets set {n}={x}", f"heroku config:set {n}={x} -a {co}-api",
            f"kubectl create secret generic {v.key.replace('_', '-')} --from-literal={n.lower()}={x}",
            f"aws ssm put-parameter --name /{ch(ENVS)}/{co}/{n} --type SecureString --value '{x}' --overwrite",
            f"vault kv put secret/{co}/{v.key} {n.lower()}={x}", f"doppler secrets set {n}={x}",
            f"supabase secrets set {n}={x}", f'railway variables --set "{n}={x}"', f"netlify env:set {n} {x}",
            f'firebase functions:config:set {v.key}.key="{x}"', f"dotnet user-secrets set \"{v.key.capitalize()}:ApiKey\" \"{x}\""]
    where = W(ch(["my shell history", "the setup doc", "the ticket comment", "the deploy checklist"]),
              ch(["쉘 히스토리", "세팅 문서", "티켓 댓글", "배포 체크리스트"]))
    return "$ " + cmds[r], where, "secret-store CLI with literal value"


def ct_log(c, v, t, co, lang):
    if v.auth[0] in ("none", "path", "q"):
        return None
    url, hdr, uarg = auth_http(c, v, t, co, prefer_header=True)
    if not hdr:
        return None
    t0 = iso_ts()
    r = rint(0, 2)
    if r == 0:
        snip = (f"{t0} DEBUG http.client send: b'GET {url.split('/', 3)[-1] if url.count('/') > 2 else ''} HTTP/1.1\\r\\n"
                f"Host: {url.split('/')[2]}\\r\\n{hdr[0]}: {hdr[1]}\\r\\n'")
    elif r == 1:
        snip = (f"[{t0}] INFO  outbound request method=GET url={url} "
                f"headers={{'{hdr[0]}': '{hdr[1]}', 'User-Agent': 'python-requests/2.32.3'}} status=401")
    else:
        snip = f"{t0} level=debug msg=\"request\" url={url} header.{hdr[0].lower()}=\"{hdr[1]}\" attempt=2"
    where = W(ch(["the worker logs in Loki", "kubectl logs of the failing pod", "CloudWatch", "the CI job output"]),
              ch(["Loki 워커 로그", "실패한 pod의 kubectl logs", "CloudWatch 로그", "CI job 출력"]))
    return snip, where, "debug log line"


def ct_netrc(c, v, t, co, lang):
    h = fill(v.url, co).split("/")[2]
    snip = f"machine {h}\n  login {ch(['ci', 'deploy', co + '-bot', 'api'])}\n  password {c.s(t)}"
    return snip, "~/.netrc", "netrc"


def ct_httpfile(c, v, t, co, lang):
    if v.auth[0] in ("none", "path", "q"):
        return None
    url, hdr, uarg = auth_http(c, v, t, co, prefer_header=True)
    if not hdr:
        return None
    snip = f"### {ch(['list', 'smoke', 'check auth'])}\nGET {url}\n{hdr[0]}: {hdr[1]}\nAccept: application/json"
    return snip, ch(["api.http", f"requests/{v.key}.http", "scratch.http"]), "REST client .http file"


def ct_postman(c, v, t, co, lang):
    snip = json.dumps({"name": f"{co}-{ch(ENVS)}", "values": [
        {"key": "baseUrl", "value": fill(v.url, co).split("?")[0].replace("{t}", ""), "enabled": True},
        {"key": v.key + "Key", "value": c.s(t), "type": "secret", "enabled": True}]}, indent=1)
    return snip, f"postman/{co}.postman_environment.json", "Postman environment"


def ct_jupyter(c, v, t, co, lang):
    if coin():
        snip = f"%env {v.env}={c.s(t)}"
    else:
        snip = f'import os\nos.environ["{v.env}"] = "{c.s(t)}"'
    return snip, f"notebooks/{ch(SLUGS)}.ipynb", "jupyter cell"


def ct_agent_settings(c, v, t, co, lang):
    r = rint(0, 2)
    if r == 0:
        snip = json.dumps({"env": {v.env: c.s(t), "DISABLE_TELEMETRY": "1"}, "permissions": {"allow": ["Bash(npm run test:*)"]}}, indent=2)
        return snip, ch(["~/.claude/settings.json", ".claude/settings.local.json"]), "Claude Code settings env"
    if r == 1:
        snip = f"{v.env}={c.s(t)}\nGEMINI_MODEL=gemini-2.5-pro"
        return snip, ".gemini/.env", "Gemini CLI .env"
    snip = f"# .cursor/rules/{v.key}.mdc\nWhen calling {v.brand}, use the key {c.s(t)} (staging only)."
    return snip, ".cursor/rules", "Cursor rules file"


def ct_prose_inline(c, v, t, co, lang):
    if lang == "ko":
        snip = ch([f"{v.name} {v.label}: {c.s(t)}", f"{v.env} 값은 {c.s(t)} 임", f"키 = {c.s(t)}"])
        where = W("", ch(["팀 위키", "노션 인수인계 페이지", "슬랙 DM", "지라 티켓 본문"]))
    else:
        snip = ch([f"{v.name} {v.label}: {c.s(t)}", f"{v.env} is {c.s(t)}", f"the key is {c.s(t)}"])
        where = W(ch(["the team wiki", "the handover page in Notion", "a Slack DM", "the Jira ticket body"]))
    return snip, where, "plain text"


CONTAINERS = [(ct_dotenv, 14), (ct_export, 7), (ct_inline, 4), (ct_curl, 10), (ct_python, 8), (ct_js, 7),
              (ct_otherlang, 9), (ct_json, 4), (ct_mcp, 7), (ct_codex_toml, 3), (ct_claude_cli, 2), (ct_yaml, 4),
              (ct_compose, 4), (ct_gha, 4), (ct_gitlab_ci, 2), (ct_k8s, 5), (ct_helm, 2), (ct_toml, 2), (ct_ini, 2),
              (ct_props, 2), (ct_xml, 2), (ct_terraform, 3), (ct_docker, 4), (ct_secretcli, 5), (ct_log, 4),
              (ct_netrc, 1), (ct_httpfile, 2), (ct_postman, 1), (ct_jupyter, 2), (ct_prose_inline, 12),
              (ct_agent_settings, 3)]


def pick_container(c, v, t, co, lang):
    for _ in range(50):
        fn = R.choices([x[0] for x in CONTAINERS], [x[1] for x in CONTAINERS])[0]
        snap = list(c.secrets)
        res = fn(c, v, t, co, lang)
        if res is not None:
            snip, where, cname = res
            if isinstance(where, str):
                where = W(where)
            return snip, where, cname
        c.secrets[:] = snap
    raise RuntimeError("no container")


# --------------------------------------------------------------------------------------------
# note context
# --------------------------------------------------------------------------------------------
class Ctx:
    def __init__(self):
        self.secrets = []
        self.services = []

    def svc(self, name):
        if name not in self.services:
            self.services.append(name)
        return name

    def s(self, v):
        if v not in self.secrets:
            self.secrets.append(v)
        return v


class Deck:
    """Cycles through a shuffled list so every item is used before any repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def next(self):
        if not self.pool:
            self.pool = list(self.items)
            R.shuffle(self.pool)
        return self.pool.pop()


BRAND = {"gemini": "Gemini", "github_fine": "GitHub", "github_oauth": "GitHub", "github_app": "GitHub", "gitlab_deploy": "GitLab",
         "gitlab_runner": "GitLab", "google_oauth": "Google OAuth", "google_refresh": "Google OAuth", "slack_user": "Slack",
         "slack_app": "Slack", "stripe_test": "Stripe", "stripe_rk": "Stripe", "stripe_whsec": "Stripe",
         "shopify": "Shopify", "shopify_secret": "Shopify", "kakao_rest": "Kakao", "azure_sp": "Azure AD", "fcm": "Firebase",
         "cloudflare_global": "Cloudflare", "supabase": "Supabase", "supabase_pat": "Supabase", "atlas": "MongoDB Atlas",
         "mapbox": "Mapbox", "sentry_user": "Sentry", "datadog_app": "Datadog", "newrelic_lic": "New Relic",
         "notion_old": "Notion", "meta_app": "Meta", "iamport": "Iamport", "datagokr": "data.go.kr", "jfrog_ref": "JFrog",
         "artifactory": "JFrog Artifactory", "harbor": "Harbor", "quay": "Quay.io", "onepassword": "1Password",
         "splunk": "Splunk", "age": "SOPS", "pusher": "Pusher", "braintree": "Braintree", "twitter": "X API",
         "meta": "Meta Graph API", "yandex": "Yandex Cloud", "line": "LINE", "fcm_": "Firebase"}
for _v in VENDORS:
    _v.brand = BRAND.get(_v.key, _v.name)

VENDOR_DECK = Deck(VENDORS)

# generic vendor-credential frames ------------------------------------------------------------
F_EN_MC_SNIP = [
    "Nobody mentioned where the {svc} credentials for {envn} live. They were hard-coded in {where}:\n{snip}",
    "The task said \"just hook up {svc}\" but not which key to use. Found this in {where}:\n{snip}",
    "I wasn't told that {where} already carries a working {svc} {label}, so I almost generated a new one. What's there:\n{snip}",
    "Missing: how {task} authenticates against {svc}. It turned out to be this, from {where}:\n{snip}",
    "Didn't know {svc} was already set up for {envn}. {where} has it:\n{snip}",
    "The ticket for {task} never said which {svc} account to use. The one that works is in {where}:\n{snip}",
    "Context I lacked: {person} had wired {svc} for {envn} months ago and left it in {where}.\n{snip}",
]
F_EN_MC_PLAIN = [
    "Nobody told me which {svc} account {task} runs under, or where its {label} is kept.",
    "The ticket for {task} had no word on {svc} auth, and CI kept failing with 401.",
    "I didn't know {envn} uses a different {svc} project than local dev.",
    "No one said the {svc} integration already existed, so I went looking for credentials from scratch.",
    "I was not told that {task} calls {svc} at all; the failure looked like a network problem.",
    "Missing context: the {svc} {label} for {envn} had been rotated last week and the old one was still cached in CI.",
]
F_EN_LESSON_SNIP = [
    "{svc} requests here authenticate with the value from {where}:\n{snip}\nWithout it the {step} step fails with 401.",
    "The working setup for {envn} is in {where}:\n{snip}",
    "Copying this from {where} made {task} pass locally:\n{snip}\nCI reads the same variable name.",
    "What finally worked ({where}):\n{snip}",
    "{person} pointed me at {where}; the {svc} config that works is:\n{snip}",
]
F_EN_LESSON_PLAIN = [
    "{svc} returns 401 rather than 403 when the {label} is missing, so an unset variable looks like a bad token.",
    "The {svc} client reads the key at import time; changing the env var has no effect until the worker restarts.",
    "Keys for {envn} and local dev differ; mixing them gives 'not found' errors instead of auth errors.",
    "Run the {step} step only after exporting the key, otherwise the cached client keeps the old value.",
    "{svc} rate-limits per key, so sharing one key between CI and {envn} caused the 429s too.",
    "The {svc} SDK silently falls back to the env var {env} when no key is passed explicitly.",
]
F_EN_ASK = [
    "Which {svc} {label} should {task} use in {envn}, and where should I read it from?",
    "Is the {svc} {label} in {where} still active, or has it been rotated?",
    "Should I move the {svc} key out of {where} and into the secret store?",
    "Can you confirm {tok} is the {envn} key and not someone's personal one?",
    "Is {tok} safe to keep using for {task}, or do you want a separate key?",
    "Who owns the {svc} account, in case the key needs rotating?",
    "",
    "",
]
F_KO_MC_SNIP = [
    "{svc} 키가 어디 있는지 아무도 안 알려줌. 찾아보니 {where}에 하드코딩돼 있었음:\n{snip}",
    "{task} 작업인데 {svc} 인증 정보 얘기가 티켓에 없었습니다. {where}에서 아래 값을 찾았어요.\n{snip}",
    "{where}에 이미 동작하는 {svc} {label} 값이 있는 줄 몰라서 새로 발급받을 뻔함. 기존 설정:\n{snip}",
    "{envn} 환경 {svc} 설정 위치를 몰랐음. {where} 내용:\n{snip}",
    "{person}이 예전에 {svc} 연동을 해두고 {where}에 넣어둔 걸 몰랐습니다.\n{snip}",
    "{task} 돌릴 때 어떤 {svc} 계정 쓰는지 공유가 안 됐었음. {where}에 있던 값:\n{snip}",
]
F_KO_MC_PLAIN = [
    "{task} 작업이 어떤 {svc} 계정으로 도는지, {label} 값은 어디 보관하는지 아무도 말 안 해줌.",
    "티켓에 {svc} 인증 관련 내용이 전혀 없었고 CI에서 계속 401 났음.",
    "{envn} 환경은 로컬이랑 다른 {svc} 프로젝트를 쓴다는 걸 몰랐습니다.",
    "{svc} 연동이 이미 있다는 걸 몰라서 처음부터 키를 찾아다님.",
    "지난주에 {svc} {label} 로테이션된 걸 몰랐고, CI 캐시에 예전 값이 남아 있었음.",
]
F_KO_LESSON_SNIP = [
    "{svc} 호출은 {where}에 있는 값으로 인증함:\n{snip}\n이게 없으면 {step} 단계에서 401 남.",
    "{envn}에서 실제로 동작하는 설정은 {where}에 있는 이거였음:\n{snip}",
    "{where}에서 이 값 그대로 가져오니까 로컬에서 {task} 통과함:\n{snip}",
    "결국 이걸로 해결 ({where}):\n{snip}",
    "{person}이 알려준 {where} 설정 그대로 쓰면 됨:\n{snip}",
]
F_KO_LESSON_PLAIN = [
    "{svc} API는 키가 없을 때 403이 아니라 401을 줘서, 변수가 비어 있는 건데도 토큰이 틀린 것처럼 보임.",
    "{svc} 클라이언트가 import 시점에 키를 읽어서 워커 재시작 전에는 env 바꿔도 반영 안 됨.",
    "{envn} 키랑 로컬 키가 달라서 섞어 쓰면 인증 에러 대신 not found가 나와서 헷갈림.",
    "{svc} 쪽은 키 단위로 rate limit 걸려서 CI랑 {envn} 환경이 같은 키 쓰면 429 남.",
    "{svc} SDK는 키를 명시 안 하면 {env} 환경변수를 자동으로 읽음.",
]
F_KO_ASK = [
    "{envn}에서 {task} 돌릴 때 어떤 {svc} {label} 써야 하는지, 어디서 읽어야 하는지?",
    "{where}에 있는 {svc} 키 아직 유효한가요? 로테이션됐는지 확인 부탁드립니다.",
    "이 키 {where}에서 빼서 시크릿 매니저로 옮겨도 될까요?",
    "{tok} 이게 {envn}용 키 맞나요? 개인 키 아닌지 확인 필요.",
    "{tok} 계속 써도 되는지, 아니면 {task}용으로 따로 발급받아야 하는지?",
    "{svc} 계정 관리자가 누군지? 키 교체할 일 생기면 누구한테 말해야 하는지.",
    "",
    "",
]


def fmt(tpl, **kw):
    out = tpl
    for k, v in kw.items():
        out = out.replace("{" + k + "}", str(v))
    return out


def t_vendor(c, lang, v=None, forced=None):
    v = v or VENDOR_DECK.next()
    c.svc(v.brand)
    co = company()
    t = v.gen()
    if forced:
        snip, where, cname = forced(c, v, t, co, lang)
        if isinstance(where, str):
            where = W(where)
    else:
        snip, where, cname = pick_container(c, v, t, co, lang)
    w = where[lang] or (ch(["the team wiki", "a Slack DM"]) if lang == "en" else ch(["팀 위키", "슬랙 DM"]))
    kw = dict(svc=v.brand, label=v.label, envn=env_name(lang), where=w, task=task(lang),
              person=person(lang), step=ch(EN_STEPS), env=v.env, snip=snip)
    if lang == "en":
        mcs, mcp, ls, lp, asks = F_EN_MC_SNIP, F_EN_MC_PLAIN, F_EN_LESSON_SNIP, F_EN_LESSON_PLAIN, F_EN_ASK
    else:
        mcs, mcp, ls, lp, asks = F_KO_MC_SNIP, F_KO_MC_PLAIN, F_KO_LESSON_SNIP, F_KO_LESSON_PLAIN, F_KO_ASK
    if coin(0.6):
        mc, le = fmt(ch(mcs), **kw), fmt(ch(lp), **kw)
    else:
        mc, le = fmt(ch(mcp), **kw), fmt(ch(ls), **kw)
    if t in snip and coin(0.12):
        le = le + ("\n" if "\n" in le else " ") + L(lang, ch([f"(Exporting {t} before the {kw['step']} step is what fixed it.)",
                                   f"Note that {t} is shared with the {kw['envn']} cron jobs."]),
                          ch([f"({kw['step']} 단계 전에 {t} export 하니까 해결됨.)", f"{t} 이 키는 {kw['envn']} cron 잡이랑 같이 씀."]))
    a = ch(asks)
    if "{tok}" in a:
        if t in snip:
            a = fmt(a, tok=t, **kw)
        else:
            a = ""
    else:
        a = fmt(a, **kw)
    return f"{cname}: {v.name} ({v.label})", mc, le, a


def L(lang, en, ko):
    """pick a phrasing for the note language; en/ko may be strings or lists"""
    x = ko if lang == "ko" else en
    return ch(x) if isinstance(x, list) else x


# ============================================================================================
# SECRET TEMPLATES
# ============================================================================================
def aws_pair(session=False):
    kid = ("ASIA" if session else "AKIA") + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = rs(B62 + "+/", 40)
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64, rint(220, 300)) if session else None
    return kid, sec, tok


CLOUD_PAIRS = [
    ("AWS", lambda: aws_pair(coin(0.25))),
    ("Alibaba Cloud", lambda: ("LTAI5t" + rs(B62, 18), rs(B62, 30), None)),
    ("Tencent Cloud", lambda: ("AKID" + rs(B62, 32), rs(B62, 32), None)),
    ("Naver Cloud Platform", lambda: (rs(B62, 20), rs(B62, 40), None)),
    ("Scaleway", lambda: ("SCW" + rs(ALNUM_U, 17), uuid4(), None)),
    ("Cloudflare R2", lambda: (hexs(32), hexs(64), None)),
    ("Backblaze B2", lambda: ("005" + hexs(22), "K005" + rs(B62 + "/+", 27), None)),
    ("MinIO", lambda: (rs(ALNUM_U, 20), rs(B62, 40), None)),
    ("Wasabi", lambda: (rs(ALNUM_U, 20), rs(B62, 40), None)),
    ("DigitalOcean Spaces", lambda: ("DO00" + rs(ALNUM_U, 16), rs(B62 + "/+", 43), None)),
    ("GCS HMAC", lambda: ("GOOG1E" + rs(ALNUM_U, 55), rs(B62 + "/+", 40), None)),
]


def s_cloud_pair(c, lang):
    if coin(0.55):
        name, gen = CLOUD_PAIRS[0]
    else:
        name, gen = ch(CLOUD_PAIRS[1:])
    kid, sec, tok = gen()
    c.svc(name)
    c.s(kid)
    c.s(sec)
    co = company()
    endpoint = {"Cloudflare R2": f"https://{hexs(32)}.r2.cloudflarestorage.com", "MinIO": f"http://minio.{co}.internal:9000",
                "Wasabi": "https://s3.ap-northeast-1.wasabisys.com", "Backblaze B2": "https://s3.us-west-004.backblazeb2.com",
                "DigitalOcean Spaces": "https://sgp1.digitaloceanspaces.com", "Naver Cloud Platform": "https://kr.object.ncloudstorage.com",
                "Scaleway": "https://s3.fr-par.scw.cloud", "GCS HMAC": "https://storage.googleapis.com",
                "Alibaba Cloud": "https://oss-ap-northeast-2.aliyuncs.com", "Tencent Cloud": "https://cos.ap-seoul.myqcloud.com"}.get(name)
    r = rint(0, 7)
    if name in ("Alibaba Cloud", "Tencent Cloud") and r != 1:
        r = 8
    if r == 0:
        prof = ch(["default", co + "-staging", "deploy", "ci"])
        snip = f"[{prof}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}"
        if tok:
            snip += f"\naws_session_token = {tok}"
        if endpoint:
            snip += f"\nendpoint_url = {endpoint}"
        where, cname = "~/.aws/credentials", "aws credentials file"
    elif r == 1:
        ida, seca = {"Alibaba Cloud": ("ALIBABA_CLOUD_ACCESS_KEY_ID", "ALIBABA_CLOUD_ACCESS_KEY_SECRET"),
                     "Tencent Cloud": ("TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY"),
                     "Naver Cloud Platform": ("NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY")}.get(name, ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"))
        snip = f"export {ida}={kid}\nexport {seca}={sec}"
        if tok:
            snip += f"\nexport AWS_SESSION_TOKEN={tok}"
        snip += f"\nexport AWS_DEFAULT_REGION={ch(REGIONS)}"
        where, cname = ch(["scripts/env.sh", ".envrc", W("the CI job script", "CI job 스크립트")]), "shell export key pair"
    elif r == 2:
        extra = f',\n    endpoint_url="{endpoint}"' if endpoint else ""
        snip = (f's3 = boto3.client(\n    "s3",\n    aws_access_key_id="{kid}",\n    aws_secret_access_key="{sec}"{extra},\n)')
        where, cname = f"scripts/{ch(SLUGS)}_upload.py", "boto3 client"
    elif r == 3:
        snip = (f'provider "aws" {{\n  region     = "{ch(REGIONS)}"\n  access_key = "{kid}"\n  secret_key = "{sec}"\n}}')
        where, cname = ch(["infra/providers.tf", "terraform/main.tf"]), "terraform aws provider"
    elif r == 4:
        snip = (f"      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n"
                f"          aws-access-key-id: {kid}\n          aws-secret-access-key: {sec}\n          aws-region: {ch(REGIONS)}")
        where, cname = ".github/workflows/deploy.yml", "GitHub Actions aws credentials"
    elif r == 5:
        snip = f"[default]\naccess_key = {kid}\nsecret_key = {sec}\nhost_base = {(endpoint or 's3.amazonaws.com').split('//')[-1]}"
        where, cname = "~/.s3cfg", "s3cmd config"
    elif r == 6:
        snip = (f'spark.conf.set("fs.s3a.access.key", "{kid}")\nspark.conf.set("fs.s3a.secret.key", "{sec}")')
        if endpoint:
            snip += f'\nspark.conf.set("fs.s3a.endpoint", "{endpoint}")'
        where, cname = f"notebooks/{ch(SLUGS)}_etl.py", "spark s3a config"
    elif r == 7:
        snip = f"$ mc alias set {ch(['prod', 'backup', 'minio', 'store'])} {endpoint or 'https://s3.amazonaws.com'} {kid} {sec}"
        where, cname = W("my shell history", "쉘 히스토리"), "mc alias set (positional keys)"
    elif name == "Alibaba Cloud":
        snip = f'auth = oss2.Auth("{kid}", "{sec}")\nbucket = oss2.Bucket(auth, "{endpoint}", "{co}-media")'
        where, cname = f"scripts/{ch(SLUGS)}_oss.py", "oss2.Auth"
    else:
        snip = f'cred = credential.Credential("{kid}", "{sec}")\nclient = cos_client(cred, "ap-seoul")'
        where, cname = f"scripts/{ch(SLUGS)}_cos.py", "tencentcloud Credential"
    if tok and tok in snip:
        c.s(tok)
    if isinstance(where, str):
        where = W(where)
    w = where[lang]
    bucket = f"{co}-{ch(['backups', 'exports', 'media', 'logs', 'artifacts'])}"
    if lang == "en":
        mc = ch([f"Nobody told me which {name} credentials the uploader uses for s3://{bucket}. They were in {w}:\n{snip}",
                 f"I wasn't told the {bucket} bucket belongs to a separate {name} account. The keys that work, from {w}:\n{snip}",
                 f"Missing: the {name} account for {task(lang)}. {person(lang)} had put it in {w}.\n{snip}"])
        le = ch([f"The {name} keys in {w} only have write access to {bucket}; listing other buckets returns AccessDenied, which is expected.",
                 "SignatureDoesNotMatch here meant a trailing newline pasted into the secret, not a wrong key.",
                 f"Uploads to {bucket} need the region set explicitly or the SDK picks us-east-1 and fails."])
        a = ch([f"Should {kid} be rotated now that it's been pasted in {w}?", f"Is there an IAM role I should use instead of the static keys for {bucket}?",
                "Who owns this access key pair?", ""])
    else:
        mc = ch([f"s3://{bucket} 업로드에 어떤 {name} 키를 쓰는지 아무도 안 알려줬음. {w}에 있었음:\n{snip}",
                 f"{bucket} 버킷이 별도 {name} 계정 소속이라는 걸 몰랐습니다. 동작하는 키 ({w}):\n{snip}",
                 f"{task(lang)}에 쓰는 {name} 계정 정보가 공유 안 됐었음. {person(lang)}이 {w}에 넣어둔 거 발견:\n{snip}"])
        le = ch([f"{w}에 있는 {name} 키는 {bucket} 쓰기 권한만 있어서 다른 버킷 list 하면 AccessDenied 나는 게 정상임.",
                 "SignatureDoesNotMatch 에러는 키가 틀린 게 아니라 시크릿 복붙할 때 개행이 같이 들어가서 난 거였음.",
                 f"{bucket} 업로드할 때 region 명시 안 하면 SDK가 us-east-1로 잡아서 실패함."])
        a = ch([f"{kid} 이 키 {w}에 노출됐는데 로테이션해야 하나요?", f"{bucket}용으로 static key 말고 IAM role 쓰는 방법 있는지?",
                "이 액세스 키 주인이 누구인지?", ""])
    return f"{cname}: {name} access key pair", mc, le, a


def s_webhook(c, lang):
    co = company()
    r = rint(0, 9)
    if r == 0:
        tok = c.s(rs(B62, 24))
        url = f"https://hooks.slack.com/services/T{rs(ALNUM_U, 8)}/B{rs(ALNUM_U, 10)}/{tok}"
        svc = "Slack incoming webhook"
    elif r == 1:
        tok = c.s(rs(B64U, 68))
        url = f"https://discord.com/api/webhooks/{rint(10**17, 10**19 - 1)}/{tok}"
        svc = "Discord webhook"
    elif r == 2:
        tok = c.s(urlq(b64(rbytes(32))))
        url = (f"https://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI"
               f"&token={tok}")
        svc = "Google Chat webhook"
    elif r == 3:
        tok = c.s(rs(ALNUM_L, 26))
        url = f"https://chat.{co}.io/hooks/{tok}"
        svc = "Mattermost incoming webhook"
    elif r == 4:
        tok = c.s(g_telegram())
        url = f"https://api.telegram.org/bot{tok}/sendMessage?chat_id=-100{rint(10**9, 10**10 - 1)}"
        svc = "Telegram bot API"
    elif r == 5:
        tok = c.s(hexs(64))
        url = f"https://oapi.dingtalk.com/robot/send?access_token={tok}"
        svc = "DingTalk robot"
    elif r == 6:
        tok = c.s(uuid4())
        url = f"https://open.feishu.cn/open-apis/bot/v2/hook/{tok}"
        svc = "Feishu/Lark bot webhook"
    elif r == 7:
        tok = c.s(hexs(32))
        url = f"https://hooks.slack.com/triggers/T{rs(ALNUM_U, 8)}/{rint(10**12, 10**13 - 1)}/{tok}"
        svc = "Slack workflow trigger"
    elif r == 8:
        tok = c.s(rs(B64U, 22))
        url = f"https://maker.ifttt.com/trigger/{ch(['deploy_done', 'door_open', 'backup_failed'])}/with/key/{tok}"
        svc = "IFTTT webhook"
    else:
        tok = c.s(rs(ALNUM_L, 32))
        url = f"https://hook.eu1.make.com/{tok}"
        svc = "Make (Integromat) webhook"
    c.svc(svc)
    k = rint(0, 5)
    if k == 0:
        snip = f"$ curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' \"{url}\""
        where = W("the runbook", "런북")
    elif k == 1:
        snip = f"ALERT_WEBHOOK_URL={url}"
        where = W(".env.production")
    elif k == 2:
        snip = f"receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: '{url}'\n        channel: '#alerts'"
        where = W("alertmanager.yml")
    elif k == 3:
        snip = f'requests.post("{url}", json={{"text": msg}}, timeout=5)'
        where = W(f"jobs/{ch(SLUGS)}.py")
    elif k == 4:
        snip = f"      - name: Notify\n        run: curl -s -d '{{\"content\":\"build ok\"}}' -H 'Content-Type: application/json' {url}"
        where = W(".github/workflows/release.yml")
    else:
        snip = url
        where = W("the pinned message in #deploys", "#deploys 채널 고정 메시지")
    w = where[lang]
    if lang == "en":
        mc = ch([f"I didn't know alerts for {task(lang)} go through a {svc}; the URL was in {w}:\n{snip}",
                 f"Nobody said which channel the deploy notifications should go to. {w} already had:\n{snip}"])
        le = ch([f"The {svc} URL is itself the credential: anyone with it can post to the channel, so it should live in the secret store.",
                 "Posting fails silently with a 200 on some webhook providers when the payload is wrong, so check the body of the response.",
                 f"The {svc} rejects payloads over a few KB; truncate stack traces before sending."])
        a = ch([f"Should I rotate the {svc} since the URL is in {w}?", "Which channel should failure alerts go to?", ""])
    else:
        mc = ch([f"{task(lang)} 알림이 {svc} 쪽으로 가는 걸 몰랐음. URL은 {w}에 있었음:\n{snip}",
                 f"배포 알림 보낼 채널 정보가 없었습니다. {w}에 이미 이렇게 돼 있었어요:\n{snip}"])
        le = ch([f"{svc} URL 자체가 인증 정보라 URL만 있으면 누구나 채널에 글 쓸 수 있음. 시크릿으로 관리해야 함.",
                 "웹훅에 따라 payload 틀려도 200 주는 경우가 있어서 응답 body 확인해야 함.",
                 f"{svc} 쪽은 payload 크기 제한 있어서 스택트레이스는 잘라서 보내야 함."])
        a = ch([f"URL이 {w}에 노출됐는데 {svc} 재발급해야 할까요?", "실패 알림은 어느 채널로 보내야 하나요?", ""])
    return f"webhook URL: {svc}", mc, le, a


def make_conn(c, lang, pw=None):
    """Return (engine label, snippet, where, cname)."""
    co = company()
    user = ch(USERS)
    db = ch(DBNAMES)
    pw = pw or pw_nospace(lang, avoid=";/@'\"\\")
    r = rint(0, 21)
    if r <= 3:  # postgres url in various containers
        h = ch([rds_host(), host("pg", co), host("db", co), ip_private()])
        url = f"postgresql://{user}:{c.s(urlq(pw))}@{h}:5432/{db}" + ch(["", "?sslmode=require", "?sslmode=verify-full"])
        k = rint(0, 4)
        if k == 0:
            return "PostgreSQL", f"DATABASE_URL={url}", ".env", "dotenv DATABASE_URL"
        if k == 1:
            return "PostgreSQL", f"[alembic]\nscript_location = migrations\nsqlalchemy.url = {url.replace('postgresql://', 'postgresql+psycopg://')}", \
                "alembic.ini", "alembic.ini sqlalchemy.url"
        if k == 2:
            return "PostgreSQL", f"$ psql \"{url}\" -c '\\dt'", W("my shell history", "쉘 히스토리"), "psql with URL"
        if k == 3:
            return "PostgreSQL", (f"{iso_ts()} ERROR [pool] could not connect to {url}: timeout expired"), \
                W("the API pod logs", "API pod 로그"), "log line with DSN"
        return "PostgreSQL", f"  DATABASE_URL: \"{url}\"", "k8s/overlays/staging/configmap.yaml", "ConfigMap with DSN"
    if r == 4:
        h = ch([rds_host("mysql"), host("mysql", co)])
        url = f"mysql://{user}:{c.s(urlq(pw))}@{h}:3306/{db}"
        return "MySQL", f"DATABASE_URL=\"{url}\"", "prisma/.env", "prisma DATABASE_URL"
    if r == 5:
        url = (f"mongodb+srv://{user}:{c.s(urlq(pw))}@cluster0.{rs(ALNUM_L, 5)}.mongodb.net/{db}?retryWrites=true&w=majority")
        return "MongoDB Atlas", f"MONGODB_URI={url}", ".env.local", "dotenv MONGODB_URI"
    if r == 6:
        h = host("redis", co)
        url = ch([f"rediss://default:{c.s(urlq(pw))}@{h}:6380/0", f"redis://:{c.s(urlq(pw))}@{h}:6379/1"])
        return "Redis", f"CELERY_BROKER_URL = \"{url}\"", "settings/production.py", "celery broker url"
    if r == 7:
        url = f"amqps://{user}:{c.s(urlq(pw))}@{host('mq', co)}:5671/{ch(['%2F', 'orders', 'events'])}"
        return "RabbitMQ", f"spring:\n  rabbitmq:\n    addresses: {url}", "src/main/resources/application-prod.yml", "spring rabbitmq url"
    if r == 8:
        snip = (f"\"ConnectionStrings\": {{\n  \"Default\": \"Server=tcp:{co}-sql.database.windows.net,1433;Initial Catalog={db};"
                f"User ID={user};Password={c.s(pw)};Encrypt=True;TrustServerCertificate=False;\"\n}}")
        return "Azure SQL", snip, "appsettings.Production.json", "ADO.NET connection string"
    if r == 9:
        url = f"jdbc:postgresql://{host('pg', co)}:5432/{db}?user={user}&password={c.s(urlq(pw))}&ssl=true"
        return "PostgreSQL (JDBC)", f"spring.datasource.url={url}", "application.properties", "JDBC url with password param"
    if r == 10:
        snip = (f"spring:\n  datasource:\n    url: jdbc:mysql://{host('mysql', co)}:3306/{db}\n    username: {user}\n"
                f"    password: {c.s(pw)}")
        return "MySQL", snip, "src/main/resources/application.yml", "spring datasource password"
    if r == 11:
        snip = (f"DATABASES = {{\n    \"default\": {{\n        \"ENGINE\": \"django.db.backends.postgresql\",\n"
                f"        \"NAME\": \"{db}\",\n        \"USER\": \"{user}\",\n        \"PASSWORD\": \"{c.s(pw)}\",\n"
                f"        \"HOST\": \"{host('pg', co)}\",\n    }}\n}}")
        return "PostgreSQL", snip, "config/settings/local.py", "django DATABASES"
    if r == 12:
        snip = (f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {user}\n"
                f"      POSTGRES_PASSWORD: {c.s(pw)}\n      POSTGRES_DB: {db}")
        return "PostgreSQL", snip, "docker-compose.yml", "compose POSTGRES_PASSWORD"
    if r == 13:
        pwx = "npg_" + rs(B62, 12)
        url = (f"postgresql://{db}_owner:{c.s(pwx)}@ep-{ch(PHRASE_WORDS)}-{ch(PHRASE_WORDS)}-{rs(ALNUM_L, 8)}."
               f"{ch(['us-east-2', 'ap-southeast-1', 'eu-central-1'])}.aws.neon.tech/neondb?sslmode=require")
        return "Neon Postgres", f"DATABASE_URL={url}", ".env", "Neon connection string"
    if r == 14:
        url = f"postgresql://postgres.{rs(LOW, 20)}:{c.s(urlq(pw))}@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres"
        return "Supabase Postgres", f"DATABASE_URL=\"{url}?pgbouncer=true\"", ".env", "Supabase pooler URL"
    if r == 15:
        pwx = "pscale_pw_" + rs(B64U, 43)
        url = f"mysql://{rs(ALNUM_L, 12)}:{c.s(pwx)}@aws.connect.psdb.cloud/{db}?sslaccept=strict"
        return "PlanetScale", f"DATABASE_URL='{url}'", ".env", "PlanetScale connection string"
    if r == 16:
        tok = c.s(jwt({"iat": ts(), "a": uuid4(), "id": uuid4()}, alg="EdDSA", sig_bytes=64))
        return "Turso", f"TURSO_DATABASE_URL=libsql://{db}-{co}.turso.io\nTURSO_AUTH_TOKEN={tok}", ".env", "Turso auth token"
    if r == 17:
        key = c.s(b64(rbytes(64)))
        snip = f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={co}store{rint(1, 99)};AccountKey={key};EndpointSuffix=core.windows.net\""
        return "Azure Storage", snip, "local.settings.json", "Azure storage connection string"
    if r == 18:
        key = c.s(b64(rbytes(32)))
        snip = (f"Endpoint=sb://{co}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
                f"SharedAccessKey={key}")
        return "Azure Service Bus", snip, "appsettings.json", "Service Bus connection string"
    if r == 19:
        sig = c.s(urlq(b64(rbytes(32))))
        snip = (f"https://{co}store.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-01-31T00:00:00Z"
                f"&st=2025-01-01T00:00:00Z&spr=https&sig={sig}")
        return "Azure Blob SAS", snip, W("the hand-off message", "인수인계 메시지"), "Azure SAS URL"
    if r == 20:
        k, s = c.s(rs(ALNUM_U, 16)), c.s(rs(B62 + "+/", 64))
        snip = (f"bootstrap.servers=pkc-{rs(ALNUM_L, 5)}.{ch(REGIONS)}.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\n"
                f"sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
                f"username=\"{k}\" password=\"{s}\";")
        return "Confluent Kafka", snip, "client.properties", "Kafka SASL JAAS config"
    url = ch([f"snowflake://{user}:{c.s(urlq(pw))}@{rs(ALNUM_U, 7)}-{rs(ALNUM_U, 7)}/{db.upper()}/PUBLIC?warehouse=COMPUTE_WH",
              f"clickhouse://{user}:{c.s(urlq(pw))}@{host('ch', co)}:9440/{db}?secure=true",
              f"https://elastic:{c.s(urlq(pw))}@{co}.es.{ch(REGIONS)}.aws.found.io:9243",
              f"smtp://{user}:{c.s(urlq(pw))}@smtp.{co}.com:587", f"ftp://{user}:{c.s(urlq(pw))}@ftp.{co}.com/incoming",
              f"mqtts://{user}:{c.s(urlq(pw))}@{host('mq', co)}:8883"])
    return url.split(":")[0].capitalize(), f"export {ch(['WAREHOUSE_URL', 'SINK_URL', 'TARGET_DSN', 'UPSTREAM_URL'])}=\"{url}\"", \
        "scripts/env.sh", "shell export URL with password"


def s_connstr(c, lang):
    label, snip, where, cname = make_conn(c, lang)
    c.svc(label)
    if isinstance(where, str):
        where = W(where)
    w = where[lang]
    en, ko = env_name("en"), env_name("ko")
    if lang == "en":
        mc = ch([f"Nobody told me how {task(lang)} connects to {label} in {en}. The connection info was in {w}:\n{snip}",
                 f"The ticket didn't say the {label} for {en} had moved. What {w} had:\n{snip}",
                 f"I lacked the {label} credentials for {en}; {person(lang)} pointed me to {w}.\n{snip}"])
        le = ch(["Migrations must run against the primary; the read replica rejects DDL with a confusing permission error.",
                 f"The {label} endpoint only accepts connections from the VPN range, so timeouts mean VPN, not credentials.",
                 "The pool size in the connection settings has to stay under the server's max_connections or the workers thrash.",
                 f"Special characters in the password must be percent-encoded in the URL form, otherwise the driver splits at '@'."])
        a = ch([f"Is this {label} account read-only, or can {task(lang)} write to it?", "Should I switch to the secret manager reference instead of this literal?",
                f"Who rotates the {label} password for {en}?", ""])
    else:
        mc = ch([f"{task(lang)} 작업이 {ko} 환경 {label}에 어떻게 붙는지 아무도 안 알려줌. 접속 정보는 {w}에 있었음:\n{snip}",
                 f"{ko} {label} 주소 바뀐 거 티켓에 없었습니다. {w} 내용:\n{snip}",
                 f"{ko} {label} 계정 정보가 없어서 헤맴. {person(lang)}이 {w} 알려줌.\n{snip}"])
        le = ch(["마이그레이션은 primary에 돌려야 함. read replica에 DDL 날리면 권한 에러처럼 보이는 에러 남.",
                 f"{label} 엔드포인트는 VPN 대역에서만 접속 허용이라 timeout 나면 계정 문제가 아니라 VPN 문제임.",
                 "커넥션 풀 크기를 서버 max_connections보다 작게 유지해야 워커가 안 죽음.",
                 "URL 형식에서는 비밀번호 특수문자를 퍼센트 인코딩 해야 함. 안 그러면 드라이버가 '@'에서 잘라먹음."])
        a = ch([f"이 {label} 계정 read-only인가요, 아니면 쓰기도 되나요?", "리터럴 말고 시크릿 매니저 참조로 바꿔도 될까요?",
                f"{ko} {label} 비밀번호 로테이션은 누가 하나요?", ""])
    if coin(0.35):
        mc, le = mc.split("\n")[0].rstrip(":").rstrip(".") + ".", \
            le + "\n" + L(lang, "Working config:", "동작하는 설정:") + "\n" + snip
    return f"connection string: {label} ({cname})", mc, le, a


# --- passwords on real command lines --------------------------------------------------------
def _cli_cmds(c, lang):
    """returns (command string, system label)"""
    co = company()
    u = ch(USERS)
    h = host(None, co)
    P = lambda avoid="'\"\\ ": c.s(pw_nospace(lang, avoid=avoid + "'\"\\ "))  # noqa: E731
    r = rint(0, 57)
    if r == 0:
        return f"mysql -u {u} -p'{P()}' -h {host('mysql', co)} {ch(DBNAMES)}", "MySQL"
    if r == 1:
        return f"mysql -u{u} -p{P('!#&*?$;|<>()~`')} {ch(DBNAMES)}", "MySQL"
    if r == 2:
        return f"mysqldump -h {host('mysql', co)} -u backup --password={P('!#&*?$;|<>()~`')} --single-transaction {ch(DBNAMES)} > dump.sql", "MySQL"
    if r == 3:
        return f"PGPASSWORD='{P()}' psql -h {host('pg', co)} -U {u} -d {ch(DBNAMES)}", "PostgreSQL"
    if r == 4:
        return f"PGPASSWORD={P('!#&*?$;|<>()~`')} pg_dump -h {rds_host()} -U {u} -Fc {ch(DBNAMES)} -f /tmp/{ch(DBNAMES)}.dump", "PostgreSQL"
    if r == 5:
        return f"redis-cli -h {host('redis', co)} -p 6379 -a '{P()}' --no-auth-warning INFO replication", "Redis"
    if r == 6:
        return f"redis-cli --tls -u rediss://default:{c.s(urlq(pw_nospace(lang)))}@{host('redis', co)}:6380 PING", "Redis"
    if r == 7:
        return f"mongosh \"mongodb://admin:{c.s(urlq(pw_nospace(lang)))}@{host('mongo', co)}:27017/?authSource=admin\"", "MongoDB"
    if r == 8:
        return f"mongosh --host {host('mongo', co)} --username {u} --password '{P()}' --authenticationDatabase admin", "MongoDB"
    if r == 9:
        return f"sshpass -p '{P()}' ssh -o StrictHostKeyChecking=no {u}@{ip_private()}", "SSH"
    if r == 10:
        return f"sshpass -p '{P()}' scp build.tar.gz {u}@{h}:/opt/releases/", "SSH"
    if r == 11:
        return f"htpasswd -bc /etc/nginx/.htpasswd {ch(['admin', 'ops', 'staff'])} '{P()}'", "nginx basic auth"
    if r == 12:
        return f"curl -u {u}:{P('!#&*?$;|<>()~`@:')} https://{host('jenkins', co)}/job/{ch(SLUGS)}/build -X POST", "Jenkins"
    if r == 13:
        return f"wget --user={u} --password='{P()}' https://files.{co}.com/exports/{date_s()}.csv.gz", "file server"
    if r == 14:
        return f"docker login {co}.azurecr.io -u {u} -p {P('!#&*?$;|<>()~`')}", "container registry"
    if r == 15:
        return f"echo '{P()}' | docker login registry.{co}.io -u {u} --password-stdin", "container registry"
    if r == 16:
        return (f"helm repo add {co}-charts https://charts.{co}.io --username {u} --password '{P()}'"), "Helm repository"
    if r == 17:
        return f"az login -u {u}@{co}.onmicrosoft.com -p '{P()}'", "Azure CLI"
    if r == 18:
        return f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:{P('!#&*?$;|<>()~`')}", "openssl"
    if r == 19:
        return f"zip -r -P '{P()}' payroll-{date_s()}.zip exports/", "zip"
    if r == 20:
        return f"7z a -p{P('!#&*?$;|<>()~`')} -mhe=on backup.7z ./db-dumps", "7-Zip"
    if r == 21:
        return f"smbclient //{ch(['fs01', 'nas', 'files'])}.{co}.local/share -U '{co.upper()}\\{u}%{P('%')}'", "SMB share"
    if r == 22:
        return (f"sudo mount -t cifs //nas.{co}.local/backup /mnt/backup -o username={u},password={P(',!#&*?$;|<>()~`')},vers=3.0"), "SMB share"
    if r == 23:
        return f"net use Z: \\\\fs01.{co}.local\\projects {P('!#&*?$;|<>()~`^%')} /user:{co.upper()}\\{u}", "Windows file share"
    if r == 24:
        return f"xfreerdp /v:{ip_private()} /u:Administrator /p:'{P()}' /cert:ignore", "RDP"
    if r == 25:
        return f"sqlcmd -S {co}-sql.database.windows.net -d {ch(DBNAMES)} -U sa -P '{P()}' -Q \"SELECT @@VERSION\"", "SQL Server"
    if r == 26:
        return (f"ldapsearch -x -H ldaps://ldap.{co}.local -D \"cn={u},ou=services,dc={co},dc=local\" -w '{P()}' "
                f"-b \"dc={co},dc=local\" \"(uid=jdoe)\""), "LDAP"
    if r == 27:
        sp = P()
        return (f"keytool -genkeypair -alias release -keyalg RSA -keystore release.jks -storepass '{sp}' -keypass '{sp}' "
                f"-dname \"CN={co}\""), "Java keystore"
    if r == 28:
        return f"gpg --batch --yes --passphrase '{P()}' -d secrets.tar.gz.gpg | tar xz", "GPG"
    if r == 29:
        return f"vault login -method=userpass username={u} password='{P()}'", "Vault"
    if r == 30:
        return f"kubectl create secret generic {ch(DBNAMES)}-db --from-literal=username={u} --from-literal=password='{P()}'", "Kubernetes"
    if r == 31:
        return (f"kubectl create secret docker-registry regcred --docker-server=registry.{co}.io --docker-username={u} "
                f"--docker-password='{P()}'"), "Kubernetes"
    if r == 32:
        return f"pip install --index-url https://{u}:{c.s(urlq(pw_nospace(lang)))}@pypi.{co}.internal/simple/ {co}-sdk==2.4.1", "private PyPI"
    if r == 33:
        return f"lftp -u {u},'{P(',')}' sftp://{h}", "SFTP"
    if r == 34:
        return f"rabbitmqctl add_user {u} '{P()}' && rabbitmqctl set_user_tags {u} administrator", "RabbitMQ"
    if r == 35:
        return f"ansible-playbook -i inventory/prod site.yml -e ansible_become_pass='{P()}'", "Ansible"
    if r == 36:
        return f"echo '{P()}' | sudo -S systemctl restart {ch(['nginx', 'postgresql', 'app', 'docker'])}", "sudo"
    if r == 37:
        return f"echo '{u}:{P(':')}' | sudo chpasswd", "Linux account"
    if r == 38:
        return f"influx setup -u admin -p '{P()}' -o {co} -b metrics -r 30d -f", "InfluxDB"
    if r == 39:
        return f"oc login -u kubeadmin -p {c.s('-'.join(rs(B62, 5) for _ in range(4)))} https://api.{co}-ocp.{co}.internal:6443", "OpenShift"
    if r == 40:
        return f"argocd login argocd.{co}.io --username admin --password '{P()}' --grpc-web", "Argo CD"
    if r == 41:
        return f"wp user create {u} {u}@{co}.com --role=administrator --user_pass='{P()}'", "WordPress"
    if r == 42:
        return (f"DJANGO_SUPERUSER_PASSWORD='{P()}' python manage.py createsuperuser --noinput --username admin "
                f"--email admin@{co}.com"), "Django admin"
    if r == 43:
        return f"java -jar app.jar --spring.datasource.password='{P()}' --spring.profiles.active=staging", "Spring Boot"
    if r == 44:
        return f"./gradlew publish -PmavenUser={u} -PmavenPassword='{P()}'", "Maven repository"
    if r == 45:
        return f"sqlplus system/{P('!#&*?$;|<>()~`@/')}@//{host('ora', co)}:1521/ORCLPDB1", "Oracle"
    if r == 46:
        return f"expdp {u}/{P('!#&*?$;|<>()~`@/')}@{co.upper()}PRD schemas={u.upper()} directory=DATA_PUMP_DIR dumpfile=exp.dmp", "Oracle"
    if r == 47:
        return f"nmcli dev wifi connect \"{co.capitalize()}-Office\" password '{P()}'", "office Wi-Fi"
    if r == 48:
        return f"ipmitool -I lanplus -H {ip_private()} -U ADMIN -P '{P()}' chassis power status", "BMC/IPMI"
    if r == 49:
        a, p2 = P(), P()
        return (f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{a}' -x AES -X '{p2}' {ip_private()} 1.3.6.1.2.1.1"), "SNMPv3"
    if r == 50:
        return f"RSYNC_PASSWORD='{P()}' rsync -av ./dist/ rsync://{u}@{h}/www/", "rsync daemon"
    if r == 51:
        return f"clickhouse-client --host {host('ch', co)} --secure --user {u} --password '{P()}'", "ClickHouse"
    if r == 52:
        return f"cypher-shell -a neo4j+s://{rs(ALNUM_L, 8)}.databases.neo4j.io -u neo4j -p '{P()}'", "Neo4j"
    if r == 53:
        return f"grafana-cli admin reset-admin-password '{P()}'", "Grafana"
    if r == 54:
        return (f"kcadm.sh config credentials --server https://sso.{co}.io --realm master --user admin --password '{P()}'"), "Keycloak"
    if r == 55:
        return f"mosquitto_pub -h {host('mq', co)} -p 8883 -u {u} -P '{P()}' -t sensors/door -m open", "MQTT broker"
    if r == 56:
        return (f"$cred = New-Object PSCredential(\"{co.upper()}\\{u}\", (ConvertTo-SecureString \"{P('$`')}\" -AsPlainText -Force))"), \
            "PowerShell remoting"
    return f"cmdkey /add:{ch(['fs01', 'sql01', 'app01'])}.{co}.local /user:{co.upper()}\\{u} /pass:{P('!#&*?$;|<>()~`^%')}", "Windows credential manager"


def s_cli(c, lang):
    cmd, system = _cli_cmds(c, lang)
    c.svc(system)
    prompt = ch(["$ ", "$ ", "> ", "PS> " if cmd.startswith("$cred") or cmd.startswith("cmdkey") or cmd.startswith("net use") else "$ "])
    snip = prompt + cmd
    p = person(lang)
    if lang == "en":
        mc = ch([f"I needed {system} access for {task(lang)} and nobody told me the credentials. {p} sent this and it worked:\n{snip}",
                 f"The ticket assumed I could reach {system}, but didn't say how. Found this in the team's shell history:\n{snip}",
                 f"Not documented anywhere: the {system} step of the runbook is literally this command.\n{snip}",
                 f"Missing: which account to use for {system}. The previous on-call left this in the handover doc:\n{snip}"])
        le = ch([f"{system} accepts the command above; the failure earlier was the VPN, not the password.",
                 f"{system} rejects the login if the host isn't in the allowlist, which looks like a bad password.",
                 "Putting the password on the command line leaves it in shell history and in ps output; a prompt or env file would be better.",
                 f"Running this from the bastion works; from a laptop it times out."])
        a = ch([f"Is there a service account for {system} I should use instead of this one?", f"Can I get my own {system} login rather than the shared one?",
                "Should this password be rotated now that it's in shell history?", "", ""])
    else:
        mc = ch([f"{task(lang)} 하려면 {system} 접근이 필요했는데 계정 정보를 아무도 안 알려줌. {p}이 보내준 명령어로 됨:\n{snip}",
                 f"티켓에는 {system} 접속 방법이 없었음. 팀 쉘 히스토리에서 찾은 명령:\n{snip}",
                 f"런북에 {system} 단계가 이 명령 하나로 되어 있다는 걸 몰랐습니다.\n{snip}",
                 f"{system}에 어떤 계정으로 들어가야 하는지 공유가 안 됐었음. 인수인계 문서에 있던 거:\n{snip}"])
        le = ch([f"{system} 접속은 위 명령으로 됨. 아까 실패한 건 비번 문제가 아니라 VPN 문제였음.",
                 f"{system} 쪽은 허용 IP가 아니면 비번 틀린 것처럼 거부함.",
                 "비밀번호를 커맨드라인에 넣으면 쉘 히스토리랑 ps에 남음. 프롬프트나 env 파일로 바꾸는 게 나음.",
                 "bastion에서 실행하면 되고 노트북에서는 timeout 남."])
        a = ch([f"{system}용 서비스 계정 따로 있나요? 이 공용 계정 말고.", f"{system} 개인 계정 발급 가능할까요?",
                "쉘 히스토리에 남았으니 이 비번 바꿔야 하나요?", "", ""])
    if coin(0.3):
        mc, le = L(lang, [f"Nobody told me which account to use for {system} during {task(lang)}.", f"I didn't have {system} credentials and the runbook skipped that step."],
                   [f"{task(lang)} 작업에 필요한 {system} 로그인 방법을 몰랐음.", f"{system} 계정 정보가 없었고 런북에도 그 단계가 빠져 있었음."]), \
            L(lang, f"This is what works (from {p}):\n{snip}", f"{p}이 알려준 방법, 이렇게 하면 됨:\n{snip}")
    words = cmd.split()
    if cmd.startswith("$cred"):
        tool = "PowerShell PSCredential"
    elif words[0] == "echo":
        tool = "echo | " + words[words.index("|") + 1]
    else:
        tool = next(w for w in words if "=" not in w and "'" not in w)
    return f"CLI password: {system} ({tool})", mc, le, a


# --- passwords in prose -----------------------------------------------------------------------
EN_APPS = ["Jenkins", "Grafana", "Argo CD", "Kibana", "Harbor", "SonarQube", "Metabase", "the RabbitMQ management UI",
           "pgAdmin", "the Keycloak admin console", "Airflow", "Superset", "phpMyAdmin", "Portainer", "Nexus",
           "the vendor portal", "the staging admin panel", "Django admin on staging", "wp-admin", "the Synology NAS",
           "the office router", "the App Review demo account", "the Play Console test account", "the SFTP drop box",
           "the payment gateway sandbox dashboard", "the old Confluence", "the UniFi controller", "the iDRAC"]
KO_APPS = ["Jenkins", "Grafana", "Argo CD", "Kibana", "Harbor", "SonarQube", "Metabase", "RabbitMQ 관리 페이지",
           "pgAdmin", "Keycloak 어드민 콘솔", "Airflow", "Superset", "phpMyAdmin", "Portainer", "Nexus",
           "협력사 포털", "스테이징 어드민", "공유기 관리자 페이지", "시놀로지 NAS", "사내 VPN", "그룹웨어",
           "ERP 테스트 서버", "앱스토어 심사용 데모 계정", "PG사 테스트 상점 관리자", "카카오 비즈니스 채널 관리자",
           "사내 위키", "CCTV NVR 관리자", "IDC 서버 콘솔"]


def app_pw(lang):
    if lang == "ko":
        kind = ch(["kotyped", "kotyped", "hangul", "hangul", "human", "gen", "phrase", "alnum"])
    else:
        kind = ch(["human", "human", "gen", "phrase", "alnum", "phrase"])
    for _ in range(50):
        p = {"human": pw_human, "gen": pw_generated, "phrase": pw_phrase, "alnum": pw_alnum, "kotyped": pw_kotyped,
             "hangul": pw_hangul}[kind]()
        if len(p) >= 8:
            return p, kind
    raise RuntimeError


def s_prose_pw(c, lang):
    app = ch(KO_APPS if lang == "ko" else EN_APPS)
    u = ch(["admin", "ops", "qa", "reviewer", "root", "test01", "demo", "operator", "Administrator"] + USERS[:6])
    co = company()
    p = person(lang)
    pw, kind = app_pw(lang)
    c.s(pw)
    if lang == "en":
        sent = ch([f"The {app} admin password is {pw}.", f"Logged in to {app} as {u} with {pw}.", f"{app} login: {u} / {pw}",
                   f"creds for {app}: {u}:{pw}" if ":" not in pw else f"creds for {app}: {u} {pw}",
                   f"Use {pw} for the {u} account on {app} (QA shares it, don't change it).",
                   f"{p} said the password for {app} is {pw} - it's also on a sticky note in the server room.",
                   f"The password for {u} on {app} was reset to {pw} by {p}.",
                   f"I got in with the default {u}/{pw} that the vendor set up.",
                   f"{app} test account is {u}@{co}.com, password {pw}.",
                   f"pw for {app} = {pw}"])
        mc = ch([f"Nobody told me how to get into {app} for {task(lang)}. {sent}",
                 f"{sent} I only learned this after an hour of trying to reset it through the SSO flow.",
                 f"I wasn't given {app} access. {p} shared it in chat: {sent}"])
        le = ch([f"{app} is not behind SSO, so the shared local account is the only way in.",
                 f"{app} locks the account after five bad attempts; wait 15 minutes rather than retrying.",
                 f"After logging in, the setting is under Administration > Security, not in the user menu.",
                 f"The account is shared by the QA team, so changing the password breaks their nightly run."])
        a = ch([f"Is {pw} still the {app} password, or was it changed after the audit?", f"Can {app} be put behind SSO so we stop sharing the {u} password?",
                f"Who else uses the {u} login on {app}?", "", ""])
    else:
        sent = ch([f"{app} 관리자 비번은 {pw} 임.", f"{app}에 {u} / {pw} 로 로그인함.", f"{app} 계정: {u} / 비밀번호 {pw}",
                   f"{p}이 알려준 {app} 비번: {pw}", f"비밀번호는 {pw} 입니다 ({app} {u} 계정).",
                   f"{app} 테스트 계정 {u}@{co}.com, 비번 {pw} (QA팀 공용이라 바꾸면 안 됨)",
                   f"초기 비번 {pw} 그대로더라. {app} {u} 계정.", f"{app} 비번 {pw} ㅋㅋ 아직도 안 바뀜",
                   f"{app} 로그인 정보 - ID {u}, PW {pw}", f"{app} 패스워드는 {pw} 로 되어 있음.",
                   f"{app} {u} 계정 암호: {pw}"])
        mc = ch([f"{task(lang)} 하려면 {app} 들어가야 했는데 계정을 아무도 안 알려줌. {sent}",
                 f"{sent} SSO로 비번 재설정하려다 한 시간 날리고 나서야 알게 됨.",
                 f"{app} 권한을 못 받았었음. {p}이 메신저로 공유해줌: {sent}"])
        le = ch([f"{app} 쪽은 SSO 연동이 안 돼 있어서 공용 로컬 계정으로만 들어갈 수 있음.",
                 "5번 틀리면 계정 잠김. 다시 시도하지 말고 15분 기다려야 함.",
                 "로그인하고 나서 설정은 사용자 메뉴가 아니라 관리 > 보안 메뉴에 있음.",
                 "QA팀이 같이 쓰는 계정이라 비번 바꾸면 야간 테스트 깨짐."])
        a = ch([f"{app} 비번 아직 {pw} 맞나요? 감사 이후에 바뀌었는지?", f"{app}도 SSO 붙여서 {u} 비번 공유 안 하게 할 수 있을까요?",
                f"{app} {u} 계정 쓰는 사람 또 누가 있나요?", "", ""])
    if coin(0.4):
        mc, le = le, mc
        if lang == "en":
            mc = ch([f"I didn't know {app} has no SSO and uses a shared local account.", f"Nobody mentioned that {app} is needed for {task(lang)}."])
        else:
            mc = ch([f"{app} 쪽은 SSO가 없고 공용 로컬 계정을 쓴다는 걸 몰랐음.", f"{task(lang)}에 {app} 접근이 필요하다는 얘기가 없었음."])
    return f"prose password ({kind}): {app}", mc, le, a


def s_split_sentence(c, lang):
    app = ch(KO_APPS if lang == "ko" else EN_APPS)
    p = person(lang)
    pw, kind = app_pw(lang)
    c.s(pw)
    if lang == "en":
        body = ch([f"The {app} password was changed last week. It's now {pw}.",
                   f"{p} reset the admin account on {app} this morning. New one: {pw}",
                   f"I asked {p} how to log in to {app}. Answer: {pw}. Worked first try.",
                   f"Password for {app}? Turns out it is {pw}.",
                   f"The {app} login moved to a new account after the migration. Its password: {pw}"])
        mc = ch([f"Nobody told me the {app} credentials had changed. {body}", body])
        le = ch([f"Old bookmarks still point at the previous {app} host; use the new URL from the wiki.",
                 f"{app} sessions expire after 30 minutes of inactivity, so long exports need to be started from the API instead."])
        a = ch([f"Is {pw} going to be rotated again soon?", f"Can I get a personal {app} account?", ""])
    else:
        body = ch([f"{app} 비번 지난주에 바뀜. 지금은 {pw}.", f"{p}이 오늘 아침에 {app} 관리자 계정 초기화함. 새 비번: {pw}",
                   f"{app} 로그인 어떻게 하냐고 {p}한테 물어봄. 답: {pw}. 바로 됨.",
                   f"{app} 비밀번호? 알고 보니 {pw} 였음.", f"마이그레이션 이후 {app} 로그인 계정이 바뀌었음. 그 계정 비번은 {pw}"])
        mc = ch([f"{app} 계정 정보가 바뀐 걸 아무도 얘기 안 해줌. {body}", body])
        le = ch([f"예전 북마크는 이전 {app} 호스트로 가니까 위키에 있는 새 URL 써야 함.",
                 f"{app} 세션은 30분 유휴면 만료돼서 오래 걸리는 export는 API로 돌려야 함."])
        a = ch([f"{pw} 이거 조만간 또 바뀌나요?", f"{app} 개인 계정 받을 수 있을까요?", ""])
    if coin(0.35):
        mc, le = le, mc
    return f"password split across sentences ({kind})", mc, le, a


def s_split_field(c, lang):
    app = ch(KO_APPS if lang == "ko" else EN_APPS)
    u = ch(["admin", "ops", "qa", "root", "deploy"])
    pw, kind = app_pw(lang)
    c.s(pw)
    if lang == "en":
        mc = ch([f"Nobody told me how to log in to {app} for {task(lang)}. The account is {u} and the password is",
                 f"I lacked the {app} credentials. {person(lang)} gave me user {u}, password:",
                 f"Context that was missing - {app} login ({u}) / password"])
        le = ch([f"{pw} - and it only works from the office network.", f"{pw}\nAfter logging in, the export button is under Reports.",
                 f"{pw}. The account is shared, so don't change it."])
        a = ch([f"Is {pw} still valid for {app}?", f"Should {app} get SSO so nobody needs the shared {u} password?", ""])
    else:
        mc = ch([f"{task(lang)} 하려면 {app} 로그인해야 했는데 아무도 안 알려줌. 계정은 {u}, 비번은",
                 f"{app} 계정 정보가 없었음. {person(lang)}이 준 건 ID {u} / PW:",
                 f"몰랐던 것 - {app} 로그인 ({u}) / 비밀번호"])
        le = ch([f"{pw} 임. 사무실 네트워크에서만 됨.", f"{pw}\n로그인 후 export 버튼은 리포트 메뉴 밑에 있음.",
                 f"{pw} . 공용 계정이라 비번 바꾸면 안 됨."])
        a = ch([f"{app} 비번 아직 {pw} 맞나요?", f"{app}에 SSO 붙이면 {u} 공용 비번 안 써도 될 듯한데 가능할까요?", ""])
    return f"password split across fields ({kind})", mc, le, a


def s_chat(c, lang):
    app = ch(KO_APPS if lang == "ko" else EN_APPS)
    pw, kind = app_pw(lang)
    c.s(pw)
    h0, m0 = rint(8, 18), rint(0, 50)
    t1, t2 = f"{h0:02d}:{m0:02d}", f"{h0:02d}:{m0 + rint(1, 9):02d}"
    if lang == "en":
        a1, a2 = ch(EN_PEOPLE), ch(EN_PEOPLE)
        style = rint(0, 2)
        if style == 0:
            log = f"[{t1}] {a1}: who has the {app} login?\n[{t1}] {a2}: admin / {pw}\n[{t2}] {a1}: thx"
        elif style == 1:
            log = f"{a2}  {t1}\npassword for {app} is {pw} btw\n{a1}  {t2}\n:+1:"
        else:
            log = f"<{a2}> {app}: {pw}\n<{a1}> ty, in"
        mc = ch([f"The {app} credentials only exist in chat. Pasting the thread so I remember:\n{log}",
                 f"I wasn't told where the {app} login is kept; this is from #ops:\n{log}"])
        le = ch([f"{app} has a single shared admin account; there is no per-user login yet.",
                 f"Settings changed in {app} apply only after the service is restarted from the admin page."])
        a = ch([f"Can the {app} password be moved from chat into the vault?", ""])
    else:
        a1, a2 = ch(KO_PEOPLE), ch(KO_PEOPLE)
        style = rint(0, 2)
        if style == 0:
            hh, mm = rint(1, 6), rint(10, 55)
            log = (f"[{a1}] [오후 {hh}:{mm:02d}] {app} 계정 아시는 분?\n[{a2}] [오후 {hh}:{mm + rint(0, 2):02d}] admin / {pw} 요\n"
                   f"[{a1}] [오후 {hh}:{mm + rint(3, 4):02d}] 감사합니다!")
        elif style == 1:
            log = f"{a2}  {t1}\n{app} 비번 {pw} 이에요\n{a1}  {t2}\n넵 확인했습니다"
        else:
            log = f"{a2}: {app} 비밀번호 {pw}\n{a1}: ㄳㄳ 들어가짐"
        mc = ch([f"{app} 계정 정보가 메신저에만 있음. 잊어버릴까 봐 대화 그대로 붙임:\n{log}",
                 f"{app} 로그인 정보 어디 있는지 몰랐음. #ops 채널에서 찾은 거:\n{log}"])
        le = ch([f"{app} 쪽은 공용 admin 계정 하나뿐이고 개인 계정이 아직 없음.",
                 f"{app}에서 바꾼 설정은 관리 페이지에서 서비스 재시작해야 반영됨."])
        a = ch([f"{app} 비번 메신저 말고 vault로 옮길 수 있을까요?", ""])
    return f"chat paste with password ({kind})", mc, le, a


def s_table(c, lang):
    co = company()
    rows = []
    envs = sample(["dev", "staging", "qa", "prod", "perf"], rint(2, 4))
    user = ch(USERS)
    for e in envs:
        hn = f"{ch(['db', 'pg', 'mysql'])}-{e}.{co}.internal"
        if e == "prod" and coin(0.5):
            rows.append((e, hn, user, L(lang, "(ask ops)", "(운영팀 문의)")))
        else:
            rows.append((e, hn, user, c.s(pw_nospace(lang, avoid="|"))))
    if not c.secrets:
        rows[0] = (rows[0][0], rows[0][1], rows[0][2], c.s(pw_nospace(lang, avoid="|")))
    if lang == "en":
        head = "| env | host | user | password |\n|---|---|---|---|"
    else:
        head = "| 환경 | 호스트 | 계정 | 비번 |\n|---|---|---|---|"
    tbl = head + "\n" + "\n".join(f"| {a} | {b} | {u} | {p} |" for a, b, u, p in rows)
    if lang == "en":
        mc = ch([f"Nobody told me the per-environment database accounts for {task(lang)}. The wiki has this table:\n{tbl}",
                 f"I didn't know each environment has its own DB user. From the onboarding page:\n{tbl}"])
        le = ch(["The staging and qa databases share a host but not credentials.", "Connections from CI use the dev row; the others need the VPN."])
        a = ch(["Is the table on the wiki still current?", "Should these passwords move to the secret manager?", ""])
    else:
        mc = ch([f"{task(lang)}에 쓰는 환경별 DB 계정을 아무도 안 알려줌. 위키에 이 표가 있었음:\n{tbl}",
                 f"환경마다 DB 계정이 따로 있는 줄 몰랐습니다. 온보딩 페이지 내용:\n{tbl}"])
        le = ch(["staging이랑 qa DB는 호스트는 같은데 계정은 다름.", "CI에서는 dev 행 계정 쓰고 나머지는 VPN 필요함."])
        a = ch(["위키 표 아직 최신인가요?", "이 비번들 시크릿 매니저로 옮겨야 할 것 같은데 괜찮을까요?", ""])
    return "markdown table of passwords", mc, le, a


def s_logtrace(c, lang):
    co = company()
    u = ch(USERS)
    db = ch(DBNAMES)
    h = ch([host("pg", co), ip_private()])
    pw = pw_nospace(lang, avoid="'\"\\@:/%")
    r = rint(0, 8)
    if r == 0:
        snip = (f"{iso_ts()} INFO  app.config loaded settings: {{'debug': False, 'db_url': "
                f"'postgresql://{u}:{c.s(pw)}@{h}:5432/{db}', 'cache_ttl': 300}}")
        cname = "startup log dumping settings"
    elif r == 1:
        snip = (f"Error: connect ECONNREFUSED {ip_private()}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {{\n"
                f"  errno: -111,\n  code: 'ECONNREFUSED',\n  config: {{ host: '{h}', user: '{u}', password: '{c.s(pw)}', database: '{db}' }}\n}}")
        cname = "node error printing pg config"
    elif r == 2:
        snip = (f"org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
                f"Caused by: java.sql.SQLException: Access denied for user '{u}'@'{ip_private()}' (using password: YES)\n"
                f"    at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
                f"  -- datasource props: url=jdbc:mysql://{host('mysql', co)}:3306/{db}, username={u}, password={c.s(pw)}")
        cname = "java stack trace with datasource props"
    elif r == 3:
        snip = (f'{ip_private()} - - [{rint(1, 28):02d}/Nov/2025:{hhmm()}:{rint(10, 59)} +0900] '
                f'"GET /admin/login?user={u}&password={c.s(urlq(pw))} HTTP/1.1" 302 0 "-" "curl/8.5.0"')
        cname = "nginx access log with password in query"
    elif r == 4:
        snip = (f"panic: dial amqp: \"amqp://{u}:{c.s(urlq(pw))}@{host('mq', co)}:5672/\": dial tcp {ip_private()}:5672: i/o timeout\n\n"
                f"goroutine 1 [running]:\nmain.mustConnect(...)\n\t/src/cmd/worker/main.go:48 +0x1c5")
        cname = "go panic with amqp url"
    elif r == 5:
        snip = (f'"Env": [\n    "POSTGRES_USER={u}",\n    "POSTGRES_PASSWORD={c.s(pw)}",\n    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",\n'
                f'    "PG_MAJOR=16"\n]')
        cname = "docker inspect Env"
    elif r == 6:
        snip = (f"+ ./scripts/wait-for.sh {h}:5432\n+ curl -fsS -u {u}:{c.s(pw)} https://{host('api', co)}/internal/reindex\n"
                f"curl: (22) The requested URL returned error: 503")
        cname = "set -x trace"
    elif r == 7:
        snip = (f"    Environment:\n      DB_HOST:      {h}\n      DB_USER:      {u}\n      DB_PASSWORD:  {c.s(pw)}\n"
                f"      LOG_LEVEL:    info")
        cname = "kubectl describe pod env"
    else:
        snip = (f"Traceback (most recent call last):\n  File \"/app/jobs/{ch(SLUGS)}.py\", line {rint(20, 200)}, in main\n"
                f"    conn = pymysql.connect(host=\"{h}\", user=\"{u}\", password=\"{c.s(pw)}\", database=\"{db}\")\n"
                f"pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on '{h}' (timed out)\")")
        cname = "python traceback with source line"
    if lang == "en":
        mc = ch([f"I wasn't told that {task(lang)} had been failing since the DB move. The log showed:\n{snip}",
                 f"Nobody mentioned the staging database was firewalled off from the new runners. The failure output:\n{snip}",
                 f"Missing context: the job points at a host that no longer exists. Evidence from the logs:\n{snip}"])
        le = ch(["The password in the config is correct; the error is a network timeout, so check security groups before rotating anything.",
                 "This output is printed by the framework on startup; set the log level to WARN in production so config dumps don't end up in log storage.",
                 "Connection errors here are almost always the allowlist, not credentials."])
        a = ch(["Which security group do the new runners use?", "Should the leaked password in the logs be rotated?", ""])
    else:
        mc = ch([f"DB 이전 이후로 {task(lang)} 계속 실패하고 있었다는 걸 몰랐음. 로그:\n{snip}",
                 f"스테이징 DB가 새 러너에서 방화벽으로 막혀 있다는 얘기를 못 들었습니다. 실패 출력:\n{snip}",
                 f"잡이 더 이상 없는 호스트를 보고 있었음. 로그에서 확인:\n{snip}"])
        le = ch(["설정의 비번은 맞음. 에러는 네트워크 timeout이라 로테이션 전에 보안그룹부터 봐야 함.",
                 "이 출력은 프레임워크가 기동할 때 찍는 거라 운영에서는 로그 레벨 WARN으로 올려야 설정 덤프가 로그에 안 남음.",
                 "여기서 나는 접속 에러는 거의 다 allowlist 문제고 계정 문제 아님."])
        a = ch(["새 러너는 어떤 보안그룹 쓰나요?", "로그에 비번 노출된 거 로테이션해야 할까요?", ""])
    return f"log/trace: {cname}", mc, le, a


def s_diff(c, lang):
    co = company()
    r = rint(0, 4)
    if r == 0:
        old = c.s("django-insecure-" + rs(LOW + DIG + "!@#$%^&*(-_=+)", 50))
        d = (f"--- a/config/settings.py\n+++ b/config/settings.py\n@@ -21,7 +21,7 @@\n"
             f"-SECRET_KEY = \"{old}\"\n+SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]")
        what = "Django SECRET_KEY"
    elif r == 1:
        v = ch(VENDORS)
        t = c.s(v.gen())
        d = f"-{v.env}={t}\n+{v.env}=${{{v.env}}}"
        what = v.name + " key"
    elif r == 2:
        pw = c.s(pw_nospace(lang, avoid="\"'"))
        d = (f"@@ -8,4 +8,4 @@ spring:\n   datasource:\n     username: {ch(USERS)}\n-    password: {pw}\n+    password: ${{DB_PASSWORD}}")
        what = "datasource password"
    elif r == 3:
        pw = c.s(pw_nospace(lang, avoid="\"'"))
        d = (f"diff --git a/docker-compose.yml b/docker-compose.yml\n@@ -12,6 +12,7 @@\n       POSTGRES_USER: app\n"
             f"+      POSTGRES_PASSWORD: {pw}\n       POSTGRES_DB: app")
        what = "compose password (added)"
    else:
        v = ch(VENDORS)
        old, new = c.s(v.gen()), c.s(v.gen())
        d = f"-    api_key: {old}\n+    api_key: {new}"
        what = v.name + " key rotation"
    c.svc(what.replace(" key rotation", "").replace(" key", ""))
    if lang == "en":
        mc = ch([f"Nobody told me the hard-coded {what} had already been flagged by the scanner. The diff I reviewed:\n{d}",
                 f"I wasn't told this PR touches credentials. Relevant hunk:\n{d}"])
        le = ch(["Removing a secret in a new commit does not remove it from history; it has to be rotated as well.",
                 "The secret scanner only blocks pushes to main, so feature branches can still carry credentials.",
                 "Reviewers see the removed line too, so the old value is exposed in the PR page even after the fix."])
        a = ch(["Has the old value been rotated, or only removed from the file?", "Should I squash the branch so the value isn't in history?", ""])
    else:
        mc = ch([f"하드코딩된 {what} 값이 이미 스캐너에 걸렸다는 걸 몰랐음. 리뷰한 diff:\n{d}",
                 f"이 PR이 인증 정보를 건드린다는 얘기를 못 들었습니다. 해당 hunk:\n{d}"])
        le = ch(["새 커밋에서 지워도 히스토리에는 남아 있어서 로테이션까지 해야 함.",
                 "시크릿 스캐너가 main 푸시만 막아서 feature 브랜치에는 그대로 올라갈 수 있음.",
                 "지운 줄도 PR 화면에 보이니까 수정 후에도 예전 값이 노출된 상태임."])
        a = ch(["예전 값 로테이션 됐나요, 아니면 파일에서만 지운 건가요?", "히스토리에서 빼려면 브랜치 squash 해야 할까요?", ""])
    return f"diff containing credential: {what}", mc, le, a


def session_cookie():
    r = rint(0, 6)
    if r == 0:
        return "sessionid", rs(ALNUM_L, 32)
    if r == 1:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    if r == 2:
        return "JSESSIONID", rs(HEXU, 32)
    if r == 3:
        return "PHPSESSID", rs(ALNUM_L, 26)
    if r == 4:
        return "laravel_session", b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(96)), "mac": hexs(64),
                                                  "tag": ""}, separators=(",", ":")).encode()).replace("=", "%3D")
    if r == 5:
        return "_gitlab_session", hexs(32)
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, 180)


def oidc_jwt(co):
    now = ts()
    return jwt({"iss": f"https://login.{co}.com/", "sub": "auth0|" + hexs(24), "aud": [f"https://api.{co}.com", f"https://{co}.us.auth0.com/userinfo"],
                "iat": now, "exp": now + 86400, "scope": "openid profile email read:orders", "azp": rs(B62, 32)},
               alg="ES256", sig_bytes=64)


def s_http_auth(c, lang):
    co = company()
    r = rint(0, 5)
    u = ch(USERS)
    if r == 0:
        pw = pw_nospace(lang, avoid=":")
        blob = c.s(b64s(f"{u}:{pw}"))
        snip = (f"> GET /api/v2/reports HTTP/1.1\n> Host: {host('api', co)}\n> Authorization: Basic {blob}\n> User-Agent: curl/8.5.0\n"
                f"< HTTP/1.1 403 Forbidden")
        what = "HTTP Basic header (curl -v)"
    elif r == 1:
        tok = c.s(oidc_jwt(co))
        snip = f"curl 'https://api.{co}.com/v1/orders?limit=50' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer {tok}'"
        what = "Bearer JWT (copy as cURL)"
    elif r == 2:
        name, val = session_cookie()
        c.s(val)
        snip = (f"curl 'https://admin.{co}.com/api/users/export' \\\n  -H 'accept: */*' \\\n"
                f"  -b '{name}={val}; theme=dark; _ga=GA1.1.{rint(10**8, 10**9)}.{ts()}'")
        what = f"session cookie {name} (copy as cURL)"
    elif r == 3:
        name, val = session_cookie()
        c.s(val)
        snip = f"Cookie: {name}={val}; locale=ko-KR"
        what = f"Cookie header {name}"
    elif r == 4:
        pw = pw_nospace(lang, avoid=":")
        blob = c.s(b64s(f"{u}:{pw}"))
        snip = json.dumps({"request": {"method": "GET", "url": f"https://{host('api', co)}/health/deep",
                                       "headers": [{"name": "Authorization", "value": f"Basic {blob}"},
                                                   {"name": "Accept", "value": "application/json"}]}}, indent=1)
        what = "HAR entry with Basic auth"
    else:
        pw = pw_nospace(lang, avoid=":@")
        blob = c.s(b64s(f"{u}:{pw}"))
        snip = f"Proxy-Authorization: Basic {blob}\nvia proxy.{co}.internal:3128"
        what = "Proxy-Authorization header"
    if lang == "en":
        mc = ch([f"Nobody told me the admin API needs an authenticated session; I reproduced the browser request:\n{snip}",
                 f"I didn't know {task(lang)} goes through the internal API with a personal login. What I captured:\n{snip}",
                 f"Missing: how to reproduce the 403 outside the browser. Copied from DevTools:\n{snip}"])
        le = ch(["The 403 was a missing role on the account, not an expired token.", "Tokens copied from the browser expire within a day; scripts need a service account.",
                 "The API ignores the cookie when an Authorization header is present."])
        a = ch(["Is there a service account for this API so I don't reuse a browser session?", "Which role is needed for the export endpoint?", ""])
    else:
        mc = ch([f"어드민 API에 로그인 세션이 필요하다는 걸 몰랐음. 브라우저 요청 그대로 재현함:\n{snip}",
                 f"{task(lang)} 작업이 개인 계정으로 내부 API를 탄다는 걸 몰랐습니다. 캡처한 요청:\n{snip}",
                 f"브라우저 밖에서 403 재현하는 방법을 몰랐음. DevTools에서 복사:\n{snip}"])
        le = ch(["403은 토큰 만료가 아니라 계정에 role이 없어서였음.", "브라우저에서 복사한 토큰은 하루 안에 만료돼서 스크립트에는 서비스 계정 써야 함.",
                 "Authorization 헤더가 있으면 API가 쿠키는 무시함."])
        a = ch(["브라우저 세션 재사용 말고 이 API용 서비스 계정 있나요?", "export 엔드포인트에 필요한 role이 뭔가요?", ""])
    return f"http auth: {what}", mc, le, a


def s_sql(c, lang):
    u = ch(USERS)
    co = company()
    pw = c.s(pw_nospace(lang, avoid="'\"\\;"))
    r = rint(0, 7)
    stmt = [f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {ch(DBNAMES)}.* TO '{u}'@'%';",
            f"ALTER USER {u} WITH PASSWORD '{pw}';",
            f"CREATE ROLE {u} LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';",
            f"CREATE LOGIN [{u}] WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;",
            f"ALTER USER {u.upper()} IDENTIFIED BY \"{pw}\" ACCOUNT UNLOCK;",
            f"CREATE USER {u.upper()} PASSWORD = '{pw}' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;",
            f"INSERT INTO api_clients (name, client_secret) VALUES ('{co}-partner', '{pw}');",
            f"SET PASSWORD FOR '{u}'@'localhost' = '{pw}';"][r]
    dbk = ["MySQL", "PostgreSQL", "PostgreSQL", "SQL Server", "Oracle", "Snowflake", "seed data", "MySQL"][r]
    if lang == "en":
        mc = ch([f"Nobody told me the {dbk} user for {task(lang)} had to be created by hand. The migration notes had:\n{stmt}",
                 f"I wasn't told which statement ops ran to provision the account:\n{stmt}"])
        le = ch(["Grants must be re-applied after restoring from a snapshot; the user survives but the privileges don't.",
                 "The password policy on this server rejects anything under 12 characters, which is why the first attempt failed."])
        a = ch([f"Can I keep the user created with this statement, or should ops recreate it?", "Where should the account's password be stored?", ""])
    else:
        mc = ch([f"{task(lang)}용 {dbk} 계정을 수동으로 만들어야 한다는 걸 몰랐음. 마이그레이션 노트에 있던 SQL:\n{stmt}",
                 f"운영팀이 계정 만들 때 실행한 쿼리를 공유받지 못했었음:\n{stmt}"])
        le = ch(["스냅샷 복원하면 유저는 남는데 권한은 날아가서 GRANT 다시 해야 함.", "이 서버 비번 정책이 12자 미만은 거부해서 첫 시도가 실패했던 거임."])
        a = ch(["이 쿼리로 만든 계정 그대로 써도 되나요?", "계정 비번은 어디에 보관해야 하나요?", ""])
    return f"SQL statement with password: {dbk}", mc, le, a


def s_privkey(c, lang):
    co = company()
    r = rint(0, 9)
    if r == 0:
        lines = pem_lines(ec_sec1_der())
        block = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(c.s(x) for x in lines) + "\n-----END EC PRIVATE KEY-----"
        what, where = "EC private key (SEC1)", f"certs/{ch(['client', 'mtls', 'signer'])}.key"
    elif r == 1:
        lines = pem_lines(ec_pkcs8_der())
        kid = rs(ALNUM_U, 10)
        block = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(c.s(x) for x in lines) + "\n-----END PRIVATE KEY-----"
        what, where = "App Store Connect / APNs .p8 key", f"AuthKey_{kid}.p8"
    elif r == 2:
        lines = pem_lines(ed25519_pkcs8_der())
        block = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(c.s(x) for x in lines) + "\n-----END PRIVATE KEY-----"
        what, where = "Ed25519 PKCS#8 key", "keys/jwt-signing.pem"
    elif r in (3, 4):
        lines, pub = openssh_ed25519(f"{ch(USERS)}@{co}-{ch(['build', 'deploy', 'bastion'])}")
        block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(c.s(x) for x in lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        what, where = "OpenSSH ed25519 private key", L(lang, ["~/.ssh/id_ed25519 on the build box", "deploy_key", "the DEPLOY_KEY CI variable"],
                                                        ["빌드 서버 ~/.ssh/id_ed25519", "deploy_key", "CI 변수 DEPLOY_KEY"])
    elif r == 5:
        lines = pem_lines(rsa_pkcs1_der_head(), keep=rint(3, 5))
        block = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(c.s(x) for x in lines) + "\n...(truncated)..."
        what, where = "RSA private key (partial paste)", ch(["id_rsa", "server.key", "jenkins.pem"])
    elif r == 6:
        lines = pem_lines(rsa_pkcs8_der_head(), keep=rint(2, 4))
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(c.s(x) for x in lines) + "\\n..."
        snip = json.dumps({"type": "service_account", "project_id": f"{co}-{ch(['prod', 'data', 'ml'])}-{rint(100, 999)}",
                           "private_key_id": hexs(40), "private_key": "PK",
                           "client_email": f"{ch(SLUGS)}-sa@{co}-prod.iam.gserviceaccount.com"}, indent=2)
        block = snip.replace('"PK"', '"' + pk + '"')
        what, where = "GCP service account JSON (private_key)", f"{co}-sa.json"
    elif r == 7:
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(ec_sec1_der())) + "\n-----END EC PRIVATE KEY-----\n"
        blob = c.s(b64s(pem))
        block = (f"users:\n- name: {co}-admin\n  user:\n    client-certificate: /etc/kubernetes/pki/{co}-admin.crt\n    client-key-data: {blob}")
        what, where = "kubeconfig client-key-data", "~/.kube/config"
    elif r == 8:
        lines = pgp_secret_lines(rint(3, 5))
        block = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(c.s(x) for x in lines) + "\n...\n=" + rs(B64, 4) +
                 "\n-----END PGP PRIVATE KEY BLOCK-----")
        what, where = "PGP private key block (partial)", "release-signing.asc"
    else:
        k = c.s(wg_key())
        block = (f"[Interface]\nPrivateKey = {k}\nAddress = 10.{rint(6, 99)}.0.{rint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\n"
                 f"PublicKey = {wg_key()}\nEndpoint = vpn.{co}.io:51820\nAllowedIPs = 10.0.0.0/8")
        what, where = "WireGuard PrivateKey", "wg0.conf"
    if lang == "en":
        mc = ch([f"Nobody told me which key {task(lang)} signs or authenticates with. It was in {where}:\n{block}",
                 f"I wasn't told the deploy uses a key kept in {where}. Contents:\n{block}",
                 f"Missing: the key material for {what.split(' (')[0]}. {person(lang)} pasted it from {where}:\n{block}"])
        le = ch(["The key must be readable only by its owner (chmod 600) or the client refuses to use it.",
                 "Line breaks matter: when stored in an env var the newlines must be preserved or the parser fails with 'invalid PEM'.",
                 "This key is shared between staging and prod, which is why revoking it broke both."])
        a = ch(["Should this key be regenerated since it has been pasted into notes?", "Is there a per-environment key I should use instead?", ""])
    else:
        mc = ch([f"{task(lang)}에서 어떤 키로 서명/인증하는지 아무도 안 알려줌. {where}에 있었음:\n{block}",
                 f"배포가 {where}에 있는 키를 쓴다는 걸 몰랐습니다. 내용:\n{block}",
                 f"{what.split(' (')[0]} 키 파일 위치를 몰랐음. {person(lang)}이 {where}에서 붙여줌:\n{block}"])
        le = ch(["키 파일 권한이 600이 아니면 클라이언트가 거부함.",
                 "env 변수에 넣을 때 개행 유지 안 하면 invalid PEM 에러 남.",
                 "이 키를 staging이랑 prod가 같이 써서 폐기하니까 둘 다 깨졌음."])
        a = ch(["노트에 붙여넣어졌으니 키 재발급해야 하나요?", "환경별로 따로 쓰는 키가 있나요?", ""])
    return f"private key: {what}", mc, le, a


def totp_secret():
    return base64.b32encode(rbytes(ch([10, 20]))).decode().rstrip("=")


def s_totp(c, lang):
    co = company()
    sec = totp_secret()
    issuer = ch(["GitHub", "AWS", "Google", "Okta", "GitLab", "Cloudflare", "Stripe", "Atlassian", co.capitalize() + " VPN",
                 "npm", "PyPI", "Kakao", "Naver", "Microsoft", "1Password"])
    acct = ch([f"ops@{co}.com", f"{ch(USERS)}@{co}.com", f"{co}-shared-admin", "root-account"])
    r = rint(0, 4)
    if r == 0:
        c.s(sec)
        snip = f"otpauth://totp/{urlq(issuer)}:{urlq(acct)}?secret={sec}&issuer={urlq(issuer)}&algorithm=SHA1&digits=6&period=30"
        what = "otpauth URI"
    elif r == 1:
        grouped = " ".join(wrap(sec.lower(), 4))
        c.s(grouped)
        snip = L(lang, f"setup key: {grouped}", f"설정 키: {grouped}")
        what = "TOTP setup key (grouped)"
    elif r == 2:
        c.s(sec)
        snip = f"totp = pyotp.TOTP(\"{sec}\")\nprint(totp.now())"
        what = "pyotp seed in code"
    elif r == 3:
        c.s(sec)
        snip = f"$ oathtool --totp -b {sec}"
        what = "oathtool seed"
    else:
        c.s(sec)
        snip = f"MFA_SEED={sec}"
        what = "TOTP seed in .env"
    c.svc(issuer)
    if lang == "en":
        mc = ch([f"Nobody told me the shared {issuer} admin account has MFA, or where the seed is. The team keeps it like this:\n{snip}",
                 f"The {issuer} account {acct} needs a TOTP code and the phone that had it is gone. The seed from the setup:\n{snip}"])
        le = ch(["Anyone with the seed can generate codes, so it is as sensitive as the password itself.",
                 "Codes fail if the machine clock drifts more than 30 seconds; sync NTP first."])
        a = ch([f"Can we move {issuer} MFA to per-person hardware keys?", "Who else has this seed?", ""])
    else:
        mc = ch([f"{issuer} 공용 관리자 계정에 MFA 걸려 있는 걸 몰랐고 seed 위치도 몰랐음. 팀에서 이렇게 보관 중:\n{snip}",
                 f"{issuer} {acct} 계정 TOTP 코드가 필요한데 등록된 폰이 없음. 설정할 때 seed:\n{snip}"])
        le = ch(["seed 있으면 누구나 코드 생성 가능하니까 비밀번호만큼 민감함.", "서버 시간이 30초 이상 틀어지면 코드 실패함. NTP 먼저 맞춰야 함."])
        a = ch([f"{issuer} MFA를 개인별 하드웨어 키로 바꿀 수 있을까요?", "이 seed 가진 사람 또 누구?", ""])
    return f"TOTP: {what} ({issuer})", mc, le, a


def s_recovery(c, lang):
    co = company()
    r = rint(0, 6)
    if r == 0:
        codes = [c.s(hexs(5) + "-" + hexs(5)) for _ in range(rint(4, 8))]
        svc, body = "GitHub", "\n".join(codes)
    elif r == 1:
        codes = [c.s(f"{rint(1000, 9999)} {rint(1000, 9999)}") for _ in range(rint(4, 10))]
        svc, body = "Google", "\n".join(f"{i + 1}. {x}" for i, x in enumerate(codes))
    elif r == 2:
        groups = []
        for _ in range(8):
            groups.append(f"{11 * rint(0, 65535):06d}")
        key = c.s("-".join(groups))
        svc, body = "BitLocker", L(lang, f"Recovery key ID: {rs(HEXU, 8)}\nRecovery key: {key}", f"복구 키 ID: {rs(HEXU, 8)}\n복구 키: {key}")
    elif r == 3:
        alpha = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
        key = c.s("A3-" + rs(alpha, 6) + "-" + rs(alpha, 6) + "-" + "-".join(rs(alpha, 5) for _ in range(5)))
        svc, body = "1Password", L(lang, f"Secret Key: {key}", f"Secret Key(비밀 키): {key}")
    elif r == 4:
        codes = [c.s(hexs(16)) for _ in range(rint(4, 6))]
        svc, body = "GitLab", "\n".join(codes)
    elif r == 5:
        codes = [c.s(rs(ALNUM_L, 4) + "-" + rs(ALNUM_L, 4)) for _ in range(rint(4, 8))]
        svc, body = "Discord", "\n".join(codes)
    else:
        alpha = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        key = c.s("-".join(rs(alpha, 4) for _ in range(7)))
        svc, body = "Apple ID", L(lang, f"Recovery Key: {key}", f"복구 키: {key}")
    c.svc(svc)
    if lang == "en":
        mc = ch([f"Nobody told me the shared {svc} account's second factor is tied to someone who left. The recovery codes from the team vault export:\n{body}",
                 f"I wasn't told that the {svc} recovery material is kept in the repo's ops notes:\n{body}"])
        le = ch(["Each recovery code works once; cross out the used one or the next person will burn time on it.",
                 f"After using a recovery code, {svc} asks to re-enroll MFA immediately, so have the new device ready."])
        a = ch(["Which codes have already been used?", f"Can the {svc} account be moved to an owner who is still here?", ""])
    else:
        mc = ch([f"{svc} 공용 계정 2차 인증이 퇴사자 폰에 묶여 있다는 걸 몰랐음. 팀 볼트 export에 있던 복구 코드:\n{body}",
                 f"{svc} 복구 정보가 레포 ops 노트에 있다는 얘기를 못 들었습니다:\n{body}"])
        le = ch(["복구 코드는 한 번씩만 쓸 수 있으니 쓴 건 지워둬야 다음 사람이 헛수고 안 함.",
                 f"복구 코드 쓰고 나면 {svc}에서 바로 MFA 재등록 요구하니까 새 기기 준비해둘 것."])
        a = ch(["이미 쓴 코드는 어떤 건가요?", f"{svc} 계정 소유자를 현재 인원으로 옮길 수 있을까요?", ""])
    return f"recovery codes: {svc}", mc, le, a


def s_wifi(c, lang):
    co = company()
    ssid = ch([f"{co.capitalize()}-Office", f"{co.upper()}_5G", f"{co}-guest", "iptime_5G", f"{co}-lab", "KT_GiGA_5G_" + rs(HEXU, 4)])
    pw = c.s(pw_any(lang, avoid="\";\\,'"))
    r = rint(0, 4)
    if r == 0:
        snip = f'network={{\n    ssid="{ssid}"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
        what = "wpa_supplicant.conf"
    elif r == 1:
        snip = f"WIFI:T:WPA;S:{ssid};P:{pw};;"
        what = "Wi-Fi QR payload"
    elif r == 2:
        snip = f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={pw}\nwpa_key_mgmt=WPA-PSK"
        what = "hostapd.conf"
    else:
        snip = L(lang, f"Wi-Fi: {ssid} / {pw}", f"와이파이 {ssid} 비번 {pw}")
        what = "prose"
    if lang == "en":
        mc = ch([f"Nobody told me the test devices in the lab join a separate network. Details:\n{snip}",
                 f"I wasn't told the kiosk image needs Wi-Fi credentials baked in; the existing image had:\n{snip}"])
        le = ch(["The IoT devices only support 2.4 GHz, so the 5G SSID never works for them.", "The guest network isolates clients, so devices on it can't reach the local API."])
        a = ch(["Is there a separate SSID for test devices?", "Does the Wi-Fi password change every quarter?", ""])
    else:
        mc = ch([f"랩 테스트 기기들이 별도 네트워크에 붙는다는 걸 몰랐음. 정보:\n{snip}",
                 f"키오스크 이미지에 와이파이 정보를 넣어야 한다는 얘기가 없었음. 기존 이미지 설정:\n{snip}"])
        le = ch(["IoT 기기는 2.4GHz만 지원해서 5G SSID로는 안 붙음.", "게스트망은 클라이언트 격리라 거기 붙은 기기는 로컬 API 못 봄."])
        a = ch(["테스트 기기용 SSID 따로 있나요?", "와이파이 비번 분기마다 바뀌나요?", ""])
    return f"Wi-Fi key: {what}", mc, le, a


def s_pin(c, lang):
    r = rint(0, 5)
    if r == 0:
        code = c.s(str(rint(10**7, 10**8 - 1)))
        en, ko = f"The SIM PUK for the on-call phone is {code}.", f"당직폰 유심 PUK 코드는 {code} 임."
        what = "SIM PUK"
    elif r == 1:
        code = c.s(f"{rint(1000, 9999)}{ch(['*', '#'])}{rint(1000, 9999)}")
        en, ko = f"Server room keypad code: {code}", f"서버실 도어락 비번: {code}"
        what = "door code"
    elif r == 2:
        code = c.s(str(rint(10**7, 10**8 - 1)))
        en, ko = f"YubiKey PIV PUK is {code}, PIN was reset to the same by mistake.", f"YubiKey PIV PUK {code}, PIN도 실수로 같은 걸로 바꿔버림."
        what = "YubiKey PUK"
    elif r == 3:
        code = c.s(str(rint(10**7, 10**8 - 1)) + ch(["", "#"]))
        en, ko = f"Alarm disarm code for the office is {code}.", f"사무실 보안 해제 번호 {code}"
        what = "alarm code"
    elif r == 4:
        code = c.s(str(rint(10**7, 10**9 - 1)))
        en, ko = f"The test iPhone unlock passcode is {code}.", f"테스트 아이폰 잠금 해제 암호 {code}"
        what = "device passcode"
    else:
        code = c.s(pw_alnum(rint(8, 10)))
        en, ko = f"BIOS setup password on the build servers: {code}", f"빌드 서버 BIOS 설정 비번: {code}"
        what = "BIOS password"
    if lang == "en":
        mc = ch([f"Nobody told me how to get physical access for the hardware swap. {en}", f"{en} Nobody had written that down anywhere I could find."])
        le = ch(["Facilities logs every use of the code, so tell them before going in after hours.", "Three wrong tries locks it for 10 minutes."])
        a = ch(["Does this code change when someone leaves the team?", "Who should I notify before using it?", ""])
    else:
        mc = ch([f"하드웨어 교체하러 가야 하는데 출입 방법을 아무도 안 알려줌. {ko}", f"{ko} 이거 어디에도 정리돼 있지 않았음."])
        le = ch(["총무팀에서 사용 기록 다 남기니까 야간 출입 전에 미리 말해야 함.", "3번 틀리면 10분 잠김."])
        a = ch(["퇴사자 생기면 이 번호 바뀌나요?", "사용 전에 누구한테 알려야 하나요?", ""])
    return f"PIN/door code: {what}", mc, le, a


BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice
aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley
allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask
aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author
auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become
beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board
boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave
bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget
buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable
cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution
cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat
cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog
close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine
come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper
copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane
crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march
margin marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat
mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal method middle
midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model
modify mom moment monitor monkey monster month moon moral more morning mosquito mother motion motor mountain mouse move
movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth wage wagon wait walk wall
walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend
weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window wine wing wink
winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle
wrist write wrong yard year yellow you young youth zebra zero zone zoo""".split()


def s_seed(c, lang):
    n = ch([12, 12, 24])
    phrase = " ".join(ch(BIP39_SUBSET) for _ in range(n))
    co = company()
    r = rint(0, 4)
    if r == 0:
        c.s(phrase)
        snip = f'MNEMONIC="{phrase}"'
        what, where = "dotenv MNEMONIC", ".env"
    elif r == 1:
        c.s(phrase)
        snip = f"    sepolia: {{\n      url: process.env.SEPOLIA_RPC,\n      accounts: {{ mnemonic: \"{phrase}\" }},\n    }},"
        what, where = "hardhat config mnemonic", "hardhat.config.ts"
    elif r == 2:
        c.s(phrase)
        snip = f'const wallet = ethers.Wallet.fromPhrase("{phrase}");'
        what, where = "ethers Wallet.fromPhrase", "scripts/fund-testnet.ts"
    elif r == 3:
        c.s(phrase)
        snip = phrase
        what, where = "plain seed phrase", L(lang, "the treasury wallet note", "재무 지갑 메모")
    else:
        k = c.s("0x" + hexs(64))
        snip = f"DEPLOYER_PRIVATE_KEY={k}\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/${{ALCHEMY_KEY}}"
        what, where = "EVM private key", ".env.deploy"
    if lang == "en":
        mc = ch([f"Nobody told me the deploy scripts sign with a shared hot wallet. From {where}:\n{snip}",
                 f"I wasn't told the testnet faucet wallet is controlled by the key in {where}:\n{snip}"])
        le = ch(["Anything derived from this phrase controls real funds on mainnet too, even if it's only meant for testnet.",
                 "The deployer account needs a gas balance; failed deploys were out-of-gas, not a bad key."])
        a = ch(["Should we move the deployer to a hardware wallet or a KMS signer?", "Is this wallet used on mainnet as well?", ""])
    else:
        mc = ch([f"배포 스크립트가 공용 핫월렛으로 서명한다는 걸 몰랐음. {where} 내용:\n{snip}",
                 f"테스트넷 faucet 지갑이 {where}에 있는 키로 관리된다는 얘기를 못 들었습니다:\n{snip}"])
        le = ch(["이 니모닉에서 파생된 주소는 메인넷 자산도 통제 가능함. 테스트넷용이라도 똑같이 민감함.",
                 "deployer 계정에 가스비 잔고가 있어야 함. 배포 실패는 키 문제가 아니라 out of gas였음."])
        a = ch(["deployer를 하드웨어 지갑이나 KMS 서명으로 옮기는 게 좋을까요?", "이 지갑 메인넷에서도 쓰나요?", ""])
    return f"wallet secret: {what}" + (f" ({n} words)" if r < 4 else ""), mc, le, a


def s_apppw(c, lang):
    co = company()
    r = rint(0, 5)
    if r == 0:
        pw = c.s(" ".join(rs(LOW, 4) for _ in range(4)))
        snip = f"EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"noreply@{co}.com\"\nEMAIL_HOST_PASSWORD = \"{pw}\""
        what = "Gmail app password (Django)"
    elif r == 1:
        pw = c.s(rs(LOW, 16))
        snip = (f"const transporter = nodemailer.createTransport({{\n  service: \"gmail\",\n  auth: {{ user: \"alerts@{co}.com\", pass: \"{pw}\" }},\n}});")
        what = "Gmail app password (nodemailer)"
    elif r == 2:
        pw = c.s("-".join(rs(LOW, 4) for _ in range(4)))
        snip = (f"$ xcrun notarytool store-credentials \"{co}-notary\" --apple-id release@{co}.com --team-id {rs(ALNUM_U, 10)} "
                f"--password {pw}")
        what = "Apple app-specific password (notarytool)"
    elif r == 3:
        pw = c.s("-".join(rs(LOW, 4) for _ in range(4)))
        snip = f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={pw}\nFASTLANE_USER=release@{co}.com"
        what = "Apple app-specific password (fastlane)"
    elif r == 4:
        pw = c.s(rs(ALNUM_U, 12))
        snip = f"spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username={co}_noti\nspring.mail.password={pw}"
        what = "Naver mail app password"
    else:
        pw = c.s(rs(LOW, 16))
        snip = f"[smtp.office365.com]:587 reports@{co}.com:{pw}"
        what = "Microsoft 365 app password (postfix sasl_passwd)"
    c.svc(what.split(" (")[0])
    if lang == "en":
        mc = ch([f"Nobody told me outgoing mail uses a personal mailbox with an app password. Config:\n{snip}",
                 f"I wasn't told the release signing step logs in with an app-specific password:\n{snip}"])
        le = ch(["App passwords bypass MFA, so if this one leaks it is a full login for that mailbox/account.",
                 "App passwords stop working when the owner changes their main password, which explains last month's outage."])
        a = ch(["Can we switch to a service account or API key instead of someone's app password?", "Whose account is this?", ""])
    else:
        mc = ch([f"메일 발송이 개인 메일 계정 앱 비밀번호로 돌고 있다는 걸 몰랐음. 설정:\n{snip}",
                 f"릴리스 서명 단계가 앱 전용 비밀번호로 로그인한다는 얘기를 못 들었습니다:\n{snip}"])
        le = ch(["앱 비밀번호는 MFA를 우회하니까 유출되면 그 계정 로그인이 그대로 뚫림.",
                 "계정 주인이 본 비밀번호 바꾸면 앱 비밀번호도 무효화돼서 지난달 장애가 났던 거임."])
        a = ch(["개인 앱 비밀번호 말고 서비스 계정이나 API 키로 바꿀 수 있을까요?", "이거 누구 계정인가요?", ""])
    return f"app password: {what}", mc, le, a


def s_appsecret(c, lang):
    r = rint(0, 7)
    if r == 0:
        v = c.s(hexs(128))
        snip, what = f"production:\n  secret_key_base: {v}", "Rails secret_key_base"
    elif r == 1:
        v = c.s("base64:" + b64(rbytes(32)))
        snip, what = f"APP_KEY={v}\nAPP_ENV=production", "Laravel APP_KEY"
    elif r == 2:
        v = c.s(b64(rbytes(32)))
        snip, what = f"NEXTAUTH_SECRET={v}\nNEXTAUTH_URL=https://app.{company()}.com", "NextAuth secret"
    elif r == 3:
        v = c.s(pw_generated(rint(32, 48)))
        snip, what = f"JWT_SECRET={v}\nJWT_EXPIRES_IN=7d", "JWT signing secret"
    elif r == 4:
        v = c.s(b64u(rbytes(32)) + "=")
        snip, what = f"FERNET_KEY = b\"{v}\"", "Fernet key"
    elif r == 5:
        v = c.s(hexs(64))
        snip, what = f"app.secret_key = \"{v}\"", "Flask secret_key"
    elif r == 6:
        v = c.s(rs(LOW + DIG + "!@#$%^&*(-_=+)", 50))
        snip, what = f"SECRET_KEY = '{v}'", "Django SECRET_KEY"
    else:
        v = c.s(b64(rbytes(32)))
        snip, what = f"encryption:\n  key: \"{v}\"\n  algorithm: AES-256-GCM", "AES data encryption key"
    where = ch(["config/credentials.yml", ".env.production", "settings.py", "app/config.py", "config/application.yml"])
    if lang == "en":
        mc = ch([f"Nobody told me the signing secret for sessions lives in the repo ({where}):\n{snip}",
                 f"I wasn't told that rotating the {what} logs everyone out. The current value, from {where}:\n{snip}"])
        le = ch([f"Changing the {what} invalidates every existing session and signed URL.", f"The {what} must be identical on all replicas or logins bounce between pods."])
        a = ch([f"Is it okay to rotate the {what}, or should it wait for the maintenance window?", "Should this move to the secret manager?", ""])
    else:
        mc = ch([f"세션 서명 시크릿이 레포({where})에 있다는 걸 몰랐음:\n{snip}",
                 f"{what} 바꾸면 전원 로그아웃된다는 걸 아무도 얘기 안 해줌. {where}의 현재 값:\n{snip}"])
        le = ch([f"{what} 바꾸면 기존 세션이랑 서명 URL 전부 무효화됨.", f"{what} 값이 레플리카마다 다르면 pod 사이에서 로그인이 튕김."])
        a = ch([f"{what} 지금 로테이션해도 되나요, 점검 시간까지 기다려야 하나요?", "이거 시크릿 매니저로 옮겨야 할까요?", ""])
    return f"app secret: {what}", mc, le, a


def s_registry(c, lang):
    co = company()
    u = ch(["ci", "deploy", co + "-bot", "release"])
    r = rint(0, 7)
    if r == 0:
        pw = pw_nospace(lang, avoid=":")
        blob = c.s(b64s(f"{u}:{pw}"))
        snip = json.dumps({"auths": {f"registry.{co}.io": {"auth": blob}}}, indent=2)
        what, where = "docker config.json auth", "~/.docker/config.json"
    elif r == 1:
        t = c.s(crc_token("npm_"))
        snip = f"@{co}:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken={t}"
        what, where = ".npmrc _authToken", ".npmrc"
    elif r == 2:
        pw = pw_nospace(lang, avoid=":")
        blob = c.s(b64s(f"{u}:{pw}"))
        snip = f"registry=https://nexus.{co}.internal/repository/npm-group/\n_auth={blob}\nalways-auth=true"
        what, where = ".npmrc _auth (base64)", ".npmrc"
    elif r == 3:
        t = c.s(g_pypi())
        snip = f"[pypi]\n  username = __token__\n  password = {t}"
        what, where = ".pypirc token", "~/.pypirc"
    elif r == 4:
        pw = c.s(pw_nospace(lang, avoid="<>&"))
        snip = (f"<servers>\n  <server>\n    <id>{co}-releases</id>\n    <username>{u}</username>\n    <password>{pw}</password>\n"
                f"  </server>\n</servers>")
        what, where = "Maven settings.xml", "~/.m2/settings.xml"
    elif r == 5:
        pw = c.s(pw_nospace(lang, avoid="<>&\""))
        snip = (f"<packageSourceCredentials>\n  <{co}>\n    <add key=\"Username\" value=\"{u}\" />\n"
                f"    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </{co}>\n</packageSourceCredentials>")
        what, where = "NuGet.Config ClearTextPassword", "NuGet.Config"
    elif r == 6:
        pw = c.s(pw_nospace(lang, avoid="\""))
        snip = json.dumps({"http-basic": {f"repo.{co}.com": {"username": u, "password": pw}}}, indent=4)
        what, where = "composer auth.json", "auth.json"
    else:
        pw = c.s(pw_nospace(lang, avoid="@:/"))
        snip = f"[global]\nindex-url = https://{u}:{pw}@pypi.{co}.internal/simple\ntrusted-host = pypi.{co}.internal"
        what, where = "pip.conf index-url", "~/.config/pip/pip.conf"
    if lang == "en":
        mc = ch([f"Nobody told me private packages need registry credentials. The CI image has {where}:\n{snip}",
                 f"I wasn't told how the build authenticates to the internal registry; {person(lang)} sent their {where}:\n{snip}"])
        le = ch(["The registry returns 404, not 401, for private packages when auth is missing.",
                 "Credentials in the home directory are picked up by every tool, so the CI cache can leak them into artifacts."])
        a = ch(["Is there a read-only token for CI instead of this one?", "Should this be injected from CI secrets rather than baked into the image?", ""])
    else:
        mc = ch([f"사설 패키지 받으려면 레지스트리 인증이 필요하다는 걸 몰랐음. CI 이미지에 {where} 파일이 이렇게 들어 있었음:\n{snip}",
                 f"빌드가 사내 레지스트리에 어떻게 인증하는지 몰랐습니다. {person(lang)}이 본인 {where} 보내줌:\n{snip}"])
        le = ch(["인증 없으면 사설 패키지에 401이 아니라 404가 뜸.", "홈 디렉터리의 인증 파일은 모든 툴이 읽어서 CI 캐시 타고 아티팩트에 섞여 나갈 수 있음."])
        a = ch(["CI용 read-only 토큰 따로 있나요?", "이미지에 굽지 말고 CI 시크릿으로 주입하는 게 맞죠?", ""])
    return f"registry credentials: {what}", mc, le, a


def s_git_url(c, lang):
    co = company()
    r = rint(0, 4)
    repo = f"{co}/{ch(['infra', 'backend', 'mobile', 'data-pipeline', 'web'])}"
    if r == 0:
        t = c.s(crc_token("ghp_"))
        u = f"https://{ch(['x-access-token', 'oauth2', co + '-bot'])}:{t}@github.com/{repo}.git"
        snip = f"$ git remote -v\norigin\t{u} (fetch)\norigin\t{u} (push)"
        what = "git remote -v with GitHub PAT"
    elif r == 1:
        t = c.s(g_gitlab())
        snip = f"[remote \"origin\"]\n\turl = https://oauth2:{t}@gitlab.com/{repo}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*"
        what = ".git/config with GitLab token"
    elif r == 2:
        pw = c.s(urlq(pw_nospace(lang)))
        snip = f"https://{ch(USERS)}:{pw}@bitbucket.org\nhttps://{ch(USERS)}:{c.s(g_fine_pat())}@github.com"
        what = "~/.git-credentials"
    elif r == 3:
        t = c.s(crc_token("ghp_"))
        snip = f"$ git clone https://{t}@github.com/{repo}.git"
        what = "git clone with token"
    else:
        t = c.s(rs("abcdefghijklmnopqrstuvwxyz234567", 52))
        snip = f"$ git clone https://{co}:{t}@dev.azure.com/{co}/{repo.split('/')[1]}/_git/{repo.split('/')[1]}"
        what = "git clone with Azure DevOps PAT"
    if lang == "en":
        mc = ch([f"Nobody told me the deploy box clones over HTTPS with an embedded token:\n{snip}",
                 f"I wasn't told why the mirror job still had push access after the team change. The remote config:\n{snip}"])
        le = ch(["Tokens embedded in remote URLs end up in .git/config and in CI logs; use a credential helper.",
                 "The token belongs to a person, so the job breaks whenever they leave the org."])
        a = ch(["Should this be replaced with a deploy key or a GitHub App token?", "Whose token is this?", ""])
    else:
        mc = ch([f"배포 서버가 토큰 박힌 HTTPS URL로 clone 한다는 걸 몰랐음:\n{snip}",
                 f"팀 변경 후에도 미러 잡이 push 권한이 있는 이유를 몰랐습니다. remote 설정:\n{snip}"])
        le = ch(["remote URL에 토큰 넣으면 .git/config랑 CI 로그에 남음. credential helper 써야 함.",
                 "개인 토큰이라 그 사람이 퇴사하면 잡이 깨짐."])
        a = ch(["deploy key나 GitHub App 토큰으로 바꿀까요?", "이거 누구 토큰인가요?", ""])
    return f"git credentials: {what}", mc, le, a


def s_oauth_resp(c, lang):
    co = company()
    r = rint(0, 2)
    if r == 0:
        at = c.s(oidc_jwt(co))
        rt = c.s(rs(B64U, ch([32, 48, 64])))
        snip = json.dumps({"access_token": at, "refresh_token": rt, "token_type": "Bearer", "expires_in": 86400,
                           "scope": "openid offline_access"}, indent=2)
        idp = "Auth0"
    elif r == 1:
        at = c.s("ya29.a0" + rs(B64U, 150))
        rt = c.s("1//0e" + rs(B64U, 98))
        snip = json.dumps({"access_token": at, "expires_in": 3599, "refresh_token": rt,
                           "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}, indent=2)
        idp = "Google"
    else:
        at = c.s(crc_token("gho_"))
        snip = f"access_token={at}&scope=repo%2Cread%3Aorg&token_type=bearer"
        idp = "GitHub OAuth"
    c.svc(idp)
    if lang == "en":
        mc = ch([f"Nobody told me the sync uses a user-delegated {idp} token rather than a service account. The token response I got while testing:\n{snip}",
                 f"I didn't know the {idp} refresh flow had to be bootstrapped manually. Response from the token endpoint:\n{snip}"])
        le = ch(["The refresh token is long-lived; store it like a password, not in the job's config file.",
                 "Access tokens expire in an hour; the 401s after lunch were expiry, not revocation."])
        a = ch(["Who should own the OAuth consent for the sync job?", "Can we revoke this token and re-consent with a service account?", ""])
    else:
        mc = ch([f"동기화가 서비스 계정이 아니라 사용자 위임 {idp} 토큰으로 돈다는 걸 몰랐음. 테스트하면서 받은 토큰 응답:\n{snip}",
                 f"{idp} refresh 플로우를 처음에 수동으로 한 번 돌려야 한다는 걸 몰랐습니다. 토큰 엔드포인트 응답:\n{snip}"])
        le = ch(["refresh token은 수명이 길어서 설정 파일 말고 비밀번호처럼 보관해야 함.", "access token은 1시간이면 만료. 점심 이후 401은 폐기가 아니라 만료였음."])
        a = ch(["동기화 잡 OAuth 동의는 누구 계정으로 해야 하나요?", "이 토큰 폐기하고 서비스 계정으로 다시 동의받을까요?", ""])
    return f"OAuth token response: {idp}", mc, le, a


def s_ansible(c, lang):
    co = company()
    pw1 = c.s(pw_nospace(lang, avoid="'\"\\"))
    r = rint(0, 2)
    if r == 0:
        snip = (f"[web]\n{ip_private()} ansible_user=deploy ansible_password={pw1}\n{ip_private()} ansible_user=deploy ansible_password={pw1}\n\n"
                f"[web:vars]\nansible_become=true")
        what = "inventory ansible_password"
    elif r == 1:
        pw2 = c.s(pw_nospace(lang, avoid="'\"\\"))
        snip = f"# group_vars/all.yml\nansible_become_pass: \"{pw1}\"\nmysql_root_password: \"{pw2}\"\nntp_server: time.{co}.internal"
        what = "group_vars plaintext passwords"
    else:
        snip = (f"- name: create app user\n  community.postgresql.postgresql_user:\n    name: app\n    password: \"{pw1}\"\n"
                f"    login_host: {host('pg', co)}")
        what = "task with literal password"
    if lang == "en":
        mc = ch([f"Nobody told me the playbooks still carry plaintext passwords instead of vault lookups:\n{snip}",
                 f"I wasn't told which account ansible uses on the legacy VMs. From the repo:\n{snip}"])
        le = ch(["ansible-vault encrypt_string would keep these out of git; the vault password file is already on the runner.",
                 "Running with -vvv prints the variables, including these passwords, into the job log."])
        a = ch(["Can I convert these to ansible-vault values in this PR?", "Is the legacy VM password the same on all hosts?", ""])
    else:
        mc = ch([f"플레이북에 vault 조회 대신 평문 비밀번호가 그대로 있다는 걸 몰랐음:\n{snip}",
                 f"레거시 VM에 ansible이 어떤 계정으로 붙는지 못 들었습니다. 레포에 있던 내용:\n{snip}"])
        le = ch(["ansible-vault encrypt_string 쓰면 git에 평문 안 남음. vault 비번 파일은 러너에 이미 있음.",
                 "-vvv로 돌리면 변수가 잡 로그에 다 찍혀서 이 비번들도 노출됨."])
        a = ch(["이번 PR에서 ansible-vault로 바꿔도 될까요?", "레거시 VM 비번이 호스트마다 같은가요?", ""])
    return f"ansible: {what}", mc, le, a


def s_csv(c, lang):
    co = company()
    rows = []
    for _ in range(rint(2, 3)):
        app = ch(["Jenkins", "Grafana", "Vendor portal", "Sentry", "AWS console", "NAS", "Router"])
        url = f"https://{app.lower().replace(' ', '-')}.{co}.{ch(['io', 'internal', 'com'])}/"
        pwv = c.s(pw_nospace(lang, avoid=",\""))
        rows.append(f"{app},{url},{ch(USERS)},{pwv}")
    snip = "name,url,username,password\n" + "\n".join(rows)
    if lang == "en":
        mc = ch([f"Nobody told me the shared logins were only in an old browser export. {person(lang)} sent the CSV:\n{snip}",
                 f"I lacked access to the internal tools. The previous contractor left this export in the drive:\n{snip}"])
        le = ch(["None of these tools are behind SSO yet, which is why the shared CSV exists.", "Half of these entries are for hosts that no longer exist; the router and NAS ones still work."])
        a = ch(["Can these be imported into the team vault and the CSV deleted?", ""])
    else:
        mc = ch([f"공용 계정들이 예전 브라우저 export 파일에만 있다는 걸 몰랐음. {person(lang)}이 CSV 보내줌:\n{snip}",
                 f"내부 툴 접근 권한이 없었음. 이전 외주 개발자가 드라이브에 남긴 export:\n{snip}"])
        le = ch(["이 툴들은 아직 SSO가 없어서 공용 CSV가 생긴 것.", "절반은 이미 없어진 호스트고 공유기/NAS 항목만 아직 유효함."])
        a = ch(["팀 볼트로 옮기고 CSV는 지워도 될까요?", ""])
    return "password manager CSV export", mc, le, a


def s_initial_admin(c, lang):
    co = company()
    r = rint(0, 5)
    if r == 0:
        v = c.s(hexs(32))
        snip = f"$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n{v}"
        tool = "Jenkins"
    elif r == 1:
        v = c.s(rs(B62 + "*=_+-", 20))
        snip = f"$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: {v}"
        tool = "Elasticsearch"
    elif r == 2:
        v = c.s(rs(B62 + "-", 16))
        snip = f"$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used for first time login."
        tool = "Argo CD"
    elif r == 3:
        v = c.s(b64(rbytes(32)))
        snip = f"$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: {v}"
        tool = "GitLab"
    elif r == 4:
        v = c.s(rs(B62, 16))
        snip = (f"$ kubectl get secret {ch(['grafana', 'kube-prometheus-stack-grafana'])} -n monitoring "
                f"-o jsonpath='{{.data.admin-password}}' | base64 -d\n{v}")
        tool = "Grafana"
    else:
        v = c.s(rs(B62, 12))
        snip = f"$ docker logs portainer 2>&1 | grep -i password\nadmin password: {v}"
        tool = "Portainer"
    c.svc(tool)
    if lang == "en":
        mc = ch([f"Nobody told me the fresh {tool} install on the new cluster hadn't been set up yet. Getting in:\n{snip}",
                 f"I wasn't told where the {tool} admin credential comes from after a reinstall. This printed it:\n{snip}"])
        le = ch([f"The initial {tool} password stays valid until someone changes it; it should be changed right after first login.",
                 f"{tool} regenerates this value on every fresh install, so old runbooks with a fixed password are wrong."])
        a = ch([f"Should I change the {tool} admin password now and store it in the vault?", ""])
    else:
        mc = ch([f"새 클러스터 {tool} 설치 후 초기 설정이 안 된 상태라는 걸 몰랐음. 접속 방법:\n{snip}",
                 f"재설치 후 {tool} 관리자 계정 정보가 어디서 나오는지 몰랐습니다. 이걸로 확인:\n{snip}"])
        le = ch([f"{tool} 초기 비번은 바꾸기 전까지 계속 유효하니까 첫 로그인 직후 변경해야 함.",
                 f"{tool} 새로 설치할 때마다 이 값이 바뀌어서 고정 비번 적힌 예전 런북은 틀림."])
        a = ch([f"{tool} 관리자 비번 지금 바꾸고 vault에 넣어둘까요?", ""])
    return f"initial admin credential output: {tool}", mc, le, a


def s_android_signing(c, lang):
    sp = c.s(pw_nospace(lang, avoid="'\"\\$"))
    r = rint(0, 2)
    kp = c.s(pw_nospace(lang, avoid="'\"\\$")) if (coin() and r < 2) else sp
    if r == 0:
        snip = (f"signingConfigs {{\n    release {{\n        storeFile file(\"release.jks\")\n        storePassword \"{sp}\"\n"
                f"        keyAlias \"upload\"\n        keyPassword \"{kp}\"\n    }}\n}}")
        what = "gradle signingConfigs"
    elif r == 1:
        snip = f"storePassword={sp}\nkeyPassword={kp}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks"
        what = "key.properties"
    else:
        snip = f"MATCH_PASSWORD={sp}\nMATCH_GIT_URL=git@github.com:{company()}/certificates.git"
        what = "fastlane match password"
    if lang == "en":
        mc = ch([f"Nobody told me how release builds get signed locally. The signing config in the repo:\n{snip}",
                 f"I wasn't told the upload keystore password is committed. Found:\n{snip}"])
        le = ch(["Losing the upload key means a reset request to Google Play, which takes days.", "CI reads the same properties file, so changing the path breaks the release job."])
        a = ch(["Should the keystore passwords move to CI secrets?", ""])
    else:
        mc = ch([f"릴리스 빌드 로컬 서명 방법을 아무도 안 알려줌. 레포에 있던 서명 설정:\n{snip}",
                 f"업로드 키스토어 비번이 커밋돼 있다는 얘기를 못 들었음:\n{snip}"])
        le = ch(["업로드 키 잃어버리면 구글 플레이에 재설정 요청해야 하고 며칠 걸림.", "CI도 같은 properties 파일 읽어서 경로 바꾸면 릴리스 잡 깨짐."])
        a = ch(["키스토어 비번 CI 시크릿으로 옮겨도 될까요?", ""])
    return f"mobile signing: {what}", mc, le, a


def s_vpn_net(c, lang):
    co = company()
    r = rint(0, 5)
    if r == 0:
        psk = c.s(pw_generated(rint(20, 32), punct="!#%*+-.=?@^_~"))
        snip = f"conn {co}-office\n    left=%defaultroute\n    right={ip_private()}\n    authby=secret\n\n# ipsec.secrets\n%any {ip_private()} : PSK \"{psk}\""
        what = "IPsec PSK"
    elif r == 1:
        u, p = ch(USERS), c.s(pw_nospace(lang))
        snip = f"# /etc/openvpn/client/auth.txt\n{u}\n{p}"
        what = "OpenVPN auth-user-pass file"
    elif r == 2:
        comm = c.s(rs(B62, rint(10, 16)))
        snip = f"snmp-server community {comm} RO 10\nsnmp-server location IDC-{rint(1, 9)}F\nsnmp-server contact noc@{co}.com"
        what = "SNMP community (Cisco)"
    elif r == 3:
        k = c.s(pw_generated(rint(16, 24), punct="!#%*+-.=?@^_~"))
        snip = f"radius server NPS\n address ipv4 {ip_private()} auth-port 1812 acct-port 1813\n key {k}"
        what = "RADIUS shared secret"
    elif r == 4:
        p = c.s(pw_nospace(lang, avoid="\"'"))
        snip = f"username netadmin privilege 15 password 0 {p}\nline vty 0 4\n login local\n transport input ssh"
        what = "Cisco local user password"
    else:
        pk = c.s(wg_key())
        snip = f"[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {pk}\nEndpoint = {ip_private()}:51820"
        what = "WireGuard PresharedKey"
    if lang == "en":
        mc = ch([f"Nobody told me the branch-office link is configured by hand. The running config has:\n{snip}",
                 f"I wasn't told how the monitoring box authenticates to the network gear:\n{snip}"])
        le = ch(["Changes on the device must be saved with 'write memory' or they're lost on reboot.", "Both ends must use the same secret, so rotating it needs a maintenance window."])
        a = ch(["Who owns the network device configs?", "Should this secret be rotated after being pasted here?", ""])
    else:
        mc = ch([f"지점 VPN 링크가 수동으로 설정돼 있다는 걸 몰랐음. running config:\n{snip}",
                 f"모니터링 서버가 네트워크 장비에 어떻게 인증하는지 못 들었습니다:\n{snip}"])
        le = ch(["장비 설정 바꾸고 write memory 안 하면 재부팅 시 날아감.", "양쪽이 같은 시크릿을 써야 해서 교체하려면 작업 시간 잡아야 함."])
        a = ch(["네트워크 장비 설정 담당자가 누구인가요?", "여기 붙여넣었으니 시크릿 교체해야 할까요?", ""])
    return f"network/VPN secret: {what}", mc, le, a


def s_env_multi(c, lang):
    co = company()
    vs = sample(VENDORS, rint(2, 3))
    pw = pw_nospace(lang, avoid="@:/'\"#")
    lines = ["NODE_ENV=production", f"DATABASE_URL=postgres://app:{c.s(urlq(pw))}@{host('pg', co)}:5432/{ch(DBNAMES)}"]
    for v in vs:
        lines.append(f"{v.env}={c.s(v.gen())}")
    lines += [f"PUBLIC_URL=https://{co}.com", "LOG_LEVEL=info"]
    if coin():
        lines.append(f"SESSION_SECRET={c.s(hexs(64))}")
    R.shuffle(lines)
    snip = "\n".join(lines)
    names = ", ".join(c.svc(v.brand) for v in vs)
    if lang == "en":
        mc = ch([f"Nobody told me production config is copied around as a single env file. The one on the old VM:\n{snip}",
                 f"I wasn't given the {names} settings for the migration, so {person(lang)} pasted their .env:\n{snip}"])
        le = ch(["Every service reads the same file, so one leaked copy exposes all of these at once.",
                 "The new platform needs each of these as a separate secret; the bulk import tool skips lines with '#' in the value."])
        a = ch(["Which of these are still in use?", "Can all of these be rotated as part of the migration?", ""])
    else:
        mc = ch([f"운영 설정이 env 파일 하나로 복사돼서 돌아다닌다는 걸 몰랐음. 예전 VM에 있던 파일:\n{snip}",
                 f"마이그레이션에 필요한 {names} 설정을 못 받아서 {person(lang)}이 본인 .env 붙여줌:\n{snip}"])
        le = ch(["모든 서비스가 같은 파일을 읽어서 한 번 유출되면 전부 노출됨.", "새 플랫폼은 시크릿을 하나씩 등록해야 하고, 일괄 import 툴은 값에 '#' 있으면 그 줄 건너뜀."])
        a = ch(["이 중에 아직 쓰는 게 뭔가요?", "마이그레이션하면서 전부 로테이션해도 될까요?", ""])
    return f"multi-secret .env ({names})", mc, le, a


def s_presigned(c, lang):
    co = company()
    kid = c.s("AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
    sig = c.s(hexs(64))
    reg = ch(REGIONS)
    d = date_s().replace("-", "")
    url = (f"https://{co}-exports.s3.{reg}.amazonaws.com/reports/{date_s()}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={kid}%2F{d}%2F{reg}%2Fs3%2Faws4_request&X-Amz-Date={d}T0{rint(0, 9)}{rint(10, 59)}00Z"
           f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    if lang == "en":
        mc = f"Nobody told me the partner downloads reports through a week-long presigned link. The one sent last time:\n{url}"
        le = ch(["A presigned URL is a bearer credential until it expires; anyone with the link can fetch the object.",
                 "Links signed by an IAM user's key stay valid for up to 7 days, unlike role-signed ones."])
        a = ch(["Can the expiry be shortened to a day?", ""])
    else:
        mc = f"파트너사가 7일짜리 presigned 링크로 리포트를 받아간다는 걸 몰랐음. 지난번에 보낸 링크:\n{url}"
        le = ch(["presigned URL은 만료 전까지 그 자체로 인증 정보라 링크 있으면 누구나 받을 수 있음.",
                 "IAM 유저 키로 서명한 링크는 최대 7일 유효함. role로 서명한 건 더 짧음."])
        a = ch(["만료 기간을 하루로 줄여도 될까요?", ""])
    return "S3 presigned URL (access key id + signature)", mc, le, a


def s_kubeadm(c, lang):
    co = company()
    tok = c.s(rs(ALNUM_L, 6) + "." + rs(ALNUM_L, 16))
    r = rint(0, 1)
    if r == 0:
        snip = (f"kubeadm join {ip_private()}:6443 --token {tok} \\\n\t--discovery-token-ca-cert-hash sha256:{hexs(64)}")
        what = "kubeadm join token"
    else:
        ck = c.s(hexs(64))
        snip = (f"kubeadm join {ip_private()}:6443 --token {tok} \\\n\t--discovery-token-ca-cert-hash sha256:{hexs(64)} \\\n"
                f"\t--control-plane --certificate-key {ck}")
        what = "kubeadm join token + certificate key"
    if lang == "en":
        mc = ch([f"Nobody told me how new nodes join the on-prem cluster. The last init printed:\n{snip}",
                 f"I wasn't told the join command was saved in the ops notes:\n{snip}"])
        le = ch(["Bootstrap tokens expire after 24h by default; 'kubeadm token create --print-join-command' makes a fresh one.",
                 "The CA cert hash is safe to share; the token and certificate key are not."])
        a = ch(["Is this token still valid or should I create a new one?", ""])
    else:
        mc = ch([f"온프렘 클러스터에 노드 추가하는 방법을 몰랐음. 지난번 init 때 출력:\n{snip}",
                 f"join 명령이 ops 노트에 저장돼 있다는 걸 못 들었습니다:\n{snip}"])
        le = ch(["bootstrap 토큰은 기본 24시간 후 만료. 'kubeadm token create --print-join-command'로 새로 만들면 됨.",
                 "CA cert hash는 공유해도 되지만 토큰이랑 certificate key는 안 됨."])
        a = ch(["이 토큰 아직 유효한가요, 새로 만들까요?", ""])
    return f"cluster bootstrap secret: {what}", mc, le, a


# ============================================================================================
# CLEAN TEMPLATES (risky-looking, no credential)
# ============================================================================================
def c_envref(c, lang):
    v = ch(VENDORS)
    co = company()
    r = rint(0, 9)
    if r == 0:
        snip, what = f'client = {v.key.split("_")[0].capitalize()}Client(api_key=os.environ["{v.env}"])', "python os.environ"
    elif r == 1:
        snip, what = f"const apiKey = process.env.{v.env};\nif (!apiKey) throw new Error(\"{v.env} is not set\");", "node process.env"
    elif r == 2:
        snip, what = f"        env:\n          {v.env}: ${{{{ secrets.{v.env} }}}}\n          NODE_ENV: test", "GitHub Actions secrets context"
    elif r == 3:
        snip = (f"        env:\n          - name: {v.env}\n            valueFrom:\n              secretKeyRef:\n"
                f"                name: {v.key.replace('_', '-')}-credentials\n                key: {v.env.lower().replace('_', '-')}")
        what = "k8s secretKeyRef"
    elif r == 4:
        snip, what = f"    environment:\n      {v.env}: ${{{v.env}:?{v.env} must be set}}\n      DB_PASSWORD: ${{DB_PASSWORD}}", "compose variable substitution"
    elif r == 5:
        snip = (f'variable "{v.env.lower()}" {{\n  type      = string\n  sensitive = true\n}}\n\nprovider "{v.key.split("_")[0]}" {{\n'
                f"  token = var.{v.env.lower()}\n}}")
        what = "terraform sensitive variable"
    elif r == 6:
        snip, what = f"spring.datasource.password=${{DB_PASSWORD}}\n{v.key.split('_')[0]}.api.key=${{{v.env}}}", "spring placeholder"
    elif r == 7:
        snip, what = f"{v.env}=\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nLOG_LEVEL=debug", ".env.example with empty values"
    elif r == 8:
        snip, what = f"$ {v.env}=\"$(op read 'op://Engineering/{v.brand}/credential')\" npm run sync", "op read inline"
    else:
        snip, what = f"  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"", "GitLab CI predefined variables"
    if lang == "en":
        mc = ch([f"I didn't know the {v.brand} key is injected at runtime and never lives in the repo. The code just does:\n{snip}",
                 f"Nobody told me which variable name {task(lang)} expects for {v.brand}. It's this:\n{snip}",
                 f"Missing context: the {v.env} variable is provided by the platform, not by a local file."])
        le = ch([f"Locally I have to export {v.env} myself; in CI it comes from the secret store.\n{snip}" if "\n" not in mc else
                 f"Locally I have to export {v.env} myself; in CI it comes from the secret store.",
                 f"If {v.env} is unset the client fails at startup with a clear message, which is better than a 401 later.",
                 "The value is masked in CI logs because it comes from the secrets context."])
        a = ch([f"Where do I get a {v.brand} key for local development?", f"Is {v.env} set for the preview environments too?", ""])
    else:
        mc = ch([f"{v.brand} 키가 런타임에 주입되고 레포에는 없다는 걸 몰랐음. 코드는 이렇게만 되어 있음:\n{snip}",
                 f"{task(lang)}에서 {v.brand} 키를 어떤 변수명으로 읽는지 못 들었음. 이거임:\n{snip}",
                 f"{v.env} 변수는 로컬 파일이 아니라 플랫폼에서 넣어준다는 걸 몰랐습니다."])
        le = ch([f"로컬에서는 {v.env} 직접 export 해야 하고 CI에서는 시크릿 저장소에서 들어옴.\n{snip}" if "\n" not in mc else
                 f"로컬에서는 {v.env} 직접 export 해야 하고 CI에서는 시크릿 저장소에서 들어옴.",
                 f"{v.env} 없으면 기동 시점에 바로 에러 나서 나중에 401 보는 것보단 나음.",
                 "secrets 컨텍스트에서 온 값이라 CI 로그에서는 마스킹됨."])
        a = ch([f"로컬 개발용 {v.brand} 키는 어디서 받나요?", f"preview 환경에도 {v.env} 설정돼 있나요?", ""])
    return f"env/secret reference: {what}", mc, le, a


def c_secretstore(c, lang):
    co = company()
    e = ch(ENVS)
    acct = aws_account()
    reg = ch(REGIONS)
    r = rint(0, 10)
    if r == 0:
        snip, what = f"op://{ch(['Engineering', 'Infra', 'Shared'])}/{ch(['Staging DB', 'Stripe', 'Sentry', 'Grafana admin'])}/password", "1Password secret reference"
    elif r == 1:
        snip, what = f"$ vault kv get -field=password secret/{co}/{e}/postgres", "vault kv get"
    elif r == 2:
        snip = (f"$ aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:{reg}:{acct}:secret:{e}/{co}/db-{rs(B62, 6)} "
                f"--query SecretString --output text | jq -r .password")
        what = "AWS Secrets Manager ARN"
    elif r == 3:
        snip, what = f"$ gcloud secrets versions access latest --secret={ch(SLUGS)}-api-key --project={co}-{e}", "gcloud secrets"
    elif r == 4:
        snip, what = f"$ az keyvault secret show --vault-name kv-{co}-{e} --name DbPassword --query value -o tsv", "Azure Key Vault"
    elif r == 5:
        snip, what = f"@Microsoft.KeyVault(SecretUri=https://kv-{co}-{e}.vault.azure.net/secrets/StripeSecretKey/)", "Key Vault reference"
    elif r == 6:
        snip, what = f"$ doppler run --project {co}-api --config {e} -- npm start", "doppler run"
    elif r == 7:
        snip, what = f"$ aws ssm get-parameter --name /{e}/{co}/DB_PASSWORD --with-decryption --query Parameter.Value", "SSM parameter"
    elif r == 8:
        snip = (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {ch(SLUGS)}-db\nspec:\n"
                f"  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n"
                f"      remoteRef:\n        key: {e}/{co}/db\n        property: password")
        what = "ExternalSecret manifest"
    elif r == 9:
        snip, what = f"$ bw get password \"{co} {e} postgres\"", "Bitwarden CLI"
    else:
        snip, what = f"$ sops -d secrets/{e}.enc.yaml | yq '.database.password'", "sops decrypt pipeline"
    if lang == "en":
        mc = ch([f"Nobody told me where the {e} credentials are kept. They're fetched at deploy time with:\n{snip}",
                 f"I didn't know the password isn't in any config file; the entrypoint reads it from the secret store:\n{snip}",
                 f"Missing context: secrets for {task(lang)} live in the team secret store, referenced as {snip.splitlines()[0]}"])
        le = ch(["My user needs read access on that path; the 403 I got was a policy issue, not a wrong path.",
                 "The lookup happens at container start, so rotating the secret needs a rollout restart.",
                 "Caching the value in a local file defeats the point; call the store each time."])
        a = ch(["Can I get read access to that secret path?", f"Is the {e} path the same for the worker service?", ""])
    else:
        mc = ch([f"{e} 계정 정보가 어디 있는지 몰랐음. 배포할 때 이렇게 가져옴:\n{snip}",
                 f"비밀번호가 설정 파일이 아니라 엔트리포인트에서 시크릿 저장소를 조회한다는 걸 몰랐습니다:\n{snip}",
                 f"{task(lang)} 시크릿은 팀 시크릿 저장소에 있고 참조는 {snip.splitlines()[0]} 형태임."])
        le = ch(["내 계정에 해당 경로 read 권한이 있어야 함. 403은 경로 문제가 아니라 정책 문제였음.",
                 "컨테이너 시작할 때 조회하니까 시크릿 바꾸면 rollout restart 해야 함.",
                 "값을 로컬 파일에 캐시하면 의미 없음. 매번 저장소에서 읽어야 함."])
        a = ch(["그 경로 read 권한 받을 수 있을까요?", f"worker 서비스도 {e} 경로 같은 거 쓰나요?", ""])
    return f"secret-store reference: {what}", mc, le, a


def c_placeholder(c, lang):
    v = ch(VENDORS)
    r = rint(0, 7)
    ph = ch(["<your-api-key>", "YOUR_API_KEY_HERE", "xxxxxxxxxxxxxxxxxxxxxxxx", "REPLACE_ME", "<token>", "${TOKEN}",
             "<paste key from 1Password>", "sk-...", "your-secret-here", "<redacted>", "********"])
    if r == 0:
        snip = f"{v.env}={ph}\nDATABASE_URL=postgres://<user>:<password>@localhost:5432/<db>"
        what = ".env.example placeholders"
    elif r == 1:
        snip = f"curl -H \"Authorization: Bearer $TOKEN\" {fill(v.url, company()).replace('{t}', '<token>')}"
        what = "curl with shell variable"
    elif r == 2:
        snip = f"```python\nclient = Client(api_key=\"{ph}\")\n```"
        what = "README code sample placeholder"
    elif r == 3:
        snip = f"password: <set-me>\nusername: app\nhost: db.internal"
        what = "yaml placeholder"
    elif r == 4:
        snip = f"docker login -u <username> -p <password> registry.example.com"
        what = "doc command with angle-bracket placeholders"
    elif r == 5:
        snip = f"export {v.env}=...  # get it from the {v.brand} dashboard"
        what = "export with ellipsis"
    elif r == 6:
        snip = "mysql -u root -p<password> -h 127.0.0.1"
        what = "mysql -p<password> placeholder"
    else:
        snip = f"\"{v.key}\": {{ \"apiKey\": \"{ph}\" }}"
        what = "json placeholder"
    if lang == "en":
        mc = ch([f"I wasn't told the setup docs only contain placeholders; I kept trying this literally:\n{snip}",
                 f"Nobody mentioned that the example config has to be filled in by hand:\n{snip}"])
        le = ch(["The placeholder values are intentionally invalid; real values come from the vault.",
                 f"The {v.brand} client fails with 'invalid key format' on the placeholder, which is how you know the env wasn't loaded."])
        a = ch(["Who can give me a development key?", "Should the example file mention where to find the real value?", ""])
    else:
        mc = ch([f"셋업 문서 값이 전부 placeholder라는 걸 몰라서 그대로 실행해봄:\n{snip}",
                 f"예제 설정을 직접 채워 넣어야 한다는 얘기가 없었음:\n{snip}"])
        le = ch(["placeholder 값은 일부러 틀린 값임. 실제 값은 vault에서 받아야 함.",
                 f"placeholder 넣으면 {v.brand} 클라이언트가 'invalid key format' 에러를 내서 env 안 읽힌 걸 알 수 있음."])
        a = ch(["개발용 키는 누구한테 받나요?", "예제 파일에 실제 값 받는 위치도 적어두면 어떨까요?", ""])
    return f"placeholder: {what}", mc, le, a


def c_masked(c, lang):
    co = company()
    r = rint(0, 7)
    if r == 0:
        snip, what = f"OPENAI_API_KEY=sk-proj-****{rs(B62, 4)}", "masked key with last 4"
    elif r == 1:
        snip, what = f"postgres://app:****@{host('pg', co)}:5432/{ch(DBNAMES)}", "masked DSN"
    elif r == 2:
        snip, what = "Authorization: Bearer <redacted>\nX-Request-Id: " + uuid4(), "redacted header"
    elif r == 3:
        snip = (f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {co}-bot (keyring)\n  - Active account: true\n"
                f"  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'")
        what = "gh auth status masked token"
    elif r == 4:
        snip, what = "Run ./scripts/deploy.sh --token ***\n  env:\n    REGISTRY_PASSWORD: ***", "CI log with *** masking"
    elif r == 5:
        snip, what = f"AWS_ACCESS_KEY_ID=AKIA************{rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 4)}\nAWS_SECRET_ACCESS_KEY=****************************************", "masked AWS pair"
    elif r == 6:
        snip, what = f"stripe: sk_live_…{rs(B62, 4)} (restricted to charges:read)", "key shown as prefix and last 4"
    else:
        snip, what = f"password: \"••••••••••\"\nuser: {ch(USERS)}", "bullet-masked password"
    if lang == "en":
        mc = ch([f"Nobody told me which key the job is using; the dashboard only shows it masked:\n{snip}",
                 f"I couldn't tell from the logs which credential failed, because they only show:\n{snip}"])
        le = ch(["The last four characters are enough to match the key in the provider console.", "Masking happens in the log shipper, so the raw value never reaches storage."])
        a = ch(["Which key ends in those characters?", "Can the key name be logged alongside the mask?", ""])
    else:
        mc = ch([f"잡이 어떤 키를 쓰는지 몰랐음. 대시보드에는 마스킹된 값만 보임:\n{snip}",
                 f"로그만 봐서는 어떤 인증 정보가 실패했는지 알 수 없었음. 찍힌 건 이것뿐:\n{snip}"])
        le = ch(["마지막 4자리로 provider 콘솔에서 어떤 키인지 찾을 수 있음.", "마스킹은 로그 수집기에서 처리돼서 원문은 저장소에 안 남음."])
        a = ch(["끝자리가 저거인 키가 어떤 건가요?", "마스킹 옆에 키 이름도 같이 로그로 남길 수 있을까요?", ""])
    return f"masked value: {what}", mc, le, a


def c_docexample(c, lang):
    r = rint(0, 6)
    if r == 0:
        snip = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        what = "AWS documentation example keys"
    elif r == 1:
        snip = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
                "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
        what = "jwt.io sample token"
    elif r == 2:
        snip = "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
        what = "RFC 7617 Aladdin example"
    elif r == 3:
        snip = "secret = 12345678901234567890 (ASCII) -> base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ; T=59 -> 94287082"
        what = "RFC 6238 test vector"
    elif r == 4:
        snip = ("DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;"
                "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;")
        what = "Azurite well-known dev storage key"
    elif r == 5:
        snip = "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"
        what = "Slack docs dummy token"
    else:
        snip = "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"  # from the Stripe API reference"
        what = "Stripe API-reference sample test key"
    if lang == "en":
        mc = ch([f"I wasn't told the failing test uses the vendor's documented example value on purpose:\n{snip}",
                 f"Nobody mentioned the fixture below is copied from the public docs, so the secret scanner alert on it is a false positive:\n{snip}"])
        le = ch(["Documentation examples are published by the vendor and don't grant access to anything; the scanner allowlist should cover them.",
                 "The test only checks parsing, so any well-formed sample value works."])
        a = ch(["Should I add this documented example to the scanner allowlist?", ""])
    else:
        mc = ch([f"실패하는 테스트가 벤더 문서의 예제 값을 일부러 쓰고 있다는 걸 몰랐음:\n{snip}",
                 f"아래 fixture가 공개 문서에서 복사한 값이라 시크릿 스캐너 경고는 오탐이라는 얘기를 못 들었음:\n{snip}"])
        le = ch(["문서 예제 값은 벤더가 공개한 거라 아무 권한 없음. 스캐너 allowlist에 넣어야 함.", "테스트는 파싱만 보니까 형식만 맞으면 어떤 예제 값이든 됨."])
        a = ch(["이 문서 예제 값 스캐너 allowlist에 추가할까요?", ""])
    return f"vendor documentation example: {what}", mc, le, a


def c_hashes(c, lang):
    co = company()
    r = rint(0, 9)
    if r == 0:
        snip = "\n".join(f"{hexs(7)} {m}" for m in sample(["fix: retry on 502 from upstream", "chore: bump pg to 8.12", "feat: add export endpoint",
                                                          "refactor: split settings", "revert: disable cache warmup", "docs: runbook for failover"], 3))
        what = "git log --oneline"
    elif r == 1:
        snip, what = f"{hexs(64)}  {co}-cli_{rint(1, 3)}.{rint(0, 9)}.{rint(0, 9)}_linux_amd64.tar.gz", "sha256sum output"
    elif r == 2:
        snip, what = f"image: ghcr.io/{co}/api@sha256:{hexs(64)}", "image digest pin"
    elif r == 3:
        snip, what = f"\"integrity\": \"sha512-{b64(rbytes(64))}\"", "npm lockfile integrity"
    elif r == 4:
        snip, what = f"github.com/{co}/kit v1.{rint(0, 9)}.{rint(0, 9)} h1:{b64(rbytes(32))}\ngithub.com/{co}/kit v1.4.2/go.mod h1:{b64(rbytes(32))}", "go.sum lines"
    elif r == 5:
        snip, what = f"requests==2.32.3 \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}", "pip --hash pins"
    elif r == 6:
        snip, what = f"<script src=\"https://cdn.{co}.com/app.js\" integrity=\"sha384-{b64(rbytes(48))}\" crossorigin=\"anonymous\"></script>", "SRI attribute"
    elif r == 7:
        snip, what = f"ETag: \"{hexs(32)}\"\nx-amz-version-id: {rs(B62 + '._', 32)}", "S3 ETag and version id"
    elif r == 8:
        snip, what = f"provider \"registry.terraform.io/hashicorp/aws\" {{\n  version = \"5.{rint(10, 80)}.0\"\n  hashes = [\n    \"h1:{b64(rbytes(32))}\",\n    \"zh:{hexs(64)}\",\n  ]\n}}", ".terraform.lock.hcl"
    else:
        snip, what = f"commit {hexs(40)}\nAuthor: {ch(EN_PEOPLE)} <{ch(EN_PEOPLE).lower()}@{co}.com>\nDate:   Tue Nov 4 10:{rint(10, 59)}:{rint(10, 59)} 2025 +0900", "git show header"
    if lang == "en":
        mc = ch([f"Nobody told me the release is pinned by digest/hash, so my rebuild didn't match:\n{snip}",
                 f"I wasn't told which exact artifact the incident was about. Identified by:\n{snip}"])
        le = ch(["Hashes and digests are fingerprints of public artifacts; they change on every rebuild, which is why pins break.",
                 "Always compare the full digest, not the short prefix, when checking what is deployed."])
        a = ch(["Should I update the pin in the same PR?", "Which commit is deployed in production right now?", ""])
    else:
        mc = ch([f"릴리스가 digest/hash로 고정돼 있다는 걸 몰라서 다시 빌드한 결과가 안 맞았음:\n{snip}",
                 f"장애가 어떤 아티팩트 얘기인지 못 들었음. 식별값:\n{snip}"])
        le = ch(["hash랑 digest는 공개 아티팩트의 지문이라 재빌드할 때마다 바뀜. 그래서 pin이 깨지는 것.",
                 "배포 버전 확인할 때는 짧은 prefix 말고 전체 digest로 비교해야 함."])
        a = ch(["같은 PR에서 pin도 업데이트할까요?", "지금 운영에 배포된 커밋이 뭔가요?", ""])
    return f"hash/digest: {what}", mc, le, a


def c_ids(c, lang):
    co = company()
    r = rint(0, 8)
    if r == 0:
        snip, what = f"x-amzn-RequestId: {uuid4()}\nx-amz-cf-id: {rs(B64U, 54)}==", "AWS request ids"
    elif r == 1:
        snip, what = f"traceparent: 00-{hexs(32)}-{hexs(16)}-01", "W3C traceparent"
    elif r == 2:
        snip, what = f"request-id: req_{rs(B62, 24)}\nanthropic-organization-id: {uuid4()}", "API request id header"
    elif r == 3:
        snip, what = f"Sentry event {hexs(32)} (release {co}-web@{rint(1, 9)}.{rint(0, 20)}.{rint(0, 9)})", "Sentry event id"
    elif r == 4:
        snip, what = f"metadata:\n  name: {ch(SLUGS)}-{rs(ALNUM_L, 10)}-{rs(ALNUM_L, 5)}\n  uid: {uuid4()}\n  resourceVersion: \"{rint(10**6, 10**8)}\"", "k8s object uid"
    elif r == 5:
        snip, what = f"X-GitHub-Request-Id: {rs(HEXU, 4)}:{rs(HEXU, 5)}:{rs(HEXU, 7)}:{rs(HEXU, 7)}:{rs(HEXU, 8)}", "GitHub request id"
    elif r == 6:
        snip, what = f"x-ms-request-id: {uuid4()}\nx-ms-correlation-request-id: {uuid4()}", "Azure request ids"
    elif r == 7:
        snip, what = f"{{\"error\": {{\"code\": \"rate_limited\", \"request_id\": \"{hexs(32)}\"}}}}", "error body request id"
    else:
        snip, what = f"Job {uuid4()} failed after 3 attempts (run id {rint(10**9, 10**10)}, attempt {rint(1, 3)})", "job and run ids"
    if lang == "en":
        mc = ch([f"Nobody told me support needs the exact identifiers to look anything up. What I had from the failure:\n{snip}",
                 f"I didn't know how to correlate the error across services; the IDs were:\n{snip}"])
        le = ch(["Request and trace IDs are safe to share with the vendor; they identify a call, they don't authenticate one.",
                 "Search the log index by trace ID instead of timestamp; clocks differ between services."])
        a = ch(["Do we keep request IDs long enough to open a ticket a week later?", ""])
    else:
        mc = ch([f"지원팀이 조회하려면 정확한 ID 값이 필요하다는 걸 몰랐음. 실패 당시 남은 정보:\n{snip}",
                 f"서비스 간 에러를 어떻게 연결해서 보는지 몰랐음. ID는 이거였음:\n{snip}"])
        le = ch(["request ID랑 trace ID는 호출 식별용이라 벤더랑 공유해도 됨. 인증 정보 아님.", "로그 검색은 타임스탬프 말고 trace ID로 해야 함. 서비스마다 시계가 다름."])
        a = ch(["request ID 보관 기간이 일주일 뒤에 티켓 열어도 될 만큼 긴가요?", ""])
    return f"request/trace id: {what}", mc, le, a


def c_objids(c, lang):
    co = company()
    r = rint(0, 9)
    if r == 0:
        snip, what = f"customer: cus_{rs(B62, 14)}\npayment_intent: pi_{rs(B62, 24)}\ncharge: ch_{rs(B62, 24)}\nevent: evt_{rs(B62, 24)}", "Stripe object ids"
    elif r == 1:
        snip, what = f"channel C0{rs(ALNUM_U, 9)}, user U0{rs(ALNUM_U, 9)}, team T0{rs(ALNUM_U, 8)}", "Slack ids"
    elif r == 2:
        snip, what = f"db.orders.find({{ _id: ObjectId(\"{hexs(24)}\") }})", "MongoDB ObjectId"
    elif r == 3:
        snip, what = f"Firebase uid {rs(B62, 28)}, Auth0 user_id auth0|{hexs(24)}", "auth user ids"
    elif r == 4:
        snip, what = f"https://drive.google.com/file/d/1{rs(B64U, 32)}/view?usp=sharing", "Google Drive file id"
    elif r == 5:
        snip, what = f"https://www.notion.so/{co}/Runbook-{hexs(32)}", "Notion page id"
    elif r == 6:
        snip, what = f"base app{rs(B62, 14)}, table tbl{rs(B62, 14)}, record rec{rs(B62, 14)}", "Airtable ids"
    elif r == 7:
        snip, what = f"AccountSid: AC{hexs(32)}\nMessageSid: SM{hexs(32)}\nStatus: undelivered (30003)", "Twilio SIDs"
    elif r == 8:
        snip, what = f"client_id: {rint(10**11, 10**12)}-{rs(ALNUM_L, 32)}.apps.googleusercontent.com", "Google OAuth client id"
    else:
        snip, what = f"tenant {uuid4()}\nsubscription {uuid4()}\nresource group rg-{co}-{ch(ENVS)}", "Azure tenant/subscription ids"
    if lang == "en":
        mc = ch([f"Nobody told me which record the bug report was about; the only handle was:\n{snip}",
                 f"I didn't know these identifiers are what the admin tools search by:\n{snip}"])
        le = ch(["These are object identifiers, visible to anyone with dashboard access; they don't grant access by themselves.",
                 "Look the object up in the dashboard for the right environment; test and live IDs don't overlap."])
        a = ch(["Which environment does this ID belong to?", "Can the bug template ask for the object ID up front?", ""])
    else:
        mc = ch([f"버그 리포트가 어떤 레코드 얘기인지 몰랐음. 단서는 이것뿐이었음:\n{snip}",
                 f"어드민 툴에서 이 식별자로 검색한다는 걸 몰랐습니다:\n{snip}"])
        le = ch(["이건 객체 식별자라 대시보드 권한 있으면 누구나 보는 값이고 그 자체로 권한은 없음.", "환경 맞춰서 대시보드에서 찾아야 함. test랑 live ID는 안 겹침."])
        a = ch(["이 ID는 어느 환경 건가요?", "버그 템플릿에 객체 ID 칸을 넣으면 어떨까요?", ""])
    return f"object identifiers: {what}", mc, le, a


def c_b64data(c, lang):
    co = company()
    r = rint(0, 6)
    if r == 0:
        cfg = json.dumps({"feature": ch(SLUGS), "enabled": True, "rollout": rint(5, 100)})
        snip, what = f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\nbinaryData:\n  flags.json: {b64s(cfg)}", "ConfigMap binaryData"
    elif r == 1:
        cur = b64s(json.dumps({"offset": rint(50, 5000), "sort": "created_at", "dir": "desc"}))
        snip, what = f"GET /api/v1/orders?limit=50&cursor={cur}", "pagination cursor"
    elif r == 2:
        snip, what = f"<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN{rs(B64, 8)}AAAAASUVORK5CYII=\">", "data URI"
    elif r == 3:
        script = f"#!/bin/bash\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\necho ok > /var/www/html/health"
        snip, what = f"user_data = \"{b64s(script)}\"", "base64 cloud-init user_data"
    elif r == 4:
        ca = b64s("-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_lines(3)) + "\n")
        snip, what = f"clusters:\n- cluster:\n    certificate-authority-data: {ca}\n    server: https://{ip_private()}:6443\n  name: {co}-staging", "kubeconfig CA data"
    elif r == 5:
        h = b64u(json.dumps({"alg": "RS256", "kid": rs(B64U, 16), "typ": "JWT"}, separators=(",", ":")).encode())
        snip, what = f"JWT header {h} decodes to alg RS256; the kid must match one of the keys in /.well-known/jwks.json", "JWT header only"
    else:
        snip, what = f"$ echo '{b64s(json.dumps({'event': 'signup', 'plan': 'pro', 'ts': ts()}))}' | base64 -d", "base64 event payload"
    if lang == "en":
        mc = ch([f"Nobody told me this value is just base64-encoded data, so I treated it as a secret:\n{snip}",
                 f"I wasn't sure whether the blob below was sensitive; it decodes to plain configuration:\n{snip}"])
        le = ch(["Base64 is an encoding, not a secret; decode before deciding whether something is sensitive.",
                 "The CA bundle and cursors are public by design; only client keys need protecting."])
        a = ch(["Is there a convention for marking non-sensitive encoded blobs in config?", ""])
    else:
        mc = ch([f"이 값이 그냥 base64 인코딩된 데이터라는 걸 몰라서 시크릿인 줄 알았음:\n{snip}",
                 f"아래 blob이 민감한 건지 헷갈렸음. 디코딩하면 그냥 설정값임:\n{snip}"])
        le = ch(["base64는 인코딩일 뿐 비밀이 아님. 민감한지 판단하기 전에 디코딩부터 해볼 것.", "CA 번들이나 커서 값은 원래 공개용임. 보호해야 하는 건 클라이언트 키뿐."])
        a = ch(["설정에서 민감하지 않은 인코딩 값을 표시하는 규칙 같은 게 있나요?", ""])
    return f"base64 of non-secret data: {what}", mc, le, a


def c_pubkeys(c, lang):
    co = company()
    r = rint(0, 9)
    u = ch(USERS)
    if r == 0:
        snip, what = f"{ssh_ed25519_pub()} {u}@{co}-laptop", "ssh ed25519 public key"
    elif r == 1:
        snip, what = f"{ssh_rsa_pub()} deploy@{co}-ci", "ssh-rsa public key"
    elif r == 2:
        snip, what = f"256 {ssh_fp()} {u}@{co} (ED25519)", "ssh key fingerprint"
    elif r == 3:
        f = pgp_fpr()
        snip, what = f"pub   ed25519 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {f}\nuid           [ultimate] Release Signing <release@{co}.com>", "PGP public key fingerprint"
    elif r == 4:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip, what = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(pem_lines(der)) + "\n-----END PUBLIC KEY-----", "cosign.pub PEM public key"
    elif r == 5:
        snip, what = "-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_lines(4)) + "\n...\n-----END CERTIFICATE-----", "certificate (public)"
    elif r == 6:
        snip, what = f"# recipients for sops\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: {age_public()},{age_public()}", "age recipients"
    elif r == 7:
        snip, what = f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.{rint(1, 99)}.0.0/16\nEndpoint = vpn.{co}.io:51820\nPersistentKeepalive = 25", "WireGuard peer public key"
    elif r == 8:
        n = b64u(rbytes(256))
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 20), "alg": "RS256", "n": n, "e": "AQAB"}]})
        what = "JWKS public key"
    else:
        snip, what = f"treasury address {btc_address()}\nETH: 0x{hexs(40)}", "wallet addresses"
    if lang == "en":
        mc = ch([f"Nobody told me which public key the server trusts for {task(lang)}; it is:\n{snip}",
                 f"I didn't know the verification step checks against this published key:\n{snip}"])
        le = ch(["Public keys and fingerprints are meant to be shared; only the matching private half must stay secret.",
                 "Compare fingerprints out-of-band before trusting a new key."])
        a = ch(["Is this the current key or the one before the rotation?", "Where is the canonical copy of this public key published?", ""])
    else:
        mc = ch([f"{task(lang)} 서버가 어떤 공개키를 신뢰하는지 몰랐음. 이거임:\n{snip}",
                 f"검증 단계가 이 공개된 키 기준이라는 걸 몰랐습니다:\n{snip}"])
        le = ch(["공개키랑 fingerprint는 공유하라고 있는 값임. 비밀로 지켜야 하는 건 짝이 되는 개인키뿐.", "새 키 신뢰하기 전에 fingerprint를 별도 채널로 대조할 것."])
        a = ch(["이게 현재 키인가요, 로테이션 전 키인가요?", "이 공개키 원본은 어디에 게시돼 있나요?", ""])
    return f"public key material: {what}", mc, le, a


def c_urls(c, lang):
    co = company()
    r = rint(0, 7)
    if r == 0:
        snip, what = f"git@github.com:{co}/{ch(['infra', 'api', 'web'])}.git", "ssh git remote"
    elif r == 1:
        snip = f"postgresql://{ch(USERS)}@{host('pg', co)}:5432/{ch(DBNAMES)}?sslmode=verify-full" + L(lang, " (password comes from ~/.pgpass)", " (비번은 ~/.pgpass에서 읽음)")
        what = "DSN without password"
    elif r == 2:
        snip, what = f"s3://{co}-backups/{ch(['pg', 'mysql', 'mongo'])}/{date_s()}/base.tar.zst", "s3 object url"
    elif r == 3:
        snip, what = f"https://{ch(USERS)}@bitbucket.org/{co}/mobile.git", "https url with username only"
    elif r == 4:
        snip = L(lang, "~/.aws/credentials, ~/.kube/config and ~/.ssh/id_ed25519 are mounted read-only into the devcontainer",
                 "~/.aws/credentials, ~/.kube/config, ~/.ssh/id_ed25519 는 devcontainer에 read-only로 마운트됨")
        what = "credential file paths"
    elif r == 5:
        snip, what = f"redis://{host('redis', co)}:6379/2", "redis url without auth"
    elif r == 6:
        snip, what = f"https://grafana.{co}.io/d/{rs(B62, 9)}/api-latency?orgId=1&from=now-6h&to=now&var-env={ch(ENVS)}", "dashboard url"
    else:
        snip, what = f"amqp://{host('mq', co)}:5672/%2F (auth via x509 client cert)", "amqp url without credentials"
    if lang == "en":
        mc = ch([f"Nobody told me where things live for {task(lang)}:\n{snip}", f"I wasn't given the location for {task(lang)}. It's {snip}"])
        le = ch(["Authentication for this is handled outside the URL (key file, pgpass or SSO), so the address is safe to share.",
                 "The host resolves only inside the VPC; from a laptop use the bastion."])
        a = ch(["Is there a read-only replica address too?", ""])
    else:
        mc = ch([f"{task(lang)} 관련 리소스 위치를 아무도 안 알려줌:\n{snip}", f"{task(lang)} 대상 위치를 못 받았었음. {snip} 임."])
        le = ch(["인증은 URL 밖(키 파일, pgpass, SSO)에서 처리돼서 주소 자체는 공유해도 됨.", "이 호스트는 VPC 안에서만 resolve 됨. 노트북에서는 bastion 거쳐야 함."])
        a = ch(["read-only replica 주소도 있나요?", ""])
    return f"url/path without credentials: {what}", mc, le, a


def c_cliflags(c, lang):
    r = rint(0, 7)
    items_en = [
        "mysql -u app -p (with nothing after -p) prompts for the password instead of taking it from the command line.",
        "docker login --password-stdin reads the token from a pipe, so it doesn't end up in shell history.",
        "psql picks the password up from ~/.pgpass (chmod 600) or PGPASSFILE; PGPASSWORD on the command line leaks into ps.",
        "mysql_config_editor set --login-path=staging --host=db --user=app --password stores an obfuscated login file; then 'mysql --login-path=staging'.",
        "read -s DB_PASS in the script keeps the password off the screen and out of history.",
        "gh auth login --with-token < token.txt reads from a file; 'gh auth token' prints the current one, so don't paste its output.",
        "redis-cli warns 'Using a password with -a may not be safe'; use REDISCLI_AUTH or the AUTH command instead.",
        "sshpass -e reads from SSHPASS, and -f reads a file, both better than -p which shows up in the process list."]
    items_ko = [
        "mysql -u app -p 처럼 -p 뒤에 아무것도 안 쓰면 비번을 커맨드라인이 아니라 프롬프트로 받음.",
        "docker login --password-stdin 은 파이프로 토큰을 읽어서 쉘 히스토리에 안 남음.",
        "psql은 ~/.pgpass(권한 600)나 PGPASSFILE에서 비번 읽음. 커맨드라인에 PGPASSWORD 쓰면 ps에 보임.",
        "mysql_config_editor set --login-path=staging --host=db --user=app --password 로 로그인 파일 만들고 'mysql --login-path=staging' 으로 접속.",
        "스크립트에서 read -s DB_PASS 쓰면 화면이랑 히스토리에 비번이 안 남음.",
        "gh auth login --with-token < token.txt 는 파일에서 읽음. 'gh auth token' 출력은 현재 토큰이니까 붙여넣으면 안 됨.",
        "redis-cli -a 쓰면 'Using a password with -a may not be safe' 경고 뜸. REDISCLI_AUTH 환경변수나 AUTH 명령 쓰는 게 나음.",
        "sshpass는 -e(SSHPASS 환경변수)나 -f(파일)가 -p보다 나음. -p는 프로세스 목록에 보임."]
    if lang == "en":
        mc = ch(["Nobody told me the team avoids passwords on the command line.", f"I didn't know how the runbook expects credentials to be entered for {task(lang)}."])
        le = items_en[r]
        a = ch(["Should the runbook commands be updated to the prompt/stdin form?", ""])
    else:
        mc = ch(["팀에서 커맨드라인에 비번 넣는 걸 피한다는 걸 몰랐음.", f"{task(lang)} 런북에서 인증 정보를 어떤 식으로 입력하는지 몰랐음."])
        le = items_ko[r]
        a = ch(["런북 명령어를 프롬프트/stdin 방식으로 바꿔둘까요?", ""])
    return "CLI credential flags explained (no value)", mc, le, a


def c_policy(c, lang):
    n = rint(10, 16)
    days = ch([60, 90, 180])
    if lang == "en":
        mc = ch([f"Nobody told me the directory enforces a password policy; my first reset was rejected.", "I didn't know service accounts follow a different rotation rule."])
        le = ch([f"Policy: at least {n} characters, one digit, one symbol, no reuse of the last 5, rotation every {days} days for humans; service accounts are exempt but must be in the vault.",
                 f"Passwords must be {n}+ characters and can't contain the username; the error just says 'does not meet complexity requirements'.",
                 f"The IdP locks an account after 5 failed attempts for 15 minutes, and the password expires every {days} days with a 14-day warning."])
        a = ch(["Does the rotation rule apply to the break-glass account too?", ""])
    else:
        mc = ch(["디렉터리에 비밀번호 정책이 걸려 있다는 걸 몰라서 첫 재설정이 거부됨.", "서비스 계정은 로테이션 규칙이 다르다는 걸 몰랐음."])
        le = ch([f"정책: 최소 {n}자, 숫자 1개, 특수문자 1개, 최근 5개 재사용 금지, 사람 계정은 {days}일마다 변경. 서비스 계정은 예외지만 vault에 있어야 함.",
                 f"비번은 {n}자 이상이고 아이디 포함 금지. 에러 메시지는 그냥 '복잡성 요구사항을 충족하지 않습니다'만 뜸.",
                 f"IdP는 5번 실패하면 15분 잠기고, 비번은 {days}일마다 만료되며 14일 전부터 경고 나옴."])
        a = ch(["break-glass 계정에도 로테이션 규칙 적용되나요?", ""])
    return "password policy (no password)", mc, le, a


def c_autherr(c, lang):
    co = company()
    u = ch(USERS)
    errs = [f"FATAL:  password authentication failed for user \"{u}\"",
            f"ERROR 1045 (28000): Access denied for user '{u}'@'{ip_private()}' (using password: YES)",
            "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
            "An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
            "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/" + co + "/api.git/'",
            "{\"error\":{\"message\":\"Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.\",\"type\":\"invalid_request_error\",\"code\":\"invalid_api_key\"}}",
            "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error=\"invalid_token\", error_description=\"The access token expired\"",
            "(error) WRONGPASS invalid username-password pair or user is disabled.",
            "Error response from daemon: Get \"https://registry." + co + ".io/v2/\": unauthorized: authentication required",
            "ORA-01017: invalid username/password; logon denied",
            "Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: " + ip_private() + "]",
            "SASL authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism PLAIN"]
    e = ch(errs)
    if lang == "en":
        mc = ch([f"Nobody told me the credentials for {task(lang)} had been rotated. The job failed with:\n{e}",
                 f"I wasn't told the account was disabled during the audit. Error:\n{e}"])
        le = ch(["This error means the stored credential is stale; update the secret and restart, don't retry in a loop.",
                 "The message is the same for a wrong password and a disabled account, so check the account status first."])
        a = ch(["Who rotated it, and where is the new value stored?", "Can rotations be announced in #deploys?", ""])
    else:
        mc = ch([f"{task(lang)} 인증 정보가 로테이션된 걸 아무도 안 알려줌. 잡 실패 메시지:\n{e}",
                 f"감사 기간에 계정이 비활성화된 걸 못 들었음. 에러:\n{e}"])
        le = ch(["이 에러는 저장된 인증 정보가 오래됐다는 뜻. 루프 돌며 재시도하지 말고 시크릿 갱신 후 재시작할 것.",
                 "비번 틀림이랑 계정 비활성화가 같은 메시지라 계정 상태부터 확인해야 함."])
        a = ch(["누가 로테이션했고 새 값은 어디 있나요?", "로테이션하면 #deploys 채널에 공지해줄 수 있나요?", ""])
    return "auth error message (no credential)", mc, le, a


def c_rotation(c, lang):
    v = ch(VENDORS)
    if lang == "en":
        mc = ch([f"Nobody told me the {v.brand} {v.label} was rotated on Friday; the old one still sat in the CI cache.",
                 f"I didn't know the {v.brand} key is rotated automatically every 30 days by the platform team."])
        le = ch([f"Rotating the {v.brand} key: create the new key, update {v.env} in the secret store, roll the deployments, then revoke the old key after 24h of clean logs.",
                 f"After rotation, {v.env} has to be updated in three places: the secret store, the CI variables, and the scheduled job config.",
                 f"{v.brand} allows two active keys at once, so there's no downtime if the old one is revoked last."])
        a = ch([f"Is there a checklist for rotating {v.env}?", "Who gets paged if a rotated key breaks a job?", ""])
    else:
        mc = ch([f"{v.brand} {v.label} 금요일에 로테이션된 걸 아무도 안 알려줌. CI 캐시에 예전 값이 남아 있었음.",
                 f"플랫폼팀이 {v.brand} 키를 30일마다 자동 교체한다는 걸 몰랐음."])
        le = ch([f"{v.brand} 키 교체 순서: 새 키 발급 → 시크릿 저장소의 {v.env} 갱신 → 디플로이 롤링 → 로그 24시간 정상 확인 후 예전 키 폐기.",
                 f"교체 후 {v.env} 값은 시크릿 저장소, CI 변수, 스케줄 잡 설정 세 군데 다 바꿔야 함.",
                 f"{v.brand} 쪽은 동시에 키 두 개 활성화 가능해서 예전 키를 마지막에 폐기하면 다운타임 없음."])
        a = ch([f"{v.env} 교체 체크리스트 있나요?", "교체한 키 때문에 잡 깨지면 누가 호출받나요?", ""])
    return f"rotation talk without value: {v.brand}", mc, le, a


# --- publishable keys (vendor documents them as public) -------------------------------------
def _firebase_cfg(co):
    pid = f"{co}-{ch(['app', 'web', 'prod'])}-{rint(1000, 9999)}"
    return ("const firebaseConfig = {\n"
            f"  apiKey: \"AIza{rs(B62 + '-_', 35)}\",\n  authDomain: \"{pid}.firebaseapp.com\",\n  projectId: \"{pid}\",\n"
            f"  storageBucket: \"{pid}.appspot.com\",\n  messagingSenderId: \"{rint(10**11, 10**12)}\",\n"
            f"  appId: \"1:{rint(10**11, 10**12)}:web:{hexs(22)}\"\n}};"), "Firebase web config apiKey"


PUBLISHABLE = [
    lambda co: (f"const stripe = Stripe(\"pk_live_51{rs(B62, 97)}\");", "Stripe publishable key"),
    lambda co: (f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51{rs(B62, 97)}", "Stripe test publishable key"),
    _firebase_cfg,
    lambda co: (f"<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza{rs(B62 + '-_', 35)}&callback=initMap\"></script>",
                "Google Maps JavaScript API key (browser, referrer-restricted)"),
    lambda co: (f"mapboxgl.accessToken = '{g_mapbox('pk')}';", "Mapbox public token"),
    lambda co: (f"const client = algoliasearch(\"{rs(ALNUM_U, 10)}\", \"{hexs(32)}\"); // search-only key", "Algolia search-only API key"),
    lambda co: (f"Sentry.init({{ dsn: \"https://{hexs(32)}@o{rint(10**5, 10**7)}.ingest.us.sentry.io/{rint(10**6, 10**7)}\" }});",
                "Sentry DSN"),
    lambda co: (f"posthog.init('phc_{rs(B62, 43)}', {{ api_host: 'https://us.i.posthog.com' }})", "PostHog project API key"),
    lambda co: (f"NEXT_PUBLIC_SUPABASE_URL=https://{rs(LOW, 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={g_supabase_jwt('anon')}",
                "Supabase anon key"),
    lambda co: (f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rs(B62, 1)}{rs(B64U, 37)}\"></div>", "reCAPTCHA site key"),
    lambda co: (f"<div class=\"h-captcha\" data-sitekey=\"{uuid4()}\"></div>", "hCaptcha sitekey"),
    lambda co: (f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs(B64U, 14)}\"></div>", "Cloudflare Turnstile sitekey"),
    lambda co: (f"Kakao.init('{hexs(32)}'); // JavaScript 키", "Kakao JavaScript key"),
    lambda co: (f"const tossPayments = TossPayments(\"{ch(['test_ck_', 'live_ck_'])}{rs(B62, 20)}\");", "Toss Payments client key"),
    lambda co: (f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64s('clerk.' + co + '.com$').rstrip('=')}", "Clerk publishable key"),
    lambda co: (f"braintree.dropin.create({{ authorization: '{ch(['sandbox', 'production'])}_{rs(ALNUM_L, 8)}_{rs(ALNUM_L, 16)}', container: '#dropin' }});",
                "Braintree tokenization key"),
    lambda co: (f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', '{rs(ALNUM_U, 13)}');", "Square application ID"),
    lambda co: (f"clientKey: \"{ch(['live_', 'test_'])}{rs(ALNUM_U, 32)}\",  // Adyen Web Drop-in", "Adyen client key"),
    lambda co: (f"const ldClient = LDClient.initialize('{hexs(24)}', context);", "LaunchDarkly client-side ID"),
    lambda co: (f"mixpanel.init(\"{hexs(32)}\", {{ track_pageview: true }});", "Mixpanel project token"),
    lambda co: (f"amplitude.init('{hexs(32)}', {{ defaultTracking: true }});", "Amplitude browser API key"),
    lambda co: (f"var options = {{ \"key\": \"rzp_live_{rs(B62, 14)}\", \"amount\": 50000, \"currency\": \"INR\" }};", "Razorpay key_id"),
    lambda co: (f"DD_RUM_CLIENT_TOKEN=pub{hexs(32)}\nDD_RUM_APPLICATION_ID={uuid4()}", "Datadog RUM client token"),
    lambda co: (f"<script>window.NREUM||(NREUM={{}});NREUM.info={{licenseKey:\"NRJS-{hexs(19)}\",applicationID:\"{rint(10**8, 10**9)}\"}}</script>",
                "New Relic browser key"),
    lambda co: (f"const pusher = new Pusher('{hexs(20)}', {{ cluster: 'ap3' }});", "Pusher app key"),
    lambda co: (f"<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-{rs(ALNUM_U, 10)}\"></script>", "GA4 measurement ID"),
    lambda co: (f"OneSignal.init({{ appId: \"{uuid4()}\" }});", "OneSignal app ID"),
]


def c_publishable(c, lang):
    co = company()
    snip, what = ch(PUBLISHABLE)(co)
    if lang == "en":
        mc = ch([f"Nobody told me this key is meant to ship in the frontend bundle, so I almost moved it to the secret store:\n{snip}",
                 f"The secret scanner flagged the line below and nobody said whether that's a real problem:\n{snip}",
                 f"I wasn't sure the value in the web config is safe to commit:\n{snip}"])
        le = ch([f"The {what} is public by design (the vendor says so); protection comes from domain/referrer restrictions and server-side checks, not from hiding it.",
                 f"Only the server-side counterpart of the {what} is secret; this one is visible to every browser anyway.",
                 "Rotating it wouldn't help: the new value would be in the bundle again on the next deploy."])
        a = ch(["Should we add this publishable key to the scanner allowlist?", "Are the domain restrictions on this key set for the staging domain too?", ""])
    else:
        mc = ch([f"이 키가 프론트엔드 번들에 들어가는 용도라는 걸 몰라서 시크릿 저장소로 옮길 뻔함:\n{snip}",
                 f"시크릿 스캐너가 아래 줄을 잡았는데 실제 문제인지 아무도 얘기 안 해줌:\n{snip}",
                 f"웹 설정에 있는 이 값이 커밋돼도 되는 건지 헷갈렸음:\n{snip}"])
        le = ch([f"{what} 값은 벤더 문서상 공개용임. 보호는 도메인/리퍼러 제한이랑 서버 검증으로 하는 거지 숨기는 게 아님.",
                 f"비밀로 지켜야 하는 건 서버 쪽 짝 키이고, 이건 어차피 브라우저에 다 보이는 값임.",
                 "로테이션해도 의미 없음. 다음 배포 때 새 값이 또 번들에 들어감."])
        a = ch(["이 publishable key 스캐너 allowlist에 추가할까요?", "이 키 도메인 제한에 스테이징 도메인도 들어가 있나요?", ""])
    return f"publishable key: {what} [publishable]", mc, le, a


def c_encrypted(c, lang):
    co = company()
    r = rint(0, 3)
    if r == 0:
        lines = wrap(hexs(rint(200, 300)), 80)
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in lines)
        what = "ansible-vault encrypted string"
    elif r == 1:
        snip = (f"database:\n    password: ENC[AES256_GCM,data:{b64(rbytes(rint(12, 24)))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]\n"
                f"sops:\n    age:\n        - recipient: {age_public()}")
        what = "SOPS-encrypted yaml"
    elif r == 2:
        snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {ch(SLUGS)}-db\nspec:\n  encryptedData:\n"
                f"    password: Ag{b64(rbytes(rint(180, 260)))}")
        what = "SealedSecret encryptedData"
    else:
        snip = f"$ cat config/credentials.yml.enc\n{b64(rbytes(rint(120, 200)))}--{b64(rbytes(12))}--{b64(rbytes(16))}"
        what = "Rails credentials.yml.enc"
    if lang == "en":
        mc = ch([f"Nobody told me the secrets in this repo are committed encrypted, so the blob below is expected:\n{snip}",
                 f"I wasn't sure whether committing this was a leak:\n{snip}"])
        le = ch(["The ciphertext is safe in git; the decryption key (vault password file / age key / controller key / master.key) is what must never be committed.",
                 "To change a value, decrypt locally with the team key, edit, and re-encrypt; never paste the decrypted value in a PR."])
        a = ch(["Who holds the decryption key for CI?", ""])
    else:
        mc = ch([f"이 레포는 시크릿을 암호화해서 커밋한다는 걸 몰랐음. 아래 blob은 정상임:\n{snip}",
                 f"이거 커밋된 게 유출인지 헷갈렸음:\n{snip}"])
        le = ch(["암호문은 git에 있어도 됨. 커밋하면 안 되는 건 복호화 키(vault 비번 파일 / age 키 / 컨트롤러 키 / master.key)임.",
                 "값 바꾸려면 팀 키로 로컬 복호화 → 수정 → 재암호화. 복호화된 값을 PR에 붙이면 안 됨."])
        a = ch(["CI용 복호화 키는 누가 관리하나요?", ""])
    return f"encrypted-at-rest value: {what}", mc, le, a


def c_scanner(c, lang):
    r = rint(0, 3)
    if r == 0:
        snip = ("[[rules]]\nid = \"stripe-live\"\nregex = '''sk_live_[0-9a-zA-Z]{24,99}'''\n\n[allowlist]\npaths = ['''tests/fixtures/.*''']\n"
                "regexes = ['''EXAMPLE''']")
        what = "gitleaks rule regex"
    elif r == 1:
        snip = json.dumps({"results": {"config/settings.py": [{"type": "Secret Keyword", "filename": "config/settings.py",
                                                               "hashed_secret": hexs(40), "is_verified": False, "line_number": rint(10, 200)}]}}, indent=1)
        what = "detect-secrets baseline"
    elif r == 2:
        snip = ".env\n.env.*\n!.env.example\n*.pem\n*.p12\n*.jks\nsecrets/*.dec.yaml\n.terraform/\nterraform.tfstate*"
        what = ".gitignore for secrets"
    else:
        snip = "(?i)(api[_-]?key|secret|token|passw(or)?d)\\s*[:=]\\s*['\"]?[A-Za-z0-9/+_\\-]{16,}"
        what = "custom secret-detection regex"
    if lang == "en":
        mc = ch([f"Nobody told me the repo already has secret scanning configured:\n{snip}", f"I didn't know why my commit was blocked; the scanner config is:\n{snip}"])
        le = ch(["The baseline stores only hashes of flagged lines, so it can be committed.", "Fixtures under tests/ are allowlisted; anything else needs a real fix, not an allowlist entry."])
        a = ch(["Should new allowlist entries go through security review?", ""])
    else:
        mc = ch([f"레포에 시크릿 스캐닝이 이미 설정돼 있다는 걸 몰랐음:\n{snip}", f"커밋이 왜 막혔는지 몰랐음. 스캐너 설정:\n{snip}"])
        le = ch(["baseline에는 걸린 줄의 해시만 저장돼서 커밋해도 됨.", "tests/ 아래 fixture는 allowlist 되어 있고, 나머지는 allowlist 말고 실제로 고쳐야 함."])
        a = ch(["allowlist 추가는 보안 리뷰 거쳐야 하나요?", ""])
    return f"secret scanning config: {what}", mc, le, a


def c_schema(c, lang):
    r = rint(0, 4)
    if r == 0:
        snip = ("components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n"
                "    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT")
        what = "OpenAPI securitySchemes"
    elif r == 1:
        snip = "<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\" required>"
        what = "HTML password input"
    elif r == 2:
        snip = "class Settings(BaseSettings):\n    db_password: SecretStr\n    api_token: SecretStr = Field(alias=\"API_TOKEN\")"
        what = "pydantic SecretStr"
    elif r == 3:
        snip = "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) { accessToken expiresIn }\n}"
        what = "GraphQL login mutation"
    else:
        snip = "CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email citext UNIQUE NOT NULL,\n  password_hash text NOT NULL,\n  mfa_secret_enc bytea\n);"
        what = "users table DDL"
    if lang == "en":
        mc = ch([f"Nobody told me how auth is modelled in this service:\n{snip}", f"I didn't know which field carries the credential in {task(lang)}:\n{snip}"])
        le = ch(["SecretStr / password types keep values out of reprs and logs; printing the settings object is safe.",
                 "The schema only names the fields; actual values come from the login form or the secret store."])
        a = ch(["Should the API accept both header and bearer auth long term?", ""])
    else:
        mc = ch([f"이 서비스에서 인증을 어떻게 모델링하는지 몰랐음:\n{snip}", f"{task(lang)}에서 어느 필드에 인증 정보가 들어가는지 몰랐음:\n{snip}"])
        le = ch(["SecretStr이나 password 타입은 repr/로그에 값이 안 찍혀서 설정 객체 출력해도 안전함.", "스키마는 필드 이름만 정의함. 실제 값은 로그인 폼이나 시크릿 저장소에서 옴."])
        a = ch(["API가 헤더 키랑 bearer 둘 다 계속 받게 둘 건가요?", ""])
    return f"auth schema (no values): {what}", mc, le, a


def c_infra_ids(c, lang):
    co = company()
    acct = aws_account()
    reg = ch(REGIONS)
    r = rint(0, 4)
    if r == 0:
        snip = (f"vpc-{hexs(17)}\nsubnet-{hexs(17)}\nsg-{hexs(17)}\nami-{hexs(17)}\n"
                f"arn:aws:iam::{acct}:role/{co}-{ch(SLUGS)}-task-role")
        what = "AWS resource ids and ARN"
    elif r == 1:
        snip = (f"\"instances\": [{{\"attributes\": {{\"id\": \"i-{hexs(17)}\", \"arn\": \"arn:aws:ec2:{reg}:{acct}:instance/i-{hexs(17)}\","
                f" \"private_ip\": \"{ip_private()}\"}}}}]")
        what = "terraform state excerpt"
    elif r == 2:
        snip = f"CONTAINER ID   IMAGE\n{hexs(12)}   {co}/api:{hexs(7)}\n{hexs(12)}   postgres:16"
        what = "docker ps ids"
    elif r == 3:
        snip = f"/subscriptions/{uuid4()}/resourceGroups/rg-{co}-prod/providers/Microsoft.Web/sites/{co}-api"
        what = "Azure resource id"
    else:
        snip = f"projects/{rint(10**11, 10**12)}/locations/{ch(['asia-northeast3', 'us-central1'])}/services/{ch(SLUGS)}-api (revision {ch(SLUGS)}-api-00{rint(10, 99)}-{rs(ALNUM_L, 3)})"
        what = "GCP resource name"
    if lang == "en":
        mc = ch([f"Nobody told me which resources {task(lang)} touches. From the console:\n{snip}", f"I wasn't given the resource identifiers for the migration:\n{snip}"])
        le = ch(["These identifiers are not secret; IAM decides who can act on them.", "Use the ARN/resource ID in policies rather than names, which can be reused."])
        a = ch(["Are the prod resources in the same account?", ""])
    else:
        mc = ch([f"{task(lang)} 작업이 어떤 리소스를 건드리는지 몰랐음. 콘솔에서 확인:\n{snip}",
                 f"마이그레이션 대상 리소스 식별자를 못 받았었음:\n{snip}"])
        le = ch(["이 식별자들은 비밀이 아님. 누가 조작할 수 있는지는 IAM이 결정함.", "정책에는 재사용될 수 있는 이름 말고 ARN/리소스 ID를 써야 함."])
        a = ch(["운영 리소스도 같은 계정에 있나요?", ""])
    return f"infrastructure identifiers: {what}", mc, le, a


def c_webhook_sig(c, lang):
    r = rint(0, 3)
    if r == 0:
        snip, what = f"Stripe-Signature: t={ts()},v1={hexs(64)}", "Stripe-Signature header"
    elif r == 1:
        snip, what = f"X-Hub-Signature-256: sha256={hexs(64)}\nX-GitHub-Delivery: {uuid4()}", "GitHub webhook signature"
    elif r == 2:
        snip, what = f"X-Slack-Request-Timestamp: {ts()}\nX-Slack-Signature: v0={hexs(64)}", "Slack request signature"
    else:
        snip, what = f"svix-id: msg_{rs(B62, 27)}\nsvix-timestamp: {ts()}\nsvix-signature: v1,{b64(rbytes(32))}", "Svix webhook signature"
    if lang == "en":
        mc = ch([f"Nobody told me signature verification was failing in staging. The incoming headers:\n{snip}", f"I didn't know how to debug the 400 from our webhook handler. Request headers:\n{snip}"])
        le = ch(["The signature is an HMAC over the raw body; any JSON re-serialisation before verifying breaks it.",
                 "A signature value is per-request and useless for forging new requests without the signing secret."])
        a = ch(["Which signing secret does staging use for this endpoint?", ""])
    else:
        mc = ch([f"스테이징에서 서명 검증이 실패하고 있다는 걸 몰랐음. 들어온 헤더:\n{snip}", f"웹훅 핸들러 400 디버깅 방법을 몰랐음. 요청 헤더:\n{snip}"])
        le = ch(["서명은 raw body에 대한 HMAC이라 검증 전에 JSON 다시 직렬화하면 깨짐.", "서명 값은 요청마다 달라서 서명 시크릿 없이는 새 요청 위조에 못 씀."])
        a = ch(["스테이징 이 엔드포인트는 어떤 서명 시크릿 쓰나요?", ""])
    return f"webhook signature (not a credential): {what}", mc, le, a


def c_oauth_flow(c, lang):
    co = company()
    url = (f"https://login.{co}.com/authorize?response_type=code&client_id={rs(B62, 32)}"
           f"&redirect_uri=https%3A%2F%2Fapp.{co}.com%2Fcallback&scope=openid%20profile%20email"
           f"&state={rs(B64U, 22)}&code_challenge={b64u(rbytes(32))}&code_challenge_method=S256")
    if lang == "en":
        mc = f"Nobody told me the mobile app uses PKCE, so I couldn't reproduce the login. The authorize request:\n{url}"
        le = ch(["client_id, state and code_challenge are public parts of the flow; the code_verifier stays on the device and the authorization code is exchanged once.",
                 "The redirect URI must match exactly, including the trailing slash, or the IdP returns invalid_request."])
        a = ch(["Is the staging IdP configured with the same redirect URI?", ""])
    else:
        mc = f"모바일 앱이 PKCE 쓰는 걸 몰라서 로그인 재현이 안 됐음. authorize 요청:\n{url}"
        le = ch(["client_id, state, code_challenge는 플로우의 공개 값임. code_verifier는 기기에만 있고 authorization code는 한 번만 교환됨.",
                 "redirect URI는 끝 슬래시까지 정확히 같아야 함. 아니면 IdP가 invalid_request 줌."])
        a = ch(["스테이징 IdP에도 같은 redirect URI 등록돼 있나요?", ""])
    return "OAuth authorize URL (PKCE, no secret)", mc, le, a


def c_dns(c, lang):
    co = company()
    r = rint(0, 2)
    if r == 0:
        snip = f"{ch(['google', 's1', 'k1'])}._domainkey.{co}.com. 300 IN TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(rbytes(150))}\""
        what = "DKIM public key TXT"
    elif r == 1:
        snip = f"{co}.com. 300 IN TXT \"google-site-verification={rs(B64U, 43)}\"\n{co}.com. 300 IN TXT \"v=spf1 include:_spf.google.com ~all\""
        what = "site verification TXT"
    else:
        snip = f"_dmarc.{co}.com. 300 IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{co}.com\"\n_acme-challenge.{co}.com. 60 IN TXT \"{b64u(rbytes(32))}\""
        what = "DMARC and ACME challenge TXT"
    if lang == "en":
        mc = f"Nobody told me mail from the new domain was failing DKIM. Current DNS records:\n{snip}"
        le = ch(["All of these records are public DNS; the DKIM private key lives only on the mail provider.", "TXT changes take up to the TTL to propagate; 300s here."])
        a = ch(["Who has access to the DNS zone?", ""])
    else:
        mc = f"새 도메인 메일이 DKIM 실패하고 있다는 걸 몰랐음. 현재 DNS 레코드:\n{snip}"
        le = ch(["이 레코드들은 전부 공개 DNS임. DKIM 개인키는 메일 서비스 쪽에만 있음.", "TXT 변경은 TTL만큼 걸려서 반영됨. 여기선 300초."])
        a = ch(["DNS 존 권한 누가 갖고 있나요?", ""])
    return f"DNS records: {what}", mc, le, a


def c_ko_en_prose(c, lang):
    app = ch(KO_APPS if lang == "ko" else EN_APPS)
    p = person(lang)
    if lang == "en":
        mc = ch([f"Nobody told me the {app} password is kept in the team vault under 'Shared / {app}'.",
                 f"I didn't know I had to ask {p} for the {app} login; it isn't written down anywhere on purpose.",
                 f"Missing context: {app} uses SSO now, so the old local admin password no longer works."])
        le = ch([f"Never paste the {app} password into tickets or notes; link the vault item instead.",
                 f"The {app} admin password was changed after the offboarding, and only the vault entry is current.",
                 f"{app} accepts the password only over the VPN; outside it you get a generic 'invalid credentials'."])
        a = ch([f"Can I get access to the vault item for {app}?", f"Who approves new {app} accounts?", ""])
    else:
        mc = ch([f"{app} 비번이 팀 볼트 '공용 / {app}' 항목에 있다는 걸 몰랐음.",
                 f"{app} 계정은 {p}한테 따로 물어봐야 한다는 걸 몰랐음. 일부러 어디에도 안 적어둔 거라고 함.",
                 f"{app} 이제 SSO라서 예전 로컬 관리자 비번은 안 먹힘."])
        le = ch([f"{app} 비번은 티켓이나 노트에 붙여넣지 말고 볼트 항목 링크만 남길 것.",
                 f"퇴사자 정리 후 {app} 관리자 비번 바뀌었고 최신 값은 볼트에만 있음.",
                 f"{app} 쪽은 VPN 안에서만 비번 로그인 됨. 밖에서는 그냥 '잘못된 인증 정보'라고만 나옴."])
        a = ch([f"{app} 볼트 항목 권한 받을 수 있을까요?", f"{app} 신규 계정 승인은 누가 하나요?", ""])
    return "prose about a password without the value", mc, le, a


def c_token_words(c, lang):
    r = rint(0, 4)
    if lang == "en":
        le = ["Set max_tokens to 4096 for the summariser; above that the model truncates and the token count in the response hits the limit.",
              "The 'CSRF token missing' error means the form was cached by the CDN; exclude /login from caching.",
              "The rate limiter is a token bucket with 50 tokens refilled at 10/s per client IP.",
              "The tokenizer splits Korean text into many more tokens than English, so the same prompt costs more.",
              "Session cookies are HttpOnly, Secure and SameSite=Lax; the session lifetime is 8 hours sliding."][r]
        mc = ch(["Nobody told me the limits the service runs with.", f"I wasn't told why {task(lang)} was failing intermittently."])
        a = ch(["Are these limits documented anywhere?", ""])
    else:
        le = ["요약기는 max_tokens 4096으로 설정. 그 이상이면 모델이 잘리고 응답의 token count가 한도에 걸림.",
              "'CSRF token missing' 에러는 CDN이 폼을 캐시해서 나는 거. /login은 캐시 제외해야 함.",
              "rate limiter는 클라이언트 IP당 50 토큰, 초당 10개 충전되는 token bucket 방식.",
              "토크나이저가 한국어를 영어보다 훨씬 많은 토큰으로 쪼개서 같은 프롬프트도 비용이 더 나옴.",
              "세션 쿠키는 HttpOnly, Secure, SameSite=Lax이고 수명은 슬라이딩 8시간."][r]
        mc = ch(["서비스가 어떤 제한값으로 도는지 아무도 안 알려줌.", f"{task(lang)} 작업이 간헐적으로 실패하는 이유를 몰랐음."])
        a = ch(["이 제한값들 문서화된 곳 있나요?", ""])
    return "token/session vocabulary without credentials", mc, le, a


def c_sshconfig(c, lang):
    co = company()
    snip = (f"Host bastion\n  HostName {ch(['bastion', 'jump'])}.{co}.io\n  User {ch(USERS)}\n  IdentityFile ~/.ssh/id_ed25519\n\n"
            f"Host {co}-db-*\n  ProxyJump bastion\n  User ubuntu\n  IdentitiesOnly yes")
    if lang == "en":
        mc = f"Nobody told me the databases are only reachable through the bastion. The SSH config that works:\n{snip}"
        le = ch(["The config only points at the key file; the key itself stays on the laptop.", "Agent forwarding is disabled on the bastion on purpose; use ProxyJump."])
        a = ch(["Do I need to register my public key with someone for the bastion?", ""])
    else:
        mc = f"DB는 bastion 통해서만 접근 가능하다는 걸 몰랐음. 동작하는 SSH 설정:\n{snip}"
        le = ch(["설정에는 키 파일 경로만 있고 키 자체는 노트북에만 있음.", "bastion에서는 agent forwarding 일부러 막아둠. ProxyJump 써야 함."])
        a = ch(["bastion 쓰려면 공개키를 누구한테 등록 요청해야 하나요?", ""])
    return "ssh config (paths only)", mc, le, a


def c_cert_text(c, lang):
    co = company()
    snip = (f"Serial Number:\n    {':'.join(wrap(hexs(32), 2))}\nX509v3 Subject Key Identifier:\n    {':'.join(wrap(rs(HEXU, 40), 2))}\n"
            f"Not After : Mar {rint(1, 28)} 23:59:59 2026 GMT\nSubject: CN = *.{co}.com")
    if lang == "en":
        mc = f"Nobody told me the wildcard certificate expires soon. openssl x509 -text shows:\n{snip}"
        le = ch(["Serials and key identifiers are public certificate fields; they identify the cert, nothing more.", "Renewal goes through the ACM request, not the old CA account."])
        a = ch(["Who gets the expiry alerts for this certificate?", ""])
    else:
        mc = f"와일드카드 인증서 만료가 임박했다는 걸 몰랐음. openssl x509 -text 결과:\n{snip}"
        le = ch(["시리얼이랑 key identifier는 인증서 공개 필드라 식별용일 뿐임.", "갱신은 예전 CA 계정 말고 ACM 요청으로 함."])
        a = ch(["이 인증서 만료 알림은 누가 받나요?", ""])
    return "certificate details (public)", mc, le, a


def c_format_talk(c, lang):
    pairs = [("GitHub classic tokens start with ghp_ and fine-grained ones with github_pat_",
              "GitHub classic 토큰은 ghp_, fine-grained는 github_pat_ 로 시작함"),
             ("Stripe secret keys begin with sk_live_ or sk_test_, restricted keys with rk_, and only pk_ keys may ship to the browser",
              "Stripe 시크릿 키는 sk_live_/sk_test_, restricted 키는 rk_ 로 시작하고 브라우저에는 pk_ 키만 나가야 함"),
             ("Slack bot tokens are xoxb-, user tokens xoxp-, app-level tokens xapp-",
              "Slack 봇 토큰은 xoxb-, 유저 토큰은 xoxp-, 앱 레벨 토큰은 xapp- 접두사임"),
             ("AWS long-term access key IDs start with AKIA and temporary ones with ASIA; the secret half is never shown again after creation",
              "AWS 장기 액세스 키 ID는 AKIA, 임시 키는 ASIA로 시작하고 시크릿 쪽은 생성 후 다시 볼 수 없음"),
             ("OpenAI project keys look like sk-proj-..., Anthropic keys like sk-ant-api03-...",
              "OpenAI 프로젝트 키는 sk-proj-..., Anthropic 키는 sk-ant-api03-... 형태"),
             ("GitLab personal access tokens are prefixed glpat- and runner tokens glrt-",
              "GitLab PAT는 glpat-, 러너 토큰은 glrt- 접두사"),
             ("npm granular tokens start with npm_ and PyPI tokens with pypi-, both carry a checksum the registry validates",
              "npm 토큰은 npm_, PyPI 토큰은 pypi- 로 시작하고 둘 다 레지스트리가 검증하는 체크섬이 있음")]
    en, ko = ch(pairs)
    if lang == "en":
        mc = ch(["Nobody told me how to tell which kind of key the alert was about.", "I didn't know the scanner groups findings by token prefix."])
        le = f"{en}. The prefix alone identifies the type, so the alert can be triaged without ever seeing the value."
        a = ch(["Is there a table of prefixes we care about?", ""])
    else:
        mc = ch(["알림이 어떤 종류 키에 대한 건지 구분하는 법을 몰랐음.", "스캐너가 토큰 접두사로 결과를 묶는다는 걸 몰랐음."])
        le = f"{ko}. 접두사만으로 종류 구분이 되니까 값을 보지 않고도 알림 분류 가능."
        a = ch(["관리 대상 접두사 목록 같은 게 있나요?", ""])
    return "token prefix talk (no token)", mc, le, a


SDK_VENDORS = [v for v in VENDORS if v.key in SDK_OTHER or v.py or v.js]


def _sdk_container(c, v, t, co, lang):
    opts = []
    if v.key in SDK_OTHER:
        opts.append("other")
    if v.py:
        opts.append("py")
    if v.js:
        opts.append("js")
    k = ch(opts)
    if k == "other":
        which, tpl, where = ch(SDK_OTHER[v.key])
        snip = tpl.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32)).replace("{co}", co).replace("{{", "{").replace("}}", "}")
        return snip, where.replace("{co}", co), which + " SDK"
    if k == "py":
        return v.py.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32)), \
            ch([f"app/clients/{v.key}.py", f"scripts/{ch(SLUGS)}.py", "worker/tasks.py"]), "python SDK"
    return v.js.replace("{t}", c.s(t)).replace("{sid}", "AC" + hexs(32)).replace("{{", "{").replace("}}", "}"), \
        ch([f"src/lib/{v.key}.ts", "server/index.js", f"scripts/{ch(SLUGS)}.mjs"]), "javascript SDK"


def s_sdk(c, lang):
    return t_vendor(c, lang, v=ch(SDK_VENDORS), forced=_sdk_container)


# ============================================================================================
# assembly, checks, output
# ============================================================================================
SECRET_TEMPLATES = [(t_vendor, 66), (s_sdk, 10), (s_cloud_pair, 10), (s_webhook, 7), (s_connstr, 16), (s_cli, 24), (s_prose_pw, 18),
                    (s_split_sentence, 8), (s_split_field, 7), (s_chat, 5), (s_table, 4), (s_logtrace, 8), (s_diff, 5),
                    (s_http_auth, 7), (s_sql, 4), (s_privkey, 7), (s_totp, 4), (s_recovery, 4), (s_wifi, 3), (s_pin, 3),
                    (s_seed, 3), (s_apppw, 4), (s_appsecret, 5), (s_registry, 5), (s_git_url, 4), (s_oauth_resp, 3),
                    (s_ansible, 3), (s_csv, 2), (s_initial_admin, 3), (s_android_signing, 2), (s_vpn_net, 3),
                    (s_env_multi, 3), (s_presigned, 1), (s_kubeadm, 2)]
CLEAN_TEMPLATES = [(c_envref, 22), (c_secretstore, 20), (c_placeholder, 14), (c_masked, 14), (c_docexample, 10),
                   (c_hashes, 16), (c_ids, 14), (c_objids, 14), (c_b64data, 12), (c_pubkeys, 18), (c_urls, 12),
                   (c_cliflags, 12), (c_policy, 10), (c_autherr, 14), (c_rotation, 16), (c_publishable, 26),
                   (c_encrypted, 8), (c_scanner, 6), (c_schema, 8), (c_infra_ids, 8), (c_webhook_sig, 7),
                   (c_oauth_flow, 4), (c_dns, 5), (c_ko_en_prose, 18), (c_token_words, 8), (c_sshconfig, 4),
                   (c_cert_text, 4), (c_format_talk, 8)]


def allocate(templates, n):
    """largest-remainder allocation of n notes over weighted templates (deterministic)"""
    tot = sum(w for _, w in templates)
    raw = [(fn, n * w / tot) for fn, w in templates]
    out = [[fn, int(x)] for fn, x in raw]
    rem = n - sum(k for _, k in out)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][1] - int(raw[i][1])), i))
    for i in order[:rem]:
        out[i][1] += 1
    return out


def occurrences(text, s):
    out, i = [], text.find(s)
    while i != -1:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def check_note(n):
    """Every rule of FORMAT.txt; returns an error string or None."""
    f = n["fields"]
    if list(n.keys()) != ["id", "lang", "kind", "category", "fields", "secrets"]:
        return "key order"
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        return "field order"
    if n["lang"] not in ("en", "ko") or n["kind"] not in ("secret", "clean"):
        return "lang/kind"
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    if len(f["missing_context"].encode()) > 1024 or len(f["lesson"].encode()) > 1024:
        return "field too long"
    if len(f["ask_next_time"].encode()) > 512:
        return "ask too long"
    cat = n["category"]
    if n["kind"] == "clean":
        if n["secrets"]:
            return "clean with secrets"
    else:
        if not n["secrets"]:
            return "secret note without secrets"
        if cat.endswith(" [publishable]"):
            return "publishable tag on secret note"
    if "[publishable]" in cat and not cat.endswith(" [publishable]"):
        return "publishable tag placement"
    texts = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in n["secrets"]:
        if len(s) < 8 or s != s.strip():
            return f"bad secret {s!r}"
        if not any(s in t for t in texts):
            return f"secret not verbatim {s!r}"
    for t in texts:
        spans = []
        for s in n["secrets"]:
            spans += occurrences(t, s)
        for s in n["secrets"]:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for (a, b) in occurrences(t, w):
                    if not any(x <= a and b <= y for x, y in spans):
                        return f"8-char window {w!r} of {s[:20]!r} outside its occurrences"
    return None


# obvious credential shapes that must never appear in a clean note (self-check of the generator)
import re  # noqa: E402

CLEAN_FORBIDDEN = [r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{60,}", r"xox[bpa]-[0-9]{6,}", r"AKIA[A-Z2-7]{16}",
                   r"sk_live_[A-Za-z0-9]{20,}", r"sk-ant-api03-[A-Za-z0-9_-]{20}", r"sk-proj-[A-Za-z0-9_-]{20}",
                   r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"glpat-[A-Za-z0-9_-]{20}", r"npm_[A-Za-z0-9]{36}",
                   r"hf_[A-Za-z]{34}", r"SG\.[A-Za-z0-9_-]{22}\.", r"dop_v1_[a-f0-9]{64}", r"AGE-SECRET-KEY-1"]
CLEAN_ALLOWED_SUBSTR = ["AKIAIOSFODNN7EXAMPLE"]


def clean_selfcheck(n):
    blob = "\n".join(n["fields"].values())
    for a in CLEAN_ALLOWED_SUBSTR:
        blob = blob.replace(a, "")
    for pat in CLEAN_FORBIDDEN:
        if re.search(pat, blob):
            return f"clean note matches {pat}"
    return None


def join_short(text):
    """A label line followed by a single-line snippet is often written inline ('... in .env: KEY=value')."""
    lines = text.split("\n")
    if len(lines) == 2 and lines[0].endswith(":") and coin(0.65):
        return lines[0] + " " + lines[1]
    return text


RETRIES = {}
SERVICES = {}


def build(fn, kind, lang):
    for attempt in range(40):
        c = Ctx()
        cat, mc, le, a = fn(c, lang)
        mc, le = join_short(mc), join_short(le)
        n = {"id": "", "lang": lang, "kind": kind, "category": cat,
             "fields": {"missing_context": mc, "lesson": le, "ask_next_time": a},
             "secrets": list(c.secrets) if kind == "secret" else []}
        if kind == "clean" and c.secrets:
            raise RuntimeError(f"clean template {fn.__name__} registered a secret")
        err = check_note(n) or (clean_selfcheck(n) if kind == "clean" else None)
        if err is None:
            if kind == "secret":
                for x in c.services:
                    SERVICES[x] = SERVICES.get(x, 0) + 1
            return n
        RETRIES[fn.__name__] = RETRIES.get(fn.__name__, 0) + 1
        RETRIES.setdefault("_last", {})[fn.__name__] = err
    raise RuntimeError(f"{fn.__name__} failed 40 times: {err}")


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v139.jsonl"
    notes = []
    for kind, lang in (("secret", "en"), ("secret", "ko"), ("clean", "en"), ("clean", "ko")):
        templates = SECRET_TEMPLATES if kind == "secret" else CLEAN_TEMPLATES
        plan = []
        for fn, k in allocate(templates, N_PER[(kind, lang)]):
            plan += [fn] * k
        R.shuffle(plan)
        for fn in plan:
            notes.append(build(fn, kind, lang))
    R.shuffle(notes)
    for i, n in enumerate(notes, 1):
        n["id"] = f"{PREFIX}{i:03d}"
    # final assertions over the whole set
    assert len(notes) == 720
    assert len({n["id"] for n in notes}) == 720
    for kind, lang in N_PER:
        cnt = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
        assert cnt == N_PER[(kind, lang)], (kind, lang, cnt)
    for n in notes:
        err = check_note(n)
        assert err is None, (n["id"], err)
        if n["kind"] == "clean":
            assert clean_selfcheck(n) is None, n["id"]
    with open(out_path, "w", encoding="utf-8") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    data = open(out_path, "rb").read()
    print(f"wrote {out_path}: {len(notes)} notes, sha256 {hashlib.sha256(data).hexdigest()}")
    print(f"distinct vendors/services named in secret notes: {len(SERVICES)}")
    if len(sys.argv) > 2:
        with open(sys.argv[2], "w", encoding="utf-8") as fh:
            json.dump({"services": SERVICES, "retries": {k: v for k, v in RETRIES.items() if k != "_last"}}, fh,
                      ensure_ascii=False, indent=1, sort_keys=True)
    retries = {k: v for k, v in RETRIES.items() if k != "_last"}
    print("template retries (rule violations regenerated):", json.dumps(retries, sort_keys=True))
    if "_last" in RETRIES:
        print("last errors:", json.dumps(RETRIES["_last"], sort_keys=True, ensure_ascii=False))


if __name__ == "__main__":
    main()
