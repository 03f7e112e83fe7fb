#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v134.py -- generator of the blind evaluation set v134 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: one random.Random(134_2026_1128) (R) drives every
choice; no iteration over sets and no hash(), so the output does not depend on PYTHONHASHSEED.

Usage:  python3 make_blind_set_v134.py [output.jsonl]
        (default output: blind_set_v134.jsonl next to this script; a short summary goes to stderr)

Layout of this file
  1. helpers: random strings, base64/base32/base58/bech32, JWT, DER, pure-Python Ed25519/X25519/P-256/secp256k1,
     RSA key generation, OpenSSH/PuTTY key encodings, Korean keyboard (dubeolsik) conversion
  2. VENDORS: token formats of 164 vendor credential kinds, each generated at run time in its public shape
     (prefix, alphabet, length, CRC32 checksum for ghp_/gho_/ghs_/npm_, JWT/macaroon/base64 encodings ...)
  3. containers: the files, commands and logs a credential is pasted in (.env, compose, k8s, CI, MCP configs ...)
  4. vendor notes: English and Korean prose around a container, or the credential inline in prose/chat
  5. password scenarios (PW_SCEN) and 6. key/seed/recovery-code scenarios (KEY_SCEN)
  7. CLEAN kinds: credential-free notes that look risky (references, hashes, IDs, public keys, publishable keys ...)
  8. assembly: FORMAT.txt rules asserted for every note, exact counts, final shuffle, ids gl001..gl720
"""
import base64
import gzip
import hashlib
import hmac
import json
import os
import re
import string
import struct
import sys
import urllib.parse
import zlib

import random

R = random.Random(134_2026_1128)

# ----------------------------------------------------------------------------------------------------
# basic random helpers (every call goes through R)
# ----------------------------------------------------------------------------------------------------
DIG = "0123456789"
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = UPP + LOW + DIG
B62 = DIG + UPP + LOW
URLSAFE = UPP + LOW + DIG + "-_"
B64CH = UPP + LOW + DIG + "+/"
B32CH = UPP + "234567"
LOWNUM = LOW + DIG
UPNUM = UPP + DIG


def pick(seq):
    return seq[R.randrange(len(seq))]


def picks(seq, k):
    """k distinct elements, order random."""
    return R.sample(list(seq), k)


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def hexs(n):
    return rs(HEXL, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b32(b):
    return base64.b32encode(b).decode()


def uuid4():
    v = R.getrandbits(128)
    v &= ~(0xF000 << 64)
    v |= 0x4000 << 64
    v &= ~(0xC000 << 48)
    v |= 0x8000 << 48
    h = "%032x" % v
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rint(a, b):
    return R.randint(a, b)


def b62enc(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, n_random=30):
    """GitHub / npm style: 30 base62 chars + 6-char base62 CRC32 checksum of those chars."""
    body = rs(B62, n_random)
    return prefix + body + b62enc(zlib.crc32(body.encode()), 6)


def jcompact(o):
    return json.dumps(o, separators=(",", ":"))


def jwt(payload, alg="HS256", kid=None, typ="JWT"):
    header = {"alg": alg, "typ": typ}
    if kid:
        header["kid"] = kid
    if typ is None:
        del header["typ"]
    seg = b64u(jcompact(header).encode()) + "." + b64u(jcompact(payload).encode())
    if alg == "HS256":
        sig = hmac.new(rbytes(32), seg.encode(), hashlib.sha256).digest()
    elif alg == "RS256":
        sig = rbytes(256)
    elif alg == "ES256":
        sig = rbytes(64)
    else:  # EdDSA
        sig = rbytes(64)
    return seg + "." + b64u(sig)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def epoch():
    return rint(1_700_000_000, 1_767_000_000)


def isodate():
    y = pick([2024, 2025])
    return "%d-%02d-%02d" % (y, rint(1, 12), rint(1, 28))


def isots():
    return "%sT%02d:%02d:%02dZ" % (isodate(), rint(0, 23), rint(0, 59), rint(0, 59))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def hhmm_seq(n):
    """n chat timestamps, in order, a few minutes apart"""
    t = rint(8 * 60, 22 * 60)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (t // 60, t % 60))
        t = min(t + rint(0, 6), 23 * 60 + 59)
    return out


def ipv4_private():
    return pick(["10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])


def aws_account():
    return str(rint(100000000000, 999999999999))


def git_sha():
    return hexs(40)


# ----------------------------------------------------------------------------------------------------
# pools of names used by every template
# ----------------------------------------------------------------------------------------------------
PEOPLE_EN = ["Priya", "Marco", "Dana", "Kenji", "Sofia", "Tom", "Aisha", "Lukas", "Hannah", "Diego", "Mei",
             "Oliver", "Fatima", "Jonas", "Grace", "Ravi", "Elena", "Sam", "Noor", "Viktor", "Chloe", "Ben"]
PEOPLE_KO = ["민수", "지현", "서연", "준호", "하은", "도윤", "수빈", "현우", "예린", "태민", "정우", "유진",
             "한결", "지훈", "소연", "은비", "성민", "다은", "재원", "보람"]
SERVICES = ["billing-api", "checkout-web", "notify-worker", "search-indexer", "auth-gateway", "report-batch",
            "admin-console", "media-uploader", "ledger-sync", "ml-inference", "order-service", "catalog-api",
            "push-relay", "etl-nightly", "partner-webhooks", "user-profile", "invoice-pdf", "chat-bot",
            "data-export", "pricing-engine", "mobile-bff", "crawler", "settlement-batch", "coupon-api"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-northeast-1",
           "ap-southeast-1"]
DBUSERS = ["app", "svc_ci", "deploy", "admin", "readonly", "etl_user", "grafana", "jenkins", "api_rw",
           "report_ro", "migrator", "backend", "analytics", "batch"]
DBNAMES = ["orders", "billing", "app_prod", "app_staging", "analytics", "users", "catalog", "ledger", "crm",
           "shop", "payments", "events"]
ORGS = ["acme", "northwind", "globex", "initech", "hooli", "umbrella-labs", "pied-piper", "stark-io",
        "wayne-dev", "tyrell", "cyberdyne", "soylent", "vandelay", "bluth-co"]
ORGS_KO = ["hanbit", "nuri-soft", "dabin-labs", "saebom", "areum-tech", "gureum", "haneul-io", "bada-corp"]
REPOS = ["backend", "web", "infra", "mobile", "platform", "monorepo", "data-pipeline", "ops-scripts",
         "terraform-live", "api", "frontend", "helm-charts", "ml-models"]
BRANCHES = ["main", "develop", "release/2.4", "feature/payments-v2", "fix/login-timeout", "hotfix/cert-renew",
            "chore/deps-bump", "feat/ko-i18n", "refactor/auth-middleware"]
TOOLS_AGENT = ["Claude Code", "Cursor", "Codex", "Gemini CLI"]


def person(lang):
    return pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def org():
    return pick(ORGS + ORGS_KO)


def domain():
    return pick(["example.com", "acme.io", "corp.internal", "northwind.dev", "globex.co", "hanbit.kr",
                 "nuri-soft.co.kr", "stark.io", "initech.net"])


def rds_host(dbkind="postgres"):
    cid = rs(LOWNUM, 12)
    name = pick(["pg-main", "orders-db", "core", "reporting", "app-db", "mysql-main", "aurora-prod"])
    return "%s.%s.%s.rds.amazonaws.com" % (name, ("cluster-" if R.random() < 0.5 else "") + cid, pick(REGIONS))


def host():
    return pick(["db-%s.internal" % env(), rds_host(), ipv4_private(), "pg-%d.%s" % (rint(1, 3), domain()),
                 "mysql-%s.%s" % (env(), domain()), "localhost", "db.%s" % domain()])


# ----------------------------------------------------------------------------------------------------
# small cryptography in pure Python, so key material has the real encoding
# ----------------------------------------------------------------------------------------------------
# Ed25519 (RFC 8032 reference arithmetic)
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_Q = 2 ** 252 + 27742317777372353535851937790883648493


def _ed_add(P, Q):
    p = ED_P
    A, B = (P[1] - P[0]) * (Q[1] - Q[0]) % p, (P[1] + P[0]) * (Q[1] + Q[0]) % p
    C, D = 2 * P[3] * Q[3] * ED_D % p, 2 * P[2] * Q[2] % p
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F, G * H, F * G, E * H)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def _ed_recover_x(y, sign):
    p = ED_P
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, p - 2, p)
    x = pow(x2, (p + 3) // 8, p)
    if (x * x - x2) % p != 0:
        x = x * pow(2, (p - 1) // 4, p) % p
    assert (x * x - x2) % p == 0
    if (x & 1) != sign:
        x = p - x
    return x


_ED_GY = 4 * pow(5, ED_P - 2, ED_P) % ED_P
_ED_GX = _ed_recover_x(_ED_GY, 0)
ED_G = (_ED_GX, _ED_GY, 1, _ED_GX * _ED_GY % ED_P)


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    P = _ed_mul(a, ED_G)
    zi = pow(P[2], ED_P - 2, ED_P)
    x, y = P[0] * zi % ED_P, P[1] * zi % ED_P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


# RFC 8032 test vector 1 guards the implementation
assert ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"


def x25519(k, u=9):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    kn = int.from_bytes(bytes(k), "little")
    p = ED_P
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in range(254, -1, -1):
        kt = (kn >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = kt
        A = x2 + z2
        AA = A * A
        B = x2 - z2
        BB = B * B
        E = AA - BB
        C = x3 + z3
        D = x3 - z3
        DA = D * A
        CB = C * B
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + 121665 * E) % p
    if swap:
        x2, z2 = x3, z3
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, "little")


# RFC 7748 test vector guards the implementation
assert x25519(bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")).hex() == \
    "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"


def clamp25519(b):
    b = bytearray(b)
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return bytes(b)


# short Weierstrass curves
CURVES = {
    "P-256": dict(p=2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1, a=-3,
                  b=0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
                  G=(0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
                     0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5),
                  n=0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551),
    "secp256k1": dict(p=2 ** 256 - 2 ** 32 - 977, a=0, b=7,
                      G=(0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
                         0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8),
                      n=0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141),
}
for _c in ("P-256", "secp256k1"):
    _cv = CURVES[_c]
    _gx, _gy = _cv["G"]
    assert (_gy * _gy - (_gx ** 3 + _cv["a"] * _gx + _cv["b"])) % _cv["p"] == 0


def ec_mul(curve, k):
    cv = CURVES[curve]
    p, a = cv["p"], cv["a"]

    def add(P, Q):
        if P is None:
            return Q
        if Q is None:
            return P
        if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
            return None
        if P == Q:
            l = (3 * P[0] * P[0] + a) * pow(2 * P[1], p - 2, p) % p
        else:
            l = (Q[1] - P[1]) * pow(Q[0] - P[0], p - 2, p) % p
        x = (l * l - P[0] - Q[0]) % p
        return (x, (l * (P[0] - x) - P[1]) % p)

    res, P = None, cv["G"]
    while k:
        if k & 1:
            res = add(res, P)
        P = add(P, P)
        k >>= 1
    return res


def ec_priv(curve):
    n = CURVES[curve]["n"]
    while True:
        k = int.from_bytes(rbytes(32), "big")
        if 1 <= k < n:
            return k


# DER
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(v):
    b = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_seq(*parts):
    return der(0x30, b"".join(parts))


OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_RSA = bytes.fromhex("06092a864886f70d010101") + b"\x05\x00"


def ec_p256_keys():
    k = ec_priv("P-256")
    X, Y = ec_mul("P-256", k)
    pub = b"\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big")
    sec1 = der_seq(der_int(1), der(0x04, k.to_bytes(32, "big")), der(0xA0, OID_P256), der(0xA1, der(0x03, b"\x00" + pub)))
    pkcs8 = der_seq(der_int(0), der_seq(OID_EC, OID_P256), der(0x04, sec1))
    spki = der_seq(der_seq(OID_EC, OID_P256), der(0x03, b"\x00" + pub))
    return sec1, pkcs8, spki


_SMALL_PRIMES = [q for q in range(3, 2000) if all(q % r for r in range(2, int(q ** 0.5) + 1))]


def _probable_prime(n):
    for q in _SMALL_PRIMES:
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(20):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits):
    while True:
        c = R.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % 65537 and _probable_prime(c):
            return c


def rsa_keys(bits=2048):
    """Returns (pkcs1_der, pkcs8_der, n, e)."""
    e = 65537
    while True:
        p, q = _prime(bits // 2), _prime(bits // 2)
        if p != q:
            break
    if p < q:
        p, q = q, p
    n = p * q
    phi = (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    pk1 = der_seq(der_int(0), der_int(n), der_int(e), der_int(d), der_int(p), der_int(q),
                  der_int(d % (p - 1)), der_int(d % (q - 1)), der_int(pow(q, -1, p)))
    pk8 = der_seq(der_int(0), der_seq(OID_RSA), der(0x04, pk1))
    return pk1, pk8, n, e


def pem_lines(der_bytes, width=64):
    return wrap(b64(der_bytes), width)


def ssh_string(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_mpint(v):
    b = v.to_bytes((v.bit_length() + 8) // 8, "big")
    return ssh_string(b)


def ed25519_keypair():
    seed = rbytes(32)
    return seed, ed25519_pub(seed)


def ssh_ed25519_pubblob(pub):
    return ssh_string("ssh-ed25519") + ssh_string(pub)


def openssh_ed25519_private(comment):
    """Unencrypted OpenSSH private key (openssh-key-v1). Returns (body_lines, pub_line)."""
    seed, pub = ed25519_keypair()
    blob = ssh_ed25519_pubblob(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string("ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    data = (b"openssh-key-v1\x00" + ssh_string("none") + ssh_string("none") + ssh_string(b"") +
            struct.pack(">I", 1) + ssh_string(blob) + ssh_string(priv))
    return wrap(b64(data), 70), "ssh-ed25519 " + b64(blob) + " " + comment


def ssh_fingerprint(blob):
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


def ssh_pub_ed25519_line(comment):
    _, pub = ed25519_keypair()
    blob = ssh_ed25519_pubblob(pub)
    return "ssh-ed25519 " + b64(blob) + (" " + comment if comment else ""), blob


def putty_ppk_ed25519(comment):
    seed, pub = ed25519_keypair()
    pubblob = ssh_ed25519_pubblob(pub)
    privblob = ssh_string(seed)
    mac_data = (ssh_string("ssh-ed25519") + ssh_string("none") + ssh_string(comment) + ssh_string(pubblob) +
                ssh_string(privblob))
    mac = hmac.new(b"", mac_data, hashlib.sha256).hexdigest()
    publines = wrap(b64(pubblob), 64)
    privlines = wrap(b64(privblob), 64)
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\n"
            "Private-Lines: %d\n%s\nPrivate-MAC: %s" % (comment, len(publines), "\n".join(publines),
                                                       len(privlines), "\n".join(privlines), mac))
    return text, privlines


# bech32 (BIP 173) -- used by age keys, nostr keys and bitcoin addresses
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frm, to):
    acc, bits, ret, maxv = 0, 0, [], (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (to - bits)) & maxv)
    return ret


def bech32(hrp, data8, witver=None, const=1):
    data = ([witver] if witver is not None else []) + _convertbits(data8, 8, 5)
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hv + data + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data + chk)


# BIP 173 test vector: P2WPKH of the generator point's hash160
assert bech32("bc", bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"), 0) == \
    "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def base58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = _B58[r] + out
    pad = len(b) - len(b.lstrip(b"\x00"))
    return "1" * pad + out


def base58check(b):
    return base58(b + hashlib.sha256(hashlib.sha256(b).digest()).digest()[:4])


# ----------------------------------------------------------------------------------------------------
# Korean keyboard (dubeolsik): Hangul typed with the IME off becomes Latin keystrokes
# ----------------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m",
         "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(s):
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            i = c - 0xAC00
            out.append(_CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28])
        else:
            out.append(ch)
    return "".join(out)


assert hangul_to_qwerty("사랑해") == "tkfkdgo"
assert hangul_to_qwerty("안녕하세요") == "dkssudgktpdy"

# Latin typed with the IME on becomes Hangul (only compose CV(C) syllables, enough for passwords)
_KEY2JAMO = dict(zip("rRseEfaqQtTdwWczxvgkoiOjpuPhynbml",
                     "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅒㅓㅔㅕㅖㅗㅛㅜㅠㅡㅣ"))
_CHO_J = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG_J = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG_J = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ",
           "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]


def qwerty_to_hangul(s):
    """English letters typed while the Korean IME was on (simple automaton, no compound vowels)."""
    jam = [_KEY2JAMO.get(c, _KEY2JAMO.get(c.lower(), c)) for c in s]
    out, i = [], 0
    while i < len(jam):
        c = jam[i]
        if c in _CHO_J and i + 1 < len(jam) and jam[i + 1] in _JUNG_J:
            cho, jung = _CHO_J.index(c), _JUNG_J.index(jam[i + 1])
            jong = 0
            if (i + 2 < len(jam) and jam[i + 2] in _JONG_J and jam[i + 2] != "" and
                    not (i + 3 < len(jam) and jam[i + 3] in _JUNG_J)):
                jong = _JONG_J.index(jam[i + 2])
                i += 1
            out.append(chr(0xAC00 + (cho * 21 + jung) * 28 + jong))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


assert qwerty_to_hangul("dkssud") == "안녕"


# ----------------------------------------------------------------------------------------------------
# template filling: §name§ placeholders (braces stay free for code, JSON and Helm/Actions syntax)
# ----------------------------------------------------------------------------------------------------
def fill(t, d):
    return re.sub(r"§(\w+)§", lambda m: str(d[m.group(1)]), t)


def new_ctx(lang):
    o = pick(ORGS_KO if (lang == "ko" and R.random() < 0.6) else ORGS)
    dom = pick(["%s.io" % o, "%s.com" % o, "%s.dev" % o, "%s.co.kr" % o, "%s.internal" % o])
    u = pick(["alice", "bkim", "jpark", "dev-ci", "deploy-bot", "mlee", "sohn", "tnguyen", "ops", "rwilson",
              "hyejin", "minjae", "svc-build"])
    return dict(org=o, dom=dom, svc=svc(), env=env(), user=u, email="%s@%s" % (u, dom), host=host(),
                region=pick(REGIONS), acct=aws_account(), person=person(lang), repo=pick(REPOS),
                proj="%s-%s" % (o, pick(["prod", "staging", "data", "web", "ml", "core"])),
                bucket="%s-%s-%s" % (o, pick(["assets", "backups", "logs", "uploads", "exports"]), env()),
                chan=pick(["#deploys", "#alerts-prod", "#ci", "#oncall", "#release", "#dev-backend"]),
                n=rint(2, 9), date=isodate(), time=hhmm(), vid=rs(ALNUM, 20), zone=hexs(32), site=uuid4(),
                srv=rs(LOWNUM, 20), fk=rs(ALNUM, 22), ref="T%d" % rint(10 ** 9, 10 ** 10), agent=pick(TOOLS_AGENT),
                svc2=svc(), ticket="%s-%d" % (pick(["OPS", "PLAT", "SEC", "BE", "INFRA", "DATA"]), rint(100, 4999)), ns=pick(["default", "apps", "payments", "data", "platform", "batch"]))


# ----------------------------------------------------------------------------------------------------
# vendor token formats (every body generated here, at run time)
# ----------------------------------------------------------------------------------------------------
def snowflake():
    return str(rint(10 ** 17, 2 * 10 ** 18))


def discord_bot_token():
    return b64(snowflake().encode()).rstrip("=") + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)


def k8s_sa_jwt(ns, sa):
    now = epoch()
    return jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 31536000, "iat": now,
                "iss": "https://kubernetes.default.svc.cluster.local",
                "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4()}},
                "nbf": now, "sub": "system:serviceaccount:%s:%s" % (ns, sa)},
               alg="RS256", kid=b64u(rbytes(32)))


def supabase_jwt(role, ref=None):
    now = epoch()
    return jwt({"iss": "supabase", "ref": ref or rs(LOW, 20), "role": role, "iat": now, "exp": now + 10 * 31536000})


def twitter_bearer():
    tail = urllib.parse.quote(b64(rbytes(48)), safe="")
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 6) + "AAAAAAAA" + tail


def sentry_org_token(o):
    payload = {"iat": float(epoch()), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": o}
    return "sntrys_" + b64(jcompact(payload).encode()).rstrip("=") + "_" + rs(ALNUM + "+/", 43)


def grafana_cloud_token():
    j = {"o": str(rint(100000, 999999)), "n": "stack-%d-hm-read-%s" % (rint(100000, 999999), rs(LOWNUM, 6)),
         "k": rs(ALNUM, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-southeast-1"])}}
    return "glc_" + b64(jcompact(j).encode())


def pypi_token():
    ident = uuid4().encode()
    caveat = jcompact({"version": 1, "permissions": {"projects": [pick(["acme-sdk", "fastgrid", "tinyjson"])]}}).encode()
    raw = (b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02" + bytes([len(caveat)]) +
           caveat + b"\x00\x00\x06\x20" + rbytes(32))
    return "pypi-" + b64u(raw)


def ops_token(email):
    j = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
         "iterations": 650000, "salt": b64u(rbytes(16))}, "email": email,
         "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
                                  "kty": "oct", "kid": "mp"}}
    return "ops_" + b64u(jcompact(j).encode())


def intercom_token():
    return b64(("tok:%s:1:0" % uuid4()).encode())


def jfrog_ref_token():
    return b64(("reftkn:01:%d:%s" % (epoch() + 31536000, rs(ALNUM, 32))).encode()).rstrip("=")


def cf_tunnel_token():
    return b64(jcompact({"a": hexs(32), "t": uuid4(), "s": b64(rbytes(32))}).encode())


def mapbox_secret(user):
    return "sk." + b64u(jcompact({"u": user, "a": rs(LOWNUM, 25)}).encode()) + "." + rs(URLSAFE, 22)


def elastic_api_key():
    return b64((rs(URLSAFE, 20) + ":" + rs(URLSAFE, 22)).encode())


def azure_ad_secret():
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)


def ops_secret_key():
    al = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(al, 6), rs(al, 6), rs(al, 5), rs(al, 5), rs(al, 5), rs(al, 5))


VENDORS = []


BRAND = {"Google Gemini API": "Gemini", "HashiCorp Vault": "Vault", "Azure DevOps PAT": "Azure DevOps",
         "Firebase Cloud Messaging server key": "FCM", "Naver Cloud Platform": "Naver Cloud", "Backblaze B2": "B2",
         "Neon Postgres": "Neon", "MongoDB Atlas": "Atlas", "Upstash Redis": "Upstash", "Microsoft Teams webhook": "Teams",
         "X (Twitter) bearer token": "X API", "Meta Graph API page token": "Meta Graph API", "Naver Open API": "Naver",
         "data.go.kr service key": "data.go.kr", "SOLAPI (coolsms)": "SOLAPI", "PortOne (iamport) V1": "PortOne",
         "Zoom Server-to-Server OAuth": "Zoom", "OpenAI (service account)": "OpenAI", "Splunk HEC": "Splunk",
         "Elastic Cloud API key": "Elastic", "Mixpanel service account": "Mixpanel", "1Password service account": "1Password",
         "Azure OpenAI": "Azure OpenAI", "Azure Storage": "Azure Storage", "Azure SAS token": "Azure Blob",
         "Azure AD client secret": "Entra ID", "Toss Payments secret key": "Toss Payments", "Channel Talk": "Channel Talk",
         "Together AI": "Together", "Hugging Face": "Hugging Face", "Weights & Biases": "W&B", "Voyage AI": "Voyage",
         "Fireworks AI": "Fireworks", "Better Stack": "Better Stack", "Sumo Logic": "Sumo Logic", "Customer.io": "Customer.io",
         "Terraform Cloud": "Terraform Cloud", "Grafana Cloud": "Grafana Cloud", "Alibaba Cloud": "Alibaba Cloud",
         "Tencent Cloud": "Tencent Cloud", "Hetzner Cloud": "Hetzner", "Confluent Cloud": "Confluent", "New Relic user key": "New Relic",
         "New Relic license key": "New Relic", "Docker Hub": "Docker Hub", "Cloudflare Global API key": "Cloudflare",
         "Google OAuth client secret": "Google OAuth", "Google OAuth refresh token": "Google", "AWS STS session": "AWS",
         "AWS access key": "AWS", "Atlassian API token": "Jira"}


PREFER_SOLO = ["GitHub classic PAT", "GitLab PAT", "npm", "PyPI", "Docker Hub", "AWS access key", "Heroku", "Terraform Cloud",
               "HashiCorp Vault", "Azure Storage", "Telegram bot token", "Slack incoming webhook", "ngrok", "Tailscale",
               "Databricks", "Confluent Cloud", "Snowflake", "Google OAuth client secret", "Weights & Biases",
               "Azure DevOps PAT", "JFrog Artifactory", "Stripe secret key"]


def V(name, vars_, sec, gen, curl=None, sdk=(), native=(), ko=False, app=False):
    VENDORS.append(dict(name=name, vars=vars_, sec=sec, gen=gen, curl=curl, sdk=list(sdk), native=list(native),
                        ko=ko, app=app, solo=name in PREFER_SOLO, brand=BRAND.get(name, name.split(" (")[0].split()[0])))


# --- AI / ML -----------------------------------------------------------------------------------------
V("OpenAI", [("OPENAI_API_KEY", "T")], ["T"],
  lambda c: dict(T="sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)),
  curl='curl https://api.openai.com/v1/models -H "Authorization: Bearer §T§"',
  sdk=[("python", 'from openai import OpenAI\nclient = OpenAI(api_key="§T§")'),
       ("ts", 'const openai = new OpenAI({ apiKey: "§T§" });')],
  native=[("litellm config", "model_list:\n  - model_name: gpt-4o\n    litellm_params:\n      model: openai/gpt-4o\n      api_key: §T§")])
V("Anthropic", [("ANTHROPIC_API_KEY", "T")], ["T"],
  lambda c: dict(T="sk-ant-api03-" + rs(URLSAFE, 93) + "AA"),
  curl='curl https://api.anthropic.com/v1/messages -H "x-api-key: §T§" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @req.json',
  sdk=[("python", 'client = anthropic.Anthropic(api_key="§T§")'),
       ("ts", 'const anthropic = new Anthropic({ apiKey: "§T§" });')])
V("Google Gemini API", [("GEMINI_API_KEY", "T")], ["T"],
  lambda c: dict(T="AIzaSy" + rs(URLSAFE, 33)),
  curl='curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=§T§" -H "Content-Type: application/json" -d @prompt.json',
  sdk=[("python", 'genai.configure(api_key="§T§")')])
V("Hugging Face", [("HF_TOKEN", "T")], ["T"], lambda c: dict(T="hf_" + rs(UPP + LOW, 34)),
  sdk=[("python", 'login(token="§T§")'), ("shell", "huggingface-cli login --token §T§")])
V("Replicate", [("REPLICATE_API_TOKEN", "T")], ["T"], lambda c: dict(T="r8_" + rs(ALNUM, 37)),
  curl='curl -s -H "Authorization: Bearer §T§" https://api.replicate.com/v1/predictions')
V("Cohere", [("CO_API_KEY", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 40)),
  sdk=[("python", 'co = cohere.ClientV2(api_key="§T§")')])
V("Groq", [("GROQ_API_KEY", "T")], ["T"], lambda c: dict(T="gsk_" + rs(ALNUM, 52)),
  sdk=[("python", 'client = Groq(api_key="§T§")')])
V("Perplexity", [("PERPLEXITY_API_KEY", "T")], ["T"], lambda c: dict(T="pplx-" + rs(ALNUM, 48)),
  curl='curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer §T§" -d @q.json')
V("Mistral", [("MISTRAL_API_KEY", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 32)),
  sdk=[("python", 'client = Mistral(api_key="§T§")')])
V("Together AI", [("TOGETHER_API_KEY", "T")], ["T"], lambda c: dict(T=hexs(64)),
  sdk=[("python", 'client = Together(api_key="§T§")')])
V("DeepSeek", [("DEEPSEEK_API_KEY", "T")], ["T"], lambda c: dict(T="sk-" + hexs(32)),
  sdk=[("python", 'client = OpenAI(api_key="§T§", base_url="https://api.deepseek.com")')])
V("xAI", [("XAI_API_KEY", "T")], ["T"], lambda c: dict(T="xai-" + rs(ALNUM, 80)),
  curl='curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer §T§" -H "Content-Type: application/json" -d @chat.json')
V("OpenRouter", [("OPENROUTER_API_KEY", "T")], ["T"], lambda c: dict(T="sk-or-v1-" + hexs(64)),
  native=[("continue config", '{\n  "models": [{\n    "title": "Llama 3.1 70B",\n    "provider": "openrouter",\n    "model": "meta-llama/llama-3.1-70b-instruct",\n    "apiKey": "§T§"\n  }]\n}')])
V("Fireworks AI", [("FIREWORKS_API_KEY", "T")], ["T"], lambda c: dict(T="fw_" + rs(ALNUM, 24)),
  curl='curl https://api.fireworks.ai/inference/v1/completions -H "Authorization: Bearer §T§" -d @body.json')
V("ElevenLabs", [("ELEVENLABS_API_KEY", "T")], ["T"], lambda c: dict(T="sk_" + hexs(48)),
  curl='curl -X POST https://api.elevenlabs.io/v1/text-to-speech/§vid§ -H "xi-api-key: §T§" -H "Content-Type: application/json" -d @line.json',
  native=[])
V("Pinecone", [("PINECONE_API_KEY", "T")], ["T"], lambda c: dict(T="pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63)),
  sdk=[("python", 'pc = Pinecone(api_key="§T§")\nindex = pc.Index("§svc§-embeddings")')])
V("Weights & Biases", [("WANDB_API_KEY", "T")], ["T"], lambda c: dict(T=hexs(40)),
  native=[("netrc", "machine api.wandb.ai\n  login user\n  password §T§"), ("shell", "wandb login §T§")])
V("LangSmith", [("LANGSMITH_API_KEY", "T")], ["T"], lambda c: dict(T="lsv2_pt_" + hexs(32) + "_" + hexs(10)))
V("Azure OpenAI", [("AZURE_OPENAI_ENDPOINT", "ep"), ("AZURE_OPENAI_API_KEY", "T")], ["T"],
  lambda c: dict(T=hexs(32), ep="https://%s-openai.openai.azure.com/" % c["org"]),
  curl='curl "§ep§openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: §T§" -H "Content-Type: application/json" -d @msg.json')
V("Voyage AI", [("VOYAGE_API_KEY", "T")], ["T"], lambda c: dict(T="pa-" + rs(URLSAFE, 43)),
  sdk=[("python", 'vo = voyageai.Client(api_key="§T§")')])
V("Deepgram", [("DEEPGRAM_API_KEY", "T")], ["T"], lambda c: dict(T=hexs(40)),
  curl='curl -X POST "https://api.deepgram.com/v1/listen?model=nova-2&language=ko" -H "Authorization: Token §T§" --data-binary @call.wav')
V("Tavily", [("TAVILY_API_KEY", "T")], ["T"], lambda c: dict(T="tvly-" + rs(ALNUM, 32)),
  sdk=[("python", 'tavily = TavilyClient(api_key="§T§")')])
V("Langfuse", [("LANGFUSE_PUBLIC_KEY", "pk"), ("LANGFUSE_SECRET_KEY", "T"), ("LANGFUSE_HOST", "h")], ["T"],
  lambda c: dict(T="sk-lf-" + uuid4(), pk="pk-lf-" + uuid4(), h="https://cloud.langfuse.com"))
V("Firecrawl", [("FIRECRAWL_API_KEY", "T")], ["T"], lambda c: dict(T="fc-" + hexs(32)),
  sdk=[("python", 'app = FirecrawlApp(api_key="§T§")')])

# --- source hosting, registries, CI ------------------------------------------------------------------
V("GitHub classic PAT", [("GITHUB_TOKEN", "T")], ["T"], lambda c: dict(T=crc_token("ghp_")),
  native=[("git remote", "git remote set-url origin https://§user§:§T§@github.com/§org§/§repo§.git"),
          ("gh cli", "echo §T§ | gh auth login --with-token"),
          (".git-credentials", "https://§user§:§T§@github.com"),
          ("terraform", 'provider "github" {\n  owner = "§org§"\n  token = "§T§"\n}')])
V("GitHub fine-grained PAT", [("GH_TOKEN", "T")], ["T"],
  lambda c: dict(T="github_pat_11" + rs(UPNUM, 20) + "_" + rs(ALNUM, 59)),
  curl='curl -H "Authorization: Bearer §T§" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/repos/§org§/§repo§/actions/runs',
  sdk=[("ts", 'const octokit = new Octokit({ auth: "§T§" });')])
V("GitHub OAuth token", [("GITHUB_OAUTH_TOKEN", "T")], ["T"], lambda c: dict(T=crc_token("gho_")),
  native=[("gh hosts.yml", "github.com:\n    user: §user§\n    oauth_token: §T§\n    git_protocol: https")])
V("GitHub App installation token", [("INSTALLATION_TOKEN", "T")], ["T"], lambda c: dict(T=crc_token("ghs_")),
  native=[("git clone", "git clone https://x-access-token:§T§@github.com/§org§/§repo§.git")])
V("GitLab PAT", [("GITLAB_TOKEN", "T")], ["T"], lambda c: dict(T="glpat-" + rs(URLSAFE, 20)),
  curl='curl --header "PRIVATE-TOKEN: §T§" "https://gitlab.§dom§/api/v4/projects?membership=true"',
  native=[("git remote", "git clone https://oauth2:§T§@gitlab.§dom§/§org§/§repo§.git")])
V("GitLab runner token", [("RUNNER_TOKEN", "T")], ["T"], lambda c: dict(T="glrt-" + rs(URLSAFE, 20)),
  native=[("gitlab-runner register", 'gitlab-runner register --non-interactive --url https://gitlab.§dom§ --token §T§ --executor docker --docker-image alpine:3.20'),
          ("config.toml", '[[runners]]\n  name = "§svc§-runner"\n  url = "https://gitlab.§dom§"\n  token = "§T§"\n  executor = "docker"')])
V("Bitbucket app password", [("BITBUCKET_APP_PASSWORD", "T")], ["T"],
  lambda c: dict(T="ATBB" + rs(ALNUM, 32) + rs(HEXU, 8)),
  native=[("git clone", "git clone https://§user§:§T§@bitbucket.org/§org§/§repo§.git")])
V("Atlassian API token", [("JIRA_API_TOKEN", "T")], ["T"],
  lambda c: dict(T="ATATT3xFfGF0" + rs(URLSAFE, 171) + "=" + rs(HEXU, 8)),
  curl='curl -u §email§:§T§ -H "Accept: application/json" https://§org§.atlassian.net/rest/api/3/myself')
V("npm", [("NPM_TOKEN", "T")], ["T"], lambda c: dict(T=crc_token("npm_")),
  native=[(".npmrc", "//registry.npmjs.org/:_authToken=§T§\n@§org§:registry=https://registry.npmjs.org/"),
          ("npm config", "npm config set //registry.npmjs.org/:_authToken §T§")])
V("PyPI", [("TWINE_PASSWORD", "T")], ["T"], lambda c: dict(T=pypi_token()),
  native=[(".pypirc", "[pypi]\n  username = __token__\n  password = §T§"),
          ("twine", "twine upload -u __token__ -p §T§ dist/*")])
V("RubyGems", [("GEM_HOST_API_KEY", "T")], ["T"], lambda c: dict(T="rubygems_" + hexs(48)),
  native=[("gem push", "GEM_HOST_API_KEY=§T§ gem push pkg/§svc§-1.%d.0.gem" % rint(0, 9))])
V("NuGet", [("NUGET_API_KEY", "T")], ["T"], lambda c: dict(T="oy2" + rs(LOWNUM, 43)),
  native=[("dotnet nuget push", "dotnet nuget push bin/Release/*.nupkg --api-key §T§ --source https://api.nuget.org/v3/index.json")])
V("crates.io", [("CARGO_REGISTRY_TOKEN", "T")], ["T"], lambda c: dict(T="cio" + rs(ALNUM, 32)),
  native=[("credentials.toml", '[registry]\ntoken = "§T§"')])
V("Docker Hub", [("DOCKERHUB_TOKEN", "T")], ["T"], lambda c: dict(T="dckr_pat_" + rs(URLSAFE, 27)),
  native=[("docker login", "docker login -u §user§ -p §T§"),
          ("docker login stdin", 'echo "§T§" | docker login -u §user§ --password-stdin')])
V("CircleCI", [("CIRCLE_TOKEN", "T")], ["T"], lambda c: dict(T="CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40)),
  curl='curl -X POST https://circleci.com/api/v2/project/gh/§org§/§repo§/pipeline -H "Circle-Token: §T§" -H "Content-Type: application/json" -d \'{"branch":"main"}\'')
V("Buildkite", [("BUILDKITE_API_TOKEN", "T")], ["T"], lambda c: dict(T="bkua_" + hexs(40)),
  curl='curl -H "Authorization: Bearer §T§" https://api.buildkite.com/v2/organizations/§org§/pipelines')
V("JFrog Artifactory", [("JF_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T=jfrog_ref_token()),
  native=[("jf cli", "jf c add art --url https://§org§.jfrog.io --access-token §T§ --interactive=false")])
V("SonarQube", [("SONAR_TOKEN", "T")], ["T"], lambda c: dict(T="squ_" + hexs(40)),
  native=[("mvn", "mvn verify sonar:sonar -Dsonar.host.url=https://sonar.§dom§ -Dsonar.token=§T§"),
          ("sonar-project.properties", "sonar.projectKey=§org§_§svc§\nsonar.host.url=https://sonar.§dom§\nsonar.token=§T§")])
V("Snyk", [("SNYK_TOKEN", "T")], ["T"], lambda c: dict(T=uuid4()),
  native=[("snyk auth", "snyk auth §T§")])
V("Codecov", [("CODECOV_TOKEN", "T")], ["T"], lambda c: dict(T=uuid4()),
  native=[("codecov cli", "codecovcli upload-process -t §T§ --flag unit")])
V("Postman", [("POSTMAN_API_KEY", "T")], ["T"], lambda c: dict(T="PMAK-" + hexs(24) + "-" + hexs(34)),
  curl='curl -H "X-Api-Key: §T§" https://api.getpostman.com/collections')
V("Terraform Cloud", [("TF_TOKEN_app_terraform_io", "T")], ["T"],
  lambda c: dict(T=rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)),
  native=[("credentials.tfrc.json", '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "§T§"\n    }\n  }\n}')])
V("Pulumi", [("PULUMI_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="pul-" + hexs(40)))
V("HashiCorp Vault", [("VAULT_TOKEN", "T")], ["T"], lambda c: dict(T="hvs." + rs(URLSAFE, 24)),
  curl='curl -H "X-Vault-Token: §T§" https://vault.§dom§:8200/v1/secret/data/§svc§',
  native=[("vault login", "vault login §T§")])
V("Doppler", [("DOPPLER_TOKEN", "T")], ["T"],
  lambda c: dict(T="dp.st.%s." % pick(["prd", "stg", "dev"]) + rs(ALNUM, 40)),
  native=[("doppler run", "DOPPLER_TOKEN=§T§ doppler run -- npm start")])
V("1Password service account", [("OP_SERVICE_ACCOUNT_TOKEN", "T")], ["T"], lambda c: dict(T=ops_token(c["email"])))
V("Azure DevOps PAT", [("AZURE_DEVOPS_EXT_PAT", "T")], ["T"],
  lambda c: dict(T=rs("abcdefghijklmnopqrstuvwxyz234567", 52)),
  native=[("git clone", "git clone https://§user§:§T§@dev.azure.com/§org§/§repo§/_git/§repo§"),
          ("az devops", "echo §T§ | az devops login --organization https://dev.azure.com/§org§")])
V("Sentry auth token", [("SENTRY_AUTH_TOKEN", "T")], ["T"], lambda c: dict(T=sentry_org_token(c["org"])),
  native=[(".sentryclirc", "[defaults]\norg = §org§\nproject = §svc§\n\n[auth]\ntoken = §T§")])
V("Linear", [("LINEAR_API_KEY", "T")], ["T"], lambda c: dict(T="lin_api_" + rs(ALNUM, 40)),
  curl='curl https://api.linear.app/graphql -H "Authorization: §T§" -H "Content-Type: application/json" -d \'{"query":"{ viewer { id name } }"}\'')
V("Figma", [("FIGMA_TOKEN", "T")], ["T"], lambda c: dict(T="figd_" + rs(URLSAFE, 40)),
  curl='curl -H "X-Figma-Token: §T§" "https://api.figma.com/v1/files/§fk§?depth=1"')
V("Expo", [("EXPO_TOKEN", "T")], ["T"], lambda c: dict(T=rs(URLSAFE, 40)),
  native=[("eas build", "EXPO_TOKEN=§T§ eas build --platform ios --non-interactive")])
V("Jenkins API token", [("JENKINS_API_TOKEN", "T")], ["T"], lambda c: dict(T="11" + hexs(32)),
  curl='curl -X POST -u §user§:§T§ https://jenkins.§dom§/job/§svc§/buildWithParameters?ENV=§env§')

# --- hosting / cloud ---------------------------------------------------------------------------------
V("AWS access key", [("AWS_ACCESS_KEY_ID", "id"), ("AWS_SECRET_ACCESS_KEY", "T")], ["id", "T"],
  lambda c: dict(id="AKIA" + rs(B32CH, 16), T=rs(ALNUM + "/+", 40)),
  native=[("~/.aws/credentials", "[default]\naws_access_key_id = §id§\naws_secret_access_key = §T§\nregion = §region§"),
          ("aws configure set", "aws configure set aws_access_key_id §id§ --profile §env§\naws configure set aws_secret_access_key §T§ --profile §env§")],
  sdk=[("python", 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="§id§",\n    aws_secret_access_key="§T§",\n    region_name="§region§",\n)'),
       ("ts", 'const s3 = new S3Client({\n  region: "§region§",\n  credentials: { accessKeyId: "§id§", secretAccessKey: "§T§" },\n});')])
V("AWS STS session", [("AWS_ACCESS_KEY_ID", "id"), ("AWS_SECRET_ACCESS_KEY", "T"), ("AWS_SESSION_TOKEN", "st")],
  ["id", "T", "st"],
  lambda c: dict(id="ASIA" + rs(B32CH, 16), T=rs(ALNUM + "/+", 40), st="IQoJb3JpZ2luX2Vj" + rs(B64CH, 330) + "="))
V("Azure Storage", [("AZURE_STORAGE_CONNECTION_STRING", "cs")], ["T"],
  lambda c: (lambda k, a: dict(T=k, a=a, cs="DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (a, k)))(b64(rbytes(64)), c["org"].replace("-", "") + "st" + env()),
  native=[("az cli", "az storage blob upload --account-name §a§ --account-key §T§ -c exports -f report.csv -n report.csv")])
V("Azure SAS token", [("BLOB_SAS_URL", "url")], ["T"],
  lambda c: (lambda s, a: dict(T=s, url="https://%s.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacup&se=2026-03-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (a, s)))(urllib.parse.quote(b64(rbytes(32)), safe=""), c["org"].replace("-", "") + "bak"))
V("Azure AD client secret", [("AZURE_CLIENT_ID", "cid"), ("AZURE_TENANT_ID", "tid"), ("AZURE_CLIENT_SECRET", "T")], ["T"],
  lambda c: dict(T=azure_ad_secret(), cid=uuid4(), tid=uuid4()),
  native=[("az login", "az login --service-principal -u §cid§ -p '§T§' --tenant §tid§")])
V("Google OAuth client secret", [("GOOGLE_CLIENT_ID", "cid"), ("GOOGLE_CLIENT_SECRET", "T")], ["T"],
  lambda c: dict(T="GOCSPX-" + rs(URLSAFE, 28), cid="%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(LOWNUM, 32))),
  native=[("client_secret.json", '{"web":{"client_id":"§cid§","project_id":"§proj§","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"§T§","redirect_uris":["https://§dom§/auth/callback"]}}')])
V("Google OAuth refresh token", [("GOOGLE_REFRESH_TOKEN", "T")], ["T"],
  lambda c: dict(T="1//0" + rs(ALNUM, 1) + rs(URLSAFE, 98)),
  native=[("application_default_credentials.json", '{\n  "account": "",\n  "refresh_token": "§T§",\n  "type": "authorized_user",\n  "universe_domain": "googleapis.com"\n}')])
V("Firebase Cloud Messaging server key", [("FCM_SERVER_KEY", "T")], ["T"],
  lambda c: dict(T="AAAA" + rs(URLSAFE, 7) + ":APA91b" + rs(URLSAFE, 134)),
  curl='curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=§T§" -H "Content-Type: application/json" -d @push.json')
V("Heroku", [("HEROKU_API_KEY", "T")], ["T"], lambda c: dict(T="HRKU-AA" + rs(URLSAFE, 58)),
  native=[(".netrc", "machine api.heroku.com\n  login §email§\n  password §T§\nmachine git.heroku.com\n  login §email§\n  password §T§")])
V("Cloudflare API token", [("CLOUDFLARE_API_TOKEN", "T")], ["T"], lambda c: dict(T=rs(URLSAFE, 40)),
  curl='curl "https://api.cloudflare.com/client/v4/zones/§zone§/purge_cache" -H "Authorization: Bearer §T§" -H "Content-Type: application/json" --data \'{"purge_everything":true}\'')
V("Cloudflare Tunnel", [("TUNNEL_TOKEN", "T")], ["T"], lambda c: dict(T=cf_tunnel_token()),
  native=[("cloudflared", "cloudflared tunnel --no-autoupdate run --token §T§")])
V("DigitalOcean", [("DIGITALOCEAN_TOKEN", "T")], ["T"], lambda c: dict(T="dop_v1_" + hexs(64)),
  native=[("doctl", "doctl auth init --context §env§ -t §T§")])
V("Linode", [("LINODE_TOKEN", "T")], ["T"], lambda c: dict(T=hexs(64)),
  native=[("linode-cli config", "[DEFAULT]\ndefault-user = §user§\n\n[§user§]\ntoken = §T§\nregion = ap-northeast")])
V("Hetzner Cloud", [("HCLOUD_TOKEN", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 64)),
  native=[("terraform", 'provider "hcloud" {\n  token = "§T§"\n}')])
V("Vultr", [("VULTR_API_KEY", "T")], ["T"], lambda c: dict(T=rs(UPNUM, 36)),
  curl='curl "https://api.vultr.com/v2/instances" -H "Authorization: Bearer §T§"')
V("Vercel", [("VERCEL_TOKEN", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 24)),
  native=[("vercel cli", "vercel deploy --prod --token §T§ --scope §org§")])
V("Netlify", [("NETLIFY_AUTH_TOKEN", "T")], ["T"], lambda c: dict(T="nfp_" + rs(ALNUM, 36)),
  native=[("netlify cli", "netlify deploy --prod --dir=dist --auth §T§ --site §site§")])
V("Render", [("RENDER_API_KEY", "T")], ["T"], lambda c: dict(T="rnd_" + rs(ALNUM, 32)),
  curl='curl -X POST https://api.render.com/v1/services/srv-§srv§/deploys -H "Authorization: Bearer §T§"')
V("Fly.io", [("FLY_API_TOKEN", "fv")], ["T"],
  lambda c: (lambda t: dict(T=t, fv="FlyV1 " + t))("fm2_lJPE" + rs(B64CH, 210) + "=="),
  native=[("flyctl", 'flyctl deploy --remote-only --access-token "§fv§"')])
V("Railway", [("RAILWAY_TOKEN", "T")], ["T"], lambda c: dict(T=uuid4()),
  native=[("railway cli", "RAILWAY_TOKEN=§T§ railway up --service §svc§")])
V("Alibaba Cloud", [("ALIBABA_CLOUD_ACCESS_KEY_ID", "id"), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "T")], ["id", "T"],
  lambda c: dict(id="LTAI5t" + rs(ALNUM, 18), T=rs(ALNUM, 30)),
  native=[("aliyun configure", "aliyun configure set --profile §env§ --mode AK --region cn-hangzhou --access-key-id §id§ --access-key-secret §T§")])
V("Tencent Cloud", [("TENCENTCLOUD_SECRET_ID", "id"), ("TENCENTCLOUD_SECRET_KEY", "T")], ["id", "T"],
  lambda c: dict(id="AKID" + rs(ALNUM, 32), T=rs(ALNUM, 32)))
V("Naver Cloud Platform", [("NCLOUD_ACCESS_KEY", "id"), ("NCLOUD_SECRET_KEY", "T")], ["id", "T"],
  lambda c: dict(id=rs(UPNUM, 20), T=rs(ALNUM, 40)), ko=True)
V("Backblaze B2", [("B2_APPLICATION_KEY_ID", "kid"), ("B2_APPLICATION_KEY", "T")], ["kid", "T"],
  lambda c: dict(kid="005" + hexs(12) + "000000000" + str(rint(1, 9)), T="K005" + rs(ALNUM + "/+", 27)),
  native=[("b2 cli", "b2 account authorize §kid§ §T§")])
V("Cloudinary", [("CLOUDINARY_URL", "url")], ["T"],
  lambda c: (lambda s: dict(T=s, url="cloudinary://%d:%s@%s" % (rint(10 ** 14, 10 ** 15 - 1), s, c["org"])))(rs(URLSAFE, 27)))
V("MinIO", [("MINIO_ROOT_USER", "u"), ("MINIO_ROOT_PASSWORD", "T")], ["T"],
  lambda c: dict(u="minioadmin", T=rs(ALNUM, 24)),
  native=[("mc alias", "mc alias set local http://127.0.0.1:9000 minioadmin §T§")])

# --- data ----------------------------------------------------------------------------------------------
V("Supabase service_role key", [("SUPABASE_URL", "url"), ("SUPABASE_SERVICE_ROLE_KEY", "T")], ["T"],
  lambda c: (lambda ref: dict(T=supabase_jwt("service_role", ref), url="https://%s.supabase.co" % ref))(rs(LOW, 20)),
  sdk=[("ts", 'const supabase = createClient("§url§", "§T§");')])
V("Supabase access token", [("SUPABASE_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="sbp_" + hexs(40)),
  native=[("supabase cli", "supabase login --token §T§ && supabase db push")])
V("PlanetScale", [("DATABASE_URL", "url")], ["T"],
  lambda c: (lambda p: dict(T=p, url="mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(LOWNUM, 12), p, pick(DBNAMES))))("pscale_pw_" + rs(URLSAFE, 43)))
V("Neon Postgres", [("DATABASE_URL", "url")], ["T"],
  lambda c: (lambda p: dict(T=p, url="postgresql://neondb_owner:%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require" % (p, pick(["cool", "wild", "quiet", "bold"]), pick(["river", "moon", "forest", "sun"]), rs(LOWNUM, 8), pick(["us-east-2", "ap-southeast-1", "eu-central-1"]))))("npg_" + rs(ALNUM, 12)))
V("MongoDB Atlas", [("MONGODB_URI", "url")], ["T"],
  lambda c: (lambda p: dict(T=p, url="mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(DBUSERS), p, rs(LOWNUM, 5), pick(DBNAMES))))(rs(ALNUM, 16)))
V("Upstash Redis", [("UPSTASH_REDIS_REST_URL", "url"), ("UPSTASH_REDIS_REST_TOKEN", "T")], ["T"],
  lambda c: dict(T="A" + pick("XY") + rs(ALNUM, 58) + "=", url="https://%s-%s-%d.upstash.io" % (pick(["apt", "keen", "fresh", "noted"]), pick(["lark", "mole", "gnu", "bison"]), rint(10000, 99999))))
V("Turso", [("TURSO_DATABASE_URL", "url"), ("TURSO_AUTH_TOKEN", "T")], ["T"],
  lambda c: dict(T=jwt({"a": "rw", "iat": epoch(), "id": uuid4()}, alg="EdDSA"), url="libsql://%s-%s.turso.io" % (c["svc"], c["org"])))
V("Databricks", [("DATABRICKS_TOKEN", "T")], ["T"], lambda c: dict(T="dapi" + hexs(32)),
  native=[(".databrickscfg", "[DEFAULT]\nhost  = https://adb-%d.%d.azuredatabricks.net\ntoken = §T§" % (rint(10 ** 15, 10 ** 16 - 1), rint(1, 19)))])
V("Confluent Cloud", [("CONFLUENT_API_KEY", "id"), ("CONFLUENT_API_SECRET", "T")], ["id", "T"],
  lambda c: dict(id=rs(UPNUM, 16), T=rs(ALNUM + "+/", 64)),
  native=[("client.properties", "bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=§id§\nsasl.password=§T§" % (rs(LOWNUM, 5), pick(REGIONS)))])
V("Algolia admin key", [("ALGOLIA_APP_ID", "aid"), ("ALGOLIA_ADMIN_KEY", "T")], ["T"],
  lambda c: dict(T=hexs(32), aid=rs(UPNUM, 10)),
  curl='curl -X POST "https://§aid§.algolia.net/1/indexes/products/batch" -H "X-Algolia-API-Key: §T§" -H "X-Algolia-Application-Id: §aid§" -d @batch.json')
V("Mapbox secret token", [("MAPBOX_SECRET_TOKEN", "T")], ["T"], lambda c: dict(T=mapbox_secret(c["user"])),
  native=[("gradle.properties", "MAPBOX_DOWNLOADS_TOKEN=§T§")])
V("Elastic Cloud API key", [("ELASTIC_API_KEY", "T")], ["T"], lambda c: dict(T=elastic_api_key()),
  curl='curl -H "Authorization: ApiKey §T§" "https://§svc§.es.%s.aws.elastic-cloud.com/_cat/indices?v"' % pick(REGIONS))
V("Snowflake", [("SNOWFLAKE_ACCOUNT", "acc"), ("SNOWFLAKE_USER", "u"), ("SNOWFLAKE_PASSWORD", "T")], ["T"],
  lambda c: dict(acc="%s-%s" % (rs(UPP, 7), rs(UPNUM, 7)), u="DBT_%s" % env().upper(), T=rs(ALNUM, 14) + pick("!#%*") + rs(DIG, 2)),
  native=[("profiles.yml", "§svc§:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: §acc§\n      user: §u§\n      password: \"§T§\"\n      role: TRANSFORMER\n      warehouse: TRANSFORMING")])

# --- observability -------------------------------------------------------------------------------------
V("Datadog", [("DD_API_KEY", "T"), ("DD_APP_KEY", "ak")], ["T", "ak"], lambda c: dict(T=hexs(32), ak=hexs(40)),
  curl='curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: §T§" -H "DD-APPLICATION-KEY: §ak§"')
V("New Relic user key", [("NEW_RELIC_API_KEY", "T")], ["T"], lambda c: dict(T="NRAK-" + rs(UPNUM, 27)),
  curl='curl https://api.newrelic.com/graphql -H "API-Key: §T§" -H "Content-Type: application/json" -d @nrql.json')
V("New Relic license key", [("NEW_RELIC_LICENSE_KEY", "T")], ["T"], lambda c: dict(T=hexs(36) + "NRAL"),
  native=[("newrelic.yml", "common: &default_settings\n  license_key: '§T§'\n  app_name: §svc§ (§env§)\n  distributed_tracing:\n    enabled: true")])
V("Grafana service account", [("GRAFANA_TOKEN", "T")], ["T"], lambda c: dict(T="glsa_" + rs(ALNUM, 32) + "_" + hexs(8)),
  native=[("terraform", 'provider "grafana" {\n  url  = "https://grafana.§dom§"\n  auth = "§T§"\n}')])
V("Grafana Cloud", [("GRAFANA_CLOUD_TOKEN", "T")], ["T"], lambda c: dict(T=grafana_cloud_token()),
  native=[("alloy config", 'prometheus.remote_write "cloud" {\n  endpoint {\n    url = "https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push"\n    basic_auth {\n      username = "%d"\n      password = "§T§"\n    }\n  }\n}' % rint(100000, 2000000))])
V("PagerDuty", [("PAGERDUTY_TOKEN", "T")], ["T"], lambda c: dict(T="u+" + rs(URLSAFE, 18)),
  curl='curl -H "Authorization: Token token=§T§" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/oncalls')
V("Honeycomb", [("HONEYCOMB_API_KEY", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 22)),
  native=[("otel env", "OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\nOTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=§T§\nOTEL_SERVICE_NAME=§svc§")])
V("Splunk HEC", [("SPLUNK_HEC_TOKEN", "T")], ["T"], lambda c: dict(T=uuid4()),
  curl='curl -k https://splunk.§dom§:8088/services/collector/event -H "Authorization: Splunk §T§" -d \'{"event": "deploy finished", "sourcetype": "ci"}\'')
V("LaunchDarkly SDK key", [("LD_SDK_KEY", "T")], ["T"], lambda c: dict(T="sdk-" + uuid4()),
  sdk=[("go", 'client, _ := ld.MakeClient("§T§", 5*time.Second)')])

# --- messaging, comms -----------------------------------------------------------------------------------
V("Slack bot token", [("SLACK_BOT_TOKEN", "T")], ["T"],
  lambda c: dict(T="xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 11), rint(10 ** 12, 10 ** 13), rs(ALNUM, 24))),
  sdk=[("python", 'client = WebClient(token="§T§")\nclient.chat_postMessage(channel="§chan§", text="deploy done")')],
  curl='curl -H "Authorization: Bearer §T§" -d "channel=§chan§" -d "text=hello" https://slack.com/api/chat.postMessage')
V("Slack user token", [("SLACK_USER_TOKEN", "T")], ["T"],
  lambda c: dict(T="xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 11), rint(10 ** 10, 10 ** 11), rint(10 ** 12, 10 ** 13), hexs(32))))
V("Slack app-level token", [("SLACK_APP_TOKEN", "T")], ["T"],
  lambda c: dict(T="xapp-1-A%s-%d-%s" % (rs(UPNUM, 10), rint(10 ** 12, 10 ** 13), hexs(64))),
  sdk=[("python", 'handler = SocketModeHandler(app, "§T§")\nhandler.start()')])
V("Slack incoming webhook", [("SLACK_WEBHOOK_URL", "url")], ["T"],
  lambda c: (lambda t: dict(T=t, url="https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 8), rs(UPNUM, 10), t)))(rs(ALNUM, 24)),
  native=[("curl", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"§svc§ deployed to §env§\"}' §url§")])
V("Discord bot token", [("DISCORD_TOKEN", "T")], ["T"], lambda c: dict(T=discord_bot_token()),
  sdk=[("python", 'bot.run("§T§")'), ("ts", 'client.login("§T§");')])
V("Discord webhook", [("DISCORD_WEBHOOK_URL", "url")], ["T"],
  lambda c: (lambda t: dict(T=t, url="https://discord.com/api/webhooks/%s/%s" % (snowflake(), t)))(rs(URLSAFE, 68)))
V("Telegram bot token", [("TELEGRAM_BOT_TOKEN", "T")], ["T"],
  lambda c: dict(T="%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(URLSAFE, 33))),
  native=[("sendMessage URL", "https://api.telegram.org/bot§T§/sendMessage?chat_id=-100%d&text=backup%%20ok" % rint(10 ** 9, 10 ** 10))],
  sdk=[("python", 'app = ApplicationBuilder().token("§T§").build()')])
V("Microsoft Teams webhook", [("TEAMS_WEBHOOK_URL", "url")], ["T"],
  lambda c: (lambda t: dict(T=t, url="https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (c["org"].replace("-", ""), uuid4(), uuid4(), t, uuid4())))(hexs(32)))
V("Twilio", [("TWILIO_ACCOUNT_SID", "sid"), ("TWILIO_AUTH_TOKEN", "T")], ["T"],
  lambda c: dict(sid="AC" + hexs(32), T=hexs(32)),
  curl="curl -X POST https://api.twilio.com/2010-04-01/Accounts/§sid§/Messages.json --data-urlencode 'To=+8210%s' --data-urlencode 'From=+1415%s' --data-urlencode 'Body=test' -u §sid§:§T§" % (rs(DIG, 8), rs(DIG, 7)),
  sdk=[("python", 'client = Client("§sid§", "§T§")')])
V("SendGrid", [("SENDGRID_API_KEY", "T")], ["T"], lambda c: dict(T="SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)),
  curl='curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer §T§" -H "Content-Type: application/json" -d @mail.json',
  sdk=[("python", 'sg = SendGridAPIClient("§T§")')])
V("Mailgun", [("MAILGUN_API_KEY", "T")], ["T"], lambda c: dict(T=hexs(32) + "-" + hexs(8) + "-" + hexs(8)),
  curl="curl -s --user 'api:§T§' https://api.mailgun.net/v3/mg.§dom§/messages -F from='noreply@§dom§' -F to=§email§ -F subject='test' -F text='hi'")
V("Mailchimp", [("MAILCHIMP_API_KEY", "T")], ["T"], lambda c: (lambda dc: dict(T=hexs(32) + "-us" + dc, dc=dc))(str(rint(2, 21))),
  curl='curl -s --user "anystring:§T§" https://us§dc§.api.mailchimp.com/3.0/lists')
V("Postmark", [("POSTMARK_SERVER_TOKEN", "T")], ["T"], lambda c: dict(T=uuid4()),
  curl='curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "X-Postmark-Server-Token: §T§" -d @email.json')
V("Brevo", [("BREVO_API_KEY", "T")], ["T"], lambda c: dict(T="xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16)),
  curl='curl -X POST https://api.brevo.com/v3/smtp/email -H "api-key: §T§" -H "content-type: application/json" -d @mail.json')
V("Resend", [("RESEND_API_KEY", "T")], ["T"], lambda c: dict(T="re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)),
  sdk=[("ts", 'const resend = new Resend("§T§");')])
V("Zoom Server-to-Server OAuth", [("ZOOM_ACCOUNT_ID", "aid"), ("ZOOM_CLIENT_ID", "cid"), ("ZOOM_CLIENT_SECRET", "T")], ["T"],
  lambda c: dict(aid=rs(URLSAFE, 22), cid=rs(ALNUM, 22), T=rs(ALNUM, 32)))
V("Meta Graph API page token", [("FB_PAGE_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="EAAG" + rs(ALNUM, 180)),
  curl='curl -X POST "https://graph.facebook.com/v19.0/me/messages?access_token=§T§" -H "Content-Type: application/json" -d @reply.json')
V("X (Twitter) bearer token", [("TWITTER_BEARER_TOKEN", "T")], ["T"], lambda c: dict(T=twitter_bearer()),
  curl='curl "https://api.x.com/2/tweets/search/recent?query=%%23§org§" -H "Authorization: Bearer §T§"')
V("Dropbox", [("DROPBOX_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="sl.B" + rs(URLSAFE, 134)),
  sdk=[("python", 'dbx = dropbox.Dropbox("§T§")')])

# --- identity / auth -----------------------------------------------------------------------------------
V("Okta API token", [("OKTA_API_TOKEN", "T")], ["T"], lambda c: dict(T="00" + rs(URLSAFE, 40)),
  curl='curl -H "Authorization: SSWS §T§" "https://§org§.okta.com/api/v1/users?limit=25"')
V("Auth0 client secret", [("AUTH0_DOMAIN", "d"), ("AUTH0_CLIENT_ID", "cid"), ("AUTH0_CLIENT_SECRET", "T")], ["T"],
  lambda c: dict(d="%s.us.auth0.com" % c["org"], cid=rs(ALNUM, 32), T=rs(URLSAFE, 64)))
V("Clerk secret key", [("CLERK_SECRET_KEY", "T")], ["T"], lambda c: dict(T="sk_live_" + rs(ALNUM, 42)))
V("Stytch", [("STYTCH_PROJECT_ID", "pid"), ("STYTCH_SECRET", "T")], ["T"],
  lambda c: dict(pid="project-live-" + uuid4(), T="secret-live-" + rs(URLSAFE, 36)))
V("Keycloak client secret", [("KEYCLOAK_CLIENT_SECRET", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 32)),
  native=[("application.yml", "spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          keycloak:\n            client-id: §svc§\n            client-secret: §T§\n            authorization-grant-type: client_credentials")])

# --- payments, commerce --------------------------------------------------------------------------------
V("Stripe secret key", [("STRIPE_SECRET_KEY", "T")], ["T"], lambda c: dict(T="sk_live_51" + rs(ALNUM, 97)),
  curl="curl https://api.stripe.com/v1/charges?limit=3 -u §T§:",
  sdk=[("python", 'stripe.api_key = "§T§"'), ("ruby", 'Stripe.api_key = "§T§"'), ("ts", 'const stripe = new Stripe("§T§");')])
V("Stripe webhook secret", [("STRIPE_WEBHOOK_SECRET", "T")], ["T"], lambda c: dict(T="whsec_" + rs(ALNUM, 32)),
  sdk=[("ts", 'const event = stripe.webhooks.constructEvent(req.body, sig, "§T§");')], app=True)
V("Shopify Admin API", [("SHOPIFY_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="shpat_" + hexs(32)),
  curl='curl -X GET "https://§org§.myshopify.com/admin/api/2024-07/orders.json?status=any" -H "X-Shopify-Access-Token: §T§"')
V("Square", [("SQUARE_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="EAAA" + rs(URLSAFE, 60)),
  curl='curl https://connect.squareup.com/v2/locations -H "Square-Version: 2024-07-17" -H "Authorization: Bearer §T§"')
V("Braintree", [("BRAINTREE_GATEWAY_TOKEN", "T")], ["T"],
  lambda c: dict(T="access_token$production$" + rs(LOWNUM, 16) + "$" + hexs(32)))
V("Paystack", [("PAYSTACK_SECRET_KEY", "T")], ["T"], lambda c: dict(T="sk_live_" + hexs(40)),
  curl='curl https://api.paystack.co/transaction/verify/§ref§ -H "Authorization: Bearer §T§"')
V("Razorpay", [("RAZORPAY_KEY_ID", "kid"), ("RAZORPAY_KEY_SECRET", "T")], ["T"],
  lambda c: dict(kid="rzp_live_" + rs(ALNUM, 14), T=rs(ALNUM, 24)),
  sdk=[("python", 'client = razorpay.Client(auth=("§kid§", "§T§"))')])
V("Plaid", [("PLAID_CLIENT_ID", "cid"), ("PLAID_SECRET", "T"), ("PLAID_ENV", "pe")], ["T"],
  lambda c: dict(cid=hexs(24), T=hexs(30), pe="production"))
V("Binance", [("BINANCE_API_KEY", "id"), ("BINANCE_API_SECRET", "T")], ["id", "T"],
  lambda c: dict(id=rs(ALNUM, 64), T=rs(ALNUM, 64)),
  sdk=[("python", 'client = Client("§id§", "§T§")')])
V("Alchemy", [("ALCHEMY_RPC_URL", "url")], ["T"],
  lambda c: (lambda t: dict(T=t, url="https://eth-mainnet.g.alchemy.com/v2/" + t))(rs(URLSAFE, 32)))
V("Etherscan", [("ETHERSCAN_API_KEY", "T")], ["T"], lambda c: dict(T=rs(UPNUM, 34)),
  native=[("hardhat.config.ts", "etherscan: {\n  apiKey: \"§T§\",\n},")])
V("HubSpot private app", [("HUBSPOT_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T="pat-%s-" % pick(["na1", "eu1"]) + uuid4()),
  curl='curl "https://api.hubapi.com/crm/v3/objects/contacts?limit=10" -H "Authorization: Bearer §T§"')
V("Intercom", [("INTERCOM_ACCESS_TOKEN", "T")], ["T"], lambda c: dict(T=intercom_token()),
  curl='curl https://api.intercom.io/conversations -H "Authorization: Bearer §T§" -H "Intercom-Version: 2.11"')
V("Zendesk", [("ZENDESK_API_TOKEN", "T")], ["T"], lambda c: dict(T=rs(ALNUM, 40)),
  curl='curl https://§org§.zendesk.com/api/v2/tickets.json -u §email§/token:§T§')
V("Salesforce", [("SF_ACCESS_TOKEN", "T")], ["T"],
  lambda c: dict(T="00D" + rs(ALNUM, 12) + "!" + rs(ALNUM + "._", 96)),
  curl='curl https://§org§.my.salesforce.com/services/data/v61.0/sobjects/Account -H "Authorization: Bearer §T§"')
V("Airtable", [("AIRTABLE_TOKEN", "T")], ["T"], lambda c: dict(T="pat" + rs(ALNUM, 14) + "." + hexs(64)),
  curl='curl "https://api.airtable.com/v0/app%s/Leads?maxRecords=3" -H "Authorization: Bearer §T§"' % rs(ALNUM, 14))
V("Notion", [("NOTION_TOKEN", "T")], ["T"], lambda c: dict(T="ntn_" + rs(DIG, 11) + rs(ALNUM, 35)),
  sdk=[("ts", 'const notion = new Client({ auth: "§T§" });')])
V("Asana", [("ASANA_PAT", "T")], ["T"], lambda c: dict(T="2/%d/%d:%s" % (rint(10 ** 15, 10 ** 16 - 1), rint(10 ** 15, 10 ** 16 - 1), hexs(32))),
  curl='curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer §T§"')
V("Contentful", [("CONTENTFUL_MANAGEMENT_TOKEN", "T")], ["T"], lambda c: dict(T="CFPAT-" + rs(URLSAFE, 43)))
V("Sanity", [("SANITY_API_TOKEN", "T")], ["T"], lambda c: dict(T="sk" + rs(ALNUM, 180)))

# --- network, tunnels ----------------------------------------------------------------------------------
V("ngrok", [("NGROK_AUTHTOKEN", "T")], ["T"], lambda c: dict(T="2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)),
  native=[("ngrok cli", "ngrok config add-authtoken §T§"), ("ngrok.yml", 'version: "3"\nagent:\n  authtoken: §T§')])
V("Tailscale", [("TS_AUTHKEY", "T")], ["T"], lambda c: dict(T="tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)),
  native=[("tailscale up", "sudo tailscale up --authkey=§T§ --advertise-tags=tag:ci --hostname=§svc§-runner")])

# --- frameworks' own secrets ---------------------------------------------------------------------------
V("Rails master key", [("RAILS_MASTER_KEY", "T")], ["T"], lambda c: dict(T=hexs(32)),
  native=[("config/master.key", "$ cat config/master.key\n§T§")], app=True)
V("Django SECRET_KEY", [("DJANGO_SECRET_KEY", "T")], ["T"],
  lambda c: dict(T="django-insecure-" + rs(LOW + DIG + "!@#$%^&*(-_=+)", 50)),
  native=[("settings.py", "SECRET_KEY = '§T§'\nDEBUG = False\nALLOWED_HOSTS = ['§dom§']")], app=True)
V("Laravel APP_KEY", [("APP_KEY", "T")], ["T"], lambda c: dict(T="base64:" + b64(rbytes(32))), app=True)
V("NextAuth secret", [("NEXTAUTH_SECRET", "T")], ["T"], lambda c: dict(T=b64(rbytes(32))), app=True)
V("GitHub webhook secret", [("GITHUB_WEBHOOK_SECRET", "T")], ["T"], lambda c: dict(T=hexs(40)), app=True)

# --- Korean services -----------------------------------------------------------------------------------
V("Toss Payments secret key", [("TOSS_SECRET_KEY", "T")], ["T", "basic"],
  lambda c: (lambda k: dict(T=k, basic=b64((k + ":").encode())))("live_sk_" + rs(ALNUM, 28)), ko=True,
  curl='curl -X POST https://api.tosspayments.com/v1/payments/confirm -H "Authorization: Basic §basic§" -H "Content-Type: application/json" -d \'{"paymentKey":"§ref§","orderId":"ORD-%d","amount":15000}\'' % rint(100000, 999999))
V("Kakao REST API key", [("KAKAO_REST_API_KEY", "T")], ["T"], lambda c: dict(T=hexs(32)), ko=True,
  curl='curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK §T§" --data-urlencode "query=판교역로 235"')
V("Kakao Admin key", [("KAKAO_ADMIN_KEY", "T")], ["T"], lambda c: dict(T=hexs(32)), ko=True,
  curl='curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK §T§" -d "target_id_type=user_id&target_id=%d"' % rint(10 ** 9, 4 * 10 ** 9))
V("Naver Open API", [("NAVER_CLIENT_ID", "cid"), ("NAVER_CLIENT_SECRET", "T")], ["T"],
  lambda c: dict(cid=rs(ALNUM, 20), T=rs(ALNUM, 10)), ko=True,
  curl='curl "https://openapi.naver.com/v1/search/blog.json?query=%%EB%%A7%%9B%%EC%%A7%%91" -H "X-Naver-Client-Id: §cid§" -H "X-Naver-Client-Secret: §T§"')
V("data.go.kr service key", [("DATA_GO_KR_SERVICE_KEY", "T")], ["T"],
  lambda c: dict(T=urllib.parse.quote(b64(rbytes(64)), safe="")), ko=True,
  native=[("request URL", "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=§T§&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20250301&base_time=0500&nx=55&ny=127")])
V("SOLAPI (coolsms)", [("SOLAPI_API_KEY", "id"), ("SOLAPI_API_SECRET", "T")], ["id", "T"],
  lambda c: dict(id="NCS" + rs(UPNUM, 13), T=rs(UPNUM, 32)), ko=True)
V("PortOne (iamport) V1", [("IMP_KEY", "id"), ("IMP_SECRET", "T")], ["id", "T"],
  lambda c: dict(id=rs(DIG, 16), T=rs(ALNUM, 80)), ko=True,
  curl='curl -X POST https://api.iamport.kr/users/getToken -H "Content-Type: application/json" -d \'{"imp_key": "§id§", "imp_secret": "§T§"}\'')
V("Sendbird", [("SENDBIRD_APP_ID", "aid"), ("SENDBIRD_API_TOKEN", "T")], ["T"],
  lambda c: dict(aid=uuid4().upper(), T=hexs(40)), ko=True,
  curl='curl "https://api-§aid§.sendbird.com/v3/users?limit=10" -H "Api-Token: §T§"')
V("Channel Talk", [("CHANNEL_ACCESS_KEY", "id"), ("CHANNEL_ACCESS_SECRET", "T")], ["id", "T"],
  lambda c: dict(id=hexs(24), T=hexs(32)), ko=True,
  curl='curl https://api.channel.io/open/v5/user-chats?state=opened -H "x-access-key: §id§" -H "x-access-secret: §T§"')

VENDOR_NAMES = [v["name"] for v in VENDORS]
assert len(VENDOR_NAMES) == len(dict.fromkeys(VENDOR_NAMES))
assert all(n in VENDOR_NAMES for n in PREFER_SOLO)


# ----------------------------------------------------------------------------------------------------
# containers: how a list of (NAME, value) pairs is written in real files, commands and logs
# ----------------------------------------------------------------------------------------------------
def shq(v):
    """shell quoting the way people do it by hand"""
    if re.search(r"[^A-Za-z0-9_./:@%+=,-]", v):
        return "'" + v + "'"
    return v


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def filler_env(c):
    pool = ["NODE_ENV=production", "PORT=%d" % pick([3000, 8000, 8080, 5000]), "LOG_LEVEL=%s" % pick(["info", "debug", "warn"]),
            "APP_URL=https://%s.%s" % (c["svc"], c["dom"]), "REDIS_URL=redis://redis:6379/0", "TZ=Asia/Seoul",
            "SENTRY_ENVIRONMENT=%s" % c["env"], "FEATURE_NEW_CHECKOUT=%s" % pick(["true", "false"]),
            "WORKERS=%d" % rint(2, 8), "AWS_REGION=%s" % c["region"], "DB_POOL_SIZE=%d" % rint(5, 30),
            "PUBLIC_BASE_PATH=/app", "CACHE_TTL_SECONDS=%d" % pick([60, 300, 900]), "OTEL_SERVICE_NAME=%s" % c["svc"]]
    return picks(pool, rint(1, 3))


def c_dotenv(vs, c):
    lines = filler_env(c) + ["%s=%s" % (n, v) for n, v in vs]
    if R.random() < 0.5:
        lines = lines[:1] + ["# %s" % pick(["third-party", "secrets below", "do not commit", "TODO move to vault", "prod values"])] + lines[1:]
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", ".env.%s" % c["env"], "deploy/.env", "apps/%s/.env" % c["svc"]])


def c_export(vs, c):
    lines = []
    for n, v in vs:
        if re.search(r"[$!`\\\"]", v):
            q = "'%s'" % v
        else:
            q = pick([v, '"%s"' % v, "'%s'" % v]) if not re.search(r"[^A-Za-z0-9_./:@%+=,-]", v) else pick(["'%s'" % v, '"%s"' % v])
        lines.append("export %s=%s" % (n, q))
    return "\n".join(lines), pick(["~/.zshrc", "~/.bashrc", "the setup script", "scripts/env.sh", ".envrc"])


def c_inline_cmd(vs, c):
    cmd = pick(["python scripts/sync.py --dry-run", "npm run seed", "./bin/deploy %s" % c["env"], "go run ./cmd/worker",
                "pnpm test:e2e", "uv run pytest -m live", "make release"])
    return " ".join("%s=%s" % (n, shq(v)) for n, v in vs) + " " + cmd, "the command line"


def c_compose(vs, c):
    body = "services:\n  %s:\n    image: ghcr.io/%s/%s:%s\n    environment:\n" % (c["svc"], c["org"], c["svc"], pick(["latest", "1.%d.%d" % (rint(0, 9), rint(0, 20))]))
    body += "\n".join("      - %s=%s" % (n, v) for n, v in vs)
    return body, pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])


def c_k8s_secret(vs, c):
    body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-env\n  namespace: %s\ntype: Opaque\nstringData:\n" % (c["svc"], c["ns"])
    body += "\n".join('  %s: "%s"' % (n, v) for n, v in vs)
    return body, "k8s/%s/secret.yaml" % c["env"]


def c_k8s_env(vs, c):
    body = "      containers:\n        - name: %s\n          env:\n" % c["svc"]
    body += "\n".join('            - name: %s\n              value: "%s"' % (n, v) for n, v in vs)
    return body, "deployment.yaml"


def c_gha(vs, c):
    body = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join("      %s: %s" % (n, v) for n, v in vs)
    body += "\n    steps:\n      - uses: actions/checkout@v4"
    return body, ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "e2e"])


def c_gitlab(vs, c):
    return "variables:\n" + "\n".join('  %s: "%s"' % (n, v) for n, v in vs) + "\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh", ".gitlab-ci.yml"


def c_mcp_json(vs, c):
    name = pick(["github", "linear", "sentry", "postgres", "notion", "slack", "internal-tools", "docs"])
    env_lines = ",\n".join('        "%s": "%s"' % (n, v) for n, v in vs)
    body = ('{\n  "mcpServers": {\n    "%s": {\n      "command": "npx",\n      "args": ["-y", "%s"],\n      "env": {\n%s\n      }\n    }\n  }\n}'
            % (name, pick(["@modelcontextprotocol/server-%s" % name, "%s-mcp" % name, "@%s/mcp-server" % c["org"]]), env_lines))
    return body, pick([".cursor/mcp.json", ".mcp.json", "~/.cursor/mcp.json", ".vscode/mcp.json"])


def c_codex_toml(vs, c):
    name = pick(["github", "jira", "db", "search"])
    env_inline = ", ".join('"%s" = "%s"' % (n, v) for n, v in vs)
    return '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s-mcp"]\nenv = { %s }' % (name, name, env_inline), "~/.codex/config.toml"


def c_claude_settings(vs, c):
    env_lines = ",\n".join('    "%s": "%s"' % (n, v) for n, v in vs)
    return ('{\n  "env": {\n%s\n  },\n  "permissions": {\n    "allow": ["Bash(npm run test:*)"]\n  }\n}' % env_lines,
            pick([".claude/settings.local.json", ".claude/settings.json"]))


def c_vscode_launch(vs, c):
    env_lines = ",\n".join('        "%s": "%s"' % (n, v) for n, v in vs)
    return ('{\n  "name": "Debug %s",\n  "type": "%s",\n  "request": "launch",\n  "env": {\n%s\n  }\n}' %
            (c["svc"], pick(["node", "debugpy", "go"]), env_lines), ".vscode/launch.json")


def c_json_cfg(vs, c):
    inner = ",\n".join('    "%s": "%s"' % (camel(n), v) for n, v in vs)
    return '{\n  "%s": {\n%s\n  },\n  "timeoutMs": %d\n}' % (pick(["integrations", "secrets", "providers", "Settings"]), inner, pick([5000, 10000, 30000])), pick(
        ["config/%s.json" % c["env"], "appsettings.%s.json" % c["env"].capitalize(), "secrets.json", "local.settings.json"])


def c_yaml_cfg(vs, c):
    inner = "\n".join("  %s: %s" % (n.lower(), v) for n, v in vs)
    return "%s:\n%s\n  timeout: %ds" % (pick(["integrations", "clients", "external"]), inner, rint(5, 30)), pick(["config/%s.yaml" % c["env"], "settings.yml", "application-%s.yml" % c["env"]])


def c_toml(vs, c):
    return "[%s]\n" % pick(["secrets", "integrations", "default"]) + "\n".join('%s = "%s"' % (n.lower(), v) for n, v in vs), pick(["config.toml", ".streamlit/secrets.toml", "settings.toml"])


def c_ini(vs, c):
    return "[%s]\n" % pick(["default", c["env"], "api"]) + "\n".join("%s = %s" % (n.lower(), v) for n, v in vs), pick(["config.ini", "settings.cfg", "tox.ini"])


def c_properties(vs, c):
    return "\n".join("app.%s=%s" % (n.lower().replace("_", "-"), v) for n, v in vs), pick(["application-%s.properties" % c["env"], "gradle.properties", "local.properties"])


def c_xml(vs, c):
    return "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (n, v) for n, v in vs) + "\n</appSettings>", pick(["Web.config", "App.config"])


def c_tfvars(vs, c):
    return "\n".join('%s = "%s"' % (n.lower(), v) for n, v in vs), pick(["terraform.tfvars", "%s.auto.tfvars" % c["env"]])


def c_dockerfile(vs, c):
    return "FROM python:3.12-slim\n" + "\n".join("ENV %s=%s" % (n, v) for n, v in vs) + '\nCOPY . /app\nCMD ["python", "-m", "app"]', "Dockerfile"


def c_php(vs, c):
    return "return [\n" + "\n".join("    '%s' => env('%s', '%s')," % (n.lower(), n, v) for n, v in vs) + "\n];", "config/services.php"


def c_py_default(vs, c):
    return "\n".join('%s = os.getenv("%s", "%s")' % (n, n, v) for n, v in vs), pick(["settings.py", "config.py", "app/core/config.py"])


def c_node_default(vs, c):
    return "\n".join('const %s = process.env.%s || "%s";' % (camel(n), n, v) for n, v in vs), pick(["src/config.ts", "config.js", "lib/env.ts"])


def c_printenv(vs, c):
    return "$ printenv | grep -E '%s'\n" % "|".join(n.split("_")[0] for n, v in vs) + "\n".join("%s=%s" % (n, v) for n, v in vs), "a debug shell in the pod"


def c_settings_log(vs, c):
    inner = ", ".join("%s='%s'" % (n.lower(), v) for n, v in vs)
    return "%s INFO  app.config: loaded Settings(env='%s', %s, debug=False)" % (isots(), c["env"], inner), "the startup log"


def c_gh_secret(vs, c):
    return "\n".join('gh secret set %s --body "%s" --repo %s/%s' % (n, v, c["org"], c["repo"]) for n, v in vs), "shell history"


def c_kubectl_secret(vs, c):
    return "kubectl -n %s create secret generic %s-env \\\n" % (c["ns"], c["svc"]) + " \\\n".join("  --from-literal=%s=%s" % (n, shq(v)) for n, v in vs), "the runbook"


def c_paas_set(vs, c):
    tool = pick(["fly secrets set", "heroku config:set", "railway variables --set", "dokku config:set %s" % c["svc"]])
    pairs = " ".join("%s=%s" % (n, shq(v)) for n, v in vs)
    if tool.startswith("fly"):
        return "fly secrets set %s -a %s" % (pairs, c["svc"]), "shell history"
    if tool.startswith("heroku"):
        return "heroku config:set %s -a %s-%s" % (pairs, c["org"], c["env"]), "shell history"
    if tool.startswith("railway"):
        return " ".join('railway variables --set "%s=%s"' % (n, v) for n, v in vs), "shell history"
    return "%s %s" % (tool, pairs), "shell history"


def c_ssm(vs, c):
    return "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --overwrite --value '%s'" % (c["svc"], c["env"], n.lower(), v) for n, v in vs), "the migration script"


def c_vault_put(vs, c):
    return "vault kv put secret/%s/%s " % (c["svc"], c["env"]) + " ".join("%s=%s" % (n.lower(), shq(v)) for n, v in vs), "shell history"


def c_systemd(vs, c):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (n, v) for n, v in vs) + "\nExecStart=/opt/%s/bin/server" % c["svc"], "/etc/systemd/system/%s.service" % c["svc"]


def c_ansible(vs, c):
    return "---\n" + "\n".join("%s: \"%s\"" % (n.lower(), v) for n, v in vs) + "\n%s_replicas: %d" % (c["svc"].replace("-", "_"), rint(2, 6)), "group_vars/%s.yml" % c["env"]


def c_helm_set(vs, c):
    return "helm upgrade --install %s ./charts/%s -n %s \\\n" % (c["svc"], c["svc"], c["ns"]) + " \\\n".join("  --set env.%s=%s" % (n, shq(v)) for n, v in vs), "the deploy script"


def c_powershell(vs, c):
    return "\n".join('$env:%s = "%s"' % (n, v) for n, v in vs), pick(["profile.ps1", "scripts/dev-env.ps1"])


def c_docker_run(vs, c):
    return "docker run --rm " + " ".join("-e %s=%s" % (n, shq(v)) for n, v in vs) + " ghcr.io/%s/%s:latest" % (c["org"], c["svc"]), "the README"


def c_jupyter(vs, c):
    return "\n".join('os.environ["%s"] = "%s"' % (n, v) for n, v in vs), "notebooks/%s.ipynb (first cell)" % pick(["eda", "scratch", "eval", "backfill"])


def c_table(vs, c):
    rows = "\n".join("| %s | %s | %s |" % (n, v, pick(["prod", "staging", "shared", c["person"]])) for n, v in vs)
    return "| variable | value | scope |\n|---|---|---|\n" + rows, "the wiki table"


MULTI_CONTAINERS = [(c_dotenv, "file"), (c_export, "file"), (c_compose, "file"), (c_k8s_secret, "file"),
                    (c_k8s_env, "file"), (c_gha, "ci"), (c_gitlab, "ci"), (c_mcp_json, "agent"), (c_codex_toml, "agent"),
                    (c_claude_settings, "agent"), (c_vscode_launch, "file"), (c_json_cfg, "file"), (c_yaml_cfg, "file"),
                    (c_toml, "file"), (c_ini, "file"), (c_properties, "file"), (c_xml, "file"), (c_tfvars, "file"),
                    (c_dockerfile, "file"), (c_php, "file"), (c_py_default, "file"), (c_node_default, "file"),
                    (c_printenv, "log"), (c_settings_log, "log"), (c_gh_secret, "cmd"), (c_kubectl_secret, "cmd"),
                    (c_paas_set, "cmd"), (c_ssm, "cmd"), (c_vault_put, "cmd"), (c_systemd, "file"), (c_ansible, "file"),
                    (c_helm_set, "cmd"), (c_powershell, "file"), (c_docker_run, "cmd"), (c_jupyter, "file"),
                    (c_table, "table"), (c_inline_cmd, "cmd")]


def native_type(label, text):
    fileish = (".", "~", "config", "credentials", "settings", "terraform", "hardhat", "client.properties", "profiles.yml",
               "application.yml", "newrelic.yml", "alloy", "otel env", "litellm", "continue", "linode-cli config",
               "sonar-project", "gradle.properties", "client_secret.json", "application_default", "gh hosts.yml",
               "ngrok.yml", "credentials.tfrc.json", "config.toml", "netrc")
    if label.startswith("config/master.key"):
        return "cmd"
    if label.endswith("URL"):
        return "cmd"
    if any(label.startswith(p) or label == p for p in fileish) and "cli" not in label.split()[-1:]:
        return "file"
    return "cmd"


# ----------------------------------------------------------------------------------------------------
# prose around a pasted credential (vendor tokens). Each wrapper names the container types it fits:
# f=file, c=cmd, l=log, t=table, i=ci file, a=agent config, k=code
# ----------------------------------------------------------------------------------------------------
ENV_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스", "preprod": "프리프로드"}
TYPE_CODE = {"file": "f", "cmd": "c", "log": "l", "table": "t", "ci": "i", "agent": "a", "code": "k"}

WRAP_BLOCK_EN = [
    ("fa", "Nobody told me where the §V§ credentials for §svc§ live; the README just says \"ask ops\".",
     "They are hard-coded in §LABEL§ on the build box:\n§SNIP§\nThe service reads them at start-up, so a restart picks up changes.",
     "Should §svc§ keep reading §NAME§ from there, or should it move to the secret manager?"),
    ("fck", "I didn't know the integration tests call the real §V§ API instead of a mock.",
     "The test setup does this:\n§SNIP§\nso every local run hits the shared §env§ account. I marked the suite `-m live` for now.",
     "Is there a sandbox §V§ account we should use for tests?"),
    ("c", "Missing context: how §svc§ authenticates against §V§. The wiki page is a stub.",
     "It's a static credential, nothing fancy. This is what worked from my shell:\n§SNIP§",
     ""),
    ("fcltiak", "The §env§ config isn't in the repo, so §person§ pasted it in the thread:\n§SNIP§",
     "The §V§ client returns 401 when the value has a trailing newline, which is exactly what copying from the wiki gives you. Strip it.",
     "Can we get the §env§ config through the vault next time instead of chat?"),
    ("fia", "The deploy failed with a 401 from §V§, and nobody mentioned the key had been rotated on §date§.",
     "Updated §LABEL§ to the new value:\n§SNIP§\nRedeployed §svc§ and the health check is green again.",
     "Who owns §V§ key rotation, and where are rotations announced?"),
    ("fk", "I wasn't told that §svc§ has a second config path for §V§ besides plain env vars.",
     "The value in §LABEL§ wins over the environment:\n§SNIP§\nThat's why changing §NAME§ in the dashboard did nothing.",
     "Should we delete the file-based setting so there's one source of truth?"),
    ("c", "I had to reproduce the §V§ call the nightly cron makes, and the job has no docs.",
     "Copied straight from the job definition, it runs fine by hand:\n§SNIP§",
     "Is it OK to run this against §env§ during business hours?"),
    ("i", "How does CI get the §V§ credential? Not documented anywhere.",
     "The pipeline sets it directly instead of pulling it from CI secrets:\n§SNIP§\nMoving it to protected variables is on the backlog.",
     "Can I move §NAME§ into the CI secret store myself or does platform need to?"),
    ("l", "Didn't know §svc§ dumps its config at startup.",
     "From §LABEL§:\n§SNIP§\nSo anyone with log access can read it. Flagged it in §chan§.",
     "Should I open a ticket to mask config values in logs?"),
    ("fika", "Unclear whether §envnp§ and prod share the same §V§ credentials.",
     "Here's what §LABEL§ in §repo§ has:\n§SNIP§\nProd uses a different project, according to §person§.",
     "Is this the §envnp§ key or the prod one? The names are identical."),
    ("fcltiak", "Needed §V§ access to finish the §svc§ migration ticket.",
     "§SNIP§",
     ""),
    ("a", "The §agent§ session couldn't reach §V§ because the tool config wasn't in my checkout.",
     "§person§ shared their local copy of §LABEL§:\n§SNIP§\nAfter restarting the session the tool calls worked.",
     "Is there a team-approved way to share this config without the values in it?"),
    ("fki", "I assumed §V§ was only used by the frontend. It isn't.",
     "The worker also calls it, with the credential set in §LABEL§:\n§SNIP§\nRemoving it breaks the retry queue.",
     "Which other services depend on §V§?"),
    ("c", "I didn't know the §V§ credential has to be re-entered after the runner image is rebuilt.",
     "Re-ran this step from the old runbook page:\n§SNIP§\nAfter that the §svc§ job passed.",
     "Can this step be automated from the secret store?"),
    ("t", "The onboarding doc keeps integration settings in a table and nobody told me it was the source of truth.",
     "Row for §V§ in §LABEL§:\n§SNIP§",
     "Is the wiki table still maintained?"),
    ("fcltiak", "§person§ handed me this without any context:\n§SNIP§",
     "It's the §V§ setup for §svc§ in §env§; the service won't start without it.",
     "Where is this supposed to be documented?"),
    ("fk", "Reviewing PR #§pr§, I didn't know whether this is allowed:\n§SNIP§",
     "It isn't: credentials must come from the secret store. Asked the author to move it and to rotate the §V§ value, since it is now in the PR history.",
     ""),
    ("c", "The §svc§ smoke test wasn't in the repo.",
     "§person§ runs it from shell history:\n§SNIP§\nWorked on the first try.",
     "Can we commit the script without the literal credential?"),
    ("l", "§svc§ crashed on boot in §env§ and I needed to see what environment it actually got.",
     "§SNIP§\nThe §V§ value was fine; the crash was a missing migration.",
     ""),
]

WRAP_BLOCK_KO = [
    ("fa", "§svc§ §envk§ 배포가 §V§ 키를 어디서 읽는지 아무도 안 알려줌. README에는 '인프라팀 문의'만 있음.",
     "빌드 서버 §LABEL§에 그대로 박혀 있었다.\n§SNIP§\n컨테이너 재시작하면 다시 읽음.",
     "§NAME§ 계속 여기서 읽을지, 시크릿 매니저로 옮길지 정해주세요."),
    ("fck", "통합 테스트가 mock이 아니라 실제 §V§ API를 호출하는 줄 몰랐음.",
     "테스트 설정에 이렇게 들어가 있음:\n§SNIP§\n로컬에서 돌려도 공용 §envk§ 계정에 과금됨. 일단 live 마커로 분리해둠.",
     "테스트용 §V§ 샌드박스 계정이 따로 있나요?"),
    ("c", "§V§ 인증 방식이 위키에 없었다. 페이지가 비어 있음.",
     "그냥 고정 키 방식이었다. 터미널에서 이렇게 하니까 됨\n§SNIP§",
     ""),
    ("fcltiak", "레포에 §envk§ 설정이 없어서 §person§ 님이 스레드에 붙여줌\n§SNIP§",
     "위키에서 복사하면 끝에 개행이 붙어서 §V§ 쪽에서 401이 남. strip 해야 함.",
     "다음부터는 채팅 말고 vault로 받을 수 있을까요?"),
    ("fia", "§date§에 §V§ 키가 교체됐다는 걸 몰라서 배포가 401로 실패했다.",
     "§LABEL§ 파일을 새 값으로 바꿈:\n§SNIP§\n재배포 후 헬스체크 정상.",
     "§V§ 키 로테이션은 누가 담당하고 공지는 어디로 오나요?"),
    ("fk", "환경변수 말고도 §V§ 설정을 읽는 경로가 하나 더 있다는 걸 몰랐음.",
     "§LABEL§ 값이 env보다 우선한다.\n§SNIP§\n그래서 대시보드에서 §NAME§ 바꿔도 반영이 안 됐던 것.",
     "파일 쪽 설정은 지워도 되나요?"),
    ("c", "야간 크론이 호출하는 §V§ 요청을 재현해야 했는데 문서가 없었음.",
     "잡 정의에서 그대로 복사해서 수동으로 돌려봄, 잘 됨\n§SNIP§",
     "업무 시간에 §envk§ 대상으로 돌려도 괜찮나요?"),
    ("i", "CI가 §V§ 크리덴셜을 어떻게 받는지 문서가 없음.",
     "파이프라인 파일에 직접 들어가 있다 (CI 시크릿 아님).\n§SNIP§\n보호 변수로 옮기는 건 백로그에 있음.",
     "§NAME§ 변수를 제가 직접 CI 시크릿으로 옮겨도 되나요?"),
    ("l", "§svc§가 기동할 때 설정값을 통째로 로그에 찍는다는 걸 몰랐다.",
     "§LABEL§ 내용:\n§SNIP§\n로그 권한만 있으면 누구나 볼 수 있는 상태. §chan§에 공유함.",
     "로그 마스킹 티켓 열까요?"),
    ("fika", "§envnpk§하고 운영이 같은 §V§ 키를 쓰는지 헷갈렸음.",
     "§repo§ 레포의 §LABEL§ 내용:\n§SNIP§\n§person§ 님 말로는 운영은 프로젝트가 다르다고 함.",
     "이거 §envnpk§ 키 맞죠? 이름이 똑같아서요."),
    ("a", "§agent§ 세션에서 §V§ 도구가 안 붙었는데 설정 파일이 내 체크아웃에 없었음.",
     "§person§ 님이 로컬 §LABEL§ 공유해줌:\n§SNIP§\n세션 재시작하니까 도구 호출 됨.",
     "값 없이 설정만 공유하는 팀 표준 방법이 있나요?"),
    ("c", "러너 이미지를 새로 빌드하면 §V§ 크리덴셜을 다시 넣어야 한다는 걸 몰랐음.",
     "예전 런북 페이지에 있던 단계 그대로 다시 실행:\n§SNIP§\n그 뒤로 §svc§ 잡 통과.",
     "이 단계 시크릿 스토어에서 자동으로 받게 바꿀 수 있을까요?"),
    ("fcltiak", "§svc§ 마이그레이션 티켓 마무리하려면 §V§ 접근이 필요했음.",
     "§SNIP§",
     ""),
    ("fcltiak", "§person§ 님이 아무 설명 없이 이걸 넘겨줌\n§SNIP§",
     "§envk§ §svc§의 §V§ 설정이고, 이거 없으면 서비스가 안 뜸.",
     "이건 원래 어디에 문서화돼 있어야 하나요?"),
    ("fk", "PR #§pr§ 리뷰하다가 이게 허용되는 건지 몰랐음\n§SNIP§",
     "허용 안 됨. 크리덴셜은 시크릿 스토어에서 받아야 함. PR 히스토리에 남았으니 옮기고 §V§ 값도 교체해달라고 요청함.",
     ""),
    ("c", "§svc§ 스모크 테스트가 레포에 없었음.",
     "§person§ 님이 셸 히스토리에서 돌리는 거였음\n§SNIP§\n한 번에 됨.",
     "리터럴 크리덴셜 빼고 스크립트 커밋해도 될까요?"),
    ("t", "온보딩 문서의 연동 설정 표가 실제 기준이라는 걸 아무도 말 안 해줌.",
     "§LABEL§의 §V§ 행:\n§SNIP§",
     "위키 표 아직 관리되는 거 맞나요?"),
]

WRAP_MULTI_EN = [
    ("fai", "The §env§ env for §svc§ wasn't in the repo and I needed it to boot the service locally.",
     "§person§ sent me theirs (§LABEL§):\n§SNIP§\nWith it the app starts and the §V§ integrations respond.",
     "Can we add a redacted .env.example so the next person doesn't need a DM?"),
    ("fk", "I didn't know §svc§ still had live credentials committed in §LABEL§.",
     "Found during the cleanup:\n§SNIP§\nAll of these need rotating before the repo is opened to contractors.",
     "Who can rotate the §V§ credentials?"),
    ("c", "Migrating §svc§ secrets to the new platform; the old values were only in a runbook.",
     "Ran this to copy them over:\n§SNIP§",
     "Should I delete the old runbook page now?"),
    ("l", "Didn't know the crash reporter attaches the process environment.",
     "The report for §svc§ contained:\n§SNIP§\nSo the §V§ credentials are sitting in the error tracker now.",
     "Do we rotate everything that was in that report?"),
    ("t", "The onboarding doc keeps all integration settings in one table.",
     "Copied from §LABEL§:\n§SNIP§",
     ""),
    ("a", "The MCP servers wouldn't start in my §agent§ session and nobody told me where their config lives.",
     "The config is §LABEL§ and it carries the §V§ credentials inline:\n§SNIP§",
     "Should these be env references instead of literal values?"),
    ("i", "The CI job for §svc§ had credentials inline instead of in the secret store.",
     "§LABEL§:\n§SNIP§",
     "Can I move them to CI secrets?"),
    ("fcltiak", "Needed working credentials for the §env§ stack.",
     "§SNIP§", ""),
]
WRAP_MULTI_KO = [
    ("fai", "레포에 §svc§ §envk§ env가 없어서 로컬에서 서비스를 못 띄웠음.",
     "§person§ 님이 본인 거 보내줌 (§LABEL§):\n§SNIP§\n이걸로 앱 뜨고 §V§ 연동도 응답함.",
     "마스킹된 .env.example 하나 추가할까요? 다음 사람은 DM 안 해도 되게."),
    ("fk", "§svc§ 레포에 §LABEL§로 실제 크리덴셜이 커밋돼 있는 줄 몰랐다.",
     "정리하다가 발견:\n§SNIP§\n외주 개발자에게 레포 열기 전에 전부 교체해야 함.",
     "§V§ 크리덴셜 교체는 누가 할 수 있나요?"),
    ("c", "§svc§ 시크릿을 새 플랫폼으로 옮기는 중인데 예전 값은 런북에만 있었음.",
     "이걸로 옮김:\n§SNIP§",
     "예전 런북 페이지 이제 지워도 될까요?"),
    ("l", "크래시 리포터가 프로세스 환경변수를 통째로 첨부하는 줄 몰랐다.",
     "§svc§ 리포트에 이게 들어있었음:\n§SNIP§\n§V§ 크리덴셜이 에러 트래커에 그대로 남아 있는 상태.",
     "리포트에 있던 거 전부 교체해야 하나요?"),
    ("a", "§agent§ 세션에서 MCP 서버가 안 떴는데 설정 위치를 아무도 안 알려줌.",
     "설정 파일은 §LABEL§이고 §V§ 크리덴셜이 값으로 직접 들어있음:\n§SNIP§",
     "env 참조로 바꾸는 게 낫지 않을까요?"),
    ("i", "§svc§ CI 잡에 크리덴셜이 시크릿 스토어가 아니라 파일에 그대로 있었음.",
     "§LABEL§:\n§SNIP§",
     "CI 시크릿으로 옮겨도 되나요?"),
    ("fcltiak", "§envk§ 스택용으로 동작하는 크리덴셜이 필요했다.",
     "§SNIP§", ""),
]

WRAP_APP_EN = [
    ("fck", "I didn't know §svc§ keeps its §V§ signing secret outside the vault.",
     "It's in §LABEL§:\n§SNIP§\nChanging it invalidates every session/signature, so coordinate before touching it.",
     "Who needs to approve rotating §NAME§?"),
    ("fcli", "Boot failed with a missing-key error; nobody told me where the §V§ secret comes from.",
     "Found it in §LABEL§:\n§SNIP§", ""),
    ("fcltika", "Signature checks started failing after the move to §env§ and nobody said the secret differs per environment.",
     "The old value was still in place:\n§SNIP§\nSwapped it for the §env§ one and the 400s stopped.",
     "Is there a list of per-environment secrets somewhere?"),
]
WRAP_APP_KO = [
    ("fck", "§svc§의 §V§ 서명용 시크릿이 vault 밖에 있다는 걸 몰랐음.",
     "§LABEL§에 있음:\n§SNIP§\n바꾸면 세션/서명이 전부 무효화되니 건드리기 전에 공지 필요.",
     "§NAME§ 교체는 누구 승인이 필요하나요?"),
    ("fcli", "키가 없다는 에러로 부팅 실패. §V§ 시크릿을 어디서 가져오는지 아무도 말 안 해줌.",
     "§LABEL§에서 찾음:\n§SNIP§", ""),
    ("fcltika", "§envk§ 환경으로 옮긴 뒤 서명 검증이 깨졌는데 환경마다 시크릿이 다르다는 얘기를 못 들었음.",
     "예전 값이 그대로 있었음:\n§SNIP§\n§envk§ 값으로 바꾸니 400 안 남.",
     "환경별 시크릿 목록 어디 정리된 게 있나요?"),
]

WRAP_INLINE_EN = [
    ("I didn't have the §V§ key for §env§.",
     "§person§ sent it over DM: §X§ — it goes into §NAME§ and nowhere else.",
     ""),
    ("Nobody mentioned that the §V§ credential is shared between §svc§ and §svc2§.",
     "From the thread in §chan§:\n[§t1§] §person§: try this one\n[§t2§] §person§: §X§\n[§t3§] me: works, thanks",
     "Should §svc2§ get its own §V§ credential?"),
    ("The runbook stops halfway. The §V§ credential §person§ gave me for §env§ is",
     "§X§, set as §NAME§. It has write scope, so don't reuse it for read-only jobs.",
     ""),
    ("I wasn't told which §V§ credential the §env§ stack uses.",
     "Using §X§ (from §person§) as §NAME§ for §svc§.",
     "Is §X§ still the active §V§ credential after last week's rotation?"),
    ("§person§ finally told me which §V§ credential the §svc§ job uses.",
     "It is §X§. The nightly export uses the same one, so rotating it breaks both.",
     "Can the export job get a separate credential?"),
    ("The error message didn't say which setting was wrong.",
     "The client logs its config on failure: `request failed (401) config={\"apiKey\":\"§X§\",\"timeoutMs\":30000}`. So the key itself is being rejected, not the URL.",
     "Was this §V§ key revoked?"),
    ("I didn't know which value §NAME§ should have locally.",
     "Set §NAME§=§X§ in my shell and the §svc§ tests went green.",
     ""),
]

WRAP_INLINE_KO = [
    ("§envk§용 §V§ 키가 없었다.",
     "§person§ 님이 DM으로 줌: §X§ — §NAME§에만 넣고 다른 데 쓰지 말 것.",
     ""),
    ("§V§ 크리덴셜을 §svc§랑 §svc2§가 같이 쓴다는 걸 아무도 말 안 해줌.",
     "§chan§ 스레드에서 받음\n[§t1§] §person§: 이거 써보세요\n[§t2§] §person§: §X§\n[§t3§] 나: 됩니다 감사합니다",
     "§svc2§용 §V§ 키를 따로 발급받아야 할까요?"),
    ("런북이 중간에 끊겨 있음. §person§ 님이 알려준 §envk§ §V§ 크리덴셜은",
     "§X§ 이고 §NAME§로 설정함. 쓰기 권한 있는 키라서 조회용 잡에는 쓰면 안 됨.",
     ""),
    ("§envk§ 스택이 어떤 §V§ 키를 쓰는지 몰랐음.",
     "§person§ 님한테 받은 §X§ 를 §NAME§로 넣어서 §svc§ 돌리는 중.",
     "지난주 로테이션 이후에도 §X§ 이 값 유효한가요?"),
    ("§person§ 님이 드디어 §svc§ 잡이 쓰는 §V§ 키를 알려줬다.",
     "값은 §X§ 이고 야간 export 잡도 같은 키를 씀. 교체하면 둘 다 깨짐.",
     "export 잡은 키를 분리할 수 있을까요?"),
    ("에러 메시지에 어떤 설정이 잘못됐는지 안 나옴.",
     "클라이언트가 실패 시 설정을 통째로 찍음: `request failed (401) config={\"apiKey\":\"§X§\",\"timeoutMs\":30000}` → URL 문제가 아니라 키 자체가 거부된 것.",
     "이 §V§ 키 폐기된 건가요?"),
    ("로컬에서 §NAME§에 뭘 넣어야 하는지 몰랐음.",
     "셸에서 §NAME§=§X§ 로 설정하니까 §svc§ 테스트 통과.",
     ""),
]

WRAP_DIFF_EN = [
    ("I wasn't told the §V§ credential had been rotated, so §svc§ kept failing in §env§.",
     "This is the change I pushed to §LABEL§:\n§SNIP§\nThe old value is still in git history, so it has to be revoked, not just replaced.",
     "Has the old §V§ value been revoked?"),
    ("Missing: the rotation checklist for §V§.",
     "Rotation diff from PR #§pr§:\n§SNIP§",
     ""),
]
WRAP_DIFF_KO = [
    ("§V§ 크리덴셜이 교체된 걸 몰라서 §envk§에서 §svc§가 계속 실패함.",
     "§LABEL§에 올린 변경:\n§SNIP§\n예전 값이 git 히스토리에 남으니까 교체만 하지 말고 폐기해야 함.",
     "예전 §V§ 값은 폐기됐나요?"),
    ("§V§ 로테이션 체크리스트가 없었음.",
     "PR #§pr§ 로테이션 diff:\n§SNIP§",
     ""),
]


def diff_block(vlist, vals_old, vals_new):
    lines = []
    for v, vo, vn in zip(vlist, vals_old, vals_new):
        for n, k in v["vars"]:
            if any(vo[s] in vo[k] for s in v["sec"]):
                lines.append("-%s=%s" % (n, vo[k]))
                lines.append("+%s=%s" % (n, vn[k]))
            else:
                lines.append(" %s=%s" % (n, vo[k]))
    return "\n".join(lines)


def listed_from(cands, fields):
    out = []
    for s in cands:
        if s not in out and any(s in f for f in fields):
            out.append(s)
    return out


def pick_wrapper(pool, tcode):
    ok = [w for w in pool if tcode in w[0]]
    assert ok, tcode
    return pick(ok)[1:]


def vendor_note(vlist, lang, force_mode=None):
    c = new_ctx(lang)
    c["envk"] = ENV_KO[c["env"]]
    c["envnp"] = pick(["staging", "dev", "qa", "sandbox"])
    c["envnpk"] = ENV_KO[c["envnp"]]
    c["pr"] = str(rint(120, 4800))
    c["t1"], c["t2"], c["t3"] = hhmm_seq(3)
    vals_list = [v["gen"](c) for v in vlist]
    vs, cands = [], []
    for v, vals in zip(vlist, vals_list):
        for n, k in v["vars"]:
            vs.append((n, vals[k]))
        cands += [vals[k] for k in v["sec"]]
    names = [v["name"] for v in vlist]
    brands = list(dict.fromkeys(v["brand"] for v in vlist))
    V_ = brands[0] if len(brands) == 1 else (", ".join(brands[:-1]) + (", " if lang == "ko" else " and ") + brands[-1])
    sec_names = [n for v, vals in zip(vlist, vals_list) for n, k in v["vars"] if any(vals[s] in vals[k] for s in v["sec"])]
    d = dict(c, V=V_, NAME=sec_names[0])
    single = len(vlist) == 1
    v0, vals0 = vlist[0], vals_list[0]
    d0 = dict(c, **vals0)
    opts = []
    main_vars = []
    if single:
        if v0["native"]:
            opts += ["native"] * 9
        if v0["sdk"]:
            opts += ["sdk"] * 8
        if v0["curl"]:
            opts += ["curl"] * 3
        main_vars = [vals0[k] for n, k in v0["vars"] if any(vals0[s] in vals0[k] for s in v0["sec"])]
        if len(v0["sec"]) == 1 and len(main_vars) == 1 and len(main_vars[0]) <= 200 and not v0["app"]:
            opts += ["inline"] * 4
        if sum(len(vals0[k]) for k in v0["sec"]) < 220:
            opts += ["diff"] * 1
    opts += ["generic"] * 7
    mode = pick(opts)
    if force_mode and force_mode in opts:
        mode = force_mode
    tcode = None
    if mode == "native":
        label, t = pick(v0["native"])
        snip = fill(t, d0)
        tcode = TYPE_CODE[native_type(label, snip)]
        if tcode == "c" and not label.startswith("config/") and not label.endswith("URL"):
            label = "the %s command" % label
    elif mode == "sdk":
        lg, t = pick(v0["sdk"])
        snip, label = fill(t, d0), {"python": "app/clients.py", "ts": "src/clients.ts", "go": "main.go",
                                   "ruby": "config/initializers/%s.rb" % v0["brand"].split()[0].lower(),
                                   "shell": "the setup script"}[lg]
        tcode = "c" if lg == "shell" else "k"
    elif mode == "curl":
        snip, label, tcode = fill(v0["curl"], d0), "the curl call", "c"
    elif mode == "diff":
        vals_new = [v["gen"](c) for v in vlist]
        snip, label = diff_block(vlist, vals_list, vals_new), pick([".env.%s" % c["env"], "deploy/%s.env" % c["env"], "config/secrets.env"])
        for v, vn in zip(vlist, vals_new):
            cands += [vn[k] for k in v["sec"]]
    elif mode == "generic":
        fn, ty = pick(MULTI_CONTAINERS)
        snip, label = fn(vs, c)
        if ty == "agent":
            d["agent"] = ("Claude Code" if ("claude" in label or label == ".mcp.json") else "Cursor" if "cursor" in label
                          else "Codex" if "codex" in label else pick(["Copilot agent mode", "Cline"]))
        tcode = TYPE_CODE[ty]
        mode = "generic:" + fn.__name__[2:]
    if mode == "inline":
        X = main_vars[0]
        tpl = pick(WRAP_INLINE_KO if lang == "ko" else WRAP_INLINE_EN)
        fields = [fill(t, dict(d, X=X)) for t in tpl]
        container = "prose/inline"
    elif mode == "diff":
        tpl = pick(WRAP_DIFF_KO if lang == "ko" else WRAP_DIFF_EN)
        fields = [fill(t, dict(d, SNIP=snip, LABEL=label)) for t in tpl]
        container = "diff"
    else:
        if v0["app"] and single:
            pool = WRAP_APP_KO if lang == "ko" else WRAP_APP_EN
        elif single:
            pool = WRAP_BLOCK_KO if lang == "ko" else WRAP_BLOCK_EN
        else:
            pool = WRAP_MULTI_KO if lang == "ko" else WRAP_MULTI_EN
        tpl = pick_wrapper(pool, tcode)
        fields = [fill(t, dict(d, SNIP=snip, LABEL=label)) for t in tpl]
        container = mode + (" (%s)" % label if mode == "native" else "")
    fields[0] = vary_mc(lang, fields[0], d)
    secrets = listed_from(cands, fields)
    assert secrets, (names, mode)
    cat = "vendor token: %s in %s" % (" + ".join(names), container)
    return dict(lang=lang, kind="secret", category=cat, fields=fields, secrets=secrets, vendors=names)


# ----------------------------------------------------------------------------------------------------
# passwords of every style
# ----------------------------------------------------------------------------------------------------
PW_WORDS_EN = ["Summer", "Winter", "Tiger", "Dragon", "Sunshine", "Chelsea", "Coffee", "Galaxy", "Falcon", "Maple",
               "Rocket", "Panther", "Ocean", "Harbor", "Kitten", "Mustang", "Phoenix", "Bluebird", "Snowman", "Pepper",
               "Monday", "Welcome", "Letmein", "Spring", "Orange", "Jupiter"]
PW_WORDS_ROMAN = ["Minsu", "Jiyoung", "Seoul", "Busan", "Hanbit", "Saranghae", "Gangnam", "Jeju", "Dubu", "Kimchi",
                  "Hodu", "Bori", "Kkami", "Nuri", "Haneul"]
PHRASE_WORDS = ["lantern", "orbit", "cactus", "velvet", "copper", "harbor", "meadow", "quartz", "falcon", "pepper",
                "glacier", "violin", "tundra", "sprocket", "nimbus", "walnut", "canyon", "ember", "mosaic", "juniper",
                "static", "ribbon", "marble", "pistol", "saddle", "tangent", "willow", "zephyr", "bramble", "cobalt"]
KO_PW_WORDS = ["우리집", "강아지", "고양이", "사랑해", "행복", "바다", "하늘", "별빛", "토끼", "초코", "구름", "봄날",
               "여름밤", "보리", "호두", "만두", "떡볶이", "한빛", "누리", "새벽", "달님", "꽃길", "무지개"]
SAFE_PUNCT = "!@#%^*-_=+.?~"


def pw(style="any", avoid=""):
    while True:
        st = style if style != "any" else pick(["human", "human", "phrase", "gen", "gen", "walk", "korkbd"])
        if st == "human":
            w = pick(PW_WORDS_EN + PW_WORDS_ROMAN)
            p = pick([w + str(rint(1980, 2026)) + pick("!@#*"), w + pick("@#!") + str(rint(10, 9999)),
                      w.lower() + str(rint(100, 999)) + pick(["!", "!!", "#", "$$"]).replace("$", "!"),
                      w[0].upper() + w[1:] + pick(["_", "."]) + pick(PW_WORDS_EN).lower() + str(rint(1, 99))])
        elif st == "phrase":
            sep = pick(["-", ".", "_", " "])
            p = sep.join(picks(PHRASE_WORDS, rint(3, 4)))
            if R.random() < 0.5:
                p += sep + str(rint(10, 99))
        elif st == "gen":
            n = rint(14, 24)
            p = rs(ALNUM + SAFE_PUNCT, n - 2) + rs(SAFE_PUNCT, 1) + rs(DIG, 1)
            p = "".join(picks(p, len(p)))
        elif st == "walk":
            p = pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "1qaz2wsx", "q1w2e3r4", "qwerty12"])
            p = pick([p + pick(["!", "!@", "!@#", "##"]), p.upper()[:4] + p[4:] + "!", p + str(rint(10, 99)) + "!"])
        elif st == "korkbd":
            p = hangul_to_qwerty(pick(KO_PW_WORDS) + pick(KO_PW_WORDS)) + str(rint(1, 9999)) + pick(["!", "@", "#", ""])
        elif st == "hangul":
            p = pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + str(rint(1, 9999)) + pick(["!", "#", "", "@"])
        elif st == "alnum":
            p = rs(ALNUM, rint(14, 22))
        if len(p) >= 8 and not any(ch in p for ch in avoid) and p == p.strip():
            return p


def gmail_app_pw():
    return " ".join(rs(LOW, 4) for _ in range(4))


def apple_app_pw():
    return "-".join(rs(LOW, 4) for _ in range(4))


MC_PREFIX_EN = ["While working on §ticket§: ", "During the §svc§ migration: ", "For the §env§ rollout: ", "Context for §ticket§ — ",
                "On the §repo§ repo: ", "(§ticket§) ", "Picking up §person§'s task: ", "Follow-up to §ticket§. "]
MC_PREFIX_KO = ["§ticket§ 작업 중. ", "§svc§ 마이그레이션하다가 겪은 일. ", "§envk§ 배포 준비하면서: ", "(§ticket§) ",
                "§person§ 님 작업 이어받음. ", "§repo§ 레포 관련: ", "§ticket§ 후속. "]


def vary_mc(lang, mc, v):
    """Optional context prefix, so recurring templates don't produce identical first fields."""
    if R.random() < 0.45:
        return fill(pick(MC_PREFIX_KO if lang == "ko" else MC_PREFIX_EN), v) + mc
    return mc


def tnote(lang, cat, en, ko, vals, cands):
    tpl = pick(ko if lang == "ko" else en)
    fields = [fill(t, vals) for t in tpl]
    fields[0] = vary_mc(lang, fields[0], vals)
    secrets = listed_from(cands, fields)
    assert secrets, cat
    return dict(lang=lang, kind="secret", category=cat, fields=fields, secrets=secrets)


def base_vals(lang):
    c = new_ctx(lang)
    c["envk"] = ENV_KO[c["env"]]
    c["u"] = pick(DBUSERS)
    c["db"] = pick(DBNAMES)
    c["ip"] = ipv4_private()
    c["pr"] = str(rint(120, 4800))
    return c


PW_SCEN = []


def pscen(fn):
    PW_SCEN.append(fn)
    return fn


@pscen
def s_mysql_attached(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "walk"]), avoid="'")
    v["CMD"] = pick(["mysql -h %s -u %s -p%s %s" % (v["host"], v["u"], v["PW"], v["db"]),
                     "mysql -h %s -u %s -p'%s' %s -e 'SHOW PROCESSLIST'" % (v["host"], v["u"], v["PW"], v["db"]),
                     "mysqldump -h %s -u %s -p'%s' --single-transaction %s > %s.sql" % (v["host"], v["u"], v["PW"], v["db"], v["db"])])
    en = [("The restore steps didn't say which account can read §db§ in §env§.",
           "This worked from the bastion:\n`§CMD§`\nNo space after -p; with a space mysql prompts and takes the next word as the database name.",
           "Is there a read-only account I should use instead?"),
          ("The handover note only had this line and no explanation: `§CMD§`", "It runs against §db§ from the bastion; the account is shared with the BI team.", "Can BI get its own account?"),
          ("I didn't know the §svc§ nightly dump runs from a cron on the bastion, not from CI.",
           "crontab -l shows:\n§CMD§\nIt writes to /var/backups and nothing rotates it.", "Who owns that cron?")]
    ko = [("인수인계 메모에 설명 없이 이 한 줄만 있었음: `§CMD§`", "배스천에서 §db§에 붙는 명령. 계정은 BI팀이랑 공용.", "BI팀 계정 따로 만들 수 있나요?"),
          ("§envk§ §db§ 복구 절차에 어떤 계정을 써야 하는지 안 적혀 있었음.",
           "배스천에서 이렇게 하니까 접속됨\n`§CMD§`\n-p 뒤에 공백 없이 붙여야 함. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 봄.",
           "읽기 전용 계정이 따로 있나요?"),
          ("§svc§ 야간 덤프가 CI가 아니라 배스천 크론에서 돈다는 걸 몰랐다.",
           "crontab -l 결과:\n§CMD§\n/var/backups에 쌓이기만 하고 로테이션 없음.", "이 크론 담당자가 누구예요?")]
    return tnote(lang, "password: mysql -p attached / quoted", en, ko, v, [v["PW"]])


@pscen
def s_pgpassword(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "phrase"]), avoid="' ")
    v["CMD"] = pick(["PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (v["PW"], v["host"], v["u"], v["db"]),
                     "PGPASSWORD='%s' pg_dump -h %s -U %s -Fc -f %s.dump %s" % (v["PW"], v["host"], v["u"], v["db"], v["db"])])
    en = [("I didn't know the §env§ Postgres doesn't accept IAM auth yet.",
           "Fell back to the password login §person§ uses:\n§CMD§", "When does IAM auth land for §env§?"),
          ("Nobody mentioned the analytics replica needs a separate login.",
           "Used this; the replica lags ~5 min behind primary.\n§CMD§", "")]
    ko = [("§envk§ Postgres가 아직 IAM 인증을 지원 안 하는 줄 몰랐음.",
           "§person§ 님이 쓰는 비밀번호 로그인으로 우회:\n§CMD§", "§envk§ IAM 인증은 언제 적용돼요?"),
          ("분석용 레플리카는 로그인이 따로라는 얘기를 못 들었다.",
           "이걸로 접속함. 레플리카는 프라이머리보다 5분 정도 늦음\n§CMD§", "")]
    return tnote(lang, "password: PGPASSWORD env prefix", en, ko, v, [v["PW"]])


@pscen
def s_url_percent(lang):
    v = base_vals(lang)
    while True:
        p = pw("gen")
        if any(ch in p for ch in "@#%?+^="):
            break
    v["PW"] = p
    v["PWE"] = urllib.parse.quote(p, safe="")
    v["URL"] = pick(["postgresql://%s:%s@%s:5432/%s?sslmode=require", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4",
                     "postgres://%s:%s@%s/%s"]) % (v["u"], v["PWE"], v["host"], v["db"])
    en = [("SQLAlchemy kept failing with 'invalid literal for int()' on the port and nobody told me the password has reserved characters.",
           "The password must be percent-encoded in the URL:\nDATABASE_URL=§URL§", "Could we rotate to a password without URL-reserved characters?"),
          ("I didn't know the DSN is built by hand in deploy/env.sh.",
           "The raw password is §PW§; in the DSN it becomes §PWE§. Without encoding, the driver splits the URL at the wrong '@'.",
           "")]
    ko = [("포트 파싱 에러(invalid literal for int())가 계속 났는데 비밀번호에 특수문자가 있다는 걸 아무도 말 안 해줌.",
           "URL에서는 비밀번호를 퍼센트 인코딩해야 함\nDATABASE_URL=§URL§", "URL 예약문자 없는 비밀번호로 바꿀 수 있을까요?"),
          ("deploy/env.sh에서 DSN을 손으로 조립한다는 걸 몰랐음.",
           "원래 비밀번호는 §PW§ 인데 DSN에서는 §PWE§ 로 들어가야 함. 인코딩 안 하면 드라이버가 엉뚱한 '@'에서 자름.", "")]
    return tnote(lang, "password: percent-encoded in DB URL", en, ko, v, [v["PW"], v["PWE"]])


@pscen
def s_sshpass(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "walk", "gen"]), avoid="'")
    v["CMD"] = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (v["PW"], pick(["deploy", "ubuntu", "admin", "ec2-user"]), v["ip"], v["svc"])
    en = [("The legacy host §ip§ has no key-based login and nobody told me.", "The deploy script does:\n§CMD§",
           "Can we put a deploy key on that host and drop sshpass?")]
    ko = [("레거시 서버 §ip§는 키 로그인이 안 된다는 걸 아무도 말 안 해줌.", "배포 스크립트가 이렇게 함\n§CMD§",
           "그 서버에 배포 키 넣고 sshpass 없앨 수 있을까요?")]
    return tnote(lang, "password: sshpass -p", en, ko, v, [v["PW"]])


@pscen
def s_redis(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["alnum", "gen"]), avoid="'@:/#?%")
    v["CFG"] = pick(["REDIS_URL=redis://:%s@redis-%s.%s:6379/0" % (v["PW"], v["env"], v["dom"]),
                     "# redis.conf\nbind 0.0.0.0\nrequirepass %s\nmaxmemory 2gb" % v["PW"]])
    v["CLI"] = "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO memory" % (v["host"], v["PW"])
    en = [("I didn't know the §env§ Redis has AUTH enabled; the local compose file doesn't.", "What the §svc§ pods use:\n§CFG§", ""),
          ("Cache misses spiked and I needed to look at Redis directly.", "Connected with\n§CLI§\nMemory was at the limit; eviction policy is noeviction.",
           "Should the eviction policy be allkeys-lru?")]
    ko = [("§envk§ Redis는 AUTH가 켜져 있다는 걸 몰랐음. 로컬 compose에는 없음.", "§svc§ 파드가 쓰는 설정\n§CFG§", ""),
          ("캐시 미스가 튀어서 Redis를 직접 봐야 했음.", "이렇게 접속\n§CLI§\n메모리 한도 꽉 참. eviction 정책이 noeviction.", "allkeys-lru로 바꿔도 될까요?")]
    return tnote(lang, "password: redis auth", en, ko, v, [v["PW"]])


@pscen
def s_docker_login_pw(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen"]), avoid="'")
    v["CMD"] = pick(["docker login harbor.%s -u %s -p '%s'" % (v["dom"], pick(["robot$ci", "admin", "ci-pusher"]), v["PW"]),
                     "echo '%s' | docker login registry.%s -u %s --password-stdin" % (v["PW"], v["dom"], v["user"])])
    en = [("The internal registry isn't covered by the SSO helper, and nobody told me.", "Logged in manually:\n§CMD§", "Is there a robot account for CI?")]
    ko = [("사내 레지스트리는 SSO 헬퍼가 안 먹는다는 걸 몰랐음.", "수동으로 로그인함\n§CMD§", "CI용 robot 계정 있나요?")]
    return tnote(lang, "password: docker login to private registry", en, ko, v, [v["PW"]])


@pscen
def s_htpasswd(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "phrase", "walk"]), avoid="'")
    v["who"] = pick(["admin", "grafana", "qa", "partner", "monitor"])
    v["CMD"] = pick(["htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (v["who"], v["PW"]),
                     "htpasswd -bB auth/.htpasswd %s '%s'" % (v["who"], v["PW"])])
    en = [("I didn't know the §env§ admin UI sits behind nginx basic auth.", "Created the user with\n§CMD§\nthen reloaded nginx.",
           "Should basic auth be replaced by the SSO proxy?")]
    ko = [("§envk§ 어드민 UI가 nginx basic auth 뒤에 있다는 걸 몰랐음.", "이걸로 사용자 만들고 nginx reload\n§CMD§", "basic auth 대신 SSO 프록시로 바꿀까요?")]
    return tnote(lang, "password: htpasswd positional arg", en, ko, v, [v["PW"]])


@pscen
def s_rabbit(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "alnum"]), avoid="'")
    v["CMD"] = "rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p %s %s '.*' '.*' '.*'" % (v["svc"].replace("-", "_"), v["PW"], pick(["/", "/jobs", "/events"]), v["svc"].replace("-", "_"))
    en = [("The new consumer couldn't connect; nobody said each service needs its own RabbitMQ user.", "Created one on the broker node:\n§CMD§", "")]
    ko = [("새 컨슈머가 접속을 못 했는데 서비스마다 RabbitMQ 유저가 따로 필요하다는 걸 몰랐음.", "브로커 노드에서 생성:\n§CMD§", "")]
    return tnote(lang, "password: rabbitmqctl add_user positional", en, ko, v, [v["PW"]])


@pscen
def s_keystore(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen"]), avoid="' ")
    v["PW2"] = pw(pick(["human", "gen"]), avoid="' ")
    v["CMD"] = pick(["keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore app.jks -deststorepass '%s'" % (v["PW"], v["PW2"]),
                     "openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:%s" % v["PW"],
                     "openssl pkcs12 -in client.p12 -nodes -passin pass:%s -out client.pem" % v["PW"]])
    en = [("The Java client needed a JKS and nobody told me what the keystore passwords are.", "Converted with\n§CMD§", "Where should these keystore passwords live?"),
          ("I didn't know the partner API uses mutual TLS.", "Built the bundle like this:\n§CMD§", "")]
    ko = [("자바 클라이언트가 JKS를 요구하는데 키스토어 비밀번호를 아무도 안 알려줌.", "이렇게 변환함\n§CMD§", "키스토어 비밀번호는 어디에 보관해야 하나요?"),
          ("파트너 API가 mTLS라는 걸 몰랐음.", "번들은 이렇게 만듦\n§CMD§", "")]
    return tnote(lang, "password: keytool/openssl pass args", en, ko, v, [v["PW"], v["PW2"]])


@pscen
def s_archive(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "phrase", "gen", "korkbd"]), avoid="' ")
    v["CMD"] = pick(["7z a -p'%s' -mhe=on export_%s.7z export/" % (v["PW"], v["date"]), "zip -P %s report_%s.zip report.xlsx" % (v["PW"], v["date"])])
    v["UNZ"] = "unzip -P '%s' vendor_dump.zip -d ./in" % v["PW"]
    en = [("The partner wanted the export encrypted and I didn't know our convention.", "Did this:\n§CMD§\nand sent the file by mail.",
           "Should the archive password go over a different channel than the file?"),
          ("The vendor's dump arrived as an encrypted zip and the import job couldn't open it.", "Their account manager gave the password by phone; the job now runs\n§UNZ§", "")]
    ko = [("파트너가 export 파일 암호화를 요청했는데 우리 규칙을 몰랐음.", "이렇게 압축해서 메일로 보냄\n§CMD§", "압축 비밀번호는 파일이랑 다른 채널로 보내야 하나요?"),
          ("업체 덤프가 암호 걸린 zip으로 와서 임포트 잡이 못 열었음.", "담당자가 전화로 비번 알려줌. 잡은 이제 이렇게 돎\n§UNZ§", "")]
    return tnote(lang, "password: archive -p/-P", en, ko, v, [v["PW"]])


@pscen
def s_cifs(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen"]), avoid="',=% \\")
    v["CMD"] = pick(["sudo mount -t cifs //fs01.%s/shared /mnt/shared -o username=%s,password=%s,domain=CORP,vers=3.0" % (v["dom"], v["user"], v["PW"]),
                     "smbclient //nas01/backup -U 'CORP\\%s%%%s' -c 'ls'" % (v["user"], v["PW"])])
    en = [("The report job reads from a Windows share and nobody mentioned the service account.", "What's in the job's setup step:\n§CMD§", "")]
    ko = [("리포트 잡이 윈도우 공유 폴더에서 읽는데 서비스 계정 얘기를 아무도 안 했음.", "잡 셋업 단계에 있는 명령:\n§CMD§", "")]
    return tnote(lang, "password: cifs/smbclient", en, ko, v, [v["PW"]])


@pscen
def s_curl_u(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen", "walk"]), avoid="'")
    v["CMD"] = pick(["curl -u %s:'%s' 'https://nexus.%s/service/rest/v1/components?repository=releases'" % (v["user"], v["PW"], v["dom"]),
                     "curl -s -u admin:'%s' http://%s:15672/api/queues | jq '.[].messages'" % (v["PW"], v["ip"]),
                     "curl --user '%s:%s' -X POST https://jenkins.%s/job/%s/build" % (v["user"], v["PW"], v["dom"], v["svc"])])
    en = [("I couldn't find how to query the service without the web UI.", "Basic auth works:\n§CMD§", ""),
          ("The health script needed credentials and the script itself had none.", "Tested by hand with\n§CMD§", "Should the script read these from a file?")]
    ko = [("웹 UI 없이 조회하는 방법을 못 찾았음.", "basic auth로 됨\n§CMD§", ""),
          ("헬스체크 스크립트에 크리덴셜이 없어서 실패.", "손으로 테스트한 명령\n§CMD§", "스크립트가 파일에서 읽게 바꿀까요?")]
    return tnote(lang, "password: curl -u user:pass", en, ko, v, [v["PW"]])


@pscen
def s_net_use(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen"]), avoid="' /\\\"^&|<>%")
    v["CMD"] = pick(["net use Z: \\\\fs01\\finance %s /user:CORP\\%s /persistent:no" % (v["PW"], v["user"]),
                     "cmdkey /add:fs01.%s /user:CORP\\%s /pass:%s" % (v["dom"], v["user"], v["PW"]),
                     "net user svc_backup %s /add /expires:never" % v["PW"]])
    en = [("The Windows build agent needed access to the finance share; nothing in the docs.", "From the agent's startup.bat:\n§CMD§", "")]
    ko = [("윈도우 빌드 에이전트가 재무 공유폴더에 접근해야 했는데 문서에 없었음.", "에이전트 startup.bat 내용\n§CMD§", "")]
    return tnote(lang, "password: Windows net use / cmdkey / net user positional", en, ko, v, [v["PW"]])


@pscen
def s_sqlcmd(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human"]), avoid="'\"")
    v["CMD"] = 'sqlcmd -S %s,1433 -U sa -P \'%s\' -d %s -Q "SELECT @@VERSION"' % (v["host"], v["PW"], v["db"])
    en = [("Nobody told me the ERP database is SQL Server, not Postgres.", "Checked the version with\n§CMD§", "Is there a non-sa login for read queries?")]
    ko = [("ERP DB가 Postgres가 아니라 SQL Server라는 걸 몰랐음.", "버전 확인\n§CMD§", "조회용 sa 아닌 계정 있나요?")]
    return tnote(lang, "password: sqlcmd -P", en, ko, v, [v["PW"]])


@pscen
def s_sql_user(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "alnum"]), avoid="'\"\\")
    u = v["u"]
    v["SQL"] = pick([
        "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, v["PW"], v["db"], u),
        "CREATE ROLE %s LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, v["PW"], v["db"], u),
        "ALTER USER %s WITH PASSWORD '%s';" % (u, v["PW"]),
        'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "%s" }] })' % (u, v["PW"], v["db"]),
        "ACL SETUSER %s on >%s ~cache:* +get +set +del" % (u, v["PW"]),
        'ALTER USER %s IDENTIFIED BY "%s";' % (u.upper(), v["PW"])])
    en = [("I didn't know new services get their own DB user created by hand.", "Ran this on the primary:\n§SQL§\nThen added the user to the pgbouncer/proxy allow list.", "Is there a Terraform module for this instead?"),
          ("The migration needed a fresh account and there was no ticket template for it.", "§SQL§", "")]
    ko = [("신규 서비스는 DB 유저를 손으로 만든다는 걸 몰랐음.", "프라이머리에서 실행\n§SQL§\n그다음 프록시 허용 목록에 추가.", "이거 Terraform 모듈로 할 수는 없나요?"),
          ("마이그레이션용 계정이 필요했는데 요청 템플릿이 없었음.", "§SQL§", "")]
    return tnote(lang, "password: SQL create/alter user statement", en, ko, v, [v["PW"]])


@pscen
def s_spring(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human"]), avoid="\\ ")
    v["SNIP"] = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate" % (v["host"], v["db"], v["u"], v["PW"])
    en = [("I didn't know the §svc§ Spring profile for §env§ is committed.", "src/main/resources/application-§env§.properties:\n§SNIP§", "Should this profile pull the password from the config server?")]
    ko = [("§svc§의 §envk§ 스프링 프로파일이 커밋돼 있는 줄 몰랐음.", "src/main/resources/application-§env§.properties:\n§SNIP§", "비밀번호는 config server에서 받게 바꿀까요?")]
    return tnote(lang, "password: spring datasource properties", en, ko, v, [v["PW"]])


@pscen
def s_adonet(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human"]), avoid=";='\"\\{}")
    v["SNIP"] = '"ConnectionStrings": {\n  "Default": "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True"\n}' % (v["host"], v["db"], v["u"], v["PW"])
    en = [("The .NET service ignores env vars for the DB and nobody told me.", "appsettings.Production.json has:\n§SNIP§", "")]
    ko = [(".NET 서비스가 DB 설정은 env를 안 본다는 걸 몰랐음.", "appsettings.Production.json 내용\n§SNIP§", "")]
    return tnote(lang, "password: ADO.NET connection string", en, ko, v, [v["PW"]])


@pscen
def s_stack_trace(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["alnum", "human"]), avoid="@:/?#%&=")
    v["TRACE"] = pick([
        "Traceback (most recent call last):\n  File \"worker.py\", line 41, in <module>\n    conn = connect(DSN)\npsycopg2.OperationalError: could not connect to server: Connection timed out\n  (dsn was postgresql://%s:%s@%s:5432/%s)" % (v["u"], v["PW"], v["host"], v["db"]),
        "ERROR [main] c.z.h.pool.HikariPool - HikariPool-1 - Exception during pool initialization.\njava.sql.SQLException: Access denied for user '%s'@'10.0.3.17'\n  at com.mysql.cj.jdbc.ConnectionImpl.createNewIO\n  jdbcUrl=jdbc:mysql://%s:3306/%s?user=%s&password=%s" % (v["u"], v["host"], v["db"], v["u"], v["PW"]),
        "[%s] kombu.exceptions.OperationalError: [Errno 111] Connection refused\n  retrying broker amqp://%s:%s@rabbitmq.%s:5672/%s in 8s" % (isots(), v["u"], v["PW"], v["dom"], v["svc"])])
    en = [("The worker failed in §env§ and I only had the log.", "The traceback even prints the connection string:\n§TRACE§\nThe real cause was a security group change.", "Can the logger scrub DSNs?"),
          ("I didn't know §svc§ logs the full DSN on connection errors.", "§TRACE§", "")]
    ko = [("§envk§에서 워커가 죽었는데 로그밖에 없었음.", "트레이스백에 접속 문자열까지 찍힘:\n§TRACE§\n실제 원인은 보안그룹 변경.", "로거에서 DSN 마스킹할 수 있을까요?"),
          ("§svc§가 접속 에러 때 DSN 전체를 로그로 남기는 줄 몰랐다.", "§TRACE§", "")]
    return tnote(lang, "password: in stack trace / error log", en, ko, v, [v["PW"]])


@pscen
def s_log_dict(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "alnum"]), avoid="'\\")
    v["LOG"] = "%s INFO  db.pool: connecting with {'host': '%s', 'port': 5432, 'user': '%s', 'password': '%s', 'dbname': '%s'}" % (isots(), v["host"], v["u"], v["PW"], v["db"])
    en = [("I didn't know DEBUG-level DB logging was left on in §env§.", "CloudWatch has lines like\n§LOG§", "Can we turn the db.pool logger down to WARNING?")]
    ko = [("§envk§에 DB 디버그 로그가 켜져 있는 줄 몰랐음.", "CloudWatch에 이런 줄이 남아 있음\n§LOG§", "db.pool 로거 레벨 WARNING으로 낮춰도 되나요?")]
    return tnote(lang, "password: connection kwargs in a log line", en, ko, v, [v["PW"]])


@pscen
def s_diff_values(lang):
    v = base_vals(lang)
    v["OLD"] = pw(pick(["gen", "human", "alnum"]), avoid="\"'\\#:")
    v["NEW"] = pw(pick(["gen", "alnum"]), avoid="\"'\\#:")
    v["DIFF"] = "--- a/charts/%s/values-%s.yaml\n+++ b/charts/%s/values-%s.yaml\n@@ -12,7 +12,7 @@ postgresql:\n   auth:\n     username: %s\n-    password: \"%s\"\n+    password: \"%s\"\n     database: %s" % (v["svc"], v["env"], v["svc"], v["env"], v["u"], v["OLD"], v["NEW"], v["db"])
    en = [("Nobody told me the §env§ DB password was changed during the incident.", "The fix was this diff:\n§DIFF§", "Should values files reference an existing secret instead?")]
    ko = [("장애 중에 §envk§ DB 비밀번호가 바뀐 걸 아무도 말 안 해줌.", "수정은 이 diff:\n§DIFF§", "values 파일은 existingSecret 참조로 바꾸는 게 낫지 않을까요?")]
    return tnote(lang, "password: old and new in a diff", en, ko, v, [v["OLD"], v["NEW"]])


@pscen
def s_table_accounts(lang):
    v = base_vals(lang)
    rows, cands = [], []
    for e in picks(["dev", "staging", "prod", "qa"], rint(2, 3)):
        p = pw(pick(["human", "gen", "walk", "alnum"]), avoid="|")
        cands.append(p)
        rows.append("| %s | %s | %s |" % (e, pick(["admin", "root", "grafana", "kibana", "superuser"]), p))
    v["TABLE"] = "| env | user | password |\n|---|---|---|\n" + "\n".join(rows)
    en = [("I didn't know the shared admin logins are kept in a wiki table.", "From the ops page:\n§TABLE§", "Can this table move into the password manager?"),
          ("Which admin account works where? Not written anywhere I looked.", "§person§ pointed me to this table:\n§TABLE§", "")]
    ko = [("공용 관리자 계정을 위키 표로 관리하는 줄 몰랐음.", "운영 페이지 표:\n§TABLE§", "이 표 비밀번호 관리자로 옮길 수 있을까요?"),
          ("어느 환경에 어떤 관리자 계정이 먹는지 어디에도 없었음.", "§person§ 님이 알려준 표:\n§TABLE§", "")]
    return tnote(lang, "password: markdown table of accounts", en, ko, v, cands)


@pscen
def s_prose_is(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "phrase", "gen", "walk"]))
    v["what"] = pick(["Grafana", "Kibana", "Jenkins", "the Synology NAS", "the staging Keycloak admin console", "the router", "ArgoCD", "pgAdmin"])
    v["whatk"] = pick(["그라파나", "키바나", "젠킨스", "시놀로지 NAS", "스테이징 Keycloak 관리 콘솔", "공유기", "ArgoCD", "pgAdmin"])
    en = [("I couldn't get into §what§ and there was no account for me.", "The shared admin password is §PW§ (user admin). §person§ said it's temporary.", ""),
          ("Needed admin access to §what§ to reset a stuck job.", "I logged in with admin / §PW§ and cleared it from the UI.", "Should I get a personal account instead of the shared one?"),
          ("Missing: login details for §what§ in §env§.", "Username is admin, password §PW§. Changed from the default on §date§.", ""),
          ("§person§ said the §what§ login is admin / §PW§, and nobody mentioned it only works from the VPN.", "Off-VPN the login page just times out; on VPN it worked immediately.", "Can the login page show a hint when accessed off-VPN?")]
    ko = [("§whatk§에 들어갈 계정이 없었음.", "공용 관리자 비밀번호는 §PW§ (아이디 admin). §person§ 님 말로는 임시라고 함.", ""),
          ("멈춘 잡을 리셋하려고 §whatk§ 관리자 권한이 필요했다.", "admin / §PW§ 로 로그인해서 UI에서 정리함.", "공용 계정 말고 개인 계정 받아야 할까요?"),
          ("§envk§ §whatk§ 로그인 정보가 없었음.", "아이디 admin, 비번 §PW§. §date§에 기본값에서 바꿨다고 함.", ""),
          ("§person§ 님이 §whatk§ 로그인은 admin / §PW§ 라고 했는데 VPN에서만 된다는 얘기는 없었음.", "VPN 밖에서는 로그인 페이지가 타임아웃만 남. VPN 붙이니 바로 됨.", "VPN 밖에서 접속하면 안내 문구 띄울 수 있을까요?")]
    return tnote(lang, "password: prose 'the password is'", en, ko, v, [v["PW"]])


@pscen
def s_chat_paste(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen", "walk", "korkbd", "hangul" if lang == "ko" else "phrase"]))
    v["t1"], v["t2"] = hhmm_seq(2)
    en = [("I didn't have the VPN fallback login.", "Pasted from the chat:\n[§t1§] §person§: fallback account is vpn-break-glass\n[§t2§] §person§: pw: §PW§\n[§t2§] §person§: please don't share",
           "Who rotates the break-glass password?")]
    ko = [("VPN 비상 계정 정보가 없었음.", "채팅 그대로 붙임\n[§t1§] §person§: 비상용 계정은 vpn-break-glass 이고요\n[§t2§] §person§: 비번은 §PW§ 입니다\n[§t2§] §person§: 외부 공유 금지요",
           "비상 계정 비밀번호는 누가 교체하나요?"),
          ("스테이징 DB 비번을 몰라서 물어봄.", "[§t1§] 나: 스테이징 db 비번 아시는 분\n[§t2§] §person§: §PW§\n[§t2§] §person§: 다음 주에 바뀔 예정", "")]
    return tnote(lang, "password: chat transcript paste", en, ko, v, [v["PW"]])


@pscen
def s_split_fields(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen", "phrase", "walk"]))
    en = [("The Jenkins controller was migrated and the admin login changed. The new admin password is",
           "§PW§ — it's only for emergencies; normal access goes through SSO.", ""),
          ("I didn't know the §env§ pgAdmin has a local account. Its login is admin@§dom§ and the password:",
           "§PW§\nUse it only when SSO is down.", "Is the local account supposed to exist at all?")]
    ko = [("젠킨스 컨트롤러를 옮기면서 관리자 로그인이 바뀌었음. 새 관리자 비밀번호는",
           "§PW§ 이고, 비상용임. 평소엔 SSO로 접속.", ""),
          ("§envk§ pgAdmin에 로컬 계정이 있는 줄 몰랐음. 로그인은 admin@§dom§, 비밀번호:",
           "§PW§\nSSO 장애 때만 사용.", "로컬 계정이 있어야 하는 건가요?")]
    return tnote(lang, "password: label ends one field, value starts the next", en, ko, v, [v["PW"]])


@pscen
def s_ask_repeat(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen", "walk", "alnum"]))
    en = [("The §svc§ admin account wasn't in the handover doc.", "§person§ gave me the password §PW§ and it worked on §env§.",
           "Is §PW§ still the §svc§ admin password after the rotation, or should I ask for a new one?")]
    ko = [("인수인계 문서에 §svc§ 관리자 계정이 없었음.", "§person§ 님이 준 비번 §PW§ 로 §envk§에서 로그인됨.",
           "로테이션 후에도 §PW§ 이 비번 그대로인가요?")]
    return tnote(lang, "password: repeated in ask_next_time", en, ko, v, [v["PW"]])


@pscen
def s_two_sentences(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "phrase", "gen"]))
    en = [("Nobody documented the Grafana admin login.", "I finally got the Grafana admin password from §person§. It's §PW§, same as the old Kibana one.", ""),
          ("The kiosk tablets in the lobby were locked.", "The device admin PIN is not a PIN at all. It is §PW§, set by the vendor.", "")]
    ko = [("그라파나 관리자 로그인이 문서화돼 있지 않았음.", "§person§ 님한테 겨우 받았다. 그라파나 관리자 비밀번호. §PW§ 이고, 예전 키바나랑 같음.", ""),
          ("로비 키오스크 태블릿이 잠겨 있었음.", "기기 관리자 잠금 해제는 PIN이 아니라 문자열이었다. 업체가 설정한 값이 §PW§.", "")]
    return tnote(lang, "password: label and value in separate sentences", en, ko, v, [v["PW"]])


@pscen
def s_wifi(lang):
    v = base_vals(lang)
    v["ssid"] = pick(["Office-5G", "%s-Guest" % v["org"].capitalize(), "LAB_NET", "hanbit_2.4G", "Meeting-Room", "iptime_5G"])
    v["PW"] = pw(pick(["human", "phrase", "walk", "korkbd", "gen"]), avoid=";:,\\\"'")
    v["SNIP"] = pick(["WIFI:T:WPA;S:%s;P:%s;;" % (v["ssid"], v["PW"]),
                      "nmcli dev wifi connect '%s' password '%s'" % (v["ssid"], v["PW"]),
                      "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}" % (v["ssid"], v["PW"])])
    en = [("The test devices in the lab need Wi-Fi and nobody told me the network.", "What I used to provision them:\n§SNIP§", ""),
          ("The Raspberry Pi kiosk lost network after the router swap.", "Re-provisioned with\n§SNIP§", "Is the new router's SSID going to change again?"),
          ("Missing: the guest Wi-Fi for the demo day.", "SSID §ssid§, password §PW§.", "")]
    ko = [("실험실 테스트 기기용 와이파이를 아무도 안 알려줌.", "기기 설정할 때 쓴 값\n§SNIP§", ""),
          ("공유기 교체 후 라즈베리파이 키오스크 네트워크가 끊김.", "이걸로 다시 설정\n§SNIP§", "새 공유기 SSID 또 바뀌나요?"),
          ("데모데이 게스트 와이파이 정보가 없었음.", "SSID §ssid§, 비번 §PW§", "")]
    return tnote(lang, "password: Wi-Fi (QR / nmcli / wpa_supplicant / prose)", en, ko, v, [v["PW"]])


@pscen
def s_wpa_passphrase(lang):
    v = base_vals(lang)
    v["ssid"] = pick(["FACTORY-IOT", "Lab-Sensors", "warehouse-ap3", "hanbit-iot"])
    v["PW"] = pw(pick(["human", "phrase", "gen"]), avoid="\"\\'")
    psk = hashlib.pbkdf2_hmac("sha1", v["PW"].encode(), v["ssid"].encode(), 4096, 32).hex()
    v["PSK"] = psk
    v["OUT"] = "$ wpa_passphrase %s '%s'\nnetwork={\n\tssid=\"%s\"\n\t#psk=\"%s\"\n\tpsk=%s\n}" % (v["ssid"], v["PW"], v["ssid"], v["PW"], psk)
    en = [("The sensor gateways need a hashed PSK in their config and nobody told me how to make it.", "§OUT§\nOnly the psk= line goes into the image.", "")]
    ko = [("센서 게이트웨이 설정에 해시된 PSK가 필요한데 만드는 법을 몰랐음.", "§OUT§\n이미지에는 psk= 줄만 넣으면 됨.", "")]
    return tnote(lang, "password: wpa_passphrase output (plain + derived PSK)", en, ko, v, [v["PW"], v["PSK"]])


@pscen
def s_korkbd(lang):
    v = base_vals(lang)
    word = pick(KO_PW_WORDS) + pick(KO_PW_WORDS)
    v["PW"] = hangul_to_qwerty(word) + str(rint(1, 9999)) + pick(["!", "@", "#", "!!"])
    en = [("The old NAS admin password wasn't in the password manager.", "§person§ remembered it: §PW§ (a Korean word typed with the IME off).", ""),
          ("Couldn't log into the staging Windows VM.", "Local admin password is §PW§. It looks random but it's Hangul typed on an English layout.", "Can we move this VM to AD login?")]
    ko = [("예전 NAS 관리자 비번이 비밀번호 관리자에 없었음.", "§person§ 님이 기억함: §PW§ (한글을 영타로 친 것).", ""),
          ("스테이징 윈도우 VM에 로그인을 못 했음.", "로컬 관리자 비번 §PW§. 랜덤처럼 보이지만 한글 단어를 영문 자판으로 친 거임.", "이 VM AD 로그인으로 바꿀 수 있나요?")]
    return tnote(lang, "password: Hangul typed on QWERTY (Korean keyboard)", en, ko, v, [v["PW"]])


@pscen
def s_ime_mistype(lang):
    v = base_vals(lang)
    real = pw(pick(["human", "walk"]), avoid=" ")
    typed = qwerty_to_hangul(real)
    v["PW"], v["TY"] = real, typed
    en = [("sudo kept rejecting my password on the build VM and I didn't know why.",
           "The Korean IME was on, so I was typing §TY§ instead of §PW§. Switching the input source fixed it.", "")]
    ko = [("빌드 VM에서 sudo 비번이 계속 틀렸다고 나옴.",
           "한/영 전환이 한글로 돼 있어서 §PW§ 대신 §TY§ 로 입력되고 있었음. 입력기 바꾸니 해결.", "")]
    cands = [real] + ([typed] if len(typed) >= 8 else [])
    return tnote(lang, "password: typed with Korean IME on (jamo form + real)", en, ko, v, cands)


@pscen
def s_hangul_pw(lang):
    v = base_vals(lang)
    v["PW"] = pw("hangul")
    en = [("The shared Windows laptop for demos had a password nobody wrote down.", "It's §PW§ (in Hangul; switch the input to Korean first).", "")]
    ko = [("데모용 공용 노트북 비번을 아무도 적어두지 않았음.", "비번은 §PW§ (한글 입력 상태로 쳐야 함).", "이 노트북 비번 관리자에 등록해도 되나요?"),
          ("회의실 PC 로그인 정보가 없었다.", "§person§ 님 말로는 §PW§ 라고 함. 한글로 입력.", "")]
    return tnote(lang, "password: Hangul password", en, ko, v, [v["PW"]])


@pscen
def s_gpg_passphrase(lang):
    v = base_vals(lang)
    v["PP"] = pw("phrase", avoid="'")
    v["CMD"] = "gpg --batch --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % v["PP"]
    en = [("I didn't know the release signing material is in an encrypted tarball in the ops repo.", "Decrypted it with\n§CMD§", "Should this move to the HSM-backed signer?")]
    ko = [("릴리스 서명 자료가 ops 레포의 암호화 tar에 들어있는 줄 몰랐음.", "복호화 명령\n§CMD§", "HSM 기반 서명기로 옮기는 게 맞겠죠?")]
    return tnote(lang, "password: gpg --passphrase (passphrase of words)", en, ko, v, [v["PP"]])


@pscen
def s_env_dbpw(lang):
    v = base_vals(lang)
    v["PW"] = pw("gen", avoid="'\"\\$`")
    v["SNIP"] = "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD='%s'\nDB_NAME=%s" % (v["host"], v["u"], v["PW"], v["db"])
    en = [("The local setup guide skipped the database part.", "§person§'s .env for §env§:\n§SNIP§", ""),
          ("The worker in §env§ starts with this env and I didn't know it talks to the primary, not the replica:\n§SNIP§", "Writes from the worker go to the primary; the replica is only for the reporting jobs.", "Should the worker get a read-only user?"),
          ("I wasn't told the worker uses a different DB user than the API.", "worker/.env:\n§SNIP§", "Should both use IAM auth?")]
    ko = [("로컬 세팅 가이드에 DB 부분이 빠져 있었음.", "§person§ 님 §envk§ .env:\n§SNIP§", ""),
          ("§envk§ 워커가 이 env로 뜨는데 레플리카가 아니라 프라이머리에 붙는 줄 몰랐음\n§SNIP§", "워커 쓰기는 프라이머리로 감. 레플리카는 리포트 잡 전용.", "워커에 읽기 전용 유저를 줘야 할까요?"),
          ("워커가 API랑 다른 DB 유저를 쓴다는 걸 몰랐다.", "worker/.env:\n§SNIP§", "둘 다 IAM 인증으로 바꿀까요?")]
    return tnote(lang, "password: generated password in .env", en, ko, v, [v["PW"]])


@pscen
def s_ansible_vault_pw(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["phrase", "gen"]), avoid="'")
    v["CMD"] = "echo '%s' > ~/.vault_pass.txt\nansible-playbook -i inventories/%s site.yml --vault-password-file ~/.vault_pass.txt" % (v["PW"], v["env"])
    en = [("The playbook needs the vault password and the README doesn't say where it comes from.", "§person§ set me up like this:\n§CMD§", "Can the vault password come from the password manager CLI instead?")]
    ko = [("플레이북에 vault 비번이 필요한데 README에 출처가 없음.", "§person§ 님이 알려준 방법\n§CMD§", "비밀번호 관리자 CLI에서 받게 바꿀 수 있나요?")]
    return tnote(lang, "password: ansible vault password echoed to file", en, ko, v, [v["PW"]])


@pscen
def s_gmail_app(lang):
    v = base_vals(lang)
    v["AP"] = gmail_app_pw()
    v["SNIP"] = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = 'noreply@%s'\nEMAIL_HOST_PASSWORD = '%s'" % (v["dom"], v["AP"])
    en = [("Password-reset mails stopped and nobody told me Gmail needs an app password now.", "settings/prod.py:\n§SNIP§", "Should we move to SES?")]
    ko = [("비밀번호 재설정 메일이 안 나갔는데 Gmail은 앱 비밀번호가 필요하다는 걸 몰랐음.", "settings/prod.py:\n§SNIP§", "SES로 옮길까요?")]
    return tnote(lang, "app password: Gmail (spaced groups) in SMTP settings", en, ko, v, [v["AP"]])


@pscen
def s_apple_app(lang):
    v = base_vals(lang)
    v["AP"] = apple_app_pw()
    v["team"] = rs(UPNUM, 10)
    v["CMD"] = "xcrun notarytool store-credentials ci-notary --apple-id release@%s --team-id %s --password %s" % (v["dom"], v["team"], v["AP"])
    en = [("Notarization failed on the new Mac runner; the keychain profile didn't exist.", "Recreated it:\n§CMD§", "Can we switch notarization to an App Store Connect API key?")]
    ko = [("새 맥 러너에서 공증이 실패함. 키체인 프로파일이 없었음.", "다시 만듦\n§CMD§", "공증을 App Store Connect API 키 방식으로 바꿀까요?")]
    return tnote(lang, "app password: Apple app-specific password (notarytool)", en, ko, v, [v["AP"]])


@pscen
def s_m365_app(lang):
    v = base_vals(lang)
    v["AP"] = rs(LOW, 16)
    en = [("The scanner's scan-to-email broke after MFA was enforced.", "Set an app password for scanner@§dom§ on the M365 account: §AP§ (SMTP smtp.office365.com:587).", "")]
    ko = [("MFA 강제 이후 복합기 스캔-메일이 안 됨.", "M365 scanner@§dom§ 계정에 앱 비밀번호 발급: §AP§ (SMTP smtp.office365.com:587)", "")]
    return tnote(lang, "app password: Microsoft 365 for SMTP relay", en, ko, v, [v["AP"]])


@pscen
def s_ldap(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human"]), avoid="'")
    v["CMD"] = "ldapsearch -x -H ldaps://ldap.%s -D 'cn=svc-%s,ou=services,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(mail=%s)'" % (v["dom"], v["svc"], v["PW"], v["email"])
    en = [("The SSO sync couldn't find users and I didn't know the bind account.", "Checked manually with\n§CMD§", "")]
    ko = [("SSO 동기화가 사용자를 못 찾는데 바인드 계정을 몰랐음.", "수동 확인\n§CMD§", "")]
    return tnote(lang, "password: ldapsearch -w", en, ko, v, [v["PW"]])


@pscen
def s_ipmi(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "alnum"]), avoid="'")
    v["CMD"] = pick(["ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power cycle" % (v["ip"], v["PW"]),
                     "xfreerdp /v:%s /u:Administrator /p:'%s' /cert:ignore" % (v["ip"], v["PW"])])
    en = [("A bare-metal node hung and I didn't have out-of-band access details.", "§person§ sent:\n§CMD§", "Can BMC credentials be in the vault?")]
    ko = [("베어메탈 노드가 멈췄는데 원격 관리 접속 정보가 없었음.", "§person§ 님이 보내준 명령\n§CMD§", "BMC 계정 vault에 넣을 수 있나요?")]
    return tnote(lang, "password: ipmitool -P / xfreerdp /p:", en, ko, v, [v["PW"]])


@pscen
def s_kubectl_literal(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "alnum"]), avoid="'")
    v["CMD"] = "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (v["ns"], v["svc"], v["u"], v["PW"])
    en = [("The chart expects an existing secret and nobody said who creates it.", "Created it by hand:\n§CMD§", "Should External Secrets manage this?")]
    ko = [("차트가 existing secret을 기대하는데 누가 만드는지 아무도 말 안 함.", "손으로 생성\n§CMD§", "External Secrets로 관리해야 할까요?")]
    return tnote(lang, "password: kubectl --from-literal", en, ko, v, [v["PW"]])


@pscen
def s_docker_env_pw(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "alnum"]), avoid="'")
    v["CMD"] = pick(["docker run -d --name pg -e POSTGRES_PASSWORD='%s' -p 5432:5432 postgres:16" % v["PW"],
                     "docker run -d -e MYSQL_ROOT_PASSWORD='%s' -e MYSQL_DATABASE=%s mysql:8.4" % (v["PW"], v["db"]),
                     "helm install %s-db bitnami/postgresql --set auth.postgresPassword='%s' --set auth.database=%s" % (v["svc"], v["PW"], v["db"])])
    en = [("The shared demo environment's database wasn't in any runbook.", "It was started with\n§CMD§\non the demo host.", "")]
    ko = [("공용 데모 환경 DB가 어느 런북에도 없었음.", "데모 서버에서 이렇게 띄운 거였음\n§CMD§", "")]
    return tnote(lang, "password: docker -e / helm --set", en, ko, v, [v["PW"]])


@pscen
def s_mongosh(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["alnum", "human"]), avoid="@:/?#%")
    v["CMD"] = 'mongosh "mongodb://admin:%s@%s:27017/?authSource=admin&replicaSet=rs0"' % (v["PW"], v["ip"])
    en = [("I needed to check an index on the self-hosted Mongo and nobody gave me access.", "§person§'s command:\n§CMD§", "")]
    ko = [("자체 호스팅 몽고 인덱스를 확인해야 했는데 접근 권한이 없었음.", "§person§ 님 명령어\n§CMD§", "")]
    return tnote(lang, "password: mongosh URI", en, ko, v, [v["PW"]])


@pscen
def s_ftp(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "alnum"]), avoid="@:/?#%,' ")
    v["CMD"] = pick(["lftp -u %s,%s sftp://files.%s -e 'mirror --reverse ./out /inbound; bye'" % (v["user"], v["PW"], v["dom"]),
                     "curl -T settlement.csv ftp://%s:%s@ftp.%s/inbound/" % (v["user"], v["PW"], v["dom"])])
    en = [("The settlement file goes to the bank over FTP and I didn't know the account.", "The batch does:\n§CMD§", "Is SFTP with keys an option with the bank?")]
    ko = [("정산 파일을 은행에 FTP로 보내는데 계정을 몰랐음.", "배치가 하는 일\n§CMD§", "은행 쪽에 키 기반 SFTP 가능한지 물어볼까요?")]
    return tnote(lang, "password: lftp -u / ftp URL", en, ko, v, [v["PW"]])


@pscen
def s_jenkins_initial(lang):
    v = base_vals(lang)
    v["PW"] = hexs(32)
    en = [("The new Jenkins controller asked for an unlock password.", "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n§PW§", "")]
    ko = [("새 젠킨스 컨트롤러가 잠금 해제 비밀번호를 요구함.", "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n§PW§", "")]
    return tnote(lang, "password: Jenkins initialAdminPassword", en, ko, v, [v["PW"]])


@pscen
def s_elastic_reset(lang):
    v = base_vals(lang)
    v["PW"] = rs(ALNUM + "*_=+-", 20)
    v["OUT"] = "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nPlease confirm that you would like to continue [y/N]y\n\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v["PW"]
    en = [("I didn't know the elastic superuser password was never saved after install.", "Reset it:\n§OUT§", "Where should I store it?")]
    ko = [("설치 후에 elastic 슈퍼유저 비번을 아무도 저장 안 했다는 걸 몰랐음.", "리셋함\n§OUT§", "어디에 보관할까요?")]
    return tnote(lang, "password: elasticsearch-reset-password output", en, ko, v, [v["PW"]])


@pscen
def s_chpasswd(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["human", "gen"]), avoid="':")
    v["CMD"] = "echo 'deploy:%s' | sudo chpasswd" % v["PW"]
    en = [("The cloud-init for the bastion sets a local password and I didn't know.", "user-data has\nruncmd:\n  - %s" % "§CMD§", "Can we drop password login on the bastion?")]
    ko = [("배스천 cloud-init에서 로컬 비밀번호를 설정하는 줄 몰랐음.", "user-data 내용\nruncmd:\n  - §CMD§", "배스천 비밀번호 로그인 꺼도 되나요?")]
    return tnote(lang, "password: chpasswd in cloud-init", en, ko, v, [v["PW"]])


@pscen
def s_pgpass(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "alnum"]), avoid=":\\")
    v["LINE"] = "%s:5432:%s:%s:%s" % (v["host"], v["db"], v["u"], v["PW"])
    en = [("psql kept prompting in the cron job and I didn't know about ~/.pgpass.", "Added this line (chmod 600):\n§LINE§", "")]
    ko = [("크론에서 psql이 계속 비번을 물어봤는데 ~/.pgpass를 몰랐음.", "이 줄 추가 (chmod 600)\n§LINE§", "")]
    return tnote(lang, "password: .pgpass line", en, ko, v, [v["PW"]])


@pscen
def s_pip_index(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["alnum", "human"]), avoid="@:/?#%")
    v["CMD"] = pick(["pip install --extra-index-url https://%s:%s@pypi.%s/simple %s-client==2.3.1" % (v["user"], v["PW"], v["dom"], v["org"]),
                     "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-group/simple" % (v["user"], v["PW"], v["dom"])])
    en = [("The build couldn't resolve our internal package and nobody told me about the private index.", "Works with\n§CMD§", "Is there a token-based way for CI?")]
    ko = [("사내 패키지를 못 찾아서 빌드가 실패. 사설 인덱스 얘기를 못 들었음.", "이렇게 하면 됨\n§CMD§", "CI용 토큰 방식 있나요?")]
    return tnote(lang, "password: pip index URL with credentials", en, ko, v, [v["PW"]])


@pscen
def s_airflow(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["alnum", "human"]), avoid="@:/?#%'")
    v["CMD"] = "airflow connections add %s_pg --conn-uri 'postgres://%s:%s@%s:5432/%s'" % (v["db"], v["u"], v["PW"], v["host"], v["db"])
    en = [("The DAG failed with 'conn_id isn't defined' and nobody told me connections are created by hand.", "§CMD§", "Should connections come from the secrets backend?")]
    ko = [("DAG가 conn_id 없다고 실패. 커넥션을 손으로 만든다는 걸 몰랐음.", "§CMD§", "시크릿 백엔드에서 가져오게 바꿀까요?")]
    return tnote(lang, "password: airflow connections --conn-uri", en, ko, v, [v["PW"]])


@pscen
def s_jaas(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "alnum"]), avoid="\"\\;")
    v["SNIP"] = 'security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (v["svc"], v["PW"])
    en = [("The consumer in §env§ needs SCRAM auth and the example config had none.", "client.properties:\n§SNIP§", "")]
    ko = [("§envk§ 컨슈머는 SCRAM 인증이 필요한데 예제 설정엔 없었음.", "client.properties:\n§SNIP§", "")]
    return tnote(lang, "password: Kafka JAAS config", en, ko, v, [v["PW"]])


@pscen
def s_basic_header(lang):
    v = base_vals(lang)
    p = pw(pick(["alnum", "human", "gen"]))
    v["B"] = b64(("%s:%s" % (v["user"], p)).encode())
    v["REG"] = "curl -H 'Authorization: Basic %s' https://registry.%s/v2/_catalog" % (v["B"], v["dom"])
    v["DBG"] = "> GET /api/v1/reports HTTP/1.1\n> Host: %s.%s\n> Authorization: Basic %s\n> User-Agent: python-requests/2.32.3" % (v["svc"], v["dom"], v["B"])
    en = [("I didn't know the private registry API only takes basic auth.", "Listing repositories works like this:\n§REG§", ""),
          ("Debugging a 403 from the internal reports API; the client sets the header itself.", "With HTTP debug on, the request shows:\n§DBG§\nThe user exists but lacks the reports role.", "Who grants the reports role?")]
    ko = [("사설 레지스트리 API가 basic auth만 받는다는 걸 몰랐음.", "저장소 목록은 이렇게 조회\n§REG§", ""),
          ("내부 리포트 API 403 디버깅 중. 클라이언트가 헤더를 직접 만듦.", "HTTP 디버그 켜면 요청이 이렇게 나감\n§DBG§\n유저는 있는데 reports 권한이 없음.", "reports 권한은 누가 주나요?")]
    return tnote(lang, "http: Basic auth header (base64 blob)", en, ko, v, [v["B"]])


@pscen
def s_cookie(lang):
    v = base_vals(lang)
    kind = pick(["django", "express", "php", "java", "rails"])
    if kind == "django":
        name, val = "sessionid", rs(LOWNUM, 32)
    elif kind == "express":
        name, val = "connect.sid", "s%3A" + rs(URLSAFE, 32) + "." + urllib.parse.quote(b64(rbytes(32)).rstrip("="), safe="")
    elif kind == "php":
        name, val = "PHPSESSID", rs(LOWNUM, 26)
    elif kind == "java":
        name, val = "JSESSIONID", rs(HEXU, 32)
    else:
        name, val = "_%s_session" % v["svc"].replace("-", "_"), urllib.parse.quote(b64(rbytes(96)), safe="") + "--" + hexs(40)
    v["C"], v["CN"] = val, name
    v["CMD"] = "curl 'https://admin.%s/api/orders?status=pending' -H 'Cookie: %s=%s; theme=dark; lang=ko' -H 'Accept: application/json'" % (v["dom"], name, val)
    en = [("There is no API token for the admin backend, so I copied the request from the browser.", "Copy as cURL gave:\n§CMD§\nWorks until the session expires.", "Can we get a real API token for this?")]
    ko = [("어드민 백엔드는 API 토큰이 없어서 브라우저 요청을 복사함.", "Copy as cURL 결과\n§CMD§\n세션 만료 전까지는 동작.", "여기 제대로 된 API 토큰 받을 수 있나요?")]
    return tnote(lang, "http: session cookie in copied curl (%s)" % name, en, ko, v, [val])


@pscen
def s_ssh_key_passphrase(lang):
    v = base_vals(lang)
    v["PP"] = pw(pick(["phrase", "human"]))
    en = [("The deploy key on the jump host is encrypted and I didn't know the passphrase.", "§person§ told me: the passphrase for ~/.ssh/deploy_ed25519 is §PP§. ssh-add it once per boot.", "")]
    ko = [("점프 호스트 배포 키가 암호화돼 있었는데 패스프레이즈를 몰랐음.", "§person§ 님이 알려줌: ~/.ssh/deploy_ed25519 패스프레이즈는 §PP§. 부팅마다 ssh-add 한 번.", "")]
    return tnote(lang, "password: SSH key passphrase in prose", en, ko, v, [v["PP"]])


@pscen
def s_code_positional(lang):
    v = base_vals(lang)
    v["PW"] = pw(pick(["gen", "human", "alnum"]), avoid="\"'\\@:/?#%")
    v["CODE"] = pick([
        '$pdo = new PDO("mysql:host=%s;dbname=%s;charset=utf8mb4", "%s", "%s");' % (v["host"], v["db"], v["u"], v["PW"]),
        'Connection conn = DriverManager.getConnection("jdbc:postgresql://%s:5432/%s", "%s", "%s");' % (v["host"], v["db"], v["u"], v["PW"]),
        'db, err := sql.Open("mysql", "%s:%s@tcp(%s:3306)/%s?parseTime=true")' % (v["u"], v["PW"], v["host"], v["db"]),
        'conn = psycopg2.connect(host="%s", dbname="%s", user="%s", password="%s")' % (v["host"], v["db"], v["u"], v["PW"]),
        "const pool = mysql.createPool({ host: '%s', user: '%s', password: '%s', database: '%s' });" % (v["host"], v["u"], v["PW"], v["db"]),
        "define( 'DB_PASSWORD', '%s' );" % v["PW"]])
    en = [("I didn't know the legacy importer connects with hard-coded credentials.", "importer/db.* has:\n§CODE§", "Can I refactor it to read from env?"),
          ("The old admin tool still talks to the DB directly.", "Connection line:\n§CODE§", "")]
    ko = [("레거시 임포터가 하드코딩된 계정으로 접속하는 줄 몰랐음.", "importer/db.* 내용\n§CODE§", "env에서 읽게 리팩터링해도 되나요?"),
          ("예전 어드민 툴이 아직 DB에 직접 붙음.", "접속 코드\n§CODE§", "")]
    return tnote(lang, "password: hard-coded in driver call (positional/DSN)", en, ko, v, [v["PW"]])


# ----------------------------------------------------------------------------------------------------
# private keys, seeds, recovery codes, PINs
# ----------------------------------------------------------------------------------------------------
BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol
alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst
anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart
apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive
arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby
bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle
beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better
between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind
blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken
bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy
cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle
casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal
certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club
clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic
common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core
corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater
crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble
crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle uncle
under unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil update upgrade uphold
upon upper upset urban urge usage use used useful useless usual utility vacant vacuum vague valid valley valve van
vanish vapor various vast vault vehicle velvet vendor venture venue verb verify version very vessel veteran viable
vibrant vicious victory video view village vintage violin virtual virus visa visit visual vital vivid vocal voice
void volcano volume vote voyage wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist
write wrong yard year yellow you young youth zebra zero zone zoo""".split()


def electrum_seed(n=12):
    """Electrum v2 'segwit' seed: valid when HMAC-SHA512('Seed version', phrase) starts with '100'."""
    while True:
        phrase = " ".join(pick(BIP39_SUBSET) for _ in range(n))
        if hmac.new(b"Seed version", phrase.encode(), hashlib.sha512).hexdigest().startswith("100"):
            return phrase


def bitlocker_key():
    return "-".join("%06d" % (11 * rint(0, 65535)) for _ in range(8))


def pem(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def long_lines(lines):
    return [l for l in lines if len(l) >= 8]


KEY_SCEN = []


def kscen(fn):
    KEY_SCEN.append(fn)
    return fn


@kscen
def k_openssh(lang):
    v = base_vals(lang)
    lines, pub = openssh_ed25519_private("deploy@%s-runner" % v["svc"])
    v["PEM"] = pem("OPENSSH PRIVATE KEY", lines)
    en = [("The deploy key for the §repo§ mirror wasn't in the vault.", "§person§ pasted ~/.ssh/deploy_ed25519 from the old runner:\n§PEM§",
           "Should we generate a fresh deploy key instead of reusing this one?")]
    ko = [("§repo§ 미러 배포 키가 vault에 없었음.", "§person§ 님이 예전 러너의 ~/.ssh/deploy_ed25519를 붙여줌\n§PEM§", "이거 재사용 말고 새 배포 키 만드는 게 맞죠?")]
    return tnote(lang, "private key: OpenSSH ed25519 (full)", en, ko, v, long_lines(lines))


@kscen
def k_rsa_head(lang):
    v = base_vals(lang)
    pk1 = rsa_keys(2048)[0]
    lines = pem_lines(pk1)
    shown = lines[:5]
    v["HEAD"] = "$ head -6 id_rsa_legacy\n-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(shown)
    en = [("I couldn't tell if the legacy SFTP key was RSA or ed25519.", "Checked the file:\n§HEAD§\nSo it's PKCS#1 RSA; the partner's server doesn't accept ed25519.", "")]
    ko = [("레거시 SFTP 키가 RSA인지 ed25519인지 몰랐음.", "파일 확인\n§HEAD§\nPKCS#1 RSA임. 파트너 서버가 ed25519를 안 받음.", "")]
    return tnote(lang, "private key: RSA PKCS#1 partial paste (head)", en, ko, v, long_lines(shown))


@kscen
def k_ec_sec1(lang):
    v = base_vals(lang)
    sec1, _, _ = ec_p256_keys()
    lines = pem_lines(sec1)
    v["PEM"] = pem("EC PRIVATE KEY", lines)
    en = [("Nobody told me the §svc§ JWTs are ES256 and signed with a key that lives in the repo.", "keys/jwt-signing.pem:\n§PEM§", "Can this move to KMS?")]
    ko = [("§svc§ JWT가 ES256이고 서명 키가 레포에 있다는 걸 몰랐음.", "keys/jwt-signing.pem:\n§PEM§", "KMS로 옮길 수 있을까요?")]
    return tnote(lang, "private key: EC P-256 SEC1 PEM", en, ko, v, long_lines(lines))


@kscen
def k_p8(lang):
    v = base_vals(lang)
    _, p8, _ = ec_p256_keys()
    lines = pem_lines(p8)
    v["kid"], v["team"] = rs(UPNUM, 10), rs(UPNUM, 10)
    v["PEM"] = pem("PRIVATE KEY", lines)
    en = [("Push notifications failed on iOS and I didn't know which APNs key the server uses.", "AuthKey_§kid§.p8 (team §team§):\n§PEM§", "Who can revoke the key in App Store Connect if needed?")]
    ko = [("iOS 푸시가 안 가는데 서버가 어떤 APNs 키를 쓰는지 몰랐음.", "AuthKey_§kid§.p8 (팀 §team§):\n§PEM§", "필요하면 App Store Connect에서 키 폐기는 누가 할 수 있나요?")]
    return tnote(lang, "private key: Apple .p8 (PKCS#8 EC)", en, ko, v, long_lines(lines))


@kscen
def k_gcp_sa(lang):
    v = base_vals(lang)
    pk8 = rsa_keys(2048)[1]
    lines = pem_lines(pk8)
    shown = lines[:3]
    v["JSON"] = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%d"\n}'
                 % (v["proj"], hexs(40), "\\n".join(shown), v["svc"], v["proj"], rint(10 ** 20, 10 ** 21 - 1)))
    en = [("BigQuery export failed and I didn't know which service account the job uses.", "The job mounts this file (trimmed):\n§JSON§", "Can the job use workload identity instead of a key file?")]
    ko = [("BigQuery export가 실패했는데 잡이 어떤 서비스 계정을 쓰는지 몰랐음.", "잡이 마운트하는 파일 (일부):\n§JSON§", "키 파일 말고 workload identity로 바꿀 수 있나요?")]
    return tnote(lang, "private key: GCP service-account JSON (private_key, trimmed)", en, ko, v, long_lines(shown))


@kscen
def k_ppk(lang):
    v = base_vals(lang)
    text, privlines = putty_ppk_ed25519("eddsa-key-%s" % v["date"].replace("-", ""))
    v["PPK"] = text
    en = [("The Windows admin uses PuTTY and nobody told me the key format differs.", "Their key file (bastion.ppk):\n§PPK§\nConvert with puttygen for OpenSSH.", "")]
    ko = [("윈도우 관리자는 PuTTY를 써서 키 포맷이 다르다는 걸 몰랐음.", "그 키 파일 (bastion.ppk)\n§PPK§\nOpenSSH용은 puttygen으로 변환.", "")]
    return tnote(lang, "private key: PuTTY .ppk v3", en, ko, v, long_lines(privlines))


@kscen
def k_kubeconfig_key(lang):
    v = base_vals(lang)
    sec1, _, _ = ec_p256_keys()
    kd = b64((pem("EC PRIVATE KEY", pem_lines(sec1)) + "\n").encode())
    v["KD"] = kd
    v["Y"] = "users:\n- name: admin@%s\n  user:\n    client-certificate-data: (cert, trimmed)\n    client-key-data: %s" % (v["proj"], kd)
    en = [("I needed cluster-admin on the on-prem cluster and had no kubeconfig.", "§person§ shared theirs; the user entry is:\n§Y§", "Can I get my own OIDC login instead?")]
    ko = [("온프렘 클러스터 admin 권한이 필요했는데 kubeconfig가 없었음.", "§person§ 님 것을 받음. user 항목:\n§Y§", "개인 OIDC 로그인으로 받을 수 있을까요?")]
    return tnote(lang, "private key: kubeconfig client-key-data (base64 PEM)", en, ko, v, [kd])


@kscen
def k_kube_token(lang):
    v = base_vals(lang)
    t = k8s_sa_jwt(v["ns"], "ci-deployer")
    v["T"] = t
    v["Y"] = "users:\n- name: ci-deployer\n  user:\n    token: %s" % t
    en = [("CI deploys fail with Unauthorized.", "CI's kubeconfig:\n§Y§", "")]
    ko = [("CI 배포가 Unauthorized로 실패.", "CI kubeconfig:\n§Y§", "")]
    return tnote(lang, "token: Kubernetes service-account JWT in kubeconfig", en, ko, v, [t])


@kscen
def k_wireguard(lang):
    v = base_vals(lang)
    priv = clamp25519(rbytes(32))
    peer_pub = x25519(clamp25519(rbytes(32)))
    v["PK"] = b64(priv)
    v["CONF"] = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
        v["PK"], rint(6, 9), rint(2, 200), rint(6, 9), b64(peer_pub), v["dom"])
    en = [("The VPN onboarding doc was outdated and I couldn't reach the private subnets.", "§person§ generated a peer for me:\n§CONF§", "Is there a self-service way to get a peer?")]
    ko = [("VPN 온보딩 문서가 오래돼서 사설 대역에 접근을 못 했음.", "§person§ 님이 피어 만들어줌\n§CONF§", "셀프서비스로 피어 받는 방법 있나요?")]
    return tnote(lang, "private key: WireGuard PrivateKey", en, ko, v, [v["PK"]])


@kscen
def k_age(lang):
    v = base_vals(lang)
    priv = rbytes(32)
    pub = x25519(priv)
    v["SK"] = bech32("age-secret-key-", priv).upper()
    v["PUB"] = bech32("age", pub)
    v["OUT"] = "# created: %s\n# public key: %s\n%s" % (isots(), v["PUB"], v["SK"])
    en = [("I couldn't decrypt the SOPS files locally; nobody said they use age.", "§person§'s key file (~/.config/sops/age/keys.txt):\n§OUT§", "Should each dev have their own age recipient?")]
    ko = [("로컬에서 SOPS 파일 복호화가 안 됐는데 age를 쓴다는 얘기를 못 들음.", "§person§ 님 키 파일 (~/.config/sops/age/keys.txt)\n§OUT§", "개발자마다 age recipient 따로 두는 게 맞지 않나요?")]
    return tnote(lang, "private key: age secret key", en, ko, v, [v["SK"]])


@kscen
def k_totp_uri(lang):
    v = base_vals(lang)
    v["S"] = b32(rbytes(20)).rstrip("=")
    v["iss"] = pick(["AWS", "GitHub", "Grafana", "Okta", "Cloudflare", "npm", "%s-VPN" % v["org"]])
    v["URI"] = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (urllib.parse.quote(v["iss"]), v["email"], v["S"], urllib.parse.quote(v["iss"]))
    en = [("The shared §iss§ account has MFA and only one person had the authenticator.", "Decoded the enrollment QR so the on-call can add it:\n§URI§", "Should the shared account move to a hardware key?")]
    ko = [("공용 §iss§ 계정에 MFA가 걸려 있는데 OTP 앱이 한 사람한테만 있었음.", "온콜도 등록할 수 있게 등록 QR을 풀어둠\n§URI§", "공용 계정은 하드웨어 키로 바꾸는 게 낫지 않을까요?")]
    return tnote(lang, "TOTP: otpauth URI secret", en, ko, v, [v["S"]])


@kscen
def k_totp_spaced(lang):
    v = base_vals(lang)
    raw = b32(rbytes(20)).rstrip("=").lower()
    v["S"] = " ".join(wrap(raw, 4))
    en = [("Setting up MFA for the shared support mailbox: the QR code wouldn't scan.", "Used the manual entry key instead: §S§ (time-based).", "")]
    ko = [("공용 고객지원 메일함 MFA 설정 중에 QR이 안 읽혔음.", "수동 입력 키로 등록: §S§ (시간 기반)", "")]
    return tnote(lang, "TOTP: manual-entry seed in groups of four", en, ko, v, [v["S"]])


@kscen
def k_github_recovery(lang):
    v = base_vals(lang)
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 8))]
    v["C"] = "\n".join(codes)
    en = [("The org owner account's 2FA device was lost and nobody knew where the recovery codes were.", "Found github-recovery-codes.txt in the ops drive:\n§C§\nUsed the first one.", "Where should the remaining codes live?")]
    ko = [("조직 owner 계정의 2FA 기기를 잃어버렸는데 복구 코드 위치를 아무도 몰랐음.", "ops 드라이브에서 github-recovery-codes.txt 발견\n§C§\n첫 번째 코드 사용함.", "남은 코드는 어디에 보관할까요?")]
    return tnote(lang, "recovery codes: GitHub", en, ko, v, codes)


@kscen
def k_google_backup(lang):
    v = base_vals(lang)
    codes = ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(3, 6))]
    v["C"] = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    en = [("The Google Workspace admin got locked out after a phone change.", "Backup codes from the printed sheet:\n§C§", "")]
    ko = [("폰 교체 후 구글 워크스페이스 관리자 계정이 잠김.", "인쇄해둔 백업 코드\n§C§", "")]
    return tnote(lang, "recovery codes: Google backup codes", en, ko, v, codes)


@kscen
def k_discord_backup(lang):
    v = base_vals(lang)
    codes = ["%s-%s" % (rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(rint(4, 6))]
    v["C"] = ", ".join(codes)
    en = [("The community bot's owner account has 2FA and the owner left.", "Backup codes from the handover note: §C§", "Should ownership move to a team account?")]
    ko = [("커뮤니티 봇 owner 계정에 2FA가 걸려 있는데 담당자가 퇴사함.", "인수인계 메모의 백업 코드: §C§", "소유권을 팀 계정으로 옮겨야 할까요?")]
    return tnote(lang, "recovery codes: Discord backup codes", en, ko, v, codes)


@kscen
def k_1password_kit(lang):
    v = base_vals(lang)
    v["SK"] = ops_secret_key()
    v["MP"] = pw(pick(["phrase", "human", "gen"]))
    en = [("I had to sign in to the team 1Password on a new laptop and didn't have the Emergency Kit.", "§person§ read it out: Secret Key §SK§, master password §MP§.", "Is it OK that this account is shared?")]
    ko = [("새 노트북에서 팀 1Password에 로그인해야 했는데 Emergency Kit이 없었음.", "§person§ 님이 불러줌: Secret Key §SK§, 마스터 비밀번호 §MP§", "이 계정 공유해서 써도 괜찮은 건가요?")]
    return tnote(lang, "password manager: 1Password Secret Key + master password", en, ko, v, [v["SK"], v["MP"]])


@kscen
def k_bitlocker(lang):
    v = base_vals(lang)
    v["K"] = bitlocker_key()
    v["id"] = uuid4().upper()
    en = [("The loaner laptop booted into BitLocker recovery after a BIOS update.", "Key ID §id§ matched the one on screen. Recovery key: §K§", "")]
    ko = [("BIOS 업데이트 후 대여 노트북이 BitLocker 복구 화면으로 부팅됨.", "화면의 키 ID §id§ 일치. 복구 키: §K§", "")]
    return tnote(lang, "recovery key: BitLocker 48-digit", en, ko, v, [v["K"]])


@kscen
def k_recovery_key(lang):
    v = base_vals(lang)
    if R.random() < 0.5:
        v["K"] = "-".join(rs(UPNUM, 4) for _ in range(7))
        v["what"], v["whatk"] = "the test iPhone's Apple ID", "테스트 아이폰 Apple ID"
    else:
        v["K"] = "-".join(rs(UPNUM, 5) for _ in range(5))
        v["what"], v["whatk"] = "the QA Microsoft account", "QA용 마이크로소프트 계정"
    en = [("I got locked out of §what§ and needed the recovery key.", "It's §K§ (from the QA device sheet).", "")]
    ko = [("§whatk§ 잠겨서 복구 키가 필요했음.", "복구 키는 §K§ (QA 기기 관리 시트).", "")]
    return tnote(lang, "recovery key: Apple/Microsoft account", en, ko, v, [v["K"]])


@kscen
def k_seed(lang):
    v = base_vals(lang)
    v["SEED"] = electrum_seed()
    en = [("The testnet faucet wallet for the e2e suite wasn't documented.", "Electrum seed for it: §SEED§\n(restore with 'Standard wallet' → 'I already have a seed').", "Should this be a mainnet-free dedicated wallet?"),
          ("I didn't know the treasury hot wallet is restored from a seed on the signer box.", "Seed from the sealed envelope scan: §SEED§", "")]
    ko = [("e2e 테스트용 테스트넷 지갑이 문서화돼 있지 않았음.", "Electrum 시드: §SEED§\n(복원: 표준 지갑 → 이미 시드가 있음)", "메인넷이랑 분리된 전용 지갑으로 두는 게 맞죠?")]
    return tnote(lang, "wallet: Electrum seed phrase (12 words)", en, ko, v, [v["SEED"]])


@kscen
def k_eth(lang):
    v = base_vals(lang)
    v["PK"] = "0x" + "%064x" % ec_priv("secp256k1")
    v["SNIP"] = pick(["networks: {\n  sepolia: {\n    url: process.env.SEPOLIA_RPC_URL,\n    accounts: [\"%s\"],\n  },\n}" % v["PK"],
                      "DEPLOYER_PRIVATE_KEY=%s" % v["PK"]])
    en = [("Nobody told me which account deploys the contracts.", "hardhat config / .env has the deployer key:\n§SNIP§", "Should the deployer move to a hardware wallet?")]
    ko = [("컨트랙트를 어떤 계정으로 배포하는지 아무도 안 알려줌.", "hardhat 설정 / .env에 배포자 키가 있음\n§SNIP§", "배포자 계정을 하드웨어 지갑으로 옮겨야 하지 않을까요?")]
    return tnote(lang, "wallet: Ethereum private key (hex)", en, ko, v, [v["PK"]])


@kscen
def k_wif(lang):
    v = base_vals(lang)
    k = ec_priv("secp256k1")
    v["WIF"] = base58check(b"\x80" + k.to_bytes(32, "big") + b"\x01")
    en = [("The regtest node in CI needed a funded key.", "bitcoin-cli -regtest importprivkey §WIF§ \"ci-funder\" false", "")]
    ko = [("CI의 regtest 노드에 잔고 있는 키가 필요했음.", "bitcoin-cli -regtest importprivkey §WIF§ \"ci-funder\" false", "")]
    return tnote(lang, "wallet: Bitcoin WIF private key", en, ko, v, [v["WIF"]])


@kscen
def k_solana(lang):
    v = base_vals(lang)
    seed, pub = ed25519_keypair()
    arr = "[" + ",".join(str(b) for b in seed + pub) + "]"
    v["ARR"] = arr
    en = [("The devnet deployer keypair wasn't in the repo and solana deploy failed.", "~/.config/solana/id.json from §person§:\n§ARR§", "")]
    ko = [("devnet 배포 키페어가 레포에 없어서 solana deploy 실패.", "§person§ 님의 ~/.config/solana/id.json\n§ARR§", "")]
    return tnote(lang, "wallet: Solana keypair JSON array", en, ko, v, [arr])


@kscen
def k_nostr(lang):
    v = base_vals(lang)
    k = ec_priv("secp256k1")
    X, _ = ec_mul("secp256k1", k)
    v["NSEC"] = bech32("nsec", k.to_bytes(32, "big"))
    v["NPUB"] = bech32("npub", X.to_bytes(32, "big"))
    en = [("The release-announcement bot posts to Nostr and nobody said where its key is.", "Bot identity §NPUB§; its key, from the bot's env: §NSEC§", "")]
    ko = [("릴리스 공지 봇이 Nostr에도 올리는데 키 위치를 아무도 말 안 함.", "봇 계정 §NPUB§ / 봇 env에 있는 키: §NSEC§", "")]
    return tnote(lang, "wallet: Nostr nsec", en, ko, v, [v["NSEC"]])


@kscen
def k_pins(lang):
    v = base_vals(lang)
    kind = pick(["puk", "door", "alarm", "safe"])
    if kind == "puk":
        v["K"] = "%08d" % rint(0, 99999999)
        en = [("The on-call phone's SIM locked after three wrong PINs.", "PUK from the carrier portal: §K§", "")]
        ko = [("온콜폰 유심이 PIN 3회 오류로 잠김.", "통신사 포털에서 받은 PUK: §K§", "")]
    elif kind == "door":
        v["K"] = "%04d#%04d" % (rint(0, 9999), rint(0, 9999))
        en = [("I needed to get into the server room on the weekend.", "Door code is §K§ (the # is part of it).", "Is weekend access logged?")]
        ko = [("주말에 서버실에 들어가야 했음.", "도어락 번호 §K§ (# 포함).", "주말 출입 기록 남나요?")]
    elif kind == "alarm":
        v["K"] = "%08d" % rint(0, 99999999)
        en = [("The office alarm went off when I came in early; nobody gave me the code.", "Security company gave the disarm code: §K§", "")]
        ko = [("일찍 출근했더니 경보가 울림. 해제 번호를 아무도 안 알려줌.", "보안업체가 알려준 해제 번호: §K§", "")]
    else:
        v["K"] = "%02d-%02d-%02d-%02d" % (rint(0, 99), rint(0, 99), rint(0, 99), rint(0, 99))
        en = [("The hardware tokens are in the safe and I didn't have the combination.", "Combination: §K§", "")]
        ko = [("하드웨어 토큰이 금고에 있는데 비밀번호를 몰랐음.", "금고 번호: §K§", "")]
    return tnote(lang, "physical: %s code" % kind, en, ko, v, [v["K"]])


@kscen
def k_docker_config(lang):
    v = base_vals(lang)
    p = pw(pick(["alnum", "gen"]))
    v["A"] = b64(("%s:%s" % (v["user"], p)).encode())
    v["J"] = '{\n  "auths": {\n    "harbor.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (v["dom"], v["A"])
    en = [("Image pulls failed on the new runner; credsStore wasn't configured.", "Copied ~/.docker/config.json from the old runner:\n§J§", "Should we use a credential helper instead?")]
    ko = [("새 러너에서 이미지 pull 실패. credsStore 설정이 없었음.", "예전 러너의 ~/.docker/config.json 복사\n§J§", "credential helper를 쓰는 게 낫지 않을까요?")]
    return tnote(lang, "registry: docker config.json auth (base64 user:pass)", en, ko, v, [v["A"]])


@kscen
def k_kibana_enroll(lang):
    v = base_vals(lang)
    tok = b64(jcompact({"ver": "8.14.3", "adr": ["%s:9200" % v["ip"]], "fgr": hexs(64), "key": "%s:%s" % (rs(URLSAFE, 20), rs(URLSAFE, 22))}).encode())
    v["T"] = tok
    en = [("Kibana asked for an enrollment token on first start.", "Generated with elasticsearch-create-enrollment-token -s kibana:\n§T§\nIt expires in 30 minutes.", "")]
    ko = [("키바나 첫 기동 때 enrollment token을 요구함.", "elasticsearch-create-enrollment-token -s kibana 로 생성\n§T§\n30분 뒤 만료.", "")]
    return tnote(lang, "token: Elasticsearch enrollment token", en, ko, v, [tok])


# ----------------------------------------------------------------------------------------------------
# CLEAN notes: risky-looking, credential-free
# ----------------------------------------------------------------------------------------------------
CLEAN = []


def ck(name, pub=False):
    def deco(fn):
        CLEAN.append((name, fn, pub))
        return fn
    return deco


_TPL_STATE = {}


def cnote(lang, name, en, ko, v, pub=False):
    """Clean note from a kind's templates; cycles through a kind's templates before repeating one."""
    pool = ko if lang == "ko" else en
    key = (name, lang)
    st = _TPL_STATE.get(key)
    if not st:
        st = list(range(len(pool)))
        R.shuffle(st)
        _TPL_STATE[key] = st
    tpl = pool[st.pop()]
    fields = [fill(t, v) for t in tpl]
    fields[0] = vary_mc(lang, fields[0], v)
    return dict(lang=lang, kind="clean", category="clean: " + name + (" [publishable]" if pub else ""), fields=fields, secrets=[])


def cv(lang):
    v = base_vals(lang)
    v["sha"] = git_sha()
    v["sha2"] = git_sha()
    v["short"] = v["sha"][:7]
    v["short2"] = v["sha2"][:7]
    v["uuid"] = uuid4()
    v["ver"] = "%d.%d.%d" % (rint(1, 5), rint(0, 30), rint(0, 40))
    v["ver2"] = "%d.%d.%d" % (rint(1, 5), rint(0, 30), rint(0, 40))
    v["num"] = str(rint(100, 9999))
    v["ticket"] = "%s-%d" % (pick(["OPS", "PLAT", "SEC", "BE", "INFRA", "DATA"]), rint(100, 4999))
    return v


def fake_cert_lines(n_lines=None):
    body = b"\x30\x82\x03" + bytes([rint(0x10, 0xff)]) + b"\x30\x82\x02" + bytes([rint(0x10, 0xff)]) + b"\xa0\x03\x02\x01\x02\x02\x14" + rbytes(20) + \
        b"\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0b\x05\x00" + rbytes(rint(300, 420))
    lines = pem_lines(body)
    return lines[:n_lines] if n_lines else lines


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_signature_block():
    raw = b"\x88\x75\x04\x00\x16\x0a\x00\x1d\x16\x21\x04" + rbytes(20) + b"\x05\x02" + struct.pack(">I", epoch()) + rbytes(70)
    lines = wrap(b64(raw), 64)
    chk = "=" + b64(crc24(raw).to_bytes(3, "big"))
    return "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(lines) + "\n" + chk + "\n-----END PGP SIGNATURE-----"


def ansible_vault_blob(lines=4):
    inner = "%s\n%s\n%s" % (hexs(64), hexs(64), hexs(32 * rint(2, 4)))
    outer = inner.encode().hex()
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(outer, 80)[:lines])


def sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))


def ed_pub_line(comment=""):
    line, blob = ssh_pub_ed25519_line(comment)
    return line, ssh_fingerprint(blob)


def aws_unique_id(prefix):
    return prefix + rs(UPNUM, 17)


def stripe_id(prefix, n=24):
    return prefix + rs(ALNUM, n)


def bc1_address():
    return bech32("bc", rbytes(20), 0)


# ---------------------------------------------------------------- references and placeholders
@ck("env var reference in shell/compose")
def c_env_ref(lang):
    v = cv(lang)
    v["SNIP"] = pick([
        'export DATABASE_URL="$(vault kv get -field=url secret/%s/%s)"' % (v["svc"], v["env"]),
        "environment:\n  - DB_PASSWORD=${DB_PASSWORD:?set DB_PASSWORD}\n  - STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}",
        'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/%s/%s/releases/latest' % (v["org"], v["repo"]),
        'psql "host=%s dbname=%s user=%s password=$PGPASSWORD sslmode=require"' % (v["host"], v["db"], v["u"]),
        'docker login ghcr.io -u "$GH_USER" --password-stdin <<< "$CR_PAT"'])
    en = [("I didn't know the scripts expect secrets to be exported before running.", "They only reference variables, e.g.\n§SNIP§\nIf the variable is empty the call fails with 401, not with a clear error.", "Should the script check that the variable is set first?"),
          ("The README shows commands with variables and I wasn't sure where the values come from.", "§SNIP§\nThe values come from `direnv` + the vault; nothing is stored in the repo.", ""),
          ("Nobody told me these commands need values exported in my shell first.", "The repo only has references:\n§SNIP§\nCopy .env.example and fill it from 1Password.", "Is .env.example up to date?")]
    ko = [("스크립트 실행 전에 시크릿을 export 해둬야 한다는 걸 몰랐음.", "스크립트에는 변수 참조만 있음\n§SNIP§\n변수가 비어 있으면 친절한 에러 대신 401이 남.", "스크립트에서 변수 설정 여부부터 검사할까요?"),
          ("README 명령어에 변수만 있어서 값이 어디서 오는지 헷갈렸음.", "§SNIP§\n값은 direnv + vault에서 옴. 레포에는 아무것도 저장 안 됨.", "")]
    return cnote(lang, "env var reference in shell/compose", en, ko, v)


@ck("GitHub Actions secrets/OIDC reference")
def c_gha_ref(lang):
    v = cv(lang)
    v["FORK"] = pick([
        "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "      - uses: docker/login-action@v3\n        with:\n          registry: docker.io\n          username: ${{ vars.DOCKERHUB_USER }}\n          password: ${{ secrets.DOCKERHUB_TOKEN }}"])
    v["SNIP"] = pick([
        "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "permissions:\n  id-token: write\n  contents: read\n...\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-deploy\n          aws-region: %s" % (v["acct"], v["region"]),
        "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}"])
    en = [("I assumed the workflow had long-lived cloud keys somewhere.", "It doesn't; it uses references only:\n§SNIP§", "Which repos still use static keys?"),
          ("The release job failed on a fork PR and nobody told me secrets aren't passed to forks.", "Relevant step:\n§FORK§\nOn fork PRs the secret resolves to an empty string.", "")]
    ko = [("워크플로에 장기 클라우드 키가 어딘가 있을 거라고 생각했음.", "없음. 참조만 씀\n§SNIP§", "아직 정적 키 쓰는 레포가 어디어디죠?"),
          ("포크 PR에서 릴리스 잡이 실패. 포크에는 시크릿이 안 넘어간다는 걸 몰랐음.", "해당 스텝\n§FORK§\n포크 PR에서는 빈 문자열로 치환됨.", "")]
    return cnote(lang, "GitHub Actions secrets/OIDC reference", en, ko, v)


@ck("k8s secretKeyRef / ExternalSecret")
def c_k8s_ref(lang):
    v = cv(lang)
    v["SNIP"] = pick([
        "          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: %s-db\n                  key: password" % v["svc"],
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: api-token\n      remoteRef:\n        key: %s/%s/api-token" % (v["svc"], v["env"], v["svc"]),
        "  envFrom:\n    - secretRef:\n        name: %s-env\n    - configMapRef:\n        name: %s-config" % (v["svc"], v["svc"])])
    en = [("I didn't know where the pod gets its DB password.", "The manifest only points at a Secret:\n§SNIP§\nThe Secret itself is synced by External Secrets, not committed.", ""),
          ("Wasn't clear which object to edit when rotating the §svc§ token.", "§SNIP§\nRotation happens in the backing store; the operator refreshes within an hour.", "Can we lower the refresh interval?")]
    ko = [("파드가 DB 비밀번호를 어디서 받는지 몰랐음.", "매니페스트는 Secret만 가리킴\n§SNIP§\nSecret 자체는 External Secrets가 동기화, 커밋 안 됨.", ""),
          ("§svc§ 토큰 교체할 때 어떤 오브젝트를 고쳐야 하는지 헷갈렸음.", "§SNIP§\n교체는 원본 스토어에서 하면 되고 오퍼레이터가 1시간 안에 반영.", "갱신 주기 줄여도 되나요?")]
    return cnote(lang, "k8s secretKeyRef / ExternalSecret", en, ko, v)


@ck("secret-store references (1Password/AWS/GCP/Azure)")
def c_store_ref(lang):
    v = cv(lang)
    v["SNIP"] = pick([
        "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nSENTRY_AUTH_TOKEN=op://Engineering/Sentry CI/token" % v["env"],
        "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (v["region"], v["acct"], v["env"], v["svc"], rs(ALNUM, 6)),
        "DbPassword: '{{resolve:secretsmanager:%s/%s/db:SecretString:password}}'" % (v["env"], v["svc"]),
        "gcloud run deploy %s --set-secrets=DB_PASSWORD=db-password:latest,API_TOKEN=projects/%d/secrets/api-token/versions/3" % (v["svc"], rint(10 ** 11, 10 ** 12 - 1)),
        "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/DbPassword/)" % (v["org"].replace("-", "")[:8], v["env"])])
    en = [("I didn't know the app settings point at the secret store instead of holding values.", "Example:\n§SNIP§\nOnly the reference is in git.", ""),
          ("Where does §svc§ get its secrets in §env§? Not in the README.", "From the store, by reference:\n§SNIP§", "Is there a list of all references per service?"),
          ("Needed to know which secret to rotate after the vendor email.", "§SNIP§ is the one; rotate it there and restart §svc§.", "")]
    ko = [("앱 설정이 값 대신 시크릿 스토어 참조를 가리킨다는 걸 몰랐음.", "예시\n§SNIP§\ngit에는 참조만 있음.", ""),
          ("§envk§에서 §svc§가 시크릿을 어디서 받는지 README에 없었음.", "스토어에서 참조로 받음\n§SNIP§", "서비스별 참조 목록이 있나요?")]
    return cnote(lang, "secret-store references (1Password/AWS/GCP/Azure)", en, ko, v)


@ck("placeholders in .env.example / docs")
def c_placeholder(lang):
    v = cv(lang)
    v["SNIP"] = pick([
        "OPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_test_...\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app",
        "GITHUB_TOKEN=<your-personal-access-token>\nSLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ",
        "API_KEY=YOUR_API_KEY_HERE\nAPI_SECRET=YOUR_API_SECRET_HERE\nREGION=%s" % v["region"],
        "ANTHROPIC_API_KEY=\"\"  # ask in #platform\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=",
        "twilio:\n  account_sid: ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n  auth_token: your_auth_token"])
    en = [("I didn't know which variables the service needs locally.", ".env.example lists them with placeholders:\n§SNIP§", "Can we add a script that checks for missing values?"),
          ("The docs snippet looked like it contained real keys.", "It's placeholders only:\n§SNIP§", ""),
          ("First run failed with 'invalid API key' and nobody told me the example file isn't usable as-is.", "I had copied .env.example verbatim:\nOPENAI_API_KEY=sk-...\nSENTRY_DSN=<dsn>\nThe values are placeholders; real ones come from the vault.", "")]
    ko = [("로컬에서 어떤 변수가 필요한지 몰랐음.", ".env.example에 플레이스홀더로 나와 있음\n§SNIP§", "빠진 값 검사하는 스크립트 추가할까요?"),
          ("문서 예제에 진짜 키가 들어간 줄 알았음.", "전부 플레이스홀더였음\n§SNIP§", ""),
          ("첫 실행에서 invalid API key가 났는데 예제 파일을 그대로 쓰면 안 된다는 걸 몰랐음.", ".env.example을 그대로 복사했었음\nOPENAI_API_KEY=sk-...\nSENTRY_DSN=<dsn>\n실제 값은 vault에서 받아야 함.", "")]
    return cnote(lang, "placeholders in .env.example / docs", en, ko, v)


@ck("masked values in CLI output")
def c_masked(lang):
    v = cv(lang)
    v["SNIP"] = pick([
        "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s              manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region                %s      config-file    ~/.aws/config" % (v["env"], rs(UPNUM, 4), rs(ALNUM, 4), v["region"]),
        "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % v["user"],
        "Stripe dashboard shows the live secret key as sk_live_...%s (created %s)" % (rs(ALNUM, 4), v["date"]),
        "$ vercel env ls\n  name                 value        environments\n  DATABASE_URL         Encrypted    Production, Preview\n  OPENAI_API_KEY       Encrypted    Production"])
    en = [("I wanted to confirm which key is in use without printing it.", "§SNIP§\nThat's enough to match it to the right key in the console.", ""),
          ("Nobody told me how to check which key is active.", "§SNIP§", "Is there a way to see the key's last-used date?")]
    ko = [("어떤 키가 쓰이고 있는지 값 노출 없이 확인하고 싶었음.", "§SNIP§\n콘솔에서 어느 키인지 맞춰보기엔 이걸로 충분.", ""),
          ("어떤 키가 활성인지 확인하는 방법을 몰랐음.", "§SNIP§", "키 마지막 사용일도 볼 수 있나요?")]
    return cnote(lang, "masked values in CLI output", en, ko, v)


@ck("CI log with masked secrets")
def c_ci_masked(lang):
    v = cv(lang)
    v["LOG"] = "Run ./scripts/deploy.sh %s\n  env:\n    AWS_REGION: %s\n    DEPLOY_TOKEN: ***\n+ curl -fsS -H 'Authorization: Bearer ***' https://deploy.%s/api/v1/releases\n{\"id\":%d,\"status\":\"queued\"}" % (v["env"], v["region"], v["dom"], rint(1000, 99999))
    v["LOGIN"] = "$ echo \"registry login\"\nregistry login\n$ docker login -u gitlab-ci-token -p [MASKED] $CI_REGISTRY\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    en = [("I was worried the deploy log leaks the token.", "The runner masks it:\n§LOG§", "Are masked variables also hidden in artifacts?"),
          ("Nobody told me the pipeline prints the registry login step.", "§LOGIN§\nThe value is masked, so the log is safe to share.", "")]
    ko = [("배포 로그에 토큰이 찍힐까 걱정했음.", "러너가 마스킹함\n§LOG§", "아티팩트에서도 마스킹되나요?"),
          ("파이프라인이 레지스트리 로그인 단계를 출력하는 줄 몰랐음.", "§LOGIN§\n값은 마스킹돼서 로그 공유해도 됨.", "")]
    return cnote(lang, "CI log with masked secrets", en, ko, v)


@ck("terraform sensitive values")
def c_tf_sensitive(lang):
    v = cv(lang)
    v["PLAN"] = '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }' % (v["svc"], v["env"])
    v["VAR"] = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "random_password" "db" {\n  length  = 32\n  special = true\n}'
    v["OUT"] = "$ terraform output\ndb_endpoint = \"%s\"\ndb_password = <sensitive>\nvpc_id = \"vpc-0%s\"" % (rds_host(), hexs(16))
    en = [("The plan showed a password change and I didn't know if that meant a restart.", "§PLAN§\nPassword changes on RDS apply without a reboot.", ""),
          ("I didn't know how the DB password is created.", "§VAR§\nIt's generated by Terraform and only lives in state (encrypted S3 backend).", "Should the state bucket have stricter access?"),
          ("I expected terraform output to print the DB password.", "It doesn't:\n§OUT§\nUse `terraform output -raw db_password` only when you really need it, and not in CI logs.", "")]
    ko = [("플랜에 비밀번호 변경이 나와서 재시작되는 줄 알았음.", "§PLAN§\nRDS 비밀번호 변경은 재부팅 없이 적용됨.", ""),
          ("DB 비밀번호가 어떻게 만들어지는지 몰랐음.", "§VAR§\nTerraform이 생성하고 state(암호화된 S3 백엔드)에만 있음.", "state 버킷 권한 더 좁혀야 할까요?"),
          ("terraform output에 DB 비밀번호가 나올 줄 알았음.", "안 나옴\n§OUT§\n정말 필요할 때만 `terraform output -raw db_password`, CI 로그에서는 쓰지 말 것.", "")]
    return cnote(lang, "terraform sensitive values", en, ko, v)


@ck("kubectl describe secret (sizes only)")
def c_describe_secret(lang):
    v = cv(lang)
    v["OUT"] = "$ kubectl -n %s describe secret %s-db\nName:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (v["ns"], v["svc"], v["svc"], v["ns"], rint(16, 40), len(v["u"]), rint(20, 60))
    en = [("I needed to confirm the secret exists in §env§ without reading it.", "§OUT§", ""),
          ("The pod crashed with an auth error; I wanted to check the secret wasn't empty.", "§OUT§\nNot empty, so the problem was the user's grants.", "")]
    ko = [("§envk§에 시크릿이 있는지만 확인하고 싶었음 (값은 안 보고).", "§OUT§", ""),
          ("파드가 인증 에러로 죽어서 시크릿이 비어 있는지 확인.", "§OUT§\n비어 있지 않음. 원인은 유저 권한.", "")]
    return cnote(lang, "kubectl describe secret (sizes only)", en, ko, v)


@ck("vendor documentation example keys")
def c_doc_examples(lang):
    v = cv(lang)
    v["AWS"] = pick([
        '@mock_aws\ndef test_upload():\n    os.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\n    os.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
        "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])
    v["JWT"] = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    en = [("The secret scanner flagged the test file and I didn't know whether it was real.", "It's the AWS documentation example pair, used with moto:\n§AWS§", "Can we allowlist the documented example keys in the scanner config?"),
          ("I wasn't sure if the token in the JWT unit test was a real one.", "It's the sample token from jwt.io (signed with the jwt.io demo secret), used only to test parsing:\n§JWT§", ""),
          ("A reviewer asked whether tests/fixtures/aws_config contains a real key.", "No, it's the pair AWS uses in its docs:\n§AWS§", "")]
    ko = [("시크릿 스캐너가 테스트 파일을 잡았는데 진짜 키인지 몰랐음.", "AWS 문서에 나오는 예시 키 쌍, moto 테스트용\n§AWS§", "스캐너 설정에 문서 예시 키 allowlist 추가할까요?"),
          ("JWT 단위 테스트의 토큰이 진짜인지 헷갈렸음.", "jwt.io 샘플 토큰(jwt.io 데모 시크릿으로 서명)이고 파싱 테스트용\n§JWT§", "")]
    return cnote(lang, "vendor documentation example keys", en, ko, v)


@ck("SOPS-encrypted file")
def c_sops(lang):
    v = cv(lang)
    rec = bech32("age", rbytes(32))
    v["SNIP"] = "db_password: %s\napi_token: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"%s\"\n    version: 3.9.0" % (sops_enc(18), sops_enc(30), rec, isots())
    en = [("I didn't know the secrets file in the repo is encrypted with SOPS.", "It looks like this; values are ciphertext:\n§SNIP§\nDecrypt with `sops -d` if your age key is a recipient.", "Can I be added as a recipient?"),
          ("The diff in the PR looked like it touched secrets.", "Only the encrypted blobs changed:\n§SNIP§", "")]
    ko = [("레포의 secrets 파일이 SOPS로 암호화돼 있는 줄 몰랐음.", "이런 형태이고 값은 암호문\n§SNIP§\nage 키가 recipient에 있으면 `sops -d`로 복호화.", "저도 recipient로 추가해 주실 수 있나요?")]
    return cnote(lang, "SOPS-encrypted file", en, ko, v)


@ck("Ansible Vault ciphertext")
def c_ansible_vault(lang):
    v = cv(lang)
    v["BLOB"] = ansible_vault_blob(rint(3, 5))
    en = [("group_vars/§env§/vault.yml looked like random hex and I didn't know what it was.", "It's Ansible Vault ciphertext:\n§BLOB§\n...\nEdit it with `ansible-vault edit`, never by hand.", ""),
          ("The merge conflict was inside an encrypted vault file.", "Both sides were ciphertext like\n§BLOB§\nResolved by decrypting both, merging, and re-encrypting.", "Should vault files be split per variable to avoid this?")]
    ko = [("group_vars/§env§/vault.yml이 랜덤 hex처럼 보여서 뭔지 몰랐음.", "Ansible Vault 암호문임\n§BLOB§\n...\n`ansible-vault edit`로만 수정.", "")]
    return cnote(lang, "Ansible Vault ciphertext", en, ko, v)


@ck("SealedSecret manifest")
def c_sealed(lang):
    v = cv(lang)
    v["SNIP"] = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-env\n  namespace: %s\nspec:\n  encryptedData:\n    API_TOKEN: AgB%s" % (v["svc"], v["ns"], b64(rbytes(rint(150, 210))))
    en = [("I hesitated to commit the secret manifest.", "It's a SealedSecret, so the value is encrypted to the cluster key:\n§SNIP§\nSafe to commit by design.", ""),
          ("Nobody told me how secrets get into the GitOps repo.", "kubeseal output is committed:\n§SNIP§", "Who can re-seal when the controller key rotates?")]
    ko = [("시크릿 매니페스트를 커밋해도 되는지 망설였음.", "SealedSecret이라 클러스터 키로 암호화돼 있음\n§SNIP§\n원래 커밋용으로 설계된 것.", ""),
          ("GitOps 레포에 시크릿이 어떻게 들어가는지 몰랐음.", "kubeseal 결과를 커밋함\n§SNIP§", "컨트롤러 키 교체되면 재봉인은 누가 하나요?")]
    return cnote(lang, "SealedSecret manifest", en, ko, v)


# ---------------------------------------------------------------- hashes, digests, IDs
@ck("commit SHAs")
def c_commits(lang):
    v = cv(lang)
    lines = "\n".join("%s %s" % (hexs(7), pick(["fix: retry on 429", "chore(deps): bump axios", "feat: add token refresh", "refactor: split auth middleware", "fix(auth): handle expired password reset links", "docs: key rotation runbook", "revert: secret scanner allowlist"])) for _ in range(rint(3, 5)))
    v["LOG"] = lines
    en = [("I didn't know which commit introduced the regression.", "Bisect landed on §sha§ (\"refactor: split auth middleware\"). Reverted with `git revert §short§`.", ""),
          ("The release notes were missing and I had to reconstruct them.", "git log --oneline v§ver§..HEAD:\n§LOG§", "Should we generate release notes from conventional commits?"),
          ("Deploy pinned the wrong build.", "The manifest referenced §sha§; prod should be on §sha2§.", "Who approves pin changes?")]
    ko = [("어느 커밋에서 회귀가 생겼는지 몰랐음.", "bisect 결과 §sha§ (\"refactor: split auth middleware\"). `git revert §short§`로 되돌림.", ""),
          ("릴리스 노트가 없어서 직접 정리해야 했음.", "git log --oneline v§ver§..HEAD:\n§LOG§", "conventional commit으로 자동 생성할까요?"),
          ("배포가 잘못된 빌드를 고정하고 있었음.", "매니페스트가 §sha§를 가리킴. 운영은 §sha2§여야 함.", "")]
    return cnote(lang, "commit SHAs", en, ko, v)


@ck("container image digests")
def c_digests(lang):
    v = cv(lang)
    v["D"] = "sha256:" + hexs(64)
    v["D2"] = "sha256:" + hexs(64)
    v["IMG"] = "%s.dkr.ecr.%s.amazonaws.com/%s" % (v["acct"], v["region"], v["svc"])
    en = [("I didn't know prod pins images by digest, not tag.", "Current: §IMG§@§D§. The :latest tag points at §D2§, which is newer but not promoted.", ""),
          ("Two nodes were running different images with the same tag.", "crictl images --digests showed §D§ on one and §D2§ on the other. Fixed by pinning the digest.", "Should we forbid mutable tags in prod?")]
    ko = [("운영이 태그가 아니라 다이제스트로 이미지를 고정한다는 걸 몰랐음.", "현재 §IMG§@§D§. :latest는 §D2§로 더 최신이지만 승격 전.", ""),
          ("같은 태그인데 노드마다 다른 이미지가 돌고 있었음.", "crictl images --digests 결과 한쪽은 §D§, 다른 쪽은 §D2§. 다이제스트 고정으로 해결.", "운영에서 mutable 태그 금지할까요?")]
    return cnote(lang, "container image digests", en, ko, v)


@ck("file checksums")
def c_checksums(lang):
    v = cv(lang)
    v["S1"], v["S2"], v["M"] = hexs(64), hexs(64), hexs(32)
    v["F"] = pick(["terraform_%s_linux_amd64.zip", "node-v%s-linux-x64.tar.xz", "kubectl-%s", "%s-app-release.apk"]) % v["ver"]
    en = [("The downloaded binary failed verification and I didn't know where the official checksum is.", "SHA256SUMS says §S1§  §F§; mine was §S2§, so the download was truncated.", ""),
          ("Nobody told me the artifact bucket stores an md5 per upload.", "Object §F§ has Content-MD5 equivalent §M§ and sha256 §S1§.", "Should we switch verification to sha256 only?")]
    ko = [("받은 바이너리 검증이 실패했는데 공식 체크섬 위치를 몰랐음.", "SHA256SUMS에는 §S1§  §F§, 내 파일은 §S2§. 다운로드가 잘린 거였음.", ""),
          ("아티팩트 버킷이 업로드마다 md5를 저장하는 줄 몰랐음.", "§F§ 객체: md5 §M§, sha256 §S1§.", "검증을 sha256만으로 통일할까요?")]
    return cnote(lang, "file checksums", en, ko, v)


@ck("lockfile integrity hashes")
def c_integrity(lang):
    v = cv(lang)
    pkgname = pick(["axios", "jsonwebtoken", "dotenv", "@aws-sdk/client-s3", "bcryptjs", "passport-jwt"])
    v["NPMI"] = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (pkgname, v["ver"], pkgname, pkgname.split("/")[-1], v["ver"], b64(rbytes(64)))
    v["SNIP"] = pick([
        '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (pkgname, v["ver"], pkgname, pkgname.split("/")[-1], v["ver"], b64(rbytes(64))),
        "golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s" % (rint(20, 31), b64(rbytes(32)), rint(20, 31), b64(rbytes(32))),
        "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 3), hexs(64), hexs(64))])
    en = [("CI failed with an integrity mismatch and I didn't know why.", "The lockfile entry:\n§NPMI§\nThe mirror had a re-published tarball; clearing the cache fixed it.", ""),
          ("I wasn't sure whether to commit lockfile hash changes.", "§SNIP§\nYes, commit them; they pin exact artifacts.", "")]
    ko = [("CI가 integrity 불일치로 실패했는데 이유를 몰랐음.", "락파일 항목\n§NPMI§\n미러에 재배포된 tarball이 있었음. 캐시 지우니 해결.", ""),
          ("락파일 해시 변경을 커밋해야 하는지 헷갈렸음.", "§SNIP§\n커밋해야 함. 정확한 아티팩트를 고정하는 값.", "")]
    return cnote(lang, "lockfile integrity hashes", en, ko, v)


@ck("request IDs and trace IDs")
def c_request_ids(lang):
    v = cv(lang)
    v["RID"] = pick([uuid4(), "req_" + rs(ALNUM, 14), rs(UPNUM, 16), "Root=1-%s-%s" % (hexs(8), hexs(24))])
    v["TP"] = "00-%s-%s-01" % (hexs(32), hexs(16))
    v["RAY"] = "%s-%s" % (hexs(16), pick(["ICN", "NRT", "SJC", "FRA"]))
    en = [("Support asked for the failing request and I didn't know what to send.", "Request ID §RID§, traceparent §TP§. That's enough for them to find it.", ""),
          ("I couldn't correlate the 502 between Cloudflare and the origin.", "cf-ray §RAY§ maps to our access log line with x-request-id §uuid§.", "Should we log cf-ray at the origin?"),
          ("The vendor's 500 had no details.", "Their response headers: x-request-id: §RID§, x-amzn-trace-id present. Opened a ticket with those.", "")]
    ko = [("서포트에서 실패한 요청 정보를 달라는데 뭘 보내야 할지 몰랐음.", "Request ID §RID§, traceparent §TP§ 보내면 됨.", ""),
          ("Cloudflare와 오리진 사이 502를 매칭하지 못했음.", "cf-ray §RAY§ ↔ 우리 access log의 x-request-id §uuid§.", "오리진에서도 cf-ray를 남길까요?")]
    return cnote(lang, "request IDs and trace IDs", en, ko, v)


@ck("AWS resource IDs and caller identity")
def c_aws_ids(lang):
    v = cv(lang)
    v["I"] = "i-0" + hexs(16)
    v["SG"] = "sg-0" + hexs(16)
    v["VPC"] = "vpc-0" + hexs(16)
    v["ROLEID"] = aws_unique_id("AROA")
    v["OUT"] = '{\n    "UserId": "%s:%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s/%s"\n}' % (v["ROLEID"], v["user"], v["acct"], v["acct"], pick(["AdministratorAccess", "DeployRole", "ReadOnly"]), v["user"])
    en = [("I wasn't sure which role my session had assumed.", "$ aws sts get-caller-identity\n§OUT§", ""),
          ("The instance couldn't reach RDS and nobody told me about the SG rules.", "§I§ in §VPC§ had §SG§ attached, which doesn't allow 5432 outbound.", "Should the SG be managed by Terraform?")]
    ko = [("세션이 어떤 롤을 쓰고 있는지 헷갈렸음.", "$ aws sts get-caller-identity\n§OUT§", ""),
          ("인스턴스가 RDS에 못 붙는데 SG 규칙 얘기를 못 들었음.", "§VPC§의 §I§에 §SG§가 붙어 있었고 5432 아웃바운드가 막혀 있었음.", "SG를 Terraform으로 관리할까요?")]
    return cnote(lang, "AWS resource IDs and caller identity", en, ko, v)


@ck("Stripe object IDs (not keys)")
def c_stripe_ids(lang):
    v = cv(lang)
    v["CUS"] = stripe_id("cus_", 14)
    v["PI"] = stripe_id("pi_3", 23)
    v["EVT"] = stripe_id("evt_1", 23)
    v["PRICE"] = stripe_id("price_1", 23)
    v["SUB"] = stripe_id("sub_1", 23)
    en = [("A customer was double charged and I didn't know how to trace it.", "Customer §CUS§ has two PaymentIntents; the duplicate is §PI§, created by webhook §EVT§ being retried.", "Should the webhook handler be idempotent on event ID?"),
          ("Nobody told me which price the legacy plan maps to.", "Legacy plan → §PRICE§; the affected subscription is §SUB§.", "")]
    ko = [("고객이 이중 결제됐는데 추적 방법을 몰랐음.", "고객 §CUS§에 PaymentIntent가 두 개. 중복은 §PI§이고 웹훅 §EVT§ 재시도 때문에 생성됨.", "웹훅 핸들러를 이벤트 ID 기준으로 멱등하게 바꿀까요?"),
          ("레거시 요금제가 어떤 price에 매핑되는지 몰랐음.", "레거시 요금제 → §PRICE§, 문제 구독은 §SUB§.", "")]
    return cnote(lang, "Stripe object IDs (not keys)", en, ko, v)


@ck("Slack/Discord/Mongo object IDs")
def c_chat_ids(lang):
    v = cv(lang)
    v["C"] = "C0" + rs(UPNUM, 9)
    v["U"] = "U0" + rs(UPNUM, 9)
    v["TS"] = "%d.%06d" % (epoch(), rint(0, 999999))
    v["OID"] = "%08x" % epoch() + hexs(16)
    v["SNOW"] = snowflake()
    en = [("The alert bot posted to the wrong channel and I didn't know the channel ID.", "Alerts should go to §C§ (#alerts-prod); it was posting to a DM with §U§. Message ts §TS§.", ""),
          ("I needed the record behind the bug report.", "Mongo document _id §OID§; the Discord message that reported it is §SNOW§.", "")]
    ko = [("알림 봇이 엉뚱한 채널에 올렸는데 채널 ID를 몰랐음.", "알림은 §C§ (#alerts-prod)로 가야 하는데 §U§와의 DM으로 가고 있었음. 메시지 ts §TS§.", ""),
          ("버그 리포트에 해당하는 레코드를 찾아야 했음.", "Mongo 문서 _id §OID§, 신고한 디스코드 메시지 §SNOW§.", "")]
    return cnote(lang, "Slack/Discord/Mongo object IDs", en, ko, v)


@ck("cloud tenant/subscription/project IDs")
def c_cloud_ids(lang):
    v = cv(lang)
    v["TEN"], v["SUBID"], v["APPID"] = uuid4(), uuid4(), uuid4()
    v["PNUM"] = str(rint(10 ** 11, 10 ** 12 - 1))
    en = [("I wasn't told which Azure subscription the staging resources live in.", "Tenant §TEN§, subscription §SUBID§; the app registration's client ID is §APPID§.", ""),
          ("The GCP console asked for the project number, not the ID.", "Project §proj§ = number §PNUM§.", "")]
    ko = [("스테이징 리소스가 어느 Azure 구독에 있는지 몰랐음.", "테넌트 §TEN§, 구독 §SUBID§, 앱 등록 클라이언트 ID §APPID§.", ""),
          ("GCP 콘솔이 프로젝트 ID가 아니라 번호를 달라고 함.", "프로젝트 §proj§ = 번호 §PNUM§.", "")]
    return cnote(lang, "cloud tenant/subscription/project IDs", en, ko, v)


@ck("OAuth client IDs and app identifiers")
def c_client_ids(lang):
    v = cv(lang)
    v["GCID"] = "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(LOWNUM, 32))
    v["GHID"] = pick(["Iv1." + hexs(16), "Iv23li" + rs(ALNUM, 14)])
    v["A0"] = rs(ALNUM, 32)
    v["TEAM"] = rs(UPNUM, 10)
    en = [("Login with Google failed with redirect_uri_mismatch.", "Client ID §GCID§ only lists https://§dom§/auth/callback; the preview URL wasn't registered.", ""),
          ("I didn't know the GitHub App's client ID is needed for device flow.", "It's §GHID§ (public, fine to ship in the CLI). The client secret stays server-side.", ""),
          ("The iOS build needed identifiers I didn't have.", "Team ID §TEAM§, Auth0 client ID §A0§ for the native app.", "")]
    ko = [("구글 로그인이 redirect_uri_mismatch로 실패.", "클라이언트 ID §GCID§에 https://§dom§/auth/callback만 등록돼 있었고 프리뷰 URL은 없었음.", ""),
          ("디바이스 플로에 GitHub App 클라이언트 ID가 필요하다는 걸 몰랐음.", "§GHID§ (공개값, CLI에 넣어도 됨). 클라이언트 시크릿은 서버에만.", "")]
    return cnote(lang, "OAuth client IDs and app identifiers", en, ko, v)


@ck("document/file IDs in URLs")
def c_doc_ids(lang):
    v = cv(lang)
    v["GD"] = "https://docs.google.com/document/d/1%s/edit" % rs(URLSAFE, 43)
    v["FG"] = "https://www.figma.com/design/%s/Checkout?node-id=%d-%d" % (rs(ALNUM, 22), rint(1, 999), rint(1, 9999))
    v["NO"] = "https://www.notion.so/%s/Runbook-%s" % (v["org"], hexs(32))
    en = [("The design spec link in the ticket was dead.", "Current spec: §FG§; API notes: §GD§.", ""),
          ("Nobody pointed me to the runbook.", "It's §NO§.", "Can we link it from the repo README?")]
    ko = [("티켓에 있는 디자인 스펙 링크가 죽어 있었음.", "현재 스펙 §FG§, API 메모 §GD§.", ""),
          ("런북 위치를 아무도 안 알려줌.", "§NO§ 여기 있음.", "레포 README에 링크 걸까요?")]
    return cnote(lang, "document/file IDs in URLs", en, ko, v)


@ck("ETags and storage hashes")
def c_etags(lang):
    v = cv(lang)
    v["ET"] = '"%s"' % hexs(32)
    v["ETM"] = '"%s-%d"' % (hexs(32), rint(2, 40))
    v["GH"] = "crc32c=%s,md5=%s" % (b64(rbytes(4)), b64(rbytes(16)))
    en = [("I thought the S3 ETag was an MD5 and the comparison failed.", "Multipart uploads get ETags like §ETM§, not plain MD5s like §ET§.", ""),
          ("The GCS upload verification step was unclear.", "x-goog-hash: §GH§ — compare crc32c, md5 is absent for composite objects.", "")]
    ko = [("S3 ETag를 MD5라고 생각해서 비교가 실패함.", "멀티파트 업로드는 §ETM§ 형식이고 일반 업로드는 §ET§ 같은 MD5.", ""),
          ("GCS 업로드 검증 방법이 헷갈렸음.", "x-goog-hash: §GH§ — crc32c로 비교. composite 객체는 md5 없음.", "")]
    return cnote(lang, "ETags and storage hashes", en, ko, v)


@ck("webhook signature headers (HMAC outputs)")
def c_webhook_sig(lang):
    v = cv(lang)
    v["SS"] = "t=%d,v1=%s" % (epoch(), hexs(64))
    v["HS"] = "sha256=" + hexs(64)
    en = [("Webhook verification failed and I didn't know what the header looks like.", "Incoming header: Stripe-Signature: §SS§. We were hashing the parsed JSON instead of the raw body.", ""),
          ("GitHub deliveries were rejected by our endpoint.", "Delivery had X-Hub-Signature-256: §HS§; our code compared against the sha1 header.", "Should we drop sha1 support?")]
    ko = [("웹훅 서명 검증이 실패했는데 헤더 형식을 몰랐음.", "들어온 헤더: Stripe-Signature: §SS§. 원본 body 대신 파싱한 JSON으로 해시하고 있었음.", ""),
          ("GitHub 웹훅 전달이 우리 엔드포인트에서 거부됨.", "전달 헤더 X-Hub-Signature-256: §HS§, 우리 코드는 sha1 헤더와 비교하고 있었음.", "sha1 지원은 빼도 될까요?")]
    return cnote(lang, "webhook signature headers (HMAC outputs)", en, ko, v)


@ck("build hashes and cache keys")
def c_build_hashes(lang):
    v = cv(lang)
    v["CH"] = "main.%s.js" % hexs(8)
    v["BID"] = rs(URLSAFE, 21)
    v["CK"] = "Linux-node-%s" % hexs(64)
    en = [("Users got a blank page after deploy.", "index.html referenced §CH§ but the CDN still served the old manifest; Next.js buildId §BID§ didn't match.", "Should we purge the CDN on every deploy?"),
          ("CI was slow and nobody told me the cache key changed.", "Key is now §CK§ (hash of package-lock.json); every lockfile edit misses the cache.", "")]
    ko = [("배포 후 사용자 화면이 하얗게 나옴.", "index.html은 §CH§를 가리키는데 CDN은 예전 매니페스트. Next.js buildId §BID§ 불일치.", "배포마다 CDN 퍼지할까요?"),
          ("CI가 느려졌는데 캐시 키가 바뀐 걸 몰랐음.", "키가 §CK§ (package-lock.json 해시). 락파일 바뀔 때마다 캐시 미스.", "")]
    return cnote(lang, "build hashes and cache keys", en, ko, v)


@ck("Nix/IPFS/git-LFS content addresses")
def c_content_addr(lang):
    v = cv(lang)
    v["NIX"] = "/nix/store/%s-openssl-3.0.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rint(10, 15))
    v["CID"] = "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    v["LFS"] = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), rint(10 ** 5, 10 ** 9))
    en = [("The build picked up a different OpenSSL than expected.", "ldd showed §NIX§; the flake lock had moved.", ""),
          ("The model file in the repo was only 130 bytes.", "It's a git-lfs pointer:\n§LFS§\nRun `git lfs pull`.", ""),
          ("Nobody said the static assets are pinned on IPFS.", "Current root CID §CID§.", "")]
    ko = [("빌드가 예상과 다른 OpenSSL을 잡았음.", "ldd 결과 §NIX§. flake lock이 바뀌어 있었음.", ""),
          ("레포의 모델 파일이 130바이트밖에 안 됐음.", "git-lfs 포인터임\n§LFS§\n`git lfs pull` 해야 함.", "")]
    return cnote(lang, "Nix/IPFS/git-LFS content addresses", en, ko, v)


@ck("blockchain addresses and tx hashes (public)")
def c_chain_public(lang):
    v = cv(lang)
    v["ADDR"] = "0x" + hexs(40)
    v["TX"] = "0x" + hexs(64)
    v["BC1"] = bc1_address()
    en = [("The payout didn't arrive and I didn't know how to check on-chain.", "Tx §TX§ to §ADDR§ is confirmed on Sepolia; the UI was polling mainnet.", ""),
          ("Which address receives the BTC donations? Not in the docs.", "§BC1§ (watch-only in our wallet).", "")]
    ko = [("출금이 안 들어왔는데 온체인 확인 방법을 몰랐음.", "트랜잭션 §TX§ → §ADDR§ 는 Sepolia에서 확정됨. UI가 메인넷을 보고 있었음.", ""),
          ("BTC 후원 주소가 문서에 없었음.", "§BC1§ (지갑에서는 watch-only).", "")]
    return cnote(lang, "blockchain addresses and tx hashes (public)", en, ko, v)


# ---------------------------------------------------------------- public keys, certificates, signatures
@ck("SSH public keys and fingerprints")
def c_ssh_pub(lang):
    v = cv(lang)
    line, fp = ed_pub_line("%s@%s" % (v["user"], pick(["macbook", "laptop", "ci-runner", "bastion"])))
    v["PUB"], v["FP"] = line, fp
    en = [("I didn't know deploy access is granted by adding a key to the bastion.", "Added my public key to authorized_keys:\n§PUB§\nFingerprint §FP§.", ""),
          ("ssh warned about a changed host key and nobody told me the bastion was rebuilt.", "New host key fingerprint is §FP§ (confirmed with §person§). Removed the old line with ssh-keygen -R.", ""),
          ("Needed to register my key for the Git server.", "Uploaded §PUB§", "")]
    ko = [("배포 권한은 배스천에 키를 추가하는 방식이라는 걸 몰랐음.", "authorized_keys에 내 공개키 추가\n§PUB§\n지문 §FP§", ""),
          ("호스트 키 변경 경고가 떴는데 배스천 재구축 소식을 못 들었음.", "새 호스트 키 지문 §FP§ (§person§ 님 확인). ssh-keygen -R로 예전 줄 삭제.", "")]
    return cnote(lang, "SSH public keys and fingerprints", en, ko, v)


@ck("known_hosts entries")
def c_known_hosts(lang):
    v = cv(lang)
    line1, _ = ed_pub_line("")
    salt = b64(rbytes(20))
    v["KH"] = "|1|%s|%s %s\n%s %s" % (salt, b64(rbytes(20)), line1, pick(["git.%s" % v["dom"], v["ip"]]), ed_pub_line("")[0])
    en = [("The CI job hung on 'Are you sure you want to continue connecting'.", "Pinned the host keys in the runner's known_hosts:\n§KH§", "Should known_hosts be baked into the runner image?")]
    ko = [("CI 잡이 'Are you sure you want to continue connecting'에서 멈춤.", "러너 known_hosts에 호스트 키 고정\n§KH§", "러너 이미지에 known_hosts를 넣어둘까요?")]
    return cnote(lang, "known_hosts entries", en, ko, v)


@ck("PEM public key / JWKS")
def c_pubkey_pem(lang):
    v = cv(lang)
    _, _, spki = ec_p256_keys()
    v["PEM"] = pem("PUBLIC KEY", pem_lines(spki))
    x, y = b64u(rbytes(32)), b64u(rbytes(32))
    v["JWK"] = '{"keys":[{"kty":"EC","crv":"P-256","kid":"%s","use":"sig","alg":"ES256","x":"%s","y":"%s"}]}' % (hexs(8), x, y)
    en = [("The partner needs our public key to verify webhook JWTs.", "Sent them this (public half only):\n§PEM§", ""),
          ("Token verification failed after key rotation; nobody told me the JWKS is cached.", "Current JWKS at /.well-known/jwks.json:\n§JWK§\nThe gateway caches it for 24h.", "Can we lower the JWKS cache TTL?")]
    ko = [("파트너가 웹훅 JWT 검증용으로 우리 공개키를 요청함.", "공개키만 전달\n§PEM§", ""),
          ("키 로테이션 후 토큰 검증이 실패. JWKS가 캐시된다는 걸 몰랐음.", "/.well-known/jwks.json 현재 값\n§JWK§\n게이트웨이가 24시간 캐시함.", "JWKS 캐시 TTL 줄일 수 있나요?")]
    return cnote(lang, "PEM public key / JWKS", en, ko, v)


@ck("certificates (public)")
def c_certs(lang):
    v = cv(lang)
    lines = fake_cert_lines()
    v["CERT"] = pem("CERTIFICATE", lines[:rint(4, 6)]) .replace("\n-----END", "\n...\n-----END")
    v["FP"] = ":".join(wrap(hexs(64).upper(), 2))
    v["NA"] = "%s %d %02d:%02d:%02d %d GMT" % (pick(["Jan", "Mar", "Jun", "Sep", "Nov"]), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), pick([2025, 2026]))
    en = [("The partner's TLS handshake failed and I didn't know which cert they present.", "Their leaf cert (public) starts:\n§CERT§\nSHA-256 fingerprint §FP§; notAfter §NA§.", "Should we pin the intermediate instead of the leaf?"),
          ("I wasn't told the internal CA bundle must be mounted in the job.", "openssl x509 -noout -fingerprint -sha256 -in ca.crt → §FP§", "")]
    ko = [("파트너 TLS 핸드셰이크가 실패했는데 어떤 인증서를 내주는지 몰랐음.", "상대 leaf 인증서(공개) 앞부분\n§CERT§\nSHA-256 지문 §FP§, 만료 §NA§", "leaf 대신 중간 인증서를 피닝할까요?"),
          ("잡에 사내 CA 번들을 마운트해야 한다는 걸 몰랐음.", "openssl x509 -noout -fingerprint -sha256 -in ca.crt → §FP§", "")]
    return cnote(lang, "certificates (public)", en, ko, v)


@ck("GPG key IDs and signatures")
def c_gpg(lang):
    v = cv(lang)
    v["FPR"] = hexs(40).upper()
    v["KID"] = v["FPR"][-16:]
    v["SIG"] = pgp_signature_block()
    en = [("Commits showed as Unverified and I didn't know the signing setup.", "git config user.signingkey §KID§ (fingerprint §FPR§); upload the public key to GitHub.", ""),
          ("I didn't know release tags are signed.", "git cat-file -p v§ver§ ends with:\n§SIG§", "Which keys are allowed to sign releases?")]
    ko = [("커밋이 Unverified로 나오는데 서명 설정을 몰랐음.", "git config user.signingkey §KID§ (지문 §FPR§), 공개키를 GitHub에 등록.", ""),
          ("릴리스 태그에 서명이 붙는다는 걸 몰랐음.", "git cat-file -p v§ver§ 끝부분\n§SIG§", "")]
    return cnote(lang, "GPG key IDs and signatures", en, ko, v)


@ck("age/WireGuard public keys")
def c_pub_recipients(lang):
    v = cv(lang)
    v["AGE1"], v["AGE2"] = bech32("age", x25519(rbytes(32))), bech32("age", x25519(rbytes(32)))
    v["WGP"] = b64(x25519(clamp25519(rbytes(32))))
    en = [("Nobody said who can decrypt the SOPS files.", ".sops.yaml recipients:\n  - §AGE1§  (ci)\n  - §AGE2§  (§person§)", "Can I add my public key?"),
          ("My VPN peer wouldn't handshake.", "wg show: peer §WGP§, latest handshake: (none). The server had my old public key.", "")]
    ko = [("SOPS 파일을 누가 복호화할 수 있는지 아무도 말 안 함.", ".sops.yaml recipients\n  - §AGE1§  (ci)\n  - §AGE2§  (§person§)", "제 공개키 추가해도 되나요?"),
          ("VPN 피어 핸드셰이크가 안 됐음.", "wg show: peer §WGP§, latest handshake 없음. 서버에 예전 공개키가 남아 있었음.", "")]
    return cnote(lang, "age/WireGuard public keys", en, ko, v)


@ck("signing certificate fingerprints (Android/iOS)")
def c_sign_fp(lang):
    v = cv(lang)
    v["SHA1"] = ":".join(wrap(hexs(40).upper(), 2))
    v["SHA256"] = ":".join(wrap(hexs(64).upper(), 2))
    en = [("Google Sign-In failed on release builds only.", "Firebase had the debug SHA-1 only; added the Play signing SHA-1 §SHA1§ and SHA-256 §SHA256§.", "")]
    ko = [("릴리스 빌드에서만 구글 로그인이 실패.", "Firebase에 디버그 SHA-1만 있었음. Play 앱 서명 SHA-1 §SHA1§, SHA-256 §SHA256§ 추가.", "")]
    return cnote(lang, "signing certificate fingerprints (Android/iOS)", en, ko, v)


# ---------------------------------------------------------------- base64 and encodings of non-secret data
@ck("base64 of non-secret data")
def c_base64(lang):
    v = cv(lang)
    cur = b64(jcompact({"id": rint(1000, 99999), "created_at": isots()}).encode())
    v["CUR"] = cur
    v["CM"] = b64(jcompact({"featureFlags": {"newCheckout": True, "darkMode": False}, "region": v["region"]}).encode())
    v["DU"] = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAA" + rs(ALNUM, 20) + "=="
    en = [("Pagination returned duplicates and I didn't understand the cursor.", "The cursor is just base64 JSON: §CUR§ decodes to the last id and timestamp.", ""),
          ("The ConfigMap value looked encoded and I didn't know why.", "binaryData.flags = §CM§ — base64 of the flags JSON, nothing sensitive.", ""),
          ("A test snapshot had a huge string in it.", "It's an inline image: §DU§", "")]
    ko = [("페이지네이션이 중복을 반환했는데 커서 형식을 몰랐음.", "커서는 base64 JSON: §CUR§ → 마지막 id와 시각.", ""),
          ("ConfigMap 값이 인코딩돼 있어서 뭔지 몰랐음.", "binaryData.flags = §CM§ — 플래그 JSON의 base64, 민감정보 아님.", "")]
    return cnote(lang, "base64 of non-secret data", en, ko, v)


@ck("kubeconfig CA data (public)")
def c_ca_data(lang):
    v = cv(lang)
    ca = b64((pem("CERTIFICATE", fake_cert_lines(3)) + "\n").encode())
    v["SNIP"] = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s" % (ca, hexs(32).upper(), v["region"], v["proj"])
    en = [("kubectl failed with 'x509: certificate signed by unknown authority'.", "My kubeconfig had an old CA; the current cluster entry is:\n§SNIP§\nAuth is via aws eks get-token, no static credentials.", "")]
    ko = [("kubectl이 'x509: certificate signed by unknown authority'로 실패.", "kubeconfig의 CA가 예전 것이었음. 현재 클러스터 항목\n§SNIP§\n인증은 aws eks get-token 방식, 고정 크리덴셜 없음.", "")]
    return cnote(lang, "kubeconfig CA data (public)", en, ko, v)


@ck("Helm release blob (gzip+base64)")
def c_helm_blob(lang):
    v = cv(lang)
    data = jcompact({"name": v["svc"], "info": {"status": "deployed", "description": "Upgrade complete"}, "chart": {"metadata": {"name": v["svc"], "version": v["ver"]}}, "version": rint(2, 40)}).encode()
    v["BLOB"] = b64(gzip.compress(data, mtime=0))
    en = [("I didn't know what the sh.helm.release.v1 secrets contain.", "After one base64 decode the release field looks like §BLOB§ — gzip of the release JSON (chart metadata, status).", "")]
    ko = [("sh.helm.release.v1 시크릿에 뭐가 들어있는지 몰랐음.", "base64 한 번 풀면 release 필드가 §BLOB§ 같은 형태 — 릴리스 JSON(차트 메타데이터, 상태)의 gzip.", "")]
    return cnote(lang, "Helm release blob (gzip+base64)", en, ko, v)


@ck("JWT header only / decoded claims")
def c_jwt_header(lang):
    v = cv(lang)
    v["H"] = b64u(jcompact({"alg": "RS256", "kid": hexs(40), "typ": "JWT"}).encode())
    v["CLAIMS"] = jcompact({"iss": "https://%s.auth0.com/" % v["org"], "aud": "https://api.%s" % v["dom"], "exp": epoch(), "scope": "read:orders"})
    en = [("Token validation failed with 'kid not found'.", "The token header segment §H§ decodes to a kid that isn't in our JWKS; the IdP rotated keys.", ""),
          ("I didn't know which audience the API expects.", "Decoded claims of a failing token: §CLAIMS§. Audience must match exactly, trailing slash included.", "")]
    ko = [("토큰 검증이 'kid not found'로 실패.", "헤더 세그먼트 §H§를 풀면 우리 JWKS에 없는 kid가 나옴. IdP가 키를 교체함.", ""),
          ("API가 어떤 audience를 기대하는지 몰랐음.", "실패한 토큰의 디코딩된 클레임: §CLAIMS§. audience는 끝 슬래시까지 정확히 일치해야 함.", "")]
    return cnote(lang, "JWT header only / decoded claims", en, ko, v)


# ---------------------------------------------------------------- configs without secrets
@ck("~/.aws/config without credentials")
def c_aws_config(lang):
    v = cv(lang)
    v["CFG"] = "[profile %s]\nsso_session = %s\nsso_account_id = %s\nsso_role_name = %s\nregion = %s\n\n[sso-session %s]\nsso_start_url = https://%s.awsapps.com/start\nsso_region = %s" % (
        v["env"], v["org"], v["acct"], pick(["PowerUser", "ReadOnly", "Developer"]), v["region"], v["org"], v["org"], v["region"])
    en = [("Nobody told me we use IAM Identity Center, not access keys.", "~/.aws/config:\n§CFG§\nThen `aws sso login --profile §env§`.", ""),
          ("I kept looking for ~/.aws/credentials and there isn't one.", "Everything is SSO:\n§CFG§", "Is there a profile for the audit account?")]
    ko = [("액세스 키가 아니라 IAM Identity Center를 쓴다는 걸 몰랐음.", "~/.aws/config:\n§CFG§\n그다음 `aws sso login --profile §env§`.", ""),
          ("~/.aws/credentials를 계속 찾았는데 아예 없음.", "전부 SSO:\n§CFG§", "감사 계정용 프로파일도 있나요?")]
    return cnote(lang, "~/.aws/config without credentials", en, ko, v)


@ck("ssh config")
def c_ssh_config(lang):
    v = cv(lang)
    v["CFG"] = "Host bastion-%s\n  HostName %s\n  User %s\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes\n\nHost %s-*\n  ProxyJump bastion-%s" % (v["env"], v["ip"], pick(["ubuntu", "ec2-user", "deploy"]), v["env"], v["env"])
    en = [("I couldn't reach the private hosts and nobody mentioned the jump host.", "~/.ssh/config:\n§CFG§", ""),
          ("ssh tried five keys and got 'Too many authentication failures'.", "IdentitiesOnly fixed it:\n§CFG§", "")]
    ko = [("사설망 호스트에 접속이 안 됐는데 점프 호스트 얘기를 못 들음.", "~/.ssh/config:\n§CFG§", ""),
          ("ssh가 키를 다섯 개 시도하다가 Too many authentication failures.", "IdentitiesOnly로 해결\n§CFG§", "")]
    return cnote(lang, "ssh config", en, ko, v)


@ck("registry config with env references")
def c_npmrc_ref(lang):
    v = cv(lang)
    v["NPM"] = pick(["//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}" % v["org"],
                     "npmRegistryServer: \"https://npm.%s\"\nnpmAuthToken: \"${NPM_AUTH_TOKEN}\"\nnodeLinker: node-modules" % v["dom"]])
    v["CFG"] = pick([v["NPM"], "[global]\nindex-url = https://pypi.org/simple\nextra-index-url = https://${PIP_USER}:${PIP_PASSWORD}@nexus.%s/repository/pypi/simple" % v["dom"]])
    en = [("npm install failed with 401 on the scoped package.", "The committed config only references env vars:\n§NPM§\nExport the token before installing.", ""),
          ("I thought the registry config in the repo contained a token.", "It doesn't:\n§CFG§", "")]
    ko = [("스코프 패키지 설치가 401로 실패.", "커밋된 설정은 env 변수만 참조\n§NPM§\n설치 전에 토큰을 export 해야 함.", ""),
          ("레포의 레지스트리 설정에 토큰이 있는 줄 알았음.", "없음\n§CFG§", "")]
    return cnote(lang, "registry config with env references", en, ko, v)


@ck("secret-scanner config and regexes")
def c_gitleaks(lang):
    v = cv(lang)
    v["CFG"] = pick(['[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\nkeywords = ["ghp_"]\n\n[allowlist]\npaths = [\'\'\'tests/fixtures/.*\'\'\']',
                     "- id: aws-access-key\n  pattern: '(A3T[A-Z0-9]|AKIA|ASIA)[A-Z0-9]{16}'\n- id: slack-token\n  pattern: 'xox[baprs]-[0-9a-zA-Z-]{10,48}'",
                     "repos:\n  - repo: https://github.com/gitleaks/gitleaks\n    rev: v8.18.4\n    hooks:\n      - id: gitleaks"])
    v["RULES"] = '[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\nkeywords = ["ghp_"]\n\n[allowlist]\npaths = [\'\'\'tests/fixtures/.*\'\'\']'
    en = [("My push was rejected by the pre-receive hook and I didn't know what it checks.", "Rules from .gitleaks.toml:\n§RULES§", "Can test fixtures be allowlisted per file?"),
          ("I didn't know we run secret scanning as a pre-commit hook.", "§CFG§", "")]
    ko = [("push가 pre-receive 훅에서 거부됐는데 뭘 검사하는지 몰랐음.", ".gitleaks.toml 규칙\n§RULES§", "테스트 픽스처는 파일 단위로 allowlist 가능한가요?"),
          ("pre-commit 훅으로 시크릿 스캔을 돌린다는 걸 몰랐음.", "§CFG§", "")]
    return cnote(lang, "secret-scanner config and regexes", en, ko, v)


@ck("config files with secret-ish names but no values")
def c_config_names(lang):
    v = cv(lang)
    v["CFG"] = pick([
        "location /api/ {\n    proxy_pass http://%s:8080;\n    proxy_set_header Authorization $http_authorization;\n    proxy_set_header X-Api-Key $http_x_api_key;\n}" % v["svc"],
        "auth:\n  token_ttl: 15m\n  refresh_token_ttl: 720h\n  password_min_length: 12\n  secret_name: %s-%s-jwt\n  key_rotation_days: 90" % (v["svc"], v["env"]),
        "spring.datasource.password=${DB_PASSWORD}\nspring.security.oauth2.client.registration.github.client-secret=${GITHUB_CLIENT_SECRET}",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"])
    en = [("The config review flagged 'password' and 'token' in the file and I had to explain.", "No values, only names and references:\n§CFG§", ""),
          ("I wasn't sure where §svc§ reads its auth settings.", "§CFG§", "Should the TTLs be per-environment?")]
    ko = [("설정 리뷰에서 password, token 단어 때문에 걸려서 설명해야 했음.", "값은 없고 이름과 참조만 있음\n§CFG§", ""),
          ("§svc§가 인증 설정을 어디서 읽는지 헷갈렸음.", "§CFG§", "TTL을 환경별로 나눌까요?")]
    return cnote(lang, "config files with secret-ish names but no values", en, ko, v)


@ck(".gitignore / secret hygiene")
def c_gitignore(lang):
    v = cv(lang)
    core = [".env", ".env.*", "!.env.example"]
    extra = picks(["*.pem", "*.p12", "*.key", "*.jks", "secrets/", ".terraform/", "terraform.tfstate*", "*.ppk", "id_*",
                   ".vault_pass*", "credentials.json", "service-account*.json", ".npmrc", ".pypirc"], rint(4, 7))
    v["GI"] = "\n".join(core + extra)
    en = [("I almost committed my local .env and nobody told me the ignore rules.", ".gitignore has:\n§GI§", ""),
          ("The new repo template was missing ignore rules for key files.", "Copied these from the platform template:\n§GI§", "Should the template enforce them?")]
    ko = [("로컬 .env를 커밋할 뻔했는데 ignore 규칙을 몰랐음.", ".gitignore 내용\n§GI§", ""),
          ("새 레포 템플릿에 키 파일 ignore 규칙이 빠져 있었음.", "플랫폼 템플릿에서 복사\n§GI§", "템플릿에서 강제할까요?")]
    return cnote(lang, ".gitignore / secret hygiene", en, ko, v)


# ---------------------------------------------------------------- code
@ck("code reading secrets from env")
def c_code_env(lang):
    v = cv(lang)
    v["CODE"] = pick([
        'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nclient = OpenAI(api_key=os.environ.get("OPENAI_API_KEY"))',
        'const token = process.env.GITHUB_TOKEN;\nif (!token) throw new Error("GITHUB_TOKEN is not set");\nconst octokit = new Octokit({ auth: token });',
        'apiKey := os.Getenv("DD_API_KEY")\nif apiKey == "" {\n    log.Fatal("DD_API_KEY missing")\n}',
        'let token = std::env::var("SLACK_BOT_TOKEN").expect("SLACK_BOT_TOKEN not set");',
        'String password = System.getenv("DB_PASSWORD");'])
    en = [("I didn't know the service fails fast when a secret is missing.", "§CODE§\nSo a crash at boot usually means the env var wasn't injected.", ""),
          ("Reviewing the PR: does it hard-code any key?", "No, it reads from env:\n§CODE§", "")]
    ko = [("시크릿이 없으면 서비스가 바로 죽도록 돼 있는 줄 몰랐음.", "§CODE§\n부팅 때 죽으면 대부분 env 주입이 안 된 것.", ""),
          ("PR 리뷰: 키 하드코딩 있나?", "없음. env에서 읽음\n§CODE§", "")]
    return cnote(lang, "code reading secrets from env", en, ko, v)


@ck("code generating/hashing secrets")
def c_code_crypto(lang):
    v = cv(lang)
    v["GEN"] = pick(["token = secrets.token_urlsafe(32)\nstore_hash(hashlib.sha256(token.encode()).hexdigest())",
                     "const key = crypto.randomBytes(32).toString('hex');\nawait db.apiKeys.insert({ hash: sha256(key), prefix: key.slice(0, 6) });"])
    v["HASH"] = pick(["hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))",
                      "ph = PasswordHasher(time_cost=3, memory_cost=65536, parallelism=4)\nhash = ph.hash(password)"])
    v["ROT"] = "openssl rand -base64 32 | vault kv put secret/%s/%s jwt_secret=-" % (v["svc"], v["env"])
    en = [("I didn't know how API tokens are created for customers.", "§GEN§\nOnly the hash is stored; the plaintext is shown once.", ""),
          ("Wasn't sure about our password hashing parameters.", "§HASH§", "Should we bump the cost factor?"),
          ("The JWT secret rotation runbook skipped how the new value is made.", "It's generated and written in one pipe, never printed:\n§ROT§", "")]
    ko = [("고객 API 토큰을 어떻게 생성하는지 몰랐음.", "§GEN§\n해시만 저장하고 평문은 한 번만 보여줌.", ""),
          ("비밀번호 해싱 파라미터가 뭔지 몰랐음.", "§HASH§", "cost 올려야 할까요?"),
          ("JWT 시크릿 교체 런북에 새 값을 만드는 방법이 빠져 있었음.", "생성과 저장을 파이프 하나로, 화면엔 안 찍힘\n§ROT§", "")]
    return cnote(lang, "code generating/hashing secrets", en, ko, v)


@ck("code verifying signatures/tokens")
def c_code_verify(lang):
    v = cv(lang)
    v["HM"] = 'expected = hmac.new(secret, request.body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, signature):\n    abort(401)'
    v["CT"] = pick(["if (!crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return res.status(401).end();",
                    "if not hmac.compare_digest(provided, expected):\n    raise PermissionDenied()"])
    v["JW"] = 'claims = jwt.decode(token, key=jwks_client.get_signing_key_from_jwt(token).key, algorithms=["RS256"], audience=AUDIENCE)'
    en = [("Signature checks randomly failed and I didn't know why.", "The handler:\n§HM§\nThe body was re-serialized by middleware before hashing.", ""),
          ("I needed to confirm we compare tokens in constant time.", "§CT§", ""),
          ("I didn't know the API pins the JWT algorithm.", "§JW§\nTokens signed with HS256 are rejected even if the signature is valid.", "")]
    ko = [("서명 검증이 간헐적으로 실패했는데 이유를 몰랐음.", "핸들러 코드\n§HM§\n미들웨어가 해시 전에 body를 다시 직렬화하고 있었음.", ""),
          ("토큰 비교가 상수 시간인지 확인해야 했음.", "§CT§", ""),
          ("API가 JWT 알고리즘을 고정한다는 걸 몰랐음.", "§JW§\nHS256으로 서명된 토큰은 서명이 맞아도 거부됨.", "")]
    return cnote(lang, "code verifying signatures/tokens", en, ko, v)


# ---------------------------------------------------------------- logs and errors
@ck("auth error messages")
def c_auth_errors(lang):
    v = cv(lang)
    v["ERR"] = pick([
        'FATAL:  password authentication failed for user "%s"' % v["u"],
        "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (v["u"], v["ip"]),
        "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (v["org"], v["repo"]),
        "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
        "An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
        '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
        "Error: 401 Unauthorized: {\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\"}",
        "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}"])
    v["SIG"] = "An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method."
    en = [("I didn't know the error below means the credential itself is wrong, not the network.", "§ERR§", "Which secret store entry should I check first?"),
          ("The job failed overnight with an auth error.", "§ERR§\nCause: the key was rotated and the job still had the old one cached.", ""),
          ("Misleading error: looked like a permissions problem.", "Actual message:\n§SIG§\nIt was clock skew on the runner, not the key.", "")]
    ko = [("아래 에러가 네트워크가 아니라 크리덴셜 자체 문제라는 걸 몰랐음.", "§ERR§", "어떤 시크릿 항목부터 확인하면 되나요?"),
          ("밤사이 잡이 인증 에러로 실패.", "§ERR§\n원인: 키가 교체됐는데 잡이 예전 값을 캐시하고 있었음.", ""),
          ("권한 문제처럼 보이는 헷갈리는 에러.", "실제 메시지\n§SIG§\n키 문제가 아니라 러너 시계가 틀어져 있었음.", "")]
    return cnote(lang, "auth error messages", en, ko, v)


@ck("access logs with query strings")
def c_access_logs(lang):
    v = cv(lang)
    lines = []
    for _ in range(rint(2, 3)):
        lines.append('%s - - [%02d/Mar/2025:%02d:%02d:%02d +0900] "GET /api/v2/orders?page=%d&per_page=50&sort=-created_at&utm_source=newsletter HTTP/1.1" %d %d "-" "Mozilla/5.0" rid=%s' % (
            ipv4_private(), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(1, 40), pick([200, 200, 304, 429, 502]), rint(200, 90000), hexs(16)))
    v["LOG"] = "\n".join(lines)
    en = [("I didn't know the 429s came from a single client.", "Access log sample:\n§LOG§", "Should rate limits be per API client?"),
          ("The slow endpoint wasn't obvious from metrics.", "§LOG§\nAll slow ones use sort=-created_at without an index.", "")]
    ko = [("429가 한 클라이언트에서만 나온다는 걸 몰랐음.", "액세스 로그 샘플\n§LOG§", "API 클라이언트별로 rate limit 걸까요?"),
          ("메트릭만으로는 느린 엔드포인트가 안 보였음.", "§LOG§\n느린 건 전부 인덱스 없는 sort=-created_at.", "")]
    return cnote(lang, "access logs with query strings", en, ko, v)


@ck("k8s events / image pull errors")
def c_k8s_events(lang):
    v = cv(lang)
    v["EV"] = pick([
        "Warning  Failed     12s (x3 over 50s)  kubelet  Failed to pull image \"%s.dkr.ecr.%s.amazonaws.com/%s:%s\": rpc error: code = Unknown desc = failed to authorize: failed to fetch anonymous token: unexpected status: 401 Unauthorized" % (v["acct"], v["region"], v["svc"], v["short"]),
        "Warning  FailedMount  2m  kubelet  MountVolume.SetUp failed for volume \"secrets-store\" : rpc error: code = Unknown desc = failed to get secret %s/%s/db: AccessDeniedException" % (v["env"], v["svc"])])
    en = [("Pods were stuck and I didn't know where to look.", "kubectl describe pod:\n§EV§", "Does the node role need ECR pull permissions?"),
          ("Rollout hung in §env§.", "§EV§\nThe IRSA role lacked permission after the policy refactor.", "")]
    ko = [("파드가 멈춰 있었는데 어디를 봐야 할지 몰랐음.", "kubectl describe pod:\n§EV§", "노드 롤에 ECR pull 권한이 필요한가요?"),
          ("§envk§ 롤아웃이 멈춤.", "§EV§\n정책 리팩터링 후 IRSA 롤 권한이 빠져 있었음.", "")]
    return cnote(lang, "k8s events / image pull errors", en, ko, v)


@ck("stack traces with addresses and hex")
def c_stack(lang):
    v = cv(lang)
    v["GO"] = "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\ngoroutine %d [running]:\nmain.(*Client).Refresh(0xc000%s)\n\t/app/auth/client.go:88 +0x%s" % (hexs(6), rint(1, 300), hexs(6), hexs(2))
    v["ST"] = pick([
        "Traceback (most recent call last):\n  File \"/app/tasks.py\", line 57, in refresh_token\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.%s/oauth/token" % v["dom"],
        "java.lang.IllegalStateException: Token cache is empty\n\tat com.%s.auth.TokenProvider.get(TokenProvider.java:42)\n\tat com.%s.client.ApiClient.call(ApiClient.java:118)" % (v["org"].replace("-", ""), v["org"].replace("-", ""))])
    en = [("The token refresh crashed and I didn't know why.", "§GO§\nThe client was nil when the refresh ran before init.", ""),
          ("Crash in the auth client after the upgrade.", "§ST§", "Should refresh failures be retried?")]
    ko = [("토큰 갱신이 죽었는데 이유를 몰랐음.", "§GO§\n초기화 전에 갱신이 돌아서 클라이언트가 nil이었음.", ""),
          ("업그레이드 후 인증 클라이언트에서 크래시.", "§ST§", "갱신 실패 시 재시도할까요?")]
    return cnote(lang, "stack traces with addresses and hex", en, ko, v)


# ---------------------------------------------------------------- prose about credentials, no values
@ck("key rotation talk without values")
def c_rotation(lang):
    v = cv(lang)
    v["V"] = pick(["Stripe", "OpenAI", "Datadog", "SendGrid", "GitHub", "Slack", "AWS", "Twilio", "Sentry"])
    en = [("I wasn't told the §V§ key would be rotated today.", "Rotation steps that worked: create the new key in the console, update the vault entry, restart §svc§, watch error rate for 15 min, then revoke the old key.", "Can rotations be announced in §chan§ a day ahead?"),
          ("Nobody said the old §V§ key was already revoked.", "§svc§ kept the old value in memory until restart; after `kubectl rollout restart` it picked up the new one from the secret.", ""),
          ("The secret-scanning alert about a §V§ key was still open.", "Verified the key was revoked on §date§ and closed the alert as 'revoked'. Nothing else to do.", "Who should be paged for these alerts?")]
    ko = [("오늘 §V§ 키가 교체된다는 얘기를 못 들었음.", "잘 된 절차: 콘솔에서 새 키 생성 → vault 항목 갱신 → §svc§ 재시작 → 15분 에러율 확인 → 예전 키 폐기.", "교체 전날 §chan§에 공지해 줄 수 있나요?"),
          ("예전 §V§ 키가 이미 폐기됐다는 걸 아무도 말 안 함.", "§svc§가 재시작 전까지 예전 값을 메모리에 들고 있었음. rollout restart 후 새 값 반영.", ""),
          ("§V§ 키 관련 시크릿 스캐닝 알림이 열려 있었음.", "§date§에 폐기된 걸 확인하고 'revoked'로 닫음.", "이런 알림은 누가 받아야 하나요?")]
    return cnote(lang, "key rotation talk without values", en, ko, v)


@ck("password policy")
def c_pw_policy(lang):
    v = cv(lang)
    v["RE"] = pick(["^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^\\w\\s]).{12,128}$", "^(?=.*\\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[!@#$%^&*]).{12,64}$"])
    en = [("Signups failed with 'weak password' and the rule wasn't documented.", "Policy: min 12 chars, one upper, one lower, one digit, one symbol. Regex: §RE§", "Should we switch to a zxcvbn score instead?"),
          ("I didn't know the admin console enforces password expiry.", "Passwords expire every 90 days; last 5 can't be reused; lockout after 5 failures for 15 min.", "")]
    ko = [("회원가입이 '약한 비밀번호'로 실패하는데 규칙이 문서에 없었음.", "정책: 최소 12자, 대문자/소문자/숫자/특수문자 각 1개 이상. 정규식 §RE§", "zxcvbn 점수 기반으로 바꿀까요?"),
          ("관리 콘솔에 비밀번호 만료가 있는 줄 몰랐음.", "90일마다 만료, 최근 5개 재사용 불가, 5회 실패 시 15분 잠금.", "")]
    return cnote(lang, "password policy", en, ko, v)


@ck("CLI password flags explained in prose")
def c_cli_flags(lang):
    v = cv(lang)
    en = [("I didn't know `mysql -p` with a space prompts for the password.", "Use `mysql -u §u§ -p §db§` and type the password at the prompt; `-pSOMETHING` (no space) would put it in shell history.", ""),
          ("docker login warned that --password is insecure.", "Use --password-stdin and pipe from the credential helper or `op read`; never pass the password as an argument.", ""),
          ("psql kept asking for a password in cron.", "PGPASSWORD works but shows up in `ps e`; a ~/.pgpass file with mode 600 is the supported way.", "Should cron jobs use IAM auth instead?")]
    ko = [("`mysql -p` 뒤에 공백을 두면 비밀번호를 프롬프트로 묻는다는 걸 몰랐음.", "`mysql -u §u§ -p §db§` 하고 프롬프트에 입력. `-p값` (공백 없음)은 셸 히스토리에 남음.", ""),
          ("docker login이 --password는 안전하지 않다고 경고함.", "--password-stdin으로 credential helper나 `op read` 결과를 파이프로 넘길 것. 인자로 비밀번호 넘기지 말기.", ""),
          ("크론에서 psql이 계속 비밀번호를 물어봄.", "PGPASSWORD도 되지만 `ps e`에 보임. 권한 600인 ~/.pgpass가 정석.", "크론 잡은 IAM 인증으로 바꿀까요?")]
    return cnote(lang, "CLI password flags explained in prose", en, ko, v)


@ck("MFA/recovery talk without codes")
def c_mfa_talk(lang):
    v = cv(lang)
    en = [("I didn't know the shared AWS root account has a hardware MFA.", "The YubiKey is in the office safe; recovery codes are in the 'Break-glass' vault in 1Password, not anywhere in the wiki.", "Who is allowed to open the safe?"),
          ("Enrolling TOTP for the ops mailbox failed.", "The QR code expires after 5 minutes; generate it right before scanning. Backup codes were saved to the vault, not printed.", "")]
    ko = [("공용 AWS 루트 계정에 하드웨어 MFA가 있다는 걸 몰랐음.", "YubiKey는 사무실 금고에 있고 복구 코드는 1Password 'Break-glass' 볼트에 있음. 위키에는 없음.", "금고는 누가 열 수 있나요?"),
          ("ops 메일함 TOTP 등록이 실패.", "QR 코드는 5분 뒤 만료되니 스캔 직전에 생성. 백업 코드는 인쇄하지 않고 볼트에 저장.", "")]
    return cnote(lang, "MFA/recovery talk without codes", en, ko, v)


@ck("Wi-Fi/door info without the secret")
def c_wifi_talk(lang):
    v = cv(lang)
    v["ssid"] = pick(["Office-5G", "LAB_NET", "Guest-Wifi", "hanbit_5G"])
    en = [("The test phones couldn't join Wi-Fi.", "SSID §ssid§; the password is on the whiteboard in the lab and in 1Password under 'Office Wi-Fi'. The guest network blocks device-to-device traffic.", ""),
          ("I didn't know the server room has a keypad.", "Ask facilities for a personal code; shared codes were removed last quarter.", "")]
    ko = [("테스트폰이 와이파이에 안 붙었음.", "SSID §ssid§, 비밀번호는 실험실 화이트보드랑 1Password 'Office Wi-Fi' 항목에 있음. 게스트망은 기기 간 통신이 막혀 있음.", ""),
          ("서버실에 키패드가 있다는 걸 몰랐음.", "총무팀에 개인 코드 요청. 공용 코드는 지난 분기에 없어짐.", "")]
    return cnote(lang, "Wi-Fi/door info without the secret", en, ko, v)


@ck("token scopes and expiry talk")
def c_scopes(lang):
    v = cv(lang)
    en = [("The bot's PAT expired and nobody knew when it was created.", "New fine-grained token: repo §org§/§repo§ only, contents:read, pull_requests:write, expires in 90 days (on the calendar).", "Should the bot become a GitHub App instead?"),
          ("I wasn't sure what scopes the deploy token needs.", "read_registry + write_registry is enough; api scope isn't needed. Token itself is stored as a masked CI variable.", "")]
    ko = [("봇 PAT가 만료됐는데 언제 만들었는지 아무도 몰랐음.", "새 fine-grained 토큰: §org§/§repo§ 레포만, contents:read, pull_requests:write, 90일 만료 (캘린더에 등록).", "봇을 GitHub App으로 바꾸는 게 낫지 않을까요?"),
          ("배포 토큰에 어떤 scope가 필요한지 몰랐음.", "read_registry + write_registry면 충분, api scope 불필요. 토큰은 masked CI 변수로 저장.", "")]
    return cnote(lang, "token scopes and expiry talk", en, ko, v)


@ck("Korean credential words next to non-credential values")
def c_ko_words(lang):
    v = cv(lang)
    v["n1"], v["n2"] = rint(8, 16), rint(300, 7200)
    en = [("The spec for the login page wasn't final.", "Password field: min §n1§ chars; token lifetime §n2§ s; the 'secret question' feature was dropped; verification code length 6.", ""),
          ("I didn't know the key names in the i18n file.", "auth.password.label, auth.token.expired, auth.secret.hint are the keys; values are UI strings only.", "")]
    ko = [("로그인 화면 스펙이 확정되지 않았었음.", "비밀번호 최소 §n1§자, 토큰 만료 §n2§초, 비밀 질문 기능은 빠짐, 인증번호는 6자리.", ""),
          ("다국어 파일의 키 이름을 몰랐음.", "auth.password.label(비밀번호), auth.token.expired(토큰이 만료되었습니다), auth.secret.hint 키를 씀. 값은 UI 문구뿐.", ""),
          ("비밀번호 재설정 메일 링크가 바로 만료된다는 문의가 들어옴.", "재설정 토큰 유효시간이 §n2§초로 돼 있었음. 문서에는 24시간이라고 적혀 있음.", "유효시간을 24시간으로 맞출까요?")]
    return cnote(lang, "Korean credential words next to non-credential values", en, ko, v)


@ck("incident notes without the leaked value")
def c_incident(lang):
    v = cv(lang)
    en = [("I wasn't told there had been a key leak last month.", "Postmortem §ticket§: a token was pushed to a public fork, revoked within 11 minutes by secret scanning; no misuse found in audit logs.", "Is the postmortem action list done?"),
          ("Why does the repo block force-push now? Nobody explained.", "After §ticket§ (credential committed then force-pushed away) history rewrites need approval so scanning can't be bypassed.", "")]
    ko = [("지난달 키 유출 사고가 있었다는 걸 몰랐음.", "포스트모템 §ticket§: 토큰이 공개 포크에 푸시됐고 시크릿 스캐닝으로 11분 만에 폐기. 감사 로그상 악용 없음.", "포스트모템 액션 아이템 다 끝났나요?"),
          ("레포가 force-push를 막는 이유를 아무도 설명 안 해줌.", "§ticket§ (크리덴셜 커밋 후 force-push로 지운 건) 이후 히스토리 재작성은 승인 필요.", "")]
    return cnote(lang, "incident notes without the leaked value", en, ko, v)


@ck("chat about where secrets live")
def c_chat_where(lang):
    v = cv(lang)
    v["t1"], v["t2"] = hhmm_seq(2)
    en = [("I asked in chat for the staging DB password.", "[§t1§] me: anyone have the staging db password?\n[§t2§] §person§: don't paste it here, it's in vault at secret/§svc§/staging/db — you have read access now", ""),
          ("Nobody told me where the API keys for the partner integration are.", "[§t1§] §person§: keys are in the 'Partners' vault, item '§svc§ prod'\n[§t2§] §person§: ping me if op says access denied", "")]
    ko = [("채팅으로 스테이징 DB 비밀번호를 물어봄.", "[§t1§] 나: 스테이징 db 비번 아시는 분?\n[§t2§] §person§: 여기 붙이지 마시고 vault secret/§svc§/staging/db 보세요. 권한 방금 드렸어요", ""),
          ("파트너 연동 API 키 위치를 아무도 안 알려줌.", "[§t1§] §person§: 키는 'Partners' 볼트의 '§svc§ prod' 항목에 있어요\n[§t2§] §person§: op에서 access denied 나면 말해주세요", "")]
    return cnote(lang, "chat about where secrets live", en, ko, v)


@ck("table of env vars without values")
def c_env_table(lang):
    v = cv(lang)
    v["T"] = "| variable | source | owner |\n|---|---|---|\n| DATABASE_URL | vault: secret/%s/db | platform |\n| STRIPE_SECRET_KEY | 1Password: Payments | payments |\n| SENTRY_DSN | Sentry project settings | %s |" % (v["svc"], v["person"])
    en = [("The onboarding doc didn't say where each env var comes from.", "Added this table to the README:\n§T§", ""),
          ("I needed to know who to ask for each credential.", "§T§", "Is the owner column current?")]
    ko = [("온보딩 문서에 env 변수별 출처가 없었음.", "README에 표 추가\n§T§", ""),
          ("크리덴셜마다 누구한테 물어봐야 하는지 알아야 했음.", "§T§", "owner 열 최신인가요?")]
    return cnote(lang, "table of env vars without values", en, ko, v)


# ---------------------------------------------------------------- publishable keys (tagged)
def pub_note(lang, name, en, ko, v):
    return cnote(lang, name, en, ko, v, pub=True)


@ck("Stripe publishable key", pub=True)
def p_stripe(lang):
    v = cv(lang)
    v["PK"] = "pk_live_51" + rs(ALNUM, 97)
    en = [("Checkout showed 'No such PaymentMethod' and I didn't know which key the frontend uses.", "The browser uses the publishable key from the build env: NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=§PK§. It was from the wrong account.", ""),
          ("I wasn't sure whether the key in checkout.js is allowed in client code.", "It's the publishable one (§PK§); that's designed for the browser.", "")]
    ko = [("결제창에서 'No such PaymentMethod'가 떴는데 프론트가 어떤 키를 쓰는지 몰랐음.", "브라우저는 빌드 env의 공개 키 NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=§PK§ 사용. 다른 계정 키였음.", "")]
    return pub_note(lang, "Stripe publishable key", en, ko, v)


@ck("Firebase web config (apiKey)", pub=True)
def p_firebase(lang):
    v = cv(lang)
    v["CFG"] = 'const firebaseConfig = {\n  apiKey: "AIzaSy%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};' % (
        rs(URLSAFE, 33), v["proj"], v["proj"], v["proj"], rint(10 ** 11, 10 ** 12 - 1), rint(10 ** 11, 10 ** 12 - 1), hexs(22))
    en = [("The web app couldn't reach Firestore and I didn't know where the config lives.", "src/firebase.ts:\n§CFG§\nThis web config is public by design; access is enforced by security rules.", "Are the Firestore rules reviewed?")]
    ko = [("웹앱이 Firestore에 못 붙었는데 설정 위치를 몰랐음.", "src/firebase.ts:\n§CFG§\n웹 설정은 원래 공개값이고 접근 제어는 보안 규칙으로 함.", "Firestore 규칙 리뷰됐나요?")]
    return pub_note(lang, "Firebase web config (apiKey)", en, ko, v)


@ck("CAPTCHA site keys", pub=True)
def p_captcha(lang):
    v = cv(lang)
    v["SK"] = pick(["6L" + pick("cde") + rs(URLSAFE, 37), "0x4AAAAAAA" + rs(ALNUM + "_-", 14), uuid4()])
    en = [("The signup form's captcha widget rendered blank.", "The page uses data-sitekey=\"§SK§\" but the widget's allowed domains didn't include the preview host.", "")]
    ko = [("회원가입 폼 캡차 위젯이 빈칸으로 나옴.", "페이지에 data-sitekey=\"§SK§\" 가 있는데 위젯 허용 도메인에 프리뷰 호스트가 없었음.", "")]
    return pub_note(lang, "CAPTCHA site keys", en, ko, v)


@ck("Mapbox public token", pub=True)
def p_mapbox(lang):
    v = cv(lang)
    v["PK"] = "pk." + b64u(jcompact({"u": v["user"], "a": rs(LOWNUM, 25)}).encode()) + "." + rs(URLSAFE, 22)
    en = [("Maps stopped loading on the staging domain.", "mapboxgl.accessToken = '§PK§' is a public token restricted by URL; staging wasn't on its allow list.", "")]
    ko = [("스테이징 도메인에서 지도가 안 뜸.", "mapboxgl.accessToken = '§PK§' 는 URL 제한이 걸린 공개 토큰인데 스테이징이 허용 목록에 없었음.", "")]
    return pub_note(lang, "Mapbox public token", en, ko, v)


@ck("Algolia search-only key", pub=True)
def p_algolia(lang):
    v = cv(lang)
    v["APP"], v["K"] = rs(UPNUM, 10), hexs(32)
    en = [("Search returned nothing on the new frontend.", "const client = algoliasearch('§APP§', '§K§'); — that's the search-only key meant for the browser; the index name had a typo.", "")]
    ko = [("새 프론트에서 검색 결과가 안 나옴.", "const client = algoliasearch('§APP§', '§K§'); — 브라우저용 search-only 키이고 인덱스 이름 오타가 원인.", "")]
    return pub_note(lang, "Algolia search-only key", en, ko, v)


@ck("Supabase anon key", pub=True)
def p_supabase_anon(lang):
    v = cv(lang)
    ref = rs(LOW, 20)
    v["URL"], v["ANON"] = "https://%s.supabase.co" % ref, jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": epoch(), "exp": epoch() + 315360000})
    en = [("I didn't know the mobile app talks to Supabase directly.", "It uses the anon key, which is meant to be public (RLS does the enforcement):\nSUPABASE_URL=§URL§\nSUPABASE_ANON_KEY=§ANON§", "Are RLS policies enabled on every table?")]
    ko = [("모바일 앱이 Supabase에 직접 붙는 줄 몰랐음.", "공개용 anon 키를 씀 (권한은 RLS가 담당)\nSUPABASE_URL=§URL§\nSUPABASE_ANON_KEY=§ANON§", "모든 테이블에 RLS 켜져 있나요?")]
    return pub_note(lang, "Supabase anon key", en, ko, v)


@ck("Sentry DSN", pub=True)
def p_sentry(lang):
    v = cv(lang)
    v["DSN"] = "https://%s@o%d.ingest.%ssentry.io/%d" % (hexs(32), rint(100000, 999999), pick(["", "us.", "de."]), rint(10 ** 6, 10 ** 7 - 1))
    en = [("Frontend errors weren't showing up in Sentry.", "Sentry.init({ dsn: '§DSN§' }) was only called in production builds.", "")]
    ko = [("프론트 에러가 Sentry에 안 올라옴.", "Sentry.init({ dsn: '§DSN§' }) 가 프로덕션 빌드에서만 호출되고 있었음.", "")]
    return pub_note(lang, "Sentry DSN", en, ko, v)


@ck("product analytics client tokens", pub=True)
def p_analytics(lang):
    v = cv(lang)
    v["SNIP"] = pick(["posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43),
                      "mixpanel.init('%s', { track_pageview: true });" % hexs(32),
                      "amplitude.init('%s', { defaultTracking: true });" % hexs(32)])
    en = [("Events from the landing page were missing.", "The snippet in _app.tsx: §SNIP§ ran before consent was given, so the consent manager blocked it.", "")]
    ko = [("랜딩 페이지 이벤트가 누락됨.", "_app.tsx의 §SNIP§ 가 동의 전에 실행돼서 동의 관리자가 막고 있었음.", "")]
    return pub_note(lang, "product analytics client tokens", en, ko, v)


@ck("Clerk publishable key", pub=True)
def p_clerk(lang):
    v = cv(lang)
    v["PK"] = "pk_live_" + b64(("clerk.%s$" % v["dom"]).encode()).rstrip("=")
    en = [("Sign-in widget failed on the custom domain.", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=§PK§ encodes the frontend API domain; it pointed at the old domain.", "")]
    ko = [("커스텀 도메인에서 로그인 위젯이 실패.", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=§PK§ 에 프론트엔드 API 도메인이 인코딩돼 있는데 예전 도메인이었음.", "")]
    return pub_note(lang, "Clerk publishable key", en, ko, v)


@ck("Google Maps JS browser key", pub=True)
def p_gmaps(lang):
    v = cv(lang)
    v["K"] = "AIzaSy" + rs(URLSAFE, 33)
    en = [("Store locator map showed 'This page can't load Google Maps correctly'.", "<script src=\"https://maps.googleapis.com/maps/api/js?key=§K§&callback=initMap\"> — browser key restricted by referrer; the new domain wasn't added.", "")]
    ko = [("매장 찾기 지도에 'This page can't load Google Maps correctly'가 뜸.", "<script src=\"https://maps.googleapis.com/maps/api/js?key=§K§&callback=initMap\"> — 리퍼러 제한 브라우저 키인데 새 도메인이 빠져 있었음.", "")]
    return pub_note(lang, "Google Maps JS browser key", en, ko, v)


@ck("Kakao JS key / Toss client key", pub=True)
def p_korean_pub(lang):
    v = cv(lang)
    v["SNIP"] = pick(["Kakao.init('%s'); // JavaScript 키" % hexs(32), "const tossPayments = TossPayments('live_ck_%s');" % rs(ALNUM, 28),
                      "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(LOWNUM, 10)])
    en = [("The Korean map/payment widget failed on the new domain.", "Client code: §SNIP§ — a client-side key; the domain just wasn't registered in the console.", "")]
    ko = [("새 도메인에서 지도/결제 위젯이 실패함.", "클라이언트 코드: §SNIP§ — 브라우저용 키라 노출돼도 되고, 콘솔에 도메인 등록이 안 돼 있었음.", ""),
          ("프론트에 키가 박혀 있어서 보안 이슈인 줄 알았음.", "§SNIP§\n클라이언트용 공개 키라 문제없음. 시크릿 키는 서버에만 있음.", "")]
    return pub_note(lang, "Kakao JS key / Toss client key", en, ko, v)


@ck("RUM/browser monitoring tokens", pub=True)
def p_rum(lang):
    v = cv(lang)
    v["SNIP"] = pick(["datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com', service: '%s' });" % (uuid4(), hexs(32), v["svc"]),
                      "window.NREUM.loader_config = { licenseKey: 'NRJS-%s', applicationID: '%d' };" % (hexs(19), rint(10 ** 8, 10 ** 9))])
    en = [("Browser sessions didn't show up in monitoring.", "The init snippet: §SNIP§ — client-side token, public by design; sampling was set to 0.", "")]
    ko = [("브라우저 세션이 모니터링에 안 보였음.", "초기화 코드: §SNIP§ — 원래 공개되는 클라이언트 토큰. 샘플링이 0으로 돼 있었음.", "")]
    return pub_note(lang, "RUM/browser monitoring tokens", en, ko, v)


@ck("payments client-side keys (Braintree/Adyen/PayPal/Square)", pub=True)
def p_pay_client(lang):
    v = cv(lang)
    v["SNIP"] = pick(["braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LOWNUM, 8), rs(LOWNUM, 16)),
                      "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UPNUM, 32),
                      "<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=USD\"></script>" % rs(URLSAFE, 79),
                      "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(URLSAFE, 22), "L" + rs(UPNUM, 12))])
    en = [("The card form wouldn't initialise on the storefront.", "§SNIP§ — client-side key; the server-side credentials are separate and were fine.", "")]
    ko = [("스토어프론트에서 카드 입력 폼이 초기화되지 않음.", "§SNIP§ — 클라이언트용 키. 서버 쪽 크리덴셜은 따로 있고 문제없었음.", "")]
    return pub_note(lang, "payments client-side keys (Braintree/Adyen/PayPal/Square)", en, ko, v)


@ck("push/realtime app keys", pub=True)
def p_push(lang):
    v = cv(lang)
    v["SNIP"] = pick(["const pusher = new Pusher('%s', { cluster: 'ap3' });" % hexs(20), "OneSignal.init({ appId: '%s' });" % uuid4()])
    en = [("Realtime updates didn't arrive in the web client.", "§SNIP§ — public app key; the channel name was wrong.", "")]
    ko = [("웹 클라이언트에 실시간 업데이트가 안 옴.", "§SNIP§ — 공개 앱 키. 채널 이름이 틀렸었음.", "")]
    return pub_note(lang, "push/realtime app keys", en, ko, v)


# ---------------------------------------------------------------- miscellaneous risky-looking values
@ck("versions, pseudo-versions, build numbers")
def c_versions(lang):
    v = cv(lang)
    v["PV"] = "v0.0.0-%s-%s" % ("%d%02d%02d%02d%02d%02d" % (pick([2024, 2025]), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), hexs(12))
    v["BN"] = "%s+build.%d.%s" % (v["ver"], rint(100, 9999), hexs(7))
    en = [("go get pulled a pseudo-version and I didn't know why.", "The fork has no tags, so go.mod pins §PV§.", "Can the fork get a release tag?"),
          ("Crash reports mention a build I couldn't find.", "Build §BN§ is from the hotfix branch, not main.", "")]
    ko = [("go get이 pseudo-version을 가져왔는데 이유를 몰랐음.", "포크에 태그가 없어서 go.mod가 §PV§로 고정.", "포크에 릴리스 태그 달 수 있나요?"),
          ("크래시 리포트에 못 보던 빌드가 찍혀 있었음.", "빌드 §BN§는 main이 아니라 핫픽스 브랜치에서 나온 것.", "")]
    return cnote(lang, "versions, pseudo-versions, build numbers", en, ko, v)


@ck("IPs, MACs, hostnames")
def c_network(lang):
    v = cv(lang)
    v["MAC"] = ":".join(hexs(2) for _ in range(6))
    v["IP6"] = "fd%s:%s:%s::%s" % (hexs(2), hexs(4), hexs(4), hexs(3))
    en = [("The DHCP reservation for the build agent wasn't documented.", "Agent MAC §MAC§ → §ip§; IPv6 §IP6§ is the ULA on the lab VLAN.", ""),
          ("I didn't know the DB resolves to a private IP only inside the VPC.", "§host§ → §ip§ from inside; NXDOMAIN from the office.", "")]
    ko = [("빌드 에이전트 DHCP 예약 정보가 없었음.", "에이전트 MAC §MAC§ → §ip§, IPv6 §IP6§ (실험실 VLAN ULA).", ""),
          ("DB 호스트가 VPC 안에서만 사설 IP로 풀린다는 걸 몰랐음.", "내부에서 §host§ → §ip§, 사무실에서는 NXDOMAIN.", "")]
    return cnote(lang, "IPs, MACs, hostnames", en, ko, v)


@ck("SQL touching password/token columns")
def c_sql_cols(lang):
    v = cv(lang)
    v["SSO"] = "SELECT id, email FROM users WHERE password_hash IS NULL AND created_at > now() - interval '7 days';"
    v["SQL"] = pick(["UPDATE api_tokens SET revoked_at = now() WHERE last_used_at < now() - interval '90 days';",
                     "ALTER TABLE sessions ADD COLUMN refresh_token_hash bytea;\nCREATE INDEX CONCURRENTLY ON sessions (refresh_token_hash);",
                     "DELETE FROM password_reset_tokens WHERE expires_at < now();"])
    en = [("I didn't know SSO users have no password hash.", "§SSO§", ""),
          ("The cleanup job's query wasn't in the repo.", "From the cron config:\n§SQL§", "Should this move into a migration-managed function?")]
    ko = [("SSO 사용자는 비밀번호 해시가 없다는 걸 몰랐음.", "§SSO§", ""),
          ("정리 잡 쿼리가 레포에 없었음.", "크론 설정에 있던 쿼리\n§SQL§", "마이그레이션 관리 함수로 옮길까요?")]
    return cnote(lang, "SQL touching password/token columns", en, ko, v)


@ck("payment test card numbers")
def c_test_cards(lang):
    v = cv(lang)
    v["CARD"] = pick(["4242 4242 4242 4242", "4000 0025 0000 3155", "5555 5555 5555 4444", "4000 0000 0000 9995"])
    en = [("QA didn't know which card triggers 3DS in test mode.", "Use §CARD§ with any future expiry and any CVC (Stripe test mode only).", "")]
    ko = [("QA가 테스트 모드에서 3DS를 띄우는 카드를 몰랐음.", "§CARD§ + 미래 만료일 + 아무 CVC (Stripe 테스트 모드 전용).", "")]
    return cnote(lang, "payment test card numbers", en, ko, v)


@ck("hex dumps and memory addresses")
def c_hexdump(lang):
    v = cv(lang)
    rows = []
    off = 0
    for _ in range(3):
        b = rbytes(16)
        rows.append("%08x: %s  %s" % (off, " ".join(b[i:i + 2].hex() for i in range(0, 16, 2)), "".join(chr(x) if 32 <= x < 127 else "." for x in b)))
        off += 16
    v["HD"] = "\n".join(rows)
    en = [("The uploaded file was rejected as 'not a PNG'.", "xxd header:\n§HD§\nThe magic bytes were wrong; the client sent the multipart envelope.", "")]
    ko = [("업로드 파일이 'not a PNG'로 거부됨.", "xxd 헤더\n§HD§\n매직 바이트가 틀림. 클라이언트가 multipart 봉투째로 보냄.", "")]
    return cnote(lang, "hex dumps and memory addresses", en, ko, v)


@ck("long numeric IDs (orders, tracking, accounts)")
def c_long_numbers(lang):
    v = cv(lang)
    v["ORD"] = "%d%08d" % (rint(2024, 2025), rint(0, 99999999))
    v["TRK"] = "%012d" % rint(0, 10 ** 12 - 1)
    en = [("CS asked about an order I couldn't find.", "Order §ORD§ was created in the partner system; our copy is keyed by their ID. Tracking number §TRK§. AWS account §acct§ hosts the partner sync.", "")]
    ko = [("CS에서 문의한 주문을 못 찾았음.", "주문번호 §ORD§는 파트너 시스템에서 생성된 것이고 우리 쪽은 파트너 ID로 저장. 송장번호 §TRK§. 파트너 동기화는 AWS 계정 §acct§에서 돎.", ""),
          ("택배 연동 테스트 데이터가 없었음.", "테스트 송장번호 §TRK§, 주문번호 §ORD§ 로 조회하면 됨.", "")]
    return cnote(lang, "long numeric IDs (orders, tracking, accounts)", en, ko, v)


@ck("otpauth URI with placeholder")
def c_otp_placeholder(lang):
    v = cv(lang)
    en = [("I didn't know the format our MFA enrollment QR encodes.", "otpauth://totp/%s:{email}?secret={BASE32_SECRET}&issuer=%s&digits=6&period=30 — the secret is generated per user and never logged." % (v["org"], v["org"]), "")]
    ko = [("우리 MFA 등록 QR이 어떤 형식인지 몰랐음.", "otpauth://totp/%s:{email}?secret={BASE32_SECRET}&issuer=%s&digits=6&period=30 — secret은 사용자별로 생성하고 로그에 안 남김." % (v["org"], v["org"]), "")]
    return cnote(lang, "otpauth URI with placeholder", en, ko, v)


@ck("analytics and preference cookies")
def c_cookies(lang):
    v = cv(lang)
    v["CK"] = "_ga=GA1.1.%d.%d; _ga_%s=GS1.1.%d.%d.1.1.%d.0.0.0; NEXT_LOCALE=ko; theme=dark" % (rint(10 ** 8, 10 ** 10), epoch(), rs(UPNUM, 10), epoch(), rint(1, 40), epoch())
    en = [("The A/B test assigned users inconsistently.", "Request cookies from a bug report: §CK§ — no experiment cookie at all; the assignment ran before consent.", "")]
    ko = [("A/B 테스트 배정이 일관되지 않았음.", "버그 리포트의 요청 쿠키: §CK§ — 실험 쿠키가 아예 없음. 동의 전에 배정 로직이 돎.", "")]
    return cnote(lang, "analytics and preference cookies", en, ko, v)


@ck("ssh-keygen output (no private key)")
def c_keygen_out(lang):
    v = cv(lang)
    _, fp = ed_pub_line("")
    v["OUT"] = "Generating public/private ed25519 key pair.\nYour identification has been saved in /home/%s/.ssh/id_ed25519\nYour public key has been saved in /home/%s/.ssh/id_ed25519.pub\nThe key fingerprint is:\n%s %s@%s" % (v["user"], v["user"], fp, v["user"], pick(["laptop", "devbox"]))
    en = [("I didn't know I had to create a new key for the new Git server.", "§OUT§\nThen uploaded the .pub only.", "")]
    ko = [("새 Git 서버용 키를 새로 만들어야 한다는 걸 몰랐음.", "§OUT§\n그다음 .pub만 업로드.", "")]
    return cnote(lang, "ssh-keygen output (no private key)", en, ko, v)


@ck("OAuth authorize URL (PKCE, state)")
def c_authorize_url(lang):
    v = cv(lang)
    v["URL"] = "https://%s.okta.com/oauth2/default/v1/authorize?client_id=0oa%s&response_type=code&scope=openid%%20profile&redirect_uri=https%%3A%%2F%%2F%s%%2Fcallback&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        v["org"], rs(ALNUM, 17), v["dom"], rs(URLSAFE, 22), b64u(hashlib.sha256(rbytes(32)).digest()))
    en = [("Login looped back to the start and I didn't know which step failed.", "The authorize request was:\n§URL§\nThe callback rejected it because the state cookie was set on a different subdomain.", "")]
    ko = [("로그인이 처음으로 계속 돌아가는데 어느 단계가 실패하는지 몰랐음.", "authorize 요청\n§URL§\nstate 쿠키가 다른 서브도메인에 설정돼서 콜백이 거부함.", "")]
    return cnote(lang, "OAuth authorize URL (PKCE, state)", en, ko, v)


@ck("cron/regex/feature-flag identifiers")
def c_flags(lang):
    v = cv(lang)
    v["FLAG"] = pick(["checkout_v2_rollout", "enable_token_refresh_v3", "new_password_reset_flow", "kill_switch_legacy_auth"])
    v["CRON"] = pick(["0 3 * * 1-5", "*/15 * * * *", "30 2 1 * *"])
    en = [("I didn't know the token refresh change was behind a flag.", "Flag §FLAG§ is at 25% in §env§; the job runs on '§CRON§'.", "When does it go to 100%?")]
    ko = [("토큰 갱신 변경이 플래그 뒤에 있는 줄 몰랐음.", "플래그 §FLAG§ 가 §envk§에서 25%, 잡은 '§CRON§' 주기.", "100%는 언제 가나요?")]
    return cnote(lang, "cron/regex/feature-flag identifiers", en, ko, v)


@ck("Korean business/ops identifiers")
def c_ko_ids(lang):
    v = cv(lang)
    v["BIZ"] = "%03d-%02d-%05d" % (rint(100, 999), rint(10, 99), rint(0, 99999))
    v["CH"] = "_" + rs(ALNUM, 6)
    v["NCP"] = "%d" % rint(10 ** 7, 10 ** 8)
    en = [("Nobody told me which identifiers the PG contract needs.", "Business registration no. §BIZ§, Kakao channel ID §CH§, NCP server instance no. §NCP§.", "")]
    ko = [("PG 계약에 어떤 식별자가 필요한지 아무도 안 알려줌.", "사업자등록번호 §BIZ§, 카카오 채널 ID §CH§, NCP 서버 인스턴스 번호 §NCP§.", ""),
          ("알림톡 발송 실패 원인을 찾는 중 채널 정보가 필요했음.", "카카오 채널 ID §CH§, 템플릿 코드 TPL_%s. 키 값은 서버 env에만 있음." % rs(UPNUM, 6), "")]
    return cnote(lang, "Korean business/ops identifiers", en, ko, v)


@ck("hash-like values in prose (mixed)")
def c_mixed_hashes(lang):
    v = cv(lang)
    v["H1"], v["H2"], v["H3"] = hexs(40), hexs(64), b64(rbytes(24))
    en = [("I couldn't tell whether the values in the migration log were sensitive.", "They aren't: §H1§ is the schema version hash, §H2§ the data checksum, §H3§ a base64 row fingerprint used for dedup.", ""),
          ("The dedup job flagged two rows as identical.", "Both had fingerprint §H3§ and content hash §H2§; they really are duplicates from the retry.", "")]
    ko = [("마이그레이션 로그에 찍힌 값들이 민감정보인지 헷갈렸음.", "아님: §H1§ 는 스키마 버전 해시, §H2§ 는 데이터 체크섬, §H3§ 는 중복 제거용 행 지문(base64).", ""),
          ("중복 제거 잡이 두 행을 같다고 판단함.", "둘 다 지문 §H3§, 내용 해시 §H2§. 재시도 때문에 진짜 중복.", "")]
    return cnote(lang, "hash-like values in prose (mixed)", en, ko, v)


@ck("AWS ARNs and account-scoped names")
def c_arns(lang):
    v = cv(lang)
    v["ARN1"] = "arn:aws:iam::%s:role/%s-%s-task" % (v["acct"], v["svc"], v["env"])
    v["ARN2"] = "arn:aws:kms:%s:%s:key/%s" % (v["region"], v["acct"], uuid4())
    v["ARN3"] = "arn:aws:lambda:%s:%s:function:%s-rotate-secret" % (v["region"], v["acct"], v["svc"])
    en = [("The task couldn't decrypt the parameter and the error didn't say why.", "Task role §ARN1§ wasn't in the key policy of §ARN2§.", ""),
          ("I didn't know rotation is done by a Lambda.", "§ARN3§ runs every 30 days and writes the new value to Secrets Manager.", "Who gets notified if rotation fails?")]
    ko = [("태스크가 파라미터 복호화를 못 했는데 에러에 이유가 없었음.", "태스크 롤 §ARN1§ 이 §ARN2§ 키 정책에 없었음.", ""),
          ("로테이션을 Lambda가 한다는 걸 몰랐음.", "§ARN3§ 가 30일마다 돌고 새 값을 Secrets Manager에 씀.", "로테이션 실패하면 누가 알림 받나요?")]
    return cnote(lang, "AWS ARNs and account-scoped names", en, ko, v)


@ck("GitHub identifiers (node IDs, run IDs)")
def c_gh_ids(lang):
    v = cv(lang)
    v["NODE"] = pick(["PR_kwDO", "R_kgDO", "I_kwDO", "MDEwOlJlcG9zaXRvcnk"]) + rs(URLSAFE, 16)
    v["RUN"] = str(rint(10 ** 9, 2 * 10 ** 10))
    en = [("The GraphQL mutation failed with 'Could not resolve to a node'.", "I was passing the REST id; GraphQL needs the node ID §NODE§. Workflow run §RUN§ has the failing call.", "")]
    ko = [("GraphQL 뮤테이션이 'Could not resolve to a node'로 실패.", "REST id를 넘기고 있었음. GraphQL은 node ID §NODE§ 필요. 실패한 호출은 워크플로 실행 §RUN§.", "")]
    return cnote(lang, "GitHub identifiers (node IDs, run IDs)", en, ko, v)


@ck("password manager / vault CLI usage without output")
def c_vault_cli(lang):
    v = cv(lang)
    v["CMD"] = pick(["op read 'op://Engineering/%s %s/password' | pbcopy" % (v["svc"], v["env"]),
                     "vault kv get -field=password secret/%s/%s/db" % (v["svc"], v["env"]),
                     "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (v["env"], v["svc"]),
                     "gcloud secrets versions access latest --secret=%s-db-password" % v["svc"],
                     "bw get password '%s %s'" % (v["svc"], v["env"])])
    en = [("I didn't know how to fetch the DB password without asking someone.", "`§CMD§` — requires the right group membership; nothing to paste anywhere.", ""),
          ("The runbook said 'get the password' without saying how.", "Added the command: §CMD§", "")]
    ko = [("DB 비밀번호를 남한테 안 묻고 가져오는 방법을 몰랐음.", "`§CMD§` — 그룹 권한 필요. 어디 붙여넣을 필요 없음.", ""),
          ("런북에 '비밀번호를 받는다'만 있고 방법이 없었음.", "명령어 추가: §CMD§", "")]
    return cnote(lang, "password manager / vault CLI usage without output", en, ko, v)


@ck("paths to secret files (no contents)")
def c_secret_paths(lang):
    v = cv(lang)
    v["P"] = pick(["GOOGLE_APPLICATION_CREDENTIALS=/var/secrets/google/%s-sa.json" % v["svc"],
                   "/var/run/secrets/kubernetes.io/serviceaccount/token",
                   "ssl_certificate_key /etc/nginx/ssl/%s.key;" % v["dom"],
                   "IdentityFile ~/.ssh/%s_deploy_ed25519" % v["repo"],
                   "--vault-password-file ~/.ansible/vault_pass_%s" % v["env"],
                   "PGPASSFILE=/etc/%s/pgpass" % v["svc"]])
    en = [("I didn't know where the service expects its credential file.", "It only takes a path: §P§. The file is mounted from the secret store at deploy time.", ""),
          ("The container started without credentials and the log just said 'file not found'.", "Expected path is §P§; the volume mount was missing in the new chart.", "Should the chart fail fast when the mount is absent?")]
    ko = [("서비스가 크리덴셜 파일을 어디서 찾는지 몰랐음.", "경로만 받음: §P§. 파일은 배포 때 시크릿 스토어에서 마운트됨.", ""),
          ("컨테이너가 크리덴셜 없이 떴고 로그엔 'file not found'만 있었음.", "기대 경로는 §P§. 새 차트에 볼륨 마운트가 빠져 있었음.", "마운트 없으면 바로 실패하게 할까요?")]
    return cnote(lang, "paths to secret files (no contents)", en, ko, v)


@ck("PaaS/CDN resource identifiers")
def c_paas_ids(lang):
    v = cv(lang)
    v["ZONE"], v["ACC"] = hexs(32), hexs(32)
    v["PRJ"] = "prj_" + rs(ALNUM, 28)
    v["TEAM"] = "team_" + rs(ALNUM, 24)
    v["SRV"] = "srv-" + rs(LOWNUM, 20)
    v["REF"] = rs(LOW, 20)
    en = [("The Terraform import needed IDs I didn't have.", "Cloudflare zone ID §ZONE§, account ID §ACC§; Vercel project §PRJ§ under §TEAM§.", ""),
          ("Which Render service and Supabase project back §env§? Not written down.", "Render service §SRV§, Supabase project ref §REF§.", "Can these go into the infra README?")]
    ko = [("Terraform import에 필요한 ID가 없었음.", "Cloudflare zone ID §ZONE§, account ID §ACC§, Vercel 프로젝트 §PRJ§ (팀 §TEAM§).", ""),
          ("§envk§ 환경이 어떤 Render 서비스와 Supabase 프로젝트를 쓰는지 적혀 있지 않았음.", "Render 서비스 §SRV§, Supabase 프로젝트 ref §REF§.", "인프라 README에 적어둘까요?")]
    return cnote(lang, "PaaS/CDN resource identifiers", en, ko, v)


@ck("docker ps / images output")
def c_docker_ps(lang):
    v = cv(lang)
    v["OUT"] = "CONTAINER ID   IMAGE                          STATUS\n%s   %s:%s   Up 3 hours\n%s   postgres:16                   Up 3 hours (healthy)\n\nIMAGE ID: sha256:%s" % (
        hexs(12), v["svc"], v["short"], hexs(12), hexs(64))
    en = [("The local stack behaved differently from CI.", "docker ps showed an old image:\n§OUT§\nRebuilt with --no-cache.", ""),
          ("I wasn't sure which build was running on the demo host.", "§OUT§", "")]
    ko = [("로컬 스택이 CI랑 다르게 동작했음.", "docker ps 결과 예전 이미지였음\n§OUT§\n--no-cache로 다시 빌드.", ""),
          ("데모 서버에 어떤 빌드가 떠 있는지 몰랐음.", "§OUT§", "")]
    return cnote(lang, "docker ps / images output", en, ko, v)


# ----------------------------------------------------------------------------------------------------
# FORMAT.txt rules, asserted for every note
# ----------------------------------------------------------------------------------------------------
class NoteError(Exception):
    pass


def check_note(n):
    f = n["fields"]
    if len(f) != 3:
        raise NoteError("fields")
    for i, x in enumerate(f):
        lim = 512 if i == 2 else 1024
        if len(x.encode("utf-8")) > lim:
            raise NoteError("size", n["category"], i, len(x.encode("utf-8")))
        if i < 2 and not x.strip():
            raise NoteError("empty", n["category"], i)
    if n["kind"] == "clean":
        assert n["secrets"] == [], n["category"]
    else:
        assert n["secrets"], n["category"]
        assert not n["category"].endswith("[publishable]")
    for s in n["secrets"]:
        assert len(s) >= 8, (n["category"], s)
        assert s == s.strip(), (n["category"], s)
        assert any(s in x for x in f), (n["category"], s)
    for x in f:
        masked = list(x)
        for s in n["secrets"]:
            start = 0
            while True:
                j = x.find(s, start)
                if j < 0:
                    break
                for k in range(j, j + len(s)):
                    masked[k] = "\x00"
                start = j + 1
        masked = "".join(masked)
        for s in n["secrets"]:
            for k in range(len(s) - 7):
                if s[k:k + 8] in masked:
                    raise NoteError("window", n["category"], s[k:k + 8])


RETRIES = {}
SEEN_FIELDS = {}

GENERIC_ASK_EN = ["Where should this be documented?", "Who owns this going forward?", "Is there a runbook I should have read first?",
                  "Should I add this to the onboarding doc?", "Is this the same in the other environments?",
                  "Can we automate this check?", "Who should review changes to this?"]
GENERIC_ASK_KO = ["이 내용 어디에 문서화하면 될까요?", "앞으로 이건 누가 담당하나요?", "먼저 봤어야 하는 런북이 있나요?",
                  "온보딩 문서에 추가할까요?", "다른 환경도 똑같나요?", "이 확인 작업 자동화할 수 있을까요?", "이거 변경은 누가 리뷰해야 하나요?"]
REPEAT_ASK_EN = ["Is §S§ still the current value, or has it been rotated?", "Should §S§ be revoked now that it's been pasted here?",
                 "Does anything else still use §S§?"]
REPEAT_ASK_KO = ["§S§ 아직 유효한 값인가요, 교체됐나요?", "여기 붙여넣었으니 §S§ 는 폐기해야 할까요?", "§S§ 쓰는 곳이 또 있나요?"]


def post(n):
    """Fill some empty ask_next_time fields; sometimes the agent repeats the credential in its question."""
    f = n["fields"]
    ko = n["lang"] == "ko"
    if (n["kind"] == "secret" and len(n["secrets"]) == 1 and len(n["secrets"][0]) <= 70 and
            n["secrets"][0] not in f[2] and R.random() < 0.12):
        f[2] = fill(pick(REPEAT_ASK_KO if ko else REPEAT_ASK_EN), {"S": n["secrets"][0]})
        n["category"] += " +repeated in ask"
    elif f[2] == "" and R.random() < 0.55:
        f[2] = pick(GENERIC_ASK_KO if ko else GENERIC_ASK_EN)
    return n


def build(fn, *args):
    last = None
    for attempt in range(40):
        n = post(fn(*args))
        try:
            check_note(n)
            key = "\x1f".join(n["fields"])
            if key in SEEN_FIELDS:
                raise NoteError("duplicate", n["category"])
            SEEN_FIELDS[key] = 1
            return n
        except NoteError as e:
            RETRIES[(e.args[0], n["category"])] = RETRIES.get((e.args[0], n["category"]), 0) + 1
            last = e
    raise last


# ----------------------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------------------
N_SECRET_EN, N_SECRET_KO, N_CLEAN_EN, N_CLEAN_KO = 108, 72, 324, 216
N_VENDOR_NOTES = 180 - len(PW_SCEN) - len(KEY_SCEN)


def max_secret_len(v):
    c = new_ctx("en")
    vals = v["gen"](c)
    return max(len(vals[k]) for k in v["sec"])


def group_vendors():
    solo, forced_ko, rest = [], [], []
    for v in VENDORS:
        if v["ko"]:
            forced_ko.append([v])
        elif max_secret_len(v) > 110 or len(v["sec"]) > 2 or v["app"] or v["solo"]:
            solo.append([v])
        else:
            rest.append([v])
    target = N_VENDOR_NOTES - len(solo) - len(forced_ko)
    assert 0 < target <= len(rest)
    groups = rest[:]
    R.shuffle(groups)
    while len(groups) > target:
        singles = [i for i, g in enumerate(groups) if len(g) == 1]
        a = pick(singles)
        cand = [i for i, g in enumerate(groups) if i != a and len(g) <= 3]
        b = pick(cand)
        groups[b] = groups[b] + groups[a]
        del groups[a]
    return solo, forced_ko, groups


def make_secret_notes():
    solo, forced_ko, groups = group_vendors()
    # plan container modes for single-vendor notes so SDK calls, curl headers and native files all occur
    singles = forced_ko + solo + [g for g in groups if len(g) == 1]
    order = list(range(len(singles)))
    R.shuffle(order)
    plan = {}
    for mode, want in (("sdk", 12), ("curl", 12), ("native", 16), ("inline", 9), ("diff", 4)):
        got = 0
        for i in order:
            if got >= want:
                break
            if i in plan:
                continue
            v = singles[i][0]
            ok = {"sdk": bool(v["sdk"]), "curl": bool(v["curl"]), "native": bool(v["native"]),
                  "inline": len(v["sec"]) == 1 and not v["app"], "diff": True}[mode]
            if ok:
                plan[i] = mode
                got += 1
    jobs = []  # (callable, args, forced_lang)
    for i, g in enumerate(singles):
        jobs.append((vendor_note, (g, plan.get(i)), "ko" if g in forced_ko else None))
    for g in groups:
        if len(g) > 1:
            jobs.append((vendor_note, (g, None), None))
    for fn in PW_SCEN + KEY_SCEN:
        jobs.append((fn, None, None))
    assert len(jobs) == 180, len(jobs)
    R.shuffle(jobs)
    n_ko_left = N_SECRET_KO - sum(1 for j in jobs if j[2] == "ko")
    langs = []
    free = [i for i, j in enumerate(jobs) if j[2] is None]
    ko_idx = R.sample(free, n_ko_left)
    ko_mark = [False] * len(jobs)
    for i in ko_idx:
        ko_mark[i] = True
    notes = []
    for i, (fn, arg, forced) in enumerate(jobs):
        lang = forced or ("ko" if ko_mark[i] else "en")
        if fn is vendor_note:
            notes.append(build(vendor_note, arg[0], lang, arg[1]))
        else:
            notes.append(build(fn, lang))
    return notes


def quotas(total, weights):
    s = sum(weights)
    raw = [total * w / s for w in weights]
    base = [int(x) for x in raw]
    rem = total - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in order[:rem]:
        base[i] += 1
    return base


def make_clean_notes():
    weights = [0.55 if pub else 1.0 for (_, _, pub) in CLEAN]
    q_en = quotas(N_CLEAN_EN, weights)
    q_ko = quotas(N_CLEAN_KO, weights)
    jobs = []
    for (name, fn, pub), a, b in zip(CLEAN, q_en, q_ko):
        jobs += [(fn, "en")] * a + [(fn, "ko")] * b
    R.shuffle(jobs)
    return [build(fn, lang) for fn, lang in jobs]


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v134.jsonl")
    secret = make_secret_notes()
    clean = make_clean_notes()
    notes = secret + clean
    R.shuffle(notes)
    # exact counts
    def cnt(kind, lang):
        return sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
    assert len(notes) == 720
    assert cnt("secret", "en") == N_SECRET_EN and cnt("secret", "ko") == N_SECRET_KO, (cnt("secret", "en"), cnt("secret", "ko"))
    assert cnt("clean", "en") == N_CLEAN_EN and cnt("clean", "ko") == N_CLEAN_KO
    pub = [n for n in notes if n["category"].endswith(" [publishable]")]
    assert all(n["kind"] == "clean" for n in pub)
    lines = []
    for i, n in enumerate(notes):
        check_note(n)
        if n["lang"] == "ko":
            assert re.search("[\uac00-\ud7a3]", n["fields"][0] + n["fields"][1]), n["category"]
        rec = {"id": "gl%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"][0], "lesson": n["fields"][1], "ask_next_time": n["fields"][2]},
               "secrets": n["secrets"]}
        assert list(rec.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        lines.append(json.dumps(rec, ensure_ascii=False))
    assert len(SEEN_FIELDS) == 720 and len(dict.fromkeys("\x1f".join(n["fields"]) for n in notes)) == 720
    ids = [json.loads(l)["id"] for l in lines]
    assert ids == ["gl%03d" % i for i in range(1, 721)]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # summary on stderr (not part of the data)
    vendors = []
    for n in secret:
        for v in n.get("vendors", []):
            if v not in vendors:
                vendors.append(v)
    clean_kinds = []
    for n in clean:
        if n["category"] not in clean_kinds:
            clean_kinds.append(n["category"])
    sys.stderr.write("wrote %s  sha256=%s\n" % (out_path, hashlib.sha256(data).hexdigest()))
    sys.stderr.write("secret en/ko %d/%d  clean en/ko %d/%d  publishable %d\n" % (cnt("secret", "en"), cnt("secret", "ko"), cnt("clean", "en"), cnt("clean", "ko"), len(pub)))
    sys.stderr.write("vendor token specs used %d, clean kinds %d, password scenarios %d, key/code scenarios %d\n" % (len(vendors), len(clean_kinds), len(PW_SCEN), len(KEY_SCEN)))
    sys.stderr.write("retries (random collisions or size overflow, resampled): %d\n" % sum(RETRIES.values()))


if __name__ == "__main__":
    main()
