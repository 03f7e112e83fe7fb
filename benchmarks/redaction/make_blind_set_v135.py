#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v135.py -- generator of the blind evaluation set v135 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(135_2026_1128) drives every
choice; no iteration over sets or dict-ordering tricks, no hash(); the output does not depend on PYTHONHASHSEED.
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v135.py [output_path]
        (default output: blind_set_v135.jsonl next to this script)
"""
import base64
import hashlib
import json
import os
import string
import struct
import sys
import zlib
from urllib.parse import quote
import random

SEED = 135_2026_1128
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64CH = UP + LO + DG + "+/"
URLCH = UP + LO + DG + "-_"
B32CH = UP + "234567"
LODG = LO + DG
UPDG = UP + DG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hexs(n):
    return rs(HEXL, n)


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return R.choice("123456789") + rs(DG, n - 1)
    return rs(DG, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64(s.encode())


def jdump(o):
    return json.dumps(o, separators=(",", ":"))


# ---------------------------------------------------------------- checksummed / encoded token shapes
B62 = DG + UP + LO


def base62(n, width=6):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def crc_token(prefix, body_len=30):
    """GitHub / npm style: random base62 body + 6-char base62 CRC32 checksum."""
    body = rs(ALNUM, body_len)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


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


def wif_key():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def _convertbits(data, frm, to):
    acc = 0
    bits = 0
    out = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def bech32(hrp, data):
    d = _convertbits(data, 8, 5)
    pm = _polymod(_hrp_expand(hrp) + d + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[x] for x in d + chk)


def age_secret():
    return bech32("age-secret-key-", rbytes(32)).upper()


def age_public():
    return bech32("age", rbytes(32))


def nsec():
    return bech32("nsec", rbytes(32))


def npub():
    return bech32("npub", rbytes(32))


def totp_seed(nbytes=20):
    return base64.b32encode(rbytes(nbytes)).decode().rstrip("=")


def jwt(payload, alg="HS256", siglen=32, kid=None):
    h = {"alg": alg, "typ": "JWT"}
    if kid:
        h["kid"] = kid
    return b64u(jdump(h).encode()) + "." + b64u(jdump(payload).encode()) + "." + b64u(rbytes(siglen))


def wg_key():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64(bytes(k))


def eth_priv():
    return "0x" + hexs(64)


# ---------------------------------------------------------------- DER / PEM / OpenSSH
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int_bytes(b):
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def der_small_int(i):
    return der(0x02, bytes([i]))


OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_RSA = bytes.fromhex("06092a864886f70d010101") + b"\x05\x00"


def ec_point():
    return b"\x04" + rbytes(64)


def ec_sec1_der():
    priv = rbytes(32)
    return der(0x30, der_small_int(1) + der(0x04, priv) + der(0xA0, OID_P256) + der(0xA1, der(0x03, b"\x00" + ec_point())))


def ec_pkcs8_der():
    priv = rbytes(32)
    inner = der(0x30, der_small_int(1) + der(0x04, priv) + der(0xA1, der(0x03, b"\x00" + ec_point())))
    return der(0x30, der_small_int(0) + der(0x30, OID_EC + OID_P256) + der(0x04, inner))


def rsa_der(bits=2048, pkcs8=False):
    nb = bits // 8
    hb = nb // 2

    def big(n):
        b = bytearray(rbytes(n))
        b[0] |= 0x80
        return bytes(b)

    body = (der_small_int(0) + der_int_bytes(big(nb)) + der(0x02, b"\x01\x00\x01") + der_int_bytes(big(nb))
            + der_int_bytes(big(hb)) + der_int_bytes(big(hb)) + der_int_bytes(big(hb)) + der_int_bytes(big(hb))
            + der_int_bytes(big(hb)))
    seq = der(0x30, body)
    if pkcs8:
        seq = der(0x30, der_small_int(0) + der(0x30, OID_RSA) + der(0x04, seq))
    return seq


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(derbytes, width=64):
    return wrap(b64(derbytes), width)


def sstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """Real openssh-key-v1 container (unencrypted) around random key bytes. Returns (body_lines, pub_line)."""
    for _ in range(50):
        pub = rbytes(32)
        seed = rbytes(32)
        pubblob = sstr(b"ssh-ed25519") + sstr(pub)
        chk = rbytes(4)
        priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(seed + pub) + sstr(comment.encode())
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = (b"openssh-key-v1\0" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1)
                + sstr(pubblob) + sstr(priv))
        lines = wrap(b64(blob), 70)
        if len(lines[-1]) >= 8:
            return lines, "ssh-ed25519 " + b64(pubblob) + " " + comment
        comment += pick(["", "1", "-2", "x"])
    raise RuntimeError("openssh")


def ssh_pub_ed25519(comment):
    return "ssh-ed25519 " + b64(sstr(b"ssh-ed25519") + sstr(rbytes(32))) + " " + comment


def ssh_pub_rsa(comment, bits=3072):
    n = bytearray(rbytes(bits // 8))
    n[0] |= 0x80
    blob = sstr(b"ssh-rsa") + sstr(b"\x01\x00\x01") + sstr(b"\x00" + bytes(n))
    return "ssh-rsa " + b64(blob) + " " + comment


def ssh_pub_ecdsa(comment):
    blob = sstr(b"ecdsa-sha2-nistp256") + sstr(b"nistp256") + sstr(ec_point())
    return "ecdsa-sha2-nistp256 " + b64(blob) + (" " + comment if comment else "")


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def fake_cert_lines(nbytes=420):
    # public certificate look-alike: DER SEQUENCE header then random bytes
    body = rbytes(nbytes)
    d = b"\x30\x82" + struct.pack(">H", nbytes + 4) + b"\x30\x82" + struct.pack(">H", nbytes) + body
    return wrap(b64(d), 64)


# ---------------------------------------------------------------- Hangul keyboard helpers
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
        "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEY = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q", "ㅃ": "Q", "ㅅ": "t",
       "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z", "ㅌ": "x", "ㅍ": "v", "ㅎ": "g",
       "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j", "ㅔ": "p", "ㅕ": "u", "ㅖ": "P", "ㅗ": "h", "ㅘ": "hk",
       "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y", "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅠ": "b", "ㅡ": "m",
       "ㅢ": "ml", "ㅣ": "l", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft",
       "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            cho, jung, jong = c // 588, (c % 588) // 28, c % 28
            out.append(KEY[CHO[cho]] + KEY[JUNG[jung]] + (KEY[JONG[jong]] if jong else ""))
        else:
            out.append(ch)
    return "".join(out)


REV = {}
for _j, _k in KEY.items():
    if len(_k) == 1:
        REV[_k] = _j


def qwerty_to_hangul(text):
    """Type latin letters with the keyboard in Korean (2-beolsik) mode; simple composer."""
    jam = []
    for ch in text:
        if ch in REV:
            jam.append(REV[ch])
        elif ch.lower() in REV and ch.isupper():
            jam.append(REV[ch.lower()])
        else:
            jam.append(ch)
    res = []
    i = 0
    isv = lambda x: x in JUNG
    isc = lambda x: x in CHO
    while i < len(jam):
        a = jam[i]
        if isc(a) and i + 1 < len(jam) and isv(jam[i + 1]):
            cho = CHO.index(a)
            jung = JUNG.index(jam[i + 1])
            jong = 0
            j = i + 2
            if j < len(jam) and isc(jam[j]) and jam[j] in JONG and not (j + 1 < len(jam) and isv(jam[j + 1])):
                jong = JONG.index(jam[j])
                j += 1
            res.append(chr(0xAC00 + cho * 588 + jung * 28 + jong))
            i = j
        else:
            res.append(a)
            i += 1
    return "".join(res)


# ---------------------------------------------------------------- names and pools
EN_PEOPLE = ["Dana", "Priya", "Marco", "Kenji", "Lena", "Tomás", "Aisha", "Ben", "Chloe", "Omar", "Ravi", "Sofia",
             "Jonas", "Mei", "Nick", "Grace", "Hugo", "Ines", "Yusuf", "Olga"]
KO_PEOPLE = ["민수", "지훈", "서연", "하은", "도윤", "수빈", "지민", "현우", "예린", "태호", "유진", "재원", "소영", "승민",
             "다은", "정우", "혜진", "상훈"]
KO_TITLES = ["님", "님", "님", " 매니저님", " 책임님", " 선임님", ""]
SERVICES = ["billing-worker", "ingest-api", "notifier", "admin-web", "etl-nightly", "search-indexer", "mobile-bff",
            "payments-svc", "crm-sync", "docs-site", "auth-gateway", "report-cron", "media-pipeline", "order-api",
            "inventory-sync", "chatbot", "data-export", "webhook-relay", "settlement-batch", "partner-portal",
            "growth-dashboard", "ml-serving", "feature-store", "checkout-web"]
ORGS = ["acme", "nimbus", "orbitlab", "haneul", "bluefin", "kestrel", "moa", "sprout", "tidewater", "dalgona",
        "pinecrest", "hanbit", "northwind", "juniper"]
USERS = ["deploy", "svc_app", "app_rw", "ci-bot", "admin", "etl_user", "report_ro", "backend", "jenkins", "grafana",
         "root", "postgres", "appuser", "sa", "batch", "ops"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "ap-northeast-2", "ap-northeast-1", "eu-central-1"]
DOMAINS = ["example.com", "acme.io", "nimbus.dev", "orbitlab.co", "haneul.kr", "bluefin.app", "moa-corp.co.kr",
           "sprout.io", "tidewater.net", "dalgona.kr", "kestrel.systems"]
EN_WORDS = ["river", "copper", "lantern", "maple", "orbit", "pepper", "quartz", "saddle", "tiger", "velvet", "walnut",
            "harbor", "meadow", "falcon", "glacier", "canyon", "ember", "cobalt", "thistle", "juniper", "basil",
            "marble", "otter", "pickle", "rocket", "summit", "tundra", "violet", "willow", "zephyr", "biscuit",
            "crimson", "dolphin", "fennel", "gravel", "hazel", "igloo", "jigsaw", "kettle", "lemon", "mango",
            "nectar", "olive", "puffin", "ranger", "sparrow", "tulip", "umber", "waffle", "yonder"]
KO_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "바다", "하늘", "봄날", "가을", "별빛", "초코", "보리",
            "뭉치", "사과", "딸기", "토끼", "햇살", "한강", "제주", "감자", "호랑이", "나무", "구름", "달빛"]
BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access",
         "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "action", "actor",
         "actual", "adapt", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic",
         "affair", "afford", "afraid", "again", "agent", "agree", "ahead", "airport", "aisle", "alarm", "album",
         "alcohol", "alert", "alien", "alley", "allow", "almost", "alone", "alpha", "already", "alter", "always",
         "amateur", "amazing", "among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle",
         "angry", "animal", "ankle", "announce", "annual", "another", "answer", "antenna", "antique", "anxiety",
         "apart", "apology", "appear", "apple", "approve", "april", "arctic", "arena", "argue", "armor", "army",
         "around", "arrange", "arrest", "arrive", "arrow", "artist", "artwork", "aspect", "assault", "asset",
         "assist", "assume", "asthma", "athlete", "atom", "attack", "attend", "attitude", "attract", "auction",
         "audit", "august", "author", "autumn", "average", "avocado", "avoid", "awake", "aware", "awesome", "awful",
         "awkward", "axis", "baby", "bachelor", "bacon", "badge", "balance", "balcony", "bamboo", "banana",
         "banner", "barely", "bargain", "barrel", "basic", "basket", "battle", "beach", "beauty", "because",
         "become", "before", "begin", "behave", "behind", "believe", "below", "bench", "benefit", "betray",
         "between", "beyond", "bicycle", "biology", "bitter", "blanket", "blossom", "bonus", "border", "borrow",
         "bottom", "bounce", "bracket", "breeze", "brick", "bridge", "brisk", "broccoli", "bronze", "bubble",
         "buddy", "budget", "buffalo", "bundle", "burden", "butter", "cabbage", "cabin", "cactus", "camera",
         "canal", "cancel", "candy", "cannon", "canoe", "canvas", "canyon", "capable", "captain", "carbon",
         "cargo", "carpet", "castle", "casual", "catalog", "cattle", "caution", "ceiling", "celery", "cement",
         "census", "century", "cereal", "certain", "chalk", "champion", "chaos", "chapter", "cherry", "chicken",
         "chimney", "chronic", "chuckle", "cinnamon", "citizen", "clarify", "clever", "cliff", "clinic", "cluster",
         "coconut", "coffee", "column", "comfort", "concert", "copper", "coral", "cotton", "couch", "country",
         "coyote", "cradle", "crater", "cricket", "crucial", "cruise", "crystal", "cupboard", "curious", "cushion"]


# =====================================================================================================
# Vendors: each entry generates (label, value, listed) triples. listed: True = whole value is a secret,
# False = an identifier shown for realism, str = only that substring of the value is the secret.
# =====================================================================================================
VENDORS = []


def V(vid, name, kind, gen, api=None, sdk=None, cls=None, special=None, ko=None):
    VENDORS.append(dict(id=vid, name=name, kind=kind, gen=gen, api=api, sdk=sdk or [], cls=cls or
                        name.replace(" ", "").replace(".", "").replace("&", "") + "Client", special=special or [],
                        ko=ko or name))


def one(label, f):
    return lambda: [(label, f(), True)]


def webhook(label, build):
    def g():
        url, sec = build()
        return [(label, url, sec)]
    return g


# --- cloud
V("aws", "AWS", "IAM access key pair",
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(UP + "234567", 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "/+", 40), True)],
  sdk=[("python", 'boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}")'),
       ("js", "new S3Client({{ region: 'ap-northeast-2', credentials: {{ accessKeyId: '{0}', secretAccessKey: '{1}' }} }})"),
       ("go", 'credentials.NewStaticCredentialsProvider("{0}", "{1}", "")')],
  special=["aws_credentials_file"])
V("aws_sts", "AWS STS", "temporary session credentials",
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(UP + "234567", 16), True),
           ("AWS_SECRET_ACCESS_KEY", rs(ALNUM + "/+", 40), True),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(ALNUM, 3) + "aDmFwLW5vcnRoZWFzdC0yIkcwRQIh" + rs(B64CH, 250), True)],
  special=["aws_credentials_file"])
V("gcp", "Google Gemini", "API key",
  one("GEMINI_API_KEY", lambda: "AIzaSy" + rs(ALNUM + "-_", 33)),
  api=("https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent", "hdr:x-goog-api-key"),
  sdk=[("python", 'genai.Client(api_key="{0}")'), ("js", "new GoogleGenAI({{ apiKey: '{0}' }})")])
V("gcp_oauth", "Google OAuth", "client secret",
  lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LODG, 32) + ".apps.googleusercontent.com", False),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(ALNUM + "-_", 28), True)])
V("azure_storage", "Azure Storage", "account key",
  lambda: [("AZURE_STORAGE_CONNECTION_STRING", None, None)], special=["azure_conn"])
V("azure_ad", "Microsoft Entra ID", "client secret",
  lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
           ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34), True)])
V("azure_sas", "Azure Blob Storage", "SAS token", lambda: [("AZURE_SAS_URL", None, None)], special=["azure_sas"])
V("azdo", "Azure DevOps", "personal access token", one("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52)),
  api=("https://dev.azure.com/ORG/_apis/projects?api-version=7.1", "basic_user_colon"))
V("do", "DigitalOcean", "personal access token", one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64)),
  api=("https://api.digitalocean.com/v2/droplets", "bearer"))
V("cloudflare", "Cloudflare", "API token", one("CLOUDFLARE_API_TOKEN", lambda: rs(ALNUM + "_-", 40)),
  api=("https://api.cloudflare.com/client/v4/user/tokens/verify", "bearer"))
V("r2", "Cloudflare R2", "S3 API credentials",
  lambda: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)])
V("fastly", "Fastly", "API token", one("FASTLY_API_TOKEN", lambda: rs(ALNUM + "_-", 32)),
  api=("https://api.fastly.com/service", "hdr:Fastly-Key"))
V("heroku", "Heroku", "API key", one("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(ALNUM + "_-", 58)),
  api=("https://api.heroku.com/apps", "bearer"))
V("netlify", "Netlify", "personal access token", one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36)),
  api=("https://api.netlify.com/api/v1/sites", "bearer"))
V("vercel", "Vercel", "access token", one("VERCEL_TOKEN", lambda: rs(ALNUM, 24)),
  api=("https://api.vercel.com/v9/projects", "bearer"))
V("fly", "Fly.io", "API token", one("FLY_API_TOKEN", lambda: "fo1_" + rs(ALNUM + "_-", 43)))
V("render", "Render", "API key", one("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32)),
  api=("https://api.render.com/v1/services?limit=20", "bearer"))
V("railway", "Railway", "project token", one("RAILWAY_TOKEN", uuid4))
V("hetzner", "Hetzner Cloud", "API token", one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)),
  api=("https://api.hetzner.cloud/v1/servers", "bearer"))
V("linode", "Linode", "personal access token", one("LINODE_TOKEN", lambda: hexs(64)),
  api=("https://api.linode.com/v4/linode/instances", "bearer"))
V("vultr", "Vultr", "API key", one("VULTR_API_KEY", lambda: rs(UPDG, 36)),
  api=("https://api.vultr.com/v2/instances", "bearer"))
V("scaleway", "Scaleway", "API key pair",
  lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPDG, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
V("alibaba", "Alibaba Cloud", "AccessKey pair",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20), True),
           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
V("tencent", "Tencent Cloud", "SecretId/SecretKey",
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
V("ibm", "IBM Cloud", "API key", one("IBMCLOUD_API_KEY", lambda: rs(ALNUM + "_-", 44)))
V("ncloud", "Naver Cloud Platform", "access key pair",
  lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], ko="네이버 클라우드")
V("b2", "Backblaze B2", "application key",
  lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(22), True), ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "/+", 27), True)])
V("tailscale", "Tailscale", "auth key",
  one("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)))
V("ngrok", "ngrok", "authtoken", one("NGROK_AUTHTOKEN", lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)),
  special=["ngrok_cli"])
# --- code hosting / CI / registries
V("github", "GitHub", "personal access token (classic)", one("GITHUB_TOKEN", lambda: crc_token("ghp_")),
  api=("https://api.github.com/user/repos?per_page=100", "token"),
  sdk=[("ruby", "Octokit::Client.new(access_token: '{0}')"), ("js", "new Octokit({{ auth: '{0}' }})"),
       ("python", 'Github(auth=Auth.Token("{0}"))')], special=["git_credentials", "git_remote"])
V("github_fg", "GitHub", "fine-grained personal access token",
  one("GH_TOKEN", lambda: "github_pat_11" + rs(UPDG, 20) + "_" + rs(ALNUM, 59)),
  api=("https://api.github.com/repos/ORG/REPO/actions/runs", "bearer"), special=["git_remote"])
V("github_app", "GitHub", "app installation token", one("GITHUB_TOKEN", lambda: crc_token("ghs_")),
  api=("https://api.github.com/repos/ORG/REPO/pulls", "bearer"))
V("gitlab", "GitLab", "personal access token", one("GITLAB_TOKEN", lambda: "glpat-" + rs(ALNUM + "_-", 20)),
  api=("https://gitlab.com/api/v4/projects?membership=true", "hdr:PRIVATE-TOKEN"), special=["git_remote_gitlab"])
V("gitlab_runner", "GitLab Runner", "runner authentication token",
  one("RUNNER_TOKEN", lambda: "glrt-" + rs(ALNUM + "_-", 20)), special=["gitlab_runner_toml"])
V("bitbucket", "Bitbucket", "app password", one("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8)),
  api=("https://api.bitbucket.org/2.0/repositories/ORG", "basic_named"))
V("gitea", "Gitea", "access token", one("GITEA_TOKEN", lambda: hexs(40)),
  api=("https://git.internal/api/v1/user/repos", "token"))
V("sourcegraph", "Sourcegraph", "access token", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + hexs(16) + "_" + hexs(40)),
  api=("https://sourcegraph.com/.api/graphql", "token"))
V("npm", "npm", "automation token", one("NPM_TOKEN", lambda: crc_token("npm_")), special=["npmrc"])
V("pypi", "PyPI", "API token",
  one("PYPI_TOKEN", lambda: "pypi-" + b64u(b"\x02\x01\x08pypi.org\x02\x25" + uuid4().encode() + b"\x00\x02\x2a" +
                                          jdump({"version": 1, "permissions": {"projects": [pick(["acme-sdk", "orbit-utils", "haneul-cli"])]}}).encode()[:42] +
                                          b"\x00\x00\x06\x20" + rbytes(32))), special=["pypirc"])
V("rubygems", "RubyGems", "API key", one("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48)), special=["gem_push"])
V("nuget", "NuGet", "API key", one("NUGET_API_KEY", lambda: "oy2" + rs(LODG, 43)), special=["nuget_push"])
V("crates", "crates.io", "API token", one("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32)), special=["cargo_credentials"])
V("dockerhub", "Docker Hub", "personal access token", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(ALNUM + "_-", 27)),
  special=["docker_login"])
V("jfrog", "JFrog Artifactory", "identity token",
  one("ARTIFACTORY_ACCESS_TOKEN", lambda: b64s("reftkn:01:" + str(R.randint(1893456000, 2051222400)) + ":" + rs(ALNUM, 27))),
  api=("https://acme.jfrog.io/artifactory/api/repositories", "bearer"))
V("circleci", "CircleCI", "personal API token", one("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)),
  api=("https://circleci.com/api/v2/me", "hdr:Circle-Token"))
V("buildkite", "Buildkite", "API access token", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40)),
  api=("https://api.buildkite.com/v2/organizations/ORG/pipelines", "bearer"))
V("jenkins", "Jenkins", "API token", one("JENKINS_API_TOKEN", lambda: "11" + hexs(32)),
  api=("https://jenkins.internal/job/deploy-prod/buildWithParameters", "basic_named"))
V("octopus", "Octopus Deploy", "API key", one("OCTOPUS_API_KEY", lambda: "API-" + rs(UPDG, 27)),
  api=("https://deploy.internal/api/projects", "hdr:X-Octopus-ApiKey"))
V("tfc", "Terraform Cloud", "user API token",
  one("TFE_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)), special=["terraformrc"])
V("pulumi", "Pulumi", "access token", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40)))
V("snyk", "Snyk", "API token", one("SNYK_TOKEN", uuid4), api=("https://api.snyk.io/rest/self?version=2024-10-15", "token"))
V("sonar", "SonarQube", "user token", one("SONAR_TOKEN", lambda: "squ_" + hexs(40)), special=["sonar_scanner"])
V("codecov", "Codecov", "upload token", one("CODECOV_TOKEN", uuid4))
V("expo", "Expo", "access token", one("EXPO_TOKEN", lambda: rs(ALNUM + "_-", 40)))
# --- secrets / identity
V("vault", "HashiCorp Vault", "token", one("VAULT_TOKEN", lambda: "hvs.CAESI" + rs(ALNUM + "_-", 86)),
  api=("https://vault.internal:8200/v1/secret/data/app", "hdr:X-Vault-Token"))
V("doppler", "Doppler", "service token",
  one("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40)))
V("bitwarden", "Bitwarden Secrets Manager", "machine account access token",
  one("BWS_ACCESS_TOKEN", lambda: "0." + uuid4() + "." + rs(ALNUM, 30) + ":" + b64(rbytes(16))))
V("okta", "Okta", "API token", one("OKTA_API_TOKEN", lambda: "00" + rs(ALNUM + "_-", 40)),
  api=("https://acme.okta.com/api/v1/users?limit=25", "hdr_prefix:Authorization:SSWS "))
V("auth0", "Auth0", "client secret",
  lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(ALNUM + "_-", 64), True)])
V("keycloak", "Keycloak", "client secret",
  lambda: [("KEYCLOAK_CLIENT_ID", pick(["backend-svc", "admin-cli-batch", "portal-api"]), False),
           ("KEYCLOAK_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("clerk", "Clerk", "secret key", one("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 42)))
# --- payments / commerce
V("stripe", "Stripe", "live secret key", one("STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(ALNUM, 97)),
  api=("https://api.stripe.com/v1/charges?limit=3", "basic_user"),
  sdk=[("python", 'stripe.api_key = "{0}"'), ("js", "const stripe = require('stripe')('{0}');"),
       ("php", "$stripe = new \\Stripe\\StripeClient('{0}');"), ("java", 'Stripe.apiKey = "{0}";')])
V("stripe_wh", "Stripe", "webhook signing secret", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32)))
V("stripe_rk", "Stripe", "restricted key", one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(ALNUM, 97)))
V("square", "Square", "production access token", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(ALNUM + "_-", 60)),
  api=("https://connect.squareup.com/v2/locations", "bearer"))
V("braintree", "Braintree (PayPal)", "access token",
  one("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LODG, 16) + "$" + hexs(32)))
V("plaid", "Plaid", "secret",
  lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)])
V("shopify", "Shopify", "Admin API access token", one("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32)),
  api=("https://acme-store.myshopify.com/admin/api/2024-10/orders.json?status=any", "hdr:X-Shopify-Access-Token"))
V("toss", "Toss Payments", "live secret key", one("TOSS_SECRET_KEY", lambda: "live_gsk_" + rs(ALNUM, 28)),
  api=("https://api.tosspayments.com/v1/payments/confirm", "basic_user_colon_b64"), ko="토스페이먼츠")
V("portone", "PortOne", "V2 API secret", one("PORTONE_API_SECRET", lambda: rs(ALNUM, 80)),
  api=("https://api.portone.io/payments/PAYMENT_ID", "hdr_prefix:Authorization:PortOne "), ko="포트원")
V("binance", "Binance", "API key and secret",
  lambda: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)])
V("alpaca", "Alpaca", "live trading keys",
  lambda: [("APCA_API_KEY_ID", "AK" + rs(UPDG, 18), True), ("APCA_API_SECRET_KEY", rs(ALNUM, 40), True)])
V("etherscan", "Etherscan", "API key", one("ETHERSCAN_API_KEY", lambda: rs(UPDG, 34)),
  api=("https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&address=0x" + "ADDR" + "&apikey=", "query_tail"))
# --- messaging / email / comms
V("slack", "Slack", "bot token",
  one("SLACK_BOT_TOKEN", lambda: "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(ALNUM, 24)),
  api=("https://slack.com/api/chat.postMessage", "bearer"),
  sdk=[("python", 'WebClient(token="{0}")'), ("js", "new WebClient('{0}')")])
V("slack_user", "Slack", "user token",
  one("SLACK_USER_TOKEN", lambda: "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32)),
  api=("https://slack.com/api/conversations.history?channel=C0" + "CHAN", "bearer"))
V("slack_hook", "Slack", "incoming webhook URL",
  webhook("SLACK_WEBHOOK_URL", lambda: (lambda s: ("https://hooks.slack.com/services/T0" + rs(UPDG, 8) + "/B0" + rs(UPDG, 9) + "/" + s, s))(rs(ALNUM, 24))))
V("discord", "Discord", "bot token",
  one("DISCORD_TOKEN", lambda: b64u(str(R.randint(10 ** 17, 10 ** 18 * 9)).encode()) + "." + rs(URLCH, 6) + "." + rs(URLCH, 38)),
  sdk=[("python", "client.run('{0}')"), ("js", "client.login('{0}');")])
V("discord_hook", "Discord", "webhook URL",
  webhook("DISCORD_WEBHOOK_URL", lambda: (lambda s: ("https://discord.com/api/webhooks/" + digits(19) + "/" + s, s))(rs(URLCH, 68))))
V("telegram", "Telegram", "bot token", one("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(ALNUM + "_-", 33)),
  special=["telegram_url"])
V("teams", "Microsoft Teams (Power Automate)", "workflow webhook URL",
  webhook("TEAMS_WEBHOOK_URL", lambda: (lambda s: ("https://prod-" + str(R.randint(10, 99)) + ".koreacentral.logic.azure.com:443/workflows/" + hexs(32) + "/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=" + s, s))(rs(URLCH, 43))))
V("gchat", "Google Chat", "space webhook URL",
  webhook("GCHAT_WEBHOOK", lambda: (lambda s: ("https://chat.googleapis.com/v1/spaces/AAAA" + rs(ALNUM + "_-", 7) + "/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=" + s, s))(rs(URLCH, 43) + "%3D")))
V("zapier", "Zapier", "catch hook URL",
  webhook("ZAPIER_HOOK_URL", lambda: (lambda s: ("https://hooks.zapier.com/hooks/catch/" + s + "/", s))(digits(8) + "/" + rs(LODG, 7))))
V("twilio", "Twilio", "auth token",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
  api=("https://api.twilio.com/2010-04-01/Accounts/SID/Messages.json", "basic_pair"),
  sdk=[("python", 'Client("{0}", "{1}")'), ("csharp", 'TwilioClient.Init("{0}", "{1}");')])
V("vonage", "Vonage", "API secret",
  lambda: [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)],
  api=("https://rest.nexmo.com/sms/json", "basic_pair"))
V("plivo", "Plivo", "auth token",
  lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPDG, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)],
  api=("https://api.plivo.com/v1/Account/ID/Message/", "basic_pair"))
V("sendgrid", "SendGrid", "API key", one("SENDGRID_API_KEY", lambda: "SG." + rs(URLCH, 22) + "." + rs(URLCH, 43)),
  api=("https://api.sendgrid.com/v3/mail/send", "bearer"),
  sdk=[("python", "SendGridAPIClient('{0}')"), ("csharp", 'new SendGridClient("{0}")')])
V("mailgun", "Mailgun", "private API key", one("MAILGUN_API_KEY", lambda: hexs(32) + "-" + hexs(8) + "-" + hexs(8)),
  api=("https://api.mailgun.net/v3/mg.DOMAIN/messages", "basic_api"))
V("mailchimp", "Mailchimp", "API key", one("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(R.randint(2, 21))))
V("postmark", "Postmark", "server token", one("POSTMARK_SERVER_TOKEN", uuid4),
  api=("https://api.postmarkapp.com/email", "hdr:X-Postmark-Server-Token"))
V("resend", "Resend", "API key", one("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)),
  api=("https://api.resend.com/emails", "bearer"))
V("brevo", "Brevo", "API key", one("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)),
  api=("https://api.brevo.com/v3/smtp/email", "hdr:api-key"))
V("mailjet", "Mailjet", "API key and secret",
  lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)],
  api=("https://api.mailjet.com/v3.1/send", "basic_pair"))
V("sendbird", "Sendbird", "master API token",
  lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
  api=("https://api-APPID.sendbird.com/v3/users", "hdr:Api-Token"))
V("pusher", "Pusher", "app secret",
  lambda: [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hexs(20), False), ("PUSHER_SECRET", hexs(20), True)])
V("ably", "Ably", "API key", one("ABLY_API_KEY", lambda: rs(ALNUM, 6) + "." + rs(ALNUM + "_-", 6) + ":" + rs(ALNUM + "_-", 43)))
V("agora", "Agora", "app certificate",
  lambda: [("AGORA_APP_ID", hexs(32), False), ("AGORA_APP_CERTIFICATE", hexs(32), True)])
V("line", "LINE Messaging API", "channel access token", one("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64(rbytes(128))),
  api=("https://api.line.me/v2/bot/message/push", "bearer"))
V("kakao", "Kakao", "Admin key", one("KAKAO_ADMIN_KEY", lambda: hexs(32)),
  api=("https://kapi.kakao.com/v1/payment/ready", "hdr_prefix:Authorization:KakaoAK "), ko="카카오")
V("solapi", "Solapi", "API key and secret",
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPDG, 13), True), ("SOLAPI_API_SECRET", rs(UPDG, 32), True)], ko="솔라피")
V("naver_dev", "Naver Developers", "client secret",
  lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)],
  api=("https://openapi.naver.com/v1/search/news.json?query=QUERY&display=20", "naver_pair"), ko="네이버 개발자센터")
V("channeltalk", "Channel Talk", "access secret",
  lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)],
  api=("https://api.channel.io/open/v5/user-chats?state=opened", "channel_pair"), ko="채널톡")
V("zoom", "Zoom", "Server-to-Server OAuth client secret",
  lambda: [("ZOOM_ACCOUNT_ID", rs(ALNUM, 22), False), ("ZOOM_CLIENT_ID", rs(ALNUM, 22), False),
           ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)])
# --- observability / ops
V("datadog", "Datadog", "API and application keys",
  lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)],
  api=("https://api.datadoghq.com/api/v1/validate", "dd_pair"))
V("newrelic", "New Relic", "user API key", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPDG, 27)),
  api=("https://api.newrelic.com/graphql", "hdr:API-Key"))
V("sentry", "Sentry", "user auth token", one("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64)),
  api=("https://sentry.io/api/0/projects/", "bearer"), special=["sentryclirc"])
V("grafana", "Grafana", "service account token", one("GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)),
  api=("https://grafana.internal/api/dashboards/uid/UID", "bearer"))
V("dynatrace", "Dynatrace", "API token", one("DT_API_TOKEN", lambda: "dt0c01." + rs(UPDG, 24) + "." + rs(UPDG, 64)),
  api=("https://abc12345.live.dynatrace.com/api/v2/metrics", "hdr_prefix:Authorization:Api-Token "))
V("pagerduty", "PagerDuty", "REST API key", one("PAGERDUTY_TOKEN", lambda: "u+" + rs(ALNUM + "_-", 18)),
  api=("https://api.pagerduty.com/incidents?statuses[]=triggered", "hdr_prefix:Authorization:Token token="))
V("opsgenie", "Opsgenie", "API key", one("OPSGENIE_API_KEY", uuid4),
  api=("https://api.opsgenie.com/v2/alerts", "hdr_prefix:Authorization:GenieKey "))
V("rollbar", "Rollbar", "server access token", one("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32)),
  api=("https://api.rollbar.com/api/1/items", "hdr:X-Rollbar-Access-Token"))
V("elastic", "Elastic Cloud", "API key", one("ELASTIC_API_KEY", lambda: b64s(rs(ALNUM + "_-", 20) + ":" + rs(ALNUM + "_-", 22))),
  api=("https://acme.es.ap-northeast-2.aws.elastic.cloud/_cat/indices?v", "hdr_prefix:Authorization:ApiKey "))
V("launchdarkly", "LaunchDarkly", "server SDK key", one("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4()))
V("mixpanel", "Mixpanel", "service account secret",
  lambda: [("MIXPANEL_SA_USERNAME", pick(["export-bot", "etl", "warehouse-sync"]) + "." + rs(LO, 6) + ".mp-service-account", False),
           ("MIXPANEL_SA_SECRET", rs(ALNUM, 32), True)])
V("amplitude", "Amplitude", "secret key",
  lambda: [("AMPLITUDE_API_KEY", hexs(32), False), ("AMPLITUDE_SECRET_KEY", hexs(32), True)])
# --- data / db services
V("supabase", "Supabase", "service_role key",
  one("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                                              "iat": 1717000000 + R.randint(0, 9999999), "exp": 2032576000 + R.randint(0, 9999999)})))
V("supabase_pat", "Supabase", "management access token", one("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40)))
V("planetscale", "PlanetScale", "database password", lambda: [("DATABASE_URL", None, None)], special=["pscale_url"])
V("neon", "Neon", "database password", lambda: [("DATABASE_URL", None, None)], special=["neon_url"])
V("atlas", "MongoDB Atlas", "Admin API key pair",
  lambda: [("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8), True), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), True)])
V("upstash", "Upstash", "Redis REST token", one("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs("XYZ", 1) + rs(ALNUM, 2) + "AAIjcDE" + rs(ALNUM, 50)))
V("databricks", "Databricks", "personal access token", one("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32)),
  api=("https://dbc-" + "WS" + ".cloud.databricks.com/api/2.0/clusters/list", "bearer"))
V("confluent", "Confluent Cloud", "Kafka API key and secret",
  lambda: [("CONFLUENT_API_KEY", rs(UPDG, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)],
  special=["kafka_jaas"])
V("algolia", "Algolia", "Admin API key",
  lambda: [("ALGOLIA_APP_ID", rs(UPDG, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)])
V("pinecone", "Pinecone", "API key", one("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63)))
V("airtable", "Airtable", "personal access token", one("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)),
  api=("https://api.airtable.com/v0/appBASE/Orders?maxRecords=50", "bearer"))
V("cloudinary", "Cloudinary", "API secret", lambda: [("CLOUDINARY_URL", None, None)], special=["cloudinary_url"])
V("mux", "Mux", "access token secret",
  lambda: [("MUX_TOKEN_ID", uuid4(), True), ("MUX_TOKEN_SECRET", rs(ALNUM + "/+", 75), True)])
V("firebase_fcm", "Firebase Cloud Messaging", "legacy server key",
  one("FCM_SERVER_KEY", lambda: "AAAA" + rs(ALNUM + "_-", 7) + ":APA91b" + rs(ALNUM + "_-", 134)),
  api=("https://fcm.googleapis.com/fcm/send", "hdr_prefix:Authorization:key="))
# --- AI
V("openai", "OpenAI", "project API key",
  one("OPENAI_API_KEY", lambda: "sk-proj-" + rs(ALNUM + "_-", 74) + "T3BlbkFJ" + rs(ALNUM + "_-", 74)),
  api=("https://api.openai.com/v1/models", "bearer"),
  sdk=[("python", 'OpenAI(api_key="{0}")'), ("js", "new OpenAI({{ apiKey: '{0}' }})"),
       ("go", 'openai.NewClient(option.WithAPIKey("{0}"))')])
V("openai_svc", "OpenAI", "service account key",
  one("OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(ALNUM + "_-", 74) + "T3BlbkFJ" + rs(ALNUM + "_-", 74)))
V("anthropic", "Anthropic", "API key", one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(URLCH, 93) + "AA"),
  api=("https://api.anthropic.com/v1/messages", "hdr:x-api-key"),
  sdk=[("python", 'anthropic.Anthropic(api_key="{0}")'), ("js", "new Anthropic({{ apiKey: '{0}' }})")])
V("hf", "Hugging Face", "user access token", one("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)),
  api=("https://huggingface.co/api/whoami-v2", "bearer"), special=["hf_cli"])
V("replicate", "Replicate", "API token", one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)),
  api=("https://api.replicate.com/v1/predictions", "bearer"))
V("groq", "Groq", "API key", one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)),
  api=("https://api.groq.com/openai/v1/chat/completions", "bearer"))
V("perplexity", "Perplexity", "API key", one("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)),
  api=("https://api.perplexity.ai/chat/completions", "bearer"))
V("cohere", "Cohere", "API key", one("CO_API_KEY", lambda: rs(ALNUM, 40)),
  api=("https://api.cohere.com/v2/embed", "bearer"), sdk=[("python", 'cohere.ClientV2(api_key="{0}")')])
V("mistral", "Mistral AI", "API key", one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)),
  api=("https://api.mistral.ai/v1/chat/completions", "bearer"))
V("xai", "xAI", "API key", one("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80)),
  api=("https://api.x.ai/v1/chat/completions", "bearer"))
V("deepseek", "DeepSeek", "API key", one("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32)),
  api=("https://api.deepseek.com/chat/completions", "bearer"))
V("openrouter", "OpenRouter", "API key", one("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64)),
  api=("https://openrouter.ai/api/v1/chat/completions", "bearer"))
V("together", "Together AI", "API key", one("TOGETHER_API_KEY", lambda: hexs(64)),
  api=("https://api.together.xyz/v1/models", "bearer"))
V("wandb", "Weights & Biases", "API key", one("WANDB_API_KEY", lambda: hexs(40)), special=["netrc_wandb"])
V("langsmith", "LangSmith", "personal API key", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10)))
V("elevenlabs", "ElevenLabs", "API key", one("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48)),
  api=("https://api.elevenlabs.io/v1/voices", "hdr:xi-api-key"))
V("deepgram", "Deepgram", "API key", one("DEEPGRAM_API_KEY", lambda: hexs(40)),
  api=("https://api.deepgram.com/v1/listen?model=nova-3&language=ko", "hdr_prefix:Authorization:Token "))
V("assemblyai", "AssemblyAI", "API key", one("ASSEMBLYAI_API_KEY", lambda: hexs(32)),
  api=("https://api.assemblyai.com/v2/transcript", "hdr:authorization"))
V("serpapi", "SerpApi", "API key", one("SERPAPI_API_KEY", lambda: hexs(64)),
  api=("https://serpapi.com/search.json?engine=google&q=QUERY&api_key=", "query_tail"))
V("owm", "OpenWeatherMap", "API key", one("OWM_API_KEY", lambda: hexs(32)),
  api=("https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid=", "query_tail"))
# --- SaaS / productivity
V("atlassian", "Atlassian (Jira)", "API token", one("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(URLCH, 171) + "=" + rs(HEXU, 8)),
  api=("https://acme.atlassian.net/rest/api/3/search?jql=project%3DOPS", "basic_named"))
V("linear", "Linear", "personal API key", one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
  api=("https://api.linear.app/graphql", "hdr:Authorization"))
V("notion", "Notion", "internal integration secret", one("NOTION_TOKEN", lambda: "ntn_" + digits(12) + rs(ALNUM, 34)),
  api=("https://api.notion.com/v1/search", "bearer"))
V("figma", "Figma", "personal access token", one("FIGMA_TOKEN", lambda: "figd_" + rs(URLCH, 40)),
  api=("https://api.figma.com/v1/files/FILEKEY", "hdr:X-Figma-Token"))
V("asana", "Asana", "personal access token", one("ASANA_PAT", lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32)),
  api=("https://app.asana.com/api/1.0/users/me", "bearer"))
V("clickup", "ClickUp", "personal token", one("CLICKUP_TOKEN", lambda: "pk_" + digits(8) + "_" + rs(UPDG, 32)),
  api=("https://api.clickup.com/api/v2/team", "hdr:Authorization"))
V("trello", "Trello", "API token",
  lambda: [("TRELLO_KEY", hexs(32), False), ("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8), True)])
V("hubspot", "HubSpot", "private app token", one("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4()),
  api=("https://api.hubapi.com/crm/v3/objects/contacts?limit=10", "bearer"))
V("intercom", "Intercom", "access token", one("INTERCOM_TOKEN", lambda: b64s("tok:" + uuid4() + ":1:0")),
  api=("https://api.intercom.io/contacts", "bearer"))
V("zendesk", "Zendesk", "API token", one("ZENDESK_API_TOKEN", lambda: rs(ALNUM, 40)),
  api=("https://acme.zendesk.com/api/v2/tickets.json", "zendesk"))
V("salesforce", "Salesforce", "session access token",
  one("SF_ACCESS_TOKEN", lambda: "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM + "._", 94)),
  api=("https://acme.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id+FROM+Account", "bearer"))
V("postman", "Postman", "API key", one("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34)),
  api=("https://api.getpostman.com/collections", "hdr:X-Api-Key"))
V("contentful", "Contentful", "content management token", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(URLCH, 43)))
V("sanity", "Sanity", "API token", one("SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 180)))
V("typeform", "Typeform", "personal access token", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(URLCH, 44) + "_" + rs(ALNUM, 14)),
  api=("https://api.typeform.com/forms", "bearer"))
V("dropbox", "Dropbox", "access token", one("DROPBOX_ACCESS_TOKEN", lambda: "sl." + rs(URLCH, 136)),
  api=("https://api.dropboxapi.com/2/files/list_folder", "bearer"))
V("twitch", "Twitch", "client secret",
  lambda: [("TWITCH_CLIENT_ID", rs(LODG, 30), False), ("TWITCH_CLIENT_SECRET", rs(LODG, 30), True)])
V("x", "X (Twitter)", "app bearer token",
  one("X_BEARER_TOKEN", lambda: "A" * 21 + rs(ALNUM, 12) + "%2B" + rs(ALNUM, 22) + "%3D" + rs(ALNUM, 50)),
  api=("https://api.x.com/2/tweets/search/recent?query=from%3Aacme", "bearer"))
V("meta", "Meta Graph API", "long-lived page access token", one("FB_PAGE_TOKEN", lambda: "EAA" + rs("BGIJ", 1) + rs(ALNUM, 170)),
  api=("https://graph.facebook.com/v21.0/me/accounts?access_token=", "query_tail"))
V("mapbox", "Mapbox", "secret access token",
  one("MAPBOX_SECRET_TOKEN", lambda: "sk." + b64u(jdump({"u": pick(ORGS) + "-maps", "a": rs(LODG, 25)}).encode()) + "." + rs(URLCH, 22)))


# =====================================================================================================
# Rendering helpers
# =====================================================================================================
def L(lang, en, ko):
    return en if lang == "en" else ko


def P(lang, ens, kos):
    return pick(ens if lang == "en" else kos)


def who(lang):
    if lang == "en":
        return pick(EN_PEOPLE)
    return pick(KO_PEOPLE) + pick(KO_TITLES)


def envname(lang):
    return P(lang, ["staging", "prod", "production", "dev", "the demo environment", "QA"],
             ["스테이징", "운영", "prod", "stg", "개발", "QA", "데모 환경"])


def hhmm(lang):
    h = R.randint(9, 19)
    m = R.randint(0, 59)
    if lang == "en":
        return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "AM" if h < 12 else "PM")
    return "%s %d:%02d" % ("오전" if h < 12 else "오후", h if h <= 12 else h - 12, m)


def date_str():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def ts_str():
    return "%sT%02d:%02d:%02d.%03dZ" % (date_str(), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))


def camel(label):
    parts = label.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def pascal(label):
    return "".join(p.title() for p in label.lower().split("_"))


def slug(v):
    return "".join(ch for ch in v["name"].lower().split(" ")[0] if ch.isalnum()) or "vendor"


def listed(vals):
    out = []
    for lab, val, ls in vals:
        if ls is True:
            out.append(val)
        elif isinstance(ls, str):
            out.append(ls)
    return out


def fill_url(url, vals):
    m = {"PAYMENT_ID": "order-" + digits(10), "APPID": vals[0][1] if vals else "app", "FILEKEY": rs(ALNUM, 22),
         "appBASE": "app" + rs(ALNUM, 14), "C0CHAN": "C0" + rs(UPDG, 9), "QUERY": pick(["kubernetes", "%EB%B0%98%EB%8F%84%EC%B2%B4", "release+notes"]),
         "ADDR": hexs(40), "DOMAIN": pick(DOMAINS), "ORG/REPO": pick(ORGS) + "/" + pick(SERVICES), "ORG": pick(ORGS),
         "/SID/": "/" + (vals[0][1] if vals else "") + "/", "/ID/": "/" + (vals[0][1] if vals else "") + "/",
         "UID": rs(ALNUM, 9), "dbc-WS": "dbc-" + hexs(8) + "-" + hexs(4)}
    for k in ["PAYMENT_ID", "APPID", "FILEKEY", "appBASE", "C0CHAN", "QUERY", "ADDR", "DOMAIN", "ORG/REPO", "ORG",
              "/SID/", "/ID/", "UID", "dbc-WS"]:
        if k in url:
            url = url.replace(k, m[k])
    return url


ENV_NEIGHBORS = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "LOG_LEVEL=debug", "TZ=Asia/Seoul",
                 "DATABASE_POOL_SIZE=10", "REDIS_URL=redis://localhost:6379/0", "SENTRY_ENVIRONMENT=staging",
                 "APP_ENV=staging", "FEATURE_NEW_CHECKOUT=false", "HTTP_TIMEOUT_MS=15000", "RUST_LOG=info",
                 "PYTHONUNBUFFERED=1", "NEXT_PUBLIC_API_BASE=https://api.staging.example.com", "WORKERS=4"]


def kv_lines(vals, fmt):
    return "\n".join(fmt(lab, val) for lab, val, ls in vals)


def first_secret(vals):
    for lab, val, ls in vals:
        if ls:
            return lab, val
    return vals[0][0], vals[0][1]


# ------------------------------------------------------------------ generic containers
def c_dotenv(v, vals, lang):
    f = pick([".env", ".env.local", ".env.production", ".env.staging", "apps/api/.env", "docker/.env", ".envrc"])
    q = pick(["", "", '"', "'"])
    pre = "export " if f == ".envrc" else ""
    nb = sample(ENV_NEIGHBORS, R.randint(0, 3))
    lines = [pre + x for x in nb[:1]] + [pre + "%s=%s%s%s" % (lab, q, val, q) for lab, val, ls in vals] + [pre + x for x in nb[1:]]
    return f, "\n".join(lines)


def c_export(v, vals, lang):
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "the deploy script", "bootstrap.sh"])
    q = pick(["", "'", '"'])
    return f, kv_lines(vals, lambda l, x: "export %s=%s%s%s" % (l, q, x, q))


def c_pwsh(v, vals, lang):
    f = pick(["setup-dev.ps1", "the PowerShell profile", "$PROFILE"])
    return f, kv_lines(vals, lambda l, x: '$env:%s = "%s"' % (l, x))


def c_wincmd(v, vals, lang):
    f = pick(["run-local.bat", "build.cmd", "a cmd window"])
    return f, kv_lines(vals, lambda l, x: "set %s=%s" % (l, x)) + "\n" + pick(["dotnet run --project src\\Api", "npm start", "python manage.py runserver"])


def c_inline(v, vals, lang):
    f = pick(["the terminal", "the Makefile target", "package.json scripts"])
    cmd = pick(["npm run sync:%s" % slug(v), "python scripts/backfill.py --since 2025-01-01", "node scripts/smoke.mjs",
                "go run ./cmd/%s-check" % slug(v), "pnpm test:e2e", "uv run python -m jobs.%s_export" % slug(v)])
    return f, " ".join("%s=%s" % (l, x) for l, x, s in vals) + " " + cmd


def c_curl(v, vals, lang):
    url, style = v["api"]
    url = fill_url(url, vals)
    lab, sec = first_secret(vals)
    post = any(url.split("?")[0].endswith(e) for e in ["messages", "send", "email", "predictions", "completions",
                                                       "postMessage", "push", "confirm", "embed", "graphql", "ready",
                                                       "transcript", "alerts", "buildWithParameters", "Messages.json",
                                                       "json", "search", "Message/", "listen", "list_folder"])
    parts = ["curl -sS"]
    if post and not url.endswith("json") or url.endswith("Messages.json"):
        parts.append("-X POST")
    if style == "bearer":
        parts.append('-H "Authorization: Bearer %s"' % sec)
    elif style == "token":
        parts.append('-H "Authorization: token %s"' % sec)
    elif style.startswith("hdr:"):
        parts.append('-H "%s: %s"' % (style[4:], sec))
    elif style.startswith("hdr_prefix:"):
        _, name, pre = style.split(":", 2)
        parts.append('-H "%s: %s%s"' % (name, pre, sec))
    elif style == "basic_user":
        parts.append("-u %s:" % sec)
    elif style == "basic_user_colon":
        parts.append("-u :%s" % sec)
    elif style == "basic_user_colon_b64":
        blob = b64s(sec + ":")
        parts.append('-H "Authorization: Basic %s"' % blob)
        vals[:] = [(lab, sec, False), ("_basic", blob, True)]
    elif style == "basic_pair":
        parts.append("-u %s:%s" % (vals[0][1], [x for l, x, s in vals if s][-1]))
    elif style == "basic_named":
        parts.append("-u %s@%s:%s" % (pick(["ops", "jenkins", "dev", "build", "me"]), pick(DOMAINS), sec))
    elif style == "basic_api":
        parts.append("-u api:%s" % sec)
    elif style == "query_tail":
        url = url + sec
    elif style == "dd_pair":
        parts.append('-H "DD-API-KEY: %s" -H "DD-APPLICATION-KEY: %s"' % (vals[0][1], vals[1][1]))
    elif style == "naver_pair":
        parts.append('-H "X-Naver-Client-Id: %s" -H "X-Naver-Client-Secret: %s"' % (vals[0][1], vals[1][1]))
    elif style == "channel_pair":
        parts.append('-H "x-access-key: %s" -H "x-access-secret: %s"' % (vals[0][1], vals[1][1]))
    elif style == "zendesk":
        parts.append('-u "%s@%s/token:%s"' % (pick(["support", "agent", "ops"]), pick(DOMAINS), sec))
    if post and style not in ("query_tail",):
        parts.append("-H 'Content-Type: application/json' -d '%s'" % pick(['{"limit": 1}', '{"dry_run": true}', '{"text": "ping"}', '{"query": "{ viewer { id } }"}']))
    sep = pick([" ", " \\\n  "])
    cmd = sep.join(parts[:1] + ['"%s"' % url if "?" in url or "&" in url else url] + parts[1:])
    vals[:] = [(l, x, (s if x in cmd else False)) for l, x, s in vals]
    return "the terminal", cmd


SDK_FILES = {"python": ["scripts/sync.py", "app/clients.py", "notebooks/explore.ipynb", "worker/tasks.py"],
             "js": ["src/lib/client.ts", "server/index.js", "scripts/seed.mjs", "lib/api.ts"],
             "go": ["cmd/worker/main.go", "internal/client/client.go"],
             "java": ["src/main/java/com/acme/Config.java", "AppConfig.java"],
             "csharp": ["Program.cs", "Startup.cs"], "ruby": ["config/initializers/clients.rb", "lib/tasks/sync.rake"],
             "php": ["app/Services/Payments.php", "config/services.php"], "kotlin": ["app/src/main/java/com/acme/ApiModule.kt"],
             "rust": ["src/main.rs"]}


def c_sdk(v, vals, lang):
    if v["sdk"] and chance(0.75):
        lg, tpl = pick(v["sdk"])
        code = tpl.format(*[x for _, x, _ in vals])
    else:
        secs = [x for _, x, s in vals if s]
        lg = pick(["python", "js", "go", "java", "csharp", "ruby", "php", "kotlin", "rust"])
        cls = v["cls"]
        a = ", ".join('"%s"' % s for s in secs)
        a1 = ", ".join("'%s'" % s for s in secs)
        code = {"python": "client = %s(api_key=%s)" % (cls, a) if len(secs) == 1 else "client = %s(%s)" % (cls, a),
                "js": "const client = new %s({ apiKey: %s });" % (cls, a1) if len(secs) == 1 else "const client = new %s(%s);" % (cls, a1),
                "go": "client := %s.NewClient(%s)" % (slug(v), a),
                "java": "%s client = new %s(%s);" % (cls, cls, a),
                "csharp": "var client = new %s(%s);" % (cls, a),
                "ruby": "client = %s.new(%s)" % (cls.replace("Client", "::Client"), a1),
                "php": "$client = new %s(%s);" % (cls, a1),
                "kotlin": "val client = %s(%s)" % (cls, a),
                "rust": "let client = %s::new(%s);" % (cls, a)}[lg]
    return pick(SDK_FILES[lg]), code


def c_json(v, vals, lang):
    if v.get("multi"):
        f = pick(["local.settings.json", "config/secrets.json", ".claude/settings.local.json"])
        if f == "local.settings.json":
            o = {"IsEncrypted": False, "Values": dict([("FUNCTIONS_WORKER_RUNTIME", "node")] + [(l, x) for l, x, s in vals])}
        else:
            o = {"env": dict((l, x) for l, x, s in vals)}
        return f, json.dumps(o, indent=2, ensure_ascii=False)
    f = pick(["appsettings.Development.json", "config/default.json", "config.json", "secrets.json", "local.settings.json"])
    if f == "local.settings.json":
        o = {"IsEncrypted": False, "Values": dict([("AzureWebJobsStorage", "UseDevelopmentStorage=true"), ("FUNCTIONS_WORKER_RUNTIME", "dotnet-isolated")] + [(l, x) for l, x, s in vals])}
    elif f.startswith("appsettings"):
        o = {"Logging": {"LogLevel": {"Default": "Information"}}, v["name"].split(" ")[0].replace("(", ""): dict((pascal(l), x) for l, x, s in vals)}
    else:
        o = {slug(v): dict((camel(l), x) for l, x, s in vals), "timeoutMs": pick([5000, 10000, 30000])}
    return f, json.dumps(o, indent=2, ensure_ascii=False)


def c_yaml(v, vals, lang):
    if v.get("multi"):
        f = pick(["values.yaml", "app.yaml", "serverless.yml", "render.yaml"])
        if f == "render.yaml":
            return f, "services:\n  - type: web\n    name: %s\n    envVars:\n%s" % (pick(SERVICES), kv_lines(vals, lambda l, x: "      - key: %s\n        value: %s" % (l, x)))
        return f, "env:\n" + kv_lines(vals, lambda l, x: "  %s: %s" % (l, x))
    f = pick(["config/settings.yaml", "application.yml", "values.yaml", "config/production.yml", "docker/app.yaml"])
    top = pick(["integrations", "clients", "app", "external"])
    body = "\n".join("    %s: %s%s%s" % (l.lower(), q, x, q) for (l, x, s), q in zip(vals, [pick(["", '"', "'"])] * len(vals)))
    return f, "%s:\n  %s:\n%s\n    timeout: %ds" % (top, slug(v), body, pick([5, 10, 30]))


def c_toml(v, vals, lang):
    if v.get("multi"):
        f = pick(["netlify.toml", "wrangler.toml", "fly.toml"])
        sec = {"netlify.toml": "[build.environment]", "wrangler.toml": "[vars]", "fly.toml": "[env]"}[f]
        return f, "%s\n%s" % (sec, kv_lines(vals, lambda l, x: '  %s = "%s"' % (l, x)))
    f = pick(["config.toml", ".streamlit/secrets.toml", "settings.toml", "wrangler.toml"])
    if f == "wrangler.toml":
        return f, 'name = "%s"\nmain = "src/index.ts"\ncompatibility_date = "2024-11-01"\n\n[vars]\n%s' % (
            pick(SERVICES), kv_lines(vals, lambda l, x: '%s = "%s"' % (l, x)))
    return f, "[%s]\n%s" % (slug(v), kv_lines(vals, lambda l, x: '%s = "%s"' % (l.lower(), x)))


def c_ini(v, vals, lang):
    f = pick(["config.ini", "settings.cfg", "app.ini", "credentials.ini"])
    return f, "[%s]\n%s\nretries = 3" % (slug(v), kv_lines(vals, lambda l, x: "%s = %s" % (l.lower(), x)))


def c_xml(v, vals, lang):
    k = pick(["web", "android", "spring"])
    if k == "web":
        return pick(["Web.config", "App.config"]), "<appSettings>\n%s\n</appSettings>" % kv_lines(
            vals, lambda l, x: '  <add key="%s" value="%s" />' % (pascal(l), x))
    if k == "android":
        return "app/src/main/res/values/secrets.xml", "<resources>\n%s\n</resources>" % kv_lines(
            vals, lambda l, x: '    <string name="%s" translatable="false">%s</string>' % (l.lower(), x))
    return "src/main/resources/beans.xml", "\n".join(
        '<property name="%s" value="%s"/>' % (camel(l), x) for l, x, s in vals)


def c_props(v, vals, lang):
    f = pick(["application.properties", "gradle.properties", "local.properties", "config/app-prod.properties"])
    return f, kv_lines(vals, lambda l, x: "%s=%s" % (l.lower().replace("_", "."), x))


def c_tf(v, vals, lang):
    if chance(0.5):
        return "terraform.tfvars", kv_lines(vals, lambda l, x: '%s = "%s"' % (l.lower(), x))
    return pick(["main.tf", "providers.tf"]), 'provider "%s" {\n%s\n}' % (slug(v), kv_lines(vals, lambda l, x: '  %s = "%s"' % (l.lower().split("_", 1)[-1], x)))


def c_gha(v, vals, lang):
    return pick([".github/workflows/deploy.yml", ".github/workflows/nightly.yml"]), (
        "      - name: %s\n        run: %s\n        env:\n%s" % (
            pick(["Sync", "Deploy", "Smoke test", "Publish"]), pick(["make sync", "./scripts/deploy.sh", "npm run smoke"]),
            kv_lines(vals, lambda l, x: "          %s: %s" % (l, x))))


def c_glci(v, vals, lang):
    return ".gitlab-ci.yml", "variables:\n%s\n  GIT_DEPTH: \"10\"" % kv_lines(vals, lambda l, x: '  %s: "%s"' % (l, x))


def c_k8s(v, vals, lang):
    name = pick(SERVICES) + "-secrets"
    if chance(0.5):
        return pick(["k8s/secret.yaml", "deploy/overlays/prod/secret.yaml"]), (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n%s" % (
                name, kv_lines(vals, lambda l, x: "  %s: %s" % (l, x))))
    enc = [(l, b64s(x), True if s else False) for l, x, s in vals]
    vals[:] = enc
    return pick(["k8s/secret.yaml", "charts/app/templates/secret.yaml"]), (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\ndata:\n%s" % (
            name, kv_lines(enc, lambda l, x: "  %s: %s" % (l, x))))


def c_dockerfile(v, vals, lang):
    kw = pick(["ENV", "ARG"])
    return "Dockerfile", "FROM %s\n%s\nWORKDIR /app" % (
        pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre"]),
        kv_lines(vals, lambda l, x: "%s %s=%s" % (kw, l, x)))


def c_docker_run(v, vals, lang):
    svc = pick(SERVICES)
    return "the terminal", "docker run -d --name %s %s %s/%s:%s" % (
        svc, " ".join("-e %s=%s" % (l, x) for l, x, s in vals), pick(ORGS), svc, pick(["latest", "1.8.2", "sha-" + hexs(7)]))


def c_compose(v, vals, lang):
    svc = pick(SERVICES)
    return pick(["docker-compose.yml", "compose.override.yaml"]), (
        "services:\n  %s:\n    image: %s/%s:dev\n    environment:\n%s" % (
            svc, pick(ORGS), svc, kv_lines(vals, lambda l, x: "      - %s=%s" % (l, x))))


def c_helm(v, vals, lang):
    svc = pick(SERVICES)
    return "the terminal", "helm upgrade --install %s ./charts/%s -n %s %s" % (
        svc, svc, pick(["prod", "staging", "apps"]), " ".join("--set env.%s=%s" % (l, x) for l, x, s in vals))


def c_systemd(v, vals, lang):
    svc = pick(SERVICES)
    return "/etc/systemd/system/%s.service" % svc, "[Service]\nUser=%s\n%s\nExecStart=/opt/%s/bin/server" % (
        pick(["app", "svc"]), kv_lines(vals, lambda l, x: "Environment=%s=%s" % (l, x)), svc)


def c_vscode(v, vals, lang):
    o = {"type": pick(["node", "debugpy"]), "request": "launch", "name": "Debug " + pick(SERVICES),
         "env": dict((l, x) for l, x, s in vals)}
    return ".vscode/launch.json", json.dumps(o, indent=2)


def c_jupyter(v, vals, lang):
    return pick(["notebooks/eda.ipynb", "the notebook's first cell"]), "import os\n" + kv_lines(vals, lambda l, x: 'os.environ["%s"] = "%s"' % (l, x))


MCP_PKGS = ["@%s/mcp-server", "%s-mcp", "mcp-server-%s", "@modelcontextprotocol/server-%s"]


def c_mcp(v, vals, lang):
    s = slug(v)
    pkgname = pick(MCP_PKGS) % s
    envd = dict((l, x) for l, x, _ in vals)
    f = pick([".cursor/mcp.json", ".mcp.json", "claude_desktop_config.json", "~/.gemini/settings.json", "~/.codex/config.toml"])
    if f.endswith(".toml"):
        return f, '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s"]\nenv = { %s }' % (
            s, pkgname, ", ".join('"%s" = "%s"' % (l, x) for l, x, _ in vals))
    o = {"mcpServers": {s: {"command": "npx", "args": ["-y", pkgname], "env": envd}}}
    return f, json.dumps(o, indent=2)


def c_secret_cli(v, vals, lang):
    k = pick(["fly", "heroku", "gh", "kubectl", "ssm", "vault", "doppler", "railway"])
    svc = pick(SERVICES)
    if k == "fly":
        c = "fly secrets set %s -a %s" % (" ".join("%s=%s" % (l, x) for l, x, s in vals), svc)
    elif k == "heroku":
        c = "heroku config:set %s -a %s" % (" ".join("%s=%s" % (l, x) for l, x, s in vals), svc)
    elif k == "gh":
        c = "\n".join("gh secret set %s --body '%s' --repo %s/%s" % (l, x, pick(ORGS), svc) for l, x, s in vals)
    elif k == "kubectl":
        c = "kubectl -n %s create secret generic %s-env %s" % (pick(["prod", "staging"]), svc, " ".join("--from-literal=%s=%s" % (l, x) for l, x, s in vals))
    elif k == "ssm":
        c = "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (pick(["prod", "stg"]), svc, l.lower(), x) for l, x, s in vals)
    elif k == "vault":
        c = "vault kv put secret/%s %s" % (svc, " ".join("%s=%s" % (l.lower(), x) for l, x, s in vals))
    elif k == "doppler":
        c = "doppler secrets set %s --project %s --config prd" % (" ".join("%s=%s" % (l, x) for l, x, s in vals), svc)
    else:
        c = "railway variables %s" % " ".join("--set %s=%s" % (l, x) for l, x, s in vals)
    return "the terminal", c


def only_first_listed(vals, sec):
    vals[:] = [(l, x, s if x == sec else False) for l, x, s in vals]


def c_log(v, vals, lang):
    lab, sec = first_secret(vals)
    k = pick(["py", "node", "cfg", "java"])
    if k in ("py", "node"):
        only_first_listed(vals, sec)
    if k == "py":
        s = "%s DEBUG urllib3.connectionpool: send: b'GET /%s HTTP/1.1\\r\\nHost: api.%s.com\\r\\nAuthorization: Bearer %s\\r\\n'" % (
            ts_str(), pick(["v1/items", "v2/me", "api/status"]), slug(v), sec)
    elif k == "node":
        s = "[%s] debug: outgoing request { method: 'POST', url: '/v1/%s', headers: { 'content-type': 'application/json', authorization: 'Bearer %s' } }" % (
            ts_str(), pick(["events", "messages", "sync"]), sec)
    elif k == "cfg":
        d = dict((camel(l), x) for l, x, s in vals)
        d["timeout"] = 30
        s = "%s INFO  app.config  loaded settings: %s" % (ts_str(), json.dumps(d))
    else:
        s = "%s DEBUG [main] c.a.i.%sProperties : Bound properties %s" % (
            ts_str(), pascal(slug(v)), ", ".join("%s=%s" % (camel(l), x) for l, x, s2 in vals))
    return pick(["the service log", "CloudWatch", "kubectl logs", "the CI log"]), s


def c_trace(v, vals, lang):
    lab, sec = first_secret(vals)
    only_first_listed(vals, sec)
    return "a stack trace", (
        'Traceback (most recent call last):\n  File "/app/%s.py", line %d, in run\n    client = build_client(%s="%s")\n'
        '  File "/app/clients.py", line %d, in build_client\n    raise AuthError(resp.status_code)\nclients.AuthError: 401' % (
            pick(["sync", "worker", "jobs/export"]), R.randint(20, 300), lab.lower(), sec, R.randint(10, 90)))


def c_diff(v, vals, lang):
    f = pick(["config/settings.py", "src/config.ts", ".env.production", "deploy/values-prod.yaml"])
    if f.endswith(".py"):
        lines = "\n".join('-%s = os.environ["%s"]\n+%s = "%s"  # TODO revert' % (l, l, l, x) for l, x, s in vals)
    elif f.endswith(".ts"):
        lines = "\n".join("-  %s: process.env.%s,\n+  %s: '%s'," % (camel(l), l, camel(l), x) for l, x, s in vals)
    elif f.startswith(".env"):
        lines = "\n".join("+%s=%s" % (l, x) for l, x, s in vals)
    else:
        lines = "\n".join("+    %s: %s" % (l, x) for l, x, s in vals)
    return f, "--- a/%s\n+++ b/%s\n@@ -%d,6 +%d,7 @@\n%s" % (f, f, R.randint(3, 40), R.randint(3, 40), lines)


def c_table(v, vals, lang):
    h = L(lang, "| Name | Value | Notes |\n|---|---|---|", "| 이름 | 값 | 비고 |\n|---|---|---|")
    rows = ["| %s | %s | %s |" % (l, x, P(lang, ["prod", "set in CI", "rotate quarterly", "-"], ["운영", "CI에 설정", "분기마다 교체", "-"])) for l, x, s in vals]
    rows.append("| %s | %s | |" % (pick(["REGION", "TIMEOUT_MS", "BASE_URL"]), pick(["ap-northeast-2", "30000", "https://api.internal"])))
    return L(lang, "the wiki table", "위키 표"), h + "\n" + "\n".join(rows)


def c_chat(v, vals, lang):
    w = who(lang)
    parts = " / ".join(x for l, x, s in vals)
    s = P(lang, ["[%s] %s: here's the %s %s for %s -> %s" % (hhmm(lang), w, v["name"], v["kind"], envname(lang), parts),
                 "%s (%s): use this one, the old one is revoked: %s" % (w, hhmm(lang), parts)],
          ["[%s] %s: %s %s 키 여기요 %s" % (hhmm(lang), w, envname(lang), v["ko"], parts),
           "%s: 이거 쓰세요 예전 건 폐기됨 → %s (%s)" % (w, parts, hhmm(lang))])
    return L(lang, "Slack", "슬랙"), s


def c_prose(v, vals, lang):
    if len(vals) == 1:
        x = vals[0][1]
        s = P(lang, ["The %s %s it uses is %s." % (v["name"], v["kind"], x), "I authenticated with %s and the call went through." % x,
                     "The working value turned out to be %s, not the one in the README." % x],
              ["%s 키는 %s 입니다." % (v["ko"], x), "%s 로 인증하니까 바로 됨." % x, "실제로 동작하는 값은 %s 이었음. README에 있는 건 옛날 값." % x])
    else:
        pairs = ", ".join("%s %s" % (l, x) for l, x, s in vals)
        s = P(lang, ["Credentials that worked: %s." % pairs, "It needs both values: %s." % pairs],
              ["동작한 자격 증명: %s." % pairs, "값 두 개 다 필요함: %s." % pairs])
    return L(lang, "the notes", "메모"), s


INLINE = {"chat", "prose"}
GENERIC = [("dotenv", c_dotenv), ("export", c_export), ("powershell", c_pwsh), ("cmd set", c_wincmd),
           ("inline env", c_inline), ("curl", c_curl), ("sdk", c_sdk), ("json", c_json), ("yaml", c_yaml),
           ("toml", c_toml), ("ini", c_ini), ("xml", c_xml), ("properties", c_props), ("terraform", c_tf),
           ("github actions", c_gha), ("gitlab ci", c_glci), ("k8s secret", c_k8s), ("dockerfile", c_dockerfile),
           ("docker run", c_docker_run), ("compose", c_compose), ("helm --set", c_helm), ("systemd", c_systemd),
           ("vscode launch.json", c_vscode), ("jupyter", c_jupyter), ("mcp config", c_mcp), ("secret-set cli", c_secret_cli),
           ("log line", c_log), ("stack trace", c_trace), ("diff", c_diff), ("markdown table", c_table),
           ("chat", c_chat), ("prose", c_prose)]
GENERIC_D = dict(GENERIC)


# ------------------------------------------------------------------ vendor-specific containers
def sp_render(name, v, vals, lang):
    """Returns (file, snippet); may rewrite vals (list) in place."""
    if name == "aws_credentials_file":
        body = "[%s]\n" % pick(["default", "prod", "ci-deployer"]) + kv_lines(vals, lambda l, x: "%s = %s" % (l.lower(), x))
        return "~/.aws/credentials", body + "\nregion = " + pick(REGIONS)
    if name == "azure_conn":
        acct = pick(ORGS) + pick(["prodst", "data", "logs"]) + digits(2)
        key = b64(rbytes(64))
        vals[:] = [("AccountKey", key, True)]
        cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        f = pick(["local.settings.json", "appsettings.json", ".env"])
        if f == ".env":
            return f, "AZURE_STORAGE_CONNECTION_STRING=\"%s\"" % cs
        return f, '"AzureWebJobsStorage": "%s"' % cs
    if name == "azure_sas":
        sig = "".join({"+": "%2B", "/": "%2F", "=": "%3D"}.get(c, c) for c in b64(rbytes(32)))
        vals[:] = [("sig", sig, True)]
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-0%d-01T00:00:00Z&st=2025-0%d-01T00:00:00Z&spr=https&sig=%s" % (
            pick(ORGS) + "exports", pick(["reports", "uploads", "backups"]), pick(["daily.csv", "dump.sql.gz", "ledger.parquet"]),
            R.randint(1, 9), R.randint(1, 9), sig)
        return L(lang, "the export script", "export 스크립트"), 'azcopy copy "%s" ./data/' % url
    if name == "git_credentials":
        t = vals[0][1]
        return "~/.git-credentials", "https://%s:%s@github.com" % (pick(["ci-bot", "dev-" + pick(ORGS), "x-access-token"]), t)
    if name == "git_remote":
        t = vals[0][1]
        return ".git/config", "git remote set-url origin https://%s@github.com/%s/%s.git" % (
            pick(["x-access-token:" + t, t, "oauth2:" + t]), pick(ORGS), pick(SERVICES))
    if name == "git_remote_gitlab":
        return "the CI script", "git clone https://oauth2:%s@gitlab.com/%s/%s.git" % (vals[0][1], pick(ORGS), pick(SERVICES))
    if name == "gitlab_runner_toml":
        return "/etc/gitlab-runner/config.toml", '[[runners]]\n  name = "%s"\n  url = "https://gitlab.com"\n  token = "%s"\n  executor = "docker"' % (
            pick(["build-01", "arm64-runner", "gpu-runner"]), vals[0][1])
    if name == "npmrc":
        return ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % vals[0][1]
    if name == "pypirc":
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % vals[0][1]
    if name == "gem_push":
        return "the release script", "GEM_HOST_API_KEY=%s gem push pkg/%s-%d.%d.%d.gem" % (vals[0][1], pick(["acme-sdk", "orbit_client", "haneul-api"]), R.randint(0, 3), R.randint(0, 20), R.randint(0, 9))
    if name == "nuget_push":
        return "the release script", "dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % vals[0][1]
    if name == "cargo_credentials":
        return "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % vals[0][1]
    if name == "docker_login":
        user = pick(["acmeci", "haneul-bot", "deployer"])
        if chance(0.5):
            return "the CI script", "docker login -u %s -p %s" % (user, vals[0][1])
        blob = b64s(user + ":" + vals[0][1])
        vals[:] = [("auth", blob, True)]
        return "~/.docker/config.json", '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob
    if name == "terraformrc":
        return "~/.terraformrc", 'credentials "app.terraform.io" {\n  token = "%s"\n}' % vals[0][1]
    if name == "sonar_scanner":
        return "the CI log", "sonar-scanner -Dsonar.projectKey=%s -Dsonar.host.url=https://sonar.internal -Dsonar.token=%s" % (pick(SERVICES), vals[0][1])
    if name == "ngrok_cli":
        return "the terminal", "ngrok config add-authtoken %s\nngrok http 3000" % vals[0][1]
    if name == "telegram_url":
        return "the alert script", "curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done\"" % (vals[0][1], digits(10))
    if name == "sentryclirc":
        return "~/.sentryclirc", "[auth]\ntoken=%s\n\n[defaults]\norg=%s\nproject=%s" % (vals[0][1], pick(ORGS), pick(SERVICES))
    if name == "hf_cli":
        return "the terminal", pick(["huggingface-cli login --token %s", "hf auth login --token %s --add-to-git-credential"]) % vals[0][1]
    if name == "netrc_wandb":
        return "~/.netrc", "machine api.wandb.ai\n  login user\n  password %s" % vals[0][1]
    if name == "kafka_jaas":
        return "client.properties", ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
                                     "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (
            rs(LODG, 5), vals[0][1], vals[1][1])
    if name == "pscale_url":
        pw = "pscale_pw_" + rs(ALNUM + "_-", 43)
        vals[:] = [("password", pw, True)]
        return ".env", "DATABASE_URL=mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LODG, 12), pw, pick(["app", "shop", "core"]))
    if name == "neon_url":
        pw = "npg_" + rs(ALNUM, 12)
        vals[:] = [("password", pw, True)]
        return ".env", "DATABASE_URL=postgresql://%s:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
            pick(["neondb_owner", "app", "readonly"]), pw, pick(["cool", "shy", "late", "bold"]), pick(["moon", "river", "leaf", "sun"]), rs(LODG, 8))
    if name == "cloudinary_url":
        sec = rs(ALNUM + "_-", 27)
        vals[:] = [("api_secret", sec, True)]
        return ".env", "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (digits(15), sec, pick(ORGS) + "-media")
    raise KeyError(name)


SPECIAL_ONLY = {"azure_storage", "azure_sas", "planetscale", "neon", "cloudinary"}


# =====================================================================================================
# Vendor-token notes
# =====================================================================================================
KO_KIND = {"token": "토큰", "key": "키", "secret": "시크릿", "password": "비밀번호"}


def ko_kind(kind):
    if chance(0.5):
        return kind
    for k in ["password", "secret", "token", "key"]:
        if k in kind:
            return KO_KIND[k]
    return kind


VN_MC_EN = [
    "The ticket only said the {svc} {vendor} integration was flaky; nobody mentioned it authenticates with credentials kept in {file}, or that the value in my shell belonged to another account.",
    "I wasn't told which {vendor} credentials the {env} {svc} uses. The runbook links to a wiki page that no longer exists.",
    "Nobody mentioned that {svc} still reads its {vendor} credentials from {file} instead of the secret manager.",
    "Context I lacked: {who} rotated the {vendor} {kind} last week and the old value was still sitting in {file}.",
    "I didn't know the {vendor} calls in {svc} go through a separate {env} account, so every request I made came back 401.",
    "The task assumed I could reach {vendor} from the sandbox, but no credentials were configured and nothing said where they live.",
    "The setup docs for {svc} skip {vendor} entirely; I had to dig the credentials out of {file} to reproduce the bug.",
    "I was not told {svc} talks to both a test and a live {vendor} setup, and that {file} points at live.",
    "Nobody told me {who} had already fixed the {vendor} auth by hand on {env}, so I spent an hour re-debugging it.",
    "The task description said \"use the usual {vendor} credentials\" without saying which ones or where they are.",
]
VN_MC_EN_SNIP = [
    "This is what was in {file} when I started, and nobody told me it was the live {vendor} {kind}:\n{snip}",
    "{who} pasted this into the incident channel before I joined, so I didn't know it was already set for {env}:\n{snip}",
    "The failing job in {svc} had this in {file}; I wasn't told it had been rotated since:\n{snip}",
    "Missing context: {svc} is wired to {vendor} like this ({file}), which nobody mentioned in the task:\n{snip}",
    "Nobody told me the previous attempt had used exactly this:\n{snip}",
    "I only found out from the shell history on the bastion that {svc} had been run like this:\n{snip}",
]
VN_LS_EN_SNIP = [
    "What finally worked ({file}):\n{snip}\nThe worker only reads it at startup, so a restart was needed.",
    "Reproduced the call with:\n{snip}\nIt returned 200 with this value; the old one gives 401.",
    "{snip}\nThat block has to exist in {file}; without it {svc} silently falls back to a no-op {vendor} client.",
    "The {env} {vendor} {kind} is set here:\n{snip}\nThis should move into the secret manager.",
    "Copied from {who}'s message so I don't lose it:\n{snip}",
    "Fixed by putting the current value back in {file}:\n{snip}\nThen re-ran the failed job and it went green.",
    "What finally worked:\n{snip}\nEverything else in the runbook was fine.",
]
VN_LS_EN = [
    "Restarting {svc} after editing {file} fixed it; env changes are not hot-reloaded.",
    "SDK clients for {vendor} cache credentials per process, so the old value kept being used until the pod restarted.",
    "Always check which {vendor} account the credentials belong to before debugging the code; the code was fine.",
    "Got 401 from {vendor} when a credential is revoked and 403 when it lacks a scope; that distinction saved time.",
    "The fix was configuration only; no code change in {svc}.",
]
VN_ASK_EN = [
    "Which secret-manager path should {svc} use for the {vendor} {kind} instead of {file}?",
    "Is the {vendor} {kind} in {file} the live one or a test one?",
    "Who administers {vendor} for us, and can they rotate the value pasted above?",
    "",
    "",
    "Can CI get its own {vendor} credentials so we stop sharing them?",
    "Should {file} be in .gitignore, and who cleans it out of history?",
]
VN_ASK_EN_REPEAT = ["Is {secret} still current, or was it rotated again?",
                    "Confirm with {who} that {secret} is safe to keep using for {env}."]

VN_MC_KO = [
    "티켓에는 {svc} {vendor} 연동이 가끔 실패한다고만 되어 있었고, {file}에서 {kind_eul} 읽는다는 얘기는 없었음.",
    "{env} {svc_i} 어떤 {vendor} 계정을 쓰는지 전달받지 못함. 런북 링크도 깨져 있었음.",
    "{svc_i} 아직 시크릿 매니저가 아니라 {file}에서 {vendor} {kind_eul} 읽는다는 걸 몰랐습니다.",
    "{who_i} 지난주에 {vendor} {kind_eul} 교체했는데 {file}에는 예전 값이 남아 있었음.",
    "샌드박스에서 {vendor} 호출이 계속 401 나서 한참 헤맴. 자격 증명 위치 안내가 없었음.",
    "{svc} 세팅 문서에 {vendor} 부분이 통째로 빠져 있어서 재현하려고 {file_eul} 직접 뒤져야 했음.",
    "{svc_i} {vendor} test/live 둘 다 쓰고 {file_eun} live를 가리킨다는 걸 몰랐음.",
    "{who_i} {env}에서 {vendor} 인증을 이미 수동으로 고쳐놨다는 걸 몰라서 한 시간 동안 다시 디버깅함.",
    "작업 설명에 \"평소 쓰던 {vendor} 키 사용\"이라고만 있고 어떤 키인지, 어디 있는지는 없었음.",
]
VN_MC_KO_SNIP = [
    "시작할 때 {file}에 이게 있었는데 live {vendor} {kind}라는 말을 못 들었음:\n{snip}",
    "{who_i} 장애 채널에 미리 올려둔 설정. {env}에 이미 적용돼 있는 줄 몰랐음:\n{snip}",
    "{svc} 실패한 잡의 {file} 내용. 그 사이에 교체됐다는 걸 몰랐음:\n{snip}",
    "이전 시도에서 정확히 이렇게 실행했었다는 걸 아무도 안 알려줌:\n{snip}",
    "bastion 쉘 히스토리 보고서야 {svc_i} 이렇게 돌았다는 걸 알았음:\n{snip}",
]
VN_LS_KO_SNIP = [
    "최종적으로 동작한 설정 ({file}):\n{snip}\n키는 기동 시에만 읽어서 워커 재시작 필요.",
    "아래 명령으로 재현 성공:\n{snip}\n이 값으로 바꾸니 200, 예전 값은 401.",
    "{snip}\n{file}에 이 블록이 없으면 {svc_i} 조용히 no-op 클라이언트로 떨어짐.",
    "{who_i} 슬랙에 올려준 거 잃어버릴까 봐 붙여둠:\n{snip}",
    "{env} {vendor} {kind_eun} 여기 있음:\n{snip}\n나중에 시크릿 매니저로 옮겨야 함.",
    "{file}에 현재 값 다시 넣고 실패한 잡 재실행하니 통과:\n{snip}",
    "결국 이걸로 됨:\n{snip}\n런북 나머지는 문제 없었음.",
]
VN_LS_KO = [
    "{file} 수정 후 {svc} 재시작해야 반영됨. 환경변수 핫리로드 안 됨.",
    "{vendor} SDK가 프로세스 단위로 자격 증명을 캐시해서 파드 재시작 전까지 옛날 값을 계속 씀.",
    "코드 디버깅 전에 자격 증명이 어느 {vendor} 계정 것인지부터 확인할 것. 코드는 멀쩡했음.",
    "{vendor_eun} 폐기된 자격 증명이면 401, 권한 부족이면 403을 줌. 이걸로 원인 빨리 좁힘.",
    "설정 문제였고 {svc} 코드는 안 고침.",
]
VN_ASK_KO = [
    "{vendor} {kind_eul} {file} 대신 어느 시크릿 경로에 둬야 하나요?",
    "{file}에 있는 {vendor} {kind_i} live용인지 test용인지?",
    "{vendor} 계정 관리자가 누구인지, 위에 붙인 값 교체 가능한지?",
    "",
    "",
    "CI 전용 {vendor} 자격 증명을 따로 발급해도 되는지?",
    "{file_eul} .gitignore에 넣고 히스토리 정리는 누가 하는지?",
]
VN_ASK_KO_REPEAT = ["{secret} 이 값 아직 유효한지, 또 로테이션 됐는지?", "{env}에서 {secret} 계속 써도 되는지 {who}한테 확인."]


def is_path(f):
    return not (f.startswith("the ") or f.startswith("a ") or " " in f or f in ("Slack", "CloudWatch", "슬랙", "메모", "위키 표")) or f.startswith("~")


def fr(lst, has_path):
    """Choose a frame; frames naming {file} are only used when the container really is a file."""
    ok = [x for x in lst if has_path or "{file" not in x]
    return pick(ok)


def josa(word, with_final, without_final):
    """Korean particle choice after a word (Hangul: by final consonant; Latin: by pronunciation heuristic)."""
    w = word.rstrip(" )'\"`")
    if not w:
        return word + without_final
    c = w[-1]
    if "\uac00" <= c <= "\ud7a3":
        fin = (ord(c) - 0xAC00) % 28 != 0
    elif c.isdigit():
        fin = c in "013678"
    elif w.lower().endswith("file"):
        fin = True
    else:
        run = ""
        for ch in reversed(w):
            if ch.isalpha() and ch.isascii():
                run = ch + run
            else:
                break
        if run and run.isupper() and len(run) <= 5:
            fin = run[-1] in "LMNR"
        else:
            fin = c.lower() in "nmlkpt"
    return word + (with_final if fin else without_final)


def add_josa(ctx):
    for k in ["kind", "file", "vendor", "svc", "who"]:
        if k in ctx:
            ctx[k + "_eul"] = josa(ctx[k], "을", "를")
            ctx[k + "_i"] = josa(ctx[k], "이", "가")
            ctx[k + "_eun"] = josa(ctx[k], "은", "는")
            ctx[k + "_ro"] = josa(ctx[k], "으로", "로")
    return ctx


def fmt(s, **kw):
    return s.format(**kw)


MULTI_CONTAINERS = ["dotenv", "export", "powershell", "inline env", "k8s secret", "compose", "github actions", "gitlab ci",
                    "docker run", "helm --set", "systemd", "vscode launch.json", "jupyter", "secret-set cli", "markdown table",
                    "dockerfile", "diff", "chat", "prose", "json", "yaml", "toml"]


def company(v):
    return v["name"].split(" ")[0].split("(")[0]


def vendor_note(vs, lang, cname=None):
    """vs: list of vendor dicts (one, or several sharing one container, e.g. a .env holding keys of 2-3 vendors)."""
    v = vs[0]
    vals = []
    for x in vs:
        vals.extend(x["gen"]())
    if len(vs) > 1:
        nm = " + ".join(x["name"] for x in vs)
        v = dict(v, name=", ".join(x["name"] for x in vs[:-1]) + " and " + vs[-1]["name"],
                 ko=", ".join(x["ko"] for x in vs), kind="keys", multi=True)
    if len(vs) == 1 and (v["id"] in SPECIAL_ONLY or (cname and cname.startswith("special:"))):
        sname = cname[8:] if cname else pick(v["special"])
        file, snip = sp_render(sname, v, vals, lang)
        cname = "special:" + sname
        inline = False
    else:
        file, snip = GENERIC_D[cname](v, vals, lang)
        inline = cname in INLINE
    secrets = listed(vals)
    vendor = v["name"] if lang == "en" else v["ko"]
    kind = v["kind"] if lang == "en" else ("키" if len(vs) > 1 else ko_kind(v["kind"]))
    ctx = dict(vendor=vendor, kind=kind, svc=pick(SERVICES), file=file, who=who(lang), env=envname(lang), snip=snip)
    add_josa(ctx)
    en = lang == "en"
    hp = is_path(file)
    place = pick(["lesson", "lesson", "lesson", "mc", "mc", "repeat"])
    if inline:
        if place == "mc":
            mc = fr(VN_MC_EN if en else VN_MC_KO, hp).format(**ctx) + " " + snip
            ls = fr(VN_LS_EN if en else VN_LS_KO, hp).format(**ctx)
        else:
            mc = fr(VN_MC_EN if en else VN_MC_KO, hp).format(**ctx)
            ls = snip + " " + fr(VN_LS_EN if en else VN_LS_KO, hp).format(**ctx)
    elif place == "mc":
        mc = fr(VN_MC_EN_SNIP if en else VN_MC_KO_SNIP, hp).format(**ctx)
        ls = fr(VN_LS_EN if en else VN_LS_KO, hp).format(**ctx)
    else:
        mc = fr(VN_MC_EN if en else VN_MC_KO, hp).format(**ctx)
        ls = fr(VN_LS_EN_SNIP if en else VN_LS_KO_SNIP, hp).format(**ctx)
    if place == "repeat":
        ask = fr(VN_ASK_EN_REPEAT if en else VN_ASK_KO_REPEAT, hp).format(secret=secrets[-1], **ctx)
    else:
        ask = fr(VN_ASK_EN if en else VN_ASK_KO, hp).format(**ctx)
    names = " + ".join("%s %s" % (x["name"], x["kind"]) for x in vs)
    cat = "%s: %s%s" % (cname, names, " (value repeated in ask_next_time)" if place == "repeat" else "")
    return cat, mc, ls, ask, secrets


# =====================================================================================================
# Password shapes
# =====================================================================================================


PUNCT = "!#$%&*+-.:=?@^_~"


def pw_human():
    w = pick(EN_WORDS)
    return pick([w.title() + str(R.randint(1990, 2026)) + pick("!@#$"),
                 w.title() + pick(["@", "#", "!"]) + digits(R.randint(3, 4), False),
                 pick(EN_WORDS).title() + pick(EN_WORDS) + str(R.randint(10, 99)),
                 pick(["Welcome", "Spring", "Winter", "Autumn", "Summer"]) + str(R.randint(2019, 2026)) + pick("!?#") + pick(["", "x", "!"])])


def pw_leet():
    w = pick(EN_WORDS) + pick(EN_WORDS)
    t = {"a": "@", "o": "0", "e": "3", "s": "$", "i": "1"}
    out = "".join(t.get(c, c) if chance(0.6) else c for c in w)
    return out[0].upper() + out[1:] + str(R.randint(1, 99))


def pw_passphrase():
    sep = pick(["-", " ", ".", "_"])
    ws = sample(EN_WORDS, R.randint(3, 5))
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(R.randint(2, 999))
    return s


def pw_generated(n=None):
    n = n or R.randint(14, 24)
    while True:
        s = "".join(R.choice(ALNUM + PUNCT) for _ in range(n))
        if any(c in PUNCT for c in s) and any(c.isdigit() for c in s) and s[0] not in "-=":
            return s


def pw_ko_typed():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else "")
    s = hangul_to_qwerty(w) + pick(["1004", "0909", str(R.randint(1, 9999)), "486", "!!", "123!", "@" + str(R.randint(10, 99))])
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s, w


def pw_hangul():
    s = pick(KO_WORDS) + pick(KO_WORDS) + pick(["2024!", "1234", "!!", "0815", str(R.randint(10, 99)) + "#"])
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s


def pw_ime_garbled():
    w = pick(["password", "summer", "welcome", "dragon", "monkey", "sunshine", "letmein", "master"])
    s = qwerty_to_hangul(w) + str(R.randint(10, 9999)) + pick(["", "!", "#"])
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s


def any_pw(lang):
    k = pick(["human", "leet", "passphrase", "generated", "generated"] + (["ko_typed", "hangul", "ime"] if lang == "ko" else ["ko_typed"]))
    if k == "human":
        return pw_human(), "human"
    if k == "leet":
        return pw_leet(), "leet"
    if k == "passphrase":
        return pw_passphrase(), "passphrase"
    if k == "generated":
        return pw_generated(), "generated"
    if k == "ko_typed":
        return pw_ko_typed()[0], "Korean word typed on QWERTY"
    if k == "hangul":
        return pw_hangul(), "Hangul"
    return pw_ime_garbled(), "typed with Korean IME on"


def shellsafe_pw(lang):
    while True:
        p, k = any_pw(lang)
        if " " not in p and "'" not in p:
            return p, k


def db_host():
    return pick(["10.0.%d.%d" % (R.randint(0, 40), R.randint(2, 250)), "db-prod-01.internal", "pg.internal.%s" % pick(DOMAINS),
                 "staging-db.c%s.ap-northeast-2.rds.amazonaws.com" % rs(LODG, 12), "mysql-replica-2.dc1.local",
                 "%s-db.%s" % (pick(SERVICES), pick(DOMAINS))])


# =====================================================================================================
# Group: CLI passwords (flags and positional arguments)
# =====================================================================================================
def cli_variants():
    u = pick(USERS)
    h = db_host()
    db = pick(["app", "orders", "analytics", "crm", "billing", "shop"])
    return [
        ("mysql -p attached password", lambda p: "mysql -u%s -p%s -h %s %s" % (u, p, h, db), "MySQL"),
        ("mysql --password=", lambda p: "mysql --user=%s --password='%s' --host=%s %s -e 'SHOW PROCESSLIST'" % (u, p, h, db), "MySQL"),
        ("PGPASSWORD env + psql", lambda p: "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, h, u, db), "PostgreSQL"),
        ("sshpass -p", lambda p: "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (p, u, h, pick(SERVICES)), "SSH"),
        ("redis-cli -a", lambda p: "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (h, p), "Redis"),
        ("mongosh -p", lambda p: "mongosh \"mongodb://%s:27017/%s\" -u %s -p '%s' --authenticationDatabase admin" % (h, db, u, p), "MongoDB"),
        ("docker login -p", lambda p: "docker login harbor.%s -u %s -p '%s'" % (pick(DOMAINS), u, p), "Harbor registry"),
        ("htpasswd -b positional", lambda p: "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, p), "nginx basic auth"),
        ("openssl -passout pass:", lambda p: "openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout pass:%s" % p, "the PKCS#12 bundle"),
        ("zip -P", lambda p: "zip -P '%s' -r db-dump-%s.zip dump/" % (p, date_str()), "the dump archive"),
        ("7z -p", lambda p: "7z a -p'%s' -mhe=on handover.7z ./secrets-export" % p, "the handover archive"),
        ("smbclient -U user%pass", lambda p: "smbclient //fs01.corp.local/shared -U 'CORP\\%s%%%s' -c 'ls'" % (u, p), "the SMB share"),
        ("curl -u user:pass", lambda p: "curl -u %s:'%s' -O https://nexus.%s/repository/raw/builds/app-%s.tar.gz" % (u, p, pick(DOMAINS), pick(["1.4.2", "2.0.0-rc1"])), "Nexus"),
        ("wget --password=", lambda p: "wget --user=%s --password='%s' https://files.%s/exports/latest.csv" % (u, p, pick(DOMAINS)), "the file server"),
        ("net use positional password", lambda p: "net use Z: \\\\fs01\\deploy %s /user:CORP\\%s" % (p, u), "the Windows share"),
        ("rabbitmqctl add_user positional", lambda p: "rabbitmqctl add_user %s '%s' && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, p, u), "RabbitMQ"),
        ("keytool -storepass", lambda p: "keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -storepass %s -srcstorepass %s" % (p, p), "the Java keystore"),
        ("ldapsearch -w", lambda p: "ldapsearch -x -H ldaps://ldap.%s -D 'cn=admin,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(uid=%s)'" % (pick(DOMAINS), p, u), "LDAP"),
        ("sqlcmd -P", lambda p: "sqlcmd -S tcp:%s,1433 -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (h, p), "SQL Server"),
        ("mc alias set positional", lambda p: "mc alias set minio http://minio.internal:9000 %s '%s'" % (pick(["minioadmin", "backup", "admin"]), p), "MinIO"),
        ("mosquitto_pub -P", lambda p: "mosquitto_pub -h mqtt.%s -p 8883 --capath /etc/ssl/certs -u %s -P '%s' -t 'factory/line3/cmd' -m reboot" % (pick(DOMAINS), u, p), "the MQTT broker"),
        ("ipmitool -P", lambda p: "ipmitool -I lanplus -H 10.10.%d.%d -U ADMIN -P '%s' chassis power status" % (R.randint(0, 9), R.randint(2, 250), p), "the BMC"),
        ("mysqldump -p attached", lambda p: "mysqldump -u root -p'%s' --single-transaction --routines %s > %s-%s.sql" % (p, db, db, date_str()), "MySQL"),
        ("lftp -u user,pass", lambda p: "lftp -u %s,'%s' sftp://sftp.partner-%s -e 'mirror -R ./out /inbox; bye'" % (u, p, pick(DOMAINS)), "the partner SFTP"),
        ("RSYNC_PASSWORD env", lambda p: "RSYNC_PASSWORD='%s' rsync -av rsync://%s@backup.internal/nightly ./restore/" % (p, u), "the rsync daemon"),
        ("az login -p", lambda p: "az login -u %s@%s -p '%s'" % (u, pick(DOMAINS), p), "Azure CLI"),
        ("vault login userpass password=", lambda p: "vault login -method=userpass username=%s password='%s'" % (u, p), "Vault"),
        ("kubectl docker-registry --docker-password", lambda p: "kubectl create secret docker-registry regcred --docker-server=registry.%s --docker-username=%s --docker-password='%s'" % (pick(DOMAINS), u, p), "the private registry"),
        ("xfreerdp /p:", lambda p: "xfreerdp /v:%s /u:Administrator /p:'%s' /cert:ignore" % (h, p), "the Windows jump host"),
        ("ansible -e become password", lambda p: "ansible-playbook -i inventory/prod site.yml -e 'ansible_become_password=%s'" % p, "sudo on the prod hosts"),
        ("spring --datasource.password", lambda p: "java -jar app.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (u, p), "the Spring datasource"),
        ("clickhouse-client --password", lambda p: "clickhouse-client --host %s --user %s --password '%s' --query 'SELECT count() FROM events'" % (h, u, p), "ClickHouse"),
    ]


CLI_MC_EN = ["I wasn't told {system} on this box still uses password auth; the task only said to \"check the data\".",
             "Nobody mentioned that {system} credentials aren't in the vault yet, so I had to get them from {who}.",
             "The runbook step for {system} just says \"log in as usual\" without saying how.",
             "I didn't know the account for {system} had been reset during the migration."]
CLI_LS_EN = ["Command that worked:\n{cmd}\nNote: it ends up in shell history, clear it afterwards.",
             "{cmd}\nThis is the exact invocation from {who}; the flag order matters for this version.",
             "Got in with:\n{cmd}\nAfter that the rest of the runbook worked as written.",
             "Ran this from the bastion:\n{cmd}"]
CLI_ASK_EN = ["Can {system} move to key/SSO auth so we stop passing the password on the command line?",
              "Who else uses the account for {system}?", "", "Should I rotate the password I used above?"]
CLI_MC_KO = ["{system_i} 아직 비밀번호 인증 쓰는 줄 몰랐음. 티켓엔 \"데이터 확인\"만 적혀 있었음.",
             "{system} 계정 정보가 아직 Vault에 안 올라가 있어서 {who}한테 직접 받아야 했음.",
             "런북의 {system} 단계가 \"평소처럼 로그인\"이라고만 되어 있음.",
             "마이그레이션 때 {system} 계정 비번이 초기화된 걸 몰랐음."]
SYSTEM_KO = {"Harbor registry": "Harbor 레지스트리", "nginx basic auth": "nginx 기본 인증", "the PKCS#12 bundle": "PKCS#12 번들",
             "the dump archive": "덤프 압축 파일", "the handover archive": "인수인계 압축 파일", "the SMB share": "SMB 공유 폴더",
             "the file server": "파일 서버", "the Windows share": "윈도우 공유 폴더", "the Java keystore": "자바 키스토어",
             "the MQTT broker": "MQTT 브로커", "the BMC": "서버 BMC", "the partner SFTP": "파트너사 SFTP", "the rsync daemon": "rsync 데몬",
             "the private registry": "사설 레지스트리", "the Windows jump host": "윈도우 점프 서버", "sudo on the prod hosts": "운영 서버 sudo",
             "the Spring datasource": "Spring 데이터소스", "the Azure CLI": "Azure CLI"}
CLI_LS_KO = ["이렇게 하니까 됨:\n{cmd}\n쉘 히스토리에 남으니까 끝나고 지울 것.",
             "{cmd}\n{who}이 알려준 그대로. 이 버전은 옵션 순서도 중요함.",
             "접속 명령:\n{cmd}\n이후 런북 나머지는 그대로 진행 가능.",
             "bastion에서 실행:\n{cmd}"]
CLI_ASK_KO = ["{system} 비밀번호 말고 키/SSO 인증으로 바꿀 수 있는지?", "이 {system} 계정 다른 데서도 쓰는지?", "",
              "위에 쓴 비밀번호 교체해야 하는지?"]


def build_cli(lang, idx):
    variants = cli_variants()
    name, fn, system = variants[idx % len(variants)]
    pw, pk = shellsafe_pw(lang)
    cmd = fn(pw)
    w = who(lang)
    if lang == "ko":
        system = SYSTEM_KO.get(system, system)
    ctx = dict(system=system, cmd=cmd, who=w, system_i=josa(system, "이", "가"))
    en = lang == "en"
    mc = pick(CLI_MC_EN if en else CLI_MC_KO).format(**ctx)
    ls = pick(CLI_LS_EN if en else CLI_LS_KO).replace("{who}이", josa(w, "이", "가")).format(**ctx)
    ask = pick(CLI_ASK_EN if en else CLI_ASK_KO).format(**ctx)
    return "cli: %s (%s password)" % (name, pk), mc, ls, ask, [pw]


# =====================================================================================================
# Group: passwords in prose, chat, split, tables, logs
# =====================================================================================================
def build_prose_pw(lang, idx):
    en = lang == "en"
    w = who(lang)
    u = pick(USERS)
    h = db_host()
    k = ["plain", "logged_in", "chat", "two_sentences", "two_fields", "ask_repeat", "table", "log", "debug_locals",
         "diff", "hangul", "ko_typed", "ime", "passphrase", "user_pw_pair", "temp_pw", "router", "sftp_email"][idx % 18]
    if k in ("hangul",):
        pw = pw_hangul()
    elif k == "ime":
        pw = pw_ime_garbled()
    elif k == "passphrase":
        pw = pw_passphrase()
    else:
        pw, _ = any_pw(lang)
    sec = [pw]
    sysname = pick(["Jenkins", "Grafana", "Retool", "Metabase", "Airflow", "Synology NAS", "pgAdmin", "Keycloak", "Harbor"])
    ask = ""
    if k == "plain":
        mc = L(lang, "The task needed the %s admin login but nobody said where it is kept." % sysname,
               "%s 관리자 로그인이 필요했는데 어디 보관돼 있는지 아무도 안 알려줌." % sysname)
        ls = L(lang, "The %s admin password is %s (user %s). It is not in 1Password yet." % (sysname, pw, u),
               "%s 관리자 비밀번호는 %s 임 (계정 %s). 아직 1Password에 없음." % (sysname, pw, u))
        ask = L(lang, "Can someone add the %s admin account to the team vault?" % sysname, "%s 관리자 계정 팀 볼트에 등록해줄 수 있는지?" % sysname)
    elif k == "logged_in":
        mc = L(lang, "I didn't know %s had its own local accounts separate from SSO." % sysname, "%s에 SSO와 별개인 로컬 계정이 있는 줄 몰랐음." % sysname)
        ls = L(lang, "I logged in with %s / %s and could change the plugin settings from there." % (u, pw),
               "%s / %s 로 로그인해서 플러그인 설정 바꿈." % (u, pw))
        ask = L(lang, "Should local accounts on %s be disabled once SSO works?" % sysname, "SSO 붙으면 %s 로컬 계정 막아도 되는지?" % sysname)
    elif k == "chat":
        t = hhmm(lang)
        mc = L(lang, "I had no access to %s; %s shared the login in DM:\n[%s] %s: user is %s, pass %s\n[%s] %s: don't share it pls" % (sysname, w, t, w, u, pw, t, w),
               "%s 접근 권한이 없어서 %s한테 DM으로 받음:\n[%s] %s: 계정 %s 비번 %s 임\n[%s] %s: 공유는 하지 말아주세요ㅎㅎ" % (sysname, w, t, w, u, pw, t, w))
        ls = L(lang, "Ask for access through the IT form next time instead of DMs.", "다음부터는 DM 말고 IT 요청 폼으로 권한 받을 것.")
    elif k == "two_sentences":
        mc = L(lang, "The staging admin account for %s is %s. Its password? %s, set by %s in March and never changed." % (sysname, u, pw, w),
               "%s 스테이징 관리자 계정은 %s. 비번은? %s 이고, 3월에 %s 설정한 뒤로 안 바뀜." % (sysname, u, pw, josa(w, "이", "가")))
        ls = L(lang, "The account is shared by three people, which is why nobody rotated it.", "세 명이 같이 쓰는 계정이라 아무도 안 바꾼 것.")
    elif k == "two_fields":
        mc = L(lang, "I wasn't given access to %s. What I eventually got from %s was the root password for %s:" % (sysname, w, h),
               "%s 접근 권한을 못 받았음. %s한테 결국 받은 건 %s root 비밀번호:" % (sysname, w, h))
        ls = L(lang, "%s — it works over SSH but only from the VPN, and sudo asks for it again." % pw,
               "%s — SSH로는 되는데 VPN에서만 되고, sudo 때 다시 물어봄." % pw)
    elif k == "ask_repeat":
        mc = L(lang, "The %s admin account password was never handed over after the contractor left." % sysname,
               "외주 담당자가 나간 뒤 %s 관리자 비밀번호 인수인계가 안 됨." % sysname)
        ls = L(lang, "Found it in the old deploy notes: %s. It still works." % pw, "예전 배포 메모에서 찾음: %s. 아직 됨." % pw)
        ask = L(lang, "Should we keep %s as the %s admin password or rotate it now?" % (pw, sysname), "%s 관리자 비번 %s 그대로 둘지 지금 바꿀지?" % (sysname, pw))
    elif k == "table":
        pw2, _ = any_pw(lang)
        pw3 = pw_generated(12)
        sec = [pw, pw2, pw3]
        hdr = L(lang, "| system | user | password |\n|---|---|---|", "| 시스템 | 계정 | 비밀번호 |\n|---|---|---|")
        rows = "\n| Grafana | admin | %s |\n| Airflow | airflow | %s |\n| pgAdmin | %s@%s | %s |" % (pw, pw2, u, pick(DOMAINS), pw3)
        mc = L(lang, "Nobody told me the handover doc has a credentials table:\n", "인수인계 문서에 계정 표가 있다는 걸 아무도 안 알려줌:\n") + hdr + rows
        ls = L(lang, "These should be moved into the vault; the doc is readable by the whole company.", "전사 공개 문서라 볼트로 옮겨야 함.")
    elif k == "log":
        mc = L(lang, "I didn't know the legacy login endpoint logs the request body at DEBUG.", "레거시 로그인 API가 DEBUG 레벨에서 요청 바디를 찍는 줄 몰랐음.")
        ls = L(lang, "Seen in the pod log:\n%s DEBUG auth.views POST /api/login body={\"username\": \"%s\", \"password\": \"%s\"}\nLog level for auth.views must stay at INFO." % (ts_str(), u, pw),
               "파드 로그에서 발견:\n%s DEBUG auth.views POST /api/login body={\"username\": \"%s\", \"password\": \"%s\"}\nauth.views 로그 레벨은 INFO 유지해야 함." % (ts_str(), u, pw))
        ask = L(lang, "Do we need to purge those log lines from Loki?", "Loki에 남은 해당 로그 지워야 하는지?")
    elif k == "debug_locals":
        mc = L(lang, "The staging Django site had DEBUG=True; nobody mentioned it.", "스테이징 Django가 DEBUG=True 상태인 걸 몰랐음.")
        ls = L(lang, "The error page leaked settings:\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': '%s', 'NAME': 'app', 'USER': '%s', 'PASSWORD': '%s'}}" % (h, u, pw),
               "에러 페이지에 설정이 그대로 노출됨:\nDATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'HOST': '%s', 'NAME': 'app', 'USER': '%s', 'PASSWORD': '%s'}}" % (h, u, pw))
        ask = L(lang, "Who can turn DEBUG off on staging?", "스테이징 DEBUG 끌 권한 누구한테 있는지?")
    elif k == "diff":
        mc = L(lang, "Someone hardcoded the DB password during the outage and nobody reverted it.", "장애 때 누가 DB 비번을 하드코딩하고 원복을 안 함.")
        ls = L(lang, "From `git log -p config/database.yml`:\n-  password: <%%= ENV['DB_PASSWORD'] %%>\n+  password: %s\nReverted in my branch." % pw,
               "`git log -p config/database.yml` 결과:\n-  password: <%%= ENV['DB_PASSWORD'] %%>\n+  password: %s\n내 브랜치에서 원복함." % pw)
    elif k == "hangul":
        mc = L(lang, "The office router admin page was needed to open a port; nobody told me the password is in Korean.",
               "포트 열려고 공유기 관리자 페이지 들어가야 했는데 비번이 한글인 걸 몰랐음.")
        ls = L(lang, "Router admin password: %s (yes, Hangul; type it with the Korean IME)." % pw,
               "공유기 관리자 비밀번호: %s (한글 맞음, 한글 자판으로 입력)." % pw)
    elif k == "ko_typed":
        pw, word = pw_ko_typed()
        sec = [pw]
        mc = L(lang, "The Windows build machine password is a Korean word typed on the English layout; nobody said so.",
               "빌드 머신 윈도우 비밀번호가 한글 단어를 영문 자판으로 친 거라는 걸 아무도 말 안 해줌.")
        ls = L(lang, "It is %s — type it exactly like that, the IME must be in English mode." % pw,
               "비번은 %s — 한/영 키 영문 상태에서 그대로 입력해야 함." % pw)
        ask = L(lang, "Can the build machine use a service account instead?", "빌드 머신 서비스 계정으로 바꿀 수 있는지?")
    elif k == "ime":
        mc = L(lang, "The kiosk account password was set while the Korean IME was on, so it is stored in Jamo.",
               "키오스크 계정 비번을 한글 모드에서 설정해서 자모로 저장돼 있었음.")
        ls = L(lang, "The actual stored password is %s; switching IME to Korean before typing makes it work." % pw,
               "실제 저장된 비번은 %s 임. 한글 모드로 바꾸고 입력하면 로그인 됨." % pw)
    elif k == "passphrase":
        mc = L(lang, "The encrypted backup volume needs a passphrase that wasn't in the runbook.", "암호화된 백업 볼륨 패스프레이즈가 런북에 없었음.")
        ls = L(lang, "Passphrase for the LUKS backup disk: \"%s\" (quotes not included)." % pw, "LUKS 백업 디스크 패스프레이즈: \"%s\" (따옴표 제외)." % pw)
        ask = L(lang, "Where should the LUKS passphrase live — the break-glass envelope or the vault?", "LUKS 패스프레이즈를 금고 봉투에 둘지 볼트에 둘지?")
    elif k == "user_pw_pair":
        mc = L(lang, "Handover note from %s, verbatim:\nhost: %s\nuser: %s\npw: %s" % (w, h, u, pw),
               "%s 인수인계 메모 그대로:\nhost: %s\nuser: %s\npw: %s" % (w, h, u, pw))
        ls = L(lang, "The host only accepts connections from the office IP range.", "해당 호스트는 사무실 IP 대역에서만 접속 허용.")
    elif k == "temp_pw":
        mc = L(lang, "The new vendor portal account arrived by email and I pasted the mail here.", "신규 벤더 포털 계정 메일이 와서 그대로 붙여둠.")
        ls = L(lang, "\"Welcome to the partner portal. Username: %s@%s  Temporary password: %s  You will be asked to change it at first login.\"" % (u, pick(DOMAINS), pw),
               "\"파트너 포털에 오신 것을 환영합니다. 아이디: %s@%s  임시 비밀번호: %s  최초 로그인 시 변경이 필요합니다.\"" % (u, pick(DOMAINS), pw))
        ask = L(lang, "Did anyone change the temporary password yet?", "임시 비밀번호 누가 바꿨는지?")
    elif k == "router":
        ip = "192.168.%d.1" % pick([0, 1, 10, 50])
        mc = L(lang, "Port forwarding for the test device farm lives on the office router, which wasn't in any doc.",
               "테스트 디바이스팜 포트포워딩이 사무실 공유기에 있는데 문서에 없었음.")
        ls = L(lang, "I logged into the router at http://%s with admin / %s and added the rule for port 8443." % (ip, pw),
               "http://%s 공유기에 admin / %s 로 로그인해서 8443 포트 규칙 추가함." % (ip, pw))
    else:  # sftp_email
        mc = L(lang, "The partner's SFTP details came in an email that wasn't forwarded to the team:\nHost: sftp.%s\nPort: 22\nUsername: %s_upload\nPassword: %s" % (pick(DOMAINS), pick(ORGS), pw),
               "파트너사 SFTP 정보가 팀에 공유 안 된 메일로 왔음:\nHost: sftp.%s\nPort: 22\nUsername: %s_upload\nPassword: %s" % (pick(DOMAINS), pick(ORGS), pw))
        ls = L(lang, "Uploads must be in the /inbox folder or the partner's job ignores them.", "/inbox 폴더에 올려야 파트너 배치가 가져감.")
    return "prose password: %s" % k, mc, ls, ask, sec


# =====================================================================================================
# Group: connection strings
# =====================================================================================================
def build_conn(lang, idx):
    en = lang == "en"
    u = pick(USERS)
    h = db_host()
    k = ["pg_url", "jdbc_yaml", "mssql", "mongo_srv", "rediss", "amqp", "smtp", "oracle", "snowflake", "elastic_url", "ldap_bind", "sqlalchemy"][idx % 12]
    pw, _ = any_pw(lang)
    enc = quote(pw, safe="")
    sec = [enc] if enc != pw else [pw]
    if k == "pg_url":
        snip = "DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, pick(["app", "core", "orders"]))
        what = "Postgres"
    elif k == "jdbc_yaml":
        pw = pw_generated()
        sec = [pw]
        snip = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true\n    username: %s\n    password: '%s'" % (h, pick(["shop", "crm"]), u, pw)
        what = "MySQL (Spring)"
    elif k == "mssql":
        pw = pw_generated()
        sec = [pw]
        snip = '"ConnectionStrings": { "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" }' % (
            pick(ORGS) + "-sql", pick(["Billing", "Crm", "Portal"]), u, pw)
        what = "Azure SQL"
    elif k == "mongo_srv":
        snip = "MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(LODG, 5), pick(["app", "events"]))
        what = "MongoDB Atlas"
    elif k == "rediss":
        snip = "REDIS_URL=rediss://default:%s@%s-%s.upstash.io:6379" % (enc, pick(["polished", "quiet", "brave"]), pick(["lark", "mole", "wren"]) + digits(5))
        what = "Redis"
    elif k == "amqp":
        snip = "CELERY_BROKER_URL = \"amqp://%s:%s@rabbitmq.internal:5672/%s\"" % (u, enc, pick(["prod", "jobs", "%2F"]))
        what = "RabbitMQ"
    elif k == "smtp":
        snip = "EMAIL_URL=smtp://%s%%40%s:%s@smtp.%s:587/?tls=True" % (pick(["noreply", "alerts", "mailer"]), pick(DOMAINS), enc, pick(["mailgun.org", "office365.com", "gmail.com", "sendgrid.net"]))
        what = "SMTP"
    elif k == "oracle":
        pw = pw_generated(12).replace("@", "#").replace("/", "_")
        sec = [pw]
        snip = "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u.upper(), pw, h)
        what = "Oracle"
    elif k == "snowflake":
        snip = "conn = snowflake.connector.connect(\n    account=\"%s-%s\",\n    user=\"%s\",\n    password=\"%s\",\n    warehouse=\"ANALYTICS_WH\",\n)" % (
            rs(UP, 7), rs(UPDG, 7), u.upper(), pw)
        sec = [pw]
        what = "Snowflake"
    elif k == "elastic_url":
        snip = "ELASTICSEARCH_URL=https://elastic:%s@es-%s.internal:9200" % (enc, pick(["logs", "search", "apm"]))
        what = "Elasticsearch"
    elif k == "ldap_bind":
        pw = pw_generated()
        sec = [pw]
        snip = "ldap_uri = ldaps://ldap.%s\nldap_default_bind_dn = cn=svc-bind,ou=services,dc=corp,dc=local\nldap_default_authtok = %s" % (pick(DOMAINS), pw)
        what = "LDAP (sssd.conf)"
    else:
        snip = "engine = create_engine(\"postgresql+psycopg://%s:%s@%s/%s\", pool_pre_ping=True)" % (u, enc, h, pick(["warehouse", "app"]))
        what = "Postgres (SQLAlchemy)"
    if enc != pw and pw in snip:
        sec.append(pw)
    mc = P(lang, ["I wasn't told where the %s credentials for this service are configured; the README only lists the host." % what,
                  "Nobody said the %s connection for the worker lives in a different file than the web app's." % what,
                  "The task didn't mention the %s credentials were changed last sprint." % what],
           ["%s 접속 정보가 어디 설정돼 있는지 전달받지 못함. README엔 호스트만 있음." % what,
            "워커의 %s 접속 정보가 웹앱이랑 다른 파일에 있다는 얘기가 없었음." % what,
            "지난 스프린트에 %s 계정 정보가 바뀐 걸 전달받지 못함." % what])
    tail = P(lang, ["Special characters in the password have to be percent-encoded in the URL.", "Pool settings were fine; only the credentials were stale.", "Restart both web and worker after changing it."],
             ["비번 특수문자는 URL에서 퍼센트 인코딩 해야 함.", "풀 설정은 문제 없었고 계정 정보만 옛날 거였음.", "바꾼 뒤 web, worker 둘 다 재시작 필요."])
    ls = P(lang, ["Working setting:\n%s\n%s" % (snip, tail), "%s\n%s" % (snip, tail)], ["동작하는 설정:\n%s\n%s" % (snip, tail), "%s\n%s" % (snip, tail)])
    ask = P(lang, ["Can we switch %s to IAM/managed identity auth?" % what, "", "Who owns the %s service account?" % what],
            ["%s IAM/관리 ID 인증으로 바꿀 수 있는지?" % what, "", "%s 서비스 계정 담당자 누구인지?" % what])
    return "connection string: %s" % k, mc, ls, ask, sec


# =====================================================================================================
# Group: private keys (PEM, OpenSSH, kubeconfig, SA JSON, PuTTY, WireGuard, age, PGP)
# =====================================================================================================
def build_pem(lang, idx):
    k = ["openssh", "p8", "sec1", "rsa_head", "kubeconfig", "gcp_sa", "ppk", "wireguard", "age", "pgp_head"][idx % 10]
    host = pick(["deploy@bastion", "ubuntu@ip-10-0-%d-%d" % (R.randint(0, 9), R.randint(2, 250)), "ci@build-01", "jisoo@macbook"])
    if k == "openssh":
        lines, pub = openssh_ed25519(host)
        snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        sec = list(lines)
        what = L(lang, "the deploy SSH key (~/.ssh/id_ed25519)", "배포용 SSH 키 (~/.ssh/id_ed25519)")
    elif k == "p8":
        lines = pem_lines(ec_pkcs8_der())
        kid = rs(UPDG, 10)
        snip = "AuthKey_%s.p8:\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (kid, "\n".join(lines))
        sec = list(lines)
        what = L(lang, "the App Store Connect API key (key ID %s)" % kid, "App Store Connect API 키 (Key ID %s)" % kid)
    elif k == "sec1":
        lines = pem_lines(ec_sec1_der())
        snip = "/etc/nginx/ssl/%s.key\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % (pick(DOMAINS), "\n".join(lines))
        sec = list(lines)
        what = L(lang, "the TLS private key for the internal ingress", "내부 ingress용 TLS 개인키")
    elif k == "rsa_head":
        lines = pem_lines(rsa_der(2048))[:R.randint(3, 5)]
        snip = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...(truncated)" % "\n".join(lines)
        sec = list(lines)
        what = L(lang, "the legacy SFTP RSA key (id_rsa)", "레거시 SFTP RSA 키 (id_rsa)")
    elif k == "kubeconfig":
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(ec_sec1_der())) + "\n-----END EC PRIVATE KEY-----\n"
        blob = b64s(pem)
        snip = "users:\n- name: %s-admin\n  user:\n    client-certificate: /home/%s/.kube/certs/admin.crt\n    client-key-data: %s" % (pick(["k3s", "kind", "prod-eks"]), pick(USERS), blob)
        sec = [blob]
        what = L(lang, "the cluster-admin kubeconfig", "cluster-admin kubeconfig")
    elif k == "gcp_sa":
        lines = pem_lines(rsa_der(2048, pkcs8=True))[:3]
        proj = pick(ORGS) + "-" + pick(["prod", "data", "ml"]) + "-" + digits(6)
        snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            proj, hexs(40), "\\n".join(lines), pick(["bq-loader", "ci-deployer", "firebase-adminsdk-" + rs(LODG, 5)]), proj)
        sec = list(lines)
        what = L(lang, "the GCP service account key file", "GCP 서비스 계정 키 파일")
    elif k == "ppk":
        pub = b64(sstr(b"ssh-ed25519") + sstr(rbytes(32)))
        priv = b64(sstr(rbytes(32)))
        mac = hexs(64)
        snip = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            host, "\n".join(wrap(pub, 64)), priv, mac)
        sec = [priv]
        what = L(lang, "the PuTTY key used on the Windows jump box", "윈도우 점프 서버에서 쓰는 PuTTY 키")
    elif k == "wireguard":
        priv = wg_key()
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/16" % (
            priv, R.randint(2, 250), wg_key(), pick(DOMAINS))
        sec = [priv]
        what = L(lang, "my WireGuard client config (wg0.conf)", "WireGuard 클라이언트 설정 (wg0.conf)")
    elif k == "age":
        s = age_secret()
        snip = "# created: %sT10:12:44+09:00\n# public key: %s\n%s" % (date_str(), age_public(), s)
        sec = [s]
        what = L(lang, "the SOPS age key (keys.txt)", "SOPS age 키 (keys.txt)")
    else:
        body = b64(b"\x94\x58\x04" + rbytes(150))
        lines = wrap(body, 64)[:3]
        snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n[...]" % "\n".join(lines)
        sec = list(lines)
        what = L(lang, "the release-signing GPG key", "릴리즈 서명용 GPG 키")
    mc = P(lang, ["Nobody told me %s is only on %s's laptop; CI had no copy." % (what, who(lang)),
                  "I lacked %s and the task assumed I had it." % what,
                  "The handover didn't include %s, so deploys failed." % what],
           ["%s %s 노트북에만 있다는 걸 아무도 말 안 해줌. CI엔 없음." % (josa(what, "이", "가"), who(lang)),
            "%s 없는데 작업은 있다고 가정하고 있었음." % josa(what, "이", "가"),
            "인수인계에 %s 빠져서 배포가 실패함." % josa(what, "이", "가")])
    ls = P(lang, ["Recovered it from the old runner; contents:\n%s" % snip, "%s\nMust be chmod 600 or the client refuses it." % snip],
           ["예전 러너에서 복구함. 내용:\n%s" % snip, "%s\n권한 600 아니면 클라이언트가 거부함." % snip])
    ask = P(lang, ["Where should %s be stored now that it's been pasted here?" % what, "Should this key be revoked and reissued?", ""],
            ["여기 붙였으니 키 재발급해야 하는지?", "이 키 원래 어디 보관해야 하는지?", ""])
    return "private key: %s" % k, mc, ls, ask, sec


# =====================================================================================================
# Group: TOTP, recovery codes, Wi-Fi, PINs, crypto, app passwords
# =====================================================================================================
def build_totp(lang, idx):
    k = ["otpauth", "setup_key", "oathtool", "pyotp"][idx % 4]
    seed = totp_seed(pick([10, 20]))
    issuer = pick(["AWS", "GitHub", "Cloudflare", "Okta", "Grafana", "Vault", "Google"])
    acct = "%s@%s" % (pick(USERS), pick(DOMAINS))
    sec = [seed]
    if k == "otpauth":
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, quote(acct), seed, issuer)
    elif k == "setup_key":
        g = " ".join(wrap(seed.lower(), 4))
        sec = [g]
        snip = L(lang, "Setup key: %s" % g, "설정 키: %s" % g)
    elif k == "oathtool":
        snip = "oathtool --totp -b %s" % seed
    else:
        snip = 'pyotp.TOTP("%s").now()' % seed
    mc = L(lang, "The shared %s root/break-glass account has MFA, and only one phone had the authenticator entry." % issuer,
           "공용 %s break-glass 계정에 MFA가 걸려 있었는데 인증 앱 등록된 폰이 하나뿐이었음." % issuer)
    ls = P(lang, ["I decoded the QR from the onboarding doc so CI can generate codes:\n%s" % snip, "To get a code without the phone:\n%s" % snip],
           ["온보딩 문서 QR을 디코딩해서 CI에서도 코드 생성 가능하게 함:\n%s" % snip, "폰 없이 코드 받는 법:\n%s" % snip])
    ask = L(lang, "Should the TOTP seed go into the vault's break-glass entry?", "TOTP 시드를 볼트 break-glass 항목에 넣어야 하는지?")
    return "totp: %s (%s)" % (k, issuer), mc, ls, ask, sec


def build_recovery(lang, idx):
    k = ["github", "google", "onepassword", "bitlocker", "apple", "discord"][idx % 6]
    if k == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(4, 8))]
        snip = "\n".join(codes)
        what = "GitHub recovery codes for the org owner account"
        kwhat = "GitHub 조직 owner 계정 복구 코드"
    elif k == "google":
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randint(5, 10))]
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        what = "Google Workspace backup codes for the admin account"
        kwhat = "Google Workspace 관리자 계정 백업 코드"
    elif k == "onepassword":
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPDG, 6), rs(UPDG, 6), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5))]
        snip = L(lang, "Secret Key: %s" % codes[0], "Secret Key: %s" % codes[0])
        what = "the 1Password Secret Key of the shared ops account"
        kwhat = "공용 ops 1Password 계정 Secret Key"
    elif k == "bitlocker":
        codes = ["-".join(digits(6, False) for _ in range(8))]
        snip = "Recovery key ID: %s\nRecovery key: %s" % (uuid4().split("-")[0].upper(), codes[0])
        what = "the BitLocker recovery key of the build laptop"
        kwhat = "빌드 노트북 BitLocker 복구 키"
    elif k == "apple":
        codes = ["-".join(rs(UPDG, 4) for _ in range(7))]
        snip = codes[0]
        what = "the Apple ID recovery key for the App Store account"
        kwhat = "앱스토어 Apple ID 복구 키"
    else:
        codes = [rs(LODG, 4) + rs(LODG, 4) for _ in range(R.randint(5, 10))]
        snip = "  ".join(codes)
        what = "Discord backup codes for the community bot owner"
        kwhat = "커뮤니티 봇 owner 디스코드 백업 코드"
    mc = L(lang, "The 2FA device was with someone on leave, so I needed %s%s." % ("" if what.startswith("the ") else "the ", what),
           "2FA 기기 가진 사람이 휴가 중이라 %s가 필요했음." % kwhat)
    ls = L(lang, "%s:\n%s\nOne code was used today." % (what[0].upper() + what[1:], snip), "%s:\n%s\n오늘 하나 사용함." % (kwhat, snip))
    ask = L(lang, "Who should hold these codes from now on?", "앞으로 이 코드 누가 보관하는지?")
    return "recovery codes: %s" % k, mc, ls, ask, codes


def build_wifi(lang, idx):
    k = ["nmcli", "wpa_supplicant", "wifi_qr", "hostapd", "prose"][idx % 5]
    ssid = pick(["ACME-Guest", "haneul_5G", "Lab-IoT", "OFFICE-STAFF", "dev-test-2.4G", "카페_손님용"])
    pw = pick([pw_passphrase(), pw_human(), pw_generated(12), digits(10, False), pw_hangul() if lang == "ko" else pw_leet()])
    if " " in pw and k != "prose":
        pw = pw.replace(" ", "-")
    if k == "nmcli":
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
    elif k == "wpa_supplicant":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif k == "wifi_qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif k == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
    else:
        snip = L(lang, "The Wi-Fi is %s and the password is %s" % (ssid, pw), "와이파이 %s 비번은 %s" % (ssid, pw))
    mc = P(lang, ["The test devices in the lab need to join %s, which nobody mentioned." % ssid,
                  "The Raspberry Pi kiosk lost Wi-Fi after the router swap and I had no credentials."],
           ["랩 테스트 기기들이 %s에 붙어야 한다는 걸 몰랐음." % ssid, "공유기 교체 후 라즈베리파이 키오스크가 와이파이 끊김. 접속 정보 없었음."])
    ls = P(lang, ["%s\nThe 5 GHz band doesn't work with the ESP32 boards; use 2.4 GHz." % snip, "Fixed with:\n%s" % snip],
           ["%s\nESP32 보드는 5GHz 안 됨, 2.4GHz 써야 함." % snip, "이걸로 해결:\n%s" % snip])
    return "wifi: %s" % k, mc, ls, "", [pw]


def build_pin(lang, idx):
    k = ["door", "puk", "alarm", "safe", "keypad"][idx % 5]
    if k == "door":
        code = "*%s#%s" % (digits(4, False), digits(4, False))
        en_s, ko_s = "The server room door code is %s (press * first)." % code, "서버실 도어락 번호는 %s (별표 먼저)." % code
    elif k == "puk":
        code = digits(8, False)
        en_s, ko_s = "The test phone's SIM got locked; the PUK is %s." % code, "테스트폰 유심 잠김. PUK 번호 %s." % code
    elif k == "alarm":
        code = digits(4, False) + "-" + digits(4, False)
        en_s, ko_s = "To disarm the office alarm after hours enter %s on the panel." % code, "야간에 사무실 경비 해제하려면 패널에 %s 입력." % code
    elif k == "safe":
        code = "-".join(str(R.randint(10, 99)) for _ in range(4))
        en_s, ko_s = "The key safe with the hardware tokens opens with %s." % code, "하드웨어 토큰 들어있는 금고 번호 %s." % code
    else:
        code = digits(8, False)
        en_s, ko_s = "The rack cabinet keypad PIN is %s." % code, "랙 캐비닛 키패드 PIN은 %s." % code
    mc = L(lang, "The task required physical access to reset the device and nobody told me how to get in.",
           "장비 리셋하려면 직접 가야 했는데 출입 방법을 아무도 안 알려줌.")
    ls = L(lang, en_s + " " + pick(["Facilities changes it every quarter.", "Don't let the door stay open, it alarms after 60s."]),
           ko_s + " " + pick(["총무팀이 분기마다 바꿈.", "문 60초 이상 열어두면 경보 울림."]))
    return "physical access code: %s" % k, mc, ls, L(lang, "Who do I ask for access next time?", "다음엔 출입 권한 누구한테 요청?"), [code]


def build_crypto(lang, idx):
    k = ["seed12", "seed24", "eth_priv", "wif", "solana", "nsec"][idx % 6]
    if k.startswith("seed"):
        n = 12 if k == "seed12" else 24
        s = " ".join(R.choice(BIP39) for _ in range(n))
        snip = s
        what = L(lang, "the test-wallet seed phrase", "테스트 지갑 시드 문구")
    elif k == "eth_priv":
        s = eth_priv()
        snip = "DEPLOYER_PRIVATE_KEY=%s\n# hardhat.config.ts reads it as accounts: [process.env.DEPLOYER_PRIVATE_KEY]" % s
        what = L(lang, "the deployer private key", "배포 지갑 개인키")
    elif k == "wif":
        s = wif_key()
        snip = "bitcoin-cli importprivkey %s \"hot-wallet\" false" % s
        what = L(lang, "the hot wallet key", "핫월렛 키")
    elif k == "solana":
        s = b58enc(rbytes(64))
        snip = "PAYER_SECRET_KEY=%s" % s
        what = L(lang, "the devnet payer keypair", "devnet payer 키페어")
    else:
        s = nsec()
        snip = "NOSTR_NSEC=%s" % s
        what = L(lang, "the relay bot's nostr key", "릴레이 봇 nostr 키")
    mc = L(lang, "I wasn't told the faucet scripts need %s." % what, "faucet 스크립트가 %s 필요로 한다는 걸 몰랐음." % josa(what, "을", "를"))
    ls = L(lang, "Found it in the old repo:\n%s\nIt controls real funds on mainnet too." % snip, "예전 레포에서 찾음:\n%s\n메인넷 자금도 이걸로 움직임." % snip)
    return "crypto key: %s" % k, mc, ls, L(lang, "Should we move this to a hardware wallet / KMS signer?", "하드웨어 지갑이나 KMS 서명으로 옮겨야 하는지?"), [s]


def build_apppw(lang, idx):
    k = ["gmail", "apple", "microsoft"][idx % 3]
    if k == "gmail":
        s = " ".join(rs(LO, 4) for _ in range(4))
        snip = "EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"%s@%s\"\nEMAIL_HOST_PASSWORD = \"%s\"" % (pick(["alerts", "noreply"]), pick(DOMAINS), s)
        what = "Gmail app password"
    elif k == "apple":
        s = "-".join(rs(LO, 4) for _ in range(4))
        snip = "xcrun notarytool store-credentials \"notary-%s\" --apple-id \"%s@%s\" --team-id %s --password \"%s\"" % (pick(ORGS), pick(["build", "release"]), pick(DOMAINS), rs(UPDG, 10), s)
        what = "Apple app-specific password"
    else:
        s = rs(LO, 16)
        snip = "smtp.office365.com:587 user=%s@%s app password=%s" % (pick(["scanner", "printer"]), pick(DOMAINS), s)
        what = "Microsoft app password"
    mc = L(lang, "I didn't know the account has 2FA, so the normal password fails for %s." % ("SMTP" if k != "apple" else "notarization"),
           "계정에 2FA가 있어서 일반 비번으로는 %s 안 된다는 걸 몰랐음." % josa("SMTP" if k != "apple" else "공증", "이", "가"))
    ls = L(lang, "It needs %s %s instead:\n%s" % ("an" if what[0] in "AEIOU" else "a", what, snip), "%s 필요함:\n%s" % (josa(what, "이", "가"), snip))
    return "app password: %s" % k, mc, ls, "", [s]


# =====================================================================================================
# Group: HTTP auth, cookies, SQL user statements, presigned URLs
# =====================================================================================================
def build_http(lang, idx):
    k = ["basic", "cookie_django", "connect_sid", "sql_create", "sql_alter", "presigned", "nextauth_cookie", "bearer_har"][idx % 8]
    u = pick(USERS)
    if k == "basic":
        pw, _ = shellsafe_pw(lang)
        blob = b64s("%s:%s" % (u, pw))
        snip = "GET /api/v1/admin/export HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % ("internal." + pick(DOMAINS), blob)
        sec = [blob]
    elif k == "cookie_django":
        sid = rs(LODG, 32)
        csrf = rs(ALNUM, 32)
        snip = "curl 'https://admin.%s/admin/orders/' -H 'cookie: csrftoken=%s; sessionid=%s' -H 'user-agent: Mozilla/5.0'" % (pick(DOMAINS), csrf, sid)
        sec = [sid, csrf]
    elif k == "connect_sid":
        sid = "s%3A" + rs(URLCH, 32) + "." + quote(b64(rbytes(32)).rstrip("="), safe="")
        snip = "Cookie: connect.sid=%s; theme=dark" % sid
        sec = [sid]
    elif k == "sql_create":
        pw, _ = shellsafe_pw(lang)
        snip = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, pw, pick(["shop", "crm"]), u)
        sec = [pw]
    elif k == "sql_alter":
        pw, _ = shellsafe_pw(lang)
        snip = "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (u, pw)
        sec = [pw]
    elif k == "presigned":
        akid = "AKIA" + rs(UP + "234567", 16)
        sig = hexs(64)
        snip = ("https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
                "&X-Amz-Date=%sT000000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(ORGS) + "-exports", date_str(), akid, date_str().replace("-", ""), date_str().replace("-", ""), sig)
        sec = [akid, sig]
    elif k == "nextauth_cookie":
        tok = jwt({"name": pick(EN_PEOPLE), "email": "%s@%s" % (pick(USERS), pick(DOMAINS)), "sub": uuid4(), "iat": 1735000000 + R.randint(0, 9999999), "exp": 1767000000 + R.randint(0, 9999999)})
        snip = "__Secure-next-auth.session-token=%s" % tok
        sec = [tok]
    else:
        tok = jwt({"sub": digits(6), "scope": "orders:read orders:write", "iss": "https://auth.%s" % pick(DOMAINS), "exp": 1767000000 + R.randint(0, 9999999)}, alg="ES256", siglen=64)
        snip = '"headers": [{"name": "authorization", "value": "Bearer %s"}, {"name": "x-request-id", "value": "%s"}]' % (tok, uuid4())
        sec = [tok]
    MC = {"basic": ("I didn't know the admin export endpoint still accepts HTTP Basic; the API spec only documents OAuth.",
                    "어드민 export 엔드포인트가 아직 HTTP Basic을 받는 줄 몰랐음. API 스펙엔 OAuth만 있음."),
          "cookie_django": ("Reproducing the admin bug needed a logged-in session and nobody gave me a test account, so I used \"Copy as cURL\" from DevTools.",
                            "어드민 버그 재현에 로그인 세션이 필요했는데 테스트 계정을 못 받아서 DevTools의 \"Copy as cURL\"을 씀."),
          "connect_sid": ("Nobody told me the Express admin keeps sessions in Redis, so restarting it didn't log anyone out.",
                          "Express 어드민이 세션을 Redis에 둬서 재시작해도 로그아웃이 안 된다는 걸 몰랐음."),
          "sql_create": ("Nobody told me the DBA grants are done by hand, not by migrations.", "DB 권한 부여가 마이그레이션이 아니라 수동이라는 걸 몰랐음."),
          "sql_alter": ("I wasn't told the reporting role's password expires yearly; the dashboard broke on Jan 1.", "리포팅 롤 비밀번호가 매년 만료된다는 걸 몰랐음. 1월 1일에 대시보드가 깨짐."),
          "presigned": ("The partner needed the export and nobody said we share files through presigned S3 links.", "파트너가 export 파일을 요청했는데 presigned S3 링크로 공유한다는 걸 아무도 말 안 해줌."),
          "nextauth_cookie": ("I needed to call the app's API as a logged-in user and nobody said it authenticates with the NextAuth session cookie.",
                              "로그인 사용자로 API를 호출해야 했는데 NextAuth 세션 쿠키로 인증한다는 걸 몰랐음."),
          "bearer_har": ("The bug report came with a HAR file and nobody mentioned it still contains live auth headers.", "버그 리포트에 HAR 파일이 첨부돼 있었는데 실제 인증 헤더가 그대로 들어있다는 말이 없었음.")}
    mc = L(lang, MC[k][0], MC[k][1])
    ls = P(lang, ["Captured from the browser / CLI:\n%s" % snip, "What worked:\n%s" % snip, "For the record:\n%s" % snip], ["브라우저/CLI에서 캡처:\n%s" % snip, "동작한 것:\n%s" % snip, "기록용:\n%s" % snip])
    return "http/sql credential: %s" % k, mc, ls, P(lang, ["", "Can this be replaced with short-lived tokens?"], ["", "단기 토큰으로 바꿀 수 있는지?"]), sec


def build_framework(lang, idx):
    k = ["django", "laravel", "rails", "nextauth", "jwt_secret", "fernet", "flask", "symfony"][idx % 8]
    if k == "django":
        s = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
        snip = "SECRET_KEY = '%s'" % s
    elif k == "laravel":
        s = "base64:" + b64(rbytes(32))
        snip = "APP_KEY=%s" % s
    elif k == "rails":
        s = hexs(128)
        snip = "production:\n  secret_key_base: %s" % s
    elif k == "nextauth":
        s = b64(rbytes(32))
        snip = "NEXTAUTH_SECRET=%s" % s
    elif k == "jwt_secret":
        s = pick([hexs(64), rs(ALNUM, 48), pw_passphrase().replace(" ", "-") + "-jwt"])
        snip = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d" % s
    elif k == "fernet":
        s = b64u(rbytes(32)) + "="
        snip = "FERNET_KEY = b\"%s\"" % s
    elif k == "flask":
        s = hexs(64)
        snip = "app.config[\"SECRET_KEY\"] = \"%s\"" % s
    else:
        s = hexs(32)
        snip = "APP_SECRET=%s" % s
    mc = L(lang, "I wasn't told that all replicas must share the same signing secret; sessions broke after I regenerated it on one pod.",
           "모든 레플리카가 같은 서명 시크릿을 써야 한다는 걸 몰랐음. 한 파드에서 새로 만들었더니 세션이 다 깨짐.")
    ls = L(lang, "Restored the original value:\n%s\nIt also encrypts stored cookies, so rotating it logs everyone out." % snip,
           "원래 값으로 복구:\n%s\n쿠키 암호화에도 쓰여서 바꾸면 전원 로그아웃됨." % snip)
    return "framework secret: %s" % k, mc, ls, L(lang, "Where is the canonical copy of this secret kept?", "이 시크릿 원본은 어디 보관하는지?"), [s]


def build_cfgfile(lang, idx):
    k = ["netrc", "pgpass", "maven", "pipconf", "s3cfg", "wpconfig", "nugetconfig", "composer", "ansible_inv", "grafana_ini", "rclone"][idx % 11]
    u = pick(USERS)
    pw, _ = shellsafe_pw(lang)
    sec = [pw]
    if k == "netrc":
        f, snip = "~/.netrc", "machine git.%s\n  login %s\n  password %s" % (pick(DOMAINS), u, pw)
    elif k == "pgpass":
        f, snip = "~/.pgpass", "%s:5432:*:%s:%s" % (db_host(), u, pw.replace(":", "\\:"))
        sec = [pw.replace(":", "\\:")]
    elif k == "maven":
        f, snip = "~/.m2/settings.xml", "<server>\n  <id>nexus-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (u, pw.replace("&", "&amp;"))
        sec = [pw.replace("&", "&amp;")]
    elif k == "pipconf":
        enc = quote(pw, safe="")
        f, snip = "/etc/pip.conf", "[global]\nindex-url = https://%s:%s@pypi.internal.%s/simple/" % (u, enc, pick(DOMAINS))
        sec = [enc]
    elif k == "s3cfg":
        ak = rs(UPDG, 20)
        sk = rs(ALNUM + "/+", 40)
        f, snip = "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com" % (ak, sk)
        sec = [ak, sk]
    elif k == "wpconfig":
        f, snip = "wp-config.php", "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );" % (u, pw)
    elif k == "nugetconfig":
        f, snip = "NuGet.Config", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, pw.replace("&", "&amp;"))
        sec = [pw.replace("&", "&amp;")]
    elif k == "composer":
        f, snip = "auth.json", json.dumps({"http-basic": {"repo.packagist.com": {"username": u, "password": pw}}}, indent=2)
    elif k == "ansible_inv":
        f, snip = "inventory/hosts.ini", "[db]\n%s ansible_user=%s ansible_password=%s" % (db_host(), u, pw)
    elif k == "grafana_ini":
        f, snip = "grafana.ini", "[security]\nadmin_user = admin\nadmin_password = %s" % pw
    else:
        f, snip = "rclone.conf", "[nas]\ntype = sftp\nhost = nas.internal\nuser = %s\npass = %s" % (u, b64u(rbytes(24)))
        sec = [snip.rsplit("= ", 1)[1]]
    if any(x not in snip for x in sec):
        sec = [pw]
    mc = P(lang, ["I didn't know the tool reads credentials from %s rather than env vars." % f, "Nobody mentioned %s on the build box holds credentials." % f],
           ["이 툴이 환경변수가 아니라 %s에서 계정 정보를 읽는 줄 몰랐음." % f, "빌드 서버 %s에 계정 정보가 있다는 얘기가 없었음." % f])
    ls = P(lang, ["Contents of %s that made it work:\n%s" % (f, snip), "%s\nFile permissions must be 600." % snip],
           ["동작하게 만든 %s 내용:\n%s" % (f, snip), "%s\n파일 권한 600이어야 함." % snip])
    return "credentials file: %s" % k, mc, ls, P(lang, ["", "Can this file be generated from the vault at boot?"], ["", "부팅 시 볼트에서 이 파일 생성하게 할 수 있는지?"]), sec


OTHER_GROUPS = [("cli", build_cli, 12, 32), ("prose", build_prose_pw, 16, 18), ("conn", build_conn, 8, 12), ("pem", build_pem, 7, 10),
                ("totp", build_totp, 3, 4), ("recovery", build_recovery, 3, 6), ("wifi", build_wifi, 3, 5), ("pin", build_pin, 3, 5),
                ("crypto", build_crypto, 3, 6), ("apppw", build_apppw, 2, 3), ("http", build_http, 5, 8), ("framework", build_framework, 3, 8),
                ("cfgfile", build_cfgfile, 4, 11)]
# variants that must be present (indices into each builder's variant list)
OTHER_MUST = {"prose": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], "pem": [0, 1, 3, 4], "http": [0, 1, 3, 5], "crypto": [0],
              "totp": [0], "pin": [0], "wifi": [0], "cfgfile": [0], "recovery": [0, 1]}


# =====================================================================================================
# Clean notes: no credential at all, but as risky-looking as honest developer text gets.
# Each builder returns (category, missing_context, lesson, ask_next_time).
# =====================================================================================================
CLEAN = []


def clean(name, publishable=False):
    def deco(fn):
        CLEAN.append((name, fn, publishable))
        return fn
    return deco


CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
K8S_ALPHA = "bcdfghjklmnpqrstvwxz2456789"


def sha1():
    return hexs(40)


def short_sha():
    return hexs(R.choice([7, 8, 10, 12]))


def digest():
    return "sha256:" + hexs(64)


def ulid():
    return "01" + rs("HJK", 1) + rs(CROCK, 23)


def objid():
    return hexs(24)


def snowflake_id():
    return str(R.randint(10 ** 17, 14 * 10 ** 17))


def pod(svc=None):
    return "%s-%s-%s" % (svc or pick(SERVICES), rs(K8S_ALPHA, R.choice([9, 10])), rs(K8S_ALPHA, 5))


def aws_acct():
    return digits(12, False)


def traceparent():
    return "00-%s-%s-01" % (hexs(32), hexs(16))


def amzn_trace():
    return "Root=1-%s-%s" % (hexs(8), hexs(24))


def gpg_fpr():
    return " ".join(wrap(rs(HEXU, 40), 4))


def segwit_addr():
    d = [0] + _convertbits(rbytes(20), 8, 5)
    pm = _polymod(_hrp_expand("bc") + d + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[x] for x in d + chk)


def ko_or(lang, en, ko):
    return en if lang == "en" else ko


# ------------------------------------------------------------------ references instead of values
@clean("env var references in code")
def cl_envref(lang):
    v = pick(VENDORS)
    lab = [l for l, x, s in v["gen"]() if l][0] if v["id"] not in SPECIAL_ONLY else "DATABASE_URL"
    snip = pick(['api_key = os.environ["%s"]' % lab, "const key = process.env.%s ?? '';" % lab,
                 'key := os.Getenv("%s")' % lab, 'var key = builder.Configuration["%s"];' % lab,
                 "key = ENV.fetch('%s')" % lab, '${%s:?%s must be set}' % (lab, lab)])
    mc = ko_or(lang, "I didn't know %s reads %s at import time, so setting it after startup did nothing." % (pick(SERVICES), lab),
               "%s가 %s를 import 시점에 읽어서, 기동 후에 설정하면 소용없다는 걸 몰랐음." % (pick(SERVICES), lab))
    ls = ko_or(lang, "The lookup is:\n%s\nExport the variable before launching the process; the value itself comes from the secret manager." % snip,
               "읽는 코드:\n%s\n프로세스 띄우기 전에 export 해야 함. 값은 시크릿 매니저에서 주입됨." % snip)
    return "env var reference (%s)" % v["name"], mc, ls, ko_or(lang, "Is %s injected the same way in CI?" % lab, "CI에서도 %s 같은 방식으로 주입되는지?" % lab)


@clean("CI secrets reference")
def cl_ci_ref(lang):
    k = pick(["gha", "gitlab", "circle"])
    if k == "gha":
        names = [pick(["NPM_TOKEN", "NPM_PUBLISH_TOKEN"]), pick(["SLACK_WEBHOOK_URL", "SLACK_RELEASE_WEBHOOK"])]
        snip = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.%s }}\n      - uses: slackapi/slack-github-action@v2\n        with:\n          webhook: ${{ secrets.%s }}" % (names[0], names[1])
    elif k == "gitlab":
        names = [pick(["REGISTRY_PASSWORD", "DOCKERHUB_TOKEN"]), pick(["DEPLOY_TOKEN", "ARGOCD_AUTH_TOKEN"])]
        snip = "deploy:\n  script:\n    - echo \"$%s\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\n    - ./deploy.sh --token \"$%s\"" % (names[0], names[1])
    else:
        names = [pick(["SENTRY_AUTH_TOKEN", "CODECOV_TOKEN"])]
        snip = "      - run:\n          name: upload\n          command: ./scripts/upload.sh --token \"${%s}\"\n      - run: echo \"context: org-global provides %s\"" % (names[0], names[0])
    mc = ko_or(lang, "The workflow failed on forks and nobody mentioned that secrets aren't passed to pull_request runs from forks.",
               "포크에서 올라온 PR 워크플로가 실패했는데, 포크 PR에는 secrets가 전달 안 된다는 얘기를 못 들었음.")
    ls = ko_or(lang, "The job references the secrets like this, which is fine:\n%s\nFor fork PRs the step is skipped with an if: condition." % snip,
               "시크릿은 이렇게 참조하고 있고 문제 없음:\n%s\n포크 PR은 if: 조건으로 스텝을 건너뛰게 함." % snip)
    return "CI secret references (%s)" % k, mc, ls, ko_or(lang, "Should %s be an environment secret instead of a repo secret?" % names[0], "%s를 repo secret 말고 environment secret으로 옮길지?" % names[0])


@clean("secret manager references")
def cl_sm_ref(lang):
    svc = pick(SERVICES)
    acct = aws_acct()
    reg = pick(REGIONS)
    refs = [
        "arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (reg, acct, svc, rs(ALNUM, 6)),
        "vault kv get -field=password secret/data/%s/postgres" % svc,
        "op://Engineering/%s-prod/credential" % svc,
        "projects/%s-prod/secrets/%s-api-key/versions/latest" % (pick(ORGS), svc),
        "@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/DbPassword/)" % pick(ORGS),
        "ssm:/prod/%s/STRIPE_SECRET_KEY" % svc,
        "{{resolve:secretsmanager:prod/%s/api:SecretString:token}}" % svc,
        "doppler://%s/prd/API_KEY" % svc,
    ]
    two = sample(refs, 2)
    mc = ko_or(lang, "Nobody told me %s resolves its credentials at deploy time from references, so the values are never in the repo." % svc,
               "%s는 배포 시점에 참조로 자격 증명을 가져와서 레포에는 값이 없다는 걸 몰랐음." % svc)
    ls = ko_or(lang, "The references in use are `%s` and `%s`. The task role needs read permission on both." % tuple(two),
               "사용 중인 참조는 `%s`, `%s`. 태스크 롤에 둘 다 읽기 권한 있어야 함." % tuple(two))
    return "secret-store references", mc, ls, ko_or(lang, "Which team owns those secret paths?", "해당 시크릿 경로 소유 팀이 어디인지?")


@clean("k8s secretKeyRef / ExternalSecret")
def cl_k8s_ref(lang):
    svc = pick(SERVICES)
    if chance(0.5):
        snip = "        env:\n          - name: DATABASE_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password\n          - name: API_TOKEN\n            valueFrom:\n              secretKeyRef:\n                name: %s-api\n                key: token" % (svc, svc)
    else:
        snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  target:\n    name: %s-env\n  dataFrom:\n    - extract:\n        key: prod/%s" % (svc, svc, svc)
    mc = ko_or(lang, "I didn't know the pod crash-looped because the referenced Secret didn't exist in the new namespace.",
               "새 네임스페이스에 참조 대상 Secret이 없어서 파드가 CrashLoop 난다는 걸 몰랐음.")
    ls = ko_or(lang, "The manifest only references the secret:\n%s\nCreate the ExternalSecret first, then the Deployment." % snip,
               "매니페스트는 시크릿을 참조만 함:\n%s\nExternalSecret 먼저 만들고 Deployment 배포할 것." % snip)
    return "k8s secret references", mc, ls, ""


@clean(".env.example placeholders")
def cl_placeholders(lang):
    lines = sample(["OPENAI_API_KEY=sk-...", "STRIPE_SECRET_KEY=sk_live_xxx", "DATABASE_URL=postgres://user:password@localhost:5432/app",
                    "GITHUB_TOKEN=<your-github-token>", "AWS_SECRET_ACCESS_KEY=", "JWT_SECRET=change-me", "SLACK_BOT_TOKEN=xoxb-your-token",
                    "REDIS_PASSWORD=", "ANTHROPIC_API_KEY=your_api_key_here", "SENDGRID_API_KEY=SG.xxxxxx", "ADMIN_PASSWORD=<set me>",
                    "NEXTAUTH_SECRET=# openssl rand -base64 32", "TWILIO_AUTH_TOKEN=********"], 5)
    mc = ko_or(lang, "The README says \"copy .env.example\" but doesn't say which values are required for tests.",
               "README에 \".env.example 복사\"만 있고 테스트에 필요한 값이 뭔지는 없음.")
    ls = ko_or(lang, ".env.example (placeholders only):\n%s\nOnly DATABASE_URL is needed for unit tests; the rest are mocked." % "\n".join(lines),
               ".env.example 내용 (플레이스홀더만 있음):\n%s\n유닛 테스트엔 DATABASE_URL만 필요하고 나머지는 mock." % "\n".join(lines))
    return ".env.example placeholders", mc, ls, ko_or(lang, "Should the example file note which keys are optional?", "예제 파일에 선택 항목 표시할지?")


@clean("masked values")
def cl_masked(lang):
    k = pick(["dash", "env", "cli"])
    last4 = rs(ALNUM, 4)
    if k == "dash":
        s = pick(["sk-proj-...%s" % last4, "sk_live_••••%s" % last4, "ghp_************************************", "xoxb-****-****-%s" % last4, "AKIA************%s" % rs(UPDG, 4)])
        mc = ko_or(lang, "The dashboard only shows keys masked, e.g. `%s`, so I couldn't tell which one the server uses." % s,
                   "대시보드에 키가 `%s`처럼 마스킹돼서 서버가 어느 키를 쓰는지 알 수 없었음." % s)
        ls = ko_or(lang, "Match by the last four characters (%s) against the key list and by the created-at date." % last4,
                   "끝 네 글자(%s)랑 생성일로 키 목록과 대조하면 됨." % last4)
    elif k == "env":
        s = "\n".join(["DB_PASSWORD=********", "API_TOKEN=<redacted>", "AWS_SECRET_ACCESS_KEY=****", "PORT=8080"])
        mc = ko_or(lang, "`heroku config` output in the ticket had values masked:\n%s" % s, "티켓에 첨부된 config 출력은 값이 마스킹돼 있었음:\n%s" % s)
        ls = ko_or(lang, "Masked output is enough to confirm the variables exist; the 500 came from PORT being overridden.", "변수 존재 여부는 마스킹 출력으로 충분. 500 원인은 PORT 덮어쓰기였음.")
    else:
        s = "Token: ghp_" + "*" * 36 + "\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
        mc = ko_or(lang, "`gh auth status` showed:\n%s" % s, "`gh auth status` 결과:\n%s" % s)
        ls = ko_or(lang, "The workflow scope was present, so the 403 was a branch-protection rule, not the token.", "workflow 스코프는 있었음. 403은 토큰 문제가 아니라 브랜치 보호 규칙 때문.")
    return "masked values (%s)" % k, mc, ls, ""


@clean("vendor documentation example keys")
def cl_doc_examples(lang):
    k = pick(["aws", "jwtio", "slack", "twilio"])
    if k == "aws":
        s = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        t = ko_or(lang, "These are the placeholder values from the AWS CLI docs", "AWS CLI 문서에 나오는 예시 값임")
    elif k == "jwtio":
        s = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        t = ko_or(lang, "That is the sample token from jwt.io (John Doe, iat 1516239022)", "jwt.io 기본 샘플 토큰임 (John Doe, iat 1516239022)")
    elif k == "slack":
        s = "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"
        t = ko_or(lang, "This string is the dummy from Slack's Bolt docs", "Slack Bolt 문서의 더미 문자열임")
    else:
        s = "TWILIO_ACCOUNT_SID=ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nTWILIO_AUTH_TOKEN=your_auth_token"
        t = ko_or(lang, "These are Twilio's quickstart placeholders", "Twilio 퀵스타트 플레이스홀더임")
    mc = ko_or(lang, "The test fixture contains this and I wasn't sure whether it was a leaked credential:\n%s" % s,
               "테스트 픽스처에 이게 있어서 유출된 자격 증명인지 헷갈렸음:\n%s" % s)
    ls = ko_or(lang, "%s; nothing to rotate. Added a comment in the fixture saying so." % t, "%s. 교체할 필요 없음. 픽스처에 주석 달아둠." % t)
    return "documentation example credentials (%s)" % k, mc, ls, ""


# ------------------------------------------------------------------ hashes, digests, ids
@clean("git commit SHAs")
def cl_commits(lang):
    good, bad = sha1(), sha1()
    k = pick(["bisect", "revert", "cherry"])
    if k == "bisect":
        ls = ko_or(lang, "`git bisect start %s %s` narrowed it to %s (\"bump grpc to 1.66\"). Reverting that alone fixes the flaky test." % (bad, good, short_sha()),
                   "`git bisect start %s %s` 돌려서 %s (\"bump grpc to 1.66\") 커밋으로 좁힘. 그것만 revert하면 flaky 테스트 해결." % (bad, good, short_sha()))
    elif k == "revert":
        ls = ko_or(lang, "Reverted %s on main; the hotfix branch still carries %s, so cherry-pick the revert there too." % (good, bad[:12]),
                   "main에서 %s revert함. hotfix 브랜치엔 %s가 아직 있어서 거기도 cherry-pick 필요." % (good, bad[:12]))
    else:
        ls = ko_or(lang, "git cherry-pick -x %s %s\nBoth apply cleanly on release/2.4." % (good[:10], bad[:10]),
                   "git cherry-pick -x %s %s\nrelease/2.4에 충돌 없이 적용됨." % (good[:10], bad[:10]))
    mc = ko_or(lang, "Nobody told me the regression appeared between two release tags that are 40 commits apart.", "회귀가 커밋 40개 차이 나는 두 릴리즈 태그 사이에서 생겼다는 걸 몰랐음.")
    return "git commit SHAs (%s)" % k, mc, ls, ko_or(lang, "Is there a CI job that bisects automatically?", "자동 bisect 해주는 CI 잡 있는지?")


@clean("container image digests")
def cl_digests(lang):
    img = pick(["ghcr.io/%s/%s" % (pick(ORGS), pick(SERVICES)), "public.ecr.aws/docker/library/node", "%s.dkr.ecr.%s.amazonaws.com/%s" % (aws_acct(), pick(REGIONS), pick(SERVICES))])
    d1, d2 = digest(), digest()
    mc = ko_or(lang, "I didn't know prod pins images by digest, so pushing the same tag did not roll out anything.",
               "운영은 이미지를 digest로 고정해서, 같은 태그로 푸시해도 배포가 안 된다는 걸 몰랐음.")
    ls = ko_or(lang, "Running: %s@%s\nNew build:  %s@%s\nUpdate the digest in the kustomization to deploy." % (img, d1, img, d2),
               "현재: %s@%s\n새 빌드: %s@%s\nkustomization의 digest를 바꿔야 배포됨." % (img, d1, img, d2))
    return "image digests", mc, ls, ""


@clean("lockfile integrity hashes")
def cl_lock(lang):
    pkg = pick(["lodash", "axios", "react-dom", "esbuild", "zod", "@types/node"])
    ver = "%d.%d.%d" % (R.randint(1, 20), R.randint(0, 30), R.randint(0, 20))
    integ = "sha512-" + b64(rbytes(64))
    snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "%s"\n}' % (pkg, ver, pkg, pkg.split("/")[-1], ver, integ)
    mc = ko_or(lang, "CI failed with EINTEGRITY and nobody said the lockfile was regenerated against a private mirror.",
               "CI가 EINTEGRITY로 실패했는데 lockfile이 사설 미러 기준으로 재생성됐다는 걸 몰랐음.")
    ls = ko_or(lang, "package-lock entry:\n%s\nDeleting node_modules and running `npm ci` against the public registry fixed it." % snip,
               "package-lock 항목:\n%s\nnode_modules 지우고 공개 레지스트리로 `npm ci` 하니 해결." % snip)
    return "package-lock integrity", mc, ls, ""


@clean("go.sum / Cargo.lock checksums")
def cl_gosum(lang):
    if chance(0.5):
        mod = pick(["github.com/jackc/pgx/v5", "golang.org/x/net", "google.golang.org/grpc", "github.com/aws/aws-sdk-go-v2"])
        ver = "v%d.%d.%d" % (R.randint(0, 5), R.randint(0, 70), R.randint(0, 9))
        snip = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rbytes(32)), mod, ver, b64(rbytes(32)))
        what = "go.sum"
    else:
        crate = pick(["tokio", "serde", "ring", "rustls", "hyper"])
        snip = '[[package]]\nname = "%s"\nversion = "%d.%d.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (crate, R.randint(0, 2), R.randint(0, 40), R.randint(0, 9), hexs(64))
        what = "Cargo.lock"
    mc = ko_or(lang, "The build broke with a checksum mismatch and I wasn't told someone had force-pushed a tag upstream.", "체크섬 불일치로 빌드가 깨졌는데, 업스트림에서 태그를 force-push 했다는 걸 몰랐음.")
    ls = ko_or(lang, "%s lines involved:\n%s\nPinned to the previous version until upstream re-tags." % (what, snip), "문제된 %s 항목:\n%s\n업스트림 정리될 때까지 이전 버전으로 고정." % (what, snip))
    return "%s checksums" % what, mc, ls, ""


@clean("download checksum verification")
def cl_sha256sum(lang):
    f = pick(["terraform_1.9.8_linux_amd64.zip", "kubectl", "node-v20.18.0-linux-x64.tar.xz", "helm-v3.16.2-linux-amd64.tar.gz"])
    h = hexs(64)
    mc = ko_or(lang, "The Dockerfile downloads %s without verifying it; nobody mentioned the security review flagged that." % f,
               "Dockerfile이 %s를 검증 없이 받는데 보안 리뷰에서 지적됐다는 걸 몰랐음." % f)
    ls = ko_or(lang, "Added:\nRUN echo \"%s  %s\" | sha256sum -c -\nThe hash comes from the vendor's SHA256SUMS file, which is signed." % (h, f),
               "추가함:\nRUN echo \"%s  %s\" | sha256sum -c -\n해시는 벤더가 서명한 SHA256SUMS 파일에서 가져옴." % (h, f))
    return "sha256sum verification", mc, ls, ""


@clean("request and trace IDs")
def cl_reqids(lang):
    rid, tp, at = uuid4(), traceparent(), amzn_trace()
    mc = ko_or(lang, "Support asked for request IDs and I didn't know where the gateway logs them.", "지원팀이 request ID를 요청했는데 게이트웨이가 어디에 로그를 남기는지 몰랐음.")
    ls = ko_or(lang, "Failing call: x-request-id %s, traceparent %s, X-Amzn-Trace-Id %s. Search Tempo by the trace id (the 32-hex part)." % (rid, tp, at),
               "실패한 호출: x-request-id %s, traceparent %s, X-Amzn-Trace-Id %s. Tempo에서는 trace id(32자리 hex)로 검색." % (rid, tp, at))
    return "request/trace IDs", mc, ls, ko_or(lang, "Can the error page show the request ID to users?", "에러 페이지에 request ID 노출할 수 있는지?")


@clean("AWS resource IDs and ARNs")
def cl_aws_ids(lang):
    acct = aws_acct()
    reg = pick(REGIONS)
    ids = ["i-0%s" % hexs(16), "sg-0%s" % hexs(16), "subnet-0%s" % hexs(16), "vpc-0%s" % hexs(16), "ami-0%s" % hexs(16)]
    arn = "arn:aws:iam::%s:role/%s-task-role" % (acct, pick(SERVICES))
    cf = "E" + rs(UPDG, 13)
    mc = ko_or(lang, "I didn't know the staging ECS tasks run in a different VPC than the database.", "스테이징 ECS 태스크가 DB랑 다른 VPC에서 돈다는 걸 몰랐음.")
    ls = ko_or(lang, "Instance %s sits in %s / %s; its security group %s had no rule for 5432. Role: %s. CloudFront distribution %s was unrelated." % (ids[0], ids[3], ids[2], ids[1], arn, cf),
               "인스턴스 %s는 %s / %s에 있고 보안그룹 %s에 5432 규칙이 없었음. 롤: %s. CloudFront %s는 무관했음." % (ids[0], ids[3], ids[2], ids[1], arn, cf))
    return "AWS resource IDs/ARNs", mc, ls, ""


@clean("sts get-caller-identity output")
def cl_sts(lang):
    acct = aws_acct()
    uid = pick(["AIDA", "AROA"]) + rs(UP + "234567", 17)
    role = pick(["AWSReservedSSO_Developer_%s" % hexs(16), "%s-deployer" % pick(SERVICES)])
    snip = '{\n    "UserId": "%s%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s/%s"\n}' % (uid, ":" + pick(USERS) if uid.startswith("AROA") else "", acct, acct, role, pick(USERS))
    mc = ko_or(lang, "I didn't know my shell was still using the SSO profile of the sandbox account.", "쉘이 아직 샌드박스 계정 SSO 프로파일을 쓰고 있는 줄 몰랐음.")
    ls = ko_or(lang, "`aws sts get-caller-identity` showed:\n%s\nSet AWS_PROFILE explicitly before running terraform." % snip,
               "`aws sts get-caller-identity` 결과:\n%s\nterraform 돌리기 전에 AWS_PROFILE 명시할 것." % snip)
    return "sts caller identity", mc, ls, ""


@clean("Stripe object IDs")
def cl_stripe_ids(lang):
    cus = "cus_" + rs(ALNUM, 14)
    pi = "pi_" + rs(ALNUM, 24)
    evt = "evt_" + rs(ALNUM, 24)
    price = "price_" + rs(ALNUM, 24)
    mc = ko_or(lang, "Nobody told me webhooks are retried for three days, so the duplicate charge email came from a retry.",
               "웹훅이 3일간 재시도된다는 걸 몰라서, 중복 결제 메일이 재시도 때문인 걸 늦게 알았음.")
    ls = ko_or(lang, "Event %s (payment_intent.succeeded) for %s on customer %s arrived twice; price %s. Dedupe on event.id in the handler." % (evt, pi, cus, price),
               "이벤트 %s (payment_intent.succeeded), %s, 고객 %s 두 번 들어옴. price %s. 핸들러에서 event.id로 중복 제거." % (evt, pi, cus, price))
    return "Stripe object IDs", mc, ls, ko_or(lang, "Do we store processed event IDs anywhere?", "처리한 event ID 어디 저장하는지?")


@clean("Slack IDs and timestamps")
def cl_slack_ids(lang):
    ch = "C0" + rs(UPDG, 9)
    u = "U0" + rs(UPDG, 9)
    ts = "%d.%06d" % (R.randint(1700000000, 1760000000), R.randint(0, 999999))
    tm = "T0" + rs(UPDG, 8)
    mc = ko_or(lang, "I didn't know threaded replies need the parent message ts, not the channel ID.", "스레드 답글엔 채널 ID가 아니라 부모 메시지 ts가 필요하다는 걸 몰랐음.")
    ls = ko_or(lang, "Post with channel=%s and thread_ts=%s. The bot user is %s in workspace %s." % (ch, ts, u, tm),
               "channel=%s, thread_ts=%s 로 보내면 됨. 봇 유저는 %s, 워크스페이스 %s." % (ch, ts, u, tm))
    return "Slack IDs", mc, ls, ""


@clean("GitHub IDs and OAuth client ID")
def cl_gh_ids(lang):
    run = digits(11)
    node = b64s("04:User" + digits(8))
    cid = "Iv1." + hexs(16)
    app = digits(6)
    mc = ko_or(lang, "I didn't know the GitHub App and the OAuth App are different registrations with different client IDs.", "GitHub App이랑 OAuth App이 서로 다른 등록이고 client ID도 다르다는 걸 몰랐음.")
    ls = ko_or(lang, "App ID %s, client ID %s, user node_id %s. Failing workflow run: https://github.com/%s/%s/actions/runs/%s" % (app, cid, node, pick(ORGS), pick(SERVICES), run),
               "App ID %s, client ID %s, 유저 node_id %s. 실패한 run: https://github.com/%s/%s/actions/runs/%s" % (app, cid, node, pick(ORGS), pick(SERVICES), run))
    return "GitHub IDs", mc, ls, ""


@clean("Google OAuth client ID and redirect URIs")
def cl_google_client(lang):
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LODG, 32))
    mc = ko_or(lang, "Login failed with redirect_uri_mismatch and nobody told me the staging domain changed.", "redirect_uri_mismatch로 로그인 실패. 스테이징 도메인 바뀐 걸 몰랐음.")
    ls = ko_or(lang, "Client ID %s needs https://staging.%s/api/auth/callback/google in Authorized redirect URIs. The client secret is untouched and stays in the secret manager." % (cid, pick(DOMAINS)),
               "Client ID %s의 승인된 리디렉션 URI에 https://staging.%s/api/auth/callback/google 추가해야 함. client secret은 그대로, 시크릿 매니저에 있음." % (cid, pick(DOMAINS)))
    return "OAuth client ID", mc, ls, ""


# ------------------------------------------------------------------ public keys and fingerprints
@clean("SSH public keys")
def cl_ssh_pub(lang):
    c = "%s@%s" % (pick(USERS), pick(["laptop", "build-01", "macbook-pro", "ci"]))
    key = pick([ssh_pub_ed25519(c), ssh_pub_ed25519(c), ssh_pub_ecdsa(c)])
    mc = ko_or(lang, "The new CI runner couldn't SSH to the deploy host; nobody said authorized_keys is managed by Ansible and gets overwritten.",
               "새 CI 러너가 배포 서버에 SSH가 안 됨. authorized_keys를 Ansible이 관리해서 덮어쓴다는 걸 몰랐음.")
    ls = ko_or(lang, "Added the runner's public key to roles/users/files/authorized_keys:\n%s" % key, "러너 공개키를 roles/users/files/authorized_keys에 추가:\n%s" % key)
    return "SSH public key", mc, ls, ""


@clean("known_hosts and host key fingerprints")
def cl_known_hosts(lang):
    h = "git.%s" % pick(DOMAINS)
    line = "%s %s" % (h, ssh_pub_ed25519("").strip())
    fp = ssh_fp()
    mc = ko_or(lang, "After the Git server migration CI failed with \"Host key verification failed\".", "Git 서버 이전 후 CI가 \"Host key verification failed\"로 실패.")
    ls = ko_or(lang, "New host key fingerprint is %s (ED25519). known_hosts entry:\n%s" % (fp, line), "새 호스트 키 지문 %s (ED25519). known_hosts 항목:\n%s" % (fp, line))
    return "known_hosts", mc, ls, ""


@clean("GPG key listing")
def cl_gpg(lang):
    fpr = gpg_fpr()
    kid = fpr.replace(" ", "")[-16:]
    snip = "sec   ed25519/%s 2024-03-11 [SC] [expires: 2026-03-11]\n      %s\nuid                 [ultimate] %s <%s@%s>\nssb   cv25519/%s 2024-03-11 [E]" % (
        kid, fpr.replace(" ", ""), pick(EN_PEOPLE), pick(USERS), pick(DOMAINS), rs(HEXU, 16))
    mc = ko_or(lang, "Signed commits showed \"Unverified\" and I didn't know the signing subkey expired.", "서명된 커밋이 Unverified로 뜸. 서명 서브키 만료된 걸 몰랐음.")
    ls = ko_or(lang, "`gpg --list-secret-keys --keyid-format long` (listing only, no key material):\n%s\nExtended expiry and re-uploaded the public key." % snip,
               "`gpg --list-secret-keys --keyid-format long` 결과(목록만, 키 내용 아님):\n%s\n만료 연장하고 공개키 다시 올림." % snip)
    return "gpg key listing", mc, ls, ""


@clean("TLS certificate (public)")
def cl_cert(lang):
    lines = fake_cert_lines(R.randint(150, 260))
    snip = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines)
    mc = ko_or(lang, "The Java client failed with PKIX path building; nobody mentioned the internal CA.", "Java 클라이언트가 PKIX path building 오류. 사내 CA 얘기를 못 들었음.")
    ls = ko_or(lang, "Imported the internal root CA certificate into the truststore:\n%s" % snip, "사내 루트 CA 인증서를 truststore에 추가:\n%s" % snip)
    return "public certificate PEM", mc, ls, ko_or(lang, "Is the CA bundle published somewhere official?", "CA 번들 공식 배포 위치가 있는지?")


@clean("JWKS public keys")
def cl_jwks(lang):
    kid = rs(URLCH, 22)
    snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": b64u(rbytes(256)), "e": "AQAB"}]})
    mc = ko_or(lang, "Token validation failed after the IdP rotated its signing key; our service cached JWKS for 24h.", "IdP 서명키 교체 후 토큰 검증 실패. 우리 서비스가 JWKS를 24시간 캐시하고 있었음.")
    ls = ko_or(lang, "New JWKS from /.well-known/jwks.json (public keys only):\n%s\nCache TTL reduced to 10 minutes." % snip, "/.well-known/jwks.json 새 값(공개키만):\n%s\n캐시 TTL 10분으로 줄임." % snip)
    return "JWKS", mc, ls, ""


@clean("WireGuard / age public keys")
def cl_wg_pub(lang):
    if chance(0.5):
        snip = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nPersistentKeepalive = 25" % (pick(EN_PEOPLE), wg_key(), R.randint(2, 250))
        what = "WireGuard peer"
    else:
        snip = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      %s,\n      %s" % (age_public(), age_public())
        what = ".sops.yaml recipients"
    mc = ko_or(lang, "I didn't know adding a teammate requires their public key in %s." % what, "팀원 추가하려면 %s에 공개키를 넣어야 한다는 걸 몰랐음." % what)
    ls = ko_or(lang, "Added (public key only, the private half stays on their machine):\n%s" % snip, "추가함(공개키만, 개인키는 본인 PC에만 있음):\n%s" % snip)
    return "public keys (%s)" % what, mc, ls, ""


# ------------------------------------------------------------------ base64 / URLs / data
@clean("base64 of non-secret data")
def cl_b64(lang):
    payload = pick([jdump({"feature": "new_checkout", "rollout": R.randint(1, 100), "regions": ["kr", "jp"]}),
                    "server:\n  port: 8080\n  shutdown: graceful\n", jdump({"theme": "dark", "locale": "ko-KR", "v": 3})])
    enc = b64s(payload)
    k = pick(["configmap", "decode"])
    if k == "configmap":
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (pick(SERVICES), enc)
    else:
        snip = "$ echo '%s' | base64 -d\n%s" % (enc, payload)
    mc = ko_or(lang, "I assumed the base64 blob in the manifest was a secret and almost moved it to Vault.", "매니페스트의 base64 덩어리를 시크릿인 줄 알고 Vault로 옮길 뻔함.")
    ls = ko_or(lang, "It decodes to plain feature config:\n%s" % snip, "디코딩하면 그냥 기능 플래그 설정임:\n%s" % snip)
    return "base64 non-secret (%s)" % k, mc, ls, ""


@clean("data URI images")
def cl_datauri(lang):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(R.randint(40, 90))
    uri = "data:image/png;base64," + b64(png)
    mc = ko_or(lang, "The email template broke in Outlook and nobody said Outlook blocks data: URIs.", "이메일 템플릿이 Outlook에서 깨짐. Outlook이 data: URI를 막는다는 걸 몰랐음.")
    ls = ko_or(lang, "The inline logo was <img src=\"%s\">; replaced it with a CDN URL." % uri, "인라인 로고가 <img src=\"%s\"> 였는데 CDN URL로 교체함." % uri)
    return "data URI", mc, ls, ""


@clean("URLs with query strings")
def cl_urls(lang):
    cur = b64u(jdump({"id": R.randint(10000, 99999), "ts": R.randint(1700000000, 1760000000)}).encode())
    u1 = "https://api.%s/v2/orders?status=paid&per_page=100&cursor=%s" % (pick(DOMAINS), cur)
    u2 = "https://%s/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=%s&gclid=%s" % (pick(DOMAINS), pick(["spring_sale", "launch_q3"]), rs(URLCH, 40))
    u3 = "https://console.cloud.google.com/logs/query;query=resource.type%%3D%%22k8s_container%%22;timeRange=PT1H?project=%s-prod" % pick(ORGS)
    mc = ko_or(lang, "Pagination silently stopped at 10k rows; nobody said offset paging is capped.", "페이지네이션이 1만 건에서 조용히 멈춤. offset 페이징에 상한 있다는 걸 몰랐음.")
    ls = ko_or(lang, "Use cursor paging: %s\nUnrelated links from the ticket: %s and %s" % (u1, u2, u3), "cursor 페이징 사용: %s\n티켓에 있던 다른 링크: %s , %s" % (u1, u2, u3))
    return "URLs with query strings", mc, ls, ""


# ------------------------------------------------------------------ prose about credentials without one
@clean("password policy prose")
def cl_policy(lang):
    n = pick([10, 12, 14, 15, 16])
    k = pick(["nist", "bcrypt72", "bytes", "lockout"])
    svc = pick(SERVICES)
    if k == "nist":
        mc = ko_or(lang, "The signup form in %s rejected passwords the backend accepts; nobody said the policy changed." % svc, "%s 회원가입 폼이 백엔드는 받는 비밀번호를 거부함. 정책이 바뀐 걸 몰랐음." % svc)
        ls = ko_or(lang, "Current policy: at least %d characters, no composition rules, checked against the breached-password list, no forced rotation (NIST 800-63B). The front end still required a symbol; removed that rule." % n,
                   "현재 정책: 최소 %d자, 조합 규칙 없음, 유출 비밀번호 목록 대조, 주기적 변경 강제 없음(NIST 800-63B). 프론트에 남아있던 특수문자 필수 규칙 제거함." % n)
    elif k == "bcrypt72":
        mc = ko_or(lang, "A pen-test finding said two different long passwords both worked for the same account in %s." % svc, "모의해킹 결과 %s에서 서로 다른 긴 비밀번호 두 개가 같은 계정에 다 통한다는 지적." % svc)
        ls = ko_or(lang, "bcrypt only uses the first 72 bytes. We now cap passwords at 64 characters and pre-hash nothing; new accounts use argon2id.",
                   "bcrypt는 앞 72바이트만 씀. 비밀번호 최대 64자로 제한하고 신규 계정은 argon2id 사용.")
    elif k == "bytes":
        mc = ko_or(lang, "Korean users hit the max-length error early and I didn't know the limit counts bytes.", "한글 비밀번호 쓰는 사용자가 길이 제한에 일찍 걸림. 제한이 바이트 기준인 줄 몰랐음.")
        ls = ko_or(lang, "Hangul is 3 bytes in UTF-8, so a %d-byte limit allows only %d syllables. Changed validation to count code points and normalise to NFC first." % (n * 6, n * 2),
                   "한글은 UTF-8에서 3바이트라 %d바이트 제한이면 %d글자밖에 안 됨. 코드포인트 기준으로 세고 NFC 정규화 먼저 하도록 바꿈." % (n * 6, n * 2))
    else:
        mc = ko_or(lang, "Support tickets about locked accounts spiked after the %s release." % svc, "%s 릴리즈 후 계정 잠김 문의가 급증함." % svc)
        ls = ko_or(lang, "Lockout is now %d failed attempts per 15 minutes per account+IP, with exponential backoff instead of a hard lock; password reset clears the counter." % pick([5, 10]),
                   "잠금 정책: 계정+IP 기준 15분에 %d회 실패, 하드 잠금 대신 지수 백오프. 비밀번호 재설정 시 카운터 초기화." % pick([5, 10]))
    return "password policy (%s)" % k, mc, ls, pick(["", ko_or(lang, "Should the password field show a strength meter?", "비밀번호 강도 표시 넣을지?")])


@clean("auth error messages")
def cl_auth_errors(lang):
    u = pick(USERS)
    errs = [
        'psql: error: connection to server at "%s" (10.0.%d.%d), port 5432 failed: FATAL:  password authentication failed for user "%s"' % (db_host(), R.randint(0, 9), R.randint(2, 250), u),
        "ERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (u, R.randint(0, 9), R.randint(2, 250)),
        "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": unauthorized: incorrect username or password",
        "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (pick(ORGS), pick(SERVICES)),
        "NOAUTH Authentication required.",
        "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
        "ORA-01017: invalid username/password; logon denied",
    ]
    e = pick(errs)
    mc = ko_or(lang, "I didn't know the credentials were rotated overnight by the scheduled job.", "밤사이 스케줄 잡이 자격 증명을 교체한다는 걸 몰랐음.")
    ls = ko_or(lang, "The error was:\n%s\nRe-pulling the secret into the pod env fixed it." % e, "에러:\n%s\n파드 env에 시크릿 다시 주입하니 해결." % e)
    return "auth error message", mc, ls, ko_or(lang, "Can the rotation job also restart the consumers?", "교체 잡이 소비자 재시작까지 하게 할 수 있는지?")


@clean("API 401 with masked key")
def cl_api401(lang):
    last = rs(ALNUM, 4)
    e = pick(['{"error": {"message": "Incorrect API key provided: sk-proj-****************************************************%s. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "code": "invalid_api_key"}}' % last,
              '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_%s"}' % rs(ALNUM, 24),
              '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
              '{"ok":false,"error":"invalid_auth"}'])
    mc = ko_or(lang, "Local runs used a key from a personal account that had been deactivated; nobody told me.", "로컬 실행이 비활성화된 개인 계정 키를 쓰고 있었는데 아무도 말 안 해줌.")
    ls = ko_or(lang, "Response body:\n%s\nSwitched to the team key from the secret manager." % e, "응답 바디:\n%s\n시크릿 매니저의 팀 키로 바꿈." % e)
    return "API 401 body", mc, ls, ""


@clean("key rotation talk without the key")
def cl_rotation(lang):
    v = pick(VENDORS)
    mc = ko_or(lang, "The %s key was flagged by secret scanning last night and I wasn't told it had already been revoked." % v["name"],
               "어젯밤 시크릿 스캐닝에 %s 키가 걸렸는데 이미 폐기됐다는 걸 전달받지 못함." % v["ko"])
    ls = ko_or(lang, "Rotation steps that worked: create the new key in the %s console, write it to the secret manager, restart the deployments, confirm traffic, then revoke the old key. Old key ID ends in ...%s." % (v["name"], rs(UPDG, 4)),
               "동작한 교체 절차: %s 콘솔에서 새 키 생성 → 시크릿 매니저에 저장 → 디플로이먼트 재시작 → 트래픽 확인 → 기존 키 폐기. 기존 키 ID 끝자리 ...%s." % (v["ko"], rs(UPDG, 4)))
    return "key rotation procedure", mc, ls, ko_or(lang, "Can rotation be automated for %s?" % v["name"], "%s 키 교체 자동화 가능한지?" % v["ko"])


@clean("CLI flags explained")
def cl_flags(lang):
    k = pick(["stdin", "prompt", "pgpass", "fromfile", "ghsecret", "awsprofile", "vaultstdin", "sshagent"])
    t = {"stdin": ("`docker login --password-stdin` reads the token from stdin, so pipe it from the secret manager instead of using -p, which leaves it in shell history.",
                   "`docker login --password-stdin`은 표준입력에서 읽으니 -p 대신 시크릿 매니저에서 파이프로 넘길 것. -p는 쉘 히스토리에 남음."),
         "prompt": ("`mysql -u app -p` with no value after -p prompts for the password; `-p` followed by a space and a word treats the word as the database name.",
                    "`mysql -u app -p`처럼 -p 뒤에 값이 없으면 비밀번호를 물어봄. -p 다음에 띄우고 단어를 쓰면 DB 이름으로 인식함."),
         "pgpass": ("psql reads ~/.pgpass (mode 0600) or PGPASSFILE; don't put PGPASSWORD in the crontab line.",
                    "psql은 ~/.pgpass(권한 0600)나 PGPASSFILE을 읽음. crontab에 PGPASSWORD 넣지 말 것."),
         "fromfile": ("`kubectl create secret generic app --from-file=token=./token.txt` keeps the value out of the command line; delete token.txt afterwards.",
                      "`kubectl create secret generic app --from-file=token=./token.txt`로 하면 커맨드라인에 값이 안 남음. 끝나고 token.txt 삭제."),
         "ghsecret": ("`gh secret set NPM_TOKEN` without --body reads the value interactively or from stdin (`< file`), so it never lands in history.",
                      "`gh secret set NPM_TOKEN`을 --body 없이 쓰면 값을 대화식이나 stdin(`< file`)으로 받아서 히스토리에 안 남음."),
         "awsprofile": ("`aws --profile %s-admin` uses the SSO profile from ~/.aws/config; `aws configure sso` sets it up, no long-lived keys needed." % pick(ORGS),
                        "`aws --profile %s-admin`은 ~/.aws/config의 SSO 프로파일을 씀. `aws configure sso`로 설정하면 장기 키가 필요 없음." % pick(ORGS)),
         "vaultstdin": ("`vault kv put secret/app password=-` reads the value from stdin; `@file` reads it from a file.",
                        "`vault kv put secret/app password=-`는 값을 stdin에서, `@file`은 파일에서 읽음."),
         "sshagent": ("`ssh-add --apple-use-keychain ~/.ssh/id_ed25519` stores the passphrase in the keychain; `ssh -A` forwards the agent, which we avoid on shared bastions.",
                      "`ssh-add --apple-use-keychain ~/.ssh/id_ed25519`은 패스프레이즈를 키체인에 저장. `ssh -A`는 에이전트 포워딩이라 공용 bastion에선 안 씀.")}[k]
    mc = P(lang, ["I wasn't sure how to pass credentials to the CLI without exposing them.", "The script I inherited passes credentials as arguments and I didn't know the safer flag.",
                  "Security review flagged a command in %s's runbook and nobody explained the alternative." % pick(SERVICES)],
           ["CLI에 자격 증명을 노출 없이 넘기는 방법을 몰랐음.", "물려받은 스크립트가 자격 증명을 인자로 넘기는데 더 안전한 옵션을 몰랐음.",
            "%s 런북 명령이 보안 리뷰에 걸렸는데 대안을 아무도 설명 안 해줌." % pick(SERVICES)])
    return "CLI flag explanation (%s)" % k, mc, ko_or(lang, t[0], t[1]), ""


@clean("config files without secrets")
def cl_config(lang):
    k = pick(["nginx", "tsconfig", "pyproject", "compose", "renovate"])
    if k == "nginx":
        snip = "location /api/ {\n    proxy_pass http://%s;\n    proxy_set_header Authorization $http_authorization;\n    proxy_set_header X-Request-Id $request_id;\n    proxy_read_timeout %ds;\n}" % (pick(["upstream_api", "api_backend", "127.0.0.1:8080"]), pick([30, 60, 120]))
        t = ko_or(lang, "The Authorization header was dropped by a second proxy; forwarding it explicitly fixed the 401s.", "두 번째 프록시가 Authorization 헤더를 버리고 있었음. 명시적으로 전달하니 401 해결.")
    elif k == "tsconfig":
        snip = '{\n  "compilerOptions": {\n    "target": "%s",\n    "module": "%s",\n    "strict": true,\n    "paths": { "@/*": ["./src/*"] }\n  }\n}' % (pick(["ES2022", "ES2020", "ESNext"]), pick(["NodeNext", "ESNext", "CommonJS"]))
        t = ko_or(lang, "Path aliases need the same mapping in %s." % pick(["vitest.config.ts", "jest.config.js", "vite.config.ts"]), "path alias는 %s에도 똑같이 넣어야 함." % pick(["vitest.config.ts", "jest.config.js", "vite.config.ts"]))
    elif k == "pyproject":
        snip = '[tool.poetry.dependencies]\npython = "^3.%d"\nhttpx = "^0.27"\n\n[[tool.poetry.source]]\nname = "internal"\nurl = "https://pypi.internal.%s/simple/"\npriority = "supplemental"' % (pick([11, 12, 13]), pick(DOMAINS))
        t = ko_or(lang, "Credentials for the internal index come from `poetry config http-basic.internal`, stored in the keyring, not in this file.", "사내 인덱스 인증은 `poetry config http-basic.internal`로 keyring에 저장됨. 이 파일엔 없음.")
    elif k == "compose":
        snip = "services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt" % pick([15, 16, 17])
        t = ko_or(lang, "The *_FILE variant reads the password from the mounted secret; secrets/ is gitignored.", "*_FILE 변수는 마운트된 시크릿 파일에서 읽음. secrets/ 폴더는 gitignore 돼 있음.")
    else:
        snip = '{\n  "extends": ["config:recommended"],\n  "hostRules": [{ "matchHost": "npm.pkg.github.com", "token": "{{ secrets.GH_PACKAGES_TOKEN }}" }],\n  "schedule": ["%s"]\n}' % pick(["before 6am on monday", "every weekend"])
        t = ko_or(lang, "Renovate resolves the token from its own encrypted secrets; the JSON only references it.", "Renovate가 자체 시크릿에서 토큰을 가져오고 JSON엔 참조만 있음.")
    mc = P(lang, ["The ticket didn't say which config file controls this behaviour.", "I didn't know %s's config had been split across several files." % pick(SERVICES)],
           ["티켓에 어떤 설정 파일이 이 동작을 결정하는지 없었음.", "%s 설정이 여러 파일로 쪼개진 걸 몰랐음." % pick(SERVICES)])
    return "config without secrets (%s)" % k, mc, "%s\n%s" % (snip, t), ""


@clean("LLM tokens (not credentials)")
def cl_llm_tokens(lang):
    n = pick([4096, 8192, 16000, 32768])
    mc = ko_or(lang, "Responses were cut off mid-sentence; nobody mentioned max_tokens was set to %d in the shared config." % (n // 8),
               "응답이 문장 중간에 잘림. 공용 설정에 max_tokens가 %d로 돼 있다는 걸 몰랐음." % (n // 8))
    ls = ko_or(lang, "Raised max_tokens to %d and added a check on stop_reason == \"max_tokens\". The prompt itself is ~%d input tokens after the tokenizer; caching the system prompt saves most of it." % (n, R.randint(1200, 9000)),
               "max_tokens를 %d로 올리고 stop_reason == \"max_tokens\" 체크 추가. 프롬프트는 토크나이저 기준 입력 토큰 약 %d개, 시스템 프롬프트 캐싱으로 대부분 절약됨." % (n, R.randint(1200, 9000)))
    return "LLM tokens", mc, ls, ko_or(lang, "What's our token budget per request?", "요청당 토큰 예산이 얼마인지?")


@clean("'key' in data contexts")
def cl_data_keys(lang):
    ik = uuid4()
    mc = ko_or(lang, "Duplicate orders appeared after retries; I didn't know the API supports an idempotency key.", "재시도 후 주문이 중복 생성됨. API가 idempotency key를 지원하는 걸 몰랐음.")
    ls = ko_or(lang, "Send Idempotency-Key: %s (a fresh UUID per logical order). Also: the DynamoDB partition key is order_id and the sort key is created_at; the S3 object key is exports/%s/part-0000.parquet." % (ik, date_str()),
               "Idempotency-Key: %s 헤더 추가(주문마다 새 UUID). 참고로 DynamoDB 파티션 키는 order_id, 정렬 키는 created_at, S3 object key는 exports/%s/part-0000.parquet." % (ik, date_str()))
    return "idempotency/partition/object keys", mc, ls, ""


@clean("application logs with IDs")
def cl_logs(lang):
    lines = "\n".join("%s %s %s %s %dms req=%s user=%s" % (ts_str(), pick(["INFO", "WARN", "ERROR"]), pick(["GET", "POST"]), pick(["/api/orders", "/api/cart", "/healthz", "/api/auth/refresh"]),
                                                          R.randint(3, 4000), rs(HEXL, 16), digits(6)) for _ in range(R.randint(3, 5)))
    mc = ko_or(lang, "Latency spikes were reported without timestamps, so I had to correlate logs myself.", "지연 이슈가 타임스탬프 없이 보고돼서 로그를 직접 대조해야 했음.")
    ls = ko_or(lang, "Relevant lines:\n%s\nThe slow ones all hit the same replica." % lines, "관련 로그:\n%s\n느린 요청은 전부 같은 레플리카로 감." % lines)
    return "application log lines", mc, ls, ""


@clean("versions and build numbers")
def cl_versions(lang):
    v1 = "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
    b = "%s+build.%d.%s" % (v1, R.randint(100, 9999), short_sha())
    mc = ko_or(lang, "I didn't know the mobile app reports build metadata separately from the marketing version.", "모바일 앱이 마케팅 버전이랑 빌드 메타데이터를 따로 보고한다는 걸 몰랐음.")
    ls = ko_or(lang, "Crash is in %s (Android versionCode %d, iOS CFBundleVersion %d), release tag v%s, SemVer string %s." % (v1, R.randint(100000, 999999), R.randint(1000, 9999), v1, b),
               "크래시는 %s (Android versionCode %d, iOS CFBundleVersion %d), 릴리즈 태그 v%s, SemVer %s." % (v1, R.randint(100000, 999999), R.randint(1000, 9999), v1, b))
    return "versions/build numbers", mc, ls, ""


@clean("paths to credential files")
def cl_paths(lang):
    ps = sample(["~/.aws/credentials", "~/.ssh/id_ed25519", "/var/run/secrets/kubernetes.io/serviceaccount/token", "~/.config/gcloud/application_default_credentials.json",
                 "/etc/ssl/private/server.key", "C:\\Users\\build\\AppData\\Roaming\\NuGet\\NuGet.Config", "~/.docker/config.json", "~/.kube/config", "/run/secrets/db_password"], 3)
    mc = ko_or(lang, "I didn't know the SDK's credential chain checks files before env vars.", "SDK 자격 증명 체인이 환경변수보다 파일을 먼저 본다는 걸 몰랐음.")
    ls = ko_or(lang, "Lookup order on the runner: %s, then %s, then %s. A stale file in the first location shadowed the correct one; deleting it fixed the wrong-account issue." % tuple(ps),
               "러너에서 조회 순서: %s → %s → %s. 첫 위치의 오래된 파일이 올바른 걸 가리고 있었음. 지우니 계정 꼬임 해결." % tuple(ps))
    return "credential file paths", mc, ls, ""


@clean("env var name table")
def cl_env_table(lang):
    rows = sample([("DATABASE_URL", "Postgres DSN", "Secrets Manager"), ("STRIPE_SECRET_KEY", "payments", "Vault"), ("SENTRY_DSN", "error reporting", "plain env"),
                   ("JWT_PUBLIC_KEY_URL", "JWKS endpoint", "plain env"), ("OPENAI_API_KEY", "summaries", "Vault"), ("SLACK_WEBHOOK_URL", "alerts", "Secrets Manager"),
                   ("LOG_LEVEL", "verbosity", "plain env")], 4)
    h = ko_or(lang, "| Variable | Purpose | Source |\n|---|---|---|", "| 변수 | 용도 | 출처 |\n|---|---|---|")
    tbl = h + "\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    mc = ko_or(lang, "There was no list of which env vars the service needs.", "서비스에 필요한 환경변수 목록이 없었음.")
    ls = ko_or(lang, "Reconstructed it from the code:\n%s" % tbl, "코드 보고 정리함:\n%s" % tbl)
    return "env var table without values", mc, ls, ""


@clean("hashed asset filenames")
def cl_assets(lang):
    fs = ["assets/index-%s.js" % rs(URLCH, 8), "static/js/main.%s.js" % hexs(8), "_next/static/chunks/pages/_app-%s.js" % hexs(16), "assets/style.%s.css" % hexs(8)]
    mc = ko_or(lang, "Users saw a blank page after deploy; nobody mentioned the CDN caches index.html for an hour.", "배포 후 빈 화면. CDN이 index.html을 1시간 캐시한다는 걸 몰랐음.")
    ls = ko_or(lang, "index.html referenced %s and %s which were already deleted. Set Cache-Control: no-cache on index.html only; hashed files like %s can be immutable." % (fs[0], fs[3], fs[2]),
               "index.html이 이미 삭제된 %s, %s를 참조하고 있었음. index.html만 no-cache, %s 같은 해시 파일은 immutable로." % (fs[0], fs[3], fs[2]))
    return "hashed asset names", mc, ls, ""


@clean("k8s pod names and uids")
def cl_pods(lang):
    svc = pick(SERVICES)
    p1, p2 = pod(svc), pod(svc)
    mc = ko_or(lang, "I didn't know the HPA had scaled down during the incident window.", "장애 시간대에 HPA가 스케일 다운했던 걸 몰랐음.")
    ls = ko_or(lang, "Pods %s and %s were OOMKilled (limit 512Mi). ReplicaSet uid %s, resourceVersion %s." % (p1, p2, uuid4(), digits(9)),
               "%s, %s 파드 OOMKilled (limit 512Mi). ReplicaSet uid %s, resourceVersion %s." % (p1, p2, uuid4(), digits(9)))
    return "k8s pod names/uids", mc, ls, ""


@clean("terraform plan with sensitive values")
def cl_tfplan(lang):
    svc = pick(SERVICES)
    snip = '  # aws_db_instance.%s will be updated in-place\n  ~ resource "aws_db_instance" "%s" {\n        id       = "db-%s"\n      ~ password = (sensitive value)\n      ~ engine_version = "15.5" -> "15.7"\n    }' % (svc.replace("-", "_"), svc.replace("-", "_"), rs(UPDG, 26))
    mc = ko_or(lang, "The plan showed a password change I didn't expect; nobody said the variable default was removed.", "plan에 예상 못 한 password 변경이 나옴. 변수 기본값이 지워진 걸 몰랐음.")
    ls = ko_or(lang, "%s\nAdded lifecycle { ignore_changes = [password] } since rotation is handled by Secrets Manager." % snip, "%s\n비번 교체는 Secrets Manager가 하므로 lifecycle { ignore_changes = [password] } 추가." % snip)
    return "terraform plan (sensitive)", mc, ls, ""


@clean("Git LFS pointers")
def cl_lfs(lang):
    snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), R.randint(10 ** 5, 10 ** 9))
    mc = ko_or(lang, "The model file in the container was 130 bytes; nobody said the repo uses Git LFS.", "컨테이너 안 모델 파일이 130바이트였음. 레포가 Git LFS 쓰는 걸 몰랐음.")
    ls = ko_or(lang, "The file was just the pointer:\n%s\nAdded `git lfs pull` to the build step." % snip, "파일 내용이 포인터뿐이었음:\n%s\n빌드 단계에 `git lfs pull` 추가." % snip)
    return "git lfs pointer", mc, ls, ""


@clean("Nix / SRI hashes")
def cl_sri(lang):
    if chance(0.5):
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (R.randint(0, 9), b64(rbytes(48)))
        t = ko_or(lang, "The CDN file changed and the SRI check blocked it; pinned the exact version.", "CDN 파일이 바뀌어 SRI 검증에서 막힘. 정확한 버전으로 고정.")
    else:
        s = 'src = fetchFromGitHub {\n  owner = "%s";\n  repo = "%s";\n  rev = "v%d.%d.%d";\n  hash = "sha256-%s";\n};' % (pick(ORGS), pick(SERVICES), R.randint(0, 3), R.randint(0, 20), R.randint(0, 9), b64(rbytes(32)))
        t = ko_or(lang, "Nix reported a hash mismatch after the upstream re-tag; updated the hash from the error message.", "업스트림 재태깅 후 Nix 해시 불일치. 에러 메시지의 해시로 갱신.")
    mc = ko_or(lang, "The build broke on a hash check that nobody had mentioned.", "아무도 말 안 한 해시 검증에서 빌드가 깨짐.")
    return "SRI/Nix hashes", mc, "%s\n%s" % (s, t), ""


@clean("ETags and S3 version IDs")
def cl_etag(lang):
    et = '"%s"' % hexs(32)
    vid = rs(ALNUM + "._", 32)
    mc = ko_or(lang, "Someone overwrote the export in S3 and nobody mentioned versioning was on.", "누가 S3 export 파일을 덮어썼는데 버저닝이 켜져 있다는 걸 몰랐음.")
    ls = ko_or(lang, "Restored VersionId %s (ETag %s) with `aws s3api copy-object`. Multipart ETags end in -N and are not MD5s." % (vid, et),
               "`aws s3api copy-object`로 VersionId %s (ETag %s) 복구. 멀티파트 ETag는 -N으로 끝나고 MD5가 아님." % (vid, et))
    return "ETag / VersionId", mc, ls, ""


@clean("database and distributed IDs")
def cl_dbids(lang):
    a, b, c, d = ulid(), objid(), snowflake_id(), rs(URLCH, 21)
    mc = ko_or(lang, "I didn't know each service uses a different ID scheme, so joins across exports failed.", "서비스마다 ID 체계가 달라서 export 조인이 실패한다는 걸 몰랐음.")
    ls = ko_or(lang, "orders use ULIDs (%s), the legacy Mongo collection uses ObjectIds (%s), events use Snowflake IDs (%s) and share links use nanoid (%s)." % (a, b, c, d),
               "orders는 ULID(%s), 레거시 Mongo는 ObjectId(%s), events는 Snowflake ID(%s), 공유 링크는 nanoid(%s)." % (a, b, c, d))
    return "ULID/ObjectId/Snowflake/nanoid", mc, ls, ""


@clean("container IDs")
def cl_container_ids(lang):
    cid = hexs(64)
    mc = ko_or(lang, "The node ran out of disk; nobody said old containers are never pruned there.", "노드 디스크가 가득 참. 거기선 오래된 컨테이너를 정리 안 한다는 걸 몰랐음.")
    ls = ko_or(lang, "`docker ps -a` showed %s (%s) exited 3 weeks ago with 40GB of logs. `docker system prune --filter until=168h` is now a cron job." % (cid[:12], cid),
               "`docker ps -a`에서 %s (%s) 가 3주 전에 종료된 채 로그 40GB. `docker system prune --filter until=168h` 크론 추가." % (cid[:12], cid))
    return "container IDs", mc, ls, ""


@clean("Android/iOS signing identifiers")
def cl_mobile_ids(lang):
    sha1fp = ":".join(wrap(rs(HEXU, 40), 2))
    team = rs(UPDG, 10)
    mc = ko_or(lang, "Google sign-in failed only on release builds; nobody said Play App Signing re-signs the APK.", "릴리즈 빌드에서만 구글 로그인 실패. Play 앱 서명이 APK를 재서명한다는 걸 몰랐음.")
    ls = ko_or(lang, "Registered the app-signing certificate SHA-1 %s in Firebase. On iOS the Team ID is %s and the profile UUID is %s." % (sha1fp, team, uuid4().upper()),
               "앱 서명 인증서 SHA-1 %s를 Firebase에 등록. iOS Team ID는 %s, 프로비저닝 프로파일 UUID %s." % (sha1fp, team, uuid4().upper()))
    return "mobile signing identifiers", mc, ls, ""


@clean("PKCE code_challenge and authorize URL")
def cl_pkce(lang):
    ch = b64u(hashlib.sha256(rbytes(32)).digest())
    url = "https://auth.%s/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s%%2Fcallback&scope=openid%%20profile&code_challenge=%s&code_challenge_method=S256" % (
        pick(DOMAINS), rs(LODG, 26), pick(DOMAINS), ch)
    mc = ko_or(lang, "The SPA login failed with invalid_request and I didn't know the IdP requires PKCE.", "SPA 로그인이 invalid_request로 실패. IdP가 PKCE 필수인 걸 몰랐음.")
    ls = ko_or(lang, "Authorize URL now looks like:\n%s\nThe verifier stays in sessionStorage and is sent only to the token endpoint." % url, "authorize URL:\n%s\nverifier는 sessionStorage에만 두고 토큰 엔드포인트로만 보냄." % url)
    return "PKCE authorize URL", mc, ls, ""


@clean("webhook signature headers")
def cl_webhook_sig(lang):
    k = pick(["github", "stripe", "slack"])
    if k == "github":
        h = "X-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hexs(64))
    elif k == "stripe":
        h = "Stripe-Signature: t=%d,v1=%s" % (R.randint(1700000000, 1760000000), hexs(64))
    else:
        h = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (R.randint(1700000000, 1760000000), hexs(64))
    mc = ko_or(lang, "Signature verification failed only behind the new proxy; nobody said it re-serialises JSON bodies.", "새 프록시 뒤에서만 서명 검증 실패. 프록시가 JSON 바디를 재직렬화한다는 걸 몰랐음.")
    ls = ko_or(lang, "Delivery headers:\n%s\nVerify against the raw body bytes; the signing secret itself comes from env and was fine." % h,
               "수신 헤더:\n%s\n원본 바디 바이트로 검증해야 함. 서명 시크릿 자체는 env에서 읽고 문제 없었음." % h)
    return "webhook signature headers (%s)" % k, mc, ls, ""


@clean("secret-scanning regexes")
def cl_regex(lang):
    rules = sample(["ghp_[A-Za-z0-9]{36}", "AKIA[0-9A-Z]{16}", "xox[baprs]-[0-9A-Za-z-]{10,48}", "sk-ant-api03-[A-Za-z0-9_-]{93}AA", "glpat-[0-9A-Za-z_-]{20}",
                    "-----BEGIN (RSA|EC|OPENSSH) PRIVATE KEY-----", "AIza[0-9A-Za-z_-]{35}", "npm_[A-Za-z0-9]{36}"], 3)
    snip = "\n".join('[[rules]]\nid = "custom-%d"\nregex = \'\'\'%s\'\'\'' % (i + 1, r) for i, r in enumerate(rules))
    mc = ko_or(lang, "The pre-commit hook missed a token type and nobody said we maintain our own gitleaks rules.", "pre-commit 훅이 특정 토큰 유형을 놓침. 자체 gitleaks 룰을 관리한다는 걸 몰랐음.")
    ls = ko_or(lang, "Added to .gitleaks.toml:\n%s" % snip, ".gitleaks.toml에 추가:\n%s" % snip)
    return "secret-scanning regexes", mc, ls, ""


@clean("hex constants")
def cl_hex_consts(lang):
    mc = ko_or(lang, "The firmware parser rejected files and nobody told me about the new header magic.", "펌웨어 파서가 파일을 거부함. 새 헤더 매직 값 얘기를 못 들었음.")
    ls = ko_or(lang, "Header must start with 0x%s, CRC32 polynomial 0xEDB88320, block size 0x%s; the old magic 0x%s is still accepted for v1 files." % (rs(HEXU, 8), rs(HEXU, 4), rs(HEXU, 8)),
               "헤더는 0x%s로 시작, CRC32 다항식 0xEDB88320, 블록 크기 0x%s. v1 파일은 예전 매직 0x%s도 허용." % (rs(HEXU, 8), rs(HEXU, 4), rs(HEXU, 8)))
    return "hex constants", mc, ls, ""


@clean("document and file IDs")
def cl_doc_ids(lang):
    gd = "1" + rs(URLCH, 43)
    fig = rs(ALNUM, 22)
    notion = hexs(32)
    yt = rs(URLCH, 11)
    mc = ko_or(lang, "The spec was spread over several tools and the ticket linked none of them.", "스펙이 여러 툴에 흩어져 있었는데 티켓엔 링크가 하나도 없었음.")
    ls = ko_or(lang, "Spec: https://docs.google.com/document/d/%s/edit ; design: https://www.figma.com/design/%s/Checkout ; decisions: https://www.notion.so/%s-%s ; demo video: https://youtu.be/%s" % (gd, fig, pick(["Payments", "Onboarding"]), notion, yt),
               "스펙: https://docs.google.com/document/d/%s/edit , 디자인: https://www.figma.com/design/%s/Checkout , 결정 기록: https://www.notion.so/%s-%s , 데모: https://youtu.be/%s" % (gd, fig, pick(["Payments", "Onboarding"]), notion, yt))
    return "document/file IDs", mc, ls, ""


@clean("Sentry event IDs")
def cl_sentry_ids(lang):
    ev = hexs(32)
    short = "%s-%s" % (pick(SERVICES).upper().replace("-", ""), rs(UPDG, 3))
    mc = ko_or(lang, "I didn't know errors from the worker are grouped under the web project in Sentry.", "워커 에러가 Sentry에서 web 프로젝트로 묶인다는 걸 몰랐음.")
    ls = ko_or(lang, "Issue %s, event %s. Release tag matches the commit that introduced the bug." % (short, ev), "이슈 %s, 이벤트 %s. 릴리즈 태그가 버그 들어간 커밋과 일치." % (short, ev))
    return "Sentry event IDs", mc, ls, ""


# ------------------------------------------------------------------ encrypted-at-rest material
@clean("SOPS encrypted values")
def cl_sops(lang):
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
    snip = "db_password: %s\napi_token: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"%s\"\n    mac: %s" % (enc(18), enc(30), age_public(), ts_str(), enc(32).replace("type:str", "type:str"))
    mc = ko_or(lang, "I didn't know the secrets file is committed encrypted with SOPS, so editing it by hand broke the MAC.", "시크릿 파일이 SOPS로 암호화된 채 커밋되는 줄 몰라서 손으로 고쳤다가 MAC이 깨짐.")
    ls = ko_or(lang, "Only edit with `sops secrets/prod.yaml`. File content (ciphertext, safe to commit):\n%s" % snip, "`sops secrets/prod.yaml`로만 수정할 것. 파일 내용(암호문, 커밋 가능):\n%s" % snip)
    return "sops ciphertext", mc, ls, ""


@clean("ansible-vault ciphertext")
def cl_ansible_vault(lang):
    body = "\n".join(hexs(80) for _ in range(R.randint(3, 5)))
    snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + body.replace("\n", "\n  ")
    mc = ko_or(lang, "The playbook failed with \"Attempting to decrypt but no vault secrets found\".", "플레이북이 \"Attempting to decrypt but no vault secrets found\"로 실패.")
    ls = ko_or(lang, "The var is vault-encrypted inline:\n%s\nRun with --vault-id prod@prompt; the vault password is in the team password manager." % snip,
               "변수가 인라인 vault 암호화돼 있음:\n%s\n--vault-id prod@prompt 로 실행. vault 비번은 팀 비밀번호 관리자에 있음." % snip)
    return "ansible-vault ciphertext", mc, ls, ""


@clean("Sealed Secrets")
def cl_sealed(lang):
    snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    password: %s" % (pick(SERVICES), "AgB" + b64(rbytes(R.randint(150, 220))))
    mc = ko_or(lang, "I didn't know sealed secrets are bound to the namespace, so copying one to staging didn't decrypt.", "SealedSecret이 네임스페이스에 묶여 있어서 스테이징으로 복사하면 복호화 안 된다는 걸 몰랐음.")
    ls = ko_or(lang, "Re-sealed for the staging namespace with kubeseal. The committed manifest looks like:\n%s" % snip, "kubeseal로 스테이징 네임스페이스용으로 다시 봉인. 커밋된 매니페스트:\n%s" % snip)
    return "sealed secret ciphertext", mc, ls, ""


@clean("secret CLI commands without values")
def cl_secret_cmds(lang):
    svc = pick(SERVICES)
    cmds = sample(["vault kv get -field=api_key secret/%s" % svc, "op read \"op://Engineering/%s/password\"" % svc,
                   "aws secretsmanager get-secret-value --secret-id prod/%s --query SecretString --output text | jq -r .password" % svc,
                   "gcloud secrets versions access latest --secret=%s-db-password" % svc, "kubectl get secret %s-env -o jsonpath='{.data.TOKEN}' | base64 -d" % svc,
                   "doppler run --project %s --config prd -- npm start" % svc], 2)
    mc = ko_or(lang, "I didn't know how to fetch credentials locally without copying them into files.", "파일에 복사하지 않고 로컬에서 자격 증명 가져오는 방법을 몰랐음.")
    ls = ko_or(lang, "Use:\n%s\n%s\nPipe straight into the process; never write the output to disk." % tuple(cmds), "사용법:\n%s\n%s\n출력은 바로 프로세스로 파이프. 디스크에 쓰지 말 것." % tuple(cmds))
    return "secret fetch commands", mc, ls, ""


@clean("credential helper / keychain commands")
def cl_keychain(lang):
    c = pick(["git config --global credential.helper osxkeychain", "security find-generic-password -s \"%s-deploy\" -w" % pick(SERVICES),
              "git config --global credential.helper 'cache --timeout=%d'" % pick([900, 3600, 28800]), "secret-tool lookup service %s user %s" % (pick(SERVICES), pick(USERS)),
              "cmdkey /list:git:https://github.com", "git credential-manager configure", "gh auth setup-git"])
    mc = P(lang, ["Git kept prompting for credentials on the build Mac.", "I didn't know where the deploy script gets its credentials from on %s's machine." % pick(EN_PEOPLE), "Pushing over HTTPS asked for a password every time."],
           ["빌드용 맥에서 git이 계속 인증을 물어봄.", "배포 스크립트가 로컬에서 자격 증명을 어디서 가져오는지 몰랐음.", "HTTPS로 푸시할 때마다 비밀번호를 물어봄."])
    ls = ko_or(lang, "`%s` — credentials are then kept by the OS keychain / helper, not in plain files." % c, "`%s` — 이후 자격 증명은 OS 키체인/헬퍼가 보관, 평문 파일 아님." % c)
    return "credential helper command", mc, ls, ""


@clean("password hashing parameters")
def cl_hashing(lang):
    mc = ko_or(lang, "Login got slow after the upgrade; nobody mentioned the hashing cost was raised.", "업그레이드 후 로그인이 느려짐. 해싱 비용이 올라간 걸 몰랐음.")
    ls = ko_or(lang, "New hashes use argon2id with m=%d, t=%d, p=%d; old bcrypt hashes (cost 10) are re-hashed on next login. Hashing takes ~%dms on the current pods." % (pick([19456, 65536]), pick([2, 3]), pick([1, 4]), R.randint(60, 400)),
               "신규 해시는 argon2id m=%d, t=%d, p=%d. 기존 bcrypt(cost 10)는 다음 로그인 때 재해시. 현재 파드에서 해싱 ~%dms." % (pick([19456, 65536]), pick([2, 3]), pick([1, 4]), R.randint(60, 400)))
    return "hashing parameters", mc, ls, ""


@clean("CSP header with hashes")
def cl_csp(lang):
    csp = "Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-%s' https://js.stripe.com; img-src 'self' data: https://*.%s; frame-ancestors 'none'" % (b64(rbytes(32)), pick(DOMAINS))
    mc = ko_or(lang, "An inline script was blocked after the CSP rollout and the ticket didn't include the header.", "CSP 적용 후 인라인 스크립트가 막혔는데 티켓에 헤더가 없었음.")
    ls = ko_or(lang, "%s\nThe sha256 is of the inline script content; it changes whenever the script changes." % csp, "%s\nsha256 값은 인라인 스크립트 내용의 해시라 스크립트 바뀌면 같이 바꿔야 함." % csp)
    return "CSP hashes", mc, ls, ""


@clean("cookie attributes and cleared cookies")
def cl_cookies(lang):
    name = pick(["sessionid", "__Host-session", "connect.sid", "_app_session", "auth_state"])
    path = pick(["/", "/app", "/api"])
    dom = pick(["", "; Domain=.%s" % pick(DOMAINS)])
    s = "Set-Cookie: %s=; Path=%s%s; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly; Secure; SameSite=%s" % (name, path, dom, pick(["Lax", "Strict", "None"]))
    mc = P(lang, ["Logout didn't work on Safari and I didn't know the cookie was set with a different Path.", "After the domain move users had two session cookies and random logouts."],
           ["Safari에서 로그아웃이 안 됨. 쿠키 Path가 다르게 설정된 걸 몰랐음.", "도메인 이전 후 세션 쿠키가 두 개 생겨서 랜덤 로그아웃 발생."])
    ls = ko_or(lang, "The response must clear it with the same attributes:\n%s" % s, "응답에서 같은 속성으로 지워야 함:\n%s" % s)
    return "cookie attributes", mc, ls, ""


@clean("decoded JWT claims (no token)")
def cl_jwt_claims(lang):
    claims = {"iss": "https://auth.%s/" % pick(DOMAINS), "sub": "auth0|" + hexs(24), "aud": "https://api.%s" % pick(DOMAINS), "iat": R.randint(1735000000, 1760000000), "exp": 0, "scope": "read:orders", "azp": rs(ALNUM, 32)}
    claims["exp"] = claims["iat"] + 86400
    mc = ko_or(lang, "API calls returned 403 and I didn't know the token's audience had to match exactly, trailing slash included.", "API가 403을 줬는데 토큰 aud가 끝 슬래시까지 정확히 일치해야 한다는 걸 몰랐음.")
    ls = ko_or(lang, "Decoded payload (claims only):\n%s\naud lacks the trailing slash the API expects." % json.dumps(claims, indent=1), "디코딩한 payload(클레임만):\n%s\naud에 API가 기대하는 끝 슬래시가 없음." % json.dumps(claims, indent=1))
    return "decoded JWT claims", mc, ls, ""


@clean("OpenAPI security schemes")
def cl_openapi(lang):
    hdr = pick(["X-API-Key", "X-Api-Token", "Api-Key", "X-Partner-Key"])
    extra = pick(["", "\n    oauth2:\n      type: oauth2\n      flows:\n        clientCredentials:\n          tokenUrl: https://auth.%s/oauth/token\n          scopes:\n            orders:read: read orders" % pick(DOMAINS)])
    snip = "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKeyHeader:\n      type: apiKey\n      in: header\n      name: %s%s\nsecurity:\n  - bearerAuth: []" % (hdr, extra)
    mc = P(lang, ["The generated %s client didn't send auth headers; nobody said the spec lacked a global security block." % pick(["TypeScript", "Kotlin", "Go", "Python"]),
                  "Partners asked which header carries their key and the spec didn't say."],
           ["생성된 %s 클라이언트가 인증 헤더를 안 보냄. 스펙에 전역 security 블록이 없다는 걸 몰랐음." % pick(["TypeScript", "Kotlin", "Go", "Python"]),
            "파트너사가 키를 어느 헤더에 넣는지 물었는데 스펙에 없었음."])
    return "OpenAPI securitySchemes", mc, ko_or(lang, "Added to openapi.yaml:\n%s" % snip, "openapi.yaml에 추가:\n%s" % snip), ""


@clean("gitignore entries for secrets")
def cl_gitignore(lang):
    snip = "\n".join(sample([".env", ".env.*", "!.env.example", "*.pem", "*.p12", "secrets/", "terraform.tfvars", ".npmrc", "service-account*.json", "*.key"], 6))
    mc = ko_or(lang, "A teammate almost committed a local env file; the .gitignore didn't cover the new naming.", "팀원이 로컬 env 파일을 커밋할 뻔함. .gitignore가 새 파일명을 커버 못 함.")
    ls = ko_or(lang, ".gitignore now has:\n%s\nAlso enabled push protection in the repo settings." % snip, ".gitignore에 추가:\n%s\n레포 설정에서 push protection도 켬." % snip)
    return "gitignore for secrets", mc, ls, ""


@clean("gitleaks report")
def cl_gitleaks(lang):
    c = sha1()
    f = pick(["config/settings.py", "scripts/deploy.sh", ".github/workflows/ci.yml"])
    rule = pick(["generic-api-key", "github-pat", "aws-access-token", "slack-bot-token"])
    snip = '{\n  "RuleID": "%s",\n  "File": "%s",\n  "StartLine": %d,\n  "Commit": "%s",\n  "Secret": "REDACTED",\n  "Fingerprint": "%s:%s:%s:%d"\n}' % (rule, f, R.randint(3, 200), c, c, f, rule, R.randint(3, 200))
    mc = ko_or(lang, "The CI secret scan failed on an old commit; nobody said history scanning was turned on.", "CI 시크릿 스캔이 옛날 커밋에서 실패. 히스토리 스캔이 켜진 걸 몰랐음.")
    ls = ko_or(lang, "Report (redacted by gitleaks):\n%s\nThe key was already revoked; added the fingerprint to .gitleaksignore." % snip, "리포트(gitleaks가 마스킹함):\n%s\n이미 폐기된 키라 fingerprint를 .gitleaksignore에 추가." % snip)
    return "gitleaks report", mc, ls, ""


@clean("blockchain tx hashes and addresses")
def cl_eth(lang):
    tx = "0x" + hexs(64)
    addr = "0x" + hexs(40)
    mc = ko_or(lang, "The withdrawal looked stuck and I didn't know confirmations are counted on the L2, not mainnet.", "출금이 멈춘 것처럼 보였는데 컨펌을 메인넷이 아니라 L2 기준으로 센다는 걸 몰랐음.")
    ls = ko_or(lang, "Tx %s to contract %s was mined in block %d; the indexer lagged by 40 blocks. Other public addresses involved: %s (BTC), %s (Solana)." % (tx, addr, R.randint(18000000, 21000000), segwit_addr(), b58enc(rbytes(32))),
               "트랜잭션 %s, 컨트랙트 %s, 블록 %d에 포함됨. 인덱서가 40블록 밀려 있었음. 관련 공개 주소: %s (BTC), %s (Solana)." % (tx, addr, R.randint(18000000, 21000000), segwit_addr(), b58enc(rbytes(32))))
    return "tx hashes / public addresses", mc, ls, ""


@clean("Discord/Telegram numeric IDs")
def cl_chat_ids(lang):
    g, ch, tg = snowflake_id(), snowflake_id(), "-100" + digits(10)
    mc = ko_or(lang, "Alerts went to the wrong channel and nobody said the bot config uses numeric IDs, not names.", "알림이 엉뚱한 채널로 감. 봇 설정이 이름이 아니라 숫자 ID를 쓴다는 걸 몰랐음.")
    ls = ko_or(lang, "Discord guild %s, alerts channel %s; Telegram ops group chat_id %s. The bot tokens are untouched and live in the secret manager." % (g, ch, tg),
               "디스코드 서버 %s, 알림 채널 %s, 텔레그램 운영방 chat_id %s. 봇 토큰은 건드리지 않았고 시크릿 매니저에 있음." % (g, ch, tg))
    return "chat platform IDs", mc, ls, ""


@clean("migrations with credential-named columns")
def cl_migration(lang):
    t = pick(["users", "accounts", "members", "admins"])
    k = pick(["api_keys", "access_tokens", "personal_tokens", "integration_credentials"])
    p = pick([8, 10, 12])
    snip = "ALTER TABLE %s ADD COLUMN password_hash text NOT NULL DEFAULT '';\nALTER TABLE %s ADD COLUMN key_prefix varchar(%d), ADD COLUMN key_hash bytea, ADD COLUMN last_used_at timestamptz;\nCREATE UNIQUE INDEX %s_prefix_idx ON %s (key_prefix);" % (t, k, p, k, k)
    mc = P(lang, ["I didn't know %s are stored hashed with only a display prefix kept." % k, "The admin UI showed only the first %d characters of each key and I assumed the rest was lost." % p],
           ["%s를 해시로만 저장하고 표시용 prefix만 남긴다는 걸 몰랐음." % k, "어드민 화면에 키 앞 %d자만 보여서 나머지가 유실된 줄 알았음." % p])
    return "migration with password/key columns", mc, ko_or(lang, "Migration:\n%s\nLookup is by prefix, then constant-time compare of the hash." % snip, "마이그레이션:\n%s\nprefix로 찾고 해시는 constant-time 비교." % snip), ""


@clean("e2e test reading password from env")
def cl_playwright(lang):
    u, p = pick([("E2E_USER", "E2E_PASSWORD"), ("TEST_ADMIN_EMAIL", "TEST_ADMIN_PASSWORD"), ("QA_LOGIN", "QA_PASSWORD")])
    k = pick(["playwright", "cypress", "selenium"])
    snip = {"playwright": "await page.getByLabel('Email').fill(process.env.%s!);\nawait page.getByLabel('Password').fill(process.env.%s!);\nawait page.getByRole('button', { name: 'Sign in' }).click();" % (u, p),
            "cypress": "cy.get('input[name=email]').type(Cypress.env('%s'));\ncy.get('input[name=password]').type(Cypress.env('%s'), { log: false });" % (u, p),
            "selenium": "driver.find_element(By.NAME, \"password\").send_keys(os.environ[\"%s\"])\ndriver.find_element(By.CSS_SELECTOR, \"button[type=submit]\").click()" % p}[k]
    mc = ko_or(lang, "E2E tests failed in CI only; the %s secret wasn't exposed to the workflow." % p, "E2E 테스트가 CI에서만 실패. %s 시크릿이 워크플로에 노출 안 돼 있었음." % p)
    return "e2e login via env (%s)" % k, mc, ko_or(lang, "Login step:\n%s\nAdded the secret to the e2e environment." % snip, "로그인 단계:\n%s\ne2e environment에 시크릿 추가함." % snip), ""


@clean("docker build secrets usage")
def cl_buildkit(lang):
    sid, target, cmd = pick([("npmrc", "/root/.npmrc", "npm ci"), ("pipconf", "/etc/pip.conf", "pip install -r requirements.txt"),
                             ("netrc", "/root/.netrc", "go mod download"), ("gh_token", "/run/secrets/gh_token", "GITHUB_TOKEN=$(cat /run/secrets/gh_token) ./scripts/fetch-private.sh")])
    snip = "# syntax=docker/dockerfile:1\nRUN --mount=type=secret,id=%s,target=%s %s\n\n$ docker build --secret id=%s,src=$HOME/%s -t %s ." % (sid, target, cmd, sid, target.rsplit("/", 1)[-1], pick(SERVICES))
    mc = ko_or(lang, "I didn't know the old Dockerfile copied %s into an image layer." % target.rsplit("/", 1)[-1], "예전 Dockerfile이 %s를 이미지 레이어에 복사하고 있는 걸 몰랐음." % target.rsplit("/", 1)[-1])
    return "buildkit secret mounts (%s)" % sid, mc, ko_or(lang, "Switched to BuildKit secret mounts:\n%s" % snip, "BuildKit secret mount로 변경:\n%s" % snip), ""


@clean("Korean business identifiers")
def cl_kr_ids(lang):
    brn = "%s-%s-%s" % (digits(3), digits(2), digits(5, False))
    order = "ORD-%s-%s" % (date_str().replace("-", ""), digits(6, False))
    inv = digits(12)
    mc = ko_or(lang, "Invoices were rejected by the tax system and nobody said the business registration number format must include hyphens.",
               "세금계산서가 반려됐는데 사업자등록번호에 하이픈이 들어가야 한다는 걸 몰랐음.")
    ls = ko_or(lang, "Business registration no. %s, order %s, CJ tracking number %s. Fixed the formatter." % (brn, order, inv), "사업자번호 %s, 주문번호 %s, CJ 송장번호 %s. 포매터 수정함." % (brn, order, inv))
    return "business/order/tracking numbers", mc, ls, ""


@clean("chat about password change without value")
def cl_pw_chat(lang):
    w1, w2 = who(lang), who(lang)
    t = hhmm(lang)
    s = ko_or(lang, "[%s] %s: I rotated the staging DB password, new one is in 1Password under \"staging-db\"\n[%s] %s: thanks, updating the ExternalSecret now\n[%s] %s: don't paste it here pls" % (t, w1, t, w2, t, w1),
              "[%s] %s: 스테이징 DB 비번 바꿨어요, 1Password \"staging-db\" 항목 확인해주세요\n[%s] %s: 넵 ExternalSecret 갱신할게요\n[%s] %s: 여기엔 붙이지 마세요~" % (t, w1, t, w2, t, w1))
    mc = ko_or(lang, "I missed the thread about the password rotation:\n%s" % s, "비번 교체 스레드를 못 봤음:\n%s" % s)
    ls = ko_or(lang, "After the rotation the ExternalSecret refresh interval (1h) delayed the update; forcing a sync fixed it.", "교체 후 ExternalSecret refresh 주기(1h) 때문에 반영이 늦었음. 강제 sync로 해결.")
    return "chat about rotation (no value)", mc, ls, ""


@clean("KMS key IDs")
def cl_kms(lang):
    kid = uuid4()
    acct = aws_acct()
    reg = pick(REGIONS)
    mc = ko_or(lang, "Decrypt failed with AccessDeniedException and nobody said the bucket uses a customer-managed KMS key.", "Decrypt가 AccessDeniedException. 버킷이 고객 관리형 KMS 키를 쓰는 걸 몰랐음.")
    ls = ko_or(lang, "Key arn:aws:kms:%s:%s:key/%s (alias/%s-data). The task role needed kms:Decrypt on it." % (reg, acct, kid, pick(SERVICES)),
               "키 arn:aws:kms:%s:%s:key/%s (alias/%s-data). 태스크 롤에 kms:Decrypt 권한 필요했음." % (reg, acct, kid, pick(SERVICES)))
    return "KMS key ARN", mc, ls, ""


@clean("network identifiers")
def cl_net(lang):
    mac = ":".join(rs(HEXL, 2) for _ in range(6))
    v6 = ":".join(hexs(4) for _ in range(8))
    sn = rs(UPDG, 12)
    mc = ko_or(lang, "The device didn't get a DHCP lease and nobody mentioned MAC filtering.", "장비가 DHCP를 못 받음. MAC 필터링 얘기를 못 들었음.")
    ls = ko_or(lang, "Registered MAC %s (serial %s). It also has IPv6 %s which bypasses the filter." % (mac, sn, v6), "MAC %s (시리얼 %s) 등록. IPv6 %s 는 필터 우회함." % (mac, sn, v6))
    return "MAC/IPv6/serial", mc, ls, ""


@clean("Azure tenant/subscription/app IDs")
def cl_azure_ids(lang):
    t, s, a = uuid4(), uuid4(), uuid4()
    mc = ko_or(lang, "Deploy failed with AADSTS700016 and I didn't know the app registration lives in a different tenant.", "AADSTS700016으로 배포 실패. 앱 등록이 다른 테넌트에 있다는 걸 몰랐음.")
    ls = ko_or(lang, "tenant %s, subscription %s, application (client) ID %s. The workflow now uses OIDC federation, so there is no client secret at all." % (t, s, a),
               "tenant %s, subscription %s, application(client) ID %s. 워크플로는 OIDC federation이라 client secret 자체가 없음." % (t, s, a))
    return "Azure IDs (OIDC)", mc, ls, ""


@clean("OTP/2FA discussion without codes")
def cl_otp_talk(lang):
    d = R.randint(35, 240)
    k = pick(["drift", "sms", "backup"])
    if k == "drift":
        mc = ko_or(lang, "Users complained their authenticator codes were rejected; nobody said the %s server clock drifted." % pick(SERVICES), "OTP 코드가 거부된다는 민원. %s 서버 시간이 틀어진 걸 몰랐음." % pick(SERVICES))
        ls = ko_or(lang, "NTP was off by %d seconds. TOTP uses 30-second steps and we accept ±1 step, so anything over 30s drift breaks. Enabled chrony and added a clock-skew alert." % d,
                   "NTP가 %d초 틀어져 있었음. TOTP는 30초 단위고 ±1 스텝만 허용해서 30초 넘게 틀어지면 실패. chrony 켜고 시간 오차 알림 추가." % d)
    elif k == "sms":
        mc = ko_or(lang, "SMS verification codes arrived after they expired for some carriers.", "일부 통신사에서 인증문자가 만료 후에 도착함.")
        ls = ko_or(lang, "Code lifetime was 60s; carrier delays reached %ds. Raised it to 5 minutes and limited attempts to 5 per code." % d, "코드 유효시간 60초였는데 통신사 지연이 %d초까지 남. 5분으로 늘리고 코드당 시도 5회 제한." % d)
    else:
        mc = ko_or(lang, "I didn't know backup codes are single-use and hashed like passwords.", "백업 코드가 1회용이고 비밀번호처럼 해시 저장된다는 걸 몰랐음.")
        ls = ko_or(lang, "We generate 10 codes, store only argon2 hashes, and show them once. Regenerating invalidates the old set.", "코드 10개 생성, argon2 해시만 저장, 한 번만 보여줌. 재발급하면 이전 세트 무효.")
    return "2FA discussion (%s)" % k, mc, ls, ""


@clean("stack trace without secrets")
def cl_trace(lang):
    snip = 'Traceback (most recent call last):\n  File "/app/worker/tasks.py", line %d, in sync_orders\n    token = get_token(settings.API_TOKEN_PATH)\n  File "/app/worker/auth.py", line %d, in get_token\n    with open(path) as fh:\nFileNotFoundError: [Errno 2] No such file or directory: \'/var/run/secrets/%s/token\'' % (
        R.randint(20, 200), R.randint(5, 60), pick(SERVICES))
    mc = ko_or(lang, "The worker crashed on start and nobody said the token file is mounted by a sidecar.", "워커가 기동 시 죽음. 토큰 파일을 사이드카가 마운트한다는 걸 몰랐음.")
    ls = ko_or(lang, "%s\nThe sidecar wasn't injected in the new namespace; added the annotation." % snip, "%s\n새 네임스페이스에 사이드카 주입이 안 됐음. 어노테이션 추가." % snip)
    return "stack trace (no secret)", mc, ls, ""


@clean("diff without secrets")
def cl_diff_clean(lang):
    f = pick(["config/app.yaml", "deploy/values-prod.yaml", "config/%s.yaml" % pick(SERVICES)])
    t1, t2 = pick([(5, 30), (10, 60), (3, 15)])
    r1, r2 = pick([(60, 300), (30, 120), (10, 90)])
    snip = "--- a/%s\n+++ b/%s\n@@ -%d,7 +%d,7 @@\n   http:\n-    timeout: %ds\n+    timeout: %ds\n   auth:\n     token_file: /var/run/secrets/app/token\n-    refresh_before: %ds\n+    refresh_before: %ds" % (f, f, R.randint(2, 30), R.randint(2, 30), t1, t2, r1, r2)
    mc = P(lang, ["Tokens expired mid-request for long exports and nobody mentioned the refresh margin.", "The nightly sync timed out and I didn't know timeouts live in %s." % f],
           ["긴 export 중간에 토큰이 만료됨. 갱신 여유 시간 설정 얘기를 못 들었음.", "야간 동기화가 타임아웃 났는데 타임아웃 설정이 %s에 있는 줄 몰랐음." % f])
    return "diff (no secret)", mc, ko_or(lang, "Change:\n%s" % snip, "변경:\n%s" % snip), ""


@clean("kubectl get secrets listing")
def cl_kget(lang):
    def row():
        suf = pick(["env", "db", "tls", "regcred"])
        typ = {"env": "Opaque", "db": "Opaque", "tls": "kubernetes.io/tls", "regcred": "kubernetes.io/dockerconfigjson"}[suf]
        n = {"env": R.randint(3, 9), "db": R.randint(2, 4), "tls": 2, "regcred": 1}[suf]
        return "%-28s %-36s %-4d %dd" % (pick(SERVICES) + "-" + suf, typ, n, R.randint(1, 400))
    rows = "\n".join(row() for _ in range(R.randint(3, 5)))
    snip = "NAME                         TYPE                                 DATA AGE\n" + rows
    mc = ko_or(lang, "I didn't know which secrets the namespace already had.", "네임스페이스에 어떤 시크릿이 이미 있는지 몰랐음.")
    return "kubectl secret listing", mc, ko_or(lang, "`kubectl get secrets -n prod`:\n%s" % snip, "`kubectl get secrets -n prod` 결과:\n%s" % snip), ""


@clean("cron and timestamps")
def cl_cron(lang):
    mc = ko_or(lang, "The nightly job ran at the wrong hour and nobody said the scheduler runs in UTC.", "야간 배치가 엉뚱한 시간에 돎. 스케줄러가 UTC 기준인 걸 몰랐음.")
    ls = ko_or(lang, "Changed the schedule from `0 3 * * *` to `0 18 * * *` (03:00 KST). Last run started at %s (epoch ms %d)." % (ts_str(), R.randint(1735000000000, 1760000000000)),
               "스케줄 `0 3 * * *` → `0 18 * * *` (KST 03시). 마지막 실행 %s (epoch ms %d)." % (ts_str(), R.randint(1735000000000, 1760000000000)))
    return "cron/timestamps", mc, ls, ""


@clean("hash of known constants")
def cl_known_hash(lang):
    k = pick(["sha256", "sha1", "md5", "tree"])
    svc = pick(SERVICES)
    h = {"sha256": hashlib.sha256(b"").hexdigest(), "sha1": hashlib.sha1(b"").hexdigest(), "md5": hashlib.md5(b"").hexdigest(),
         "tree": "4b825dc642cb6eb9a060e54bf8d69288fbee4904"}[k]
    what = {"sha256": ("SHA-256 of the empty string", "빈 문자열의 SHA-256"), "sha1": ("SHA-1 of zero bytes", "0바이트의 SHA-1"),
            "md5": ("MD5 of an empty body", "빈 바디의 MD5"), "tree": ("git's empty tree object", "git의 빈 tree 객체")}[k]
    ctx = pick([("every upload in %s had the same checksum" % svc, "%s 업로드 파일 체크섬이 전부 같았음" % svc),
                ("the cache key for the %s build never changed" % svc, "%s 빌드 캐시 키가 바뀌질 않았음" % svc),
                ("dedupe in %s collapsed thousands of rows into one" % svc, "%s 중복 제거가 수천 건을 하나로 합쳐버림" % svc)])
    mc = ko_or(lang, "Nobody noticed that %s." % ctx[0], "%s. 아무도 눈치 못 챘음." % ctx[1])
    ls = ko_or(lang, "%s is %s, so the input was empty. Root cause: %s." % (h, what[0], pick(["wrong multipart boundary", "the stream was consumed twice", "a missing COPY in the Dockerfile", "reading the file before the write was flushed"])),
               "%s는 %s라서 입력이 비어 있었던 것. 원인: %s." % (h, what[1], pick(["multipart boundary 오류", "스트림을 두 번 읽음", "Dockerfile COPY 누락", "flush 전에 파일을 읽음"])))
    return "well-known hash constant (%s)" % k, mc, ls, ""


@clean("secret object naming / 'secret' in other senses")
def cl_secret_words(lang):
    svc = pick(SERVICES)
    k = pick(["k8s_vs_aws", "pricing", "recipe"])
    if k == "k8s_vs_aws":
        mc = ko_or(lang, "I confused the Kubernetes Secret named `%s-secret` with the AWS secret of the same name." % svc, "쿠버네티스 Secret `%s-secret`을 같은 이름의 AWS 시크릿이랑 헷갈림." % svc)
        ls = ko_or(lang, "The k8s one is synced from the AWS one every %s. Renamed the k8s one to `%s-env` to avoid confusion." % (pick(["hour", "15 minutes"]), svc),
                   "k8s 쪽은 AWS 쪽에서 %s마다 동기화됨. 헷갈리지 않게 k8s 쪽 이름을 `%s-env`로 바꿈." % (pick(["1시간", "15분"]), svc))
    elif k == "pricing":
        mc = ko_or(lang, "Nobody told me why each service has one JSON secret instead of one secret per key.", "서비스마다 키별 시크릿이 아니라 JSON 시크릿 하나인 이유를 몰랐음.")
        ls = ko_or(lang, "Secrets Manager bills $0.40 per secret per month plus API calls, and %s reads them at startup, so one JSON secret per service is cheaper." % svc,
                   "Secrets Manager는 시크릿당 월 $0.40 + API 호출 비용이고 %s는 기동 시에만 읽어서, 서비스당 JSON 하나가 더 쌈." % svc)
    else:
        mc = ko_or(lang, "The product team kept calling the ranking formula \"the secret sauce\" and I didn't know where it lives.", "기획팀이 랭킹 공식을 \"비밀 소스\"라고만 불러서 어디 있는지 몰랐음.")
        ls = ko_or(lang, "It's in %s/ranking/weights.yaml, plain config, versioned with the code." % svc, "%s/ranking/weights.yaml에 있고 그냥 설정 파일, 코드와 같이 버전 관리됨." % svc)
    return "'secret' in other senses (%s)" % k, mc, ls, ""


@clean("sessions and token lifetimes prose")
def cl_token_lifetimes(lang):
    a, r_, g = pick([5, 10, 15, 30, 60]), pick([7, 14, 30, 90]), pick([5, 10, 30])
    mc = P(lang, ["Users were logged out unexpectedly; nobody said refresh token rotation was enabled with reuse detection.", "The mobile app kept asking users to log in again after the IdP upgrade."],
           ["사용자가 예기치 않게 로그아웃됨. refresh token rotation + 재사용 감지가 켜진 걸 몰랐음.", "IdP 업그레이드 후 모바일 앱이 계속 재로그인을 요구함."])
    ls = ko_or(lang, "Access tokens live %d minutes, refresh tokens %d days with rotation. Two parallel refreshes looked like reuse and revoked the whole family; added a %d-second grace period." % (a, r_, g),
               "access token %d분, refresh token %d일 + rotation. 동시에 두 번 갱신하면 재사용으로 판단해 전체 폐기됨. %d초 유예 추가." % (a, r_, g))
    return "token lifetime prose", mc, ls, ""


@clean("password-named settings without secrets")
def cl_pw_settings(lang):
    k = pick(["postgres", "django", "redis", "mysql", "keycloak", "spring"])
    snip = {"postgres": "# postgresql.conf\npassword_encryption = scram-sha-256\n# pg_hba.conf\nhostssl all all 10.0.0.0/8 scram-sha-256",
            "django": "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]\nPASSWORD_RESET_TIMEOUT = %d" % (pick([10, 12]), pick([3600, 86400])),
            "redis": "# redis.conf (stock file, untouched)\n# requirepass foobared\naclfile /etc/redis/users.acl\nprotected-mode yes",
            "mysql": "[mysqld]\nvalidate_password.policy = STRONG\nvalidate_password.length = %d\ndefault_authentication_plugin = caching_sha2_password" % pick([12, 14]),
            "keycloak": "\"passwordPolicy\": \"length(%d) and notUsername and passwordHistory(5) and hashIterations(27500)\"" % pick([12, 14]),
            "spring": "spring.security.user.name=${ADMIN_USER}\nspring.security.user.password=${ADMIN_PASSWORD}\nserver.servlet.session.timeout=30m"}[k]
    mc = P(lang, ["I didn't know where the password rules for %s are configured." % pick(SERVICES), "A reviewer asked whether the config below contains a password; I wasn't sure."],
           ["%s 비밀번호 규칙이 어디 설정돼 있는지 몰랐음." % pick(SERVICES), "리뷰어가 아래 설정에 비밀번호가 들어있냐고 물었는데 확신이 없었음."])
    note_en = " The requirepass line is the commented example shipped in the stock redis.conf; real users live in the ACL file." if k == "redis" else ""
    note_ko = " requirepass 줄은 redis.conf 기본 파일에 들어있는 주석 예시이고, 실제 사용자는 ACL 파일에 있음." if k == "redis" else ""
    ls = ko_or(lang, "%s\nNo credential in there: these are policy/auth-method settings.%s" % (snip, note_en),
               "%s\n자격 증명 없음. 정책/인증 방식 설정뿐임.%s" % (snip, note_ko))
    return "password-related settings (%s)" % k, mc, ls, ""


@clean("OIDC discovery and token responses without tokens")
def cl_oidc(lang):
    d = pick(DOMAINS)
    if chance(0.5):
        snip = json.dumps({"issuer": "https://auth.%s" % d, "authorization_endpoint": "https://auth.%s/oauth2/authorize" % d, "token_endpoint": "https://auth.%s/oauth2/token" % d,
                           "jwks_uri": "https://auth.%s/.well-known/jwks.json" % d, "token_endpoint_auth_methods_supported": ["client_secret_basic", "private_key_jwt"],
                           "id_token_signing_alg_values_supported": ["RS256", "ES256"]}, indent=1)
        t = ko_or(lang, "The token endpoint expects client_secret_basic, not client_secret_post; that was the 401.", "토큰 엔드포인트가 client_secret_post가 아니라 client_secret_basic을 기대함. 그게 401 원인.")
    else:
        snip = '{"token_type": "Bearer", "expires_in": %d, "scope": "%s", "access_token": "<omitted>", "refresh_token": "<omitted>"}' % (pick([300, 3599, 86400]), pick(["openid profile email", "orders:read", "offline_access"]))
        t = ko_or(lang, "expires_in is seconds; our cache treated it as minutes.", "expires_in은 초 단위인데 캐시가 분으로 처리하고 있었음.")
    mc = P(lang, ["The integration with the new IdP failed and I didn't know which auth method it expects.", "Tokens expired way earlier than our cache assumed."],
           ["새 IdP 연동이 실패했는데 어떤 인증 방식을 기대하는지 몰랐음.", "토큰이 캐시가 가정한 것보다 훨씬 빨리 만료됨."])
    return "OIDC metadata / token response (no token)", mc, "%s\n%s" % (snip, t), ""


@clean("connection strings without passwords")
def cl_conn_nopw(lang):
    u = pick(USERS)
    h = db_host()
    opts = [("postgres://%s@%s:5432/app?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem" % (u, h), "an RDS IAM auth token generated at connect time", "접속 시 생성되는 RDS IAM 인증 토큰"),
            ("jdbc:postgresql://%s:5432/app?user=%s&ssl=true&passfile=/run/secrets/pgpass" % (h, u), "the mounted pgpass file", "마운트된 pgpass 파일"),
            ("Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Managed Identity;Encrypt=True;" % (pick(ORGS) + "-sql", pick(["Billing", "Crm"])), "the managed identity", "관리 ID"),
            ("mongodb+srv://cluster0.%s.mongodb.net/?authMechanism=MONGODB-AWS&authSource=%%24external" % rs(LODG, 5), "the pod's IAM role", "파드 IAM 롤"),
            ("redis://%s:6379/2" % h, "network policy only (no AUTH on this internal cache)", "네트워크 정책만 (내부 캐시라 AUTH 없음)"),
            ("git@github.com:%s/%s.git" % (pick(ORGS), pick(SERVICES)), "the deploy key loaded in the SSH agent", "SSH 에이전트에 올라간 deploy key"),
            ("ssh://git@git.%s:2222/%s/%s.git" % (pick(DOMAINS), pick(ORGS), pick(SERVICES)), "the SSH agent", "SSH 에이전트")]
    c, how_en, how_ko = pick(opts)
    mc = P(lang, ["I assumed the connection string must contain a password and went looking for it.", "Nobody said this service authenticates without a password in its connection string."],
           ["접속 문자열에 비밀번호가 있어야 하는 줄 알고 찾아다님.", "이 서비스가 접속 문자열에 비밀번호 없이 인증한다는 걸 아무도 말 안 해줌."])
    ls = ko_or(lang, "The string is just `%s`; authentication comes from %s." % (c, how_en), "접속 문자열은 `%s` 뿐이고, 인증은 %s 처리됨." % (c, josa(how_ko, "으로", "로")))
    return "connection string without password", mc, ls, ""


@clean("vendor account identifiers")
def cl_vendor_ids(lang):
    ids = sample([("Twilio Account SID", "AC" + hexs(32)), ("Stripe account", "acct_" + rs(ALNUM, 16)), ("Algolia App ID", rs(UPDG, 10)),
                  ("AWS account", aws_acct()), ("Sentry org slug", pick(ORGS) + "-inc"), ("Datadog site", "ap1.datadoghq.com"),
                  ("Plaid client_id", hexs(24)), ("Zoom account ID", rs(ALNUM, 22)), ("Cloudflare zone ID", hexs(32)), ("Auth0 tenant", "%s.us.auth0.com" % pick(ORGS))], 3)
    txt = ", ".join("%s %s" % x for x in ids)
    mc = P(lang, ["The vendor support form asked for our account identifiers and I didn't know where to find them.", "I wasn't told which vendor accounts belong to prod and which to the sandbox."],
           ["벤더 지원 폼에서 계정 식별자를 물었는데 어디서 찾는지 몰랐음.", "어느 벤더 계정이 운영이고 어느 게 샌드박스인지 전달받지 못함."])
    ls = ko_or(lang, "Prod identifiers: %s. These are IDs, not credentials; the keys themselves stay in the vault." % txt, "운영 식별자: %s. 전부 ID일 뿐 자격 증명 아님. 키는 볼트에 있음." % txt)
    return "vendor account identifiers", mc, ls, ""


# ------------------------------------------------------------------ publishable keys (vendor-documented as public)
def _pub_note(lang, what_en, what_ko, snip, why_en, why_ko):
    mc = P(lang, ["I wasn't sure whether the %s in the frontend bundle was a leak." % what_en,
                  "Secret scanning flagged the %s in the web app and nobody told me whether it is meant to be public." % what_en,
                  "A contributor asked in the PR why the %s is committed in plain text." % what_en],
           ["프론트 번들에 있는 %s 유출인지 헷갈렸음." % josa(what_ko, "이", "가"), "시크릿 스캐닝이 웹앱의 %s 잡았는데 공개용인지 아무도 안 알려줌." % josa(what_ko, "을", "를"),
            "PR에서 %s 왜 평문으로 커밋돼 있냐는 질문을 받음." % josa(what_ko, "이", "가")])
    ls = ko_or(lang, "%s\n%s" % (snip, why_en), "%s\n%s" % (snip, why_ko))
    return mc, ls


@clean("Stripe publishable key", publishable=True)
def cl_pub_stripe(lang):
    snip = "const stripe = await loadStripe('pk_live_51%s');" % rs(ALNUM, 97)
    mc, ls = _pub_note(lang, "Stripe key", "Stripe 키", snip, "That is the publishable key; Stripe documents it as safe for client-side code. The secret key stays on the server.",
                       "publishable key라서 Stripe 문서상 클라이언트에 둬도 됨. secret key는 서버에만 있음.")
    return "Stripe publishable key", mc, ls, ""


@clean("Firebase web config", publishable=True)
def cl_pub_firebase(lang):
    proj = pick(ORGS) + "-" + pick(["app", "prod", "web"])
    snip = "const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
        rs(ALNUM + "-_", 33), proj, proj, proj, digits(12), digits(12), hexs(22))
    mc, ls = _pub_note(lang, "Firebase apiKey", "Firebase apiKey", snip, "Firebase's web apiKey only identifies the project; access is enforced by Security Rules and App Check.",
                       "Firebase 웹 apiKey는 프로젝트 식별용이고 접근 제어는 Security Rules와 App Check가 함.")
    return "Firebase web config", mc, ls, ""


@clean("captcha site key", publishable=True)
def cl_pub_captcha(lang):
    if chance(0.5):
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(URLCH, 38)
        w = "reCAPTCHA site key"
    else:
        snip = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(ALNUM + "_-", 12)
        w = "Turnstile site key"
    mc, ls = _pub_note(lang, w, w, snip, "Site keys are meant to be embedded in the page; only the secret key used for server-side verification is sensitive.",
                       "사이트 키는 페이지에 넣으라고 있는 값이고, 서버 검증용 secret key만 민감함.")
    return w, mc, ls, ""


@clean("Sentry DSN", publishable=True)
def cl_pub_sentry(lang):
    snip = "Sentry.init({ dsn: 'https://%s@o%s.ingest.us.sentry.io/%s', tracesSampleRate: 0.1 });" % (hexs(32), digits(6), digits(16))
    mc, ls = _pub_note(lang, "Sentry DSN", "Sentry DSN", snip, "Sentry documents DSNs as safe to expose; they only allow sending events. Auth tokens are a different thing.",
                       "Sentry 문서상 DSN은 노출돼도 됨(이벤트 전송만 가능). auth token과는 별개.")
    return "Sentry DSN", mc, ls, ""


@clean("Algolia search-only key", publishable=True)
def cl_pub_algolia(lang):
    snip = "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(UPDG, 10), hexs(32))
    mc, ls = _pub_note(lang, "Algolia key", "Algolia 키", snip, "It is the search-only key Algolia intends for front ends; the admin key is not in the bundle.",
                       "Algolia가 프론트용으로 제공하는 search-only 키. admin 키는 번들에 없음.")
    return "Algolia search-only key", mc, ls, ""


@clean("Mapbox public token", publishable=True)
def cl_pub_mapbox(lang):
    snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(jdump({"u": pick(ORGS) + "-maps", "a": rs(LODG, 25)}).encode()), rs(URLCH, 22))
    mc, ls = _pub_note(lang, "Mapbox token", "Mapbox 토큰", snip, "pk. tokens are Mapbox's public tokens for browsers; we restrict them by URL in the account settings.",
                       "pk. 토큰은 Mapbox의 브라우저용 공개 토큰이고 계정 설정에서 URL 제한 걸어둠.")
    return "Mapbox public token", mc, ls, ""


@clean("Clerk publishable key", publishable=True)
def cl_pub_clerk(lang):
    snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s("clerk.%s$" % pick(DOMAINS))
    mc, ls = _pub_note(lang, "Clerk key", "Clerk 키", snip, "The publishable key is just the base64 of the Frontend API host; the secret key is only on the server.",
                       "publishable key는 Frontend API 호스트를 base64한 값일 뿐. secret key는 서버에만 있음.")
    return "Clerk publishable key", mc, ls, ""


@clean("Supabase anon key", publishable=True)
def cl_pub_supabase(lang):
    ref = rs(LO, 20)
    tok = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1717000000 + R.randint(0, 9999999), "exp": 2032576000 + R.randint(0, 9999999)})
    snip = "const supabase = createClient('https://%s.supabase.co', '%s');" % (ref, tok)
    mc, ls = _pub_note(lang, "Supabase anon key", "Supabase anon 키", snip, "The anon key is meant for the browser; row level security decides what it can read. The service_role key never leaves the backend.",
                       "anon 키는 브라우저용이고 권한은 RLS가 결정함. service_role 키는 백엔드 밖으로 안 나감.")
    return "Supabase anon key", mc, ls, ""


@clean("Toss Payments client key", publishable=True)
def cl_pub_toss(lang):
    snip = "const tossPayments = TossPayments('live_ck_%s');" % rs(ALNUM, 28)
    mc, ls = _pub_note(lang, "Toss Payments key", "토스페이먼츠 키", snip, "Client keys are for the payment widget in the browser; the secret key (used for confirm) is server-only.",
                       "클라이언트 키는 브라우저 결제위젯용이고, 승인 API에 쓰는 시크릿 키는 서버에만 있음.")
    return "Toss Payments client key", mc, ls, ""


@clean("Kakao JavaScript key", publishable=True)
def cl_pub_kakao(lang):
    snip = "Kakao.init('%s'); // JavaScript 키" % hexs(32)
    mc, ls = _pub_note(lang, "Kakao key", "카카오 키", snip, "The JavaScript key is designed for the browser and is restricted by registered site domains; the REST API and Admin keys are different.",
                       "JavaScript 키는 브라우저용이고 등록된 사이트 도메인으로 제한됨. REST API 키, Admin 키와는 다름.")
    return "Kakao JavaScript key", mc, ls, ""


@clean("PostHog project key", publishable=True)
def cl_pub_posthog(lang):
    snip = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43)
    mc, ls = _pub_note(lang, "PostHog key", "PostHog 키", snip, "phc_ project API keys are write-only for event capture and meant to be public; personal API keys (phx_) are the sensitive ones.",
                       "phc_ 프로젝트 키는 이벤트 수집용 공개 키. 민감한 건 개인 API 키(phx_).")
    return "PostHog project key", mc, ls, ""


@clean("Google Maps browser key", publishable=True)
def cl_pub_maps(lang):
    snip = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&loading=async&callback=initMap"></script>' % rs(ALNUM + "-_", 33)
    mc, ls = _pub_note(lang, "Maps API key", "지도 API 키", snip, "Maps JavaScript keys are necessarily visible in the page; Google's guidance is to restrict them by HTTP referrer and API, which we do.",
                       "Maps JavaScript 키는 페이지에 노출될 수밖에 없고, 구글 권고대로 HTTP referrer와 API 제한을 걸어둠.")
    return "Google Maps browser key", mc, ls, ""


@clean("analytics write keys", publishable=True)
def cl_pub_analytics(lang):
    k = pick(["segment", "mixpanel", "amplitude"])
    snip = {"segment": "analytics.load('%s');" % rs(ALNUM, 32), "mixpanel": "mixpanel.init('%s', { track_pageview: true });" % hexs(32),
            "amplitude": "amplitude.init('%s');" % hexs(32)}[k]
    mc, ls = _pub_note(lang, "%s key" % k, "%s 키" % k, snip, "This is the client-side project key that the vendor documents as public; server-side secrets are separate.",
                       "벤더 문서상 공개용인 클라이언트 프로젝트 키. 서버용 시크릿은 별도.")
    return "%s client key" % k, mc, ls, ""


@clean("LaunchDarkly client-side ID", publishable=True)
def cl_pub_ld(lang):
    snip = "const client = LDClient.initialize('%s', context);" % hexs(24)
    mc, ls = _pub_note(lang, "LaunchDarkly ID", "LaunchDarkly ID", snip, "The client-side ID is public by design; the server SDK key (sdk-...) must not reach the browser and doesn't.",
                       "client-side ID는 원래 공개용. 서버 SDK 키는 브라우저로 안 나가고 실제로도 없음.")
    return "LaunchDarkly client-side ID", mc, ls, ""


# =====================================================================================================
# Assembly, validation, output
# =====================================================================================================
N_TOTAL, N_SECRET, N_CLEAN = 720, 180, 540
N_SECRET_EN, N_SECRET_KO = 108, 72
N_CLEAN_EN, N_CLEAN_KO = 324, 216
FIELD_KEYS = ["missing_context", "lesson", "ask_next_time"]
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def has_hangul(s):
    return any("\uac00" <= c <= "\ud7a3" for c in s)


def windows_ok(fields, secrets):
    masked = []
    for f in fields:
        for s in sorted(secrets, key=lambda x: (-len(x), x)):
            f = f.replace(s, "\x00")
        masked.append(f)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return False
    return True


def check_note(kind, mc, ls, ask, secrets):
    """Returns None if the note satisfies FORMAT.txt, else a reason string."""
    fields = {"missing_context": mc, "lesson": ls, "ask_next_time": ask}
    for k in FIELD_KEYS:
        if not isinstance(fields[k], str):
            return "field type"
        if len(fields[k].encode("utf-8")) > LIMITS[k]:
            return "size " + k
    if not mc.strip() or not ls.strip():
        return "empty field"
    if kind == "clean":
        return None if secrets == [] else "clean with secrets"
    if not secrets:
        return "secret note without secrets"
    vals = [mc, ls, ask]
    for s in secrets:
        if len(s) < 8:
            return "short secret"
        if s != s.strip():
            return "whitespace"
        if not any(s in f for f in vals):
            return "not verbatim"
    if not windows_ok(vals, secrets):
        return "8-char window outside secret"
    return None


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


LONG_VALUES = ["aws_sts", "sanity", "atlassian", "line", "meta", "dropbox", "openai", "openai_svc", "firebase_fcm",
               "salesforce", "stripe", "stripe_rk", "x", "xai", "vault", "supabase", "anthropic", "teams", "gchat"]


def build_vendor_groups():
    """Partition the vendor table into 108 notes: 60 single-vendor notes, 36 with two vendors, 12 with three."""
    def single(v):
        # long tokens, vendor-specific files and special-only vendors get a note of their own
        return v["id"] in SPECIAL_ONLY or v["id"] in LONG_VALUES or bool(v["special"])
    singles_first = [v for v in VENDORS if single(v)]
    pool = [v for v in VENDORS if not single(v)]
    R.shuffle(pool)
    n_multi2, n_multi3 = 36, 12
    groups = [[v] for v in singles_first]
    for size, n in ((3, n_multi3), (2, n_multi2)):
        for _ in range(n):
            g = [pool.pop(0)]
            while len(g) < size:
                for j, cand in enumerate(pool):
                    if all(company(cand) != company(x) for x in g):
                        g.append(pool.pop(j))
                        break
                else:
                    raise RuntimeError("cannot group vendors")
            groups.append(g)
    groups.extend([v] for v in pool)
    assert sum(len(g) for g in groups) == len(VENDORS)
    return groups


def build_secret_jobs():
    groups = build_vendor_groups()
    n_other = N_SECRET - len(groups)
    total = sum(c for _, _, c, _ in OTHER_GROUPS)
    assert total == n_other, (total, n_other, len(groups))
    jobs = []
    deck = []
    mdeck = []
    for g in groups:
        v = g[0]
        if len(g) > 1:
            if not mdeck:
                mdeck = MULTI_CONTAINERS[:]
                R.shuffle(mdeck)
            cname = mdeck.pop()
        elif v["id"] in SPECIAL_ONLY:
            cname = None
        elif v["special"] and chance(0.85):
            cname = "special:" + pick(v["special"])
        elif v["api"] and chance(0.3):
            cname = "curl"
        else:
            if not deck:
                # common real-world shapes are drawn more often
                deck = [n for n, _ in GENERIC] + ["curl", "curl", "sdk", "sdk", "json", "yaml", "dotenv", "export", "log line", "mcp config"]
                R.shuffle(deck)
            cname = deck.pop()
            if cname == "curl" and not v["api"]:
                cname = pick(["sdk", "export", "dotenv"])
        jobs.append(("vendor", g, cname))
    for g, fn, c, nv in OTHER_GROUPS:
        # c distinct variants of the group, chosen at random among its nv variants
        must = OTHER_MUST.get(g, [])
        rest = [i for i in range(nv) if i not in must]
        chosen = must + R.sample(rest, c - len(must))
        for i in sorted(chosen):
            jobs.append(("other", (g, fn), i))
    assert len(jobs) == N_SECRET
    R.shuffle(jobs)
    langs = ["en"] * N_SECRET_EN + ["ko"] * N_SECRET_KO
    R.shuffle(langs)
    return list(zip(jobs, langs))


def make_secret(job, lang):
    typ, a, b = job
    for attempt in range(300):
        if typ == "vendor":
            cat, mc, ls, ask, secrets = vendor_note(a, lang, b)
        else:
            g, fn = a
            cat, mc, ls, ask, secrets = fn(lang, b)
        secrets = dedupe(secrets)
        if lang == "ko" and not (has_hangul(mc) or has_hangul(ls)):
            continue
        why = check_note("secret", mc, ls, ask, secrets)
        if why is None:
            return dict(lang=lang, kind="secret", category=cat, fields=[mc, ls, ask], secrets=secrets)
    raise RuntimeError("could not build secret note %r %s: %s" % (job[0], lang, why))


def build_clean_jobs():
    names = list(range(len(CLEAN)))
    reps = []
    while len(reps) < N_CLEAN:
        block = names[:]
        R.shuffle(block)
        reps.extend(block)
    reps = reps[:N_CLEAN]
    R.shuffle(reps)
    langs = ["en"] * N_CLEAN_EN + ["ko"] * N_CLEAN_KO
    R.shuffle(langs)
    return list(zip(reps, langs))


CLEAN_ASK_EN = ["Is this written down anywhere, or should I add it to the README?", "Who owns {svc} now that the original author moved teams?",
                "Should this go into the onboarding doc for {svc}?", "Can we add a CI check so this doesn't regress?",
                "Is there a staging environment where I can test this safely?", "Which channel should I post in when this happens again?",
                "Do you want a ticket for the follow-up cleanup?", "Ask {who} whether the same setting applies to the other regions.",
                "Is the behaviour the same on the on-prem install?", "Should I open a PR or is this handled by the platform team?",
                "What's the expected turnaround for changes like this?", "Are there other services with the same setup as {svc}?"]
CLEAN_ASK_KO = ["이거 문서화된 데 있는지, 없으면 README에 추가할지?", "원래 담당자가 팀 옮겼는데 {svc} 지금 누가 담당하는지?",
                "{svc} 온보딩 문서에 넣어도 되는지?", "재발 방지용 CI 체크 추가할까요?", "안전하게 테스트할 스테이징 환경 있는지?",
                "다음에 또 이러면 어느 채널에 공유해야 하는지?", "후속 정리 작업 티켓 따로 만들까요?", "{who}한테 다른 리전도 같은 설정인지 확인.",
                "온프레미스 설치본도 동작이 같은지?", "PR 올리면 되는지, 플랫폼팀이 처리하는지?", "이런 변경은 보통 얼마나 걸리는지?",
                "{svc}랑 같은 구성인 서비스가 또 있는지?"]


def make_clean(idx, lang, seen_texts):
    name, fn, publishable = CLEAN[idx]
    for attempt in range(100):
        cat, mc, ls, ask = fn(lang)
        if not ask and chance(0.55):
            ask = pick(CLEAN_ASK_EN if lang == "en" else CLEAN_ASK_KO).format(svc=pick(SERVICES), who=who(lang))
        if lang == "ko" and not (has_hangul(mc) or has_hangul(ls)):
            raise RuntimeError("Korean clean note without Hangul: " + name)
        why = check_note("clean", mc, ls, ask, [])
        key = (mc, ls, ask)
        if why is None and key not in seen_texts:
            seen_texts.append(key)
            if publishable:
                cat = cat + " [publishable]"
            return dict(lang=lang, kind="clean", category="clean: " + cat, fields=[mc, ls, ask], secrets=[])
    raise RuntimeError("could not build clean note %s: %s" % (name, why))


def final_asserts(notes):
    assert len(notes) == N_TOTAL
    ids = [n["id"] for n in notes]
    assert ids == ["gm%03d" % i for i in range(1, N_TOTAL + 1)]
    cnt = {}
    for n in notes:
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(n["fields"].keys()) == FIELD_KEYS
        assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
        assert isinstance(n["category"], str) and n["category"]
        f = n["fields"]
        why = check_note(n["kind"], f["missing_context"], f["lesson"], f["ask_next_time"], n["secrets"])
        assert why is None, (n["id"], why)
        if n["category"].endswith(" [publishable]"):
            assert n["kind"] == "clean"
        assert "[publishable]" not in n["category"][:-len(" [publishable]")] if n["category"].endswith(" [publishable]") else "[publishable]" not in n["category"]
        if n["lang"] == "ko":
            assert has_hangul(f["missing_context"] + f["lesson"]), n["id"]
        k = (n["kind"], n["lang"])
        cnt[k] = cnt.get(k, 0) + 1
    assert cnt[("secret", "en")] == N_SECRET_EN and cnt[("secret", "ko")] == N_SECRET_KO
    assert cnt[("clean", "en")] == N_CLEAN_EN and cnt[("clean", "ko")] == N_CLEAN_KO
    texts = [json.dumps(n["fields"], ensure_ascii=False) for n in notes]
    assert len(dedupe(texts)) == len(texts), "duplicate notes"
    return cnt


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v135.jsonl")
    notes = []
    for job, lang in build_secret_jobs():
        notes.append(make_secret(job, lang))
    seen = []
    for idx, lang in build_clean_jobs():
        notes.append(make_clean(idx, lang, seen))
    R.shuffle(notes)
    final = []
    for i, n in enumerate(notes):
        mc, ls, ask = n["fields"]
        final.append({"id": "gm%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                      "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, "secrets": n["secrets"]})
    cnt = final_asserts(final)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in final)
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(data)
    print("wrote %s: %d notes %s sha256=%s" % (out, len(final), sorted(cnt.items()), hashlib.sha256(data.encode("utf-8")).hexdigest()))


if __name__ == "__main__":
    main()
