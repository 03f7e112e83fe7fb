#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v25.py -- blind evaluation set v25 for the note credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(25_2026_1126), drives
every choice: slot allocation, templates, languages, presentation styles, the field that gets
the secret, every random value, retries and the final shuffle.  No set is ever iterated and JSON
is written with a fixed key order, so the output does not depend on PYTHONHASHSEED.

Usage:  python3 make_blind_set_v25.py        (writes blind_set_v25.jsonl and README_v25.txt
                                              next to this file)
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import urllib.parse

SEED = 25_2026_1126
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSONL = os.path.join(HERE, "blind_set_v25.jsonl")
OUT_README = os.path.join(HERE, "README_v25.txt")

PER_KIND_LANG = 160          # notes per (kind, lang) -> 640 notes
MAX_PER_CATEGORY = 3
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")

# ----------------------------------------------------------------------------------------------
# low-level random helpers (all draw from R)
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
LOWALNUM = LO + DG
UPALNUM = UP + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
B32L = LO + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hexs(n):
    return rs(HEXL, n)


def digits(n, first_nonzero=True):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def wpick(pairs):
    """pairs: list of (item, weight)"""
    items = [p[0] for p in pairs]
    weights = [p[1] for p in pairs]
    return R.choices(items, weights=weights, k=1)[0]


def sample(seq, k):
    return R.sample(list(seq), k)


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def ulid():
    return "01" + R.choice("HJK") + rs(CROCK, 23)


def ts_iso(ms=True):
    y = pick([2025, 2025, 2025, 2026])
    mo = R.randint(1, 12) if y == 2025 else R.randint(1, 10)
    d = R.randint(1, 28)
    s = "%04d-%02d-%02dT%02d:%02d:%02d" % (y, mo, d, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))
    if ms:
        s += ".%03d" % R.randint(0, 999)
    return s + "Z"


def date_s():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def amz_date():
    return "2025%02d%02dT%02d%02d%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                         R.randint(0, 59), R.randint(0, 59))


def epoch():
    return R.randint(1735700000, 1790000000)


def sha40():
    return hexs(40)


def sha7():
    return hexs(7)


def pct(s):
    return urllib.parse.quote(s, safe="")


def camel(env_name):
    parts = env_name.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def jwt_make(header, payload, sig_bytes=32):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return h + "." + p + "." + b64u(rbytes(sig_bytes))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ----------------------------------------------------------------------------------------------
# DER / PEM / OpenSSH builders (random bodies with a plausible structure)
# ----------------------------------------------------------------------------------------------
def _der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _der_len(len(content)) + content


def der_seq(*parts):
    return der(0x30, b"".join(parts))


def der_uint(b):
    b = b.lstrip(b"\x00") or b"\x00"
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def der_small(n):
    return der(0x02, bytes([n]))


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ED25519 = bytes.fromhex("06032b6570")


def _topbit(n):
    b = bytearray(rbytes(n))
    b[0] |= 0x80
    b[-1] |= 0x01
    return bytes(b)


def rsa_pkcs1_der(bits=2048):
    n = bits // 8
    h = n // 2
    return der_seq(der_small(0), der_uint(_topbit(n)), der(0x02, b"\x01\x00\x01"), der_uint(_topbit(n)),
                   der_uint(_topbit(h)), der_uint(_topbit(h)), der_uint(_topbit(h)), der_uint(_topbit(h)),
                   der_uint(_topbit(h)))


def rsa_pkcs8_der(bits=2048):
    return der_seq(der_small(0), der_seq(OID_RSA, b"\x05\x00"), der(0x04, rsa_pkcs1_der(bits)))


def ec_sec1_der():
    pub = b"\x00\x04" + rbytes(64)
    return der_seq(der_small(1), der(0x04, rbytes(32)), der(0xA0, OID_P256), der(0xA1, der(0x03, pub)))


def ec_pkcs8_der():
    pub = b"\x00\x04" + rbytes(64)
    inner = der_seq(der_small(1), der(0x04, rbytes(32)), der(0xA1, der(0x03, pub)))
    return der_seq(der_small(0), der_seq(OID_EC, OID_P256), der(0x04, inner))


def ed25519_pkcs8_der():
    return der_seq(der_small(0), der_seq(OID_ED25519), der(0x04, der(0x04, rbytes(32))))


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_blob(comment):
    pk = rbytes(32)
    sk = rbytes(32)
    pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(sk + pk) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    return (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") +
            (1).to_bytes(4, "big") + _sshstr(pub) + _sshstr(priv))


def ssh_ed25519_pub_b64():
    return b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))


def pem_lines(der_bytes, width=64):
    return wrap(b64(der_bytes), width)


def fake_cert_lines(n_lines):
    """public certificate body: looks like an X.509 DER in base64 (public, not a secret)."""
    body = b64(der_seq(der_seq(der(0xA0, der_small(2)), der_uint(rbytes(16)), der_seq(OID_RSA, b"\x05\x00"),
                               der(0x30, rbytes(64 * n_lines)))))
    lines = wrap(body, 64)
    return lines[:n_lines]


# ----------------------------------------------------------------------------------------------
# Korean (2-beolsik) keyboard transliteration for "Korean word typed on an English keyboard"
# ----------------------------------------------------------------------------------------------
_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2en(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


assert ko2en("사랑해") == "tkfkdgo" and ko2en("안녕하세요") == "dkssudgktpdy"

KO_WORDS = ["하늘", "바다", "고양이", "강아지", "사랑", "행복", "우리집", "서울", "부산", "제주도", "봄날",
            "별빛", "달빛", "토끼", "호랑이", "무지개", "감자", "김치", "여름", "겨울", "가을", "보리",
            "초코", "단풍", "한강", "떡볶이", "커피", "노을", "새벽", "다람쥐", "해바라기", "바람"]
EN_WORDS = ["Sunflower", "Pinecone", "Bluebird", "Harbor", "Maple", "Falcon", "Orchid", "Granite",
            "Lantern", "Meadow", "Cobalt", "Saturn", "Juniper", "Willow", "Thunder", "Velvet", "Copper",
            "Dolphin", "Phoenix", "Summit", "Autumn", "Marble", "Raven", "Cactus", "Tiger", "Rocket"]
PASS_WORDS = ["orbit", "velvet", "cactus", "harbor", "lemon", "quartz", "tundra", "pixel", "mango",
              "canyon", "violet", "ember", "walnut", "glacier", "saffron", "hazel", "puzzle", "comet",
              "falcon", "meadow", "cobalt", "nimbus", "pepper", "tulip", "anchor", "ripple", "zephyr",
              "bamboo", "copper", "lotus", "prism", "willow", "basil", "dune", "fjord", "kiwi"]


def pw_machine(n=None, symbols="!#%^*-_=+.~"):
    n = n or R.randint(16, 28)
    while True:
        s = rs(ALNUM + symbols, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and (not symbols or any(c in symbols for c in s))):
            return s


def pw_human():
    w = pick(EN_WORDS)
    y = str(R.randint(1979, 2026)) if chance(0.7) else digits(R.randint(2, 4), False)
    sym = pick("!@#$%&*?")
    form = R.randint(0, 4)
    if form == 0:
        return w + y + sym
    if form == 1:
        return w + sym + y
    if form == 2:
        return sym + w + y
    if form == 3:
        return w + pick(["_", ".", "-"]) + pick(EN_WORDS).lower() + y[-2:] + sym
    return w[0].lower() + w[1:] + y + sym + sym


def pw_korean_kb():
    w = pick(KO_WORDS)
    s = ko2en(w)
    if chance(0.3):
        s = s + ko2en(pick(KO_WORDS))
    if chance(0.35):
        s = s[0].upper() + s[1:]
    s += pick([digits(R.randint(2, 4), False), str(R.randint(1985, 2026)), "1004", "0"+digits(3, False)])
    if chance(0.7):
        s += pick("!@#$^*")
    while len(s) < 8:
        s += pick(DG)
    return s


WALKS = ["1qaz2wsx3edc", "qwertyuiop", "asdfghjkl", "zxcvbnm", "1q2w3e4r5t", "qazwsxedc", "!QAZ@WSX#EDC",
         "1qazxsw2", "qwer1234", "zaq12wsx", "poiuytrewq", "mnbvcxz", "asdf;lkj", "q1w2e3r4t5",
         "1234qwer", "qweasdzxc", "wasd1234", "!q@w#e$r"]


def pw_walk():
    w = pick(WALKS)
    a = R.randint(0, max(0, len(w) - 6))
    b = R.randint(a + 6, len(w))
    s = w[a:b]
    if chance(0.4):
        s = s[0].upper() + s[1:]
    s += pick(["!", "!!", "@", "#", "", "$"]) + pick(["", digits(2, False), str(R.randint(2019, 2026))])
    while len(s) < 8:
        s += pick("!@#1234")
    return s


def passphrase():
    k = R.randint(3, 5)
    words = sample(PASS_WORDS, k)
    sep = pick(["-", ".", "_", " ", "-"])
    s = sep.join(words)
    if chance(0.5):
        s += sep + digits(R.randint(1, 3), False)
    return s


def pw_url_unsafe():
    """password with characters that must be percent-encoded inside a URL"""
    while True:
        s = pw_machine(R.randint(14, 22), symbols="!@#$%^&*:/?+=")
        if any(c in s for c in "@:/?#%+&="):
            return s


# ----------------------------------------------------------------------------------------------
# people, places, services
# ----------------------------------------------------------------------------------------------
EN_NAMES = ["Minji", "Daniel", "Priya", "Tom", "Jisoo", "Hyunwoo", "Sara", "Alex", "Marco", "Yuki", "Wei",
            "Olivia", "Sam", "Joon", "Hana", "Ravi", "Elena", "Kenji", "Chris", "Noah", "Seoyeon", "Lucas"]
KO_NAMES = ["민지", "지훈", "서연", "도윤", "하은", "준호", "수빈", "예린", "현우", "지수", "태윤", "은비",
            "상민", "유진", "재원", "소영", "동현", "나래"]
SVCS = ["api", "billing", "payments-svc", "notifier", "auth", "web", "admin", "worker", "ingest", "search",
        "mobile-bff", "gateway", "scheduler", "reports", "orders", "checkout", "crm-sync", "media"]
ENVS = ["staging", "prod", "dev", "qa", "preview", "sandbox"]
CHANNELS = ["#backend", "#deploys", "#infra", "#mobile", "#payments", "#dev-help", "#incident-2231",
            "#data-eng", "#release", "#platform", "#ops"]
ORGS = ["acme", "haneul", "bluefin", "orbitlab", "mintpay", "gosu", "daon", "pebble", "nuri", "tidal"]
REPOS = ["api", "web", "mobile", "infra", "billing", "monorepo", "platform", "data-pipeline", "admin"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2", "ap-southeast-1"]
DB_USERS = ["app", "app_rw", "svc_billing", "reporting", "migrator", "api_user", "etl", "admin_ro", "postgres"]
DB_NAMES = ["app", "billing", "orders", "analytics", "core", "shop", "auth", "events"]


def person(lang):
    return pick(EN_NAMES) if lang == "en" else pick(KO_NAMES) + "님"


def db_host(kind="pg"):
    base = pick(["db-prod-1", "db-stg-2", "pg-main", "orders-db", "replica-03", "mysql-core", "rds-billing"])
    suf = pick([".internal", ".svc.cluster.local", "." + pick(REGIONS) + ".rds.amazonaws.com", ".corp.lan"])
    if suf.endswith("rds.amazonaws.com"):
        return base + "." + rs(LOWALNUM, 12) + suf
    return base + suf


def svc():
    return pick(SVCS)


def env():
    return pick(ENVS)


def org():
    return pick(ORGS)


def lang_pick(lang, en, ko):
    return pick(en) if lang == "en" else pick(ko)

# ----------------------------------------------------------------------------------------------
# Vendor credential shapes (from memory of each vendor's documented format; bodies are random)
# item = (ENV_NAME, value_as_written, [listed substrings of value])
# ----------------------------------------------------------------------------------------------
VENDORS = []


def V(company, name, domain, label_en, label_ko, items, hdr=None, url=None, name_ko=None, region="global"):
    VENDORS.append({"company": company, "name": name, "name_ko": name_ko or name, "domain": domain,
                    "label_en": label_en, "label_ko": label_ko, "items": items, "hdr": hdr, "url": url,
                    "region": region})


def one(env_name, fn):
    def items():
        v = fn()
        return [(env_name, v, [v])]
    return items


def pair(env1, fn1, env2, fn2, list1=True, extra=None):
    def items():
        a = fn1()
        b = fn2()
        out = [(env1, a, [a] if list1 else []), (env2, b, [b])]
        if extra:
            for e, f in extra:
                out.append((e, f(), []))
        return out
    return items


def trio(envs, fns, listed):
    def items():
        out = []
        for e, f, l in zip(envs, fns, listed):
            v = f()
            out.append((e, v, [v] if l else []))
        return out
    return items


def _aws_secret():
    return rs(B64, 40)


def _akia():
    return "AKIA" + rs(B32, 16)


def _asia():
    return "ASIA" + rs(B32, 16)


def _aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(ALNUM, 2) + "aCmFwLW5vcnRoZWFzdC0yIkcwRQIg" + rs(B64, R.randint(280, 400)) + "="


def _twilio_sid():
    return "AC" + hexs(32)


def _slack_id(p):
    return p + rs(UPALNUM, R.randint(8, 10))


def _openai_proj():
    return "sk-proj-" + rs(B64URL, 58) + "T3BlbkFJ" + rs(B64URL, 58)


def _fcm_legacy():
    return "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)


def _azure_storage_conn():
    acct = pick(["stg", "st", "logs", "media"]) + org() + rs(LOWALNUM, 4)
    key = rs(B64, 86) + "=="
    v = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
         % (acct, key))
    return [("AZURE_STORAGE_CONNECTION_STRING", v, [key])]


def _azure_client_secret():
    return rs(B64URL, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)


def _atlassian():
    return "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)


def _discord_bot():
    uid = digits(18)
    return b64(uid.encode()).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def _mapbox_sk():
    user = pick(["haneul-maps", "acme-geo", "orbitlab", "mintpay-dev", "nuri-mobile"])
    mid = b64u(json.dumps({"u": user, "a": "cl" + rs(LOWALNUM, 23)}, separators=(",", ":")).encode())
    return "sk." + mid + "." + rs(B64URL, 22)


def _onepassword():
    payload = {"signInAddress": "my.1password.com", "email": rs(LOWALNUM, 13) + "@1passwordserviceaccounts.com",
               "srpX": hexs(64), "muk": {"alg": "A256GCM", "k": b64u(rbytes(32)), "kid": "mp"},
               "secretKey": "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 5)}
    return "ops_" + b64u(json.dumps(payload, separators=(",", ":")).encode())


def _supabase_service():
    ref = rs(LO, 20)
    t = jwt_make({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "service_role",
                                                  "iat": 1718000000 + R.randint(0, 9000000), "exp": 2033000000 + R.randint(0, 9000000)})
    return [("SUPABASE_URL", "https://%s.supabase.co" % ref, []), ("SUPABASE_SERVICE_ROLE_KEY", t, [t])]


def _turso():
    t = jwt_make({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": epoch(), "id": uuid4()}, 64)
    db = pick(["app", "events", "edge-cache"]) + "-" + org()
    return [("TURSO_DATABASE_URL", "libsql://%s.turso.io" % db, []), ("TURSO_AUTH_TOKEN", t, [t])]


def _monday():
    return jwt_make({"alg": "HS256"}, {"tid": R.randint(100000000, 499999999), "aai": R.randint(10, 999),
                                       "uid": R.randint(10000000, 79999999), "iad": ts_iso(True)[:-1],
                                       "per": "me:write", "actid": R.randint(1000000, 29999999), "rgn": "use1"})


def _cloudinary():
    key = digits(15)
    sec = rs(B64URL, 27)
    cloud = pick(["acme-media", "haneul", "dxq" + rs(LOWALNUM, 5), "mintpay-cdn"])
    return [("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (key, sec, cloud), [sec])]


def _mongo_atlas():
    user = pick(["app", "api-prod", "analytics", "svc-orders"])
    pw = rs(ALNUM, 16)
    cl = pick(["cluster0", "prod-shard", "main"]) + "." + rs(LOWALNUM, 5)
    return [("MONGODB_URI", "mongodb+srv://%s:%s@%s.mongodb.net/%s?retryWrites=true&w=majority"
             % (user, pw, cl, pick(DB_NAMES)), [pw])]


def _planetscale():
    pw = "pscale_pw_" + rs(B64URL, 43)
    user = rs(LOWALNUM, 12)
    return [("DATABASE_URL", "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (user, pw, pick(DB_NAMES)), [pw])]


def _neon():
    pw = "npg_" + rs(ALNUM, 12)
    ep = "ep-" + pick(["cool", "odd", "quiet", "misty", "bold"]) + "-" + pick(["darkness", "river", "frost", "meadow"]) + "-" + rs(LOWALNUM, 8)
    return [("DATABASE_URL", "postgresql://neondb_owner:%s@%s-pooler.%s.aws.neon.tech/neondb?sslmode=require"
             % (pw, ep, pick(["us-east-2", "ap-southeast-1", "eu-central-1"])), [pw])]


def _redis_cloud():
    pw = rs(ALNUM, 32)
    h = "redis-%s.c%s.%s.ec2.redns.redis-cloud.com" % (digits(5), digits(3), pick(["ap-northeast-1-1", "us-east-1-4"]))
    return [("REDIS_URL", "rediss://default:%s@%s:%s" % (pw, h, digits(5)), [pw])]


def _upstash():
    t = "A" + pick("XYZ") + rs(B64URL, 4) + "AAIjcDE" + rs(B64URL, 43)
    return [("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (pick(["helped", "famous", "native", "sunny"]),
                                                                        pick(["gecko", "koala", "wren", "lynx"]), digits(5)), []),
            ("UPSTASH_REDIS_REST_TOKEN", t, [t])]


def _fly():
    a = "fm2_" + rs(B64, 190)
    b = "fm2_" + rs(B64, 100)
    v = a + "," + b
    return [("FLY_API_TOKEN", "FlyV1 " + v, [v])]


def _bws():
    return "0." + uuid4() + "." + rs(ALNUM, 30) + ":" + rs(B64, 22) + "=="


def _adyen():
    return "AQE" + rs(B64, 62) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>;:,.", 16)


def _salesforce():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 4) + "AE" + rs(ALNUM + "._", 92)


def _twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 8) + "AAAAAA" + rs(ALNUM, 10) + "%2B" + rs(ALNUM, 12) + "%3D" + rs(ALNUM, 50)


def _elastic_apikey():
    return b64((rs(B64URL, 20) + ":" + rs(B64URL, 22)).encode())


def _jfrog_ref():
    return b64(("reftkn:01:" + digits(10) + ":" + rs(ALNUM, 31)).encode()).rstrip("=")


def _intercom():
    return b64(("tok:" + uuid4() + ":1:0").encode())


def _ably():
    key = rs(B64URL, 6) + "." + rs(B64URL, 6)
    sec = rs(B64URL, 43)
    return [("ABLY_API_KEY", key + ":" + sec, [sec])]


def _convex():
    name = pick(["happy", "brave", "quiet", "tidy", "witty"]) + "-" + pick(["otter", "falcon", "lemur", "bison"]) + "-" + digits(3)
    sec = "eyJ2MiI6I" + rs(B64URL, 80)
    return [("CONVEX_DEPLOY_KEY", "prod:%s|%s" % (name, sec), [sec])]


def _data_go_kr():
    raw = rs(B64, 86) + "=="
    while not any(c in raw[:86] for c in "+/"):
        raw = rs(B64, 86) + "=="
    enc = pct(raw)
    return [("DATA_GO_KR_SERVICE_KEY", enc, [enc])]


def _naver_commerce():
    cid = rs(ALNUM, 22)
    sec = "$2a$04$" + rs(ALNUM + "./", 22)
    return [("NAVER_COMMERCE_CLIENT_ID", cid, []), ("NAVER_COMMERCE_CLIENT_SECRET", sec, [sec])]


def _juso():
    raw = "SM_AUTH" + "2025%02d%02d%02d%02d%02d" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                                    R.randint(0, 59), R.randint(0, 59)) + digits(12)
    return "devU01TX0FVVEgy" + b64(raw.encode())[12:]


def _qianfan():
    return "bce-v3/ALTAK-" + rs(ALNUM, 21) + "/" + hexs(40)


def _mercadopago():
    return "APP_USR-" + digits(16) + "-" + digits(6) + "-" + hexs(32) + "-" + digits(9)


def _kis():
    return [("KIS_APP_KEY", "PS" + rs(ALNUM, 34), []), ("KIS_APP_SECRET", rs(B64, 180), None)]


def _fixlist(fn):
    def items():
        out = []
        for e, v, l in fn():
            out.append((e, v, [v] if l is None else l))
        return out
    return items


def _tencent():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), None), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), None)]


def _dingtalk():
    tok = hexs(64)
    sec = "SEC" + hexs(64)
    return [("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + tok, [tok]),
            ("DINGTALK_SECRET", sec, [sec])]


def _slack_webhook():
    t = _slack_id("T")
    b = _slack_id("B")
    s = rs(ALNUM, 24)
    return [("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/%s/%s/%s" % (t, b, s), [s])]


def _discord_webhook():
    wid = digits(19)
    s = rs(B64URL, 68)
    return [("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%s/%s" % (wid, s), [s])]


def _teams_webhook():
    g1, g2, g3 = uuid4(), uuid4(), uuid4()
    s = hexs(32)
    v = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (org(), g1, g2, s, g3, rs(B64URL, 43))
    sig = v.split("/V2")[1]
    return [("TEAMS_WEBHOOK_URL", v, [s, "V2" + sig])]


def _line_token():
    return rs(B64, 171) + "="


# --- global developer platforms -----------------------------------------------------------------
V("AWS", "AWS", "infra", "access key pair", "액세스 키", _fixlist(lambda: [
    ("AWS_ACCESS_KEY_ID", _akia(), None), ("AWS_SECRET_ACCESS_KEY", _aws_secret(), None),
    ("AWS_DEFAULT_REGION", pick(REGIONS), [])]))
V("AWS", "AWS STS", "infra", "temporary session credentials", "임시 세션 자격 증명", _fixlist(lambda: [
    ("AWS_ACCESS_KEY_ID", _asia(), None), ("AWS_SECRET_ACCESS_KEY", _aws_secret(), None),
    ("AWS_SESSION_TOKEN", _aws_session_token(), None)]))
V("GitHub", "GitHub", "dev", "classic personal access token", "클래식 PAT", one("GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36)),
  hdr=["Authorization: token {0}"], url="https://api.github.com/repos/%s/%s/actions/runs" % (pick(ORGS), pick(REPOS)))
V("GitHub", "GitHub", "dev", "fine-grained personal access token", "fine-grained PAT",
  one("GH_PAT", lambda: "github_pat_11" + rs(UPALNUM, 20) + "_" + rs(ALNUM, 59)),
  hdr=["Authorization: Bearer {0}"], url="https://api.github.com/repos/%s/%s/contents/.github" % (pick(ORGS), pick(REPOS)))
V("GitLab", "GitLab", "dev", "personal access token", "개인 액세스 토큰", one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64URL, 20)),
  hdr=["PRIVATE-TOKEN: {0}"], url="https://gitlab.com/api/v4/projects/%s/pipelines" % digits(8))
V("GitLab", "GitLab Runner", "dev", "authentication token", "인증 토큰",
  one("RUNNER_TOKEN", lambda: "glrt-" + rs(B64URL, 20)))
V("Stripe", "Stripe", "pay", "live secret key", "라이브 시크릿 키", one("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(ALNUM, 97)),
  hdr=["Authorization: Bearer {0}"], url="https://api.stripe.com/v1/payment_intents?limit=3")
V("Stripe", "Stripe", "pay", "webhook signing secret", "웹훅 서명 시크릿", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32)))
V("Stripe", "Stripe", "pay", "live restricted key", "라이브 제한 키(restricted key)", one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(ALNUM, 97)),
  hdr=["Authorization: Bearer {0}"], url="https://api.stripe.com/v1/refunds")
V("Slack", "Slack", "chat", "bot token", "봇 토큰", one("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(ALNUM, 24))),
  hdr=["Authorization: Bearer {0}"], url="https://slack.com/api/chat.postMessage")
V("Slack", "Slack", "chat", "incoming webhook URL", "인커밍 웹훅 URL", _slack_webhook)
V("OpenAI", "OpenAI", "llm", "project API key", "프로젝트 API 키", one("OPENAI_API_KEY", _openai_proj),
  hdr=["Authorization: Bearer {0}"], url="https://api.openai.com/v1/chat/completions")
V("Anthropic", "Anthropic", "llm", "API key", "API 키", one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA"),
  hdr=["x-api-key: {0}", "anthropic-version: 2023-06-01"], url="https://api.anthropic.com/v1/messages")
V("Google", "Gemini", "llm", "API key", "API 키", one("GEMINI_API_KEY", lambda: "AIza" + rs(B64URL, 35)),
  hdr=["x-goog-api-key: {0}"], url="https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent")
V("Google", "Google OAuth", "auth", "client secret", "클라이언트 시크릿", _fixlist(lambda: [
    ("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LOWALNUM, 32) + ".apps.googleusercontent.com", []),
    ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), None)]))
V("Google", "Firebase Cloud Messaging", "mobile", "legacy server key", "레거시 서버 키", one("FCM_SERVER_KEY", _fcm_legacy),
  hdr=["Authorization: key={0}"], url="https://fcm.googleapis.com/fcm/send")
V("Twilio", "Twilio", "msg", "auth token", "Auth Token", _fixlist(lambda: [
    ("TWILIO_ACCOUNT_SID", _twilio_sid(), []), ("TWILIO_AUTH_TOKEN", hexs(32), None)]))
V("SendGrid", "SendGrid", "msg", "API key", "API 키", one("SENDGRID_API_KEY", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)),
  hdr=["Authorization: Bearer {0}"], url="https://api.sendgrid.com/v3/mail/send")
V("Mailgun", "Mailgun", "msg", "private API key", "Private API 키", one("MAILGUN_API_KEY", lambda: hexs(32) + "-" + hexs(8) + "-" + hexs(8)))
V("Mailchimp", "Mailchimp", "msg", "API key", "API 키", one("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(R.randint(1, 21))))
V("npm", "npm", "dev", "automation token", "automation 토큰", one("NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36)))
V("PyPI", "PyPI", "dev", "API token", "API 토큰", one("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randint(140, 170))))
V("Docker", "Docker Hub", "dev", "personal access token", "개인 액세스 토큰", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64URL, 27)))
V("DigitalOcean", "DigitalOcean", "infra", "personal access token", "개인 액세스 토큰", one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64)),
  hdr=["Authorization: Bearer {0}"], url="https://api.digitalocean.com/v2/droplets?tag_name=" + pick(SVCS))
V("Shopify", "Shopify", "shop", "Admin API access token", "Admin API 액세스 토큰", one("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hexs(32)),
  hdr=["X-Shopify-Access-Token: {0}"], url="https://%s-store.myshopify.com/admin/api/2024-10/orders.json?status=any" % pick(ORGS))
V("Atlassian", "Atlassian (Jira)", "work", "API token", "API 토큰", one("JIRA_API_TOKEN", _atlassian))
V("Atlassian", "Bitbucket", "dev", "app password", "앱 비밀번호", one("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + hexs(8).upper()))
V("Atlassian", "Trello", "work", "API token", "API 토큰", _fixlist(lambda: [
    ("TRELLO_KEY", hexs(32), []), ("TRELLO_TOKEN", "ATTA" + hexs(64) + hexs(8).upper(), None)]))
V("Linear", "Linear", "work", "personal API key", "개인 API 키", one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
  hdr=["Authorization: {0}"], url="https://api.linear.app/graphql")
V("Notion", "Notion", "work", "integration token", "인테그레이션 토큰", one("NOTION_TOKEN", lambda: "ntn_" + digits(11) + rs(ALNUM, 35)),
  hdr=["Authorization: Bearer {0}", "Notion-Version: 2022-06-28"], url="https://api.notion.com/v1/databases/" + hexs(32) + "/query")
V("Figma", "Figma", "work", "personal access token", "개인 액세스 토큰", one("FIGMA_TOKEN", lambda: "figd_" + rs(B64URL, 40)),
  hdr=["X-Figma-Token: {0}"], url="https://api.figma.com/v1/files/" + rs(ALNUM, 22))
V("Vercel", "Vercel", "infra", "access token", "액세스 토큰", one("VERCEL_TOKEN", lambda: rs(ALNUM, 24)),
  hdr=["Authorization: Bearer {0}"], url="https://api.vercel.com/v9/projects")
V("Netlify", "Netlify", "infra", "personal access token", "개인 액세스 토큰", one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36)),
  hdr=["Authorization: Bearer {0}"], url="https://api.netlify.com/api/v1/sites")
V("Cloudflare", "Cloudflare", "infra", "API token", "API 토큰", one("CLOUDFLARE_API_TOKEN", lambda: rs(B64URL, 40)),
  hdr=["Authorization: Bearer {0}"], url="https://api.cloudflare.com/client/v4/zones/%s/purge_cache" % hexs(32))
V("Cloudflare", "Cloudflare R2", "infra", "S3 API key pair", "S3 API 키 쌍", _fixlist(lambda: [
    ("R2_ACCESS_KEY_ID", hexs(32), None), ("R2_SECRET_ACCESS_KEY", hexs(64), None),
    ("R2_ENDPOINT", "https://%s.r2.cloudflarestorage.com" % hexs(32), [])]))
V("Datadog", "Datadog", "obs", "API and application keys", "API 키와 애플리케이션 키", _fixlist(lambda: [
    ("DD_API_KEY", hexs(32), None), ("DD_APP_KEY", hexs(40), None), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), [])]),
  hdr=["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"], url="https://api.datadoghq.com/api/v1/monitor")
V("New Relic", "New Relic", "obs", "user API key", "User API 키", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPALNUM, 27)),
  hdr=["API-Key: {0}"], url="https://api.newrelic.com/graphql")
V("Sentry", "Sentry", "obs", "user auth token", "auth 토큰", one("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64)),
  hdr=["Authorization: Bearer {0}"], url="https://sentry.io/api/0/projects/%s/%s/releases/" % (pick(ORGS), pick(REPOS)))
V("PagerDuty", "PagerDuty", "obs", "REST API key", "REST API 키", one("PAGERDUTY_TOKEN", lambda: rs(ALNUM + "+_-", 20)),
  hdr=["Authorization: Token token={0}"], url="https://api.pagerduty.com/incidents?statuses[]=triggered")
V("Grafana Labs", "Grafana", "obs", "service account token", "서비스 계정 토큰", one("GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)),
  hdr=["Authorization: Bearer {0}"], url="https://grafana.%s.internal/api/dashboards/uid/%s" % (pick(ORGS), rs(ALNUM, 9)))
V("HashiCorp", "HashiCorp Vault", "infra", "service token", "서비스 토큰", one("VAULT_TOKEN", lambda: "hvs.CAESI" + rs(B64URL, 86)),
  hdr=["X-Vault-Token: {0}"], url="https://vault.%s.internal:8200/v1/secret/data/%s/%s" % (pick(ORGS), pick(ENVS), pick(SVCS)))
V("HashiCorp", "Terraform Cloud", "infra", "team API token", "팀 API 토큰", one("TF_API_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)),
  hdr=["Authorization: Bearer {0}"], url="https://app.terraform.io/api/v2/organizations/%s/workspaces" % pick(ORGS))
V("Doppler", "Doppler", "infra", "service token", "서비스 토큰", one("DOPPLER_TOKEN", lambda: "dp.st.%s." % pick(["prd", "stg", "dev"]) + rs(ALNUM, 40)))
V("1Password", "1Password", "infra", "service account token", "서비스 계정 토큰", one("OP_SERVICE_ACCOUNT_TOKEN", _onepassword))
V("Postman", "Postman", "dev", "API key", "API 키", one("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34)),
  hdr=["X-Api-Key: {0}"], url="https://api.getpostman.com/collections")
V("Supabase", "Supabase", "db", "service_role key", "service_role 키", _supabase_service)
V("Supabase", "Supabase", "db", "management access token", "관리 액세스 토큰", one("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40)),
  hdr=["Authorization: Bearer {0}"], url="https://api.supabase.com/v1/projects")
V("Microsoft", "Azure Storage", "infra", "account key", "계정 키", _azure_storage_conn)
V("Microsoft", "Microsoft Entra ID", "auth", "client secret", "클라이언트 시크릿", _fixlist(lambda: [
    ("AZURE_TENANT_ID", uuid4(), []), ("AZURE_CLIENT_ID", uuid4(), []), ("AZURE_CLIENT_SECRET", _azure_client_secret(), None)]))
V("Microsoft", "Azure OpenAI", "llm", "resource key", "리소스 키", one("AZURE_OPENAI_API_KEY", lambda: hexs(32)),
  hdr=["api-key: {0}"], url="https://%s-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21" % pick(ORGS))
V("Microsoft", "Azure DevOps", "dev", "personal access token", "PAT", one("AZURE_DEVOPS_PAT", lambda: rs(B32L, 52)))
V("Microsoft", "Microsoft Teams", "chat", "incoming webhook URL", "인커밍 웹훅 URL", _teams_webhook)
V("Microsoft", "NuGet", "dev", "API key", "API 키", one("NUGET_API_KEY", lambda: "oy2" + rs(LOWALNUM, 43)))
V("Mapbox", "Mapbox", "mobile", "secret downloads token", "다운로드용 시크릿 토큰", one("MAPBOX_DOWNLOADS_TOKEN", _mapbox_sk))
V("Algolia", "Algolia", "product", "admin API key", "Admin API 키", _fixlist(lambda: [
    ("ALGOLIA_APP_ID", rs(UPALNUM, 10), []), ("ALGOLIA_ADMIN_KEY", hexs(32), None)]),
  hdr=["X-Algolia-Application-Id: {0}", "X-Algolia-API-Key: {1}"], url="https://{0}-dsn.algolia.net/1/indexes/products/batch")
V("Okta", "Auth0", "auth", "client secret", "클라이언트 시크릿", _fixlist(lambda: [
    ("AUTH0_DOMAIN", "%s.%s.auth0.com" % (pick(ORGS), pick(["us", "jp", "eu"])), []), ("AUTH0_CLIENT_ID", rs(ALNUM, 32), []),
    ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), None)]))
V("Okta", "Okta", "auth", "API token", "API 토큰", one("OKTA_API_TOKEN", lambda: "00" + rs(B64URL, 40)),
  hdr=["Authorization: SSWS {0}"], url="https://%s.okta.com/api/v1/users?limit=25" % pick(ORGS))
V("Clerk", "Clerk", "auth", "secret key", "시크릿 키", one("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 42)),
  hdr=["Authorization: Bearer {0}"], url="https://api.clerk.com/v1/users?limit=10")
V("Pulumi", "Pulumi", "infra", "access token", "액세스 토큰", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40)))
V("CircleCI", "CircleCI", "dev", "personal API token", "개인 API 토큰", one("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)),
  hdr=["Circle-Token: {0}"], url="https://circleci.com/api/v2/project/gh/%s/%s/pipeline" % (pick(ORGS), pick(REPOS)))
V("Buildkite", "Buildkite", "dev", "API access token", "API 액세스 토큰", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40)),
  hdr=["Authorization: Bearer {0}"], url="https://api.buildkite.com/v2/organizations/%s/builds?state=failed" % pick(ORGS))
V("JFrog", "JFrog Artifactory", "dev", "identity token", "identity 토큰", one("ARTIFACTORY_TOKEN", _jfrog_ref),
  hdr=["Authorization: Bearer {0}"], url="https://%s.jfrog.io/artifactory/api/npm/npm-virtual/" % pick(ORGS))
V("SonarSource", "SonarQube", "dev", "user token", "사용자 토큰", one("SONAR_TOKEN", lambda: "squ_" + hexs(40)))
V("Snyk", "Snyk", "dev", "API token", "API 토큰", one("SNYK_TOKEN", uuid4),
  hdr=["Authorization: token {0}"], url="https://api.snyk.io/rest/orgs?version=2024-10-15")
V("Sentry", "Codecov", "dev", "upload token", "업로드 토큰", one("CODECOV_TOKEN", uuid4))
V("Hugging Face", "Hugging Face", "llm", "access token", "액세스 토큰", one("HF_TOKEN", lambda: "hf_" + rs(ALNUM, 34)),
  hdr=["Authorization: Bearer {0}"], url="https://huggingface.co/api/whoami-v2")
V("Replicate", "Replicate", "llm", "API token", "API 토큰", one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)),
  hdr=["Authorization: Bearer {0}"], url="https://api.replicate.com/v1/predictions")
V("Cohere", "Cohere", "llm", "API key", "API 키", one("COHERE_API_KEY", lambda: rs(ALNUM, 40)),
  hdr=["Authorization: Bearer {0}"], url="https://api.cohere.com/v2/rerank")
V("Mistral AI", "Mistral", "llm", "API key", "API 키", one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)),
  hdr=["Authorization: Bearer {0}"], url="https://api.mistral.ai/v1/chat/completions")
V("Groq", "Groq", "llm", "API key", "API 키", one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)),
  hdr=["Authorization: Bearer {0}"], url="https://api.groq.com/openai/v1/chat/completions")
V("Perplexity", "Perplexity", "llm", "API key", "API 키", one("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)),
  hdr=["Authorization: Bearer {0}"], url="https://api.perplexity.ai/chat/completions")
V("DeepSeek", "DeepSeek", "llm", "API key", "API 키", one("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32)),
  hdr=["Authorization: Bearer {0}"], url="https://api.deepseek.com/chat/completions", region="asia")
V("xAI", "xAI", "llm", "API key", "API 키", one("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80)),
  hdr=["Authorization: Bearer {0}"], url="https://api.x.ai/v1/chat/completions")
V("Together AI", "Together AI", "llm", "API key", "API 키", one("TOGETHER_API_KEY", lambda: hexs(64)),
  hdr=["Authorization: Bearer {0}"], url="https://api.together.xyz/v1/completions")
V("Pinecone", "Pinecone", "llm", "API key", "API 키", one("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63)),
  hdr=["Api-Key: {0}"], url="https://%s-%s.svc.aped-4627-b74a.pinecone.io/query" % (pick(["docs", "faq", "support"]), rs(LOWALNUM, 7)))
V("Weights & Biases", "Weights & Biases", "llm", "API key", "API 키", one("WANDB_API_KEY", lambda: hexs(40)))
V("LangChain", "LangSmith", "llm", "personal access token", "개인 액세스 토큰", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10)))
V("ElevenLabs", "ElevenLabs", "media", "API key", "API 키", one("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48)),
  hdr=["xi-api-key: {0}"], url="https://api.elevenlabs.io/v1/text-to-speech/" + rs(ALNUM, 20))
V("AssemblyAI", "AssemblyAI", "media", "API key", "API 키", one("ASSEMBLYAI_API_KEY", lambda: hexs(32)),
  hdr=["authorization: {0}"], url="https://api.assemblyai.com/v2/transcript")
V("Deepgram", "Deepgram", "media", "API key", "API 키", one("DEEPGRAM_API_KEY", lambda: hexs(40)),
  hdr=["Authorization: Token {0}"], url="https://api.deepgram.com/v1/listen?model=nova-2&language=ko")
V("Fireworks AI", "Fireworks", "llm", "API key", "API 키", one("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24)),
  hdr=["Authorization: Bearer {0}"], url="https://api.fireworks.ai/inference/v1/chat/completions")
V("Brevo", "Brevo", "msg", "API key", "API 키", one("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)),
  hdr=["api-key: {0}"], url="https://api.brevo.com/v3/smtp/email")
V("Postmark", "Postmark", "msg", "server API token", "서버 API 토큰", one("POSTMARK_SERVER_TOKEN", uuid4),
  hdr=["X-Postmark-Server-Token: {0}"], url="https://api.postmarkapp.com/email")
V("Resend", "Resend", "msg", "API key", "API 키", one("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)),
  hdr=["Authorization: Bearer {0}"], url="https://api.resend.com/emails")
V("Mailjet", "Mailjet", "msg", "API secret key", "API 시크릿 키", _fixlist(lambda: [
    ("MJ_APIKEY_PUBLIC", hexs(32), []), ("MJ_APIKEY_PRIVATE", hexs(32), None)]))
V("SparkPost", "SparkPost", "msg", "API key", "API 키", one("SPARKPOST_API_KEY", lambda: hexs(40)),
  hdr=["Authorization: {0}"], url="https://api.sparkpost.com/api/v1/transmissions")
V("Vonage", "Vonage", "msg", "API secret", "API 시크릿", _fixlist(lambda: [
    ("VONAGE_API_KEY", hexs(8), []), ("VONAGE_API_SECRET", rs(ALNUM, 16), None)]))
V("Plivo", "Plivo", "msg", "auth token", "auth 토큰", _fixlist(lambda: [
    ("PLIVO_AUTH_ID", "MA" + rs(UPALNUM, 18), []), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), None)]))
V("Intercom", "Intercom", "product", "access token", "액세스 토큰", one("INTERCOM_ACCESS_TOKEN", _intercom),
  hdr=["Authorization: Bearer {0}"], url="https://api.intercom.io/contacts/search")
V("Zendesk", "Zendesk", "work", "API token", "API 토큰", _fixlist(lambda: [
    ("ZENDESK_EMAIL", "%s@%s.com/token" % (pick(["support-bot", "ops", "cs-admin"]), pick(ORGS)), []),
    ("ZENDESK_API_TOKEN", rs(ALNUM, 40), None)]))
V("HubSpot", "HubSpot", "product", "private app token", "private app 토큰", one("HUBSPOT_TOKEN", lambda: "pat-na1-" + uuid4()),
  hdr=["Authorization: Bearer {0}"], url="https://api.hubapi.com/crm/v3/objects/contacts?limit=5")
V("Salesforce", "Salesforce", "product", "session access token", "세션 액세스 토큰", one("SF_ACCESS_TOKEN", _salesforce),
  hdr=["Authorization: Bearer {0}"], url="https://%s.my.salesforce.com/services/data/v60.0/query?q=SELECT+Id+FROM+Account+LIMIT+5" % pick(ORGS))
V("Airtable", "Airtable", "work", "personal access token", "개인 액세스 토큰", one("AIRTABLE_PAT", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)),
  hdr=["Authorization: Bearer {0}"], url="https://api.airtable.com/v0/app%s/Leads" % rs(ALNUM, 14))
V("Asana", "Asana", "work", "personal access token", "개인 액세스 토큰", one("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), hexs(32))),
  hdr=["Authorization: Bearer {0}"], url="https://app.asana.com/api/1.0/workspaces")
V("ClickUp", "ClickUp", "work", "personal API token", "개인 API 토큰", one("CLICKUP_TOKEN", lambda: "pk_%s_%s" % (digits(8), rs(UPALNUM, 32))),
  hdr=["Authorization: {0}"], url="https://api.clickup.com/api/v2/team")
V("monday.com", "monday.com", "work", "API token", "API 토큰", one("MONDAY_API_TOKEN", _monday),
  hdr=["Authorization: {0}"], url="https://api.monday.com/v2")
V("Typeform", "Typeform", "work", "personal access token", "개인 액세스 토큰", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64URL, 44) + "_" + rs(B64URL, 14)),
  hdr=["Authorization: Bearer {0}"], url="https://api.typeform.com/forms")
V("Dropbox", "Dropbox", "work", "access token", "액세스 토큰", one("DROPBOX_TOKEN", lambda: "sl.B" + rs(B64URL, 135)),
  hdr=["Authorization: Bearer {0}"], url="https://api.dropboxapi.com/2/files/list_folder")
V("Block", "Square", "pay", "production access token", "프로덕션 액세스 토큰", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64URL, 60)),
  hdr=["Authorization: Bearer {0}", "Square-Version: 2024-10-17"], url="https://connect.squareup.com/v2/payments")
V("PayPal", "Braintree", "pay", "access token", "액세스 토큰", one("BRAINTREE_ACCESS_TOKEN",
                                                                lambda: "access_token$production$%s$%s" % (rs(LOWALNUM, 16), hexs(32))))
V("Adyen", "Adyen", "pay", "API key", "API 키", one("ADYEN_API_KEY", _adyen),
  hdr=["X-API-Key: {0}"], url="https://checkout-test.adyen.com/v71/payments")
V("Plaid", "Plaid", "pay", "secret", "secret", _fixlist(lambda: [
    ("PLAID_CLIENT_ID", hexs(24), []), ("PLAID_SECRET", hexs(30), None), ("PLAID_ENV", "production", [])]))
V("Twitch", "Twitch", "media", "client secret", "클라이언트 시크릿", _fixlist(lambda: [
    ("TWITCH_CLIENT_ID", rs(LOWALNUM, 30), []), ("TWITCH_CLIENT_SECRET", rs(LOWALNUM, 30), None)]))
V("Spotify", "Spotify", "media", "client secret", "클라이언트 시크릿", _fixlist(lambda: [
    ("SPOTIFY_CLIENT_ID", hexs(32), []), ("SPOTIFY_CLIENT_SECRET", hexs(32), None)]))
V("Meta", "Meta (Facebook Login)", "auth", "app secret", "앱 시크릿", _fixlist(lambda: [
    ("FACEBOOK_APP_ID", digits(16), []), ("FACEBOOK_APP_SECRET", hexs(32), None)]))
V("X Corp", "X (Twitter) API", "product", "bearer token", "Bearer 토큰", one("TWITTER_BEARER_TOKEN", _twitter_bearer),
  hdr=["Authorization: Bearer {0}"], url="https://api.twitter.com/2/tweets/search/recent?query=from%3A" + pick(ORGS))
V("Apple", "Apple ID", "mobile", "app-specific password", "앱 암호(app-specific password)",
  one("FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", lambda: "-".join(rs(LO, 4) for _ in range(4))))
V("Expo", "Expo", "mobile", "access token", "액세스 토큰", one("EXPO_TOKEN", lambda: rs(B64URL, 40)))
V("Cloudinary", "Cloudinary", "media", "API secret in CLOUDINARY_URL", "CLOUDINARY_URL의 API 시크릿", _cloudinary)
V("Contentful", "Contentful", "work", "content management token", "CMA 토큰", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64URL, 43)),
  hdr=["Authorization: Bearer {0}"], url="https://api.contentful.com/spaces/%s/environments/master/entries" % rs(LOWALNUM, 12))
V("Sanity", "Sanity", "work", "API token", "API 토큰", one("SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 178)))
V("MongoDB", "MongoDB Atlas", "db", "database user password in the SRV URI", "SRV URI 안의 DB 사용자 비밀번호", _mongo_atlas)
V("PlanetScale", "PlanetScale", "db", "connection password", "접속 비밀번호", _planetscale)
V("Neon", "Neon", "db", "role password", "role 비밀번호", _neon)
V("Turso", "Turso", "db", "database auth token", "DB auth 토큰", _turso)
V("Upstash", "Upstash Redis", "db", "REST token", "REST 토큰", _upstash)
V("Redis", "Redis Cloud", "db", "default user password", "default 사용자 비밀번호", _redis_cloud)
V("Fly.io", "Fly.io", "infra", "deploy token", "배포 토큰", _fly)
V("Render", "Render", "infra", "API key", "API 키", one("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32)),
  hdr=["Authorization: Bearer {0}"], url="https://api.render.com/v1/services?limit=20")
V("Railway", "Railway", "infra", "project token", "프로젝트 토큰", one("RAILWAY_TOKEN", uuid4))
V("Backblaze", "Backblaze B2", "infra", "application key pair", "애플리케이션 키 쌍", _fixlist(lambda: [
    ("B2_APPLICATION_KEY_ID", "005" + hexs(22), None), ("B2_APPLICATION_KEY", "K005" + rs(B64, 27), None)]))
V("Wasabi", "Wasabi", "infra", "access key pair", "액세스 키 쌍", _fixlist(lambda: [
    ("WASABI_ACCESS_KEY", rs(UPALNUM, 20), None), ("WASABI_SECRET_KEY", rs(B64, 40), None)]))
V("MinIO", "MinIO", "infra", "access key pair", "액세스 키 쌍", _fixlist(lambda: [
    ("MINIO_ACCESS_KEY", rs(UPALNUM, 20), None), ("MINIO_SECRET_KEY", rs(ALNUM, 40), None),
    ("MINIO_ENDPOINT", "https://minio.%s.internal:9000" % pick(ORGS), [])]))
V("Akamai", "Linode", "infra", "personal access token", "개인 액세스 토큰", one("LINODE_TOKEN", lambda: hexs(64)),
  hdr=["Authorization: Bearer {0}"], url="https://api.linode.com/v4/linode/instances")
V("Vultr", "Vultr", "infra", "API key", "API 키", one("VULTR_API_KEY", lambda: rs(UPALNUM, 36)),
  hdr=["Authorization: Bearer {0}"], url="https://api.vultr.com/v2/instances")
V("Hetzner", "Hetzner Cloud", "infra", "API token", "API 토큰", one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)),
  hdr=["Authorization: Bearer {0}"], url="https://api.hetzner.cloud/v1/servers")
V("Scaleway", "Scaleway", "infra", "API key pair", "API 키 쌍", _fixlist(lambda: [
    ("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17), None), ("SCW_SECRET_KEY", uuid4(), None)]))
V("OVHcloud", "OVHcloud", "infra", "application secret and consumer key", "application secret / consumer key", _fixlist(lambda: [
    ("OVH_APPLICATION_KEY", rs(ALNUM, 16), []), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), None),
    ("OVH_CONSUMER_KEY", rs(ALNUM, 32), None)]))
V("Oracle", "Oracle Cloud (OCIR)", "infra", "auth token", "auth 토큰", one("OCI_AUTH_TOKEN", lambda: pw_machine(20, "(){}<>;:.+-_#")))
V("IBM", "IBM Cloud", "infra", "API key", "API 키", one("IBMCLOUD_API_KEY", lambda: rs(B64URL, 44)))
V("Tailscale", "Tailscale", "infra", "auth key", "auth 키", one("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)))
V("ngrok", "ngrok", "dev", "authtoken", "authtoken", one("NGROK_AUTHTOKEN", lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)))
V("Mixpanel", "Mixpanel", "product", "service account secret", "서비스 계정 시크릿", _fixlist(lambda: [
    ("MIXPANEL_SA_USERNAME", "%s-etl.%s.mp-service-account" % (pick(ORGS), digits(6)), []), ("MIXPANEL_SA_SECRET", rs(ALNUM, 32), None)]))
V("Amplitude", "Amplitude", "product", "secret key", "secret key", _fixlist(lambda: [
    ("AMPLITUDE_API_KEY", hexs(32), []), ("AMPLITUDE_SECRET_KEY", hexs(32), None)]))
V("PostHog", "PostHog", "product", "personal API key", "개인 API 키", one("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 47)),
  hdr=["Authorization: Bearer {0}"], url="https://us.posthog.com/api/projects/%s/insights/" % digits(5))
V("LaunchDarkly", "LaunchDarkly", "product", "server-side SDK key", "서버 SDK 키", one("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4()))
V("Rollbar", "Rollbar", "obs", "post_server_item token", "post_server_item 토큰", one("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32)),
  hdr=["X-Rollbar-Access-Token: {0}"], url="https://api.rollbar.com/api/1/deploy")
V("Honeycomb", "Honeycomb", "obs", "ingest API key", "ingest 키", one("HONEYCOMB_API_KEY", lambda: rs(ALNUM, 22)),
  hdr=["X-Honeycomb-Team: {0}"], url="https://api.honeycomb.io/1/events/" + pick(SVCS))
V("Elastic", "Elastic Cloud", "obs", "API key (encoded)", "API 키(encoded)", one("ELASTIC_API_KEY", _elastic_apikey),
  hdr=["Authorization: ApiKey {0}"], url="https://%s.es.%s.aws.elastic-cloud.com/logs-*/_search" % (rs(LOWALNUM, 10), pick(REGIONS)))
V("Dynatrace", "Dynatrace", "obs", "API token", "API 토큰", one("DT_API_TOKEN", lambda: "dt0c01." + rs(UPALNUM, 24) + "." + rs(UPALNUM, 64)),
  hdr=["Authorization: Api-Token {0}"], url="https://%s.live.dynatrace.com/api/v2/metrics/ingest" % rs(LOWALNUM, 8))
V("Splunk", "Splunk", "obs", "HEC token", "HEC 토큰", one("SPLUNK_HEC_TOKEN", lambda: uuid4().upper()),
  hdr=["Authorization: Splunk {0}"], url="https://splunk-hec.%s.internal:8088/services/collector/event" % pick(ORGS))
V("Sumo Logic", "Sumo Logic", "obs", "access key", "access key", _fixlist(lambda: [
    ("SUMO_ACCESS_ID", "su" + rs(ALNUM, 12), []), ("SUMO_ACCESS_KEY", rs(ALNUM, 64), None)]))
V("Zoom", "Zoom", "media", "server-to-server OAuth client secret", "S2S OAuth 클라이언트 시크릿", _fixlist(lambda: [
    ("ZOOM_ACCOUNT_ID", rs(B64URL, 22), []), ("ZOOM_CLIENT_ID", rs(ALNUM, 22), []), ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), None)]))
V("Cisco", "Webex", "chat", "bot access token", "봇 액세스 토큰",
  one("WEBEX_BOT_TOKEN", lambda: rs(ALNUM, 64) + "_PF84_" + uuid4()),
  hdr=["Authorization: Bearer {0}"], url="https://webexapis.com/v1/messages")
V("Sourcegraph", "Sourcegraph", "dev", "access token", "액세스 토큰", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + hexs(16) + "_" + hexs(40)),
  hdr=["Authorization: token {0}"], url="https://sourcegraph.%s.internal/.api/graphql" % pick(ORGS))
V("Bitwarden", "Bitwarden Secrets Manager", "infra", "machine account access token", "머신 계정 액세스 토큰", one("BWS_ACCESS_TOKEN", _bws))
V("Shippo", "Shippo", "shop", "live API token", "라이브 API 토큰", one("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hexs(40)),
  hdr=["Authorization: ShippoToken {0}"], url="https://api.goshippo.com/shipments/")
V("EasyPost", "EasyPost", "shop", "production API key", "프로덕션 API 키", one("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54)))
V("Lob", "Lob", "shop", "live API key", "라이브 API 키", one("LOB_API_KEY", lambda: "live_" + hexs(35)))
V("Mollie", "Mollie", "pay", "live API key", "라이브 API 키", one("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30)),
  hdr=["Authorization: Bearer {0}"], url="https://api.mollie.com/v2/payments")
V("GoCardless", "GoCardless", "pay", "live access token", "라이브 액세스 토큰", one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64URL, 40)),
  hdr=["Authorization: Bearer {0}", "GoCardless-Version: 2015-07-06"], url="https://api.gocardless.com/payments")
V("Wise", "Wise", "pay", "API token", "API 토큰", one("WISE_API_TOKEN", uuid4),
  hdr=["Authorization: Bearer {0}"], url="https://api.transferwise.com/v1/profiles")
V("Flutterwave", "Flutterwave", "pay", "secret key", "시크릿 키", one("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X"),
  hdr=["Authorization: Bearer {0}"], url="https://api.flutterwave.com/v3/transactions")
V("Paystack", "Paystack", "pay", "live secret key", "라이브 시크릿 키", one("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40)),
  hdr=["Authorization: Bearer {0}"], url="https://api.paystack.co/transaction/initialize")
V("Mercado Libre", "Mercado Pago", "pay", "production access token", "프로덕션 액세스 토큰", one("MP_ACCESS_TOKEN", _mercadopago),
  hdr=["Authorization: Bearer {0}"], url="https://api.mercadopago.com/v1/payments/search")
V("Freshworks", "Freshdesk", "work", "API key", "API 키", one("FRESHDESK_API_KEY", lambda: rs(ALNUM, 20)))
V("Pusher", "Pusher Channels", "media", "app secret", "앱 시크릿", _fixlist(lambda: [
    ("PUSHER_APP_ID", digits(7), []), ("PUSHER_KEY", hexs(20), []), ("PUSHER_SECRET", hexs(20), None),
    ("PUSHER_CLUSTER", pick(["ap3", "mt1", "eu"]), [])]))
V("Ably", "Ably", "media", "root API key", "root API 키", _ably)
V("Stream", "Stream (getstream.io)", "media", "API secret", "API 시크릿", _fixlist(lambda: [
    ("STREAM_API_KEY", rs(LOWALNUM, 12), []), ("STREAM_API_SECRET", rs(LOWALNUM, 64), None)]))
V("Convex", "Convex", "db", "production deploy key", "프로덕션 배포 키", _convex)
V("Stytch", "Stytch", "auth", "live secret", "라이브 secret", _fixlist(lambda: [
    ("STYTCH_PROJECT_ID", "project-live-" + uuid4(), []), ("STYTCH_SECRET", "secret-live-" + rs(B64URL, 34) + "=", None)]))
V("Magic Labs", "Magic", "auth", "secret API key", "시크릿 API 키", one("MAGIC_SECRET_KEY", lambda: "sk_live_" + hexs(16)))
V("Unsplash", "Unsplash", "media", "secret key", "secret key", _fixlist(lambda: [
    ("UNSPLASH_ACCESS_KEY", rs(B64URL, 43), []), ("UNSPLASH_SECRET_KEY", rs(B64URL, 43), None)]))
V("OpenWeather", "OpenWeatherMap", "data", "API key", "API 키", one("OPENWEATHER_API_KEY", lambda: hexs(32)),
  url="https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={0}")
V("BrowserStack", "BrowserStack", "dev", "access key", "access key", _fixlist(lambda: [
    ("BROWSERSTACK_USERNAME", pick(["ci", "qa", "mobile"]) + "_" + rs(LOWALNUM, 8), []), ("BROWSERSTACK_ACCESS_KEY", rs(ALNUM, 20), None)]))
V("Sauce Labs", "Sauce Labs", "dev", "access key", "access key", _fixlist(lambda: [
    ("SAUCE_USERNAME", "oauth-%s-%s" % (pick(["ci", "qa"]), rs(LOWALNUM, 5)), []), ("SAUCE_ACCESS_KEY", uuid4(), None)]))
V("LambdaTest", "LambdaTest", "dev", "access key", "access key", one("LT_ACCESS_KEY", lambda: "LT_" + rs(ALNUM, 47)))
V("Chromatic", "Chromatic", "dev", "project token", "프로젝트 토큰", one("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hexs(14)))
V("Cypress", "Cypress Cloud", "dev", "record key", "record key", one("CYPRESS_RECORD_KEY", uuid4))
V("Ruby Central", "RubyGems", "dev", "API key", "API 키", one("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48)))
V("Rust Foundation", "crates.io", "dev", "API token", "API 토큰", one("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32)))
V("Discourse", "Discourse", "work", "API key", "API 키", one("DISCOURSE_API_KEY", lambda: hexs(64)),
  hdr=["Api-Key: {0}", "Api-Username: system"], url="https://forum.%s.dev/admin/users/list/active.json" % pick(ORGS))
V("Mattermost", "Mattermost", "chat", "bot access token", "봇 액세스 토큰", one("MATTERMOST_TOKEN", lambda: rs(LOWALNUM, 26)),
  hdr=["Authorization: Bearer {0}"], url="https://chat.%s.internal/api/v4/posts" % pick(ORGS))
V("Rocket.Chat", "Rocket.Chat", "chat", "personal access token", "개인 액세스 토큰", _fixlist(lambda: [
    ("ROCKETCHAT_USER_ID", rs(ALNUM, 17), []), ("ROCKETCHAT_AUTH_TOKEN", rs(B64URL, 43), None)]),
  hdr=["X-User-Id: {0}", "X-Auth-Token: {1}"], url="https://rocket.%s.internal/api/v1/chat.postMessage" % pick(ORGS))
V("Telegram", "Telegram", "chat", "bot token", "봇 토큰", one("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(B64URL, 33)),
  url="https://api.telegram.org/bot{0}/getUpdates")
V("Discord", "Discord", "chat", "bot token", "봇 토큰", one("DISCORD_BOT_TOKEN", _discord_bot),
  hdr=["Authorization: Bot {0}"], url="https://discord.com/api/v10/users/@me")
V("Discord", "Discord", "chat", "webhook URL", "웹훅 URL", _discord_webhook)
V("Riot Games", "Riot Games", "media", "API key", "API 키", one("RIOT_API_KEY", lambda: "RGAPI-" + uuid4()),
  hdr=["X-Riot-Token: {0}"], url="https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/" + rs(B64URL, 78))
V("Valve", "Steam Web API", "media", "Web API key", "Web API 키", one("STEAM_API_KEY", lambda: rs(HEXU, 32)),
  url="https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={0}&steamids=7656119" + digits(10))
V("Mux", "Mux", "media", "access token secret", "access token secret", _fixlist(lambda: [
    ("MUX_TOKEN_ID", uuid4(), []), ("MUX_TOKEN_SECRET", rs(B64, 75), None)]))
V("Vimeo", "Vimeo", "media", "personal access token", "개인 액세스 토큰", one("VIMEO_ACCESS_TOKEN", lambda: hexs(32)),
  hdr=["Authorization: bearer {0}"], url="https://api.vimeo.com/me/videos?per_page=5")
V("Braze", "Braze", "product", "REST API key", "REST API 키", one("BRAZE_REST_API_KEY", uuid4),
  hdr=["Authorization: Bearer {0}"], url="https://rest.iad-01.braze.com/users/track")
V("OneSignal", "OneSignal", "msg", "REST API key", "REST API 키", one("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(B32L, 113)),
  hdr=["Authorization: Key {0}"], url="https://api.onesignal.com/notifications")
V("Customer.io", "Customer.io", "msg", "App API key", "App API 키", one("CUSTOMERIO_APP_API_KEY", lambda: hexs(32)),
  hdr=["Authorization: Bearer {0}"], url="https://api.customer.io/v1/send/email")
V("Klaviyo", "Klaviyo", "msg", "private API key", "private API 키", one("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hexs(34)),
  hdr=["Authorization: Klaviyo-API-Key {0}", "revision: 2024-10-15"], url="https://a.klaviyo.com/api/profiles/")
V("Iterable", "Iterable", "msg", "server-side API key", "서버 API 키", one("ITERABLE_API_KEY", lambda: hexs(32)),
  hdr=["Api-Key: {0}"], url="https://api.iterable.com/api/events/track")
V("Crowdin", "Crowdin", "work", "personal access token", "개인 액세스 토큰", one("CROWDIN_PERSONAL_TOKEN", lambda: hexs(80)),
  hdr=["Authorization: Bearer {0}"], url="https://api.crowdin.com/api/v2/projects")
V("Lokalise", "Lokalise", "work", "API token", "API 토큰", one("LOKALISE_API_TOKEN", lambda: hexs(40)),
  hdr=["X-Api-Token: {0}"], url="https://api.lokalise.com/api2/projects/%s.%s/keys" % (digits(9), hexs(8)))
V("Phrase", "Phrase Strings", "work", "access token", "액세스 토큰", one("PHRASE_ACCESS_TOKEN", lambda: hexs(64)),
  hdr=["Authorization: token {0}"], url="https://api.phrase.com/v2/projects")
V("DeepL", "DeepL", "work", "API authentication key", "API 인증 키", one("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx"),
  hdr=["Authorization: DeepL-Auth-Key {0}"], url="https://api-free.deepl.com/v2/translate")
V("RapidAPI", "RapidAPI", "data", "application key", "애플리케이션 키", one("RAPIDAPI_KEY", lambda: rs(ALNUM, 50)),
  hdr=["X-RapidAPI-Key: {0}", "X-RapidAPI-Host: %s.p.rapidapi.com" % pick(["weatherapi-com", "currency-exchange", "translate-plus"])],
  url="https://%s.p.rapidapi.com/" % pick(["weatherapi-com", "currency-exchange"]))
V("Zoho", "Zoho CRM", "product", "OAuth refresh token", "OAuth refresh 토큰", one("ZOHO_REFRESH_TOKEN", lambda: "1000." + hexs(32) + "." + hexs(32)), region="asia")
V("Confluent", "Confluent Cloud", "db", "Kafka API secret", "Kafka API 시크릿", _fixlist(lambda: [
    ("KAFKA_SASL_USERNAME", rs(UPALNUM, 16), []), ("KAFKA_SASL_PASSWORD", rs(B64, 64), None),
    ("KAFKA_BOOTSTRAP", "pkc-%s.%s.aws.confluent.cloud:9092" % (rs(LOWALNUM, 5), pick(REGIONS)), [])]))
V("Age", "age (file encryption)", "infra", "identity (private key)", "identity(개인 키)",
  one("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)))

# --- Korean / Asian vendors ----------------------------------------------------------------------
V("Naver Cloud", "Naver Cloud Platform", "infra", "API access key pair", "API 인증키(Access Key/Secret Key)", _fixlist(lambda: [
    ("NCP_ACCESS_KEY", rs(ALNUM, 20), None), ("NCP_SECRET_KEY", rs(ALNUM, 40), None)]), name_ko="네이버 클라우드 플랫폼", region="kr")
V("Naver Cloud", "CLOVA Studio", "llm", "API key", "API 키", one("CLOVASTUDIO_API_KEY", lambda: "nv-" + hexs(32)),
  hdr=["Authorization: Bearer {0}"], url="https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005", name_ko="클로바 스튜디오", region="kr")
V("Naver", "Naver Developers", "data", "client secret", "Client Secret", _fixlist(lambda: [
    ("NAVER_CLIENT_ID", rs(ALNUM, 20), []), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), None)]),
  hdr=["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"], url="https://openapi.naver.com/v1/search/shop.json?query=%EB%85%B8%ED%8A%B8%EB%B6%81",
  name_ko="네이버 개발자센터", region="kr")
V("Naver", "Naver Commerce API", "shop", "application secret", "애플리케이션 시크릿", _naver_commerce, name_ko="네이버 커머스API", region="kr")
V("Kakao", "Kakao", "data", "REST API key", "REST API 키", one("KAKAO_REST_API_KEY", lambda: hexs(32)),
  hdr=["Authorization: KakaoAK {0}"], url="https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99",
  name_ko="카카오", region="kr")
V("Kakao", "Kakao", "auth", "Admin key", "어드민 키", one("KAKAO_ADMIN_KEY", lambda: hexs(32)),
  hdr=["Authorization: KakaoAK {0}"], url="https://kapi.kakao.com/v1/user/ids?limit=100", name_ko="카카오", region="kr")
V("Kakao Pay", "KakaoPay", "pay", "secret key (dev)", "Secret key(dev)", one("KAKAOPAY_SECRET_KEY", lambda: "DEV" + rs(HEXU, 37)),
  hdr=["Authorization: SECRET_KEY {0}"], url="https://open-api.kakaopay.com/online/v1/payment/ready", name_ko="카카오페이", region="kr")
V("Toss Payments", "Toss Payments", "pay", "live secret key", "라이브 시크릿 키", one("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(ALNUM, 24)),
  name_ko="토스페이먼츠", region="kr")
V("PortOne", "PortOne", "pay", "REST API secret", "REST API Secret", _fixlist(lambda: [
    ("IMP_KEY", digits(16), []), ("IMP_SECRET", rs(ALNUM, 80), None)]), name_ko="포트원(아임포트)", region="kr")
V("NHN Cloud", "NHN Cloud SMS", "msg", "secret key", "Secret Key", _fixlist(lambda: [
    ("NHN_SMS_APPKEY", rs(ALNUM, 16), []), ("NHN_SMS_SECRET_KEY", rs(ALNUM, 8), None)]), name_ko="NHN Cloud SMS", region="kr")
V("LY Corporation", "LINE Messaging API", "chat", "channel access token", "채널 액세스 토큰", one("LINE_CHANNEL_ACCESS_TOKEN", _line_token),
  hdr=["Authorization: Bearer {0}"], url="https://api.line.me/v2/bot/message/push", region="asia")
V("LY Corporation", "LINE Login", "auth", "channel secret", "채널 시크릿", _fixlist(lambda: [
    ("LINE_CHANNEL_ID", digits(10), []), ("LINE_CHANNEL_SECRET", hexs(32), None)]), region="asia")
V("Nurigo", "Solapi (CoolSMS)", "msg", "API secret", "API Secret", _fixlist(lambda: [
    ("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13), []), ("SOLAPI_API_SECRET", rs(UPALNUM, 32), None)]), name_ko="솔라피(쿨에스엠에스)", region="kr")
V("Aligo", "Aligo SMS", "msg", "API key", "API 키", one("ALIGO_API_KEY", lambda: rs(LOWALNUM, 32)), name_ko="알리고 문자", region="kr")
V("NICE Payments", "NICE Payments", "pay", "merchant key", "가맹점 키(merchantKey)", one("NICEPAY_MERCHANT_KEY", lambda: rs(B64, 86) + "=="),
  name_ko="나이스페이", region="kr")
V("KG Inicis", "KG Inicis", "pay", "sign key", "signKey", one("INICIS_SIGN_KEY", lambda: rs(B64, 32)), name_ko="KG이니시스", region="kr")
V("Channel Corp", "Channel Talk", "product", "access secret", "Access Secret", _fixlist(lambda: [
    ("CHANNEL_ACCESS_KEY", hexs(24), []), ("CHANNEL_ACCESS_SECRET", hexs(32), None)]),
  hdr=["x-access-key: {0}", "x-access-secret: {1}"], url="https://api.channel.io/open/v5/user-chats?state=opened", name_ko="채널톡", region="kr")
V("Sendbird", "Sendbird", "chat", "master API token", "마스터 API 토큰", one("SENDBIRD_API_TOKEN", lambda: hexs(40)),
  hdr=["Api-Token: {0}"], url="https://api-%s.sendbird.com/v3/users?limit=10" % uuid4().upper(), name_ko="센드버드", region="kr")
V("Dunamu", "Upbit", "fin", "Open API key pair", "Open API 키 쌍", _fixlist(lambda: [
    ("UPBIT_ACCESS_KEY", rs(ALNUM, 40), None), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), None)]), name_ko="업비트", region="kr")
V("Bithumb", "Bithumb", "fin", "API key pair", "API 키 쌍", _fixlist(lambda: [
    ("BITHUMB_API_KEY", hexs(32), None), ("BITHUMB_SECRET_KEY", hexs(32), None)]), name_ko="빗썸", region="kr")
V("Korea Investment & Securities", "KIS Developers", "fin", "app secret", "appsecret", _fixlist(_kis), name_ko="한국투자증권 KIS Developers", region="kr")
V("data.go.kr", "data.go.kr (Public Data Portal)", "data", "service key (encoded)", "일반 인증키(Encoding)", _data_go_kr,
  name_ko="공공데이터포털", region="kr")
V("Juso (MOIS)", "Juso road-name address API", "data", "approval key (confmKey)", "승인키(confmKey)", one("JUSO_CONFM_KEY", _juso),
  name_ko="도로명주소 API", region="kr")
V("Coupang", "Coupang Partners", "shop", "secret key", "Secret Key", _fixlist(lambda: [
    ("COUPANG_ACCESS_KEY", uuid4(), []), ("COUPANG_SECRET_KEY", hexs(40), None)]), name_ko="쿠팡 파트너스", region="kr")
V("Cafe24", "Cafe24", "shop", "client secret", "client secret", _fixlist(lambda: [
    ("CAFE24_CLIENT_ID", rs(ALNUM, 22), []), ("CAFE24_CLIENT_SECRET", rs(ALNUM, 22), None)]), name_ko="카페24", region="kr")
V("Sweet Tracker", "Sweet Tracker", "shop", "API key", "API 키", one("SWEETTRACKER_API_KEY", lambda: rs(ALNUM, 22)),
  url="https://info.sweettracker.co.kr/api/v1/trackingInfo?t_key={0}&t_code=04&t_invoice=" + digits(12), name_ko="스마트택배(스윗트래커)", region="kr")
V("Upstage", "Upstage", "llm", "API key", "API 키", one("UPSTAGE_API_KEY", lambda: "up_" + rs(ALNUM, 29)),
  hdr=["Authorization: Bearer {0}"], url="https://api.upstage.ai/v1/chat/completions", name_ko="업스테이지", region="kr")
V("Alibaba Cloud", "Alibaba Cloud", "infra", "AccessKey pair", "AccessKey 쌍", _fixlist(lambda: [
    ("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), None), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), None)]), region="asia")
V("Alibaba Cloud", "DashScope (Qwen)", "llm", "API key", "API 키", one("DASHSCOPE_API_KEY", lambda: "sk-" + hexs(32)),
  hdr=["Authorization: Bearer {0}"], url="https://dashscope-intl.aliyuncs.com/compatible-mode/v1/chat/completions", region="asia")
V("Alibaba", "DingTalk", "chat", "robot access token and signing secret", "로봇 access_token / 서명 시크릿", _dingtalk, region="asia")
V("Alibaba", "Lazada Open Platform", "shop", "app secret", "App Secret", _fixlist(lambda: [
    ("LAZADA_APP_KEY", digits(6), []), ("LAZADA_APP_SECRET", rs(ALNUM, 32), None)]), region="asia")
V("Tencent", "Tencent Cloud", "infra", "SecretId/SecretKey", "SecretId/SecretKey", _fixlist(_tencent), region="asia")
V("Tencent", "WeChat Official Account", "chat", "AppSecret", "AppSecret", _fixlist(lambda: [
    ("WECHAT_APP_ID", "wx" + hexs(16), []), ("WECHAT_APP_SECRET", hexs(32), None)]), region="asia")
V("Huawei", "Huawei Cloud", "infra", "AK/SK pair", "AK/SK", _fixlist(lambda: [
    ("HUAWEICLOUD_SDK_AK", rs(UPALNUM, 20), None), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), None)]), region="asia")
V("Baidu", "Baidu AI Cloud", "infra", "AK/SK pair", "AK/SK", _fixlist(lambda: [
    ("BCE_ACCESS_KEY", hexs(32), None), ("BCE_SECRET_KEY", hexs(32), None)]), region="asia")
V("Baidu", "Baidu Qianfan", "llm", "API key", "API 키", one("QIANFAN_API_KEY", _qianfan),
  hdr=["Authorization: Bearer {0}"], url="https://qianfan.baidubce.com/v2/chat/completions", region="asia")
V("ByteDance", "Lark / Feishu", "chat", "app secret", "App Secret", _fixlist(lambda: [
    ("LARK_APP_ID", "cli_" + hexs(16), []), ("LARK_APP_SECRET", rs(ALNUM, 32), None)]), region="asia")
V("ByteDance", "Volcengine Ark", "llm", "API key", "API 키", one("ARK_API_KEY", uuid4),
  hdr=["Authorization: Bearer {0}"], url="https://ark.cn-beijing.volces.com/api/v3/chat/completions", region="asia")
V("Zhipu AI", "Zhipu (GLM)", "llm", "API key", "API 키", one("ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs(ALNUM, 16)),
  hdr=["Authorization: Bearer {0}"], url="https://open.bigmodel.cn/api/paas/v4/chat/completions", region="asia")
V("Moonshot AI", "Moonshot (Kimi)", "llm", "API key", "API 키", one("MOONSHOT_API_KEY", lambda: "sk-" + rs(ALNUM, 48)),
  hdr=["Authorization: Bearer {0}"], url="https://api.moonshot.cn/v1/chat/completions", region="asia")
V("SiliconFlow", "SiliconFlow", "llm", "API key", "API 키", one("SILICONFLOW_API_KEY", lambda: "sk-" + rs(LO, 48)),
  hdr=["Authorization: Bearer {0}"], url="https://api.siliconflow.cn/v1/chat/completions", region="asia")
V("Yandex", "Yandex Cloud", "llm", "API key", "API 키", one("YC_API_KEY", lambda: "AQVN" + rs(B64URL, 36)),
  hdr=["Authorization: Api-Key {0}"], url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion")
V("Razorpay", "Razorpay", "pay", "key secret", "key secret", _fixlist(lambda: [
    ("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), []), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), None)]), region="asia")
V("Paytm", "Paytm", "pay", "merchant key", "merchant key", _fixlist(lambda: [
    ("PAYTM_MID", rs(ALNUM, 6) + digits(14), []), ("PAYTM_MERCHANT_KEY", rs(ALNUM + "#@&_%", 16), None)]), region="asia")
V("GoTo", "Midtrans", "pay", "server key", "server key", one("MIDTRANS_SERVER_KEY", lambda: "Mid-server-" + rs(B64URL, 24)), region="asia")
V("Xendit", "Xendit", "pay", "secret API key", "시크릿 API 키", one("XENDIT_SECRET_KEY", lambda: "xnd_production_" + rs(ALNUM, 60)), region="asia")
V("Opn Payments", "Omise", "pay", "secret key", "시크릿 키", one("OMISE_SECRET_KEY", lambda: "skey_" + rs(LOWALNUM, 19)), region="asia")
V("PayMongo", "PayMongo", "pay", "live secret key", "라이브 시크릿 키", one("PAYMONGO_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 24)), region="asia")
V("LY Corporation", "LINE Pay", "pay", "channel secret", "채널 시크릿", _fixlist(lambda: [
    ("LINEPAY_CHANNEL_ID", digits(10), []), ("LINEPAY_CHANNEL_SECRET", hexs(32), None)]), region="asia")
V("GMO Payment Gateway", "GMO PG", "pay", "shop password", "ShopPass", _fixlist(lambda: [
    ("GMO_SHOP_ID", "tshop" + digits(8, False), []), ("GMO_SHOP_PASS", rs(LOWALNUM, 8), None)]), region="asia")
V("PAY.JP", "PAY.JP", "pay", "live secret key", "라이브 시크릿 키", one("PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(48)), region="asia")
V("Chatwork", "Chatwork", "chat", "API token", "API 토큰", one("CHATWORK_API_TOKEN", lambda: hexs(32)),
  hdr=["X-ChatWorkToken: {0}"], url="https://api.chatwork.com/v2/rooms/%s/messages" % digits(9), region="asia")
V("Nulab", "Backlog", "work", "API key", "API 키", one("BACKLOG_API_KEY", lambda: rs(ALNUM, 64)),
  url="https://%s.backlog.jp/api/v2/issues?apiKey={0}&projectId[]=%s" % (pick(ORGS), digits(6)), region="asia")
V("Agora", "Agora", "media", "app certificate", "App Certificate", _fixlist(lambda: [
    ("AGORA_APP_ID", hexs(32), []), ("AGORA_APP_CERTIFICATE", hexs(32), None)]), region="asia")

# ----------------------------------------------------------------------------------------------
# Vendor secret notes: domain situations, generic prose, presentation styles
# ----------------------------------------------------------------------------------------------
SITU = {
    "infra": (["Moving the {svc} deploy from the old Jenkins box to GitHub Actions; the step that talks to {V} kept failing.",
               "Setting up {V} access for the new {env} account so the nightly backup job can run.",
               "Debugging why `terraform apply` against {V} worked on my laptop but not in CI.",
               "Incident follow-up: the {env} deploy of {svc} stalled because the {V} call returned 403."],
              ["{svc} 배포를 예전 Jenkins 서버에서 GitHub Actions로 옮기는 중이었는데 {V} 연동 step만 계속 실패함.",
               "새 {env} 계정에서 야간 백업 job이 돌도록 {V} 접근 설정하던 중.",
               "{V} 대상으로 terraform apply가 로컬에서는 되는데 CI에서만 실패하는 원인 찾는 중.",
               "장애 후속 조치: {env} {svc} 배포가 {V} 호출 403 때문에 멈췄던 건."]),
    "dev": (["Fixing the release pipeline for {svc}; the publish step that uses {V} broke after the runner image update.",
             "Setting up {V} for the monorepo CI so PR builds can run without a human.",
             "Reproducing a CI-only failure locally; the job calls {V} with a value from the CI settings.",
             "Code review follow-up on the {svc} repo: a reviewer flagged how we load the {V} credential."],
            ["{svc} 릴리스 파이프라인 수정 중. runner 이미지 업데이트 이후 {V} 쓰는 publish 단계가 깨짐.",
             "PR 빌드가 사람 손 없이 돌도록 모노레포 CI에 {V} 붙이는 작업.",
             "CI에서만 실패하는 job을 로컬에서 재현하는 중. 이 job이 CI 설정값으로 {V} API를 호출함.",
             "{svc} 저장소 코드 리뷰 후속: 리뷰어가 {V} 자격 증명 로딩 방식을 지적함."]),
    "pay": (["Reproducing a failed checkout in {env}: {svc} got 401 from {V} on every refund.",
             "Moving the {V} calls out of the monolith into payments-svc.",
             "Adding partial refunds through {V} for the CS tool.",
             "Settlement report for {V} came back empty in {env}; tracing the nightly job."],
            ["{env}에서 결제 실패 재현 중. {svc} 서비스가 환불 요청마다 {V} API에서 401을 받음.",
             "모놀리스에 있던 {V} 결제 호출을 payments-svc로 분리하는 작업.",
             "CS 툴에 {V} 부분 환불 기능 추가 중.",
             "{env}에서 {V} 정산 리포트가 비어서 야간 job 추적 중."]),
    "chat": (["Building the deploy-notification bot for {chan} on {V}.",
              "Porting the on-call alert bot from e-mail to {V}.",
              "The bot that posts failed cron jobs to {V} went silent on Friday; fixing it."],
             ["{chan} 채널용 배포 알림 봇을 {V} 기반으로 만드는 중.",
              "온콜 알림 봇을 메일에서 {V} 쪽으로 옮기는 작업.",
              "금요일부터 조용해진 실패 cron 알림 봇({V}) 고치는 중."]),
    "llm": (["Adding {V} as a second provider behind our LLM gateway.",
             "Running the summarization eval suite against {V} models.",
             "Debugging alternating 429s and 401s from {V} in the support-reply worker.",
             "Wiring {V} into the RAG prototype for the internal docs bot."],
            ["LLM 게이트웨이 뒤에 {V} API를 두 번째 provider로 붙이는 중.",
             "요약 eval suite를 {V} 모델로 돌리는 작업.",
             "고객 응대 답변 worker에서 {V} API가 429와 401을 번갈아 주는 문제 디버깅.",
             "사내 문서 봇 RAG 프로토타입에 {V} 연동."]),
    "auth": (["Fixing the SSO login loop on {env}; the callback exchanges the code with {V}.",
              "Automating user provisioning through the {V} management API.",
              "Migrating social login config to {V} for the mobile app."],
             ["{env} SSO 로그인 무한 루프 수정 중. 콜백에서 {V} 쪽으로 code 교환을 함.",
              "{V} 관리 API로 사용자 프로비저닝 자동화.",
              "모바일 앱 소셜 로그인 설정을 {V} 기준으로 옮기는 작업."]),
    "mobile": (["Fixing the iOS release lane in fastlane; it needs {V} during the build.",
                "Getting the Android CI build green again; the step that uses {V} started failing.",
                "Setting up the new React Native app's CI with {V}."],
               ["fastlane iOS 릴리스 lane 수정 중. 빌드 중 {V} 관련 단계에서 막힘.",
                "안드로이드 CI 빌드 다시 초록불 만드는 중. {V} 쓰는 단계가 실패하기 시작함.",
                "새 React Native 앱 CI에 {V} 연동 세팅."]),
    "msg": (["Fixing signup verification messages sent through {V}; users in {env} got nothing.",
             "Adding {V} as fallback provider for OTP delivery.",
             "Debugging bounced receipts from {V} after the domain move."],
            ["{V} 통해 나가는 회원가입 인증 메시지가 {env}에서 안 오는 문제 수정.",
             "OTP 발송에 {V} API를 fallback provider로 추가.",
             "도메인 이전 후 {V}에서 영수증 메일이 반송되는 문제 디버깅."]),
    "shop": (["Syncing orders from {V} into the ERP every 10 minutes.",
              "Debugging the {V} order webhook handler that dropped events.",
              "Adding shipment tracking via {V} to the order page."],
             ["{V} 주문을 10분마다 ERP로 동기화하는 작업.",
              "{V} 주문 웹훅 핸들러가 이벤트를 누락하는 문제 디버깅.",
              "주문 상세 페이지에 {V} 배송 조회 붙이는 중."]),
    "work": (["Writing the sync script between our tracker and {V}.",
              "Automating the weekly report that pulls from {V}.",
              "Migrating the docs tooling that talks to {V}."],
             ["사내 트래커와 {V} 사이 동기화 스크립트 작성.",
              "{V} 데이터를 가져오는 주간 리포트 자동화.",
              "{V} API 쓰는 문서 툴링 마이그레이션."]),
    "obs": (["Wiring {V} into {svc} for the p99 latency investigation.",
             "Figuring out why nothing from {svc} showed up in {V} after the deploy.",
             "Adding deploy markers to {V} from CI."],
            ["p99 지연 조사 때문에 {svc} 서비스에 {V} 연동.",
             "배포 후 {svc} 데이터가 {V}에 하나도 안 보이는 원인 찾기.",
             "CI에서 {V} 쪽으로 배포 마커 보내는 작업 추가."]),
    "db": (["Connecting the analytics job to the {V} database.",
            "Running the backfill migration against {V} from my laptop.",
            "Switching {svc} to the pooled {V} endpoint."],
           ["분석 job을 {V} DB에 연결하는 작업.",
            "노트북에서 {V} 대상으로 backfill 마이그레이션 실행.",
            "{svc} 서비스를 {V} pooled endpoint로 전환."]),
    "product": (["Sending server-side events from the worker to {V}.",
                 "Reindexing the product catalog into {V}.",
                 "Connecting the CRM export to {V}."],
                ["worker에서 {V} 쪽으로 서버사이드 이벤트 전송.",
                 "상품 카탈로그를 {V}에 재색인.",
                 "CRM export를 {V} API와 연결."]),
    "media": (["Adding {V} to the media pipeline.",
               "Hooking up {V} for the community features.",
               "Debugging upload failures to {V} in {env}."],
              ["미디어 파이프라인에 {V} 추가.",
               "커뮤니티 기능에 {V} 연동.",
               "{env}에서 {V} 업로드가 실패하는 문제 디버깅."]),
    "data": (["Calling the {V} API from the nightly batch.",
              "Adding {V} lookups to the signup backend.",
              "Caching {V} responses because we hit the daily quota."],
             ["야간 배치에서 {V} API 호출.",
              "회원가입 백엔드에 {V} 조회 추가.",
              "일일 쿼터 초과 때문에 {V} 응답 캐싱 작업."]),
    "fin": (["Building the market-data collector on the {V} API.",
             "Debugging order placement through {V} in the trading bot.",
             "Adding balance reconciliation against {V}."],
            ["{V} API 기반 시세 수집기 작성.",
             "트레이딩 봇에서 {V} 주문 API 호출 실패 디버깅.",
             "{V} 잔고 대사(reconciliation) 기능 추가."]),
}

MISS = (["Nobody told me which {V} credential the {env} stack actually uses, so I burned an hour on 401s.",
         "The runbook just says 'ask {who} for the {V} {label}'; it does not say where it lives.",
         "I didn't know the {V} {label} had been rotated last week, and my copy was stale.",
         "Missing: where the {env} {V} {label} is stored and who owns it.",
         "The local .env and the CI settings had different {V} values and nothing said which one was current.",
         "I couldn't tell whether {env} should use the test or the live {V} account.",
         "The onboarding doc links to a {V} page in a workspace I can't access.",
         "I didn't know the {svc} service and the cron worker share one {V} credential, so rotating it for one broke the other.",
         "Nobody mentioned that the {env} {V} account is separate from prod and has its own {label}.",
         "The CI secret was named differently from what the code reads, and the mapping was not written down anywhere.",
         "I had to find out which team pays for the {V} account before I could even ask for access."],
        ["{env} 스택이 실제로 어떤 {V} 값을 쓰는지 아무도 안 알려줘서 401만 한 시간 봄.",
         "런북에는 '{V} {label} 값은 {who}께 요청'이라고만 있고 어디 저장돼 있는지는 없음.",
         "{V} {label} 값이 지난주에 교체된 걸 몰라서 예전 값으로 계속 테스트함.",
         "부족했던 정보: {env}용 {V} {label} 값의 저장 위치와 담당자.",
         "로컬 .env와 CI 설정의 {V} 값이 달랐는데 어느 쪽이 최신인지 알 방법이 없었음.",
         "{env} 환경에서 {V} 테스트 계정을 써야 하는지 라이브 계정을 써야 하는지 몰랐음.",
         "온보딩 문서의 {V} 링크가 내가 접근 못 하는 워크스페이스를 가리킴.",
         "{svc} 서비스와 cron worker가 {V} 값을 같이 쓰는 걸 몰라서, 한쪽만 교체했다가 다른 쪽이 깨짐.",
         "{env} {V} 계정이 운영과 별개이고 {label} 값도 따로라는 걸 아무도 말해주지 않았음.",
         "CI의 시크릿 이름이 코드가 읽는 이름과 달랐는데 매핑이 어디에도 적혀 있지 않았음.",
         "접근 요청 전에 {V} 계정 비용을 어느 팀이 내는지부터 알아내야 했음."])
LESS = (["{V} answers 401 for a revoked credential, so compare the value before debugging code.",
         "Load the {V} {label} from the secret manager at startup; copies in .env files go stale.",
         "Test and live {V} credentials are not interchangeable; check which one you have first.",
         "Never paste the {V} {label} into notes or tickets; this one has to be rotated now.",
         "The {V} client silently falls back to the env var when the constructor argument is empty.",
         "CI masks values only when they come from the secret store; hard-coded ones end up in logs.",
         "Keep one owner for the {V} integration; three people had three different copies.",
         "Give each service its own {V} credential so one rotation doesn't take down the others.",
         "The {V} dashboard shows last-used time per credential; check it before deleting anything.",
         "Read the {V} error body, not just the status code; it said which credential was rejected.",
         "Scope the {V} {label} to the minimum permissions; the one I found had full admin."],
        ["{V} API는 폐기된 값에도 403이 아니라 401을 줌. 코드 보기 전에 값부터 비교할 것.",
         "{V} {label} 값은 부팅 시 시크릿 매니저에서 읽을 것. .env 사본은 금방 낡음.",
         "{V} 테스트 값과 라이브 값은 호환 안 됨. 어떤 걸 들고 있는지부터 확인.",
         "{V} {label} 값을 노트나 티켓에 붙여넣지 말 것. 이건 지금 바로 교체해야 함.",
         "{V} 클라이언트는 생성자 인자가 비어 있으면 조용히 환경변수로 fallback 함.",
         "CI는 시크릿 스토어에서 온 값만 마스킹함. 하드코딩된 값은 로그에 그대로 찍힘.",
         "{V} 연동 담당자를 한 명으로 정할 것. 세 명이 서로 다른 사본을 갖고 있었음.",
         "서비스마다 {V} 자격 증명을 따로 둘 것. 하나 교체할 때 다른 서비스가 같이 죽지 않게.",
         "{V} 대시보드에서 자격 증명별 마지막 사용 시각을 볼 수 있음. 지우기 전에 확인할 것.",
         "상태 코드만 보지 말고 {V} 에러 본문을 읽을 것. 어떤 자격 증명이 거부됐는지 나와 있었음.",
         "{V} {label} 값은 최소 권한으로 발급할 것. 내가 찾은 건 전체 admin 권한이었음."])
ASKS = (["Ask where the {env} {V} {label} lives (Vault path or secret name) before starting.",
         "Ask whether {env} should hit the {V} sandbox or the live account.",
         "Ask who can rotate the {V} {label} and whether CI picks up the new value automatically.",
         "Ask for read access to the {V} dashboard instead of a pasted value.",
         "Ask if there is a shared {V} test account for local development.",
         "Ask whether {svc} should get its own {V} credential instead of the shared one.",
         "Ask for the owner of the {V} integration in the service catalog.",
         "Ask whether the {V} credential can be issued as a dynamic secret instead of a static value."],
        ["시작 전에 {env} {V} {label} 값의 위치(Vault 경로나 시크릿 이름)부터 물어볼 것.",
         "{env} 환경이 {V} 샌드박스를 봐야 하는지 라이브 계정을 봐야 하는지 먼저 확인.",
         "{V} {label} 값을 누가 교체할 수 있는지, CI가 새 값을 자동으로 받는지 물어볼 것.",
         "값을 붙여넣어 달라고 하지 말고 {V} 대시보드 읽기 권한을 요청할 것.",
         "로컬 개발용 공용 {V} 테스트 계정이 있는지 물어볼 것.",
         "{svc} 서비스가 공용 값 대신 전용 {V} 자격 증명을 받아야 하는지 물어볼 것.",
         "서비스 카탈로그에서 {V} 연동 담당자를 확인해 달라고 할 것.",
         "{V} 자격 증명을 정적 값 대신 시크릿 매니저의 동적 시크릿으로 발급할 수 있는지 물어볼 것."])

TL_DOMAINS = ("pay", "fin", "msg", "auth", "shop")   # domains where test/live/sandbox sentences make sense
TL_MISS = (5,)
TL_LESS = (2,)
TL_ASKS = (1,)
CLIENT_DOMAINS = ("mobile", "media", "data", "product", "chat", "msg", "auth", "llm")
MOBILE_STYLES = ("kotlin", "swift", "xml")
BASE_IMAGES = ["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23", "ruby:3.3-slim", "node:22-bookworm-slim"]

STYLE_WEIGHTS = [("env", 9), ("export", 6), ("inline_cmd", 3), ("curl", 9), ("python", 5), ("node", 5), ("go", 3),
                 ("ruby", 2), ("php", 2), ("java", 2), ("kotlin", 2), ("swift", 2), ("csharp", 2), ("rust", 2),
                 ("k8s_secret", 4), ("compose", 4), ("gha", 3), ("gitlab", 2), ("json", 4), ("toml", 2), ("ini", 2),
                 ("xml", 2), ("dockerfile", 3), ("tfvars", 2), ("helm", 2), ("log", 5), ("trace", 4), ("chat", 6),
                 ("prose", 6), ("table", 3), ("split", 5), ("nolabel", 5), ("diff", 3), ("sql", 2), ("powershell", 2),
                 ("kubectl", 3), ("cli_set", 3), ("ssm", 2)]

FILLER_ENV = ["NODE_ENV=production", "LOG_LEVEL=debug", "PORT=8080", "TZ=Asia/Seoul", "APP_ENV={env}",
              "FEATURE_NEW_CHECKOUT=true", "HTTP_TIMEOUT_MS=15000", "SENTRY_ENVIRONMENT={env}", "WORKERS=4"]


def _fmt(s, **kw):
    for k, v in kw.items():
        s = s.replace("{" + k + "}", v)
    return s


def _slug(v):
    return "".join(c for c in v["name"].lower() if c.isalnum())[:14] or "vendor"


def _q(v):
    """quote for shell: single quotes, escaping embedded single quotes"""
    return "'" + v.replace("'", "'\"'\"'") + "'"


def _jsesc(v):
    return v.replace("\\", "\\\\").replace('"', '\\"')


def vendor_block(style, vd, items, lang, ctx):
    """returns block text (first line = intro) or None when the style does not fit"""
    en = lang == "en"
    kv = [(k, val) for k, val, _ in items]
    s = ctx["svc"]
    e = ctx["env"]
    slug = _slug(vd)
    vals = [val for _, val, _ in items]
    listed_items = [it for it in items if it[2]]
    def intro(en_opts, ko_opts):
        return _fmt(pick(en_opts) if en else pick(ko_opts), svc=s, env=e, V=ctx["V"])
    if style == "env":
        lines = [k + "=" + val for k, val in kv]
        if chance(0.7):
            fill = [_fmt(f, env=e) for f in sample(FILLER_ENV, R.randint(1, 3))]
            for f in fill:
                lines.insert(R.randint(0, len(lines)), f)
        return intro(["Contents of apps/{svc}/.env.{env}:", ".env.{env} that finally worked:",
                      "From the shared dev box (~/{svc}/.env):", "What was in .env.local (not in .gitignore!):"],
                     ["apps/{svc}/.env.{env} 내용:", "결국 동작한 .env.{env}:", "공용 개발 서버 ~/{svc}/.env 에서:",
                      ".gitignore에 빠져 있던 .env.local 내용:"]) + "\n" + "\n".join(lines)
    if style == "export":
        lines = ["$ export %s=%s" % (k, _q(val)) for k, val in kv]
        lines.append("$ " + pick(["./scripts/sync_%s.sh --env %s" % (slug, e), "make smoke-test ENV=%s" % e,
                                  "python -m %s.jobs.backfill --dry-run" % s.replace("-", "_"), "pnpm run e2e:%s" % e]))
        return intro(["What I ran in the terminal:", "Shell history from the debugging session:", "Repro steps:"],
                     ["터미널에서 실행한 것:", "디버깅 세션 shell history:", "재현 절차:"]) + "\n" + "\n".join(lines)
    if style == "inline_cmd":
        cmd = " ".join("%s=%s" % (k, _q(val)) for k, val in kv)
        cmd += " " + pick(["node scripts/backfill.js", "go run ./cmd/%s" % s, "bundle exec rake %s:sync" % slug,
                           "npx tsx tools/check-%s.ts" % slug, "uv run python manage.py sync_%s" % slug])
        return intro(["One-liner that reproduces it:", "Command from the runbook draft:"],
                     ["재현용 한 줄 명령:", "런북 초안에 적힌 명령:"]) + "\n$ " + cmd
    if style == "curl":
        if not (vd["hdr"] or "{0}" in (vd["url"] or "")):
            return None
        url = vd["url"].format(*vals)
        lines = ["$ curl -sS %s%s" % ("-X POST " if any(w in url for w in ("send", "messages", "completions", "track", "push", "email", "payments", "batch", "ingest", "event")) else "", _q(url) if "&" in url or "?" in url else url)]
        for h in (vd["hdr"] or []):
            lines.append('    -H "%s"' % h.format(*vals))
        for i in range(1, len(lines)):
            lines[i - 1] += " \\"
        status = pick(["HTTP/2 401", "HTTP/2 200", "HTTP/1.1 403 Forbidden", "HTTP/2 200", "HTTP/2 429"])
        lines.append(status)
        return intro(["The request I used to test it:", "curl that reproduces the issue:", "Manual check:"],
                     ["테스트에 쓴 요청:", "문제 재현 curl:", "수동 확인:"]) + "\n" + "\n".join(lines)
    if style == "python":
        if len(items) == 1 and chance(0.5):
            k, val = kv[0]
            body = "import os\n\n%s = os.environ.get(\"%s\", \"%s\")  # TODO: drop the fallback" % (k, k, val)
        else:
            body = "# %s/settings/%s.py\n" % (s.replace("-", "_"), slug) + "\n".join('%s = "%s"' % (k, _jsesc(val)) for k, val in kv)
        return intro(["Found in the Python settings module:", "The code path that talks to {V}:"],
                     ["Python 설정 모듈에서 발견:", "{V} 호출하는 코드:"]) + "\n" + body
    if style == "node":
        body = "\n".join('const %s = process.env.%s ?? "%s";' % (camel(k), k, _jsesc(val)) for k, val in kv)
        return intro(["From src/lib/%s.ts:" % slug, "Hard-coded fallback in the Node client:"],
                     ["src/lib/%s.ts 에서:" % slug, "Node 클라이언트의 하드코딩 fallback:"]) + "\n" + body
    if style == "go":
        body = "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), _jsesc(val)) for k, val in kv) + "\n)"
        return intro(["internal/%s/config.go had:" % slug, "Go constants left from the spike:"],
                     ["internal/%s/config.go 에 있던 것:" % slug, "스파이크 때 남은 Go 상수:"]) + "\n" + body
    if style == "ruby":
        body = "\n".join('%s = ENV.fetch("%s", "%s")' % (k.lower(), k, _jsesc(val)) for k, val in kv)
        return intro(["config/initializers/%s.rb:" % slug], ["config/initializers/%s.rb:" % slug]) + "\n" + body
    if style == "php":
        body = "return [\n" + "\n".join("    '%s' => env('%s', '%s')," % (k.lower(), k, val.replace("'", "\\'")) for k, val in kv) + "\n];"
        return intro(["config/services.php (Laravel):"], ["config/services.php (Laravel):"]) + "\n" + body
    if style == "java":
        body = "\n".join('    private static final String %s = "%s";' % (k, _jsesc(val)) for k, val in kv)
        return intro(["%sClient.java:" % slug.capitalize()], ["%sClient.java 에서:" % slug.capitalize()]) + "\n" + body
    if style == "kotlin":
        body = "\n".join('buildConfigField("String", "%s", "\\"%s\\"")' % (k, _jsesc(val)) for k, val in kv)
        return intro(["app/build.gradle.kts, defaultConfig block:"], ["app/build.gradle.kts defaultConfig 블록:"]) + "\n" + body
    if style == "swift":
        body = "enum Secrets {\n" + "\n".join('    static let %s = "%s"' % (camel(k), _jsesc(val)) for k, val in kv) + "\n}"
        return intro(["Secrets.swift in the iOS target:"], ["iOS 타깃의 Secrets.swift:"]) + "\n" + body
    if style == "csharp":
        body = "\n".join('var %s = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (camel(k), k, _jsesc(val)) for k, val in kv)
        return intro(["Program.cs:"], ["Program.cs 에서:"]) + "\n" + body
    if style == "rust":
        body = "\n".join('let %s = std::env::var("%s").unwrap_or_else(|_| "%s".into());' % (k.lower(), k, _jsesc(val)) for k, val in kv)
        return intro(["src/config.rs:"], ["src/config.rs:"]) + "\n" + body
    if style == "k8s_secret":
        body = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-%s\n  namespace: %s\ntype: Opaque\nstringData:\n" % (s, slug, e)
                + "\n".join('  %s: "%s"' % (k, _jsesc(val)) for k, val in kv))
        return intro(["k8s/{env}/secret-%s.yaml (committed):" % slug, "Manifest applied by hand:"],
                     ["k8s/{env}/secret-%s.yaml (커밋돼 있었음):" % slug, "수동으로 apply한 매니페스트:"]) + "\n" + body
    if style == "compose":
        body = "services:\n  %s:\n    image: %s/%s:latest\n    environment:\n" % (s, org(), s) + "\n".join(
            "      %s: \"%s\"" % (k, _jsesc(val)) for k, val in kv)
        return intro(["docker-compose.override.yml:"], ["docker-compose.override.yml:"]) + "\n" + body
    if style == "gha":
        body = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join(
            "      %s: \"%s\"" % (k, _jsesc(val)) for k, val in kv)
        return intro([".github/workflows/deploy.yml (someone inlined it):"], [".github/workflows/deploy.yml (누군가 값을 직접 넣어둠):"]) + "\n" + body
    if style == "gitlab":
        body = "variables:\n" + "\n".join('  %s: "%s"' % (k, _jsesc(val)) for k, val in kv)
        return intro([".gitlab-ci.yml:"], [".gitlab-ci.yml:"]) + "\n" + body
    if style == "json":
        inner = ", ".join('"%s": "%s"' % (camel(k), _jsesc(val)) for k, val in kv)
        body = '{"%s": {%s, "timeoutMs": %d}}' % (slug, inner, pick([5000, 10000, 30000]))
        return intro(["config/{env}.json:", "appsettings.{env}.json:"], ["config/{env}.json:", "appsettings.{env}.json:"]) + "\n" + body
    if style == "toml":
        body = "[%s]\n" % slug + "\n".join('%s = "%s"' % (k.lower(), _jsesc(val)) for k, val in kv)
        return intro(["config.toml:", "~/.config/%s/config.toml:" % s], ["config.toml:", "~/.config/%s/config.toml:" % s]) + "\n" + body
    if style == "ini":
        body = "[%s]\n" % slug + "\n".join("%s = %s" % (k.lower(), val) for k, val in kv)
        return intro(["settings.ini on the batch server:"], ["배치 서버의 settings.ini:"]) + "\n" + body
    if style == "xml":
        if chance(0.5):
            body = "<resources>\n" + "\n".join('    <string name="%s">%s</string>' % (k.lower(), val.replace("&", "&amp;")) for k, val in kv) + "\n</resources>"
            return intro(["app/src/main/res/values/secrets.xml:"], ["app/src/main/res/values/secrets.xml:"]) + "\n" + body
        body = "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (k, val.replace("&", "&amp;")) for k, val in kv) + "\n</appSettings>"
        return intro(["Web.config:"], ["Web.config:"]) + "\n" + body
    if style == "dockerfile":
        body = "FROM %s\nWORKDIR /app\n" % pick(BASE_IMAGES) + "" + "\n".join("ENV %s=%s" % (k, val) for k, val in kv) + "\nCMD [\"./start.sh\"]"
        return intro(["The Dockerfile baked it in:", "Dockerfile (layer history keeps this forever):"],
                     ["Dockerfile에 값이 박혀 있었음:", "Dockerfile (레이어 히스토리에 영구히 남음):"]) + "\n" + body
    if style == "tfvars":
        body = "\n".join('%s = "%s"' % (k.lower(), _jsesc(val)) for k, val in kv)
        return intro(["envs/{env}/terraform.tfvars:"], ["envs/{env}/terraform.tfvars:"]) + "\n" + body
    if style == "helm":
        body = "%s:\n  enabled: true\n" % slug + "\n".join('  %s: "%s"' % (camel(k), _jsesc(val)) for k, val in kv)
        return intro(["charts/{svc}/values-{env}.yaml:"], ["charts/{svc}/values-{env}.yaml:"]) + "\n" + body
    if style == "log":
        t = ts_iso()
        if vd["hdr"]:
            hs = ", ".join("'%s': '%s'" % tuple(h.format(*vals).split(": ", 1)) for h in vd["hdr"])
            body = "%s DEBUG %s http: POST %s headers={%s, 'Content-Type': 'application/json'}" % (
                t, s, (vd["url"] or "/").format(*vals).split("?")[0], hs)
        else:
            body = "%s INFO  %s config loaded: %s" % (t, s, json.dumps(dict(kv), ensure_ascii=False))
        return intro(["Debug log from the {env} pod:", "Log line that gave it away:"],
                     ["{env} pod 디버그 로그:", "문제를 드러낸 로그 한 줄:"]) + "\n" + body
    if style == "trace":
        if len(listed_items) != 1:
            return None
        if vd["hdr"]:
            hs = ", ".join("'%s': '%s'" % tuple(h.format(*vals).split(": ", 1)) for h in vd["hdr"])
            body = ("AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
                    "  config: {\n    url: '%s',\n    headers: { %s }\n  }" % ((vd["url"] or "").format(*vals).split("?")[0], hs))
        elif "{0}" in (vd["url"] or ""):
            body = ("Traceback (most recent call last):\n  File \"/srv/%s/jobs/%s.py\", line %d, in fetch\n    resp.raise_for_status()\n"
                    "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: %s" % (s, slug, R.randint(20, 300), vd["url"].format(*vals)))
        else:
            k, val = listed_items[0][0], listed_items[0][1]
            body = ("pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n%s\n"
                    "  Value error, %s rejected by %s (401) [type=value_error, input_value='%s', input_type=str]" % (k.lower(), k, vd["name"], val))
        return intro(["Stack trace from the failing job:", "Error output:"], ["실패한 job의 스택 트레이스:", "에러 출력:"]) + "\n" + body
    if style == "diff":
        body = "--- a/config/%s.env\n+++ b/config/%s.env\n" % (e, e) + "\n".join("-%s=\n+%s=%s" % (k, k, val) for k, val in kv)
        return intro(["The diff from the hotfix PR:", "Part of the PR diff I reviewed:"],
                     ["핫픽스 PR의 diff:", "리뷰한 PR diff 일부:"]) + "\n" + body
    if style == "sql":
        body = "\n".join("UPDATE integration_settings SET value = '%s' WHERE provider = '%s' AND name = '%s';" % (val.replace("'", "''"), slug, k.lower()) for k, val in kv)
        return intro(["The migration that seeded it:", "What the admin tool ran:"], ["값을 넣은 마이그레이션:", "어드민 툴이 실행한 SQL:"]) + "\n" + body
    if style == "powershell":
        body = "\n".join('PS> $env:%s = "%s"' % (k, val.replace('"', '`"')) for k, val in kv)
        return intro(["On the Windows build agent:"], ["Windows 빌드 에이전트에서:"]) + "\n" + body
    if style == "kubectl":
        body = "$ kubectl -n %s create secret generic %s-%s \\\n" % (e, s, slug) + " \\\n".join(
            "    --from-literal=%s=%s" % (k, _q(val)) for k, val in kv)
        return intro(["How the secret was created:"], ["시크릿 생성 명령:"]) + "\n" + body
    if style == "cli_set":
        tool = pick(["fly", "heroku", "railway", "doppler"])
        args = " ".join("%s=%s" % (k, _q(val)) for k, val in kv)
        if tool == "fly":
            cmd = "fly secrets set %s -a %s-%s" % (args, s, e)
        elif tool == "heroku":
            cmd = "heroku config:set %s -a %s-%s" % (args, org(), s)
        elif tool == "railway":
            cmd = "railway variables --set " + " --set ".join("%s=%s" % (k, _q(val)) for k, val in kv)
        else:
            cmd = "doppler secrets set %s --project %s --config %s" % (args, s, e[:3])
        return intro(["Command from my shell history:"], ["shell history에 남은 명령:"]) + "\n$ " + cmd
    if style == "ssm":
        body = "\n".join("$ aws ssm put-parameter --name /%s/%s/%s --type SecureString --overwrite --value %s" % (e, s, k.lower(), _q(val)) for k, val in kv)
        return intro(["How I stored it (the command itself ended up in the note):"], ["저장할 때 쓴 명령:"]) + "\n" + body
    if style == "table":
        rows = ["| env | name | value |", "|---|---|---|"] + ["| %s | %s | %s |" % (e, k, val) for k, val in kv]
        return intro(["Cheat sheet from the onboarding doc:"], ["온보딩 문서의 치트시트:"]) + "\n" + "\n".join(rows)
    return None


def inline_vendor(style, vd, items, lang, ctx):
    """chat / prose / nolabel sentences with the values inline"""
    en = lang == "en"
    V_ = ctx["V"]
    lab = vd["label_en"] if en else vd["label_ko"]
    listed = [(k, val) for k, val, l in items if l]
    shown = [(k, val) for k, val, _ in items]
    who = ctx["who"]
    if style == "chat":
        joined = " / ".join(val for _, val in shown)
        if en:
            return pick(['%s in %s: "%s for %s is %s, please don\'t commit it"' % (who, ctx["chan"], V_, ctx["env"], joined),
                         '%s (DM): "use %s, the old one got revoked"' % (who, joined),
                         '%s wrote in the thread: "%s %s -> %s"' % (who, ctx["env"], lab, joined)])
        return pick(['%s 슬랙 DM: "%s %s 이거 쓰시면 돼요 %s 커밋은 하지 마시고요"' % (who, ctx["env"], V_, joined),
                     '%s이 %s 스레드에 남긴 메시지: "%s 값 %s 로 바꿨어요"' % (who, ctx["chan"], V_, joined),
                     '%s: "예전 건 폐기됐고 %s 쓰세요"' % (who, joined)])
    if style == "prose":
        if len(shown) == 1:
            val = shown[0][1]
            if en:
                return pick(["The %s %s %s is %s; the one on the wiki page was revoked." % (ctx["env"], V_, lab, val),
                             "Correct %s for %s: %s (the CI copy was older)." % (lab, ctx["env"], val)])
            return pick(["%s %s %s: %s (위키에 있는 건 폐기된 값)" % (ctx["env"], V_, lab, val),
                         "%s에서 맞는 %s 값은 %s 였음. CI에 있던 건 예전 값." % (ctx["env"], lab, val)])
        parts = ", ".join("%s %s" % (k, val) for k, val in shown)
        if en:
            return "The working %s values for %s: %s." % (V_, ctx["env"], parts)
        return "%s에서 동작한 %s 값: %s." % (ctx["env"], V_, parts)
    if style == "nolabel":
        vs = [val for _, val in listed]
        if en:
            if len(vs) == 1:
                return pick(["Swapping in %s (copied from the %s console, %s project) made the 401s stop." % (vs[0], V_, ctx["env"]),
                             "After I replaced what CI had with %s from %s's dashboard, the job went green." % (vs[0], ctx["who"])])
            return "Swapping in %s from the %s console made the 401s stop." % (" and ".join(vs), V_)
        if len(vs) == 1:
            return pick(["%s 콘솔(%s 프로젝트)에서 복사한 %s 로 바꾸니 401이 사라짐." % (V_, ctx["env"], vs[0]),
                         "CI에 있던 걸 %s 대시보드의 %s 로 교체하니 job 통과." % (ctx["who"].replace("님", "님의"), vs[0])])
        return "%s 콘솔에서 복사한 %s 로 바꾸니 401이 사라짐." % (V_, " / ".join(vs))
    return None


def vendor_note(vd, lang):
    en = lang == "en"
    items = vd["items"]()
    V_ = vd["name"] if en else vd["name_ko"]
    lab = vd["label_en"] if en else vd["label_ko"]
    ctx = {"V": V_, "svc": svc(), "env": env(), "who": person(lang), "chan": pick(CHANNELS)}
    if any(w in vd["label_en"] for w in ("live", "production")):
        ctx["env"] = "prod"
    li = 0 if en else 1
    def f(s):
        return _fmt(s, V=V_, label=lab, env=ctx["env"], svc=ctx["svc"], who=ctx["who"], chan=ctx["chan"])
    tl = vd["domain"] in TL_DOMAINS
    situ = f(pick(SITU[vd["domain"]][li]))
    miss = f(pick([m for i, m in enumerate(MISS[li]) if tl or i not in TL_MISS]))
    less = f(pick([m for i, m in enumerate(LESS[li]) if tl or i not in TL_LESS]))
    ask = f(pick([m for i, m in enumerate(ASKS[li]) if tl or i not in TL_ASKS]))
    secrets = []
    for _, val, l in items:
        for x in l:
            if x not in secrets:
                secrets.append(x)
    total_len = sum(len(v) for _, v, _ in items)
    style = wpick(STYLE_WEIGHTS)
    if style in MOBILE_STYLES and vd["domain"] not in CLIENT_DOMAINS:
        style = pick(["python", "node", "go", "java", "csharp"])
    if total_len > 300:
        style = pick(["env", "export", "prose", "chat", "nolabel", "json", "split"])
    mc = situ + " " + miss
    lesson = less
    if style == "split":
        shown = " / ".join(val for _, val, l in items)
        if en:
            mc = mc + " " + pick(["%s pasted the %s %s %s in %s:" % (ctx["who"], ctx["env"], V_, lab, ctx["chan"]),
                                  "The %s %s that finally worked was" % (V_, lab)])
            lesson = shown + pick([" -- moving it into the secret store was the real fix. ", " (now rotated). "]) + less
        else:
            mc = mc + " " + pick(["%s이 %s에 올려준 %s %s %s:" % (ctx["who"], ctx["chan"], ctx["env"], V_, lab),
                                  "결국 동작한 %s %s 값은" % (V_, lab)])
            lesson = shown + pick([" ← 이 값을 시크릿 스토어로 옮기는 게 진짜 해결책이었음. ", " (이제 교체됨). "]) + less
        fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
        return fields, secrets, style
    if style in ("chat", "prose", "nolabel"):
        block = inline_vendor(style, vd, items, lang, ctx)
        sep = " "
    else:
        block = vendor_block(style, vd, items, lang, ctx)
        if block is None:
            style = pick(["env", "export", "json", "prose"])
            block = vendor_block(style, vd, items, lang, ctx) if style != "prose" else inline_vendor(style, vd, items, lang, ctx)
        sep = "\n"
    where = wpick([("mc", 11), ("lesson", 6), ("ask", 3)])
    if where == "ask" and len(block.encode()) > 330:
        where = "mc"
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    key = {"mc": "missing_context", "lesson": "lesson", "ask": "ask_next_time"}[where]
    fields[key] = fields[key] + sep + block
    if chance(0.08) and len(secrets) == 1 and key != "lesson":
        fields["lesson"] += (" Revoked %s afterwards and issued a new one." % secrets[0]) if en else (" %s 값은 이후 폐기 요청함." % secrets[0])
    if chance(0.05):
        fields["ask_next_time"] = "" if key != "ask_next_time" else fields["ask_next_time"]
    return fields, secrets, style

# ----------------------------------------------------------------------------------------------
# Non-vendor secret templates.  Each returns (fields, secrets).
# ----------------------------------------------------------------------------------------------
SECRET_TEMPLATES = []   # list of (category, function)


def SECRET(category):
    def deco(fn):
        SECRET_TEMPLATES.append((category, fn))
        return fn
    return deco


def mk(mc, lesson="", ask=""):
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


def attach(f, block, where=None, sep="\n"):
    if where is None:
        where = wpick([("missing_context", 11), ("lesson", 6), ("ask_next_time", 3)])
    if where == "ask_next_time" and len(block.encode()) > 330:
        where = "missing_context"
    f[where] = (f[where] + sep + block) if f[where] else block
    return f


def L(lang, en, ko):
    return en if lang == "en" else ko


def any_pw():
    return wpick([(pw_machine, 4), (pw_human, 3), (pw_korean_kb, 2), (pw_walk, 1), (passphrase, 1)])()


def shell_pw():
    """password that survives unquoted-ish shell use (no quotes/backslashes)"""
    return wpick([(lambda: pw_machine(symbols="!#%^*-_=+."), 4), (pw_human, 3), (pw_korean_kb, 2), (pw_walk, 1)])()


def ip():
    return "10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250))


@SECRET("shell: mysql -p attached password")
def s_mysql(lang):
    pw, h, u, db = shell_pw(), db_host(), pick(DB_USERS), pick(DB_NAMES)
    cmd = "$ mysql -h %s -u %s -p%s %s -e 'SHOW FULL PROCESSLIST'" % (h, u, _q(pw) if any(c in pw for c in "!#*") else pw, db)
    f = mk(L(lang, "Needed to look at the stuck migration on %s directly. The read-write DB user was not documented anywhere, so I dug through the ops channel history." % h,
             "멈춘 마이그레이션 확인하려고 %s에 직접 붙어야 했음. RW 계정 정보가 문서에 없어서 ops 채널 히스토리를 뒤짐." % h),
           L(lang, "mysql warns 'Using a password on the command line interface can be insecure' for a reason: the command is now in shell history and the CI log. Use --login-path or an option file.",
             "mysql이 'Using a password on the command line interface can be insecure' 경고를 띄우는 이유가 있음. 명령이 shell history와 CI 로그에 남음. --login-path나 옵션 파일을 쓸 것."),
           L(lang, "Ask for a read-only user with a login-path entry before touching prod.", "운영 DB 만지기 전에 login-path 설정된 read-only 계정부터 요청할 것."))
    return attach(f, cmd), [pw]


@SECRET("shell: PGPASSWORD inline for psql")
def s_pgpassword(lang):
    pw, h, u, db = shell_pw(), db_host(), pick(DB_USERS), pick(DB_NAMES)
    cmd = "$ PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt+ public.*'" % (_q(pw), h, u, db)
    f = mk(L(lang, "Checking table bloat before the vacuum job. I didn't know which role the reporting dashboards use.",
             "vacuum job 전에 테이블 bloat 확인 중. 리포팅 대시보드가 어떤 role을 쓰는지 몰랐음."),
           L(lang, "PGPASSWORD on the command line shows up in `ps` and in history; ~/.pgpass with mode 600 is the sane option.",
             "커맨드라인의 PGPASSWORD는 ps와 history에 다 보임. 권한 600인 ~/.pgpass를 쓰는 게 맞음."),
           L(lang, "Ask whether there is a bastion with IAM auth instead of static DB passwords.", "정적 DB 비밀번호 대신 IAM 인증 되는 bastion이 있는지 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("shell: redis-cli -a password")
def s_redis_cli(lang):
    pw = pw_machine(R.randint(24, 32), symbols="")
    h = pick(["redis-cache-01", "session-redis", "queue-redis"]) + "." + org() + ".internal"
    cmd = "$ redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication | head -5" % (h, pw)
    f = mk(L(lang, "Sidekiq jobs piled up after failover; I had to confirm which Redis node was primary.",
             "failover 이후 Sidekiq job이 쌓여서 어느 Redis 노드가 primary인지 확인해야 했음."),
           L(lang, "The replica came back as master_link_status:down; the app kept writing to the old primary because of a stale DNS cache.",
             "replica가 master_link_status:down 상태였고, DNS 캐시가 오래돼서 앱이 예전 primary에 계속 씀."),
           L(lang, "Ask for the failover runbook and who owns the Redis ACL users.", "failover 런북과 Redis ACL 사용자 담당자를 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("ci-log: docker login -p password echoed")
def s_docker_login(lang):
    pw = pw_machine(R.randint(18, 26), symbols="-_.")
    u = pick(["ci-bot", "deploy", "robot$" + org() + "+ci", "jenkins"])
    reg = pick(["registry.%s.io" % org(), "harbor.%s.internal" % org(), "nexus.%s.corp:8443" % org()])
    blk = "Run docker login -u %s -p %s %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (u, pw, reg)
    f = mk(L(lang, "The image push step started failing with 'unauthorized' after the registry move. CI log from the last green run:",
             "레지스트리 이전 후 이미지 push 단계가 'unauthorized'로 실패. 마지막 성공 빌드 CI 로그:"),
           L(lang, "Docker only warns about -p; GitHub masks it only if it came from secrets.*. Switch to --password-stdin with the secret.",
             "docker는 -p에 경고만 함. GitHub는 secrets.*에서 온 값만 마스킹함. secret + --password-stdin으로 바꿀 것."),
           L(lang, "Ask who rotates the robot account after a leak like this.", "이런 유출 후 로봇 계정 교체는 누가 하는지 물어볼 것."))
    return attach(f, blk, "missing_context"), [pw]


@SECRET("shell: sshpass -p for legacy host")
def s_sshpass(lang):
    pw = shell_pw()
    cmd = "$ sshpass -p %s ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart %s'" % (_q(pw), ip(), svc())
    f = mk(L(lang, "The legacy VM that runs the %s cron has no SSH keys set up; the old deploy script logs in like this:" % svc(),
             "%s cron 돌리는 레거시 VM에 SSH 키가 없음. 예전 배포 스크립트가 이렇게 로그인함:" % svc()),
           L(lang, "Replace sshpass with a deploy key; the password is in the script, in Jenkins and now here.",
             "sshpass 대신 deploy key로 교체할 것. 비밀번호가 스크립트, Jenkins, 여기에 다 퍼져 있음."),
           L(lang, "Ask if the VM can be decommissioned instead of fixed.", "고치기보다 VM을 내릴 수 있는지 물어볼 것."))
    return attach(f, cmd, "missing_context"), [pw]


@SECRET("shell: curl -u user:password basic auth")
def s_curl_u(lang):
    pw = wpick([(pw_human, 3), (pw_korean_kb, 2), (lambda: pw_machine(symbols="-_."), 3)])()
    u = pick(["admin", "ops", "jenkins", "metrics", "svc-reporter"])
    h = pick(["jenkins", "kibana", "grafana", "nexus", "airflow"]) + "." + org() + ".internal"
    cmd = "$ curl -s -u %s:%s https://%s/api/%s | jq ." % (u, pw, h, pick(["json", "status", "health", "v1/dags"]))
    f = mk(L(lang, "Checking the health of %s during the incident; SSO was down so only the local admin worked." % h,
             "장애 중 %s 상태 확인. SSO가 죽어서 로컬 admin 계정만 동작함." % h),
           L(lang, "Break-glass accounts need a sealed envelope process, not a curl line in the incident doc.",
             "비상용 계정은 장애 문서의 curl 한 줄이 아니라 별도 보관 절차가 필요함."),
           L(lang, "Ask where the break-glass credentials are supposed to live.", "비상용 계정 정보를 원래 어디 보관해야 하는지 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("http: Basic auth header base64 blob")
def s_basic_header(lang):
    u = pick(["api", "partner-" + org(), "webhook", "billing-sync", "admin"])
    pw = pw_machine(R.randint(16, 24), symbols="")
    blob = b64((u + ":" + pw).encode())
    req = "POST /v2/orders/sync HTTP/1.1\nHost: partner-api.%s.com\nAuthorization: Basic %s\nContent-Type: application/json" % (org(), blob)
    f = mk(L(lang, "The partner's order sync rejects our calls since Monday. Raw request captured with mitmproxy:",
             "월요일부터 파트너사 주문 동기화가 우리 요청을 거절함. mitmproxy로 캡처한 raw 요청:"),
           L(lang, "Base64 is not encryption: that header decodes straight to the user and password.",
             "Base64는 암호화가 아님. 이 헤더는 바로 아이디/비밀번호로 디코딩됨."),
           L(lang, "Ask the partner for per-environment credentials.", "파트너사에 환경별 자격 증명을 요청할 것."))
    return attach(f, req), [blob]


@SECRET("password: human-style word+year+symbol in prose")
def s_pw_human(lang):
    pw = pw_human()
    acc = pick(["qa-admin", "backoffice", "cs-lead", "ops", "superuser"])
    f = mk(L(lang, "I needed to log into the back office to reproduce the refund bug and nobody had given me an account.",
             "환불 버그 재현하려고 백오피스에 로그인해야 했는데 계정을 받은 적이 없었음."),
           L(lang, "Shared accounts hide who did what; the audit log showed every action as %s." % acc,
             "공용 계정은 누가 뭘 했는지 숨김. 감사 로그에 모든 작업이 %s로 찍혀 있었음." % acc),
           "")
    line = L(lang, pick(["The shared QA login is %s / %s and it's reused on three environments." % (acc, pw),
                         "%s told me the back office account: %s, pw %s." % (person("en"), acc, pw)]),
             pick(["공용 QA 계정은 %s / %s 이고 세 환경에서 같이 씀." % (acc, pw),
                   "%s이 알려준 백오피스 계정: %s, 비번 %s" % (person("ko"), acc, pw)]))
    f = attach(f, line, pick(["missing_context", "lesson"]), " ")
    f["ask_next_time"] = L(lang, "Ask for a personal back-office account with the QA role.", "QA 권한이 있는 개인 백오피스 계정을 요청할 것.")
    return f, [pw]


KO_MEANING = {"하늘": "sky", "바다": "sea", "고양이": "cat", "강아지": "puppy", "사랑": "love", "행복": "happiness",
              "우리집": "our house", "서울": "Seoul", "부산": "Busan", "제주도": "Jeju island", "봄날": "spring day",
              "별빛": "starlight", "달빛": "moonlight", "토끼": "rabbit", "호랑이": "tiger", "무지개": "rainbow",
              "감자": "potato", "김치": "kimchi", "여름": "summer", "겨울": "winter", "가을": "autumn", "보리": "barley",
              "초코": "choco", "단풍": "autumn leaves", "한강": "Han river", "떡볶이": "tteokbokki", "커피": "coffee",
              "노을": "sunset", "새벽": "dawn", "다람쥐": "squirrel", "해바라기": "sunflower", "바람": "wind"}


@SECRET("password: Korean word typed on an English keyboard")
def s_pw_korean(lang):
    w = pick(KO_WORDS)
    s = ko2en(w)
    tail = pick([str(R.randint(1990, 2026)), "1004", digits(R.randint(2, 4), False)]) + pick(["!", "@", "#", "", "^^"])
    pw = (s[0].upper() + s[1:] if chance(0.3) else s) + tail
    while len(pw) < 8:
        pw += pick(DG)
    what = pick(["kiosk admin", "store POS manager", "office NAS", "staging Jenkins admin", "old WordPress admin"])
    what_ko = {"kiosk admin": "키오스크 관리자", "store POS manager": "매장 POS 매니저", "office NAS": "사무실 NAS",
               "staging Jenkins admin": "스테이징 Jenkins admin", "old WordPress admin": "예전 워드프레스 관리자"}[what]
    if lang == "en":
        mc = "Needed to get into the %s account to pull logs for the store outage. %s remembered it: the Korean word for '%s' typed in English keyboard mode plus %s, i.e. %s" % (
            what, person("en"), KO_MEANING[w], tail, pw)
        f = mk(mc, "Passwords derived from a Korean word on a QWERTY layout look random but are in every Korean wordlist.",
               "Ask for the account to be moved into the team password manager.")
    else:
        mc = "매장 장애 로그 뽑으려고 %s 계정이 필요했음. %s 기억으로는 '%s'를 영문 자판으로 친 것 + %s, 즉 %s" % (
            what_ko, person("ko"), w, tail, pw)
        f = mk(mc, "한글 단어를 영타로 친 비밀번호는 랜덤처럼 보여도 한국어 사전 공격 목록에 다 들어 있음.",
               "이 계정을 팀 비밀번호 관리자로 옮겨 달라고 요청할 것.")
    return f, [pw]


@SECRET("password: keyboard-walk password on shared device")
def s_pw_walk(lang):
    pw = pw_walk()
    dev = pick(["router", "NAS", "UPS management card", "label printer", "CCTV NVR"])
    dev_ko = {"router": "공유기", "NAS": "NAS", "UPS management card": "UPS 관리 카드", "label printer": "라벨 프린터", "CCTV NVR": "CCTV NVR"}[dev]
    f = mk(L(lang, "The warehouse %s at %s dropped off the VLAN and I had to log into its web UI." % (dev, ip()),
             "물류센터 %s(%s)가 VLAN에서 빠져서 웹 UI에 로그인해야 했음." % (dev_ko, ip())),
           L(lang, "Device admin logins are outside SSO; they need the same rotation as everything else.",
             "장비 관리자 로그인은 SSO 밖이라 따로 주기적으로 교체해야 함."),
           L(lang, "Ask who keeps the device inventory with owners.", "장비 목록과 담당자를 누가 관리하는지 물어볼 것."))
    line = L(lang, pick(["It still uses admin / %s, which the facilities team wrote on a sticky note." % pw,
                         "Login that worked: admin + %s" % pw]),
             pick(["아직도 admin / %s 를 쓰고 있고 시설팀이 포스트잇에 적어둠." % pw, "로그인된 조합: admin + %s" % pw]))
    return attach(f, line, pick(["missing_context", "lesson"]), " "), [pw]


@SECRET("password: passphrase for shared backup key")
def s_passphrase(lang):
    pp = passphrase()
    f = mk(L(lang, "Restoring last night's encrypted DB dump to verify the backup. The restore doc assumes you already know how to unlock the GPG key.",
             "백업 검증하려고 어젯밤 암호화된 DB 덤프 복원 중. 복원 문서는 GPG 키 잠금 해제 방법을 이미 안다고 가정함."),
           L(lang, "Restores must be rehearsed by someone other than the person who set them up.", "복원은 구성한 사람 말고 다른 사람이 리허설해봐야 함."),
           L(lang, "Ask where the backup key passphrase is escrowed.", "백업 키 패스프레이즈가 어디 보관돼 있는지 물어볼 것."))
    blk = L(lang, "$ gpg --batch --pinentry-mode loopback --passphrase %s -d db-%s.sql.gz.gpg | gunzip | head" % (_q(pp), date_s()),
            "$ gpg --batch --pinentry-mode loopback --passphrase %s -d db-%s.sql.gz.gpg | gunzip | head" % (_q(pp), date_s()))
    if chance(0.4):
        blk = L(lang, "The passphrase is \"%s\" (%s read it out on the call)." % (pp, person("en")),
                "패스프레이즈는 \"%s\" (%s이 통화 중에 불러줌)." % (pp, person("ko")))
        return attach(f, blk, None, " "), [pp]
    return attach(f, blk), [pp]


@SECRET("password: generator output pasted with the command")
def s_pw_generated(lang):
    tool = pick(["openssl rand -base64 24", "pwgen -sy 24 1", "openssl rand -hex 20", "head -c 24 /dev/urandom | base64"])
    if "hex" in tool:
        pw = hexs(40)
    elif "pwgen" in tool:
        pw = pw_machine(24, symbols="!#%^*-_=+.~<>?")
    else:
        pw = b64(rbytes(24))
    u = pick(DB_USERS)
    blk = "$ %s\n%s\n$ psql -c \"ALTER ROLE %s WITH PASSWORD '%s'\"" % (tool, pw, u, pw)
    f = mk(L(lang, "Rotating the %s role password after the contractor offboarding. What I ran:" % u,
             "외주 인력 offboarding 후 %s role 비밀번호 교체. 실행한 것:" % u),
           L(lang, "ALTER ROLE ... PASSWORD is logged in plain text if log_statement=ddl; use \\password in psql instead.",
             "log_statement=ddl이면 ALTER ROLE ... PASSWORD가 평문으로 로그에 남음. psql의 \\password를 쓸 것."),
           L(lang, "Ask whether DB logs are shipped to the shared log index.", "DB 로그가 공용 로그 인덱스로 전송되는지 물어볼 것."))
    return attach(f, blk, "missing_context"), [pw]


@SECRET("password: old and new password after rotation")
def s_old_new(lang):
    old = any_pw()
    new = pw_machine()
    u = pick(DB_USERS)
    f = mk(L(lang, "Rotated the %s password on %s; the app pods kept the old one until restart." % (u, db_host()),
             "%s 비밀번호를 %s에서 교체했는데 앱 pod이 재시작 전까지 예전 값을 계속 씀." % (u, db_host())),
           L(lang, "Rotation needs a dual-password window or a restart plan.", "교체할 때 두 비밀번호 병행 기간이나 재시작 계획이 필요함."),
           L(lang, "Ask for the rotation checklist.", "교체 체크리스트를 요청할 것."))
    line = L(lang, pick(["Old: %s  New: %s  (pgbouncer userlist updated too)" % (old, new),
                         "Changed it from %s to %s." % (old, new)]),
             pick(["이전: %s  신규: %s  (pgbouncer userlist도 수정)" % (old, new), "%s 에서 %s 로 변경함." % (old, new)]))
    return attach(f, line, pick(["missing_context", "lesson"])), [old, new]


@SECRET("vpn: WireGuard private key and preshared key")
def s_wireguard(lang):
    priv = b64(rbytes(32))
    psk = b64(rbytes(32))
    pub = b64(rbytes(32))
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, R.randint(2, 250), pub, psk, org())
    f = mk(L(lang, "Could not reach the staging DB from home; the VPN onboarding page was outdated. %s sent me this config:" % person("en"),
             "집에서 스테이징 DB 접속이 안 됨. VPN 온보딩 페이지가 옛날 내용이었음. %s이 보내준 설정:" % person("ko")),
           L(lang, "Each laptop should get its own peer; this config is someone else's identity.", "노트북마다 peer를 따로 받아야 함. 이 설정은 다른 사람 것임."),
           L(lang, "Ask IT to issue a personal VPN peer.", "IT에 개인 VPN peer 발급을 요청할 것."))
    return attach(f, conf, "missing_context"), [priv, psk]


@SECRET("vpn: IPsec pre-shared key in prose")
def s_ipsec_psk(lang):
    psk = pw_machine(R.randint(20, 32), symbols="")
    f = mk(L(lang, "Setting up the site-to-site tunnel between the office and the %s VPC. The network vendor's form asked for the PSK." % pick(REGIONS),
             "사무실과 %s VPC 사이 site-to-site 터널 설정 중. 네트워크 업체 양식에 PSK 입력란이 있었음." % pick(REGIONS)),
           L(lang, "Tunnel phase 1 failed on a DH group mismatch, not on the PSK.", "터널 phase 1 실패 원인은 PSK가 아니라 DH group 불일치였음."),
           "")
    line = L(lang, "PSK agreed with the vendor: %s" % psk, "업체와 맞춘 PSK: %s" % psk)
    attach(f, line, pick(["missing_context", "lesson"]), " ")
    f["ask_next_time"] = L(lang, "Ask the network team for the tunnel parameter sheet first.", "네트워크 팀에 터널 파라미터 시트부터 받을 것.")
    return f, [psk]


@SECRET("connstr: postgres URL with percent-encoded password")
def s_pg_url(lang):
    pw = pw_url_unsafe()
    enc = pct(pw)
    u, h, db = pick(DB_USERS), db_host(), pick(DB_NAMES)
    line = "DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, db)
    f = mk(L(lang, "Prisma failed with P1013 'invalid database string' after the password rotation. The new value in the env file:",
             "비밀번호 교체 후 Prisma가 P1013 'invalid database string'으로 실패. env 파일의 새 값:"),
           L(lang, "Reserved characters in the password must be percent-encoded in the URL (@ becomes %40).",
             "비밀번호의 예약 문자는 URL에서 퍼센트 인코딩해야 함(@는 %40)."),
           L(lang, "Ask the DB team to avoid URL-reserved characters or hand out the encoded form.", "DB 팀에 URL 예약 문자를 피하거나 인코딩된 값을 달라고 할 것."))
    return attach(f, line, pick(["missing_context", "lesson"])), [enc]


@SECRET("connstr: self-hosted MongoDB replica set URI")
def s_mongo_uri(lang):
    pw = pw_machine(R.randint(16, 24), symbols="-_.")
    u = pick(["app", "orders_rw", "reporting"])
    o = org()
    uri = "mongodb://%s:%s@mongo-0.%s.internal:27017,mongo-1.%s.internal:27017,mongo-2.%s.internal:27017/%s?replicaSet=rs0&authSource=admin" % (
        u, pw, o, o, o, pick(DB_NAMES))
    f = mk(L(lang, "The change-stream consumer lost its resume token after the election. Connection string from the worker config:",
             "선출 이후 change stream consumer가 resume token을 잃음. worker 설정의 접속 문자열:"),
           L(lang, "Resume tokens survive elections only if the oplog window is long enough; ours was 40 minutes.",
             "resume token은 oplog 보존 기간이 충분해야 선출 후에도 유지됨. 우리는 40분뿐이었음."),
           L(lang, "Ask for the oplog size and who changed it.", "oplog 크기와 누가 바꿨는지 물어볼 것."))
    return attach(f, uri), [pw]


@SECRET("connstr: rediss URL with password")
def s_rediss(lang):
    pw = pw_machine(R.randint(24, 40), symbols="")
    line = "REDIS_URL=rediss://:%s@%s:6380/0" % (pw, pick(["cache-prod", "sessions", "rate-limit"]) + "." + org() + ".cache.windows.net")
    f = mk(L(lang, "Rate limiter returned 500s after the TLS-only switch on the cache.", "캐시를 TLS 전용으로 바꾼 뒤 rate limiter가 500을 반환."),
           L(lang, "redis:// to rediss:// also changes the port; the client library ignored the mismatch until the first command.",
             "redis://에서 rediss://로 바꾸면 포트도 바뀜. 클라이언트는 첫 명령 전까지 불일치를 무시함."),
           L(lang, "Ask for the cache connection details per environment.", "환경별 캐시 접속 정보를 요청할 것."))
    return attach(f, line), [pw]


@SECRET("connstr: AMQP URL for RabbitMQ")
def s_amqp(lang):
    pw = shell_pw()
    enc = pct(pw)
    u = pick(["orders", "notifier", "celery", "events"])
    line = "CELERY_BROKER_URL=amqps://%s:%s@rabbit.%s.internal:5671/%s" % (u, enc, org(), pick(["%2F", "jobs", "prod"]))
    f = mk(L(lang, "Celery workers reconnect-looped every 30 s; I needed the broker settings.", "Celery worker가 30초마다 재접속 루프. 브로커 설정이 필요했음."),
           L(lang, "The heartbeat was 0 on the client and 60 on the server; set both explicitly.", "heartbeat가 클라이언트 0, 서버 60이었음. 양쪽을 명시적으로 맞출 것."),
           L(lang, "Ask who owns the RabbitMQ vhosts.", "RabbitMQ vhost 담당자를 물어볼 것."))
    return attach(f, line), [enc]


@SECRET("connstr: JDBC URL with password parameter")
def s_jdbc(lang):
    pw = pw_machine(R.randint(14, 22), symbols="!#%^*-_=+")
    u, h, db = pick(DB_USERS), db_host(), pick(DB_NAMES)
    if chance(0.5):
        url = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, pw)
    else:
        url = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=false" % (h, db, u, pw)
    f = mk(L(lang, "The Spring Batch job failed at startup only on the new runner. It reads the URL from the job parameters:",
             "새 runner에서만 Spring Batch job이 시작 시 실패. job 파라미터에서 URL을 읽음:"),
           L(lang, "Job parameters are persisted in BATCH_JOB_EXECUTION_PARAMS, so anything in the URL is stored in the DB forever.",
             "job 파라미터는 BATCH_JOB_EXECUTION_PARAMS에 저장되므로 URL 안의 값이 DB에 영구히 남음."),
           L(lang, "Ask whether the batch DB params table is readable by analysts.", "배치 DB 파라미터 테이블을 분석가들이 읽을 수 있는지 물어볼 것."))
    return attach(f, url), [pw]


@SECRET("connstr: ADO.NET connection string")
def s_adonet(lang):
    pw = pw_machine(R.randint(14, 24), symbols="!#%^*-_+")
    cs = "Server=tcp:%s-sql.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (
        org(), pick(DB_NAMES), pick(DB_USERS), pw)
    f = mk(L(lang, "EF Core migrations timed out from the release pipeline. The connection string in appsettings.Production.json:",
             "릴리스 파이프라인에서 EF Core 마이그레이션 타임아웃. appsettings.Production.json의 접속 문자열:"),
           L(lang, "Use Managed Identity (Authentication=Active Directory Default) and drop the SQL login.",
             "Managed Identity(Authentication=Active Directory Default)를 쓰고 SQL 로그인은 없앨 것."),
           L(lang, "Ask if the pipeline identity has db_owner or only db_ddladmin.", "파이프라인 identity가 db_owner인지 db_ddladmin인지 물어볼 것."))
    return attach(f, "\"DefaultConnection\": \"%s\"" % cs), [pw]


@SECRET("config: Spring application.yml datasource password")
def s_spring(lang):
    pw = any_pw()
    e = env()
    yml = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s\n    hikari:\n      maximum-pool-size: 20" % (
        db_host(), pick(DB_NAMES), pick(DB_USERS), pw if all(c not in pw for c in ":#{}[]&*!|>'\"%@`") else '"%s"' % pw)
    f = mk(L(lang, "HikariCP pool exhaustion in %s under load test; I needed the datasource config." % e,
             "부하 테스트 중 %s에서 HikariCP pool 고갈. datasource 설정 확인 필요했음." % e),
           L(lang, "The pool size was fine; a @Transactional method held connections during an HTTP call.",
             "pool 크기는 문제 아니었고 @Transactional 메서드가 HTTP 호출 중 커넥션을 잡고 있었음."),
           L(lang, "Ask why application-%s.yml with credentials is in the repo at all." % e, "왜 자격 증명이 든 application-%s.yml이 저장소에 있는지 물어볼 것." % e))
    return attach(f, "src/main/resources/application-%s.yml:\n%s" % (e, yml)), [pw]


@SECRET("config: Django settings DATABASES password")
def s_django_db(lang):
    pw = any_pw()
    code = 'DATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "%s",\n        "USER": "%s",\n        "PASSWORD": "%s",\n        "HOST": "%s",\n    }\n}' % (
        pick(DB_NAMES), pick(DB_USERS), _jsesc(pw), db_host())
    e = env()
    f = mk(L(lang, "Tests passed locally but the %s deploy failed migrations. settings/%s.py had:" % (e, e),
             "로컬 테스트는 통과했는데 %s 배포 시 마이그레이션 실패. settings/%s.py 내용:" % (e, e)),
           L(lang, "Use django-environ and DATABASE_URL; never commit per-environment settings files with values.",
             "django-environ과 DATABASE_URL을 쓰고 환경별 설정 파일에 값을 커밋하지 말 것."),
           L(lang, "Ask for the secret name in the cluster.", "클러스터의 시크릿 이름을 물어볼 것."))
    return attach(f, code), [pw]


def _pem_block(kind, lines, show=None):
    body = lines if show is None else lines[:show]
    tail = [] if show is None else ["...(%d more lines)" % (len(lines) - show)]
    end = [] if show is not None else ["-----END %s-----" % kind]
    return "\n".join(["-----BEGIN %s-----" % kind] + body + tail + end)


@SECRET("key: RSA private key excerpt (PKCS#8)")
def s_rsa_excerpt(lang):
    lines = pem_lines(rsa_pkcs8_der())
    k = R.randint(3, 6)
    blk = _pem_block("PRIVATE KEY", lines, k)
    f = mk(L(lang, "The SFTP upload to the card processor failed with 'Permission denied (publickey)'. certs/sftp_%s.pem in the repo starts with:" % org(),
             "카드사 SFTP 업로드가 'Permission denied (publickey)'로 실패. 저장소의 certs/sftp_%s.pem 앞부분:" % org()),
           L(lang, "The processor had whitelisted a different public key; and a private key in git has to be considered burned.",
             "카드사에는 다른 공개키가 등록돼 있었음. 그리고 git에 들어간 개인 키는 노출된 것으로 봐야 함."),
           L(lang, "Ask who generated the key and whether the processor can take a new one this week.", "키 생성자와 이번 주에 카드사에 새 키 등록이 가능한지 물어볼 것."))
    return attach(f, blk, "missing_context"), lines[:k]


@SECRET("key: OpenSSH ed25519 private key")
def s_openssh(lang):
    comment = pick(["deploy@ci", "ubuntu@bastion", "%s@laptop" % pick(EN_NAMES).lower(), "github-actions"])
    lines = wrap(b64(openssh_ed25519_blob(comment)), 70)
    blk = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    f = mk(L(lang, "The deploy job could not clone the private submodule. The DEPLOY_KEY variable in the old CI contained:",
             "배포 job이 private submodule을 clone 못 함. 예전 CI의 DEPLOY_KEY 변수 내용:"),
           L(lang, "Deploy keys are per-repo on GitHub; the submodule needed its own key or a GitHub App token.",
             "GitHub deploy key는 저장소 단위라 submodule에는 별도 키나 GitHub App 토큰이 필요함."),
           L(lang, "Ask whether we can switch submodules to a GitHub App.", "submodule 접근을 GitHub App으로 바꿀 수 있는지 물어볼 것."))
    return attach(f, blk, "missing_context"), lines


@SECRET("key: EC private key (SEC1) for JWT signing")
def s_ec_sec1(lang):
    lines = pem_lines(ec_sec1_der())
    blk = _pem_block("EC PRIVATE KEY", lines)
    f = mk(L(lang, "Tokens from the new auth service failed verification in the gateway (ES256). The signing key mounted at /etc/auth/jwt.pem:",
             "새 auth 서비스 토큰이 게이트웨이(ES256) 검증에서 실패. /etc/auth/jwt.pem에 마운트된 서명 키:"),
           L(lang, "The gateway had the JWKS cached for 24 h; the kid changed but the cache did not.",
             "게이트웨이가 JWKS를 24시간 캐싱하고 있었음. kid는 바뀌었는데 캐시는 그대로였음."),
           L(lang, "Ask for the key rotation procedure and the JWKS cache TTL.", "키 교체 절차와 JWKS 캐시 TTL을 물어볼 것."))
    return attach(f, blk, pick(["missing_context", "lesson"])), lines


@SECRET("key: Apple .p8 App Store Connect API key")
def s_p8(lang):
    lines = pem_lines(ec_pkcs8_der())
    kid = rs(UPALNUM, 10)
    blk = "AuthKey_%s.p8\n" % kid + _pem_block("PRIVATE KEY", lines)
    f = mk(L(lang, "fastlane pilot upload failed with 'Authentication credentials are missing or invalid'. Key ID %s, issuer %s. The file in the CI cache:" % (kid, uuid4()),
             "fastlane pilot 업로드가 'Authentication credentials are missing or invalid'로 실패. Key ID %s, issuer %s. CI 캐시에 있던 파일:" % (kid, uuid4())),
           L(lang, "App Store Connect keys can be downloaded only once; whoever has the file is the only copy.",
             "App Store Connect 키는 한 번만 다운로드됨. 파일을 가진 사람이 유일한 사본임."),
           L(lang, "Ask the account holder to create a team key with the App Manager role.", "계정 소유자에게 App Manager 권한의 팀 키 생성을 요청할 것."))
    return attach(f, blk, "missing_context"), lines


@SECRET("key: Ed25519 PKCS#8 key inlined in env")
def s_ed25519_env(lang):
    line = pem_lines(ed25519_pkcs8_der())
    v = "JWT_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\"" % line[0]
    f = mk(L(lang, "The preview deploy rejected every login because the EdDSA key was parsed as a single line.",
             "preview 배포에서 EdDSA 키가 한 줄로 파싱돼서 모든 로그인이 거부됨."),
           L(lang, "Escaped \\n in .env needs replace('\\\\n', '\\n') before importing the key.",
             ".env의 \\n 이스케이프는 키 import 전에 replace('\\\\n', '\\n') 처리가 필요함."),
           L(lang, "Ask which environments share this key.", "이 키를 공유하는 환경이 어디인지 물어볼 것."))
    return attach(f, v), line[:1]


@SECRET("key: service account JSON private_key excerpt")
def s_sa_json(lang):
    lines = pem_lines(rsa_pkcs8_der())
    k = R.randint(2, 4)
    proj = "%s-%s-%s" % (org(), pick(["prod", "data", "ml"]), digits(6))
    js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}'
          % (proj, hexs(40), "\\n".join(lines[:k]), pick(["bq-loader", "ci-deployer", "firebase-adminsdk-" + rs(LOWALNUM, 5)]), proj))
    f = mk(L(lang, "BigQuery load job failed with 403 in the Airflow DAG. The key file baked into the image (truncated):",
             "Airflow DAG에서 BigQuery load job이 403으로 실패. 이미지에 포함된 키 파일(일부):"),
           L(lang, "Workload Identity removes the key file entirely; this one must be disabled in IAM.",
             "Workload Identity를 쓰면 키 파일이 필요 없음. 이 키는 IAM에서 비활성화해야 함."),
           L(lang, "Ask whether Workload Identity is enabled on the Composer cluster.", "Composer 클러스터에 Workload Identity가 켜져 있는지 물어볼 것."))
    return attach(f, js, "missing_context"), lines[:k]


def _session_cookie():
    kind = R.randint(0, 5)
    if kind == 0:
        v = pct(b64(rbytes(R.randint(90, 140)))) + "--" + pct(b64(rbytes(12))) + "--" + pct(b64(rbytes(16)))
        return "_%s_session" % org(), v
    if kind == 1:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    if kind == 2:
        return "laravel_session", pct(b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode()))
    if kind == 3:
        return "JSESSIONID", rs(HEXU, 32)
    if kind == 4:
        return "PHPSESSID", rs(LOWALNUM, 26)
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, R.randint(180, 260))


@SECRET("cookie: session cookie in copied curl")
def s_cookie_curl(lang):
    name, val = _session_cookie()
    ga = "GA1.1.%s.%s" % (digits(9), digits(10))
    cmd = "curl 'https://admin.%s.com/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: _ga=%s; %s=%s' \\\n  --compressed" % (org(), ga, name, val)
    f = mk(L(lang, "Reproducing the admin order list 500. 'Copy as cURL' from Chrome DevTools, while logged in as the ops admin:",
             "어드민 주문 목록 500 재현. ops 관리자로 로그인한 상태에서 Chrome DevTools 'Copy as cURL':"),
           L(lang, "'Copy as cURL' includes the live session; anyone with it is logged in until the session expires.",
             "'Copy as cURL'에는 살아 있는 세션이 포함됨. 이걸 가진 사람은 세션 만료 전까지 로그인 상태임."),
           L(lang, "Ask for a staging admin account to reproduce with instead.", "대신 재현에 쓸 스테이징 관리자 계정을 요청할 것."))
    return attach(f, cmd, "missing_context"), [val]


@SECRET("cookie: Django sessionid from devtools")
def s_django_session(lang):
    sid = rs(LOWALNUM, 32)
    csrf = rs(ALNUM, 32)
    line = "Cookie: csrftoken=%s; sessionid=%s" % (csrf, sid)
    f = mk(L(lang, "The Django admin export timed out for superusers only. Request headers from the Network tab:",
             "Django 어드민 export가 superuser에서만 타임아웃. Network 탭의 요청 헤더:"),
           L(lang, "The superuser list_display pulled a related field per row (N+1); list_select_related fixed it.",
             "superuser용 list_display가 행마다 연관 필드를 조회함(N+1). list_select_related로 해결."),
           L(lang, "Ask for a staging superuser rather than sharing live cookies.", "실제 쿠키를 공유하지 말고 스테이징 superuser를 요청할 것."))
    return attach(f, line), [sid]


@SECRET("url: S3 presigned URL")
def s_s3_presigned(lang):
    ak = _akia()
    sig = hexs(64)
    reg = pick(REGIONS)
    d = amz_date()
    url = ("https://%s-exports.s3.%s.amazonaws.com/reports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%s&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (org(), reg, uuid4(), ak, d[:8], reg, d, sig)
    f = mk(L(lang, "A customer said the export link from support still works a week later. Link from the ticket:",
             "고객이 CS에서 받은 export 링크가 일주일 뒤에도 열린다고 함. 티켓의 링크:"),
           L(lang, "Presigned URLs made with an IAM user key last up to 7 days; the URL also exposes the access key id.",
             "IAM 사용자 키로 만든 presigned URL은 최대 7일 유효하고 URL에 액세스 키 ID도 노출됨."),
           L(lang, "Ask why exports are signed with a long-lived user key instead of the task role.", "왜 export를 task role이 아니라 장기 사용자 키로 서명하는지 물어볼 것."))
    return attach(f, url, pick(["missing_context", "lesson"])), [ak, sig]


@SECRET("url: Azure SAS URL")
def s_azure_sas(lang):
    sig = pct(b64(rbytes(32)))
    url = "https://%sstorage.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacitfx&se=2026-12-31T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (org(), sig)
    f = mk(L(lang, "The mobile app uploads straight to blob storage. The SAS URL hard-coded in the app config:",
             "모바일 앱이 blob storage에 직접 업로드함. 앱 설정에 하드코딩된 SAS URL:"),
           L(lang, "An account SAS with rwdl and a two-year expiry is effectively the account key; issue short user-delegation SAS per upload.",
             "rwdl 권한에 2년 만료인 account SAS는 사실상 계정 키와 같음. 업로드마다 짧은 user delegation SAS를 발급할 것."),
           L(lang, "Ask whether the storage account keys can be rotated without breaking old app versions.", "구버전 앱을 깨지 않고 스토리지 키를 교체할 수 있는지 물어볼 것."))
    return attach(f, url), [sig]


@SECRET("url: GCS V4 signed URL")
def s_gcs_signed(lang):
    sig = hexs(512)
    url = ("https://storage.googleapis.com/%s-media/videos/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=%s&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (org(), uuid4(), org(), amz_date()[:8], amz_date(), sig)
    f = mk(L(lang, "Video playback 403s after one hour.", "영상 재생이 1시간 뒤 403."),
           L(lang, "Signed URL from the player log:\n" + url, "플레이어 로그의 signed URL:\n" + url),
           L(lang, "Ask whether the player can refresh URLs.", "플레이어가 URL을 갱신할 수 있는지 물어볼 것."))
    return f, [sig]


@SECRET("url: CloudFront signed URL signature")
def s_cf_signed(lang):
    sig = rs(ALNUM + "-_~", 172) + "__"
    url = "https://d%s.cloudfront.net/private/invoices/%s.pdf?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(LOWALNUM, 13), uuid4(), epoch(), sig, rs(UPALNUM, 13))
    f = mk(L(lang, "Invoice PDFs leaked into a search engine. Example URL from the crawler log:",
             "인보이스 PDF가 검색엔진에 노출됨. 크롤러 로그의 URL 예시:"),
           L(lang, "The Expires was set a year out; canned policies with long expiry are as good as public.",
             "Expires가 1년 뒤로 설정돼 있었음. 만료가 긴 canned policy는 공개나 다름없음."),
           L(lang, "Ask who set the expiry and whether the key pair can be rotated.", "만료 설정한 사람과 키 페어 교체 가능 여부를 물어볼 것."))
    return attach(f, url), [sig]


@SECRET("codes: GitHub recovery codes")
def s_gh_recovery(lang):
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(5, 10))]
    f = mk(L(lang, "The shared release-bot GitHub account lost its 2FA device when the old phone was wiped. Recovery codes from the onboarding doc:",
             "예전 폰 초기화로 공용 release-bot GitHub 계정의 2FA 기기가 사라짐. 온보딩 문서에 있던 복구 코드:"),
           L(lang, "Bot accounts should use a GitHub App; if not, the recovery codes belong in the vault, not a doc.",
             "봇 계정은 GitHub App으로 바꿔야 함. 아니면 복구 코드는 문서가 아니라 vault에 둘 것."),
           L(lang, "Ask who else had access to that doc.", "그 문서에 접근 가능했던 사람을 물어볼 것."))
    return attach(f, "\n".join(codes), "missing_context"), codes


@SECRET("codes: Google Workspace backup codes")
def s_google_backup(lang):
    codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randint(4, 8))]
    f = mk(L(lang, "Needed into the ops@ Google Workspace mailbox to read the domain verification mail. Backup codes %s gave me:" % person("en"),
             "도메인 인증 메일 보려고 ops@ Google Workspace 메일함에 들어가야 했음. %s이 준 백업 코드:" % person("ko")),
           L(lang, "Each code works once; mark used ones and generate a new set afterwards.", "코드는 한 번씩만 쓰임. 사용한 건 표시하고 이후 새로 발급할 것."),
           L(lang, "Ask to convert ops@ into a group instead of a shared login.", "ops@를 공용 로그인 대신 그룹으로 바꾸자고 요청할 것."))
    return attach(f, "  ".join(codes), pick(["missing_context", "lesson"])), codes


@SECRET("totp: otpauth URI with seed")
def s_totp(lang):
    seed = rs(B32, 32)
    issuer = pick(["AWS", "Cloudflare", "GitHub", "Okta", "Atlassian"])
    uri = "otpauth://totp/%s:%s@%s.com?secret=%s&issuer=%s&digits=6&period=30" % (issuer, pick(["root", "ops", "admin", "billing"]), org(), seed, issuer)
    f = mk(L(lang, "The %s root account MFA was on a phone that left with a former employee. I found the enrollment QR decoded in the infra doc:" % issuer,
             "%s 루트 계정 MFA가 퇴사자 폰에 있었음. 인프라 문서에 QR을 디코딩한 값이 있었음:" % issuer),
           L(lang, "Whoever has the seed can generate codes forever; re-enroll MFA and store the seed in the vault only.",
             "시드를 가진 사람은 영원히 코드를 만들 수 있음. MFA를 재등록하고 시드는 vault에만 둘 것."),
           L(lang, "Ask for a hardware key for root accounts.", "루트 계정용 하드웨어 키를 요청할 것."))
    return attach(f, uri), [seed]


@SECRET("webhook: GitHub webhook secret")
def s_gh_webhook(lang):
    sec = pick([hexs(40), rs(ALNUM, 32), b64(rbytes(24))])
    f = mk(L(lang, "Our deploy listener rejected every GitHub delivery with 401 'signature mismatch'.", "배포 리스너가 모든 GitHub 전송을 401 'signature mismatch'로 거절."),
           L(lang, "The listener compared against X-Hub-Signature (sha1) while the code computed sha256.", "리스너는 X-Hub-Signature(sha1)와 비교했는데 코드는 sha256을 계산함."),
           L(lang, "Ask where the webhook secret is stored for each repo.", "저장소별 웹훅 시크릿 저장 위치를 물어볼 것."))
    line = L(lang, "Secret configured in Settings -> Webhooks (and in the listener's env): %s" % sec,
             "Settings -> Webhooks에 설정된 시크릿(리스너 env에도 동일): %s" % sec)
    return attach(f, line, pick(["missing_context", "lesson"]), " "), [sec]


@SECRET("webhook: HMAC signing secret hard-coded in handler")
def s_hmac_code(lang):
    sec = pick([hexs(64), "whk_" + rs(ALNUM, 40), b64(rbytes(32))])
    code = ('const SIGNING_SECRET = "%s";\n\nexport function verify(req) {\n  const sig = crypto.createHmac("sha256", SIGNING_SECRET).update(req.rawBody).digest("hex");\n'
            '  return crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(req.headers["x-signature"]));\n}') % sec
    f = mk(L(lang, "Partner callbacks started failing verification after we moved to the new body parser. handlers/partner.ts:",
             "새 body parser로 바꾼 뒤 파트너 콜백 서명 검증이 실패. handlers/partner.ts:"),
           L(lang, "The HMAC must be computed over the raw body; JSON re-serialisation changed the key order.",
             "HMAC은 raw body로 계산해야 함. JSON 재직렬화가 키 순서를 바꿈."),
           L(lang, "Ask the partner for a secret per environment.", "파트너에게 환경별 시크릿을 요청할 것."))
    return attach(f, code, "missing_context"), [sec]


@SECRET("app: JWT signing secret in env")
def s_jwt_secret(lang):
    sec = pick([hexs(64), b64(rbytes(48)), pw_machine(40, symbols="-_")])
    f = mk(L(lang, "Users were logged out on every deploy; the JWT secret differed between pods.", "배포할 때마다 사용자가 로그아웃됨. pod마다 JWT 시크릿이 달랐음."),
           L(lang, "Two replicas generated a random secret at boot when JWT_SECRET was unset.", "JWT_SECRET이 없으면 부팅 시 랜덤 값을 만들어서 replica마다 달라짐."),
           L(lang, "Ask which secret store the auth service should read from.", "auth 서비스가 어느 시크릿 스토어를 읽어야 하는지 물어볼 것."))
    return attach(f, "JWT_SECRET=%s\nJWT_EXPIRES_IN=15m" % sec), [sec]


@SECRET("app: Django SECRET_KEY")
def s_django_secret(lang):
    alpha = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
    sec = ("django-insecure-" if chance(0.4) else "") + rs(alpha, 50)
    line = "SECRET_KEY = '%s'" % sec
    f = mk(L(lang, "Password reset links from prod were accepted by staging. Both settings files contain the same line:",
             "운영에서 만든 비밀번호 재설정 링크가 스테이징에서도 통과됨. 두 설정 파일에 같은 줄이 있음:"),
           L(lang, "SECRET_KEY signs reset tokens and sessions; sharing it across environments shares those too.",
             "SECRET_KEY는 재설정 토큰과 세션을 서명함. 환경 간에 공유하면 그것들도 공유됨."),
           L(lang, "Ask whether rotating it will log everyone out (it will).", "교체하면 전원 로그아웃되는지 확인할 것(됨)."))
    return attach(f, line), [sec]


@SECRET("app: Rails master.key and secret_key_base")
def s_rails(lang):
    mk_ = hexs(32)
    skb = hexs(128)
    f = mk(L(lang, "Credentials decryption failed on the new server (ActiveSupport::MessageEncryptor::InvalidMessage).",
             "새 서버에서 credentials 복호화 실패(ActiveSupport::MessageEncryptor::InvalidMessage)."),
           L(lang, "config/master.key was never copied; RAILS_MASTER_KEY must be set in the deploy env.",
             "config/master.key가 복사되지 않았음. 배포 env에 RAILS_MASTER_KEY를 설정해야 함."),
           L(lang, "Ask who holds the master key for each environment.", "환경별 master key 보유자를 물어볼 것."))
    blk = "$ cat config/master.key\n%s\n$ bin/rails credentials:show | grep secret_key_base\nsecret_key_base: %s" % (mk_, skb)
    return attach(f, blk, "missing_context"), [mk_, skb]


@SECRET("app: Laravel APP_KEY")
def s_laravel(lang):
    k = b64(rbytes(32))
    f = mk(L(lang, "All encrypted columns returned 'The MAC is invalid' after the server rebuild.", "서버 재구축 후 암호화 컬럼이 전부 'The MAC is invalid'."),
           L(lang, "Someone ran php artisan key:generate on prod; the previous key had to be restored from the old .env:",
             "누군가 운영에서 php artisan key:generate를 실행함. 예전 .env에서 이전 키를 복구해야 했음:"),
           L(lang, "Ask to block key:generate in production deploy scripts.", "운영 배포 스크립트에서 key:generate를 막자고 요청할 것."))
    f["lesson"] += "\nAPP_KEY=base64:%s" % k
    return f, [k]


@SECRET("app: NextAuth secret")
def s_nextauth(lang):
    k = b64(rbytes(32))
    f = mk(L(lang, "JWEDecryptionFailed in production logs after moving the app to Vercel.", "Vercel로 옮긴 후 운영 로그에 JWEDecryptionFailed."),
           L(lang, "The secret differed between preview and production, so sessions from one were garbage in the other.",
             "preview와 production의 secret이 달라 한쪽 세션이 다른 쪽에선 깨짐."),
           "")
    line = L(lang, "Value that works in prod: NEXTAUTH_SECRET=%s" % k, "운영에서 동작하는 값: NEXTAUTH_SECRET=%s" % k)
    f = attach(f, line, pick(["missing_context", "lesson", "ask_next_time"]), " ")
    if not f["ask_next_time"]:
        f["ask_next_time"] = L(lang, "Ask whether preview deployments should share the prod session secret.", "preview 배포가 운영 세션 시크릿을 공유해야 하는지 물어볼 것.")
    return f, [k]


@SECRET("bearer: opaque bearer token for internal admin API")
def s_bearer_internal(lang):
    t = pick([rs(ALNUM, 40), hexs(48), "int_" + rs(ALNUM, 36)])
    cmd = "$ curl -H 'Authorization: Bearer %s' https://admin-api.%s.internal/v1/users/%s/unlock" % (t, org(), digits(7))
    f = mk(L(lang, "CS asked me to unlock a user locked by the fraud rules. The runbook command:", "CS에서 fraud 룰에 잠긴 사용자 잠금 해제를 요청. 런북에 있던 명령:"),
           L(lang, "That runbook token never expires and has full admin scope.", "런북의 그 토큰은 만료가 없고 전체 admin 권한임."),
           L(lang, "Ask for a scoped, short-lived admin token flow.", "권한 제한된 단기 admin 토큰 발급 절차를 요청할 것."))
    return attach(f, cmd), [t]


@SECRET("bearer: JWT access token in Authorization header")
def s_jwt_header(lang):
    t = jwt_make({"alg": "RS256", "kid": rs(B64URL, 16), "typ": "JWT"},
                 {"sub": digits(8), "email": "%s@%s.com" % (pick(EN_NAMES).lower(), org()), "scope": "orders:read orders:write admin",
                  "iss": "https://auth.%s.com/" % org(), "aud": "api", "iat": 1760000000, "exp": 1760003600}, 256)
    f = mk(L(lang, "Admin API returned 403 for scope 'admin' even though the token had it. Request header:",
             "토큰에 'admin' scope가 있는데도 Admin API가 403. 요청 헤더:"),
           L(lang, "The API read 'scp' not 'scope'; Okta and Auth0 differ here.", "API가 'scope'가 아니라 'scp'를 읽었음. Okta와 Auth0가 여기서 다름."),
           L(lang, "Ask for a test user in the dev tenant instead of copying a real admin token.", "실제 관리자 토큰 복사 대신 dev 테넌트 테스트 사용자를 요청할 것."))
    return attach(f, "Authorization: Bearer " + t, "missing_context"), [t]


@SECRET("log: OAuth refresh token in debug output")
def s_refresh_log(lang):
    rt = "1//0" + rs(B64URL, 2) + "Cg" + rs(B64URL, 96)
    at = "ya29.a0" + rs(B64URL, 150)
    log = "%s DEBUG oauth: token refreshed {\"access_token\": \"%s\", \"expires_in\": 3599, \"refresh_token\": \"%s\", \"scope\": \"https://www.googleapis.com/auth/drive.readonly\"}" % (ts_iso(), at, rt)
    f = mk(L(lang, "The Drive import job failed with invalid_grant every Monday. Debug log:", "Drive import job이 매주 월요일 invalid_grant로 실패. 디버그 로그:"),
           L(lang, "Apps in 'Testing' publishing status get refresh tokens that expire after 7 days.", "'Testing' 게시 상태 앱의 refresh token은 7일 후 만료됨."),
           L(lang, "Ask who can move the OAuth consent screen to production.", "OAuth 동의 화면을 production으로 바꿀 수 있는 사람을 물어볼 것."))
    return attach(f, log, "missing_context"), [at, rt]


@SECRET("k8s: Secret manifest with base64 data values")
def s_k8s_b64(lang):
    pw = any_pw()
    key = pw_machine(32, symbols="")
    d1 = b64(pw.encode())
    d2 = b64(key.encode())
    yml = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s\n  API_SIGNING_KEY: %s" % (
        svc(), b64(pick(DB_USERS).encode()), d1, d2)
    f = mk(L(lang, "Argo CD showed the secret OutOfSync after someone edited it by hand. The manifest in the repo:",
             "누가 수동으로 수정해서 Argo CD에서 시크릿이 OutOfSync. 저장소의 매니페스트:"),
           L(lang, "base64 in a Secret is encoding, not encryption; use SealedSecrets or External Secrets.",
             "Secret의 base64는 인코딩일 뿐 암호화가 아님. SealedSecrets나 External Secrets를 쓸 것."),
           L(lang, "Ask whether External Secrets Operator is installed on this cluster.", "이 클러스터에 External Secrets Operator가 있는지 물어볼 것."))
    return attach(f, yml, "missing_context"), [d1, d2]


@SECRET("docker: config.json auths auth blob")
def s_docker_config(lang):
    u = pick(["ci-bot", "deployer", "_json_key_base64", "robot"])
    pw = pw_machine(R.randint(20, 32), symbols="")
    blob = b64((u + ":" + pw).encode())
    js = '{\n  "auths": {\n    "registry.%s.io": {\n      "auth": "%s"\n    }\n  }\n}' % (org(), blob)
    f = mk(L(lang, "The self-hosted runner pulled images fine but Kaniko could not push. ~/.docker/config.json on the runner:",
             "self-hosted runner에서 pull은 되는데 Kaniko push가 안 됨. runner의 ~/.docker/config.json:"),
           L(lang, "Kaniko reads /kaniko/.docker/config.json, not the home directory.", "Kaniko는 홈 디렉터리가 아니라 /kaniko/.docker/config.json을 읽음."),
           L(lang, "Ask whether the runner can use a credential helper.", "runner에서 credential helper를 쓸 수 있는지 물어볼 것."))
    return attach(f, js, "missing_context"), [blob]


@SECRET("git: remote URL with embedded token")
def s_git_remote(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        t = "ghp_" + rs(ALNUM, 36)
        url = "https://%s:%s@github.com/%s/%s.git" % (pick(["x-access-token", "ci-bot"]), t, org(), pick(REPOS))
    elif kind == 1:
        t = "glpat-" + rs(B64URL, 20)
        url = "https://oauth2:%s@gitlab.%s.com/%s/%s.git" % (t, org(), org(), pick(REPOS))
    else:
        t = rs(B32L, 52)
        url = "https://%s@dev.azure.com/%s/%s/_git/%s" % (t, org(), pick(REPOS), pick(REPOS))
    blk = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    f = mk(L(lang, "Pushing from the build server failed with 'Authentication failed'.", "빌드 서버에서 push가 'Authentication failed'로 실패."),
           L(lang, "Credentials embedded in the remote URL end up in .git/config and in every 'git remote -v' paste.",
             "remote URL에 넣은 자격 증명은 .git/config와 'git remote -v' 출력에 그대로 남음."),
           L(lang, "Ask for a credential helper setup on the build server.", "빌드 서버 credential helper 설정을 요청할 것."))
    return attach(f, blk, pick(["missing_context", "lesson"])), [t]


@SECRET("netrc: machine login password")
def s_netrc(lang):
    pw = pw_machine(R.randint(20, 40), symbols="")
    host = pick(["api.heroku.com", "nexus.%s.internal" % org(), "api.wandb.ai", "git.%s.com" % org(), "artifactory.%s.io" % org()])
    blk = L(lang, "~/.netrc on the shared build VM:", "공용 빌드 VM의 ~/.netrc:") + "\nmachine %s\n  login %s\n  password %s" % (host, pick(["ci@" + org() + ".com", "deploy", "user"]), pw)
    f = mk(L(lang, "pip install from the private index worked for one user on the VM but not for the CI agent.",
             "VM에서 한 사용자만 private index pip install이 되고 CI agent는 안 됨."),
           L(lang, ".netrc is per-user; the CI agent runs as a different user with no .netrc.", ".netrc는 사용자별이라 다른 사용자로 도는 CI agent에는 없음."),
           L(lang, "Ask for a CI-scoped token for the index.", "인덱스용 CI 전용 토큰을 요청할 것."))
    return attach(f, blk), [pw]


@SECRET("android: gradle.properties keystore passwords")
def s_gradle_props(lang):
    sp = any_pw()
    kp = any_pw()
    if kp == sp:
        kp = kp + "!"
    blk = "RELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=%s" % (sp, kp)
    f = mk(L(lang, "bundleRelease failed on CI with 'Keystore was tampered with, or password was incorrect'. ~/.gradle/gradle.properties on the old Mac mini:",
             "CI에서 bundleRelease가 'Keystore was tampered with, or password was incorrect'로 실패. 예전 맥미니의 ~/.gradle/gradle.properties:"),
           L(lang, "The keystore in CI was an older copy; the passwords were right.", "CI의 keystore가 예전 사본이었고 비밀번호는 맞았음."),
           L(lang, "Ask whether Play App Signing is enabled so the upload key can be reset.", "upload key 재설정이 가능하도록 Play App Signing이 켜져 있는지 물어볼 것."))
    return attach(f, blk, "missing_context"), [sp, kp]


@SECRET("android: keytool -storepass on command line")
def s_keytool(lang):
    pw = shell_pw()
    sha1 = ":".join(rs(HEXU, 2) for _ in range(20))
    blk = "$ keytool -list -v -keystore app/release.jks -alias upload -storepass %s | grep SHA1\n\t SHA1: %s" % (_q(pw), sha1)
    f = mk(L(lang, "Google Sign-In returned DEVELOPER_ERROR (10) on release builds only; I needed the signing certificate fingerprint.",
             "릴리스 빌드에서만 Google Sign-In DEVELOPER_ERROR(10). 서명 인증서 지문이 필요했음."),
           L(lang, "Play re-signs with the app signing key, so Firebase needs that SHA-1 too, not only the upload key's.",
             "Play가 앱 서명 키로 재서명하므로 Firebase에 upload key뿐 아니라 그 SHA-1도 등록해야 함."),
           L(lang, "Ask for Play Console access to read the app signing certificate.", "앱 서명 인증서를 보려면 Play Console 권한을 요청할 것."))
    return attach(f, blk), [pw]


@SECRET("smtp: SMTP password in mailer config")
def s_smtp(lang):
    pw = wpick([(lambda: pw_machine(symbols="-_."), 3), (lambda: " ".join(rs(LO, 4) for _ in range(4)), 2), (pw_human, 1)])()
    u = "alerts@%s.com" % org()
    code = "transporter = nodemailer.createTransport({\n  host: \"%s\",\n  port: 587,\n  auth: { user: \"%s\", pass: \"%s\" },\n});" % (
        pick(["smtp.gmail.com", "smtp.office365.com", "email-smtp.%s.amazonaws.com" % pick(REGIONS), "smtp.worksmobile.com"]), u, pw)
    f = mk(L(lang, "Alert e-mails stopped after the mailbox owner changed their MFA. mailer.js:", "메일함 주인이 MFA를 바꾼 뒤 알림 메일 중단. mailer.js:"),
           L(lang, "Basic SMTP auth is being switched off by the provider; move alerts to a transactional mail API.",
             "제공업체가 SMTP 기본 인증을 끄는 중. 알림은 트랜잭션 메일 API로 옮길 것."),
           L(lang, "Ask who owns the alerts mailbox.", "알림 메일함 소유자를 물어볼 것."))
    return attach(f, code, "missing_context"), [pw]


@SECRET("ldap: bind password on ldapsearch")
def s_ldap(lang):
    pw = shell_pw()
    o = org()
    cmd = "$ ldapsearch -x -H ldaps://ldap.%s.internal -D 'cn=svc-jenkins,ou=service,dc=%s,dc=com' -w %s -b 'ou=people,dc=%s,dc=com' '(uid=%s)' memberOf" % (
        o, o, _q(pw), o, pick(EN_NAMES).lower())
    f = mk(L(lang, "A new hire could not log into Jenkins; I wanted to check their group membership.", "신규 입사자가 Jenkins에 로그인 못 함. 그룹 소속을 확인하려 했음."),
           L(lang, "Group sync runs nightly, so new members appear the next day.", "그룹 동기화가 야간에만 돌아서 신규 멤버는 다음 날 반영됨."),
           L(lang, "Ask for a personal LDAP read account instead of the Jenkins bind user.", "Jenkins bind 계정 대신 개인 LDAP 조회 계정을 요청할 것."))
    return attach(f, cmd), [pw]


@SECRET("crypto: AES field-encryption key in env")
def s_aes_key(lang):
    k = pick([hexs(64), b64(rbytes(32))])
    f = mk(L(lang, "Decrypting the resident-registration-number column failed in the new reporting job.", "신규 리포팅 job에서 주민번호 컬럼 복호화 실패."),
           L(lang, "The job used the dev key; PII keys must come from KMS, never from a shared .env.", "job이 dev 키를 쓰고 있었음. 개인정보 키는 공용 .env가 아니라 KMS에서 와야 함."),
           L(lang, "Ask who is allowed to decrypt PII in batch jobs.", "배치 job에서 개인정보 복호화 권한이 누구에게 있는지 물어볼 것."))
    return attach(f, "FIELD_ENCRYPTION_KEY=%s" % k), [k]


@SECRET("split: password label ends missing_context, value starts lesson")
def s_split_pw(lang):
    pw = any_pw()
    db = pick(["reporting replica", "legacy MySQL", "billing Postgres", "Metabase admin"])
    db_ko = {"reporting replica": "리포팅 replica", "legacy MySQL": "레거시 MySQL", "billing Postgres": "billing Postgres", "Metabase admin": "Metabase 관리자"}[db]
    if lang == "en":
        f = mk("Investigating slow dashboards; I needed direct access to the %s and the access request was still pending. The password %s gave me in DM:" % (db, person("en")),
               "%s  -- it worked, but it is shared by the whole data team. Query plans showed a missing index on events(created_at)." % pw,
               "Ask for personal read-only access through the access portal.")
    else:
        f = mk("대시보드 느린 문제 조사 중. %s 직접 접근이 필요했는데 권한 요청이 아직 대기 중이었음. %s이 DM으로 준 비밀번호:" % (db_ko, person("ko")),
               "%s  -- 접속은 됐지만 데이터팀 전체 공용 값임. 실행 계획상 events(created_at) 인덱스 누락이 원인." % pw,
               "접근 포털로 개인 read-only 권한을 요청할 것.")
    return f, [pw]


@SECRET("split: AWS key pair label in lesson, values in ask_next_time")
def s_split_pair(lang):
    ak, sk = _akia(), _aws_secret()
    if lang == "en":
        f = mk("The nightly S3 sync from the on-prem NAS failed with SignatureDoesNotMatch.",
               "The NAS sync tool only supports static keys, so someone created an IAM user for it. Its pair, for the record:",
               "%s / %s -- ask Security to move this to IAM Roles Anywhere and revoke it." % (ak, sk))
    else:
        f = mk("온프레미스 NAS에서 S3로 가는 야간 동기화가 SignatureDoesNotMatch로 실패.",
               "NAS 동기화 툴이 정적 키만 지원해서 누군가 IAM 사용자를 만들었음. 참고로 그 키 쌍:",
               "%s / %s -- 보안팀에 IAM Roles Anywhere로 옮기고 이 키를 폐기해 달라고 요청할 것." % (ak, sk))
    return f, [ak, sk]


@SECRET("nolabel: value pasted in DM with no label")
def s_nolabel_dm(lang):
    pw = any_pw()
    if lang == "en":
        f = mk("Needed the staging admin console to check the coupon rules before the release.",
               "%s DM'd me `%s` and the staging admin console let me in as ops. Shared logins make the audit log useless." % (person("en"), pw),
               "Ask for an individual admin account before release week.")
    else:
        f = mk("릴리스 전에 쿠폰 규칙 확인하려고 스테이징 어드민 콘솔이 필요했음.",
               "%s이 DM으로 `%s` 보내줬고 그걸로 스테이징 어드민 콘솔에 ops로 들어가짐. 공용 로그인은 감사 로그를 무의미하게 만듦." % (person("ko"), pw),
               "릴리스 주간 전에 개인 관리자 계정을 요청할 것.")
    return f, [pw]


@SECRET("nolabel: value typed into a prompt in a terminal transcript")
def s_nolabel_prompt(lang):
    pw = any_pw()
    u = pick(DB_USERS)
    tr = "$ psql -h %s -U %s %s\nPassword for user %s: %s\npsql: error: connection to server failed: FATAL:  no pg_hba.conf entry for host \"%s\"" % (
        db_host(), u, pick(DB_NAMES), u, pw, ip())
    f = mk(L(lang, "Copied my terminal (the prompt echoed because I was inside `script`) while debugging access from the new subnet:",
             "새 서브넷에서 접속 디버깅하며 터미널을 복사함(`script` 안이라 프롬프트 입력이 그대로 찍힘):"),
           L(lang, "pg_hba.conf needed the new CIDR; the credentials were fine.", "pg_hba.conf에 새 CIDR 추가가 필요했고 자격 증명은 문제없었음."),
           L(lang, "Ask the DBA team to manage pg_hba through Terraform.", "DBA 팀에 pg_hba를 Terraform으로 관리하자고 요청할 것."))
    return attach(f, tr, "missing_context"), [pw]


@SECRET("trace: DSN with password in connection error")
def s_trace_dsn(lang):
    pw = shell_pw()
    u, h, db = pick(DB_USERS), db_host(), pick(DB_NAMES)
    enc = pct(pw)
    tr = ("ERROR [migrate] could not connect: dial tcp %s:5432: i/o timeout\n  dsn=postgres://%s:%s@%s:5432/%s?sslmode=require\n  at main.run (cmd/migrate/main.go:%d)" % (
        ip(), u, enc, h, db, R.randint(30, 200)))
    f = mk(L(lang, "The migration container in the deploy job timed out. Its error output:", "배포 job의 마이그레이션 컨테이너 타임아웃. 에러 출력:"),
           L(lang, "Our migrate tool prints the full DSN on failure; patch it to redact the userinfo.", "우리 migrate 툴은 실패 시 DSN 전체를 출력함. userinfo를 가리도록 수정할 것."),
           L(lang, "Ask whether the deploy subnet has a route to the DB.", "배포 서브넷에서 DB로 가는 라우트가 있는지 물어볼 것."))
    return attach(f, tr, "missing_context"), [enc]


@SECRET("url: api_key in query string of access log")
def s_query_key(lang):
    k = rs(ALNUM, 32)
    log = '%s - - [%02d/Nov/2025:%02d:%02d:%02d +0900] "GET /v1/export?format=csv&api_key=%s&from=2025-10-01 HTTP/1.1" 200 %d "-" "python-requests/2.32.3"' % (
        ip(), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), k, R.randint(2000, 90000))
    f = mk(L(lang, "Finance's export script hammers the API at midnight. nginx access log:", "재무팀 export 스크립트가 자정에 API를 두드림. nginx access log:"),
           L(lang, "Keys in query strings end up in access logs, proxies and browser history; accept them only in a header.",
             "쿼리스트링의 키는 access log, 프록시, 브라우저 기록에 남음. 헤더로만 받을 것."),
           L(lang, "Ask who issued that key to finance.", "재무팀에 그 키를 누가 발급했는지 물어볼 것."))
    return attach(f, log), [k]


@SECRET("chat: colleague quote with shared admin password")
def s_chat_pw(lang):
    pw = any_pw()
    if lang == "en":
        who = person("en")
        line = '%s in #ops: "NAS admin is still admin / %s, don\'t change it, the scanner uses it"' % (who, pw)
        f = mk("The office scanner stopped saving to the NAS share.", "", "Ask facilities for a dedicated scanner account.")
        f["lesson"] = "Devices that share an admin login with humans break when the humans rotate it. " + line
    else:
        who = person("ko")
        line = '%s (#ops): "NAS 관리자는 아직 admin / %s 예요. 스캐너가 쓰니까 바꾸지 마세요"' % (who, pw)
        f = mk("사무실 스캐너가 NAS 공유 폴더에 저장을 못 함.", "", "시설팀에 스캐너 전용 계정을 요청할 것.")
        f["lesson"] = "사람과 장비가 같은 관리자 로그인을 쓰면 사람이 교체할 때 장비가 깨짐. " + line
    if chance(0.5):
        f["missing_context"], f["lesson"] = f["missing_context"] + " " + line, f["lesson"].replace(" " + line, "")
    return f, [pw]


@SECRET("env: multi-provider .env.production dump")
def s_multi_env(lang):
    cands = [v for v in VENDORS if v["domain"] in ("pay", "msg", "llm", "obs", "product", "chat")]
    chosen = sample(cands, R.randint(3, 4))
    lines, secrets = ["NODE_ENV=production", "APP_URL=https://app.%s.com" % org()], []
    for v in chosen:
        for k, val, l in v["items"]():
            if len(val) > 180:
                continue
            lines.append("%s=%s" % (k, val))
            for x in l:
                if x not in secrets:
                    secrets.append(x)
    f = mk(L(lang, "The container printed its whole environment on a crash (a debug flag someone left on). From the %s logs:" % pick(["ECS", "Cloud Run", "k8s"]),
             "크래시 때 컨테이너가 환경 변수 전체를 출력함(누가 켜둔 디버그 플래그). 로그에서:"),
           L(lang, "Turn off env dumping and rotate every provider in that list.", "환경 변수 덤프를 끄고 목록의 모든 provider 키를 교체할 것."),
           L(lang, "Ask who owns each provider account so rotation can be scheduled.", "교체 일정을 잡도록 provider 계정별 담당자를 물어볼 것."))
    return attach(f, "\n".join(lines), "missing_context"), secrets


@SECRET("iac: terraform.tfvars db_password")
def s_tfvars(lang):
    pw = any_pw()
    blk = 'db_instance_class = "db.r6g.large"\ndb_username       = "%s"\ndb_password       = "%s"\nmulti_az          = true' % (pick(DB_USERS), _jsesc(pw))
    f = mk(L(lang, "terraform plan wanted to replace the RDS instance. envs/%s/terraform.tfvars (tracked in git):" % env(),
             "terraform plan이 RDS 인스턴스 교체를 하려 함. git에 올라간 envs/%s/terraform.tfvars:" % env()),
           L(lang, "The replacement came from a changed snapshot_identifier; also, db_password lands in the state file in plain text.",
             "교체 원인은 snapshot_identifier 변경이었음. 그리고 db_password는 state 파일에 평문으로 남음."),
           L(lang, "Ask whether manage_master_user_password can be enabled.", "manage_master_user_password를 켤 수 있는지 물어볼 것."))
    return attach(f, blk), [pw]


@SECRET("ansible: inventory with ansible_password and become pass")
def s_ansible(lang):
    p1, p2 = shell_pw(), shell_pw()
    if p1 == p2:
        p2 += "9"
    inv = "[web]\nweb-01 ansible_host=%s ansible_user=deploy ansible_password=%s ansible_become_pass=%s\nweb-02 ansible_host=%s" % (ip(), p1, p2, ip())
    f = mk(L(lang, "The playbook hung at 'Gathering Facts' on web-02 only. inventory/%s.ini:" % env(), "web-02에서만 플레이북이 'Gathering Facts'에서 멈춤. inventory/%s.ini:" % env()),
           L(lang, "web-02 had no host vars at all; and the inventory should use ansible-vault for those values.",
             "web-02에는 host 변수가 없었음. 그리고 인벤토리의 그 값들은 ansible-vault를 써야 함."),
           L(lang, "Ask whether SSH keys can replace passwords on the web hosts.", "웹 호스트에서 비밀번호 대신 SSH 키를 쓸 수 있는지 물어볼 것."))
    return attach(f, inv, "missing_context"), [p1, p2]


@SECRET("helm: postgresql auth password in values")
def s_helm_pg(lang):
    p1, p2 = pw_machine(), pw_machine()
    yml = "postgresql:\n  auth:\n    username: %s\n    password: \"%s\"\n    postgresPassword: \"%s\"\n    database: %s" % (pick(DB_USERS), p1, p2, pick(DB_NAMES))
    f = mk(L(lang, "After upgrading the bitnami chart the app could not log in, although the values were unchanged:",
             "bitnami 차트 업그레이드 후 값은 그대로인데 앱 로그인이 안 됨:"),
           L(lang, "The chart only applies auth.password on first install; the PVC kept the old one.", "차트는 최초 설치 때만 auth.password를 적용함. PVC에 예전 값이 남아 있었음."),
           L(lang, "Ask if we can use existingSecret instead of inline values.", "인라인 값 대신 existingSecret을 쓸 수 있는지 물어볼 것."))
    return attach(f, yml), [p1, p2]


@SECRET("cron: crontab line with curl -u")
def s_cron(lang):
    pw = pw_machine(R.randint(14, 22), symbols="-_.")
    line = "*/15 * * * * curl -fsS -u reporter:%s https://bi.%s.internal/api/refresh/%d > /dev/null" % (pw, org(), R.randint(10, 99))
    f = mk(L(lang, "The BI dashboard refresh stopped. `crontab -l` on the reporting box:", "BI 대시보드 갱신이 멈춤. 리포팅 서버의 `crontab -l`:"),
           L(lang, "The reporter user was locked after a failed-login burst from this cron during a BI outage.", "BI 장애 중 이 cron의 로그인 실패가 몰리면서 reporter 계정이 잠겼음."),
           L(lang, "Ask for a service token for the refresh endpoint.", "refresh endpoint용 서비스 토큰을 요청할 것."))
    return attach(f, line), [pw]


@SECRET("wifi: office Wi-Fi password in onboarding note")
def s_wifi(lang):
    pw = wpick([(pw_human, 2), (pw_korean_kb, 3), (passphrase, 1), (pw_walk, 1)])()
    ssid = "%s-%s" % (org().upper(), pick(["5G", "Office", "Dev", "Guest"]))
    f = mk(L(lang, "First day on site: the test devices need the office Wi-Fi, the guide only says 'ask IT'.",
             "사무실 첫 출근. 테스트 기기에 사무실 와이파이가 필요한데 가이드에는 'IT에 문의'만 있음."),
           L(lang, "Test devices should go on the device VLAN, not the staff SSID.", "테스트 기기는 직원 SSID가 아니라 기기용 VLAN에 붙여야 함."),
           "")
    line = L(lang, "Wi-Fi %s / %s" % (ssid, pw), "와이파이 %s 비번 %s" % (ssid, pw))
    attach(f, line, pick(["missing_context", "lesson"]), " ")
    f["ask_next_time"] = L(lang, "Ask IT for the device VLAN onboarding.", "IT에 기기 VLAN 등록 절차를 물어볼 것.")
    return f, [pw]


@SECRET("es: elasticsearch auto-configured elastic password")
def s_es(lang):
    pw = rs(ALNUM + "_*=+-", 20)
    out = ("-> Elasticsearch security features have been automatically configured!\n-> Authentication is enabled and cluster connections are encrypted.\n\n"
           "->  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s\n\n->  HTTP CA certificate SHA-256 fingerprint:\n  %s") % (pw, hexs(64))
    f = mk(L(lang, "Set up a single-node Elasticsearch for the search spike. First-boot output:", "검색 스파이크용 단일 노드 Elasticsearch 세팅. 첫 부팅 출력:"),
           L(lang, "Kibana needs an enrollment token, not the elastic password.", "Kibana는 elastic 비밀번호가 아니라 enrollment token이 필요함."),
           L(lang, "Ask whether the spike cluster must be reachable from the office network.", "스파이크 클러스터가 사무실 네트워크에서 접근 가능해야 하는지 물어볼 것."))
    return attach(f, out, "missing_context"), [pw]


@SECRET("jupyter: token in notebook server URL")
def s_jupyter(lang):
    t = hexs(48)
    h = pick(["gpu-01", "ml-box", "analytics-ws"]) + "." + org() + ".internal"
    out = "    To access the server, open this file in a browser:\n        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html\n    Or copy and paste one of these URLs:\n        http://%s:8888/lab?token=%s\n        http://127.0.0.1:8888/lab?token=%s" % (h, t, t)
    f = mk(L(lang, "Started JupyterLab on the shared GPU box for the embedding experiment:", "임베딩 실험용 공용 GPU 서버에서 JupyterLab 실행:"),
           L(lang, "Anyone on the VPN with that URL gets a shell on the GPU box.", "VPN 안에서 그 URL을 가진 누구나 GPU 서버 shell을 얻음."),
           L(lang, "Ask whether JupyterHub with SSO exists for this.", "SSO 붙은 JupyterHub가 있는지 물어볼 것."))
    return attach(f, out, "missing_context"), [t]


@SECRET("docker: docker run -e admin passwords")
def s_docker_run(lang):
    pw = any_pw()
    kind = R.randint(0, 2)
    if kind == 0:
        cmd = "$ docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD=%s postgres:16" % _q(pw)
    elif kind == 1:
        cmd = "$ docker run -d -p 3000:3000 -e GF_SECURITY_ADMIN_PASSWORD=%s grafana/grafana:11.2.0" % _q(pw)
    else:
        cmd = "$ docker run -d -p 9000:9000 -e SONAR_JDBC_PASSWORD=%s sonarqube:lts-community" % _q(pw)
    f = mk(L(lang, "Brought up the tool on the shared dev host, exposed on the LAN:", "공용 개발 서버에 툴을 띄움. LAN에 노출된 상태:"),
           L(lang, "docker inspect shows every -e value to anyone in the docker group.", "docker inspect로 docker 그룹 누구나 -e 값을 볼 수 있음."),
           L(lang, "Ask whether the dev host is reachable from the guest Wi-Fi.", "개발 서버가 게스트 와이파이에서 접근되는지 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("app: password pepper in env")
def s_pepper(lang):
    pep = b64(rbytes(32))
    f = mk(L(lang, "Logins failed for every user in the new region deployment.", "새 리전 배포에서 모든 사용자 로그인 실패."),
           L(lang, "The pepper was missing there, so every hash comparison failed; it was in the old region's task definition:",
             "새 리전에 pepper가 없어서 모든 해시 비교가 실패. 예전 리전 task definition에 있던 값:"),
           L(lang, "Ask for the pepper to be moved into Secrets Manager with cross-region replication.", "pepper를 리전 간 복제되는 Secrets Manager로 옮기자고 요청할 것."))
    f["lesson"] += "\nPASSWORD_PEPPER=%s" % pep
    return f, [pep]


@SECRET("ios: pkcs12 export password for push certificate")
def s_p12(lang):
    pw = shell_pw()
    cmd = "$ openssl pkcs12 -export -legacy -in aps.pem -inkey aps.key -out push_%s.p12 -passout pass:%s" % (env(), pw)
    f = mk(L(lang, "The push provider rejected the new APNs certificate.", "푸시 업체가 새 APNs 인증서를 거부함."),
           L(lang, "OpenSSL 3 needs -legacy for providers that still use RC2 in PKCS#12.", "PKCS#12에 RC2를 쓰는 업체에는 OpenSSL 3에서 -legacy가 필요함."),
           L(lang, "Ask whether the provider supports token-based (.p8) auth instead.", "업체가 토큰 기반(.p8) 인증을 지원하는지 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("ci: GPG passphrase on Maven command line")
def s_gpg_maven(lang):
    pp = passphrase()
    cmd = "mvn -B deploy -P release -Dgpg.keyname=%s -Dgpg.passphrase=%s" % (hexs(16).upper(), _q(pp))
    f = mk(L(lang, "Sonatype rejected the staging repo: 'No public key'. The release job runs:", "Sonatype가 스테이징 저장소를 거부: 'No public key'. 릴리스 job 명령:"),
           L(lang, "The public key had not been sent to keys.openpgp.org; the passphrase belongs in MAVEN_GPG_PASSPHRASE.",
             "공개키가 keys.openpgp.org에 올라가 있지 않았음. 패스프레이즈는 MAVEN_GPG_PASSPHRASE로 넘길 것."),
           L(lang, "Ask who owns the signing key.", "서명 키 소유자를 물어볼 것."))
    return attach(f, cmd), [pp]


@SECRET("ipmi: ipmitool -P on bare-metal host")
def s_ipmi(lang):
    pw = shell_pw()
    cmd = "$ ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power cycle" % (ip(), _q(pw))
    f = mk(L(lang, "The bare-metal build node hung hard; only the BMC could reset it.", "베어메탈 빌드 노드가 완전히 멈춤. BMC로만 리셋 가능했음."),
           L(lang, "BMC networks must not be routable from the office LAN; this one was.", "BMC 네트워크는 사무실 LAN에서 라우팅되면 안 되는데 됐음."),
           L(lang, "Ask for the out-of-band access procedure.", "out-of-band 접근 절차를 물어볼 것."))
    return attach(f, cmd), [pw]


@SECRET("backup: RESTIC_PASSWORD in systemd unit")
def s_restic(lang):
    pw = wpick([(passphrase, 2), (pw_machine, 2)])()
    unit = "[Service]\nEnvironment=RESTIC_REPOSITORY=s3:s3.%s.amazonaws.com/%s-backups\nEnvironment=RESTIC_PASSWORD=%s\nExecStart=/usr/local/bin/restic backup /srv/data --tag nightly" % (
        pick(REGIONS), org(), pw if " " not in pw else '"%s"' % pw)
    f = mk(L(lang, "Backups 'succeeded' but restore tests found no snapshots for last week. /etc/systemd/system/restic-backup.service:",
             "백업은 '성공'인데 복원 테스트에서 지난주 스냅샷이 없음. /etc/systemd/system/restic-backup.service:"),
           L(lang, "The timer unit was disabled during an OS upgrade; nobody alerts on missing snapshots.", "OS 업그레이드 중 timer 유닛이 꺼졌고 스냅샷 누락 알림이 없었음."),
           L(lang, "Ask for monitoring on snapshot age.", "스냅샷 경과 시간 모니터링을 요청할 것."))
    return attach(f, unit, "missing_context"), [pw]


@SECRET("rotation: old and new internal API tokens")
def s_rotate_tokens(lang):
    a = "svc_" + rs(ALNUM, 32)
    b = "svc_" + rs(ALNUM, 32)
    f = mk(L(lang, "Half the workers got 401 from the ledger API after the token rotation.", "토큰 교체 후 worker 절반이 ledger API에서 401."),
           L(lang, "Old token %s was revoked before the workers restarted; the new one is %s." % (a, b),
             "예전 토큰 %s 이 worker 재시작 전에 폐기됨. 새 토큰은 %s." % (a, b)),
           L(lang, "Ask for an overlap window in the rotation procedure.", "교체 절차에 병행 기간을 넣자고 요청할 것."))
    return f, [a, b]


@SECRET("smtp: Gmail app password for alerts mailbox")
def s_gmail_app(lang):
    pw = " ".join(rs(LO, 4) for _ in range(4))
    f = mk(L(lang, "Grafana e-mail alerts failed with '534-5.7.9 Application-specific password required'.", "Grafana 메일 알림이 '534-5.7.9 Application-specific password required'로 실패."),
           L(lang, "Google requires an app password once 2FA is on; it goes in smtp.password in grafana.ini.", "2FA가 켜지면 Google은 앱 비밀번호를 요구함. grafana.ini의 smtp.password에 넣음."),
           "")
    line = L(lang, "App password generated for alerts@: %s" % pw, "alerts@용으로 생성한 앱 비밀번호: %s" % pw)
    attach(f, line, pick(["missing_context", "lesson"]), " ")
    f["ask_next_time"] = L(lang, "Ask whether alerts can use the mail API account instead.", "알림에 메일 API 계정을 쓸 수 있는지 물어볼 것.")
    return f, [pw]


@SECRET("url: credentials embedded in pip index-url")
def s_pip_index(lang):
    u = pick(["ci", "deploy", "build"])
    pw = pw_machine(R.randint(18, 28), symbols="-_.")
    o = org()
    conf = "[global]\nindex-url = https://%s:%s@nexus.%s.internal/repository/pypi-group/simple\ntrusted-host = nexus.%s.internal" % (u, pw, o, o)
    f = mk(L(lang, "Docker builds failed to resolve our internal packages after the Nexus upgrade. pip.conf copied into the image:",
             "Nexus 업그레이드 후 도커 빌드에서 내부 패키지 설치 실패. 이미지에 복사된 pip.conf:"),
           L(lang, "COPY pip.conf bakes the credentials into a layer; use a BuildKit secret mount.", "COPY pip.conf는 자격 증명을 레이어에 굽는 것. BuildKit secret mount를 쓸 것."),
           L(lang, "Ask for a read-only Nexus token for builds.", "빌드용 read-only Nexus 토큰을 요청할 것."))
    return attach(f, conf), [pw]


@SECRET("snmp: community string in monitoring config")
def s_snmp(lang):
    c = pw_machine(R.randint(12, 18), symbols="")
    cmd = "$ snmpwalk -v2c -c %s %s IF-MIB::ifOperStatus" % (c, ip())
    f = mk(L(lang, "Interface graphs for the core switch went flat. Checking SNMP by hand:", "코어 스위치 인터페이스 그래프가 평평해짐. SNMP 수동 확인:"),
           L(lang, "The switch ACL only allowed the old monitoring server's IP.", "스위치 ACL이 예전 모니터링 서버 IP만 허용했음."),
           L(lang, "Ask whether we can move to SNMPv3.", "SNMPv3로 옮길 수 있는지 물어볼 것."))
    return attach(f, cmd), [c]


@SECRET("redis: requirepass in redis.conf")
def s_redis_conf(lang):
    pw = pw_machine(R.randint(24, 40), symbols="")
    conf = "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb\nmaxmemory-policy allkeys-lru" % pw
    f = mk(L(lang, "Cache evictions spiked after the config change. /etc/redis/redis.conf on cache-02:", "설정 변경 후 캐시 eviction 급증. cache-02의 /etc/redis/redis.conf:"),
           L(lang, "maxmemory was set lower than the working set; allkeys-lru then churned constantly.", "maxmemory가 working set보다 작아서 allkeys-lru가 계속 교체함."),
           L(lang, "Ask for the capacity numbers before changing maxmemory.", "maxmemory 변경 전에 용량 수치를 물어볼 것."))
    return attach(f, conf, "missing_context"), [pw]


@SECRET("mysql: my.cnf client password")
def s_mycnf(lang):
    pw = any_pw()
    cnf = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (pick(DB_USERS), _jsesc(pw), db_host())
    f = mk(L(lang, "mysqldump in the backup script suddenly prompted for a password. ~/.my.cnf on the backup host:", "백업 스크립트의 mysqldump가 갑자기 비밀번호를 물음. 백업 서버의 ~/.my.cnf:"),
           L(lang, "The cron runs as root, so it read /root/.my.cnf, which was missing.", "cron이 root로 돌아서 없는 /root/.my.cnf를 읽었음."),
           L(lang, "Ask for the backup user's home directory layout.", "백업 사용자 홈 디렉터리 구성을 물어볼 것."))
    return attach(f, cnf), [pw]


@SECRET("pgbouncer: userlist.txt plaintext password")
def s_pgbouncer(lang):
    pw = pw_machine()
    u = pick(DB_USERS)
    line = "\"%s\" \"%s\"\n\"pgbouncer_admin\" \"SCRAM-SHA-256$4096:%s$%s:%s\"" % (u, pw, b64(rbytes(16)), b64(rbytes(32)), b64(rbytes(32)))
    f = mk(L(lang, "Clients got 'password authentication failed' only through pgbouncer. /etc/pgbouncer/userlist.txt:", "pgbouncer 경유할 때만 'password authentication failed'. /etc/pgbouncer/userlist.txt:"),
           L(lang, "auth_type was scram-sha-256 while %s had a plain-text entry that no longer matched the DB." % u,
             "auth_type은 scram-sha-256인데 %s 항목은 DB와 더 이상 맞지 않는 평문이었음." % u),
           L(lang, "Ask whether auth_query can replace the static userlist.", "정적 userlist 대신 auth_query를 쓸 수 있는지 물어볼 것."))
    return attach(f, line), [pw]


@SECRET("kafka: SASL JAAS config with password")
def s_jaas(lang):
    pw = pw_machine(R.randint(20, 32), symbols="")
    u = pick(["orders-consumer", "cdc-writer", "analytics"])
    line = 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (u, pw)
    f = mk(L(lang, "The CDC connector kept rebalancing after the broker upgrade. connect-distributed.properties:", "브로커 업그레이드 후 CDC 커넥터가 계속 rebalance. connect-distributed.properties:"),
           L(lang, "The rebalance came from session.timeout.ms being shorter than a GC pause, not from auth.", "rebalance 원인은 인증이 아니라 GC pause보다 짧은 session.timeout.ms였음."),
           L(lang, "Ask for per-connector SCRAM users.", "커넥터별 SCRAM 사용자를 요청할 것."))
    return attach(f, line), [pw]


@SECRET("wordpress: wp-config DB password and auth salts")
def s_wpconfig(lang):
    pw = any_pw()
    alpha = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"
    s1, s2 = rs(alpha.replace("'", ""), 64), rs(alpha.replace("'", ""), 64)
    php = "define( 'DB_PASSWORD', '%s' );\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (pw.replace("'", "\\'"), s1, s2)
    f = mk(L(lang, "The marketing WordPress got defaced; checking what an attacker could read. wp-config.php:", "마케팅 워드프레스가 변조됨. 공격자가 읽을 수 있던 것 확인. wp-config.php:"),
           L(lang, "After a compromise, regenerate the salts (logs everyone out) and rotate the DB password.", "침해 후에는 salt를 재생성(전원 로그아웃)하고 DB 비밀번호를 교체해야 함."),
           L(lang, "Ask who maintains the marketing site plugins.", "마케팅 사이트 플러그인 관리 담당자를 물어볼 것."))
    return attach(f, php, "missing_context"), [pw, s1, s2]

# ----------------------------------------------------------------------------------------------
# Clean templates.  kind: "risky" (looks dangerous to a naive filter, holds no credential),
# "publishable" (only risky item is a key its vendor documents as safe to publish), "plain".
# Each returns fields.
# ----------------------------------------------------------------------------------------------
CLEAN_TEMPLATES = []   # list of (category, kind, function)


def CLEAN(category, kind="risky"):
    def deco(fn):
        cat = category + (" [publishable]" if kind == "publishable" else "")
        CLEAN_TEMPLATES.append((cat, kind, fn))
        return fn
    return deco


def C(lang, en, ko):
    t = en if lang == "en" else ko
    return mk(*t)


COMMIT_MSGS = ["fix(api): handle empty cart on checkout", "chore(deps): bump axios from 1.7.4 to 1.7.7",
               "feat(billing): prorate plan upgrades", "refactor: extract PriceCalculator", "fix: off-by-one in pagination cursor",
               "perf(search): cache facet counts", "feat(auth): remember device for 30 days", "fix(ios): crash on empty avatar url",
               "chore: migrate CI to pnpm 9", "fix(db): add missing index on orders(user_id)", "revert: \"feat: new onboarding\"",
               "feat(i18n): Korean plural rules", "fix(worker): retry 429 with jitter", "test: stabilize flaky checkout e2e"]


def sha_msg():
    return sha40(), pick(COMMIT_MSGS)


@CLEAN("lookalike: git bisect log with commit SHAs")
def c_bisect(lang):
    rows = []
    first = None
    for i in range(R.randint(3, 5)):
        s, m = sha_msg()
        verdict = pick(["good", "bad"]) if i else "bad"
        rows.append("# %s: [%s] %s\ngit bisect %s %s" % (verdict, s, m, verdict, s))
        first = (s, m)
    log = "$ git bisect log\ngit bisect start\n" + "\n".join(rows) + "\n# first bad commit: [%s] %s" % first
    f = C(lang, ("The checkout total was off by one cent for some coupons and nobody knew when it started.",
                 "Bisecting beats reading diffs: 5 steps over 300 commits. The rounding moved from the DB to JS floats in that commit.",
                 "Ask whether money values have a documented type (integer minor units) before touching pricing."),
          ("일부 쿠폰에서 결제 금액이 1원씩 틀렸는데 언제부터인지 아무도 몰랐음.",
           "diff를 읽는 것보다 bisect가 빠름: 커밋 300개를 5단계로. 그 커밋에서 반올림이 DB에서 JS float으로 옮겨졌음.",
           "가격 로직 건드리기 전에 금액 타입(정수 최소 단위) 규칙이 문서화돼 있는지 물어볼 것."))
    return attach(f, log, pick(["missing_context", "lesson"]))


@CLEAN("lookalike: short SHAs in revert discussion")
def c_revert(lang):
    a, b, c = sha7(), sha7(), sha7()
    m = pick(COMMIT_MSGS)
    f = C(lang, ("Release 2.%d broke login on Android 9. I did not know the release branch is cut from main every Tuesday." % R.randint(10, 40),
                 "Reverted %s (\"%s\") on release/2.x and cherry-picked %s; main keeps %s until the fix lands." % (a, m, b, c),
                 "Ask who approves cherry-picks onto a release branch."),
          ("릴리스 2.%d에서 안드로이드 9 로그인이 깨짐. 릴리스 브랜치가 매주 화요일 main에서 잘린다는 걸 몰랐음." % R.randint(10, 40),
           "release/2.x에서 %s (\"%s\")를 revert하고 %s를 cherry-pick함. main은 수정이 들어갈 때까지 %s 유지." % (a, m, b, c),
           "릴리스 브랜치 cherry-pick 승인자를 물어볼 것."))
    return f


@CLEAN("lookalike: docker image digest pinning")
def c_digest(lang):
    d1, d2, d3 = hexs(64), hexs(64), hexs(64)
    o, s = org(), svc()
    blk = ("$ docker buildx imagetools inspect ghcr.io/%s/%s:2.%d.0\nName:      ghcr.io/%s/%s:2.%d.0\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:%s\n\n"
           "Manifests:\n  Name:      ghcr.io/%s/%s:2.%d.0@sha256:%s\n  Platform:  linux/amd64\n  Name:      ghcr.io/%s/%s:2.%d.0@sha256:%s\n  Platform:  linux/arm64") % (
        o, s, 4, o, s, 4, d1, o, s, 4, d2, o, s, 4, d3)
    f = C(lang, ("Prod and staging ran 'the same tag' but behaved differently; tags are mutable and someone re-pushed 2.4.0.",
                 "Pin deployments by digest; the index digest covers both architectures.",
                 "Ask whether the registry can make tags immutable."),
          ("운영과 스테이징이 '같은 태그'인데 동작이 달랐음. 태그는 변경 가능하고 누가 2.4.0을 다시 push했음.",
           "배포는 digest로 고정할 것. index digest가 두 아키텍처를 모두 포함함.",
           "레지스트리에서 태그를 immutable로 설정할 수 있는지 물어볼 것."))
    return attach(f, blk, pick(["missing_context", "lesson"]))


@CLEAN("lookalike: package-lock integrity hashes")
def c_npm_lock(lang):
    pkgs = sample([("axios", "1.7.7"), ("lodash", "4.17.21"), ("zod", "3.23.8"), ("react-dom", "18.3.1"), ("date-fns", "3.6.0"), ("undici", "6.20.1")], 2)
    parts = []
    for n, v in pkgs:
        parts.append('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (n, v, n, n, v, b64(rbytes(64))))
    blk = ",\n".join(parts)
    f = C(lang, ("`npm ci` failed with EINTEGRITY on the new runner only.", "The runner had a proxy that rewrote tarballs; the integrity field is the content hash, so npm was right to refuse.",
                 "Ask whether the corporate proxy can bypass registry.npmjs.org."),
          ("새 runner에서만 `npm ci`가 EINTEGRITY로 실패.", "runner 앞의 프록시가 tarball을 변조하고 있었음. integrity 필드는 내용 해시라 npm이 거부한 게 맞음.",
           "사내 프록시가 registry.npmjs.org를 우회할 수 있는지 물어볼 것."))
    return attach(f, "package-lock.json excerpt:\n" + blk if lang == "en" else "package-lock.json 일부:\n" + blk, "missing_context")


@CLEAN("lookalike: pip --hash requirement lines")
def c_pip_hash(lang):
    blk = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s\nurllib3==2.2.3 \\\n    --hash=sha256:%s" % (hexs(64), hexs(64), hexs(64))
    f = C(lang, ("Docker build broke: 'THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE'.",
                 "A teammate regenerated requirements.txt on macOS; pip-compile --generate-hashes must run on the target platform or include all wheels.",
                 "Ask which platform the lockfile is supposed to be generated on."),
          ("도커 빌드 실패: 'THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE'.",
           "동료가 macOS에서 requirements.txt를 재생성함. pip-compile --generate-hashes는 대상 플랫폼에서 돌리거나 모든 wheel 해시를 포함해야 함.",
           "lockfile을 어느 플랫폼에서 생성하기로 했는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: go.sum h1 hashes")
def c_gosum(lang):
    mods = sample(["github.com/jackc/pgx/v5 v5.7.1", "golang.org/x/net v0.30.0", "github.com/redis/go-redis/v9 v9.7.0", "google.golang.org/grpc v1.67.1"], 2)
    blk = "\n".join("%s h1:%s\n%s/go.mod h1:%s" % (m, b64(rbytes(32)), m, b64(rbytes(32))) for m in mods)
    f = C(lang, ("`go mod verify` failed in CI after a dependency bump: 'checksum mismatch'.",
                 "GOFLAGS=-mod=mod plus a private GOPROXY served a re-tagged module; GONOSUMDB was too broad.",
                 "Ask which module paths are really private."),
          ("의존성 올린 뒤 CI에서 `go mod verify`가 'checksum mismatch'로 실패.",
           "GOFLAGS=-mod=mod와 사설 GOPROXY가 재태깅된 모듈을 내려줬음. GONOSUMDB 범위가 너무 넓었음.",
           "진짜 private인 모듈 경로가 무엇인지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Cargo.lock checksums")
def c_cargo(lang):
    blk = "\n\n".join('[[package]]\nname = "%s"\nversion = "%s"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (n, v, hexs(64))
                      for n, v in sample([("tokio", "1.41.0"), ("serde", "1.0.214"), ("hyper", "1.5.0"), ("sqlx", "0.8.2"), ("rustls", "0.23.16")], 2))
    f = C(lang, ("cargo build --locked failed on the release runner.", "Someone edited Cargo.toml without committing Cargo.lock; --locked refuses to update it.",
                 "Ask to add `cargo metadata --locked` as a PR check."),
          ("릴리스 runner에서 cargo build --locked 실패.", "누가 Cargo.toml만 고치고 Cargo.lock을 커밋하지 않음. --locked는 갱신을 거부함.",
           "PR 체크에 `cargo metadata --locked`를 추가하자고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: yarn.lock resolved URLs with hashes")
def c_yarnlock(lang):
    blk = 'lodash@^4.17.21:\n  version "4.17.21"\n  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#%s"\n  integrity sha512-%s' % (hexs(40), b64(rbytes(64)))
    f = C(lang, ("Renovate opened 40 PRs that only touched yarn.lock.", "Yarn 1 lockfiles embed the tarball sha1 in the URL fragment; changing registries rewrites every line.",
                 "Ask if the registry switch to the internal mirror was intentional."),
          ("Renovate가 yarn.lock만 바꾸는 PR을 40개 열었음.", "Yarn 1 lockfile은 URL fragment에 tarball sha1을 넣음. 레지스트리를 바꾸면 모든 줄이 바뀜.",
           "내부 미러로 레지스트리를 바꾼 게 의도였는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: request IDs (UUIDs) in API error log")
def c_reqids(lang):
    lines = "\n".join("%s ERROR %s request_id=%s status=502 upstream=%s latency_ms=%d" % (ts_iso(), svc(), uuid4(), pick(["orders", "inventory", "pricing"]), R.randint(3000, 30000)) for _ in range(3))
    f = C(lang, ("Customers saw intermittent 502s on checkout; I had only the request ids from support.",
                 "The gateway's upstream keepalive (75s) was longer than the service's idle timeout (60s); requests landed on closed sockets.",
                 "Ask support to include the request id in every escalation; it is the fastest way in."),
          ("결제 중 간헐적 502. CS에서 받은 건 request id뿐이었음.",
           "게이트웨이 upstream keepalive(75초)가 서비스 idle timeout(60초)보다 길어서 닫힌 소켓으로 요청이 감.",
           "CS 에스컬레이션에 request id를 항상 넣어 달라고 할 것. 가장 빠른 단서임."))
    return attach(f, lines, "missing_context")


@CLEAN("lookalike: W3C traceparent and trace ids")
def c_trace(lang):
    tid, sid = hexs(32), hexs(16)
    blk = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum\nhttps://grafana.%s.internal/explore?traceId=%s" % (tid, sid, org(), tid)
    f = C(lang, ("Traces from the mobile BFF stopped at the gateway, so the slow span was invisible.",
                 "The gateway generated a new trace id instead of propagating traceparent; enabling W3C propagation joined the traces.",
                 "Ask which propagation format each service uses (B3 vs W3C)."),
          ("mobile BFF의 trace가 게이트웨이에서 끊겨 느린 span이 안 보였음.",
           "게이트웨이가 traceparent를 전달하지 않고 새 trace id를 만들고 있었음. W3C propagation을 켜니 trace가 이어짐.",
           "서비스별 propagation 형식(B3 vs W3C)을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: AWS request ids and CloudFront ids")
def c_awsids(lang):
    blk = "REPORT RequestId: %s\tDuration: %.2f ms\tBilled Duration: %d ms\tMemory Size: 512 MB\tMax Memory Used: 498 MB\nX-Amz-Cf-Id: %s==\nX-Cache: Error from cloudfront" % (
        uuid4(), R.uniform(2000, 9000), R.randint(2000, 9000), rs(B64URL, 54))
    f = C(lang, ("The image resize Lambda timed out behind CloudFront and users got 504s.",
                 "Max Memory Used was at the limit, so GC thrashed; 1024 MB made it 4x faster and cheaper.",
                 "Ask for access to the Lambda Insights dashboard."),
          ("CloudFront 뒤 이미지 리사이즈 Lambda가 타임아웃돼서 사용자가 504를 받음.",
           "Max Memory Used가 한도에 붙어서 GC가 계속 돌았음. 1024MB로 올리니 4배 빠르고 더 쌌음.",
           "Lambda Insights 대시보드 접근 권한을 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: CI run and build ids")
def c_ci_ids(lang):
    o, r = org(), pick(REPOS)
    blk = "https://github.com/%s/%s/actions/runs/%s/job/%s\nCodeBuild: %s-build:%s" % (o, r, digits(11), digits(11), r, uuid4())
    f = C(lang, ("The nightly e2e run has been red for a week and nobody owns it.", "The failing step was the Playwright browser download; the runner cache key did not include the Playwright version.",
                 "Ask who is on the CI rotation this week."),
          ("야간 e2e가 일주일째 빨간불인데 담당자가 없음.", "실패 단계는 Playwright 브라우저 다운로드였음. runner 캐시 키에 Playwright 버전이 빠져 있었음.",
           "이번 주 CI 당번이 누구인지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: base64 of non-secret JSON header")
def c_b64_ctx(lang):
    ctx = {"tenant": org(), "region": pick(REGIONS), "appVersion": "5.%d.%d" % (R.randint(0, 20), R.randint(0, 9)), "locale": pick(["ko-KR", "en-US", "ja-JP"])}
    raw = json.dumps(ctx, separators=(",", ":"))
    blk = "X-Client-Context: %s\n$ echo '...' | base64 -d\n%s" % (b64(raw.encode()), raw)
    f = C(lang, ("Feature flags evaluated with the wrong locale for app 5.x users.", "The app sends its context as base64 JSON; the flag service parsed 'locale' but the app sent it only after login.",
                 "Ask for the client context schema doc."),
          ("앱 5.x 사용자에게 feature flag가 잘못된 locale로 평가됨.", "앱은 컨텍스트를 base64 JSON으로 보냄. 플래그 서비스는 'locale'을 읽는데 앱은 로그인 후에만 보냄.",
           "클라이언트 컨텍스트 스키마 문서를 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: decoded JWT claims without the token")
def c_jwt_claims(lang):
    claims = {"iss": "https://auth.%s.com/" % org(), "sub": "user_" + digits(7), "aud": "api", "iat": 1761000000, "exp": 1761000900, "scope": "orders:read"}
    blk = '{"alg": "RS256", "kid": "%s"}\n%s' % (rs(B64URL, 12), json.dumps(claims))
    f = C(lang, ("Mobile users got logged out after exactly 15 minutes. Decoded header and claims of one of their access tokens (jwt.io, token not kept):",
                 "exp - iat = 900 s. The refresh call failed silently because the app sent the refresh request without the device id.",
                 "Ask for the intended access/refresh lifetimes."),
          ("모바일 사용자가 정확히 15분 뒤 로그아웃됨. 액세스 토큰 하나의 header/claims 디코딩 결과(jwt.io, 토큰 자체는 안 남김):",
           "exp - iat = 900초. 앱이 device id 없이 refresh를 보내서 조용히 실패했음.",
           "액세스/리프레시 토큰 의도된 수명을 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: placeholders in README snippet")
def c_placeholders(lang):
    v = pick([("STRIPE_SECRET_KEY", "sk_test_XXXXXXXXXXXXXXXXXXXXXXXX"), ("OPENAI_API_KEY", "sk-...your-key..."), ("GITHUB_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
              ("SLACK_BOT_TOKEN", "xoxb-your-bot-token"), ("AWS_SECRET_ACCESS_KEY", "<your-secret-access-key>")])
    blk = "```\n%s=%s\ncurl -H \"Authorization: Bearer <your-token>\" https://api.%s.com/v1/me\n```" % (v[0], v[1], org())
    f = C(lang, ("The README quick start failed for a new hire because the placeholder looked real enough to paste.",
                 "Placeholders should be obviously invalid (<...> or XXXX) and the script should detect them and print where to get a real value.",
                 "Ask who maintains the quick start."),
          ("신규 입사자가 README quick start에서 실패함. placeholder가 진짜처럼 보여서 그대로 붙여넣음.",
           "placeholder는 누가 봐도 무효여야 하고(<...>나 XXXX) 스크립트가 이를 감지해 실제 값 받는 곳을 안내해야 함.",
           "quick start 담당자를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: redacted log lines")
def c_redacted(lang):
    blk = "%s INFO http: POST /oauth/token headers={'Authorization': 'Basic [REDACTED]'} body={'grant_type': 'client_credentials', 'client_secret': '********'}\n%s WARN db: connect postgres://app:****@%s:5432/app failed" % (
        ts_iso(), ts_iso(), db_host())
    f = C(lang, ("Verifying that the new log scrubber works before enabling debug logging in prod.",
                 "Header and body values are masked and the URL password too; query-string keys are not covered yet.",
                 "Ask whether the scrubber runs before or after the log shipper."),
          ("운영에서 debug 로그 켜기 전에 새 로그 스크러버가 동작하는지 확인.",
           "헤더/바디 값과 URL 비밀번호는 가려짐. 쿼리스트링 키는 아직 처리 안 됨.",
           "스크러버가 로그 shipper 앞에서 도는지 뒤에서 도는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: .env.example with empty values")
def c_env_example(lang):
    names = sample(["DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "SENTRY_DSN", "OPENAI_API_KEY",
                    "JWT_SECRET", "SMTP_PASSWORD", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY"], R.randint(5, 8))
    blk = "# .env.example -- copy to .env and fill from 1Password (vault: Engineering)\n" + "\n".join("%s=" % n for n in names)
    f = C(lang, ("Setting up the repo locally; the app crashed on boot with 'Missing required env'.", "Every name in .env.example is required; the error lists only the first missing one.",
                 "Ask for access to the Engineering vault on day one."),
          ("로컬에서 저장소 세팅 중. 부팅하자마자 'Missing required env'로 크래시.", ".env.example의 이름은 전부 필수이고 에러는 첫 번째 누락만 알려줌.",
           "첫날 Engineering vault 접근 권한부터 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: environment variable names in prose")
def c_env_names(lang):
    a, b, c = sample(["GITHUB_TOKEN", "NPM_TOKEN", "SONAR_TOKEN", "CODECOV_TOKEN", "DOCKERHUB_TOKEN", "SENTRY_AUTH_TOKEN", "FIREBASE_TOKEN", "MATCH_PASSWORD"], 3)
    f = C(lang, ("The release workflow needs %s, %s and %s, but only the first two were set in the new repo's secrets." % (a, b, c),
                 "Secrets are per repository unless they are org secrets with the repo selected; copying the workflow file is not enough.",
                 "Ask an org admin to add the new repo to the existing org secrets (%s)." % c),
          ("릴리스 워크플로에 %s, %s, %s가 필요한데 새 저장소 secrets에는 앞의 두 개만 있었음." % (a, b, c),
           "secret은 org secret에 저장소가 선택돼 있지 않으면 저장소 단위임. 워크플로 파일만 복사해서는 안 됨.",
           "org 관리자에게 기존 org secret(%s)에 새 저장소를 추가해 달라고 요청할 것." % c))
    return f


@CLEAN("lookalike: prose about token rotation policy")
def c_rotation_prose(lang):
    f = C(lang, ("I didn't know our policy on service tokens, so I asked before creating a new one for the sync job.",
                 "Policy: service tokens expire after 90 days, personal tokens after 30; rotate the token monthly if the vendor allows no expiry, and never reuse a personal token in CI.",
                 "Ask the security channel before creating any non-expiring token."),
          ("서비스 토큰 정책을 몰라서 동기화 job용 새 토큰을 만들기 전에 물어봄.",
           "정책: 서비스 토큰은 90일, 개인 토큰은 30일 후 만료. 업체가 만료를 지원하지 않으면 매달 토큰을 교체하고, 개인 토큰을 CI에 재사용하지 말 것.",
           "만료 없는 토큰을 만들기 전에 보안 채널에 먼저 물어볼 것."))
    return f


@CLEAN("lookalike: CLI password flags explained")
def c_cli_flags(lang):
    f = C(lang, ("Wrote a DB helper script and wasn't sure how the clients take passwords.",
                 "mysql: the password flag is -p and the value must be attached (-pVALUE); a bare -p prompts. psql has no flag at all and reads PGPASSWORD or ~/.pgpass. redis-cli -a works but prints a warning; prefer REDISCLI_AUTH.",
                 "Ask if the team has a standard option-file location."),
          ("DB 헬퍼 스크립트를 쓰면서 클라이언트별 비밀번호 전달 방식이 헷갈렸음.",
           "mysql은 비밀번호 플래그가 -p이고 값은 붙여 써야 함(-p값). -p만 쓰면 프롬프트가 뜸. psql은 플래그가 없고 PGPASSWORD나 ~/.pgpass를 읽음. redis-cli -a는 되지만 경고가 나오니 REDISCLI_AUTH를 쓸 것.",
           "팀 표준 옵션 파일 위치가 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: password policy text")
def c_pw_policy(lang):
    n = pick([10, 12, 14])
    f = C(lang, ("The signup form rejected passwords the backend accepted; I needed the actual policy.",
                 "Policy from the security wiki: at least %d characters, no composition rules, check against the breached-password list, lock after 10 failures for 15 minutes, bcrypt cost 12. The frontend still enforced the old 'one symbol' rule." % n,
                 "Ask for the policy to be served from one endpoint so both sides stay in sync."),
          ("회원가입 폼이 백엔드에서는 허용되는 비밀번호를 거부함. 실제 정책이 필요했음.",
           "보안 위키 정책: 최소 %d자, 조합 규칙 없음, 유출 비밀번호 목록 대조, 10회 실패 시 15분 잠금, bcrypt cost 12. 프론트엔드는 아직 예전 '특수문자 1개' 규칙을 강제하고 있었음." % n,
           "양쪽이 맞도록 정책을 한 endpoint에서 내려주자고 요청할 것."))
    return f


@CLEAN("lookalike: CLI --help output with token flags")
def c_help(lang):
    tool = pick(["deployctl", "relctl", "ops-cli"])
    blk = ("$ %s login --help\nUsage: %s login [flags]\n\nFlags:\n      --token string        API token (env: %s_TOKEN)\n      --password-stdin      read the password from stdin\n"
           "  -p, --profile string      credentials profile (default \"default\")\n      --sso                 use browser-based SSO\n  -h, --help                help for login") % (tool, tool, tool.upper().replace("-", "_"))
    f = C(lang, ("Automating the internal deploy CLI in CI; I needed a non-interactive login.",
                 "-p is the profile, not the password. --sso is the default and hangs in CI.",
                 "Ask for a CI service identity for the deploy CLI."),
          ("CI에서 사내 배포 CLI를 자동화하는 중. 비대화형 로그인이 필요했음.",
           "-p는 비밀번호가 아니라 profile임. 기본값이 --sso라 CI에서 멈춤.",
           "배포 CLI용 CI 서비스 identity를 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: SSH host key fingerprints")
def c_ssh_fp(lang):
    fp = b64(rbytes(32)).rstrip("=")
    md5 = ":".join(hexs(2) for _ in range(16))
    blk = "The authenticity of host 'bastion.%s.com (%s)' can't be established.\nED25519 key fingerprint is SHA256:%s.\n(MD5 of the old RSA key, from the wiki: %s)" % (org(), ip(), fp, md5)
    f = C(lang, ("Got a host-key warning on the bastion after the rebuild and wanted to verify it rather than blindly accept.",
                 "The fingerprint matched the one published in the infra repo; known_hosts had the old RSA key.",
                 "Ask for bastion fingerprints to be published via SSHFP or the infra README after every rebuild."),
          ("재구축 후 bastion 접속 시 host key 경고가 떠서 무작정 수락하지 않고 검증하려 했음.",
           "지문이 infra 저장소에 공개된 값과 일치했음. known_hosts에는 예전 RSA 키가 있었음.",
           "재구축 때마다 bastion 지문을 SSHFP나 infra README에 공개해 달라고 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: ssh-ed25519 public key for authorized_keys")
def c_pubkey(lang):
    k = ssh_ed25519_pub_b64()
    who = pick(EN_NAMES).lower()
    blk = "ssh-ed25519 %s %s@%s-mbp" % (k, who, who)
    f = C(lang, ("A new teammate could not SSH to the staging boxes; their key was not in the Ansible users role.",
                 "Added the public key below to roles/users/files/%s.pub and re-ran the play; public keys are fine to commit." % who,
                 "Ask whether staging access should go through the bastion with SSO instead."),
          ("새 팀원이 스테이징 서버에 SSH 접속을 못 함. Ansible users role에 키가 없었음.",
           "아래 공개키를 roles/users/files/%s.pub에 추가하고 play를 다시 돌림. 공개키는 커밋해도 됨." % who,
           "스테이징 접근을 SSO 붙은 bastion으로 바꿔야 하는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: PEM certificate (public)")
def c_cert(lang):
    lines = fake_cert_lines(R.randint(3, 5))
    blk = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
    f = C(lang, ("Android 7 clients failed TLS to api.%s.com after the cert renewal; the server sent only the leaf." % org(),
                 "Serve fullchain.pem, not cert.pem. The intermediate below (public, from the CA bundle) was missing.",
                 "Ask whether the renewal automation uses fullchain for every ingress."),
          ("인증서 갱신 후 Android 7 클라이언트가 api.%s.com TLS에 실패. 서버가 leaf 인증서만 보냈음." % org(),
           "cert.pem이 아니라 fullchain.pem을 서빙할 것. 아래 중간 인증서(공개, CA 번들에 있음)가 빠져 있었음.",
           "갱신 자동화가 모든 ingress에 fullchain을 쓰는지 물어볼 것."))
    return attach(f, blk, "lesson")


@CLEAN("lookalike: GPG key fingerprint and signature check")
def c_gpg(lang):
    fp = hexs(40).upper()
    blk = "$ git log --show-signature -1\ngpg: Signature made %s\ngpg:                using EDDSA key %s\ngpg: Good signature from \"Release Bot <release@%s.com>\" [ultimate]" % (date_s(), fp, org())
    f = C(lang, ("The 'verified' badge disappeared from release tags.", "The release bot's key expired; extending the expiry and re-uploading the public key to GitHub fixed the badge.",
                 "Ask to put the key expiry on the ops calendar."),
          ("릴리스 태그에서 'verified' 배지가 사라짐.", "릴리스 봇 키가 만료됐었음. 만료일 연장 후 공개키를 GitHub에 다시 올리니 해결.",
           "키 만료일을 ops 캘린더에 넣자고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: TLS certificate fingerprint and serial")
def c_tls_fp(lang):
    fp = ":".join(hexs(2).upper() for _ in range(32))
    serial = ":".join(hexs(2) for _ in range(16))
    blk = "$ openssl x509 -in tls.crt -noout -serial -fingerprint -sha256 -enddate\nserial=%s\nsha256 Fingerprint=%s\nnotAfter=Feb %d 23:59:59 2026 GMT" % (serial.replace(":", "").upper(), fp, R.randint(1, 28))
    f = C(lang, ("The partner pins our certificate and asked for the new fingerprint before rotation.",
                 "Pinning the leaf forces this dance every 90 days; suggest they pin the intermediate or the SPKI of a backup key.",
                 "Ask which partners pin certificates so renewals can be announced."),
          ("파트너가 우리 인증서를 pinning하고 있어서 교체 전에 새 지문을 요청함.",
           "leaf를 pinning하면 90일마다 이 작업을 해야 함. 중간 인증서나 백업 키 SPKI를 pinning하도록 제안할 것.",
           "갱신 공지를 위해 인증서를 pinning하는 파트너 목록을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Sentry event ids")
def c_sentry_ids(lang):
    ids = [hexs(32) for _ in range(R.randint(2, 3))]
    f = C(lang, ("QA reported a crash with Sentry event ids %s only." % ", ".join(ids),
                 "Event ids are enough to open the issue, breadcrumbs and release; the crash was a null user in the guest checkout.",
                 "Ask QA to attach the issue link instead of raw event ids."),
          ("QA가 Sentry event id %s 만 남기고 크래시를 보고함." % ", ".join(ids),
           "event id만으로 이슈, breadcrumb, 릴리스를 다 볼 수 있음. 원인은 게스트 결제의 null user였음.",
           "QA에게 raw event id 대신 이슈 링크를 첨부해 달라고 할 것."))
    return f


@CLEAN("lookalike: Stripe object ids (cus_, pi_, evt_)")
def c_stripe_ids(lang):
    cus, pi, evt, ch = "cus_" + rs(ALNUM, 14), "pi_3" + rs(ALNUM, 23), "evt_3" + rs(ALNUM, 23), "ch_3" + rs(ALNUM, 23)
    f = C(lang, ("A customer (%s) was charged twice; I needed to match PaymentIntents to our orders." % cus,
                 "%s and its retry both succeeded because the retry used a new idempotency key; events %s and %s arrived out of order. Charge %s was refunded." % (pi, evt, "evt_3" + rs(ALNUM, 23), ch),
                 "Ask where the idempotency key is generated (client or server)."),
          ("고객(%s)이 이중 결제됨. PaymentIntent와 우리 주문을 매칭해야 했음." % cus,
           "%s와 재시도가 둘 다 성공함. 재시도가 새 idempotency key를 썼기 때문. 이벤트 %s와 %s가 순서가 바뀌어 도착. charge %s는 환불함." % (pi, evt, "evt_3" + rs(ALNUM, 23), ch),
           "idempotency key를 어디서 생성하는지(클라이언트/서버) 물어볼 것."))
    return f


@CLEAN("lookalike: Twilio Account SID and message SIDs")
def c_twilio_sids(lang):
    ac = "AC" + hexs(32)
    sms = ["SM" + hexs(32) for _ in range(2)]
    f = C(lang, ("OTP SMS to Korean numbers showed 'undelivered' (30008) in Twilio for account %s." % ac,
                 "Messages %s and %s were blocked by the carrier because the sender was an unregistered alphanumeric id; Korean delivery needs a registered sender." % tuple(sms),
                 "Ask whether we should route Korean OTP through a local provider."),
          ("계정 %s 에서 한국 번호로 가는 OTP 문자가 Twilio에서 'undelivered'(30008)." % ac,
           "메시지 %s, %s는 미등록 알파뉴메릭 발신자라 통신사가 차단함. 한국 발송은 등록된 발신번호가 필요함." % tuple(sms),
           "한국 OTP를 국내 업체로 보내야 하는지 물어볼 것."))
    return f


@CLEAN("lookalike: Slack channel and user ids")
def c_slack_ids(lang):
    ch, u, t = "C0" + rs(UPALNUM, 9), "U0" + rs(UPALNUM, 9), "T0" + rs(UPALNUM, 8)
    f = C(lang, ("The alert bot posted to the wrong channel after the workspace migration.",
                 "Channel names are not stable; store channel ids. %s is #alerts-prod in workspace %s, and the bot user is %s." % (ch, t, u),
                 "Ask for the channel id list for every alert route."),
          ("워크스페이스 이전 후 알림 봇이 엉뚱한 채널에 글을 올림.",
           "채널 이름은 바뀔 수 있으니 id를 저장할 것. %s가 워크스페이스 %s의 #alerts-prod이고 봇 사용자는 %s." % (ch, t, u),
           "모든 알림 경로의 채널 id 목록을 요청할 것."))
    return f


@CLEAN("lookalike: Google OAuth client id")
def c_oauth_client_id(lang):
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWALNUM, 32))
    f = C(lang, ("Google login on the new admin domain failed with redirect_uri_mismatch.",
                 "Client %s only listed the old domain; added https://admin.%s.com/auth/callback. The client id is public (it ships in the web app); the client secret stays server-side." % (cid, org()),
                 "Ask who owns the Google Cloud project for OAuth clients."),
          ("새 어드민 도메인에서 Google 로그인이 redirect_uri_mismatch로 실패.",
           "클라이언트 %s에 예전 도메인만 있었음. https://admin.%s.com/auth/callback 추가. client id는 웹앱에 그대로 실리는 공개 값이고 client secret은 서버에만 둠." % (cid, org()),
           "OAuth 클라이언트가 있는 Google Cloud 프로젝트 담당자를 물어볼 것."))
    return f


@CLEAN("lookalike: AWS documentation example keys")
def c_aws_example(lang):
    blk = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    f = C(lang, ("The LocalStack tests failed with InvalidClientTokenId because the CI image had no credentials file.",
                 "LocalStack accepts any keys; we now write the AWS docs example pair into ~/.aws/credentials in the test container.",
                 "Ask whether tests should hit LocalStack only."),
          ("CI 이미지에 credentials 파일이 없어서 LocalStack 테스트가 InvalidClientTokenId로 실패.",
           "LocalStack은 아무 키나 받음. 이제 테스트 컨테이너의 ~/.aws/credentials에 AWS 문서 예제 키 쌍을 씀.",
           "테스트가 LocalStack만 보도록 해야 하는지 물어볼 것."))
    return attach(f, blk, pick(["missing_context", "lesson"]))


@CLEAN("lookalike: sha256sum release checksums")
def c_sha256sum(lang):
    v = "v%d.%d.%d" % (R.randint(0, 3), R.randint(0, 30), R.randint(0, 9))
    o = org()
    blk = "%s  %s-cli_%s_linux_amd64.tar.gz\n%s  %s-cli_%s_darwin_arm64.tar.gz" % (hexs(64), o, v, hexs(64), o, v)
    f = C(lang, ("The install script failed checksum verification on ARM Macs.", "checksums.txt was generated before the darwin_arm64 build finished; the release job now hashes after all uploads.",
                 "Ask for a release checklist step that verifies checksums.txt."),
          ("ARM 맥에서 설치 스크립트 체크섬 검증 실패.", "darwin_arm64 빌드가 끝나기 전에 checksums.txt가 만들어졌음. 이제 업로드 완료 후 해시를 계산함.",
           "checksums.txt 검증 단계를 릴리스 체크리스트에 넣자고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: git LFS pointer file")
def c_lfs(lang):
    blk = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), R.randint(100000, 90000000))
    f = C(lang, ("The model file in the Docker image was 130 bytes and loading it crashed.", "The build checked out without LFS, so the image contained the pointer below instead of the weights.",
                 "Ask to add `git lfs pull` to the Docker build stage."),
          ("도커 이미지 안 모델 파일이 130바이트였고 로딩 시 크래시.", "빌드가 LFS 없이 checkout해서 이미지에 가중치 대신 아래 pointer가 들어감.",
           "도커 빌드 단계에 `git lfs pull` 추가를 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: AWS resource ids and ARNs")
def c_aws_res(lang):
    acct = digits(12)
    blk = "i-0%s  vpc-0%s  sg-0%s  subnet-0%s\narn:aws:iam::%s:role/%s-task-role\narn:aws:ecs:%s:%s:service/%s/%s" % (
        hexs(16), hexs(16), hexs(16), hexs(16), acct, svc(), pick(REGIONS), acct, pick(ENVS), svc())
    f = C(lang, ("The ECS service could not reach RDS after the VPC split.", "The task's security group was not in the RDS group's inbound rule; ids below for the record.",
                 "Ask for the network diagram of the new VPC layout."),
          ("VPC 분리 후 ECS 서비스가 RDS에 접근 못 함.", "task의 보안 그룹이 RDS 그룹 inbound 규칙에 없었음. 참고용 id:",
           "새 VPC 구조 네트워크 다이어그램을 요청할 것."))
    return attach(f, blk, pick(["missing_context", "lesson"]))


@CLEAN("lookalike: kubectl describe secret (sizes only)")
def c_describe_secret(lang):
    s = svc()
    blk = "$ kubectl -n %s describe secret %s-env\nName:         %s-env\nType:  Opaque\n\nData\n====\nDATABASE_URL:       %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:         %d bytes" % (
        env(), s, s, R.randint(60, 140), R.randint(100, 110), R.randint(40, 90))
    f = C(lang, ("Pods crash-looped with 'JWT_SECRET must be at least 32 bytes' although the secret existed.",
                 "describe shows only sizes, which was enough: the value had a trailing newline from `echo` and the check counted characters after trim.",
                 "Ask whether secrets are created with `printf` or from files in the pipeline."),
          ("시크릿이 있는데도 pod이 'JWT_SECRET must be at least 32 bytes'로 재시작 반복.",
           "describe는 크기만 보여주지만 충분했음. `echo`로 만든 값에 개행이 붙어 있었고 검사는 trim 후 글자 수를 셌음.",
           "파이프라인에서 시크릿을 `printf`나 파일로 만드는지 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: gh secret list output")
def c_gh_secret_list(lang):
    names = sample(["AWS_ROLE_ARN", "NPM_TOKEN", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN", "APPLE_API_KEY_ID", "MATCH_PASSWORD", "FIREBASE_SERVICE_ACCOUNT", "CODECOV_TOKEN"], 4)
    blk = "$ gh secret list -R %s/%s\n" % (org(), pick(REPOS)) + "\n".join("%-26s Updated %s" % (n, date_s()) for n in names)
    f = C(lang, ("The deploy failed with an empty token and I needed to know which secrets the repo actually has.",
                 "gh secret list shows names and dates only; the missing one was an environment secret, which needs --env.",
                 "Ask whether deploy secrets are repo-level or environment-level."),
          ("배포가 빈 토큰으로 실패해서 저장소에 실제로 어떤 secret이 있는지 확인해야 했음.",
           "gh secret list는 이름과 날짜만 보여줌. 없던 건 environment secret이라 --env가 필요했음.",
           "배포 secret이 저장소 단위인지 environment 단위인지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: vercel env ls output")
def c_vercel_env(lang):
    names = sample(["DATABASE_URL", "NEXTAUTH_SECRET", "STRIPE_SECRET_KEY", "NEXT_PUBLIC_POSTHOG_KEY", "RESEND_API_KEY", "KV_REST_API_TOKEN"], 4)
    blk = "$ vercel env ls\n name                       value               environments        created\n" + "\n".join(" %-26s Encrypted           %-19s %dd ago" % (n, pick(["Production", "Preview", "Production, Preview"]), R.randint(1, 200)) for n in names)
    f = C(lang, ("Preview deploys could not reach the DB; production was fine.", "DATABASE_URL existed only for Production; preview needs its own (branch DB) value.",
                 "Ask whether preview deploys should use a shared staging DB or per-branch DBs."),
          ("preview 배포에서 DB 접근 불가, production은 정상.", "DATABASE_URL이 Production에만 있었음. preview용 값(브랜치 DB)이 따로 필요함.",
           "preview가 공용 스테이징 DB를 쓸지 브랜치별 DB를 쓸지 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: 1Password secret references (op://)")
def c_op_refs(lang):
    e = env()
    blk = "DATABASE_URL=op://Engineering/%s-db/connection-string\nSTRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\n$ op run --env-file=.env.tpl -- pnpm dev" % (e, e)
    f = C(lang, ("Local dev needed real secrets but the team forbids plaintext .env files.",
                 "op run resolves op:// references at runtime, so the committed .env.tpl holds only references.",
                 "Ask for the 1Password CLI to be added to the onboarding checklist."),
          ("로컬 개발에 실제 시크릿이 필요한데 팀 규칙상 평문 .env는 금지.",
           "op run이 실행 시점에 op:// 참조를 풀어주므로 커밋된 .env.tpl에는 참조만 있음.",
           "1Password CLI를 온보딩 체크리스트에 추가해 달라고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: SSM parameter names")
def c_ssm_names(lang):
    e, s = env(), svc()
    blk = "$ aws ssm get-parameters-by-path --path /%s/%s/ --query 'Parameters[].Name'\n[\n  \"/%s/%s/db_password\",\n  \"/%s/%s/jwt_secret\",\n  \"/%s/%s/stripe_secret_key\"\n]" % (e, s, e, s, e, s, e, s)
    f = C(lang, ("The task definition referenced a parameter that did not exist; I listed names only (no --with-decryption).",
                 "The param was named stripe_secret_key in SSM but STRIPE_KEY in the task definition.",
                 "Ask for a naming convention for SSM parameters."),
          ("task definition이 없는 파라미터를 참조함. 이름만 조회함(--with-decryption 없이).",
           "SSM에는 stripe_secret_key인데 task definition에는 STRIPE_KEY로 돼 있었음.",
           "SSM 파라미터 명명 규칙을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: password_hash column and hashing prose")
def c_pw_hash_col(lang):
    f = C(lang, ("Login for migrated users from the old PHP system failed.",
                 "users.password_hash is varchar(60) for bcrypt; the legacy rows are 32-char MD5 hashes, so we verify MD5 once, then rehash with bcrypt on successful login.",
                 "Ask when the remaining MD5 rows can be force-reset."),
          ("예전 PHP 시스템에서 이전된 사용자 로그인이 실패.",
           "users.password_hash는 bcrypt용 varchar(60)인데 레거시 행은 32자 MD5 해시임. 로그인 성공 시 MD5로 한 번 검증하고 bcrypt로 재해시함.",
           "남은 MD5 행을 언제 강제 재설정할 수 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: token-format regex in validation code")
def c_regex(lang):
    blk = 'const PATTERNS = {\n  github: /^gh[pousr]_[A-Za-z0-9]{36}$/,\n  slack: /^xox[abp]-[0-9A-Za-z-]{10,}$/,\n  stripe: /^(sk|rk)_(test|live)_[0-9A-Za-z]{24,}$/,\n};'
    f = C(lang, ("Users pasted the wrong kind of token into the integrations page and got a generic 500.",
                 "Validate the shape client-side with the patterns below and say which kind of token was expected.",
                 "Ask product for the error copy."),
          ("사용자가 연동 페이지에 잘못된 종류의 토큰을 붙여넣고 일반 500을 받음.",
           "아래 패턴으로 클라이언트에서 형태를 검증하고 어떤 토큰이 필요한지 안내할 것.",
           "에러 문구를 기획에 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: Nix store paths")
def c_nix(lang):
    blk = "/nix/store/%s-nodejs-20.18.0\n/nix/store/%s-postgresql-16.4" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rs("0123456789abcdfghijklmnpqrsvwxyz", 32))
    f = C(lang, ("The devshell used a different Node than CI.", "flake.lock pinned an older nixpkgs in CI; the store paths show which build each side used.",
                 "Ask whether CI should run `nix flake update` weekly."),
          ("devshell과 CI의 Node 버전이 달랐음.", "CI의 flake.lock이 예전 nixpkgs를 고정하고 있었음. store 경로를 보면 양쪽이 어떤 빌드를 쓰는지 알 수 있음.",
           "CI에서 매주 `nix flake update`를 돌릴지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: IPFS CIDs")
def c_ipfs(lang):
    cid = "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    f = C(lang, ("NFT metadata images were missing on the marketplace.", "The metadata pointed at ipfs://%s but the pin service had dropped it after the plan downgrade." % cid,
                 "Ask which pinning service plan we are on."),
          ("마켓플레이스에서 NFT 메타데이터 이미지가 안 보임.", "메타데이터는 ipfs://%s 를 가리키는데 요금제 하향 후 핀 서비스가 이를 삭제함." % cid,
           "현재 핀 서비스 요금제를 물어볼 것."))
    return f


@CLEAN("lookalike: Ethereum tx hash and contract address")
def c_eth(lang):
    tx, addr = "0x" + hexs(64), "0x" + hexs(40)
    f = C(lang, ("A USDC deposit was not credited; the customer sent tx %s." % tx,
                 "The transfer went to contract %s on the wrong chain (Polygon vs Ethereum); the deposit watcher only follows mainnet." % addr,
                 "Ask ops for the policy on wrong-chain deposits."),
          ("USDC 입금이 반영되지 않음. 고객이 보낸 tx는 %s." % tx,
           "전송이 다른 체인(Polygon vs Ethereum)의 컨트랙트 %s로 감. 입금 감시기는 메인넷만 봄." % addr,
           "잘못된 체인 입금 처리 정책을 운영팀에 물어볼 것."))
    return f


@CLEAN("lookalike: gradle signingConfig reading env names")
def c_gradle_env(lang):
    blk = 'signingConfigs {\n    create("release") {\n        storeFile = file(System.getenv("KEYSTORE_PATH") ?: "release.jks")\n        storePassword = System.getenv("KEYSTORE_PASSWORD")\n        keyAlias = "upload"\n        keyPassword = System.getenv("KEY_PASSWORD")\n    }\n}'
    f = C(lang, ("Local release builds failed with 'storePassword is null'.", "The values come only from env vars in CI; locally use a keystore.properties outside the repo.",
                 "Ask how to get a local debug-signing setup for release variants."),
          ("로컬 릴리스 빌드가 'storePassword is null'로 실패.", "값은 CI의 환경변수에서만 옴. 로컬에서는 저장소 밖의 keystore.properties를 쓸 것.",
           "릴리스 variant용 로컬 서명 설정 방법을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: altool keychain password reference")
def c_altool(lang):
    blk = 'xcrun notarytool submit build/%s.dmg --apple-id "ci@%s.com" --team-id %s --password "@keychain:AC_PASSWORD" --wait' % (org(), org(), rs(UPALNUM, 10))
    f = C(lang, ("Notarization of the desktop app hung forever on the build Mac.", "notarytool needs the keychain item to be unlocked in the CI session; the @keychain: reference points to it, no password in the script.",
                 "Ask if we can switch notarization to an App Store Connect API key."),
          ("빌드 맥에서 데스크톱 앱 notarization이 끝나지 않음.", "CI 세션에서 키체인 항목이 잠금 해제돼야 함. @keychain: 참조가 그 항목을 가리키므로 스크립트에 비밀번호는 없음.",
           "notarization을 App Store Connect API 키 방식으로 바꿀 수 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: fastlane match env variable names")
def c_match(lang):
    f = C(lang, ("`fastlane match appstore --readonly` asked for a passphrase in CI and timed out.",
                 "match needs MATCH_PASSWORD (decrypts the certs repo) and MATCH_GIT_BASIC_AUTHORIZATION; both are CI secrets, and --readonly keeps CI from creating new certs.",
                 "Ask who can regenerate the match repo if the passphrase is lost."),
          ("CI에서 `fastlane match appstore --readonly`가 passphrase를 물어서 타임아웃.",
           "match에는 MATCH_PASSWORD(인증서 저장소 복호화)와 MATCH_GIT_BASIC_AUTHORIZATION이 필요하고 둘 다 CI secret임. --readonly는 CI가 새 인증서를 만들지 못하게 함.",
           "passphrase를 잃으면 match 저장소를 누가 재생성할 수 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: GitHub Actions secrets references")
def c_gha_refs(lang):
    blk = "      - uses: actions/setup-node@v4\n        with:\n          registry-url: https://npm.pkg.github.com\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.GITHUB_TOKEN }}"
    f = C(lang, ("Publishing to GitHub Packages failed with 403 from a fork PR.", "secrets.GITHUB_TOKEN is read-only for fork PRs; publish only on push to main.",
                 "Ask whether the package should be published from tags only."),
          ("fork PR에서 GitHub Packages 배포가 403.", "fork PR에서는 secrets.GITHUB_TOKEN이 읽기 전용임. main push에서만 publish할 것.",
           "패키지를 태그에서만 배포해야 하는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: .npmrc with ${NPM_TOKEN} reference")
def c_npmrc(lang):
    blk = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NPM_TOKEN}\nalways-auth=true" % org()
    f = C(lang, ("pnpm install failed with 401 for our scoped packages on a fresh laptop.", "The .npmrc expands ${NPM_TOKEN} from the environment; without it pnpm sends an empty token.",
                 "Ask for the onboarding doc to mention the NPM_TOKEN env var."),
          ("새 노트북에서 우리 scoped 패키지 pnpm install이 401.", ".npmrc가 환경변수 ${NPM_TOKEN}을 펼침. 없으면 빈 토큰을 보냄.",
           "온보딩 문서에 NPM_TOKEN 환경변수 설명을 넣어 달라고 할 것."))
    return attach(f, blk)


@CLEAN("lookalike: docker login --password-stdin usage")
def c_pw_stdin(lang):
    blk = 'echo "$REGISTRY_PASSWORD" | docker login registry.%s.io -u "$REGISTRY_USER" --password-stdin' % org()
    f = C(lang, ("Reviewer asked to remove -p from the deploy script.", "--password-stdin keeps the value out of the process list; the env vars come from the CI secret store.",
                 "Ask whether the registry supports OIDC so no password is needed."),
          ("리뷰어가 배포 스크립트에서 -p를 빼라고 함.", "--password-stdin을 쓰면 값이 프로세스 목록에 안 보임. 환경변수는 CI 시크릿 스토어에서 옴.",
           "레지스트리가 OIDC를 지원해서 비밀번호가 필요 없는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: SRI integrity attribute")
def c_sri(lang):
    blk = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(48))
    f = C(lang, ("Charts disappeared on the status page after a CDN change.", "The integrity hash was for 4.4.4; bumping the version without updating the sha384 blocks the script.",
                 "Ask whether we should self-host the chart bundle."),
          ("CDN 변경 후 상태 페이지 차트가 사라짐.", "integrity 해시는 4.4.4 기준이었음. sha384를 안 바꾸고 버전만 올리면 스크립트가 차단됨.",
           "차트 번들을 자체 호스팅할지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: CSP hash sources")
def c_csp(lang):
    blk = "Content-Security-Policy: script-src 'self' 'sha256-%s' 'sha256-%s'; object-src 'none'" % (b64(rbytes(32)), b64(rbytes(32)))
    f = C(lang, ("The inline GTM snippet was blocked after we tightened CSP.", "Every edit of an inline script changes its sha256; move it to a file or regenerate the hash in the build.",
                 "Ask marketing to stop editing the inline snippet directly."),
          ("CSP 강화 후 인라인 GTM 스니펫이 차단됨.", "인라인 스크립트를 고칠 때마다 sha256이 바뀜. 파일로 빼거나 빌드에서 해시를 재생성할 것.",
           "마케팅팀에 인라인 스니펫을 직접 고치지 말아 달라고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: content-hashed bundle filenames")
def c_hashed_files(lang):
    blk = "dist/assets/index-%s.js   412.33 kB\ndist/assets/vendor-%s.js  1,204.10 kB\ndist/assets/index-%s.css  38.02 kB" % (rs(B64URL, 8), rs(B64URL, 8), rs(B64URL, 8))
    f = C(lang, ("Users got a blank page after deploy until hard refresh.", "index.html was cached for a day while the hashed chunks changed; serve index.html with no-cache.",
                 "Ask who owns the CDN cache rules."),
          ("배포 후 강력 새로고침 전까지 빈 화면.", "해시된 청크는 바뀌었는데 index.html이 하루 캐시됐음. index.html은 no-cache로 서빙할 것.",
           "CDN 캐시 규칙 담당자를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: MongoDB ObjectIds")
def c_objectids(lang):
    ids = [hexs(24) for _ in range(3)]
    f = C(lang, ("Support asked why orders %s, %s and %s show no items." % tuple(ids),
                 "Their items were written to the secondary during a failover with w:1 and rolled back.",
                 "Ask if we can move order writes to majority write concern."),
          ("CS에서 주문 %s, %s, %s 에 상품이 안 보이는 이유를 물음." % tuple(ids),
           "failover 중 w:1로 secondary에 쓰인 아이템이 롤백됐음.",
           "주문 쓰기를 majority write concern으로 바꿀 수 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: ULIDs and snowflake ids")
def c_ulids(lang):
    a, b, s1 = ulid(), ulid(), digits(19)
    f = C(lang, ("Events %s and %s were processed out of order by the consumer." % (a, b),
                 "ULIDs sort by time only at millisecond resolution; within a millisecond the random part decides. Discord message %s had the same issue." % s1,
                 "Ask whether ordering matters within one millisecond for this consumer."),
          ("consumer가 이벤트 %s 와 %s 를 순서가 바뀐 채 처리함." % (a, b),
           "ULID는 밀리초 단위까지만 시간순임. 같은 밀리초 안에서는 랜덤 부분이 순서를 정함. Discord 메시지 %s 도 같은 문제였음." % s1,
           "이 consumer에서 밀리초 내 순서가 중요한지 물어볼 것."))
    return f

@CLEAN("lookalike: Firebase app ids and project ids")
def c_firebase_ids(lang):
    pn = digits(12)
    blk = "project_id: %s-%s\nandroid app id: 1:%s:android:%s\nios app id: 1:%s:ios:%s" % (org(), pick(["prod", "app", "mobile"]), pn, hexs(16), pn, hexs(16))
    f = C(lang, ("Crashlytics showed no crashes for the new flavor.", "The flavor's google-services.json had the staging app id; each flavor needs its own registered app.",
                 "Ask who can register apps in the Firebase project."),
          ("새 flavor의 크래시가 Crashlytics에 안 보임.", "그 flavor의 google-services.json에 스테이징 app id가 들어 있었음. flavor마다 앱 등록이 따로 필요함.",
           "Firebase 프로젝트에 앱을 등록할 수 있는 사람을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Android signing certificate fingerprints")
def c_android_fp(lang):
    sha1 = ":".join(hexs(2).upper() for _ in range(20))
    sha256 = ":".join(hexs(2).upper() for _ in range(32))
    blk = "App signing key certificate\nSHA-1: %s\nSHA-256: %s" % (sha1, sha256)
    f = C(lang, ("App Links stopped verifying on Android 12+ after moving to Play App Signing.", "assetlinks.json must list the app signing key's SHA-256 (from Play Console), not the upload key's.",
                 "Ask for Play Console read access for the mobile team."),
          ("Play App Signing으로 옮긴 뒤 Android 12+에서 App Links 검증 실패.", "assetlinks.json에는 upload key가 아니라 앱 서명 키의 SHA-256(Play Console 값)을 넣어야 함.",
           "모바일 팀에 Play Console 읽기 권한을 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: provisioning profile UUID and Apple Team ID")
def c_profile(lang):
    u, team = uuid4().upper(), rs(UPALNUM, 10)
    f = C(lang, ("Xcode Cloud archive failed: 'No profile for team %s matching com.%s.app found'." % (team, org()),
                 "Profile %s had expired; renewing it in the developer portal and re-downloading fixed the archive." % u,
                 "Ask whether we should switch to automatic signing for CI."),
          ("Xcode Cloud 아카이브 실패: 'No profile for team %s matching com.%s.app found'." % (team, org()),
           "프로필 %s 이 만료돼 있었음. 개발자 포털에서 갱신 후 다시 받으니 해결." % u,
           "CI에서 automatic signing으로 바꿀지 물어볼 것."))
    return f


@CLEAN("lookalike: EAS build ids and update groups")
def c_eas(lang):
    b, g = uuid4(), uuid4()
    f = C(lang, ("Users on the store build did not receive the OTA update.", "Update group %s targeted runtime 1.3 but build %s was on runtime 1.2; runtimeVersion policy 'appVersion' fixed it." % (g, b),
                 "Ask for the release doc to say when a native rebuild is needed."),
          ("스토어 빌드 사용자가 OTA 업데이트를 못 받음.", "업데이트 그룹 %s는 runtime 1.3 대상인데 빌드 %s는 1.2였음. runtimeVersion policy를 'appVersion'으로 바꿔 해결." % (g, b),
           "네이티브 재빌드가 필요한 시점을 릴리스 문서에 적어 달라고 할 것."))
    return f


@CLEAN("lookalike: CI cache keys with hashes")
def c_cache_keys(lang):
    blk = "Cache restored from key: node-modules-Linux-%s\nCache not found for input keys: gradle-Linux-%s" % (hexs(64), hexs(64))
    f = C(lang, ("CI got 6 minutes slower this week.", "The gradle cache key hashes **/*.gradle*, and a new generated file changed on every run, so it never hit.",
                 "Ask whether generated files can live outside the hashed paths."),
          ("이번 주 CI가 6분 느려짐.", "gradle 캐시 키가 **/*.gradle*을 해시하는데 매번 바뀌는 생성 파일이 생겨서 캐시가 안 맞았음.",
           "생성 파일을 해시 대상 경로 밖에 둘 수 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: ETag headers")
def c_etag(lang):
    blk = 'HTTP/2 200\netag: W/"%s-%s"\ncache-control: public, max-age=60\n\nHTTP/2 304\netag: "%s"' % (hex(R.randint(4096, 99999))[2:], rs(B64URL, 27), hexs(32))
    f = C(lang, ("The product API returned stale prices for a minute after admin edits.", "max-age=60 plus weak ETags; the admin save now purges the CDN key.",
                 "Ask whether 60 s staleness is acceptable for prices."),
          ("어드민 수정 후 1분 동안 상품 API가 예전 가격을 반환.", "max-age=60에 weak ETag 조합이었음. 이제 어드민 저장 시 CDN 키를 purge함.",
           "가격에 60초 지연이 허용되는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: idempotency keys in request log")
def c_idem(lang):
    k1, k2 = uuid4(), uuid4()
    f = C(lang, ("Duplicate transfers happened when the mobile app retried on timeout.",
                 "The app generated a new Idempotency-Key per retry (%s, then %s); it must be generated once per user action and reused." % (k1, k2),
                 "Ask the mobile team where the key is created."),
          ("모바일 앱이 타임아웃 후 재시도할 때 이체가 중복됨.",
           "앱이 재시도마다 새 Idempotency-Key(%s, 그다음 %s)를 만들었음. 사용자 동작당 한 번 만들고 재사용해야 함." % (k1, k2),
           "모바일 팀에 key 생성 위치를 물어볼 것."))
    return f


@CLEAN("lookalike: KMS key ids and aliases")
def c_kms(lang):
    acct = digits(12)
    blk = "arn:aws:kms:%s:%s:key/%s\nalias/%s-%s-data" % (pick(REGIONS), acct, uuid4(), org(), env())
    f = C(lang, ("The new Lambda got AccessDeniedException on kms:Decrypt for the S3 objects.", "The key policy, not IAM, was missing the role; KMS key policies must allow the account root or the role explicitly.",
                 "Ask for the key policy template."),
          ("새 Lambda가 S3 객체에 대해 kms:Decrypt AccessDeniedException.", "IAM이 아니라 키 정책에 role이 빠져 있었음. KMS 키 정책은 account root나 role을 명시적으로 허용해야 함.",
           "키 정책 템플릿을 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: Secrets Manager ARN with random suffix")
def c_sm_arn(lang):
    arn = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), digits(12), env(), svc(), rs(ALNUM, 6))
    f = C(lang, ("ECS tasks failed with ResourceNotFoundException after the secret was recreated.",
                 "The task definition used the full ARN %s; recreating the secret changes the 6-character suffix. Reference by name or partial ARN." % arn,
                 "Ask why the secret was deleted and recreated instead of rotated."),
          ("시크릿 재생성 후 ECS task가 ResourceNotFoundException.",
           "task definition이 전체 ARN %s 를 썼음. 재생성하면 6자 suffix가 바뀜. 이름이나 partial ARN으로 참조할 것." % arn,
           "왜 교체가 아니라 삭제 후 재생성했는지 물어볼 것."))
    return f


@CLEAN("lookalike: SOPS-encrypted values")
def c_sops(lang):
    def enc():
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(R.randint(16, 40))), b64(rbytes(32)), b64(rbytes(16)))
    blk = "db_password: %s\nstripe_secret_key: %s\nsops:\n    age:\n        - recipient: age1%s" % (enc(), enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    f = C(lang, ("`sops -d` failed for me on secrets/%s.yaml: 'no key could decrypt the data key'." % env(),
                 "My age public key was not in .sops.yaml recipients; after adding it, someone with access ran `sops updatekeys`. The encrypted file below is safe to commit.",
                 "Ask who can run updatekeys for the prod file."),
          ("secrets/%s.yaml에 `sops -d`가 'no key could decrypt the data key'로 실패." % env(),
           "내 age 공개키가 .sops.yaml recipients에 없었음. 추가 후 권한 있는 사람이 `sops updatekeys` 실행. 아래 암호화된 파일은 커밋해도 됨.",
           "prod 파일 updatekeys를 누가 돌릴 수 있는지 물어볼 것."))
    return attach(f, blk, "lesson")


@CLEAN("lookalike: Ansible Vault encrypted blob")
def c_ansible_vault(lang):
    body = hexs(R.randint(180, 260))
    lines = wrap(body, 80)
    blk = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in lines)
    f = C(lang, ("The playbook failed with 'Attempting to decrypt but no vault secrets found'.", "Pass --vault-id prod@prompt (or the CI vault-id script); the encrypted variable below is meant to be committed.",
                 "Ask where the vault-id script gets the vault password in CI."),
          ("플레이북이 'Attempting to decrypt but no vault secrets found'로 실패.", "--vault-id prod@prompt(또는 CI vault-id 스크립트)를 넘길 것. 아래 암호화된 변수는 커밋하도록 만든 것임.",
           "CI에서 vault-id 스크립트가 vault 비밀번호를 어디서 가져오는지 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: Stripe test card numbers")
def c_test_cards(lang):
    f = C(lang, ("QA could not trigger the 3-D Secure flow in test mode.",
                 "Use 4000 0027 6000 3184 for 3DS2 challenge and 4242 4242 4242 4242 for a plain success; any future expiry and any CVC work in test mode.",
                 "Ask QA to keep the test-card table in the test plan."),
          ("QA가 테스트 모드에서 3-D Secure 흐름을 재현하지 못함.",
           "3DS2 challenge는 4000 0027 6000 3184, 일반 성공은 4242 4242 4242 4242. 테스트 모드에서는 미래 만료일과 아무 CVC나 됨.",
           "QA에게 테스트 카드 표를 테스트 계획에 넣어 달라고 할 것."))
    return f


@CLEAN("lookalike: kubeconfig with exec plugin and CA data")
def c_kubeconfig(lang):
    ca = b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(fake_cert_lines(2)) + "\n").encode())[:R.randint(120, 180)]
    e = env()
    blk = ("clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s\nusers:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]"
           % (ca, hexs(32).upper(), pick(REGIONS), e, e, e))
    f = C(lang, ("kubectl said 'You must be logged in to the server (Unauthorized)' with a kubeconfig from a teammate.",
                 "The exec plugin gets a token from my own AWS identity, which was not in the aws-auth ConfigMap. CA data is the public cluster CA.",
                 "Ask to be added to the EKS access entries."),
          ("동료한테 받은 kubeconfig로 kubectl이 'You must be logged in to the server (Unauthorized)'.",
           "exec 플러그인이 내 AWS identity로 토큰을 받는데 그 identity가 aws-auth ConfigMap에 없었음. CA 데이터는 공개 클러스터 CA임.",
           "EKS access entry에 추가해 달라고 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: JWKS public keys")
def c_jwks(lang):
    n = b64u(rbytes(256))
    blk = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","e":"AQAB","n":"%s"}]}' % (rs(B64URL, 16), n[:R.randint(120, 200)] + "...")
    f = C(lang, ("The gateway rejected tokens right after the auth team rotated keys.", "The JWKS (public keys) had the new kid but the gateway cached the old set for 24 h.",
                 "Ask for the JWKS cache TTL to be lowered to 10 minutes."),
          ("auth 팀 키 교체 직후 게이트웨이가 토큰을 거부.", "JWKS(공개키)에는 새 kid가 있었지만 게이트웨이가 예전 목록을 24시간 캐싱함.",
           "JWKS 캐시 TTL을 10분으로 낮춰 달라고 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: aws sts get-caller-identity output")
def c_sts_identity(lang):
    acct = digits(12)
    blk = '{\n    "UserId": "AROA%s:%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s-deployer/%s"\n}' % (rs(UPALNUM, 17), "GitHubActions", acct, acct, org(), "GitHubActions")
    f = C(lang, ("The OIDC deploy role could not write to the bucket; I checked who CI really was.", "The role was right; the bucket policy denied writes without the KMS header.",
                 "Ask for the bucket policy to be in the infra repo."),
          ("OIDC 배포 role이 버킷에 쓰지 못해서 CI의 실제 identity를 확인함.", "role은 맞았고 버킷 정책이 KMS 헤더 없는 쓰기를 거부하고 있었음.",
           "버킷 정책을 infra 저장소에 넣어 달라고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: Terraform state lineage and serial")
def c_tf_state(lang):
    blk = '{\n  "version": 4,\n  "terraform_version": "1.9.8",\n  "serial": %d,\n  "lineage": "%s",' % (R.randint(100, 2000), uuid4())
    f = C(lang, ("terraform plan refused: 'state snapshot was created by a different lineage'.", "Someone pointed the backend at the staging bucket; lineage ids differ per state, which is exactly what the check is for.",
                 "Ask to lock backend configs per workspace."),
          ("terraform plan 거부: 'state snapshot was created by a different lineage'.", "누가 backend를 스테이징 버킷으로 바꿔 놓음. lineage id는 state마다 달라서 이 검사가 있는 것임.",
           "workspace별 backend 설정을 잠그자고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: git cat-file object ids")
def c_catfile(lang):
    blk = "$ git cat-file -p HEAD^{tree}\n100644 blob %s\t.gitignore\n040000 tree %s\tsrc\n100644 blob %s\tpackage.json" % (sha40(), sha40(), sha40())
    f = C(lang, ("The repo is 2 GB and clones take forever.", "A 900 MB fixture was committed and deleted; it is still in history. git filter-repo plus a force-push with team coordination is needed.",
                 "Ask when everyone can re-clone."),
          ("저장소가 2GB라 clone이 너무 오래 걸림.", "900MB 픽스처가 커밋됐다가 삭제됐지만 히스토리에 남아 있음. git filter-repo와 팀 합의 후 force-push가 필요함.",
           "모두 다시 clone할 수 있는 시점을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: hexdump of file header")
def c_hexdump(lang):
    blk = "$ xxd -l 48 upload.bin\n00000000: 504b 0304 1400 0800 0800 %s  PK..........%s\n00000010: %s  ................\n00000020: %s  ................" % (
        " ".join(hexs(4) for _ in range(3)), "." * 6, " ".join(hexs(4) for _ in range(8)), " ".join(hexs(4) for _ in range(8)))
    f = C(lang, ("Uploaded .xlsx files were rejected as 'unsupported type'.", "The magic bytes are PK (a zip, as expected for xlsx); the validator checked the browser-sent MIME type, which Safari leaves empty.",
                 "Ask whether we can validate on magic bytes only."),
          ("업로드한 .xlsx 파일이 'unsupported type'으로 거부됨.", "매직 바이트는 PK(xlsx는 zip이라 정상)였음. 검증기가 브라우저가 보낸 MIME을 봤는데 Safari는 비워 보냄.",
           "매직 바이트만으로 검증해도 되는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: prose about password reset flow")
def c_reset_flow(lang):
    f = C(lang, ("I didn't know how the password reset token is stored when I touched the auth service.",
                 "The reset token is random, sent only by e-mail, stored as a SHA-256 hash, expires in 15 minutes and is single-use; the old session tokens are revoked after a reset.",
                 "Ask for the auth threat model doc before changing anything in reset."),
          ("auth 서비스를 고치면서 비밀번호 재설정 토큰 저장 방식을 몰랐음.",
           "재설정 토큰은 랜덤이고 메일로만 보내며 SHA-256 해시로 저장, 15분 만료, 1회용. 재설정 후 기존 세션 토큰은 폐기됨.",
           "재설정 로직을 바꾸기 전에 auth 위협 모델 문서를 요청할 것."))
    return f


@CLEAN("lookalike: Vault paths and policy (no values)")
def c_vault_policy(lang):
    blk = 'path "secret/data/%s/%s/*" {\n  capabilities = ["read"]\n}\npath "database/creds/%s-ro" {\n  capabilities = ["read"]\n}' % (env(), svc(), svc())
    f = C(lang, ("The service got 403 from Vault reading its DB creds.", "The policy allowed secret/data but the dynamic DB creds live under database/creds; added the second block.",
                 "Ask who reviews Vault policy PRs."),
          ("서비스가 DB 자격 증명을 읽을 때 Vault에서 403.", "정책은 secret/data만 허용했는데 동적 DB 자격 증명은 database/creds 아래에 있음. 두 번째 블록 추가.",
           "Vault 정책 PR 리뷰어를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: ExternalSecret manifest")
def c_external_secret(lang):
    s = svc()
    blk = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s-env\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  dataFrom:\n    - extract:\n        key: %s/%s" % (s, env(), s)
    f = C(lang, ("Rotated DB password did not reach the pods for an hour.", "refreshInterval is 1h and pods read env vars only at start; use a reloader or mount as files.",
                 "Ask if stakater/reloader is already installed."),
          ("교체한 DB 비밀번호가 한 시간 동안 pod에 반영 안 됨.", "refreshInterval이 1h이고 pod은 시작 시에만 환경변수를 읽음. reloader를 쓰거나 파일로 마운트할 것.",
           "stakater/reloader가 설치돼 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: HMAC verification code reading env")
def c_hmac_verify(lang):
    blk = 'secret = os.environ["WEBHOOK_SIGNING_SECRET"].encode()\nexpected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers["X-Signature"]):\n    return HttpResponse(status=401)'
    f = C(lang, ("Code review on the webhook receiver: reviewer asked how we verify signatures.", "Compare with hmac.compare_digest over the raw body; the secret comes from the environment, never from code.",
                 "Ask the sender for their signature spec (hex vs base64)."),
          ("웹훅 수신부 코드 리뷰: 서명 검증 방식에 대한 질문.", "raw body 기준으로 hmac.compare_digest로 비교. 시크릿은 코드가 아니라 환경변수에서 읽음.",
           "발신 측 서명 규격(hex vs base64)을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Redis cache keys with hashes")
def c_cache_hash(lang):
    blk = "cache:product:v3:%s\ncache:search:%s\nratelimit:%s:%d" % (hexs(40), hexs(32), hexs(16), epoch() // 60)
    f = C(lang, ("Redis memory grew 3x after the search release.", "Search results are cached under an md5 of the full query including the session-specific sort seed, so nothing is shared.",
                 "Ask whether personalised sorting can be applied after the cache."),
          ("검색 릴리스 후 Redis 메모리가 3배 증가.", "검색 결과가 세션별 정렬 seed까지 포함한 쿼리의 md5 키로 캐시돼서 공유가 안 됨.",
           "개인화 정렬을 캐시 뒤에서 적용할 수 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Grafana dashboard uids")
def c_grafana_uid(lang):
    u1, u2 = rs(ALNUM, 9), rs(ALNUM, 14)
    f = C(lang, ("Links to the API latency dashboard in runbooks broke.", "Dashboards were re-imported and got new uids (%s -> %s); set uid explicitly in the provisioning JSON." % (u1, u2),
                 "Ask who provisions dashboards."),
          ("런북의 API 지연 대시보드 링크가 깨짐.", "대시보드를 다시 import하면서 uid가 바뀜(%s -> %s). 프로비저닝 JSON에 uid를 명시할 것." % (u1, u2),
           "대시보드 프로비저닝 담당자를 물어볼 것."))
    return f


@CLEAN("lookalike: password input field markup")
def c_pw_input(lang):
    blk = '<input type="password" name="password" id="current-password" autocomplete="current-password" minlength="12" required>'
    f = C(lang, ("Password managers did not offer to fill the login form.", "The input lacked autocomplete=\"current-password\" and the username field had no name attribute.",
                 "Ask design whether the show-password toggle is wanted."),
          ("비밀번호 관리자가 로그인 폼을 자동 완성하지 않음.", "input에 autocomplete=\"current-password\"가 없었고 아이디 필드에 name 속성이 없었음.",
           "비밀번호 보기 토글이 필요한지 디자인팀에 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: TOTP explanation without seed")
def c_totp_prose(lang):
    f = C(lang, ("Users complained that their 2FA codes were rejected.", "TOTP codes are 6 digits every 30 s; the server allowed no clock drift. Accepting one step either side fixed most cases. Seeds stay encrypted in the DB.",
                 "Ask whether we should offer passkeys instead."),
          ("사용자들이 2FA 코드가 거부된다고 불만.", "TOTP 코드는 30초마다 6자리. 서버가 시간 오차를 전혀 허용하지 않았음. 앞뒤 한 구간 허용으로 대부분 해결. seed는 DB에 암호화돼 있음.",
           "passkey를 제공해야 하는지 물어볼 것."))
    return f


@CLEAN("lookalike: hashed e-mail in SQL dedupe")
def c_sql_md5(lang):
    blk = "SELECT md5(lower(trim(email))) AS email_hash, count(*)\nFROM signups\nGROUP BY 1\nHAVING count(*) > 1;"
    f = C(lang, ("Marketing asked for duplicate signups without exporting raw e-mails.", "Hashing normalised e-mails lets us share counts; md5 is fine for dedupe, not for anything secret.",
                 "Ask legal whether hashed e-mails still count as personal data (they do)."),
          ("마케팅이 원본 메일 반출 없이 중복 가입 현황을 요청.", "정규화한 메일을 해시하면 건수를 공유할 수 있음. md5는 중복 제거용으로는 괜찮고 보안 용도는 아님.",
           "해시된 메일도 개인정보인지 법무에 확인할 것(개인정보임)."))
    return attach(f, blk)


@CLEAN("lookalike: random-looking resource names")
def c_resource_names(lang):
    b = "%s-logs-%s" % (org(), rs(LOWALNUM, 6))
    p = "%s-prod-%s" % (org(), digits(6))
    st = "st%s%s" % (org(), rs(LOWALNUM, 8))
    f = C(lang, ("Cost report showed a bucket nobody recognised: %s." % b,
                 "It belongs to the old log pipeline in GCP project %s and the Azure storage account %s; names with random suffixes come from Terraform's random_id." % (p, st),
                 "Ask for an owner tag on every bucket."),
          ("비용 리포트에 아무도 모르는 버킷 %s 이 있었음." % b,
           "GCP 프로젝트 %s 와 Azure 스토리지 계정 %s 에 있는 예전 로그 파이프라인 것임. 랜덤 접미사는 Terraform random_id에서 옴." % (p, st),
           "모든 버킷에 owner 태그를 붙이자고 요청할 것."))
    return f


@CLEAN("lookalike: Kubernetes pod and replicaset names")
def c_pods(lang):
    s = svc()
    rsx = rs("bcdfghjklmnpqrstvwxz2456789", 10)
    blk = "$ kubectl get pods -l app=%s\nNAME                       READY   STATUS             RESTARTS\n%s-%s-%s   0/1     CrashLoopBackOff   7\n%s-%s-%s   1/1     Running            0" % (
        s, s, rsx, rs("bcdfghjklmnpqrstvwxz2456789", 5), s, rsx, rs("bcdfghjklmnpqrstvwxz2456789", 5))
    f = C(lang, ("One replica crash-looped after the rollout.", "It was scheduled on an arm64 node and the image was amd64-only.",
                 "Ask whether node pools are mixed-architecture on purpose."),
          ("롤아웃 후 replica 하나가 재시작 반복.", "arm64 노드에 스케줄됐는데 이미지가 amd64 전용이었음.",
           "노드 풀이 의도적으로 아키텍처 혼합인지 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: docker build output with layer digests")
def c_build_output(lang):
    blk = " => CACHED [builder 3/6] COPY package.json pnpm-lock.yaml ./\n => [builder 4/6] RUN pnpm install --frozen-lockfile\n => exporting layers\n => writing image sha256:%s\n => naming to docker.io/%s/%s:dev" % (hexs(64), org(), svc())
    f = C(lang, ("Local image builds took 4 minutes even for a one-line change.", "COPY . . came before pnpm install, busting the cache; copying the lockfile first keeps the install layer cached.",
                 "Ask whether the CI builder shares the BuildKit cache."),
          ("한 줄만 바꿔도 로컬 이미지 빌드가 4분 걸림.", "COPY . . 가 pnpm install보다 앞에 있어서 캐시가 깨졌음. lockfile을 먼저 복사하면 install 레이어가 캐시됨.",
           "CI 빌더가 BuildKit 캐시를 공유하는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: GHSA and CVE advisory ids")
def c_ghsa(lang):
    g = "GHSA-%s-%s-%s" % (rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4))
    cve = "CVE-2025-%d" % R.randint(20000, 69999)
    f = C(lang, ("Dependabot flagged %s (%s) in a transitive dependency." % (g, cve), "The vulnerable function is only reachable from the CLI entry point we don't ship; still bumped via overrides to keep the alert list clean.",
                 "Ask for the policy on dismissing alerts."),
          ("Dependabot이 전이 의존성에서 %s (%s)를 경고." % (g, cve), "취약 함수는 우리가 배포하지 않는 CLI 진입점에서만 호출됨. 그래도 알림 목록 정리를 위해 overrides로 버전을 올림.",
           "알림 무시(dismiss) 정책을 물어볼 것."))
    return f


@CLEAN("lookalike: keytool -list output (prompted, fingerprints only)")
def c_keytool_list(lang):
    blk = "$ keytool -list -keystore upload.jks\nEnter keystore password:\nKeystore type: PKCS12\nupload, %s, PrivateKeyEntry,\nCertificate fingerprint (SHA-256): %s" % (
        date_s(), ":".join(hexs(2).upper() for _ in range(32)))
    f = C(lang, ("Needed to confirm which keystore is the upload key before sending it to Play support.", "keytool prompts for the keystore password, so nothing ends up in history; the fingerprint matched Play Console.",
                 "Ask where the keystore backup lives."),
          ("Play 지원팀에 보내기 전에 어떤 keystore가 upload key인지 확인해야 했음.", "keytool이 keystore 비밀번호를 프롬프트로 물어서 history에 남지 않음. 지문이 Play Console과 일치.",
           "keystore 백업 위치를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: SAML metadata X509Certificate")
def c_saml(lang):
    cert = "".join(fake_cert_lines(3))
    blk = '<md:KeyDescriptor use="signing">\n  <ds:KeyInfo><ds:X509Data><ds:X509Certificate>%s...</ds:X509Certificate></ds:X509Data></ds:KeyInfo>\n</md:KeyDescriptor>' % cert[:R.randint(120, 190)]
    f = C(lang, ("Enterprise SSO broke for one customer after their IdP certificate rollover.", "Their metadata (public signing cert) changed; we cached the old metadata. Now refreshing metadata daily.",
                 "Ask customers to notify us before IdP cert rollover."),
          ("한 고객사 IdP 인증서 교체 후 엔터프라이즈 SSO가 깨짐.", "메타데이터(공개 서명 인증서)가 바뀌었는데 우리가 예전 메타데이터를 캐싱함. 이제 매일 갱신함.",
           "고객사에 IdP 인증서 교체 전 사전 공지를 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: base64 data URI image")
def c_data_uri(lang):
    blk = "background-image: url(\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s\");" % b64(rbytes(R.randint(40, 80))).rstrip("=")
    f = C(lang, ("CSS bundle grew by 300 kB.", "Vite inlines assets under 4 kB as data URIs; a loop of icons pushed many into the CSS. Raised the limit down to 1 kB.",
                 "Ask whether icons should move to an SVG sprite."),
          ("CSS 번들이 300kB 증가.", "Vite는 4kB 미만 에셋을 data URI로 인라인함. 아이콘이 많이 들어가면서 CSS로 몰렸음. 한도를 1kB로 낮춤.",
           "아이콘을 SVG 스프라이트로 옮길지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: tenant UUIDs in multi-tenant config")
def c_tenants(lang):
    blk = "tenants:\n" + "\n".join("  - id: %s\n    name: %s\n    region: %s" % (uuid4(), o, pick(REGIONS)) for o in sample(ORGS, 3))
    f = C(lang, ("A customer saw another tenant's logo for a minute.", "The CDN cached the tenant theme without Vary on the tenant host header; tenant ids are not secrets but must be part of the cache key.",
                 "Ask for a cache-key review of all tenant assets."),
          ("고객이 1분 동안 다른 테넌트 로고를 봄.", "CDN이 테넌트 host 헤더 Vary 없이 테마를 캐싱함. 테넌트 id는 비밀은 아니지만 캐시 키에 포함돼야 함.",
           "테넌트 에셋 전체의 캐시 키 점검을 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: prose on token expiry and refresh")
def c_token_prose(lang):
    f = C(lang, ("I assumed the access token lasts a day; it doesn't.",
                 "Access tokens live 15 minutes, refresh tokens 30 days with rotation; reuse of an old refresh token revokes the whole family. Never log either token, log the jti instead.",
                 "Ask where token lifetimes are configured per client."),
          ("액세스 토큰이 하루짜리라고 착각했음.",
           "액세스 토큰은 15분, 리프레시 토큰은 30일이고 rotation 방식. 예전 리프레시 토큰을 재사용하면 전체 토큰 계열이 폐기됨. 토큰은 로그에 남기지 말고 jti만 남길 것.",
           "클라이언트별 토큰 수명 설정 위치를 물어볼 것."))
    return f


@CLEAN("lookalike: Stripe webhook event JSON (ids only)")
def c_stripe_event(lang):
    blk = '{"id": "evt_1%s", "type": "invoice.payment_failed", "data": {"object": {"id": "in_1%s", "customer": "cus_%s", "subscription": "sub_1%s"}}}' % (
        rs(ALNUM, 23), rs(ALNUM, 23), rs(ALNUM, 14), rs(ALNUM, 23))
    f = C(lang, ("Dunning e-mails were not sent for failed renewals.", "Our handler ignored invoice.payment_failed when billing_reason was subscription_cycle.",
                 "Ask which invoice events finance cares about."),
          ("갱신 결제 실패 시 독촉 메일이 안 나감.", "billing_reason이 subscription_cycle일 때 핸들러가 invoice.payment_failed를 무시하고 있었음.",
           "재무팀이 관심 있는 invoice 이벤트 목록을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: GitHub webhook delivery ids")
def c_gh_delivery(lang):
    blk = "X-GitHub-Event: pull_request\nX-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %s\nX-GitHub-Hook-Installation-Target-ID: %s" % (uuid4(), digits(9), digits(9))
    f = C(lang, ("The PR bot missed events during the deploy window.", "Deliveries can be redelivered from the UI by delivery id; the bot should also be idempotent on X-GitHub-Delivery.",
                 "Ask whether the bot stores processed delivery ids."),
          ("배포 시간 동안 PR 봇이 이벤트를 놓침.", "delivery id로 UI에서 재전송할 수 있음. 봇도 X-GitHub-Delivery 기준으로 멱등 처리해야 함.",
           "봇이 처리한 delivery id를 저장하는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: terraform plan with sensitive values hidden")
def c_tf_sensitive(lang):
    blk = '  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-%s"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy.' % (org(), env())
    f = C(lang, ("Every plan showed a change on the DB instance although nobody touched it.", "The password came from a random_password without keepers in a module that was re-created; pin it or use manage_master_user_password.",
                 "Ask whether applying this would trigger a restart (it does not, but confirm)."),
          ("아무도 안 건드렸는데 plan마다 DB 인스턴스 변경이 뜸.", "모듈 재생성으로 keepers 없는 random_password가 바뀌었음. 고정하거나 manage_master_user_password를 쓸 것.",
           "apply하면 재시작이 일어나는지 확인할 것(안 일어나지만 확인)."))
    return attach(f, blk)


@CLEAN("lookalike: helm template with secretKeyRef")
def c_secretkeyref(lang):
    s = svc()
    blk = "        env:\n          - name: DATABASE_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password" % s
    f = C(lang, ("Pods stuck in CreateContainerConfigError.", "secretKeyRef pointed at key 'password' but the secret had 'DB_PASSWORD'.",
                 "Ask for the secret key naming convention."),
          ("pod이 CreateContainerConfigError에서 멈춤.", "secretKeyRef는 'password' 키를 보는데 시크릿에는 'DB_PASSWORD'가 있었음.",
           "시크릿 키 명명 규칙을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: npm publish notice with shasum and integrity")
def c_npm_publish(lang):
    blk = "npm notice package: @%s/ui@%d.%d.%d\nnpm notice shasum: %s\nnpm notice integrity: sha512-%s[...]%s==" % (org(), R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), hexs(40), rs(B64, 13), rs(B64, 8))
    f = C(lang, ("Consumers installed the new UI package but got the old components.", "We published from a dirty dist folder; the shasum matched the previous version's tarball.",
                 "Ask to publish only from CI with `npm pack` verification."),
          ("새 UI 패키지를 설치했는데 예전 컴포넌트가 들어 있었음.", "더러운 dist 폴더에서 publish함. shasum이 이전 버전 tarball과 같았음.",
           "CI에서 `npm pack` 검증 후에만 publish하자고 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: security training notes on handling secrets")
def c_sec_training(lang):
    f = C(lang, ("I wasn't sure what counts as a secret in our notes and tickets.",
                 "From the security onboarding: passwords, API keys, tokens, private keys and session cookies never go in tickets or chat; share a vault link instead. Public keys, fingerprints, commit hashes and request ids are fine.",
                 "Ask security to add examples to the wiki page."),
          ("노트나 티켓에서 무엇이 비밀 정보인지 헷갈렸음.",
           "보안 온보딩 내용: 비밀번호, API 키, 토큰, 개인 키, 세션 쿠키는 티켓이나 채팅에 절대 남기지 말고 vault 링크를 공유할 것. 공개키, 지문, 커밋 해시, request id는 괜찮음.",
           "보안팀에 위키 페이지 예시 추가를 요청할 것."))
    return f


@CLEAN("lookalike: sandbox magic test values")
def c_magic(lang):
    f = C(lang, ("SMS tests in CI sent real messages and cost money.",
                 "Use the provider's magic numbers in test mode (+15005550006 is valid, +15005550001 is invalid) and the fixed OTP 000000 that our auth service accepts only when APP_ENV=test.",
                 "Ask how APP_ENV=test is prevented in production."),
          ("CI의 SMS 테스트가 실제 문자를 보내서 비용이 나감.",
           "테스트 모드에서는 업체 매직 번호(+15005550006 유효, +15005550001 무효)와, APP_ENV=test일 때만 auth 서비스가 받는 고정 OTP 000000을 쓸 것.",
           "운영에서 APP_ENV=test가 어떻게 차단되는지 물어볼 것."))
    return f


@CLEAN("lookalike: Dockerfile ADD with checksum")
def c_add_checksum(lang):
    blk = "ADD --checksum=sha256:%s \\\n    https://github.com/%s/%s/releases/download/v%d.%d.0/tool-linux-amd64 /usr/local/bin/tool" % (hexs(64), org(), pick(REPOS), R.randint(1, 3), R.randint(0, 20))
    f = C(lang, ("Builds broke randomly when the upstream re-uploaded a release asset.", "ADD --checksum fails fast instead of baking in a changed binary.",
                 "Ask whether we should mirror the binary internally."),
          ("업스트림이 릴리스 에셋을 다시 올리면서 빌드가 불규칙하게 깨짐.", "ADD --checksum은 바뀐 바이너리를 굽지 않고 바로 실패시킴.",
           "바이너리를 내부에 미러링할지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: OpenAPI spec with password format field")
def c_openapi(lang):
    blk = "components:\n  schemas:\n    LoginRequest:\n      type: object\n      required: [email, password]\n      properties:\n        email: {type: string, format: email}\n        password: {type: string, format: password, minLength: 12}\n  securitySchemes:\n    bearerAuth: {type: http, scheme: bearer, bearerFormat: JWT}"
    f = C(lang, ("The generated Swift client sent the password field as 'pass'.", "Our codegen template renamed fields with format: password; fixed the template mapping.",
                 "Ask who owns the codegen templates."),
          ("생성된 Swift 클라이언트가 password 필드를 'pass'로 보냄.", "codegen 템플릿이 format: password 필드 이름을 바꾸고 있었음. 템플릿 매핑 수정.",
           "codegen 템플릿 담당자를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: masked secret values in CI log")
def c_ci_masked(lang):
    blk = "Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: %s\n    SENTRY_AUTH_TOKEN: ***\n    NPM_TOKEN: ***\n+ curl -sf -H 'Authorization: Bearer ***' https://api.%s.com/deploys" % (pick(REGIONS), org())
    f = C(lang, ("Deploy notifications failed; the CI log shows the request but masks the values.", "Masking worked; the failure was a 404 because the deploy API moved to /v2/deploys.",
                 "Ask for the deploy API changelog."),
          ("배포 알림 실패. CI 로그에 요청은 보이지만 값은 마스킹됨.", "마스킹은 정상이고 실패 원인은 배포 API가 /v2/deploys로 옮겨서 난 404였음.",
           "배포 API 변경 이력을 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: session and cookie settings without values")
def c_cookie_settings(lang):
    blk = "SESSION_COOKIE_SECURE = True\nSESSION_COOKIE_HTTPONLY = True\nSESSION_COOKIE_SAMESITE = \"Lax\"\nSESSION_COOKIE_AGE = 60 * 60 * 24 * 14\nCSRF_TRUSTED_ORIGINS = [\"https://admin.%s.com\"]" % org()
    f = C(lang, ("Admin login worked on desktop but looped on the iOS in-app browser.", "SameSite=None is required for the cross-site payment redirect; Lax dropped the session cookie on the POST back.",
                 "Ask whether the payment return can be a GET."),
          ("데스크톱에서는 어드민 로그인이 되는데 iOS 인앱 브라우저에서 루프.", "교차 사이트 결제 리다이렉트에는 SameSite=None이 필요함. Lax라 POST 복귀 시 세션 쿠키가 빠짐.",
           "결제 복귀를 GET으로 바꿀 수 있는지 물어볼 것."))
    return attach(f, blk)


# ---- publishable keys (documented as safe to ship to clients) ---------------------------------
@CLEAN("publishable: Stripe publishable key in checkout config [Stripe]", "publishable")
def p_stripe_pk(lang):
    pk = "pk_live_51" + rs(ALNUM, 97)
    blk = "// apps/web/src/lib/stripe.ts\nexport const stripePromise = loadStripe(\"%s\");" % pk
    f = C(lang, ("Checkout showed 'No such payment_intent' in the browser only.", "The PaymentIntent was created on the platform account but confirmed with this publishable key without stripeAccount; publishable keys are meant for the browser.",
                 "Ask whether we use Connect direct charges or destination charges."),
          ("브라우저에서만 결제 시 'No such payment_intent'.", "PaymentIntent는 플랫폼 계정에서 만들었는데 stripeAccount 없이 이 publishable key로 confirm함. publishable key는 원래 브라우저용임.",
           "Connect direct charge인지 destination charge인지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Supabase anon key in client init [Supabase]", "publishable")
def p_supabase_anon(lang):
    ref = rs(LO, 20)
    anon = jwt_make({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "anon", "iat": 1718000000 + R.randint(0, 9000000), "exp": 2033000000 + R.randint(0, 9000000)})
    blk = "const supabase = createClient(\"https://%s.supabase.co\", \"%s\");" % (ref, anon)
    f = C(lang, ("Users could read other users' drafts through the client SDK.", "The anon key is public by design; the bug was a missing RLS policy on drafts. Enabled RLS with owner = auth.uid().",
                 "Ask for an RLS review on all tables."),
          ("클라이언트 SDK로 다른 사용자의 임시저장 글을 읽을 수 있었음.", "anon key는 원래 공개용임. 원인은 drafts 테이블 RLS 정책 누락. owner = auth.uid()로 RLS 활성화.",
           "모든 테이블 RLS 점검을 요청할 것."))
    return attach(f, blk, "missing_context")


@CLEAN("publishable: Firebase web config apiKey [Google]", "publishable")
def p_firebase_web(lang):
    pid = "%s-%s" % (org(), pick(["web", "app", "prod"]))
    blk = 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  appId: "1:%s:web:%s",\n};' % (rs(B64URL, 35), pid, pid, digits(12), hexs(22))
    f = C(lang, ("Security scanner flagged the Firebase apiKey in our JS bundle.", "Firebase web API keys identify the project and are meant to be public; access is governed by Security Rules and App Check. Restricted the key to our domains anyway.",
                 "Ask whether App Check enforcement is on for Firestore."),
          ("보안 스캐너가 JS 번들의 Firebase apiKey를 경고.", "Firebase 웹 API 키는 프로젝트 식별용이라 공개가 전제임. 접근 제어는 Security Rules와 App Check가 함. 그래도 도메인 제한을 걸어둠.",
           "Firestore에 App Check 강제가 켜져 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Mapbox public token in web map [Mapbox]", "publishable")
def p_mapbox_pk(lang):
    user = pick(["haneul-maps", "acme-geo", "orbitlab"])
    tok = "pk." + b64u(json.dumps({"u": user, "a": "cl" + rs(LOWALNUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64URL, 22)
    blk = "mapboxgl.accessToken = \"%s\";" % tok
    f = C(lang, ("Map tiles failed to load on the new marketing domain.", "Public (pk.) tokens are meant for the browser; this one had a URL restriction that did not include the new domain.",
                 "Ask who can edit token URL restrictions."),
          ("새 마케팅 도메인에서 지도 타일이 안 뜸.", "public(pk.) 토큰은 브라우저용임. 이 토큰의 URL 제한에 새 도메인이 없었음.",
           "토큰 URL 제한을 수정할 수 있는 사람을 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Algolia search-only key in InstantSearch [Algolia]", "publishable")
def p_algolia_search(lang):
    blk = "const searchClient = algoliasearch(\"%s\", \"%s\"); // search-only key" % (rs(UPALNUM, 10), hexs(32))
    f = C(lang, ("Search results on the storefront ignored the out-of-stock filter.", "The search-only key is public and fine in the bundle; the filter belongs in a secured key or index settings, not in client code.",
                 "Ask whether we need secured API keys per customer group."),
          ("스토어 검색 결과가 품절 필터를 무시함.", "search-only key는 공개용이라 번들에 있어도 됨. 필터는 클라이언트 코드가 아니라 secured key나 인덱스 설정에 있어야 함.",
           "고객 그룹별 secured API key가 필요한지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Sentry DSN in frontend init [Sentry]", "publishable")
def p_sentry_dsn(lang):
    blk = "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (hexs(32), digits(6), digits(7))
    f = C(lang, ("Frontend errors from Safari never reached Sentry.", "The DSN is public by design; the events were dropped by the CSP connect-src, which did not include the ingest host.",
                 "Ask whether we should tunnel Sentry events through our domain."),
          ("Safari 프론트엔드 에러가 Sentry에 안 들어옴.", "DSN은 원래 공개 값임. CSP connect-src에 ingest 호스트가 없어서 이벤트가 차단됐음.",
           "Sentry 이벤트를 우리 도메인으로 터널링할지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: PostHog project key in web snippet [PostHog]", "publishable")
def p_posthog(lang):
    blk = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43)
    f = C(lang, ("Funnels showed zero signups from the mobile web.", "The project key (phc_) is write-only and public; events were blocked by an ad blocker rule, so we added a reverse proxy path.",
                 "Ask whether the reverse proxy path is allowed by legal."),
          ("퍼널에서 모바일 웹 가입이 0으로 보임.", "프로젝트 키(phc_)는 쓰기 전용 공개 키임. 광고 차단 규칙에 막혀서 리버스 프록시 경로를 추가함.",
           "리버스 프록시 경로가 법무상 괜찮은지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Toss Payments client key in payment widget [Toss Payments]", "publishable")
def p_toss_ck(lang):
    blk = "const tossPayments = TossPayments(\"live_ck_%s\");\nconst widgets = tossPayments.widgets({ customerKey });" % rs(ALNUM, 24)
    f = C(lang, ("Payment widget rendered blank on the order page.", "The client key (ck) is meant for the browser; the widget needed a customerKey per user and we passed undefined for guests (use ANONYMOUS).",
                 "Ask whether guest checkout is in scope."),
          ("주문 페이지에서 결제위젯이 빈 화면.", "클라이언트 키(ck)는 브라우저용임. 위젯에 사용자별 customerKey가 필요한데 비회원에게 undefined를 넘겼음(ANONYMOUS 사용).",
           "비회원 결제가 범위에 포함되는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Kakao JavaScript key in Kakao.init [Kakao]", "publishable")
def p_kakao_js(lang):
    blk = "Kakao.init('%s'); // JavaScript 키, 플랫폼 도메인 등록 필요" % hexs(32) if lang == "ko" else "Kakao.init('%s'); // JavaScript key, site domain must be registered" % hexs(32)
    f = C(lang, ("Kakao share button threw 'KOE006' on the staging domain.", "The JavaScript key is public by design; the staging domain was not registered under Platform > Web.",
                 "Ask who has admin access to the Kakao Developers app."),
          ("스테이징 도메인에서 카카오 공유 버튼이 'KOE006' 에러.", "JavaScript 키는 원래 공개용임. 스테이징 도메인이 플랫폼 > Web에 등록돼 있지 않았음.",
           "카카오 디벨로퍼스 앱 관리자 권한자를 물어볼 것."))
    return attach(f, blk)


@CLEAN("publishable: Clerk publishable key in Next.js env [Clerk]", "publishable")
def p_clerk_pk(lang):
    dom = "clerk.%s.com$" % org()
    blk = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(dom.encode()).rstrip("=")
    f = C(lang, ("Sign-in failed on production with 'Clerk: Production Keys are only allowed for domain ...'.", "The publishable key encodes the frontend API domain; the app was served from a preview domain. NEXT_PUBLIC_ values are shipped to the browser by design.",
                 "Ask for a satellite domain setup if previews need auth."),
          ("운영에서 로그인 시 'Clerk: Production Keys are only allowed for domain ...' 에러.", "publishable key에는 frontend API 도메인이 인코딩돼 있음. 앱이 preview 도메인에서 서빙됐음. NEXT_PUBLIC_ 값은 원래 브라우저로 나감.",
           "preview에서도 인증이 필요하면 satellite 도메인 설정을 요청할 것."))
    return attach(f, blk)


@CLEAN("publishable: Google Maps browser key with referrer restriction [Google]", "publishable")
def p_gmaps(lang):
    blk = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&loading=async&callback=initMap"></script>' % rs(B64URL, 35)
    f = C(lang, ("Maps showed 'For development purposes only' watermark on the store locator.", "Maps JavaScript keys are embedded in pages; protection is the HTTP referrer restriction plus API restriction. Billing was disabled on the project.",
                 "Ask finance to re-enable billing on the Maps project."),
          ("매장 찾기 지도에 'For development purposes only' 워터마크.", "Maps JavaScript 키는 페이지에 들어가는 게 전제이고 보호는 HTTP referrer 제한과 API 제한으로 함. 프로젝트 결제가 꺼져 있었음.",
           "재무팀에 Maps 프로젝트 결제 재활성화를 요청할 것."))
    return attach(f, blk)


@CLEAN("publishable: LaunchDarkly client-side ID [LaunchDarkly]", "publishable")
def p_ld_client(lang):
    blk = "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });" % hexs(24)
    f = C(lang, ("A flag was on for everyone in the web app even though it targets 5%.", "The client-side ID is public; the flag was not marked 'available to client-side SDKs', so the SDK served the fallback (true).",
                 "Ask for a default-false convention for fallbacks."),
          ("5% 대상 플래그가 웹앱에서 전원에게 켜져 있었음.", "client-side ID는 공개 값임. 플래그가 'client-side SDK 사용 가능'으로 표시되지 않아 SDK가 fallback(true)을 반환함.",
           "fallback 기본값을 false로 하는 규칙을 요청할 것."))
    return attach(f, blk)


# ---- plain clean notes ---------------------------------------------------------------------------
def _plain(cat, en, ko):
    @CLEAN(cat, "plain")
    def fn(lang):
        t = pick(en) if lang == "en" else pick(ko)
        return mk(*t)
    return fn


_plain("plain: flaky test caused by timezone", [
    ("The report test failed only between 00:00 and 09:00 KST.", "The test built 'today' in UTC while the code used Asia/Seoul; freeze time and pass the zone explicitly.", "Ask whether CI runners should run in UTC."),
    ("A date-range test was red every morning before 9.", "new Date() in the test vs ZonedDateTime in the service; KST is UTC+9, so the day boundary differs for nine hours.", "")],
    [("리포트 테스트가 한국 시간 00시~09시에만 실패.", "테스트는 UTC로 '오늘'을 만들고 코드는 Asia/Seoul을 씀. 시간을 고정하고 존을 명시적으로 넘길 것.", "CI runner를 UTC로 돌려야 하는지 물어볼 것."),
     ("날짜 범위 테스트가 매일 아침 9시 전까지 빨간불.", "테스트의 new Date()와 서비스의 ZonedDateTime 차이. KST는 UTC+9라 9시간 동안 날짜 경계가 다름.", "")])
_plain("plain: migration blocked by lock timeout", [
    ("The ALTER TABLE on orders hung in prod and requests piled up behind it.", "Adding a column with a default rewrote the table on the old Postgres; set lock_timeout=5s and add the default in a separate step.", "Ask for the expected write load before running migrations on big tables.")],
    [("운영 orders 테이블 ALTER TABLE이 멈추고 요청이 뒤에 쌓임.", "예전 Postgres에서 기본값 있는 컬럼 추가가 테이블을 재작성함. lock_timeout=5s를 걸고 기본값은 별도 단계로 추가할 것.", "큰 테이블 마이그레이션 전에 예상 쓰기 부하를 물어볼 것.")])
_plain("plain: Gradle daemon out of memory on CI", [
    ("Android CI died with 'Gradle build daemon disappeared unexpectedly'.", "The runner has 7 GB; org.gradle.jvmargs=-Xmx6g plus Kotlin daemon left nothing. Set -Xmx3g and kotlin.daemon.jvmargs=-Xmx2g.", "Ask for larger runners for the release job.")],
    [("안드로이드 CI가 'Gradle build daemon disappeared unexpectedly'로 종료.", "runner 메모리가 7GB인데 org.gradle.jvmargs=-Xmx6g에 Kotlin daemon까지 돌아서 부족. -Xmx3g와 kotlin.daemon.jvmargs=-Xmx2g로 조정.", "릴리스 job용 더 큰 runner를 요청할 것.")])
_plain("plain: Xcode version mismatch on build machines", [
    ("iOS builds passed locally but failed on CI with a Swift concurrency error.", "CI was on Xcode 15.4 and I was on 16.1; the .xcode-version file is now read by the CI setup step.", "Ask when the team upgrades Xcode.")],
    [("iOS 빌드가 로컬은 통과, CI는 Swift concurrency 에러로 실패.", "CI는 Xcode 15.4, 나는 16.1이었음. 이제 CI 설정 단계가 .xcode-version 파일을 읽음.", "팀의 Xcode 업그레이드 일정을 물어볼 것.")])
_plain("plain: pnpm workspace hoisting issue", [
    ("A package worked in the monorepo but broke when published.", "It imported a dependency hoisted from a sibling package; pnpm's strict node_modules hides that in CI but not with shamefully-hoist locally.", "Ask why shamefully-hoist is on in the root .npmrc.")],
    [("모노레포 안에서는 되던 패키지가 배포 후 깨짐.", "형제 패키지에서 호이스팅된 의존성을 import하고 있었음. 로컬은 shamefully-hoist라 가려졌음.", "루트 .npmrc에 shamefully-hoist가 왜 켜져 있는지 물어볼 것.")])
_plain("plain: Korean IME composition in React input", [
    ("The search box fired requests with half-composed Korean syllables and the last character duplicated on Enter.", "Check event.nativeEvent.isComposing (or compositionend) before handling Enter/keydown.", "Ask QA to include Korean IME cases in the input checklist.")],
    [("검색창이 조합 중인 한글로 요청을 보내고 Enter 시 마지막 글자가 중복 입력됨.", "Enter/keydown 처리 전에 event.nativeEvent.isComposing(또는 compositionend)을 확인할 것.", "QA 입력 체크리스트에 한글 IME 케이스를 넣어 달라고 할 것.")])
_plain("plain: ORM N+1 query in list endpoint", [
    ("GET /orders took 4 s for accounts with many orders.", "Each order lazily loaded its items; one prefetch turned 300 queries into 2.", "Ask whether we can add a query-count assertion to API tests.")],
    [("주문이 많은 계정에서 GET /orders가 4초.", "주문마다 아이템을 지연 로딩함. prefetch 하나로 쿼리 300개가 2개로 줄었음.", "API 테스트에 쿼리 수 검증을 넣을 수 있는지 물어볼 것.")])
_plain("plain: Docker build context too large", [
    ("docker build spent a minute 'transferring context'.", "No .dockerignore; node_modules and .git were sent every time.", "")],
    [("docker build가 'transferring context'에 1분을 씀.", ".dockerignore가 없어서 node_modules와 .git을 매번 보냈음.", "")])
_plain("plain: Kubernetes readiness probe too aggressive", [
    ("Pods were killed during JVM warm-up after each deploy.", "The liveness probe started at 10 s; a startupProbe with a 120 s budget fixed it without loosening liveness.", "Ask for typical startup times per service.")],
    [("배포마다 JVM 워밍업 중에 pod이 죽음.", "liveness probe가 10초부터 시작했음. 120초 예산의 startupProbe로 liveness는 그대로 두고 해결.", "서비스별 일반적인 기동 시간을 물어볼 것.")])
_plain("plain: stale feature flag cleanup", [
    ("A bug came from a flag that had been 100% on for a year; the off-branch code rotted.", "Remove flags within two sprints of full rollout; add an expiry date to each flag.", "Ask who owns the flag cleanup list.")],
    [("1년째 100% 켜진 플래그의 꺼진 쪽 코드가 썩어서 버그 발생.", "전체 롤아웃 후 두 스프린트 안에 플래그를 제거할 것. 플래그마다 만료일을 넣을 것.", "플래그 정리 목록 담당자를 물어볼 것.")])
_plain("plain: code review lesson on small PRs", [
    ("My 1,800-line PR sat for four days without review.", "Split by layer (schema, service, UI) and open a draft early; reviewers approved the smaller PRs within hours.", "Ask the team's preferred max PR size.")],
    [("1,800줄짜리 PR이 4일 동안 리뷰를 못 받음.", "레이어별(스키마, 서비스, UI)로 나누고 초안 PR을 일찍 열 것. 작은 PR은 몇 시간 만에 승인됨.", "팀이 선호하는 최대 PR 크기를 물어볼 것.")])
_plain("plain: incident follow-up on alert fatigue", [
    ("During the outage the real alert was buried among 40 noisy ones.", "Alerts must be actionable; we deleted 25 and moved 10 to a dashboard.", "Ask who reviews alert rules each quarter.")],
    [("장애 중 진짜 알림이 시끄러운 알림 40개 사이에 묻힘.", "알림은 조치 가능해야 함. 25개를 삭제하고 10개는 대시보드로 옮김.", "분기별 알림 규칙 검토 담당자를 물어볼 것.")])
_plain("plain: cron schedule in KST vs UTC", [
    ("The 'midnight' settlement job ran at 9 am Korean time.", "Kubernetes CronJobs use the controller's timezone unless spec.timeZone is set; set Asia/Seoul explicitly.", "")],
    [("'자정' 정산 job이 한국 시간 오전 9시에 돌았음.", "Kubernetes CronJob은 spec.timeZone이 없으면 컨트롤러 시간대를 씀. Asia/Seoul을 명시할 것.", "")])
_plain("plain: Python venv vs system interpreter", [
    ("The script worked in my terminal but failed from cron with ModuleNotFoundError.", "cron used /usr/bin/python3; call the venv's interpreter by absolute path.", "Ask whether we should package the script with uv tool.")],
    [("터미널에서는 되는 스크립트가 cron에서는 ModuleNotFoundError.", "cron이 /usr/bin/python3를 썼음. venv 인터프리터를 절대 경로로 호출할 것.", "스크립트를 uv tool로 패키징할지 물어볼 것.")])
_plain("plain: Node version pinned with .nvmrc", [
    ("Tests failed with 'structuredClone is not defined' on one laptop.", "Node 16 was active; the repo pins 20 in .nvmrc and engines, and corepack handles pnpm.", "")],
    [("한 노트북에서만 'structuredClone is not defined'로 테스트 실패.", "Node 16이 활성화돼 있었음. 저장소는 .nvmrc와 engines로 20을 고정하고 pnpm은 corepack이 관리함.", "")])
_plain("plain: missing index on created_at", [
    ("The admin 'recent signups' page timed out.", "ORDER BY created_at DESC LIMIT 50 did a full scan; a btree index on (created_at DESC) brought it to 3 ms.", "Ask for slow-query log access.")],
    [("어드민 '최근 가입자' 페이지 타임아웃.", "ORDER BY created_at DESC LIMIT 50이 풀스캔이었음. (created_at DESC) btree 인덱스로 3ms.", "슬로우 쿼리 로그 접근 권한을 요청할 것.")])
_plain("plain: React Native Hermes build failure", [
    ("Release build crashed on launch after enabling Hermes.", "A library used Function.prototype.toString tricks Hermes doesn't support; upgraded it.", "Ask for a release-build smoke test in CI.")],
    [("Hermes 활성화 후 릴리스 빌드가 실행 즉시 크래시.", "라이브러리가 Hermes가 지원하지 않는 Function.prototype.toString 트릭을 씀. 라이브러리 업그레이드로 해결.", "CI에 릴리스 빌드 스모크 테스트를 요청할 것.")])
_plain("plain: Android minSdk bump impact", [
    ("Product asked why 3% of users stopped getting updates.", "We raised minSdk to 26; those devices can no longer install new versions from Play.", "Ask product before changing minSdk next time.")],
    [("기획에서 사용자 3%가 업데이트를 못 받는 이유를 물음.", "minSdk를 26으로 올려서 해당 기기는 Play에서 새 버전을 설치할 수 없음.", "다음에는 minSdk 변경 전에 기획과 상의할 것.")])
_plain("plain: Terraform state lock left behind", [
    ("terraform apply failed with 'Error acquiring the state lock'.", "A cancelled CI job left the DynamoDB lock; force-unlock only after confirming no apply is running.", "Ask who is allowed to force-unlock.")],
    [("terraform apply가 'Error acquiring the state lock'으로 실패.", "취소된 CI job이 DynamoDB 락을 남김. 실행 중인 apply가 없는지 확인한 뒤에만 force-unlock할 것.", "force-unlock 권한자를 물어볼 것.")])
_plain("plain: retry with backoff for 429 responses", [
    ("The sync job hammered a partner API and got rate-limited for an hour.", "Respect Retry-After and use exponential backoff with jitter; cap concurrency at 4.", "Ask the partner for their documented rate limits.")],
    [("동기화 job이 파트너 API를 두드리다가 한 시간 동안 rate limit에 걸림.", "Retry-After를 존중하고 지터 있는 지수 백오프를 쓸 것. 동시성은 4로 제한.", "파트너에 공식 rate limit을 물어볼 것.")])
_plain("plain: pagination cursor bug", [
    ("Infinite scroll showed duplicate posts.", "The cursor was created_at only; ties at the same second repeated rows. Use (created_at, id).", "")],
    [("무한 스크롤에서 게시글이 중복 표시됨.", "cursor가 created_at만 써서 같은 초의 행이 반복됨. (created_at, id)를 쓸 것.", "")])
_plain("plain: Korean plural and particle handling in i18n", [
    ("Korean cart strings used the wrong object particle (eul after a vowel instead of reul).", "Korean particles depend on whether the noun ends in a consonant; we added a josa helper instead of hard-coding one form.", "Ask the localisation vendor to flag particle-dependent strings.")],
    [("장바구니 문구가 '사과를'이 아니라 '사과을'로 나옴.", "조사는 받침에 따라 달라짐. 을/를을 하드코딩하지 않고 조사 헬퍼를 추가함.", "번역 업체에 조사 의존 문구를 표시해 달라고 요청할 것.")])
_plain("plain: log volume cost spike", [
    ("The logging bill doubled in a month.", "A debug log inside a hot loop shipped 2 TB; sample debug logs and set per-service quotas.", "Ask for a cost dashboard per service.")],
    [("로그 비용이 한 달 만에 두 배.", "hot loop 안의 debug 로그가 2TB를 보냄. debug 로그를 샘플링하고 서비스별 한도를 둘 것.", "서비스별 비용 대시보드를 요청할 것.")])
_plain("plain: PR template and checklist", [
    ("Reviewers kept asking the same questions about rollout and migrations.", "Added a PR template with rollout, migration and rollback sections; review rounds dropped.", "")],
    [("리뷰어들이 롤아웃과 마이그레이션에 대해 같은 질문을 반복함.", "롤아웃, 마이그레이션, 롤백 항목이 있는 PR 템플릿을 추가하니 리뷰 왕복이 줄었음.", "")])
_plain("plain: local HTTPS for OAuth callbacks", [
    ("Social login callbacks failed on localhost because the provider requires https.", "mkcert plus a local domain (app.localhost) satisfied the provider; documented in CONTRIBUTING.", "Ask whether the provider allows http://localhost for dev apps.")],
    [("소셜 로그인 제공자가 https를 요구해서 localhost 콜백이 실패.", "mkcert와 로컬 도메인(app.localhost)으로 해결. CONTRIBUTING에 문서화.", "개발용 앱에 http://localhost를 허용하는지 물어볼 것.")])

@CLEAN("lookalike: OCI image manifest with layer digests")
def c_oci_manifest(lang):
    blk = ('{\n  "schemaVersion": 2,\n  "mediaType": "application/vnd.oci.image.manifest.v1+json",\n  "config": {"digest": "sha256:%s", "size": %d},\n'
           '  "layers": [\n    {"digest": "sha256:%s", "size": %d},\n    {"digest": "sha256:%s", "size": %d}\n  ]\n}') % (
        hexs(64), R.randint(1000, 9000), hexs(64), R.randint(2000000, 40000000), hexs(64), R.randint(10000, 900000))
    f = C(lang, ("The vulnerability scanner and the registry disagreed about which image was deployed.",
                 "The scanner looked at the config digest, the registry UI at the manifest digest; compare manifest digests only.",
                 "Ask which digest the deploy tool records."),
          ("취약점 스캐너와 레지스트리가 배포된 이미지를 서로 다르게 표시함.",
           "스캐너는 config digest를, 레지스트리 UI는 manifest digest를 보고 있었음. manifest digest끼리만 비교할 것.",
           "배포 툴이 어떤 digest를 기록하는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: .terraform.lock.hcl provider hashes")
def c_tf_lock(lang):
    blk = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
        R.randint(40, 80), b64(rbytes(32)), hexs(64), hexs(64))
    f = C(lang, ("terraform init failed on the Linux runner: 'the cached package does not match any of the checksums'.",
                 "The lock file was created on a Mac and only had the darwin h1 hash; run `terraform providers lock -platform=linux_amd64 -platform=darwin_arm64`.",
                 "Ask which platforms CI and developers use."),
          ("Linux runner에서 terraform init 실패: 'the cached package does not match any of the checksums'.",
           "lock 파일이 맥에서 만들어져 darwin h1 해시만 있었음. `terraform providers lock -platform=linux_amd64 -platform=darwin_arm64`를 돌릴 것.",
           "CI와 개발자가 쓰는 플랫폼을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Gradle dependency verification metadata")
def c_gradle_verify(lang):
    blk = '<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n   <artifact name="okhttp-4.12.0.jar">\n      <sha256 value="%s" origin="Generated by Gradle"/>\n   </artifact>\n</component>' % hexs(64)
    f = C(lang, ("Android build failed with 'Dependency verification failed' after a library bump.",
                 "verification-metadata.xml needs regenerating with --write-verification-metadata sha256 for the new version; review the diff before committing.",
                 "Ask who reviews verification-metadata changes."),
          ("라이브러리 업데이트 후 안드로이드 빌드가 'Dependency verification failed'로 실패.",
           "새 버전에 대해 --write-verification-metadata sha256으로 verification-metadata.xml을 재생성해야 함. 커밋 전 diff 검토.",
           "verification-metadata 변경 리뷰어를 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: Podfile.lock spec checksums")
def c_podfile_lock(lang):
    blk = "SPEC CHECKSUMS:\n  Alamofire: %s\n  FirebaseCore: %s\n  Kingfisher: %s\n\nPODFILE CHECKSUM: %s\n\nCOCOAPODS: 1.15.2" % (hexs(40), hexs(40), hexs(40), hexs(40))
    f = C(lang, ("pod install on CI changed Podfile.lock every run.", "Developers used different CocoaPods versions; pin it in the Gemfile and run through bundle exec.",
                 "Ask whether we are moving to Swift Package Manager."),
          ("CI에서 pod install 할 때마다 Podfile.lock이 바뀜.", "개발자마다 CocoaPods 버전이 달랐음. Gemfile에 고정하고 bundle exec으로 실행할 것.",
           "Swift Package Manager로 옮기는 중인지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: composer.lock content-hash and dist shasum")
def c_composer(lang):
    blk = '"content-hash": "%s",\n...\n"dist": {\n    "type": "zip",\n    "url": "https://api.github.com/repos/laravel/framework/zipball/%s",\n    "reference": "%s",\n    "shasum": ""\n}' % (hexs(32), sha40(), sha40())
    f = C(lang, ("composer install warned 'The lock file is not up to date with the latest changes in composer.json'.",
                 "content-hash is a hash of composer.json; someone edited composer.json by hand. `composer update --lock` fixes it without upgrading packages.",
                 "Ask whether CI should fail on this warning."),
          ("composer install이 'The lock file is not up to date with the latest changes in composer.json' 경고.",
           "content-hash는 composer.json의 해시임. 누가 composer.json을 손으로 고쳤음. `composer update --lock`으로 패키지 업그레이드 없이 해결.",
           "CI에서 이 경고를 실패로 처리할지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: projected service account token config (no token)")
def c_sa_projection(lang):
    blk = "volumes:\n  - name: vault-token\n    projected:\n      sources:\n        - serviceAccountToken:\n            path: token\n            audience: vault\n            expirationSeconds: 3600"
    f = C(lang, ("Vault Kubernetes auth failed with 'invalid audience (aud) claim'.",
                 "The default service account token has the API server audience; a projected token with audience: vault is what the Vault role expects. Kubelet rotates it automatically.",
                 "Ask for the Vault role's bound_audiences setting."),
          ("Vault Kubernetes 인증이 'invalid audience (aud) claim'으로 실패.",
           "기본 서비스 계정 토큰은 API 서버 audience를 가짐. Vault role이 기대하는 건 audience: vault인 projected 토큰. kubelet이 자동으로 교체함.",
           "Vault role의 bound_audiences 설정을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: OAuth authorize URL with state and PKCE challenge")
def c_oauth_url(lang):
    url = "https://auth.%s.com/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s.com%%2Fcallback&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        org(), rs(ALNUM, 32), org(), rs(B64URL, 22), rs(B64URL, 43))
    f = C(lang, ("Login on Safari returned 'invalid_state' about one time in ten.",
                 "The state was stored in sessionStorage, which Safari drops across the cross-site redirect in private mode; store it in a SameSite=Lax cookie. The authorize URL only carries public values (client id, state, PKCE challenge):",
                 "Ask whether private-mode Safari is in the support matrix."),
          ("Safari에서 로그인 시 열 번에 한 번꼴로 'invalid_state'.",
           "state를 sessionStorage에 저장했는데 Safari 개인정보 모드가 교차 사이트 리다이렉트에서 이를 버림. SameSite=Lax 쿠키에 저장할 것. authorize URL에는 공개 값(client id, state, PKCE challenge)만 있음:",
           "Safari 개인정보 모드가 지원 범위인지 물어볼 것."))
    f["lesson"] += "\n" + url
    return f


@CLEAN("lookalike: Cloudflare Ray IDs and zone id")
def c_cf_ray(lang):
    rays = ["%s-%s" % (hexs(16), pick(["ICN", "NRT", "SJC", "FRA"])) for _ in range(2)]
    zone = hexs(32)
    f = C(lang, ("Some Korean users got 520 errors from the CDN in the evening.",
                 "Ray IDs %s and %s both came from ICN; the origin closed idle connections after 30 s. Zone %s now has a longer origin keepalive." % (rays[0], rays[1], zone),
                 "Ask for access to Cloudflare logs for the zone."),
          ("저녁 시간대 일부 국내 사용자가 CDN에서 520 에러를 받음.",
           "Ray ID %s, %s 모두 ICN 경유였고 오리진이 30초 후 유휴 연결을 끊었음. zone %s의 오리진 keepalive를 늘림." % (rays[0], rays[1], zone),
           "해당 zone의 Cloudflare 로그 접근 권한을 요청할 것."))
    return f


@CLEAN("lookalike: S3 object version ids and multipart ETags")
def c_s3_versions(lang):
    blk = '{\n  "Key": "exports/%s.parquet",\n  "VersionId": "%s",\n  "ETag": "\\"%s-%d\\"",\n  "Size": %d\n}' % (
        date_s(), rs(B64URL + ".", 32), hexs(32), R.randint(2, 40), R.randint(10 ** 7, 10 ** 9))
    f = C(lang, ("Checksum validation of the nightly export failed although the file was fine.",
                 "Multipart uploads have an ETag of md5-of-md5s plus part count, not the file md5; validate with the ChecksumSHA256 field instead.",
                 "Ask whether the consumer can switch to S3 additional checksums."),
          ("야간 export 파일은 멀쩡한데 체크섬 검증이 실패.",
           "멀티파트 업로드의 ETag는 파일 md5가 아니라 md5들의 md5에 파트 수가 붙은 값임. ChecksumSHA256 필드로 검증할 것.",
           "수신 측이 S3 추가 체크섬을 쓸 수 있는지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: BigQuery job ids")
def c_bq_jobs(lang):
    j1 = "bqjob_r%s_%s_1" % (hexs(16), hexs(16))
    j2 = "%s:%s.%s" % ("%s-data-%s" % (org(), digits(6)), pick(["asia-northeast3", "US", "EU"]), "job_" + rs(B64URL, 28))
    f = C(lang, ("The daily cost spike came from one query and I had only job ids: %s and %s." % (j1, j2),
                 "INFORMATION_SCHEMA.JOBS by job_id showed a SELECT * on the raw events table without a partition filter; require_partition_filter is now on.",
                 "Ask for a per-user BigQuery quota."),
          ("일일 비용 급증이 쿼리 하나 때문이었는데 가진 건 job id %s, %s 뿐이었음." % (j1, j2),
           "INFORMATION_SCHEMA.JOBS를 job_id로 조회하니 raw events 테이블을 파티션 필터 없이 SELECT * 했음. require_partition_filter를 켬.",
           "사용자별 BigQuery 쿼터를 요청할 것."))
    return f


@CLEAN("lookalike: Kafka cluster id and consumer offsets")
def c_kafka_offsets(lang):
    blk = "$ kafka-consumer-groups --bootstrap-server %s --describe --group %s\nGROUP  TOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n%s  orders  0  %d  %d  %d  consumer-1-%s\nCluster ID: %s" % (
        "kafka-0.%s.internal:9092" % org(), svc() + "-cg", svc() + "-cg", R.randint(10 ** 6, 10 ** 7), R.randint(10 ** 7, 2 * 10 ** 7), R.randint(1000, 900000), uuid4(), rs(B64URL, 22))
    f = C(lang, ("Order events lagged by hours after the consumer deploy.", "One partition's consumer was stuck on a poison message; the group id and offsets below showed it. Added a dead-letter topic.",
                 "Ask who owns the consumer group alerts."),
          ("consumer 배포 후 주문 이벤트가 몇 시간씩 지연됨.", "한 파티션의 consumer가 poison message에 걸려 멈춰 있었음. 아래 그룹과 offset으로 확인. dead-letter 토픽을 추가함.",
           "consumer group 알림 담당자를 물어볼 것."))
    return attach(f, blk, "missing_context")


@CLEAN("lookalike: crash log binary image UUIDs")
def c_crash_uuids(lang):
    blk = "Binary Images:\n0x1002f4000 - 0x1009fbfff %s arm64  <%s> /var/containers/Bundle/Application/%s/%s.app/%s" % (
        org().capitalize(), hexs(32), uuid4().upper(), org().capitalize(), org().capitalize())
    f = C(lang, ("Crash reports from TestFlight were not symbolicated.", "The dSYM UUID did not match the binary image UUID because bitcode-era dSYMs were uploaded; upload from the archive of that exact build.",
                 "Ask CI to upload dSYMs in the archive step."),
          ("TestFlight 크래시 리포트가 심볼리케이션되지 않음.", "dSYM UUID가 바이너리 이미지 UUID와 달랐음. 다른 빌드의 dSYM이 올라갔기 때문. 정확히 그 빌드의 archive에서 올릴 것.",
           "CI archive 단계에서 dSYM을 업로드하도록 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: Xcode DerivedData path with hash")
def c_derived(lang):
    p = "~/Library/Developer/Xcode/DerivedData/%s-%s/Build/Products/Debug-iphonesimulator" % (org().capitalize(), rs(LO, 28))
    f = C(lang, ("Simulator builds picked up a stale framework after switching branches.",
                 "Two DerivedData folders existed for the same project (%s and an older one); deleting DerivedData fixed it." % p,
                 "Ask whether CI uses a clean DerivedData per job."),
          ("브랜치를 바꾼 뒤 시뮬레이터 빌드가 예전 프레임워크를 가져옴.",
           "같은 프로젝트의 DerivedData 폴더가 두 개(%s 와 예전 것) 있었음. DerivedData 삭제로 해결." % p,
           "CI가 job마다 깨끗한 DerivedData를 쓰는지 물어볼 것."))
    return f


@CLEAN("lookalike: deployment ids and preview URLs")
def c_deploy_ids(lang):
    d = "dpl_" + rs(ALNUM, 28)
    url = "https://%s-git-%s-%s.vercel.app" % (pick(["web", "admin", "shop"]), pick(["feat-coupons", "fix-login", "chore-deps"]), org())
    nid = hexs(24)
    f = C(lang, ("QA tested the wrong build: the preview link in the PR pointed at an older deployment.",
                 "Deployment %s (%s) was from the previous commit; Netlify deploy %s had the same issue. Link deployments by commit SHA in the PR comment." % (d, url, nid),
                 "Ask whether the PR bot can update its comment instead of posting a new one."),
          ("QA가 잘못된 빌드를 테스트함. PR의 preview 링크가 예전 배포를 가리키고 있었음.",
           "배포 %s (%s)는 이전 커밋 것이었음. Netlify 배포 %s도 같은 문제. PR 코멘트에 커밋 SHA 기준으로 배포를 연결할 것." % (d, url, nid),
           "PR 봇이 새 코멘트 대신 기존 코멘트를 갱신할 수 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: pg_stat_statements queryid and WAL LSNs")
def c_pg_lsn(lang):
    qid = "-" + digits(19) if chance(0.5) else digits(19)
    lsn1 = "%X/%X" % (R.randint(1, 300), R.randint(0, 2 ** 32 - 1))
    lsn2 = "%X/%X" % (R.randint(1, 300), R.randint(0, 2 ** 32 - 1))
    f = C(lang, ("Replica lag alarms fired during the nightly batch.",
                 "queryid %s (a bulk UPDATE without batching) generated most of the WAL; replay_lsn %s lagged sent_lsn %s by minutes. Batching by 5k rows fixed it." % (qid, lsn1, lsn2),
                 "Ask whether the batch can run against a logical replica."),
          ("야간 배치 중 replica 지연 알람 발생.",
           "queryid %s (배치 없는 대량 UPDATE)가 WAL 대부분을 만들었고 replay_lsn %s가 sent_lsn %s보다 몇 분 뒤처졌음. 5천 행 단위 배치로 해결." % (qid, lsn1, lsn2),
           "배치를 logical replica에서 돌릴 수 있는지 물어볼 것."))
    return f


@CLEAN("lookalike: pprof heap profile addresses")
def c_pprof(lang):
    blk = "      flat  flat%%   sum%%        cum   cum%%\n  %d.%02dMB %d.%02d%%  ...  0x%s  encoding/json.(*decodeState).object\n  %d.%02dMB %d.%02d%%  ...  0x%s  %s/internal/cache.(*LRU).Add" % (
        R.randint(100, 900), R.randint(0, 99), R.randint(20, 60), R.randint(0, 99), hexs(7), R.randint(50, 300), R.randint(0, 99), R.randint(5, 20), R.randint(0, 99), hexs(7), org())
    f = C(lang, ("The Go service's memory grew until OOM every two days.", "The heap profile pointed at the LRU holding decoded JSON; the cache had no size limit, only a TTL.",
                 "Ask for continuous profiling in staging."),
          ("Go 서비스 메모리가 이틀마다 OOM까지 증가.", "힙 프로파일상 디코딩된 JSON을 쥔 LRU가 원인. 캐시에 TTL만 있고 크기 제한이 없었음.",
           "스테이징에 상시 프로파일링을 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: HAR export with sensitive headers stripped")
def c_har(lang):
    blk = '{"request": {"method": "POST", "url": "https://api.%s.com/v2/cart/checkout", "headers": [{"name": "authorization", "value": "[stripped]"}, {"name": "x-request-id", "value": "%s"}], "cookies": []}, "response": {"status": 409}}' % (org(), uuid4())
    f = C(lang, ("Customer support sent a HAR file of the failing checkout.", "Our HAR sanitizer strips cookies and auth headers before files are attached to tickets; the 409 was a stale cart version.",
                 "Ask support to always use the sanitizer extension."),
          ("CS가 결제 실패 상황의 HAR 파일을 보내줌.", "우리 HAR 정리 도구가 티켓 첨부 전에 쿠키와 인증 헤더를 지움. 409 원인은 오래된 장바구니 버전이었음.",
           "CS에 항상 정리 확장 프로그램을 쓰도록 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: OpenTelemetry collector config with env placeholders")
def c_otel(lang):
    blk = "exporters:\n  datadog:\n    api:\n      site: ${env:DD_SITE}\n      key: ${env:DD_API_KEY}\n  otlphttp/honeycomb:\n    endpoint: https://api.honeycomb.io\n    headers:\n      x-honeycomb-team: ${env:HONEYCOMB_API_KEY}"
    f = C(lang, ("The collector started but exported nothing; no error in the logs.", "The env vars were not passed to the DaemonSet, so ${env:...} expanded to empty strings; the exporters silently dropped data.",
                 "Ask for the collector's own metrics dashboard (otelcol_exporter_send_failed)."),
          ("collector는 떴는데 아무것도 export하지 않고 로그에 에러도 없음.", "DaemonSet에 환경변수가 전달되지 않아 ${env:...}가 빈 문자열이 됐고 exporter가 조용히 데이터를 버림.",
           "collector 자체 메트릭 대시보드(otelcol_exporter_send_failed)를 요청할 것."))
    return attach(f, blk)


@CLEAN("lookalike: Keycloak realm export with masked secrets")
def c_keycloak(lang):
    blk = '{\n  "clientId": "%s-web",\n  "publicClient": false,\n  "secret": "**********",\n  "redirectUris": ["https://app.%s.com/*"],\n  "attributes": {"pkce.code.challenge.method": "S256"}\n}' % (org(), org())
    f = C(lang, ("Importing the realm export into the new Keycloak broke every confidential client.", "Exports mask client secrets as ********** by design; after import each client needs a regenerated secret pushed to its app.",
                 "Ask which apps use confidential clients."),
          ("realm export를 새 Keycloak에 import하니 모든 confidential client가 깨짐.", "export는 원래 클라이언트 시크릿을 **********로 가림. import 후 클라이언트마다 시크릿을 재발급해 앱에 반영해야 함.",
           "confidential client를 쓰는 앱 목록을 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: GitHub OIDC trust policy JSON")
def c_oidc_trust(lang):
    acct = digits(12)
    o, r = org(), pick(REPOS)
    blk = '{\n  "Effect": "Allow",\n  "Principal": {"Federated": "arn:aws:iam::%s:oidc-provider/token.actions.githubusercontent.com"},\n  "Action": "sts:AssumeRoleWithWebIdentity",\n  "Condition": {\n    "StringEquals": {"token.actions.githubusercontent.com:aud": "sts.amazonaws.com"},\n    "StringLike": {"token.actions.githubusercontent.com:sub": "repo:%s/%s:ref:refs/heads/main"}\n  }\n}' % (acct, o, r)
    f = C(lang, ("Deploys from release tags failed with 'Not authorized to perform sts:AssumeRoleWithWebIdentity'.",
                 "The trust policy only allowed refs/heads/main; tag builds have sub ...:ref:refs/tags/v*. No keys involved, just the sub condition.",
                 "Ask whether deploys should come from tags or main."),
          ("릴리스 태그 배포가 'Not authorized to perform sts:AssumeRoleWithWebIdentity'로 실패.",
           "신뢰 정책이 refs/heads/main만 허용했음. 태그 빌드의 sub는 ...:ref:refs/tags/v* 임. 키는 관여하지 않고 sub 조건 문제.",
           "배포를 태그에서 할지 main에서 할지 물어볼 것."))
    return attach(f, blk)


@CLEAN("lookalike: git credential helper config")
def c_cred_helper(lang):
    blk = "[credential]\n\thelper = osxkeychain\n[credential \"https://github.com\"]\n\tusername = %s-bot\n[url \"git@github.com:\"]\n\tinsteadOf = https://github.com/" % org()
    f = C(lang, ("Git kept prompting for a password when cloning private Go modules.",
                 "GOPRIVATE was set but Go fetched over https; the insteadOf rule sends it over SSH, and the keychain helper stores nothing in plain text.",
                 "Ask whether CI should use a GitHub App token for private modules."),
          ("private Go 모듈을 clone할 때 git이 계속 비밀번호를 물음.",
           "GOPRIVATE는 설정돼 있었지만 Go가 https로 받아왔음. insteadOf 규칙으로 SSH를 쓰게 했고 keychain helper는 평문으로 저장하지 않음.",
           "CI에서 private 모듈에 GitHub App 토큰을 쓸지 물어볼 것."))
    return attach(f, blk)


_plain("plain: CSV export encoding for Excel", [
    ("Korean names in the CSV export showed as garbage in Excel.", "Excel on Windows assumes the system code page unless the file starts with a UTF-8 BOM; added the BOM to the export.", "Ask whether finance wants xlsx instead of CSV.")],
    [("CSV export의 한글 이름이 엑셀에서 깨짐.", "윈도우 엑셀은 UTF-8 BOM이 없으면 시스템 코드 페이지로 읽음. export에 BOM을 추가함.", "재무팀이 CSV 대신 xlsx를 원하는지 물어볼 것.")])
_plain("plain: leap-day bug in billing period", [
    ("Annual plans renewed on Feb 29 signups failed to compute the next period.", "Adding one year to Feb 29 throws in our date helper; clamp to the last day of the month.", "")],
    [("2월 29일 가입자의 연간 플랜 다음 기간 계산이 실패.", "날짜 헬퍼에서 2월 29일에 1년을 더하면 예외가 남. 월말로 보정할 것.", "")])
_plain("plain: push permission prompt timing", [
    ("iOS push opt-in rate dropped to 30% after the onboarding redesign.", "The permission prompt moved to app launch; asking after the first order brought it back to 60%.", "Ask product which moment they want for the prompt.")],
    [("온보딩 개편 후 iOS 푸시 동의율이 30%로 떨어짐.", "권한 요청이 앱 실행 직후로 옮겨졌음. 첫 주문 후에 물으니 60%로 회복.", "어느 시점에 요청할지 기획에 물어볼 것.")])

# ----------------------------------------------------------------------------------------------
# Assertions
# ----------------------------------------------------------------------------------------------

HANGUL_RE = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")

# Self-check for clean notes (my own list of obvious credential shapes; a clean note must not
# contain any of them unless it is a documented placeholder, or a publishable key in a
# "[publishable]" note).
CLEAN_GUARDS = [
    ("pem-private", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----")),
    ("github", re.compile(r"(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{40,})")),
    ("gitlab", re.compile(r"glpat-[A-Za-z0-9_-]{20}")),
    ("stripe-secret", re.compile(r"(?:sk|rk)_live_[A-Za-z0-9]{16,}")),
    ("openai", re.compile(r"sk-(?:proj|ant)-[A-Za-z0-9_-]{20,}")),
    ("slack", re.compile(r"xox[abpr]-\d+-[A-Za-z0-9-]+")),
    ("aws-akid", re.compile(r"(?:AKIA|ASIA)[A-Z2-7]{16}")),
    ("google-api", re.compile(r"AIza[A-Za-z0-9_-]{35}")),
    ("sendgrid", re.compile(r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")),
    ("npm", re.compile(r"npm_[A-Za-z0-9]{36}")),
    ("pypi", re.compile(r"pypi-AgEIcHlwaS5vcmc")),
    ("prefixed", re.compile(r"(?:dckr_pat_|dop_v1_|shpat_|hf_|hvs\.|glsa_|whsec_|AGE-SECRET-KEY-1|xkeysib-|sntryu_|lin_api_)[A-Za-z0-9_-]{12,}")),
    ("jwt", re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}")),
    ("url-userinfo", re.compile(r"[a-z][a-z0-9+.-]*://[^\s/:@'\"]+:([^\s/@'\"]+)@")),
]
PUBLISHABLE_OK = ("google-api", "jwt")


def _is_placeholder(s):
    body = re.sub(r"^[A-Za-z]+[_-]+", "", s)
    return (len(dict.fromkeys(body.lower())) <= 4) or ("EXAMPLE" in s) or ("XXXX" in s) or ("xxxx" in s)


def check_fields_basic(fields, lang):
    keys = list(fields.keys())
    if keys != list(FIELD_KEYS):
        return "field keys"
    for k in FIELD_KEYS:
        v = fields[k]
        if not isinstance(v, str):
            return "field type"
        if len(v.encode("utf-8")) > LIMITS[k]:
            return "byte limit %s" % k
    if not fields["missing_context"].strip():
        return "empty missing_context"
    text = "\n".join(fields[k] for k in FIELD_KEYS)
    if lang == "en" and HANGUL_RE.search(text):
        return "hangul in en note"
    if lang == "ko" and not HANGUL_RE.search(fields["missing_context"]):
        return "no hangul in ko missing_context"
    return None


def mask_secrets(text, secrets):
    for s in sorted(secrets, key=len, reverse=True):
        text = text.replace(s, "\x00" * len(s))
    return text


def check_secret_note(fields, secrets):
    if not secrets:
        return "secret note without secrets"
    if len(secrets) != len(list(dict.fromkeys(secrets))):
        return "duplicate listed secret"
    vals = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in v for v in vals):
            return "secret not verbatim"
        if "\x00" in s:
            return "nul in secret"
    masked = [mask_secrets(v, secrets) for v in vals]
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return "8-char window outside secret occurrences"
    return None


def check_clean_note(fields, kind):
    text = "\n".join(fields[k] for k in FIELD_KEYS)
    for name, rx in CLEAN_GUARDS:
        for m in rx.finditer(text):
            if kind == "publishable" and name in PUBLISHABLE_OK:
                continue
            if name == "url-userinfo":
                pw = m.group(1)
                if pw.startswith("${") or pw.startswith("<") or all(ch == "*" for ch in pw):
                    continue
                return "clean guard url-userinfo"
            if _is_placeholder(m.group(0)):
                continue
            return "clean guard " + name
    return None


# ----------------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------------
N_VENDOR_NOTES = 180
TEMPLATE_CAP = 2          # uses per template (<= MAX_PER_CATEGORY); the uses are spread over en/ko
N_CLEAN = {"publishable": 24, "plain": 52}

PREFIX_EN = ["{svc}: ", "[{repo}] ", "In the {repo} repo: ", "On-call, {env}: ", "Ticket {proj}-{n}: ", "Task ({svc}): "]
PREFIX_KO = ["{svc}: ", "[{repo}] ", "{repo} 저장소 작업 중: ", "온콜 중({env}): ", "티켓 {proj}-{n}: ", "작업({svc}): "]


def maybe_prefix(fields, lang):
    if chance(0.3):
        p = pick(PREFIX_EN if lang == "en" else PREFIX_KO)
        p = _fmt(p, svc=svc(), repo=pick(REPOS), env=env(), proj=pick(["PAY", "OPS", "WEB", "APP", "INFRA", "DATA"]), n=str(R.randint(100, 4999)))
        fields["missing_context"] = p + fields["missing_context"]
    return fields


def allocate(n_items, total, caps):
    """every item once, then random extra uses up to caps until total is reached"""
    uses = [1] * n_items
    assert sum(caps) >= total >= n_items, (n_items, total, sum(caps))
    need = total - n_items
    while need > 0:
        j = R.randrange(n_items)
        if uses[j] < caps[j]:
            uses[j] += 1
            need -= 1
    return uses


def spread_langs(groups):
    """groups: list of slot lists (all uses of one template).  The uses of one template alternate
    between en and ko, so no template text repeats within a language; slots of groups with an odd
    size are then flipped until exactly PER_KIND_LANG slots are en."""
    slots, langs, free = [], [], []
    for g in groups:
        first = pick(["en", "ko"])
        other = "ko" if first == "en" else "en"
        for t, sl in enumerate(g):
            slots.append(sl)
            langs.append(first if t % 2 == 0 else other)
        if len(g) % 2 == 1:
            free.append(len(slots) - 1)
    R.shuffle(free)
    for p_ in free:
        n_en = langs.count("en")
        if n_en == PER_KIND_LANG:
            break
        want_from = "en" if n_en > PER_KIND_LANG else "ko"
        if langs[p_] == want_from:
            langs[p_] = "ko" if want_from == "en" else "en"
    assert langs.count("en") == PER_KIND_LANG == langs.count("ko")
    return list(zip(slots, langs))


def vendor_category(vd):
    return "vendor: %s %s [%s]" % (vd["name"], vd["label_en"], vd["company"])


def build():
    stats = {"retries": 0, "retry_reasons": {}}
    seen_mc = {}

    # ---- secret slots
    asia = [i for i in range(len(VENDORS)) if VENDORS[i]["region"] in ("kr", "asia")]
    others = [i for i in range(len(VENDORS)) if VENDORS[i]["region"] not in ("kr", "asia")]
    chosen = asia + R.sample(others, N_VENDOR_NOTES - len(asia))
    groups = [[("vendor", i)] for i in chosen]
    n_tmpl = 2 * PER_KIND_LANG - len(groups)
    uses = allocate(len(SECRET_TEMPLATES), n_tmpl, [TEMPLATE_CAP] * len(SECRET_TEMPLATES))
    for j, u in enumerate(uses):
        groups.append([("tmpl", j)] * u)
    secret_slots = spread_langs(groups)
    R.shuffle(secret_slots)

    # ---- clean slots
    by_kind = {"risky": [], "publishable": [], "plain": []}
    for j, (cat, kind, fn) in enumerate(CLEAN_TEMPLATES):
        by_kind[kind].append(j)
    targets = {"publishable": N_CLEAN["publishable"], "plain": N_CLEAN["plain"]}
    targets["risky"] = 2 * PER_KIND_LANG - targets["publishable"] - targets["plain"]
    clean_slots = []
    for kind in ("risky", "publishable", "plain"):
        idx = by_kind[kind]
        caps = [TEMPLATE_CAP] * len(idx)
        uses = allocate(len(idx), targets[kind], caps)
        for j, u in zip(idx, uses):
            clean_slots.append([j] * u)
    clean_slots = spread_langs(clean_slots)
    R.shuffle(clean_slots)

    notes = []

    def record(reason):
        stats["retries"] += 1
        stats["retry_reasons"][reason] = stats["retry_reasons"].get(reason, 0) + 1

    for slot, lang in secret_slots:
        for attempt in range(80):
            if slot[0] == "vendor":
                vd = VENDORS[slot[1]]
                fields, secrets, style = vendor_note(vd, lang)
                cat = vendor_category(vd)
            else:
                cat, fn = SECRET_TEMPLATES[slot[1]]
                fields, secrets = fn(lang)
            fields = {k: fields[k] for k in FIELD_KEYS}
            fields = maybe_prefix(fields, lang)
            why = check_fields_basic(fields, lang) or check_secret_note(fields, secrets)
            if not why and fields["missing_context"] in seen_mc:
                why = "duplicate missing_context"
            if why:
                record(why)
                continue
            break
        else:
            raise SystemExit("could not generate secret note for %r: %s" % (cat, why))
        seen_mc[fields["missing_context"]] = 1
        notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})

    for j, lang in clean_slots:
        cat, kind, fn = CLEAN_TEMPLATES[j]
        for attempt in range(80):
            fields = fn(lang)
            fields = {k: fields[k] for k in FIELD_KEYS}
            fields = maybe_prefix(fields, lang)
            why = check_fields_basic(fields, lang) or check_clean_note(fields, kind)
            if not why and fields["missing_context"] in seen_mc:
                why = "duplicate missing_context"
            if why:
                record(why)
                continue
            break
        else:
            raise SystemExit("could not generate clean note for %r: %s" % (cat, why))
        seen_mc[fields["missing_context"]] = 1
        notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": [], "_ckind": kind})

    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes):
        rec = {"id": "s%03d" % (i + 1), "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
               "fields": {k: nt["fields"][k] for k in FIELD_KEYS}, "secrets": list(nt["secrets"])}
        out.append((rec, nt.get("_ckind")))
    return out, stats


def final_asserts(out):
    recs = [r for r, _ in out]
    n = len(recs)
    assert n >= 640
    assert [r["id"] for r in recs] == ["s%03d" % (i + 1) for i in range(n)]
    cnt = {}
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_KEYS)
        k = (r["kind"], r["lang"])
        cnt[k] = cnt.get(k, 0) + 1
        assert check_fields_basic(r["fields"], r["lang"]) is None, r["id"]
        if r["kind"] == "secret":
            assert check_secret_note(r["fields"], r["secrets"]) is None, r["id"]
        else:
            assert r["secrets"] == []
    assert cnt[("secret", "en")] == cnt[("secret", "ko")] == cnt[("clean", "en")] == cnt[("clean", "ko")] == n // 4
    cats = {}
    for r in recs:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    assert max(cats.values()) <= MAX_PER_CATEGORY
    kinds = [c for _, c in out if c]
    assert kinds.count("publishable") <= len(kinds) // 10
    assert kinds.count("risky") * 3 >= len(kinds) * 2
    vendors = {}
    for r in recs:
        if r["category"].startswith("vendor: "):
            vendors[r["category"].rsplit("[", 1)[1].rstrip("]")] = 1
    assert len(vendors) >= 120, len(vendors)
    mcs = {}
    for r in recs:
        assert r["fields"]["missing_context"] not in mcs
        mcs[r["fields"]["missing_context"]] = 1
    return cats, vendors


def main():
    out, stats = build()
    cats, vendors = final_asserts(out)
    lines = [json.dumps(r, ensure_ascii=False) for r, _ in out]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT_JSONL, "wb") as fh:
        fh.write(data)
    recs = [r for r, _ in out]
    sha = hashlib.sha256(data).hexdigest()
    write_readme(recs, [c for _, c in out], cats, vendors, stats, sha, len(data))
    print("wrote %s: %d notes, %d bytes, sha256 %s, retries %d" % (os.path.basename(OUT_JSONL), len(recs), len(data), sha, stats["retries"]))


def write_readme(recs, ckinds, cats, vendors, stats, sha, size):
    n = len(recs)
    sec = [r for r in recs if r["kind"] == "secret"]
    cln = [r for r in recs if r["kind"] == "clean"]
    def c(kind, lang):
        return sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)
    listed = sum(len(r["secrets"]) for r in sec)
    multi = sum(1 for r in sec if len(r["secrets"]) > 1)
    vnotes = [r for r in sec if r["category"].startswith("vendor: ")]
    kr_vendors = [v["company"] for v in VENDORS if v["region"] in ("kr", "asia")]
    kr_v_used = {}
    for r in vnotes:
        comp = r["category"].rsplit("[", 1)[1].rstrip("]")
        if comp in kr_vendors:
            kr_v_used[comp] = 1
    sec_cats = {}
    cln_cats = {}
    for r in sec:
        sec_cats[r["category"]] = 1
    for r in cln:
        cln_cats[r["category"]] = 1
    risky = ckinds.count("risky")
    publ = ckinds.count("publishable")
    plain = ckinds.count("plain")
    per_cat = {}
    for v in cats.values():
        per_cat[v] = per_cat.get(v, 0) + 1
    secrets_by_field = {k: 0 for k in FIELD_KEYS}
    for r in sec:
        for s in r["secrets"]:
            for k in FIELD_KEYS:
                if s in r["fields"][k]:
                    secrets_by_field[k] += 1
    multi_field = sum(1 for r in sec for s in r["secrets"] if sum(1 for k in FIELD_KEYS if s in r["fields"][k]) > 1)
    reasons = "\n".join("    %-45s %d" % (k, v) for k, v in sorted(stats["retry_reasons"].items()))
    txt = """blind_set_v25 -- blind evaluation set for the note credential-redaction filter
============================================================================

Files
-----
  make_blind_set_v25.py   generator (Python 3 standard library only, no network)
  blind_set_v25.jsonl     the set, one JSON object per line
  README_v25.txt          this file (written by the generator)
  FORMAT.txt              record format and scoring rule (given, binding)

How it was made
---------------
One PRNG, random.Random(25_2026_1126), drives every choice: which vendors and templates are
used and how often, the language of each note, the presentation style (shell commands and their
output, .env lines, curl/HTTP headers, Python/Node/Go/Ruby/PHP/Java/Kotlin/Swift/C#/Rust code,
YAML/JSON/TOML/INI/XML, Dockerfiles, CI configs, Terraform, Helm, SQL, log lines, stack traces,
chat quotes, plain prose, markdown tables, Korean prose with English technical terms), the field
that receives the credential, every random value (token bodies, passwords, key material, ids,
hashes), the retries and the final shuffle.  The generator never iterates over a set and writes
JSON with a fixed key order (id, lang, kind, category, fields{{missing_context, lesson,
ask_next_time}}, secrets), ensure_ascii=False, one object per line.  Ids s001..s{n:03d} are
assigned after the final shuffle.  Running it twice, also under different PYTHONHASHSEED values,
gives byte-identical output (checked with PYTHONHASHSEED=0, 1, 12345 and random).

Secret notes
  * vendor notes: {nv} notes, one per vendor credential type, drawn from a table of {nvt} credential
    types of {nvc} vendor companies ({nasia} of the companies are Korean/Asian); each token follows
    the vendor's documented shape (prefix, length, alphabet, separators) with a random body;
    the category is "vendor: <product> <credential kind> [<Company>]" (the "[Vendor]" suffix of
    FORMAT.txt is the vendor company in brackets, so vendors can be counted).  Key pairs list both halves
    where FORMAT.txt says so (AWS AKIA/ASIA, Alibaba LTAI, MinIO, Naver Cloud, and likewise
    Tencent/Huawei/Baidu/Wasabi/Backblaze/Scaleway/R2/Upbit/Bithumb access ids); identifiers that
    are not credentials (Twilio Account SIDs, OAuth client ids, Slack workspace/channel ids of a
    webhook URL, Cloudinary numeric API keys, Kafka SASL user names, app ids, e-mails, hosts)
    are shown but not listed.
  * template notes: {ntn} notes from {ntc} non-vendor templates: passwords (machine-random,
    human-style words+years+symbols, Korean words typed on an English keyboard, keyboard walks,
    passphrases), old/new password pairs, connection strings (password listed as written,
    percent-encoded where the URL needs it), private keys (PKCS#8 RSA excerpts, SEC1 EC,
    Apple .p8, Ed25519 PKCS#8, OpenSSH ed25519 -- random bodies inside a valid DER/OpenSSH
    structure; only base64 body lines are listed), session cookies, signed URLs (S3, GCS,
    Azure SAS, CloudFront), recovery/backup codes (each listed), TOTP seeds, webhook/HMAC
    secrets, framework secrets (Django, Rails, Laravel, NextAuth, JWT), Basic-auth blobs
    (base64 blob listed), k8s Secret base64 values, docker config auth, WireGuard keys,
    a multi-provider .env dump, split notes (label at the end of one field, value at the start
    of the next) and no-label notes (value clear only from context).
Clean notes
  * {risky} "lookalike" notes (category prefix "lookalike:") that look risky to a naive filter but
    hold no credential: commit SHAs, image digests, lockfile hashes, UUID request/trace ids,
    build ids, base64 of non-secret data, decoded JWT claims without the token, placeholders and
    redacted examples, env-var names without values, prose about tokens/passwords and password
    policies, CLI help text, SSH/TLS/GPG fingerprints, public keys and certificates, Stripe/Twilio/
    Slack object ids, AWS documentation example keys, SOPS/Ansible-Vault ciphertext, resource
    names, Korean text about 비밀번호/토큰 without values, and more.
  * {publ} "[publishable]" notes whose only risky item is a key its vendor documents as safe to
    publish (Stripe pk_live, Supabase anon, Firebase web apiKey, Mapbox pk., Algolia search-only,
    Sentry DSN, PostHog phc_, Toss client key, Kakao JavaScript key, Clerk publishable key,
    Google Maps browser key, LaunchDarkly client-side id) -- {publ_pct:.1f}% of clean notes.
  * {plain} plain notes (category prefix "plain:") with ordinary engineering lessons.
  About 30% of all notes get a short context prefix ("[repo] ", "Ticket OPS-123: ", ...).
  Each non-vendor template (secret or clean) is used at most twice, and its two uses are put in
  different languages, so no template text repeats within a language; each vendor credential
  type is used at most once.

Assertions (checked for every note before it is accepted; a failing note is regenerated from the
same slot with fresh random draws -- deterministic because the one PRNG continues)
  * field keys and order; missing_context non-empty; UTF-8 byte limits 1024/1024/512;
  * en notes contain no Hangul, ko notes have Hangul in missing_context;
  * secret notes: every listed secret is >= 8 characters, unique in the list and appears verbatim
    in the fields; after masking all occurrences of all listed secrets, no 8-character window of
    any listed secret occurs anywhere in any field (so a perfect filter can reach 100%);
  * clean notes: secrets == [] and a self-check with obvious credential shapes (PEM private key
    headers, ghp_/github_pat_, glpat-, sk_live_/rk_live_, sk-proj-/sk-ant-, xox?-, AKIA/ASIA ids,
    AIza keys outside [publishable] notes, SG., npm_, pypi-, other prefixed tokens, full JWTs
    outside [publishable] notes, URL userinfo passwords) finds nothing except obvious
    placeholders (XXXX, EXAMPLE, <...>, ${{...}}, ****);
  * missing_context is unique across the set;
  * final: exact counts per kind and language, ids s001.., no category with more than {mpc} notes,
    [publishable] <= 10% of clean notes, lookalike >= 2/3 of clean notes, >= 120 distinct vendors.

Counts
------
  notes:                         {n}
  secret / clean:                {ns} / {nc}
  secret en / ko:                {sen} / {sko}
  clean  en / ko:                {cen} / {cko}
  listed secrets:                {listed}
  secret notes with >1 secret:   {multi}
  listed secrets occurring in more than one field: {multi_field}
  listed secret occurrences by field: missing_context {bf_mc}, lesson {bf_l}, ask_next_time {bf_a}
  vendor notes:                  {nv}
  distinct vendors (companies):  {nvend}   (Korean/Asian companies among them: {nkr})
  categories:                    {ncat} (secret {nsc}, clean {ncc}); notes per category: {per_cat}
  clean: lookalike {risky}, publishable {publ}, plain {plain}

Output
------
  blind_set_v25.jsonl  sha256 {sha}
                       {size} bytes
  retries needed:      {retries} (a note regenerated because an assertion failed), by reason:
{reasons}
""".format(n=n, nv=len(vnotes), nvt=len(VENDORS), nvc=len(list(dict.fromkeys(v["company"] for v in VENDORS))),
           nasia=len(list(dict.fromkeys(kr_vendors))), ntn=len(sec) - len(vnotes), ntc=len(SECRET_TEMPLATES),
           risky=risky, publ=publ, plain=plain, publ_pct=100.0 * publ / max(1, len(cln)), mpc=MAX_PER_CATEGORY,
           ns=len(sec), nc=len(cln), sen=c("secret", "en"), sko=c("secret", "ko"), cen=c("clean", "en"), cko=c("clean", "ko"),
           listed=listed, multi=multi, multi_field=multi_field, bf_mc=secrets_by_field["missing_context"],
           bf_l=secrets_by_field["lesson"], bf_a=secrets_by_field["ask_next_time"], nvend=len(vendors), nkr=len(kr_v_used),
           ncat=len(cats), nsc=len(sec_cats), ncc=len(cln_cats),
           per_cat=", ".join("%d note(s): %d" % (k, per_cat[k]) for k in sorted(per_cat)),
           sha=sha, size=size, retries=stats["retries"], reasons=reasons or "    (none)")
    with open(OUT_README, "w", encoding="utf-8") as fh:
        fh.write(txt)


if __name__ == "__main__":
    main()
