#!/usr/bin/env python3
"""make_blind_set_v116.py -- generator of blind evaluation set v116 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: one random.Random(116_2026_1128) drives every
choice; no iteration over sets, no hash(). Every credential body is generated at run time in the public
shape of its kind (prefix, alphabet, length, and checksum or encoding where the format has one).

Usage:  python3 make_blind_set_v116.py [output.jsonl]
"""
import base64
import hashlib
import hmac
import json
import os
import re
import string
import struct
import sys
import zlib
import random
from urllib.parse import quote

SEED = 116_2026_1128
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
LD = LO + DG
UD = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64A = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32A = UP + "234567"
B58A = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62A = DG + UP + LO


class Retry(Exception):
    """Raised by a template when a draw does not fit (too long, window clash...)."""


# ----------------------------------------------------------------------------------------------------------
# random helpers (all through R)
# ----------------------------------------------------------------------------------------------------------
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def HX(n):
    return rs(HEXU, n)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def sample(seq, k):
    return R.sample(list(seq), k)


_CYC = {}


def cyc(name, n):
    """cycle through the n sub-variants of a template in shuffled rounds, so every variant is used evenly"""
    q = _CYC.setdefault((name, n), [])
    if not q:
        q.extend(shuffled(range(n)))
    return q.pop(0)


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


# ----------------------------------------------------------------------------------------------------------
# encoders
# ----------------------------------------------------------------------------------------------------------
def b64(b):
    return base64.b64encode(b).decode()


def b64url(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62A[r] + out
    return out.rjust(width, "0")


def b58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58A[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _convertbits(data, frombits, tobits):
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
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32(hrp, data_bytes):
    data = _convertbits(data_bytes, 8, 5)
    hrpx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hrpx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data + chk)


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ulid():
    return "01" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


def snowflake():
    return str(R.randint(700_000_000_000_000_000, 1_350_000_000_000_000_000))


def jdump(o):
    return json.dumps(o, separators=(",", ":"))


def jwt(payload, alg="HS256", kid=None, key=None):
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64url(jdump(header).encode())
    p = b64url(jdump(payload).encode())
    if alg == "HS256":
        sig = hmac.new(key if key is not None else rb(32), (h + "." + p).encode(), hashlib.sha256).digest()
    elif alg == "RS256":
        sig = rb(256)
    elif alg in ("ES256", "EdDSA"):
        sig = rb(64)
    else:
        sig = rb(32)
    return h + "." + p + "." + b64url(sig)


def now_ts():
    return R.randint(1_714_000_000, 1_790_000_000)


# ----------------------------------------------------------------------------------------------------------
# DER / PEM
# ----------------------------------------------------------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    s = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(s)]) + s


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_bytes(b):
    b = b.lstrip(b"\0") or b"\0"
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def der_int(n):
    return der_int_bytes(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def rand_int_bytes(nbytes, top=True):
    b = bytearray(rb(nbytes))
    if top:
        b[0] |= 0x80
    b[-1] |= 1
    return bytes(b)


OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_RSA = bytes.fromhex("06092a864886f70d0101010500")


def ec_sec1_der():
    d = rb(32)
    pub = b"\x04" + rb(64)
    return der(0x30, der_int(1) + der(0x04, d) + der(0xA0, OID_P256) + der(0xA1, der(0x03, b"\0" + pub)))


def ec_pkcs8_der():
    d = rb(32)
    pub = b"\x04" + rb(64)
    inner = der(0x30, der_int(1) + der(0x04, d) + der(0xA1, der(0x03, b"\0" + pub)))
    return der(0x30, der_int(0) + der(0x30, OID_EC + OID_P256) + der(0x04, inner))


def ed25519_pkcs8_der():
    return der(0x30, der_int(0) + der(0x30, bytes.fromhex("06032b6570")) + der(0x04, der(0x04, rb(32))))


def rsa_pkcs1_der(bits=2048):
    nb = bits // 8
    n = rand_int_bytes(nb)
    d = rand_int_bytes(nb, top=False)
    p = rand_int_bytes(nb // 2)
    q = rand_int_bytes(nb // 2)
    dp = rand_int_bytes(nb // 2, top=False)
    dq = rand_int_bytes(nb // 2, top=False)
    qi = rand_int_bytes(nb // 2, top=False)
    body = der_int(0) + der_int_bytes(n) + der_int(65537) + der_int_bytes(d) + der_int_bytes(p) + \
        der_int_bytes(q) + der_int_bytes(dp) + der_int_bytes(dq) + der_int_bytes(qi)
    return der(0x30, body)


def rsa_pkcs8_der(bits=2048):
    return der(0x30, der_int(0) + der(0x30, OID_RSA) + der(0x04, rsa_pkcs1_der(bits)))


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pem(label, derbytes, width=64, max_lines=None):
    """Return (text, body_lines). If max_lines is given the paste is truncated (as people paste)."""
    lines = wrap(b64(derbytes), width)
    if max_lines:
        lines = lines[:max_lines]
    if len(lines[-1]) < 8:
        raise Retry("short last PEM line")
    text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)
    return text, lines


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rb(32)
    seed = rb(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rb(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + \
        ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + \
        struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv)
    lines = wrap(b64(blob), 70)
    if len(lines[-1]) < 8:
        raise Retry("short last openssh line")
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return text, lines, publine


def ssh_ed25519_pub(comment):
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(rb(32))
    return "ssh-ed25519 " + b64(pubblob) + " " + comment, pubblob


def ssh_rsa_pub(comment, bits=2048):
    n = rand_int_bytes(bits // 8)
    blob = ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\0" + n)
    return "ssh-rsa " + b64(blob) + " " + comment, blob


def ssh_fp(blob):
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


def ssh_fp_md5(blob):
    h = hashlib.md5(blob).hexdigest()
    return ":".join(h[i:i + 2] for i in range(0, 32, 2))


def ec_pub_pem():
    spki = der(0x30, der(0x30, OID_EC + OID_P256) + der(0x03, b"\0\x04" + rb(64)))
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(spki), 64)), spki


def rsa_pub_spki(bits=2048):
    rsapub = der(0x30, der_int_bytes(rand_int_bytes(bits // 8)) + der_int(65537))
    return der(0x30, der(0x30, OID_RSA) + der(0x03, b"\0" + rsapub))


def crc32_b62(body):
    return base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


# ----------------------------------------------------------------------------------------------------------
# Hangul helpers (keyboard mapping of the standard 2-set layout)
# ----------------------------------------------------------------------------------------------------------
L_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
V_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
          "m", "ml", "l"]
T_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
          "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]
L_CH = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
V_CH = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
T_CH = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
        "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEY2JAMO = {"q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ",
            "p": "ㅔ", "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ",
            "l": "ㅣ", "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
            "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ"}
V_COMB = {("ㅗ", "ㅏ"): "ㅘ", ("ㅗ", "ㅐ"): "ㅙ", ("ㅗ", "ㅣ"): "ㅚ", ("ㅜ", "ㅓ"): "ㅝ", ("ㅜ", "ㅔ"): "ㅞ",
          ("ㅜ", "ㅣ"): "ㅟ", ("ㅡ", "ㅣ"): "ㅢ"}
T_COMB = {("ㄱ", "ㅅ"): "ㄳ", ("ㄴ", "ㅈ"): "ㄵ", ("ㄴ", "ㅎ"): "ㄶ", ("ㄹ", "ㄱ"): "ㄺ", ("ㄹ", "ㅁ"): "ㄻ",
          ("ㄹ", "ㅂ"): "ㄼ", ("ㄹ", "ㅅ"): "ㄽ", ("ㄹ", "ㅌ"): "ㄾ", ("ㄹ", "ㅍ"): "ㄿ", ("ㄹ", "ㅎ"): "ㅀ",
          ("ㅂ", "ㅅ"): "ㅄ"}
T_SPLIT = {v: k for k, v in T_COMB.items()}


def hangul_to_keys(word):
    """What a Korean word looks like when typed with the IME in English mode (e.g. 안녕 -> dkssud)."""
    out = []
    for ch in word:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            li, rem = divmod(c, 21 * 28)
            vi, ti = divmod(rem, 28)
            out.append(L_KEYS[li] + V_KEYS[vi] + T_KEYS[ti])
        else:
            out.append(ch)
    return "".join(out)


def keys_to_hangul(text):
    """What Latin text becomes when typed with the Korean IME on (2-set automaton, e.g. password -> ㅔㅁㄴㄴ잭ㅇ)."""
    out = []
    cur = [None, None, None]

    def emit():
        l, v, t = cur
        if l and v:
            out.append(chr(0xAC00 + (L_CH.index(l) * 21 + V_CH.index(v)) * 28 + (T_CH.index(t) if t else 0)))
        elif l:
            out.append(l)
        elif v:
            out.append(v)
        cur[0] = cur[1] = cur[2] = None

    for ch in text:
        j = KEY2JAMO.get(ch) or KEY2JAMO.get(ch.lower())
        if j is None:
            emit()
            out.append(ch)
            continue
        if j in V_CH:
            l, v, t = cur
            if l and v and t:
                if t in T_SPLIT:
                    t1, t2 = T_SPLIT[t]
                    cur[2] = t1
                    emit()
                    cur[0] = t2
                else:
                    cur[2] = None
                    emit()
                    cur[0] = t
                cur[1] = j
            elif v and (v, j) in V_COMB and not t:
                cur[1] = V_COMB[(v, j)]
            elif l and not v:
                cur[1] = j
            else:
                emit()
                cur[1] = j
        else:
            l, v, t = cur
            if l and v and not t and j in T_CH and j not in ("ㄸ", "ㅃ", "ㅉ"):
                cur[2] = j
            elif l and v and t and (t, j) in T_COMB:
                cur[2] = T_COMB[(t, j)]
            else:
                emit()
                cur[0] = j
    emit()
    return "".join(out)


def has_hangul(s):
    return any(0xAC00 <= ord(c) <= 0xD7A3 or 0x3131 <= ord(c) <= 0x318E for c in s)


def _batchim(word):
    w = word.rstrip(" )]'\"`")
    if not w:
        return False, False
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        t = (o - 0xAC00) % 28
        return t != 0, t == 8
    if c.isdigit():
        return c in "013678", c in "178"
    lw = w.lower()
    if lw.endswith(("ng", "m", "n", "l", "r", "k", "t", "p", "b", "d", "c")) and not lw.endswith(("er", "or", "ar")):
        return True, lw.endswith(("l", "r"))
    return False, False


JOSA = {"은": ("은", "는"), "는": ("은", "는"), "이": ("이", "가"), "가": ("이", "가"), "을": ("을", "를"),
        "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로"),
        "이랑": ("이랑", "랑"), "랑": ("이랑", "랑")}


def josa(word, j):
    a, b = JOSA[j]
    bat, rieul = _batchim(word)
    if a == "으로":
        return word + ("로" if (not bat or rieul) else "으로")
    return word + (a if bat else b)


_SLOT = re.compile(r"\{(\w+)(?::(\w+))?\}")


def fill(tpl, ctx):
    """Fill {slot} / {slot:josa} in a prose template (substituted text is never re-scanned)."""
    def rep(m):
        k, j = m.group(1), m.group(2)
        if k not in ctx:
            raise KeyError(k)
        val = ctx[k]
        return josa(val, j) if j else val
    return _SLOT.sub(rep, tpl)


# ----------------------------------------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------------------------------------
PW_WORDS = ["otter", "lantern", "maple", "quartz", "violet", "tundra", "pickle", "harbor", "cobalt", "meadow",
            "falcon", "pepper", "saddle", "glacier", "biscuit", "walnut", "ember", "orchid", "copper", "thistle",
            "marble", "canyon", "juniper", "rocket", "velvet", "pebble", "mango", "static", "lunar", "cactus",
            "anchor", "sparrow", "nimbus", "pretzel", "willow", "tango", "basil", "summit", "raven", "zephyr",
            "gravel", "puffin", "kettle", "saffron", "hollow", "indigo", "badger", "crimson", "noodle", "prairie"]
PW_NAMES = ["minji", "jisoo", "buster", "charlie", "bella", "daisy", "max", "oliver", "luna", "milo", "coco",
            "hana", "yuna", "joon", "tiger", "dragon", "shadow", "sunny", "rocky", "happy", "jake", "emma", "leo"]
PW_COMPANY = ["Acme", "Northwind", "Contoso", "Initech", "Globex", "Hooli", "Umbrella", "Stark", "Wayne",
              "Pied", "Vandelay", "Soylent", "Tyrell", "Dunder", "Wonka", "Cyberdyne"]
PW_SEASON = ["Spring", "Summer", "Autumn", "Fall", "Winter"]
KO_TYPE_WORDS = ["사랑해", "안녕하세요", "우리집", "강아지", "고양이", "행복", "하늘", "바다", "비밀번호", "회사", "서울",
                 "부산", "개발자", "초코", "두부", "호랑이", "별빛", "가을", "봄날", "행복하자", "사과나무", "김치",
                 "떡볶이", "보리", "우리가족", "다람쥐", "무지개", "해바라기", "은하수", "토끼"]
KO_PW_WORDS = ["우리집강아지", "행복한하루", "초코는귀여워", "바다가보고싶다", "사랑해요", "보리야사랑해", "다람쥐헌쳇바퀴",
               "가나다라마바사", "무지개다리", "해바라기꽃", "은하수여행", "봄날의곰", "떡볶이최고", "우리팀화이팅",
               "개발팀비번", "서버실열쇠"]
EN_IME_WORDS = ["password", "welcome", "admin", "qwerty", "letmein", "dragon", "monkey", "server", "master",
                "hello", "secret", "sunshine", "princess", "football", "iloveyou", "starwars"]
SYMS = "!@#$%^&*"
GEN_SYMS = "!@#$%^&*-_=+?~.,:;"


def _ok_len(s, n=8):
    if len(s) < n:
        raise Retry("short password")
    return s


def pw_human():
    st = R.randrange(9)
    if st == 0:
        s = pick(PW_NAMES).capitalize() + digits(R.choice([2, 4]), False) + "".join(sample(SYMS, R.randint(1, 2)))
    elif st == 1:
        s = pick(PW_COMPANY) + pick(["@", "!", "#", ""]) + str(R.randint(2019, 2026)) + pick(["", "!", "!!", "#"])
    elif st == 2:
        s = pick(PW_SEASON) + str(R.randint(2020, 2026)) + pick(["!", "!!", "@", "#", "$"])
    elif st == 3:
        s = pick(["qwer1234", "1q2w3e4r", "zaq12wsx", "asdf1234", "Qwerty123", "1qaz2wsx", "qwe123", "a1s2d3f4",
                  "qazwsx", "1q2w3e"]) + pick(["!", "!@", "!@#", "!@#$", "#", "$$", "!!"]) + \
            pick(["", str(R.randint(1, 99))])
    elif st == 4:
        w = pick(PW_WORDS + ["password", "welcome", "sunshine", "letmein", "monkey", "secret"])
        tr = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
        s = w.capitalize().translate(tr) + digits(R.choice([1, 2, 3, 4]), False) + pick(["!", "", "#", "?"])
    elif st == 5:
        s = pick(PW_NAMES) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["!", "", "*", "^^"])
    elif st == 6:
        s = pick(PW_WORDS).capitalize() + pick(PW_WORDS).capitalize() + str(R.randint(1, 99))
    elif st == 7:
        s = pick(["P@ssw0rd", "Passw0rd", "Admin", "Welcome", "Changeme", "Letmein"]) + \
            pick(["!", "123", "2024", "2025!", "@1", "#1", "!23"]) + pick(["", "!", "x"])
    else:
        s = pick(PW_NAMES) + pick(["_", ".", ""]) + pick(PW_WORDS) + digits(R.randint(2, 4), False)
    if len(s) < 8:
        s += digits(8 - len(s) + 1, False)
    return s


def pw_passphrase():
    n = R.randint(3, 5)
    ws = sample(PW_WORDS, n)
    st = R.randrange(5)
    if st == 0:
        return "-".join(ws)
    if st == 1:
        return " ".join(w.capitalize() for w in ws)
    if st == 2:
        return ".".join(ws) + "." + str(R.randint(2, 99))
    if st == 3:
        return "".join(w.capitalize() for w in ws) + str(R.randint(1, 9)) + pick(SYMS)
    return "_".join(ws) + pick(["", "!", "42", "7"])


def pw_generated(n=None, syms=GEN_SYMS):
    n = n or R.randint(14, 32)
    while True:
        s = rs(AL + syms * 2, n)
        if any(c in syms for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


def pw_alnum(n=None):
    return rs(AL, n or R.randint(12, 32))


def pw_openssl():
    return b64(rb(pick([12, 18, 24, 32])))


def pw_hexrand():
    return hx(pick([16, 24, 32, 40, 64]))


def pw_korean_typed():
    w = hangul_to_keys(pick(KO_TYPE_WORDS))
    s = w + pick(["", str(R.randint(1, 9999)), "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))]) + \
        pick(["!", "!!", "@", "", "#", "^^", "~"])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return _ok_len(s if len(s) >= 8 else s + digits(4, False))


def pw_ime():
    s = keys_to_hangul(pick(EN_IME_WORDS)) + pick(["1!", "123!", "2024!", "!@", "12", "1234", "!!", "7"])
    return _ok_len(s if len(s) >= 8 else s + digits(8 - len(s), False))


def pw_hangul():
    s = pick(KO_PW_WORDS) + pick(["", str(R.randint(1, 9999)), "!", "2024!", "^^", "~!", "1004"])
    return _ok_len(s if len(s) >= 8 else s + digits(8 - len(s), False))


def password(style=None, forbid=""):
    styles = ["human", "human", "human", "passphrase", "generated", "generated", "alnum", "openssl"]
    for _ in range(50):
        st = style or pick(styles)
        s = {"human": pw_human, "passphrase": pw_passphrase, "generated": pw_generated, "alnum": pw_alnum,
             "openssl": pw_openssl, "hex": pw_hexrand, "korean_typed": pw_korean_typed, "ime": pw_ime,
             "hangul": pw_hangul}[st]()
        if len(s) >= 8 and not any(c in s for c in forbid) and s == s.strip():
            return s
    raise Retry("password")


def ko_password():
    return password(pick(["human", "human", "korean_typed", "korean_typed", "korean_typed", "generated", "passphrase", "ime",
                          "hangul", "hangul", "alnum"]))


def url_pw(pw):
    return quote(pw, safe="")


def shq(pw):
    """Quote a password the way people do on a shell command line."""
    if re.fullmatch(r"[A-Za-z0-9_.,:+=@%/-]+", pw) and chance(0.6):
        return pw
    if "'" not in pw:
        return "'" + pw + "'"
    return '"' + pw + '"'


# ----------------------------------------------------------------------------------------------------------
# vendor tokens: each generator returns the token string in its public shape
# ----------------------------------------------------------------------------------------------------------
def g_aws_akid():
    return pick(["AKIA", "AKIA", "AKIA", "ASIA"]) + rs(B32A, 16)


def g_aws_secret():
    return rs(AL + "+/", 40)


def g_gh(prefix="ghp_"):
    body = rs(AL, 30)
    return prefix + body + crc32_b62(body)


def g_gh_fine():
    return "github_pat_" + rs(UD, 22) + "_" + rs(AL, 59)


def g_npm():
    body = rs(AL, 30)
    return "npm_" + body + crc32_b62(body)


def g_gitlab():
    return pick(["glpat-", "glpat-", "gldt-", "glrt-", "glptt-"]) + rs(AL + "-_", 20)


def g_slack_bot():
    return "xoxb-" + digits(R.choice([11, 12, 13])) + "-" + digits(R.choice([12, 13])) + "-" + rs(AL, 24)


def g_slack_user():
    return "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hx(32)


def g_slack_app():
    return "xapp-1-A" + rs(UD, 10) + "-" + digits(13) + "-" + hx(64)


def g_stripe_sk():
    if chance(0.5):
        return "sk_live_51" + rs(AL, 97)
    return "sk_live_" + rs(AL, 24)


def g_stripe_rk():
    return "rk_live_51" + rs(AL, 97)


def g_stripe_wh():
    return "whsec_" + rs(AL, 32)


def g_openai():
    st = R.randrange(4)
    if st == 0:
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if st == 1:
        return "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20)
    if st == 2:
        return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-proj-" + rs(B64U, 48) + "T3BlbkFJ" + rs(B64U, 48)


def g_anthropic():
    return pick(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"]) + rs(B64U, 93) + "AA"


def g_anthropic_oat():
    return "sk-ant-oat01-" + rs(B64U, 93) + "AA"


def g_google_api():
    return "AIza" + rs(B64U, 35)


def g_gocspx():
    return "GOCSPX-" + rs(B64U, 28)


def g_google_refresh():
    return "1//0" + rs(AL, 1) + rs(B64U, 99)


def g_ya29():
    return "ya29.a0" + rs(B64U, R.randint(140, 200))


def g_azure_storage():
    return b64(rb(64))


def g_azure_client_secret():
    return rs(AL, 3) + "8Q~" + rs(AL + "_~.-", 34)


def g_azure_devops():
    return rs("abcdefghijklmnopqrstuvwxyz234567", 52)


def g_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def g_mailgun():
    return pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)])


def g_mailchimp():
    return hx(32) + "-us" + str(R.randint(1, 21))


def g_shopify():
    return pick(["shpat_", "shpat_", "shpca_", "shppa_", "shpss_"]) + hx(32)


def g_vault():
    return pick(["hvs." + rs(AL + "_-", 90), "hvs." + rs(AL, 24), "hvb." + rs(AL + "_-", 130)])


def g_tfc():
    return rs(AL, 14) + ".atlasv1." + rs(AL, 67)


def g_do():
    return pick(["dop_v1_", "dop_v1_", "doo_v1_"]) + hx(64)


def g_atlassian():
    return "ATATT3xFfGF0" + rs(AL + "_-", 171) + "=" + HX(8)


def g_discord_bot():
    uid = str(R.randint(1_000_000_000_000_000_00, 1_400_000_000_000_000_000))
    return b64url(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_telegram():
    return str(R.randint(100_000_000, 8_999_999_999)) + ":AA" + rs(B64U, 33)


def g_hf():
    return "hf_" + rs(UP + LO, 34)


def g_sentry_org():
    payload = {"iat": float(now_ts()) + R.random(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
               "org": pick(["acme", "northwind", "hooli-eng", "initech", "globex-platform"])}
    return "sntrys_" + b64(jdump(payload).encode()).rstrip("=") + "_" + rs(B64U, 43)


def g_grafana_cloud():
    payload = {"o": digits(6), "n": "stack-%s-hm-read-%s" % (digits(6), pick(["alloy", "ci", "otel"])),
               "k": rs(AL, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}}
    return "glc_" + b64(jdump(payload).encode())


def g_mapbox_sk(user):
    return "sk." + b64url(jdump({"u": user, "a": "cl" + rs(LD, 23)}).encode()) + "." + rs(B64U, 22)


def g_intercom():
    u = uuid4().replace("-", "_")
    return b64(("tok:%s:1:0" % u).encode())


def g_jfrog_ref():
    return b64(("reftkn:01:%s:%s" % (digits(10), rs(AL, 43))).encode()).rstrip("=")


def g_elastic_apikey():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def g_upstash():
    return b64(b"\x01" + bytes([R.randrange(0x70, 0x80)]) + rb(R.choice([40, 43, 46])))


def g_pypi():
    ident = b"\x02\x01\x08pypi.org\x02\x25\x08\x02\x12\x21\x08\x02\x12\x1d" + uuid4().encode()
    return "pypi-AgEIcHlwaS5vcmc" + b64url(ident[10:] + rb(R.randint(100, 140)))


def g_1password_sa():
    payload = {"signInAddress": "%s.1password.com" % pick(["acme", "my", "northwind-team"]),
               "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                            "salt": rs(B64U, 22)}, "email": rs(LD, 13) + "@1passwordserviceaccounts.com",
               "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"],
                                      "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(UD, 6) + "-" + rs(UD, 6)}
    return "ops_" + b64url(jdump(payload).encode())


def g_heroku():
    return pick(["HRKU-AA" + rs(B64U, 58), uuid4()])


def g_wp_app():
    return " ".join(rs(AL, 4) for _ in range(6))


def g_django_key():
    return "django-insecure-" + rs("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50) if chance(0.4) else \
        rs("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)", 50)


def g_laravel():
    return "base64:" + b64(rb(32))


def g_fernet():
    return base64.urlsafe_b64encode(rb(32)).decode()


def g_supabase_service(ref):
    iat = now_ts() - 86400 * R.randint(30, 400)
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000})


def g_turso():
    return jwt({"a": "rw", "iat": now_ts(), "id": uuid4(), "rid": uuid4()}, alg="EdDSA")


def g_k8s_sa():
    iat = now_ts()
    ns = pick(["default", "ci", "argo", "monitoring", "payments"])
    sa = pick(["deployer", "ci-bot", "argocd-manager", "prometheus", "gitlab-runner"])
    return jwt({"aud": ["https://kubernetes.default.svc"], "exp": iat + 3600, "iat": iat,
                "iss": "https://kubernetes.default.svc",
                "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4()}},
                "sub": "system:serviceaccount:%s:%s" % (ns, sa)}, alg="RS256", kid=rs(B64U, 43))


def g_ha_token():
    iat = now_ts()
    return jwt({"iss": hx(32), "iat": iat, "exp": iat + 315360000})


def g_twitter_bearer():
    return "A" * 21 + rs(AL, 25) + "%3D" + rs(AL, 50)


def g_fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def g_age_secret():
    return bech32("age-secret-key-", rb(32)).upper()


def g_wireguard():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64(bytes(k))


def g_nsec():
    return bech32("nsec", rb(32))


def g_wif():
    return b58check(b"\x80" + rb(32) + b"\x01")


def g_eth_priv():
    return "0x" + hx(64)


def g_solana_json():
    return "[" + ",".join(str(b) for b in rb(64)) + "]"


def g_totp_secret(nbytes=None):
    return b32(rb(nbytes or pick([10, 10, 20, 16])))


def g_bitlocker():
    return "-".join("%06d" % (11 * R.randrange(0, 65536)) for _ in range(8))


def g_datago_key():
    raw = b64(rb(66))
    return raw, quote(raw, safe="")


# ----------------------------------------------------------------------------------------------------------
# vendor registry: (vendor, kind, ENV_NAME, generator, auth style, API URL)
# auth: bearer | hdr:<Name> | hdr:<Name>:<prefix> | basic:<user> | basicpw:<user> | query:<param> | none
# ----------------------------------------------------------------------------------------------------------
KIND_KO = {"API key": "API 키", "token": "토큰", "secret key": "시크릿 키", "access token": "액세스 토큰",
           "auth token": "인증 토큰", "webhook secret": "웹훅 시크릿", "personal access token": "개인 액세스 토큰",
           "bot token": "봇 토큰", "service key": "서비스 키", "API token": "API 토큰", "client secret": "클라이언트 시크릿",
           "admin key": "어드민 키", "deploy token": "배포 토큰", "server key": "서버 키", "license key": "라이선스 키",
           "SDK key": "SDK 키", "ingest key": "인제스트 키", "master key": "마스터 키", "app password": "앱 비밀번호",
           "refresh token": "리프레시 토큰", "auth key": "인증 키", "private token": "프라이빗 토큰",
           "secret": "시크릿", "REST API key": "REST API 키", "API secret": "API 시크릿", "access key": "액세스 키"}


class Vendor:
    def __init__(self, name, kind, env, gen, auth, url, ko=False, host_env=None):
        self.name, self.kind, self.env, self.gen, self.auth, self.url, self.ko = name, kind, env, gen, auth, url, ko

    def thing(self, lang):
        return "%s %s" % (self.name, self.kind if lang == "en" else ko_kind(self.kind))


def ko_kind(kind):
    if kind in KIND_KO:
        return KIND_KO[kind]
    words = kind.split(" ")
    last = {"token": "토큰", "key": "키", "secret": "시크릿", "password": "비밀번호"}.get(words[-1])
    return " ".join(words[:-1] + [last]) if last else kind


V = Vendor
VENDORS = [
    V("OpenAI", "API key", "OPENAI_API_KEY", g_openai, "bearer", "https://api.openai.com/v1/models"),
    V("Anthropic", "API key", "ANTHROPIC_API_KEY", g_anthropic, "hdr:x-api-key", "https://api.anthropic.com/v1/messages"),
    V("GitHub", "personal access token", "GITHUB_TOKEN", lambda: g_gh(pick(["ghp_", "ghp_", "gho_", "ghs_"])), "bearer",
      "https://api.github.com/user"),
    V("GitHub", "fine-grained token", "GH_TOKEN", g_gh_fine, "bearer", "https://api.github.com/repos/acme/api/actions/runs"),
    V("GitLab", "personal access token", "GITLAB_TOKEN", g_gitlab, "hdr:PRIVATE-TOKEN", "https://gitlab.com/api/v4/projects"),
    V("Slack", "bot token", "SLACK_BOT_TOKEN", g_slack_bot, "bearer", "https://slack.com/api/chat.postMessage"),
    V("Slack", "user token", "SLACK_USER_TOKEN", g_slack_user, "bearer", "https://slack.com/api/conversations.history"),
    V("Slack", "app-level token", "SLACK_APP_TOKEN", g_slack_app, "bearer", "https://slack.com/api/apps.connections.open"),
    V("Stripe", "secret key", "STRIPE_SECRET_KEY", g_stripe_sk, "basic:", "https://api.stripe.com/v1/charges"),
    V("Stripe", "restricted key", "STRIPE_RESTRICTED_KEY", g_stripe_rk, "bearer", "https://api.stripe.com/v1/payment_intents"),
    V("Stripe", "webhook secret", "STRIPE_WEBHOOK_SECRET", g_stripe_wh, "none", ""),
    V("Google Gemini", "API key", "GEMINI_API_KEY", g_google_api, "hdr:x-goog-api-key",
      "https://generativelanguage.googleapis.com/v1beta/models"),
    V("Google OAuth", "client secret", "GOOGLE_CLIENT_SECRET", g_gocspx, "none", ""),
    V("Google OAuth", "refresh token", "GOOGLE_REFRESH_TOKEN", g_google_refresh, "none", ""),
    V("Google Cloud", "access token", "GCP_ACCESS_TOKEN", g_ya29, "bearer", "https://storage.googleapis.com/storage/v1/b?project=acme-prod"),
    V("Azure Storage", "account key", "AZURE_STORAGE_KEY", g_azure_storage, "none", ""),
    V("Azure AD", "client secret", "AZURE_CLIENT_SECRET", g_azure_client_secret, "none", ""),
    V("Azure DevOps", "personal access token", "AZURE_DEVOPS_EXT_PAT", g_azure_devops, "basic:", "https://dev.azure.com/acme/_apis/projects"),
    V("Azure OpenAI", "API key", "AZURE_OPENAI_API_KEY", lambda: hx(32), "hdr:api-key",
      "https://acme-oai.openai.azure.com/openai/deployments?api-version=2024-06-01"),
    V("Twilio", "auth token", "TWILIO_AUTH_TOKEN", lambda: hx(32), "none", ""),
    V("SendGrid", "API key", "SENDGRID_API_KEY", g_sendgrid, "bearer", "https://api.sendgrid.com/v3/mail/send"),
    V("Mailgun", "API key", "MAILGUN_API_KEY", g_mailgun, "basic:api", "https://api.mailgun.net/v3/domains"),
    V("Mailchimp", "API key", "MAILCHIMP_API_KEY", g_mailchimp, "basic:anystring", "https://us6.api.mailchimp.com/3.0/lists"),
    V("Shopify", "Admin API access token", "SHOPIFY_ACCESS_TOKEN", g_shopify, "hdr:X-Shopify-Access-Token",
      "https://acme-store.myshopify.com/admin/api/2024-07/products.json"),
    V("Datadog", "API key", "DD_API_KEY", lambda: hx(32), "hdr:DD-API-KEY", "https://api.datadoghq.com/api/v1/validate"),
    V("Datadog", "application key", "DD_APP_KEY", lambda: hx(40), "hdr:DD-APPLICATION-KEY", "https://api.datadoghq.com/api/v1/monitor"),
    V("HashiCorp Vault", "token", "VAULT_TOKEN", g_vault, "hdr:X-Vault-Token", "https://vault.internal:8200/v1/secret/data/app"),
    V("Terraform Cloud", "API token", "TFE_TOKEN", g_tfc, "bearer", "https://app.terraform.io/api/v2/organizations"),
    V("DigitalOcean", "API token", "DIGITALOCEAN_TOKEN", g_do, "bearer", "https://api.digitalocean.com/v2/droplets"),
    V("Atlassian", "API token", "JIRA_API_TOKEN", g_atlassian, "basic:dev@acme.io", "https://acme.atlassian.net/rest/api/3/myself"),
    V("Linear", "API key", "LINEAR_API_KEY", lambda: "lin_api_" + rs(AL, 40), "hdr:Authorization", "https://api.linear.app/graphql"),
    V("Notion", "integration token", "NOTION_TOKEN", lambda: pick(["secret_" + rs(AL, 43), "ntn_" + digits(11) + rs(AL, 35)]),
      "bearer", "https://api.notion.com/v1/search"),
    V("Figma", "personal access token", "FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), "hdr:X-Figma-Token",
      "https://api.figma.com/v1/me"),
    V("Discord", "bot token", "DISCORD_TOKEN", g_discord_bot, "hdr:Authorization:Bot", "https://discord.com/api/v10/users/@me"),
    V("Telegram", "bot token", "TELEGRAM_BOT_TOKEN", g_telegram, "none", ""),
    V("Hugging Face", "access token", "HF_TOKEN", g_hf, "bearer", "https://huggingface.co/api/whoami-v2"),
    V("Replicate", "API token", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(AL, 37), "bearer", "https://api.replicate.com/v1/predictions"),
    V("Groq", "API key", "GROQ_API_KEY", lambda: "gsk_" + rs(AL, 52), "bearer", "https://api.groq.com/openai/v1/models"),
    V("Mistral", "API key", "MISTRAL_API_KEY", lambda: rs(AL, 32), "bearer", "https://api.mistral.ai/v1/models"),
    V("Cohere", "API key", "CO_API_KEY", lambda: rs(AL, 40), "bearer", "https://api.cohere.com/v2/chat"),
    V("Perplexity", "API key", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(AL, 48), "bearer", "https://api.perplexity.ai/chat/completions"),
    V("xAI", "API key", "XAI_API_KEY", lambda: "xai-" + rs(AL, 80), "bearer", "https://api.x.ai/v1/models"),
    V("DeepSeek", "API key", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), "bearer", "https://api.deepseek.com/chat/completions"),
    V("OpenRouter", "API key", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), "bearer", "https://openrouter.ai/api/v1/models"),
    V("Together AI", "API key", "TOGETHER_API_KEY", lambda: hx(64), "bearer", "https://api.together.xyz/v1/models"),
    V("Fireworks AI", "API key", "FIREWORKS_API_KEY", lambda: "fw_" + rs(AL, 24), "bearer", "https://api.fireworks.ai/inference/v1/models"),
    V("Pinecone", "API key", "PINECONE_API_KEY", lambda: "pcsk_" + rs(AL, 5) + "_" + rs(AL, 63), "hdr:Api-Key",
      "https://api.pinecone.io/indexes"),
    V("Supabase", "service_role key", "SUPABASE_SERVICE_ROLE_KEY", lambda: g_supabase_service(rs(LO, 20)), "bearer",
      "https://%s.supabase.co/rest/v1/profiles" % "xyzcompany"),
    V("Supabase", "secret key", "SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31), "hdr:apikey",
      "https://xyzcompany.supabase.co/rest/v1/orders"),
    V("Sentry", "auth token", "SENTRY_AUTH_TOKEN", lambda: pick([g_sentry_org(), "sntryu_" + hx(64)]), "bearer",
      "https://sentry.io/api/0/organizations/"),
    V("New Relic", "user API key", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UD, 27), "hdr:API-Key", "https://api.newrelic.com/graphql"),
    V("New Relic", "license key", "NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", "none", ""),
    V("Grafana", "service account token", "GRAFANA_TOKEN", lambda: "glsa_" + rs(AL, 32) + "_" + hx(8), "bearer",
      "https://grafana.internal/api/dashboards/uid/k8s-overview"),
    V("Grafana Cloud", "access policy token", "GRAFANA_CLOUD_TOKEN", g_grafana_cloud, "bearer", "https://grafana.com/api/instances"),
    V("Cloudflare", "API token", "CLOUDFLARE_API_TOKEN", lambda: rs(AL + "_-", 40), "bearer",
      "https://api.cloudflare.com/client/v4/user/tokens/verify"),
    V("Cloudflare", "Global API key", "CF_API_KEY", lambda: hx(37), "hdr:X-Auth-Key", "https://api.cloudflare.com/client/v4/zones"),
    V("Vercel", "access token", "VERCEL_TOKEN", lambda: rs(AL, 24), "bearer", "https://api.vercel.com/v9/projects"),
    V("Netlify", "personal access token", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AL, 36) + hx(4), "bearer",
      "https://api.netlify.com/api/v1/sites"),
    V("Fly.io", "deploy token", "FLY_API_TOKEN", lambda: "fo1_" + rs(B64U, 43), "bearer", "https://api.machines.dev/v1/apps"),
    V("Render", "API key", "RENDER_API_KEY", lambda: "rnd_" + rs(AL, 32), "bearer", "https://api.render.com/v1/services"),
    V("Railway", "API token", "RAILWAY_TOKEN", uuid4, "bearer", "https://backboard.railway.app/graphql/v2"),
    V("Heroku", "API key", "HEROKU_API_KEY", g_heroku, "bearer", "https://api.heroku.com/apps"),
    V("Okta", "API token", "OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), "hdr:Authorization:SSWS",
      "https://acme.okta.com/api/v1/users?limit=25"),
    V("Auth0", "client secret", "AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), "none", ""),
    V("Firebase Cloud Messaging", "server key", "FCM_SERVER_KEY", g_fcm, "hdr:Authorization:key=",
      "https://fcm.googleapis.com/fcm/send"),
    V("Mapbox", "secret token", "MAPBOX_SECRET_TOKEN", lambda: g_mapbox_sk(pick(["acme", "geo-team", "minsu-k"])),
      "query:access_token", "https://api.mapbox.com/uploads/v1/acme"),
    V("Algolia", "admin API key", "ALGOLIA_ADMIN_KEY", lambda: hx(32), "hdr:X-Algolia-API-Key",
      "https://ABC123XYZ0.algolia.net/1/indexes"),
    V("Contentful", "management token", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), "bearer",
      "https://api.contentful.com/spaces"),
    V("Airtable", "personal access token", "AIRTABLE_TOKEN", lambda: "pat" + rs(AL, 14) + "." + hx(64), "bearer",
      "https://api.airtable.com/v0/meta/bases"),
    V("Asana", "personal access token", "ASANA_TOKEN", lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hx(32), "bearer",
      "https://app.asana.com/api/1.0/users/me"),
    V("ClickUp", "API token", "CLICKUP_API_TOKEN", lambda: "pk_" + digits(8) + "_" + rs(UD, 32), "hdr:Authorization",
      "https://api.clickup.com/api/v2/team"),
    V("Trello", "API token", "TRELLO_TOKEN", lambda: "ATTA" + hx(64) + HX(8), "query:token",
      "https://api.trello.com/1/members/me/boards?key=" + hx(32)),
    V("Zendesk", "API token", "ZENDESK_API_TOKEN", lambda: rs(AL, 40), "basic:support@acme.io/token",
      "https://acme.zendesk.com/api/v2/tickets.json"),
    V("Intercom", "access token", "INTERCOM_ACCESS_TOKEN", g_intercom, "bearer", "https://api.intercom.io/me"),
    V("HubSpot", "private app token", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4(),
      "bearer", "https://api.hubapi.com/crm/v3/objects/contacts"),
    V("Salesforce", "access token", "SF_ACCESS_TOKEN", lambda: "00D" + rs(AL, 12) + "!AQ" + rs(AL + "._", 94), "bearer",
      "https://acme.my.salesforce.com/services/data/v60.0/sobjects"),
    V("Square", "access token", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), "bearer",
      "https://connect.squareup.com/v2/locations"),
    V("Braintree", "access token", "BRAINTREE_ACCESS_TOKEN",
      lambda: "access_token$production$" + rs(LD, 16) + "$" + hx(32), "none", ""),
    V("Paystack", "secret key", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), "bearer", "https://api.paystack.co/transaction"),
    V("Flutterwave", "secret key", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", "bearer",
      "https://api.flutterwave.com/v3/transactions"),
    V("Razorpay", "key secret", "RAZORPAY_KEY_SECRET", lambda: rs(AL, 24), "basic:rzp_live_" + rs(AL, 14),
      "https://api.razorpay.com/v1/payments"),
    V("Plaid", "secret", "PLAID_SECRET", lambda: hx(30), "none", ""),
    V("Twitch", "client secret", "TWITCH_CLIENT_SECRET", lambda: rs(LD, 30), "none", ""),
    V("Dropbox", "access token", "DROPBOX_ACCESS_TOKEN", lambda: "sl." + pick(["", "u."]) + rs(B64U, 138), "bearer",
      "https://api.dropboxapi.com/2/files/list_folder"),
    V("Meta Graph API", "access token", "FB_ACCESS_TOKEN", lambda: "EAA" + rs(AL, 3) + rs(AL, 150), "query:access_token",
      "https://graph.facebook.com/v19.0/me/accounts"),
    V("X (Twitter)", "bearer token", "TWITTER_BEARER_TOKEN", g_twitter_bearer, "bearer",
      "https://api.twitter.com/2/tweets/search/recent?query=acme"),
    V("Spotify", "client secret", "SPOTIFY_CLIENT_SECRET", lambda: hx(32), "none", ""),
    V("Snyk", "API token", "SNYK_TOKEN", uuid4, "hdr:Authorization:token", "https://api.snyk.io/rest/self?version=2024-06-10"),
    V("SonarQube", "user token", "SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40), "basic:",
      "https://sonar.acme.io/api/authentication/validate"),
    V("CircleCI", "personal API token", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(AL, 22) + "_" + hx(40),
      "hdr:Circle-Token", "https://circleci.com/api/v2/me"),
    V("Buildkite", "API access token", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), "bearer",
      "https://api.buildkite.com/v2/organizations"),
    V("JFrog Artifactory", "reference token", "JFROG_ACCESS_TOKEN", g_jfrog_ref, "bearer",
      "https://acme.jfrog.io/artifactory/api/repositories"),
    V("Bitbucket", "app password", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AL, 32) + HX(8), "basic:acme-ci",
      "https://api.bitbucket.org/2.0/repositories/acme"),
    V("Postman", "API key", "POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), "hdr:X-Api-Key",
      "https://api.getpostman.com/collections"),
    V("Doppler", "service token", "DOPPLER_TOKEN", lambda: pick(["dp.st.prd.", "dp.st.dev.", "dp.pt."]) + rs(AL, 43),
      "bearer", "https://api.doppler.com/v3/configs/config/secrets/download?format=env"),
    V("1Password", "service account token", "OP_SERVICE_ACCOUNT_TOKEN", g_1password_sa, "none", ""),
    V("Pulumi", "access token", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), "hdr:Authorization:token",
      "https://api.pulumi.com/api/user"),
    V("Databricks", "personal access token", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"]), "bearer",
      "https://adb-%s.%s.azuredatabricks.net/api/2.0/clusters/list" % (digits(16), R.randint(1, 19))),
    V("Upstash", "REST token", "UPSTASH_REDIS_REST_TOKEN", g_upstash, "bearer", "https://eu1-moved-gull-31245.upstash.io/get/session"),
    V("PlanetScale", "service token", "PLANETSCALE_SERVICE_TOKEN", lambda: pick(["pscale_tkn_", "pscale_pw_"]) + rs(B64U, 43),
      "hdr:Authorization", "https://api.planetscale.com/v1/organizations"),
    V("Neon", "API key", "NEON_API_KEY", lambda: "napi_" + rs(LD, 64), "bearer", "https://console.neon.tech/api/v2/projects"),
    V("Turso", "database token", "TURSO_AUTH_TOKEN", g_turso, "none", ""),
    V("ElevenLabs", "API key", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), "hdr:xi-api-key", "https://api.elevenlabs.io/v1/voices"),
    V("AssemblyAI", "API key", "ASSEMBLYAI_API_KEY", lambda: hx(32), "hdr:Authorization", "https://api.assemblyai.com/v2/transcript"),
    V("Deepgram", "API key", "DEEPGRAM_API_KEY", lambda: hx(40), "hdr:Authorization:Token", "https://api.deepgram.com/v1/projects"),
    V("Stability AI", "API key", "STABILITY_API_KEY", lambda: "sk-" + rs(AL, 48), "bearer",
      "https://api.stability.ai/v1/user/account"),
    V("Clerk", "secret key", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(AL, 42), "bearer", "https://api.clerk.com/v1/users"),
    V("Resend", "API key", "RESEND_API_KEY", lambda: "re_" + rs(AL, 8) + "_" + rs(AL, 24), "bearer", "https://api.resend.com/emails"),
    V("Postmark", "server token", "POSTMARK_SERVER_TOKEN", uuid4, "hdr:X-Postmark-Server-Token", "https://api.postmarkapp.com/email"),
    V("Brevo", "API key", "BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + rs(AL, 16), "hdr:api-key",
      "https://api.brevo.com/v3/account"),
    V("Plivo", "auth token", "PLIVO_AUTH_TOKEN", lambda: rs(AL, 40), "basic:MA" + rs(UD, 18), "https://api.plivo.com/v1/Account/"),
    V("Mixpanel", "API secret", "MIXPANEL_API_SECRET", lambda: hx(32), "basic:", "https://mixpanel.com/api/2.0/engage"),
    V("PostHog", "personal API key", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(AL, 43), "bearer",
      "https://us.posthog.com/api/projects/"),
    V("LaunchDarkly", "SDK key", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), "none", ""),
    V("LaunchDarkly", "API access token", "LD_API_TOKEN", lambda: "api-" + uuid4(), "hdr:Authorization",
      "https://app.launchdarkly.com/api/v2/flags/default"),
    V("Rollbar", "server access token", "ROLLBAR_ACCESS_TOKEN", lambda: hx(32), "hdr:X-Rollbar-Access-Token",
      "https://api.rollbar.com/api/1/items"),
    V("Bugsnag", "auth token", "BUGSNAG_AUTH_TOKEN", lambda: uuid4(), "hdr:Authorization:token",
      "https://api.bugsnag.com/user/organizations"),
    V("Honeycomb", "ingest key", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 24) + rs(LD, 32),
      "hdr:X-Honeycomb-Team", "https://api.honeycomb.io/1/auth"),
    V("Elastic", "API key", "ELASTIC_API_KEY", g_elastic_apikey, "hdr:Authorization:ApiKey",
      "https://acme-prod.es.us-east-1.aws.found.io:9243/_security/_authenticate"),
    V("Typesense", "admin API key", "TYPESENSE_API_KEY", lambda: rs(AL, 32), "hdr:X-TYPESENSE-API-KEY",
      "https://search.acme.io/collections"),
    V("Meilisearch", "master key", "MEILI_MASTER_KEY", lambda: rs(B64U, 43), "bearer", "http://localhost:7700/keys"),
    V("Expo", "access token", "EXPO_TOKEN", lambda: rs(B64U, 40), "none", ""),
    V("Steam", "Web API key", "STEAM_API_KEY", lambda: HX(32), "query:key",
      "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?steamids=" + digits(17)),
    V("Riot Games", "API key", "RIOT_API_KEY", lambda: "RGAPI-" + uuid4(), "hdr:X-Riot-Token",
      "https://kr.api.riotgames.com/lol/status/v4/platform-data"),
    V("Tailscale", "auth key", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(AL, 10) + "CNTRL-" + rs(AL, 33), "none", ""),
    V("ngrok", "authtoken", "NGROK_AUTHTOKEN", lambda: "2" + rs(AL, 26) + "_" + rs(AL, 21), "none", ""),
    V("EasyPost", "API key", "EASYPOST_API_KEY", lambda: "EZAK" + hx(54), "basic:", "https://api.easypost.com/v2/shipments"),
    V("Shippo", "API token", "SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40), "hdr:Authorization:ShippoToken",
      "https://api.goshippo.com/shipments/"),
    V("Duffel", "access token", "DUFFEL_ACCESS_TOKEN", lambda: "duffel_live_" + rs(B64U, 43), "bearer",
      "https://api.duffel.com/air/airlines"),
    V("Prefect Cloud", "API key", "PREFECT_API_KEY", lambda: "pnu_" + rs(AL, 36), "bearer",
      "https://api.prefect.cloud/api/me/"),
    V("Weights & Biases", "API key", "WANDB_API_KEY", lambda: hx(40), "none", ""),
    V("Langfuse", "secret key", "LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), "none", ""),
    V("LangSmith", "API key", "LANGSMITH_API_KEY", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10),
      "hdr:x-api-key", "https://api.smith.langchain.com/runs"),
    V("Voyage AI", "API key", "VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), "bearer", "https://api.voyageai.com/v1/embeddings"),
    V("Jina AI", "API key", "JINA_API_KEY", lambda: "jina_" + hx(32) + rs(AL, 28), "bearer", "https://api.jina.ai/v1/embeddings"),
    V("Tavily", "API key", "TAVILY_API_KEY", lambda: pick(["tvly-", "tvly-dev-"]) + rs(AL, 32), "bearer",
      "https://api.tavily.com/search"),
    V("SerpApi", "API key", "SERPAPI_API_KEY", lambda: hx(64), "query:api_key", "https://serpapi.com/search.json?q=coffee"),
    V("Firecrawl", "API key", "FIRECRAWL_API_KEY", lambda: "fc-" + hx(32), "bearer", "https://api.firecrawl.dev/v1/scrape"),
    V("Exa", "API key", "EXA_API_KEY", uuid4, "hdr:x-api-key", "https://api.exa.ai/search"),
    V("Browserbase", "API key", "BROWSERBASE_API_KEY", lambda: "bb_live_" + rs(B64U, 27), "hdr:X-BB-API-Key",
      "https://api.browserbase.com/v1/sessions"),
    V("E2B", "API key", "E2B_API_KEY", lambda: "e2b_" + hx(40), "hdr:X-API-Key", "https://api.e2b.dev/sandboxes"),
    V("Jenkins", "API token", "JENKINS_API_TOKEN", lambda: "11" + hx(32), "basic:ci-bot",
      "https://jenkins.acme.io/job/deploy/buildWithParameters"),
    V("Quay.io", "robot token", "QUAY_ROBOT_TOKEN", lambda: rs(UD, 64), "none", ""),
    V("NuGet", "API key", "NUGET_API_KEY", lambda: "oy2" + rs(LD, 43), "none", ""),
    V("RubyGems", "API key", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), "hdr:Authorization",
      "https://rubygems.org/api/v1/gems"),
    V("crates.io", "API token", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(AL, 32), "none", ""),
    V("PyPI", "API token", "TWINE_PASSWORD", g_pypi, "none", ""),
    V("npm", "access token", "NPM_TOKEN", g_npm, "bearer", "https://registry.npmjs.org/-/whoami"),
    V("Docker Hub", "personal access token", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), "none", ""),
    V("Codecov", "upload token", "CODECOV_TOKEN", uuid4, "none", ""),
    V("Percy", "project token", "PERCY_TOKEN", lambda: hx(64), "none", ""),
    V("BrowserStack", "access key", "BROWSERSTACK_ACCESS_KEY", lambda: rs(AL, 20), "basic:acmeqa_" + rs(AL, 6),
      "https://api.browserstack.com/automate/plan.json"),
    V("Sauce Labs", "access key", "SAUCE_ACCESS_KEY", uuid4, "basic:acme-qa", "https://api.us-west-1.saucelabs.com/rest/v1/users/acme-qa"),
    V("Cypress Cloud", "record key", "CYPRESS_RECORD_KEY", uuid4, "none", ""),
    V("Chromatic", "project token", "CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hx(14), "none", ""),
    V("OpenWeatherMap", "API key", "OWM_API_KEY", lambda: hx(32), "query:appid",
      "https://api.openweathermap.org/data/2.5/weather?q=Seoul"),
    V("Unsplash", "access key", "UNSPLASH_ACCESS_KEY", lambda: rs(B64U, 43), "hdr:Authorization:Client-ID",
      "https://api.unsplash.com/photos/random"),
    V("Giphy", "API key", "GIPHY_API_KEY", lambda: rs(AL, 32), "query:api_key", "https://api.giphy.com/v1/gifs/trending"),
    V("reCAPTCHA", "secret key", "RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 38), "none", ""),
    V("hCaptcha", "secret key", "HCAPTCHA_SECRET", lambda: "0x" + hx(40), "none", ""),
    V("Cloudflare Turnstile", "secret key", "TURNSTILE_SECRET_KEY", lambda: "0x4AAAAAAA" + rs(B64U, 24), "none", ""),
    V("Paddle", "API key", "PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(LD, 26) + "_" + rs(AL, 22) + "_" + rs(AL, 3),
      "bearer", "https://api.paddle.com/products"),
    V("WooCommerce", "consumer secret", "WC_CONSUMER_SECRET", lambda: "cs_" + hx(40), "basic:ck_" + hx(40),
      "https://shop.acme.io/wp-json/wc/v3/orders"),
    V("Home Assistant", "long-lived access token", "HASS_TOKEN", g_ha_token, "bearer", "http://homeassistant.local:8123/api/states"),
    V("Kubernetes", "service account token", "KUBE_TOKEN", g_k8s_sa, "bearer", "https://10.0.0.1:6443/api/v1/namespaces"),
    V("Fastly", "API token", "FASTLY_API_TOKEN", lambda: rs(B64U, 32), "hdr:Fastly-Key", "https://api.fastly.com/service"),
    V("PagerDuty", "API key", "PAGERDUTY_TOKEN", lambda: pick(["u+", "y_"]) + rs(AL + "_-", 18), "hdr:Authorization:Token token=",
      "https://api.pagerduty.com/incidents"),
    V("Opsgenie", "API key", "OPSGENIE_API_KEY", uuid4, "hdr:Authorization:GenieKey", "https://api.opsgenie.com/v2/alerts"),
    V("Klaviyo", "private API key", "KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hx(34), "hdr:Authorization:Klaviyo-API-Key",
      "https://a.klaviyo.com/api/profiles/"),
    V("Calendly", "personal access token", "CALENDLY_TOKEN",
      lambda: jwt({"iss": "https://auth.calendly.com", "iat": now_ts(), "jti": uuid4(), "user_uuid": uuid4()}), "bearer",
      "https://api.calendly.com/users/me"),
    V("Zoom", "client secret", "ZOOM_CLIENT_SECRET", lambda: rs(AL, 32), "none", ""),
    V("Box", "developer token", "BOX_DEVELOPER_TOKEN", lambda: rs(AL, 32), "bearer", "https://api.box.com/2.0/folders/0"),
    V("Coinbase", "API secret", "COINBASE_API_SECRET", lambda: rs(AL, 32), "none", ""),
    V("Alchemy", "API key", "ALCHEMY_API_KEY", lambda: rs(B64U, 32), "none", ""),
    V("Infura", "API key secret", "INFURA_API_KEY_SECRET", lambda: hx(32), "none", ""),
    V("Etherscan", "API key", "ETHERSCAN_API_KEY", lambda: rs(UD, 34), "query:apikey",
      "https://api.etherscan.io/api?module=account&action=balance&address=0x" + hx(40)),
    V("Segment", "public API token", "SEGMENT_API_TOKEN", lambda: "sgp_" + rs(AL, 64), "bearer", "https://api.segmentapis.com/sources"),
    V("Kakao", "REST API key", "KAKAO_REST_API_KEY", lambda: hx(32), "hdr:Authorization:KakaoAK",
      "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", ko=True),
    V("Kakao", "admin key", "KAKAO_ADMIN_KEY", lambda: hx(32), "hdr:Authorization:KakaoAK",
      "https://kapi.kakao.com/v1/user/ids", ko=True),
    V("Toss Payments", "secret key", "TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(AL, 24), "basic:",
      "https://api.tosspayments.com/v1/payments/confirm", ko=True),
    V("PortOne", "API secret", "PORTONE_API_SECRET", lambda: rs(AL, 80), "hdr:Authorization:PortOne",
      "https://api.portone.io/payments", ko=True),
    V("Naver Developers", "client secret", "NAVER_CLIENT_SECRET", lambda: rs(AL, 10), "hdr:X-Naver-Client-Secret",
      "https://openapi.naver.com/v1/search/blog.json?query=판교맛집", ko=True),
    V("Naver Cloud", "secret key", "NCP_SECRET_KEY", lambda: rs(AL, 40), "none", "", ko=True),
    V("Solapi", "API secret", "SOLAPI_API_SECRET", lambda: rs(UD, 32), "none", "", ko=True),
    V("Aligo", "API key", "ALIGO_API_KEY", lambda: rs(LD, 32), "none", "", ko=True),
    V("Sendbird", "API token", "SENDBIRD_API_TOKEN", lambda: hx(40), "hdr:Api-Token",
      "https://api-%s.sendbird.com/v3/users" % uuid4().upper(), ko=True),
    V("Channel Talk", "access secret", "CHANNEL_ACCESS_SECRET", lambda: hx(32), "hdr:x-access-secret",
      "https://api.channel.io/open/v5/user-chats", ko=True),
    V("NHN Cloud", "secret key", "NHN_SECRET_KEY", lambda: rs(AL, 8) + rs(AL, 8), "hdr:X-Secret-Key",
      "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appKey}/sender/sms", ko=True),
]


# ----------------------------------------------------------------------------------------------------------
# containers: how a token value sits in a file / command / paste
# each returns dict(snippet=..., where=..., where_ko=..., secrets=[...], c=short container name)
# ----------------------------------------------------------------------------------------------------------
NOISE_ENV = ["NODE_ENV=production", "NODE_ENV=development", "PORT=3000", "PORT=8080", "LOG_LEVEL=debug", "LOG_LEVEL=info",
             "DATABASE_HOST=db.internal", "REDIS_URL=redis://localhost:6379/0", "APP_URL=https://staging.acme.io",
             "FEATURE_FLAGS=beta_checkout,new_nav", "SENTRY_ENVIRONMENT=staging", "TZ=Asia/Seoul",
             "AWS_REGION=ap-northeast-2", "AWS_REGION=us-east-1", "NEXT_PUBLIC_APP_NAME=acme-web", "WORKERS=4",
             "QUEUE_NAME=billing-events", "CORS_ORIGIN=http://localhost:5173", "DEBUG=false", "OTEL_SERVICE_NAME=api"]


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def snake(env):
    return env.lower()


def vslug(v):
    return re.sub(r"[^a-z0-9]+", "", v.name.lower().split(" ")[0]) or "svc"


def env_val(val):
    if re.fullmatch(r"[A-Za-z0-9_.,:+=@%/\-]+", val) and chance(0.7):
        return val
    return '"' + val + '"'


def yaml_val(val):
    if re.fullmatch(r"[A-Za-z0-9_.+/\-]+", val) and not val[0] in "-" and chance(0.6):
        return val
    return '"' + val + '"' if chance(0.6) else "'" + val + "'"


def noise(k):
    return sample(NOISE_ENV, k)


def auth_parts(v, val):
    """-> (header_name, header_value, secrets, curl_extra) ; curl_extra used for basic -u."""
    a = v.auth
    if a == "bearer":
        return "Authorization", "Bearer " + val, [val], None
    if a.startswith("hdr:"):
        bits = a.split(":", 2)
        if len(bits) == 3:
            pre = bits[2]
            sep = "" if pre.endswith("=") else " "
            return bits[1], pre + sep + val, [val], None
        return bits[1], val, [val], None
    if a.startswith("basic:"):
        user = a[6:]
        if user:
            pair = user + ":" + val
        else:
            pair = val + ":"
        if chance(0.5):
            blob = b64(pair.encode())
            return "Authorization", "Basic " + blob, [blob], None
        # a consumer-key / key-id half of a key pair is itself listed
        return None, None, ([user, val] if user.startswith("ck_") else [val]), pair
    if a.startswith("query:"):
        return None, None, [val], "query"
    return "Authorization", "Bearer " + val, [val], None


def c_dotenv(v, val):
    lines = noise(R.randint(1, 4)) + [v.env + "=" + env_val(val)]
    lines = shuffled(lines)
    f = pick([".env", ".env.local", ".env.production", "apps/api/.env", ".env.staging", "backend/.env", ".env.development"])
    return dict(snippet="\n".join(lines), where=f, where_ko=f, secrets=[val], c="dotenv")


def c_export(v, val):
    q = pick(['"%s"', "'%s'", "%s"]) % val if re.fullmatch(r"[A-Za-z0-9_.:+=@/\-]+", val) else '"%s"' % val
    f = pick(["~/.zshrc", "~/.bashrc", "~/.bash_profile", "the terminal", "scripts/dev.sh", "~/.profile"])
    fk = {"the terminal": "터미널"}.get(f, f)
    return dict(snippet="export %s=%s" % (v.env, q), where=f, where_ko=fk, secrets=[val], c="shell export")


def c_inline(v, val):
    cmd = pick(["npm run dev", "python scripts/sync.py --dry-run", "pnpm test:e2e", "go run ./cmd/worker", "make seed",
                "uv run pytest -k integration", "node scripts/backfill.js", "bundle exec rake sync:all", "cargo run --bin ingest"])
    return dict(snippet="%s=%s %s" % (v.env, val, cmd), where="the shell history", where_ko="셸 히스토리",
                secrets=[val], c="inline env command", cmd=True)


def c_fish_ps(v, val):
    st = cyc("c_fish_ps", 3)
    if st == 0:
        s = "set -gx %s %s" % (v.env, val)
        w = "~/.config/fish/config.fish"
    elif st == 1:
        s = '$env:%s = "%s"' % (v.env, val)
        w = "PowerShell profile"
    else:
        s = "setx %s %s" % (v.env, val) if chance(0.5) else "set %s=%s" % (v.env, val)
        w = "cmd.exe"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="fish/powershell/cmd")


def c_curl(v, val):
    if not v.url:
        raise Retry("no url")
    h, hv, sec, extra = auth_parts(v, val)
    method = pick(["", "-X POST ", "-X GET ", ""])
    if extra == "query":
        p = v.auth.split(":")[1]
        url = v.url + ("&" if "?" in v.url else "?") + p + "=" + val
        s = 'curl -s %s"%s"' % (method, url)
    elif extra:
        s = "curl -s %s-u %s %s" % (method, shq(extra) if chance(0.5) else '"' + extra + '"', v.url)
    else:
        s = 'curl -s %s%s \\\n  -H "%s: %s"' % (method, v.url, h, hv)
        if "POST" in method:
            s += ' \\\n  -H "Content-Type: application/json" -d @payload.json'
    return dict(snippet=s, where="the shell history", where_ko="셸 히스토리", secrets=sec, c="curl header", cmd=True)


def c_http_client(v, val):
    if not v.url:
        raise Retry("no url")
    h, hv, sec, extra = auth_parts(v, val)
    if extra:
        raise Retry("basic/query")
    lang = R.randrange(8)
    if lang == 0:
        s = 'resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (v.url, h, hv)
        w = "scripts/check_%s.py" % vslug(v)
    elif lang == 1:
        s = 'const res = await fetch("%s", {\n  headers: { "%s": "%s" },\n});' % (v.url, h, hv)
        w = "src/lib/%s.ts" % vslug(v)
    elif lang == 2:
        s = 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (v.url, h, hv)
        w = "internal/%s/client.go" % vslug(v)
    elif lang == 3:
        s = 'HttpRequest req = HttpRequest.newBuilder(URI.create("%s"))\n    .header("%s", "%s")\n    .build();' % (v.url, h, hv)
        w = "%sClient.java" % v.name.split(" ")[0].replace(".", "")
    elif lang == 4:
        s = 'client.DefaultRequestHeaders.Add("%s", "%s");' % (h, hv)
        w = "Services/%sService.cs" % v.name.split(" ")[0].replace(".", "")
    elif lang == 5:
        s = 'req = Net::HTTP::Get.new(URI("%s"))\nreq["%s"] = "%s"' % (v.url, h, hv)
        w = "lib/%s_client.rb" % vslug(v)
    elif lang == 6:
        s = 'curl_setopt($ch, CURLOPT_HTTPHEADER, [\n    "%s: %s",\n]);' % (h, hv)
        w = "app/Services/%sService.php" % v.name.split(" ")[0].replace(".", "")
    else:
        s = 'let res = client.get("%s")\n    .header("%s", "%s")\n    .send().await?;' % (v.url, h, hv)
        w = "src/%s.rs" % vslug(v)
    return dict(snippet=s, where=w, where_ko=w, secrets=sec, c="http client code")


def c_json(v, val):
    st = cyc("c_json", 4)
    slug = vslug(v)
    if st == 0:
        s = '{\n  "%s": {\n    "apiKey": "%s",\n    "timeoutMs": %d\n  }\n}' % (slug, val, pick([5000, 10000, 30000]))
        w = pick(["config/local.json", "appsettings.Development.json", "config/default.json", "secrets.json"])
    elif st == 1:
        s = '"%s": "%s",' % (camel(v.env), val)
        w = pick(["config.json", "settings.json", "firebase-functions config", "local.settings.json"])
    elif st == 2:
        s = '{\n  "Values": {\n    "FUNCTIONS_WORKER_RUNTIME": "node",\n    "%s": "%s"\n  }\n}' % (v.env, val)
        w = "local.settings.json"
    else:
        s = '{ "key": "%s", "value": "%s", "enabled": true }' % (v.env.lower(), val)
        w = pick(["the Postman environment export", "insomnia env json", "Bruno environment file"])
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="json config")


def c_yaml(v, val):
    slug = vslug(v)
    st = cyc("c_yaml", 4)
    if st == 0:
        s = "%s:\n  api_key: %s\n  region: %s" % (slug, yaml_val(val), pick(["us", "eu", "ap-northeast-2"]))
        w = pick(["config/settings.yaml", "config.yml", "application-local.yml", "values.local.yaml"])
    elif st == 1:
        s = "spring:\n  %s:\n    token: %s" % (slug, yaml_val(val))
        w = "src/main/resources/application.yml"
    elif st == 2:
        s = "env:\n  - name: %s\n    value: %s" % (v.env, yaml_val(val))
        w = pick(["deploy/k8s/worker.yaml", "charts/api/templates/deployment.yaml"])
    else:
        s = "services:\n  worker:\n    environment:\n      %s: %s" % (v.env, yaml_val(val))
        w = "docker-compose.yml"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="yaml config")


def c_toml(v, val):
    slug = vslug(v)
    st = cyc("c_toml", 3)
    if st == 0:
        s = '[%s]\napi_key = "%s"\nmax_retries = 3' % (slug, val)
        w = pick(["config.toml", "settings.toml", ".streamlit/secrets.toml"])
    elif st == 1:
        s = '[vars]\n%s = "%s"' % (v.env, val)
        w = "wrangler.toml"
    else:
        s = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "@acme/%s-mcp"]\nenv = { "%s" = "%s" }' % (slug, slug, v.env, val)
        w = "~/.codex/config.toml"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="toml config")


def c_ini(v, val):
    slug = vslug(v)
    st = cyc("c_ini", 3)
    if st == 0:
        s = "[%s]\napi_key = %s\nendpoint = %s" % (slug, val, v.url.split("/")[2] if v.url else "default")
        w = pick(["settings.ini", "config.cfg", "setup.cfg", "tox.ini"])
    elif st == 1:
        s = "[program:worker]\ncommand=/opt/app/bin/worker\nenvironment=%s=\"%s\",LOG_LEVEL=\"info\"" % (v.env, val)
        w = "/etc/supervisor/conf.d/worker.conf"
    else:
        s = "[Service]\nEnvironment=%s=%s\nExecStart=/usr/local/bin/app" % (v.env, val)
        w = "/etc/systemd/system/app.service"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="ini/systemd")


def c_xml(v, val):
    if any(c in val for c in "&<>\"'"):
        raise Retry("xml")
    st = cyc("c_xml", 2)
    if st == 0:
        s = '<appSettings>\n  <add key="%s" value="%s" />\n</appSettings>' % (camel(v.env)[0].upper() + camel(v.env)[1:], val)
        w = "Web.config"
    else:
        s = "<properties>\n  <%s.token>%s</%s.token>\n</properties>" % (vslug(v), val, vslug(v))
        w = "pom.xml"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="xml config")


def c_props(v, val):
    s = "%s.api.key=%s\n%s.api.timeout=30s" % (vslug(v), val, vslug(v))
    w = pick(["application.properties", "gradle.properties", "local.properties", "config/app.properties"])
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="properties")


def c_tf(v, val):
    st = cyc("c_tf", 2)
    if st == 0:
        s = '%s = "%s"' % (snake(v.env), val)
        w = pick(["terraform.tfvars", "prod.auto.tfvars", "envs/staging/terraform.tfvars"])
    else:
        s = 'variable "%s" {\n  type      = string\n  default   = "%s"\n  sensitive = true\n}' % (snake(v.env), val)
        w = "variables.tf"
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="terraform")


def c_ci(v, val):
    st = cyc("c_ci", 3)
    if st == 0:
        s = "    - name: Run integration tests\n      env:\n        %s: %s\n      run: npm run test:integration" % (v.env, yaml_val(val))
        w = ".github/workflows/ci.yml"
    elif st == 1:
        s = "variables:\n  %s: %s\n\ntest:\n  script:\n    - make test" % (v.env, yaml_val(val))
        w = ".gitlab-ci.yml"
    else:
        s = "environment:\n  %s: %s" % (v.env, yaml_val(val))
        w = pick([".circleci/config.yml", "bitbucket-pipelines.yml", ".drone.yml"])
    return dict(snippet=s, where=w, where_ko=w, secrets=[val], c="ci file")


def c_k8s(v, val):
    name = vslug(v) + "-credentials"
    if chance(0.5):
        enc = b64(val.encode())
        s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\ndata:\n  %s: %s" % (name, v.env, enc)
        return dict(snippet=s, where="k8s/secret.yaml", where_ko="k8s/secret.yaml", secrets=[enc], c="k8s Secret data (base64)")
    s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\nstringData:\n  %s: %s" % (name, v.env, yaml_val(val))
    return dict(snippet=s, where="k8s/secret.yaml", where_ko="k8s/secret.yaml", secrets=[val], c="k8s Secret stringData")


def c_docker(v, val):
    st = cyc("c_docker", 3)
    if st == 0:
        s = "FROM node:20-alpine\nWORKDIR /app\nENV %s=%s\nCOPY . ." % (v.env, val)
        w = "Dockerfile"
    elif st == 1:
        s = "docker run --rm -e %s=%s -p 8080:8080 acme/api:latest" % (v.env, val)
        w = "the docker run command"
    else:
        s = "docker build --build-arg %s=%s -t acme/web ." % (v.env, val)
        w = "the Makefile build target"
    wk = {"the docker run command": "docker run 명령", "the Makefile build target": "Makefile 빌드 타겟"}.get(w, w)
    if st == 1:
        return dict(snippet=s, where="the shell history", where_ko="셸 히스토리", secrets=[val], c="docker", cmd=True)
    return dict(snippet=s, where=w, where_ko=wk, secrets=[val], c="docker")


def c_mcp(v, val):
    slug = vslug(v)
    st = cyc("c_mcp", 3)
    if st == 0:
        s = '{\n  "mcpServers": {\n    "%s": {\n      "command": "npx",\n      "args": ["-y", "@%s/mcp-server"],\n      "env": { "%s": "%s" }\n    }\n  }\n}' % (slug, slug, v.env, val)
        w = pick([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json"])
    elif st == 1:
        s = '{\n  "env": {\n    "%s": "%s"\n  }\n}' % (v.env, val)
        w = pick([".claude/settings.local.json", ".claude/settings.json"])
    else:
        s = 'claude mcp add %s -e %s=%s -- npx -y @%s/mcp-server' % (slug, v.env, val, slug)
        w = "the claude mcp add command"
    wk = {"the claude mcp add command": "claude mcp add 명령"}.get(w, w)
    return dict(snippet=s, where=w, where_ko=wk, secrets=[val], c="MCP/agent config")


def c_secret_set(v, val):
    st = cyc("c_secret_set", 7)
    q = shq(val)
    if st == 0:
        s = "gh secret set %s --body %s" % (v.env, q)
    elif st == 1:
        s = "fly secrets set %s=%s -a acme-api" % (v.env, q)
    elif st == 2:
        s = "heroku config:set %s=%s --app acme-staging" % (v.env, q)
    elif st == 3:
        s = "aws ssm put-parameter --name /prod/%s --type SecureString --value %s --overwrite" % (snake(v.env), q)
    elif st == 4:
        s = "kubectl create secret generic %s --from-literal=%s=%s -n prod" % (vslug(v), snake(v.env), q)
    elif st == 5:
        s = "printf %%s %s | vercel env add %s production" % (q, v.env)
    else:
        s = "railway variables --set \"%s=%s\"" % (v.env, val)
    return dict(snippet=s, where="the shell history", where_ko="셸 히스토리", secrets=[val], c="secret set CLI", cmd=True)


def c_log(v, val):
    h, hv, sec, extra = auth_parts(v, val)
    if extra:
        raise Retry("log basic")
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59),
                                                  R.randint(0, 59), R.randint(0, 999))
    st = cyc("c_log", 3)
    if st == 0:
        s = "%s DEBUG http.client send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n'" % (
            ts, "/" + "/".join(v.url.split("/")[3:]) if v.url else "/", v.url.split("/")[2] if v.url else "api", h, hv)
    elif st == 1:
        s = "[%s] INFO  config loaded: {'env': 'staging', '%s': '%s', 'retries': 3}" % (ts, snake(v.env), val)
    else:
        s = "%s level=debug msg=\"outgoing request\" method=POST header.%s=\"%s\"" % (ts, h.lower(), hv)
    return dict(snippet=s, where="the worker log", where_ko="워커 로그", secrets=sec, c="log line")


def c_diff(v, val):
    old = v.gen()
    st = cyc("c_diff", 2)
    if st == 0:
        s = "-%s=%s\n+%s=${%s}" % (v.env, old, v.env, v.env)
        return dict(snippet=s, where="the diff of .env.example", where_ko=".env.example diff", secrets=[old], c="diff (removed line)")
    s = "-%s=%s\n+%s=%s" % (v.env, old, v.env, val)
    return dict(snippet=s, where="the config diff", where_ko="config diff", secrets=[old, val], c="diff (rotated value)")


def c_table(v, val):
    s = "| env | var | value |\n|---|---|---|\n| staging | %s | %s |\n| prod | %s | (ask Jin) |" % (v.env, val, v.env)
    return dict(snippet=s, where="the onboarding wiki table", where_ko="온보딩 위키 표", secrets=[val], c="markdown table")


def c_chat(v, val):
    who = pick(["dana", "minsu.kim", "alex", "jiwoo", "sam.lee", "hyejin", "tom"])
    t = "%d:%02d" % (R.randint(9, 18), R.randint(0, 59))
    s = pick(["[%s] %s: here's the %s, don't share it: %s",
              "%s  %s: use this %s for now -> %s",
              "[%s] @%s: %s => %s"]) % (t, who, v.thing("en"), val)
    return dict(snippet=s, where="Slack", where_ko="슬랙", secrets=[val], c="chat paste")


def c_chat_ko(v, val):
    who = pick(["김민수", "이지우", "박서연", "최팀장", "정대리", "한혜진", "윤과장"])
    t = pick(["오전", "오후"]) + " %d:%02d" % (R.randint(1, 12), R.randint(0, 59))
    s = pick(["[%s] %s: %s 여기요 %s 외부 공유 금지",
              "%s %s : %s -> %s",
              "[%s] %s: %s 이걸로 쓰세요\n%s"]) % (t, who, v.thing("ko"), val)
    return dict(snippet=s, where=pick(["카톡", "슬랙 DM", "팀즈 채팅"]), where_ko=pick(["카톡", "슬랙 DM", "팀즈 채팅"]),
                secrets=[val], c="chat paste (ko)")


# vendor-specific SDK / CLI lines. {k} = the token
SPECIFIC = {
    "OpenAI": ['from openai import OpenAI\nclient = OpenAI(api_key="{k}")', 'const openai = new OpenAI({ apiKey: "{k}" });',
               'llm = ChatOpenAI(model="gpt-4o-mini", api_key="{k}")'],
    "Anthropic": ['client = anthropic.Anthropic(api_key="{k}")', "const anthropic = new Anthropic({ apiKey: '{k}' });",
                  'llm = ChatAnthropic(model="claude-sonnet-4-5", api_key="{k}")'],
    "Stripe": ['stripe.api_key = "{k}"', "const stripe = require('stripe')('{k}');", "Stripe.api_key = '{k}'",
               "\\Stripe\\Stripe::setApiKey('{k}');", 'stripe.Key = "{k}"', "stripe listen --api-key {k} --forward-to localhost:3000/webhooks"],
    "Slack": ['client = WebClient(token="{k}")', 'const app = new App({ token: "{k}", signingSecret: process.env.SLACK_SIGNING_SECRET });'],
    "GitHub": ['const octokit = new Octokit({ auth: "{k}" });', 'g = Github(auth=Auth.Token("{k}"))',
               'client := github.NewClient(nil).WithAuthToken("{k}")', "echo {k} | gh auth login --with-token",
               "git clone https://x-access-token:{k}@github.com/acme/infra.git",
               "git remote set-url origin https://{k}@github.com/acme/web.git"],
    "GitLab": ['gl = gitlab.Gitlab("https://gitlab.com", private_token="{k}")',
               "git clone https://oauth2:{k}@gitlab.com/acme/platform/api.git",
               'glab auth login --hostname gitlab.com --token {k}'],
    "SendGrid": ['sg = SendGridAPIClient("{k}")', 'sgMail.setApiKey("{k}");'],
    "Pinecone": ['pc = Pinecone(api_key="{k}")', "const pc = new Pinecone({ apiKey: '{k}' });"],
    "Groq": ['client = Groq(api_key="{k}")'],
    "Mistral": ['client = Mistral(api_key="{k}")'],
    "Cohere": ['co = cohere.ClientV2("{k}")'],
    "Replicate": ['client = replicate.Client(api_token="{k}")'],
    "Hugging Face": ['login(token="{k}")', "huggingface-cli login --token {k}", "hf auth login --token {k}",
                     'model = AutoModel.from_pretrained("acme/internal-ranker", token="{k}")'],
    "Supabase": ['supabase = create_client("https://xyzcompany.supabase.co", "{k}")',
                 "const supabase = createClient(process.env.SUPABASE_URL, '{k}')"],
    "Notion": ['notion = Client(auth="{k}")', 'const notion = new Client({ auth: "{k}" });'],
    "Linear": ['const linear = new LinearClient({ apiKey: "{k}" });'],
    "Sentry": ["sentry-cli --auth-token {k} releases new 2.14.0", "SENTRY_AUTH_TOKEN={k} npx @sentry/wizard@latest -i nextjs"],
    "Telegram": ["curl https://api.telegram.org/bot{k}/getUpdates", 'app = Application.builder().token("{k}").build()'],
    "Discord": ['client.run("{k}")', "client.login('{k}');"],
    "Google Gemini": ['client = genai.Client(api_key="{k}")', 'genai.configure(api_key="{k}")',
                      'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={k}"'],
    "HashiCorp Vault": ["vault login {k}", "VAULT_ADDR=https://vault.internal:8200 VAULT_TOKEN={k} vault kv get secret/app"],
    "DigitalOcean": ["doctl auth init --access-token {k}"],
    "Vercel": ["vercel deploy --prod --token {k}", "vercel env pull .env.local --token={k}"],
    "Netlify": ["netlify deploy --prod --auth {k}"],
    "Terraform Cloud": ['{\n  "credentials": {\n    "app.terraform.io": { "token": "{k}" }\n  }\n}'],
    "npm": ["//registry.npmjs.org/:_authToken={k}", "npm config set //registry.npmjs.org/:_authToken {k}"],
    "PyPI": ["twine upload -u __token__ -p {k} dist/*", "[pypi]\n  username = __token__\n  password = {k}",
             "uv publish --token {k}"],
    "Docker Hub": ["docker login -u acmebot -p {k}", "echo {k} | docker login -u acmebot --password-stdin"],
    "NuGet": ["dotnet nuget push bin/Release/Acme.Core.2.3.1.nupkg --api-key {k} --source https://api.nuget.org/v3/index.json"],
    "crates.io": ["cargo login {k}", "cargo publish --token {k}"],
    "RubyGems": ["---\n:rubygems_api_key: {k}"],
    "Codecov": ["      - uses: codecov/codecov-action@v4\n        with:\n          token: {k}"],
    "ngrok": ["ngrok config add-authtoken {k}", "authtoken: {k}"],
    "Tailscale": ["tailscale up --authkey={k} --hostname=ci-runner-3", "sudo tailscale up --auth-key {k}"],
    "Cypress Cloud": ["npx cypress run --record --key {k}"],
    "Chromatic": ["npx chromatic --project-token={k}"],
    "Percy": ["PERCY_TOKEN={k} npx percy exec -- npm test"],
    "Snyk": ["snyk auth {k}"],
    "SonarQube": ["sonar-scanner -Dsonar.projectKey=acme-api -Dsonar.token={k}", "mvn sonar:sonar -Dsonar.login={k}"],
    "Weights & Biases": ["wandb login {k}", 'wandb.login(key="{k}")'],
    "Databricks": ["[DEFAULT]\nhost  = https://adb-1234567890123456.7.azuredatabricks.net\ntoken = {k}"],
    "Doppler": ["doppler configure set token {k} --scope /srv/app"],
    "LaunchDarkly": ['ldclient.set_config(Config("{k}"))', "const client = LaunchDarkly.init('{k}');"],
    "Langfuse": ['langfuse = Langfuse(public_key="pk-lf-' + '{pk}' + '", secret_key="{k}", host="https://cloud.langfuse.com")'],
    "Expo": ["EXPO_TOKEN={k} eas build --platform ios --non-interactive"],
    "Heroku": ["machine api.heroku.com\n  login deploy@acme.io\n  password {k}", "HEROKU_API_KEY={k} heroku releases -a acme-api"],
    "Fly.io": ["flyctl deploy --access-token {k}", "FLY_API_TOKEN={k} fly deploy --remote-only"],
    "Cloudflare": ["CLOUDFLARE_API_TOKEN={k} npx wrangler deploy"],
    "Pulumi": ["PULUMI_ACCESS_TOKEN={k} pulumi up --stack prod"],
    "Twilio": ['client = Client("AC' + '{sid}' + '", "{k}")', "twilio login --auth-token {k}"],
    "Datadog": ['initialize(api_key="{k}")', "DD_API_KEY={k} DD_SITE=datadoghq.com bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\""],
    "Atlassian": ['jira = JIRA(server="https://acme.atlassian.net", basic_auth=("dev@acme.io", "{k}"))'],
    "Okta": ["okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: {k}"],
    "Quay.io": ["docker login quay.io -u 'acme+deployer' -p {k}"],
    "Jenkins": ["java -jar jenkins-cli.jar -s https://jenkins.acme.io/ -auth ci-bot:{k} build deploy-prod"],
    "Kubernetes": ["kubectl --server=https://10.0.0.1:6443 --token={k} get pods -A",
                   "users:\n- name: ci\n  user:\n    token: {k}"],
    "Elastic": ['es = Elasticsearch("https://acme-prod.es.us-east-1.aws.found.io:9243", api_key="{k}")'],
    "Resend": ["const resend = new Resend('{k}');"],
    "Clerk": ["const clerkClient = createClerkClient({ secretKey: '{k}' });"],
    "Postmark": ['client = PostmarkClient(server_token="{k}")'],
    "Algolia": ['client = SearchClient.create("ABC123XYZ0", "{k}")'],
    "Mapbox": ["mapbox upload acme.parcels data/parcels.geojson --access-token {k}"],
    "Firebase Cloud Messaging": ['headers = {"Authorization": "key={k}", "Content-Type": "application/json"}'],
    "Kakao": ['headers = {"Authorization": f"KakaoAK {k}"}'.replace("{k}", "{k}")],
    "Toss Payments": ["const secretKey = '{k}';\nconst encoded = Buffer.from(secretKey + ':').toString('base64');"],
    "Naver Developers": ['headers = {"X-Naver-Client-Id": "' + '{cid}' + '", "X-Naver-Client-Secret": "{k}"}'],
    "Home Assistant": ['homeassistant:\n  url: http://homeassistant.local:8123\n  token: {k}'],
    "Azure Storage": ["az storage blob list --account-name acmeprodlogs --container-name raw --account-key {k}"],
    "Azure AD": ['credential = ClientSecretCredential(tenant_id, client_id, "{k}")',
                 "az login --service-principal -u " + "{cid}" + " -p {k} --tenant " + "{tid}"],
    "Google OAuth": ['flow = Flow.from_client_config({"web": {"client_id": CLIENT_ID, "client_secret": "{k}"}}, scopes=SCOPES)'],
}


def c_specific(v, val):
    tpls = SPECIFIC.get(v.name)
    if not tpls:
        raise Retry("no specific")
    t = pick(tpls)
    s = t.replace("{pk}", uuid4()).replace("{sid}", hx(32)).replace("{cid}", uuid4() if v.name == "Azure AD" else rs(AL, 20)) \
        .replace("{tid}", uuid4()).replace("{k}", val)
    first = s.split("\n")[0]
    if first.startswith(("curl", "git ", "docker", "echo", "twine", "cargo", "snyk", "ngrok config", "tailscale", "sudo",
                         "npx", "vault", "doctl", "vercel", "netlify", "glab", "huggingface", "hf ", "sentry-cli", "stripe",
                         "dotnet", "wandb login", "doppler", "flyctl", "kubectl", "sonar", "mvn", "az ", "java -jar",
                         "mapbox", "twilio", "uv ", "npm config", "printf")) or re.match(r"[A-Z_]+=", first):
        return dict(snippet=s, where="the shell history", where_ko="셸 히스토리", secrets=[val], c="vendor CLI", cmd=True)
    w, wk, c = "the client setup code", "클라이언트 초기화 코드", "vendor SDK/config"
    return dict(snippet=s, where=w, where_ko=wk, secrets=[val], c=c)


CONTAINERS = [(c_dotenv, 14), (c_export, 7), (c_inline, 5), (c_fish_ps, 2), (c_curl, 10), (c_http_client, 8),
              (c_json, 6), (c_yaml, 6), (c_toml, 4), (c_ini, 4), (c_xml, 2), (c_props, 3), (c_tf, 3), (c_ci, 5),
              (c_k8s, 4), (c_docker, 4), (c_mcp, 6), (c_secret_set, 5), (c_log, 3), (c_diff, 3), (c_table, 2),
              ]


def pick_container(lang):
    fns = [c for c, w in CONTAINERS] + [c_chat_ko if lang == "ko" else c_chat]
    ws = [w for c, w in CONTAINERS] + [3]
    return R.choices(fns, weights=ws)[0]


# ----------------------------------------------------------------------------------------------------------
# prose pools
# ----------------------------------------------------------------------------------------------------------
TASKS = {
    "en": ["wire up the {svc} integration", "fix the failing {svc} webhook test", "run the nightly {svc} sync locally",
           "debug the 401s from {svc}", "upgrade the {svc} SDK to the new major", "add retries around the {svc} client",
           "set up the {svc} MCP server for the agent", "backfill last month's {svc} data",
           "move the {svc} calls behind a feature flag", "get the e2e suite green on CI",
           "port the {svc} script from Python to TypeScript", "add a health check that pings {svc}"],
    "ko": ["{svc} 연동 붙이기", "{svc} 웹훅 테스트 깨진 거 고치기", "{svc} 야간 동기화 배치 로컬에서 돌려보기",
           "{svc} 401 에러 원인 찾기", "{svc} SDK 메이저 버전 업그레이드", "{svc} 클라이언트에 재시도 로직 추가",
           "에이전트용 {svc} MCP 서버 세팅", "지난달 {svc} 데이터 백필", "CI에서 e2e 테스트 통과시키기",
           "{svc} 스크립트 파이썬에서 TS로 포팅", "{svc} 헬스체크 추가"],
}

V_MC = {
    "en": ["Nobody told me where to find the {thing}; the task just said to {task}.",
           "The task was to {task}, but the repo has no .env.example and the README never mentions {svc} credentials.",
           "I didn't know the app reads {env} at startup, so the first run died with a 401 from {svc}.",
           "Wasn't told which {svc} account the staging environment uses, or that it differs from prod.",
           "The ticket said '{task}' and nothing about credentials; they turned out to be only in {where}.",
           "I assumed {svc} calls were mocked in dev. They haven't been since last sprint.",
           "The user expected me to already have the {svc} credentials from a previous session.",
           "No one mentioned that CI and local use different {svc} keys.",
           "The handoff doc for '{task}' skipped the auth setup entirely.",
           "I was not told that {env} must be set before the tests import the client module.",
           "Missing: which of the three {svc} keys in the team vault is the live one."],
    "ko": ["{thing:이} 어디 있는지 아무도 안 알려줌. 태스크는 그냥 '{task}'였음.",
           "'{task}' 작업인데 레포에 .env.example도 없고 README에 {svc} 인증 얘기가 없음.",
           "앱이 시작할 때 {env:을} 읽는 줄 몰라서 첫 실행이 {svc} 401로 죽었음.",
           "스테이징이 어떤 {svc} 계정을 쓰는지, prod랑 다르다는 것도 못 들음.",
           "티켓에는 '{task}'만 있고 인증 정보 얘기는 없었음. 알고 보니 {where}에만 있었음.",
           "dev에서는 {svc} 호출이 mock인 줄 알았는데 지난 스프린트부터 실제로 호출함.",
           "사용자는 내가 이전 세션에서 {svc} 키를 이미 받은 줄 알고 있었음.",
           "CI랑 로컬이 서로 다른 {svc} 키를 쓴다는 걸 아무도 말 안 해줌.",
           "인수인계 문서에 '{task}' 관련 인증 설정 부분이 통째로 빠져 있었음.",
           "테스트가 client 모듈 import 하기 전에 {env:이} 세팅돼 있어야 한다는 걸 몰랐음.",
           "팀 볼트에 {svc} 키가 세 개 있는데 어느 게 live인지 몰랐음."],
}
V_MC_SNIP = {
    "en": ["The user pasted this into the chat while asking me to {task}:\n{snippet}\nThey didn't say whether it was prod or staging.",
           "Found this in {where} while trying to {task}:\n{snippet}",
           "Context I lacked: the {thing} is hardcoded ({where}):\n{snippet}",
           "What I was handed for '{task}':\n{snippet}\nNothing else, no docs."],
    "ko": ["사용자가 '{task}' 요청하면서 채팅에 이걸 붙여넣음:\n{snippet}\nprod 키인지 스테이징 키인지는 말 안 함.",
           "'{task}' 하다가 {where}에서 발견:\n{snippet}",
           "{thing:이} 여기 하드코딩돼 있었음 ({where}):\n{snippet}",
           "'{task}' 하라고 받은 건 이게 전부였음:\n{snippet}\n문서는 없음."],
}
V_LS_SNIP = {
    "en": ["{svc} needs the key set before the client is created. What worked ({where}):\n{snippet}",
           "Working setup, from {where}:\n{snippet}\nThe dev server has to be restarted to pick it up.",
           "This is what made the integration test pass:\n{snippet}",
           "The 401s stopped once {where} had:\n{snippet}",
           "For next time, {where} needs\n{snippet}\notherwise {svc} quietly falls back to the sandbox.",
           "Writing the exact line down so I don't have to ask again:\n{snippet}",
           "Auth for {svc} is just this:\n{snippet}\nRate limits are per key, so don't reuse it for load tests.",
           "I verified the credentials with\n{snippet}\nand got a 200 back.",
           "{snippet}\n^ that is the config that works against {svc}; the one in the wiki is outdated."],
    "ko": ["{svc} 클라이언트 만들기 전에 키가 세팅돼 있어야 함. {where} 기준으로 이렇게 하니까 됨:\n{snippet}",
           "동작하는 설정 ({where}):\n{snippet}\n바꾼 뒤 dev 서버 재시작해야 반영됨.",
           "이걸로 통합 테스트 통과함:\n{snippet}",
           "{where}에 아래 넣으니까 401 사라짐:\n{snippet}",
           "다음부터는 {where}에 이게 있어야 함:\n{snippet}\n없으면 {svc}가 조용히 sandbox로 붙음.",
           "다시 물어보지 않으려고 그대로 적어둠:\n{snippet}",
           "{svc} 인증은 이게 전부임:\n{snippet}\nrate limit이 키 단위라 부하 테스트에 같이 쓰면 안 됨.",
           "아래로 키 확인했고 200 떨어짐:\n{snippet}",
           "{snippet}\n↑ 이게 {svc}에 실제로 붙는 설정. 위키에 있는 건 옛날 거임."],
}
V_LS_CMD = {
    "en": ["Ran this and it worked:\n{snippet}", "This is the command that got a 200:\n{snippet}", "For next time, the exact command:\n{snippet}",
           "{snippet}\n^ run it from the repo root; the README version is outdated.", "I verified the credentials with\n{snippet}\nand got a 200 back.",
           "{svc} only accepted it this way:\n{snippet}"],
    "ko": ["이 명령으로 됨:\n{snippet}", "200 떨어진 명령:\n{snippet}", "다음에 그대로 쓰면 되는 명령:\n{snippet}",
           "{snippet}\n↑ 레포 루트에서 실행해야 함. README 버전은 옛날 거.", "아래로 키 확인했고 200 떨어짐:\n{snippet}", "{svc}는 이렇게 해야만 받아줌:\n{snippet}"],
}
V_LS_PLAIN = {
    "en": ["It was the staging key; prod uses a different one stored elsewhere. Once it was exported the job ran.",
           "The key only has read scope, so the backfill's write step still fails with 403.",
           "Restarting the worker was enough; no code change was needed.",
           "The SDK reads {env} lazily, so setting it after import silently does nothing."],
    "ko": ["스테이징 키였음. prod 키는 다른 데 보관돼 있음. export 하고 나니 잡 돌아감.",
           "키가 read 권한만 있어서 백필의 write 단계는 여전히 403 남.",
           "워커 재시작만 하면 됐고 코드 수정은 필요 없었음.",
           "SDK가 {env:을} lazy하게 읽어서 import 이후에 세팅하면 아무 효과 없음."],
}
V_LS_INLINE = {
    "en": ["The {thing} is {value} and it goes in {env}.",
           "Use {value} for {svc}; the old key was revoked on Monday.",
           "I authenticated against {svc} with {value} and the sync finished.",
           "{env} has to be {value} for the staging project, otherwise the requests are rejected.",
           "Setting {env}={value} in the shell before `make dev` fixed it."],
    "ko": ["{thing:은} {value} 이고 {env}에 넣으면 됨.",
           "{svc}는 {value} 로 인증하면 됨. 예전 키는 월요일에 폐기됨.",
           "{value} 로 {svc} 인증해서 싱크 끝까지 돌림.",
           "스테이징 프로젝트는 {env:이} {value} 여야 함. 아니면 요청 다 거절됨.",
           "make dev 전에 셸에서 {env}={value} 잡아주니까 해결.", "{env}에 {value}를 넣으면 됨. 예전 값은 폐기됨."],
}
V_ASK = {
    "en": ["Which {svc} key should I use for staging vs prod?",
           "Is there a vault path for the {thing} so it doesn't have to live in {where}?",
           "Should the {svc} key be rotated after this session?", "",
           "Can you confirm the {thing} in {where} is still current?",
           "Who owns the {svc} account if the key needs rotating?",
           "Where should credentials like this go instead of {where}?",
           "Do you want me to move this into the secrets manager?"],
    "ko": ["스테이징/prod {svc} 키 각각 뭘 써야 하는지?", "{thing:을} {where} 말고 볼트 어디에 두면 되는지?",
           "세션 끝나면 {svc} 키 로테이션 해야 하는지?", "",
           "{where}에 있는 {thing:이} 아직 유효한지 확인 부탁", "키 교체할 때 {svc} 계정 담당자가 누구인지?",
           "이런 인증 정보는 {where} 대신 어디에 둬야 하는지?", "시크릿 매니저로 옮길지 물어보기",
           "스테이징용 {svc} 키 따로 발급해주실 수 있나요?", "{svc} 키 만료일이 언제인지 알려주세요"],
}
V_ASK_VAL = {
    "en": ["Is {value} still the active {thing}, or was it rotated?",
           "Should I keep using {value} next time, or get a scoped key?",
           "Confirm {value} is the staging {thing} and not prod."],
    "ko": ["{value} 아직 쓰는 키 맞는지, 로테이션 됐는지?", "다음에도 {value} 그대로 써도 되는지 아니면 권한 좁힌 키를 받아야 하는지?",
           "{value} 이게 스테이징 {thing} 맞는지 (prod 아닌지) 확인"],
}
V_SPLIT_MC = {
    "en": ["Credentials for '{task}' came from the user in chat. The {thing} they gave me is",
           "I had to ask for the {svc} credentials; the reply was a single line. {env} =",
           "The wiki page for {svc} was empty, so the user sent the {thing} directly:"],
    "ko": ["'{task}' 인증 정보는 사용자가 채팅으로 줬음. 받은 {thing:은}",
           "{svc} 인증 정보를 따로 물어봤더니 한 줄로 답이 옴. {env} =",
           "{svc} 위키 페이지가 비어 있어서 사용자가 {thing:을} 직접 보내줌:"],
}
V_SPLIT_LS = {
    "en": ["{value} (works only from the office VPN). Everything else in the setup guide is accurate.",
           "{value}\nWith that exported the client initialises and the test suite passes.",
           "{value} — and it has to be set before the process starts."],
    "ko": ["{value} (사내 VPN에서만 됨). 나머지 셋업 가이드 내용은 맞음.", "{value}\n이거 export 하니까 클라이언트 초기화되고 테스트 통과함.",
           "{value} 이고 프로세스 시작 전에 세팅돼 있어야 함."],
}
V_SPLIT_SENT = {
    "en": ["I finally got the {svc} credentials from the team lead. Here is the {thing}. {value}",
           "The {thing} is in the shared doc, second table. Copying it here: {value}.",
           "{svc} auth was the blocker. Key for it, from the user: {value} — the job ran after that."],
    "ko": ["결국 팀장님한테 {svc} 인증 정보 받음. {thing:은} 아래. {value}",
           "{thing:은} 공유 문서 두 번째 표에 있음. 여기 옮겨둠: {value}",
           "{svc} 인증이 막혀 있었음. 사용자가 준 키: {value} 이걸로 잡 돌아감."],
}

FILL = {
    "en": ["Also, the staging cluster scales to zero after 30 minutes, so the first request is slow.",
           "pnpm 9 is required; npm install rewrites the lockfile.", "The webhook endpoint retries three times with backoff.",
           "Tests must run with TZ=UTC or the date fixtures fail.", "Node 20 is pinned in .nvmrc.",
           "The sandbox account has a 100 requests/minute limit.", "Migrations have to run before the seed script.",
           "`make dev` starts everything except the worker.", "Worker logs are in Grafana under the 'jobs' folder.",
           "The integration tests are tagged @slow and skipped by default.",
           "The repo uses Conventional Commits; CI rejects other messages.",
           "Docker Desktop needs at least 6 GB of RAM for the full stack.", "Python is pinned to 3.11 via .python-version.",
           "The API is versioned by header, not by path.", "Feature flags are read once at boot.",
           "The staging DB is refreshed from a prod snapshot every Sunday night."],
    "ko": ["참고로 스테이징 클러스터는 30분 지나면 scale-to-zero 돼서 첫 요청이 느림.", "pnpm 9 필수. npm install 하면 lockfile 다 바뀜.",
           "웹훅은 backoff 걸고 3번 재시도함.", "테스트는 TZ=UTC로 돌려야 날짜 fixture 안 깨짐.", "Node 버전은 .nvmrc에 20으로 고정.",
           "sandbox 계정은 분당 100 요청 제한 있음.", "seed 스크립트 전에 마이그레이션 먼저 돌려야 함.", "make dev 하면 워커 빼고 다 뜸.",
           "워커 로그는 Grafana 'jobs' 폴더에 있음.", "통합 테스트는 @slow 태그라 기본으로는 스킵됨.",
           "커밋 메시지는 Conventional Commits 아니면 CI에서 막힘.", "전체 스택 띄우려면 Docker Desktop 메모리 6GB 이상 필요.",
           "파이썬은 .python-version으로 3.11 고정.", "API 버전은 path가 아니라 헤더로 구분함.", "피처 플래그는 부팅 시 한 번만 읽음.",
           "스테이징 DB는 매주 일요일 밤에 prod 스냅샷으로 갱신됨."],
}


def maybe_fill(lang, text, p=0.3):
    if chance(p):
        f = pick(FILL[lang])
        sep = "\n" if "\n" in text else " "
        return (text + sep + f) if chance(0.7) else (f + sep + text)
    return text


def frame_vendor(lang, ctx, inline_ok=True, clean=False, ls_pool=None):
    """Build (mc, ls, ask, mode) for a token in a container. ctx has svc, thing, where, task, env, snippet, value."""
    modes = ["ls_snip"] * 10 + ["mc_snip"] * 3 + ([] if clean else ["ask_repeat"] * 2)
    if inline_ok:
        modes += ["inline"] * 3 + ["split_fields"] * 3 + ["split_sent"] * 3
    mode = pick(modes)
    mc = fill(pick(V_MC[lang]), ctx)
    ask = fill(pick(V_ASK[lang]), ctx)
    lsp = ls_pool or V_LS_SNIP
    if mode == "ls_snip":
        ls = fill(pick(lsp[lang]), ctx)
    elif mode == "mc_snip":
        mc = fill(pick(V_MC_SNIP[lang]), ctx)
        ls = fill(pick(V_LS_PLAIN[lang]), ctx)
    elif mode == "ask_repeat":
        ls = fill(pick(lsp[lang]), ctx)
        ask = fill(pick(V_ASK_VAL[lang]), ctx)
    elif mode == "inline":
        ls = fill(pick(V_LS_INLINE[lang]), ctx)
        if chance(0.3):
            ask = fill(pick(V_ASK_VAL[lang]), ctx)
    elif mode == "split_fields":
        mc = fill(pick(V_SPLIT_MC[lang]), ctx)
        ls = fill(pick(V_SPLIT_LS[lang]), ctx)
    else:
        ls = fill(pick(V_SPLIT_SENT[lang]), ctx)
    if mode not in ("split_fields",):
        mc = maybe_fill(lang, mc, 0.25)
    if chance(0.2) and not ls.startswith(ctx.get("value", "\0")):
        f = pick(FILL[lang])
        tail = ls.rsplit("\n", 1)[-1]
        if ctx.get("snippet") and ls.rstrip().endswith(ctx["snippet"].rsplit("\n", 1)[-1]):
            ls = f + " " + ls
        elif tail == ls or not ctx.get("snippet") or tail not in ctx["snippet"]:
            ls = ls + " " + f
    return mc, ls, ask, mode


# ----------------------------------------------------------------------------------------------------------
# password / account frames: ctx has system, user, snippet, value, task
# ----------------------------------------------------------------------------------------------------------
# {system} = noun phrase ("the build box", "Jenkins"); {sysm} = modifier form ("build box", "Jenkins").
# Templates that need {user} are skipped when the context has no user (passphrase-type secrets, config files).
P_MC = {
    "en": ["Nobody gave me the {sysm} credentials; the task assumed I could already log in.",
           "I didn't know {system} needs its own login, separate from SSO.",
           "The runbook for '{task}' skips the step where you authenticate to {system}.",
           "I wasn't told the {sysm} password was changed last week.",
           "Missing: which account to use on {system} (it turned out to be {user}).",
           "The task said to {task} but the connection details for {system} weren't in the repo.",
           "The user only said 'the usual {sysm} login', which I don't have."],
    "ko": ["{system} 접속 정보를 아무도 안 줌. 이미 로그인할 수 있다고 가정하고 있었음.",
           "{system:은} SSO랑 별개로 계정이 따로 있다는 걸 몰랐음.",
           "'{task}' 런북에 {system} 인증하는 단계가 빠져 있음.",
           "{system} 비번이 지난주에 바뀐 걸 못 들었음.",
           "{system}에서 어떤 계정을 써야 하는지 몰랐음 (결국 {user}).",
           "'{task}' 하라고 했는데 {system} 접속 정보가 레포에 없었음.",
           "사용자가 '늘 쓰던 {system} 계정'이라고만 해서 뭔지 몰랐음."],
}
P_MC_PASS = {
    "en": ["Nobody told me the passphrase for {system}.", "The {sysm} passphrase wasn't in the runbook for '{task}'.",
           "I didn't know {system} was protected with a separate passphrase.",
           "The task was to {task}, and it stalled on the {sysm} passphrase prompt."],
    "ko": ["{system} 암호를 아무도 안 알려줌.", "'{task}' 런북에 {system} 암호가 빠져 있었음.", "{system}에 별도 암호가 걸려 있는 줄 몰랐음.",
           "'{task}' 하다가 {system} 암호 입력 프롬프트에서 멈춤."],
}
P_LS_SNIP = {
    "en": ["This is the command that worked:\n{snippet}", "Ran this:\n{snippet}",
           "For next time:\n{snippet}\nQuote the password; it has shell metacharacters.{quoted}", "What finally worked for '{task}':\n{snippet}",
           "{snippet}\nThat's the only combination {system} accepted.", "Command, copied from the user's shell history:\n{snippet}"],
    "ko": ["이 명령으로 됨:\n{snippet}", "실행한 명령:\n{snippet}", "다음에 참고:\n{snippet}\n비번에 특수문자 있어서 따옴표 필수.{quoted}",
           "'{task}' 결국 이걸로 해결:\n{snippet}", "{snippet}\n{system}에서 통과되는 조합은 이것뿐이었음.", "사용자 셸 히스토리에서 복사한 명령:\n{snippet}"],
}
P_LS_INLINE = {
    "en": ["The {sysm} login is {user} / {value}.", "I logged in to {system} as {user} with the password {value}.",
           "Password for {user} on {system} is {value} (changed last week).", "{system}: user {user}, password {value}. Only reachable over the VPN."],
    "ko": ["{system} 계정은 {user} / {value} 임.", "{system}에 {user} 계정으로 로그인함. 비번은 {value}",
           "{system} {user} 비밀번호는 {value} (지난주에 바뀜).", "{system}: 아이디 {user}, 비번 {value}. VPN 붙어야 접속됨.",
           "{system} 비번은 {value}이고 계정은 {user}."],
}
P_LS_INLINE_PASS = {
    "en": ["The passphrase for {system} is {value}.", "{system} opens with {value}; it is not the same as the login password."],
    "ko": ["{system} 암호는 {value}.", "{system:은} {value} 로 풀림. 로그인 비번이랑 다름."],
}
P_ASK = {
    "en": ["Is there a vault entry for the {sysm} credentials?", "Should I rotate the {sysm} password after this?", "",
           "Who can give me my own {sysm} account instead of the shared one?", "Is {user} the right account for {system}?"],
    "ko": ["{system} 계정 정보 볼트에 있는지?", "작업 끝나면 {system} 비번 바꿔야 하는지?", "",
           "공용 계정 말고 내 {system} 계정 따로 받을 수 있는지?", "{system}에서 {user} 계정 쓰는 게 맞는지?"],
}
P_ASK_PASS = {
    "en": ["Where should the {sysm} passphrase be stored?", "", "", "Should the {sysm} passphrase be changed now that it's in a note?"],
    "ko": ["{system} 암호 어디에 보관해야 하는지?", "", "", "노트에 남았으니 {system} 암호 바꿔야 하는지?"],
}
P_ASK_VAL = {
    "en": ["Is {value} still the {sysm} password?", "Is {user} / {value} still valid for {system}?"],
    "ko": ["{system} 비번 아직 {value} 맞는지?", "{user} / {value} 아직 {system}에서 유효한지?"],
}
P_ASK_VAL2 = {
    "en": ["Is {value} still valid for {system}?", "Should {value} be rotated now that it's in this note?",
           "Confirm {value} is the staging value, not prod."],
    "ko": ["{system}에서 {value} 아직 유효한지?", "{value} 노트에 남았으니 바꿔야 하는지?", "{value} 스테이징 값 맞는지 (prod 아닌지) 확인"],
}
P_SPLIT_MC = {
    "en": ["The {sysm} account is {user}. The password the user gave me is", "Asked for the {sysm} login; got {user} and the password",
           "{system} needs a password that isn't written anywhere in the repo. It is:"],
    "ko": ["{system} 계정은 {user}. 사용자가 알려준 비번은", "{system} 로그인 정보 물어봐서 {user} 계정이랑 비번 받음. 비번:",
           "{system} 비번은 레포 어디에도 없음. 비번:"],
}
P_SPLIT_LS = {
    "en": ["{value} and it only works from inside the VPN.", "{value}\nAfter logging in, the import finished in about ten minutes.",
           "{value} (case-sensitive, copy it exactly)."],
    "ko": ["{value} 이고 VPN 안에서만 됨.", "{value}\n로그인하고 나서 import 10분 정도 걸림.", "{value} (대소문자 구분함, 그대로 복사할 것)"],
}
P_SPLIT_SENT = {
    "en": ["The {sysm} password was reset this morning. The new one is {value}.",
           "Login for {system} is {user}. Password: {value}",
           "I had the wrong password for {system}. The right one, per the user, is {value}."],
    "ko": ["{system} 비번 오늘 아침에 리셋됨. 새 비번은 {value}", "{system} 로그인은 {user}. 비번: {value}",
           "{system} 비번을 잘못 알고 있었음. 사용자 말로는 {value} 가 맞음."],
}
P_MC_SNIP = {
    "en": ["The user pasted how they connect to {system}:\n{snippet}\nbut didn't say it was the shared admin account.",
           "From the old runbook for '{task}':\n{snippet}"],
    "ko": ["사용자가 {system} 접속하는 방법을 붙여줌:\n{snippet}\n공용 관리자 계정이라는 말은 없었음.",
           "'{task}' 예전 런북에 있던 내용:\n{snippet}"],
}
P_LS_AFTER = {
    "en": ["The same login works for '{task}', but only from the bastion host.",
           "That account has superuser rights; reporting queries should use a read-only role.",
           "It worked on the first try once the value was quoted.{quoted}"],
    "ko": ["같은 계정으로 '{task}'도 되는데 배스천에서만 접속됨.", "그 계정이 superuser 권한이라 리포팅 쿼리는 read-only 롤로 하는 게 맞음.",
           "값을 따옴표로 감싸니까 한 번에 됨.{quoted}"],
}
CFG_LS = {
    "en": ["From {where}:\n{snippet}", "The working values in {where}:\n{snippet}\nThe app reads them only at startup.",
           "{where} on the staging box has:\n{snippet}", "Had to fix {where} to this before it would start:\n{snippet}",
           "{snippet}\n(that's {where}; the copy in the repo template is empty)"],
    "ko": ["{where} 내용:\n{snippet}", "{where}에 실제로 들어가 있는 값:\n{snippet}\n앱 시작할 때만 읽음.", "스테이징 서버의 {where}:\n{snippet}",
           "{where:을} 이렇게 고치고 나서야 뜸:\n{snippet}", "{snippet}\n({where} 기준, 레포 템플릿에는 비어 있음)"],
}
OUT_LS = {
    "en": ["Ran this on {where}:\n{snippet}", "{snippet}\n(output from {where}; log in with that and change it right away)",
           "Initial admin credential, straight from {where}:\n{snippet}"],
    "ko": ["{where}에서 실행:\n{snippet}", "{snippet}\n({where} 출력. 이걸로 로그인하고 바로 바꿀 것)", "{where}에서 나온 초기 관리자 비번:\n{snippet}"],
}
CONN_LS = {
    "en": ["Connection string that works:\n{snippet}", "The app only connects with TLS on; this is the exact value:\n{snippet}",
           "{snippet}\nThe password has characters that must stay percent-encoded.", "For local runs against {system}:\n{snippet}"],
    "ko": ["붙는 connection string:\n{snippet}", "TLS 켜야만 접속됨. 정확한 값:\n{snippet}",
           "{snippet}\n비번에 특수문자가 있어서 퍼센트 인코딩된 상태로 둬야 함.", "로컬에서 {system} 붙을 때:\n{snippet}"],
}
SQL_LS = {
    "en": ["Ran this as the admin user:\n{snippet}", "The account was created with:\n{snippet}\nThe BI tool connects fine now.",
           "{snippet}\nRun it on the primary, not the replica."],
    "ko": ["관리자 계정으로 실행함:\n{snippet}", "아래로 계정 생성함:\n{snippet}\n이제 BI 툴 접속 잘 됨.", "{snippet}\n레플리카 말고 primary에서 실행해야 함."],
}


def pickf(pool, ctx):
    """pick a template whose slots are all available in ctx, then fill it; capitalise a leading slot in English."""
    ok = [t for t in pool if all(m.group(1) in ctx for m in _SLOT.finditer(t))]
    t = pick(ok)
    s = fill(t, ctx)
    if t.startswith("{") and s[:1].islower() and not t.startswith(("{snippet}", "{value}")) and not has_hangul(t):
        s = s[0].upper() + s[1:]
    return s


def sys_ctx(ctx, lang):
    """derive {sysm} from {system} (strip the English article)"""
    s = ctx["system"]
    if "'" in ctx.get("snippet", "") or '"' in ctx.get("snippet", ""):
        ctx["quoted"] = ""
    ctx["sysm"] = s[4:] if (lang == "en" and s.startswith("the ")) else s
    if ctx.get("user") in (None, "-", ""):
        ctx.pop("user", None)
    return ctx


def frame_pw(lang, ctx, inline_ok=True, snip_ok=True, ls_pool=None, ptype="account"):
    """ptype: account | passphrase | config"""
    sys_ctx(ctx, lang)
    if "user" not in ctx and ptype == "account":
        ptype = "config"
    modes = []
    if snip_ok:
        modes += ["ls_snip"] * 8 + ["ask_repeat"] * 2 + ["mc_snip"] * 2
    if inline_ok:
        modes += ["inline"] * 4 + ["split_sent"] * 3
        if ptype == "account":
            modes += ["split_fields"] * 3
    mode = pick(modes)
    mc = pickf((P_MC_PASS if ptype == "passphrase" else P_MC)[lang], ctx)
    ask = pickf((P_ASK_PASS if ptype == "passphrase" else P_ASK)[lang], ctx)
    lsp = ls_pool or P_LS_SNIP
    if mode == "ls_snip":
        ls = pickf(lsp[lang], ctx)
    elif mode == "ask_repeat":
        ls = pickf(lsp[lang], ctx)
        ask = pickf((P_ASK_VAL if ptype == "account" else P_ASK_VAL2)[lang], ctx)
    elif mode == "mc_snip":
        mc = pickf(P_MC_SNIP[lang], ctx)
        ls = pickf(P_LS_AFTER[lang], ctx)
    elif mode == "inline":
        ls = pickf((P_LS_INLINE_PASS if ptype == "passphrase" else P_LS_INLINE)[lang], ctx)
        if chance(0.3):
            ask = pickf((P_ASK_VAL if ptype == "account" else P_ASK_VAL2)[lang], ctx)
    elif mode == "split_fields":
        mc = pickf(P_SPLIT_MC[lang], ctx)
        ls = pickf(P_SPLIT_LS[lang], ctx)
    else:
        ls = pickf(P_SPLIT_SENT[lang] if ptype == "account" else P_LS_INLINE_PASS[lang], ctx)
    if mode != "split_fields":
        mc = maybe_fill(lang, mc, 0.2)
    return mc, ls, ask, mode


# ----------------------------------------------------------------------------------------------------------
# SECRET templates. Each returns dict(cat, mc, ls, ask, secrets, vendor)
# ----------------------------------------------------------------------------------------------------------
def note(cat, mc, ls, ask, secrets, vendor=None):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return dict(cat=cat, mc=mc, ls=ls, ask=ask, secrets=out, vendor=vendor)


_VENDOR_QUEUE = []


def next_vendor(lang):
    for _ in range(400):
        if not _VENDOR_QUEUE:
            _VENDOR_QUEUE.extend(shuffled(range(len(VENDORS))))
        i = _VENDOR_QUEUE.pop(0)
        v = VENDORS[i]
        if v.ko and lang == "en" and chance(0.7):
            _VENDOR_QUEUE.append(i)
            continue
        return v
    return VENDORS[0]


def t_vendor(lang):
    v = next_vendor(lang)
    val = v.gen()
    cont = c_specific if (v.name in SPECIFIC and chance(0.4)) else pick_container(lang)
    try:
        c = cont(v, val)
    except Retry:
        c = c_dotenv(v, val)
    svc = v.name
    ctx = dict(svc=svc, thing=v.thing(lang), where=c["where"] if lang == "en" else c["where_ko"],
               task=fill(pick(TASKS[lang]), dict(svc=svc)), env=v.env, snippet=c["snippet"], value=c["secrets"][-1])
    inline_ok = len(c["secrets"]) == 1 and c["secrets"][0] == val and "\n" not in c["snippet"]
    mc, ls, ask, mode = frame_vendor(lang, ctx, inline_ok=inline_ok, ls_pool=V_LS_CMD if c.get("cmd") else None)
    return note("%s: %s %s (%s)" % (c["c"], v.name, v.kind, mode), mc, ls, ask, c["secrets"], vendor=v.name)


# ---- key pairs -------------------------------------------------------------------------------------------
def t_aws(lang):
    akid = g_aws_akid()
    sk = g_aws_secret()
    region = pick(["us-east-1", "ap-northeast-2", "eu-west-1", "us-west-2"])
    prof = pick(["default", "acme-prod", "staging", "deploy", "data-eng"])
    st = cyc("t_aws", 8)
    secrets = [akid, sk]
    if st == 0:
        s = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (prof, akid, sk, region)
        if akid.startswith("ASIA"):
            tok = "IQoJb3JpZ2luX2VjE" + rs(B64A, R.randint(280, 380)) + "=="
            s += "\naws_session_token = " + tok
            secrets.append(tok)
        w = "~/.aws/credentials"
    elif st == 1:
        s = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_DEFAULT_REGION=%s" % (akid, sk, region)
        w = "the shell"
    elif st == 2:
        s = "aws configure set aws_access_key_id %s --profile %s\naws configure set aws_secret_access_key %s --profile %s" % (
            akid, prof, sk, prof)
        w = "aws configure"
    elif st == 3:
        s = 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="%s",\n    aws_secret_access_key="%s",\n    region_name="%s",\n)' % (
            akid, sk, region)
        w = "etl/upload.py"
    elif st == 4:
        s = 'provider "aws" {\n  region     = "%s"\n  access_key = "%s"\n  secret_key = "%s"\n}' % (region, akid, sk)
        w = "main.tf"
    elif st == 5:
        s = "      - name: Deploy\n        env:\n          AWS_ACCESS_KEY_ID: %s\n          AWS_SECRET_ACCESS_KEY: %s\n        run: ./deploy.sh" % (akid, sk)
        w = ".github/workflows/deploy.yml"
    elif st == 6:
        s = "const s3 = new S3Client({\n  region: '%s',\n  credentials: { accessKeyId: '%s', secretAccessKey: '%s' },\n});" % (region, akid, sk)
        w = "src/storage.ts"
    else:
        s = "AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 sync ./dist s3://acme-web-%s --delete" % (
            akid, sk, pick(["prod", "staging"]))
        w = "the deploy command"
    wk = {"the shell": "셸", "the deploy command": "배포 명령"}.get(w, w)
    ctx = dict(svc="AWS", thing="AWS access key" if lang == "en" else "AWS 액세스 키", where=w if lang == "en" else wk,
               task=fill(pick(TASKS[lang]), dict(svc="S3")), env="AWS_ACCESS_KEY_ID", snippet=s, value=akid)
    mc, ls, ask, mode = frame_vendor(lang, ctx, inline_ok=False)
    return note("AWS key pair in %s (%s)" % (w, mode), mc, ls, ask, secrets, vendor="AWS")


def t_pair(lang):
    st = cyc("t_pair", 14)
    region = pick(["us-east-1", "ap-northeast-2"])
    if st == 0:
        sid = "AC" + hx(32)
        tok = hx(32)
        s = 'account_sid = "%s"\nauth_token = "%s"\nclient = Client(account_sid, auth_token)' % (sid, tok)
        sec, vend, w = [tok], "Twilio", "notify/sms.py"
    elif st == 1:
        k, sct = rs(AL, 64), rs(AL, 64)
        s = "BINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s" % (k, sct)
        sec, vend, w = [k, sct], "Binance", ".env"
    elif st == 2:
        k, sct = hx(32), hx(32)
        s = "mailjet = Client(auth=(\"%s\", \"%s\"), version=\"v3.1\")" % (k, sct)
        sec, vend, w = [k, sct], "Mailjet", "mailer.py"
    elif st == 3:
        k, sct = "ncp_iam_" + rs(UD, 24) if chance(0.5) else rs(UD, 20), rs(AL, 40)
        s = "NCP_ACCESS_KEY=%s\nNCP_SECRET_KEY=%s" % (k, sct)
        sec, vend, w = [k, sct], "Naver Cloud", ".env"
    elif st == 4:
        k, sct = "NCS" + rs(UD, 13), rs(UD, 32)
        s = "const messageService = new SolapiMessageService('%s', '%s');" % (k, sct)
        sec, vend, w = [k, sct], "Solapi", "src/sms.ts"
    elif st == 5:
        k, sct = rs(UD, 20), rs(AL, 40)
        s = "mc alias set minio https://minio.internal:9000 %s %s" % (k, sct)
        sec, vend, w = [k, sct], "MinIO", "the mc command"
    elif st == 6:
        key, sct = digits(15), rs(B64U, 27)
        s = "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (key, sct, pick(["acme-media", "dxyz123ab", "shop-assets"]))
        sec, vend, w = [sct], "Cloudinary", ".env"
    elif st == 7:
        k, sct = "GOOG1E" + rs(UD, 55), rs(AL + "+/", 40)
        s = "[Credentials]\ngs_access_key_id = %s\ngs_secret_access_key = %s" % (k, sct)
        sec, vend, w = [k, sct], "Google Cloud Storage HMAC", "~/.boto"
    elif st == 8:
        k, sct = rs(UD, 16), rs(AL + "+/", 64)
        s = ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule '
             'required username="%s" password="%s";' % (k, sct))
        sec, vend, w = [k, sct], "Confluent Cloud", "client.properties"
    elif st == 9:
        k, sct = "ak-" + rs(AL, 22), "as-" + rs(AL, 22)
        s = "modal token set --token-id %s --token-secret %s" % (k, sct)
        sec, vend, w = [k, sct], "Modal", "the modal CLI"
    elif st == 10:
        cid, sct = rs(AL, 20), rs(AL, 10)
        s = "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=%s" % (cid, sct)
        sec, vend, w = [sct], "Naver Login", ".env.local"
    elif st == 11:
        k, sct = "DO00" + rs(UD, 16), rs(AL + "/+", 43)
        s = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = sgp1.digitaloceanspaces.com" % (k, sct)
        sec, vend, w = [k, sct], "DigitalOcean Spaces", "~/.s3cfg"
    elif st == 12:
        k, sct = hx(8), rs(AL, 16)
        s = "client = vonage.Client(key=\"%s\", secret=\"%s\")" % (k, sct)
        sec, vend, w = [sct], "Vonage", "alerts/sms.py"
    else:
        ak, sct = uuid4(), rs(AL, 40)
        s = "COUPANG_ACCESS_KEY=%s\nCOUPANG_SECRET_KEY=%s" % (ak, sct)
        sec, vend, w = [ak, sct], "Coupang Wing", ".env"
    ctx = dict(svc=vend, thing=("%s credentials" % vend) if lang == "en" else ("%s 인증 정보" % vend), where=w,
               task=fill(pick(TASKS[lang]), dict(svc=vend)), env="", snippet=s, value=sec[-1])
    mc, ls, ask, mode = frame_vendor(lang, ctx, inline_ok=False)
    return note("key pair: %s in %s (%s)" % (vend, w, mode), mc, ls, ask, sec, vendor=vend)


# ---- passwords on the command line -----------------------------------------------------------------------
HOSTS = ["db.staging.internal", "10.0.3.21", "mysql-prod-replica.internal", "pg-main.cluster-c7x.ap-northeast-2.rds.amazonaws.com",
         "192.168.10.15", "bastion.acme.io", "db01.corp.acme.local", "172.16.4.20", "nas.office.lan", "build-01.internal"]
DBS = ["app", "app_production", "analytics", "orders", "billing", "legacy_crm", "warehouse"]
USERS = ["app", "admin", "root", "deploy", "readonly", "svc_reporting", "postgres", "sa", "etl_user", "jenkins", "minsu.kim",
         "ops", "backup", "dbadmin"]


def _cli(lang):
    """-> (snippet, secrets, system_en, system_ko, user, name)"""
    h, db, u = pick(HOSTS), pick(DBS), pick(USERS)
    pw = ko_password() if lang == "ko" and chance(0.5) else password()
    q = shq(pw)
    st = cyc("_cli", 44)
    if st == 0:
        return "mysql -h %s -u %s -p%s %s" % (h, u, q, db), [pw], "the MySQL server", "MySQL 서버", u, "mysql -p attached"
    if st == 1:
        return "mysql --host=%s --user=%s --password=%s %s < migrate.sql" % (h, u, q, db), [pw], "the MySQL server", "MySQL 서버", u, "mysql --password="
    if st == 2:
        return "mysqldump -u %s -p%s --single-transaction %s > %s.sql" % (u, q, db, db), [pw], "the prod MySQL replica", "prod MySQL 레플리카", u, "mysqldump -p"
    if st == 3:
        return "PGPASSWORD=%s psql -h %s -U %s -d %s" % (q, h, u, db), [pw], "staging Postgres", "스테이징 Postgres", u, "PGPASSWORD psql"
    if st == 4:
        e = url_pw(pw)
        return 'pg_dump "postgresql://%s:%s@%s:5432/%s" -Fc -f backup.dump' % (u, e, h, db), [e], "the reporting Postgres", "리포팅 Postgres", u, "pg_dump URI"
    if st == 5:
        return "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q, u, h), [pw], "the build box", "빌드 서버", u, "sshpass -p"
    if st == 6:
        return "sshpass -p %s rsync -avz ./dist/ %s@%s:/var/www/app/" % (q, u, h), [pw], "the web server", "웹 서버", u, "sshpass rsync"
    if st == 7:
        reg = pick(["registry.acme.io", "harbor.corp.local", "ghcr.io", "nexus.acme.io:8443"])
        return "docker login %s -u %s -p %s" % (reg, u, q), [pw], "the private registry " + reg, "사설 레지스트리 " + reg, u, "docker login -p"
    if st == 8:
        reg = pick(["registry.acme.io", "harbor.corp.local", "nexus.acme.io:8443"])
        return "echo %s | docker login %s -u %s --password-stdin" % (q, reg, u), [pw], "the registry " + reg, "레지스트리 " + reg, u, "echo | docker login"
    if st == 9:
        return "redis-cli -h %s -p 6379 -a %s --no-auth-warning" % (h, q), [pw], "the cache Redis", "캐시 Redis", "default", "redis-cli -a"
    if st == 10:
        return 'mongosh "mongodb://%s:27017/%s" -u %s -p %s --authenticationDatabase admin' % (h, db, u, q), [pw], "MongoDB", "MongoDB", u, "mongosh -p"
    if st == 11:
        return "curl -u %s:%s https://%s/api/v1/export?format=csv -o export.csv" % (u, q if q != pw else pw, pick(["jira.corp.acme.io", "nexus.acme.io", "grafana.internal"])), [pw], "the internal API", "내부 API", u, "curl -u user:pass"
    if st == 12:
        return "wget --user=%s --password=%s https://files.acme.io/releases/agent-2.4.1.tar.gz" % (u, q), [pw], "the release file server", "릴리스 파일 서버", u, "wget --password"
    if st == 13:
        return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, q), [pw], "the nginx basic-auth", "nginx basic auth", u, "htpasswd -b positional"
    if st == 14:
        pw2 = password("alnum")
        return ("keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass %s \\\n"
                "  -destkeystore app.jks -deststorepass %s" % (shq(pw2), q)), [pw2, pw], "the Java keystore", "자바 키스토어", "-", "keytool -storepass"
    if st == 15:
        pw = password(pick(["alnum", "human", "generated"]), forbid=" ")
        return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw], "the PKCS#12 bundle", "PKCS#12 번들", "-", "openssl -passout pass:"
    if st == 16:
        return "zip -P %s -r customer-export.zip exports/" % q, [pw], "the export archive", "추출 압축파일", "-", "zip -P"
    if st == 17:
        pw = password(pick(["alnum", "human"]), forbid=" ")
        return "7z x db-backup-2025-03.7z -p%s -o./restore" % pw, [pw], "the backup archive", "백업 압축파일", "-", "7z -p attached"
    if st == 18:
        pw = password(forbid=" %'")
        return "smbclient //%s/finance -U 'CORP\\%s%%%s'" % (pick(HOSTS), u, pw), [pw], "the finance share", "재무팀 공유폴더", u, "smbclient -U user%pass"
    if st == 19:
        pw = password(forbid=" ,'")
        return "sudo mount -t cifs //%s/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (pick(HOSTS), u, pw), [pw], "the NAS", "NAS", u, "mount cifs password="
    if st == 20:
        return "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, q), [pw], "the Windows jump host", "윈도우 점프 호스트", u, "xfreerdp /p:"
    if st == 21:
        return ('ldapsearch -x -H ldap://%s -D "cn=%s,dc=corp,dc=acme,dc=io" -w %s -b "ou=people,dc=corp,dc=acme,dc=io" "(uid=%s)"'
                % (pick(["ldap.corp.acme.io", "10.0.0.5"]), u, q, pick(USERS))), [pw], "LDAP", "LDAP", u, "ldapsearch -w"
    if st == 22:
        return "ipmitool -I lanplus -H %s -U %s -P %s chassis power status" % (pick(["10.10.0.21", "idrac-07.dc1"]), pick(["ADMIN", "root"]), q), [pw], "the BMC/iDRAC", "BMC(iDRAC)", "ADMIN", "ipmitool -P"
    if st == 23:
        return 'sqlcmd -S %s -U %s -P %s -d %s -Q "SELECT COUNT(*) FROM dbo.Orders"' % (pick(["sql01.corp.local", "acme.database.windows.net"]), pick(["sa", "sqladmin"]), q, db), [pw], "SQL Server", "SQL Server", "sa", "sqlcmd -P"
    if st == 24:
        return "rabbitmqctl add_user %s %s\nrabbitmqctl set_permissions -p / %s \".*\" \".*\" \".*\"" % (u, q, u), [pw], "RabbitMQ", "RabbitMQ", u, "rabbitmqctl add_user positional"
    if st == 25:
        pw = password(pick(["human", "alnum"]), forbid=" ^&|<>%")
        return "net user %s %s /add\nnet localgroup administrators %s /add" % (u, pw, u), [pw], "the Windows build agent", "윈도우 빌드 에이전트", u, "net user positional"
    if st == 26:
        pw = password(pick(["human", "alnum", "generated"]), forbid=" @/\"'")
        return "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, pick(["oradb01.corp.local", "10.1.2.30"])), [pw], "Oracle", "Oracle DB", u, "sqlplus user/pass positional"
    if st == 27:
        return "mysqladmin -u root password %s" % q, [pw], "the local MySQL root", "로컬 MySQL root", "root", "mysqladmin password positional"
    if st == 28:
        pw = password(forbid=" :'")
        return "echo '%s:%s' | sudo chpasswd" % (u, pw), [pw], "the VM", "VM", u, "chpasswd"
    if st == 29:
        return "helm upgrade --install pg bitnami/postgresql -n data \\\n  --set auth.postgresPassword=%s --set auth.database=%s" % (q, db), [pw], "the in-cluster Postgres", "클러스터 내 Postgres", "postgres", "helm --set password"
    if st == 30:
        pw = password(forbid=" \"'")
        return 'ansible-playbook -i inventory/prod site.yml -e "ansible_become_pass=%s"' % pw, [pw], "the prod hosts (sudo)", "prod 서버 sudo", u, "ansible -e become_pass"
    if st == 31:
        pw = password(forbid="'")
        return "terraform apply -var 'db_password=%s' -var-file=prod.tfvars" % pw, [pw], "the RDS master user", "RDS 마스터 계정", "dbadmin", "terraform -var"
    if st == 32:
        return "mosquitto_pub -h %s -p 8883 -u %s -P %s -t sensors/line3/temp -m 21.5 --cafile ca.crt" % (pick(["mqtt.factory.local", "10.20.0.7"]), u, q), [pw], "the MQTT broker", "MQTT 브로커", u, "mosquitto_pub -P"
    if st == 33:
        c = pick(["corp", "netops", "mon", "private"]) + rs(AL, R.randint(5, 10))
        return "snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (c, pick(["10.0.0.1", "core-sw-01"])), [c], "SNMP on the core switch", "코어 스위치 SNMP", "-", "snmpwalk community"
    if st == 34:
        return 'ssh-keygen -t ed25519 -C "deploy@ci" -f ~/.ssh/deploy_ed25519 -N %s' % q, [pw], "the CI deploy key", "CI 배포 키", "-", "ssh-keygen -N"
    if st == 35:
        return "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz" % q, [pw], "the GPG-encrypted backup", "GPG 암호화 백업", "-", "gpg --passphrase"
    if st == 36:
        return "clickhouse-client --host %s --secure --user %s --password %s" % (pick(["ch.analytics.internal", "10.0.5.11"]), u, q), [pw], "ClickHouse", "ClickHouse", u, "clickhouse-client --password"
    if st == 37:
        e = url_pw(pw)
        return "git clone https://%s:%s@%s/acme/legacy-billing.git" % (u, e, pick(["git.corp.acme.io", "bitbucket.acme.io", "gitea.office.lan"])), [e], "the internal git server", "사내 git 서버", u, "git clone user:pass URL"
    if st == 38:
        return "az login -u %s@acme.onmicrosoft.com -p %s" % (u.replace(".", ""), q), [pw], "the Azure tenant", "Azure 테넌트", u, "az login -p"
    if st == 39:
        return "vault login -method=userpass username=%s password=%s" % (u, q), [pw], "Vault (userpass)", "Vault (userpass)", u, "vault login password="
    if st == 40:
        return "wp user create deploy deploy@acme.io --role=administrator --user_pass=%s" % q, [pw], "the WordPress admin", "워드프레스 관리자", "deploy", "wp-cli --user_pass"
    if st == 41:
        return ("kubectl create secret docker-registry regcred -n apps --docker-server=harbor.corp.local \\\n"
                "  --docker-username=%s --docker-password=%s" % (u, q)), [pw], "Harbor", "Harbor", u, "kubectl docker-registry --docker-password"
    if st == 42:
        return "echo %s | sudo -S systemctl restart nginx" % q, [pw], "sudo on the web box", "웹서버 sudo", u, "echo | sudo -S"
    pw = password(forbid=" ")
    return "java -jar app.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (u, pw), [pw], "the app DB", "앱 DB", u, "spring CLI arg"


def t_cli_pw(lang):
    snip, sec, sys_en, sys_ko, user, name = _cli(lang)
    system = sys_en if lang == "en" else sys_ko
    ctx = dict(system=system, user=user, snippet=snip, value=sec[0],
               task=pick({"en": ["restore last night's backup", "migrate the schema", "rotate the TLS cert", "clean up old users",
                                 "export the customer report", "fix the nightly job", "check disk usage"],
                          "ko": ["어젯밤 백업 복구", "스키마 마이그레이션", "TLS 인증서 교체", "오래된 계정 정리", "고객 리포트 추출",
                                 "야간 배치 수정", "디스크 사용량 확인"]}[lang]))
    inline_ok = len(sec) == 1 and chance(0.3)
    mc, ls, ask, mode = frame_pw(lang, ctx, inline_ok=inline_ok, snip_ok=not inline_ok or chance(0.5),
                                 ptype="passphrase" if user == "-" else "account")
    return note("shell: %s (%s)" % (name, mode), mc, ls, ask, sec)


# ---- connection strings ----------------------------------------------------------------------------------
def _conn(lang):
    u, db = pick(USERS), pick(DBS)
    pw = ko_password() if lang == "ko" and chance(0.3) else password(pick(["human", "generated", "alnum", "openssl", "passphrase"]))
    e = url_pw(pw)
    st = cyc("_conn", 16)
    if st == 0:
        return "DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, e, pick(HOSTS), db), [e], "Postgres URL in .env"
    if st == 1:
        return 'SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://%s:%s@%s/%s"' % (u, e, pick(HOSTS), db), [e], "SQLAlchemy URI"
    if st == 2:
        return "DATABASE_URL=mysql://%s:%s@%s:3306/%s" % (u, e, pick(HOSTS), db), [e], "MySQL URL"
    if st == 3:
        c = "cluster0.%s.mongodb.net" % rs(LD, 5)
        return "MONGODB_URI=mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (u, e, c, db), [e], "mongodb+srv URI"
    if st == 4:
        if chance(0.5):
            return "REDIS_URL=redis://:%s@%s:6379/0" % (e, pick(HOSTS)), [e], "redis URL"
        return "REDIS_URL=rediss://default:%s@%s.upstash.io:6379" % (e, pick(["apt-gull-31245", "eu1-fond-koala-3312"])), [e], "rediss URL"
    if st == 5:
        return "CELERY_BROKER_URL=amqps://%s:%s@%s/%s" % (u, e, pick(["b-1a2b3c.mq.ap-northeast-2.amazonaws.com", "rabbit.internal"]), pick(["prod", "%2F"])), [e], "amqp URL"
    if st == 6:
        pw = password(forbid=";'\" ")
        return ("Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (db, u, pw)), [pw], "ADO.NET connection string"
    if st == 7:
        return "spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (pick(HOSTS), db, u, e), [e], "JDBC URL with password"
    if st == 8:
        pw = password(forbid=" @/\"'")
        return "ORACLE_DSN=%s/%s@//oradb01.corp.local:1521/ORCLPDB1" % (u, pw), [pw], "Oracle easy connect"
    if st == 9:
        return "clickhouse://default:%s@ch.analytics.internal:9440/%s?secure=true" % (e, db), [e], "ClickHouse URL"
    if st == 10:
        return "snowflake://%s:%s@acme-xy12345/%s/PUBLIC?warehouse=TRANSFORM_WH&role=TRANSFORMER" % (u.upper(), e, db.upper()), [e], "Snowflake URL"
    if st == 11:
        return 'es = Elasticsearch("https://elastic:%s@es01.internal:9200", verify_certs=False)' % e, [e], "Elasticsearch URL"
    if st == 12:
        return "EMAIL_URL=smtp+tls://%s:%s@smtp.mailgun.org:587" % ("postmaster%40mg.acme.io", e), [e], "SMTP URL"
    if st == 13:
        return "curl -T report.csv ftp://%s:%s@ftp.partner.co.kr/upload/" % (u, e), [e], "ftp URL"
    if st == 14:
        return "const pool = new Pool({ connectionString: 'postgresql://%s:%s@%s/%s' });" % (u, e, pick(HOSTS), db), [e], "pg Pool connectionString"
    return "mongosh \"mongodb://%s:%s@%s:27017/%s?authSource=admin\"" % (u, e, pick(HOSTS), db), [e], "mongosh URI"


def t_conn(lang):
    snip, sec, name = _conn(lang)
    sysname = {"en": pick(["the staging database", "the prod replica", "the analytics DB", "the shared dev DB"]),
               "ko": pick(["스테이징 DB", "prod 레플리카", "분석 DB", "공용 개발 DB"])}[lang]
    ctx = dict(system=sysname, user="-", snippet=snip, value=sec[0],
               task={"en": pick(["run the migrations", "reproduce the bug with real data", "fix the connection pool leak"]),
                     "ko": pick(["마이그레이션 돌리기", "실데이터로 버그 재현", "커넥션 풀 누수 수정"])}[lang])
    mc, ls, ask, mode = frame_pw(lang, ctx, inline_ok=False, ls_pool=CONN_LS, ptype="config")
    return note("connection string: %s (%s)" % (name, mode), mc, ls, ask, sec)


# ---- config-file passwords -------------------------------------------------------------------------------
def _cfgpw(lang):
    u = pick(USERS)
    pw = ko_password() if lang == "ko" and chance(0.3) else password()
    st = cyc("_cfgpw", 26)
    if st == 0:
        return ("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s" % (
            pick(HOSTS), pick(DBS), u, yaml_val(pw))), [pw], "application.yml", "spring datasource password"
    if st == 1:
        return ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n"
                "        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (pick(DBS), u, pw, pick(HOSTS))), [pw], "settings.py", "Django DATABASES"
    if st == 2:
        return "production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: %s" % (pick(DBS), u, yaml_val(pw)), [pw], "config/database.yml", "Rails database.yml"
    if st == 3:
        return "define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );" % (rs(LO, 4), u, pw), [pw], "wp-config.php", "wp-config DB_PASSWORD"
    if st == 4:
        pw = password(forbid="&<>")
        return "<server>\n  <id>nexus-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (u, pw), [pw], "~/.m2/settings.xml", "maven settings.xml"
    if st == 5:
        pw = password(forbid=":\\")
        return "%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBS), u, pw), [pw], "~/.pgpass", ".pgpass line"
    if st == 6:
        return "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw if " " not in pw else '"%s"' % pw, pick(HOSTS)), [pw], "~/.my.cnf", ".my.cnf"
    if st == 7:
        pw = password(forbid=" ")
        return "machine %s\n  login %s\n  password %s" % (pick(["nexus.acme.io", "git.corp.acme.io", "ftp.partner.co.kr"]), u, pw), [pw], "~/.netrc", ".netrc"
    if st == 8:
        blob = b64(("%s:%s" % (u, pw)).encode())
        return '{\n  "auths": {\n    "harbor.corp.local": {\n      "auth": "%s"\n    }\n  }\n}' % blob, [blob], "~/.docker/config.json", "docker config.json auth (base64 user:pass)"
    if st == 9:
        blob = b64(pw.encode())
        return "//nexus.acme.io/repository/npm-private/:username=%s\n//nexus.acme.io/repository/npm-private/:_password=%s" % (u, blob), [blob], ".npmrc", ".npmrc _password (base64)"
    if st == 10:
        e = url_pw(pw)
        return "[global]\nindex-url = https://%s:%s@nexus.acme.io/repository/pypi-group/simple" % (u, e), [e], "pip.conf", "pip.conf index-url"
    if st == 11:
        return '{\n  "http-basic": {\n    "repo.acme.io": { "username": "%s", "password": "%s" }\n  }\n}' % (u, pw), [pw], "auth.json", "composer auth.json"
    if st == 12:
        pw = password(forbid="&<>")
        return '<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % (u, pw), [pw], "NuGet.Config", "NuGet ClearTextPassword"
    if st == 13:
        return "mavenUser=%s\nmavenPassword=%s" % (u, pw), [pw], "~/.gradle/gradle.properties", "gradle.properties"
    if st == 14:
        blob = b64(pw.encode())
        return '<Server>\n  <Host>%s</Host>\n  <Port>21</Port>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (pick(HOSTS), u, blob), [blob], "FileZilla sitemanager.xml", "FileZilla base64 Pass"
    if st == 15:
        var = pick(["POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS", "MINIO_ROOT_PASSWORD", "MONGO_INITDB_ROOT_PASSWORD",
                    "KEYCLOAK_ADMIN_PASSWORD", "PGADMIN_DEFAULT_PASSWORD", "GF_SECURITY_ADMIN_PASSWORD"])
        return "services:\n  db:\n    image: postgres:16\n    environment:\n      %s: %s" % (var, yaml_val(pw)), [pw], "docker-compose.yml", "compose %s" % var
    if st == 16:
        return "[security]\nadmin_user = admin\nadmin_password = %s" % pw, [pw], "grafana.ini", "grafana.ini admin_password"
    if st == 17:
        p = hx(32)
        return "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % p, [p], "the Jenkins container", "Jenkins initialAdminPassword output"
    if st == 18:
        p = rs(AL + "-", 16)
        return ('$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n%s' % p), [p], "the Argo CD install", "argocd initial admin secret output"
    if st == 19:
        p = rs(AL + "*_+=-", 20)
        return "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % p, [p], "the Elasticsearch node", "elasticsearch-reset-password output"
    if st == 20:
        return "airflow users create --username admin --firstname Ops --lastname Bot --role Admin --email ops@acme.io --password %s" % shq(pw), [pw], "the Airflow webserver", "airflow users create --password"
    if st == 21:
        return "%s\n%s" % (u, pw), [pw], "auth.txt (OpenVPN auth-user-pass)", "OpenVPN auth-user-pass file"
    if st == 22:
        pw = password(forbid=" ")
        return "[web]\n10.0.1.11\n10.0.1.12\n\n[web:vars]\nansible_user=%s\nansible_password=%s" % (u, pw), [pw], "inventory/hosts.ini", "ansible inventory ansible_password"
    if st == 23:
        pw = password(forbid="&<>")
        return "<UserAccounts>\n  <AdministratorPassword>\n    <Value>%s</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>" % pw, [pw], "autounattend.xml", "Windows unattend AdministratorPassword"
    if st == 24:
        return "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\nMAIL_PASSWORD=%s" % (
            pick(HOSTS), u, env_val(pw), password("alnum")), None, ".env", "Laravel .env DB_PASSWORD + MAIL_PASSWORD"
    p2 = password(forbid=" ")
    return "set smtp_url = \"smtps://%s@smtp.acme.io\"\nset smtp_pass = \"%s\"" % (u, p2), [p2], "~/.muttrc", "muttrc smtp_pass"


def t_cfg_pw(lang):
    snip, sec, where, name = _cfgpw(lang)
    if sec is None:
        sec = [l.split("=", 1)[1].strip('"') for l in snip.split("\n") if l.startswith(("DB_PASSWORD", "MAIL_PASSWORD"))]
    sysname = {"en": pick(["the staging stack", "the admin console", "the legacy app", "the on-prem server", "the build infra"]),
               "ko": pick(["스테이징 스택", "어드민 콘솔", "레거시 앱", "온프렘 서버", "빌드 인프라"])}[lang]
    ctx = dict(system=sysname, user="-", snippet=snip, value=sec[0],
               task={"en": pick(["bring the stack up locally", "fix the deploy", "upgrade the base image"]),
                     "ko": pick(["로컬에서 스택 띄우기", "배포 고치기", "베이스 이미지 업그레이드"])}[lang])
    if where.startswith("the "):
        ctx["where"] = where if lang == "en" else {"the Jenkins container": "Jenkins 컨테이너", "the Argo CD install": "Argo CD 설치 환경",
                                                   "the Elasticsearch node": "Elasticsearch 노드", "the Airflow webserver": "Airflow 웹서버"}.get(where, where)
        pool = OUT_LS
    else:
        ctx["where"] = where
        pool = CFG_LS
    mc, ls, ask, mode = frame_pw(lang, ctx, inline_ok=False, ls_pool=pool, ptype="config")
    return note("config file: %s (%s)" % (name, mode), mc, ls, ask, sec)


# ---- SQL -------------------------------------------------------------------------------------------------
def t_sql(lang):
    u = pick(USERS + ["reporting", "metabase", "dbt", "app_rw"])
    pw = password(forbid="'\"") if not (lang == "ko" and chance(0.3)) else ko_password()
    st = cyc("t_sql", 10)
    sqls = ["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, pick(DBS), u),
            "ALTER USER %s WITH PASSWORD '%s';" % (u, pw),
            "CREATE ROLE %s LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, pw, pick(DBS), u),
            "SET PASSWORD FOR 'root'@'localhost' = PASSWORD('%s');" % pw,
            "ALTER LOGIN sa WITH PASSWORD = '%s';" % pw,
            'CREATE USER %s IDENTIFIED BY "%s" DEFAULT TABLESPACE users;' % (u, pw),
            'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "%s" }] })' % (u, pw, pick(DBS)),
            "ACL SETUSER %s on >%s ~cache:* +get +set +del" % (u, pw),
            "CREATE USER %s IDENTIFIED WITH sha256_password BY '%s';" % (u, pw),
            "ALTER USER SVC_%s SET PASSWORD = '%s' MUST_CHANGE_PASSWORD = FALSE;" % (u.upper().replace(".", "_"), pw)]
    names = ["MySQL CREATE USER IDENTIFIED BY", "Postgres ALTER USER PASSWORD", "Postgres CREATE ROLE PASSWORD", "MySQL SET PASSWORD",
             "MSSQL ALTER LOGIN", "Oracle CREATE USER", "Mongo createUser pwd", "Redis ACL SETUSER", "ClickHouse CREATE USER",
             "Snowflake ALTER USER"]
    s = sqls[st]
    ctx = dict(system={"en": "the database", "ko": "DB"}[lang], user=u, snippet=s, value=pw,
               task={"en": pick(["give the BI tool read access", "create a service account for the new job", "reset the locked account"]),
                     "ko": pick(["BI 툴에 읽기 권한 주기", "새 배치용 서비스 계정 만들기", "잠긴 계정 리셋"])}[lang])
    mc, ls, ask, mode = frame_pw(lang, ctx, inline_ok=False, ls_pool=SQL_LS)
    return note("sql: %s (%s)" % (names[st], mode), mc, ls, ask, [pw])


# ---- prose / chat / tables / splits ----------------------------------------------------------------------
ACCOUNTS = [("the staging admin panel", "스테이징 어드민", "admin", "https://admin.staging.acme.kr"),
            ("Grafana", "Grafana", "admin", "https://grafana.internal"), ("the router", "공유기 관리자 페이지", "admin", "http://192.168.0.1"),
            ("the NAS web UI", "NAS 웹 UI", "admin", "https://nas.office.lan:5001"), ("Jenkins", "Jenkins", "jenkins-admin", "https://jenkins.acme.io"),
            ("the test iPhone", "테스트용 아이폰", "qa@acme.io", "Apple ID"),
            ("the shared App Store Connect account", "공용 App Store Connect 계정", "appstore@acme.io", "https://appstoreconnect.apple.com"),
            ("the vendor portal", "협력사 포털", "acme_ops", "https://partner.acme.co.kr/login"),
            ("the Synology", "시놀로지", "ops", "https://nas.office.lan:5001"), ("the office printer admin page", "사무실 프린터 관리자", "admin", "http://10.0.20.31"),
            ("the QA test account", "QA 테스트 계정", "qa.tester01@acme.io", "https://staging.acme.io/login"),
            ("pgAdmin", "pgAdmin", "dba@acme.io", "http://localhost:5050"),
            ("the company VPN", "사내 VPN", "minsu.kim", "vpn.acme.co.kr:10443"), ("the groupware", "그룹웨어", "jwlee", "https://gw.acme.co.kr"),
            ("the ERP", "ERP", "erp_batch", "https://erp.acme.co.kr"), ("the Wi-Fi controller", "와이파이 컨트롤러", "ubnt", "https://10.0.0.2:8443"),
            ("the Keycloak master realm", "Keycloak master realm", "admin", "https://sso.acme.io/admin"),
            ("the Proxmox host", "Proxmox 호스트", "root@pam", "https://pve01.lan:8006"), ("phpMyAdmin", "phpMyAdmin", "root", "http://db-admin.internal/phpmyadmin"),
            ("the CMS", "CMS", "editor", "https://cms.acme.io/admin")]


def acct(lang):
    sys_en, sys_ko, user, url = pick(ACCOUNTS)
    system = sys_en if lang == "en" else sys_ko
    sysm = system[4:] if system.startswith("the ") else system
    return system, sysm, user, url, sys_en


def cap(s):
    return s[0].upper() + s[1:] if s[:1].islower() else s


def t_prose_pw(lang):
    system, sysm, user, url, sys_en = acct(lang)
    pw = ko_password() if lang == "ko" else password(pick(["human", "human", "passphrase", "generated", "alnum"]))
    ctx = dict(system=system, user=user, snippet="", value=pw,
               task={"en": pick(["check the alert rules", "update the firmware", "reproduce the login bug", "export last month's invoices"]),
                     "ko": pick(["알림 룰 확인", "펌웨어 업데이트", "로그인 버그 재현", "지난달 청구서 추출"])}[lang])
    mc, ls, ask, mode = frame_pw(lang, ctx, inline_ok=True, snip_ok=False)
    return note("prose password: %s (%s)" % (sys_en, mode), mc, ls, ask, [pw])


def t_account_block(lang):
    system, sysm, user, url, sys_en = acct(lang)
    pw = ko_password() if lang == "ko" else password()
    if lang == "ko":
        blk = pick(["- URL: %s\n- ID: %s\n- PW: %s" % (url, user, pw), "접속: %s\n아이디 %s / 비번 %s" % (url, user, pw),
                    "%s\n계정: %s\n비밀번호: %s" % (url, user, pw), "[%s]\nid: %s\npw: %s" % (system, user, pw)])
        mc = pick(["%s 접속 정보가 어디에도 정리돼 있지 않았음." % system, "%s 로그인 정보를 몰라서 작업이 30분 멈춤." % system,
                   "사용자가 %s 계정을 알려주지 않고 '늘 쓰던 거'라고만 함." % system])
        ls = pick(["다음에 바로 쓰려고 정리함:\n%s", "%s\n이 계정은 공용이라 비번 바꾸면 팀 공지해야 함.", "사용자한테 받은 계정:\n%s"]) % blk
        ask = pick(["", "%s 공용 계정 말고 개인 계정 발급 가능한지?" % system, "비번 %s 아직 유효한지?" % pw])
    else:
        blk = pick(["- URL: %s\n- user: %s\n- pass: %s" % (url, user, pw), "login: %s / %s (%s)" % (user, pw, url),
                    "%s\nusername: %s\npassword: %s" % (url, user, pw)])
        mc = pick(["The login for %s wasn't written down anywhere." % system, "I lost 30 minutes because I had no credentials for %s." % system,
                   "The user said 'use the usual %s login' without giving it." % sysm])
        ls = pick(["Writing it down for next time:\n%s", "%s\nIt's a shared account, so a password change must be announced.",
                   "Account the user gave me:\n%s"]) % blk
        ask = pick(["", "Can I get a personal %s account instead of the shared one?" % sysm, "Is %s still the current password?" % pw])
    return note("account block (url/user/pass list): %s" % sys_en, mc, ls, ask, [pw])


def t_chat_pw(lang):
    system, sysm, user, url, sys_en = acct(lang)
    sys_ko = system
    pw = ko_password() if lang == "ko" else password()
    if lang == "ko":
        who = pick(["김민수", "이지우", "박서연", "최팀장", "정대리", "한혜진", "윤과장", "강PM"])
        t = pick(["오전", "오후"]) + " %d:%02d" % (R.randint(1, 12), R.randint(0, 59))
        chat = pick(["[%s] %s: %s 비번 %s 로 바꿨어요~ 공유는 팀 채널에만 해주세요" % (t, who, sys_ko, pw),
                     "[%s] %s: %s 비번은\n[%s] %s: %s\n[%s] %s: 입니다 ㅎㅎ 다음 주에 바꿀 예정" % (t, who, sys_ko, t, who, pw, t, who),
                     "%s  %s\n%s 계정 %s 비번은 %s 입니다" % (who, t, sys_ko, user, pw),
                     "[%s] %s: %s %s / %s\n[%s] 나: 감사합니다!" % (t, who, sys_ko, user, pw, t)])
        mc = pick(["%s 로그인 정보가 문서에 없어서 팀 채팅방에서 찾음:\n%s" % (sys_ko, chat), "사용자가 카톡 대화를 그대로 붙여넣음:\n%s" % chat])
        ls = pick(["%s 비번은 채팅방 공지로만 관리되고 있음. 위키엔 없음." % sys_ko, "채팅에 있는 비번으로 로그인 성공. 근데 이런 건 볼트로 옮겨야 함.",
                   "비번 바뀌면 채팅방에만 올라오니 최근 메시지 먼저 확인할 것."])
        ask = pick(["", "%s 비번 볼트에 따로 등록돼 있는지?" % sys_ko])
    else:
        who = pick(["dana", "minsu", "alex", "jiwoo", "sam", "priya", "tom"])
        t = "%d:%02d %s" % (R.randint(1, 12), R.randint(0, 59), pick(["AM", "PM"]))
        chat = pick(["%s  %s: changed the %s password to %s, don't post it outside #ops" % (t, who, sysm, pw),
                     "[%s] %s: the %s pw is\n[%s] %s: %s\n[%s] %s: (rotating it next week)" % (t, who, sysm, t, who, pw, t, who),
                     "[%s] %s: %s -> user %s pw %s" % (t, who, sysm, user, pw),
                     "%s [%s]\nnew pw for %s: %s\nlmk if it doesn't work" % (who, t, sysm, pw)])
        mc = pick(["The %s login wasn't documented; I found it in the team chat:\n%s" % (sysm, chat),
                   "The user pasted a Slack thread:\n%s" % chat])
        ls = pick(["The %s password is only ever announced in chat, never in the wiki." % sysm,
                   "Logged in with the password from the chat. This belongs in the vault, not in Slack.",
                   "When the password changes it's only posted in chat, so check the latest messages first."])
        ask = pick(["", "Is the %s password in the vault anywhere?" % sysm])
    return note("chat paste with password: %s" % sys_en, mc, ls, ask, [pw])


def t_table_pw(lang):
    rows = sample(ACCOUNTS, R.randint(2, 3))
    pws = [password(pick(["human", "alnum", "generated"]), forbid="|") if lang == "en" else ko_password() for _ in rows]
    pws = [p.replace("|", "!") for p in pws]
    if lang == "ko":
        hdr = "| 시스템 | 계정 | 비번 |\n|---|---|---|\n"
        body = "\n".join("| %s | %s | %s |" % (r[1], r[2], p) for r, p in zip(rows, pws))
        mc = "인수인계 문서의 계정 표를 사용자가 그대로 붙여줌."
        ls = "필요한 계정 정리:\n" + hdr + body + pick(["", "\n두 번째 줄 비번은 분기마다 바뀜."])
        ask = pick(["", "이 표 최신인지 확인 부탁"])
    else:
        hdr = "| system | user | password |\n|---|---|---|\n"
        body = "\n".join("| %s | %s | %s |" % (r[0][4:] if r[0].startswith("the ") else r[0], r[2], p) for r, p in zip(rows, pws))
        mc = "The user pasted the credentials table from the handover doc."
        ls = "Accounts needed for this task:\n" + hdr + body + pick(["", "\nThe second one rotates every quarter."])
        ask = pick(["", "Is this table still current?"])
    return note("markdown table of passwords", mc, ls, ask, pws)


def t_repeat_pw(lang):
    system, sysm, user, url, sys_en = acct(lang)
    pw = ko_password() if lang == "ko" else password()
    if lang == "ko":
        mc = "%s 비번이 %s 인 걸 몰라서 계정이 잠김 (5회 실패)." % (system, pw)
        ls = "%s 계정 %s 비번은 %s. 5번 틀리면 30분 잠김." % (system, user, pw)
        ask = "%s 비번 아직 %s 맞는지 먼저 물어보기" % (system, pw)
    else:
        mc = "I didn't know the %s password was %s, so I locked the account after five attempts." % (sysm, pw)
        ls = "%s: user %s, password %s. Five failures lock it for 30 minutes." % (cap(system), user, pw)
        ask = "Is the %s password still %s?" % (sysm, pw)
    return note("password repeated in all three fields: %s" % sys_en, mc, ls, ask, [pw])


def t_hangul_pw(lang):
    """Korean-specific: Hangul passwords, IME-mode typos, passwords typed in English mode."""
    system, sysm, user, url, sys_en0 = acct(lang)
    sys_ko = system
    sys_en = sysm
    st = cyc("t_hangul_pw", 4)
    if st == 0:
        word = pick(EN_IME_WORDS)
        suffix = pick(["1!", "123!", "2024!", "!@", "1234"])
        pw = keys_to_hangul(word) + suffix
        intended = word + suffix
        if len(pw) < 8:
            raise Retry("short")
        if lang == "ko":
            mc = "%s 비번 설정할 때 한/영 전환이 안 된 상태로 입력돼서 원래 의도한 '%s'가 아니라 한글로 저장돼 있었음." % (sys_ko, intended)
            ls = "실제 비밀번호는 %s 임 (한글 자판으로 입력해야 함). 로그인 성공." % pw
            ask = pick(["", "%s 비번 영문으로 다시 바꿔도 되는지?" % sys_ko])
        else:
            mc = "The %s password was set while the Korean IME was on, so it isn't the intended '%s'." % (sys_en, intended)
            ls = "The stored password is literally %s (type it with the Korean layout). Login works with that." % pw
            ask = pick(["", "Can we reset the %s password to plain ASCII?" % sys_en])
        return note("IME-typed (Hangul mode) password", mc, ls, ask, [pw, intended] if len(intended) >= 8 else [pw])
    if st == 1:
        pw = pw_korean_typed()
        if lang == "ko":
            mc = "%s 비번이 한글 단어를 영문 자판으로 친 거라는 걸 몰라서 계속 틀림." % sys_ko
            ls = "%s 비번: %s (영타로 입력)" % (sys_ko, pw)
            ask = pick(["", "다음에도 %s 그대로인지 확인" % pw])
        else:
            mc = "Didn't realise the %s password is a Korean word typed on the English layout." % sys_en
            ls = "%s password: %s (type it exactly as shown, English layout)." % (cap(sys_en), pw)
            ask = pick(["", "Is it still %s?" % pw])
        return note("Korean word typed in English layout", mc, ls, ask, [pw])
    if st == 2:
        pw = pw_hangul()
        e = url_pw(pw)
        if lang == "ko":
            mc = "스테이징 DB 비번에 한글이 들어가 있어서 접속 URL 만들 때 인코딩해야 하는 걸 몰랐음."
            ls = "비번 %s 를 퍼센트 인코딩하면 됨:\nDATABASE_URL=postgres://%s:%s@db.internal:5432/app" % (pw, user.split("@")[0], e)
        else:
            mc = "The staging DB password contains Hangul, and I didn't know it had to be percent-encoded in the URL."
            ls = "Password %s, percent-encoded in the URL:\nDATABASE_URL=postgres://%s:%s@db.internal:5432/app" % (pw, user.split("@")[0], e)
        return note("Hangul password + percent-encoded URL", mc, ls, "", [pw, e])
    pw = pw_hangul()
    if lang == "ko":
        mc = "%s 비밀번호가 한글이라는 걸 몰랐음." % sys_ko
        ls = "%s 로그인: %s / %s (한글 그대로 입력)" % (sys_ko, user, pw)
        ask = pick(["", "한글 비번이라 CLI에서 깨지는데 영문으로 바꿔도 되는지?"])
    else:
        mc = "Nobody mentioned the %s password is in Hangul." % sys_en
        ls = "%s login: %s / %s (typed in Hangul)." % (cap(sys_en), user, pw)
        ask = pick(["", "The Hangul password breaks in some CLIs; can it be changed?"])
    return note("Hangul password", mc, ls, ask, [pw])


# ---- private keys ----------------------------------------------------------------------------------------
def _T(lang, en, ko):
    return en if lang == "en" else ko


def t_privkey(lang):
    st = cyc("t_privkey", 14)
    host = pick(["deploy@ci", "minsu@macbook", "github-actions", "backup@nas", "root@bastion"])
    if st == 0:
        text, lines, publine = openssh_ed25519(host)
        mc = _T(lang, "The CI job needs an SSH deploy key for the private submodule and none was configured.",
                "CI 잡이 private 서브모듈 받으려면 SSH 배포 키가 필요한데 설정이 안 돼 있었음.")
        ls = _T(lang, "Generated a deploy key and put the private half in the DEPLOY_KEY secret:\n%s\nPublic half added to the repo's deploy keys." % text,
                "배포 키 새로 만들고 private 쪽은 DEPLOY_KEY 시크릿에 넣음:\n%s\npublic 키는 레포 deploy keys에 등록." % text)
        ask = pick(["", _T(lang, "Should the deploy key be read-only?", "배포 키 read-only로 해도 되는지?")])
        return note("OpenSSH ed25519 private key (deploy key)", mc, ls, ask, lines)
    if st == 1:
        text, lines = pem("EC PRIVATE KEY", ec_sec1_der())
        mc = _T(lang, "The auth service signs JWTs with ES256 and the signing key wasn't in my environment.",
                "인증 서비스가 ES256으로 JWT 서명하는데 서명 키가 내 환경에 없었음.")
        ls = _T(lang, "Signing key used by staging (keys/jwt-es256.pem):\n" + text, "스테이징에서 쓰는 서명 키 (keys/jwt-es256.pem):\n" + text)
        return note("EC private key PEM (JWT signing)", mc, ls, pick(["", _T(lang, "Is there a KMS key we should use instead?", "KMS 키로 바꿔야 하는지?")]), lines)
    if st == 2:
        kid = rs(UD, 10)
        text, lines = pem("PRIVATE KEY", ec_pkcs8_der())
        mc = _T(lang, "Push notifications to iOS failed because the APNs auth key wasn't available to the worker.",
                "APNs 인증 키가 워커에 없어서 iOS 푸시가 실패함.")
        ls = _T(lang, "AuthKey_%s.p8 (Key ID %s, team ABCDE12345):\n%s" % (kid, kid, text), "AuthKey_%s.p8 (Key ID %s):\n%s" % (kid, kid, text))
        return note("Apple .p8 key (PKCS#8 EC)", mc, ls, "", lines)
    if st == 3:
        n = R.randint(3, 5)
        text, lines = pem("RSA PRIVATE KEY", rsa_pkcs1_der(), max_lines=n)
        text = text.replace("\n-----END", "\n...\n-----END")
        mc = _T(lang, "The GitHub App private key for the release bot wasn't in the runner; the user pasted the start of it.",
                "릴리스 봇 GitHub App private key가 러너에 없었음. 사용자가 키 앞부분을 붙여줌.")
        ls = _T(lang, "Key begins like this (full file is github-app.pem on the shared drive):\n" + text,
                "키는 이렇게 시작함 (전체 파일은 공유 드라이브 github-app.pem):\n" + text)
        return note("RSA private key PEM, truncated paste", mc, ls, "", lines)
    if st == 4:
        text, lines = pem("PRIVATE KEY", ed25519_pkcs8_der())
        mc = _T(lang, "The webhook receiver verifies Ed25519 signatures and the local test needed the sender's key.",
                "웹훅 수신 쪽이 Ed25519 서명 검증을 해서 로컬 테스트에 송신 측 키가 필요했음.")
        ls = _T(lang, "Test signer key:\n" + text, "테스트 서명 키:\n" + text)
        return note("Ed25519 PKCS#8 private key", mc, ls, "", lines)
    if st == 5:
        n = R.randint(3, 4)
        text, lines = pem("PRIVATE KEY", rsa_pkcs8_der(), max_lines=n)
        esc = text.replace("\n", "\\n")
        email = "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "ci-deployer", "firebase-adminsdk-x1y2z"]), pick(["acme-prod", "acme-data-2291"]))
        s = '{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "%s",\n  "private_key": "%s...",\n  "client_email": "%s"\n}' % (
            hx(40), esc.split("\\n-----END")[0], email)
        mc = _T(lang, "The BigQuery loader needs a service account and GOOGLE_APPLICATION_CREDENTIALS wasn't set.",
                "BigQuery 로더가 서비스 계정이 필요한데 GOOGLE_APPLICATION_CREDENTIALS가 설정 안 돼 있었음.")
        ls = _T(lang, "The user pasted part of the key file:\n" + s, "사용자가 키 파일 일부를 붙여줌:\n" + s)
        return note("GCP service-account JSON private_key (escaped newlines, truncated)", mc, ls, "", lines)
    if st == 6:
        pub = rb(32)
        priv = ssh_string(rb(32))
        publines = wrap(b64(ssh_string(b"ssh-ed25519") + ssh_string(pub)), 64)
        privline = b64(priv)
        s = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
             % (host, len(publines), "\n".join(publines), privline, hx(64)))
        mc = _T(lang, "The Windows admin connects to the box with PuTTY only; there was no OpenSSH key.",
                "윈도우 관리자가 PuTTY로만 접속해서 OpenSSH 키가 없었음.")
        ls = _T(lang, "Their .ppk (converted with puttygen -O private-openssh when needed):\n" + s,
                "그 사람이 쓰는 .ppk (필요하면 puttygen -O private-openssh로 변환):\n" + s)
        return note("PuTTY .ppk private key", mc, ls, "", [privline])
    if st == 7:
        sk = g_age_secret()
        pk = bech32("age", rb(32))
        s = "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s" % (R.randint(1, 12), R.randint(1, 28), pk, sk)
        mc = _T(lang, "SOPS files couldn't be decrypted because the age key wasn't on this machine.",
                "이 머신에 age 키가 없어서 SOPS 파일 복호화가 안 됐음.")
        ls = _T(lang, "Put this in ~/.config/sops/age/keys.txt:\n" + s, "~/.config/sops/age/keys.txt에 아래 넣으면 됨:\n" + s)
        return note("age secret key (keys.txt)", mc, ls, "", [sk])
    if st == 8:
        priv = g_wireguard()
        peer = g_wireguard()
        psk = b64(rb(32))
        s = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n"
             "Endpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (priv, R.randint(2, 250), peer, psk))
        mc = _T(lang, "I couldn't reach the staging VPC; nobody said it's only reachable over WireGuard.",
                "스테이징 VPC 접근이 안 됐는데 WireGuard로만 된다는 걸 아무도 안 알려줌.")
        ls = _T(lang, "wg0.conf that works:\n" + s, "동작하는 wg0.conf:\n" + s)
        return note("WireGuard config PrivateKey + PresharedKey", mc, ls, "", [priv, psk])
    if st == 9:
        nsec = g_nsec()
        npub = bech32("npub", rb(32))
        mc = _T(lang, "The relay integration test posts as the bot account and needs its key.", "릴레이 통합 테스트가 봇 계정으로 글을 올려서 키가 필요함.")
        ls = _T(lang, "Bot identity: %s (public), secret %s. Set NOSTR_NSEC before running." % (npub, nsec),
                "봇 계정: %s (공개키), 비밀키 %s. 실행 전에 NOSTR_NSEC에 넣을 것." % (npub, nsec))
        return note("Nostr nsec", mc, ls, "", [nsec])
    if st == 10:
        wif = g_wif()
        mc = _T(lang, "The regtest faucet script imports a funded key and I didn't have it.", "regtest faucet 스크립트가 잔고 있는 키를 import 하는데 그 키가 없었음.")
        ls = _T(lang, "bitcoin-cli -regtest importprivkey %s faucet false" % wif, "bitcoin-cli -regtest importprivkey %s faucet false 로 import함." % wif)
        return note("Bitcoin WIF private key", mc, ls, "", [wif])
    if st == 11:
        k = g_eth_priv()
        s = pick(["PRIVATE_KEY=%s\nRPC_URL=https://sepolia.infura.io/v3/%s" % (k, hx(32)),
                  "networks: {\n  sepolia: {\n    url: process.env.RPC_URL,\n    accounts: [\"%s\"],\n  },\n}," % k,
                  "cast send --private-key %s --rpc-url $RPC_URL 0x%s \"mint(uint256)\" 1" % (k, hx(40))])
        mc = _T(lang, "Contract deployment to Sepolia needed the deployer wallet and it wasn't configured.", "Sepolia 배포에 deployer 지갑이 필요한데 설정 안 돼 있었음.")
        ls = _T(lang, "Deployer setup:\n" + s, "deployer 설정:\n" + s)
        if "infura" in s:
            return note("Ethereum private key (+RPC URL)", mc, ls, "", [k, s.split("/v3/")[1]])
        return note("Ethereum private key", mc, ls, "", [k])
    if st == 12:
        arr = g_solana_json()
        mc = _T(lang, "The Anchor deploy uses ~/.config/solana/id.json and the runner had none.", "Anchor 배포가 ~/.config/solana/id.json을 쓰는데 러너에 없었음.")
        ls = _T(lang, "Keypair file contents (devnet deployer):\n" + arr, "키페어 파일 내용 (devnet deployer):\n" + arr)
        return note("Solana keypair JSON array", mc, ls, "", [arr])
    text, lines = pem("RSA PRIVATE KEY", rsa_pkcs1_der(), max_lines=R.randint(3, 4))
    iv = HX(32)
    text = text.replace("-----BEGIN RSA PRIVATE KEY-----\n", "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,%s\n\n" % iv)
    pw = password(forbid=" ")
    mc = _T(lang, "The legacy SFTP integration uses an encrypted key and nobody told me the passphrase.", "레거시 SFTP 연동이 암호화된 키를 쓰는데 passphrase를 아무도 안 알려줌.")
    ls = _T(lang, "Key header (file is partner_sftp.key):\n%s\nPassphrase: %s" % (text, pw), "키 앞부분 (파일은 partner_sftp.key):\n%s\npassphrase: %s" % (text, pw))
    return note("encrypted RSA PEM + passphrase", mc, ls, "", lines + [pw])


# ---- TOTP / recovery codes -------------------------------------------------------------------------------
ISSUERS = ["GitHub", "AWS", "Google", "Okta", "Cloudflare", "Atlassian", "npm", "Stripe", "Vercel", "GitLab", "Naver", "Kakao", "Toss"]


def t_totp(lang):
    iss = pick(ISSUERS)
    acct = pick(["ops@acme.io", "root-account", "shared-admin", "release-bot", "qa.tester01@acme.io"])
    sec = g_totp_secret()
    st = cyc("t_totp", 5)
    if st == 0:
        uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, quote(acct, safe="@"), sec, iss)
        body = uri
        name = "otpauth URI"
    elif st == 1:
        sec = g_totp_secret(20).lower()
        grouped = " ".join(sec[i:i + 4] for i in range(0, len(sec), 4))
        sec = grouped
        body = _T(lang, "setup key: " + grouped, "설정 키: " + grouped)
        name = "TOTP setup key grouped"
    elif st == 2:
        body = "oathtool --totp -b %s" % sec
        name = "oathtool -b seed"
    elif st == 3:
        body = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % sec
        name = "pyotp seed"
    else:
        body = "%s_TOTP_SECRET=%s" % (iss.upper(), sec)
        name = "TOTP seed in .env"
    mc = _T(lang, "The %s account (%s) has 2FA and the code goes to a phone I don't have." % (iss, acct),
            "%s 계정(%s)에 2FA 걸려 있는데 코드가 내가 없는 폰으로 감." % (iss, acct))
    ls = _T(lang, pick(["The user shared the TOTP seed so the e2e login can generate codes:\n%s", "2FA seed for the shared account:\n%s",
                        "%s\nWith this the login test can generate its own codes."]) % body,
            pick(["e2e 로그인 테스트가 코드 생성할 수 있게 사용자가 TOTP 시드를 공유해줌:\n%s", "공용 계정 2FA 시드:\n%s",
                  "%s\n이걸로 로그인 테스트가 직접 OTP 만들 수 있음."]) % body)
    ask = pick(["", _T(lang, "Should the shared %s account move to a hardware key?" % iss, "%s 공용 계정 하드웨어 키로 바꿔야 하는지?" % iss)])
    return note("TOTP: %s (%s)" % (name, iss), mc, ls, ask, [sec])


def t_recovery(lang):
    st = cyc("t_recovery", 8)
    if st == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(4, 10))]
        what = "GitHub recovery codes"
    elif st == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randint(4, 10))]
        what = "Google backup codes"
    elif st == 2:
        codes = ["%s-%s" % (rs(LD, 4), rs(LD, 4)) for _ in range(R.randint(4, 8))]
        what = "Discord backup codes"
    elif st == 3:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UD, 6), rs(UD, 6), rs(UD, 5), rs(UD, 5), rs(UD, 5), rs(UD, 5))]
        what = "1Password Secret Key"
    elif st == 4:
        codes = [g_bitlocker()]
        what = "BitLocker recovery key"
    elif st == 5:
        codes = ["-".join(rs(UD, 4) for _ in range(7))]
        what = "Apple recovery key"
    elif st == 6:
        codes = ["-".join(rs(UD, 5) for _ in range(5))]
        what = "Microsoft account recovery code"
    else:
        codes = [digits(R.choice([8, 9, 10]), False) for _ in range(R.randint(3, 6))]
        what = "Okta/Duo bypass codes"
    block = "\n".join(codes) if len(codes) > 1 and chance(0.6) else ("  ".join(codes) if len(codes) > 1 else codes[0])
    plural = len(codes) > 1
    what_ko = {"GitHub recovery codes": "GitHub 복구 코드", "Google backup codes": "Google 백업 코드", "Discord backup codes": "Discord 백업 코드",
               "1Password Secret Key": "1Password Secret Key", "BitLocker recovery key": "BitLocker 복구 키", "Apple recovery key": "Apple 복구 키",
               "Microsoft account recovery code": "MS 계정 복구 코드", "Okta/Duo bypass codes": "Duo bypass 코드"}[what]
    if lang == "ko":
        mc = pick(["%s 어디 보관돼 있는지 몰라서 계정 복구가 막힘." % josa(what_ko, "가"), "공용 계정 2FA 기기가 초기화돼서 %s 필요했음." % josa(what_ko, "가"),
                   "노트북 메인보드 교체 후 %s 없으면 부팅이 안 됨." % josa(what_ko, "이") if what.startswith("BitLocker") else "사용자가 %s 보관 위치를 몰랐음." % what_ko])
        ls = pick(["사용자가 보내준 %s:\n%s" % (what_ko, block), "%s\n↑ %s. %s" % (block, what_ko, "한 번 쓴 건 지워야 함." if plural else "분실하면 복구 불가.")])
        ask = pick(["", "%s 안전하게 다시 보관할 위치 물어보기" % what_ko, "%s 새로 발급받아야 하는지 확인 부탁드립니다" % what_ko])
    else:
        mc = pick(["I didn't know where the %s %s kept, so account recovery stalled." % (what, "were" if plural else "was"),
                   "The 2FA device for the shared account was wiped and we needed the %s." % what])
        ls = pick(["%s the user sent:\n%s" % (what, block), "%s\n^ %s; %s" % (block, what, "cross out each one after use." if plural else "without it the data is gone.")])
        ask = pick(["", "Where should the %s be stored going forward?" % what])
    return note("recovery codes: %s" % what, mc, ls, ask, codes)


# ---- Wi-Fi / PINs / door codes / seeds / app passwords -----------------------------------------------------
def t_wifi(lang):
    ssid = pick(["Acme-Office", "ACME_5G", "acme-guest", "DevLab", "KT_GiGA_5G_3F21", "iptime_dev", "U+Net7A2C", "Meeting-Room-B"])
    psk = pick([password("human", forbid=";\\,\":"), password("passphrase", forbid=";\\,\":"), password("alnum"),
                ko_password() if lang == "ko" else password("alnum")])
    if ";" in psk or ":" in psk or "," in psk:
        raise Retry("wifi")
    st = cyc("t_wifi", 5)
    sec = [psk]
    if st == 0:
        s = "WIFI:T:WPA;S:%s;P:%s;H:false;;" % (ssid, psk)
        name = "WIFI: QR payload"
    elif st == 1:
        hexpsk = hashlib.pbkdf2_hmac("sha1", psk.encode(), ssid.encode(), 4096, 32).hex()
        s = 'network={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, psk, hexpsk)
        sec = [psk, hexpsk]
        name = "wpa_passphrase output (plain + derived PSK)"
    elif st == 2:
        s = 'nmcli dev wifi connect "%s" password %s' % (ssid, shq(psk))
        name = "nmcli wifi password"
    elif st == 3:
        s = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        name = "hostapd.conf wpa_passphrase"
    else:
        s = _T(lang, "Wi-Fi: %s / password %s" % (ssid, psk), "와이파이: %s / 비번 %s" % (ssid, psk))
        name = "prose Wi-Fi password"
    mc = _T(lang, pick(["The Raspberry Pi test rig has to join the office Wi-Fi and the password wasn't in the setup doc.",
                        "The IoT device test needed network access and nobody gave me the Wi-Fi details."]),
            pick(["라즈베리파이 테스트 장비를 사무실 와이파이에 붙여야 하는데 셋업 문서에 비번이 없었음.",
                  "IoT 기기 테스트에 네트워크가 필요한데 와이파이 정보를 아무도 안 줌."]))
    ls = _T(lang, "Provisioning line that works:\n" + s, "이렇게 넣으니까 붙음:\n" + s)
    return note("wifi: " + name, mc, ls, "", sec)


def t_pin(lang):
    st = cyc("t_pin", 6)
    if st == 0:
        code = pick(["*%s#%s", "#%s*%s", "%s*%s#"]) % (digits(4, False), digits(4, False))
        what_en, what_ko, nm = "the server-room door", "서버실 도어락", "door code"
    elif st == 1:
        code = digits(8, False)
        what_en, what_ko, nm = "the test SIM's PUK", "테스트 유심 PUK", "SIM PUK"
    elif st == 2:
        code = digits(8, False)
        what_en, what_ko, nm = "the YubiKey PIV PIN", "YubiKey PIV PIN", "smartcard PIN"
    elif st == 3:
        code = "%s %s" % (digits(4, False), digits(4, False))
        what_en, what_ko, nm = "the office alarm", "사무실 보안 경비 해제 코드", "alarm code"
    elif st == 4:
        code = digits(R.choice([8, 10]), False)
        what_en, what_ko, nm = "the rack safe", "랙 금고", "safe combination"
    else:
        code = "#" + digits(6, False) + "*"
        what_en, what_ko, nm = "the building entrance", "공동현관", "entrance code"
    if lang == "ko":
        mc = pick(["%s 번호를 몰라서 장비 교체를 못 했음." % what_ko, "사용자가 %s 번호를 알려주지 않았음." % what_ko])
        ls = pick(["%s: %s" % (what_ko, code), "%s 번호는 %s (분기마다 바뀜)." % (what_ko, code), "%s 비번 %s 로 열림." % (what_ko, code)])
        ask = pick(["", "%s 번호 바뀌면 어디서 확인하는지?" % what_ko])
    else:
        mc = pick(["I couldn't swap the hardware because I didn't have the code for %s." % what_en,
                   "The user never gave the code for %s." % what_en])
        ls = pick(["Code for %s: %s" % (what_en, code), "%s opens with %s (changes quarterly)." % (what_en.capitalize(), code)])
        ask = pick(["", "Where is the %s code kept when it changes?" % what_en[4:]])
    if st == 2 and chance(0.5):
        ls += "\n" + "ykman piv access change-pin --pin 123456 --new-pin %s" % code
    return note("pin/door code: " + nm, mc, ls, ask, [code])


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic "
         "acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair "
         "afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost "
         "alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal "
         "ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area "
         "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset "
         "assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana "
         "banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave "
         "behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth "
         "bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
         "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick "
         "bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb "
         "cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain "
         "carbon card cargo carpet carry cart case cash casino castle casual catalog catch category cattle caught cause caution "
         "dance danger daring dash daughter dawn debate decade december decide decline decorate decrease deer defense define "
         "eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder "
         "fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father "
         "gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius "
         "habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy "
         "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose improve impulse "
         "jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just "
         "kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know "
         "lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy "
         "machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march "
         "naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network "
         "oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old "
         "paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch path patient "
         "quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp "
         "sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say "
         "table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term "
         "ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock "
         "vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture venue verb "
         "wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel "
         "yard year yellow you young youth zebra zero zone zoo").split()


def t_seed(lang):
    n = pick([12, 12, 24, 18])
    phrase = " ".join(pick(BIP39) for _ in range(n))
    st = cyc("t_seed", 3)
    if st == 0:
        body = phrase
    elif st == 1:
        # written in rows of four words; each row is listed (single words are shorter than 8 characters)
        words = phrase.split()
        body = "\n".join(" ".join(words[i:i + 4]) for i in range(0, n, 4))
        phrase_rows = [" ".join(words[i:i + 4]) for i in range(0, n, 4)]
        mc = _T(lang, "The e2e wallet tests need the funded test wallet and its seed wasn't in the CI secrets.",
                "지갑 e2e 테스트에 잔고 있는 테스트 지갑이 필요한데 시드가 CI 시크릿에 없었음.")
        ls = _T(lang, "Seed phrase of the test wallet (4 words per row):\n" + body, "테스트 지갑 시드 구문 (줄당 4단어):\n" + body)
        return note("wallet seed phrase (%d words, rows)" % n, mc, ls, "", phrase_rows)
    else:
        body = 'MNEMONIC="%s"' % phrase
    mc = _T(lang, pick(["The Hardhat fork tests need the deployer wallet and its mnemonic wasn't configured.",
                        "The user pasted the recovery phrase of the team's test wallet."]),
            pick(["Hardhat fork 테스트에 deployer 지갑이 필요한데 니모닉이 설정 안 돼 있었음.", "사용자가 팀 테스트 지갑 복구 구문을 붙여넣음."]))
    ls = _T(lang, "Secret recovery phrase:\n" + body, "시드 구문(니모닉):\n" + body)
    return note("wallet seed phrase (%d words)" % n, mc, ls, pick(["", _T(lang, "Is this wallet mainnet-funded?", "이 지갑 메인넷에 자산 있는지?")]), [phrase])


def t_app_password(lang):
    st = cyc("t_app_password", 6)
    if st == 0:
        ap = " ".join(rs(LO, 4) for _ in range(4))
        s = pick(["EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply@acme.io'\nEMAIL_HOST_PASSWORD = '%s'" % ap,
                  "SMTP_USER=noreply@acme.io\nSMTP_PASS=\"%s\"" % ap])
        nm = "Gmail app password"
    elif st == 1:
        ap = "-".join(rs(LO, 4) for _ in range(4))
        s = "xcrun notarytool store-credentials notary --apple-id release@acme.io --team-id %s --password %s" % (rs(UD, 10), ap)
        nm = "Apple app-specific password"
    elif st == 2:
        ap = rs(UD, 12)
        s = "MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=acme_notice\nMAIL_PASSWORD=%s" % ap
        nm = "Naver app password"
    elif st == 3:
        ap = g_wp_app()
        s = 'curl -u "api-bot:%s" https://blog.acme.io/wp-json/wp/v2/posts' % ap
        nm = "WordPress application password"
    elif st == 4:
        ap = rs(LO, 16)
        s = "[smtp.office365.com]:587 alerts@acme.io:%s" % ap
        nm = "Microsoft app password (postfix sasl_passwd)"
    else:
        ap = " ".join(rs(LO, 4) for _ in range(4))
        s = "[smtp.gmail.com]:587 reports@acme.io:%s" % ap.replace(" ", "")
        ap = ap.replace(" ", "")
        nm = "Gmail app password (sasl_passwd)"
    mc = _T(lang, "Outgoing mail from the app failed with 535 auth errors; the regular password doesn't work with 2FA on.",
            "앱에서 메일 발송이 535 인증 에러로 실패함. 2FA 켜져 있어서 일반 비번으로는 안 됨.")
    ls = _T(lang, pick(["An app password is needed:\n%s", "Generated an app password and configured it:\n%s"]) % s,
            pick(["앱 비밀번호가 필요함:\n%s", "앱 비밀번호 새로 발급해서 설정함:\n%s"]) % s)
    return note("app password: " + nm, mc, ls, pick(["", _T(lang, "Who should own the app password?", "앱 비밀번호 관리 주체 누구로 할지?")]), [ap])


# ---- cookies / sessions / HTTP auth ----------------------------------------------------------------------
def t_cookie(lang):
    st = cyc("t_cookie", 8)
    host = pick(["admin.acme.io", "staging.acme.io", "app.acme.kr", "localhost:3000"])
    if st == 0:
        v = "s%3A" + rs(B64U, 32) + "." + quote(b64(rb(32)).rstrip("="), safe="")
        s = "Cookie: connect.sid=%s; theme=dark" % v
        nm = "express connect.sid"
    elif st == 1:
        v = rs("abcdefghijklmnopqrstuv0123456789", 26)
        s = "curl 'https://%s/admin/export.php' -H 'Cookie: PHPSESSID=%s'" % (host, v)
        nm = "PHPSESSID"
    elif st == 2:
        v = HX(32)
        s = "Cookie: JSESSIONID=%s; lang=ko" % v
        nm = "JSESSIONID"
    elif st == 3:
        payload = b64(jdump({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hx(64), "tag": ""}).encode())
        v = payload
        s = "laravel_session=%s" % v
        nm = "laravel_session"
    elif st == 4:
        v = rs(LD, 32)
        s = "curl 'https://%s/api/reports/' -b 'sessionid=%s; csrftoken=%s'" % (host, v, rs(AL, 32))
        nm = "Django sessionid"
    elif st == 5:
        v = b64(rb(120)).rstrip("=") + "--" + hx(40)
        s = "Cookie: _acme_session=%s" % v
        nm = "Rails session cookie"
    elif st == 6:
        v = rs(B64U, 48)
        s = "set-cookie: __Secure-next-auth.session-token=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % v
        nm = "next-auth session-token"
    else:
        iat = now_ts()
        v = jwt({"sub": uuid4(), "email": pick(["qa@acme.io", "minsu.kim@acme.io"]), "role": "admin", "iat": iat, "exp": iat + 3600})
        s = "document.cookie = \"access_token=%s; path=/\"" % v
        nm = "JWT access_token cookie"
    mc = _T(lang, pick(["The admin-only page couldn't be reproduced without being logged in, and there was no test account.",
                        "I had to hit the internal admin API and SSO doesn't work from the terminal."]),
            pick(["관리자 전용 페이지 버그를 재현하려면 로그인이 필요한데 테스트 계정이 없었음.", "내부 어드민 API를 호출해야 하는데 터미널에서는 SSO가 안 됨."]))
    ls = _T(lang, pick(["Worked around it by copying the session cookie from DevTools:\n%s", "The user pasted their browser session:\n%s\nIt expires in a few hours."]) % s,
            pick(["DevTools에서 세션 쿠키 복사해서 우회함:\n%s", "사용자가 브라우저 세션을 붙여줌:\n%s\n몇 시간 뒤 만료됨."]) % s)
    return note("session cookie: " + nm, mc, ls, pick(["", _T(lang, "Can I get a proper test account instead of a copied session?", "세션 복사 말고 테스트 계정 받을 수 있는지?")]), [v])


def t_http_auth(lang):
    st = cyc("t_http_auth", 6)
    u = pick(["admin", "api", "partner_acme", "svc-export", "grafana"])
    pw = password(forbid=" :")
    host = pick(["api.partner.co.kr", "staging.acme.io", "es01.internal:9200", "registry.acme.io"])
    if st == 0:
        blob = b64(("%s:%s" % (u, pw)).encode())
        s = "GET /v2/_catalog HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (host, blob)
        sec, nm = [blob], "raw HTTP request Basic"
    elif st == 1:
        blob = b64(("%s:%s" % (u, pw)).encode())
        s = "curl -H 'Authorization: Basic %s' https://%s/api/health" % (blob, host)
        sec, nm = [blob], "curl Basic header"
    elif st == 2:
        iat = now_ts()
        tok = jwt({"iss": "https://acme.auth0.com/", "sub": "auth0|" + hx(24), "aud": "https://api.acme.io", "iat": iat, "exp": iat + 86400,
                   "scope": "read:orders write:orders"}, alg="RS256", kid=rs(B64U, 22))
        s = "Authorization: Bearer %s" % tok
        sec, nm = [tok], "Bearer JWT"
    elif st == 3:
        h = "https://hooks.slack.com/services/T%s/B%s/" % (rs(UD, 10), rs(UD, 10))
        sec_part = rs(AL, 24)
        s = "SLACK_WEBHOOK_URL=%s%s" % (h, sec_part)
        sec, nm = [sec_part], "Slack incoming webhook URL"
    elif st == 4:
        tok = rs(B64U, 68)
        s = "DISCORD_WEBHOOK=https://discord.com/api/webhooks/%s/%s" % (snowflake(), tok)
        sec, nm = [tok], "Discord webhook URL"
    else:
        blob = b64(("%s:%s" % (u, pw)).encode())
        s = "{\n  \"url\": \"https://%s/metrics\",\n  \"headers\": { \"Authorization\": \"Basic %s\" }\n}" % (host, blob)
        sec, nm = [blob], "Basic header in JSON"
    if st in (3, 4):
        mc = _T(lang, pick(["I didn't know the alerting hook had to be configured before the job could report.",
                            "The deploy notifications went nowhere because the webhook wasn't set in this environment."]),
                pick(["알림 훅을 먼저 설정해야 잡이 리포트할 수 있다는 걸 몰랐음.", "이 환경에 웹훅이 설정 안 돼서 배포 알림이 안 갔음."]))
    else:
        mc = _T(lang, pick(["The partner endpoint needs auth and the integration doc only said 'ask ops'.",
                            "The scraper got 401s; nobody told me the endpoint sits behind auth."]),
                pick(["파트너 엔드포인트 인증이 필요한데 연동 문서에는 '운영팀에 문의'라고만 돼 있었음.", "수집기가 401 받음. 엔드포인트에 인증 걸려 있다는 말이 없었음."]))
    ls = _T(lang, pick(["Request that works:\n%s", "Copied from the user's working setup:\n%s"]) % s,
            pick(["동작하는 요청:\n%s", "사용자가 쓰던 설정 그대로 복사:\n%s"]) % s)
    return note("http auth: " + nm, mc, ls, "", sec)


# ---- application secrets ---------------------------------------------------------------------------------
def t_app_secret(lang):
    st = cyc("t_app_secret", 12)
    if st == 0:
        v = g_django_key()
        if "'" in v:
            raise Retry("q")
        s, nm = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif st == 1:
        v = hx(128)
        s, nm = "SECRET_KEY_BASE=%s" % v, "Rails secret_key_base"
    elif st == 2:
        v = hx(32)
        s, nm = "$ cat config/master.key\n%s" % v, "Rails master.key"
    elif st == 3:
        v = g_laravel()
        s, nm = "APP_KEY=%s" % v, "Laravel APP_KEY"
    elif st == 4:
        v = b64(rb(32))
        s, nm = pick(["NEXTAUTH_SECRET=%s" % v, "AUTH_SECRET=\"%s\"" % v]), "NextAuth/Auth.js secret"
    elif st == 5:
        v = pick([rs(AL, 64), hx(64), password("generated", forbid="'\"")])
        s, nm = "JWT_SECRET=%s" % env_val(v), "JWT_SECRET"
    elif st == 6:
        v = hx(64)
        s, nm = "app.secret_key = '%s'" % v, "Flask secret_key"
    elif st == 7:
        v = g_fernet()
        s, nm = "[core]\nfernet_key = %s" % v, "Airflow fernet_key"
    elif st == 8:
        v = hx(64)
        s, nm = "ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns" % v, "AES key hex"
    elif st == 9:
        v = hx(32)
        s, nm = "SLACK_SIGNING_SECRET=%s" % v, "Slack signing secret"
    elif st == 10:
        v = password("generated", forbid="'\"")
        s, nm = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }));" % v, "express-session secret"
    else:
        v = hx(32)
        s, nm = "APP_SECRET=%s" % v, "Symfony APP_SECRET"
    mc = _T(lang, pick(["Sessions from staging were invalid locally because the signing secret differed.",
                        "Decrypting the fixture data failed; the key wasn't in my environment.",
                        "Nobody said the app refuses to boot in production mode without this secret."]),
            pick(["스테이징 세션이 로컬에서 안 먹었음. 서명 시크릿이 달라서.", "fixture 데이터 복호화가 실패함. 키가 내 환경에 없었음.",
                  "이 시크릿 없으면 production 모드로 앱이 안 뜬다는 걸 아무도 안 알려줌."]))
    ls = _T(lang, pick(["Staging uses:\n%s", "Set this and it boots:\n%s", "%s\nMust match the value on the other instances or sessions break."]) % s,
            pick(["스테이징 값:\n%s", "이거 넣으니까 뜸:\n%s", "%s\n다른 인스턴스랑 값이 같아야 세션이 안 깨짐."]) % s)
    return note("app secret: " + nm, mc, ls, pick(["", _T(lang, "Should prod use a different value?", "prod는 다른 값 써야 하는지?")]), [v])


# ---- logs / traces / diffs -------------------------------------------------------------------------------
def t_log_leak(lang):
    pw = password(forbid="'\" ")
    u = pick(USERS)
    st = cyc("t_log_leak", 8)
    if st == 0:
        s = ("$ docker inspect api-1 --format '{{json .Config.Env}}'\n[\"PATH=/usr/local/sbin:/usr/local/bin\",\"DB_USER=%s\",\"DB_PASSWORD=%s\",\"NODE_ENV=production\"]" % (u, pw))
        nm = "docker inspect env"
    elif st == 1:
        s = "Environment:\n      DB_HOST:      pg-main.internal\n      DB_PASSWORD:  %s\n      LOG_LEVEL:    info" % pw
        nm = "kubectl describe pod env"
    elif st == 2:
        e = url_pw(pw)
        s = ("2025-03-04 02:11:09.412 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : jdbcUrl.........jdbc:mysql://%s:3306/%s?user=%s&password=%s"
             % (pick(HOSTS), pick(DBS), u, e))
        pw = e
        nm = "HikariCP debug jdbcUrl"
    elif st == 3:
        s = "INFO  loaded settings: {'db_host': 'db.internal', 'db_user': '%s', 'db_password': '%s', 'pool_size': 10}" % (u, pw)
        nm = "printed config dict"
    elif st == 4:
        s = ("    def test_login(client):\n>       assert client.login(username=\"%s\", password=\"%s\")\nE       AssertionError: assert False" % (u, pw))
        nm = "pytest assertion with password"
    elif st == 5:
        s = "  + master_password        = \"%s\"\n  + master_username        = \"%s\"\n  + engine                 = \"aurora-postgresql\"" % (pw, u)
        nm = "terraform plan output"
    elif st == 6:
        s = "-  password: %s\n+  password: ${DB_PASSWORD}" % pw
        nm = "diff removing hardcoded password"
    else:
        s = ('Traceback (most recent call last):\n  File "/app/scripts/sync.py", line %d, in <module>\n'
             '    conn = psycopg2.connect(host="db.internal", user="%s", password="%s")\n'
             'psycopg2.OperationalError: connection to server at "db.internal" (10.0.3.21), port 5432 failed: timeout expired' % (R.randint(20, 300), u, pw))
        nm = "python traceback showing source line"
    mc = _T(lang, pick(["Debugging the deploy failure meant reading raw output, and the password shows up in it.",
                        "The user pasted raw output from the failing deploy."]),
            pick(["배포 실패 디버깅하느라 raw 출력 봤는데 비번이 그대로 찍혀 있음.", "사용자가 실패한 배포의 출력 그대로 붙여넣음."]))
    ls = _T(lang, pick(["Relevant part:\n%s\nThe DB itself was fine; the pool size was the problem.", "%s\nThis is where it goes wrong; the password itself is correct."]) % s,
            pick(["관련 부분:\n%s\nDB 자체는 정상이었고 풀 사이즈가 문제였음.", "%s\n여기가 문제 지점. 비번 자체는 맞음."]) % s)
    return note("log/trace leak: " + nm, mc, ls, "", [pw])


# ---- Korean-flavoured vendors and situations -------------------------------------------------------------
def t_korea(lang):
    st = cyc("t_korea", 6)
    if st == 0:
        raw, enc = g_datago_key()
        if lang == "ko":
            mc = "공공데이터포털 API가 계속 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 반환함. 인코딩/디코딩 키 차이를 몰랐음."
            ls = "requests params로 넘길 땐 디코딩 키, URL에 직접 붙일 땐 인코딩 키:\n디코딩: %s\n인코딩: %s" % (raw, enc)
        else:
            mc = "The data.go.kr API kept returning SERVICE_KEY_IS_NOT_REGISTERED_ERROR; I didn't know about the encoded vs decoded key."
            ls = "Pass the decoded key via requests params, the encoded one when building the URL by hand:\ndecoded: %s\nencoded: %s" % (raw, enc)
        return note("data.go.kr serviceKey (decoded + percent-encoded)", mc, ls, "", [raw, enc], vendor="data.go.kr")
    if st == 1:
        pw = password(pick(["human", "generated"]), forbid=" ")
        if lang == "ko":
            mc = "홈택스 스크래핑이 공동인증서 비밀번호 없이는 안 됨. 인증서 위치도 몰랐음."
            ls = "인증서는 NPKI/yessign/USER/ 아래 signCert.der, signPri.key. 인증서 비밀번호는 %s" % pw
        else:
            mc = "The Hometax scraper needs the joint certificate (NPKI) password and I didn't know where the cert was."
            ls = "Cert is under NPKI/yessign/USER/ (signCert.der, signPri.key); its password is %s" % pw
        return note("NPKI certificate password", mc, ls, "", [pw], vendor="NPKI")
    if st == 2:
        k = hx(40)
        if lang == "ko":
            mc = "알림톡 발송이 실패했는데 발신 프로필 키가 설정 안 돼 있었음."
            ls = "발신 프로필 키(senderKey): %s\n템플릿 코드는 TPL_ORDER_01." % k
        else:
            mc = "KakaoTalk AlimTalk sends failed because the sender profile key wasn't configured."
            ls = "senderKey: %s\nTemplate code is TPL_ORDER_01." % k
        return note("Kakao AlimTalk senderKey", mc, ls, "", [k], vendor="Kakao AlimTalk")
    if st == 3:
        k = b64(rb(30))
        mid = "acme" + rs(LD, 6)
        if lang == "ko":
            mc = "KG이니시스 결제 검증 단계에서 signKey가 필요한데 테스트용만 있었음."
            ls = "운영 MID %s 의 signKey: %s" % (mid, k)
        else:
            mc = "KG Inicis payment verification needs the signKey and only the test one was around."
            ls = "signKey for production MID %s: %s" % (mid, k)
        return note("KG Inicis signKey", mc, ls, "", [k], vendor="KG Inicis")
    if st == 4:
        k = rs(AL, 22)
        if lang == "ko":
            mc = "카페24 앱 OAuth 토큰 갱신에 client secret이 필요했음."
            ls = "운영 앱 값 (.env.production):\nCAFE24_CLIENT_ID=%s\nCAFE24_CLIENT_SECRET=%s" % (rs(AL, 22), k)
        else:
            mc = "Refreshing the Cafe24 app OAuth token needed the client secret."
            ls = "CAFE24_CLIENT_ID=%s\nCAFE24_CLIENT_SECRET=%s" % (rs(AL, 22), k)
        return note("Cafe24 client secret", mc, ls, "", [k], vendor="Cafe24")
    pw = ko_password()
    u = pick(["minsu.kim", "jwlee", "sy.park", "dev01"])
    if lang == "ko":
        mc = "사내 VPN(FortiClient) 접속 계정을 몰라서 내부 Jira에 못 붙었음."
        ls = "VPN: vpn.acme.co.kr:10443, 계정 %s / %s. OTP는 따로 문자로 옴." % (u, pw)
    else:
        mc = "Couldn't reach internal Jira because I had no FortiClient VPN login."
        ls = "VPN vpn.acme.co.kr:10443, account %s / %s; the OTP comes by SMS." % (u, pw)
    return note("FortiClient VPN login", mc, ls, "", [pw])


# ----------------------------------------------------------------------------------------------------------
# CLEAN templates: risky-looking, no credential
# ----------------------------------------------------------------------------------------------------------
def cnote(cat, mc, ls, ask):
    return dict(cat="clean: " + cat, mc=mc, ls=ls, ask=ask, secrets=[], vendor=None)


def pv(lang):
    """a random vendor (for names only)"""
    return pick(VENDORS)


def k_ref(lang):
    v = pv(lang)
    e = v.env
    slug = vslug(v)
    st = cyc("k_ref", 24)
    refs = [
        ("compose ${VAR}", "services:\n  api:\n    environment:\n      %s: ${%s}\n      NODE_ENV: production" % (e, e)),
        ("GitHub Actions secrets context", "      - name: Integration tests\n        env:\n          %s: ${{ secrets.%s }}\n        run: npm run test:integration" % (e, e)),
        ("os.environ", 'api_key = os.environ["%s"]  # never hardcode' % e),
        ("process.env", "const token = process.env.%s;\nif (!token) throw new Error('%s is not set');" % (e, e)),
        ("helm values template", "        - name: %s\n          value: {{ required \"%s is required\" .Values.%s.apiKey | quote }}" % (e, e, slug)),
        ("k8s secretKeyRef", "        env:\n          - name: %s\n            valueFrom:\n              secretKeyRef:\n                name: %s-credentials\n                key: api-key" % (e, slug)),
        ("_FILE convention", "DB_PASSWORD_FILE=/run/secrets/db_password\nPOSTGRES_PASSWORD_FILE=/run/secrets/db_password"),
        ("1Password op:// reference", "%s=op://Engineering/%s prod/credential\n# run with: op run --env-file=.env.tpl -- npm start" % (e, v.name)),
        ("vault kv get", "export %s=\"$(vault kv get -field=token secret/ci/%s)\"" % (e, slug)),
        ("aws secretsmanager", "aws secretsmanager get-secret-value --secret-id prod/%s/api-key --query SecretString --output text" % slug),
        ("gcloud secrets", "gcloud secrets versions access latest --secret=%s-api-key --project=acme-prod" % slug),
        ("Azure Key Vault reference", "%s=@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/%s/)" % (e, e.replace("_", "-"))),
        ("doppler run", "doppler run --project api --config stg -- npm run worker"),
        ("terraform data source", 'password = data.aws_secretsmanager_secret_version.db.secret_string\n# var.db_password is marked sensitive = true'),
        ("VS Code ${env:}", '"env": { "%s": "${env:%s}" }' % (e, e)),
        ("ansible vault var", "db_password: \"{{ vault_db_password }}\"\napi_token: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/%s:token') }}\"" % slug),
        (".npmrc env ref", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nalways-auth=true"),
        ("MCP env ref", '"env": { "%s": "${%s}" }' % (e, e)),
        ("git URL with env token", "git clone https://x-access-token:${GITHUB_TOKEN}@github.com/acme/infra.git"),
        ("curl $TOKEN", 'curl -H "Authorization: Bearer $%s" %s' % (e, v.url.split("?")[0] or "https://api.acme.io/v1/me")),
        ("psql with vault lookup", 'PGPASSWORD="$(vault kv get -field=password secret/db/reporting)" psql -h db.internal -U reporting analytics'),
        ("docker login stdin from var", 'echo "$REGISTRY_PASSWORD" | docker login registry.acme.io -u "$REGISTRY_USER" --password-stdin'),
        ("spring placeholder", "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n    username: ${DB_USER:app}"),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: prod/%s\n        property: api_key" % (e, slug)),
    ]
    name, s = refs[st]
    if lang == "ko":
        mc = pick(["%s 키를 코드에 박아야 하는 줄 알았는데, 팀 규칙상 시크릿은 전부 외부에서 주입함." % v.name,
                   "로컬에서 %s 값이 비어 있어서 앱이 안 떴음. 값을 어디서 가져오는지 몰랐음." % e,
                   "'%s' 작업인데 인증 정보를 어디서 주입하는지 문서에 없었음." % fill(pick(TASKS["ko"]), dict(svc=v.name))])
        ls = pick(["값은 직접 안 넣고 참조만 함:\n%s", "이렇게 참조로 받으면 됨:\n%s\n실제 값은 시크릿 스토어에만 있음.",
                   "%s\n↑ 이 방식이 표준. 평문으로 커밋하면 push protection에 걸림."]) % s
        ask = pick(["", "로컬 개발용 값은 어느 볼트 경로에서 받는지?", "%s 접근 권한은 누구한테 요청하면 되는지?" % v.name])
    else:
        mc = pick(["I assumed the %s key had to be hardcoded; team policy is that every secret is injected." % v.name,
                   "%s was empty locally so the app wouldn't boot, and I didn't know where it's sourced from." % e,
                   "The task was to %s, but nothing said how credentials get injected." % fill(pick(TASKS["en"]), dict(svc=v.name))])
        ls = pick(["The value is never written down, only referenced:\n%s", "Reference it like this:\n%s\nThe real value lives only in the secret store.",
                   "%s\n^ this is the standard pattern; committing a literal trips push protection."]) % s
        ask = pick(["", "Which vault path holds the dev value?", "Who grants access to the %s secret?" % v.name])
    return cnote("secret reference: " + name, mc, ls, ask)


def k_placeholder(lang):
    v = pv(lang)
    st = cyc("k_placeholder", 12)
    if st == 0:
        s = "\n".join(shuffled(["%s=" % v.env, "DATABASE_URL=", "PORT=3000", "LOG_LEVEL=info"]))
        nm = ".env.example with empty values"
    elif st == 1:
        s = "%s=your-%s-key-here\nSENTRY_DSN=<optional>" % (v.env, vslug(v))
        nm = ".env.example your-key-here"
    elif st == 2:
        s = 'curl -H "Authorization: Bearer <YOUR_TOKEN>" %s' % (v.url.split("?")[0] or "https://api.acme.io/v1/items")
        nm = "docs curl <YOUR_TOKEN>"
    elif st == 3:
        s = "GITHUB_TOKEN=ghp_" + "X" * 36
        nm = "ghp_XXXX placeholder"
    elif st == 4:
        s = "AWS_ACCESS_KEY_ID=AKIA" + "X" * 16 + "\nAWS_SECRET_ACCESS_KEY=" + "x" * 40
        nm = "AKIAXXXX placeholder"
    elif st == 5:
        s = "DATABASE_URL=postgres://<user>:<password>@<host>:5432/<db>"
        nm = "URL with <password> placeholder"
    elif st == 6:
        s = '"private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n",'
        nm = "PEM with ... body"
    elif st == 7:
        s = "password: \"********\"\nusername: admin"
        nm = "asterisk password"
    elif st == 8:
        s = "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET=your-signing-secret"
        nm = "xoxb-your-bot-token"
    elif st == 9:
        s = "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-..."
        nm = "sk-... ellipsis"
    elif st == 10:
        s = "STRIPE_SECRET_KEY=[REDACTED]\nSTRIPE_WEBHOOK_SECRET=[REDACTED]"
        nm = "already [REDACTED]"
    else:
        s = "api_key = \"REPLACE_ME\"  # TODO: load from env\nendpoint = \"https://api.example.com\""
        nm = "REPLACE_ME"
    if lang == "ko":
        mc = pick(["README 예제를 그대로 복사했더니 placeholder가 들어간 채로 실행됨.", "새 환경 세팅 가이드가 .env.example만 가리키고 있었음.",
                   "사용자가 템플릿 파일을 붙여주면서 값은 각자 채우라고 함."])
        ls = pick(["템플릿은 이렇게 생김:\n%s\n실제 값은 각자 볼트에서 채워야 함.", "%s\n이 상태로는 401 나는 게 정상. placeholder임.",
                   "placeholder 확인 ↓\n%s"]) % s
        ask = pick(["", "실제 값은 누구한테 받는지?", "템플릿에 필수 항목 표시 추가해도 되는지?"])
    else:
        mc = pick(["I copied the README example verbatim and ran it with the placeholder still in place.",
                   "The setup guide only pointed at .env.example.", "The user pasted the template and said everyone fills in their own values."])
        ls = pick(["The template looks like this:\n%s\nReal values come from the vault.", "%s\nWith these a 401 is expected; they're placeholders.",
                   "Placeholders, for reference:\n%s"]) % s
        ask = pick(["", "Who hands out the real values?", "Can I mark the required keys in the template?"])
    return cnote("placeholder: " + nm, mc, ls, ask)


def k_masked(lang):
    v = pv(lang)
    st = cyc("k_masked", 10)
    last4 = rs(AL, 4)
    if st == 0:
        s = "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-%s%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'code': 'invalid_api_key'}}" % ("*" * R.randint(40, 60), last4)
        nm = "OpenAI masked key in 401"
    elif st == 1:
        s = "Invalid API Key provided: sk_live_%s%s" % ("*" * 20, last4)
        nm = "Stripe masked key error"
    elif st == 2:
        s = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file" % (rs(UD, 4), rs(AL, 4))
        nm = "aws configure list"
    elif st == 3:
        s = "[2025-03-04 10:22:01,443: INFO/MainProcess] Connected to amqp://guest:**@127.0.0.1:5672//"
        nm = "celery masked broker URL"
    elif st == 4:
        s = "Engine(postgresql+psycopg://app:***@db.internal:5432/app)"
        nm = "SQLAlchemy masked engine repr"
    elif st == 5:
        s = "Name:         db-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes"
        nm = "kubectl describe secret"
    elif st == 6:
        s = "%s  Updated 2025-0%d-1%d\nDATABASE_URL  Updated 2025-01-09" % (v.env, R.randint(1, 9), R.randint(0, 9))
        nm = "gh secret list"
    elif st == 7:
        s = "curl -H 'Authorization: Bearer ***' https://api.acme.io/v1/deploy\n##[debug]Masked 1 secret value(s)"
        nm = "GitHub Actions *** masked log"
    elif st == 8:
        s = "The dashboard shows the key as %s...%s (created 2025-02-11, last used 3 days ago)." % (pick(["sk_live_", "ghp_", "xoxb-", "SG.", "AKIA", "glpat-"]), last4)
        nm = "dashboard prefix...last4"
    else:
        s = "API key: ••••••••••••%s  [Reveal] [Roll key]" % last4
        nm = "bullet-masked key UI"
    if lang == "ko":
        mc = pick(["키가 틀렸는지 만료됐는지 구분이 안 됐음.", "어느 키가 쓰이고 있는지 확인하려고 마스킹된 값만 봄.", "사용자가 에러 메시지를 그대로 붙여줌."])
        ls = pick(["마스킹된 값만 보면 됨:\n%s\n끝 4자리로 어떤 키인지 구분 가능.", "%s\n→ 로드된 키가 옛날 키였음. 값 자체는 노출 안 됨.",
                   "확인한 출력:\n%s"]) % s
        ask = pick(["", "끝자리 %s인 키 주인이 누구인지?" % last4, "옛날 키 폐기해도 되는지?"])
    else:
        mc = pick(["I couldn't tell whether the key was wrong or expired.", "Only masked values were visible when checking which key was in use.",
                   "The user pasted the error message verbatim."])
        ls = pick(["Masked output is enough:\n%s\nThe last four characters identify which key it is.", "%s\nSo the loaded key was the old one; the value itself never shows.",
                   "Output I checked:\n%s"]) % s
        ask = pick(["", "Who owns the key ending in %s?" % last4, "Can the old key be revoked?"])
    return cnote("masked value: " + nm, mc, ls, ask)


def jwt_io_example():
    return jwt({"sub": "1234567890", "name": "John Doe", "iat": 1516239022}, key=b"your-256-bit-secret")


def k_docexample(lang):
    st = cyc("k_docexample", 6)
    if st == 0:
        s = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        nm = "AWS documentation example key pair"
    elif st == 1:
        s = jwt_io_example()
        nm = "jwt.io example token"
    elif st == 2:
        s = ("DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;"
             "BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;")
        nm = "Azurite well-known dev storage key"
    elif st == 3:
        s = "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"
        nm = "Google reCAPTCHA v2 test keys"
    elif st == 4:
        s = "HCAPTCHA_SITEKEY=10000000-ffff-ffff-ffff-000000000001\nHCAPTCHA_SECRET=0x0000000000000000000000000000000000000000"
        nm = "hCaptcha test keys"
    else:
        s = "TURNSTILE_SITE_KEY=1x00000000000000000000AA\nTURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA"
        nm = "Cloudflare Turnstile dummy keys"
    if lang == "ko":
        mc = pick(["테스트에 들어 있는 키가 진짜인 줄 알고 한참 조사함.", "CI 스캐너가 이 값들을 유출로 잡아서 빌드가 멈췄음."])
        ls = pick(["공식 문서에 나오는 예제/테스트용 값이라 실제 자격증명 아님:\n%s", "%s\n벤더 문서에 공개된 더미 값. 로컬 에뮬레이터/테스트에서만 동작함."]) % s
        ask = pick(["", "스캐너 allowlist에 이 값들 추가해도 되는지?"])
    else:
        mc = pick(["I spent a while investigating a key in the tests before realising what it was.", "The CI secret scanner flagged these and blocked the build."])
        ls = pick(["These are the vendor's published example/test values, not real credentials:\n%s", "%s\nPublic dummy values from the vendor docs; they only work against the emulator or in test mode."]) % s
        ask = pick(["", "Can these be added to the scanner allowlist?"])
    return cnote("vendor documentation example key: " + nm, mc, ls, ask)


NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def k_hash(lang):
    st = cyc("k_hash", 14)
    if st == 0:
        s = "\n".join("%s  %s" % (hx(64), f) for f in sample(["acme-cli_2.4.1_linux_amd64.tar.gz", "acme-cli_2.4.1_darwin_arm64.tar.gz",
                                                                 "acme-cli_2.4.1_windows_amd64.zip", "checksums.txt.sig"], 3))
        nm = "sha256sum release checksums"
    elif st == 1:
        s = "\n".join("%s %s" % (hx(7), m) for m in sample(["fix(auth): refresh token race", "chore: bump deps", "feat: add export button",
                                                            "revert: drop legacy webhook", "test: flaky e2e retry"], 3))
        s += "\nbisect says the first bad commit is %s" % hx(40)
        nm = "git log + full SHA"
    elif st == 2:
        s = "image: ghcr.io/acme/api@sha256:%s" % hx(64)
        nm = "docker image digest"
    elif st == 3:
        s = '"node_modules/left-pad": {\n  "version": "1.3.0",\n  "integrity": "sha512-%s"\n}' % b64(rb(64))
        nm = "npm integrity sha512"
    elif st == 4:
        s = '<script src="https://cdn.acme.io/widget.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rb(48))
        nm = "SRI sha384"
    elif st == 5:
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        nm = "pip --hash"
    elif st == 6:
        s = "golang.org/x/crypto v0.31.0 h1:%s\ngolang.org/x/crypto v0.31.0/go.mod h1:%s" % (b64(rb(32)), b64(rb(32)))
        nm = "go.sum"
    elif st == 7:
        s = '[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % hx(64)
        nm = "Cargo.lock checksum"
    elif st == 8:
        s = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.62.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (b64(rb(32)), hx(64))
        nm = "terraform lock hashes"
    elif st == 9:
        s = "/nix/store/%s-openssl-3.0.14" % rs(NIX32, 32)
        nm = "nix store path"
    elif st == 10:
        s = 'ETag: "%s"\nx-amz-version-id: %s' % (hx(32), rs(AL + "._", 32))
        nm = "S3 ETag/version id"
    elif st == 11:
        s = "oid sha256:%s\nsize %d" % (hx(64), R.randint(10000, 90000000))
        nm = "git LFS pointer"
    elif st == 12:
        s = '"hashed_secret": "%s",\n"is_verified": false,\n"line_number": %d,\n"type": "Secret Keyword"' % (hx(40), R.randint(3, 200))
        nm = "detect-secrets baseline hashed_secret"
    else:
        s = "main.%s.js  142 KiB\nvendors.%s.js  388 KiB\nruntime.%s.js  2 KiB" % (hx(8), hx(20), hx(8))
        nm = "webpack content hashes"
    if lang == "ko":
        mc = pick(["빌드 결과물이 바뀌었는지 확인할 기준 값을 몰랐음.", "긴 hex 문자열이 보여서 키인 줄 알았는데 아니었음.", "재현 가능한 빌드인지 확인하라는 요청이었음."])
        ls = pick(["참고한 값:\n%s\n전부 해시/다이제스트라 민감 정보 아님.", "%s\n이 값이 바뀌면 의존성이나 아티팩트가 바뀐 것.", "체크섬 비교용:\n%s"]) % s
        ask = pick(["", "다이제스트 고정(pin) 정책을 어디까지 적용할지?"])
    else:
        mc = pick(["I didn't know what reference value to compare the build output against.", "A long hex string looked like a key; it wasn't.",
                   "The request was to confirm the build is reproducible."])
        ls = pick(["Values I checked:\n%s\nAll hashes/digests, nothing sensitive.", "%s\nIf these change, a dependency or artifact changed.", "For checksum comparison:\n%s"]) % s
        ask = pick(["", "How far should we go with pinning digests?"])
    return cnote("hash/digest: " + nm, mc, ls, ask)


def k_ids(lang):
    st = cyc("k_ids", 20)
    acct = digits(12)
    if st == 0:
        s = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s" % (uuid4(), uuid4(), uuid4())
        nm = "Azure tenant/client/subscription IDs"
    elif st == 1:
        s = "x-amz-request-id: %s\nx-amz-id-2: %s" % (rs(UD, 16), b64(rb(57)))
        nm = "S3 request ids"
    elif st == 2:
        s = "cf-ray: %s-ICN" % hx(16)
        nm = "cf-ray"
    elif st == 3:
        s = "x-request-id: req_%s\nopenai-processing-ms: %d" % (hx(32), R.randint(200, 9000))
        nm = "OpenAI request id"
    elif st == 4:
        s = '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"},"request_id":"req_011C%s"}' % rs(AL, 20)
        nm = "Anthropic request_id"
    elif st == 5:
        s = "traceparent: 00-%s-%s-01" % (hx(32), hx(16))
        nm = "W3C traceparent"
    elif st == 6:
        s = "order %s, user %s, event %s" % (hx(24), hx(24), ulid())
        nm = "ObjectIds + ULID"
    elif st == 7:
        s = "customer cus_%s, payment_intent pi_3%s, event evt_1%s, price price_1%s" % (rs(AL, 14), rs(AL, 23), rs(AL, 23), rs(AL, 23))
        nm = "Stripe object IDs"
    elif st == 8:
        s = "arn:aws:iam::%s:role/github-actions-deploy\narn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, acct, uuid4())
        nm = "AWS ARNs + KMS key id"
    elif st == 9:
        s = "instance i-0%s in subnet subnet-0%s, sg-0%s, ami-0%s" % (hx(16), hx(16), hx(16), hx(16))
        nm = "EC2 resource IDs"
    elif st == 10:
        s = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s" % (hx(32), hx(32))
        nm = "Cloudflare account/zone IDs"
    elif st == 11:
        s = "channel C0%s, user U0%s, thread_ts %d.%06d" % (rs(UD, 9), rs(UD, 9), now_ts(), R.randint(0, 999999))
        nm = "Slack IDs"
    elif st == 12:
        s = "node_id: %s\nrun id %s, installation %s, app id %s" % (pick(["MDQ6VXNlcjE=", "R_kgDO" + rs(AL + "-_", 8), "PR_kwDO" + rs(AL + "-_", 18)]),
                                                                  digits(11), digits(8), digits(6))
        nm = "GitHub node/run/installation IDs"
    elif st == 13:
        s = "msg_01%s / toolu_01%s / chatcmpl-%s / file-%s" % (rs(AL, 22), rs(AL, 22), rs(AL, 29), rs(AL, 22))
        nm = "LLM API object IDs"
    elif st == 14:
        s = "Sentry event %s (issue ACME-API-%s)" % (hx(32), rs(UD, 3))
        nm = "Sentry event id"
    elif st == 15:
        s = "pod api-%s-%s  uid %s\ncontainerID: containerd://%s" % (hx(9)[:9], rs(LD, 5), uuid4(), hx(64))
        nm = "k8s pod uid / container id"
    elif st == 16:
        s = "VERCEL_ORG_ID=team_%s\nVERCEL_PROJECT_ID=prj_%s\n(deployment dpl_%s)" % (rs(AL, 24), rs(AL, 28), rs(AL, 28))
        nm = "Vercel org/project IDs"
    elif st == 17:
        s = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(LD, 32))
        nm = "Google OAuth client ID"
    elif st == 18:
        s = "Supabase project ref %s, Firebase project acme-%s, GA measurement ID G-%s" % (rs(LO, 20), rs(LD, 5), rs(UD, 10))
        nm = "project refs / measurement id"
    else:
        s = "/subscriptions/%s/resourceGroups/rg-prod/providers/Microsoft.Web/sites/acme-api" % uuid4()
        nm = "Azure resource ID"
    if lang == "ko":
        mc = pick(["로그에 긴 ID가 잔뜩 있어서 어떤 게 민감한 값인지 헷갈렸음.", "장애 티켓에 어떤 식별자를 남겨야 벤더 지원팀이 찾을 수 있는지 몰랐음.",
                   "설정 파일의 ID 값들이 시크릿인지 아닌지 확인이 필요했음."])
        ls = pick(["이건 전부 식별자라 노트에 남겨도 됨:\n%s", "%s\n벤더 지원 문의할 때 이 ID들 같이 보내면 됨.", "참고용 ID:\n%s\n인증에는 쓰이지 않음."]) % s
        ask = pick(["", "지원 티켓에 request id 말고 더 필요한 게 있는지?"])
    else:
        mc = pick(["The logs are full of long IDs and I wasn't sure which were sensitive.", "I didn't know which identifiers the vendor's support needs on a ticket.",
                   "Needed to confirm whether the ID values in the config are secrets."])
        ls = pick(["These are all identifiers and are fine to keep in notes:\n%s", "%s\nSend these IDs along when opening a support case.", "IDs for reference:\n%s\nNone of them authenticate anything."]) % s
        ask = pick(["", "Does support need anything beyond the request id?"])
    return cnote("identifiers: " + nm, mc, ls, ask)


def tiny_png_b64():
    w, h = 1, 1
    raw = b"\x00" + bytes([R.randrange(256) for _ in range(3)])

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    return b64(png)


def k_b64(lang):
    st = cyc("k_b64", 7)
    if st == 0:
        n = R.randint(10, 500)
        s = '{"after": "%s", "first": 50}' % b64(("arrayconnection:%d" % n).encode())
        nm = "GraphQL relay cursor"
    elif st == 1:
        s = '"next_page_token": "%s"' % b64(jdump({"offset": R.randint(1, 40) * 50, "sort": "created_at", "dir": "desc"}).encode())
        nm = "pagination token (base64 JSON)"
    elif st == 2:
        s = '<img src="data:image/png;base64,%s" alt="dot">' % tiny_png_b64()
        nm = "data URI PNG"
    elif st == 3:
        s = "FEATURE_FLAGS_B64=%s" % b64(jdump({"newCheckout": True, "darkMode": False, "betaSearch": R.randint(0, 100)}).encode())
        nm = "base64 feature-flag JSON"
    elif st == 4:
        cfg = "server {\n  listen 80;\n  return 301 https://$host$request_uri;\n}\n"
        s = "binaryData:\n  redirect.conf: %s" % b64(cfg.encode())
        nm = "ConfigMap binaryData of nginx conf"
    elif st == 5:
        s = "certificate-authority-data: " + b64(("-----BEGIN CERTIFICATE-----\nMIIC" + b64(rb(60))[:60]).encode())[:120] + "..."
        nm = "kubeconfig CA data (public cert, truncated)"
    else:
        s = "echo %s | base64 -d\n# -> %s" % (b64(b"build=%d;branch=main" % R.randint(1000, 9999)), "build info")
        nm = "base64 build info"
    if lang == "ko":
        mc = pick(["base64 문자열이 보여서 토큰인 줄 알았음.", "API 응답에 있는 긴 base64 값이 뭔지 몰랐음."])
        ls = pick(["디코딩해보면 그냥 데이터임:\n%s", "%s\n디코딩하면 민감하지 않은 내용. 인증 정보 아님."]) % s
        ask = pick(["", "이런 값도 로그에서 마스킹해야 하는지?"])
    else:
        mc = pick(["A base64 string looked like a token.", "I didn't know what the long base64 value in the API response was."])
        ls = pick(["Decoding it shows plain data:\n%s", "%s\nDecodes to non-sensitive content; not a credential."]) % s
        ask = pick(["", "Should values like this be masked in logs anyway?"])
    return cnote("base64 of non-secret data: " + nm, mc, ls, ask)


def k_pub(lang):
    st = cyc("k_pub", 12)
    if st == 0:
        line, blob = ssh_ed25519_pub(pick(["minsu@macbook", "ci@acme", "dana@thinkpad"]))
        s = "~/.ssh/authorized_keys:\n" + line
        nm = "ssh-ed25519 public key"
    elif st == 1:
        line, blob = ssh_rsa_pub("deploy@legacy")
        s = line[:120] + "... deploy@legacy" if chance(0.5) else line
        if len(s) > 700:
            s = line[:200] + "... deploy@legacy"
        nm = "ssh-rsa public key"
    elif st == 2:
        line, blob = ssh_ed25519_pub("host")
        s = "The authenticity of host 'bastion.acme.io' can't be established.\nED25519 key fingerprint is %s." % ssh_fp(blob)
        nm = "SSH host key fingerprint"
    elif st == 3:
        salt, hsh = b64(rb(20)), b64(rb(20))
        line, blob = ssh_ed25519_pub("")
        s = "|1|%s|%s %s" % (salt, hsh, line.strip())
        nm = "hashed known_hosts line"
    elif st == 4:
        s = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s,%s" % (bech32("age", rb(32)), bech32("age", rb(32)))
        nm = "age recipients in .sops.yaml"
    elif st == 5:
        s = "[Peer]\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % g_wireguard()
        nm = "WireGuard peer public key"
    elif st == 6:
        s, _ = ec_pub_pem()
        nm = "EC public key PEM"
    elif st == 7:
        s = "selector1._domainkey.acme.io TXT \"v=DKIM1; k=rsa; p=%s\"" % b64(rsa_pub_spki())
        if len(s) > 700:
            s = s[:300] + '..."'
        nm = "DKIM TXT record"
    elif st == 8:
        fp = HX(40)
        s = "pub   ed25519 2024-05-02 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>" % fp
        nm = "gpg --list-keys output"
    elif st == 9:
        s = "deployer 0x%s, contract 0x%s, tx 0x%s" % (hx(40), hx(40), hx(64))
        nm = "Ethereum addresses and tx hash"
    elif st == 10:
        s = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 22), b64url(rand_int_bytes(256))[:120] + "...")
        nm = "JWKS public key"
    else:
        s = "untrusted comment: minisign public key %s\n%s" % (HX(16), b64(b"Ed" + rb(8) + rb(32)))
        nm = "minisign public key"
    if lang == "ko":
        mc = pick(["키처럼 생긴 값이 커밋돼 있어서 유출인지 확인해야 했음.", "서버 접근 설정하는데 어떤 키를 어디에 등록해야 하는지 몰랐음."])
        ls = pick(["이건 공개키/지문이라 공개돼도 괜찮음:\n%s", "%s\n공개 정보임. private 쪽은 각자 로컬에만 있음."]) % s
        ask = pick(["", "공개키 등록 요청은 어디로 하면 되는지?"])
    else:
        mc = pick(["Something key-shaped was committed and I had to check whether it was a leak.", "Setting up server access, I didn't know which key goes where."])
        ls = pick(["This is a public key / fingerprint and is safe to share:\n%s", "%s\nPublic material; the private half stays on each machine."]) % s
        ask = pick(["", "Where do I request a public key to be added?"])
    return cnote("public key/fingerprint: " + nm, mc, ls, ask)


def k_url(lang):
    st = cyc("k_url", 9)
    urls = ["git@github.com:acme/payments-service.git", "https://github.com/acme/web.git", "postgres://app@localhost:5432/app_dev",
            "redis://localhost:6379/0", "mongodb://localhost:27017/?replicaSet=rs0", "s3://acme-logs/alb/2025/03/04/",
            "https://acmeprod.blob.core.windows.net/exports/2025-03.csv", "vault kv path: secret/data/payments/prod",
            "~/.aws/credentials (profile acme-prod)"]
    s = urls[st]
    if lang == "ko":
        mc = pick(["어디에 붙어야 하는지 주소를 몰랐음.", "경로/URL만 알려주고 권한은 따로 받아야 한다는 걸 몰랐음."])
        ls = pick(["주소: %s\n인증은 각자 SSO/키체인으로 함 (URL에 자격증명 없음).", "%s\n여기에 접근하려면 IAM 권한이 먼저 필요함."]) % s
        ask = pick(["", "접근 권한 요청은 누구한테?"])
    else:
        mc = pick(["I didn't know which address to connect to.", "Nobody said the URL alone isn't enough; access is granted separately."])
        ls = pick(["Address: %s\nAuth happens via SSO/keychain; no credentials in the URL.", "%s\nReaching this needs IAM permissions first."]) % s
        ask = pick(["", "Who approves access requests?"])
    return cnote("URL/path without credentials", mc, ls, ask)


CLI_EXPL = {
    "en": ["`mysql -p` with nothing after it prompts for the password; `-p secret` with a space is read as the database name.",
           "`docker login --password-stdin` reads the password from stdin so it never lands in shell history.",
           "psql picks up ~/.pgpass automatically, but only if the file is chmod 600.",
           "`curl -u alice` without `:password` makes curl prompt for it.",
           "`gh auth login --with-token` reads the token from stdin; `gh auth status` shows which account is active.",
           "`sshpass -e` reads the password from the SSHPASS environment variable instead of the command line.",
           "`redis-cli --askpass` prompts instead of taking `-a` on the command line.",
           "openssl accepts `-passout env:P12_PASS` or `-passout file:pass.txt` so the password isn't in argv.",
           "`kubectl create secret generic --from-file` keeps the value out of shell history, unlike `--from-literal`.",
           "With HISTCONTROL=ignorespace, a command that starts with a space is not saved to history.",
           "`npm login --auth-type=web` opens the browser instead of asking for a password.",
           "`vault login -method=oidc` opens the SSO flow; no token needs to be copied.",
           "`ssh-keygen -N ''` creates a key with an empty passphrase, acceptable only for CI deploy keys.",
           "`aws sso login --profile acme-prod` refreshes short-lived credentials; nothing is stored long-term."],
    "ko": ["`mysql -p` 뒤에 아무것도 안 붙이면 비번을 물어봄. `-p 값`처럼 띄우면 DB 이름으로 인식됨.",
           "`docker login --password-stdin` 은 stdin에서 비번을 읽어서 셸 히스토리에 안 남음.",
           "psql은 ~/.pgpass를 자동으로 읽는데 파일 권한이 600이어야 함.",
           "`curl -u alice` 처럼 `:비번` 없이 쓰면 curl이 물어봄.",
           "`gh auth login --with-token` 은 stdin으로 토큰을 받음. 어떤 계정인지는 `gh auth status`로 확인.",
           "`sshpass -e` 는 커맨드라인 대신 SSHPASS 환경변수에서 비번을 읽음.",
           "`redis-cli --askpass` 쓰면 `-a` 없이 프롬프트로 입력 가능.",
           "openssl은 `-passout env:P12_PASS` 나 `-passout file:pass.txt` 를 지원해서 argv에 비번이 안 남음.",
           "`kubectl create secret generic --from-file` 은 `--from-literal` 과 달리 히스토리에 값이 안 남음.",
           "HISTCONTROL=ignorespace면 앞에 공백 붙인 명령은 히스토리에 저장 안 됨.",
           "`npm login --auth-type=web` 하면 비번 대신 브라우저 인증으로 넘어감.",
           "`vault login -method=oidc` 는 SSO 창이 떠서 토큰 복사할 필요 없음.",
           "`ssh-keygen -N ''` 는 passphrase 없는 키를 만듦. CI 배포 키에만 허용.",
           "`aws sso login --profile acme-prod` 로 단기 자격증명 갱신. 장기 키는 저장 안 함."],
}


def k_cliflag(lang):
    i = R.randrange(len(CLI_EXPL["en"]))
    j = (i + R.randint(1, len(CLI_EXPL["en"]) - 1)) % len(CLI_EXPL["en"])
    if lang == "ko":
        mc = pick(["비번을 커맨드라인에 직접 넣지 말라는 리뷰 코멘트를 받았는데 대안을 몰랐음.", "명령어 옵션 동작을 잘못 알고 있었음."])
        ls = CLI_EXPL["ko"][i] + (" " + CLI_EXPL["ko"][j] if chance(0.5) else "")
        ask = pick(["", "팀에서 권장하는 방식이 따로 있는지?"])
    else:
        mc = pick(["A review comment said not to put passwords on the command line, and I didn't know the alternatives.", "I had the flag's behaviour wrong."])
        ls = CLI_EXPL["en"][i] + (" " + CLI_EXPL["en"][j] if chance(0.5) else "")
        ask = pick(["", "Does the team have a preferred approach?"])
    return cnote("CLI flags explained in prose", mc, ls, ask)


def k_policy(lang):
    n = pick([10, 12, 14, 16])
    st = cyc("k_policy", 4)
    if lang == "ko":
        pol = ["비밀번호 정책: 최소 %d자, 대문자/소문자/숫자/특수문자 중 3종 이상, 최근 5개 재사용 불가, 90일마다 변경." % n,
               '"PasswordPolicy": {"MinimumLength": %d, "RequireUppercase": true, "RequireNumbers": true, "RequireSymbols": true}' % n,
               'passwordPolicy: "length(%d) and digits(1) and upperCase(1) and notUsername and passwordHistory(5)"' % n,
               "5회 실패 시 30분 잠금. 초기 비밀번호는 첫 로그인 때 반드시 변경해야 함."][st]
        mc = pick(["회원가입 테스트가 계속 실패했는데 비밀번호 정책을 몰랐음.", "QA 계정 만들 때 어떤 비밀번호 규칙을 지켜야 하는지 몰랐음."])
        ls = pick(["%s", "%s\n테스트 fixture도 이 규칙에 맞춰야 함."]) % pol
        ask = pick(["", "정책이 스테이징/prod 동일한지?"])
    else:
        pol = ["Password policy: at least %d characters, 3 of upper/lower/digit/symbol, last 5 can't be reused, rotate every 90 days." % n,
               '"PasswordPolicy": {"MinimumLength": %d, "RequireUppercase": true, "RequireNumbers": true, "RequireSymbols": true}' % n,
               'passwordPolicy: "length(%d) and digits(1) and upperCase(1) and notUsername and passwordHistory(5)"' % n,
               "Five failed attempts lock the account for 30 minutes; the initial password must be changed at first login."][st]
        mc = pick(["The signup tests kept failing and I didn't know the password policy.", "Creating QA accounts, I didn't know the password rules."])
        ls = pick(["%s", "%s\nTest fixtures have to follow this too."]) % pol
        ask = pick(["", "Is the policy the same on staging and prod?"])
    return cnote("password policy", mc, ls, ask)


AUTH_ERRS = ['FATAL:  password authentication failed for user "%s"',
             "ERROR 1045 (28000): Access denied for user '%s'@'172.18.0.1' (using password: YES)",
             "remote: Support for password authentication was removed on August 13, 2021.\nfatal: Authentication failed for 'https://github.com/acme/%s.git/'",
             "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid. (%s)",
             '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"} (%s)',
             "(error) WRONGPASS invalid username-password pair or user is disabled. (%s)",
             "%s@bastion.acme.io: Permission denied (publickey).",
             "google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant'}) (%s)",
             '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}} (%s)',
             '{"ok":false,"error":"invalid_auth"} (%s)',
             "MongoServerError: Authentication failed. (user %s)",
             "Login failed for user '%s'. (Microsoft SQL Server, Error: 18456)",
             "<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error> (%s)"]


def k_autherr(lang):
    e = pick(AUTH_ERRS) % pick(USERS)
    if lang == "ko":
        mc = pick(["인증 에러가 났는데 원인이 비번인지 권한인지 몰랐음.", "사용자가 에러 로그만 붙여주고 뭐가 바뀌었는지는 말 안 함."])
        ls = pick(["에러:\n%s\n알고 보니 자격증명이 바뀐 게 아니라 잘못된 프로필을 쓰고 있었음.", "%s\n→ 로테이션 후 워커가 재시작 안 돼서 옛날 값 들고 있었음."]) % e
        ask = pick(["", "자격증명 로테이션하면 어떤 서비스들 재시작해야 하는지 목록 있는지?"])
    else:
        mc = pick(["Got an auth error and couldn't tell if it was the password or permissions.", "The user pasted only the error, not what had changed."])
        ls = pick(["Error:\n%s\nTurned out the credentials were fine; the wrong profile was selected.", "%s\nThe worker hadn't restarted after the rotation and still held the old value."]) % e
        ask = pick(["", "Is there a list of services to restart after a credential rotation?"])
    return cnote("auth error message", mc, ls, ask)


def k_rotation(lang):
    v = pv(lang)
    t = "%02d:%02d" % (R.randint(0, 23), R.randint(0, 59))
    if lang == "ko":
        mc = pick(["%s 키가 커밋에 포함돼서 푸시됐다는 알림을 받았는데 로테이션 절차를 몰랐음." % v.name,
                   "%s 키 교체 후 어떤 서비스에 반영해야 하는지 목록이 없었음." % v.name])
        ls = pick(["%s 키 로테이션 완료. 새 키는 1Password '%s prod' 항목에만 있고, 옛날 키는 %s KST에 revoke함. ExternalSecret이 새 값 동기화하고 파드 재시작됨." % (v.name, v.name, t),
                   "대시보드에서 %s 키 roll 하고 AWS Secrets Manager prod/%s 값 갱신. 배포 없이 %s 이후 요청부터 새 키 사용 중." % (v.name, vslug(v), t),
                   "유출된 %s 키 폐기, 히스토리에서는 git filter-repo로 제거. 새 키는 볼트에만 있음." % v.name])
        ask = pick(["", "%s 키 로테이션 주기를 정해야 하는지?" % v.name])
    else:
        mc = pick(["Got an alert that a %s key was pushed in a commit and didn't know the rotation procedure." % v.name,
                   "After replacing the %s key there was no list of where it had to be updated." % v.name])
        ls = pick(["Rotated the %s key. The new one is only in 1Password '%s prod'; the old one was revoked at %s UTC. ExternalSecret synced and the pods restarted." % (v.name, v.name, t),
                   "Rolled the %s key in the dashboard and updated AWS Secrets Manager prod/%s. No deploy needed; requests after %s use the new key." % (v.name, vslug(v), t),
                   "Revoked the leaked %s key and scrubbed history with git filter-repo. The replacement lives only in the vault." % v.name])
        ask = pick(["", "Should we set a rotation schedule for %s?" % v.name])
    return cnote("key rotation talk without the key", mc, ls, ask)


def k_publishable(lang):
    st = cyc("k_publishable", 20)
    if st == 0:
        k = "pk_live_" + pick([rs(AL, 24), "51" + rs(AL, 97)])
        s, nm = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k, "Stripe publishable key"
    elif st == 1:
        pid = "acme-%s" % rs(LD, 5)
        s = ('const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  appId: "1:%s:web:%s",\n};'
             % (g_google_api(), pid, pid, digits(12), hx(22)))
        nm = "Firebase web config apiKey"
    elif st == 2:
        s, nm = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key"
    elif st == 3:
        s, nm = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "hCaptcha sitekey"
    elif st == 4:
        s, nm = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14), "Turnstile site key"
    elif st == 5:
        tok = "pk." + b64url(jdump({"u": pick(["acme", "geo-team"]), "a": "cl" + rs(LD, 23)}).encode()) + "." + rs(B64U, 22)
        s, nm = "mapboxgl.accessToken = '%s';" % tok, "Mapbox public token"
    elif st == 6:
        s, nm = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UD, 10), hx(32)), "Algolia search-only key"
    elif st == 7:
        s, nm = "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s' });" % (hx(32), digits(6), digits(7)), "Sentry DSN"
    elif st == 8:
        s, nm = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AL, 43), "PostHog project key"
    elif st == 9:
        s, nm = 'analytics.load("%s");' % rs(AL, 32), "Segment write key (browser)"
    elif st == 10:
        s, nm = "mixpanel.init('%s', { track_pageview: true });" % hx(32), "Mixpanel project token"
    elif st == 11:
        dom = pick(["clerk.acme.io", "clerk.shop.acme.kr", "accounts.acme.dev"])
        s, nm = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64((dom + "$").encode()).rstrip("="), "Clerk publishable key"
    elif st == 12:
        ref = rs(LO, 20)
        iat = now_ts() - 86400 * 100
        anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000})
        s, nm = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), "Supabase anon key"
    elif st == 13:
        s, nm = "Kakao.init('%s'); // %s" % (hx(32), "JavaScript 키" if lang == "ko" else "JavaScript key"), "Kakao JavaScript key"
    elif st == 14:
        s, nm = "const clientKey = '%s';\nconst tossPayments = TossPayments(clientKey);" % (pick(["live_ck_", "live_gck_"]) + rs(AL, 24)), "Toss Payments client key"
    elif st == 15:
        s, nm = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), hx(32)), "Datadog RUM client token"
    elif st == 16:
        s, nm = "const checkout = new AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UD, 32), "Adyen client key"
    elif st == 17:
        s, nm = '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(AL + "-_", 79), "PayPal JS SDK client-id"
    elif st == 18:
        s, nm = '<script src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap" async></script>' % g_google_api(), "Google Maps JS key (referrer-restricted)"
    else:
        s, nm = "Paddle.Initialize({ token: 'live_%s' });" % hx(27), "Paddle client-side token"
    if lang == "ko":
        mc = pick(["프론트 번들에 키가 들어 있어서 유출인 줄 알고 놀람.", "시크릿 스캐너가 프론트엔드 설정 파일을 잡아서 PR이 막힘.", "브라우저에 노출돼도 되는 키인지 확인이 필요했음.",
                   "랜딩 페이지에 위젯 붙이는 작업인데 초기화 값을 어디서 가져오는지 몰랐음."])
        ls = pick(["벤더 문서상 공개용(publishable) 키라 클라이언트에 있어도 됨:\n%s", "%s\n브라우저용 공개 키. 권한은 도메인 제한/RLS로 막혀 있음.", "확인 결과 공개 키임:\n%s",
                   "프론트 초기화 코드 참고용:\n%s", "레이아웃에 이렇게 추가함:\n%s"]) % s
        ask = pick(["", "스캐너 예외 처리 방법은?", "서버용 시크릿 키는 어디 보관돼 있는지?"])
    else:
        mc = pick(["A key in the frontend bundle looked like a leak.", "The secret scanner flagged the frontend config and blocked the PR.", "Needed to confirm whether this key may be exposed to the browser.",
                   "The landing page needed the widget wired up and I didn't know where the init values come from."])
        ls = pick(["Per the vendor docs this is a publishable key and belongs in client code:\n%s", "%s\nBrowser-facing public key; access is limited by domain restrictions / RLS.", "Confirmed it is a public key:\n%s",
                   "Frontend init, for reference:\n%s", "Added this to the layout template:\n%s"]) % s
        ask = pick(["", "How do we add a scanner exception?", "Where is the server-side secret key kept?"])
    return cnote("publishable key: %s [publishable]" % nm, mc, ls, ask)


def k_encrypted(lang):
    st = cyc("k_encrypted", 3)
    if st == 0:
        body = "\n".join(hx(80) for _ in range(R.randint(3, 5)))
        s = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + body.replace("\n", "\n  ")
        nm = "ansible-vault encrypted var"
    elif st == 1:
        s = ("password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n  age:\n    - recipient: %s"
             % (b64(rb(18)), b64(rb(32)), b64(rb(16)), bech32("age", rb(32))))
        nm = "SOPS encrypted value"
    else:
        s = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB%s" % b64(rb(180))[:200]
        nm = "SealedSecret encryptedData"
    if lang == "ko":
        mc = "레포에 암호문처럼 보이는 값이 커밋돼 있어서 유출인지 확인 요청받음."
        ls = pick(["암호화된 상태로 커밋하는 게 정상 플로우임:\n%s\n복호화 키는 CI와 운영자만 가짐.", "%s\n평문 아님. 키 없이는 못 풂."]) % s
        ask = pick(["", "복호화 권한은 누구한테 받는지?"])
    else:
        mc = "Asked to check whether a ciphertext-looking value in the repo is a leak."
        ls = pick(["Committing it encrypted is the intended flow:\n%s\nOnly CI and operators hold the decryption key.", "%s\nNot plaintext; useless without the key."]) % s
        ask = pick(["", "Who grants decrypt access?"])
    return cnote("encrypted-at-rest blob: " + nm, mc, ls, ask)


def k_scanning(lang):
    st = cyc("k_scanning", 4)
    if st == 0:
        s = ("remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: - Push cannot contain secrets\n"
             "remote:   —— Stripe API Key ——————————————\nremote:    locations:\nremote:      - commit: %s\nremote:        path: config/.env:3" % hx(40))
        nm = "GitHub push protection message"
    elif st == 1:
        s = "[[rules]]\nid = \"acme-internal-token\"\nregex = '''acme_(live|test)_[A-Za-z0-9]{32}'''\nkeywords = [\"acme_live_\", \"acme_test_\"]"
        nm = "gitleaks custom rule"
    elif st == 2:
        s = "Known prefixes we scan for: ghp_, github_pat_, glpat-, xoxb-, sk_live_, AKIA, AIza, sk-ant-, hf_, npm_, dckr_pat_."
        nm = "list of token prefixes"
    else:
        s = "pattern: (?i)(password|passwd|pwd)\\s*[:=]\\s*['\"]?[^\\s'\"]{8,}"
        nm = "password regex"
    if lang == "ko":
        mc = "시크릿 스캐닝이 왜 걸렸는지, 어떤 패턴을 보는지 몰랐음."
        ls = pick(["참고:\n%s", "%s\n실제 값은 노트에 남기지 않음."]) % s
        ask = pick(["", "false positive 예외 등록 절차는?"])
    else:
        mc = "Didn't know why secret scanning fired or which patterns it checks."
        ls = pick(["For reference:\n%s", "%s\nNo actual values recorded here."]) % s
        ask = pick(["", "What's the process to register a false positive?"])
    return cnote("secret scanning talk: " + nm, mc, ls, ask)


def k_pwtalk(lang):
    """prose about passwords/keys with no value at all"""
    system, sysm, user, url, sys_en = acct(lang)
    if lang == "ko":
        mc = pick(["%s 비번을 물어봤는데 채팅으로는 안 알려준다고 함." % system, "%s 로그인 정보가 어디 있는지 몰랐음." % system,
                   "비번 입력할 때 한/영 전환이 안 돼서 계속 틀렸음.", "%s 계정이 잠겨서 작업이 멈춤." % system])
        ls = pick(["%s 계정(%s) 비번은 1Password '인프라' 볼트에 있음. 접근 권한은 팀장 승인 필요." % (system, user),
                   "비번 틀리면 5회 후 30분 잠김. 잠기면 #infra 채널에 요청하면 풀어줌.",
                   "%s 비번은 지난주에 교체됨. 새 값은 볼트에만 있고 노트에는 안 적음." % system,
                   "Caps Lock / 한영키 상태 먼저 확인할 것. 비번 자체는 맞았음."])
        ask = pick(["", "%s 개인 계정 발급 가능한지?" % system, "볼트 접근 권한 요청은 어디로?"])
    else:
        mc = pick(["Asked for the %s password; was told it's never shared in chat." % sysm, "I didn't know where the %s login is kept." % sysm,
                   "The %s account got locked and the task stalled." % sysm])
        ls = pick(["The %s password (account %s) lives in the 1Password 'Infra' vault; access needs lead approval." % (sysm, user),
                   "Five wrong attempts lock it for 30 minutes; #infra can unlock it.",
                   "The %s password was rotated last week; the new value is only in the vault, not in these notes." % sysm,
                   "Check Caps Lock and keyboard layout first; the password itself was right."])
        ask = pick(["", "Can I get a personal %s account?" % sysm, "Where do I request vault access?"])
    return cnote("password talk without a password", mc, ls, ask)


def k_framed(lang):
    """the same prose frames as the secret notes, but the snippet only references / masks / omits the value"""
    v = pv(lang)
    e = v.env
    tok = v.gen()
    pre = re.match(r"[A-Za-z]{2,6}[_\-.]", tok)
    pre = pre.group(0) if pre else ""
    st = cyc("k_framed", 10)
    snips = [("%s=${%s}" % (e, e), "env reference"),
             ("%s: ${{ secrets.%s }}" % (e, e), "Actions secrets reference"),
             ('%s = os.environ["%s"]' % (snake(e), e), "os.environ"),
             ("export %s=\"$(op read 'op://Dev/%s/credential')\"" % (e, v.name), "op read"),
             ("%s=" % e, "empty value"),
             ("%s=<your %s>" % (e, v.thing("en")), "angle-bracket placeholder"),
             ("%s=%s...%s" % (e, pre, rs(AL, 4)), "prefix...last4 masked"),
             ('curl -H "Authorization: Bearer $%s" %s' % (e, v.url.split("?")[0] or "https://api.acme.io/v1/me"), "curl with $VAR"),
             ('{ "%s": { "apiKey": "${%s}" } }' % (vslug(v), e), "json ${VAR}"),
             ("%s=********" % e, "asterisks")]
    snip, nm = snips[st]
    c_where = pick([".env", ".env.local", "config.json", ".github/workflows/ci.yml", "docker-compose.yml", "README"])
    ctx = dict(svc=v.name, thing=v.thing(lang), where=c_where, task=fill(pick(TASKS[lang]), dict(svc=v.name)), env=e,
               snippet=snip, value=snip)
    mc, ls, ask, mode = frame_vendor(lang, ctx, inline_ok=False, clean=True)
    return cnote("framed like a secret note but no value: %s (%s)" % (nm, v.name), mc, ls, ask)


def k_misc(lang):
    items = ["api-7f9c8d6b5-x2k4p", "acme/api:sha-%s" % hx(7), "build 2025%02d%02d.%d" % (R.randint(1, 12), R.randint(1, 28), R.randint(1, 40)),
             "module.eks.aws_eks_node_group.this[\"gpu\"]", "flag checkout_v2_rollout_%s" % rs(LO, 6), "PROJ-%d" % R.randint(100, 9999),
             "//services/api:server_image", "release/2025.%d.%d" % (R.randint(1, 12), R.randint(0, 9)), "v%d.%d.%d-rc.%d+%s" % (R.randint(1, 4), R.randint(0, 20), R.randint(0, 9), R.randint(1, 5), hx(7)),
             "tmp/uploads/%s/%s.csv" % (uuid4(), ulid())]
    s = "\n".join(sample(items, R.randint(2, 4)))
    if lang == "ko":
        mc = pick(["배포 추적하려면 어떤 식별자를 봐야 하는지 몰랐음.", "긴 이름/태그가 많아서 뭐가 뭔지 헷갈렸음."])
        ls = "참고할 식별자들:\n%s" % s
        ask = pick(["", "릴리스 태그 규칙이 문서화돼 있는지?"])
    else:
        mc = pick(["I didn't know which identifiers to follow when tracing a deploy.", "There were so many long names and tags I mixed them up."])
        ls = "Identifiers to go by:\n%s" % s
        ask = pick(["", "Is the release tag convention documented?"])
    return cnote("long identifiers (pods, tags, targets)", mc, ls, ask)


def t_multi_env(lang):
    """a whole .env / config pasted with several vendors' secrets"""
    vs = []
    names = []
    for _ in range(R.randint(2, 4)):
        v = next_vendor(lang)
        if v.name in names:
            continue
        vs.append(v)
        names.append(v.name)
    if len(vs) < 2:
        raise Retry("multi")
    vals = [v.gen() for v in vs]
    lines = ["%s=%s" % (v.env, env_val(x)) for v, x in zip(vs, vals)] + noise(R.randint(1, 3))
    lines = shuffled(lines)
    f = pick([".env", ".env.local", ".env.production", "apps/worker/.env", "docker/.env"])
    snip = "\n".join(lines)
    ctx = dict(svc=" / ".join(names), thing={"en": "API keys", "ko": "API 키들"}[lang], where=f,
               task=fill(pick(TASKS[lang]), dict(svc=names[0])), env=vs[0].env, snippet=snip, value=vals[0])
    mc, ls, ask, mode = frame_vendor(lang, ctx, inline_ok=False)
    return note("dotenv with several vendor secrets: %s (%s)" % (", ".join(names), mode), mc, ls, ask, vals, vendor=names)


def _w(en, ko):
    return {"en": en, "ko": ko}


SECRET_T = [(t_vendor, _w(52, 50)), (t_multi_env, _w(5, 4)), (t_aws, _w(5, 4)), (t_pair, _w(5, 5)), (t_cli_pw, _w(16, 14)),
            (t_conn, _w(9, 8)), (t_cfg_pw, _w(9, 8)), (t_sql, _w(4, 3)), (t_prose_pw, _w(6, 7)), (t_account_block, _w(3, 5)),
            (t_chat_pw, _w(3, 4)), (t_table_pw, _w(2, 2)), (t_repeat_pw, _w(2, 2)), (t_hangul_pw, _w(2, 11)), (t_privkey, _w(8, 6)),
            (t_totp, _w(3, 3)), (t_recovery, _w(3, 3)), (t_wifi, _w(2, 3)), (t_pin, _w(2, 3)), (t_seed, _w(2, 2)),
            (t_app_password, _w(3, 3)), (t_cookie, _w(3, 3)), (t_http_auth, _w(4, 3)), (t_app_secret, _w(5, 4)),
            (t_log_leak, _w(4, 3)), (t_korea, _w(1, 6))]
CLEAN_T = [(k_ref, _w(14, 14)), (k_placeholder, _w(8, 8)), (k_masked, _w(8, 8)), (k_docexample, _w(3, 3)), (k_hash, _w(11, 10)),
           (k_ids, _w(12, 11)), (k_b64, _w(5, 5)), (k_pub, _w(8, 7)), (k_url, _w(4, 4)), (k_cliflag, _w(6, 6)),
           (k_policy, _w(3, 4)), (k_autherr, _w(6, 6)), (k_rotation, _w(5, 5)), (k_publishable, _w(9, 9)), (k_encrypted, _w(2, 2)),
           (k_scanning, _w(2, 2)), (k_pwtalk, _w(5, 6)), (k_misc, _w(3, 3)), (k_framed, _w(10, 10))]

LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _strip_secrets(text, secrets):
    for s in sorted(secrets, key=len, reverse=True):
        text = text.replace(s, " ")
    return text


def check(nt, kind, lang):
    """Return an error string, or '' if the note satisfies every FORMAT.txt rule (and our language rules)."""
    fields = {"missing_context": nt["mc"], "lesson": nt["ls"], "ask_next_time": nt["ask"]}
    for k, lim in LIMITS.items():
        v = fields[k]
        if not isinstance(v, str):
            return "type"
        if len(v.encode("utf-8")) > lim:
            return "size " + k
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty"
    secrets = nt["secrets"]
    if kind == "clean":
        if secrets != []:
            return "clean with secrets"
        if nt["cat"].endswith(" [publishable]") != ("publishable key:" in nt["cat"]):
            return "publishable tag"
    else:
        if not secrets:
            return "secret without secrets"
        if nt["cat"].endswith("[publishable]"):
            return "publishable tag on secret"
        for s in secrets:
            if len(s) < 8 or s != s.strip():
                return "bad secret %r" % s
            if not any(s in v for v in fields.values()):
                return "secret not verbatim"
        for v in fields.values():
            cover = []
            for s in secrets:
                i = v.find(s)
                while i != -1:
                    cover.append((i, i + len(s)))
                    i = v.find(s, i + 1)
            for s in secrets:
                for j in range(len(s) - 7):
                    w = s[j:j + 8]
                    p = v.find(w)
                    while p != -1:
                        if not any(a <= p and p + 8 <= b for a, b in cover):
                            return "window outside listed occurrences: %r" % w
                        p = v.find(w, p + 1)
    allp = "\n".join(fields.values())
    if lang == "ko":
        if not (has_hangul(_strip_secrets(fields["missing_context"], secrets)) and has_hangul(_strip_secrets(fields["lesson"], secrets))):
            return "ko without hangul prose"
    else:
        if has_hangul(_strip_secrets(allp, secrets)):
            return "hangul in en prose"
    return ""


def build():
    plan = [("secret", "en", 216), ("secret", "ko", 144), ("clean", "en", 216), ("clean", "ko", 144)]
    notes = []
    seen = set()
    rejects = {}
    for kind, lang, n in plan:
        table = SECRET_T if kind == "secret" else CLEAN_T
        fns = [f for f, w in table]
        ws = [w[lang] for f, w in table]
        # exact proportional quota per template (largest remainder), then a shuffled schedule
        raw = [w * n / sum(ws) for w in ws]
        q = [int(x) for x in raw]
        for i in sorted(range(len(ws)), key=lambda i: (-(raw[i] - q[i]), i))[:n - sum(q)]:
            q[i] += 1
        schedule = [f for f, k in zip(fns, q) for _ in range(k)]
        R.shuffle(schedule)
        made = 0
        for f in schedule:
            for _attempt in range(80):
                try:
                    nt = f(lang)
                except Retry as e:
                    rejects["retry:" + f.__name__] = rejects.get("retry:" + f.__name__, 0) + 1
                    continue
                err = check(nt, kind, lang)
                if err:
                    key = f.__name__ + ":" + err.split(":")[0]
                    rejects[key] = rejects.get(key, 0) + 1
                    continue
                key = (nt["mc"], nt["ls"], nt["ask"])
                if key in seen:
                    rejects["dup"] = rejects.get("dup", 0) + 1
                    continue
                break
            else:
                raise RuntimeError("template %s keeps failing" % f.__name__)
            seen.add(key)
            nt["kind"], nt["lang"], nt["tmpl"] = kind, lang, f.__name__
            notes.append(nt)
            made += 1
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes):
        out.append({"id": "ft%03d" % (i + 1), "lang": nt["lang"], "kind": nt["kind"], "category": nt["cat"],
                    "fields": {"missing_context": nt["mc"], "lesson": nt["ls"], "ask_next_time": nt["ask"]},
                    "secrets": nt["secrets"]})
    return out, notes, rejects


def final_asserts(out, notes):
    assert len(out) == 720
    ids = [o["id"] for o in out]
    assert ids == ["ft%03d" % i for i in range(1, 721)] and len(set(ids)) == 720
    cnt = {}
    for o in out:
        assert list(o.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(o["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert o["lang"] in ("en", "ko") and o["kind"] in ("secret", "clean")
        k = (o["kind"], o["lang"])
        cnt[k] = cnt.get(k, 0) + 1
        nt = dict(mc=o["fields"]["missing_context"], ls=o["fields"]["lesson"], ask=o["fields"]["ask_next_time"],
                  secrets=o["secrets"], cat=o["category"])
        err = check(nt, o["kind"], o["lang"])
        assert not err, (o["id"], err)
        if o["category"].endswith(" [publishable]"):
            assert o["kind"] == "clean"
    assert cnt == {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}, cnt
    vendors = []
    for nt in notes:
        vv = nt.get("vendor")
        for x in ([vv] if isinstance(vv, str) else (vv or [])):
            if x not in vendors:
                vendors.append(x)
    assert len(vendors) >= 100, len(vendors)
    return vendors


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    path = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v116.jsonl")
    out, notes, rejects = build()
    vendors = final_asserts(out, notes)
    data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out).encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    print("wrote %s  (%d notes, sha256 %s)" % (path, len(out), hashlib.sha256(data).hexdigest()))
    print("vendors/services with a generated credential: %d" % len(vendors))
    if "-v" in sys.argv:
        print("rejected draws:", json.dumps(rejects, sort_keys=True))


if __name__ == "__main__":
    main()
