#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v138.py -- generator of the blind evaluation set v138 for a
credential-redaction filter (memory notes of AI coding agents: missing_context /
lesson / ask_next_time, committed to a team repository).

Python 3 standard library only, no network, deterministic: a single
random.Random(138_2026_1128) drives every choice; no set iteration, no hash(),
so the output does not depend on PYTHONHASHSEED.

Layout of this file
  * helpers and encoders (base62/CRC32 checksums, base58check, bech32, DER, JWT, ...)
  * credential material: passwords of many styles (incl. Korean-keyboard and Hangul),
    PEM/OpenSSH keys, WireGuard/age/nostr/wallet keys, TOTP seeds, recovery codes
  * VENDORS: ~200 token formats of vendors/services, generated in their public shape
  * containers (.env, shell, YAML, JSON, TOML, INI, XML, properties, Terraform, CI,
    k8s, Dockerfile, MCP configs, curl, logs, chat, tables, SDK snippets, ...)
  * secret-note templates (vendor tokens + non-vendor credential templates)
  * clean-note kinds (CLEAN_KINDS), each written in English and in Korean
  * assembly: every note is checked against every rule of FORMAT.txt (check_note);
    a note that fails a rule or duplicates another note's text is redrawn
    (deterministically, from the same RNG stream).

Usage:  python3 make_blind_set_v138.py [output_path] [--verbose]
Default output: blind_set_v138.jsonl next to this script.
"""
import base64
import hashlib
import json
import os
import random
import sys
import zlib

SEED = 138_2026_1128
R = random.Random(SEED)

N_SECRET_EN, N_SECRET_KO = 108, 72
N_CLEAN_EN, N_CLEAN_KO = 324, 216
ID_PREFIX = "gp"

# ---------------------------------------------------------------- alphabets
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UPP = LOW.upper()
ALNUM = UPP + LOW + DIG
LALNUM = LOW + DIG
UALNUM = UPP + DIG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64A = UPP + LOW + DIG + "+/"
B64U = UPP + LOW + DIG + "-_"
B32 = UPP + "234567"
B62 = DIG + UPP + LOW
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


_LAST_IDX = [0]


def pick_idx(seq):
    """pick and remember the index, so a following pick_same() takes the matching item of a parallel list."""
    _LAST_IDX[0] = R.randrange(len(seq))
    return seq[_LAST_IDX[0]]


def pick_same(seq):
    return seq[_LAST_IDX[0]]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(s):
    return b64(s.encode())


def cjson(o):
    return json.dumps(o, separators=(",", ":"))


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def base62(n, width=0):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def crc_token(prefix, n=30):
    """GitHub / npm style: random base62 body + 6-char base62 CRC32 checksum."""
    body = rs(ALNUM, n)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def base58(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def base58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return base58(payload + chk)


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
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def bech32(hrp, data5):
    hx = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _bech_polymod(hx + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_bytes(hrp, b):
    return bech32(hrp, _convertbits(b, 8, 5))


def jwt(payload, header=None, siglen=32):
    header = header or {"alg": "HS256", "typ": "JWT"}
    return ".".join([b64url(cjson(header).encode()), b64url(cjson(payload).encode()),
                     b64url(rbytes(siglen))])


def epoch():
    return rint(1_704_067_200, 1_767_225_600)


def pct(s):
    """percent-encode the way people do for URL userinfo."""
    out = []
    for ch in s:
        if (ch.isascii() and ch.isalnum()) or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % c for c in ch.encode()))
    return "".join(out)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ---------------------------------------------------------------- names and places
KO_USERS = ["minsu", "jiwoo", "seoyeon", "hyunwoo", "jihoon", "soyeon", "dahye", "junho", "yuna",
            "taeyang", "eunji", "sungmin", "hana", "dongwook", "yerin", "kyungho"]
EN_USERS = ["alice", "mchen", "jlee", "priya", "tom.h", "dana", "rbrooks", "sam", "nguyen.k", "oscar",
            "lwright", "fatima", "ivan.p", "kate", "marco", "devon"]
ORGS = ["acme", "hanbit", "orbitlab", "minttea", "cloudnine", "paperkite", "saebyeok", "bluefin",
        "tidepool", "gureum", "northwind", "pebble", "haneul", "quokka", "sunbird", "mapleleaf"]
SERVICES = ["billing-api", "auth-service", "order-worker", "notif-svc", "search-indexer", "admin-web",
            "payments", "catalog", "reco-engine", "chat-gateway", "report-batch", "media-upload"]
ENVS_EN = ["staging", "production", "dev", "QA", "preview", "load-test"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "로컬", "프리뷰"]
STORES_EN = ["1Password", "AWS Secrets Manager", "Vault", "GitHub Actions secrets", "Doppler",
             "GCP Secret Manager", "Azure Key Vault", "the team's Bitwarden", "SOPS-encrypted files"]
STORES_KO = ["1Password", "AWS Secrets Manager", "Vault", "GitHub Actions secrets", "Doppler",
             "GCP Secret Manager", "사내 Bitwarden", "SOPS 암호화 파일"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-southeast-1", "us-west-2", "ap-northeast-1"]
TIMES = ["09:12", "10:41", "11:03", "13:37", "14:58", "16:20", "17:45", "22:08", "23:51"]


def times_sorted(n):
    idx = sorted(R.sample(range(len(TIMES)), n))
    return [TIMES[i] for i in idx]


def org():
    return pick(ORGS)


def user(lang="en"):
    return pick(KO_USERS) if lang == "ko" else pick(EN_USERS + KO_USERS[:6])


def ipv4_private():
    return pick([f"10.{rint(0, 255)}.{rint(0, 255)}.{rint(2, 254)}",
                 f"192.168.{rint(0, 31)}.{rint(2, 254)}",
                 f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(2, 254)}"])


def host(kind="db"):
    o = org()
    return pick([f"{kind}-{pick(['prod', 'stg', 'dev'])}-{rint(1, 3):02d}.{o}.internal",
                 f"{kind}.{pick(['staging', 'prod', 'dev'])}.{o}.io",
                 f"{o}-{kind}.{pick(['cluster-c9x2', 'cxq1', 'abc123'])}.{pick(REGIONS)}.rds.amazonaws.com"
                 if kind == "db" else f"{kind}.{o}.co.kr",
                 ipv4_private()])

# ---------------------------------------------------------------- Korean keyboard (2-beolsik)
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
        "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
             "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
             "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]
KEY2JAMO = dict(zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ"))
KEY2JAMO.update({"Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ"})


def hangul_to_keys(word):
    """What you get typing a Hangul word with the IME in English mode (사랑해 -> tkfkdgo)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO_KEYS[code // 588] + JUNG_KEYS[(code % 588) // 28] + JONG_KEYS[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def keys_to_hangul(text):
    """What you get typing latin keys with the IME left in Korean mode (simplified automaton)."""
    out = []
    cur = [None, None, None]

    def flush():
        c, v, t = cur
        if c is not None and v is not None:
            out.append(chr(0xAC00 + (CHO.index(c) * 21 + JUNG.index(v)) * 28 + (JONG.index(t) if t else 0)))
        elif c is not None:
            out.append(c)
        elif v is not None:
            out.append(v)
        cur[0] = cur[1] = cur[2] = None

    for k in text:
        j = KEY2JAMO.get(k) or KEY2JAMO.get(k.lower())
        if j is None:
            flush()
            out.append(k)
        elif j in JUNG:
            if cur[0] is not None and cur[1] is None:
                cur[1] = j
            elif cur[2] is not None:
                t = cur[2]
                cur[2] = None
                flush()
                cur[0], cur[1] = t, j
            else:
                flush()
                cur[1] = j
                flush()
        else:
            if cur[0] is not None and cur[1] is not None and cur[2] is None and j in JONG:
                cur[2] = j
            else:
                flush()
                cur[0] = j
    flush()
    return "".join(out)


# ---------------------------------------------------------------- passwords
PW_WORDS = ["Summer", "Winter", "Spring", "Autumn", "Dragon", "Tiger", "Sunshine", "Coffee", "Galaxy",
            "Ocean", "Pepper", "Falcon", "Maple", "Orange", "Rocket", "Silver", "Thunder", "Busan",
            "Seoul", "Jeju", "Hanriver", "Mango", "Kimchi", "Bori", "Choco", "Dubu", "Nabi", "Gureum"]
PHRASE_WORDS = ["velvet", "harbor", "tiger", "copper", "lantern", "orbit", "maple", "thistle", "quartz",
                "meadow", "falcon", "ember", "glacier", "saffron", "pixel", "walnut", "cobalt", "drift",
                "juniper", "marble", "nimbus", "otter", "pepper", "ripple", "sable", "tundra", "umber",
                "violet", "willow", "yonder", "zephyr", "anchor", "bramble", "cinder", "dune", "fable"]
KO_PW_WORDS = ["사랑해", "고양이", "강아지", "우리집", "하늘", "바다", "행복", "봄날", "제주도", "초코",
               "토끼", "별빛", "노을", "감자", "호랑이", "안녕", "보리", "두부", "나비", "구름"]
SYMS = "!@#$%^&*-_=+.?~"


def pw_human():
    w = pick(PW_WORDS)
    return pick([f"{w}{rint(1980, 2026)}{pick('!@#$')}",
                 f"{w}@{rint(1000, 9999)}",
                 f"{w}{pick(['#', '!', '_'])}{rint(10, 99)}{pick(['!', '', '@'])}" + rs(DIG, 2),
                 f"{w.lower()}{rint(1, 12):02d}{rint(1, 28):02d}{pick('!#*')}",
                 f"{pick(['Love', 'Happy', 'Lucky'])}{w}{rint(10, 99)}!"])


def pw_leet():
    w = pick(["Password", "Welcome", "Monkey", "Dragon", "Football", "Princess", "Sunflower", "Starlight"])
    tr = {"a": "@", "o": "0", "e": "3", "s": "$", "i": "1", "l": "1"}
    w = "".join(tr.get(c, c) if chance(0.7) else c for c in w)
    return f"{w}{rint(2019, 2026)}{pick(['!', '#', '', '!!'])}"


def pw_passphrase():
    ws = [pick(PHRASE_WORDS) for _ in range(rint(3, 5))]
    sep = pick(["-", " ", ".", "_"])
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(rint(2, 99))
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s


def pw_generated(n=None):
    n = n or rint(14, 24)
    while True:
        s = rs(ALNUM + "!@#$%^&*-_=+", n)
        if (any(c in UPP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s)
                and any(c in "!@#$%^&*-_=+" for c in s)):
            return s


def pw_alnum(n=None):
    return rs(ALNUM, n or rint(16, 32))


def pw_korean_keys():
    w = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.4) else "")
    return hangul_to_keys(w) + pick([str(rint(1, 9999)), "1004", "0" + str(rint(100, 999))]) + pick(["!", "@", "#", "", "!!"])


def pw_hangul():
    return pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + str(rint(1, 2026)) + pick(["!", "", "^^", "#"])


def pw_jamo_mode():
    w = pick(["qwer", "asdf", "password", "admin", "qwerty", "zxcv", "love", "happy", "dragon", "sunny"])
    return keys_to_hangul(w) + str(rint(10, 9999)) + pick(["!", "", "@"])


PW_STYLES = [("human", pw_human), ("leet", pw_leet), ("passphrase", pw_passphrase),
             ("generated", pw_generated), ("alnum", pw_alnum), ("korean-keyboard", pw_korean_keys),
             ("hangul", pw_hangul), ("jamo-ime", pw_jamo_mode)]


def password(style=None, lang="en", nospace=False):
    """returns (style, value), value >= 8 chars and free of quote/backslash characters."""
    while True:
        if style is None:
            st, fn = pick(PW_STYLES if lang == "ko" else PW_STYLES[:5])
        else:
            st, fn = [p for p in PW_STYLES if p[0] == style][0]
        v = fn()
        if len(v) >= 8 and not any(c in v for c in "'\"\\`") and not (nospace and " " in v):
            return st, v


# ---------------------------------------------------------------- key material
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(b):
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


P256_OID = bytes.fromhex("06082a8648ce3d030107")
ECPUB_OID = bytes.fromhex("06072a8648ce3d0201")


def ec_private_der():
    priv = rbytes(32)
    pub = b"\x04" + rbytes(64)
    inner = der(0x30, der(0x02, b"\x01") + der(0x04, priv) + der(0xA0, P256_OID) + der(0xA1, der(0x03, b"\0" + pub)))
    return inner


def pem_lines(kind, body_der, width=64):
    return wrap(b64(body_der), width)


def pem_ec_sec1():
    lines = wrap(b64(ec_private_der()), 64)
    return "-----BEGIN EC PRIVATE KEY-----", lines, "-----END EC PRIVATE KEY-----"


def pem_pkcs8_ec():
    priv = rbytes(32)
    pub = b"\x04" + rbytes(64)
    ecpk = der(0x30, der(0x02, b"\x01") + der(0x04, priv) + der(0xA1, der(0x03, b"\0" + pub)))
    body = der(0x30, der(0x02, b"\0") + der(0x30, ECPUB_OID + P256_OID) + der(0x04, ecpk))
    return "-----BEGIN PRIVATE KEY-----", wrap(b64(body), 64), "-----END PRIVATE KEY-----"


def pem_rsa_truncated(kind="pkcs8", nlines=None):
    """First lines of a 2048-bit RSA key with a correct DER header; the rest is cut like in a paste."""
    mod = bytearray(rbytes(256))
    mod[0] |= 0x80
    mod[-1] |= 1
    rsakey = der(0x02, b"\0") + der_int(bytes(mod)) + der(0x02, b"\x01\x00\x01") + der_int(rbytes(256))
    rsakey += der_int(rbytes(128)) + der_int(rbytes(128)) + der_int(rbytes(128)) + der_int(rbytes(128)) + der_int(rbytes(128))
    rsaseq = der(0x30, rsakey)
    if kind == "pkcs8":
        alg = der(0x30, bytes.fromhex("06092a864886f70d010101") + b"\x05\x00")
        body = der(0x30, der(0x02, b"\0") + alg + der(0x04, rsaseq))
        hdr, ftr = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    else:
        body = rsaseq
        hdr, ftr = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    lines = wrap(b64(body), 64)
    n = nlines or rint(3, 6)
    return hdr, lines[:n], ftr


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    seed = rbytes(32)
    pub = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + pubblob + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big")
            + _sshstr(pubblob) + _sshstr(priv))
    lines = wrap(b64(blob), 70)
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return "-----BEGIN OPENSSH PRIVATE KEY-----", lines, "-----END OPENSSH PRIVATE KEY-----", publine


def ssh_ed25519_pub(comment):
    return "ssh-ed25519 " + b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))) + " " + comment


def ssh_fingerprint():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def wg_private():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def wg_public():
    return b64(rbytes(32))


def age_secret():
    return bech32_bytes("age-secret-key-", rbytes(32)).upper()


def age_public():
    return bech32_bytes("age", rbytes(32))


def nostr_nsec():
    return bech32_bytes("nsec", rbytes(32))


def nostr_npub():
    return bech32_bytes("npub", rbytes(32))


def btc_wif():
    return base58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr_p2pkh():
    return base58check(b"\x00" + rbytes(20))


def btc_addr_bech32():
    return bech32("bc", [0] + _convertbits(rbytes(20), 8, 5))


def eth_privkey():
    return pick(["0x", ""]) + hexs(64)


def eth_addr():
    return "0x" + hexs(40)


def solana_secret():
    return base58(rbytes(64))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
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
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain "
         "chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
         "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle "
         "citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic "
         "clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee "
         "coil coin collect color column combine come comfort comic common company concert conduct confirm "
         "congress connect consider control convince cook cool copper copy coral core corn correct cost "
         "cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater "
         "crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial "
         "cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain "
         "curve cushion custom cute cycle").split()


def seed_phrase(n=None):
    n = n or pick([12, 12, 24])
    return " ".join(pick(BIP39) for _ in range(n))


def totp_seed(nbytes=None):
    return base64.b32encode(rbytes(nbytes or pick([10, 20, 20]))).decode().rstrip("=")


def github_recovery_code():
    return hexs(5) + "-" + hexs(5)


def google_backup_code():
    return rs(DIG, 4) + " " + rs(DIG, 4)


def onepassword_secret_key():
    return "A3-" + "-".join([rs(UALNUM, 6), rs(UALNUM, 6), rs(UALNUM, 5), rs(UALNUM, 5), rs(UALNUM, 5), rs(UALNUM, 5)])


def bitlocker_key():
    # each 6-digit block is a multiple of 11 (as real BitLocker recovery passwords are)
    return "-".join(str(11 * rint(0, 65535)).zfill(6) for _ in range(8))


def apple_recovery_key():
    return "-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))


def app_password_google():
    return " ".join(rs(LOW, 4) for _ in range(4))


def app_password_apple():
    return "-".join(rs(LOW, 4) for _ in range(4))

# ---------------------------------------------------------------- vendor token formats
# Each vendor: id, display name, category, entries [(ENV_NAME, generator, is_secret)], auth style for
# curl, URL, snippet templates [(label, template with {0} {1} ... for entry values)].
# A generator returns a string (the value is the credential) or (display, [secret parts]).

VENDORS = []


def V(vid, name, cat, ents, auth=None, url=None, snips=(), kr=False):
    VENDORS.append(dict(vid=vid, name=name, cat=cat, ents=ents, auth=auth, url=url, snips=list(snips), kr=kr))


def g_openai():
    return pick([lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
                 lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
                 lambda: "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)])()


def g_anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def g_aiza():
    return "AIza" + rs(B64U, 35)


def g_pypi():
    mac = (b"\x02\x01\x08pypi.org\x02\x25\x01\x01" + uuid4().replace("-", "").encode()[:32] + b"\x00\x02\x06"
           + b"\x06\x12\x1a" + rbytes(40) + b"\x00\x00\x06\x20" + rbytes(32))
    return "pypi-" + b64url(mac)


def g_aws_pair():
    return "AKIA" + rs(UPP + "234567", 16)


def g_aws_secret():
    return rs(B64A, 40)


def g_sntrys():
    payload = {"iat": float(epoch()) + round(R.random(), 6), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org()}
    return "sntrys_" + b64(cjson(payload).encode()).rstrip("=") + "_" + rs(B64U, 43)


def g_grafana_cloud():
    payload = {"o": str(rint(100000, 999999)), "n": f"stack-{rint(100000, 999999)}-integration-{org()}",
               "k": rs(ALNUM, 24), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}}
    return "glc_" + b64(cjson(payload).encode())


def g_mapbox_secret():
    return "sk." + b64url(cjson({"u": org() + str(rint(1, 99)), "a": "cl" + rs(LALNUM, 23)}).encode()) + "." + rs(B64U, 22)


def g_monday():
    return jwt({"tid": rint(100000000, 499999999), "aai": 11, "uid": rint(10000000, 79999999),
                "iad": "2025-0%d-%02dT0%d:%02d:%02d.000Z" % (rint(1, 9), rint(1, 28), rint(0, 9), rint(0, 59), rint(0, 59)),
                "per": "me:write", "actid": rint(1000000, 9999999), "rgn": "use1"}, {"alg": "HS256"})


def g_supabase_service():
    ref = rs(LOW, 20)
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": t, "exp": t + 315_360_000})


def g_turso():
    return jwt({"a": "rw", "iat": epoch(), "id": uuid4()}, {"alg": "EdDSA", "typ": "JWT"}, 64)


def g_jwt_generic():
    return jwt({"sub": str(rint(1000, 99999)), "iat": epoch(), "scope": "api"})


def g_intercom():
    return b64s("tok:" + uuid4() + ":1:0").rstrip("=")


def g_jfrog_ref():
    return b64s("reftkn:01:" + str(rint(1_900_000_000, 2_000_000_000)) + ":" + rs(ALNUM, 32)).rstrip("=")


def g_cf_tunnel():
    return b64s(cjson({"a": hexs(32), "t": uuid4(), "s": b64(rbytes(32))}))


def g_elastic_apikey():
    return b64s(rs(B64U, 20) + ":" + rs(B64U, 22))


def g_slack_webhook():
    sec = rs(ALNUM, 24)
    return ("https://hooks.slack.com/services/T" + rs(UALNUM, 10) + "/B" + rs(UALNUM, 10) + "/" + sec, [sec])


def g_discord_webhook():
    sec = rs(B64U, 68)
    return (f"https://discord.com/api/webhooks/{rint(10**17, 10**18 - 1)}/{sec}", [sec])


def g_gchat_webhook():
    sec = rs(B64U, 43) + "%3D"
    return ("https://chat.googleapis.com/v1/spaces/AAAA" + rs(B64U, 7) + "/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token="
            + sec, [sec])


def g_telegram():
    return str(rint(10**9, 8 * 10**9)) + ":AA" + rs(B64U, 33)


def g_discord_bot():
    uid = str(rint(10**17, 10**18 - 1))
    return b64s(uid).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_alchemy_url():
    sec = rs(B64U, 32)
    return (f"https://eth-mainnet.g.alchemy.com/v2/{sec}", [sec])


def g_azure_storage_conn():
    key = b64(rbytes(64))
    acct = org() + pick(["prodstore", "assets", "logs", "backup"]) + str(rint(1, 9))
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net", [key])


def g_servicebus_conn():
    key = b64(rbytes(32))
    return (f"Endpoint=sb://{org()}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}", [key])


def g_cloudinary_url():
    sec = rs(B64U, 27)
    return (f"cloudinary://{rint(10**14, 10**15 - 1)}:{sec}@{org()}", [sec])


def g_ably():
    sec = rs(B64U, 43)
    return (rs(B64U, 6) + "." + rs(B64U, 6) + ":" + sec, [sec])


def g_aws_session():
    body = b"\x00" + rbytes(300)
    return "IQoJb3JpZ2luX2VjE" + rs(B64A, 12) + b64(body)[:rint(300, 380)]


def g_toss():
    return pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28)


V("openai", "OpenAI", "ai", [("OPENAI_API_KEY", g_openai, True)], "bearer", "https://api.openai.com/v1/models",
  [("Python SDK", 'from openai import OpenAI\nclient = OpenAI(api_key="{0}")'),
   ("Node SDK", 'const openai = new OpenAI({{ apiKey: "{0}" }});'),
   ("Go SDK", 'client := openai.NewClient(option.WithAPIKey("{0}"))'),
   ("C# SDK", 'var client = new OpenAIClient("{0}");')])
V("anthropic", "Anthropic", "ai", [("ANTHROPIC_API_KEY", g_anthropic, True)], "header:x-api-key", "https://api.anthropic.com/v1/messages",
  [("Python SDK", 'client = anthropic.Anthropic(api_key="{0}")'),
   ("TypeScript SDK", "const anthropic = new Anthropic({{ apiKey: '{0}' }});"),
   ("Claude Code settings", '{{\n  "env": {{\n    "ANTHROPIC_API_KEY": "{0}"\n  }}\n}}')])
V("gemini", "Gemini API (Google AI Studio)", "ai", [("GEMINI_API_KEY", g_aiza, True)], "header:x-goog-api-key",
  "https://generativelanguage.googleapis.com/v1beta/models",
  [("Python SDK", 'client = genai.Client(api_key="{0}")'), ("Gemini CLI", 'export GEMINI_API_KEY="{0}"\ngemini -p "summarize CHANGELOG.md"')])
V("groq", "Groq", "ai", [("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52), True)], "bearer", "https://api.groq.com/openai/v1/models",
  [("Python SDK", 'client = Groq(api_key="{0}")')])
V("mistral", "Mistral", "ai", [("MISTRAL_API_KEY", lambda: rs(ALNUM, 32), True)], "bearer", "https://api.mistral.ai/v1/models",
  [("Python SDK", 'client = Mistral(api_key="{0}")')])
V("cohere", "Cohere", "ai", [("CO_API_KEY", lambda: rs(ALNUM, 40), True)], "bearer", "https://api.cohere.com/v2/chat",
  [("Python SDK", 'co = cohere.ClientV2("{0}")')])
V("huggingface", "Hugging Face", "ai", [("HF_TOKEN", lambda: "hf_" + rs(UPP + LOW, 34), True)], "bearer", "https://huggingface.co/api/whoami-v2",
  [("CLI", "huggingface-cli login --token {0}"), ("Python", 'login(token="{0}")')])
V("replicate", "Replicate", "ai", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37), True)], "bearer", "https://api.replicate.com/v1/predictions")
V("perplexity", "Perplexity", "ai", [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48), True)], "bearer", "https://api.perplexity.ai/chat/completions")
V("together", "Together AI", "ai", [("TOGETHER_API_KEY", lambda: hexs(64), True)], "bearer", "https://api.together.xyz/v1/models")
V("deepseek", "DeepSeek", "ai", [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), True)], "bearer", "https://api.deepseek.com/models",
  [("OpenAI-compatible client", 'client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")')])
V("xai", "xAI", "ai", [("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80), True)], "bearer", "https://api.x.ai/v1/models")
V("openrouter", "OpenRouter", "ai", [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), True)], "bearer", "https://openrouter.ai/api/v1/models",
  [("aider config", "openai-api-base: https://openrouter.ai/api/v1\nopenai-api-key: {0}")])
V("fireworks", "Fireworks AI", "ai", [("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24), True)], "bearer", "https://api.fireworks.ai/inference/v1/models")
V("voyage", "Voyage AI", "ai", [("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), True)], "bearer", "https://api.voyageai.com/v1/embeddings")
V("elevenlabs", "ElevenLabs", "ai", [("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), True)], "header:xi-api-key", "https://api.elevenlabs.io/v1/voices")
V("assemblyai", "AssemblyAI", "ai", [("ASSEMBLYAI_API_KEY", lambda: hexs(32), True)], "header:Authorization", "https://api.assemblyai.com/v2/transcript")
V("deepgram", "Deepgram", "ai", [("DEEPGRAM_API_KEY", lambda: hexs(40), True)], "prefix:Token", "https://api.deepgram.com/v1/listen")
V("langsmith", "LangSmith", "ai", [("LANGSMITH_API_KEY", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10), True),
                                   ("LANGSMITH_TRACING", lambda: "true", False)], "header:x-api-key", "https://api.smith.langchain.com/api/v1/sessions")
V("pinecone", "Pinecone", "ai", [("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63), True)], "header:Api-Key",
  "https://api.pinecone.io/indexes", [("Python SDK", 'pc = Pinecone(api_key="{0}")')])
V("wandb", "Weights & Biases", "ai", [("WANDB_API_KEY", lambda: hexs(40), True)], None, None,
  [("CLI", "wandb login {0}"), ("netrc", "machine api.wandb.ai\n  login user\n  password {0}")])
V("tavily", "Tavily", "ai", [("TAVILY_API_KEY", lambda: "tvly-" + pick(["", "dev-"]) + rs(ALNUM, 32), True)], "bearer", "https://api.tavily.com/search")
V("firecrawl", "Firecrawl", "ai", [("FIRECRAWL_API_KEY", lambda: "fc-" + hexs(32), True)], "bearer", "https://api.firecrawl.dev/v1/scrape")
V("cerebras", "Cerebras", "ai", [("CEREBRAS_API_KEY", lambda: "csk-" + rs(LALNUM, 48), True)], "bearer", "https://api.cerebras.ai/v1/models")
V("jina", "Jina AI", "ai", [("JINA_API_KEY", lambda: "jina_" + hexs(32) + rs(ALNUM, 28), True)], "bearer", "https://r.jina.ai/")
V("langfuse", "Langfuse", "ai", [("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uuid4(), False),
                                 ("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), True),
                                 ("LANGFUSE_HOST", lambda: "https://cloud.langfuse.com", False)], "basic_pair", "https://cloud.langfuse.com/api/public/traces")
V("serper", "Serper", "ai", [("SERPER_API_KEY", lambda: hexs(40), True)], "header:X-API-KEY", "https://google.serper.dev/search")
V("github_classic", "GitHub (classic PAT)", "ci", [("GITHUB_TOKEN", lambda: crc_token("ghp_"), True)], "token", "https://api.github.com/user",
  [("git remote", "git remote set-url origin https://{0}@github.com/" + "ORG/REPO.git"),
   ("gh CLI", "echo {0} | gh auth login --with-token"),
   ("Octokit", 'const octokit = new Octokit({{ auth: "{0}" }});'),
   (".netrc", "machine github.com\nlogin x-oauth-basic\npassword {0}")])
V("github_fine", "GitHub (fine-grained PAT)", "ci", [("GH_TOKEN", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), True)], "bearer",
  "https://api.github.com/repos/ORG/REPO", [("GitHub MCP server config", '"github": {{\n  "command": "docker",\n  "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],\n  "env": {{ "GITHUB_PERSONAL_ACCESS_TOKEN": "{0}" }}\n}}')])
V("github_oauth", "GitHub CLI OAuth", "ci", [("GH_TOKEN", lambda: crc_token("gho_"), True)], "bearer", "https://api.github.com/user",
  [("gh hosts.yml", "github.com:\n    user: USER\n    oauth_token: {0}\n    git_protocol: https")])
V("github_app", "GitHub App installation", "ci", [("GITHUB_TOKEN", lambda: crc_token("ghs_"), True)], "bearer", "https://api.github.com/installation/repositories",
  [("clone URL", "git clone https://x-access-token:{0}@github.com/ORG/REPO.git")])
V("gitlab", "GitLab", "ci", [("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), True)], "header:PRIVATE-TOKEN", "https://gitlab.com/api/v4/user",
  [("git remote", "git clone https://oauth2:{0}@gitlab.com/GROUP/REPO.git"), ("glab", "glab auth login --token {0}")])
V("gitlab_runner", "GitLab runner", "ci", [("RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), True)], None, None,
  [("gitlab-runner register", "gitlab-runner register --non-interactive --url https://gitlab.com --token {0} --executor docker")])
V("bitbucket", "Bitbucket", "ci", [("BITBUCKET_USERNAME", lambda: user(), False),
                                   ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 32) + hexs(8).upper(), True)], "basic_pair", "https://api.bitbucket.org/2.0/user")
V("npm", "npm", "ci", [("NPM_TOKEN", lambda: crc_token("npm_"), True)], "bearer", "https://registry.npmjs.org/-/whoami",
  [(".npmrc", "//registry.npmjs.org/:_authToken={0}\n@ORG:registry=https://registry.npmjs.org/"),
   (".yarnrc.yml", 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "{0}"')])
V("pypi", "PyPI", "ci", [("TWINE_PASSWORD", g_pypi, True)], None, None,
  [(".pypirc", "[pypi]\n  username = __token__\n  password = {0}"), ("twine", "twine upload -u __token__ -p {0} dist/*"),
   ("uv publish", "uv publish --token {0}")])
V("rubygems", "RubyGems", "ci", [("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), True)], "header:Authorization", "https://rubygems.org/api/v1/gems",
  [("~/.gem/credentials", "---\n:rubygems_api_key: {0}")])
V("cratesio", "crates.io", "ci", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32), True)], None, None,
  [("cargo credentials", '[registry]\ntoken = "{0}"'), ("cargo login", "cargo login {0}")])
V("nuget", "NuGet", "ci", [("NUGET_API_KEY", lambda: "oy2" + rs(LALNUM, 43), True)], None, None,
  [("dotnet push", "dotnet nuget push bin/Release/*.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json")])
V("dockerhub", "Docker Hub", "ci", [("DOCKERHUB_USERNAME", lambda: org() + "ci", False), ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), True)], None, None,
  [("docker login", "docker login -u {0} -p {1}"), ("docker login stdin", 'echo "{1}" | docker login --username {0} --password-stdin')])
V("jfrog", "JFrog Artifactory", "ci", [("ARTIFACTORY_TOKEN", g_jfrog_ref, True)], "bearer", "https://ORG.jfrog.io/artifactory/api/system/ping",
  [("jf CLI", "jf c add ORG --url https://ORG.jfrog.io --access-token {0} --interactive=false")])
V("circleci", "CircleCI", "ci", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40), True)], "header:Circle-Token", "https://circleci.com/api/v2/me")
V("buildkite", "Buildkite", "ci", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), True)], "bearer", "https://api.buildkite.com/v2/user")
V("sonar", "SonarQube", "ci", [("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40), True)], None, None,
  [("scanner", "sonar-scanner -Dsonar.projectKey=ORG_REPO -Dsonar.host.url=https://sonar.ORG.io -Dsonar.token={0}")])
V("snyk", "Snyk", "ci", [("SNYK_TOKEN", uuid4, True)], "token", "https://api.snyk.io/rest/self?version=2024-06-10",
  [("CLI", "snyk auth {0}")])
V("codecov", "Codecov", "ci", [("CODECOV_TOKEN", uuid4, True)], None, None,
  [("uploader", "./codecov upload-process -t {0} -f coverage.xml")])
V("tfc", "Terraform Cloud", "cloud", [("TF_TOKEN_app_terraform_io", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)], "bearer",
  "https://app.terraform.io/api/v2/account/details",
  [("credentials.tfrc.json", '{{\n  "credentials": {{\n    "app.terraform.io": {{ "token": "{0}" }}\n  }}\n}}')])
V("vault", "HashiCorp Vault", "cloud", [("VAULT_ADDR", lambda: "https://vault." + org() + ".internal:8200", False),
                                        ("VAULT_TOKEN", lambda: "hvs." + rs(ALNUM, 24), True)], None, None,
  [("vault login", "vault login {1}"), ("curl", 'curl -H "X-Vault-Token: {1}" {0}/v1/secret/data/app')])
V("doppler", "Doppler", "cloud", [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40), True)], None, None,
  [("doppler run", "DOPPLER_TOKEN={0} doppler run -- npm start")])
V("pulumi", "Pulumi", "cloud", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), True)], "token", "https://api.pulumi.com/api/user")
V("grafana", "Grafana", "mon", [("GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8), True)], "bearer", "https://grafana.ORG.io/api/search")
V("grafana_cloud", "Grafana Cloud", "mon", [("GRAFANA_CLOUD_TOKEN", g_grafana_cloud, True)], "bearer", "https://grafana.com/api/instances")
V("datadog", "Datadog", "mon", [("DD_API_KEY", lambda: hexs(32), True), ("DD_APP_KEY", lambda: hexs(40), True),
                                ("DD_SITE", lambda: pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)], None, None,
  [("curl", 'curl -H "DD-API-KEY: {0}" -H "DD-APPLICATION-KEY: {1}" https://api.{2}/api/v1/validate')])
V("newrelic", "New Relic", "mon", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UALNUM, 27), True)], "header:API-Key", "https://api.newrelic.com/graphql")
V("newrelic_license", "New Relic license", "mon", [("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", True)], None, None,
  [("newrelic.yml", "common: &default_settings\n  license_key: '{0}'\n  app_name: APP")])
V("sentry", "Sentry", "mon", [("SENTRY_AUTH_TOKEN", lambda: pick([g_sntrys, lambda: "sntryu_" + hexs(64)])(), True)], "bearer",
  "https://sentry.io/api/0/organizations/ORG/projects/", [(".sentryclirc", "[auth]\ntoken={0}\n\n[defaults]\norg=ORG")])
V("honeycomb", "Honeycomb", "mon", [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(LALNUM, 56), True)], "header:X-Honeycomb-Team", "https://api.honeycomb.io/1/auth")
V("pagerduty", "PagerDuty", "mon", [("PAGERDUTY_TOKEN", lambda: "u+" + rs(B64U, 18), True)], "prefix:Token token=", "https://api.pagerduty.com/users")
V("opsgenie", "Opsgenie", "mon", [("OPSGENIE_API_KEY", uuid4, True)], "prefix:GenieKey", "https://api.opsgenie.com/v2/alerts")
V("rollbar", "Rollbar", "mon", [("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32), True)], "header:X-Rollbar-Access-Token", "https://api.rollbar.com/api/1/items")
V("bugsnag", "Bugsnag", "mon", [("BUGSNAG_AUTH_TOKEN", lambda: hexs(32), True)], "token", "https://api.bugsnag.com/user/organizations")
V("betterstack", "Better Stack", "mon", [("BETTERSTACK_SOURCE_TOKEN", lambda: rs(ALNUM, 24), True)], "bearer", "https://in.logs.betterstack.com")
V("splunk", "Splunk HEC", "mon", [("SPLUNK_HEC_TOKEN", uuid4, True)], "prefix:Splunk", "https://splunk.ORG.internal:8088/services/collector/event")
V("elastic", "Elastic", "mon", [("ELASTIC_API_KEY", g_elastic_apikey, True)], "prefix:ApiKey", "https://ORG.es.ap-northeast-2.aws.elastic-cloud.com/_cluster/health")
V("algolia", "Algolia", "saas", [("ALGOLIA_APP_ID", lambda: rs(UALNUM, 10), False), ("ALGOLIA_ADMIN_KEY", lambda: hexs(32), True)], None, None,
  [("JS client", "const client = algoliasearch('{0}', '{1}');"), ("curl", 'curl -H "X-Algolia-Application-Id: {0}" -H "X-Algolia-API-Key: {1}" https://{0}.algolia.net/1/indexes')])
V("stripe", "Stripe", "pay", [("STRIPE_SECRET_KEY", lambda: pick(["sk_live_", "rk_live_"]) + rs(ALNUM, pick([24, 99])), True)], "basic_key", "https://api.stripe.com/v1/charges",
  [("Python", 'stripe.api_key = "{0}"'), ("Node", "const stripe = require('stripe')('{0}');"), ("Ruby", "Stripe.api_key = '{0}'"),
   ("PHP", "\\Stripe\\Stripe::setApiKey('{0}');"), ("Java", 'Stripe.apiKey = "{0}";')])
V("stripe_webhook", "Stripe webhook", "pay", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32), True)], None, None,
  [("Python", 'event = stripe.Webhook.construct_event(payload, sig_header, "{0}")')])
V("square", "Square", "pay", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), True)], "bearer", "https://connect.squareup.com/v2/locations")
V("braintree", "Braintree", "pay", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LALNUM, 16) + "$" + hexs(32), True)], None, None,
  [("Ruby", 'gateway = Braintree::Gateway.new(access_token: "{0}")')])
V("paypal", "PayPal", "pay", [("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79), True)],
  "basic_pair", "https://api-m.paypal.com/v1/oauth2/token")
V("adyen", "Adyen", "pay", [("ADYEN_API_KEY", lambda: "AQE" + rs(B64A, 57) + "-" + rs(B64A, 44) + "-" + rs(ALNUM, 30), True)], "header:X-API-Key", "https://checkout-live.adyen.com/v71/paymentMethods")
V("razorpay", "Razorpay", "pay", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", lambda: rs(ALNUM, 24), True)], "basic_pair", "https://api.razorpay.com/v1/orders")
V("paystack", "Paystack", "pay", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), True)], "bearer", "https://api.paystack.co/transaction")
V("flutterwave", "Flutterwave", "pay", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", True)], "bearer", "https://api.flutterwave.com/v3/transactions")
V("mollie", "Mollie", "pay", [("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30), True)], "bearer", "https://api.mollie.com/v2/payments")
V("plaid", "Plaid", "pay", [("PLAID_CLIENT_ID", lambda: hexs(24), False), ("PLAID_SECRET", lambda: hexs(30), True), ("PLAID_ENV", lambda: "production", False)], None, None,
  [("JSON body", '{{"client_id": "{0}", "secret": "{1}", "access_token": "$ACCESS_TOKEN"}}')])
V("shopify", "Shopify", "saas", [("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hexs(32), True)], "header:X-Shopify-Access-Token", "https://ORG.myshopify.com/admin/api/2024-10/shop.json")
V("twilio", "Twilio", "msg", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", lambda: hexs(32), True)], "basic_pair",
  "https://api.twilio.com/2010-04-01/Accounts.json", [("Python", 'client = Client("{0}", "{1}")'), ("Node", "const client = twilio('{0}', '{1}');")])
V("sendgrid", "SendGrid", "msg", [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)], "bearer", "https://api.sendgrid.com/v3/mail/send",
  [("Node", "sgMail.setApiKey('{0}');"), ("Django settings", "EMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_HOST_USER = 'apikey'\nEMAIL_HOST_PASSWORD = '{0}'")])
V("mailgun", "Mailgun", "msg", [("MAILGUN_API_KEY", lambda: pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), True)], "basic_user:api",
  "https://api.mailgun.net/v3/mg.ORG.com/messages")
V("mailchimp", "Mailchimp", "msg", [("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(1, 21)), True)], "basic_user:anystring", "https://us6.api.mailchimp.com/3.0/ping")
V("postmark", "Postmark", "msg", [("POSTMARK_SERVER_TOKEN", uuid4, True)], "header:X-Postmark-Server-Token", "https://api.postmarkapp.com/email")
V("resend", "Resend", "msg", [("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)], "bearer", "https://api.resend.com/emails",
  [("Node", "const resend = new Resend('{0}');")])
V("brevo", "Brevo", "msg", [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16), True)], "header:api-key", "https://api.brevo.com/v3/account")
V("vonage", "Vonage", "msg", [("VONAGE_API_KEY", lambda: hexs(8), True), ("VONAGE_API_SECRET", lambda: rs(ALNUM, 16), True)], None, None,
  [("curl", 'curl "https://rest.nexmo.com/sms/json?api_key={0}&api_secret={1}&from=ORG&to=8210XXXXXXXX&text=test"')])
V("messagebird", "MessageBird", "msg", [("MESSAGEBIRD_ACCESS_KEY", lambda: rs(ALNUM, 25), True)], "prefix:AccessKey", "https://rest.messagebird.com/balance")
V("plivo", "Plivo", "msg", [("PLIVO_AUTH_ID", lambda: "MA" + rs(UALNUM, 18), False), ("PLIVO_AUTH_TOKEN", lambda: rs(ALNUM, 40), True)], "basic_pair", "https://api.plivo.com/v1/Account/")
V("slack_bot", "Slack bot", "msg", [("SLACK_BOT_TOKEN", lambda: "xoxb-" + str(rint(10**10, 10**13)) + "-" + str(rint(10**10, 10**13)) + "-" + rs(ALNUM, 24), True)], "bearer",
  "https://slack.com/api/auth.test", [("Python", 'client = WebClient(token="{0}")'), ("Bolt JS", "const app = new App({{ token: '{0}', signingSecret: process.env.SLACK_SIGNING_SECRET }});")])
V("slack_user", "Slack user token", "msg", [("SLACK_USER_TOKEN", lambda: "xoxp-" + str(rint(10**10, 10**13)) + "-" + str(rint(10**10, 10**13)) + "-" + str(rint(10**10, 10**13)) + "-" + hexs(32), True)], "bearer", "https://slack.com/api/users.profile.get")
V("slack_app", "Slack app-level token", "msg", [("SLACK_APP_TOKEN", lambda: "xapp-1-A" + rs(UALNUM, 10) + "-" + str(rint(10**12, 10**13)) + "-" + hexs(64), True)], None, None)
V("slack_webhook", "Slack incoming webhook", "msg", [("SLACK_WEBHOOK_URL", g_slack_webhook, True)], "url", None,
  [("curl", "curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {0}")])
V("discord_bot", "Discord bot", "msg", [("DISCORD_BOT_TOKEN", g_discord_bot, True)], "prefix:Bot", "https://discord.com/api/v10/users/@me",
  [("discord.py", "bot.run('{0}')"), ("discord.js", "client.login('{0}');")])
V("discord_webhook", "Discord webhook", "msg", [("DISCORD_WEBHOOK_URL", g_discord_webhook, True)], "url", None)
V("telegram", "Telegram bot", "msg", [("TELEGRAM_BOT_TOKEN", g_telegram, True)], None, None,
  [("curl", 'curl "https://api.telegram.org/bot{0}/sendMessage?chat_id=-100123&text=ping"'),
   ("python-telegram-bot", 'app = ApplicationBuilder().token("{0}").build()')])
V("gchat", "Google Chat webhook", "msg", [("GCHAT_WEBHOOK_URL", g_gchat_webhook, True)], "url", None)
V("zoom", "Zoom", "saas", [("ZOOM_ACCOUNT_ID", lambda: rs(B64U, 22), False), ("ZOOM_CLIENT_ID", lambda: rs(ALNUM, 22), False),
                           ("ZOOM_CLIENT_SECRET", lambda: rs(ALNUM, 32), True)], None, None)
V("twitch", "Twitch", "saas", [("TWITCH_CLIENT_ID", lambda: rs(LALNUM, 30), False), ("TWITCH_CLIENT_SECRET", lambda: rs(LALNUM, 30), True)], None, None)
V("x_twitter", "X (Twitter) API", "saas", [("X_BEARER_TOKEN", lambda: "A" * 22 + rs(ALNUM, 19) + "%3D" + rs(ALNUM, 50), True)], "bearer", "https://api.x.com/2/users/me")
V("meta", "Meta Graph API", "saas", [("META_ACCESS_TOKEN", lambda: "EAA" + rs(ALNUM, 180), True)], "query:access_token", "https://graph.facebook.com/v19.0/me")
V("meta_app", "Meta app", "saas", [("FB_APP_ID", lambda: str(rint(10**14, 10**16)), False), ("FB_APP_SECRET", lambda: hexs(32), True)], None, None)
V("linkedin", "LinkedIn", "saas", [("LINKEDIN_CLIENT_ID", lambda: rs(LALNUM, 14), False), ("LINKEDIN_CLIENT_SECRET", lambda: rs(ALNUM, 16), True)], None, None)
V("spotify", "Spotify", "saas", [("SPOTIFY_CLIENT_ID", lambda: hexs(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hexs(32), True)], "basic_pair", "https://accounts.spotify.com/api/token")
V("dropbox", "Dropbox", "saas", [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + rs(B64U, 135), True)], "bearer", "https://api.dropboxapi.com/2/users/get_current_account")
V("box", "Box", "saas", [("BOX_DEVELOPER_TOKEN", lambda: rs(ALNUM, 32), True)], "bearer", "https://api.box.com/2.0/users/me")
V("notion", "Notion", "saas", [("NOTION_TOKEN", lambda: pick(["ntn_" + rs(DIG, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)]), True)], "bearer",
  "https://api.notion.com/v1/users/me", [("JS", "const notion = new Client({{ auth: '{0}' }});")])
V("airtable", "Airtable", "saas", [("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64), True)], "bearer", "https://api.airtable.com/v0/meta/whoami")
V("asana", "Asana", "saas", [("ASANA_PAT", lambda: "2/" + rs(DIG, 16) + "/" + rs(DIG, 16) + ":" + hexs(32), True)], "bearer", "https://app.asana.com/api/1.0/users/me")
V("linear", "Linear", "saas", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40), True)], "header:Authorization", "https://api.linear.app/graphql")
V("atlassian", "Atlassian (Jira/Confluence)", "saas", [("JIRA_EMAIL", lambda: user() + "@" + org() + ".com", False),
                                                       ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + hexs(8).upper(), True)], "basic_pair",
  "https://ORG.atlassian.net/rest/api/3/myself")
V("trello", "Trello", "saas", [("TRELLO_KEY", lambda: hexs(32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + hexs(8).upper(), True)], None, None,
  [("curl", 'curl "https://api.trello.com/1/members/me/boards?key={0}&token={1}"')])
V("monday", "monday.com", "saas", [("MONDAY_API_TOKEN", g_monday, True)], "header:Authorization", "https://api.monday.com/v2")
V("clickup", "ClickUp", "saas", [("CLICKUP_API_TOKEN", lambda: "pk_" + str(rint(10**6, 10**9)) + "_" + rs(UALNUM, 32), True)], "header:Authorization", "https://api.clickup.com/api/v2/user")
V("figma", "Figma", "saas", [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), True)], "header:X-Figma-Token", "https://api.figma.com/v1/me",
  [("Figma MCP config", '"figma": {{ "command": "npx", "args": ["-y", "figma-developer-mcp", "--figma-api-key={0}", "--stdio"] }}')])
V("zendesk", "Zendesk", "saas", [("ZENDESK_EMAIL", lambda: user() + "@" + org() + ".com", False), ("ZENDESK_API_TOKEN", lambda: rs(ALNUM, 40), True)], None, None,
  [("curl", 'curl -u "{0}/token:{1}" https://ORG.zendesk.com/api/v2/tickets.json')])
V("intercom", "Intercom", "saas", [("INTERCOM_ACCESS_TOKEN", g_intercom, True)], "bearer", "https://api.intercom.io/me")
V("hubspot", "HubSpot", "saas", [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4(), True)], "bearer", "https://api.hubapi.com/crm/v3/objects/contacts")
V("salesforce", "Salesforce", "saas", [("SF_REFRESH_TOKEN", lambda: "5Aep861" + rs(ALNUM + "._", 80), True)], None, None)
V("okta", "Okta", "saas", [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), True)], "prefix:SSWS", "https://ORG.okta.com/api/v1/users/me")
V("auth0", "Auth0", "saas", [("AUTH0_DOMAIN", lambda: org() + ".us.auth0.com", False), ("AUTH0_CLIENT_ID", lambda: rs(ALNUM, 32), False),
                             ("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), True)], None, None)
V("clerk", "Clerk", "saas", [("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 40), True)], "bearer", "https://api.clerk.com/v1/users")
V("supabase_mgmt", "Supabase (management token)", "db", [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), True)], "bearer", "https://api.supabase.com/v1/projects",
  [("Supabase MCP config", '"supabase": {{ "command": "npx", "args": ["-y", "@supabase/mcp-server-supabase@latest", "--access-token", "{0}"] }}')])
V("supabase_service", "Supabase service_role key", "db", [("SUPABASE_SERVICE_ROLE_KEY", g_supabase_service, True)], None, None,
  [("JS", "const supabase = createClient('https://PROJECT.supabase.co', '{0}');")])
V("fcm", "Firebase Cloud Messaging (legacy server key)", "msg", [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), True)],
  "prefix:key=", "https://fcm.googleapis.com/fcm/send")
V("planetscale", "PlanetScale", "db", [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: rs(LALNUM, 12), True),
                                       ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43), True)], None, None)
V("neon", "Neon", "db", [("NEON_API_KEY", lambda: "napi_" + rs(LALNUM, 64), True)], "bearer", "https://console.neon.tech/api/v2/projects")
V("turso", "Turso", "db", [("TURSO_AUTH_TOKEN", g_turso, True), ("TURSO_DATABASE_URL", lambda: "libsql://" + org() + "-db.turso.io", False)], None, None)
V("upstash", "Upstash Redis", "db", [("UPSTASH_REDIS_REST_URL", lambda: "https://" + pick(["apn1", "usw1", "eu2"]) + "-" + pick(PHRASE_WORDS) + "-" + str(rint(10000, 99999)) + ".upstash.io", False),
                                     ("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + pick("XYZ") + rs(B64U, 58) + "=", True)], None, None)
V("mongo_atlas_api", "MongoDB Atlas API", "db", [("ATLAS_PUBLIC_KEY", lambda: rs(LOW, 8), True), ("ATLAS_PRIVATE_KEY", uuid4, True)], None, None)
V("cloudflare", "Cloudflare API token", "cloud", [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), True)], "bearer", "https://api.cloudflare.com/client/v4/user/tokens/verify",
  [("wrangler", "CLOUDFLARE_API_TOKEN={0} npx wrangler deploy")])
V("cloudflare_global", "Cloudflare global API key", "cloud", [("CF_API_EMAIL", lambda: user() + "@" + org() + ".com", False), ("CF_API_KEY", lambda: hexs(37), True)], None, None,
  [("curl", 'curl -H "X-Auth-Email: {0}" -H "X-Auth-Key: {1}" https://api.cloudflare.com/client/v4/zones')])
V("r2", "Cloudflare R2", "cloud", [("R2_ACCESS_KEY_ID", lambda: hexs(32), True), ("R2_SECRET_ACCESS_KEY", lambda: hexs(64), True)], None, None,
  [("rclone.conf", "[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = {0}\nsecret_access_key = {1}\nendpoint = https://ACCOUNT.r2.cloudflarestorage.com")])
V("digitalocean", "DigitalOcean", "cloud", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), True)], "bearer", "https://api.digitalocean.com/v2/account",
  [("doctl", "doctl auth init -t {0}")])
V("linode", "Linode (Akamai)", "cloud", [("LINODE_TOKEN", lambda: hexs(64), True)], "bearer", "https://api.linode.com/v4/profile")
V("vultr", "Vultr", "cloud", [("VULTR_API_KEY", lambda: rs(UALNUM, 36), True)], "bearer", "https://api.vultr.com/v2/account")
V("hetzner", "Hetzner Cloud", "cloud", [("HCLOUD_TOKEN", lambda: rs(ALNUM, 64), True)], "bearer", "https://api.hetzner.cloud/v1/servers")
V("scaleway", "Scaleway", "cloud", [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UALNUM, 17), True), ("SCW_SECRET_KEY", uuid4, True)], None, None)
V("ovh", "OVHcloud", "cloud", [("OVH_APPLICATION_KEY", lambda: rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", lambda: rs(ALNUM, 32), True),
                               ("OVH_CONSUMER_KEY", lambda: rs(ALNUM, 32), True)], None, None)
V("heroku", "Heroku", "cloud", [("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), True)], "bearer", "https://api.heroku.com/account")
V("vercel", "Vercel", "cloud", [("VERCEL_TOKEN", lambda: rs(ALNUM, 24), True)], "bearer", "https://api.vercel.com/v2/user",
  [("vercel CLI", "vercel deploy --prod --token {0}")])
V("netlify", "Netlify", "cloud", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36), True)], "bearer", "https://api.netlify.com/api/v1/sites")
V("fly", "Fly.io", "cloud", [("FLY_API_TOKEN", lambda: "fm2_" + rs(B64A, 160) + "==", True)], "prefix:FlyV1", "https://api.machines.dev/v1/apps")
V("render", "Render", "cloud", [("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32), True)], "bearer", "https://api.render.com/v1/services")
V("railway", "Railway", "cloud", [("RAILWAY_TOKEN", uuid4, True)], "bearer", "https://backboard.railway.app/graphql/v2")
V("ngrok", "ngrok", "devtool", [("NGROK_AUTHTOKEN", lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)], None, None,
  [("ngrok.yml", 'version: "3"\nagent:\n  authtoken: {0}'), ("CLI", "ngrok config add-authtoken {0}")])
V("tailscale", "Tailscale", "devtool", [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), True)], None, None,
  [("tailscale up", "sudo tailscale up --authkey={0} --advertise-tags=tag:ci")])
V("cf_tunnel", "Cloudflare Tunnel", "devtool", [("TUNNEL_TOKEN", g_cf_tunnel, True)], None, None,
  [("cloudflared", "cloudflared tunnel --no-autoupdate run --token {0}")])
V("expo", "Expo (EAS)", "ci", [("EXPO_TOKEN", lambda: rs(B64U, 40), True)], None, None)
V("aws", "AWS IAM user", "cloud", [("AWS_ACCESS_KEY_ID", g_aws_pair, True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret, True),
                                   ("AWS_DEFAULT_REGION", lambda: pick(REGIONS), False)], None, None,
  [("~/.aws/credentials", "[default]\naws_access_key_id = {0}\naws_secret_access_key = {1}\nregion = {2}"),
   ("boto3", "s3 = boto3.client(\n    's3',\n    aws_access_key_id='{0}',\n    aws_secret_access_key='{1}',\n    region_name='{2}',\n)"),
   ("aws configure set", "aws configure set aws_access_key_id {0}\naws configure set aws_secret_access_key {1}")])
V("aws_sts", "AWS STS session", "cloud", [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(UPP + "234567", 16), True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret, True),
                                          ("AWS_SESSION_TOKEN", g_aws_session, True)], None, None)
V("azure_storage", "Azure Storage", "cloud", [("AZURE_STORAGE_CONNECTION_STRING", g_azure_storage_conn, True)], None, None)
V("azure_sp", "Azure service principal", "cloud", [("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_ID", uuid4, False),
                                                   ("AZURE_CLIENT_SECRET", lambda: rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34), True)], None, None,
  [("az login", "az login --service-principal -u {1} -p {2} --tenant {0}")])
V("azure_openai", "Azure OpenAI", "ai", [("AZURE_OPENAI_ENDPOINT", lambda: "https://" + org() + "-aoai.openai.azure.com/", False),
                                        ("AZURE_OPENAI_API_KEY", lambda: hexs(32), True)], None, None,
  [("Python", 'client = AzureOpenAI(azure_endpoint="{0}", api_key="{1}", api_version="2024-10-21")')])
V("azure_devops", "Azure DevOps", "ci", [("AZURE_DEVOPS_PAT", lambda: rs(LOW + "234567", 52), True)], None, None,
  [("git clone", "git clone https://pat:{0}@dev.azure.com/ORG/PROJECT/_git/REPO")])
V("servicebus", "Azure Service Bus", "cloud", [("SERVICEBUS_CONNECTION", g_servicebus_conn, True)], None, None)
V("google_oauth", "Google OAuth client", "cloud", [("GOOGLE_CLIENT_ID", lambda: str(rint(10**11, 10**12)) + "-" + rs(LALNUM, 32) + ".apps.googleusercontent.com", False),
                                                  ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), True)], None, None)
V("google_refresh", "Google OAuth refresh token", "cloud", [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + pick("egex") + rs(B64U, 99), True)], None, None)
V("alibaba", "Alibaba Cloud", "cloud", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(ALNUM, 20), True),
                                        ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(ALNUM, 30), True)], None, None)
V("tencent", "Tencent Cloud", "cloud", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: rs(ALNUM, 32), True)], None, None)
V("ncloud", "Naver Cloud Platform", "cloud", [("NCLOUD_ACCESS_KEY", lambda: rs(UALNUM, 20), True), ("NCLOUD_SECRET_KEY", lambda: rs(ALNUM, 40), True)], None, None, kr=True)
V("kakao", "Kakao Developers (Admin key)", "kr", [("KAKAO_ADMIN_KEY", lambda: hexs(32), True)], "prefix:KakaoAK", "https://kapi.kakao.com/v1/user/ids", kr=True)
V("kakao_rest", "Kakao REST API key", "kr", [("KAKAO_REST_API_KEY", lambda: hexs(32), True)], "prefix:KakaoAK", "https://dapi.kakao.com/v2/local/search/address.json", kr=True)
V("naver_dev", "Naver Developers", "kr", [("NAVER_CLIENT_ID", lambda: rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", lambda: rs(ALNUM, 10), True)], None, None,
  [("curl", 'curl "https://openapi.naver.com/v1/search/blog.json?query=test" -H "X-Naver-Client-Id: {0}" -H "X-Naver-Client-Secret: {1}"')], kr=True)
V("toss", "Toss Payments", "kr", [("TOSS_SECRET_KEY", g_toss, True)], "basic_key", "https://api.tosspayments.com/v1/payments/confirm", kr=True)
V("portone", "PortOne (iamport)", "kr", [("IMP_KEY", lambda: rs(DIG, 16), False), ("IMP_SECRET", lambda: rs(ALNUM, 80), True)], None, None,
  [("JSON body", '{{"imp_key": "{0}", "imp_secret": "{1}"}}')], kr=True)
V("solapi", "Solapi (CoolSMS)", "kr", [("SOLAPI_API_KEY", lambda: "NCS" + rs(UALNUM, 13), True), ("SOLAPI_API_SECRET", lambda: rs(UALNUM, 32), True)], None, None,
  [("Node", "const messageService = new SolapiMessageService('{0}', '{1}');")], kr=True)
V("aligo", "Aligo SMS", "kr", [("ALIGO_USER_ID", lambda: org() + "sms", False), ("ALIGO_API_KEY", lambda: rs(LALNUM, 32), True)], None, None, kr=True)
V("channeltalk", "Channel Talk", "kr", [("CHANNEL_ACCESS_KEY", lambda: hexs(24), True), ("CHANNEL_ACCESS_SECRET", lambda: hexs(32), True)], None, None,
  [("curl", 'curl -H "x-access-key: {0}" -H "x-access-secret: {1}" https://api.channel.io/open/v5/users')], kr=True)
V("sendbird", "Sendbird", "msg", [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: hexs(40), True)], None, None,
  [("curl", 'curl -H "Api-Token: {1}" https://api-{0}.sendbird.com/v3/users')], kr=True)
V("cafe24", "Cafe24", "kr", [("CAFE24_CLIENT_ID", lambda: rs(ALNUM, 22), False), ("CAFE24_CLIENT_SECRET", lambda: rs(ALNUM, 22), True)], None, None, kr=True)
V("line", "LINE Messaging API", "msg", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64A, 171) + "=", True), ("LINE_CHANNEL_SECRET", lambda: hexs(32), True)], None, None)
V("agora", "Agora", "msg", [("AGORA_APP_ID", lambda: hexs(32), False), ("AGORA_APP_CERTIFICATE", lambda: hexs(32), True)], None, None)
V("pusher", "Pusher", "msg", [("PUSHER_APP_ID", lambda: str(rint(1000000, 1999999)), False), ("PUSHER_KEY", lambda: hexs(20), False),
                              ("PUSHER_SECRET", lambda: hexs(20), True), ("PUSHER_CLUSTER", lambda: "ap3", False)], None, None)
V("ably", "Ably", "msg", [("ABLY_API_KEY", g_ably, True)], None, None, [("JS", "const ably = new Ably.Realtime('{0}');")])
V("stream", "Stream (GetStream)", "msg", [("STREAM_API_KEY", lambda: rs(LALNUM, 12), False), ("STREAM_API_SECRET", lambda: rs(LALNUM, 64), True)], None, None,
  [("Node", "const serverClient = StreamChat.getInstance('{0}', '{1}');")])
V("mux", "Mux", "saas", [("MUX_TOKEN_ID", uuid4, True), ("MUX_TOKEN_SECRET", lambda: rs(B64A, 75), True)], None, None)
V("cloudinary", "Cloudinary", "saas", [("CLOUDINARY_URL", g_cloudinary_url, True)], None, None)
V("mapbox_secret", "Mapbox secret token", "saas", [("MAPBOX_SECRET_TOKEN", g_mapbox_secret, True)], "query:access_token", "https://api.mapbox.com/uploads/v1/USER")
V("contentful", "Contentful", "saas", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), True)], "bearer", "https://api.contentful.com/spaces")
V("sanity", "Sanity", "saas", [("SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 180), True)], "bearer", "https://PROJECT.api.sanity.io/v2023-08-01/users/me")
V("launchdarkly", "LaunchDarkly", "saas", [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)], None, None,
  [("Go", 'client, _ := ld.MakeClient("{0}", 5*time.Second)')])
V("mixpanel", "Mixpanel", "saas", [("MIXPANEL_API_SECRET", lambda: hexs(32), True)], "basic_key", "https://mixpanel.com/api/2.0/export")
V("amplitude", "Amplitude", "saas", [("AMPLITUDE_API_KEY", lambda: hexs(32), False), ("AMPLITUDE_SECRET_KEY", lambda: hexs(32), True)], "basic_pair",
  "https://amplitude.com/api/2/export")
V("posthog_personal", "PostHog personal API key", "saas", [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 43), True)], "bearer", "https://app.posthog.com/api/projects/")
V("databricks", "Databricks", "db", [("DATABRICKS_HOST", lambda: "https://dbc-" + hexs(8) + "-" + hexs(4) + ".cloud.databricks.com", False),
                                     ("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"]), True)], None, None,
  [("databrickscfg", "[DEFAULT]\nhost  = {0}\ntoken = {1}")])
V("confluent", "Confluent Cloud", "db", [("CONFLUENT_API_KEY", lambda: rs(UALNUM, 16), True), ("CONFLUENT_API_SECRET", lambda: rs(ALNUM + "+/", 64), True)], None, None,
  [("client.properties", "bootstrap.servers=pkc-" + "xxxxx.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username={0}\nsasl.password={1}")])
V("binance", "Binance", "saas", [("BINANCE_API_KEY", lambda: rs(ALNUM, 64), True), ("BINANCE_API_SECRET", lambda: rs(ALNUM, 64), True)], None, None)
V("etherscan", "Etherscan", "saas", [("ETHERSCAN_API_KEY", lambda: rs(UALNUM, 34), True)], "query:apikey", "https://api.etherscan.io/api?module=account&action=balance&address=0x0")
V("alchemy", "Alchemy", "saas", [("ALCHEMY_RPC_URL", g_alchemy_url, True)], None, None)
V("infura", "Infura", "saas", [("INFURA_API_KEY", lambda: hexs(32), True), ("INFURA_API_KEY_SECRET", lambda: hexs(32), True)], None, None)
V("b2", "Backblaze B2", "cloud", [("B2_APPLICATION_KEY_ID", lambda: "005" + hexs(22), True), ("B2_APPLICATION_KEY", lambda: "K005" + rs(ALNUM + "+/", 27), True)], None, None,
  [("b2 CLI", "b2 account authorize {0} {1}")])
V("jenkins", "Jenkins", "ci", [("JENKINS_USER", lambda: user(), False), ("JENKINS_API_TOKEN", lambda: "11" + hexs(32), True)], "basic_pair",
  "https://jenkins.ORG.internal/api/json")
V("harbor", "Harbor robot account", "ci", [("HARBOR_USERNAME", lambda: "robot$ci-" + org(), False), ("HARBOR_PASSWORD", lambda: rs(ALNUM, 32), True)], None, None,
  [("docker login", "docker login harbor.ORG.io -u '{0}' -p {1}")])
V("quay", "Quay.io robot", "ci", [("QUAY_USERNAME", lambda: org() + "+ci_pusher", False), ("QUAY_ROBOT_TOKEN", lambda: rs(UALNUM, 64), True)], None, None)
V("rancher", "Rancher", "cloud", [("RANCHER_TOKEN", lambda: "token-" + rs(LALNUM, 5) + ":" + rs(LALNUM, 54), True)], "bearer", "https://rancher.ORG.io/v3/clusters")
V("portainer", "Portainer", "cloud", [("PORTAINER_API_KEY", lambda: "ptr_" + rs(B64A, 43), True)], "header:X-API-Key", "https://portainer.ORG.io/api/endpoints")
V("typeform", "Typeform", "saas", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14), True)], "bearer", "https://api.typeform.com/forms")
V("shippo", "Shippo", "saas", [("SHIPPO_API_KEY", lambda: "shippo_live_" + hexs(40), True)], "prefix:ShippoToken", "https://api.goshippo.com/addresses/")
V("easypost", "EasyPost", "saas", [("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54), True)], "basic_key", "https://api.easypost.com/v2/shipments")
V("postman", "Postman", "devtool", [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), True)], "header:X-Api-Key", "https://api.getpostman.com/me")
V("openweather", "OpenWeatherMap", "saas", [("OWM_API_KEY", lambda: hexs(32), True)], "query:appid", "https://api.openweathermap.org/data/2.5/weather?q=Seoul")
V("newsapi", "NewsAPI", "saas", [("NEWSAPI_KEY", lambda: hexs(32), True)], "header:X-Api-Key", "https://newsapi.org/v2/top-headlines?country=kr")
V("ipinfo", "IPinfo", "saas", [("IPINFO_TOKEN", lambda: hexs(14), True)], "query:token", "https://ipinfo.io/8.8.8.8")
V("argocd", "Argo CD", "ci", [("ARGOCD_AUTH_TOKEN", lambda: jwt({"iss": "argocd", "sub": "ci:apiKey", "nbf": epoch(), "iat": epoch(), "jti": uuid4()}), True),
                              ("ARGOCD_SERVER", lambda: "argocd." + org() + ".io", False)], None, None)
V("calendly", "Calendly", "saas", [("CALENDLY_TOKEN", lambda: jwt({"iss": "https://auth.calendly.com", "iat": epoch(), "jti": uuid4(), "user_uuid": uuid4()}, {"kid": "1ce1e136", "typ": "PAT", "alg": "ES512"}, 66), True)],
  "bearer", "https://api.calendly.com/users/me")
V("lob", "Lob", "saas", [("LOB_API_KEY", lambda: "live_" + hexs(35), True)], "basic_key", "https://api.lob.com/v1/addresses")

# ---------------------------------------------------------------- brands (for the vendor count)
BRAND_OF = {"github_classic": "github", "github_fine": "github", "github_oauth": "github", "github_app": "github",
            "gitlab_runner": "gitlab", "newrelic_license": "newrelic", "grafana_cloud": "grafana",
            "stripe_webhook": "stripe", "slack_bot": "slack", "slack_user": "slack", "slack_app": "slack",
            "slack_webhook": "slack", "discord_bot": "discord", "discord_webhook": "discord", "meta_app": "meta",
            "supabase_mgmt": "supabase", "supabase_service": "supabase", "cloudflare_global": "cloudflare",
            "r2": "cloudflare", "cf_tunnel": "cloudflare", "aws_sts": "aws", "azure_storage": "azure",
            "azure_sp": "azure", "azure_openai": "azure", "azure_devops": "azure", "servicebus": "azure",
            "google_oauth": "google", "google_refresh": "google", "gemini": "google", "gchat": "google",
            "fcm": "google", "kakao_rest": "kakao", "posthog_personal": "posthog", "mapbox_secret": "mapbox",
            "mongo_atlas_api": "mongodb"}


def brand(vid):
    return BRAND_OF.get(vid, vid)


def fill(t):
    svc = pick(SERVICES)
    o = org()
    return (t.replace("REPO", svc).replace("ORG", o).replace("GROUP", o).replace("PROJECT", o + "-" + pick(["prod", "platform", "web"]))
            .replace("USER", user()).replace("APP", svc).replace("ACCOUNT", hexs(32)))


def section_of(v):
    return v["vid"].split("_")[0]


def snake_key(v, env):
    sec = section_of(v).upper() + "_"
    k = env[len(sec):] if env.startswith(sec) else env
    return k.lower()


def camel(s):
    parts = s.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def pascal(s):
    return "".join(p.title() for p in s.lower().split("_"))


NOISE_ENV = [lambda: "NODE_ENV=production", lambda: f"PORT={pick([3000, 8000, 8080, 5173])}", lambda: "LOG_LEVEL=" + pick(["debug", "info", "warn"]),
             lambda: f"APP_URL=https://{org()}.io", lambda: "TZ=Asia/Seoul", lambda: "FEATURE_NEW_CHECKOUT=" + pick(["true", "false"]),
             lambda: "REDIS_HOST=localhost", lambda: f"DB_HOST={pick(['localhost', 'db', '127.0.0.1'])}", lambda: "DB_PORT=5432",
             lambda: "SENTRY_ENVIRONMENT=" + pick(["staging", "production"]), lambda: "NEXT_TELEMETRY_DISABLED=1",
             lambda: "PYTHONUNBUFFERED=1", lambda: f"WORKERS={rint(2, 8)}"]


def noise(n):
    out = []
    for _ in range(n):
        s = pick(NOISE_ENV)()
        if s.split("=")[0] not in [o.split("=")[0] for o in out]:
            out.append(s)
    return out


def q(val):
    return pick(['"%s"' % val, val]) if chance(0.5) else val


# each container: f(v, vals) -> (snippet, label, where_en, where_ko); vals = [(env, display, [secrets])]
def ct_dotenv(v, vals):
    f = pick([".env", ".env.local", ".env.production", ".env.development.local", "apps/api/.env", ".env.staging"])
    lines = noise(rint(1, 3)) + [f"{e}={q(d)}" for e, d, s in vals] + noise(rint(0, 2))
    return "\n".join(lines), "dotenv " + f, f"their {f}", f"{f} 파일"


def ct_export(v, vals):
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "~/.bash_profile", "their terminal history"])
    lines = [f'export {e}="{d}"' if chance(0.6) else f"export {e}={d}" for e, d, s in vals]
    return "\n".join(lines), "shell export", f, f
def ct_inline(v, vals):
    cmd = pick(["npm run dev", "python manage.py runserver", "pnpm test", "go run ./cmd/api", "uv run pytest -k integration",
                "node scripts/backfill.js", "bundle exec rails s", "./gradlew bootRun"])
    return " ".join(f"{e}={d}" for e, d, s in vals) + " " + cmd, "inline env before command", "the command they ran", "실행한 커맨드"


def ct_yaml(v, vals):
    f = pick(["config/settings.yaml", "config/production.yml", "application.yml", "values.local.yaml", "config.yaml"])
    sec = section_of(v)
    lines = [f"{sec}:"] + [f"  {snake_key(v, e)}: {d}" for e, d, s in vals]
    if chance(0.5):
        lines = ["server:", f"  port: {pick([8080, 3000, 9000])}"] + lines
    return "\n".join(lines), "YAML " + f, f, f


def ct_json(v, vals):
    f = pick(["config/default.json", "appsettings.Development.json", "secrets.local.json", "firebase.functions.config.json", "config.json"])
    sec = section_of(v)
    if f.startswith("appsettings"):
        d = {pascal(sec): {pascal(snake_key(v, e)): val for e, val, s in vals}, "Logging": {"LogLevel": {"Default": "Information"}}}
    else:
        d = {camel(sec): {camel(snake_key(v, e)): val for e, val, s in vals}}
    return json.dumps(d, indent=2, ensure_ascii=False), "JSON " + f, f, f


def ct_toml(v, vals):
    f = pick(["config.toml", "pyproject.toml (tool section)", ".streamlit/secrets.toml", "Settings.toml", "netlify.toml"])
    lines = [f"[{section_of(v)}]"] + [f'{snake_key(v, e)} = "{d}"' for e, d, s in vals]
    return "\n".join(lines), "TOML " + f, f, f


def ct_ini(v, vals):
    f = pick(["settings.ini", "config.ini", "setup.cfg", "app.conf", "tox.ini"])
    lines = [f"[{section_of(v)}]"] + [f"{snake_key(v, e)} = {d}" for e, d, s in vals]
    return "\n".join(lines), "INI " + f, f, f


def ct_properties(v, vals):
    f = pick(["application.properties", "gradle.properties", "local.properties", "config/app.properties"])
    sec = section_of(v)
    lines = [f"{sec}.{snake_key(v, e).replace('_', '-')}={d}" for e, d, s in vals]
    if chance(0.6):
        lines = ["spring.profiles.active=" + pick(["dev", "staging", "prod"])] + lines
    return "\n".join(lines), "properties " + f, f, f


def ct_xml(v, vals):
    sec = pascal(section_of(v))
    lines = ["<appSettings>"] + [f'  <add key="{sec}:{pascal(snake_key(v, e))}" value="{d}" />' for e, d, s in vals] + ["</appSettings>"]
    return "\n".join(lines), "XML web.config appSettings", "web.config", "web.config"


def ct_tfvars(v, vals):
    f = pick(["terraform.tfvars", "prod.auto.tfvars", "envs/staging/terraform.tfvars"])
    lines = [f'{section_of(v)}_{snake_key(v, e)} = "{d}"' for e, d, s in vals]
    lines.append(f'region = "{pick(REGIONS)}"')
    return "\n".join(lines), "Terraform " + f, f, f


def ct_gha(v, vals):
    lines = ["      - name: " + pick(["Deploy", "Run integration tests", "Publish", "Smoke test"]),
             "        run: " + pick(["./scripts/deploy.sh", "npm run test:e2e", "make release", "pytest tests/integration"]),
             "        env:"] + [f"          {e}: {d}" for e, d, s in vals]
    f = ".github/workflows/" + pick(["deploy.yml", "ci.yml", "release.yml", "nightly.yml"])
    return "\n".join(lines), "GitHub Actions " + f, f, f


def ct_gitlab(v, vals):
    lines = ["variables:"] + [f'  {e}: "{d}"' for e, d, s in vals] + ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines), "GitLab CI .gitlab-ci.yml", ".gitlab-ci.yml", ".gitlab-ci.yml"


def ct_k8s(v, vals):
    ns = pick(["default", "prod", "staging", "payments", "platform"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {v['vid'].replace('_', '-')}-credentials", f"  namespace: {ns}",
             "type: Opaque", "stringData:"] + [f"  {e}: {d}" for e, d, s in vals]
    f = pick(["k8s/secret.yaml", "deploy/base/secrets.yaml", "manifests/app-secret.yaml"])
    return "\n".join(lines), "k8s Secret stringData " + f, f, f


def ct_dockerfile(v, vals):
    lines = [pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM eclipse-temurin:21-jre", "FROM golang:1.22 AS build"]), "WORKDIR /app"]
    lines += [f"ENV {e}={d}" for e, d, s in vals] + ["COPY . .", pick(['CMD ["node", "server.js"]', 'CMD ["python", "-m", "app"]', "RUN make build"])]
    return "\n".join(lines), "Dockerfile ENV", "the Dockerfile", "Dockerfile"


def ct_docker_run(v, vals):
    img = f"{org()}/{pick(SERVICES)}:{rint(1, 3)}.{rint(0, 20)}.{rint(0, 9)}"
    return ("docker run -d --name " + pick(SERVICES) + " " + " ".join(f"-e {e}={d}" for e, d, s in vals) + f" -p 8080:8080 {img}",
            "docker run -e", "the docker run command", "docker run 명령")


def ct_compose(v, vals):
    lines = ["services:", "  api:", f"    image: {org()}/{pick(SERVICES)}:latest", "    environment:"] + [f"      - {e}={d}" for e, d, s in vals]
    return "\n".join(lines), "docker-compose environment", "docker-compose.yml", "docker-compose.yml"


def ct_helm(v, vals):
    lines = ["replicaCount: 2", "env:"] + [f'  {e}: "{d}"' for e, d, s in vals]
    f = pick(["values-prod.yaml", "charts/api/values.yaml", "helm/values.staging.yaml"])
    return "\n".join(lines), "Helm " + f, f, f


def ct_mcp(v, vals):
    f = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", ".vscode/mcp.json", "~/.gemini/settings.json"])
    srv = section_of(v)
    d = {"mcpServers": {srv: {"command": "npx", "args": ["-y", f"@{org()}/{srv}-mcp"], "env": {e: val for e, val, s in vals}}}}
    return json.dumps(d, indent=2), "MCP config " + f, f, f


def ct_codex(v, vals):
    srv = section_of(v)
    env = ", ".join(f'{e} = "{d}"' for e, d, s in vals)
    lines = [f"[mcp_servers.{srv}]", 'command = "npx"', f'args = ["-y", "{srv}-mcp-server"]', f"env = {{ {env} }}"]
    return "\n".join(lines), "Codex ~/.codex/config.toml", "~/.codex/config.toml", "~/.codex/config.toml"


def ct_powershell(v, vals):
    return "\n".join(f'$env:{e} = "{d}"' for e, d, s in vals), "PowerShell $env:", "their PowerShell profile", "PowerShell 프로필"


def ct_cmd(v, vals):
    return "\n".join(f"set {e}={d}" for e, d, s in vals), "Windows cmd set", "a .bat script", ".bat 스크립트"


def ct_fish(v, vals):
    return "\n".join(f"set -gx {e} {d}" for e, d, s in vals), "fish set -gx", "~/.config/fish/config.fish", "~/.config/fish/config.fish"


def ct_pyenv(v, vals):
    lines = ["import os"] + [f'os.environ["{e}"] = "{d}"' for e, d, s in vals]
    f = pick(["conftest.py", "scripts/run_local.py", "notebooks/eval.ipynb", "settings/local.py"])
    return "\n".join(lines), "Python os.environ " + f, f, f


def ct_jsfallback(v, vals):
    lines = [f'const {camel(e)} = process.env.{e} ?? "{d}";' for e, d, s in vals]
    f = pick(["src/config.ts", "lib/env.js", "server/config.mjs"])
    return "\n".join(lines), "JS env fallback " + f, f, f


def ct_jupyter(v, vals):
    return "\n".join(f"%env {e}={d}" for e, d, s in vals), "Jupyter %env cell", "the first notebook cell", "노트북 첫 셀"


def ct_launch(v, vals):
    d = {"version": "0.2.0", "configurations": [{"type": pick(["node", "debugpy"]), "request": "launch", "name": "Debug API",
                                                  "env": {e: val for e, val, s in vals}}]}
    return json.dumps(d, indent=2), "VS Code launch.json env", ".vscode/launch.json", ".vscode/launch.json"


def ct_table(v, vals):
    lines = ["| Variable | Value | Where |", "|---|---|---|"] + [f"| {e} | {d} | {pick(['prod', 'staging', 'all'])} |" for e, d, s in vals]
    return "\n".join(lines), "markdown table", "the onboarding doc table", "온보딩 문서 표"


GENERIC_CONTAINERS = [ct_dotenv, ct_dotenv, ct_export, ct_inline, ct_yaml, ct_json, ct_toml, ct_ini, ct_properties, ct_xml,
                      ct_tfvars, ct_gha, ct_gitlab, ct_k8s, ct_dockerfile, ct_docker_run, ct_compose, ct_helm, ct_mcp, ct_mcp,
                      ct_codex, ct_powershell, ct_cmd, ct_fish, ct_pyenv, ct_jsfallback, ct_jupyter, ct_launch, ct_table]


def curl_for(v, vals):
    a = v["auth"]
    url = fill(v["url"]) if v["url"] else None
    secs = [x for x in vals if x[2]]
    if not a or not secs:
        return None
    p = secs[0][1]
    if a == "bearer":
        h = f'-H "Authorization: Bearer {p}"'
    elif a == "token":
        h = f'-H "Authorization: token {p}"'
    elif a.startswith("header:"):
        h = f'-H "{a[7:]}: {p}"'
    elif a.startswith("prefix:"):
        pre = a[7:]
        h = f'-H "Authorization: {pre}{"" if pre.endswith("=") else " "}{p}"'
    elif a.startswith("query:"):
        return f'curl -s "{url}{"&" if "?" in url else "?"}{a[6:]}={p}"'
    elif a == "basic_key":
        h = f"-u {p}:"
    elif a.startswith("basic_user:"):
        h = f'-u "{a[11:]}:{p}"'
    elif a == "basic_pair":
        ids = [x for x in vals if not x[2]]
        first = ids[0][1] if ids else user()
        h = f'-u "{first}:{p}"'
    elif a == "url":
        return f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"build #{rint(100, 999)} failed\"}}' {p}"
    else:
        return None
    extra = ' -H "anthropic-version: 2023-06-01"' if v["vid"] == "anthropic" else ""
    return f"curl -s {url} {h}{extra}"


def ct_curl(v, vals):
    c = curl_for(v, vals)
    return (c, "curl header", "the curl command they used", "테스트용 curl 명령") if c else None


def ct_log(v, vals):
    a = v["auth"] or ""
    secs = [x for x in vals if x[2]]
    if not secs:
        return None
    p = secs[0][1]
    url = fill(v["url"]) if v["url"] else None
    if a == "bearer" and url:
        s = (f"DEBUG httpx: HTTP Request: GET {url} headers={{'authorization': 'Bearer {p}', 'user-agent': 'python-httpx/0.27.2'}}\n"
             f"DEBUG httpx: HTTP/1.1 401 Unauthorized")
    elif a.startswith("header:") and url:
        s = f"[{pick(TIMES)}:{rint(10, 59)}] outgoing request {url} {{\"{a[7:].lower()}\": \"{p}\", \"accept\": \"application/json\"}} -> 403"
    elif a.startswith("query:") and url:
        s = f'{ipv4_private()} - - [12/Mar/2025:{pick(TIMES)}:{rint(10, 59)} +0900] "GET {url}{"&" if "?" in url else "?"}{a[6:]}={p} HTTP/1.1" 200 {rint(200, 9000)}'
    elif a == "url":
        s = f"WARN notifier: POST {p} failed: 404 no_service (retry 3/3)"
    else:
        return None
    return s, "log line", "the application log", "애플리케이션 로그"


def ct_chat(v, vals, lang="en"):
    t = pick(TIMES)
    u = user()
    secs = [x for x in vals if x[2]]
    body = " / ".join(f"{e}={d}" for e, d, s in vals) if len(vals) > 1 else vals[0][1]
    return f"[{t}] {u}: {pick(['이거 쓰세요', '새로 발급함', '키 여기요', '이걸로 해보세요'] if lang == 'ko' else ['here you go', 'use this one', 'prod one', 'try this', 'new one, old is revoked'])} -> {body}", "chat paste", "a Slack message", "슬랙 메시지"


def ct_snip(v, vals):
    if not v["snips"]:
        return None
    label, t = pick(v["snips"])
    return fill(t).format(*[d for e, d, s in vals]), label, label, label




def render_vendor(v, lang):
    vals = []
    for env, gen, is_sec in v["ents"]:
        g = gen()
        if isinstance(g, tuple):
            vals.append((env, g[0], list(g[1]) if is_sec else []))
        else:
            vals.append((env, g, [g] if is_sec else []))
    while True:
        r = rint(1, 30)
        if r <= 9:
            out = ct_snip(v, vals)
        elif r <= 13:
            out = ct_curl(v, vals)
        elif r <= 15:
            out = ct_log(v, vals)
        elif r <= 16:
            out = ct_chat(v, vals, lang)
        else:
            out = pick(GENERIC_CONTAINERS)(v, vals)
        if out:
            break
    snippet = out[0]
    secrets = []
    for e, d, ss in vals:
        for s in ss:
            if s in snippet and s not in secrets:
                secrets.append(s)
    return snippet, secrets, out[1], out[2], out[3], vals

# ---------------------------------------------------------------- prose for vendor-token notes
FACTS = {
    "ai": {"en": ["The {name} client reads {env} from the environment by itself, so hardcoding it was never needed.",
                  "The 429s came from the org-level spend cap on the {name} account, not from a bad key.",
                  "Our worker caches the {name} client at import time, so a new key only takes effect after a restart.",
                  "Behind the office proxy HTTPS_PROXY must be set too, otherwise the {name} SDK hangs instead of failing fast.",
                  "The backfill has to throttle its calls to {name}, or it hits the rate limit within minutes."],
           "ko": ["{name} SDK는 {env} 환경변수를 알아서 읽어서 코드에 키를 박을 필요가 없었음.",
                  "429는 키 문제가 아니라 {name} 조직 단위 사용 한도 때문이었음.",
                  "워커가 import 시점에 {name} 클라이언트를 캐싱해서 키 바꿔도 재시작 전엔 반영 안 됨.",
                  "사내 프록시 환경에서는 HTTPS_PROXY도 같이 잡아야 {name} 호출이 타임아웃 안 남.",
                  "백필에서 {name} 호출 속도를 제한해야 함. 안 그러면 몇 분 만에 rate limit 걸림."]},
    "ci": {"en": ["The publish job uses {env} from the CI variables; the copy on the developer laptop had drifted.",
                  "A token without the right scope gets a misleading 404 on private repos, so check scopes before anything else.",
                  "Tokens here expire after 90 days and the nightly pipeline broke the day this one expired.",
                  "Protected variables such as {env} are only injected on protected branches, which is why the feature-branch run failed."],
           "ko": ["배포 잡은 CI 변수에 있는 {env_eul} 쓰고, 개발자 로컬 값은 이미 달라져 있었음.",
                  "스코프 부족한 토큰은 private 레포에서 403이 아니라 404가 떠서 헷갈림. 스코프부터 볼 것.",
                  "토큰 만료가 90일이라 만료된 날 nightly 파이프라인이 깨졌음.",
                  "{env} 같은 protected 변수는 protected 브랜치에서만 주입돼서 피처 브랜치 빌드가 실패했던 것."]},
    "cloud": {"en": ["The CLI prefers environment variables over the profile file, so the stale {env} in the shell won.",
                     "The CLI defaulted to a personal account/project, so the first run created resources in the wrong place; the target has to be set explicitly ({region} for region-based APIs).",
                     "Terraform picked these credentials up from the environment, which is why the plan touched production.",
                     "They belong to a shared CI identity; revoking them breaks several pipelines, so rotation needs a heads-up."],
              "ko": ["CLI는 프로필 파일보다 환경변수를 우선해서 셸에 남아있던 예전 {env_ga} 먹고 있었음.",
                     "CLI가 기본으로 개인 계정/프로젝트를 잡아서 첫 실행 때 리소스가 엉뚱한 곳에 생겼음. 대상(리전 있는 API는 {region})을 명시해야 함.",
                     "Terraform이 환경변수 자격증명을 그대로 써서 plan이 운영 계정을 건드리고 있었음.",
                     "공용 CI 계정 거라 폐기하면 파이프라인 여러 개가 같이 죽음. 교체 전에 공지 필요."]},
    "pay": {"en": ["Live and test keys for {name} are separate and the staging stack had the live one loaded.",
                   "Webhook signature checks failed because the framework parsed the JSON body before verification.",
                   "Retries need an idempotency key, otherwise {name} creates duplicate charges during a timeout storm.",
                   "Amounts go out in the smallest currency unit; KRW has no minor unit, which explains the 100x charge."],
            "ko": ["{name} 라이브 키랑 테스트 키가 따로인데 스테이징에 라이브 키가 들어가 있었음.",
                   "웹훅 서명 검증 실패 원인은 프레임워크가 body를 먼저 JSON 파싱해버린 것.",
                   "재시도할 때 idempotency key 안 넣으면 {name}에서 중복 결제 생김.",
                   "금액은 최소 통화 단위로 보내야 함. 원화는 소수 단위가 없어서 100배 결제 날 뻔함."]},
    "msg": {"en": ["Messages were silently dropped because the sender was not verified in {name}.",
                   "{name} rate-limits per second; batching the alerts made the 429s go away.",
                   "The notification worker swallows {name} errors, so failures only show up in the provider dashboard."],
            "ko": ["발신 번호/도메인이 {name}에 등록이 안 돼 있어서 메시지가 조용히 드롭됐음.",
                   "{name} API는 초당 요청 제한이 있어서 알림을 배치로 묶으니 429가 사라짐.",
                   "알림 워커가 {name} 에러를 삼켜서 실패가 대시보드에서만 보였음."]},
    "mon": {"en": ["Local dev events were landing in the production project because every environment used the same {name} credential.",
                   "Sampling at 1.0 in staging burned through the monthly {name} quota in a week.",
                   "The agent only rereads its config on restart, so the new value was ignored until the pod cycled."],
            "ko": ["로컬 개발 이벤트가 운영 프로젝트로 들어가고 있었음. 모든 환경이 같은 {name} 키를 써서.",
                   "스테이징 샘플링이 1.0이라 한 달 {name} 쿼터를 일주일 만에 다 씀.",
                   "에이전트가 재시작할 때만 설정을 다시 읽어서 파드 재시작 전까지 새 값이 무시됐음."]},
    "saas": {"en": ["The key is scoped to one workspace/project; a 404 from {name} meant the resource lived in another workspace, not that it was missing.",
                    "The {name} API answers some failures with 200 and an error object, so checking the status code alone missed them.",
                    "Pagination is cursor-based and the first page stops at 100 items, which is why the sync looked incomplete.",
                    "{name} tokens are tied to the person who created them; when that person leaves, the integration dies."],
             "ko": ["{name} 키는 워크스페이스/프로젝트 단위라서, 404는 리소스가 없는 게 아니라 다른 워크스페이스에 있다는 뜻이었음.",
                    "{name} API는 일부 실패를 200 + 에러 객체로 돌려줘서 상태 코드만 보면 놓침.",
                    "페이지네이션이 커서 방식이고 첫 페이지가 100개에서 끊겨서 동기화가 덜 된 것처럼 보였음.",
                    "{name} 토큰이 만든 사람 계정에 묶여 있어서 그 사람이 퇴사하면 연동이 죽음."]},
    "db": {"en": ["This credential has admin rights on the whole project, so it must stay server-side and out of any client bundle.",
                  "The CLI and the app read different variables, so the value worked in the terminal but not in the deployed service."],
           "ko": ["이 자격증명은 프로젝트 전체 관리자 권한이라 서버에만 두고 클라이언트 번들엔 절대 넣으면 안 됨.",
                  "CLI랑 앱이 읽는 변수가 달라서 터미널에서는 되는데 배포된 서비스에선 안 됐던 것."]},
    "devtool": {"en": ["The agent config is per machine; CI needs its own credential instead of reusing a developer's.",
                       "The tunnel kept reconnecting because two machines were using the same credential at the same time."],
                "ko": ["에이전트 설정이 머신마다 따로라서 CI는 개발자 것 말고 별도 키를 써야 함.",
                       "같은 키로 두 머신이 동시에 붙어서 터널이 계속 재연결됐음."]},
    "kr": {"en": ["Calls from the production server got 401 until its IP was added to the allow-list in the {name} console.",
                  "The callback URL must match the {name} console setting exactly, trailing slash included."],
           "ko": ["{name} 콘솔에 운영 서버 IP를 허용 목록으로 안 넣어서 운영에서만 401이 났음.",
                  "콜백 URL이 {name} 콘솔 설정이랑 끝 슬래시까지 똑같아야 함.",
                  "{name} 테스트 키랑 라이브 키가 앞부분만 다르고 생긴 게 비슷해서 섞이기 쉬움.",
                  "{name} API는 응답 코드가 200이어도 body의 result code를 따로 확인해야 실패를 잡을 수 있음."]},
}

CT_FACTS = [("dotenv", "The app loads .env.local after .env, so the value in .env.local silently wins.",
             ".env.local이 .env보다 나중에 로드돼서 .env.local 값이 조용히 이김."),
            ("Dockerfile", "ENV in a Dockerfile is baked into the image layers; anyone who pulls the image can read it.",
             "Dockerfile의 ENV는 이미지 레이어에 그대로 남아서 이미지 받는 사람 누구나 볼 수 있음."),
            ("GitHub Actions", "Values written straight into a workflow file are readable by everyone with repo access.",
             "워크플로 파일에 직접 쓴 값은 레포 읽기 권한만 있으면 다 보임."),
            ("k8s Secret", "A Secret manifest in git is plain text; base64 after apply is not encryption.",
             "git에 있는 Secret 매니페스트는 평문임. apply 후 base64는 암호화가 아님."),
            ("MCP config", "The MCP server only sees its own env block; it does not inherit the shell environment.",
             "MCP 서버는 자기 env 블록만 보고 셸 환경변수는 상속 안 함."),
            ("Codex", "Codex passes only the listed env to the MCP server process.",
             "Codex는 명시한 env만 MCP 서버 프로세스에 넘김."),
            ("docker run", "docker run -e values show up in `docker inspect` and in the shell history.",
             "docker run -e 값은 docker inspect랑 셸 히스토리에 그대로 남음."),
            ("Jupyter", "The notebook output and the cell itself get committed with the .ipynb.",
             ".ipynb 커밋하면 셀 내용이 그대로 같이 올라감."),
            ("log line", "The HTTP client logs full headers at DEBUG, so DEBUG must stay off in shared environments.",
             "HTTP 클라이언트가 DEBUG 레벨에서 헤더를 통째로 찍어서 공유 환경에선 DEBUG 끄기.")]

ERRS_EN = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "AuthenticationError", "'Bad credentials'", "a 401 with an empty body",
           "'invalid_auth'", "'Unauthorized: token expired'"]
ERRS_KO = ["401 Unauthorized", "403", "invalid_api_key", "AuthenticationError", "인증 실패", "'invalid_auth'"]


def josa(word, with_final, without_final):
    """Korean particle after a word (Hangul by batchim; latin by a rough reading of the last letter)."""
    w = word.rstrip(")]} ")
    if not w:
        return without_final
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return with_final if code % 28 else without_final
    if w.lower().endswith("ng"):
        return with_final
    return with_final if ch.lower() in "lmnbck" or ch in "0136" else without_final


def env_final(env):
    """(has batchim, batchim is rieul) for how Korean developers read an ENV_NAME aloud."""
    last = env.upper().split("_")[-1]
    table = {"KEY": (False, False), "TOKEN": (True, False), "SECRET": (True, False), "URL": (True, True), "ID": (False, False),
             "PASSWORD": (False, False), "PAT": (True, False), "STRING": (True, False), "CONNECTION": (True, False),
             "CERTIFICATE": (False, False), "DSN": (True, False)}
    if last in table:
        return table[last]
    j = josa(env, "y", "n")
    return (j == "y", env[-1].lower() == "l")


def env_josa(env, kind):
    fin, rieul = env_final(env)
    if kind == "ro":
        return env + ("으로" if fin and not rieul else "로")
    pair = {"ga": ("이", "가"), "eul": ("을", "를"), "eun": ("은", "는")}[kind]
    return env + (pair[0] if fin else pair[1])


def thing_word(env, lang):
    e = env.upper()
    if "SECRET" in e:
        return "secret" if lang == "en" else "시크릿"
    if "TOKEN" in e or "PAT" in e:
        return "token" if lang == "en" else "토큰"
    if "PASSWORD" in e:
        return "password" if lang == "en" else "비밀번호"
    if "URL" in e or "CONNECTION" in e:
        return "URL" if lang == "en" else "URL"
    return "key" if lang == "en" else "키"


def ct_fact(label, lang):
    for k, en, ko in CT_FACTS:
        if label.startswith(k) or k in label:
            return en if lang == "en" else ko
    return ""


SHORT = {"x_twitter": "X API", "supabase_service": "Supabase", "supabase_mgmt": "Supabase", "mapbox_secret": "Mapbox",
         "posthog_personal": "PostHog", "cloudflare_global": "Cloudflare", "cloudflare": "Cloudflare", "kakao_rest": "Kakao",
         "kakao": "Kakao", "google_refresh": "Google", "google_oauth": "Google OAuth", "fcm": "FCM", "newrelic_license": "New Relic",
         "slack_bot": "Slack", "slack_user": "Slack", "slack_app": "Slack", "slack_webhook": "Slack", "discord_bot": "Discord",
         "discord_webhook": "Discord", "stripe_webhook": "Stripe", "github_classic": "GitHub", "github_fine": "GitHub",
         "github_oauth": "GitHub", "github_app": "GitHub", "gitlab_runner": "GitLab", "meta_app": "Meta", "harbor": "Harbor",
         "quay": "Quay.io", "aws": "AWS", "aws_sts": "AWS", "azure_sp": "Azure", "splunk": "Splunk", "mongo_atlas_api": "MongoDB Atlas",
         "gchat": "Google Chat", "telegram": "Telegram", "line": "LINE", "aligo": "Aligo", "gemini": "Gemini API"}


def vendor_note(v, lang):
    snippet, secrets, clabel, w_en, w_ko, vals = render_vendor(v, lang)
    name = SHORT.get(v["vid"]) or v["name"].split(" (")[0]
    secret_ents = [x for x in vals if x[2]]
    short_ents = [x for x in secret_ents if len(x[1]) < 300]
    pri = short_ents[-1] if short_ents else secret_ents[0]
    env = pri[0]
    svc = pick(SERVICES)
    envname = pick(ENVS_EN if lang == "en" else ENVS_KO)
    where = w_en if lang == "en" else w_ko
    store = pick(STORES_EN if lang == "en" else STORES_KO)
    facts = FACTS[v["cat"]][lang]
    fact = pick(facts).format(name=name, env=env, region=pick(REGIONS), env_eul=env_josa(env, "eul"), env_ga=env_josa(env, "ga"))
    f2 = ct_fact(clabel, lang)
    err = pick(ERRS_EN if lang == "en" else ERRS_KO)
    thing = thing_word(env, lang)
    kw = dict(name=name, env=env, svc=svc, envname=envname, where=where, store=store, err=err, thing=thing,
              thing_eul=thing + josa(thing, "을", "를"), thing_ga=thing + josa(thing, "이", "가"),
              thing_neun=thing + josa(thing, "은", "는"), env_ro=env_josa(env, "ro"))
    plain = pri[2] == [pri[1]]
    layouts = ["mc", "mc", "mc", "lesson", "lesson"] + (["repeat", "repeat", "both", "split"] if plain and len(pri[1]) < 300 else [])
    layout = pick(layouts)
    if lang == "en":
        mc_snip = ["Nobody told me where the {name} credentials for {svc} come from. The user pasted {where}:\n{snip}",
                   "{name} calls from {svc} failed with {err} and I didn't know which credential {envname} uses. The user sent {where}:\n{snip}",
                   "The task assumed {name} was already configured. It was, hardcoded in {where}:\n{snip}",
                   "I wasn't told that {where} is what actually configures {name} for {svc}:\n{snip}",
                   "Missing piece: the {name} setup for {envname} is done by hand on each machine. From {where}:\n{snip}",
                   "The ticket said 'hook up {name}' but not which account. This was in {where}:\n{snip}"]
        mc_plain = ["Nobody mentioned that {svc} reads its {name} credentials from {where} instead of {store}.",
                    "I did not know that {envname} uses its own {name} account, separate from the other environments.",
                    "The ticket didn't say which {name} project {svc} should talk to, or who owns the credentials.",
                    "I assumed {name} was mocked in the tests; it isn't, and real credentials are configured locally."]
        ls_snip = ["What actually works for {envname}, confirmed by the user:\n{snip}\n{fact}",
                   "{fact} The current setup, for reference:\n{snip}",
                   "{fact} The user's working config:\n{snip}"]
        asks = ["Can we move the {name} {thing} into {store} so it stops living in {where}?",
                "Which {name} account should {envname} use, and who rotates the {thing}?",
                "Should I ask for the {name} {thing} to be rotated, since it was shared in plain text?",
                "Is there a separate {name} {thing} for CI, or does the pipeline reuse a developer's?", ""]
        asks_rep = ["Is {val} still the active {name} {thing}, or was it rotated after this session?",
                    "Should I keep using {val} for {envname}, or is there a newer {name} {thing}?"]
        split_mc = " The {name} {thing} they gave me for {envname} is"
        split_ls = ["{val} and it has to be set as {env} before {svc} starts. {fact}",
                    "{val} (set it as {env}; the code never reads it from anywhere else). {fact}"]
        both_ls = "{fact} Double-check that the value in use is really {val} before blaming the code."
    else:
        mc_snip = ["{svc}에서 쓰는 {name} 자격증명이 어디서 오는지 아무도 안 알려줌. 사용자가 {where} 내용을 붙여줌:\n{snip}",
                   "{svc}에서 {name} 호출이 {err}로 계속 실패했는데 {envname} 환경이 어떤 키를 쓰는지 몰랐음. 받은 내용:\n{snip}",
                   "{name} 설정은 이미 돼 있다고 해서 봤더니 {where}에 하드코딩 돼 있었음:\n{snip}",
                   "{name} 연동을 {where}에서 한다는 걸 몰랐음. 현재 내용:\n{snip}",
                   "티켓에는 '{name} 붙이기'만 있고 어느 계정인지 없었음. {where}에서 찾은 것:\n{snip}"]
        mc_plain = ["{svc} 서비스가 {name} 자격증명을 {store} 쪽이 아니라 {where}에서 읽는다는 걸 아무도 말 안 해줌.",
                    "{envname} 환경은 다른 환경이랑 별도의 {name} 계정을 쓴다는 걸 몰랐음.",
                    "티켓에 {svc} 서비스가 어떤 {name} 프로젝트를 써야 하는지, 키 관리는 누가 하는지 안 적혀 있었음.",
                    "테스트에서 {name} 쪽은 mock하는 줄 알았는데 실제 키로 호출하고 있었음."]
        ls_snip = ["{envname}에서 실제로 동작하는 설정 (사용자 확인함):\n{snip}\n{fact}",
                   "{fact} 참고로 현재 설정은 이렇게 돼 있음:\n{snip}",
                   "{fact} 사용자가 쓰던 설정:\n{snip}"]
        asks = ["{name} {thing_eul} {store} 쪽으로 옮기고 {where}에서는 빼도 될까요?",
                "{envname} 환경은 어떤 {name} 계정을 써야 하나요? 교체 담당은 누구인가요?",
                "평문으로 공유됐으니 {name} {thing} 재발급 요청할까요?",
                "CI용 {name} {thing_ga} 따로 있나요, 아니면 개발자 걸 같이 쓰나요?", ""]
        asks_rep = ["{val} 이 {name} {thing} 아직 유효한가요, 아니면 이번 세션 이후에 교체했나요?",
                    "{envname}에서는 계속 {val} 쓰면 되나요?"]
        split_mc = " 사용자가 {envname}용으로 준 {name} {thing_neun}"
        split_ls = ["{val} 이고, {svc} 뜨기 전에 {env_ro} 들어가 있어야 함. {fact}",
                    "{val} 임. {env_ro}만 읽으니까 다른 데 넣어도 소용없음. {fact}"]
        both_ls = "{fact} 코드 탓하기 전에 실제로 쓰이는 값이 {val} 맞는지부터 확인할 것."
    kw.update(snip=snippet, fact=fact, val=pri[1])
    file_like = not any(w in where for w in ("command", "log", "message", "table", "cell", "history", "명령", "로그", "메시지", "표", "셀"))
    if layout == "mc":
        mc = pick(mc_snip).format(**kw)
        ls = (fact + (" " + f2 if f2 else "")).strip()
        ask = pick(asks).format(**kw)
    elif layout == "lesson":
        mc = pick(mc_plain if file_like else mc_plain[1:]).format(**kw)
        ls = pick(ls_snip).format(**kw)
        ask = pick(asks).format(**kw)
    elif layout == "repeat":
        mc = pick(mc_snip).format(**kw)
        ls = (fact + (" " + f2 if f2 else "")).strip()
        ask = pick(asks_rep).format(**kw)
        if pri[1] not in secrets:
            secrets.append(pri[1])
    elif layout == "both":
        mc = pick(mc_snip).format(**kw)
        ls = both_ls.format(**kw)
        ask = pick(asks).format(**kw)
        if pri[1] not in secrets:
            secrets.append(pri[1])
    else:
        mc = pick(mc_plain if file_like else mc_plain[1:]).format(**kw) + split_mc.format(**kw)
        ls = pick(split_ls).format(**kw)
        ask = pick(asks).format(**kw)
        secrets = [pri[1]]
    cat = f"vendor token / {clabel}: {v['name']} {env}" + (f" [{layout}]" if layout in ("split", "repeat", "both") else "")
    return cat, mc, ls, ask, secrets

# ---------------------------------------------------------------- special (non-vendor) secret templates
def pw(lang, nospace=True, style=None):
    return password(style=style, lang=lang, nospace=nospace)


def dbname():
    return pick(["app", "billing", "orders", "analytics", "shop", "crm", "inventory", "users"])


def dbuser():
    return pick(["app", "api_rw", "admin", "postgres", "root", "svc_" + pick(["billing", "orders", "batch", "report"]), "readonly", "migrator"])


THINGS_EN = ["the staging Grafana admin", "the NAS web UI", "the Jenkins controller", "the router admin page", "the Synology DSM",
             "pgAdmin", "the RabbitMQ management UI", "the Airflow webserver", "Kibana", "the Keycloak admin console", "the Harbor UI",
             "the company VPN", "the test tenant admin", "the WordPress admin", "phpMyAdmin", "Portainer", "the MinIO console",
             "the staging Django admin", "the Sonatype Nexus admin", "the Proxmox host"]
THINGS_KO = ["스테이징 Grafana admin", "사내 NAS 웹", "Jenkins", "공유기 관리자 페이지", "시놀로지 DSM", "pgAdmin", "RabbitMQ 관리 콘솔",
             "Airflow 웹서버", "Kibana", "Keycloak 관리 콘솔", "Harbor", "사내 VPN", "테스트 테넌트 관리자", "워드프레스 관리자", "phpMyAdmin",
             "Portainer", "MinIO 콘솔", "스테이징 Django admin", "Nexus 관리자", "Proxmox 호스트"]


def sp_conn_url(lang):
    st, p = pw(lang)
    u, h, db = dbuser(), host("db"), dbname()
    e = pct(p)
    kind = pick(["postgres", "mysql", "mongo", "redis", "amqp", "mssql", "jdbc", "sqlalchemy", "clickhouse", "celery"])
    if kind == "postgres":
        s = f"DATABASE_URL=postgresql://{u}:{e}@{h}:5432/{db}?sslmode=require"; sec = [e]
    elif kind == "mysql":
        s = f"DATABASE_URL=mysql://{u}:{e}@{h}:3306/{db}"; sec = [e]
    elif kind == "mongo":
        s = f'MONGODB_URI="mongodb+srv://{u}:{e}@cluster0.{rs(LALNUM, 5)}.mongodb.net/{db}?retryWrites=true&w=majority"'; sec = [e]
    elif kind == "redis":
        s = f"REDIS_URL=rediss://default:{e}@{pick(['redis', 'cache'])}.{org()}.internal:6380/0"; sec = [e]
    elif kind == "amqp":
        s = f"CELERY_BROKER_URL=amqp://{u}:{e}@{h}:5672/{pick(['%2F', 'jobs', 'prod'])}"; sec = [e]
    elif kind == "mssql":
        s = f'"ConnectionStrings": {{ "Default": "Server=tcp:{org()}-sql.database.windows.net,1433;Database={db};User ID={u};Password={p};Encrypt=True;" }}'; sec = [p]
    elif kind == "jdbc":
        s = f"spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\nspring.datasource.password={p}"; sec = [p]
    elif kind == "sqlalchemy":
        s = f'engine = create_engine("mysql+pymysql://{u}:{e}@{h}:3306/{db}?charset=utf8mb4")'; sec = [e]
    elif kind == "clickhouse":
        s = f"clickhouse-client --host {h} --secure --user {u} --password '{p}' --query 'SELECT count() FROM events'"; sec = [p]
    else:
        s = f"CELERY_RESULT_BACKEND = 'db+postgresql://{u}:{e}@{h}/{db}'"; sec = [e]
    if lang == "en":
        mc = pick([f"I didn't know the {kind} credentials were only in the user's local config. They pasted:\n{s}",
                   f"Migrations failed against the {pick(ENVS_EN)} database and nobody said which user to connect as. The working value:\n{s}",
                   f"The README only says 'ask for the connection string'. The user gave me this:\n{s}"])
        ls = pick(["Special characters in the password must be percent-encoded inside a URL, otherwise the driver splits at the wrong '@'.",
                   "The app user is not allowed to run DDL; migrations must use the migrator role.",
                   "Connection pooling sits in front of the database, so session-level SET statements do not stick."]
                  + (["The connection needs TLS; without sslmode=require the server rejects it with a misleading auth error."] if "sslmode" in s else []))
        ask = pick(["Is there a read-only user I should use for debugging instead of this one?",
                    "Can the connection string move to the secret manager before the next session?", ""])
    else:
        mc = pick([f"{kind} 접속 정보가 사용자 로컬 설정에만 있다는 걸 몰랐음. 붙여준 값:\n{s}",
                   f"{pick(ENVS_KO)} DB 마이그레이션이 실패했는데 어떤 계정으로 붙어야 하는지 아무도 안 알려줌. 동작하는 값:\n{s}",
                   f"README에는 '접속 문자열은 물어보세요'만 있음. 받은 것:\n{s}"])
        ls = pick(["비밀번호에 특수문자가 있으면 URL 안에서는 퍼센트 인코딩해야 함. 안 그러면 드라이버가 엉뚱한 '@'에서 자름.",
                   "앱 계정은 DDL 권한이 없어서 마이그레이션은 migrator 계정으로 돌려야 함.",
                   "앞단에 커넥션 풀러가 있어서 세션 단위 SET이 유지 안 됨."]
                  + (["TLS 필수라 sslmode=require 없으면 인증 에러처럼 보이는 에러로 거부됨."] if "sslmode" in s else []))
        ask = pick(["디버깅용 읽기 전용 계정이 따로 있나요?", "다음 세션 전에 접속 문자열을 시크릿 매니저로 옮길 수 있을까요?", ""])
    return f"connection string: {kind} URL with password ({st})", mc, ls, ask, sec


CLI_TEMPLATES = [
    ("mysql -p attached", "mysql -h {h} -u {u} -p{pq} {db}", "login"),
    ("mysqldump --password=", "mysqldump -u {u} --password={pq} --single-transaction {db} > {db}.sql", "login"),
    ("PGPASSWORD env", "PGPASSWORD={pq} psql -h {h} -U {u} -d {db} -c '\\dt'", "login"),
    ("psql key=value DSN", 'psql "host={h} port=5432 dbname={db} user={u} password={p} sslmode=require"', "login"),
    ("sshpass -p", "sshpass -p {pq} ssh -o StrictHostKeyChecking=no {u}@{h}", "login"),
    ("redis-cli -a", "redis-cli -h {h} -p 6379 -a {pq} --no-auth-warning INFO keyspace", "login"),
    ("mongosh -p", 'mongosh "mongodb://{h}:27017/{db}" -u {u} -p {pq} --authenticationDatabase admin', "login"),
    ("docker login -p", "docker login registry.{o}.io -u {u} -p {pq}", "login"),
    ("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd {u} {pq}", "set"),
    ("smbclient -U user%pass", "smbclient //{h}/share -U '{u}%{p}'", "login"),
    ("curl -u user:pass", "curl -u {u}:{pq} https://{h}/api/health", "login"),
    ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}", "file"),
    ("keytool -storepass", "keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass {pq} -deststorepass {pq}", "file"),
    ("zip -P", "zip -r -P {pq} export.zip reports/", "file"),
    ("7z -p attached", "7z a -p{pq} -mhe=on backup.7z ./dump", "file"),
    ("sqlcmd -P", "sqlcmd -S {h} -U {u} -P {pq} -Q \"SELECT @@VERSION\"", "login"),
    ("ldapsearch -w", 'ldapsearch -x -H ldaps://{h} -D "cn={u},ou=svc,dc={o},dc=com" -w {pq} -b "dc={o},dc=com" "(uid=*)"', "login"),
    ("mc alias set positional", "mc alias set {o} https://minio.{o}.io {u} {pq}", "login"),
    ("rabbitmqctl add_user positional", "rabbitmqctl add_user {u} {pq} && rabbitmqctl set_user_tags {u} administrator", "set"),
    ("lftp -u user,pass", "lftp -u {u},{pq} sftp://{h}", "login"),
    ("mosquitto_pub -P", "mosquitto_pub -h {h} -u {u} -P {pq} -t sensors/test -m hello", "login"),
    ("wget --password=", "wget --user={u} --password={pq} https://{h}/artifacts/build.tar.gz", "login"),
    ("git clone URL userinfo", "git clone https://{u}:{e}@git.{o}.io/{o}/{svc}.git", "login"),
    ("net use positional", "net use Z: \\\\{h}\\share /user:{O}\\{u} {p}", "login"),
    ("ssh-keygen -N", "ssh-keygen -t ed25519 -N {pq} -f ~/.ssh/deploy_key", "file"),
    ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase {pq} -d secrets.tar.gpg | tar x", "file"),
    ("kubectl --from-literal", "kubectl create secret generic db-creds --from-literal=username={u} --from-literal=password={pq}", "set"),
    ("sqlplus user/pass@", "sqlplus {u}/{p}@//{h}:1521/ORCLPDB1", "login"),
    ("xfreerdp /p:", "xfreerdp /u:{u} /p:{pq} /v:{h} /cert:ignore", "login"),
    ("ipmitool -P", "ipmitool -I lanplus -H {h} -U ADMIN -P {pq} chassis power status", "login"),
    ("vault write password=", "vault write auth/userpass/users/{u} password={pq} policies=dev", "set"),
    ("openssl enc -k", "openssl enc -aes-256-cbc -pbkdf2 -in dump.sql -out dump.sql.enc -k {pq}", "file"),
    ("gh secret set --body", "gh secret set DB_PASSWORD --body {pq} --repo {o}/{svc}", "set"),
    ("heroku config:set", "heroku config:set DB_PASSWORD={pq} -a {svc}", "set"),
    ("fly secrets set", "fly secrets set DATABASE_PASSWORD={pq} --app {svc}", "set"),
    ("RSYNC_PASSWORD env", "RSYNC_PASSWORD={pq} rsync -av backup/ rsync://{u}@{h}/backups", "login"),
    ("ansible -e become password", "ansible-playbook site.yml -i inventory/prod -e ansible_become_password={pq}", "login"),
    ("influx setup -p", "influx setup -u {u} -p {pq} -o {o} -b metrics -f", "set"),
    ("curl form login", "curl -c jar.txt -d 'username={u}&password={e}' https://{h}/login", "login"),
    ("az login -p", "az login -u {u}@{o}.com -p {pq}", "login"),
]


def sp_cli(lang):
    label, t, typ = pick(CLI_TEMPLATES)
    st, p = pw(lang)
    o = org()
    needq = any(c in p for c in "!$&*?#;~^=+%@ ")
    pq = f"'{p}'" if needq or chance(0.3) else p
    e = pct(p)
    cmd = t.format(h=host("db") if chance(0.5) else host("srv"), u=dbuser() if chance(0.6) else user(lang), p=p, pq=pq, e=e,
                   db=dbname(), o=o, O=o.upper(), svc=pick(SERVICES))
    sec = [e] if ("{e}" in t) else [p]
    if lang == "en":
        mc = {"login": [f"I didn't know how the user reaches this box; they pasted the exact command from their shell history:\n{cmd}",
                        f"Nobody told me the {pick(ENVS_EN)} setup still relies on password auth. The command that worked:\n{cmd}",
                        f"The runbook step was missing. The user ran:\n{cmd}"],
              "file": [f"The packaging step wasn't documented anywhere. The user produced the file with:\n{cmd}",
                       f"I couldn't open the artifact; the user showed me how it was made:\n{cmd}"],
              "set": [f"I didn't know this credential is set by hand, outside of any IaC. The user ran:\n{cmd}",
                      f"Nobody mentioned where the value comes from in {pick(ENVS_EN)}; it was set with:\n{cmd}"]}[typ]
        ls = {"login": ["Passwords on the command line end up in shell history and in `ps` output; the tool has a prompt or a stdin option for a reason.",
                        "The command only works from the bastion; from a laptop it times out, which looks like a wrong password but isn't.",
                        "Quoting matters: without single quotes the shell expands the special characters and the login fails.",
                        "This is the only working login for that host until SSO is set up."],
              "file": ["The same password is needed to open the file again and it isn't stored anywhere else.",
                       "Passwords on the command line end up in shell history; the tool can read them from a file or a prompt instead."],
              "set": ["Because the value is set out-of-band, a freshly created environment won't have it and the app fails at boot.",
                      "The command also lands in shell history, so the value now lives on that laptop too."]}[typ]
        ask = pick(["Can I get my own account instead of the shared one?" if typ == "login" else "Should this value move into the secret manager with an owner?",
                    "Is there a way to do this with a prompt or a key instead?", f"Is {sec[0]} still valid, or has it been changed since?", ""])
    else:
        mc = {"login": [f"이 서버에 어떻게 붙는지 몰랐는데 사용자가 셸 히스토리에서 그대로 붙여줌:\n{cmd}",
                        f"{pick(ENVS_KO)} 환경이 아직 패스워드 인증을 쓴다는 걸 아무도 말 안 해줌. 동작한 명령:\n{cmd}",
                        f"런북에 이 단계가 빠져 있었음. 사용자가 실행한 것:\n{cmd}"],
              "file": [f"패키징 단계가 어디에도 문서화 안 돼 있었음. 사용자가 파일을 만든 명령:\n{cmd}",
                       f"산출물이 안 열려서 물어보니 이렇게 만들었다고 함:\n{cmd}"],
              "set": [f"이 값을 IaC 밖에서 손으로 넣는다는 걸 몰랐음. 사용자가 실행한 것:\n{cmd}",
                      f"{pick(ENVS_KO)} 환경에서 이 값이 어디서 오는지 아무도 말 안 해줌. 이렇게 넣었다고 함:\n{cmd}"]}[typ]
        ls = {"login": ["커맨드라인에 비번 넣으면 셸 히스토리랑 ps 출력에 남음. 프롬프트나 stdin 옵션을 쓰는 게 맞음.",
                        "베스천에서만 되는 명령임. 노트북에서 하면 타임아웃 나는데 비번 틀린 것처럼 보여서 헷갈림.",
                        "작은따옴표로 안 감싸면 셸이 특수문자를 해석해서 로그인 실패함.",
                        "SSO 붙기 전까지는 이게 그 호스트에 들어가는 유일한 방법임."],
              "file": ["파일을 다시 열 때도 같은 비번이 필요한데 다른 데 저장된 곳이 없음.",
                       "커맨드라인 비번은 셸 히스토리에 남음. 파일이나 프롬프트로 받는 옵션이 있음."],
              "set": ["IaC 밖에서 넣은 값이라 새 환경을 만들면 이 값이 없어서 앱이 부팅 때 죽음.",
                      "명령이 셸 히스토리에도 남아서 이제 그 노트북에도 값이 있음."]}[typ]
        ask = pick(["공용 계정 말고 개인 계정 받을 수 있나요?" if typ == "login" else "이 값을 담당자 지정해서 시크릿 매니저로 옮길까요?",
                    "프롬프트나 키 방식으로 바꿀 수 있나요?", f"{sec[0]} 아직 유효한가요?", ""])
    return f"CLI: {label} ({st})", pick(mc), pick(ls), ask, sec


def sp_prose(lang):
    st, p = pw(lang, nospace=False)
    u = user(lang)
    if lang == "en":
        th = pick(THINGS_EN)
        sent = pick([f"The password for {th} is {p}.", f"I logged in to {th} as {u} with {p} after the user told me to.",
                     f"User said: \"just use {p}, it's the same on every staging box\".", f"Credentials for {th}: user {u}, pass {p}"])
        mc = pick([f"Nobody told me how to get into {th}. ", f"I had no access to {th} at first. "]) + sent
        ls = pick([f"{th[0].upper() + th[1:]} does not use SSO yet, so the shared login is the only way in.",
                   "The shared account is also used by the backup job, so changing its password breaks the nightly run.",
                   "Logging in triggers an e-mail to the whole ops list, so announce it first."])
        ask = pick([f"Should {th} get individual accounts instead of the shared one?", "Who owns this shared login?", ""])
    else:
        th = pick(THINGS_KO)
        sent = pick([f"{th} 비밀번호는 {p} 임.", f"사용자가 알려준 대로 {u} / {p} 로 {th} 로그인했음.",
                     f"사용자 왈: \"{p} 쓰면 돼요, 스테이징 서버 다 같은 비번임\"", f"{th} 계정: {u} / 비번 {p}"])
        mc = pick([f"{th} 들어가는 방법을 아무도 안 알려줌. ", f"처음엔 {th} 접근 권한이 없었음. "]) + sent
        ls = pick([f"{th}{josa(th, '은', '는')} 아직 SSO 안 붙어 있어서 공용 계정이 유일한 방법임.",
                   "공용 계정을 백업 잡도 같이 써서 비번 바꾸면 야간 배치가 깨짐.",
                   "로그인하면 운영 메일링으로 알림이 가니까 미리 공지하고 들어갈 것."])
        ask = pick([f"{th}도 개인 계정으로 바꿀 수 있나요?", "이 공용 계정 관리 담당이 누구인가요?", ""])
    return f"prose: password in a sentence ({st})", mc, ls, ask, [p]


def sp_split_sentences(lang):
    st, p = pw(lang, nospace=False)
    u = user(lang)
    if lang == "en":
        th = pick(THINGS_EN)
        mc = (f"The admin account for {th} is {u}. The user sent the password as a separate message a minute later. "
              f"It was {p}. {pick(['They asked me not to write it down.', 'Nobody had mentioned it before.', ''])}").strip()
        ls = pick(["Shared admin accounts are how this team still works; there is no per-person login.", "The account locks after five failed attempts."])
        ask = pick(["Can you put the admin login in the vault instead of sending it in chat?", ""])
    else:
        th = pick(THINGS_KO)
        mc = (f"{th} 관리자 계정은 {u}. 비번은 사용자가 1분 뒤에 따로 보내줬음. 그 값은 {p}. "
              f"{pick(['적어두지 말라고 했음.', '이전에는 아무도 얘기 안 해줬음.', ''])}").strip()
        ls = pick(["이 팀은 아직 공용 관리자 계정으로 일함. 개인 계정이 없음.", "5번 틀리면 계정 잠김."])
        ask = pick(["관리자 계정을 채팅 말고 볼트에 넣어줄 수 있나요?", ""])
    return f"prose: split across two sentences ({st})", mc, ls, ask, [p]


def sp_split_fields(lang):
    st, p = pw(lang, nospace=False)
    if lang == "en":
        th = pick(THINGS_EN)
        mc = pick([f"Nobody told me {th} needs a separate login from SSO. The password the user gave me is",
                   f"I didn't have the credentials for {th}; the user typed them in chat. User is admin and the password is"])
        ls = f"{p} and it is shared by the whole team. {pick(['Rotating it needs a heads-up in #ops.', 'It is also used by the backup job.'])}"
        ask = pick(["Should this move into the password manager?", ""])
    else:
        th = pick(THINGS_KO)
        mc = pick([f"{th}{josa(th, '은', '는')} SSO 말고 따로 로그인해야 한다는 걸 몰랐음. 사용자가 알려준 비밀번호는",
                   f"{th} 계정 정보가 없었는데 사용자가 채팅으로 알려줌. 아이디는 admin, 비번은"])
        ls = f"{p} 이고 팀 전체가 같이 씀. {pick(['바꿀 때는 #ops에 미리 공지해야 함.', '백업 잡도 이 계정을 씀.'])}"
        ask = pick(["이거 비밀번호 관리자로 옮겨야 하지 않을까요?", ""])
    return f"split across fields: label ends missing_context, value starts lesson ({st})", mc, ls, ask, [p]


def sp_sql(lang):
    st, p = pw(lang)
    u, db = dbuser(), dbname()
    label, s = pick([("MySQL CREATE USER IDENTIFIED BY", f"CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';"),
                     ("Postgres ALTER ROLE PASSWORD", f"ALTER ROLE {u} WITH LOGIN PASSWORD '{p}';\nGRANT CONNECT ON DATABASE {db} TO {u};"),
                     ("MSSQL CREATE LOGIN", f"CREATE LOGIN {u} WITH PASSWORD = '{p}', CHECK_POLICY = OFF;"),
                     ("Oracle ALTER USER", f'ALTER USER {u.upper()} IDENTIFIED BY "{p}" ACCOUNT UNLOCK;'),
                     ("MongoDB createUser", f'db.createUser({{ user: "{u}", pwd: "{p}", roles: [ {{ role: "readWrite", db: "{db}" }} ] }})'),
                     ("MySQL SET PASSWORD", f"SET PASSWORD FOR '{u}'@'localhost' = '{p}';"),
                     ("Flyway migration CREATE USER", f"-- V{rint(10, 80)}__create_{u}_user.sql\nCREATE USER {u} WITH PASSWORD '{p}';")])
    if lang == "en":
        mc = pick([f"I didn't know the reporting user is created by hand, not by migrations. The user ran:\n{s}",
                   f"The DBA's setup script was not in the repo. This is what they executed:\n{s}"])
        ls = pick(["The grant was missing on the new schema, which is why the BI tool saw empty tables.",
                   "Passwords inside migration files end up in the schema history table as well as in git."])
        ask = pick(["Should user creation move to Terraform with a generated password?", ""])
    else:
        mc = pick([f"리포팅 계정을 마이그레이션이 아니라 손으로 만든다는 걸 몰랐음. 사용자가 실행한 SQL:\n{s}",
                   f"DBA 셋업 스크립트가 레포에 없었음. 실제로 실행한 것:\n{s}"])
        ls = pick(["새 스키마에 grant가 빠져서 BI 툴에서 테이블이 비어 보였던 것.", "마이그레이션 파일에 비번 넣으면 git뿐 아니라 schema history 테이블에도 남음."])
        ask = pick(["계정 생성을 Terraform + 랜덤 비번으로 옮길까요?", ""])
    return f"SQL: {label} ({st})", mc, ls, ask, [p]


def sp_basic_header(lang):
    st, p = pw(lang)
    u = pick(["admin", "ci-bot", "api", user(lang), "monitor"])
    bb = b64s(f"{u}:{p}")
    show_plain = chance(0.35)
    h = host("srv")
    s = f"curl -H 'Authorization: Basic {bb}' https://{h}/api/v1/status"
    if lang == "en":
        mc = f"The health check needed auth and nobody told me what kind. The user's working command:\n{s}" + (f"\n(that decodes to {u}:{p})" if show_plain else "")
        ls = pick(["The endpoint sits behind nginx basic auth, not behind the app's own login.", "Basic auth is only on the public ingress; inside the cluster it's open."])
        ask = pick(["Can monitoring get its own credential?", ""])
    else:
        mc = f"헬스체크에 인증이 필요한데 어떤 방식인지 몰랐음. 사용자가 쓰던 명령:\n{s}" + (f"\n(디코딩하면 {u}:{p})" if show_plain else "")
        ls = pick(["앱 로그인이 아니라 nginx basic auth 뒤에 있는 엔드포인트였음.", "basic auth는 외부 ingress에만 있고 클러스터 내부에선 열려 있음."])
        ask = pick(["모니터링용 계정을 따로 받을 수 있나요?", ""])
    return "HTTP Basic header (base64 blob)" + (" + decoded pair" if show_plain else ""), mc, ls, ask, [bb] + ([p] if show_plain else [])


def sp_cookie(lang):
    kind = pick(["django", "express", "rails", "jsessionid", "php", "laravel", "nextauth"])
    if kind == "django":
        v = rs(LALNUM, 32); c = f"Cookie: sessionid={v}; django_language=ko; theme=dark"
    elif kind == "express":
        v = "s%3A" + rs(B64U, 32) + "." + rs(B64A, 43); c = f"Cookie: connect.sid={v}; lang=ko-KR"
    elif kind == "rails":
        v = rs(B64A, 96) + "--" + hexs(40); c = f"Cookie: _{org()}_session={v}"
    elif kind == "jsessionid":
        v = hexs(32).upper(); c = f"Cookie: JSESSIONID={v}; Path=/; HttpOnly"
    elif kind == "php":
        v = rs(LALNUM, 26); c = f"Cookie: PHPSESSID={v}; wp-settings-time-1={epoch()}"
    elif kind == "laravel":
        v = b64s(cjson({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""})).replace("=", "%3D")
        c = f"Cookie: XSRF-TOKEN-LESS=1; laravel_session={v}"
    else:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 16) + "." + rs(B64U, 180) + "." + rs(B64U, 22)
        c = f"Cookie: __Secure-next-auth.session-token={v}; __Host-next-auth.csrf-token-set=1"
    if lang == "en":
        mc = pick([f"To reproduce the admin bug the user copied a request from DevTools:\n{c}",
                   f"I couldn't log in to the staging admin, so the user gave me their browser cookie:\n{c}"])
        ls = pick(["The bug only shows up for sessions created before the migration, which is why a fresh login didn't reproduce it.",
                   "Session cookies here last 14 days; copying one is the same as handing over the account."])
        ask = pick(["Can I get a test admin account instead of a copied session?", ""])
    else:
        mc = pick([f"관리자 버그 재현하려고 사용자가 DevTools에서 요청을 복사해줌:\n{c}", f"스테이징 어드민 로그인이 안 돼서 사용자가 브라우저 쿠키를 줌:\n{c}"])
        ls = pick(["마이그레이션 전에 만들어진 세션에서만 나는 버그라 새로 로그인하면 재현이 안 됐음.", "세션 쿠키 유효기간이 14일이라 쿠키 복사는 계정 넘겨주는 거랑 같음."])
        ask = pick(["복사한 세션 말고 테스트용 관리자 계정 받을 수 있나요?", ""])
    return f"cookie: {kind} session", mc, ls, ask, [v]


def sp_openssh(lang):
    cm = f"{user(lang)}@{pick(['macbook', 'deploy', 'ci-runner', 'bastion'])}"
    hdr, lines, ftr, pub = openssh_ed25519(cm)
    key = "\n".join([hdr] + lines + [ftr])
    if lang == "en":
        mc = f"The deploy step needs an SSH key that only exists on the old CI box. The user pasted the whole file:\n{key}"
        ls = pick(["The key has no passphrase and is authorized on every app server, so anyone holding it can deploy.",
                   "ssh refuses the key if the file permissions are wider than 600, which was the real error."])
        ask = pick(["Can we generate a new deploy key and revoke this one, since it was pasted in chat?", ""])
    else:
        mc = f"배포 단계에 필요한 SSH 키가 예전 CI 서버에만 있었음. 사용자가 파일 전체를 붙여줌:\n{key}"
        ls = pick(["패스프레이즈 없는 키고 모든 앱 서버에 등록돼 있어서 이 키만 있으면 누구나 배포 가능.", "파일 권한이 600보다 넓으면 ssh가 키를 거부함. 그게 진짜 에러였음."])
        ask = pick(["채팅에 올라왔으니 배포 키 새로 만들고 이건 폐기할까요?", ""])
    return "private key: OpenSSH ed25519", mc, ls, ask, lines


def sp_pem(lang):
    kind = pick(["ec", "p8", "rsa8", "rsa1", "gcp"])
    if kind == "ec":
        hdr, lines, ftr = pem_ec_sec1(); body = "\n".join([hdr] + lines + [ftr]); what = "the JWT signing key (ES256)"; what_ko = "JWT 서명 키(ES256)"
    elif kind == "p8":
        hdr, lines, ftr = pem_pkcs8_ec(); kid = rs(UALNUM, 10)
        body = f"AuthKey_{kid}.p8:\n" + "\n".join([hdr] + lines + [ftr]); what = "the App Store Connect API key"; what_ko = "App Store Connect API 키"
    elif kind in ("rsa8", "rsa1"):
        hdr, lines, ftr = pem_rsa_truncated("pkcs8" if kind == "rsa8" else "pkcs1")
        body = "\n".join([hdr] + lines + ["...(truncated)"]); what = "the TLS private key for the internal ingress"; what_ko = "내부 ingress TLS 개인키"
    else:
        hdr, lines, ftr = pem_rsa_truncated("pkcs8", rint(2, 4))
        proj = org() + "-" + pick(["prod", "data", "ml"])
        body = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + hexs(40) + '",\n'
                '  "private_key": "' + hdr + "\\n" + "\\n".join(lines) + '\\n...",\n  "client_email": "deployer@' + proj + '.iam.gserviceaccount.com"\n}')
        what = "the GCP service account key"; what_ko = "GCP 서비스 계정 키"
    if lang == "en":
        mc = f"I didn't know {what} was kept outside the secret store. The user pasted it{' (cut off)' if kind in ('rsa8', 'rsa1', 'gcp') else ''}:\n{body}"
        ls = pick(["The file was loaded from a path relative to the working directory, so the cron job never found it.",
                   "That key is used in production too; it is not a dev-only key.", "Key loading failed because of Windows line endings in the PEM."])
        ask = pick(["Should this key be rotated now that it was pasted here?", "Where should the key live instead, and who can reissue it?", ""])
    else:
        mc = f"{what_ko}{josa(what_ko, '을', '를')} 시크릿 저장소 밖에 둔다는 걸 몰랐음. 사용자가 붙여준 내용{'(중간에 잘림)' if kind in ('rsa8', 'rsa1', 'gcp') else ''}:\n{body}"
        ls = pick(["작업 디렉터리 기준 상대경로로 읽어서 크론 잡에서는 파일을 못 찾았음.", "이 키가 운영에서도 쓰임. 개발 전용 키 아님.", "PEM에 윈도우 줄바꿈(CRLF)이 섞여서 키 로딩이 실패했던 것."])
        ask = pick(["여기 붙여넣어졌으니 키 교체해야 할까요?", "키를 어디에 둬야 하고 재발급은 누가 하나요?", ""])
    return f"private key: PEM {kind}", mc, ls, ask, lines


def sp_wireguard(lang):
    k = wg_private()
    psk = b64(rbytes(32)) if chance(0.4) else None
    conf = (f"[Interface]\nPrivateKey = {k}\nAddress = 10.{rint(0, 20)}.0.{rint(2, 200)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wg_public()}\n"
            + (f"PresharedKey = {psk}\n" if psk else "") + f"AllowedIPs = 10.0.0.0/8\nEndpoint = vpn.{org()}.io:51820")
    if lang == "en":
        mc = f"I couldn't reach the private subnet; the user shared their WireGuard config:\n{conf}"
        ls = "AllowedIPs controls routing, so 0.0.0.0/0 would have sent all traffic through the office. 10.0.0.0/8 is enough."
        ask = pick(["Can I get my own peer instead of reusing this config?", ""])
    else:
        mc = f"사설 대역에 접근이 안 돼서 사용자가 WireGuard 설정을 공유해줌:\n{conf}"
        ls = "AllowedIPs가 라우팅을 결정해서 0.0.0.0/0이면 모든 트래픽이 사무실로 감. 10.0.0.0/8이면 충분."
        ask = pick(["이 설정 재사용 말고 제 peer를 따로 받을 수 있나요?", ""])
    return "WireGuard PrivateKey" + (" + PresharedKey" if psk else ""), mc, ls, ask, [k] + ([psk] if psk else [])


def sp_crypto(lang):
    kind = pick(["age", "nsec", "wif", "eth", "solana", "seed", "seed"])
    if kind == "age":
        v = age_secret(); s = f"# created: 2025-0{rint(1, 9)}-{rint(10, 28)}T10:{rint(10, 59)}:00+09:00\n# public key: {age_public()}\n{v}"
        en, ko = "the SOPS age key", "SOPS age 키"
    elif kind == "nsec":
        v = nostr_nsec(); s = f"NOSTR_BOT_NSEC={v}"; en, ko = "the relay bot's Nostr key", "릴레이 봇의 Nostr 키"
    elif kind == "wif":
        v = btc_wif(); s = f"bitcoin-cli importprivkey {v} \"hot-wallet\" false"; en, ko = "the testnet faucet wallet key", "faucet 지갑 키"
    elif kind == "eth":
        v = eth_privkey(); s = f"// hardhat.config.ts\nnetworks: {{\n  sepolia: {{ url: process.env.RPC_URL, accounts: [\"{v}\"] }}\n}}"
        en, ko = "the deployer wallet private key", "배포 지갑 개인키"
    elif kind == "solana":
        v = solana_secret(); s = f"SOLANA_PRIVATE_KEY={v}"; en, ko = "the Solana payer keypair", "Solana payer 키"
    else:
        v = seed_phrase(); s = pick([f'MNEMONIC="{v}"', f"seed: {v}"]); en, ko = "the test wallet seed phrase", "테스트 지갑 시드 문구"
    if lang == "en":
        mc = f"Nobody told me where {en} lives; it was in the repo's local config:\n{s}"
        ls = pick(["Anything derived from this secret controls real funds on mainnet too, even if it was meant for testnet.",
                   "The deploy script reads the key at import time, so a missing value crashes even unrelated tasks."])
        ask = pick(["Should this wallet be drained and replaced since the secret was exposed?", ""])
    else:
        mc = f"{ko}{josa(ko, '이', '가')} 어디 있는지 아무도 안 알려줬는데 레포 로컬 설정에 있었음:\n{s}"
        ls = pick(["테스트넷용이라도 같은 키로 메인넷 자산도 움직일 수 있음.", "배포 스크립트가 import 시점에 키를 읽어서 값이 없으면 상관없는 태스크도 죽음."])
        ask = pick(["노출됐으니 지갑 비우고 새로 만들어야 할까요?", ""])
    return f"crypto secret: {kind}", mc, ls, ask, [v]


def sp_totp(lang):
    seed = totp_seed()
    iss = pick(["GitHub", "AWS", "Google", "Okta", "Cloudflare", "npm", "Atlassian", "Toss", "Naver"])
    acct = f"{user(lang)}@{org()}.com"
    kind = pick(["uri", "grouped", "oathtool", "pyotp"])
    if kind == "uri":
        s = f"otpauth://totp/{iss}:{acct}?secret={seed}&issuer={iss}&algorithm=SHA1&digits=6&period=30"; sec = seed
    elif kind == "grouped":
        sec = " ".join(wrap(seed.lower(), 4)); s = f"Setup key: {sec}"
    elif kind == "oathtool":
        s = f"oathtool --totp -b {seed}"; sec = seed
    else:
        s = f'pyotp.TOTP("{seed}").now()'; sec = seed
    if lang == "en":
        mc = f"The shared {iss} break-glass account has 2FA and the e2e login test needs a code. The user gave me the seed:\n{s}"
        ls = pick(["With the seed anyone can generate valid codes forever, so it is as sensitive as the password.", "Clock drift on the runner made codes fail; NTP fixed it."])
        ask = pick([f"Can the e2e suite use a {iss} test tenant without 2FA instead?", ""])
    else:
        mc = f"공용 {iss} 비상 계정에 2FA가 걸려 있고 e2e 로그인 테스트에 코드가 필요함. 사용자가 시드를 줌:\n{s}"
        ls = pick(["시드가 있으면 누구든 코드를 계속 만들 수 있어서 비번만큼 민감함.", "러너 시간이 어긋나서 코드가 실패했음. NTP 맞추니 해결."])
        ask = pick([f"e2e는 2FA 없는 {iss} 테스트 테넌트를 쓰면 안 될까요?", ""])
    return f"TOTP seed: {kind}", mc, ls, ask, [sec]


def sp_recovery_codes(lang):
    kind = pick(["github", "google", "discord"])
    n = rint(4, 8)
    if kind == "github":
        codes = [github_recovery_code() for _ in range(n)]
    elif kind == "google":
        codes = [google_backup_code() for _ in range(n)]
    else:
        codes = [rs(LALNUM, 4) + "-" + rs(LALNUM, 4) for _ in range(n)]
    s = "\n".join(codes) if chance(0.5) else "  ".join(codes)
    svc = {"github": "GitHub org owner", "google": "Google Workspace admin", "discord": "Discord community bot owner"}[kind]
    if lang == "en":
        mc = f"I was locked out of the {svc} account during the task. The user sent the recovery codes they had saved:\n{s}"
        ls = "Each recovery code works once; the used one has to be crossed out or the next person will be locked out too."
        ask = pick(["Can the remaining recovery codes be regenerated and stored in the vault?", ""])
    else:
        mc = f"작업 중에 {svc} 계정이 잠겼음. 사용자가 저장해둔 복구 코드를 보내줌:\n{s}"
        ls = "복구 코드는 한 번씩만 쓸 수 있음. 쓴 건 지워두지 않으면 다음 사람이 또 잠김."
        ask = pick(["남은 복구 코드 재발급해서 볼트에 넣어둘까요?", ""])
    return f"recovery codes: {kind} x{n}", mc, ls, ask, codes


def sp_recovery_keys(lang):
    kind = pick(["1password", "bitlocker", "apple"])
    if kind == "1password":
        v = onepassword_secret_key(); en, ko = "1Password Secret Key of the shared admin vault", "공용 관리자 볼트 1Password Secret Key"
    elif kind == "bitlocker":
        v = bitlocker_key(); en, ko = f"BitLocker recovery key for the build laptop (ID {uuid4()[:8].upper()})", f"빌드용 노트북 BitLocker 복구 키 (ID {uuid4()[:8].upper()})"
    else:
        v = apple_recovery_key(); en, ko = "Apple ID recovery key of the App Store account", "앱스토어 계정 Apple ID 복구 키"
    if lang == "en":
        mc = f"The {en} was needed to get back in after the OS update. The user pasted it: {v}"
        ls = "Without it the device/vault would have been unrecoverable; there is no other copy."
        ask = pick(["Where should recovery keys be kept so they are not in chat?", ""])
    else:
        mc = f"OS 업데이트 후 다시 들어가려면 {ko}{josa(ko, '이', '가')} 필요했음. 사용자가 붙여줌: {v}"
        ls = "이게 없었으면 복구가 불가능했음. 다른 사본이 없음."
        ask = pick(["복구 키는 채팅 말고 어디에 보관하면 될까요?", ""])
    return f"recovery key: {kind}", mc, ls, ask, [v]


def sp_wifi(lang):
    ssid = pick([f"{org().upper()}_5G", f"{org()}-guest", "iptime_5G", f"KT_GiGA_5G_{hexs(4).upper()}", f"U+Net{hexs(4).upper()}",
                 f"SK_WiFiGIGA{hexs(4).upper()}", f"{org()}-lab", "Office-2F"])
    st, p = pw(lang, nospace=False, style=pick(["human", "passphrase", "generated", "korean-keyboard"]) if lang == "ko" else pick(["human", "passphrase", "generated"]))
    kind = pick(["qr", "nmcli", "wpa", "prose", "rawpsk"])
    if kind == "qr":
        s = f"WIFI:T:WPA;S:{ssid};P:{p};;"
    elif kind == "nmcli":
        s = f'nmcli dev wifi connect "{ssid}" password "{p}"'
    elif kind == "wpa":
        s = f'network={{\n    ssid="{ssid}"\n    psk="{p}"\n}}'
    elif kind == "rawpsk":
        p = hexs(64); st = "raw-psk"; s = f'network={{\n    ssid="{ssid}"\n    psk={p}\n}}'
    else:
        s = (f"Wi-Fi {ssid}, password {p}" if lang == "en" else f"와이파이 {ssid} 비번 {p}")
    if lang == "en":
        mc = f"The test devices in the lab must join a separate network and nobody said which. From the user:\n{s}"
        ls = "The IoT test rig only works on the 2.4 GHz lab network; on the office 5G network the devices never show up."
        ask = pick(["Is there a provisioning profile so I don't need the Wi-Fi key at all?", ""])
    else:
        mc = f"실험실 테스트 기기는 별도 네트워크에 붙어야 하는데 어느 건지 아무도 안 알려줌. 사용자가 준 정보:\n{s}"
        ls = "IoT 테스트 장비는 2.4GHz 실험실 망에서만 잡힘. 사무실 5G에 붙이면 기기가 안 보임."
        ask = pick(["와이파이 비번 없이 쓸 수 있는 프로비저닝 방법이 있나요?", ""])
    return f"Wi-Fi key: {kind} ({st})", mc, ls, ask, [p]


def sp_pin(lang):
    kind = pick(["door", "puk", "idrac", "alarm", "bios", "safe"])
    if kind == "door":
        v = pick(["*", "#", ""]) + rs(DIG, rint(7, 8)) + pick(["#", "*"]); en, ko = "server room door code", "서버실 도어락 비번"
    elif kind == "puk":
        v = rs(DIG, 8); en, ko = "PUK of the on-call SIM", "당직폰 유심 PUK"
    elif kind == "idrac":
        v = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8); en, ko = "iDRAC password on the service tag of db-03", "db-03 서비스 태그에 적힌 iDRAC 비번"
    elif kind == "alarm":
        v = rs(DIG, 4) + "-" + rs(DIG, 4); en, ko = "office alarm disarm code", "사무실 보안 해제 코드"
    elif kind == "bios":
        v = rs(ALNUM, 10); en, ko = "BIOS supervisor password of the kiosk PCs", "키오스크 PC BIOS 관리자 비번"
    else:
        v = "-".join(rs(DIG, 2) for _ in range(4)); en, ko = "combination of the key safe", "열쇠 보관함 번호"
    if lang == "en":
        mc = f"To power-cycle the rack I needed physical access. The user gave me the {en}: {v}"
        ls = "Out-of-hours access has to be logged in the facilities sheet, otherwise security calls the on-call person."
        ask = pick(["Who else should know this code, and where is it stored?", ""])
    else:
        mc = f"랙 전원을 껐다 켜려면 현장 접근이 필요했음. 사용자가 {ko}{josa(ko, '을', '를')} 알려줌: {v}"
        ls = "업무시간 외 출입은 시설 시트에 기록해야 함. 안 하면 보안팀이 당직자한테 전화함."
        ask = pick(["이 코드는 누가 더 알아야 하고 어디에 보관하나요?", ""])
    return f"PIN / door code: {kind}", mc, ls, ask, [v]


def sp_app_password(lang):
    kind = pick(["gmail", "apple", "microsoft"])
    if kind == "gmail":
        v = app_password_google()
        s = pick([f"EMAIL_HOST_USER = 'noreply@{org()}.com'\nEMAIL_HOST_PASSWORD = '{v}'",
                  f"auth: {{ user: 'noreply@{org()}.com', pass: '{v}' }}",
                  f"spring.mail.username=noreply@{org()}.com\nspring.mail.password={v}"])
    elif kind == "apple":
        v = app_password_apple()
        s = pick([f'xcrun notarytool store-credentials "AC_PASSWORD" --apple-id {user()}@{org()}.com --team-id {rs(UALNUM, 10)} --password {v}',
                  f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={v}"])
    else:
        v = rs(LOW, 16)
        s = f"smtp.office365.com:587 user={user()}@{org()}.com app_password={v}"
    if lang == "en":
        mc = f"Mail/notarization failed and I didn't know the account uses an app password. The user's config:\n{s}"
        ls = "App passwords bypass 2FA and survive a normal password change; they must be revoked separately."
        ask = pick(["Can we switch to a service account or OAuth instead of an app password?", ""])
    else:
        mc = f"메일 발송/공증이 실패했는데 계정이 앱 비밀번호를 쓴다는 걸 몰랐음. 사용자 설정:\n{s}"
        ls = "앱 비밀번호는 2FA를 우회하고 일반 비번을 바꿔도 살아있음. 따로 폐기해야 함."
        ask = pick(["앱 비밀번호 말고 서비스 계정이나 OAuth로 바꿀 수 있나요?", ""])
    return f"app password: {kind}", mc, ls, ask, [v]


def sp_jwt_log(lang):
    t = epoch()
    tok = jwt({"iss": f"https://auth.{org()}.io", "sub": str(rint(10000, 99999)), "aud": "api", "iat": t, "exp": t + 3600,
               "scope": "read write", "tenant": org()}, {"alg": pick(["HS256", "RS256"]), "typ": "JWT", "kid": rs(B64U, 8)}, pick([32, 64]))
    rt = rs(B64U, 64) if chance(0.4) else None
    s = f"[{pick(TIMES)}:{rint(10, 59)}] DEBUG api-client request GET /v2/orders?limit=50\n  Authorization: Bearer {tok}"
    if rt:
        s += f"\n[{pick(TIMES)}:{rint(10, 59)}] DEBUG api-client refresh ok refresh_token={rt}"
    if lang == "en":
        mc = f"The 401s only happened after an hour and I didn't know the client never refreshes. The user pasted the debug log:\n{s}"
        ls = "Access tokens live 3600 s; the client caches them per process and never looks at exp."
        ask = pick(["Can DEBUG logging of headers be turned off in staging?", ""])
    else:
        mc = f"401이 한 시간 지나야만 났는데 클라이언트가 토큰 갱신을 안 한다는 걸 몰랐음. 사용자가 디버그 로그를 붙여줌:\n{s}"
        ls = "액세스 토큰 수명이 3600초인데 클라이언트가 프로세스 단위로 캐싱하고 exp를 안 봄."
        ask = pick(["스테이징에서 헤더 DEBUG 로그 꺼도 될까요?", ""])
    return "JWT bearer in debug log" + (" + refresh token" if rt else ""), mc, ls, ask, [tok] + ([rt] if rt else [])


def sp_b64_secret(lang):
    st, p = pw(lang)
    u = dbuser()
    kind = pick(["k8s", "docker", "npmrc"])
    if kind == "k8s":
        bb = b64s(p)
        s = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ndata:\n  username: {b64s(u)}\n  password: {bb}"
        secs = [bb]
    elif kind == "docker":
        bb = b64s(f"{u}:{p}")
        s = json.dumps({"auths": {f"registry.{org()}.io": {"auth": bb}}}, indent=2)
        secs = [bb]
    else:
        bb = b64s(f"{u}:{p}")
        s = f"registry=https://nexus.{org()}.io/repository/npm-group/\n_auth={bb}\nalways-auth=true"
        secs = [bb]
    if lang == "en":
        mc = f"I assumed this file was safe to read into the note because it is base64. It is not encrypted:\n{s}"
        ls = "base64 is an encoding; `base64 -d` gives the password back."
        ask = pick(["Should this move to an external secret or a credential helper?", ""])
    else:
        mc = f"base64라서 괜찮은 줄 알았는데 암호화가 아님. 파일 내용:\n{s}"
        ls = "base64는 인코딩일 뿐이라 base64 -d 하면 비번이 그대로 나옴."
        ask = pick(["external secret이나 credential helper로 바꿀까요?", ""])
    return f"base64-encoded credential: {kind} ({st})", mc, ls, ask, secs


DOTFILES = [
    (".pgpass", "{h}:5432:{db}:{u}:{p}"),
    (".netrc", "machine {h}\n  login {u}\n  password {p}"),
    (".git-credentials", "https://{u}:{e}@git.{o}.io"),
    ("my.cnf", "[client]\nuser={u}\npassword={p}\nhost={h}"),
    ("settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{u}</username>\n    <password>{p}</password>\n  </server>\n</servers>"),
    ("pip.conf", "[global]\nindex-url = https://{u}:{e}@nexus.{o}.io/repository/pypi/simple"),
    ("auth.json (composer)", '{{\n  "http-basic": {{\n    "repo.{o}.io": {{ "username": "{u}", "password": "{p}" }}\n  }}\n}}'),
    ("gradle.properties", "signing.keyId={kid}\nsigning.password={p}\nossrhUsername={u}\nossrhPassword={p2}"),
    ("keystore.properties", "storeFile=../keys/upload.jks\nstorePassword={p}\nkeyAlias=upload\nkeyPassword={p2}"),
    ("gitlab.rb LDAP", "gitlab_rails['ldap_servers'] = {{\n  'main' => {{\n    'host' => '{h}',\n    'bind_dn' => 'cn={u},ou=svc,dc={o},dc=com',\n    'password' => '{p}'\n  }}\n}}"),
    ("ipsec.secrets", ": PSK \"{p}\""),
    ("openvpn auth.txt", "{u}\n{p}"),
    ("docker-compose env", "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {u}\n      POSTGRES_PASSWORD: {p}"),
    ("Spring application.yml", "spring:\n  datasource:\n    username: {u}\n    password: {p}\n  mail:\n    password: {p2}"),
    ("wp-config.php", "define( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{p}' );"),
    ("Grafana env", "GF_SECURITY_ADMIN_USER={u}\nGF_SECURITY_ADMIN_PASSWORD={p}"),
    ("airflow connection", "airflow connections add pg_dw --conn-type postgres --conn-host {h} --conn-login {u} --conn-password {p}"),
]


def sp_dotfile(lang):
    label, t = pick(DOTFILES)
    st, p = pw(lang)
    st2, p2 = pw(lang)
    if "gradle" in label or "keystore" in label or "application.yml" in label:
        if chance(0.3):
            p2 = p
    o = org()
    s = t.format(h=host("db"), db=dbname(), u=dbuser() if chance(0.5) else user(lang), p=p, p2=p2, e=pct(p), o=o, kid=hexs(8).upper())
    secs = []
    for x in ([pct(p)] if "{e}" in t else [p]) + ([p2] if "{p2}" in t else []):
        if x not in secs:
            secs.append(x)
    if lang == "en":
        mc = f"Builds only worked on one laptop and nobody knew why. The difference was this {label}:\n{s}"
        ls = pick(["CI has no such file, so the job needs the same values from its own secret store.",
                   "The tool reads this file silently, which is why removing the env var changed nothing."])
        ask = pick([f"Can the {label} values be moved to CI secrets and removed from laptops?", ""])
    else:
        mc = f"특정 노트북에서만 빌드가 됐는데 아무도 이유를 몰랐음. 차이는 이 {label}:\n{s}"
        ls = pick(["CI에는 이 파일이 없어서 잡에서도 같은 값을 시크릿으로 넣어줘야 함.", "도구가 이 파일을 조용히 읽어서 환경변수를 지워도 아무 변화가 없었던 것."])
        ask = pick([f"{label} 값을 CI 시크릿으로 옮기고 노트북에서는 지워도 될까요?", ""])
    return f"dotfile: {label} ({st})", mc, ls, ask, secs


def sp_diff(lang):
    st, old = pw(lang)
    st2, new = pw(lang)
    f = pick(["config/database.yml", ".env.staging", "deploy/values-prod.yaml", "docker-compose.override.yml"])
    yml = f.endswith((".yml", ".yaml"))
    sep = ": " if yml else "="
    if yml:
        key, ctx, tail = pick(["password", "redis_password", "smtp_password"]), "host", pick(["pool", "timeout"])
    else:
        key, ctx, tail = pick(["DB_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD"]), "DB_HOST", pick(["DB_POOL", "DB_TIMEOUT"])
    ln = rint(3, 20)
    d = (f"--- a/{f}\n+++ b/{f}\n@@ -{ln},3 +{ln},3 @@\n {ctx}{sep}{host('db')}\n-{key}{sep}{old}\n+{key}{sep}{new}\n {tail}{sep}{rint(5, 30)}")
    if lang == "en":
        mc = f"The rotation PR was supposed to only bump the password reference, but the diff has the values:\n{d}"
        ls = "The old password still works for 24h after rotation, so both values are live right now."
        ask = pick(["Should this commit be purged from history, or is rotating again enough?", ""])
    else:
        mc = f"로테이션 PR은 참조만 바꾸는 줄 알았는데 diff에 실제 값이 있음:\n{d}"
        ls = "예전 비번도 교체 후 24시간은 살아있어서 지금은 두 값 다 유효함."
        ask = pick(["히스토리에서 커밋을 지워야 할까요, 아니면 한 번 더 교체하면 될까요?", ""])
    return f"diff: rotated password old/new ({st}/{st2})", mc, ls, ask, [old, new]


def sp_stacktrace(lang):
    st, p = pw(lang)
    u, h, db = dbuser(), host("db"), dbname()
    kind = pick(["java", "python", "node"])
    if kind == "java":
        s = (f"org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"{u}\"\n"
             f"\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
             f"Caused by: HikariPool-1 - url=jdbc:postgresql://{h}:5432/{db}?user={u}&password={pct(p)}")
        sec = pct(p)
    elif kind == "python":
        s = (f"Traceback (most recent call last):\n  File \"/app/worker.py\", line {rint(20, 300)}, in connect\n    r = Redis.from_url(url)\n"
             f"redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.\n"
             f"settings dump: REDIS_URL='redis://worker:{pct(p)}@{h}:6379/2'")
        sec = pct(p)
    else:
        s = (f"Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16)\n"
             f"  config: {{ host: '{h}', user: '{u}', password: '{p}', database: '{db}' }}")
        sec = p
    if lang == "en":
        mc = f"The crash report in the ticket included more than the stack trace:\n{s}"
        ls = "The error handler prints the whole config object on failure; that needs fixing so credentials stop landing in logs."
        ask = pick(["Can the error reporter scrub config fields before sending?", ""])
    else:
        mc = f"티켓의 크래시 리포트에 스택 트레이스 말고 다른 것도 들어 있었음:\n{s}"
        ls = "에러 핸들러가 실패 시 config 객체를 통째로 찍어서 로그에 자격증명이 남음. 고쳐야 함."
        ask = pick(["에러 리포터에서 config 필드를 마스킹하고 보내게 할 수 있나요?", ""])
    return f"stack trace with credential: {kind} ({st})", mc, ls, ask, [sec]


def sp_table(lang):
    rows = []
    secs = []
    for envn in pick([["dev", "staging", "prod"], ["dev", "staging"], ["staging", "prod"]]):
        st, p = pw(lang)
        rows.append(f"| {envn} | {host('db')} | {dbuser()} | {p} |")
        secs.append(p)
    t = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows)
    if lang == "en":
        mc = f"The wiki page 'DB access' has a table nobody mentioned:\n{t}"
        ls = "The prod row is what the batch jobs use; the dev and staging rows are per-developer copies."
        ask = pick(["Should this table be replaced with links to the vault entries?", ""])
    else:
        mc = f"위키 'DB 접속' 페이지에 아무도 말 안 한 표가 있었음:\n{t}"
        ls = "prod 행이 배치 잡이 쓰는 계정이고, dev/staging은 개발자별 사본임."
        ask = pick(["이 표를 볼트 링크로 바꿔도 될까요?", ""])
    return f"table: passwords in markdown table x{len(secs)}", mc, ls, ask, secs


def sp_chat(lang):
    st, p = pw(lang, nospace=False)
    u1, u2 = user(lang), user(lang)
    t1, t2, t3 = times_sorted(3)
    if lang == "en":
        chat = (f"[{t1}] {u1}: anyone have the staging RDS master password?\n[{t2}] {u2}: {p}\n"
                f"[{t3}] {u1}: thx")
        mc = f"The user pasted a Slack thread to explain how they got DB access:\n{chat}"
        ls = "The master user bypasses the app's audit triggers; use the app role for anything data-related."
        ask = pick(["Is the master password shared like this on purpose, or should I ask for a role?", ""])
    else:
        chat = (f"[{t1}] {u1}: 스테이징 RDS 마스터 비번 아시는 분?\n[{t2}] {u2}: {p}\n[{t3}] {u1}: 감사합니다 ㅎㅎ")
        mc = f"사용자가 DB 접근 어떻게 했는지 설명하려고 슬랙 스레드를 붙여줌:\n{chat}"
        ls = "마스터 계정은 앱 감사 트리거를 우회함. 데이터 작업은 앱 role로 해야 함."
        ask = pick(["마스터 비번을 이렇게 공유하는 게 원래 방식인가요, 아니면 role을 따로 받아야 하나요?", ""])
    return f"chat paste: password reply ({st})", mc, ls, ask, [p]


def sp_repeat_ask(lang):
    st, p = pw(lang, nospace=False)
    th = pick(THINGS_EN if lang == "en" else THINGS_KO)
    if lang == "en":
        mc = f"I didn't have a login for {th}. The user said the password is {p}."
        ls = "It works from the VPN only; outside the VPN the login page just spins."
        ask = f"Is {p} still the password for {th} next time, or will it be rotated?"
    else:
        mc = f"{th} 로그인 정보가 없었음. 사용자가 비번이 {p} 라고 함."
        ls = "VPN 안에서만 됨. VPN 밖에서는 로그인 페이지가 계속 로딩만 됨."
        ask = f"다음에도 {th} 비번 {p} 그대로인가요, 바뀌나요?"
    return f"password repeated in ask_next_time ({st})", mc, ls, ask, [p]


def sp_hangul(lang):
    style = pick(["korean-keyboard", "hangul", "jamo-ime"])
    st, p = pw("ko", nospace=True, style=style)
    th = pick(THINGS_KO) if lang == "ko" else pick(THINGS_EN)
    if lang == "ko":
        note = {"korean-keyboard": "한/영 전환 안 하고 친 비번이라 영문처럼 보임", "hangul": "비번이 한글임", "jamo-ime": "한글 모드에서 영문 비번을 쳐서 자모로 저장된 비번"}[style]
        mc = f"{th} 로그인이 계속 실패했는데, {note}. 값은 {p}"
        ls = pick(["원격 터미널에서는 한글 입력이 안 돼서 이런 비번은 붙여넣기로만 넣을 수 있음.", "키보드 레이아웃 때문에 실패하는 거라 비번 자체는 맞았음."])
        ask = pick(["이런 비번은 영문으로 재설정해도 될까요?", ""])
    else:
        note = {"korean-keyboard": "it's a Korean word typed with the keyboard in English mode", "hangul": "the password is in Hangul",
                "jamo-ime": "it was typed with the Korean IME on, so it is stored as jamo"}[style]
        mc = f"Logins to {th} kept failing; turns out {note}. The value is {p}"
        ls = "Remote terminals can't type Hangul, so a password like this can only be pasted."
        ask = pick(["Can this be reset to an ASCII password?", ""])
    return f"Korean-keyboard password ({st})", mc, ls, ask, [p]


def sp_initial_admin(lang):
    kind = pick(["jenkins", "argocd", "elastic", "gitlab", "airflow", "rancher"])
    if kind == "jenkins":
        v = hexs(32); s = f"$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n{v}"
    elif kind == "argocd":
        v = rs(ALNUM + "-", 16); s = f"$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used for first time login."
    elif kind == "elastic":
        v = rs(ALNUM + "*_=+-", 20); s = f"$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: {v}"
    elif kind == "gitlab":
        v = b64(rbytes(32)); s = f"$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: {v}"
    elif kind == "airflow":
        v = rs(ALNUM, 16); s = f"standalone | Airflow is ready\nstandalone | Login with username: admin  password: {v}"
    else:
        v = rs(LALNUM, 20); s = f"$ kubectl get secret --namespace cattle-system bootstrap-secret -o go-template='{{{{.data.bootstrapPassword|base64decode}}}}'\n{v}"
    if lang == "en":
        mc = f"I set up {kind} locally for the task and didn't know the first login needs a generated password. Output:\n{s}"
        ls = "The initial password stays valid until it is changed in the UI, and this instance is reachable from the office network."
        ask = pick(["Should I change it now or leave that to the owner?", ""])
    else:
        mc = f"작업 때문에 {kind}{josa(kind, '을', '를')} 로컬에 띄웠는데 첫 로그인에 생성된 비번이 필요하다는 걸 몰랐음. 출력:\n{s}"
        ls = "초기 비번은 UI에서 바꾸기 전까지 계속 유효하고, 이 인스턴스는 사내망에서 접근 가능함."
        ask = pick(["지금 바꿀까요, 아니면 담당자한테 넘길까요?", ""])
    return f"initial admin password: {kind}", mc, ls, ask, [v]


def sp_sas(lang):
    kind = pick(["azure", "s3"])
    if kind == "azure":
        sig = pct(b64(rbytes(32)))
        u = (f"https://{org()}backup.blob.core.windows.net/db-dumps/{dbname()}-2025-03-12.bak?sv=2022-11-02&ss=b&srt=o&sp=r"
             f"&se=2025-12-31T15:00:00Z&st=2025-03-12T00:00:00Z&spr=https&sig={sig}")
        secs = [sig]
    else:
        akia = "AKIA" + rs(UPP + "234567", 16)
        sig = hexs(64)
        u = (f"https://{org()}-exports.s3.ap-northeast-2.amazonaws.com/reports/q1.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
             f"&X-Amz-Credential={akia}%2F20250312%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20250312T010203Z"
             f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        secs = [akia, sig]
    if lang == "en":
        mc = f"The user shared a download link for the dump instead of bucket access:\n{u}"
        ls = "This link works for anyone who has it until it expires; it is a credential, not just a URL."
        ask = pick(["Can exports use short-lived links generated on demand?", ""])
    else:
        mc = f"사용자가 버킷 권한 대신 덤프 다운로드 링크를 줌:\n{u}"
        ls = "만료 전까지 링크만 있으면 누구나 받을 수 있음. 그냥 URL이 아니라 자격증명임."
        ask = pick(["export 링크를 필요할 때만 짧게 생성하도록 바꿀 수 있나요?", ""])
    return f"signed URL: {kind}", mc, ls, ask, secs


def sp_passphrase_key(lang):
    st, p = pw(lang, nospace=False, style="passphrase")
    what = pick([("KeePass master password", "KeePass 마스터 비번"), ("SSH key passphrase", "SSH 키 패스프레이즈"),
                 ("GPG key passphrase", "GPG 키 패스프레이즈"), ("Ansible vault password", "Ansible vault 비번"),
                 ("restic repository password", "restic 저장소 비번")])
    if lang == "en":
        mc = f"The {what[0]} was needed to continue and wasn't in the runbook. The user wrote: {p}"
        ls = "Without it the encrypted data is unreadable; there is no reset path."
        ask = pick(["Where is the canonical copy of this passphrase kept?", ""])
    else:
        mc = f"진행하려면 {what[1]}{josa(what[1], '이', '가')} 필요했는데 런북에 없었음. 사용자가 적어준 값: {p}"
        ls = "이게 없으면 암호화된 데이터를 못 읽음. 리셋 방법이 없음."
        ask = pick(["이 패스프레이즈 원본은 어디에 보관돼 있나요?", ""])
    return f"passphrase: {what[0]} ({st})", mc, ls, ask, [p]

# ---------------------------------------------------------------- clean notes (no credential at all)
CLEAN_KINDS = []


def clean(name, publishable=False):
    def deco(fn):
        CLEAN_KINDS.append((name + (" [publishable]" if publishable else ""), fn))
        return fn
    return deco


def acct_id():
    return str(rint(10**11, 10**12 - 1))


def semver():
    return f"{rint(0, 5)}.{rint(0, 30)}.{rint(0, 20)}"


def short_sha():
    return hexs(pick([7, 8, 9, 12]))


def env_name(lang):
    return pick(ENVS_EN if lang == "en" else ENVS_KO)


@clean("env var references in .env / shell")
def k_env_refs(lang):
    s = pick(SERVICES)
    h = host("db")
    snip = "\n".join([f"DATABASE_URL=postgres://app:${{DB_PASSWORD}}@{h}:5432/app",
                      "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}", "OPENAI_API_KEY=${OPENAI_API_KEY:?missing}",
                      f"REDIS_URL=redis://:${{REDIS_PASSWORD}}@cache:6379/0"][:rint(2, 4)])
    store = pick(STORES_EN)
    if lang == "en":
        mc = pick([f"I didn't know the {s} .env only holds references; the real values are injected by {store} at deploy time. The file:\n{snip}",
                   f"Nobody told me that editing .env in the repo does nothing in {env_name(lang)}. What's committed is just:\n{snip}"])
        ls = pick(["`${VAR:?missing}` makes the shell fail fast when the variable is unset, which is why the container exited with 'parameter null or not set'.",
                   f"Values come from {store}; to change one, update it there and redeploy. `printenv | cut -d= -f1` inside the pod lists which names arrived without printing values."])
        ask = pick([f"Which {store} path holds the {env_name(lang)} values?", "Is there a .env.example I should keep in sync with these names?", ""])
    else:
        mc = pick([f"{s} 서비스의 .env에는 참조만 있고 실제 값은 배포할 때 {store}에서 주입된다는 걸 몰랐음. 파일 내용:\n{snip}",
                   f"레포의 .env를 고쳐도 {env_name(lang)}에는 아무 영향이 없다는 걸 아무도 말 안 해줌. 커밋된 건 이게 전부:\n{snip}"])
        ls = pick(["`${VAR:?missing}` 문법 때문에 변수가 없으면 셸이 바로 죽음. 컨테이너가 'parameter null or not set'으로 종료된 이유.",
                   f"값은 {store}에서 옴. 바꾸려면 거기서 수정하고 재배포. 파드 안에서 `printenv | cut -d= -f1` 하면 값 없이 이름만 확인 가능."])
        ask = pick([f"{env_name(lang)} 값은 {store} 어느 경로에 있나요?", ".env.example도 이 이름들이랑 맞춰둘까요?", ""])
    return mc, ls, ask


@clean("GitHub Actions secrets/vars references")
def k_gha_refs(lang):
    a = acct_id()
    snip = (f"env:\n  NPM_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n  SENTRY_AUTH_TOKEN: ${{{{ secrets.SENTRY_AUTH_TOKEN }}}}\nsteps:\n"
            f"  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::{a}:role/gha-deploy\n      aws-region: {pick(REGIONS)}")
    if lang == "en":
        mc = f"I didn't know the release workflow authenticates to AWS through OIDC, not stored keys:\n{snip}"
        ls = pick(["Secrets are not passed to workflows triggered from forks, so the PR build failing on NPM_TOKEN was expected, not a bad token.",
                   "The role trust policy only allows refs/heads/main, which is why the job failed from a tag with 'Not authorized to perform sts:AssumeRoleWithWebIdentity'."])
        ask = pick(["Should tag builds be added to the role's trust policy?", "Do we want environment-level secrets for production instead of repo-level?", ""])
    else:
        mc = f"릴리스 워크플로가 저장된 키가 아니라 OIDC로 AWS 인증한다는 걸 몰랐음:\n{snip}"
        ls = pick(["포크에서 트리거된 워크플로에는 secrets가 안 넘어가서 PR 빌드가 NPM_TOKEN 때문에 실패한 건 정상임. 토큰 문제 아님.",
                   "role trust policy가 refs/heads/main만 허용해서 태그 빌드가 'Not authorized to perform sts:AssumeRoleWithWebIdentity'로 실패했음."])
        ask = pick(["태그 빌드도 trust policy에 추가할까요?", "운영은 레포 시크릿 말고 environment 시크릿으로 나눌까요?", ""])
    return mc, ls, ask


@clean("k8s secretKeyRef / envFrom")
def k_k8s_ref(lang):
    name = pick(["db-credentials", "api-keys", "stripe", "smtp-auth", "app-secrets"])
    snip = (f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {name}\n        key: password\n"
            f"envFrom:\n  - secretRef:\n      name: {pick(SERVICES)}-env")
    if lang == "en":
        mc = f"I didn't know the Deployment pulls credentials from Secrets created by External Secrets, not from the chart:\n{snip}"
        ls = pick(["If the Secret doesn't exist yet the pod sits in CreateContainerConfigError; it isn't a crash loop.",
                   "Changing the Secret doesn't restart pods; a rollout restart (or the reloader annotation) is needed."])
        ask = pick([f"Who owns the ExternalSecret for {name}?", "Should we add the reloader annotation to this Deployment?", ""])
    else:
        mc = f"Deployment가 차트가 아니라 External Secrets가 만든 Secret에서 값을 가져온다는 걸 몰랐음:\n{snip}"
        ls = pick(["Secret이 아직 없으면 파드가 CreateContainerConfigError 상태로 멈춤. 크래시루프 아님.",
                   "Secret을 바꿔도 파드가 재시작 안 됨. rollout restart 하거나 reloader 어노테이션 필요."])
        ask = pick([f"{name} ExternalSecret 담당이 누구인가요?", "이 Deployment에 reloader 어노테이션 달까요?", ""])
    return mc, ls, ask


@clean("AWS Secrets Manager ARN and CLI without value")
def k_asm(lang):
    a = acct_id()
    path = pick(["prod/billing/db", "staging/api/stripe", "prod/notif/smtp", "shared/datadog"])
    arn = f"arn:aws:secretsmanager:{pick(REGIONS)}:{a}:secret:{path}-{rs(ALNUM, 6)}"
    cmd = f"aws secretsmanager get-secret-value --secret-id {path} --query SecretString --output text | jq -r .password"
    if lang == "en":
        mc = f"The Lambda reads its credentials at cold start from {arn} and nobody mentioned it."
        ls = pick([f"`{cmd}` is how ops fetch it by hand; the Lambda role needs secretsmanager:GetSecretValue on exactly that ARN (the 6-char suffix included, or a trailing wildcard).",
                   "Rotation creates a new version with AWSPENDING first; the function must read AWSCURRENT or it picks up a half-rotated value."])
        ask = pick(["Should the policy use the ARN with a wildcard suffix so rotation doesn't break it?", ""])
    else:
        mc = f"Lambda가 콜드 스타트 때 {arn} 에서 자격증명을 읽는다는 걸 아무도 말 안 해줌."
        ls = pick([f"운영팀은 `{cmd}` 로 수동 조회함. Lambda role에는 정확히 그 ARN(뒤의 6자리 접미사 포함, 아니면 와일드카드)에 대한 secretsmanager:GetSecretValue가 있어야 함.",
                   "로테이션하면 먼저 AWSPENDING 버전이 생김. 함수는 AWSCURRENT를 읽어야 반쯤 교체된 값을 안 씀."])
        ask = pick(["로테이션 때 안 깨지게 정책에 와일드카드 ARN 쓸까요?", ""])
    return mc, ls, ask


@clean("Vault paths, policies and commands")
def k_vault(lang):
    app = pick(SERVICES)
    cmd = f"vault kv get -mount=secret -field=password {app}/db"
    pol = f'path "secret/data/{app}/*" {{\n  capabilities = ["read"]\n}}'
    if lang == "en":
        mc = f"I didn't know {app} gets its DB password from Vault via the agent sidecar. Policy attached to its role:\n{pol}"
        ls = pick([f"For KV v2 the policy path needs the data/ segment even though `{cmd}` doesn't show it.",
                   "The agent renders the secret to /vault/secrets/db; the app must re-read the file after a lease renewal."])
        ask = pick(["Is the Kubernetes auth role bound to the right service account name?", ""])
    else:
        mc = f"{app}가 agent sidecar로 Vault에서 DB 비번을 받아온다는 걸 몰랐음. role에 붙은 정책:\n{pol}"
        ls = pick([f"KV v2는 `{cmd}` 에는 안 보여도 정책 경로에 data/ 가 들어가야 함.",
                   "agent가 /vault/secrets/db 파일로 렌더링함. lease 갱신 후에는 앱이 파일을 다시 읽어야 함."])
        ask = pick(["kubernetes auth role이 맞는 서비스 계정 이름에 바인딩돼 있나요?", ""])
    return mc, ls, ask


@clean("GCP Secret Manager resource names")
def k_gsm(lang):
    proj = org() + "-" + pick(["prod", "stg", "data"])
    num = str(rint(10**11, 10**12 - 1))
    sec = pick(["stripe-api-key", "db-password", "sendgrid-key", "jwt-signing-key"])
    res = f"projects/{num}/secrets/{sec}/versions/{rint(2, 19)}"
    if lang == "en":
        mc = f"Cloud Run mounts {res} as an env var and nobody told me the version is pinned."
        ls = pick([f"`gcloud secrets versions access latest --secret={sec} --project={proj}` shows the newest version, but the service keeps using the pinned one until redeployed.",
                   "The runtime service account needs roles/secretmanager.secretAccessor on the secret, not on the project."])
        ask = pick(["Should the service reference 'latest' instead of a pinned version?", ""])
    else:
        mc = f"Cloud Run이 {res} 를 환경변수로 마운트하는데 버전이 고정돼 있다는 걸 몰랐음."
        ls = pick([f"`gcloud secrets versions access latest --secret={sec} --project={proj}` 는 최신 버전을 보여주지만 서비스는 재배포 전까지 고정 버전을 씀.",
                   "런타임 서비스 계정에 프로젝트가 아니라 시크릿 단위로 roles/secretmanager.secretAccessor가 있어야 함."])
        ask = pick(["고정 버전 말고 latest를 참조하게 바꿀까요?", ""])
    return mc, ls, ask


@clean("Azure Key Vault references")
def k_akv(lang):
    kv = f"kv-{org()}-{pick(['prod', 'stg'])}"
    ref = f"@Microsoft.KeyVault(SecretUri=https://{kv}.vault.azure.net/secrets/{pick(['DbPassword', 'StorageKey', 'SmtpPassword'])}/{hexs(32)})"
    if lang == "en":
        mc = f"App Service settings use Key Vault references, e.g. {ref}, and I didn't know that."
        ls = pick(["With the version segment in the URI, rotation needs the setting updated too; without it the app follows the latest version within 24h.",
                   "The managed identity needs the 'Key Vault Secrets User' role; the portal shows the reference in red when it can't resolve."])
        ask = pick(["Should we drop the version from the references?", ""])
    else:
        mc = f"App Service 설정이 {ref} 같은 Key Vault 참조를 쓰는 걸 몰랐음."
        ls = pick(["URI에 버전이 박혀 있으면 로테이션할 때 설정도 바꿔야 함. 버전을 빼면 24시간 안에 최신 버전을 따라감.",
                   "관리 ID에 'Key Vault Secrets User' 역할이 있어야 함. 못 읽으면 포털에서 참조가 빨간색으로 보임."])
        ask = pick(["참조에서 버전 부분 뺄까요?", ""])
    return mc, ls, ask


@clean("1Password op:// references and op run")
def k_op(lang):
    vault = pick(["Engineering", "Private", "Dev", "Platform"])
    lines = [f"OPENAI_API_KEY=op://{vault}/OpenAI/credential", f"DATABASE_PASSWORD=op://{vault}/Postgres {pick(['staging', 'dev'])}/password",
             f"GITHUB_TOKEN=op://{vault}/GitHub PAT/token"]
    snip = "\n".join(lines[:rint(2, 3)])
    if lang == "en":
        mc = f"I didn't know the repo's .env.tpl holds 1Password references that `op run --env-file=.env.tpl -- npm start` resolves:\n{snip}"
        ls = pick(["Item names with spaces work in op:// references, but the vault must be shared with the service account used in CI.",
                   "`op run` masks resolved values in stdout, so the logs show <concealed by 1Password> instead of values."])
        ask = pick(["Which 1Password service account does CI use?", ""])
    else:
        mc = f"레포의 .env.tpl에 1Password 참조가 있고 `op run --env-file=.env.tpl -- npm start` 로 풀린다는 걸 몰랐음:\n{snip}"
        ls = pick(["op:// 참조에 공백 있는 항목 이름도 되지만, CI가 쓰는 서비스 계정에 볼트가 공유돼 있어야 함.",
                   "`op run`은 stdout에서 값을 가려서 로그에 값 대신 <concealed by 1Password>가 찍힘."])
        ask = pick(["CI는 어떤 1Password 서비스 계정을 쓰나요?", ""])
    return mc, ls, ask


@clean("SOPS-encrypted values")
def k_sops(lang):
    data = b64(rbytes(rint(12, 30)))
    enc = f"ENC[AES256_GCM,data:{data},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]"
    snip = f"db:\n    password: {enc}\nsops:\n    age:\n        - recipient: {age_public()}\n    lastmodified: \"2025-0{rint(1, 9)}-1{rint(0, 9)}T0{rint(1, 9)}:12:44Z\"\n    version: 3.9.1"
    if lang == "en":
        mc = f"secrets.enc.yaml is committed on purpose; I didn't know it is SOPS-encrypted:\n{snip}"
        ls = pick(["Edit with `sops secrets.enc.yaml`; editing the ciphertext by hand breaks the MAC and decryption fails for everyone.",
                   "Decryption needs the age key in ~/.config/sops/age/keys.txt, which CI gets from its own secret."])
        ask = pick(["Should my age public key be added as a recipient?", ""])
    else:
        mc = f"secrets.enc.yaml은 일부러 커밋한 거였음. SOPS로 암호화돼 있다는 걸 몰랐음:\n{snip}"
        ls = pick(["수정은 `sops secrets.enc.yaml`로 해야 함. 암호문을 직접 고치면 MAC이 깨져서 아무도 복호화 못 함.",
                   "복호화에는 ~/.config/sops/age/keys.txt의 age 키가 필요하고 CI는 자기 시크릿에서 받음."])
        ask = pick(["제 age 공개키도 recipient로 추가해줄 수 있나요?", ""])
    return mc, ls, ask


@clean("ansible-vault ciphertext")
def k_ansible_vault(lang):
    lines = [hexs(80) for _ in range(rint(3, 5))] + [hexs(rint(20, 70))]
    snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in lines)
    if lang == "en":
        mc = f"group_vars/prod.yml contains inline-vaulted values, which I first took for leaked data:\n{snip}"
        ls = "That block is AES256 ciphertext; it needs --ask-vault-pass or a vault password file to be used, and is safe to keep in git."
        ask = pick(["Where is the vault password file kept for CI runs?", ""])
    else:
        mc = f"group_vars/prod.yml에 vault로 인라인 암호화된 값이 있는데 처음엔 유출된 데이터인 줄 알았음:\n{snip}"
        ls = "이 블록은 AES256 암호문이라 --ask-vault-pass나 vault 비번 파일이 있어야 쓸 수 있고 git에 둬도 됨."
        ask = pick(["CI에서는 vault 비번 파일을 어디서 가져오나요?", ""])
    return mc, ls, ask


@clean("Sealed Secrets encryptedData")
def k_sealed(lang):
    enc = "AgB" + rs(B64A, rint(180, 300))
    snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: smtp-auth\n  namespace: {pick(['prod', 'notif', 'default'])}\n"
            f"spec:\n  encryptedData:\n    password: {enc}")
    if lang == "en":
        mc = f"I didn't know SealedSecrets are the way secrets get into the cluster here:\n{snip}"
        ls = "Only the controller in that cluster can decrypt it, and the name/namespace are part of the encryption scope, so renaming breaks it."
        ask = pick(["Is there a kubeseal cert I should fetch for the staging cluster?", ""])
    else:
        mc = f"여기서는 SealedSecret으로 클러스터에 시크릿을 넣는다는 걸 몰랐음:\n{snip}"
        ls = "그 클러스터의 컨트롤러만 복호화할 수 있고 이름/네임스페이스가 암호화 범위에 포함돼서 이름 바꾸면 깨짐."
        ask = pick(["스테이징 클러스터용 kubeseal 인증서 받아야 하나요?", ""])
    return mc, ls, ask


@clean("placeholder values in docs and examples")
def k_placeholders(lang):
    snip = pick(["OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=<your-anthropic-key>\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
                 "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nSLACK_BOT_TOKEN=xoxb-your-token-here",
                 'client = OpenAI(api_key="YOUR_API_KEY")\nheaders = {"Authorization": "Bearer <TOKEN>"}',
                 "DB_PASSWORD=<from Vault: secret/app/db>\nJWT_SECRET=<generate with: openssl rand -hex 32>",
                 "aws configure set aws_access_key_id <ACCESS_KEY_ID>\naws configure set aws_secret_access_key <SECRET_ACCESS_KEY>"])
    if lang == "en":
        mc = f"The quick-start in the README uses placeholders and I didn't know the app validates key shapes at startup:\n{snip}"
        ls = pick(["Startup fails with 'invalid key format' when a placeholder is left in place, which looks like an auth problem but isn't.",
                   "The placeholders are intentionally invalid; real values come from the team vault."])
        ask = pick(["Should the README point to the vault item names instead of placeholders?", ""])
    else:
        mc = f"README 퀵스타트에 placeholder가 있는데 앱이 시작할 때 키 형식을 검사한다는 걸 몰랐음:\n{snip}"
        ls = pick(["placeholder를 그대로 두면 'invalid key format'으로 시작이 실패함. 인증 문제처럼 보이지만 아님.",
                   "placeholder는 일부러 틀린 값이고 실제 값은 팀 볼트에 있음."])
        ask = pick(["README에 placeholder 대신 볼트 항목 이름을 적어둘까요?", ""])
    return mc, ls, ask


@clean("masked values in dashboards and CLI output")
def k_masked(lang):
    kind = pick(["awslist", "dash", "gh"])
    if kind == "awslist":
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\n"
                f"access_key     ****************{rs(UALNUM, 4)} shared-credentials-file\n"
                f"secret_key     ****************{rs(ALNUM, 4)} shared-credentials-file\n"
                f"    region           {pick(REGIONS)}      config-file    ~/.aws/config")
    elif kind == "dash":
        snip = (f"OpenAI project key  sk-proj-...{rs(ALNUM, 4)}   created {pick(['Mar 3', 'Jan 12', 'Feb 28'])}\n"
                f"Stripe secret key   sk_live_••••••••••••{rs(ALNUM, 4)}\nSendGrid            SG.******** (restricted)")
    else:
        snip = (f"$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account {user()} (keyring)\n  - Active account: true\n"
                f"  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
    if lang == "en":
        mc = f"I couldn't tell which credential was active; the user shared the masked view:\n{snip}"
        ls = pick(["The last four characters are enough to match a key against the provider's dashboard without exposing it.",
                   "The CLI was using a different profile than expected; the masked suffix made that obvious."])
        ask = pick(["Can you confirm the suffix matches the key in the vault?", ""])
    else:
        mc = f"어떤 자격증명이 활성인지 알 수 없어서 사용자가 마스킹된 화면을 공유해줌:\n{snip}"
        ls = pick(["끝 4자리만으로도 키를 노출하지 않고 대시보드의 키와 맞춰볼 수 있음.", "CLI가 예상과 다른 프로필을 쓰고 있었는데 마스킹된 끝자리로 바로 확인됨."])
        ask = pick(["볼트에 있는 키랑 끝자리가 같은지 확인해줄 수 있나요?", ""])
    return mc, ls, ask


@clean("vendor documentation example keys")
def k_doc_examples(lang):
    kind = pick(["aws", "aws", "jwtio", "slack"])
    if kind == "aws":
        snip = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        src = "the AWS documentation" if lang == "en" else "AWS 문서"
    elif kind == "jwtio":
        snip = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        src = "the jwt.io debugger default" if lang == "en" else "jwt.io 디버거 기본값"
    else:
        snip = "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"
        src = "Slack's API docs" if lang == "en" else "Slack API 문서"
    if lang == "en":
        mc = f"The unit tests use the example credentials from {src}, which I first mistook for real ones:\n{snip}"
        ls = pick(["These are published, non-functional examples; moto/mocks accept them and real services reject them.",
                   "Our secret scanner allowlists these exact documented examples, so they don't block pushes."])
        ask = pick(["Should the fixtures say where the example values come from?", ""])
    else:
        mc = f"단위 테스트가 {src}의 예시 값을 쓰는데 처음엔 진짜 키인 줄 알았음:\n{snip}"
        ls = pick(["문서에 공개된 동작 안 하는 예시 값이라 moto/mock은 받아주고 실제 서비스는 거부함.",
                   "시크릿 스캐너가 이 문서 예시 값은 allowlist로 처리해서 푸시가 안 막힘."])
        ask = pick(["픽스처에 예시 값 출처를 주석으로 달아둘까요?", ""])
    return mc, ls, ask


@clean("sha256 release checksums")
def k_sha256sum(lang):
    tool, v = pick([("terraform", f"1.{rint(5, 10)}.{rint(0, 6)}"), ("kubectl", f"1.{rint(27, 32)}.{rint(0, 9)}"), ("helm", f"3.{rint(12, 17)}.{rint(0, 4)}"),
                    ("caddy", f"2.{rint(7, 10)}.{rint(0, 6)}"), ("k9s", f"0.{rint(30, 50)}.{rint(0, 9)}"), ("sops", f"3.{rint(8, 10)}.{rint(0, 3)}")])
    lines = [f"{hexs(64)}  {tool}_{v}_linux_amd64.tar.gz", f"{hexs(64)}  {tool}_{v}_darwin_arm64.tar.gz"]
    snip = "\n".join(lines[:rint(1, 2)])
    if lang == "en":
        mc = f"The Dockerfile verifies the {tool} download and the build broke after the bump to {v}. SHA256SUMS:\n{snip}"
        ls = "The checksum is per artifact and per version; bumping the version without updating the pinned hash fails `sha256sum -c` by design."
        ask = pick(["Should the hash be fetched from the release's SHA256SUMS file instead of being pinned?", ""])
    else:
        mc = f"Dockerfile에서 {tool} 다운로드를 검증하는데 {v}로 올린 뒤 빌드가 깨짐. SHA256SUMS:\n{snip}"
        ls = "체크섬은 아티팩트·버전별이라 버전만 올리고 고정된 해시를 안 바꾸면 `sha256sum -c`가 실패하는 게 정상."
        ask = pick(["해시를 고정하지 말고 릴리스의 SHA256SUMS에서 받아올까요?", ""])
    return mc, ls, ask


@clean("npm package-lock integrity hashes")
def k_npm_integrity(lang):
    pkg = pick(["lodash", "axios", "react-dom", "esbuild", "zod", "undici", "semver"])
    v = semver()
    snip = (f'"node_modules/{pkg}": {{\n  "version": "{v}",\n  "resolved": "https://registry.npmjs.org/{pkg}/-/{pkg}-{v}.tgz",\n'
            f'  "integrity": "sha512-{b64(rbytes(64))}"\n}}')
    if lang == "en":
        mc = f"`npm ci` failed with EINTEGRITY on {pkg} and I didn't know the lockfile had been hand-edited:\n{snip}"
        ls = "The integrity field is the SRI hash of the tarball; a mirror serving a rebuilt tarball causes this, so regenerate the lock from the real registry."
        ask = pick(["Is the internal npm mirror supposed to proxy or rebuild packages?", ""])
    else:
        mc = f"`npm ci`가 {pkg}에서 EINTEGRITY로 실패했는데 lockfile을 손으로 고쳤었다는 걸 몰랐음:\n{snip}"
        ls = "integrity는 tarball의 SRI 해시임. 미러가 tarball을 다시 빌드해서 주면 이렇게 됨. 원 레지스트리 기준으로 lock을 다시 생성할 것."
        ask = pick(["사내 npm 미러가 프록시인가요, 재빌드인가요?", ""])
    return mc, ls, ask


@clean("git commit SHAs, bisect and log")
def k_git_sha(lang):
    full = hexs(40)
    log = "\n".join(f"{hexs(7)} {m}" for m in [pick(["fix: retry on 503", "chore(deps): bump axios", "feat: add export", "refactor: split auth module"]),
                                               pick(["test: flaky timeout", "fix(token): refresh before expiry", "docs: rotate-keys runbook"])])
    if lang == "en":
        mc = f"Nobody told me the regression window. `git bisect` ended with:\n{full} is the first bad commit\nRecent history:\n{log}"
        ls = f"The offending commit {full[:12]} changed the token refresh timing; reverting just that hunk fixed the flaky 401s."
        ask = pick(["Should I open a revert PR or a forward fix?", ""])
    else:
        mc = f"회귀 구간을 아무도 안 알려줘서 `git bisect` 돌림. 결과:\n{full} is the first bad commit\n최근 히스토리:\n{log}"
        ls = f"문제 커밋 {full[:12]} 가 토큰 갱신 타이밍을 바꿨음. 그 hunk만 되돌리니 간헐적 401이 사라짐."
        ask = pick(["revert PR로 갈까요, 수정 PR로 갈까요?", ""])
    return mc, ls, ask


@clean("container image digests")
def k_docker_digest(lang):
    img = f"ghcr.io/{org()}/{pick(SERVICES)}"
    d = hexs(64)
    if lang == "en":
        mc = f"Prod pins images by digest and I didn't know: {img}@sha256:{d}"
        ls = "Retagging `latest` doesn't change what runs; the Helm value `image.digest` has to be updated, and Renovate does that in its PRs."
        ask = pick(["Should staging also pin by digest?", ""])
    else:
        mc = f"운영은 이미지를 digest로 고정한다는 걸 몰랐음: {img}@sha256:{d}"
        ls = "`latest` 태그를 다시 달아도 실행되는 건 안 바뀜. Helm 값 `image.digest`를 바꿔야 하고 Renovate PR이 그걸 해줌."
        ask = pick(["스테이징도 digest로 고정할까요?", ""])
    return mc, ls, ask


@clean("go.sum h1 hashes and pseudo-versions")
def k_gosum(lang):
    mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/oauth2", "github.com/golang-jwt/jwt/v5", "google.golang.org/grpc"])
    pv = f"v0.0.0-2025{rint(1, 9):02d}{rint(10, 28)}{rint(0, 23):02d}{rint(0, 59):02d}{rint(0, 59):02d}-{hexs(12)}"
    mv = f"v1.{rint(20, 70)}.{rint(0, 9)}"
    snip = f"{mod} {mv} h1:{b64(rbytes(32))}\n{mod} {mv}/go.mod h1:{b64(rbytes(32))}\ngithub.com/{org()}/internal-auth {pv} h1:{b64(rbytes(32))}"
    if lang == "en":
        mc = f"`go mod verify` failed in CI and nobody told me GOPRIVATE must cover the internal modules:\n{snip}"
        ls = "Without GOPRIVATE the toolchain asks sum.golang.org about private modules and gets a 404/410, which reads like a checksum mismatch."
        ask = pick(["Can GOPRIVATE be set in the CI image instead of per job?", ""])
    else:
        mc = f"CI에서 `go mod verify`가 실패했는데 내부 모듈은 GOPRIVATE에 넣어야 한다는 걸 몰랐음:\n{snip}"
        ls = "GOPRIVATE가 없으면 비공개 모듈도 sum.golang.org에 물어봐서 404/410을 받고, 그게 체크섬 불일치처럼 보임."
        ask = pick(["GOPRIVATE를 잡마다 말고 CI 이미지에 넣을까요?", ""])
    return mc, ls, ask


@clean("pip --hash requirements")
def k_piphash(lang):
    pkgs = pick([["requests", "urllib3"], ["cryptography", "cffi"], ["pydantic", "pydantic-core"], ["boto3", "botocore"]])
    snip = "\n".join(f"{p}=={rint(1, 2)}.{rint(0, 40)}.{rint(0, 12)} \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}" for p in pkgs)
    if lang == "en":
        mc = f"requirements.txt is compiled with hashes and I edited a version by hand, which broke the install:\n{snip}"
        ls = "With --require-hashes every dependency needs a hash; re-run `pip-compile --generate-hashes` instead of editing lines."
        ask = pick(["Should we switch to uv lock?", ""])
    else:
        mc = f"requirements.txt가 해시 포함으로 컴파일된 건데 버전을 손으로 고쳐서 설치가 깨졌음:\n{snip}"
        ls = "--require-hashes 모드에서는 모든 의존성에 해시가 필요함. 줄을 고치지 말고 `pip-compile --generate-hashes`를 다시 돌릴 것."
        ask = pick(["uv lock으로 옮길까요?", ""])
    return mc, ls, ask


@clean("Azure tenant/subscription/correlation UUIDs")
def k_uuids(lang):
    t, s_, c, tr = uuid4(), uuid4(), uuid4(), uuid4()
    err = (f"AADSTS700016: Application with identifier '{uuid4()}' was not found in the directory '{t}'.\n"
           f"Trace ID: {tr}\nCorrelation ID: {c}\nTimestamp: 2025-0{rint(1, 9)}-1{rint(0, 9)} 0{rint(1, 9)}:1{rint(0, 9)}:3{rint(0, 9)}Z")
    if lang == "en":
        mc = f"The login to subscription {s_} failed and I didn't know the app registration lives in another tenant:\n{err}"
        ls = "The client ID exists, but in the other tenant; the fix was `az login --tenant` with the right tenant ID, not a new secret."
        ask = pick(["Which tenant is canonical for CI app registrations?", ""])
    else:
        mc = f"구독 {s_} 로그인이 실패했는데 앱 등록이 다른 테넌트에 있다는 걸 몰랐음:\n{err}"
        ls = "클라이언트 ID는 있는데 다른 테넌트에 있었음. 새 시크릿이 아니라 `az login --tenant`로 맞는 테넌트를 지정하니 해결."
        ask = pick(["CI 앱 등록은 어느 테넌트가 기준인가요?", ""])
    return mc, ls, ask


@clean("request IDs, trace IDs, cf-ray")
def k_reqids(lang):
    tid, sid = hexs(32), hexs(16)
    snip = (f"x-request-id: {uuid4()}\ntraceparent: 00-{tid}-{sid}-01\ncf-ray: {hexs(16)}-ICN\n"
            f"x-amzn-requestid: {uuid4()}")
    if lang == "en":
        mc = f"Support needed IDs to trace the failing upload; nobody told me which headers they look at. Response headers:\n{snip}"
        ls = f"Support searches by the cf-ray value; our own logs index traceparent, so trace {tid[:8]}… in Tempo showed the 504 was the upstream S3 call."
        ask = pick(["Should request IDs be shown in the error toast so users can report them?", ""])
    else:
        mc = f"업로드 실패 추적에 서포트팀이 ID를 요구했는데 어떤 헤더를 보는지 몰랐음. 응답 헤더:\n{snip}"
        ls = f"서포트는 cf-ray 값으로 검색하고 우리 로그는 traceparent로 인덱싱함. Tempo에서 trace {tid[:8]}… 보니 504는 업스트림 S3 호출이었음."
        ask = pick(["에러 토스트에 request ID를 보여줄까요?", ""])
    return mc, ls, ask


@clean("Stripe and payment object IDs")
def k_stripe_ids(lang):
    ids = [f"cus_{rs(ALNUM, 14)}", f"pi_3{rs(ALNUM, 23)}", f"evt_1{rs(ALNUM, 23)}", f"price_1{rs(ALNUM, 23)}", f"sub_1{rs(ALNUM, 23)}"]
    pick_ids = ids[:rint(3, 5)]
    if lang == "en":
        mc = "Nobody told me the webhook handler is keyed on object IDs, not on our order numbers. The failing case: " + ", ".join(pick_ids)
        ls = f"The event {pick_ids[2] if len(pick_ids) > 2 else pick_ids[0]} was delivered twice; the handler must be idempotent on the event ID."
        ask = pick(["Should we store the Stripe event ID to dedupe?", ""])
    else:
        mc = "웹훅 핸들러가 우리 주문번호가 아니라 Stripe 객체 ID 기준이라는 걸 몰랐음. 실패 케이스: " + ", ".join(pick_ids)
        ls = f"이벤트 {pick_ids[2] if len(pick_ids) > 2 else pick_ids[0]} 가 두 번 들어왔음. 이벤트 ID 기준으로 멱등 처리해야 함."
        ask = pick(["중복 제거용으로 Stripe 이벤트 ID 저장할까요?", ""])
    return mc, ls, ask


@clean("AWS resource IDs and ARNs")
def k_aws_ids(lang):
    a = acct_id()
    snip = (f"instance i-0{hexs(16)} in subnet-0{hexs(16)} (vpc-0{hexs(16)})\nsecurity group sg-0{hexs(16)}\n"
            f"role arn:aws:iam::{a}:role/{pick(SERVICES)}-task\nAMI ami-0{hexs(16)}")
    if lang == "en":
        mc = f"I didn't know the batch hosts are in account {a}, not the main one:\n{snip}"
        ls = "The security group allows 5432 only from the app subnet, so connecting from the batch subnet times out rather than being refused."
        ask = pick(["Is there a peering/Transit Gateway route between these VPCs?", ""])
    else:
        mc = f"배치 호스트가 메인 계정이 아니라 {a} 계정에 있다는 걸 몰랐음:\n{snip}"
        ls = "보안그룹이 앱 서브넷에서만 5432를 허용해서 배치 서브넷에서는 거부가 아니라 타임아웃이 남."
        ask = pick(["이 VPC들 사이에 피어링이나 TGW 라우트가 있나요?", ""])
    return mc, ls, ask


@clean("ObjectIds, ULIDs, KSUIDs, snowflake IDs")
def k_ids(lang):
    oid = hexs(24)
    ulid = rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)
    ks = rs(ALNUM, 27)
    sf = str(rint(10**18, 2 * 10**18))
    if lang == "en":
        mc = f"Sorting was wrong and nobody told me the IDs mix formats: Mongo _id {oid}, order {ulid} (ULID), event {ks} (KSUID), Discord message {sf}."
        ls = "ObjectId, ULID and KSUID sort by time only within their own format; mixing them in one sort key caused the shuffle."
        ask = pick(["Should new tables standardize on ULID?", ""])
    else:
        mc = f"정렬이 꼬였는데 ID 형식이 섞여 있다는 걸 몰랐음: Mongo _id {oid}, 주문 {ulid} (ULID), 이벤트 {ks} (KSUID), 디스코드 메시지 {sf}."
        ls = "ObjectId, ULID, KSUID는 각자 형식 안에서만 시간순 정렬이 됨. 한 정렬 키에 섞어서 순서가 뒤죽박죽이었음."
        ask = pick(["새 테이블은 ULID로 통일할까요?", ""])
    return mc, ls, ask


@clean("base64 of non-secret data (cursors, configmaps)")
def k_b64data(lang):
    cur = b64s(cjson({"offset": rint(50, 900), "sort": pick(["created_at", "id"]), "dir": pick(["asc", "desc"])}))
    cfg = b64s(f"[server]\nport = {pick([8080, 9090])}\nlog_level = \"{pick(['info', 'debug'])}\"\n")
    if lang == "en":
        mc = f"I didn't know the list API uses opaque cursors. The next page link carries cursor={cur}; the ConfigMap also stores app.toml as binaryData: {cfg}"
        ls = "Both are plain base64 of non-sensitive JSON/TOML; decoding the cursor showed the offset was being reset by the frontend."
        ask = pick(["Should cursors be signed so clients can't tamper with them?", ""])
    else:
        mc = f"목록 API가 불투명 커서를 쓴다는 걸 몰랐음. 다음 페이지 링크에 cursor={cur} 가 붙고, ConfigMap에도 app.toml이 binaryData로 들어 있음: {cfg}"
        ls = "둘 다 민감하지 않은 JSON/TOML을 base64 한 것뿐. 커서를 디코딩해 보니 프론트가 offset을 리셋하고 있었음."
        ask = pick(["클라이언트가 못 바꾸게 커서에 서명할까요?", ""])
    return mc, ls, ask


@clean("SSH public keys in authorized_keys")
def k_sshpub(lang):
    k1 = ssh_ed25519_pub(f"{user(lang)}@{pick(['macbook', 'thinkpad', 'desktop'])}")
    k2 = ssh_ed25519_pub(f"deploy@{pick(['gha', 'jenkins', 'buildkite'])}")
    if lang == "en":
        mc = f"Deploys failed with 'Permission denied (publickey)' and I didn't know authorized_keys is managed by Ansible:\n{k1}\n{k2}"
        ls = "Hand-added keys get wiped on the next Ansible run; the key has to go into the users role's vars."
        ask = pick(["Which repo holds the users role?", ""])
    else:
        mc = f"배포가 'Permission denied (publickey)'로 실패했는데 authorized_keys를 Ansible이 관리한다는 걸 몰랐음:\n{k1}\n{k2}"
        ls = "손으로 추가한 키는 다음 Ansible 실행 때 지워짐. users role 변수에 넣어야 함."
        ask = pick(["users role은 어느 레포에 있나요?", ""])
    return mc, ls, ask


def pem_public_ec():
    der_ = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(der_), 64)) + "\n-----END PUBLIC KEY-----"


@clean("PEM public keys and JWKS")
def k_pubkeys(lang):
    if chance(0.5):
        snip = pem_public_ec()
        what_en, what_ko = "the ES256 public key the gateway uses to verify tokens", "게이트웨이가 토큰 검증에 쓰는 ES256 공개키"
    else:
        n = b64url(b"\xc1" + rbytes(255))
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64U, 12), "n": n, "e": "AQAB"}]}, indent=1)
        what_en, what_ko = "the JWKS served at /.well-known/jwks.json", "/.well-known/jwks.json 에서 내려주는 JWKS"
    if lang == "en":
        mc = f"Token verification failed after the key rollover; nobody told me services cache {what_en}:\n{snip}"
        ls = "Services cache the public keys for 24h; during rollover both kids must be published or new tokens fail verification."
        ask = pick(["Can the JWKS cache TTL be lowered during rollovers?", ""])
    else:
        mc = f"키 롤오버 후 토큰 검증이 실패했는데 서비스들이 {what_ko}를 캐싱한다는 걸 몰랐음:\n{snip}"
        ls = "공개키를 24시간 캐싱해서 롤오버 기간엔 두 kid를 같이 내려줘야 새 토큰 검증이 안 깨짐."
        ask = pick(["롤오버 기간에는 JWKS 캐시 TTL을 줄일까요?", ""])
    return mc, ls, ask


@clean("SSH/GPG/TLS fingerprints")
def k_fingerprints(lang):
    fp = ssh_fingerprint()
    gfp = " ".join(wrap(hexs(40).upper(), 4))
    thumb = hexs(40).upper()
    if lang == "en":
        mc = pick_idx([f"The first SSH to the new bastion asked me to confirm: ED25519 key fingerprint is {fp}. Nobody told me where to check it.",
                   f"Release signing uses GPG key {gfp} and the TLS cert thumbprint pinned in the mobile app is {thumb}; I didn't know either."])
        ls = pick_same(["The host fingerprints are published in the infra README; they matched, so the host key change was the rebuild, not an attack.",
                   "Fingerprints and thumbprints are public identifiers; the pinned thumbprint must be updated before the cert renews or the app stops connecting."])
        ask = pick(["Can known_hosts for the bastion be distributed via config management?", ""])
    else:
        mc = pick_idx([f"새 베스천에 처음 SSH 할 때 확인하라고 나옴: ED25519 key fingerprint is {fp}. 어디서 대조하는지 아무도 안 알려줌.",
                   f"릴리스 서명은 GPG 키 {gfp}, 모바일 앱에 핀닝된 TLS 인증서 thumbprint는 {thumb}. 둘 다 몰랐음."])
        ls = pick_same(["호스트 핑거프린트는 인프라 README에 있음. 일치해서 호스트 키 변경은 공격이 아니라 재구축 때문이었음.",
                   "핑거프린트/thumbprint는 공개 식별자임. 인증서 갱신 전에 핀닝 값을 바꿔야 앱이 안 끊김."])
        ask = pick(["베스천 known_hosts를 설정 관리로 배포할 수 있나요?", ""])
    return mc, ls, ask


@clean("WireGuard config with public keys and key file path")
def k_wg_public(lang):
    conf = (f"[Interface]\nAddress = 10.{rint(1, 20)}.0.{rint(2, 200)}/32\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n"
            f"[Peer]\nPublicKey = {wg_public()}\nAllowedIPs = 10.0.0.0/8\nEndpoint = vpn.{org()}.io:51820\nPersistentKeepalive = 25")
    if lang == "en":
        mc = f"I didn't know the VPN config keeps the private key in a root-only file; the committed template is:\n{conf}"
        ls = "Only the server's public key is in git; the private key file is generated on the host with `wg genkey` and never leaves it."
        ask = pick(["Who adds my public key to the server peer list?", ""])
    else:
        mc = f"VPN 설정에서 개인키는 root 전용 파일에 두고 템플릿만 커밋한다는 걸 몰랐음:\n{conf}"
        ls = "git에는 서버 공개키만 있고 개인키 파일은 호스트에서 `wg genkey`로 만들어서 밖으로 안 나감."
        ask = pick(["서버 peer 목록에 제 공개키는 누가 추가하나요?", ""])
    return mc, ls, ask


@clean("public crypto identifiers (age recipients, addresses, tx hashes)")
def k_crypto_public(lang):
    kind = pick(["age", "chain"])
    if kind == "age":
        s = f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      {age_public()},\n      {age_public()}"
        en = f"The .sops.yaml recipients are age public keys:\n{s}"
        ko = f".sops.yaml의 recipient는 age 공개키임:\n{s}"
        ls_en, ls_ko = "Adding a recipient requires `sops updatekeys` on every file, otherwise the new member still can't decrypt.", "recipient 추가 후에는 모든 파일에 `sops updatekeys`를 돌려야 새 멤버가 복호화 가능."
    else:
        en = (f"The payout job sent to {eth_addr()} and the tx {('0x' + hexs(64))} is stuck pending; the treasury BTC address is {btc_addr_bech32()}.")
        ko = (f"정산 잡이 {eth_addr()} 로 보냈는데 tx {('0x' + hexs(64))} 가 pending에 걸려 있음. 트레저리 BTC 주소는 {btc_addr_bech32()}.")
        ls_en, ls_ko = "The tx was underpriced after the base fee spike; replacing it with the same nonce and a higher fee unstuck it.", "base fee가 튀어서 수수료가 모자랐음. 같은 nonce로 수수료 올려서 교체하니 처리됨."
    if lang == "en":
        return "Context I lacked: " + en, ls_en, pick(["Should the job bump fees automatically?", ""])
    return "몰랐던 것: " + ko, ls_ko, pick(["잡에서 수수료 자동 조정할까요?", ""])


@clean("URLs with non-credential query strings")
def k_urls(lang):
    cid = str(rint(10**11, 10**12)) + "-" + rs(LALNUM, 32) + ".apps.googleusercontent.com"
    state = rs(B64U, 32)
    chal = b64url(rbytes(32))
    u1 = (f"https://accounts.google.com/o/oauth2/v2/auth?client_id={cid}&redirect_uri=https%3A%2F%2F{org()}.io%2Fauth%2Fcallback"
          f"&response_type=code&scope=openid%20email&state={state}&code_challenge={chal}&code_challenge_method=S256")
    u2 = f"https://{org()}.io/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring_{rint(2024, 2026)}&ref={rs(LALNUM, 8)}"
    if lang == "en":
        mc = pick_idx([f"Login broke with redirect_uri_mismatch. The authorize URL the app builds:\n{u1}",
                   f"Analytics attribution was off; the campaign link in the e-mail is {u2}"])
        ls = pick_same(["The console has the callback without the trailing slash; the app sends it with one. state and code_challenge are per-request values, not credentials.",
                   "The CDN strips unknown query params on cached pages, so utm_* never reached the backend."])
        ask = pick(["Should the redirect URI come from config instead of being built from the request host?", ""])
    else:
        mc = pick_idx([f"redirect_uri_mismatch로 로그인이 깨짐. 앱이 만드는 authorize URL:\n{u1}", f"분석 어트리뷰션이 이상했음. 메일의 캠페인 링크: {u2}"])
        ls = pick_same(["콘솔엔 끝 슬래시 없이 등록돼 있고 앱은 슬래시를 붙여 보냄. state, code_challenge는 요청마다 바뀌는 값이지 자격증명이 아님.",
                   "CDN이 캐시된 페이지에서 모르는 쿼리 파라미터를 지워서 utm_* 가 백엔드까지 안 왔음."])
        ask = pick(["redirect URI를 요청 host로 만들지 말고 설정값으로 뺄까요?", ""])
    return mc, ls, ask


@clean("CLI password flags explained in prose")
def k_cli_prose(lang):
    if lang == "en":
        mc = pick_idx(["Nobody told me the db scripts prompt for a password. `psql -W` forces the prompt and `mysql -p` with nothing attached asks interactively, which hangs in CI.",
                   "The registry login step hung. `docker login` without `--password-stdin` waits for input when no TTY is attached."])
        ls = pick_same(["In CI use PGPASSWORD from the job's secret or a .pgpass with mode 600; never put the value after -p where `ps` can see it.",
                   "`echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u USERNAME --password-stdin` keeps the value out of argv and history."])
        ask = pick(["Should I add a non-interactive check so the job fails instead of hanging?", ""])
    else:
        mc = pick_idx(["DB 스크립트가 비번을 물어본다는 걸 몰랐음. `psql -W`는 프롬프트를 강제하고 `mysql -p` 뒤에 값이 없으면 대화형으로 물어봐서 CI에서 멈춤.",
                   "레지스트리 로그인 단계가 멈췄음. TTY 없을 때 `--password-stdin` 없이 `docker login` 하면 입력을 기다림."])
        ls = pick_same(["CI에서는 잡 시크릿의 PGPASSWORD나 권한 600짜리 .pgpass를 쓸 것. -p 뒤에 값을 붙이면 ps에 보임.",
                   "`echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u USERNAME --password-stdin` 하면 값이 argv나 히스토리에 안 남음."])
        ask = pick(["멈추지 말고 실패하도록 non-interactive 체크를 넣을까요?", ""])
    return mc, ls, ask


@clean("password policy descriptions")
def k_pw_policy(lang):
    n = pick([10, 12, 14, 16])
    if lang == "en":
        mc = f"I didn't know the IdP enforces its own policy: at least {n} characters, one digit, one symbol, no reuse of the last 5, expiry every 90 days."
        ls = "The signup form only checked length, so users passed our form and then failed at the IdP with a generic 'password does not meet requirements'."
        ask = pick(["Should the form fetch the policy from the IdP instead of duplicating it?", ""])
    else:
        mc = f"IdP가 자체 비밀번호 정책을 강제한다는 걸 몰랐음: {n}자 이상, 숫자·특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일마다 만료."
        ls = "가입 폼은 길이만 검사해서 폼은 통과하고 IdP에서 'password does not meet requirements'로 실패했음."
        ask = pick(["정책을 중복 구현하지 말고 IdP에서 받아올까요?", ""])
    return mc, ls, ask


@clean("auth error messages")
def k_auth_errors(lang):
    errs = pick([f'FATAL:  password authentication failed for user "{dbuser()}"',
                 "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                 '{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}',
                 "error: invalid_grant (Token has been expired or revoked.)",
                 "remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled.",
                 "SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided.",
                 "Error: 401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"}}"])
    if lang == "en":
        mc = f"The job failed with this and I didn't know which credential it was using:\n{errs}"
        ls = pick(["The error came from a stale profile picked up via AWS_PROFILE, not from the new credentials.",
                   "The credential was fine; the clock on the runner was off by minutes, which breaks signed requests.",
                   "It was reading a token from the keychain that had been revoked months ago."])
        ask = pick(["Can the job print which identity it authenticated as (without the secret)?", ""])
    else:
        mc = f"잡이 이 에러로 실패했는데 어떤 자격증명을 쓰는지 몰랐음:\n{errs}"
        ls = pick(["새 자격증명이 아니라 AWS_PROFILE로 잡힌 예전 프로필 때문이었음.", "자격증명은 멀쩡했고 러너 시계가 몇 분 어긋나서 서명 요청이 깨졌던 것.",
                   "몇 달 전에 폐기된 토큰을 키체인에서 읽고 있었음."])
        ask = pick(["잡이 (시크릿 없이) 어떤 identity로 인증했는지 출력하게 할까요?", ""])
    return mc, ls, ask


@clean("key rotation talk without the key")
def k_rotation(lang):
    v = pick(["SendGrid", "Stripe", "OpenAI", "Datadog", "GitHub deploy", "Twilio"])
    suf = rs(ALNUM, 4)
    t = pick(TIMES)
    if lang == "en":
        mc = f"Nobody told me the {v} key was rotated this morning. The old one (ending …{suf}) was revoked at {t}; the new one is only in {pick(STORES_EN)}."
        ls = "Workers started before the rotation kept the old key in memory and failed with 401 until they were restarted."
        ask = pick(["Is there a rotation calendar I should check before debugging auth errors?", ""])
    else:
        mc = f"오늘 아침에 {v} 키가 교체됐다는 걸 아무도 안 알려줌. 예전 키(끝자리 …{suf})는 {t}에 폐기됐고 새 키는 {pick(STORES_KO)}에만 있음."
        ls = "교체 전에 뜬 워커들이 메모리에 예전 키를 들고 있어서 재시작 전까지 401이 났음."
        ask = pick(["인증 에러 디버깅 전에 확인할 키 교체 일정표가 있나요?", ""])
    return mc, ls, ask


@clean("credential-named settings with non-secret values")
def k_cred_named(lang):
    lines = [f"PASSWORD_MIN_LENGTH={pick([10, 12, 14])}", f"TOKEN_TTL_SECONDS={pick([900, 3600, 86400])}", "SESSION_KEY_PREFIX=sess:",
             "JWT_ALGORITHM=RS256", f"SECRET_ROTATION_DAYS={pick([30, 90])}", "API_KEY_HEADER=X-Api-Key", f"OPENAI_MAX_TOKENS={pick([1024, 4096, 8192])}",
             "AUTH_TOKEN_COOKIE_NAME=__Host-session", f"KEYRING_BACKEND={pick(['os', 'file', 'pass'])}", "SECRETS_PROVIDER=aws-secretsmanager"]
    R.shuffle(lines)
    snip = "\n".join(lines[:rint(4, 7)])
    if lang == "en":
        mc = f"I assumed these settings were credentials because of their names; none of them is:\n{snip}"
        ls = "They are tuning knobs for the auth module; the actual secrets are loaded by SECRETS_PROVIDER at runtime and never appear in this file."
        ask = pick(["Should the file be renamed to auth-settings.env to avoid the confusion?", ""])
    else:
        mc = f"이름 때문에 자격증명인 줄 알았는데 전부 아니었음:\n{snip}"
        ls = "인증 모듈 튜닝 값들이고, 실제 시크릿은 런타임에 SECRETS_PROVIDER가 불러와서 이 파일엔 안 나옴."
        ask = pick(["헷갈리지 않게 파일 이름을 auth-settings.env로 바꿀까요?", ""])
    return mc, ls, ask

# ---------------------------------------------------------------- publishable keys (vendor-documented as public)
@clean("Stripe publishable key in frontend", publishable=True)
def k_pub_stripe(lang):
    pk = "pk_live_51" + rs(ALNUM, 97) if chance(0.6) else "pk_live_" + rs(ALNUM, 24)
    snip = pick([f"const stripe = await loadStripe('{pk}');", f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pk}", f'<script>window.STRIPE_PK = "{pk}";</script>'])
    if lang == "en":
        mc = f"I didn't know the checkout page already ships the publishable key in the bundle:\n{snip}"
        ls = "Publishable keys are meant for the browser; they can only create tokens/PaymentMethods. The secret key stays on the server."
        ask = pick(["Should the publishable key come from the build env instead of being inlined?", ""])
    else:
        mc = f"결제 페이지 번들에 publishable key가 이미 들어가 있다는 걸 몰랐음:\n{snip}"
        ls = "publishable key는 브라우저용이라 토큰/PaymentMethod 생성만 가능함. 시크릿 키는 서버에만 둠."
        ask = pick(["publishable key를 인라인 말고 빌드 env에서 받게 할까요?", ""])
    return mc, ls, ask


@clean("Firebase web config", publishable=True)
def k_pub_firebase(lang):
    proj = org() + "-" + pick(["web", "app", "prod"])
    num = str(rint(10**11, 10**12))
    cfg = (f"const firebaseConfig = {{\n  apiKey: \"AIza{rs(B64U, 35)}\",\n  authDomain: \"{proj}.firebaseapp.com\",\n  projectId: \"{proj}\",\n"
           f"  storageBucket: \"{proj}.appspot.com\",\n  messagingSenderId: \"{num}\",\n  appId: \"1:{num}:web:{hexs(22)}\"\n}};")
    if lang == "en":
        mc = f"I assumed the Firebase apiKey in the web app was a leak; it is the documented client config:\n{cfg}"
        ls = "Firebase web API keys identify the project and are meant to be public; access is controlled by Security Rules and App Check, which is where the bug was."
        ask = pick(["Is App Check enforced for Firestore yet?", ""])
    else:
        mc = f"웹앱의 Firebase apiKey가 유출인 줄 알았는데 문서에 나온 클라이언트 설정이었음:\n{cfg}"
        ls = "Firebase 웹 API 키는 프로젝트 식별용이고 공개가 전제임. 접근 제어는 Security Rules랑 App Check에서 하고, 버그도 거기 있었음."
        ask = pick(["Firestore에 App Check 강제 적용돼 있나요?", ""])
    return mc, ls, ask


@clean("captcha site keys (reCAPTCHA/Turnstile/hCaptcha)", publishable=True)
def k_pub_captcha(lang):
    kind = pick(["recaptcha", "turnstile", "hcaptcha"])
    if kind == "recaptcha":
        k = "6L" + rs(B64U, 38); snip = f'<div class="g-recaptcha" data-sitekey="{k}"></div>'
    elif kind == "turnstile":
        k = "0x4AAAAAAA" + rs(B64U, 14); snip = f'<div class="cf-turnstile" data-sitekey="{k}" data-theme="light"></div>'
    else:
        k = uuid4(); snip = f'<div class="h-captcha" data-sitekey="{k}"></div>'
    if lang == "en":
        mc = f"The signup form's captcha widget failed on the preview domain and I didn't know why:\n{snip}"
        ls = "The site key is public by design; the preview hostname just wasn't in the widget's allowed domains. The secret key is only used server-side for verification."
        ask = pick(["Can preview domains be added with a wildcard?", ""])
    else:
        mc = f"가입 폼 captcha 위젯이 프리뷰 도메인에서만 실패했는데 이유를 몰랐음:\n{snip}"
        ls = "사이트 키는 원래 공개용이고, 프리뷰 호스트가 허용 도메인에 없었던 게 원인. 시크릿 키는 서버 검증에만 씀."
        ask = pick(["프리뷰 도메인을 와일드카드로 등록할 수 있나요?", ""])
    return mc, ls, ask


@clean("Supabase anon / publishable key in client", publishable=True)
def k_pub_supabase(lang):
    ref = rs(LOW, 20)
    if chance(0.6):
        t = epoch()
        k = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": t, "exp": t + 315_360_000})
    else:
        k = "sb_publishable_" + rs(B64U, 31)
    snip = f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={k}"
    if lang == "en":
        mc = f"The frontend env contains the Supabase anon key and I didn't know that's expected:\n{snip}"
        ls = "The anon/publishable key is meant for the browser; what protects data is RLS. The table in question had RLS disabled, which was the real issue."
        ask = pick(["Can we add a CI check that fails when a table has RLS disabled?", ""])
    else:
        mc = f"프론트 env에 Supabase anon 키가 있는데 원래 그런 건지 몰랐음:\n{snip}"
        ls = "anon/publishable 키는 브라우저용이고 데이터는 RLS가 막음. 문제 테이블이 RLS 꺼져 있던 게 진짜 원인."
        ask = pick(["RLS 꺼진 테이블 있으면 CI에서 실패하게 할까요?", ""])
    return mc, ls, ask


@clean("Sentry DSN in client config", publishable=True)
def k_pub_sentry(lang):
    dsn = f"https://{hexs(32)}@o{rint(100000, 4999999)}.ingest.{pick(['us.', 'de.', ''])}sentry.io/{rint(1000000, 4999999)}"
    snip = pick([f"Sentry.init({{ dsn: \"{dsn}\", tracesSampleRate: 0.1 }});", f"SENTRY_DSN={dsn}"])
    if lang == "en":
        mc = f"Errors from the mobile app weren't showing up and I didn't know which project the DSN points at:\n{snip}"
        ls = "A DSN only allows sending events and is documented as safe to ship in clients; the problem was the project's inbound filter dropping the release."
        ask = pick(["Should mobile and web use separate Sentry projects?", ""])
    else:
        mc = f"모바일 앱 에러가 안 들어오는데 DSN이 어느 프로젝트를 가리키는지 몰랐음:\n{snip}"
        ls = "DSN은 이벤트 전송만 가능하고 클라이언트에 넣어도 된다고 문서에 나와 있음. 원인은 프로젝트 inbound filter가 해당 릴리스를 버린 것."
        ask = pick(["모바일이랑 웹 Sentry 프로젝트 분리할까요?", ""])
    return mc, ls, ask


@clean("Mapbox public token", publishable=True)
def k_pub_mapbox(lang):
    tok = "pk." + b64url(cjson({"u": org() + str(rint(1, 99)), "a": "cl" + rs(LALNUM, 23)}).encode()) + "." + rs(B64U, 22)
    snip = f"mapboxgl.accessToken = '{tok}';"
    if lang == "en":
        mc = f"Map tiles returned 403 on the new domain and nobody told me the token is URL-restricted:\n{snip}"
        ls = "pk. tokens are public by design; the fix was adding the domain to the token's URL restrictions in the Mapbox account."
        ask = pick(["Should staging get its own public token?", ""])
    else:
        mc = f"새 도메인에서 지도 타일이 403이었는데 토큰에 URL 제한이 걸려 있다는 걸 아무도 안 알려줌:\n{snip}"
        ls = "pk. 토큰은 원래 공개용이고, Mapbox 계정에서 토큰 URL 제한에 도메인 추가하니 해결."
        ask = pick(["스테이징용 공개 토큰을 따로 만들까요?", ""])
    return mc, ls, ask


@clean("Algolia search-only key", publishable=True)
def k_pub_algolia(lang):
    app = rs(UALNUM, 10)
    k = hexs(32)
    snip = f"const searchClient = algoliasearch('{app}', '{k}'); // search-only key"
    if lang == "en":
        mc = f"Search results differ between web and app; I didn't know the web uses the search-only key:\n{snip}"
        ls = "The search-only API key is meant for the frontend; the difference came from the app using a replica index with a different ranking."
        ask = pick(["Should both clients query the same replica?", ""])
    else:
        mc = f"웹이랑 앱 검색 결과가 다른데 웹은 search-only 키를 쓴다는 걸 몰랐음:\n{snip}"
        ls = "search-only API 키는 프론트용임. 차이는 앱이 랭킹이 다른 replica 인덱스를 쓰고 있어서였음."
        ask = pick(["두 클라이언트가 같은 replica를 보게 할까요?", ""])
    return mc, ls, ask


@clean("analytics project tokens (PostHog/Mixpanel/Amplitude)", publishable=True)
def k_pub_analytics(lang):
    kind = pick(["posthog", "mixpanel", "amplitude"])
    if kind == "posthog":
        snip = f"posthog.init('phc_{rs(ALNUM, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})"
    elif kind == "mixpanel":
        snip = f"mixpanel.init('{hexs(32)}', {{ track_pageview: true }});"
    else:
        snip = f"amplitude.init('{hexs(32)}', {{ defaultTracking: true }});"
    if lang == "en":
        mc = f"Events doubled after the redesign and I didn't know analytics is initialized in two places; one of them:\n{snip}"
        ls = "The project token/API key in the snippet is public (it only ingests events); the double count came from the SPA router firing pageviews twice."
        ask = pick(["Can analytics init move to a single provider component?", ""])
    else:
        mc = f"리디자인 후 이벤트가 두 배가 됐는데 analytics 초기화가 두 군데 있다는 걸 몰랐음. 그중 하나:\n{snip}"
        ls = "스니펫의 프로젝트 토큰/API 키는 이벤트 수집만 되는 공개값임. 중복은 SPA 라우터가 pageview를 두 번 쏴서였음."
        ask = pick(["analytics 초기화를 provider 컴포넌트 하나로 모을까요?", ""])
    return mc, ls, ask


@clean("client-side keys (Clerk/Toss client key/Kakao JS key/Maps JS key)", publishable=True)
def k_pub_client_keys(lang):
    kind = pick(["clerk", "toss", "kakao", "gmaps"])
    if kind == "clerk":
        snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_" + b64s(f"clerk.{org()}.com$").rstrip("=")
        en, ko = "Clerk publishable key", "Clerk publishable key"
    elif kind == "toss":
        snip = f"const tossPayments = TossPayments('{pick(['live_ck_', 'test_ck_'])}{rs(ALNUM, 28)}');"
        en, ko = "Toss Payments client key", "토스페이먼츠 클라이언트 키"
    elif kind == "kakao":
        snip = f"Kakao.init('{hexs(32)}'); // " + ("JavaScript 키" if lang == "ko" else "JavaScript key")
        en, ko = "Kakao JavaScript key", "카카오 JavaScript 키"
    else:
        snip = f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{rs(B64U, 35)}&loading=async&callback=initMap"></script>'
        en, ko = "Google Maps JavaScript API key (HTTP-referrer restricted)", "Google Maps JavaScript API 키(리퍼러 제한)"
    if lang == "en":
        mc = f"I flagged the {en} in the frontend as a leak before learning it is meant to be there:\n{snip}"
        ls = "Client keys like this are documented as public; the matching secret/admin key is server-only and is not in the frontend code."
        ask = pick(["Is the domain restriction on this key up to date?", ""])
    else:
        mc = f"프론트에 있는 {ko}를 유출로 잘못 보고했음. 원래 거기 있어야 하는 키였음:\n{snip}"
        ls = "이런 클라이언트 키는 공개용이라고 문서에 나와 있음. 짝이 되는 시크릿/어드민 키는 서버에만 있고 프론트 코드엔 없음."
        ask = pick(["이 키의 도메인 제한이 최신인가요?", ""])
    return mc, ls, ask


@clean("payment client-side keys (Paddle/Braintree/Adyen/Square/Razorpay)", publishable=True)
def k_pub_payments(lang):
    kind = pick(["paddle", "braintree", "adyen", "square", "razorpay"])
    if kind == "paddle":
        snip = f"Paddle.Initialize({{ token: 'live_{hexs(27)}' }});"
    elif kind == "braintree":
        snip = f"braintree.client.create({{ authorization: 'production_{rs(LALNUM, 8)}_{rs(LALNUM, 16)}' }});"
    elif kind == "adyen":
        snip = f"const checkout = await AdyenCheckout({{ clientKey: 'live_{rs(UALNUM, 32)}', environment: 'live' }});"
    elif kind == "square":
        snip = f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', 'L{rs(UALNUM, 12)}');"
    else:
        snip = f"const rzp = new Razorpay({{ key: 'rzp_live_{rs(ALNUM, 14)}', order_id: orderId }});"
    if lang == "en":
        mc = f"The checkout widget initialisation was not documented anywhere; from the frontend:\n{snip}"
        ls = f"That value is the client-side key/ID {kind} documents for browsers; server calls use a different secret that lives only in the backend."
        ask = pick(["Should the client key be read from the runtime config endpoint?", ""])
    else:
        mc = f"결제 위젯 초기화가 문서에 없었음. 프론트 코드:\n{snip}"
        ls = f"이 값은 {kind}에서 브라우저용이라고 안내하는 클라이언트 키/ID임. 서버 호출은 백엔드에만 있는 다른 시크릿을 씀."
        ask = pick(["클라이언트 키를 런타임 config 엔드포인트에서 받게 할까요?", ""])
    return mc, ls, ask


# ---------------------------------------------------------------- more clean kinds
@clean("config files without secrets (nginx/compose/tsconfig)")
def k_config(lang):
    kind = pick_idx(["nginx", "compose", "tsconfig"])
    if kind == "nginx":
        snip = (f"location /api/ {{\n    proxy_pass http://{pick(SERVICES)}:8080/;\n    proxy_set_header Authorization $http_authorization;\n"
                f"    proxy_set_header X-Request-Id $request_id;\n    proxy_read_timeout 60s;\n}}")
    elif kind == "compose":
        snip = f"services:\n  api:\n    image: {org()}/{pick(SERVICES)}:{semver()}\n    env_file: .env.local\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    else:
        snip = '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "moduleResolution": "bundler",\n    "strict": true,\n    "paths": { "@/*": ["./src/*"] }\n  }\n}'
    if lang == "en":
        mc = f"I didn't know this file drives the behaviour I was debugging:\n{snip}"
        ls = pick_same(["nginx forwards the Authorization header as-is; the 401 came from the upstream, not the proxy.",
                   "Compose secrets are mounted at /run/secrets/<name>; the app reads the file path from DB_PASSWORD_FILE.",
                   "The path alias only works in the bundler; Node at runtime needed the tsconfig-paths hook for the scripts."])
        ask = pick(["Is this file generated or hand-maintained?", ""])
    else:
        mc = f"디버깅하던 동작이 이 파일 때문이라는 걸 몰랐음:\n{snip}"
        ls = pick_same(["nginx는 Authorization 헤더를 그대로 넘김. 401은 프록시가 아니라 업스트림에서 난 것.",
                   "compose secrets는 /run/secrets/<name>에 마운트되고 앱은 DB_PASSWORD_FILE로 파일 경로를 읽음.",
                   "path alias는 번들러에서만 먹고, 스크립트는 Node 런타임에서 tsconfig-paths 훅이 필요했음."])
        ask = pick(["이 파일 자동 생성인가요, 손으로 관리하나요?", ""])
    return mc, ls, ask


@clean("code reading credentials from env")
def k_code_env(lang):
    snip = pick(['api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key, timeout=30)',
                 'token := os.Getenv("GITHUB_TOKEN")\nif token == "" {\n    log.Fatal("GITHUB_TOKEN not set")\n}',
                 'let key = std::env::var("STRIPE_SECRET_KEY").expect("STRIPE_SECRET_KEY must be set");',
                 "const secret = process.env.JWT_SECRET;\nif (!secret) throw new Error('JWT_SECRET missing');",
                 '@Value("${spring.datasource.password}")\nprivate String dbPassword;'])
    if lang == "en":
        mc = f"I didn't know the service fails hard at startup when a credential is missing:\n{snip}"
        ls = "The crash loop was just the missing variable in the new environment; the code path is fine."
        ask = pick(["Should the error message list which variables are missing (names only)?", ""])
    else:
        mc = f"자격증명이 없으면 서비스가 시작 단계에서 바로 죽는다는 걸 몰랐음:\n{snip}"
        ls = "크래시루프는 새 환경에 변수가 없어서였을 뿐이고 코드는 문제없음."
        ask = pick(["에러 메시지에 빠진 변수 이름(이름만) 나오게 할까요?", ""])
    return mc, ls, ask


@clean("logs with already-redacted values")
def k_redacted_logs(lang):
    snip = pick([f"DEBUG outgoing POST https://api.{org()}.io/v1/charges headers={{'Authorization': 'Bearer [REDACTED]', 'Idempotency-Key': '{uuid4()}'}}",
                 f"INFO  connecting to postgres://app:********@{host('db')}:5432/app",
                 f"WARN  retrying upload api_key=*** attempt=2 status=503",
                 f"level=info msg=\"login ok\" user={user()} password=<redacted> mfa=totp"])
    if lang == "en":
        mc = f"I thought the log leaked credentials; the logger already masks them:\n{snip}"
        ls = "The redaction happens in the logging formatter, so raw values never reach the log pipeline."
        ask = pick(["Does the formatter also cover exception messages?", ""])
    else:
        mc = f"로그에 자격증명이 샌 줄 알았는데 로거가 이미 마스킹하고 있었음:\n{snip}"
        ls = "마스킹이 로깅 포매터에서 돼서 원래 값은 로그 파이프라인에 안 들어감."
        ask = pick(["예외 메시지도 포매터가 마스킹하나요?", ""])
    return mc, ls, ask


@clean("env var table without values")
def k_env_table(lang):
    rows = [("DATABASE_URL", "yes", "Vault secret/app/db"), ("STRIPE_SECRET_KEY", "prod only", "1Password 'Stripe live'"),
            ("SENTRY_DSN", "no", "Sentry project settings"), ("REDIS_URL", "yes", "Terraform output"), ("OPENAI_API_KEY", "yes", "Doppler")]
    R.shuffle(rows)
    t = "| Name | Required | Source |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows[:rint(3, 5)])
    if lang == "en":
        mc = f"Nobody told me where each variable comes from; the onboarding doc has this table:\n{t}"
        ls = "Only the names and sources are documented; values are pulled by `make env` using the caller's own vault access."
        ask = pick(["Can `make env` print which names it couldn't resolve?", ""])
    else:
        mc = f"각 변수가 어디서 오는지 아무도 안 알려줌. 온보딩 문서에 있는 표:\n{t}"
        ls = "문서엔 이름과 출처만 있고 값은 `make env`가 각자 볼트 권한으로 가져옴."
        ask = pick(["`make env`가 못 가져온 이름을 출력하게 할 수 있나요?", ""])
    return mc, ls, ask


@clean("chat about credentials without values")
def k_chat_novalue(lang):
    u1, u2 = user(lang), user(lang)
    t1, t2, t3 = times_sorted(3)
    if lang == "en":
        chat = (f"[{t1}] {u1}: where's the prod Stripe key?\n[{t2}] {u2}: 1Password > Payments > 'Stripe live (restricted)'. "
                f"don't paste it here pls\n[{t3}] {u1}: 👍 got it")
        mc = f"The user forwarded this thread to explain where keys live:\n{chat}"
        ls = "The team's rule is that keys are referenced by vault item name, never pasted."
        ask = pick(["Do I have read access to the Payments vault?", ""])
    else:
        chat = (f"[{t1}] {u1}: 운영 Stripe 키 어디 있어요?\n[{t2}] {u2}: 1Password > Payments > 'Stripe live (restricted)' 항목이요. "
                f"여기엔 붙이지 마세요\n[{t3}] {u1}: 넵 ㅎㅎ")
        mc = f"키가 어디 있는지 설명하려고 사용자가 이 스레드를 전달해줌:\n{chat}"
        ls = "팀 규칙은 키를 붙여넣지 않고 볼트 항목 이름으로만 말하는 것."
        ask = pick(["Payments 볼트 읽기 권한이 저한테 있나요?", ""])
    return mc, ls, ask


@clean("long identifiers (class names, hashed assets, CSS classes)")
def k_long_ids(lang):
    chunk = f"assets/index-{rs(B64U, 8)}.js"
    css = f"css-{rs(LALNUM, 6)}"
    cls = pick(["AbstractAnnotationConfigDispatcherServletInitializer", "SimpleBeanFactoryAwareAspectInstanceFactory",
                "TransactionAwarePersistenceManagerFactoryProxy", "InternalFrameInternalFrameTitlePaneInternalFrameTitlePaneMaximizeButtonWindowNotFocusedState"])
    if lang == "en":
        mc = f"The stack trace pointed at {cls} and the browser loaded {chunk} with class {css}; I didn't know the hashed names change every build."
        ls = "Hashes in asset names are content hashes for cache busting; the CDN kept serving an old index.html that referenced a deleted chunk."
        ask = pick(["Should index.html be served with no-cache?", ""])
    else:
        mc = f"스택 트레이스가 {cls}를 가리키고 브라우저는 {chunk}, 클래스 {css}를 로드함. 해시 이름이 빌드마다 바뀐다는 걸 몰랐음."
        ls = "에셋 이름의 해시는 캐시 무효화용 content hash임. CDN이 삭제된 청크를 참조하는 예전 index.html을 계속 주고 있었음."
        ask = pick(["index.html은 no-cache로 내려줄까요?", ""])
    return mc, ls, ask


@clean("versions, build numbers, pseudo-versions")
def k_versions(lang):
    items = [f"node {pick(['20.11.1', '22.3.0', '18.19.0'])}", f"eks {pick(['1.29', '1.30', '1.31'])} (vpc-cni v1.{rint(15, 19)}.{rint(0, 5)}-eksbuild.{rint(1, 3)})",
             f"Xcode 15.{rint(0, 4)} (15E{rint(100, 299)})", f"build #{rint(1000, 9999)}", f"go pseudo-version v0.0.0-2025{rint(1, 9):02d}{rint(10, 28)}{rint(0, 23):02d}{rint(0, 59):02d}{rint(0, 59):02d}-{hexs(12)}"]
    s = ", ".join(items[:rint(3, 5)])
    if lang == "en":
        mc = f"The failure only reproduced on specific versions and nobody told me which: {s}."
        ls = "The regression came with the toolchain bump, not our code; pinning the previous patch version fixed CI."
        ask = pick(["Should the toolchain versions be pinned in .tool-versions?", ""])
    else:
        mc = f"특정 버전에서만 재현되는데 어떤 버전인지 아무도 안 알려줌: {s}."
        ls = "우리 코드가 아니라 툴체인 버전업 때문이었음. 이전 패치 버전으로 고정하니 CI 통과."
        ask = pick([".tool-versions로 툴체인 버전 고정할까요?", ""])
    return mc, ls, ask


@clean("secret-detection regexes and scanner rules")
def k_regexes(lang):
    snip = pick(['[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\nkeywords = ["ghp_"]',
                 "patterns:\n  - name: aws-access-key-id\n    regex: '(AKIA|ASIA)[A-Z2-7]{16}'\n  - name: openai\n    regex: 'sk-(proj-)?[A-Za-z0-9_-]{20,}'",
                 "SLACK_RE = re.compile(r\"xox[baprs]-[0-9A-Za-z-]{10,48}\")\nSTRIPE_RE = re.compile(r\"[sr]k_(live|test)_[0-9a-zA-Z]{24,99}\")"])
    if lang == "en":
        mc = f"I didn't know the pre-commit hook runs custom secret rules in addition to gitleaks defaults:\n{snip}"
        ls = "The hook blocked a test fixture because the fixture matched the shape; adding it to the allowlist by path fixed it without weakening the rule."
        ask = pick(["Should fixtures live under a path the scanner ignores?", ""])
    else:
        mc = f"pre-commit 훅이 gitleaks 기본 규칙 말고 커스텀 규칙도 돌린다는 걸 몰랐음:\n{snip}"
        ls = "테스트 픽스처가 형식에 걸려서 훅이 막았음. 규칙은 그대로 두고 경로 기준 allowlist에 추가해서 해결."
        ask = pick(["픽스처를 스캐너 무시 경로로 옮길까요?", ""])
    return mc, ls, ask


@clean("DNS TXT verification and DKIM records")
def k_dns(lang):
    d = org() + pick([".com", ".io", ".co.kr"])
    dkim = b64(bytes.fromhex("30819f300d06092a864886f70d010101050003818d00308189028181") + b"\x00" + rbytes(128) + bytes.fromhex("0203010001"))
    snip = (f"{d}. TXT \"google-site-verification={rs(B64U, 43)}\"\n{d}. TXT \"MS=ms{rs(DIG, 8)}\"\n{d}. TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"\n"
            f"s1._domainkey.{d}. TXT \"v=DKIM1; k=rsa; p={dkim}\"")
    if lang == "en":
        mc = f"Mail from the app landed in spam and I didn't know which DNS records exist:\n{snip}"
        ls = "All of these are public DNS records; the problem was a missing DMARC record and SPF exceeding 10 lookups."
        ask = pick(["Who can edit DNS for this zone?", ""])
    else:
        mc = f"앱 메일이 스팸함으로 가는데 어떤 DNS 레코드가 있는지 몰랐음:\n{snip}"
        ls = "전부 공개 DNS 레코드임. 원인은 DMARC 레코드 누락이랑 SPF lookup 10회 초과."
        ask = pick(["이 존 DNS는 누가 수정할 수 있나요?", ""])
    return mc, ls, ask


@clean("test card numbers and sandbox data")
def k_testcards(lang):
    cards = "4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), 4000 0025 0000 3155 (3DS required)"
    if lang == "en":
        mc = f"The QA checklist uses Stripe test cards and I didn't know which one triggers 3DS: {cards}. Any future expiry and any CVC work."
        ls = "These numbers only work with test-mode keys; in live mode they are declined immediately, which is how we noticed staging was on live keys."
        ask = pick(["Should the QA doc link Stripe's test card page instead?", ""])
    else:
        mc = f"QA 체크리스트가 Stripe 테스트 카드를 쓰는데 어떤 게 3DS를 띄우는지 몰랐음: {cards}. 만료일은 미래 아무 날짜, CVC는 아무 숫자."
        ls = "이 번호들은 테스트 모드 키에서만 됨. 라이브 모드에선 바로 거절돼서 스테이징이 라이브 키를 쓰고 있다는 걸 알게 됨."
        ask = pick(["QA 문서에 Stripe 테스트 카드 페이지 링크를 넣을까요?", ""])
    return mc, ls, ask


@clean("OAuth client IDs and app IDs")
def k_client_ids(lang):
    gid = f"{rint(10**11, 10**12)}-{rs(LALNUM, 32)}.apps.googleusercontent.com"
    ghid = "Iv23li" + rs(ALNUM, 14)
    appid = rint(100000, 999999)
    if lang == "en":
        mc = f"I didn't know we have two OAuth apps. Web uses client ID {gid}; the GitHub App is ID {appid} with client ID {ghid}."
        ls = "Client IDs are public identifiers; the consent screen error came from the web client missing the new redirect URI."
        ask = pick(["Who administers the Google Cloud OAuth consent screen?", ""])
    else:
        mc = f"OAuth 앱이 두 개라는 걸 몰랐음. 웹은 client ID {gid}, GitHub App은 ID {appid}, client ID {ghid}."
        ls = "client ID는 공개 식별자임. 동의 화면 에러는 웹 클라이언트에 새 redirect URI가 빠져서였음."
        ask = pick(["Google Cloud OAuth 동의 화면 관리자가 누구인가요?", ""])
    return mc, ls, ask


@clean("password/token/key words in code and prose")
def k_words(lang):
    if lang == "en":
        mc = pick_idx(["Nobody told me PasswordEncoder is a BCryptPasswordEncoder with strength 12, which is why login takes ~250 ms.",
                   "The rate limiter is a token bucket (capacity 100, refill 10/s); 'token' in the logs refers to that, not auth.",
                   "I didn't know 'key' in the orders table means the partition key (tenant_id, created_month), not a credential.",
                   f"Nobody told me `secretName: {pick(SERVICES)}-tls` in the Ingress refers to a cert-manager Certificate, so I went looking for a password that doesn't exist.",
                   f"'Session key' in the analytics schema is just a hash of (user_id, day); the column is named session_key_v{rint(2, 4)} for historical reasons."])
        ls = pick_same(["Raising bcrypt strength to 14 would make login 4x slower; not worth it for this service.",
                   "The tokenizer counts tokens with cl100k_base; our truncation was off by the system prompt length.",
                   "A composite primary key was needed for the upsert; the unique index alone didn't match ON CONFLICT.",
                   "The TLS secret is created by cert-manager from the Certificate resource; the 'missing secret' event just meant the ACME order hadn't finished.",
                   "Nothing sensitive is in that column; renaming it is on the backlog because it keeps tripping the PII scanner."])
        ask = pick(["Is the bucket capacity configurable per tenant?", ""])
    else:
        mc = pick_idx(["PasswordEncoder가 strength 12짜리 BCryptPasswordEncoder라서 로그인이 ~250ms 걸린다는 걸 아무도 안 알려줌.",
                   "rate limiter가 token bucket(용량 100, 초당 10 리필)이라 로그의 'token'은 인증이 아니라 이거였음.",
                   "orders 테이블의 'key'가 자격증명이 아니라 파티션 키(tenant_id, created_month)라는 걸 몰랐음.",
                   f"Ingress의 `secretName: {pick(SERVICES)}-tls`가 cert-manager 인증서를 가리킨다는 걸 몰라서 있지도 않은 비번을 찾고 있었음.",
                   f"분석 스키마의 'session key'는 그냥 (user_id, day) 해시임. 컬럼 이름이 session_key_v{rint(2, 4)}인 건 옛날 사정 때문."])
        ls = pick_same(["bcrypt strength 14로 올리면 로그인이 4배 느려짐. 이 서비스엔 안 맞음.",
                   "토크나이저는 cl100k_base로 토큰 수를 셈. 잘라내기가 시스템 프롬프트 길이만큼 어긋나 있었음.",
                   "upsert에 복합 PK가 필요했음. unique index만으로는 ON CONFLICT가 안 맞았음.",
                   "TLS 시크릿은 cert-manager가 Certificate 리소스로 만들어줌. 'missing secret' 이벤트는 ACME 주문이 아직 안 끝났다는 뜻이었음.",
                   "그 컬럼엔 민감한 값이 없음. PII 스캐너에 자꾸 걸려서 이름 바꾸는 게 백로그에 있음."])
        ask = pick(["버킷 용량을 테넌트별로 설정할 수 있나요?", ""])
    return mc, ls, ask


@clean("empty or disabled auth settings")
def k_noauth(lang):
    snip = pick(["MYSQL_ALLOW_EMPTY_PASSWORD=yes\nMYSQL_DATABASE=test", "POSTGRES_HOST_AUTH_METHOD=trust", "xpack.security.enabled: false\ndiscovery.type: single-node",
                 "requirepass \"\"\nprotected-mode no", "auth:\n  enabled: false   # local docker only"])
    if lang == "en":
        mc = f"The local stack runs without auth and I didn't know; docker-compose for tests sets:\n{snip}"
        ls = "Fine for the throwaway test containers, but the same compose file was being used on the shared dev VM, which is reachable from the office network."
        ask = pick(["Should the shared VM get its own compose override with auth enabled?", ""])
    else:
        mc = f"로컬 스택이 인증 없이 돈다는 걸 몰랐음. 테스트용 docker-compose 설정:\n{snip}"
        ls = "일회용 테스트 컨테이너엔 괜찮은데, 같은 compose 파일을 사내망에서 접근 가능한 공용 개발 VM에서도 쓰고 있었음."
        ask = pick(["공용 VM엔 인증 켠 compose override를 따로 둘까요?", ""])
    return mc, ls, ask


@clean("GPG signing config and key listing")
def k_gpg(lang):
    kid = hexs(16).upper()
    fpr = hexs(24).upper() + kid
    snip = (f"$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/{kid} 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {fpr}\n"
            f"uid                 [ultimate] {user()} <{user()}@{org()}.com>\nssb   cv25519/{hexs(16).upper()} 2024-0{rint(1, 9)}-1{rint(0, 9)} [E]\n\n$ git config --global user.signingkey {kid}")
    if lang == "en":
        mc = f"Commits showed as 'Unverified' and nobody told me signing is required on main:\n{snip}"
        ls = "The listing shows key IDs and fingerprints only; the public key still had to be uploaded to GitHub and the uid e-mail must match a verified address."
        ask = pick(["Would SSH commit signing be simpler for the team?", ""])
    else:
        mc = f"커밋이 'Unverified'로 뜨는데 main에 서명이 필수라는 걸 아무도 안 알려줌:\n{snip}"
        ls = "목록엔 키 ID랑 핑거프린트만 나옴. 공개키를 GitHub에 올려야 하고 uid 이메일이 인증된 주소여야 함."
        ask = pick(["팀에는 SSH 커밋 서명이 더 간단하지 않을까요?", ""])
    return mc, ls, ask


@clean("Apple team/key IDs and key file paths")
def k_apple_ids(lang):
    team, kid, iss = rs(UALNUM, 10), rs(UALNUM, 10), uuid4()
    cmd = f"xcrun notarytool submit build/App.zip --key ~/private_keys/AuthKey_{kid}.p8 --key-id {kid} --issuer {iss} --wait"
    if lang == "en":
        mc = f"Notarization failed in CI and I didn't know the API key file is provisioned on the runner. Team ID {team}. Command:\n{cmd}"
        ls = "Key ID and issuer ID are identifiers; the .p8 itself is never in the repo. The runner image had lost the file after the upgrade."
        ask = pick(["Can the .p8 be injected from the CI secret store at job start?", ""])
    else:
        mc = f"CI에서 공증이 실패했는데 API 키 파일이 러너에 미리 깔려 있다는 걸 몰랐음. Team ID {team}. 명령:\n{cmd}"
        ls = "Key ID, issuer ID는 식별자일 뿐이고 .p8 파일은 레포에 없음. 러너 이미지 업그레이드 후 파일이 사라졌던 것."
        ask = pick(["잡 시작할 때 CI 시크릿에서 .p8을 주입하게 할까요?", ""])
    return mc, ls, ask


@clean("memory addresses in panics and crashes")
def k_addresses(lang):
    snip = (f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x{hexs(2)} pc=0x{hexs(7)}]\n\n"
            f"goroutine {rint(10, 900)} [running]:\nmain.(*Client).refresh(0xc000{hexs(6)})\n\t/app/client.go:{rint(40, 200)} +0x{hexs(2)}")
    if lang == "en":
        mc = f"The worker crashed only under load:\n{snip}"
        ls = "refresh() runs concurrently and reads a token pointer that another goroutine sets to nil during rotation; a mutex around the swap fixed it."
        ask = pick(["Should I add a -race run to CI?", ""])
    else:
        mc = f"부하 걸릴 때만 워커가 죽었음:\n{snip}"
        ls = "refresh()가 동시에 돌면서 다른 고루틴이 교체 중에 nil로 만든 토큰 포인터를 읽었음. 교체 부분을 mutex로 감싸서 해결."
        ask = pick(["CI에 -race 실행 추가할까요?", ""])
    return mc, ls, ask


@clean("webhook signature headers")
def k_sig_headers(lang):
    snip = pick([f"Stripe-Signature: t={epoch()},v1={hexs(64)}", f"X-Hub-Signature-256: sha256={hexs(64)}",
                 f"X-Slack-Signature: v0={hexs(64)}\nX-Slack-Request-Timestamp: {epoch()}"])
    if lang == "en":
        mc = f"Signature verification failed only in production; the incoming request had:\n{snip}"
        ls = "The header is an HMAC of the raw body; our proxy re-encoded the JSON, so the computed digest never matched."
        ask = pick(["Can the proxy pass the raw body through untouched for /webhooks?", ""])
    else:
        mc = f"운영에서만 서명 검증이 실패했음. 들어온 요청 헤더:\n{snip}"
        ls = "헤더 값은 raw body의 HMAC임. 프록시가 JSON을 다시 인코딩해서 계산한 digest가 안 맞았던 것."
        ask = pick(["/webhooks 경로는 프록시가 body를 그대로 넘기게 할 수 있나요?", ""])
    return mc, ls, ask


@clean("SRI hashes and CSP nonces")
def k_sri(lang):
    snip = (f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.{rint(0, 9)}/dist/chart.umd.min.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous"></script>\n'
            f"Content-Security-Policy: script-src 'self' 'nonce-{b64(rbytes(16))}'")
    if lang == "en":
        mc = f"Charts broke after a CDN change and nobody told me scripts are SRI-pinned:\n{snip}"
        ls = "The integrity hash must match the exact file; the CDN served a different minified build, so the browser refused it."
        ask = pick(["Should we self-host the chart library?", ""])
    else:
        mc = f"CDN 바뀐 뒤 차트가 깨졌는데 스크립트가 SRI로 고정돼 있다는 걸 몰랐음:\n{snip}"
        ls = "integrity 해시는 정확히 그 파일이랑 맞아야 함. CDN이 다른 minified 빌드를 줘서 브라우저가 거부했음."
        ask = pick(["차트 라이브러리를 셀프 호스팅할까요?", ""])
    return mc, ls, ask


@clean(".env.example with empty values")
def k_env_example(lang):
    snip = ("# copy to .env.local and fill from 1Password 'Dev env'\nDATABASE_URL=\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\n"
            "NEXT_PUBLIC_APP_URL=http://localhost:3000")
    if lang == "en":
        mc = f"Setup failed because .env.local was missing; the repo only ships:\n{snip}"
        ls = "The app validates the schema with zod at boot and lists missing names, which is the quickest way to see what to fill in."
        ask = pick(["Can I get access to the 'Dev env' item?", ""])
    else:
        mc = f".env.local이 없어서 셋업이 실패함. 레포엔 이것만 있음:\n{snip}"
        ls = "앱이 부팅할 때 zod로 스키마를 검사해서 빠진 이름을 알려줌. 뭘 채워야 하는지 보는 가장 빠른 방법."
        ask = pick(["'Dev env' 항목 접근 권한 받을 수 있나요?", ""])
    return mc, ls, ask


@clean("secret-scanning push protection message")
def k_push_protection(lang):
    sha = hexs(40)
    snip = (f"remote: error: GH013: Repository rule violations found for refs/heads/{pick(['main', 'feat/payments', 'fix/webhook'])}.\n"
            f"remote: - GITHUB PUSH PROTECTION\nremote:   Push cannot contain secrets\nremote:     —— Stripe API Key ————————————\n"
            f"remote:      locations:\nremote:        - commit: {sha}\nremote:          path: .env.production:{rint(2, 9)}")
    if lang == "en":
        mc = f"My push was rejected and I didn't know push protection is on for this org:\n{snip}"
        ls = "Amending the commit isn't enough if the secret is in an earlier commit of the push; the history has to be rewritten, and the key rotated anyway."
        ask = pick(["Who rotates the Stripe key after this?", ""])
    else:
        mc = f"푸시가 거부됐는데 이 조직에 push protection이 켜져 있다는 걸 몰랐음:\n{snip}"
        ls = "시크릿이 푸시의 이전 커밋에 있으면 amend만으로는 안 됨. 히스토리를 고쳐야 하고 키는 어쨌든 교체해야 함."
        ask = pick(["이후 Stripe 키 교체는 누가 하나요?", ""])
    return mc, ls, ask


@clean("git LFS pointer files")
def k_lfs(lang):
    snip = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {rint(100000, 90000000)}"
    if lang == "en":
        mc = f"The model file in the checkout was 130 bytes and nobody told me the repo uses LFS:\n{snip}"
        ls = "CI clones without LFS by default; `lfs: true` on the checkout step fetched the real file."
        ask = pick(["Is there an LFS bandwidth budget I should worry about?", ""])
    else:
        mc = f"체크아웃한 모델 파일이 130바이트였는데 레포가 LFS를 쓴다는 걸 아무도 안 알려줌:\n{snip}"
        ls = "CI는 기본으로 LFS 없이 클론함. checkout 단계에 `lfs: true` 넣으니 실제 파일을 받음."
        ask = pick(["LFS 대역폭 한도 신경 써야 하나요?", ""])
    return mc, ls, ask


@clean("IPFS CIDs and onion addresses")
def k_cid(lang):
    cid = "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    onion = rs("abcdefghijklmnopqrstuvwxyz234567", 56) + ".onion"
    if lang == "en":
        mc = f"The NFT metadata points to ipfs://{cid}/metadata.json and the mirror is reachable at http://{onion}; I didn't know either."
        ls = "The public gateway rate-limited us; pinning the CID on our own node and using a dedicated gateway fixed the timeouts."
        ask = pick(["Should metadata be mirrored to S3 as a fallback?", ""])
    else:
        mc = f"NFT 메타데이터가 ipfs://{cid}/metadata.json 을 가리키고 미러는 http://{onion} 에 있다는 걸 몰랐음."
        ls = "공용 게이트웨이가 rate limit을 걸었음. 자체 노드에 CID를 pin하고 전용 게이트웨이를 쓰니 타임아웃이 사라짐."
        ask = pick(["메타데이터를 S3에도 미러링해둘까요?", ""])
    return mc, ls, ask


@clean("GCP service account key IDs listing")
def k_sa_keys(lang):
    proj = org() + "-prod"
    rows = "\n".join(f"{hexs(40)}  2025-0{rint(1, 9)}-1{rint(0, 9)}T0{rint(1, 9)}:00:00Z  2027-0{rint(1, 9)}-1{rint(0, 9)}T0{rint(1, 9)}:00:00Z" for _ in range(rint(2, 3)))
    snip = f"$ gcloud iam service-accounts keys list --iam-account deployer@{proj}.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{rows}"
    if lang == "en":
        mc = f"Nobody told me the deployer account still has user-managed keys:\n{snip}"
        ls = "Key IDs identify keys without exposing them; the org policy will block new keys, so the plan is to move CI to Workload Identity Federation and delete these."
        ask = pick(["Which pipeline still uses these keys?", ""])
    else:
        mc = f"deployer 계정에 아직 사용자 관리 키가 남아 있다는 걸 아무도 안 알려줌:\n{snip}"
        ls = "키 ID는 키를 노출하지 않는 식별자임. 조직 정책상 새 키는 막힐 거라 CI를 Workload Identity Federation으로 옮기고 이 키들은 지울 계획."
        ask = pick(["이 키들을 아직 쓰는 파이프라인이 어디인가요?", ""])
    return mc, ls, ask


@clean("kubectl describe secret (sizes only)")
def k_describe_secret(lang):
    snip = (f"$ kubectl describe secret db-credentials -n {pick(['prod', 'staging'])}\nName:         db-credentials\nType:  Opaque\n\nData\n====\n"
            f"password:  {rint(16, 40)} bytes\nusername:  {rint(3, 12)} bytes\nhost:      {rint(20, 60)} bytes")
    if lang == "en":
        mc = f"I wasn't sure the Secret was populated; describe shows only sizes:\n{snip}"
        ls = "A 0-byte value would mean the ExternalSecret synced an empty field; here the sizes look right, so the problem was elsewhere."
        ask = pick(["Can I get read access to the ExternalSecret status?", ""])
    else:
        mc = f"Secret이 채워졌는지 확신이 없었음. describe는 크기만 보여줌:\n{snip}"
        ls = "0 bytes면 ExternalSecret이 빈 필드를 동기화한 것. 여기선 크기가 정상이라 문제는 다른 데 있었음."
        ask = pick(["ExternalSecret status 읽기 권한 받을 수 있나요?", ""])
    return mc, ls, ask


@clean("Terraform sensitive variables and random_password")
def k_tf_sensitive(lang):
    snip = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "random_password" "app" {\n  length  = 32\n  special = true\n}\n\n'
            'resource "aws_db_instance" "main" {\n  username = "app"\n  password = random_password.app.result\n}')
    if lang == "en":
        mc = f"The plan output said (sensitive value) and I didn't know where the DB password comes from:\n{snip}"
        ls = "The password is generated and stored in state, so the state bucket is the sensitive thing; the code itself holds nothing secret."
        ask = pick(["Is the state bucket encrypted and access-logged?", ""])
    else:
        mc = f"plan 출력에 (sensitive value)만 나와서 DB 비번이 어디서 오는지 몰랐음:\n{snip}"
        ls = "비번은 생성돼서 state에 저장됨. 그래서 민감한 건 state 버킷이고 코드 자체엔 비밀이 없음."
        ask = pick(["state 버킷 암호화랑 접근 로그 켜져 있나요?", ""])
    return mc, ls, ask


@clean("Docker BuildKit secret mounts")
def k_build_secrets(lang):
    sid, tgt, cmd = pick([("npmrc", "/root/.npmrc", "npm ci"), ("pip_conf", "/etc/pip.conf", "pip install -r requirements.txt"),
                          ("gh_token", "/run/secrets/gh_token", "GITHUB_TOKEN=$(cat /run/secrets/gh_token) go mod download"),
                          ("bundle_cfg", "/usr/local/bundle/config", "bundle install")])
    snip = (f"# syntax=docker/dockerfile:1\nRUN --mount=type=secret,id={sid},target={tgt} {cmd}\n\n"
            f"$ docker build --secret id={sid},src=$HOME/.secrets/{sid} -t {pick(SERVICES)}:dev .")
    if lang == "en":
        mc = f"Private packages failed to install in the image and I didn't know the build uses secret mounts:\n{snip}"
        ls = "Without --secret the mount is empty and npm gets a 404 for the private scope; the value never lands in a layer either way."
        ask = pick(["Should CI pass the secret via the build action's `secrets:` input?", ""])
    else:
        mc = f"이미지에서 private 패키지 설치가 실패했는데 빌드가 secret mount를 쓴다는 걸 몰랐음:\n{snip}"
        ls = "--secret 없으면 마운트가 비어서 private 스코프가 404가 남. 어느 쪽이든 값이 레이어에 남지 않음."
        ask = pick(["CI에서는 빌드 액션의 `secrets:` 입력으로 넘길까요?", ""])
    return mc, ls, ask


@clean("S3 ETags and object version IDs")
def k_etags(lang):
    et = f"\"{hexs(32)}-{rint(2, 40)}\""
    vid = rs(B64A + ".", 32)
    if lang == "en":
        mc = f"I assumed the ETag was an MD5 of the file; it is {et} for a multipart upload, and the object version is {vid}."
        ls = "Multipart ETags are not content MD5s, so the integrity check has to use the x-amz-checksum-sha256 header instead."
        ask = pick(["Should uploads request SHA-256 checksums explicitly?", ""])
    else:
        mc = f"ETag가 파일 MD5인 줄 알았는데 멀티파트 업로드라 {et} 였고, 객체 버전은 {vid}."
        ls = "멀티파트 ETag는 내용 MD5가 아님. 무결성 검증은 x-amz-checksum-sha256 헤더로 해야 함."
        ask = pick(["업로드할 때 SHA-256 체크섬을 명시적으로 요청할까요?", ""])
    return mc, ls, ask


@clean("decoded JWT claims (no token)")
def k_jwt_claims(lang):
    t = epoch()
    claims = json.dumps({"iss": f"https://auth.{org()}.io/", "sub": f"auth0|{hexs(24)}", "aud": ["api", f"https://{org()}.io"],
                         "iat": t, "exp": t + 86400, "scope": "openid profile read:orders", "azp": rs(ALNUM, 32)}, indent=1)
    if lang == "en":
        mc = f"The API rejected tokens with 'insufficient scope'; the user decoded one (payload only) for me:\n{claims}"
        ls = "The token has read:orders but the endpoint wants orders:read; the two naming schemes coexist after the IdP migration."
        ask = pick(["Which scope naming is canonical now?", ""])
    else:
        mc = f"API가 'insufficient scope'로 토큰을 거부함. 사용자가 토큰을 디코딩해서 payload만 보여줌:\n{claims}"
        ls = "토큰엔 read:orders가 있는데 엔드포인트는 orders:read를 요구함. IdP 이전 후 두 명명 방식이 섞여 있음."
        ask = pick(["이제 어느 scope 이름이 기준인가요?", ""])
    return mc, ls, ask


@clean("curl with env-var auth")
def k_curl_env(lang):
    snip = pick(['curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/ORG/REPO/actions/runs?per_page=5',
                 'curl -u "$JIRA_EMAIL:$JIRA_API_TOKEN" https://ORG.atlassian.net/rest/api/3/myself',
                 'curl -H "x-api-key: ${ANTHROPIC_API_KEY}" -H "anthropic-version: 2023-06-01" https://api.anthropic.com/v1/models',
                 'curl --oauth2-bearer "$(gcloud auth print-access-token)" https://run.googleapis.com/v2/projects/PROJECT/locations/asia-northeast3/services'])
    snip = fill(snip)
    if lang == "en":
        mc = f"I didn't know the runbook commands expect credentials in the environment:\n{snip}"
        ls = "With the variable unset curl sends an empty credential and gets 401, which looks like a permissions problem."
        ask = pick(["Should the runbook start with a check that the variables are set?", ""])
    else:
        mc = f"런북 명령들이 자격증명을 환경변수로 받는다는 걸 몰랐음:\n{snip}"
        ls = "변수가 없으면 curl이 빈 값을 보내서 401이 남. 권한 문제처럼 보임."
        ask = pick(["런북 맨 앞에 변수 설정 여부 체크를 넣을까요?", ""])
    return mc, ls, ask


@clean("non-auth cookies (analytics, preferences)")
def k_cookies(lang):
    c = f"Cookie: theme=dark; lang=ko-KR; _ga=GA1.1.{rint(10**9, 2 * 10**9)}.{epoch()}; _gid=GA1.2.{rint(10**8, 10**9)}.{epoch()}; ab_bucket={pick(['a', 'b'])}; tz=Asia%2FSeoul"
    if lang == "en":
        mc = f"The A/B split looked wrong and I didn't know the bucket is a cookie:\n{c}"
        ls = "None of these are session cookies; ab_bucket is sticky for 30 days, so my test browser stayed in bucket a."
        ask = pick(["Is there a query param to force a bucket for QA?", ""])
    else:
        mc = f"A/B 분배가 이상했는데 버킷이 쿠키로 정해진다는 걸 몰랐음:\n{c}"
        ls = "세션 쿠키는 없음. ab_bucket이 30일 고정이라 테스트 브라우저가 계속 a에 있었음."
        ask = pick(["QA용으로 버킷 강제하는 쿼리 파라미터 있나요?", ""])
    return mc, ls, ask


@clean(".npmrc / pip.conf with ${VAR} interpolation")
def k_npmrc_env(lang):
    snip = pick([f"@{org()}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${{NODE_AUTH_TOKEN}}\nalways-auth=true",
                 f"[global]\nindex-url = https://__token__:${{PIP_INDEX_TOKEN}}@nexus.{org()}.io/repository/pypi/simple",
                 f'npmScopes:\n  {org()}:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${{NPM_TOKEN}}"'])
    if lang == "en":
        mc = f"Installs failed on my machine and I didn't know the registry config interpolates an env var:\n{snip}"
        ls = "npm expands ${VAR} at read time; if the variable is unset it sends the literal string, and the registry answers 401."
        ask = pick(["Which scope does the token need (read:packages only)?", ""])
    else:
        mc = f"내 머신에서 설치가 실패했는데 레지스트리 설정이 환경변수를 치환한다는 걸 몰랐음:\n{snip}"
        ls = "npm은 읽을 때 ${VAR}를 치환함. 변수가 없으면 문자열 그대로 보내서 레지스트리가 401을 줌."
        ask = pick(["토큰 스코프는 read:packages만 있으면 되나요?", ""])
    return mc, ls, ask


@clean("MCP config with env references/inputs")
def k_mcp_refs(lang):
    kind = pick_idx(["vscode", "claude"])
    if kind == "vscode":
        snip = json.dumps({"inputs": [{"type": "promptString", "id": "github_token", "description": "GitHub PAT", "password": True}],
                           "servers": {"github": {"type": "http", "url": "https://api.githubcopilot.com/mcp/",
                                                  "headers": {"Authorization": "Bearer ${input:github_token}"}}}}, indent=1)
    else:
        snip = json.dumps({"mcpServers": {"postgres": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-postgres", "${DATABASE_URL}"],
                                                       "env": {"PGSSLMODE": "require"}}}}, indent=1)
    if lang == "en":
        mc = f"I didn't know the MCP config in the repo uses prompts/env references so it can be committed:\n{snip}"
        ls = pick_same(["The editor asks for the token once and stores it in its secret storage; nothing secret is in the file.", "The connection string is expanded from the shell environment when the server starts; the file itself only holds the variable name."])
        ask = pick(["Should the same pattern be used for the Cursor config?", ""])
    else:
        mc = f"레포의 MCP 설정이 커밋 가능하도록 프롬프트/환경변수 참조를 쓴다는 걸 몰랐음:\n{snip}"
        ls = pick_same(["에디터가 토큰을 한 번 물어보고 자체 시크릿 저장소에 보관함. 파일에는 비밀이 없음.", "접속 문자열은 서버가 뜰 때 셸 환경변수에서 치환됨. 파일에는 변수 이름만 있음."])
        ask = pick(["Cursor 설정도 같은 방식으로 바꿀까요?", ""])
    return mc, ls, ask


@clean("2FA/TOTP talk without seeds or codes")
def k_2fa_talk(lang):
    if lang == "en":
        mc = pick_idx(["Nobody told me the shared AWS root account has a hardware MFA in the office safe, so I couldn't finish the billing change remotely.",
                   "The e2e login test broke when the org enforced TOTP; the test account now needs a 6-digit code on every login."])
        ls = pick_same(["Recovery codes for that account are in 1Password under 'AWS root — break glass'; using one requires a second approver.",
                   "The fix is a dedicated test tenant without MFA, not storing a TOTP seed in CI."])
        ask = pick(["Who can approve break-glass access?", ""])
    else:
        mc = pick_idx(["공용 AWS 루트 계정 MFA가 사무실 금고의 하드웨어 키라는 걸 아무도 안 알려줘서 원격으로 결제 설정 변경을 못 끝냈음.",
                   "조직에서 TOTP를 강제하면서 e2e 로그인 테스트가 깨짐. 이제 테스트 계정도 로그인마다 6자리 코드가 필요함."])
        ls = pick_same(["그 계정 복구 코드는 1Password 'AWS root — break glass' 항목에 있고, 쓰려면 승인자가 한 명 더 필요함.",
                   "CI에 TOTP 시드를 넣는 게 아니라 MFA 없는 테스트 테넌트를 따로 두는 게 해결책."])
        ask = pick(["break-glass 접근은 누가 승인하나요?", ""])
    return mc, ls, ask


@clean("test fixtures with obviously fake tokens")
def k_fake_fixtures(lang):
    snip = pick(['FAKE_TOKEN = "not-a-real-token"\nclient = ApiClient(base_url=mock_server.url, token=FAKE_TOKEN)',
                 "process.env.JWT_SECRET = 'test-secret-do-not-use';\nprocess.env.STRIPE_SECRET_KEY = 'sk_test_dummy';",
                 '@pytest.fixture\ndef settings():\n    return Settings(api_key="dummy-key-for-tests", db_url="sqlite:///:memory:")'])
    if lang == "en":
        mc = f"I didn't know the unit tests run against a mock server with fake values:\n{snip}"
        ls = "The fake values are intentionally invalid; a test that passes with them against a real endpoint means the mock wasn't used."
        ask = pick(["Should tests fail if they reach the real network?", ""])
    else:
        mc = f"단위 테스트가 가짜 값으로 목 서버에 붙는다는 걸 몰랐음:\n{snip}"
        ls = "가짜 값은 일부러 틀리게 만든 것. 이 값으로 실제 엔드포인트에서 테스트가 통과하면 목을 안 쓴 거임."
        ask = pick(["테스트가 실제 네트워크에 나가면 실패하게 할까요?", ""])
    return mc, ls, ask


@clean("network identifiers (IPs, MACs, CIDRs)")
def k_network(lang):
    mac = ":".join(hexs(2) for _ in range(6))
    snip = f"eth0 {ipv4_private()}/24 mac {mac}\nVPC 10.{rint(0, 50)}.0.0/16, pods 100.64.0.0/10, NAT egress {rint(3, 54)}.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)}\nIPv6 2406:da12:{hexs(3)}:{hexs(4)}::{hexs(2)}/128"
    if lang == "en":
        mc = f"The partner's allow-list rejected us and I didn't know our egress IP:\n{snip}"
        ls = "Traffic leaves through the NAT gateway, not the node IPs; only the NAT address needs allow-listing."
        ask = pick(["Is the NAT IP elastic, or can it change on redeploy?", ""])
    else:
        mc = f"파트너 허용 목록에서 막혔는데 우리 egress IP를 몰랐음:\n{snip}"
        ls = "트래픽은 노드 IP가 아니라 NAT 게이트웨이로 나감. 허용 목록엔 NAT 주소만 넣으면 됨."
        ask = pick(["NAT IP가 고정(EIP)인가요, 재배포하면 바뀌나요?", ""])
    return mc, ls, ask


@clean("HMAC code with digest output")
def k_hmac(lang):
    d = hexs(64)
    snip = (f"sig = hmac.new(settings.WEBHOOK_SECRET.encode(), raw_body, hashlib.sha256).hexdigest()\n# expected {d}\n# got      {hexs(64)}")
    if lang == "en":
        mc = f"I didn't know the webhook secret is read from settings and compared as hex:\n{snip}"
        ls = "The sender base64-encodes the digest; comparing hex to base64 always fails. Also use hmac.compare_digest."
        ask = pick(["Does the partner document the encoding anywhere?", ""])
    else:
        mc = f"웹훅 시크릿을 settings에서 읽고 hex로 비교한다는 걸 몰랐음:\n{snip}"
        ls = "보내는 쪽은 digest를 base64로 인코딩함. hex랑 base64를 비교하니 항상 실패. 그리고 hmac.compare_digest를 쓸 것."
        ask = pick(["파트너 문서에 인코딩 방식이 나와 있나요?", ""])
    return mc, ls, ask


@clean("password reset / token lifetime descriptions")
def k_reset_flow(lang):
    m = pick([15, 30, 60])
    if lang == "en":
        mc = f"Nobody told me reset links expire after {m} minutes and are single-use: https://{org()}.io/reset?token=<token from e-mail>."
        ls = "Mail scanners pre-fetch links and consumed the token; the fix is a confirmation page that only burns the token on POST."
        ask = pick(["Should refresh tokens also rotate on every use?", ""])
    else:
        mc = f"재설정 링크가 {m}분 후 만료되고 한 번만 쓸 수 있다는 걸 아무도 안 알려줌: https://{org()}.io/reset?token=<메일로 온 토큰>."
        ls = "메일 스캐너가 링크를 미리 열어서 토큰이 소진됐음. POST 할 때만 토큰을 쓰는 확인 페이지로 바꾸는 게 해결책."
        ask = pick(["refresh token도 사용할 때마다 교체할까요?", ""])
    return mc, ls, ask


@clean("cache keys with hashes")
def k_cache_keys(lang):
    k = f"v3:user:{rint(1000, 99999)}:profile:{hexs(40)}"
    if lang == "en":
        mc = f"Stale profiles kept appearing and I didn't know the cache key embeds a hash of the feature flags: {k}"
        ls = "When a flag changes the hash changes, so old keys are never invalidated, just orphaned until TTL; memory grew because TTL was 30 days."
        ask = pick(["Can the TTL drop to a day?", ""])
    else:
        mc = f"예전 프로필이 계속 보였는데 캐시 키에 피처 플래그 해시가 들어간다는 걸 몰랐음: {k}"
        ls = "플래그가 바뀌면 해시가 바뀌어서 옛 키는 무효화 안 되고 TTL까지 방치됨. TTL이 30일이라 메모리가 계속 늘었음."
        ask = pick(["TTL을 하루로 줄여도 될까요?", ""])
    return mc, ls, ask


@clean("CI logs with masked secrets")
def k_ci_masked(lang):
    snip = (f"Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: {pick(REGIONS)}\n    NPM_TOKEN: ***\n+ curl -sf -H 'Authorization: Bearer ***' https://api.{org()}.io/deploy\n"
            f"Error: Process completed with exit code 22.")
    if lang == "en":
        mc = f"The deploy step failed and the log shows masked values only:\n{snip}"
        ls = "curl exit 22 means HTTP >= 400; the token was fine but the deploy endpoint moved behind /v2."
        ask = pick(["Should the script print the HTTP status on failure?", ""])
    else:
        mc = f"배포 단계가 실패했는데 로그엔 마스킹된 값만 보임:\n{snip}"
        ls = "curl exit 22는 HTTP 400 이상이라는 뜻. 토큰은 멀쩡했고 배포 엔드포인트가 /v2로 옮겨졌던 것."
        ask = pick(["실패 시 HTTP 상태 코드를 출력하게 할까요?", ""])
    return mc, ls, ask


@clean("PGP signature blocks")
def k_pgp_sig(lang):
    body = "\n".join(wrap(pick(["iQIzBAABCgAdFiEE", "iHUEABYKAB0WIQ", "iQGzBAABCAAdFiEE"]) + b64(rbytes(rint(110, 150))), 64))
    snip = f"-----BEGIN PGP SIGNATURE-----\n\n{body}\n=" + rs(B64A, 4) + "\n-----END PGP SIGNATURE-----"
    if lang == "en":
        mc = f"The release checksum file comes with a detached signature I didn't know how to verify:\n{snip}"
        ls = "Import the maintainers' public key from the keys file in the repo, then `gpg --verify SHA256SUMS.asc SHA256SUMS`; the signature itself is public."
        ask = pick(["Should the Dockerfile verify the signature too?", ""])
    else:
        mc = f"릴리스 체크섬 파일에 detached 서명이 같이 있는데 검증 방법을 몰랐음:\n{snip}"
        ls = "레포의 keys 파일에서 메인테이너 공개키를 import하고 `gpg --verify SHA256SUMS.asc SHA256SUMS`. 서명 자체는 공개 정보."
        ask = pick(["Dockerfile에서도 서명 검증할까요?", ""])
    return mc, ls, ask


HELPERS = ["osxkeychain", "manager", "'store --file ~/.config/git/creds'", "'cache --timeout=3600'"]


@clean("git remotes and credential helper config")
def k_git_remotes(lang):
    o, s = org(), pick(SERVICES)
    snip = (f"origin  git@github.com:{o}/{s}.git (fetch)\nupstream  https://github.com/{o}/{s}.git (fetch)\n"
            f"$ git config --global credential.helper {pick(HELPERS)}")
    if lang == "en":
        mc = f"Pushes asked for a password and I didn't know how remotes are set up here:\n{snip}"
        ls = "The HTTPS remote falls back to the credential helper; switching the remote to SSH avoided the prompt entirely."
        ask = pick(["Is SSH or HTTPS the team default?", ""])
    else:
        mc = f"푸시할 때 비번을 물어봤는데 여기 리모트 설정이 어떤지 몰랐음:\n{snip}"
        ls = "HTTPS 리모트는 credential helper로 넘어감. 리모트를 SSH로 바꾸니 프롬프트가 아예 안 뜸."
        ask = pick(["팀 기본은 SSH인가요 HTTPS인가요?", ""])
    return mc, ls, ask


@clean("database URLs without passwords (IAM/socket/local)")
def k_db_nopw(lang):
    snip = pick([f"DATABASE_URL=postgresql://app@/app?host=/cloudsql/{org()}-prod:asia-northeast3:main-db",
                 "MONGODB_URI=mongodb://localhost:27017/test?directConnection=true",
                 f"DATABASE_URL=postgres://iam_app@{host('db')}:5432/app?sslmode=verify-full  # password = IAM auth token generated per connection",
                 "REDIS_URL=redis://localhost:6379/1"])
    if lang == "en":
        mc = f"I couldn't find the DB password anywhere; there isn't one:\n{snip}"
        ls = "Auth happens via the Unix socket/IAM token (or it's a local instance), so the URL carries a user but no password."
        ask = pick(["Does my IAM user have rds-db:connect for this role?", ""])
    else:
        mc = f"DB 비번을 아무리 찾아도 없었는데 원래 없는 거였음:\n{snip}"
        ls = "인증이 유닉스 소켓/IAM 토큰으로 되거나 로컬 인스턴스라서 URL에 사용자만 있고 비번은 없음."
        ask = pick(["제 IAM 사용자에 이 role에 대한 rds-db:connect 권한이 있나요?", ""])
    return mc, ls, ask


@clean("public TLS certificate PEM")
def k_cert(lang):
    body = "\n".join(wrap("MII" + pick("BCDE") + rs(B64A, 60) + b64(rbytes(rint(150, 220))), 64)[:rint(4, 6)])
    snip = f"-----BEGIN CERTIFICATE-----\n{body}\n... (chain continues)\n-----END CERTIFICATE-----"
    if lang == "en":
        mc = f"TLS to the partner API failed with 'unable to get local issuer certificate'; the partner sent their intermediate:\n{snip}"
        ls = "Certificates are public; appending the intermediate to the CA bundle in the image fixed verification."
        ask = pick(["Should the bundle live in the repo or be fetched at build?", ""])
    else:
        mc = f"파트너 API TLS가 'unable to get local issuer certificate'로 실패해서 파트너가 중간 인증서를 보내줌:\n{snip}"
        ls = "인증서는 공개 정보임. 이미지의 CA 번들에 중간 인증서를 추가하니 검증 통과."
        ask = pick(["번들을 레포에 둘까요, 빌드 때 받아올까요?", ""])
    return mc, ls, ask


@clean("k8s service account token path and projected volumes")
def k_sa_token_path(lang):
    kind = pick(["irsa", "vault", "gcp"])
    if kind == "irsa":
        snip = ("volumes:\n  - name: aws-token\n    projected:\n      sources:\n        - serviceAccountToken:\n            audience: sts.amazonaws.com\n"
                f"            expirationSeconds: {pick([3600, 86400])}\n            path: token\n# mounted at /var/run/secrets/eks.amazonaws.com/serviceaccount/token")
        en = ("the pod gets AWS access via IRSA using a projected token file", "The SDK reads AWS_WEB_IDENTITY_TOKEN_FILE and refreshes automatically; old SDK versions don't support it and fall back to the node role.")
        ko = ("파드가 projected 토큰 파일로 IRSA를 통해 AWS에 접근한다는 걸", "SDK가 AWS_WEB_IDENTITY_TOKEN_FILE을 읽고 알아서 갱신함. 구버전 SDK는 지원 안 해서 노드 role로 떨어짐.")
    elif kind == "vault":
        snip = (f"vault write auth/kubernetes/role/{pick(SERVICES)} \\\n    bound_service_account_names={pick(SERVICES)} \\\n"
                f"    bound_service_account_namespaces={pick(['prod', 'staging'])} \\\n    policies={pick(SERVICES)}-read ttl=1h\n"
                "# the agent logs in with /var/run/secrets/kubernetes.io/serviceaccount/token")
        en = ("Vault's Kubernetes auth trusts the pod's service account token, bound to a name and namespace", "The role binds the service account *name*; the Helm chart renamed it, so login failed with 'service account name not authorized'.")
        ko = ("Vault kubernetes auth가 파드의 서비스 계정 토큰을 이름/네임스페이스 기준으로 신뢰한다는 걸", "role이 서비스 계정 *이름*에 바인딩돼 있는데 Helm 차트가 이름을 바꿔서 'service account name not authorized'로 로그인 실패.")
    else:
        snip = (f"serviceAccountName: {pick(SERVICES)}\nmetadata:\n  annotations:\n    iam.gke.io/gcp-service-account: {pick(SERVICES)}@{org()}-prod.iam.gserviceaccount.com")
        en = ("the workload reaches GCP through Workload Identity, not a key file", "The KSA annotation and the GSA's roles/iam.workloadIdentityUser binding must both exist; with only one, calls fall back to the node SA and get 403.")
        ko = ("워크로드가 키 파일이 아니라 Workload Identity로 GCP에 접근한다는 걸", "KSA 어노테이션이랑 GSA 쪽 roles/iam.workloadIdentityUser 바인딩이 둘 다 있어야 함. 하나만 있으면 노드 SA로 떨어져서 403.")
    if lang == "en":
        mc = f"I didn't know {en[0]}:\n{snip}"
        ls = en[1]
        ask = pick(["Which SDK version is the minimum we support?", "Who owns the identity bindings for this namespace?", ""])
    else:
        mc = f"{ko[0]} 몰랐음:\n{snip}"
        ls = ko[1]
        ask = pick(["최소 지원 SDK 버전이 뭔가요?", "이 네임스페이스 identity 바인딩 담당이 누구인가요?", ""])
    return mc, ls, ask


@clean("idempotency keys and page tokens")
def k_idem_page(lang):
    ik = uuid4()
    pt = b64url(b"\x08" + rbytes(rint(8, 20)))
    if lang == "en":
        mc = f"Retries created duplicates and I didn't know the API wants Idempotency-Key: {ik}; listing also paginates with nextPageToken={pt}."
        ls = "The idempotency key must be stable per logical operation (we generated a new one per retry); page tokens are opaque cursors that expire after a few minutes."
        ask = pick(["Should the idempotency key be derived from the order ID?", ""])
    else:
        mc = f"재시도 때 중복이 생겼는데 API가 Idempotency-Key: {ik} 를 요구한다는 걸 몰랐음. 목록 조회도 nextPageToken={pt} 로 페이지네이션함."
        ls = "멱등 키는 논리 작업마다 고정이어야 하는데 재시도마다 새로 만들고 있었음. page token은 몇 분 뒤 만료되는 불투명 커서."
        ask = pick(["멱등 키를 주문 ID에서 파생할까요?", ""])
    return mc, ls, ask


@clean("feature flag keys and experiment IDs")
def k_flags(lang):
    flags = [f"checkout-v2-{pick(['rollout', 'kr', 'beta'])}", f"exp_{hexs(8)}", f"ff.{pick(['search', 'billing'])}.use_new_indexer"]
    if lang == "en":
        mc = f"Behaviour differed per user and nobody told me it's flag-driven: {', '.join(flags)}."
        ls = "The flag SDK evaluates per context key; anonymous users got a random key per session, which made the bug look flaky."
        ask = pick(["Can anonymous users get a stable context key?", ""])
    else:
        mc = f"사용자마다 동작이 달랐는데 피처 플래그 때문이라는 걸 아무도 안 알려줌: {', '.join(flags)}."
        ls = "플래그 SDK가 context key 기준으로 평가하는데, 비로그인 사용자는 세션마다 랜덤 키를 받아서 버그가 간헐적으로 보였음."
        ask = pick(["비로그인 사용자에게 고정 context key를 줄 수 있나요?", ""])
    return mc, ls, ask


@clean("hashing discussion without hashes")
def k_hash_talk(lang):
    if lang == "en":
        mc = pick(["I didn't know user passwords were migrated from SHA-1 to argon2id; old rows are rehashed on next login.",
                   f"Nobody told me the auth service uses bcrypt with cost {pick([10, 11, 12])} and a per-user salt, and that the legacy rows are still unsalted SHA-1."])
        ls = "The 'password mismatch' reports came from the legacy path comparing case-sensitively; nothing is wrong with the stored hashes."
        ask = pick(["When can the legacy SHA-1 path be removed?", ""])
    else:
        mc = pick(["사용자 비밀번호 해시를 SHA-1에서 argon2id로 옮겼고 예전 행은 다음 로그인 때 재해시된다는 걸 몰랐음.",
                   f"인증 서비스가 cost {pick([10, 11, 12])}짜리 bcrypt에 사용자별 salt를 쓰고, 레거시 행은 아직 salt 없는 SHA-1이라는 걸 아무도 안 알려줌."])
        ls = "'비밀번호 불일치' 제보는 레거시 경로가 대소문자를 구분해서 비교해서였음. 저장된 해시에는 문제 없음."
        ask = pick(["레거시 SHA-1 경로는 언제 지울 수 있나요?", ""])
    return mc, ls, ask


@clean("access request process (no credentials)")
def k_access_request(lang):
    sys_ = pick(["운영 DB", "Grafana", "AWS 콘솔", "Sentry", "사내 Jenkins"]) if lang == "ko" else pick(["the prod DB", "Grafana", "the AWS console", "Sentry", "Jenkins"])
    if lang == "en":
        mc = f"Access to {sys_} goes through a Jira ticket (ACCESS-{rint(100, 999)}) approved by the team lead; nobody told me and I lost half a day."
        ls = "Access is granted to the SSO group, not to individuals; after approval it takes up to an hour for the group sync."
        ask = pick(["Can I be added to the on-call SSO group permanently?", ""])
    else:
        mc = f"{sys_} 접근은 팀장 승인 Jira 티켓(ACCESS-{rint(100, 999)})으로만 된다는 걸 아무도 안 알려줘서 반나절 날림."
        ls = "권한은 개인이 아니라 SSO 그룹에 부여됨. 승인 후 그룹 동기화까지 최대 1시간 걸림."
        ask = pick(["당직 SSO 그룹에 상시로 넣어줄 수 있나요?", ""])
    return mc, ls, ask

# ---------------------------------------------------------------- assembly and validation
HANGUL_RANGES = ((0xAC00, 0xD7A3), (0x3131, 0x318E), (0x1100, 0x11FF))


def has_hangul(s):
    return any(any(a <= ord(c) <= b for a, b in HANGUL_RANGES) for c in s)


def occurrences(text, sub):
    out = []
    i = text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def check_note(note):
    """every rule of FORMAT.txt; returns an error string or ''."""
    keys = list(note.keys())
    if keys != ["id", "lang", "kind", "category", "fields", "secrets"]:
        return "key order"
    f = note["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        return "field order"
    if note["lang"] not in ("en", "ko") or note["kind"] not in ("secret", "clean"):
        return "lang/kind"
    for k, lim in (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)):
        if not isinstance(f[k], str) or len(f[k].encode("utf-8")) > lim:
            return f"size {k}"
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    secs = note["secrets"]
    cat = note["category"]
    if note["kind"] == "clean":
        if secs != []:
            return "clean with secrets"
    else:
        if not secs:
            return "secret note without secrets"
        if cat.endswith("[publishable]"):
            return "publishable tag on secret note"
        if len(set(secs)) != len(secs):
            return "duplicate secret"
    texts = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in secs:
        if len(s) < 8 or s != s.strip():
            return "secret too short or padded: " + s
        if not any(s in t for t in texts):
            return "secret not verbatim in fields: " + s
    for t in texts:
        spans = []
        for s in secs:
            for i in occurrences(t, s):
                spans.append((i, i + len(s)))
        for s in secs:
            for j in range(len(s) - 7):
                g = s[j:j + 8]
                for i in occurrences(t, g):
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return "8-char window of a secret outside its occurrences: " + repr(g)
    # language sanity: English notes carry Hangul only inside listed secrets; Korean notes are written in Korean
    if note["lang"] == "en":
        for t in texts:
            rest = t
            for s in sorted(secs, key=len, reverse=True):
                rest = rest.replace(s, " ")
            if has_hangul(rest):
                return "Hangul in English note"
    else:
        if not (has_hangul(f["missing_context"]) and has_hangul(f["lesson"])):
            return "Korean note without Hangul prose"
    return ""


TICKETS = ["PLAT", "PAY", "OPS", "WEB", "INFRA", "DATA", "APP", "SEC"]


def task_prefix(lang):
    t = f"{pick(TICKETS)}-{rint(100, 4999)}"
    s = pick(SERVICES)
    if lang == "en":
        return pick([f"Task {t} ({s}). ", f"While working on {s} ({t}): ", f"[{t}] ", f"Context for {t}: "])
    return pick([f"작업 {t} ({s}). ", f"{s} 작업 중 ({t}): ", f"[{t}] ", f"{t} 관련: "])


SEEN_FIELDS = []
SEEN_SET_KEYS = {}
RETRIES = []


GENERIC_ASK = {
    "en": ["Is there a runbook page I should read before touching this next time?", "Who should I ping if this breaks again?",
           "Should I add this to the onboarding doc?", "Is the setup the same in the other environments?",
           "Do you want a follow-up ticket for this?", "Which of these settings are safe for me to change without asking?",
           "Should I check with the owning team before changing this next time?"],
    "ko": ["다음에 이거 건드리기 전에 읽어야 할 런북 있나요?", "또 깨지면 누구한테 물어보면 되나요?", "온보딩 문서에 추가해둘까요?",
           "다른 환경도 설정이 같은가요?", "후속 작업 티켓 만들어둘까요?", "이 중에 물어보지 않고 바꿔도 되는 설정이 뭔가요?",
           "다음엔 바꾸기 전에 담당 팀에 먼저 확인할까요?"]}


def finish(lang, kind, cat, mc, ls, ask, secrets):
    if chance(0.35):
        mc = task_prefix(lang) + mc
    if ask == "" and chance(0.6):
        ask = pick(GENERIC_ASK[lang])
    return {"id": "", "lang": lang, "kind": kind, "category": cat,
            "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, "secrets": list(secrets)}


def produce(lang, kind, gen):
    for attempt in range(60):
        note = finish(lang, kind, *gen())
        err = check_note(note)
        key = "\x00".join(note["fields"].values())
        if not err and key in SEEN_SET_KEYS:
            err = "duplicate note text"
        if not err:
            SEEN_SET_KEYS[key] = True
            return note
        RETRIES.append((note["category"], err))
    raise SystemExit(f"could not produce a valid note for {kind}/{lang}: {RETRIES[-1]}")


# vendors agents meet most often: always present, and the first ones to get a second note
MUST = ["openai", "anthropic", "aws", "github_classic", "stripe", "slack_bot", "gemini", "gitlab", "supabase_service", "npm",
        "sendgrid", "twilio", "datadog", "sentry", "cloudflare", "huggingface", "vercel", "digitalocean"]
EXTRA = ["openai", "aws", "github_fine", "anthropic", "slack_webhook", "aws_sts", "github_app", "azure_openai"]


def plan_vendors(n_en, n_ko, n_distinct=102):
    """n_distinct vendor brands, each used once (Korean vendors go to Korean notes; the MUST list is always in),
    then extra notes for the vendors agents meet most often, so those appear more than once as in real notes."""
    byid = {v["vid"]: v for v in VENDORS}
    vend = list(VENDORS)
    R.shuffle(vend)
    seen_brand, distinct = [], []
    ordered = [byid[x] for x in MUST] + [x for x in vend if x["kr"]] + [x for x in vend if not x["kr"]]
    for v in ordered:
        if brand(v["vid"]) not in seen_brand and len(distinct) < n_distinct:
            distinct.append(v)
            seen_brand.append(brand(v["vid"]))
    extras = [byid[x] for x in EXTRA][:n_en + n_ko - n_distinct]
    kr = [v for v in distinct if v["kr"]]
    rest = [v for v in distinct if not v["kr"]] + extras
    R.shuffle(rest)
    chosen_ko = kr + rest[:n_ko - len(kr)]
    chosen_en = rest[n_ko - len(kr):]
    if len(chosen_en) != n_en or len(chosen_ko) != n_ko:
        raise SystemExit("not enough vendors")
    return chosen_en, chosen_ko


# how many notes of each non-vendor template per language (en, ko)
SPECIAL_PLAN = [(sp_conn_url, 4, 3), (sp_cli, 6, 4), (sp_prose, 2, 2), (sp_split_sentences, 1, 1), (sp_split_fields, 1, 1),
                (sp_sql, 2, 1), (sp_basic_header, 1, 1), (sp_cookie, 1, 1), (sp_openssh, 1, 1), (sp_pem, 1, 1), (sp_wireguard, 1, 1),
                (sp_crypto, 2, 1), (sp_totp, 1, 1), (sp_recovery_codes, 1, 1), (sp_recovery_keys, 1, 0), (sp_wifi, 1, 2), (sp_pin, 1, 1),
                (sp_app_password, 1, 1), (sp_jwt_log, 1, 1), (sp_b64_secret, 1, 0), (sp_dotfile, 2, 2), (sp_diff, 1, 1),
                (sp_stacktrace, 1, 1), (sp_table, 1, 1), (sp_chat, 1, 1), (sp_repeat_ask, 1, 0), (sp_hangul, 1, 2),
                (sp_initial_admin, 1, 1), (sp_sas, 1, 0), (sp_passphrase_key, 1, 0)]


def build():
    N_VEND_EN, N_VEND_KO = 66, 38
    v_en, v_ko = plan_vendors(N_VEND_EN, N_VEND_KO)
    notes = []
    for lang, vs in (("en", v_en), ("ko", v_ko)):
        for v in vs:
            notes.append(produce(lang, "secret", lambda v=v, lang=lang: vendor_note(v, lang)))
    for lang, n in (("en", N_SECRET_EN - N_VEND_EN), ("ko", N_SECRET_KO - N_VEND_KO)):
        seq = []
        for fn, n_en, n_ko in SPECIAL_PLAN:
            seq += [fn] * (n_en if lang == "en" else n_ko)
        assert len(seq) == n, (lang, len(seq), n)
        R.shuffle(seq)
        for fn in seq:
            notes.append(produce(lang, "secret", lambda fn=fn, lang=lang: fn(lang)))
    for lang, n in (("en", N_CLEAN_EN), ("ko", N_CLEAN_KO)):
        seq = []
        while len(seq) < n:
            block = list(CLEAN_KINDS)
            R.shuffle(block)
            seq += block
        for name, fn in seq[:n]:
            notes.append(produce(lang, "clean", lambda fn=fn, lang=lang, name=name: ("clean: " + name,) + tuple(fn(lang)) + ([],)))
    R.shuffle(notes)
    for i, n in enumerate(notes, 1):
        n["id"] = f"{ID_PREFIX}{i:03d}"
    return notes, v_en + v_ko


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = args[0] if args else os.path.join(here, "blind_set_v138.jsonl")
    notes, vend_used = build()
    # ---- global assertions
    assert len(notes) == 720
    cnt = {}
    for n in notes:
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
        assert check_note(n) == "", (n["id"], check_note(n))
    assert cnt == {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO,
                   ("clean", "en"): N_CLEAN_EN, ("clean", "ko"): N_CLEAN_KO}, cnt
    ids = [n["id"] for n in notes]
    assert ids == [f"{ID_PREFIX}{i:03d}" for i in range(1, 721)]
    assert len(set(ids)) == 720
    for n in notes:
        if n["category"].endswith(" [publishable]"):
            assert n["kind"] == "clean"
    brands = []
    for v in vend_used:
        if brand(v["vid"]) not in brands:
            brands.append(brand(v["vid"]))
    assert len(brands) >= 100, len(brands)
    clean_kinds = []
    for n in notes:
        if n["kind"] == "clean" and n["category"] not in clean_kinds:
            clean_kinds.append(n["category"])
    assert len(clean_kinds) >= 60, len(clean_kinds)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    data = open(out, "rb").read()
    # re-read and re-check what was written
    back = [json.loads(l) for l in data.decode("utf-8").splitlines()]
    assert back == notes
    nsec = sum(len(n["secrets"]) for n in notes)
    pub = sum(1 for n in notes if n["category"].endswith(" [publishable]"))
    print(f"wrote {out}")
    print(f"sha256 {hashlib.sha256(data).hexdigest()}")
    print(f"counts {cnt}")
    print(f"secret values listed: {nsec}; vendor brands in secret notes: {len(brands)}; vendor entries used: {len(vend_used)}")
    print(f"clean kinds used: {len(clean_kinds)}; publishable-tagged clean notes: {pub}")
    print(f"retries during generation: {len(RETRIES)}")
    if "--verbose" in sys.argv:
        reasons = {}
        for c, e in RETRIES:
            k = e.split(":")[0]
            reasons[k] = reasons.get(k, 0) + 1
        print("retry reasons:", reasons)


if __name__ == "__main__":
    main()
