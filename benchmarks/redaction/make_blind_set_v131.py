#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v131.py -- generator of the blind evaluation set v131 for a
credential-redaction filter (memory notes of AI coding agents).

Python 3 standard library only, no network, deterministic: a single
random.Random(131_2026_1128) drives every choice; no set iteration, no hash().

Usage:  python3 make_blind_set_v131.py [output_path]
Default output: blind_set_v131.jsonl next to this script.
"""
import base64
import hashlib
import hmac
import json
import os
import string
import sys
import urllib.parse
import zlib
import random

SEED = 131_2026_1128
R = random.Random(SEED)

# ---------------------------------------------------------------- alphabets
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO            # base62 order used by GitHub/npm checksums
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
LOALNUM = LO + DIG
UPALNUM = UP + DIG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64e(s.encode())


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def base62(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = ALNUM[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, n=30):
    """GitHub / npm style: 30 base62 chars + 6-char base62 CRC32 checksum."""
    body = rs(ALNUM, n)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def b58encode(b):
    num = int.from_bytes(b, "big")
    out = ""
    while num:
        num, r = divmod(num, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


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


def convertbits(data, frombits, tobits, pad=True):
    acc = 0
    bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32(hrp, data5):
    values = _hrp_expand(hrp) + data5
    polymod = _polymod(values + [0] * 6) ^ 1
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def jwt(payload, header=None, key=None, sig_bytes=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    if sig_bytes:
        s = b64u(rbytes(sig_bytes))
    else:
        s = b64u(hmac.new(key or rbytes(32), (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + s


def pct(s):
    return urllib.parse.quote(s, safe="")


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int(b):
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def ts_epoch():
    return R.randint(1_704_067_200, 1_764_000_000)


def hexcolor():
    return "#" + rs(HEX, 6)


# ---------------------------------------------------------------- pools
EN_NAMES = ["dana", "mike", "priya", "tomas", "sofia", "liam", "chen", "amara", "jonas", "noah",
            "fatima", "lucas", "hana", "omar", "eva", "raj", "marta", "felix", "yuki", "sam"]
KO_NAMES = ["민수", "지현", "서연", "준호", "하은", "도윤", "예린", "현우", "수빈", "태호",
            "지훈", "유나", "성민", "다은", "재원", "소희"]
KO_ROMAN = ["minsu", "jihyun", "seoyeon", "junho", "haeun", "doyoon", "yerin", "hyunwoo",
            "subin", "taeho", "jihoon", "yuna", "sungmin", "daeun", "jaewon", "sohee"]
SERVICES = ["billing-api", "ingest-worker", "notif-service", "checkout", "search-indexer", "admin-portal",
            "report-cron", "auth-gateway", "media-pipeline", "crm-sync", "partner-webhooks", "ledger",
            "scheduler", "mobile-bff", "analytics-etl", "support-bot", "pricing-engine", "inventory"]
ORGS = ["acme", "northwind", "globex", "initech", "hooli", "umbrella", "contoso", "vandelay",
        "soylent", "wayne-ent", "stark-labs", "pied-piper", "blueorbit", "hanbit", "saebyeok"]
DOMAINS = ["acme.io", "northwind.dev", "globex.com", "initech.net", "hooli.xyz", "contoso.co",
           "vandelay.io", "blueorbit.app", "hanbit.co.kr", "saebyeok.kr", "pied-piper.com"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-southeast-1"]
TIMES = ["09:14", "10:02", "11:47", "13:05", "14:31", "16:58", "17:20", "18:44", "21:03", "23:19"]
ENV_STAGES = ["staging", "prod", "dev", "qa", "sandbox", "preview"]
EN_WORDS = ["orbit", "candle", "mosaic", "thunder", "velvet", "harbor", "pepper", "lantern", "glacier",
            "meadow", "copper", "falcon", "willow", "saddle", "ember", "quartz", "nectar", "tundra",
            "marble", "cobalt", "juniper", "pixel", "raven", "summit", "tulip", "walnut", "zephyr",
            "basil", "cactus", "dolphin", "fjord", "goblin", "hazel", "igloo", "jigsaw", "kettle"]
BASE_WORDS = ["Summer", "Winter", "Autumn", "Spring", "Monkey", "Dragon", "Sunshine", "Shadow",
              "Bluefish", "Tiger", "Rocket", "Galaxy", "Pumpkin", "Falcon", "Coffee", "Marley",
              "Buster", "Biscuit", "Charlie", "Phoenix", "Welcome", "Yankees", "Arsenal", "Hunter"]
KO_PW_WORDS = ["사랑해", "행복하자", "우리집", "고양이", "강아지", "하늘", "바다", "서울", "부산",
               "보리", "초코", "토끼", "여름밤", "겨울왕국", "별빛", "달빛", "민트", "호랑이", "눈사람"]
SYMS = "!@#$%^&*-_+=?.~"
PW_SYMS = "!@#$%^&*()-_=+[]{}<>?.,:;~"

CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
        "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(s):
    """Dubeolsik keyboard: what a Hangul word becomes when typed with the IME in English mode."""
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            i = c - 0xAC00
            out.append(CHO[i // 588] + JUNG[(i % 588) // 28] + JONG[i % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- password styles
def pw_human():
    w = pick(BASE_WORDS)
    return pick([
        lambda: w + str(R.randint(1970, 2025)) + pick("!@#$*"),
        lambda: w + pick("!@#$") + str(R.randint(10, 99)),
        lambda: w.lower() + str(R.randint(100, 9999)) + pick("!?"),
        lambda: pick(EN_NAMES).capitalize() + pick(["0612", "1108", "0304", "2207", "1995", "88"]) + pick("!@#"),
        lambda: w + "_" + pick(["prod", "admin", "dev", "db"]) + str(R.randint(1, 99)),
    ])()


def pw_passphrase():
    n = R.randint(4, 5)
    words = R.sample(EN_WORDS, n)
    sep = pick(["-", ".", "_", " "])
    if sep == " ":
        return " ".join(words)
    ws = [w.capitalize() if R.random() < 0.3 else w for w in words]
    return sep.join(ws) + (str(R.randint(1, 99)) if R.random() < 0.5 else "")


def pw_generated(n=None, syms=PW_SYMS):
    n = n or R.randint(16, 28)
    while True:
        p = rs(ALNUM + syms, n)
        if (any(c in syms for c in p) and any(c.isdigit() for c in p)
                and any(c.isupper() for c in p) and any(c.islower() for c in p)):
            return p


def pw_korean_keyboard():
    w = pick(KO_PW_WORDS)
    if R.random() < 0.4:
        w += pick(KO_PW_WORDS)
    q = hangul_to_qwerty(w)
    return q + pick(["", "!", "@", "#"]) + pick([str(R.randint(1, 9999)).zfill(4), "12!@", "0701", "!!"])


def pw_hangul():
    w = pick(KO_PW_WORDS) + pick(KO_PW_WORDS)
    return w + str(R.randint(10, 2025)) + pick(["!", "@", "#", ""])


def pw_any(styles=("human", "passphrase", "generated", "kokey")):
    st = pick(list(styles))
    f = {"human": pw_human, "passphrase": pw_passphrase, "generated": pw_generated,
         "kokey": pw_korean_keyboard, "hangul": pw_hangul}[st]
    p = f()
    while len(p) < 8:
        p = f()
    return p


def pw_safe(styles=("human", "passphrase", "generated", "kokey")):
    """password without quotes, backslash, space or $ (embeds into any syntax)."""
    while True:
        p = pw_any(styles)
        if not any(c in p for c in "'\"\\ $`"):
            return p


def pw_charset(allowed, styles=("human", "passphrase", "generated", "kokey"), alnum_first=False):
    """password whose non-alphanumeric characters are all in `allowed` (for formats that would need escaping)."""
    while True:
        p = pw_any(styles)
        if all(ch.isalnum() or ch in allowed for ch in p) and (not alnum_first or p[0].isalnum()):
            return p


# ================================================================ token shapes
def t_aws_pair():
    kid = "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = rs(UP + LO + DIG + "/+", 40)
    return kid, sec


def t_aws_session():
    kid = "ASIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = rs(UP + LO + DIG + "/+", 40)
    tok = b64e(b"!\n\torigin_ec" + rbytes(R.randint(230, 260)))
    return kid, sec, tok


def t_openai():
    kind = pick(["proj", "proj", "svcacct", "admin"])
    return "sk-%s-" % kind + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def t_anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def t_google_api():
    return "AIza" + rs(B64URL, 35)


def t_slack_bot():
    return "xoxb-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**12, 10**13), rs(ALNUM, 24))


def t_slack_user():
    return "xoxp-%d-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**10, 10**12),
                                 R.randint(10**12, 10**13), hexs(32))


def t_slack_app():
    return "xapp-1-A%s-%d-%s" % (rs(UPALNUM, 10), R.randint(10**12, 10**13), hexs(64))


def t_discord_bot():
    uid = str(R.randint(10**17, 10**18))
    return b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def t_telegram():
    return "%d:AA%s" % (R.randint(10**9, 8 * 10**9), rs(B64URL, 33))


def t_twitter_bearer():
    return "A" * 22 + rs(ALNUM, 8) + "A" * 7 + pct(b64e(rbytes(24))) + "%3D" + rs(ALNUM, 50)


def t_sentry():
    payload = {"iat": float(ts_epoch()) + R.random(), "url": "https://sentry.io",
               "region_url": "https://%s.sentry.io" % pick(["us", "de"]), "org": pick(ORGS)}
    return "sntrys_" + b64e(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64[:-2] + "+/", 43)


def t_grafana_cloud():
    payload = {"o": str(R.randint(100000, 999999)), "n": "stack-%d-hm-read-%s" % (R.randint(100000, 999999), pick(ORGS)),
               "k": rs(ALNUM, 24), "m": {"r": pick(["us", "eu", "prod-ap-northeast-0"])}}
    return "glc_" + b64e(json.dumps(payload, separators=(",", ":")).encode())


def t_jfrog_ref():
    return b64e(("reftkn:01:%d:%s" % (ts_epoch() + 10**8, rs(ALNUM, 27))).encode()).rstrip("=")


def t_intercom():
    u = uuid4().replace("-", "_")
    return b64e(("tok:%s:1:0" % u).encode())


def t_cf_tunnel():
    d = {"a": hexs(32), "t": uuid4(), "s": b64e(rbytes(32))}
    return b64e(json.dumps(d, separators=(",", ":")).encode())


def t_mapbox(prefix):
    user = pick(ORGS).replace("-", "")
    mid = b64u(json.dumps({"u": user, "a": "cl" + rs(LOALNUM, 23)}, separators=(",", ":")).encode())
    return prefix + "." + mid + "." + rs(B64URL, 22)


def t_supabase_jwt(role):
    ref = rs(LO, 20)
    iat = ts_epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 10 * 365 * 86400}), ref


def t_age_secret():
    return bech32("age-secret-key-", convertbits(list(rbytes(32)), 8, 5)).upper()


def t_age_public():
    return bech32("age", convertbits(list(rbytes(32)), 8, 5))


def t_btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def t_btc_addr():
    return bech32("bc", [0] + convertbits(list(rbytes(20)), 8, 5))


def t_pypi():
    raw = b"\x02\x01\x08pypi.org\x02\x25\x00\x02\x1e" + uuid4().encode() + b"\x00\x02\x06" + rbytes(8) + b"\x00\x00\x06 " + rbytes(32)
    return "pypi-" + b64u(raw)


def t_fcm():
    return "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)


def t_google_refresh():
    return "1//0" + rs(B64URL, 2) + rs(B64URL, 97)


def t_google_access():
    return "ya29.a0" + rs(B64URL, 160)


def t_azure_storage():
    return b64e(rbytes(64))


def t_azure_client_secret():
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)


def t_doppler():
    return "dp.st.%s." % pick(["prd", "stg", "dev"]) + rs(ALNUM, 40)


def t_1password():
    d = {"signInAddress": "%s.1password.com" % pick(ORGS), "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
         "iterations": 650000, "salt": b64u(rbytes(16))}, "email": "%s@1passwordserviceaccounts.com" % rs(LOALNUM, 13),
         "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
         "kty": "oct", "kid": "mp"}, "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5),
         rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5)), "deviceUuid": rs(LOALNUM, 26)}
    return "ops_" + b64u(json.dumps(d, separators=(",", ":")).encode())


def t_salesforce():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 4) + "." + rs(ALNUM + "._", 96)


def t_line_token():
    return rs(ALNUM + "+/", 170) + "="


def t_elastic():
    return b64e((rs(B64URL, 20) + ":" + rs(B64URL, 22)).encode())


def t_pagerduty():
    return "u+" + rs(ALNUM + "_-", 18)


def t_okta():
    return "00" + rs(B64URL, 40)


def t_braintree():
    return "access_token$production$%s$%s" % (rs(LOALNUM, 16), hexs(32))


def t_ably():
    return "%s.%s:%s" % (rs(ALNUM, 6), rs(ALNUM, 6), rs(B64URL, 43))


def t_tailscale():
    return "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)


def t_ngrok():
    return "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)


def t_wireguard():
    return b64e(rbytes(32))


def t_tfc():
    return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)


def t_atlassian():
    return "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)


def t_clickup():
    return "pk_%d_%s" % (R.randint(10**7, 10**8), rs(UPALNUM, 32))


def t_asana():
    return "2/%d/%d:%s" % (R.randint(10**15, 10**16), R.randint(10**15, 10**16), hexs(32))


def t_infisical():
    return "st.%s.%s.%s" % (uuid4(), hexs(32), hexs(32))


def t_mercadopago():
    return "APP_USR-%d-%06d-%s-%d" % (R.randint(10**15, 10**16), R.randint(0, 999999), hexs(32), R.randint(10**8, 10**9))


def t_fly():
    return "fm2_" + rs(B64[:-2] + "+/", 240) + "=="  # shown after the FlyV1 scheme word


def t_upstash():
    return "A" + rs("XYZ", 1) + rs(ALNUM, 3) + "AIjcDE" + rs(B64URL, 54)


def t_turso():
    iat = ts_epoch()
    return jwt({"a": "rw", "iat": iat, "id": uuid4()}, header={"alg": "EdDSA", "typ": "JWT"}, sig_bytes=64)


def t_generic_jwt(iss, role=None):
    iat = ts_epoch()
    p = {"sub": str(R.randint(1000, 999999)), "iss": iss, "iat": iat, "exp": iat + R.choice([3600, 86400, 604800, 31536000])}
    if role:
        p["role"] = role
    return jwt(p)


def t_k8s_sa_jwt(ns, sa):
    iat = ts_epoch()
    p = {"aud": ["https://kubernetes.default.svc"], "exp": iat + 31536000, "iat": iat,
         "iss": "https://kubernetes.default.svc", "kubernetes.io": {"namespace": ns,
         "serviceaccount": {"name": sa, "uid": uuid4()}}, "sub": "system:serviceaccount:%s:%s" % (ns, sa)}
    return jwt(p, header={"alg": "RS256", "kid": b64u(rbytes(32))}, sig_bytes=256)


# ================================================================ vendor table
# gen() returns [(NAME, value, is_secret)], first secret = primary token.
# auth: curl header template with @T@ (primary) ; url: endpoint ; sdk: {lang: code with @T@}
VENDORS = []


def V(name, env, gen, auth=None, url=None, sdk=None, tf=None, region="global"):
    VENDORS.append({"name": name, "env": env, "gen": gen, "auth": auth, "url": url,
                    "sdk": sdk or {}, "tf": tf, "region": region})


def one(env, f):
    return lambda: [(env, f(), True)]


BEARER = "Authorization: Bearer @T@"

V("OpenAI", "OPENAI_API_KEY", one("OPENAI_API_KEY", t_openai), BEARER, "https://api.openai.com/v1/models",
  {"py": 'client = OpenAI(api_key="@T@")', "js": 'const openai = new OpenAI({ apiKey: "@T@" });',
   "go": 'client := openai.NewClient(option.WithAPIKey("@T@"))'})
V("Anthropic", "ANTHROPIC_API_KEY", one("ANTHROPIC_API_KEY", t_anthropic), "x-api-key: @T@",
  "https://api.anthropic.com/v1/messages",
  {"py": 'client = anthropic.Anthropic(api_key="@T@")', "ts": 'const anthropic = new Anthropic({ apiKey: "@T@" });'})
V("Google Gemini API", "GEMINI_API_KEY", one("GEMINI_API_KEY", t_google_api), "x-goog-api-key: @T@",
  "https://generativelanguage.googleapis.com/v1beta/models",
  {"py": 'client = genai.Client(api_key="@T@")'})
V("GitHub", "GITHUB_TOKEN", one("GITHUB_TOKEN", lambda: crc_token("ghp_")), "Authorization: token @T@",
  "https://api.github.com/user", {"py": 'gh = Github("@T@")', "js": 'const octokit = new Octokit({ auth: "@T@" });'},
  tf='provider "github" {\n  owner = "@ORG@"\n  token = "@T@"\n}')
V("GitHub (fine-grained PAT)", "GH_TOKEN", one("GH_TOKEN", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)),
  BEARER, "https://api.github.com/repos/@ORG@/infra")
V("GitHub App installation", "GITHUB_APP_TOKEN", one("GITHUB_APP_TOKEN", lambda: crc_token("ghs_")), BEARER,
  "https://api.github.com/installation/repositories")
V("GitLab", "GITLAB_TOKEN", one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64URL, 20)), "PRIVATE-TOKEN: @T@",
  "https://gitlab.com/api/v4/projects", {"py": 'gl = gitlab.Gitlab("https://gitlab.com", private_token="@T@")'},
  tf='provider "gitlab" {\n  token = "@T@"\n}')
V("GitLab Runner", "RUNNER_TOKEN", one("RUNNER_TOKEN", lambda: "glrt-" + rs(B64URL, 20)))
V("Slack", "SLACK_BOT_TOKEN", one("SLACK_BOT_TOKEN", t_slack_bot), BEARER, "https://slack.com/api/auth.test",
  {"py": 'client = WebClient(token="@T@")', "go": 'api := slack.New("@T@")'})
V("Slack (user token)", "SLACK_USER_TOKEN", one("SLACK_USER_TOKEN", t_slack_user), BEARER,
  "https://slack.com/api/search.messages")
V("Slack Socket Mode", "SLACK_APP_TOKEN", one("SLACK_APP_TOKEN", t_slack_app), None, None,
  {"js": 'const app = new App({ appToken: "@T@", socketMode: true });'})
V("Stripe", "STRIPE_SECRET_KEY", one("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(ALNUM, 97)), BEARER,
  "https://api.stripe.com/v1/charges",
  {"py": 'stripe.api_key = "@T@"', "js": "const stripe = require('stripe')('@T@');",
   "rb": "Stripe.api_key = '@T@'", "php": "\\Stripe\\Stripe::setApiKey('@T@');", "java": 'Stripe.apiKey = "@T@";'})
V("Stripe (restricted key)", "STRIPE_RK", one("STRIPE_RK", lambda: "rk_live_51" + rs(ALNUM, 97)), BEARER,
  "https://api.stripe.com/v1/refunds")
V("Stripe webhooks", "STRIPE_WEBHOOK_SECRET", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32)), None, None,
  {"py": 'event = stripe.Webhook.construct_event(payload, sig_header, "@T@")'})
V("AWS", "AWS_ACCESS_KEY_ID", lambda: (lambda k: [("AWS_ACCESS_KEY_ID", k[0], True), ("AWS_SECRET_ACCESS_KEY", k[1], True),
                                                   ("AWS_DEFAULT_REGION", pick(REGIONS), False)])(t_aws_pair()),
  None, None, {"py": 's3 = boto3.client("s3", aws_access_key_id="@T@", aws_secret_access_key="@T2@")',
               "java": 'AwsBasicCredentials creds = AwsBasicCredentials.create("@T@", "@T2@");'},
  tf='provider "aws" {\n  region     = "@REGION@"\n  access_key = "@T@"\n  secret_key = "@T2@"\n}')
V("AWS STS", "AWS_SESSION_TOKEN", lambda: (lambda k: [("AWS_ACCESS_KEY_ID", k[0], True), ("AWS_SECRET_ACCESS_KEY", k[1], True),
                                                       ("AWS_SESSION_TOKEN", k[2], True)])(t_aws_session()))
V("Google OAuth", "GOOGLE_CLIENT_SECRET", lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (
    R.randint(10**11, 10**12), rs(LOALNUM, 32)), False), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])
V("Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", one("GOOGLE_REFRESH_TOKEN", t_google_refresh))
V("Google Cloud access token", "GCP_ACCESS_TOKEN", one("GCP_ACCESS_TOKEN", t_google_access), BEARER,
  "https://storage.googleapis.com/storage/v1/b?project=@ORG@-prod")
V("Twilio", "TWILIO_AUTH_TOKEN", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
  None, None, {"py": 'client = Client("@ID@", "@T@")', "js": "const client = twilio('@ID@', '@T@');"})
V("SendGrid", "SENDGRID_API_KEY", one("SENDGRID_API_KEY", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)), BEARER,
  "https://api.sendgrid.com/v3/mail/send",
  {"py": 'sg = SendGridAPIClient("@T@")', "cs": 'var client = new SendGridClient("@T@");'})
V("Mailgun", "MAILGUN_API_KEY", one("MAILGUN_API_KEY", lambda: hexs(32) + "-" + hexs(8) + "-" + hexs(8)), None, None,
  {"py": 'requests.post(url, auth=("api", "@T@"), data=msg)'})
V("Mailchimp", "MAILCHIMP_API_KEY", one("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(R.randint(1, 21))))
V("Postmark", "POSTMARK_SERVER_TOKEN", one("POSTMARK_SERVER_TOKEN", uuid4), "X-Postmark-Server-Token: @T@",
  "https://api.postmarkapp.com/email")
V("Resend", "RESEND_API_KEY", one("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)), BEARER,
  "https://api.resend.com/emails", {"ts": "const resend = new Resend('@T@');"})
V("Brevo", "BREVO_API_KEY", one("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)), "api-key: @T@",
  "https://api.brevo.com/v3/smtp/email")
V("npm", "NPM_TOKEN", one("NPM_TOKEN", lambda: crc_token("npm_")))
V("PyPI", "PYPI_TOKEN", one("PYPI_TOKEN", t_pypi))
V("Docker Hub", "DOCKERHUB_TOKEN", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64URL, 27)))
V("HashiCorp Vault", "VAULT_TOKEN", one("VAULT_TOKEN", lambda: "hvs." + rs(ALNUM, 24)), "X-Vault-Token: @T@",
  "https://vault.@DOMAIN@:8200/v1/secret/data/app", tf='provider "vault" {\n  address = "https://vault.@DOMAIN@:8200"\n  token   = "@T@"\n}')
V("HCP Terraform", "TFE_TOKEN", one("TFE_TOKEN", t_tfc), BEARER, "https://app.terraform.io/api/v2/organizations")
V("DigitalOcean", "DIGITALOCEAN_TOKEN", one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64)), BEARER,
  "https://api.digitalocean.com/v2/droplets", tf='provider "digitalocean" {\n  token = "@T@"\n}')
V("Heroku", "HEROKU_API_KEY", one("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64URL, 58)), BEARER,
  "https://api.heroku.com/apps", tf='provider "heroku" {\n  api_key = "@T@"\n}')
V("Shopify", "SHOPIFY_ACCESS_TOKEN", one("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32)), "X-Shopify-Access-Token: @T@",
  "https://@ORG@.myshopify.com/admin/api/2024-10/products.json")
V("Atlassian (Jira)", "JIRA_API_TOKEN", one("JIRA_API_TOKEN", t_atlassian))
V("Linear", "LINEAR_API_KEY", one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)), "Authorization: @T@",
  "https://api.linear.app/graphql", {"ts": 'const linear = new LinearClient({ apiKey: "@T@" });'})
V("Notion", "NOTION_TOKEN", one("NOTION_TOKEN", lambda: "ntn_" + str(R.randint(10**10, 10**11)) + rs(ALNUM, 35)), BEARER,
  "https://api.notion.com/v1/search", {"js": 'const notion = new Client({ auth: "@T@" });'})
V("Figma", "FIGMA_TOKEN", one("FIGMA_TOKEN", lambda: "figd_" + rs(B64URL, 40)), "X-Figma-Token: @T@",
  "https://api.figma.com/v1/me")
V("Postman", "POSTMAN_API_KEY", one("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34)), "X-Api-Key: @T@",
  "https://api.getpostman.com/collections")
V("Databricks", "DATABRICKS_TOKEN", one("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32)), BEARER,
  "https://adb-%d.%d.azuredatabricks.net/api/2.0/clusters/list" % (R.randint(10**15, 10**16), R.randint(1, 19)),
  tf='provider "databricks" {\n  host  = "https://adb-4711.11.azuredatabricks.net"\n  token = "@T@"\n}')
V("Hugging Face", "HF_TOKEN", one("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)), BEARER, "https://huggingface.co/api/whoami-v2",
  {"py": 'login(token="@T@")'})
V("Replicate", "REPLICATE_API_TOKEN", one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)), BEARER,
  "https://api.replicate.com/v1/predictions", {"py": 'rep = replicate.Client(api_token="@T@")'})
V("Groq", "GROQ_API_KEY", one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)), BEARER,
  "https://api.groq.com/openai/v1/chat/completions", {"py": 'client = Groq(api_key="@T@")'})
V("Perplexity", "PERPLEXITY_API_KEY", one("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)), BEARER,
  "https://api.perplexity.ai/chat/completions")
V("xAI", "XAI_API_KEY", one("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80)), BEARER, "https://api.x.ai/v1/models")
V("Cohere", "CO_API_KEY", one("CO_API_KEY", lambda: rs(ALNUM, 40)), BEARER, "https://api.cohere.com/v2/chat",
  {"py": 'co = cohere.ClientV2("@T@")'})
V("Mistral AI", "MISTRAL_API_KEY", one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)), BEARER, "https://api.mistral.ai/v1/models",
  {"py": 'client = Mistral(api_key="@T@")'})
V("DeepSeek", "DEEPSEEK_API_KEY", one("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32)), BEARER,
  "https://api.deepseek.com/chat/completions")
V("OpenRouter", "OPENROUTER_API_KEY", one("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64)), BEARER,
  "https://openrouter.ai/api/v1/chat/completions")
V("Fireworks AI", "FIREWORKS_API_KEY", one("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24)), BEARER,
  "https://api.fireworks.ai/inference/v1/models")
V("Together AI", "TOGETHER_API_KEY", one("TOGETHER_API_KEY", lambda: "tgp_v1_" + rs(B64URL, 43)), BEARER,
  "https://api.together.xyz/v1/models")
V("ElevenLabs", "ELEVENLABS_API_KEY", one("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48)), "xi-api-key: @T@",
  "https://api.elevenlabs.io/v1/voices")
V("Pinecone", "PINECONE_API_KEY", one("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63)),
  "Api-Key: @T@", "https://api.pinecone.io/indexes", {"py": 'pc = Pinecone(api_key="@T@")'})
V("Supabase (service_role)", "SUPABASE_SERVICE_ROLE_KEY", lambda: (lambda j: [("SUPABASE_URL", "https://%s.supabase.co" % j[1], False),
                                                                   ("SUPABASE_SERVICE_ROLE_KEY", j[0], True)])(t_supabase_jwt("service_role")),
  None, None, {"ts": 'const supabase = createClient("@ID@", "@T@");'})
V("Supabase (secret key)", "SUPABASE_SECRET_KEY", one("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64URL, 31)))
V("Firebase Cloud Messaging", "FCM_SERVER_KEY", one("FCM_SERVER_KEY", t_fcm), "Authorization: key=@T@",
  "https://fcm.googleapis.com/fcm/send")
V("Sentry", "SENTRY_AUTH_TOKEN", one("SENTRY_AUTH_TOKEN", t_sentry), BEARER, "https://sentry.io/api/0/projects/")
V("Datadog", "DD_API_KEY", lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True), ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "us5.datadoghq.com"]), False)],
  "DD-API-KEY: @T@", "https://api.datadoghq.com/api/v1/validate",
  tf='provider "datadog" {\n  api_key = "@T@"\n  app_key = "@T2@"\n}')
V("New Relic", "NEW_RELIC_API_KEY", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPALNUM, 27)), "Api-Key: @T@",
  "https://api.newrelic.com/graphql", tf='provider "newrelic" {\n  account_id = 3141592\n  api_key    = "@T@"\n}')
V("New Relic (license)", "NEW_RELIC_LICENSE_KEY", one("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL"))
V("PagerDuty", "PAGERDUTY_TOKEN", one("PAGERDUTY_TOKEN", t_pagerduty), "Authorization: Token token=@T@",
  "https://api.pagerduty.com/incidents", tf='provider "pagerduty" {\n  token = "@T@"\n}')
V("Grafana", "GRAFANA_SA_TOKEN", one("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)), BEARER,
  "https://grafana.@DOMAIN@/api/dashboards/home")
V("Grafana Cloud", "GRAFANA_CLOUD_TOKEN", one("GRAFANA_CLOUD_TOKEN", t_grafana_cloud))
V("Cloudflare", "CLOUDFLARE_API_TOKEN", one("CLOUDFLARE_API_TOKEN", lambda: rs(B64URL, 40)), BEARER,
  "https://api.cloudflare.com/client/v4/user/tokens/verify",
  tf='provider "cloudflare" {\n  api_token = "@T@"\n}')
V("Cloudflare Tunnel", "TUNNEL_TOKEN", one("TUNNEL_TOKEN", t_cf_tunnel))
V("Vercel", "VERCEL_TOKEN", one("VERCEL_TOKEN", lambda: rs(ALNUM, 24)), BEARER, "https://api.vercel.com/v9/projects")
V("Netlify", "NETLIFY_AUTH_TOKEN", one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36)), BEARER,
  "https://api.netlify.com/api/v1/sites")
V("Fly.io", "FLY_API_TOKEN", one("FLY_API_TOKEN", t_fly))
V("Render", "RENDER_API_KEY", one("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32)), BEARER, "https://api.render.com/v1/services")
V("Doppler", "DOPPLER_TOKEN", one("DOPPLER_TOKEN", t_doppler), BEARER, "https://api.doppler.com/v3/configs/config/secrets")
V("1Password", "OP_SERVICE_ACCOUNT_TOKEN", one("OP_SERVICE_ACCOUNT_TOKEN", t_1password))
V("Okta", "OKTA_API_TOKEN", one("OKTA_API_TOKEN", t_okta), "Authorization: SSWS @T@",
  "https://@ORG@.okta.com/api/v1/users?limit=25", tf='provider "okta" {\n  org_name  = "@ORG@"\n  base_url  = "okta.com"\n  api_token = "@T@"\n}')
V("Auth0", "AUTH0_CLIENT_SECRET", lambda: [("AUTH0_DOMAIN", "%s.eu.auth0.com" % pick(ORGS), False),
                                           ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)],
  tf='provider "auth0" {\n  domain        = "@ID@"\n  client_id     = "kX2fQ9rTz"\n  client_secret = "@T@"\n}')
V("Azure Storage", "AZURE_STORAGE_KEY", lambda: [("AZURE_STORAGE_ACCOUNT", pick(ORGS).replace("-", "") + "prodsa", False),
                                                 ("AZURE_STORAGE_KEY", t_azure_storage(), True)],
  None, None, {"cs": 'var cred = new StorageSharedKeyCredential("@ID@", "@T@");'})
V("Microsoft Entra ID", "AZURE_CLIENT_SECRET", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                                                        ("AZURE_CLIENT_SECRET", t_azure_client_secret(), True)],
  tf='provider "azurerm" {\n  features {}\n  tenant_id     = "@ID@"\n  client_secret = "@T@"\n}')
V("Azure DevOps", "AZURE_DEVOPS_PAT", one("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52)))
V("Azure OpenAI", "AZURE_OPENAI_API_KEY", one("AZURE_OPENAI_API_KEY", lambda: hexs(32)), "api-key: @T@",
  "https://@ORG@-oai.openai.azure.com/openai/deployments?api-version=2024-10-21")
V("Azure Service Bus", "SERVICEBUS_CONNECTION", lambda: [("SERVICEBUS_KEY", b64e(rbytes(32)), True)])
V("Azure Cosmos DB", "COSMOS_KEY", lambda: [("COSMOS_ENDPOINT", "https://%s-cosmos.documents.azure.com:443/" % pick(ORGS), False),
                                            ("COSMOS_KEY", b64e(rbytes(64)), True)],
  None, None, {"py": 'client = CosmosClient("@ID@", credential="@T@")'})
V("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20), True),
                                                          ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)],
  tf='provider "alicloud" {\n  access_key = "@T@"\n  secret_key = "@T2@"\n  region     = "cn-hangzhou"\n}')
V("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
                                                     ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
V("Naver Cloud Platform", "NCLOUD_ACCESS_KEY", lambda: [("NCLOUD_ACCESS_KEY", rs(UPALNUM, 20), True),
                                                       ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)],
  tf='provider "ncloud" {\n  access_key = "@T@"\n  secret_key = "@T2@"\n  region     = "KR"\n}', region="kr")
V("Kakao (REST API)", "KAKAO_REST_API_KEY", one("KAKAO_REST_API_KEY", lambda: hexs(32)), "Authorization: KakaoAK @T@",
  "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99", region="kr")
V("Kakao (Admin key)", "KAKAO_ADMIN_KEY", one("KAKAO_ADMIN_KEY", lambda: hexs(32)), "Authorization: KakaoAK @T@",
  "https://kapi.kakao.com/v1/user/ids", region="kr")
V("Toss Payments", "TOSS_SECRET_KEY", one("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(ALNUM, 28)), None, None, region="kr")
V("PortOne", "PORTONE_API_SECRET", one("PORTONE_API_SECRET", lambda: rs(ALNUM, 80)), "Authorization: PortOne @T@",
  "https://api.portone.io/payments/order-20241101-0042", region="kr")
V("Naver Developers", "NAVER_CLIENT_SECRET", lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)],
  "X-Naver-Client-Secret: @T@", "https://openapi.naver.com/v1/search/blog.json?query=kotlin", region="kr")
V("Channel Talk", "CHANNEL_ACCESS_SECRET", lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)],
  "x-access-secret: @T2@", "https://api.channel.io/open/v5/user-chats", region="kr")
V("Sendbird", "SENDBIRD_API_TOKEN", one("SENDBIRD_API_TOKEN", lambda: hexs(40)), "Api-Token: @T@",
  "https://api-%s.sendbird.com/v3/users" % uuid4().upper(), region="kr")
V("Solapi", "SOLAPI_API_SECRET", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPALNUM, 32), True)],
  region="kr")
V("Coupang Partners", "COUPANG_SECRET_KEY", lambda: [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hexs(40), True)], region="kr")
V("LINE Messaging API", "LINE_CHANNEL_ACCESS_TOKEN", lambda: [("LINE_CHANNEL_SECRET", hexs(32), True),
                                                              ("LINE_CHANNEL_ACCESS_TOKEN", t_line_token(), True)],
  "Authorization: Bearer @T2@", "https://api.line.me/v2/bot/info", region="kr")
V("Discord", "DISCORD_BOT_TOKEN", one("DISCORD_BOT_TOKEN", t_discord_bot), "Authorization: Bot @T@",
  "https://discord.com/api/v10/users/@me", {"py": 'client.run("@T@")'})
V("Telegram", "TELEGRAM_BOT_TOKEN", one("TELEGRAM_BOT_TOKEN", t_telegram), None, None,
  {"py": 'app = Application.builder().token("@T@").build()'})
V("X (Twitter) API", "TWITTER_BEARER_TOKEN", one("TWITTER_BEARER_TOKEN", t_twitter_bearer), BEARER,
  "https://api.twitter.com/2/users/by/username/@ORG@")
V("Meta Graph API", "FB_ACCESS_TOKEN", one("FB_ACCESS_TOKEN", lambda: "EAA" + pick("BGI") + rs(ALNUM, 176)), None, None)
V("Mapbox (secret token)", "MAPBOX_SECRET_TOKEN", one("MAPBOX_SECRET_TOKEN", lambda: t_mapbox("sk")))
V("Algolia (admin key)", "ALGOLIA_ADMIN_KEY", lambda: [("ALGOLIA_APP_ID", rs(UPALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
  "X-Algolia-API-Key: @T@", "https://@ID@.algolia.net/1/indexes", {"js": 'const client = algoliasearch("@ID@", "@T@");'})
V("Square", "SQUARE_ACCESS_TOKEN", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64URL, 60)), BEARER,
  "https://connect.squareup.com/v2/locations", {"py": 'client = Client(access_token="@T@", environment="production")'})
V("Braintree", "BRAINTREE_ACCESS_TOKEN", one("BRAINTREE_ACCESS_TOKEN", t_braintree))
V("PayPal", "PAYPAL_CLIENT_SECRET", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64URL, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64URL, 79), True)])
V("Plaid", "PLAID_SECRET", lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)])
V("Binance", "BINANCE_API_SECRET", lambda: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)])
V("Snyk", "SNYK_TOKEN", one("SNYK_TOKEN", uuid4), "Authorization: token @T@", "https://api.snyk.io/rest/self?version=2024-10-15")
V("SonarQube", "SONAR_TOKEN", one("SONAR_TOKEN", lambda: "squ_" + hexs(40)))
V("CircleCI", "CIRCLE_TOKEN", one("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)), "Circle-Token: @T@",
  "https://circleci.com/api/v2/me")
V("Buildkite", "BUILDKITE_API_TOKEN", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40)), BEARER,
  "https://api.buildkite.com/v2/organizations/@ORG@/pipelines")
V("JFrog Artifactory", "ARTIFACTORY_TOKEN", one("ARTIFACTORY_TOKEN", t_jfrog_ref), BEARER,
  "https://@ORG@.jfrog.io/artifactory/api/repositories")
V("Bitbucket", "BITBUCKET_APP_PASSWORD", one("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8)))
V("Asana", "ASANA_PAT", one("ASANA_PAT", t_asana), BEARER, "https://app.asana.com/api/1.0/users/me")
V("Airtable", "AIRTABLE_PAT", one("AIRTABLE_PAT", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)), BEARER,
  "https://api.airtable.com/v0/meta/bases", {"py": 'api = Api("@T@")'})
V("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64URL, 43)), BEARER,
  "https://api.contentful.com/spaces")
V("Zendesk", "ZENDESK_API_TOKEN", one("ZENDESK_API_TOKEN", lambda: rs(ALNUM, 40)))
V("HubSpot", "HUBSPOT_ACCESS_TOKEN", one("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uuid4()), BEARER,
  "https://api.hubapi.com/crm/v3/objects/contacts")
V("Intercom", "INTERCOM_ACCESS_TOKEN", one("INTERCOM_ACCESS_TOKEN", t_intercom), BEARER, "https://api.intercom.io/me")
V("PostHog (personal API key)", "POSTHOG_PERSONAL_API_KEY", one("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 43)), BEARER,
  "https://us.posthog.com/api/projects/")
V("LaunchDarkly", "LD_SDK_KEY", one("LD_SDK_KEY", lambda: "sdk-" + uuid4()))
V("Twitch", "TWITCH_CLIENT_SECRET", lambda: [("TWITCH_CLIENT_ID", rs(LOALNUM, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOALNUM, 30), True)])
V("Dropbox", "DROPBOX_ACCESS_TOKEN", one("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64URL, 135)), BEARER,
  "https://api.dropboxapi.com/2/users/get_current_account")
V("Zoom", "ZOOM_CLIENT_SECRET", lambda: [("ZOOM_ACCOUNT_ID", rs(B64URL, 22), False), ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("Salesforce", "SF_ACCESS_TOKEN", one("SF_ACCESS_TOKEN", t_salesforce), BEARER,
  "https://@ORG@.my.salesforce.com/services/data/v61.0/sobjects")
V("Vonage", "VONAGE_API_SECRET", lambda: [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])
V("Plivo", "PLIVO_AUTH_TOKEN", lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPALNUM, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)])
V("Infura", "INFURA_API_SECRET", lambda: [("INFURA_PROJECT_ID", hexs(32), False), ("INFURA_API_SECRET", hexs(32), True)])
V("Etherscan", "ETHERSCAN_API_KEY", one("ETHERSCAN_API_KEY", lambda: rs(UPALNUM, 34)))
V("PlanetScale", "PLANETSCALE_PASSWORD", one("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + rs(B64URL, 43)))
V("Turso", "TURSO_AUTH_TOKEN", one("TURSO_AUTH_TOKEN", t_turso))
V("Upstash", "UPSTASH_REDIS_REST_TOKEN", one("UPSTASH_REDIS_REST_TOKEN", t_upstash), BEARER,
  "https://%s-%d.upstash.io/get/session-count" % (pick(["amused", "brave", "calm", "eager"]), R.randint(10000, 99999)))
V("Clerk", "CLERK_SECRET_KEY", one("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 42)), BEARER, "https://api.clerk.com/v1/users")
V("Cloudinary", "CLOUDINARY_API_SECRET", lambda: [("CLOUDINARY_API_KEY", str(R.randint(10**14, 10**15)), False),
                                                  ("CLOUDINARY_API_SECRET", rs(B64URL, 27), True)])
V("Pusher", "PUSHER_SECRET", lambda: [("PUSHER_APP_ID", str(R.randint(10**6, 10**7)), False), ("PUSHER_KEY", hexs(20), False),
                                      ("PUSHER_SECRET", hexs(20), True)])
V("Ably", "ABLY_API_KEY", one("ABLY_API_KEY", t_ably))
V("Fastly", "FASTLY_API_TOKEN", one("FASTLY_API_TOKEN", lambda: rs(B64URL, 32)), "Fastly-Key: @T@",
  "https://api.fastly.com/service", tf='provider "fastly" {\n  api_key = "@T@"\n}')
V("Linode", "LINODE_TOKEN", one("LINODE_TOKEN", lambda: hexs(64)), BEARER, "https://api.linode.com/v4/linode/instances",
  tf='provider "linode" {\n  token = "@T@"\n}')
V("Vultr", "VULTR_API_KEY", one("VULTR_API_KEY", lambda: rs(UPALNUM, 36)), BEARER, "https://api.vultr.com/v2/instances",
  tf='provider "vultr" {\n  api_key = "@T@"\n}')
V("Hetzner Cloud", "HCLOUD_TOKEN", one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)), BEARER, "https://api.hetzner.cloud/v1/servers",
  tf='provider "hcloud" {\n  token = "@T@"\n}')
V("Scaleway", "SCW_SECRET_KEY", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
V("OVHcloud", "OVH_APPLICATION_SECRET", lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
                                                  ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])
V("Backblaze B2", "B2_APPLICATION_KEY", lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(12) + "000000000" + str(R.randint(1, 9)), True),
                                                 ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "+/", 27), True)])
V("Cloudflare R2", "R2_SECRET_ACCESS_KEY", lambda: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)])
V("Elastic", "ELASTIC_API_KEY", one("ELASTIC_API_KEY", t_elastic), "Authorization: ApiKey @T@",
  "https://%s.es.%s.aws.elastic-cloud.com/_cat/indices" % (hexs(32), pick(REGIONS)))
V("Meilisearch", "MEILI_MASTER_KEY", one("MEILI_MASTER_KEY", lambda: rs(B64URL, 32)), BEARER, "http://localhost:7700/keys")
V("Confluent Cloud", "CONFLUENT_CLOUD_API_SECRET", lambda: [("CONFLUENT_CLOUD_API_KEY", rs(UPALNUM, 16), True),
                                                           ("CONFLUENT_CLOUD_API_SECRET", rs(ALNUM + "+/", 64), True)])
V("Tailscale", "TS_AUTHKEY", one("TS_AUTHKEY", t_tailscale))
V("ngrok", "NGROK_AUTHTOKEN", one("NGROK_AUTHTOKEN", t_ngrok))
V("NuGet", "NUGET_API_KEY", one("NUGET_API_KEY", lambda: "oy2" + rs(LOALNUM, 43)))
V("RubyGems", "GEM_HOST_API_KEY", one("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48)))
V("crates.io", "CARGO_REGISTRY_TOKEN", one("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32)))
V("Sourcegraph", "SRC_ACCESS_TOKEN", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + hexs(16) + "_" + hexs(40)), "Authorization: token @T@",
  "https://sourcegraph.@DOMAIN@/.api/graphql")
V("LangSmith", "LANGSMITH_API_KEY", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10)))
V("Weights & Biases", "WANDB_API_KEY", one("WANDB_API_KEY", lambda: hexs(40)))
V("Deepgram", "DEEPGRAM_API_KEY", one("DEEPGRAM_API_KEY", lambda: hexs(40)), "Authorization: Token @T@",
  "https://api.deepgram.com/v1/listen?model=nova-2&language=ko")
V("AssemblyAI", "ASSEMBLYAI_API_KEY", one("ASSEMBLYAI_API_KEY", lambda: hexs(32)), "authorization: @T@",
  "https://api.assemblyai.com/v2/transcript")
V("Stability AI", "STABILITY_API_KEY", one("STABILITY_API_KEY", lambda: "sk-" + rs(ALNUM, 48)), BEARER,
  "https://api.stability.ai/v1/user/account")
V("Voyage AI", "VOYAGE_API_KEY", one("VOYAGE_API_KEY", lambda: "pa-" + rs(B64URL, 43)), BEARER, "https://api.voyageai.com/v1/embeddings")
V("Jenkins", "JENKINS_API_TOKEN", one("JENKINS_API_TOKEN", lambda: "11" + hexs(32)))
V("Quay.io", "QUAY_ROBOT_TOKEN", one("QUAY_ROBOT_TOKEN", lambda: rs(UPALNUM, 64)))
V("Expo", "EXPO_TOKEN", one("EXPO_TOKEN", lambda: rs(B64URL, 40)))
V("Pulumi", "PULUMI_ACCESS_TOKEN", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40)))
V("Octopus Deploy", "OCTOPUS_API_KEY", one("OCTOPUS_API_KEY", lambda: "API-" + rs(UPALNUM, 27)), "X-Octopus-ApiKey: @T@",
  "https://octopus.@DOMAIN@/api/projects")
V("Prefect Cloud", "PREFECT_API_KEY", one("PREFECT_API_KEY", lambda: "pnu_" + rs(ALNUM, 36)))
V("dbt Cloud", "DBT_CLOUD_API_TOKEN", one("DBT_CLOUD_API_TOKEN", lambda: "dbtc_" + rs(B64URL, 52)))
V("Typeform", "TYPEFORM_TOKEN", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)), BEARER,
  "https://api.typeform.com/forms")
V("Shippo", "SHIPPO_API_TOKEN", one("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hexs(40)), "Authorization: ShippoToken @T@",
  "https://api.goshippo.com/shipments/")
V("EasyPost", "EASYPOST_API_KEY", one("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54)))
V("Razorpay", "RAZORPAY_KEY_SECRET", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)])
V("Flutterwave", "FLW_SECRET_KEY", one("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X"))
V("Paystack", "PAYSTACK_SECRET_KEY", one("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40)), BEARER,
  "https://api.paystack.co/transaction/verify/ref_8812")
V("Mercado Pago", "MP_ACCESS_TOKEN", one("MP_ACCESS_TOKEN", t_mercadopago), BEARER, "https://api.mercadopago.com/v1/payments/search")
V("Duffel", "DUFFEL_ACCESS_TOKEN", one("DUFFEL_ACCESS_TOKEN", lambda: "duffel_live_" + rs(B64URL, 43)))
V("Spotify", "SPOTIFY_CLIENT_SECRET", lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)])
V("Klaviyo", "KLAVIYO_PRIVATE_KEY", one("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hexs(34)), "Authorization: Klaviyo-API-Key @T@",
  "https://a.klaviyo.com/api/lists/")
V("Trello", "TRELLO_TOKEN", lambda: [("TRELLO_API_KEY", hexs(32), False), ("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8), True)])
V("ClickUp", "CLICKUP_API_TOKEN", one("CLICKUP_API_TOKEN", t_clickup), "Authorization: @T@", "https://api.clickup.com/api/v2/team")
V("Todoist", "TODOIST_API_TOKEN", one("TODOIST_API_TOKEN", lambda: hexs(40)), BEARER, "https://api.todoist.com/rest/v2/projects")
V("Mux", "MUX_TOKEN_SECRET", lambda: [("MUX_TOKEN_ID", uuid4(), False), ("MUX_TOKEN_SECRET", rs(ALNUM + "+/", 75), True)])
V("Rollbar", "ROLLBAR_ACCESS_TOKEN", one("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32)), "X-Rollbar-Access-Token: @T@",
  "https://api.rollbar.com/api/1/items")
V("Splunk HEC", "SPLUNK_HEC_TOKEN", one("SPLUNK_HEC_TOKEN", lambda: uuid4().upper()), "Authorization: Splunk @T@",
  "https://splunk.@DOMAIN@:8088/services/collector/event")
V("Opsgenie", "OPSGENIE_API_KEY", one("OPSGENIE_API_KEY", uuid4), "Authorization: GenieKey @T@", "https://api.opsgenie.com/v2/alerts")
V("OneSignal", "ONESIGNAL_REST_API_KEY", one("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LO + "234567", 100)))
V("Infisical", "INFISICAL_TOKEN", one("INFISICAL_TOKEN", t_infisical))
V("Bitwarden Secrets Manager", "BWS_ACCESS_TOKEN", one("BWS_ACCESS_TOKEN", lambda: "0.%s.%s:%s" % (uuid4(), rs(ALNUM, 30), b64e(rbytes(16)))))
V("Keycloak", "KEYCLOAK_CLIENT_SECRET", one("KEYCLOAK_CLIENT_SECRET", lambda: rs(ALNUM, 32)))
V("IBM Cloud", "IBMCLOUD_API_KEY", one("IBMCLOUD_API_KEY", lambda: rs(B64URL, 44)))
V("Oracle Cloud (auth token)", "OCI_AUTH_TOKEN", one("OCI_AUTH_TOKEN", lambda: pw_generated(20, "!#$%()*+-.:;<>[]_{}~")))
V("MongoDB Atlas Admin API", "MONGODB_ATLAS_PRIVATE_KEY", lambda: [("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8), False),
                                                                    ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), True)],
  tf='provider "mongodbatlas" {\n  public_key  = "@ID@"\n  private_key = "@T@"\n}')
V("Customer.io", "CUSTOMERIO_APP_API_KEY", one("CUSTOMERIO_APP_API_KEY", lambda: hexs(32)), BEARER, "https://api.customer.io/v1/campaigns")
V("Amplitude (secret key)", "AMPLITUDE_SECRET_KEY", lambda: [("AMPLITUDE_API_KEY", hexs(32), False), ("AMPLITUDE_SECRET_KEY", hexs(32), True)])
V("Sanity", "SANITY_API_TOKEN", one("SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 180)))
V("Harbor", "HARBOR_ROBOT_SECRET", one("HARBOR_ROBOT_SECRET", lambda: rs(ALNUM, 32)))
V("Codecov", "CODECOV_TOKEN", one("CODECOV_TOKEN", uuid4))
V("Gitea", "GITEA_TOKEN", one("GITEA_TOKEN", lambda: hexs(40)), "Authorization: token @T@", "https://git.@DOMAIN@/api/v1/user/repos")
V("Lob", "LOB_API_KEY", one("LOB_API_KEY", lambda: "live_" + hexs(32)))
V("Frame.io", "FRAMEIO_TOKEN", one("FRAMEIO_TOKEN", lambda: "fio-u-" + rs(B64URL, 64)), BEARER, "https://api.frame.io/v2/me")
V("OpenWeatherMap", "OWM_API_KEY", one("OWM_API_KEY", lambda: hexs(32)), "",
  "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid=@T@")
V("Public Data Portal (data.go.kr)", "DATA_GO_KR_SERVICE_KEY", one("DATA_GO_KR_SERVICE_KEY", lambda: pct(b64e(rbytes(66)))), "",
  "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=@T@&numOfRows=10&pageNo=1&dataType=JSON&base_date=20251104&base_time=0500&nx=60&ny=127",
  region="kr")
V("NewsAPI", "NEWS_API_KEY", one("NEWS_API_KEY", lambda: hexs(32)), "X-Api-Key: @T@", "https://newsapi.org/v2/top-headlines?country=kr")
V("SerpApi", "SERPAPI_API_KEY", one("SERPAPI_API_KEY", lambda: hexs(64)), "",
  "https://serpapi.com/search.json?engine=google&q=coffee&api_key=@T@")
V("Alpha Vantage", "ALPHAVANTAGE_API_KEY", one("ALPHAVANTAGE_API_KEY", lambda: rs(UPALNUM, 16)), "",
  "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey=@T@")
V("Korea Investment (KIS Open API)", "KIS_APP_SECRET", lambda: [("KIS_APP_KEY", "PS" + rs(ALNUM, 34), True),
                                                              ("KIS_APP_SECRET", rs(ALNUM + "+/", 179) + "=", True)],
  "appsecret: @T2@", "https://openapi.koreainvestment.com:9443/oauth2/tokenP", region="kr")
V("Upbit", "UPBIT_SECRET_KEY", lambda: [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)],
  region="kr")


# ================================================================ containers for vendor credentials
STORES_EN = ["the 1Password vault", "AWS Secrets Manager", "Vault", "the CI secret store", "Doppler",
             "GitHub Actions secrets", "the team's Bitwarden", "GCP Secret Manager", "Azure Key Vault"]
STORES_KO = ["1Password 볼트", "AWS Secrets Manager", "Vault", "CI 시크릿", "Doppler", "GitHub Actions secrets",
             "팀 Bitwarden", "GCP Secret Manager", "Azure Key Vault"]


def slug(v):
    s = v["name"].split(" (")[0].lower()
    for a, b in ((" ", "_"), (".", "_"), ("-", "_"), ("&", "and")):
        s = s.replace(a, b)
    return s.replace("__", "_")


def short_key(env, v):
    """STRIPE_SECRET_KEY -> secret_key (strip vendor prefix)"""
    parts = env.lower().split("_")
    s = slug(v).split("_")[0]
    if len(parts) > 1 and (parts[0] == s or s.startswith(parts[0]) or parts[0].startswith(s[:4])):
        parts = parts[1:]
    return "_".join(parts) or env.lower()


def camel(s):
    p = s.split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def kebab(s):
    return s.replace("_", "-")


def fill(tpl, items, extra=None):
    secrets = [x for x in items if x[2]]
    ids = [x for x in items if not x[2]]
    out = tpl.replace("@T@", secrets[0][1])
    if len(secrets) > 1:
        out = out.replace("@T2@", secrets[1][1])
    if ids:
        out = out.replace("@ID@", ids[0][1])
    extra = extra or {}
    out = out.replace("@ORG@", extra.get("org", "acme")).replace("@DOMAIN@", extra.get("domain", "acme.io"))
    out = out.replace("@REGION@", extra.get("region", "eu-west-1"))
    return out


DOTENV_FILES = [".env", ".env.local", ".env.production", "apps/api/.env", ".env.staging", "docker/.env", "backend/.env.dev"]
FILLER_ENV = [("NODE_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("TZ", "Asia/Seoul"),
              ("APP_URL", "https://app.acme.io"), ("FEATURE_NEW_CHECKOUT", "true"), ("WORKERS", "4"),
              ("DATABASE_POOL_SIZE", "10"), ("SENTRY_ENVIRONMENT", "staging"), ("CACHE_TTL", "300")]


def render(v, items, cont, ctx):
    """return (snippet, where) ; every secret value of items appears in snippet in its written form."""
    sec = [x for x in items if x[2]]
    T = sec[0][1]
    sk = slug(v)
    ex = {"org": ctx["org"], "domain": ctx["domain"], "region": pick(REGIONS)}
    if cont == "dotenv":
        where = "`%s`" % pick(DOTENV_FILES)
        lines = ["%s=%s" % (k, val) for k, val, _ in items]
        fill_n = R.randint(0, 3)
        fl = ["%s=%s" % kv for kv in R.sample(FILLER_ENV, fill_n)]
        pos = R.randint(0, len(fl))
        lines = fl[:pos] + lines + fl[pos:]
        return "\n".join(lines), where
    if cont == "export":
        where = pick(["`~/.zshrc`", "`~/.bashrc`", "`scripts/dev-env.sh`", "`.envrc`", "the README's setup block"])
        q = pick(["", "'", '"'])
        if any(c in val for k, val, _ in items for c in " $&;()<>|'\"`{}[]*?!~#\\"):
            q = "'"
        return "\n".join("export %s=%s%s%s" % (k, q, val, q) for k, val, _ in items), where
    if cont == "mcp_json":
        where = pick(["`.cursor/mcp.json`", "`.mcp.json`", "`claude_desktop_config.json`", "`~/.gemini/settings.json`"])
        srv = sk.split("_")[0]
        env = ",\n".join('        "%s": "%s"' % (k, val) for k, val, _ in items)
        s = ('{\n  "mcpServers": {\n    "%s": {\n      "command": "npx",\n      "args": ["-y", "@%s/mcp-server"],\n'
             '      "env": {\n%s\n      }\n    }\n  }\n}') % (srv, srv, env)
        return s, where
    if cont == "json":
        where = pick(["`config/%s.json`" % ctx["stage"], "`appsettings.Production.json`", "`config.json`", "`secrets.local.json`",
                      "`functions/.runtimeconfig.json`"])
        body = ",\n".join('    "%s": "%s"' % (camel(short_key(k, v)), val) for k, val, _ in items)
        return '{\n  "%s": {\n%s\n  }\n}' % (sk.split("_")[0], body), where
    if cont == "yaml":
        where = pick(["`config/settings.yaml`", "`values-%s.yaml`" % ctx["stage"], "`application.yml`", "`config/%s.yml`" % ctx["stage"]])
        q = pick(["", '"'])
        if any(not (ch.isalnum() or ch in "._/+=-") for k, val, _ in items for ch in val):
            q = '"'
        body = "\n".join("  %s: %s%s%s" % (short_key(k, v), q, val, q) for k, val, _ in items)
        return "%s:\n%s" % (sk.split("_")[0], body), where
    if cont == "toml":
        where = pick(["`.streamlit/secrets.toml`", "`config.toml`", "`settings/%s.toml`" % ctx["stage"], "`wrangler.toml`"])
        if "wrangler" in where:
            body = "\n".join('%s = "%s"' % (k, val) for k, val, _ in items)
            return '[vars]\n%s' % body, where
        body = "\n".join('%s = "%s"' % (short_key(k, v), val) for k, val, _ in items)
        return "[%s]\n%s" % (sk.split("_")[0], body), where
    if cont == "ini":
        where = pick(["`settings.ini`", "`config/app.cfg`", "`~/.config/%s/credentials`" % sk.split("_")[0], "`deploy.ini`"])
        body = "\n".join("%s = %s" % (short_key(k, v), val) for k, val, _ in items)
        return "[%s]\n%s" % (pick(["default", ctx["stage"], sk.split("_")[0]]), body), where
    if cont == "xml":
        where = pick(["`Web.config`", "`App.config`", "`src/main/resources/config.xml`"])
        nm = "".join(p.capitalize() for p in sk.split("_")[:1])
        body = "\n".join('    <add key="%s:%s" value="%s" />' % (nm, camel(short_key(k, v)).capitalize()[0] + camel(short_key(k, v))[1:], val)
                         for k, val, _ in items)
        return "<appSettings>\n%s\n</appSettings>" % body, where
    if cont == "properties":
        where = pick(["`application.properties`", "`src/main/resources/application-%s.properties`" % ctx["stage"], "`gradle.properties`"])
        body = "\n".join("%s.%s=%s" % (sk.split("_")[0], kebab(short_key(k, v)), val) for k, val, _ in items)
        return body, where
    if cont == "tf":
        if v["tf"] and R.random() < 0.75:
            return fill(v["tf"], items, ex), pick(["`main.tf`", "`providers.tf`", "`infra/%s/main.tf`" % ctx["stage"]])
        body = "\n".join('%s_%s = "%s"' % (sk.split("_")[0], short_key(k, v), val) for k, val, _ in items)
        return body, pick(["`terraform.tfvars`", "`%s.auto.tfvars`" % ctx["stage"]])
    if cont == "gha":
        body = "\n".join("      %s: %s" % (k, val) for k, val, _ in items)
        s = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % body
        return s, "`.github/workflows/%s.yml`" % pick(["deploy", "nightly", "release", "e2e"])
    if cont == "gitlab":
        body = "\n".join('  %s: "%s"' % (k, val) for k, val, _ in items)
        return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script: ./scripts/deploy.sh" % body, "`.gitlab-ci.yml`"
    if cont == "k8s_string":
        body = "\n".join("  %s: %s" % (kebab(short_key(k, v)), val) for k, val, _ in items)
        s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-%s\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
            sk.split("_")[0].replace("_", "-"), "credentials", ctx["svc"], body)
        return s, "`k8s/%s/secret.yaml`" % ctx["stage"]
    if cont == "k8s_data":
        body = "\n".join("  %s: %s" % (kebab(short_key(k, v)), b64s(val) if s_ else b64s(val)) for k, val, s_ in items)
        s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\ntype: Opaque\ndata:\n%s" % (sk.split("_")[0].replace("_", "-"), body)
        return s, "`deploy/%s-secret.yaml`" % ctx["svc"]
    if cont == "dockerfile":
        body = "\n".join("ENV %s=%s" % (k, val) for k, val, _ in items)
        return "FROM python:3.12-slim\nWORKDIR /app\n%s\nCOPY . .\nCMD [\"python\", \"-m\", \"app\"]" % body, "the `Dockerfile`"
    if cont == "docker_run":
        envs = " ".join("-e %s=%s" % (k, val) for k, val, _ in items)
        return "docker run -d --name %s %s ghcr.io/%s/%s:latest" % (ctx["svc"], envs, ctx["org"], ctx["svc"]), "`ops/run.sh`"
    if cont == "compose":
        body = "\n".join("      - %s=%s" % (k, val) for k, val, _ in items)
        return "services:\n  %s:\n    image: %s/%s:1.4\n    environment:\n%s" % (ctx["svc"], ctx["org"], ctx["svc"], body), "`docker-compose.yml`"
    if cont == "cli_set":
        app = ctx["svc"]
        pairs = " ".join("%s=%s" % (k, val) for k, val, _ in items)
        c = pick(["heroku", "fly", "gh", "kubectl", "vault", "railway", "doppler", "ssm"])
        if c == "heroku":
            s = "heroku config:set %s -a %s" % (pairs, app)
        elif c == "fly":
            s = "fly secrets set %s --app %s" % (pairs, app)
        elif c == "gh":
            s = "\n".join('gh secret set %s --body "%s" --repo %s/%s' % (k, val, ctx["org"], app) for k, val, _ in items)
        elif c == "kubectl":
            s = "kubectl create secret generic %s-env -n %s %s" % (app, ctx["stage"], " ".join(
                "--from-literal=%s=%s" % (k, val) for k, val, _ in items))
        elif c == "vault":
            s = "vault kv put secret/%s/%s %s" % (ctx["stage"], app, " ".join("%s=%s" % (short_key(k, v), val) for k, val, _ in items))
        elif c == "railway":
            s = " ".join('railway variables --set "%s=%s"' % (k, val) for k, val, _ in items)
        elif c == "doppler":
            s = "doppler secrets set %s --project %s --config %s" % (pairs, app, ctx["stage"])
        else:
            s = "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (
                ctx["stage"], app, k.lower(), val) for k, val, _ in items)
        return s, pick(["`scripts/set-secrets.sh`", "the deploy runbook", "my shell history"])
    if cont == "curl":
        url = fill(v["url"], items, ex)
        if not v["auth"]:
            return 'curl -sS "%s" | jq .' % url, pick(["`docs/api-examples.md`", "the runbook", "`scripts/smoke.sh`"])
        hdr = fill(v["auth"], items, ex)
        s = 'curl -sS %s"%s" \\\n  -H "%s"%s' % (pick(["", "-X POST ", "-i "]), url, hdr,
                                                  pick(["", ' \\\n  -H "Content-Type: application/json"']))
        return s, pick(["`docs/api-examples.md`", "the runbook", "`scripts/smoke.sh`"])
    if cont == "sdk" and not v["auth"] and not v["sdk"]:
        url = fill(v["url"], items, ex)
        return 'resp = requests.get(\n    "%s",\n    timeout=10,\n)' % url, "`scripts/fetch.py`"
    if cont == "sdk":
        langs = list(v["sdk"].keys())
        if langs and (R.random() < 0.85 or not v["auth"] or not v["url"]):
            lang = pick(langs)
            return fill(v["sdk"][lang], items, ex), {"py": "`app/clients.py`", "js": "`src/lib/client.js`", "ts": "`src/lib/client.ts`",
                                                     "go": "`internal/client/client.go`", "rb": "`config/initializers/%s.rb`" % sk.split("_")[0],
                                                     "php": "`config/services.php`", "java": "`src/main/java/com/%s/Config.java`" % ctx["org"].replace("-", ""),
                                                     "cs": "`Program.cs`"}[lang]
        name, val = fill(v["auth"], items, ex).split(": ", 1)
        url = fill(v["url"], items, ex)
        lang = pick(["py", "js", "go"])
        if lang == "py":
            return 'resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (url, name, val), "`scripts/sync.py`"
        if lang == "js":
            return 'const res = await fetch("%s", {\n  headers: { "%s": "%s" },\n});' % (url, name, val), "`scripts/sync.mjs`"
        return 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, name, val), "`cmd/sync/main.go`"
    if cont == "log" and v["url"] and not v["auth"]:
        url = fill(v["url"], items, ex)
        return "%s INFO  httpx: HTTP Request: GET %s \"HTTP/1.1 200 OK\"" % ("2025-%02d-%02d %s:41,%03d" % (
            R.randint(1, 11), R.randint(1, 28), pick(TIMES), R.randint(0, 999)), url), "the worker log"
    if cont == "log":
        if v["auth"] and v["url"]:
            name, val = fill(v["auth"], items, ex).split(": ", 1)
            url = fill(v["url"], items, ex)
            s = pick([
                "DEBUG urllib3.connectionpool: Starting new HTTPS connection (1): %s:443\nDEBUG http.client: send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n'" % (
                    urllib.parse.urlparse(url).hostname, urllib.parse.urlparse(url).path or "/", urllib.parse.urlparse(url).hostname, name, val),
                "%sZ level=debug msg=\"outgoing request\" method=GET url=%s header.%s=\"%s\" status=401" % (
                    "2025-%02d-%02dT%s:07.%03d" % (R.randint(1, 11), R.randint(1, 28), pick(TIMES), R.randint(0, 999)), url, name, val),
                "> GET %s HTTP/2\n> Host: %s\n> %s: %s\n> user-agent: curl/8.5.0\n< HTTP/2 403" % (
                    urllib.parse.urlparse(url).path or "/", urllib.parse.urlparse(url).hostname, name, val),
            ])
            return s, "the debug log"
        kv = " ".join("%s=%s" % (k, val) for k, val, _ in items)
        return "[%s] INFO  boot: loaded env %s (source=.env)" % (pick(TIMES), kv), "the startup log"
    if cont == "diff":
        body = "\n".join("+%s=%s" % (k, val) for k, val, _ in items)
        old = "\n".join("-%s=" % k for k, _v, s_ in items if s_)
        f = pick(DOTENV_FILES)
        return "--- a/%s\n+++ b/%s\n@@ -3,%d +3,%d @@\n%s\n%s" % (f, f, len(sec), len(items), old, body), "the last commit's diff"
    if cont == "code_literal":
        lang_ = pick(["py", "py", "ts", "go", "java", "cs", "rb", "php", "kt", "rs"])
        sec_items = [(k, val) for k, val, s_ in items if s_]
        if lang_ == "py":
            body = "\n".join('os.environ.setdefault("%s", "%s")' % kv for kv in sec_items)
            return "# TODO remove before merge\n" + body, "`tests/conftest.py`"
        if lang_ == "ts":
            body = "\n".join('  %s: process.env.%s ?? "%s",' % (camel(short_key(k, v)), k, val) for k, val in sec_items)
            return "export const %sConfig = {\n%s\n};" % (sk.split("_")[0], body), "`src/config/%s.ts`" % sk.split("_")[0]
        if lang_ == "go":
            body = "\n".join('\t%s = "%s"' % (camel(short_key(k, v)), val) for k, val in sec_items)
            return "const (\n%s\n)" % body, "`internal/%s/consts.go`" % sk.split("_")[0]
        if lang_ == "java":
            body = "\n".join('    private static final String %s = "%s";' % (k, val) for k, val in sec_items)
            return "public final class %sConfig {\n%s\n}" % (sk.split("_")[0].capitalize(), body), "`%sConfig.java`" % sk.split("_")[0].capitalize()
        if lang_ == "cs":
            body = "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % kv for kv in sec_items)
            return body, "`Program.cs`"
        if lang_ == "rb":
            body = "\n".join("ENV['%s'] ||= '%s'" % kv for kv in sec_items)
            return body, "`config/initializers/%s.rb`" % sk.split("_")[0]
        if lang_ == "php":
            body = "\n".join("    '%s' => env('%s', '%s')," % (short_key(k, v), k, val) for k, val in sec_items)
            return "'%s' => [\n%s\n]," % (sk.split("_")[0], body), "`config/services.php`"
        if lang_ == "kt":
            body = "\n".join('    const val %s = "%s"' % (k, val) for k, val in sec_items)
            return "object Secrets {\n%s\n}" % body, "`app/src/main/java/Secrets.kt`"
        body = "\n".join('const %s: &str = "%s";' % (k, val) for k, val in sec_items)
        return body, "`src/config.rs`"
    if cont == "environ_dump":
        env = ", ".join("'%s': '%s'" % kv for kv in R.sample(FILLER_ENV, 2))
        mine = ", ".join("'%s': '%s'" % (k, val) for k, val, _ in items)
        return "environ({'PATH': '/usr/local/bin:/usr/bin', %s, 'HOME': '/root', %s})" % (mine, env), "the output of `print(os.environ)` in the notebook"
    if cont == "docker_inspect":
        env = ",\n".join('            "%s=%s"' % (k, val) for k, val, _ in items)
        return '$ docker inspect %s --format "{{json .Config.Env}}" | jq\n[\n            "PATH=/usr/local/sbin:/usr/local/bin",\n%s\n]' % (ctx["svc"], env), "`docker inspect`"
    if cont == "heroku_config":
        return "=== %s Config Vars\n%s" % (ctx["svc"], "\n".join("%s: %s" % (k, val) for k, val, _ in items)), "`heroku config`"
    if cont == "env_grep":
        return "$ env | grep -i %s\n%s" % (sk.split("_")[0][:5], "\n".join("%s=%s" % (k, val) for k, val, _ in items)), "the container env"
    if cont == "rest_http":
        if v["auth"]:
            name, val = fill(v["auth"], items, ex).split(": ", 1)
            url = fill(v["url"], items, ex)
            return "### list\nGET %s\n%s: %s\nAccept: application/json" % (url, name, val), "`api.http` (VS Code REST Client)"
        return "\n".join("@%s = %s" % (camel(short_key(k, v)), val) for k, val, _ in items) + "\n\n### ping\nGET https://httpbin.org/get", "`api.http` (VS Code REST Client)"
    if cont == "ipython_env":
        return "\n".join("%%env %s=%s" % (k, val) for k, val, _ in items), "the first notebook cell"
    if cont == "powershell_env":
        if R.random() < 0.5:
            return "\n".join('$env:%s = "%s"' % (k, val) for k, val, _ in items), "`profile.ps1`"
        return "\n".join('setx %s "%s"' % (k, val) for k, val, _ in items), "the Windows setup notes"
    if cont == "systemd":
        body = "\n".join('Environment="%s=%s"' % (k, val) for k, val, _ in items)
        return "[Service]\nUser=app\n%s\nExecStart=/opt/%s/bin/server\nRestart=on-failure" % (body, ctx["svc"]), "`/etc/systemd/system/%s.service`" % ctx["svc"]
    if cont == "crontab":
        body = "\n".join("%s=%s" % (k, val) for k, val, _ in items)
        return "%s\n15 3 * * * /opt/jobs/%s.sh >> /var/log/%s.log 2>&1" % (body, ctx["svc"], ctx["svc"]), "the crontab on the jobs box"
    if cont == "nginx" and v["auth"]:
        name, val = fill(v["auth"], items, ex).split(": ", 1)
        u = urllib.parse.urlparse(fill(v["url"], items, ex))
        return 'location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header %s "%s";\n}' % (u.hostname, name, val), "`nginx/conf.d/proxy.conf`"
    if cont == "fish":
        return "\n".join("set -gx %s %s" % (k, val) for k, val, _ in items), "`~/.config/fish/config.fish`"
    raise ValueError(cont)


def pick_container(v):
    fam = pick(["config"] * 7 + ["code"] * 6 + ["shell"] * 4 + ["output"] * 3)
    code = []
    if v["url"]:
        code += ["curl", "curl", "sdk"]
    if v["sdk"]:
        code += ["sdk", "sdk", "sdk"]
    if v["auth"] and v["url"]:
        code += ["nginx", "rest_http"]
    if fam == "code":
        return pick(code + ["code_literal", "code_literal"])
    if fam == "shell":
        return pick(["dotenv", "export", "fish", "powershell_env", "ipython_env", "cli_set", "docker_run", "crontab", "systemd"])
    if fam == "output":
        return pick(["environ_dump", "docker_inspect", "heroku_config", "env_grep", "log", "diff"])
    return pick(["dotenv", "dotenv", "mcp_json", "json", "yaml", "toml", "ini", "xml", "properties", "tf", "gha", "gitlab",
                 "k8s_string", "k8s_data", "dockerfile", "compose"])


def written_secrets(items, cont, snippet):
    out = []
    for k, val, s_ in items:
        if not s_:
            continue
        w = b64s(val) if cont == "k8s_data" else val
        if w in snippet and w not in out:
            out.append(w)
    return out


# ---------------------------------------------------------------- framings (snippet based)
OUTPUT_CONTS = ["environ_dump", "docker_inspect", "heroku_config", "env_grep", "log", "cli_set", "curl", "diff"]


def fr_en_snippet(c):
    V, S, W, E, svc, st = c["V"], c["S"], c["W"], c["E"], c["svc"], c["stage"]
    store = pick(STORES_EN)
    F = [
        ("file", lambda: ("Nobody told me %s talks to %s with its own credential. It is hard-coded in %s:\n%s" % (svc, V, W, S),
                          "When %s calls fail with 401, check %s before the CI variables; that file is loaded last and wins." % (V, W),
                          "Should %s stay in %s or move to %s?" % (E, W, store))),
        ("any", lambda: ("I did not know which %s credential the nightly %s job uses." % (V, svc),
                         "Found it in %s, this is what the job actually sends:\n%s\nWith that value the job ran green on %s." % (W, S, st),
                         "Is that %s credential scoped to %s only, or shared with the other environments?" % (V, st))),
        ("file", lambda: ("The %s sandbox and live accounts look the same in the dashboard and nobody said which one %s uses." % (V, svc),
                          "It is the live one. %s has:\n%s\nI used it only for read calls." % (W[0].upper() + W[1:], S),
                          "Can we create a restricted %s key just for local testing?" % V)),
        ("any", lambda: ("Setting up %s locally took an hour because the README skips the %s step. What finally worked (from %s):\n%s" % (svc, V, W, S),
                         "The %s integration needs %s set before the app boots; it is not read lazily." % (V, E),
                         "Could the README say where new developers get their own %s credential?" % V)),
        ("file", lambda: ("I was asked to fix the flaky %s integration test without being told it hits the real %s API." % (svc, V),
                          "The test reads credentials from %s:\n%s\nMocking the client removed both the flakiness and the network dependency." % (W, S),
                          "Should tests ever use the real %s credential, or only the mock?" % V)),
        ("file", lambda: ("After the %s migration the %s calls from %s started failing and nobody mentioned a config change." % (st, V, svc),
                          "The credential moved to %s. Current content:\n%s\nRestarting the pods picked it up." % (W, S),
                          "")),
        ("any", lambda: ("The user pasted this from %s and asked why %s still fails in %s:\n%s" % (W, V, st, S),
                         "The value is fine; the client was pointed at the %s sandbox endpoint instead of production." % V,
                         "Which %s endpoint is %s supposed to use in %s?" % (V, svc, st))),
        ("file", lambda: ("Context I lacked: %s has two %s integrations and only the one in %s is still active." % (svc, V, W),
                          "Active config:\n%s\nThe other one points at a deleted project." % S,
                          "Can I delete the stale %s integration?" % V)),
        ("out", lambda: ("To see why %s ignored the new %s settings I looked at %s:\n%s" % (svc, V, W, S),
                         "The old value is still injected by the platform, not read from the repo; updating it there fixed the %s calls." % V,
                         "Where is the platform-side config for %s documented?" % svc)),
        ("out", lambda: ("I didn't know %s already had %s credentials in %s." % (svc, V, st),
                         "%s showed them:\n%s\nSo the missing piece was only the webhook URL, not the key." % (W[0].upper() + W[1:], S),
                         "")),
    ]
    ok = [f for t, f in F if t in (("any", "out") if c["out"] else ("any", "file"))]
    return pick(ok)()


def fr_ko_snippet(c):
    V, S, W, E, svc, st = c["V"], c["S"], c["W"], c["E"], c["svc"], c["stage"]
    store = pick(STORES_KO)
    F = [
        ("file", lambda: ("%s 서비스가 %s 자격 증명을 따로 쓴다는 걸 몰랐음. %s에 하드코딩되어 있었음:\n%s" % (svc, V, W, S),
                          "%s 호출이 401 나면 CI 변수보다 %s 먼저 확인할 것. 이 파일이 마지막에 로드돼서 덮어씀." % (V, W),
                          "%s 값은 %s 쪽으로 옮겨도 될까요?" % (E, store))),
        ("any", lambda: ("nightly %s 잡이 어떤 %s 키를 쓰는지 아무도 안 알려줌." % (svc, V),
                         "%s에서 찾음. 실제로 잡이 보내는 값:\n%s\n이걸로 %s에서 잡 통과함." % (W, S, st),
                         "이 %s 키는 %s 전용인가요, 아니면 다른 환경이랑 공유하나요?" % (V, st))),
        ("any", lambda: ("로컬에서 %s 띄우는 데 한 시간 걸림. README에 %s 설정 단계가 빠져 있음. 결국 %s 내용으로 해결:\n%s" % (svc, V, W, S),
                         "%s 연동은 앱 부팅 전에 %s 값이 세팅돼 있어야 함. lazy 로딩 아님." % (V, E),
                         "신규 입사자는 %s 키를 어디서 발급받는지 README에 적어둘까요?" % V)),
        ("any", lambda: ("사용자가 %s 내용을 그대로 붙여넣고 %s에서 %s 연동이 왜 안 되냐고 물어봄:\n%s" % (W, st, V, S),
                         "값 자체는 문제없었고 클라이언트가 운영이 아니라 %s sandbox 엔드포인트를 보고 있었음." % V,
                         "%s 쪽은 %s에서 어느 %s 엔드포인트를 써야 하나요?" % (svc, st, V))),
        ("file", lambda: ("%s 마이그레이션 이후 %s 서비스의 %s 호출이 깨졌는데 설정 변경 얘기를 못 들었음." % (st, svc, V),
                          "자격 증명이 %s 쪽으로 옮겨졌음. 현재 내용:\n%s\n파드 재시작하니 반영됨." % (W, S),
                          "")),
        ("file", lambda: ("flaky한 %s 통합 테스트를 고치라고 했는데 실제 %s API를 호출한다는 건 몰랐음." % (svc, V),
                          "테스트가 %s에서 키를 읽음:\n%s\n클라이언트를 mock으로 바꾸니 flaky 해결." % (W, S),
                          "테스트에서 실제 %s 키를 써도 되는 건가요?" % V)),
        ("file", lambda: ("몰랐던 점: %s에 %s 연동이 두 개 있고 %s에 있는 것만 살아 있음." % (svc, V, W),
                          "활성 설정:\n%s\n나머지 하나는 삭제된 프로젝트를 가리킴." % S,
                          "안 쓰는 %s 연동 지워도 되나요?" % V)),
        ("out", lambda: ("%s 서비스가 새 %s 설정을 무시하는 이유를 보려고 %s 확인함:\n%s" % (svc, V, W, S),
                         "예전 값이 저장소가 아니라 플랫폼 쪽에서 주입되고 있었음. 거기서 바꾸니 %s 호출 정상화." % V,
                         "%s 플랫폼 설정은 어디 문서화돼 있나요?" % svc)),
        ("out", lambda: ("%s 환경의 %s 서비스에 이미 %s 자격 증명이 있는 줄 몰랐음." % (st, svc, V),
                         "%s 결과:\n%s\n빠진 건 키가 아니라 웹훅 URL뿐이었음." % (W, S),
                         "")),
    ]
    ok = [f for t, f in F if t in (("any", "out") if c["out"] else ("any", "file"))]
    return pick(ok)()


# ---------------------------------------------------------------- framings (inline token, no block)
def inline_desc(items, lang):
    sec = [(k, val) for k, val, s_ in items if s_]
    ids = [(k, val) for k, val, s_ in items if not s_]
    if len(sec) == 1:
        return sec[0][1]
    if lang == "en":
        return ", ".join("%s %s" % (k, val) for k, val in sec)
    return ", ".join("%s 값 %s" % (k, val) for k, val in sec)


def fr_en_inline(c):
    V, T, E, svc, st, nm = c["V"], c["I"], c["E"], c["svc"], c["stage"], c["name"]
    t1, t2 = sorted(R.sample(TIMES, 2))
    return pick([
        lambda: ("The user pasted a Slack thread instead of describing the setup:\n[%s] %s: new %s key for %s -> %s\n[%s] %s: thx, putting it in the %s env" % (
            t1, nm, V, svc, T, t2, pick(EN_NAMES), st),
                 "The %s credential for %s changes without notice; check the channel before debugging auth errors." % (V, svc),
                 "Is there a place other than Slack where the current %s key is kept?" % V),
        lambda: ("The %s key for %s was rotated yesterday. The new one is %s." % (V, svc, T),
                 "%s rejects the old key immediately after rotation, there is no grace period." % V,
                 "Who else needs the new %s key?" % V),
        lambda: ("I didn't know %s reads %s from the environment, not from the config file; the user told me the value is" % (svc, E),
                 "%s. With it exported the %s client authenticated on the first try." % (T, V),
                 "Should I add %s to the shell profile or only to the run script?" % E),
        lambda: ("%s started returning 401 for %s after the key rotation." % (V, svc),
                 "The old key was still cached in the worker; restarting it fixed the errors.",
                 "Is %s the current %s key for %s, or was that rotated too?" % (T, V, st)),
        lambda: ("Env vars for %s, as the user described them:\n\n| name | value | notes |\n|---|---|---|\n| %s | %s | %s |\n| LOG_LEVEL | info | |" % (
            svc, E, T, pick(["rotate quarterly", "prod only", "shared with staging", "owner: " + nm])),
                 "%s must be set for the %s client; LOG_LEVEL is optional." % (E, V),
                 ""),
        lambda: ("I used the %s credential %s to reproduce the bug in %s." % (V, T, st),
                 "The bug only shows with live %s data; the sandbox returns canned responses." % V,
                 "Can I keep using %s for %s reproductions, or is there a dedicated debug key?" % (T, V)),
        lambda: ("%s asked me to wire %s into %s and said the key is %s, nothing else about scopes." % (nm, V, svc, T),
                 "The key lacks write scope, so only the read endpoints of %s work." % V,
                 "Can you issue a %s key with write scope for %s?" % (V, svc)),
    ])()


def fr_ko_inline(c):
    V, T, E, svc, st, nm = c["V"], c["I"], c["E"], c["svc"], c["stage"], c["kname"]
    t1, t2 = sorted(R.sample(TIMES, 2))
    return pick([
        lambda: ("사용자가 설명 대신 슬랙 대화를 그대로 붙여넣음:\n[%s] %s: %s용 %s 새 키 %s 입니다\n[%s] %s: 넵 %s env에 넣을게요" % (
            t1, nm, svc, V, T, t2, pick(KO_NAMES), st),
                 "%s 키가 예고 없이 바뀜. 인증 에러 디버깅 전에 채널부터 확인할 것." % V,
                 "슬랙 말고 최신 %s 키를 관리하는 곳이 있나요?" % V),
        lambda: ("%s의 %s 키가 어제 교체됨. 새 키는 %s 임." % (svc, V, T),
                 "%s 쪽은 교체 직후 구 키를 바로 거부함. 유예 기간 없음." % V,
                 "새 %s 키를 누구한테 더 공유해야 하나요?" % V),
        lambda: ("%s 서비스가 %s 값을 설정 파일이 아니라 환경변수에서 읽는다는 걸 몰랐음. 사용자가 알려준 값은" % (svc, E),
                 "%s 이고, export 하고 나니 %s 클라이언트 인증이 바로 됨." % (T, V),
                 "%s 값은 쉘 프로필에 넣을지 실행 스크립트에만 넣을지?" % E),
        lambda: ("키 교체 후 %s에서 %s 호출이 401 남." % (svc, V),
                 "워커에 구 키가 캐시되어 있었음. 재시작하니 해결.",
                 "%s 이게 %s 최신 %s 키 맞나요?" % (T, st, V)),
        lambda: ("%s에서 버그 재현하려고 %s 키 %s 를 사용함." % (st, V, T),
                 "실제 %s 데이터에서만 재현됨. sandbox는 고정 응답을 줌." % V,
                 ""),
        lambda: ("%s님이 %s 연동을 %s에 붙여달라며 키는 %s 라고만 하고 scope 얘기는 없었음." % (nm, V, svc, T),
                 "키에 write scope가 없어서 %s 읽기 API만 동작함." % V,
                 "%s용으로 write scope 있는 %s 키 발급 가능할까요?" % (svc, V)),
    ])()


# ================================================================ CLI passwords (flags and positional arguments)
def L(lang, en, ko):
    return en if lang == "en" else ko


HOSTS = ["db-prod-01.internal", "10.20.3.14", "mysql.staging.acme.io", "pg-replica-2.corp.local", "bastion.northwind.dev",
         "172.16.8.21", "nas01.office.lan", "ldap.corp.local", "mq-01.internal", "fileserver.hanbit.local", "192.168.0.45"]
DB_USERS = ["root", "admin", "app_rw", "deploy", "report_ro", "svc_billing", "postgres", "etl_user", "sa", "jenkins"]
DBS = ["orders", "billing", "analytics", "app_prod", "crm", "inventory", "wordpress", "keycloak"]


def minio_keys():
    return rs(UPALNUM, 20), rs(ALNUM + "+/", 40)


# (service, category, command template, task_en, task_ko, lesson_en, lesson_ko)
CLI = [
    ("MySQL", "shell: mysql -p attached password", "mysql -h {host} -u {user} -p{pw} {db}",
     "open a MySQL shell on the replica", "replica에 MySQL 접속",
     "With mysql, -p must be glued to the password; with a space it prompts and treats the next word as the database name.",
     "mysql은 -p 뒤에 공백 없이 비번을 붙여야 함. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 인식함."),
    ("MySQL", "shell: mysqldump -p'quoted' password", "mysqldump -h {host} -u {user} -p'{pw}' --single-transaction --routines {db} > {db}.sql",
     "take a consistent dump before the migration", "마이그레이션 전에 덤프 뜨기",
     "--single-transaction avoids locking InnoDB tables during the dump.", "--single-transaction 옵션 주면 InnoDB 테이블 락 없이 덤프됨."),
    ("MySQL", "shell: mysqladmin positional new password", "mysqladmin -u root -h {host} password '{pw}'",
     "reset the root password on the new box", "새 서버 root 비번 재설정",
     "mysqladmin takes the new password as a positional argument after the word 'password'.", "mysqladmin은 password 다음 위치 인자로 새 비번을 받음."),
    ("PostgreSQL", "shell: PGPASSWORD env prefix", "PGPASSWORD='{pw}' psql -h {host} -U {user} -d {db} -c '\\dt'",
     "list the tables in the reporting DB", "리포팅 DB 테이블 목록 확인",
     "psql reads PGPASSWORD from the environment, so no prompt appears in scripts.", "psql은 PGPASSWORD 환경변수를 읽어서 스크립트에서 프롬프트가 안 뜸."),
    ("PostgreSQL", "shell: pg_dump with PGPASSWORD", "PGPASSWORD={pw} pg_dump -h {host} -U {user} -Fc {db} > /backup/{db}.dump",
     "back up the database nightly", "DB 야간 백업",
     "pg_dump -Fc output must be restored with pg_restore, not psql.", "pg_dump -Fc 결과는 psql이 아니라 pg_restore로 복원해야 함."),
    ("PostgreSQL", "shell: psql conninfo string password", 'psql "host={host} port=5432 user={user} password={pw} dbname={db} sslmode=require"',
     "connect to the managed Postgres", "매니지드 Postgres 접속",
     "The managed instance rejects connections without sslmode=require.", "매니지드 인스턴스는 sslmode=require 없으면 접속 거부함."),
    ("SSH", "shell: sshpass -p password", "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {user}@{host}",
     "get into the legacy box that has no key auth", "키 인증이 없는 레거시 서버 접속",
     "The legacy box only allows password auth; sshpass is what the old cron uses.", "레거시 서버는 비밀번호 인증만 허용. 기존 cron도 sshpass 씀."),
    ("Redis", "shell: redis-cli -a password", "redis-cli -h {host} -p 6379 -a '{pw}' --no-auth-warning INFO replication",
     "check Redis replication lag", "Redis replication 지연 확인",
     "--no-auth-warning just hides the warning, the password is still on the command line.", "--no-auth-warning은 경고만 숨기는 것이고 비번은 여전히 커맨드라인에 남음."),
    ("Docker registry", "shell: docker login -p password", "docker login registry.{domain} -u {user} -p {pw}",
     "push to the private registry", "사내 레지스트리에 push",
     "docker login stores the credential base64-encoded in ~/.docker/config.json unless a credential helper is set.",
     "credential helper가 없으면 docker login이 ~/.docker/config.json에 base64로 저장함."),
    ("GitHub Container Registry", "shell: echo password | docker login --password-stdin", "echo '{pw}' | docker login ghcr.io -u {user} --password-stdin",
     "pull the private base image", "private 베이스 이미지 pull",
     "--password-stdin keeps the value out of ps output, but the echo still lands in shell history.",
     "--password-stdin이면 ps에는 안 보이지만 echo가 쉘 히스토리에 남음."),
    ("nginx basic auth", "shell: htpasswd -b positional password", "htpasswd -b -c /etc/nginx/.htpasswd {user} '{pw}'",
     "protect the staging site with basic auth", "staging 사이트에 basic auth 걸기",
     "-c recreates the file; without it htpasswd appends a user.", "-c는 파일을 새로 만듦. 빼면 사용자 추가만 함."),
    ("internal API", "shell: curl -u user:password", "curl -u {user}:{pw} https://{host}/api/v1/export?format=csv -o export.csv",
     "pull the CSV export from the internal API", "내부 API에서 CSV export 받기",
     "The export endpoint only supports basic auth, not tokens.", "export 엔드포인트는 토큰이 아니라 basic auth만 지원함."),
    ("Samba", "shell: smbclient -U user%password", "smbclient //{host}/shared -U '{user}%{pw}' -c 'ls reports/'",
     "list files on the office file server", "사무실 파일 서버 파일 목록 보기",
     "smbclient accepts user%password in -U; the share name is case-sensitive on this server.",
     "smbclient -U에 user%비번 형식 가능. 이 서버는 공유 이름 대소문자 구분함."),
    ("Windows file share", "shell: net use positional password", "net use Z: \\\\{host}\\shared {pw} /user:CORP\\{user} /persistent:no",
     "map the shared drive on the build agent", "빌드 에이전트에 공유 드라이브 연결",
     "net use takes the password positionally right after the share path.", "net use는 공유 경로 바로 다음 위치 인자로 비번을 받음."),
    ("RabbitMQ", "shell: rabbitmqctl add_user positional password", "rabbitmqctl add_user {user} '{pw}' && rabbitmqctl set_permissions -p / {user} '.*' '.*' '.*'",
     "create the consumer user on the new broker", "새 브로커에 consumer 유저 생성",
     "New RabbitMQ users have no permissions until set_permissions runs.", "RabbitMQ 새 유저는 set_permissions 전엔 권한 없음."),
    ("Java keystore", "shell: keytool -storepass repeated", "keytool -importkeystore -srckeystore server.jks -destkeystore server.p12 -deststoretype PKCS12 -srcstorepass '{pw}' -deststorepass '{pw}'",
     "convert the JKS keystore to PKCS12", "JKS 키스토어를 PKCS12로 변환",
     "Tomcat 10 on this host only reads PKCS12.", "이 호스트의 Tomcat 10은 PKCS12만 읽음."),
    ("OpenSSL", "shell: openssl pkcs12 -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
     "build the .p12 bundle for the Windows IIS box", "Windows IIS용 .p12 번들 생성",
     "IIS refuses a .p12 without an export password.", "IIS는 export 비번 없는 .p12를 거부함."),
    ("SQL Server", "shell: sqlcmd -P password", "sqlcmd -S {host},1433 -U sa -P '{pw}' -Q \"SELECT @@VERSION\"",
     "check the SQL Server version", "SQL Server 버전 확인",
     "sqlcmd needs -C on this host because the cert is self-signed.", "이 호스트는 인증서가 self-signed라 sqlcmd에 -C가 필요함."),
    ("Windows", "powershell: ConvertTo-SecureString -AsPlainText", "$sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\{user}', $sec)",
     "run the remoting script against the build server", "빌드 서버에 원격 스크립트 실행",
     "Invoke-Command needs the PSCredential object; a plain string is rejected.", "Invoke-Command는 PSCredential 객체가 필요하고 문자열은 거부함."),
    ("Mosquitto MQTT", "shell: mosquitto_pub -P password", "mosquitto_pub -h {host} -p 8883 --cafile ca.crt -u {user} -P '{pw}' -t sensors/line3/temp -m 21.5",
     "publish a test reading to the broker", "브로커에 테스트 메시지 publish",
     "Port 1883 is closed; only TLS on 8883 is open.", "1883은 막혀 있고 8883 TLS만 열려 있음."),
    ("OpenLDAP", "shell: ldapsearch -w bind password", "ldapsearch -x -H ldaps://{host} -D \"cn=admin,dc=corp,dc=local\" -w '{pw}' -b \"ou=people,dc=corp,dc=local\" uid={user}",
     "look up a user in LDAP", "LDAP에서 사용자 조회",
     "-x is needed for simple bind; without it ldapsearch tries SASL.", "simple bind는 -x 필요. 없으면 SASL 시도함."),
    ("artifact server", "shell: wget --password=", "wget --user={user} --password='{pw}' https://{host}/builds/latest/app.tar.gz",
     "download the latest build artifact", "최신 빌드 아티팩트 다운로드",
     "The artifact server returns 200 with an HTML login page on bad credentials, so check the file type.",
     "자격 증명이 틀리면 아티팩트 서버가 200에 로그인 HTML을 줘서 파일 타입을 확인해야 함."),
    ("Oracle", "shell: sqlplus user/password@db", "sqlplus {user}/{pw}@//{host}:1521/ORCLPDB1",
     "run the month-end report query", "월말 리포트 쿼리 실행",
     "sqlplus user/password@service is the only form the old report script understands.", "옛날 리포트 스크립트는 sqlplus 사용자/비번@서비스 형식만 인식함."),
    ("Wi-Fi", "shell: nmcli wifi password", "nmcli dev wifi connect \"{ssid}\" password '{pw}'",
     "get the test device on the lab Wi-Fi", "테스트 기기를 랩 와이파이에 연결",
     "The lab SSID is 2.4 GHz only; the ESP32 boards cannot see the 5 GHz one.", "랩 SSID는 2.4GHz 전용. ESP32 보드는 5GHz 못 잡음."),
    ("RDP", "shell: xfreerdp /p: password", "xfreerdp /v:{host} /u:CORP\\{user} /p:'{pw}' /cert:ignore /dynamic-resolution",
     "RDP into the Windows build agent", "Windows 빌드 에이전트에 RDP 접속",
     "NLA must stay on; /sec:rdp is rejected by the agent.", "NLA는 켜둬야 함. /sec:rdp는 에이전트가 거부함."),
    ("7-Zip", "shell: 7z -p attached password", "7z a -p'{pw}' -mhe=on customer-export.7z export/",
     "send the customer export to the auditor", "감사인에게 고객 export 전달",
     "-mhe=on also encrypts the file names.", "-mhe=on 해야 파일명까지 암호화됨."),
    ("zip", "shell: zip -P password", "zip -P '{pw}' -r logs-{db}.zip logs/",
     "share the logs with the vendor", "벤더에 로그 공유",
     "zip -P uses weak ZipCrypto; the vendor accepted it anyway.", "zip -P는 약한 ZipCrypto지만 벤더가 그걸로 받기로 함."),
    ("GnuPG", "shell: gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d secrets.env.gpg > .env",
     "decrypt the env file in CI", "CI에서 env 파일 복호화",
     "--pinentry-mode loopback is required for --passphrase with GnuPG 2.1+.", "GnuPG 2.1 이상에서 --passphrase 쓰려면 --pinentry-mode loopback 필요."),
    ("OpenSSL", "shell: openssl enc -k password", "openssl enc -aes-256-cbc -pbkdf2 -in {db}.sql -out {db}.sql.enc -k '{pw}'",
     "encrypt the dump before uploading", "업로드 전 덤프 암호화",
     "Without -pbkdf2 openssl warns about the deprecated key derivation.", "-pbkdf2 빼면 구식 키 유도라고 경고 뜸."),
    ("Kubernetes", "shell: kubectl --from-literal password", "kubectl -n {db} create secret generic db-credentials --from-literal=username={user} --from-literal=password='{pw}'",
     "create the DB secret for the new namespace", "새 네임스페이스에 DB 시크릿 생성",
     "Secrets are namespaced, so each namespace needs its own copy.", "시크릿은 네임스페이스 단위라 네임스페이스마다 따로 만들어야 함."),
    ("Ansible", "shell: ansible -e become password", "ansible-playbook -i inventory/prod site.yml -e \"ansible_become_pass={pw}\" --limit web",
     "run the playbook on the web tier", "웹 티어에 플레이북 실행",
     "The web hosts need become; the DB hosts do not.", "웹 호스트는 become 필요, DB 호스트는 불필요."),
    ("HashiCorp Vault", "shell: vault login userpass password=", "vault login -method=userpass username={user} password='{pw}'",
     "log in to Vault from the bastion", "bastion에서 Vault 로그인",
     "The userpass mount is the only auth method enabled on the bastion.", "bastion에서는 userpass 인증만 켜져 있음."),
    ("Azure CLI", "shell: az login -p password", "az login -u {user}@{domain} -p '{pw}'",
     "log in to Azure from the runner", "러너에서 Azure 로그인",
     "az login with -p fails once MFA is enforced; a service principal is needed long-term.", "MFA 강제되면 az login -p는 실패함. 장기적으로 service principal 필요."),
    ("InfluxDB", "shell: influx setup --password", "influx setup --username admin --password '{pw}' --org {org} --bucket metrics --retention 30d --force",
     "initialise the InfluxDB instance", "InfluxDB 초기 설정",
     "influx setup only works once; the second run errors out.", "influx setup은 한 번만 됨. 두 번째는 에러."),
    ("Linux", "shell: chpasswd via echo", "echo '{user}:{pw}' | sudo chpasswd",
     "set the password of the kiosk account", "키오스크 계정 비번 설정",
     "chpasswd reads user:password pairs from stdin.", "chpasswd는 stdin으로 사용자:비번 쌍을 받음."),
    ("SFTP", "shell: lftp -u user,password", "lftp -u {user},'{pw}' sftp://{host} -e 'mirror --reverse dist/ /var/www/html; bye'",
     "deploy the static site to the partner's SFTP", "파트너 SFTP에 정적 사이트 배포",
     "The partner SFTP drops idle sessions after 60 seconds.", "파트너 SFTP는 60초 idle이면 세션 끊음."),
    ("Java TLS", "shell: java -D keyStorePassword", "java -Djavax.net.ssl.keyStore=/etc/app/client.p12 -Djavax.net.ssl.keyStorePassword={pw} -jar app.jar",
     "start the service with mutual TLS", "mTLS로 서비스 기동",
     "The system properties must come before -jar or Java ignores them.", "-D 옵션은 -jar 앞에 있어야 적용됨."),
    ("Spring Boot", "shell: --spring.datasource.password", "java -jar billing.jar --spring.profiles.active=prod --spring.datasource.password='{pw}'",
     "start billing against the prod DB", "prod DB로 billing 기동",
     "Command-line args override application-prod.yml.", "커맨드라인 인자가 application-prod.yml보다 우선함."),
    ("restic", "shell: RESTIC_PASSWORD env prefix", "RESTIC_PASSWORD='{pw}' restic -r s3:s3.amazonaws.com/{org}-backups snapshots --latest 3",
     "check the latest backup snapshots", "최근 백업 스냅샷 확인",
     "Losing the restic password means the repository cannot be decrypted at all.", "restic 비번 잃어버리면 저장소 복호화가 아예 불가능."),
    ("BorgBackup", "shell: BORG_PASSPHRASE env prefix", "BORG_PASSPHRASE='{pw}' borg create --stats /mnt/backup/repo::{db}-{{now}} /srv/data",
     "run the borg backup manually", "borg 백업 수동 실행",
     "borg create needs the repo path and an archive name separated by ::.", "borg create는 저장소 경로와 아카이브 이름을 ::로 구분함."),
    ("MongoDB", "shell: mongosh -p password", "mongosh \"mongodb://{host}:27017/admin\" -u admin -p '{pw}' --authenticationDatabase admin",
     "inspect the replica set status", "레플리카셋 상태 확인",
     "--authenticationDatabase admin is needed because the user lives in admin.", "유저가 admin DB에 있어서 --authenticationDatabase admin 필요."),
    ("WordPress", "shell: wp user update --user_pass", "wp user update 1 --user_pass='{pw}' --path=/var/www/html --allow-root",
     "recover the locked WordPress admin", "잠긴 WordPress 관리자 복구",
     "WP-CLI needs --allow-root inside the container.", "컨테이너 안에서는 WP-CLI에 --allow-root 필요."),
    ("Keycloak", "shell: kcadm.sh --password", "kcadm.sh config credentials --server https://{host}/auth --realm master --user admin --password '{pw}'",
     "script the realm export", "realm export 스크립트 작성",
     "kcadm stores a short-lived token in ~/.keycloak/kcadm.config after this.", "이후 kcadm이 ~/.keycloak/kcadm.config에 단기 토큰을 저장함."),
    ("Jenkins", "shell: jenkins-cli -auth user:password", "java -jar jenkins-cli.jar -s https://{host}/ -auth {user}:{pw} list-jobs",
     "list the Jenkins jobs", "Jenkins 잡 목록 조회",
     "jenkins-cli over HTTP needs -auth even for read-only commands.", "jenkins-cli는 읽기 명령도 -auth 필요."),
    ("IPMI", "shell: ipmitool -P password", "ipmitool -I lanplus -H {host} -U ADMIN -P '{pw}' chassis power status",
     "check the power state of the stuck server", "멈춘 서버 전원 상태 확인",
     "The BMC is only reachable from the management VLAN.", "BMC는 관리 VLAN에서만 접근 가능."),
    ("sudo", "shell: echo password | sudo -S", "echo '{pw}' | sudo -S systemctl restart nginx",
     "restart nginx from the deploy script", "배포 스크립트에서 nginx 재시작",
     "sudo -S reads the password from stdin; a sudoers rule for systemctl would avoid it.", "sudo -S는 stdin으로 비번을 읽음. systemctl용 sudoers 규칙을 두면 필요 없음."),
    ("CIFS mount", "shell: mount -o password=", "sudo mount -t cifs //{host}/shared /mnt/shared -o username={user},password={pw},vers=3.0",
     "mount the NAS share on the worker", "워커에 NAS 공유 마운트",
     "vers=3.0 is required; the NAS rejects SMB1.", "NAS가 SMB1을 거부해서 vers=3.0 필요."),
    ("Subversion", "shell: svn --password", "svn checkout --username {user} --password '{pw}' https://svn.{domain}/repos/legacy/trunk legacy",
     "check out the legacy SVN repo", "레거시 SVN 저장소 체크아웃",
     "The SVN server still caches credentials in ~/.subversion/auth.", "SVN 서버 인증 정보가 ~/.subversion/auth에 캐시됨."),
    ("Helm", "shell: helm repo add --password", "helm repo add internal https://charts.{domain} --username {user} --password '{pw}'",
     "add the internal chart repo", "사내 차트 저장소 추가",
     "helm repo add stores the credential in repositories.yaml.", "helm repo add는 자격 증명을 repositories.yaml에 저장함."),
    ("skopeo", "shell: skopeo --dest-creds user:password", "skopeo copy docker://docker.io/library/nginx:1.27 docker://registry.{domain}/mirror/nginx:1.27 --dest-creds {user}:{pw}",
     "mirror the nginx image", "nginx 이미지 미러링",
     "skopeo copies without pulling into the local daemon.", "skopeo는 로컬 데몬에 pull 없이 복사함."),
    ("SNMPv3", "shell: snmpwalk -A auth passphrase", "snmpwalk -v3 -l authPriv -u {user} -a SHA -A '{pw}' -x AES -X '{pw}' {host} system",
     "poll the core switch", "코어 스위치 폴링",
     "The switch uses the same passphrase for auth and privacy.", "스위치가 auth와 privacy에 같은 패스프레이즈를 씀."),
    ("rsync daemon", "shell: RSYNC_PASSWORD env prefix", "RSYNC_PASSWORD='{pw}' rsync -av --delete dist/ rsync://{user}@{host}/www/",
     "sync the build to the rsync daemon", "빌드를 rsync 데몬으로 동기화",
     "rsync:// uses the daemon's own users, not SSH users.", "rsync://는 SSH 유저가 아니라 데몬 자체 유저를 씀."),
    ("Git over HTTPS", "url: git clone https://user:password@", "git clone https://{user}:{pwu}@git.{domain}/{org}/platform.git",
     "clone the self-hosted repo", "사내 git 저장소 클론",
     "The password is percent-encoded in the URL; the remote URL keeps it in .git/config.", "URL 안의 비번은 퍼센트 인코딩됨. remote URL이라 .git/config에 남음."),
    ("PostgreSQL", "sql: ALTER USER via psql -c", "psql -h {host} -U postgres -c \"ALTER USER {user} WITH PASSWORD '{pw}';\"",
     "rotate the app user's password", "앱 유저 비번 교체",
     "ALTER USER statements are written to the server log when log_statement=ddl.", "log_statement=ddl이면 ALTER USER 문이 서버 로그에 남음."),
]


def s_cli(lang, idx):
    svc, cat, tpl, task_en, task_ko, les_en, les_ko = CLI[idx]
    host = pick(HOSTS)
    user = pick(DB_USERS + KO_ROMAN[:5])
    db = pick(DBS)
    org = pick(ORGS)
    domain = pick(DOMAINS)
    ssid = pick(["LAB-IoT", "Office-5G", "hanbit_dev", "QA-Devices", "WAREHOUSE_2G"])
    styles = ["human", "passphrase", "generated", "kokey"] if lang == "ko" else ["human", "passphrase", "generated"]
    quoted = ("'{pw}'" in tpl) or ('"{pw}"' in tpl) or ("'{user}%{pw}'" in tpl) or ("'{user}:{pw}'" in tpl)
    while True:
        if cat.startswith("shell: nmcli"):
            pw = pw_safe(("human", "passphrase", "kokey"))
        else:
            pw = pw_safe(styles)
        bare = "#^_+.~-" if "{pw}@" in tpl else "@#^_+.~-"
        if quoted or all(ch.isalnum() or ch in bare for ch in pw):
            break
    pwu = pct(pw)
    cmd = tpl.format(host=host, user=user, pw=pw, db=db, org=org, domain=domain, ssid=ssid, pwu=pwu)
    secret = pwu if "{pwu}" in tpl else pw
    task = L(lang, task_en, task_ko)
    les = L(lang, les_en, les_ko)
    hist = pick(["~/.bash_history", "~/.zsh_history", "the runbook", "the Makefile", "the wiki page"])
    hist_ko = pick(["~/.bash_history", "~/.zsh_history", "런북", "Makefile", "위키 페이지"])
    if lang == "en":
        mc, le, ask = pick([
            lambda: ("I was asked to %s and nobody said where the %s credentials are. The user gave me the command they use:\n%s" % (task, svc, cmd),
                     les, "Is there a non-interactive way to %s without the password on the command line?" % task),
            lambda: ("Nobody mentioned that the %s host only takes password auth." % svc,
                     "To %s, this is what works (from %s):\n%s\n%s" % (task, hist, cmd, les), ""),
            lambda: ("The runbook step '%s' is just this line, with no word on where the password comes from:\n%s" % (task, cmd),
                     les, "Should the %s password move to a secret store before the next rotation?" % svc),
            lambda: ("I didn't know the exact %s command to %s." % (svc, task),
                     les, "Is `%s` still the right command, or was the password changed?" % cmd),
        ])()
    else:
        mc, le, ask = pick([
            lambda: ("%s 작업을 해달라는데 %s 자격 증명이 어디 있는지 아무도 안 알려줌. 사용자가 평소 쓰는 명령을 줌:\n%s" % (task, svc, cmd),
                     les, "비밀번호를 커맨드라인에 안 남기고 %s 하는 방법이 있을까요?" % task),
            lambda: ("%s 호스트가 비밀번호 인증만 받는다는 얘기를 못 들음." % svc,
                     "%s 할 때 되는 명령 (%s에서 찾음):\n%s\n%s" % (task, hist_ko, cmd, les), ""),
            lambda: ("런북의 '%s' 단계가 이 한 줄뿐이고 비번 출처는 설명이 없음:\n%s" % (task, cmd),
                     les, "다음 교체 전에 %s 비번을 시크릿 저장소로 옮길까요?" % svc),
            lambda: ("%s 하려면 %s 명령을 정확히 어떻게 쓰는지 몰랐음." % (task, svc),
                     les, "`%s` 이 명령 아직 유효한가요? 비번 바뀌었나요?" % cmd),
        ])()
    return {"category": cat, "fields": (mc, le, ask), "secrets": [secret], "vendors": [svc]}


# ================================================================ keys (PEM / OpenSSH / PGP)
def rsa_der(bits=2048):
    nb = bits // 8
    def big(n):
        b = bytearray(rbytes(n))
        b[0] |= 0x80
        return bytes(b)
    parts = [der_int(b"\0"), der_int(big(nb)), der_int(b"\x01\x00\x01"), der_int(big(nb)),
             der_int(big(nb // 2)), der_int(big(nb // 2)), der_int(big(nb // 2)), der_int(big(nb // 2)), der_int(big(nb // 2))]
    return der(0x30, b"".join(parts))


def pkcs8_rsa_der(bits=2048):
    inner = rsa_der(bits)
    alg = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return der(0x30, der_int(b"\0") + alg + der(0x04, inner))


def ec_der():
    return (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))


def p8_ec_der():
    inner = ec_der()
    return bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d03010704") + bytes([len(inner)]) + inner


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr("") + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(priv)
    return b64e(blob)


def pem_lines(der_bytes, n=64):
    return wrap(b64e(der_bytes), n)


def ok_lines(lines):
    return all(len(x) >= 8 for x in lines)


def pgp_secret_block():
    def newpkt(tag, body):
        return bytes([0xC0 | tag]) + (bytes([len(body)]) if len(body) < 192 else bytes([((len(body) - 192) >> 8) + 192, (len(body) - 192) & 0xFF])) + body
    t = ts_epoch().to_bytes(4, "big")
    prim = b"\x04" + t + b"\x16" + bytes.fromhex("092b06010401da470f01") + b"\x01\x07\x40" + rbytes(32) + b"\x00" + b"\x00\xff" + rbytes(32) + rbytes(2)
    uid = ("%s <%s@%s>" % (pick(EN_NAMES).capitalize(), pick(EN_NAMES), pick(DOMAINS))).encode()
    sig = b"\x04\x13\x16\x0a" + rbytes(R.randint(140, 150))
    sub = b"\x04" + t + b"\x12" + bytes.fromhex("0a2b060104019755010501") + b"\x01\x07\x40" + rbytes(32) + b"\x03\x01\x08\x07" + b"\x00" + b"\x00\xff" + rbytes(32) + rbytes(2)
    sig2 = b"\x04\x18\x16\x0a" + rbytes(R.randint(120, 130))
    data = newpkt(5, prim) + newpkt(13, uid) + newpkt(2, sig) + newpkt(7, sub) + newpkt(2, sig2)
    body = wrap(b64e(data), 64)
    crc = "=" + b64e(crc24(data).to_bytes(3, "big"))
    return body, crc


def s_pem_rsa(lang):
    for _ in range(20):
        pk8 = R.random() < 0.5
        d = pkcs8_rsa_der() if pk8 else rsa_der()
        lines = pem_lines(d)
        shown = lines[:R.randint(3, 5)]
        if ok_lines(shown):
            break
    kind = "PRIVATE KEY" if pk8 else "RSA PRIVATE KEY"
    block = "-----BEGIN %s-----\n%s\n...\n-----END %s-----" % (kind, "\n".join(shown), kind)
    path = pick(["deploy/keys/github-app.pem", "certs/server.key", "secrets/jwt-signing.key", "infra/ansible/files/saml-sp.key"])
    mc, le, ask = L(lang, (
        "I didn't know the %s is committed in the repo. The user pasted the top of it to show me:\n%s" % (path, block),
        "The service signs with this key at boot; if the file is missing it falls back to an ephemeral key and every session breaks on restart.",
        "Can this key be moved out of git and loaded from a mounted secret?"), (
        "%s 파일이 저장소에 커밋되어 있다는 걸 몰랐음. 사용자가 앞부분을 붙여넣어 보여줌:\n%s" % (path, block),
        "서비스가 부팅 시 이 키로 서명함. 파일이 없으면 임시 키로 fallback해서 재시작할 때마다 세션이 다 깨짐.",
        "이 키를 git에서 빼고 마운트된 시크릿에서 읽게 바꿔도 될까요?"))
    return {"category": "pem: RSA private key (truncated paste)", "fields": (mc, le, ask), "secrets": shown, "vendors": ["X.509/TLS"]}


def s_pem_ec(lang):
    while True:
        lines = pem_lines(ec_der())
        if ok_lines(lines):
            break
    block = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines)
    mc, le, ask = L(lang, (
        "The webhook signer needs an EC P-256 key and nobody told me it already exists in `signer/keys/prod.pem`.",
        "This is the key the prod signer loads:\n%s\nRegenerating it would break every partner that pinned the public key." % block,
        "Who owns the partner public-key pinning list?"), (
        "웹훅 서명기에 EC P-256 키가 필요한데 `signer/keys/prod.pem`에 이미 있다는 걸 몰랐음.",
        "prod 서명기가 로드하는 키:\n%s\n새로 만들면 공개키를 pinning한 파트너가 전부 깨짐." % block,
        "파트너 공개키 pinning 목록은 누가 관리하나요?"))
    return {"category": "pem: EC private key (full)", "fields": (mc, le, ask), "secrets": lines, "vendors": ["X.509/TLS"]}


def s_openssh(lang):
    for _ in range(50):
        comment = pick(["deploy@ci", "%s@macbook" % pick(EN_NAMES), "github-actions", "backup@nas01", "%s@%s" % (pick(KO_ROMAN), pick(["desktop", "laptop"]))])
        lines = wrap(openssh_ed25519(comment), 70)
        if ok_lines(lines):
            break
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    mc, le, ask = L(lang, (
        "The deploy job SSHes into the app servers and I was not told which key it uses.",
        "The user pasted the key from the CI variable DEPLOY_SSH_KEY:\n%s\nIt needs a trailing newline or ssh-add fails with 'error in libcrypto'." % block,
        "Should the deploy key be read-only on the repo?"), (
        "배포 잡이 앱 서버에 SSH로 들어가는데 어떤 키를 쓰는지 못 들음.",
        "사용자가 CI 변수 DEPLOY_SSH_KEY 내용을 붙여넣음:\n%s\n끝에 개행이 없으면 ssh-add가 'error in libcrypto'로 실패함." % block,
        "배포 키를 저장소 read-only로 제한할까요?"))
    return {"category": "ssh: OpenSSH ed25519 private key", "fields": (mc, le, ask), "secrets": lines, "vendors": ["OpenSSH"]}


def s_pkcs8_small(lang):
    if R.random() < 0.5:
        lines = pem_lines(ed25519_pkcs8_der())
        kind, what_en, what_ko, vend = "ed25519", "the JWT signing key (EdDSA)", "JWT 서명 키(EdDSA)", "JWT signing"
    else:
        while True:
            lines = pem_lines(p8_ec_der())
            if ok_lines(lines):
                break
        kind, what_en, what_ko, vend = "p8", "the App Store Connect API key (AuthKey_%s.p8)" % rs(UPALNUM, 10), "App Store Connect API 키(AuthKey_%s.p8)" % rs(UPALNUM, 10), "Apple App Store Connect"
    block = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
    mc, le, ask = L(lang, (
        "Nobody told me where %s lives; the user pasted it into the chat:\n%s" % (what_en, block),
        "fastlane and the backend both read this file; the key id and issuer id are separate settings.",
        "Can I store it as a base64 CI variable instead of a file in the repo?"), (
        "%s가 어디 있는지 몰랐는데 사용자가 채팅에 그대로 붙여넣음:\n%s" % (what_ko, block),
        "fastlane이랑 백엔드가 둘 다 이 파일을 읽음. key id, issuer id는 별도 설정.",
        "저장소 파일 대신 base64 CI 변수로 넣어도 될까요?"))
    return {"category": "pem: PKCS#8 private key (%s)" % kind, "fields": (mc, le, ask), "secrets": lines, "vendors": [vend]}


def s_pgp(lang):
    body, crc = pgp_secret_block()
    while not ok_lines(body):
        body, crc = pgp_secret_block()
    block = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(body), crc)
    mc, le, ask = L(lang, (
        "Release signing needs a GPG key; the user exported it for me:\n%s" % block,
        "Import it with `gpg --batch --import`; the key has no passphrase so CI can use it directly.",
        ""), (
        "릴리스 서명에 GPG 키가 필요해서 사용자가 export해서 줌:\n%s" % block,
        "`gpg --batch --import`로 가져오면 됨. 패스프레이즈 없는 키라 CI에서 바로 사용 가능.",
        ""))
    return {"category": "pgp: armored private key block", "fields": (mc, le, ask), "secrets": body, "vendors": ["GnuPG"]}


def s_gcp_sa(lang):
    while True:
        lines = pem_lines(pkcs8_rsa_der())[:3]
        if ok_lines(lines):
            break
    proj = "%s-%s-%d" % (pick(ORGS), pick(ENV_STAGES), R.randint(100, 999))
    sa = pick(["ci-deployer", "bq-loader", "firebase-adminsdk-" + rs(LOALNUM, 5), "gcs-writer"])
    js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
          '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}') % (
        proj, hexs(40), "\\n".join(lines), sa, proj)
    mc, le, ask = L(lang, (
        "I didn't know the BigQuery loader authenticates with a JSON key file; the user pasted part of it:\n%s" % js,
        "GOOGLE_APPLICATION_CREDENTIALS must point at the file; Workload Identity is not set up for this cluster yet.",
        "Can we switch this job to Workload Identity and delete the key?"), (
        "BigQuery 로더가 JSON 키 파일로 인증하는 걸 몰랐음. 사용자가 일부를 붙여넣음:\n%s" % js,
        "GOOGLE_APPLICATION_CREDENTIALS가 파일 경로를 가리켜야 함. 이 클러스터는 아직 Workload Identity 미설정.",
        "이 잡을 Workload Identity로 바꾸고 키는 삭제해도 될까요?"))
    return {"category": "json: GCP service account key (private_key lines)", "fields": (mc, le, ask), "secrets": lines, "vendors": ["Google Cloud IAM"]}


# ================================================================ 2FA / recovery / PIN / seeds / wifi / app passwords
def s_totp(lang):
    seed = rs(B32, pick([16, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Cloudflare", "Grafana", "GitLab", "Vercel", "Atlassian"])
    acct = "%s@%s" % (pick(["ops", "admin", "root", "infra", "billing"]), pick(DOMAINS))
    uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
    if R.random() < 0.5:
        mc, le, ask = L(lang, (
            "The shared %s root account has MFA and I did not know the TOTP seed is kept in the ops repo." % issuer,
            "The QR code decodes to:\n%s\nAny authenticator app can add it; codes are 6 digits every 30 seconds." % uri,
            "Should the shared MFA seed live in the password manager instead?"), (
            "공용 %s root 계정에 MFA가 걸려 있는데 TOTP 시드가 ops 저장소에 있다는 걸 몰랐음." % issuer,
            "QR 코드를 디코딩하면:\n%s\n아무 OTP 앱에나 추가 가능. 30초마다 6자리." % uri,
            "공용 MFA 시드는 비밀번호 관리자로 옮기는 게 맞을까요?"))
        return {"category": "2fa: otpauth URI with seed", "fields": (mc, le, ask), "secrets": [seed], "vendors": [issuer + " MFA"]}
    sp = " ".join(wrap(seed.lower(), 4)) if R.random() < 0.5 else seed
    mc, le, ask = L(lang, (
        "I needed a 2FA code for the %s admin and the user sent the setup key instead: %s" % (issuer, sp),
        "With the setup key, `oathtool --totp -b` generates the current code, which is how the e2e test logs in.",
        "Is it OK that the e2e test logs in with the real %s 2FA seed?" % issuer), (
        "%s 관리자 2FA 코드가 필요했는데 사용자가 설정 키를 보내줌: %s" % (issuer, sp),
        "설정 키가 있으면 `oathtool --totp -b`로 현재 코드 생성 가능. e2e 테스트가 이 방식으로 로그인함.",
        "e2e 테스트가 실제 %s 2FA 시드로 로그인해도 괜찮나요?" % issuer))
    return {"category": "2fa: TOTP setup key in prose", "fields": (mc, le, ask), "secrets": [sp], "vendors": [issuer + " MFA"]}


def s_recovery(lang):
    style = pick(["github", "google", "dashed", "bitwarden"])
    if style == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(6, 10))]
        svc = "GitHub"
        txt = "\n".join(codes)
    elif style == "google":
        codes = ["%04d %04d" % (R.randint(0, 9999), R.randint(0, 9999)) for _ in range(R.randint(5, 8))]
        svc = "Google Workspace"
        txt = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif style == "dashed":
        codes = ["%s-%s" % (rs(LOALNUM, 4), rs(LOALNUM, 4)) for _ in range(R.randint(6, 10))]
        svc = pick(["Discord", "Slack", "npm", "Docker Hub"])
        txt = "  ".join(codes)
    else:
        codes = [rs(LOALNUM, 32)]
        svc = "Bitwarden"
        txt = codes[0]
    if lang == "en":
        mc = "The team's %s admin account got locked out and nobody told me the recovery codes are in the shared drive." % svc
        le = pick(["Recovery codes from `ops/%s-recovery.txt`:\n%s\nEach code works once; I used the first one." % (svc.lower().replace(" ", "-"), txt),
                   "The user pasted the recovery codes:\n%s\nOne of them got us back in." % txt])
        ask = "Should we regenerate the %s recovery codes now that they were pasted here?" % svc
    else:
        mc = "팀 %s 관리자 계정이 잠겼는데 복구 코드가 공유 드라이브에 있다는 걸 몰랐음." % svc
        le = pick(["`ops/%s-recovery.txt`에 있는 복구 코드:\n%s\n코드는 한 번씩만 쓸 수 있음. 첫 번째 것 사용함." % (svc.lower().replace(" ", "-"), txt),
                   "사용자가 복구 코드를 붙여넣음:\n%s\n그중 하나로 복구 성공." % txt])
        ask = "여기 붙여넣었으니 %s 복구 코드 재발급할까요?" % svc
    return {"category": "recovery codes (%s style)" % style, "fields": (mc, le, ask), "secrets": codes, "vendors": [svc + " recovery"]}


def s_pin(lang):
    kind = pick(["door", "alarm", "phone", "safe", "sim"])
    code = "".join(R.choice(DIG) for _ in range(R.randint(8, 10)))
    if lang == "en":
        what = {"door": "server room door", "alarm": "office alarm panel", "phone": "on-call phone", "safe": "key safe in the NOC",
                "sim": "test SIM (PUK)"}[kind]
        mc = pick(["I was sent to reboot the rack and nobody told me the %s needs a code." % what,
                   "The checklist says to use the %s but not how to unlock it." % what])
        le = pick(["The code for the %s is %s; it changes every quarter." % (what, code),
                   "%s code: %s (from %s in chat)." % (what.capitalize(), code, pick(EN_NAMES))])
        ask = pick(["", "Who gets notified when the %s code changes?" % what])
    else:
        what = {"door": "서버실 도어락", "alarm": "사무실 경보기", "phone": "당직폰", "safe": "NOC 키 보관함", "sim": "테스트 유심(PUK)"}[kind]
        mc = pick(["랙 재부팅하러 갔는데 %s 비밀번호가 필요하다는 걸 몰랐음." % what,
                   "체크리스트에 %s 쓰라고만 있고 여는 방법은 없음." % what])
        le = pick(["%s 비밀번호는 %s, 분기마다 바뀜." % (what, code),
                   "%s 번호: %s (%s님이 채팅으로 알려줌)." % (what, code, pick(KO_NAMES))])
        ask = pick(["", "%s 번호 바뀌면 누구한테 공유되나요?" % what])
    return {"category": "pin: %s code" % kind, "fields": (mc, le, ask), "secrets": [code], "vendors": []}


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
         "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
         "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
         "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
         "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
         "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
         "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
         "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
         "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
         "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
         "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
         "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion "
         "change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose "
         "chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
         "code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress "
         "connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course "
         "cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp "
         "critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious "
         "current curtain curve cushion custom cute cycle").split()


def s_seed(lang):
    kind = pick(["seed", "seed", "eth", "wif"])
    if kind == "seed":
        n = pick([12, 12, 24])
        words = " ".join(R.choice(BIP39) for _ in range(n))
        sec = [words]
        wallet = pick(["MetaMask", "Ledger", "the treasury hot wallet", "Phantom"])
        body_en = "The %d-word recovery phrase for %s: %s" % (n, wallet, words)
        body_ko = "%s 복구 구문 %d단어: %s" % (wallet, n, words)
        cat = "crypto: BIP39 seed phrase (%d words)" % n
    elif kind == "eth":
        k = "0x" + hexs(64)
        sec = [k]
        body_en = "PRIVATE_KEY=%s in `hardhat.config.ts` deploys from the treasury address." % k
        body_ko = "`hardhat.config.ts`의 PRIVATE_KEY=%s 가 트레저리 주소에서 배포함." % k
        cat = "crypto: EVM private key (hex)"
    else:
        k = t_btc_wif()
        sec = [k]
        body_en = "The hot wallet key in WIF is %s; `bitcoin-cli importprivkey` takes it directly." % k
        body_ko = "핫월렛 키 (WIF): %s, `bitcoin-cli importprivkey`에 바로 넣으면 됨." % k
        cat = "crypto: Bitcoin WIF private key"
    mc, le, ask = L(lang, (
        "I did not know the testnet faucet script signs with a real mainnet wallet.",
        body_en + "\nThe script must be pointed at the testnet RPC before anything else runs.",
        "Can we generate a separate testnet wallet for the faucet?"), (
        "testnet faucet 스크립트가 실제 mainnet 지갑으로 서명한다는 걸 몰랐음.",
        body_ko + "\n스크립트 실행 전에 testnet RPC로 바꿔야 함.",
        "faucet용 testnet 지갑을 따로 만들까요?"))
    return {"category": cat, "fields": (mc, le, ask), "secrets": sec, "vendors": ["crypto wallet"]}


def s_wifi(lang):
    ssid = pick(["ACME-Guest", "Office-5G", "hanbit_dev", "LAB-IoT", "Meeting Room 3", "saebyeok-wifi"])
    pw = pw_charset("!@#%^*()-_=+[]{}?.~", ("human", "passphrase", "kokey", "generated"))
    f = pick(["qr", "wpa", "prose"])
    if f == "qr":
        s = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        e = "The QR on the meeting-room wall encodes `%s`." % s
        k = "회의실 벽 QR 코드 내용은 `%s`." % s
        cat = "wifi: WIFI: QR payload"
    elif f == "wpa":
        s = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        e = "The Raspberry Pi kiosk has this in `/etc/wpa_supplicant/wpa_supplicant.conf`:\n%s" % s
        k = "라즈베리파이 키오스크 `/etc/wpa_supplicant/wpa_supplicant.conf` 내용:\n%s" % s
        cat = "wifi: wpa_supplicant psk"
    else:
        e = "Wi-Fi for the test devices: SSID %s, password %s." % (ssid, pw)
        k = "테스트 기기용 와이파이: SSID %s, 비번 %s" % (ssid, pw)
        cat = "wifi: password in prose"
    mc, le, ask = L(lang, (
        "The device tests need the lab network and nobody said which SSID the devices join.", e,
        "Is there a separate VLAN for test devices?"), (
        "디바이스 테스트에 랩 네트워크가 필요한데 어느 SSID에 붙는지 아무도 말 안 함.", k,
        "테스트 기기용 VLAN이 따로 있나요?"))
    return {"category": cat, "fields": (mc, le, ask), "secrets": [pw], "vendors": ["Wi-Fi"]}


def s_app_password(lang):
    if R.random() < 0.5:
        p = " ".join(rs(LO, 4) for _ in range(4))
        svc = "Google (Gmail SMTP)"
        where_en = "`SMTP_PASSWORD` for smtp.gmail.com:587 is the app password %s" % p
        where_ko = "smtp.gmail.com:587용 `SMTP_PASSWORD`는 앱 비밀번호 %s" % p
    else:
        p = "-".join(rs(LO, 4) for _ in range(4))
        svc = "Apple ID (app-specific password)"
        where_en = "notarytool is called with `--password %s`, an app-specific password" % p
        where_ko = "notarytool을 `--password %s` (앱 암호)로 호출함" % p
    mc, le, ask = L(lang, (
        "I didn't know the %s account has 2FA, so the normal password does not work for scripts." % svc.split(" (")[0],
        "%s; it bypasses 2FA, so treat it like the real password." % where_en,
        ""), (
        "%s 계정에 2FA가 있어서 스크립트에서는 일반 비번이 안 된다는 걸 몰랐음." % svc.split(" (")[0],
        "%s. 2FA를 우회하니 실제 비번처럼 다뤄야 함." % where_ko,
        ""))
    return {"category": "app password: %s" % svc, "fields": (mc, le, ask), "secrets": [p], "vendors": [svc]}


# ================================================================ connection strings and URLs
def s_conn_url(lang):
    user = pick(DB_USERS)
    pw = pw_any(("human", "generated", "passphrase", "kokey"))
    pw = pw.replace(" ", "-")
    pe = pct(pw)
    host = pick(HOSTS[:5])
    k = pick(["pg", "mysql", "mongo", "redis", "amqp", "mssql_ado", "jdbc", "sqlalchemy", "neon", "atlas"])
    if k == "pg":
        s = "DATABASE_URL=postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, pe, host, pick(DBS)); sec = pe; v = "PostgreSQL"
    elif k == "mysql":
        s = "mysql://%s:%s@%s:3306/%s" % (user, pe, host, pick(DBS)); sec = pe; v = "MySQL"
    elif k == "mongo":
        s = "mongodb://%s:%s@%s:27017/?replicaSet=rs0&authSource=admin" % (user, pe, host); sec = pe; v = "MongoDB"
    elif k == "atlas":
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, pe, rs(LOALNUM, 5), pick(DBS)); sec = pe; v = "MongoDB Atlas"
    elif k == "redis":
        s = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pe, host); sec = pe; v = "Redis"
    elif k == "amqp":
        s = "amqp://%s:%s@%s:5672/%%2F" % (user, pe, host); sec = pe; v = "RabbitMQ"
    elif k == "mssql_ado":
        pw = pw.replace(";", "").replace("=", "")
        while len(pw) < 8:
            pw += pick(DIG)
        s = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(ORGS), pick(DBS), user, pw); sec = pw; v = "Azure SQL"
    elif k == "jdbc":
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, pick(DBS), user, pe); sec = pe; v = "PostgreSQL (JDBC)"
    elif k == "neon":
        p2 = "npg_" + rs(ALNUM, 12)
        s = "postgresql://neondb_owner:%s@ep-%s-%s-a%s.%s.aws.neon.tech/neondb?sslmode=require" % (p2, pick(["cool", "damp", "lively", "proud"]), pick(["sun", "river", "leaf"]), rs(LOALNUM, 7), pick(REGIONS)); sec = p2; v = "Neon"
    else:
        s = 'SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://%s:%s@%s/%s"' % (user, pe, host, pick(DBS)); sec = pe; v = "PostgreSQL (SQLAlchemy)"
    mc, le, ask = pick([
        lambda: L(lang, ("The connection string for %s was only in the user's head; they pasted it:\n%s" % (v, s),
                         "Special characters in the password must be percent-encoded in URLs, otherwise the driver splits at '@' or ':'.",
                         "Can the %s password be moved to the secret store and the URL built at runtime?" % v),
                        ("%s 접속 문자열은 사용자만 알고 있었음. 붙여넣어 준 것:\n%s" % (v, s),
                         "URL 안 비밀번호의 특수문자는 퍼센트 인코딩해야 함. 안 그러면 드라이버가 '@'나 ':'에서 잘라버림.",
                         "%s 비번을 시크릿 저장소로 옮기고 URL은 런타임에 조합해도 될까요?" % v)),
        lambda: L(lang, ("I did not know %s needs TLS from the app subnet." % v,
                         "Working value:\n%s" % s, ""),
                        ("앱 서브넷에서 %s 접속할 때 TLS 필수라는 걸 몰랐음." % v,
                         "동작하는 값:\n%s" % s, "")),
    ])()
    return {"category": "url: %s connection string with password" % v, "fields": (mc, le, ask), "secrets": [sec], "vendors": [v]}


def s_stacktrace(lang):
    user = pick(DB_USERS)
    pw = pw_charset("._~-!", ("human", "generated", "kokey"))
    host = pick(HOSTS)
    db = pick(DBS)
    k = pick(["sqlalchemy", "prisma", "jdbc"])
    if k == "sqlalchemy":
        tr = ('Traceback (most recent call last):\n  File "app/db.py", line 41, in connect\n    engine.connect()\n'
              'sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  no pg_hba.conf entry for host "10.0.4.17"\n'
              '(Background on this error at: https://sqlalche.me/e/20/e3q8)\n'
              'engine url: postgresql+psycopg://%s:%s@%s:5432/%s' % (user, pw, host, db))
    elif k == "prisma":
        tr = ('PrismaClientInitializationError: Can\'t reach database server at `%s`:`5432`\n'
              '    at t.PrismaClient._engine (node_modules/@prisma/client/runtime/library.js:112:2345)\n'
              'DATABASE_URL="postgresql://%s:%s@%s:5432/%s?schema=public"' % (host, user, pw, host, db))
    else:
        tr = ('org.postgresql.util.PSQLException: Connection to %s:5432 refused.\n'
              '\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n'
              'HikariPool-1 - jdbcUrl=jdbc:postgresql://%s:5432/%s, username=%s, password=%s' % (host, host, db, user, pw))
    mc, le, ask = L(lang, (
        "The user pasted the full startup error from the %s pod:\n%s" % (pick(SERVICES), tr),
        "The app was in a subnet missing from pg_hba.conf; the credentials themselves were fine.",
        "Can we stop the driver from printing the connection URL on failure?"), (
        "사용자가 %s 파드 기동 에러를 통째로 붙여넣음:\n%s" % (pick(SERVICES), tr),
        "앱이 pg_hba.conf에 없는 서브넷에 있었던 게 원인. 자격 증명은 정상이었음.",
        "실패 시 드라이버가 접속 URL을 출력하지 않게 막을 수 있을까요?"))
    return {"category": "stack trace: %s error printing DB password" % k, "fields": (mc, le, ask), "secrets": [pw], "vendors": ["PostgreSQL"]}


def s_sql_user(lang):
    pw = pw_safe(("human", "generated", "passphrase"))
    user = pick(["app_rw", "report_ro", "grafana", "metabase", "airflow", "debezium"])
    k = pick(["mysql", "pg", "mssql", "oracle"])
    if k == "mysql":
        s = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (user, pw, pick(DBS), user); v = "MySQL"
    elif k == "pg":
        s = "CREATE ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';\nGRANT CONNECT ON DATABASE %s TO %s;" % (user, pw, pick(DBS), user); v = "PostgreSQL"
    elif k == "mssql":
        s = "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;\nCREATE USER [%s] FOR LOGIN [%s];" % (user, pw, user, user); v = "SQL Server"
    else:
        s = "CREATE USER %s IDENTIFIED BY \"%s\";\nGRANT CREATE SESSION TO %s;" % (user.upper(), pw, user.upper()); v = "Oracle"
    mc, le, ask = L(lang, (
        "I was asked to give %s read access and didn't know the DBA keeps the SQL in `db/grants/`." % user,
        "The migration that created the user:\n%s\nIt runs only once; re-running it fails because the user exists." % s,
        "Should new DB users get passwords generated by the secret store instead of being written in SQL?"), (
        "%s에 읽기 권한을 주라는데 DBA가 `db/grants/`에 SQL을 둔다는 걸 몰랐음." % user,
        "유저를 만든 마이그레이션:\n%s\n한 번만 실행됨. 다시 돌리면 이미 있는 유저라 실패함." % s,
        "새 DB 유저 비번은 SQL에 적지 말고 시크릿 저장소에서 생성하게 할까요?"))
    return {"category": "sql: %s create user with password" % v, "fields": (mc, le, ask), "secrets": [pw], "vendors": [v]}


def s_basic_header(lang):
    user = pick(["admin", "api", "svc-export", "jenkins", "grafana", pick(EN_NAMES)])
    pw = pw_safe(("human", "generated"))
    blob = b64s("%s:%s" % (user, pw))
    host = pick(["registry.", "grafana.", "es.", "jenkins.", "nexus."]) + pick(DOMAINS)
    s = "Authorization: Basic %s" % blob
    mc, le, ask = pick([
        lambda: L(lang, ("The export job hits https://%s and I didn't know it uses basic auth. From the browser devtools:\n%s" % (host, s),
                         "The header must be sent on the first request; the server does not send a 401 challenge.", ""),
                        ("export 잡이 https://%s 를 호출하는데 basic auth인 걸 몰랐음. 브라우저 devtools에서 복사:\n%s" % (host, s),
                         "서버가 401 challenge를 안 보내서 첫 요청부터 헤더를 넣어야 함.", "")),
        lambda: L(lang, ("Nobody mentioned the proxy in front of %s needs its own auth." % host,
                         "The nginx upstream config sets `proxy_set_header %s;` and requests without it get 401." % s,
                         "Can the proxy use a service account instead of the admin login?"),
                        ("%s 앞단 프록시에 별도 인증이 필요하다는 말을 못 들음." % host,
                         "nginx upstream 설정에 `proxy_set_header %s;` 가 있고 이게 없으면 401." % s,
                         "프록시가 admin 로그인 대신 서비스 계정을 쓰게 할 수 있을까요?")),
    ])()
    return {"category": "http: Basic auth header (base64 user:pass)", "fields": (mc, le, ask), "secrets": [blob], "vendors": ["HTTP Basic"]}


def s_bearer_jwt(lang):
    iss = "https://auth.%s" % pick(DOMAINS)
    tok = t_generic_jwt(iss, pick([None, "admin", "service"]))
    mc, le, ask = L(lang, (
        "The admin API needs a bearer token and nobody told me how to get one. The user copied theirs from the browser:\nAuthorization: Bearer %s" % tok,
        "The token is valid for a long time, so the script worked, but it acts as the user's own account.",
        "Is there a service account for the admin API so scripts don't reuse a personal session?"), (
        "admin API에 bearer 토큰이 필요한데 발급 방법을 못 들음. 사용자가 브라우저에서 자기 토큰을 복사해 줌:\nAuthorization: Bearer %s" % tok,
        "토큰 만료가 길어서 스크립트는 돌았지만 사용자 본인 계정으로 동작함.",
        "스크립트가 개인 세션을 재사용하지 않게 admin API용 서비스 계정이 있나요?"))
    return {"category": "http: Bearer JWT session token", "fields": (mc, le, ask), "secrets": [tok], "vendors": ["JWT session"]}


def s_cookie(lang):
    k = pick(["django", "express", "rails", "java", "laravel"])
    if k == "django":
        v = rs(LOALNUM, 32); c = "Cookie: csrftoken=%s; sessionid=%s" % (rs(ALNUM, 32), v)
    elif k == "express":
        v = "s%3A" + rs(B64URL, 32) + "." + pct(b64e(rbytes(32)).rstrip("=")); c = "Cookie: connect.sid=%s" % v
    elif k == "rails":
        v = pct(b64e(rbytes(120))) + "--" + hexs(40); c = "Cookie: _%s_session=%s" % (pick(ORGS).replace("-", "_"), v)
    elif k == "java":
        v = hexs(32).upper(); c = "Cookie: JSESSIONID=%s; Path=/" % v
    else:
        v = pct(b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode()))
        c = "Cookie: laravel_session=%s" % v
    mc, le, ask = L(lang, (
        "To reproduce the admin-only bug I needed a logged-in session; the user pasted the request headers:\n%s" % c,
        "Replaying the cookie with curl reproduced the 500 on the export page.",
        "Can I get a test admin account instead of replaying a real session?"), (
        "관리자 전용 버그를 재현하려면 로그인 세션이 필요했음. 사용자가 요청 헤더를 붙여넣음:\n%s" % c,
        "curl로 쿠키를 재사용하니 export 페이지 500 재현됨.",
        "실제 세션 대신 테스트용 관리자 계정을 받을 수 있을까요?"))
    return {"category": "http: session cookie (%s)" % k, "fields": (mc, le, ask), "secrets": [v], "vendors": ["session cookie"]}


def s_docker_config(lang):
    user = pick(EN_NAMES + KO_ROMAN[:4])
    pw = pw_safe(("human", "generated"))
    blob = b64s("%s:%s" % (user, pw))
    reg = pick(["registry.gitlab.com", "ghcr.io", "harbor.%s" % pick(DOMAINS), "%d.dkr.ecr.%s.amazonaws.com" % (R.randint(10**11, 10**12), pick(REGIONS))])
    s = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    mc, le, ask = L(lang, (
        "The image pull fails on the new runner and I didn't know it needs a docker config. The working one from the old runner:\n%s" % s,
        "The `auth` field is base64 of user:password; the runner mounts it as /root/.docker/config.json.",
        "Can we use a robot account for %s instead of %s's login?" % (reg, user)), (
        "새 러너에서 이미지 pull이 실패하는데 docker config가 필요한 걸 몰랐음. 기존 러너에서 가져온 것:\n%s" % s,
        "`auth` 필드는 user:password의 base64. 러너가 /root/.docker/config.json으로 마운트함.",
        "%s 개인 로그인 대신 %s용 robot 계정을 쓸 수 있을까요?" % (user, reg)))
    return {"category": "docker: config.json auths base64", "fields": (mc, le, ask), "secrets": [blob], "vendors": ["container registry"]}


def s_dotfiles(lang):
    k = pick(["netrc", "pgpass", "mycnf", "npmrc", "pypirc", "mavensettings", "nugetconfig", "gradleprops", "pipconf", "gitcreds"])
    user = pick(EN_NAMES + ["deploy", "ci-bot"])
    pw = pw_charset("!@#%^*()-_=+[]{}?.,~", ("human", "generated"))
    sec = [pw]
    if k == "netrc":
        tok = "HRKU-AA" + rs(B64URL, 58)
        s = "machine api.heroku.com\n  login %s@%s\n  password %s\nmachine git.heroku.com\n  login %s@%s\n  password %s" % (user, pick(DOMAINS), tok, user, pick(DOMAINS), tok)
        sec = [tok]; f = "~/.netrc"; v = "Heroku"
    elif k == "pgpass":
        s = "%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBS), pick(DB_USERS), pw); f = "~/.pgpass"; v = "PostgreSQL"
    elif k == "mycnf":
        s = "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(DB_USERS), pw, pick(HOSTS)); f = "~/.my.cnf"; v = "MySQL"
    elif k == "npmrc":
        tok = crc_token("ghp_")
        s = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\nalways-auth=true" % (pick(ORGS), tok)
        sec = [tok]; f = ".npmrc"; v = "GitHub Packages"
    elif k == "pypirc":
        tok = t_pypi()
        s = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        sec = [tok]; f = "~/.pypirc"; v = "PyPI"
    elif k == "mavensettings":
        s = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (user, pw)
        f = "~/.m2/settings.xml"; v = "Sonatype Nexus"
    elif k == "nugetconfig":
        s = '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (user, pw)
        f = "NuGet.Config"; v = "NuGet feed"
    elif k == "gradleprops":
        s = "signing.keyId=%s\nsigning.password=%s\nossrhUsername=%s\nossrhPassword=%s" % (hexs(8).upper(), pw, user, pw)
        f = "~/.gradle/gradle.properties"; v = "Maven Central (OSSRH)"
    elif k == "pipconf":
        tok = "glpat-" + rs(B64URL, 20)
        s = "[global]\nindex-url = https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple" % (tok, R.randint(10**7, 10**8))
        sec = [tok]; f = "pip.conf"; v = "GitLab Package Registry"
    else:
        tok = crc_token("ghp_")
        s = "https://%s:%s@github.com" % (user, tok)
        sec = [tok]; f = "~/.git-credentials"; v = "GitHub"
    mc, le, ask = L(lang, (
        "Builds on my machine failed to authenticate and nobody told me the team relies on %s." % f,
        "The user's working %s:\n%s\nCopying it fixed the auth error." % (f, s),
        "Is there a per-developer credential I should create instead of copying this one?"), (
        "내 환경에서 빌드 인증이 실패했는데 팀이 %s 파일에 의존한다는 걸 몰랐음." % f,
        "사용자의 동작하는 %s:\n%s\n복사하니 인증 에러 해결." % (f, s),
        "이걸 복사하는 대신 개인별 자격 증명을 만들어야 하나요?"))
    return {"category": "dotfile: %s" % f, "fields": (mc, le, ask), "secrets": sec, "vendors": [v]}


def s_app_secret(lang):
    k = pick(["django", "rails", "laravel", "nextauth", "flask", "fernet", "jwt", "aes"])
    if k == "django":
        v = pick(["django-insecure-", ""]) + rs(LO + DIG + "!@#%^&*(-_=+)", 50); s = "SECRET_KEY = '%s'" % v; f = "settings/prod.py"
    elif k == "rails":
        v = hexs(128); s = "SECRET_KEY_BASE=%s" % v; f = ".env.production"
    elif k == "laravel":
        b = b64e(rbytes(32)); v = b; s = "APP_KEY=base64:%s" % b; f = ".env"
    elif k == "nextauth":
        v = b64e(rbytes(32)); s = "NEXTAUTH_SECRET=%s" % v; f = ".env.local"
    elif k == "flask":
        v = hexs(64); s = "app.config['SECRET_KEY'] = '%s'" % v; f = "app/__init__.py"
    elif k == "fernet":
        v = b64u(rbytes(32)) + "="; s = "FIELD_ENCRYPTION_KEY=%s" % v; f = ".env"
    elif k == "jwt":
        v = pw_generated(R.randint(32, 48), "!@#%^&*-_=+"); s = "JWT_SECRET=%s" % v; f = "docker-compose.override.yml"
    else:
        v = hexs(64); s = "ENCRYPTION_KEY_HEX=%s" % v; f = "config/crypto.env"
    if k in ("fernet", "aes", "laravel") and R.random() < 0.7:
        mc, le, ask = L(lang, (
            "Encrypted columns became unreadable on the new replica and nobody told me the encryption key is in %s." % f,
            "The key the old servers use:\n%s\nThe new replica had generated its own key, so decrypt failed with InvalidToken." % s,
            "Should key rotation be handled with a key ring so old rows stay readable?"), (
            "새 레플리카에서 암호화 컬럼이 안 읽혔는데 암호화 키가 %s에 있다는 걸 아무도 안 알려줌." % f,
            "기존 서버들이 쓰는 키:\n%s\n새 레플리카가 자기 키를 새로 생성해서 복호화가 InvalidToken으로 실패함." % s,
            "예전 행도 읽히게 키 링 방식으로 교체를 관리할까요?"))
        return {"category": "app secret: %s encryption key" % k, "fields": (mc, le, ask), "secrets": [v], "vendors": [k + " app secret"]}
    mc, le, ask = L(lang, (
        "Sessions were invalidated after every deploy and nobody told me the signing secret lives in %s." % f,
        "The value the prod container has:\n%s\nThe deploy overwrote it with a freshly generated one, which logged everyone out." % s,
        "Should this secret be pinned in the secret store so deploys never regenerate it?"), (
        "배포할 때마다 세션이 날아가는데 서명 시크릿이 %s에 있다는 걸 몰랐음." % f,
        "prod 컨테이너가 가진 값:\n%s\n배포가 새로 생성한 값으로 덮어써서 전원 로그아웃됨." % s,
        "배포 때 재생성되지 않도록 이 시크릿을 시크릿 저장소에 고정할까요?"))
    return {"category": "app secret: %s signing/encryption key" % k, "fields": (mc, le, ask), "secrets": [v], "vendors": [k + " app secret"]}


def s_kubeconfig(lang):
    ns = pick(["ci", "deploy", "monitoring", "argocd"])
    sa = pick(["gitlab-deployer", "argocd-manager", "ci-bot", "prom-reader"])
    tok = t_k8s_sa_jwt(ns, sa)
    s = "users:\n- name: %s\n  user:\n    token: %s" % (sa, tok)
    mc, le, ask = L(lang, (
        "I couldn't reach the cluster from CI and didn't know the deploy job uses a static service-account token.",
        "From the kubeconfig the job writes:\n%s" % s,
        "Can we switch CI to OIDC so no long-lived token is needed?"), (
        "CI에서 클러스터 접근이 안 됐는데 배포 잡이 고정 service account 토큰을 쓰는 걸 몰랐음.",
        "잡이 생성하는 kubeconfig 일부:\n%s" % s,
        "장기 토큰 없이 CI를 OIDC로 바꿀 수 있을까요?"))
    return {"category": "kubeconfig: service-account token", "fields": (mc, le, ask), "secrets": [tok], "vendors": ["Kubernetes"]}


def s_webhook_url(lang):
    k = pick(["slack", "discord", "teams", "gchat", "mattermost"])
    if k == "slack":
        sec = rs(ALNUM, 24); u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, 10), rs(UPALNUM, 10), sec); secs = [sec]; v = "Slack Incoming Webhooks"
    elif k == "discord":
        sec = rs(B64URL, 68); u = "https://discord.com/api/webhooks/%d/%s" % (R.randint(10**17, 10**18), sec); secs = [sec]; v = "Discord webhooks"
    elif k == "teams":
        s1 = hexs(32); s2 = "V2" + rs(B64URL, 43)
        u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (pick(ORGS), uuid4(), uuid4(), s1, uuid4(), s2); secs = [s1, s2]; v = "Microsoft Teams webhooks"
    elif k == "gchat":
        key = "AIzaSy" + rs(B64URL, 33); tk = rs(B64URL, 43) + "%3D"
        u = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tk); secs = [key, tk]; v = "Google Chat webhooks"
    else:
        sec = rs(LOALNUM, 26); u = "https://chat.%s/hooks/%s" % (pick(DOMAINS), sec); secs = [sec]; v = "Mattermost webhooks"
    mc, le, ask = L(lang, (
        "Alerts stopped reaching the team channel and nobody told me the webhook URL is hard-coded in `alerting/notify.py`.",
        "Current URL:\n%s\nA 404 from it means the webhook was deleted on the chat side." % u,
        "Who can recreate the webhook if it gets revoked?"), (
        "알림이 팀 채널에 안 오는데 웹훅 URL이 `alerting/notify.py`에 하드코딩된 걸 몰랐음.",
        "현재 URL:\n%s\n404가 나면 채팅 쪽에서 웹훅이 삭제된 것." % u,
        "웹훅이 폐기되면 누가 다시 만들 수 있나요?"))
    return {"category": "url: %s URL with secret path" % v, "fields": (mc, le, ask), "secrets": secs, "vendors": [v]}


def s_wg_age(lang):
    if R.random() < 0.5:
        k = t_wireguard()
        s = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            k, R.randint(2, 250), t_wireguard(), pick(DOMAINS))
        cat = "vpn: WireGuard config with PrivateKey"; v = "WireGuard"
    else:
        k = t_age_secret()
        s = "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s" % (R.randint(1, 11), R.randint(1, 28), t_age_public(), k)
        cat = "sops: age identity file (AGE-SECRET-KEY)"; v = "age/SOPS"
    mc, le, ask = L(lang, (
        "I didn't know the staging secrets can only be decrypted / reached with a key the user keeps locally.",
        "The user pasted their key file:\n%s" % s,
        "Should I get my own key instead of using this one?"), (
        "staging 시크릿을 복호화/접속하려면 사용자가 로컬에 가진 키가 필요하다는 걸 몰랐음.",
        "사용자가 키 파일을 붙여넣음:\n%s" % s,
        "이걸 쓰지 말고 제 키를 따로 받아야 할까요?"))
    return {"category": cat, "fields": (mc, le, ask), "secrets": [k], "vendors": [v]}


def s_vpn_psk(lang):
    pw = pw_safe(("generated", "passphrase", "human"))
    k = pick(["ipsec", "openvpn"])
    if k == "ipsec":
        s = "%%any %s : PSK \"%s\"" % (pick(HOSTS), pw); f = "/etc/ipsec.secrets"; v = "strongSwan IPsec"
    else:
        s = "%s\n%s" % (pick(KO_ROMAN + EN_NAMES), pw); f = "/etc/openvpn/client/auth.txt"; v = "OpenVPN"
    mc, le, ask = L(lang, (
        "The site-to-site tunnel to the factory dropped and I didn't know the credentials are in %s." % f,
        "Content of %s:\n%s\nThe tunnel came back after restarting the service." % (f, s), ""), (
        "공장 사이트 간 터널이 끊겼는데 자격 증명이 %s에 있다는 걸 몰랐음." % f,
        "%s 내용:\n%s\n서비스 재시작하니 터널 복구됨." % (f, s), ""))
    return {"category": "vpn: %s" % f, "fields": (mc, le, ask), "secrets": [pw], "vendors": [v]}


# ================================================================ passwords in prose, chat, tables, logs, diffs
def s_pw_prose(lang, form=None):
    sysname_en = pick(["the Grafana admin", "the router admin page", "the NAS web UI", "the staging WordPress admin", "the Jenkins admin",
                       "the pgAdmin login", "the UniFi controller", "the Synology DSM", "the vCenter console", "the Airflow UI"])
    sysname_ko = pick(["Grafana admin", "공유기 관리자 페이지", "NAS 웹 UI", "staging WordPress 관리자", "Jenkins admin", "pgAdmin 로그인",
                       "UniFi 컨트롤러", "시놀로지 DSM", "vCenter 콘솔", "Airflow UI"])
    styles = ("human", "passphrase", "generated", "kokey", "hangul") if lang == "ko" else ("human", "passphrase", "generated")
    pw = pw_any(styles)
    form = form or pick(["is", "logged", "split", "twosent", "ask", "chat", "table"])
    nm = pick(EN_NAMES); knm = pick(KO_NAMES)
    if lang == "en":
        if form == "is":
            f = ("I didn't know %s still uses a shared login." % sysname_en, "The password is %s and the user name is admin." % pw, "")
        elif form == "logged":
            f = ("Nobody told me how to get into %s." % sysname_en, "I logged in with admin / %s and changed the retention setting." % pw,
                 "Should everyone keep using the shared admin login?")
        elif form == "split":
            f = ("To change the alert rules I needed %s; %s said in chat that the password is" % (sysname_en, nm),
                 "%s (same as last year, apparently). It worked." % pw, "")
        elif form == "twosent":
            f = ("The %s password was changed last night. It is now %s." % (sysname_en.replace("the ", ""), pw),
                 "Old sessions keep working until they expire, which hid the change for a day.", "")
        elif form == "ask":
            f = ("I didn't know %s has its own local account separate from SSO." % sysname_en,
                 "SSO was down, so the local account was the only way in.",
                 "Is the local admin password still %s, or was it rotated after the outage?" % pw)
        elif form == "chat":
            t1, t2 = sorted(R.sample(TIMES, 2))
            f = ("The user forwarded this chat:\n[%s] %s: anyone know the login for %s?\n[%s] %s: admin / %s" % (t1, nm, sysname_en, t2, pick(EN_NAMES), pw),
                 "That login is still valid and has full admin rights.", "")
        else:
            f = ("Shared accounts, as pasted from the team wiki:\n| system | user | password |\n|---|---|---|\n| %s | admin | %s |\n| status page | - | (SSO) |" % (sysname_en, pw),
                 "Only the first row is still a local account.", "")
    else:
        if form == "is":
            f = ("%s에서 아직 공용 계정을 쓰는 걸 몰랐음." % sysname_ko, "비밀번호는 %s 이고 아이디는 admin." % pw, "")
        elif form == "logged":
            f = ("%s 접속 방법을 아무도 안 알려줌." % sysname_ko, "admin / %s 로 로그인해서 보존 기간 설정 바꿈." % pw,
                 "공용 admin 계정을 계속 같이 써도 되나요?")
        elif form == "split":
            f = ("알림 규칙 바꾸려면 %s 접속이 필요했는데 %s님이 채팅으로 알려준 비번은" % (sysname_ko, knm),
                 "%s (작년이랑 같다고 함). 이걸로 됨." % pw, "")
        elif form == "twosent":
            f = ("어젯밤에 %s 비번이 바뀜. 지금은 %s 임." % (sysname_ko, pw),
                 "기존 세션은 만료 전까지 유지돼서 하루 동안 변경을 몰랐음.", "")
        elif form == "ask":
            f = ("%s에 SSO와 별개인 로컬 계정이 있는 걸 몰랐음." % sysname_ko,
                 "SSO 장애 때는 로컬 계정이 유일한 접속 방법이었음.",
                 "로컬 admin 비번 아직 %s 인가요, 장애 후에 바꿨나요?" % pw)
        elif form == "chat":
            t1, t2 = sorted(R.sample(TIMES, 2))
            f = ("사용자가 대화 내용을 전달해 줌:\n[%s] %s: %s 로그인 정보 아시는 분?\n[%s] %s: admin / %s 요" % (t1, knm, sysname_ko, t2, pick(KO_NAMES), pw),
                 "이 계정 아직 유효하고 관리자 전체 권한 있음.", "")
        else:
            f = ("팀 위키에서 붙여넣은 공용 계정 표:\n| 시스템 | 아이디 | 비번 |\n|---|---|---|\n| %s | admin | %s |\n| 상태 페이지 | - | (SSO) |" % (sysname_ko, pw),
                 "첫 행만 아직 로컬 계정임.", "")
    return {"category": "prose: password (%s)" % form, "fields": f, "secrets": [pw], "vendors": []}


def s_pw_repeat_ask(lang):
    pw = pw_safe(("human", "generated", "kokey") if lang == "ko" else ("human", "generated"))
    user = pick(DB_USERS)
    f = L(lang, (
        "The analytics DB credentials were not in the handover doc. The user said: user %s, password %s." % (user, pw),
        "The read replica accepts the same credentials as the primary.",
        "Is %s also the password on the primary, or only on the replica?" % pw), (
        "인수인계 문서에 analytics DB 계정이 없었음. 사용자 말로는 아이디 %s, 비번 %s." % (user, pw),
        "read replica도 primary와 같은 계정으로 접속됨.",
        "%s 이 비번이 primary에도 같은가요, replica만인가요?" % pw))
    return {"category": "prose: password repeated in ask_next_time", "fields": f, "secrets": [pw], "vendors": ["PostgreSQL"]}


def s_pw_diff(lang):
    pw = pw_charset("!@#%^*()-_=+.,~?", ("human", "generated"), alnum_first=True)
    img = pick(["mysql:8.4", "postgres:16", "grafana/grafana:11.2.0", "mariadb:11", "bitnami/redis:7.4"])
    var = {"mysql:8.4": "MYSQL_ROOT_PASSWORD", "postgres:16": "POSTGRES_PASSWORD", "grafana/grafana:11.2.0": "GF_SECURITY_ADMIN_PASSWORD",
           "mariadb:11": "MARIADB_ROOT_PASSWORD", "bitnami/redis:7.4": "REDIS_PASSWORD"}[img]
    d = "--- a/docker-compose.yml\n+++ b/docker-compose.yml\n@@ -12,7 +12,7 @@ services:\n   db:\n     image: %s\n     environment:\n-      %s: ${%s}\n+      %s: %s\n     ports:" % (
        img, var, var, var, pw)
    f = L(lang, (
        "The user asked me to review their branch; the diff to docker-compose.yml was:\n%s" % d,
        "Replacing the variable with a literal made local setup easier but puts the password in git history.",
        "Should I revert that line to the ${%s} reference?" % var), (
        "사용자가 브랜치 리뷰를 부탁함. docker-compose.yml diff:\n%s" % d,
        "변수를 리터럴로 바꾸면 로컬 세팅은 쉬워지지만 비번이 git 히스토리에 남음.",
        "이 줄을 ${%s} 참조로 되돌릴까요?" % var))
    return {"category": "diff: compose password literal added", "fields": f, "secrets": [pw], "vendors": [img.split(":")[0]]}


def s_pw_log(lang):
    pw = pw_safe(("human", "generated"))
    user = pick(EN_NAMES + KO_ROMAN)
    k = pick(["form", "ldap", "ftp"])
    if k == "form":
        s = '%s INFO  [http] POST /login body={"username":"%s","password":"%s","remember":true} -> 302' % ("2025-%02d-%02d %s:12" % (R.randint(1, 11), R.randint(1, 28), pick(TIMES)), user, pw)
    elif k == "ldap":
        s = "DEBUG ldap3: BIND request <bindDn=uid=%s,ou=people,dc=corp,dc=local, password=%s> result=success" % (user, pw)
    else:
        s = "Status: Connected to ftp.%s\nCommand: USER %s\nResponse: 331 Password required\nCommand: PASS %s\nResponse: 230 Login successful." % (pick(DOMAINS), user, pw)
    f = L(lang, (
        "I didn't know the %s logs are shipped to the shared log index at debug level." % pick(SERVICES),
        "One of the lines the user pasted:\n%s\nDebug level logs request bodies, including logins." % s,
        "Can we drop debug logging in production?"), (
        "%s 로그가 debug 레벨로 공용 로그 인덱스에 쌓이는 걸 몰랐음." % pick(SERVICES),
        "사용자가 붙여넣은 줄 중 하나:\n%s\ndebug 레벨은 로그인 포함 요청 바디를 다 찍음." % s,
        "운영에서 debug 로그를 끌까요?"))
    return {"category": "log: password in %s log line" % k, "fields": f, "secrets": [pw], "vendors": []}


def s_pw_hangul_style(lang):
    if R.random() < 0.5:
        w = pick(KO_PW_WORDS) + pick(KO_PW_WORDS)
        pw = hangul_to_qwerty(w) + pick(["12", "!", "0909", "@@", "77"])
        en = "The user typed the Wi-Fi/router password in Korean mode, so it is really %s (the Hangul '%s' typed on a QWERTY keyboard)." % (pw, w)
        ko = "사용자가 한영 전환 안 하고 입력한 비번이라 실제로는 %s 임 (영문 자판으로 '%s'를 친 것)." % (pw, w)
        cat = "password: Korean word typed in English keyboard mode"
    else:
        pw = pw_hangul()
        en = "The kiosk account password is in Hangul: %s. The on-screen keyboard needs the Korean layout to type it." % pw
        ko = "키오스크 계정 비번이 한글임: %s. 화면 키보드를 한글 자판으로 바꿔야 입력됨." % pw
        cat = "password: Hangul password"
    f = L(lang, ("Login on the shop's kiosk kept failing and nobody told me the password is not plain ASCII.", en, ""),
                ("매장 키오스크 로그인이 계속 실패했는데 비번이 일반 영문이 아니라는 걸 아무도 안 알려줌.", ko, ""))
    return {"category": cat, "fields": f, "secrets": [pw], "vendors": ["kiosk"]}


def s_minio_mc(lang):
    ak, sk = minio_keys()
    cmd = "mc alias set backup https://minio.%s %s %s" % (pick(DOMAINS), ak, sk)
    f = L(lang, (
        "I needed to list the backup bucket and didn't know it is on the on-prem MinIO, not S3.",
        "The alias the user uses:\n%s\nAfter that `mc ls backup/db-dumps` works." % cmd,
        "Can I get a read-only MinIO user for this?"), (
        "백업 버킷 목록을 봐야 했는데 S3가 아니라 사내 MinIO에 있다는 걸 몰랐음.",
        "사용자가 쓰는 alias:\n%s\n이후 `mc ls backup/db-dumps` 동작함." % cmd,
        "이 용도로 read-only MinIO 유저를 받을 수 있을까요?"))
    return {"category": "shell: mc alias set positional keys", "fields": f, "secrets": [ak, sk], "vendors": ["MinIO"]}


def s_aws_files(lang):
    kid, sec = t_aws_pair()
    prof = pick(["default", "prod-admin", "legacy", "billing"])
    s = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (prof, kid, sec, pick(REGIONS))
    f = L(lang, (
        "The cost report script uses the '%s' profile and nobody said it is an IAM user, not SSO." % prof,
        "The user's ~/.aws/credentials:\n%s\nThe key belongs to a user created in 2019." % s,
        "Can we retire that IAM user and use SSO for the script?"), (
        "비용 리포트 스크립트가 '%s' 프로필을 쓰는데 SSO가 아니라 IAM 유저라는 얘기를 못 들음." % prof,
        "사용자의 ~/.aws/credentials:\n%s\n2019년에 만든 유저의 키임." % s,
        "그 IAM 유저를 없애고 스크립트는 SSO로 바꿔도 될까요?"))
    return {"category": "ini: ~/.aws/credentials profile", "fields": f, "secrets": [kid, sec], "vendors": ["AWS IAM"]}


def s_azure_conn(lang):
    acct = pick(ORGS).replace("-", "") + pick(["logs", "media", "backup"])
    key = t_azure_storage()
    k = pick(["storage", "sas", "servicebus"])
    if k == "storage":
        s = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key); sec = [key]; v = "Azure Storage"
    elif k == "sas":
        sig = pct(b64e(rbytes(32)))
        s = "https://%s.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-03-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (acct, sig)
        sec = [sig]; v = "Azure Blob SAS"
    else:
        kk = b64e(rbytes(32))
        s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (acct, kk); sec = [kk]; v = "Azure Service Bus"
    f = L(lang, (
        "I didn't know the export function uses a connection string instead of managed identity.",
        "The value from the Function App settings:\n%s" % s,
        "Can we switch it to managed identity?"), (
        "export 함수가 managed identity가 아니라 connection string을 쓰는 걸 몰랐음.",
        "Function App 설정에 있던 값:\n%s" % s,
        "managed identity로 바꿔도 될까요?"))
    return {"category": "azure: %s connection string" % v, "fields": f, "secrets": sec, "vendors": [v]}


def s_oauth_response(lang):
    k = pick(["google", "ms", "generic"])
    if k == "google":
        at, rt = t_google_access(), t_google_refresh()
        v = "Google OAuth"
    elif k == "ms":
        iat = ts_epoch()
        at = jwt({"aud": "https://graph.microsoft.com", "iat": iat, "exp": iat + 3599, "scp": "Mail.Read User.Read"},
                 header={"typ": "JWT", "alg": "RS256"}, sig_bytes=256)
        rt = "0.A" + rs(B64URL, 150)
        v = "Microsoft identity platform"
    else:
        at, rt = rs(B64URL, 43), rs(B64URL, 64)
        v = "OAuth provider"
    js = '{\n  "access_token": "%s",\n  "token_type": "Bearer",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "scope": "openid email"\n}' % (at, rt)
    f = L(lang, (
        "I didn't know the calendar sync keeps a refresh token per user; the user pasted the token endpoint response while debugging:\n%s" % js,
        "The access token expires in an hour; the refresh token is what lets the sync keep working, so it is the sensitive part.",
        ""), (
        "캘린더 동기화가 사용자별 refresh token을 저장하는 걸 몰랐음. 사용자가 디버깅하면서 토큰 엔드포인트 응답을 붙여넣음:\n%s" % js,
        "access token은 1시간이면 만료되지만 refresh token으로 계속 동기화되기 때문에 그게 더 민감함.",
        ""))
    return {"category": "json: OAuth token response (%s)" % v, "fields": f, "secrets": [at, rt], "vendors": [v]}


MISC_UNIQUE = [s_pem_rsa, s_pem_ec, s_openssh, s_pkcs8_small, s_pgp, s_gcp_sa, s_totp, s_recovery, s_pin, s_seed, s_wifi,
               s_app_password, s_conn_url, s_stacktrace, s_sql_user, s_basic_header, s_bearer_jwt, s_cookie, s_docker_config,
               s_dotfiles, s_app_secret, s_kubeconfig, s_webhook_url, s_wg_age, s_vpn_psk,
               lambda lang: s_pw_prose(lang, "is"), lambda lang: s_pw_prose(lang, "logged"), lambda lang: s_pw_prose(lang, "split"),
               lambda lang: s_pw_prose(lang, "twosent"), lambda lang: s_pw_prose(lang, "ask"), lambda lang: s_pw_prose(lang, "chat"),
               lambda lang: s_pw_prose(lang, "table"), s_pw_repeat_ask, s_pw_diff, s_pw_log, s_pw_hangul_style, s_minio_mc,
               s_aws_files, s_azure_conn, s_oauth_response]
MISC_EXTRA = [s_totp, s_recovery, s_pin, s_seed, s_wifi, s_app_password, s_conn_url, s_conn_url, s_conn_url, s_stacktrace,
              s_sql_user, s_basic_header, s_cookie, s_dotfiles, s_dotfiles, s_app_secret, s_webhook_url, s_webhook_url, s_wg_age,
              s_pw_log, s_pw_hangul_style, s_pw_prose, s_pw_prose, s_oauth_response, s_pem_rsa, s_openssh]


# ================================================================ CLEAN NOTES
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def ulid():
    return rs("01", 1) + rs(CROCK, 25)


def objid():
    return "%08x" % R.randint(0x60000000, 0x68000000) + hexs(16)


def sha40():
    return hexs(40)


def ssh_ed_pub():
    return b64e(_sshstr("ssh-ed25519") + _sshstr(rbytes(32)))


def ssh_rsa_pub():
    n = bytearray(rbytes(256)); n[0] |= 0x80
    return b64e(_sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes(n)))


def ssh_fp(blob_b64):
    return "SHA256:" + b64e(hashlib.sha256(base64.b64decode(blob_b64)).digest()).rstrip("=")


def rsa_spki_der():
    n = bytearray(rbytes(256)); n[0] |= 0x80
    rsakey = der(0x30, der_int(bytes(n)) + der_int(b"\x01\x00\x01"))
    alg = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return der(0x30, alg + der(0x03, b"\x00" + rsakey))


def ec_spki_der():
    return bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)


def colon_hex(n, upper=True):
    h = hexs(2 * n)
    h = h.upper() if upper else h
    return ":".join(h[i:i + 2] for i in range(0, len(h), 2))


def gpg_fpr():
    h = hexs(40).upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def ipfs_cid():
    return b58encode(b"\x12\x20" + rbytes(32))


def stripe_id(p, n=24):
    return p + "_" + rs(ALNUM, n)


def pod(svc):
    return "%s-%s-%s" % (svc, rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5))


def semver():
    return "%d.%d.%d" % (R.randint(0, 19), R.randint(0, 40), R.randint(0, 30))


def acct_id():
    return str(R.randint(10**11, 10**12 - 1))


def clean(cat, f):
    return {"category": cat, "fields": f, "secrets": [], "vendors": []}


# ---------------------------------------------------------------- references to secrets (no values)
def c_env_refs(lang):
    svc = pick(SERVICES)
    v = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "SENDGRID_API_KEY", "GITHUB_TOKEN", "REDIS_PASSWORD", "JWT_SECRET"])
    form = pick(["compose", "shell", "code"])
    if form == "compose":
        s = "environment:\n  %s: ${%s:?%s must be set}\n  LOG_LEVEL: ${LOG_LEVEL:-info}" % (v, v, v)
    elif form == "shell":
        s = 'curl -sS -H "Authorization: Bearer ${%s}" "$API_BASE/v1/health"' % v
    else:
        s = 'const key = process.env.%s;\nif (!key) throw new Error("%s is not set");' % (v, v)
    return clean("reference: env var interpolation, no value", L(lang, (
        "I didn't know %s fails fast when %s is missing instead of falling back to a default." % (svc, v),
        "The relevant bit:\n%s\nThe value comes from the environment at deploy time; nothing is stored in the repo." % s,
        "Which environments are expected to define %s?" % v), (
        "%s 서비스가 %s 값이 없으면 기본값 없이 바로 죽는다는 걸 몰랐음." % (svc, v),
        "해당 부분:\n%s\n값은 배포 시점에 환경변수로 들어오고 저장소에는 아무것도 없음." % s,
        "%s 값은 어느 환경들에서 정의돼 있어야 하나요?" % v)))


def c_gha_secrets(lang):
    names = R.sample(["NPM_TOKEN", "DOCKERHUB_TOKEN", "AWS_ROLE_ARN", "SLACK_WEBHOOK_URL", "CODECOV_TOKEN", "SONAR_TOKEN", "PYPI_API_TOKEN", "GCP_SA_KEY"], 2)
    s = "      - run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.%s }}\n      - uses: slackapi/slack-github-action@v1\n        env:\n          SLACK_WEBHOOK_URL: ${{ secrets.%s }}" % (names[0], names[1])
    return clean("ci: GitHub Actions secrets context", L(lang, (
        "Nobody told me the release workflow reads two repository secrets, and forks don't get them.",
        "From `.github/workflows/release.yml`:\n%s\nOn pull requests from forks these expand to empty strings, so the publish step is skipped there." % s,
        "Should the release workflow only run on tags?"), (
        "release 워크플로가 저장소 시크릿 두 개를 읽고 fork에서는 안 넘어간다는 걸 몰랐음.",
        "`.github/workflows/release.yml` 일부:\n%s\nfork PR에서는 빈 문자열로 치환돼서 publish 단계가 스킵됨." % s,
        "release 워크플로는 태그에서만 돌게 할까요?")))


def c_vault_ref(lang):
    path = "secret/data/%s/%s" % (pick(ENV_STAGES), pick(SERVICES))
    form = pick(["cli", "agent", "inject"])
    if form == "cli":
        s = "vault kv get -field=password %s" % path.replace("/data", "")
    elif form == "agent":
        s = '{{ with secret "%s" }}{{ .Data.data.api_key }}{{ end }}' % path
    else:
        s = ('annotations:\n  vault.hashicorp.com/agent-inject: "true"\n  vault.hashicorp.com/role: "%s"\n'
             '  vault.hashicorp.com/agent-inject-secret-config: "%s"') % (pick(SERVICES), path)
    return clean("reference: Vault path / agent template / injector annotations", L(lang, (
        "I didn't know %s pulls its credentials from Vault at startup instead of env vars." % pick(SERVICES),
        "What the team uses:\n%s\nThe secret never touches disk; the agent renders it into tmpfs." % s,
        "Does my Vault role have read on %s?" % path), (
        "%s 서비스가 환경변수가 아니라 기동 시 Vault에서 자격 증명을 가져오는 걸 몰랐음." % pick(SERVICES),
        "팀에서 쓰는 방식:\n%s\n시크릿은 디스크에 안 쓰이고 agent가 tmpfs에 렌더링함." % s,
        "제 Vault role에 %s read 권한이 있나요?" % path)))


def c_aws_sm_ref(lang):
    acct = acct_id()
    reg = pick(REGIONS)
    name = "%s/%s/db" % (pick(ENV_STAGES), pick(SERVICES))
    arn = "arn:aws:secretsmanager:%s:%s:secret:%s-%s" % (reg, acct, name, rs(ALNUM, 6))
    s = pick(["aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .password" % name,
              "valueFrom: %s:password::" % arn,
              "aws ssm get-parameter --name /%s/%s/api-key --with-decryption --query Parameter.Value" % (pick(ENV_STAGES), pick(SERVICES))])
    return clean("reference: AWS Secrets Manager / SSM", L(lang, (
        "The ECS task definition refers to a secret I couldn't find; nobody mentioned it's in another account (%s)." % acct,
        "How it is referenced:\n%s\nThe task role needs read access to it plus kms:Decrypt on the key that encrypts it." % s,
        "Can the secret be shared to our account with a resource policy?"), (
        "ECS 태스크 정의가 참조하는 시크릿을 못 찾았는데 다른 계정(%s)에 있다는 얘기를 못 들음." % acct,
        "참조 방식:\n%s\n태스크 role에 해당 값 읽기 권한과 암호화 키 kms:Decrypt 권한이 필요함." % s,
        "리소스 정책으로 우리 계정에 공유해 줄 수 있나요?")))


def c_op_ref(lang):
    item = pick(["Stripe live", "Prod DB", "GitHub deploy bot", "Sentry", "AWS billing"])
    s = "# .env.tpl\nSTRIPE_SECRET_KEY=op://Engineering/%s/credential\nDB_PASSWORD=op://Engineering/Prod DB/password\n\n$ op run --env-file=.env.tpl -- npm run dev" % item
    return clean("reference: 1Password op:// URIs", L(lang, (
        "I didn't know local dev uses 1Password secret references instead of a real .env file.",
        "The template:\n%s\n`op run` resolves the references at launch, so nothing secret is written to disk." % s,
        "Do I need access to the Engineering vault to run this locally?"), (
        "로컬 개발에서 실제 .env 대신 1Password 시크릿 참조를 쓰는 걸 몰랐음.",
        "템플릿:\n%s\n`op run`이 실행 시점에 참조를 풀어서 디스크에 시크릿이 안 남음." % s,
        "로컬 실행하려면 Engineering 볼트 접근 권한이 필요한가요?")))


def c_k8s_secretref(lang):
    svc = pick(SERVICES)
    s = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\nenvFrom:\n  - secretRef:\n      name: %s-api-keys\nimagePullSecrets:\n  - name: regcred" % (svc, svc)
    return clean("k8s: secretKeyRef / envFrom without values", L(lang, (
        "The %s pod crash-looped with CreateContainerConfigError and I didn't know why." % svc,
        "The deployment references secrets that did not exist in the new namespace:\n%s\nCreating them (copied by the platform team) fixed it." % s,
        "Should secrets be synced across namespaces by External Secrets instead?"), (
        "%s 파드가 CreateContainerConfigError로 계속 재시작됐는데 원인을 몰랐음." % svc,
        "디플로이먼트가 새 네임스페이스에 없는 시크릿을 참조하고 있었음:\n%s\n플랫폼팀이 복사해 주고 해결." % s,
        "네임스페이스 간 시크릿은 External Secrets로 동기화해야 할까요?")))


def c_external_secret(lang):
    svc = pick(SERVICES)
    s = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n"
         "  secretStoreRef:\n    kind: ClusterSecretStore\n    name: aws-sm\n  target:\n    name: %s-env\n  dataFrom:\n    - extract:\n        key: prod/%s") % (svc, svc, svc)
    return clean("k8s: ExternalSecret manifest", L(lang, (
        "I didn't know the cluster syncs secrets from AWS Secrets Manager; I was about to create the Secret by hand.",
        "The manifest that does it:\n%s\nChanges in Secrets Manager show up within the refresh interval." % s, ""), (
        "클러스터가 AWS Secrets Manager에서 시크릿을 동기화하는 걸 몰라서 Secret을 수동으로 만들 뻔함.",
        "동기화하는 매니페스트:\n%s\nSecrets Manager 값 변경은 refreshInterval 안에 반영됨." % s, "")))


def c_sealed_secret(lang):
    blob = "AgB" + b64e(rbytes(R.randint(180, 230)))
    blob2 = "AgC" + b64e(rbytes(R.randint(150, 200)))
    s = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: %s\n    username: %s" % (blob, blob2)
    return clean("k8s: SealedSecret encryptedData (ciphertext)", L(lang, (
        "I didn't know encrypted secrets are committed to the GitOps repo on purpose.",
        "The values are sealed with the cluster's public key and only the controller can decrypt them:\n%s" % s,
        "Is `kubeseal --fetch-cert` the right way to get the public cert for staging?"), (
        "암호화된 시크릿을 일부러 GitOps 저장소에 커밋한다는 걸 몰랐음.",
        "값은 클러스터 공개키로 봉인되어 컨트롤러만 복호화 가능:\n%s" % s,
        "staging 공개 인증서는 `kubeseal --fetch-cert`로 받으면 되나요?")))


def c_sops(lang):
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))
    s = "db:\n    password: %s\n    host: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"2025-%02d-%02dT08:14:02Z\"\n    version: 3.9.1" % (
        enc(R.randint(14, 24)), pick(HOSTS), t_age_public(), R.randint(1, 11), R.randint(1, 28))
    return clean("sops: encrypted YAML (ciphertext + age recipient)", L(lang, (
        "I didn't know `secrets/prod.yaml` is SOPS-encrypted; I thought the values were real.",
        "The file looks like this:\n%s\nOnly holders of the matching age identity can decrypt it; the recipient line is a public key." % s,
        "Can my age public key be added as a recipient?"), (
        "`secrets/prod.yaml`이 SOPS로 암호화된 파일인 걸 모르고 실제 값인 줄 알았음.",
        "파일 형태:\n%s\n대응하는 age identity가 있어야 복호화됨. recipient 줄은 공개키임." % s,
        "제 age 공개키를 recipient로 추가해 주실 수 있나요?")))


def c_ansible_vault(lang):
    lines = "\n".join(hexs(80) for _ in range(R.randint(4, 6)))
    s = "$ANSIBLE_VAULT;1.1;AES256\n" + lines
    return clean("ansible: vault-encrypted file (ciphertext)", L(lang, (
        "`group_vars/prod/vault.yml` looked like garbage and nobody said it is ansible-vault encrypted.",
        "Head of the file:\n%s\nIt is decrypted at run time with --vault-password-file pointing at a file outside the repo." % s,
        "Where is the vault password file kept on the CI runner?"), (
        "`group_vars/prod/vault.yml`이 깨진 파일처럼 보였는데 ansible-vault 암호화라는 얘기를 못 들음.",
        "파일 앞부분:\n%s\n실행 시 저장소 밖 파일을 가리키는 --vault-password-file로 복호화함." % s,
        "CI 러너에서 vault 비번 파일은 어디에 있나요?")))


def c_placeholder(lang):
    ph = pick(["sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "your-token-here", "REPLACE_ME", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
               "AKIAXXXXXXXXXXXXXXXX", "changeme-in-prod (placeholder)", "xoxb-your-bot-token", "sk-...", "<paste token>", "${TOKEN}", "****"])
    v = pick(["STRIPE_SECRET_KEY", "API_KEY", "GITHUB_TOKEN", "AWS_ACCESS_KEY_ID", "SLACK_BOT_TOKEN", "OPENAI_API_KEY"])
    return clean("placeholder value in example config", L(lang, (
        "The README's quick start has `%s=%s` and I tried to run it as-is." % (v, ph),
        "That value is a placeholder; the app prints 'invalid API key' rather than 'missing key', which is misleading.",
        "Should startup detect the placeholder and print a clearer error?"), (
        "README 빠른 시작에 `%s=%s`가 있어서 그대로 실행해 봄." % (v, ph),
        "그건 placeholder 값임. 앱이 '키 없음'이 아니라 'invalid API key'라고 해서 헷갈림.",
        "기동 시 placeholder를 감지해서 더 명확한 에러를 내게 할까요?")))


def c_masked(lang):
    style = pick(["openai", "stripe", "gh", "generic", "aws"])
    if style == "openai":
        m = "sk-proj-****" + rs(ALNUM, 4)
    elif style == "stripe":
        m = "sk_live_...%s" % rs(ALNUM, 4)
    elif style == "gh":
        m = "ghp_" + "*" * 32 + rs(ALNUM, 4)
    elif style == "aws":
        m = "AKIA" + "*" * 12 + rs(UPALNUM, 4)
    else:
        m = "•" * 12 + rs(ALNUM, 4)
    return clean("masked credential (last 4 only)", L(lang, (
        "Two keys in the dashboard look alike and I didn't know which one the service uses.",
        "The dashboard shows only %s for the active key; the service's startup log prints the same last four characters, so they match." % m,
        "Is the other key safe to revoke?"), (
        "대시보드에 비슷한 키가 두 개 있어서 서비스가 어느 걸 쓰는지 몰랐음.",
        "대시보드엔 활성 키가 %s 로만 보이고, 서비스 기동 로그에도 같은 끝 4자리가 찍혀서 일치 확인함." % m,
        "나머지 키는 폐기해도 되나요?")))


def c_aws_example(lang):
    return clean("vendor doc example keys (AWS EXAMPLE)", L(lang, (
        "The unit tests for the S3 uploader need credentials and I didn't know how the team fakes them.",
        "They use the documentation values AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY together with moto, so no real AWS call is made.",
        ""), (
        "S3 업로더 단위 테스트에 자격 증명이 필요한데 팀에서 어떻게 가짜로 넣는지 몰랐음.",
        "AWS 문서 예시 값 AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY 를 moto와 같이 써서 실제 AWS 호출은 없음.",
        "")))


def c_jwt_sample(lang):
    if R.random() < 0.5:
        t = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        return clean("vendor doc example (jwt.io sample token)", L(lang, (
            "The JWT parsing test uses a fixed token and I wasn't sure it was safe to keep in the repo.",
            "It is the jwt.io sample (%s) with sub 1234567890 / John Doe; it is signed with the public demo secret and grants nothing." % t,
            ""), (
            "JWT 파싱 테스트가 고정 토큰을 쓰는데 저장소에 둬도 되는지 몰랐음.",
            "jwt.io 샘플 토큰(%s)이고 sub 1234567890 / John Doe, 공개된 데모 시크릿으로 서명된 거라 아무 권한 없음." % t,
            "")))
    iat = ts_epoch()
    claims = json.dumps({"iss": "https://auth.%s/" % pick(DOMAINS), "sub": "auth0|" + hexs(24), "aud": "https://api.%s" % pick(DOMAINS),
                         "iat": iat, "exp": iat + 86400, "scope": "read:orders write:orders"}, indent=2)
    return clean("decoded JWT claims (no token)", L(lang, (
        "Requests were rejected with 'insufficient_scope' and I didn't know which claims the API checks.",
        "Decoded payload of the failing token (header and signature not kept):\n%s\nThe API wants `read:reports`, which is missing." % claims,
        "Who can add read:reports to the client grant?"), (
        "요청이 'insufficient_scope'로 거부됐는데 API가 어떤 claim을 보는지 몰랐음.",
        "실패한 토큰의 payload 디코딩 결과 (헤더/서명은 안 남김):\n%s\nAPI는 `read:reports`를 요구하는데 없음." % claims,
        "client grant에 read:reports 추가는 누가 할 수 있나요?")))


# ---------------------------------------------------------------- hashes, digests, IDs
def c_commit_sha(lang):
    shas = [sha40() for _ in range(3)]
    form = pick(["log", "prose", "bisect"])
    if form == "log":
        s = "\n".join("%s %s" % (x[:pick([7, 9, 12])], m) for x, m in zip(shas, ["fix: retry on 429", "chore: bump axios", "feat: export CSV"]))
        en = "`git log --oneline` around the regression:\n%s" % s
        ko = "회귀 근처 `git log --oneline`:\n%s" % s
    elif form == "prose":
        en = "The regression came in with %s and was reverted in %s; production runs %s." % (shas[0], shas[1][:10], shas[2][:7])
        ko = "회귀는 %s 에서 들어왔고 %s 에서 revert됨. 운영은 %s 배포 중." % (shas[0], shas[1][:10], shas[2][:7])
    else:
        en = "git bisect result: %s is the first bad commit" % shas[0]
        ko = "git bisect 결과: %s is the first bad commit" % shas[0]
    return clean("git commit SHAs", L(lang, (
        "Nobody told me production is pinned to a commit, not to the release branch.", en, "Should I cherry-pick the fix onto the pinned commit?"), (
        "운영이 release 브랜치가 아니라 특정 커밋에 고정돼 있다는 걸 몰랐음.", ko, "고정된 커밋에 수정 사항을 cherry-pick 할까요?")))


def c_image_digest(lang):
    d = hexs(64)
    img = pick(["ghcr.io/%s/api" % pick(ORGS), "public.ecr.aws/docker/library/node", "docker.io/library/postgres", "registry.k8s.io/ingress-nginx/controller"])
    tag = pick(["1.27.2", "20-alpine", "16.4", "v1.11.3", semver()])
    return clean("container image digests (sha256)", L(lang, (
        "I didn't know the deployment pins images by digest, so re-pushing the tag had no effect.",
        "The manifest has `image: %s:%s@sha256:%s`; the tag is only informational when a digest is present." % (img, tag, d),
        "Should the CD pipeline update the digest automatically?"), (
        "디플로이먼트가 이미지를 digest로 고정해서 태그를 다시 push해도 반영이 안 된다는 걸 몰랐음.",
        "매니페스트에 `image: %s:%s@sha256:%s` 로 되어 있음. digest가 있으면 태그는 참고용일 뿐." % (img, tag, d),
        "CD 파이프라인이 digest를 자동 갱신하게 할까요?")))


def c_lock_integrity(lang):
    k = pick(["npm", "pip", "go", "cargo", "yarn"])
    if k == "npm":
        s = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            "axios", "1.7.7", "axios", "axios", "1.7.7", b64e(rbytes(64)))
        f = "package-lock.json"
    elif k == "pip":
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        f = "requirements.txt"
    elif k == "go":
        s = "golang.org/x/crypto v0.28.0 h1:%s\ngolang.org/x/crypto v0.28.0/go.mod h1:%s" % (b64e(rbytes(32)), b64e(rbytes(32)))
        f = "go.sum"
    elif k == "cargo":
        s = '[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % hexs(64)
        f = "Cargo.lock"
    else:
        s = 'lodash@^4.17.21:\n  version "4.17.21"\n  resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#%s"\n  integrity sha512-%s' % (sha40(), b64e(rbytes(64)))
        f = "yarn.lock"
    return clean("lockfile integrity hashes (%s)" % k, L(lang, (
        "CI failed with a checksum mismatch and I didn't know the lockfile pins hashes.",
        "The entry in %s:\n%s\nThe mirror served a re-packed tarball; pointing back at the public registry fixed it." % (f, s),
        "Should the internal mirror be allowed to re-pack packages at all?"), (
        "CI가 checksum mismatch로 실패했는데 lockfile이 해시를 고정하는 걸 몰랐음.",
        "%s 항목:\n%s\n미러가 다시 패킹한 tarball을 줘서 생긴 문제. 공개 레지스트리로 돌리니 해결." % (f, s),
        "사내 미러가 패키지를 재패킹하게 둬도 되나요?")))


def c_sri_csp(lang):
    sri = "sha384-" + b64e(rbytes(48))
    csp = "'sha256-%s'" % b64e(rbytes(32))
    return clean("SRI integrity / CSP hashes", L(lang, (
        "The checkout page broke after the CDN update and nobody mentioned SRI is enforced.",
        'The script tag has integrity="%s"; the new file no longer matched. The CSP also allows the inline snippet by hash: script-src \'self\' %s.' % (sri, csp),
        "Who updates the SRI hashes when the vendor script changes?"), (
        "CDN 업데이트 후 결제 페이지가 깨졌는데 SRI가 강제된다는 걸 몰랐음.",
        'script 태그에 integrity="%s" 가 있어서 새 파일과 불일치. CSP도 inline 스니펫을 해시로 허용함: script-src \'self\' %s.' % (sri, csp),
        "벤더 스크립트가 바뀌면 SRI 해시는 누가 갱신하나요?")))


def c_checksums(lang):
    f = pick(["terraform_1.9.8_linux_amd64.zip", "node-v20.18.0-linux-x64.tar.xz", "kubectl", "app-%s.apk" % semver(), "backup-2025-10-31.tar.zst"])
    s = "%s  %s" % (hexs(64), f)
    m = "%s  %s" % (hexs(32), f)
    return clean("file checksums (sha256sum / md5sum)", L(lang, (
        "I didn't know the download step verifies checksums, so swapping the mirror broke the build.",
        "`sha256sum -c` expects:\n%s\n(the old script also logged md5: %s)" % (s, m), ""), (
        "다운로드 단계가 checksum을 검증하는 걸 몰라서 미러 바꿨다가 빌드가 깨짐.",
        "`sha256sum -c`가 기대하는 값:\n%s\n(예전 스크립트는 md5도 찍었음: %s)" % (s, m), "")))


def c_request_ids(lang):
    rid = uuid4()
    tp = "00-%s-%s-01" % (hexs(32), hexs(16))
    amz = rs(HEXU, 16)
    amz2 = b64e(rbytes(57))
    return clean("request / trace IDs (UUID, traceparent, x-amz-id-2)", L(lang, (
        "The intermittent 502 could not be traced and I didn't know the gateway propagates W3C trace context.",
        "Failing request: x-request-id %s, traceparent %s. S3 returned x-amz-request-id %s and x-amz-id-2 %s, which AWS support asked for." % (rid, tp, amz, amz2),
        "Can we log the traceparent at the gateway by default?"), (
        "간헐적인 502를 추적할 수 없었는데 게이트웨이가 W3C trace context를 전파하는 걸 몰랐음.",
        "실패 요청: x-request-id %s, traceparent %s. S3 응답 x-amz-request-id %s, x-amz-id-2 %s (AWS 지원팀이 요청함)." % (rid, tp, amz, amz2),
        "게이트웨이에서 traceparent를 기본으로 로깅할까요?")))


def c_aws_identity(lang):
    acct = acct_id()
    uid = "AROA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)
    aida = "AIDA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17)
    role = pick(["GitHubActionsDeploy", "AdminSSO", "ReadOnly", "TerraformApply"])
    s = '{\n    "UserId": "%s:%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s/%s"\n}' % (
        uid, pick(["botocore-session-%d" % ts_epoch(), "GitHubActions", pick(EN_NAMES)]), acct, acct, role, pick(EN_NAMES))
    return clean("aws: sts get-caller-identity output / unique IDs", L(lang, (
        "Terraform kept failing with AccessDenied and I didn't know which identity the job actually runs as.",
        "`aws sts get-caller-identity` in the job:\n%s\nThe old IAM user (unique id %s) was deleted; the role lacks s3:PutBucketPolicy." % (s, aida),
        "Can %s get s3:PutBucketPolicy on the state bucket?" % role), (
        "Terraform이 계속 AccessDenied였는데 잡이 실제로 어떤 identity로 도는지 몰랐음.",
        "잡 안에서 `aws sts get-caller-identity`:\n%s\n예전 IAM 유저(unique id %s)는 삭제됐고 role에 s3:PutBucketPolicy가 없음." % (s, aida),
        "%s에 state 버킷 s3:PutBucketPolicy 권한 추가 가능할까요?" % role)))


def c_aws_resource_ids(lang):
    ids = "i-0%s, sg-0%s, subnet-0%s, vpc-0%s, ami-0%s" % (hexs(16), hexs(16), hexs(16), hexs(16), hexs(16))
    kms = "arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), acct_id(), uuid4())
    cf = "E" + rs(UPALNUM, 13)
    return clean("aws: resource IDs, KMS key ARN, CloudFront ID", L(lang, (
        "Nobody told me the old bastion still exists in the legacy VPC.",
        "Resources involved: %s. The EBS volumes are encrypted with %s; CloudFront distribution %s fronts the bucket." % (ids, kms, cf),
        "Can the legacy bastion be terminated?"), (
        "legacy VPC에 예전 bastion이 아직 살아 있다는 얘기를 못 들음.",
        "관련 리소스: %s. EBS는 %s 로 암호화됨. 버킷 앞단 CloudFront 배포는 %s." % (ids, kms, cf),
        "legacy bastion 종료해도 되나요?")))


def c_stripe_ids(lang):
    cus, pi, ch, evt, price = stripe_id("cus", 14), stripe_id("pi"), stripe_id("ch"), stripe_id("evt"), stripe_id("price")
    return clean("stripe object IDs (not keys)", L(lang, (
        "A customer was charged twice and I didn't know the webhook handler is not idempotent.",
        "Customer %s, PaymentIntent %s, charges %s and a duplicate; event %s was delivered twice. Price %s is the monthly plan." % (cus, pi, ch, evt, price),
        "Should I store processed event IDs to make the handler idempotent?"), (
        "고객이 이중 결제됐는데 웹훅 핸들러가 멱등하지 않은 걸 몰랐음.",
        "고객 %s, PaymentIntent %s, charge %s 와 중복 1건. 이벤트 %s 가 두 번 전달됨. Price %s 는 월간 요금제." % (cus, pi, ch, evt, price),
        "처리한 이벤트 ID를 저장해서 멱등하게 만들까요?")))


def c_chat_ids(lang):
    ch = "C0" + rs(UPALNUM, 9)
    u = "U0" + rs(UPALNUM, 9)
    ts = "%d.%06d" % (ts_epoch(), R.randint(0, 999999))
    snow = str(R.randint(10**17, 10**18))
    sid = "AC" + hexs(32)
    return clean("chat/telephony IDs (Slack channel/user, Discord snowflake, Twilio SID)", L(lang, (
        "The bot posted to the wrong channel and I didn't know it is configured by ID, not name.",
        "Config: channel %s, mention %s, thread_ts %s. The Discord mirror uses guild %s. SMS goes through Twilio account %s (the auth token is in Vault)." % (ch, u, ts, snow, sid),
        "Should channel IDs live in config rather than code?"), (
        "봇이 엉뚱한 채널에 글을 올렸는데 채널을 이름이 아니라 ID로 설정하는 걸 몰랐음.",
        "설정: channel %s, 멘션 %s, thread_ts %s. Discord 미러는 guild %s. SMS는 Twilio 계정 %s 사용 (auth token은 Vault에 있음)." % (ch, u, ts, snow, sid),
        "채널 ID를 코드 말고 설정으로 뺄까요?")))


def c_db_ids(lang):
    o = objid()
    u = ulid()
    n = rs(B64URL, 21)
    k = rs(ALNUM, 27)
    return clean("record IDs (ObjectId, ULID, nanoid, KSUID)", L(lang, (
        "I didn't know orders have three different identifiers depending on the service.",
        "The same order: Mongo _id %s, ledger ULID %s, public id %s (nanoid, shown to customers), event KSUID %s." % (o, u, n, k),
        "Which ID should support agents search by?"), (
        "서비스마다 주문 식별자가 세 가지나 된다는 걸 몰랐음.",
        "같은 주문: Mongo _id %s, 원장 ULID %s, 고객에게 보이는 public id %s (nanoid), 이벤트 KSUID %s." % (o, u, n, k),
        "CS 담당자는 어떤 ID로 검색해야 하나요?")))


def c_doc_ids(lang):
    gd = "1" + rs(B64URL, 43)
    fg = rs(ALNUM, 22)
    nt = hexs(32)
    yt = rs(B64URL, 11)
    return clean("document IDs in URLs (Google Sheets, Figma, Notion, YouTube)", L(lang, (
        "The spec was spread over several docs and nobody linked them from the ticket.",
        "Pricing sheet: https://docs.google.com/spreadsheets/d/%s/edit#gid=0 ; designs: https://www.figma.com/design/%s/Checkout?node-id=12-345 ; RFC: https://www.notion.so/%s/Checkout-RFC-%s ; demo: https://youtu.be/%s" % (gd, fg, pick(ORGS), nt, yt),
        "Can these links go into the ticket template?"), (
        "스펙이 여러 문서에 흩어져 있고 티켓에 링크가 없었음.",
        "가격 시트: https://docs.google.com/spreadsheets/d/%s/edit#gid=0 , 디자인: https://www.figma.com/design/%s/Checkout?node-id=12-345 , RFC: https://www.notion.so/%s/Checkout-RFC-%s , 데모: https://youtu.be/%s" % (gd, fg, pick(ORGS), nt, yt),
        "이 링크들을 티켓 템플릿에 넣을까요?")))


def c_cursor_b64(lang):
    cur = b64e(json.dumps({"id": R.randint(10000, 999999), "created_at": "2025-%02d-%02dT00:00:00Z" % (R.randint(1, 11), R.randint(1, 28))}, separators=(",", ":")).encode())
    node = b64e(("010:Repository%d" % R.randint(10**7, 10**9)).encode())
    nt = "R_kgDO" + rs(B64URL, 8)
    return clean("base64 of non-secret data (pagination cursor, GraphQL node IDs)", L(lang, (
        "The sync stopped after the first page and I didn't know the API uses opaque cursors.",
        "The response had \"next_cursor\": \"%s\", which is just base64 of the last id and timestamp. GitHub node ids look similar: legacy %s, new %s." % (cur, node, nt),
        "Should the sync persist the cursor between runs?"), (
        "동기화가 첫 페이지에서 멈췄는데 API가 opaque cursor를 쓰는 걸 몰랐음.",
        "응답에 \"next_cursor\": \"%s\" 가 있었고 마지막 id와 시간을 base64한 값일 뿐임. GitHub node id도 비슷함: 구형 %s, 신형 %s." % (cur, node, nt),
        "실행 간에 cursor를 저장하게 할까요?")))


def c_data_uri(lang):
    png = b64e(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00" + rbytes(R.randint(40, 70)))
    cfg = b64e(json.dumps({"theme": "dark", "locale": pick(["ko-KR", "en-US"]), "features": ["beta-export"]}, separators=(",", ":")).encode())
    return clean("base64 data URI / base64-encoded config", L(lang, (
        "I didn't know the email template inlines the logo and the feature flags are passed as base64 in a query param.",
        "Logo: <img src=\"data:image/png;base64,%s\">. Flags: ?cfg=%s (decodes to a small JSON with theme and locale)." % (png, cfg), ""), (
        "이메일 템플릿이 로고를 인라인으로 넣고 feature flag를 base64 쿼리 파라미터로 넘긴다는 걸 몰랐음.",
        "로고: <img src=\"data:image/png;base64,%s\">. 플래그: ?cfg=%s (theme, locale 있는 작은 JSON)." % (png, cfg), "")))


# ---------------------------------------------------------------- public keys, fingerprints, certs
def c_ssh_pub(lang):
    who = pick(EN_NAMES + KO_ROMAN)
    if R.random() < 0.6:
        k = "ssh-ed25519 %s %s@%s" % (ssh_ed_pub(), who, pick(["laptop", "macbook", "desktop", "wsl"]))
    else:
        k = "ssh-rsa %s %s@%s" % (ssh_rsa_pub()[:R.randint(120, 200)] + "...", who, pick(["laptop", "build01"]))
    return clean("ssh: public key in authorized_keys", L(lang, (
        "%s could not log in to the bastion and I didn't know keys are provisioned from the `access` repo." % who,
        "Their public key was missing from `users/%s.pub`; adding this line fixed it:\n%s" % (who, k),
        "Does adding a key need a second approver?"), (
        "%s가 bastion 로그인이 안 됐는데 키를 `access` 저장소에서 배포한다는 걸 몰랐음." % who,
        "`users/%s.pub`에 공개키가 빠져 있었음. 이 줄 추가하고 해결:\n%s" % (who, k),
        "키 추가에 두 번째 승인자가 필요한가요?")))


def c_fingerprints(lang):
    blob = ssh_ed_pub()
    fp = ssh_fp(blob)
    md5 = colon_hex(16, upper=False)
    g = gpg_fpr()
    return clean("ssh/gpg fingerprints", L(lang, (
        "The first SSH connection to the new host warned about an unknown key and I didn't know where to verify it.",
        "The host key fingerprint published in the infra repo is ED25519 %s (legacy MD5 %s). Release tags are signed with GPG key %s." % (fp, md5, g),
        ""), (
        "새 호스트 첫 SSH 접속에서 모르는 키 경고가 떴는데 어디서 검증하는지 몰랐음.",
        "infra 저장소에 공개된 호스트 키 지문은 ED25519 %s (구형 MD5 %s). 릴리스 태그는 GPG 키 %s 로 서명됨." % (fp, md5, g),
        "")))


def c_pem_public(lang):
    if R.random() < 0.5:
        lines = wrap(b64e(rsa_spki_der()), 64)
    else:
        lines = wrap(b64e(ec_spki_der()), 64)
    block = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines)
    return clean("pem: PUBLIC KEY block", L(lang, (
        "Webhook signature verification failed and I didn't know the partner rotated their signing key.",
        "Their new public key, from the partner portal:\n%s\nVerification works again after updating `keys/partner.pub`." % block,
        "Can we fetch the partner key from their JWKS endpoint instead of pinning it?"), (
        "웹훅 서명 검증이 실패했는데 파트너가 서명 키를 교체한 걸 몰랐음.",
        "파트너 포털에 올라온 새 공개키:\n%s\n`keys/partner.pub` 갱신 후 검증 정상." % block,
        "고정하지 말고 파트너 JWKS 엔드포인트에서 가져오게 할까요?")))


def c_certificate(lang):
    body = wrap("MII" + pick("CDEFG") + b64e(rbytes(R.randint(300, 360)))[4:], 64)
    block = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(body[:R.randint(4, 6)])
    fp = colon_hex(32)
    return clean("pem: CERTIFICATE (truncated) + SHA-256 fingerprint", L(lang, (
        "TLS to the partner API failed with 'unable to get local issuer certificate' and I didn't know they switched CAs.",
        "The intermediate they now send starts:\n%s\nSHA-256 fingerprint %s. Adding it to the trust bundle fixed the handshake." % (block, fp),
        ""), (
        "파트너 API TLS가 'unable to get local issuer certificate'로 실패했는데 CA를 바꾼 걸 몰랐음.",
        "새로 보내는 중간 인증서 앞부분:\n%s\nSHA-256 지문 %s. trust bundle에 추가하니 핸드셰이크 성공." % (block, fp),
        "")))


def c_wg_public(lang):
    peers = "\n".join("[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (n, t_wireguard(), R.randint(2, 250)) for n in R.sample(EN_NAMES, 2))
    return clean("vpn: WireGuard peer public keys (server config without PrivateKey)", L(lang, (
        "A new laptop couldn't join the VPN and nobody said peers are listed on the server.",
        "Server-side peer section (the interface PrivateKey stays in /etc/wireguard and isn't shown):\n%s" % peers,
        "Can peers be added through the infra repo instead of by hand?"), (
        "새 노트북이 VPN에 못 붙었는데 서버에 peer 목록이 있다는 얘기를 못 들음.",
        "서버 쪽 peer 섹션 (인터페이스 PrivateKey는 /etc/wireguard에만 있고 여기 없음):\n%s" % peers,
        "peer 추가를 수동 말고 infra 저장소로 할 수 있나요?")))


def c_age_recipients(lang):
    rec = "\n".join("%s  # %s" % (t_age_public(), n) for n in R.sample(EN_NAMES + KO_ROMAN, 3))
    return clean("sops: .sops.yaml age recipients (public keys)", L(lang, (
        "I couldn't decrypt the staging secrets and didn't know recipients are listed per environment.",
        "`.sops.yaml` staging recipients:\n%s\nMy key isn't there, so `sops -d` fails with 'no matching keys'." % rec,
        "Who can add my age public key and run `sops updatekeys`?"), (
        "staging 시크릿 복호화가 안 됐는데 환경별로 recipient가 나뉘어 있는 걸 몰랐음.",
        "`.sops.yaml` staging recipients:\n%s\n제 키가 없어서 `sops -d`가 'no matching keys'로 실패함." % rec,
        "제 age 공개키 추가하고 `sops updatekeys` 해주실 분?")))


def c_jwks(lang):
    kid = rs(B64URL, 22)
    j = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": b64u(rbytes(256)), "e": "AQAB"}]}, indent=1)
    return clean("jwks: public RSA key set", L(lang, (
        "Tokens from the new IdP were rejected and I didn't know the API caches the JWKS for 24 hours.",
        "The IdP's /.well-known/jwks.json now returns:\n%s\nThe new kid %s wasn't in our cache yet." % (j, kid),
        "Should the cache refresh on unknown kid?"), (
        "새 IdP 토큰이 거부됐는데 API가 JWKS를 24시간 캐시하는 걸 몰랐음.",
        "IdP /.well-known/jwks.json 응답:\n%s\n새 kid %s 가 캐시에 아직 없었음." % (j, kid),
        "모르는 kid면 캐시를 갱신하게 할까요?")))


def c_dns_txt(lang):
    dkim = b64e(rsa_spki_der())
    gsv = rs(B64URL, 43)
    d = pick(DOMAINS)
    return clean("dns: DKIM public key, SPF, site-verification TXT", L(lang, (
        "Mail from the new sender domain landed in spam and I didn't know DNS is managed in a separate repo.",
        "Records now published for %s:\nselector1._domainkey TXT \"v=DKIM1; k=rsa; p=%s\"\n@ TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n@ TXT \"google-site-verification=%s\"" % (d, dkim, gsv),
        "Should DMARC move from p=none to quarantine?"), (
        "새 발신 도메인 메일이 스팸으로 갔는데 DNS가 별도 저장소에서 관리되는 걸 몰랐음.",
        "%s 에 게시된 레코드:\nselector1._domainkey TXT \"v=DKIM1; k=rsa; p=%s\"\n@ TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n@ TXT \"google-site-verification=%s\"" % (d, dkim, gsv),
        "DMARC를 p=none에서 quarantine으로 올릴까요?")))


def c_crypto_public(lang):
    addr = "0x" + hexs(40)
    tx = "0x" + hexs(64)
    btc = t_btc_addr()
    cid = ipfs_cid()
    return clean("crypto: addresses, tx hash, IPFS CID (public)", L(lang, (
        "The refund looked stuck and I didn't know the payout contract batches transfers.",
        "Payout contract %s; the refund went out in tx %s (block confirmed). The BTC refund address on file is %s. Receipt metadata is pinned at ipfs://%s." % (addr, tx, btc, cid),
        ""), (
        "환불이 멈춘 것처럼 보였는데 지급 컨트랙트가 전송을 배치로 처리하는 걸 몰랐음.",
        "지급 컨트랙트 %s, 환불 tx %s (블록 확정됨). 등록된 BTC 환불 주소 %s. 영수증 메타데이터는 ipfs://%s 에 pin됨." % (addr, tx, btc, cid),
        "")))


def c_mobile_ids(lang):
    sha1 = colon_hex(20)
    sha256 = colon_hex(32)
    team = rs(UPALNUM, 10)
    pkg = "com.%s.app" % pick(ORGS).replace("-", "")
    return clean("mobile: signing cert fingerprints, Team ID, bundle IDs", L(lang, (
        "Google sign-in failed on release builds only and I didn't know Firebase needs the release keystore fingerprint.",
        "Package %s; release SHA-1 %s, SHA-256 %s. iOS uses Team ID %s with bundle %s." % (pkg, sha1, sha256, team, pkg),
        "Should Play App Signing's fingerprint be registered too?"), (
        "릴리스 빌드에서만 Google 로그인이 실패했는데 Firebase에 릴리스 키스토어 지문이 필요한 걸 몰랐음.",
        "패키지 %s, 릴리스 SHA-1 %s, SHA-256 %s. iOS는 Team ID %s, 번들 %s." % (pkg, sha1, sha256, team, pkg),
        "Play 앱 서명 지문도 등록해야 하나요?")))


# ---------------------------------------------------------------- URLs, paths, connection strings without secrets
def c_urls_query(lang):
    d = pick(DOMAINS)
    u1 = "https://api.%s/v2/orders?status=failed&created_after=2025-%02d-01&page=3&per_page=100&sort=-created_at" % (d, R.randint(1, 11))
    u2 = "https://%s/signup?utm_source=newsletter&utm_medium=email&utm_campaign=%s&ref=%s" % (d, pick(["fall_promo", "q4-launch", "webinar"]), rs(LOALNUM, 8))
    u3 = "https://accounts.%s/oauth/authorize?response_type=code&client_id=%s&redirect_uri=%s&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        d, rs(ALNUM, 24), pct("https://app.%s/callback" % d), rs(B64URL, 22), b64u(rbytes(32)))
    return clean("urls with query strings (pagination, utm, OAuth authorize + PKCE)", L(lang, (
        "Reproducing the bug required exact URLs and nobody kept them.",
        "Failing list call: %s\nLanding page: %s\nLogin redirect: %s" % (u1, u2, u3),
        ""), (
        "버그 재현에 정확한 URL이 필요했는데 아무도 기록해 두지 않음.",
        "실패하는 목록 호출: %s\n랜딩 페이지: %s\n로그인 리다이렉트: %s" % (u1, u2, u3),
        "")))


def c_git_remotes(lang):
    org = pick(ORGS)
    return clean("git remotes / ssh config without credentials", L(lang, (
        "Push failed with 'Permission denied (publickey)' and I didn't know the repo uses a host alias.",
        "`git remote -v` shows git@github-%s:%s/platform.git; ~/.ssh/config maps Host github-%s to github.com with IdentityFile ~/.ssh/id_ed25519_%s." % (org, org, org, org),
        "Should the onboarding doc mention the host alias?"), (
        "push가 'Permission denied (publickey)'로 실패했는데 저장소가 호스트 alias를 쓰는 걸 몰랐음.",
        "`git remote -v` 결과 git@github-%s:%s/platform.git, ~/.ssh/config에서 Host github-%s 를 github.com + IdentityFile ~/.ssh/id_ed25519_%s 로 매핑함." % (org, org, org, org),
        "온보딩 문서에 호스트 alias 얘기를 넣을까요?")))


def c_conn_no_pw(lang):
    k = pick(["pgpass", "iam", "aad", "socket"])
    if k == "pgpass":
        s = "postgresql://%s@%s:5432/%s?sslmode=verify-full&passfile=/run/secrets/pgpass" % (pick(DB_USERS), pick(HOSTS), pick(DBS))
    elif k == "iam":
        s = "mysql://%s@%s.cluster-%s.%s.rds.amazonaws.com:3306/%s (auth via IAM token, generated per connection)" % (pick(DB_USERS), pick(ORGS), rs(LOALNUM, 12), pick(REGIONS), pick(DBS))
    elif k == "aad":
        s = "Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True;" % (pick(ORGS), pick(DBS))
    else:
        s = "postgresql:///%s?host=/var/run/postgresql&user=%s" % (pick(DBS), pick(DB_USERS))
    return clean("connection string without password (%s)" % k, L(lang, (
        "I assumed the DB password had to be in the connection string and nobody told me it isn't.",
        "The service connects with:\n%s\nThere is no password in the string; auth comes from the mounted file / identity." % s,
        ""), (
        "DB 비번이 접속 문자열에 있어야 하는 줄 알았는데 아니라는 걸 아무도 안 알려줌.",
        "서비스 접속 문자열:\n%s\n문자열에 비번 없음. 인증은 마운트된 파일/identity로 함." % s,
        "")))


def c_cred_paths(lang):
    paths = R.sample(["~/.aws/credentials", "~/.config/gcloud/application_default_credentials.json", "/run/secrets/db_password",
                      "/etc/ssl/private/server.key", "~/.kube/config", "~/.docker/config.json", "config/master.key", "~/.netrc",
                      "/var/run/secrets/kubernetes.io/serviceaccount/token", ".env.local"], 4)
    return clean("paths to credential files (no content)", L(lang, (
        "The security review asked which files on the build agent may hold credentials and I didn't know the list.",
        "Files to check and wipe after each job: %s. None of them are in the repo; .gitignore covers them." % ", ".join(paths),
        "Should the agent image clear these on shutdown?"), (
        "보안 리뷰에서 빌드 에이전트에 자격 증명이 있을 수 있는 파일 목록을 물었는데 몰랐음.",
        "잡마다 확인하고 지워야 할 파일: %s. 저장소에는 없고 .gitignore에 포함됨." % ", ".join(paths),
        "에이전트 이미지가 종료 시 이 파일들을 지우게 할까요?")))


def c_cli_flags(lang):
    s = pick([
        ("`mysql -u admin -p` with nothing after -p prompts for the password; `--login-path=prod` reads it from the obfuscated ~/.mylogin.cnf instead.",
         "`mysql -u admin -p`처럼 -p 뒤에 아무것도 없으면 비번을 프롬프트로 물어봄. `--login-path=prod`는 ~/.mylogin.cnf에서 읽음."),
        ("`docker login --password-stdin` reads from stdin; `cat ~/ghcr.txt | docker login ghcr.io -u bot --password-stdin` keeps the token out of argv.",
         "`docker login --password-stdin`은 stdin에서 읽음. `cat ~/ghcr.txt | docker login ghcr.io -u bot --password-stdin` 식이면 argv에 토큰이 안 남음."),
        ("`read -rs DB_PASSWORD` reads without echo; then `export PGPASSWORD=\"$DB_PASSWORD\"` only for that shell.",
         "`read -rs DB_PASSWORD`는 입력을 화면에 안 보여줌. 그 다음 `export PGPASSWORD=\"$DB_PASSWORD\"` 는 해당 쉘에만 적용."),
        ("`gh auth login --with-token < token.txt` and `gh auth token` exist; `gh secret set NAME` without --body prompts interactively.",
         "`gh auth login --with-token < token.txt`, `gh auth token`이 있음. `gh secret set NAME`은 --body 없으면 대화형으로 물어봄."),
        ("`ssh-keygen -t ed25519 -N ''` creates a key without a passphrase; `-N` is the new passphrase flag, `-P` the old one.",
         "`ssh-keygen -t ed25519 -N ''`은 패스프레이즈 없는 키 생성. `-N`이 새 패스프레이즈, `-P`가 기존 것."),
        ("`openssl pkcs12 -passin env:P12_PASS` and `-passout file:/run/secrets/p12` avoid putting the password in argv.",
         "`openssl pkcs12 -passin env:P12_PASS`, `-passout file:/run/secrets/p12` 쓰면 argv에 비번이 안 남음."),
        ("`sshpass -e` reads the password from $SSHPASS and `sshpass -f file` from a file, instead of `-p`.",
         "`sshpass -e`는 $SSHPASS, `sshpass -f file`은 파일에서 비번을 읽음. `-p` 대신 쓰면 됨."),
        ("`redis-cli --askpass` prompts for the password; `REDISCLI_AUTH` is the env-var alternative to `-a`.",
         "`redis-cli --askpass`는 비번을 프롬프트로 받음. `-a` 대신 환경변수 `REDISCLI_AUTH`도 가능."),
    ])
    return clean("cli flags for passwords explained (no values)", L(lang, (
        "I put a password on the command line and the user pointed out it shows up in `ps` and shell history.",
        s[0], "Should the runbook use these forms everywhere?"), (
        "커맨드라인에 비번을 넣었더니 사용자가 `ps`랑 쉘 히스토리에 보인다고 지적함.",
        s[1], "런북 전체를 이 방식으로 바꿀까요?")))


def c_pw_policy(lang):
    n = pick([12, 14, 16])
    return clean("password policy text", L(lang, (
        "The signup form rejected passwords I thought were fine; nobody told me the policy changed.",
        "New policy: at least %d characters, no composition rules, checked against the HIBP breached list, zxcvbn score >= 3, no rotation unless compromise is suspected (NIST 800-63B)." % n,
        "Should the error message list the rules?"), (
        "가입 폼이 괜찮아 보이는 비번도 거부했는데 정책이 바뀐 걸 몰랐음.",
        "새 정책: 최소 %d자, 문자 조합 규칙 없음, HIBP 유출 목록 검사, zxcvbn 3점 이상, 유출 의심 전에는 주기적 변경 없음 (NIST 800-63B)." % n,
        "에러 메시지에 규칙을 보여줄까요?")))


def c_diceware(lang):
    return clean("passphrase advice using the famous xkcd example", L(lang, (
        "The user asked for guidance on service-account passphrases and I didn't know the team's convention.",
        "Convention: generate with `diceware -n 6` or the password manager, never choose by hand; the xkcd example 'correct horse battery staple' is the classic illustration and must never be used itself.",
        ""), (
        "사용자가 서비스 계정 패스프레이즈 가이드를 물었는데 팀 규칙을 몰랐음.",
        "규칙: `diceware -n 6`이나 비밀번호 관리자로 생성하고 직접 고르지 말 것. xkcd 예시 'correct horse battery staple'은 설명용 고전 예시일 뿐 절대 그대로 쓰면 안 됨.",
        "")))


def c_auth_errors(lang):
    e = pick([
        'FATAL:  password authentication failed for user "%s"' % pick(DB_USERS),
        "An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
        '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
        "An error occurred (UnrecognizedClientException) when calling the ListTables operation: The security token included in the request is invalid.",
        'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"',
        "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/%s/platform.git/'" % pick(ORGS),
        "ERROR 1045 (28000): Access denied for user '%s'@'10.0.3.7' (using password: YES)" % pick(DB_USERS),
        "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****%s.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % rs(ALNUM, 4),
        "NOAUTH Authentication required.",
        "x509: certificate signed by unknown authority",
    ])
    return clean("auth error messages (no credential)", L(lang, (
        "The job failed overnight and the only clue was this error:\n%s" % e,
        "The credential had been rotated by the platform team; the job was still reading the old value from its cached env.",
        "Is there an announcement channel for credential rotations?"), (
        "잡이 밤새 실패했고 단서는 이 에러뿐이었음:\n%s" % e,
        "플랫폼팀이 자격 증명을 교체했는데 잡이 캐시된 env에서 구 값을 읽고 있었음.",
        "자격 증명 교체 공지 채널이 있나요?")))


def c_rotation_talk(lang):
    v = pick(["Stripe", "SendGrid", "GitHub deploy", "Datadog", "OpenAI", "Twilio", "Slack bot", "AWS access"])
    d = "2025-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))
    return clean("key rotation talk without the key", L(lang, (
        "I didn't know the %s key was rotated on %s and the old one revoked the same day." % (v, d),
        "After rotation, the new key was placed in the secret store and all three services redeployed; the dashboard shows zero calls with the old key since then.",
        "Is there a calendar reminder for the next %s rotation?" % v), (
        "%s 키가 %s에 교체되고 구 키는 당일 폐기된 걸 몰랐음." % (v, d),
        "교체 후 새 키는 시크릿 저장소에 넣고 서비스 3개 재배포함. 그 이후 대시보드상 구 키 호출 0건.",
        "다음 %s 키 교체 일정 알림이 있나요?" % v)))


def c_env_example(lang):
    keys = R.sample(["DATABASE_URL=", "REDIS_URL=redis://localhost:6379/0", "STRIPE_SECRET_KEY=", "STRIPE_PUBLISHABLE_KEY=",
                     "SENTRY_DSN=", "OPENAI_API_KEY=", "JWT_SECRET=", "SMTP_PASSWORD=", "APP_URL=http://localhost:3000", "LOG_LEVEL=debug"], 6)
    s = "# copy to .env and fill in\n" + "\n".join(keys)
    return clean(".env.example with empty values", L(lang, (
        "Nobody said which variables are required for local dev.",
        "`.env.example`:\n%s\nEmpty ones must be filled from the team vault; the rest have working defaults." % s,
        "Can the app list the missing variables on startup?"), (
        "로컬 개발에 필수 변수가 뭔지 아무도 안 알려줌.",
        "`.env.example`:\n%s\n빈 값은 팀 볼트에서 채워야 하고 나머지는 기본값으로 동작함." % s,
        "기동 시 빠진 변수 목록을 출력하게 할까요?")))


def c_compose_secrets(lang):
    s = ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\n"
         "secrets:\n  db_password:\n    file: ./secrets/db_password.txt   # gitignored")
    return clean("compose: secrets from files (_FILE convention)", L(lang, (
        "I didn't know the postgres image supports *_FILE variables, so I was about to put the password inline.",
        "The compose file already does it properly:\n%s" % s, ""), (
        "postgres 이미지가 *_FILE 변수를 지원하는 걸 몰라서 비번을 인라인으로 넣을 뻔함.",
        "compose 파일이 이미 제대로 하고 있었음:\n%s" % s, "")))


def c_dockerfile_secret(lang):
    s = ("# syntax=docker/dockerfile:1.7\nFROM node:20-alpine\nARG NPM_REGISTRY=https://npm.pkg.github.com\n"
         "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev\n\n# build: docker build --secret id=npmrc,src=$HOME/.npmrc .")
    return clean("dockerfile: BuildKit secret mount", L(lang, (
        "The image build needs private packages and nobody told me how the token gets in without ending up in a layer.",
        "The Dockerfile uses a BuildKit secret mount:\n%s" % s,
        "Does CI pass the secret the same way?"), (
        "이미지 빌드에 private 패키지가 필요한데 토큰이 레이어에 안 남게 넣는 방법을 못 들음.",
        "Dockerfile이 BuildKit secret mount를 씀:\n%s" % s,
        "CI에서도 같은 방식으로 시크릿을 넘기나요?")))


def c_terraform_refs(lang):
    s = ('resource "random_password" "db" {\n  length  = 32\n  special = true\n}\n\nresource "aws_secretsmanager_secret_version" "db" {\n'
         '  secret_id     = aws_secretsmanager_secret.db.id\n  secret_string = random_password.db.result\n}\n\nvariable "datadog_api_key" {\n  type      = string\n  sensitive = true\n}')
    return clean("terraform: random_password / sensitive variables", L(lang, (
        "I didn't know the DB password is generated by Terraform and never typed by anyone.",
        "The module:\n%s\nThe value ends up in state, which is why the state bucket is encrypted and access-restricted." % s,
        "Should we move to manage_master_user_password so it isn't in state at all?"), (
        "DB 비번을 Terraform이 생성하고 아무도 직접 입력하지 않는다는 걸 몰랐음.",
        "모듈:\n%s\n값이 state에 남기 때문에 state 버킷은 암호화+접근 제한됨." % s,
        "state에 아예 안 남게 manage_master_user_password로 바꿀까요?")))


def c_gitlab_oidc(lang):
    s = ("deploy:\n  id_tokens:\n    AWS_ID_TOKEN:\n      aud: https://gitlab.com\n  script:\n    - >\n      aws sts assume-role-with-web-identity\n"
         "      --role-arn arn:aws:iam::%s:role/gitlab-deploy\n      --role-session-name ci-$CI_JOB_ID\n      --web-identity-token $AWS_ID_TOKEN") % acct_id()
    return clean("ci: GitLab OIDC id_tokens (no static keys)", L(lang, (
        "I was looking for AWS keys in the GitLab CI variables and nobody told me the pipeline uses OIDC.",
        "The deploy job:\n%s\nNo long-lived key exists; the token is minted per job." % s, ""), (
        "GitLab CI 변수에서 AWS 키를 찾고 있었는데 파이프라인이 OIDC를 쓴다는 걸 못 들음.",
        "배포 잡:\n%s\n장기 키는 없고 잡마다 토큰이 발급됨." % s, "")))


def c_code_env(lang):
    lang_ = pick(["py", "go", "ts", "java"])
    s = {"py": 'api_key = os.environ["PAYMENTS_API_KEY"]\nclient = PaymentsClient(api_key=api_key, timeout=10)',
         "go": 'key := os.Getenv("PAYMENTS_API_KEY")\nif key == "" {\n    log.Fatal("PAYMENTS_API_KEY not set")\n}',
         "ts": 'const apiKey = z.string().min(20).parse(process.env.PAYMENTS_API_KEY);',
         "java": '@Value("${payments.api-key}")\nprivate String apiKey;'}[lang_]
    return clean("code reading a secret from env/config (%s)" % lang_, L(lang, (
        "The payments client failed in tests and I didn't know it reads the key at import time.",
        "The code:\n%s\nTests must set the variable before importing the module." % s, ""), (
        "payments 클라이언트가 테스트에서 실패했는데 import 시점에 키를 읽는 걸 몰랐음.",
        "코드:\n%s\n테스트는 모듈 import 전에 변수를 세팅해야 함." % s, "")))


def c_masked_logs(lang):
    s = pick([
        "> Authorization: Bearer ***\n< HTTP/2 200",
        "DEBUG request headers={'Authorization': '[FILTERED]', 'X-Request-Id': '%s'}" % uuid4(),
        "Run ./deploy.sh\n  env:\n    AWS_SECRET_ACCESS_KEY: ***\n    NPM_TOKEN: ***",
        "Parameters: {\"user\"=>{\"email\"=>\"%s@%s\", \"password\"=>\"[FILTERED]\"}}" % (pick(EN_NAMES), pick(DOMAINS)),
    ])
    return clean("logs with masked credentials", L(lang, (
        "I was worried the job logs leaked a token and didn't know the runner masks registered secrets.",
        "The log lines in question:\n%s\nThe value is masked; only the label is printed." % s, ""), (
        "잡 로그에 토큰이 샜을까 걱정했는데 러너가 등록된 시크릿을 마스킹한다는 걸 몰랐음.",
        "문제의 로그:\n%s\n값은 마스킹되고 라벨만 찍힘." % s, "")))


def c_tool_status(lang):
    s = pick([
        "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(EN_NAMES),
        "WARNING! Your password will be stored unencrypted in /home/%s/.docker/config.json.\nConfigure a credential helper to remove this warning. See\nhttps://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded" % pick(EN_NAMES),
        "$ npm whoami\n%s\n$ npm token list\n┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ %s │ npm_…%s │ 2025-03-04 │ no       │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘" % (pick(EN_NAMES), hexs(6), rs(ALNUM, 4)),
        "$ vault token lookup\nKey                 Value\n---                 -----\naccessor            (omitted)\ndisplay_name        oidc-%s\nexpire_time         2025-11-29T09:00:00Z\npolicies            [default dev-read]\nttl                 7h59m" % pick(EN_NAMES),
    ])
    return clean("cli auth status output with masked token", L(lang, (
        "I didn't know which account the CLI was logged in as.",
        "Output:\n%s" % s, "Should CI use a bot account instead?"), (
        "CLI가 어느 계정으로 로그인돼 있는지 몰랐음.",
        "출력:\n%s" % s, "CI는 봇 계정을 써야 할까요?")))


def c_kubectl_secrets(lang):
    ns = pick(ENV_STAGES)
    s = ("$ kubectl -n %s get secrets\nNAME                 TYPE                             DATA   AGE\ndb-credentials       Opaque                           2      41d\nregcred              kubernetes.io/dockerconfigjson   1      300d\n%s kubernetes.io/tls                2      12d\n\n"
         "$ kubectl -n %s describe secret db-credentials\nData\n====\npassword:  24 bytes\nusername:  6 bytes") % (ns, ("tls-" + pick(SERVICES)).ljust(20), ns)
    return clean("kubectl get/describe secret (sizes only)", L(lang, (
        "I couldn't tell whether the DB secret existed in %s." % ns,
        "It does:\n%s\n`describe` shows only sizes, never values." % s, ""), (
        "%s에 DB 시크릿이 있는지 확인할 수 없었음." % ns,
        "있음:\n%s\n`describe`는 크기만 보여주고 값은 안 보여줌." % s, "")))


def c_scanner_output(lang):
    k = pick(["gitleaks", "trufflehog", "baseline"])
    if k == "gitleaks":
        s = "Finding:     STRIPE_SECRET_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      stripe-access-token\nEntropy:     4.81\nFile:        services/billing/.env.bak\nLine:        3\nCommit:      %s\nAuthor:      %s\nDate:        2025-%02d-%02dT11:02:17Z\nFingerprint: %s:services/billing/.env.bak:stripe-access-token:3" % (
            sha40(), pick(EN_NAMES), R.randint(1, 11), R.randint(1, 28), sha40())
    elif k == "trufflehog":
        s = "Found verified result 🐷🔑\nDetector Type: Github\nDecoder Type: PLAIN\nRaw result: ghp_…(redacted by CI)\nCommit: %s\nFile: scripts/release.sh\nLine: 14" % sha40()
    else:
        s = '"results": {\n  "config/settings.py": [\n    {\n      "type": "Secret Keyword",\n      "filename": "config/settings.py",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": 42\n    }\n  ]\n}' % sha40()
    return clean("secret-scanner output with redacted finding (%s)" % k, L(lang, (
        "The pre-merge check failed on a secret finding and nobody told me the scanner runs on history too.",
        "Report:\n%s\nThe secret was already revoked; the finding is allow-listed by fingerprint." % s,
        "Should old findings be purged from history or just allow-listed?"), (
        "머지 전 검사가 시크릿 탐지로 실패했는데 스캐너가 히스토리까지 검사한다는 걸 못 들음.",
        "리포트:\n%s\n해당 시크릿은 이미 폐기됐고 지문 기준으로 allow-list 처리함." % s,
        "예전 탐지 건은 히스토리에서 지울까요, allow-list만 할까요?")))


def c_secret_regex(lang):
    s = pick([
        "ghp_[0-9A-Za-z]{36}", "(A3T[A-Z0-9]|AKIA|ASIA)[A-Z2-7]{16}", "xox[baprs]-[0-9A-Za-z-]{10,48}", "sk_live_[0-9a-zA-Z]{24,99}",
        "-----BEGIN (RSA|EC|OPENSSH) PRIVATE KEY-----", "glpat-[0-9A-Za-z_-]{20}", "AIza[0-9A-Za-z_-]{35}"])
    return clean("secret-detection regex in a rule file", L(lang, (
        "I didn't know the custom gitleaks rules live in `.gitleaks.toml` at the repo root.",
        "The rule that fired uses regex = '''%s''' with an entropy threshold of 3.5; test fixtures are excluded by path." % s,
        "Should the rule also match the new token format?"), (
        "커스텀 gitleaks 규칙이 저장소 루트 `.gitleaks.toml`에 있다는 걸 몰랐음.",
        "걸린 규칙은 regex = '''%s''' 에 엔트로피 임계값 3.5, 테스트 fixture는 경로로 제외됨." % s,
        "새 토큰 형식도 잡도록 규칙을 바꿀까요?")))


# ---------------------------------------------------------------- words next to non-credential values
def c_llm_tokens(lang):
    mt = pick([1024, 2048, 4096, 8192, 16384])
    used = R.randint(900, 200000)
    return clean("LLM tokens: max_tokens, usage, tokenizer", L(lang, (
        "Responses were cut off mid-sentence and I didn't know the summarizer caps output tokens.",
        "Config: max_tokens=%d, tokenizer cl100k_base, context window 128k. The last run logged usage: prompt_tokens=%d, completion_tokens=%d, total_tokens=%d." % (
            mt, used, mt, used + mt),
        "Can max_tokens go up for the weekly report?"), (
        "응답이 문장 중간에 잘렸는데 요약기가 출력 토큰을 제한하는 걸 몰랐음.",
        "설정: max_tokens=%d, tokenizer cl100k_base, 컨텍스트 128k. 마지막 실행 usage: prompt_tokens=%d, completion_tokens=%d, total_tokens=%d." % (
            mt, used, mt, used + mt),
        "주간 리포트는 max_tokens를 올려도 될까요?")))


def c_key_words(lang):
    s = pick([
        ("The DynamoDB table uses partition key `tenant_id` and sort key `created_at#order_id`; the GSI key is `status`.",
         "DynamoDB 테이블 partition key는 `tenant_id`, sort key는 `created_at#order_id`, GSI 키는 `status`."),
        ("Cache key format is `user:{id}:profile:v3`; bumping v3 to v4 invalidates everything.",
         "캐시 키 형식은 `user:{id}:profile:v3`. v3를 v4로 올리면 전부 무효화됨."),
        ("The i18n key `checkout.payment.secret_code_hint` was missing in ko.json, so the raw key showed in the UI.",
         "i18n 키 `checkout.payment.secret_code_hint`가 ko.json에 없어서 UI에 키 문자열이 그대로 노출됨."),
        ("React warned 'Each child in a list should have a unique key prop'; using the row's primary key fixed it.",
         "React가 'Each child in a list should have a unique key prop' 경고를 냄. 행의 primary key를 key로 쓰니 해결."),
        ("The composite primary key is (account_id, period); the foreign key to invoices was missing an index.",
         "복합 primary key는 (account_id, period). invoices로 가는 foreign key에 인덱스가 없었음."),
        ("Kafka messages are keyed by `order_id`, so one order's events stay in one partition.",
         "Kafka 메시지 key가 `order_id`라서 한 주문의 이벤트는 같은 파티션에 들어감."),
        ("The S3 object key is `exports/2025/11/tenant-42/report.parquet`; the prefix drives the lifecycle rule.",
         "S3 object key는 `exports/2025/11/tenant-42/report.parquet`, prefix 기준으로 lifecycle 규칙이 적용됨."),
    ])
    return clean("'key' in non-credential sense", L(lang, ("I misread the data model and nobody pointed me at the schema doc.", s[0], ""),
                                                      ("데이터 모델을 잘못 이해했는데 스키마 문서를 알려준 사람이 없었음.", s[1], "")))


def c_secret_names(lang):
    s = pick([
        ("The Helm chart expects `existingSecret: %s-db` and `existingSecretPasswordKey: password`; it no longer creates the Secret itself." % pick(SERVICES),
         "Helm 차트가 `existingSecret: %s-db`, `existingSecretPasswordKey: password`를 기대함. 이제 Secret을 직접 만들지 않음." % pick(SERVICES)),
        ("Ingress TLS uses `secretName: tls-%s-wildcard`, issued by cert-manager's letsencrypt-prod ClusterIssuer." % pick(ORGS),
         "Ingress TLS는 `secretName: tls-%s-wildcard`, cert-manager letsencrypt-prod ClusterIssuer가 발급함." % pick(ORGS)),
        ("The users table has `password_hash`, `password_changed_at` and `failed_login_count`; there is no plaintext password column.",
         "users 테이블에는 `password_hash`, `password_changed_at`, `failed_login_count`가 있고 평문 비번 컬럼은 없음."),
        ("The login form uses autocomplete=\"current-password\" and the reset form autocomplete=\"new-password\"; Safari needs both to offer generated passwords.",
         "로그인 폼은 autocomplete=\"current-password\", 재설정 폼은 autocomplete=\"new-password\". Safari는 둘 다 있어야 비번 생성을 제안함."),
        ("The Vault policy `app-%s-read` grants read on `secret/data/%s/*` only." % (pick(ENV_STAGES), pick(SERVICES)),
         "Vault 정책 `app-%s-read`는 `secret/data/%s/*` 읽기만 허용함." % (pick(ENV_STAGES), pick(SERVICES))),
        ("Settings: PASSWORD_RESET_TOKEN_TTL=900, SESSION_COOKIE_AGE=1209600, API_KEY_HEADER=X-Api-Key, TOKEN_BUCKET_RATE=50/s.",
         "설정: PASSWORD_RESET_TOKEN_TTL=900, SESSION_COOKIE_AGE=1209600, API_KEY_HEADER=X-Api-Key, TOKEN_BUCKET_RATE=50/s."),
    ])
    return clean("secret/password/token as names of fields, settings, resources", L(lang, (
        "I didn't know where this setting is defined and grepped for the wrong name.", s[0], ""), (
        "이 설정이 어디 정의돼 있는지 몰라서 엉뚱한 이름으로 grep 했음.", s[1], "")))


def c_versions(lang):
    v = [semver() for _ in range(4)]
    return clean("versions, build numbers, tags", L(lang, (
        "The bug only happens on some clients and nobody told me which versions are in the field.",
        "Affected: app %s (build %d) and %s; fixed in %s. Server image tag v%s-%s. Chrome 131.0.6778.86 reproduces, Safari 18.1 does not." % (
            v[0], R.randint(1000, 99999), v[1], v[2], v[3], sha40()[:7]),
        "Should we force-update clients below %s?" % v[2]), (
        "일부 클라이언트에서만 버그가 나는데 현장에 어떤 버전이 깔려 있는지 못 들음.",
        "영향: 앱 %s (빌드 %d), %s. 수정은 %s. 서버 이미지 태그 v%s-%s. Chrome 131.0.6778.86에서 재현, Safari 18.1은 안 됨." % (
            v[0], R.randint(1000, 99999), v[1], v[2], v[3], sha40()[:7]),
        "%s 미만 클라이언트는 강제 업데이트할까요?" % v[2])))


def c_build_hashes(lang):
    c = ", ".join("%s.%s.js" % (n, hexs(pick([8, 16, 20]))) for n in ["main", "vendor", "checkout"])
    col = ", ".join(hexcolor() for _ in range(3))
    return clean("bundle content hashes, hex colors", L(lang, (
        "Users saw the old UI after deploy and I didn't know the HTML is cached for an hour at the CDN.",
        "The new build emits %s; the cached index.html still referenced the previous hashes. Brand colors in the same release: %s." % (c, col),
        "Should index.html be served with no-cache?"), (
        "배포 후에도 사용자가 옛 UI를 봤는데 CDN이 HTML을 1시간 캐시하는 걸 몰랐음.",
        "새 빌드 산출물 %s, 캐시된 index.html은 이전 해시를 참조하고 있었음. 같은 릴리스 브랜드 색상: %s." % (c, col),
        "index.html은 no-cache로 내려줄까요?")))


def c_container_ids(lang):
    svc = pick(SERVICES)
    cid = hexs(64)
    s = "CONTAINER ID   IMAGE                COMMAND                  STATUS\n%s   %s:%s   \"docker-entrypoint.s…\"   Restarting (1) 8 seconds ago" % (cid[:12], svc, semver())
    return clean("container IDs, pod names, k8s UIDs", L(lang, (
        "The container kept restarting and I didn't know the healthcheck hits a path that was removed.",
        "%s\nFull ID %s. In k8s the pod %s (uid %s) shows the same." % (s, cid, pod(svc), uuid4()), ""), (
        "컨테이너가 계속 재시작됐는데 healthcheck가 삭제된 경로를 호출하는 걸 몰랐음.",
        "%s\n전체 ID %s. k8s에서는 파드 %s (uid %s) 도 동일." % (s, cid, pod(svc), uuid4()), "")))


def c_observability_ids(lang):
    return clean("observability IDs (Sentry event, Datadog trace, issue keys)", L(lang, (
        "The crash report in the ticket had no link and I didn't know how to find it in Sentry.",
        "Sentry event %s (issue %s-%s), Datadog trace %d, span %d. Jira %s-%d tracks it." % (
            hexs(32), pick(["API", "WEB", "IOS"]), rs(UPALNUM, 3), R.randint(10**18, 9 * 10**18), R.randint(10**18, 9 * 10**18), pick(["PAY", "OPS", "CORE"]), R.randint(100, 9999)),
        ""), (
        "티켓의 크래시 리포트에 링크가 없어서 Sentry에서 어떻게 찾는지 몰랐음.",
        "Sentry 이벤트 %s (이슈 %s-%s), Datadog trace %d, span %d. Jira %s-%d 에서 추적 중." % (
            hexs(32), pick(["API", "WEB", "IOS"]), rs(UPALNUM, 3), R.randint(10**18, 9 * 10**18), R.randint(10**18, 9 * 10**18), pick(["PAY", "OPS", "CORE"]), R.randint(100, 9999)),
        "")))


def c_oauth_config(lang):
    d = pick(DOMAINS)
    cid = "%d-%s.apps.googleusercontent.com" % (R.randint(10**11, 10**12), rs(LOALNUM, 32))
    s = "issuer: https://accounts.google.com\nclient_id: %s\nclient_secret: ${GOOGLE_CLIENT_SECRET}\nredirect_uris:\n  - https://app.%s/auth/callback\nscopes: [openid, email, profile]" % (cid, d)
    return clean("oauth config with client_id and secret reference", L(lang, (
        "Login broke on the preview domain and I didn't know redirect URIs are allow-listed at Google.",
        "Our config:\n%s\nPreview URLs are not in the allow-list, so Google rejects them." % s,
        "Can preview environments use a separate OAuth client?"), (
        "프리뷰 도메인에서 로그인이 깨졌는데 redirect URI가 Google 쪽 allow-list라는 걸 몰랐음.",
        "설정:\n%s\n프리뷰 URL은 allow-list에 없어서 Google이 거부함." % s,
        "프리뷰 환경은 별도 OAuth 클라이언트를 써도 될까요?")))


def c_jwt_config(lang):
    d = pick(DOMAINS)
    s = "JWT_ALGORITHM=RS256\nJWT_ISSUER=https://auth.%s/\nJWT_AUDIENCE=api://%s\nJWKS_URL=https://auth.%s/.well-known/jwks.json\nJWT_LEEWAY_SECONDS=30\nACCESS_TOKEN_TTL=900\nREFRESH_TOKEN_TTL=2592000" % (d, pick(SERVICES), d)
    return clean("jwt verification settings (no keys)", L(lang, (
        "Tokens were rejected right after login on some servers and nobody mentioned clock skew.",
        "Verification settings:\n%s\nTwo hosts had NTP disabled; the 30-second leeway wasn't enough." % s, ""), (
        "일부 서버에서 로그인 직후 토큰이 거부됐는데 시계 오차 얘기를 못 들음.",
        "검증 설정:\n%s\n호스트 두 대가 NTP가 꺼져 있었고 30초 leeway로는 부족했음." % s, "")))


def c_hash_params(lang):
    s = pick(["$argon2id$v=19$m=65536,t=3,p=4", "bcrypt cost 12", "PBKDF2-SHA256 with 600000 iterations", "scrypt N=2^17, r=8, p=1"])
    return clean("password hashing parameters (no hash)", L(lang, (
        "Login got slow after the upgrade and I didn't know the hasher parameters changed.",
        "New hashes use %s; old hashes are re-hashed on next successful login. Login p95 went from 80 ms to 310 ms." % s,
        "Is 310 ms acceptable or should we lower the memory cost?"), (
        "업그레이드 후 로그인이 느려졌는데 해시 파라미터가 바뀐 걸 몰랐음.",
        "새 해시는 %s 사용. 기존 해시는 다음 로그인 성공 시 재해시됨. 로그인 p95가 80ms에서 310ms로 늘어남." % s,
        "310ms 괜찮은가요, 메모리 비용을 낮출까요?")))


def c_totp_prose(lang):
    return clean("2FA setup prose without seed", L(lang, (
        "The shared ops account asked for a 2FA code and nobody told me who holds the authenticator.",
        "The TOTP is enrolled in the team password manager (item 'ops root MFA'); codes are 6 digits and rotate every 30 s. The code %06d I got from chat had already expired." % R.randint(0, 999999),
        "Can I be added to the vault that holds the MFA item?"), (
        "공용 ops 계정이 2FA 코드를 요구했는데 누가 OTP 앱을 갖고 있는지 못 들음.",
        "TOTP는 팀 비밀번호 관리자('ops root MFA' 항목)에 등록돼 있고 6자리, 30초마다 바뀜. 채팅으로 받은 %06d 는 이미 만료돼 있었음." % R.randint(0, 999999),
        "MFA 항목이 있는 볼트에 저를 추가해 주실 수 있나요?")))


def c_cookie_config(lang):
    s = pick(["Set-Cookie: session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax",
              "SESSION_COOKIE_SECURE=True\nSESSION_COOKIE_HTTPONLY=True\nSESSION_COOKIE_SAMESITE=\"Lax\"\nCSRF_COOKIE_NAME=\"csrftoken\"",
              "cookie: { name: '__Host-sid', httpOnly: true, secure: true, sameSite: 'strict', maxAge: 86400000 }"])
    return clean("cookie attributes / logout cookie without value", L(lang, (
        "Users stayed logged in on Safari after logout and I didn't know the cookie attributes mattered.",
        "Relevant config:\n%s\nThe clearing cookie must match Path and domain exactly, otherwise the browser keeps the old one." % s, ""), (
        "Safari에서 로그아웃 후에도 로그인 상태가 유지됐는데 쿠키 속성이 중요한 걸 몰랐음.",
        "관련 설정:\n%s\n삭제용 쿠키는 Path와 도메인이 정확히 일치해야 브라우저가 기존 쿠키를 지움." % s, "")))


def c_sql_grants(lang):
    u = pick(["report_ro", "metabase", "debezium"])
    s = pick(["CREATE ROLE %s LOGIN;\nGRANT pg_read_all_data TO %s;\n-- password is set out of band with \\password" % (u, u),
              "# pg_hba.conf\nhostssl  all  %s  10.0.0.0/8  scram-sha-256\nhost     all  all  0.0.0.0/0  reject" % u,
              "GRANT SELECT ON analytics.* TO '%s'@'10.%%';\nALTER USER '%s'@'10.%%' REQUIRE SSL;" % (u, u)])
    return clean("sql grants / pg_hba without passwords", L(lang, (
        "%s could connect but saw no tables, and I didn't know grants are managed in SQL files." % u,
        "The statements:\n%s" % s, ""), (
        "%s 계정으로 접속은 되는데 테이블이 안 보였음. 권한이 SQL 파일로 관리되는 걸 몰랐음." % u,
        "해당 구문:\n%s" % s, "")))


def c_sshd_config(lang):
    s = "PasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin prohibit-password\nPubkeyAuthentication yes\nAuthorizedKeysFile .ssh/authorized_keys /etc/ssh/authorized_keys/%u"
    return clean("sshd_config auth settings", L(lang, (
        "I tried password SSH to the new host and nobody told me it's disabled.",
        "sshd_config on the fleet:\n%s" % s, ""), (
        "새 호스트에 비번으로 SSH 시도했는데 비활성화된 걸 아무도 안 알려줌.",
        "전체 서버 sshd_config:\n%s" % s, "")))


def c_windows_ids(lang):
    sid = "S-1-5-21-%d-%d-%d-%d" % (R.randint(10**8, 4 * 10**9), R.randint(10**8, 4 * 10**9), R.randint(10**8, 4 * 10**9), R.randint(1000, 9999))
    g = "{%s}" % uuid4().upper()
    return clean("windows SIDs / GUIDs / LAPS mention", L(lang, (
        "The service couldn't write to the share and I didn't know it runs as a gMSA.",
        "The ACL lists %s (the gMSA) with Modify; the GPO applying it is %s. Local admin passwords are managed by LAPS, nobody types them." % (sid, g),
        ""), (
        "서비스가 공유 폴더에 쓰지 못했는데 gMSA로 도는 걸 몰랐음.",
        "ACL에 %s (gMSA)가 Modify로 있음. 적용 GPO는 %s. 로컬 관리자 비번은 LAPS가 관리해서 아무도 직접 입력 안 함." % (sid, g),
        "")))


def c_network(lang):
    return clean("network identifiers (IPs, CIDRs, MACs, ports)", L(lang, (
        "The printer/NVR couldn't be reached from the office VPN and nobody mentioned the VLANs.",
        "Devices sit on 10.40.%d.0/24 (VLAN %d); NVR at 10.40.%d.%d:8443, MAC %s. VPN pool is 10.8.0.0/24 and the ACL allowed only 10.8.0.0/25." % (
            R.randint(1, 250), R.randint(10, 400), R.randint(1, 250), R.randint(2, 250), colon_hex(6, upper=False), ),
        "Can the ACL include the whole VPN pool?"), (
        "사무실 VPN에서 프린터/NVR 접속이 안 됐는데 VLAN 얘기를 못 들음.",
        "장비는 10.40.%d.0/24 (VLAN %d), NVR은 10.40.%d.%d:8443, MAC %s. VPN 풀은 10.8.0.0/24인데 ACL이 10.8.0.0/25만 허용함." % (
            R.randint(1, 250), R.randint(10, 400), R.randint(1, 250), R.randint(2, 250), colon_hex(6, upper=False)),
        "ACL에 VPN 풀 전체를 넣어도 될까요?")))


def c_env_table(lang):
    rows = R.sample([("DATABASE_URL", "Secrets Manager prod/db", "platform"), ("STRIPE_SECRET_KEY", "1Password 'Stripe live'", "payments"),
                     ("SENTRY_DSN", "Helm values", "sre"), ("OPENAI_API_KEY", "Vault secret/ai/prod", "ml"),
                     ("REDIS_URL", "Terraform output", "platform"), ("SMTP_PASSWORD", "Vault secret/mail", "growth")], 4)
    t = "| variable | where the value lives | owner |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    return clean("markdown table of env vars and where they live (no values)", L(lang, (
        "I didn't know who owns each production variable.",
        "Table from the runbook:\n%s" % t, "Is this table still current?"), (
        "운영 변수별 담당자를 몰랐음.",
        "런북에 있는 표:\n%s" % t, "이 표 최신인가요?")))


def c_chat_no_token(lang):
    t1, t2, t3 = sorted(R.sample(TIMES, 3))
    if lang == "en":
        n1, n2 = R.sample(EN_NAMES, 2)
        c = "[%s] %s: where's the sendgrid key for staging?\n[%s] %s: in 1Password, 'SendGrid staging', don't paste it here pls\n[%s] %s: got it, thx" % (t1, n1, t2, n2, t3, n1)
        f = ("The user forwarded this thread:\n%s" % c, "Credentials are shared only via the password manager; the team asks people not to paste them in chat.", "")
    else:
        n1, n2 = R.sample(KO_NAMES, 2)
        c = "[%s] %s: staging sendgrid 키 어디 있어요?\n[%s] %s: 1Password 'SendGrid staging' 항목이요, 여기엔 붙여넣지 마세요\n[%s] %s: 넵 감사합니다" % (t1, n1, t2, n2, t3, n1)
        f = ("사용자가 이 대화를 전달해 줌:\n%s" % c, "자격 증명은 비밀번호 관리자로만 공유하고 채팅에 붙여넣지 않는 게 팀 규칙.", "")
    return clean("chat paste about where a key is (no key)", f)


def c_keyerror_trace(lang):
    v = pick(["STRIPE_API_KEY", "DATABASE_PASSWORD", "OPENAI_API_KEY", "JWT_SECRET"])
    tr = 'Traceback (most recent call last):\n  File "app/settings.py", line 18, in <module>\n    API_KEY = os.environ["%s"]\n  File "<frozen os>", line 714, in __getitem__\nKeyError: \'%s\'' % (v, v)
    return clean("stack trace: KeyError for missing secret env var", L(lang, (
        "The worker crashed at boot:\n%s" % tr,
        "The variable is injected only in the web deployment; the worker manifest never had it.",
        "Should the worker share the web's secret or get its own?"), (
        "워커가 기동하자마자 죽음:\n%s" % tr,
        "변수가 web 디플로이먼트에만 주입되고 worker 매니페스트엔 원래 없었음.",
        "worker는 web 시크릿을 같이 쓸까요, 따로 받을까요?")))


def c_lfs_pointer(lang):
    s = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), R.randint(10**5, 10**9))
    return clean("git LFS pointer file", L(lang, (
        "The model file loaded as 130 bytes of text and I didn't know the repo uses Git LFS.",
        "The file is just the pointer:\n%s\n`git lfs pull` fetched the real content." % s, ""), (
        "모델 파일이 130바이트 텍스트로 로드됐는데 저장소가 Git LFS를 쓰는 걸 몰랐음.",
        "파일은 포인터일 뿐이었음:\n%s\n`git lfs pull` 하니 실제 내용이 받아짐." % s, "")))


def c_spring_placeholders(lang):
    s = "spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/${DB_NAME:app}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n            client-secret: ${KEYCLOAK_CLIENT_SECRET}"
    return clean("spring config with ${} placeholders", L(lang, (
        "The app failed with 'Could not resolve placeholder' and I didn't know the profile requires env vars.",
        "application-prod.yml:\n%s" % s, ""), (
        "앱이 'Could not resolve placeholder'로 실패했는데 프로필이 환경변수를 요구하는 걸 몰랐음.",
        "application-prod.yml:\n%s" % s, "")))


def c_npmrc_ref(lang):
    s = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}" % pick(ORGS)
    return clean(".npmrc with ${} token reference", L(lang, (
        "npm install returned 401 on private packages and I didn't know .npmrc expects an env var.",
        "The committed .npmrc:\n%s\nWith NODE_AUTH_TOKEN unset, npm sends an empty token." % s, ""), (
        "private 패키지에서 npm install이 401이었는데 .npmrc가 환경변수를 기대하는 걸 몰랐음.",
        "커밋된 .npmrc:\n%s\nNODE_AUTH_TOKEN이 없으면 npm이 빈 토큰을 보냄." % s, "")))


def c_rails_credentials(lang):
    return clean("encrypted credentials file mentioned, key path only", L(lang, (
        "`rails credentials:edit` failed with ActiveSupport::MessageEncryptor::InvalidMessage and nobody explained the setup.",
        "config/credentials/production.yml.enc is committed; it needs config/credentials/production.key (gitignored) or RAILS_MASTER_KEY in the environment. I don't have the key, so I didn't edit it.",
        "Who holds the production credentials key?"), (
        "`rails credentials:edit`가 ActiveSupport::MessageEncryptor::InvalidMessage로 실패했는데 구조 설명을 못 들음.",
        "config/credentials/production.yml.enc는 커밋돼 있고, config/credentials/production.key(gitignore)나 RAILS_MASTER_KEY 환경변수가 필요함. 키가 없어서 수정은 안 함.",
        "production credentials 키는 누가 갖고 있나요?")))


def c_mock_token(lang):
    s = 'respx.get("https://api.example.com/v1/me").mock(return_value=Response(200, json={"id": 1}))\nclient = ApiClient(base_url="https://api.example.com", token="test-token")\nassert client.me()["id"] == 1'
    return clean("unit test with dummy token against a mock", L(lang, (
        "I didn't know the API client tests run against respx mocks, not the sandbox.",
        "Typical test:\n%s\nThe dummy value is never sent anywhere real." % s, ""), (
        "API 클라이언트 테스트가 sandbox가 아니라 respx mock으로 도는 걸 몰랐음.",
        "대표 테스트:\n%s\n더미 값이라 실제로 어디에도 전송되지 않음." % s, "")))


def c_hmac_code(lang):
    s = ('expected = hmac.new(os.environ["WEBHOOK_SECRET"].encode(), raw_body, hashlib.sha256).hexdigest()\n'
         'if not hmac.compare_digest(expected, request.headers["X-Signature-256"].removeprefix("sha256=")):\n    abort(401)')
    return clean("webhook HMAC verification code (secret from env)", L(lang, (
        "Signature checks failed for every delivery and I didn't know the body must be the raw bytes.",
        "The verifier:\n%s\nThe framework had already parsed and re-serialized the JSON, changing the bytes." % s, ""), (
        "모든 웹훅 서명 검증이 실패했는데 원본 바이트로 검증해야 하는 걸 몰랐음.",
        "검증 코드:\n%s\n프레임워크가 JSON을 파싱 후 재직렬화해서 바이트가 달라졌던 것." % s, "")))


def c_makefile(lang):
    s = "deploy:\n\t@test -n \"$$DEPLOY_TOKEN\" || (echo 'DEPLOY_TOKEN missing'; exit 1)\n\t./scripts/deploy.sh --env $(ENV) --token-file /run/secrets/deploy_token"
    return clean("makefile target checking a token variable", L(lang, (
        "`make deploy` failed with 'DEPLOY_TOKEN missing' and nobody told me where it comes from.",
        "The target:\n%s\nThe token file is mounted on CI runners only; local deploys are not supported." % s, ""), (
        "`make deploy`가 'DEPLOY_TOKEN missing'으로 실패했는데 어디서 오는 값인지 못 들음.",
        "타깃:\n%s\n토큰 파일은 CI 러너에만 마운트됨. 로컬 배포는 지원 안 함." % s, "")))


def c_csv_ids(lang):
    rows = "\n".join("%s,%s,%s,%d" % (uuid4(), stripe_id("in"), hexs(12), R.randint(1000, 99000)) for _ in range(3))
    return clean("csv export with IDs", L(lang, (
        "The finance export had duplicates and I didn't know the join key.",
        "Sample rows (order_uuid,invoice_id,batch,amount_krw):\n%s\nJoining on batch instead of invoice_id caused the duplicates." % rows, ""), (
        "재무 export에 중복이 있었는데 조인 키를 몰랐음.",
        "샘플 행 (order_uuid,invoice_id,batch,amount_krw):\n%s\ninvoice_id 대신 batch로 조인해서 중복이 생긴 것." % rows, "")))


def c_tf_state_meta(lang):
    return clean("terraform state metadata (lineage, serial)", L(lang, (
        "terraform plan wanted to recreate everything and I didn't know the state had been migrated.",
        "Local state lineage %s serial %d vs remote lineage %s serial %d; the backend was pointing at an old bucket." % (uuid4(), R.randint(1, 400), uuid4(), R.randint(400, 900)),
        ""), (
        "terraform plan이 전부 재생성하려 했는데 state가 마이그레이션된 걸 몰랐음.",
        "로컬 state lineage %s serial %d, 원격 lineage %s serial %d. backend가 예전 버킷을 가리키고 있었음." % (uuid4(), R.randint(1, 400), uuid4(), R.randint(400, 900)),
        "")))


def c_s3_etag(lang):
    return clean("s3 ETag / version IDs", L(lang, (
        "The sync re-uploaded unchanged files and I didn't know multipart uploads have a different ETag format.",
        "Local MD5 %s vs S3 ETag \"%s-%d\"; version id %s. Comparing by size+mtime avoids the false mismatch." % (hexs(32), hexs(32), R.randint(2, 40), rs(B64URL, 32)),
        ""), (
        "동기화가 안 바뀐 파일도 다시 올렸는데 multipart 업로드는 ETag 형식이 다르다는 걸 몰랐음.",
        "로컬 MD5 %s, S3 ETag \"%s-%d\", version id %s. 크기+mtime으로 비교하면 오탐이 없음." % (hexs(32), hexs(32), R.randint(2, 40), rs(B64URL, 32)),
        "")))


def c_cron_regex(lang):
    return clean("cron expressions and validation regexes", L(lang, (
        "The cleanup job ran at the wrong hour and I didn't know the scheduler uses UTC.",
        "Schedule `0 18 * * *` (UTC) = 03:00 KST. The ID validator in the same job is ^[0-9A-HJKMNP-TV-Z]{26}$ (ULID).",
        ""), (
        "정리 잡이 엉뚱한 시간에 돌았는데 스케줄러가 UTC 기준인 걸 몰랐음.",
        "스케줄 `0 18 * * *` (UTC) = KST 03:00. 같은 잡의 ID 검증 정규식은 ^[0-9A-HJKMNP-TV-Z]{26}$ (ULID).",
        "")))


def c_gpg_commit(lang):
    return clean("signed-commit verification output", L(lang, (
        "Branch protection rejected my commits and nobody told me signatures are required.",
        "`git log --show-signature -1` on an accepted commit:\ngpg: Signature made Tue Nov 4 10:21:07 2025 KST\ngpg:                using EDDSA key %s\ngpg: Good signature from \"%s <%s@%s>\"" % (
            hexs(40).upper(), pick(EN_NAMES).capitalize(), pick(EN_NAMES), pick(DOMAINS)),
        "Is SSH signing accepted too?"), (
        "브랜치 보호 규칙이 커밋을 거부했는데 서명이 필수라는 얘기를 못 들음.",
        "통과된 커밋의 `git log --show-signature -1`:\ngpg: Signature made Tue Nov 4 10:21:07 2025 KST\ngpg:                using EDDSA key %s\ngpg: Good signature from \"%s <%s@%s>\"" % (
            hexs(40).upper(), pick(EN_NAMES).capitalize(), pick(EN_NAMES), pick(DOMAINS)),
        "SSH 서명도 허용되나요?")))


def c_ime_issue(lang):
    return clean("password input issue described without the password", L(lang, (
        "Users with Korean keyboards couldn't log in on the kiosk and nobody mentioned the IME.",
        "The password field kept the Hangul IME active, so typed characters were composed into syllables. Setting inputmode=\"latin\" and ime-mode: disabled fixed it; no password was changed.",
        ""), (
        "한글 자판 사용자가 키오스크 로그인을 못 했는데 IME 얘기를 아무도 안 함.",
        "비밀번호 필드에서 한글 IME가 켜진 채라 입력이 음절로 조합됐음. inputmode=\"latin\", ime-mode: disabled 설정으로 해결. 비번 변경은 없었음.",
        "")))


def c_vault_lease(lang):
    lid = "database/creds/readonly/" + rs(ALNUM, 24)
    return clean("vault lease id and TTLs (no credential)", L(lang, (
        "Nightly reports failed at 02:00 and I didn't know the DB credentials are dynamic with a 1h TTL.",
        "The job renews lease %s every 30 minutes; the renewal loop died after a network blip, so the credential expired." % lid,
        "Should the job request a fresh credential instead of renewing?"), (
        "야간 리포트가 02:00에 실패했는데 DB 자격 증명이 TTL 1시간짜리 동적 자격 증명인 걸 몰랐음.",
        "잡이 lease %s 를 30분마다 갱신하는데 네트워크 순단 후 갱신 루프가 죽어서 만료됨." % lid,
        "갱신 대신 매번 새 자격 증명을 받게 할까요?")))


def c_kms_ciphertext(lang):
    blob = "AQICAH" + b64e(rbytes(R.randint(150, 190)))
    return clean("KMS ciphertext blob in config", L(lang, (
        "I thought `config/prod.json` contained a plaintext key and nobody said it's KMS-encrypted.",
        "\"db_password_encrypted\": \"%s\" is a KMS ciphertext blob; the app calls kms:Decrypt at startup with its task role." % blob,
        ""), (
        "`config/prod.json`에 평문 키가 있는 줄 알았는데 KMS 암호문이라는 얘기를 못 들음.",
        "\"db_password_encrypted\": \"%s\" 는 KMS 암호문이고 앱이 기동 시 task role로 kms:Decrypt 호출함." % blob,
        "")))


# ---------------------------------------------------------------- publishable keys (documented as public)
def c_pub_stripe(lang):
    pk = "pk_live_51" + rs(ALNUM, 97)
    return clean("publishable: Stripe pk_live in frontend [publishable]", L(lang, (
        "I didn't know the checkout page gets the Stripe key from the build env.",
        "The frontend is built with NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s; this key is meant to be public and only creates tokens." % pk,
        "Should the staging build use the test-mode publishable key?"), (
        "결제 페이지가 빌드 환경변수에서 Stripe 키를 받는 걸 몰랐음.",
        "프론트는 NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s 로 빌드됨. 공개용 키라 토큰 생성만 가능." % pk,
        "staging 빌드는 test 모드 publishable key를 써야 할까요?")))


def c_pub_firebase(lang):
    proj = "%s-%s" % (pick(ORGS), rs(LOALNUM, 5))
    s = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
         '  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};') % (rs(B64URL, 35), proj, proj, proj, R.randint(10**11, 10**12), R.randint(10**11, 10**12), hexs(22))
    return clean("publishable: Firebase web config apiKey [publishable]", L(lang, (
        "I didn't know the web app's Firebase config is committed on purpose.",
        "`src/firebase.ts`:\n%s\nFirebase documents this apiKey as a public identifier; access is enforced by security rules and App Check." % s,
        "Are the Firestore security rules reviewed anywhere?"), (
        "웹앱 Firebase 설정을 일부러 커밋한다는 걸 몰랐음.",
        "`src/firebase.ts`:\n%s\nFirebase 문서상 이 apiKey는 공개 식별자이고 접근 제어는 보안 규칙과 App Check가 담당함." % s,
        "Firestore 보안 규칙은 어디서 리뷰하나요?")))


def c_pub_captcha(lang):
    k = pick(["recaptcha", "hcaptcha", "turnstile"])
    if k == "recaptcha":
        v = "6L" + rs(B64URL, 38); attr = 'data-sitekey="%s"' % v; nm = "reCAPTCHA"
    elif k == "hcaptcha":
        v = uuid4(); attr = 'data-sitekey="%s"' % v; nm = "hCaptcha"
    else:
        v = "0x4AAAAAAA" + rs(B64URL, 14); attr = 'data-sitekey="%s"' % v; nm = "Turnstile"
    return clean("publishable: %s site key in HTML [publishable]" % nm, L(lang, (
        "Signups from the new domain failed the captcha and I didn't know the site key is domain-restricted.",
        "The widget uses <div class=\"%s\" %s></div>; the site key is public, the matching secret key stays on the server (not shown). The new domain wasn't in the allowed list." % (
            "g-recaptcha" if k == "recaptcha" else ("h-captcha" if k == "hcaptcha" else "cf-turnstile"), attr),
        "Can the new domain be added to the %s site settings?" % nm), (
        "새 도메인에서 가입 시 캡차가 실패했는데 site key가 도메인 제한이 있는 걸 몰랐음.",
        "위젯은 <div class=\"%s\" %s></div> 사용. site key는 공개용이고 대응하는 secret key는 서버에만 있음(여기 없음). 새 도메인이 허용 목록에 없었음." % (
            "g-recaptcha" if k == "recaptcha" else ("h-captcha" if k == "hcaptcha" else "cf-turnstile"), attr),
        "%s 사이트 설정에 새 도메인 추가해 주실 수 있나요?" % nm)))


def c_pub_mapbox(lang):
    pk = t_mapbox("pk")
    return clean("publishable: Mapbox pk. public token [publishable]", L(lang, (
        "The store locator map was blank and I didn't know the public token is URL-restricted.",
        "The page uses mapboxgl.accessToken = \"%s\"; it is a public (pk.) token and only works from the allowed URLs." % pk,
        ""), (
        "매장 찾기 지도가 비어 있었는데 public 토큰에 URL 제한이 있는 걸 몰랐음.",
        "페이지에서 mapboxgl.accessToken = \"%s\" 사용. 공개용(pk.) 토큰이라 허용된 URL에서만 동작함." % pk,
        "")))


def c_pub_supabase(lang):
    if R.random() < 0.6:
        jwt_, ref = t_supabase_jwt("anon")
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, jwt_)
    else:
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % (rs(LO, 20), rs(B64URL, 31))
    return clean("publishable: Supabase anon/publishable key [publishable]", L(lang, (
        "Rows were readable by anyone and I assumed the key in the frontend had leaked.",
        "The frontend env is:\n%s\nThat key is designed to be public; the real problem was a table without row level security." % s,
        "Should RLS be enabled by default on new tables?"), (
        "누구나 행을 읽을 수 있어서 프론트의 키가 유출된 줄 알았음.",
        "프론트 env:\n%s\n이 키는 원래 공개용이고 진짜 문제는 RLS 없는 테이블이었음." % s,
        "새 테이블에 RLS를 기본으로 켤까요?")))


def c_pub_sentry_dsn(lang):
    dsn = "https://%s@o%d.ingest.%ssentry.io/%d" % (hexs(32), R.randint(10**5, 10**7), pick(["", "us.", "de."]), R.randint(10**15, 10**16))
    return clean("publishable: Sentry DSN in browser bundle [publishable]", L(lang, (
        "Frontend errors weren't showing up and I didn't know the DSN differs per environment.",
        "Production uses Sentry.init({ dsn: \"%s\" }); the DSN only allows sending events and Sentry documents it as safe to expose. Staging pointed at a deleted project." % dsn,
        ""), (
        "프론트 에러가 안 보였는데 DSN이 환경마다 다른 걸 몰랐음.",
        "운영은 Sentry.init({ dsn: \"%s\" }) 사용. DSN은 이벤트 전송만 가능하고 Sentry 문서상 노출돼도 되는 값. staging은 삭제된 프로젝트를 가리키고 있었음." % dsn,
        "")))


def c_pub_algolia(lang):
    app = rs(UPALNUM, 10)
    return clean("publishable: Algolia search-only key [publishable]", L(lang, (
        "Search returned nothing on the docs site and I didn't know the index was renamed.",
        "The docs site calls algoliasearch(\"%s\", \"%s\") with the search-only key (public by design); the index changed from docs_v1 to docs_v2." % (app, hexs(32)),
        ""), (
        "문서 사이트 검색 결과가 비었는데 인덱스 이름이 바뀐 걸 몰랐음.",
        "문서 사이트는 algoliasearch(\"%s\", \"%s\") 로 search-only 키(원래 공개용)를 씀. 인덱스가 docs_v1에서 docs_v2로 바뀜." % (app, hexs(32)),
        "")))


def c_pub_analytics(lang):
    k = pick(["posthog", "mixpanel", "amplitude", "datadog_rum"])
    if k == "posthog":
        s = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43); nm = "PostHog project API key"
    elif k == "mixpanel":
        s = "mixpanel.init('%s', { track_pageview: true })" % hexs(32); nm = "Mixpanel project token"
    elif k == "amplitude":
        s = "amplitude.init('%s', { defaultTracking: true })" % hexs(32); nm = "Amplitude browser API key"
    else:
        s = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com', service: 'web' })" % (uuid4(), hexs(32)); nm = "Datadog RUM client token"
    return clean("publishable: %s in frontend [publishable]" % nm, L(lang, (
        "Events from the marketing site were missing and I didn't know it initializes analytics separately.",
        "The snippet: %s\nThis is the client-side key the vendor documents as public; the site just never called init on the pricing page." % s,
        ""), (
        "마케팅 사이트 이벤트가 빠져 있었는데 애널리틱스를 따로 초기화하는 걸 몰랐음.",
        "스니펫: %s\n벤더 문서상 공개용 클라이언트 키임. 가격 페이지에서 init을 안 불렀던 게 원인." % s,
        "")))


def c_pub_clerk(lang):
    host = "clerk.%s" % pick(DOMAINS)
    pk = "pk_live_" + b64e((host + "$").encode()).rstrip("=")
    return clean("publishable: Clerk publishable key [publishable]", L(lang, (
        "The sign-in widget pointed at the wrong domain and I didn't know the publishable key encodes the frontend API host.",
        "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s decodes to %s$, so it must be rebuilt when the domain changes." % (pk, host),
        ""), (
        "로그인 위젯이 엉뚱한 도메인을 가리켰는데 publishable key에 프론트 API 호스트가 인코딩된 걸 몰랐음.",
        "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s 를 디코딩하면 %s$ 라서 도메인이 바뀌면 다시 빌드해야 함." % (pk, host),
        "")))


def c_pub_korean(lang):
    if R.random() < 0.5:
        s = "Kakao.init('%s'); // JavaScript 키" % hexs(32)
        nm = "Kakao JavaScript key"
    else:
        s = "const tossPayments = TossPayments('live_ck_%s');" % rs(ALNUM, 28)
        nm = "Toss Payments client key"
    return clean("publishable: %s [publishable]" % nm, L(lang, (
        "The share/payment button failed on the new domain and I didn't know the platform allow-lists web domains.",
        "Frontend code: %s\nThis client-side key is public by design; the new domain had to be registered in the developer console." % s,
        ""), (
        "새 도메인에서 공유/결제 버튼이 실패했는데 플랫폼에 웹 도메인을 등록해야 하는 걸 몰랐음.",
        "프론트 코드: %s\n클라이언트용 공개 키라 노출돼도 되는 값이고, 개발자 콘솔에 새 도메인을 등록해야 했음." % s,
        "")))


def c_pub_maps(lang):
    k = "AIza" + rs(B64URL, 35)
    return clean("publishable: Google Maps JavaScript API key (referrer-restricted) [publishable]", L(lang, (
        "The map showed 'For development purposes only' and I didn't know the key is restricted by HTTP referrer.",
        "<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&libraries=places\"></script> is a browser key; it is restricted to *.%s/* and the new subdomain was missing." % (k, pick(DOMAINS)),
        ""), (
        "지도에 'For development purposes only'가 떴는데 키가 HTTP referrer로 제한된 걸 몰랐음.",
        "<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&libraries=places\"></script> 는 브라우저용 키이고 *.%s/* 로 제한돼 있는데 새 서브도메인이 빠져 있었음." % (k, pick(DOMAINS)),
        "")))


def c_pub_payments_client(lang):
    k = pick(["square", "braintree", "paypal"])
    if k == "square":
        s = "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64URL, 22), "L" + rs(UPALNUM, 12)); nm = "Square application ID"
    elif k == "braintree":
        s = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LOALNUM, 8), rs(LOALNUM, 16)); nm = "Braintree tokenization key"
    else:
        s = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64URL, 79); nm = "PayPal client ID in JS SDK URL"
    return clean("publishable: %s [publishable]" % nm, L(lang, (
        "The payment form didn't load in production and I didn't know the client-side identifier differs from sandbox.",
        "Production snippet: %s\nThis value is documented as safe for the browser; the server-side secret is separate and not involved." % s,
        ""), (
        "운영에서 결제 폼이 안 떴는데 클라이언트 식별자가 sandbox와 다르다는 걸 몰랐음.",
        "운영 스니펫: %s\n브라우저에 노출해도 된다고 문서화된 값이고 서버용 시크릿은 별개라 관련 없음." % s,
        "")))


CLEAN_KINDS = [c_env_refs, c_gha_secrets, c_vault_ref, c_aws_sm_ref, c_op_ref, c_k8s_secretref, c_external_secret, c_sealed_secret,
               c_sops, c_ansible_vault, c_placeholder, c_masked, c_aws_example, c_jwt_sample, c_commit_sha, c_image_digest,
               c_lock_integrity, c_sri_csp, c_checksums, c_request_ids, c_aws_identity, c_aws_resource_ids, c_stripe_ids, c_chat_ids,
               c_db_ids, c_doc_ids, c_cursor_b64, c_data_uri, c_ssh_pub, c_fingerprints, c_pem_public, c_certificate, c_wg_public,
               c_age_recipients, c_jwks, c_dns_txt, c_crypto_public, c_mobile_ids, c_urls_query, c_git_remotes, c_conn_no_pw,
               c_cred_paths, c_cli_flags, c_pw_policy, c_diceware, c_auth_errors, c_rotation_talk, c_env_example, c_compose_secrets,
               c_dockerfile_secret, c_terraform_refs, c_gitlab_oidc, c_code_env, c_masked_logs, c_tool_status, c_kubectl_secrets,
               c_scanner_output, c_secret_regex, c_llm_tokens, c_key_words, c_secret_names, c_versions, c_build_hashes,
               c_container_ids, c_observability_ids, c_oauth_config, c_jwt_config, c_hash_params, c_totp_prose, c_cookie_config,
               c_sql_grants, c_sshd_config, c_windows_ids, c_network, c_env_table, c_chat_no_token, c_keyerror_trace, c_lfs_pointer,
               c_spring_placeholders, c_npmrc_ref, c_rails_credentials, c_mock_token, c_hmac_code, c_makefile, c_csv_ids,
               c_tf_state_meta, c_s3_etag, c_cron_regex, c_gpg_commit, c_ime_issue, c_vault_lease, c_kms_ciphertext,
               c_pub_stripe, c_pub_firebase, c_pub_captcha, c_pub_mapbox, c_pub_supabase, c_pub_sentry_dsn, c_pub_algolia,
               c_pub_analytics, c_pub_clerk, c_pub_korean, c_pub_maps, c_pub_payments_client]


# ---------------------------------------------------------------- more hard clean kinds
def c_idempotency(lang):
    s = "POST /v1/payment_intents\nIdempotency-Key: %s\nStripe-Version: 2024-06-20\nX-Request-Id: req_%s" % (uuid4(), rs(ALNUM, 14))
    return clean("http: Idempotency-Key and request headers (no auth)", L(lang, (
        "Retries created duplicate payments and I didn't know the client generated a new idempotency key per attempt.",
        "Request as logged (auth header stripped by the logger):\n%s\nThe key must be generated once per logical operation and reused on retry." % s, ""), (
        "재시도 때 결제가 중복 생성됐는데 클라이언트가 시도마다 새 idempotency key를 만드는 걸 몰랐음.",
        "로그에 남은 요청 (인증 헤더는 로거가 제거함):\n%s\n키는 논리적 작업당 한 번 만들고 재시도에서 재사용해야 함." % s, "")))


def c_oauth_response_redacted(lang):
    s = '{\n  "access_token": "[redacted]",\n  "token_type": "Bearer",\n  "expires_in": 3599,\n  "scope": "https://www.googleapis.com/auth/calendar.readonly",\n  "id_token": "(omitted)"\n}'
    return clean("oauth token response with values redacted", L(lang, (
        "The calendar sync stopped every hour and I didn't know no refresh token was being issued.",
        "Token endpoint response (values removed before pasting):\n%s\nWithout access_type=offline and prompt=consent Google returns no refresh_token." % s, ""), (
        "캘린더 동기화가 매시간 멈췄는데 refresh token이 발급되지 않는 걸 몰랐음.",
        "토큰 엔드포인트 응답 (붙여넣기 전에 값 제거함):\n%s\naccess_type=offline, prompt=consent 없으면 Google이 refresh_token을 안 줌." % s, "")))


def c_advisories(lang):
    ghsa = "GHSA-%s-%s-%s" % (rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4), rs("23456789cfghjmpqrvwx", 4))
    cve = "CVE-20%d-%d" % (R.randint(21, 25), R.randint(10000, 59999))
    return clean("security advisory IDs (GHSA, CVE)", L(lang, (
        "Dependabot flagged the lockfile and nobody said which advisories are accepted risks.",
        "%s / %s affects %s < %s; we are not exposed because the vulnerable parser isn't used, so it's dismissed with a comment." % (ghsa, cve, pick(["jsonwebtoken", "axios", "urllib3", "xml2js"]), semver()),
        ""), (
        "Dependabot이 lockfile을 지적했는데 어떤 권고가 수용된 위험인지 못 들음.",
        "%s / %s 는 %s < %s 에 해당. 취약한 파서를 안 써서 영향 없고 코멘트 달아 dismiss 함." % (ghsa, cve, pick(["jsonwebtoken", "axios", "urllib3", "xml2js"]), semver()),
        "")))


def c_webauthn(lang):
    cid = b64u(rbytes(R.choice([16, 32, 64])))
    aaguid = uuid4()
    return clean("webauthn credential ID / AAGUID (public identifiers)", L(lang, (
        "A user's passkey stopped working after a device migration and I didn't know how passkeys are stored.",
        "The row has credential_id %s, aaguid %s, sign_count 0 and the COSE public key; nothing secret is stored server-side. The new device registered a different credential ID." % (cid, aaguid),
        "Should users be allowed more than five passkeys?"), (
        "기기 이전 후 사용자 패스키가 안 됐는데 패스키가 어떻게 저장되는지 몰랐음.",
        "행에는 credential_id %s, aaguid %s, sign_count 0, COSE 공개키가 있음. 서버엔 비밀 값이 없음. 새 기기는 다른 credential ID로 등록됨." % (cid, aaguid),
        "사용자당 패스키를 5개 넘게 허용할까요?")))


def c_known_hosts(lang):
    host = pick(["github.com", "gitlab.%s" % pick(DOMAINS), "bastion.%s" % pick(DOMAINS), "10.20.3.14"])
    line = "%s ssh-ed25519 %s" % (host, ssh_ed_pub())
    return clean("ssh known_hosts entry (host public key)", L(lang, (
        "CI failed with 'Host key verification failed' and nobody told me known_hosts is baked into the runner image.",
        "Pinned entry:\n%s\nThe host was rebuilt with a new host key, so the image needs this line updated." % line, ""), (
        "CI가 'Host key verification failed'로 실패했는데 known_hosts가 러너 이미지에 들어 있는 걸 몰랐음.",
        "고정된 항목:\n%s\n호스트를 재구축하면서 호스트 키가 바뀌어 이미지의 이 줄을 갱신해야 함." % line, "")))


def c_tls_paths(lang):
    d = pick(DOMAINS)
    s = "ssl_certificate     /etc/letsencrypt/live/%s/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/%s/privkey.pem;\nssl_protocols       TLSv1.2 TLSv1.3;" % (d, d)
    return clean("nginx TLS config with key file paths only", L(lang, (
        "The cert renewed but browsers still saw the old one; nobody mentioned nginx needs a reload.",
        "The server block:\n%s\ncertbot's deploy hook wasn't reloading nginx." % s, ""), (
        "인증서는 갱신됐는데 브라우저는 예전 걸 봤음. nginx reload가 필요하다는 얘기를 못 들음.",
        "server 블록:\n%s\ncertbot deploy hook이 nginx를 reload하지 않고 있었음." % s, "")))


def c_analytics_ids(lang):
    return clean("analytics/tag IDs (GA4, GTM, pixel IDs)", L(lang, (
        "Conversions stopped being recorded and I didn't know marketing swapped the GA property.",
        "Old measurement ID G-%s, new G-%s; GTM container GTM-%s; Meta pixel %d. Only the GTM container changed in the site code." % (
            rs(UPALNUM, 10), rs(UPALNUM, 10), rs(UPALNUM, 7), R.randint(10**14, 10**16)),
        ""), (
        "전환이 기록되지 않았는데 마케팅팀이 GA 속성을 바꾼 걸 몰랐음.",
        "예전 측정 ID G-%s, 새 ID G-%s, GTM 컨테이너 GTM-%s, Meta 픽셀 %d. 사이트 코드에서는 GTM 컨테이너만 바뀜." % (
            rs(UPALNUM, 10), rs(UPALNUM, 10), rs(UPALNUM, 7), R.randint(10**14, 10**16)),
        "")))


def c_backtrace(lang):
    libc = R.randint(0x7f0000000, 0x7ffffffff) << 12
    node = R.randint(0x7f0000000, 0x7ffffffff) << 12
    fr = [("__pthread_kill_implementation", "libc.so.6", libc + 0x96000 + R.randint(0, 0xfff)),
          ("raise", "libc.so.6", libc + 0x42000 + R.randint(0, 0xfff)), ("abort", "libc.so.6", libc + 0x28000 + R.randint(0, 0xfff)),
          ("_ZN2v85Utils16ReportOOMFailureEPNS_8internal7IsolateEPKcb", "libnode.so.115", node + R.randint(0x100000, 0xfffff0))]
    frames = "\n".join("#%d  0x%016x in %s () from /lib/x86_64-linux-gnu/%s" % (i, addr, fn, lib) for i, (fn, lib, addr) in enumerate(fr))
    return clean("native backtrace with addresses and build-id", L(lang, (
        "The image worker crashed with SIGABRT and nobody said core dumps are collected.",
        "gdb backtrace from the core (build-id %s):\n%s\nIt was an OOM inside V8; raising the heap limit fixed it." % (hexs(40), frames), ""), (
        "이미지 워커가 SIGABRT로 죽었는데 코어 덤프가 수집된다는 얘기를 못 들음.",
        "코어에서 뽑은 gdb backtrace (build-id %s):\n%s\nV8 내부 OOM이었고 힙 한도를 올려서 해결." % (hexs(40), frames), "")))


def c_generated_names(lang):
    return clean("generated resource names with random suffixes", L(lang, (
        "I couldn't find the preview environment and didn't know resources get random names.",
        "Preview app shrouded-%s-%d, bucket %s-preview-%s, GCP project %s-pr-%d-%s, k8s namespace pr-%d-%s." % (
            pick(["plains", "river", "meadow"]), R.randint(10000, 99999), pick(ORGS), rs(LOALNUM, 8), pick(ORGS), R.randint(100, 999), rs(LOALNUM, 4),
            R.randint(100, 999), rs(LOALNUM, 5)),
        "Could preview names include the PR number only?"), (
        "프리뷰 환경을 못 찾았는데 리소스 이름이 랜덤으로 붙는 걸 몰랐음.",
        "프리뷰 앱 shrouded-%s-%d, 버킷 %s-preview-%s, GCP 프로젝트 %s-pr-%d-%s, k8s 네임스페이스 pr-%d-%s." % (
            pick(["plains", "river", "meadow"]), R.randint(10000, 99999), pick(ORGS), rs(LOALNUM, 8), pick(ORGS), R.randint(100, 999), rs(LOALNUM, 4),
            R.randint(100, 999), rs(LOALNUM, 5)),
        "프리뷰 이름에 PR 번호만 넣을 수 있을까요?")))


def c_dkim_header(lang):
    d = pick(DOMAINS)
    h = "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=%s; s=selector1;\n h=from:to:subject:date:message-id; bh=%s;\n b=%s" % (
        d, b64e(rbytes(32)), b64e(rbytes(256))[:R.randint(120, 200)] + "...")
    return clean("email DKIM-Signature header (public signature)", L(lang, (
        "A customer said our receipts fail DMARC and I didn't know which selector signs them.",
        "Header from a sample receipt:\n%s\nThe signature validated; the failure was SPF alignment on the bounce domain." % h, ""), (
        "고객이 영수증 메일이 DMARC 실패라고 했는데 어떤 selector로 서명하는지 몰랐음.",
        "샘플 영수증 헤더:\n%s\n서명은 정상이고 실패 원인은 bounce 도메인 SPF 정렬이었음." % h, "")))


CLEAN_KINDS_MORE = [c_idempotency, c_oauth_response_redacted, c_advisories, c_webauthn, c_known_hosts, c_tls_paths, c_analytics_ids,
                    c_backtrace, c_generated_names, c_dkim_header]


# ================================================================ assembly
COMPANY = {"GitHub (fine-grained PAT)": "GitHub", "GitHub App installation": "GitHub", "GitLab Runner": "GitLab",
           "Slack (user token)": "Slack", "Slack Socket Mode": "Slack", "Stripe (restricted key)": "Stripe", "Stripe webhooks": "Stripe",
           "AWS STS": "AWS", "Google Gemini API": "Google", "Google OAuth": "Google", "Google OAuth refresh token": "Google",
           "Google Cloud access token": "Google", "Supabase (service_role)": "Supabase", "Supabase (secret key)": "Supabase",
           "New Relic (license)": "New Relic", "Grafana Cloud": "Grafana", "Cloudflare Tunnel": "Cloudflare", "Cloudflare R2": "Cloudflare",
           "Azure Storage": "Microsoft", "Microsoft Entra ID": "Microsoft", "Azure DevOps": "Microsoft", "Azure OpenAI": "Microsoft",
           "Azure Service Bus": "Microsoft", "Azure Cosmos DB": "Microsoft", "Kakao (REST API)": "Kakao", "Kakao (Admin key)": "Kakao",
           "Atlassian (Jira)": "Atlassian", "Bitbucket": "Atlassian", "Trello": "Atlassian", "Amplitude (secret key)": "Amplitude",
           "PostHog (personal API key)": "PostHog", "Algolia (admin key)": "Algolia", "Mapbox (secret token)": "Mapbox",
           "Oracle Cloud (auth token)": "Oracle", "MongoDB Atlas Admin API": "MongoDB", "Braintree": "PayPal", "PayPal": "PayPal"}


def company(v):
    return COMPANY.get(v["name"], v["name"].split(" (")[0])


def vendor_note(v, lang):
    items = v["gen"]()
    org = pick(ORGS)
    ctx = {"org": org, "domain": pick(DOMAINS), "svc": pick(SERVICES), "stage": pick(ENV_STAGES)}
    if R.random() < 0.3:
        c = {"V": v["name"].split(" (")[0], "I": inline_desc(items, lang), "E": [k for k, _v, s_ in items if s_][0], "svc": ctx["svc"],
             "stage": ctx["stage"], "name": pick(EN_NAMES), "kname": pick(KO_NAMES)}
        f = fr_en_inline(c) if lang == "en" else fr_ko_inline(c)
        secs = [val for k, val, s_ in items if s_]
        cat = "vendor token inline/prose: %s" % v["name"]
    else:
        cont = pick_container(v)
        snippet, where = render(v, items, cont, ctx)
        if lang == "ko":
            where = where.replace("the run command in ", "").replace("the command I ran", "내가 실행한 명령").replace(
                "the curl that works", "동작하는 curl").replace("the debug log", "debug 로그").replace(
                "the startup log", "기동 로그").replace("the last commit's diff", "마지막 커밋 diff").replace(
                "the deploy runbook", "배포 런북").replace("the output of `print(os.environ)` in the notebook", "노트북의 `print(os.environ)` 출력").replace(
                "the container env", "컨테이너 env").replace("the first notebook cell", "노트북 첫 셀").replace(
                "the Windows setup notes", "Windows 세팅 메모").replace("the crontab on the jobs box", "잡 서버 crontab").replace(
                "the worker log", "워커 로그").replace("my shell history", "쉘 히스토리").replace("the runbook", "런북").replace(
                "the README's setup block", "README 설정 블록").replace("the `Dockerfile`", "`Dockerfile`")
        c = {"V": v["name"].split(" (")[0], "S": snippet, "W": where, "E": [k for k, _v, s_ in items if s_][0], "svc": ctx["svc"],
             "stage": ctx["stage"], "out": cont in OUTPUT_CONTS}
        f = fr_en_snippet(c) if lang == "en" else fr_ko_snippet(c)
        secs = written_secrets(items, cont, snippet)
        cat = "vendor token in %s: %s" % (cont, v["name"])
    return {"category": cat, "fields": f, "secrets": secs, "vendors": [v["name"]]}


OPEN_EN = ["While working on %s: ", "Context from the %s incident: ", "(%s task) ", "Picked this up during the %s migration. "]
OPEN_KO = ["%s 작업 중: ", "%s 장애 대응하면서: ", "(%s 작업) ", "%s 마이그레이션하다가 알게 됨. "]
TAIL_EN = ["Took about an hour to find.", "Now noted in the README.", "Confirmed with the user.", "Worth checking first next time."]
TAIL_KO = ["찾는 데 한 시간 걸림.", "README에 반영함.", "사용자와 확인함.", "다음엔 이것부터 확인할 것."]
ASK_EN = ["", "", "Who owns this?", "Is this documented anywhere?", "Should I open a ticket for this?"]
ASK_KO = ["", "", "이거 담당자가 누구인가요?", "어디 문서화돼 있나요?", "이 건 티켓 만들까요?"]


def vary(note, lang):
    mc, le, ask = note["fields"]
    svc = pick(SERVICES)
    if R.random() < 0.25:
        mc = (pick(OPEN_EN) if lang == "en" else pick(OPEN_KO)) % svc + mc
    if R.random() < 0.2 and not le.endswith(":"):
        le = le + ("\n" if "\n" in le else " ") + (pick(TAIL_EN) if lang == "en" else pick(TAIL_KO))
    if R.random() < 0.15 and not any(s in ask for s in note["secrets"]):
        ask = pick(ASK_EN) if lang == "en" else pick(ASK_KO)
    elif (note["secrets"] and R.random() < 0.14 and len(note["secrets"][0]) <= 100
          and not any(s in ask for s in note["secrets"])):
        sv = note["secrets"][0]
        ask = pick(["Is %s still the current value, or has it been rotated since?" % sv,
                    "Should %s be rotated now that it has been shared in the session?" % sv,
                    "Can you confirm %s is the one to use in CI as well?" % sv]) if lang == "en" else pick(
                   ["%s 아직 유효한 값인가요?" % sv, "세션에 공유됐으니 %s 이 값은 교체해야 할까요?" % sv,
                    "CI에서도 %s 이 값을 쓰면 되나요?" % sv])
    note["fields"] = (mc, le, ask)
    return note


def validate(note, lang):
    mc, le, ask = note["fields"]
    if not mc or not le:
        return "empty field"
    if len(mc.encode()) > 1024 or len(le.encode()) > 1024:
        return "field too long"
    if len(ask.encode()) > 512:
        return "ask too long"
    secs = note["secrets"]
    if note["kind"] == "clean" and secs:
        return "clean with secrets"
    if note["kind"] == "secret" and not secs:
        return "secret without secrets"
    texts = [mc, le, ask]
    for s in secs:
        if len(s) < 8 or s != s.strip():
            return "bad secret %r" % s
        if not any(s in t for t in texts):
            return "secret not in fields %r" % s[:20]
    for t in texts:
        cov = bytearray(len(t))
        for s in secs:
            i = t.find(s)
            while i >= 0:
                for j in range(i, i + len(s)):
                    cov[j] = 1
                i = t.find(s, i + 1)
        for s in secs:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = t.find(w)
                while i >= 0:
                    if not all(cov[i:i + 8]):
                        return "window %r of a secret outside its occurrences" % w
                    i = t.find(w, i + 1)
    if lang == "ko" and not any("\uac00" <= ch <= "\ud7a3" for ch in mc + le):
        return "korean note without hangul"
    pub = note["category"].endswith(" [publishable]")
    if pub and note["kind"] != "clean":
        return "publishable tag on secret note"
    if "[publishable]" in note["category"] and not pub:
        return "misplaced publishable tag"
    return None


SEEN_NOTES = {}
RESAMPLED = {}


def build(fn, lang, kind, tries=80):
    last = None
    for _ in range(tries):
        note = fn(lang)
        note["kind"] = kind
        note = vary(note, lang)
        # de-duplicate secrets, keep order
        seen = []
        for s in note["secrets"]:
            if s not in seen:
                seen.append(s)
        note["secrets"] = seen
        err = validate(note, lang)
        key = "\x00".join(note["fields"])
        if err is None and key in SEEN_NOTES:
            err = "duplicate note"
        if err is None:
            SEEN_NOTES[key] = 1
            return note
        last = err
        nm = "%s: %s" % (getattr(fn, "__name__", "?"), err.split(" %r")[0].split(" '")[0][:40])
        RESAMPLED[nm] = RESAMPLED.get(nm, 0) + 1
    raise AssertionError("could not build a valid note: %s (%s)" % (last, getattr(fn, "__name__", fn)))


def alloc(weights, total):
    """largest-remainder allocation of `total` over weights (list order preserved)."""
    sw = sum(weights)
    raw = [w * total / sw for w in weights]
    base = [int(x) for x in raw]
    rest = total - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in order[:rest]:
        base[i] += 1
    return base


MUST_VENDORS = ["OpenAI", "Anthropic", "Google Gemini API", "GitHub", "Slack", "Stripe", "AWS", "Twilio", "SendGrid", "Docker Hub",
                "HashiCorp Vault", "Datadog", "Cloudflare", "Azure Storage", "Hugging Face", "Supabase (service_role)", "npm", "PyPI",
                "Sentry", "Atlassian (Jira)", "Telegram", "Discord", "Kakao (REST API)", "Toss Payments", "Naver Cloud Platform",
                "Naver Developers", "Solapi", "Coupang Partners", "Sendbird", "LINE Messaging API", "Korea Investment (KIS Open API)",
                "Upbit", "Public Data Portal (data.go.kr)", "PortOne", "Channel Talk"]
FIXED_KINDS = ["c_tls_paths", "c_oauth_response_redacted", "c_aws_example", "c_diceware", "c_rails_credentials", "c_sshd_config", "c_cron_regex", "c_ime_issue", "c_compose_secrets",
               "c_dockerfile_secret", "c_terraform_refs", "c_spring_placeholders", "c_hmac_code", "c_mock_token", "c_makefile",
               "c_gitlab_oidc", "c_totp_prose", "c_pw_policy", "c_jwt_sample", "c_op_ref"]


def main(out_path):
    notes = []
    # ---------------- secret notes
    order = VENDORS[:]
    R.shuffle(order)
    must = [v for v in VENDORS if v["name"] in MUST_VENDORS]
    assert len(must) == len(MUST_VENDORS)
    seen_c = []
    uniq = []
    for v in must + order:
        c = company(v)
        if c not in seen_c:
            seen_c.append(c)
            uniq.append(v)
    N_V, N_C, N_M = 102, 28, 50
    assert len(uniq) >= N_V, len(uniq)
    chosen = uniq[:N_V]
    kr = [v for v in chosen if v["region"] == "kr"]
    other = [v for v in chosen if v["region"] != "kr"]
    ko_v = (kr + other)[:41]
    en_v = [v for v in chosen if v not in ko_v]
    for v in en_v:
        notes.append(build(lambda lang, v=v: vendor_note(v, lang), "en", "secret"))
    for v in ko_v:
        notes.append(build(lambda lang, v=v: vendor_note(v, lang), "ko", "secret"))
    for n, lang in zip(notes, ["en"] * len(en_v) + ["ko"] * len(ko_v)):
        n["lang"] = lang
    cli_idx = R.sample(range(len(CLI)), N_C)
    for j, i in enumerate(cli_idx):
        lang = "en" if j < 17 else "ko"
        n = build(lambda lg, i=i: s_cli(lg, i), lang, "secret")
        n["lang"] = lang
        notes.append(n)
    misc = MISC_UNIQUE + R.sample(MISC_EXTRA, N_M - len(MISC_UNIQUE))
    R.shuffle(misc)
    for j, fn in enumerate(misc):
        lang = "en" if j < 30 else "ko"
        n = build(fn, lang, "secret")
        n["lang"] = lang
        notes.append(n)
    # ---------------- clean notes
    kinds = CLEAN_KINDS + CLEAN_KINDS_MORE
    weights = [0.45 if k.__name__ in FIXED_KINDS else (0.8 if k.__name__.startswith("c_pub_") else 1.0) for k in kinds]
    en_counts = alloc(weights, 324)
    ko_counts = alloc(weights, 216)
    for k, ne, nk in zip(kinds, en_counts, ko_counts):
        for _ in range(ne):
            n = build(k, "en", "clean"); n["lang"] = "en"; notes.append(n)
        for _ in range(nk):
            n = build(k, "ko", "clean"); n["lang"] = "ko"; notes.append(n)
    # ---------------- final checks, shuffle, ids
    R.shuffle(notes)
    out = []
    seen_fields = {}
    for i, n in enumerate(notes):
        mc, le, ask = n["fields"]
        key = mc + "\x00" + le + "\x00" + ask
        assert key not in seen_fields, "duplicate note"
        seen_fields[key] = 1
        err = validate(n, n["lang"])
        assert err is None, err
        out.append({"id": "gi%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ask}, "secrets": n["secrets"]})
    assert len(out) == 720
    cnt = {}
    for o in out:
        cnt[(o["kind"], o["lang"])] = cnt.get((o["kind"], o["lang"]), 0) + 1
    assert cnt == {("secret", "en"): 108, ("secret", "ko"): 72, ("clean", "en"): 324, ("clean", "ko"): 216}, cnt
    assert [o["id"] for o in out] == ["gi%03d" % i for i in range(1, 721)]
    # cross-note sanity: no secret of any note appears in any clean note
    all_secrets = [s for o in out for s in o["secrets"]]
    clean_text = "\x00".join("\x00".join(o["fields"].values()) for o in out if o["kind"] == "clean")
    for s in all_secrets:
        assert s not in clean_text
    lines = [json.dumps(o, ensure_ascii=False) for o in out]
    for ln, o in zip(lines, out):
        back = json.loads(ln)
        assert list(back.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(back["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert back == o
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # ---------------- summary (stderr)
    vend = []
    for n in notes:
        if n["kind"] == "secret":
            for v in n["vendors"]:
                if v and v not in vend:
                    vend.append(v)
    comp = []
    for v in chosen:
        if company(v) not in comp:
            comp.append(company(v))
    sys.stderr.write("wrote %s sha256=%s\n" % (out_path, hashlib.sha256(data).hexdigest()))
    sys.stderr.write("counts %r\n" % sorted(cnt.items()))
    sys.stderr.write("vendor-token notes: %d services from %d companies; services named across all secret notes: %d\n" % (
        len(chosen), len(comp), len(vend)))
    cats_clean = []
    for n in notes:
        if n["kind"] == "clean":
            c = n["category"].split(" (")[0] if not n["category"].startswith("publishable") else n["category"]
            if n["category"] not in cats_clean:
                cats_clean.append(n["category"])
    sys.stderr.write("resampled drafts (validation failed, redrawn): %d\n" % sum(RESAMPLED.values()))
    for k in sorted(RESAMPLED, key=lambda x: -RESAMPLED[x])[:12]:
        sys.stderr.write("   %4d  %s\n" % (RESAMPLED[k], k))
    sys.stderr.write("clean kinds (template functions): %d, distinct clean categories: %d, publishable notes: %d\n" % (
        len(kinds), len(cats_clean), sum(1 for o in out if o["category"].endswith(" [publishable]"))))


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v131.jsonl"))
