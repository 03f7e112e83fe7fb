#!/usr/bin/env python3
"""make_blind_set_v118.py -- blind evaluation set v118 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single
random.Random(118_2026_1128) drives every choice. No set iteration, no hash().
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v118.py [output.jsonl]
"""
import base64
import hashlib
import json
import re
import struct
import sys
import urllib.parse
import zlib

import random

R = random.Random(118_2026_1128)

# ---------------------------------------------------------------------------
# primitives
# ---------------------------------------------------------------------------
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UP = LOW.upper()
LET = UP + LOW
ALNUM = UP + LOW + DIG
B62 = DIG + UP + LOW                      # GitHub / npm checksum alphabet order
HEX = "0123456789abcdef"
UHEX = HEX.upper()
B64C = UP + LOW + DIG + "+/"
B64U = UP + LOW + DIG + "-_"
B32C = UP + "234567"
UPDIG = UP + DIG
LOWDIG = LOW + DIG
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64(s.encode())


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b62enc(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def crc_b62(body):
    return b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _convertbits(data, frm, to):
    acc = bits = 0
    out = []
    maxv = (1 << to) - 1
    for value in data:
        acc = (acc << frm) | value
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def bech32(hrp, data5, const=1):
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(exp + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def der_len(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def der_int(b):
    if b[0] & 0x80:
        b = b"\0" + b
    return b"\x02" + der_len(len(b)) + b


def der_seq(*parts):
    body = b"".join(parts)
    return b"\x30" + der_len(len(body)) + body


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def jdump(o):
    return json.dumps(o, separators=(",", ":"))


def jwt(header, payload, sigbytes=32):
    return (b64u(jdump(header).encode()) + "." + b64u(jdump(payload).encode())
            + "." + b64u(rb(sigbytes)))


def ts():
    return R.randint(1_704_067_200, 1_780_000_000)   # 2024-01 .. 2026-05


# Korean particles after a slot: «NAME|이/가» picks the form that fits the value's last sound
JOSA_WORDS = {"key": False, "token": True, "secret": True, "url": True, "id": False, "password": False, "pat": True,
              "dsn": True, "uri": False, "pem": True, "json": True, "env": False, "api": False, "sdk": False, "jwt": False,
              "cli": False, "app": True, "auth": False, "hook": True, "webhook": True, "config": False, "file": False,
              "yml": True, "yaml": True, "sso": False, "login": True, "secrets": False, "ssh": False, "kubeconfig": False,
              "sid": False, "dsn": True, "base": False, "value": False, "mysql": False, "psql": False, "helm": True,
              "mongosh": False, "cqlsh": False, "influx": False, "az": False, "gpg": False, "sudo": False, "zip": True,
              "unzip": True, "keytool": True, "openssl": True, "ipmitool": True, "htpasswd": False, "flyway": False,
              "ansible": False, "playbook": True, "kubectl": True, "redis": False, "docker": False, "npm": True,
              "vault": False, "service": False, "client": False, "cloud": False, "sandbox": False, "github": True,
              "gitlab": True, "postgres": False, "db": False, "sql": False, "server": False}


def _has_final(word):
    w = word.rstrip("`'\" )]:.").strip()
    if not w:
        return False
    ch = w[-1]
    c = ord(ch) - 0xAC00
    if 0 <= c < 11172:
        return c % 28 != 0
    if ch.isdigit():
        return ch in "0136780"
    m = re.findall(r"[A-Za-z]+", w)
    if not m:
        return False
    last = m[-1]
    lw = last.lower()
    if lw in JOSA_WORDS:
        return JOSA_WORDS[lw]
    if last.isupper() and len(last) <= 4:
        return last[-1] in "LMNR"
    if lw.endswith("ng"):
        return True
    e = lw[-1]
    if e in "nmlbkgp":
        return True
    if e == "t":
        return len(lw) > 1 and lw[-2] in "aeiou"
    if e == "c":
        return len(lw) > 1 and lw[-2] != "n"
    return False


def _final_is_rieul(word):
    w = word.rstrip("`'\" )]:.").strip()
    if not w:
        return False
    c = ord(w[-1]) - 0xAC00
    if 0 <= c < 11172:
        return c % 28 == 8
    return w[-1] in "lL"


def josa(word, pair):
    a, b = pair.split("/")
    if a == "으로" and _final_is_rieul(word):
        return word + b
    return word + (a if _has_final(word) else b)


J = josa


_DECKS = {}


def deck(name, n):
    """stratified choice: every value 0..n-1 is used once before any repeats (per call site)"""
    d = _DECKS.get(name)
    if not d:
        d = list(range(n))
        R.shuffle(d)
        _DECKS[name] = d
    return d.pop()


def F(tpl, **kw):
    """Fill «name» / «name|이/가» slots; every slot must be given."""
    def rep(m):
        v = str(kw[m.group(1)])
        return josa(v, m.group(2)) if m.group(2) else v
    out = re.sub(r"«([A-Za-z0-9_]+)(?:\|([^»]+))?»", rep, tpl)
    assert "«" not in out and "»" not in out, tpl
    return out


def dq(v):
    return '"' + v + '"'


def shq(v):
    """quote a value the way a shell user would"""
    if re.fullmatch(r"[A-Za-z0-9_./:@%+=,-]+", v):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace("`", "\\`") + '"'


def pct(pw):
    """percent-encode only what a developer has to encode in URL userinfo"""
    out = ""
    for ch in pw:
        if ch in "@:/?#[]% ":
            out += "%%%02X" % ord(ch)
        else:
            out += ch
    return out


# ---------------------------------------------------------------------------
# vocabulary
# ---------------------------------------------------------------------------
PEOPLE_EN = ["Priya", "Marco", "Dana", "Kenji", "Sofia", "Tom", "Aisha", "Lukas", "Mei", "Omar",
             "Jonas", "Elena", "Raj", "Chloe", "Ben", "Ines", "Yusuf", "Hannah", "Diego", "Nora"]
PEOPLE_KO = ["민수님", "지훈님", "서연님", "하은님", "도윤님", "수빈님", "예린님", "현우님",
             "김 팀장님", "박 과장님", "이 책임님", "정 선임님", "최 수석님", "윤 대리님"]
SVCS = ["billing-api", "notifier", "ingest-worker", "web", "admin-console", "search-indexer",
        "etl-nightly", "mobile-bff", "auth-service", "report-cron", "checkout", "media-proc",
        "support-bot", "ledger", "catalog-sync", "webhook-relay", "pricing", "crm-sync"]
ENVS = ["staging", "prod", "dev", "QA", "sandbox", "preview"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스"]
ORGS = ["acme", "northwind", "globex", "initech", "umbrella", "hooli", "contoso", "tailspin",
        "fabrikam", "wayfarer", "bluebird", "kestrel"]
USERS = ["deploy", "app", "svc_report", "etl", "admin", "ops", "ci-bot", "readonly", "migrator",
         "grafana", "backup", "jenkins", "airflow", "metabase"]
HOSTS = ["db-01.internal", "pg.staging.local", "10.0.3.17", "db-primary.prod.svc", "db.acme.io",
         "172.31.44.9", "reporting-db.c9x2k.eu-west-1.rds.amazonaws.com", "sql-prod-02",
         "postgres.default.svc.cluster.local", "db.lan", "192.168.10.20"]
DBS = ["app", "billing", "analytics", "orders", "crm", "warehouse", "appdb", "reporting"]

WORDS = ["marigold", "lantern", "tundra", "falcon", "pebble", "violet", "harbor", "cobalt", "meadow",
         "quartz", "saffron", "glacier", "orchid", "thunder", "maple", "canyon", "velvet", "ember",
         "willow", "comet", "juniper", "basalt", "walrus", "nimbus", "coral", "hazel", "prairie",
         "mango", "tiger", "dolphin", "otter", "raven", "cactus", "biscuit", "pretzel", "nebula",
         "cinder", "sparrow", "lobster", "trumpet", "pumpkin", "blossom", "granite", "zephyr",
         "pickle", "kayak", "velcro", "tulip", "bramble", "sequoia", "paprika", "mosaic", "fjord",
         "origami", "cashew", "rhubarb", "gopher", "hammock", "igloo", "jasmine"]
PETS = ["Biscuit", "Mochi", "Rocky", "Luna", "Buster", "Coco", "Pepper", "Max", "Daisy", "Toby",
        "Ginger", "Oreo", "Simba", "Nala", "Bruno", "Chester"]
CITIES = ["Lisbon", "Denver", "Osaka", "Bergen", "Toronto", "Austin", "Porto", "Krakow", "Dublin",
          "Kyoto", "Nairobi", "Quito"]
KO_WORDS = ["사랑해", "우리집", "고양이", "바다", "하늘", "행복", "서울", "부산", "강아지", "초코", "여름",
            "겨울", "보리", "다람쥐", "별빛", "토끼", "무지개", "감자", "호랑이", "제주도", "봄날", "단풍"]

# Hangul -> 2-beolsik key positions (what you get typing Korean with the IME in English mode)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def fmt_svc(name, lang="en"):
    """how people refer to a service in prose"""
    f = R.randint(0, 3)
    if f == 0:
        return "`" + name + "`"
    if f == 1:
        return ("the " + name + " service") if lang == "en" else (name + " 서비스")
    return name


def ko_typed(word):
    out = ""
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out += _CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28]
        else:
            out += ch
    return out


# ---------------------------------------------------------------------------
# passwords of many styles
# ---------------------------------------------------------------------------
PUNCT = "!@#$%^&*-_=+?.~"


def pw_generated(n=None):
    n = n or R.randint(14, 24)
    while True:
        s = rs(ALNUM + PUNCT, n)
        if (any(c in PUNCT for c in s) and any(c.isdigit() for c in s)
                and any(c.isupper() for c in s) and any(c.islower() for c in s)):
            return s


def pw_alnum(n=None):
    n = n or R.randint(16, 32)
    return rs(ALNUM, n)


def pw_human():
    f = R.randint(0, 6)
    w = pick(WORDS).capitalize()
    if f == 0:
        return w + str(R.randint(1970, 2025)) + pick("!#$.?*")
    if f == 1:
        return pick(PETS) + pick("#@_.!") + str(R.randint(1, 99)).zfill(2) + pick(WORDS)
    if f == 2:
        return pick(CITIES) + pick(["_", "-", "."]) + str(R.randint(2015, 2026)) + pick("!?#")
    if f == 3:
        leet = w.lower().replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + pick("!#&$") + str(R.randint(10, 999))
    if f == 4:
        return pick(PETS) + pick(PETS).lower() + str(R.randint(100, 9999))
    if f == 5:
        return w + pick(WORDS).capitalize() + str(R.randint(1, 12)).zfill(2) + str(R.randint(1, 28)).zfill(2)
    return pick(["Spring", "Summer", "Autumn", "Winter"]) + pick(WORDS).capitalize() + str(R.randint(20, 26)) + "!"


def pw_passphrase():
    k = R.randint(3, 5)
    ws = R.sample(WORDS, k)
    f = R.randint(0, 4)
    if f == 0:
        return "-".join(ws)
    if f == 1:
        return " ".join(ws)
    if f == 2:
        return ".".join(ws) + str(R.randint(1, 99))
    if f == 3:
        return "".join(w.capitalize() for w in ws) + pick("!?")
    return "_".join(ws) + "_" + str(R.randint(10, 99))


def pw_ko_typed():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else "")
    s = ko_typed(w)
    f = R.randint(0, 3)
    if f == 0:
        s += str(R.randint(1000, 9999)) + pick("!@#")
    elif f == 1:
        s += pick("!@#$") + str(R.randint(10, 99))
    elif f == 2:
        s = s + str(R.randint(1, 12)).zfill(2) + str(R.randint(1, 31)).zfill(2)
    else:
        s = s[0].upper() + s[1:] + str(R.randint(100, 999)) + "!"
    if len(s) < 10:
        s += str(R.randint(100, 999))
    return s


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    f = R.randint(0, 3)
    if f == 0:
        s = w + str(R.randint(1000, 2025)) + pick("!@#")
    elif f == 1:
        s = w + pick("!@#*") + str(R.randint(10, 99)) + pick(["ab", "xz", "qq", "ok"])
    elif f == 2:
        s = pick(KO_WORDS) + "_" + pick(WORDS) + str(R.randint(10, 99))
    else:
        s = w + pick(KO_WORDS) + str(R.randint(10, 99))
    while len(s) < 9:
        s += str(R.randint(0, 9))
    return s


def pw_any(ko=False):
    f = R.random()
    if ko and f < 0.22:
        return pw_ko_typed()
    if ko and f < 0.32:
        return pw_hangul()
    if f < 0.55:
        return pw_generated()
    if f < 0.8:
        return pw_human()
    return pw_passphrase()


def pw_urlsafe_gen(n=None):
    n = n or R.randint(16, 28)
    return rs(ALNUM + "-_.~", n)

# ---------------------------------------------------------------------------
# credential generators (public shapes)
# ---------------------------------------------------------------------------
def tok_gh(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + crc_b62(body)


def tok_gh_fine():
    return "github_pat_" + rs(DIG + UP, 1) + rs(ALNUM, 21) + "_" + rs(ALNUM, 59)


def tok_npm():
    body = rs(ALNUM, 30)
    return "npm_" + body + crc_b62(body)


def _varint(n):
    out = b""
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def tok_pypi(project=None):
    ident = uuid4().encode()
    if project:
        cav = json.dumps({"version": 1, "permissions": {"projects": [project]}}).encode()
    else:
        cav = json.dumps({"version": 1, "permissions": "user"}).encode()
    blob = (b"\x02\x01\x08pypi.org\x02" + _varint(len(ident)) + ident + b"\x00\x02" + _varint(len(cav))
            + cav + b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(blob)


def tok_openai():
    if chance(0.75):
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def tok_slack_bot():
    return "xoxb-" + rs(DIG, R.choice([11, 12, 13])) + "-" + rs(DIG, 13) + "-" + rs(ALNUM, 24)


def tok_slack_user():
    return "xoxp-" + rs(DIG, 12) + "-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + hx(32)


def tok_slack_app():
    return "xapp-1-A" + rs(UPDIG, 10) + "-" + rs(DIG, 13) + "-" + hx(64)


def slack_hook():
    t = "T" + rs(UPDIG, R.choice([8, 10]))
    b = "B" + rs(UPDIG, R.choice([8, 10, 11]))
    k = rs(ALNUM, 24)
    return f"https://hooks.slack.com/services/{t}/{b}/{k}", k


def discord_bot():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def discord_hook():
    k = rs(B64U, 68)
    return f"https://discord.com/api/webhooks/{R.randint(10 ** 17, 13 * 10 ** 17)}/{k}", k


def teams_hook():
    k = hx(32)
    return (f"https://{pick(ORGS)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{k}/{uuid4()}", k)


def tok_telegram():
    return str(R.randint(10 ** 8, 8 * 10 ** 9)) + ":AA" + rs(B64U, 33)


def aws_pair(temp=False):
    kid = ("ASIA" if temp else "AKIA") + rs(B32C, 16)
    sec = rs(ALNUM + "+/", 40)
    return kid, sec


def aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(ALNUM, 2) + "aCXVzLWVhc3QtMSJH" + rs(B64C, R.randint(230, 300)) + "="


def supa_jwt(role):
    t = ts()
    return jwt({"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": rs(LOW, 20), "role": role, "iat": t, "exp": t + 315_360_000})


def mapbox_token(prefix):
    payload = b64u(jdump({"u": pick(ORGS) + "-maps", "a": "cl" + rs(LOWDIG, 23)}).encode())
    return prefix + "." + payload + "." + rs(B64U, 22)


def ntn_token():
    if chance(0.5):
        return "secret_" + rs(ALNUM, 43)
    return "ntn_" + rs(DIG, 11) + rs(ALNUM, 35)


def sentry_org_token():
    payload = jdump({"iat": ts() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                     "org": pick(ORGS)})
    return "sntrys_" + b64(payload.encode()).rstrip("=") + "_" + rs(ALNUM + "+/", 43)


def grafana_sa():
    body = rs(ALNUM, 32)
    return "glsa_" + body + "_" + "%08x" % (zlib.crc32(body.encode()) & 0xFFFFFFFF)


def jfrog_ref():
    raw = "reftkn:01:" + str(ts() + 31_536_000) + ":" + rs(ALNUM, 31)
    return b64(raw.encode()).rstrip("=")


def op_sa_token():
    payload = jdump({"signInAddress": pick(ORGS) + ".1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(rb(16))},
                     "email": rs(LOWDIG, 13) + "@1passwordserviceaccounts.com", "srpX": hx(64),
                     "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rb(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
                     "secretKey": "A3-" + rs("23456789ABCDEFGHJKLMNPQRSTVWXYZ", 6) + "-" + rs("23456789ABCDEFGHJKLMNPQRSTVWXYZ", 6)})
    return "ops_" + b64u(payload.encode())


def cf_tunnel():
    return b64(jdump({"a": hx(32), "t": uuid4(), "s": b64(rb(32))}).encode())


def wg_private():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def age_secret():
    return bech32("age-secret-key-", _convertbits(rb(32), 8, 5)).upper()


def age_public():
    return bech32("age", _convertbits(rb(32), 8, 5))


def btc_wif():
    return b58check(b"\x80" + rb(32) + b"\x01")


def sol_secret():
    return b58enc(rb(64))


def eth_priv():
    return "0x" + hx(64)


def totp_seed(nbytes=None):
    return base64.b32encode(rb(nbytes or pick([10, 20, 20]))).decode().rstrip("=")


def intercom_tok():
    return b64(("tok:" + uuid4() + ":1:0").encode()).rstrip("=")


def elastic_key():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def azure_client_secret():
    a = ALNUM + "_~.-"
    return rs(a, 3) + str(R.randint(0, 9)) + "Q~" + rs(a, 34)


def adyen_key():
    return "AQE" + rs(ALNUM, 2) + rs(B64C, 88) + "==-" + rs(B64C, 43) + "=-" + rs(ALNUM, 16)


def twitter_bearer():
    return ("A" * 21 + rs(ALNUM, 10) + "AAAAAA" + rs(ALNUM, 12) + "%2B" + rs(ALNUM, 14) + "%3D"
            + rs(ALNUM, 50))


def fly_token():
    return "FlyV1 fm2_lJPE" + rs(B64C, 200) + "=="


def salesforce_sid():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 2) + "AQ" + rs(ALNUM + "._", 92)


def bws_token():
    return "0." + uuid4() + "." + rs(ALNUM, 30) + ":" + b64(rb(16))


def calendly_pat():
    return jwt({"kid": hx(8), "typ": "PAT", "alg": "ES512"},
               {"iss": "https://auth.calendly.com", "iat": ts(), "jti": uuid4(), "user_uuid": uuid4()}, 66)


def data_go_kr_key():
    raw = b64(rb(66))
    return raw, urllib.parse.quote(raw, safe="")


def upstash_token():
    return "AX" + rs(ALNUM, 2) + "ASQg" + rs(B64C, 84) + "="


def one(var, val):
    return [(var, val, val)]


def norm_items(items):
    out = []
    for var, val, lst in items:
        if lst is True:
            lst = val
        elif lst is False:
            lst = None
        out.append((var, val, lst))
    return out


# Each kind: vendor, thing (what it is), gen -> [(VAR, value, listed)], host/path for an HTTP
# call, auth style, optional hand-written SDK snippets using «v0», «v1», ... and ko-vendor flag.
KINDS = []


def K(vendor, thing, gen, host=None, path="/", auth=None, code=(), ko=False, slug=None):
    slug = slug or re.sub(r"[^a-z0-9]+", "", vendor.lower())
    assert re.fullmatch(r"[a-z][a-z0-9]*|1password", slug), vendor
    KINDS.append(dict(vendor=vendor, thing=thing, gen=gen, host=host, path=path, auth=auth,
                      code=list(code), ko=ko, slug=slug))


# --- AI / ML --------------------------------------------------------------
K("OpenAI", "API key", lambda: one("OPENAI_API_KEY", tok_openai()), "api.openai.com", "/v1/models", "bearer",
  ['client = OpenAI(api_key="«v0»")', 'const openai = new OpenAI({ apiKey: "«v0»" });',
   'llm = ChatOpenAI(model="gpt-4o-mini", api_key="«v0»")', 'client := openai.NewClient(option.WithAPIKey("«v0»"))',
   'let client = Client::with_config(OpenAIConfig::new().with_api_key("«v0»"));'])
K("Anthropic", "API key", lambda: one("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA"),
  "api.anthropic.com", "/v1/messages", "hdr:x-api-key",
  ['client = anthropic.Anthropic(api_key="«v0»")', 'const anthropic = new Anthropic({ apiKey: "«v0»" });'])
K("Google Gemini", "API key", lambda: one("GEMINI_API_KEY", "AIza" + rs(B64U, 35)),
  "generativelanguage.googleapis.com", "/v1beta/models", "query:key",
  ['client = genai.Client(api_key="«v0»")', 'genai.configure(api_key="«v0»")'])
K("Hugging Face", "access token", lambda: one("HF_TOKEN", "hf_" + rs(LET, 34)), "huggingface.co", "/api/whoami-v2", "bearer",
  ['huggingface-cli login --token «v0»', 'login(token="«v0»")'])
K("Replicate", "API token", lambda: one("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37)), "api.replicate.com", "/v1/predictions", "bearer")
K("Groq", "API key", lambda: one("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52)), "api.groq.com", "/openai/v1/models", "bearer",
  ['client = Groq(api_key="«v0»")'])
K("Perplexity", "API key", lambda: one("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48)), "api.perplexity.ai", "/chat/completions", "bearer")
K("xAI", "API key", lambda: one("XAI_API_KEY", "xai-" + rs(ALNUM, 80)), "api.x.ai", "/v1/models", "bearer")
K("OpenRouter", "API key", lambda: one("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64)), "openrouter.ai", "/api/v1/models", "bearer")
K("DeepSeek", "API key", lambda: one("DEEPSEEK_API_KEY", "sk-" + hx(32)), "api.deepseek.com", "/models", "bearer")
K("Mistral AI", "API key", lambda: one("MISTRAL_API_KEY", rs(ALNUM, 32)), "api.mistral.ai", "/v1/models", "bearer",
  ['client = Mistral(api_key="«v0»")'])
K("Cohere", "API key", lambda: one("CO_API_KEY", rs(ALNUM, 40)), "api.cohere.com", "/v2/embed", "bearer",
  ['co = cohere.ClientV2("«v0»")'])
K("Together AI", "API key", lambda: one("TOGETHER_API_KEY", hx(64)), "api.together.xyz", "/v1/models", "bearer")
K("Fireworks AI", "API key", lambda: one("FIREWORKS_API_KEY", "fw_" + rs(ALNUM, 24)), "api.fireworks.ai", "/inference/v1/models", "bearer")
K("ElevenLabs", "API key", lambda: one("ELEVENLABS_API_KEY", "sk_" + hx(48)), "api.elevenlabs.io", "/v1/voices", "hdr:xi-api-key")
K("Pinecone", "API key", lambda: one("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63)),
  "api.pinecone.io", "/indexes", "hdr:Api-Key", ['pc = Pinecone(api_key="«v0»")'])
K("LangSmith", "API key", lambda: one("LANGSMITH_API_KEY", "lsv2_pt_" + hx(32) + "_" + hx(10)), "api.smith.langchain.com", "/runs", "hdr:x-api-key")
K("Weights & Biases", "API key", lambda: one("WANDB_API_KEY", hx(40)), None, "/", None, ['wandb login «v0»'])
K("Deepgram", "API key", lambda: one("DEEPGRAM_API_KEY", hx(40)), "api.deepgram.com", "/v1/listen", "token")
K("AssemblyAI", "API key", lambda: one("ASSEMBLYAI_API_KEY", hx(32)), "api.assemblyai.com", "/v2/transcript", "hdr:authorization")
K("Stability AI", "API key", lambda: one("STABILITY_API_KEY", "sk-" + rs(ALNUM, 48)), "api.stability.ai", "/v1/user/account", "bearer")
K("Cerebras", "API key", lambda: one("CEREBRAS_API_KEY", "csk-" + rs(LOWDIG, 48)), "api.cerebras.ai", "/v1/models", "bearer")
K("Tavily", "API key", lambda: one("TAVILY_API_KEY", pick(["tvly-", "tvly-dev-"]) + rs(ALNUM, 32)), "api.tavily.com", "/search", "bearer",
  ['tavily = TavilyClient(api_key="«v0»")'])
K("Firecrawl", "API key", lambda: one("FIRECRAWL_API_KEY", "fc-" + hx(32)), "api.firecrawl.dev", "/v1/scrape", "bearer")
K("Serper", "API key", lambda: one("SERPER_API_KEY", hx(40)), "google.serper.dev", "/search", "hdr:X-API-KEY")
K("SerpApi", "API key", lambda: one("SERPAPI_API_KEY", hx(64)), "serpapi.com", "/search.json?engine=google&q=coffee", "query:api_key")
K("Voyage AI", "API key", lambda: one("VOYAGE_API_KEY", "pa-" + rs(B64U, 43)), "api.voyageai.com", "/v1/embeddings", "bearer")
K("Jina AI", "API key", lambda: one("JINA_API_KEY", "jina_" + hx(32) + rs(ALNUM, 28)), "api.jina.ai", "/v1/embeddings", "bearer")
K("Langfuse", "secret key", lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), True)])
K("Modal", "token secret", lambda: [("MODAL_TOKEN_ID", "ak-" + rs(ALNUM, 22), True), ("MODAL_TOKEN_SECRET", "as-" + rs(ALNUM, 22), True)],
  code=['modal token set --token-id «v0» --token-secret «v1»'])
K("RunPod", "API key", lambda: one("RUNPOD_API_KEY", "rpa_" + rs(UPDIG, 48)), "rest.runpod.io", "/v1/pods", "bearer")
K("Exa", "API key", lambda: one("EXA_API_KEY", uuid4()), "api.exa.ai", "/search", "hdr:x-api-key")
# --- source hosting / packages / CI --------------------------------------
K("GitHub", "personal access token", lambda: one(pick(["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT"]), tok_gh("ghp_")),
  "api.github.com", "/user/repos", "bearer", ['gh auth login --with-token <<< «v0»', 'g = Github(auth=Auth.Token("«v0»"))',
                                               'git clone https://«v0»@github.com/acme/infra.git', "client = Octokit::Client.new(access_token: '«v0»')",
                                               'client := github.NewClient(nil).WithAuthToken("«v0»")'])
K("GitHub", "fine-grained personal access token", lambda: one("GITHUB_PERSONAL_ACCESS_TOKEN", tok_gh_fine()),
  "api.github.com", "/repos/acme/web/issues", "bearer", ['const octokit = new Octokit({ auth: "«v0»" });'])
K("GitHub", "OAuth token", lambda: one("GH_TOKEN", tok_gh("gho_")), "api.github.com", "/user", "token")
K("GitHub", "App installation token", lambda: one("GITHUB_TOKEN", tok_gh("ghs_")), "api.github.com", "/installation/repositories", "bearer",
  ['git remote set-url origin https://x-access-token:«v0»@github.com/acme/api.git'])
K("GitLab", "personal access token", lambda: one("GITLAB_TOKEN", "glpat-" + rs(ALNUM + "_-", 20)),
  "gitlab.com", "/api/v4/projects?membership=true", "hdr:PRIVATE-TOKEN", ['gl = gitlab.Gitlab("https://gitlab.com", private_token="«v0»")'])
K("GitLab", "runner authentication token", lambda: one("RUNNER_TOKEN", "glrt-" + rs(ALNUM + "_-", 20)), None, "/", None,
  ['gitlab-runner register --non-interactive --url https://gitlab.com --token «v0» --executor docker'])
K("Bitbucket", "app password", lambda: one("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32)), "api.bitbucket.org", "/2.0/repositories/acme", "basic:ci-bot")
K("npm", "automation token", lambda: one("NPM_TOKEN", tok_npm()), None, "/", None,
  ['//registry.npmjs.org/:_authToken=«v0»', 'npm config set //registry.npmjs.org/:_authToken «v0»'])
K("PyPI", "API token", lambda: one("PYPI_TOKEN", tok_pypi(pick([None, "acme-sdk", "fastcsv"]))), None, "/", None,
  ['twine upload -u __token__ -p «v0» dist/*', 'poetry config pypi-token.pypi «v0»', '[pypi]\nusername = __token__\npassword = «v0»'])
K("RubyGems", "API key", lambda: one("GEM_HOST_API_KEY", "rubygems_" + hx(48)), None, "/", None, ['---\n:rubygems_api_key: «v0»'])
K("NuGet", "API key", lambda: one("NUGET_API_KEY", "oy2" + rs(LOWDIG, 43)), None, "/", None,
  ['dotnet nuget push bin/Release/*.nupkg --api-key «v0» --source https://api.nuget.org/v3/index.json'])
K("crates.io", "API token", lambda: one("CARGO_REGISTRY_TOKEN", "cio" + rs(ALNUM, 32)), None, "/", None,
  ['[registry]\ntoken = "«v0»"', 'cargo login «v0»'])
K("Docker Hub", "personal access token", lambda: one("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27)), None, "/", None,
  ['echo «v0» | docker login -u acmebuild --password-stdin'])
K("JFrog Artifactory", "reference token", lambda: one("JFROG_ACCESS_TOKEN", jfrog_ref()), "acme.jfrog.io", "/artifactory/api/repositories", "bearer")
K("CircleCI", "personal API token", lambda: one("CIRCLECI_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hx(40)), "circleci.com", "/api/v2/me", "hdr:Circle-Token")
K("Buildkite", "API access token", lambda: one("BUILDKITE_API_TOKEN", "bkua_" + hx(40)), "api.buildkite.com", "/v2/organizations", "bearer")
K("Jenkins", "API token", lambda: one("JENKINS_API_TOKEN", "11" + hx(32)), "ci.acme.internal", "/job/deploy/buildWithParameters", "basic:ci-bot")
K("SonarQube", "user token", lambda: one("SONAR_TOKEN", "squ_" + hx(40)), None, "/", None,
  ['mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=«v0»'])
K("Snyk", "API token", lambda: one("SNYK_TOKEN", uuid4()), None, "/", None, ['snyk auth «v0»'])
K("Codecov", "upload token", lambda: one("CODECOV_TOKEN", uuid4()), None, "/", None, ['codecovcli upload-process -t «v0»'])
K("Azure DevOps", "personal access token", lambda: one("AZURE_DEVOPS_EXT_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52)),
  "dev.azure.com", "/acme/_apis/projects?api-version=7.1", "basic:")
K("Atlassian", "API token", lambda: one("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(UHEX, 8)),
  "acme.atlassian.net", "/rest/api/3/myself", "basic:dev@acme.io")
K("Linear", "API key", lambda: one("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40)), "api.linear.app", "/graphql", "hdr:Authorization")
K("Notion", "integration token", lambda: one("NOTION_TOKEN", ntn_token()), "api.notion.com", "/v1/search", "bearer",
  ['notion = Client(auth="«v0»")'])
K("Figma", "personal access token", lambda: one("FIGMA_TOKEN", "figd_" + rs(B64U, 40)), "api.figma.com", "/v1/me", "hdr:X-Figma-Token")
K("Airtable", "personal access token", lambda: one("AIRTABLE_API_KEY", "pat" + rs(ALNUM, 14) + "." + hx(64)), "api.airtable.com", "/v0/meta/bases", "bearer")
K("Asana", "personal access token", lambda: one("ASANA_PAT", "2/" + rs(DIG, 16) + "/" + rs(DIG, 16) + ":" + hx(32)), "app.asana.com", "/api/1.0/users/me", "bearer")
K("Trello", "API token", lambda: one("TRELLO_TOKEN", "ATTA" + hx(64) + rs(UHEX, 8)), "api.trello.com", "/1/members/me/boards?key=«k»&token=«v0»", "inurl")
K("ClickUp", "personal API token", lambda: one("CLICKUP_API_TOKEN", "pk_" + rs(DIG, 8) + "_" + rs(UPDIG, 32)), "api.clickup.com", "/api/v2/team", "hdr:Authorization")
K("Postman", "API key", lambda: one("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34)), "api.getpostman.com", "/collections", "hdr:X-Api-Key")
K("Sentry", "auth token", lambda: one("SENTRY_AUTH_TOKEN", pick([sentry_org_token, lambda: "sntryu_" + hx(64)])()), None, "/", None,
  ['sentry-cli --auth-token «v0» releases new 2.14.0'])
K("Datadog", "API key", lambda: one("DD_API_KEY", hx(32)), "api.datadoghq.com", "/api/v1/validate", "hdr:DD-API-KEY")
K("Datadog", "application key", lambda: [("DD_API_KEY", hx(32), True), ("DD_APP_KEY", hx(40), True)])
K("New Relic", "user API key", lambda: one("NEW_RELIC_API_KEY", "NRAK-" + rs(UPDIG, 27)), "api.newrelic.com", "/graphql", "hdr:API-Key")
K("New Relic", "license key", lambda: (lambda p: one("NEW_RELIC_LICENSE_KEY", p + hx(36 - len(p)) + "NRAL"))(pick(["eu01xx", ""])))
K("Grafana", "service account token", lambda: one("GRAFANA_TOKEN", grafana_sa()), "grafana.acme.io", "/api/dashboards/home", "bearer")
K("PagerDuty", "REST API key", lambda: one("PAGERDUTY_TOKEN", "u+" + rs(ALNUM + "_-", 18)), "api.pagerduty.com", "/incidents", "token_pd")
K("PagerDuty", "integration (routing) key", lambda: one("PAGERDUTY_ROUTING_KEY", hx(32)))
K("Honeycomb", "API key", lambda: one("HONEYCOMB_API_KEY", rs(ALNUM, 22)), "api.honeycomb.io", "/1/auth", "hdr:X-Honeycomb-Team")
K("Better Stack", "source token", lambda: one("LOGTAIL_SOURCE_TOKEN", rs(ALNUM, 24)), "in.logs.betterstack.com", "/", "bearer")
K("Rollbar", "server access token", lambda: one("ROLLBAR_ACCESS_TOKEN", hx(32)), "api.rollbar.com", "/api/1/item/", "hdr:X-Rollbar-Access-Token")
K("LaunchDarkly", "server-side SDK key", lambda: one("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4()), None, "/", None,
  ['ldclient.set_config(Config("«v0»"))'])
K("Statsig", "server secret key", lambda: one("STATSIG_SERVER_SECRET", "secret-" + rs(ALNUM, 43)), None, "/", None,
  ['await Statsig.initialize("«v0»", { environment: { tier: "staging" } });'])
K("Doppler", "service token", lambda: one("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40)), None, "/", None,
  ['doppler run --token «v0» -- npm start'])
K("1Password", "service account token", lambda: one("OP_SERVICE_ACCOUNT_TOKEN", op_sa_token()))
K("HashiCorp Vault", "token", lambda: one("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86)), "vault.acme.internal:8200", "/v1/secret/data/billing", "hdr:X-Vault-Token",
  ['vault login «v0»'])
K("HCP Terraform", "API token", lambda: one("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)), None, "/", None,
  ['credentials "app.terraform.io" {\n  token = "«v0»"\n}'])
K("Pulumi", "access token", lambda: one("PULUMI_ACCESS_TOKEN", "pul-" + hx(40)), None, "/", None, ['pulumi login --cloud-url https://api.pulumi.com # token «v0»'])
K("Infracost", "API key", lambda: one("INFRACOST_API_KEY", "ico-" + rs(ALNUM, 32)), None, "/", None, ['infracost configure set api_key «v0»'])
K("Expo", "access token", lambda: one("EXPO_TOKEN", rs(B64U, 40)))
K("Bitwarden", "Secrets Manager access token", lambda: one("BWS_ACCESS_TOKEN", bws_token()), None, "/", None,
  ['bws secret list --access-token «v0»'])
K("Tailscale", "auth key", lambda: one("TS_AUTHKEY", "tskey-auth-" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)), None, "/", None,
  ['sudo tailscale up --authkey=«v0» --advertise-tags=tag:ci'])
K("ngrok", "authtoken", lambda: one("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)), None, "/", None,
  ['ngrok config add-authtoken «v0»'])
# --- cloud / infra --------------------------------------------------------
K("AWS", "access key pair", lambda: (lambda p: [("AWS_ACCESS_KEY_ID", p[0], True), ("AWS_SECRET_ACCESS_KEY", p[1], True)])(aws_pair()), None, "/", None,
  ['s3 = boto3.client("s3", aws_access_key_id="«v0»", aws_secret_access_key="«v1»")',
   '[default]\naws_access_key_id = «v0»\naws_secret_access_key = «v1»',
   'aws configure set aws_access_key_id «v0» && aws configure set aws_secret_access_key «v1»'])
K("AWS", "temporary session credentials", lambda: (lambda p: [("AWS_ACCESS_KEY_ID", p[0], True), ("AWS_SECRET_ACCESS_KEY", p[1], True),
                                                                ("AWS_SESSION_TOKEN", aws_session_token(), True)])(aws_pair(True)))
K("Microsoft Azure", "storage account key", lambda: one("AZURE_STORAGE_KEY", b64(rb(64))), None, "/", None,
  ['DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=«v0»;EndpointSuffix=core.windows.net',
   'az storage blob upload --account-name acmeassets --account-key «v0» -c exports -f out.csv -n out.csv'])
K("Microsoft Entra ID", "client secret", lambda: [("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", azure_client_secret(), True)], None, "/", None,
  ['az login --service-principal -u «v0» -p «v1» --tenant acme.onmicrosoft.com',
   'cred = ClientSecretCredential(tenant_id, "«v0»", "«v1»")'])
K("Azure OpenAI", "API key", lambda: one("AZURE_OPENAI_API_KEY", hx(32)), "acme-oai.openai.azure.com", "/openai/deployments?api-version=2024-10-21", "hdr:api-key")
K("Google Cloud", "OAuth client secret", lambda: [("GOOGLE_CLIENT_ID", rs(DIG, 12) + "-" + rs(LOWDIG, 32) + ".apps.googleusercontent.com", False),
                                                  ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)])
K("Firebase", "Cloud Messaging legacy server key", lambda: one("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
  "fcm.googleapis.com", "/fcm/send", "hdr:Authorization: key=")
K("Heroku", "API key", lambda: one("HEROKU_API_KEY", uuid4()), "api.heroku.com", "/apps", "bearer")
K("Vercel", "access token", lambda: one("VERCEL_TOKEN", rs(ALNUM, 24)), None, "/", None, ['vercel deploy --prod --token «v0»'])
K("Netlify", "personal access token", lambda: one("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36)), "api.netlify.com", "/api/v1/sites", "bearer")
K("Fly.io", "deploy token", lambda: one("FLY_API_TOKEN", fly_token()))
K("Render", "API key", lambda: one("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32)), "api.render.com", "/v1/services", "bearer")
K("Railway", "project token", lambda: one("RAILWAY_TOKEN", uuid4()), None, "/", None, ['RAILWAY_TOKEN=«v0» railway up --service api'])
K("Supabase", "service_role key", lambda: one("SUPABASE_SERVICE_ROLE_KEY", supa_jwt("service_role")), None, "/", None,
  ['const supabase = createClient(process.env.SUPABASE_URL, "«v0»");', 'supabase = create_client(url, "«v0»")'])
K("Supabase", "secret API key", lambda: one("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64U, 31)))
K("PlanetScale", "service token", lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(LOWDIG, 12), True), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)])
K("Upstash", "Redis REST token", lambda: one("UPSTASH_REDIS_REST_TOKEN", upstash_token()), None, "/", None,
  ['const redis = new Redis({ url: "https://eu1-fancy-gull-38211.upstash.io", token: "«v0»" });'])
K("Algolia", "Admin API key", lambda: [("ALGOLIA_APP_ID", rs(UPDIG, 10), False), ("ALGOLIA_ADMIN_KEY", hx(32), True)], None, "/", None,
  ['client = SearchClient.create("«v0»", "«v1»")'])
K("Elastic", "API key", lambda: one("ELASTIC_API_KEY", elastic_key()), "acme.es.us-east-1.aws.found.io:9243", "/_cat/indices", "apikey")
K("Confluent Cloud", "API key and secret", lambda: [("CONFLUENT_API_KEY", rs(UPDIG, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)], None, "/", None,
  ['sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«v0»" password="«v1»";'])
K("Databricks", "personal access token", lambda: one("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"])), "adb-3141592653589793.12.azuredatabricks.net", "/api/2.0/clusters/list", "bearer")
K("Cloudinary", "API secret", lambda: [("CLOUDINARY_API_KEY", rs(DIG, 15), False), ("CLOUDINARY_API_SECRET", rs(B64U, 27), True)], None, "/", None,
  ['CLOUDINARY_URL=cloudinary://«v0»:«v1»@acme-media'])
K("Mapbox", "secret access token", lambda: one("MAPBOX_SECRET_TOKEN", mapbox_token("sk")), "api.mapbox.com", "/tokens/v2?access_token=«v0»", "inurl")
K("DigitalOcean", "personal access token", lambda: one("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64)), "api.digitalocean.com", "/v2/droplets", "bearer",
  ['doctl auth init --access-token «v0»'])
K("Linode", "personal access token", lambda: one("LINODE_TOKEN", hx(64)), "api.linode.com", "/v4/linode/instances", "bearer")
K("Vultr", "API key", lambda: one("VULTR_API_KEY", rs(UPDIG, 36)), "api.vultr.com", "/v2/instances", "bearer")
K("Hetzner Cloud", "API token", lambda: one("HCLOUD_TOKEN", rs(ALNUM, 64)), "api.hetzner.cloud", "/v1/servers", "bearer")
K("Scaleway", "API key", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPDIG, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
K("OVHcloud", "application secret", lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
                                             ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])
K("Alibaba Cloud", "AccessKey pair", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20), True),
                                              ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
K("Tencent Cloud", "SecretId/SecretKey", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
                                                  ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
K("Cloudflare", "API token", lambda: one("CLOUDFLARE_API_TOKEN", rs(B64U, 40)), "api.cloudflare.com", "/client/v4/user/tokens/verify", "bearer")
K("Cloudflare", "Global API key", lambda: [("CLOUDFLARE_EMAIL", "ops@acme.io", False), ("CLOUDFLARE_API_KEY", hx(37), True)],
  "api.cloudflare.com", "/client/v4/zones", "hdr:X-Auth-Key")
K("Cloudflare", "Tunnel token", lambda: one("TUNNEL_TOKEN", cf_tunnel()), None, "/", None,
  ['cloudflared tunnel run --token «v0»'])
K("Fastly", "API token", lambda: one("FASTLY_API_TOKEN", rs(B64U, 32)), "api.fastly.com", "/service", "hdr:Fastly-Key")
K("Akamai", "EdgeGrid credentials", lambda: [("client_secret", b64(rb(32)), True), ("access_token", "akab-" + rs(LOWDIG, 16) + "-" + rs(LOWDIG, 16), True),
                                             ("client_token", "akab-" + rs(LOWDIG, 16) + "-" + rs(LOWDIG, 16), True)])
K("Neon", "API key", lambda: one("NEON_API_KEY", "napi_" + rs(LOWDIG, 64)), "console.neon.tech", "/api/v2/projects", "bearer")
# --- comms / email / messaging -------------------------------------------
K("Twilio", "auth token", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", hx(32), True)], None, "/", None,
  ['client = Client("«v0»", "«v1»")', 'Twilio.init("«v0»", "«v1»");', 'TwilioClient.Init("«v0»", "«v1»");', 'curl -X POST https://api.twilio.com/2010-04-01/Accounts/«v0»/Messages.json -u «v0»:«v1» -d To=+15558675310 -d Body=test'])
K("SendGrid", "API key", lambda: one("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43)), "api.sendgrid.com", "/v3/mail/send", "bearer",
  ['sg = SendGridAPIClient("«v0»")', "sgMail.setApiKey('«v0»');", 'var client = new SendGridClient("«v0»");', '$sendgrid = new \\SendGrid(\'«v0»\');'])
K("Mailgun", "API key", lambda: one("MAILGUN_API_KEY", pick([lambda: "key-" + hx(32), lambda: hx(32) + "-" + hx(8) + "-" + hx(8)])()),
  "api.mailgun.net", "/v3/mg.acme.io/messages", "basic:api")
K("Mailchimp", "API key", lambda: one("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randint(2, 21))), None, "/", None,
  ['mailchimp.setConfig({ apiKey: "«v0»", server: "us6" });'])
K("Postmark", "server token", lambda: one("POSTMARK_SERVER_TOKEN", uuid4()), "api.postmarkapp.com", "/email", "hdr:X-Postmark-Server-Token")
K("Resend", "API key", lambda: one("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)), "api.resend.com", "/emails", "bearer",
  ['const resend = new Resend("«v0»");'])
K("Brevo", "API key", lambda: one("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(ALNUM, 16)), "api.brevo.com", "/v3/account", "hdr:api-key")
K("Mailjet", "API key pair", lambda: [("MJ_APIKEY_PUBLIC", hx(32), True), ("MJ_APIKEY_PRIVATE", hx(32), True)], None, "/", None,
  ['mailjet = Client(auth=("«v0»", "«v1»"), version="v3.1")'])
K("Vonage", "API secret", lambda: one("VONAGE_API_SECRET", rs(ALNUM, 16)))
K("Plivo", "auth token", lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPDIG, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)])
K("Telnyx", "API key", lambda: one("TELNYX_API_KEY", "KEY01" + rs(UHEX, 27) + "_" + rs(ALNUM, 22)), "api.telnyx.com", "/v2/messages", "bearer")
K("MessageBird", "access key", lambda: one("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25)), "rest.messagebird.com", "/balance", "accesskey")
K("Pusher", "app secret", lambda: [("PUSHER_APP_ID", rs(DIG, 7), False), ("PUSHER_KEY", hx(20), False), ("PUSHER_SECRET", hx(20), True)])
K("Ably", "API key", lambda: one("ABLY_API_KEY", rs(ALNUM, 6) + "." + rs(ALNUM + "_-", 6) + ":" + rs(B64U, 43)), None, "/", None,
  ['const ably = new Ably.Realtime("«v0»");'])
K("Slack", "bot token", lambda: one("SLACK_BOT_TOKEN", tok_slack_bot()), "slack.com", "/api/chat.postMessage", "bearer",
  ['app = App(token="«v0»", signing_secret=os.environ["SLACK_SIGNING_SECRET"])', 'api := slack.New("«v0»")',
   'const web = new WebClient("«v0»");'])
K("Slack", "user token", lambda: one("SLACK_USER_TOKEN", tok_slack_user()), "slack.com", "/api/conversations.history?channel=C04QF3R2V7Z", "bearer")
K("Slack", "app-level token", lambda: one("SLACK_APP_TOKEN", tok_slack_app()))
K("Slack", "signing secret", lambda: one("SLACK_SIGNING_SECRET", hx(32)))
K("Discord", "bot token", lambda: one("DISCORD_TOKEN", discord_bot()), "discord.com", "/api/v10/users/@me", "hdr:Authorization: Bot ",
  ['client.run("«v0»")', 'client.login("«v0»");'])
K("Telegram", "bot token", lambda: one("TELEGRAM_BOT_TOKEN", tok_telegram()), "api.telegram.org", "/bot«v0»/getMe", "inurl",
  ['bot = telebot.TeleBot("«v0»")', 'app = ApplicationBuilder().token("«v0»").build()'])
K("Zoom", "Server-to-Server OAuth client secret", lambda: [("ZOOM_ACCOUNT_ID", rs(ALNUM + "-_", 22), False), ("ZOOM_CLIENT_ID", rs(ALNUM, 22), False),
                                                           ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)])
K("Dropbox", "access token", lambda: one("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64U, 135)), "api.dropboxapi.com", "/2/users/get_current_account", "bearer")
K("Box", "developer token", lambda: one("BOX_DEVELOPER_TOKEN", rs(ALNUM, 32)), "api.box.com", "/2.0/folders/0", "bearer")
K("Okta", "API token", lambda: one("OKTA_API_TOKEN", "00" + rs(B64U, 40)), "acme.okta.com", "/api/v1/users?limit=25", "hdr:Authorization: SSWS ")
K("Auth0", "client secret", lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)])
K("Clerk", "secret key", lambda: one("CLERK_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + rs(ALNUM, 42)), "api.clerk.com", "/v1/users", "bearer")
K("Stytch", "project secret", lambda: [("STYTCH_PROJECT_ID", "project-live-" + uuid4(), False), ("STYTCH_SECRET", "secret-live-" + rs(B64U, 36) + "=", True)])
K("Meta", "Graph API access token", lambda: one("FB_ACCESS_TOKEN", "EAA" + pick("BGJI") + rs(ALNUM, 160)), "graph.facebook.com", "/v19.0/me/accounts?access_token=«v0»", "inurl")
K("Meta", "app secret", lambda: [("FB_APP_ID", rs(DIG, 15), False), ("FB_APP_SECRET", hx(32), True)])
K("X (Twitter)", "API bearer token", lambda: one("TWITTER_BEARER_TOKEN", twitter_bearer()), "api.x.com", "/2/users/me", "bearer")
K("Spotify", "client secret", lambda: [("SPOTIFY_CLIENT_ID", hx(32), False), ("SPOTIFY_CLIENT_SECRET", hx(32), True)])
K("Twitch", "client secret", lambda: [("TWITCH_CLIENT_ID", rs(LOWDIG, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOWDIG, 30), True)])
K("Reddit", "client secret", lambda: [("REDDIT_CLIENT_ID", rs(B64U, 22), False), ("REDDIT_CLIENT_SECRET", rs(B64U, 30), True)])
K("Microsoft Teams", "incoming webhook", lambda: (lambda h: [("TEAMS_WEBHOOK_URL", h[0], h[1])])(teams_hook()))
K("Slack", "incoming webhook", lambda: (lambda h: [("SLACK_WEBHOOK_URL", h[0], h[1])])(slack_hook()))
K("Discord", "webhook", lambda: (lambda h: [("DISCORD_WEBHOOK_URL", h[0], h[1])])(discord_hook()))
# --- payments / commerce ---------------------------------------------------
K("Stripe", "secret key", lambda: one("STRIPE_SECRET_KEY", pick(["sk_live_51", "sk_test_51"]) + rs(ALNUM, 97)), "api.stripe.com", "/v1/charges?limit=3", "basic_u",
  ['stripe.api_key = "«v0»"', "const stripe = require('stripe')('«v0»');", "\\Stripe\\Stripe::setApiKey('«v0»');",
   'Stripe.apiKey = "«v0»";', 'StripeConfiguration.ApiKey = "«v0»";', 'stripe.Key = "«v0»"', "Stripe.api_key = '«v0»'"])
K("Stripe", "restricted key", lambda: one("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97)), "api.stripe.com", "/v1/customers?limit=1", "basic_u")
K("Stripe", "webhook signing secret", lambda: one("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32)), None, "/", None,
  ['event = stripe.Webhook.construct_event(payload, sig_header, "«v0»")'])
K("PayPal", "REST client secret", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)])
K("Braintree", "access token", lambda: one("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOWDIG, 16) + "$" + hx(32)))
K("Square", "access token", lambda: one("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60)), "connect.squareup.com", "/v2/locations", "bearer")
K("Adyen", "API key", lambda: one("ADYEN_API_KEY", adyen_key()), "checkout-test.adyen.com", "/v71/paymentMethods", "hdr:X-API-Key")
K("Razorpay", "key secret", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)], None, "/", None,
  ['client = razorpay.Client(auth=("«v0»", "«v1»"))'])
K("Paystack", "secret key", lambda: one("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40)), "api.paystack.co", "/transaction/verify/ref_8812", "bearer")
K("Flutterwave", "secret key", lambda: one("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X"), "api.flutterwave.com", "/v3/transactions", "bearer")
K("Mollie", "API key", lambda: one("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30)), "api.mollie.com", "/v2/payments", "bearer")
K("Paddle", "API key", lambda: one("PADDLE_API_KEY", "pdl_live_apikey_" + rs(LOWDIG, 26) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3)), "api.paddle.com", "/products", "bearer")
K("Shopify", "Admin API access token", lambda: one("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32)), "acme-store.myshopify.com", "/admin/api/2024-10/products.json", "hdr:X-Shopify-Access-Token")
K("Shopify", "app API secret", lambda: [("SHOPIFY_API_KEY", hx(32), False), ("SHOPIFY_API_SECRET", "shpss_" + hx(32), True)])
K("WooCommerce", "REST API keys", lambda: [("WC_CONSUMER_KEY", "ck_" + hx(40), True), ("WC_CONSUMER_SECRET", "cs_" + hx(40), True)])
K("HubSpot", "private app token", lambda: one("HUBSPOT_ACCESS_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + uuid4()), "api.hubapi.com", "/crm/v3/objects/contacts?limit=5", "bearer")
K("Intercom", "access token", lambda: one("INTERCOM_ACCESS_TOKEN", intercom_tok()), "api.intercom.io", "/me", "bearer")
K("Zendesk", "API token", lambda: one("ZENDESK_API_TOKEN", rs(ALNUM, 40)), "acme.zendesk.com", "/api/v2/tickets.json", "basic:support@acme.io/token")
K("Salesforce", "session ID", lambda: one("SF_ACCESS_TOKEN", salesforce_sid()), "acme.my.salesforce.com", "/services/data/v61.0/limits", "bearer")
K("Contentful", "management token", lambda: one("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43)), "api.contentful.com", "/spaces", "bearer")
K("Sanity", "API token", lambda: one("SANITY_API_TOKEN", "sk" + rs(ALNUM, 180)), None, "/", None,
  ["const client = createClient({ projectId: 'x8k2m1qz', dataset: 'production', token: '«v0»', useCdn: false });"])
K("Shippo", "API token", lambda: one("SHIPPO_API_TOKEN", "shippo_live_" + hx(40)), "api.goshippo.com", "/shipments", "hdr:Authorization: ShippoToken ")
K("EasyPost", "production API key", lambda: one("EASYPOST_API_KEY", "EZAK" + hx(54)), None, "/", None, ['client = easypost.EasyPostClient("«v0»")'])
K("OpenWeatherMap", "API key", lambda: one("OWM_API_KEY", hx(32)), "api.openweathermap.org", "/data/2.5/weather?q=Seoul&appid=«v0»", "inurl")
K("Etherscan", "API key", lambda: one("ETHERSCAN_API_KEY", rs(UPDIG, 34)), "api.etherscan.io", "/api?module=account&action=balance&address=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae&apikey=«v0»", "inurl")
K("Alchemy", "API key", lambda: one("ALCHEMY_API_KEY", rs(B64U, 32)), None, "/", None, ['ETH_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/«v0»'])
K("VirusTotal", "API key", lambda: one("VT_API_KEY", hx(64)), "www.virustotal.com", "/api/v3/files/44d88612fea8a8f36de82e1278abb02f", "hdr:x-apikey")
K("Shodan", "API key", lambda: one("SHODAN_API_KEY", rs(ALNUM, 32)), "api.shodan.io", "/shodan/host/8.8.8.8?key=«v0»", "inurl")
K("Bitly", "access token", lambda: one("BITLY_TOKEN", hx(40)), "api-ssl.bitly.com", "/v4/shorten", "bearer")
K("Typeform", "personal access token", lambda: one("TYPEFORM_TOKEN", "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)), "api.typeform.com", "/forms", "bearer")
K("Calendly", "personal access token", lambda: one("CALENDLY_TOKEN", calendly_pat()), "api.calendly.com", "/users/me", "bearer")
K("Webflow", "API token", lambda: one("WEBFLOW_TOKEN", hx(64)), "api.webflow.com", "/v2/sites", "bearer")
K("Adafruit IO", "key", lambda: [("ADAFRUIT_IO_USERNAME", "greenhouse_" + rs(LOW, 4), False), ("ADAFRUIT_IO_KEY", "aio_" + rs(ALNUM, 28), True)])
K("Particle", "access token", lambda: one("PARTICLE_TOKEN", hx(40)), "api.particle.io", "/v1/devices", "bearer")
K("Mixpanel", "service account secret", lambda: [("MIXPANEL_SA_USERNAME", "etl." + rs(LOWDIG, 6) + ".mp-service-account", False), ("MIXPANEL_SA_SECRET", rs(ALNUM, 32), True)])
K("Amplitude", "secret key", lambda: [("AMPLITUDE_API_KEY", hx(32), False), ("AMPLITUDE_SECRET_KEY", hx(32), True)])
K("PostHog", "personal API key", lambda: one("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(ALNUM, 47)), "us.posthog.com", "/api/projects/", "bearer")
K("Splunk", "HEC token", lambda: one("SPLUNK_HEC_TOKEN", uuid4()), "splunk.acme.internal:8088", "/services/collector/event", "hdr:Authorization: Splunk ")
K("Harbor", "robot account secret", lambda: [("HARBOR_USERNAME", "robot$ci-push", False), ("HARBOR_PASSWORD", rs(ALNUM, 32), True)], None, "/", None,
  ["docker login harbor.acme.io -u 'robot$ci-push' -p «v1»"])
K("Quay.io", "robot token", lambda: [("QUAY_USER", "acme+builder", False), ("QUAY_TOKEN", rs(UPDIG, 64), True)], None, "/", None,
  ['docker login -u="acme+builder" -p="«v1»" quay.io'])
K("MongoDB Atlas", "Admin API private key", lambda: one("MONGODB_ATLAS_PRIVATE_KEY", uuid4()), None, "/", None,
  ['atlas config set private_api_key «v0»'])
# --- Korean-market services -------------------------------------------------
K("Toss Payments", "secret key", lambda: one("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28)), "api.tosspayments.com", "/v1/payments/confirm", "basic_u", ko=True)
K("PortOne", "REST API secret", lambda: [("IMP_KEY", rs(DIG, 16), True), ("IMP_SECRET", rs(ALNUM, 80), True)], ko=True)
K("PortOne", "V2 API secret", lambda: one("PORTONE_API_SECRET", rs(ALNUM, 80)), "api.portone.io", "/payments/order_0192", "hdr:Authorization: PortOne ", ko=True)
K("Kakao", "Admin key", lambda: one("KAKAO_ADMIN_KEY", hx(32)), "kapi.kakao.com", "/v1/user/ids", "hdr:Authorization: KakaoAK ", ko=True)
K("Kakao", "REST API key", lambda: one("KAKAO_REST_API_KEY", hx(32)), "dapi.kakao.com", "/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C", "hdr:Authorization: KakaoAK ", ko=True)
K("Naver Developers", "Client Secret", lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)], ko=True)
K("Naver Cloud Platform", "API access key", lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], ko=True)
K("공공데이터포털", "serviceKey", lambda: (lambda p: [("DATA_GO_KR_SERVICE_KEY", pick(p), True)])(data_go_kr_key()), ko=True, slug="datagokr")
K("Solapi", "API key/secret", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPDIG, 13), True), ("SOLAPI_API_SECRET", rs(UPDIG, 32), True)], ko=True)
K("Sendbird", "API token", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hx(40), True)], ko=True)
K("Channel Talk", "access secret", lambda: one("CHANNEL_ACCESS_SECRET", hx(32)), ko=True)
K("Bootpay", "private key", lambda: [("BOOTPAY_APPLICATION_ID", hx(24), False), ("BOOTPAY_PRIVATE_KEY", b64(rb(32)), True)], ko=True)
K("LINE", "channel access token", lambda: [("LINE_CHANNEL_SECRET", hx(32), True), ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64C, 171) + "=", True)], ko=True)
# --- frameworks / app secrets (not vendor API keys but things agents paste) ----------
K("Django", "SECRET_KEY", lambda: one("DJANGO_SECRET_KEY", pick(["django-insecure-", ""]) + rs(LOWDIG + "!@#$%^&*(-_=+)", 50)))
K("Ruby on Rails", "secret_key_base", lambda: one("SECRET_KEY_BASE", hx(128)))
K("Laravel", "APP_KEY", lambda: one("APP_KEY", "base64:" + b64(rb(32))))
K("NextAuth.js", "NEXTAUTH_SECRET", lambda: one("NEXTAUTH_SECRET", b64(rb(32))))
K("JWT (HS256)", "signing secret", lambda: one("JWT_SECRET", pick([lambda: hx(64), lambda: b64(rb(48)), lambda: pw_alnum(40)])()))
K("Symfony", "APP_SECRET", lambda: one("APP_SECRET", hx(32)))


VENDOR_NAMES = []
for _k in KINDS:
    if _k["vendor"] not in VENDOR_NAMES:
        VENDOR_NAMES.append(_k["vendor"])

# ---------------------------------------------------------------------------
# containers: how a value sits in real files, commands and code
# ---------------------------------------------------------------------------
FILLER_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "DB_POOL_SIZE=10", "FEATURE_NEW_CHECKOUT=true",
              "TZ=Asia/Seoul", "APP_URL=https://staging.acme.io", "REDIS_URL=redis://cache:6379/0",
              "SENTRY_ENVIRONMENT=staging", "AWS_REGION=eu-west-1", "HTTP_TIMEOUT_MS=15000", "WORKERS=4",
              "PYTHONUNBUFFERED=1", "RAILS_ENV=staging", "QUEUE_NAME=default", "ENABLE_TRACING=false"]


def snake_key(var, vendor_slug):
    v = var.lower()
    parts = v.split("_")
    if len(parts) > 2 and parts[0] in (vendor_slug[:len(parts[0])], vendor_slug):
        return "_".join(parts[1:])
    return v


def camel(s):
    p = s.split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def q_env(v):
    st = R.randint(0, 3)
    if st == 0 and not re.search(r"[\s#'\"$`\\]", v):
        return v
    if st == 1 and "'" not in v:
        return "'" + v + "'"
    if '"' not in v and "$" not in v and "\\" not in v:
        return '"' + v + '"'
    return "'" + v + "'" if "'" not in v else v


def yq(v):
    """YAML scalar as people write it"""
    if re.fullmatch(r"[A-Za-z0-9_./+=-]+", v) and not v[0] in "-+=" and chance(0.4) and not v.isdigit():
        return v
    if '"' not in v and "\\" not in v:
        return '"' + v + '"'
    return "'" + v.replace("'", "''") + "'"


def jq(v):
    return json.dumps(v, ensure_ascii=False)


def env_items(items):
    return [(var, val) for var, val, _ in items if var]


def c_dotenv(k, items):
    f = pick([".env", ".env.local", ".env.staging", ".env.production", "apps/api/.env", ".env.development.local",
              "deploy/.env.prod", "backend/.env"])
    lines = [f"{var}={q_env(val)}" for var, val in env_items(items)]
    fill = R.sample(FILLER_ENV, R.randint(0, 3))
    allv = fill + lines if chance(0.5) else lines + fill
    return dict(snip="\n".join(allv), en=f"`{f}`", ko=f"`{f}`", multi=len(allv) > 1)


def c_export(k, items):
    lines = [f"export {var}={shq(val)}" for var, val in env_items(items)]
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", ".envrc", "my shell"])
    return dict(snip="\n".join(lines), en=("my shell" if f == "my shell" else f"`{f}`"),
                ko=("터미널" if f == "my shell" else f"`{f}`"), multi=len(lines) > 1)


def c_inline(k, items):
    cmd = pick(["npm run dev", "pnpm test:e2e", "python manage.py runserver", "go run ./cmd/worker", "bundle exec rails s",
                "uv run pytest -k integration", "node scripts/backfill.js", "./gradlew bootRun", "cargo run --bin sync"])
    pre = " ".join(f"{var}={shq(val)}" for var, val in env_items(items))
    return dict(snip=f"{pre} {cmd}", en="the command line", ko="커맨드 라인", multi=False)


def c_docker_run(k, items):
    envs = " ".join(f"-e {var}={shq(val)}" for var, val in env_items(items))
    svc = pick(SVCS)
    return dict(snip=f"docker run -d --name {svc} {envs} -p 8080:8080 ghcr.io/{pick(ORGS)}/{svc}:{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}",
                en="the `docker run` line in the runbook", ko="런북의 `docker run` 명령", multi=False)


def c_compose(k, items):
    svc = pick(SVCS)
    if chance(0.5):
        env = "\n".join(f"      {var}: {yq(val)}" for var, val in env_items(items))
    else:
        env = "\n".join(f"      - {var}={val}" for var, val in env_items(items))
    return dict(snip=f"services:\n  {svc}:\n    image: {pick(ORGS)}/{svc}:latest\n    environment:\n{env}",
                en="`docker-compose.yml`", ko="`docker-compose.yml`", multi=True)


def c_k8s_secret(k, items):
    svc = pick(SVCS)
    body = "\n".join(f"  {var}: {yq(val)}" for var, val in env_items(items))
    return dict(snip=f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}-secrets\ntype: Opaque\nstringData:\n{body}",
                en=f"`k8s/{svc}-secret.yaml`", ko=f"`k8s/{svc}-secret.yaml`", multi=True)


def c_k8s_env(k, items):
    body = "\n".join(f"  - name: {var}\n    value: {dq(val) if chance(0.7) else yq(val)}" for var, val in env_items(items))
    return dict(snip="env:\n" + body, en="the Deployment manifest", ko="Deployment 매니페스트", multi=True)


def c_gha(k, items):
    body = "\n".join(f"      {var}: {yq(val)}" for var, val in env_items(items))
    step = pick(["Run integration tests", "Deploy", "Publish", "Smoke test"])
    run = pick(["npm run test:int", "./scripts/deploy.sh", "make release", "pytest tests/smoke"])
    return dict(snip=f"- name: {step}\n  run: {run}\n  env:\n{body}".replace("\n      ", "\n    "),
                en="`.github/workflows/ci.yml`", ko="`.github/workflows/ci.yml`", multi=True)


def c_gitlab(k, items):
    body = "\n".join(f"  {var}: {dq(val) if chance(0.6) else yq(val)}" for var, val in env_items(items))
    return dict(snip="variables:\n" + body, en="`.gitlab-ci.yml`", ko="`.gitlab-ci.yml`", multi=True)


def c_toml(k, items):
    sec = k["slug"]
    body = "\n".join(f"{snake_key(var, sec)} = {dq(val) if chance(0.8) else jq(val)}" for var, val in env_items(items))
    f = pick(["config.toml", "settings.toml", ".secrets.toml", "config/local.toml"])
    return dict(snip=f"[{sec}]\n{body}", en=f"`{f}`", ko=f"`{f}`", multi=True)


def c_json(k, items):
    sec = k["slug"]
    inner = {camel(snake_key(var, sec)): val for var, val in env_items(items)}
    style = R.randint(0, 2)
    if style == 0:
        obj = {sec: inner}
    elif style == 1:
        obj = {var: val for var, val in env_items(items)}
    else:
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, sec.capitalize(): {"".join(w.capitalize() for w in snake_key(var, sec).split("_")): val for var, val in env_items(items)}}
    f = pick(["config/local.json", "appsettings.Development.json", "secrets.json", "config.json", ".vscode/settings.json"])
    if style == 2:
        f = pick(["appsettings.json", "appsettings.Development.json"])
    return dict(snip=json.dumps(obj, indent=2, ensure_ascii=False), en=f"`{f}`", ko=f"`{f}`", multi=True)


def c_yaml(k, items):
    sec = k["slug"]
    body = "\n".join(f"  {snake_key(var, sec)}: {yq(val)}" for var, val in env_items(items))
    f = pick(["config/settings.yml", "config/application.yml", "values-staging.yaml", "config/secrets.yml"])
    return dict(snip=f"{sec}:\n{body}", en=f"`{f}`", ko=f"`{f}`", multi=True)


def c_ini(k, items):
    sec = k["slug"]
    body = "\n".join(f"{snake_key(var, sec)} = {val}" for var, val in env_items(items))
    f = pick(["settings.ini", "config.ini", "setup.cfg", "app.conf"])
    return dict(snip=f"[{sec}]\n{body}", en=f"`{f}`", ko=f"`{f}`", multi=True)


def c_props(k, items):
    sec = k["slug"]
    body = "\n".join(f"{sec}.{snake_key(var, sec).replace('_', '-')}={val}" for var, val in env_items(items))
    return dict(snip=body, en="`src/main/resources/application.properties`", ko="`application.properties`", multi=len(items) > 1)


def c_xml(k, items):
    ev = env_items(items)
    f = R.randint(0, 2)
    if f == 0:
        body = "\n".join(f'    <add key="{var}" value="{val}" />' for var, val in ev)
        return dict(snip=f"<appSettings>\n{body}\n</appSettings>", en="`Web.config`", ko="`Web.config`", multi=True)
    if f == 1:
        body = "\n".join(f"    <{camel(snake_key(var, k['slug']))}>{val}</{camel(snake_key(var, k['slug']))}>" for var, val in ev)
        return dict(snip=f"<{k['slug']}>\n{body}\n</{k['slug']}>", en="`src/main/resources/integrations.xml`", ko="`integrations.xml`", multi=True)
    body = "\n".join(f'    <env name="{var}" value="{val}"/>' for var, val in ev)
    return dict(snip=f"<php>\n{body}\n</php>", en="`phpunit.xml`", ko="`phpunit.xml`", multi=True)


def c_tfvars(k, items):
    sec = k["slug"]
    if chance(0.5):
        body = "\n".join(f"  {snake_key(var, sec)} = {dq(val)}" for var, val in env_items(items))
        return dict(snip=f'provider "{sec}" {{\n{body}\n}}', en="`providers.tf`", ko="`providers.tf`", multi=True)
    body = "\n".join(f"{sec}_{snake_key(var, sec)} = {dq(val)}" for var, val in env_items(items))
    return dict(snip=body, en="`terraform.tfvars`", ko="`terraform.tfvars`", multi=len(items) > 1)


def c_dockerfile(k, items):
    kw = pick(["ENV", "ARG"])
    body = "\n".join(f"{kw} {var}={val}" for var, val in env_items(items))
    base = pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM eclipse-temurin:21-jre"])
    return dict(snip=f"{base}\n{body}\nCOPY . /app", en="the `Dockerfile`", ko="`Dockerfile`", multi=True)


def c_pwsh(k, items):
    body = "\n".join(f'$env:{var} = "{val}"' for var, val in env_items(items))
    return dict(snip=body, en="PowerShell", ko="PowerShell", multi=len(items) > 1)


def c_cmd(k, items):
    kw = pick(["set", "setx"])
    body = "\n".join((f"set {var}={val}" if kw == "set" else f'setx {var} "{val}"') for var, val in env_items(items))
    return dict(snip=body, en="cmd.exe", ko="윈도우 cmd", multi=len(items) > 1)


def c_fish(k, items):
    body = "\n".join(f"set -gx {var} {shq(val)}" for var, val in env_items(items))
    return dict(snip=body, en="`~/.config/fish/config.fish`", ko="`config.fish`", multi=len(items) > 1)


def c_systemd(k, items):
    body = "\n".join(f'Environment="{var}={val}"' for var, val in env_items(items))
    svc = pick(SVCS)
    return dict(snip=f"[Service]\n{body}\nExecStart=/opt/{svc}/bin/{svc}", en=f"`/etc/systemd/system/{svc}.service`",
                ko=f"`/etc/systemd/system/{svc}.service`", multi=True)


def c_mcp(k, items):
    srv = k["slug"]
    obj = {"mcpServers": {srv: {"command": "npx", "args": ["-y", f"@{pick(ORGS)}/{srv}-mcp"],
                                "env": {var: val for var, val in env_items(items)}}}}
    f = pick([".mcp.json", ".cursor/mcp.json", "claude_desktop_config.json", "~/.gemini/settings.json", "~/.codex/config.json"])
    return dict(snip=json.dumps(obj, indent=2, ensure_ascii=False), en=f"`{f}`", ko=f"`{f}`", multi=True)


def c_codex_toml(k, items):
    srv = k["slug"]
    envs = ", ".join(f'"{var}" = "{val}"' for var, val in env_items(items))
    return dict(snip=f'[mcp_servers.{srv}]\ncommand = "npx"\nargs = ["-y", "{srv}-mcp"]\nenv = {{ {envs} }}',
                en="`~/.codex/config.toml`", ko="`~/.codex/config.toml`", multi=True)


def c_jupyter(k, items):
    body = "\n".join(f'os.environ["{var}"] = "{val}"' for var, val in env_items(items))
    return dict(snip="import os\n" + body, en="the first notebook cell", ko="노트북 첫 번째 셀", multi=True)


def c_printenv(k, items):
    lines = [f"{var}={val}" for var, val in env_items(items)] + R.sample(["HOME=/home/runner", "PATH=/usr/local/bin:/usr/bin:/bin",
                                                                         "HOSTNAME=" + pick(SVCS) + "-7c9d8f6b5-x2kqz", "LANG=C.UTF-8", "SHLVL=1"], 2)
    R.shuffle(lines)
    cmd = pick(["printenv", "env | sort", "kubectl exec deploy/" + pick(SVCS) + " -- env", "docker exec -it api env"])
    return dict(snip=f"$ {cmd}\n" + "\n".join(lines), en=f"the output of `{cmd}`", ko=f"`{cmd}` 출력", multi=True)


def c_cliset(k, items):
    app = pick(SVCS)
    t = R.randint(0, 9)
    out = []
    for var, val in env_items(items):
        if t == 0:
            out.append(f'gh secret set {var} --body "{val}"')
        elif t == 1:
            out.append(f"fly secrets set {var}={shq(val)} -a {app}")
        elif t == 2:
            out.append(f"heroku config:set {var}={shq(val)} -a {app}")
        elif t == 3:
            out.append(f"kubectl create secret generic {app} --from-literal={var}={shq(val)}")
        elif t == 4:
            out.append(f'doppler secrets set {var}="{val}"')
        elif t == 5:
            out.append(f"supabase secrets set {var}={shq(val)}")
        elif t == 6:
            out.append(f"echo -n {shq(val)} | vercel env add {var} production")
        elif t == 7:
            out.append(f'aws ssm put-parameter --name /{app}/{var.lower()} --type SecureString --value "{val}" --overwrite')
        elif t == 8:
            out.append(f'az keyvault secret set --vault-name kv-{app} --name {var.replace("_", "-")} --value "{val}"')
        else:
            out.append(f'printf %s "{val}" | gcloud secrets versions add {var.lower().replace("_", "-")} --data-file=-')
    return dict(snip="\n".join(out), en="the command I ran", ko="실행한 명령", multi=len(out) > 1)


def c_helm(k, items):
    sec = k["slug"]
    sets = " ".join(f"--set {sec}.{camel(snake_key(var, sec))}={shq(val)}" for var, val in env_items(items))
    return dict(snip=f"helm upgrade --install {pick(SVCS)} ./charts/app -n {pick(ENVS).lower()} {sets}",
                en="the helm command", ko="helm 명령", multi=False)


def c_ansible(k, items):
    sec = k["slug"]
    body = "\n".join(f"{sec}_{snake_key(var, sec)}: {yq(val)}" for var, val in env_items(items))
    return dict(snip=f"# group_vars/{pick(['all', 'prod', 'staging'])}.yml\n{body}", en="the Ansible group_vars",
                ko="ansible group_vars", multi=True)


def c_launch(k, items):
    obj = {"type": pick(["node", "debugpy", "go"]), "request": "launch", "name": "Debug " + pick(SVCS),
           "env": {var: val for var, val in env_items(items)}}
    return dict(snip=json.dumps(obj, indent=2), en="`.vscode/launch.json`", ko="`.vscode/launch.json`", multi=True)


def c_cron(k, items):
    pre = " ".join(f"{var}={val}" for var, val in env_items(items))
    return dict(snip=f"15 3 * * * {pre} /opt/jobs/{pick(['sync', 'backup', 'report'])}.sh >> /var/log/job.log 2>&1",
                en="the crontab", ko="crontab", multi=False)


ENV_CONTAINERS = [(c_dotenv, 9), (c_export, 6), (c_inline, 3), (c_docker_run, 3), (c_compose, 4), (c_k8s_secret, 3),
                  (c_k8s_env, 2), (c_gha, 3), (c_gitlab, 2), (c_toml, 2), (c_json, 3), (c_yaml, 3), (c_ini, 1),
                  (c_props, 2), (c_xml, 1), (c_tfvars, 2), (c_dockerfile, 2), (c_pwsh, 2), (c_cmd, 1), (c_fish, 1),
                  (c_systemd, 1), (c_mcp, 4), (c_codex_toml, 1), (c_jupyter, 2), (c_printenv, 2), (c_cliset, 4),
                  (c_helm, 1), (c_ansible, 1), (c_launch, 1), (c_cron, 1)]


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.uniform(0, tot)
    for it, w in pairs:
        x -= w
        if x <= 0:
            return it
    return pairs[-1][0]


# --- HTTP / code usage ------------------------------------------------------
def auth_parts(k, v):
    a = k["auth"]
    if a == "bearer":
        return ("header", "Authorization", "Bearer " + v)
    if a == "token":
        return ("header", "Authorization", "token " + v)
    if a == "token_pd":
        return ("header", "Authorization", "Token token=" + v)
    if a == "apikey":
        return ("header", "Authorization", "ApiKey " + v)
    if a == "accesskey":
        return ("header", "Authorization", "AccessKey " + v)
    if a.startswith("hdr:"):
        x = a[4:]
        if ": " in x:
            name, pre = x.split(": ", 1)
            return ("header", name, pre + v)
        return ("header", x, v)
    if a == "basic_u":
        return ("basic", v, "")
    if a.startswith("basic:"):
        return ("basic", a[6:], v)
    if a.startswith("query:"):
        return ("query", a[6:], v)
    if a == "inurl":
        return ("inurl", None, None)
    raise ValueError(a)


def api_url(k, v):
    path = F(k["path"], v0=v, k=hx(32)) if "«" in k["path"] else k["path"]
    mode = auth_parts(k, v)
    url = "https://" + k["host"] + path
    if mode[0] == "query":
        url += ("&" if "?" in url else "?") + mode[1] + "=" + v
    return url, mode


def code_http(k, v):
    url, mode = api_url(k, v)
    kind, a, b = mode
    lang = R.randint(0, 11)
    if lang == 0 or kind in ("inurl", "query") and lang > 6:
        if kind == "header":
            s = f'curl -s -H "{a}: {b}" "{url}"'
        elif kind == "basic":
            s = f"curl -s -u {a}:{b} {url}"
        else:
            s = f'curl -s "{url}"'
        return dict(snip=s, en="the curl command in the runbook", ko="런북의 curl 명령", multi=False)
    if lang == 1:
        if kind == "header":
            s = f'resp = requests.get("{url}", headers={{"{a}": "{b}"}}, timeout=10)'
        elif kind == "basic":
            s = f'resp = requests.get("{url}", auth=("{a}", "{b}"))'
        else:
            s = f'resp = requests.get("{url}")'
        return dict(snip=s, en="`scripts/check_api.py`", ko="`scripts/check_api.py`", multi=False)
    if lang == 2:
        if kind == "header":
            s = f'const res = await fetch("{url}", {{\n  headers: {{ "{a}": "{b}" }},\n}});'
        elif kind == "basic":
            s = f'const res = await fetch("{url}", {{\n  headers: {{ Authorization: "Basic " + btoa("{a}:{b}") }},\n}});'
        else:
            s = f'const res = await fetch("{url}");'
        return dict(snip=s, en="`lib/client.ts`", ko="`lib/client.ts`", multi="\n" in s)
    if lang == 3:
        if kind == "header":
            s = f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.Header.Set("{a}", "{b}")'
        elif kind == "basic":
            s = f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.SetBasicAuth("{a}", "{b}")'
        else:
            s = f'resp, err := http.Get("{url}")'
        return dict(snip=s, en="`internal/api/client.go`", ko="`internal/api/client.go`", multi="\n" in s)
    if lang == 4:
        if kind == "header":
            s = f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}"))\n    .header("{a}", "{b}")\n    .build();'
        elif kind == "basic":
            s = f'String auth = Base64.getEncoder().encodeToString("{a}:{b}".getBytes());'
        else:
            s = f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}")).build();'
        return dict(snip=s, en="`ApiClient.java`", ko="`ApiClient.java`", multi="\n" in s)
    if lang == 5:
        if kind == "header":
            s = f'http.DefaultRequestHeaders.Add("{a}", "{b}");'
        elif kind == "basic":
            s = f'var basic = Convert.ToBase64String(Encoding.UTF8.GetBytes("{a}:{b}"));'
        else:
            s = f'var res = await http.GetAsync("{url}");'
        return dict(snip=s, en="`Services/ApiClient.cs`", ko="`Services/ApiClient.cs`", multi=False)
    if lang == 6:
        if kind == "header":
            s = f'req = Net::HTTP::Get.new(URI("{url}"))\nreq["{a}"] = "{b}"'
        elif kind == "basic":
            s = f'req = Net::HTTP::Get.new(URI("{url}"))\nreq.basic_auth "{a}", "{b}"'
        else:
            s = f'res = Net::HTTP.get_response(URI("{url}"))'
        return dict(snip=s, en="`lib/api_client.rb`", ko="`lib/api_client.rb`", multi="\n" in s)
    if lang == 7:
        if kind == "header":
            s = f'curl_setopt($ch, CURLOPT_HTTPHEADER, ["{a}: {b}"]);'
        else:
            s = f'curl_setopt($ch, CURLOPT_USERPWD, "{a}:{b}");'
        return dict(snip=s, en="`includes/api.php`", ko="`includes/api.php`", multi=False)
    if lang == 8:
        if kind == "header":
            s = f"http GET {url} '{a}:{b}'"
        else:
            s = f"http -a {a}:{b} GET {url}"
        return dict(snip=s, en="the HTTPie example in the README", ko="README의 httpie 예시", multi=False)
    if lang == 9:
        if kind == "header":
            s = f"### check\nGET {url}\n{a}: {b}"
        else:
            s = f"### check\nGET {url}\nAuthorization: Basic {a}:{b}"
        return dict(snip=s, en="`requests.http` (REST Client)", ko="`requests.http` 파일", multi=True)
    if lang == 10:
        if kind == "header":
            s = f'Invoke-RestMethod -Uri "{url}" -Headers @{{ "{a}" = "{b}" }}'
        else:
            s = f'$cred = "{a}:{b}"'
        return dict(snip=s, en="`scripts/check.ps1`", ko="`scripts/check.ps1`", multi=False)
    if kind == "header":
        s = f'wget -qO- --header="{a}: {b}" "{url}"'
    else:
        s = f'wget -qO- --user={a} --password={b} "{url}"'
    return dict(snip=s, en="the wget line in the cron script", ko="크론 스크립트의 wget 줄", multi=False)


def webhook_use(url):
    t = R.randint(0, 2)
    if t == 0:
        s = f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {url}"
    elif t == 1:
        s = f'requests.post("{url}", json={{"content": "nightly job failed"}})'
    else:
        s = f'await fetch("{url}", {{ method: "POST", body: JSON.stringify({{ text: msg }}) }});'
    return dict(snip=s, en="the notify step of the deploy script", ko="배포 스크립트의 알림 단계", multi=False)


def render_kind(k, items):
    """choose a container for a vendor credential; returns container dict"""
    vals = [val for _, val, _ in items]
    opts = []
    if k["code"]:
        opts.append(("code", 5))
    if k["host"] and k["auth"] and len(items) == 1:
        opts.append(("http", 5))
    if items[0][0].endswith("WEBHOOK_URL"):
        opts.append(("hook", 5))
    opts.append(("env", 9))
    mode = wpick(opts)
    if mode == "code":
        tpl = pick(k["code"])
        kw = {f"v{i}": v for i, v in enumerate(vals)}
        s = F(tpl, **kw)
        # code templates may omit some values (e.g. client id); keep only items that appear
        return dict(snip=s, en=pick(["the README's setup snippet", "the client init code", "`scripts/bootstrap.sh`", "the old setup notes"]),
                    ko=pick(["README 셋업 코드", "클라이언트 초기화 코드", "`scripts/bootstrap.sh`", "예전 셋업 메모"]), multi="\n" in s, name="sdk/cli snippet")
    if mode == "http":
        c = code_http(k, vals[0])
        c["name"] = "http client: " + c["en"]
        return c
    if mode == "hook":
        c = webhook_use(vals[0])
        c["name"] = "webhook call"
        return c
    fn = wpick(ENV_CONTAINERS)
    c = fn(k, items)
    c["name"] = fn.__name__[2:]
    return c

# ---------------------------------------------------------------------------
# Korean particles
# ---------------------------------------------------------------------------
def thing_ko(thing):
    t = thing.lower()
    if "webhook" in t:
        return "웹훅 URL"
    if "password" in t:
        return "비밀번호"
    if "token" in t:
        return "토큰"
    if "secret" in t:
        return "시크릿"
    if "credential" in t or "pair" in t:
        return "자격 증명"
    return "키"


def fmt_snip(snip, multi):
    if multi or "\n" in snip:
        return pick(["\n" + snip, "\n```\n" + snip + "\n```", "\n" + snip])
    return pick([" `" + snip + "`", "\n" + snip, " " + snip, " `" + snip + "`"])


# ---------------------------------------------------------------------------
# prose pools for vendor-credential notes
# ---------------------------------------------------------------------------
MC_LEAD_EN = [
    "Nobody told me where the «V» «T» for «ENV» lives. It turned out to be in «WHERE»:",
    "I wasn't told that «SVC» talks to «V» directly, so local runs failed until I found this in «WHERE»:",
    "Missing context: the «V» credentials for «ENV». «P» pasted the working config in the thread:",
    "The task said 'hook up «V»' but not which key to use. The one already wired in «WHERE»:",
    "«SVC» kept getting 401s from «V»; the value I had was stale. Current one, from «WHERE»:",
    "Didn't know «SVC» reads «VAR» only at startup. This is what is in «WHERE» right now:",
    "I had no idea the «ENV» «V» setup was copied from «P»'s laptop. Relevant part of «WHERE»:",
    "I wasn't given access to the secrets manager, so I used what was in «WHERE»:",
    "The onboarding doc skips «V» entirely. Found the «T» in «WHERE»:",
    "Context I lacked: «V» is configured per environment and «ENV» has its own «T». From «WHERE»:",
    "Spent a while figuring out why «V» rejected every call from «SVC». The config that was actually deployed («WHERE»):",
    "The repo had no «V» setup instructions; «P» sent me this over DM:",
]
MC_PLAIN_EN = [
    "Nobody said which «V» account the «ENV» stack uses or who owns the «T».",
    "I was not told that «SVC» needs a «V» «T» even for local tests.",
    "The ticket asked for a «V» integration but didn't mention there were existing credentials.",
    "I didn't know «VAR» has to be set before «SVC» boots; the error only says 'unauthorized'.",
    "Missing: where the «ENV» «V» «T» is kept and whether I may use it from my machine.",
    "The README still describes the old «V» setup, so I wasted time on a deprecated env var.",
    "No one mentioned that the «V» sandbox and live «T»s are different and not interchangeable.",
    "I assumed «SVC» went through the internal gateway; it actually calls «V» with its own «T».",
]
LESSON_LEAD_EN = [
    "What worked: put the «T» into «WHERE» exactly like this and restart «SVC»:",
    "Fix was to set it explicitly; «SVC» does not fall back to any default. Working version:",
    "For next time, this is the config that made the «V» calls succeed:",
    "Setting it in «WHERE» was enough:",
    "The request only went through once I passed the key like this:",
    "Verified with a test call; the relevant part is:",
    "«P» confirmed this is the «ENV» value, set in «WHERE»:",
    "Keep this exact form:",
]
LESSON_PLAIN_EN = [
    "«V» returns 403, not 401, when the «T» lacks a scope, which looks like a network problem at first.",
    "«SVC» caches the «V» client at import time, so changing «VAR» needs a restart.",
    "The «V» dashboard shows the «T» only once; after that you only see the last four characters.",
    "Test-mode keys don't work against live endpoints and the error message is misleading.",
    "Restarting the container is not enough when «VAR» is baked into the image at build time.",
    "«V» rate-limits per key, so sharing one «T» between CI and local dev causes flaky 429s.",
    "The README is out of date; the real source of truth for «VAR» is the deploy config.",
    "Check which «V» project the key belongs to before debugging anything else.",
    "«V» answers 401 with an empty body when the header name is wrong, not only when the key is wrong.",
    "In this SDK version the «VAR» env var silently wins over the constructor argument.",
    "Local runs should use the sandbox; the live «V» «T» is billed per request.",
    "«SVC» logs the first six characters of «VAR» at startup, which is enough to tell which key is loaded.",
    "Both the web process and the worker need «VAR»; only the web process had it.",
    "«P» rotates the «V» keys every quarter, so old values in docs go stale quickly.",
]
ASK_EN = [
    "Where should the «ENV» «V» «T» come from: «WHERE» or the secrets manager?",
    "Is there a dev-only «V» key I should use instead of the shared one?",
    "Who owns the «V» account, and can «SVC» get its own restricted «T»?",
    "Should the «V» «T» be rotated now that it has been pasted into this note?",
    "Which environment is this «V» key for, and is it safe to use from local?",
    "Can we move «VAR» into the secret store before the next release?",
    "Do you want me to use the «ENV» «V» credentials for the load test too?",
    "",
    "Which «V» key should CI use?",
]
ASK_INLINE_EN = [
    "Is «S» still the active «V» «T», or was it rotated?",
    "Can you confirm «VAR»=«S» is meant for «ENV» and not prod?",
    "Should I keep using «S» for «SVC», or request a new «V» key?",
    "Is `«S»` the key I should put in the «ENV» secret store?",
]
INLINE_EN = [
    "The working «V» «T» is «S»; the one in the wiki has been revoked.",
    "«P» said to use «S» as «VAR» until the new «V» project is set up.",
    "Set «VAR» to «S» and the «V» calls started returning 200.",
    "I used the «ENV» «T» («S») because my personal one had expired.",
    "«V» only accepted the request after I swapped in «S» for «VAR».",
]

MC_LEAD_KO = [
    "«ENV» «V» «T|이/가» 어디 있는지 아무도 안 알려줌. 찾아보니 «WHERE»에 있었음:",
    "«SVC|이/가» «V» API를 직접 호출한다는 걸 몰라서 로컬에서 계속 실패함. «WHERE»에 있던 설정:",
    "«V» 연동하라는 티켓만 있고 어떤 키를 써야 하는지는 없었음. 이미 들어가 있던 값(«WHERE»):",
    "«SVC»에서 «V» 호출이 계속 401 남. 갖고 있던 값이 예전 거였고, 현재 값은 «WHERE» 기준 아래와 같음:",
    "«VAR|을/를» 기동 시에만 읽는다는 걸 몰랐습니다. 지금 «WHERE»에 들어있는 내용:",
    "시크릿 매니저 권한을 못 받아서 «WHERE»에 있던 걸 그대로 씀:",
    "온보딩 문서에 «V» 얘기가 아예 없음. «P»이 스레드에 붙여준 설정:",
    "«ENV» 환경은 «V» «T|을/를» 따로 쓴다는 걸 전달받지 못했습니다. «WHERE» 내용:",
    "«V» 쪽에서 왜 계속 거절하는지 한참 봤음. 실제 배포된 설정(«WHERE»):",
    "레포에 «V» 세팅 방법이 하나도 없어서 «P»한테 물어봄. DM으로 받은 내용:",
]
MC_PLAIN_KO = [
    "«ENV» 스택이 어떤 «V» 계정을 쓰는지, «T» 관리자가 누군지 전달받지 못함.",
    "로컬 테스트에도 «V» «T|이/가» 필요하다는 걸 몰랐음.",
    "«VAR|을/를» «SVC» 뜨기 전에 세팅해야 한다는 걸 몰랐습니다. 에러는 그냥 unauthorized만 나옴.",
    "«V» sandbox 키랑 live 키가 다르다는 얘기를 아무도 안 해줌.",
    "README가 예전 «V» 설정 기준이라 deprecated된 env var로 한참 삽질함.",
    "«SVC|이/가» 사내 게이트웨이를 거치는 줄 알았는데 실제로는 자체 «T|으로/로» «V» API를 직접 호출함.",
]
LESSON_LEAD_KO = [
    "«WHERE»에 아래처럼 넣고 «SVC» 재시작하니 해결:",
    "기본값 fallback이 없어서 명시적으로 넣어야 함. 동작 확인한 버전:",
    "다음에 참고할 설정 (이걸로 «V» 호출 성공함):",
    "«P»이 «ENV» 값 맞다고 확인해줌. 세팅 위치는 «WHERE»:",
    "테스트 호출로 검증함. 핵심 부분:",
    "형식 그대로 둬야 함:",
]
LESSON_PLAIN_KO = [
    "«V» API는 «T» 권한(scope)이 부족하면 401이 아니라 403을 줌. 처음엔 네트워크 문제인 줄 알았음.",
    "«SVC|은/는» import 시점에 «V» 클라이언트를 캐시하므로 «VAR|을/를» 바꾸면 재시작 필요.",
    "«V» 대시보드는 «T|을/를» 생성할 때 한 번만 보여줌. 이후엔 끝 4자리만 보임.",
    "test 모드 키는 live 엔드포인트에서 안 되고 에러 메시지도 헷갈리게 나옴.",
    "«VAR|이/가» 빌드 시점에 이미지에 박히는 구조라 컨테이너 재시작만으로는 안 바뀜.",
    "다른 거 디버깅하기 전에 키가 어느 «V» 프로젝트 건지부터 확인할 것.",
    "헤더 이름이 틀려도 «V» API는 body 없이 401만 줌. 키 문제로 착각하기 쉬움.",
    "이 SDK 버전은 생성자 인자보다 «VAR» 환경변수를 우선함.",
    "로컬은 sandbox 써야 함. live «T|은/는» 호출마다 과금됨.",
    "«SVC|이/가» 기동할 때 «VAR» 앞 6자리를 로그로 찍어서 어떤 키가 로드됐는지 알 수 있음.",
    "web 프로세스랑 worker 둘 다 «VAR|이/가» 필요한데 web에만 있었음.",
    "«P»이 분기마다 «V» 키를 로테이션해서 문서에 있는 값은 금방 낡음.",
]
ASK_KO = [
    "«ENV» «V» «T|은/는» «WHERE|이랑/랑» 시크릿 매니저 중 어디서 가져오는 게 맞나요?",
    "공용 키 말고 개발용 «V» 키가 따로 있나요?",
    "«V» 계정 관리자가 누구인지, «SVC» 전용 제한 키를 발급받을 수 있는지?",
    "이 노트에 «V» «T|이/가» 그대로 들어갔는데 지금 로테이션해야 할까요?",
    "«VAR|을/를» 다음 배포 전에 시크릿 스토어로 옮겨도 될까요?",
    "",
    "CI에서는 어떤 «V» 키를 써야 하나요?",
]
ASK_INLINE_KO = [
    "«S» 이 값이 아직 유효한 «V» «T» 맞나요? 로테이션된 건 아닌지?",
    "«VAR»=«S» 이게 «ENV»용 맞죠? prod 키 아니죠?",
    "«SVC»에서 계속 «S» 써도 되나요, 아니면 새 키 받아야 하나요?",
]
INLINE_KO = [
    "지금 동작하는 «V» «T|은/는» «S» 임. 위키에 있는 건 폐기된 키.",
    "«P»이 새 «V» 프로젝트 세팅 전까지는 «VAR»에 «S» 쓰라고 함.",
    "«VAR|을/를» «S» 값으로 바꾸니까 «V» 호출이 200으로 돌아옴.",
    "개인 키가 만료돼서 «ENV» «T»(«S»)로 테스트함.",
]


def slots(k, lang, c, var, sval):
    env = pick(ENVS) if lang == "en" else pick(ENVS_KO)
    t = k["thing"] if lang == "en" else thing_ko(k["thing"])
    d = dict(V=k["vendor"], T=t, ENV=env, SVC=fmt_svc(pick(SVCS), lang), P=pick(PEOPLE_EN if lang == "en" else PEOPLE_KO),
             WHERE=c["en"] if lang == "en" else c["ko"], VAR=var or k["thing"], S=sval)
    return d


def fill(tpl, d):
    names = re.findall(r"«([A-Za-z0-9_]+)(?:\|[^»]+)?»", tpl)
    return F(tpl, **{n: d[n] for n in names})


def vendor_note(k, lang):
    items = norm_items(k["gen"]())
    c = render_kind(k, items)
    snip = c["snip"]
    listed = [sec for _, _, sec in items if sec and sec in snip]
    if not listed:                      # template used no listed value -> fall back to an env container
        fn = wpick(ENV_CONTAINERS)
        c = fn(k, items)
        c["name"] = fn.__name__[2:]
        snip = c["snip"]
        listed = [sec for _, _, sec in items if sec and sec in snip]
    main_var, main_val, main_sec = [(v, x, s) for v, x, s in items if s and s in snip][-1]
    d = slots(k, lang, c, main_var, main_val)
    en = lang == "en"
    shape = wpick([("mc", 40), ("lesson", 27), ("mc+askinline", 10), ("inline", 12), ("lesson+ask_inline", 7), ("askonly", 4)])
    if shape == "askonly" and len(main_val) > 150:
        shape = "mc"
    block = fmt_snip(snip, c["multi"])
    if shape == "inline" and len(main_val) > 120:
        shape = "mc"
    if shape in ("mc", "mc+askinline"):
        mc = fill(pick(MC_LEAD_EN if en else MC_LEAD_KO), d) + block
        le = fill(pick(LESSON_PLAIN_EN if en else LESSON_PLAIN_KO), d)
        if shape == "mc+askinline" and len(main_val) < 200:
            ask = fill(pick(ASK_INLINE_EN if en else ASK_INLINE_KO), d)
        else:
            ask = fill(pick(ASK_EN if en else ASK_KO), d)
    elif shape in ("lesson", "lesson+ask_inline"):
        mc = fill(pick(MC_PLAIN_EN if en else MC_PLAIN_KO), d)
        le = fill(pick(LESSON_LEAD_EN if en else LESSON_LEAD_KO), d) + block
        if shape == "lesson+ask_inline" and len(main_val) < 200:
            ask = fill(pick(ASK_INLINE_EN if en else ASK_INLINE_KO), d)
        else:
            ask = fill(pick(ASK_EN if en else ASK_KO), d)
    elif shape == "askonly":
        mc = fill(pick(MC_PLAIN_EN if en else MC_PLAIN_KO), d)
        le = fill(pick(LESSON_PLAIN_EN if en else LESSON_PLAIN_KO), d)
        ask = fill(pick(ASK_INLINE_EN if en else ASK_INLINE_KO), d)
        listed = [main_sec]
    else:
        if chance(0.5):
            mc = fill(pick(MC_PLAIN_EN if en else MC_PLAIN_KO), d)
            le = fill(pick(INLINE_EN if en else INLINE_KO), d)
        else:
            mc = fill(pick(INLINE_EN if en else INLINE_KO), d)
            le = fill(pick(LESSON_PLAIN_EN if en else LESSON_PLAIN_KO), d)
        ask = fill(pick(ASK_EN if en else ASK_KO), d)
        listed = [main_sec]
    cname = c.get("name") or "inline prose"
    return mk(f"vendor credential: {k['vendor']} {k['thing']} ({shape}; {cname})", mc, le, ask, listed, k["vendor"])


def mk(cat, mc, le, ask, secrets, vendor=None):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return dict(category=cat, fields=dict(missing_context=mc, lesson=le, ask_next_time=ask), secrets=out, vendor=vendor)

# ---------------------------------------------------------------------------
# shared prose helpers
# ---------------------------------------------------------------------------
def L(lang, en, ko):
    return en if lang == "en" else ko


def person(lang):
    return pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)


def env_name(lang):
    return pick(ENVS) if lang == "en" else pick(ENVS_KO)


def maybe_empty(s, p=0.1):
    return "" if chance(p) else s


# ---------------------------------------------------------------------------
# family: connection strings / URLs / DB configs with passwords
# ---------------------------------------------------------------------------
def conn_variant(lang):
    ko = lang == "ko"
    user = pick(USERS)
    host = pick(HOSTS)
    db = pick(DBS)
    pw = pw_any(ko) if chance(0.5) else pw_generated()
    t = deck("conn_variant", 40)
    if t == 0:
        s = f"DATABASE_URL=postgresql://{user}:{pct(pw)}@{host}:5432/{db}?sslmode=require"
        return s, [pct(pw)], "the Postgres database", "Postgres DB", "`.env`", "PostgreSQL"
    if t == 1:
        s = f"DATABASE_URL=mysql://{user}:{pct(pw)}@{host}:3306/{db}"
        return s, [pct(pw)], "the MySQL primary", "MySQL primary", "`.env`", "MySQL"
    if t == 2:
        c = rs(LOWDIG, 5)
        s = f'MONGODB_URI="mongodb+srv://{user}:{pct(pw)}@cluster0.{c}.mongodb.net/{db}?retryWrites=true&w=majority"'
        return s, [pct(pw)], "the Atlas cluster", "Atlas 클러스터", "`.env.local`", "MongoDB Atlas"
    if t == 3:
        p = pw_alnum(32)
        s = pick([f"REDIS_URL=redis://:{p}@{pick(['cache', 'redis-master', '10.0.4.12'])}:6379/0",
                  f"REDIS_URL=rediss://default:{p}@{pick(ORGS)}-redis.{rs(LOWDIG, 6)}.cache.amazonaws.com:6379"])
        return s, [p], "Redis", "Redis", "`.env`", "Redis"
    if t == 4:
        s = f"CELERY_BROKER_URL=amqp://{user}:{pct(pw)}@rabbitmq:5672/{pick(['prod', 'jobs', '%2F'])}"
        return s, [pct(pw)], "the RabbitMQ broker", "RabbitMQ 브로커", "`settings/.env`", "RabbitMQ"
    if t == 5:
        s = f"jdbc:postgresql://{host}:5432/{db}?user={user}&password={pct(pw)}&ssl=true"
        return s, [pct(pw)], "the reporting database", "리포팅 DB", "the JDBC URL in `application-staging.properties`", "PostgreSQL (JDBC)"
    if t == 6:
        s = f"jdbc:sqlserver://{host}:1433;databaseName={db};user=sa;password={pw};encrypt=true;trustServerCertificate=true"
        return s, [pw], "SQL Server", "SQL Server", "`application.properties`", "SQL Server (JDBC)"
    if t == 7:
        srv = pick(ORGS) + "-sql-" + pick(["prod", "stg", "dev"])
        s = f'"DefaultConnection": "Server=tcp:{srv}.database.windows.net,1433;Initial Catalog={db};User ID={user};Password={pw};Encrypt=True;Connection Timeout=30;"'
        return s, [pw], "Azure SQL", "Azure SQL", "`appsettings.json`", "Azure SQL Database"
    if t == 8:
        s = f'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{user}" password="{pw}";'
        return s, [pw], "the Kafka cluster", "Kafka 클러스터", "`client.properties`", "Apache Kafka"
    if t == 9:
        s = f"ELASTICSEARCH_URL=https://elastic:{pct(pw)}@{pick(ORGS)}-es.es.{pick(['us-east-1.aws', 'europe-west1.gcp'])}.elastic-cloud.com:443"
        return s, [pct(pw)], "Elasticsearch", "Elasticsearch", "`.env`", "Elastic Cloud"
    if t == 10:
        s = f"clickhouse://default:{pct(pw)}@{rs(LOWDIG, 10)}.{pick(['eu-central-1', 'us-east-2'])}.aws.clickhouse.cloud:9440/default?secure=true"
        return s, [pct(pw)], "ClickHouse Cloud", "ClickHouse Cloud", "the dbt profile", "ClickHouse Cloud"
    if t == 11:
        acct = rs(UP, 7) + "-" + rs(UP + DIG, 7)
        s = f"snowflake://{user.upper()}:{pct(pw)}@{acct}/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH&role=TRANSFORMER"
        return s, [pct(pw)], "Snowflake", "Snowflake", "the Airflow connection", "Snowflake"
    if t == 12:
        s = f"export HTTPS_PROXY=http://{user}:{pct(pw)}@proxy.corp.{pick(ORGS)}.local:3128"
        return s, [pct(pw)], "the corporate proxy", "사내 프록시", "`~/.bashrc` on the build agent", "corporate proxy"
    if t == 13:
        s = f"git remote add origin https://{user}:{pct(pw)}@git.{pick(ORGS)}.internal/platform/{pick(SVCS)}.git"
        return s, [pct(pw)], "the self-hosted Git server", "사내 Git 서버", "the setup script", "self-hosted Git"
    if t == 14:
        s = f"mqtts://{user}:{pct(pw)}@{rs(HEX, 32)}.s1.eu.hivemq.cloud:8883"
        return s, [pct(pw)], "the MQTT broker", "MQTT 브로커", "the device config", "HiveMQ Cloud"
    if t == 15:
        s = f"spring:\n  datasource:\n    url: jdbc:mysql://{host}:3306/{db}\n    username: {user}\n    password: {yq(pw)}"
        return s, [pw], "the MySQL database", "MySQL DB", "`application-prod.yml`", "MySQL (Spring)"
    if t == 16:
        s = (f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{db}',\n"
             f"        'USER': '{user}',\n        'PASSWORD': {jq(pw)},\n        'HOST': '{host}',\n    }}\n}}")
        return s, [pw], "the Postgres database", "Postgres DB", "`settings/production.py`", "PostgreSQL (Django)"
    if t == 17:
        s = f"production:\n  adapter: postgresql\n  host: {host}\n  database: {db}\n  username: {user}\n  password: {yq(pw)}"
        return s, [pw], "the production database", "운영 DB", "`config/database.yml`", "PostgreSQL (Rails)"
    if t == 18:
        s = f"define( 'DB_NAME', 'wp_{db}' );\ndefine( 'DB_USER', '{user}' );\ndefine( 'DB_PASSWORD', {jq(pw).replace(chr(34), chr(39))} );\ndefine( 'DB_HOST', 'localhost' );"
        if "'" in pw[1:-1] or "\\" in pw:
            s = f"define( 'DB_PASSWORD', \"{pw}\" );"
        return s, [pw], "the WordPress database", "워드프레스 DB", "`wp-config.php`", "WordPress/MySQL"
    if t == 19:
        s = f"AIRFLOW_CONN_POSTGRES_DWH='postgres://{user}:{pct(pw)}@{host}:5432/{db}'"
        return s, [pct(pw)], "the warehouse", "DW", "the Airflow env", "PostgreSQL (Airflow)"
    if t == 20:
        s = f"sftp://{user}:{pct(pw)}@sftp.{pick(['partner', 'vendor', 'bank'])}-{pick(ORGS)}.com:22/inbound/"
        return s, [pct(pw)], "the partner SFTP", "협력사 SFTP", "the transfer job config", "partner SFTP"
    if t == 21:
        p = "npg_" + rs(ALNUM, 12)
        s = f"postgresql://neondb_owner:{p}@ep-{pick(WORDS)}-{pick(WORDS)}-{rs(LOWDIG, 8)}.eu-central-1.aws.neon.tech/neondb?sslmode=require"
        return s, [p], "the Neon branch", "Neon 브랜치", "`.env.local`", "Neon"
    if t == 22:
        p = "AVNS_" + rs(ALNUM + "_-", 19)
        s = f"postgres://avnadmin:{p}@pg-{rs(LOWDIG, 8)}-{pick(ORGS)}.aivencloud.com:{R.randint(10000, 29999)}/defaultdb?sslmode=require"
        return s, [p], "the Aiven Postgres", "Aiven Postgres", "the service URI", "Aiven"
    if t == 23:
        p = "pscale_pw_" + rs(B64U, 43)
        s = f'DATABASE_URL="mysql://{rs(LOWDIG, 20)}:{p}@aws.connect.psdb.cloud/{db}?sslaccept=strict"'
        return s, [p], "the PlanetScale branch", "PlanetScale 브랜치", "`.env`", "PlanetScale"
    if t == 24:
        ref = rs(LOW, 20)
        s = f"postgresql://postgres.{ref}:{pct(pw)}@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres"
        return s, [pct(pw)], "the Supabase database", "Supabase DB", "the connection pooler settings", "Supabase"
    if t == 25:
        s = f"postgresql://{user}:{pct(pw)}@{pick(ORGS)}-{rs(LOWDIG, 4)}.{pick(['g8z', 'j77', 'k2p'])}.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"
        return s, [pct(pw)], "CockroachDB", "CockroachDB", "`.env`", "CockroachDB Cloud"
    if t == 26:
        k = b64(rb(32))
        s = f"Endpoint=sb://{pick(ORGS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}"
        return s, [k], "the Service Bus namespace", "Service Bus 네임스페이스", "`local.settings.json`", "Azure Service Bus"
    if t == 27:
        k = b64(rb(64))
        s = f"AccountEndpoint=https://{pick(ORGS)}-cosmos.documents.azure.com:443/;AccountKey={k};"
        return s, [k], "Cosmos DB", "Cosmos DB", "`appsettings.Development.json`", "Azure Cosmos DB"
    if t == 28:
        k = b64(rb(32))
        s = f"HostName={pick(ORGS)}-iothub.azure-devices.net;DeviceId=sensor-{R.randint(1, 99):02d};SharedAccessKey={k}"
        return s, [k], "the IoT Hub device", "IoT Hub 디바이스", "the device firmware config", "Azure IoT Hub"
    if t == 29:
        s = f'url: "ldaps://ldap.{pick(ORGS)}.io:636"\nbindDN: "cn={user},ou=services,dc={pick(ORGS)},dc=io"\nbindCredentials: {yq(pw)}'
        return s, [pw], "the LDAP directory", "LDAP", "the Keycloak/LDAP federation config", "LDAP"
    if t == 30:
        s = f"[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://{user}:{pct(pw).replace('%', '%%')}@{host}/{db}"
        return s, [pct(pw).replace("%", "%%")], "the migration database", "마이그레이션 DB", "`alembic.ini`", "PostgreSQL (Alembic)"
    if t == 31:
        s = f'dsn := "{user}:{pw}@tcp({host}:3306)/{db}?parseTime=true&loc=Local"'
        return s, [pw], "MySQL", "MySQL", "`cmd/api/main.go`", "MySQL (Go DSN)"
    if t == 32:
        s = f"PG_DSN='host={host} port=5432 dbname={db} user={user} password={pw} sslmode=require'"
        if "'" in pw or " " in pw:
            pw = pw_alnum(20)
            s = f"PG_DSN='host={host} port=5432 dbname={db} user={user} password={pw} sslmode=require'"
        return s, [pw], "the Postgres database", "Postgres DB", "the cron env", "PostgreSQL (libpq DSN)"
    if t == 33:
        s = f"Driver={{ODBC Driver 18 for SQL Server}};Server={host},1433;Database={db};Uid={user};Pwd={{{pw}}};Encrypt=yes;"
        return s, [pw], "SQL Server", "SQL Server", "the ODBC DSN", "SQL Server (ODBC)"
    if t == 34:
        s = f"{host}:5432:{db}:{user}:{pw.replace(':', '')}"
        return s, [pw.replace(":", "")], "the Postgres database", "Postgres DB", "`~/.pgpass`", "PostgreSQL (.pgpass)"
    if t == 35:
        s = f"[client]\nuser={user}\npassword={pw}\nhost={host}"
        return s, [pw], "MySQL", "MySQL", "`~/.my.cnf`", "MySQL (.my.cnf)"
    if t == 36:
        tok = b64(rb(64)).rstrip("=") + "=="
        s = f"[default]\n  url = \"https://{pick(['us-east-1-1', 'eu-central-1-1'])}.aws.cloud2.influxdata.com\"\n  token = \"{tok}\"\n  org = \"{pick(ORGS)}\""
        return s, [tok], "InfluxDB", "InfluxDB", "`~/.influxdbv2/configs`", "InfluxDB Cloud"
    if t == 37:
        s = f"NEO4J_URI=neo4j+s://{rs(LOWDIG, 8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={pw_urlsafe_gen(43)}"
        p = s.split("NEO4J_PASSWORD=")[1]
        return s, [p], "the Neo4j Aura instance", "Neo4j Aura 인스턴스", "`.env`", "Neo4j Aura"
    if t == 38:
        s = f"EMAIL_URL=smtp+tls://{user}%40{pick(ORGS)}.io:{pct(pw)}@smtp.{pick(['office365.com', 'mailgun.org', 'sendgrid.net'])}:587"
        return s, [pct(pw)], "the SMTP relay", "SMTP 릴레이", "`.env`", "SMTP relay"
    p = pw_alnum(24)
    s = f"CACHE_URL=memcached://{user}:{p}@{rs(LOWDIG, 6)}.memcachier.com:11211"
    return s, [p], "Memcached", "Memcached", "`.env`", "MemCachier"


MC_CONN_EN = ["Nobody told me how «SVC» connects to «WHAT». The connection string was in «WHERE»:",
              "I was missing the «ENV» credentials for «WHAT»; «P» shared the line they use:",
              "Didn't know migrations run against «WHAT» directly instead of through the pooler. Current setting from «WHERE»:",
              "Wasn't told «WHAT» requires TLS. The working config («WHERE») is:",
              "The task assumed I could reach «WHAT» but nothing said which user to connect as. What «SVC» uses:",
              "No docs on the «ENV» data layer. Copied from «WHERE» on the box:"]
MC_CONN_PLAIN_EN = ["Nobody mentioned «SVC» has its own login on «WHAT».",
                    "I didn't know «WHAT» rejects connections without TLS.",
                    "Missing context: «WHAT» was moved last month and the old host still resolves."]
LE_CONN_EN = ["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at the wrong '@'.",
              "The pooler port and the direct port need different connection strings; migrations want the direct one.",
              "TLS is mandatory for «WHAT»; without it the server just closes the connection.",
              "The app user has no DDL rights; run migrations as the migrator user instead.",
              "Connection limit is low on «WHAT»; set the pool size to 5 for local runs.",
              "The value in «WHERE» wins over the environment variable, which is why my override did nothing."]
LE_CONN_LEAD_EN = ["Working connection config, verified with a test query:", "What finally connected:",
                   "Put this in «WHERE» (note the encoded characters):", "Use this exact string, «P» confirmed it:"]
ASK_CONN_EN = ["Should local runs use a read-only user on «WHAT» instead of this one?",
               "Can I get my own credentials for «WHAT» rather than sharing «SVC»'s?",
               "Is this password going to be rotated, and where will the new one be published?",
               "Is «WHAT» allowed to be used from laptops at all?", "", "Who owns «WHAT»?"]
MC_CONN_KO = ["«SVC|이/가» «WHAT»에 어떻게 붙는지 아무도 안 알려줌. 접속 문자열은 «WHERE»에 있었음:",
              "«ENV» «WHAT» 접속 정보가 없었음. «P»이 쓰는 거 공유해줌:",
              "마이그레이션이 pooler 안 거치고 «WHAT»에 직접 붙는다는 걸 몰랐음. «WHERE» 현재 설정:",
              "«WHAT|은/는» TLS 필수라는 걸 전달받지 못함. 동작하는 설정(«WHERE»):",
              "«ENV» 데이터 레이어 문서가 없어서 서버의 «WHERE»에서 그대로 복사함:"]
MC_CONN_PLAIN_KO = ["«SVC» 전용 «WHAT» 계정이 따로 있다는 걸 몰랐습니다.",
                    "«WHAT|이/가» TLS 없이는 접속을 거부한다는 걸 몰랐음.",
                    "«WHAT» 호스트가 지난달에 바뀌었는데 예전 주소도 아직 resolve 돼서 헷갈림."]
LE_CONN_KO = ["비밀번호에 특수문자가 있으면 URL에서 percent-encoding 해야 함. 안 하면 '@' 위치를 잘못 잘라서 파싱 에러.",
              "pooler 포트랑 direct 포트는 접속 문자열이 다름. 마이그레이션은 direct로.",
              "앱 계정은 DDL 권한이 없음. 마이그레이션은 migrator 계정으로 돌려야 함.",
              "«WHAT» 커넥션 제한이 낮아서 로컬에선 pool size 5로 줄일 것.",
              "«WHERE» 값이 환경변수보다 우선이라 override가 안 먹었던 것."]
LE_CONN_LEAD_KO = ["테스트 쿼리로 확인한 접속 설정:", "최종적으로 붙은 설정:", "«WHERE»에 이렇게 넣으면 됨 (인코딩된 문자 주의):",
                   "«P» 확인받은 문자열:"]
ASK_CONN_KO = ["로컬에서는 이 계정 말고 «WHAT» read-only 계정 써야 하나요?", "«SVC» 계정 공유 말고 개인 계정 받을 수 있나요?",
               "이 비밀번호 로테이션 예정인가요? 새 값은 어디에 공유되나요?", "노트북에서 «WHAT» 접속해도 되는 건가요?", "",
               "«WHAT» 담당자가 누구인가요?"]


def fam_conn(lang):
    s, secs, what_en, what_ko, where, tech = conn_variant(lang)
    d = dict(SVC=fmt_svc(pick(SVCS), lang), WHAT=what_en if lang == "en" else what_ko, ENV=env_name(lang), P=person(lang),
             WHERE=where if lang == "en" or where.startswith("`") else pick(["설정 파일", "서버 설정", "배포 설정"]))
    en = lang == "en"
    block = fmt_snip(s, "\n" in s)
    if chance(0.6):
        mc = fill(pick(MC_CONN_EN if en else MC_CONN_KO), d) + block
        le = fill(pick(LE_CONN_EN if en else LE_CONN_KO), d)
    else:
        mc = fill(pick(MC_CONN_PLAIN_EN if en else MC_CONN_PLAIN_KO), d)
        le = fill(pick(LE_CONN_LEAD_EN if en else LE_CONN_LEAD_KO), d) + block
    ask = fill(pick(ASK_CONN_EN if en else ASK_CONN_KO), d)
    return mk(f"connection string with password: {tech}", mc, le, ask, secs, tech)


# ---------------------------------------------------------------------------
# family: passwords after CLI flags / positional arguments
# ---------------------------------------------------------------------------
def cli_variant(lang):
    ko = lang == "ko"
    pw = pw_any(ko)
    q = shq(pw)
    user = pick(USERS)
    host = pick(HOSTS)
    db = pick(DBS)
    dqpw = dq(pw) if '"' not in pw and "$" not in pw and "`" not in pw else q
    C = [
        lambda: (f"mysql -h {host} -u {user} -p{q} {db}", "mysql", "MySQL"),
        lambda: (f"mysqldump -u root --password={q} --single-transaction {db} > {db}.sql", "mysqldump", "MySQL"),
        lambda: (f"mysqladmin -u root password {q}", "mysqladmin", "MySQL"),
        lambda: (f"PGPASSWORD={q} psql -h {host} -U {user} -d {db} -c 'select count(*) from events'", "psql", "Postgres"),
        lambda: (f"mongosh --host {host} --username {user} --password {q} --authenticationDatabase admin", "mongosh", "MongoDB"),
        lambda: (f"redis-cli -h {host} -p 6379 -a {q} --no-auth-warning INFO replication", "redis-cli", "Redis"),
        lambda: (f"sshpass -p {q} ssh -o StrictHostKeyChecking=no {user}@{host}", "sshpass", "the bastion"),
        lambda: (f"sshpass -p {q} scp dump.sql.gz {user}@{host}:/var/backups/", "sshpass/scp", "the backup host"),
        lambda: (f"docker login registry.{pick(ORGS)}.io -u {user} -p {q}", "docker login", "the private registry"),
        lambda: (f"echo {q} | docker login nexus.{pick(ORGS)}.internal:8443 --username {user} --password-stdin", "docker login", "Nexus"),
        lambda: (f"htpasswd -bc /etc/nginx/.htpasswd {user} {q}", "htpasswd", "the nginx basic auth"),
        lambda: (f"curl -u {user}:{q} https://{pick(['nexus', 'artifacts', 'jenkins'])}.{pick(ORGS)}.internal/service/rest/v1/status", "curl", "Nexus"),
        lambda: (f"wget --user={user} --password={q} https://downloads.{pick(ORGS)}-partner.com/feeds/latest.csv", "wget", "the partner download site"),
        lambda: (f"smbclient //fileserver/finance -U 'ACME\\{user}%{pw}'" if "'" not in pw else f"smbclient //fileserver/finance -U ACME/{user} --password={q}", "smbclient", "the finance share"),
        lambda: (f"sudo mount -t cifs //nas01/backup /mnt/backup -o username={user},password={pw},vers=3.0" if "," not in pw and " " not in pw and "'" not in pw else f"sudo mount -t cifs //nas01/backup /mnt/backup -o username={user},password={pw_alnum(18)}", "mount.cifs", "the NAS"),
        lambda: (f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:{q}", "openssl", "the client certificate bundle"),
        lambda: (f"keytool -importkeystore -srckeystore client.p12 -srcstoretype PKCS12 -srcstorepass {q} -destkeystore app.jks -deststorepass {q}", "keytool", "the Java keystore"),
        lambda: (f"zip -P {q} export_{R.randint(1, 28):02d}.zip customers.csv", "zip", "the export archive"),
        lambda: (f"7z a -p{q} -mhe=on backup.7z ./db_dump", "7z", "the backup archive"),
        lambda: (f"unzip -P {q} vendor_delivery.zip", "unzip", "the vendor delivery"),
        lambda: (f"ldapsearch -x -H ldaps://ldap.{pick(ORGS)}.io -D 'cn=admin,dc={pick(ORGS)},dc=io' -w {q} -b 'ou=people,dc={pick(ORGS)},dc=io' uid=jdoe", "ldapsearch", "LDAP"),
        lambda: (f"sqlcmd -S {host} -U sa -P {q} -Q \"SELECT name FROM sys.databases\"", "sqlcmd", "SQL Server"),
        lambda: (f"ipmitool -I lanplus -H 10.0.{R.randint(1, 9)}.{R.randint(10, 99)} -U ADMIN -P {q} chassis power status", "ipmitool", "the server BMC"),
        lambda: (f"mosquitto_pub -h broker.local -u sensor01 -P {q} -t greenhouse/temp -m 21.5", "mosquitto_pub", "the MQTT broker"),
        lambda: (f"net use Z: \\\\fileserver\\share {pw} /user:ACME\\{user}" if " " not in pw else f"net use Z: \\\\fileserver\\share \"{pw}\" /user:ACME\\{user}", "net use", "the file share"),
        lambda: (f"rabbitmqctl add_user {user} {q} && rabbitmqctl set_permissions -p / {user} '.*' '.*' '.*'", "rabbitmqctl", "RabbitMQ"),
        lambda: (f"influx setup -u admin -p {q} -o {pick(ORGS)} -b metrics -r 30d -f", "influx", "InfluxDB"),
        lambda: (f"cqlsh cassandra-0.cassandra -u cassandra -p {q}", "cqlsh", "Cassandra"),
        lambda: (f"ssh-keygen -t ed25519 -N {q} -C deploy@{pick(SVCS)} -f ~/.ssh/deploy_ed25519", "ssh-keygen", "the new deploy key"),
        lambda: (f"gpg --batch --pinentry-mode loopback --passphrase {q} -d secrets.tar.gz.gpg | tar xz", "gpg", "the encrypted bundle"),
        lambda: (f"echo '{user}:{pw}' | sudo chpasswd" if "'" not in pw else f"echo \"{user}:{pw}\" | sudo chpasswd", "chpasswd", "the VM login"),
        lambda: (f"echo {q} | sudo -S systemctl restart {pick(SVCS)}", "sudo -S", "the app server"),
        lambda: (f"xfreerdp /v:{host} /u:Administrator /p:{q} /cert:ignore", "xfreerdp", "the Windows jump host"),
        lambda: (f"plink -ssh -pw {q} admin@{host} \"sudo systemctl status nginx\"", "plink", "the Linux app server"),
        lambda: (f"lftp -u {user},{q} sftp://sftp.{pick(ORGS)}-logistics.com -e 'mirror /outbound ./in; quit'", "lftp", "the logistics SFTP"),
        lambda: (f"svn checkout https://svn.{pick(ORGS)}.io/legacy/trunk --username {user} --password {q} --non-interactive", "svn", "the legacy SVN"),
        lambda: (f"java -jar app.jar --spring.datasource.username={user} --spring.datasource.password={q}", "java -jar", "the app database"),
        lambda: (f"flyway -url=jdbc:postgresql://{host}:5432/{db} -user=flyway -password={q} migrate", "flyway", "the migration database"),
        lambda: (f"dotnet user-secrets set \"ConnectionStrings:Db:Password\" {dqpw}", "dotnet user-secrets", "the local DB"),
        lambda: (f"kubectl create secret docker-registry regcred --docker-server=harbor.{pick(ORGS)}.io --docker-username={user} --docker-password={q}", "kubectl", "Harbor"),
        lambda: (f"helm repo add internal https://charts.{pick(ORGS)}.io --username {user} --password {q}", "helm", "the internal chart repo"),
        lambda: (f"ansible-playbook -i inventory/prod site.yml -e \"ansible_become_pass={pw}\"" if '"' not in pw else f"ansible-playbook -i inventory/prod site.yml -e ansible_become_pass={q}", "ansible-playbook", "the prod servers"),
        lambda: (f"sqlplus system/{pw}@//{host}:1521/XEPDB1" if re.fullmatch(r"[A-Za-z0-9_#$]+", pw) else f"sqlplus system/\"{pw}\"@//{host}:1521/XEPDB1", "sqlplus", "Oracle"),
        lambda: (f"$pw = ConvertTo-SecureString {dqpw} -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('ACME\\{user}', $pw)", "PowerShell PSCredential", "the Windows servers"),
        lambda: (f"wp user create {user} {user}@{pick(ORGS)}.io --role=administrator --user_pass={q}", "wp-cli", "WordPress"),
        lambda: (f"grafana cli admin reset-admin-password {q}", "grafana cli", "Grafana"),
        lambda: (f"java -jar jenkins-cli.jar -s https://ci.{pick(ORGS)}.internal/ -auth admin:{q} safe-restart", "jenkins-cli", "Jenkins"),
        lambda: (f"/opt/keycloak/bin/kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin --password {q}", "kcadm.sh", "Keycloak"),
        lambda: (f"RESTIC_PASSWORD={q} restic -r s3:s3.amazonaws.com/{pick(ORGS)}-backups backup /srv/data", "restic", "the backup repository"),
        lambda: (f"az login -u {user}@{pick(ORGS)}.onmicrosoft.com -p {q}", "az login", "the Azure tenant"),
    ]
    t = deck("cli_variant", len(C))
    cmd, tool, system = C[t]()
    secs = []
    # the password as it appears: either pw itself, or a replacement generated inside the lambda
    if pw in cmd:
        secs.append(pw)
    else:
        m = re.search(r"password=([A-Za-z0-9]{18})", cmd)
        secs.append(m.group(1))
    return cmd, secs, tool, system


MC_CLI_EN = ["I didn't know «TOOL» against «SYS» needs credentials passed explicitly; the runbook command is:",
             "Nobody mentioned the «SYSB» login. «P» ran this in our shared tmux session:",
             "Missing: the «ENV» credentials for «SYS». From the shell history on the jump box:",
             "The script failed at the «TOOL» step because it had no password. The command that works:",
             "Wasn't told that «SYS» still uses password auth. This is how «P» does it:",
             "The migration doc just says 'log in to «SYS»'. What actually works:"]
MC_CLI_PLAIN_EN = ["Nobody told me «SYS» has no SSO and needs a shared password.",
                   "I wasn't told the «TOOL» step in the runbook needs an interactive password, which breaks in CI.",
                   "Missing context: «SYS» has a separate local admin account that nobody documented."]
LE_CLI_EN = ["Quote the password in single quotes, otherwise the shell expands `$` and `!`.",
             "With «TOOL» the value goes right after the flag; if it is missing it silently prompts and the job hangs.",
             "Passing it on the command line leaves it in shell history; I cleared it afterwards.",
             "«TOOL» exits 0 even when auth fails, so check the output, not the exit code.",
             "The account locks after 3 bad attempts, so copy-paste carefully.",
             "Run it from the jump host; «SYS» is not reachable from the VPN subnet.",
             "In a Makefile the `$` in the password has to be doubled, which is why the target kept failing.",
             "«TOOL» checks the password before anything else, so a typo looks like a permissions problem.",
             "The login is shared with «P»'s cron job, so changing it silently breaks that."]
LE_CLI_LEAD_EN = ["The command that worked:", "Exact command (note the quoting):", "For reference, what I ran:",
                  "This is the line from the runbook that finally worked:"]
ASK_CLI_EN = ["Can I get a personal «SYSB» account instead of the shared one?",
              "Is there a way to run «TOOL» without putting the password on the command line?",
              "Should this «SYSB» password be changed since it was used in a shared session?",
              "Who else uses this login?", "", "Is it okay to script this, or must it stay manual?"]
MC_FILE_EN = ["I didn't know «SYS» is password-protected; the command from the runbook is:",
              "Nobody told me the passphrase for «SYS». «P»'s shell history had:",
              "The «TOOL» step prompted for a passphrase and hung in CI. The command that works:",
              "Missing context: how «SYS» gets created. The script does:"]
MC_FILE_PLAIN_EN = ["Nobody told me «SYS» needs a passphrase.", "I wasn't told the «TOOL» step is interactive by default.",
                    "The runbook doesn't say where the passphrase for «SYS» comes from."]
LE_FILE_EN = ["Quote the passphrase in single quotes, otherwise the shell expands `$` and `!`.",
              "A passphrase on the command line ends up in shell history and in `ps`; I cleared the history afterwards.",
              "Without the flag «TOOL» prompts and the CI job just hangs.",
              "The receiving side needs the same passphrase, so it is shared by e-mail with the partner."]
ASK_FILE_EN = ["Where should this passphrase be stored?", "Can «TOOL» read the passphrase from a file or env var instead?",
               "Should «SYS» be re-encrypted with a new passphrase now?", ""]
MC_CLI_KO = ["«SYSB» 작업할 때 «TOOL»에 인증 정보를 직접 넘겨야 한다는 걸 몰랐음. 런북 명령:",
             "«SYSB» 로그인 정보를 아무도 안 알려줌. «P»이 공용 tmux 세션에서 친 명령:",
             "«ENV» «SYSB» 계정 정보가 없었음. 점프 서버 bash history에 남아 있던 것:",
             "«TOOL» 단계에서 비밀번호가 없어서 스크립트가 실패함. 동작하는 명령:",
             "«SYSB|이/가» 아직 비밀번호 인증을 쓴다는 걸 몰랐습니다. «P»이 쓰는 방식:"]
MC_CLI_PLAIN_KO = ["«SYSB|은/는» SSO가 안 되고 공용 비밀번호를 쓴다는 걸 몰랐음.",
                   "런북의 «TOOL» 단계가 대화형으로 비밀번호를 물어서 CI에서 멈춘다는 걸 몰랐음.",
                   "«SYSB»에 문서화 안 된 로컬 관리자 계정이 따로 있었음."]
LE_CLI_KO = ["비밀번호는 작은따옴표로 감싸야 함. 안 그러면 셸이 `$`, `!`를 해석해버림.",
             "«TOOL|은/는» 플래그 바로 뒤에 값을 붙여야 함. 빠지면 조용히 프롬프트 띄우고 잡이 멈춤.",
             "커맨드라인에 넣으면 history에 남으니까 작업 후 history 지움.",
             "«TOOL|은/는» 인증 실패해도 exit 0이라 출력을 봐야 함.",
             "3번 틀리면 계정 잠김. 복붙 조심.",
             "«SYSB|은/는» VPN 대역에서 안 붙고 점프 서버에서만 됨.",
             "Makefile에서는 비번에 있는 `$`를 두 번 써야 해서 타깃이 계속 실패했음.",
             "«P» 크론잡이랑 같은 계정이라 비번 바꾸면 그쪽이 조용히 깨짐."]
LE_CLI_LEAD_KO = ["동작한 명령:", "정확한 명령 (따옴표 주의):", "참고용으로 실행한 명령:", "런북에서 결국 된 명령:"]
ASK_CLI_KO = ["공용 계정 말고 «SYSB» 개인 계정 받을 수 있을까요?", "«TOOL|을/를» 비밀번호 노출 없이 돌리는 방법이 있나요?",
              "공용 세션에서 쓴 비밀번호인데 바꿔야 하나요?", "이 계정 또 누가 쓰나요?", "",
              "이거 스크립트로 돌려도 되나요, 아니면 수동으로만?"]
MC_FILE_KO = ["«SYSB»에 암호가 걸려 있다는 걸 몰랐음. 런북에 있는 명령:", "«SYSB» 암호를 아무도 안 알려줌. «P» 셸 history에 있던 것:",
              "CI에서 «TOOL» 단계가 암호를 물어보면서 멈춤. 동작하는 명령:"]
MC_FILE_PLAIN_KO = ["«SYSB»에 암호가 필요하다는 걸 몰랐음.", "«TOOL» 단계가 기본적으로 대화형이라는 걸 몰랐음."]
LE_FILE_KO = ["암호는 작은따옴표로 감싸야 함. 안 그러면 셸이 `$`, `!`를 해석함.", "커맨드라인 암호는 history랑 `ps`에 남아서 작업 후 history 지움.",
              "플래그 없으면 «TOOL|이/가» 프롬프트 띄우고 CI 잡이 멈춤.", "받는 쪽도 같은 암호가 필요해서 협력사에 메일로 따로 보냄."]
ASK_FILE_KO = ["이 암호는 어디에 보관해야 하나요?", "«TOOL|이/가» 파일이나 환경변수에서 암호를 읽게 할 수 있나요?", "지금 새 암호로 다시 암호화해야 하나요?", ""]
FILE_TOOLS = ("openssl", "keytool", "zip", "7z", "unzip", "ssh-keygen", "gpg", "restic")


def fam_cli(lang):
    cmd, secs, tool, system = cli_variant(lang)
    en = lang == "en"
    sysb = system[4:] if system.startswith("the ") else system
    d = dict(TOOL=tool, SYS=system, SYSB=sysb, P=person(lang), ENV=env_name(lang))
    block = fmt_snip(cmd, "\n" in cmd)
    if chance(0.15):
        block = fmt_snip("$ " + cmd, True)
    ftype = tool in FILE_TOOLS
    if ftype:
        pools = (MC_FILE_EN, MC_FILE_PLAIN_EN, LE_FILE_EN, LE_CLI_LEAD_EN, ASK_FILE_EN) if en else \
                (MC_FILE_KO, MC_FILE_PLAIN_KO, LE_FILE_KO, LE_CLI_LEAD_KO, ASK_FILE_KO)
    else:
        pools = (MC_CLI_EN, MC_CLI_PLAIN_EN, LE_CLI_EN, LE_CLI_LEAD_EN, ASK_CLI_EN) if en else \
                (MC_CLI_KO, MC_CLI_PLAIN_KO, LE_CLI_KO, LE_CLI_LEAD_KO, ASK_CLI_KO)
    if chance(0.6):
        mc = fill(pick(pools[0]), d) + block
        le = fill(pick(pools[2]), d)
    else:
        mc = fill(pick(pools[1]), d)
        le = fill(pick(pools[3]), d) + block
    ask = fill(pick(pools[4]), d)
    return mk(f"shell: {tool} {'passphrase' if ftype else 'password'} in command", mc, le, ask, secs, None)


# ---------------------------------------------------------------------------
# family: passwords in prose, chat pastes, split sentences/fields, tables
# ---------------------------------------------------------------------------
SYSTEMS_EN = ["the Jenkins admin account", "the staging Grafana", "the office NAS", "the router admin page", "the Windows jump host",
              "the vendor SFTP", "the WordPress admin", "the Keycloak master realm", "the pfSense firewall", "the Synology box",
              "the Metabase admin", "the shared QA test account", "the UniFi controller", "the printer admin page",
              "the old Magento admin", "the RabbitMQ management UI", "phpMyAdmin", "the iDRAC on db-02", "the Proxmox host",
              "the Airflow UI", "the Argo CD admin", "the Nexus admin", "the Kibana elastic user", "vCenter",
              "the test merchant account", "the demo tenant"]
SYSTEMS_KO = ["젠킨스 admin 계정", "스테이징 그라파나", "사무실 NAS", "공유기 관리자 페이지", "윈도우 점프 서버", "협력사 SFTP",
              "워드프레스 관리자", "키클록 master realm", "시놀로지", "메타베이스 관리자", "QA 공용 테스트 계정", "프린터 관리 페이지",
              "RabbitMQ 관리 UI", "phpMyAdmin", "db-02 iDRAC", "Proxmox 호스트", "Argo CD admin", "Nexus 관리자", "Kibana elastic 계정",
              "그룹웨어 테스트 계정", "ERP 테스트 계정", "데모 테넌트 관리자", "사내 위키 관리자"]


PROSE_STYLES = {"en": ["human", "human", "human", "passphrase", "passphrase", "generated", "generated"],
                "ko": ["ko-typed", "ko-typed", "hangul", "hangul", "human", "passphrase", "generated"]}
PW_FN = {"human": pw_human, "passphrase": pw_passphrase, "generated": pw_generated, "ko-typed": pw_ko_typed, "hangul": pw_hangul}


def prose_pw(lang):
    style = PROSE_STYLES[lang][deck("prose_pw_" + lang, len(PROSE_STYLES[lang]))]
    return PW_FN[style](), style


def fam_prose(lang):
    en = lang == "en"
    pw, style = prose_pw(lang)
    sysn = pick(SYSTEMS_EN if en else SYSTEMS_KO)
    user = pick(USERS + ["admin", "root", "qa_tester", "demo"])
    P = person(lang)
    t = deck("fam_prose", 14)
    secs = [pw]
    cat = ""
    if en:
        if t == 0:
            mc = f"Nobody told me how to get into {sysn}. {P} said the password is {pw}."
            le = pick(["The login page doesn't say which field is the username; it's the e-mail field.",
                       "It's a local account, not SSO, so it doesn't show up in Okta.",
                       "Sessions expire after 15 minutes, so do the change in one go."])
            ask = pick([f"Can {sysn} be moved behind SSO?", "Who else has this password?", ""])
            cat = "prose: 'the password is'"
        elif t == 1:
            mc = pick([f"I didn't have credentials for {sysn}.", f"Missing: access to {sysn} for the cleanup task."])
            le = f"I logged in to {sysn} as {user} with {pw} and changed the retention setting there."
            ask = "Should I keep using that account or get my own?"
            cat = "prose: 'I logged in with'"
        elif t == 2:
            mc = f"Access details for {sysn} were not in the ticket. The user is {user}. The password, according to {P}, is {pw}."
            le = pick(["The account is shared with the on-call rotation.", "It only works from the office network."])
            ask = maybe_empty(f"Is there a reason {sysn} isn't in the password manager?")
            cat = "prose: user and password in separate sentences"
        elif t == 3:
            mc = f"Nobody mentioned that {sysn} has its own local login. {P} sent it by DM and the password is"
            le = f"{pw} (case-sensitive). After logging in I could finally export the report."
            ask = "Can this be put into the vault so I don't need to ask next time?"
            cat = "prose: label ends missing_context, value starts lesson"
        elif t == 4:
            mc = f"I was not told where the credentials for {sysn} are. {P} pasted this in the team channel:\n[09:{R.randint(10, 59)}] {P.lower()}: pw for {sysn.replace('the ', '')} is {pw}\n[09:{R.randint(10, 59)}] {P.lower()}: pls don't forward"
            le = pick(["Chat is apparently where these get shared, which is worth fixing.", "The account is read-write, so be careful with bulk edits."])
            ask = "Is there an official place for this password?"
            cat = "prose: chat paste"
        elif t == 5:
            mc = f"The {sysn} password wasn't documented anywhere; it's {pw}."
            le = pick(["Changing it breaks the nightly export job, which has it hard-coded.", "It is also used by the monitoring check."])
            ask = f"Is {pw} still the password for {sysn} after Friday's rotation?"
            cat = "prose: password repeated in ask_next_time"
        elif t == 6:
            rows = [(sysn, user, pw)]
            for _ in range(R.randint(1, 3)):
                p2 = pick([pw_human, pw_generated, pw_passphrase])()
                rows.append((pick(SYSTEMS_EN), pick(USERS), p2))
                secs.append(p2)
            tbl = "| system | user | password |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
            mc = f"There was no access list for the migration. {P} keeps one in a Google Doc:\n{tbl}"
            le = "Half of these accounts are shared; changing one affects other teams."
            ask = "Can we move this table into the password manager?"
            cat = "prose: markdown table of credentials"
        elif t == 7:
            mc = f"The vendor's delivery archive is encrypted and nobody told me the password. It came in a separate e-mail: {pw}"
            le = "The archive uses AES-256, so the built-in macOS unzip can't open it; 7z works."
            ask = maybe_empty("Should these archives be stored decrypted anywhere?")
            cat = "prose: archive password from e-mail"
        elif t == 8:
            mc = f"I didn't know {sysn} was still on its setup credentials."
            le = f"Creds for {sysn}: user {user}, pass {pw}. They were never rotated after the install."
            ask = f"Should I rotate {sysn} now?"
            cat = "prose: user/pass in lesson"
        elif t == 9:
            mc = f"Forwarded mail from {P}:\n> Subject: staging access\n> Hi, the {sysn.replace('the ', '')} password is {pw} - please change it after first login."
            le = "The first-login change is not enforced, so the temporary password still works."
            ask = "Who should I tell once I've changed it?"
            cat = "prose: quoted e-mail"
        elif t == 10:
            mc = f"Missing: the password for {sysn}. The user is {user}, and for the password"
            le = f"{P} said to try {pw} first and, if that fails, ask IT."
            ask = ""
            cat = "prose: split across fields (sentence continues)"
        elif t == 11:
            mc = f"I couldn't log in to {sysn}: the runbook password was outdated."
            le = f"The current one is {pw}. The runbook still lists the old value."
            ask = f"Can someone update the runbook so it points to the vault instead of a literal password?"
            cat = "prose: current password in lesson"
        elif t == 12:
            mc = f"Jira comment from {P} on the access ticket: \"reset {sysn.replace('the ', '')} to {pw}, change on first login\"."
            le = "IT resets go through Jira comments, which are visible to the whole project."
            ask = maybe_empty("Can resets be sent privately next time?")
            cat = "prose: temporary password in ticket comment"
        else:
            mc = f"Nobody told me {sysn} needs a separate login. I found it on a sticky note photo in the wiki: {user} / {pw}"
            le = "The wiki page with the photo is public to the whole company."
            ask = "Should I ask for the photo to be removed?"
            cat = "prose: user / password pair"
    else:
        kb = "" if style != "ko-typed" else pick([" (한/영 안 바꾸고 친 한글이라 영문으로 보면 이렇게 됨)", " (한글 자판으로 친 비번)"])
        hg = "" if style != "hangul" else pick([" 한글 비번이라 터미널에서는 입력이 안 됨.", " 한글이라 IME 상태 확인 필수."])
        if t == 0:
            mc = f"{sysn} 접속 방법을 아무도 안 알려줌. {P} 말로는 비번이 {pw} 임.{kb}"
            le = pick(["로그인 화면에서 아이디 칸이 이메일 칸임.", "SSO 아니고 로컬 계정이라 Okta에 안 보임.", "세션이 15분이면 끊기니까 한 번에 처리할 것."]) + hg
            ask = pick([f"{sysn} SSO로 옮길 수 있나요?", "이 비번 아는 사람이 또 누구인가요?", ""])
            cat = "prose(ko): 비번은 ... 임"
        elif t == 1:
            mc = pick([f"{sysn} 계정이 없었음.", f"정리 작업하는데 {sysn} 접근 권한이 없었음."])
            le = f"{sysn}에 {user} / {pw} 로 로그인해서 보존 기간 설정 바꿈.{kb}{hg}"
            ask = "이 계정 계속 써도 되나요, 개인 계정 받아야 하나요?"
            cat = "prose(ko): 로그인 정보"
        elif t == 2:
            mc = f"티켓에 {sysn} 접속 정보가 없었음. 계정은 {user}. 비밀번호는 {P} 말로는 {pw}.{kb}"
            le = pick(["온콜 로테이션이랑 같이 쓰는 계정임.", "사무실 네트워크에서만 접속됨."]) + hg
            ask = maybe_empty(f"{J(sysn, '은/는')} 왜 비밀번호 관리자에 없나요?")
            cat = "prose(ko): 계정/비번 문장 분리"
        elif t == 3:
            mc = f"{sysn}에 로컬 로그인이 따로 있다는 걸 몰랐음. {P}이 DM으로 보내준 비밀번호는"
            le = f"{pw} 이고 대소문자 구분함.{kb} 로그인하고 나서야 리포트 export 가능했음."
            ask = "다음엔 안 물어봐도 되게 볼트에 넣어줄 수 있나요?"
            cat = "prose(ko): 필드 경계에서 분리"
        elif t == 4:
            h = R.randint(1, 5)
            mc = f"{sysn} 계정 정보가 어디 있는지 몰랐음. 팀 채널에 올라온 거:\n[오후 {h}:{R.randint(10, 59)}] {P}: {sysn} 비번 {pw} 입니다\n[오후 {h}:{R.randint(10, 59)}] 나: 넵 감사합니다"
            le = pick(["이런 게 채팅으로 공유되는 구조라 개선 필요.", "쓰기 권한 있는 계정이라 일괄 수정할 때 조심."]) + kb
            ask = "이 비밀번호 공식적으로 보관하는 곳이 있나요?"
            cat = "prose(ko): 메신저 붙여넣기"
        elif t == 5:
            mc = f"{sysn} 비번이 어디에도 문서화 안 돼 있었음. {pw} 임.{kb}"
            le = pick(["바꾸면 야간 export 잡이 깨짐 (하드코딩돼 있음).", "모니터링 체크에서도 같은 계정 씀."]) + hg
            ask = f"금요일 로테이션 이후에도 {pw} 이 값이 {sysn} 비번 맞나요?"
            cat = "prose(ko): ask_next_time에 비번 반복"
        elif t == 6:
            rows = [(sysn, user, pw)]
            for _ in range(R.randint(1, 2)):
                p2 = pick([pw_ko_typed, pw_human, pw_generated])()
                rows.append((pick(SYSTEMS_KO), pick(USERS), p2))
                secs.append(p2)
            tbl = "| 시스템 | 계정 | 비번 |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
            mc = f"이관 작업용 접근 목록이 없었음. {P}이 구글 시트로 관리하던 거:\n{tbl}"
            le = "절반은 공용 계정이라 하나 바꾸면 다른 팀도 영향 받음."
            ask = "이 표 비밀번호 관리자로 옮겨도 될까요?"
            cat = "prose(ko): 표에 비번"
        elif t == 7:
            mc = f"협력사가 보낸 압축 파일이 암호 걸려 있는데 비번을 못 받았었음. 별도 메일로 옴: {pw}"
            le = "AES-256 압축이라 윈도우 기본 압축 풀기로는 안 열리고 반디집/7z로 열어야 함." + kb
            ask = maybe_empty("이런 파일 복호화된 채로 어디 보관해도 되나요?")
            cat = "prose(ko): 압축파일 비번"
        elif t == 8:
            mc = f"{J(sysn, '이/가')} 아직 초기 설정 계정 그대로라는 걸 몰랐음."
            le = f"{sysn} 계정: {user} / 비번 {pw}. 설치 이후 한 번도 안 바뀜.{kb}{hg}"
            ask = f"지금 {sysn} 비번 바꿔도 될까요?"
            cat = "prose(ko): 계정 정보 lesson"
        elif t == 9:
            mc = f"한글 비밀번호가 가능한 줄 몰랐음. {sysn} 비번이 {pw} 였음." if style == "hangul" else f"{sysn} 비번이 영문 자판 기준으로는 {pw} 였음. 원래는 한글 단어를 한/영 안 바꾸고 친 것."
            le = pick(["원격 데스크톱이나 터미널에서는 IME 상태 때문에 계속 틀렸고, 웹 로그인에서만 성공함.",
                       "VNC 콘솔은 한글 입력이 안 돼서 영문 자판 기준 값 그대로 쳐야 함.",
                       "브라우저에 따라 비밀번호 칸에서 IME가 자동으로 영문 전환돼서 더 헷갈림.",
                       "맥에서는 caps lock으로 한/영 전환하게 해둬서 그대로 치면 영문으로 들어감."])
            ask = "비번을 영문으로 바꿔도 되는지 담당자한테 확인 필요?"
            cat = "prose(ko): 한글/한글자판 비번 설명"
            if style not in ("hangul", "ko-typed"):
                pw2 = pw_ko_typed()
                secs = [pw2]
                style = "ko-typed"
                mc = f"{sysn} 비번이 영문 자판 기준으로는 {pw2} 였음. 원래는 한글 단어를 한/영 안 바꾸고 친 것."
        elif t == 10:
            mc = f"{sysn} 비밀번호가 없었음. 계정은 {J(user, '이고/고')} 비번은"
            le = f"{P} 말로는 일단 {pw} 로 해보고 안 되면 IT에 문의하라고 함.{kb}"
            ask = ""
            cat = "prose(ko): 필드 경계 분리 (문장 이어짐)"
        elif t == 11:
            mc = f"런북에 있는 {sysn} 비번이 옛날 거라 로그인 실패함."
            le = f"현재 비번은 {pw}. 런북에는 아직 예전 값이 있음.{kb}"
            ask = "런북에 비번 직접 쓰지 말고 볼트 링크로 바꿔도 될까요?"
            cat = "prose(ko): 현재 비번 lesson"
        elif t == 12:
            mc = f"계정 요청 티켓에 {P}이 단 댓글: \"{sysn} 임시 비번 {pw} 로 초기화했습니다. 첫 로그인 때 변경해주세요.\""
            le = "IT 초기화 안내가 지라 댓글로 와서 프로젝트 전체에 보임."
            ask = maybe_empty("다음부터는 비공개로 전달받을 수 있을까요?")
            cat = "prose(ko): 티켓 댓글 임시 비번"
        else:
            mc = f"{sysn} 로그인 정보가 따로 있다는 걸 몰랐음. 위키에 있는 포스트잇 사진에 적혀 있었음: {user} / {pw}"
            le = "그 위키 페이지가 전사 공개라 문제 있음." + kb
            ask = "사진 내려달라고 요청해도 될까요?"
            cat = "prose(ko): 포스트잇 사진"
    return mk(f"{cat} [{style}]", mc, le, ask, secs, None)

# ---------------------------------------------------------------------------
# private keys (real DER/OpenSSH structure around random key material)
# ---------------------------------------------------------------------------
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")


def ec_sec1_der():
    d = rb(32)
    pub = b"\x04" + rb(64)
    return der_seq(b"\x02\x01\x01", b"\x04\x20" + d, b"\xa0" + der_len(len(OID_P256)) + OID_P256,
                   b"\xa1" + der_len(len(pub) + 3) + b"\x03" + der_len(len(pub) + 1) + b"\x00" + pub)


def ec_pkcs8_der(with_params=True):
    d = rb(32)
    pub = b"\x04" + rb(64)
    parts = [b"\x02\x01\x01", b"\x04\x20" + d]
    if with_params:
        parts.append(b"\xa0" + der_len(len(OID_P256)) + OID_P256)
    parts.append(b"\xa1" + der_len(len(pub) + 3) + b"\x03" + der_len(len(pub) + 1) + b"\x00" + pub)
    inner = der_seq(*parts)
    return der_seq(b"\x02\x01\x00", der_seq(OID_EC, OID_P256), b"\x04" + der_len(len(inner)) + inner)


def ed25519_pkcs8_der():
    return der_seq(b"\x02\x01\x00", der_seq(bytes.fromhex("06032b6570")), b"\x04\x22\x04\x20" + rb(32))


def rsa_pkcs1_der(bits=2048):
    nb = bits // 8
    n = bytes([R.randint(0xC0, 0xFF)]) + rb(nb - 1)
    d = bytes([R.randint(0x10, 0x7F)]) + rb(nb - 1)
    ints = [b"\x00", n, b"\x01\x00\x01", d]
    for _ in range(5):
        ints.append(bytes([R.randint(0xC0, 0xFF)]) + rb(nb // 2 - 1))
    return der_seq(*[der_int(x) if x != b"\x00" else b"\x02\x01\x00" for x in ints])


def rsa_pkcs8_der():
    inner = rsa_pkcs1_der()
    return der_seq(b"\x02\x01\x00", der_seq(bytes.fromhex("06092a864886f70d010101"), b"\x05\x00"),
                   b"\x04" + der_len(len(inner)) + inner)


def pem_lines(der, width=64):
    return wrap(b64(der), width)


def ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    seed, pub = rb(32), rb(32)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + struct.pack(">I", 1)
            + ssh_str(pubblob) + ssh_str(priv))
    return wrap(b64(blob), 70)


def key_variant(lang):
    t = deck("key_variant", 12)
    who = pick(USERS) + "@" + pick(SVCS)
    if t == 0:
        lines = pem_lines(ec_sec1_der())
        txt = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
        return txt, lines, "EC private key (SEC1 PEM)", "the TLS key for the internal ingress", "내부 ingress TLS 키"
    if t == 1:
        lines = pem_lines(ed25519_pkcs8_der())
        txt = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
        return txt, lines, "Ed25519 private key (PKCS#8 PEM)", "the webhook signing key", "웹훅 서명 키"
    if t == 2:
        lines = openssh_ed25519(who)
        txt = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        return txt, lines, "OpenSSH ed25519 private key", "the deploy key for the bastion", "배스천 배포 키"
    if t == 3:
        lines = pem_lines(rsa_pkcs1_der())[:R.randint(3, 5)]
        txt = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n...\n-----END RSA PRIVATE KEY-----"
        return txt, lines, "RSA private key (PKCS#1, truncated paste)", "the GitHub App private key", "GitHub App private key"
    if t == 4:
        lines = pem_lines(ec_pkcs8_der(True))
        kid = rs(UPDIG, 10)
        txt = f"AuthKey_{kid}.p8:\n-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
        return txt, lines, "Apple .p8 key (PKCS#8 EC)", "the APNs auth key", "APNs 인증 키"
    if t == 5:
        lines = pem_lines(rsa_pkcs8_der())[:3]
        email = f"{pick(SVCS)}@{pick(ORGS)}-prod.iam.gserviceaccount.com"
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
        txt = ('{\n  "type": "service_account",\n  "project_id": "' + pick(ORGS) + '-prod",\n  "private_key": "' + pk
               + '",\n  "client_email": "' + email + '"\n}')
        return txt, lines, "GCP service account JSON (private_key, truncated)", "the BigQuery service account key", "BigQuery 서비스 계정 키"
    if t == 6:
        pemtxt = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(ec_sec1_der())) + "\n-----END EC PRIVATE KEY-----\n"
        blob = b64(pemtxt.encode())
        txt = f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ingress-tls\ndata:\n  tls.crt: <omitted>\n  tls.key: {blob}"
        return txt, [blob], "k8s TLS secret tls.key (base64 of PEM)", "the ingress TLS secret", "ingress TLS 시크릿"
    if t == 7:
        pemtxt = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(ec_sec1_der())) + "\n-----END EC PRIVATE KEY-----\n"
        blob = b64(pemtxt.encode())
        txt = f"users:\n- name: {pick(ORGS)}-admin\n  user:\n    client-certificate-data: <omitted>\n    client-key-data: {blob}"
        return txt, [blob], "kubeconfig client-key-data", "the cluster admin kubeconfig", "클러스터 admin kubeconfig"
    if t == 8:
        k = wg_private()
        peer = b64(rb(32))
        txt = (f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.{R.randint(2, 200)}/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = {peer}\n"
               f"Endpoint = vpn.{pick(ORGS)}.io:51820\nAllowedIPs = 10.0.0.0/16")
        return txt, [k], "WireGuard PrivateKey", "my WireGuard config", "WireGuard 설정"
    if t == 9:
        sk = age_secret()
        txt = f"# created: 2025-0{R.randint(1, 9)}-1{R.randint(0, 9)}T10:2{R.randint(0, 9)}:00+09:00\n# public key: {age_public()}\n{sk}"
        return txt, [sk], "age secret key (SOPS)", "the SOPS age key", "SOPS age 키"
    if t == 10:
        x, y, dd = b64u(rb(32)), b64u(rb(32)), b64u(rb(32))
        txt = json.dumps({"kty": "EC", "crv": "P-256", "kid": hx(8), "use": "sig", "x": x, "y": y, "d": dd}, indent=2)
        return txt, [dd], "JWK private key ('d' member)", "the token signing JWK", "토큰 서명용 JWK"
    lines = pem_lines(ec_pkcs8_der(False))
    txt = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    return txt, lines, "EC private key (PKCS#8 PEM)", "the JWT signing key for the auth service", "auth 서비스 JWT 서명 키"


def fam_key(lang):
    txt, secs, kind, what_en, what_ko = key_variant(lang)
    en = lang == "en"
    P = person(lang)
    if en:
        mc = pick([f"I didn't have {what_en} and nobody said where it lives. {P} pasted it into the chat:",
                   f"Missing context: the service needs {what_en} mounted at startup; it wasn't in the repo. The file on the old VM:",
                   f"Nobody told me {what_en} was only on {P}'s machine. Contents:"]) + "\n" + txt
        le = pick(["The key has to be mounted with mode 0600 or the client refuses to load it.",
                   "The service reads the key path from an env var; the file itself must not be committed.",
                   "PEM line breaks must be preserved; putting it on one line breaks parsing."])
        ask = pick([f"Should {what_en} be regenerated now that it has been shared in chat?",
                    "Where should this key live so CI can use it?", ""])
    else:
        mc = pick([f"{J(what_ko, '이/가')} 없었는데 어디 있는지 아무도 안 알려줌. {P}이 채팅에 붙여준 내용:",
                   f"서비스가 기동할 때 {J(what_ko, '을/를')} 마운트해야 한다는 걸 몰랐음. 레포에 없고 예전 VM에 있던 파일:",
                   f"{J(what_ko, '이/가')} {P} PC에만 있다는 걸 몰랐습니다. 파일 내용:"]) + "\n" + txt
        le = pick(["키 파일 권한이 0600이 아니면 클라이언트가 로드를 거부함.", "키 경로는 env var로 읽음. 파일 자체는 커밋하면 안 됨.",
                   "PEM 줄바꿈 유지해야 함. 한 줄로 붙이면 파싱 에러."])
        ask = pick(["채팅에 공유됐으니 키 재발급해야 할까요?", "CI에서 쓰려면 이 키를 어디에 둬야 하나요?", ""])
    if chance(0.35):
        mc, le = (pick([f"Nobody told me {what_en} was needed to run the integration locally.",
                        f"I was missing {what_en}."]) if en else pick([f"로컬에서 통합 테스트 돌리려면 {J(what_ko, '이/가')} 필요하다는 걸 몰랐음.", f"{J(what_ko, '이/가')} 없었음."]),
                  (pick(["What the file looks like (from the shared drive):", "Saved it under ~/.keys; contents:"]) if en
                   else pick(["공유 드라이브에 있던 파일 내용:", "~/.keys 아래에 저장함. 내용:"])) + "\n" + txt)
    return mk(f"private key: {kind}", mc, le, ask, secs, None)


# ---------------------------------------------------------------------------
# MFA seeds, recovery codes, Wi-Fi keys, PINs/door codes, seed phrases, app passwords, wallet keys
# ---------------------------------------------------------------------------
BIP39_SUBSET = ["abandon", "ability", "absorb", "access", "acoustic", "actress", "adapt", "advice", "aerobic", "afford", "agent",
                "airport", "alarm", "album", "alley", "almost", "amateur", "anchor", "ancient", "angle", "animal", "antenna",
                "apology", "arctic", "armor", "arrow", "artist", "asthma", "athlete", "auction", "august", "avocado", "awkward",
                "bacon", "badge", "balcony", "bamboo", "banana", "barrel", "basket", "beach", "bicycle", "blanket", "blossom",
                "bonus", "border", "bracket", "brave", "breeze", "bridge", "broccoli", "bronze", "bubble", "buffalo", "cabin",
                "cactus", "camera", "canal", "canyon", "carbon", "castle", "cattle", "ceiling", "chalk", "cherry", "chimney",
                "cinnamon", "circle", "clever", "cliff", "cluster", "coconut", "comic", "copper", "coral", "cotton", "cousin",
                "cradle", "crystal", "cushion", "dawn", "debris", "decade", "denial", "desert", "diamond", "dinosaur", "dolphin",
                "donkey", "dragon", "drift", "eagle", "echo", "elbow", "elegant", "embark", "emerge", "enlist", "envelope",
                "erosion", "essay", "evoke", "exotic", "fabric", "faculty", "falcon", "fancy", "feather", "festival", "fiction",
                "fiscal", "flamingo", "fossil", "fragile", "frost", "galaxy", "garlic", "gauge", "genius", "giraffe", "glimpse",
                "gorilla", "gossip", "granite", "gravity", "habit", "hammer", "harbor", "harvest", "hazard", "hedgehog", "helmet",
                "hobby", "hockey", "horizon", "hover", "imitate", "indoor", "inherit", "island", "ivory",
                "jaguar", "jelly", "jungle", "kangaroo", "kettle", "kitten", "ladder", "laptop", "lava", "lecture",
                "lemon", "leopard", "liberty", "lizard", "lobster", "lottery", "lumber", "magnet", "mammal", "mango", "marble",
                "meadow", "melody", "mimic", "monkey", "mosquito", "mushroom", "napkin", "nephew", "noodle", "nuclear", 
                "olive", "orbit", "orchard", "ostrich", "oxygen", "oyster", "paddle", "panda", "parrot", "peanut", "pelican",
                "pepper", "pigeon", "pilot", "pioneer", "planet", "plastic", "pony", "potato", "pumpkin", "puzzle", "pyramid",
                "quantum", "rabbit", "raccoon", "radar", "rhythm", "ribbon", "rocket", "saddle", "salmon", "sausage", "scatter",
                "scorpion", "shadow", "sheriff", "shrimp", "siege", "silver", "sketch", "slogan", "solar", "spider", "squirrel",
                "stadium", "sunset", "swallow", "tackle", "tattoo", "tennis", "thunder", "timber", "tobacco", "tomato", "tornado",
                "tortoise", "tragic", "trophy", "tunnel", "turtle", "twelve", "umbrella", "unicorn", "uphold", "vacuum", "valley",
                "velvet", "venture", "violin", "volcano", "voyage", "walnut", "wander", "whale", "wisdom", "wolf", "wrestle",
                "yellow", "zebra"]


def recovery_codes(style):
    n = R.randint(4, 10)
    if style == "github":
        return [hx(5) + "-" + hx(5) for _ in range(n)]
    if style == "google":
        return [rs(DIG, 4) + " " + rs(DIG, 4) for _ in range(n)]
    if style == "gitlab":
        return [hx(16) for _ in range(n)]
    if style == "discord":
        return [rs(LOWDIG, 8) for _ in range(n)]
    if style == "aws":
        return [rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4) for _ in range(n)]
    if style == "slack":
        return [rs(DIG, 8) for _ in range(n)]
    return [rs(LOWDIG, 4) + "-" + rs(LOWDIG, 4) + "-" + rs(LOWDIG, 4) for _ in range(n)]


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


def op_secret_key():
    a = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return "A3-" + rs(a, 6) + "-" + rs(a, 6) + "-" + rs(a, 5) + "-" + rs(a, 5) + "-" + rs(a, 5) + "-" + rs(a, 5) + "-" + rs(a, 5)


def door_code():
    f = R.randint(0, 4)
    if f == 0:
        return rs(DIG, 4) + "#" + rs(DIG, 4)
    if f == 1:
        return "*" + rs(DIG, 4) + "*" + rs(DIG, 4)
    if f == 2:
        return rs(DIG, 8)
    if f == 3:
        return "-".join(rs(DIG, 2) for _ in range(4))
    return rs(DIG, 6) + "#" + rs(DIG, 2)


MFA_ORDER = list(range(18)) + [5, 6, 5, 6, 9, 2, 5]      # Wi-Fi keys, door codes, seed phrases, recovery codes twice as often


def fam_mfa(lang):
    en = lang == "en"
    P = person(lang)
    t = MFA_ORDER[deck("fam_mfa", len(MFA_ORDER))]
    acct = pick(USERS) + "@" + pick(ORGS) + ".io"
    iss = pick(["GitHub", "AWS", "Okta", "Cloudflare", "Atlassian", "npm", "Vercel", "Datadog", "Sentry", "PagerDuty", "Stripe"])
    if t == 0:
        seed = totp_seed()
        uri = f"otpauth://totp/{iss}:{acct}?secret={seed}&issuer={iss}&algorithm=SHA1&digits=6&period=30"
        mc = L(lang, f"The shared {iss} ops account has 2FA and nobody told me how to get codes. {P} decoded the QR for me:\n{uri}",
               f"공용 {iss} 운영 계정에 2FA가 걸려 있는데 코드 받는 방법을 몰랐음. {P}이 QR 디코딩해서 준 값:\n{uri}")
        le = L(lang, "Adding the URI to a second authenticator gives the same codes; the clock must be in sync.",
               "이 URI를 다른 OTP 앱에 넣어도 같은 코드가 나옴. 시계 동기화 필수.")
        ask = L(lang, f"Should the {iss} ops account move to per-person accounts instead of a shared TOTP?", "공용 TOTP 대신 개인 계정으로 바꿀 수 있나요?")
        return mk("MFA: otpauth URI with TOTP secret", mc, le, ask, [seed], iss)
    if t == 1:
        seed = totp_seed(20).lower()
        grouped = " ".join(wrap(seed, 4))
        mc = L(lang, f"I couldn't log in to the {iss} admin account because of 2FA.", f"{iss} 관리자 계정이 2FA 때문에 로그인이 안 됐음.")
        le = L(lang, f"The setup key (from the original enrollment screenshot) is `{grouped}`; entering it manually in an authenticator works.",
               f"최초 등록 때 스크린샷에 있던 setup key: `{grouped}` — OTP 앱에 수동 입력하면 됨.")
        ask = L(lang, "Who is supposed to hold the 2FA device for this account?", "이 계정 2FA는 원래 누가 들고 있어야 하나요?")
        return mk("MFA: TOTP setup key (grouped)", mc, le, ask, [grouped], iss)
    if t == 2:
        style = pick(["github", "google", "gitlab", "discord", "aws", "slack", "generic"])
        codes = recovery_codes(style)
        svc = {"github": "GitHub", "google": "Google Workspace", "gitlab": "GitLab", "discord": "Discord", "aws": "AWS",
               "slack": "Slack", "generic": pick(["Cloudflare", "Atlassian", "Zoom"])}[style]
        body = "\n".join(codes) if chance(0.6) else "  ".join(codes)
        mc = L(lang, f"The {svc} bot account's 2FA device was lost and nobody told me about the recovery codes. {P} had them saved:\n{body}",
               f"{svc} 봇 계정 2FA 기기를 분실했는데 복구 코드가 있다는 걸 몰랐음. {P}이 저장해둔 거:\n{body}")
        le = L(lang, "Each recovery code works once; I used the first one, so it is gone now.",
               "복구 코드는 1회용이라 첫 번째 건 이미 씀.")
        ask = L(lang, "Where should the remaining recovery codes be stored?", "남은 복구 코드는 어디 보관해야 하나요?")
        return mk(f"MFA: {svc} recovery codes", mc, le, ask, codes, svc)
    if t == 3:
        k = bitlocker_key()
        mc = L(lang, f"The loaner laptop booted into BitLocker recovery and I didn't know where the key was. IT read it out:\n{k}",
               f"대여 노트북이 BitLocker 복구 화면으로 부팅됐는데 복구 키 위치를 몰랐음. IT에서 불러준 키:\n{k}")
        le = L(lang, "BitLocker asks for recovery after BIOS updates; suspend it before updating.", "BIOS 업데이트하면 BitLocker 복구 뜸. 업데이트 전에 일시 중지할 것.")
        ask = L(lang, "Can I get the recovery keys from Intune myself next time?", "다음엔 Intune에서 직접 복구 키 볼 수 있나요?")
        return mk("recovery: BitLocker recovery key", mc, le, ask, [k], "Microsoft BitLocker")
    if t == 4:
        k = op_secret_key()
        mc = L(lang, f"Setting up 1Password on the new build machine needed the account Secret Key, which I didn't have. {P} sent it: {k}",
               f"새 빌드 머신에 1Password 설정하려면 Secret Key가 필요했는데 없었음. {P}이 보내준 값: {k}")
        le = L(lang, "The Secret Key plus the account password is enough to sign in from a new device.", "Secret Key + 계정 비밀번호만 있으면 새 기기에서 로그인 가능.")
        ask = L(lang, "Should the build machine use a service account instead?", "빌드 머신은 서비스 계정을 써야 하지 않나요?")
        return mk("recovery: 1Password Secret Key", mc, le, ask, [k], "1Password")
    if t == 5:
        ssid = pick(["Office-5G", "ACME-Guest", "Lab-IoT", "WAREHOUSE_2G", "meetingroom", "SEOUL-HQ-5G", "Dev-WiFi"])
        pw = pick([pw_human, pw_passphrase, pw_generated, pw_ko_typed])()
        if " " in pw:
            pw = pw.replace(" ", "-")
        f = R.randint(0, 5)
        if f == 0:
            snip = f'network={{\n    ssid="{ssid}"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
            where = "wpa_supplicant.conf"
        elif f == 1:
            snip = f"nmcli dev wifi connect {ssid} password {shq(pw)}"
            where = "nmcli"
        elif f == 2:
            snip = f"WIFI:T:WPA;S:{ssid};P:{pw};;" if ";" not in pw and ":" not in pw else f"WIFI:T:WPA;S:{ssid};P:{pw_human()};;"
            where = "QR payload"
            pw = snip.split(";P:")[1][:-2]
        elif f == 3:
            snip = f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={pw}"
            where = "hostapd.conf"
        elif f == 4:
            snip = f"> netsh wlan show profile name=\"{ssid}\" key=clear\n    Security key           : Present\n    Key Content            : {pw}"
            where = "netsh output"
        else:
            psk = hx(64)
            snip = f'network={{\n    ssid="{ssid}"\n    psk={psk}\n}}'
            pw = psk
            where = "wpa_supplicant.conf (raw PSK)"
        mc = L(lang, f"The Raspberry Pi sensors in the lab need Wi-Fi and nobody told me the key for {ssid}. From the working unit:\n{snip}",
               f"랩에 있는 라즈베리파이 센서가 와이파이 연결이 필요한데 {ssid} 비번을 몰랐음. 잘 되는 기기에서 가져온 설정:\n{snip}")
        le = L(lang, "The Pi 3 only does 2.4 GHz, so the 5G SSID never shows up on it.", "라즈베리파이 3은 2.4GHz만 돼서 5G SSID는 안 보임.")
        ask = L(lang, f"Is {ssid} the network IoT devices are supposed to use?", f"IoT 기기는 {ssid} 쓰는 게 맞나요?")
        return mk(f"Wi-Fi key: {where}", mc, le, ask, [pw], None)
    if t == 6:
        code = door_code()
        room = L(lang, pick(["the server room", "the lab", "the back office", "the storage cage", "the MDF closet"]),
                 pick(["서버실", "실험실", "창고", "전산실", "MDF실"]))
        mc = L(lang, f"I needed to swap a disk in {room} and nobody told me how to get in.",
               f"{room}에 디스크 교체하러 가야 했는데 출입 방법을 몰랐음.")
        le = L(lang, f"The keypad code for {room} is {code}; the badge reader has been broken since March.",
               f"{room} 도어락 번호는 {code}. 출입카드 리더기는 3월부터 고장.")
        ask = L(lang, "Should this code be changed after contractors used it?", "외부 업체가 썼으니 번호 바꿔야 하나요?")
        return mk("physical: door keypad code", mc, le, ask, [code], None)
    if t == 7:
        puk, pin = rs(DIG, 8), rs(DIG, 8)
        mc = L(lang, f"The YubiKey for the signing workstation was locked and nobody told me the PIV PIN/PUK. From the envelope in the safe: PIN {pin}, PUK {puk}.",
               f"서명용 워크스테이션 YubiKey가 잠겼는데 PIV PIN/PUK를 몰랐음. 금고 봉투에 적힌 값: PIN {pin}, PUK {puk}.")
        le = L(lang, "Three wrong PINs lock it; three wrong PUKs brick the PIV applet.", "PIN 3회 틀리면 잠기고 PUK 3회 틀리면 PIV 초기화해야 함.")
        ask = L(lang, "Who should keep the PUK envelope?", "PUK 봉투는 누가 보관해야 하나요?")
        return mk("PIN: YubiKey PIV PIN and PUK", mc, le, ask, [pin, puk], "Yubico")
    if t == 8:
        puk = rs(DIG, 8)
        mc = L(lang, f"The SIM in the SMS-gateway modem got PIN-locked after a reboot loop.", f"SMS 게이트웨이 모뎀 SIM이 재부팅 반복 후 PIN 잠김.")
        le = L(lang, f"Unlocked with the carrier PUK {puk} and set the PIN back; the modem script retries the PIN on every boot.",
               f"통신사 PUK {puk} 로 풀고 PIN 다시 설정함. 모뎀 스크립트가 부팅마다 PIN 재시도하는 게 원인.")
        ask = L(lang, "Can the modem script stop retrying the PIN?", "모뎀 스크립트 PIN 재시도 막아도 될까요?")
        return mk("PIN: SIM PUK", mc, le, ask, [puk], None)
    if t == 9:
        words = " ".join(R.choice(BIP39_SUBSET) for _ in range(pick([12, 12, 24])))
        mc = L(lang, f"The testnet faucet wallet for the e2e suite wasn't documented. {P} shared its recovery phrase:\n{words}",
               f"e2e 테스트용 testnet 지갑 정보가 문서에 없었음. {P}이 복구 구문 공유해줌:\n{words}")
        le = L(lang, "The suite derives the first account from the mnemonic; funds are testnet only but the phrase also controls the mainnet address.",
               "테스트가 니모닉에서 첫 번째 계정을 파생함. testnet용이지만 같은 구문이 메인넷 주소도 제어함.")
        ask = L(lang, "Can we generate a fresh mnemonic that lives only in CI secrets?", "CI 시크릿에만 있는 새 니모닉으로 바꿔도 될까요?")
        return mk("crypto: wallet seed phrase (BIP39 words)", mc, le, ask, [words], None)
    if t == 10:
        ap = " ".join(rs(LOW, 4) for _ in range(4))
        frm = pick(USERS) + "@" + pick(ORGS) + ".com"
        snip = f"EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = '{frm}'\nEMAIL_HOST_PASSWORD = '{ap}'"
        mc = L(lang, f"Password-reset mails weren't being sent and nobody said which mailbox sends them. settings.py has:\n{snip}",
               f"비밀번호 재설정 메일이 안 나가는데 어떤 메일 계정으로 보내는지 몰랐음. settings.py 내용:\n{snip}")
        le = L(lang, "Gmail needs an app password here, not the account password; it stops working if 2FA is reset.",
               "Gmail은 계정 비번이 아니라 앱 비밀번호를 써야 함. 2FA 초기화하면 같이 무효화됨.")
        ask = L(lang, "Should transactional mail move to a proper provider instead of a Gmail mailbox?", "트랜잭션 메일을 Gmail 말고 전용 서비스로 옮겨야 하지 않나요?")
        return mk("app password: Google app password in SMTP settings", mc, le, ask, [ap], "Google")
    if t == 11:
        ap = "-".join(rs(LOW, 4) for _ in range(4))
        team = rs(UPDIG, 10)
        snip = f"xcrun notarytool store-credentials notary --apple-id {pick(USERS)}@{pick(ORGS)}.io --team-id {team} --password {ap}"
        mc = L(lang, f"The macOS build failed at notarization; I didn't know which Apple ID it uses. {P}'s setup command:\n{snip}",
               f"macOS 빌드가 notarization에서 실패함. 어떤 Apple ID 쓰는지 몰랐음. {P}이 세팅할 때 쓴 명령:\n{snip}")
        le = L(lang, "notarytool needs an app-specific password; the normal Apple ID password gives HTTP 401.",
               "notarytool은 앱 암호(app-specific password)가 필요함. 일반 Apple ID 비번이면 401.")
        ask = L(lang, "Can we switch to an App Store Connect API key for notarization?", "notarization을 App Store Connect API 키 방식으로 바꿀까요?")
        return mk("app password: Apple app-specific password (notarytool)", mc, le, ask, [ap], "Apple")
    if t == 12:
        ap = " ".join(rs(ALNUM, 4) for _ in range(6))
        site = f"https://{pick(['blog', 'news', 'shop'])}.{pick(ORGS)}.com"
        snip = f"curl --user \"{pick(USERS)}:{ap}\" {site}/wp-json/wp/v2/posts?status=draft"
        mc = L(lang, f"The content import script talks to WordPress and nobody told me how it authenticates. The call it makes:\n{snip}",
               f"콘텐츠 import 스크립트가 워드프레스랑 통신하는데 인증 방식을 몰랐음. 실제 호출:\n{snip}")
        le = L(lang, "WordPress application passwords include the spaces; they can be revoked per app in the user profile.",
               "워드프레스 애플리케이션 비밀번호는 공백까지 포함. 사용자 프로필에서 앱별로 폐기 가능.")
        ask = L(lang, "Should the import run as a dedicated WordPress user?", "import 전용 워드프레스 계정을 만들까요?")
        return mk("app password: WordPress application password", mc, le, ask, [ap], "WordPress")
    if t == 13:
        k = eth_priv()
        snip = pick([f"PRIVATE_KEY={k}", f"accounts: [\"{k}\"]", f"const wallet = new ethers.Wallet(\"{k}\", provider);"])
        mc = L(lang, f"Deploying the contracts to Sepolia needed a funded deployer and nobody told me which one. From the hardhat setup:\n{snip}",
               f"Sepolia에 컨트랙트 배포하려면 잔고 있는 deployer가 필요했는데 어떤 건지 몰랐음. hardhat 설정에 있던 값:\n{snip}")
        le = L(lang, "The same key is the owner of the proxy admin on mainnet, so it is not just a test key.",
               "같은 키가 메인넷 proxy admin owner라서 단순 테스트 키가 아님.")
        ask = L(lang, "Should the deployer be a hardware wallet or a KMS key?", "deployer를 하드웨어 지갑이나 KMS 키로 바꿔야 하나요?")
        return mk("crypto: Ethereum private key", mc, le, ask, [k], "Ethereum")
    if t == 14:
        k = btc_wif()
        mc = L(lang, "The regtest-to-testnet bridge test needed a funded key; nobody said where it was.", "testnet 브리지 테스트에 잔고 있는 키가 필요한데 어디 있는지 몰랐음.")
        le = L(lang, f"Imported it with `bitcoin-cli -testnet importprivkey {k} faucet false`; rescanning takes ~20 minutes.",
               f"`bitcoin-cli -testnet importprivkey {k} faucet false` 로 import함. rescan 20분 정도 걸림.")
        ask = L(lang, "Is this key also used on mainnet anywhere?", "이 키 메인넷에서도 쓰이나요?")
        return mk("crypto: Bitcoin WIF private key", mc, le, ask, [k], "Bitcoin")
    if t == 15:
        k = sol_secret()
        mc = L(lang, f"I didn't have the devnet payer for the Solana program tests. {P} exported it from Phantom: {k}",
               f"Solana 프로그램 테스트용 devnet payer가 없었음. {P}이 Phantom에서 export한 값: {k}")
        le = L(lang, "solana-keygen can't read the base58 form directly; convert it to the JSON byte array first.",
               "solana-keygen은 base58 형식을 바로 못 읽음. JSON 바이트 배열로 변환 필요.")
        ask = L(lang, "Can we use a throwaway keypair generated in CI instead?", "CI에서 일회용 키페어 생성해서 쓰면 안 될까요?")
        return mk("crypto: Solana secret key (base58)", mc, le, ask, [k], "Solana")
    if t == 16:
        ms = rs("abcdefghijklmnopqrstuvwxyz", 16)
        mc = L(lang, "The legacy Outlook-based alerting script stopped sending and I didn't know which mailbox it logs into.",
               "예전 Outlook 기반 알림 스크립트가 메일 발송을 멈췄는데 어떤 메일 계정으로 로그인하는지 몰랐음.")
        le = L(lang, f"It uses alerts@{pick(ORGS)}.com with the Microsoft app password {ms}; basic auth for SMTP has to stay enabled for that mailbox.",
               f"alerts@{pick(ORGS)}.com 계정에 Microsoft 앱 암호 {ms} 를 씀. 이 메일함은 SMTP basic auth 허용이 필요.")
        ask = L(lang, "Should this move to Graph API with a service principal?", "서비스 주체로 Graph API 방식으로 옮겨야 하나요?")
        return mk("app password: Microsoft 365 app password", mc, le, ask, [ms], "Microsoft 365")
    code = rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4) + "-" + rs(UPDIG, 4)
    mc = L(lang, "The test Apple ID used for App Store review was locked and nobody knew how to recover it.",
           "앱스토어 심사용 테스트 Apple ID가 잠겼는데 복구 방법을 아무도 몰랐음.")
    le = L(lang, f"Recovered with the account's recovery key {code}; after that Apple asks to generate a new one.",
           f"계정 복구 키 {code} 로 복구함. 복구 후 새 키 생성하라고 나옴.")
    ask = L(lang, "Where should the new recovery key be kept?", "새 복구 키는 어디에 보관해야 하나요?")
    return mk("recovery: Apple account recovery key", mc, le, ask, [code], "Apple")


# ---------------------------------------------------------------------------
# HTTP auth headers, cookies, bearer JWTs, signed URLs
# ---------------------------------------------------------------------------
def access_jwt():
    t = ts()
    iss = pick([f"https://{pick(ORGS)}.us.auth0.com/", f"https://sso.{pick(ORGS)}.io/realms/main",
                f"https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_{rs(ALNUM, 9)}",
                f"https://securetoken.google.com/{pick(ORGS)}-prod", f"https://login.microsoftonline.com/{uuid4()}/v2.0"])
    payload = {"iss": iss, "sub": pick(["auth0|", "", "user:"]) + hx(24), "aud": pick(["api://default", "https://api." + pick(ORGS) + ".io", "account"]),
               "iat": t, "exp": t + 3600, "scope": pick(["openid profile email", "read:orders write:orders", "offline_access admin"])}
    return jwt({"alg": pick(["RS256", "ES256"]), "typ": "JWT", "kid": rs(B64U, 20)}, payload, pick([64, 64, 96]))


def fam_http(lang):
    en = lang == "en"
    P = person(lang)
    host = f"{pick(['api', 'admin', 'internal', 'app'])}.{pick(ORGS)}.{pick(['io', 'com', 'dev'])}"
    t = deck("fam_http", 14)
    if t == 0:
        user, pw = pick(USERS), pw_any(not en)
        blob = b64((user + ":" + pw).encode())
        snip = f'curl -H "Authorization: Basic {blob}" https://{host}/metrics'
        mc = L(lang, f"The metrics endpoint is behind basic auth and nobody told me the credentials. {P}'s curl:\n{snip}",
               f"metrics 엔드포인트가 basic auth로 막혀 있는데 계정 정보를 몰랐음. {P}이 쓰던 curl:\n{snip}")
        secs = [blob]
        if chance(0.4):
            le = L(lang, f"Decoded, that is {user} / {pw}; the same pair works for the Prometheus scrape config.",
                   f"디코딩하면 {user} / {pw}. Prometheus scrape 설정에도 같은 값 씀.")
            secs.append(pw)
        else:
            le = L(lang, "Prometheus needs the same credentials in basic_auth, not as a header.", "Prometheus는 헤더 말고 basic_auth 항목에 넣어야 함.")
        ask = L(lang, "Can the metrics endpoint use mTLS instead?", "metrics 엔드포인트를 mTLS로 바꿀 수 있나요?")
        return mk("http: Basic auth header (base64)", mc, le, ask, secs, None)
    if t == 1:
        tok = access_jwt()
        snip = f"curl -s https://{host}/v1/orders?status=pending \\\n  -H 'Authorization: Bearer {tok}'"
        mc = L(lang, f"I had no token for the internal API. {P} copied theirs from the browser:\n{snip}",
               f"내부 API 호출할 토큰이 없었음. {P}이 브라우저에서 복사해준 거:\n{snip}")
        le = L(lang, "Access tokens expire after an hour; for scripts use the client-credentials flow instead.",
               "액세스 토큰은 1시간이면 만료. 스크립트는 client credentials 플로우로 받아야 함.")
        ask = L(lang, "Can I get a machine client for the API instead of borrowing a user token?", "사용자 토큰 빌려 쓰지 말고 머신용 클라이언트 받을 수 있나요?")
        return mk("http: Bearer JWT access token in curl", mc, le, ask, [tok], None)
    if t == 2:
        sid = rs(LOWDIG, 32)
        csrf = rs(ALNUM, 32)
        snip = (f"curl 'https://{host}/admin/reports/export/' \\\n  -H 'accept: text/csv' \\\n  -b 'csrftoken={csrf}; sessionid={sid}' \\\n"
                f"  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'")
        mc = L(lang, "The report export has no API, only the Django admin. I didn't know how to script it.", "리포트 export가 API가 없고 Django admin에서만 됨. 스크립트로 어떻게 할지 몰랐음.")
        le = L(lang, f"'Copy as cURL' from devtools works while the session lives:\n{snip}", f"개발자도구 'Copy as cURL'로 세션 살아있는 동안은 됨:\n{snip}")
        ask = L(lang, "Can we add a token-authenticated export endpoint?", "토큰 인증되는 export 엔드포인트 추가할 수 있나요?")
        return mk("http: Django session cookie in copied cURL", mc, le, ask, [sid], None)
    if t == 3:
        val = "s%3A" + rs(B64U, 32) + "." + urllib.parse.quote(b64(rb(32)).rstrip("="), safe="")
        mc = L(lang, "Reproducing the checkout bug needed a logged-in session and the test login was broken.", "결제 버그 재현에 로그인 세션이 필요했는데 테스트 로그인이 깨져 있었음.")
        le = L(lang, f"I reused the session cookie from staging: `connect.sid={val}`. It stays valid for 7 days.",
               f"스테이징 세션 쿠키 재사용함: `connect.sid={val}` 7일간 유효.")
        ask = L(lang, "Should I log out that session now?", "이 세션 지금 로그아웃 처리해야 하나요?")
        return mk("cookie: express connect.sid", mc, le, ask, [val], None)
    if t == 4:
        val = rs(UHEX, 32)
        snip = f"GET /portal/api/claims?page=1 HTTP/1.1\nHost: {host}\nCookie: JSESSIONID={val}; lang=en\nAccept: application/json"
        mc = L(lang, f"The legacy Java portal has no API keys; I didn't know how {P} pulls data from it. Their request:\n{snip}",
               f"레거시 자바 포털은 API 키가 없음. {P}이 데이터 어떻게 가져오는지 몰랐는데, 쓰던 요청:\n{snip}")
        le = L(lang, "The session is bound to the user, so every export shows up as that person in the audit log.", "세션이 사용자에 묶여 있어서 감사 로그에 그 사람 이름으로 남음.")
        ask = L(lang, "Is there a service account for the portal?", "포털 서비스 계정이 있나요?")
        return mk("cookie: JSESSIONID in raw HTTP request", mc, le, ask, [val], None)
    if t == 5:
        val = rs("abcdefghijklmnopqrstuv0123456789", 26)
        mc = L(lang, "Couldn't reproduce the PHP admin bug without a session.", "세션 없이 PHP 관리자 버그 재현이 안 됐음.")
        le = L(lang, f"Setting `PHPSESSID={val}` (from {P}'s browser) in the request reproduced it immediately.",
               f"{P} 브라우저의 `PHPSESSID={val}` 를 요청에 넣으니 바로 재현됨.")
        ask = L(lang, f"Should {P} log out so that session is invalidated?", f"{P}한테 로그아웃해서 세션 무효화해달라고 해야 하나요?")
        return mk("cookie: PHPSESSID", mc, le, ask, [val], None)
    if t == 6:
        payload = b64(jdump({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hx(64), "tag": ""}).encode())
        mc = L(lang, f"The Laravel admin only works with a session. Cookie from the HAR {P} exported:\nlaravel_session={payload}",
               f"라라벨 관리자 화면은 세션이 있어야 됨. {P}이 export한 HAR에 있던 쿠키:\nlaravel_session={payload}")
        le = L(lang, "HAR files contain every cookie and header; they should be scrubbed before sharing.", "HAR 파일에는 쿠키랑 헤더가 다 들어 있음. 공유 전에 지워야 함.")
        ask = L(lang, "Can we agree to strip cookies from HAR files before attaching them?", "HAR 첨부 전에 쿠키 제거하는 걸 규칙으로 할까요?")
        return mk("cookie: laravel_session from HAR", mc, le, ask, [payload], None)
    if t == 7:
        g_at = "ya29." + rs(B64U, 150)
        g_rt = "1//0" + rs(B64U, 99)
        snip = json.dumps({"access_token": g_at, "expires_in": 3599, "refresh_token": g_rt, "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}, indent=2)
        mc = L(lang, f"The Drive sync job's token.json wasn't in the repo and nobody told me how it was created. The one on the server:\n{snip}",
               f"Drive 동기화 잡의 token.json이 레포에 없고 어떻게 만든 건지 몰랐음. 서버에 있던 파일:\n{snip}")
        le = L(lang, "The refresh token keeps working until someone revokes it in the Google account settings.", "refresh token은 구글 계정에서 직접 해제하기 전까지 계속 유효함.")
        ask = L(lang, "Should this run as a service account with domain-wide delegation instead?", "도메인 위임 서비스 계정으로 바꿔야 하나요?")
        return mk("oauth: Google access + refresh token JSON", mc, le, ask, [g_at, g_rt], "Google")
    if t == 8:
        tok = hx(64)
        url = f"https://app.{pick(ORGS)}.io/reset-password?token={tok}&email={pick(USERS)}%40{pick(ORGS)}.io"
        mc = L(lang, "Resetting the demo admin needed e-mail access I didn't have.", "데모 관리자 비번 재설정하려면 메일 접근이 필요했는데 권한이 없었음.")
        le = L(lang, f"The reset link from the mail log still works for 24h: {url}", f"메일 로그에 남은 재설정 링크가 24시간 유효함: {url}")
        ask = L(lang, "Should reset links be redacted in the mail log?", "메일 로그에서 재설정 링크는 가려야 하지 않나요?")
        return mk("url: password reset token in link", mc, le, ask, [tok], None)
    if t == 9:
        kid, _ = aws_pair()
        sig = hx(64)
        url = (f"https://{pick(ORGS)}-exports.s3.eu-west-1.amazonaws.com/reports/2025/q{R.randint(1, 4)}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={kid}%2F2025061{R.randint(0, 9)}%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=2025061{R.randint(0, 9)}T0912{R.randint(10, 59)}Z"
               f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        mc = L(lang, f"The finance team needed the quarterly export and I didn't know how they normally get it. {P} shares a presigned link:\n{url}",
               f"재무팀이 분기 export를 요청했는데 보통 어떻게 받는지 몰랐음. {P}이 presigned 링크로 공유함:\n{url}")
        le = L(lang, "Presigned URLs are valid for up to 7 days and embed the access key ID; anyone with the link can download.",
               "presigned URL은 최대 7일 유효하고 access key ID가 포함됨. 링크만 있으면 누구나 다운로드 가능.")
        ask = L(lang, "Should I shorten the expiry for these links?", "이 링크 만료 시간 줄여야 하나요?")
        return mk("url: S3 presigned URL (key id + signature)", mc, le, ask, [kid, sig], "AWS")
    if t == 10:
        sig = urllib.parse.quote(b64(rb(32)), safe="")
        url = (f"https://{pick(ORGS)}media.blob.core.windows.net/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlacx&se=2026-01-31T18:00:00Z"
               f"&st=2025-01-01T00:00:00Z&spr=https&sig={sig}")
        mc = L(lang, "Nobody told me how the mobile app uploads to blob storage.", "모바일 앱이 blob storage에 어떻게 업로드하는지 아무도 안 알려줌.")
        le = L(lang, f"It's a long-lived account SAS baked into the app config: {url}", f"앱 설정에 장기 account SAS가 박혀 있음: {url}")
        ask = L(lang, "Can we switch to short-lived user delegation SAS tokens?", "짧은 user delegation SAS로 바꿀 수 있나요?")
        return mk("url: Azure SAS token sig", mc, le, ask, [sig], "Microsoft Azure")
    if t == 11:
        auth = b64((pick(USERS) + ":" + pick([tok_gh("ghp_"), "dckr_pat_" + rs(B64U, 27), pw_alnum(24)])).encode())
        snip = json.dumps({"auths": {pick(["ghcr.io", "https://index.docker.io/v1/", f"registry.{pick(ORGS)}.io"]): {"auth": auth}}}, indent=2)
        mc = L(lang, f"The build agent could pull images but I didn't know with which account. ~/.docker/config.json:\n{snip}",
               f"빌드 에이전트가 이미지를 받긴 하는데 어떤 계정인지 몰랐음. ~/.docker/config.json:\n{snip}")
        le = L(lang, "Without a credsStore, docker keeps credentials base64-encoded in plain text.", "credsStore 설정이 없으면 docker가 자격 증명을 base64 평문으로 저장함.")
        ask = L(lang, "Should the agents use a credential helper?", "에이전트에 credential helper 설정할까요?")
        return mk("docker config.json auth (base64 user:token)", mc, le, ask, [auth], "Docker")
    if t == 12:
        tok = jwt({"alg": "HS256", "typ": "JWT"}, {"aud": "authenticated", "exp": ts() + 3600, "sub": uuid4(), "email": pick(USERS) + "@" + pick(ORGS) + ".io", "role": "authenticated"})
        st = json.dumps({"cookies": [{"name": "sb-access-token", "value": tok, "domain": "localhost", "path": "/", "httpOnly": False}]}, indent=2)
        mc = L(lang, "Playwright tests kept failing at login; nobody told me they reuse a saved storage state.", "Playwright 테스트가 로그인에서 계속 실패함. 저장된 storage state를 재사용한다는 걸 몰랐음.")
        le = L(lang, f"`e2e/.auth/user.json` holds a real session:\n{st}", f"`e2e/.auth/user.json`에 실제 세션이 들어 있음:\n{st}")
        ask = L(lang, "Should .auth/ be gitignored and regenerated in global setup?", ".auth/를 gitignore하고 global setup에서 새로 만들까요?")
        return mk("cookie: Playwright storageState with session JWT", mc, le, ask, [tok], "Supabase")
    user, pw = pick(USERS), pw_generated()
    blob = b64((user + ":" + pw).encode())
    mc = L(lang, "Outbound calls from the batch server go through a proxy that needs auth; nobody said with which account.",
           "배치 서버 외부 호출이 인증 프록시를 거치는데 어떤 계정인지 몰랐음.")
    le = L(lang, f"The Java client sets `Proxy-Authorization: Basic {blob}` by hand in the interceptor.",
           f"자바 클라이언트 interceptor에서 `Proxy-Authorization: Basic {blob}` 를 직접 넣고 있음.")
    ask = L(lang, "Can the proxy credentials come from the environment instead?", "프록시 계정을 환경변수에서 읽게 바꿀까요?")
    return mk("http: Proxy-Authorization Basic", mc, le, ask, [blob], None)


# ---------------------------------------------------------------------------
# SQL / datastore user statements
# ---------------------------------------------------------------------------
def fam_sql(lang):
    en = lang == "en"
    user = pick(USERS).replace("-", "_")
    pw = pw_any(not en)
    if "'" in pw:
        pw = pw.replace("'", "")
    t = deck("fam_sql", 10)
    db = pick(DBS)
    S = [
        (f"CREATE USER '{user}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{user}'@'%';", "MySQL CREATE USER"),
        (f"CREATE ROLE {user} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db} TO {user};", "Postgres CREATE ROLE"),
        (f"ALTER USER {user} WITH PASSWORD '{pw}';", "Postgres ALTER USER"),
        (f"CREATE LOGIN {user} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\nCREATE USER {user} FOR LOGIN {user};", "SQL Server CREATE LOGIN"),
        (f'CREATE USER {user} IDENTIFIED BY "{pw}";\nGRANT CREATE SESSION TO {user};', "Oracle CREATE USER"),
        (f'db.createUser({{ user: "{user}", pwd: "{pw}", roles: [{{ role: "readWrite", db: "{db}" }}] }})', "MongoDB createUser"),
        (f"ACL SETUSER {user} on >{pw.replace(' ', '')} ~{db}:* +@read +@write", "Redis ACL SETUSER"),
        (f"CREATE ROLE {user} WITH PASSWORD = '{pw}' AND LOGIN = true;", "Cassandra CREATE ROLE"),
        (f"ALTER USER {user.upper()} SET PASSWORD = '{pw}' MUST_CHANGE_PASSWORD = FALSE;", "Snowflake ALTER USER"),
        (f"CREATE USER {user} IDENTIFIED WITH sha256_password BY '{pw}';", "ClickHouse CREATE USER"),
    ]
    stmt, what = S[t]
    if what == "Redis ACL SETUSER":
        pw = pw.replace(" ", "")
    if en:
        mc = pick([f"I didn't know the {what.split()[0]} user for {pick(SVCS)} had to be created by hand; the migration tool doesn't do it.",
                   f"Nobody told me the reporting user was missing on the new {what.split()[0]} instance.",
                   f"The provisioning doc doesn't mention database users at all."])
        le = pick(["What I ran (copied from the old bootstrap script):", "Statement used to recreate it:", "For reference:"]) + "\n" + stmt
        ask = pick(["Should DB users be created by Terraform instead?", "Is this password stored anywhere official?", ""])
    else:
        mc = pick([f"{what.split()[0]} 사용자를 수동으로 만들어야 한다는 걸 몰랐음. 마이그레이션 툴이 안 만들어줌.",
                   f"새 {what.split()[0]} 인스턴스에 리포팅 계정이 없다는 걸 아무도 안 알려줌.",
                   "프로비저닝 문서에 DB 계정 얘기가 아예 없음."])
        le = pick(["예전 부트스트랩 스크립트에서 복사해서 실행한 것:", "다시 만들 때 쓴 쿼리:", "참고:"]) + "\n" + stmt
        ask = pick(["DB 계정도 Terraform으로 만들어야 하지 않나요?", "이 비밀번호 공식적으로 저장된 곳이 있나요?", ""])
    if chance(0.3):
        mc = mc + "\n" + stmt
        le = pick(["Ran it in the psql/mysql console by hand; nothing in the repo creates this user.",
                   "The statement was in an old bootstrap script that no longer runs in CI.",
                   "After running it, the app connected on the first try."]) if en else \
            pick(["콘솔에서 수동으로 실행함. 레포에는 이 계정을 만드는 코드가 없음.", "예전 부트스트랩 스크립트에 있던 쿼리인데 지금 CI에서는 안 돌아감.",
                  "실행하고 나니 앱이 바로 접속됨."])
    return mk(f"sql: {what}", mc, le, ask, [pw], None)


# ---------------------------------------------------------------------------
# logs, stack traces, diffs
# ---------------------------------------------------------------------------
def fam_logs(lang):
    en = lang == "en"
    P = person(lang)
    t = deck("fam_logs", 11)
    svc = pick(SVCS)
    if t == 0:
        pw = pw_generated()
        log = (f"2025-0{R.randint(1, 9)}-{R.randint(10, 28)} 03:1{R.randint(0, 9)}:22,481 DEBUG config.loader loaded settings: "
               f"{{'DB_HOST': '{pick(HOSTS)}', 'DB_USER': '{pick(USERS)}', 'DB_PASSWORD': '{pw}', 'POOL': 10}}")
        mc = L(lang, f"The nightly {svc} job dies on startup and nobody told me it logs its config at DEBUG. From the log:\n{log}",
               f"야간 {svc} 잡이 기동 시 죽는데 DEBUG에서 설정을 통째로 찍는다는 걸 몰랐음. 로그:\n{log}")
        le = L(lang, "The loader prints the whole dict; the DEBUG level was left on after an incident.", "로더가 dict 전체를 출력함. 장애 때 켠 DEBUG가 그대로 남아 있었음.")
        ask = L(lang, "Can I add masking to the config logger?", "설정 로그에 마스킹 넣어도 될까요?")
        return mk("log: config dict with password at DEBUG", mc, le, ask, [pw], None)
    if t == 1:
        k = pick(KINDS[:30])
        val = norm_items(k["gen"]())[-1][1]
        url = f"https://api.{pick(ORGS)}-data.com/v2/export?since=2025-01-01&api_key={val}"
        tb = (f"Traceback (most recent call last):\n  File \"/app/{svc}/client.py\", line 88, in fetch\n    resp.raise_for_status()\n"
              f"requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: {url}")
        mc = L(lang, f"The importer fails with 403 and I wasn't told the partner API takes the key in the query string:\n{tb}",
               f"임포터가 403으로 실패하는데 파트너 API가 쿼리스트링으로 키를 받는다는 걸 몰랐음:\n{tb}")
        le = L(lang, "requests puts the full URL into the exception, so the key ends up in Sentry too.", "requests 예외 메시지에 URL 전체가 들어가서 Sentry에도 키가 남음.")
        ask = L(lang, "Can the partner accept the key in a header?", "파트너사에 헤더로 키 받을 수 있는지 물어볼까요?")
        return mk("stack trace: API key in URL of HTTPError", mc, le, ask, [val], None)
    if t == 2:
        pw = pw_any(not en)
        pwe = urllib.parse.quote(pw, safe="")
        st = (f"org.postgresql.util.PSQLException: FATAL: no pg_hba.conf entry for host \"10.2.3.4\"\n"
              f"\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
              f"\t...\nHikariPool-1 - jdbcUrl=jdbc:postgresql://{pick(HOSTS)}:5432/{pick(DBS)}?user={pick(USERS)}&password={pwe}")
        mc = L(lang, f"{svc} wouldn't start in the new subnet; nobody mentioned pg_hba restrictions. Startup log:\n{st}",
               f"새 서브넷에서 {J(svc, '이/가')} 안 뜸. pg_hba 제한 얘기를 아무도 안 해줌. 기동 로그:\n{st}")
        le = L(lang, "Hikari logs the JDBC URL on failure, including any password parameter.", "Hikari가 실패 시 JDBC URL을 통째로 찍어서 password 파라미터도 남음.")
        ask = L(lang, "Should the password move out of the JDBC URL into a separate property?", "비밀번호를 JDBC URL 말고 별도 프로퍼티로 빼야 할까요?")
        return mk("stack trace: Java JDBC URL with password", mc, le, ask, [pwe], None)
    if t == 3:
        k = pick(KINDS)
        items = norm_items(k["gen"]())
        var, val, sec = [x for x in items if x[2]][-1]
        old = norm_items(k["gen"]())
        ovar, oval, osec = [x for x in old if x[2]][-1]
        if not var:
            var = "WEBHOOK_URL"
        diff = f"--- a/.env.example\n+++ b/.env.example\n@@ -3,3 +3,3 @@\n LOG_LEVEL=info\n-{var}={oval}\n+{var}={val}\n PORT=8080"
        mc = L(lang, f"I didn't know .env.example is used as the real config on the preview boxes. Last commit on it:\n{diff}",
               f"preview 서버에서 .env.example을 실제 설정으로 쓴다는 걸 몰랐음. 마지막 커밋 diff:\n{diff}")
        le = L(lang, f"Both the old and the new {k['vendor']} value were live at the time of the commit.", f"커밋 당시 예전/새 {k['vendor']} 값 둘 다 살아있었음.")
        ask = L(lang, "Should we purge this from git history and rotate both?", "git 히스토리에서 지우고 둘 다 로테이션할까요?")
        return mk(f"diff: {k['vendor']} {k['thing']} replaced in committed file", mc, le, ask, [osec, sec], k["vendor"])
    if t == 4:
        pw = pw_human() if chance(0.5) else pw_generated()
        trace = (f"+ export PGHOST={pick(HOSTS)}\n+ mysql -uroot -p{shq(pw)} -e 'SHOW DATABASES'\n"
                 f"ERROR 2003 (HY000): Can't connect to MySQL server on '{pick(HOSTS)}:3306' (110)")
        mc = L(lang, f"The Jenkins job runs with `set -x`, which I didn't know. Console output:\n{trace}",
               f"젠킨스 잡이 `set -x`로 돈다는 걸 몰랐음. 콘솔 출력:\n{trace}")
        le = L(lang, "set -x echoes every expanded command, including passwords; Jenkins only masks values bound with withCredentials.",
               "set -x는 확장된 명령을 다 찍어서 비밀번호도 나옴. 젠킨스는 withCredentials로 바인딩한 값만 마스킹함.")
        ask = L(lang, "Can I turn off xtrace around the DB steps?", "DB 단계 주변에서 xtrace 꺼도 될까요?")
        return mk("CI log: set -x trace with mysql password", mc, le, ask, [pw], "Jenkins")
    if t == 5:
        pw = pw_generated()
        plan = (f"  # aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {{\n      + engine   = \"postgres\"\n"
                f"      + username = \"{pick(USERS)}\"\n      + password = \"{pw}\"\n      + instance_class = \"db.t4g.medium\"")
        mc = L(lang, f"I wasn't told the DB password is a literal in the Terraform module. `terraform plan` showed:\n{plan}",
               f"Terraform 모듈에 DB 비밀번호가 리터럴로 들어가 있다는 걸 몰랐음. `terraform plan` 출력:\n{plan}")
        le = L(lang, "Without `sensitive = true` the plan prints the value, and the plan output is attached to PR comments.",
               "`sensitive = true` 없으면 plan에 값이 그대로 찍히고, plan 결과가 PR 코멘트로 올라감.")
        ask = L(lang, "Should the password come from Secrets Manager with manage_master_user_password?", "manage_master_user_password로 Secrets Manager 쓰게 바꿀까요?")
        return mk("terraform plan: password not marked sensitive", mc, le, ask, [pw], "HashiCorp Terraform")
    if t == 6:
        pw = pw_any(not en)
        b = b64(pw.encode())
        u = pick(USERS)
        yml = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}-db\ndata:\n  username: {b64(u.encode())}\n  password: {b}"
        mc = L(lang, f"Nobody told me where {svc} gets its DB credentials. `kubectl get secret {svc}-db -o yaml`:\n{yml}",
               f"{J(svc, '이/가')} DB 계정을 어디서 가져오는지 몰랐음. `kubectl get secret {svc}-db -o yaml` 결과:\n{yml}")
        secs = [b]
        if chance(0.5):
            le = L(lang, f"base64 is not encryption; decoded, the password is {pw}.", f"base64는 암호화가 아님. 디코딩하면 비밀번호는 {pw}.")
            secs.append(pw)
        else:
            le = L(lang, "Anyone with get on secrets in the namespace can read it.", "네임스페이스에서 secrets get 권한만 있으면 누구나 읽을 수 있음.")
        ask = L(lang, "Should we move this to External Secrets?", "External Secrets로 옮길까요?")
        return mk("k8s: Secret data (base64 password)", mc, le, ask, secs, "Kubernetes")
    if t == 7:
        pw = pw_generated()
        out = json.dumps([f"DB_PASSWORD={pw}", "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin", f"APP_ENV={pick(ENVS).lower()}"], indent=2)
        mc = L(lang, f"I didn't know the container got its password via a plain env var. `docker inspect --format '{{{{json .Config.Env}}}}' {svc}`:\n{out}",
               f"컨테이너에 비밀번호가 평문 env var로 들어간다는 걸 몰랐음. `docker inspect` 결과:\n{out}")
        le = L(lang, "Anything passed with -e shows up in docker inspect for anyone in the docker group.", "-e로 넘긴 값은 docker 그룹 사용자면 누구나 inspect로 볼 수 있음.")
        ask = L(lang, "Can we use docker secrets / a mounted file instead?", "docker secret이나 파일 마운트로 바꿀까요?")
        return mk("docker inspect: env with password", mc, le, ask, [pw], "Docker")
    if t == 8:
        k = pick(KINDS[30:90])
        items = norm_items(k["gen"]())
        var, val, sec = [x for x in items if x[2]][-1]
        tok = sec
        line = (f'203.0.113.{R.randint(2, 250)} - - [1{R.randint(0, 9)}/Mar/2025:10:15:3{R.randint(0, 9)} +0000] "GET /hooks/ingest?token={tok} HTTP/1.1" 200 {R.randint(100, 9000)} "-" "Go-http-client/2.0"')
        mc = L(lang, f"I didn't know the partner sends their callback token in the query string. nginx access log:\n{line}",
               f"파트너가 콜백 토큰을 쿼리스트링으로 보낸다는 걸 몰랐음. nginx access log:\n{line}")
        le = L(lang, "The access log is shipped to the shared logging cluster, so the token is readable by everyone with log access.",
               "access log가 공용 로깅 클러스터로 가서 로그 권한 있는 사람은 다 토큰 볼 수 있음.")
        ask = L(lang, "Should we strip query strings from the access log format?", "access log 포맷에서 쿼리스트링 빼도 될까요?")
        return mk("log: nginx access log token in query", mc, le, ask, [tok], None)
    if t == 9:
        pw = pw_any(not en)
        out = f"TASK [db : create user] ***\nok: [db01] => {{\"changed\": false, \"ansible_password\": \"{pw}\", \"user\": \"{pick(USERS)}\"}}"
        mc = L(lang, f"Running the playbook with -vvv printed more than expected; nobody told me no_log wasn't set:\n{out}",
               f"플레이북을 -vvv로 돌렸더니 예상보다 많이 찍힘. no_log 설정이 없다는 걸 몰랐음:\n{out}")
        le = L(lang, "Tasks that handle passwords need `no_log: true`, otherwise -v output and callbacks leak them.", "비밀번호 다루는 태스크는 `no_log: true` 필요. 안 그러면 -v 출력과 콜백에 새어나감.")
        ask = L(lang, "Can I add no_log to the db role?", "db role에 no_log 추가해도 될까요?")
        return mk("log: ansible -vvv output with password", mc, le, ask, [pw], "Ansible")
    u = pick(USERS)
    pw = pw_alnum(24)
    hdb = pick(DBS)
    out = (f"=== {svc} Config Vars\nDATABASE_URL:      postgres://{u}:{pw}@ec2-{R.randint(3, 54)}-{R.randint(1, 255)}-{R.randint(1, 255)}-{R.randint(1, 255)}.compute-1.amazonaws.com:5432/{hdb}\n"
           f"LANG:              en_US.UTF-8\nRACK_ENV:          production")
    mc = L(lang, f"I wasn't told the Heroku app is still serving the old admin. `heroku config -a {svc}`:\n{out}",
           f"예전 admin이 아직 Heroku에서 돌고 있다는 걸 몰랐음. `heroku config -a {svc}` 결과:\n{out}")
    le = L(lang, "Heroku rotates this credential on maintenance, so hard-coding it elsewhere breaks.", "Heroku가 유지보수 때 이 값을 바꿔서 다른 곳에 하드코딩하면 깨짐.")
    ask = L(lang, "Is the Heroku app still needed?", "이 Heroku 앱 아직 필요한가요?")
    return mk("cli output: heroku config with DATABASE_URL", mc, le, ask, [pw], "Heroku")

# ===========================================================================
# CLEAN notes: look risky, hold no credential
# ===========================================================================
def token_prefix(tok):
    m = re.match(r"^(sk-ant-api03-|sk-proj-|sk-svcacct-|sk-or-v1-|github_pat_|xox[bpa]-|xapp-|sk_live_|sk_test_|rk_live_|whsec_|"
                 r"glpat-|npm_|ghp_|gho_|ghs_|pypi-|hf_|r8_|gsk_|pplx-|xai-|dop_v1_|shpat_|lin_api_|figd_|SG\.|key-|AKIA|dckr_pat_|"
                 r"hvs\.|sntryu_|glsa_|NRAK-|PMAK-|ntn_|secret_|CFPAT-|tskey-auth-|pcsk_|lsv2_pt_|fc-|tvly-|csk-|live_sk_|test_sk_|AIza)", tok)
    return m.group(1) if m else tok[:3]


def masked(tok):
    p = token_prefix(tok)
    last = tok[-4:]
    f = R.randint(0, 5)
    if f == 0:
        return p + "*" * R.randint(8, 24) + last
    if f == 1:
        return p + "…" + last
    if f == 2:
        return p + "..." + last
    if f == 3:
        return "•" * R.randint(8, 16) + last
    if f == 4:
        return p + "XXXX" + "XXXX" * R.randint(1, 4)
    return p + "****"


def var_kind():
    k = pick(KINDS)
    items = norm_items(k["gen"]())
    var = [v for v, _, s in items if s and v][-1:] or ["API_KEY"]
    return k, var[0], items


# ---------------------------------------------------------------------------
# clean: variable and secret-store references
# ---------------------------------------------------------------------------
def clean_refs(lang):
    en = lang == "en"
    k, var, items = var_kind()
    V = k["vendor"]
    svc = pick(SVCS)
    low = var.lower().replace("_", "-")
    t = deck("clean_refs", 28)
    if t == 0:
        snip = f"env:\n  {var}: ${{{{ secrets.{var} }}}}"
        what = ("GitHub Actions secrets", "GitHub Actions secrets")
    elif t == 1:
        snip = f"DATABASE_URL=postgres://{pick(USERS)}:${{DB_PASSWORD}}@db:5432/{pick(DBS)}\n{var}=${{{var}}}"
        what = ("variable interpolation in .env", ".env 변수 치환")
    elif t == 2:
        snip = f"env:\n  - name: {var}\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-secrets\n        key: {low}"
        what = ("a secretKeyRef", "secretKeyRef")
    elif t == 3:
        snip = f"    environment:\n      {var}: ${{{var}:?{var} is not set}}"
        what = ("compose variable substitution", "compose 변수 치환")
    elif t == 4:
        snip = f'variable "{var.lower()}" {{\n  type      = string\n  sensitive = true\n}}\n\nresource "kubernetes_secret" "{svc.replace("-", "_")}" {{\n  data = {{ {var} = var.{var.lower()} }}\n}}'
        what = ("a sensitive Terraform variable", "sensitive Terraform 변수")
    elif t == 5:
        snip = f'{var}="op://{pick(["Engineering", "Prod", "Shared"])}/{V}/{pick(["credential", "secret key", "api key"])}"\n$ op run --env-file=.env.tpl -- npm start'
        what = ("1Password secret references", "1Password 시크릿 참조")
    elif t == 6:
        snip = f"doppler run --project {svc} --config {pick(['dev', 'stg', 'prd'])} -- ./bin/server"
        what = ("Doppler", "Doppler")
    elif t == 7:
        snip = f'{{{{ with secret "secret/data/{svc}" }}}}\n{var}={{{{ .Data.data.{low.replace("-", "_")} }}}}\n{{{{ end }}}}'
        what = ("a Vault agent template", "Vault agent 템플릿")
    elif t == 8:
        snip = f"aws secretsmanager get-secret-value --secret-id {pick(ENVS).lower()}/{svc}/{low} --query SecretString --output text"
        what = ("AWS Secrets Manager", "AWS Secrets Manager")
    elif t == 9:
        snip = f"aws ssm get-parameter --name /{svc}/{pick(ENVS).lower()}/{low} --with-decryption --query Parameter.Value --output text"
        what = ("SSM Parameter Store", "SSM Parameter Store")
    elif t == 10:
        snip = f"gcloud secrets versions access latest --secret={low} --project={pick(ORGS)}-prod"
        what = ("GCP Secret Manager", "GCP Secret Manager")
    elif t == 11:
        snip = f'"{var}": "@Microsoft.KeyVault(SecretUri=https://kv-{svc}.vault.azure.net/secrets/{low}/)"'
        what = ("a Key Vault reference in App Service settings", "App Service Key Vault 참조")
    elif t == 12:
        snip = pick([f'api_key = os.environ["{var}"]', f"const key = process.env.{var};", f'key := os.Getenv("{var}")',
                     f'@Value("${{{var.lower().replace("_", ".")}}}") private String apiKey;', f'var key = builder.Configuration["{V.replace(" ", "")}:{camel(var.lower()).capitalize()}"];'])
        what = ("an environment lookup in code", "코드의 환경변수 조회")
    elif t == 13:
        snip = f"withCredentials([string(credentialsId: '{low}', variable: '{var}')]) {{\n  sh './deploy.sh'\n}}"
        what = ("Jenkins credentials binding", "Jenkins credentials 바인딩")
    elif t == 14:
        snip = (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {svc}\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                f"  data:\n    - secretKey: {var}\n      remoteRef:\n        key: {pick(ENVS).lower()}/{svc}\n        property: {low}")
        what = ("an ExternalSecret", "ExternalSecret")
    elif t == 15:
        enc = f"ENC[AES256_GCM,data:{b64(rb(R.randint(24, 60)))},iv:{b64(rb(32))},tag:{b64(rb(16))},type:str]"
        snip = f"{k['slug']}:\n    {snake_key(var, k['slug'])}: {enc}\nsops:\n    age:\n        - recipient: {age_public()}"
        what = ("a SOPS-encrypted file", "SOPS 암호화 파일")
    elif t == 16:
        lines = wrap(rb(96).hex(), 80)
        snip = f"{k['slug']}_{snake_key(var, k['slug'])}: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(lines)
        what = ("an ansible-vault encrypted variable", "ansible-vault 암호화 변수")
    elif t == 17:
        snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {svc}\nspec:\n  encryptedData:\n"
                f"    {var}: AgB{b64(rb(180))[:220]}")
        what = ("a SealedSecret", "SealedSecret")
    elif t == 18:
        snip = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@" + pick(ORGS) + ":registry=https://npm.pkg.github.com"
        what = ("`.npmrc` with an env reference", "환경변수 참조하는 `.npmrc`")
    elif t == 19:
        snip = json.dumps({"mcpServers": {k["slug"]: {"command": "npx", "args": ["-y", f"{k['slug']}-mcp"], "env": {var: "${" + var + "}"}}}}, indent=2)
        what = ("env expansion in `.mcp.json`", "`.mcp.json` 환경변수 확장")
    elif t == 20:
        snip = pick([f'echo "$CR_PAT" | docker login ghcr.io -u {pick(USERS)} --password-stdin',
                     f"docker login -u {pick(USERS)} --password-stdin registry.{pick(ORGS)}.io < ~/.secrets/registry_token"])
        what = ("`--password-stdin`", "`--password-stdin`")
    elif t == 21:
        snip = f"envFrom:\n  - secretRef:\n      name: {svc}-env\n  - configMapRef:\n      name: {svc}-config"
        what = ("envFrom secretRef", "envFrom secretRef")
    elif t == 22:
        snip = f"{k['slug']}:\n  existingSecret: {svc}-{k['slug']}\n  existingSecretKey: {low}"
        what = ("a Helm existingSecret", "Helm existingSecret")
    elif t == 23:
        snip = f"kubectl create secret generic {svc}-env --from-env-file=.env.{pick(ENVS).lower()} --dry-run=client -o yaml | kubeseal > sealed.yaml"
        what = ("kubeseal", "kubeseal")
    elif t == 24:
        snip = f'const dbPassword = config.requireSecret("dbPassword");\n$ pulumi config set --secret {camel(var.lower())}   # prompts for the value'
        what = ("Pulumi secret config", "Pulumi secret config")
    elif t == 25:
        snip = f"Rails.application.credentials.dig(:{k['slug']}, :{snake_key(var, k['slug'])})\n$ EDITOR=vim bin/rails credentials:edit --environment production"
        what = ("Rails encrypted credentials", "Rails encrypted credentials")
    elif t == 26:
        snip = f"gh secret set {var} --env {pick(['staging', 'production'])} < ./{low}.txt && shred -u ./{low}.txt"
        what = ("`gh secret set` from a file", "파일로 `gh secret set`")
    else:
        snip = f"{var}=${{{{ {pick(['vault', 'sm', 'ssm'])}:{pick(ENVS).lower()}/{svc}#{low} }}}}"
        what = ("a templated secret reference", "템플릿 시크릿 참조")
    if t == 18:
        var, V = "NPM_TOKEN", "npm"
    elif t == 20:
        var, V = ("CR_PAT", "GitHub") if "CR_PAT" in snip else ("the registry token", "Harbor")
    w = what[0] if en else what[1]
    P = person(lang)
    block = fmt_snip(snip, True if "\n" in snip else False)
    raw_svc, svc = svc, fmt_svc(svc, lang)
    if en:
        mc = pick([f"I didn't know {svc} gets {var} from {w}; I was looking for it in the repo.",
                   f"Nobody told me where {svc} gets its {V} credentials at runtime.",
                   f"Missing context: {var} is never in a file in this project; it comes from {w}.",
                   f"The onboarding doc doesn't say how secrets reach {svc}."])
        le = pick([f"This is how it is wired:", f"The config only holds a reference:", f"{P} showed me the relevant part:",
                   f"Nothing secret is committed; the lookup is:"]) + block
        ask = pick([f"Do I need access to the secret store to run {svc} locally, or is there a dev fallback?",
                    f"Who can grant me read access to the {V} secret?", f"Should new secrets follow the same pattern?", ""])
    else:
        mc = pick([f"{J(svc, '이/가')} {J(var, '을/를')} {w}에서 가져온다는 걸 몰라서 레포에서 계속 찾고 있었음.",
                   f"{J(svc, '이/가')} 런타임에 {V} 자격 증명을 어디서 받는지 아무도 안 알려줌.",
                   f"이 프로젝트는 {J(var, '을/를')} 파일로 두지 않고 {w}로만 씀. 이걸 몰랐음.",
                   f"온보딩 문서에 시크릿이 {svc}까지 어떻게 전달되는지 설명이 없음."])
        le = pick(["연결 방식은 이렇게 돼 있음:", "설정에는 참조만 있음:", f"{P}이 보여준 부분:", "커밋된 건 조회 방법뿐:"]) + block
        ask = pick([f"로컬에서 {svc} 돌리려면 시크릿 스토어 권한이 필요한가요, 아니면 dev용 대체 방법이 있나요?",
                    f"{V} 시크릿 읽기 권한은 누구한테 요청하면 되나요?", "새 시크릿도 같은 방식으로 추가하면 되나요?", ""])
    return mk(f"clean: secret reference via {what[0]}", mc, le, ask, [], V)


# ---------------------------------------------------------------------------
# clean: placeholders, masked values, already-redacted output
# ---------------------------------------------------------------------------
PLACEHOLDERS = ["<your-api-key>", "YOUR_API_KEY", "<change-me>", "xxxxxxxxxxxxxxxx", "<redacted>", "REPLACE_ME", "TODO", "...",
                "********", "${API_KEY}", "<paste-token-here>", "your-secret-here", "<SECRET>", "[REDACTED]"]


def clean_placeholder(lang):
    en = lang == "en"
    k, var, items = var_kind()
    V = k["vendor"]
    real = [x for x in items if x[2]][-1][1]
    t = deck("clean_placeholder", 15)
    svc = pick(SVCS)
    if t == 0:
        lines = []
        for _ in range(R.randint(2, 4)):
            k2, v2, it2 = var_kind()
            lines.append(f"{v2}={pick(PLACEHOLDERS[:11])}")
        lines.append(f"{var}={token_prefix(real)}{'x' * R.randint(16, 32)}")
        R.shuffle(lines)
        snip = "\n".join(lines)
        cat = ".env.example with placeholders"
        ctx_en, ctx_ko = "`.env.example`", "`.env.example`"
    elif t == 1:
        snip = f"{V} dashboard → API keys: {masked(real)} (created {R.randint(2, 28)} {pick(['Jan', 'Mar', 'Jun', 'Oct'])}, last used {R.randint(2, 50)}h ago)"
        cat = "masked key as shown in a dashboard"
        ctx_en, ctx_ko = "the dashboard", "대시보드"
    elif t == 2:
        kid = "*" * 16 + rs(UPDIG, 4)
        snip = (f"$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                f"   profile                <not set>             None    None\n"
                f"access_key     {kid} shared-credentials-file\nsecret_key     {'*' * 16}{rs(ALNUM, 4)} shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config")
        cat = "aws configure list (masked)"
        V = "AWS"
        ctx_en, ctx_ko = "`aws configure list`", "`aws configure list`"
    elif t == 3:
        snip = (f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {pick(USERS)} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                f"  - Token: gho_{'*' * 36}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
        cat = "gh auth status (masked token)"
        V = "GitHub"
        ctx_en, ctx_ko = "`gh auth status`", "`gh auth status`"
    elif t == 4:
        snip = f"Run curl -sf -H \"Authorization: Bearer ***\" https://api.{pick(ORGS)}.io/deploy\n  curl -sf -H \"Authorization: Bearer ***\" https://api.{pick(ORGS)}.io/deploy\n  shell: /usr/bin/bash -e {{0}}\n  env:\n    {var}: ***"
        cat = "GitHub Actions log with *** masking"
        ctx_en, ctx_ko = "the Actions log", "Actions 로그"
    elif t == 5:
        snip = (f"Environment:\n      {var}:  <set to the key '{var.lower().replace('_', '-')}' in secret '{svc}-secrets'>  Optional: false\n"
                f"      LOG_LEVEL:  info")
        cat = "kubectl describe pod env (secret reference)"
        ctx_en, ctx_ko = "`kubectl describe pod`", "`kubectl describe pod`"
    elif t == 6:
        snip = f'  ~ resource "aws_secretsmanager_secret_version" "{svc.replace("-", "_")}" {{\n      ~ secret_string = (sensitive value)\n        id            = "arn:aws:secretsmanager:eu-west-1:{rs(DIG, 12)}:secret:{svc}-{rs(ALNUM, 6)}|terraform-{rs(DIG, 26)}"\n    }}'
        cat = "terraform plan (sensitive value)"
        ctx_en, ctx_ko = "the plan output", "plan 출력"
    elif t == 7:
        snip = f"$ npm config list\n; \"user\" config from /home/{pick(USERS)}/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n@{pick(ORGS)}:registry = \"https://npm.pkg.github.com\""
        cat = "npm config list (protected)"
        V = "npm"
        ctx_en, ctx_ko = "`npm config list`", "`npm config list`"
    elif t == 8:
        snip = f"$ vercel env ls\n name                       value        environments        created\n {var:<26} Encrypted    Production          {R.randint(2, 40)}d ago\n NEXT_PUBLIC_APP_URL        Encrypted    Production, Preview {R.randint(2, 40)}d ago"
        cat = "vercel env ls (encrypted)"
        ctx_en, ctx_ko = "`vercel env ls`", "`vercel env ls`"
    elif t == 9:
        snip = f"$ fly secrets list -a {svc}\nNAME                    DIGEST                  CREATED AT\n{var:<23} {hx(16)}        {R.randint(1, 20)}d ago\nDATABASE_URL            {hx(16)}        {R.randint(20, 90)}d ago"
        cat = "fly secrets list (digests only)"
        ctx_en, ctx_ko = "`fly secrets list`", "`fly secrets list`"
    elif t == 10:
        snip = pick([f'client = {V.replace(" ", "")}Client(api_key="<{var}>")', f"curl -H 'Authorization: Bearer <token>' https://api.{pick(ORGS)}.io/v1/me",
                     f"export {var}=...  # ask {person(lang)} for the staging value", f"{var}=[REDACTED]", f"{var}: \"{pick(['', 'REPLACE_ME', '<set-in-vault>'])}\""])
        cat = "placeholder in snippet"
        ctx_en, ctx_ko = "the README", "README"
    elif t == 11:
        snip = f"DB_PASSWORD=[REDACTED]\n{var}=[REDACTED]\nDATABASE_URL=postgres://{pick(USERS)}:[REDACTED]@{pick(HOSTS)}:5432/{pick(DBS)}"
        cat = "already redacted values"
        ctx_en, ctx_ko = "the sanitized incident doc", "정리된 장애 문서"
    elif t == 12:
        snip = f"the key starts with `{token_prefix(real)}` and ends in `{real[-4:]}`"
        cat = "describing a key by prefix and last four"
        ctx_en, ctx_ko = "the audit sheet", "감사 시트"
    elif t == 13:
        snip = f"postgres://USER:PASSWORD@HOST:5432/DBNAME?sslmode=require"
        cat = "connection string template with uppercase placeholders"
        ctx_en, ctx_ko = "the runbook template", "런북 템플릿"
    else:
        snip = f"{token_prefix(real)}{'X' * (len(real) - len(token_prefix(real)))}"
        cat = "all-X placeholder token"
        ctx_en, ctx_ko = "the docs example", "문서 예시"
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I wasn't sure whether the value in {ctx_en} was real; it isn't:", f"Nobody said which {V} key {svc} uses. All I had was {ctx_en}:",
                   f"I needed the {V} credentials for {svc} but only found {ctx_en}:"]) + block
        if t in (1, 2, 3, 4, 5, 6, 7, 8, 9, 12):
            le = pick([f"The real value is not stored anywhere in the repo; {person(lang)} keeps it in the vault.",
                       f"Masked values are enough to match a key to its {V} dashboard entry, but not to use it.",
                       "That output is safe to paste: the tooling masks the secret part.",
                       "Matching the last four characters told me which of the three keys was in use."])
        else:
            le = pick([f"The real value is not stored anywhere in the repo; {person(lang)} keeps it in the vault.",
                       f"Placeholders fail with a clear 401 from {V}, which is how I noticed.",
                       "The example file is copied by the setup script, so placeholders must stay obviously fake.",
                       "CI fails fast if a placeholder is still set, which is intentional."])
        ask = pick([f"Can I get read access to the {V} secret for {svc}?", "Which vault item holds the real value?", "",
                    f"Is the key ending in {real[-4:]} the one for {pick(ENVS)}?" if t in (1, 12) else
                    ("Should the example file be updated?" if t in (0, 10, 11, 13, 14) else f"Who manages the {V} credentials for {svc}?")])
    else:
        mc = pick([f"{ctx_ko}에 있는 값이 진짜인지 헷갈렸는데 아님:", f"{J(svc, '이/가')} 어떤 {V} 키를 쓰는지 몰랐음. 가진 건 {ctx_ko}뿐:",
                   f"{svc}용 {V} 자격 증명이 필요했는데 {ctx_ko}만 찾음:"]) + block
        if t in (1, 2, 3, 4, 5, 6, 7, 8, 9, 12):
            le = pick([f"실제 값은 레포에 없고 {person(lang)}이 볼트에 보관 중.", f"마스킹된 값으로 {V} 대시보드 항목은 찾을 수 있지만 사용은 못 함.",
                       "이 출력은 도구가 시크릿 부분을 가려주니까 붙여도 안전함.", "끝 4자리로 세 개 키 중 어떤 게 쓰이는지 확인함."])
        else:
            le = pick([f"실제 값은 레포에 없고 {person(lang)}이 볼트에 보관 중.", f"placeholder로 호출하면 {V}에서 401이 명확하게 떨어져서 알아챔.",
                       "셋업 스크립트가 예시 파일을 복사하니까 placeholder는 티 나게 가짜여야 함.", "placeholder가 남아 있으면 CI가 바로 실패하게 돼 있음."])
        ask = pick([f"{svc}용 {V} 시크릿 읽기 권한 받을 수 있나요?", "실제 값은 어느 볼트 항목에 있나요?", "",
                    f"끝자리 {real[-4:]} 인 키가 {pick(ENVS)}용 맞나요?" if t in (1, 12) else
                    ("예시 파일 업데이트해야 하나요?" if t in (0, 10, 11, 13, 14) else f"{svc}의 {V} 자격 증명은 누가 관리하나요?")])
    return mk(f"clean: {cat}", mc, le, ask, [], V)


# ---------------------------------------------------------------------------
# clean: example keys documented by vendors (well-known, non-working or shared)
# ---------------------------------------------------------------------------
def clean_docexample(lang):
    en = lang == "en"
    t = deck("clean_docexample", 9)
    if t == 0:
        snip = ('@pytest.fixture\ndef aws_credentials(monkeypatch):\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")\n'
                '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")')
        what = ("the AWS documentation example key pair in the moto fixture", "moto fixture에 있는 AWS 문서 예시 키")
        cat = "AWS documentation example keys (moto fixture)"
    elif t == 1:
        snip = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
                "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
        what = ("the jwt.io sample token in the decoder unit test", "디코더 단위 테스트의 jwt.io 샘플 토큰")
        cat = "jwt.io sample token"
    elif t == 2:
        snip = ("AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;"
                "AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;"
                "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;")
        what = ("the Azurite well-known development account", "Azurite 개발용 공용 계정")
        cat = "Azurite well-known dev storage key"
    elif t == 3:
        snip = "COSMOS_KEY=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==\nCOSMOS_ENDPOINT=https://localhost:8081/"
        what = ("the Cosmos DB emulator's published key", "Cosmos DB 에뮬레이터 공개 키")
        cat = "Cosmos DB emulator well-known key"
    elif t == 4:
        snip = "TURNSTILE_SITE_KEY=1x00000000000000000000AA\nTURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA"
        what = ("Cloudflare's documented Turnstile test keys", "Cloudflare 문서의 Turnstile 테스트 키")
        cat = "Turnstile documented dummy keys"
    elif t == 5:
        snip = "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"
        what = ("Google's documented reCAPTCHA v2 test keys", "구글 문서의 reCAPTCHA v2 테스트 키")
        cat = "reCAPTCHA documented test keys"
    elif t == 6:
        snip = "card: 4242 4242 4242 4242, any future expiry, any CVC\n3DS required: 4000 0027 6000 3184\ndeclined: 4000 0000 0000 0002"
        what = ("Stripe's test card numbers", "Stripe 테스트 카드 번호")
        cat = "Stripe test card numbers"
    elif t == 7:
        snip = 'SECRET = "12345678901234567890"  # RFC 6238 Appendix B\nassert base64.b32encode(SECRET.encode()) == b"GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"\nassert totp(SECRET, t=59, digits=8) == "94287082"'
        what = ("the RFC 6238 test vector", "RFC 6238 테스트 벡터")
        cat = "RFC 6238 TOTP test vector"
    else:
        snip = 'SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work'
        what = ("the dummy values from Slack's Bolt tutorial", "Slack Bolt 튜토리얼의 더미 값")
        cat = "Slack tutorial dummy token"
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"Secret scanning flagged the test suite and nobody told me these values are {what[0]}:",
                   f"I almost rotated something that isn't a secret: it's {what[0]}.",
                   f"Wasn't sure if the values below were real. They are {what[0]}:"]) + block
        le = pick(["They are published in the vendor docs and don't grant access to anything.",
                   "The scanner allowlist should include these exact strings rather than ignoring the whole file.",
                   "Tests rely on these fixed values, so don't replace them with real keys."])
        ask = pick(["Should I add these to the scanner allowlist?", "Is it ok to keep documented example keys in fixtures?", ""])
    else:
        mc = pick([f"시크릿 스캐너가 테스트 코드를 잡았는데, 이 값들이 {J(what[1], '이라는/라는')} 걸 몰랐음:", f"비밀이 아닌 걸 로테이션할 뻔함. {what[1]}임:",
                   f"아래 값이 진짜인지 헷갈렸음. {what[1]}:"]) + block
        le = pick(["벤더 문서에 공개된 값이라 아무 권한도 없음.", "파일 전체를 무시하지 말고 이 문자열만 스캐너 allowlist에 넣을 것.",
                   "테스트가 이 고정값에 의존하니까 실제 키로 바꾸면 안 됨."])
        ask = pick(["스캐너 allowlist에 추가할까요?", "fixture에 문서 예시 키 둬도 괜찮나요?", ""])
    return mk(f"clean: documented example value — {cat}", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: hashes, checksums, digests, commit SHAs
# ---------------------------------------------------------------------------
def clean_hashes(lang):
    en = lang == "en"
    t = deck("clean_hashes", 15)
    svc = pick(SVCS)
    sha = hx(40)
    if t == 0:
        snip = f"$ git log --oneline -3\n{hx(7)} fix: retry on 429 from {pick(['Stripe', 'GitHub', 'Slack'])}\n{hx(7)} chore: bump deps\n{hx(7)} feat: add export endpoint"
        what = ("commit", "커밋")
        extra = f"The breaking change is {sha}."
        extra_ko = f"문제 커밋은 {sha}."
    elif t == 1:
        snip = f"{hx(64)}  {svc}-linux-amd64.tar.gz\n{hx(64)}  {svc}-darwin-arm64.tar.gz"
        what = ("release checksum", "릴리스 체크섬")
        extra, extra_ko = "`sha256sum -c SHA256SUMS` passes on both.", "`sha256sum -c SHA256SUMS` 둘 다 통과."
    elif t == 2:
        snip = f"image: ghcr.io/{pick(ORGS)}/{svc}@sha256:{hx(64)}"
        what = ("image digest", "이미지 digest")
        extra, extra_ko = "Pinning by digest avoids the mutable :latest tag.", "digest로 고정하면 :latest 태그 변경 영향 없음."
    elif t == 3:
        snip = f'"node_modules/{pick(["lodash", "axios", "zod", "semver"])}": {{\n  "version": "{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 9)}",\n  "resolved": "https://registry.npmjs.org/...",\n  "integrity": "sha512-{b64(rb(64))}"\n}}'
        what = ("lockfile integrity hash", "lockfile integrity 해시")
        extra, extra_ko = "npm ci fails with EINTEGRITY when the tarball doesn't match.", "tarball이 다르면 npm ci가 EINTEGRITY로 실패함."
    elif t == 4:
        m = f"github.com/{pick(ORGS)}/{pick(['retry', 'kit', 'log'])} v1.{R.randint(0, 9)}.{R.randint(0, 9)}"
        snip = f"verifying {m}: checksum mismatch\n\tdownloaded: h1:{b64(rb(32))}\n\tgo.sum:     h1:{b64(rb(32))}"
        what = ("go.sum checksum", "go.sum 체크섬")
        extra, extra_ko = "The tag was force-pushed upstream; GOFLAGS=-mod=mod is not the fix.", "업스트림에서 태그를 force-push한 것. GOFLAGS=-mod=mod로 덮으면 안 됨."
    elif t == 5:
        snip = f"requests==2.32.3 \\\n    --hash=sha256:{hx(64)} \\\n    --hash=sha256:{hx(64)}"
        what = ("pip hash pin", "pip 해시 고정")
        extra, extra_ko = "With --require-hashes every transitive dependency needs a hash too.", "--require-hashes면 하위 의존성도 전부 해시 필요."
    elif t == 6:
        snip = f'<script src="https://cdn.jsdelivr.net/npm/{pick(["chart.js", "alpinejs", "htmx.org"])}@{R.randint(1, 4)}.{R.randint(0, 9)}.{R.randint(0, 9)}/dist/x.min.js"\n        integrity="sha384-{b64(rb(48))}"\n        crossorigin="anonymous"></script>'
        what = ("SRI hash", "SRI 해시")
        extra, extra_ko = "The SRI hash must be regenerated when the version changes.", "버전 바꾸면 SRI 해시 다시 생성해야 함."
    elif t == 7:
        snip = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hx(64)}\nsize {R.randint(10000, 90000000)}"
        what = ("Git LFS pointer", "Git LFS 포인터")
        extra, extra_ko = "The CI checkout didn't run `git lfs pull`, so the model file was just this pointer.", "CI 체크아웃에서 `git lfs pull`을 안 해서 모델 파일이 포인터로만 있었음."
    elif t == 8:
        snip = f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{R.randint(30, 80)}.0"\n  hashes = [\n    "h1:{b64(rb(32))}",\n    "zh:{hx(64)}",\n  ]\n}}'
        what = ("provider lock hash", "provider lock 해시")
        extra, extra_ko = "Run `terraform providers lock -platform=linux_amd64 -platform=darwin_arm64` so both hashes are recorded.", "`terraform providers lock`으로 플랫폼별 해시 둘 다 기록해야 함."
    elif t == 9:
        snip = f"ETag: \"{hx(32)}\"\nx-amz-version-id: {rs(ALNUM + '._', 32)}"
        what = ("S3 ETag and version ID", "S3 ETag/버전 ID")
        extra, extra_ko = "Multipart uploads have ETags with a -N suffix, so they are not plain MD5s.", "멀티파트 업로드 ETag는 -N 접미사가 있어서 단순 MD5가 아님."
    elif t == 10:
        fp = ":".join(rs(UHEX, 2) for _ in range(32))
        snip = f"SHA256 Fingerprint={fp}"
        what = ("certificate fingerprint", "인증서 지문")
        extra, extra_ko = "The pinned fingerprint in the mobile app must be updated before the cert renews.", "인증서 갱신 전에 모바일 앱에 고정된 지문을 업데이트해야 함."
    elif t == 11:
        snip = f"|1|{b64(rb(20))}|{b64(rb(20))} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{b64(rb(48))[:60]}"
        what = ("hashed known_hosts entry", "해시된 known_hosts 항목")
        extra, extra_ko = "HashKnownHosts is on, so grep by hostname doesn't find the line; use `ssh-keygen -F host`.", "HashKnownHosts가 켜져 있어서 호스트명으로 grep 안 됨. `ssh-keygen -F host` 사용."
    elif t == 12:
        snip = f'[[package]]\nname = "{pick(["serde", "tokio", "rand"])}"\nversion = "1.{R.randint(0, 40)}.{R.randint(0, 9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{hx(64)}"'
        what = ("Cargo.lock checksum", "Cargo.lock 체크섬")
        extra, extra_ko = "A checksum change without a version change means the registry index was edited.", "버전은 같은데 checksum이 바뀌면 레지스트리 인덱스가 바뀐 것."
    elif t == 13:
        snip = f"This reverts commit {sha}.\n\nReason: broke the {svc} migration on staging."
        what = ("revert commit", "revert 커밋")
        extra, extra_ko = f"Cherry-pick {hx(40)} back once the migration is fixed.", f"마이그레이션 고친 뒤 {hx(40)} 다시 cherry-pick."
    else:
        fpr = " ".join(rs(UHEX, 4) for _ in range(10))
        snip = f'gpg: Good signature from "{pick(ORGS).capitalize()} Release Signing <release@{pick(ORGS)}.io>" [full]\nPrimary key fingerprint: {fpr}'
        what = ("release signature", "릴리스 서명")
        extra, extra_ko = "Verify against the fingerprint on the website, not the one in the tarball.", "tarball 안의 지문이 아니라 웹사이트에 있는 지문과 비교해야 함."
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I didn't know what the long hex values in the {what[0]} were and assumed they were keys:",
                   f"Nobody told me the build verifies the {what[0]}. Relevant output:",
                   f"The failure was about a {what[0]}, which I hadn't seen before:"]) + block
        le = extra + " " + pick(["None of this is secret.", "These are integrity values, safe to paste in tickets.", ""])
        ask = pick([f"Should {what[0]} updates go through a separate PR?", "Who approves dependency pin changes?", ""])
    else:
        mc = pick([f"{what[1]}에 있는 긴 hex 값이 키인 줄 알았음:", f"빌드가 {J(what[1], '을/를')} 검증한다는 걸 몰랐음. 관련 출력:",
                   f"처음 보는 {what[1]} 관련 실패였음:"]) + block
        le = extra_ko + " " + pick(["비밀 정보 아님.", "무결성 값이라 티켓에 붙여도 됨.", ""])
        ask = pick([f"{what[1]} 업데이트는 별도 PR로 해야 하나요?", "의존성 고정 변경은 누가 승인하나요?", ""])
    return mk(f"clean: {what[0]}", mc, le.strip(), ask, [], None)

# ---------------------------------------------------------------------------
# clean: UUIDs, request IDs, object IDs, long identifiers
# ---------------------------------------------------------------------------
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def clean_ids(lang):
    en = lang == "en"
    t = deck("clean_ids", 18)
    acct = rs(DIG, 12)
    if t == 0:
        snip = f"HTTP/1.1 500\nx-amzn-RequestId: {uuid4()}\nx-amz-apigw-id: {rs(ALNUM, 14)}=\nX-Amzn-Trace-Id: Root=1-{hx(8)}-{hx(24)}"
        what = ("API Gateway response headers", "API Gateway 응답 헤더")
    elif t == 1:
        snip = f"X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: ICN57-P{R.randint(1, 5)}\nX-Amz-Cf-Id: {rs(B64U, 54)}=="
        what = ("a CloudFront error", "CloudFront 에러")
    elif t == 2:
        snip = f"traceparent: 00-{hx(32)}-{hx(16)}-01\nsentry event_id: {hx(32)}"
        what = ("trace and event IDs", "trace/event ID")
    elif t == 3:
        ids = [f"cus_{rs(ALNUM, 14)}", f"pi_3{rs(ALNUM, 23)}", f"evt_1{rs(ALNUM, 23)}", f"price_1{rs(ALNUM, 23)}", f"sub_1{rs(ALNUM, 23)}",
               f"in_1{rs(ALNUM, 23)}", f"we_1{rs(ALNUM, 23)}", f"acct_1{rs(ALNUM, 15)}"]
        sel = R.sample(ids, 4)
        snip = "\n".join(sel)
        what = ("Stripe object IDs", "Stripe 객체 ID")
    elif t == 4:
        snip = f"channel: C0{rs(UPDIG, 9)}  user: U0{rs(UPDIG, 9)}  team: T0{rs(UPDIG, 8)}  ts: 17{rs(DIG, 8)}.{rs(DIG, 6)}"
        what = ("Slack channel/user IDs", "Slack 채널/유저 ID")
    elif t == 5:
        snip = f'{{ "_id": ObjectId("{hx(24)}"), "orderId": "{rs(CROCK, 26)}", "customerRef": "{uuid4()}" }}'
        what = ("document IDs (ObjectId, ULID, UUID)", "문서 ID (ObjectId, ULID, UUID)")
    elif t == 6:
        snip = (f"i-0{hx(16)}  vol-0{hx(16)}  sg-0{hx(16)}\nsubnet-0{hx(16)}  ami-0{hx(16)}\n"
                f"arn:aws:iam::{acct}:role/{pick(['gha-deploy', 'eks-node', 'lambda-exec'])}")
        what = ("AWS resource IDs and ARNs", "AWS 리소스 ID와 ARN")
    elif t == 7:
        snip = f"subscriptionId: {uuid4()}\ntenantId: {uuid4()}\nobjectId (managed identity): {uuid4()}"
        what = ("Azure subscription/tenant IDs", "Azure 구독/테넌트 ID")
    elif t == 8:
        pod = f"{pick(SVCS)}-{rs('bcdfghjklmnpqrstvwxz2456789', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"
        snip = f"pod/{pod}  uid={uuid4()}\ncontainerID: containerd://{hx(64)}"
        what = ("pod and container IDs", "pod/컨테이너 ID")
    elif t == 9:
        snip = f"run id: {R.randint(10 ** 9, 9 * 10 ** 9)}  job id: {R.randint(10 ** 10, 9 * 10 ** 10)}\nnode_id: PR_kwDO{rs(ALNUM, 4)}{rs(ALNUM + '-_', 10)}\nlegacy node id: {b64(('04:User' + str(R.randint(1000, 9999999))).encode())}"
        what = ("GitHub run and node IDs", "GitHub run/node ID")
    elif t == 10:
        snip = f"MessageSid: SM{hx(32)}\nAccountSid: AC{hx(32)}\nStatus: undelivered (30007)"
        what = ("Twilio SIDs", "Twilio SID")
    elif t == 11:
        snip = f"client_id: {rs(DIG, 12)}-{rs(LOWDIG, 32)}.apps.googleusercontent.com\nredirect_uri: https://app.{pick(ORGS)}.io/auth/callback"
        what = ("the Google OAuth client ID", "Google OAuth client ID")
    elif t == 12:
        snip = f"x-request-id: req_{hx(32)}\nfile id: file-{rs(ALNUM, 22)}\nbatch: batch_{hx(32)}"
        what = ("OpenAI request/file/batch IDs", "OpenAI request/file/batch ID")
    elif t == 13:
        snip = f"request-id: req_011C{rs(ALNUM, 20)}\nid: msg_01{rs(ALNUM, 22)}\nstop_reason: max_tokens"
        what = ("Anthropic request and message IDs", "Anthropic request/message ID")
    elif t == 14:
        snip = f"Idempotency-Key: {uuid4()}\nX-Correlation-ID: {uuid4()}"
        what = ("idempotency and correlation keys", "idempotency/correlation 키")
    elif t == 15:
        snip = f"mobilesdk_app_id: 1:{rs(DIG, 12)}:android:{hx(16)}\nproject_number: {rs(DIG, 12)}\nTeam ID: {rs(UPDIG, 10)}  bundle: io.{pick(ORGS)}.app"
        what = ("Firebase/Apple app identifiers", "Firebase/Apple 앱 식별자")
    elif t == 16:
        snip = f"ksuid: {rs(ALNUM, 27)}\nsnowflake: {R.randint(10 ** 17, 13 * 10 ** 17)}\nincident: Q{rs(UPDIG, 13)}"
        what = ("KSUIDs, snowflakes and incident IDs", "KSUID/snowflake/인시던트 ID")
    else:
        snip = f"module.{pick(SVCS).replace('-', '_')}.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"]\ncom.{pick(ORGS)}.billing.internal.adapters.stripe.StripeWebhookSignatureVerifierConfiguration"
        what = ("long resource addresses and class names", "긴 리소스 주소와 클래스명")
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I couldn't tell which of these {what[0]} were sensitive, so I nearly left them out of the ticket:",
                   f"Nobody told me support needs {what[0]} to look anything up. What the failing request returned:",
                   f"The bug report only had {what[0]}:"]) + block
        le = pick(["These are identifiers, not credentials; support asks for exactly these.",
                   "IDs like these are safe to share and make the vendor's support much faster.",
                   "Search the logs by the request/trace ID instead of by timestamp.",
                   "Identifiers alone don't grant access to anything.",
                   "Request IDs are per call; take the one from the failing response, not from the retry.",
                   f"Pasting these into the {pick(SVCS)} incident doc is fine; nobody can call anything with them.",
                   "Grepping the access log for the ID gives the full request path and the upstream that failed.",
                   "Tickets without an ID get bounced back with a template reply, so include them up front.",
                   f"{person(lang)} confirmed these are safe to keep in the postmortem."])
        ask = pick(["Should request IDs be included in every incident note by default?", "Which ID does the vendor want in the ticket?", ""])
    else:
        mc = pick([f"{what[1]} 중에 뭐가 민감한 건지 몰라서 티켓에서 빼버릴 뻔함:", f"지원팀이 조회하려면 {J(what[1], '이/가')} 필요하다는 걸 몰랐음. 실패한 요청 응답:",
                   f"버그 리포트에 {what[1]}만 있었음:"]) + block
        le = pick(["이건 식별자지 자격 증명이 아님. 지원팀이 딱 이걸 요구함.", "이런 ID는 공유해도 되고 벤더 지원 속도가 훨씬 빨라짐.",
                   "타임스탬프 말고 request/trace ID로 로그 검색할 것.", "ID만으로는 아무 권한도 없음.",
                   "request ID는 호출마다 다름. 재시도 말고 실패한 응답의 ID를 줘야 함.",
                   f"{pick(SVCS)} 장애 문서에 붙여도 됨. 이걸로 호출할 수 있는 건 없음.",
                   "access log에서 ID로 grep하면 전체 요청 경로랑 실패한 업스트림이 나옴.",
                   "ID 없이 티켓 올리면 템플릿 답장만 옴. 처음부터 같이 넣을 것."])
        ask = pick(["장애 노트에 request ID는 항상 넣을까요?", "벤더는 티켓에 어떤 ID를 원하나요?", ""])
    return mk(f"clean: {what[0]}", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: base64 of non-secret data
# ---------------------------------------------------------------------------
def fake_cert_pem():
    tbs = der_seq(b"\xa0\x03\x02\x01\x02", der_int(rb(16)), der_seq(bytes.fromhex("06092a864886f70d01010b"), b"\x05\x00"),
                  der_seq(der_seq(b"\x31" + der_len(14) + der_seq(bytes.fromhex("0603550403"), b"\x0c\x05" + b"ca-01"))), rb(180))
    cert = der_seq(tbs, der_seq(bytes.fromhex("06092a864886f70d01010b"), b"\x05\x00"), b"\x03\x81\x81\x00" + rb(128))
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(b64(cert), 64)) + "\n-----END CERTIFICATE-----\n"


def clean_base64(lang):
    en = lang == "en"
    t = deck("clean_base64", 10)
    if t == 0:
        ca = b64(fake_cert_pem().encode())
        snip = f"clusters:\n- cluster:\n    certificate-authority-data: {ca[:180]}...\n    server: https://{hx(32).upper()}.gr7.eu-west-1.eks.amazonaws.com\n  name: {pick(ORGS)}-prod"
        what = ("the cluster CA certificate in kubeconfig", "kubeconfig의 클러스터 CA 인증서")
    elif t == 1:
        cur = b64u(jdump({"id": R.randint(10000, 999999), "ts": ts(), "dir": "next"}).encode())
        snip = f"GET /v1/events?limit=100&cursor={cur}"
        what = ("a pagination cursor", "페이지네이션 커서")
    elif t == 2:
        hdr = b64u(jdump({"alg": "RS256", "kid": hx(40), "typ": "JWT"}).encode())
        snip = f"JWT header: {hdr}\n→ {{\"alg\":\"RS256\",\"kid\":\"…\",\"typ\":\"JWT\"}}"
        what = ("a decoded JWT header (no payload or signature)", "JWT 헤더만 디코딩한 것 (payload/서명 없음)")
    elif t == 3:
        n = R.randint(1, 99999)
        snip = f'{{ node(id: "{b64(("Order:" + str(n)).encode())}") {{ ... on Order {{ status }} }} }}'
        what = ("a GraphQL global ID", "GraphQL global ID")
    elif t == 4:
        data = b64(jdump({"orderId": R.randint(1000, 99999), "event": "shipped", "carrier": pick(["UPS", "DHL", "CJ대한통운"])}, ).encode())
        snip = json.dumps({"message": {"data": data, "messageId": str(R.randint(10 ** 15, 10 ** 16)), "publishTime": "2025-05-01T10:00:00Z"}, "subscription": f"projects/{pick(ORGS)}/subscriptions/orders-push"}, indent=2)
        what = ("a Pub/Sub push payload", "Pub/Sub push 페이로드")
    elif t == 5:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00" + rb(40)
        snip = f'<img src="data:image/png;base64,{b64(png)}" alt="status">'
        what = ("an inline data URI icon", "인라인 data URI 아이콘")
    elif t == 6:
        cm = b64(("#!/bin/bash\nset -euo pipefail\nyum install -y amazon-cloudwatch-agent\nsystemctl enable --now " + pick(SVCS) + "\n").encode())
        snip = f'user_data_base64 = "{cm}"'
        what = ("base64 user_data in Terraform", "Terraform user_data base64")
    elif t == 7:
        raw = f"id,name,plan\n{R.randint(1, 999)},{pick(ORGS)},pro\n".encode()
        snip = f"binaryData:\n  seed.csv: {b64(raw)}"
        what = ("ConfigMap binaryData", "ConfigMap binaryData")
    elif t == 8:
        snip = f"kcat -C -t orders -f 'key=%k value=%s\\n' -e\nkey={b64(str(R.randint(10000, 99999)).encode())} value={b64(jdump({'sku': rs(UPDIG, 6), 'qty': R.randint(1, 5)}).encode())}"
        what = ("the Kafka keys and values", "Kafka key/value")
    else:
        body = b64((f"Hi team,\nthe {pick(SVCS)} release is scheduled for Thursday.\n").encode())
        snip = f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{body}"
        what = ("a base64 MIME body", "base64 MIME 본문")
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I assumed the base64 in {what[0]} was a secret and almost rotated things. It isn't:",
                   f"Nobody told me {what[0]} is just encoded data:", f"The long base64 blob that confused me ({what[0]}):"]) + block
        le = pick(["Decoding it shows plain, non-sensitive content; base64 is encoding, not a credential.",
                   "Base64 alone says nothing about sensitivity; decode before deciding.", "Safe to paste; it only encodes public data."])
        ask = pick(["Is there a quick way to check what a base64 blob contains before escalating?", ""])
    else:
        mc = pick([f"{what[1]}의 base64가 시크릿인 줄 알고 로테이션할 뻔함. 아님:", f"{J(what[1], '이/가')} 그냥 인코딩된 데이터라는 걸 몰랐음:",
                   f"헷갈렸던 긴 base64 ({what[1]}):"]) + block
        le = pick(["디코딩해보면 민감하지 않은 내용. base64는 인코딩이지 자격 증명이 아님.", "base64라는 것만으로 민감도 판단 불가. 디코딩 후 판단할 것.",
                   "공개 데이터만 들어 있어서 붙여도 됨."])
        ask = pick(["base64 내용을 빨리 확인하는 방법이 있을까요?", ""])
    return mk(f"clean: base64 non-secret — {what[0]}", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: public keys, fingerprints, addresses
# ---------------------------------------------------------------------------
def ssh_pub_ed25519(comment):
    return "ssh-ed25519 " + b64(ssh_str(b"ssh-ed25519") + ssh_str(rb(32))) + " " + comment


def clean_pubkeys(lang):
    en = lang == "en"
    t = deck("clean_pubkeys", 13)
    who = pick(USERS) + "@" + pick(SVCS)
    if t == 0:
        snip = ssh_pub_ed25519(who)
        what = ("the SSH public key to add to authorized_keys", "authorized_keys에 넣을 SSH 공개키")
    elif t == 1:
        rsa = b64(ssh_str(b"ssh-rsa") + ssh_str(b"\x01\x00\x01") + ssh_str(b"\x00" + bytes([R.randint(0xC0, 0xFF)]) + rb(255)))
        snip = f"ssh-rsa {rsa} {who}"
        what = ("the deploy key (public half)", "배포 키 공개키")
    elif t == 2:
        snip = f"256 SHA256:{b64(rb(32)).rstrip('=')} {who} (ED25519)"
        what = ("the key fingerprint from ssh-keygen -lf", "ssh-keygen -lf 지문")
    elif t == 3:
        spki = der_seq(der_seq(OID_EC, OID_P256), b"\x03\x42\x00\x04" + rb(64))
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(spki), 64)) + "\n-----END PUBLIC KEY-----"
        what = ("the webhook verification public key", "웹훅 검증용 공개키")
    elif t == 4:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": hx(16), "use": "sig", "alg": "RS256", "n": b64u(rb(256))[:120] + "...", "e": "AQAB"}]}, indent=2)
        what = ("the JWKS from the IdP", "IdP의 JWKS")
    elif t == 5:
        snip = f"# public key: {age_public()}\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: {age_public()}"
        what = ("the SOPS age recipients", "SOPS age 수신자 공개키")
    elif t == 6:
        snip = f"[Peer]\nPublicKey = {b64(rb(32))}\nEndpoint = vpn.{pick(ORGS)}.io:51820\nAllowedIPs = 10.0.0.0/16\nPersistentKeepalive = 25"
        what = ("the WireGuard peer section (public key only)", "WireGuard peer 섹션 (공개키만)")
    elif t == 7:
        snip = f"treasury: 0x{hx(40)}\nfaucet:   0x{hx(40)}\nbtc:      {bech32('bc', [0] + _convertbits(rb(20), 8, 5))}"
        what = ("wallet addresses", "지갑 주소")
    elif t == 8:
        snip = f"program id: {b58enc(rb(32))}\nupgrade authority: {b58enc(rb(32))}"
        what = ("Solana program and authority public keys", "Solana 프로그램/authority 공개키")
    elif t == 9:
        body = "\n".join(wrap(b64(b"\x98\x33\x04" + rb(4) + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + rb(32) + rb(60)), 64))
        snip = f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n=...\n-----END PGP PUBLIC KEY BLOCK-----"
        what = ("the release signing public key", "릴리스 서명 공개키")
    elif t == 10:
        snip = fake_cert_pem().strip()
        lines = snip.split("\n")
        snip = "\n".join(lines[:4] + ["...", lines[-1]])
        what = ("the intermediate CA certificate", "중간 CA 인증서")
    elif t == 11:
        snip = f'Public-Key-Pins: pin-sha256="{b64(rb(32))}"; pin-sha256="{b64(rb(32))}"; max-age=5184000'
        what = ("the SPKI pins", "SPKI 핀")
    else:
        snip = f"npub: {bech32('npub', _convertbits(rb(32), 8, 5))}"
        what = ("the Nostr public key for the status bot", "상태 봇 Nostr 공개키")
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I wasn't sure whether it was safe to paste {what[0]} into the ticket. It is public:", f"Nobody told me where to find {what[0]}:",
                   f"Needed {what[0]} for the setup; {person(lang)} sent it:"]) + block
        le = pick(["Public keys and fingerprints can be shared freely; only the private half must stay secret.",
                   "Verify the fingerprint out of band before trusting it.", "This is the public half only; the private key never left the HSM.",
                   "Addresses and public keys are fine in docs.",
                   f"{person(lang)} keeps the private half; I only ever needed the public one.",
                   "The server only needs the public key to verify; nothing here can sign."])
        ask = pick(["Where should public keys be published for other teams?", "Who rotates the private half?", ""])
    else:
        mc = pick([f"{J(what[1], '을/를')} 티켓에 붙여도 되는지 헷갈렸음. 공개값임:", f"{J(what[1], '을/를')} 어디서 찾는지 몰랐음:",
                   f"설정에 {J(what[1], '이/가')} 필요했음. {person(lang)}이 보내줌:"]) + block
        le = pick(["공개키와 지문은 공유해도 됨. 비밀로 지켜야 하는 건 개인키뿐.", "신뢰하기 전에 지문은 다른 채널로 확인할 것.",
                   "공개키 부분만 있음. 개인키는 HSM 밖으로 안 나감.", "주소나 공개키는 문서에 있어도 괜찮음."])
        ask = pick(["다른 팀용 공개키는 어디에 공개하나요?", "개인키 로테이션은 누가 하나요?", ""])
    return mk(f"clean: public key material — {what[0]}", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: URLs, paths, connection strings without credentials
# ---------------------------------------------------------------------------
def clean_urls(lang):
    en = lang == "en"
    t = deck("clean_urls", 12)
    host, db, user = pick(HOSTS), pick(DBS), pick(USERS)
    if t == 0:
        snip = f"DATABASE_URL=postgresql://{user}@{host}:5432/{db}?sslmode=verify-full\nPGPASSFILE=/run/secrets/pgpass"
        what = ("the DSN (password comes from PGPASSFILE)", "DSN (비밀번호는 PGPASSFILE에서)")
    elif t == 1:
        snip = f"mongodb+srv://cluster0.{rs(LOWDIG, 5)}.mongodb.net/{db}?authSource=%24external&authMechanism=MONGODB-AWS"
        what = ("the Atlas URI with IAM auth", "IAM 인증 Atlas URI")
    elif t == 2:
        snip = f"Server=tcp:{pick(ORGS)}-sql.database.windows.net,1433;Database={db};Authentication=Active Directory Managed Identity;Encrypt=True;"
        what = ("the managed-identity connection string", "managed identity 접속 문자열")
    elif t == 3:
        snip = f"Server={host};Database={db};Integrated Security=true;TrustServerCertificate=true"
        what = ("the Windows-auth connection string", "Windows 인증 접속 문자열")
    elif t == 4:
        snip = pick(["~/.aws/credentials", "/var/run/secrets/kubernetes.io/serviceaccount/token", "~/.config/gcloud/application_default_credentials.json",
                     "/etc/ssl/private/" + pick(SVCS) + ".key", "~/.ssh/id_ed25519", "~/.docker/config.json", "%APPDATA%\\gcloud\\credentials.db"])
        what = ("the credential file path", "자격 증명 파일 경로")
    elif t == 5:
        snip = f"https://api.{pick(ORGS)}.io/v2/orders?page=3&per_page=100&sort=-created_at&fields=id,status,total&since=2025-01-01T00:00:00Z"
        what = ("the paginated API URL", "페이지네이션 API URL")
    elif t == 6:
        snip = f"git@github.com:{pick(ORGS)}/{pick(SVCS)}.git\nssh://git@gitlab.{pick(ORGS)}.io:2222/platform/{pick(SVCS)}.git"
        what = ("the SSH remotes", "SSH 원격 저장소 주소")
    elif t == 7:
        snip = f"s3://{pick(ORGS)}-{pick(['logs', 'exports', 'backups'])}/{pick(ENVS).lower()}/2025/0{R.randint(1, 9)}/\ngs://{pick(ORGS)}-ml/models/v{R.randint(1, 9)}/"
        what = ("the bucket paths", "버킷 경로")
    elif t == 8:
        snip = (f"https://{pick(ORGS)}.us.auth0.com/authorize?response_type=code&client_id={rs(ALNUM, 32)}&redirect_uri=https%3A%2F%2Fapp.{pick(ORGS)}.io%2Fcallback"
                f"&scope=openid%20profile&state={rs(B64U, 22)}&code_challenge={b64u(rb(32))}&code_challenge_method=S256")
        what = ("the authorize URL (PKCE)", "authorize URL (PKCE)")
    elif t == 9:
        snip = f"redis://{pick(['cache', 'redis-master', '10.0.4.12'])}:6379/0\namqp://rabbitmq:5672/%2F"
        what = ("the broker URLs (no auth on the internal network)", "브로커 URL (내부망 인증 없음)")
    elif t == 10:
        snip = f"jdbc:mysql://{pick(ORGS)}-aurora.cluster-{rs(LOWDIG, 12)}.ap-northeast-2.rds.amazonaws.com:3306/{db}?useSSL=true&authenticationPlugins=software.amazon.jdbc.plugin.AwsIamAuthenticationPlugin"
        what = ("the JDBC URL with IAM auth", "IAM 인증 JDBC URL")
    else:
        snip = f"https://{pick(ORGS)}.webhook.office.com/webhookb2/<group-id>@<tenant-id>/IncomingWebhook/<token>/<user-id>"
        what = ("the webhook URL shape from the docs", "문서에 있는 웹훅 URL 형식")
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I didn't know {what[0]} carries no secret; I was looking for a password in it:", f"Nobody told me how {pick(SVCS)} finds its data. It uses {what[0]}:",
                   f"Missing context: where things live. {what[0].capitalize()}:"]) + block
        le = pick(["Authentication happens through the platform identity, so there is nothing to rotate here.",
                   "The path only points to where the credentials are; the file itself stays on the host.",
                   "Query parameters here are filters, not auth.", "Nothing in this string is sensitive."])
        ask = pick(["Should the other services move to the same passwordless setup?", "Who can grant the IAM role?", ""])
    else:
        mc = pick([f"{what[1]}에 비밀번호가 없다는 걸 모르고 계속 찾고 있었음:", f"{J(pick(SVCS), '이/가')} 데이터를 어디서 찾는지 몰랐음. {what[1]} 사용:",
                   f"리소스 위치를 몰랐음. {what[1]}:"]) + block
        le = pick(["인증은 플랫폼 identity로 처리돼서 여기엔 로테이션할 게 없음.", "경로는 자격 증명 위치만 가리킴. 파일 자체는 호스트에 있음.",
                   "여기 쿼리 파라미터는 필터지 인증이 아님.", "이 문자열엔 민감한 게 없음."])
        ask = pick(["다른 서비스도 같은 passwordless 방식으로 바꿀까요?", "IAM role 권한은 누가 주나요?", ""])
    return mk(f"clean: URL/path without credentials — {what[0]}", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: CLI flags explained in prose, prompts, passwordless flows
# ---------------------------------------------------------------------------
CLIPROSE_EN = [
    ("`mysql -p` with nothing attached prompts for the password; a space after -p makes the next word the database name, not the password.", "mysql -p"),
    ("Use `docker login --password-stdin` and pipe the token from the secret store so it never lands in shell history.", "docker login"),
    ("psql reads `PGPASSFILE` (default ~/.pgpass, must be chmod 600); with `-W` it always prompts.", "psql"),
    ("`sshpass -e` reads the password from the SSHPASS env var instead of `-p`, which shows up in `ps`.", "sshpass"),
    ("`gh auth login --with-token < token.txt` reads the token from stdin; `gh auth login --web` avoids handling it at all.", "gh auth"),
    ("`git config --global credential.helper osxkeychain` (or `manager` on Windows) stores HTTPS credentials in the OS keychain.", "git credential helper"),
    ("`vault login -method=oidc` opens the browser; no token needs to be copied.", "vault login"),
    ("`npm login --auth-type=web` does the whole flow in the browser and writes the token to ~/.npmrc itself.", "npm login"),
    ("`az login --use-device-code` works on headless boxes; it prints a code to enter at microsoft.com/devicelogin.", "az login"),
    ("`gcloud auth application-default login` creates ADC for local SDK calls; no key file needed.", "gcloud ADC"),
    ("`aws sso login --profile dev` refreshes short-lived credentials; nothing long-lived is written.", "aws sso"),
    ("Prefix a command with a space when HISTCONTROL=ignorespace so it isn't saved; `read -s PASSWORD` avoids echoing.", "bash history"),
    ("`redis-cli --askpass` prompts instead of taking `-a`, which prints a warning because it leaks via ps.", "redis-cli"),
    ("`ansible-vault encrypt_string --stdin-name db_password` reads the value from stdin and prints only ciphertext.", "ansible-vault"),
    ("`openssl pkcs12 -passout file:pass.txt` and `env:VAR` avoid putting the passphrase in argv.", "openssl"),
    ("`kubectl create secret generic app --from-file=./password.txt` keeps the value out of the command line.", "kubectl secrets"),
    ("`htpasswd -B -c .htpasswd admin` without -b prompts twice for the password.", "htpasswd"),
    ("`ssh -o PasswordAuthentication=no` makes the connection fail fast when the key isn't loaded instead of prompting.", "ssh"),
]
CLIPROSE_KO = [
    ("`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어봄. -p 뒤에 공백을 두면 다음 단어는 비번이 아니라 DB 이름으로 인식됨.", "mysql -p"),
    ("`docker login --password-stdin`에 시크릿 스토어 값을 파이프로 넘기면 shell history에 안 남음.", "docker login"),
    ("psql은 `PGPASSFILE`(기본 ~/.pgpass, 권한 600 필수)을 읽음. `-W` 주면 항상 프롬프트.", "psql"),
    ("`sshpass -e`는 `-p` 대신 SSHPASS 환경변수에서 읽음. `-p`는 `ps`에 보임.", "sshpass"),
    ("`gh auth login --web`이면 토큰을 직접 다룰 필요가 없음.", "gh auth"),
    ("`git config --global credential.helper manager`로 HTTPS 자격 증명을 OS 키체인에 저장.", "git credential helper"),
    ("`vault login -method=oidc`는 브라우저로 로그인해서 토큰 복붙 필요 없음.", "vault login"),
    ("`az login --use-device-code`는 헤드리스 서버에서도 됨. 코드만 microsoft.com/devicelogin에 입력.", "az login"),
    ("`gcloud auth application-default login`으로 로컬 SDK용 ADC 생성. 키 파일 불필요.", "gcloud ADC"),
    ("`aws sso login --profile dev`로 단기 자격 증명 갱신. 장기 키는 저장 안 됨.", "aws sso"),
    ("HISTCONTROL=ignorespace면 명령 앞에 공백을 넣어 history에 안 남게 할 수 있음. `read -s PASSWORD`는 입력이 화면에 안 보임.", "bash history"),
    ("`redis-cli --askpass`는 `-a` 대신 프롬프트로 받음. `-a`는 ps로 노출된다고 경고 뜸.", "redis-cli"),
    ("`kubectl create secret generic app --from-file=./password.txt`면 값이 커맨드라인에 안 남음.", "kubectl secrets"),
    ("`htpasswd -B -c .htpasswd admin`은 -b 없이 쓰면 비번을 두 번 물어봄.", "htpasswd"),
]


def clean_cliprose(lang):
    en = lang == "en"
    text, tool = pick(CLIPROSE_EN if en else CLIPROSE_KO)
    svc = pick(SVCS)
    if en:
        mc = pick([f"I didn't know how to authenticate {tool} in the {svc} runbook without pasting a password into the terminal.",
                   f"The runbook for {svc} had an interactive {tool} step and I didn't know the non-interactive way.",
                   f"Nobody explained how {tool} handles credentials here."])
        le = text
        ask = pick([f"Should the runbook be updated to the non-interactive {tool} form?", "Is there a team standard for handling CLI credentials?", ""])
    else:
        mc = pick([f"{svc} 런북에서 {tool} 인증을 터미널에 비번 안 붙이고 하는 방법을 몰랐음.", f"{svc} 런북의 {tool} 단계가 대화형이라 비대화형 방법을 몰랐음.",
                   f"{J(tool, '이/가')} 자격 증명을 어떻게 다루는지 설명이 없었음."])
        le = text
        ask = pick([f"런북을 비대화형 {tool} 방식으로 고칠까요?", "CLI 자격 증명 다루는 팀 표준이 있나요?", ""])
    return mk(f"clean: CLI credential handling explained ({tool})", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: password policies
# ---------------------------------------------------------------------------
def clean_policy(lang):
    en = lang == "en"
    t = deck("clean_policy", 8)
    n = R.choice([10, 12, 14, 16])
    if t == 0:
        snip = json.dumps({"MinimumPasswordLength": n, "RequireSymbols": True, "RequireNumbers": True, "RequireUppercaseCharacters": True,
                           "MaxPasswordAge": 90, "PasswordReusePrevention": 5}, indent=2)
        what = ("the IAM account password policy", "IAM 계정 비밀번호 정책")
    elif t == 1:
        snip = f"length({n}) and upperCase(1) and digits(1) and specialChars(1) and notUsername(undefined) and passwordHistory(5)"
        what = ("the Keycloak realm password policy", "Keycloak realm 비밀번호 정책")
    elif t == 2:
        snip = f"AUTH_PASSWORD_VALIDATORS = [\n    {{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {{'min_length': {n}}}}},\n    {{'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'}},\n]"
        what = ("Django's password validators", "Django 비밀번호 validator")
    elif t == 3:
        snip = f"minlen = {n}\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3\nenforce_for_root"
        what = ("pam_pwquality settings", "pam_pwquality 설정")
    elif t == 4:
        snip = f"PASSWORD_MIN_LENGTH={n}\nPASSWORD_MAX_AGE_DAYS=90\nLOGIN_LOCKOUT_ATTEMPTS=5\nBCRYPT_ROUNDS=12"
        what = ("the app's password settings", "앱 비밀번호 관련 설정")
    elif t == 5:
        snip = "argon2id, m=19456 KiB, t=2, p=1 (OWASP baseline)"
        what = ("the hashing parameters", "해싱 파라미터")
    elif t == 6:
        snip = L(lang, f"At least {n} characters, no composition rules, check against breached-password lists, no forced periodic rotation (NIST 800-63B).",
                 f"영문 대/소문자, 숫자, 특수문자 중 3종류 이상 조합 시 최소 {max(n - 2, 8)}자리, 분기별 변경, 직전 비밀번호 재사용 금지 (사내 보안 지침)")
        what = ("the policy text", "정책 문구")
    else:
        snip = f"password_encryption = scram-sha-256\n# pg_hba.conf\nhost  all  all  10.0.0.0/8  scram-sha-256"
        what = ("the Postgres auth settings", "Postgres 인증 설정")
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"I didn't know new service accounts have to satisfy {what[0]}; account creation kept failing.",
                   f"Nobody told me about {what[0]} before I wrote the signup validation.", f"The audit asked about {what[0]} and I had to find it:"])
        if not mc.endswith(":"):
            mc += " It is:"
        mc += block
        le = pick(["Client-side validation must match the server rules exactly or users get confusing errors.",
                   "Generated passwords from the vault always satisfy it; hand-typed ones often don't.",
                   "The policy applies to new passwords only; existing ones are checked at next change."])
        ask = pick(["Is the security team planning to change these rules?", "Should service accounts be exempt from rotation?", ""])
    else:
        mc = pick([f"신규 서비스 계정이 {J(what[1], '을/를')} 만족해야 한다는 걸 몰라서 계정 생성이 계속 실패함.",
                   f"회원가입 검증 짜기 전에 {what[1]} 얘기를 못 들었음.", f"감사에서 {J(what[1], '을/를')} 물어봐서 찾아야 했음:"])
        if not mc.endswith(":"):
            mc += " 내용:"
        mc += block
        le = pick(["클라이언트 검증이 서버 규칙이랑 정확히 같아야 사용자가 헷갈리지 않음.", "볼트에서 생성한 비번은 항상 통과하는데 손으로 만든 건 자주 실패함.",
                   "정책은 새 비밀번호에만 적용되고 기존 건 다음 변경 때 검사됨."])
        ask = pick(["보안팀이 이 규칙 바꿀 계획이 있나요?", "서비스 계정은 주기적 변경 예외인가요?", ""])
    return mk(f"clean: password policy — {what[0]}", mc, le, ask, [], None)

# ---------------------------------------------------------------------------
# clean: authentication error messages
# ---------------------------------------------------------------------------
def clean_autherr(lang):
    en = lang == "en"
    user, host = pick(USERS), pick(HOSTS)
    t = deck("clean_autherr", 18)
    if t == 0:
        err = f'psql: error: connection to server at "{host}" (10.0.3.17), port 5432 failed: FATAL:  password authentication failed for user "{user}"'
        sysn = "Postgres"
    elif t == 1:
        err = f"ERROR 1045 (28000): Access denied for user '{user}'@'172.18.0.{R.randint(2, 30)}' (using password: YES)"
        sysn = "MySQL"
    elif t == 2:
        fake = "sk-proj-" + "*" * R.randint(60, 120) + rs(ALNUM, 4)
        err = f"openai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: {fake}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}}}"
        sysn = "OpenAI"
    elif t == 3:
        err = "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid."
        sysn = "AWS"
    elif t == 4:
        err = f"An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.\nRequestId: {rs(UPDIG, 16)}"
        sysn = "S3"
    elif t == 5:
        err = f"remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/{pick(ORGS)}/{pick(SVCS)}.git/'"
        sysn = "GitHub"
    elif t == 6:
        err = f"remote: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password.\nfatal: Authentication failed for 'https://gitlab.com/{pick(ORGS)}/{pick(SVCS)}.git/'"
        sysn = "GitLab"
    elif t == 7:
        err = pick(["(error) NOAUTH Authentication required.", "(error) WRONGPASS invalid username-password pair or user is disabled."])
        sysn = "Redis"
    elif t == 8:
        err = "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512"
        sysn = "Kafka"
    elif t == 9:
        err = f"SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted. For more information, go to\\n5.7.8  https://support.google.com/mail/?p=BadCredentials {rs(LOWDIG, 12)}.{R.randint(10, 99)} - gsmtp')"
        sysn = "Gmail SMTP"
    elif t == 10:
        err = f"TokenExpiredError: jwt expired\n    at /app/node_modules/jsonwebtoken/verify.js:190:21 {{\n  expiredAt: 2025-0{R.randint(1, 9)}-1{R.randint(0, 9)}T10:00:00.000Z\n}}"
        sysn = "the auth middleware"
    elif t == 11:
        err = (f"AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, "
               f"for a secret added to app '{uuid4()}'.\nTrace ID: {uuid4()}\nCorrelation ID: {uuid4()}\nTimestamp: 2025-0{R.randint(1, 9)}-12 08:31:07Z")
        sysn = "Entra ID"
    elif t == 12:
        fake = "sk_live_" + "*" * 24 + rs(ALNUM, 4)
        err = f"StripeAuthenticationError: Invalid API Key provided: {fake}"
        sysn = "Stripe"
    elif t == 13:
        err = 'Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password'
        sysn = "Docker Hub"
    elif t == 14:
        err = "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! To correct this please try logging in again with:\nnpm ERR!     npm login"
        sysn = "npm"
    elif t == 15:
        err = "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})"
        sysn = "Google OAuth"
    elif t == 16:
        err = "error: You must be logged in to the server (Unauthorized)"
        sysn = "kubectl"
    else:
        err = f'{{"ok":false,"error":"{pick(["invalid_auth", "not_authed", "token_revoked", "account_inactive"])}","warning":"missing_charset"}}'
        sysn = "Slack"
    block = fmt_snip(err, True)
    if en:
        mc = pick([f"Nobody told me the {sysn} credentials for {pick(ENVS)} had changed. The job died with:",
                   f"I wasn't told {pick(SVCS)} authenticates to {sysn} with its own account; I got:",
                   f"The deploy failed on the {sysn} step:"]) + block
        le = pick([f"The error is about the credential, not the network; re-pulling the value from the secret store fixed it.",
                   f"The rotated value had been updated in the vault but the pod was still running with the old environment.",
                   f"{sysn} gives the same message for a wrong user and a wrong password, so check both."])
        if t in (2, 12):
            le = "Error messages like this are safe to paste; the vendor masks the key except for the last four characters."
        ask = pick([f"Who gets notified when {sysn} credentials are rotated?", "Can rotations trigger a restart automatically?", ""])
    else:
        mc = pick([f"{pick(ENVS_KO)} {sysn} 자격 증명이 바뀐 걸 아무도 안 알려줌. 잡이 이렇게 죽음:", f"{J(pick(SVCS), '이/가')} 자체 계정으로 {sysn} 인증한다는 걸 몰랐음. 받은 에러:",
                   f"배포가 {sysn} 단계에서 실패:"]) + block
        le = pick(["네트워크 문제가 아니라 자격 증명 문제였음. 시크릿 스토어에서 값 다시 받아오니 해결.", "볼트 값은 갱신됐는데 pod가 예전 env로 떠 있었음.",
                   f"{J(sysn, '은/는')} 사용자명이 틀려도 비번이 틀려도 같은 메시지라 둘 다 확인해야 함."])
        if t in (2, 12):
            le = "이런 에러 메시지는 붙여도 됨. 키는 벤더가 끝 4자리 빼고 마스킹함."
        ask = pick([f"{sysn} 자격 증명 로테이션되면 누구한테 알림이 가나요?", "로테이션 시 자동 재시작되게 할 수 있나요?", ""])
    return mk(f"clean: auth error message ({sysn})", mc, le, ask, [], None)


# ---------------------------------------------------------------------------
# clean: rotation / revocation talk without the value
# ---------------------------------------------------------------------------
def clean_rotation(lang):
    en = lang == "en"
    k, var, items = var_kind()
    V = k["vendor"]
    svc = fmt_svc(pick(SVCS), lang)
    acct = rs(DIG, 12)
    t = deck("clean_rotation", 8)
    if en:
        S = [
            (f"I didn't know the {V} key had leaked into a CI log last week.", f"Rotated the {V} {k['thing']} from the dashboard and revoked the old one; the new value lives only in the {pick(['Doppler prd config', 'vault', 'AWS Secrets Manager entry'])}. {svc} picked it up after a rollout restart."),
            (f"Nobody told me GitHub secret scanning had opened alert #{R.randint(10, 400)} for {var}.", f"Revoked it, confirmed with the vendor's token-check endpoint that the old one returns 401, and closed the alert with 'revoked'."),
            (f"I wasn't aware CI still used long-lived AWS keys.", f"Switched the workflow to OIDC: `aws-actions/configure-aws-credentials` assumes arn:aws:iam::{acct}:role/gha-deploy; the old IAM user's keys are deactivated, to be deleted in 30 days."),
            (f"Missing context: {var} rotates automatically every {pick([30, 60, 90])} days.", f"The rotation Lambda updates the secret and the CSI driver refreshes the mounted file within ~2 minutes, but {svc} reads it only at start, so it needs a restart hook."),
            (f"The {V} integration broke right after the quarterly rotation.", f"Old and new {k['thing']}s overlap for 24h; {svc} was pinned to the old version ID of the secret instead of AWSCURRENT."),
            (f"Nobody said {pick(PEOPLE_EN)} left and their personal {V} token was used by a cron.", f"Replaced it with a service account token owned by the platform team; the personal token was revoked by IT."),
            (f"I didn't know {var} had two active values during the rotation window.", f"{svc} accepts both the previous and the current value for 1 hour; after that only the current one."),
            (f"Nobody mentioned the {V} key had no expiry.", f"Set an expiry of 90 days on the new key and added a calendar reminder plus a Datadog monitor on 401s from {V}."),
        ]
        mc, le = S[t]
        ask = pick([f"Who else should be told when the {V} key is rotated?", "Should rotation be automated for this one too?", "", "Can I delete the old key now?"])
    else:
        S = [
            (f"지난주에 {V} 키가 CI 로그에 노출됐었다는 걸 몰랐음.", f"{V} 대시보드에서 {thing_ko(k['thing'])} 로테이션하고 예전 건 폐기함. 새 값은 {pick(['Doppler prd 설정', '볼트', 'AWS Secrets Manager'])}에만 있음. {J(svc, '은/는')} rollout restart 후 반영됨."),
            (f"GitHub secret scanning이 {var} 관련 알림 #{J(str(R.randint(10, 400)), '을/를')} 띄운 걸 아무도 안 알려줌.", "폐기 후 벤더 토큰 확인 API로 예전 값이 401 나는 거 확인하고 알림을 revoked로 닫음."),
            ("CI가 아직 장기 AWS 키를 쓰고 있다는 걸 몰랐음.", f"워크플로를 OIDC로 바꿈: arn:aws:iam::{acct}:role/gha-deploy 를 assume. 예전 IAM 사용자 키는 비활성화, 30일 후 삭제 예정."),
            (f"{J(var, '이/가')} {pick([30, 60, 90])}일마다 자동 로테이션된다는 걸 몰랐음.", f"로테이션 Lambda가 시크릿을 갱신하면 CSI 드라이버가 2분 내로 파일을 갱신하지만 {J(svc, '은/는')} 기동 시에만 읽어서 재시작 훅 필요."),
            (f"분기 로테이션 직후 {V} 연동이 깨짐.", f"예전/새 값이 24시간 겹치는데 {J(svc, '이/가')} AWSCURRENT가 아니라 예전 version ID에 고정돼 있었음."),
            (f"퇴사자 개인 {V} 토큰을 크론이 쓰고 있었다는 걸 몰랐음.", "플랫폼팀 소유 서비스 계정 토큰으로 교체했고 개인 토큰은 IT에서 폐기함."),
            (f"로테이션 중에 {var} 값이 두 개 유효하다는 걸 몰랐음.", f"{J(svc, '은/는')} 이전/현재 값을 1시간 동안 둘 다 허용하고 그 후엔 현재 값만 허용함."),
            (f"{V} 키에 만료가 없다는 걸 아무도 말 안 해줌.", f"새 키는 90일 만료로 만들고, 캘린더 알림이랑 {V} 401 Datadog 모니터 추가함."),
        ]
        mc, le = S[t]
        ask = pick([f"{V} 키 로테이션하면 또 누구한테 알려야 하나요?", "이것도 로테이션 자동화할까요?", "", "예전 키 이제 삭제해도 되나요?"])
    return mk(f"clean: rotation/revocation talk ({V})", mc, le, ask, [], V)


# ---------------------------------------------------------------------------
# clean: publishable keys (documented as public)  -> category tagged " [publishable]"
# ---------------------------------------------------------------------------
def clean_publishable(lang):
    en = lang == "en"
    t = deck("clean_publishable", 22)
    if t == 0:
        v = "pk_live_51" + rs(ALNUM, 97)
        snip, V = f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={v}", "Stripe publishable key"
    elif t == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": f"{pick(ORGS)}-app.firebaseapp.com", "projectId": f"{pick(ORGS)}-app",
               "storageBucket": f"{pick(ORGS)}-app.appspot.com", "messagingSenderId": rs(DIG, 12), "appId": f"1:{rs(DIG, 12)}:web:{hx(22)}"}
        snip, V = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";", "Firebase web config"
    elif t == 2:
        snip, V = f"mapboxgl.accessToken = '{mapbox_token('pk')}';", "Mapbox public token"
    elif t == 3:
        snip, V = f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>', "reCAPTCHA site key"
    elif t == 4:
        snip, V = f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>', "Turnstile site key"
    elif t == 5:
        snip, V = f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>', "hCaptcha sitekey"
    elif t == 6:
        snip, V = f"const searchClient = algoliasearch('{rs(UPDIG, 10)}', '{hx(32)}'); // search-only key", "Algolia search-only key"
    elif t == 7:
        snip, V = f"NEXT_PUBLIC_SUPABASE_URL=https://{rs(LOW, 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supa_jwt('anon')}", "Supabase anon key"
    elif t == 8:
        snip, V = f"Sentry.init({{ dsn: 'https://{hx(32)}@o{R.randint(100000, 4999999)}.ingest.us.sentry.io/{R.randint(1000000, 9999999)}', tracesSampleRate: 0.1 }});", "Sentry DSN"
    elif t == 9:
        snip, V = f"posthog.init('phc_{rs(ALNUM, 43)}', {{ api_host: 'https://us.i.posthog.com' }})", "PostHog project API key"
    elif t == 10:
        host = f"clerk.{pick(ORGS)}.io"
        snip, V = f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64((host + '$').encode()).rstrip('=')}", "Clerk publishable key"
    elif t == 11:
        snip, V = f"const tossPayments = TossPayments('{pick(['test_ck_', 'live_ck_'])}{rs(ALNUM, 28)}');", "Toss Payments client key"
    elif t == 12:
        snip, V = f"Kakao.init('{hx(32)}'); // JavaScript 키", "Kakao JavaScript key"
    elif t == 13:
        snip, V = f"const ldClient = LDClient.initialize('{hx(24)}', {{ kind: 'user', key: userId }});", "LaunchDarkly client-side ID"
    elif t == 14:
        snip, V = f"analytics.load(\"{rs(ALNUM, 32)}\");", "Segment write key (browser)"
    elif t == 15:
        snip, V = f"mixpanel.init('{hx(32)}', {{ track_pageview: true }});", "Mixpanel project token"
    elif t == 16:
        snip, V = f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{hx(32)}', site: 'datadoghq.eu', service: '{pick(SVCS)}' }});", "Datadog RUM client token"
    elif t == 17:
        snip, V = f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{rs(B64U, 35)}&callback=initMap"></script>', "Google Maps JavaScript API key"
    elif t == 18:
        snip, V = f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', 'L{rs(UPDIG, 12)}');", "Square application ID"
    elif t == 19:
        snip, V = f"const checkout = await AdyenCheckout({{ clientKey: '{pick(['test_', 'live_'])}{rs(UPDIG, 32)}', environment: 'live' }});", "Adyen client key"
    elif t == 20:
        snip, V = f"var options = {{ key: 'rzp_live_{rs(ALNUM, 14)}', amount: 49900, currency: 'INR', order_id: 'order_{rs(ALNUM, 14)}' }};", "Razorpay key_id"
    else:
        snip, V = f"Rollbar.init({{ accessToken: '{hx(32)}', captureUncaught: true }}); // post_client_item token", "Rollbar client token"
    block = fmt_snip(snip, "\n" in snip)
    if en:
        mc = pick([f"Secret scanning flagged the frontend bundle and nobody told me this is the {V}, which is meant to be public:",
                   f"I wasn't sure whether the {V} could be committed. It's in the client code:",
                   f"Didn't know the web app ships the {V} to every browser:"]) + block
        le = pick([f"The vendor documents the {V} as safe to expose; access is limited by domain restrictions / server-side rules, not by secrecy.",
                   f"Only the server-side counterpart of the {V} is secret; that one is not in this repo.",
                   "Restricting allowed origins/referrers in the vendor console is what protects it.",
                   f"There is nothing to rotate here; the {V} is visible in the page source of production anyway.",
                   "The scanner rule only matches the prefix, so it can't tell publishable keys from secret ones.",
                   f"The build inlines it at compile time, so the {V} ends up in every JS bundle by design."])
        ask = pick([f"Should the {V} be added to the scanner allowlist?", "Are domain restrictions already configured for this key?", ""])
    else:
        mc = pick([f"시크릿 스캐너가 프론트 번들을 잡았는데, 이건 원래 공개용인 {J(V, '이라는/라는')} 걸 몰랐음:", f"{J(V, '을/를')} 커밋해도 되는지 헷갈렸음. 클라이언트 코드에 있음:",
                   f"웹앱이 {J(V, '을/를')} 모든 브라우저에 내려준다는 걸 몰랐음:"]) + block
        le = pick([f"벤더 문서상 {J(V, '은/는')} 노출돼도 되는 값. 보호는 비밀 유지가 아니라 도메인 제한/서버 측 규칙으로 함.",
                   f"{V}의 서버용 짝(secret)만 비밀이고, 그건 이 레포에 없음.", "벤더 콘솔에서 허용 origin/referrer 제한하는 게 실제 보호 수단.",
                   f"로테이션할 필요 없음. 운영 페이지 소스 보기만 해도 {J(V, '이/가')} 보임.",
                   "스캐너 룰이 prefix만 보고 잡아서 공개 키랑 비밀 키를 구분 못 함.",
                   f"빌드 때 인라인돼서 {J(V, '은/는')} 원래 모든 JS 번들에 들어감."])
        ask = pick([f"{J(V, '을/를')} 스캐너 allowlist에 넣을까요?", "이 키에 도메인 제한 이미 걸려 있나요?", ""])
    return mk(f"clean: publishable key — {V} [publishable]", mc, le, ask, [], V)

# ===========================================================================
# assembly, validation, output
# ===========================================================================
def check_note(n):
    """every rule of FORMAT.txt for one note (raises AssertionError)"""
    if "id" in n:
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
    assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
    f = n["fields"]
    assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
    for key in ("missing_context", "lesson", "ask_next_time"):
        assert isinstance(f[key], str)
    assert f["missing_context"].strip() and f["lesson"].strip(), "empty field"
    assert len(f["missing_context"].encode("utf-8")) <= 1024, "missing_context too long"
    assert len(f["lesson"].encode("utf-8")) <= 1024, "lesson too long"
    assert len(f["ask_next_time"].encode("utf-8")) <= 512, "ask_next_time too long"
    assert isinstance(n["category"], str) and n["category"]
    pub = n["category"].endswith(" [publishable]")
    if n["kind"] == "clean":
        assert n["secrets"] == []
    else:
        assert n["secrets"], "secret note without secrets"
        assert not pub, "only clean notes may be tagged publishable"
    assert len(set(n["secrets"])) == len(n["secrets"])
    for s in n["secrets"]:
        assert isinstance(s, str) and len(s) >= 8, ("short secret", s)
        assert s == s.strip(), ("whitespace", s)
        assert any(s in v for v in f.values()), ("secret not in fields", s)
    for v in f.values():
        spans = []
        for s in n["secrets"]:
            i = v.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = v.find(s, i + 1)
        for s in n["secrets"]:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                i = v.find(w)
                while i >= 0:
                    assert any(a <= i and i + 8 <= b for a, b in spans), ("8-char window outside a secret occurrence", w, s)
                    i = v.find(w, i + 1)


def tidy(n):
    for key in ("missing_context", "lesson", "ask_next_time"):
        n["fields"][key] = n["fields"][key].strip()
    return n


FAMILIES_SECRET = {"conn": fam_conn, "cli": fam_cli, "prose": fam_prose, "key": fam_key, "mfa": fam_mfa, "http": fam_http,
                   "sql": fam_sql, "logs": fam_logs}
FAMILIES_CLEAN = {"refs": clean_refs, "placeholder": clean_placeholder, "docexample": clean_docexample, "hashes": clean_hashes,
                  "ids": clean_ids, "base64": clean_base64, "pubkeys": clean_pubkeys, "urls": clean_urls, "cliprose": clean_cliprose,
                  "policy": clean_policy, "autherr": clean_autherr, "rotation": clean_rotation, "publishable": clean_publishable}

PLAN = {
    ("secret", "en"): {"vendor": 98, "conn": 16, "cli": 22, "prose": 22, "key": 8, "mfa": 20, "http": 12, "sql": 8, "logs": 10},
    ("secret", "ko"): {"vendor": 58, "conn": 12, "cli": 14, "prose": 22, "key": 5, "mfa": 15, "http": 8, "sql": 5, "logs": 5},
    ("clean", "en"): {"refs": 30, "placeholder": 22, "docexample": 8, "hashes": 20, "ids": 24, "base64": 10, "pubkeys": 14, "urls": 14,
                      "cliprose": 14, "policy": 8, "autherr": 14, "rotation": 12, "publishable": 26},
    ("clean", "ko"): {"refs": 20, "placeholder": 14, "docexample": 5, "hashes": 13, "ids": 17, "base64": 6, "pubkeys": 9, "urls": 9,
                      "cliprose": 10, "policy": 7, "autherr": 10, "rotation": 9, "publishable": 15},
}
STATS = {"redraws": 0, "redraw_reasons": []}


GENERIC_ASK = {"en": ["Where should I have looked for this first?", "Who should I ask about this next time?",
                      "Is this documented somewhere I missed?", "Should this go into the onboarding doc?",
                      "Is there an owner for this I should loop in next time?"],
               "ko": ["다음엔 이걸 어디서 먼저 찾아봐야 하나요?", "이런 건 누구한테 물어보면 되나요?", "제가 놓친 문서가 있나요?",
                      "온보딩 문서에 추가할까요?", "다음에 같이 확인할 담당자가 있나요?"]}


def attempt(fn, *args):
    for _ in range(40):
        n = tidy(fn(*args))
        if not n["fields"]["ask_next_time"] and chance(0.55):
            n["fields"]["ask_next_time"] = pick(GENERIC_ASK[args[-1]])
        n["kind"] = "secret" if n["secrets"] else "clean"
        n["lang"] = args[-1]
        try:
            check_note(n)
            return n
        except AssertionError as e:
            STATS["redraws"] += 1
            STATS["redraw_reasons"].append(str(e)[:90])
    raise RuntimeError("could not build a valid note with " + fn.__name__)


def build():
    notes = []
    # vendor decks: every vendor at most once across the vendor notes
    ko_vendors = [v for v in VENDOR_NAMES if any(k["ko"] for k in KINDS if k["vendor"] == v)]
    other = [v for v in VENDOR_NAMES if v not in ko_vendors]
    R.shuffle(ko_vendors)
    R.shuffle(other)
    n_ko = PLAN[("secret", "ko")]["vendor"]
    n_en = PLAN[("secret", "en")]["vendor"]
    deck_ko = ko_vendors + other[:n_ko - len(ko_vendors)]
    deck_en = other[n_ko - len(ko_vendors):n_ko - len(ko_vendors) + n_en]
    assert len(deck_ko) == n_ko and len(deck_en) == n_en
    for (kind, lang), fams in PLAN.items():
        for fam, count in fams.items():
            for i in range(count):
                if fam == "vendor":
                    vname = (deck_en if lang == "en" else deck_ko)[i]
                    ks = [k for k in KINDS if k["vendor"] == vname]
                    n = attempt(lambda k, lg: vendor_note(k, lg), pick(ks), lang)
                elif kind == "secret":
                    n = attempt(FAMILIES_SECRET[fam], lang)
                else:
                    n = attempt(FAMILIES_CLEAN[fam], lang)
                assert n["kind"] == kind, (fam, n["category"])
                n["family"] = fam
                notes.append(n)
    return notes


def main():
    import os
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v118.jsonl")
    notes = build()
    R.shuffle(notes)
    final = []
    for i, n in enumerate(notes, 1):
        o = {"id": f"fv{i:03d}", "lang": n["lang"], "kind": n["kind"], "category": n["category"],
             "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                        "ask_next_time": n["fields"]["ask_next_time"]},
             "secrets": n["secrets"]}
        check_note(o)
        final.append(o)
    # set-level rules
    assert len(final) == 720
    ids = [o["id"] for o in final]
    assert len(set(ids)) == 720 and ids[0] == "fv001" and ids[-1] == "fv720"
    cnt = {}
    for o in final:
        cnt[(o["kind"], o["lang"])] = cnt.get((o["kind"], o["lang"]), 0) + 1
    assert cnt == {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}, cnt
    for o in final:
        if o["category"].endswith(" [publishable]"):
            assert o["kind"] == "clean"
    # no listed secret of any note appears in any clean note
    clean_text = "\n".join(v for o in final if o["kind"] == "clean" for v in o["fields"].values())
    for o in final:
        for s in o["secrets"]:
            assert s not in clean_text, ("secret leaked into a clean note", s)
    data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in final).encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # statistics for the README (stderr only; the jsonl is the product)
    vend = []
    for n in notes:
        if n["kind"] == "secret" and n.get("vendor") and n["vendor"] not in vend:
            vend.append(n["vendor"])
    fam_cnt = {}
    for n in notes:
        key = (n["kind"], n["lang"], n["family"])
        fam_cnt[key] = fam_cnt.get(key, 0) + 1
    print("sha256", hashlib.sha256(data).hexdigest(), file=sys.stderr)
    print("counts", cnt, file=sys.stderr)
    vn = []
    for n in notes:
        if n["family"] == "vendor" and n["vendor"] not in vn:
            vn.append(n["vendor"])
    print("distinct vendors in vendor-credential notes:", len(vn), file=sys.stderr)
    print("distinct vendors/services tagged in all secret notes:", len(vend), file=sys.stderr)
    print("vendors:", "; ".join(vend), file=sys.stderr)
    print("publishable-tagged:", sum(1 for o in final if o["category"].endswith(" [publishable]")), file=sys.stderr)
    print("secrets listed:", sum(len(o["secrets"]) for o in final), file=sys.stderr)
    print("redraws:", STATS["redraws"], file=sys.stderr)
    for r in STATS["redraw_reasons"][:40]:
        print("  redraw:", r, file=sys.stderr)
    for key in sorted(fam_cnt):
        print("family", key, fam_cnt[key], file=sys.stderr)


if __name__ == "__main__":
    main()
