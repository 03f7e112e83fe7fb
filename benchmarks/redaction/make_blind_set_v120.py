#!/usr/bin/env python3
"""make_blind_set_v120.py -- generator of the blind evaluation set v120 for a
credential-redaction filter (memory notes of AI coding agents).

Python 3 standard library only, no network, deterministic: a single
random.Random(120_2026_1128) drives every choice; no set iteration, no hash().
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v120.py [output.jsonl]
"""
import base64
import hashlib
import hmac
import json
import re
import string
import sys
import urllib.parse
import zlib
import random

SEED = 120_2026_1128
R = random.Random(SEED)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64A = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B62 = DIG + UP + LO
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


_CYC = {}


def cyc(name, n):
    """Next variant index for a template: every variant is used once before any repeats."""
    lst = _CYC.get(name)
    if not lst:
        lst = list(range(n))
        R.shuffle(lst)
        _CYC[name] = lst
    return lst.pop()


def hexs(n):
    return rs(HEXL, n)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62enc(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def b58enc(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    c = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + c)


def crc_b62_token(prefix, n_random=30):
    """GitHub / npm style: prefix + 30 random base62 + base62(CRC32) over 6 chars."""
    body = rs(ALNUM, n_random)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def luhn_digit(num):
    s = 0
    for i, d in enumerate(reversed(num)):
        d = int(d)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


# ---------------------------------------------------------------- DER helpers
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(v):
    if v == 0:
        return der(0x02, b"\0")
    b = v.to_bytes((v.bit_length() + 7) // 8, "big")
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def der_seq(*parts):
    return der(0x30, b"".join(parts))


def der_oid(dotted):
    parts = [int(x) for x in dotted.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        out += bytes(reversed(enc))
    return der(0x06, out)


def der_octet(b):
    return der(0x04, b)


def der_bits(b):
    return der(0x03, b"\0" + b)


def pem(label, derbytes, width=64):
    s = b64(derbytes)
    lines = [s[i:i + width] for i in range(0, len(s), width)]
    return lines, "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_lines_ok(lines):
    """Merge a too-short last body line so that every listed line has >= 8 chars."""
    if len(lines) > 1 and len(lines[-1]) < 8:
        return False
    return True


# ---------------------------------------------------------------- Weierstrass curves
class Curve:
    def __init__(self, p, a, b, gx, gy, n):
        self.p, self.a, self.b, self.g, self.n = p, a, b, (gx, gy), n

    def add(self, P, Q):
        p = self.p
        if P is None:
            return Q
        if Q is None:
            return P
        if P[0] == Q[0]:
            if (P[1] + Q[1]) % p == 0:
                return None
            lam = (3 * P[0] * P[0] + self.a) * pow(2 * P[1], -1, p) % p
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
        x = (lam * lam - P[0] - Q[0]) % p
        return (x, (lam * (P[0] - x) - P[1]) % p)

    def mul(self, k, P=None):
        P = self.g if P is None else P
        Q = None
        while k:
            if k & 1:
                Q = self.add(Q, P)
            P = self.add(P, P)
            k >>= 1
        return Q


P256 = Curve(
    0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
    -3,
    0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
    0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551)
SECP256K1 = Curve(
    2 ** 256 - 2 ** 32 - 977, 0, 7,
    0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
    0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
    0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141)


def ec_keypair(curve):
    d = R.randrange(1, curve.n)
    return d, curve.mul(d)


def pt_bytes(P, compressed=False):
    x = P[0].to_bytes(32, "big")
    if compressed:
        return bytes([2 + (P[1] & 1)]) + x
    return b"\x04" + x + P[1].to_bytes(32, "big")


def ecdsa_sign(curve, d, msg):
    z = int.from_bytes(hashlib.sha256(msg).digest(), "big")
    while True:
        k = R.randrange(1, curve.n)
        r = curve.mul(k)[0] % curve.n
        if r == 0:
            continue
        s = pow(k, -1, curve.n) * (z + r * d) % curve.n
        if s:
            return der_seq(der_int(r), der_int(s))


OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"


def ec_private_pem(pkcs8=False):
    """SEC1 'EC PRIVATE KEY' or PKCS#8 'PRIVATE KEY' for P-256; returns (lines, text, pub)."""
    d, P = ec_keypair(P256)
    sec1 = der_seq(der_int(1), der_octet(d.to_bytes(32, "big")),
                   der(0xA0, der_oid(OID_P256)), der(0xA1, der_bits(pt_bytes(P))))
    if pkcs8:
        body = der_seq(der_int(0), der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_octet(sec1))
        lines, text = pem("PRIVATE KEY", body)
    else:
        lines, text = pem("EC PRIVATE KEY", sec1)
    return lines, text, P


def ec_public_pem():
    d, P = ec_keypair(P256)
    spki = der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_bits(pt_bytes(P)))
    return pem("PUBLIC KEY", spki)[1]


def utctime(y, mo, d, h=0, mi=0, s=0):
    return der(0x17, ("%02d%02d%02d%02d%02d%02dZ" % (y % 100, mo, d, h, mi, s)).encode())


def x509_name(cn, o=None, c=None):
    rdns = b""
    if c:
        rdns += der(0x31, der_seq(der_oid("2.5.4.6"), der(0x13, c.encode())))
    if o:
        rdns += der(0x31, der_seq(der_oid("2.5.4.10"), der(0x0C, o.encode())))
    rdns += der(0x31, der_seq(der_oid("2.5.4.3"), der(0x0C, cn.encode())))
    return der(0x30, rdns)


def x509_cert_pem(cn, org=None, year=2025):
    """A real self-signed ECDSA P-256 certificate (public data)."""
    d, P = ec_keypair(P256)
    alg = der_seq(der_oid("1.2.840.10045.4.3.2"))
    name = x509_name(cn, org, "KR" if chance(0.3) else "US")
    spki = der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_bits(pt_bytes(P)))
    san = der_seq(der_oid("2.5.29.17"), der_octet(der_seq(der(0x82, cn.encode()))))
    exts = der(0xA3, der_seq(san))
    mo, dd = ri(1, 12), ri(1, 28)
    tbs = der_seq(der(0xA0, der_int(2)), der_int(int.from_bytes(rb(16), "big") >> 1), alg, name,
                  der_seq(utctime(year, mo, dd), utctime(year + 1, mo, dd)), name, spki, exts)
    sig = ecdsa_sign(P256, d, tbs)
    cert = der_seq(tbs, alg, der_bits(sig))
    return pem("CERTIFICATE", cert)[1], hashlib.sha256(cert).hexdigest()


# ---------------------------------------------------------------- Ed25519 / X25519
EP = 2 ** 255 - 19
ED_D = -121665 * pow(121666, EP - 2, EP) % EP
ED_I = pow(2, (EP - 1) // 4, EP)


def _ed_recover_x(y, sign):
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, EP - 2, EP)
    x = pow(x2, (EP + 3) // 8, EP)
    if (x * x - x2) % EP:
        x = x * ED_I % EP
    if (x & 1) != sign:
        x = EP - x
    return x


_GY = 4 * pow(5, EP - 2, EP) % EP
_GX = _ed_recover_x(_GY, 0)
ED_G = (_GX, _GY, 1, _GX * _GY % EP)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % EP
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % EP
    C = 2 * P[3] * Q[3] * ED_D % EP
    D = 2 * P[2] * Q[2] % EP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % EP, G * H % EP, F * G % EP, E * H % EP)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    P = _ed_mul(a, ED_G)
    zi = pow(P[2], EP - 2, EP)
    x, y = P[0] * zi % EP, P[1] * zi % EP
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def x25519(k, u=9):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    k = int.from_bytes(k, "little")
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in reversed(range(255)):
        kt = (k >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = kt
        A = (x2 + z2) % EP
        AA = A * A % EP
        B = (x2 - z2) % EP
        BB = B * B % EP
        E = (AA - BB) % EP
        C = (x3 + z3) % EP
        D = (x3 - z3) % EP
        DA = D * A % EP
        CB = C * B % EP
        x3 = (DA + CB) ** 2 % EP
        z3 = x1 * (DA - CB) ** 2 % EP
        x2 = AA * BB % EP
        z2 = E * (AA + 121665 * E) % EP
    if swap:
        x2, x3, z2, z3 = x3, x2, z3, z2
    return (x2 * pow(z2, EP - 2, EP) % EP).to_bytes(32, "little")


def wg_keypair():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64(bytes(k)), b64(x25519(bytes(k)))


def sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def ssh_ed25519_pub(comment):
    seed = rb(32)
    pub = ed25519_pub(seed)
    blob = sshstr("ssh-ed25519") + sshstr(pub)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return "ssh-ed25519 %s %s" % (b64(blob), comment), fp


def openssh_ed25519_private(comment):
    """Unencrypted OpenSSH private key (openssh-key-v1) for a fresh Ed25519 key."""
    seed = rb(32)
    pub = ed25519_pub(seed)
    pubblob = sshstr("ssh-ed25519") + sshstr(pub)
    check = rb(4)
    priv = check + check + sshstr("ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + sshstr("none") + sshstr("none") + sshstr(b"") +
            (1).to_bytes(4, "big") + sshstr(pubblob) + sshstr(priv))
    s = b64(blob)
    lines = [s[i:i + 70] for i in range(0, len(s), 70)]
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    publine = "ssh-ed25519 %s %s" % (b64(pubblob), comment)
    return lines, text, publine


def ed25519_pkcs8_pem():
    seed = rb(32)
    body = der_seq(der_int(0), der_seq(der_oid("1.3.101.112")), der_octet(der_octet(seed)))
    return pem("PRIVATE KEY", body)


# ---------------------------------------------------------------- RSA
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, rounds=24):
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
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


def _rand_prime(bits):
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_probable_prime(c):
            return c


def rsa_key(bits):
    e = 65537
    while True:
        p, q = _rand_prime(bits // 2), _rand_prime(bits // 2)
        if p == q:
            continue
        phi = (p - 1) * (q - 1)
        if phi % e == 0:
            continue
        n = p * q
        if n.bit_length() != bits:
            continue
        d = pow(e, -1, phi)
        return n, e, d, p, q


def rsa_private_pem(bits=1024):
    n, e, d, p, q = rsa_key(bits)
    body = der_seq(der_int(0), der_int(n), der_int(e), der_int(d), der_int(p), der_int(q),
                   der_int(d % (p - 1)), der_int(d % (q - 1)), der_int(pow(q, -1, p)))
    lines, text = pem("RSA PRIVATE KEY", body)
    return lines, text


def _mpint(v):
    b = v.to_bytes((v.bit_length() + 7) // 8, "big")
    if b[0] & 0x80:
        b = b"\0" + b
    return sshstr(b)


def ssh_rsa_pub(bits, comment):
    n, e, d, p, q = rsa_key(bits)
    blob = sshstr("ssh-rsa") + _mpint(e) + _mpint(n)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return "ssh-rsa %s %s" % (b64(blob), comment), fp, (n, e)


def jwk_rsa_public(bits=2048):
    n, e, d, p, q = rsa_key(bits)
    nb = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return b64u(nb), b64u(e.to_bytes(3, "big"))


# ---------------------------------------------------------------- Keccak-256 (Ethereum)
_KRC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
        0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
        0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
        0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
        0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
        0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_KROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
         [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M64 if n else x


def _keccak_f(A):
    for rc in _KRC:
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ _rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                B[y][(2 * x + 3 * y) % 5] = _rol(A[x][y], _KROT[x][y])
        A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        A[0][0] ^= rc
    return A


def keccak256(data):
    rate = 136
    msg = bytearray(data) + b"\x01"
    while len(msg) % rate:
        msg += b"\0"
    msg[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        blk = msg[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            A[x][y] ^= int.from_bytes(blk[8 * i:8 * i + 8], "little")
        A = _keccak_f(A)
    out = b""
    for i in range(4):
        out += A[i % 5][i // 5].to_bytes(8, "little")
    return out


def eip55(addr_hex):
    h = keccak256(addr_hex.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c
                          for i, c in enumerate(addr_hex))


def eth_keypair():
    d, P = ec_keypair(SECP256K1)
    pub = P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")
    addr = keccak256(pub)[-20:].hex()
    return "0x%064x" % d, eip55(addr), d, P


# ---------------------------------------------------------------- Bitcoin bits
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_addr(hrp="bc", prog=None):
    prog = prog if prog is not None else rb(20)
    acc, bits, data = 0, 0, [0]
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(hx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data + chk)


def bip32_ext_keys():
    chain = rb(32)
    d, P = ec_keypair(SECP256K1)
    head = b"\0" + b"\0\0\0\0" + b"\0\0\0\0"
    xprv = b58check(bytes.fromhex("0488ADE4") + head + chain + b"\0" + d.to_bytes(32, "big"))
    xpub = b58check(bytes.fromhex("0488B21E") + head + chain + pt_bytes(P, True))
    return xprv, xpub


def wif_key():
    d, P = ec_keypair(SECP256K1)
    return b58check(b"\x80" + d.to_bytes(32, "big") + b"\x01")


def age_keypair():
    """age X25519 identity (AGE-SECRET-KEY-1...) and recipient (age1...)."""
    k = rb(32)
    pub = x25519(k)

    def enc(hrp, data, upper=False):
        acc, bits, out = 0, 0, []
        for b in data:
            acc = (acc << 8) | b
            bits += 8
            while bits >= 5:
                bits -= 5
                out.append((acc >> bits) & 31)
        if bits:
            out.append((acc << (5 - bits)) & 31)
        hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
        pm = _bech32_polymod(hx + out + [0] * 6) ^ 1
        chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
        s = hrp + "1" + "".join(_BECH[d] for d in out + chk)
        return s.upper() if upper else s
    return enc("age-secret-key-", k, True), enc("age", pub)


def totp_secret(nbytes=20):
    return base64.b32encode(rb(nbytes)).decode().rstrip("=")


def jwt_hs256(payload, header=None, key=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    key = key or rb(32)
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64u(sig)


def jwt_es256(payload, kid=None):
    d, P = ec_keypair(P256)
    header = {"alg": "ES256", "typ": "JWT"}
    if kid:
        header["kid"] = kid
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    z = int.from_bytes(hashlib.sha256((h + "." + p).encode()).digest(), "big")
    while True:
        k = R.randrange(1, P256.n)
        r = P256.mul(k)[0] % P256.n
        s = pow(k, -1, P256.n) * (z + r * d) % P256.n
        if r and s:
            break
    return h + "." + p + "." + b64u(r.to_bytes(32, "big") + s.to_bytes(32, "big"))


def jwt_rs_like(payload, kid=None, alg="RS256"):
    """JWT signed by an RSA key: the signature is 256 random bytes (we do not sign with RSA)."""
    header = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(256))


# ---------------------------------------------------------------- BIP39 English word list (the public standard list, 2048 words)
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance
advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien
all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor
ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear
apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact
artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit
august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon
badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best betray better between
beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom
blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy
bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom
brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business
busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe
canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat
catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair
chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean
clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach
coast coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct
confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek
crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube
culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash
daughter dawn day deal debate debris decade december decide decline decorate decrease deer defense define defy degree
delay deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk
despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity
dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide
divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon drama
drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf
dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either
elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ empower
empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll
ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence estate
eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust
exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow fabric face
faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault
favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field figure file
film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor
flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest
forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost
frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic
garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger
giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose
gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group
grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest
hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover
hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore
ill illegal illness image imitate immense immune impact impose improve impulse inch include income increase index
indicate indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input
inquiry insane insect inside inspire install intact interest into invest invite involve iron island isolate issue item
ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk
just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock
know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer
lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level
liar liberty library license life lift light like limb limit link lion liquid list little live lizard load loan
lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury
lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble
march margin marine market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal
method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed
mixture mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito mother motion
motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth
naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network
neutral never news next nice night noble noise nominee noodle normal north nose notable note nothing notice novel now
nuclear number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer
office often oil okay old olive olympic omit once one onion online only open opera opinion oppose option orange orbit
orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over own
owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot
party pass patch path patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil
people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill pilot
pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet point
polar pole police pond pony pool popular portion position possible post potato pottery poverty powder power practice
praise predict prefer prepare present pretty prevent price pride primary print priority prison private prize problem
process produce profit program project promote proof property prosper protect proud provide public pudding pull pulp
pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter question
quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare
rate rather raven raw razor ready real reason rebel rebuild recall receive recipe record recycle reduce reflect reform
refuse region regret regular reject relax release relief rely remain remember remind remove render renew rent reopen
repair repeat replace report require rescue resemble resist resource response result retire retreat return reunion
reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple risk ritual rival river
road roast robot robust rocket romance roof rookie room rose rotate rough round route royal rubber rude rug rule run
runway rural sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce
sausage save say scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script
scrub sea search season seat second secret section security seed seek segment select sell seminar senior sense
sentence series service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine
ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side siege sight sign
silent silk silly silver similar simple since sing siren sister situate six size skate sketch ski skill skin skirt
skull slab slam sleep slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack
snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve someone song soon sorry
sort soul sound soup source south space spare spatial spawn speak special speed spell spend sphere spice spider spike
spin spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium staff
stage stairs stamp stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject submit subway success such
sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise surround
survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol symptom syrup system
table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term
test text thank that theme then theory there they thing this thought three thrive throw thumb thunder ticket tide
tiger tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token tomato
tomorrow tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist toward tower town
toy track trade traffic tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve
twenty twice twin twist two type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy
uniform unique unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge
usage use used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault
vehicle velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view
village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage wage
wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather
web wedding weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will
win window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world
worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo""".split()
assert len(BIP39) == 2048 and hashlib.sha256(("\n".join(BIP39) + "\n").encode()).hexdigest() == "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"


def bip39_mnemonic(nwords=12):
    ent = rb(nwords * 4 // 3)
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(len(ent) * 8)
    cs = bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:len(ent) * 8 // 32]
    bits += cs
    return " ".join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


# ====================================================================== token generators
def digits(n, first_nonzero=True):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = ch("123456789") + s[1:]
    return s


def snowflake():
    return str(ri(700000000000000000, 1299999999999999999))


def g_akia():
    return "AKIA" + rs(B32, 16)


def g_asia():
    return "ASIA" + rs(B32, 16)


def g_aws_secret():
    return rs(B64A, 40)


def g_aws_session():
    if chance(0.5):
        raw = b"!\n\torigin_ec" + b"\x10" + rb(ri(250, 300))
    else:
        raw = b"\x17\n\x06er/aws" + b"\x10" + rb(ri(240, 280))
    return b64(raw)


def g_stripe(kind="sk", mode="live"):
    if chance(0.6):
        return "%s_%s_51%s" % (kind, mode, rs(ALNUM, 97))
    return "%s_%s_%s" % (kind, mode, rs(ALNUM, 24))


def g_openai():
    r = R.random()
    if r < 0.55:
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if r < 0.75:
        return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def g_anthropic(kind="api03"):
    return "sk-ant-%s-%sAA" % (kind, rs(B64U, 93))


def g_gh_fine():
    return "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)


def g_slack_bot():
    return "xoxb-%s-%s-%s" % (digits(ri(11, 13)), digits(ri(12, 13)), rs(ALNUM, 24))


def g_slack_user():
    return "xoxp-%s-%s-%s-%s" % (digits(11), digits(11), digits(13), hexs(32))


def g_slack_app():
    return "xapp-1-A%s-%s-%s" % (rs(UPNUM, 10), digits(13), hexs(64))


def g_slack_hook_parts():
    return "T" + rs(UPNUM, ri(8, 10)), "B" + rs(UPNUM, ri(9, 11)), rs(ALNUM, 24)


def g_pypi():
    cav = json.dumps({"version": 1, "permissions": {"projects": [ch(["acme-sdk", "fastgrid", "tiny-etl", "pgwire-utils", "kr-address"])]}}).encode()
    raw = (b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02" + bytes([len(cav)]) + cav +
           b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(raw)


def g_vault():
    if chance(0.5):
        return "hvs." + rs(ALNUM + "_-", 24)
    return "hvs.CAESI" + rs(B64U, 86)


def g_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def g_mailgun():
    if chance(0.5):
        return "key-" + hexs(32)
    return hexs(32) + "-" + hexs(8) + "-" + hexs(8)


def g_mapbox(kind="sk", user="acme"):
    mid = b64u(json.dumps({"u": user, "a": rs(LOWNUM, 25)}, separators=(",", ":")).encode())
    return kind + "." + mid + "." + rs(B64U, 22)


def g_discord_bot():
    return b64u(snowflake().encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_telegram():
    return str(ri(100000000, 7999999999)) + ":AA" + rs(B64U, 33)


def g_sentry():
    meta = json.dumps({"iat": ri(1700000000, 1760000000) + 0.5, "url": "https://sentry.io",
                       "region_url": "https://us.sentry.io", "org": ch(["acme", "hanbit-labs", "orbit"])},
                      separators=(",", ":")).encode()
    return "sntrys_" + b64(meta).rstrip("=") + "_" + rs(B64U, 43)


def g_grafana_cloud():
    meta = json.dumps({"o": digits(6), "n": "stack-%s-%s" % (digits(6), rs(LO, 5)),
                       "k": rs(ALNUM, 24), "m": {"r": ch(["prod-us-east-0", "prod-ap-northeast-0", "prod-eu-west-2"])}},
                      separators=(",", ":")).encode()
    return "glc_" + b64(meta)


def g_supabase_jwt(role="service_role"):
    now = ri(1680000000, 1750000000)
    return jwt_hs256({"iss": "supabase", "ref": rs(LO, 20), "role": role, "iat": now, "exp": now + 315360000})


def g_intercom():
    return b64(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def g_salesforce():
    return "00D" + rs(ALNUM, 12) + "!" + rs(ALNUM + "._", 96)


def g_jfrog():
    return b64(("reftkn:01:%d:%s" % (ri(1750000000, 1900000000), rs(ALNUM, 27))).encode()).rstrip("=")


def g_elastic_apikey():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def g_x_bearer():
    return "A" * 21 + rs(ALNUM, 7) + "A" * 7 + urllib.parse.quote(b64(rb(24)), safe="") + rs(ALNUM, 50)


def g_1password():
    meta = json.dumps({"signInAddress": ch(["acme.1password.com", "my.1password.com", "hanbit.1password.com"]),
                       "email": rs(LOWNUM, 13) + "@1passwordserviceaccounts.com",
                       "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5)),
                       "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
                       "deviceUuid": rs(LOWNUM, 26)}, separators=(",", ":")).encode()
    return "ops_" + b64u(meta)


def g_turso():
    now = ri(1700000000, 1760000000)
    h = b64u(b'{"alg":"EdDSA","typ":"JWT"}')
    p = b64u(json.dumps({"a": "rw", "iat": now, "id": uuid4()}, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(64))


def g_pinata():
    now = ri(1700000000, 1760000000)
    return jwt_hs256({"userInformation": {"id": uuid4(), "email": "dev@example.io", "email_verified": True,
                                          "status": "ACTIVE"}, "authenticationType": "scopedKey",
                      "scopedKeyKey": hexs(20), "scopedKeySecret": hexs(64), "exp": now + 31536000, "iat": now})


def g_convex():
    return "prod:%s-%s-%d|%s" % (ch(["happy", "brave", "quiet", "shiny", "wandering"]), ch(["otter", "falcon", "lynx", "heron", "panda"]),
                                 ri(100, 999), b64(rb(57)))


def g_google_access():
    return "ya29.a0" + rs(B64U, 180)


def g_google_refresh():
    return "1//0" + rs(ALNUM, 2) + "-" + rs(B64U, 96)


def g_azure_client_secret():
    return rs(ALNUM, 3) + ch(DIG) + "Q~" + rs(ALNUM + "_.~-", 34)


def g_azure_storage_key():
    return b64(rb(64))


def g_tailscale(kind="auth"):
    return "tskey-%s-k%sCNTRL-%s" % (kind, rs(ALNUM, 11), rs(ALNUM, 33))


def g_discord_hook_parts():
    return snowflake(), rs(B64U, 68)


def g_line_token():
    return rs(B64A, 171) + "="


def g_fly():
    return "fo1_" + rs(B64U, 43)


def g_doppler(env="prd"):
    return "dp.st.%s.%s" % (env, rs(ALNUM, 40))


def g_harness():
    return "pat.%s.%s.%s" % (rs(B64U, 22), hexs(24), rs(ALNUM, 20))


def g_upstash():
    return "A" + ch("XYZ") + rs(ALNUM, 2) + "AAIjcDE" + rs(ALNUM, 56)


def g_rapidapi():
    return hexs(10) + "msh" + hexs(14) + "p1" + hexs(6) + "jsn" + hexs(12)


def g_backblaze_pair():
    return "005" + hexs(9) + "0000000" + digits(6, False), "K005" + rs(ALNUM + "/+", 27)


def g_twitch():
    return rs(LOWNUM, 30)


def g_ably():
    return "%s.%s:%s" % (rs(ALNUM + "-_", 6), rs(ALNUM + "-_", 6), rs(ALNUM + "-_", 43))


# ====================================================================== vendor table
def V(name, tag, vars_, curl=None, sdk=None, cli=None, tf=None):
    return {"name": name, "tag": tag, "vars": vars_, "curl": curl, "sdk": sdk or {}, "cli": cli, "tf": tf}


def L(fn, *a):
    return lambda: fn(*a)


VENDORS = [
    V("AWS", "cloud", [("AWS_ACCESS_KEY_ID", g_akia, True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret, True)],
      sdk={"py": 'boto3.client("s3", aws_access_key_id="{v0}", aws_secret_access_key="{v1}")',
           "js": 'new S3Client({ region: "ap-northeast-2", credentials: { accessKeyId: "{v0}", secretAccessKey: "{v1}" } })',
           "go": 'credentials.NewStaticCredentialsProvider("{v0}", "{v1}", "")'},
      cli="aws configure set aws_access_key_id {v0} && aws configure set aws_secret_access_key {v1}",
      tf='provider "aws" {\n  region     = "ap-northeast-2"\n  access_key = "{v0}"\n  secret_key = "{v1}"\n}'),
    V("AWS STS", "cloud", [("AWS_ACCESS_KEY_ID", g_asia, True), ("AWS_SECRET_ACCESS_KEY", g_aws_secret, True), ("AWS_SESSION_TOKEN", g_aws_session, True)]),
    V("GitHub", "vcs", [("GITHUB_TOKEN", L(crc_b62_token, "ghp_"), True)],
      curl='curl -H "Authorization: token {v0}" https://api.github.com/repos/{org}/{proj}/actions/runs',
      sdk={"py": 'Github("{v0}")', "js": 'new Octokit({ auth: "{v0}" })', "go": 'github.NewClient(nil).WithAuthToken("{v0}")'},
      cli="echo {v0} | gh auth login --with-token", tf='provider "github" {\n  owner = "{org}"\n  token = "{v0}"\n}'),
    V("GitHub (fine-grained)", "vcs", [("GH_TOKEN", g_gh_fine, True)],
      curl='curl -H "Authorization: Bearer {v0}" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/user',
      cli="git clone https://x-access-token:{v0}@github.com/{org}/{proj}.git"),
    V("GitHub OAuth", "vcs", [("GH_TOKEN", L(crc_b62_token, "gho_"), True)],
      cli="GH_TOKEN={v0} gh pr list --repo {org}/{proj}"),
    V("GitHub App", "vcs", [("GITHUB_INSTALLATION_TOKEN", L(crc_b62_token, "ghs_"), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.github.com/installation/repositories'),
    V("GitLab", "vcs", [("GITLAB_TOKEN", lambda: "glpat-" + rs(ALNUM + "-_", 20), True)],
      curl='curl --header "PRIVATE-TOKEN: {v0}" "https://gitlab.com/api/v4/projects?owned=true"',
      cli="glab auth login --hostname gitlab.com --token {v0}", tf='provider "gitlab" {\n  token = "{v0}"\n}'),
    V("GitLab Runner", "ci", [("RUNNER_TOKEN", lambda: "glrt-" + rs(ALNUM + "-_", 20), True)],
      cli='gitlab-runner register --non-interactive --url https://gitlab.com --token {v0} --executor docker --docker-image alpine:3.19'),
    V("Slack", "chat", [("SLACK_BOT_TOKEN", g_slack_bot, True)],
      curl='curl -X POST -H "Authorization: Bearer {v0}" -H "Content-type: application/json" --data \'{"channel":"C0{chan}","text":"deploy done"}\' https://slack.com/api/chat.postMessage',
      sdk={"py": 'WebClient(token="{v0}")', "js": 'new WebClient("{v0}")'}),
    V("Slack (user)", "chat", [("SLACK_USER_TOKEN", g_slack_user, True)],
      curl='curl -H "Authorization: Bearer {v0}" "https://slack.com/api/conversations.history?channel=C0{chan}"'),
    V("Slack (app-level)", "chat", [("SLACK_APP_TOKEN", g_slack_app, True), ("SLACK_BOT_TOKEN", g_slack_bot, True)]),
    V("Stripe", "pay", [("STRIPE_SECRET_KEY", g_stripe, True)],
      curl="curl https://api.stripe.com/v1/customers -u {v0}: -d email=test@example.com",
      sdk={"py": 'stripe.api_key = "{v0}"', "js": "const stripe = require('stripe')('{v0}');",
           "rb": "Stripe.api_key = '{v0}'", "php": "\\Stripe\\Stripe::setApiKey('{v0}');", "go": 'stripe.Key = "{v0}"'},
      cli="stripe customers list --api-key {v0}"),
    V("Stripe (restricted)", "pay", [("STRIPE_RESTRICTED_KEY", L(g_stripe, "rk", "live"), True)],
      curl="curl https://api.stripe.com/v1/charges?limit=3 -u {v0}:"),
    V("Stripe webhooks", "pay", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32), True)],
      sdk={"py": 'stripe.Webhook.construct_event(payload, sig_header, "{v0}")',
           "js": "stripe.webhooks.constructEvent(req.body, sig, '{v0}')"}),
    V("OpenAI", "llm", [("OPENAI_API_KEY", g_openai, True)],
      curl='curl https://api.openai.com/v1/chat/completions -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @req.json',
      sdk={"py": 'OpenAI(api_key="{v0}")', "js": 'new OpenAI({ apiKey: "{v0}" })', "ts": 'const openai = new OpenAI({ apiKey: "{v0}" });'}),
    V("Anthropic", "llm", [("ANTHROPIC_API_KEY", g_anthropic, True)],
      curl='curl https://api.anthropic.com/v1/messages -H "x-api-key: {v0}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @msg.json',
      sdk={"py": 'anthropic.Anthropic(api_key="{v0}")', "ts": 'new Anthropic({ apiKey: "{v0}" })'}),
    V("Anthropic (admin)", "llm", [("ANTHROPIC_ADMIN_KEY", L(g_anthropic, "admin01"), True)],
      curl='curl "https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-06-01T00:00:00Z" -H "x-api-key: {v0}" -H "anthropic-version: 2023-06-01"'),
    V("Claude Code OAuth", "llm", [("CLAUDE_CODE_OAUTH_TOKEN", L(g_anthropic, "oat01"), True)]),
    V("Google Gemini API", "llm", [("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35), True)],
      curl='curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={v0}" -H "Content-Type: application/json" -d @prompt.json',
      sdk={"py": 'genai.configure(api_key="{v0}")', "js": 'new GoogleGenerativeAI("{v0}")'}),
    V("Google OAuth client", "auth", [("GOOGLE_CLIENT_ID", lambda: digits(12) + "-" + rs(LOWNUM, 32) + ".apps.googleusercontent.com", False),
                                      ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), True)]),
    V("Google Cloud (access token)", "cloud", [("GOOGLE_OAUTH_ACCESS_TOKEN", g_google_access, True)],
      curl='curl -H "Authorization: Bearer {v0}" "https://storage.googleapis.com/storage/v1/b?project={proj}"'),
    V("Firebase CLI", "cloud", [("FIREBASE_TOKEN", g_google_refresh, True)],
      cli="firebase deploy --only hosting --token \"{v0}\""),
    V("Firebase Cloud Messaging", "push", [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), True)],
      curl='curl -X POST -H "Authorization: key={v0}" -H "Content-Type: application/json" -d @push.json https://fcm.googleapis.com/fcm/send'),
    V("Google Cloud Storage HMAC", "cloud", [("GCS_HMAC_ACCESS_ID", lambda: "GOOG1E" + rs(UPNUM, 55), True), ("GCS_HMAC_SECRET", L(rs, B64A, 40), True)]),
    V("Azure Storage", "cloud", [("AZURE_STORAGE_CONNECTION_STRING", None, True)]),  # rendered specially
    V("Azure OpenAI", "llm", [("AZURE_OPENAI_API_KEY", L(hexs, 32), True)],
      curl='curl "https://{proj}-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: {v0}" -H "Content-Type: application/json" -d @body.json'),
    V("Azure AD app", "auth", [("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_ID", uuid4, False), ("AZURE_CLIENT_SECRET", g_azure_client_secret, True)],
      cli='az login --service-principal -u {v1} -p "{v2}" --tenant {v0}'),
    V("Azure DevOps", "vcs", [("AZURE_DEVOPS_EXT_PAT", lambda: rs(LO + "234567", 52), True)],
      curl='curl -u :{v0} "https://dev.azure.com/{org}/_apis/projects?api-version=7.1"'),
    V("Twilio", "sms", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", L(hexs, 32), True)],
      curl='curl -X POST https://api.twilio.com/2010-04-01/Accounts/{v0}/Messages.json -u {v0}:{v1} --data-urlencode "To=+8210{phone}" --data-urlencode "From=+15005550006" --data-urlencode "Body=test"',
      sdk={"py": 'Client("{v0}", "{v1}")', "js": "twilio('{v0}', '{v1}')"}),
    V("SendGrid", "mail", [("SENDGRID_API_KEY", g_sendgrid, True)],
      curl='curl -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @mail.json',
      sdk={"py": 'SendGridAPIClient("{v0}")', "js": "sgMail.setApiKey('{v0}');"}),
    V("Mailgun", "mail", [("MAILGUN_API_KEY", g_mailgun, True)],
      curl='curl -s --user "api:{v0}" https://api.mailgun.net/v3/mg.{domain}/messages -F from="noreply@{domain}" -F to=qa@{domain} -F subject=test -F text=hi'),
    V("Mailchimp", "mail", [("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(ri(2, 21)), True)],
      curl='curl -u "anystring:{v0}" https://us{dc}.api.mailchimp.com/3.0/lists'),
    V("Postmark", "mail", [("POSTMARK_SERVER_TOKEN", uuid4, True)],
      curl='curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "Content-Type: application/json" -H "X-Postmark-Server-Token: {v0}" -d @email.json'),
    V("Brevo", "mail", [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16), True)],
      curl='curl -X POST https://api.brevo.com/v3/smtp/email -H "api-key: {v0}" -H "content-type: application/json" -d @mail.json'),
    V("Resend", "mail", [("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)],
      sdk={"ts": "const resend = new Resend('{v0}');", "py": 'resend.api_key = "{v0}"'}),
    V("Heroku", "paas", [("HEROKU_API_KEY", uuid4, True)],
      curl='curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer {v0}"'),
    V("npm", "pkg", [("NPM_TOKEN", L(crc_b62_token, "npm_"), True)], cli="npm config set //registry.npmjs.org/:_authToken {v0}"),
    V("PyPI", "pkg", [("TWINE_PASSWORD", g_pypi, True)], cli="twine upload -u __token__ -p {v0} dist/*"),
    V("Docker Hub", "pkg", [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), True)], cli="docker login -u {user} -p {v0}"),
    V("HashiCorp Vault", "infra", [("VAULT_TOKEN", g_vault, True)],
      curl='curl -H "X-Vault-Token: {v0}" https://vault.{domain}:8200/v1/secret/data/{proj}', cli="vault login {v0}"),
    V("Terraform Cloud", "infra", [("TF_TOKEN_app_terraform_io", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)],
      curl='curl -H "Authorization: Bearer {v0}" -H "Content-Type: application/vnd.api+json" https://app.terraform.io/api/v2/organizations/{org}/workspaces'),
    V("DigitalOcean", "cloud", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), True)],
      curl='curl -X GET -H "Content-Type: application/json" -H "Authorization: Bearer {v0}" "https://api.digitalocean.com/v2/droplets"',
      cli="doctl auth init --access-token {v0}", tf='provider "digitalocean" {\n  token = "{v0}"\n}'),
    V("DigitalOcean Spaces", "cloud", [("SPACES_KEY", lambda: "DO00" + rs(UPNUM, 16), True), ("SPACES_SECRET", L(rs, ALNUM + "/+", 43), True)]),
    V("Linode", "cloud", [("LINODE_TOKEN", L(hexs, 64), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.linode.com/v4/linode/instances', tf='provider "linode" {\n  token = "{v0}"\n}'),
    V("Vultr", "cloud", [("VULTR_API_KEY", L(rs, UPNUM, 36), True)],
      curl='curl "https://api.vultr.com/v2/instances" -X GET -H "Authorization: Bearer {v0}"'),
    V("Hetzner Cloud", "cloud", [("HCLOUD_TOKEN", L(rs, ALNUM, 64), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.hetzner.cloud/v1/servers', tf='provider "hcloud" {\n  token = "{v0}"\n}'),
    V("Cloudflare", "cdn", [("CLOUDFLARE_API_TOKEN", L(rs, B64U, 40), True)],
      curl='curl "https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache" -X POST -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" --data \'{"purge_everything":true}\'',
      tf='provider "cloudflare" {\n  api_token = "{v0}"\n}'),
    V("Cloudflare (global key)", "cdn", [("CLOUDFLARE_EMAIL", None, False), ("CLOUDFLARE_API_KEY", L(hexs, 37), True)],
      curl='curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: {email}" -H "X-Auth-Key: {v1}"'),
    V("Cloudflare R2", "cloud", [("R2_ACCESS_KEY_ID", L(hexs, 32), True), ("R2_SECRET_ACCESS_KEY", L(hexs, 64), True)]),
    V("Netlify", "paas", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 40), True)], cli="netlify deploy --prod --auth {v0} --site {uuid}"),
    V("Vercel", "paas", [("VERCEL_TOKEN", L(rs, ALNUM, 24), True)], cli="vercel deploy --prod --token {v0}"),
    V("Supabase", "db", [("SUPABASE_URL", None, False), ("SUPABASE_SERVICE_ROLE_KEY", g_supabase_jwt, True)],
      sdk={"ts": "createClient('https://{ref}.supabase.co', '{v1}')", "py": 'create_client("https://{ref}.supabase.co", "{v1}")'}),
    V("Shopify", "shop", [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), True)],
      curl='curl -H "X-Shopify-Access-Token: {v0}" https://{shop}.myshopify.com/admin/api/2024-07/products.json'),
    V("Shopify app", "shop", [("SHOPIFY_API_KEY", L(hexs, 32), False), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), True)]),
    V("Atlassian (Jira/Confluence)", "pm", [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8), True)],
      curl='curl -u {email}:{v0} -H "Accept: application/json" "https://{org}.atlassian.net/rest/api/3/search?jql=project=OPS"'),
    V("Asana", "pm", [("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)), True)],
      curl='curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer {v0}"'),
    V("Linear", "pm", [("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40), True)],
      curl='curl -X POST https://api.linear.app/graphql -H "Content-Type: application/json" -H "Authorization: {v0}" --data \'{ "query": "{ viewer { id name } }" }\''),
    V("Notion", "pm", [("NOTION_TOKEN", lambda: ("ntn_" + digits(11) + rs(ALNUM, 35)) if chance(0.6) else ("secret_" + rs(ALNUM, 43)), True)],
      curl='curl https://api.notion.com/v1/search -H "Authorization: Bearer {v0}" -H "Notion-Version: 2022-06-28" -X POST'),
    V("Airtable", "pm", [("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + hexs(64), True)],
      curl='curl "https://api.airtable.com/v0/app{base}/Tasks?maxRecords=3" -H "Authorization: Bearer {v0}"'),
    V("Figma", "design", [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), True)],
      curl='curl -H "X-Figma-Token: {v0}" "https://api.figma.com/v1/files/{figfile}"'),
    V("Sentry", "obs", [("SENTRY_AUTH_TOKEN", g_sentry, True)], cli="sentry-cli --auth-token {v0} releases new {ver}"),
    V("Sentry (user token)", "obs", [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://sentry.io/api/0/projects/'),
    V("Datadog", "obs", [("DD_API_KEY", L(hexs, 32), True), ("DD_APP_KEY", L(hexs, 40), True)],
      curl='curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: {v0}" -H "DD-APPLICATION-KEY: {v1}"',
      tf='provider "datadog" {\n  api_key = "{v0}"\n  app_key = "{v1}"\n}'),
    V("New Relic", "obs", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPNUM, 27), True)],
      curl='curl -X POST https://api.newrelic.com/graphql -H "Content-Type: application/json" -H "API-Key: {v0}" -d @nerdgraph.json'),
    V("New Relic (license)", "obs", [("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", True)]),
    V("Grafana Cloud", "obs", [("GRAFANA_CLOUD_TOKEN", g_grafana_cloud, True)]),
    V("Grafana (service account)", "obs", [("GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hexs(8), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://grafana.{domain}/api/dashboards/uid/{dash}'),
    V("PagerDuty", "obs", [("PAGERDUTY_TOKEN", lambda: "u+" + rs(ALNUM + "-_", 18), True)],
      curl='curl -H "Authorization: Token token={v0}" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/incidents'),
    V("Opsgenie", "obs", [("OPSGENIE_API_KEY", uuid4, True)],
      curl='curl -X GET "https://api.opsgenie.com/v2/alerts?limit=5" -H "Authorization: GenieKey {v0}"'),
    V("Honeycomb", "obs", [("HONEYCOMB_API_KEY", L(rs, ALNUM, 22), True)],
      curl='curl https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: {v0}"'),
    V("Dynatrace", "obs", [("DT_API_TOKEN", lambda: "dt0c01." + rs(UPNUM, 24) + "." + rs(UPNUM, 64), True)],
      curl='curl -H "Authorization: Api-Token {v0}" "https://{dtenv}.live.dynatrace.com/api/v2/problems"'),
    V("Rollbar", "obs", [("ROLLBAR_ACCESS_TOKEN", L(hexs, 32), True)],
      curl='curl https://api.rollbar.com/api/1/deploy -F access_token={v0} -F environment=production -F revision={sha7}'),
    V("Algolia", "search", [("ALGOLIA_APP_ID", L(rs, UPNUM, 10), False), ("ALGOLIA_ADMIN_KEY", L(hexs, 32), True)],
      curl='curl -X POST "https://{v0}.algolia.net/1/indexes/products/clear" -H "X-Algolia-API-Key: {v1}" -H "X-Algolia-Application-Id: {v0}"'),
    V("Mapbox", "maps", [("MAPBOX_SECRET_TOKEN", L(g_mapbox, "sk"), True)],
      curl='curl "https://api.mapbox.com/uploads/v1/{user}?access_token={v0}"'),
    V("Twitch", "social", [("TWITCH_CLIENT_ID", L(rs, LOWNUM, 30), False), ("TWITCH_CLIENT_SECRET", g_twitch, True)],
      curl='curl -X POST "https://id.twitch.tv/oauth2/token" -d "client_id={v0}&client_secret={v1}&grant_type=client_credentials"'),
    V("Discord", "chat", [("DISCORD_BOT_TOKEN", g_discord_bot, True)],
      curl='curl -H "Authorization: Bot {v0}" https://discord.com/api/v10/users/@me', sdk={"py": 'client.run("{v0}")', "js": "client.login('{v0}');"}),
    V("Telegram", "chat", [("TELEGRAM_BOT_TOKEN", g_telegram, True)], curl='curl "https://api.telegram.org/bot{v0}/getUpdates"'),
    V("Okta", "auth", [("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), True)],
      curl='curl -H "Authorization: SSWS {v0}" -H "Accept: application/json" "https://{org}.okta.com/api/v1/users?limit=5"'),
    V("Auth0", "auth", [("AUTH0_CLIENT_ID", L(rs, ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", L(rs, B64U, 64), True)],
      curl='curl --request POST --url https://{org}.us.auth0.com/oauth/token --header "content-type: application/json" --data \'{"client_id":"{v0}","client_secret":"{v1}","audience":"https://{org}.us.auth0.com/api/v2/","grant_type":"client_credentials"}\''),
    V("Keycloak", "auth", [("KEYCLOAK_CLIENT_SECRET", L(rs, ALNUM, 32), True)],
      curl='curl -d "client_id=admin-cli-bot" -d "client_secret={v0}" -d "grant_type=client_credentials" https://sso.{domain}/realms/{proj}/protocol/openid-connect/token'),
    V("Duo", "auth", [("DUO_IKEY", lambda: "DI" + rs(UPNUM, 18), False), ("DUO_SKEY", L(rs, ALNUM, 40), True)]),
    V("Square", "pay", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), True)],
      curl='curl https://connect.squareup.com/v2/locations -H "Square-Version: 2024-07-17" -H "Authorization: Bearer {v0}"'),
    V("Braintree", "pay", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LOWNUM, 16) + "$" + hexs(32), True)]),
    V("Plaid", "pay", [("PLAID_CLIENT_ID", L(hexs, 24), False), ("PLAID_SECRET", L(hexs, 30), True)]),
    V("Binance", "crypto", [("BINANCE_API_KEY", L(rs, ALNUM, 64), True), ("BINANCE_API_SECRET", L(rs, ALNUM, 64), True)],
      sdk={"py": 'Client("{v0}", "{v1}")'}),
    V("Razorpay", "pay", [("RAZORPAY_KEY_SECRET", L(rs, ALNUM, 24), True)]),
    V("Paystack", "pay", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), True)],
      curl='curl https://api.paystack.co/transaction/verify/{ref} -H "Authorization: Bearer {v0}"'),
    V("Flutterwave", "pay", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", True)],
      curl='curl https://api.flutterwave.com/v3/transactions -H "Authorization: Bearer {v0}"'),
    V("Mollie", "pay", [("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30), True)],
      curl='curl -X GET https://api.mollie.com/v2/payments -H "Authorization: Bearer {v0}"'),
    V("Klaviyo", "mkt", [("KLAVIYO_PRIVATE_KEY", lambda: "pk_" + hexs(34), True)],
      curl='curl --request GET --url "https://a.klaviyo.com/api/lists/" --header "Authorization: Klaviyo-API-Key {v0}" --header "revision: 2024-07-15"'),
    V("Intercom", "support", [("INTERCOM_ACCESS_TOKEN", g_intercom, True)],
      curl='curl https://api.intercom.io/contacts -H "Authorization: Bearer {v0}" -H "Accept: application/json"'),
    V("HubSpot", "crm", [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + ch(["na1", "eu1", "na2"]) + "-" + uuid4(), True)],
      curl='curl "https://api.hubapi.com/crm/v3/objects/contacts?limit=10" -H "Authorization: Bearer {v0}"'),
    V("Zendesk", "support", [("ZENDESK_API_TOKEN", L(rs, ALNUM, 40), True)],
      curl='curl https://{org}.zendesk.com/api/v2/tickets.json -u {email}/token:{v0}'),
    V("Freshdesk", "support", [("FRESHDESK_API_KEY", L(rs, ALNUM, 20), True)],
      curl='curl -u {v0}:X -H "Content-Type: application/json" https://{org}.freshdesk.com/api/v2/tickets'),
    V("Salesforce", "crm", [("SF_ACCESS_TOKEN", g_salesforce, True)],
      curl='curl https://{org}.my.salesforce.com/services/data/v61.0/sobjects/Account -H "Authorization: Bearer {v0}"'),
    V("LaunchDarkly", "flags", [("LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), True)],
      sdk={"py": 'ldclient.set_config(Config("{v0}"))', "js": "LaunchDarkly.init('{v0}')"}),
    V("LaunchDarkly (API)", "flags", [("LD_API_KEY", lambda: "api-" + uuid4(), True)],
      curl='curl -H "Authorization: {v0}" https://app.launchdarkly.com/api/v2/flags/{proj}'),
    V("Contentful", "cms", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.contentful.com/spaces/{space}/environments/master/entries'),
    V("Cloudinary", "media", [("CLOUDINARY_URL", None, True)]),  # rendered specially
    V("Pusher", "realtime", [("PUSHER_APP_ID", L(digits, 7), False), ("PUSHER_KEY", L(hexs, 20), False), ("PUSHER_SECRET", L(hexs, 20), True)]),
    V("Ably", "realtime", [("ABLY_API_KEY", g_ably, True)], sdk={"js": "new Ably.Realtime('{v0}')"}),
    V("Vonage", "sms", [("VONAGE_API_KEY", L(hexs, 8), False), ("VONAGE_API_SECRET", L(rs, ALNUM, 16), True)],
      curl='curl -X POST https://rest.nexmo.com/sms/json -d api_key={v0} -d api_secret={v1} -d to=8210{phone} -d from=ACME -d text=test'),
    V("Plivo", "sms", [("PLIVO_AUTH_ID", lambda: "MA" + rs(UPNUM, 18), False), ("PLIVO_AUTH_TOKEN", L(rs, ALNUM, 40), True)]),
    V("Postman", "dev", [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), True)],
      curl='curl -H "X-Api-Key: {v0}" https://api.getpostman.com/collections'),
    V("CircleCI", "ci", [("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40), True)],
      curl='curl -H "Circle-Token: {v0}" https://circleci.com/api/v2/me'),
    V("Buildkite", "ci", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.buildkite.com/v2/organizations/{org}/pipelines'),
    V("Travis CI", "ci", [("TRAVIS_API_TOKEN", L(rs, B64U, 22), True)],
      curl='curl -H "Travis-API-Version: 3" -H "Authorization: token {v0}" https://api.travis-ci.com/repos'),
    V("Jenkins", "ci", [("JENKINS_API_TOKEN", lambda: "11" + hexs(32), True)],
      curl='curl -X POST -u {user}:{v0} "https://jenkins.{domain}/job/{proj}/buildWithParameters?BRANCH=main"'),
    V("Snyk", "sec", [("SNYK_TOKEN", uuid4, True)], cli="snyk auth {v0}"),
    V("SonarQube", "sec", [("SONAR_TOKEN", lambda: ch(["squ_", "sqp_", "sqa_"]) + hexs(40), True)],
      cli="sonar-scanner -Dsonar.projectKey={proj} -Dsonar.host.url=https://sonar.{domain} -Dsonar.token={v0}"),
    V("Codecov", "ci", [("CODECOV_TOKEN", uuid4, True)], cli="codecov upload-process -t {v0} -f coverage.xml"),
    V("JFrog Artifactory", "pkg", [("JFROG_ACCESS_TOKEN", g_jfrog, True)],
      curl='curl -H "Authorization: Bearer {v0}" -T build/app.jar "https://{org}.jfrog.io/artifactory/libs-release-local/app/{ver}/app.jar"'),
    V("JFrog (API key)", "pkg", [("ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(ALNUM, 68), True)],
      curl='curl -H "X-JFrog-Art-Api: {v0}" "https://{org}.jfrog.io/artifactory/api/storage/libs-release-local"'),
    V("Hugging Face", "llm", [("HF_TOKEN", lambda: "hf_" + rs(ALNUM, 34), True)], cli="huggingface-cli login --token {v0}",
      sdk={"py": 'login(token="{v0}")'}),
    V("Replicate", "llm", [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37), True)],
      curl='curl -s -X POST -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @input.json https://api.replicate.com/v1/predictions'),
    V("Cohere", "llm", [("CO_API_KEY", L(rs, ALNUM, 40), True)], sdk={"py": 'cohere.ClientV2("{v0}")'}),
    V("Mistral", "llm", [("MISTRAL_API_KEY", L(rs, ALNUM, 32), True)],
      curl='curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {v0}"'),
    V("Groq", "llm", [("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52), True)], sdk={"py": 'Groq(api_key="{v0}")'}),
    V("Perplexity", "llm", [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48), True)],
      curl='curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @q.json'),
    V("Together AI", "llm", [("TOGETHER_API_KEY", L(hexs, 64), True)]),
    V("Pinecone", "llm", [("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63), True)],
      sdk={"py": 'Pinecone(api_key="{v0}")'}),
    V("Weights & Biases", "llm", [("WANDB_API_KEY", L(hexs, 40), True)], cli="wandb login {v0}"),
    V("DeepSeek", "llm", [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), True)],
      sdk={"py": 'OpenAI(api_key="{v0}", base_url="https://api.deepseek.com")'}),
    V("xAI", "llm", [("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80), True)],
      curl='curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @req.json'),
    V("OpenRouter", "llm", [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), True)],
      curl='curl https://openrouter.ai/api/v1/chat/completions -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d @req.json'),
    V("ElevenLabs", "llm", [("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), True)],
      curl='curl -X POST "https://api.elevenlabs.io/v1/text-to-speech/{voice}" -H "xi-api-key: {v0}" -H "Content-Type: application/json" -d @tts.json'),
    V("AssemblyAI", "llm", [("ASSEMBLYAI_API_KEY", L(hexs, 32), True)],
      curl='curl https://api.assemblyai.com/v2/transcript -H "authorization: {v0}" -H "content-type: application/json" -d @audio.json'),
    V("Deepgram", "llm", [("DEEPGRAM_API_KEY", L(hexs, 40), True)],
      curl='curl -X POST -H "Authorization: Token {v0}" -H "Content-Type: audio/wav" --data-binary @call.wav "https://api.deepgram.com/v1/listen?language=ko"'),
    V("Fireworks AI", "llm", [("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24), True)]),
    V("LangSmith", "llm", [("LANGSMITH_API_KEY", lambda: "lsv2_" + ch(["pt", "sk"]) + "_" + hexs(32) + "_" + hexs(10), True)]),
    V("Langfuse", "llm", [("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), True)]),
    V("Cerebras", "llm", [("CEREBRAS_API_KEY", lambda: "csk-" + rs(LOWNUM, 48), True)]),
    V("Voyage AI", "llm", [("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), True)]),
    V("Jina AI", "llm", [("JINA_API_KEY", lambda: "jina_" + rs(ALNUM, 60), True)],
      curl='curl "https://r.jina.ai/https://example.com" -H "Authorization: Bearer {v0}"'),
    V("Tavily", "llm", [("TAVILY_API_KEY", lambda: "tvly-" + ch(["", "dev-"]) + rs(ALNUM, 32), True)]),
    V("Firecrawl", "llm", [("FIRECRAWL_API_KEY", lambda: "fc-" + hexs(32), True)],
      curl='curl -X POST https://api.firecrawl.dev/v1/scrape -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d \'{"url":"https://docs.{domain}"}\''),
    V("Browserbase", "llm", [("BROWSERBASE_API_KEY", lambda: "bb_live_" + rs(B64U, 27), True)]),
    V("SerpApi", "llm", [("SERPAPI_API_KEY", L(hexs, 64), True)], curl='curl "https://serpapi.com/search.json?q=coffee&engine=google&api_key={v0}"'),
    V("Neon", "db", [("NEON_API_KEY", lambda: "napi_" + rs(LOWNUM, 64), True)], cli="neonctl projects list --api-key {v0}"),
    V("PlanetScale", "db", [("PLANETSCALE_SERVICE_TOKEN_ID", L(rs, LOWNUM, 12), False), ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(ALNUM + "_-", 43), True)]),
    V("Upstash", "db", [("UPSTASH_REDIS_REST_URL", None, False), ("UPSTASH_REDIS_REST_TOKEN", g_upstash, True)]),
    V("Turso", "db", [("TURSO_AUTH_TOKEN", g_turso, True)]),
    V("MongoDB Atlas Admin API", "db", [("ATLAS_PUBLIC_KEY", L(rs, LO, 8), False), ("ATLAS_PRIVATE_KEY", uuid4, True)],
      curl='curl --user "{v0}:{v1}" --digest "https://cloud.mongodb.com/api/atlas/v2/groups" -H "Accept: application/vnd.atlas.2023-02-01+json"'),
    V("Fly.io", "paas", [("FLY_API_TOKEN", g_fly, True)], cli="flyctl deploy --remote-only --access-token {v0}"),
    V("Render", "paas", [("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.render.com/v1/services?limit=20'),
    V("Railway", "paas", [("RAILWAY_TOKEN", uuid4, True)]),
    V("Doppler", "infra", [("DOPPLER_TOKEN", g_doppler, True)], cli="doppler run --token {v0} -- npm start"),
    V("1Password", "infra", [("OP_SERVICE_ACCOUNT_TOKEN", g_1password, True)]),
    V("Pulumi", "infra", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), True)]),
    V("Databricks", "data", [("DATABRICKS_HOST", None, False), ("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + ch(["", "", "-2", "-3"]), True)],
      curl='curl -H "Authorization: Bearer {v1}" https://{dbhost}/api/2.0/clusters/list'),
    V("Confluent Cloud", "data", [("CONFLUENT_API_KEY", L(rs, UPNUM, 16), True), ("CONFLUENT_API_SECRET", L(rs, ALNUM + "+/", 64), True)]),
    V("Elastic Cloud", "search", [("ELASTIC_API_KEY", g_elastic_apikey, True)],
      curl='curl -H "Authorization: ApiKey {v0}" "https://{proj}.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices?v"'),
    V("Bitbucket", "vcs", [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 32), True)],
      curl='curl -u {user}:{v0} https://api.bitbucket.org/2.0/repositories/{org}'),
    V("Trello", "pm", [("TRELLO_KEY", L(hexs, 32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + rs(HEXU, 8), True)],
      curl='curl "https://api.trello.com/1/members/me/boards?key={v0}&token={v1}"'),
    V("Dropbox", "storage", [("DROPBOX_ACCESS_TOKEN", lambda: "sl." + rs(B64U, 135), True)],
      curl='curl -X POST https://api.dropboxapi.com/2/files/list_folder -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d \'{"path": ""}\''),
    V("Box", "storage", [("BOX_DEVELOPER_TOKEN", L(rs, ALNUM, 32), True)],
      curl='curl https://api.box.com/2.0/folders/0/items -H "Authorization: Bearer {v0}"'),
    V("Meta Graph API", "social", [("FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + ch("BGIJ") + rs(ALNUM, 150), True)],
      curl='curl -i -X GET "https://graph.facebook.com/v19.0/me/accounts?access_token={v0}"'),
    V("X (Twitter)", "social", [("TWITTER_BEARER_TOKEN", g_x_bearer, True)],
      curl='curl "https://api.twitter.com/2/tweets/search/recent?query=from:{user}" -H "Authorization: Bearer {v0}"'),
    V("Spotify", "social", [("SPOTIFY_CLIENT_ID", L(hexs, 32), False), ("SPOTIFY_CLIENT_SECRET", L(hexs, 32), True)]),
    V("WooCommerce", "shop", [("WC_CONSUMER_KEY", lambda: "ck_" + hexs(40), True), ("WC_CONSUMER_SECRET", lambda: "cs_" + hexs(40), True)],
      curl='curl https://shop.{domain}/wp-json/wc/v3/orders -u {v0}:{v1}'),
    V("NuGet", "pkg", [("NUGET_API_KEY", lambda: "oy2" + rs(LOWNUM, 43), True)],
      cli="dotnet nuget push bin/Release/*.nupkg --api-key {v0} --source https://api.nuget.org/v3/index.json"),
    V("RubyGems", "pkg", [("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), True)]),
    V("crates.io", "pkg", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32), True)], cli="cargo login {v0}"),
    V("Clerk", "auth", [("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 42), True)],
      curl='curl https://api.clerk.com/v1/users?limit=10 -H "Authorization: Bearer {v0}"'),
    V("Stytch", "auth", [("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4(), False), ("STYTCH_SECRET", lambda: "secret-live-" + rs(B64U, 36), True)]),
    V("ngrok", "dev", [("NGROK_AUTHTOKEN", lambda: "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)], cli="ngrok config add-authtoken {v0}"),
    V("Tailscale", "infra", [("TS_AUTHKEY", g_tailscale, True)], cli="tailscale up --authkey={v0} --hostname={host}"),
    V("Alibaba Cloud", "cloud", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(ALNUM, 20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", L(rs, ALNUM, 30), True)]),
    V("Tencent Cloud", "cloud", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", L(rs, ALNUM, 32), True)]),
    V("Naver Cloud Platform", "kr", [("NCLOUD_ACCESS_KEY", L(rs, UPNUM, 20), True), ("NCLOUD_SECRET_KEY", L(rs, ALNUM, 40), True)]),
    V("Kakao Developers", "kr", [("KAKAO_REST_API_KEY", L(hexs, 32), True)],
      curl='curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK {v0}" --data-urlencode "query=판교역로 235"'),
    V("Kakao (admin key)", "kr", [("KAKAO_ADMIN_KEY", L(hexs, 32), True)],
      curl='curl -X POST "https://kapi.kakao.com/v1/payment/ready" -H "Authorization: KakaoAK {v0}" -d cid=TC0ONETIME -d partner_order_id=1001'),
    V("Naver Developers", "kr", [("NAVER_CLIENT_ID", L(rs, ALNUM, 20), False), ("NAVER_CLIENT_SECRET", L(rs, ALNUM + "_", 10), True)],
      curl='curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A6%AC%EC%95%A1%ED%8A%B8" -H "X-Naver-Client-Id: {v0}" -H "X-Naver-Client-Secret: {v1}"'),
    V("Toss Payments", "kr", [("TOSS_SECRET_KEY", lambda: ch(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 20), True)]),
    V("PortOne", "kr", [("IMP_KEY", L(digits, 16), False), ("IMP_SECRET", L(rs, ALNUM, 80), True)]),
    V("LINE Messaging API", "chat", [("LINE_CHANNEL_ACCESS_TOKEN", g_line_token, True), ("LINE_CHANNEL_SECRET", L(hexs, 32), True)]),
    V("Mux", "media", [("MUX_TOKEN_ID", uuid4, True), ("MUX_TOKEN_SECRET", L(rs, ALNUM + "+/", 75), True)],
      curl='curl https://api.mux.com/video/v1/assets -u {v0}:{v1}'),
    V("Vimeo", "media", [("VIMEO_ACCESS_TOKEN", L(hexs, 32), True)],
      curl='curl -H "Authorization: bearer {v0}" https://api.vimeo.com/me/videos'),
    V("Lokalise", "i18n", [("LOKALISE_API_TOKEN", L(hexs, 40), True)],
      curl='curl -H "X-Api-Token: {v0}" https://api.lokalise.com/api2/projects'),
    V("Shippo", "shop", [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hexs(40), True)],
      curl='curl https://api.goshippo.com/shipments/ -H "Authorization: ShippoToken {v0}"'),
    V("EasyPost", "shop", [("EASYPOST_API_KEY", lambda: "EZAK" + hexs(54), True)]),
    V("Lob", "shop", [("LOB_API_KEY", lambda: "live_" + hexs(35), True)], curl='curl https://api.lob.com/v1/addresses -u {v0}:'),
    V("Harness", "ci", [("HARNESS_API_KEY", g_harness, True)],
      curl='curl -H "x-api-key: {v0}" "https://app.harness.io/ng/api/projects?accountIdentifier={acct}"'),
    V("Typeform", "forms", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://api.typeform.com/forms'),
    V("Prefect Cloud", "data", [("PREFECT_API_KEY", lambda: "pnu_" + rs(ALNUM, 36), True)], cli="prefect cloud login --key {v0} --workspace {org}/{proj}"),
    V("Modal", "llm", [("MODAL_TOKEN_ID", lambda: "ak-" + rs(ALNUM, 22), True), ("MODAL_TOKEN_SECRET", lambda: "as-" + rs(ALNUM, 22), True)],
      cli="modal token set --token-id {v0} --token-secret {v1}"),
    V("Alchemy", "crypto", [("ALCHEMY_API_KEY", L(rs, ALNUM + "_-", 32), True)],
      curl='curl https://eth-mainnet.g.alchemy.com/v2/{v0} -X POST -H "Content-Type: application/json" -d \'{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}\''),
    V("Infura", "crypto", [("INFURA_API_KEY", L(hexs, 32), True)],
      curl='curl https://mainnet.infura.io/v3/{v0} -X POST -H "Content-Type: application/json" -d \'{"jsonrpc":"2.0","method":"eth_chainId","params":[],"id":1}\''),
    V("Etherscan", "crypto", [("ETHERSCAN_API_KEY", L(rs, UPNUM, 34), True)],
      curl='curl "https://api.etherscan.io/api?module=account&action=balance&address={ethaddr}&tag=latest&apikey={v0}"'),
    V("Pinata", "crypto", [("PINATA_JWT", g_pinata, True)],
      curl='curl -X POST https://api.pinata.cloud/pinning/pinFileToIPFS -H "Authorization: Bearer {v0}" -F file=@dist/meta.json'),
    V("Sumo Logic", "obs", [("SUMO_ACCESS_ID", lambda: "su" + rs(ALNUM, 12), True), ("SUMO_ACCESS_KEY", L(rs, ALNUM, 64), True)],
      curl='curl -u "{v0}:{v1}" https://api.sumologic.com/api/v1/collectors'),
    V("Splunk HEC", "obs", [("SPLUNK_HEC_TOKEN", uuid4, True)],
      curl='curl -k https://splunk.{domain}:8088/services/collector/event -H "Authorization: Splunk {v0}" -d \'{"event": "deploy finished", "sourcetype": "ci"}\''),
    V("Sauce Labs", "ci", [("SAUCE_USERNAME", None, False), ("SAUCE_ACCESS_KEY", uuid4, True)]),
    V("BrowserStack", "ci", [("BROWSERSTACK_USERNAME", None, False), ("BROWSERSTACK_ACCESS_KEY", L(rs, ALNUM, 20), True)]),
    V("Cypress Cloud", "ci", [("CYPRESS_RECORD_KEY", uuid4, True)], cli="npx cypress run --record --key {v0}"),
    V("Percy", "ci", [("PERCY_TOKEN", lambda: "web_" + hexs(64), True)]),
    V("Expo", "mobile", [("EXPO_TOKEN", L(rs, ALNUM + "_-", 40), True)]),
    V("Hasura", "db", [("HASURA_GRAPHQL_ADMIN_SECRET", L(rs, ALNUM, 32), True)],
      curl='curl https://{proj}.hasura.app/v1/graphql -H "x-hasura-admin-secret: {v0}" -d \'{"query":"{ users(limit: 1) { id } }"}\''),
    V("PostHog (personal API key)", "analytics", [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 43), True)],
      curl='curl -H "Authorization: Bearer {v0}" https://us.posthog.com/api/projects/'),
    V("Statsig", "flags", [("STATSIG_SERVER_SECRET", lambda: "secret-" + rs(ALNUM, 43), True)]),
    V("Mixpanel", "analytics", [("MIXPANEL_API_SECRET", L(hexs, 32), True)],
      curl='curl https://data.mixpanel.com/api/2.0/export -u {v0}: -d from_date=2025-01-01 -d to_date=2025-01-07'),
    V("Amplitude", "analytics", [("AMPLITUDE_API_KEY", L(hexs, 32), False), ("AMPLITUDE_SECRET_KEY", L(hexs, 32), True)],
      curl='curl -u {v0}:{v1} "https://amplitude.com/api/2/export?start=20250101T00&end=20250101T23"'),
    V("Appwrite", "db", [("APPWRITE_API_KEY", lambda: "standard_" + hexs(256), True)]),
    V("Convex", "db", [("CONVEX_DEPLOY_KEY", g_convex, True)]),
    V("Inngest", "infra", [("INNGEST_SIGNING_KEY", lambda: "signkey-prod-" + hexs(64), True)]),
    V("Trigger.dev", "infra", [("TRIGGER_SECRET_KEY", lambda: "tr_prod_" + rs(ALNUM, 20), True)]),
    V("Axiom", "obs", [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), True)],
      curl='curl -X POST https://api.axiom.co/v1/datasets/{proj}/ingest -H "Authorization: Bearer {v0}" -H "Content-Type: application/json" -d \'[{"msg":"hello"}]\''),
    V("OpenWeatherMap", "misc", [("OPENWEATHER_API_KEY", L(hexs, 32), True)],
      curl='curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={v0}"'),
    V("RapidAPI", "misc", [("RAPIDAPI_KEY", g_rapidapi, True)],
      curl='curl --request GET --url "https://weatherapi-com.p.rapidapi.com/current.json?q=Busan" --header "x-rapidapi-host: weatherapi-com.p.rapidapi.com" --header "x-rapidapi-key: {v0}"'),
    V("Wasabi", "cloud", [("WASABI_ACCESS_KEY", L(rs, UPNUM, 20), True), ("WASABI_SECRET_KEY", L(rs, ALNUM, 40), True)]),
    V("Backblaze B2", "cloud", [("B2_APPLICATION_KEY_ID", None, True), ("B2_APPLICATION_KEY", None, True)]),  # pair
    V("Scaleway", "cloud", [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", uuid4, True)]),
    V("OVHcloud", "cloud", [("OVH_APPLICATION_KEY", L(rs, ALNUM, 16), False), ("OVH_APPLICATION_SECRET", L(rs, ALNUM, 32), True), ("OVH_CONSUMER_KEY", L(rs, ALNUM, 32), True)]),
    V("IBM Cloud", "cloud", [("IBMCLOUD_API_KEY", L(rs, B64U, 44), True)], cli="ibmcloud login --apikey {v0} -r jp-tok"),
    V("Oracle Cloud", "cloud", [("OCI_AUTH_TOKEN", L(rs, ALNUM + "()[]{}<>:;#+-_", 20), True)],
      cli="docker login icn.ocir.io -u '{ns}/oracleidentitycloudservice/{email}' -p '{v0}'"),
    V("Yandex Cloud", "cloud", [("YC_TOKEN", lambda: "y0_" + rs(B64U, 55), True)]),
    V("Zoom", "chat", [("ZOOM_CLIENT_ID", L(rs, ALNUM, 22), False), ("ZOOM_CLIENT_SECRET", L(rs, ALNUM, 32), True)]),
    V("Intuit QuickBooks", "fin", [("QBO_CLIENT_ID", lambda: "AB" + rs(ALNUM, 48), False), ("QBO_CLIENT_SECRET", L(rs, ALNUM, 40), True)]),
    V("Harbor", "pkg", [("HARBOR_ROBOT_SECRET", L(rs, ALNUM, 32), True)], cli="docker login harbor.{domain} -u 'robot$ci-push' -p {v0}"),
    V("Quay.io", "pkg", [("QUAY_ROBOT_TOKEN", L(rs, UPNUM, 64), True)], cli="podman login -u='{org}+ci' -p='{v0}' quay.io"),
    V("Discord webhook", "chat", [("DISCORD_WEBHOOK_URL", None, True)]),  # special
    V("Slack webhook", "chat", [("SLACK_WEBHOOK_URL", None, True)]),  # special
]


# ====================================================================== shared context

ORGS = ["acme", "hanbit-labs", "orbit-io", "northwind", "bluefin", "dalim-soft", "kite-data", "mirae-pay", "sora-health", "pinecrest"]
PROJS = ["billing-api", "ops-dashboard", "mobile-app", "data-pipeline", "admin-console", "search-indexer",
         "notification-service", "payroll-sync", "crm-bridge", "infra-live", "web-frontend", "reco-engine",
         "order-service", "auth-gateway", "report-builder", "partner-portal"]
DOMAINS = ["acme.dev", "hanbit.io", "orbit-io.com", "northwind.co.kr", "bluefin.app", "dalim.kr", "kitedata.net", "sora-health.com"]
EN_PEOPLE = ["Priya", "Marcus", "Jen", "Tomás", "Aisha", "Dave", "Lena", "Kenji", "Olu", "Sam", "Rachel", "Ivan", "Grace", "Mateo"]
KO_PEOPLE = ["민수", "지훈", "서연", "하은", "도윤", "수빈", "영호", "지민", "현우", "예린", "정우", "다은"]
KO_TITLE = ["", "", "", " 선임", " 책임", " 매니저", " 팀장", " 대리"]
USERS = ["deploy", "svc-ci", "admin", "jkim", "mlee", "app_rw", "etl_user", "sjpark", "ops", "readonly", "backup", "dev1"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox"]


def mkctx():
    org, proj, dom = ch(ORGS), ch(PROJS), ch(DOMAINS)
    user = ch(USERS)
    return {
        "org": org, "proj": proj, "domain": dom, "user": user,
        "email": ch([user.replace("_", "."), ch(["minsu.kim", "j.park", "priya", "dev", "ops", "seoyeon.lee"])]) + "@" + dom,
        "host": ch(["build-01", "gpu-box", "edge-gw", "runner-3", "dev-vm", "nas"]) + "-" + rs(LOWNUM, 4),
        "chan": rs(UPNUM, 9), "phone": digits(8, False), "dc": str(ri(2, 21)), "zone": hexs(32),
        "base": rs(ALNUM, 14), "figfile": rs(ALNUM, 22), "ver": "%d.%d.%d" % (ri(1, 4), ri(0, 30), ri(0, 12)),
        "dash": rs(ALNUM, 9), "dtenv": rs(LOWNUM, 8), "sha7": hexs(7), "ref": rs(LO, 20), "shop": org,
        "space": rs(LOWNUM, 12), "voice": rs(ALNUM, 20), "uuid": uuid4(), "acct": rs(B64U, 22),
        "ns": rs(LOWNUM, 12), "ethaddr": eth_keypair()[1] if chance(0.2) else "0x" + hexs(40),
        "dbhost": "adb-%s.%s.azuredatabricks.net" % (digits(16), ri(1, 19)),
        "env": ch(ENVS), "who_en": ch(EN_PEOPLE), "who_ko": ch(KO_PEOPLE) + ch(KO_TITLE),
        "ticket": "%s-%d" % (ch(["OPS", "PLAT", "INFRA", "BE", "PAY", "DATA"]), ri(100, 4999)),
    }


def fill(tpl, vals, X):
    out = tpl
    for i, v in enumerate(vals):
        out = out.replace("{v%d}" % i, v)
    for k in sorted(X, key=len, reverse=True):
        if isinstance(X[k], str):
            out = out.replace("{" + k + "}", X[k])
    return out


def q_sh(v):
    if re.fullmatch(r"[A-Za-z0-9_./:+=@%,-]+", v):
        return v
    return "'" + v + "'"


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


USES = {
    "llm": [("the summarization worker", "요약 워커"), ("the RAG ingestion job", "RAG 인덱싱 잡"), ("the eval script", "eval 스크립트"),
            ("the support-bot prototype", "상담봇 프로토타입"), ("the embedding backfill", "임베딩 백필")],
    "pay": [("payment webhooks", "결제 웹훅"), ("the refund batch", "환불 배치"), ("checkout integration tests", "결제 연동 테스트")],
    "mail": [("password-reset emails", "비밀번호 재설정 메일 발송"), ("the newsletter sync", "뉴스레터 동기화"), ("transactional mail", "트랜잭션 메일")],
    "sms": [("OTP SMS sending", "인증번호 SMS 발송"), ("delivery notifications", "배송 알림 문자")],
    "chat": [("deploy notifications", "배포 알림"), ("the on-call bot", "온콜 봇"), ("the standup reminder bot", "스탠드업 알림 봇")],
    "vcs": [("the release script", "릴리스 스크립트"), ("the repo sync job", "레포 동기화 잡"), ("PR automation", "PR 자동화")],
    "ci": [("the nightly pipeline", "야간 파이프라인"), ("the build agents", "빌드 에이전트"), ("the e2e test job", "e2e 테스트 잡")],
    "cloud": [("the backup uploader", "백업 업로더"), ("the image resize worker", "이미지 리사이즈 워커"), ("infra provisioning", "인프라 프로비저닝")],
    "db": [("the migration job", "마이그레이션 잡"), ("the analytics export", "분석용 export"), ("the admin API", "어드민 API")],
    "obs": [("alert routing", "알림 라우팅"), ("the metrics exporter", "메트릭 익스포터"), ("release tracking", "릴리스 트래킹")],
    "pm": [("the ticket sync script", "티켓 동기화 스크립트"), ("the weekly report generator", "주간 리포트 생성기")],
    "pkg": [("package publishing", "패키지 배포"), ("the release workflow", "릴리스 워크플로")],
    "infra": [("secret loading at boot", "부팅 시 시크릿 로딩"), ("the remote dev setup", "원격 개발환경 세팅")],
    "kr": [("address search", "주소 검색"), ("social login", "소셜 로그인"), ("payment approval", "결제 승인")],
    "paas": [("preview deploys", "프리뷰 배포"), ("the deploy script", "배포 스크립트")],
    "auth": [("SSO login", "SSO 로그인"), ("the user provisioning script", "계정 프로비저닝 스크립트")],
    "shop": [("order sync", "주문 동기화"), ("the inventory importer", "재고 import")],
    "crypto": [("the on-chain indexer", "온체인 인덱서"), ("wallet balance checks", "지갑 잔액 조회")],
    "_": [("the integration", "연동 작업"), ("the sync job", "동기화 잡"), ("the nightly export", "야간 export")],
}


def use_of(v):
    return ch(USES.get(v["tag"], USES["_"]))


# ---------------------------------------------------------------- vendor values
def vendor_items(v, X):
    """Return list of (var, value) and candidate secrets (substrings to list)."""
    items, secs = [], []
    name = v["name"]
    if name == "Azure Storage":
        key = g_azure_storage_key()
        acct = X["proj"].replace("-", "")[:14] + "st"
        items.append(("AZURE_STORAGE_CONNECTION_STRING",
                      "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)))
        secs.append(key)
    elif name == "Cloudinary":
        sec = rs(B64U, 27)
        items.append(("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (digits(15), sec, X["org"])))
        secs.append(sec)
    elif name == "Backblaze B2":
        kid, key = g_backblaze_pair()
        items += [("B2_APPLICATION_KEY_ID", kid), ("B2_APPLICATION_KEY", key)]
        secs += [kid, key]
    elif name == "Discord webhook":
        sid, tok = g_discord_hook_parts()
        items.append(("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%s/%s" % (sid, tok)))
        secs.append(tok)
    elif name == "Slack webhook":
        t, b, tok = g_slack_hook_parts()
        items.append(("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/%s/%s/%s" % (t, b, tok)))
        secs.append(tok)
    else:
        for var, gen, listed in v["vars"]:
            if gen is None:
                if var == "SUPABASE_URL":
                    val = "https://%s.supabase.co" % X["ref"]
                elif var == "UPSTASH_REDIS_REST_URL":
                    val = "https://%s-%s-%s.upstash.io" % (ch(["ample", "brave", "fond", "vital"]), ch(["gull", "mole", "wren", "cod"]), digits(5))
                elif var == "DATABRICKS_HOST":
                    val = "https://" + X["dbhost"]
                elif var == "CLOUDFLARE_EMAIL":
                    val = X["email"]
                else:
                    val = X["user"]
            else:
                val = gen()
            items.append((var, val))
            if listed:
                secs.append(val)
    return items, secs


# ---------------------------------------------------------------- containers
def c_dotenv(v, items, X):
    lines = []
    for var, val in items:
        if chance(0.25) and "'" not in val:
            lines.append("%s='%s'" % (var, val) if "$" in val else '%s="%s"' % (var, val))
        else:
            lines.append("%s=%s" % (var, q_sh(val) if "$" in val or " " in val else val))
    f = ch([".env", ".env.local", ".env.production", "apps/api/.env", ".env.staging", "backend/.env.development", "docker/.env"])
    return "\n".join(lines), (f, f)


def c_export(v, items, X):
    if len(items) > 1 and chance(0.3):
        s = "export " + " ".join("%s=%s" % (a, q_sh(b)) for a, b in items)
    else:
        s = "\n".join("export %s=%s" % (a, q_sh(b)) for a, b in items)
    w = ch([("~/.zshrc", "~/.zshrc"), ("scripts/dev-env.sh", "scripts/dev-env.sh"), ("the README setup section", "README의 setup 섹션"),
            ("my shell history", "셸 히스토리"), ("~/.bashrc on the build box", "빌드 서버 ~/.bashrc"), (".envrc", ".envrc")])
    return s, w


def c_fish(v, items, X):
    return "\n".join("set -gx %s %s" % (a, q_sh(b)) for a, b in items), ("~/.config/fish/config.fish", "~/.config/fish/config.fish")


def c_powershell(v, items, X):
    if chance(0.5):
        s = "\n".join('$env:%s = "%s"' % (a, b) for a, b in items if "$" not in b)
    else:
        s = "\n".join('[Environment]::SetEnvironmentVariable("%s", "%s", "User")' % (a, b) for a, b in items if "$" not in b)
    if not s:
        return None
    return s, ("the PowerShell profile", "PowerShell 프로필")


def c_cmd(v, items, X):
    if any(set(b) & set("%^&|<>\"") for a, b in items):
        return None
    return "\n".join("setx %s %s" % (a, b) if chance(0.5) else "set %s=%s" % (a, b) for a, b in items), \
        ("a Windows setup .bat", "윈도우용 setup.bat")


def c_curl(v, items, X):
    if not v["curl"]:
        return None
    return fill(v["curl"], [b for a, b in items], X), ch([("the runbook", "런북"), ("docs/api-debug.md", "docs/api-debug.md"),
                                                         ("the ticket " + X["ticket"], X["ticket"] + " 티켓"), ("my shell history", "셸 히스토리"),
                                                         ("a Makefile target", "Makefile 타깃")])


SDK_FILES = {"py": ["app/clients.py", "src/{proj}/integrations.py", "scripts/backfill.py", "notebooks/explore.ipynb"],
             "js": ["src/lib/client.js", "server/index.js", "scripts/seed.js"],
             "ts": ["src/lib/client.ts", "app/api/route.ts", "packages/core/src/config.ts"],
             "go": ["internal/clients/client.go", "cmd/worker/main.go"],
             "rb": ["config/initializers/vendor.rb"], "php": ["config/services.php", "app/Providers/AppServiceProvider.php"]}


def c_sdk(v, items, X):
    vals = [b for a, b in items]
    if v["sdk"]:
        lang = ch(sorted(v["sdk"]))
        line = fill(v["sdk"][lang], vals, X)
    else:
        lang = ch(["py", "js", "ts", "go", "java", "cs", "rb"])
        pairs = [(a, b) for a, b in items]
        if lang == "py":
            line = "\n".join('os.environ["%s"] = "%s"' % (a, b) for a, b in pairs)
        elif lang in ("js", "ts"):
            line = "\n".join("const %s = process.env.%s ?? '%s';" % (camel(a), a, b) for a, b in pairs)
        elif lang == "go":
            line = "\n".join('const %s = "%s"' % (camel(a), b) for a, b in pairs)
        elif lang == "java":
            line = "\n".join('private static final String %s = "%s";' % (a, b) for a, b in pairs)
        elif lang == "cs":
            line = "\n".join('private const string %s = "%s";' % (camel(a)[0].upper() + camel(a)[1:], b) for a, b in pairs)
        else:
            line = "\n".join("ENV['%s'] ||= '%s'" % (a, b) for a, b in pairs)
        if any("\\" in b or '"' in b for b in vals):
            return None
    files = SDK_FILES.get(lang, ["src/Main.java" if lang == "java" else "Services/Config.cs" if lang == "cs" else "lib/client.rb"])
    f = fill(ch(files), [], X)
    return line, (f, f)


def c_json(v, items, X):
    key = re.sub(r"[^a-z0-9]", "", v["name"].lower().split(" ")[0]) or "service"
    style = R.random()
    if style < 0.35:
        obj = {key: {camel(a): b for a, b in items}}
        f = ch(["config/local.json", "config/default.json", "secrets.json"])
    elif style < 0.65:
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, key.title(): {a.split("_")[-1].title() if len(items) > 1 else "ApiKey": b for a, b in items}}
        f = "appsettings.Development.json"
    else:
        obj = {"name": X["proj"], "env": {a: b for a, b in items}}
        f = ch(["now.json", "app.json", "local.settings.json"])
    return json.dumps(obj, indent=2, ensure_ascii=False), (f, f)


def c_postman(v, items, X):
    obj = {"id": uuid4(), "name": X["proj"] + " " + X["env"], "values": [{"key": camel(a), "value": b, "type": "secret", "enabled": True} for a, b in items]}
    f = X["proj"] + ".postman_environment.json"
    return json.dumps(obj, indent=2), (f, f)


def c_yaml(v, items, X):
    def yv(b):
        return '"%s"' % b if re.search(r"[^A-Za-z0-9_./+=-]", b) or chance(0.3) else b
    style = R.random()
    if style < 0.4:
        s = "services:\n  %s:\n    image: %s/%s:%s\n    environment:\n" % (X["proj"], X["org"], X["proj"], X["ver"])
        s += "\n".join("      %s: %s" % (a, yv(b)) for a, b in items)
        f = ch(["docker-compose.yml", "compose.override.yml", "docker-compose.dev.yaml"])
    elif style < 0.7:
        key = re.sub(r"[^a-z0-9]", "", v["name"].lower().split(" ")[0]) or "vendor"
        s = "%s:\n  enabled: true\n" % key + "\n".join("  %s: %s" % (camel(a), yv(b)) for a, b in items)
        f = ch(["values.yaml", "helm/%s/values-%s.yaml" % (X["proj"], X["env"]), "config/settings.yml"])
    else:
        key = re.sub(r"[^a-z0-9]", "", v["name"].lower().split(" ")[0]) or "vendor"
        s = "app:\n  integrations:\n    %s:\n" % key + "\n".join("      %s: %s" % (a.lower().replace("_", "-"), yv(b)) for a, b in items)
        f = "src/main/resources/application-%s.yml" % X["env"]
    return s, (f, f)


def c_toml(v, items, X):
    key = re.sub(r"[^a-z0-9_]", "", v["name"].lower().split(" ")[0].replace("-", "_")) or "vendor"
    if chance(0.5):
        s = "[%s]\n" % key + "\n".join('%s = "%s"' % (a.lower(), b) for a, b in items)
        f = ch([".streamlit/secrets.toml", "config.toml", "settings.toml", "samconfig.toml"])
    else:
        s = "[env]\n" + "\n".join('%s = "%s"' % (a, b) for a, b in items)
        f = ch([".cargo/config.toml", "netlify.toml", "fly.toml"])
    return s, (f, f)


def c_ini(v, items, X):
    if v["name"] == "AWS":
        s = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (items[0][1], items[1][1])
        return s, ("~/.aws/credentials", "~/.aws/credentials")
    key = re.sub(r"[^a-z0-9]", "", v["name"].lower().split(" ")[0]) or "vendor"
    s = "[%s]\n" % key + "\n".join("%s = %s" % (a.lower(), b) for a, b in items)
    f = ch(["settings.ini", "setup.cfg", "config/app.ini", "~/.config/%s/credentials" % key])
    return s, (f, f)


def c_xml(v, items, X):
    if any(set(b) & set("<>&\"'") for a, b in items):
        return None
    st = R.random()
    if st < 0.4:
        s = "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (camel(a)[0].upper() + camel(a)[1:], b) for a, b in items) + "\n</appSettings>"
        f = "Web.config"
    elif st < 0.7:
        s = "<php>\n" + "\n".join('    <env name="%s" value="%s"/>' % (a, b) for a, b in items) + "\n</php>"
        f = "phpunit.xml"
    else:
        s = "\n".join('<string name="%s">%s</string>' % (a.lower(), b) for a, b in items)
        f = "app/src/main/res/values/secrets.xml"
    return s, (f, f)


def c_props(v, items, X):
    key = re.sub(r"[^a-z0-9]", "", v["name"].lower().split(" ")[0]) or "vendor"
    s = "\n".join("%s.%s=%s" % (key, a.lower().replace("_", "-"), b) for a, b in items)
    f = ch(["src/main/resources/application.properties", "gradle.properties", "local.properties", "config/%s.properties" % X["env"]])
    return s, (f, f)


def c_tf(v, items, X):
    if any('"' in b or "\\" in b or "${" in b for a, b in items):
        return None
    if v["tf"] and chance(0.7):
        return fill(v["tf"], [b for a, b in items], X), ("providers.tf", "providers.tf")
    if chance(0.5):
        s = "\n".join('%s = "%s"' % (a.lower(), b) for a, b in items)
        f = ch(["terraform.tfvars", "envs/%s/terraform.tfvars" % X["env"]])
    else:
        a, b = items[-1]
        s = 'variable "%s" {\n  type      = string\n  sensitive = true\n  default   = "%s"\n}' % (a.lower(), b)
        f = "variables.tf"
    return s, (f, f)


def c_gha(v, items, X):
    s = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join("      %s: %s" % (a, '"%s"' % b if re.search(r"[^A-Za-z0-9_./+=-]", b) else b) for a, b in items)
    f = ".github/workflows/%s.yml" % ch(["deploy", "release", "nightly", "ci"])
    return s, (f, f)


def c_gitlab(v, items, X):
    s = "variables:\n" + "\n".join('  %s: "%s"' % (a, b) for a, b in items) + "\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh"
    return s, (".gitlab-ci.yml", ".gitlab-ci.yml")


def c_k8s(v, items, X):
    if chance(0.5):
        s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\ntype: Opaque\nstringData:\n" % X["proj"]
        s += "\n".join('  %s: "%s"' % (a, b) for a, b in items)
        f = "k8s/%s/secret.yaml" % X["env"]
    else:
        s = "        env:\n" + "\n".join('          - name: %s\n            value: "%s"' % (a, b) for a, b in items)
        f = "k8s/deployment.yaml"
    return s, (f, f)


def c_docker(v, items, X):
    if chance(0.5):
        s = "FROM node:20-alpine\n" + "\n".join("ENV %s=%s" % (a, q_sh(b)) for a, b in items) + "\nCMD [\"node\", \"server.js\"]"
        return s, ("Dockerfile", "Dockerfile")
    s = "docker run -d --name %s " % X["proj"] + " ".join("-e %s=%s" % (a, q_sh(b)) for a, b in items) + " %s/%s:%s" % (X["org"], X["proj"], X["ver"])
    return s, ("the deploy notes", "배포 메모")


MCP_PKGS = ["@modelcontextprotocol/server-github", "@notionhq/notion-mcp-server", "@sentry/mcp-server", "mcp-server-linear",
            "@supabase/mcp-server-supabase", "@stripe/mcp", "mcp-remote", "@cloudflare/mcp-server-cloudflare", "firecrawl-mcp",
            "tavily-mcp", "@upstash/context7-mcp", "mcp-server-postgres"]


def c_mcp(v, items, X):
    name = re.sub(r"[^a-z0-9]+", "-", v["name"].lower()).strip("-")
    pkg = ch(MCP_PKGS)
    st = R.random()
    if st < 0.45:
        obj = {"mcpServers": {name: {"command": "npx", "args": ["-y", pkg], "env": {a: b for a, b in items}}}}
        f = ch([".cursor/mcp.json", "claude_desktop_config.json", ".mcp.json", "~/.gemini/settings.json", ".vscode/mcp.json"])
        return json.dumps(obj, indent=2), (f, f)
    if st < 0.75:
        if any("'" in b for a, b in items):
            return None
        s = "claude mcp add %s %s -- npx -y %s" % (name, " ".join("-e %s=%s" % (a, q_sh(b)) for a, b in items), pkg)
        return s, ("the setup command I ran", "내가 실행한 설정 명령")
    if any('"' in b for a, b in items):
        return None
    s = '[mcp_servers.%s]\ncommand = "npx"\nargs = ["-y", "%s"]\nenv = { %s }' % (name.replace("-", "_"), pkg, ", ".join('"%s" = "%s"' % (a, b) for a, b in items))
    return s, ("~/.codex/config.toml", "~/.codex/config.toml")


def c_cli(v, items, X):
    if not v["cli"]:
        return None
    return fill(v["cli"], [b for a, b in items], X), ch([("the deploy runbook", "배포 런북"), ("my shell history", "셸 히스토리"),
                                                         ("the onboarding doc", "온보딩 문서"), ("a comment in the CI config", "CI 설정 주석")])


def c_setsecret(v, items, X):
    if any("'" in b for a, b in items):
        return None
    st = ch(["fly", "heroku", "gh", "kubectl", "ssm", "railway", "supabase", "doppler", "vercel"])
    kv = " ".join("%s=%s" % (a, q_sh(b)) for a, b in items)
    if st == "fly":
        s = "fly secrets set %s -a %s" % (kv, X["proj"])
    elif st == "heroku":
        s = "heroku config:set %s -a %s-%s" % (kv, X["proj"], X["env"])
    elif st == "gh":
        s = "\n".join('gh secret set %s --body "%s" --repo %s/%s' % (a, b, X["org"], X["proj"]) for a, b in items)
    elif st == "kubectl":
        s = "kubectl create secret generic %s-env %s -n %s" % (X["proj"], " ".join("--from-literal=%s=%s" % (a, q_sh(b)) for a, b in items), X["env"])
    elif st == "ssm":
        s = "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value %s --overwrite" % (X["proj"], X["env"], a, q_sh(b)) for a, b in items)
    elif st == "railway":
        s = " ".join('railway variables --set "%s=%s"' % (a, b) for a, b in items)
    elif st == "supabase":
        s = "supabase secrets set " + kv
    elif st == "doppler":
        s = "doppler secrets set " + kv + " --project %s --config %s" % (X["proj"], X["env"][:3])
    else:
        s = "\n".join("printf '%s' | vercel env add %s production" % (b, a) for a, b in items)
    return s, ("the command history from the last deploy", "지난 배포 때 명령 히스토리")


def c_launch(v, items, X):
    obj = {"version": "0.2.0", "configurations": [{"type": "node", "request": "launch", "name": "Debug API", "program": "${workspaceFolder}/src/index.ts",
                                                    "env": {a: b for a, b in items}}]}
    return json.dumps(obj, indent=2), (".vscode/launch.json", ".vscode/launch.json")


def c_notebook(v, items, X):
    if chance(0.5):
        s = "\n".join("%%env %s=%s" % (a, b) for a, b in items)
    else:
        s = "import os\n" + "\n".join('os.environ["%s"] = "%s"' % (a, b) for a, b in items)
    return s, ("the first cell of notebooks/%s.ipynb" % ch(["eda", "scratch", "eval", "prototype"]), "노트북 첫 번째 셀")


def c_systemd(v, items, X):
    s = "[Service]\n" + "\n".join('Environment="%s=%s"' % (a, b) for a, b in items) + "\nExecStart=/opt/%s/bin/server" % X["proj"]
    return s, ("/etc/systemd/system/%s.service" % X["proj"], "/etc/systemd/system/%s.service" % X["proj"])


def c_pkgjson(v, items, X):
    if any("'" in b or '"' in b or "$" in b for a, b in items):
        return None
    s = '"scripts": {\n  "dev": "%s next dev",\n  "build": "next build"\n}' % " ".join("%s=%s" % (a, b) for a, b in items)
    return s, ("package.json", "package.json")


def c_makefile(v, items, X):
    if any("$" in b for a, b in items):
        return None
    s = "\n".join("%s ?= %s" % (a, b) for a, b in items) + "\n\ndeploy:\n\t./scripts/deploy.sh"
    return s, ("the Makefile", "Makefile")


def c_repl(v, items, X):
    a, b = items[-1]
    s = '>>> import os\n>>> os.environ.get("%s")\n\'%s\'' % (a, b)
    return s, ("a Python REPL on the %s box" % X["env"], "%s 서버 파이썬 REPL" % X["env"])


CONTAINERS = [c_dotenv, c_dotenv, c_export, c_export, c_curl, c_curl, c_curl, c_sdk, c_sdk, c_sdk, c_json, c_yaml, c_yaml, c_toml,
              c_ini, c_xml, c_props, c_tf, c_gha, c_gitlab, c_k8s, c_docker, c_mcp, c_mcp, c_mcp, c_cli, c_cli, c_setsecret,
              c_launch, c_notebook, c_systemd, c_pkgjson, c_makefile, c_repl, c_fish, c_powershell, c_cmd, c_postman]


# ---------------------------------------------------------------- Korean particles
def _batchim(word):
    """(has final consonant, final is rieul) for the last pronounced syllable of word."""
    word = word.rstrip(")]}'\"`.")
    if not word:
        return False, False
    c = word[-1]
    if "가" <= c <= "힣":
        f = (ord(c) - 0xAC00) % 28
        return f != 0, f == 8
    if c.isdigit():
        return c in "013678", c in "178"
    if c.isalpha():
        tail = re.findall(r"[A-Za-z]+$", word)
        t = tail[0] if tail else c
        if t.isupper() and len(t) <= 4 or (t.isupper() and "_" not in word and len(t) <= 5):
            return c in "LMNR", c in "LR"
        lw = t.lower()
        if lw.endswith(("ng", "m", "n")):
            return True, False
        if lw.endswith("l") or lw.endswith("le"):
            return True, True
        if lw.endswith("ck") or lw.endswith(("pp", "tt", "ook", "ket", "b")):
            return True, False
        if lw[-1] in "ktp":
            prev = lw[-2] if len(lw) > 1 else "a"
            return (prev in "aeiou"), False
        return False, False
    return False, False


_JOSA = {"이/가": ("이", "가"), "은/는": ("은", "는"), "을/를": ("을", "를"), "과/와": ("과", "와"),
         "이었/였": ("이었", "였"), "이에요/예요": ("이에요", "예요"), "이라/라": ("이라", "라"), "아/야": ("아", "야"), "이고/고": ("이고", "고")}


def josa(text):
    def rep(m):
        w, j = m.group(1), m.group(2)
        b, rieul = _batchim(w)
        if j == "으로/로":
            return w + ("으로" if b and not rieul else "로")
        return w + (_JOSA[j][0] if b else _JOSA[j][1])
    return re.sub(r"([^\s{}]+)\{(이/가|은/는|을/를|과/와|으로/로|이었/였|이에요/예요|이라/라|아/야|이고/고)\}", rep, text)


# ---------------------------------------------------------------- vendor-note frames
def fmt_snip(snip):
    if "\n" in snip or len(snip) > 100 or chance(0.5):
        return "\n" + snip
    return " `%s`" % snip


def log_line(v, var, tok, val, X, lang):
    ts = "2025-%02d-%02dT%02d:%02d:%02d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))
    st = ri(0, 4)
    if st == 0:
        return "%s.%03dZ DEBUG httpx - Request headers: {'authorization': 'Bearer %s', 'content-type': 'application/json', 'user-agent': '%s/%s'}" % (ts, ri(0, 999), tok, X["proj"], X["ver"])
    if st == 1:
        return "%s INFO  [%s] config loaded: env=%s region=ap-northeast-2 %s=%s retries=3" % (ts, X["proj"], X["env"], var, val)
    if st == 2:
        return "[%s] WARN retrying request (attempt 2/5) with api_key=%s after 429" % (ts.replace("T", " "), tok)
    if st == 3:
        return "time=\"%s+09:00\" level=error msg=\"auth failed\" token=%s status=401 path=/v1/%s" % (ts, tok, ch(["sync", "events", "messages", "upload"]))
    return "%s ERROR worker-%d: %s rejected credentials (%s=%s): 403 Forbidden" % (ts, ri(1, 9), re.sub(r"\s*\(.*\)", "", v["name"]), var, val)


EN_VFRAMES = [
    ('file', lambda d: ("The task was to fix %(use)s in %(proj)s, but nobody mentioned it needs %(V)s credentials. It turned out to be hard-coded in %(where)s:%(S)s" % d,
               "%(proj)s reads %(var)s from the environment first and silently falls back to the literal in %(where)s; that fallback is why it worked locally and failed in CI." % d,
               ch(["Should the hard-coded %(V)s key in %(where)s be removed and rotated?" % d, "Is the %(V)s key in %(where)s supposed to be there, or should it move to the secret store?" % d, ""]))),
    (None, lambda d: ("I had no %(V)s access for %(use)s. %(who)s pasted this into the chat so I could keep going:%(S)s" % d,
               "With that value %(use)s authenticates fine; the earlier 401 came from an expired key, not from the code change." % d,
               "Ask %(who)s next time whether %(aV)s key shared in chat is temporary before it goes into any config." % d)),
    (None, lambda d: ("The task assumed %(V)s was already configured for %(use)s, but %(var)s was unset in my shell and the README doesn't say where it comes from." % d,
               "What finally worked for %(use)s:%(S)s\nThe variable has to be set before the app boots; exporting it later in the session does nothing." % d,
               ch(["Where should %(var)s come from next time?" % d, "Is there a shared %(V)s key for agents, or should I keep asking %(who)s?" % d]))),
    ('file|local', lambda d: ("%(V)s calls from %(proj)s started failing with 401 during %(use)s; I wasn't told the key had been rotated." % d,
               "The running config still had the old value in %(where)s:%(S)s\nUpdating it and restarting the worker fixed the errors." % d,
               "Is %(tok)s the current %(V)s key, or has it been rotated again?" % d)),
    ('file|local', lambda d: ("Nobody told me which %(V)s credential %(use)s uses in %(env)s. After digging through %(where)s I found %(var)s, set to" % d,
               "%(val)s - and the same value is used by staging and production, which is why my test run touched live data." % d,
               ch(["Should %(env)s get its own %(V)s key?" % d, "Can we split the %(V)s keys per environment?" % d]))),
    ('none', lambda d: ("%(use)s needs %(aV)s key and the task didn't include one. I used the value on the team wiki page, %(val)s, to unblock myself." % d,
               "That key belongs to %(who)s personally and hits the rate limit quickly; a service key would avoid the 429s." % d,
               "Can I get a dedicated %(V)s key for %(proj)s instead of %(who)s's?" % d)),
    ('none', lambda d: ("While debugging %(use)s I noticed the retry log prints the full credential:\n%(log)s" % d,
               "The HTTP client logs at DEBUG in %(env)s, so the %(V)s key ends up in the shipped log files; I set the logger to INFO locally." % d,
               ch(["Should header logging be turned off in %(env)s, and does the logged key need rotating?" % d, "Who owns log retention for %(proj)s?" % d]))),
    ('ci', lambda d: ("The %(env)s deploy failed and I didn't know the pipeline needs %(var)s. It is written directly in %(where)s:%(S)s" % d,
               "The pipeline does not read %(V)s from the CI secret store at all; it uses the literal above, so changing the secret in the UI had no effect." % d,
               "")),
    ('local', lambda d: ("I wasn't given %(aV)s credential for %(use)s, so I asked %(who)s and got one." % d,
               "I put it where the local stack picks it up (%(where)s):%(S)s\nThat file is gitignored, so it stays out of commits." % d,
               "Is it fine for the %(V)s key to live in %(where)s on my machine, or should it come from 1Password?" % d)),
    ('none', lambda d: ("%(V)s credential for %(use)s not provided in the task." % d,
               "%(var)s=%(val)s works for %(env)s." % d,
               ch(["Confirm the %(V)s key is still valid before the next run." % d, ""]))),
    ('file|local', lambda d: ("Context I lacked: (1) %(proj)s talks to %(V)s for %(use)s; (2) the credential lives in %(where)s; (3) it is the same in every environment." % d,
               "Found in %(where)s:%(S)s\nTests that call %(V)s are skipped unless %(var)s is set, which is why CI looked green." % d,
               "Should the %(V)s tests run in CI with a sandbox key?" % d)),
    ('cmd', lambda d: ("I had to guess how %(proj)s authenticates to %(V)s; the task only said '%(use)s is broken'." % d,
               "%(V)s answers 403 instead of 401 when the key lacks a scope, which sent me in the wrong direction for a while." % d,
               "Is this still the right way to call %(V)s?%(S)s" % d)),
    ('file|local', lambda d: ("The %(V)s key had been revoked after the leak report, and the task didn't say a replacement existed." % d,
               "%(who)s issued a new one and I updated %(where)s:%(S)s\nThe old value now returns 401, as expected." % d,
               "Will the new %(V)s key also be on a rotation schedule?" % d)),
    ('diff', lambda d: ("Reviewing the PR for %(use)s, I wasn't told the %(V)s change was intentional. The diff:\n%(diff)s" % d,
               "The PR swaps one hard-coded %(V)s key for another instead of moving it to secrets; both values are now in git history." % d,
               "Should I flag the PR so both %(V)s keys get revoked?" % d)),
    ('none', lambda d: ("The onboarding doc keeps service credentials in a table, and %(V)s was the one I needed for %(use)s:\n%(table)s" % d,
               "The %(V)s row is current; the others were already rotated according to %(who)s." % d,
               "Can the credentials table be replaced with links to the vault?")),
    ('none', lambda d: ("The task didn't mention that %(use)s runs as %(who)s's account. %(who)s wrote in Slack:\n%(chat)s" % d,
               "The key from that message has admin scope on %(V)s, more than %(use)s needs." % d,
               "Should I request a narrower %(V)s key for %(proj)s?" % d)),
    ('file', lambda d: ("I didn't know the %(V)s key is checked into the repo. The value in %(where)s is %(val)s." % d,
               "Because it is committed, anyone with read access to %(proj)s can use it; it should be treated as leaked." % d,
               "Do you want me to open a ticket to revoke %(tok)s and replace it?" % d)),
]

KO_VFRAMES = [
    ('file', lambda d: ("%(proj)s의 %(use)s 고치는 작업이었는데 %(V)s 키가 필요하다는 말은 없었음. 찾아보니 %(where)s에 하드코딩돼 있었음:%(S)s" % d,
               "%(var)s 환경변수가 없으면 %(where)s에 박힌 값으로 fallback 함. 로컬에선 되고 CI에선 안 됐던 이유가 이거였음." % d,
               ch(["%(where)s에 하드코딩된 %(V)s 키 지우고 로테이션해도 되는지?" % d, "이 키 시크릿 스토어로 옮겨도 될까요?", ""]))),
    (None, lambda d: ("%(V)s 권한이 없어서 %(use)s 테스트를 못 하고 있었는데 %(who)s님이 채팅으로 키를 줌:%(S)s" % d,
               "이 값으로 인증은 정상. 아까 401은 코드 문제가 아니라 키 만료 때문이었음." % d,
               "채팅으로 받은 키가 임시 키인지 먼저 물어보고 config에 넣기.")),
    (None, lambda d: ("%(var)s{이/가} 셸에 없어서 %(use)s{이/가} 계속 실패함. README에도 어디서 받는지 안 나와 있음." % d,
               "결국 이렇게 해서 됨:%(S)s\n앱 뜨기 전에 세팅돼 있어야 하고, 나중에 export 해봤자 안 먹음." % d,
               ch(["다음엔 %(var)s 어디서 받아야 하는지 확인." % d, "에이전트용 공용 %(V)s 키가 따로 있는지?" % d]))),
    ('file|local', lambda d: ("%(env)s에서 %(V)s 호출이 401로 계속 터짐. 키가 로테이션됐다는 얘기를 못 들었음." % d,
               "%(where)s에 예전 값이 그대로 있었음:%(S)s\n값 바꾸고 워커 재시작하니까 해결됨." % d,
               "%(tok)s 이게 지금 쓰는 %(V)s 키 맞나요? 또 바뀌었는지 확인 필요." % d)),
    ('file|local', lambda d: ("%(env)s에서 %(use)s{이/가} 어떤 %(V)s 키를 쓰는지 아무도 안 알려줌. %(where)s 뒤져서 찾은 %(var)s 값은" % d,
               "%(val)s 이고, staging이랑 prod가 같은 키를 씀. 그래서 테스트 돌렸을 때 실데이터가 건드려졌던 것." % d,
               "%(env)s용 %(V)s 키를 따로 발급받아야 할지?" % d)),
    ('none', lambda d: ("%(use)s에 %(V)s 키가 필요한데 태스크에 없어서 팀 위키에 있던 값(%(val)s)으로 일단 진행함." % d,
               "알고 보니 %(who)s님 개인 키라서 rate limit에 금방 걸림. 서비스 키가 있어야 429 안 남." % d,
               "%(proj)s 전용 %(V)s 키 따로 받을 수 있는지?" % d)),
    ('none', lambda d: ("%(use)s 디버깅하다 보니 재시도 로그에 키가 그대로 찍힘:\n%(log)s" % d,
               "%(env)s에서 HTTP 클라이언트가 DEBUG 레벨로 헤더까지 로깅함. 로컬은 INFO로 내려둠." % d,
               ch(["%(env)s 로그 레벨 낮추고 이 키 로테이션해야 하는지?" % d, "로그 보존 정책은 누가 관리하는지?"]))),
    ('ci', lambda d: ("%(env)s 배포가 실패했는데 파이프라인이 %(var)s{을/를} 필요로 한다는 걸 몰랐음. %(where)s에 그냥 적혀 있음:%(S)s" % d,
               "CI secret을 안 쓰고 위에 적힌 값을 그대로 읽음. 그래서 UI에서 secret 바꿔도 반영이 안 됐던 것." % d,
               "")),
    ('local', lambda d: ("%(use)s용 %(V)s 키를 못 받아서 %(who)s님한테 요청함." % d,
               "로컬 스택이 읽도록 %(where)s에 넣어둠:%(S)s\n이 파일은 gitignore 돼 있음." % d,
               "이 키를 로컬 파일에 두는 게 맞는지, 1Password에서 가져와야 하는지?")),
    ('none', lambda d: ("%(V)s 크리덴셜 전달 안 됨." % d,
               "%(env)s{은/는} %(var)s=%(val)s 로 동작 확인함." % d,
               ch(["다음 실행 전에 키 유효한지 확인.", ""]))),
    ('file|local', lambda d: ("몰랐던 것: %(proj)s가 %(use)s 때문에 %(V)s{을/를} 호출하고, 키는 %(where)s에 있고, 모든 환경에서 같은 값을 씀." % d,
               "%(where)s 내용:%(S)s\n%(var)s가 없으면 %(V)s 관련 테스트가 skip 돼서 CI가 초록불이었던 것." % d,
               "%(V)s 테스트를 샌드박스 키로 CI에서 돌릴지?" % d)),
    ('cmd', lambda d: ("%(proj)s가 %(V)s에 어떻게 인증하는지 추측해야 했음. 태스크엔 '%(use)s 안 됨'만 있었음." % d,
               "%(V)s{은/는} scope 부족이면 401이 아니라 403을 줌. 이것 때문에 한참 헤맸음." % d,
               "%(V)s 호출은 아직 이 방식이 맞는지?%(S)s" % d)),
    ('file|local', lambda d: ("유출 신고 후에 %(V)s 키가 폐기됐는데 새 키가 나왔다는 얘기가 태스크에 없었음." % d,
               "%(who)s님이 새로 발급해줘서 %(where)s 업데이트함:%(S)s\n예전 키는 이제 401 나옴." % d,
               "새 %(V)s 키도 주기적으로 로테이션하는지?" % d)),
    ('diff', lambda d: ("%(use)s PR 리뷰하는데 %(V)s 키 변경이 의도된 건지 몰랐음. diff:\n%(diff)s" % d,
               "하드코딩된 키를 다른 하드코딩된 키로 바꾼 것뿐이라 두 값 모두 git 히스토리에 남음." % d,
               "두 키 다 폐기하도록 PR에 코멘트 남길지?")),
    ('none', lambda d: ("온보딩 문서에 서비스 크리덴셜이 표로 정리돼 있고, %(use)s에 필요한 건 %(V)s{이었/였}음:\n%(table)s" % d,
               "%(who)s님 말로는 %(V)s 행만 현재 값이고 나머지는 이미 로테이션됨." % d,
               "이 표를 vault 링크로 바꿔도 되는지?")),
    ('none', lambda d: ("%(use)s{이/가} %(who)s님 계정으로 돈다는 걸 몰랐음. 슬랙에 남긴 메시지:\n%(chat)s" % d,
               "저 키는 %(V)s admin scope라서 %(use)s에 필요한 것보다 권한이 큼." % d,
               "%(proj)s용으로 권한 좁힌 %(V)s 키를 요청할지?" % d)),
    ('none', lambda d: ("Slack에서 받은 %(V)s token으로 %(use)s 테스트함. 값은 %(val)s." % d,
               "근데 scope가 read-only라서 write API는 전부 403. 쓰기 권한 있는 키가 따로 필요함." % d,
               "write scope 있는 %(V)s key는 누구한테 요청해야 하는지?" % d)),
]


def render_table(v, var, val, X, lang):
    others = sample([n for n in ["Sentry", "Datadog", "SendGrid", "Twilio", "Mapbox", "Algolia", "PagerDuty", "Linear", "Figma"] if n != v["name"]], 2)
    rows = [("| service | env | key |", "| 서비스 | 환경 | 키 |")[lang == "ko"], "|---|---|---|"]
    mask = ch(["(rotated)", "see 1Password", "••••••••", "(vault: kv/%s)" % X["proj"]])
    rows.append("| %s | %s | %s |" % (others[0], X["env"], mask))
    rows.append("| %s | %s | %s |" % (re.sub(r"\s*\(.*\)", "", v["name"]), X["env"], val))
    rows.append("| %s | %s | %s |" % (others[1], X["env"], ch(["n/a", "(expired)", "ask ops"])))
    return "\n".join(rows)


def render_chat(tok, X, lang):
    h, m = ri(9, 18), ri(0, 59)
    if lang == "ko":
        ap = "오전" if h < 12 else "오후"
        hh = h if h <= 12 else h - 12
        return "[%s %d:%02d] %s: %s\n[%s %d:%02d] %s: 감사합니다!" % (
            ap, hh, m, X["who_ko"], ch(["이거 쓰세요 ", "키 여기요 → ", "일단 이걸로 해보세요: "]) + tok,
            ap, hh, min(m + 1, 59), ch(["나", "agent"]))
    return "[%d:%02d] %s: %s\n[%d:%02d] me: thanks, trying now" % (
        h, m, X["who_en"], ch(["here you go: ", "use this one for now ", "ok this should work -> "]) + tok, h, min(m + 1, 59))



FILE_C = {"sdk", "json", "yaml", "toml", "xml", "props", "tf", "gha", "gitlab", "k8s", "pkgjson", "makefile", "notebook",
          "systemd", "postman", "launch", "cmd", "ini", "dotenv"}
CI_C = {"gha", "gitlab", "k8s", "makefile", "pkgjson"}


def container_kinds(cname, snip, where):
    k = set()
    if cname in FILE_C:
        k.add("file")
    if cname in CI_C or (cname == "docker" and snip.startswith("FROM")):
        k |= {"ci", "file"}
    if cname in ("dotenv", "fish", "powershell", "launch") or where[0] in ("~/.zshrc", "~/.bashrc on the build box", ".envrc", "~/.codex/config.toml") \
            or (cname == "mcp" and snip.startswith("{")) or where[0].startswith("~/"):
        k.add("local")
    if cname in ("curl", "cli", "setsecret", "repl", "export") or (cname == "docker" and not snip.startswith("FROM")) or (cname == "mcp" and snip.startswith("claude")):
        k.add("cmd")
    if where[0].startswith("~/") and "file" in k and cname not in ("dotenv",):
        k.discard("file")
    return k


DIFF_FILES = [".env.production", "config/settings.py", "docker-compose.yml", "deploy/values-prod.yaml", "scripts/sync.sh", ".github/workflows/deploy.yml"]


def t_vendor(lang, v=None):
    X = mkctx()
    items, secs = vendor_items(v, X)
    var, tok = None, None
    for a, b in items:
        for s in secs:
            if s in b:
                var, tok = a, s
                break
        if tok:
            break
    val = [b for a, b in items if a == var][0]
    snip, where, cname = None, None, None
    first = None
    if v["curl"] and chance(0.22):
        first = c_curl
    elif v["cli"] and chance(0.25):
        first = c_cli
    for _ in range(12):
        c = first or ch(CONTAINERS)
        first = None
        r = c(v, items, X)
        if r:
            snip, where = r
            cname = c.__name__[2:]
            break
    if snip is None:
        snip, where = c_dotenv(v, items, X)
        cname = "dotenv"
    kinds = container_kinds(cname, snip, where)
    frames = EN_VFRAMES if lang == "en" else KO_VFRAMES
    snip_ok = [i for i, (tg, fn) in enumerate(frames) if tg not in ("none", "diff") and (tg is None or set(tg.split("|")) & kinds)]
    other = [i for i, (tg, fn) in enumerate(frames) if tg in ("none", "diff")]
    fi = ch(snip_ok) if snip_ok and chance(0.68) else ch(other)
    tg, frame = frames[fi]
    use = use_of(v)
    d = {"V": re.sub(r"\s*\(.*\)", "", v["name"]), "use": use[0] if lang == "en" else use[1], "where": where[0] if lang == "en" else where[1],
         "S": fmt_snip(snip), "snip": snip, "tok": tok, "var": var, "who": X["who_en"] if lang == "en" else X["who_ko"],
         "proj": X["proj"], "env": X["env"], "log": log_line(v, var, tok, val, X, lang), "table": render_table(v, var, val, X, lang),
         "chat": render_chat(val, X, lang), "diff": "", "val": val}
    extra = []
    if tg == "diff":
        items2, secs2 = vendor_items(v, X)
        oldv, olds = [(b, s) for a, b in items2 if a == var for s in secs2 if s in b][0]
        newv = [b for a, b in items if a == var][0]
        f = ch(DIFF_FILES)
        ln = ri(2, 30)
        d["diff"] = "--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n %s\n-%s=%s\n+%s=%s" % (
            f, f, ln, ln, ch(["NODE_ENV=production", "LOG_LEVEL=info", "PORT=8080", "TZ=Asia/Seoul"]), var, oldv, var, newv)
        extra = [olds]
        shown = "diff"
    elif tg == "none":
        shown = ["", "", "", "", "", "prose-inline", "log-line", "", "", "prose-terse", "", "", "", "", "table", "chat-paste", "prose-inline"][fi]
    else:
        shown = cname
    d["aV"] = ("an " if (d["V"][:1] in "AEIOU" or d["V"] in ("X", "npm")) and not d["V"].startswith(("Uber", "Euro")) else "a ") + d["V"]
    mc, lesson, ask = frame(d)
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    return "vendor token: %s [%s, frame %02d]" % (v["name"], shown, fi), fields, secs + extra


# ====================================================================== passwords
EN_PW_WORDS = ["sunflower", "falcon", "harbor", "maple", "copper", "violet", "tiger", "ocean", "rocket", "winter", "summer", "pepper",
               "lemon", "mango", "orbit", "pixel", "canyon", "breeze", "ember", "glacier", "thunder", "marble", "coffee", "panda",
               "dragon", "cobalt", "river", "meadow", "shadow", "blossom", "hunter", "monkey", "bluebird", "penguin", "galaxy"]
EN_NAMES = ["jenny", "mike", "sarah", "daniel", "chris", "alex", "emily", "kevin", "lucas", "olivia", "noah", "mia"]
KO_PW_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "바다", "하늘", "별빛", "토끼", "호랑이", "봄날", "여름", "가을", "겨울",
               "비밀", "회사", "개발", "서버", "초코", "딸기", "커피", "라면", "김치", "무지개", "햇살", "보리", "콩이", "두부", "안녕",
               "우리팀", "출근", "퇴근", "감자", "고구마", "달빛", "한강", "제주도", "부산", "민준", "서윤", "하람"]
ROMAN_KO = ["saranghae", "haengbok", "urijib", "goyangi", "gangaji", "bada", "haneul", "tokki", "horangi", "bomnal", "gaeul",
            "gyeoul", "jeju", "busan", "minjun", "seoyun", "dalbit", "hangang"]

_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t", "T", "d", "w",
         "c", "z", "x", "v", "g"]


def dubeolsik(text):
    """Keys typed on a Korean 2-set keyboard left in English mode (e.g. 안녕 -> dkssud)."""
    out = ""
    for c in text:
        if "가" <= c <= "힣":
            i = ord(c) - 0xAC00
            out += _CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28]
        else:
            out += c
    return out


SYM = "!@#$%^&*"
PUNCT = "!#$%&()*+,-./:;<=>?@[]^_{|}~"
KB_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "!@#$%^&*()"]


def pw_human():
    st = ri(0, 5)
    w = ch(EN_PW_WORDS)
    if st == 0:
        return w.capitalize() + str(ri(1970, 2025)) + ch(SYM)
    if st == 1:
        return ch(EN_NAMES) + str(ri(1975, 2008)) + ch(["", "!", "#", "*"]) + ("!" if chance(0.2) else "")
    if st == 2:
        return w.capitalize() + ch(SYM) + digits(ri(2, 4), False)
    if st == 3:
        return ch(EN_NAMES).capitalize() + ch(["&", "+", "_", "."]) + ch(EN_NAMES) + digits(2, False)
    if st == 4:
        return "%s%s%s" % (w.capitalize(), ch(["_", "-", ".", ""]), ch(EN_PW_WORDS).capitalize()) + digits(ri(1, 3), False)
    return ch(ROMAN_KO) + digits(ri(3, 6), False) + ch(["", "!", "@"])


def pw_passphrase(sep=None):
    n = ri(3, 5)
    ws = [ch(BIP39) for _ in range(n)]
    sep = sep if sep is not None else ch(["-", " ", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + digits(ri(1, 3), False) if sep else digits(ri(1, 3), False)
    return s


def pw_generated(n=None, punct=PUNCT):
    n = n or ri(14, 28)
    while True:
        s = "".join(ch(ALNUM + punct) for _ in range(n))
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s) and any(c in punct for c in s):
            return s


def pw_ko_keyboard():
    w = "".join(ch(KO_PW_WORDS) for _ in range(ri(1, 2)))
    s = dubeolsik(w)
    if len(s) < 6 or chance(0.7):
        s += digits(ri(2, 4), False)
    if chance(0.6):
        s += ch(SYM)
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s


def pw_hangul():
    w = "".join(ch(KO_PW_WORDS) for _ in range(ri(1, 3)))
    s = w + ch(["", str(ri(1980, 2025)), digits(ri(2, 4), False)]) + ch(["", "!", "^^", "@", "#"])
    while len(s) < 8:
        s += digits(2, False)
    return s


def pw_kbwalk():
    row = ch(KB_ROWS[1:4])
    a = ri(0, len(row) - 4)
    walk = row[a:a + ri(4, min(6, len(row) - a))]
    st = ri(0, 3)
    if st == 0:
        s = walk + "1234"[:ri(3, 4)] + ch(["!", "!@", "!@#", ""])
    elif st == 1:
        k = ri(4, 5)
        s = "".join(KB_ROWS[0][i] + KB_ROWS[1][i] for i in range(k))
        if chance(0.5):
            s += ch(SYM)
    elif st == 2:
        s = walk.capitalize() + "!@#$"[:ri(2, 4)] + digits(ri(2, 4), False)
    else:
        s = ch(SYM) + walk[:3].capitalize() + "".join(KB_ROWS[0][i] for i in range(ri(2, 4))) + walk[3:] + ch(DIG)
    while len(s) < 8:
        s += ch(DIG)
    return s


def pw_leet():
    w = ch(EN_PW_WORDS + ["administrator", "password", "welcome", "letmein", "superuser", "database", "production"])
    m = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$", "t": "7"}
    s = "".join(m[c] if c in m and chance(0.6) else c for c in w)
    s = s[0].upper() + s[1:]
    return s + ch(["!", "#", "2024", "!23", "_" + digits(2, False), "?" + digits(3, False)])


def pw_pronounceable():
    cons, vow = "bcdfghjklmnprstvz", "aeiou"
    parts = ["".join(ch(cons) + ch(vow) for _ in range(2)) for _ in range(ri(3, 4))]
    parts = [p.capitalize() if chance(0.5) else p for p in parts]
    return ch(["-", ".", ""]).join(parts) + ch(["", "-" + digits(2, False), digits(1)])


def pw_company(org=None):
    org = org or ch(["Acme", "Hanbit", "Orbit", "Kite", "Mirae", "Sora", "Dalim", "Pine"])
    return org.capitalize() + ch(["@", "#", "!", "_", "."]) + str(ri(2019, 2026)) + ch(["", "!", "Q%d" % ri(1, 4), "#%d" % ri(1, 9), "^^"])


def pw_random_b64(nbytes=None):
    return b64(rb(nbytes or ch([18, 24, 32])))


def pw_hex(n=None):
    return hexs(n or ch([24, 32, 40]))


PW_STYLES = ["human", "human", "passphrase", "generated", "generated", "kokb", "hangul", "kbwalk", "leet", "pron", "company", "b64", "hex"]


def gen_pw(lang="en", forbid="", style=None, allow_hangul=True, min_len=8):
    for _ in range(400):
        st = style or ch(PW_STYLES + (["kokb", "kokb", "hangul"] if lang == "ko" else []))
        if st == "hangul" and not allow_hangul:
            st = "kokb"
        s = {"human": pw_human, "passphrase": pw_passphrase, "generated": pw_generated, "kokb": pw_ko_keyboard,
             "hangul": pw_hangul, "kbwalk": pw_kbwalk, "leet": pw_leet, "pron": pw_pronounceable, "company": pw_company,
             "b64": pw_random_b64, "hex": pw_hex}[st]()
        if len(s) >= min_len and not (set(s) & set(forbid)) and s == s.strip():
            return s, st
    raise RuntimeError("no password for forbid=%r" % forbid)


SH_UNSAFE = " '\"\\`$!&|;<>(){}[]*?#~^"    # characters we keep out of unquoted shell words
SQ_UNSAFE = "'\\"                          # inside '...'
DQ_UNSAFE = "\"\\`$!"                     # inside "..."
URL_SAFE = "-._~"


def pct(s):
    return urllib.parse.quote(s, safe="")


# ====================================================================== secret templates (non-vendor)
TARGETS = [("the staging Postgres", "스테이징 Postgres", "app"), ("the Jenkins admin account", "젠킨스 admin 계정", "admin"),
           ("the Grafana admin", "그라파나 admin", "admin"), ("the office NAS", "사무실 NAS", "nasadmin"),
           ("the router admin page", "공유기 관리자 페이지", "admin"), ("the WordPress admin", "워드프레스 관리자", "wp_admin"),
           ("the shared QA test account", "QA 공용 테스트 계정", "qa-tester@{domain}"), ("the pgAdmin login", "pgAdmin 로그인", "dba@{domain}"),
           ("the RabbitMQ management UI", "RabbitMQ 관리 콘솔", "mqadmin"), ("the Harbor admin", "Harbor admin", "admin"),
           ("the VPN account", "사내 VPN 계정", "{user}"), ("root on the build box", "빌드 서버 root 계정", "root"),
           ("the iDRAC console", "iDRAC 콘솔", "root"), ("the Kibana elastic user", "Kibana elastic 계정", "elastic"),
           ("the Argo CD admin", "Argo CD admin", "admin"), ("the SonarQube admin", "SonarQube admin", "admin"),
           ("the Keycloak master-realm admin", "Keycloak master realm 관리자", "kcadmin"), ("the MinIO console", "MinIO 콘솔", "minio-root"),
           ("the groupware account", "그룹웨어 계정", "{user}"), ("the staging admin console", "스테이징 어드민 콘솔", "super@{domain}"),
           ("the Windows jump host", "윈도우 점프 호스트", "Administrator"), ("the phpMyAdmin login", "phpMyAdmin 로그인", "root"),
           ("the Nexus repository admin", "Nexus 저장소 admin", "admin"), ("the GitLab root account", "GitLab root 계정", "root")]


def tgt(X):
    t = ch(TARGETS)
    return t[0], t[1], fill(t[2], [], X)


def pick(lang, en, ko):
    """Pick one variant (a zero-argument callable or a tuple) for the language."""
    v = ch(en if lang == "en" else ko)
    return v() if callable(v) else v


# ---------------------------------------------------------------- 1. database URLs
def db_url(X, lang):
    kind = ["postgres", "mysql", "mongo", "redis", "amqp", "mssql", "jdbc", "sqla", "clickhouse", "elastic", "oracle"][cyc("dburl", 11)]
    user = ch(["app", "app_rw", "postgres", "root", "admin", "svc_billing", "etl_user", "default", "reporting"])
    pw, st = gen_pw(lang, allow_hangul=False)
    host = ch(["%s-1.internal" % ch(["db-prod", "data", "store"]), "10.0.%d.%d" % (ri(0, 9), ri(2, 250)), "%s-%s.%s" % (X["proj"], kind, X["domain"])])
    if kind in ("postgres", "mysql", "sqla", "jdbc") and chance(0.4):
        host = "%s-%s.cluster-c9%s.ap-northeast-2.rds.amazonaws.com" % (X["proj"], X["env"], rs(LOWNUM, 10))
    db = X["proj"].replace("-", "_")
    if kind in ("mssql", "jdbc", "oracle"):
        pw, st = gen_pw(lang, forbid=";&'\" {}=@/\\", allow_hangul=False)
    enc = pct(pw) if kind not in ("mssql", "jdbc", "oracle") else pw
    if kind == "postgres":
        url = "postgres%s://%s:%s@%s:5432/%s%s" % (ch(["", "ql"]), user, enc, host, db, ch(["", "?sslmode=require"]))
        var = "DATABASE_URL"
    elif kind == "mysql":
        url = "mysql://%s:%s@%s:3306/%s" % (user, enc, host, db)
        var = ch(["DATABASE_URL", "MYSQL_URL"])
    elif kind == "mongo":
        url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, enc, rs(LOWNUM, 5), db)
        var = "MONGODB_URI"
    elif kind == "redis":
        url = "redis%s://%s:%s@%s:6379/0" % (ch(["", "s"]), ch(["default", ""]), enc, ch(["redis-%s.c%d.ap-northeast-1-1.ec2.redns.redis-cloud.com" % (digits(5), ri(1, 300)), host]))
        var = "REDIS_URL"
    elif kind == "amqp":
        url = "amqp%s://%s:%s@%s:5672/%s" % (ch(["", "s"]), user, enc, host, ch(["%2F", "prod", "vhost1"]))
        var = "AMQP_URL"
    elif kind == "mssql":
        url = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (X["proj"], db, user, pw)
        var = "ConnectionStrings__Default"
    elif kind == "jdbc":
        url = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, pw)
        var = "SPRING_DATASOURCE_URL"
    elif kind == "sqla":
        url = "postgresql+psycopg2://%s:%s@%s/%s" % (user, enc, host, db)
        var = "SQLALCHEMY_DATABASE_URI"
    elif kind == "clickhouse":
        url = "https://%s:%s@%s.clickhouse.cloud:8443/?database=%s" % (user, enc, rs(LOWNUM, 10), db)
        var = "CLICKHOUSE_URL"
    elif kind == "elastic":
        url = "https://elastic:%s@%s:9200" % (enc, host)
        var = "ELASTICSEARCH_URL"
    else:
        url = "%s/%s@//%s:1521/ORCLPDB1" % (user, pw, host)
        var = "ORACLE_CONN"
    return kind, url, enc, pw, var


def t_db_url(lang):
    X = mkctx()
    kind, url, enc, pw, var = db_url(X, lang)
    cands = [enc, pw]
    v = ri(0, 5)
    if lang == "en":
        if v == 0:
            mc = "I wasn't told which database %s's %s environment uses; the README only says 'ask ops'. The .env on the shared dev box had:\n%s=%s" % (X["proj"], X["env"], var, url)
            lesson = "That URL points at the real %s database, not a local container, so migrations must not be run against it from a laptop." % X["env"]
            ask = "Is there a read-only user I should use instead of %s?" % ch(["that one", "the app user"])
        elif v == 1:
            mc = "Migrations failed with 'password authentication failed' and I didn't know the password had been changed last week."
            lesson = "The working connection string (from %s) is %s - the old one in docker-compose.yml is stale." % (X["who_en"], url)
            ask = "Should docker-compose.yml be updated to read %s from the environment instead?" % var
        elif v == 2:
            mc = "Nobody mentioned that the integration tests need a live %s instance." % kind
            lesson = "Tests pick up %s; setting it like this made them pass:\nexport %s='%s'" % (var, var, url) if "'" not in url else "Tests pick up %s=%s." % (var, url)
            ask = ""
        elif v == 3:
            mc = "The task said 'point the worker at the new cluster' without giving the credentials."
            lesson = "New cluster connection: %s\nThe old cluster still accepts connections until Friday." % url
            ask = ch(["Is %s the final connection string or a temporary one?" % url, "When will the old cluster be shut down?"])
        elif v == 4:
            mc = "The worker logged its whole config at startup, which is how I found the database it uses:\n[%s] INFO boot: %s=%s pool=10 timeout=30s" % (
                "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)), var, url)
            lesson = "The startup logger prints every env var; the %s password is therefore in the log archive too." % kind
            ask = "Should the config dump at startup be removed?"
        else:
            mc = "I didn't know %s uses a separate reporting database." % X["proj"]
            lesson = "Reporting DB: %s (read replica, lag ~5s)." % url
            ask = "Can reporting queries go through a read-only role?"
    else:
        if v == 0:
            mc = "%s %s 환경이 어떤 DB를 쓰는지 안 알려줌. README엔 'ops에 문의'만 있음. 공용 dev 서버 .env에 있던 값:\n%s=%s" % (X["proj"], X["env"], var, url)
            lesson = "이 URL은 로컬 컨테이너가 아니라 실제 %s DB임. 노트북에서 마이그레이션 돌리면 안 됨." % X["env"]
            ask = "읽기 전용 계정이 따로 있는지?"
        elif v == 1:
            mc = "마이그레이션이 'password authentication failed'로 실패함. 지난주에 비번 바뀐 걸 몰랐음."
            lesson = "%s님한테 받은 접속 문자열: %s\ndocker-compose.yml에 있는 건 예전 값." % (X["who_ko"], url)
            ask = "docker-compose.yml도 %s 환경변수 읽도록 바꿀지?" % var
        elif v == 2:
            mc = "통합 테스트가 실제 %s 인스턴스를 필요로 한다는 얘기가 없었음." % kind
            lesson = "테스트는 %s{을/를} 읽음. %s=%s 로 세팅하니 통과." % (var, var, url)
            ask = ""
        elif v == 3:
            mc = "'워커를 새 클러스터로 붙여라'만 있고 접속 정보는 없었음."
            lesson = "새 클러스터 접속 정보: %s\n예전 클러스터는 금요일까지 접속 가능." % url
            ask = ch(["%s 이게 최종 접속 문자열인지 임시인지 확인." % url, "예전 클러스터 언제 내리는지?"])
        elif v == 4:
            mc = "워커가 부팅할 때 config 전체를 로그로 찍어서 DB 정보를 거기서 알게 됨:\n[%s] INFO boot: %s=%s pool=10" % (
                "2025-%02d-%02d %02d:%02d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59)), var, url)
            lesson = "부팅 로거가 env를 전부 찍어서 DB 비번이 로그 아카이브에도 남아 있음."
            ask = "부팅 시 config 덤프 빼도 되는지?"
        else:
            mc = "%s{이/가} 리포팅용 DB를 따로 쓴다는 걸 몰랐음." % X["proj"]
            lesson = "리포팅 DB: %s (read replica, 지연 5초 정도)" % url
            ask = "리포팅 쿼리는 read-only 롤로 돌려야 하는지?"
    return "connection string: %s URL with password" % kind, (mc, lesson, ask), cands


# ---------------------------------------------------------------- 2. passwords after CLI flags / positional arguments
# (pattern, quoting, tool).  {pw} is the password, quoting: raw | sq | dq
CLI_PATTERNS = [
    ("mysql -h {host} -u {user} -p{pw} {db}", "raw", "mysql -p attached"),
    ("mysql -h {host} -u root --password='{pw}' -e 'SHOW PROCESSLIST'", "sq", "mysql --password="),
    ("mysqldump -u {user} -p'{pw}' --single-transaction {db} > {db}.sql", "sq", "mysqldump -p quoted"),
    ("mysqladmin -u root password '{pw}'", "sq", "mysqladmin positional password"),
    ("PGPASSWORD='{pw}' psql -h {host} -U {user} -d {db}", "sq", "PGPASSWORD inline"),
    ("PGPASSWORD={pw} pg_dump -h {host} -U {user} -Fc {db} -f {db}.dump", "raw", "PGPASSWORD pg_dump"),
    ("redis-cli -h {host} -p 6379 -a '{pw}' --no-auth-warning INFO replication", "sq", "redis-cli -a"),
    ("mongosh \"mongodb://{host}:27017\" -u {user} -p '{pw}' --authenticationDatabase admin", "sq", "mongosh -p"),
    ("sqlcmd -S {host},1433 -U sa -P '{pw}' -Q \"SELECT @@VERSION\"", "sq", "sqlcmd -P"),
    ("sqlplus {user}/{pw}@//{host}:1521/ORCLPDB1", "raw", "sqlplus user/pass"),
    ("cqlsh {host} 9042 -u cassandra -p '{pw}'", "sq", "cqlsh -p"),
    ("clickhouse-client --host {host} --user {user} --password '{pw}' --secure", "sq", "clickhouse-client --password"),
    ("sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {user}@{host}", "sq", "sshpass -p"),
    ("sshpass -p '{pw}' scp backup.tar.gz {user}@{host}:/srv/backup/", "sq", "sshpass scp"),
    ("xfreerdp /v:{host} /u:Administrator /p:'{pw}' /cert:ignore", "sq", "xfreerdp /p:"),
    ("smbclient //{host}/share -U '{user}%{pw}'", "sq", "smbclient user%pass"),
    ("sudo mount -t cifs //{host}/share /mnt/share -o username={user},password={pw},vers=3.0", "raw", "mount.cifs password="),
    ("net use Z: \\\\{host}\\share {pw} /user:CORP\\{user} /persistent:yes", "raw", "net use positional"),
    ("lftp -u {user},'{pw}' sftp://{host}", "sq", "lftp -u user,pass"),
    ("curl -u {user}:'{pw}' https://{host}/api/health", "sq", "curl -u user:pass"),
    ("wget --user={user} --password='{pw}' https://{host}/dl/build.zip", "sq", "wget --password"),
    ("ipmitool -I lanplus -H {host} -U root -P '{pw}' chassis power status", "sq", "ipmitool -P"),
    ("ldapsearch -x -H ldap://{host} -D 'cn=admin,dc=corp,dc=local' -w '{pw}' -b 'dc=corp,dc=local' '(uid={user})'", "sq", "ldapsearch -w"),
    ("htpasswd -b -c /etc/nginx/.htpasswd {user} '{pw}'", "sq", "htpasswd -b positional"),
    ("rabbitmqctl add_user {user} '{pw}' && rabbitmqctl set_user_tags {user} administrator", "sq", "rabbitmqctl add_user positional"),
    ("mc alias set local http://{host}:9000 minio-root '{pw}'", "sq", "mc alias set positional secret"),
    ("echo '{user}:{pw}' | sudo chpasswd", "sq", "chpasswd via echo"),
    ("net user svc_backup {pw} /add /domain", "raw", "net user positional"),
    ("docker login registry.{domain} -u {user} -p '{pw}'", "sq", "docker login -p"),
    ("helm registry login registry.{domain} --username {user} --password '{pw}'", "sq", "helm registry login --password"),
    ("skopeo copy --dest-creds {user}:{pw} docker://nginx:1.27 docker://registry.{domain}/nginx:1.27", "raw", "skopeo --dest-creds"),
    ("kubectl create secret docker-registry regcred --docker-server=registry.{domain} --docker-username={user} --docker-password='{pw}'", "sq", "kubectl --docker-password"),
    ("argocd login argocd.{domain} --username admin --password '{pw}' --grpc-web", "sq", "argocd login --password"),
    ("az vm create -g rg-{env} -n vm-jump --image Ubuntu2204 --admin-username azureuser --admin-password '{pw}'", "sq", "az --admin-password"),
    ("gcloud sql users set-password postgres --instance={db}-pg --password='{pw}'", "sq", "gcloud sql --password"),
    ("aws rds modify-db-instance --db-instance-identifier {db}-{env} --master-user-password '{pw}' --apply-immediately", "sq", "aws rds --master-user-password"),
    ("terraform apply -var 'db_password={pw}' -auto-approve", "sq", "terraform -var password"),
    ("ansible-playbook site.yml -i inventory/{env} -e 'ansible_become_pass={pw}'", "sq", "ansible -e become_pass"),
    ("helm install {db} bitnami/postgresql --set auth.postgresPassword='{pw}' -n {env}", "sq", "helm --set password"),
    ("docker run -d --name pg -e POSTGRES_PASSWORD='{pw}' -p 5432:5432 postgres:16", "sq", "docker run -e POSTGRES_PASSWORD"),
    ("docker run -d -e MYSQL_ROOT_PASSWORD={pw} -p 3306:3306 mysql:8.4", "raw", "docker run -e MYSQL_ROOT_PASSWORD"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}", "raw", "openssl -passout pass:"),
    ("openssl rsa -in server.key.enc -out server.key -passin 'pass:{pw}'", "sq", "openssl -passin pass:"),
    ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass '{pw}' -deststorepass '{pw}'", "sq", "keytool -storepass (twice)"),
    ("apksigner sign --ks release.jks --ks-pass pass:{pw} app-release.apk", "raw", "apksigner --ks-pass"),
    ("zip -P '{pw}' -r handover.zip docs/", "sq", "zip -P"),
    ("7z a -p'{pw}' -mhe=on logs.7z logs/", "sq", "7z -p attached"),
    ("gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d secrets.tar.gz.gpg | tar xz", "sq", "gpg --passphrase"),
    ("ssh-keygen -t ed25519 -f ~/.ssh/deploy_{env} -N '{pw}' -C deploy@{domain}", "sq", "ssh-keygen -N"),
    ("vault write auth/userpass/users/{user} password='{pw}' policies=dev", "sq", "vault write password="),
    ("nmcli dev wifi connect \"{ssid}\" password '{pw}'", "sq", "nmcli wifi password"),
    ("wp user create deployer deployer@{domain} --role=administrator --user_pass='{pw}'", "sq", "wp-cli --user_pass"),
    ("DJANGO_SUPERUSER_PASSWORD='{pw}' python manage.py createsuperuser --noinput --username admin --email admin@{domain}", "sq", "DJANGO_SUPERUSER_PASSWORD inline"),
    ("kcadm.sh config credentials --server https://sso.{domain} --realm master --user kcadmin --password '{pw}'", "sq", "kcadm --password"),
    ("influx setup -u admin -p '{pw}' -o {org} -b metrics -f", "sq", "influx setup -p"),
    ("neo4j-admin dbms set-initial-password '{pw}'", "sq", "neo4j-admin positional"),
    ("mosquitto_pub -h {host} -u sensor -P '{pw}' -t plant/line1/temp -m 23.4", "sq", "mosquitto_pub -P"),
    ("snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{pw}' -x AES -X '{pw2}' {host}", "sq", "snmpwalk -A/-X"),
    ("git clone https://{user}:{pw}@git.{domain}/{org}/{proj}.git", "url", "git clone user:pass URL"),
    ("pip install --index-url https://{user}:{pw}@pypi.{domain}/simple/ internal-sdk", "url", "pip --index-url creds"),
]


def t_cli_pw(lang):
    X = mkctx()
    pat, q, tool = CLI_PATTERNS[cyc("cli", len(CLI_PATTERNS))]
    forbid = {"raw": SH_UNSAFE + "%,", "sq": SQ_UNSAFE + "\n", "dq": DQ_UNSAFE, "url": ""}[q]
    if "nmcli" in pat or "net user" in pat:
        forbid += " "
    pw, st = gen_pw(lang, forbid=forbid, allow_hangul=False)
    pw2, _ = gen_pw(lang, forbid=forbid, allow_hangul=False)
    shown = pct(pw) if q == "url" else pw
    ssid = ch(["ACME-5G", "Hanbit_Guest", "DEV-LAB", "iptime-%s" % rs(UPNUM, 4)])
    cmd = pat.replace("{pw2}", pw2).replace("{pw}", shown).replace("{ssid}", ssid)
    cmd = fill(cmd, [], dict(X, db=X["proj"].replace("-", "_"), host=ch(["db01", "10.20.%d.%d" % (ri(0, 9), ri(2, 250)), "nas.office.lan", "jump01." + X["domain"], X["host"]])))
    cands = [shown, pw2] if "{pw2}" in pat else [shown]
    v = ri(0, 4)
    if lang == "en":
        if v == 0:
            mc = "The task didn't say how to reach %s's %s box; %s's runbook has the exact command:\n%s" % (X["proj"], X["env"], X["who_en"], cmd)
            lesson = ch(["The command works as-is from the bastion, not from the VPN range.", "It only works from the bastion; from a laptop the port is filtered.",
                         "Running it twice is harmless, it just overwrites the previous state."])
            ask = ch(["Is there a way to do this without the password on the command line?", "Should I keep using the runbook command?", ""])
        elif v == 1:
            mc = "I didn't know the %s step needs a password at all; the task only said 'it's scripted'." % tool.split(" ")[0]
            lesson = "What I ran, from my shell history:\n%s\nThe password is now also in ~/.bash_history on %s." % (cmd, X["host"])
            ask = "Should I clear the shell history on %s?" % X["host"]
        elif v == 2:
            mc = "The cron job on %s failed overnight and the task didn't include the crontab. It contains:\n0 3 * * * %s" % (X["host"], cmd)
            lesson = "The job fails when the remote password changes, because it's hard-coded in the crontab instead of read from a file."
            ask = "Can the cron job read the password from a root-only file?"
        elif v == 3:
            mc = "%s asked me to run the %s step, but it wasn't in the task." % (X["who_en"], tool.split(" ")[0])
            lesson = "Done with `%s`; it printed no errors." % cmd
            ask = ""
        else:
            mc = "Setup notes in the wiki are out of date; the step that actually worked for %s was:" % X["env"]
            lesson = "%s\nThe wiki still shows an older version of this step." % cmd
            ask = "Can I update the wiki page with this command?"
    else:
        if v == 0:
            mc = "%s %s 서버 접속 방법이 태스크에 없었음. %s님 런북에 있는 명령어:\n%s" % (X["proj"], X["env"], X["who_ko"], cmd)
            lesson = ch(["베스천에서만 그대로 동작함. VPN 대역에서는 안 됨.", "노트북에서는 포트가 막혀 있어서 베스천에서 실행해야 함.", "두 번 실행해도 상관없음, 이전 상태를 덮어씀."])
            ask = ch(["커맨드라인에 비번 안 넣고 하는 방법이 있는지?", "런북 명령어 계속 써도 되는지?", ""])
        elif v == 1:
            mc = "%s 단계에 비번이 필요하다는 걸 몰랐음. 태스크엔 '스크립트로 돼 있음'만 있었음." % tool.split(" ")[0]
            lesson = "셸 히스토리에 남은 실행 명령:\n%s\n%s의 ~/.bash_history에도 비번이 남음." % (cmd, X["host"])
            ask = "%s 셸 히스토리 지워야 하는지?" % X["host"]
        elif v == 2:
            mc = "%s 크론잡이 새벽에 실패했는데 crontab 내용이 태스크에 없었음. 내용:\n0 3 * * * %s" % (X["host"], cmd)
            lesson = "원격 비번이 바뀌면 실패함. 파일에서 읽지 않고 crontab에 하드코딩돼 있어서."
            ask = "크론잡이 root 전용 파일에서 비번을 읽게 바꿔도 되는지?"
        elif v == 3:
            mc = "%s님이 %s 단계를 돌려달라고 했는데 태스크엔 없던 내용." % (X["who_ko"], tool.split(" ")[0])
            lesson = "`%s` 로 실행 완료, 에러 없음." % cmd
            ask = ""
        else:
            mc = "위키 셋업 문서가 오래됨. %s에서 실제로 된 명령은:" % X["env"]
            lesson = "%s\n위키에는 아직 예전 버전이 적혀 있음." % cmd
            ask = "위키 페이지를 이 명령으로 업데이트해도 되는지?"
    return "shell: %s" % tool, (mc, lesson, ask), cands


# ---------------------------------------------------------------- 3. SQL user statements
def t_sql_pw(lang):
    X = mkctx()
    pw, st = gen_pw(lang, forbid="'\\\"\n", allow_hangul=(lang == "ko" and chance(0.2)))
    user = ch(["app_rw", "reporting", "grafana_ro", "debezium", "airflow", "svc_%s" % X["proj"].split("-")[0], "metabase"])
    kind = cyc("sql", 9)
    if kind == 0:
        sql, dialect = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (user, pw, X["proj"].replace("-", "_"), user), "MySQL CREATE USER"
    elif kind == 1:
        sql, dialect = "ALTER USER %s WITH PASSWORD '%s';" % (user, pw), "PostgreSQL ALTER USER"
    elif kind == 2:
        sql, dialect = "CREATE ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (user, pw), "PostgreSQL CREATE ROLE"
    elif kind == 3:
        sql, dialect = "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = OFF;" % (user, pw), "SQL Server CREATE LOGIN"
    elif kind == 4:
        sql, dialect = "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (user.upper(), pw), "Oracle ALTER USER"
    elif kind == 5:
        sql, dialect = "db.createUser({ user: \"%s\", pwd: \"%s\", roles: [ { role: \"readWrite\", db: \"%s\" } ] })" % (user, pw, X["proj"]), "MongoDB createUser"
    elif kind == 6:
        if " " in pw:
            return t_sql_pw(lang)
        sql, dialect = "ACL SETUSER %s on >%s ~cache:* +get +set" % (user, pw), "Redis ACL SETUSER"
    elif kind == 7:
        sql, dialect = "CREATE USER %s PASSWORD = '%s' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;" % (user.upper(), pw), "Snowflake CREATE USER"
    else:
        sql, dialect = "SET PASSWORD FOR '%s'@'localhost' = '%s';" % (user, pw), "MySQL SET PASSWORD"
    v = ri(0, 3)
    if lang == "en":
        mc = pick(lang, ["I wasn't told a dedicated database user existed for %s." % user, "The task said 'give %s read access' with no details on how users are created." % user,
                         "Nobody mentioned that migrations don't create the %s user; it's done by hand." % user], [])
        if v == 0:
            lesson = "The user was created by hand earlier; the statement is in migrations/manual/%s.sql:\n%s" % (user, sql)
        elif v == 1:
            lesson = "I ran this in the %s console (%s):\n%s\nThe app picked it up after a restart." % (X["env"], dialect.split(" ")[0], sql)
        elif v == 2:
            lesson = "Statement from %s's message, which I ran as-is:\n%s" % (X["who_en"], sql)
        else:
            lesson = "%s\n^ that is what the DBA ran; the same password is in the app's %s config." % (sql, X["env"])
        ask = ch(["Should the %s password be rotated now that it's in this note?" % user, "Who owns manual DB users?", ""])
    else:
        mc = ch(["%s 전용 DB 유저가 있다는 걸 몰랐음." % user, "'%s에 읽기 권한 줘라'만 있고 유저 생성 방식은 안 나와 있었음." % user,
                 "%s 유저는 마이그레이션이 아니라 수동으로 만든다는 얘기가 없었음." % user])
        if v == 0:
            lesson = "예전에 수동으로 만든 유저임. migrations/manual/%s.sql에 있는 구문:\n%s" % (user, sql)
        elif v == 1:
            lesson = "%s 콘솔에서 이렇게 실행함:\n%s\n재시작하니 앱이 새 계정으로 붙음." % (X["env"], sql)
        elif v == 2:
            lesson = "%s님 메시지에 있던 SQL 그대로 실행:\n%s" % (X["who_ko"], sql)
        else:
            lesson = "%s\n위에 게 DBA가 실행한 구문이고, 같은 비번이 앱 %s 설정에도 들어가 있음." % (sql, X["env"])
        ask = ch(["이 노트에 비번이 남았으니 %s 비번 로테이션해야 하는지?" % user, "수동 DB 유저 관리는 누가 하는지?", ""])
    return "sql: %s" % dialect, (mc, lesson, ask), [pw]


def V3(lang, en, ko):
    """Choose one variant function for the language and call it -> (mc, lesson, ask)."""
    return ch(en if lang == "en" else ko)()


# ---------------------------------------------------------------- 4. passwords in config files
CONFIG_SNIPS = [
    ("src/main/resources/application.properties", "spring.datasource.url=jdbc:postgresql://{host}:5432/{db}\nspring.datasource.username={user}\nspring.datasource.password={pw}", "\\\n", "Spring properties"),
    ("src/main/resources/application-{env}.yml", "spring:\n  datasource:\n    url: jdbc:mysql://{host}:3306/{db}\n    username: {user}\n    password: \"{pw}\"", "\"\\", "Spring YAML"),
    ("~/.m2/settings.xml", "<server>\n  <id>nexus-releases</id>\n  <username>{user}</username>\n  <password>{pw}</password>\n</server>", "<>&'\"", "Maven settings.xml"),
    ("conf/tomcat-users.xml", "<role rolename=\"manager-gui\"/>\n<user username=\"admin\" password=\"{pw}\" roles=\"manager-gui,admin-gui\"/>", "<>&'\"", "tomcat-users.xml"),
    ("~/.my.cnf", "[client]\nuser={user}\npassword=\"{pw}\"\nhost={host}", "\"\\", "my.cnf"),
    ("wp-config.php", "define( 'DB_NAME', '{db}' );\ndefine( 'DB_USER', '{user}' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', '{host}' );", "'\\", "wp-config.php"),
    ("{proj}/settings/{env}.py", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{db}',\n        'USER': '{user}',\n        'PASSWORD': '{pw}',\n        'HOST': '{host}',\n    }\n}", "'\\", "Django DATABASES"),
    ("config/database.yml", "production:\n  adapter: postgresql\n  database: {db}\n  username: {user}\n  password: <%= ENV.fetch('DB_PASSWORD', '{pw}') %>\n  host: {host}", "'\\%<>", "Rails database.yml fallback"),
    (".env", "DB_CONNECTION=mysql\nDB_HOST={host}\nDB_PORT=3306\nDB_DATABASE={db}\nDB_USERNAME={user}\nDB_PASSWORD={pw}", " #\"'\\$", "Laravel .env"),
    ("/etc/pgbouncer/userlist.txt", "\"{user}\" \"{pw}\"\n\"pgbouncer_admin\" \"{pw2}\"", "\"\\", "pgbouncer userlist"),
    ("/etc/redis/redis.conf", "bind 0.0.0.0\nport 6379\nrequirepass {pw}\nmaxmemory 2gb", " \"\\'#", "redis.conf requirepass"),
    ("/etc/rabbitmq/rabbitmq.conf", "default_user = {user}\ndefault_pass = {pw}\nloopback_users = none", " #", "rabbitmq.conf"),
    ("grafana.ini", "[security]\nadmin_user = admin\nadmin_password = {pw}\nsecret_key = {pw2}", " ;#", "grafana.ini"),
    ("docker-compose.yml", "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {user}\n      POSTGRES_PASSWORD: \"{pw}\"\n      POSTGRES_DB: {db}", "\"\\", "compose POSTGRES_PASSWORD"),
    ("inventory/{env}/hosts", "[db]\n{host} ansible_user={user} ansible_password='{pw}' ansible_become_pass='{pw}'", "'\\ ", "Ansible inventory"),
    ("group_vars/all.yml", "mysql_root_password: \"{pw}\"\nmysql_replication_user: repl\nmysql_replication_password: \"{pw2}\"", "\"\\", "Ansible group_vars"),
    ("src/main/resources/hibernate.cfg.xml", "<property name=\"hibernate.connection.username\">{user}</property>\n<property name=\"hibernate.connection.password\">{pw}</property>", "<>&", "hibernate.cfg.xml"),
    ("casc/jenkins.yaml", "jenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: admin\n          password: \"{pw}\"", "\"\\$", "Jenkins CasC"),
    ("prometheus.yml", "  - job_name: node\n    basic_auth:\n      username: {user}\n      password: '{pw}'\n    static_configs:\n      - targets: ['{host}:9100']", "'\\", "Prometheus basic_auth"),
    ("haproxy.cfg", "userlist stats_users\n    user admin insecure-password {pw}", " #", "HAProxy insecure-password"),
    ("/etc/postfix/sasl_passwd", "[smtp.{domain}]:587 {user}@{domain}:{pw}", " ", "postfix sasl_passwd"),
    ("~/.msmtprc", "account default\nhost smtp.{domain}\nport 587\nauth on\nuser {user}@{domain}\npassword {pw}", " #", "msmtprc"),
    ("/etc/openvpn/auth.txt", "{user}\n{pw}", " \n", "OpenVPN auth-user-pass file"),
    ("Web.config", "<connectionStrings>\n  <add name=\"Default\" connectionString=\"Server={host};Database={db};User Id={user};Password={pw};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", "<>&\"';", "Web.config connectionString"),
    ("appsettings.Production.json", "\"ConnectionStrings\": {\n  \"Default\": \"Host={host};Database={db};Username={user};Password={pw}\"\n}", "\"\\;", "appsettings ConnectionStrings"),
    ("~/.pgpass", "{host}:5432:{db}:{user}:{pw}\n*:5432:*:postgres:{pw2}", ":\\ ", ".pgpass"),
    ("/etc/samba/creds-{proj}", "username={user}\npassword={pw}\ndomain=CORP", "\n", "cifs credentials file"),
    ("config/client.properties", "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{user}\" password=\"{pw}\";", "\"\\", "Kafka JAAS"),
    ("pipeline/logstash.conf", "output {\n  elasticsearch {\n    hosts => [\"https://{host}:9200\"]\n    user => \"elastic\"\n    password => \"{pw}\"\n  }\n}", "\"\\", "Logstash output"),
    ("modules/db/main.tf", "resource \"aws_db_instance\" \"main\" {\n  engine         = \"postgres\"\n  instance_class = \"db.t4g.medium\"\n  username       = \"{user}\"\n  password       = \"{pw}\"\n}", "\"\\$", "Terraform aws_db_instance"),
    ("charts/{proj}/values-{env}.yaml", "mariadb:\n  auth:\n    rootPassword: \"{pw}\"\n    username: {user}\n    password: \"{pw2}\"", "\"\\", "Helm values passwords"),
    ("src/main/resources/application.properties", "spring.mail.host=smtp.{domain}\nspring.mail.username={user}@{domain}\nspring.mail.password={pw}", "\\\n", "Spring mail password"),
    ("airflow.env", "AIRFLOW_CONN_WAREHOUSE='postgresql://{user}:{pwenc}@{host}:5432/{db}'", "", "Airflow connection URI"),
    ("~/.config/rclone/rclone.conf", "[{proj}-sftp]\ntype = sftp\nhost = {host}\nuser = {user}\npass = {obscured}", None, "rclone obscured pass"),
    ("docker/.env", "MINIO_ROOT_USER=minio-root\nMINIO_ROOT_PASSWORD={pw}\nMINIO_BROWSER_REDIRECT_URL=https://minio.{domain}", " #\"'\\$", "MinIO root password"),
]


def t_config_pw(lang):
    X = mkctx()
    f, tpl, forbid, label = CONFIG_SNIPS[cyc("cfg", len(CONFIG_SNIPS))]
    pw, st = gen_pw(lang, forbid=(forbid or "") + "{}", allow_hangul=(lang == "ko" and chance(0.15)))
    pw2, _ = gen_pw(lang, forbid=(forbid or "") + "{}", allow_hangul=False)
    obscured = b64u(rb(ri(24, 40)))
    Y = dict(X, db=X["proj"].replace("-", "_"), host=ch(["db01.internal", "10.0.%d.%d" % (ri(0, 9), ri(2, 250)), X["proj"] + "-db." + X["domain"]]))
    snip = tpl.replace("{pwenc}", pct(pw)).replace("{pw2}", pw2).replace("{pw}", pw).replace("{obscured}", obscured)
    snip = fill(snip, [], Y)
    f = fill(f, [], Y)
    cands = [pw, pw2, pct(pw), obscured]
    what = ch([("database", "DB"), ("service", "서비스"), ("admin", "관리자")])
    en = [
        lambda: ("I didn't know where %s keeps its %s credentials. They are in %s:\n%s" % (X["proj"], what[0], f, snip),
                 "%s is committed to the repo, so these values are effectively shared with everyone who can clone it." % f,
                 ch(["Can I move the password out of %s into an environment variable?" % f, "Who should rotate these after the file is cleaned up?", ""])),
        lambda: ("The task said the %s environment was 'already configured', but %s had a placeholder." % (X["env"], f),
                 "I filled it in with the values %s gave me:\n%s\nAfter that the service started." % (X["who_en"], snip),
                 "Is it OK that %s now holds a real password on the %s host?" % (f, X["env"])),
        lambda: ("Startup failed with an auth error and I wasn't told the password had changed.",
                 "The password in %s was stale; current value is %s (confirmed by %s)." % (f, pw, X["who_en"]),
                 "Should %s read the password from the secret store instead?" % f),
        lambda: ("Context missing: the %s %s settings live in %s, not in the repo's config folder." % (X["env"], what[0], f),
                 "Relevant part of %s:\n%s" % (f, snip),
                 ""),
    ]
    ko = [
        lambda: ("%s{이/가} %s 크리덴셜을 어디에 두는지 몰랐음. %s에 있음:\n%s" % (X["proj"], what[1], f, snip),
                 "%s{이/가} 레포에 커밋돼 있어서 clone 할 수 있는 사람은 다 이 값을 볼 수 있음." % f,
                 ch(["%s에서 비번 빼서 환경변수로 옮겨도 되는지?" % f, "파일 정리하고 나면 로테이션은 누가 하는지?", ""])),
        lambda: ("태스크엔 %s 환경이 '이미 세팅됨'이라고 돼 있었는데 %s엔 placeholder만 있었음." % (X["env"], f),
                 "%s님이 준 값으로 채움:\n%s\n그 뒤로 서비스 정상 기동." % (X["who_ko"], snip),
                 "%s 서버의 %s에 실제 비번이 들어가 있어도 괜찮은지?" % (X["env"], f)),
        lambda: ("기동 시 인증 에러가 났는데 비번이 바뀌었다는 얘기를 못 들었음.",
                 "%s에 있던 비번이 예전 값이었음. 지금 값은 %s (%s님 확인)." % (f, pw, X["who_ko"]),
                 "%s{이/가} 시크릿 스토어에서 비번 읽도록 바꿀지?" % f),
        lambda: ("몰랐던 것: %s %s 설정은 레포 config 폴더가 아니라 %s에 있음." % (X["env"], what[1], f),
                 "%s 관련 부분:\n%s" % (f, snip),
                 ""),
    ]
    mc, lesson, ask = V3(lang, en, ko)
    return "config file: %s" % label, (mc, lesson, ask), cands


# ---------------------------------------------------------------- 5-8. passwords in prose
SPOKEN = ["human", "human", "passphrase", "kokb", "kbwalk", "leet", "pron", "company", "hangul"]


def _pw_for_prose(lang, spoken=False):
    if spoken:
        st = ch(SPOKEN + (["kokb", "hangul"] if lang == "ko" else []))
        if lang == "en" and st == "hangul":
            st = "human"
        return gen_pw(lang, forbid="\n", style=st)
    return gen_pw(lang, forbid="\n", allow_hangul=(lang == "ko"))


def bare(t):
    return t[4:] if t.startswith("the ") else t


def t_prose_pw(lang):
    X = mkctx()
    ten, tko, user = tgt(X)
    pw, st = _pw_for_prose(lang)
    pw2, st2 = _pw_for_prose(lang, spoken=True)
    en = [
        lambda: ("The task needed %s but didn't include a login." % ten, "The password for %s is %s (user %s)." % (ten, pw, user), ch(["Is there a personal account I should request instead?", ""])),
        lambda: ("I wasn't told %s had 2FA disabled from the office network." % ten, "I logged in to %s as %s with %s; no 2FA prompt from the office IP." % (ten, user, pw), "Should 2FA be enforced there?"),
        lambda: ("%s had to give me access to %s by phone; it wasn't written anywhere." % (X["who_en"], ten), "%s read the password out: %s. It has never been rotated." % (X["who_en"], pw2), "Can this go into the team vault?"),
        lambda: ("Credentials for %s weren't in the handover doc." % ten, "Credentials for %s: %s / %s" % (ten, user, pw), ""),
        lambda: ("I didn't know %s still used the installer's initial password." % ten, "Nobody changed it after setup; it is still %s." % pw, "Should I change the password for %s now?" % ten),
        lambda: ("The runbook step for %s assumed I was already logged in." % ten, "Used %s:%s for %s, then created my own account." % (user, pw, ten), ""),
    ]
    ko = [
        lambda: ("%s 접속이 필요한데 로그인 정보가 태스크에 없었음." % tko, "%s 비번은 %s 임 (계정 %s)." % (tko, pw, user), ch(["개인 계정 따로 신청해야 하는지?", ""])),
        lambda: ("사무실 망에서는 %s 2FA가 꺼져 있다는 걸 몰랐음." % tko, "%s에 %s / %s 로 로그인함. 사무실 IP에선 2FA 안 뜸." % (tko, user, pw), "2FA 강제해야 하는지?"),
        lambda: ("%s 접속 정보가 어디에도 없어서 %s님이 전화로 알려줌." % (tko, X["who_ko"]), "불러준 비번: %s. 한 번도 안 바꿨다고 함." % pw2, "팀 vault에 넣어도 되는지?"),
        lambda: ("인수인계 문서에 %s 계정 정보가 빠져 있었음." % tko, "%s 계정: %s, 비밀번호: %s" % (tko, user, pw), ""),
        lambda: ("%s 초기 비번을 아직 쓰고 있다는 걸 몰랐음." % tko, "설치 후 아무도 안 바꿔서 아직 %s 그대로임." % pw, "지금 %s 비번 바꿔도 되는지?" % tko),
        lambda: ("런북의 %s 단계가 이미 로그인돼 있다고 가정함." % tko, "%s:%s 로 들어가서 내 계정 따로 만듦." % (user, pw), ""),
    ]
    mc, lesson, ask = V3(lang, en, ko)
    return "prose: password stated", (mc, lesson, ask), [x for x in (pw, pw2) if x in mc + lesson + ask]


def t_split_sent(lang):
    X = mkctx()
    ten, tko, user = tgt(X)
    pw, st = _pw_for_prose(lang)
    en = [
        lambda: ("The task needed %s and I had no login." % ten, "I asked %s in the thread and got an answer. %s, with the first letter as written." % (X["who_en"], pw), ""),
        lambda: ("Nobody mentioned that %s is reached through a shared login." % ten, "The shared login is %s. The password hasn't changed since last quarter: %s." % (user, pw), "Should it be rotated?"),
        lambda: ("The password for %s wasn't in the handover notes." % ten, "It's written on the whiteboard in the server room. It says %s." % pw, "Can someone wipe the whiteboard?"),
        lambda: ("I didn't know which credentials %s expects." % ten, "User is %s. For the password, %s said to use the old one, %s." % (user, X["who_en"], pw), ""),
    ]
    ko = [
        lambda: ("%s 접속이 필요했는데 로그인 정보가 없었음." % tko, "스레드에 %s님한테 물어봤더니 답이 옴. %s 이래요." % (X["who_ko"], pw), ""),
        lambda: ("%s{이/가} 아직 공용 계정을 쓴다는 얘기를 못 들었음." % tko, "공용 계정은 %s. 비번은 지난 분기 이후 안 바뀜. %s 그대로임." % (user, pw), "로테이션해야 하지 않나?"),
        lambda: ("인수인계 노트에 %s 비번이 없었음." % tko, "서버실 화이트보드에 적혀 있음. %s 라고 돼 있음." % pw, "화이트보드 지워야 할 듯."),
        lambda: ("%s{이/가} 어떤 계정을 쓰는지 몰랐음." % tko, "계정은 %s. 비번은 %s님이 예전 거 쓰라고 함. %s." % (user, X["who_ko"], pw), ""),
    ]
    mc, lesson, ask = V3(lang, en, ko)
    return "prose: password split across two sentences (%s)" % st, (mc, lesson, ask), [pw]


def t_split_fields(lang):
    X = mkctx()
    ten, tko, user = tgt(X)
    pw, st = _pw_for_prose(lang)
    r = ri(0, 3)
    if lang == "en":
        if r == 0:
            f = ("The task needed %s but didn't include the login. %s sent it in a DM; the password is" % (ten, X["who_en"]),
                 "%s - it works, but the whole team shares it." % pw, "Can I get my own account?")
        elif r == 1:
            f = ("I didn't know %s had a separate admin login (user %s)." % (ten, user),
                 "Logged in fine. Password for next time:", "%s - unless it has been rotated since." % pw)
        elif r == 2:
            f = ("No credentials for %s were provided. Password:" % ten, "%s\nFound in the old handover doc, still valid." % pw, "")
        else:
            f = ("%s was locked down and the task didn't say how to get in; the fallback local admin password is" % ten,
                 "%s, per %s. It bypasses SSO entirely." % (pw, X["who_en"]), "Should the local admin be disabled?")
    else:
        if r == 0:
            f = ("%s 접속이 필요했는데 로그인 정보가 없었음. %s님이 DM으로 보내준 비번은" % (tko, X["who_ko"]),
                 "%s 이고, 팀 전체가 같이 씀." % pw, "개인 계정 받을 수 있는지?")
        elif r == 1:
            f = ("%s에 admin 계정(%s)이 따로 있는 걸 몰랐음." % (tko, user), "로그인 잘 됨. 다음을 위해 비번 메모:", "%s (그 사이 안 바뀌었으면)" % pw)
        elif r == 2:
            f = ("%s 크리덴셜 전달 안 됨. 비번:" % tko, "%s\n예전 인수인계 문서에서 찾음, 아직 유효함." % pw, "")
        else:
            f = ("%s{이/가} 잠겨 있었는데 들어가는 방법이 태스크에 없었음. 비상용 로컬 admin 비번은" % tko,
                 "%s (%s님 말). SSO를 아예 우회함." % (pw, X["who_ko"]), "로컬 admin 비활성화해야 하는지?")
    return "prose: label ends one field, value starts the next (%s)" % st, f, [pw]


def t_ask_repeat(lang):
    X = mkctx()
    ten, tko, user = tgt(X)
    pw, st = _pw_for_prose(lang)
    en = [
        lambda: ("The login for %s wasn't in the task; I used %s / %s from %s's notes." % (ten, user, pw, X["who_en"]),
                 "That login still works but has full admin rights.", "Is %s still the password for %s, or was it rotated after the audit?" % (pw, ten)),
        lambda: ("I didn't know %s requires a password even on the internal network." % ten, "The password %s worked on the second try (caps lock)." % pw,
                 "Next time: confirm %s is current before the maintenance window." % pw),
    ]
    ko = [
        lambda: ("%s 로그인 정보가 태스크에 없어서 %s님 메모에 있던 %s / %s 씀." % (tko, X["who_ko"], user, pw), "아직 로그인은 되는데 admin 권한 전체가 있음.",
                 "%s 아직 %s 비번 맞는지, 감사 이후에 바뀌었는지 확인 필요." % (pw, tko)),
        lambda: ("내부망에서도 %s 비번을 요구한다는 걸 몰랐음." % tko, "%s 로 두 번째 시도에 됨 (caps lock 켜져 있었음)." % pw,
                 "다음엔 점검 전에 %s 아직 유효한지 먼저 확인." % pw),
    ]
    mc, lesson, ask = V3(lang, en, ko)
    return "prose: password repeated in ask_next_time (%s)" % st, (mc, lesson, ask), [pw]


def t_chat_pw(lang):
    X = mkctx()
    ten, tko, user = tgt(X)
    pw, st = _pw_for_prose(lang)
    h, m = ri(9, 19), ri(0, 57)
    if lang == "en":
        style = ri(0, 2)
        hh, ap = (h - 12 if h > 12 else h), ("PM" if h >= 12 else "AM")
        if style == 0:
            chat = "%s  %d:%02d %s\nwhich one do you need, %s?\n%s  %d:%02d %s\nuser %s, pw %s\nplease don't put it in the repo" % (
                X["who_en"], hh, m, ap, bare(ten), X["who_en"], hh, m + 1, ap, user, pw)
        elif style == 1:
            chat = "[%d/%d %d:%02d] %s: the %s password is %s\n[%d/%d %d:%02d] %s: thx" % (ri(1, 12), ri(1, 28), h, m, X["who_en"], ten, pw, ri(1, 12), ri(1, 28), h, m + 2, ch(EN_PEOPLE))
        else:
            chat = "> %s: try %s / %s\n> me: that worked" % (X["who_en"], user, pw)
        f = ("I didn't have access to %s; this is the relevant part of the Slack thread:\n%s" % (ten, chat),
             "The account in that message is shared and has no 2FA.", ch(["Should the thread be deleted?", "Can I get a personal account?", ""]))
    else:
        style = ri(0, 2)
        if style == 0:
            chat = "%d년 %d월 %d일 오후 %d:%02d, %s : %s 비번 %s 입니다\n%d년 %d월 %d일 오후 %d:%02d, %s : 넵 감사합니다" % (
                2025, ri(1, 11), ri(1, 28), ri(1, 6), m, X["who_ko"].split(" ")[0], tko, pw, 2025, ri(1, 11), ri(1, 28), ri(1, 6), m + 1, ch(KO_PEOPLE))
        elif style == 1:
            chat = "[%s] [오후 %d:%02d] %s 계정 %s / %s\n[%s] [오후 %d:%02d] 확인했습니다" % (X["who_ko"], ri(1, 6), m, tko, user, pw, ch(KO_PEOPLE), ri(1, 6), m + 1)
        else:
            chat = "%s: 비번 바꿨어요 → %s\n나: 넵" % (X["who_ko"], pw)
        f = ("%s 접근 권한이 없었음. 카톡/슬랙 대화 중 관련 부분:\n%s" % (tko, chat),
             "저 계정은 공용이고 2FA도 없음.", ch(["저 대화 삭제 요청해야 하는지?", "개인 계정 받을 수 있는지?", ""]))
    return "chat paste: password in message (%s)" % st, f, [pw]


def t_table_pw(lang):
    X = mkctx()
    rows, cands = [], []
    for _ in range(ri(2, 4)):
        ten, tko, user = tgt(X)
        pw, st = gen_pw(lang, forbid="|\n", allow_hangul=(lang == "ko"))
        rows.append((bare(ten) if lang == "en" else tko, user, pw))
        cands.append(pw)
    if lang == "en":
        tbl = "| system | user | password |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
        f = ("The handover doc for %s has an accounts table I wasn't told about:\n%s" % (X["proj"], tbl),
             "All rows are still valid except maybe the last one; none of these are in the vault.", "Should I migrate the table into the vault and delete it?")
    else:
        tbl = "| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
        f = ("%s 인수인계 문서에 계정 표가 있는 걸 몰랐음:\n%s" % (X["proj"], tbl),
             "마지막 줄 빼고 전부 아직 유효함. vault에는 하나도 없음.", "표를 vault로 옮기고 문서에서 지워도 되는지?")
    return "table: accounts with passwords", f, cands


# ---------------------------------------------------------------- 9. logs and stack traces
def t_trace(lang):
    X = mkctx()
    k = cyc("t_trace", 5)
    ts = "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))
    if k == 0:
        key = ch([hexs(32), rs(ALNUM, 40), "AIza" + rs(B64U, 35)])
        api = ch(["api.openweathermap.org/data/2.5/forecast?q=Seoul&appid=", "maps.googleapis.com/maps/api/geocode/json?address=Pangyo&key=",
                  "api.%s/v2/export?format=csv&api_key=" % X["domain"], "newsapi.org/v2/top-headlines?country=kr&apiKey="])
        body = ("Traceback (most recent call last):\n  File \"jobs/fetch.py\", line %d, in run\n    resp.raise_for_status()\n"
                "requests.exceptions.HTTPError: %d Client Error: %s for url: https://%s%s" % (ri(20, 200), ch([401, 403, 429]), ch(["Unauthorized", "Forbidden", "Too Many Requests"]), api, key))
        cands, label = [key], "python traceback: api key in URL"
    elif k == 1:
        pw, _ = gen_pw(lang, forbid="'\"\\ @:/", allow_hangul=False)
        body = ("%s ERROR [main] o.s.b.SpringApplication - Application run failed\n"
                "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
                "Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (url=jdbc:mysql://%s:3306/%s?user=%s&password=%s)" % (ts, X["host"], X["proj"].replace("-", "_"), ch(USERS), pw))
        cands, label = [pw], "java stack trace: JDBC URL with password"
    elif k == 2:
        pw, _ = gen_pw(lang, forbid="'\"\\\n", allow_hangul=False)
        body = ("Error: connect ETIMEDOUT %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -110,\n  code: 'ETIMEDOUT',\n"
                "  config: { host: '%s', port: 5432, user: '%s', password: '%s', database: '%s' }\n}" % (
                    "10.0.%d.%d" % (ri(0, 9), ri(2, 250)), X["host"], ch(USERS), pw, X["proj"].replace("-", "_")))
        cands, label = [pw], "node error object: config with password"
    elif k == 3:
        pw, _ = gen_pw(lang, forbid="'\"\\ @:/()", allow_hangul=False)
        body = ("%s worker: opening db with dsn=%s:%s@tcp(%s:3306)/%s?parseTime=true\npanic: Error 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/cmd/worker/main.go:%d +0x1c5" % (
            ts.replace("-", "/"), "app", pw, X["host"], X["proj"].replace("-", "_"), "app", ri(0, 9), ri(2, 250), ri(30, 200)))
        cands, label = [pw], "go panic: DSN with password logged"
    else:
        tok = ch([crc_b62_token("ghp_"), "glpat-" + rs(ALNUM + "-_", 20), g_slack_bot()])
        body = ("%s [ci] + git clone https://oauth2:%s@%s/%s/%s.git\nCloning into '%s'...\nfatal: unable to access 'https://%s/%s/%s.git/': The requested URL returned error: 403" % (
            ts, tok, ch(["github.com", "gitlab.com", "git." + X["domain"]]), X["org"], X["proj"], X["proj"], ch(["github.com", "gitlab.com"]), X["org"], X["proj"]))
        cands, label = [tok], "CI log: token in clone URL"
    if lang == "en":
        f = ch([("The nightly job failed and I only had the log to go on:\n%s" % body, "The credential in that output is real and current; the failure itself was unrelated (%s)." % ch(["timeout", "a renamed table", "wrong region"]), "Should the job's logs be scrubbed?"),
                ("I wasn't told the %s job prints its config when it crashes." % X["proj"], "From the crash output:\n%s\nThe printed credential is the production one." % body, ""),
                ("Context I lacked: where the failure happens. Here is the output I debugged from:\n%s" % body, "Root cause was %s; the credential itself is valid." % ch(["DNS", "an expired cert", "the firewall rule"]), "Can error messages avoid echoing the URL?")])
    else:
        f = ch([("야간 잡이 실패했는데 로그만 보고 원인 찾아야 했음:\n%s" % body, "출력에 찍힌 크리덴셜은 실제 현재 값임. 실패 원인은 별개(%s)." % ch(["타임아웃", "테이블 이름 변경", "리전 설정 오류"]), "이 잡 로그 마스킹해야 하는지?"),
                ("%s 잡이 죽을 때 config를 출력한다는 걸 몰랐음." % X["proj"], "크래시 출력:\n%s\n찍힌 값이 운영용 크리덴셜임." % body, ""),
                ("에러가 어디서 나는지 몰랐음. 디버깅에 쓴 출력:\n%s" % body, "원인은 %s였고 크리덴셜 자체는 유효함." % ch(["DNS", "만료된 인증서", "방화벽 룰"]), "에러 메시지에 URL 안 찍히게 할 수 있는지?")])
    return label, f, cands


# ---------------------------------------------------------------- 10. diffs
def t_diff_pw(lang):
    X = mkctx()
    old, _ = gen_pw(lang, forbid=" '\"\\$#\n", allow_hangul=False)
    new, _ = gen_pw(lang, forbid=" '\"\\$#\n", allow_hangul=False)
    key = ch(["DB_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD", "spring.datasource.password", "LDAP_BIND_PASSWORD"])
    f = ch([".env.production", "config/prod.env", "deploy/%s.env" % X["env"], "src/main/resources/application-prod.properties"])
    ln = ri(3, 40)
    diff = "diff --git a/%s b/%s\nindex %s..%s 100644\n--- a/%s\n+++ b/%s\n@@ -%d,4 +%d,4 @@\n DB_HOST=%s\n-%s=%s\n+%s=%s\n DB_POOL=20" % (
        f, f, hexs(7), hexs(7), f, f, ln, ln, X["proj"] + "-db.internal", key, old, key, new)
    if lang == "en":
        fl = ch([("The PR description said 'config tweak' and didn't mention the password change:\n%s" % diff, "Both the old and the new value are now in git history, so the rotation achieved nothing.", "Should we rewrite history or rotate again via the vault?"),
                 ("I wasn't told the %s password had been rotated by commit." % key, "Commit %s:\n%s" % (hexs(12), diff), "")])
    else:
        fl = ch([("PR 설명엔 'config 수정'이라고만 돼 있고 비번 변경 얘기는 없었음:\n%s" % diff, "예전 값이랑 새 값 모두 git 히스토리에 남아서 로테이션한 의미가 없음.", "히스토리 재작성할지, vault로 다시 로테이션할지?"),
                 ("%s{을/를} 커밋으로 로테이션했다는 걸 몰랐음." % key, "커밋 %s:\n%s" % (hexs(12), diff), "")])
    return "diff: password line changed", fl, [old, new]


# ---------------------------------------------------------------- 11. HTTP Basic / Bearer / cookies
def t_basic(lang):
    X = mkctx()
    user = ch(USERS + ["api", "grafana", "prometheus", "svc-" + X["proj"]])
    pw, st = gen_pw(lang, forbid=":\n", allow_hangul=(lang == "ko" and chance(0.15)))
    blob = b64(("%s:%s" % (user, pw)).encode())
    k = cyc("t_basic", 5)
    url = "https://%s.%s/%s" % (ch(["api", "grafana", "es", "registry", "jenkins", "metrics"]), X["domain"], ch(["api/v1/status", "_cluster/health", "v2/_catalog", "api/health", "federate"]))
    if k == 0:
        snip = "curl -H 'Authorization: Basic %s' %s" % (blob, url)
    elif k == 1:
        snip = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (url.split("/", 3)[3], url.split("/")[2], blob)
    elif k == 2:
        snip = "location /internal/ {\n    proxy_pass http://backend;\n    proxy_set_header Authorization \"Basic %s\";\n}" % blob
    elif k == 3:
        snip = 'requests.get("%s", headers={"Authorization": "Basic %s"}, timeout=10)' % (url, blob)
    else:
        snip = "# copied from browser devtools\ncurl '%s' -H 'accept: application/json' -H 'authorization: Basic %s' --compressed" % (url, blob)
    show_plain = chance(0.3)
    if lang == "en":
        mc = "I didn't know %s sits behind HTTP Basic auth; the task only gave the URL." % url.split("/")[2]
        lesson = "This works:\n%s" % snip + ("\n(the header is %s:%s base64-encoded)" % (user, pw) if show_plain else "")
        ask = ch(["Is there a token-based way to call it instead of Basic auth?", "Should the header be moved to an env var?", ""])
    else:
        mc = "%s{이/가} HTTP Basic 인증 뒤에 있다는 걸 몰랐음. 태스크엔 URL만 있었음." % url.split("/")[2]
        lesson = "이렇게 하면 됨:\n%s" % snip + ("\n(헤더 값은 %s:%s 를 base64 한 것)" % (user, pw) if show_plain else "")
        ask = ch(["Basic 말고 토큰 방식으로 호출하는 방법 있는지?", "헤더를 환경변수로 빼야 하는지?", ""])
    return "http: Basic authorization header", (mc, lesson, ask), [blob, pw]


def t_bearer_cookie(lang):
    X = mkctx()
    now = ri(1735000000, 1765000000)
    k = cyc("t_bearer_cookie", 8)
    host = "%s.%s" % (ch(["app", "admin", "api", "console"]), X["domain"])
    if k == 0:
        tok = jwt_hs256({"sub": str(ri(1000, 99999)), "email": X["email"], "role": ch(["admin", "staff", "owner"]), "iat": now, "exp": now + 86400, "iss": "https://auth." + X["domain"]})
        snip, label = "curl https://%s/api/v1/orders?status=pending -H 'Authorization: Bearer %s'" % (host, tok), "bearer JWT (HS256) from devtools"
    elif k == 1:
        tok = jwt_es256({"sub": uuid4(), "aud": "https://api." + X["domain"], "scope": "read:orders write:orders", "iat": now, "exp": now + 3600}, kid=rs(B64U, 16))
        snip, label = "Authorization: Bearer %s" % tok, "bearer JWT (ES256) header"
    elif k == 2:
        sid = rs(LOWNUM, 32)
        snip, label = "curl 'https://%s/admin/reports/' -H 'Cookie: csrftoken=%s; sessionid=%s'" % (host, rs(ALNUM, 32), sid), "cookie: Django sessionid"
        tok = sid
    elif k == 3:
        sid = "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
        snip, label = "Cookie: connect.sid=%s" % sid, "cookie: express-session connect.sid"
        tok = sid
    elif k == 4:
        sid = rs(HEXU, 32)
        snip, label = "Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % sid, "cookie: JSESSIONID"
        tok = sid
    elif k == 5:
        sid = b64(rb(ri(150, 220))) .rstrip("=") + "--" + b64(rb(12)) + "--" + b64(rb(16))
        snip, label = "_%s_session=%s" % (X["proj"].replace("-", "_"), sid), "cookie: Rails encrypted session"
        tok = sid
    elif k == 6:
        sid = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(rb(12)) + "." + b64u(rb(ri(300, 420))) + "." + b64u(rb(16))
        snip, label = "__Secure-next-auth.session-token=%s" % sid, "cookie: NextAuth session token (JWE)"
        tok = sid
    else:
        sid = rs(LOWNUM, 26)
        snip, label = "curl -b 'PHPSESSID=%s' https://%s/wp-admin/admin-ajax.php -d action=export_orders" % (sid, host), "cookie: PHPSESSID"
        tok = sid
    if lang == "en":
        f = ch([("I couldn't reproduce the bug without a logged-in session and the task didn't provide one; I copied the request from %s's browser:\n%s" % (X["who_en"], snip),
                 "The session is still valid for a few hours, which is enough to replay the failing request.", "Is there a test user I can log in as instead of borrowing a session?"),
                ("The admin endpoint needs auth and the task didn't say how to get it.", "Replayed the request with the captured session:\n%s" % snip, ""),
                ("I didn't know the API rejects requests without a browser session.", "Working request (session captured from devtools):\n%s\nIt returns 200 with the full payload." % snip, "Should I invalidate this session after the fix?")])
    else:
        f = ch([("로그인 세션 없이는 버그 재현이 안 되는데 태스크에 세션 정보가 없었음. %s님 브라우저에서 요청을 복사함:\n%s" % (X["who_ko"], snip),
                 "세션이 몇 시간 더 유효해서 실패하는 요청 재현엔 충분함.", "세션 빌리지 말고 쓸 수 있는 테스트 유저가 있는지?"),
                ("admin 엔드포인트에 인증이 필요한데 방법이 태스크에 없었음.", "캡처한 세션으로 요청 재현:\n%s" % snip, ""),
                ("브라우저 세션 없으면 API가 요청을 거부한다는 걸 몰랐음.", "된 요청 (devtools에서 캡처한 세션):\n%s\n200 떨어지고 전체 payload 옴." % snip, "수정 끝나면 이 세션 무효화해야 하는지?")])
    return "session: " + label, f, [tok]


# ---------------------------------------------------------------- 12. private keys
def t_pem(lang):
    X = mkctx()
    k = cyc("t_pem", 6)
    if k == 0:
        lines, text, _ = ec_private_pem()
        label = "EC PRIVATE KEY (P-256)"
    elif k == 1:
        lines, text = ed25519_pkcs8_pem()
        label = "PKCS#8 Ed25519 PRIVATE KEY"
    elif k == 2:
        lines, text = rsa_private_pem(1024)
        label = "RSA PRIVATE KEY (1024)"
    elif k == 3:
        lines, text, pub = openssh_ed25519_private("%s@%s" % (X["user"], X["host"]))
        label = "OPENSSH PRIVATE KEY (ed25519)"
    elif k == 4:
        lines, text, _ = ec_private_pem(pkcs8=True)
        label = "App Store Connect .p8 (PKCS#8 P-256)"
    else:
        lines, text, _ = ec_private_pem(pkcs8=True)
        label = "fastlane api_key.json with escaped PEM"
        kid = rs(UPNUM, 10)
        text = json.dumps({"key_id": kid, "issuer_id": uuid4(), "key": text, "duration": 1200, "in_house": False}, indent=2)
    if not pem_lines_ok(lines):
        return t_pem(lang)
    use_en, use_ko = {0: ("It signs the webhook JWTs for %s; the public key is published in our JWKS." % X["proj"], "%s 웹훅 JWT 서명용 키임. 공개키는 JWKS에 올라가 있음." % X["proj"]),
                      1: ("It is the signing key for the %s release artifacts." % X["proj"], "%s 릴리스 아티팩트 서명 키임." % X["proj"]),
                      2: ("It is the TLS key for the legacy %s endpoint, still 1024-bit." % X["proj"], "레거시 %s 엔드포인트 TLS 키임. 아직 1024비트." % X["proj"]),
                      3: ("It works for %s; the public half is already in authorized_keys." % X["host"], "%s에서 잘 됨. 공개키는 이미 authorized_keys에 있음." % X["host"]),
                      4: ("It is the App Store Connect API key the upload lane uses.", "업로드 lane이 쓰는 App Store Connect API 키임."),
                      5: ("fastlane reads it via app_store_connect_api_key(path: ...).", "fastlane이 app_store_connect_api_key(path: ...)로 읽음.")}[k]
    if lang == "en":
        lead = ch(["The task assumed the key was already on the runner; it wasn't. %s pasted this into the ticket:" % X["who_en"],
                   "I didn't know the %s signing key is kept in the repo wiki. It is:" % X["proj"],
                   "Nobody told me the key for %s has to be provided by hand. The one I used:" % X["host"]])
        if len(text) > 800:
            f = (lead, text, "Should this key be replaced now that it has been pasted around?")
        else:
            f = (lead + "\n" + text, ch(["The key is not encrypted, so anyone with this text can use it.", use_en]),
                 ch(["Should this key be rotated?", ""]))
    else:
        lead = ch(["러너에 키가 이미 있다고 가정했는데 없었음. %s님이 티켓에 붙여준 키:" % X["who_ko"],
                   "%s 서명 키가 위키에 올라가 있다는 걸 몰랐음. 내용:" % X["proj"],
                   "%s 키를 수동으로 넣어야 한다는 얘기가 없었음. 사용한 키:" % X["host"]])
        if len(text) > 800:
            f = (lead, text, "여기저기 붙여넣어졌으니 이 키 교체해야 하는지?")
        else:
            f = (lead + "\n" + text, ch(["암호화 안 된 키라서 이 텍스트만 있으면 누구나 쓸 수 있음.", use_ko]),
                 ch(["이 키 로테이션해야 하는지?", ""]))
    return "private key: " + label, f, list(lines)


# ---------------------------------------------------------------- 13. TOTP seeds
def t_totp(lang):
    X = mkctx()
    seed = totp_secret(ch([10, 20, 20, 32]))
    issuer = ch(["AWS", "GitHub", "Cloudflare", "Okta", X["org"].title(), "Google", "Atlassian", "NHN"])
    acct = ch([X["email"], "root@" + X["domain"], "admin"])
    k = cyc("t_totp", 4)
    if k == 0:
        s = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(issuer), pct(acct), seed, pct(issuer))
    elif k == 1:
        s = "oathtool --totp -b %s" % seed
    elif k == 2:
        s = seed if chance(0.5) else " ".join(seed[i:i + 4] for i in range(0, len(seed), 4))
    else:
        s = "pyotp.TOTP(\"%s\").now()" % seed
    sec = s if k == 2 else seed
    if lang == "en":
        f = ch([("The shared %s admin account has MFA and the task didn't say who holds the device." % issuer,
                 "There's no device: the TOTP seed is in the team wiki, and codes are generated from it:\n%s" % s, "Should the MFA seed move to a hardware key?"),
                ("I was blocked by the %s MFA prompt." % issuer, "%s gave me the authenticator setup key: %s" % (X["who_en"], s), ""),
                ("MFA for %s (%s) wasn't mentioned in the task." % (issuer, acct), "The cron job logs in by computing the code itself:\n%s" % s, "Is it acceptable that MFA is automated this way?")])
    else:
        f = ch([("공용 %s admin 계정에 MFA가 걸려 있는데 기기를 누가 갖고 있는지 안 알려줌." % issuer,
                 "기기는 없고 TOTP 시드가 팀 위키에 있어서 거기서 코드 생성함:\n%s" % s, "MFA 시드를 하드웨어 키로 옮겨야 하는지?"),
                ("%s MFA 프롬프트에서 막힘." % issuer, "%s님이 OTP 설정 키를 알려줌: %s" % (X["who_ko"], s), ""),
                ("%s(%s) MFA 얘기가 태스크에 없었음." % (issuer, acct), "크론잡이 코드를 직접 계산해서 로그인함:\n%s" % s, "MFA를 이렇게 자동화해도 되는지?")])
    return "mfa: TOTP seed (%s)" % ["otpauth URI", "oathtool", "raw base32", "pyotp"][k], f, [sec]


# ---------------------------------------------------------------- 14. recovery / backup codes
def t_recovery(lang):
    X = mkctx()
    k = cyc("t_recovery", 7)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(4, 8))]
        label, svc = "GitHub recovery codes", "GitHub"
        text = "\n".join(codes)
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(ri(4, 10))]
        label, svc = "Google backup codes", "Google Workspace"
        text = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif k == 2:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5))]
        label, svc = "1Password Secret Key", "1Password"
        text = codes[0]
    elif k == 3:
        codes = ["-".join("%06d" % (R.randrange(65536) * 11) for _ in range(8))]
        label, svc = "BitLocker recovery key", "BitLocker"
        text = codes[0]
    elif k == 4:
        codes = [rs(LOWNUM, 16) for _ in range(ri(3, 6))]
        label, svc = "GitLab recovery codes", "GitLab"
        text = "\n".join(codes)
    elif k == 5:
        codes = ["-".join(rs(UPNUM, 4) for _ in range(7))]
        label, svc = "Apple Account recovery key", "Apple"
        text = codes[0]
    else:
        codes = ["%s-%s" % (rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(ri(4, 8))]
        label, svc = "Discord backup codes", "Discord"
        text = ", ".join(codes)
    if lang == "en":
        f = ch([("I was locked out of the shared %s account and the task didn't say how to recover it." % svc,
                 "The recovery material is in the ops wiki:\n%s\n%s" % (text, "I used the first one; the rest are unused." if len(codes) > 1 else "It is the only copy."), "Should it stay in the wiki?"),
                ("Nobody mentioned that the %s recovery codes are stored in the repo's docs folder." % svc, "docs/break-glass.md contains:\n%s" % text, ""),
                ("The %s login needed a second factor I didn't have." % svc, "%s sent me the %s: %s" % (X["who_en"], label, text.replace("\n", ", ")), "Can we regenerate these after I'm done?")])
    else:
        f = ch([("공용 %s 계정이 잠겼는데 복구 방법이 태스크에 없었음." % svc,
                 "복구 정보는 ops 위키에 있음:\n%s\n%s" % (text, "첫 번째 거 씀. 나머지는 미사용." if len(codes) > 1 else "사본은 이것뿐임."), "위키에 계속 둬도 되는지?"),
                ("%s 복구 코드가 레포 docs 폴더에 있다는 얘기가 없었음." % svc, "docs/break-glass.md 내용:\n%s" % text, ""),
                ("%s 로그인에 2차 인증이 필요했는데 수단이 없었음." % svc, "%s님이 %s 보내줌: %s" % (X["who_ko"], label, text.replace("\n", ", ")), "작업 끝나면 재발급해야 하는지?")])
    return "recovery: " + label, f, codes


# ---------------------------------------------------------------- 15. Wi-Fi
def t_wifi(lang):
    X = mkctx()
    ssid = ch(["%s-5G" % X["org"].upper().split("-")[0], "%s_Guest" % X["org"].title().replace("-", ""), "DEV-LAB", "iptime_%s" % rs(UPNUM, 4),
               "KT_GiGA_%s" % rs(UPNUM, 4), "U+Net%s" % rs(UPNUM, 4), "SK_WiFiGIGA%s" % rs(HEXU, 4), "Office-2F"])
    pw, st = gen_pw(lang, forbid=";:,\\\"\n", style=ch(["human", "passphrase", "kokb", "kbwalk", "company", "generated", "leet"]))
    k = cyc("t_wifi", 6)
    if k == 0:
        s, label = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "QR payload"
        sec = pw
    elif k == 1:
        s, label = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "wpa_supplicant psk"
        sec = pw
    elif k == 2:
        psk = hashlib.pbkdf2_hmac("sha1", pw.encode(), ssid.encode(), 4096, 32).hex()
        s, label = 'network={\n    ssid="%s"\n    #psk="..."\n    psk=%s\n}' % (ssid, psk), "wpa_supplicant hashed PSK"
        sec = psk
    elif k == 3:
        s, label = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw), "hostapd.conf"
        sec = pw
    elif k == 4:
        s, label = "netsh wlan show profile name=\"%s\" key=clear\n...\n    Key Content            : %s" % (ssid, pw), "netsh key=clear output"
        sec = pw
    else:
        s, label = ssid + " / " + pw, "prose"
        sec = pw
    if lang == "en":
        f = ch([("The device setup step needs network access and the task didn't include Wi-Fi details.", "Wi-Fi for the test devices:\n%s" % s, ""),
                ("I wasn't told the kiosk units join a separate SSID (%s)." % ssid, "Provisioning config used:\n%s" % s, "Should the kiosk network use certificates instead of a shared key?"),
                ("Couldn't flash the Raspberry Pi image without the Wi-Fi key.", "%s gave it to me: %s" % (X["who_en"], s), "")])
    else:
        f = ch([("기기 세팅에 네트워크가 필요한데 와이파이 정보가 태스크에 없었음.", "테스트 기기용 와이파이:\n%s" % s, ""),
                ("키오스크가 별도 SSID(%s)에 붙는다는 얘기를 못 들었음." % ssid, "프로비저닝에 쓴 설정:\n%s" % s, "키오스크 망은 공유 키 대신 인증서로 바꿔야 하는지?"),
                ("와이파이 비번 없이는 라즈베리파이 이미지를 못 구움.", "%s님이 알려줌: %s" % (X["who_ko"], s), "")])
    return "wifi: " + label, f, [sec]


# ---------------------------------------------------------------- 16. PINs and door codes
def t_pin(lang):
    X = mkctx()
    k = cyc("t_pin", 8)
    if k == 0:
        v, en_l, ko_l = digits(8, False), "SIM PUK", "유심 PUK"
    elif k == 1:
        v, en_l, ko_l = "%s#%s" % (digits(4, False), digits(4, False)), "server room door code", "서버실 도어락 비번"
    elif k == 2:
        v, en_l, ko_l = "%s-%s" % (digits(4, False), digits(4, False)), "alarm disarm code", "경비 해제 코드"
    elif k == 3:
        v, en_l, ko_l = "-".join("%02d" % ri(0, 59) for _ in range(4)), "safe combination", "금고 비밀번호"
    elif k == 4:
        v, en_l, ko_l = digits(8, False), "YubiKey PIV PIN", "YubiKey PIV PIN"
    elif k == 5:
        v, en_l, ko_l = "*%s#%s" % (digits(4, False), digits(4, False)), "lobby entry code", "공동현관 비번"
    elif k == 6:
        v, en_l, ko_l = digits(ri(8, 10), False), "phone unlock PIN on the test device", "테스트폰 잠금 PIN"
    else:
        v, en_l, ko_l = digits(6, False) + "#" + digits(2, False), "storage cage lock", "창고 번호키"
    if lang == "en":
        f = ch([("I wasn't told physical access was needed for the hardware swap.", "The %s is %s." % (en_l, v), "Who should I ask for access next time?"),
                ("The on-site checklist skipped the %s." % en_l, "%s: %s (from %s)" % (en_l.capitalize(), v, X["who_en"]), ""),
                ("Nobody mentioned the test device is locked.", "Unlocked it with %s, the %s written on the sticky note under it." % (v, en_l), "Should the sticky note go?")])
    else:
        f = ch([("하드웨어 교체에 현장 출입이 필요하다는 얘기가 없었음.", "%s{은/는} %s." % (ko_l, v), "다음엔 출입 누구한테 요청해야 하는지?"),
                ("현장 체크리스트에 %s{이/가} 빠져 있었음." % ko_l, "%s: %s (%s님한테 받음)" % (ko_l, v, X["who_ko"]), ""),
                ("테스트 기기가 잠겨 있다는 걸 몰랐음.", "밑에 붙은 포스트잇에 적힌 %s %s{으로/로} 풀었음." % (ko_l, v), "포스트잇 떼야 하지 않나?")])
    return "pin/door code: " + en_l, f, [v]


# ---------------------------------------------------------------- 17. wallets
def t_wallet(lang):
    X = mkctx()
    k = cyc("t_wallet", 7)
    if k in (0, 1):
        m = bip39_mnemonic(ch([12, 12, 24]))
        sec, label = m, "BIP39 mnemonic (%d words)" % len(m.split())
        show = m if chance(0.7) else "\n".join(" ".join("%d. %s" % (i + j + 1, w) for j, w in enumerate(m.split()[i:i + 4])) for i in range(0, len(m.split()), 4))
        if show != m:
            secs = [ln for ln in show.split("\n")]
        else:
            secs = [m]
    elif k == 2:
        xprv, xpub = bip32_ext_keys()
        show, secs, label = "xprv: %s" % xprv, [xprv], "BIP32 xprv"
    elif k == 3:
        w = wif_key()
        show, secs, label = w, [w], "WIF private key"
    elif k == 4:
        priv, addr, _, _ = eth_keypair()
        show = ch(["PRIVATE_KEY=%s" % priv, "forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC_URL --private-key %s --broadcast" % priv,
                   "cast wallet import deployer --private-key %s" % priv[2:]])
        secs = [priv if priv in show else priv[2:]]
        label = "Ethereum private key"
        show += "\n(deployer address %s)" % addr
    elif k == 5:
        arr = json.dumps(list(rb(64)), separators=(",", ":"))
        show, secs, label = "~/.config/solana/id.json:\n%s" % arr, [arr], "Solana keypair id.json"
    else:
        m = bip39_mnemonic(12)
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["human", "passphrase"]))
        show = "seed: %s\nBIP39 passphrase: %s" % (m, pw)
        secs, label = [m, pw], "BIP39 mnemonic + passphrase"
    if lang == "en":
        f = ch([("The task was to fund the test deployer and nobody said where its key lives.", "It's in the team notes:\n%s\nThe same wallet also holds the mainnet gas float." % show, "Should testnet and mainnet use separate wallets?"),
                ("I didn't know the faucet script signs with a hot wallet.", "Wallet material the script loads:\n%s" % show, ""),
                ("%s sent me the wallet backup so I could reproduce the signing bug." % X["who_en"], show, "Should I delete my copy after the fix?")])
    else:
        f = ch([("테스트 deployer 지갑에 충전하는 작업이었는데 키 위치를 아무도 안 알려줌.", "팀 노트에 있음:\n%s\n같은 지갑이 메인넷 가스비도 들고 있음." % show, "테스트넷/메인넷 지갑 분리해야 하는지?"),
                ("faucet 스크립트가 핫월렛으로 서명한다는 걸 몰랐음.", "스크립트가 읽는 지갑 정보:\n%s" % show, ""),
                ("서명 버그 재현하라고 %s님이 지갑 백업(니모닉)을 보내줌." % X["who_ko"], show, "수정 끝나면 내 쪽 사본 지워야 하는지?")])
    return "wallet: " + label, f, secs


# ---------------------------------------------------------------- 18. app passwords
def t_app_pw(lang):
    X = mkctx()
    k = cyc("t_app_pw", 5)
    if k == 0:
        ap = " ".join(rs(LO, 4) for _ in range(4))
        snip = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = '%s'\nEMAIL_HOST_PASSWORD = '%s'" % (X["email"], ap)
        label = "Gmail app password (Django settings)"
    elif k == 1:
        ap = "-".join(rs(LO, 4) for _ in range(4))
        snip = "xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id \"%s\" --team-id %s --password \"%s\"" % (X["email"], rs(UPNUM, 10), ap)
        label = "Apple app-specific password (notarytool)"
    elif k == 2:
        ap = rs(LO, 16)
        snip = "smtp:\n  host: smtp.office365.com\n  port: 587\n  username: %s\n  password: %s" % (X["email"], ap)
        label = "Microsoft 365 app password"
    elif k == 3:
        ap = rs(UPNUM, 12)
        snip = "spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (X["user"].replace("_", ""), ap)
        label = "Naver application password"
    else:
        ap = " ".join(rs(LO, 4) for _ in range(4))
        snip = "%s / %s" % (X["email"], ap)
        label = "Gmail app password (prose)"
    if k == 1:
        if lang == "en":
            f = ("Notarization in the release job failed with 401 and the task didn't say the Apple ID needs an app-specific password.",
                 "Stored the profile on the build Mac:\n%s" % snip, ch(["Should we switch notarytool to an App Store Connect API key?", ""]))
        else:
            f = ("릴리스 잡 공증(notarization)이 401로 실패함. Apple ID에 앱 암호가 필요하다는 얘기가 없었음.",
                 "빌드용 맥에 프로필 저장:\n%s" % snip, ch(["notarytool을 App Store Connect API 키 방식으로 바꿀지?", ""]))
    elif lang == "en":
        f = ch([("Outgoing mail from %s kept failing with 535 and the task didn't mention that 2FA requires an app password." % X["proj"],
                 "Generated an app password and set it:\n%s" % snip, "Should this move to a transactional mail provider instead of a personal mailbox?"),
                ("I wasn't told which account sends the %s notifications." % X["proj"], "Current setup:\n%s" % snip, "")])
    else:
        f = ch([("%s 메일 발송이 535로 계속 실패함. 2단계 인증 때문에 앱 비밀번호가 필요하다는 얘기가 없었음." % X["proj"],
                 "앱 비밀번호 발급해서 넣음:\n%s" % snip, "개인 메일함 말고 트랜잭션 메일 서비스로 옮겨야 하는지?"),
                ("%s 알림 메일을 어느 계정으로 보내는지 몰랐음." % X["proj"], "현재 설정:\n%s" % snip, "")])
    return "app password: " + label, f, [ap]


# ---------------------------------------------------------------- 19. framework secrets
def t_framework(lang):
    X = mkctx()
    k = cyc("t_framework", 12)
    secs = []
    if k == 0:
        v = ch(["django-insecure-", ""]) + "".join(ch(LO + DIG + "!@#%^&*(-_=+)") for _ in range(50))
        snip, label = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif k == 1:
        v = hexs(128)
        snip, label = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
    elif k == 2:
        v = "base64:" + b64(rb(32))
        snip, label = "APP_KEY=%s" % v, "Laravel APP_KEY"
    elif k == 3:
        v = b64(rb(32))
        snip, label = "NEXTAUTH_SECRET=%s\nNEXTAUTH_URL=https://%s" % (v, X["domain"]), "NextAuth secret"
    elif k == 4:
        v = hexs(64)
        snip, label = "app.config['SECRET_KEY'] = '%s'" % v, "Flask SECRET_KEY"
    elif k == 5:
        v = hexs(32)
        snip, label = "APP_SECRET=%s" % v, "Symfony APP_SECRET"
    elif k == 6:
        vals = ["".join(ch(ALNUM + "!#$%&()*+,-./:;<=>?@[]^_{|}~") for _ in range(64)) for _ in range(4)]
        names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
        snip = "\n".join("define('%s', '%s');" % (n, x) for n, x in zip(names, vals))
        label, v = "WordPress salts", None
        secs = vals
    elif k == 7:
        v = b64u(rb(32), pad=True)
        snip, label = "FERNET_KEY=%s" % v, "Fernet key"
    elif k == 8:
        v = hexs(32)
        snip, label = "config/master.key:\n%s" % v, "Rails master.key"
    elif k == 9:
        keys = [b64(rb(16)) for _ in range(4)]
        snip = "APP_KEYS=%s\nADMIN_JWT_SECRET=%s\nJWT_SECRET=%s" % (",".join(keys), b64(rb(16)), b64(rb(16)))
        label, v = "Strapi APP_KEYS / JWT secrets", None
        secs = keys + re.findall(r"(?:ADMIN_JWT_SECRET|JWT_SECRET)=(\S+)", snip)
    elif k == 10:
        v = pw_generated(ri(24, 40), "!#%&*+-=?@^_")
        snip, label = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, "express-session secret"
    else:
        v = rs(ALNUM, 40)
        snip, label = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d" % v, "JWT signing secret"
    if v:
        secs = [v]
    if lang == "en":
        f = ch([("I didn't know %s's %s is checked in; the task was only to fix session expiry." % (X["proj"], label), "It's in the repo:\n%s\nAnyone with this value can forge sessions." % snip, "Should this be rotated as part of the fix?"),
                ("Sessions were invalidated after deploy and nobody mentioned the signing secret differs per environment.", "The %s value that matches production:\n%s" % (label, snip), ""),
                ("The task assumed the secret was injected by the platform; it isn't.", "I set it in the %s env file:\n%s" % (X["env"], snip), "Where should this secret be generated and stored?")])
    else:
        f = ch([("%s의 %s{이/가} 레포에 커밋돼 있다는 걸 몰랐음. 태스크는 세션 만료 수정뿐이었음." % (X["proj"], label), "레포에 있는 값:\n%s\n이 값만 있으면 세션 위조 가능." % snip, "수정하면서 같이 로테이션해야 하는지?"),
                ("배포 후 세션이 전부 풀렸는데 서명 secret이 환경마다 다르다는 얘기가 없었음.", "운영과 맞는 %s 값:\n%s" % (label, snip), ""),
                ("플랫폼이 secret을 주입해준다고 가정했는데 아니었음.", "%s env 파일에 직접 넣음:\n%s" % (X["env"], snip), "이 secret은 어디서 생성하고 보관해야 하는지?")])
    return "app secret: " + label, f, secs


# ---------------------------------------------------------------- 20. WireGuard / age / SSH passphrase
def t_wg_age(lang):
    X = mkctx()
    k = cyc("t_wg_age", 3)
    if k == 0:
        priv, pub = wg_keypair()
        _, peerpub = wg_keypair()
        psk = b64(rb(32)) if chance(0.4) else None
        conf = "[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/16" % (
            ri(2, 250), priv, peerpub, ("PresharedKey = %s\n" % psk) if psk else "", X["domain"])
        secs, label = [priv] + ([psk] if psk else []), "WireGuard wg0.conf"
    elif k == 1:
        sk, pk = age_keypair()
        conf = "# created: 2025-%02d-%02dT%02d:%02d:%02d+09:00\n# public key: %s\n%s" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), pk, sk)
        secs, label = [sk], "age identity (SOPS)"
    else:
        pw, _ = gen_pw(lang, forbid="\n'\"\\[]$", style=ch(["passphrase", "human", "kokb", "generated"]))
        conf = ("#!/usr/bin/expect -f\nspawn ssh-add /home/%s/.ssh/id_ed25519\nexpect \"Enter passphrase*\"\nsend \"%s\\r\"\nexpect eof" % (X["user"], pw)) if chance(0.5) else "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N ''" % pw
        secs, label = [pw], "SSH key passphrase"
    ctx_en = ["Access to the %s network wasn't part of the task setup." % X["env"],
              "I didn't know secrets in this repo are decrypted with a key only %s had." % X["who_en"],
              "Nobody mentioned the deploy key on the build box is passphrase-protected."][k]
    ctx_ko = ["%s 망 접속은 태스크 세팅에 없었음." % X["env"],
              "이 레포 시크릿은 %s님만 가진 키로 복호화한다는 걸 몰랐음." % X["who_ko"],
              "빌드 서버 배포 키에 passphrase가 걸려 있다는 얘기가 없었음."][k]
    if lang == "en":
        f = ch([(ctx_en, "%s set me up with this:\n%s" % (X["who_en"], conf), "Should I get my own key instead of this shared one?"),
                (ctx_en, "What I was given:\n%s" % conf, "")])
    else:
        f = ch([(ctx_ko, "%s님이 이걸로 세팅해줌:\n%s" % (X["who_ko"], conf), "공용 키 말고 내 키를 따로 받아야 하는지?"),
                (ctx_ko, "받은 내용:\n%s" % conf, "")])
    return "key material: " + label, f, secs


# ---------------------------------------------------------------- 21. cloud CLI outputs
def t_cli_output(lang):
    X = mkctx()
    k = cyc("t_cli_output", 12)
    if k == 0:
        a, s = g_akia(), g_aws_secret()
        out = json.dumps({"AccessKey": {"UserName": "ci-%s" % X["proj"], "AccessKeyId": a, "Status": "Active", "SecretAccessKey": s, "CreateDate": "2025-%02d-%02dT03:14:07+00:00" % (ri(1, 11), ri(1, 28))}}, indent=4)
        cmd, secs = "aws iam create-access-key --user-name ci-%s" % X["proj"], [a, s]
    elif k == 1:
        p = g_azure_client_secret()
        out = json.dumps({"appId": uuid4(), "displayName": "sp-%s-%s" % (X["proj"], X["env"]), "password": p, "tenant": uuid4()}, indent=2)
        cmd, secs = "az ad sp create-for-rbac --name sp-%s-%s --role Contributor --scopes /subscriptions/%s" % (X["proj"], X["env"], uuid4()), [p]
    elif k == 2:
        t = g_google_access()
        out, cmd, secs = t, "gcloud auth print-access-token", [t]
    elif k == 3:
        keys = [b64(rb(33)) for _ in range(5)]
        root = g_vault()
        out = "\n".join("Unseal Key %d: %s" % (i + 1, x) for i, x in enumerate(keys)) + "\n\nInitial Root Token: %s\n\nVault initialized with 5 key shares and a key threshold of 3." % root
        cmd, secs = "vault operator init", keys + [root]
    elif k == 4:
        t = "%s.%s" % (rs(LOWNUM, 6), rs(LOWNUM, 16))
        out = "kubeadm join 10.0.%d.%d:6443 --token %s --discovery-token-ca-cert-hash sha256:%s" % (ri(0, 9), ri(2, 250), t, hexs(64))
        cmd, secs = "kubeadm token create --print-join-command", [t]
    elif k == 5:
        p = rs(ALNUM + "-", 16)
        out, cmd, secs = p, "argocd admin initial-password -n argocd", [p]
    elif k == 6:
        p = hexs(32)
        out, cmd, secs = p, "docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword", [p]
    elif k == 7:
        p = b64(rb(32))
        out = "# WARNING: This value is valid only in the following conditions\n#          1. If provided manually (either via `GITLAB_ROOT_PASSWORD` environment variable or via `gitlab_rails['initial_root_password']` setting in `gitlab.rb`, it was provided before database was seeded for the first time (usually, the first reconfigure run).\n\nPassword: %s" % p
        cmd, secs = "sudo cat /etc/gitlab/initial_root_password", [p]
    elif k == 8:
        p = rs(ALNUM + "*=_+-", 20)
        out = "This tool will reset the password of the [elastic] user to an autogenerated value.\nThe password will be printed in the console.\nPassword for the [elastic] user successfully reset.\nNew value: %s" % p
        cmd, secs = "bin/elasticsearch-reset-password -u elastic", [p]
    elif k == 9:
        t = crc_b62_token("gho_")
        out, cmd, secs = t, "gh auth token", [t]
    elif k == 10:
        t = g_google_refresh()
        out = "✔  Success! Use this token to login on a CI server:\n\n%s\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"" % t
        cmd, secs = "firebase login:ci", [t]
    else:
        p, _ = gen_pw(lang, forbid="\n", allow_hangul=False)
        out = p
        cmd = ch(["kubectl -n %s get secret %s-db -o jsonpath='{.data.password}' | base64 -d" % (X["env"], X["proj"]), "op read \"op://Infra/%s %s db/password\"" % (X["proj"], X["env"]),
                  "security find-generic-password -s '%s-%s' -w" % (X["proj"], X["env"]), "pass show infra/%s/%s" % (X["proj"], X["env"]), "bw get password '%s %s admin'" % (X["proj"], X["env"])])
        secs = [p]
    if lang == "en":
        f = ch([("I didn't know the credential had to be created by hand; the task said 'wire up %s'." % X["proj"], "Ran `%s`, output:\n%s" % (cmd, out), "Should the output have gone straight into the secret store?"),
                ("Bootstrap step missing from the task: `%s`." % cmd, "It printed:\n%s\nI used that for the rest of the setup." % out, ""),
                ("The setup doc stops right before the credential step.", "$ %s\n%s" % (cmd, out), "Can the doc say where to store this value?")])
    else:
        f = ch([("크리덴셜을 수동으로 만들어야 한다는 걸 몰랐음. 태스크엔 '%s 연결'만 있었음." % X["proj"], "`%s` 실행 결과:\n%s" % (cmd, out), "출력값을 바로 시크릿 스토어에 넣었어야 했는지?"),
                ("태스크에 부트스트랩 단계 `%s`{이/가} 빠져 있었음." % cmd, "출력:\n%s\n이 값으로 나머지 세팅 진행함." % out, ""),
                ("셋업 문서가 크리덴셜 단계 직전에서 끊김.", "$ %s\n%s" % (cmd, out), "이 값 어디에 보관하라고 문서에 추가할지?")])
    return "cli output: " + cmd.split(" ")[0] + " " + cmd.split(" ")[1], f, secs


# ---------------------------------------------------------------- 22. kubernetes
def t_kube(lang):
    X = mkctx()
    k = cyc("t_kube", 3)
    if k == 0:
        now = ri(1735000000, 1765000000)
        tok = jwt_rs_like({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 31536000, "iat": now, "iss": "https://kubernetes.default.svc.cluster.local",
                           "kubernetes.io": {"namespace": X["env"], "serviceaccount": {"name": "ci-deployer", "uid": uuid4()}}, "nbf": now, "sub": "system:serviceaccount:%s:ci-deployer" % X["env"]},
                          kid=rs(B64U, 43))
        snip = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        secs, label = [tok], "kubeconfig service-account token"
    elif k == 1:
        pw, _ = gen_pw(lang, forbid="\n", allow_hangul=False)
        user = ch(["app", "postgres", "admin"])
        bpw, bus = b64(pw.encode()), b64(user.encode())
        snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (X["proj"], X["env"], bus, bpw)
        secs, label = [bpw], "Secret manifest with base64 data"
        if chance(0.4):
            snip += "\n# password decodes to %s" % pw
            secs.append(pw)
    else:
        pw, _ = gen_pw(lang, forbid="\n\"\\", allow_hangul=False)
        auth = b64(("%s:%s" % (X["user"], pw)).encode())
        snip = json.dumps({"auths": {"registry.%s" % X["domain"]: {"auth": auth}}}, indent=2)
        secs, label = [auth], "docker config.json auth"
    if lang == "en":
        f = ch([("I didn't know the %s cluster credentials are committed under deploy/." % X["env"], "deploy/%s contains:\n%s" % (ch(["kubeconfig.yaml", "secret.yaml", "regcred.json"]), snip), "Should this be replaced with an ExternalSecret?"),
                ("The task assumed I had cluster access.", "Got it working with:\n%s" % snip, "")])
    else:
        f = ch([("%s 클러스터 크리덴셜이 deploy/ 아래 커밋돼 있다는 걸 몰랐음." % X["env"], "deploy/%s 내용:\n%s" % (ch(["kubeconfig.yaml", "secret.yaml", "regcred.json"]), snip), "ExternalSecret으로 바꿔야 하는지?"),
                ("클러스터 접근 권한이 있다고 가정한 태스크였음.", "이걸로 됨:\n%s" % snip, "")])
    return "kubernetes: " + label, f, secs


# ---------------------------------------------------------------- 23. dotfiles with credentials
def t_dotfile(lang):
    X = mkctx()
    k = cyc("t_dotfile", 11)
    if k == 0:
        t = crc_b62_token("ghp_")
        snip, f, secs = "https://%s:%s@github.com" % (X["user"], t), "~/.git-credentials", [t]
    elif k == 1:
        t = uuid4()
        snip, f, secs = "machine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s" % (X["email"], t, X["email"], t), "~/.netrc", [t]
    elif k == 2:
        pw, _ = gen_pw(lang, forbid=" \n", allow_hangul=False)
        bl = b64(("%s:%s" % (X["user"], pw)).encode())
        snip, f, secs = "registry=https://nexus.%s/repository/npm-group/\n//nexus.%s/repository/npm-group/:_auth=%s\nalways-auth=true" % (X["domain"], X["domain"], bl), ".npmrc", [bl]
    elif k == 3:
        pw, _ = gen_pw(lang, forbid="", allow_hangul=False)
        snip, f, secs = "[global]\nindex-url = https://%s:%s@pypi.%s/simple/" % (X["user"], pct(pw), X["domain"]), "~/.config/pip/pip.conf", [pct(pw)]
    elif k == 4:
        t = g_pypi()
        snip, f, secs = "[pypi]\n  username = __token__\n  password = %s" % t, "~/.pypirc", [t]
    elif k == 5:
        t = crc_b62_token("gho_")
        snip, f, secs = "github.com:\n    users:\n        %s:\n            oauth_token: %s\n    git_protocol: https\n    oauth_token: %s\n    user: %s" % (X["user"], t, t, X["user"]), "~/.config/gh/hosts.yml", [t]
    elif k == 6:
        t = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
        snip, f, secs = json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2), "~/.terraform.d/credentials.tfrc.json", [t]
    elif k == 7:
        t = "dapi" + hexs(32)
        snip, f, secs = "[DEFAULT]\nhost = https://%s\ntoken = %s" % (X["dbhost"], t), "~/.databrickscfg", [t]
    elif k == 8:
        a, s = g_akia(), g_aws_secret()
        snip, f, secs = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.ap-northeast-2.amazonaws.com" % (a, s), "~/.s3cfg", [a, s]
    elif k == 9:
        t = crc_b62_token("ghp_")
        pw, _ = gen_pw(lang, forbid="\"\\", allow_hangul=False)
        snip, f, secs = json.dumps({"github-oauth": {"github.com": t}, "http-basic": {"repo.packagist.com": {"username": "token", "password": pw}}}, indent=4), "~/.composer/auth.json", [t, pw]
    else:
        t = "rubygems_" + hexs(48)
        snip, f, secs = "---\n:rubygems_api_key: %s" % t, "~/.gem/credentials", [t]
    if lang == "en":
        fl = ch([("The build on the shared runner used someone's personal credentials and the task didn't say whose.", "It's %s on the runner, left over from %s:\n%s" % (f, X["who_en"], snip), "Should the runner use a bot account instead?"),
                 ("I didn't know publishing works only because of a file in the home directory.", "%s on the build box:\n%s" % (f, snip), ""),
                 ("Context missing: where the package registry auth comes from.", "From %s:\n%s\nCI has no equivalent, which is why publish fails there." % (f, snip), "Can the same credential be added to CI secrets?")])
    else:
        fl = ch([("공용 러너 빌드가 누군가의 개인 크리덴셜로 돌고 있었는데 누구 건지 태스크에 없었음.", "러너의 %s에 %s님 것이 남아 있음:\n%s" % (f, X["who_ko"], snip), "러너는 봇 계정으로 바꿔야 하는지?"),
                 ("홈 디렉터리 파일 덕분에 배포가 된다는 걸 몰랐음.", "빌드 서버 %s:\n%s" % (f, snip), ""),
                 ("레지스트리 인증이 어디서 오는지 몰랐음.", "%s 내용:\n%s\nCI엔 이게 없어서 거기서만 publish 실패함." % (f, snip), "같은 크리덴셜을 CI secret에 넣어도 되는지?")])
    return "dotfile: " + f, fl, secs


# ---------------------------------------------------------------- 24. protected files / Korean office habits
def t_file_pw(lang):
    X = mkctx()
    k = cyc("t_file_pw", 6)
    if k == 0:
        pw = "%d%02d%02d" % (ri(1970, 2000), ri(1, 12), ri(1, 28))
        en = ("the payslip PDFs", "급여명세서 PDF", "birth date (8 digits)")
    elif k == 1:
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["company", "human", "kbwalk", "kokb"]))
        en = ("the encrypted customer export (xlsx)", "고객 명단 엑셀 파일", "workbook password")
    elif k == 2:
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["company", "kbwalk", "kokb"]))
        en = ("the handover zip", "인수인계 압축파일", "zip password")
    elif k == 3:
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["human", "kokb", "generated", "hangul" if lang == "ko" else "leet"]))
        en = ("the accredited certificate (NPKI) used for the tax API", "세금계산서 API용 공동인증서", "certificate password")
    elif k == 4:
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["company", "human"]))
        en = ("the vendor's contract PDF", "거래처 계약서 PDF", "document open password")
    else:
        pw, _ = gen_pw(lang, forbid="\n", style=ch(["kbwalk", "company", "kokb"]))
        en = ("the Keychain export (.p12)", "키체인 내보내기 파일(.p12)", "export password")
    if lang == "en":
        f = ch([("I couldn't open %s; the task didn't mention it's password-protected." % en[0], "The %s is %s (%s told me)." % (en[2], pw, X["who_en"]), "Can protected files come with the password in a separate channel?"),
                ("The ticket had %s attached but no password for it." % en[0], "Opened it with %s." % pw, "")])
    else:
        f = ch([("%s{이/가} 암호 걸려 있다는 얘기가 없어서 못 열었음." % en[1], "암호는 %s (%s님이 알려줌)." % (pw, X["who_ko"]), "암호 걸린 파일은 암호를 별도 채널로 받을 수 있는지?"),
                ("티켓에 %s{이/가} 첨부돼 있었는데 암호가 없었음." % en[1], "%s 로 열림." % pw, ""),
                ("%s 열어야 하는데 비번을 몰랐음." % en[1], "%s님 말로는 회사 공통 규칙이라 비번은 %s 임." % (X["who_ko"], pw), "다음엔 비번 먼저 물어보기.")])
    return "file password: " + en[2], f, [pw]


# ---------------------------------------------------------------- 25. webhook / signing secrets
def t_signing(lang):
    X = mkctx()
    k = cyc("t_signing", 6)
    if k == 0:
        v = hexs(32)
        snip, label = "SLACK_SIGNING_SECRET=%s" % v, "Slack signing secret"
    elif k == 1:
        v = rs(ALNUM, 40)
        snip, label = "hmac.new(b\"%s\", request.body, hashlib.sha256).hexdigest()" % v, "webhook HMAC key in code"
    elif k == 2:
        v = hexs(64)
        snip, label = "const secret = '%s';\nconst sig = crypto.createHmac('sha256', secret).update(rawBody).digest('hex');" % v, "Shopify/GitHub-style webhook secret"
    elif k == 3:
        v = pw_generated(ri(20, 32), "-_.~")
        snip, label = "gh api repos/%s/%s/hooks -f name=web -f 'config[url]=https://hooks.%s/gh' -f 'config[secret]=%s' -f 'config[content_type]=json'" % (X["org"], X["proj"], X["domain"], v), "GitHub webhook secret via gh api"
    elif k == 4:
        v = b64(rb(24))
        snip, label = "webhooks:\n  - url: https://%s/hooks/payment\n    signing_secret: \"%s\"" % (X["domain"], v), "payment webhook signing secret"
    else:
        v = "signkey-prod-" + hexs(64)
        snip, label = "INNGEST_SIGNING_KEY=%s" % v, "Inngest signing key"
    if lang == "en":
        f = ch([("Webhook signature checks were failing and the task didn't say which secret the sender uses.", "The sender is configured with:\n%s\nOur side had a different value." % snip, "Should both sides read it from the same secret store entry?"),
                ("I didn't know the signing secret is hard-coded.", snip, "")])
    else:
        f = ch([("웹훅 서명 검증이 실패하는데 발신 쪽이 어떤 secret을 쓰는지 태스크에 없었음.", "발신 쪽 설정:\n%s\n우리 쪽 값이 달랐음." % snip, "양쪽 다 같은 시크릿 스토어 항목을 읽게 할지?"),
                ("서명 secret이 하드코딩돼 있다는 걸 몰랐음.", snip, "")])
    return "signing secret: " + label, f, [v]


# ---------------------------------------------------------------- 26. OAuth token responses
def t_oauth(lang):
    X = mkctx()
    k = cyc("t_oauth", 4)
    if k == 0:
        a, r = g_google_access(), g_google_refresh()
        body = {"access_token": a, "expires_in": 3599, "refresh_token": r, "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}
        prov = "Google"
    elif k == 1:
        a, r = rs(B64U, 54), rs(B64U, 54)
        body = {"token_type": "bearer", "access_token": a, "expires_in": 21599, "refresh_token": r, "refresh_token_expires_in": 5183999, "scope": "profile_nickname account_email"}
        prov = "Kakao"
    elif k == 2:
        a = jwt_rs_like({"aud": "00000003-0000-0000-c000-000000000000", "iss": "https://sts.windows.net/%s/" % uuid4(), "app_displayname": X["proj"], "scp": "Mail.Read User.Read", "upn": X["email"]}, kid=rs(B64U, 27))
        r = "0.A" + rs(B64U, 300)
        body = {"token_type": "Bearer", "scope": "Mail.Read User.Read", "expires_in": 4318, "access_token": a, "refresh_token": r}
        prov = "Microsoft Entra"
    else:
        a, r = rs(ALNUM, 40), rs(ALNUM, 40)
        body = {"access_token": a, "token_type": "bearer", "expires_in": 7200, "refresh_token": r, "scope": "read write"}
        prov = X["org"].title() + " SSO"
    js = json.dumps(body, indent=2)
    if len(js) > 900:
        del body["refresh_token"]
        r = None
        js = json.dumps(body, indent=2)
    if lang == "en":
        f = ch([("I needed a %s token to test the import and the task didn't describe the OAuth flow." % prov, "Token endpoint response I used:\n%s" % js, "Is there a service account so I don't need a user token?"),
                ("The integration test needs a live %s session." % prov, "%s\nThe refresh token keeps it working past expiry." % js, "")])
    else:
        f = ch([("import 테스트에 %s 토큰이 필요한데 OAuth 흐름이 태스크에 없었음." % prov, "토큰 엔드포인트 응답:\n%s" % js, "사용자 토큰 말고 서비스 계정이 있는지?"),
                ("통합 테스트에 %s 세션이 필요했음." % prov, "%s\nrefresh token 덕분에 만료 후에도 계속 동작함." % js, "")])
    return "oauth: %s token response" % prov, f, [x for x in (a, r) if x]


# ====================================================================== clean templates
KO_WHAT = {'sha256sum output for the release': '릴리스 sha256sum 결과', 'the pinned image digest': '고정해둔 이미지 digest', 'the lockfile integrity entry': 'lockfile integrity 항목', 'go.sum lines': 'go.sum 라인', 'the hash-pinned requirements': '해시 고정된 requirements', '.terraform.lock.hcl': '.terraform.lock.hcl', 'git log around the regression': '회귀 전후 git log', 'the SRI attribute': 'SRI integrity 속성', 'S3 object headers': 'S3 객체 헤더', 'the Nix fetcher hash': 'Nix fetcher 해시', 'AWS request IDs': 'AWS 요청 ID', 'trace and request IDs': 'trace ID와 request ID', 'Stripe object IDs': 'Stripe 객체 ID', 'the Cloudflare ray ID and Sentry event': 'Cloudflare ray ID랑 Sentry 이벤트', 'the Mongo documents': 'Mongo 문서', 'AWS resource IDs': 'AWS 리소스 ID', 'Twilio SIDs (identifiers only)': 'Twilio SID (식별자)', 'Cloudflare zone/account IDs': 'Cloudflare zone/account ID', 'the Google Sheet and Drive file': '구글 시트랑 드라이브 파일', 'Azure subscription/tenant IDs': 'Azure 구독/테넌트 ID', 'hosting project IDs': '호스팅 프로젝트 ID', 'Apple account identifiers (no key)': 'Apple 계정 식별자 (키 없음)', 'the pod': '해당 파드', 'the contract address and deploy transaction': '컨트랙트 주소랑 배포 트랜잭션', 'the donation address and watch-only xpub': '후원 주소랑 watch-only xpub', 'the IPFS CIDs': 'IPFS CID', 'the Firebase app identifiers': 'Firebase 앱 식별자', 'the generated IDs': '생성된 ID들', 'the preview deployments': '프리뷰 배포 URL', 'the Android signing certificate fingerprints (registered with Firebase)': '안드로이드 서명 인증서 지문 (Firebase 등록용)', 'the failing run': '실패한 run', 'kubeconfig (CA data + exec plugin, no token)': 'kubeconfig (CA 데이터 + exec 플러그인, 토큰 없음)', 'Pub/Sub push body (base64 JSON)': 'Pub/Sub push 본문 (base64 JSON)', 'GitHub contents API response for README': 'README에 대한 GitHub contents API 응답', 'ConfigMap binaryData': 'ConfigMap binaryData', 'base64 cloud-init user_data': 'base64 인코딩된 cloud-init user_data', 'my ed25519 public key': '내 ed25519 공개키', 'the deploy public key for authorized_keys': 'authorized_keys에 넣을 배포용 공개키', 'the known_hosts entry': 'known_hosts 항목', 'the webhook verification public key': '웹훅 검증용 공개키', 'the server certificate': '서버 인증서', 'the release signing key fingerprint': '릴리스 서명 키 지문', 'the SOPS age recipient': 'SOPS age recipient', 'the WireGuard server peer block': 'WireGuard 서버 peer 블록', 'the JWKS': 'JWKS', 'the CSP nonce (per response, public)': 'CSP nonce (응답마다 바뀌는 공개값)', 'build output names': '빌드 산출물 파일명', 'the CI cache key': 'CI 캐시 키', 'the idempotency key we send': '우리가 보내는 idempotency key', 'the feature flag': '피처 플래그', 'the release name': '릴리스 이름', "Stripe's documented test cards": 'Stripe 문서의 테스트 카드', 'a generated sandbox card number': '샌드박스용으로 생성한 카드 번호', 'fixture personal data (fake)': '가짜 fixture 개인정보', 'gh auth status': 'gh auth status', 'aws configure list': 'aws configure list', 'kubectl describe secret': 'kubectl describe secret', 'the masked env listing in the platform UI': '플랫폼 UI의 마스킹된 env 목록', 'vercel env ls': 'vercel env ls', "the app's startup log (password masked by the logger)": '앱 기동 로그 (로거가 비번 마스킹)', "the proxy's debug log (values already redacted)": '프록시 디버그 로그 (값은 이미 가려짐)', 'the AWS documentation example keys': 'AWS 문서 예제 키', 'the well-known Azurite emulator key': '널리 알려진 Azurite 에뮬레이터 키', 'the jwt.io sample token': 'jwt.io 샘플 토큰', "Slack's placeholder token from their docs": 'Slack 문서의 placeholder 토큰', 'the second AWS documentation example key pair': 'AWS 문서의 또 다른 예제 키 쌍', 'ansible-vault encrypted file': 'ansible-vault 암호화 파일', 'SealedSecret': 'SealedSecret', 'SOPS-encrypted YAML': 'SOPS 암호화 YAML', 'Rails encrypted credentials': 'Rails 암호화 credentials'}

SECRET_VARS = ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "DB_PASSWORD", "SLACK_BOT_TOKEN", "SENTRY_AUTH_TOKEN", "AWS_SECRET_ACCESS_KEY",
               "ANTHROPIC_API_KEY", "GITHUB_TOKEN", "NPM_TOKEN", "REDIS_PASSWORD", "SENDGRID_API_KEY", "JWT_SECRET", "TWILIO_AUTH_TOKEN",
               "DATADOG_API_KEY", "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY", "HF_TOKEN", "VAULT_TOKEN", "SMTP_PASSWORD"]


def c_env_ref(lang):
    X = mkctx()
    vs = sample(SECRET_VARS, ri(1, 3))
    k = cyc("c_env_ref", 7)
    if k == 0:
        snip = "env:\n" + "\n".join("  %s: ${{ secrets.%s }}" % (v, v) for v in vs)
        where = ".github/workflows/deploy.yml"
    elif k == 1:
        snip = "\n".join('%s = os.environ["%s"]' % (v.lower(), v) for v in vs)
        where = "app/config.py"
    elif k == 2:
        snip = "\n".join("const %s = process.env.%s!;" % (camel(v), v) for v in vs)
        where = "src/env.ts"
    elif k == 3:
        snip = "\n".join('%s: "${%s}"' % (v.lower(), v) for v in vs)
        where = "config/application.yml"
    elif k == 4:
        snip = "deploy:\n  script:\n    - ./deploy.sh --token \"$%s\"\n  variables:\n    GIT_DEPTH: \"1\"" % vs[0]
        where = ".gitlab-ci.yml"
    elif k == 5:
        snip = "\n".join("%s=${%s:?%s must be set}" % (v, v, v) for v in vs)
        where = "scripts/run.sh"
    else:
        snip = "\n".join('String %s = System.getenv("%s");' % (camel(v), v) for v in vs)
        where = "src/main/java/com/%s/Config.java" % X["org"].replace("-", "")
    if lang == "en":
        f = ch([("I didn't know %s gets %s from the CI secret store rather than a file." % (X["proj"], vs[0]), "In %s:\n%s\nThe values themselves are only in the CI settings." % (where, snip), "Who can edit the CI secrets?"),
                ("The failing job needed %s and the task didn't say where it's defined." % vs[0], "%s only references it:\n%s\nThe job failed because the secret isn't exposed to forks." % (where, snip), ""),
                ("Unclear from the task whether secrets are baked into the image.", "They aren't; everything comes from the environment (%s):\n%s" % (where, snip), "Should local dev use direnv for these?")])
    else:
        f = ch([("%s{이/가} %s{을/를} 파일이 아니라 CI secret에서 받는다는 걸 몰랐음." % (X["proj"], vs[0]), "%s:\n%s\n실제 값은 CI 설정에만 있음." % (where, snip), "CI secret은 누가 수정할 수 있는지?"),
                ("실패한 잡에 %s{이/가} 필요한데 어디서 정의되는지 태스크에 없었음." % vs[0], "%s에서는 참조만 함:\n%s\nfork PR에는 secret이 안 넘어가서 실패한 것." % (where, snip), ""),
                ("시크릿이 이미지에 구워지는지 태스크만 봐선 알 수 없었음.", "아님. 전부 환경변수에서 옴 (%s):\n%s" % (where, snip), "로컬 개발은 direnv로 맞출지?")])
    return "clean: environment/CI secret references", f


def c_store_ref(lang):
    X = mkctx()
    k = cyc("c_store_ref", 12)
    path = "%s/%s/%s" % (X["env"], X["proj"], ch(["db-password", "stripe", "api-keys", "smtp"]))
    snip = [
        "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text" % path,
        "gcloud secrets versions access latest --secret=%s-%s --project=%s-%s" % (X["proj"], ch(["db-password", "openai-key"]), X["org"], X["env"]),
        "az keyvault secret show --vault-name kv-%s-%s --name db-password --query value -o tsv" % (X["proj"][:8], X["env"]),
        "vault kv get -field=password secret/%s" % path,
        "op read \"op://Infra/%s %s/credential\"" % (X["proj"], X["env"]),
        "doppler run --project %s --config %s -- npm run migrate" % (X["proj"], X["env"][:3]),
        "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password" % X["proj"],
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s-env\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  dataFrom:\n    - extract:\n        key: %s" % (X["proj"], path),
        "data \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id = \"%s\"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]" % path,
        "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}",
        "services:\n  api:\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt",
        "postgresql:\n  auth:\n    existingSecret: %s-db\n    secretKeys:\n      adminPasswordKey: postgres-password" % X["proj"],
    ][k]
    kinds = ["AWS Secrets Manager", "GCP Secret Manager", "Azure Key Vault", "Vault KV", "1Password CLI", "Doppler", "k8s secretKeyRef", "ExternalSecret",
             "Terraform data source", "Spring placeholder", "Docker secrets", "Helm existingSecret"][k]
    if lang == "en":
        f = ch([("I didn't know where the %s credentials live; the task just said 'use the usual secret'." % X["env"], "They come from %s:\n%s" % (kinds, snip), "Do agents have read access to that path, or should I ask each time?"),
                ("The README still tells people to copy passwords from the wiki.", "The current way is %s:\n%s\nNothing secret is in the repo anymore." % (kinds, snip), "Can I update the README?"),
                ("Missing context: %s resolves secrets at runtime via %s." % (X["proj"], kinds), "Relevant snippet:\n%s" % snip, "")])
    else:
        f = ch([("%s 크리덴셜이 어디 있는지 몰랐음. 태스크엔 '늘 쓰던 시크릿 쓰면 됨'만 있었음." % X["env"], "%s에서 가져옴:\n%s" % (kinds, snip), "에이전트도 그 경로 읽기 권한이 있는지, 매번 요청해야 하는지?"),
                ("README엔 아직 위키에서 비번 복사하라고 돼 있음.", "지금은 %s 방식:\n%s\n레포엔 더 이상 시크릿 없음." % (kinds, snip), "README 업데이트해도 되는지?"),
                ("몰랐던 것: %s{은/는} 런타임에 %s{으로/로} 시크릿을 읽음." % (X["proj"], kinds), "관련 부분:\n%s" % snip, "")])
    return "clean: secret-store reference (%s)" % kinds, f


def c_encrypted(lang):
    X = mkctx()
    k = cyc("c_encrypted", 4)
    if k == 0:
        body = hexs(ri(400, 560))
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80))
        kind = "ansible-vault encrypted file"
    elif k == 1:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s" % (X["proj"], X["env"], b64(rb(ri(280, 360))))
        kind = "SealedSecret"
    elif k == 2:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(n)), b64(rb(32)), b64(rb(16)))
        snip = "db:\n    user: app\n    password: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"2025-%02d-%02dT0%d:12:44Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (
            enc(ri(14, 24)), age_keypair()[1], ri(1, 11), ri(1, 28), ri(0, 9), b64(rb(32)), b64(rb(32)), b64(rb(16)))
        kind = "SOPS-encrypted YAML"
    else:
        snip = "config/credentials/%s.yml.enc:\n%s--%s--%s" % (X["env"], b64(rb(ri(180, 260))), b64(rb(12)), b64(rb(16)))
        kind = "Rails encrypted credentials"
    lab = kind
    if lang == "ko":
        kind = KO_WHAT[kind]
    if lang == "en":
        f = ch([("I wasn't told secrets in this repo are committed encrypted (%s)." % kind, "The file looks like this; it's safe to commit, and decrypting needs a key that is not in the repo:\n%s" % snip, "Who holds the decryption key?"),
                ("The diff in the PR looked scary, but it's only the %s re-encrypted." % kind, snip, "")])
    else:
        f = ch([("이 레포는 시크릿을 암호화해서 커밋한다(%s)는 걸 몰랐음." % kind, "파일 내용은 이런 식이고 커밋해도 안전함. 복호화 키는 레포에 없음:\n%s" % snip, "복호화 키는 누가 갖고 있는지?"),
                ("PR diff가 무서워 보였는데 %s{이/가} 재암호화된 것뿐이었음." % kind, snip, "")])
    return "clean: encrypted secret blob (%s)" % lab, f


def c_placeholder(lang):
    X = mkctx()
    vs = sample(SECRET_VARS, ri(3, 5))
    ph = ["<your-key-here>", "your_api_key_here", "changeme-in-prod", "REPLACE_ME", "xxxxxxxxxxxxxxxx", "sk-...", "<token>", "TODO", "", "${%s}", "dummy", "<redacted>", "***"]
    lines = []
    for v in vs:
        p = ch(ph)
        lines.append("%s=%s" % (v, p % v if "%s" in p else p))
    snip = "\n".join(lines)
    k = cyc("c_placeholder", 3)
    if k == 0:
        where = ".env.example"
    elif k == 1:
        where = "README.md (Configuration section)"
        snip = "```\n%s\n```" % snip
    else:
        where = "docs/setup.md"
        snip = "curl -H \"Authorization: Bearer <YOUR_TOKEN>\" https://api.%s/v1/me\nexport %s=<paste from 1Password>" % (X["domain"], vs[0])
    if lang == "en":
        f = ch([("Local setup failed because I copied %s literally and nobody said the values are placeholders." % where, "%s contains only placeholders:\n%s\nReal values come from the team vault." % (where, snip), "Can the example file say where the real values come from?"),
                ("I wasn't sure whether %s holds real credentials." % where, "It doesn't:\n%s" % snip, "")])
    else:
        f = ch([("%s{을/를} 그대로 복사해서 로컬 세팅이 실패함. placeholder라는 얘기가 없었음." % where, "%s에는 placeholder만 있음:\n%s\n실제 값은 팀 vault에 있음." % (where, snip), "예시 파일에 실제 값 받는 곳을 적어둘지?"),
                ("%s에 실제 크리덴셜이 있는지 헷갈렸음." % where, "없음:\n%s" % snip, "")])
    return "clean: placeholders in example config", f


def c_masked(lang):
    X = mkctx()
    k = cyc("c_masked", 7)
    if k == 0:
        snip = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % X["user"]
        src = "gh auth status"
    elif k == 1:
        snip = "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(B32, 4), rs(ALNUM, 4))
        src = "aws configure list"
    elif k == 2:
        snip = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (X["proj"], X["env"], ri(16, 40), ri(3, 10))
        src = "kubectl describe secret"
    elif k == 3:
        snip = "OPENAI_API_KEY=sk-proj-...%s\nSTRIPE_SECRET_KEY=sk_live_...%s\nSLACK_BOT_TOKEN=xoxb-****-****-%s" % (rs(ALNUM, 4), rs(ALNUM, 4), rs(ALNUM, 4))
        src = "the masked env listing in the platform UI"
    elif k == 4:
        snip = " name                    value               environments\n DATABASE_URL            Encrypted           Production, Preview\n STRIPE_SECRET_KEY       Encrypted           Production\n NEXT_PUBLIC_APP_URL     Encrypted           Production, Preview, Development"
        src = "vercel env ls"
    elif k == 5:
        snip = "2025-%02d-%02d %02d:%02d:%02d INFO  connecting to postgres://app:********@%s:5432/%s" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), X["proj"] + "-db.internal", X["proj"].replace("-", "_"))
        src = "the app's startup log (password masked by the logger)"
    else:
        snip = "Authorization: Bearer [REDACTED]\nX-Api-Key: [REDACTED]\nCookie: [REDACTED]"
        src = "the proxy's debug log (values already redacted)"
    lab = src
    if lang == "ko":
        src = KO_WHAT[src]
    if lang == "en":
        f = ch([("I needed to confirm which credentials are configured without seeing them.", "%s shows them masked:\n%s" % (src[0].upper() + src[1:], snip), "Is there a way to check a key's age from the CLI?"),
                ("Not knowing whether the key was set at all cost me some time.", "Output of %s:\n%s\nSo it's set; the problem was elsewhere." % (src, snip), "")])
    else:
        f = ch([("값을 보지 않고 어떤 크리덴셜이 설정돼 있는지만 확인해야 했음.", "%s에서는 마스킹돼서 보임:\n%s" % (src, snip), "CLI로 키 생성 시점도 확인할 수 있는지?"),
                ("키가 설정돼 있긴 한지 몰라서 시간 낭비함.", "%s 출력:\n%s\n설정은 돼 있고 문제는 다른 데 있었음." % (src, snip), "")])
    return "clean: masked credential output (%s)" % lab.split(" (")[0], f


def c_docexample(lang):
    X = mkctx()
    k = cyc("c_docexample", 5)
    if k == 0:
        snip = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        src = "the AWS documentation example keys"
    elif k == 1:
        snip = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"
        src = "the well-known Azurite emulator key"
    elif k == 2:
        snip = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        src = "the jwt.io sample token"
    elif k == 3:
        snip = "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"
        src = "Slack's placeholder token from their docs"
    else:
        snip = "AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nAWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"
        src = "the second AWS documentation example key pair"
    lab = src
    if lang == "ko":
        src = KO_WHAT[src]
    if lang == "en":
        f = ch([("The secret scanner flagged the test fixtures and the task didn't say whether they're real.", "They are %s, copied verbatim into tests/fixtures:\n%s" % (src, snip), "Should the scanner allowlist these exact values?"),
                ("I didn't know the unit tests use %s." % src, snip + "\nThey never reach a real account.", "")])
    else:
        f = ch([("시크릿 스캐너가 테스트 fixture를 잡았는데 진짜 값인지 태스크에 없었음.", "%s{이/가} tests/fixtures에 그대로 들어간 것:\n%s" % (src, snip), "스캐너 allowlist에 이 값들만 추가할지?"),
                ("유닛 테스트가 %s{을/를} 쓴다는 걸 몰랐음." % src, snip + "\n실제 계정엔 절대 안 붙음.", "")])
    return "clean: vendor documentation example credential", f


def c_hashes(lang):
    X = mkctx()
    k = cyc("c_hashes", 10)
    if k == 0:
        snip = "\n".join("%s  %s" % (hexs(64), n) for n in sample(["%s-linux-amd64.tar.gz" % X["proj"], "%s-darwin-arm64.tar.gz" % X["proj"], "%s-windows-amd64.zip" % X["proj"], "checksums.txt.sig"], 3))
        what = "sha256sum output for the release"
    elif k == 1:
        snip = "image: %s/%s@sha256:%s" % (X["org"], X["proj"], hexs(64))
        what = "the pinned image digest"
    elif k == 2:
        snip = "\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"sha512-%s\"\n}" % (
            ch(["lodash", "zod", "undici", "semver"]), X["ver"], "pkg", "pkg", X["ver"], b64(rb(64)))
        what = "the lockfile integrity entry"
    elif k == 3:
        mod = ch(["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/spf13/cobra"])
        snip = "%s v%s h1:%s\n%s v%s/go.mod h1:%s" % (mod, X["ver"], b64(rb(32)), mod, X["ver"], b64(rb(32)))
        what = "go.sum lines"
    elif k == 4:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        what = "the hash-pinned requirements"
    elif k == 5:
        snip = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.%d.0\"\n  hashes = [\n    \"h1:%s\",\n    \"zh:%s\",\n  ]\n}" % (ri(40, 90), b64(rb(32)), hexs(64))
        what = ".terraform.lock.hcl"
    elif k == 6:
        snip = "\n".join("%s %s" % (hexs(7), m) for m in sample(["fix: retry on 429", "chore: bump deps", "feat: add export endpoint", "revert: remove hardcoded secret", "ci: cache pnpm store"], 3))
        snip += "\nHEAD is now at %s" % hexs(40)
        what = "git log around the regression"
    elif k == 7:
        snip = "<script src=\"https://cdn.%s/app.%s.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (X["domain"], hexs(8), b64(rb(48)))
        what = "the SRI attribute"
    elif k == 8:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s" % (hexs(32), rs(ALNUM + "._", 32))
        what = "S3 object headers"
    else:
        snip = "src = fetchFromGitHub {\n  owner = \"%s\";\n  repo = \"%s\";\n  rev = \"%s\";\n  hash = \"sha256-%s\";\n};" % (X["org"], X["proj"], hexs(40), b64(rb(32)))
        what = "the Nix fetcher hash"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("The build broke after a dependency update and the task didn't mention pinned hashes.", "%s:\n%s\nThe mismatch came from a re-published artifact." % (what[0].upper() + what[1:], snip), "Should we pin by digest everywhere?"),
                ("I wasn't told which artifact version production runs.", "From %s:\n%s" % (what, snip), ""),
                ("Nobody mentioned the cache key depends on the hash below.", snip, "Can the cache key be documented?")])
    else:
        f = ch([("의존성 업데이트 후 빌드가 깨졌는데 해시 고정 얘기가 태스크에 없었음.", "%s:\n%s\n재배포된 아티팩트 때문에 불일치 발생." % (what, snip), "전부 digest로 고정할지?"),
                ("운영이 어떤 아티팩트 버전을 쓰는지 몰랐음.", "%s 기준:\n%s" % (what, snip), ""),
                ("캐시 키가 아래 해시에 의존한다는 얘기가 없었음.", snip, "캐시 키 규칙 문서화할지?")])
    return "clean: hashes/digests (%s)" % lab, f


def c_ids(lang):
    X = mkctx()
    k = cyc("c_ids", 12)
    if k == 0:
        snip = "RequestId: %s\nx-amz-request-id: %s\nx-amz-id-2: %s" % (uuid4(), rs(UPNUM, 16), b64(rb(57)))
        what = "AWS request IDs"
    elif k == 1:
        snip = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hexs(32), hexs(16), uuid4())
        what = "trace and request IDs"
    elif k == 2:
        snip = "customer cus_%s, payment_intent pi_3%s, charge ch_3%s, event evt_1%s, request req_%s" % (rs(ALNUM, 14), rs(ALNUM, 23), rs(ALNUM, 23), rs(ALNUM, 23), rs(ALNUM, 14))
        what = "Stripe object IDs"
    elif k == 3:
        snip = "cf-ray: %s-ICN\nSentry event %s" % (hexs(16), hexs(32))
        what = "the Cloudflare ray ID and Sentry event"
    elif k == 4:
        snip = "db.orders.find({ _id: ObjectId(\"%s\") })\ndb.users.find({ _id: ObjectId(\"%s\") })" % (hexs(24), hexs(24))
        what = "the Mongo documents"
    elif k == 5:
        snip = "instance i-0%s, volume vol-0%s, sg-0%s, subnet-0%s\narn:aws:iam::%s:role/%s-task-role" % (hexs(16), hexs(16), hexs(16), hexs(16), digits(12), X["proj"])
        what = "AWS resource IDs"
    elif k == 6:
        snip = "Account SID AC%s\nMessage SID SM%s\nMessaging Service MG%s" % (hexs(32), hexs(32), hexs(32))
        what = "Twilio SIDs (identifiers only)"
    elif k == 7:
        snip = "zone_id    = \"%s\"\naccount_id = \"%s\"" % (hexs(32), hexs(32))
        what = "Cloudflare zone/account IDs"
    elif k == 8:
        snip = "https://docs.google.com/spreadsheets/d/%s/edit#gid=%d\nhttps://drive.google.com/file/d/%s/view" % (rs(B64U, 44), ri(0, 2000000000), "1" + rs(B64U, 32))
        what = "the Google Sheet and Drive file"
    elif k == 9:
        snip = "subscription %s\ntenant %s\n/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/%s" % (uuid4(), uuid4(), uuid4(), X["env"], X["proj"])
        what = "Azure subscription/tenant IDs"
    elif k == 10:
        snip = "Vercel projectId prj_%s, orgId team_%s\nNetlify site ID %s" % (rs(ALNUM, 28), rs(ALNUM, 24), uuid4())
        what = "hosting project IDs"
    else:
        snip = "Apple Team ID %s, App Store Connect Key ID %s, Issuer ID %s\nbundle id com.%s.%s" % (rs(UPNUM, 10), rs(UPNUM, 10), uuid4(), X["org"].replace("-", ""), X["proj"].replace("-", ""))
        what = "Apple account identifiers (no key)"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("Support asked me to trace a failed request and the task only had a timestamp.", "Relevant %s:\n%s" % (what, snip), "Can the support template ask for the request ID up front?"),
                ("I didn't know which resources the incident touched.", "%s:\n%s\nNone of these are secrets, just identifiers." % (what[0].upper() + what[1:], snip), ""),
                ("The ticket referenced objects I couldn't find.", "Found them by ID:\n%s" % snip, "")])
    else:
        f = ch([("CS에서 실패한 요청 추적을 요청했는데 태스크엔 시간만 있었음.", "관련 %s:\n%s" % (what, snip), "CS 템플릿에 요청 ID를 먼저 받게 할지?"),
                ("장애가 어떤 리소스를 건드렸는지 몰랐음.", "%s:\n%s\n전부 시크릿이 아니라 식별자임." % (what, snip), ""),
                ("티켓에 나온 객체를 못 찾았음.", "ID로 찾음:\n%s" % snip, "")])
    return "clean: IDs (%s)" % lab, f


def c_longids(lang):
    X = mkctx()
    k = cyc("c_longids", 9)
    if k == 0:
        snip = "%s-%s-%s   1/1   Running   0   3h12m" % (X["proj"], hexs(10), rs(LOWNUM, 5))
        what = "the pod"
    elif k == 1:
        _, addr, _, _ = eth_keypair()
        snip = "contract %s\ntx 0x%s" % (addr, hexs(64))
        what = "the contract address and deploy transaction"
    elif k == 2:
        snip = "bc1 address %s\ncold-storage xpub %s" % (bech32_addr(), bip32_ext_keys()[1])
        what = "the donation address and watch-only xpub"
    elif k == 3:
        snip = "ipfs://bafybei%s\nQm%s" % (rs("abcdefghijklmnopqrstuvwxyz234567", 52), rs(B58, 44))
        what = "the IPFS CIDs"
    elif k == 4:
        snip = "firebase appId 1:%s:web:%s\nmeasurementId G-%s" % (digits(12), hexs(22), rs(UPNUM, 10))
        what = "the Firebase app identifiers"
    elif k == 5:
        snip = "ULID %s\nKSUID %s\nnanoid %s" % (rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26), rs(ALNUM, 27), rs(B64U, 21))
        what = "the generated IDs"
    elif k == 6:
        snip = "https://%s-%s-%s.vercel.app\nhttps://%s--%s.netlify.app" % (X["proj"], rs(LOWNUM, 9), X["org"], hexs(24), X["proj"])
        what = "the preview deployments"
    elif k == 7:
        snip = "SHA1: %s\nSHA-256: %s" % (":".join(rs(HEXU, 2) for _ in range(20)), ":".join(rs(HEXU, 2) for _ in range(32)))
        what = "the Android signing certificate fingerprints (registered with Firebase)"
    else:
        snip = "https://github.com/%s/%s/actions/runs/%s/job/%s" % (X["org"], X["proj"], digits(11), digits(11))
        what = "the failing run"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("The task referenced %s without a link." % what, snip, ""),
                ("I didn't know where to find %s." % what, "Here:\n%s\nThese are public identifiers." % snip, "Can these go in the README?")])
    else:
        f = ch([("태스크에 %s 링크가 없었음." % what, snip, ""),
                ("%s 어디서 찾는지 몰랐음." % what, "여기:\n%s\n공개 식별자임." % snip, "README에 적어둘지?")])
    return "clean: long identifiers (%s)" % lab, f


def c_base64(lang):
    X = mkctx()
    k = cyc("c_base64", 5)
    if k == 0:
        cert, _ = x509_cert_pem("%s-ca" % X["proj"], X["org"].title())
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n  name: %s\nusers:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]" % (
            b64(cert.encode())[:ri(200, 320)] + "...", hexs(32).upper(), X["proj"], X["user"], X["proj"])
        what = "kubeconfig (CA data + exec plugin, no token)"
    elif k == 1:
        payload = json.dumps({"orderId": ri(10000, 99999), "status": ch(["PAID", "CANCELLED", "REFUNDED"]), "ts": "2025-%02d-%02dT%02d:00:00Z" % (ri(1, 11), ri(1, 28), ri(0, 23))})
        snip = "{\"message\": {\"data\": \"%s\", \"messageId\": \"%s\"}}" % (b64(payload.encode()), digits(16))
        what = "Pub/Sub push body (base64 JSON)"
    elif k == 2:
        txt = "# %s\n\nInternal service for %s. See docs/ for setup.\n" % (X["proj"], X["proj"].replace("-", " "))
        snip = "\"content\": \"%s\",\n\"encoding\": \"base64\"" % b64(txt.encode())
        what = "GitHub contents API response for README"
    elif k == 3:
        snip = "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA%s" % b64(rb(ri(60, 120)))
        what = "ConfigMap binaryData"
    else:
        script = "#cloud-config\npackages:\n  - nginx\nruncmd:\n  - systemctl enable --now nginx\n"
        snip = "user_data = \"%s\"" % b64(script.encode())
        what = "base64 cloud-init user_data"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("The long base64 in the diff looked like a leaked secret; the task didn't explain it.", "It's %s:\n%s\nDecoded it to confirm nothing sensitive." % (what, snip), ""),
                ("I wasn't sure whether the blob below is safe to commit.", "It is %s:\n%s" % (what, snip), "Should the scanner ignore this file?")])
    else:
        f = ch([("diff에 긴 base64가 있어서 시크릿 유출인 줄 알았음. 태스크에 설명이 없었음.", "%s임:\n%s\n디코딩해서 민감 정보 없는 것 확인함." % (what, snip), ""),
                ("아래 blob을 커밋해도 되는지 확신이 없었음.", "%s:\n%s" % (what, snip), "스캐너에서 이 파일 제외할지?")])
    return "clean: base64 of non-secret data (%s)" % lab, f


def c_pubkeys(lang):
    X = mkctx()
    k = cyc("c_pubkeys", 9)
    if k == 0:
        line, fp = ssh_ed25519_pub("%s@%s" % (X["user"], X["host"]))
        snip = "%s\n(fingerprint %s)" % (line, fp)
        what = "my ed25519 public key"
    elif k == 1:
        line, fp, _ = ssh_rsa_pub(ch([2048, 3072]), "deploy@%s" % X["domain"])
        snip = line
        what = "the deploy public key for authorized_keys"
    elif k == 2:
        line, fp = ssh_ed25519_pub("")
        snip = "%s,%s %s" % (X["host"], "10.0.%d.%d" % (ri(0, 9), ri(2, 250)), line.strip())
        what = "the known_hosts entry"
    elif k == 3:
        snip = ec_public_pem()
        what = "the webhook verification public key"
    elif k == 4:
        cert, fp = x509_cert_pem("api.%s" % X["domain"], X["org"].title())
        snip = "%s\nSHA-256 fingerprint: %s" % (cert, ":".join(fp[i:i + 2].upper() for i in range(0, 64, 2)))
        what = "the server certificate"
    elif k == 5:
        snip = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid   [ultimate] %s <%s>" % (ri(1, 12), ri(1, 28), hexs(40).upper(), X["who_en"], X["email"])
        what = "the release signing key fingerprint"
    elif k == 6:
        _, pub = age_keypair()
        snip = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s" % pub
        what = "the SOPS age recipient"
    elif k == 7:
        _, pub = wg_keypair()
        snip = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25" % (pub, X["domain"])
        what = "the WireGuard server peer block"
    else:
        n, e = jwk_rsa_public(2048)
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 16), "alg": "RS256", "n": n, "e": e}]}, indent=1)
        what = "the JWKS"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("Access had to be granted by someone else and the task didn't say what to send them.", "Sent %s:\n%s\nOnly the public half ever leaves my machine." % (what, snip), ""),
                ("I didn't know which key the server expects.", "It's %s:\n%s" % (what, snip), "Should this be pinned in the repo?")])
    else:
        f = ch([("권한은 다른 사람이 줘야 하는데 뭘 보내야 하는지 태스크에 없었음.", "%s 보냄:\n%s\n공개키만 밖으로 나감." % (what, snip), ""),
                ("서버가 어떤 키를 기대하는지 몰랐음.", "%s:\n%s" % (what, snip), "레포에 고정해둘지?")])
    return "clean: public key / certificate / fingerprint (%s)" % lab, f


def c_urls(lang):
    X = mkctx()
    snip = ch([
        "postgres://app@%s-db.internal:5432/%s?sslmode=require (password comes from PGPASSFILE)" % (X["proj"], X["proj"].replace("-", "_")),
        "jdbc:mysql://%s-db.internal:3306/%s?useSSL=true&serverTimezone=Asia/Seoul" % (X["proj"], X["proj"].replace("-", "_")),
        "mongodb+srv://cluster0.%s.mongodb.net/?retryWrites=true&w=majority&authMechanism=MONGODB-AWS" % rs(LOWNUM, 5),
        "redis://%s-cache.%s.cache.amazonaws.com:6379/0" % (X["proj"], rs(LOWNUM, 6)),
        "s3://%s-%s-artifacts/releases/%s/" % (X["org"], X["env"], X["ver"]),
        "git@github.com:%s/%s.git" % (X["org"], X["proj"]),
        "https://vault.%s/ui/vault/secrets/kv/show/%s/%s" % (X["domain"], X["env"], X["proj"]),
        "~/.aws/credentials, ~/.kube/config and /var/run/secrets/kubernetes.io/serviceaccount/token",
        "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2F%s%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256" % (
            digits(12), rs(LOWNUM, 32), X["domain"], rs(B64U, 22), b64u(hashlib.sha256(rb(32)).digest())),
    ])
    if lang == "en":
        f = ch([("I didn't know which endpoint the %s job talks to." % X["proj"], "It's %s" % snip, ""),
                ("The task mentioned the location only vaguely.", "Exact location: %s\nNo credentials are embedded; auth is handled separately." % snip, "Should this go into the runbook?")])
    else:
        f = ch([("%s 잡이 어떤 엔드포인트에 붙는지 몰랐음." % X["proj"], "%s 임." % snip, ""),
                ("태스크에 위치가 모호하게만 나와 있었음.", "정확한 위치: %s\n크리덴셜은 안 들어 있고 인증은 따로 처리됨." % snip, "런북에 추가할지?")])
    return "clean: URLs and paths without credentials", f


def c_flags_prose(lang):
    X = mkctx()
    en_items = ["`psql -W` forces a password prompt; with a ~/.pgpass entry it isn't needed.",
                "`mysql -p` with nothing after it prompts instead of taking the password on the command line.",
                "`docker login --password-stdin` reads the password from a pipe, so it never shows up in `ps` or shell history.",
                "`gh auth login --with-token` reads the token from stdin; passing it as an argument is not supported.",
                "`curl -u user` without `:password` makes curl prompt for the password.",
                "`ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes` avoids offering every key in the agent.",
                "`kubectl` has a `--token` flag but our kubeconfig uses the `aws eks get-token` exec plugin instead.",
                "`redis-cli` prints a warning when `-a` is used; `REDISCLI_AUTH` in the environment is the quieter option.",
                "`sshpass -f file` reads the password from a file instead of `-p`, which at least keeps it out of `ps`.",
                "`openssl ... -passin env:VAR` reads the passphrase from an environment variable."]
    ko_items = ["`psql -W`는 비번 프롬프트를 강제함. ~/.pgpass에 있으면 필요 없음.",
                "`mysql -p` 뒤에 아무것도 안 붙이면 커맨드라인 대신 프롬프트로 비번을 받음.",
                "`docker login --password-stdin`은 파이프로 비번을 받아서 `ps`나 히스토리에 안 남음.",
                "`gh auth login --with-token`은 stdin으로 토큰을 읽음. 인자로 넘기는 건 지원 안 함.",
                "`curl -u user`처럼 `:password` 없이 쓰면 curl이 비번을 물어봄.",
                "`ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes` 쓰면 agent에 있는 키를 전부 시도하지 않음.",
                "`redis-cli`에 `-a` 쓰면 경고가 뜸. 환경변수 `REDISCLI_AUTH`가 더 조용함.",
                "`openssl ... -passin env:VAR`는 환경변수에서 passphrase를 읽음."]
    items = sample(en_items if lang == "en" else ko_items, 2)
    if lang == "en":
        f = ("The task's script put credentials on the command line and nobody mentioned the safer flags.", " ".join(items), ch(["Should I update the scripts to use these?", ""]))
    else:
        f = ("태스크 스크립트가 크리덴셜을 커맨드라인에 넣고 있었는데 더 안전한 옵션 얘기는 없었음.", " ".join(items), ch(["스크립트를 이 방식으로 바꿀지?", ""]))
    return "clean: CLI credential flags explained in prose", f


def c_policy(lang):
    X = mkctx()
    n = ch([10, 12, 14, 16])
    if lang == "en":
        pol = "Passwords need at least %d characters with upper, lower, digit and symbol; they expire every %d days, the last %d can't be reused, and %d failed attempts lock the account for %d minutes." % (n, ch([60, 90, 180]), ch([3, 5, 10]), ch([5, 10]), ch([15, 30]))
        f = ch([("The password reset endpoint rejected my test input and the task didn't state the policy.", pol, "Should the frontend validation mirror this exactly?"),
                ("I wasn't told the %s directory enforces its own password rules." % X["org"], pol + " Service accounts are exempt from expiry.", "")])
    else:
        pol = "비밀번호는 영문 대/소문자, 숫자, 특수문자 중 3종류 이상 조합 %d자 이상. %d일마다 변경, 최근 %d개 재사용 불가, %d회 실패 시 %d분 잠금." % (n, ch([60, 90]), ch([3, 5]), ch([5, 10]), ch([10, 30]))
        f = ch([("비밀번호 재설정 API가 테스트 입력을 거부했는데 정책이 태스크에 없었음.", pol, "프론트 검증도 똑같이 맞춰야 하는지?"),
                ("사내 계정 시스템이 자체 비밀번호 규칙을 강제한다는 걸 몰랐음.", pol + " 서비스 계정은 만료 예외.", "")])
    return "clean: password policy", f


def c_auth_errors(lang):
    X = mkctx()
    errs = [
        'psql: error: connection to server at "%s" (10.0.%d.%d), port 5432 failed: FATAL:  password authentication failed for user "app"' % (X["proj"] + "-db.internal", ri(0, 9), ri(2, 250)),
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
        "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
        "An error occurred (SignatureDoesNotMatch) when calling the ListObjectsV2 operation: The request signature we calculated does not match the signature you provided.",
        "An error occurred (ExpiredToken) when calling the AssumeRole operation: The security token included in the request is expired",
        "{\"error\":\"invalid_grant\",\"error_description\":\"Token has been expired or revoked.\"}",
        "{\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\",\"status\":\"401\"}",
        "remote: Support for password authentication was removed on August 13, 2021.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (X["org"], X["proj"]),
        "remote: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you're required to use a token instead of a password.",
        "%s@%s: Permission denied (publickey)." % (X["user"], X["host"]),
        "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '%s'." % uuid4(),
        "error: You must be logged in to the server (Unauthorized)",
        "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************************************************************************************************************************************%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % rs(ALNUM, 4),
        "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}",
        "WRONGPASS invalid username-password pair or user is disabled.",
        "x509: certificate signed by unknown authority",
    ]
    e = ch(errs)
    if lang == "en":
        f = ch([("The task said 'fix the failing job' and the log only had this:\n%s" % e, "The credential itself was never printed; the job was reading the variable from the wrong environment.", "Can the job log which secret name it loaded (not the value)?"),
                ("I didn't know %s had rotated credentials overnight." % X["proj"], "Symptom:\n%s\nFixed by redeploying so the pods pick up the new secret." % e, "")])
    else:
        f = ch([("태스크는 '실패하는 잡 고치기'였고 로그엔 이것만 있었음:\n%s" % e, "크리덴셜 값은 찍히지 않았음. 잡이 엉뚱한 환경의 변수를 읽고 있었던 것.", "잡이 값 말고 어떤 secret 이름을 읽었는지 로그로 남길 수 있는지?"),
                ("%s 크리덴셜이 밤사이 로테이션된 걸 몰랐음." % X["proj"], "증상:\n%s\n파드 재배포해서 새 secret 읽게 하니 해결." % e, "")])
    return "clean: authentication error message", f


def c_rotation(lang):
    X = mkctx()
    svc = ch(["Stripe", "OpenAI", "Datadog", "the database", "SendGrid", "GitHub deploy", "Twilio", "Slack bot", "AWS IAM user ci-%s" % X["proj"], "Toss Payments", "Kakao admin"])
    t = "%02d:%02d" % (ri(0, 23), ri(0, 59))
    if lang == "en":
        f = ch([("I wasn't told the %s key had been rotated this morning." % svc, "New key was generated in the %s dashboard at %s, stored in 1Password item '%s-%s', and the old one was revoked after all pods restarted. No key value was copied anywhere else." % (svc.split(" ")[0], t, X["proj"], X["env"]),
                 "Should rotation also update the staging copy automatically?"),
                ("Nobody mentioned that rotating the %s credential requires restarting the workers." % svc, "Rotation steps: create new key, update the secret in the store, `kubectl rollout restart deploy/%s -n %s`, then revoke the old key once error rates stay flat." % (X["proj"], X["env"]), ""),
                ("The leak report said 'key exposed in CI logs' without saying which one.", "It was the %s credential; it is revoked now, and the replacement is only in the secret store. The CI log was deleted." % svc, "Do we need a postmortem for this?")])
    else:
        f = ch([("%s 키가 오늘 아침 로테이션된 걸 몰랐음." % svc, "%s 대시보드에서 %s에 새 키 생성, 1Password '%s-%s' 항목에 저장, 파드 재시작 끝난 뒤 예전 키 폐기. 키 값은 다른 데 복사 안 함." % (svc.split(" ")[0], t, X["proj"], X["env"]),
                 "로테이션할 때 staging 사본도 자동으로 갱신되게 할지?"),
                ("%s 크리덴셜 로테이션하면 워커 재시작이 필요하다는 얘기가 없었음." % svc, "절차: 새 키 생성 → 시크릿 스토어 값 교체 → `kubectl rollout restart deploy/%s -n %s` → 에러율 안정되면 예전 키 폐기." % (X["proj"], X["env"]), ""),
                ("유출 신고에 'CI 로그에 키 노출'만 있고 어떤 키인지는 없었음.", "%s 크리덴셜이었고 지금은 폐기됨. 새 키는 시크릿 스토어에만 있음. CI 로그는 삭제함." % svc, "포스트모템 써야 하는지?")])
    return "clean: talk about rotating a key (no value)", f


def c_handling(lang):
    X = mkctx()
    if lang == "en":
        f = ch([("I didn't know .env is gitignored and each dev creates their own.", "Copy .env.example to .env and ask %s for vault access; nothing secret is committed." % X["who_en"], "Can agents get read-only vault access?"),
                ("The task didn't say whether I may use production credentials for debugging.", "Policy: never use production secrets locally; use the sandbox account and the seeded test data.", ""),
                ("Nobody mentioned the pre-commit secret scanner.", "gitleaks runs in pre-commit and CI; a hit blocks the merge. False positives go into .gitleaksignore with the fingerprint of the finding, not the value.", "")])
    else:
        f = ch([(".env가 gitignore 돼 있고 각자 만들어 쓴다는 걸 몰랐음.", ".env.example 복사해서 .env 만들고 vault 권한은 %s님한테 요청. 레포엔 시크릿 없음." % X["who_ko"], "에이전트도 vault 읽기 권한 받을 수 있는지?"),
                ("디버깅에 운영 크리덴셜 써도 되는지 태스크에 없었음.", "정책: 로컬에선 운영 시크릿 절대 안 씀. 샌드박스 계정이랑 시드 데이터 사용.", ""),
                ("pre-commit 시크릿 스캐너 얘기를 못 들었음.", "gitleaks가 pre-commit이랑 CI에서 돌고, 걸리면 머지 막힘. 오탐은 값이 아니라 finding fingerprint로 .gitleaksignore에 추가.", "")])
    return "clean: prose about secret handling", f


def c_entropy(lang):
    X = mkctx()
    k = cyc("c_entropy", 6)
    if k == 0:
        snip = "Content-Security-Policy: script-src 'self' 'nonce-%s'" % b64(rb(16))
        what = "the CSP nonce (per response, public)"
    elif k == 1:
        snip = "static/chunks/pages/_app-%s.js\nstatic/css/%s.css\nbuildId: %s" % (hexs(16), hexs(16), rs(B64U, 21))
        what = "build output names"
    elif k == 2:
        snip = "cache key: %s-pnpm-%s\nrestore key: %s-pnpm-" % ("Linux", hexs(64), "Linux")
        what = "the CI cache key"
    elif k == 3:
        snip = "Idempotency-Key: %s" % uuid4()
        what = "the idempotency key we send"
    elif k == 4:
        snip = "flag key: %s-%s-%s, variation %s" % (ch(["new", "exp", "beta"]), X["proj"], rs(LOWNUM, 6), uuid4())
        what = "the feature flag"
    else:
        snip = "sentry release: %s@%s+%s" % (X["proj"], X["ver"], hexs(40))
        what = "the release name"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ch([("The reviewer asked whether the random-looking value below is a secret.", "It's %s:\n%s\nNot a credential." % (what, snip), ""),
                ("I didn't know %s changes on every build." % what, snip, "Should tests stop asserting on it?")])
    else:
        f = ch([("리뷰어가 아래 랜덤해 보이는 값이 시크릿이냐고 물음.", "%s임:\n%s\n크리덴셜 아님." % (what, snip), ""),
                ("%s{이/가} 빌드마다 바뀐다는 걸 몰랐음." % what, snip, "테스트에서 이 값 검증 빼야 하는지?")])
    return "clean: high-entropy non-secret values (%s)" % lab, f


def c_testcards(lang):
    X = mkctx()
    k = cyc("c_testcards", 3)
    if k == 0:
        snip = "4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), any future expiry, any CVC"
        what = "Stripe's documented test cards"
    elif k == 1:
        pre = ch(["4330", "5409", "9410"])
        body = pre + digits(11, False)
        num = body + luhn_digit(body)
        snip = "test card %s-%s-%s-%s, expiry 12/30 (sandbox only, from our own fixture generator)" % (num[:4], num[4:8], num[8:12], num[12:])
        what = "a generated sandbox card number"
    else:
        snip = "phone +1 555-01%02d, email qa+%s@example.com, resident number 900101-1******" % (ri(0, 99), rs(LOWNUM, 6))
        what = "fixture personal data (fake)"
    lab = what
    if lang == "ko":
        what = KO_WHAT[what]
    if lang == "en":
        f = ("The payment e2e test needed inputs and the task didn't list them.", "Used %s: %s" % (what, snip), "")
    else:
        f = ("결제 e2e 테스트 입력값이 태스크에 없었음.", "%s 사용: %s" % (what, snip), "")
    return "clean: test fixtures (%s)" % lab, f


def c_sshconfig(lang):
    X = mkctx()
    snip = "Host %s-bastion\n    HostName %s\n    User %s\n    IdentityFile ~/.ssh/id_ed25519_%s\n    IdentitiesOnly yes\n\nHost %s-*\n    ProxyJump %s-bastion" % (
        X["env"], "bastion.%s" % X["domain"], X["user"], X["org"].replace("-", "_"), X["env"], X["env"])
    if lang == "en":
        f = ("I couldn't reach the %s hosts and the task didn't mention the bastion." % X["env"], "~/.ssh/config that works:\n%s" % snip, "Should this be in the onboarding doc?")
    else:
        f = ("%s 호스트 접속이 안 됐는데 베스천 얘기가 태스크에 없었음." % X["env"], "동작하는 ~/.ssh/config:\n%s" % snip, "온보딩 문서에 넣을지?")
    return "clean: ssh config without keys", f


def c_devices(lang):
    X = mkctx()
    mac = ":".join(rs(HEXL, 2) for _ in range(6))
    body = "35" + digits(12, False)
    imei = body + luhn_digit(body)
    snip = "serial %s, MAC %s, IMEI %s" % (rs(UPNUM, 12), mac, imei)
    if lang == "en":
        f = ("The MDM enrollment failed and the task didn't identify the device.", "Device: %s. It's now enrolled." % snip, "")
    else:
        f = ("MDM 등록이 실패했는데 어떤 기기인지 태스크에 없었음.", "기기: %s. 지금은 등록 완료." % snip, "")
    return "clean: device identifiers", f


# ---------------------------------------------------------------- publishable (browser-side) keys
def c_publishable(lang):
    X = mkctx()
    k = cyc("c_publishable", 24)
    if k == 0:
        v = "pk_%s_51%s" % (ch(["live", "test"]), rs(ALNUM, 97))
        snip, what = "const stripe = Stripe('%s');" % v, "Stripe publishable key"
    elif k == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": "%s-%s.firebaseapp.com" % (X["proj"], X["env"]), "projectId": "%s-%s" % (X["proj"], X["env"]),
               "storageBucket": "%s-%s.appspot.com" % (X["proj"], X["env"]), "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), hexs(22))}
        snip, what = "const firebaseConfig = %s;" % json.dumps(cfg, indent=2), "Firebase web config"
    elif k == 2:
        snip, what = "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\"></script>" % rs(B64U, 35), "Google Maps browser key (HTTP-referrer restricted)"
    elif k == 3:
        snip, what = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38), "reCAPTCHA site key"
    elif k == 4:
        snip, what = "<div class=\"h-captcha\" data-sitekey=\"%s\"></div>" % uuid4(), "hCaptcha site key"
    elif k == 5:
        snip, what = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(B64U, 14), "Cloudflare Turnstile site key"
    elif k == 6:
        snip, what = "mapboxgl.accessToken = '%s';" % g_mapbox("pk", X["org"]), "Mapbox public token"
    elif k == 7:
        snip, what = "const searchClient = algoliasearch('%s', '%s');" % (rs(UPNUM, 10), hexs(32)), "Algolia search-only key"
    elif k == 8:
        snip, what = "Sentry.init({ dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hexs(32), digits(6), digits(7)), "Sentry DSN"
    elif k == 9:
        snip, what = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (X["ref"], g_supabase_jwt("anon")), "Supabase anon key"
    elif k == 10:
        snip, what = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % X["domain"]).encode()).rstrip("="), "Clerk publishable key"
    elif k == 11:
        snip, what = "const tossPayments = TossPayments(\"%s_ck_%s\");" % (ch(["test", "live"]), rs(ALNUM, 20)), "Toss Payments client key"
    elif k == 12:
        snip, what = "Kakao.init('%s');\nKakao.Auth.authorize({ redirectUri: 'https://%s/oauth/kakao' });" % (hexs(32), X["domain"]), "Kakao JavaScript key"
    elif k == 13:
        snip, what = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key"
    elif k == 14:
        snip, what = "mixpanel.init(\"%s\", { track_pageview: true });" % hexs(32), "Mixpanel project token"
    elif k == 15:
        snip, what = "analytics.load(\"%s\");" % rs(ALNUM, 32), "Segment write key (analytics.js)"
    elif k == 16:
        snip, what = "amplitude.init('%s', { defaultTracking: true });" % hexs(32), "Amplitude browser API key"
    elif k == 17:
        snip, what = "const ldclient = LDClient.initialize('%s', context);" % hexs(24), "LaunchDarkly client-side ID"
    elif k == 18:
        snip, what = "<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=USD\"></script>" % rs(B64U, 79), "PayPal client ID"
    elif k == 19:
        snip, what = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LOWNUM, 8), rs(LOWNUM, 16)), "Braintree tokenization key"
    elif k == 20:
        snip, what = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com', service: '%s' });" % (uuid4(), hexs(32), X["proj"]), "Datadog RUM client token"
    elif k == 21:
        d, P = ec_keypair(P256)
        snip, what = "const token = await getToken(messaging, { vapidKey: '%s' });" % b64u(pt_bytes(P)), "FCM web push VAPID public key"
    elif k == 22:
        snip, what = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(LOWNUM, 10), "Naver Maps client ID"
    else:
        snip, what = "const square = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), rs(UPNUM, 13)), "Square application ID"
    if lang == "en":
        f = ch([("The secret scanner flagged the frontend bundle and the task didn't say whether the key in it is sensitive.", "It is the %s, which the vendor documents as safe to ship to browsers:\n%s" % (what, snip), "Should the scanner allowlist it?"),
                ("I wasn't sure whether it's OK to commit the %s." % what, "It is meant to be public; restrictions are configured on the vendor side (domains/referrers):\n%s" % snip, ""),
                ("The frontend needed the %s and the task didn't include it." % what, "Found it in the vendor console and added it to the client:\n%s" % snip, "")])
    else:
        f = ch([("시크릿 스캐너가 프론트 번들을 잡았는데 그 안의 키가 민감한 건지 태스크에 없었음.", "%s{이고/고}, 벤더 문서상 브라우저에 노출돼도 되는 값임:\n%s" % (what, snip), "스캐너 allowlist에 추가할지?"),
                ("%s{을/를} 커밋해도 되는지 헷갈렸음." % what, "원래 공개용이고 제한은 벤더 쪽(도메인/리퍼러)에서 걸려 있음:\n%s" % snip, ""),
                ("프론트에 %s{이/가} 필요한데 태스크에 없었음." % what, "벤더 콘솔에서 찾아서 클라이언트에 넣음:\n%s" % snip, "")])
    return "clean: publishable key (%s) [publishable]" % what, f


# ====================================================================== assembly and checks
SECRET_WEIGHTS = [
    (t_db_url, 12), (t_cli_pw, 22), (t_sql_pw, 8), (t_config_pw, 16), (t_prose_pw, 10), (t_split_sent, 6), (t_split_fields, 8),
    (t_ask_repeat, 5), (t_chat_pw, 6), (t_table_pw, 4), (t_trace, 6), (t_diff_pw, 4), (t_basic, 6), (t_bearer_cookie, 8), (t_pem, 8),
    (t_totp, 5), (t_recovery, 6), (t_wifi, 5), (t_pin, 5), (t_wallet, 6), (t_app_pw, 4), (t_framework, 8), (t_wg_age, 4),
    (t_cli_output, 8), (t_kube, 4), (t_dotfile, 6), (t_file_pw, 5), (t_signing, 4), (t_oauth, 4),
]
VENDOR_SHARE = {"en": 105, "ko": 70}
CLEAN_WEIGHTS = [
    (c_publishable, 48), (c_env_ref, 20), (c_store_ref, 24), (c_encrypted, 10), (c_placeholder, 16), (c_masked, 18), (c_docexample, 8),
    (c_hashes, 24), (c_ids, 28), (c_longids, 16), (c_base64, 12), (c_pubkeys, 22), (c_urls, 14), (c_flags_prose, 10), (c_policy, 8),
    (c_auth_errors, 20), (c_rotation, 16), (c_handling, 10), (c_entropy, 10), (c_testcards, 6), (c_sshconfig, 6), (c_devices, 4),
]
COUNTS = {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}
MAX_MC, MAX_LESSON, MAX_ASK = 1024, 1024, 512

# Shapes that must never appear in a clean note (guards against template mistakes).
CLEAN_FORBIDDEN = [r"-----BEGIN [A-Z ]*PRIVATE KEY", r"\bsk_live_[A-Za-z0-9]{10}", r"\brk_live_[A-Za-z0-9]{10}", r"\bghp_[A-Za-z0-9]{36}", r"\bgho_[A-Za-z0-9]{36}", r"\bxox[bpa]-\d",
                   r"\bAKIA(?!IOSFODNN7EXAMPLE|I44QH8DHBEXAMPLE)[A-Z2-7]{16}", r"\bsk-ant-", r"\bsk-proj-[A-Za-z0-9_-]{20}", r"\bglpat-", r"\bhvs\.",
                   r"AGE-SECRET-KEY-1", r"\bxprv", r"\bnpm_[A-Za-z0-9]{36}", r"\bSG\.[A-Za-z0-9_-]{22}\.", r"://[^/\s:@]+:(?!\*+@)[^@\s/]{3,}@"]


def allocate(weights, n):
    tot = sum(w for _, w in weights)
    raw = [(fn, n * w / tot) for fn, w in weights]
    base = [(fn, int(x)) for fn, x in raw]
    left = n - sum(b for _, b in base)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][1] - int(raw[i][1])), i))
    counts = [b for _, b in base]
    for i in order[:left]:
        counts[i] += 1
    out = []
    for (fn, _), c in zip(base, counts):
        out += [fn] * c
    assert len(out) == n
    return out


def has_hangul(s):
    return any("가" <= c <= "힣" for c in s)


def redact(text, secrets):
    for s in sorted(secrets, key=len, reverse=True):
        text = text.replace(s, "[REDACTED]")
    return text


def check_note(kind, lang, category, fields, secrets):
    """Return an error string, or None when every FORMAT.txt rule holds."""
    mc, le, ask = fields["missing_context"], fields["lesson"], fields["ask_next_time"]
    if not mc.strip() or not le.strip():
        return "empty field"
    if len(mc.encode()) > MAX_MC or len(le.encode()) > MAX_LESSON or len(ask.encode()) > MAX_ASK:
        return "field too long"
    if lang == "ko" and not (has_hangul(mc) or has_hangul(le)):
        return "korean note without hangul"
    if kind == "clean":
        if secrets:
            return "clean note with secrets"
        if category.endswith(" [publishable]") != ("publishable key" in category):
            return "publishable tag mismatch"
        for pat in CLEAN_FORBIDDEN:
            for f in (mc, le, ask):
                if re.search(pat, f):
                    return "clean note matches forbidden shape %s" % pat
        return None
    if "[publishable]" in category:
        return "secret note tagged publishable"
    if not secrets:
        return "secret note without secrets"
    allf = [mc, le, ask]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if s != s.strip():
            return "secret with surrounding whitespace"
        if not any(s in f for f in allf):
            return "secret not verbatim in fields"
    red = [redact(f, secrets) for f in allf]
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for f in red:
                if w in f:
                    return "8-char window %r of a secret survives outside its occurrences" % w
    return None


def finish_secrets(cands, fields):
    allf = fields["missing_context"] + "\n" + fields["lesson"] + "\n" + fields["ask_next_time"]
    out = []
    for s in cands:
        if s and s not in out and s in allf:
            out.append(s)
    # drop a candidate wholly contained in another listed one only if it never occurs on its own
    final = []
    for s in out:
        others = [o for o in out if o != s and s in o]
        if others:
            stripped = allf
            for o in sorted(others, key=len, reverse=True):
                stripped = stripped.replace(o, "\0")
            if s not in stripped:
                continue
        final.append(s)
    return final


RETRIES = {}


def make_note(kind, lang, fn, vendor=None):
    last = None
    for attempt in range(40):
        if kind == "secret":
            if vendor is not None:
                category, f, cands = t_vendor(lang, vendor)
            else:
                category, f, cands = fn(lang)
            if isinstance(f, tuple):
                f = {"missing_context": f[0], "lesson": f[1], "ask_next_time": f[2]}
        else:
            category, f = fn(lang)
            f = {"missing_context": f[0], "lesson": f[1], "ask_next_time": f[2]}
            cands = []
        if lang == "ko":
            f = {k: josa(v) for k, v in f.items()}
        else:
            f = dict(f)
        secrets = finish_secrets(cands, f) if kind == "secret" else []
        err = check_note(kind, lang, category, f, secrets)
        if err is None:
            if attempt:
                RETRIES[category.split(" [")[0]] = RETRIES.get(category.split(" [")[0], 0) + attempt
            return {"lang": lang, "kind": kind, "category": category, "fields": f, "secrets": secrets}
        last = err
    raise RuntimeError("could not build a valid note for %s/%s/%s: %s" % (kind, lang, getattr(fn, "__name__", vendor and vendor["name"]), last))


def build():
    jobs = []
    vendors = list(VENDORS)
    R.shuffle(vendors)
    vi = 0
    for lang in ("en", "ko"):
        nv = VENDOR_SHARE[lang]
        for _ in range(nv):
            jobs.append(("secret", lang, None, vendors[vi % len(vendors)]))
            vi += 1
        for fn in allocate(SECRET_WEIGHTS, COUNTS[("secret", lang)] - nv):
            jobs.append(("secret", lang, fn, None))
        for fn in allocate(CLEAN_WEIGHTS, COUNTS[("clean", lang)]):
            jobs.append(("clean", lang, fn, None))
    R.shuffle(jobs)
    notes, seen = [], set()
    for kind, lang, fn, vendor in jobs:
        for _ in range(20):
            n = make_note(kind, lang, fn, vendor)
            key = (n["fields"]["missing_context"], n["fields"]["lesson"], n["fields"]["ask_next_time"])
            if key not in seen:
                seen.add(key)
                notes.append(n)
                break
        else:
            raise RuntimeError("duplicate notes")
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "fx%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": n["secrets"]})
    return out


def final_checks(notes):
    assert len(notes) == 720
    ids = [n["id"] for n in notes]
    assert ids == ["fx%03d" % i for i in range(1, 721)] and len(set(ids)) == 720
    cnt = {}
    for n in notes:
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(n["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
        assert check_note(n["kind"], n["lang"], n["category"], n["fields"], n["secrets"]) is None, n["id"]
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == COUNTS, cnt
    return cnt


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v120.jsonl"
    notes = build()
    cnt = final_checks(notes)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes)
    with open(out_path, "w", encoding="utf-8") as fh:
        fh.write(data)
    sys.stderr.write("wrote %s: %d notes %s sha256=%s\n" % (out_path, len(notes), sorted(cnt.items()), hashlib.sha256(data.encode("utf-8")).hexdigest()))
    if RETRIES:
        sys.stderr.write("template retries: %s\n" % sorted(RETRIES.items(), key=lambda kv: -kv[1]))


if __name__ == "__main__":
    main()
