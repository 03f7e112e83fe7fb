#!/usr/bin/env python3
"""make_blind_set_v125.py -- generator of the blind evaluation set v125 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(125_2026_1128) drives every
choice, no set iteration and no hash(), so the output does not depend on PYTHONHASHSEED.
Every credential body is generated at run time in the public shape of its kind (prefix, alphabet, length and,
where the format has one, checksum or encoding). Output: blind_set_v125.jsonl next to this file.
"""
import base64
import hashlib
import hmac
import json
import os
import string
import struct
import sys
import urllib.parse
import zlib

import random

SEED = 125_2026_1128
R = random.Random(SEED)

N_TOTAL = 720
N_SECRET_EN, N_SECRET_KO = 108, 72
N_CLEAN_EN, N_CLEAN_KO = 324, 216

DIG = string.digits
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = DIG + UPP + LOW
LOWNUM = LOW + DIG
UPNUM = UPP + DIG
B64 = UPP + LOW + DIG + "+/"
B64U = UPP + LOW + DIG + "-_"
B32 = UPP + "234567"


# ----------------------------------------------------------------------------------------------------------
# basic random helpers (all draw from R)
# ----------------------------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


DECKS = {}


def deck_pick(name, options):
    """Draw without replacement from a per-name shuffled deck, so repeated calls cover every option before any repeats."""
    d = DECKS.get(name)
    if not d:
        d = list(range(len(options)))
        R.shuffle(d)
        DECKS[name] = d
    return options[d.pop()]


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b62enc(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = ALNUM[r] + s
    return s.rjust(width, "0")


def crc_b62_token(prefix, n_random=30):
    """GitHub / npm style: prefix + 30 base62 chars + base62(CRC32(random part)) padded to 6."""
    body = rs(ALNUM, n_random)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jdump(o):
    return json.dumps(o, separators=(",", ":"))


def make_jwt(payload, alg="HS256", kid=None, typ=True):
    header = {"alg": alg}
    if typ:
        header["typ"] = "JWT"
    if kid:
        header["kid"] = kid
    h = b64u(jdump(header).encode())
    p = b64u(jdump(payload).encode())
    if alg == "HS256":
        sig = hmac.new(rbytes(32), (h + "." + p).encode(), hashlib.sha256).digest()
    elif alg in ("RS256", "PS256"):
        sig = rbytes(256)
    elif alg == "ES256":
        sig = rbytes(64)
    else:  # EdDSA
        sig = rbytes(64)
    return h + "." + p + "." + b64u(sig)


def now_ts():
    return rint(1_704_000_000, 1_767_000_000)


def pct(s):
    return urllib.parse.quote(s, safe="")


# bech32 (BIP-173) for age keys -------------------------------------------------------------------------
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data8):
    acc, bits, out = 0, 0, []
    for b in data8:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hv + out + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in out + chk)


# CRC-24 for OpenPGP armor (not used for secrets, used for a clean public-key note)
def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


# ----------------------------------------------------------------------------------------------------------
# key material builders (structurally real DER / OpenSSH encodings around random bytes)
# ----------------------------------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def der_int(bs):
    if bs[0] & 0x80:
        bs = b"\x00" + bs
    return b"\x02" + der_len(len(bs)) + bs


def der_seq(body):
    return b"\x30" + der_len(len(body)) + body


def ec_p256_pem_lines():
    priv = rbytes(32)
    pub = b"\x04" + rbytes(64)
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + priv + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
           + b"\xa1\x44\x03\x42\x00" + pub)
    return "EC PRIVATE KEY", wrap(b64(der), 64)


def p8_ec_pem_lines():
    """PKCS#8 EC P-256 key as in Apple .p8 / App Store Connect keys."""
    priv = rbytes(32)
    pub = b"\x04" + rbytes(64)
    inner = b"\x30\x6b\x02\x01\x01\x04\x20" + priv + b"\xa1\x44\x03\x42\x00" + pub
    der = (b"\x30\x81\x93\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d"
           b"\x03\x01\x07\x04\x79" + inner)
    return "PRIVATE KEY", wrap(b64(der), 64)


def ed25519_pkcs8_lines():
    der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
    return "PRIVATE KEY", wrap(b64(der), 64)


def rsa_partial_lines(n_lines, pkcs8=True):
    """First lines of a 2048-bit RSA key: the real DER header followed by random modulus bytes."""
    if pkcs8:
        head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
        label = "PRIVATE KEY"
    else:
        head = bytes.fromhex("308204a40201000282010100")
        label = "RSA PRIVATE KEY"
    body = head + bytes([R.randint(0xC0, 0xFF)]) + rbytes(48 * n_lines)
    lines = wrap(b64(body), 64)[:n_lines]
    return label, lines


def _ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    check = rbytes(4)
    priv = check + check + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") + struct.pack(">I", 1)
            + _ssh_str(pubblob) + _ssh_str(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def ssh_ed25519_pub(comment):
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32))
    return "ssh-ed25519 " + b64(blob) + (" " + comment if comment else "")


def ssh_rsa_pub(comment):
    n = b"\x00" + bytes([R.randint(0xC0, 0xFF)]) + rbytes(255)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n)
    return "ssh-rsa " + b64(blob) + (" " + comment if comment else "")


def ssh_ecdsa_pub():
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(b"\x04" + rbytes(64))
    return "ecdsa-sha2-nistp256 " + b64(blob)


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def cert_pem_lines(n_lines):
    """A public X.509 certificate (random body behind the real DER prefix)."""
    head = bytes([0x30, 0x82, 0x03, R.randint(0x50, 0x9F), 0x30, 0x82, 0x02, R.randint(0x30, 0xFF)])
    body = head + bytes.fromhex("a003020102021400") + rbytes(48 * n_lines)
    return wrap(b64(body), 64)[:n_lines]


def pem_block(label, lines, sep="\n"):
    return sep.join([f"-----BEGIN {label}-----"] + lines + [f"-----END {label}-----"])


# ----------------------------------------------------------------------------------------------------------
# Hangul helpers: Korean typed on a QWERTY layout (dubeolsik) and English typed in Korean mode
# ----------------------------------------------------------------------------------------------------------
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
        "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEY = {"ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i", "ㅐ": "o", "ㅔ": "p",
       "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h", "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z",
       "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b", "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R",
       "ㅆ": "T", "ㅒ": "O", "ㅖ": "P"}
SPLIT = {"ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ", "ㅢ": "ㅡㅣ",
         "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ", "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ", "ㄾ": "ㄹㅌ",
         "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ"}
JOIN = {v: k for k, v in SPLIT.items()}
REVKEY = {v: k for k, v in KEY.items()}


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            parts = [CHO[c // 588], JUNG[(c % 588) // 28], JONG[c % 28]]
            for p in parts:
                for q in SPLIT.get(p, p):
                    out.append(KEY[q])
        else:
            out.append(ch)
    return "".join(out)


def qwerty_to_hangul(text):
    """What comes out when an English word is typed while the IME is in Korean mode (simple automaton)."""
    jam = []
    for ch in text:
        if ch in REVKEY:
            jam.append(REVKEY[ch])
        elif ch.lower() in REVKEY:
            jam.append(REVKEY[ch.lower()])
        else:
            jam.append(ch)

    def isv(j):
        return j in JUNG

    def isc(j):
        return j in CHO or j in JOIN.values() or j in JONG[1:]

    out, i, n = [], 0, len(jam)
    while i < n:
        j = jam[i]
        if j in CHO and i + 1 < n and isv(jam[i + 1]):
            cho, v = j, jam[i + 1]
            i += 2
            if i < n and isv(jam[i]) and (v + jam[i]) in JOIN:
                v = JOIN[v + jam[i]]
                i += 1
            jong = ""
            if i < n and jam[i] in JONG and not (i + 1 < n and isv(jam[i + 1])):
                jong = jam[i]
                i += 1
                if i < n and (jong + jam[i]) in JOIN and JOIN[jong + jam[i]] in JONG and not (i + 1 < n and isv(jam[i + 1])):
                    jong = JOIN[jong + jam[i]]
                    i += 1
            out.append(chr(0xAC00 + CHO.index(cho) * 588 + JUNG.index(v) * 28 + JONG.index(jong)))
        else:
            out.append(j)
            i += 1
    return "".join(out)

# ----------------------------------------------------------------------------------------------------------
# vocabularies
# ----------------------------------------------------------------------------------------------------------
EN_WORDS = ("anchor amber apple arrow autumn badger bamboo banjo basil beacon birch biscuit blanket bramble breeze "
            "bronze cactus camel canyon carbon cedar cherry cinder citrus clover cobalt comet copper coral cotton "
            "cricket crystal dagger dahlia delta desert dolphin dragon ember falcon fennel fjord forest fossil "
            "galaxy garlic ginger glacier granite gravel harbor hazel helmet hickory honey horizon iceberg indigo "
            "island ivory jasmine jigsaw juniper kettle kiwi lantern lemon lilac lobster lotus magnet mango maple "
            "marble meadow mercury meteor mint monsoon mosaic nectar nickel nutmeg oasis olive onyx orbit orchid "
            "otter oyster paddle panther papaya parsley pebble pepper pilot pine planet plum pocket prairie quartz "
            "quill rabbit radish raven reef ribbon river rocket saffron salmon sapphire scarlet shadow sierra "
            "silver sparrow spruce squid summit sunset tango thistle thunder tiger timber topaz tulip tundra "
            "turnip velvet violet walnut walrus willow winter wombat yarrow zephyr").split()

BIP39_SUBSET = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
                "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
                "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
                "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
                "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
                "annual another answer antenna antique anxiety any apart apology appear apple approve april arch "
                "arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
                "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract "
                "auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful "
                "awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely "
                "bargain barrel base basic basket battle beach bean beauty because become beef before begin behave "
                "behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind "
                "biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse "
                "blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom "
                "bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
                "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
                "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus "
                "cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital "
                "captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
                "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
                "chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken "
                "chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city "
                "civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock "
                "dance danger daring dash daughter dawn deal debate debris decade december decide decline decorate "
                "dentist depart depend deposit depth deputy derive describe desert design desk despair destroy detail "
                "detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity "
                "dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance "
                "divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose "
                "double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry "
                "duck dumb dune during dust dutch duty dwarf dynamic").split()

KO_PW_WORDS = ["사랑해", "안녕하세요", "행복", "우리집", "고양이", "강아지", "하늘", "바다", "별빛", "김치", "서울",
               "부산", "제주도", "감자", "호랑이", "무지개", "봄날", "가을", "커피", "토끼", "우주", "딸기", "보물",
               "대박", "화이팅", "사과", "노을", "구름", "김민준", "이서연", "박지훈", "최유나", "햇살", "달빛",
               "초록", "여름밤", "바람", "꽃길", "해바라기", "은하수"]

EN_FIRST = ["priya", "marco", "dana", "kenji", "olu", "sven", "maya", "tomas", "aisha", "lukas", "nora", "diego",
            "ingrid", "ravi", "chloe", "mateo", "hana", "felix", "zoe", "omar", "leah", "ivan", "sana", "bruno"]
EN_NAMES = ["Priya", "Marco", "Dana", "Kenji", "Olu", "Sven", "Maya", "Tomás", "Aisha", "Lukas", "Nora", "Diego",
            "Ingrid", "Ravi", "Chloe", "Mateo", "Hana", "Felix", "Zoe", "Omar", "Leah", "Ivan", "Sana", "Bruno"]
KO_NAMES = ["김도현", "이수빈", "박준영", "최예린", "정하늘", "조민재", "윤지호", "장서윤", "임태현", "한가은", "오승민",
            "신유나", "권재혁", "황보람", "송지우", "배현수"]
KO_TITLES = ["님", "님", "님", " 선임님", " 책임님", " 팀장님", " 매니저님", " 프로님"]
KO_ROMAN = ["dohyun", "subin", "junyoung", "yerin", "haneul", "minjae", "jiho", "seoyun", "taehyun", "gaeun",
            "seungmin", "yuna", "jaehyuk", "boram", "jiwoo", "hyunsu"]

COMPANIES = ["acme", "northwind", "globex", "initech", "umbrella", "hooli", "vandelay", "stark", "wayne", "tyrell",
             "cyberdyne", "soylent", "aperture", "blueth", "pied", "wonka", "dunder", "oscorp", "gringotts", "massive"]
KO_COMPANIES = ["haneul", "baram", "saebom", "nuri", "dalbit", "gureum", "bitna", "areum", "hanbit", "sora"]
PROJECTS = ["billing", "checkout", "atlas", "orion", "ledger", "payments", "search", "notify", "gateway", "console",
            "analytics", "inventory", "auth", "reports", "mobile-api", "crm", "warehouse", "scheduler", "chatbot",
            "pricing", "catalog", "onboarding", "ingest", "exporter"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview", "uat"]
KO_ENVS = ["개발계", "검증계", "운영계", "스테이징", "로컬", "QA 서버", "운영 서버", "개발 서버"]
TLDS = ["io", "dev", "com", "net", "co.kr", "internal", "cloud"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-southeast-1", "ap-northeast-1"]


def company():
    return pick(COMPANIES)


def domain(c=None):
    return f"{c or company()}.{pick(TLDS)}"


def host(kind=None):
    kind = kind or pick(["db", "pg", "mysql", "redis", "api", "mq", "es", "cache", "sql", "mongo", "ldap", "smtp"])
    return f"{kind}-{pick(ENVS)}-{rint(1, 9):02d}.{pick(['internal', 'corp', 'svc.cluster.local', 'lan'])}"


def ko_person():
    return pick(KO_NAMES) + pick(KO_TITLES)


def en_person():
    return pick(EN_NAMES)


def user_name():
    return pick(["app", "svc_app", "deploy", "admin", "root", "backend", "etl_user", "readonly", "api", "ci-bot",
                 "report_ro", "migrator", "grafana", "jenkins", pick(EN_FIRST), pick(KO_ROMAN), "sa", "postgres",
                 "wp_admin", "ops"])


def ip4(private=True):
    if private:
        return pick([f"10.{rint(0, 40)}.{rint(0, 255)}.{rint(1, 254)}", f"192.168.{rint(0, 20)}.{rint(2, 254)}",
                     f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(1, 254)}"])
    return f"{rint(3, 223)}.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)}"


def date_str():
    return f"2025-{rint(1, 12):02d}-{rint(1, 28):02d}"


def time_str():
    return f"{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}"


# ----------------------------------------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------------------------------------
PUNCT_SAFE = "!@#$%^&*-_=+.?~"      # no quotes, backslash, backtick, space, colon, slash
PUNCT_URL = "!$*-_.~"               # stays readable in URLs


def pw_human():
    w = pick(EN_WORDS + EN_FIRST)
    style = rint(0, 5)
    if style == 0:
        return w.capitalize() + str(rint(1970, 2025)) + pick("!@#$?*")
    if style == 1:
        return w.capitalize() + pick("#@!$") + str(rint(10, 9999))
    if style == 2:
        return w + pick(["4ever", "123!", "_rocks", "2go!", "$$", "77!"]) + str(rint(1, 99))
    if style == 3:
        return pick(["Welcome", "Spring", "Summer", "Winter", "Autumn", "Monday", "Letmein"]) + str(rint(2019, 2026)) + pick("!#@$")
    if style == 4:
        leet = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
        base = w.capitalize() + pick(EN_WORDS).capitalize()
        return "".join(leet.get(c, c) if chance(0.5) else c for c in base) + str(rint(1, 99))
    return pick(COMPANIES).capitalize() + pick(["#", "@", "!", "_"]) + str(rint(2019, 2026)) + pick(["Q1", "Q3", "!", "$", "dev"])


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", ".", "_", " ", "-"])
    words = [pick(EN_WORDS) for _ in range(rint(3, 5))]
    if chance(0.5):
        words[rint(0, len(words) - 1)] = words[rint(0, len(words) - 1)].capitalize()
    s = sep.join(words)
    if chance(0.6):
        s += sep + str(rint(2, 99))
    return s


def pw_generated(n=None, punct=PUNCT_SAFE):
    n = n or rint(14, 24)
    while True:
        s = rs(ALNUM + punct * 2, n)
        if any(c in punct for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


def pw_alnum(n=None):
    return rs(ALNUM, n or rint(16, 32))


def pw_korean_typed():
    w = pick(KO_PW_WORDS)
    s = hangul_to_qwerty(w)
    tail = pick([str(rint(1, 9999)), str(rint(10, 99)) + pick("!@#"), pick("!@#$") + str(rint(100, 9999)),
                 str(rint(1980, 2024))])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    out = s + tail
    while len(out) < 8:
        out += str(rint(0, 9))
    return out


def pw_hangul():
    w = pick(KO_PW_WORDS)
    out = w + pick(["", "!", "@", "#"]) + str(rint(1, 2025)) + pick(["", "!", "^^", "*"])
    while len(out) < 8:
        out += pick(["!", "0", "7", "#"])
    return out


def pw_ime_typed():
    """An English password typed while the keyboard was in Korean mode."""
    base = pick(["password", "welcome", "dragon", "monkey", "sunshine", "master", "qwerty", "letmein", "freedom",
                 "trustno", "shadow", "summer", "football", "iloveyou"]) + str(rint(1, 999)) + pick(["!", "@", ""])
    out = qwerty_to_hangul(base)
    while len(out) < 8:
        out += str(rint(0, 9))
    return out


def pw_keyboard_walk():
    return pick(["1qaz@WSX3edc", "1qaz2wsx!@", "qwer1234!@#$", "!Q@W#E$R", "zaq1@WSX", "asdf1234!@", "1q2w3e4r!",
                 "q1w2e3r4!@", "!qaz2wsx#", "Qwer!234", "1Q2w3e4r5t", "p0o9i8u7!"]) + pick(["", str(rint(1, 99)), "!", "#"])


def pw_date():
    city = pick(["Seoul", "Busan", "Berlin", "Austin", "Lisbon", "Osaka", "Denver", "Hanoi", "Oslo", "Dublin"])
    return city + pick("@#!_") + f"{rint(2019, 2025)}{rint(1, 12):02d}{rint(1, 28):02d}"


def pw_any(korean=False, punct=PUNCT_SAFE):
    while True:
        p = _pw_any(korean, punct)
        if len(p) >= 8:
            return p


def _pw_any(korean=False, punct=PUNCT_SAFE):
    fns = [pw_human, pw_passphrase, pw_generated, pw_alnum, pw_date, pw_keyboard_walk]
    if korean:
        fns += [pw_korean_typed, pw_korean_typed, pw_hangul, pw_ime_typed]
    f = pick(fns)
    if f is pw_generated:
        return pw_generated(punct=punct)
    if f is pw_passphrase:
        return pw_passphrase(pick(["-", ".", "_"]))
    return f()


def pw_shell_safe(korean=False):
    """Password usable in single quotes / URLs (no quotes, backslash, space)."""
    while True:
        p = pw_any(korean)
        if not any(c in p for c in "'\"\\` ") and len(p) >= 8:
            return p


def pw_url_safe(korean=False):
    while True:
        p = pw_any(korean, punct=PUNCT_URL)
        if not any(c in p for c in "'\"\\` :/@#?%") and all(ord(c) < 128 for c in p) and len(p) >= 8:
            return p


# ----------------------------------------------------------------------------------------------------------
# Korean particles after a word that may end in Hangul, Latin letters or digits
# ----------------------------------------------------------------------------------------------------------
def _jong(word):
    w = word.rstrip(" )]`'\".,")
    if not w:
        return False, False
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        j = (o - 0xAC00) % 28
        return j != 0, j == 8
    if c.isdigit():
        return c in "0136780", c in "178"
    if c.isupper() and (len(w) < 2 or w[-2].isupper() or w[-2].isdigit()):
        return c in "LMNR", c in "LR"
    lc = c.lower()
    if w.lower().endswith("ng") or lc in "mn":
        return True, False
    if lc == "l":
        return True, True
    if lc in "kc" and not w.lower().endswith("ce"):
        return True, False
    return False, False


def jo(word, pair):
    """jo('Slack', '이/가') -> 'Slack이'; jo('GitHub', '은/는') -> 'GitHub는'; '으로/로' handles the rieul rule."""
    a, b = pair.split("/")
    jong, rieul = _jong(word)
    if pair == "으로/로":
        return word + ("로" if (not jong or rieul) else "으로")
    return word + (a if jong else b)

# ----------------------------------------------------------------------------------------------------------
# vendor token shapes (public formats)
# ----------------------------------------------------------------------------------------------------------
def t_github(kind="ghp_"):
    return crc_b62_token(kind)


def t_github_fine():
    return "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)


def t_npm():
    return crc_b62_token("npm_")


def t_slack_bot():
    return f"xoxb-{rs(DIG, 1).replace('0', '7')}{rs(DIG, rint(10, 12))}-{rs(DIG, 13)}-{rs(ALNUM, 24)}"


def t_slack_user():
    return f"xoxp-{rint(1, 9)}{rs(DIG, 11)}-{rint(1, 9)}{rs(DIG, 11)}-{rint(1, 9)}{rs(DIG, 12)}-{hexs(32)}"


def t_slack_app():
    return f"xapp-1-A{rs(UPNUM, 10)}-{rs(DIG, 13)}-{hexs(64)}"


def t_stripe(kind="sk_live_"):
    return kind + "51" + rs(ALNUM, 97)


def t_aws_key_id(prefix="AKIA"):
    return prefix + rs(B32, 16)


def t_aws_secret():
    return rs(UPP + LOW + DIG + "/+", 40)


def t_google_key():
    return "AIzaSy" + rs(ALNUM + "-_", 33)


def t_openai():
    if chance(0.75):
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def t_anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def t_azure_ad_secret():
    return rs(ALNUM + "_~.-", 3) + str(rint(7, 8)) + "Q~" + rs(ALNUM + "_~.-", 34)


def t_azure_storage_key():
    return b64(rbytes(64))


def t_discord_bot():
    snow = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64(snow.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def t_telegram():
    return f"{rint(5, 8)}{rs(DIG, 9)}:AA{rs(B64U, 33)}"


def t_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def t_twitter_bearer():
    return "A" * 22 + rs(ALNUM, 20) + "%2B" + rs(ALNUM, 24) + "%3D" + rs(ALNUM, 40)


def t_meta():
    return "EAA" + pick("BGIJ") + rs(ALNUM, 170)


def t_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 150)


def t_atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)


def t_bitbucket():
    return "ATBB" + rs(ALNUM, 32) + rs(HEXU, 8)


def t_mapbox(kind):
    user = pick(EN_FIRST + KO_ROMAN) + pick(["", "-dev", str(rint(1, 99))])
    body = b64u(jdump({"u": user, "a": rs(LOWNUM, 25)}).encode())
    return f"{kind}.{body}.{rs(B64U, 22)}"


def t_vault():
    if chance(0.5):
        return "hvs." + rs(ALNUM, 24)
    return "hvs.CAESI" + rs(B64U, 86)


def t_intercom():
    return b64(f"tok:{uuid4()}:1:0".encode())


def t_elastic():
    return b64(f"{rs(B64U, 20)}:{rs(B64U, 22)}".encode())


def t_sentry_org():
    payload = b64(jdump({"iat": now_ts() - rint(10 ** 5, 10 ** 7), "url": "https://sentry.io", "region_url":
                         "https://us.sentry.io", "org": pick(COMPANIES)}).encode()).rstrip("=")
    return "sntrys_" + payload + "_" + rs(B64U, 43)


def t_grafana_cloud():
    payload = b64(jdump({"o": str(rint(100000, 999999)), "n": pick(["ci", "deploy", "alloy"]) + "-" + rs(LOW, 4),
                         "k": rs(ALNUM, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}}).encode())
    return "glc_" + payload


def t_line_token():
    return b64(rbytes(128))


def t_fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def t_fly():
    return "fm2_" + b64(rbytes(120)).rstrip("=").replace("/", "_").replace("+", "-")


def t_salesforce():
    return "00D" + rs(ALNUM, 12) + "!" + "AQ" + rs(ALNUM, 2) + "AQ" + rs(ALNUM + ".", 92)


def t_age():
    return bech32_encode("age-secret-key-", rbytes(32)).upper()


def t_ngrok():
    return str(rint(1, 2)) + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)


def t_tailscale():
    return "tskey-auth-k" + rs(ALNUM, 8) + "CNTRL-" + rs(ALNUM, 33)


def t_django():
    return "django-insecure-" + rs(LOWNUM + "!@#$%^&*(-_=+)", 50)


def t_laravel():
    return "base64:" + b64(rbytes(32))


def t_wp_app_password():
    return " ".join(rs(ALNUM, 4) for _ in range(6))


def t_gmail_app_password():
    return " ".join(rs(LOW, 4) for _ in range(4))


def t_apple_app_password():
    return "-".join(rs(LOW, 4) for _ in range(4))


def t_b2_key():
    return "K005" + rs(ALNUM + "+/", 27)


def t_rancher():
    return f"token-{rs(LOWNUM, 5)}:{rs(LOWNUM, 54)}"


def t_turso():
    return make_jwt({"a": "rw", "iat": now_ts(), "id": uuid4()}, alg="EdDSA", typ=False)


def t_clerk_pk(dom):
    return "pk_live_" + b64(f"clerk.{dom}$".encode())


def t_supabase_jwt(role, ref):
    iat = now_ts() - rint(10 ** 6, 10 ** 7)
    return make_jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000})


def t_k8s_sa_jwt(ns, sa):
    iat = now_ts()
    return make_jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": iat + 31_536_000, "iat": iat,
                     "iss": "https://kubernetes.default.svc.cluster.local",
                     "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4()}},
                     "sub": f"system:serviceaccount:{ns}:{sa}"}, alg="RS256", kid=rs(B64U, 43), typ=False)


def t_user_jwt(iss):
    iat = now_ts()
    return make_jwt({"sub": uuid4(), "email": f"{pick(EN_FIRST)}@{domain()}", "iat": iat, "exp": iat + 3600,
                     "iss": iss, "scope": pick(["openid profile email", "read:orders write:orders", "admin"])},
                    alg=pick(["RS256", "HS256", "ES256"]), kid=pick([None, rs(B64U, 16)]))


# ----------------------------------------------------------------------------------------------------------
# the registry: name, items() -> [(VAR, value, is_secret)], optional curl / sdk / cli / terraform renderers
# ----------------------------------------------------------------------------------------------------------
VENDORS = []


def V(name, items, url=None, hdr=None, sdk=None, cli=None, tf=None, ko=False, kind="api"):
    VENDORS.append({"name": name, "items": items, "url": url, "hdr": hdr, "sdk": sdk or {}, "cli": cli, "tf": tf,
                    "ko": ko, "kind": kind})


def one(var, fn):
    return lambda: [(var, fn(), True)]


B = "Authorization: Bearer {0}"
V("OpenAI", one("OPENAI_API_KEY", t_openai), "https://api.openai.com/v1/models", B,
  {"python": 'client = OpenAI(api_key="{0}")', "js": 'const openai = new OpenAI({{ apiKey: "{0}" }});',
   "go": 'client := openai.NewClient(option.WithAPIKey("{0}"))', "csharp": 'var client = new OpenAIClient("{0}");'})
V("Anthropic", one("ANTHROPIC_API_KEY", t_anthropic), "https://api.anthropic.com/v1/models", "x-api-key: {0}",
  {"python": 'client = anthropic.Anthropic(api_key="{0}")', "js": "const anthropic = new Anthropic({{ apiKey: '{0}' }});"})
V("GitHub", lambda: [("GITHUB_TOKEN", t_github(pick(["ghp_", "ghp_", "gho_"])), True)], "https://api.github.com/user",
  "Authorization: token {0}", {"js": 'const octokit = new Octokit({{ auth: "{0}" }});',
                               "python": 'g = Github(auth=Auth.Token("{0}"))',
                               "go": 'client := github.NewClient(nil).WithAuthToken("{0}")'},
  cli="echo {0} | gh auth login --with-token", tf=("github", [("token", 0)]))
V("GitHub fine-grained PAT", one("GH_PAT", t_github_fine), "https://api.github.com/repos/{org}/{repo}/actions/runs", B)
V("GitHub App installation", one("GH_INSTALLATION_TOKEN", lambda: t_github("ghs_")), "https://api.github.com/installation/repositories", B)
V("GitLab", one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20)), "https://gitlab.com/api/v4/projects", "PRIVATE-TOKEN: {0}",
  {"python": 'gl = gitlab.Gitlab("https://gitlab.com", private_token="{0}")'}, cli="glab auth login --token {0}",
  tf=("gitlab", [("token", 0)]))
V("GitLab Runner", one("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20)), cli="gitlab-runner register --url https://gitlab.com --token {0}")
V("Slack", one("SLACK_BOT_TOKEN", t_slack_bot), "https://slack.com/api/auth.test", B,
  {"python": 'client = WebClient(token="{0}")', "js": "const web = new WebClient('{0}');"})
V("Slack user token", one("SLACK_USER_TOKEN", t_slack_user), "https://slack.com/api/users.list", B)
V("Slack Socket Mode", one("SLACK_APP_TOKEN", t_slack_app), None, None, {"python": 'SocketModeHandler(app, "{0}").start()'})
V("Stripe", one("STRIPE_SECRET_KEY", t_stripe), "https://api.stripe.com/v1/charges", None,
  {"python": 'stripe.api_key = "{0}"', "js": "const stripe = require('stripe')('{0}');", "ruby": "Stripe.api_key = '{0}'",
   "php": "\\Stripe\\Stripe::setApiKey('{0}');", "java": 'Stripe.apiKey = "{0}";', "go": 'stripe.Key = "{0}"'},
  cli="stripe login --api-key {0}")
V("Stripe restricted key", one("STRIPE_RK", lambda: t_stripe("rk_live_")), "https://api.stripe.com/v1/customers", B)
V("Stripe webhook", one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32)), None, None,
  {"python": 'event = stripe.Webhook.construct_event(payload, sig_header, "{0}")',
   "js": "const event = stripe.webhooks.constructEvent(body, sig, '{0}');"})
V("AWS", lambda: [("AWS_ACCESS_KEY_ID", t_aws_key_id(), True), ("AWS_SECRET_ACCESS_KEY", t_aws_secret(), True)], None, None,
  {"python": 's3 = boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}")',
   "js": 'const s3 = new S3Client({{ region: "ap-northeast-2", credentials: {{ accessKeyId: "{0}", secretAccessKey: "{1}" }} }});',
   "java": 'AwsBasicCredentials creds = AwsBasicCredentials.create("{0}", "{1}");',
   "go": 'cfg.Credentials = credentials.NewStaticCredentialsProvider("{0}", "{1}", "")'},
  tf=("aws", [("access_key", 0), ("secret_key", 1)]))
V("AWS STS session", lambda: [("AWS_ACCESS_KEY_ID", t_aws_key_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", t_aws_secret(), True),
                              ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64, 220), True)])
V("AWS SES SMTP", lambda: [("SMTP_USERNAME", t_aws_key_id(), True), ("SMTP_PASSWORD", "B" + rs(B64, 43), True)])
V("Google Gemini", one("GEMINI_API_KEY", t_google_key), "https://generativelanguage.googleapis.com/v1beta/models?key={0}", None,
  {"python": 'client = genai.Client(api_key="{0}")', "js": 'const ai = new GoogleGenAI({{ apiKey: "{0}" }});'})
V("Google OAuth client", lambda: [("GOOGLE_CLIENT_ID", f"{rs(DIG, 12)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com", False),
                                  ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)])
V("Google OAuth refresh token", one("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(B64U, 2) + rs(B64U, 99)))
V("Google OAuth access token", one("GCP_ACCESS_TOKEN", lambda: "ya29." + rs(B64U, 150)), "https://www.googleapis.com/drive/v3/files", B)
V("Firebase Cloud Messaging", one("FCM_SERVER_KEY", t_fcm), "https://fcm.googleapis.com/fcm/send", "Authorization: key={0}")
V("Azure AD app", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                           ("AZURE_CLIENT_SECRET", t_azure_ad_secret(), True)],
  None, None, {"python": 'cred = ClientSecretCredential("{0}", "{1}", "{2}")',
               "csharp": 'var cred = new ClientSecretCredential("{0}", "{1}", "{2}");'},
  tf=("azurerm", [("tenant_id", 0), ("client_id", 1), ("client_secret", 2)]))
V("Azure OpenAI", one("AZURE_OPENAI_API_KEY", lambda: hexs(32)), "https://{org}-aoai.openai.azure.com/openai/deployments?api-version=2024-06-01",
  "api-key: {0}", {"python": 'client = AzureOpenAI(api_key="{0}", api_version="2024-06-01", azure_endpoint=ENDPOINT)'})
V("Azure DevOps", one("AZURE_DEVOPS_PAT", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52)), None, None, None,
  cli="echo {0} | az devops login --organization https://dev.azure.com/{org}")
V("Azure Container Registry", one("ACR_PASSWORD", lambda: rs(ALNUM + "+/", 42) + "+ACR" + rs(ALNUM, 6)), None, None, None,
  cli="docker login {org}.azurecr.io -u {org} -p {0}")
V("Azure Storage", lambda: [("AZURE_STORAGE_ACCOUNT", pick(COMPANIES) + pick(["prod", "data", "logs"]) + "sa", False),
                            ("AZURE_STORAGE_KEY", t_azure_storage_key(), True)])
V("Hugging Face", one("HF_TOKEN", lambda: "hf_" + rs(UPP + LOW, 34)), "https://huggingface.co/api/whoami-v2", B,
  {"python": 'login(token="{0}")'}, cli="huggingface-cli login --token {0}")
V("Twilio", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)], None, None,
  {"python": 'client = Client("{0}", "{1}")', "js": "const client = twilio('{0}', '{1}');",
   "csharp": 'TwilioClient.Init("{0}", "{1}");'})
V("SendGrid", one("SENDGRID_API_KEY", t_sendgrid), "https://api.sendgrid.com/v3/scopes", B,
  {"python": 'sg = SendGridAPIClient("{0}")', "js": "sgMail.setApiKey('{0}');"})
V("Mailgun", one("MAILGUN_API_KEY", lambda: pick([hexs(32) + "-" + hexs(8) + "-" + hexs(8), "key-" + hexs(32)])),
  None, None, {"python": 'requests.post(MG_URL, auth=("api", "{0}"), data=msg)'})
V("Mailchimp", one("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(1, 21))), None, None,
  {"python": 'client.set_config({{"api_key": "{0}", "server": "us6"}})'})
V("npm", one("NPM_TOKEN", t_npm), None, None, None, cli="npm config set //registry.npmjs.org/:_authToken {0}")
V("PyPI", one("PYPI_TOKEN", t_pypi), None, None, None, cli="twine upload -u __token__ -p {0} dist/*")
V("Docker Hub", one("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27)), None, None, None,
  cli="docker login -u {user} -p {0}")
V("Shopify", one("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hexs(32)), "https://{org}.myshopify.com/admin/api/2024-10/shop.json",
  "X-Shopify-Access-Token: {0}")
V("Atlassian", lambda: [("JIRA_EMAIL", f"{pick(EN_FIRST)}@{domain()}", False), ("JIRA_API_TOKEN", t_atlassian(), True)],
  None, None, {"python": 'jira = JIRA(server="https://{org}.atlassian.net", basic_auth=("{0}", "{1}"))'})
V("Bitbucket", one("BITBUCKET_APP_PASSWORD", t_bitbucket), None, None, None)
V("Notion", one("NOTION_TOKEN", lambda: pick(["ntn_" + rs(DIG, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)])),
  "https://api.notion.com/v1/users/me", B, {"js": 'const notion = new Client({{ auth: "{0}" }});'})
V("Linear", one("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)), "https://api.linear.app/graphql", "Authorization: {0}",
  {"js": 'const linear = new LinearClient({{ apiKey: "{0}" }});'})
V("Figma", one("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40)), "https://api.figma.com/v1/me", "X-Figma-Token: {0}")
V("DigitalOcean", one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64)), "https://api.digitalocean.com/v2/account", B,
  {"python": 'client = pydo.Client(token="{0}")'}, cli="doctl auth init -t {0}", tf=("digitalocean", [("token", 0)]))
V("Heroku", one("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58)), "https://api.heroku.com/apps", B, None,
  tf=("heroku", [("api_key", 0)]))
V("Cloudflare", one("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40)), "https://api.cloudflare.com/client/v4/user/tokens/verify", B,
  {"python": 'cf = Cloudflare(api_token="{0}")'}, tf=("cloudflare", [("api_token", 0)]))
V("Cloudflare Global API key", lambda: [("CF_API_EMAIL", f"{pick(EN_FIRST)}@{domain()}", False), ("CF_API_KEY", hexs(37), True)])
V("Cloudflare R2", lambda: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)])
V("Vercel", one("VERCEL_TOKEN", lambda: rs(ALNUM, 24)), "https://api.vercel.com/v2/user", B, None, cli="vercel deploy --prod --token {0}")
V("Netlify", one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36)), "https://api.netlify.com/api/v1/sites", B, None,
  cli="netlify deploy --prod --auth {0}")
def _supabase_items():
    ref = rs(LOW, 20)
    return [("SUPABASE_URL", "https://" + ref + ".supabase.co", False), ("SUPABASE_SERVICE_ROLE_KEY", t_supabase_jwt("service_role", ref), True)]


V("Supabase", _supabase_items, None, None,
  {"js": "const supabase = createClient('{0}', '{1}');", "python": 'supabase = create_client("{0}", "{1}")'})
V("Supabase secret key", one("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31)))
V("Datadog", lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)], "https://api.datadoghq.com/api/v1/validate",
  "DD-API-KEY: {0}\nDD-APPLICATION-KEY: {1}", None, tf=("datadog", [("api_key", 0), ("app_key", 1)]))
V("New Relic", one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPNUM, 27)), "https://api.newrelic.com/graphql", "API-Key: {0}",
  None, tf=("newrelic", [("api_key", 0)]))
V("New Relic ingest", one("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL"))
V("Sentry", one("SENTRY_AUTH_TOKEN", lambda: pick(["sntryu_" + hexs(64), t_sentry_org()])), "https://sentry.io/api/0/projects/", B,
  None, cli="sentry-cli --auth-token {0} releases new $VERSION")
V("PagerDuty", one("PAGERDUTY_TOKEN", lambda: "u+" + rs(ALNUM + "_-", 18)), "https://api.pagerduty.com/incidents",
  "Authorization: Token token={0}", None, tf=("pagerduty", [("token", 0)]))
V("Okta", one("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40)), "https://{org}.okta.com/api/v1/users?limit=25",
  "Authorization: SSWS {0}", None, tf=("okta", [("api_token", 0)]))
V("Auth0", lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)], None, None,
  {"js": "const management = new ManagementClient({{ domain: '{org}.us.auth0.com', clientId: '{0}', clientSecret: '{1}' }});"})
V("Square", one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60)), "https://connect.squareup.com/v2/locations", B)
V("Braintree", one("BRAINTREE_ACCESS_TOKEN", lambda: f"access_token$production${rs(LOWNUM, 16)}${hexs(32)}"), None, None)
V("Plaid", lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)])
V("Discord", one("DISCORD_BOT_TOKEN", t_discord_bot), "https://discord.com/api/v10/users/@me", "Authorization: Bot {0}",
  {"python": 'bot.run("{0}")', "js": "client.login('{0}');"})
V("Telegram", one("TELEGRAM_BOT_TOKEN", t_telegram), "https://api.telegram.org/bot{0}/getMe", None,
  {"python": 'app = Application.builder().token("{0}").build()'})
V("X (Twitter)", one("TWITTER_BEARER_TOKEN", t_twitter_bearer), "https://api.x.com/2/users/me", B)
V("Meta Graph API", one("META_ACCESS_TOKEN", t_meta), "https://graph.facebook.com/v19.0/me?access_token={0}", None)
V("Postman", one("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34)), "https://api.getpostman.com/me", "X-Api-Key: {0}")
V("Terraform Cloud", one("TFE_TOKEN", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)),
  "https://app.terraform.io/api/v2/account/details", B, None, tf=("tfe", [("token", 0)]))
V("HashiCorp Vault", one("VAULT_TOKEN", t_vault), "https://vault.{org}.internal:8200/v1/auth/token/lookup-self",
  "X-Vault-Token: {0}", None, cli="vault login {0}", tf=("vault", [("token", 0)]))
V("Doppler", one("DOPPLER_TOKEN", lambda: "dp.st." + pick(ENVS) + "." + rs(ALNUM, 43)), None, None, None,
  cli="doppler configure set token {0} --scope .")
V("Pulumi", one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40)), None, None, None, cli="pulumi login --token {0}")
V("Grafana", one("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8)), "https://grafana.{org}.io/api/dashboards/home",
  B, None, tf=("grafana", [("auth", 0)]))
V("Grafana Cloud", one("GRAFANA_CLOUD_TOKEN", t_grafana_cloud))
V("Databricks", one("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"])),
  "https://adb-{num}.azuredatabricks.net/api/2.0/clusters/list", B, None, cli="databricks configure --token  # then paste {0}")
V("Confluent Cloud", lambda: [("CONFLUENT_API_KEY", rs(UPNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)])
V("Algolia", lambda: [("ALGOLIA_APP_ID", rs(UPNUM, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)], None, None,
  {"js": "const client = algoliasearch('{0}', '{1}');", "python": 'client = SearchClient.create("{0}", "{1}")'})
V("Mapbox", one("MAPBOX_SECRET_TOKEN", lambda: t_mapbox("sk")), None, None, None)
V("Mixpanel", one("MIXPANEL_API_SECRET", lambda: hexs(32)))
V("Intercom", one("INTERCOM_ACCESS_TOKEN", t_intercom), "https://api.intercom.io/me", B)
V("Zendesk", lambda: [("ZENDESK_EMAIL", f"{pick(EN_FIRST)}@{domain()}", False), ("ZENDESK_API_TOKEN", rs(ALNUM, 40), True)])
V("HubSpot", one("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()),
  "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", B, {"python": 'api_client = HubSpot(access_token="{0}")'})
V("Salesforce", one("SF_ACCESS_TOKEN", t_salesforce), "https://{org}.my.salesforce.com/services/data/v60.0/limits", B)
V("Asana", one("ASANA_PAT", lambda: f"2/{rs(DIG, 16)}/{rs(DIG, 16)}:{hexs(32)}"), "https://app.asana.com/api/1.0/users/me", B)
V("Trello", one("TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + rs(HEXU, 8)))
V("Airtable", one("AIRTABLE_PAT", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64)), "https://api.airtable.com/v0/meta/whoami", B,
  {"python": 'api = Api("{0}")'})
V("Dropbox", one("DROPBOX_ACCESS_TOKEN", lambda: "sl." + rs(B64U, 135)), None, None, {"python": 'dbx = dropbox.Dropbox("{0}")'})
V("Box", one("BOX_DEVELOPER_TOKEN", lambda: rs(ALNUM, 32)), "https://api.box.com/2.0/users/me", B)
V("CircleCI", one("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)), "https://circleci.com/api/v2/me",
  "Circle-Token: {0}")
V("Buildkite", one("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40)), "https://api.buildkite.com/v2/user", B)
V("Codecov", one("CODECOV_TOKEN", uuid4), None, None, None, cli="codecov upload-process -t {0}")
V("SonarQube", one("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40)), None, None, None,
  cli="sonar-scanner -Dsonar.host.url=https://sonar.{org}.io -Dsonar.token={0}")
V("Snyk", one("SNYK_TOKEN", uuid4), None, None, None, cli="snyk auth {0}")
V("JFrog Artifactory", one("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(ALNUM, 50)), None, None, None,
  cli="jf c add {org} --url https://{org}.jfrog.io --access-token {0}")
V("Fastly", one("FASTLY_API_TOKEN", lambda: rs(B64U, 32)), "https://api.fastly.com/current_user", "Fastly-Key: {0}", None,
  tf=("fastly", [("api_key", 0)]))
V("Akamai EdgeGrid", lambda: [("client_secret", b64(rbytes(32)), True), ("host", f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}.luna.akamaiapis.net", False),
                              ("access_token", f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}", True),
                              ("client_token", f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}", True)], kind="edgerc")
V("Linode", one("LINODE_TOKEN", lambda: hexs(64)), "https://api.linode.com/v4/profile", B, {"python": 'client = LinodeClient("{0}")'},
  tf=("linode", [("token", 0)]))
V("Vultr", one("VULTR_API_KEY", lambda: rs(UPNUM, 36)), "https://api.vultr.com/v2/account", B, None, tf=("vultr", [("api_key", 0)]))
V("Hetzner Cloud", one("HCLOUD_TOKEN", lambda: rs(ALNUM, 64)), "https://api.hetzner.cloud/v1/servers", B, None,
  cli="hcloud context create {org}  # token: {0}", tf=("hcloud", [("token", 0)]))
V("Scaleway", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
V("Alibaba Cloud", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
V("Tencent Cloud", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
V("IBM Cloud", one("IBMCLOUD_API_KEY", lambda: rs(B64U, 44)), None, None, None, cli="ibmcloud login --apikey {0} -r us-south")
V("Naver Cloud Platform", lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)], ko=True)
V("Kakao", one("KAKAO_REST_API_KEY", lambda: hexs(32)), "https://dapi.kakao.com/v2/local/search/address.json?query=판교역",
  "Authorization: KakaoAK {0}", ko=True)
V("Kakao admin key", one("KAKAO_ADMIN_KEY", lambda: hexs(32)), "https://kapi.kakao.com/v1/user/ids", "Authorization: KakaoAK {0}", ko=True)
V("Naver Developers", lambda: [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)],
  "https://openapi.naver.com/v1/search/blog.json?query=java", None, ko=True)
V("Toss Payments", one("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(ALNUM, 28)), None, None,
  {"js": "const encoded = Buffer.from('{0}:').toString('base64');"}, ko=True)
V("PortOne", one("PORTONE_API_SECRET", lambda: rs(ALNUM, 80)), "https://api.portone.io/payments/{num}", "Authorization: PortOne {0}", ko=True)
V("KakaoPay", one("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + rs(HEXU, 38)), "https://open-api.kakaopay.com/online/v1/payment/ready",
  "Authorization: SECRET_KEY {0}", ko=True)
V("NHN Cloud", lambda: [("NHN_APP_KEY", rs(ALNUM, 16), False), ("NHN_SECRET_KEY", rs(ALNUM, 8), True)], None, None, None, ko=True)
V("LINE Messaging API", lambda: [("LINE_CHANNEL_ACCESS_TOKEN", t_line_token(), True), ("LINE_CHANNEL_SECRET", hexs(32), True)],
  None, None, {"python": 'line_bot_api = LineBotApi("{0}")\nhandler = WebhookHandler("{1}")'})
V("Slack signing secret", one("SLACK_SIGNING_SECRET", lambda: hexs(32)), None, None,
  {"python": 'app = App(token=os.environ["SLACK_BOT_TOKEN"], signing_secret="{0}")'})
V("Zoom", lambda: [("ZOOM_CLIENT_ID", rs(ALNUM, 22), False), ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("Resend", one("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)), "https://api.resend.com/domains", B,
  {"js": "const resend = new Resend('{0}');"})
V("Postmark", one("POSTMARK_SERVER_TOKEN", uuid4), "https://api.postmarkapp.com/server", "X-Postmark-Server-Token: {0}",
  {"python": 'postmark = PostmarkClient(server_token="{0}")'})
V("Brevo", one("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)), "https://api.brevo.com/v3/account", "api-key: {0}")
V("Mandrill", one("MANDRILL_API_KEY", lambda: rs(B64U, 22)))
V("Pusher", lambda: [("PUSHER_APP_ID", str(rint(1000000, 1999999)), False), ("PUSHER_KEY", hexs(20), False),
                     ("PUSHER_SECRET", hexs(20), True)], None, None,
  {"python": "pusher_client = pusher.Pusher(app_id='{0}', key='{1}', secret='{2}', cluster='ap3')"})
V("Ably", one("ABLY_API_KEY", lambda: f"{rs(B64U, 6)}.{rs(B64U, 6)}:{rs(B64U, 43)}"), None, None,
  {"js": "const ably = new Ably.Realtime('{0}');"})
V("Cohere", one("CO_API_KEY", lambda: rs(ALNUM, 40)), "https://api.cohere.com/v1/check-api-key", B, {"python": 'co = cohere.ClientV2("{0}")'})
V("Mistral", one("MISTRAL_API_KEY", lambda: rs(ALNUM, 32)), "https://api.mistral.ai/v1/models", B, {"python": 'client = Mistral(api_key="{0}")'})
V("Groq", one("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52)), "https://api.groq.com/openai/v1/models", B,
  {"python": 'client = Groq(api_key="{0}")'})
V("Replicate", one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37)), "https://api.replicate.com/v1/account", B,
  {"python": 'client = replicate.Client(api_token="{0}")'})
V("Perplexity", one("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48)), "https://api.perplexity.ai/chat/completions", B)
V("Together AI", one("TOGETHER_API_KEY", lambda: hexs(64)), "https://api.together.xyz/v1/models", B,
  {"python": 'client = Together(api_key="{0}")'})
V("DeepSeek", one("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32)), "https://api.deepseek.com/models", B,
  {"python": 'client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")'})
V("xAI", one("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80)), "https://api.x.ai/v1/models", B)
V("ElevenLabs", one("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48)), "https://api.elevenlabs.io/v1/user", "xi-api-key: {0}",
  {"python": 'client = ElevenLabs(api_key="{0}")'})
V("Pinecone", one("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63)), "https://api.pinecone.io/indexes",
  "Api-Key: {0}", {"python": 'pc = Pinecone(api_key="{0}")'})
V("Weights & Biases", one("WANDB_API_KEY", lambda: hexs(40)), None, None, {"python": 'wandb.login(key="{0}")'}, cli="wandb login {0}")
V("LangSmith", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10)), "https://api.smith.langchain.com/api/v1/sessions",
  "x-api-key: {0}")
V("Fireworks AI", one("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24)), "https://api.fireworks.ai/inference/v1/models", B)
V("OpenRouter", one("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64)), "https://openrouter.ai/api/v1/key", B,
  {"python": 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="{0}")'})
V("Deepgram", one("DEEPGRAM_API_KEY", lambda: hexs(40)), "https://api.deepgram.com/v1/projects", "Authorization: Token {0}",
  {"python": 'deepgram = DeepgramClient("{0}")'})
V("AssemblyAI", one("ASSEMBLYAI_API_KEY", lambda: hexs(32)), None, None, {"python": 'aai.settings.api_key = "{0}"'})
V("Tavily", one("TAVILY_API_KEY", lambda: "tvly-" + pick(["", "dev-", "prod-"]) + rs(ALNUM, 32)), None, None,
  {"python": 'tavily = TavilyClient(api_key="{0}")'})
V("Firecrawl", one("FIRECRAWL_API_KEY", lambda: "fc-" + hexs(32)), None, None, {"python": 'app = FirecrawlApp(api_key="{0}")'})
V("SerpApi", one("SERPAPI_API_KEY", lambda: hexs(64)), "https://serpapi.com/search.json?engine=google&q=coffee&api_key={0}", None)
V("PlanetScale", lambda: [("PLANETSCALE_USERNAME", rs(LOWNUM, 12), False), ("PLANETSCALE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)])
V("PlanetScale service token", one("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43)))
V("Upstash", lambda: [("UPSTASH_REDIS_REST_URL", f"https://{pick(EN_WORDS)}-{pick(EN_WORDS)}-{rint(1000, 99999)}.upstash.io", False),
                      ("UPSTASH_REDIS_REST_TOKEN", "A" + rs(ALNUM, 3) + "AAIjcDE" + rs(ALNUM, 56), True)])
V("Turso", one("TURSO_AUTH_TOKEN", t_turso))
V("Clerk", one("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 40)), "https://api.clerk.com/v1/users?limit=10", B)
V("Razorpay", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)],
  None, None, {"python": 'client = razorpay.Client(auth=("{0}", "{1}"))'})
V("Binance", lambda: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)], None, None,
  {"python": 'client = Client("{0}", "{1}")'})
V("Etherscan", one("ETHERSCAN_API_KEY", lambda: rs(UPNUM, 34)), "https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&apikey={0}", None)
V("Alchemy", one("ALCHEMY_API_KEY", lambda: rs(B64U, 32)), "https://eth-mainnet.g.alchemy.com/v2/{0}", None)
V("Infura", lambda: [("INFURA_PROJECT_ID", hexs(32), False), ("INFURA_PROJECT_SECRET", hexs(32), True)])
V("Expo", one("EXPO_TOKEN", lambda: rs(B64U, 40)), None, None, None)
V("Jenkins", one("JENKINS_API_TOKEN", lambda: "11" + hexs(32)), None, None, None)
V("Harbor", lambda: [("HARBOR_USERNAME", "robot$" + pick(PROJECTS) + "+ci", False), ("HARBOR_PASSWORD", rs(ALNUM, 32), True)])
V("Quay.io", one("QUAY_ROBOT_TOKEN", lambda: rs(UPNUM, 64)))
V("Rancher", one("RANCHER_TOKEN", t_rancher), "https://rancher.{org}.internal/v3/clusters", B)
V("Tailscale", one("TS_AUTHKEY", t_tailscale), None, None, None, cli="sudo tailscale up --authkey={0} --advertise-tags=tag:ci")
V("ngrok", one("NGROK_AUTHTOKEN", t_ngrok), None, None, None, cli="ngrok config add-authtoken {0}")
V("Fly.io", one("FLY_API_TOKEN", t_fly), None, None, None)
V("Render", one("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32)), "https://api.render.com/v1/services?limit=20", B)
V("Railway", one("RAILWAY_TOKEN", uuid4), None, None, None)
V("Cloudinary", lambda: [("CLOUDINARY_CLOUD_NAME", pick(COMPANIES) + "-media", False), ("CLOUDINARY_API_KEY", rs(DIG, 15), False),
                         ("CLOUDINARY_API_SECRET", rs(B64U, 27), True)], None, None,
  {"python": 'cloudinary.config(cloud_name="{0}", api_key="{1}", api_secret="{2}")'})
V("Contentful", one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43)), None, None,
  {"js": "const client = contentful.createClient({{ accessToken: '{0}' }});"})
V("Sanity", one("SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 180)))
V("Shippo", one("SHIPPO_API_KEY", lambda: "shippo_live_" + hexs(40)), "https://api.goshippo.com/addresses", "Authorization: ShippoToken {0}")
V("EasyPost", one("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54)), None, None, None)
V("Twitch", lambda: [("TWITCH_CLIENT_ID", rs(LOWNUM, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOWNUM, 30), True)])
V("Spotify", lambda: [("SPOTIPY_CLIENT_ID", hexs(32), False), ("SPOTIPY_CLIENT_SECRET", hexs(32), True)], None, None,
  {"python": 'auth = SpotifyClientCredentials(client_id="{0}", client_secret="{1}")'})
V("Riot Games", one("RIOT_API_KEY", lambda: "RGAPI-" + uuid4()), "https://kr.api.riotgames.com/lol/status/v4/platform-data", "X-Riot-Token: {0}")
V("Steam", one("STEAM_WEB_API_KEY", lambda: rs(HEXU, 32)))
V("Mattermost", one("MATTERMOST_TOKEN", lambda: rs(LOWNUM, 26)), "https://chat.{org}.io/api/v4/users/me", B)
V("Rollbar", one("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32)), None, None, {"python": "rollbar.init('{0}', 'production')"})
V("LaunchDarkly", one("LD_SDK_KEY", lambda: "sdk-" + uuid4()), None, None, {"go": 'ldClient, _ := ld.MakeClient("{0}", 5*time.Second)',
                                                                              "python": 'ldclient.set_config(Config("{0}"))'})
V("LaunchDarkly API", one("LD_API_TOKEN", lambda: "api-" + uuid4()), "https://app.launchdarkly.com/api/v2/flags/default", "Authorization: {0}")
V("Honeycomb", one("HONEYCOMB_API_KEY", lambda: "hcaik_" + rs(LOWNUM, 58)), "https://api.honeycomb.io/1/auth", "X-Honeycomb-Team: {0}")
V("Splunk HEC", one("SPLUNK_HEC_TOKEN", uuid4), "https://splunk.{org}.internal:8088/services/collector/event", "Authorization: Splunk {0}")
V("Elastic", one("ELASTIC_API_KEY", t_elastic), "https://{org}.es.ap-northeast-2.aws.elastic-cloud.com/_security/_authenticate",
  "Authorization: ApiKey {0}", {"python": 'es = Elasticsearch(ES_URL, api_key="{0}")'})
V("Opsgenie", one("OPSGENIE_API_KEY", uuid4), "https://api.opsgenie.com/v2/alerts", "Authorization: GenieKey {0}")
V("Vonage", lambda: [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])
V("MessageBird", one("MESSAGEBIRD_ACCESS_KEY", lambda: rs(ALNUM, 25)))
V("Plivo", lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPNUM, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)])
V("Solapi (CoolSMS)", one("SOLAPI_API_SECRET", lambda: rs(UPNUM, 32)), ko=True)
V("Aligo SMS", one("ALIGO_API_KEY", lambda: rs(LOWNUM, 32)), ko=True)
V("Yandex Cloud", one("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36)), "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
  "Authorization: Api-Key {0}")
V("WooCommerce", lambda: [("WC_CONSUMER_KEY", "ck_" + hexs(40), True), ("WC_CONSUMER_SECRET", "cs_" + hexs(40), True)])
V("Magento", one("MAGENTO_ACCESS_TOKEN", lambda: rs(LOWNUM, 32)), "https://shop.{org}.com/rest/V1/orders?searchCriteria[pageSize]=5", B)
V("NuGet", one("NUGET_API_KEY", lambda: "oy2" + rs(LOWNUM, 43)), None, None, None,
  cli="dotnet nuget push bin/Release/*.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json")
V("RubyGems", one("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48)))
V("crates.io", one("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32)), None, None, None, cli="cargo login {0}")
V("Sourcegraph", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + hexs(16) + "_" + hexs(40)))
V("Gitea", one("GITEA_TOKEN", lambda: hexs(40)), "https://git.{org}.io/api/v1/user", "Authorization: token {0}")
V("Agora", lambda: [("AGORA_APP_ID", hexs(32), False), ("AGORA_APP_CERTIFICATE", hexs(32), True)])
V("Mux", lambda: [("MUX_TOKEN_ID", uuid4(), False), ("MUX_TOKEN_SECRET", rs(ALNUM + "+/", 75), True)])
V("Backblaze B2", lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(12) + "000000000" + rs(DIG, 1), True),
                           ("B2_APPLICATION_KEY", t_b2_key(), True)])
V("Wasabi", lambda: [("WASABI_ACCESS_KEY", rs(UPNUM, 20), True), ("WASABI_SECRET_KEY", rs(ALNUM, 40), True)])
V("DigitalOcean Spaces", lambda: [("SPACES_KEY", "DO00" + rs(UPNUM, 16), True), ("SPACES_SECRET", rs(ALNUM + "+/", 43), True)])
V("GoCardless", one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40)), "https://api.gocardless.com/creditors", B)
V("Mollie", one("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30)), "https://api.mollie.com/v2/methods", B)
V("Typeform", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)), "https://api.typeform.com/me", B)
V("ClickUp", one("CLICKUP_API_TOKEN", lambda: f"pk_{rs(DIG, 8)}_{rs(UPNUM, 32)}"), "https://api.clickup.com/api/v2/user", "Authorization: {0}")
V("Todoist", one("TODOIST_API_TOKEN", lambda: hexs(40)), "https://api.todoist.com/rest/v2/projects", B)
V("Freshdesk", one("FRESHDESK_API_KEY", lambda: rs(ALNUM, 20)))
V("Sendbird", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)], None, None, None, ko=True)
V("Channel Talk", lambda: [("CHANNEL_ACCESS_KEY", rs(LOWNUM, 24), False), ("CHANNEL_ACCESS_SECRET", hexs(32), True)], None, None, None, ko=True)
V("Lark (Feishu)", lambda: [("LARK_APP_ID", "cli_" + rs(LOWNUM, 16), False), ("LARK_APP_SECRET", rs(ALNUM, 32), True)])
V("DingTalk", one("DINGTALK_SECRET", lambda: "SEC" + hexs(64)))
V("WeChat", lambda: [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)])
V("Keycloak", lambda: [("KEYCLOAK_CLIENT_ID", pick(PROJECTS) + "-backend", False), ("KEYCLOAK_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("Coinbase", one("COINBASE_API_SECRET", lambda: b64(rbytes(64))))
V("Microsoft Teams webhook", one("TEAMS_WEBHOOK_URL", lambda: hexs(32)), kind="teams")
V("Slack webhook", one("SLACK_WEBHOOK_URL", lambda: rs(ALNUM, 24)), kind="slackhook")
V("Discord webhook", one("DISCORD_WEBHOOK_URL", lambda: rs(B64U, 68)), kind="discordhook")
V("Jupyter", one("JUPYTER_TOKEN", lambda: hexs(48)), kind="jupyter")
V("Sonatype Nexus", lambda: [("NEXUS_USER", rs(LOWNUM, 8), False), ("NEXUS_PASSWORD", rs(B64U, 44), True)])
V("Snowflake", lambda: [("SNOWFLAKE_USER", "SVC_" + pick(PROJECTS).upper().replace("-", "_"), False),
                        ("SNOWFLAKE_PASSWORD", pw_generated(), True)], None, None,
  {"python": 'conn = snowflake.connector.connect(user="{0}", password="{1}", account="{org}-xy12345")'},
  tf=("snowflake", [("user", 0), ("password", 1)]))
V("MongoDB Atlas Admin API", lambda: [("MONGODB_ATLAS_PUBLIC_KEY", rs(LOW, 8), False), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4(), True)],
  None, None, None, tf=("mongodbatlas", [("public_key", 0), ("private_key", 1)]))
V("Rails master key", one("RAILS_MASTER_KEY", lambda: hexs(32)), kind="framework")
V("Django", one("DJANGO_SECRET_KEY", t_django), kind="framework")
V("Laravel", one("APP_KEY", t_laravel), kind="framework")
V("Auth.js", one("AUTH_SECRET", lambda: b64(rbytes(32))), kind="framework")
V("JWT signing", one("JWT_SECRET", lambda: pick([hexs(64), b64(rbytes(48)), pw_generated(32)])), kind="framework")
V("Fernet", one("FERNET_KEY", lambda: base64.urlsafe_b64encode(rbytes(32)).decode()), kind="framework")
V("age", one("SOPS_AGE_KEY", t_age), kind="framework")


def add_sdk(name, lang, tmpl):
    for v in VENDORS:
        if v["name"] == name:
            v["sdk"][lang] = tmpl
            return
    raise KeyError(name)


add_sdk("Twilio", "ruby", "client = Twilio::REST::Client.new('{0}', '{1}')")
add_sdk("Twilio", "php", "$twilio = new Client('{0}', '{1}');")
add_sdk("Twilio", "java", 'Twilio.init("{0}", "{1}");')
add_sdk("SendGrid", "php", "$sendgrid = new \\SendGrid('{0}');")
add_sdk("SendGrid", "ruby", "sg = SendGrid::API.new(api_key: '{0}')")
add_sdk("SendGrid", "java", 'SendGrid sg = new SendGrid("{0}");')
add_sdk("SendGrid", "csharp", 'var client = new SendGridClient("{0}");')
add_sdk("Algolia", "php", "$client = SearchClient::create('{0}', '{1}');")
add_sdk("Slack", "java", 'MethodsClient methods = Slack.getInstance().methods("{0}");')
add_sdk("Mailgun", "php", "$mg = Mailgun::create('{0}');")
add_sdk("Mailgun", "ruby", "mg_client = Mailgun::Client.new('{0}')")
add_sdk("OpenAI", "java", 'OpenAIClient client = OpenAIOkHttpClient.builder().apiKey("{0}").build();')
add_sdk("Anthropic", "java", 'AnthropicClient client = AnthropicOkHttpClient.builder().apiKey("{0}").build();')
add_sdk("Anthropic", "go", 'client := anthropic.NewClient(option.WithAPIKey("{0}"))')
add_sdk("Pusher", "php", "$pusher = new Pusher\\Pusher('{1}', '{2}', '{0}', ['cluster' => 'ap3']);")
add_sdk("Square", "java", 'SquareClient client = new SquareClient.Builder().accessToken("{0}").build();')
add_sdk("Telegram", "go", 'bot, err := tgbotapi.NewBotAPI("{0}")')
add_sdk("Discord", "csharp", 'await client.LoginAsync(TokenType.Bot, "{0}");')
add_sdk("Azure Storage", "csharp", 'var cred = new StorageSharedKeyCredential("{0}", "{1}");')
add_sdk("Azure Storage", "python", 'svc = BlobServiceClient(account_url=URL, credential={{"account_name": "{0}", "account_key": "{1}"}})')
add_sdk("Okta", "go", 'ctx, client, err := okta.NewClient(ctx, okta.WithOrgUrl("https://{org}.okta.com"), okta.WithToken("{0}"))')
add_sdk("Databricks", "python", 'w = WorkspaceClient(host="https://adb-{num}.azuredatabricks.net", token="{0}")')
add_sdk("Vercel", "js", "const vercel = new Vercel({{ bearerToken: '{0}' }});")
add_sdk("Shopify", "ruby", "session = ShopifyAPI::Auth::Session.new(shop: '{org}.myshopify.com', access_token: '{0}')")

# ----------------------------------------------------------------------------------------------------------
# vendor deck: every vendor-token slot takes the least used vendor that fits, in a shuffled order
# ----------------------------------------------------------------------------------------------------------
VENDOR_ORDER = list(range(len(VENDORS)))
R.shuffle(VENDOR_ORDER)
VENDOR_USE = [0] * len(VENDORS)
VENDORS_IN_SECRETS = []   # names, in order of use


MAJOR_VENDORS = ("OpenAI", "Anthropic", "GitHub", "GitHub fine-grained PAT", "GitLab", "Slack", "Stripe", "AWS", "Google Gemini",
                 "Google OAuth client", "Azure AD app", "Azure Storage", "Hugging Face", "Twilio", "SendGrid", "npm", "PyPI",
                 "Docker Hub", "Shopify", "Atlassian", "Notion", "DigitalOcean", "Heroku", "Cloudflare", "Vercel", "Supabase",
                 "Datadog", "Sentry", "Okta", "Discord", "Telegram", "Terraform Cloud", "Databricks", "Mailgun", "Linear", "Figma",
                 "Kakao", "Naver Developers", "Toss Payments", "Groq", "Firebase Cloud Messaging", "Slack webhook", "New Relic",
                 "Azure OpenAI", "Auth0", "Square", "Postmark", "Mapbox", "Algolia", "Twilio")


def company_of(v):
    return v["name"].split()[0]


COMPANY_USE = {}
RENDER_USE = {}


def draw_vendor(pred=None, prefer_ko=False):
    """Least-used registry entry first, and among those the least-used company, so coverage spreads across vendors."""
    best, best_key = None, None
    for pos, i in enumerate(VENDOR_ORDER):
        v = VENDORS[i]
        if pred is not None and not pred(v):
            continue
        key = (VENDOR_USE[i], COMPANY_USE.get(company_of(v), 0), 0 if v["name"] in MAJOR_VENDORS else 1,
               0 if (prefer_ko and v["ko"]) else 1, pos)
        if best_key is None or key < best_key:
            best, best_key = i, key
    VENDOR_USE[best] += 1
    COMPANY_USE[company_of(VENDORS[best])] = COMPANY_USE.get(company_of(VENDORS[best]), 0) + 1
    VENDORS_IN_SECRETS.append(VENDORS[best]["name"])
    return VENDORS[best]


def ctx_new():
    org = company()
    return {"org": org, "user": pick(EN_FIRST + KO_ROMAN) + pick(["", "-ci", str(rint(1, 99))]), "num": str(rint(10 ** 14, 10 ** 15)),
            "repo": pick(PROJECTS), "proj": pick(PROJECTS), "env": pick(ENVS)}


def fmt(t, vals, ctx):
    return t.format(*vals, **ctx)


def needs_quote(v):
    return any(c in v for c in "$&*!#%^()=+ ;|<>{}[]~@?,'")


def shq(v):
    return "'" + v + "'" if needs_quote(v) or not v else v


def yq(v):
    if v and (v[0] in "!&*%@`'\"{[>|-?:#" or any(c in v for c in ": #") or v.isdigit()):
        return '"' + v + '"'
    return v


def lower_key(var):
    return var.lower()


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


# each renderer: (items, v, ctx) -> (container label, text) or None when it does not apply
def r_dotenv(items, v, ctx):
    q = pick(["", "", '"'])
    lines = [f"{k}={q}{val}{q}" for k, val, _ in items]
    if chance(0.5):
        lines.insert(0, pick(["NODE_ENV=production", "APP_ENV=" + ctx["env"], "PORT=8080", "LOG_LEVEL=debug"]))
    return ".env file", "\n".join(lines)


def r_export(items, v, ctx):
    return "shell export", "\n".join(f"export {k}={shq(val)}" for k, val, _ in items)


def r_powershell(items, v, ctx):
    if any("'" in val for _, val, _ in items):
        return None
    return "PowerShell $env", "\n".join(f"$env:{k} = '{val}'" if "$" in val else f'$env:{k} = "{val}"' for k, val, _ in items)


def r_fish(items, v, ctx):
    return "fish set -gx", "\n".join(f"set -gx {k} {shq(val)}" for k, val, _ in items)


def r_docker_run(items, v, ctx):
    envs = " ".join(f"-e {k}={shq(val)}" for k, val, _ in items)
    return "docker run -e", f"docker run -d --name {ctx['proj']} {envs} ghcr.io/{ctx['org']}/{ctx['proj']}:{rint(1, 4)}.{rint(0, 20)}.{rint(0, 9)}"


def r_compose(items, v, ctx):
    lines = ["services:", f"  {ctx['proj']}:", f"    image: {ctx['org']}/{ctx['proj']}:latest", "    environment:"]
    lines += [f"      {k}: {yq(val)}" for k, val, _ in items]
    return "docker-compose environment", "\n".join(lines)


def r_k8s_secret(items, v, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {ctx['proj']}-{v['name'].split()[0].lower()}",
             f"  namespace: {ctx['env']}", "type: Opaque", "stringData:"]
    lines += [f"  {k}: {yq(val)}" for k, val, _ in items]
    return "k8s Secret stringData", "\n".join(lines)


def r_k8s_env(items, v, ctx):
    lines = ["        env:"]
    for k, val, _ in items:
        lines += [f"          - name: {k}", f'            value: "{val}"']
    return "k8s Deployment env value", "\n".join(lines)


def r_gha(items, v, ctx):
    lines = [f"name: {pick(['deploy', 'release', 'nightly', 'e2e'])}", "on: [push]", "env:"]
    lines += [f"  {k}: {yq(val)}" for k, val, _ in items]
    lines += ["jobs:", "  build:", "    runs-on: ubuntu-latest"]
    return "GitHub Actions env", "\n".join(lines)


def r_gitlab_ci(items, v, ctx):
    lines = ["variables:"] + [f'  {k}: "{val}"' for k, val, _ in items]
    lines += ["deploy:", "  stage: deploy", f"  script: ./scripts/deploy.sh {ctx['env']}"]
    return "GitLab CI variables", "\n".join(lines)


def r_json(items, v, ctx):
    d = {lower_key(k) if chance(0.5) else camel(k): val for k, val, _ in items}
    wrapper = pick([None, v["name"].split()[0].lower(), "credentials", "integrations"])
    obj = {wrapper: d} if wrapper else d
    return "JSON config", json.dumps(obj, indent=2, ensure_ascii=False)


def r_mcp(items, v, ctx):
    name = v["name"].split()[0].lower()
    obj = {"mcpServers": {name: {"command": "npx", "args": ["-y", f"@{pick(['modelcontextprotocol', ctx['org']])}/server-{name}"],
                                 "env": {k: val for k, val, _ in items}}}}
    return "MCP server config JSON", json.dumps(obj, indent=2, ensure_ascii=False)


def r_toml(items, v, ctx):
    lines = [f"[{pick(['secrets', v['name'].split()[0].lower(), 'api', 'connections.' + v['name'].split()[0].lower()])}]"]
    lines += [f'{lower_key(k)} = "{val}"' for k, val, _ in items]
    return "TOML config", "\n".join(lines)


def r_ini(items, v, ctx):
    lines = [f"[{pick(['default', ctx['env'], v['name'].split()[0].lower()])}]"]
    lines += [f"{lower_key(k)} = {val}" for k, val, _ in items]
    return "INI file", "\n".join(lines)


def r_xml(items, v, ctx):
    if any(c in val for _, val, _ in items for c in "&<>\"'"):
        return None
    lines = ["<appSettings>"] + [f'  <add key="{k}" value="{val}" />' for k, val, _ in items] + ["</appSettings>"]
    return "XML appSettings", "\n".join(lines)


def r_properties(items, v, ctx):
    pre = pick(["app", ctx["proj"].replace("-", ""), "integration"]) + "." + v["name"].split()[0].lower()
    return "Java .properties", "\n".join(f"{pre}.{k.lower().replace('_', '-')}={val}" for k, val, _ in items)


def r_spring_yml(items, v, ctx):
    lines = [f"{v['name'].split()[0].lower()}:"] + [f"  {k.lower().replace('_', '-')}: {yq(val)}" for k, val, _ in items]
    return "application.yml", "\n".join(lines)


def r_terraform(items, v, ctx):
    if not v["tf"]:
        return None
    prov, attrs = v["tf"]
    vals = [val for _, val, _ in items]
    lines = [f'provider "{prov}" {{'] + [f'  {a} = "{vals[i]}"' for a, i in attrs] + ["}"]
    return "Terraform provider block", "\n".join(lines)


def r_tfvars(items, v, ctx):
    return "terraform.tfvars", "\n".join(f'{lower_key(k)} = "{val}"' for k, val, _ in items)


def r_dockerfile(items, v, ctx):
    lines = [f"FROM {pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre', 'golang:1.22'])}"]
    lines += [f"ENV {k}={val}" if not needs_quote(val) else f'ENV {k}="{val}"' for k, val, _ in items]
    return "Dockerfile ENV", "\n".join(lines)


def r_curl(items, v, ctx):
    if not v["url"]:
        return None
    secrets = [val for _, val, s in items if s]
    vals = [val for _, val, _ in items]
    url = fmt(v["url"], secrets, ctx)
    if v["hdr"]:
        hs = fmt(v["hdr"], secrets, ctx).split("\n")
        return "curl header", f"curl -sS {url}" + "".join(f' \\\n  -H "{h}"' for h in hs)
    if "{0}" in v["url"]:
        return "curl URL", f'curl -s "{url}"'
    return None


def r_http_raw(items, v, ctx):
    if not v["hdr"] or not v["url"]:
        return None
    secrets = [val for _, val, s in items if s]
    u = urllib.parse.urlsplit(fmt(v["url"], secrets, ctx))
    h = fmt(v["hdr"], secrets, ctx)
    return "raw HTTP request", f"GET {u.path}{'?' + u.query if u.query else ''} HTTP/1.1\nHost: {u.netloc}\n{h}\nAccept: application/json"


SDK_LANG_USE = {}


def r_sdk(items, v, ctx):
    if not v["sdk"]:
        return None
    langs = list(v["sdk"].keys())
    R.shuffle(langs)
    lang = min(langs, key=lambda x: SDK_LANG_USE.get(x, 0))   # spread SDK snippets over languages
    SDK_LANG_USE[lang] = SDK_LANG_USE.get(lang, 0) + 1
    code = fmt(v["sdk"][lang], [val for _, val, _ in items], ctx)
    return f"SDK constructor ({lang})", code


def r_cli(items, v, ctx):
    if not v["cli"]:
        return None
    secrets = [val for _, val, s in items if s]
    return "CLI login command", "$ " + fmt(v["cli"], [secrets[-1]], ctx)


def r_py_default(items, v, ctx):
    return "Python os.environ fallback", "\n".join(f'{k.lower()} = os.environ.get("{k}", "{val}")' for k, val, _ in items)


def r_js_fallback(items, v, ctx):
    return "JS process.env fallback", "\n".join(f"const {camel(k)} = process.env.{k} ?? '{val}';" for k, val, _ in items)


def r_log_header(items, v, ctx):
    if not v["hdr"]:
        return None
    secrets = [val for _, val, s in items if s]
    pairs = [h.partition(": ") for h in fmt(v["hdr"], secrets, ctx).split("\n")]
    hd = ", ".join(f"'{n}': '{rest}'" for n, _, rest in pairs)
    return "debug log of request headers", (f"{date_str()}T{time_str()}Z DEBUG http.client send: headers={{{hd}, "
                                            f"'User-Agent': 'python-httpx/0.27.{rint(0, 2)}'}}")


def r_diff(items, v, ctx):
    lines = [f"--- a/{ctx['proj']}/.env.{ctx['env']}", f"+++ b/{ctx['proj']}/.env.{ctx['env']}", "@@ -3,2 +3,3 @@",
             " LOG_LEVEL=info"] + [f"+{k}={val}" for k, val, _ in items]
    return "git diff adding .env line", "\n".join(lines)


def r_table(items, v, ctx):
    lines = ["| name | value | where |", "|---|---|---|"] + [f"| {k} | {val} | {ctx['env']} |" for k, val, _ in items]
    return "markdown table", "\n".join(lines)


def r_heroku(items, v, ctx):
    return "heroku config:set", "heroku config:set " + " ".join(f"{k}={shq(val)}" for k, val, _ in items) + f" -a {ctx['proj']}-{ctx['env']}"


def r_fly(items, v, ctx):
    return "fly secrets set", "fly secrets set " + " ".join(f"{k}={shq(val)}" for k, val, _ in items) + f" -a {ctx['proj']}"


def r_gh_secret(items, v, ctx):
    if any("'" in val for _, val, _ in items):
        return None
    return "gh secret set --body", "\n".join(f"gh secret set {k} --body '{val}'" if "$" in val else f'gh secret set {k} --body "{val}"'
                                               for k, val, _ in items)


def r_kubectl(items, v, ctx):
    lits = " ".join(f"--from-literal={k.lower()}={shq(val)}" for k, val, _ in items)
    return "kubectl create secret --from-literal", f"kubectl -n {ctx['env']} create secret generic {ctx['proj']}-keys {lits}"


def r_ssm(items, v, ctx):
    out = []
    for k, val, s in items:
        out.append(f"aws ssm put-parameter --name /{ctx['proj']}/{ctx['env']}/{k} --type SecureString --value {shq(val)} --overwrite")
    return "aws ssm put-parameter", "\n".join(out)


def r_dotnet_user_secrets(items, v, ctx):
    vn = v["name"].split()[0]
    return "dotnet user-secrets set", "\n".join(f'dotnet user-secrets set "{vn}:{camel(k)[0].upper() + camel(k)[1:]}" "{val}"'
                                                for k, val, _ in items)


def r_vscode_launch(items, v, ctx):
    obj = {"version": "0.2.0", "configurations": [{"name": f"Debug {ctx['proj']}", "type": pick(["node", "debugpy"]),
                                                   "request": "launch", "env": {k: val for k, val, _ in items}}]}
    return ".vscode/launch.json env", json.dumps(obj, indent=2, ensure_ascii=False)


def r_helm_values(items, v, ctx):
    lines = [f"{v['name'].split()[0].lower()}:", "  enabled: true"] + [f"  {camel(k)}: {yq(val)}" for k, val, _ in items]
    return "Helm values.yaml", "\n".join(lines)


def r_ansible(items, v, ctx):
    return "Ansible group_vars", "---\n" + "\n".join(f"{k.lower()}: {yq(val)}" for k, val, _ in items)


def r_systemd(items, v, ctx):
    lines = ["[Service]", f"ExecStart=/opt/{ctx['proj']}/bin/server"] + [f'Environment="{k}={val}"' for k, val, _ in items]
    return "systemd unit Environment=", "\n".join(lines)


def r_crontab(items, v, ctx):
    envs = " ".join(f"{k}={shq(val)}" for k, val, _ in items)
    return "crontab line", f"*/15 * * * * {envs} /usr/local/bin/{ctx['proj']}-sync >> /var/log/{ctx['proj']}.log 2>&1"


def r_makefile(items, v, ctx):
    if any("$" in val for _, val, _ in items):
        return None
    return "Makefile variables", "\n".join(f"export {k} ?= {val}" for k, val, _ in items) + f"\n\ndeploy:\n\t./deploy.sh {ctx['env']}"


def r_settings_py(items, v, ctx):
    return "Django settings.py", "\n".join(f'{k} = "{val}"' for k, val, _ in items)


def r_go_const(items, v, ctx):
    return "Go const", "const (\n" + "\n".join(f'\t{camel(k)} = "{val}"' for k, val, _ in items) + "\n)"


def r_swift(items, v, ctx):
    return "Swift constant", "enum Secrets {\n" + "\n".join(f'    static let {camel(k)} = "{val}"' for k, val, _ in items) + "\n}"


def r_gradle(items, v, ctx):
    if any("$" in val for _, val, _ in items):
        return None
    return "build.gradle buildConfigField", "\n".join(f'buildConfigField "String", "{k}", "\\"{val}\\""' for k, val, _ in items)


def r_jenkins(items, v, ctx):
    if any("'" in val for _, val, _ in items):
        return None
    return "Jenkinsfile environment", "environment {\n" + "\n".join(f"    {k} = '{val}'" for k, val, _ in items) + "\n}"


def r_serverless(items, v, ctx):
    lines = ["provider:", "  name: aws", "  runtime: nodejs20.x", "  environment:"] + [f"    {k}: {yq(val)}" for k, val, _ in items]
    return "serverless.yml environment", "\n".join(lines)


def r_ipynb(items, v, ctx):
    return "Jupyter %env magic", "\n".join(f"%env {k}={val}" for k, val, _ in items)


def r_postman_env(items, v, ctx):
    obj = {"name": f"{ctx['proj']}-{ctx['env']}", "values": [{"key": camel(k), "value": val, "enabled": True} for k, val, _ in items]}
    return "Postman environment JSON", json.dumps(obj, indent=1, ensure_ascii=False)


RENDERERS = [r_dotenv, r_export, r_powershell, r_fish, r_docker_run, r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab_ci,
             r_json, r_mcp, r_toml, r_ini, r_xml, r_properties, r_spring_yml, r_terraform, r_tfvars, r_dockerfile, r_curl,
             r_http_raw, r_sdk, r_cli, r_py_default, r_js_fallback, r_log_header, r_diff, r_table, r_heroku, r_fly,
             r_gh_secret, r_kubectl, r_ssm, r_dotnet_user_secrets, r_vscode_launch, r_helm_values, r_ansible, r_systemd,
             r_crontab, r_makefile, r_settings_py, r_go_const, r_swift, r_gradle, r_jenkins, r_serverless, r_ipynb,
             r_postman_env]


FRAMEWORK_OK = [r_dotenv, r_export, r_docker_run, r_compose, r_k8s_secret, r_k8s_env, r_gha, r_gitlab_ci, r_json, r_toml, r_ini,
                r_properties, r_spring_yml, r_tfvars, r_dockerfile, r_py_default, r_js_fallback, r_diff, r_table, r_heroku, r_fly,
                r_gh_secret, r_kubectl, r_ssm, r_helm_values, r_ansible, r_systemd, r_settings_py, r_serverless, r_powershell]


def special_hook(v, items, ctx):
    """URL-shaped credentials: the secret is only the credential part of the URL."""
    val = items[0][1]
    k = v["kind"]
    if k == "slackhook":
        return "Slack incoming webhook URL", f"https://hooks.slack.com/services/T{rs(UPNUM, 9)}/B{rs(UPNUM, 10)}/{val}"
    if k == "discordhook":
        return "Discord webhook URL", f"https://discord.com/api/webhooks/{rint(10 ** 17, 13 * 10 ** 17)}/{val}"
    if k == "teams":
        return "Teams incoming webhook URL", (f"https://{ctx['org']}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/"
                                              f"{val}/{uuid4()}")
    if k == "jupyter":
        return "Jupyter server URL with token", f"http://127.0.0.1:{pick([8888, 8889, 8890])}/lab?token={val}"
    if k == "edgerc":
        d = {kk: vv for kk, vv, _ in items}
        return "Akamai .edgerc", ("[default]\nclient_secret = " + d["client_secret"] + "\nhost = " + d["host"] +
                                  "\naccess_token = " + d["access_token"] + "\nclient_token = " + d["client_token"])
    return None


def render_vendor(v, ctx, forbid=(), force=None):
    items = v["items"]()
    if v["kind"] in ("slackhook", "discordhook", "teams", "jupyter", "edgerc"):
        name, text = special_hook(v, items, ctx)
        return name, text, items
    if force is not None:
        out = force(items, v, ctx)
        if out and out[1]:
            RENDER_USE[force.__name__] = RENDER_USE.get(force.__name__, 0) + 1
            return out[0], out[1], items
    cands = [r for r in RENDERERS if r not in forbid]
    if v["kind"] == "framework":
        cands = [r for r in cands if r in FRAMEWORK_OK]
    R.shuffle(cands)
    # least-used container first (even coverage); sometimes prefer a vendor-specific form (SDK, CLI, curl, Terraform)
    cands.sort(key=lambda r: RENDER_USE.get(r.__name__, 0))
    special = [r for r in cands if r in (r_sdk, r_cli, r_curl, r_terraform, r_http_raw)]
    order = (special + cands) if (special and chance(0.3)) else cands
    for r in order:
        out = r(items, v, ctx)
        if out and out[1]:
            RENDER_USE[r.__name__] = RENDER_USE.get(r.__name__, 0) + 1
            return out[0], out[1], items
    raise RuntimeError("no renderer")

# ----------------------------------------------------------------------------------------------------------
# note helpers and shared phrasing
# ----------------------------------------------------------------------------------------------------------
GENERIC_ASK_EN = ["Is there a doc I should have read before starting on this?", "Who should I ask first about this next time?",
                  "Should I add this to the README so the next run doesn't hit it?", "Is this the intended setup or a workaround?",
                  "Can you confirm this is still current?", "Is there a checklist for this kind of task?",
                  "Which environment should I try this in first next time?"]
GENERIC_ASK_KO = ["작업 전에 먼저 봐야 할 문서가 있나요?", "다음엔 이런 건 누구한테 먼저 물어보면 될까요?", "다음 작업자를 위해 README에 적어 둘까요?",
                  "이게 의도된 설정인가요, 임시 방편인가요?", "지금도 유효한 정보인지 확인 부탁드려요.", "이런 작업용 체크리스트가 있나요?",
                  "다음엔 어느 환경에서 먼저 해보면 될까요?"]


def mk(cat, mc, le, ask, secrets=()):
    if not ask and chance(0.6):
        text = mc + le
        for sec in secrets:
            text = text.replace(sec, "")
        ko = sum(1 for ch in text if "\uac00" <= ch <= "\ud7a3") >= 4   # Korean prose, not a pasted Hangul value
        ask = pick(GENERIC_ASK_KO if ko else GENERIC_ASK_EN)
    return {"category": cat, "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ask},
            "secrets": list(dict.fromkeys(secrets))}


STORES_EN = ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "Doppler", "a SOPS-encrypted file",
             "GCP Secret Manager", "Azure Key Vault", "Infisical", "the sealed-secrets repo"]
STORES_KO = ["Vault", "AWS Secrets Manager", "1Password 공유 볼트", "GitHub Actions secrets", "사내 비밀 저장소",
             "SOPS 암호화 파일", "GCP Secret Manager", "Azure Key Vault", "Doppler"]
TASKS_EN = ["running the integration tests", "the nightly export job", "the release pipeline", "local dev setup",
            "reproducing the webhook bug", "the data backfill", "the staging deploy", "the smoke tests",
            "the migration script", "regenerating the API client", "the cron that syncs invoices", "the e2e suite"]
TASKS_KO = ["통합 테스트 실행", "야간 배치", "릴리즈 파이프라인", "로컬 개발 환경 세팅", "웹훅 버그 재현", "데이터 백필",
            "스테이징 배포", "스모크 테스트", "마이그레이션 스크립트", "API 클라이언트 재생성", "정산 동기화 크론", "E2E 테스트"]
CHANNELS = ["dev", "backend", "infra", "deploys", "help-platform", "oncall", "team-" + pick(PROJECTS)]
AUTH_ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "authentication_error", "Bad credentials",
             "invalid_auth", "AuthenticationError: Incorrect API key provided", "HTTP 401: token expired"]

WHERE = {
    ".env file": [".env.local", "apps/api/.env", ".env.production", "the root .env", "backend/.env.development"],
    "shell export": ["~/.zshrc", "scripts/dev-env.sh", "the onboarding script", "~/.bashrc on the bastion"],
    "PowerShell $env": ["the Windows build agent profile", "setup-dev.ps1"],
    "fish set -gx": ["~/.config/fish/config.fish"],
    "docker run -e": ["the runbook", "deploy/run.sh"],
    "docker-compose environment": ["docker-compose.override.yml", "docker-compose.yml", "compose.dev.yaml"],
    "k8s Secret stringData": ["k8s/overlays/prod/secret.yaml", "the helm chart's templates/secret.yaml", "manifests/secret.yaml"],
    "k8s Deployment env value": ["k8s/deployment.yaml", "the kustomize base"],
    "GitHub Actions env": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
    "GitLab CI variables": [".gitlab-ci.yml"],
    "JSON config": ["config/production.json", "appsettings.json", "settings.local.json", "config.json"],
    "MCP server config JSON": [".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", ".vscode/mcp.json"],
    "TOML config": [".streamlit/secrets.toml", "config.toml", "settings.toml"],
    "INI file": ["config.ini", "setup.cfg", "~/.config/" + pick(PROJECTS) + "/credentials"],
    "XML appSettings": ["Web.config", "App.config"],
    "Java .properties": ["application-prod.properties", "src/main/resources/application.properties"],
    "application.yml": ["application-prod.yml", "src/main/resources/application.yml"],
    "Terraform provider block": ["infra/providers.tf", "main.tf"],
    "terraform.tfvars": ["terraform.tfvars", "envs/prod.auto.tfvars"],
    "Dockerfile ENV": ["the Dockerfile", "docker/Dockerfile.worker"],
    "curl header": ["the runbook", "a Postman export", "the incident doc"],
    "curl URL": ["the runbook", "the Makefile"],
    "raw HTTP request": ["requests.http", "the .http scratch file"],
    "CLI login command": ["the CI script", "the shell history on the build box", "the setup notes"],
    "Python os.environ fallback": ["config.py", "settings/base.py"],
    "JS process.env fallback": ["src/config.ts", "lib/client.js"],
    "debug log of request headers": ["the worker logs", "CloudWatch", "the Loki query results"],
    "git diff adding .env line": ["the open PR", "yesterday's commit"],
    "markdown table": ["the Notion page", "the wiki", "docs/ENVIRONMENT.md"],
    "heroku config:set": ["the deploy notes"], "fly secrets set": ["the deploy notes"],
    "gh secret set --body": ["scripts/bootstrap.sh"], "kubectl create secret --from-literal": ["the runbook"],
    "aws ssm put-parameter": ["the bootstrap script"], "dotnet user-secrets set": ["the setup guide"],
    ".vscode/launch.json env": [".vscode/launch.json"], "Helm values.yaml": ["values-prod.yaml", "charts/app/values.yaml"],
    "Ansible group_vars": ["group_vars/all.yml"], "systemd unit Environment=": ["/etc/systemd/system/app.service"],
    "crontab line": ["the crontab on the batch server"], "Makefile variables": ["the Makefile"],
    "Django settings.py": ["settings/production.py"], "Go const": ["internal/config/keys.go"],
    "Swift constant": ["Secrets.swift"], "build.gradle buildConfigField": ["app/build.gradle"],
    "Jenkinsfile environment": ["the Jenkinsfile"], "serverless.yml environment": ["serverless.yml"],
    "Jupyter %env magic": ["the analysis notebook"], "Postman environment JSON": ["the exported Postman environment"],
}


WHERE_KO = {
    "the root .env": "루트 .env", "the onboarding script": "온보딩 스크립트", "~/.bashrc on the bastion": "배스천 서버의 ~/.bashrc",
    "the Windows build agent profile": "윈도우 빌드 에이전트 프로필", "the runbook": "런북",
    "the helm chart's templates/secret.yaml": "헬름 차트 templates/secret.yaml", "the kustomize base": "kustomize base",
    "the Dockerfile": "Dockerfile", "a Postman export": "포스트맨 export 파일", "the incident doc": "장애 대응 문서",
    "the Makefile": "Makefile", "the .http scratch file": ".http 테스트 파일", "the CI script": "CI 스크립트",
    "the shell history on the build box": "빌드 서버 셸 히스토리", "the setup notes": "셋업 메모", "the worker logs": "워커 로그",
    "the Loki query results": "Loki 조회 결과", "the open PR": "열려 있는 PR", "yesterday's commit": "어제 커밋",
    "the Notion page": "노션 페이지", "the wiki": "위키", "the deploy notes": "배포 메모", "the bootstrap script": "부트스트랩 스크립트",
    "the setup guide": "셋업 가이드", "the crontab on the batch server": "배치 서버 crontab", "the Jenkinsfile": "Jenkinsfile",
    "the analysis notebook": "분석용 노트북", "the exported Postman environment": "포스트맨 환경 export 파일",
    "an old PR": "예전 PR", "the shared drive": "공유 드라이브",
}


def where_of(label, lang="en"):
    w = None
    for k, opts in WHERE.items():
        if label.startswith(k):
            w = pick(opts)
            break
    if w is None:
        w = pick(["the wiki", "an old PR", "the runbook", "the shared drive"])
    if lang == "ko":
        w = WHERE_KO.get(w, w)
    return w


def main_secret(items):
    return [val for _, val, s in items if s][-1]


def main_var(items):
    return [k for k, _, s in items if s][-1]


# ----------------------------------------------------------------------------------------------------------
# SECRET: vendor token in a container
# ----------------------------------------------------------------------------------------------------------
def s_vendor(lang, forbid=()):
    ctx = ctx_new()
    mode = R.random()
    if mode < 0.2:      # an SDK constructor call, in the least-used language so far
        target = min(["python", "js", "go", "java", "ruby", "php", "csharp"], key=lambda x: SDK_LANG_USE.get(x, 0))
        v = draw_vendor(lambda x: target in x["sdk"], prefer_ko=(lang == "ko"))
        label, snip, items = render_vendor(v, ctx, forbid, force=r_sdk)
    elif mode < 0.26:   # a webhook URL / notebook URL / .edgerc
        v = draw_vendor(lambda x: x["kind"] in ("slackhook", "discordhook", "teams", "jupyter", "edgerc"), prefer_ko=(lang == "ko"))
        label, snip, items = render_vendor(v, ctx, forbid)
    else:
        v = draw_vendor(prefer_ko=(lang == "ko"))
        label, snip, items = render_vendor(v, ctx, forbid)
    secrets = [val for _, val, s in items if s]
    vn, var, val = v["name"], main_var(items), main_secret(items)
    where = where_of(label, lang)
    env, proj = ctx["env"], ctx["proj"]
    repeat = len(val) <= 150 and chance(0.22)
    in_lesson = chance(0.4)
    if lang == "en":
        task = pick(TASKS_EN)
        person = en_person()
        store = pick(STORES_EN)
        if not in_lesson:
            mc = pick([
                f"Nobody told me that {task} needs a real {vn} credential; the only copy was in {where}:\n{snip}",
                f"{person} pasted the working config in #{pick(CHANNELS)} after {task} kept failing with {pick(AUTH_ERRS)}:\n{snip}",
                f"I wasn't told which {vn} account {env} uses. {where} had this, and it turned out to be the live one:\n{snip}",
                f"The onboarding doc for {proj} skips the {vn} setup. This is what finally made {task} pass:\n{snip}",
                f"{proj} needs {var} for {task}; it isn't in the README. Copied from {where}:\n{snip}",
            ])
            le = pick([
                f"{var} has to be set before the process starts; the {vn} client is built at import time, so exporting it later does nothing.",
                f"The {vn} credential is hard-coded in {where}. It should be rotated and moved to {store}.",
                f"{vn} answers 401 with a vague body when the key belongs to another workspace, so check the account before debugging code.",
                f"For {env} the {vn} integration only works with the production credential; the sandbox one gives {pick(AUTH_ERRS)}.",
                f"Keep {var} out of git: load it from {store} in CI and from a local untracked file on laptops.",
            ])
        else:
            mc = pick([
                f"Missing: the {vn} credential for {task}. I only found it hard-coded in {where}.",
                f"{task.capitalize()} failed with `{pick(AUTH_ERRS)}` until I copied the {vn} values from {where}.",
                f"The {proj} service reads {var} at boot and crashes without it; none of that is in the README.",
                f"I didn't know {task} talks to {vn} at all until the job log showed {pick(AUTH_ERRS)}.",
            ])
            le = pick([
                f"Setting it like this fixed {task}:\n{snip}\nIt really belongs in {store}, not in {where}.",
                f"Working {vn} setup for {env}:\n{snip}",
                f"{vn} rejects calls with 403 when the token lacks scopes; this one has the right scopes:\n{snip}",
                f"Copied from {where} and confirmed working today:\n{snip}",
            ])
        ask = pick([
            f"Should {task} use its own {vn} key instead of the shared one?",
            f"Can you put {var} into {store} so I don't have to read it from {where}?",
            f"Which {vn} account should {env} point at?",
            "",
            f"Is there a sandbox {vn} credential I should use for tests instead?",
        ])
        if repeat:
            ask = pick([f"Is {val} still valid for {env}, or has it been rotated?",
                        f"Should I keep using {val} or wait for a scoped {vn} key?"])
    else:
        task = pick(TASKS_KO)
        person = ko_person()
        store = pick(STORES_KO)
        envk = pick(KO_ENVS)
        if not in_lesson:
            mc = pick([
                f"{task}에 {vn} 키가 필요하다는 걸 아무도 안 알려줬음. {where}에만 있었음:\n{snip}",
                f"{jo(task, '이/가')} 계속 {jo(pick(AUTH_ERRS), '으로/로')} 실패해서 {jo(person, '이/가')} 슬랙에 붙여준 설정 그대로 씀:\n{snip}",
                f"{envk}에서 어떤 {vn} 계정을 쓰는지 몰랐음. {where}에 이게 있었고 운영 키였음.\n{snip}",
                f"{proj} 온보딩 문서에 {vn} 설정이 빠져 있음. 결국 아래 값으로 {task} 통과:\n{snip}",
                f"README에 {var} 얘기가 전혀 없음. {where}에서 복사해서 씀:\n{snip}",
            ])
            le = pick([
                f"{jo(var, '은/는')} 프로세스 시작 전에 세팅돼 있어야 함. {vn} 클라이언트를 import 시점에 만들어서 나중에 export하면 소용없음.",
                f"{vn} 키가 {where}에 하드코딩돼 있음. 폐기하고 {jo(store, '으로/로')} 옮겨야 함.",
                f"키가 다른 워크스페이스 거면 {jo(vn, '이/가')} 애매한 401을 줌. 코드 보기 전에 계정부터 확인할 것.",
                f"{envk}에서는 운영 키로만 {vn} 연동이 됨. 샌드박스 키는 {jo(pick(AUTH_ERRS), '이/가')} 남.",
                f"{jo(var, '은/는')} git에 올리면 안 됨. CI에서는 {store}, 로컬에서는 추적 안 되는 파일에서 읽을 것.",
            ])
        else:
            mc = pick([
                f"{task}용 {vn} 키가 어디 있는지 몰랐음. {where}에 하드코딩된 것만 찾음.",
                f"{jo(task, '이/가')} {jo('`' + pick(AUTH_ERRS) + '`', '으로/로')} 실패했고 {where}에서 {vn} 값을 복사한 뒤에야 됨.",
                f"{proj} 서비스가 부팅할 때 {var}를 읽고 없으면 죽음. README에 없음.",
                f"{jo(task, '이/가')} {jo(vn, '을/를')} 호출하는지도 몰랐음. 잡 로그에 {jo(pick(AUTH_ERRS), '이/가')} 찍혀서 알게 됨.",
            ])
            le = pick([
                f"이렇게 세팅하니 {task} 해결됨:\n{snip}\n원래는 {where} 말고 {store}에 있어야 함.",
                f"{envk} 기준으로 동작하는 {vn} 설정:\n{snip}",
                f"토큰 scope가 모자라면 {jo(vn, '이/가')} 403을 줌. 아래 토큰은 scope 다 있음:\n{snip}",
                f"{where}에서 복사했고 오늘 동작 확인함:\n{snip}",
            ])
        ask = pick([
            f"{task}용 {vn} 키를 따로 발급받아야 하나요?",
            f"{jo(var, '을/를')} {store}에 넣어주실 수 있나요? {where}에서 읽는 건 좀 아닌 것 같아서요.",
            f"{jo(envk, '은/는')} 어떤 {vn} 계정을 바라봐야 하나요?",
            "",
            f"테스트용 {vn} 샌드박스 키가 따로 있나요?",
        ])
        if repeat:
            ask = pick([f"{val} 아직 유효한가요, 아니면 교체됐나요?", f"{val} 계속 써도 되나요, 아니면 권한 좁힌 {vn} 키를 받을까요?"])
    if not in_lesson and label == "CLI login command":
        le = pick([f"The CLI stores the {vn} token in its own config file after login, so later commands on that host silently reuse it.",
                   f"Passing the token on the command line leaves it in shell history; `--with-token`/stdin or {var} is the safer form.",
                   f"After login the {vn} CLI acts as whoever owns that token, so deploys from that box are attributed to them."]) if lang == "en" else \
            pick([f"로그인하면 CLI가 {vn} 토큰을 자체 설정 파일에 저장해서 그 서버의 이후 명령은 조용히 그 토큰을 재사용함.",
                  f"토큰을 커맨드라인에 넘기면 셸 히스토리에 남음. stdin이나 {var} 환경변수로 넘기는 게 안전함.",
                  f"로그인 후에는 {vn} CLI가 토큰 주인 권한으로 동작해서 그 서버에서 한 배포가 전부 그 사람 이름으로 찍힘."])
    elif not in_lesson and label in ("curl header", "curl URL", "raw HTTP request", "debug log of request headers"):
        le = pick([f"The {vn} API wants the credential exactly in that form; a 'Bearer ' prefix where none is expected gives {pick(AUTH_ERRS)}.",
                   f"The same request works from the office but not from CI because the {vn} key is IP-restricted.",
                   f"{vn} rate-limits per key, so sharing one key between {env} and CI caused the 429s we saw."]) if lang == "en" else \
            pick([f"{vn} API는 인증 값을 정확히 저 형식으로 받음. 접두사를 잘못 붙이면 {jo(pick(AUTH_ERRS), '이/가')} 남.",
                  f"같은 요청이 사무실에선 되고 CI에선 안 됨. {vn} 키에 IP 제한이 걸려 있음.",
                  f"{vn}은 키 단위로 rate limit을 걸어서 {env}랑 CI가 키 하나를 같이 쓰다 429가 났던 것."])
    if not in_lesson and v["kind"] in ("slackhook", "discordhook", "teams"):
        le = pick(["Anyone holding that webhook URL can post into the channel, so it has to be regenerated now that it is in a note.",
                   "The webhook posts as the integration, not as a user; messages fail silently if the channel is archived."]) if lang == "en" else \
            pick(["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있어서 노트에 남은 이상 재발급해야 함.",
                  "웹훅은 사용자 말고 연동 앱 이름으로 올라가고, 채널이 보관되면 조용히 실패함."])
    elif not in_lesson and v["kind"] == "jupyter":
        le = pick(["That token gives full code execution on the notebook server; restart it with a new token and bind it to localhost only.",
                   "The server was started with the token printed in the job log, which is how it ended up in the wiki."]) if lang == "en" else \
            pick(["이 토큰이면 노트북 서버에서 코드 실행이 다 가능함. 새 토큰으로 재시작하고 localhost에만 바인딩할 것.",
                  "서버 시작할 때 잡 로그에 토큰이 찍혀서 위키까지 흘러간 것."])
    out = mk(f"{label} ({vn})", mc, le, ask, secrets)
    out["_vendors"] = [vn]
    return out


def s_vendor_multi(lang):
    """Several vendors' credentials in one file (.env / compose / k8s / CI variables table)."""
    ctx = ctx_new()
    n = rint(3, 6)
    vs = []
    while len(vs) < n:
        v = draw_vendor(lambda x: x["kind"] in ("api", "framework"), prefer_ko=(lang == "ko"))
        if v not in vs:
            vs.append(v)
    items = []
    for v in vs:
        items += v["items"]()
    fmt_kind = pick(["env", "compose", "k8s", "table", "export", "json"])
    if fmt_kind == "env":
        extra = [("NODE_ENV", "production"), ("PORT", "3000"), ("LOG_LEVEL", "info")]
        lines = [f"{k}={v}" for k, v in extra[:rint(1, 3)]] + [f"{k}={val}" for k, val, _ in items]
        label, snip = "multi-vendor .env", "\n".join(lines)
    elif fmt_kind == "compose":
        label, snip = r_compose(items, vs[0], ctx)
        label = "multi-vendor docker-compose environment"
    elif fmt_kind == "k8s":
        label, snip = r_k8s_secret(items, vs[0], ctx)
        label = "multi-vendor k8s Secret"
    elif fmt_kind == "table":
        label, snip = r_table(items, vs[0], ctx)
        label = "multi-vendor markdown table"
    elif fmt_kind == "export":
        label, snip = r_export(items, vs[0], ctx)
        label = "multi-vendor shell exports"
    else:
        label, snip = r_json(items, vs[0], ctx)
        label = "multi-vendor JSON config"
    secrets = [val for _, val, s in items if s]
    names = ", ".join(v["name"] for v in vs)
    if lang == "en":
        thing = "notes" if fmt_kind == "table" else "whole file"
        mc = pick([f"The {ctx['proj']} repo has no .env.example, so I had no idea which keys {ctx['env']} needs. {en_person()} sent me their {thing}:\n{snip}",
                   f"Setting up {ctx['proj']} from scratch; none of the third-party credentials were documented. This is the block from {pick(['the old server', 'the wiki', 'a teammate', 'the previous agent run'])}:\n{snip}",
                   f"Which integrations {ctx['proj']} talks to wasn't written anywhere. The deploy config lists them:\n{snip}"])
        le = pick([f"{ctx['proj']} talks to {names}; every one of them is required at boot, the app exits on the first missing variable.",
                   f"The app needs credentials for {names}. These are live values and must not be in the repo; rotate them after moving to {pick(STORES_EN)}.",
                   f"Start-up validates each integration key; a missing one fails fast with a clear message, a wrong one only fails on first use."])
        ask = pick(["Can we add a .env.example with the variable names only?", f"Which of {names} are actually used in {ctx['env']}?", ""])
    else:
        mc = pick([f"{ctx['proj']} 레포에 .env.example이 없어서 {pick(KO_ENVS)}에 어떤 키가 필요한지 몰랐음. {jo(ko_person(), '이/가')} {'정리해 둔 표를' if fmt_kind == 'table' else '파일을 통째로'} 보내줌:\n{snip}",
                   f"{ctx['proj']} 처음부터 세팅하는데 외부 연동 키 문서가 하나도 없음. 예전 서버에서 가져온 블록:\n{snip}",
                   f"{jo(ctx['proj'], '이/가')} 어떤 외부 서비스랑 붙는지 정리된 곳이 없었음. 배포 설정에 이렇게 있음:\n{snip}"])
        le = pick([f"{names} 키가 다 있어야 앱이 뜸. 하나라도 없으면 부팅 단계에서 바로 종료됨.",
                   f"{names} 연동 키가 전부 운영 값임. 레포에 있으면 안 되니 {jo(pick(STORES_KO), '으로/로')} 옮기고 교체 필요.",
                   "부팅 시 키 존재 여부만 검사하고 값이 틀리면 첫 호출 때 터짐. 로그 잘 봐야 함."])
        ask = pick(["변수 이름만 있는 .env.example 추가해도 될까요?", f"{names} 중에 실제로 쓰는 게 뭔가요?", ""])
    out = mk(f"{label} ({names})", mc, le, ask, secrets)
    out["_vendors"] = [v["name"] for v in vs]
    return out

# ----------------------------------------------------------------------------------------------------------
# SECRET: passwords after flags / positional arguments of real CLIs
# ----------------------------------------------------------------------------------------------------------
def cli_variant(lang):
    ctx = ctx_new()
    user = user_name()
    h = host()
    pw = pw_url_safe(korean=(lang == "ko")) if chance(0.5) else pw_shell_safe(korean=(lang == "ko"))
    safe = pw_url_safe()
    db = pick(["app", "orders", "billing", "analytics", ctx["proj"].replace("-", "_")])
    dom = domain(ctx["org"])
    ssid = pick([ctx["org"].capitalize() + "-5G", "Office-Guest", ctx["org"].upper() + "_CORP", "Lab-WiFi"])
    variants = [
        ("mysql -p attached password", lambda: (f"mysql -h {h} -u {user} -p'{pw}' {db}", [pw], "MySQL")),
        ("mysql --password=", lambda: (f"mysql --host={h} --user={user} --password={shq(pw)} {db}", [pw], "MySQL")),
        ("PGPASSWORD env prefix", lambda: (f"PGPASSWORD={shq(pw)} psql -h {h} -U {user} -d {db}", [pw], "PostgreSQL")),
        ("sshpass -p", lambda: (f"sshpass -p {shq(pw)} ssh -o StrictHostKeyChecking=no {user}@{ip4()}", [pw], "SSH")),
        ("docker login -p", lambda: (f"docker login {pick(['registry.gitlab.com', 'harbor.' + dom, 'nexus.' + dom + ':8443'])} -u {user} -p {shq(pw)}", [pw], "container registry")),
        ("redis-cli -a", lambda: (f"redis-cli -h {h} -p 6379 -a {shq(pw)} --no-auth-warning INFO replication", [pw], "Redis")),
        ("mongosh -p", lambda: (f"mongosh --host {h} -u {user} -p {shq(pw)} --authenticationDatabase admin", [pw], "MongoDB")),
        ("htpasswd -b positional", lambda: (f"htpasswd -bc /etc/nginx/.htpasswd {user} {shq(pw)}", [pw], "nginx basic auth")),
        ("smbclient -U user%pass", lambda: (f"smbclient //{ip4()}/{pick(['share', 'backup', 'scans'])} -U {user}%{shq(safe)}", [safe], "SMB share")),
        ("curl -u user:pass", lambda: (f"curl -u {user}:{shq(pw)} https://{pick(['jenkins', 'nexus', 'grafana', 'kibana'])}.{dom}/api/json", [pw], "basic-auth endpoint")),
        ("wget --password=", lambda: (f"wget --user={user} --password={shq(pw)} https://files.{dom}/exports/{date_str()}.csv.gz", [pw], "file server")),
        ("openssl -passout pass:", lambda: (f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out {ctx['proj']}.p12 -passout {shq('pass:' + pw)}", [pw], "PKCS#12 bundle")),
        ("keytool -storepass", lambda: (f"keytool -importcert -alias {ctx['org']}-root -file root.crt -keystore truststore.jks -storepass {shq(pw)} -noprompt", [pw], "Java truststore")),
        ("zip -P", lambda: (f"zip -P {shq(pw)} export.zip report.csv", [pw], "zip archive")),
        ("7z -p attached", lambda: (f"7z a -p{shq(pw)} -mhe=on backup.7z ./dump", [pw], "7z archive")),
        ("net use positional password", lambda: (f"net use Z: \\\\{pick(['fs01', 'nas', 'fileserver'])}\\{pick(['shared', 'finance', 'deploy'])} {safe} /user:{ctx['org'].upper()}\\{user}", [safe], "Windows share")),
        ("xfreerdp /p:", lambda: (f"xfreerdp /v:{ip4()} /u:{user} /p:{shq(pw)} /cert:ignore", [pw], "RDP host")),
        ("sqlcmd -P", lambda: (f'sqlcmd -S {h},1433 -U {user} -P {shq(pw)} -d {db} -Q "SELECT @@VERSION"', [pw], "SQL Server")),
        ("ldapsearch -w", lambda: (f'ldapsearch -x -H ldap://{h} -D "cn={user},ou=svc,dc={ctx["org"]},dc=com" -w {shq(pw)} -b "dc={ctx["org"]},dc=com" "(uid=*)"', [pw], "LDAP")),
        ("chpasswd via echo", lambda: (f"echo '{user}:{safe}' | sudo chpasswd", [safe], "Linux account")),
        ("rabbitmqctl add_user positional", lambda: (f"rabbitmqctl add_user {user} {shq(pw)} && rabbitmqctl set_user_tags {user} administrator", [pw], "RabbitMQ")),
        ("nmcli wifi password", lambda: (f"nmcli dev wifi connect {ssid} password {shq(pw)}", [pw], "Wi-Fi")),
        ("sqlplus user/pass@", lambda: (f"sqlplus {user}/{safe}@//{h}:1521/ORCLPDB1", [safe], "Oracle")),
        ("ipmitool -P", lambda: (f"ipmitool -I lanplus -H {ip4()} -U ADMIN -P {shq(pw)} chassis power status", [pw], "BMC/IPMI")),
        ("lftp -u user,pass", lambda: (f"lftp -u {user},{shq(safe)} sftp://{ip4()}", [safe], "SFTP")),
        ("wp user create --user_pass", lambda: (f"wp user create {user} {user}@{dom} --role=administrator --user_pass={shq(pw)}", [pw], "WordPress")),
        ("helm --set password", lambda: (f"helm upgrade --install {ctx['proj']}-db bitnami/postgresql --set auth.postgresPassword={shq(pw)}", [pw], "PostgreSQL (Helm)")),
        ("mysqldump -p attached", lambda: (f"mysqldump -u{user} -p{shq(pw)} --single-transaction {db} > {db}.sql", [pw], "MySQL")),
        ("ansible -e become pass", lambda: (f'ansible-playbook site.yml -i inventory/{ctx["env"]} -e "ansible_become_pass={safe}"', [safe], "sudo (Ansible)")),
        ("sudo -S via echo", lambda: (f"echo {shq(pw)} | sudo -S systemctl restart {ctx['proj']}", [pw], "sudo")),
        ("mosquitto_pub -P", lambda: (f"mosquitto_pub -h {h} -u {user} -P {shq(pw)} -t sensors/test -m ping", [pw], "MQTT broker")),
        ("mount cifs password=", lambda: (f"sudo mount -t cifs //{ip4()}/data /mnt/data -o username={user},password={safe}", [safe], "CIFS mount")),
        ("svn --password", lambda: (f"svn checkout --username {user} --password {shq(pw)} https://svn.{dom}/repos/{ctx['proj']}/trunk", [pw], "Subversion")),
        ("psexec -p", lambda: (f"psexec \\\\{ip4()} -u {ctx['org'].upper()}\\{user} -p {safe} cmd /c ipconfig", [safe], "Windows host")),
        ("docker run POSTGRES_PASSWORD", lambda: (f"docker run -d --name pg -e POSTGRES_PASSWORD={shq(pw)} -p 5432:5432 postgres:16", [pw], "PostgreSQL container")),
        ("RSYNC_PASSWORD prefix", lambda: (f"RSYNC_PASSWORD={shq(pw)} rsync -av ./dist/ rsync://{user}@{ip4()}/www/", [pw], "rsync daemon")),
        ("gpg --passphrase", lambda: (f"gpg --batch --pinentry-mode loopback --passphrase {shq(pw)} -d secrets.tar.gpg | tar x", [pw], "GPG")),
        ("influx -password", lambda: (f"influx -host {h} -username admin -password {shq(pw)} -execute 'SHOW DATABASES'", [pw], "InfluxDB")),
        ("az login -p", lambda: (f"az login -u {user}@{dom} -p {shq(pw)}", [pw], "Azure AD account")),
        ("unzip -P", lambda: (f"unzip -P {shq(pw)} vendor_export.zip", [pw], "zip archive")),
        ("x11vnc -passwd", lambda: (f"x11vnc -display :0 -passwd {shq(pw)} -forever", [pw], "VNC")),
        ("kubectl --from-literal password", lambda: (f"kubectl -n {ctx['env']} create secret generic {db}-db --from-literal=username={user} --from-literal=password={shq(pw)}", [pw], "database secret")),
        ("expect send password", lambda: (f"expect -c 'spawn ssh {user}@{ip4()}; expect \"password:\"; send \"{safe}\\r\"; interact'", [safe], "SSH")),
    ]
    # two-secret variants
    ak = rs(UPNUM, 20)
    old = pw_url_safe()
    variants += [
        ("ssh-keygen -P old -N new", lambda: (f"ssh-keygen -p -f ~/.ssh/id_ed25519 -P {shq(old)} -N {shq(pw)}", [old, pw], "SSH key passphrase")),
        ("mc alias set positional keys", lambda: (f"mc alias set {ctx['org']} https://minio.{dom} {ak} {shq(pw)}", [ak, pw], "MinIO")),
        ("snmpwalk -A -X", lambda: (f"snmpwalk -v3 -l authPriv -u {user} -a SHA -A {shq(old)} -x AES -X {shq(pw)} {ip4()} system", [old, pw], "SNMPv3")),
    ]
    label, fn = deck_pick("cli", variants)
    cmd, secrets, svc = fn()
    return label, cmd, secrets, svc, ctx


def s_cli_password(lang):
    label, cmd, secrets, svc, ctx = cli_variant(lang)
    style = rint(0, 3)
    if lang == "en":
        if style == 0:
            mc = f"Nobody told me how to reach the {svc} on {ctx['env']}; the runbook only said 'ask ops'. {en_person()} gave me this command:\n{cmd}"
            le = pick([f"The {svc} is only reachable from the bastion; run the command there, not from a laptop.",
                       f"Connecting to the {svc} requires the VPN profile '{ctx['org']}-{ctx['env']}'. The command itself works as-is."])
        elif style == 1:
            mc = f"I had no access details for the {svc} used by {pick(TASKS_EN)}."
            le = f"This is what worked (from shell history on the jump host):\n$ {cmd}"
        elif style == 2:
            mc = f"The password for the {svc} used by {ctx['proj']} wasn't in the password manager, so I spent an hour on auth errors."
            le = f"Ran `{cmd}` and it went through. Remember to rotate afterwards; it has been reused for years."
        else:
            mc = f"Context I lacked: the {ctx['proj']} backup script uses hard-coded credentials for the {svc}:\n{cmd}"
            le = f"Replace the inline password with an env var or a credentials file readable only by the service user."
        ask = pick([f"Is there a least-privilege alternative for the {svc} I should use instead?", f"Who owns the {svc} credentials?", "",
                    f"Can the {svc} login move to {pick(STORES_EN)}?"])
    else:
        if style == 0:
            mc = f"{pick(KO_ENVS)} {svc} 접속 방법을 아무도 안 알려줌. 런북엔 '운영팀 문의'만 있음. {jo(ko_person(), '이/가')} 준 명령어:\n{cmd}"
            le = pick([f"{jo(svc, '은/는')} 배스천에서만 붙음. 로컬 노트북 말고 배스천에서 실행해야 함.",
                       f"{svc} 접속하려면 VPN 프로필 '{ctx['org']}-{ctx['env']}'이 필요함. 명령어 자체는 그대로 동작."])
        elif style == 1:
            mc = f"{pick(TASKS_KO)}에 쓰는 {svc} 접속 정보가 없었음."
            le = f"점프 호스트 셸 히스토리에서 찾은 명령어로 성공함:\n$ {cmd}"
        elif style == 2:
            mc = f"{ctx['proj']}에서 쓰는 {svc} 비밀번호가 비밀번호 관리자에 없어서 인증 에러로 한 시간 날림."
            le = f"`{cmd}` 실행하니 됨. 몇 년째 같은 비번 재사용 중이라 끝나고 교체 필요."
        else:
            mc = f"몰랐던 점: {ctx['proj']} 백업 스크립트에 {svc} 인증 정보가 하드코딩돼 있음:\n{cmd}"
            le = "인라인 비밀번호 대신 환경변수나 서비스 계정만 읽을 수 있는 credentials 파일로 바꿔야 함."
        ask = pick([f"{svc} 권한 좁힌 계정이 따로 있나요?", f"{svc} 인증 정보 관리 담당자가 누구예요?", "",
                    f"{svc} 로그인 정보를 {pick(STORES_KO)}에 넣어도 될까요?"])
    return mk(f"shell: {label} ({svc})", mc, le, ask, secrets)


# ----------------------------------------------------------------------------------------------------------
# SECRET: passwords in prose, chat, tables, logs, diffs, split sentences, split fields
# ----------------------------------------------------------------------------------------------------------
SVC_EN = ["Grafana", "Jenkins", "the NAS", "the office router admin page", "the staging MySQL", "the Keycloak admin console",
          "the RabbitMQ management UI", "pgAdmin", "the Windows build VM", "the iDRAC", "the Synology", "phpMyAdmin",
          "wp-admin", "the Kibana elastic user", "Portainer", "the Argo CD admin", "the Harbor admin", "the SonarQube admin",
          "the MinIO console", "the QA Google account", "the Apple developer account", "the Unifi controller",
          "the Proxmox host", "the shared Zoom host account", "the Metabase admin"]
SVC_KO = ["그라파나", "젠킨스", "NAS", "공유기 관리자 페이지", "스테이징 MySQL", "Keycloak 관리 콘솔", "RabbitMQ 관리 화면",
          "pgAdmin", "윈도우 빌드 VM", "iDRAC", "시놀로지", "phpMyAdmin", "워드프레스 관리자", "Kibana elastic 계정", "포테이너",
          "Argo CD admin", "Harbor 관리자", "MinIO 콘솔", "QA 공용 구글 계정", "애플 개발자 계정", "그룹웨어 테스트 계정",
          "ERP 테스트 계정", "사내 VPN", "공용 줌 호스트 계정", "메타베이스 관리자"]


def s_prose_password(lang):
    ko = lang == "ko"
    pw = pw_any(korean=ko)
    user = user_name()
    if not ko:
        svc = pick(SVC_EN)
        p = en_person()
        mc = pick([f"I didn't have a login for {svc}, and the page was the only way to check the failing job.",
                   f"The task needed {svc}, which isn't behind SSO, and nobody had written down the account.",
                   f"{p} was out and the {svc} account wasn't in the vault."])
        le = pick([f"The {svc} password is {pw} (user {user}); it's shared by the whole team, which is why it never changes.",
                   f"I logged in to {svc} with {user} / {pw}. It works only from the office network.",
                   f"{p} told me over chat that the {svc} login is {user} and the password is {pw}.",
                   f"Credentials that worked for {svc}: username `{user}`, password `{pw}`."])
        ask = pick([f"Can {svc} get SSO so we stop sharing one password?", "", f"Who should I ask for my own {svc} account?"])
        cat = "prose: the password is ..."
    else:
        svc = pick(SVC_KO)
        p = ko_person()
        mc = pick([f"{svc} 계정이 없어서 실패한 잡 확인을 못 하고 있었음.", f"{jo(svc, '은/는')} SSO가 안 붙어 있고 계정 정리된 문서도 없었음.",
                   f"{jo(p, '이/가')} 휴가라 {svc} 계정을 물어볼 사람이 없었음."])
        le = pick([f"{svc} 비밀번호는 {pw} 입니다 (계정 {user}). 팀 공용이라 안 바뀜.",
                   f"{svc}에 {user} / {pw} 로 로그인됨. 사무실 망에서만 됨.",
                   f"{jo(p, '이/가')} 메신저로 알려줌: 아이디 {user}, 비번 {pw}",
                   f"{svc} 접속 정보 - ID: {user} / PW: {pw}"])
        ask = pick([f"{svc}에도 SSO 붙일 수 있을까요?", "", f"제 개인 {svc} 계정은 누구한테 요청하면 되나요?"])
        cat = "prose: 비밀번호는 ..."
    return mk(cat, mc, le, ask, [pw])


def s_split_sentences(lang):
    ko = lang == "ko"
    pw = pw_any(korean=ko)
    if not ko:
        svc = pick(SVC_EN)
        mc = f"Nobody told me {svc} uses a different password from the rest of staging."
        le = pick([f"The {svc} password is the one {en_person()} set during the migration. It's {pw}, and it is also used on the replica.",
                   f"Don't use the wiki password for {svc}; it was changed in March. The current one? {pw}. I confirmed it today.",
                   f"I tried the usual staging password first and got locked out for 5 minutes. What actually works is this: {pw}"])
        ask = pick(["Should the replica have its own password?", "", f"Can we put {svc} behind SSO?"])
    else:
        svc = pick(SVC_KO)
        mc = f"{jo(svc, '이/가')} 다른 스테이징 서버랑 비번이 다르다는 걸 몰랐음."
        le = pick([f"{svc} 비번은 마이그레이션 때 {jo(ko_person(), '이/가')} 바꾼 거임. {pw} 이고 레플리카도 같음.",
                   f"위키에 있는 {svc} 비번은 3월에 바뀌어서 안 됨. 지금 비번이요? {pw} 입니다. 오늘 확인함.",
                   f"평소 스테이징 비번 넣었다가 5분 잠김. 실제로 되는 건 이거: {pw}"])
        ask = pick(["레플리카 비번도 따로 가져가야 할까요?", "", f"{svc}도 SSO로 바꿀 수 있나요?"])
    return mk("prose: password split across sentences", mc, le, ask, [pw])


def s_split_fields(lang):
    """The label ends one field and the value starts the next."""
    ko = lang == "ko"
    pw = pw_any(korean=ko)
    user = user_name()
    if not ko:
        svc = pick(SVC_EN)
        mc = pick([f"I didn't have credentials for {svc}. {en_person()} finally sent them:\nuser: {user}\npassword:",
                   f"Missing login for {svc}; the account that works is {user} and its password is"])
        le = pick([f"{pw}\nThat's the only combination that works; the one in the wiki is outdated.",
                   f"{pw} -- works only over the VPN, and the account is shared with the QA team."])
        ask = pick(["Can I get my own account?", ""])
    else:
        svc = pick(SVC_KO)
        mc = pick([f"{svc} 계정이 없었는데 {jo(ko_person(), '이/가')} 보내줌.\nID: {user}\nPW:",
                   f"{svc} 로그인 정보가 없었음. 되는 계정은 {user}, 비밀번호는"])
        le = pick([f"{pw}\n위키에 있는 건 예전 거라 안 됨.", f"{pw} 입니다. VPN 붙어야만 되고 QA팀이랑 같이 쓰는 계정임."])
        ask = pick(["개인 계정 발급 가능할까요?", ""])
    return mk("split: label ends one field, value starts the next", mc, le, ask, [pw])


def s_repeat_ask(lang):
    ko = lang == "ko"
    pw = pw_any(korean=ko)
    if not ko:
        svc = pick(SVC_EN)
        mc = f"The {svc} password changed last week and the runbook still had the old one."
        le = f"The new {svc} password is {pw}; the old one locks the account after three tries."
        ask = pick([f"Is {pw} still the {svc} password after Friday's rotation?", f"Should I keep using {pw} for {svc} or will you issue me my own login?"])
    else:
        svc = pick(SVC_KO)
        mc = f"{svc} 비번이 지난주에 바뀌었는데 런북은 예전 그대로였음."
        le = f"새 {svc} 비번은 {pw} 임. 예전 비번 세 번 틀리면 계정 잠김."
        ask = pick([f"금요일 교체 이후에도 {svc} 비번 {pw} 맞나요?", f"{svc}에 계속 {pw} 써도 되나요, 개인 계정 받을 수 있나요?"])
    return mk("prose: password repeated in ask_next_time", mc, le, ask, [pw])


def s_table_passwords(lang):
    ko = lang == "ko"
    rows, secrets = [], []
    envs = R.sample(["dev", "stg", "qa", "prod", "uat"], rint(2, 4))
    for e in envs:
        pw = pw_shell_safe(korean=ko)
        u = user_name()
        rows.append(f"| {e} | {host('db').split('.')[0]} | {u} | {pw} |")
        secrets.append(pw)
    table = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows)
    if not ko:
        mc = f"I didn't know each environment has its own DB login. {en_person()} pasted this table from their notes:\n{table}"
        le = "Use the row matching the environment; the prod account is read-only from outside the VPC."
        ask = pick(["Can these move into the secret manager?", "", "Is the prod row still current?"])
    else:
        mc = f"환경마다 DB 계정이 다른 줄 몰랐음. {jo(ko_person(), '이/가')} 개인 메모에서 표를 붙여줌:\n{table}"
        le = "환경에 맞는 행을 쓰면 됨. prod 계정은 VPC 밖에서는 읽기 전용."
        ask = pick(["이거 시크릿 매니저로 옮길까요?", "", "prod 행은 아직 유효한가요?"])
    return mk("table: passwords per environment", mc, le, ask, secrets)


def s_chat_paste(lang):
    ko = lang == "ko"
    pw = pw_any(korean=ko)
    t = f"{rint(9, 18)}:{rint(0, 59):02d}"
    if not ko:
        a, b = R.sample(EN_NAMES, 2)
        svc = pick(SVC_EN)
        chat = (f"[{t}] {a}: anyone have the {svc} login?\n[{t}] {b}: admin / {pw}\n[{t}] {b}: don't share it outside the team pls\n"
                f"[{t}] {a}: thx, worked")
        mc = f"The credentials for {svc} only exist in a Slack thread. Pasting the relevant part:\n{chat}"
        le = f"The {svc} account is shared; use it only for read-only checks."
        ask = pick(["Can we get this out of Slack and into the vault?", ""])
    else:
        a, b = R.sample(KO_NAMES, 2)
        svc = pick(SVC_KO)
        chat = (f"[{t}] {a}: 혹시 {svc} 계정 아시는 분?\n[{t}] {b}: admin / {pw}\n[{t}] {b}: 외부 공유는 하지 마세요\n[{t}] {a}: 감사합니다 됩니다")
        mc = f"{svc} 계정 정보가 슬랙 스레드에만 있음. 관련 부분 붙여둠:\n{chat}"
        le = f"{jo(svc, '은/는')} 공용 계정이라 조회 용도로만 쓸 것."
        ask = pick(["이거 슬랙 말고 볼트로 옮겨도 될까요?", ""])
    return mk("chat paste: password in a thread", mc, le, ask, [pw])


def s_log_leak(lang):
    ko = lang == "ko"
    pw = pw_url_safe(korean=ko)
    u = user_name()
    h = host()
    line = pick([
        f"{date_str()} {time_str()} INFO  db.pool - connecting user={u} password={pw} host={h} db=app",
        f"{date_str()}T{time_str()}Z DEBUG [mailer] SMTP login {u}@{domain()} pass='{pw}' -> 235 2.7.0 Authentication successful",
        f'{{"level":"debug","ts":{now_ts()},"msg":"loaded config","redis":{{"addr":"{h}:6379","password":"{pw}","db":0}}}}',
        f"{date_str()} {time_str()} WARN  LdapAuth - bind failed for cn={u} with credentials '{pw}', retrying (2/3)",
    ])
    if not ko:
        mc = f"I didn't know the {pick(['worker', 'API', 'scheduler', 'mailer'])} writes credentials into its logs. This was in the log I was asked to look at:\n{line}"
        le = pick(["Verbose logging prints credentials in clear text; set LOG_LEVEL=info in shared environments and scrub the old log files.",
                   "The logger formats the whole config object; it needs a redaction filter for password/token fields before anything else.",
                   "Those log files are shipped to the central log store, so the password is now readable by everyone with log access and must be rotated."])
        ask = pick(["Should I open a ticket to mask secrets in the config logger?", ""])
    else:
        mc = f"로그에 인증 정보가 찍히는 줄 몰랐음. 확인하라고 받은 로그에 이게 있었음:\n{line}"
        le = pick(["상세 로그에 비밀번호가 평문으로 남음. 공용 환경은 LOG_LEVEL=info로 두고 기존 로그 파일 정리 필요.",
                   "로거가 설정 객체를 통째로 찍음. password/token 필드 마스킹 필터부터 넣어야 함.",
                   "이 로그가 중앙 로그 저장소로 가서 로그 권한 있는 사람은 다 볼 수 있음. 비번 교체 필요."])
        ask = pick(["설정 로거에 마스킹 넣는 티켓 만들까요?", ""])
    return mk("log line: password in a debug log", mc, le, ask, [pw])


def s_stacktrace(lang):
    ko = lang == "ko"
    pw = pw_url_safe(korean=ko)
    u = user_name()
    h = host()
    db = pick(["orders", "app", "billing"])
    trace = pick([
        (f"java.sql.SQLNonTransientConnectionException: Could not create connection to database server. "
         f"Attempted reconnect 3 times. Giving up.\n  url: jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=false\n"
         f"\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)"),
        (f"Traceback (most recent call last):\n  File \"etl/load.py\", line 42, in <module>\n    conn = psycopg2.connect(\"host={h} dbname={db} user={u} password={pw}\")\n"
         f"psycopg2.OperationalError: could not translate host name \"{h}\" to address: Name or service not known"),
        (f"Error: connect ECONNREFUSED {ip4()}:5672\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n"
         f"  broker: 'amqp://{u}:{pw}@{h}:5672/{pick(['prod', 'jobs', '%2F'])}'"),
    ])
    if not ko:
        mc = f"The only clue for the outage was this stack trace from the on-call channel:\n{trace}"
        le = "The failure was DNS, not auth. Also, the driver echoes the connection string, password included, into the exception."
        ask = pick(["Can we wrap the connection code so it redacts the URL before logging?", ""])
    else:
        mc = f"장애 원인 단서가 온콜 채널에 올라온 스택 트레이스뿐이었음:\n{trace}"
        le = "원인은 인증이 아니라 DNS였음. 그리고 드라이버가 예외 메시지에 비밀번호 포함된 접속 문자열을 그대로 찍음."
        ask = pick(["로그 찍기 전에 URL 마스킹하도록 감싸도 될까요?", ""])
    return mk("stack trace: connection string with password", mc, le, ask, [pw])


def s_diff_password(lang):
    ko = lang == "ko"
    old, new = pw_shell_safe(korean=ko), pw_shell_safe(korean=ko)
    f = pick(["config/database.yml", "src/main/resources/application-prod.yml", "helm/values-prod.yaml", "docker-compose.yml"])
    key = pick(["password", "DB_PASSWORD", "spring.datasource.password", "POSTGRES_PASSWORD"])
    diff = f"--- a/{f}\n+++ b/{f}\n@@ -12,3 +12,3 @@\n   username: {user_name()}\n-  {key}: {yq(old)}\n+  {key}: {yq(new)}\n   pool: 10"
    if not ko:
        mc = f"Nobody mentioned that the DB password is committed in {f}. The last change to it:\n{diff}"
        le = "Both the old and the new password are in git history now; rotating again and moving it to an env var is the only fix."
        ask = pick(["Should I rewrite history or just rotate?", ""])
    else:
        mc = f"DB 비번이 {f}에 커밋돼 있다는 걸 몰랐음. 마지막 변경 diff:\n{diff}"
        le = "예전 비번과 새 비번 둘 다 git 히스토리에 남음. 다시 교체하고 환경변수로 빼는 것 말고는 방법 없음."
        ask = pick(["히스토리 재작성할까요, 교체만 할까요?", ""])
    return mk("diff: password changed in a committed config", mc, le, ask, [old, new])

# ----------------------------------------------------------------------------------------------------------
# SECRET: connection strings and URLs with passwords
# ----------------------------------------------------------------------------------------------------------
def conn_variant(ko):
    u = user_name()
    h = host()
    db = pick(["app", "orders", "billing", "analytics", "core"])
    raw = pw_any(korean=ko, punct="!@#$%^&*-_=+.?~") if chance(0.45) else pw_url_safe(korean=ko)
    if not all(ord(c) < 128 for c in raw):
        raw = pw_url_safe()
    enc = pct(raw)              # what a URL must carry
    dom = domain()
    lpw = raw if not any(c in raw for c in " '\\\"") else enc
    variants = [
        ("postgres URL", f"DATABASE_URL=postgresql://{u}:{enc}@{h}:5432/{db}?sslmode=require", enc, "PostgreSQL"),
        ("mysql URL (SQLAlchemy)", f'SQLALCHEMY_DATABASE_URI = "mysql+pymysql://{u}:{enc}@{h}:3306/{db}?charset=utf8mb4"', enc, "MySQL"),
        ("mongodb+srv URI", f"MONGODB_URI=mongodb+srv://{u}:{enc}@cluster0.{rs(LOWNUM, 5)}.mongodb.net/{db}?retryWrites=true&w=majority", enc, "MongoDB Atlas"),
        ("redis URL", f"REDIS_URL=rediss://default:{enc}@{pick(EN_WORDS)}-{pick(EN_WORDS)}-{rint(1000, 99999)}.upstash.io:6379", enc, "Redis"),
        ("amqp URL", f"CELERY_BROKER_URL=amqp://{u}:{enc}@{h}:5672/{pick(['jobs', 'prod', '%2F'])}", enc, "RabbitMQ"),
        ("JDBC URL with password param", f"spring.datasource.url=jdbc:mysql://{h}:3306/{db}?user={u}&password={enc}&serverTimezone=Asia/Seoul", enc, "MySQL (JDBC)"),
        ("SQL Server JDBC", f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={raw};encrypt=true", raw, "SQL Server"),
        ("ADO.NET connection string", f'"ConnectionStrings": {{ "Default": "Server={h};Database={db};User Id={u};Password={raw};TrustServerCertificate=True" }}', raw, "SQL Server"),
        ("ODBC connection string", f"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h};DATABASE={db};UID={u};PWD={raw}", raw, "SQL Server (ODBC)"),
        ("SMTP URL", f"MAIL_URL=smtps://{u}%40{dom}:{enc}@smtp.{dom}:465", enc, "SMTP"),
        ("FTP URL", f"ftp://{u}:{enc}@ftp.{dom}/incoming/", enc, "FTP"),
        ("Elasticsearch URL", f"ELASTICSEARCH_URL=https://elastic:{enc}@{h}:9200", enc, "Elasticsearch"),
        ("ClickHouse DSN", f"CLICKHOUSE_DSN=clickhouse://default:{enc}@{h}:9000/{db}?secure=true", enc, "ClickHouse"),
        ("libpq keyword string", f'psql "host={h} port=5432 dbname={db} user={u} password={lpw} sslmode=require"', lpw, "PostgreSQL"),
        ("Prisma DATABASE_URL with pgbouncer", f'DATABASE_URL="postgresql://{u}.{rs(LOW, 20)}:{enc}@aws-0-{pick(REGIONS)}.pooler.supabase.com:6543/postgres?pgbouncer=true"', enc, "Supabase Postgres"),
        ("Neon connection string", f"postgresql://{u}:npg_{rs(ALNUM, 12)}@ep-{pick(EN_WORDS)}-{pick(EN_WORDS)}-{rs(LOWNUM, 8)}.{pick(REGIONS)}.aws.neon.tech/neondb?sslmode=require", None, "Neon"),
        ("git remote with password", f"git remote set-url origin https://{u}:{enc}@git.{dom}/{pick(PROJECTS)}/{pick(PROJECTS)}.git", enc, "self-hosted Git"),
        ("Kafka JAAS config", f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{rs(UPNUM, 16)}" password="{raw}";', raw, "Kafka"),
        ("PDO constructor", f"$pdo = new PDO('mysql:host={h};dbname={db};charset=utf8mb4', '{u}', '{raw}');", raw, "MySQL (PHP)"),
        ("wp-config define", f"define( 'DB_PASSWORD', '{raw}' );", raw, "WordPress"),
        ("Django DATABASES dict", f"DATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': '{db}', 'USER': '{u}', 'PASSWORD': '{raw}', 'HOST': '{h}'}}}}", raw, "PostgreSQL (Django)"),
        ("Rails database.yml", f"production:\n  adapter: postgresql\n  host: {h}\n  username: {u}\n  password: {yq(raw)}", raw, "PostgreSQL (Rails)"),
        ("Laravel .env DB_PASSWORD", f"DB_CONNECTION=mysql\nDB_HOST={h}\nDB_DATABASE={db}\nDB_USERNAME={u}\nDB_PASSWORD={raw}", raw, "MySQL (Laravel)"),
        ("Spring datasource properties", f"spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\nspring.datasource.password={raw}", raw, "PostgreSQL (Spring)"),
        ("TypeORM config JSON", json.dumps({"type": "postgres", "host": h, "port": 5432, "username": u, "password": raw, "database": db}, indent=2), raw, "PostgreSQL (TypeORM)"),
        ("Oracle EZConnect", f"sqlplus {u}/{pw_url_safe() if not raw.isalnum() else raw}@{h}:1521/ORCLPDB1", None, "Oracle"),
        ("Neo4j settings", f"NEO4J_URI=neo4j+s://{rs(LOWNUM, 8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={rs(B64U, 43)}", None, "Neo4j Aura"),
        ("Redis ACL SETUSER", f"ACL SETUSER {u} on >{raw} ~{pick(['cache', 'session', 'queue'])}:* +@read +@write", raw, "Redis ACL"),
    ]
    label, text, sec, svc = deck_pick("conn", variants)
    if sec is None:   # the secret is embedded by the variant itself
        if label == "Neon connection string":
            sec = text.split(":", 2)[2].split("@")[0]
        elif label == "Oracle EZConnect":
            sec = text.split("/", 1)[1].split("@")[0]
        else:
            sec = text.rsplit("=", 1)[1]
    return label, text, sec, svc


def s_conn_string(lang):
    ko = lang == "ko"
    label, text, sec, svc = conn_variant(ko)
    if not ko:
        mc = pick([f"I wasn't told where the {svc} connection details for {pick(PROJECTS)} live. They're hard-coded:\n{text}",
                   f"{pick(TASKS_EN).capitalize()} needs {svc}, and the only working connection config was this one from {pick(['the old VM', 'a teammate', 'the wiki', 'the ops channel'])}:\n{text}",
                   f"Context I lacked: {svc} requires TLS from outside the cluster, which is why my first attempts failed. Working config:\n{text}"])
        le = pick(["The URL-encoded characters in the password matter; decoding them by hand breaks the login." if "%" in sec else
                   "The password has no characters that need escaping, so the string can be used as-is in the driver config.",
                   f"{svc} only accepts connections from the VPC; from a laptop it has to go through the bastion tunnel.",
                   "Keep the connection string in the environment, never in the repo; this one needs rotating now."])
        ask = pick([f"Is there a read-only {svc} user for analysis work?", "", "Who can rotate this credential?"])
    else:
        mc = pick([f"{svc} 접속 정보가 어디 있는지 아무도 안 알려줌. 코드에 하드코딩돼 있었음:\n{text}",
                   f"{pick(TASKS_KO)}에 {jo(svc, '이/가')} 필요했는데 동작하는 설정은 이것뿐이었음:\n{text}",
                   f"몰랐던 점: 클러스터 밖에서는 {jo(svc, '이/가')} TLS 필수라 처음에 계속 실패함. 되는 설정:\n{text}"])
        le = pick(["비밀번호에 URL 인코딩된 문자가 있음. 손으로 디코딩하면 로그인 실패함." if "%" in sec else
                   "비밀번호에 이스케이프할 문자가 없어서 드라이버 설정에 그대로 써도 됨.",
                   f"{jo(svc, '은/는')} VPC 안에서만 접속 허용됨. 노트북에서는 배스천 터널을 거쳐야 함.",
                   "접속 문자열은 레포 말고 환경변수로. 이건 바로 교체해야 함."])
        ask = pick([f"분석용 {svc} 읽기 전용 계정 있나요?", "", "이 계정 비번 교체는 누가 하나요?"])
    return mk(f"connection string: {label}", mc, le, ask, [sec])


# ----------------------------------------------------------------------------------------------------------
# SECRET: HTTP Basic / Bearer headers, cookies
# ----------------------------------------------------------------------------------------------------------
def s_basic_header(lang):
    ko = lang == "ko"
    u = pick([user_name(), f"{pick(EN_FIRST)}@{domain()}", "api"])
    pw = pw_shell_safe(korean=False)
    blob = b64(f"{u}:{pw}".encode())
    show_plain = chance(0.3)
    hdr = pick([f"Authorization: Basic {blob}", f"Proxy-Authorization: Basic {blob}"])
    snippet = pick([f'curl -H "{hdr}" https://{pick(["nexus", "artifactory", "registry", "es", "jenkins"])}.{domain()}/{pick(["service/rest/v1/status", "api/v1/health", "_cluster/health"])}',
                    f"GET /api/v2/export HTTP/1.1\nHost: partner.{domain()}\n{hdr}"])
    secrets = [blob] + ([pw] if show_plain else [])
    if not ko:
        mc = f"The partner API auth wasn't documented. {en_person()} copied this request from their browser devtools:\n{snippet}"
        le = "It's plain Basic auth, so the header is just base64 of user:password." + (f" Decoded it's {u} / {pw}." if show_plain else "")
        ask = pick(["Is there a token-based alternative for this API?", ""])
    else:
        mc = f"파트너 API 인증 방식 문서가 없었음. {jo(ko_person(), '이/가')} 브라우저 개발자도구에서 복사해준 요청:\n{snippet}"
        le = "그냥 Basic 인증이라 헤더는 user:password를 base64 한 것." + (f" 디코딩하면 {u} / {pw}." if show_plain else "")
        ask = pick(["이 API 토큰 방식은 없나요?", ""])
    return mk("HTTP Basic header (base64 user:pass)", mc, le, ask, secrets)


def s_bearer_jwt(lang):
    ko = lang == "ko"
    iss = pick([f"https://{company()}.us.auth0.com/", f"https://cognito-idp.{pick(REGIONS)}.amazonaws.com/{pick(REGIONS)}_{rs(ALNUM, 9)}",
                f"https://login.microsoftonline.com/{uuid4()}/v2.0", f"https://auth.{domain()}", f"https://{company()}.okta.com/oauth2/default"])
    tok = t_user_jwt(iss)
    snippet = pick([f'curl -H "Authorization: Bearer {tok}" https://api.{domain()}/v1/orders?limit=5',
                    f"Authorization: Bearer {tok}",
                    f'fetch("/api/admin/users", {{ headers: {{ Authorization: "Bearer {tok}" }} }})'])
    if not ko:
        mc = f"I couldn't reproduce the 403 without a real session. {en_person()} gave me their token from the browser:\n{snippet}"
        le = "The admin endpoints check the 'scope' claim, not the role; the token above has it, mine didn't."
        ask = pick(["Can I get a test user with the admin scope instead of borrowing tokens?", ""])
    else:
        mc = f"실제 세션 없이는 403 재현이 안 됐음. {jo(ko_person(), '이/가')} 브라우저에서 토큰 복사해 줌:\n{snippet}"
        le = "관리자 API는 role이 아니라 scope 클레임을 봄. 위 토큰엔 있고 내 건 없었음."
        ask = pick(["토큰 빌리는 대신 admin scope 있는 테스트 계정 받을 수 있을까요?", ""])
    return mk("HTTP Bearer header with a user JWT", mc, le, ask, [tok])


def s_cookie(lang):
    ko = lang == "ko"
    kind = deck_pick("cookie", [0, 1, 2, 3, 4, 5])
    if kind == 0:
        val = rs(LOWNUM, 32)
        c = f"Cookie: csrftoken={rs(ALNUM, 32)}; sessionid={val}"
        secs = [val]
        what = "Django sessionid"
    elif kind == 1:
        sid = rs(B64U, 32)
        val = "s%3A" + sid + "." + pct(b64(rbytes(32)).rstrip("="))
        c = f"Cookie: connect.sid={val}"
        secs = [val]
        what = "Express connect.sid"
    elif kind == 2:
        val = rs(LOWNUM, 26)
        c = f"Cookie: PHPSESSID={val}; lang=ko"
        secs = [val]
        what = "PHPSESSID"
    elif kind == 3:
        val = rs(HEXU, 32)
        c = f"Cookie: JSESSIONID={val}; Path=/"
        secs = [val]
        what = "JSESSIONID"
    elif kind == 4:
        val = b64(jdump({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""}).encode())
        val = pct(val)
        c = f"Cookie: XSRF-TOKEN={rs(B64U, 40)}; laravel_session={val}"
        secs = [val]
        what = "laravel_session"
    else:
        val = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 16) + "." + rs(B64U, 180) + "." + rs(B64U, 22)
        c = f"Cookie: __Secure-next-auth.session-token={val}"
        secs = [val]
        what = "NextAuth session-token"
    if not ko:
        mc = f"To debug the checkout bug I needed a logged-in session; {en_person()} pasted their cookie header:\n{c}"
        le = f"The bug only shows for accounts with a saved card. The {what} cookie is a live session and should be revoked now that it's been shared."
        ask = pick(["Can we get a seeded test account with a saved card?", ""])
    else:
        mc = f"결제 버그 디버깅하려면 로그인 세션이 필요해서 {jo(ko_person(), '이/가')} 쿠키 헤더를 붙여줌:\n{c}"
        le = f"저장된 카드가 있는 계정에서만 버그가 남. {what} 쿠키는 살아 있는 세션이라 공유된 이상 만료시켜야 함."
        ask = pick(["카드 저장된 테스트 계정 시드로 만들어 주실 수 있나요?", ""])
    return mk(f"cookie: {what}", mc, le, ask, secs)


# ----------------------------------------------------------------------------------------------------------
# SECRET: SQL user statements
# ----------------------------------------------------------------------------------------------------------
def s_sql_user(lang):
    ko = lang == "ko"
    pw = pw_shell_safe(korean=ko)
    u = user_name().replace("-", "_")
    db = pick(["app", "orders", "analytics"])
    stmt = pick([
        f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';",
        f"ALTER USER {u} WITH PASSWORD '{pw}';",
        f"CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';",
        f"CREATE LOGIN {u} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\nCREATE USER {u} FOR LOGIN {u};",
        f'CREATE USER {u.upper()} IDENTIFIED BY "{pw}" DEFAULT TABLESPACE USERS;',
        f"SET PASSWORD FOR '{u}'@'localhost' = '{pw}';",
        f"ALTER USER {u.upper()} SET PASSWORD = '{pw}' MUST_CHANGE_PASSWORD = FALSE;",
    ])
    if not ko:
        mc = f"The migration needed its own DB user and nobody had created it. The DBA ran this for me:\n{stmt}"
        le = "The user only has DML rights on that schema; DDL migrations still need the owner role."
        ask = pick(["Should migration users expire automatically?", "", "Can the DBA send credentials through the vault next time?"])
    else:
        mc = f"마이그레이션용 DB 계정이 없어서 DBA분이 아래 SQL을 실행해 줌:\n{stmt}"
        le = "이 계정은 해당 스키마 DML 권한만 있음. DDL 마이그레이션은 여전히 owner 롤 필요."
        ask = pick(["마이그레이션 계정은 만료 기간 두는 게 좋을까요?", "", "다음엔 계정 정보를 볼트로 받을 수 있을까요?"])
    return mk("SQL: user created with password", mc, le, ask, [pw])


# ----------------------------------------------------------------------------------------------------------
# SECRET: private keys (PEM, OpenSSH, PuTTY, service-account JSON)
# ----------------------------------------------------------------------------------------------------------
def s_private_key(lang):
    ko = lang == "ko"
    kind = deck_pick("pk", [2, 0, 1, 3, 4, 5, 6])
    comment = f"{pick(EN_FIRST + KO_ROMAN)}@{pick(['laptop', 'deploy', 'ci', 'bastion'])}"
    if kind == 0:
        label, lines = ec_p256_pem_lines()
        block, what = pem_block(label, lines), "EC private key (SEC1 PEM)"
    elif kind == 1:
        label, lines = ed25519_pkcs8_lines()
        block, what = pem_block(label, lines), "Ed25519 PKCS#8 PEM"
    elif kind == 2:
        while True:
            label, lines = openssh_ed25519_lines(comment)
            if len(lines[-1]) >= 8:
                break
            comment += "x"
        block, what = pem_block(label, lines), "OpenSSH private key"
    elif kind == 3:
        label, lines = rsa_partial_lines(rint(3, 5), pkcs8=chance(0.5))
        block, what = pem_block(label, lines).replace(f"-----END {label}-----", "...(truncated)\n" + f"-----END {label}-----"), "RSA private key (partial paste)"
    elif kind == 4:
        label, lines = p8_ec_pem_lines()
        block, what = pem_block(label, lines), "App Store Connect .p8 key"
    elif kind == 5:
        label, lines = rsa_partial_lines(3, pkcs8=True)
        proj = f"{pick(PROJECTS)}-{rint(100000, 999999)}"
        block = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": hexs(40),
                            "private_key": pem_block(label, lines + ["..."]) + "\n",
                            "client_email": f"{pick(['deployer', 'ci', 'etl'])}@{proj}.iam.gserviceaccount.com"}, indent=1)
        what = "GCP service-account JSON"
    else:
        priv_line = b64(_ssh_str(rbytes(32)))
        pub = b64(_ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32)))
        lines = [priv_line]
        block = (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {comment}\nPublic-Lines: 2\n{pub[:64]}\n{pub[64:]}\n"
                 f"Private-Lines: 1\n{priv_line}\nPrivate-MAC: {hexs(64)}")
        what = "PuTTY .ppk private key"
    secrets = [ln for ln in lines if len(ln) >= 8 and ln != "..."]
    if not ko:
        mc = pick([f"Deploying needed the {what}, and it wasn't in the secret store. {en_person()} pasted it into the chat:\n{block}",
                   f"I didn't know the {pick(['release', 'push-notification', 'backup', 'deploy'])} job authenticates with a key file committed to the repo:\n{block}"])
        le = pick(["Key material pasted in chat or committed to git has to be treated as compromised: revoke and reissue.",
                   "The job reads the key from a file path, so mounting it as a secret volume works without code changes."])
        ask = pick(["Can you issue a fresh key and store it in the vault?", ""])
    else:
        mc = pick([f"배포에 {jo(what, '이/가')} 필요했는데 시크릿 저장소에 없었음. {jo(ko_person(), '이/가')} 채팅에 붙여줌:\n{block}",
                   f"{pick(['릴리즈', '푸시 알림', '백업', '배포'])} 잡이 레포에 커밋된 키 파일로 인증한다는 걸 몰랐음:\n{block}"])
        le = pick(["채팅에 붙었거나 git에 커밋된 키는 유출된 걸로 보고 폐기 후 재발급해야 함.",
                   "잡이 파일 경로로 키를 읽어서 시크릿 볼륨으로 마운트하면 코드 수정 없이 됨."])
        ask = pick(["새 키 발급해서 볼트에 넣어주실 수 있나요?", ""])
    return mk(f"private key: {what}", mc, le, ask, secrets)


# ----------------------------------------------------------------------------------------------------------
# SECRET: TOTP seeds, recovery codes, Wi-Fi, door codes, seed phrases, app passwords, ...
# ----------------------------------------------------------------------------------------------------------
def s_totp(lang):
    ko = lang == "ko"
    seed = rs(B32, pick([16, 32, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Google", "Okta", "Cloudflare", "npm", "Atlassian", "Naver", "Toss"])
    acct = f"{pick(['root', 'ops', 'admin', pick(EN_FIRST)])}@{domain()}"
    form = deck_pick("totp", [0, 1, 2])
    if form == 0:
        t = f"otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer}&digits=6&period=30"
    elif form == 1:
        t = f"MFA secret key: {' '.join(wrap(seed.lower(), 4))}"
        seed = " ".join(wrap(seed.lower(), 4))
    else:
        t = f"TOTP seed for the shared {issuer} account: {seed}" if not ko else f"공용 {issuer} 계정 OTP 시드: {seed}"
    if not ko:
        mc = f"The shared {issuer} account has MFA and nobody told me how the team gets codes. The setup string is in the ops notes:\n{t}"
        le = "Anyone with that seed can generate valid codes, so it is as sensitive as the password."
        ask = pick([f"Can the shared {issuer} account move to SSO or a hardware key?", ""])
    else:
        mc = f"공용 {issuer} 계정에 MFA가 걸려 있는데 코드 받는 방법을 아무도 안 알려줌. 운영 메모에 등록 문자열이 있었음:\n{t}"
        le = "이 시드만 있으면 누구나 OTP를 만들 수 있어서 비밀번호만큼 민감함."
        ask = pick([f"공용 {issuer} 계정을 SSO나 하드웨어 키로 바꿀 수 있을까요?", ""])
    return mk("TOTP seed / otpauth URI", mc, le, ask, [seed])


def s_recovery_codes(lang):
    ko = lang == "ko"
    kind = deck_pick("recovery", [0, 1, 2, 3, 4])
    if kind == 0:
        codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(rint(4, 8))]
        svc, svc_ko = "GitHub recovery codes", "GitHub 복구 코드"
    elif kind == 1:
        codes = [f"{rs(DIG, 4)} {rs(DIG, 4)}" for _ in range(rint(4, 8))]
        svc, svc_ko = "Google Workspace backup codes", "Google Workspace 백업 코드"
    elif kind == 2:
        codes = ["-".join(rs(DIG, 6) for _ in range(8))]
        svc, svc_ko = "BitLocker recovery key", "BitLocker 복구 키"
    elif kind == 3:
        codes = ["A3-" + rs(UPNUM, 6) + "-" + rs(UPNUM, 6) + "-" + "-".join(rs(UPNUM, 5) for _ in range(4))]
        svc, svc_ko = "1Password Secret Key", "1Password Secret Key"
    else:
        codes = ["-".join(rs(UPNUM, 4) for _ in range(7))]
        svc, svc_ko = "Apple ID recovery key", "Apple ID 복구 키"
    body = "\n".join(codes)
    owner_en = pick(["the shared admin account", "the build Mac", "the release account", "the ops laptop"])
    owner_ko = pick(["공용 관리자 계정", "빌드용 맥", "릴리즈 계정", "운영팀 노트북"])
    if not ko:
        mc = pick([f"The {svc} for {owner_en} {'were' if kind < 2 else 'was'} only in a screenshot. I typed {'them' if kind < 2 else 'it'} out:\n{body}",
                   f"I needed to get into {owner_en} after the MFA device was wiped; {en_person()} sent the {svc}:\n{body}"])
        le = pick(["Recovery codes bypass MFA entirely; they belong in the vault with access logging, not in notes.",
                   "Each code works once; the used one has to be crossed out and a new set generated once the device is back."])
        ask = pick(["Who should hold these codes?", ""])
    else:
        mc = pick([f"{owner_ko}의 {jo(svc_ko, '이/가')} 스크린샷으로만 있어서 옮겨 적음:\n{body}",
                   f"MFA 기기가 초기화돼서 {owner_ko}에 들어가야 했고 {jo(ko_person(), '이/가')} {jo(svc_ko, '을/를')} 보내줌:\n{body}"])
        le = pick(["복구 코드는 MFA를 통째로 우회함. 메모 말고 접근 로그 남는 볼트에 둬야 함.",
                   "코드는 한 번씩만 쓸 수 있음. 쓴 건 지우고 기기 복구되면 새로 발급해야 함."])
        ask = pick(["이 코드는 누가 보관해야 하나요?", ""])
    return mk(f"recovery/backup codes ({svc})", mc, le, ask, codes)


def s_wifi(lang):
    ko = lang == "ko"
    pw = pw_any(korean=ko) if chance(0.7) else hexs(64)
    ssid = pick([company().capitalize() + "-5G", "Office-Guest", company().upper() + "_CORP", "Lab-IoT", "iptime-" + rs(HEXU, 4)])
    if ";" in pw or "\\" in pw or '"' in pw:
        pw = pw_url_safe()
    form = deck_pick("wifi", [0, 1, 2, 3])
    if form == 0:
        t = f"network={{\n    ssid=\"{ssid}\"\n    psk={pw if len(pw) == 64 and all(c in HEX for c in pw) else chr(34) + pw + chr(34)}\n}}"
    elif form == 1:
        t = f"WIFI:T:WPA;S:{ssid};P:{pw};;"
    elif form == 2:
        t = f"SSID: {ssid} / PW: {pw}"
    else:
        t = f"wpa_passphrase \"{ssid}\" '{pw}' >> /etc/wpa_supplicant/wpa_supplicant.conf" if "'" not in pw else f"SSID {ssid}, key {pw}"
    if not ko:
        mc = f"The Raspberry Pi test rig has to join the lab Wi-Fi and the network details weren't in the ticket. From the label on the AP:\n{t}"
        le = "The rig only gets an address on the 5 GHz band; 2.4 GHz is the guest VLAN."
        ask = pick(["Is there an IoT network with MAC allow-listing instead?", ""])
    else:
        mc = f"테스트용 라즈베리파이를 사내 와이파이에 붙여야 했는데 티켓에 정보가 없었음. AP에 붙은 라벨 내용:\n{t}"
        le = "5GHz 대역에서만 IP를 받음. 2.4GHz는 게스트 VLAN임."
        ask = pick(["MAC 등록 방식 IoT 망이 따로 있나요?", ""])
    return mk("Wi-Fi key", mc, le, ask, [pw])


def s_door_code(lang):
    ko = lang == "ko"
    kind = deck_pick("door", [0, 1, 2, 3])
    dev_en = pick(["NAS", "core switch", "build Mac mini"])
    dev_ko = pick(["NAS", "코어 스위치", "빌드용 맥미니"])
    if kind == 0:
        code = rs(DIG, 4) + pick("*#") + rs(DIG, 4) + pick(["#", "*", ""])
        mc_en, le_en = f"Had to power-cycle the {dev_en} on site and didn't know how to get into the server room.", f"The server room door code is {code}. Facilities changes it quarterly and posts it in the ops channel."
        mc_ko, le_ko = f"현장에서 {dev_ko} 재부팅해야 했는데 서버실 들어가는 방법을 몰랐음.", f"서버실 도어락 비밀번호는 {code} 임. 총무팀이 분기마다 바꾸고 운영 채널에 공지함."
        what = "server room door code"
    elif kind == 1:
        code = rs(DIG, 8)
        mc_en, le_en = "The office alarm went off when I came in early for the maintenance window; nobody had told me the code.", f"The alarm disarm code is {code}; you have 30 seconds after opening the door."
        mc_ko, le_ko = "점검 때문에 일찍 출근했는데 경비 알람이 울림. 해제 코드를 아무도 안 알려줬음.", f"보안 경비 해제 코드는 {code} 임. 문 열고 30초 안에 입력해야 함."
        what = "alarm disarm code"
    elif kind == 2:
        code = rs(DIG, 8)
        mc_en, le_en = "The on-call phone locked its SIM after three wrong PINs and I didn't know the PUK.", f"The PUK for the on-call SIM is {code}; ten wrong tries kill the SIM for good."
        mc_ko, le_ko = "당직폰 유심 PIN을 세 번 틀려서 잠겼는데 PUK를 몰랐음.", f"당직폰 유심 PUK는 {code} 임. 열 번 틀리면 유심이 영구 잠김."
        what = "SIM PUK for the on-call phone"
    else:
        code = "-".join(rs(DIG, 2) for _ in range(4))
        mc_en, le_en = f"The spare keys for the {dev_en} rack are in the key safe and I didn't know the combination.", f"The key safe combination is {code}."
        mc_ko, le_ko = f"{dev_ko} 랙 예비 키가 키 보관함에 있는데 번호를 몰랐음.", f"키 보관함 번호는 {code} 임."
        what = "combination for the key safe"
    if not ko:
        mc, le = mc_en, le_en
        ask = pick(["Can I be added to the badge access list instead?", ""])
    else:
        mc, le = mc_ko, le_ko
        ask = pick(["출입 카드 권한을 받을 수 있을까요?", ""])
    return mk(f"PIN/door code ({what})", mc, le, ask, [code])


def s_seed_phrase(lang):
    ko = lang == "ko"
    kind = deck_pick("seed", [0, 1, 2])
    if kind < 2:
        n = pick([12, 12, 24])
        phrase = " ".join(pick(BIP39_SUBSET) for _ in range(n))
        what = f"{n}-word seed phrase"
    else:
        phrase = "0x" + hexs(64)
        what = "Ethereum private key"
    if not ko:
        mc = f"The testnet deployer wallet for the contracts repo wasn't documented; the {what} was in {pick(['a .env in the old branch', 'the deploy script', 'a pinned Slack message'])}:\n{phrase}"
        le = "Same wallet is funded on mainnet too, so this is not just a test key. It needs to be moved and the funds swept."
        ask = pick(["Should deployments use a hardware wallet or a KMS signer instead?", ""])
    else:
        mc = f"컨트랙트 레포의 테스트넷 배포 지갑 정보가 문서에 없었음. {what}가 {pick(['예전 브랜치 .env', '배포 스크립트', '슬랙 고정 메시지'])}에 있었음:\n{phrase}"
        le = "같은 지갑이 메인넷에도 잔고가 있어서 테스트 키가 아님. 자금 옮기고 지갑 교체해야 함."
        ask = pick(["배포는 하드웨어 지갑이나 KMS 서명으로 바꿀까요?", ""])
    return mk(f"wallet: {what}", mc, le, ask, [phrase])


def s_app_password(lang):
    ko = lang == "ko"
    kind = deck_pick("apppw", [0, 1, 2])
    if kind == 0:
        pw, svc = t_gmail_app_password(), "Gmail app password"
        snip = pick([f"EMAIL_HOST_USER = 'noreply@{domain()}'\nEMAIL_HOST_PASSWORD = '{pw}'", f"SMTP_PASS=\"{pw}\""])
    elif kind == 1:
        pw, svc = t_apple_app_password(), "Apple app-specific password"
        snip = pick([f"xcrun notarytool submit App.zip --apple-id build@{domain()} --team-id {rs(UPNUM, 10)} --password {pw}",
                     f"APPLE_APP_SPECIFIC_PASSWORD={pw}"])
    else:
        pw, svc = t_wp_app_password(), "WordPress application password"
        snip = f"curl -u 'editor:{pw}' https://blog.{domain()}/wp-json/wp/v2/posts?status=draft"
    if not ko:
        mc = f"The {svc} for {pick(['the release pipeline', 'the contact form', 'the notarization step', 'the blog sync'])} wasn't documented. Found in the config:\n{snip}"
        le = f"The {svc} bypasses 2FA for that account, so it has to be revoked if it leaks."
        ask = pick(["Which account should own this app password?", ""])
    else:
        mc = f"{pick(['릴리즈 파이프라인', '문의 메일 발송', '공증 단계', '블로그 동기화'])}에 쓰는 {jo(svc, '이/가')} 문서에 없었음. 설정에서 찾음:\n{snip}"
        le = f"{jo(svc, '은/는')} 해당 계정의 2단계 인증을 우회하니 유출되면 바로 폐기해야 함."
        ask = pick(["이 앱 비밀번호는 어느 계정 소유로 하는 게 맞나요?", ""])
    return mk(f"app password ({svc})", mc, le, ask, [pw])


# ----------------------------------------------------------------------------------------------------------
# SECRET: credentials in dotfiles / tool config files
# ----------------------------------------------------------------------------------------------------------
def s_dotfile(lang):
    ko = lang == "ko"
    u = user_name()
    dom = domain()
    kind = deck_pick("dotfile", list(range(14)))
    if kind == 0:
        tok = t_github("ghp_")
        f, body = "~/.git-credentials", f"https://{u}:{tok}@github.com"
    elif kind == 1:
        tok = "HRKU-AA" + rs(B64U, 58)
        f, body = "~/.netrc", f"machine api.heroku.com\n  login {u}@{dom}\n  password {tok}"
    elif kind == 2:
        tok = pw_url_safe(korean=ko)
        f, body = "~/.pgpass", f"{host('pg')}:5432:*:{u}:{tok}"
    elif kind == 3:
        tok = pw_shell_safe(korean=ko)
        f, body = "~/.my.cnf", f"[client]\nuser={u}\npassword=\"{tok}\"\nhost={host('mysql')}"
    elif kind == 4:
        tok = t_npm()
        f, body = ".npmrc", f"@{company()}:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}"
    elif kind == 5:
        tok = t_pypi()
        f, body = "~/.pypirc", f"[pypi]\n  username = __token__\n  password = {tok}"
    elif kind == 6:
        pat = "dckr_pat_" + rs(B64U, 27)
        tok = b64(f"{u}:{pat}".encode())
        f, body = "~/.docker/config.json", json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": tok}}}, indent=2)
    elif kind == 7:
        tok = t_github("gho_")
        f, body = "~/.config/gh/hosts.yml", f"github.com:\n    user: {u}\n    oauth_token: {tok}\n    git_protocol: https"
    elif kind == 8:
        kid, sk = t_aws_key_id(), t_aws_secret()
        f, body = "~/.aws/credentials", f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sk}\nregion = {pick(REGIONS)}"
        tok = None
        secrets = [kid, sk]
    elif kind == 9:
        tok = rs(B64U, 43)
        f, body = "~/.m2/settings.xml", f"<servers>\n  <server>\n    <id>{company()}-releases</id>\n    <username>{u}</username>\n    <password>{tok}</password>\n  </server>\n</servers>"
    elif kind == 10:
        tok = "glpat-" + rs(B64U, 20)
        f, body = "pip.conf", f"[global]\nindex-url = https://__token__:{tok}@gitlab.com/api/v4/projects/{rint(1000000, 60000000)}/packages/pypi/simple"
    elif kind == 11:
        tok = crc_b62_token("npm_")
        f, body = ".yarnrc.yml", f'npmScopes:\n  {company()}:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "{tok}"'
    elif kind == 12:
        tok = t_k8s_sa_jwt(pick(ENVS), pick(["deployer", "ci", "argocd-manager"]))
        f, body = "~/.kube/config (users section)", f"users:\n- name: ci-deployer\n  user:\n    token: {tok}"
    else:
        tok = rs(B64U, 32) + "-" + rs(B64U, 8)
        f, body = "rclone.conf", f"[b2]\ntype = b2\naccount = {'005' + hexs(12) + '000000000' + rs(DIG, 1)}\nkey = {tok}"
        secrets = [body.split("account = ")[1].split("\n")[0], tok]
    if tok is not None and kind != 13:
        secrets = [tok]
    if not ko:
        mc = f"The build box had working credentials that nobody had documented. They come from {f}:\n{body}"
        le = pick(["That file belongs to a former employee's account; the credential should be replaced with a service identity.",
                   f"Tools pick up {f} automatically, which is why the job worked on that host and nowhere else."])
        ask = pick(["Can we provision a CI identity instead of reusing this file?", ""])
    else:
        mc = f"빌드 서버에 문서화 안 된 인증 정보가 있었음. {f} 에서 읽고 있었음:\n{body}"
        le = pick(["퇴사자 계정 파일이라 서비스 계정으로 바꿔야 함.", f"도구들이 {jo(f, '을/를')} 자동으로 읽어서 그 서버에서만 잡이 성공했던 것."])
        ask = pick(["이 파일 재사용 말고 CI 전용 계정 만들 수 있을까요?", ""])
    return mk(f"dotfile: {f}", mc, le, ask, secrets)


def s_k8s_b64_secret(lang):
    ko = lang == "ko"
    pw = pw_shell_safe(korean=False)
    u = user_name()
    enc_pw = b64(pw.encode())
    enc_u = b64(u.encode())
    body = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(PROJECTS)}-db\ntype: Opaque\ndata:\n"
            f"  username: {enc_u}\n  password: {enc_pw}")
    if not ko:
        mc = f"I didn't know the DB credentials for the {pick(ENVS)} namespace are committed as a plain Secret manifest:\n{body}"
        le = "Base64 in a Secret is encoding, not encryption; anyone with repo access can decode it. It should be a SealedSecret or ExternalSecret."
        ask = pick(["Can we migrate this to ExternalSecrets?", ""])
    else:
        mc = f"{pick(ENVS)} 네임스페이스 DB 계정이 평범한 Secret 매니페스트로 커밋돼 있는 줄 몰랐음:\n{body}"
        le = "Secret의 base64는 인코딩일 뿐 암호화가 아님. 레포 접근 권한만 있으면 디코딩 가능. SealedSecret이나 ExternalSecret으로 바꿔야 함."
        ask = pick(["ExternalSecrets로 옮겨도 될까요?", ""])
    return mk("k8s Secret data (base64 password)", mc, le, ask, [enc_pw])


def s_keystore(lang):
    ko = lang == "ko"
    sp, kp = pw_shell_safe(), pw_shell_safe()
    alias = pick(["upload", "release", company()])
    kind = rint(0, 1)
    if kind == 0:
        body = f"storePassword={sp}\nkeyPassword={kp}\nkeyAlias={alias}\nstoreFile=../keystore/{alias}.jks"
        secrets = [sp, kp]
    else:
        body = (f"signingConfigs {{\n    release {{\n        storeFile file('{alias}.jks')\n        storePassword '{sp}'\n"
                f"        keyAlias '{alias}'\n        keyPassword '{kp}'\n    }}\n}}")
        secrets = [sp, kp]
    if not ko:
        mc = f"Release builds failed on my machine because the Android signing config wasn't in the repo. {en_person()} sent theirs:\n{body}"
        le = "Play App Signing means the upload key can be reset, but these passwords still unlock the keystore; they should come from CI secrets."
        ask = pick(["Can the signing step run only in CI?", ""])
    else:
        mc = f"안드로이드 서명 설정이 레포에 없어서 로컬 릴리즈 빌드가 실패함. {jo(ko_person(), '이/가')} 자기 설정을 보내줌:\n{body}"
        le = "Play 앱 서명이라 업로드 키는 재설정 가능하지만 이 비번으로 키스토어가 열림. CI 시크릿으로 빼야 함."
        ask = pick(["서명은 CI에서만 하도록 바꿀까요?", ""])
    return mk("Android keystore passwords", mc, le, ask, secrets)


def s_korean_pw(lang):
    """Hangul passwords and Korean-keyboard typed passwords."""
    ko = lang == "ko"
    kind = deck_pick("kopw", [0, 1, 2])
    if kind == 0:
        pw, what = pw_korean_typed(), "Korean word typed in English mode"
    elif kind == 1:
        pw, what = pw_hangul(), "Hangul password"
    else:
        pw, what = pw_ime_typed(), "English password typed in Korean IME mode"
    if ko:
        svc = pick(SVC_KO + ["공인인증서", "사내 메일", "회계 시스템"])
        if kind == 2:
            mc = f"{svc} 로그인이 계속 실패했는데, 알고 보니 처음 설정할 때 한글 모드로 입력해서 비번이 한글로 저장돼 있었음."
            le = f"실제 저장된 비번은 {pw} 임. 한글 자판 상태에서 그대로 치면 로그인됨."
        elif kind == 1:
            mc = f"{svc} 비번이 한글이라 SSH 터미널에서 입력이 안 돼서 한참 헤맸음."
            le = f"비밀번호: {pw}\n웹 로그인은 되는데 CLI에서는 로케일 때문에 깨짐. 영문 비번으로 바꾸는 게 나음."
        else:
            mc = f"{svc} 관리자 비번을 {jo(ko_person(), '이/가')} 구두로만 알려줘서 기록이 없었음."
            le = f"비번은 {pw} (한글 단어를 영타로 친 것). 대소문자 주의."
        ask = pick(["이 계정 비번 정책 바꿀 수 있을까요?", "", f"{svc} 계정도 SSO 연동되나요?"])
    else:
        svc = pick(SVC_EN)
        if kind == 2:
            mc = f"Logins to {svc} kept failing; the password had been set while the keyboard was in Korean input mode."
            le = f"The stored password is literally {pw}. Typing it with the Korean IME on works."
        elif kind == 1:
            mc = f"The {svc} password is in Hangul, and I couldn't type it through the SSH session."
            le = f"Password: {pw}. The web login accepts it; terminals without a Korean locale mangle it."
        else:
            mc = f"The {svc} admin password was only ever told verbally by {en_person()}."
            le = f"It's {pw} (a Korean word typed on an English layout). Case matters."
        ask = pick(["Can we switch this account to an ASCII passphrase?", ""])
    return mk(f"password: {what}", mc, le, ask, [pw])

# ----------------------------------------------------------------------------------------------------------
# CLEAN notes: risky-looking values that are not credentials
# ----------------------------------------------------------------------------------------------------------
def sha1():
    return hexs(40)


def sha256():
    return hexs(64)


def short_sha():
    return hexs(rint(7, 12))


def semver():
    return f"{rint(0, 5)}.{rint(0, 30)}.{rint(0, 20)}"


def stripe_id(prefix):
    n = {"cus_": 14, "acct_1": 15}.get(prefix, 23)
    return prefix + rs(ALNUM, n)


def c_env_refs(lang):
    var = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "GITHUB_TOKEN", "SENDGRID_API_KEY", "JWT_SECRET",
                "AWS_SECRET_ACCESS_KEY", "SLACK_BOT_TOKEN", "DB_PASSWORD", "REDIS_PASSWORD", "ANTHROPIC_API_KEY"])
    code = pick([f'const key = process.env.{var};\nif (!key) throw new Error("{var} is not set");',
                 f'api_key = os.environ["{var}"]  # KeyError if missing, on purpose',
                 f'String secret = System.getenv("{var}");\nObjects.requireNonNull(secret, "{var} missing");',
                 f'key := os.Getenv("{var}")\nif key == "" {{\n\tlog.Fatal("{var} must be set")\n}}',
                 f'let key = std::env::var("{var}").expect("{var} not set");',
                 f'$key = getenv(\'{var}\') ?: throw new RuntimeException(\'{var} missing\');'])
    if lang == "en":
        mc = pick([f"I assumed {var} had a default for local runs. It doesn't; the code reads it like this:\n{code}",
                   f"Wasn't told the service fails fast when {var} is absent:\n{code}"])
        le = pick([f"Export {var} in your shell or put it in .env.local (git-ignored) before starting; the value comes from the team vault.",
                   f"The crash at boot was just the missing {var}; nothing is wrong with the client code."])
        ask = pick([f"Where do I get a personal {var} for local development?", "", f"Should {var} have a dev fallback?"])
    else:
        mc = pick([f"로컬에서는 {jo(var, '이/가')} 기본값이 있는 줄 알았는데 없음. 코드가 이렇게 읽음:\n{code}",
                   f"{jo(var, '이/가')} 없으면 바로 죽는다는 걸 몰랐음:\n{code}"])
        le = pick([f"실행 전에 셸에서 {jo(var, '을/를')} export 하거나 .env.local(gitignore 됨)에 넣으면 됨. 값은 팀 볼트에서 받기.",
                   f"부팅 시 크래시는 {var} 누락 때문이었음. 클라이언트 코드 문제 아님."])
        ask = pick([f"로컬 개발용 {var}는 어디서 받나요?", "", f"{var}에 개발용 기본값 두는 거 어때요?"])
    return mk("clean: environment variable reference in code", mc, le, ask)


def c_gha_secrets_ref(lang):
    names = R.sample(["NPM_TOKEN", "DOCKERHUB_TOKEN", "AWS_ROLE_ARN", "SENTRY_AUTH_TOKEN", "SLACK_WEBHOOK_URL", "PYPI_API_TOKEN",
                      "CODECOV_TOKEN", "GCP_WORKLOAD_IDENTITY_PROVIDER", "VERCEL_TOKEN", "SONAR_TOKEN"], 3)
    wf = (f"      - uses: actions/checkout@v4\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{{{ secrets.{names[0]} }}}}\n"
          f"      - uses: docker/login-action@v3\n        with:\n          username: ${{{{ vars.DOCKERHUB_USER }}}}\n          password: ${{{{ secrets.{names[1]} }}}}")
    if lang == "en":
        mc = f"The release workflow failed on a fork PR with 'Input required and not supplied: password'. Relevant steps:\n{wf}"
        le = f"Secrets like {names[0]} and {names[1]} are not passed to workflows triggered from forks; the job must run on push to main or use pull_request_target carefully."
        ask = pick(["Should release jobs be restricted to tags only?", ""])
    else:
        mc = f"포크 PR에서 릴리즈 워크플로가 'Input required and not supplied: password'로 실패함. 관련 스텝:\n{wf}"
        le = f"{names[0]}, {names[1]} 같은 시크릿은 포크에서 트리거된 워크플로에 안 넘어감. main 푸시에서만 돌리거나 pull_request_target을 조심해서 써야 함."
        ask = pick(["릴리즈 잡은 태그에서만 돌게 할까요?", ""])
    return mk("clean: GitHub Actions ${{ secrets.X }} references", mc, le, ask)


def c_secret_store_refs(lang):
    acct = rs(DIG, 12)
    reg = pick(REGIONS)
    p = pick(PROJECTS)
    refs = pick([
        f"arn:aws:secretsmanager:{reg}:{acct}:secret:{p}/{pick(ENVS)}/db-{rs(ALNUM, 6)}",
        f"projects/{p}-{rint(100000, 999999)}/secrets/{p}-db-password/versions/latest",
        f"@Microsoft.KeyVault(SecretUri=https://{p}-kv.vault.azure.net/secrets/DbPassword/{hexs(32)})",
        f"op://{pick(['Engineering', 'Private', 'Shared'])}/{p} {pick(ENVS)}/password",
        f"vault kv get -field=password secret/{p}/{pick(ENVS)}/postgres",
        f"{{{{resolve:secretsmanager:{p}/{pick(ENVS)}/api:SecretString:token}}}}",
        f"ssm:/{p}/{pick(ENVS)}/STRIPE_SECRET_KEY",
    ])
    if lang == "en":
        mc = pick([f"I didn't know where the {p} credentials live. The config only has a reference:\n{refs}",
                   f"Spent a while looking for the actual password; the deploy config points at {refs} instead."])
        le = pick(["The reference is resolved at deploy time by the platform; the app never sees it in the repo. Access is granted per IAM role.",
                   "Reading the value requires the on-call role; ask for it instead of copying values into .env files."])
        ask = pick(["Can my role get read access to that secret path?", "", "Is the same path used for every environment?"])
    else:
        mc = pick([f"{p} 인증 정보가 어디 있는지 몰랐음. 설정에는 참조만 있음:\n{refs}",
                   f"실제 비번 찾느라 시간 씀. 배포 설정은 {jo(refs, '을/를')} 가리키고 있을 뿐이었음."])
        le = pick(["참조는 배포 시 플랫폼이 해석함. 앱 레포에는 값이 없고 IAM 롤 단위로 접근 권한이 부여됨.",
                   "값을 읽으려면 온콜 롤이 필요함. .env에 값을 복사하지 말고 권한을 요청할 것."])
        ask = pick(["제 롤에 해당 시크릿 경로 읽기 권한 받을 수 있나요?", "", "환경마다 같은 경로를 쓰나요?"])
    return mk("clean: secret-store reference (ARN / path / URI)", mc, le, ask)


def c_k8s_secretkeyref(lang):
    p = pick(PROJECTS)
    yml = (f"        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: {p}-db\n"
           f"                key: password\n          - name: API_TOKEN\n            valueFrom:\n              secretKeyRef:\n                name: {p}-api\n                key: token")
    if lang == "en":
        mc = f"Pods were stuck in CreateContainerConfigError and I didn't know which Secret they depend on:\n{yml}"
        le = f"The {p}-api Secret only exists in prod; in staging the ExternalSecret had failed to sync. `kubectl describe externalsecret` showed the reason."
        ask = pick(["Should staging use optional: true for the API token?", ""])
    else:
        mc = f"파드가 CreateContainerConfigError에 걸려 있었고 어떤 Secret에 의존하는지 몰랐음:\n{yml}"
        le = f"{p}-api Secret이 운영에만 있고 스테이징은 ExternalSecret 동기화가 실패한 상태였음. `kubectl describe externalsecret`에서 원인 확인."
        ask = pick(["스테이징은 API 토큰에 optional: true 줘도 될까요?", ""])
    return mk("clean: k8s secretKeyRef manifest", mc, le, ask)


def c_sops(lang):
    def enc(n):
        return f"ENC[AES256_GCM,data:{b64(rbytes(n))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]"
    body = (f"db:\n    password: {enc(18)}\napi:\n    token: {enc(30)}\nsops:\n    kms:\n        - arn: arn:aws:kms:{pick(REGIONS)}:{rs(DIG, 12)}:key/{uuid4()}\n"
            f"    lastmodified: \"{date_str()}T{time_str()}Z\"\n    mac: ENC[AES256_GCM,data:{b64(rbytes(32))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]\n    version: 3.9.1")
    if lang == "en":
        mc = f"I didn't know the secrets file is SOPS-encrypted; opening it in an editor shows only this:\n{body}"
        le = "Use `sops secrets.enc.yaml` to edit; it needs kms:Decrypt on that key. The encrypted file is meant to be committed."
        ask = pick(["Which IAM role has decrypt on the SOPS key?", ""])
    else:
        mc = f"시크릿 파일이 SOPS로 암호화돼 있는 줄 몰랐음. 에디터로 열면 이렇게만 보임:\n{body}"
        le = "`sops secrets.enc.yaml`로 편집해야 하고 해당 키에 kms:Decrypt 권한이 필요함. 암호화된 파일은 커밋하는 게 정상."
        ask = pick(["SOPS 키 복호화 권한 있는 IAM 롤이 뭔가요?", ""])
    return mk("clean: SOPS-encrypted YAML (ciphertext)", mc, le, ask)


def c_ansible_vault(lang):
    hx = hexs(rint(300, 420))
    body = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(hx, 80))
    if lang == "en":
        mc = f"group_vars/prod/vault.yml looked corrupted to me; it's an Ansible Vault file:\n{body}"
        le = "Run the playbook with --ask-vault-pass or --vault-password-file pointing at the file from the ops vault; the ciphertext is safe to commit."
        ask = pick(["Who has the vault password file for prod?", ""])
    else:
        mc = f"group_vars/prod/vault.yml이 깨진 파일인 줄 알았는데 Ansible Vault 암호화 파일이었음:\n{body}"
        le = "플레이북 실행 시 --ask-vault-pass 또는 운영 볼트에 있는 파일을 --vault-password-file로 지정. 암호문은 커밋해도 됨."
        ask = pick(["prod vault 비밀번호 파일은 누가 갖고 있나요?", ""])
    return mk("clean: Ansible Vault ciphertext", mc, le, ask)


def c_sealed_secret(lang):
    p = pick(PROJECTS)
    body = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {p}-creds\n  namespace: {pick(ENVS)}\nspec:\n"
            f"  encryptedData:\n    password: Ag{b64(rbytes(150))[:190]}\n    username: Ag{b64(rbytes(80))[:100]}")
    if lang == "en":
        mc = f"I didn't know we use Sealed Secrets; the manifest in the repo looks like this:\n{body}"
        le = "Only the controller in the cluster can decrypt encryptedData. To change a value, pipe a normal Secret through kubeseal with the cluster's cert."
        ask = pick(["Where is the public cert for kubeseal published?", ""])
    else:
        mc = f"Sealed Secrets를 쓰는 줄 몰랐음. 레포의 매니페스트가 이렇게 생김:\n{body}"
        le = "encryptedData는 클러스터 안 컨트롤러만 복호화 가능. 값을 바꾸려면 일반 Secret을 클러스터 인증서로 kubeseal에 통과시켜야 함."
        ask = pick(["kubeseal용 공개 인증서는 어디에 있나요?", ""])
    return mk("clean: SealedSecret encryptedData", mc, le, ask)


def c_env_example(lang):
    lines = pick([
        ["DATABASE_URL=", "REDIS_URL=redis://localhost:6379/0", "STRIPE_SECRET_KEY=", "STRIPE_WEBHOOK_SECRET=", "SENTRY_DSN=", "LOG_LEVEL=debug"],
        ["OPENAI_API_KEY=your-key-here", "ANTHROPIC_API_KEY=<paste from 1Password>", "MODEL=gpt-4o-mini", "MAX_TOKENS=2048", "TEMPERATURE=0.2"],
        ["AWS_REGION=ap-northeast-2", "AWS_PROFILE=dev", "S3_BUCKET=my-bucket-dev", "AWS_ACCESS_KEY_ID=", "AWS_SECRET_ACCESS_KEY="],
        ["JWT_SECRET=<generate: openssl rand -hex 32>", "JWT_EXPIRES_IN=15m", "REFRESH_TOKEN_TTL_DAYS=30", "BCRYPT_ROUNDS=12", "PASSWORD_MIN_LENGTH=12"],
        ["GITHUB_APP_ID=", "GITHUB_APP_PRIVATE_KEY_PATH=./keys/app.pem", "GITHUB_WEBHOOK_SECRET=", "GITHUB_CLIENT_ID=", "GITHUB_CLIENT_SECRET="],
    ])
    body = "\n".join(lines)
    if lang == "en":
        mc = f"The README says 'copy .env.example', but I didn't know which values are required. The template:\n{body}"
        le = "Empty values are required and must be filled from the vault; placeholder values work as-is only for local."
        ask = pick(["Can the README mark which variables are required?", ""])
    else:
        mc = f"README에 '.env.example 복사'라고만 있어서 뭐가 필수인지 몰랐음. 템플릿:\n{body}"
        le = "빈 값은 필수라 볼트에서 채워야 하고, 플레이스홀더 값은 로컬에서만 그대로 써도 됨."
        ask = pick(["README에 필수 변수 표시해 둘까요?", ""])
    return mk("clean: .env.example with empty and placeholder values", mc, le, ask)


def c_placeholders(lang):
    ph = pick([
        ("Authorization: Bearer <YOUR_API_TOKEN>", "the curl example in the docs", "API 문서의 curl 예제"),
        ("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "the payment README", "결제 모듈 README"),
        ("ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "CONTRIBUTING.md", "CONTRIBUTING.md"),
        ("AKIAXXXXXXXXXXXXXXXX / ****************************************", "the old terraform README", "예전 terraform README"),
        ("xoxb-your-bot-token", "the bot's setup guide", "봇 셋업 가이드"),
        ("password: \"<set via SPRING_DATASOURCE_PASSWORD>\"", "application.yml", "application.yml"),
        ("api_key = \"YOUR_API_KEY_HERE\"", "the example notebook", "예제 노트북"),
        ("postgres://user:password@localhost:5432/dbname", "the quick-start docs", "퀵스타트 문서"),
        ("mongodb+srv://<username>:<password>@cluster0.example.mongodb.net", "the Atlas connect dialog", "Atlas 연결 안내 창"),
        ("OPENAI_API_KEY=sk-...", "the sample .env", "샘플 .env"),
        ("-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n", "the firebase-admin setup doc", "firebase-admin 설정 문서"),
        ("TOSS_SECRET_KEY=test_sk_여기에_시크릿키", "the payment integration guide", "결제 연동 가이드"),
        ("KAKAO_REST_API_KEY={발급받은 REST API 키}", "the Kakao login sample", "카카오 로그인 샘플"),
    ])
    if lang == "en":
        mc = f"I copied `{ph[0]}` from {ph[1]} literally and got a 401; it's a placeholder, which I didn't realize at first."
        le = pick(["Placeholders in the docs are never valid values. The real credential comes from the secret manager, per environment.",
                   "The docs show the shape of the value only; each developer requests their own key through the access portal.",
                   "The 401 was expected: the sample config is copied verbatim by the setup script and must be overwritten locally."])
        ask = pick(["Could the docs use an obviously fake value that fails fast with a clear error?", ""])
    else:
        mc = f"{ph[2]}에 있는 `{ph[0]}`를 그대로 복사했다가 401 남. 플레이스홀더인 걸 처음엔 몰랐음."
        le = pick(["문서의 플레이스홀더는 절대 유효한 값이 아님. 실제 값은 환경별로 시크릿 매니저에서 받아야 함.",
                   "문서는 값의 형태만 보여줌. 키는 개발자마다 접근 포털에서 따로 발급받음.",
                   "401은 당연한 결과였음. 셋업 스크립트가 샘플 설정을 그대로 복사하니 로컬에서 덮어써야 함."])
        ask = pick(["문서에 누가 봐도 가짜인 값을 쓰면 어떨까요?", ""])
    return mk("clean: placeholder credential from docs", mc, le, ask)


def c_masked(lang):
    m = pick([
        f"Token: gho_{'*' * 36}",
        f"sk-...{rs(ALNUM, 4)}",
        f"ghp_****{rs(ALNUM, 4)} (expires in {rint(2, 60)} days)",
        f"AKIA************{rs(B32, 4)}",
        f"••••••••••••{rs(ALNUM, 4)}",
        f"xoxb-****-****-{'*' * 8}{rs(ALNUM, 4)}",
        f"password: ********",
        f"STRIPE_SECRET_KEY=sk_live_...{rs(ALNUM, 4)} (set in Render)",
        f"api_key: '[FILTERED]'",
        "DB_PASSWORD=***",
    ])
    ctxs_en = [f"`gh auth status` and the provider dashboard only show masked values, e.g. {m}",
               f"The settings page shows the key as {m}; I couldn't tell which key the app is using.",
               f"CI logs print {m}, so I couldn't compare it with the local value."]
    ctxs_ko = [f"`gh auth status`나 대시보드는 마스킹된 값만 보여줌. 예: {m}",
               f"설정 화면에 키가 {m} 형태로만 나와서 앱이 어떤 키를 쓰는지 구분이 안 됐음.",
               f"CI 로그에 {m} 로만 찍혀서 로컬 값이랑 비교할 수 없었음."]
    if lang == "en":
        mc = pick(ctxs_en)
        le = pick(["Compare keys by their last four characters or by key ID in the dashboard; the full value is never shown again after creation.",
                   "The masked value was enough: the suffix matched the key that was revoked last week, so the app was still on the old config.",
                   "Masking is done by the tool itself; to confirm which key is live, call the provider's whoami/verify endpoint instead."])
        ask = pick(["Which key ID is the production one?", ""])
    else:
        mc = pick(ctxs_ko)
        le = pick(["키는 마지막 네 글자나 대시보드의 키 ID로 비교해야 함. 전체 값은 생성 직후 이후로 다시 안 보임.",
                   "마스킹된 값으로도 충분했음. 끝자리가 지난주 폐기된 키와 같아서 앱이 예전 설정을 쓰고 있었던 것.",
                   "마스킹은 도구가 알아서 함. 어떤 키가 살아 있는지는 벤더의 whoami/verify API로 확인하는 게 맞음."])
        ask = pick(["운영 키 ID가 어느 건가요?", ""])
    return mk("clean: masked credential in UI/CLI output", mc, le, ask)


DOC_EXAMPLES = [
    ("AWS docs example access key", "AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("AWS docs example access key", "AKIAI44QH8DHBEXAMPLE / je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
    ("jwt.io example token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
    ("Azurite well-known dev storage key", "AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="),
    ("RFC 7617 Basic example", "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="),
    ("RFC 6238 TOTP test seed", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ (ASCII 12345678901234567890)"),
    ("Google Authenticator docs example seed", "JBSWY3DPEHPK3PXP"),
    ("Hardhat/Anvil default account #0", "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"),
    ("Anvil default mnemonic", "test test test test test test test test test test test junk"),
    ("Stripe docs test key", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
]


def c_doc_examples(lang):
    what, val = pick(DOC_EXAMPLES)
    if lang == "en":
        mc = pick([f"A unit test fixture contains `{val}` and I worried it was a leaked credential.",
                   f"The secret scanner flagged `{val}` in tests/fixtures; I didn't know whether it was real."])
        le = f"It's the {what}, published in the vendor's or the standard's documentation; it grants access to nothing. Safe to keep in tests."
        ask = pick(["Should we add it to the scanner allowlist?", ""])
    else:
        mc = pick([f"유닛 테스트 픽스처에 `{val}`가 있어서 유출된 키인 줄 알고 걱정함.",
                   f"시크릿 스캐너가 tests/fixtures의 `{val}`를 잡았는데 진짜인지 몰랐음."])
        le = f"{what}로 공식 문서에 공개된 예시 값이라 아무 권한도 없음. 테스트에 둬도 됨."
        ask = pick(["스캐너 allowlist에 추가할까요?", ""])
    return mk(f"clean: vendor documentation example ({what})", mc, le, ask)


def c_git_shas(lang):
    shas = [sha1() for _ in range(3)]
    log = "\n".join(f"{s[:rint(7, 10)]} {m}" for s, m in zip(shas, R.sample(["fix: retry token refresh on 401", "chore: bump axios to 1.7.4",
                                                                            "feat(auth): rotate signing keys weekly", "revert \"move secrets to vault\"",
                                                                            "refactor: drop legacy password reset flow", "ci: cache pnpm store"], 3)))
    if lang == "en":
        mc = f"I didn't know which commit introduced the regression. `git log --oneline` around the release:\n{log}"
        le = f"Bisect points at {shas[1]}; reverting it alone fixes the failing test."
        ask = pick([f"Is {shas[1][:8]} safe to revert on the release branch?", ""])
    else:
        mc = f"어느 커밋에서 회귀가 생겼는지 몰랐음. 릴리즈 전후 `git log --oneline`:\n{log}"
        le = f"bisect 결과 {shas[1]} 커밋이 원인. 이것만 revert하면 테스트 통과."
        ask = pick([f"릴리즈 브랜치에서 {shas[1][:8]} revert해도 될까요?", ""])
    return mk("clean: commit SHAs in git log", mc, le, ask)


def c_docker_digest(lang):
    img = f"{pick(['ghcr.io', '123456789012.dkr.ecr.ap-northeast-2.amazonaws.com', 'docker.io'])}/{company()}/{pick(PROJECTS)}"
    d1, d2 = sha256(), sha256()
    if lang == "en":
        mc = f"Prod and staging ran different images under the same tag and nobody told me tags are mutable here. Digests:\nprod:    {img}@sha256:{d1}\nstaging: {img}@sha256:{d2}"
        le = "Pin deployments by digest, not tag; the tag was re-pushed after a hotfix."
        ask = pick(["Can we make the registry tags immutable?", ""])
    else:
        mc = f"같은 태그인데 운영과 스테이징 이미지가 달랐음. 태그가 덮어써질 수 있다는 걸 몰랐음. 다이제스트:\nprod:    {img}@sha256:{d1}\nstaging: {img}@sha256:{d2}"
        le = "배포는 태그 말고 다이제스트로 고정해야 함. 핫픽스 후 태그가 다시 푸시됐었음."
        ask = pick(["레지스트리 태그를 immutable로 바꿀 수 있을까요?", ""])
    return mk("clean: container image digests", mc, le, ask)


def c_lockfile_integrity(lang):
    kind = rint(0, 3)
    if kind == 0:
        snip = (f'"node_modules/{pick(["jsonwebtoken", "bcryptjs", "axios", "passport-jwt"])}": {{\n  "version": "{semver()}",\n'
                f'  "resolved": "https://registry.npmjs.org/x/-/x-{semver()}.tgz",\n  "integrity": "sha512-{b64(rbytes(64))}"\n}}')
    elif kind == 1:
        mod = pick(["golang.org/x/crypto", "github.com/golang-jwt/jwt/v5", "github.com/aws/aws-sdk-go-v2"])
        v = "v" + semver()
        snip = f"{mod} {v} h1:{b64(rbytes(32))}\n{mod} {v}/go.mod h1:{b64(rbytes(32))}"
    elif kind == 2:
        snip = f'[[package]]\nname = "{pick(["ring", "rustls", "jsonwebtoken"])}"\nversion = "{semver()}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256()}"'
    else:
        snip = f"cryptography=={rint(41, 44)}.0.{rint(0, 8)} \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}"
    if lang == "en":
        mc = f"CI failed with an integrity/checksum mismatch and I didn't know the lockfile pins hashes:\n{snip}"
        le = "The mirror served a re-published artifact; clearing the cache and regenerating the lock entry from the public registry fixed it."
        ask = pick(["Should CI use the internal mirror or the public registry?", ""])
    else:
        mc = f"CI가 integrity/checksum 불일치로 실패함. lock 파일이 해시를 고정하는 줄 몰랐음:\n{snip}"
        le = "미러가 재배포된 아티팩트를 내려줬음. 캐시 비우고 공개 레지스트리 기준으로 lock 항목 재생성하니 해결."
        ask = pick(["CI는 사내 미러랑 공개 레지스트리 중 뭘 써야 하나요?", ""])
    return mk("clean: lockfile integrity hashes", mc, le, ask)


def c_checksums(lang):
    ver = semver()
    name = pick(["terraform", "kubectl", "helm", "node", "gitleaks", "trivy"])
    body = pick([f"{sha256()}  {name}_{ver}_linux_amd64.zip\n{sha256()}  {name}_{ver}_darwin_arm64.zip",
                 f'<script src="https://cdn.jsdelivr.net/npm/{pick(["htmx.org", "alpinejs", "chart.js"])}@{ver}/dist/x.min.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous"></script>',
                 f"MD5 ({name}-{ver}.tar.gz) = {hexs(32)}\nSHA1 ({name}-{ver}.tar.gz) = {sha1()}"])
    if lang == "en":
        mc = f"The install script verifies downloads, and I didn't know the expected values:\n{body}"
        le = "Checksums come from the release's SHA256SUMS file, which is itself signed; update both together when bumping versions."
        ask = pick(["Should we vendor the binaries instead of downloading?", ""])
    else:
        mc = f"설치 스크립트가 다운로드 파일을 검증하는데 기대값을 몰랐음:\n{body}"
        le = "체크섬은 릴리즈의 SHA256SUMS 파일에서 가져오고 그 파일은 서명돼 있음. 버전 올릴 때 같이 갱신해야 함."
        ask = pick(["다운로드 대신 바이너리를 벤더링할까요?", ""])
    return mk("clean: file checksums / SRI hashes", mc, le, ask)


def c_request_ids(lang):
    rid = uuid4()
    tp = f"00-{hexs(32)}-{hexs(16)}-01"
    body = pick([f"x-request-id: {rid}\ntraceparent: {tp}",
                 f"RequestId: {rid}  Duration: {rint(100, 9000)}.{rint(10, 99)} ms  Billed Duration: {rint(100, 9000)} ms",
                 f"HTTP/1.1 502 Bad Gateway\ncf-ray: {hexs(16)}-ICN\nx-amz-request-id: {rs(UPNUM, 16)}\nx-amz-id-2: {b64(rbytes(54))}",
                 f"Sentry event {hexs(32)} / trace_id={hexs(32)} span_id={hexs(16)}"])
    if lang == "en":
        mc = f"The customer reported a failed upload; all I had were these response headers:\n{body}"
        le = pick(["Search the request ID in the log explorer, not the trace ID; the edge and the app use different trace headers.",
                   "The IDs led to a timeout in the upstream storage call, not to anything in our code.",
                   "Give the provider's support the request ID; they can look up the failure on their side within 30 days."])
        ask = pick(["Do we propagate traceparent through the queue?", ""])
    else:
        mc = f"고객이 업로드 실패를 제보했는데 가진 건 응답 헤더뿐이었음:\n{body}"
        le = pick(["로그 탐색기에서는 trace ID가 아니라 request ID로 검색해야 함. 엣지와 앱이 다른 트레이스 헤더를 씀.",
                   "ID를 따라가 보니 우리 코드가 아니라 업스트림 스토리지 호출 타임아웃이었음.",
                   "벤더 지원팀에 request ID를 주면 30일 안의 실패 건은 그쪽에서 조회해 줌."])
        ask = pick(["큐를 거칠 때도 traceparent 전파하나요?", ""])
    return mk("clean: request / trace IDs", mc, le, ask)


def c_aws_ids(lang):
    acct = rs(DIG, 12)
    reg = pick(REGIONS)
    body = (f"Instance: i-0{hexs(16)}\nSecurity group: sg-0{hexs(16)}\nSubnet: subnet-0{hexs(16)}\n"
            f"Role: arn:aws:iam::{acct}:role/{pick(PROJECTS)}-task-role\nKMS key: arn:aws:kms:{reg}:{acct}:key/{uuid4()}")
    if lang == "en":
        mc = f"Couldn't tell why the task couldn't reach RDS; the resources involved:\n{body}"
        le = "The security group only allowed the old subnet CIDR. The role and key were fine."
        ask = pick(["Should security groups reference each other instead of CIDRs?", ""])
    else:
        mc = f"태스크가 RDS에 못 붙는 이유를 몰랐음. 관련 리소스:\n{body}"
        le = "보안 그룹이 예전 서브넷 CIDR만 허용하고 있었음. 롤과 KMS 키는 문제 없음."
        ask = pick(["보안 그룹끼리 참조하도록 바꿀까요?", ""])
    return mk("clean: AWS resource IDs and ARNs", mc, le, ask)


def c_sts_identity(lang):
    acct = rs(DIG, 12)
    out = json.dumps({"UserId": "AROA" + rs(B32, 17) + ":" + pick(EN_FIRST) + "@" + domain(), "Account": acct,
                      "Arn": f"arn:aws:sts::{acct}:assumed-role/{pick(['AWSReservedSSO_Developer_', 'AWSReservedSSO_Admin_'])}{hexs(16)}/{pick(EN_FIRST)}"}, indent=2)
    if lang == "en":
        mc = f"I wasn't sure which account my SSO session was in. `aws sts get-caller-identity`:\n{out}"
        le = "The default profile points at the sandbox account; pass --profile prod explicitly."
        ask = pick(["Can the prod profile require an explicit flag?", ""])
    else:
        mc = f"SSO 세션이 어느 계정인지 확실하지 않았음. `aws sts get-caller-identity` 결과:\n{out}"
        le = "default 프로필이 샌드박스 계정을 가리킴. 운영은 --profile prod를 명시해야 함."
        ask = pick(["prod 프로필은 명시적으로만 쓰도록 막을 수 있을까요?", ""])
    return mk("clean: sts get-caller-identity output", mc, le, ask)


def c_cloudflare_ids(lang):
    body = (f'name = "{pick(PROJECTS)}-worker"\nmain = "src/index.ts"\ncompatibility_date = "{date_str()}"\naccount_id = "{hexs(32)}"\n\n'
            f'[[kv_namespaces]]\nbinding = "CACHE"\nid = "{hexs(32)}"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "prod"\ndatabase_id = "{uuid4()}"')
    if lang == "en":
        mc = f"wrangler deploy went to the wrong account; I didn't know wrangler.toml pins it:\n{body}"
        le = "account_id and namespace IDs are identifiers, not credentials; auth comes from CLOUDFLARE_API_TOKEN in the environment."
        ask = pick(["Should staging have its own [env.staging] block?", ""])
    else:
        mc = f"wrangler deploy가 엉뚱한 계정으로 감. wrangler.toml이 계정을 고정하는 줄 몰랐음:\n{body}"
        le = "account_id나 네임스페이스 id는 식별자일 뿐 인증 정보가 아님. 인증은 환경변수 CLOUDFLARE_API_TOKEN으로 함."
        ask = pick(["스테이징용 [env.staging] 블록을 따로 둘까요?", ""])
    return mk("clean: Cloudflare account/namespace IDs in wrangler.toml", mc, le, ask)


def c_stripe_ids(lang):
    body = (f"{date_str()} {time_str()} webhook {stripe_id('evt_1')} type=invoice.payment_failed customer={stripe_id('cus_')} "
            f"subscription={stripe_id('sub_1')} payment_intent={stripe_id('pi_3')} price={stripe_id('price_1')}")
    if lang == "en":
        mc = f"Support asked why a customer was charged twice; the only log line I had:\n{body}"
        le = "Retries of the same event ID must be idempotent; the handler stored the invoice before checking the event ID."
        ask = pick(["Can we add a unique index on processed event IDs?", ""])
    else:
        mc = f"고객이 두 번 결제된 이유를 CS에서 물어봄. 가진 로그는 이 한 줄:\n{body}"
        le = "같은 이벤트 ID 재시도는 멱등해야 함. 핸들러가 이벤트 ID 확인 전에 인보이스를 저장하고 있었음."
        ask = pick(["처리한 이벤트 ID에 유니크 인덱스 걸까요?", ""])
    return mk("clean: Stripe object IDs in a webhook log", mc, le, ask)


def c_chat_ids(lang):
    body = pick([f"channel: C0{rs(UPNUM, 9)}, user: U0{rs(UPNUM, 9)}, team: T0{rs(UPNUM, 8)}, ts: {now_ts()}.{rs(DIG, 6)}",
                 f"guild_id={rint(10 ** 17, 13 * 10 ** 17)} channel_id={rint(10 ** 17, 13 * 10 ** 17)} application_id={rint(10 ** 17, 13 * 10 ** 17)}",
                 f"Slack app ID A0{rs(UPNUM, 9)}, client ID {rs(DIG, 11)}.{rs(DIG, 13)}"])
    if lang == "en":
        mc = f"The bot posted to the wrong channel and I didn't know where the IDs are configured:\n{body}"
        le = "The IDs are hard-coded per workspace in config/channels.yaml; they are identifiers, safe to commit."
        ask = pick(["Should channel IDs be resolved by name at startup?", ""])
    else:
        mc = f"봇이 엉뚱한 채널에 글을 올렸고 ID가 어디 설정돼 있는지 몰랐음:\n{body}"
        le = "ID는 워크스페이스별로 config/channels.yaml에 하드코딩됨. 식별자라 커밋해도 됨."
        ask = pick(["채널 ID를 시작할 때 이름으로 조회하게 바꿀까요?", ""])
    return mk("clean: Slack/Discord IDs", mc, le, ask)


def c_oauth_client_id(lang):
    cid = f"{rs(DIG, 12)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com"
    url = (f"https://accounts.google.com/o/oauth2/v2/auth?client_id={cid}&redirect_uri=https%3A%2F%2F{company()}.dev%2Fauth%2Fcallback"
           f"&response_type=code&scope=openid%20email&state={rs(B64U, 22)}&code_challenge={rs(B64U, 43)}&code_challenge_method=S256")
    if lang == "en":
        mc = f"Login failed with redirect_uri_mismatch; this is the authorize URL the app builds:\n{url}"
        le = "The redirect URI in the Google console had a trailing slash. The client ID, state and code_challenge are public by design."
        ask = pick(["Should preview deployments share the same OAuth client?", ""])
    else:
        mc = f"로그인이 redirect_uri_mismatch로 실패함. 앱이 만드는 authorize URL:\n{url}"
        le = "구글 콘솔의 redirect URI 끝에 슬래시가 붙어 있었음. client_id, state, code_challenge는 원래 공개되는 값."
        ask = pick(["프리뷰 배포도 같은 OAuth 클라이언트를 써도 될까요?", ""])
    return mk("clean: OAuth authorize URL with client_id / PKCE challenge", mc, le, ask)


def c_user_ids(lang):
    body = pick([f"firebase uid: {rs(ALNUM, 28)}", f"auth0 user_id: auth0|{hexs(24)}", f"okta user: 00u{rs(ALNUM, 17)}",
                 f"cognito sub: {uuid4()}, user pool: {pick(REGIONS)}_{rs(ALNUM, 9)}, app client id: {rs(LOWNUM, 26)}",
                 f"supabase auth.users id: {uuid4()}"])
    if lang == "en":
        mc = f"A user couldn't see their orders after the auth migration. Their identifiers:\n{body}"
        le = "Orders were keyed by the old provider's user ID; the mapping table lacked this user."
        ask = pick(["Is there a full export of old-to-new user ID mappings?", ""])
    else:
        mc = f"인증 마이그레이션 후 한 사용자가 주문 내역을 못 봄. 사용자 식별자:\n{body}"
        le = "주문이 예전 인증 제공자의 사용자 ID로 저장돼 있었고 매핑 테이블에 이 사용자가 빠져 있었음."
        ask = pick(["예전-신규 사용자 ID 매핑 전체 덤프가 있나요?", ""])
    return mk("clean: identity-provider user IDs", mc, le, ask)


def c_doc_urls(lang):
    body = pick([f"https://docs.google.com/spreadsheets/d/1{rs(B64U, 43)}/edit#gid={rint(0, 2000000000)}",
                 f"https://drive.google.com/file/d/1{rs(B64U, 32)}/view",
                 f"https://www.notion.so/{company()}/Runbook-{hexs(32)}",
                 f"https://www.figma.com/design/{rs(ALNUM, 22)}/Checkout-v3?node-id={rint(1, 999)}-{rint(1, 9999)}",
                 f"https://airtable.com/app{rs(ALNUM, 14)}/tbl{rs(ALNUM, 14)}/viw{rs(ALNUM, 14)}"])
    if lang == "en":
        mc = f"The spec for the change lives in a doc I didn't know about:\n{body}"
        le = "Access is per Google/Notion group; request it from the PM. The link itself has no access token in it."
        ask = pick(["Can the spec be linked from the ticket template?", ""])
    else:
        mc = f"변경 사항 스펙이 모르던 문서에 있었음:\n{body}"
        le = "접근 권한은 구글/노션 그룹 단위라 PM에게 요청해야 함. 링크 자체에는 접근 토큰이 없음."
        ask = pick(["티켓 템플릿에 스펙 링크 칸을 추가할까요?", ""])
    return mk("clean: document URLs with long IDs", mc, le, ask)


def c_platform_ids(lang):
    body = pick([f'{{"projectId":"prj_{rs(ALNUM, 28)}","orgId":"team_{rs(ALNUM, 24)}"}}',
                 f"NETLIFY_SITE_ID={uuid4()}",
                 f"supabase link --project-ref {rs(LOW, 20)}",
                 f"endpoint: ep-{pick(EN_WORDS)}-{pick(EN_WORDS)}-{rs(LOWNUM, 8)}.{pick(REGIONS)}.aws.neon.tech",
                 f"SENTRY_ORG={company()} SENTRY_PROJECT={pick(PROJECTS)} SENTRY_RELEASE={short_sha()}"])
    if lang == "en":
        mc = f"The CLI deployed to the wrong project because of a stale link file:\n{body}"
        le = "These are project identifiers only; delete the link file and re-link, auth is separate."
        ask = pick(["Should the link file be git-ignored?", ""])
    else:
        mc = f"예전 링크 파일 때문에 CLI가 엉뚱한 프로젝트로 배포함:\n{body}"
        le = "이건 프로젝트 식별자일 뿐임. 링크 파일 지우고 다시 link하면 되고 인증은 별개."
        ask = pick(["링크 파일을 gitignore에 넣을까요?", ""])
    return mk("clean: platform project IDs", mc, le, ask)


def c_k8s_names(lang):
    p = pick(PROJECTS)
    pod = f"{p}-{hexs(10)}-{rs(LOWNUM, 5)}"
    body = (f"NAME                                READY   STATUS             RESTARTS\n{pod}   0/1     CrashLoopBackOff   {rint(3, 40)}\n"
            f"containerID: containerd://{sha256()}\nuid: {uuid4()}")
    if lang == "en":
        mc = f"The pod kept restarting and I didn't know about the new readiness probe:\n{body}"
        le = "The probe hits /healthz before migrations finish; raising initialDelaySeconds fixed the loop."
        ask = pick(["Should migrations run in an init container?", ""])
    else:
        mc = f"파드가 계속 재시작됐는데 readiness probe가 새로 생긴 걸 몰랐음:\n{body}"
        le = "마이그레이션 끝나기 전에 probe가 /healthz를 때림. initialDelaySeconds 올리니 해결."
        ask = pick(["마이그레이션을 init container로 뺄까요?", ""])
    return mk("clean: k8s pod names / container IDs", mc, le, ask)


def c_b64_cursor(lang):
    cur = b64(jdump({"id": rint(1000, 999999), "created_at": f"{date_str()}T{time_str()}Z"}).encode())
    rel = b64(f"{pick(['User', 'Order', 'Repository'])}:{rint(100, 99999)}".encode())
    body = pick([f'{{"data": [...], "next_cursor": "{cur}"}}', f'query {{ node(id: "{rel}") {{ id }} }}',
                 f"GET /v1/events?limit=100&starting_after={cur}"])
    if lang == "en":
        mc = f"The export stopped after the first page and I didn't know how pagination works here:\n{body}"
        le = "The cursor is just base64 of the last row's position; pass it back unchanged. Decoding it shows plain JSON."
        ask = pick(["Is there a max page size?", ""])
    else:
        mc = f"내보내기가 첫 페이지에서 멈췄고 페이지네이션 방식을 몰랐음:\n{body}"
        le = "커서는 마지막 행 위치를 base64 한 것뿐이라 그대로 다시 넘기면 됨. 디코딩하면 평범한 JSON."
        ask = pick(["최대 페이지 크기가 있나요?", ""])
    return mk("clean: base64 pagination cursor / relay ID", mc, le, ask)


def c_data_uri(lang):
    png = b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(rint(40, 90)))
    body = pick([f'.icon-check {{ background-image: url("data:image/png;base64,{png}"); }}',
                 f'<img alt="logo" src="data:image/png;base64,{png}">'])
    if lang == "en":
        mc = f"The CSS bundle grew and I didn't know icons are inlined:\n{body}"
        le = "Inline only icons under 2 KB; larger ones should be separate files so they cache."
        ask = pick(["What's the size budget for the CSS bundle?", ""])
    else:
        mc = f"CSS 번들 크기가 커졌는데 아이콘이 인라인된 줄 몰랐음:\n{body}"
        le = "2KB 미만 아이콘만 인라인하고 큰 건 캐시되도록 파일로 분리."
        ask = pick(["CSS 번들 크기 예산이 있나요?", ""])
    return mk("clean: base64 data URI", mc, le, ask)


def c_jwt_claims(lang):
    iat = now_ts()
    claims = json.dumps({"iss": f"https://auth.{domain()}", "sub": uuid4(), "aud": pick(PROJECTS), "exp": iat + pick([900, 3600]), "iat": iat,
                         "scope": "read:orders", "kid": rs(B64U, 12)}, indent=1)
    hdr = b64u(jdump({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 12)}).encode())
    if lang == "en":
        mc = f"API calls failed with 'invalid audience'. The JWT header segment is {hdr} and the decoded claims were:\n{claims}"
        le = "The API expects aud to be the API identifier URL, not the client name; fix the audience parameter in the token request."
        ask = pick(["Should the API accept both audiences during the migration?", ""])
    else:
        mc = f"API 호출이 'invalid audience'로 실패함. JWT 헤더 부분은 {hdr} 이고 디코딩한 클레임:\n{claims}"
        le = "API는 aud로 클라이언트 이름이 아니라 API 식별자 URL을 기대함. 토큰 요청의 audience 파라미터 수정."
        ask = pick(["마이그레이션 동안 두 audience를 다 허용할까요?", ""])
    return mk("clean: decoded JWT claims (no token)", mc, le, ask)


def c_ssh_pubkeys(lang):
    who = pick(EN_FIRST + KO_ROMAN)
    keys = pick([ssh_ed25519_pub(f"{who}@laptop"), ssh_rsa_pub(f"{who}@{company()}.com")])
    fp = ssh_fp()
    if lang == "en":
        mc = f"{en_person()} couldn't SSH to the bastion; their public key wasn't in authorized_keys. The key they sent:\n{keys}"
        le = f"Added it via the users role in Ansible; fingerprint {fp} matches what they see locally."
        ask = pick(["Should bastion access go through SSM instead of keys?", ""])
    else:
        mc = f"{jo(ko_person(), '이/가')} 배스천에 SSH 접속을 못 함. authorized_keys에 공개키가 없었음. 받은 공개키:\n{keys}"
        le = f"Ansible users 롤로 추가함. 지문 {jo(fp, '이/가')} 본인 로컬 값과 일치."
        ask = pick(["배스천 접속을 키 대신 SSM으로 바꿀까요?", ""])
    return mk("clean: SSH public key and fingerprint", mc, le, ask)


def c_known_hosts(lang):
    body = f"[{host()}]:2222 {ssh_ecdsa_pub()}\n|1|{b64(rbytes(20))}|{b64(rbytes(20))} {ssh_ed25519_pub('')}"
    if lang == "en":
        mc = f"The deploy job failed with 'Host key verification failed' after the server was rebuilt. known_hosts had:\n{body}"
        le = "Host keys changed with the rebuild; update the pinned entry in the CI known_hosts secret after verifying the new fingerprint out of band."
        ask = pick(["Can we use SSH certificates for hosts instead?", ""])
    else:
        mc = f"서버 재구축 후 배포 잡이 'Host key verification failed'로 실패함. known_hosts 내용:\n{body}"
        le = "재구축하면서 호스트 키가 바뀜. 새 지문을 별도 경로로 확인한 뒤 CI known_hosts 항목 갱신."
        ask = pick(["호스트도 SSH 인증서 방식으로 바꿀까요?", ""])
    return mk("clean: known_hosts entries", mc, le, ask)


def c_gpg_fpr(lang):
    fpr = rs(HEXU, 40)
    body = f"pub   ed25519 2024-{rint(1, 12):02d}-{rint(1, 28):02d} [SC]\n      {fpr}\nuid           [ultimate] Release Bot <release@{domain()}>\nsub   cv25519 [E]"
    if lang == "en":
        mc = f"Signed tags were rejected by the release check; I didn't know which key is trusted:\n{body}"
        le = f"The check pins fingerprint {fpr[-16:]}; my tag was signed with a personal key."
        ask = pick(["Should releases be signed by the CI key only?", ""])
    else:
        mc = f"릴리즈 검사에서 서명된 태그가 거부됨. 어떤 키를 신뢰하는지 몰랐음:\n{body}"
        le = f"검사 스크립트가 지문 {jo(fpr[-16:], '을/를')} 고정함. 내 태그는 개인 키로 서명돼 있었음."
        ask = pick(["릴리즈는 CI 키로만 서명할까요?", ""])
    return mk("clean: GPG key fingerprint", mc, le, ask)


def c_cert_pem(lang):
    lines = cert_pem_lines(rint(3, 5))
    body = pem_block("CERTIFICATE", lines).replace("-----END CERTIFICATE-----", "...\n-----END CERTIFICATE-----")
    fp = ":".join(wrap(rs(HEXU, 64), 2))
    if lang == "en":
        mc = f"The Java client failed with PKIX path building failed; the internal CA cert (public) is:\n{body}"
        le = f"Import the CA into the truststore; its SHA-256 fingerprint is {fp}. The certificate is public, no key involved."
        ask = pick(["Can the base image ship the internal CA?", ""])
    else:
        mc = f"자바 클라이언트가 PKIX path building failed로 실패함. 사내 CA 인증서(공개):\n{body}"
        le = f"CA를 truststore에 import하면 됨. SHA-256 지문은 {fp}. 공개 인증서라 개인키와 무관."
        ask = pick(["베이스 이미지에 사내 CA를 넣어둘까요?", ""])
    return mk("clean: public CA certificate PEM", mc, le, ask)


def c_jwks(lang):
    kid = rs(B64U, 16)
    body = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": b64u(rbytes(256))[:120] + "...", "e": "AQAB"}]}, indent=1)
    if lang == "en":
        mc = f"Token validation failed after the IdP rotated keys; the JWKS endpoint returns:\n{body}"
        le = f"Our verifier cached JWKS for 24h and didn't know kid {kid}. Refetch on unknown kid."
        ask = pick(["What's the IdP's rotation schedule?", ""])
    else:
        mc = f"IdP가 키를 교체한 뒤 토큰 검증이 실패함. JWKS 엔드포인트 응답:\n{body}"
        le = f"검증기가 JWKS를 24시간 캐시해서 kid {jo(kid, '을/를')} 몰랐음. 모르는 kid면 다시 가져오게 수정."
        ask = pick(["IdP 키 교체 주기가 어떻게 되나요?", ""])
    return mk("clean: JWKS public keys", mc, le, ask)


def c_wireguard_pub(lang):
    body = (f"[Interface]\nAddress = 10.{rint(0, 99)}.0.{rint(2, 250)}/32\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n"
            f"[Peer]\nPublicKey = {b64(rbytes(32))}\nEndpoint = vpn.{domain()}:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25")
    if lang == "en":
        mc = f"I didn't know the VPN config keeps the private key out of the file. wg0.conf:\n{body}"
        le = "The peer PublicKey is public; the private key file is generated on the host with `wg genkey` and never copied."
        ask = pick(["Who adds new peers on the server side?", ""])
    else:
        mc = f"VPN 설정 파일에 개인키가 빠져 있는 줄 몰랐음. wg0.conf:\n{body}"
        le = "Peer의 PublicKey는 공개 값. 개인키 파일은 호스트에서 `wg genkey`로 만들고 복사하지 않음."
        ask = pick(["서버 쪽 peer 추가는 누가 하나요?", ""])
    return mk("clean: WireGuard config with public key only", mc, le, ask)


def c_age_recipients(lang):
    recips = [bech32_encode("age", rbytes(32)) for _ in range(rint(2, 3))]
    body = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      " + ",\n      ".join(recips)
    if lang == "en":
        mc = f"I couldn't decrypt the secrets file; .sops.yaml lists these recipients:\n{body}"
        le = "Those are age public keys. My key wasn't a recipient; someone with access must add it and run `sops updatekeys`."
        ask = pick(["Can you add my age public key to .sops.yaml?", ""])
    else:
        mc = f"시크릿 파일 복호화가 안 됐음. .sops.yaml의 수신자 목록:\n{body}"
        le = "이건 age 공개키들임. 내 키가 수신자에 없어서 권한 있는 사람이 추가하고 `sops updatekeys` 해야 함."
        ask = pick(["제 age 공개키를 .sops.yaml에 추가해 주실 수 있나요?", ""])
    return mk("clean: age public keys in .sops.yaml", mc, le, ask)


def c_chain_hashes(lang):
    tx = "0x" + hexs(64)
    addr = "0x" + hexs(40)
    if lang == "en":
        mc = f"The deposit didn't show up and support only gave me a transaction hash {tx} and the destination {addr}."
        le = "The tx is on the L2, not mainnet; the indexer only watched mainnet. Both values are public chain data."
        ask = pick(["Should the indexer watch the L2 too?", ""])
    else:
        mc = f"입금이 안 보이는데 CS가 준 건 트랜잭션 해시 {tx}와 받는 주소 {addr}뿐이었음."
        le = "트랜잭션이 메인넷이 아니라 L2에 있었고 인덱서는 메인넷만 보고 있었음. 둘 다 공개 체인 데이터."
        ask = pick(["인덱서가 L2도 보게 할까요?", ""])
    return mk("clean: blockchain tx hash and address", mc, le, ask)

def c_url_query(lang):
    d = domain()
    url = pick([f"https://{d}/search?q=password+reset&page=2&sort=desc&utm_source=newsletter&utm_campaign={date_str()}",
                f"https://api.{d}/v2/items?cursor={rs(B64U, 24)}&limit=50&fields=id,name,updated_at",
                f"https://{d}/invite/accept?team={rint(100, 9999)}&ref=email&lang=ko",
                f"https://console.cloud.google.com/logs/query;query=resource.type%3D%22k8s_container%22;timeRange=PT1H?project={pick(PROJECTS)}-{rint(100000, 999999)}",
                f"https://{pick(REGIONS)}.console.aws.amazon.com/cloudwatch/home?region={pick(REGIONS)}#logsV2:log-groups/log-group/$252Fecs$252F{pick(PROJECTS)}"])
    if lang == "en":
        mc = f"The bug report only had a URL and I didn't know which parameters matter:\n{url}"
        le = "Only the path and the first query parameter affect the response; the rest is tracking or UI state."
        ask = pick(["Can reports include the request ID too?", ""])
    else:
        mc = f"버그 리포트에 URL만 있어서 어떤 파라미터가 중요한지 몰랐음:\n{url}"
        le = "응답에 영향을 주는 건 경로와 첫 번째 쿼리 파라미터뿐이고 나머지는 트래킹이나 UI 상태."
        ask = pick(["리포트에 request ID도 같이 받을 수 있을까요?", ""])
    return mk("clean: URL with query string, no credentials", mc, le, ask)


def c_paths(lang):
    body = pick(["~/.ssh/id_ed25519 (chmod 600)", "/etc/ssl/private/" + pick(PROJECTS) + ".key (read-only mount)",
                 "C:\\Users\\build\\AppData\\Roaming\\npm\\node_modules", "/var/run/secrets/kubernetes.io/serviceaccount/token",
                 "~/.aws/sso/cache/", "/run/secrets/db_password (Docker secret file)", "$HOME/.config/gcloud/application_default_credentials.json"])
    if lang == "en":
        mc = f"I didn't know the app reads its credential from a file path rather than an env var: {body}"
        le = "The file is provided by the platform at runtime; locally, point the same variable at a file you create yourself."
        ask = pick(["Can the path be overridden by an env var?", ""])
    else:
        mc = f"앱이 환경변수가 아니라 파일 경로에서 인증 정보를 읽는 줄 몰랐음: {body}"
        le = "파일은 런타임에 플랫폼이 넣어줌. 로컬에서는 직접 만든 파일을 같은 변수로 가리키면 됨."
        ask = pick(["경로를 환경변수로 덮어쓸 수 있게 할까요?", ""])
    return mk("clean: credential file paths (no contents)", mc, le, ask)


def c_git_remotes(lang):
    org, repo = company(), pick(PROJECTS)
    body = pick([f"origin  git@github.com:{org}/{repo}.git (fetch)\norigin  git@github.com:{org}/{repo}.git (push)",
                 f"git clone https://github.com/{org}/{repo}.git",
                 f"url = ssh://git@gitlab.{org}.com:2222/platform/{repo}.git",
                 f'[url "git@github.com:"]\n\tinsteadOf = https://github.com/'])
    if lang == "en":
        mc = f"Cloning private submodules failed in CI and I didn't know how remotes are configured:\n{body}"
        le = "CI uses a deploy key over SSH; HTTPS remotes fail because there's no credential helper on the runner."
        ask = pick(["Should submodules switch to relative URLs?", ""])
    else:
        mc = f"CI에서 private 서브모듈 클론이 실패했고 리모트 설정을 몰랐음:\n{body}"
        le = "CI는 SSH 배포 키를 씀. 러너에 credential helper가 없어서 HTTPS 리모트는 실패함."
        ask = pick(["서브모듈을 상대 URL로 바꿀까요?", ""])
    return mk("clean: git remote URLs without credentials", mc, le, ask)


def c_cli_flags_prose(lang):
    item = pick([
        ("`mysql -p` with nothing attached prompts for the password; `-P` is the port, not the password.",
         "`mysql -p` 뒤에 값을 안 붙이면 비밀번호를 물어봄. 대문자 `-P`는 포트임."),
        ("`docker run -p 5432:5432` is a port mapping; it has nothing to do with passwords.",
         "`docker run -p 5432:5432`는 포트 매핑이지 비밀번호가 아님."),
        ("`docker login --password-stdin` reads the token from stdin so it never appears in shell history.",
         "`docker login --password-stdin`은 표준입력으로 토큰을 받아서 셸 히스토리에 안 남음."),
        ("`psql -W` forces a password prompt; `-w` never prompts and fails if no .pgpass entry exists.",
         "`psql -W`는 비밀번호 프롬프트를 강제하고 `-w`는 절대 묻지 않고 .pgpass 없으면 실패함."),
        ("`ssh -p 2222` sets the port; `ssh -i` picks the identity file.", "`ssh -p 2222`는 포트, `ssh -i`는 키 파일 지정."),
        ("`redis-cli -a` prints a warning because the password ends up in `ps`; use REDISCLI_AUTH instead.",
         "`redis-cli -a`는 비밀번호가 `ps`에 보여서 경고가 뜸. REDISCLI_AUTH 환경변수를 쓰는 게 맞음."),
        ("`openssl pkcs12 -passout env:P12_PASS` reads the password from the environment variable named P12_PASS.",
         "`openssl pkcs12 -passout env:P12_PASS`는 P12_PASS라는 환경변수에서 비밀번호를 읽음."),
        ("`gh auth login --with-token` reads the token from stdin; `gh auth token` prints the current one, so don't run it in CI logs.",
         "`gh auth login --with-token`은 stdin으로 토큰을 받고, `gh auth token`은 현재 토큰을 출력하니 CI 로그에서 쓰면 안 됨."),
        ("`kubectl create secret generic x --from-file=password=./pw.txt` keeps the value out of the command line.",
         "`kubectl create secret generic x --from-file=password=./pw.txt`로 하면 값이 커맨드라인에 안 남음."),
        ("`curl -u user` without `:password` makes curl prompt for it.", "`curl -u user`처럼 `:password` 없이 쓰면 curl이 비밀번호를 물어봄."),
    ])
    if lang == "en":
        mc = f"I mixed up two similar flags and wasted time. For the record: {item[0]}"
        le = pick(["Prefer prompts, stdin or files over passing secrets as arguments; arguments show up in process listings and history.",
                   "Read the man page section on authentication before scripting a client; the flag letters differ between tools."])
        ask = pick(["Should the runbook show the stdin form of these commands?", ""])
    else:
        mc = f"비슷한 플래그를 헷갈려서 시간 날림. 정리: {item[1]}"
        le = pick(["비밀 값은 인자로 넘기지 말고 프롬프트, stdin, 파일로 넘길 것. 인자는 프로세스 목록과 히스토리에 남음.",
                   "클라이언트 스크립트 짜기 전에 man 페이지 인증 부분을 볼 것. 도구마다 플래그 글자가 다름."])
        ask = pick(["런북에 stdin 방식 명령어로 바꿔 둘까요?", ""])
    return mk("clean: CLI auth flags explained in prose", mc, le, ask)


def c_password_policy(lang):
    n = pick([10, 12, 14, 16])
    rx = pick([f"^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[!@#$%^&*]).{{{n},64}}$", f"^.{{{n},128}}$"])
    if lang == "en":
        mc = f"Signup rejected valid-looking passwords and I didn't know the policy. The validator uses:\n{rx}"
        le = f"Minimum is {n} characters; the frontend and backend regexes disagreed on allowed symbols. NIST guidance says length beats composition rules."
        ask = pick(["Can we drop composition rules and just check length plus a breached-password list?", ""])
    else:
        mc = f"회원가입에서 멀쩡해 보이는 비밀번호가 거부됐는데 정책을 몰랐음. 검증 정규식:\n{rx}"
        le = f"최소 {n}자이고 프론트와 백엔드 정규식의 허용 특수문자가 달랐음. NIST 가이드는 조합 규칙보다 길이를 권장."
        ask = pick(["조합 규칙 빼고 길이와 유출 비밀번호 목록만 검사하면 어떨까요?", ""])
    return mk("clean: password policy / validation regex", mc, le, ask)


AUTH_ERR_MSGS = [
    'FATAL:  password authentication failed for user "{u}"',
    "ERROR 1045 (28000): Access denied for user '{u}'@'{ip}' (using password: YES)",
    "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/{org}/{repo}.git/'",
    "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
    "An error occurred (SignatureDoesNotMatch): The request signature we calculated does not match the signature you provided.",
    "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.",
    '{{"error":"invalid_grant","error_description":"Token has been expired or revoked."}}',
    "git@github.com: Permission denied (publickey).",
    '{{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}}',
    "AuthenticationFailed: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.",
    "WRONGPASS invalid username-password pair or user is disabled.",
    "Login failed for user '{u}'. Reason: Password did not match that for the login provided.",
    "openai.AuthenticationError: Error code: 401 - {{'error': {{'code': 'invalid_api_key'}}}}",
    "x509: certificate signed by unknown authority",
]


def c_auth_errors(lang):
    msg = pick(AUTH_ERR_MSGS).format(u=user_name(), ip=ip4(), org=company(), repo=pick(PROJECTS))
    if lang == "en":
        mc = f"The job failed with this and I didn't know which credential it used:\n{msg}"
        le = pick(["The runner had a stale credential cached from a previous job; clearing the cache fixed it.",
                   "It was picking up the default profile instead of the one set in the job; the error text doesn't say which.",
                   "The credential was fine; the clock on the VM was off by 20 minutes, so signatures were rejected."])
        ask = pick(["Which identity is the job supposed to use?", ""])
    else:
        mc = f"잡이 이 에러로 실패했는데 어떤 인증 정보를 썼는지 몰랐음:\n{msg}"
        le = pick(["러너에 이전 잡의 인증 정보가 캐시돼 있었음. 캐시 지우니 해결.",
                   "잡에 지정한 프로필 말고 default 프로필을 읽고 있었음. 에러 메시지엔 안 나옴.",
                   "인증 정보는 정상이었고 VM 시계가 20분 틀려서 서명이 거부된 것."])
        ask = pick(["이 잡은 원래 어떤 계정으로 돌아야 하나요?", ""])
    return mk("clean: authentication error message", mc, le, ask)


def c_rotation_talk(lang):
    what = pick(["Stripe secret key", "GitHub deploy key", "AWS access key for the backup user", "Slack bot token", "DB password for the reporting user",
                 "SendGrid API key", "OpenAI project key", "JWT signing key"])
    if lang == "en":
        mc = pick([f"I wasn't told the {what} was rotated on {date_str()}, so my local setup broke.",
                   f"The {what} leaked in a public gist last month; nobody told me the old one is revoked."])
        le = pick([f"After a rotation, pull the new {what} from the vault; the old one returns 401 immediately, there is no grace period.",
                   f"Rotation of the {what} is done by the platform team with a 24h overlap; services must reload config, a restart is enough."])
        ask = pick([f"Is there an announcement channel for {what} rotations?", "", "Can services reload credentials without a restart?"])
    else:
        what_ko = {"Stripe secret key": "Stripe 시크릿 키", "GitHub deploy key": "GitHub 배포 키", "AWS access key for the backup user": "백업 계정 AWS 액세스 키",
                   "Slack bot token": "슬랙 봇 토큰", "DB password for the reporting user": "리포트용 DB 계정 비번", "SendGrid API key": "SendGrid API 키",
                   "OpenAI project key": "OpenAI 프로젝트 키", "JWT signing key": "JWT 서명 키"}[what]
        mc = pick([f"{date_str()}에 {jo(what_ko, '이/가')} 교체된 걸 몰라서 로컬 환경이 깨짐.",
                   f"지난달 {jo(what_ko, '이/가')} 공개 gist에 유출됐었는데 예전 키가 폐기된 걸 아무도 안 알려줌."])
        le = pick([f"교체 후에는 볼트에서 새 {jo(what_ko, '을/를')} 받아야 함. 예전 값은 유예 없이 바로 401.",
                   f"{what_ko} 교체는 플랫폼팀이 24시간 겹치게 진행함. 서비스는 설정만 다시 읽으면 되고 재시작으로 충분."])
        ask = pick(["키 교체 공지 채널이 따로 있나요?", "", "재시작 없이 인증 정보를 다시 읽게 할 수 있을까요?"])
    return mk("clean: talk about rotating a key (no value)", mc, le, ask)


# ---- publishable keys (vendor documents them as public) ----------------------------------------------------
def base_name(var):
    for pre in ("NEXT_PUBLIC_", "VITE_", "PUBLIC_"):
        if var.startswith(pre):
            return var[len(pre):]
    return var


MOBILE_OK = ("Stripe publishable key", "Supabase anon key", "Supabase publishable key", "Algolia search-only key", "Mapbox public token",
             "Sentry DSN", "Clerk publishable key", "Toss Payments client key", "PostHog project API key", "Mixpanel project token",
             "Datadog RUM client token", "Google Maps JavaScript API key", "Razorpay key id", "Segment write key (browser source)",
             "Amplitude browser API key", "Adyen client key", "Square application ID", "Braintree tokenization key", "OneSignal app ID",
             "Bugsnag browser API key", "reCAPTCHA site key")


def pub_value(mobile=False):
    while True:
        out = _pub_value()
        if not mobile or out[0] in MOBILE_OK:
            if mobile and out[0] == "Google Maps JavaScript API key":
                out = ("Google Maps SDK API key (restricted to the app)", "MAPS_API_KEY", out[2])
            return out


def _pub_value():
    dom = domain()
    opts = [
        ("Stripe publishable key", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "pk_live_51" + rs(ALNUM, 97)),
        ("Supabase anon key", "NEXT_PUBLIC_SUPABASE_ANON_KEY", t_supabase_jwt("anon", rs(LOW, 20))),
        ("Supabase publishable key", "VITE_SUPABASE_PUBLISHABLE_KEY", "sb_publishable_" + rs(B64U, 31)),
        ("Algolia search-only key", "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", hexs(32)),
        ("Mapbox public token", "VITE_MAPBOX_TOKEN", t_mapbox("pk")),
        ("Sentry DSN", "NEXT_PUBLIC_SENTRY_DSN", f"https://{hexs(32)}@o{rint(100000, 4999999)}.ingest.{pick(['', 'us.', 'de.'])}sentry.io/{rint(1000000, 4999999)}"),
        ("Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", t_clerk_pk(dom)),
        ("Toss Payments client key", "NEXT_PUBLIC_TOSS_CLIENT_KEY", pick(["live_ck_", "live_gck_"]) + rs(ALNUM, 28)),
        ("Kakao JavaScript key", "NEXT_PUBLIC_KAKAO_JS_KEY", hexs(32)),
        ("PostHog project API key", "NEXT_PUBLIC_POSTHOG_KEY", "phc_" + rs(ALNUM, 43)),
        ("reCAPTCHA site key", "NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "6L" + rs(B64U, 38)),
        ("Turnstile site key", "PUBLIC_TURNSTILE_SITE_KEY", "0x4AAAAAAA" + rs(ALNUM + "_-", 13)),
        ("hCaptcha site key", "VITE_HCAPTCHA_SITEKEY", uuid4()),
        ("LaunchDarkly client-side ID", "VITE_LD_CLIENT_SIDE_ID", hexs(24)),
        ("Mixpanel project token", "NEXT_PUBLIC_MIXPANEL_TOKEN", hexs(32)),
        ("Datadog RUM client token", "NEXT_PUBLIC_DD_CLIENT_TOKEN", "pub" + hexs(32)),
        ("Google Maps JavaScript API key", "VITE_GOOGLE_MAPS_API_KEY", "AIzaSy" + rs(ALNUM + "-_", 33)),
        ("Paddle client-side token", "NEXT_PUBLIC_PADDLE_CLIENT_TOKEN", "live_" + hexs(27)),
        ("Razorpay key id", "NEXT_PUBLIC_RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14)),
        ("Pusher app key", "VITE_PUSHER_APP_KEY", hexs(20)),
        ("Segment write key (browser source)", "NEXT_PUBLIC_SEGMENT_WRITE_KEY", rs(ALNUM, 32)),
        ("Amplitude browser API key", "NEXT_PUBLIC_AMPLITUDE_API_KEY", hexs(32)),
        ("Adyen client key", "NEXT_PUBLIC_ADYEN_CLIENT_KEY", "live_" + rs(UPNUM, 32)),
        ("Square application ID", "NEXT_PUBLIC_SQUARE_APP_ID", "sq0idp-" + rs(B64U, 22)),
        ("Braintree tokenization key", "VITE_BRAINTREE_TOKENIZATION_KEY", f"production_{rs(LOWNUM, 8)}_{rs(LOWNUM, 16)}"),
        ("Web Push VAPID public key", "NEXT_PUBLIC_VAPID_PUBLIC_KEY", b64u(b"\x04" + rbytes(64))),
        ("OneSignal app ID", "NEXT_PUBLIC_ONESIGNAL_APP_ID", uuid4()),
        ("Bugsnag browser API key", "VITE_BUGSNAG_API_KEY", hexs(32)),
    ]
    return pick(opts)


def c_pub_frontend_env(lang):
    what, var, val = pub_value()
    other = pick(["NEXT_PUBLIC_APP_URL=https://app." + domain(), "VITE_API_BASE=/api", "NEXT_PUBLIC_ENV=production"])
    body = f"{other}\n{var}={val}"
    if lang == "en":
        mc = f"The build warned that {var} is exposed to the browser and I wasn't sure that is OK:\n{body}"
        le = pick([f"The {what} is designed to ship in client code; access control is done server-side or by domain restrictions, not by hiding it.",
                   f"Only the NEXT_PUBLIC_/VITE_ prefixed value reaches the bundle; the {what} is the public half and the secret half stays in server env.",
                   f"The warning is informational; the vendor docs list the {what} as safe to expose."])
        ask = pick(["Is the domain restriction configured for production?", ""])
    else:
        mc = f"빌드 시 {jo(var, '이/가')} 브라우저에 노출된다는 경고가 떠서 괜찮은지 확신이 없었음:\n{body}"
        le = pick([f"{jo(what, '은/는')} 원래 클라이언트 코드에 들어가는 값임. 권한 제어는 서버나 도메인 제한으로 하지 숨겨서 하는 게 아님.",
                   f"NEXT_PUBLIC_/VITE_ 접두사 값만 번들에 들어감. {jo(what, '은/는')} 공개용이고 짝이 되는 시크릿은 서버 환경변수에만 있음.",
                   f"경고는 참고용임. 벤더 문서에 {jo(what, '이/가')} 노출돼도 되는 값으로 나와 있음."])
        ask = pick(["운영 도메인 제한은 설정돼 있나요?", ""])
    return mk(f"clean: publishable key in frontend env ({what}) [publishable]", mc, le, ask)


def c_pub_html(lang):
    what, var, val = pub_value()
    body = pick([f'<script>\n  window.__CONFIG__ = {{ {camel(base_name(var))}: "{val}" }};\n</script>',
                 f'<div id="widget" data-key="{val}"></div>',
                 f"const client = init({{ key: '{val}', env: 'production' }});"])
    if lang == "en":
        mc = f"A security reviewer asked why a key is visible in the page source:\n{body}"
        le = f"It's the {what}; the vendor documents it as public. The matching secret lives only on the server."
        ask = pick(["Should we add a comment in the code so this doesn't get flagged again?", ""])
    else:
        mc = f"보안 검토에서 페이지 소스에 키가 보이는 이유를 물어봄:\n{body}"
        le = f"{what} 값이고 벤더 문서상 공개 값임. 짝이 되는 시크릿은 서버에만 있음."
        ask = pick(["다시 지적 안 받게 코드에 주석 달아둘까요?", ""])
    return mk(f"clean: publishable key in HTML/JS snippet ({what}) [publishable]", mc, le, ask)


def c_pub_firebase(lang):
    proj = f"{pick(PROJECTS)}-{rs(LOWNUM, 5)}"
    sender = rs(DIG, 12)
    cfg = (f"const firebaseConfig = {{\n  apiKey: \"AIzaSy{rs(ALNUM + '-_', 33)}\",\n  authDomain: \"{proj}.firebaseapp.com\",\n  projectId: \"{proj}\",\n"
           f"  storageBucket: \"{proj}.appspot.com\",\n  messagingSenderId: \"{sender}\",\n  appId: \"1:{sender}:web:{hexs(22)}\"\n}};")
    if lang == "en":
        mc = f"I thought the Firebase web config was a leaked secret:\n{cfg}"
        le = "Firebase documents the web apiKey as an identifier that is safe to ship; protection comes from Security Rules and App Check."
        ask = pick(["Are the Firestore rules locked down for production?", ""])
    else:
        mc = f"Firebase 웹 설정이 유출된 시크릿인 줄 알았음:\n{cfg}"
        le = "Firebase 문서상 웹 apiKey는 공개돼도 되는 식별자임. 보호는 Security Rules와 App Check로 함."
        ask = pick(["운영 Firestore 규칙은 잠겨 있나요?", ""])
    return mk("clean: Firebase web config [publishable]", mc, le, ask)


def c_pub_mobile(lang):
    what, var, val = pub_value(mobile=True)
    var = base_name(var)
    body = pick([f'<string name="{var.lower()}" translatable="false">{val}</string>',
                 f"<key>{''.join(w.capitalize() for w in var.lower().split('_'))}</key>\n<string>{val}</string>",
                 f'buildConfigField "String", "{var}", "\\"{val}\\""'])
    if lang == "en":
        mc = f"The mobile app bundles a key and the store review tool flagged it:\n{body}"
        le = f"It's the {what}, which is public by design; anything in an app binary is extractable anyway, so only public keys may go there."
        ask = pick(["Should we restrict it by bundle ID in the vendor console?", ""])
    else:
        mc = f"모바일 앱에 키가 번들돼 있어서 스토어 검수 도구가 지적함:\n{body}"
        le = f"{jo(what, '은/는')} 원래 공개용 값임. 앱 바이너리에 든 건 어차피 추출 가능하니 공개 키만 넣어야 함."
        ask = pick(["벤더 콘솔에서 번들 ID로 제한 걸어둘까요?", ""])
    return mk(f"clean: publishable key in mobile config ({what}) [publishable]", mc, le, ask)


def c_nginx_conf(lang):
    p = pick(PROJECTS)
    body = (f"server {{\n    listen 443 ssl http2;\n    server_name {p}.{domain()};\n    ssl_certificate     /etc/letsencrypt/live/{p}/fullchain.pem;\n"
            f"    ssl_certificate_key /etc/letsencrypt/live/{p}/privkey.pem;\n    location /api/ {{\n        proxy_pass http://127.0.0.1:{rint(3000, 9000)};\n"
            f"        proxy_set_header Authorization $http_authorization;\n    }}\n}}")
    if lang == "en":
        mc = f"Requests lost their Authorization header behind the proxy; config:\n{body}"
        le = "The header was dropped by an upstream load balancer, not nginx; nginx passes it through as configured."
        ask = pick(["Who owns the LB config?", ""])
    else:
        mc = f"프록시 뒤에서 Authorization 헤더가 사라짐. 설정:\n{body}"
        le = "헤더를 버린 건 nginx가 아니라 앞단 로드밸런서였음. nginx는 설정대로 전달함."
        ask = pick(["LB 설정은 누가 관리하나요?", ""])
    return mk("clean: nginx config without secrets", mc, le, ask)


def c_compose_vars(lang):
    body = ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ${POSTGRES_USER:-app}\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n"
            "    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt")
    if lang == "en":
        mc = f"`docker compose up` failed because a file was missing, and nobody told me compose uses file secrets:\n{body}"
        le = "Create ./secrets/pg_password.txt locally (git-ignored); the image reads POSTGRES_PASSWORD_FILE instead of a plain variable."
        ask = pick(["Can the setup script generate the local secret file?", ""])
    else:
        mc = f"파일이 없어서 `docker compose up`이 실패함. compose가 파일 시크릿을 쓰는 줄 몰랐음:\n{body}"
        le = "./secrets/pg_password.txt를 로컬에서 만들면 됨(gitignore됨). 이미지는 일반 변수 대신 POSTGRES_PASSWORD_FILE을 읽음."
        ask = pick(["셋업 스크립트가 로컬 시크릿 파일을 만들어 주게 할까요?", ""])
    return mk("clean: docker-compose with ${VAR} and file secrets", mc, le, ask)


def c_terraform_vars(lang):
    body = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\ndata "aws_secretsmanager_secret_version" "api" {\n'
            '  secret_id = "prod/api/token"\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}')
    if lang == "en":
        mc = f"terraform plan asked me for db_password interactively and I didn't know where it comes from:\n{body}"
        le = "CI sets TF_VAR_db_password from the secret store; locally, use the wrapper script that does the same."
        ask = pick(["Could the DB password be managed by RDS (manage_master_user_password) instead?", ""])
    else:
        mc = f"terraform plan이 db_password를 대화형으로 물어봤는데 값이 어디서 오는지 몰랐음:\n{body}"
        le = "CI는 시크릿 저장소에서 TF_VAR_db_password를 세팅함. 로컬은 같은 일을 하는 래퍼 스크립트 사용."
        ask = pick(["DB 비번을 RDS가 관리하게(manage_master_user_password) 바꿀까요?", ""])
    return mk("clean: Terraform sensitive variables and data sources", mc, le, ask)


def c_spring_placeholders(lang):
    body = ("spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\n"
            "  security:\n    oauth2:\n      client:\n        registration:\n          google:\n            client-secret: ${GOOGLE_CLIENT_SECRET}")
    if lang == "en":
        mc = f"The app failed with 'Could not resolve placeholder DB_PASSWORD'; application.yml:\n{body}"
        le = "Spring resolves ${...} from env vars or other property sources; pass them with the run configuration, nothing is hard-coded."
        ask = pick(["Should local profiles have defaults for these?", ""])
    else:
        mc = f"'Could not resolve placeholder DB_PASSWORD'로 앱이 안 뜸. application.yml:\n{body}"
        le = "스프링은 ${...}를 환경변수나 다른 프로퍼티 소스에서 채움. 실행 설정으로 넘겨야 하고 하드코딩된 값은 없음."
        ask = pick(["로컬 프로필에 기본값을 둘까요?", ""])
    return mk("clean: Spring ${...} placeholders", mc, le, ask)


def c_code_hashing(lang):
    code = pick(["hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))",
                 "const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 });",
                 "if (!BCrypt.checkpw(candidate, user.getPasswordHash())) throw new BadCredentialsException(\"invalid\");",
                 "ph = PasswordHasher(time_cost=3, memory_cost=65536, parallelism=4)\nph.verify(stored_hash, password)"])
    if lang == "en":
        mc = f"Login got slow after a dependency bump; the hashing call is:\n{code}"
        le = "The cost parameter was raised by the new default; set it explicitly and rehash on next login."
        ask = pick(["What login latency budget should hashing fit into?", ""])
    else:
        mc = f"의존성 업데이트 후 로그인이 느려짐. 해싱 호출 부분:\n{code}"
        le = "새 기본값이 cost를 올린 것. 명시적으로 지정하고 다음 로그인 때 재해싱하도록 함."
        ask = pick(["로그인 지연 허용치가 얼마인가요?", ""])
    return mk("clean: password hashing code", mc, le, ask)


def c_code_middleware(lang):
    code = pick(["def require_token(request):\n    token = request.headers.get(\"Authorization\", \"\").removeprefix(\"Bearer \")\n    if not token:\n        raise Unauthorized(\"missing bearer token\")\n    return verify_jwt(token, audience=settings.API_AUDIENCE)",
                 "app.use((req, res, next) => {\n  const apiKey = req.get('x-api-key');\n  if (!apiKey || !timingSafeEqual(hash(apiKey), storedHash)) return res.sendStatus(401);\n  next();\n});"])
    if lang == "en":
        mc = f"Requests from the new client got 401; the auth middleware is:\n{code}"
        le = "The new client sent the key in a query parameter; only the header is checked, by design."
        ask = pick(["Should we document the header name in the OpenAPI spec?", ""])
    else:
        mc = f"새 클라이언트 요청이 401을 받음. 인증 미들웨어:\n{code}"
        le = "새 클라이언트가 키를 쿼리 파라미터로 보냈음. 헤더만 검사하는 게 의도된 동작."
        ask = pick(["OpenAPI 스펙에 헤더 이름을 명시할까요?", ""])
    return mk("clean: auth middleware code", mc, le, ask)


def c_masked_logs(lang):
    body = pick([f'Started POST "/users/sign_in" for {ip4(False)}\nParameters: {{"user"=>{{"email"=>"[FILTERED]", "password"=>"[FILTERED]"}}, "commit"=>"Log in"}}',
                 f"Run docker login ghcr.io -u {pick(EN_FIRST)} --password-stdin\n  env:\n    TOKEN: ***\nLogin Succeeded",
                 f'{date_str()} INFO request method=POST path=/oauth/token status=200 client_id={rs(ALNUM, 20)} grant_type=client_credentials secret=<redacted> dur={rint(10, 400)}ms'])
    if lang == "en":
        mc = f"I needed to know whether the login request reached the server; the log shows:\n{body}"
        le = "The request arrived and secrets are already filtered by the framework; the failure is after authentication."
        ask = pick(["Is request logging enabled in prod?", ""])
    else:
        mc = f"로그인 요청이 서버까지 왔는지 확인이 필요했음. 로그:\n{body}"
        le = "요청은 도착했고 비밀 값은 프레임워크가 이미 필터링함. 실패는 인증 이후 단계."
        ask = pick(["운영에도 요청 로그가 켜져 있나요?", ""])
    return mk("clean: logs with filtered/masked secrets", mc, le, ask)


def c_secret_fetch_cmds(lang):
    p = pick(PROJECTS)
    cmd = pick([f"kubectl -n {pick(ENVS)} get secret {p}-db -o jsonpath='{{.data.password}}' | base64 -d > /tmp/pw && chmod 600 /tmp/pw",
                f"aws secretsmanager get-secret-value --secret-id {p}/prod/api --query SecretString --output text | jq -r .token > .token",
                f"export DB_PASSWORD=\"$(vault kv get -field=password secret/{p}/prod/db)\"",
                f"op read \"op://Engineering/{p} prod/password\" | docker login ghcr.io -u ci --password-stdin",
                f"gh secret set NPM_TOKEN < ~/.secrets/npm_token"])
    if lang == "en":
        mc = f"I didn't know how to get the credential onto the box without pasting it. The team uses:\n{cmd}"
        le = pick(["The value never touches the terminal output or shell history this way; clean up temp files afterwards.",
                   "Access is logged per read, so use your own identity rather than a shared one when running it.",
                   "The command fails without the right role, which is the point: ask for the role, not for the value."])
        ask = pick(["Can this be wrapped in a make target?", ""])
    else:
        mc = f"값을 붙여넣지 않고 서버에 인증 정보를 넣는 방법을 몰랐음. 팀은 이렇게 함:\n{cmd}"
        le = pick(["이러면 값이 터미널 출력이나 셸 히스토리에 안 남음. 임시 파일은 끝나고 삭제.",
                   "읽을 때마다 접근 로그가 남으니 공용 계정 말고 본인 계정으로 실행할 것.",
                   "권한이 없으면 명령이 실패하는데 그게 의도임. 값을 달라고 하지 말고 롤을 요청할 것."])
        ask = pick(["make 타깃으로 감싸둘까요?", ""])
    return mk("clean: commands that fetch secrets without printing them", mc, le, ask)


def c_keygen_cmds(lang):
    cmd = pick(["ssh-keygen -t ed25519 -C \"deploy@" + pick(PROJECTS) + "\" -f ./deploy_key -N ''",
                "openssl rand -base64 32", "openssl req -x509 -newkey rsa:4096 -nodes -keyout key.pem -out cert.pem -days 365 -subj \"/CN=localhost\"",
                "python -c 'import secrets; print(secrets.token_urlsafe(32))'", "wg genkey | tee private.key | wg pubkey > public.key",
                "age-keygen -o key.txt", "gpg --quick-generate-key 'Release Bot <release@example.com>' ed25519 sign 2y"])
    if lang == "en":
        mc = f"I didn't know the team generates these locally instead of requesting them. The command used:\n{cmd}"
        le = "Generate on the machine that will use the key and only move the public half; the output itself is never pasted anywhere."
        ask = pick(["Is there a standard key type/size we should use?", ""])
    else:
        mc = f"팀이 이런 키를 요청하지 않고 로컬에서 직접 만든다는 걸 몰랐음. 사용 명령어:\n{cmd}"
        le = "키를 쓸 머신에서 직접 만들고 공개 부분만 옮길 것. 출력값 자체는 어디에도 붙여넣지 않음."
        ask = pick(["정해진 키 종류/길이가 있나요?", ""])
    return mk("clean: key generation commands (no output)", mc, le, ask)


def c_env_table(lang):
    rows = R.sample([("DATABASE_URL", "Vault secret/app/db"), ("STRIPE_SECRET_KEY", "Doppler prd config"), ("SENTRY_DSN", "repo .env (public)"),
                     ("OPENAI_API_KEY", "1Password > Engineering"), ("JWT_SECRET", "AWS Secrets Manager"), ("SLACK_BOT_TOKEN", "GitHub Actions secrets"),
                     ("REDIS_URL", "Terraform output"), ("GOOGLE_CLIENT_SECRET", "GCP Secret Manager")], 4)
    table = "| variable | source | rotated |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {pick(['quarterly', 'on leak', 'yearly', 'never'])} |" for a, b in rows)
    if lang == "en":
        mc = f"Nobody told me where each variable comes from. The platform doc has this table:\n{table}"
        le = "Never copy values into .env files in the repo; each source has its own access request process."
        ask = pick(["Can this table live in the repo README?", ""])
    else:
        mc = f"각 변수가 어디서 오는지 아무도 안 알려줌. 플랫폼 문서의 표:\n{table}"
        le = "값을 레포 .env에 복사하지 말 것. 소스마다 접근 요청 절차가 따로 있음."
        ask = pick(["이 표를 레포 README에 둘까요?", ""])
    return mk("clean: table of variable names and their sources", mc, le, ask)


def c_chat_where(lang):
    t = f"{rint(9, 18)}:{rint(0, 59):02d}"
    if lang == "en":
        a, b = R.sample(EN_NAMES, 2)
        chat = (f"[{t}] {a}: where's the staging db password?\n[{t}] {b}: vault, secret/{pick(PROJECTS)}/staging/db\n[{t}] {b}: don't paste it here pls\n"
                f"[{t}] {a}: got it, I have read access")
        mc = f"I didn't know where staging credentials live. From the team channel:\n{chat}"
        le = "Staging credentials are in Vault under the project path; request read access through the access portal."
        ask = pick(["Can agents get a read-only Vault role?", ""])
    else:
        a, b = R.sample(KO_NAMES, 2)
        chat = (f"[{t}] {a}: 스테이징 DB 비번 어디 있어요?\n[{t}] {b}: 볼트 secret/{pick(PROJECTS)}/staging/db 보세요\n[{t}] {b}: 여기 붙이지는 마시고요 ㅎㅎ\n"
                f"[{t}] {a}: 넵 읽기 권한 있네요")
        mc = f"스테이징 인증 정보 위치를 몰랐음. 팀 채널 대화:\n{chat}"
        le = "스테이징 인증 정보는 볼트의 프로젝트 경로에 있음. 접근 포털에서 읽기 권한 요청."
        ask = pick(["에이전트용 읽기 전용 볼트 롤이 있을까요?", ""])
    return mk("clean: chat about where a secret lives (no value)", mc, le, ask)


def c_versions(lang):
    body = pick([f"v{semver()}-{rint(1, 40)}-g{short_sha()}", f"{semver()}-rc.{rint(1, 5)}+build.{rint(100, 9999)}",
                 f"versionCode {rint(100, 99999)} / versionName \"{semver()}\"", f"node {rint(18, 22)}.{rint(0, 15)}.{rint(0, 9)}, pnpm {rint(8, 9)}.{rint(0, 15)}.{rint(0, 5)}",
                 f"openssl {pick(['3.0.13', '3.2.1', '1.1.1w'])}  {rint(1, 28)} {pick(['Jan', 'Mar', 'Jun', 'Oct'])} 2024"])
    if lang == "en":
        mc = f"The crash only happened on one build and I didn't know how to read the version string: {body}"
        le = "The suffix after -g is the short commit hash; checking that commit out reproduced the crash."
        ask = pick(["Can the version be shown in the app's about screen?", ""])
    else:
        mc = f"특정 빌드에서만 크래시가 났고 버전 문자열 읽는 법을 몰랐음: {body}"
        le = "-g 뒤는 짧은 커밋 해시라 그 커밋을 체크아웃하니 재현됨."
        ask = pick(["앱 정보 화면에 버전을 표시할까요?", ""])
    return mk("clean: version / build strings", mc, le, ask)


def c_network(lang):
    body = pick([f"{ip4()}/24 via {ip4()} dev eth0", f"MAC {':'.join(rs(HEX, 2) for _ in range(6))} got {ip4()} from DHCP",
                 f"fd{hexs(2)}:{hexs(4)}:{hexs(4)}::{hexs(4)}/64", f"listen 0.0.0.0:{rint(1024, 65000)}, upstream {ip4()}:{rint(1024, 65000)}"])
    if lang == "en":
        mc = f"I didn't know the service is only reachable on the internal range: {body}"
        le = "Access goes through the VPN; the security group allows only the internal CIDR."
        ask = pick(["Is there a public health endpoint?", ""])
    else:
        mc = f"서비스가 내부 대역에서만 접근된다는 걸 몰랐음: {body}"
        le = "VPN을 거쳐야 하고 보안 그룹은 내부 CIDR만 허용함."
        ask = pick(["외부에서 볼 수 있는 헬스 체크가 있나요?", ""])
    return mk("clean: IPs, MACs, CIDRs", mc, le, ask)


def c_nlp_tokens(lang):
    body = pick([f"max_tokens={pick([256, 1024, 4096, 8192])}, prompt_tokens={rint(500, 90000)}, completion_tokens={rint(10, 4000)}",
                 f"input_ids: [101, {rint(1000, 30000)}, {rint(1000, 30000)}, {rint(1000, 30000)}, 102]",
                 f"tiktoken.get_encoding(\"o200k_base\") -> {rint(100, 5000)} tokens", "token_type_ids all zero for single-sentence input"])
    if lang == "en":
        mc = f"Responses were cut off and I didn't know the token limits in the pipeline: {body}"
        le = "The summarizer truncates at the model's context window; chunk by token count, not characters."
        ask = pick(["Which model's tokenizer should the chunker use?", ""])
    else:
        mc = f"응답이 잘렸는데 파이프라인의 토큰 한도를 몰랐음: {body}"
        le = "요약기가 모델 컨텍스트 길이에서 자름. 글자 수 말고 토큰 수로 청크를 나눌 것."
        ask = pick(["청커는 어떤 모델 토크나이저를 써야 하나요?", ""])
    return mk("clean: 'token' in the LLM/NLP sense", mc, le, ask)


def c_key_other_senses(lang):
    body = pick([f"duplicate key value violates unique constraint \"orders_pkey\"\nDETAIL:  Key (id)=({rint(1000, 999999)}) already exists.",
                 "Warning: Each child in a list should have a unique \"key\" prop.",
                 f"s3://{company()}-exports/{date_str()}/part-{rint(0, 99):05d}-{uuid4()}.parquet",
                 f"redis> TTL session:{pick(['cart', 'rate', 'lock'])}:{pick(PROJECTS)}",
                 "i18n key auth.password.tooShort missing in ko.json",
                 "Press Ctrl+Shift+P, then type 'Preferences: Open Keyboard Shortcuts'"])
    if lang == "en":
        mc = f"I misread 'key' in this message as a credential problem: {body}"
        le = "It's a different kind of key (DB constraint / React prop / object path / i18n / keyboard); nothing to do with auth."
        ask = ""
    else:
        mc = f"이 메시지의 'key'를 인증 문제로 잘못 읽음: {body}"
        le = "DB 제약, React prop, 오브젝트 경로, i18n, 단축키 같은 다른 의미의 key였음. 인증과 무관."
        ask = ""
    return mk("clean: 'key' in non-credential senses", mc, le, ask)


def c_secret_names(lang):
    body = pick(["secretName: " + pick(PROJECTS) + "-tls   # cert-manager writes tls.crt/tls.key here",
                 "kubectl get secrets -n prod\nNAME                 TYPE                                  DATA   AGE\napi-env              Opaque                                6      41d\nregistry-pull        kubernetes.io/dockerconfigjson        1      300d",
                 "Repository secrets: AWS_ROLE_ARN, NPM_TOKEN, SLACK_WEBHOOK_URL (values hidden)"])
    if lang == "en":
        mc = f"I didn't know which secrets exist for the service:\n{body}"
        le = "Names are enough to wire things up; values are never needed to edit manifests."
        ask = pick(["Is there a naming convention for new secrets?", ""])
    else:
        mc = f"서비스에 어떤 시크릿이 있는지 몰랐음:\n{body}"
        le = "매니페스트 수정엔 이름만 있으면 되고 값은 필요 없음."
        ask = pick(["새 시크릿 이름 규칙이 있나요?", ""])
    return mk("clean: secret names without values", mc, le, ask)


def c_openapi(lang):
    body = ("components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n"
            "  schemas:\n    Login:\n      type: object\n      properties:\n        password:\n          type: string\n          format: password\n          minLength: 12")
    if lang == "en":
        mc = f"The generated client didn't send auth and I didn't know the spec defines it globally:\n{body}"
        le = "The generator needs `security: [bearerAuth: []]` at the root to attach the header to every call."
        ask = pick(["Should the spec mark public endpoints with `security: []`?", ""])
    else:
        mc = f"생성된 클라이언트가 인증 헤더를 안 보냈는데 스펙이 전역으로 정의하는 걸 몰랐음:\n{body}"
        le = "루트에 `security: [bearerAuth: []]`가 있어야 제너레이터가 모든 호출에 헤더를 붙임."
        ask = pick(["공개 엔드포인트는 `security: []`로 표시할까요?", ""])
    return mk("clean: OpenAPI security scheme / password schema", mc, le, ask)


def c_login_form(lang):
    body = ('<form method="post" action="/login">\n  <input type="email" name="email" autocomplete="username">\n'
            '  <input type="password" name="password" autocomplete="current-password" minlength="12">\n  <input type="hidden" name="_csrf" value="{{ csrf_token }}">\n</form>')
    p = pick(PROJECTS)
    if lang == "en":
        mc = pick([f"Password managers didn't autofill the new {p} login page:\n{body}", f"The {p} login form failed an accessibility audit; the markup:\n{body}"])
        le = "The old markup lacked autocomplete attributes; with username/current-password they autofill correctly."
        ask = ""
    else:
        mc = pick([f"{p} 새 로그인 페이지에서 비밀번호 관리자가 자동 완성을 못 함:\n{body}", f"{p} 로그인 폼이 접근성 점검에서 지적받음. 마크업:\n{body}"])
        le = "예전 마크업엔 autocomplete 속성이 없었음. username/current-password를 주니 정상 동작."
        ask = ""
    return mk("clean: HTML login form markup", mc, le, ask)


def c_dynamo_pksk(lang):
    body = json.dumps({"pk": f"CUSTOMER#{uuid4()}", "sk": f"ORDER#{date_str()}#{rs(UPNUM, 8)}", "gsi1pk": f"STATUS#{pick(['PAID', 'PENDING'])}",
                       "gsi1sk": f"{date_str()}T{time_str()}Z"}, indent=1)
    if lang == "en":
        mc = f"Queries returned nothing and I didn't know the single-table key design:\n{body}"
        le = "sk is the sort key (not a secret key); query with begins_with(sk, 'ORDER#')."
        ask = pick(["Is there a doc with all access patterns?", ""])
    else:
        mc = f"쿼리 결과가 비었는데 싱글 테이블 키 설계를 몰랐음:\n{body}"
        le = "sk는 정렬 키(sort key)지 시크릿 키가 아님. begins_with(sk, 'ORDER#')로 조회."
        ask = pick(["접근 패턴 정리 문서가 있나요?", ""])
    return mk("clean: DynamoDB pk/sk item", mc, le, ask)


def c_hexdump(lang):
    lines = "\n".join(f"{i * 16:08x}  " + " ".join(hexs(2) for _ in range(16)) for i in range(3))
    if lang == "en":
        mc = f"The parser failed on an uploaded file; first bytes:\n{lines}"
        le = "The file has a UTF-8 BOM and CRLF line endings; strip the BOM before parsing."
        ask = ""
    else:
        mc = f"업로드된 파일에서 파서가 실패함. 앞부분 바이트:\n{lines}"
        le = "파일에 UTF-8 BOM과 CRLF가 있었음. 파싱 전에 BOM 제거."
        ask = ""
    return mk("clean: hex dump", mc, le, ask)


def c_asset_hashes(lang):
    body = "\n".join(f"dist/assets/{n}-{rs(B64U, 8)}.{e}  {rint(1, 400)}.{rint(0, 99)} kB" for n, e in [("index", "js"), ("vendor", "js"), ("index", "css")])
    if lang == "en":
        mc = f"After deploy, users got a blank page; the build output was:\n{body}"
        le = "index.html was cached by the CDN while the hashed assets changed; set no-cache on index.html."
        ask = pick(["Who manages the CDN cache rules?", ""])
    else:
        mc = f"배포 후 사용자에게 빈 화면이 뜸. 빌드 결과:\n{body}"
        le = "해시된 에셋은 바뀌었는데 index.html이 CDN에 캐시돼 있었음. index.html에 no-cache 설정."
        ask = pick(["CDN 캐시 규칙은 누가 관리하나요?", ""])
    return mk("clean: hashed asset filenames", mc, le, ask)


def c_test_cards(lang):
    p = pick(PROJECTS)
    if lang == "en":
        mc = pick([f"QA asked which card numbers work in the {p} sandbox checkout.", f"The {p} e2e suite needs card numbers that trigger declines, and I didn't know them.",
                   f"I wasn't sure whether the card numbers in the {p} test fixtures were real customer data."])
        le = "Stripe's documented test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), any future expiry and any CVC. They only work with test-mode keys."
        ask = ""
    else:
        mc = pick([f"QA에서 {p} 샌드박스 결제에 어떤 카드 번호를 쓰면 되는지 물어봄.", f"{p} E2E에서 거절 케이스를 만들 카드 번호를 몰랐음.",
                   f"{p} 테스트 픽스처의 카드 번호가 실제 고객 데이터인지 확신이 없었음."])
        le = "Stripe 문서의 테스트 카드: 4242 4242 4242 4242(성공), 4000 0000 0000 9995(잔액 부족). 만료일은 미래 아무 날짜, CVC 아무 값. 테스트 모드 키에서만 동작."
        ask = ""
    return mk("clean: documented test card numbers", mc, le, ask)


def c_webhook_sig(lang):
    hdr = pick([f"Stripe-Signature: t={now_ts()},v1={sha256()}", f"X-Hub-Signature-256: sha256={sha256()}",
                f"X-Slack-Request-Timestamp: {now_ts()}\nX-Slack-Signature: v0={sha256()}"])
    if lang == "en":
        mc = f"Webhook verification failed in staging; the request carried:\n{hdr}"
        le = "The signature header isn't a secret, it's an HMAC of one payload; verification failed because the raw body was re-serialized by the JSON middleware before checking."
        ask = pick(["Can the webhook route skip the JSON body parser?", ""])
    else:
        mc = f"스테이징에서 웹훅 검증이 실패함. 요청 헤더:\n{hdr}"
        le = "서명 값 자체는 비밀이 아님. JSON 미들웨어가 검증 전에 raw body를 다시 직렬화해서 실패한 것."
        ask = pick(["웹훅 라우트는 JSON 바디 파서를 건너뛰게 할까요?", ""])
    return mk("clean: webhook signature header", mc, le, ask)


def c_pw_reset_flow(lang):
    p = pick(PROJECTS)
    if lang == "en":
        mc = pick([f"I didn't know how password reset works in {p} and assumed the reset token is stored in plain text.",
                   f"A user said the {p} reset link 'expired immediately'; I didn't know the token rules."])
        le = "Reset tokens are 32 random bytes sent by email; only their SHA-256 is stored, with a 30-minute expiry and single use."
        ask = pick(["Should reset invalidate existing sessions?", ""])
    else:
        mc = pick([f"{p} 비밀번호 재설정 방식을 몰라서 재설정 토큰이 평문으로 저장되는 줄 알았음.",
                   f"{p} 재설정 링크가 '바로 만료된다'는 문의가 왔는데 토큰 규칙을 몰랐음."])
        le = "재설정 토큰은 32바이트 난수를 메일로 보내고 DB에는 SHA-256만 저장함. 30분 만료, 1회용."
        ask = pick(["재설정하면 기존 세션도 끊어야 할까요?", ""])
    return mk("clean: password reset flow described", mc, le, ask)


def c_csp(lang):
    body = f"Content-Security-Policy: script-src 'self' 'nonce-{b64(rbytes(16))}' 'sha256-{b64(rbytes(32))}'; object-src 'none'"
    if lang == "en":
        mc = f"An inline script was blocked in production:\n{body}"
        le = "The nonce is generated per response; the inline script must carry the same nonce attribute or be moved to a file."
        ask = ""
    else:
        mc = f"운영에서 인라인 스크립트가 차단됨:\n{body}"
        le = "nonce는 응답마다 새로 만들어짐. 인라인 스크립트에 같은 nonce 속성을 붙이거나 파일로 빼야 함."
        ask = ""
    return mk("clean: CSP header with nonce and hashes", mc, le, ask)


def c_lfs_pointer(lang):
    body = f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256()}\nsize {rint(10000, 90000000)}"
    if lang == "en":
        mc = f"The model file in the checkout was tiny text instead of binary:\n{body}"
        le = "It's a Git LFS pointer; run `git lfs pull` (CI needs lfs: true in checkout)."
        ask = ""
    else:
        mc = f"체크아웃한 모델 파일이 바이너리가 아니라 작은 텍스트였음:\n{body}"
        le = "Git LFS 포인터 파일임. `git lfs pull` 필요하고 CI는 checkout에 lfs: true 추가."
        ask = ""
    return mk("clean: Git LFS pointer", mc, le, ask)


def c_tf_plan_sensitive(lang):
    body = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "' + pick(PROJECTS) + '-prod"\n'
            '      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }')
    if lang == "en":
        mc = f"The plan showed a change I didn't expect:\n{body}"
        le = "The password diff appears whenever the random_password resource is replaced; it was replaced because its keepers changed."
        ask = pick(["Should keepers be removed from random_password?", ""])
    else:
        mc = f"plan에 예상 못 한 변경이 보임:\n{body}"
        le = "random_password 리소스가 교체될 때마다 password 변경이 나옴. keepers가 바뀌어서 교체된 것."
        ask = pick(["random_password의 keepers를 빼는 게 좋을까요?", ""])
    return mk("clean: terraform plan with (sensitive value)", mc, le, ask)


def c_describe_secret(lang):
    body = f"Name:         {pick(PROJECTS)}-db\nNamespace:    {pick(ENVS)}\nType:  Opaque\n\nData\n====\npassword:  {rint(12, 40)} bytes\nusername:  {rint(3, 12)} bytes"
    if lang == "en":
        mc = f"I needed to confirm the Secret exists and has the right keys:\n{body}"
        le = "`kubectl describe` only shows sizes, which is enough to check the keys; don't use -o yaml in shared terminals."
        ask = ""
    else:
        mc = f"Secret이 있고 키가 맞는지 확인해야 했음:\n{body}"
        le = "`kubectl describe`는 크기만 보여줘서 키 확인엔 충분함. 공용 터미널에서 -o yaml은 쓰지 말 것."
        ask = ""
    return mk("clean: kubectl describe secret (sizes only)", mc, le, ask)


def c_argon_params(lang):
    body = pick(["$argon2id$v=19$m=65536,t=3,p=4$", "bcrypt cost 12 (about 250 ms on the API nodes)", "PBKDF2-HMAC-SHA256, 600000 iterations, 16-byte salt"])
    if lang == "en":
        mc = f"I didn't know the current hashing parameters: {body}"
        le = "Parameters are encoded in each stored hash, so old hashes still verify after we raise them."
        ask = ""
    else:
        mc = f"현재 해싱 파라미터를 몰랐음: {body}"
        le = "파라미터가 저장된 해시마다 들어 있어서 올려도 예전 해시는 계속 검증됨."
        ask = ""
    return mk("clean: password hashing parameters", mc, le, ask)


def c_random_ids(lang):
    crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    body = pick([f"ulid: 01{rs(crock, 24)}", f"ksuid: {rs(ALNUM, 27)}", f"nanoid: {rs(B64U, 21)}", f"cuid2: {rs(LOW, 1)}{rs(LOWNUM, 23)}",
                 f"idempotency-key: {uuid4()}", f"snowflake id: {rint(10 ** 18, 2 * 10 ** 18)}"])
    if lang == "en":
        mc = f"I couldn't find the record from the support ticket; the ID given was {body}"
        le = "Public IDs differ from internal primary keys; look them up via the public_id column."
        ask = pick(["Should support tools show both IDs?", ""])
    else:
        mc = f"CS 티켓의 레코드를 못 찾았음. 받은 ID: {body}"
        le = "공개 ID와 내부 PK가 다름. public_id 컬럼으로 조회해야 함."
        ask = pick(["CS 도구에 두 ID를 다 보여줄까요?", ""])
    return mk("clean: random-looking public IDs", mc, le, ask)


def c_cron_regex(lang):
    body = pick(["0 3 * * 1-5  /opt/jobs/rotate-logs.sh", "*/5 * * * *", r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$",
                 r"(?i)(api[_-]?key|secret|token)\s*[:=]\s*\S+   # the scanner rule that flagged the config"])
    if lang == "en":
        mc = f"I misread this and assumed the wrong schedule/pattern: {body}"
        le = "Cron uses the server's timezone (UTC); regexes are matched case-insensitively by the linter."
        ask = ""
    else:
        mc = f"이걸 잘못 읽어서 스케줄/패턴을 오해함: {body}"
        le = "크론은 서버 시간대(UTC) 기준이고 린터는 정규식을 대소문자 무시로 매칭함."
        ask = ""
    return mk("clean: cron expressions and regexes", mc, le, ask)


def c_dockerfile_secret_mount(lang):
    body = pick([("# syntax=docker/dockerfile:1.7\nFROM node:20-alpine\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n"
                  "# build: docker build --secret id=npmrc,src=$HOME/.npmrc ."),
                 ("FROM python:3.12-slim\nRUN --mount=type=secret,id=pipconf,target=/etc/pip.conf pip install -r requirements.txt\n"
                  "# build: docker buildx build --secret id=pipconf,src=./pip.conf ."),
                 ("FROM golang:1.22\nRUN --mount=type=secret,id=gh_token GOPRIVATE=github.com/" + company() + " \\\n    git config --global url.\"https://x-access-token:$(cat /run/secrets/gh_token)@github.com/\".insteadOf \"https://github.com/\" && go mod download")])
    if lang == "en":
        mc = f"Private packages failed to install in the image build; the Dockerfile uses:\n{body}"
        le = "BuildKit secret mounts keep the token out of image layers; pass --secret in CI too."
        ask = ""
    else:
        mc = f"이미지 빌드에서 private 패키지 설치가 실패함. Dockerfile:\n{body}"
        le = "BuildKit 시크릿 마운트라 토큰이 이미지 레이어에 안 남음. CI에서도 --secret을 넘겨야 함."
        ask = ""
    return mk("clean: Dockerfile BuildKit secret mount", mc, le, ask)


def c_kubeconfig_exec(lang):
    ca = b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_pem_lines(2))).encode())[:160]
    body = (f"clusters:\n- cluster:\n    certificate-authority-data: {ca}...\n    server: https://{hexs(32).upper()}.gr7.{pick(REGIONS)}.eks.amazonaws.com\n"
            f"users:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, {pick(PROJECTS)}]")
    if lang == "en":
        mc = f"kubectl asked for credentials; I didn't know the kubeconfig uses an exec plugin:\n{body}"
        le = "The token is fetched per call via the AWS CLI; an expired SSO session is the usual cause. The CA data is the public cluster certificate."
        ask = ""
    else:
        mc = f"kubectl이 인증 정보를 요구함. kubeconfig가 exec 플러그인을 쓰는 줄 몰랐음:\n{body}"
        le = "토큰은 호출마다 AWS CLI로 받아옴. 보통 SSO 세션 만료가 원인. CA 데이터는 공개 클러스터 인증서."
        ask = ""
    return mk("clean: kubeconfig with exec plugin and CA data", mc, le, ask)


def c_aws_config_sso(lang):
    body = (f"[profile {pick(ENVS)}]\nsso_session = {company()}\nsso_account_id = {rs(DIG, 12)}\nsso_role_name = {pick(['Developer', 'ReadOnly', 'PowerUser'])}\nregion = {pick(REGIONS)}\n\n"
            f"[sso-session {company()}]\nsso_start_url = https://{company()}.awsapps.com/start\nsso_region = {pick(REGIONS)}")
    if lang == "en":
        mc = f"I looked for access keys but the team uses SSO only; ~/.aws/config:\n{body}"
        le = "Run `aws sso login --profile <name>`; there are no long-lived keys to configure."
        ask = ""
    else:
        mc = f"액세스 키를 찾았는데 팀은 SSO만 씀. ~/.aws/config:\n{body}"
        le = "`aws sso login --profile <이름>` 실행하면 됨. 장기 키는 설정할 게 없음."
        ask = ""
    return mk("clean: ~/.aws/config with SSO (no keys)", mc, le, ask)


def c_npmrc_ref(lang):
    body = pick(["//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@" + company() + ":registry=https://npm.pkg.github.com",
                 "[global]\nindex-url = https://pypi.org/simple\nextra-index-url = https://" + company() + ".jfrog.io/artifactory/api/pypi/pypi-local/simple\n# credentials come from keyring"])
    if lang == "en":
        mc = f"Installs failed with 401 on my machine; the committed config is:\n{body}"
        le = "The config only references an env var or keyring; set it in your shell or log in to the keyring once."
        ask = ""
    else:
        mc = f"내 PC에서 설치가 401로 실패함. 커밋된 설정:\n{body}"
        le = "설정엔 환경변수나 키링 참조만 있음. 셸에 변수를 세팅하거나 키링에 한 번 로그인하면 됨."
        ask = ""
    return mk("clean: package manager config with ${VAR} / keyring", mc, le, ask)


def c_scanner_report(lang):
    body = pick([f"Finding:     REDACTED\nSecret:      REDACTED\nRuleID:      {pick(['generic-api-key', 'aws-access-token', 'slack-bot-token'])}\nEntropy:     {rint(3, 5)}.{rint(10, 99)}\nFile:        {pick(['src/config.ts', 'scripts/deploy.sh'])}\nLine:        {rint(3, 300)}\nCommit:      {sha1()}",
                 f"GitHub secret scanning alert #{rint(1, 99)}: {pick(['Stripe API Key', 'Slack API Token', 'Google API Key'])} detected in {pick(['README.md', 'docs/setup.md'])} (commit {short_sha()}). State: revoked."])
    if lang == "en":
        mc = f"The pipeline failed on a secret scan and I didn't know the finding was old:\n{body}"
        le = "The credential was already revoked; the finding is in history. Mark it resolved with reason 'revoked', don't rewrite history."
        ask = ""
    else:
        mc = f"파이프라인이 시크릿 스캔에서 실패했는데 예전 탐지 건인 줄 몰랐음:\n{body}"
        le = "이미 폐기된 키이고 히스토리에 남은 것. 'revoked' 사유로 해결 처리하고 히스토리는 재작성 안 함."
        ask = ""
    return mk("clean: secret-scanner report with redacted values", mc, le, ask)


def c_mfa_talk(lang):
    acct = pick(["AWS root", "Apple developer", "Google Workspace super-admin", "domain registrar", "Cloudflare owner", "App Store Connect"])
    if lang == "en":
        mc = pick([f"I couldn't log in to the shared {acct} account because it has MFA and I didn't know who holds the device.",
                   f"The {acct} account asked for a second factor and nobody had told me how the team handles it."])
        le = "The TOTP seed and backup codes are in the ops vault item; the on-call engineer can read them. Nothing is stored in the repo."
        ask = pick(["Can the shared account be replaced by per-person roles?", ""])
    else:
        mc = pick([f"공용 {acct} 계정에 MFA가 걸려 있고 기기를 누가 갖고 있는지 몰라서 로그인 못 함.",
                   f"{acct} 계정이 2차 인증을 요구했는데 팀에서 어떻게 처리하는지 아무도 안 알려줌."])
        le = "TOTP 시드와 백업 코드는 운영 볼트 항목에 있고 온콜 담당자가 볼 수 있음. 레포엔 아무것도 없음."
        ask = pick(["공용 계정 대신 개인별 롤로 바꿀 수 있을까요?", ""])
    return mk("clean: MFA / backup codes discussed without values", mc, le, ask)


def c_azure_ids(lang):
    sub = uuid4()
    body = (f"/subscriptions/{sub}/resourceGroups/rg-{pick(PROJECTS)}-{pick(ENVS)}/providers/Microsoft.Web/sites/app-{pick(PROJECTS)}\n"
            f"tenantId: {uuid4()}\nclientId (managed identity): {uuid4()}")
    if lang == "en":
        mc = f"The app couldn't read Key Vault and I didn't know it uses a managed identity:\n{body}"
        le = "Grant the managed identity 'Key Vault Secrets User' on the vault; there is no client secret involved."
        ask = ""
    else:
        mc = f"앱이 Key Vault를 못 읽었는데 관리 ID를 쓰는 줄 몰랐음:\n{body}"
        le = "볼트에 관리 ID로 'Key Vault Secrets User' 권한을 주면 됨. 클라이언트 시크릿은 없음."
        ask = ""
    return mk("clean: Azure resource IDs / tenant and client IDs", mc, le, ask)


def c_sql_no_secret(lang):
    body = pick(["CREATE ROLE app_rw LOGIN PASSWORD :'app_password';   -- psql -v app_password=\"$(vault kv get -field=pw secret/db)\"",
                 "SELECT id, email FROM users WHERE password_hash IS NULL AND created_at > now() - interval '7 days';",
                 "ALTER TABLE users ADD COLUMN password_reset_token_hash bytea, ADD COLUMN password_reset_expires_at timestamptz;",
                 "GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO readonly;"])
    if lang == "en":
        mc = f"I needed to understand the migration before running it:\n{body}"
        le = "No credential is in the SQL; values, when needed, are passed as psql variables from the vault at run time."
        ask = ""
    else:
        mc = f"마이그레이션 실행 전에 내용을 이해해야 했음:\n{body}"
        le = "SQL에는 인증 정보가 없음. 필요한 값은 실행할 때 볼트에서 psql 변수로 넘김."
        ask = ""
    return mk("clean: SQL about users/passwords without values", mc, le, ask)


def c_headers_dump(lang):
    body = (f"HTTP/2 200\ncontent-type: application/json\netag: W/\"{hexs(16)}\"\nx-amz-cf-id: {rs(B64U, 56)}==\n"
            f"x-cache: Miss from cloudfront\nvia: 1.1 {hexs(32)}.cloudfront.net (CloudFront)")
    if lang == "en":
        mc = f"I wasn't sure whether the response came from cache:\n{body}"
        le = "x-cache says Miss; the ETag changes per deploy, so conditional requests don't help across releases."
        ask = ""
    else:
        mc = f"응답이 캐시에서 온 건지 확실하지 않았음:\n{body}"
        le = "x-cache가 Miss임. ETag가 배포마다 바뀌어서 릴리즈 간 조건부 요청은 효과 없음."
        ask = ""
    return mk("clean: HTTP response headers with opaque IDs", mc, le, ask)


def c_wifi_talk(lang):
    dev = pick(["Raspberry Pi", "ESP32 boards", "Android test phones", "label printer", "smart plugs"])
    if lang == "en":
        mc = pick([f"The {dev} couldn't join the office network and I didn't know there's a separate IoT SSID.",
                   f"I assumed the {dev} could use the guest Wi-Fi; it can't reach internal hosts from there."])
        le = "Devices must be registered by MAC on the IoT network in the IT portal; the guest Wi-Fi password is rotated weekly and shown on the lobby screen."
        ask = ""
    else:
        mc = pick([f"{dev} 기기가 사무실 망에 안 붙었는데 IoT 전용 SSID가 따로 있는 걸 몰랐음.",
                   f"{dev}를 게스트 와이파이에 붙이면 되는 줄 알았는데 거기선 내부 호스트에 접근이 안 됨."])
        le = "IoT 망은 IT 포털에서 MAC 등록해야 함. 게스트 와이파이 비번은 매주 바뀌고 로비 화면에 표시됨."
        ask = ""
    return mk("clean: Wi-Fi access discussed without a key", mc, le, ask)


def c_korean_hangul_text(lang):
    word = pick(KO_PW_WORDS)
    typed = hangul_to_qwerty(word)
    if lang == "en":
        mc = f"Search returned nothing for '{typed}'; I didn't know users often type Korean with the English layout active."
        le = f"'{typed}' is '{word}' typed on a QWERTY layout; the search now also tries the layout-converted query."
        ask = ""
    else:
        mc = f"'{typed}' 검색 결과가 없었는데 사용자가 영문 자판 상태로 한글을 치는 경우가 많다는 걸 몰랐음."
        le = f"'{typed}'는 '{word}'를 영타로 친 것. 검색에서 자판 변환한 쿼리도 같이 시도하도록 수정."
        ask = ""
    return mk("clean: Korean typed on an English layout (search query)", mc, le, ask)


def c_sentry_issue(lang):
    body = f"{pick(['TypeError', 'KeyError', 'NullPointerException'])}: {pick(['token', 'api_key', 'password'])} is undefined\n  issue: {pick(PROJECTS).upper()}-{rint(10, 999)}  event: {hexs(32)}  release: {short_sha()}"
    if lang == "en":
        mc = f"The error mentions a credential field and I assumed a leak:\n{body}"
        le = "It's a null-handling bug: the config object was read before it loaded. No value is logged."
        ask = ""
    else:
        mc = f"에러 메시지에 인증 필드 이름이 있어서 유출인 줄 알았음:\n{body}"
        le = "설정 객체를 로딩 전에 읽어서 생긴 null 처리 버그. 값은 로그에 안 남음."
        ask = ""
    return mk("clean: error mentioning a credential field name", mc, le, ask)


def c_keyword_values(lang):
    en_opts = [
        '"token_type": "Bearer",\n"expires_in": 3599,\n"scope": "repo read:org workflow"',
        "password_policy:\n  min_length: 12\n  require_symbol: true\n  history: 5\n  max_age_days: 90",
        "AUTH_TOKEN_TTL=900\nREFRESH_TOKEN_TTL=1209600\nSESSION_SECRET_FILE=/run/secrets/session\nKEY_ROTATION_DAYS=90",
        "api_key_header: X-API-Key\napi_key_prefix: live_\nsecret_ref: prod-db-credentials",
        "ssh_key_type: ed25519\ngpg_key_length: 4096\ntls_key_usage: digitalSignature,keyEncipherment",
        "PASSWORD_HASHERS = [\n    'django.contrib.auth.hashers.Argon2PasswordHasher',\n    'django.contrib.auth.hashers.PBKDF2PasswordHasher',\n]",
        "secrets:\n  provider: vault\n  mount: kv-v2\n  path_prefix: apps/" + pick(PROJECTS),
        "token: ${{ github.token }}   # the automatic GITHUB_TOKEN, scoped to this repo",
        "private_key_path: ~/.ssh/deploy_ed25519\npublic_key: from `ssh-keygen -y -f` at deploy time",
        "x-api-key: (see 1Password: \"" + pick(PROJECTS) + " partner\")",
    ]
    ko_opts = [
        "비밀번호: 최소 12자, 특수문자 1개 이상, 최근 5개 재사용 금지",
        "토큰 만료: access 15분 / refresh 14일",
        "키 길이: RSA 2048비트 → 3072비트로 상향 예정",
        "시크릿 이름: prod-db-credentials (값은 Vault에만 있음)",
        "비번 변경 주기: 90일, 만료 7일 전 메일 알림",
        "API 키 헤더명: X-API-Key (값은 파트너별로 따로 발급)",
        '"token_type": "Bearer",\n"expires_in": 3599,\n"scope": "profile_nickname account_email"',
        "인증서 비밀번호는 보안팀 금고에 보관. 요청은 보안팀 지라로.",
    ]
    if lang == "en":
        body = pick(en_opts)
        mc = f"I didn't know what these settings mean and thought one of them might be a credential:\n{body}"
        le = pick(["None of these are secrets: they name where secrets live or describe their shape and lifetime.",
                   "These are policy and wiring settings; the credentials themselves are injected at runtime.",
                   "Nothing here needs protecting; I only had to change the TTL value for the bug I was fixing."])
        ask = pick(["Is this documented anywhere central?", ""])
    else:
        body = pick(ko_opts + en_opts[:4])
        mc = f"이 설정들이 뭘 뜻하는지 몰라서 인증 정보가 섞인 줄 알았음:\n{body}"
        le = pick(["여기엔 비밀 값이 없음. 시크릿 위치나 형식, 만료 정책을 설명하는 값들임.",
                   "정책과 연결 설정일 뿐이고 실제 인증 정보는 런타임에 주입됨.",
                   "보호할 값은 없음. 고치던 버그 때문에 만료 시간 값만 바꾸면 됐음."])
        ask = pick(["이런 설정은 어디에 정리돼 있나요?", ""])
    return mk("clean: credential keywords next to non-secret values", mc, le, ask)


def c_token_response_redacted(lang):
    body = json.dumps({"access_token": pick(["<redacted>", "***", "REDACTED", "[hidden]"]), "token_type": "Bearer", "expires_in": pick([3600, 7199, 86400]),
                       "refresh_token": pick(["<redacted>", "***", "REDACTED"]), "scope": pick(["openid profile email offline_access", "read write", "talk_message"])}, indent=1)
    if lang == "en":
        mc = f"The refresh flow failed silently; the token response (values redacted by the logger) was:\n{body}"
        le = "No refresh_token is issued without offline_access in the scope; the log redaction is fine."
        ask = ""
    else:
        mc = f"리프레시 흐름이 조용히 실패함. 로거가 값을 가린 토큰 응답:\n{body}"
        le = "scope에 offline_access가 없으면 refresh_token이 안 나옴. 로그 마스킹은 정상."
        ask = ""
    return mk("clean: OAuth token response with redacted values", mc, le, ask)


def c_helm_checksum(lang):
    p = pick(PROJECTS)
    body = (f"spec:\n  template:\n    metadata:\n      annotations:\n        checksum/config: {sha256()}\n        checksum/secret: {sha256()}\n"
            f"    spec:\n      containers:\n        - name: {p}\n          envFrom:\n            - secretRef:\n                name: {p}-env")
    if lang == "en":
        mc = f"Pods restarted on every deploy even without code changes; the rendered chart has:\n{body}"
        le = pick(["checksum/secret is a hash of the rendered Secret manifest, so any value change rolls the pods; that's intended.",
                   "The annotation only stores a SHA-256 of the manifest, not the secret; the restarts came from a random value regenerated each render."])
        ask = pick(["Should the random value be pinned with lookup() so renders are stable?", ""])
    else:
        mc = f"코드 변경이 없어도 배포마다 파드가 재시작됨. 렌더링된 차트:\n{body}"
        le = pick(["checksum/secret은 렌더링된 Secret 매니페스트의 해시라 값이 바뀌면 파드가 롤링됨. 의도된 동작.",
                   "어노테이션엔 매니페스트의 SHA-256만 있고 시크릿 값은 없음. 재시작 원인은 렌더링마다 새로 만들어지는 랜덤 값이었음."])
        ask = pick(["lookup()으로 랜덤 값을 고정할까요?", ""])
    return mk("clean: Helm checksum/secret annotation", mc, le, ask)


def c_travis_secure(lang):
    body = pick([f"env:\n  global:\n    - secure: \"{b64(rbytes(256))}\"",
                 f"deploy:\n  provider: pages\n  github_token:\n    secure: \"{b64(rbytes(256))}\""])
    if lang == "en":
        mc = f"I thought the legacy .travis.yml contained a leaked token:\n{body}"
        le = "`secure:` values are encrypted with the repository's public key and can only be decrypted by the CI service; they are meant to be committed."
        ask = pick(["Can we delete the Travis config now that CI moved to GitHub Actions?", ""])
    else:
        mc = f"예전 .travis.yml에 토큰이 유출된 줄 알았음:\n{body}"
        le = "`secure:` 값은 레포 공개키로 암호화돼서 CI 서비스만 복호화 가능함. 커밋하라고 만든 형식."
        ask = pick(["CI를 GitHub Actions로 옮겼으니 Travis 설정은 지워도 될까요?", ""])
    return mk("clean: Travis CI encrypted secure: value", mc, le, ask)


def c_oidc_workflow(lang):
    acct = rs(DIG, 12)
    body = (f"permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n"
            f"      role-to-assume: arn:aws:iam::{acct}:role/gha-{pick(PROJECTS)}-deploy\n      aws-region: {pick(REGIONS)}")
    if lang == "en":
        mc = f"I looked for the AWS keys used by the deploy workflow and couldn't find any:\n{body}"
        le = "There are none: the job exchanges GitHub's OIDC token for short-lived credentials; the role trust policy limits it to the main branch."
        ask = pick(["Should preview branches get a separate read-only role?", ""])
    else:
        mc = f"배포 워크플로가 쓰는 AWS 키를 찾았는데 없었음:\n{body}"
        le = "키가 없는 게 맞음. GitHub OIDC 토큰을 단기 자격 증명으로 교환하고, 롤 신뢰 정책이 main 브랜치로 제한함."
        ask = pick(["프리뷰 브랜치용 읽기 전용 롤을 따로 둘까요?", ""])
    return mk("clean: GitHub Actions OIDC role (no keys)", mc, le, ask)


# ----------------------------------------------------------------------------------------------------------
# the plan
# ----------------------------------------------------------------------------------------------------------
SECRET_PLAN = [  # (builder, n_en, n_ko)
    (s_vendor, 37, 22), (s_vendor_multi, 8, 6), (s_cli_password, 8, 5), (s_prose_password, 3, 3),
    (s_split_sentences, 2, 2), (s_split_fields, 2, 2), (s_repeat_ask, 2, 1), (s_table_passwords, 2, 1),
    (s_chat_paste, 2, 2), (s_log_leak, 2, 1), (s_stacktrace, 2, 1), (s_diff_password, 2, 1), (s_conn_string, 6, 4),
    (s_basic_header, 2, 1), (s_bearer_jwt, 2, 1), (s_cookie, 2, 1), (s_sql_user, 2, 2), (s_private_key, 4, 2),
    (s_totp, 2, 1), (s_recovery_codes, 2, 1), (s_wifi, 2, 1), (s_door_code, 1, 1), (s_seed_phrase, 2, 1),
    (s_app_password, 2, 1), (s_dotfile, 4, 2), (s_k8s_b64_secret, 1, 1), (s_keystore, 1, 1), (s_korean_pw, 1, 4),
]

CLEAN_TEMPLATES = [  # (builder, weight): weight reflects how much internal variety the template has
    (c_env_refs, 3), (c_gha_secrets_ref, 2), (c_secret_store_refs, 3), (c_k8s_secretkeyref, 1), (c_sops, 2),
    (c_ansible_vault, 1), (c_sealed_secret, 1), (c_env_example, 2), (c_placeholders, 3), (c_masked, 3),
    (c_doc_examples, 3), (c_git_shas, 2), (c_docker_digest, 2), (c_lockfile_integrity, 2), (c_checksums, 2),
    (c_request_ids, 3), (c_aws_ids, 2), (c_sts_identity, 2), (c_cloudflare_ids, 2), (c_stripe_ids, 2), (c_chat_ids, 2),
    (c_oauth_client_id, 2), (c_user_ids, 2), (c_doc_urls, 2), (c_platform_ids, 2), (c_k8s_names, 2), (c_b64_cursor, 2),
    (c_data_uri, 1), (c_jwt_claims, 2), (c_ssh_pubkeys, 2), (c_known_hosts, 2), (c_gpg_fpr, 2), (c_cert_pem, 2),
    (c_jwks, 2), (c_wireguard_pub, 2), (c_age_recipients, 2), (c_chain_hashes, 2), (c_url_query, 2), (c_paths, 2),
    (c_git_remotes, 2), (c_cli_flags_prose, 3), (c_password_policy, 2), (c_auth_errors, 4), (c_rotation_talk, 3),
    (c_pub_frontend_env, 5), (c_pub_html, 4), (c_pub_firebase, 2), (c_pub_mobile, 3), (c_nginx_conf, 1),
    (c_compose_vars, 1), (c_terraform_vars, 1), (c_spring_placeholders, 1), (c_code_hashing, 2), (c_code_middleware, 1),
    (c_masked_logs, 2), (c_secret_fetch_cmds, 3), (c_keygen_cmds, 2), (c_env_table, 2), (c_chat_where, 2), (c_versions, 2),
    (c_network, 2), (c_nlp_tokens, 2), (c_key_other_senses, 3), (c_secret_names, 2), (c_openapi, 1), (c_login_form, 1),
    (c_dynamo_pksk, 2), (c_hexdump, 1), (c_asset_hashes, 2), (c_test_cards, 1), (c_webhook_sig, 2), (c_pw_reset_flow, 1),
    (c_csp, 1), (c_lfs_pointer, 1), (c_tf_plan_sensitive, 1), (c_describe_secret, 1), (c_argon_params, 1), (c_random_ids, 2),
    (c_cron_regex, 1), (c_dockerfile_secret_mount, 1), (c_kubeconfig_exec, 2), (c_aws_config_sso, 2), (c_npmrc_ref, 1),
    (c_scanner_report, 2), (c_mfa_talk, 1), (c_azure_ids, 2), (c_sql_no_secret, 1), (c_headers_dump, 2), (c_wifi_talk, 1),
    (c_korean_hangul_text, 2), (c_sentry_issue, 2), (c_keyword_values, 4), (c_token_response_redacted, 2),
    (c_helm_checksum, 2), (c_travis_secure, 1), (c_oidc_workflow, 2),
]


def allocate(total, weights):
    """Largest-remainder allocation of `total` over integer weights (deterministic, no randomness)."""
    s = sum(weights)
    raw = [total * w / s for w in weights]
    base = [int(x) for x in raw]
    rem = total - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in order[:rem]:
        base[i] += 1
    return base


# ----------------------------------------------------------------------------------------------------------
# validation (every FORMAT.txt rule)
# ----------------------------------------------------------------------------------------------------------
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")


def violations(note, kind):
    errs = []
    f = note["fields"]
    if list(f.keys()) != list(FIELD_KEYS):
        errs.append("field order")
    for k in FIELD_KEYS:
        if not isinstance(f[k], str):
            errs.append("type " + k)
    if not f["missing_context"] or not f["lesson"]:
        errs.append("empty field")
    if len(f["missing_context"].encode()) > 1024 or len(f["lesson"].encode()) > 1024:
        errs.append("field > 1024 bytes")
    if len(f["ask_next_time"].encode()) > 512:
        errs.append("ask_next_time > 512 bytes")
    secs = note["secrets"]
    if kind == "clean":
        if secs:
            errs.append("clean note with secrets")
        return errs
    if not secs:
        errs.append("secret note without secrets")
    if note["category"].endswith("[publishable]"):
        errs.append("publishable tag on a secret note")
    for s in secs:
        if len(s) < 8:
            errs.append(f"secret shorter than 8: {s!r}")
        if s != s.strip():
            errs.append("secret with surrounding whitespace")
        if not any(s in f[k] for k in FIELD_KEYS):
            errs.append(f"secret not verbatim in fields: {s[:20]!r}")
    for k in FIELD_KEYS:
        text = f[k]
        covered = [False] * len(text)
        for s in secs:
            i = text.find(s)
            while i >= 0:
                for j in range(i, i + len(s)):
                    covered[j] = True
                i = text.find(s, i + 1)
        for s in secs:
            for a in range(len(s) - 7):
                w = s[a:a + 8]
                i = text.find(w)
                while i >= 0:
                    if not all(covered[i:i + 8]):
                        errs.append(f"8-char window {w!r} of a secret occurs outside the secret in {k}")
                        break
                    i = text.find(w, i + 1)
    return errs


SEEN = {}
FALLOVERS = []
REJECTS = []


def note_key(n):
    return hashlib.sha256(json.dumps(n["fields"], ensure_ascii=False, sort_keys=True).encode()).hexdigest()


def build(fn, lang, kind, alternatives):
    tried = 0
    cur = fn
    while True:
        for _ in range(12):
            # usage counters and decks are restored when a draft is rejected, so a rejected draft does not use up
            # a vendor, a container or a deck variant (the RNG simply moves on)
            snap = (list(VENDOR_USE), dict(COMPANY_USE), dict(RENDER_USE), {k2: list(d) for k2, d in DECKS.items()},
                    dict(SDK_LANG_USE))
            n = cur(lang)
            errs = violations(n, kind)
            k = note_key(n)
            if not errs and k not in SEEN:
                SEEN[k] = True
                n["_template"] = cur.__name__
                return n
            VENDOR_USE[:] = snap[0]
            COMPANY_USE.clear()
            COMPANY_USE.update(snap[1])
            RENDER_USE.clear()
            RENDER_USE.update(snap[2])
            DECKS.clear()
            DECKS.update(snap[3])
            SDK_LANG_USE.clear()
            SDK_LANG_USE.update(snap[4])
            REJECTS.append((cur.__name__, lang, errs[:1] if errs else ["duplicate"]))
            tried += 1
        # a template with little variety ran out of distinct notes: fall over to the next one
        FALLOVERS.append((cur.__name__, lang, errs[:1]))
        idx = alternatives.index(cur)
        cur = alternatives[(idx + 1) % len(alternatives)]
        if tried > 400:
            raise RuntimeError(f"cannot build a valid note with {fn.__name__}: {errs}")


def main():
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v125.jsonl")
    notes = []
    secret_fns = [fn for fn, _, _ in SECRET_PLAN]
    assert sum(e for _, e, _ in SECRET_PLAN) == N_SECRET_EN and sum(k for _, _, k in SECRET_PLAN) == N_SECRET_KO
    slots = []
    for fn, ne, nk in SECRET_PLAN:
        slots += [(fn, "en", "secret")] * ne + [(fn, "ko", "secret")] * nk
    clean_fns = [fn for fn, _ in CLEAN_TEMPLATES]
    w = [wt for _, wt in CLEAN_TEMPLATES]
    for lang, total in (("en", N_CLEAN_EN), ("ko", N_CLEAN_KO)):
        for fn, c in zip(clean_fns, allocate(total, w)):
            slots += [(fn, lang, "clean")] * c
    R.shuffle(slots)   # interleave templates so the vendor deck and phrase draws are spread out
    for fn, lang, kind in slots:
        alts = secret_fns if kind == "secret" else clean_fns
        n = build(fn, lang, kind, alts)
        notes.append((lang, kind, n))

    R.shuffle(notes)
    rows = []
    for i, (lang, kind, n) in enumerate(notes, 1):
        rows.append({"id": f"gc{i:03d}", "lang": lang, "kind": kind, "category": n["category"],
                     "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"],
                     "_vendors": n.get("_vendors", []), "_template": n["_template"]})

    # ---------------- assertions over the whole set ----------------
    assert len(rows) == N_TOTAL
    cnt = {}
    for r in rows:
        cnt[(r["kind"], r["lang"])] = cnt.get((r["kind"], r["lang"]), 0) + 1
    assert cnt == {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO, ("clean", "en"): N_CLEAN_EN,
                   ("clean", "ko"): N_CLEAN_KO}, cnt
    ids = [r["id"] for r in rows]
    assert ids == [f"gc{i:03d}" for i in range(1, N_TOTAL + 1)] and len(dict.fromkeys(ids)) == N_TOTAL
    for r in rows:
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        assert not violations(r, r["kind"]), (r["id"], violations(r, r["kind"]))
        if r["kind"] == "clean":
            assert r["secrets"] == []
        pub = r["category"].endswith(" [publishable]")
        assert not (pub and r["kind"] == "secret")
        assert r["category"].count("[publishable]") == (1 if pub else 0)
    vendors = []
    for r in rows:
        for v in r["_vendors"]:
            if v not in vendors:
                vendors.append(v)
    assert len(vendors) >= 100, len(vendors)
    companies = []
    for v in vendors:
        c = v.split()[0]
        if c not in companies:
            companies.append(c)
    assert len(companies) >= 100, len(companies)
    clean_kinds = []
    for r in rows:
        if r["kind"] == "clean":
            k = r["category"].split(" (")[0].replace(" [publishable]", "")
            if k not in clean_kinds:
                clean_kinds.append(k)
    assert len(clean_kinds) >= 60, len(clean_kinds)
    assert len(dict.fromkeys(note_key(r) for r in rows)) == N_TOTAL

    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                   "fields": r["fields"], "secrets": r["secrets"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    # round-trip check of the written file
    with open(out_path, encoding="utf-8") as fh:
        back = [json.loads(line) for line in fh]
    assert len(back) == N_TOTAL
    for b, r in zip(back, rows):
        assert list(b.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(b["fields"].keys()) == list(FIELD_KEYS)
        assert b["fields"] == r["fields"] and b["secrets"] == r["secrets"]
    digest = hashlib.sha256(open(out_path, "rb").read()).hexdigest()
    print(f"wrote {out_path}")
    print(f"notes={len(rows)} secret_en={cnt[('secret', 'en')]} secret_ko={cnt[('secret', 'ko')]} "
          f"clean_en={cnt[('clean', 'en')]} clean_ko={cnt[('clean', 'ko')]}")
    print(f"vendor_entries_in_secret_notes={len(vendors)} vendor_companies={len(companies)} clean_kinds={len(clean_kinds)}")
    print(f"sha256={digest}")
    print(f"rejected drafts={len(REJECTS)} template fall-overs={len(FALLOVERS)}")
    if "--stats" in sys.argv:
        tc = {}
        for r in rows:
            key = (r["kind"], r["_template"])
            tc.setdefault(key, [0, 0])
            tc[key][0 if r["lang"] == "en" else 1] += 1
        for (kind, t), (e, k) in sorted(tc.items()):
            print(f"  template {kind:6s} {t:28s} en={e:3d} ko={k:3d}")
        labels = {}
        for r in rows:
            if r["_template"] in ("s_vendor", "s_vendor_multi"):
                lab = r["category"].rsplit(" (", 1)[0] if r["_template"] == "s_vendor" else r["category"].split(" (")[0]
                if lab.startswith("SDK constructor"):
                    lab = r["category"].split(") (")[0] + ")"
                labels[lab] = labels.get(lab, 0) + 1
        print("  containers:", len(labels))
        for lab in sorted(labels):
            print(f"    {labels[lab]:2d} {lab}")
        print("  vendors:", ", ".join(sorted(vendors, key=str.lower)))
    if "-v" in sys.argv:
        for x in REJECTS:
            print("  reject", x)
        for x in FALLOVERS:
            print("  fallover", x)


if __name__ == "__main__":
    main()
