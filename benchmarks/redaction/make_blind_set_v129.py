#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v129.py -- generator of the blind evaluation set blind_set_v129.jsonl

Blind set for a credential-redaction filter of an AI-agent memory server.
Python 3 standard library only, no network, deterministic: a single
random.Random(129_2026_1128) drives every choice; no iteration over sets,
no hash(), so the output does not depend on PYTHONHASHSEED.

Every credential body is generated at run time in the public shape of its
kind (prefix, alphabet, length, and checksum / encoding where the format has
one: GitHub/npm CRC32-base62, BitLocker mod-11 groups, base58check WIF,
bech32 age keys, real Ed25519 / P-256 public points inside OpenSSH / PEM
keys, PyPI macaroon bytes, JWT JSON segments, ...).

Usage:  python3 make_blind_set_v129.py [--out PATH]
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
import urllib.parse
import zlib
import random

SEED = 129_2026_1128
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
LD = LO + DI
UD = UP + DI
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
B64A = AN + '+/'
B64U = AN + '-_'
B32A = UP + '234567'
B58A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


# ---------------------------------------------------------------- basics
def ch(seq):
    return R.choice(seq)


def rs(n, a=AN):
    return ''.join(R.choice(a) for _ in range(n))


def rh(n):
    return rs(n, HX)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def b62(n, width):
    out = ''
    alpha = DI + UP + LO
    while n:
        n, r = divmod(n, 62)
        out = alpha[r] + out
    return out.rjust(width, '0')


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def jdump(o, indent=None):
    return json.dumps(o, ensure_ascii=False, indent=indent)


def pct(s, safe="!$&'()*+,;=-._~"):
    """percent-encode a password the way people do for URLs (reserved chars only)"""
    return urllib.parse.quote(s, safe=safe)


# ------------------------------------------------------- checksummed bodies
def crc_token(prefix, nrand=30):
    body = rs(nrand)
    return prefix + body + b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def base58(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58A[r] + out
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + out


def base58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return base58(payload + chk)


BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            if (b >> i) & 1:
                chk ^= gen[i]
    return chk


def bech32(hrp, data8):
    acc, bits, out = 0, 0, []
    for v in data8:
        acc = (acc << 8) | v
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hx + out + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH[d] for d in out + chk)


# ------------------------------------------------------------- Ed25519
_EP = 2 ** 255 - 19
_ED = -121665 * pow(121666, _EP - 2, _EP) % _EP


def _ed_recover_x(y, sign):
    x2 = (y * y - 1) * pow(_ED * y * y + 1, _EP - 2, _EP) % _EP
    x = pow(x2, (_EP + 3) // 8, _EP)
    if (x * x - x2) % _EP != 0:
        x = x * pow(2, (_EP - 1) // 4, _EP) % _EP
    if (x & 1) != sign:
        x = _EP - x
    return x


_GY = 4 * pow(5, _EP - 2, _EP) % _EP
_GX = _ed_recover_x(_GY, 0)
_EG = (_GX, _GY, 1, _GX * _GY % _EP)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % _EP
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % _EP
    C = 2 * P[3] * Q[3] * _ED % _EP
    D = 2 * P[2] * Q[2] % _EP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % _EP, G * H % _EP, F * G % _EP, E * H % _EP)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= 1 << 254
    P = _ed_mul(a, _EG)
    zi = pow(P[2], _EP - 2, _EP)
    x, y = P[0] * zi % _EP, P[1] * zi % _EP
    return (y | ((x & 1) << 255)).to_bytes(32, 'little')


# ------------------------------------------------------------- P-256
_PP = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff
_PN = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
_PG = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
       0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)


def _p_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % _PP == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], _PP - 2, _PP) % _PP
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], _PP - 2, _PP) % _PP
    x = (lam * lam - P[0] - Q[0]) % _PP
    return (x, (lam * (P[0] - x) - P[1]) % _PP)


def p256_keypair():
    d = R.randrange(1, _PN)
    Q, P, k = None, _PG, d
    while k:
        if k & 1:
            Q = _p_add(Q, P)
        P = _p_add(P, P)
        k >>= 1
    pub = b'\x04' + Q[0].to_bytes(32, 'big') + Q[1].to_bytes(32, 'big')
    return d.to_bytes(32, 'big'), pub


_OID_EC = bytes.fromhex('06072a8648ce3d0201')
_OID_P256 = bytes.fromhex('06082a8648ce3d030107')


def der(tag, body):
    n = len(body)
    if n < 128:
        ln = bytes([n])
    elif n < 256:
        ln = bytes([0x81, n])
    else:
        ln = bytes([0x82, n >> 8, n & 255])
    return bytes([tag]) + ln + body


def pem(label, derbytes, width=64):
    return '\n'.join([f'-----BEGIN {label}-----'] + wrap(b64e(derbytes), width) + [f'-----END {label}-----'])


def ec_sec1_der():
    d, pub = p256_keypair()
    return der(0x30, der(0x02, b'\x01') + der(0x04, d) + der(0xa0, _OID_P256) + der(0xa1, der(0x03, b'\x00' + pub)))


def ec_pkcs8_der():
    d, pub = p256_keypair()
    inner = der(0x30, der(0x02, b'\x01') + der(0x04, d) + der(0xa1, der(0x03, b'\x00' + pub)))
    return der(0x30, der(0x02, b'\x00') + der(0x30, _OID_EC + _OID_P256) + der(0x04, inner))


def ec_spki_der():
    d, pub = p256_keypair()
    return der(0x30, der(0x30, _OID_EC + _OID_P256) + der(0x03, b'\x00' + pub))


def ed25519_pkcs8_der():
    return bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)


def rsa_modulus(nbytes=256):
    m = bytearray(rbytes(nbytes))
    m[0] |= 0x80
    m[-1] |= 1
    return bytes(m)


def rsa_pkcs1_der_prefix():
    """first ~600 bytes of a PKCS#1 RSA-2048 private key (modulus, e, part of d)"""
    n = rsa_modulus()
    body = der(0x02, b'\x00') + der(0x02, b'\x00' + n) + der(0x02, b'\x01\x00\x01') + der(0x02, rsa_modulus())
    body += der(0x02, b'\x00' + rsa_modulus(128)) + der(0x02, b'\x00' + rsa_modulus(128))
    body += rbytes(1190 - len(body))
    return b'\x30\x82\x04\xa4' + body


def rsa_pkcs8_der_prefix():
    inner = rsa_pkcs1_der_prefix()
    return b'\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8' + inner


def sshstr(b):
    return struct.pack('>I', len(b)) + b


def ssh_rsa_pub_b64():
    return b64e(sshstr(b'ssh-rsa') + sshstr(b'\x01\x00\x01') + sshstr(b'\x00' + rsa_modulus()))


def ed25519_keypair():
    seed = rbytes(32)
    return seed, ed25519_pub(seed)


def ssh_ed25519_pub_b64(pub=None):
    if pub is None:
        pub = ed25519_keypair()[1]
    return b64e(sshstr(b'ssh-ed25519') + sshstr(pub))


def openssh_ed25519_private(comment):
    seed, pub = ed25519_keypair()
    chk = rbytes(4)
    priv = chk + chk + sshstr(b'ssh-ed25519') + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b'openssh-key-v1\x00' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + struct.pack('>I', 1)
            + sshstr(sshstr(b'ssh-ed25519') + sshstr(pub)) + sshstr(priv))
    lines = wrap(b64e(blob), 70)
    text = '\n'.join(['-----BEGIN OPENSSH PRIVATE KEY-----'] + lines + ['-----END OPENSSH PRIVATE KEY-----'])
    return text, lines


def openssh_rsa_private_prefix(comment):
    n = rsa_modulus(384)
    pubblob = sshstr(b'ssh-rsa') + sshstr(b'\x01\x00\x01') + sshstr(b'\x00' + n)
    chk = rbytes(4)
    priv = chk + chk + pubblob + sshstr(b'\x00' + rsa_modulus(384)) + sshstr(rbytes(192)) + sshstr(rbytes(193))
    blob = (b'openssh-key-v1\x00' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + struct.pack('>I', 1)
            + sshstr(pubblob) + sshstr(priv + sshstr(comment.encode())))
    return wrap(b64e(blob), 70)


def wg_key():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64e(bytes(k))


def jwt(header, payload, key=None):
    h = b64u(json.dumps(header, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    if header.get('alg', '').startswith('HS'):
        sig = hmac.new(key or rbytes(32), f'{h}.{p}'.encode(), hashlib.sha256).digest()
    elif header.get('alg') in ('RS256', 'PS256'):
        sig = rbytes(256)
    elif header.get('alg') == 'EdDSA':
        sig = rbytes(64)
    else:
        sig = rbytes(64)
    return f'{h}.{p}.{b64u(sig)}'


def ts_recent():
    return ri(1_700_000_000, 1_760_000_000)


# ------------------------------------------------------ Hangul keyboard
_CHO = 'rRseEfaqQtTdwWczxvg'
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
         'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(s):
    out = []
    for c in s:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            out.append(_CHO[o // 588] + _JUNG[(o % 588) // 28] + _JONG[o % 28])
        else:
            out.append(c)
    return ''.join(out)


# ------------------------------------------------------------- pools
EN_USERS = ['jmiller', 'sarah.k', 'dchen', 'priya', 'tbecker', 'mwong', 'deploy', 'ci-bot', 'svc_reporting', 'etl_user',
            'app_rw', 'app_ro', 'admin', 'ops', 'jalvarez', 'owen', 'analytics', 'backup', 'grafana', 'jenkins',
            'ubuntu', 'ec2-user', 'devops', 'qa_tester', 'support', 'webmaster', 'build', 'migrator', 'readonly']
KO_USERS = ['minji.kim', 'jhpark', 'seoyeon', 'dev.lee', 'hyunwoo', 'kimjs', 'swchoi', 'jiho.yoon', 'daeun', 'smhan',
            'dev01', 'admin', 'deploy', 'batch_user', 'app_user', 'svc_api', 'ops', 'report_ro']
EN_PEOPLE = ['Dana Kim', 'Marcus Lee', 'Priya Raman', 'Tom Becker', 'Jess Alvarez', 'Owen Park', 'Sam Ortiz', 'Leah Cohen',
             'Ravi Patel', 'Hannah Weber', 'Chris Nolan', 'Aiko Tanaka', 'Ben Adler', 'Maya Singh']
KO_PEOPLE = ['김민지', '박지훈', '이서연', '최현우', '정다은', '한승민', '윤지호', '강수빈', '조영훈', '임하늘', '오세진', '신예린']
KO_TITLES = ['님', ' 팀장님', ' 책임님', ' 선임님', ' 매니저님', '님', ' 대리님', ' 수석님']
PROJECTS = ['billing-api', 'checkout-web', 'etl-nightly', 'admin-portal', 'search-indexer', 'notification-worker',
            'mobile-backend', 'data-pipeline', 'auth-service', 'reporting', 'inventory-sync', 'support-bot',
            'payments-gateway', 'crm-sync', 'ml-training', 'docs-site', 'ingest', 'scheduler', 'media-upload',
            'partner-api', 'web-frontend', 'order-service', 'analytics-dash', 'feature-store', 'ledger']
COMPANIES = ['acme', 'northwind', 'globex', 'initech', 'hooli', 'umbrella-labs', 'brightwave', 'tidepool', 'kestrel',
             'lumen', 'quarry', 'parcelly', 'fernbank', 'orbitly']
KO_COMPANIES = ['dalbit', 'hanbit-soft', 'nuri', 'saebyeok', 'byeol', 'haneul-pay', 'gureum', 'maru', 'baram', 'sori',
                'dotori', 'hyangi']
ENVS = ['prod', 'staging', 'dev', 'qa', 'stg', 'sandbox']
KO_ENV = {'prod': '운영', 'staging': '스테이징', 'dev': '개발', 'qa': 'QA', 'stg': '스테이징', 'sandbox': '샌드박스'}
EN_ENV = {'prod': 'production', 'staging': 'staging', 'dev': 'dev', 'qa': 'QA', 'stg': 'staging', 'sandbox': 'sandbox'}
REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-northeast-2', 'ap-southeast-1', 'ap-northeast-1']


def company(lang):
    return ch(KO_COMPANIES) if lang == 'ko' and chance(0.7) else ch(COMPANIES)


def domain(lang):
    c = company(lang)
    if lang == 'ko' and c in KO_COMPANIES:
        return c + ch(['.co.kr', '.kr', '.io', '.com', '.dev'])
    return c + ch(['.io', '.com', '.dev', '.net', '.app', '.co'])


def host(kind, lang, env=None):
    env = env or ch(ENVS)
    style = ri(0, 5)
    if style == 0:
        return f'{kind}-{env}-{ri(1, 3)}.internal'
    if style == 1:
        return f'{kind}.{env}.{domain(lang)}'
    if style == 2:
        return f'{ri(10, 10)}.{ri(0, 40)}.{ri(0, 255)}.{ri(2, 250)}'
    if style == 3:
        return f'{kind}-{env}.{ch(["svc.cluster.local", "default.svc", "corp.local", "lan"])}'
    if style == 4:
        return f'{kind}{ri(1, 9)}.{env}.{domain(lang)}'
    return f'{env}-{kind}.{ch(["c8xk2p1m", "cz0abc4d5e", "a1b2c3"])}.{ch(REGIONS)}.rds.amazonaws.com' if kind in ('db', 'pg', 'mysql') else f'{kind}.{env}.lan'


def person(lang):
    if lang == 'ko':
        return ch(KO_PEOPLE)
    return ch(EN_PEOPLE)


def user(lang):
    return ch(KO_USERS) if lang == 'ko' and chance(0.6) else ch(EN_USERS)


def email(lang):
    u = ch(['minji.kim', 'jh.park', 'seoyeon.lee', 'hw.choi', 'daeun.jung']) if lang == 'ko' else ch(
        ['dana', 'marcus.lee', 'priya.r', 'tom', 'jess', 'ops', 'billing', 'dev'])
    return f'{u}@{domain(lang)}'


# ---------------------------------------------------------- passwords
WORDS = ['copper', 'lantern', 'orbit', 'maple', 'falcon', 'river', 'quartz', 'velvet', 'ember', 'harbor', 'pixel',
         'tundra', 'saffron', 'gravel', 'meadow', 'cobalt', 'willow', 'thunder', 'nectar', 'granite', 'sparrow',
         'mango', 'rocket', 'violet', 'cactus', 'glacier', 'lemon', 'badger', 'canyon', 'marble', 'oyster', 'piano',
         'walnut', 'zephyr', 'basil', 'cedar', 'fjord', 'garnet', 'hollow', 'island', 'jigsaw', 'kettle', 'lobster',
         'nimbus', 'otter', 'pepper', 'quiver', 'raven', 'salmon', 'tulip', 'umber', 'vortex', 'wombat', 'yonder',
         'anchor', 'biscuit', 'comet', 'dune', 'fossil', 'ginger', 'hazel', 'ivory', 'juniper', 'koala', 'lilac']
HUMAN_BASES = ['Dolphin', 'Bluebird', 'Chelsea', 'Liverpool', 'Snoopy', 'Pikachu', 'Mustang', 'Phoenix', 'Sunshine',
               'Monkey', 'Dragon', 'Shadow', 'Tigger', 'Buster', 'Maggie', 'Yankees', 'Cowboys', 'Barcelona', 'Welcome',
               'Baseball', 'Princess', 'Charlie', 'Football', 'Hockey', 'Jordan', 'Starwars', 'Batman', 'Ginger',
               'Coffee', 'Pepper', 'Marley', 'Oliver', 'Bailey', 'Rangers', 'Arsenal', 'Thunder']
SEASONS = ['Summer', 'Winter', 'Spring', 'Autumn', 'Fall']
SYMS = '!@#$%^&*-_=+?.'
KO_PW_WORDS = ['사랑해', '안녕하세요', '우리집', '김민지', '행복', '비밀번호', '고양이', '강아지', '하늘', '바다', '서울',
               '부산', '초코', '토끼', '별빛', '무지개', '짱구', '뽀삐', '호랑이', '보리', '감자', '딸기', '여름', '겨울',
               '대한민국', '사과', '해바라기', '코딩', '개발자', '회사']
KEYWALKS = ['qwer1234', '1q2w3e4r', 'zaq12wsx', 'asdf1234', '1qaz2wsx', 'qwerty12', 'q1w2e3r4', '1q2w3e4r5t',
            'qwer!@#$', 'asdfqwer', 'zxcv1234', 'qazwsx12']


def leet(w):
    m = {'a': '@', 'o': '0', 'e': '3', 's': '$', 'i': '1', 'l': '1', 't': '7'}
    return ''.join(m[c] if c in m and chance(0.6) else c for c in w)


def pw_human():
    k = ri(0, 5)
    if k == 0:
        return ch(SEASONS) + str(ri(2019, 2026)) + ch('!@#$?')
    if k == 1:
        return ch(HUMAN_BASES) + str(ri(1, 9999)).zfill(ch([2, 3, 4])) + ch(['!', '#', '$', '!!', '', '*'])
    if k == 2:
        return leet(ch(HUMAN_BASES)).capitalize() + ch(['!', '@', '#']) + str(ri(10, 2026))
    if k == 3:
        return ch(COMPANIES).split('-')[0].capitalize() + ch(['@', '#', '!']) + str(ri(2020, 2026)) + ch(['', 'Q' + str(ri(1, 4)), '!'])
    if k == 4:
        return ch(HUMAN_BASES).lower() + ch(['_', '.', '']) + str(ri(1970, 2012)) + ch(['!', '', '?'])
    return ch(HUMAN_BASES) + ch(['&', '+', '#']) + ch(HUMAN_BASES).lower() + str(ri(1, 99))


def pw_passphrase(sep=None):
    n = ri(3, 5)
    ws = sample(WORDS, n)
    sep = sep if sep is not None else ch(['-', '-', '.', '_', ' ', ''])
    if sep == '':
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(ri(1, 99)) if sep else str(ri(1, 99))
    return s


def pw_generated(n=None, syms='!@#$%^&*-_=+?'):
    n = n or ri(14, 24)
    while True:
        s = ''.join(R.choice(AN + syms) for _ in range(n))
        if any(c in syms for c in s) and any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def pw_koreankbd():
    w = ch(KO_PW_WORDS)
    if chance(0.35):
        w += ch(KO_PW_WORDS)
    s = hangul_to_qwerty(w)
    s += ch(['', '!', '1!', '@', '!!']) + ch([str(ri(1, 9999)), str(ri(1990, 2026)), '1004', '486', '0707', '123'])
    if len(s) < 8:
        s += ch(['!@#', '1234', '0000', '#1'])
    return s


def pw_hangul():
    w = ch(KO_PW_WORDS) + ch(KO_PW_WORDS)
    while len(w) < 5:
        w += ch(KO_PW_WORDS)
    return w + ch(['', '!', '#']) + str(ri(1, 2026))


def pw_keywalk():
    s = ch(KEYWALKS)
    return s + ch(['!', '!@', '!@#', '#', '$$', '^^', '']) + (str(ri(1, 99)) if chance(0.4) else '')


def pw_b64rand():
    return b64e(rbytes(ch([18, 24, 24, 32, 33])))


def pw_hex():
    return rh(ch([32, 32, 40, 64]))


def pw_any(lang, kind=None):
    kinds = ['human', 'human', 'passphrase', 'generated', 'generated', 'keywalk', 'b64', 'hex']
    if lang == 'ko':
        kinds += ['koreankbd', 'koreankbd', 'hangul', 'keywalk']
    kind = kind or ch(kinds)
    f = {'human': pw_human, 'passphrase': lambda: pw_passphrase(ch(['-', '.', '_', ''])), 'generated': pw_generated,
         'keywalk': pw_keywalk, 'b64': pw_b64rand, 'hex': pw_hex, 'koreankbd': pw_koreankbd,
         'hangul': pw_hangul}[kind]
    while True:
        s = f()
        if len(s) >= 8 and s == s.strip() and not any(c in s for c in '\'"\\`'):
            return s


def pw_url_safeish(lang):
    """password for contexts where people usually keep it plain (no URL-reserved chars)"""
    while True:
        s = pw_any(lang)
        if not any(c in s for c in '@:/#?% ') and all(ord(c) < 128 for c in s):
            return s


def pw_shell(lang):
    while True:
        s = pw_any(lang)
        if ' ' not in s and all(ord(c) < 128 for c in s) and not any(c in s for c in '$!&;|<>()'):
            return s


# ------------------------------------------------- Korean particles (josa)
def has_batchim(word):
    """final-consonant test for the last pronounceable character (Hangul, digit, or English letter)"""
    for c in reversed(word):
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            return (o % 28) != 0, (o % 28) == 8
        if c.isdigit():
            return c in '013678', c in '178'
        if c.isascii() and c.isalpha():
            w = word.lower()
            if c.isupper() and (len(word) < 2 or not word[-2].islower()):
                return c in 'LMNR', c in 'LR'
            if w.endswith(('ne', 'me')):
                return True, False
            if w.endswith('le'):
                return True, True
            if w.endswith('ng'):
                return True, False
            return c.lower() in 'lmn', c.lower() == 'l'
    return False, False


JOSA_PAIRS = {'이': ('이', '가'), '가': ('이', '가'), '은': ('은', '는'), '는': ('은', '는'), '을': ('을', '를'), '를': ('을', '를'),
              '과': ('과', '와'), '와': ('과', '와'), '이랑': ('이랑', '랑'), '랑': ('이랑', '랑')}


def jo(word, particle):
    """word + the right form of particle (given in either form); also 으로/로"""
    b, rieul = has_batchim(word)
    if particle in ('으로', '로'):
        return word + ('으로' if b and not rieul else '로')
    a, nb = JOSA_PAIRS[particle]
    return word + (a if b else nb)


_JOSA_RE = None


def fix_ascii_josa(text):
    """fix particles written right after an English/number token (e.g. 'cypher-shell가' -> 'cypher-shell이')"""
    global _JOSA_RE
    if _JOSA_RE is None:
        _JOSA_RE = re.compile(r'([A-Za-z0-9][A-Za-z0-9._/\-]*)(으로|이랑|이|가|은|는|을|를|과|와|로|랑)(?=[\s.,)!?:;]|$)')

    def rep(m):
        w, p = m.group(1), m.group(2)
        return jo(w, p)
    return _JOSA_RE.sub(rep, text)


# ------------------------------------------------------ task context prefix
EN_TASKS = ['upgrading {svc} to Node 20', 'moving {svc} to the new k8s cluster', 'fixing the flaky nightly job in {svc}', 'adding SSO to {svc}',
            'debugging 5xx errors on {svc}', 'setting up a staging environment for {svc}', 'writing e2e tests for {svc}', 'porting {svc} off Heroku',
            'adding retries to the {svc} client', 'cleaning up the {svc} Dockerfile', 'wiring {svc} into the new CI pipeline', 'investigating a data gap in {svc}',
            'bumping dependencies in {svc}', 'splitting config per environment for {svc}', 'onboarding a new region for {svc}']
KO_TASKS = ['{svc} Node 20 업그레이드', '{svc} 신규 클러스터 이전', '{svc} 야간 배치 장애 대응', '{svc} SSO 연동', '{svc} 5xx 원인 분석', '{svc} 스테이징 환경 구축',
            '{svc} e2e 테스트 작성', '{svc} 헤로쿠에서 이전', '{svc} 클라이언트 재시도 로직 추가', '{svc} Dockerfile 정리', '{svc} CI 파이프라인 이관',
            '{svc} 데이터 누락 조사', '{svc} 의존성 업데이트', '{svc} 환경별 설정 분리']
TICKET_PREFIX = ['PAY', 'OPS', 'INFRA', 'BE', 'FE', 'DATA', 'PLAT', 'SEC', 'CORE', 'APP']


def task_prefix(lang):
    svc = ch(PROJECTS)
    tk = f'{ch(TICKET_PREFIX)}-{ri(12, 4999)}'
    if lang == 'ko':
        t = ch(KO_TASKS).format(svc=svc)
        return ch([f'{t} 작업 중. ', f'[{tk}] {t}. ', f'({t} 작업) ', f'{tk} 진행하면서: '])
    t = ch(EN_TASKS).format(svc=svc)
    return ch([f'While {t}: ', f'[{tk}] {t[0].upper() + t[1:]}. ', f'Task: {t} ({tk}). ', f'Context: {t}. '])


# =====================================================================
#  Vendor token shapes
# =====================================================================
def t_github_classic():
    return crc_token('ghp_')


def t_github_fine():
    return 'github_pat_' + rs(22) + '_' + rs(59)


def t_github_app():
    return crc_token(ch(['ghs_', 'gho_', 'ghu_']))


def t_gitlab():
    return 'glpat-' + rs(20, B64U)


def t_slack_bot():
    return f'xoxb-{ri(10**9, 10**12)}-{ri(10**12, 10**13)}-{rs(24)}'


def t_slack_user():
    return f'xoxp-{ri(10**9, 10**12)}-{ri(10**9, 10**12)}-{ri(10**12, 10**13)}-{rh(32)}'


def t_slack_app():
    return f'xapp-1-A{rs(10, UD)}-{ri(10**12, 10**13)}-{rh(64)}'


def t_stripe(live=True, restricted=False):
    p = ('rk_' if restricted else 'sk_') + ('live_' if live else 'test_')
    return p + ch(['51', '4e']) + rs(ch([22, 97]))


def t_openai():
    k = ri(0, 3)
    if k == 0:
        return 'sk-' + rs(20) + 'T3BlbkFJ' + rs(20)
    if k == 1:
        return 'sk-svcacct-' + rs(74, B64U) + 'T3BlbkFJ' + rs(74, B64U)
    return 'sk-proj-' + rs(74, B64U) + 'T3BlbkFJ' + rs(74, B64U)


def t_anthropic():
    return 'sk-ant-api03-' + rs(93, B64U) + 'AA'


def t_google_api():
    return 'AIza' + ch('SB') + ch(['y', 'A', 'D']) + rs(33, B64U)


def t_aws_id(prefix='AKIA'):
    return prefix + rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')


def t_aws_secret():
    return rs(40, B64A)


def t_aws_session():
    return 'IQoJb3JpZ2luX2Vj' + rs(ch([280, 340]), B64A)


def t_jwt_generic(payload, alg='HS256', extra=None):
    h = {'alg': alg, 'typ': 'JWT'}
    if extra:
        h.update(extra)
    return jwt(h, payload)


def t_pypi():
    ident = uuid4()
    blob = (b'\x02\x01\x08pypi.org\x02' + bytes([len(ident) + 13]) + b'{"version":1}' + ident.encode()
            + b'\x00\x02\x06' + bytes([len(ident) + 40])
            + b'{"version": 1, "permissions": {"projects": ["' + ch(PROJECTS).encode() + b'"]}}' + b'\x00\x00\x06\x20' + rbytes(32))
    return 'pypi-' + b64u(blob)


def t_atlassian():
    body = rs(180, B64U)
    return 'ATATT3xFfGF0' + body + '=' + format(zlib.crc32(body.encode()) & 0xFFFFFFFF, '08X')


def t_sentry_org(slug):
    payload = {'iat': float(ts_recent()) + 0.123456, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': slug}
    return 'sntrys_' + b64u(json.dumps(payload, separators=(',', ':')).encode()) + '_' + rs(43, B64U)


def t_discord_bot():
    uid = str(ri(10**17, 10**18 * 2))
    return b64u(uid.encode()) + '.' + rs(6, B64U) + '.' + rs(38, B64U)


def t_telegram():
    return f'{ri(10**8, 10**10 - 1)}:AA{rs(33, B64U)}'


def t_azure_client_secret():
    return rs(3, AN) + '8Q~' + rs(34, AN + '_~.-')


def t_azure_storage_key():
    return b64e(rbytes(64))


def t_tfc():
    return rs(14) + '.atlasv1.' + rs(67)


def t_vault():
    return 'hvs.' + (rs(24) if chance(0.5) else 'CAESI' + rs(86, B64U))


def t_supabase_service(ref):
    iat = ts_recent()
    return jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': iat, 'exp': iat + 315360000})


def t_supabase_anon(ref):
    iat = ts_recent()
    return jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': iat, 'exp': iat + 315360000})


def t_fcm():
    return 'AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U)


def t_twitter_bearer():
    return 'AAAAAAAAAAAAAAAAAAAAA' + rs(8, UD) + 'AAAAAA' + pct(rs(40, B64A) + '=', safe='') + rs(50)


def t_mapbox(kind='sk'):
    u = ch(['acme-maps', 'dchen', 'fleetview', 'minji-k', 'tidepool'])
    payload = b64u(json.dumps({'u': u, 'a': 'cl' + rs(23, LD)}, separators=(',', ':')).encode())
    return f'{kind}.{payload}.{rs(22, B64U)}'


def t_intercom():
    return b64e(f'tok:{uuid4()}:1:0'.encode())


def t_elastic_apikey():
    return b64e(f'{rs(20, B64U)}:{rs(22, B64U)}'.encode())


def t_cf_tunnel():
    return b64e(json.dumps({'a': rh(32), 't': uuid4(), 's': b64e(rbytes(32))}, separators=(',', ':')).encode())


def t_grafana_cloud():
    stack = ch(['acme', 'tidepool', 'nuri', 'ops'])
    return 'glc_' + b64e(json.dumps({'o': str(ri(100000, 999999)), 'n': f'stack-{ri(100000, 999999)}-hm-read-{stack}',
                                      'k': rs(24), 'm': {'r': ch(['prod-us-east-0', 'prod-eu-west-2', 'prod-ap-northeast-0'])}},
                                     separators=(',', ':')).encode())


def t_onepassword_sa():
    payload = {'signInAddress': 'my.1password.com', 'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000, 'salt': rs(22, B64U)},
               'email': f'{rs(13, LD)}@1passwordserviceaccounts.com', 'srpX': rh(64), 'muk': {'alg': 'A256GCM', 'k': rs(43, B64U), 'kty': 'oct', 'kid': 'mp'},
               'secretKey': 'A3-' + '-'.join([rs(6, UD), rs(6, UD), rs(5, UD), rs(5, UD), rs(5, UD), rs(5, UD)]), 'deviceUuid': rs(26, LD)}
    return 'ops_' + b64e(json.dumps(payload, separators=(',', ':')).encode()).rstrip('=')


def t_data_go_kr():
    return b64e(rbytes(66))


def t_bitlocker():
    return '-'.join(str(11 * ri(0, 65535)).zfill(6) for _ in range(8))


def t_totp_b32(nbytes=None):
    return base64.b32encode(rbytes(nbytes or ch([10, 20, 20, 16]))).decode().rstrip('=')


def t_rapidapi():
    return rh(10) + 'msh' + rs(15) + 'p1' + rh(6) + 'jsn' + rh(12)


def t_line_token():
    return rs(171, B64A) + '='


def t_salesforce():
    return '00D' + rs(12, AN) + '!' + rs(ch([96, 104]), AN + '._')


def t_braintree():
    return f'access_token$production${rs(16, LD)}${rh(32)}'


def t_ppk_ed25519(comment):
    seed, pub = ed25519_keypair()
    publines = wrap(b64e(sshstr(b'ssh-ed25519') + sshstr(pub)), 64)
    privline = b64e(sshstr(seed))
    mac = hmac.new(b'', seed + pub, hashlib.sha256).hexdigest()
    text = '\n'.join(['PuTTY-User-Key-File-3: ssh-ed25519', 'Encryption: none', f'Comment: {comment}',
                      f'Public-Lines: {len(publines)}'] + publines + ['Private-Lines: 1', privline, f'Private-MAC: {mac}'])
    return text, privline


# =====================================================================
#  HTTP auth descriptions
# =====================================================================
def bearer(url, fmt='Bearer {}', idx=0, extra=None):
    return {'url': url, 'auth': [('h', 'Authorization', fmt, idx)] + (extra or [])}


def hdr(url, name, fmt='{}', idx=0, extra=None):
    return {'url': url, 'auth': [('h', name, fmt, idx)] + (extra or [])}


def hdrs(url, pairs):
    return {'url': url, 'auth': [('h', n, '{}', i) for n, i in pairs]}


def basic(url, user, idx):
    return {'url': url, 'auth': [('basic', user, idx)]}


def query(url, param, idx=0):
    return {'url': url, 'auth': [('q', param, idx)]}


def urlpath(fmt):
    return {'url': fmt, 'auth': [('path',)]}


VENDORS = []


def vendor(name, items, http=None, **kw):
    d = {'name': name, 'items': items, 'http': http}
    d.update(kw)
    VENDORS.append(d)


def _slug():
    return ch(COMPANIES + KO_COMPANIES)


# ---- source control / CI / registries
vendor('GitHub', lambda: [('GITHUB_TOKEN', t_github_classic(), True)], bearer('https://api.github.com/user/repos', 'token {}'),
       py=lambda v: f'from github import Github, Auth\ngh = Github(auth=Auth.Token("{v[0]}"))',
       js=lambda v: f'const octokit = new Octokit({{ auth: "{v[0]}" }});',
       go=lambda v: f'client := github.NewClient(nil).WithAuthToken("{v[0]}")',
       rb=lambda v: f"client = Octokit::Client.new(access_token: '{v[0]}')",
       cli=[lambda v: f'echo {v[0]} | gh auth login --with-token', lambda v: f'GH_TOKEN={v[0]} gh pr list --repo {_slug()}/{ch(PROJECTS)}'],
       tf=lambda v: f'provider "github" {{\n  owner = "{_slug()}"\n  token = "{v[0]}"\n}}')
vendor('GitHub', lambda: [('GH_TOKEN', t_github_fine(), True)], bearer('https://api.github.com/repos/{org}/{repo}/actions/runs'),
       vname='GitHub fine-grained PAT', cli=[lambda v: f'git clone https://{v[0]}@github.com/{_slug()}/{ch(PROJECTS)}.git'])
vendor('GitHub', lambda: [('GITHUB_APP_TOKEN', t_github_app(), True)], bearer('https://api.github.com/installation/repositories'),
       vname='GitHub app/OAuth token', cli=[lambda v: f'git remote set-url origin https://x-access-token:{v[0]}@github.com/{_slug()}/{ch(PROJECTS)}.git'])
vendor('GitLab', lambda: [('GITLAB_TOKEN', t_gitlab(), True)], hdr('https://gitlab.com/api/v4/projects?membership=true', 'PRIVATE-TOKEN'),
       py=lambda v: f'gl = gitlab.Gitlab("https://gitlab.com", private_token="{v[0]}")',
       cli=[lambda v: f'glab auth login --hostname gitlab.com --token {v[0]}', lambda v: f'git clone https://oauth2:{v[0]}@gitlab.com/{_slug()}/{ch(PROJECTS)}.git'],
       tf=lambda v: f'provider "gitlab" {{\n  token = "{v[0]}"\n}}')
vendor('GitLab', lambda: [('CI_TRIGGER_TOKEN', 'glptt-' + rh(40), True)], None, vname='GitLab pipeline trigger token',
       cli=[lambda v: f'curl -X POST --fail -F token={v[0]} -F ref=main https://gitlab.com/api/v4/projects/{ri(1000000, 60000000)}/trigger/pipeline'])
vendor('GitLab', lambda: [('RUNNER_TOKEN', 'glrt-' + rs(20, B64U), True)], None, vname='GitLab runner token',
       cli=[lambda v: f'gitlab-runner register --non-interactive --url https://gitlab.com --token {v[0]} --executor docker --docker-image alpine:3.19'])
vendor('Bitbucket', lambda: [('BITBUCKET_USERNAME', ch(EN_USERS), False), ('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(24) + rh(8).upper(), True)],
       basic('https://api.bitbucket.org/2.0/repositories/{org}', 0, 1),
       cli=[lambda v: f'git clone https://{v[0]}:{v[1]}@bitbucket.org/{_slug()}/{ch(PROJECTS)}.git'])
vendor('npm', lambda: [('NPM_TOKEN', crc_token('npm_'), True)], None,
       cli=[lambda v: f'npm config set //registry.npmjs.org/:_authToken={v[0]}', lambda v: f'echo "//registry.npmjs.org/:_authToken={v[0]}" >> ~/.npmrc'])
vendor('PyPI', lambda: [('TWINE_PASSWORD', t_pypi(), True)], None,
       cli=[lambda v: f'twine upload -u __token__ -p {v[0]} dist/*', lambda v: f'uv publish --token {v[0]}'])
vendor('RubyGems', lambda: [('GEM_HOST_API_KEY', 'rubygems_' + rh(48), True)], hdr('https://rubygems.org/api/v1/gems', 'Authorization'),
       cli=[lambda v: f'GEM_HOST_API_KEY={v[0]} gem push pkg/{ch(PROJECTS)}-1.4.2.gem'])
vendor('NuGet', lambda: [('NUGET_API_KEY', 'oy2' + rs(43, LD), True)], None,
       cli=[lambda v: f'dotnet nuget push bin/Release/*.nupkg -k {v[0]} -s https://api.nuget.org/v3/index.json'])
vendor('crates.io', lambda: [('CARGO_REGISTRY_TOKEN', 'cio' + rs(32), True)], None, cli=[lambda v: f'cargo login {v[0]}'])
vendor('Docker Hub', lambda: [('DOCKERHUB_USERNAME', ch(EN_USERS), False), ('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, B64U), True)], None,
       cli=[lambda v: f'docker login -u {v[0]} -p {v[1]}', lambda v: f'echo "{v[1]}" | docker login --username {v[0]} --password-stdin'])
vendor('JFrog Artifactory', lambda: [('ARTIFACTORY_API_KEY', 'AKCp8' + rs(68), True)], hdr('https://{org}.jfrog.io/artifactory/api/repositories', 'X-JFrog-Art-Api'),
       cli=[lambda v: f'jf c add rt-prod --url https://{_slug()}.jfrog.io --user ci --password {v[0]} --interactive=false'])
vendor('SonarQube', lambda: [('SONAR_TOKEN', ch(['squ_', 'sqp_', 'sqa_']) + rh(40), True)], None,
       cli=[lambda v: f'sonar-scanner -Dsonar.projectKey={ch(PROJECTS)} -Dsonar.host.url=https://sonar.{_slug()}.io -Dsonar.token={v[0]}'])
vendor('Snyk', lambda: [('SNYK_TOKEN', uuid4(), True)], bearer('https://api.snyk.io/rest/orgs?version=2024-06-10', 'token {}'),
       cli=[lambda v: f'snyk auth {v[0]}'])
vendor('Codecov', lambda: [('CODECOV_TOKEN', uuid4(), True)], None,
       cli=[lambda v: f'codecovcli upload-process -t {v[0]} -f coverage.xml'])
vendor('CircleCI', lambda: [('CIRCLE_TOKEN', 'CCIPAT_' + rs(22) + '_' + rh(40), True)], hdr('https://circleci.com/api/v2/me', 'Circle-Token'),
       cli=[lambda v: f'circleci setup --no-prompt --host https://circleci.com --token {v[0]}'])
vendor('Travis CI', lambda: [('TRAVIS_API_TOKEN', rs(22, B64U), True)], bearer('https://api.travis-ci.com/repos', 'token {}', extra=[('h', 'Travis-API-Version', '3', None)]))
vendor('Buildkite', lambda: [('BUILDKITE_API_TOKEN', 'bkua_' + rh(40), True)], bearer('https://api.buildkite.com/v2/organizations/{org}/pipelines'))
vendor('Jenkins', lambda: [('JENKINS_USER', ch(EN_USERS), False), ('JENKINS_API_TOKEN', '11' + rh(32), True)],
       basic('https://jenkins.{org}.io/job/{repo}/build', 0, 1),
       cli=[lambda v: f'java -jar jenkins-cli.jar -s https://jenkins.{_slug()}.io/ -auth {v[0]}:{v[1]} build {ch(PROJECTS)}'])
vendor('Harness', lambda: [('HARNESS_API_KEY', f'pat.{rs(22, B64U)}.{rh(24)}.{rs(20)}', True)], hdr('https://app.harness.io/ng/api/projects', 'x-api-key'))
vendor('Sourcegraph', lambda: [('SRC_ACCESS_TOKEN', f'sgp_{rh(16)}_{rh(40)}', True)], bearer('https://sourcegraph.com/.api/graphql', 'token {}'))
vendor('Postman', lambda: [('POSTMAN_API_KEY', f'PMAK-{rh(24)}-{rh(34)}', True)], hdr('https://api.getpostman.com/collections', 'X-Api-Key'))

# ---- AI / ML
vendor('OpenAI', lambda: [('OPENAI_API_KEY', t_openai(), True)], bearer('https://api.openai.com/v1/models'),
       py=lambda v: f'from openai import OpenAI\nclient = OpenAI(api_key="{v[0]}")',
       js=lambda v: f'const openai = new OpenAI({{ apiKey: "{v[0]}" }});',
       go=lambda v: f'client := openai.NewClient(option.WithAPIKey("{v[0]}"))',
       rb=lambda v: f'client = OpenAI::Client.new(access_token: "{v[0]}")',
       cs=lambda v: f'var client = new OpenAIClient("{v[0]}");')
vendor('Anthropic', lambda: [('ANTHROPIC_API_KEY', t_anthropic(), True)],
       hdr('https://api.anthropic.com/v1/messages', 'x-api-key', extra=[('h', 'anthropic-version', '2023-06-01', None)]),
       py=lambda v: f'import anthropic\nclient = anthropic.Anthropic(api_key="{v[0]}")',
       js=lambda v: f'const anthropic = new Anthropic({{ apiKey: "{v[0]}" }});')
vendor('Google Gemini', lambda: [('GEMINI_API_KEY', t_google_api(), True)], hdr('https://generativelanguage.googleapis.com/v1beta/models', 'x-goog-api-key'),
       py=lambda v: f'from google import genai\nclient = genai.Client(api_key="{v[0]}")',
       js=lambda v: f'const ai = new GoogleGenAI({{ apiKey: "{v[0]}" }});')
vendor('Hugging Face', lambda: [('HF_TOKEN', 'hf_' + rs(34, UP + LO), True)], bearer('https://huggingface.co/api/whoami-v2'),
       py=lambda v: f'from huggingface_hub import login\nlogin(token="{v[0]}")', cli=[lambda v: f'huggingface-cli login --token {v[0]}'])
vendor('Replicate', lambda: [('REPLICATE_API_TOKEN', 'r8_' + rs(37), True)], bearer('https://api.replicate.com/v1/predictions'),
       py=lambda v: f'client = replicate.Client(api_token="{v[0]}")')
vendor('Groq', lambda: [('GROQ_API_KEY', 'gsk_' + rs(52), True)], bearer('https://api.groq.com/openai/v1/models'),
       py=lambda v: f'from groq import Groq\nclient = Groq(api_key="{v[0]}")', js=lambda v: f'const groq = new Groq({{ apiKey: "{v[0]}" }});')
vendor('Perplexity', lambda: [('PERPLEXITY_API_KEY', 'pplx-' + rs(48), True)], bearer('https://api.perplexity.ai/chat/completions'))
vendor('xAI', lambda: [('XAI_API_KEY', 'xai-' + rs(80), True)], bearer('https://api.x.ai/v1/models'))
vendor('DeepSeek', lambda: [('DEEPSEEK_API_KEY', 'sk-' + rh(32), True)], bearer('https://api.deepseek.com/models'),
       py=lambda v: f'client = OpenAI(api_key="{v[0]}", base_url="https://api.deepseek.com")')
vendor('Mistral', lambda: [('MISTRAL_API_KEY', rs(32), True)], bearer('https://api.mistral.ai/v1/models'),
       py=lambda v: f'from mistralai import Mistral\nclient = Mistral(api_key="{v[0]}")')
vendor('Cohere', lambda: [('CO_API_KEY', rs(40), True)], bearer('https://api.cohere.com/v2/chat'),
       py=lambda v: f'co = cohere.ClientV2(api_key="{v[0]}")')
vendor('Together AI', lambda: [('TOGETHER_API_KEY', rh(64), True)], bearer('https://api.together.xyz/v1/models'))
vendor('Fireworks AI', lambda: [('FIREWORKS_API_KEY', 'fw_' + rs(24), True)], bearer('https://api.fireworks.ai/inference/v1/models'))
vendor('OpenRouter', lambda: [('OPENROUTER_API_KEY', 'sk-or-v1-' + rh(64), True)], bearer('https://openrouter.ai/api/v1/chat/completions'))
vendor('ElevenLabs', lambda: [('ELEVENLABS_API_KEY', 'sk_' + rh(48), True)], hdr('https://api.elevenlabs.io/v1/voices', 'xi-api-key'))
vendor('AssemblyAI', lambda: [('ASSEMBLYAI_API_KEY', rh(32), True)], hdr('https://api.assemblyai.com/v2/transcript', 'authorization'))
vendor('Deepgram', lambda: [('DEEPGRAM_API_KEY', rh(40), True)], bearer('https://api.deepgram.com/v1/listen', 'Token {}'))
vendor('Stability AI', lambda: [('STABILITY_API_KEY', 'sk-' + rs(48), True)], bearer('https://api.stability.ai/v1/user/account'))
vendor('Pinecone', lambda: [('PINECONE_API_KEY', 'pcsk_' + rs(6, LD) + '_' + rs(63), True)], hdr('https://api.pinecone.io/indexes', 'Api-Key'),
       py=lambda v: f'from pinecone import Pinecone\npc = Pinecone(api_key="{v[0]}")')
vendor('LangSmith', lambda: [('LANGSMITH_API_KEY', f'lsv2_{ch(["pt", "sk"])}_{rh(32)}_{rh(10)}', True)], hdr('https://api.smith.langchain.com/api/v1/sessions', 'x-api-key'))
vendor('Langfuse', lambda: [('LANGFUSE_PUBLIC_KEY', 'pk-lf-' + uuid4(), False), ('LANGFUSE_SECRET_KEY', 'sk-lf-' + uuid4(), True)],
       basic('https://cloud.langfuse.com/api/public/traces', 0, 1),
       py=lambda v: f'langfuse = Langfuse(public_key="{v[0]}", secret_key="{v[1]}", host="https://cloud.langfuse.com")')
vendor('Weights & Biases', lambda: [('WANDB_API_KEY', rh(40), True)], None, cli=[lambda v: f'wandb login {v[0]}'])
vendor('Kaggle', lambda: [('KAGGLE_USERNAME', ch(EN_USERS).replace('.', ''), False), ('KAGGLE_KEY', rh(32), True)], None,
       kagglejson=True)
vendor('Modal', lambda: [('MODAL_TOKEN_ID', 'ak-' + rs(22), True), ('MODAL_TOKEN_SECRET', 'as-' + rs(22), True)], None,
       cli=[lambda v: f'modal token set --token-id {v[0]} --token-secret {v[1]}'])
vendor('Azure OpenAI', lambda: [('AZURE_OPENAI_API_KEY', rh(32), True)],
       hdr('https://{org}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01', 'api-key'),
       py=lambda v: f'client = AzureOpenAI(api_key="{v[0]}", api_version="2024-06-01", azure_endpoint="https://{_slug()}-oai.openai.azure.com")')

# ---- cloud / hosting
vendor('AWS', lambda: [('AWS_ACCESS_KEY_ID', t_aws_id(), True), ('AWS_SECRET_ACCESS_KEY', t_aws_secret(), True)], None,
       py=lambda v: f's3 = boto3.client("s3", aws_access_key_id="{v[0]}", aws_secret_access_key="{v[1]}")',
       cli=[lambda v: f'aws configure set aws_access_key_id {v[0]} && aws configure set aws_secret_access_key {v[1]}'],
       tf=lambda v: f'provider "aws" {{\n  region     = "{ch(REGIONS)}"\n  access_key = "{v[0]}"\n  secret_key = "{v[1]}"\n}}',
       awscreds=True)
vendor('Azure AD', lambda: [('AZURE_TENANT_ID', uuid4(), False), ('AZURE_CLIENT_ID', uuid4(), False), ('AZURE_CLIENT_SECRET', t_azure_client_secret(), True)], None,
       vname='Azure AD / Entra ID',
       cli=[lambda v: f'az login --service-principal -u {v[1]} -p {v[2]} --tenant {v[0]}'],
       tf=lambda v: f'provider "azurerm" {{\n  features {{}}\n  tenant_id     = "{v[0]}"\n  client_id     = "{v[1]}"\n  client_secret = "{v[2]}"\n}}')
vendor('Azure Storage', lambda: [('AZURE_STORAGE_ACCOUNT', ch(COMPANIES).replace('-', '') + ch(['prod', 'data', 'logs']), False), ('AZURE_STORAGE_KEY', t_azure_storage_key(), True)], None,
       cli=[lambda v: f'az storage blob upload --account-name {v[0]} --account-key {v[1]} -c backups -f dump.sql.gz -n dump.sql.gz'],
       connstr=lambda v: f'DefaultEndpointsProtocol=https;AccountName={v[0]};AccountKey={v[1]};EndpointSuffix=core.windows.net')
vendor('Azure DevOps', lambda: [('AZURE_DEVOPS_EXT_PAT', rs(52, 'abcdefghijklmnopqrstuvwxyz234567'), True)],
       basic('https://dev.azure.com/{org}/_apis/projects?api-version=7.1', '', 0),
       cli=[lambda v: f'git clone https://pat:{v[0]}@dev.azure.com/{_slug()}/{ch(PROJECTS)}/_git/{ch(PROJECTS)}'])
vendor('Google OAuth', lambda: [('GOOGLE_CLIENT_ID', f'{ri(10**11, 10**12)}-{rs(32, LD)}.apps.googleusercontent.com', False), ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, B64U), True)], None,
       vname='Google OAuth client')
vendor('Google OAuth', lambda: [('GOOGLE_ACCESS_TOKEN', 'ya29.' + rs(ch([150, 180]), B64U), True)], bearer('https://www.googleapis.com/drive/v3/files'),
       vname='Google OAuth access token')
vendor('Firebase CLI', lambda: [('FIREBASE_TOKEN', '1//0' + ch('egd') + rs(96, B64U), True)], None,
       cli=[lambda v: f'firebase deploy --only hosting --token "{v[0]}"'])
vendor('Cloudflare', lambda: [('CLOUDFLARE_API_TOKEN', rs(40, B64U), True)], bearer('https://api.cloudflare.com/client/v4/user/tokens/verify'),
       cli=[lambda v: f'CLOUDFLARE_API_TOKEN={v[0]} npx wrangler deploy'],
       tf=lambda v: f'provider "cloudflare" {{\n  api_token = "{v[0]}"\n}}')
vendor('Cloudflare', lambda: [('CF_API_EMAIL', None, False), ('CF_API_KEY', rh(37), True)],
       {'url': 'https://api.cloudflare.com/client/v4/zones', 'auth': [('h', 'X-Auth-Email', '{}', 0), ('h', 'X-Auth-Key', '{}', 1)]},
       vname='Cloudflare global API key')
vendor('Cloudflare Tunnel', lambda: [('TUNNEL_TOKEN', t_cf_tunnel(), True)], None, cli=[lambda v: f'cloudflared tunnel run --token {v[0]}'])
vendor('DigitalOcean', lambda: [('DIGITALOCEAN_TOKEN', 'dop_v1_' + rh(64), True)], bearer('https://api.digitalocean.com/v2/droplets'),
       cli=[lambda v: f'doctl auth init --access-token {v[0]}'],
       go=lambda v: f'client := godo.NewFromToken("{v[0]}")',
       tf=lambda v: f'provider "digitalocean" {{\n  token = "{v[0]}"\n}}')
vendor('Linode', lambda: [('LINODE_TOKEN', rh(64), True)], bearer('https://api.linode.com/v4/linode/instances'),
       tf=lambda v: f'provider "linode" {{\n  token = "{v[0]}"\n}}')
vendor('Hetzner Cloud', lambda: [('HCLOUD_TOKEN', rs(64), True)], bearer('https://api.hetzner.cloud/v1/servers'),
       go=lambda v: f'client := hcloud.NewClient(hcloud.WithToken("{v[0]}"))',
       tf=lambda v: f'provider "hcloud" {{\n  token = "{v[0]}"\n}}')
vendor('Vultr', lambda: [('VULTR_API_KEY', rs(36, UD), True)], bearer('https://api.vultr.com/v2/instances'))
vendor('Scaleway', lambda: [('SCW_ACCESS_KEY', 'SCW' + rs(17, UD), True), ('SCW_SECRET_KEY', uuid4(), True)], hdr('https://api.scaleway.com/instance/v1/zones/fr-par-1/servers', 'X-Auth-Token', idx=1))
vendor('OVHcloud', lambda: [('OVH_APPLICATION_KEY', rs(16), True), ('OVH_APPLICATION_SECRET', rs(32), True), ('OVH_CONSUMER_KEY', rs(32), True)], None,
       py=lambda v: f'client = ovh.Client(endpoint="ovh-eu", application_key="{v[0]}", application_secret="{v[1]}", consumer_key="{v[2]}")')
vendor('Alibaba Cloud', lambda: [('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI' + rs(20), True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(30), True)], None,
       cli=[lambda v: f'aliyun configure set --profile default --mode AK --access-key-id {v[0]} --access-key-secret {v[1]} --region cn-hangzhou'])
vendor('Tencent Cloud', lambda: [('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(32), True), ('TENCENTCLOUD_SECRET_KEY', rs(32), True)], None)
vendor('Naver Cloud Platform', lambda: [('NCLOUD_ACCESS_KEY', rs(20, UD), True), ('NCLOUD_SECRET_KEY', rs(40), True)], None, korean=True)
vendor('Yandex Cloud', lambda: [('YC_API_KEY', 'AQVN' + rs(36, B64U), True)], bearer('https://llm.api.cloud.yandex.net/foundationModels/v1/completion', 'Api-Key {}'))
vendor('IBM Cloud', lambda: [('IBMCLOUD_API_KEY', rs(44, B64U), True)], None, cli=[lambda v: f'ibmcloud login --apikey {v[0]} -r us-south'])
vendor('Heroku', lambda: [('HEROKU_API_KEY', 'HRKU-' + uuid4(), True)], bearer('https://api.heroku.com/apps', extra=[('h', 'Accept', 'application/vnd.heroku+json; version=3', None)]),
       cli=[lambda v: f'HEROKU_API_KEY={v[0]} heroku config -a {ch(PROJECTS)}'])
vendor('Vercel', lambda: [('VERCEL_TOKEN', rs(24), True)], bearer('https://api.vercel.com/v9/projects'),
       cli=[lambda v: f'vercel deploy --prod --token {v[0]}'])
vendor('Netlify', lambda: [('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(36), True)], bearer('https://api.netlify.com/api/v1/sites'),
       cli=[lambda v: f'netlify deploy --prod --dir=dist --auth {v[0]}'])
vendor('Render', lambda: [('RENDER_API_KEY', 'rnd_' + rs(32), True)], bearer('https://api.render.com/v1/services?limit=20'))
vendor('Fly.io', lambda: [('FLY_API_TOKEN', 'fm2_' + b64e(rbytes(ri(150, 200))), True)], None,
       cli=[lambda v: f'flyctl deploy --remote-only --access-token "FlyV1 {v[0]}"'])
vendor('Railway', lambda: [('RAILWAY_TOKEN', uuid4(), True)], None, cli=[lambda v: f'RAILWAY_TOKEN={v[0]} railway up --service {ch(PROJECTS)}'])
vendor('Supabase', lambda: [('SUPABASE_URL', 'https://' + rs(20, LO) + '.supabase.co', False), ('SUPABASE_SERVICE_ROLE_KEY', None, True)], None,
       supabase=True,
       js=lambda v: f'const supabase = createClient("{v[0]}", "{v[1]}");',
       py=lambda v: f'supabase = create_client("{v[0]}", "{v[1]}")')
vendor('Supabase', lambda: [('SUPABASE_ACCESS_TOKEN', 'sbp_' + rh(40), True)], bearer('https://api.supabase.com/v1/projects'),
       vname='Supabase management token', cli=[lambda v: f'supabase login --token {v[0]}'])
vendor('Firebase', lambda: [('FCM_SERVER_KEY', t_fcm(), True)], bearer('https://fcm.googleapis.com/fcm/send', 'key={}'), vname='Firebase Cloud Messaging')
vendor('PlanetScale', lambda: [('PLANETSCALE_SERVICE_TOKEN_ID', rs(12, LD), True), ('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(43, B64U), True)],
       {'url': 'https://api.planetscale.com/v1/organizations', 'auth': [('hcombo', 'Authorization', '{0}:{1}')]})
vendor('Neon', lambda: [('NEON_API_KEY', 'napi_' + rs(64, LD), True)], bearer('https://console.neon.tech/api/v2/projects'))
vendor('MongoDB Atlas', lambda: [('ATLAS_PUBLIC_KEY', rs(8, LO), True), ('ATLAS_PRIVATE_KEY', uuid4(), True)], None,
       cli=[lambda v: f'curl --user "{v[0]}:{v[1]}" --digest https://cloud.mongodb.com/api/atlas/v2/groups'])
vendor('Upstash', lambda: [('UPSTASH_REDIS_REST_URL', f'https://{ch(["apt", "gusc1", "apn1"])}-{ch(WORDS)}-{ri(10000, 99999)}.upstash.io', False), ('UPSTASH_REDIS_REST_TOKEN', 'A' + ch('XYZ') + rs(4) + 'AAIjcDE' + rs(50, B64U), True)],
       {'url': '{v0}/get/session', 'auth': [('h', 'Authorization', 'Bearer {}', 1)]})
vendor('Turso', lambda: [('TURSO_AUTH_TOKEN', jwt({'alg': 'EdDSA', 'typ': 'JWT'}, {'a': 'rw', 'iat': ts_recent(), 'id': uuid4()}), True)], None,
       js=lambda v: f'const db = createClient({{ url: "libsql://{ch(PROJECTS)}-{_slug()}.turso.io", authToken: "{v[0]}" }});')
vendor('Cloudinary', lambda: [('CLOUDINARY_API_KEY', str(ri(10**14, 10**15 - 1)), False), ('CLOUDINARY_API_SECRET', rs(27, B64U), True)], None,
       cloudinary=True)
vendor('Mux', lambda: [('MUX_TOKEN_ID', uuid4(), True), ('MUX_TOKEN_SECRET', rs(75, B64A), True)], basic('https://api.mux.com/video/v1/assets', 0, 1))
vendor('Backblaze B2', lambda: [('B2_APPLICATION_KEY_ID', '005' + rh(22), True), ('B2_APPLICATION_KEY', 'K005' + rs(27, B64A), True)], None,
       cli=[lambda v: f'b2 account authorize {v[0]} {v[1]}'])
vendor('MinIO', lambda: [('MINIO_ACCESS_KEY', rs(20, UD), True), ('MINIO_SECRET_KEY', rs(40), True)], None,
       cli=[lambda v: f'mc alias set local http://minio.{ch(["lan", "internal", "svc.cluster.local"])}:9000 {v[0]} {v[1]}'])
vendor('Databricks', lambda: [('DATABRICKS_HOST', f'https://adb-{ri(10**15, 10**16)}.{ri(1, 19)}.azuredatabricks.net', False), ('DATABRICKS_TOKEN', 'dapi' + rh(32) + ch(['', '-2', '-3']), True)],
       {'url': '{v0}/api/2.0/clusters/list', 'auth': [('h', 'Authorization', 'Bearer {}', 1)]})
vendor('Confluent Cloud', lambda: [('CONFLUENT_API_KEY', rs(16, UD), True), ('CONFLUENT_API_SECRET', rs(64, B64A), True)], None, confluent=True)

# ---- observability / ops
vendor('Sentry', lambda: [('SENTRY_AUTH_TOKEN', t_sentry_org(ch(COMPANIES)), True)], bearer('https://sentry.io/api/0/organizations/{org}/projects/'),
       cli=[lambda v: f'sentry-cli --auth-token {v[0]} releases new "$VERSION"'])
vendor('Sentry', lambda: [('SENTRY_AUTH_TOKEN', 'sntryu_' + rh(64), True)], bearer('https://sentry.io/api/0/projects/'), vname='Sentry user token')
vendor('Datadog', lambda: [('DD_API_KEY', rh(32), True), ('DD_APP_KEY', rh(40), True)],
       hdrs('https://api.datadoghq.com/api/v1/monitor', [('DD-API-KEY', 0), ('DD-APPLICATION-KEY', 1)]),
       tf=lambda v: f'provider "datadog" {{\n  api_key = "{v[0]}"\n  app_key = "{v[1]}"\n}}')
vendor('New Relic', lambda: [('NEW_RELIC_API_KEY', 'NRAK-' + rs(27, UD), True)], hdr('https://api.newrelic.com/graphql', 'API-Key'))
vendor('New Relic', lambda: [('NEW_RELIC_LICENSE_KEY', rh(36) + 'NRAL', True)], None, vname='New Relic license key')
vendor('Grafana', lambda: [('GRAFANA_TOKEN', 'glsa_' + rs(32) + '_' + rh(8), True)], bearer('https://grafana.{org}.io/api/dashboards/uid/{repo}'))
vendor('Grafana Cloud', lambda: [('GRAFANA_CLOUD_TOKEN', t_grafana_cloud(), True)], None)
vendor('Dynatrace', lambda: [('DT_API_TOKEN', 'dt0c01.' + rs(24, UD) + '.' + rs(64, UD), True)], bearer('https://{org}.live.dynatrace.com/api/v2/metrics', 'Api-Token {}'))
vendor('Honeycomb', lambda: [('HONEYCOMB_API_KEY', rs(22), True)], hdr('https://api.honeycomb.io/1/auth', 'X-Honeycomb-Team'))
vendor('PagerDuty', lambda: [('PAGERDUTY_TOKEN', rs(20, AN + '_+-'), True)], bearer('https://api.pagerduty.com/incidents', 'Token token={}'))
vendor('Opsgenie', lambda: [('OPSGENIE_API_KEY', uuid4(), True)], bearer('https://api.opsgenie.com/v2/alerts', 'GenieKey {}'))
vendor('Rollbar', lambda: [('ROLLBAR_ACCESS_TOKEN', rh(32), True)], hdr('https://api.rollbar.com/api/1/item/', 'X-Rollbar-Access-Token'))
vendor('Bugsnag', lambda: [('BUGSNAG_AUTH_TOKEN', rh(32), True)], bearer('https://api.bugsnag.com/user/organizations', 'token {}'))
vendor('Splunk', lambda: [('SPLUNK_HEC_TOKEN', uuid4(), True)], bearer('https://splunk.{org}.io:8088/services/collector/event', 'Splunk {}'))
vendor('Elastic', lambda: [('ELASTIC_API_KEY', t_elastic_apikey(), True)], bearer('https://{org}.es.us-east-1.aws.elastic.cloud/_cat/indices', 'ApiKey {}'))
vendor('InfluxDB', lambda: [('INFLUX_TOKEN', rs(86, B64U) + '==', True)], bearer('https://us-east-1-1.aws.cloud2.influxdata.com/api/v2/buckets', 'Token {}'))
vendor('Portainer', lambda: [('PORTAINER_API_KEY', 'ptr_' + rs(43, B64A), True)], hdr('https://portainer.{org}.io/api/endpoints', 'X-API-Key'))
vendor('Consul', lambda: [('CONSUL_HTTP_TOKEN', uuid4(), True)], hdr('http://consul.service.consul:8500/v1/kv/config?recurse', 'X-Consul-Token'))

# ---- identity / secrets / infra tools
vendor('Okta', lambda: [('OKTA_API_TOKEN', '00' + rs(40, B64U), True)], bearer('https://{org}.okta.com/api/v1/users?limit=25', 'SSWS {}'))
vendor('Auth0', lambda: [('AUTH0_DOMAIN', f'{ch(COMPANIES)}.us.auth0.com', False), ('AUTH0_CLIENT_ID', rs(32), False), ('AUTH0_CLIENT_SECRET', rs(64, B64U), True)], None)
vendor('Clerk', lambda: [('CLERK_SECRET_KEY', ch(['sk_live_', 'sk_test_']) + rs(42), True)], bearer('https://api.clerk.com/v1/users'))
vendor('Keycloak', lambda: [('KEYCLOAK_CLIENT_ID', ch(PROJECTS), False), ('KEYCLOAK_CLIENT_SECRET', rs(32), True)], None,
       cli=[lambda v: f'curl -s -d grant_type=client_credentials -d client_id={v[0]} -d client_secret={v[1]} https://sso.{_slug()}.io/realms/main/protocol/openid-connect/token'])
vendor('HashiCorp Vault', lambda: [('VAULT_TOKEN', t_vault(), True)], hdr('https://vault.{org}.io:8200/v1/secret/data/{repo}', 'X-Vault-Token'),
       py=lambda v: f'client = hvac.Client(url="https://vault.{_slug()}.io:8200", token="{v[0]}")', cli=[lambda v: f'vault login {v[0]}'])
vendor('Terraform Cloud', lambda: [('TF_TOKEN_app_terraform_io', t_tfc(), True)], bearer('https://app.terraform.io/api/v2/organizations'), tfrc=True)
vendor('Doppler', lambda: [('DOPPLER_TOKEN', f'dp.st.{ch(["prd", "stg", "dev"])}.{rs(40)}', True)], None,
       cli=[lambda v: f'doppler run --token {v[0]} -- npm start'])
vendor('1Password', lambda: [('OP_SERVICE_ACCOUNT_TOKEN', t_onepassword_sa(), True)], None, vname='1Password service account')
vendor('Pulumi', lambda: [('PULUMI_ACCESS_TOKEN', 'pul-' + rh(40), True)], None, cli=[lambda v: f'PULUMI_ACCESS_TOKEN={v[0]} pulumi up --yes --stack prod'])
vendor('Tailscale', lambda: [('TS_AUTHKEY', 'tskey-auth-k' + rs(ri(10, 13)) + 'CNTRL-' + rs(33), True)], None,
       cli=[lambda v: f'sudo tailscale up --authkey={v[0]} --ssh --hostname {ch(PROJECTS)}'])
vendor('ngrok', lambda: [('NGROK_AUTHTOKEN', '2' + rs(26) + '_' + rs(21), True)], None, cli=[lambda v: f'ngrok config add-authtoken {v[0]}'])
vendor('Prefect', lambda: [('PREFECT_API_KEY', 'pnu_' + rs(36), True)], None, cli=[lambda v: f'prefect cloud login -k {v[0]}'])
vendor('LaunchDarkly', lambda: [('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4(), True)], None,
       js=lambda v: f"const ldClient = LaunchDarkly.init('{v[0]}');")
vendor('PostHog', lambda: [('POSTHOG_PERSONAL_API_KEY', 'phx_' + rs(43), True)], bearer('https://us.posthog.com/api/projects/'))
vendor('Statsig', lambda: [('STATSIG_SERVER_SECRET', 'secret-' + rs(43), True)], None,
       js=lambda v: f"await Statsig.initialize('{v[0]}', {{ environment: {{ tier: 'production' }} }});")
vendor('Mixpanel', lambda: [('MIXPANEL_SA_USERNAME', f'{ch(PROJECTS)}.{rs(6, LD)}.mp-service-account', False), ('MIXPANEL_SA_SECRET', rs(32), True)],
       basic('https://mixpanel.com/api/app/projects', 0, 1))
vendor('Amplitude', lambda: [('AMPLITUDE_API_KEY', rh(32), False), ('AMPLITUDE_SECRET_KEY', rh(32), True)], basic('https://amplitude.com/api/2/export', 0, 1))
vendor('Algolia', lambda: [('ALGOLIA_APP_ID', rs(10, UD), False), ('ALGOLIA_ADMIN_KEY', rh(32), True)],
       {'url': 'https://{v0}.algolia.net/1/indexes', 'auth': [('h', 'X-Algolia-Application-Id', '{}', 0), ('h', 'X-Algolia-API-Key', '{}', 1)]},
       js=lambda v: f"const client = algoliasearch('{v[0]}', '{v[1]}');")
vendor('Meilisearch', lambda: [('MEILI_MASTER_KEY', rs(ch([32, 44]), B64U), True)], bearer('http://search.internal:7700/indexes'))
vendor('Typesense', lambda: [('TYPESENSE_API_KEY', rs(32), True)], hdr('https://search.{org}.io/collections', 'X-TYPESENSE-API-KEY'))

# ---- comms
vendor('Slack', lambda: [('SLACK_BOT_TOKEN', t_slack_bot(), True)], bearer('https://slack.com/api/auth.test'),
       py=lambda v: f'from slack_sdk import WebClient\nclient = WebClient(token="{v[0]}")', js=lambda v: f'const web = new WebClient("{v[0]}");',
       go=lambda v: f'api := slack.New("{v[0]}")')
vendor('Slack', lambda: [('SLACK_USER_TOKEN', t_slack_user(), True)], bearer('https://slack.com/api/conversations.history?channel=C0' + rs(8, UD)), vname='Slack user token')
vendor('Slack', lambda: [('SLACK_APP_TOKEN', t_slack_app(), True)], None, vname='Slack app-level token')
vendor('Discord', lambda: [('DISCORD_TOKEN', t_discord_bot(), True)], bearer('https://discord.com/api/v10/users/@me', 'Bot {}'),
       py=lambda v: f'client.run("{v[0]}")', js=lambda v: f"client.login('{v[0]}');")
vendor('Telegram', lambda: [('TELEGRAM_BOT_TOKEN', t_telegram(), True)], urlpath('https://api.telegram.org/bot{v0}/getUpdates'),
       py=lambda v: f'app = ApplicationBuilder().token("{v[0]}").build()', js=lambda v: f"const bot = new Telegraf('{v[0]}');")
vendor('Twilio', lambda: [('TWILIO_ACCOUNT_SID', 'AC' + rh(32), False), ('TWILIO_AUTH_TOKEN', rh(32), True)],
       basic('https://api.twilio.com/2010-04-01/Accounts/{v0}/Messages.json', 0, 1),
       py=lambda v: f'client = Client("{v[0]}", "{v[1]}")', js=lambda v: f"const client = twilio('{v[0]}', '{v[1]}');",
       rb=lambda v: f"@client = Twilio::REST::Client.new('{v[0]}', '{v[1]}')", cs=lambda v: f'TwilioClient.Init("{v[0]}", "{v[1]}");',
       php=lambda v: f"$twilio = new Client('{v[0]}', '{v[1]}');")
vendor('Twilio', lambda: [('TWILIO_API_KEY', 'SK' + rh(32), True), ('TWILIO_API_SECRET', rs(32), True)], None, vname='Twilio API key')
vendor('SendGrid', lambda: [('SENDGRID_API_KEY', 'SG.' + rs(22, B64U) + '.' + rs(43, B64U), True)], bearer('https://api.sendgrid.com/v3/mail/send'),
       py=lambda v: f'sg = SendGridAPIClient("{v[0]}")', js=lambda v: f"sgMail.setApiKey('{v[0]}');", cs=lambda v: f'var client = new SendGridClient("{v[0]}");')
vendor('Mailgun', lambda: [('MAILGUN_API_KEY', ch(['key-' + rh(32), rh(32) + '-' + rh(8) + '-' + rh(8)]), True)], basic('https://api.mailgun.net/v3/mg.{org}.io/messages', 'api', 0))
vendor('Mailchimp', lambda: [('MAILCHIMP_API_KEY', rh(32) + f'-us{ri(1, 21)}', True)], basic('https://us6.api.mailchimp.com/3.0/lists', 'anystring', 0))
vendor('Postmark', lambda: [('POSTMARK_SERVER_TOKEN', uuid4(), True)], hdr('https://api.postmarkapp.com/email', 'X-Postmark-Server-Token'))
vendor('Resend', lambda: [('RESEND_API_KEY', 're_' + rs(8) + '_' + rs(24), True)], bearer('https://api.resend.com/emails'),
       js=lambda v: f"const resend = new Resend('{v[0]}');")
vendor('Brevo', lambda: [('BREVO_API_KEY', 'xkeysib-' + rh(64) + '-' + rs(16), True)], hdr('https://api.brevo.com/v3/account', 'api-key'))
vendor('Mailjet', lambda: [('MJ_APIKEY_PUBLIC', rh(32), True), ('MJ_APIKEY_PRIVATE', rh(32), True)], basic('https://api.mailjet.com/v3.1/send', 0, 1))
vendor('SparkPost', lambda: [('SPARKPOST_API_KEY', rh(40), True)], hdr('https://api.sparkpost.com/api/v1/transmissions', 'Authorization'))
vendor('Vonage', lambda: [('VONAGE_API_KEY', rh(8), True), ('VONAGE_API_SECRET', rs(16), True)], None,
       cli=[lambda v: f'curl -X POST https://rest.nexmo.com/sms/json -d api_key={v[0]} -d api_secret={v[1]} -d to=821012345678 -d from=ALERT -d text=test'])
vendor('Plivo', lambda: [('PLIVO_AUTH_ID', 'MA' + rs(18, UD), False), ('PLIVO_AUTH_TOKEN', rs(40), True)], basic('https://api.plivo.com/v1/Account/{v0}/Message/', 0, 1))
vendor('Sendbird', lambda: [('SENDBIRD_APP_ID', uuid4().upper(), False), ('SENDBIRD_API_TOKEN', rh(40), True)], hdr('https://api-{v0}.sendbird.com/v3/users', 'Api-Token', idx=1))
vendor('Pusher', lambda: [('PUSHER_APP_ID', str(ri(1000000, 1999999)), False), ('PUSHER_KEY', rh(20), False), ('PUSHER_SECRET', rh(20), True)], None,
       py=lambda v: f'pusher_client = pusher.Pusher(app_id="{v[0]}", key="{v[1]}", secret="{v[2]}", cluster="ap3", ssl=True)')
vendor('Ably', lambda: [('ABLY_API_KEY', f'{rs(6, AN)}.{rs(6, AN)}:{rs(43, B64U)}', True)], None,
       js=lambda v: f"const ably = new Ably.Realtime('{v[0]}');")
vendor('Zoom', lambda: [('ZOOM_ACCOUNT_ID', rs(22, B64U), False), ('ZOOM_CLIENT_ID', rs(22), False), ('ZOOM_CLIENT_SECRET', rs(32), True)], None)
vendor('LINE', lambda: [('LINE_CHANNEL_SECRET', rh(32), True), ('LINE_CHANNEL_ACCESS_TOKEN', t_line_token(), True)],
       bearer('https://api.line.me/v2/bot/info', idx=1))

# ---- payments / commerce
vendor('Stripe', lambda: [('STRIPE_SECRET_KEY', t_stripe(live=chance(0.6)), True)], basic('https://api.stripe.com/v1/charges?limit=3', 0, None),
       py=lambda v: f'stripe.api_key = "{v[0]}"', js=lambda v: f"const stripe = require('stripe')('{v[0]}');",
       go=lambda v: f'stripe.Key = "{v[0]}"', rb=lambda v: f"Stripe.api_key = '{v[0]}'", java=lambda v: f'Stripe.apiKey = "{v[0]}";',
       cs=lambda v: f'StripeConfiguration.ApiKey = "{v[0]}";', php=lambda v: f"\\Stripe\\Stripe::setApiKey('{v[0]}');",
       cli=[lambda v: f'stripe listen --forward-to localhost:4242/webhook --api-key {v[0]}'])
vendor('Stripe', lambda: [('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(32), True)], None, vname='Stripe webhook secret',
       py=lambda v: f'event = stripe.Webhook.construct_event(payload, sig_header, "{v[0]}")')
vendor('Square', lambda: [('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(60, B64U), True)], bearer('https://connect.squareup.com/v2/locations', extra=[('h', 'Square-Version', '2024-07-17', None)]))
vendor('Braintree', lambda: [('BRAINTREE_ACCESS_TOKEN', t_braintree(), True)], None)
vendor('PayPal', lambda: [('PAYPAL_CLIENT_ID', 'A' + rs(79, B64U), False), ('PAYPAL_CLIENT_SECRET', 'E' + rs(79, B64U), True)], None,
       cli=[lambda v: f'curl -s -u "{v[0]}:{v[1]}" -d grant_type=client_credentials https://api-m.paypal.com/v1/oauth2/token'])
vendor('Adyen', lambda: [('ADYEN_API_KEY', 'AQE' + rs(3) + 'mf' + rs(40, B64A) + '=-' + rs(44, B64A) + '=-' + rs(16, AN + ';,<>'), True)],
       hdr('https://checkout-test.adyen.com/v71/paymentMethods', 'X-API-Key'))
vendor('Razorpay', lambda: [('RAZORPAY_KEY_ID', 'rzp_live_' + rs(14), False), ('RAZORPAY_KEY_SECRET', rs(24), True)], basic('https://api.razorpay.com/v1/payments', 0, 1),
       py=lambda v: f'client = razorpay.Client(auth=("{v[0]}", "{v[1]}"))')
vendor('Paystack', lambda: [('PAYSTACK_SECRET_KEY', 'sk_live_' + rh(40), True)], bearer('https://api.paystack.co/transaction'))
vendor('Flutterwave', lambda: [('FLW_SECRET_KEY', 'FLWSECK-' + rh(32) + '-X', True)], bearer('https://api.flutterwave.com/v3/transactions'))
vendor('Mollie', lambda: [('MOLLIE_API_KEY', ch(['live_', 'test_']) + rs(30), True)], bearer('https://api.mollie.com/v2/payments'))
vendor('Binance', lambda: [('BINANCE_API_KEY', rs(64), True), ('BINANCE_API_SECRET', rs(64), True)], None,
       py=lambda v: f'client = Client("{v[0]}", "{v[1]}")')
vendor('Plaid', lambda: [('PLAID_CLIENT_ID', rh(24), False), ('PLAID_SECRET', rh(30), True)], None)
vendor('Shippo', lambda: [('SHIPPO_API_TOKEN', 'shippo_live_' + rh(40), True)], bearer('https://api.goshippo.com/shipments/', 'ShippoToken {}'))
vendor('EasyPost', lambda: [('EASYPOST_API_KEY', 'EZAK' + rh(54), True)], basic('https://api.easypost.com/v2/shipments', 0, None))
vendor('Shopify', lambda: [('SHOPIFY_ACCESS_TOKEN', 'shpat_' + rh(32), True)], hdr('https://{org}.myshopify.com/admin/api/2024-07/products.json', 'X-Shopify-Access-Token'))
vendor('Coinbase', lambda: [('COINBASE_COMMERCE_API_KEY', uuid4(), True)], hdr('https://api.commerce.coinbase.com/charges', 'X-CC-Api-Key'))

# ---- productivity / SaaS
vendor('Atlassian', lambda: [('JIRA_EMAIL', None, False), ('JIRA_API_TOKEN', t_atlassian(), True)], basic('https://{org}.atlassian.net/rest/api/3/myself', 0, 1),
       vname='Atlassian (Jira/Confluence)')
vendor('Linear', lambda: [('LINEAR_API_KEY', 'lin_api_' + rs(40), True)], hdr('https://api.linear.app/graphql', 'Authorization'))
vendor('Notion', lambda: [('NOTION_TOKEN', ch(['secret_' + rs(43), 'ntn_' + rs(11, DI) + rs(35)]), True)],
       bearer('https://api.notion.com/v1/search', extra=[('h', 'Notion-Version', '2022-06-28', None)]),
       py=lambda v: f'notion = Client(auth="{v[0]}")', js=lambda v: f'const notion = new Client({{ auth: "{v[0]}" }});')
vendor('Airtable', lambda: [('AIRTABLE_TOKEN', 'pat' + rs(14) + '.' + rh(64), True)], bearer('https://api.airtable.com/v0/meta/bases'))
vendor('Figma', lambda: [('FIGMA_TOKEN', 'figd_' + rs(40, B64U), True)], hdr('https://api.figma.com/v1/me', 'X-Figma-Token'))
vendor('Asana', lambda: [('ASANA_PAT', f'2/{ri(10**15, 10**16)}/{ri(10**15, 10**16)}:{rh(32)}', True)], bearer('https://app.asana.com/api/1.0/users/me'))
vendor('ClickUp', lambda: [('CLICKUP_API_TOKEN', f'pk_{ri(10**7, 10**9)}_{rs(32, UD)}', True)], hdr('https://api.clickup.com/api/v2/team', 'Authorization'))
vendor('Trello', lambda: [('TRELLO_KEY', rh(32), False), ('TRELLO_TOKEN', 'ATTA' + rh(64) + rh(8).upper(), True)], None,
       cli=[lambda v: f'curl "https://api.trello.com/1/members/me/boards?key={v[0]}&token={v[1]}"'])
vendor('Todoist', lambda: [('TODOIST_API_TOKEN', rh(40), True)], bearer('https://api.todoist.com/rest/v2/projects'))
vendor('Typeform', lambda: [('TYPEFORM_TOKEN', 'tfp_' + rs(44, B64U) + '_' + rs(14), True)], bearer('https://api.typeform.com/forms'))
vendor('Contentful', lambda: [('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(43, B64U), True)], bearer('https://api.contentful.com/spaces'))
vendor('Sanity', lambda: [('SANITY_API_TOKEN', 'sk' + rs(ch([180, 182])), True)], bearer('https://{v0}.api.sanity.io/v2021-06-07/data/query/production'))
vendor('HubSpot', lambda: [('HUBSPOT_ACCESS_TOKEN', 'pat-' + ch(['na1', 'eu1']) + '-' + uuid4(), True)], bearer('https://api.hubapi.com/crm/v3/objects/contacts?limit=10'))
vendor('Intercom', lambda: [('INTERCOM_ACCESS_TOKEN', t_intercom(), True)], bearer('https://api.intercom.io/me'))
vendor('Zendesk', lambda: [('ZENDESK_EMAIL', None, False), ('ZENDESK_API_TOKEN', rs(40), True)], {'url': 'https://{org}.zendesk.com/api/v2/tickets.json', 'auth': [('basic', '{v0}/token', 1)]})
vendor('Freshdesk', lambda: [('FRESHDESK_API_KEY', rs(20), True)], basic('https://{org}.freshdesk.com/api/v2/tickets', 0, 'X'))
vendor('Salesforce', lambda: [('SF_ACCESS_TOKEN', t_salesforce(), True)], bearer('https://{org}.my.salesforce.com/services/data/v61.0/sobjects'))
vendor('Dropbox', lambda: [('DROPBOX_ACCESS_TOKEN', 'sl.' + ch(['', 'u.']) + rs(ch([135, 140]), B64U), True)], bearer('https://api.dropboxapi.com/2/users/get_current_account'),
       py=lambda v: f'dbx = dropbox.Dropbox("{v[0]}")')
vendor('Box', lambda: [('BOX_DEVELOPER_TOKEN', rs(32), True)], bearer('https://api.box.com/2.0/users/me'))
vendor('Calendly', lambda: [('CALENDLY_TOKEN', jwt({'kid': '1ce1e136', 'typ': 'PAT', 'alg': 'ES256'}, {'iss': 'https://auth.calendly.com', 'iat': ts_recent(), 'jti': uuid4(), 'user_uuid': uuid4()}), True)],
       bearer('https://api.calendly.com/users/me'))
vendor('Mapbox', lambda: [('MAPBOX_SECRET_TOKEN', t_mapbox('sk'), True)], query('https://api.mapbox.com/uploads/v1/{org}', 'access_token'))
vendor('Twitch', lambda: [('TWITCH_CLIENT_ID', rs(30, LD), False), ('TWITCH_CLIENT_SECRET', rs(30, LD), True)], None,
       cli=[lambda v: f'curl -X POST "https://id.twitch.tv/oauth2/token?client_id={v[0]}&client_secret={v[1]}&grant_type=client_credentials"'])
vendor('Spotify', lambda: [('SPOTIFY_CLIENT_ID', rh(32), False), ('SPOTIFY_CLIENT_SECRET', rh(32), True)], None)
vendor('X (Twitter)', lambda: [('TWITTER_BEARER_TOKEN', t_twitter_bearer(), True)], bearer('https://api.twitter.com/2/users/me'))
vendor('Meta', lambda: [('FB_PAGE_ACCESS_TOKEN', 'EAA' + rs(ch([150, 190])), True)], query('https://graph.facebook.com/v19.0/me/accounts', 'access_token'),
       vname='Meta Graph API')
vendor('Reddit', lambda: [('REDDIT_CLIENT_ID', rs(22, B64U), False), ('REDDIT_CLIENT_SECRET', rs(30, B64U), True)], None,
       py=lambda v: f'reddit = praw.Reddit(client_id="{v[0]}", client_secret="{v[1]}", user_agent="{ch(PROJECTS)}/0.1")')
vendor('Riot Games', lambda: [('RIOT_API_KEY', 'RGAPI-' + uuid4(), True)], hdr('https://kr.api.riotgames.com/lol/status/v4/platform-data', 'X-Riot-Token'))
vendor('Steam', lambda: [('STEAM_API_KEY', rs(32, HXU), True)], query('https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?steamids=76561198000000000', 'key'))

# ---- misc public data APIs
vendor('OpenWeatherMap', lambda: [('OPENWEATHER_API_KEY', rh(32), True)], query('https://api.openweathermap.org/data/2.5/weather?q=Seoul', 'appid'))
vendor('Shodan', lambda: [('SHODAN_API_KEY', rs(32), True)], query('https://api.shodan.io/shodan/host/8.8.8.8', 'key'))
vendor('VirusTotal', lambda: [('VT_API_KEY', rh(64), True)], hdr('https://www.virustotal.com/api/v3/files/{sha}', 'x-apikey'))
vendor('Etherscan', lambda: [('ETHERSCAN_API_KEY', rs(34, UD), True)], query('https://api.etherscan.io/api?module=account&action=balance&address=0x' + '0' * 40, 'apikey'))
vendor('Infura', lambda: [('INFURA_API_KEY', rh(32), True)], urlpath('https://mainnet.infura.io/v3/{v0}'))
vendor('Alchemy', lambda: [('ALCHEMY_API_KEY', rs(32, B64U), True)], urlpath('https://eth-mainnet.g.alchemy.com/v2/{v0}'))
vendor('RapidAPI', lambda: [('RAPIDAPI_KEY', t_rapidapi(), True)], hdr('https://weatherapi-com.p.rapidapi.com/current.json?q=Seoul', 'X-RapidAPI-Key'))
vendor('SerpApi', lambda: [('SERPAPI_API_KEY', rh(64), True)], query('https://serpapi.com/search.json?q=coffee', 'api_key'))
vendor('NewsAPI', lambda: [('NEWS_API_KEY', rh(32), True)], hdr('https://newsapi.org/v2/top-headlines?country=kr', 'X-Api-Key'))
vendor('HERE', lambda: [('HERE_API_KEY', rs(43, B64U), True)], query('https://geocode.search.hereapi.com/v1/geocode?q=Seoul', 'apiKey'))
vendor('TomTom', lambda: [('TOMTOM_API_KEY', rs(32), True)], query('https://api.tomtom.com/search/2/geocode/Seoul.json', 'key'))

# ---- Korean services
vendor('Kakao', lambda: [('KAKAO_REST_API_KEY', rh(32), True)], bearer('https://dapi.kakao.com/v2/local/search/address.json?query=판교역로', 'KakaoAK {}'), korean=True)
vendor('Kakao', lambda: [('KAKAO_ADMIN_KEY', rh(32), True)], bearer('https://kapi.kakao.com/v1/user/ids', 'KakaoAK {}'), korean=True, vname='Kakao admin key')
vendor('Naver Developers', lambda: [('NAVER_CLIENT_ID', rs(20, AN), False), ('NAVER_CLIENT_SECRET', rs(10, AN), True)],
       hdrs('https://openapi.naver.com/v1/search/blog.json?query=판교맛집', [('X-Naver-Client-Id', 0), ('X-Naver-Client-Secret', 1)]), korean=True)
vendor('Toss Payments', lambda: [('TOSS_SECRET_KEY', ch(['test_sk_', 'live_sk_', 'test_gsk_', 'live_gsk_']) + rs(28), True)],
       basic('https://api.tosspayments.com/v1/payments/confirm', 0, None), korean=True)
vendor('PortOne', lambda: [('PORTONE_API_SECRET', rs(80), True)], bearer('https://api.portone.io/payments', 'PortOne {}'), korean=True)
vendor('PortOne', lambda: [('IMP_KEY', str(ri(10**15, 10**16 - 1)), True), ('IMP_SECRET', rs(80), True)], None, korean=True, vname='PortOne (iamport v1)',
       cli=[lambda v: f'curl -s -H "Content-Type: application/json" -d \'{{"imp_key":"{v[0]}","imp_secret":"{v[1]}"}}\' https://api.iamport.kr/users/getToken'])
vendor('Solapi', lambda: [('SOLAPI_API_KEY', 'NCS' + rs(13, UD), True), ('SOLAPI_API_SECRET', rs(32, UD), True)], None, korean=True,
       js=lambda v: f"const messageService = new SolapiMessageService('{v[0]}', '{v[1]}');")
vendor('Aligo', lambda: [('ALIGO_USER_ID', ch(KO_USERS).replace('.', ''), False), ('ALIGO_API_KEY', rs(32, LD), True)], None, korean=True,
       cli=[lambda v: f'curl -X POST https://apis.aligo.in/send/ -d key={v[1]} -d user_id={v[0]} -d sender=0212345678 -d receiver=01012345678 -d msg=test'])
vendor('data.go.kr', lambda: [('DATA_GO_KR_SERVICE_KEY', t_data_go_kr(), True)], None, korean=True, vname='공공데이터포털 (data.go.kr)', datagokr=True)
vendor('Channel Talk', lambda: [('CHANNEL_ACCESS_KEY', rh(24), True), ('CHANNEL_ACCESS_SECRET', rh(32), True)],
       hdrs('https://api.channel.io/open/v5/user-chats', [('x-access-key', 0), ('x-access-secret', 1)]), korean=True)
vendor('NHN Cloud', lambda: [('NHN_APP_KEY', rs(16), False), ('NHN_SECRET_KEY', rs(8), True)],
       hdr('https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{v0}/sender/sms', 'X-Secret-Key', idx=1), korean=True)


# =====================================================================
#  Rendering a vendor credential into real-world containers
# =====================================================================
def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def pascal(env):
    return ''.join(p.capitalize() for p in env.lower().split('_'))


def snake(env):
    return env.lower()


def dotted(env):
    parts = env.lower().split('_')
    return parts[0] + '.' + '-'.join(parts[1:]) if len(parts) > 1 else parts[0]


def vname(v):
    return v.get('vname', v['name'])


def vendor_items(v, lang):
    """instantiate a vendor spec: list of (key, value, listed)"""
    items = v['items']()
    out = []
    for k, val, listed in items:
        if val is None:
            if k.endswith('EMAIL'):
                val = email(lang)
            elif k == 'SUPABASE_SERVICE_ROLE_KEY':
                ref = out[0][1].split('//')[1].split('.')[0]
                val = t_supabase_service(ref)
            elif k == 'TEAMS_WEBHOOK_URL':
                val = (f'https://{ch(COMPANIES).replace("-", "")}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}'
                       f'/IncomingWebhook/{rh(32)}/{uuid4()}/{rs(43, B64U)}')
        out.append((k, val, listed))
    return out


def fill_url(url, vals, lang):
    d = {'org': ch(COMPANIES), 'repo': ch(PROJECTS), 'sha': rh(64)}
    for i, x in enumerate(vals):
        d[f'v{i}'] = x
    return url.format(**d)


def http_parts(v, items, lang):
    """-> url, headers(list of (name, value)), basic (u, p) or None, query list"""
    vals = [x[1] for x in items]
    spec = v['http']
    url = fill_url(spec['url'], vals, lang)
    headers, bas, q = [], None, []
    for a in spec['auth']:
        if a[0] == 'h':
            _, name, fmt, idx = a
            headers.append((name, fmt.format(vals[idx]) if idx is not None else fmt))
        elif a[0] == 'hcombo':
            headers.append((a[1], a[2].format(*vals)))
        elif a[0] == 'basic':
            _, u, p = a

            def res(x):
                if x is None:
                    return ''
                if isinstance(x, int):
                    return vals[x]
                return x.format(**{f'v{i}': y for i, y in enumerate(vals)})
            bas = (res(u), res(p))
        elif a[0] == 'q':
            q.append((a[1], vals[a[2]]))
    return url, headers, bas, q


def render_http(v, items, lang, style=None):
    url, headers, bas, q = http_parts(v, items, lang)
    if q:
        url = url + ('&' if '?' in url else '?') + '&'.join(f'{k}={val}' for k, val in q)
    post = any(s in url for s in ['/messages', '/send', '/completions', '/event', '/confirm', '/graphql', 'transcript', '/trigger', '/emails', 'predictions', '/chat'])
    style = style or ch(['curl', 'curl', 'curl', 'python', 'js', 'go', 'httpie', 'powershell'])
    if style == 'curl':
        parts = ['curl -s']
        if post:
            parts.append('-X POST')
        if bas:
            parts.append(f'-u "{bas[0]}:{bas[1]}"' if chance(0.7) else f'-u {bas[0]}:{bas[1]}')
        for n, val in headers:
            parts.append(f'-H "{n}: {val}"')
        if post:
            parts.append("-H 'Content-Type: application/json' -d @payload.json")
        parts.append(f'"{url}"' if ('?' in url or '&' in url) else url)
        if len(' '.join(parts)) > 110:
            return ' \\\n  '.join(parts), 'curl'
        return ' '.join(parts), 'curl'
    if style == 'httpie':
        segs = ['http', 'POST' if post else 'GET', url]
        if bas:
            segs.insert(1, f'-a {bas[0]}:{bas[1]}')
        for n, val in headers:
            segs.append(f"'{n}:{val}'")
        return ' '.join(segs), 'httpie'
    if style == 'powershell':
        hs = list(headers)
        if bas:
            hs.append(('Authorization', 'Basic ' + b64e(f'{bas[0]}:{bas[1]}'.encode())))
        hstr = '; '.join(f'"{n}" = "{val}"' for n, val in hs)
        return f'Invoke-RestMethod -Method {"Post" if post else "Get"} -Uri "{url}" -Headers @{{ {hstr} }}', 'PowerShell Invoke-RestMethod'
    if style == 'python':
        lines = ['import requests', '']
        args = [f'"{url}"']
        if headers:
            args.append('headers={' + ', '.join(f'"{n}": "{val}"' for n, val in headers) + '}')
        if bas:
            args.append(f'auth=("{bas[0]}", "{bas[1]}")')
        lines.append(f'resp = requests.{"post" if post else "get"}(' + ', '.join(args) + ', timeout=10)')
        lines.append('resp.raise_for_status()')
        return '\n'.join(lines), 'python requests'
    if style == 'js':
        hs = [f'"{n}": "{val}"' for n, val in headers]
        if bas:
            hs.append(f'Authorization: "Basic " + btoa("{bas[0]}:{bas[1]}")')
        return (f'const res = await fetch("{url}", {{\n  method: "{"POST" if post else "GET"}",\n  headers: {{ ' + ', '.join(hs) + ' },\n});'), 'fetch'
    # go
    lines = [f'req, _ := http.NewRequest("{"POST" if post else "GET"}", "{url}", body)']
    for n, val in headers:
        lines.append(f'req.Header.Set("{n}", "{val}")')
    if bas:
        lines.append(f'req.SetBasicAuth("{bas[0]}", "{bas[1]}")')
    lines.append('resp, err := http.DefaultClient.Do(req)')
    return '\n'.join(lines), 'Go net/http'


ENV_FILLER = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=info', 'LOG_LEVEL=debug', 'DB_POOL_SIZE=10', 'REDIS_URL=redis://localhost:6379/0',
              'TZ=Asia/Seoul', 'TZ=UTC', 'FEATURE_NEW_CHECKOUT=true', 'AWS_REGION=ap-northeast-2', 'AWS_REGION=us-east-1', 'APP_ENV=staging',
              'SENTRY_ENVIRONMENT=staging', 'WORKERS=4', 'CACHE_TTL=300', 'PUBLIC_BASE_URL=https://app.example.com', 'DEBUG=false',
              'MAX_UPLOAD_MB=25', 'QUEUE_NAME=default', 'OTEL_SERVICE_NAME=api', 'RATE_LIMIT_PER_MIN=120', 'NEXT_TELEMETRY_DISABLED=1']


def filler_lines(n):
    return sample(ENV_FILLER, n)


def c_dotenv(v, items, lang):
    q = ch(['', '', '"', "'"])
    lines = []
    if chance(0.4):
        lines.append(f'# {vname(v)}')
    lines += [f'{k}={q}{val}{q}' for k, val, _ in items]
    pre, post = filler_lines(ri(0, 2)), filler_lines(ri(0, 2))
    f = ch(['.env', '.env', '.env.local', '.env.production', '.env.staging', 'apps/api/.env', '.env.development.local', 'docker/.env', 'backend/.env'])
    return '\n'.join(pre + lines + post), f, 'dotenv'


def c_export(v, items, lang):
    k = ri(0, 5)
    if k <= 2:
        lines = [f'export {key}={ch(["", chr(34), chr(39)])}{val}' for key, val, _ in items]
        lines = [ln + (ln.split('=', 1)[1][0] if ln.split('=', 1)[1][:1] in ('"', "'") else '') for ln in lines]
        return '\n'.join(lines), ch(['~/.zshrc', '~/.bashrc', 'scripts/dev-env.sh', 'the terminal', '.envrc']), 'shell export'
    if k == 3:
        return '\n'.join(f'$env:{key} = "{val}"' for key, val, _ in items), 'PowerShell profile', 'PowerShell $env'
    if k == 4:
        return '\n'.join(f'set -gx {key} {val}' for key, val, _ in items), '~/.config/fish/config.fish', 'fish set -gx'
    return '\n'.join(f'setx {key} "{val}"' for key, val, _ in items), 'Windows cmd', 'setx'


MCP_PKGS = {'GitHub': '@modelcontextprotocol/server-github', 'GitLab': '@modelcontextprotocol/server-gitlab', 'Slack': '@modelcontextprotocol/server-slack',
            'Notion': '@notionhq/notion-mcp-server', 'Linear': 'linear-mcp-server', 'Sentry': '@sentry/mcp-server', 'Stripe': '@stripe/mcp',
            'Supabase': '@supabase/mcp-server-supabase', 'Atlassian': 'mcp-atlassian', 'Figma': 'figma-developer-mcp', 'Brave': '@modelcontextprotocol/server-brave-search'}


def c_json(v, items, lang):
    k = ri(0, 4)
    env = {key: val for key, val, _ in items}
    if k <= 1:
        nm = v['name'].lower().replace(' ', '-').replace('.', '')
        pkg = MCP_PKGS.get(v['name'], f'{nm}-mcp')
        root = ch(['mcpServers', 'mcpServers', 'servers'])
        f = {'mcpServers': ch(['.cursor/mcp.json', '~/.cursor/mcp.json', 'claude_desktop_config.json', '.mcp.json', '~/.gemini/settings.json']),
             'servers': '.vscode/mcp.json'}[root]
        if v['name'] == 'GitHub' and 'GITHUB_TOKEN' in env:
            env = {'GITHUB_PERSONAL_ACCESS_TOKEN': env['GITHUB_TOKEN']}
        obj = {root: {nm: {'command': 'npx', 'args': ['-y', pkg], 'env': env}}}
        return jdump(obj, 2), f, 'MCP server config JSON'
    if k == 2:
        obj = {'Logging': {'LogLevel': {'Default': 'Information'}}, pascal(v['name'].replace(' ', '_').replace('.', '')): {pascal(key): val for key, val, _ in items}}
        return jdump(obj, 2), ch(['appsettings.json', 'appsettings.Development.json', 'appsettings.Production.json']), 'appsettings.json'
    if k == 3:
        obj = {camel(key): val for key, val, _ in items}
        obj = {'region': ch(REGIONS), 'timeoutMs': 5000, v['name'].lower().replace(' ', ''): obj} if chance(0.5) else obj
        return jdump(obj, 2), ch(['config/default.json', 'config.json', 'secrets.json', 'local.settings.json', 'src/config/keys.json']), 'config JSON'
    obj = {'version': '0.2.0', 'configurations': [{'name': f'Debug {ch(PROJECTS)}', 'type': ch(['node', 'debugpy']), 'request': 'launch', 'env': env}]}
    return jdump(obj, 2), '.vscode/launch.json', 'launch.json env'


def c_yaml(v, items, lang):
    k = ri(0, 5)
    svc = ch(PROJECTS)
    if k == 0:
        env = '\n'.join(f'      - {key}={val}' for key, val, _ in items)
        return (f'services:\n  {svc}:\n    image: ghcr.io/{ch(COMPANIES)}/{svc}:latest\n    environment:\n{env}'), ch(['docker-compose.yml', 'compose.yaml', 'docker-compose.override.yml']), 'docker-compose environment'
    if k == 1:
        env = '\n'.join(f'  {snake(key)}: "{val}"' for key, val, _ in items)
        return f'replicaCount: 2\n{v["name"].lower().replace(" ", "")}:\n{env}', ch(['values.yaml', 'charts/api/values-prod.yaml', 'helm/values.staging.yaml']), 'Helm values'
    if k == 2:
        env = '\n'.join(f'    {dotted(key).split(".", 1)[-1]}: {val}' for key, val, _ in items)
        return f'{v["name"].lower().replace(" ", "-")}:\n  api:\n{env}', ch(['src/main/resources/application.yml', 'application-prod.yml', 'config/application.yaml']), 'Spring application.yml'
    if k == 3:
        env = '\n'.join(f'      {key}: {val}' for key, val, _ in items)
        return (f'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n{env}'), f'.github/workflows/{ch(["deploy", "ci", "release", "nightly"])}.yml', 'GitHub Actions env (hardcoded)'
    if k == 4:
        env = '\n'.join(f'    {key}: {val}' for key, val, _ in items)
        return f'provider:\n  name: aws\n  runtime: nodejs20.x\n  environment:\n{env}', 'serverless.yml', 'serverless.yml environment'
    env = '\n'.join(f'  {key}: "{val}"' for key, val, _ in items)
    return f'runtime: python312\nenv_variables:\n{env}', 'app.yaml', 'App Engine app.yaml'


def c_toml(v, items, lang):
    k = ri(0, 3)
    if k == 0:
        body = '\n'.join(f'{key} = "{val}"' for key, val, _ in items)
        return body, '.streamlit/secrets.toml', 'secrets.toml'
    if k == 1:
        nm = v['name'].lower().replace(' ', '-').replace('.', '')
        envs = ', '.join(f'"{key}" = "{val}"' for key, val, _ in items)
        return f'[mcp_servers.{nm}]\ncommand = "npx"\nargs = ["-y", "{MCP_PKGS.get(v["name"], nm + "-mcp")}"]\nenv = {{ {envs} }}', '~/.codex/config.toml', 'Codex config.toml MCP env'
    if k == 2:
        body = '\n'.join(f'{key} = "{val}"' for key, val, _ in items)
        return f'[vars]\nENVIRONMENT = "production"\n{body}', 'wrangler.toml', 'wrangler.toml [vars]'
    body = '\n'.join(f'  {key} = "{val}"' for key, val, _ in items)
    return f'[build]\n  command = "npm run build"\n[build.environment]\n{body}', 'netlify.toml', 'netlify.toml build env'


def c_ini(v, items, lang):
    k = ri(0, 3)
    sec = v['name'].lower().replace(' ', '_').replace('.', '')
    if k == 0:
        body = '\n'.join(f'{snake(key)} = {val}' for key, val, _ in items)
        return f'[{sec}]\n{body}\ntimeout = 30', ch(['config.ini', 'settings.ini', 'conf/app.ini', 'setup.cfg']), 'INI config'
    if k == 1:
        body = '\n'.join(f'Environment={key}={val}' for key, val, _ in items)
        return f'[Service]\nExecStart=/opt/{ch(PROJECTS)}/bin/server\n{body}', f'/etc/systemd/system/{ch(PROJECTS)}.service', 'systemd unit Environment='
    if k == 2:
        env = ','.join(f'{key}="{val}"' for key, val, _ in items)
        return f'[program:{ch(PROJECTS)}]\ncommand=/usr/bin/node dist/main.js\nenvironment={env}', '/etc/supervisor/conf.d/app.conf', 'supervisord environment='
    body = '\n'.join(f'{key}={val}' for key, val, _ in items)
    return f'[env]\n{body}', 'pytest.ini', 'pytest.ini env'


def c_xml(v, items, lang):
    k = ri(0, 2)
    if k == 0:
        body = '\n'.join(f'    <add key="{pascal(key)}" value="{val}" />' for key, val, _ in items)
        return f'<appSettings>\n{body}\n</appSettings>', ch(['web.config', 'App.config', 'Web.Release.config']), 'web.config appSettings'
    if k == 1:
        body = '\n'.join(f'    <string name="{snake(key)}">{val}</string>' for key, val, _ in items)
        return f'<resources>\n{body}\n</resources>', 'app/src/main/res/values/secrets.xml', 'Android strings.xml'
    body = '\n'.join(f'\t<key>{pascal(key)}</key>\n\t<string>{val}</string>' for key, val, _ in items)
    return f'<dict>\n{body}\n</dict>', ch(['Info.plist', 'Config/Secrets.plist']), 'iOS plist'


def c_properties(v, items, lang):
    k = ch([0, 0, 0, 1, 1, 2])
    if k == 0:
        body = '\n'.join(f'{dotted(key)}={val}' for key, val, _ in items)
        return f'server.port=8080\n{body}', ch(['src/main/resources/application.properties', 'application-prod.properties']), 'Spring application.properties'
    if k == 1:
        body = '\n'.join(f'{key}={val}' for key, val, _ in items)
        return f'org.gradle.jvmargs=-Xmx2g\n{body}', ch(['gradle.properties', '~/.gradle/gradle.properties']), 'gradle.properties'
    body = '\n'.join(f'{snake(key)}={val}' for key, val, _ in items)
    return f'sdk.dir=/Users/{ch(EN_USERS)}/Library/Android/sdk\n{body}', 'local.properties', 'Android local.properties'


def c_docker(v, items, lang):
    k = ri(0, 3)
    img = f'{ch(COMPANIES)}/{ch(PROJECTS)}:{ch(["latest", "1.4.2", "dev", "sha-" + rh(7)])}'
    if k == 0:
        body = '\n'.join(f'ENV {key}={val}' for key, val, _ in items)
        return f'FROM node:20-alpine\nWORKDIR /app\n{body}\nCOPY . .\nCMD ["node", "dist/main.js"]', 'Dockerfile', 'Dockerfile ENV'
    if k == 1:
        body = '\n'.join(f'ARG {key}={val}' for key, val, _ in items)
        return f'FROM python:3.12-slim\n{body}\nRUN pip install -r requirements.txt', 'Dockerfile', 'Dockerfile ARG default'
    if k == 2:
        es = ' '.join(f'-e {key}={val}' for key, val, _ in items)
        return f'docker run -d --name {ch(PROJECTS)} {es} {img}', 'docker run', 'docker run -e'
    es = ' '.join(f'--build-arg {key}={val}' for key, val, _ in items)
    return f'docker build {es} -t {img} .', 'docker build', 'docker build --build-arg'


def c_k8s(v, items, lang):
    k = ri(0, 3)
    name = f'{ch(PROJECTS)}-{ch(["secrets", "env", "credentials", "api-keys"])}'
    if k == 0:
        body = '\n'.join(f'  {key}: "{val}"' for key, val, _ in items)
        return f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\nstringData:\n{body}', f'k8s/{name}.yaml', 'k8s Secret stringData'
    if k == 1:
        body = '\n'.join(f'  {key}: {b64e(val.encode())}' for key, val, _ in items)
        return f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\ndata:\n{body}', f'k8s/{name}.yaml', 'k8s Secret data (base64)'
    if k == 2:
        lits = ' '.join(f'--from-literal={key}={val}' for key, val, _ in items)
        return f'kubectl create secret generic {name} -n {ch(["default", "prod", "staging", "apps"])} {lits}', 'kubectl', 'kubectl create secret --from-literal'
    body = '\n'.join(f'            - name: {key}\n              value: "{val}"' for key, val, _ in items)
    return f'      containers:\n        - name: app\n          env:\n{body}', 'deployment.yaml', 'k8s Deployment env value'


def c_ci(v, items, lang):
    k = ri(0, 4)
    if k == 0:
        body = '\n'.join(f'  {key}: "{val}"' for key, val, _ in items)
        return f'variables:\n{body}\n\ndeploy:\n  stage: deploy\n  script: ./scripts/deploy.sh', '.gitlab-ci.yml', '.gitlab-ci.yml variables'
    if k == 1:
        body = '\n'.join(f"        {key} = '{val}'" for key, val, _ in items)
        return f"pipeline {{\n    agent any\n    environment {{\n{body}\n    }}", 'Jenkinsfile', 'Jenkinsfile environment'
    if k == 2:
        body = '\n'.join(f'          {key}: {val}' for key, val, _ in items)
        return f'jobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        environment:\n{body}', '.circleci/config.yml', 'CircleCI environment'
    if k == 3:
        return '\n'.join(f'gh secret set {key} --body "{val}" --repo {ch(COMPANIES)}/{ch(PROJECTS)}' for key, val, _ in items), 'gh CLI', 'gh secret set --body'
    body = '\n'.join(f'            - export {key}={val}' for key, val, _ in items)
    return f'pipelines:\n  default:\n    - step:\n        script:\n{body}\n            - npm test', 'bitbucket-pipelines.yml', 'bitbucket-pipelines export'


def c_pyenv(v, items, lang):
    k = ri(0, 2)
    if k == 0:
        return 'import os\n' + '\n'.join(f'os.environ["{key}"] = "{val}"' for key, val, _ in items), ch(['notebook cell', 'scratch.py', 'conftest.py']), 'python os.environ assignment'
    if k == 1:
        return '\n'.join(f'%env {key}={val}' for key, val, _ in items), 'Jupyter notebook', 'Jupyter %env magic'
    return '\n'.join(f'process.env.{key} ??= "{val}";' for key, val, _ in items), ch(['src/setupTests.ts', 'vitest.setup.ts', 'jest.setup.js']), 'JS test setup process.env'


def c_sdk(v, items, lang):
    langs = [x for x in ['py', 'js', 'go', 'rb', 'java', 'cs', 'php'] if x in v]
    if not langs:
        return None
    lg = ch(langs)
    vals = [x[1] for x in items]
    names = {'py': 'Python SDK', 'js': 'Node SDK', 'go': 'Go SDK', 'rb': 'Ruby SDK', 'java': 'Java SDK', 'cs': 'C# SDK', 'php': 'PHP SDK'}
    files = {'py': ['app/clients.py', 'main.py', 'worker/tasks.py', 'settings.py'], 'js': ['src/lib/client.ts', 'index.js', 'server/api.ts'],
             'go': ['internal/client/client.go', 'main.go'], 'rb': ['config/initializers/clients.rb'], 'java': ['src/main/java/App.java'],
             'cs': ['Program.cs', 'Startup.cs'], 'php': ['config/services.php', 'bootstrap/app.php']}
    return v[lg](vals), ch(files[lg]), names[lg] + ' constructor'


def c_cli(v, items, lang):
    if 'cli' not in v:
        return None
    vals = [x[1] for x in items]
    return ch(v['cli'])(vals), 'terminal', 'vendor CLI command'


def c_tf(v, items, lang):
    if 'tf' not in v:
        return None
    vals = [x[1] for x in items]
    if chance(0.3):
        body = '\n'.join(f'{snake(key)} = "{val}"' for key, val, _ in items)
        return body, ch(['terraform.tfvars', 'prod.auto.tfvars']), 'terraform.tfvars'
    return v['tf'](vals), ch(['providers.tf', 'main.tf', 'infra/providers.tf']), 'Terraform provider block'


def c_http(v, items, lang):
    if not v.get('http'):
        return None
    s, st = render_http(v, items, lang)
    return s, 'terminal' if st in ('curl', 'httpie', 'PowerShell Invoke-RestMethod') else 'script', st


def c_special(v, items, lang):
    vals = [x[1] for x in items]
    if v.get('kagglejson'):
        return jdump({'username': vals[0], 'key': vals[1]}), '~/.kaggle/kaggle.json', 'kaggle.json'
    if v.get('awscreds'):
        prof = ch(['default', 'prod', 'staging', 'deploy'])
        return f'[{prof}]\naws_access_key_id = {vals[0]}\naws_secret_access_key = {vals[1]}\nregion = {ch(REGIONS)}', '~/.aws/credentials', 'AWS credentials file'
    if v.get('connstr'):
        return v['connstr'](vals), ch(['appsettings.json ConnectionStrings', 'local.settings.json', 'AZURE_STORAGE_CONNECTION_STRING']), 'Azure storage connection string'
    if v.get('tfrc'):
        return jdump({'credentials': {'app.terraform.io': {'token': vals[0]}}}, 2), '~/.terraform.d/credentials.tfrc.json', 'credentials.tfrc.json'
    if v.get('cloudinary'):
        return f'CLOUDINARY_URL=cloudinary://{vals[0]}:{vals[1]}@{ch(COMPANIES).replace("-", "")}', '.env', 'CLOUDINARY_URL'
    if v.get('confluent'):
        return (f'bootstrap.servers=pkc-{rs(5, LD)}.{ch(REGIONS)}.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n'
                f'sasl.username={vals[0]}\nsasl.password={vals[1]}'), 'client.properties', 'Kafka client.properties'
    if v.get('datagokr'):
        enc = pct(vals[0], safe='')
        return None if enc == vals[0] else None
    if v.get('teams'):
        return f'Invoke-RestMethod -Method Post -ContentType "application/json" -Uri "{vals[0]}" -Body \'{{"text":"deploy done"}}\'', 'PowerShell', 'Teams incoming webhook'
    if v.get('supabase'):
        return None
    if v['name'] == 'PyPI':
        return f'[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {vals[0]}', '~/.pypirc', '.pypirc'
    if v['name'] == 'npm':
        return f'registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={vals[0]}', '.npmrc', '.npmrc'
    if v['name'] == 'crates.io':
        return f'[registry]\ntoken = "{vals[0]}"', '~/.cargo/credentials.toml', 'cargo credentials.toml'
    if v['name'] == 'Docker Hub':
        return jdump({'auths': {'https://index.docker.io/v1/': {'auth': b64e(f'{vals[0]}:{vals[1]}'.encode())}}}, 2), '~/.docker/config.json', 'docker config.json auth'
    return None


CONTAINER_WEIGHTS = [(c_dotenv, 6), (c_export, 3), (c_json, 4), (c_yaml, 3), (c_toml, 1), (c_ini, 1), (c_xml, 1), (c_properties, 1),
                     (c_docker, 2), (c_k8s, 2), (c_ci, 2), (c_pyenv, 1), (c_http, 5), (c_sdk, 4), (c_cli, 4), (c_tf, 1), (c_special, 3)]


def wch(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


NONFILE_WHERE = {'terminal': ('the command line', '커맨드라인'), 'kubectl': ('the kubectl command', 'kubectl 명령'),
                 'docker run': ('the docker run command', 'docker run 명령'), 'docker build': ('the build command', '빌드 명령'),
                 'gh CLI': ('the gh command', 'gh 명령'), 'PowerShell': ('the PowerShell session', 'PowerShell 세션'),
                 'Windows cmd': ('the user environment', '사용자 환경변수'), 'script': ('the script', '스크립트'),
                 'the terminal': ('the shell session', '셸 세션'), 'notebook cell': ('the notebook', '노트북'),
                 'Jupyter notebook': ('the notebook', '노트북'), 'PowerShell profile': ('the PowerShell profile', 'PowerShell 프로필')}


def render_vendor(v, items, lang):
    """-> snippet, file/where, container label, list of listed secret strings as they appear"""
    r = None
    has_sdk = any(x in v for x in ['py', 'js', 'go', 'rb', 'java', 'cs', 'php'])
    special = v.get('kagglejson') or v.get('awscreds') or v.get('connstr') or v.get('tfrc') or v.get('cloudinary') or v.get('confluent') \
        or v['name'] in ('PyPI', 'npm', 'crates.io', 'Docker Hub')
    if 'tf' in v and chance(0.3):
        r = c_tf(v, items, lang)
    elif has_sdk and chance(0.4):
        r = c_sdk(v, items, lang)
    elif special and chance(0.45):
        r = c_special(v, items, lang)
    elif 'cli' in v and chance(0.3):
        r = c_cli(v, items, lang)
    while not r:
        c = wch(CONTAINER_WEIGHTS)
        r = c(v, items, lang)
    snip, where, label = r
    cands = []
    for k, val, listed in items:
        if listed:
            cands += [val, b64e(val.encode())]
            if label == 'docker config.json auth':
                cands.append(b64e(f'{items[0][1]}:{val}'.encode()))
    if label == 'PowerShell Invoke-RestMethod' and '"Basic ' in snip:
        cands.append(snip.split('"Basic ', 1)[1].split('"', 1)[0])
    secrets = dedupe([c for c in cands if c in snip])
    return snip, where, label, secrets


# =====================================================================
#  Note helpers
# =====================================================================
def note(category, mc, ls, ask, secrets, vendors=None):
    return {'category': category, 'fields': {'missing_context': mc, 'lesson': ls, 'ask_next_time': ask},
            'secrets': list(secrets), 'vendors': list(vendors or [])}


def block(snip, hint=''):
    """snippet as it follows a colon in prose: inline code, fenced block, raw paste or indented"""
    if '\n' not in snip and len(snip) < 150 and chance(0.55):
        return ' `' + snip + '`' if chance(0.8) else ' ' + snip
    k = ri(0, 3)
    if k <= 1:
        return f'\n```{hint}\n{snip}\n```'
    if k == 2:
        return '\n' + snip
    return '\n' + '\n'.join('    ' + ln for ln in snip.split('\n'))


def L(lang, en, ko):
    return ko if lang == 'ko' else en


def E(lang, env):
    return KO_ENV[env] if lang == 'ko' else EN_ENV[env]


EN_ERRS = ['401 Unauthorized', '403 Forbidden', '"invalid_auth"', '"Incorrect API key provided"', 'an AuthenticationError',
           '401 "Bad credentials"', '"unauthorized_client"', '"missing or invalid API key"', 'HTTP 401', '"token expired"',
           '"invalid_api_key"', '403 "Resource not accessible"']
KO_ERRS = ['401 Unauthorized', '403 Forbidden', 'invalid_auth', '인증 실패(401)', 'AuthenticationError', '401 Bad credentials',
           'unauthorized_client', '"유효하지 않은 API 키"', 'HTTP 401', 'token expired 에러']
STORES = ['Vault', 'AWS Secrets Manager', '1Password', 'GitHub Actions secrets', 'Doppler', 'a k8s Secret', 'GCP Secret Manager',
          'Azure Key Vault', 'SSM Parameter Store', 'the team Bitwarden']
KO_STORES = ['Vault', 'AWS Secrets Manager', '1Password', 'GitHub Actions secrets', 'Doppler', 'k8s Secret', 'GCP Secret Manager',
             'Azure Key Vault', 'SSM Parameter Store', '사내 비밀번호 관리툴']
EN_AFTER = ['A restart is needed after changing it.', 'This key only has read scopes.', 'CI uses the same key.', 'Calls are only allowed from the office egress IP.',
            'Do not commit this file.', 'A trailing newline in the value caused the earlier 401.', 'Rate limit on this key is low (60/min).',
            'The old key in the wiki is revoked.', 'It took ~2 minutes to propagate after creation.', '']
KO_AFTER = ['값 바꾸면 재시작 필요.', '이 키는 읽기 권한만 있음.', 'CI에서도 같은 키 씀.', '사무실 IP에서만 호출 가능.', '이 파일은 커밋 금지.',
            '값 끝에 개행 들어가서 처음에 401 났었음.', '위키에 있는 예전 키는 폐기됨.', '키 발급 후 반영까지 2분 정도 걸림.', '']


def tpl_vendor(lang, v=None):
    v = v or pick_vendor(lang)
    items = vendor_items(v, lang)
    snip, where, label, secrets = render_vendor(v, items, lang)
    if not secrets:
        return None
    env = ch(ENVS)
    oenv = ch([e for e in ENVS if e != env])
    raw = [s for s in secrets if any(s == it[1] for it in items)]
    d = {'vendor': vname(v), 'svc': ch(PROJECTS), 'env': E(lang, env), 'oenv': E(lang, oenv), 'where': where, 'label': label,
         'envvar': next((k for k, val, li in items if li), items[0][0]), 'err': ch(KO_ERRS if lang == 'ko' else EN_ERRS),
         'person': person(lang), 'title': ch(KO_TITLES), 'store': ch(KO_STORES if lang == 'ko' else STORES),
         'after': ch(KO_AFTER if lang == 'ko' else EN_AFTER), 'snip': block(snip), 'tok': ch(raw) if raw else ''}
    if where in NONFILE_WHERE:
        d['where'] = NONFILE_WHERE[where][1 if lang == 'ko' else 0]
    d['err_eun'] = jo(d['err'], '은')
    if lang == 'en':
        mc_plain = ["Nobody told me where {svc} gets its {vendor} credentials in {env}; {where} isn't mentioned in the README.",
                    'The task said to wire {svc} up to {vendor}, but no key was provided and the first run died with {err}.',
                    "I didn't know {svc} reads {envvar} from {where} rather than from the config service.",
                    'Missing: which {vendor} account {svc} should use in {env} and who owns the key.',
                    "{person} assumed I already had {vendor} access. I didn't, so every call from {svc} came back {err}.",
                    'Context I lacked: {env} and local use different {vendor} projects, and {envvar} in the template is empty.']
        mc_snip = ['{person} pasted their working {label} so I could reproduce the {err}:{snip}',
                   'The {where} on the {env} box already had the {vendor} credentials, which nobody mentioned:{snip}',
                   "User's message, verbatim:{snip}",
                   'When I asked how {svc} authenticates to {vendor}, I was given:{snip}',
                   'Found in {where} while debugging {svc} ({env}):{snip}']
        ls_snip = ['Working setup for {svc} ({env}):{snip}\n{after}', '{vendor} wants the credential via {label}. This worked:{snip}',
                   'Verified access with:{snip}\nand got a 200 back. {after}', 'Put it in {where}, not in code:{snip}\n{after}',
                   '{after} Final version:{snip}']
        ls_plain = ['{svc} only reads {envvar} at startup, so after editing {where} the process has to be restarted.',
                    "The {err} wasn't a code bug; the key belonged to the {oenv} {vendor} account.",
                    '{vendor} keys are scoped per project; a key from another project returns {err} even though it looks valid.',
                    'Check {where} first before asking for {vendor} credentials again; the value there is current.']
        ask_plain = ['Which {vendor} account should {env} use, and where is its key kept?', 'Can I move {envvar} out of {where} into {store}?',
                     'Who owns the {vendor} account for {svc}, in case the key needs rotating?', '', '']
        ask_tok = ['Is {tok} still the live key, or has it been rotated?', 'Should {oenv} also use {tok}, or is there a separate key?',
                   'Confirm {tok} can stay in {where} for now?']
    else:
        mc_plain = ['{svc} {env} 환경에서 {vendor} 인증 정보를 어디서 가져오는지 아무도 안 알려줌. README에도 {where} 얘기 없음.',
                    '{vendor} 연동하라는 지시만 있고 키는 안 줘서 첫 실행에서 {err} 남.',
                    '{svc}가 {envvar}를 설정 서버가 아니라 {where}에서 읽는다는 걸 몰랐음.',
                    '{env}에서 어떤 {vendor} 계정을 써야 하는지, 키 관리는 누가 하는지 정보 없었음.',
                    '{person}{title}은 내가 {vendor} 접근 권한이 있는 줄 아셨는데 없어서 계속 {err}.']
        mc_snip = ['{err} 재현하려고 {person}{title}이 본인 {label} 그대로 붙여주심:{snip}',
                   '{env} 서버 {where}에 {vendor} 키가 이미 들어 있었는데 아무도 언급 안 함:{snip}',
                   '사용자 메시지 원문:{snip}', '{svc}가 {vendor}에 어떻게 인증하냐고 물어봤더니 받은 내용:{snip}',
                   '{svc} 디버깅하다가 {where}에서 발견:{snip}']
        ls_snip = ['{env} {svc} 설정은 이렇게 하면 됨:{snip}\n{after}', '{vendor}는 이 방식으로 키를 넘겨야 함. 동작 확인한 설정:{snip}',
                   '아래로 호출해서 200 나오는 것 확인:{snip}\n{after}', '코드에 박지 말고 {where}에 둘 것:{snip}', '{after} 최종 설정:{snip}']
        ls_plain = ['{svc}는 {envvar}를 시작할 때만 읽어서 {where} 바꾸면 프로세스 재시작해야 함.',
                    '{err_eun} 코드 문제가 아니었고 키가 {oenv} 계정 거라서 난 것.',
                    '{vendor} 키는 프로젝트 단위라서 다른 프로젝트 키 넣으면 멀쩡해 보여도 {err} 남.',
                    '{vendor} 키 다시 달라고 하기 전에 {where} 먼저 확인할 것. 거기 값이 최신임.']
        ask_plain = ['{env}에서 쓸 {vendor} 계정이 뭔지, 키는 어디 보관하는지 먼저 물어보기', '{envvar}를 {where} 말고 {store}로 옮겨도 되는지 확인',
                     '{svc}용 {vendor} 계정 담당자가 누구인지 (키 교체 필요할 때 대비)', '', '']
        ask_tok = ['{tok} 이 키 아직 살아있는지? 로테이션 됐으면 새로 받아야 함', '{oenv}도 {tok} 그대로 쓰면 되는지, 별도 키가 있는지',
                   '{tok} 당분간 {where}에 둬도 괜찮은지 확인']
    place = ri(0, 9)
    if place <= 3:
        mc, ls = ch(mc_plain), ch(ls_snip)
    elif place <= 6:
        mc, ls = ch(mc_snip), ch(ls_plain)
    elif place <= 8:
        mc, ls = ch(mc_plain), ch(ls_snip)
    else:
        mc, ls = ch(mc_snip), ch(ls_snip).replace('{snip}', '{snip2}')
    ask = ch(ask_tok) if (d['tok'] and chance(0.22)) else ch(ask_plain)
    if '{snip2}' in ls:
        ls = ls.replace('{snip2}', L(lang, ' (same as above)', ' (위와 동일)'))
    f = lambda s: s.format(**d).strip()
    return note(f'vendor token: {vname(v)} / {label}', f(mc), f(ls), f(ask), secrets, [v['name']])


# =====================================================================
#  Databases: connection strings
# =====================================================================
DBNAMES = ['app', 'orders', 'billing', 'analytics', 'shop', 'crm', 'inventory', 'users', 'reporting', 'core', 'payments', 'metrics']


def db_snippet(lang):
    """-> (snippet, secrets, label, what)"""
    u = ch(['app_rw', 'app', 'svc_api', 'readonly', 'etl_user', 'admin', 'report_ro', 'django', 'rails', 'backend', 'metabase', 'airflow'])
    if lang == 'ko' and chance(0.3):
        u = ch(['dev_user', 'batch', 'app_user', 'svc_order'])
    db = ch(DBNAMES)
    kind = ri(0, 17)
    pw = pw_any(lang)
    enc = pct(pw)
    if kind == 0:
        h = host(ch(['pg', 'db', 'postgres']), lang)
        s = f'DATABASE_URL=postgresql://{u}:{enc}@{h}:5432/{db}' + ch(['', '?sslmode=require'])
        return s, [enc], 'postgres URL in .env', 'Postgres'
    if kind == 1:
        h = host('mysql', lang)
        s = f'mysql://{u}:{enc}@{h}:3306/{db}'
        return s, [enc], 'mysql URL', 'MySQL'
    if kind == 2:
        s = f'MONGODB_URI="mongodb+srv://{u}:{enc}@cluster0.{rs(5, LD)}.mongodb.net/{db}?retryWrites=true&w=majority"'
        return s, [enc], 'mongodb+srv URI', 'MongoDB Atlas'
    if kind == 3:
        h = host('redis', lang)
        s = ch([f'REDIS_URL=redis://:{enc}@{h}:6379/0', f'REDIS_URL=rediss://default:{enc}@{h}:6380', f'CELERY_BROKER_URL=redis://:{enc}@{h}:6379/1'])
        return s, [enc], 'redis URL with password', 'Redis'
    if kind == 4:
        h = host('mq', lang)
        s = f'AMQP_URL=amqp://{u}:{enc}@{h}:5672/%2F'
        return s, [enc], 'amqp URL', 'RabbitMQ'
    if kind == 5:
        pw = pw_url_safeish(lang)
        h = host('pg', lang)
        s = f'spring.datasource.url=jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}&ssl=true'
        return s, [pw], 'JDBC URL password param', 'Postgres (JDBC)'
    if kind == 6:
        pw = pw_url_safeish(lang)
        h = host('sql', lang)
        s = ch([f'"DefaultConnection": "Server=tcp:{h},1433;Database={db};User Id={u};Password={pw};Encrypt=True;TrustServerCertificate=False;"',
                f'Data Source={h};Initial Catalog={db};User ID={u};Password={pw};MultipleActiveResultSets=True'])
        return s, [pw], 'SQL Server connection string', 'SQL Server'
    if kind == 7:
        pw = pw_url_safeish(lang)
        h = host('ora', lang)
        s = f'sqlplus {u}/{pw}@//{h}:1521/ORCLPDB1'
        return s, [pw], 'Oracle EZConnect user/pass', 'Oracle'
    if kind == 8:
        pw = pw_url_safeish(lang)
        h = host('mysql', lang)
        s = f'dsn := "{u}:{pw}@tcp({h}:3306)/{db}?parseTime=true&loc=Local"'
        return s, [pw], 'Go MySQL DSN', 'MySQL (Go DSN)'
    if kind == 9:
        h = host('pg', lang)
        s = f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{db}',\n        'USER': '{u}',\n        'PASSWORD': '{pw}',\n        'HOST': '{h}',\n        'PORT': 5432,\n    }}\n}}"
        return s, [pw], 'Django DATABASES dict', 'Postgres (Django settings)'
    if kind == 10:
        h = host('db', lang)
        s = f'production:\n  adapter: postgresql\n  database: {db}_production\n  username: {u}\n  password: "{pw}"\n  host: {h}'
        return s, [pw], 'Rails database.yml', 'Postgres (Rails)'
    if kind == 11:
        h = host('pg', lang)
        s = f'[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://{u}:{enc.replace("%", "%%")}@{h}:5432/{db}'
        return s, [enc.replace('%', '%%')], 'alembic.ini sqlalchemy.url (%% escaped)', 'Postgres (alembic)'
    if kind == 12:
        ref = rs(20, LO)
        s = f'postgresql://postgres.{ref}:{enc}@aws-0-{ch(REGIONS)}.pooler.supabase.com:6543/postgres'
        return s, [enc], 'Supabase pooler URL', 'Supabase Postgres'
    if kind == 13:
        npw = 'npg_' + rs(12)
        s = f'postgresql://neondb_owner:{npw}@ep-{ch(WORDS)}-{ch(WORDS)}-{rs(8, LD)}-pooler.{ch(["us-east-2", "ap-southeast-1", "eu-central-1"])}.aws.neon.tech/neondb?sslmode=require'
        return s, [npw], 'Neon Postgres URL', 'Neon'
    if kind == 14:
        ppw = 'pscale_pw_' + rs(43, B64U)
        s = f'DATABASE_URL=\'mysql://{rs(12, LD)}:{ppw}@aws.connect.psdb.cloud/{db}?ssl={{"rejectUnauthorized":true}}\''
        return s, [ppw], 'PlanetScale MySQL URL', 'PlanetScale'
    if kind == 15:
        h = host('es', lang)
        s = f'ELASTICSEARCH_URL=https://elastic:{enc}@{h}:9200'
        return s, [enc], 'Elasticsearch URL with elastic password', 'Elasticsearch'
    if kind == 16:
        h = host('ch', lang)
        s = f'clickhouse://{u}:{enc}@{h}:9440/{db}?secure=true'
        return s, [enc], 'ClickHouse URL', 'ClickHouse'
    h = host('pg', lang)
    s = f"const pool = new Pool({{\n  host: '{h}',\n  user: '{u}',\n  password: '{pw}',\n  database: '{db}',\n  port: 5432,\n}});"
    return s, [pw], 'node-postgres Pool config', 'Postgres (node-postgres)'


def tpl_db_url(lang):
    snip, secrets, label, what = db_snippet(lang)
    env = ch(ENVS)
    d = {'what': what, 'env': E(lang, env), 'svc': ch(PROJECTS), 'snip': block(snip), 'person': person(lang), 'title': ch(KO_TITLES),
         'pw': secrets[0]}
    d['env_eun'] = jo(d['env'], '은')
    if lang == 'en':
        mc = ch(["I didn't have the {env} {what} credentials for {svc}; the task assumed the DB was already reachable.",
                 'Nobody mentioned that {svc} in {env} talks to a separate {what} instance with its own user.',
                 '{person} gave me the {env} connection string in chat:{snip}',
                 'The existing config (not referenced anywhere in the docs) had:{snip}',
                 "Migrations failed against {env} because I didn't know which {what} user {svc} uses."])
        if '{snip}' in mc:
            ls = ch(['{svc} must be restarted after changing the URL; the pool caches connections.',
                     'The password has characters that must be percent-encoded in URLs, which is why the first attempt failed to parse.' if '%' in secrets[0] else 'The app user cannot run DDL, so migrations failed with a permission error.',
                     'Use this user only for the app; migrations need the owner role.', 'Connection works from the bastion only.'])
        else:
            ls = ch(['Working connection for {svc} ({env}):{snip}', 'This is what {svc} uses in {env}:{snip}\nThe pool size is 10.',
                     'Connected fine with:{snip}', 'Set it like this and the health check went green:{snip}'])
        ask = ch(['Which {what} user should migrations use in {env}?', 'Can {svc} get its DB credentials from the secret store instead?',
                  'Is {pw} the same password on the replica?', '', 'Who rotates the {env} DB password?'])
    else:
        mc = ch(['{svc} {env} {what} 접속 정보가 없었음. 태스크는 DB가 이미 붙어 있다고 가정함.',
                 '{svc} {env_eun} 별도 {what} 인스턴스에 전용 계정으로 붙는다는 얘기를 아무도 안 함.',
                 '{person}{title}이 {env} 접속 문자열을 채팅으로 주심:{snip}',
                 '문서엔 없는데 기존 설정 파일에 이렇게 들어 있었음:{snip}',
                 '{svc}가 어떤 {what} 계정 쓰는지 몰라서 {env} 마이그레이션 실패함.'])
        if '{snip}' in mc:
            ls = ch(['URL 바꾸면 {svc} 재시작해야 함. 커넥션 풀이 캐시함.', '비밀번호에 특수문자 있어서 URL 인코딩 해야 파싱됨. 처음에 그래서 실패.' if '%' in secrets[0] else '앱 계정은 DDL 권한이 없어서 마이그레이션이 권한 에러로 실패함.',
                     '이 계정은 앱 전용. 마이그레이션은 owner 롤로 해야 함.', '베스천 통해서만 접속됨.'])
        else:
            ls = ch(['{svc} {env} 접속 설정:{snip}', '{env}에서 {svc}가 쓰는 값:{snip}\n풀 사이즈 10.', '아래로 접속 성공:{snip}',
                     '이렇게 넣으니 헬스체크 통과:{snip}'])
        ask = ch(['{env} 마이그레이션은 어떤 {what} 계정으로 돌려야 하는지?', '{svc} DB 비번을 시크릿 매니저에서 읽게 바꿔도 되는지?',
                  '레플리카도 비번 {pw} 동일한지?', '', '{env} DB 비번 로테이션은 누가 하는지?'])
    f = lambda s: s.format(**d).strip()
    return note(f'db connection: {label}', f(mc), f(ls), f(ask), secrets)


# =====================================================================
#  CLI commands with passwords after flags / positional
# =====================================================================
def cli_cmd(lang):
    """-> (command, secrets, label, tool)"""
    u = user(lang)
    h = host(ch(['db', 'app', 'nas', 'bastion', 'build', 'files', 'mq']), lang)
    db = ch(DBNAMES)
    pw = pw_shell(lang)
    qpw = pw_any(lang)
    while ' ' in qpw:
        qpw = pw_any(lang)
    dom = domain(lang)
    k = ri(0, 54)
    C = [
        (f'mysql -u {u} -p{pw} -h {h} {db}', 'mysql -p attached password', 'mysql'),
        (f"mysql --user={u} --password='{qpw}' -h {h} -e 'SHOW PROCESSLIST'", 'mysql --password=', 'mysql'),
        (f"mysqldump -u root -p'{qpw}' --single-transaction --routines {db} > {db}.sql", 'mysqldump -p quoted', 'mysqldump'),
        (f"PGPASSWORD='{qpw}' psql -h {h} -U {u} -d {db}", 'PGPASSWORD env prefix', 'psql'),
        (f'PGPASSWORD={pw} pg_dump -h {h} -U {u} -Fc {db} > {db}.dump', 'PGPASSWORD pg_dump', 'pg_dump'),
        (f"sshpass -p '{qpw}' ssh -o StrictHostKeyChecking=no {u}@{h}", 'sshpass -p', 'sshpass'),
        (f"sshpass -p '{qpw}' scp backup.tar.gz {u}@{h}:/data/backups/", 'sshpass scp', 'sshpass'),
        (f"docker login registry.{dom} -u {u} -p '{qpw}'", 'docker login -p', 'docker login'),
        (f"htpasswd -b -c /etc/nginx/.htpasswd {u} '{qpw}'", 'htpasswd -b positional', 'htpasswd'),
        (f"redis-cli -h {h} -p 6379 -a '{qpw}' --no-auth-warning INFO replication", 'redis-cli -a', 'redis-cli'),
        (f"mongosh \"mongodb://{h}:27017/{db}\" -u {u} -p '{qpw}' --authenticationDatabase admin", 'mongosh -p', 'mongosh'),
        (f"smbclient //{h}/share -U '{u}%{qpw}'", 'smbclient -U user%pass', 'smbclient'),
        (f'net use Z: \\\\{h}\\share {pw} /user:CORP\\{u}', 'net use positional password', 'net use'),
        (f"sqlcmd -S {h} -U sa -P '{qpw}' -Q \"SELECT name FROM sys.databases\"", 'sqlcmd -P', 'sqlcmd'),
        (f"xfreerdp /v:{h} /u:{u} /p:'{qpw}' /cert:ignore", 'xfreerdp /p:', 'xfreerdp'),
        (f"rabbitmqctl add_user {u} '{qpw}' && rabbitmqctl set_user_tags {u} monitoring", 'rabbitmqctl add_user positional', 'rabbitmqctl'),
        (f"ldapsearch -x -H ldap://{h} -D \"cn=admin,dc=corp,dc=local\" -w '{qpw}' -b \"dc=corp,dc=local\" \"(uid={u})\"", 'ldapsearch -w', 'ldapsearch'),
        (f'openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout pass:{pw}', 'openssl -passout pass:', 'openssl'),
        (f'keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -deststorepass {pw} -srcstorepass {pw}', 'keytool -storepass', 'keytool'),
        (f"zip -P '{qpw}' -r export.zip reports/", 'zip -P', 'zip'),
        (f"7z a -p'{qpw}' -mhe=on backup.7z ./data", '7z -p attached', '7z'),
        (f"unzip -P '{qpw}' invoices_2024.zip", 'unzip -P', 'unzip'),
        (f"gpg --batch --yes --passphrase '{qpw}' -o secrets.tar.gz -d secrets.tar.gz.gpg", 'gpg --passphrase', 'gpg'),
        (f"wget --user={u} --password='{qpw}' https://files.{dom}/export/latest.csv", 'wget --password=', 'wget'),
        (f"curl -u {u}:'{qpw}' ftp://{h}/reports/ --list-only", 'curl -u user:pass', 'curl'),
        (f'pip install --index-url https://{u}:{pct(pw)}@nexus.{dom}/repository/pypi/simple internal-utils', 'pip index-url with password', 'pip'),
        (f"helm repo add internal https://charts.{dom} --username {u} --password '{qpw}'", 'helm repo add --password', 'helm'),
        (f"helm upgrade --install {ch(PROJECTS)} ./chart -n prod --set db.password='{qpw}'", 'helm --set password', 'helm'),
        (f"az login -u {email(lang)} -p '{qpw}'", 'az login -p', 'az'),
        (f"influx -host {h} -username admin -password '{qpw}' -execute 'SHOW DATABASES'", 'influx -password', 'influx'),
        (f"wp user create {u} {email(lang)} --role=administrator --user_pass='{qpw}'", 'wp-cli --user_pass=', 'wp-cli'),
        (f"DJANGO_SUPERUSER_PASSWORD='{qpw}' python manage.py createsuperuser --noinput --username {u} --email {email(lang)}", 'DJANGO_SUPERUSER_PASSWORD', 'manage.py'),
        (f"echo '{qpw}' | sudo -S systemctl restart nginx", 'sudo -S via echo', 'sudo'),
        (f'ansible-playbook -i inventory/prod site.yml -e "ansible_become_pass={pw}"', 'ansible -e become_pass', 'ansible-playbook'),
        (f"mosquitto_pub -h {h} -u {u} -P '{qpw}' -t sensors/test -m hello", 'mosquitto_pub -P', 'mosquitto_pub'),
        (f'psexec \\\\{h} -u CORP\\{u} -p {pw} cmd /c ipconfig', 'psexec -p', 'psexec'),
        (f"lftp -u {u},'{qpw}' sftp://{h}", 'lftp -u user,pass', 'lftp'),
        (f"java -jar app.jar --spring.datasource.username={u} --spring.datasource.password='{qpw}'", 'spring --datasource.password', 'java -jar'),
        (f"kubectl create secret docker-registry regcred --docker-server=registry.{dom} --docker-username={u} --docker-password='{qpw}'", 'kubectl docker-registry --docker-password', 'kubectl'),
        (f"podman login quay.io -u {u} -p '{qpw}'", 'podman login -p', 'podman'),
        (f"skopeo copy --dest-creds {u}:{pw} docker://docker.io/library/nginx:1.27 docker://registry.{dom}/mirror/nginx:1.27", 'skopeo --dest-creds', 'skopeo'),
        (f"RESTIC_PASSWORD='{qpw}' restic -r s3:s3.amazonaws.com/{ch(COMPANIES)}-backups backup /srv", 'RESTIC_PASSWORD prefix', 'restic'),
        (f"BORG_PASSPHRASE='{qpw}' borg create ::{{hostname}}-{{now}} /etc /home", 'BORG_PASSPHRASE prefix', 'borg'),
        (f"ipmitool -I lanplus -H {h} -U ADMIN -P '{qpw}' chassis power status", 'ipmitool -P', 'ipmitool'),
        (f"racadm -r {h} -u root -p '{qpw}' getsysinfo", 'racadm -p', 'racadm'),
        (f"cqlsh {h} -u cassandra -p '{qpw}'", 'cqlsh -p', 'cqlsh'),
        (f"cypher-shell -a neo4j://{h}:7687 -u neo4j -p '{qpw}'", 'cypher-shell -p', 'cypher-shell'),
        (f"ssh-keygen -t ed25519 -N '{qpw}' -C deploy@{ch(PROJECTS)} -f ~/.ssh/deploy_key", 'ssh-keygen -N passphrase', 'ssh-keygen'),
        (f"openssl enc -aes-256-cbc -pbkdf2 -salt -k '{qpw}' -in {db}.sql -out {db}.sql.enc", 'openssl enc -k', 'openssl enc'),
        (f"gcloud sql users set-password {u} --instance={ch(PROJECTS)}-pg --password='{qpw}'", 'gcloud sql users set-password', 'gcloud'),
        (f"aws rds modify-db-instance --db-instance-identifier {ch(PROJECTS)}-prod --master-user-password '{qpw}' --apply-immediately", 'aws rds --master-user-password', 'aws rds'),
        (f"docker run -d --name pg -e POSTGRES_USER={u} -e POSTGRES_PASSWORD={pw} -p 5432:5432 postgres:16", 'docker run -e POSTGRES_PASSWORD', 'docker run'),
        (f"docker run -e ACCEPT_EULA=Y -e 'MSSQL_SA_PASSWORD={qpw}' -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest", 'docker run MSSQL_SA_PASSWORD', 'docker run'),
        (f"bw unlock '{qpw}' --raw", 'bw unlock positional master password', 'bw'),
        (f"svn checkout https://svn.{dom}/repos/{ch(PROJECTS)}/trunk --username {u} --password '{qpw}'", 'svn --password', 'svn'),
    ]
    cmd, label, tool = C[k]
    secret = pw if (pw in cmd and qpw not in cmd) else qpw
    if tool == 'pip':
        secret = pct(pw)
    return cmd, [secret], label, tool


def tpl_cli_password(lang):
    cmd, secrets, label, tool = cli_cmd(lang)
    env = ch(ENVS)
    d = {'tool': tool, 'env': E(lang, env), 'snip': block(cmd, 'bash'), 'person': person(lang), 'title': ch(KO_TITLES), 'pw': secrets[0],
         'svc': ch(PROJECTS)}
    d['env_rang'] = jo(d['env'], '이랑')
    if lang == 'en':
        mc = ch(["The runbook step just says 'connect with {tool}' and doesn't say which account or password to use.",
                 "I didn't know {tool} on the {env} box needs credentials at all; it failed non-interactively.",
                 '{person} ran this for me earlier and pasted the command:{snip}',
                 'The shell history on the {env} host had the previous run:{snip}',
                 'No one told me the {env} credentials for {tool}; the wiki page is from 2022.'])
        if '{snip}' in mc:
            ls = ch(['Re-running exactly that works; the account is locked after 5 bad attempts, so be careful.',
                     'The credentials are the same in {env} and staging, which is worth flagging.',
                     'Non-interactive runs need the password inline or in an env var; there is no credential helper on that host.'])
        else:
            ls = ch(['What worked:{snip}', 'Non-interactive version for the cron job:{snip}', 'Command that finally succeeded on {env}:{snip}\nIt prints a warning about passwords on the command line but works.',
                     'For {svc} I used{snip}'])
        ask = ch(['Can we switch {tool} to a credentials file or prompt so the password stays out of shell history?', 'Is {pw} shared with other environments?',
                  'Who owns the {env} account used by {tool}?', '', ''])
    else:
        mc = ch(["런북에 '{tool}로 접속'이라고만 있고 계정/비번은 안 적혀 있음.", '{env} 서버에서 {tool}가 인증 필요하다는 걸 몰랐음. 비대화형이라 그냥 실패함.',
                 '{person}{title}이 전에 실행했던 명령어 그대로 붙여주심:{snip}', '{env} 서버 shell history에 이전 실행 기록이 있었음:{snip}',
                 '{tool} {env} 접속 정보 아무도 안 알려줌. 위키 페이지는 2022년 거.'])
        if '{snip}' in mc:
            ls = ch(['그대로 다시 실행하면 됨. 5번 틀리면 계정 잠기니까 주의.', '{env_rang} 스테이징 비번이 같음. 공유할 필요 있음.', '비대화형 실행은 비번을 인라인이나 env로 넘겨야 함. 그 서버엔 credential helper 없음.'])
        else:
            ls = ch(['동작한 명령:{snip}', 'cron용 비대화형 버전:{snip}', '{env}에서 최종 성공한 명령:{snip}\n커맨드라인 비밀번호 경고는 뜨지만 동작함.', '{svc} 작업할 때 쓴 명령:{snip}'])
        ask = ch(['{tool} 비번이 shell history에 안 남게 설정 파일이나 프롬프트 방식으로 바꿔도 되는지?', '{pw} 다른 환경에서도 같은 비번인지?',
                  '{tool}에 쓰는 {env} 계정 담당자가 누군지?', '', ''])
    f = lambda s: s.format(**d).strip()
    return note(f'shell: {label}', f(mc), f(ls), f(ask), secrets)


# =====================================================================
#  Passwords in prose
# =====================================================================
SYSTEMS_EN = ['Jenkins', 'Grafana', 'the NAS', 'pgAdmin', 'the staging WordPress admin', 'the office router', 'the QA test account', 'the Synology',
              'the Airflow UI', 'Kibana', 'the RabbitMQ management UI', 'Harbor', 'the Argo CD admin', 'the SonarQube admin', 'the VPN', 'the Windows jump host',
              'the iDRAC', 'vCenter', 'the shared Apple ID', 'the test Google account', 'Zabbix', 'Nexus', 'the GitLab root account', 'phpMyAdmin',
              'the MinIO console', 'Portainer', 'Metabase', 'Superset', 'Redash', 'the Proxmox host', 'the Ubiquiti controller', 'the printer admin page']
SYSTEMS_KO = ['젠킨스', '그라파나', 'NAS', 'pgAdmin', '스테이징 워드프레스 관리자', '사무실 공유기', 'QA 테스트 계정', '시놀로지', 'Airflow UI', 'Kibana',
              'RabbitMQ 관리 콘솔', 'Harbor', 'ArgoCD admin', '소나큐브 관리자', 'VPN', '윈도우 점프 서버', '공용 애플 계정', '테스트용 구글 계정', '자빅스',
              'phpMyAdmin', 'MinIO 콘솔', 'Metabase', '관리자 페이지(백오피스)', 'ipTIME 공유기 관리자', '그누보드 관리자', '카페24 관리자', '테스트폰 삼성 계정']


def tpl_prose_password(lang):
    pw = pw_any(lang, ch(['koreankbd', 'hangul', 'human', 'keywalk', 'generated', 'passphrase']) if lang == 'ko' else None)
    env = ch(ENVS)
    u = user(lang)
    sysn = ch(SYSTEMS_KO if lang == 'ko' else SYSTEMS_EN)
    d = {'pw': pw, 'u': u, 'sys': sysn, 'env': E(lang, env), 'person': person(lang), 'title': ch(KO_TITLES), 'svc': ch(PROJECTS), 'sys_eun': jo(sysn, '은')}
    if lang == 'en':
        lines = ['The {env} login for {sys} is {u} / {pw}.', 'I logged into {sys} with {u} and {pw}; the one in the onboarding doc is outdated.',
                 'Password for {sys}: {pw}', 'They said the password is {pw} (case-sensitive).', 'The shared {sys} account uses {pw}.',
                 'Use `{pw}` as the password when the installer prompts.', 'creds for {sys}: {u}:{pw}', 'Got in with user {u}, pw {pw}.',
                 '{person} reset {sys} and the new password is "{pw}".', 'Admin password was set to {pw} during setup.']
        mc = ch(["I didn't have access to {sys} and the task needed a config change there.", 'The {env} credentials for {sys} were not in the handoff notes.',
                 'Nobody said {sys} has a separate local account from SSO.', 'Task required checking {sys} but I had no login.'])
        ls = ch(lines)
        if chance(0.5):
            mc, ls = ch(lines) + ' ' + ch(['It was needed to change the retention setting.', 'SSO is broken there, so the local account is the only way in.', '']), ch(
                ['{sys} changes apply immediately; no restart needed.', 'Local accounts on {sys} bypass MFA, which is worth fixing.', 'The session times out after 15 minutes.'])
        ask = ch(['Should {sys} use SSO instead of a shared password?', 'Is {pw} still current for {sys}?', 'Who else uses the account on {sys}?', '', ''])
    else:
        lines = ['{sys} {env} 계정은 {u} / {pw} 임.', '{sys} 관리자 비번: {pw}', '비밀번호는 {pw} 입니다 (온보딩 문서에 있는 건 예전 거).',
                 '{u} 계정으로 로그인, 비번 {pw}', '비번 {pw} 로 접속 성공.', '{sys} 패스워드: {pw}', '{person}{title}이 {sys} 초기화하고 새 비번 {pw} 로 바꿈.',
                 '{sys} 공용 계정 비번은 {pw} (대소문자 구분).', '설치할 때 비밀번호 물어보면 {pw} 입력하면 됨.']
        mc = ch(['{sys} 접근 권한이 없었는데 태스크상 거기 설정 바꿔야 했음.', '인수인계 문서에 {sys} {env} 계정 정보가 없었음.',
                 '{sys_eun} SSO랑 별개로 로컬 계정이 있다는 걸 아무도 안 알려줌.', '{sys} 확인해야 하는데 로그인 정보가 없었음.'])
        ls = ch(lines)
        if chance(0.5):
            mc, ls = ch(lines) + ' ' + ch(['보관 기간 설정 바꾸는 데 필요했음.', 'SSO가 안 돼서 로컬 계정으로만 들어갈 수 있음.', '']), ch(
                ['{sys} 설정은 바로 반영됨. 재시작 불필요.', '{sys} 로컬 계정은 MFA 우회됨. 개선 필요.', '세션 15분이면 만료됨.'])
        ask = ch(['{sys}도 공용 비번 말고 SSO로 바꿀 수 있는지?', '{sys} 비번 아직 {pw} 맞는지?', '{sys} 계정 같이 쓰는 사람 누군지?', '', ''])
    f = lambda s: s.format(**d).strip()
    return note('prose: password stated inline', f(mc), f(ls), f(ask), [pw])


def tpl_split_sentences(lang):
    pw = pw_any(lang)
    u = user(lang)
    sysn = ch(SYSTEMS_KO if lang == 'ko' else SYSTEMS_EN)
    d = {'pw': pw, 'u': u, 'sys': sysn, 'person': person(lang), 'title': ch(KO_TITLES)}
    if lang == 'en':
        ls = ch(['The admin user for {sys} is {u}. Its password? {pw}. Both came from {person}.',
                 'Login is {u}. The password was sent separately and it is this one:\n{pw}',
                 'I tried the password from the wiki first, which failed. The one that worked was {pw}.',
                 '{person} said the account is {u}. As for the secret part, it is {pw}, no trailing space.',
                 'Account: {u}.\nSecret: {pw}\n(for {sys})'])
        mc = ch(['{sys} needed a manual fix and I had no credentials.', 'The {sys} account details were scattered across two Slack threads.',
                 "I wasn't told which account to use for {sys}."])
        ask = ch(['Where should {sys} credentials live so I can find them next time?', '', 'Is the account on {sys} personal or shared?'])
    else:
        ls = ch(['{sys} 관리자 계정은 {u}. 비밀번호는 따로 받았는데 {pw} 이거였음.', '아이디는 {u}. 비번은 별도로 전달받음.\n{pw}',
                 '위키에 있는 비번은 안 됐음. 된 건 {pw} 였음.', '{person}{title} 말로는 계정은 {u}이고요. 비번은요? {pw} 입니다.',
                 '계정: {u}\n비번: {pw}\n({sys}용)'])
        mc = ch(['{sys}에 수동 조치가 필요했는데 계정 정보가 없었음.', '{sys} 계정 정보가 슬랙 스레드 두 군데에 흩어져 있었음.', '{sys}에 어떤 계정으로 들어가야 하는지 안내 없었음.'])
        ask = ch(['{sys} 계정 정보 다음엔 어디서 찾으면 되는지?', '', '{sys} 계정이 개인 건지 공용인지?'])
    f = lambda s: s.format(**d).strip()
    return note('prose: label and value in separate sentences', f(mc), f(ls), f(ask), [pw])


def tpl_split_fields(lang):
    pw = pw_any(lang)
    sysn = ch(SYSTEMS_KO if lang == 'ko' else SYSTEMS_EN)
    d = {'pw': pw, 'sys': sysn, 'u': user(lang), 'person': person(lang), 'title': ch(KO_TITLES)}
    if lang == 'en':
        mc = ch(['Nobody gave me the credentials up front. When I asked, {person} said the password for {sys} is',
                 'The handoff doc skipped the login for {sys}. The password, for the record:',
                 'I needed access to {sys}; the account is {u} and the password is'])
        ls = ch(['{pw} and it only works from the VPN.', '{pw}\nLogging in as {u} works; SSO does not.', '{pw} (it was changed last sprint, old one no longer works).'])
        ask = ch(['Can the credentials for {sys} go in the vault so this is not passed around in chat?', '', 'Is it OK that I now know this password?'])
    else:
        mc = ch(['처음에 계정 정보 못 받음. 물어보니 {person}{title}이 {sys} 비밀번호는', '인수인계 문서에 {sys} 로그인 정보가 빠져 있었음. 참고로 비번:',
                 '{sys} 접근 필요했음. 계정은 {u}, 비밀번호는'])
        ls = ch(['{pw} 이고 VPN 붙어 있어야만 됨.', '{pw}\n{u}로 로그인하면 되고 SSO는 안 됨.', '{pw} (지난 스프린트에 바뀜, 예전 비번 안 됨).'])
        ask = ch(['{sys} 계정 정보 채팅으로 돌리지 말고 볼트에 넣을 수 있는지?', '', '이 비번 내가 알고 있어도 되는 건지?'])
    f = lambda s: s.format(**d).strip()
    return note('prose: label ends missing_context, value starts lesson', f(mc), f(ls), f(ask), [pw])


# =====================================================================
#  Chat pastes, tables, logs, stack traces, diffs
# =====================================================================
def some_vendor_token(lang, skip=()):
    """(vendor spec, items, env key, value) for a single listed credential"""
    while True:
        v = pick_vendor(lang, skip)
        if v.get('supabase'):
            continue
        items = vendor_items(v, lang)
        listed = [(k, val) for k, val, li in items if li]
        if listed:
            k, val = ch(listed)
            return v, items, k, val


def tpl_chat_paste(lang):
    me = L(lang, ch(['me', 'Claude', 'agent', 'you']), ch(['나', 'me', '에이전트']))
    p = person(lang)
    if chance(0.5):
        cred = pw_any(lang)
        what = L(lang, ch(['sftp', 'staging DB', 'Jenkins admin', 'test account', 'NAS', 'VPN']), ch(['sftp', '스테이징 DB', '젠킨스 admin', '테스트 계정', 'NAS', 'VPN']))
        credword = L(lang, 'password', '비번')
        vnames = []
    else:
        v, items, k, cred = some_vendor_token(lang)
        what = vname(v)
        credword = L(lang, 'key', '키')
        vnames = [v['name']]
    style = ri(0, 3)
    if lang == 'en':
        lines1 = [f'can you try {what} again?', 'still says auth failed', f"oh the {credword} changed last week, it's `{cred}` now", 'ok that worked, thanks']
        lines2 = [f'what {credword} do I use for {what}?', f'{cred}', "don't paste it anywhere else pls", 'noted']
    else:
        lines1 = [f'{what} 다시 해볼래요?', '아직 인증 실패 떠요', f'아 {credword} 지난주에 바뀌었어요 {cred} 이걸로 해보세요', '됐습니다 감사합니다']
        lines2 = [f'{what} {credword} 뭐 쓰면 돼요?', f'{cred}', '이거 다른 데 붙이지 마세요 ㅎㅎ', '넵']
    lines = ch([lines1, lines2])
    speakers = [p, me, p, me] if lines is lines1 else [me, p, p, me]
    hh, mm = ri(9, 18), ri(0, 50)
    out = []
    for i, (s, t) in enumerate(zip(speakers, lines)):
        m = mm + i
        if style == 0:
            out.append(f'[{hh}:{m:02d}] {s}: {t}')
        elif style == 1:
            ampm = L(lang, 'PM' if hh >= 12 else 'AM', '오후' if hh >= 12 else '오전')
            h12 = hh - 12 if hh > 12 else hh
            out.append(f'[{s}] [{ampm} {h12}:{m:02d}] {t}' if lang == 'ko' else f'{s}  {h12}:{m:02d} {ampm}\n{t}')
        elif style == 2:
            out.append(f'{s}: {t}')
        else:
            out.append(f'> **{s}**: {t}')
    chat = '\n'.join(out)
    if lang == 'en':
        mc = ch(['The credentials changed and nobody updated the docs; the fix came through this chat:\n', 'Relevant part of the Slack thread:\n',
                 'The task description did not include access details. From the DM:\n'])
        ls = ch(['The {what} {credword} rotates without notice; check with the owner before assuming the doc is right.',
                 'Access works again with the value from the chat.', 'Always confirm which environment a pasted credential belongs to.'])
        ask = ch(['Where is the {what} {credword} supposed to be stored?', '', 'Who should I ping when {what} access stops working?'])
    else:
        mc = ch(['계정 정보가 바뀌었는데 문서 업데이트가 안 돼 있었음. 채팅으로 받은 내용:\n', '관련 슬랙 스레드 발췌:\n', '카톡으로 받은 내용:\n'])
        ls = ch(['{what} {credword_eun} 공지 없이 바뀜. 문서 믿기 전에 담당자한테 확인할 것.', '채팅에서 받은 값으로 다시 접속됨.', '붙여받은 값이 어느 환경 건지 꼭 확인하기.'])
        ask = ch(['{what} {credword_eun} 원래 어디에 보관해야 하는지?', '', '{what} 안 될 때 누구한테 물어보면 되는지?'])
    d = {'what': what, 'credword': credword, 'credword_eun': jo(credword, '은')}
    return note('chat paste with credential', mc.format(**d) + chat, ls.format(**d), ask.format(**d), [cred], vnames)


def tpl_table(lang):
    n = ri(2, 4)
    envs = sample(['prod', 'staging', 'dev', 'qa'], n)
    rows, secrets = [], []
    kind = ri(0, 1)
    if kind == 0:
        head = L(lang, '| env | host | user | password |\n|---|---|---|---|', '| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|')
        for e in envs:
            pw = pw_any(lang)
            rows.append(f'| {e} | {host("db", lang, e)} | {ch(["app", "app_rw", "admin", "svc"])} | {pw} |')
            secrets.append(pw)
        what = L(lang, 'database accounts', 'DB 계정')
        vnames = []
    else:
        head = L(lang, '| service | env | key |\n|---|---|---|', '| 서비스 | 환경 | 키 |\n|---|---|---|')
        vnames = []
        for e in envs:
            v, items, k, val = some_vendor_token(lang, skip=vnames)
            rows.append(f'| {vname(v)} | {e} | {val} |')
            secrets.append(val)
            vnames.append(v['name'])
        what = L(lang, 'API keys', 'API 키')
    table = head + '\n' + '\n'.join(rows)
    if lang == 'en':
        mc = ch([f'The {what} per environment were only in a spreadsheet nobody linked.', f'I did not know which {what} map to which environment.'])
        ls = f'Copied from the team wiki so I have it next time:\n{table}' if chance(0.5) else f'Mapping that works:\n{table}\nStaging and dev share a VPC.'
        ask = ch(['Is there a single source of truth for these?', '', 'Should prod be in this table at all?'])
    else:
        mc = ch(['환경별 ' + ('DB 계정 정보가' if kind == 0 else 'API 키가') + ' 링크도 없는 스프레드시트에만 있었음.', '어떤 값이 어느 환경 건지 몰랐음.'])
        ls = f'다음에 쓰려고 팀 위키에서 복사:\n{table}' if chance(0.5) else f'확인된 매핑:\n{table}\n스테이징이랑 개발은 VPC 공유.'
        ask = ch(['이거 정리된 원본이 어디인지?', '', '운영 값까지 이 표에 있어도 되는지?'])
    return note(f'markdown table of {"passwords" if kind == 0 else "api keys"}', mc, ls, ask, secrets, vnames)


def tpl_log_leak(lang):
    ts = f'2024-{ri(1, 12):02d}-{ri(1, 28):02d}T{ri(0, 23):02d}:{ri(0, 59):02d}:{ri(0, 59):02d}'
    k = ri(0, 6)
    vnames = []
    if k == 0:
        v, items, key, tok = some_vendor_token(lang)
        log = (f"{ts}.412Z DEBUG urllib3.connectionpool Starting new HTTPS connection (1): api.{ch(['vendor', 'partner', 'thirdparty'])}.com:443\n"
               f"{ts}.913Z DEBUG http.client send: b'GET /v2/reports?limit=50 HTTP/1.1\\r\\nAuthorization: Bearer {tok}\\r\\nUser-Agent: python-requests/2.32.3\\r\\n'")
        vnames = [v['name']]
        secrets = [tok]
    elif k == 1:
        v, items, key, tok = some_vendor_token(lang)
        ip = f'10.{ri(0, 9)}.{ri(0, 255)}.{ri(2, 250)}'
        log = f'{ip} - - [{ri(1, 28):02d}/Jun/2024:{ri(0, 23):02d}:{ri(10, 59)}:{ri(10, 59)} +0000] "GET /api/export?format=csv&api_key={tok} HTTP/1.1" 200 48213 "-" "curl/8.5.0"'
        vnames = [v['name']]
        secrets = [tok]
    elif k == 2:
        pw = pw_url_safeish(lang)
        u = ch(['app', 'api', 'svc_order'])
        log = f'{ts} INFO  [main] c.z.h.HikariDataSource - Starting pool with url=jdbc:postgresql://{host("pg", lang)}:5432/{ch(DBNAMES)}?user={u}&password={pw}'
        secrets = [pw]
    elif k == 3:
        pw = pw_url_safeish(lang)
        log = f'api-1  | {ts} Loaded settings: ENV=staging DEBUG=true DB_HOST=db DB_USER=app DB_PASSWORD={pw} CACHE=redis'
        secrets = [pw]
    elif k == 4:
        v, items, key, tok = some_vendor_token(lang)
        log = jdump({'timestamp': ts + 'Z', 'level': 'error', 'msg': 'upstream call failed', 'status': 401, 'request': {'method': 'POST', 'headers': {'x-api-key': tok, 'content-type': 'application/json'}}})
        vnames = [v['name']]
        secrets = [tok]
    elif k == 5:
        pw = pw_url_safeish(lang)
        u = ch(['guest2', 'celery', 'app'])
        log = f'[{ts.replace("T", " ")},101: INFO/MainProcess] Connected to amqp://{u}:{pw}@{host("mq", lang)}:5672//'
        secrets = [pw]
    else:
        v, items, key, tok = some_vendor_token(lang)
        log = f'Run ./scripts/deploy.sh\n+ curl -sf -H "Authorization: Bearer {tok}" https://deploy.internal/api/release\n+ echo done\ndone'
        vnames = [v['name']]
        secrets = [tok]
    if lang == 'en':
        mc = ch(['Debugging the 401s required turning on verbose logging, which nobody warned prints credentials.', 'The failing job log was the only clue:',
                 'I had no access to the service, only to its logs.'])
        ls = ch([f'The log shows the credential in clear text:\n{log}\nLog level must go back to INFO.', f'Excerpt:\n{log}', f'Root cause visible here:\n{log}\nThe value itself is fine; the endpoint was wrong.'])
        ask = ch(['Should these logs be purged since they contain a credential?', '', 'Who can rotate the credential that appeared in the log?'])
    else:
        mc = ch(['401 원인 찾으려고 디버그 로그 켰는데 인증 정보까지 찍힌다는 건 아무도 말 안 해줌.', '실패한 잡 로그가 유일한 단서였음:', '서비스 접근 권한은 없고 로그만 볼 수 있었음.'])
        ls = ch([f'로그에 인증 정보가 평문으로 찍힘:\n{log}\n로그 레벨 INFO로 원복 필요.', f'발췌:\n{log}', f'원인은 여기서 보임:\n{log}\n값 자체는 문제없고 엔드포인트가 틀렸던 것.'])
        ask = ch(['인증 정보 찍힌 로그는 삭제해야 하는지?', '', '로그에 노출된 키 로테이션은 누가 할 수 있는지?'])
    return note('log line leaking credential', mc, ls, ask, secrets, vnames)


def tpl_stack_trace(lang):
    k = ri(0, 5)
    vnames = []
    h = host(ch(['db', 'pg', 'redis']), lang)
    if k == 0:
        pw = pw_any(lang) + '#' + str(ri(1, 99))
        u = ch(['app', 'api', 'svc'])
        tr = (f"TypeError [ERR_INVALID_URL]: Invalid URL\n    at new NodeError (node:internal/errors:405:5)\n    at new URL (node:internal/url:676:13)\n"
              f"    at parse (/app/node_modules/pg-connection-string/index.js:18:16) {{\n  input: 'postgres://{u}:{pw}@{h}:5432/{ch(DBNAMES)}',\n  code: 'ERR_INVALID_URL'\n}}")
        secrets = [pw]
    elif k == 1:
        pw = pw_any(lang)
        tr = (f"Traceback (most recent call last):\n  File \"/app/db.py\", line 12, in <module>\n    engine = create_engine(url)\n"
              f"sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'postgresql://app:{pw}@{h}:5432/{ch(DBNAMES)} '")
        secrets = [pw]
    elif k == 2:
        v, items, key, tok = some_vendor_token(lang)
        tr = (f"Traceback (most recent call last):\n  File \"/srv/{ch(PROJECTS)}/sync.py\", line 88, in fetch\n    resp.raise_for_status()\n"
              f"requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.{ch(['partner', 'vendor', 'data'])}.io/v1/items?page=2&api_key={tok}")
        vnames = [v['name']]
        secrets = [tok]
    elif k == 3:
        pw = pw_url_safeish(lang)
        u = ch(['app', 'shop', 'wp_user'])
        tr = (f"PDOException: SQLSTATE[HY000] [1045] Access denied for user '{u}'@'10.0.{ri(0, 9)}.{ri(2, 200)}' (using password: YES) in /var/www/html/lib/Db.php:21\n"
              f"Stack trace:\n#0 /var/www/html/lib/Db.php(21): PDO->__construct('mysql:host={h};dbname={ch(DBNAMES)}', '{u}', '{pw}')\n#1 /var/www/html/index.php(7): Db::connect()\n#2 {{main}}")
        secrets = [pw]
    elif k == 4:
        pw = pw_any(lang)
        tr = f"URI::InvalidURIError: bad URI(is not URI?): \"redis://:{pw}@{h}:6379/0\"\n  /usr/local/lib/ruby/3.3.0/uri/rfc3986_parser.rb:67:in `split'\n  config/initializers/sidekiq.rb:4:in `block in <main>'"
        secrets = [pw]
    else:
        v, items, key, tok = some_vendor_token(lang)
        tr = (f"panic: config: invalid value for {key}\n\ngoroutine 1 [running]:\nmain.mustLoad(...)\n\t/src/cmd/server/main.go:41\n"
              f"main.main()\n\t/src/cmd/server/main.go:22 +0x1a5\nexit status 2\n(loaded {key}=\"{tok} \")")
        vnames = [v['name']]
        secrets = [tok]
    in_mc = chance(0.6)
    if lang == 'en':
        ctx = ch(['The service crashed on startup and nobody mentioned the config had changed.', 'The worker pod kept restarting after the secret was updated.',
                  'CI was green but the deployed container died immediately.'])
        learn = ch(['Special characters in the password break URL parsing unless percent-encoded.', 'The trace itself leaks the credential, so it should not be pasted into tickets.',
                    'Fixed by quoting/encoding the value; the credential itself was correct.'])
        mc = ctx + ' Trace:\n' + tr if in_mc else ctx
        ls = learn if in_mc else f'{learn}\nThe trace that showed it:\n{tr}'
        ask = ch(['Can error reporting scrub connection strings?', '', 'Where did this config value come from?'])
    else:
        ctx = ch(['서비스가 기동하자마자 죽었는데 설정 바뀐 걸 아무도 말 안 해줌.', '시크릿 업데이트 후 워커 파드가 계속 재시작됨.', 'CI는 통과했는데 배포된 컨테이너가 바로 죽음.'])
        learn = ch(['비밀번호에 특수문자가 있으면 퍼센트 인코딩 안 하면 URL 파싱이 깨짐.', '트레이스 자체에 인증 정보가 찍히니까 티켓에 그대로 붙이면 안 됨.', '값을 따옴표/인코딩 처리해서 해결. 인증 정보 자체는 맞았음.'])
        mc = ctx + ' 트레이스:\n' + tr if in_mc else ctx
        ls = learn if in_mc else f'{learn}\n원인이 보인 트레이스:\n{tr}'
        ask = ch(['에러 리포팅에서 접속 문자열 마스킹 가능한지?', '', '이 설정값 출처가 어디인지?'])
    return note('stack trace containing credential', mc, ls, ask, secrets, vnames)


def tpl_diff(lang):
    v, items, key, old = some_vendor_token(lang)
    f = ch(['config/settings.py', 'src/config.ts', 'app/services/client.rb', 'internal/config/config.go', '.env.example', 'docker-compose.yml'])
    both = chance(0.4)
    new = None
    if both:
        v2items = vendor_items(v, lang)
        cand = [val for k, val, li in v2items if li and k == key]
        new = cand[0] if cand else None
    if f.endswith('.py'):
        a, b = f'{key} = "{old}"', (f'{key} = "{new}"' if new else f'{key} = os.environ["{key}"]')
    elif f.endswith('.ts'):
        a, b = f'export const {camel(key)} = "{old}";', (f'export const {camel(key)} = "{new}";' if new else f'export const {camel(key)} = process.env.{key}!;')
    elif f.endswith('.rb'):
        a, b = f"  api_key: '{old}',", (f"  api_key: '{new}'," if new else f"  api_key: ENV.fetch('{key}'),")
    elif f.endswith('.go'):
        a, b = f'\t{pascal(key)}: "{old}",', (f'\t{pascal(key)}: "{new}",' if new else f'\t{pascal(key)}: os.Getenv("{key}"),')
    elif f.endswith('.yml'):
        a, b = f'      - {key}={old}', (f'      - {key}={new}' if new else f'      - {key}=${{{key}}}')
    else:
        a, b = f'{key}={old}', (f'{key}={new}' if new else f'{key}=')
    diff = f'diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -{ri(3, 40)},4 +{ri(3, 40)},4 @@\n-{a}\n+{b}'
    secrets = [old] + ([new] if new else [])
    if lang == 'en':
        mc = ch([f'I did not know the {vname(v)} key had been hardcoded and was later moved out. git log -p showed:\n{diff}',
                 f'The history of {f} explains the 401s after the deploy:\n{diff}'])
        ls = ch(['Removing a key in a later commit does not remove it from history; it has to be rotated.', f'The live {vname(v)} key changed in this commit; old deployments still use the old one.',
                 'The diff is from the squash-merged PR.'])
        ask = ch([f'Has the old {vname(v)} key been revoked?', '', 'Should the history be rewritten or is rotation enough?'])
    else:
        mc = ch([f'{vname(v)} 키가 하드코딩됐다가 나중에 빠진 걸 몰랐음. git log -p 결과:\n{diff}', f'{f} 변경 이력 보면 배포 후 401 원인이 보임:\n{diff}'])
        ls = ch(['나중 커밋에서 키를 지워도 히스토리에는 남음. 키 로테이션 해야 함.', f'이 커밋에서 {vname(v)} 키가 바뀜. 예전 배포본은 아직 옛 키 사용.', 'squash merge된 PR의 diff임.'])
        ask = ch([f'예전 {vname(v)} 키 폐기했는지?', '', '히스토리 재작성까지 해야 하는지, 로테이션만 하면 되는지?'])
    return note(f'git diff with hardcoded key ({"both old and new" if new else "removed"})', mc, ls, ask, secrets, [v['name']])


# =====================================================================
#  HTTP auth: Basic, cookies, bearer JWTs
# =====================================================================
def tpl_basic_auth(lang):
    u = user(lang)
    pw = pw_any(lang)
    blob = b64e(f'{u}:{pw}'.encode())
    h = f'{ch(["api", "internal", "admin", "partner"])}.{domain(lang)}'
    secrets = [blob]
    k = ri(0, 4)
    if k == 0:
        snip = f'curl -H "Authorization: Basic {blob}" https://{h}/v1/orders?since=2024-06-01'
    elif k == 1:
        snip = f'GET /metrics HTTP/1.1\nHost: {h}\nAuthorization: Basic {blob}\nAccept: */*'
    elif k == 2:
        snip = f'location /admin/ {{\n    proxy_pass http://backend:8080;\n    proxy_set_header Authorization "Basic {blob}";\n}}'
    elif k == 3:
        snip = f'### list invoices\nGET https://{h}/invoices\nAuthorization: Basic {blob}'
    else:
        snip = f"scrape_configs:\n  - job_name: 'partner'\n    static_configs:\n      - targets: ['{h}']\n    authorization:\n      type: Basic\n      credentials: {blob}"
    also_plain = chance(0.3)
    if also_plain:
        secrets.append(pw)
    if lang == 'en':
        mc = ch(['The partner endpoint needs Basic auth and the task did not say which account.', 'I had to call the internal API but had no credentials.'])
        ls = f'This header works:{block(snip)}' + (f'\n(decodes to {u}:{pw})' if also_plain else '')
        ask = ch(['Is there a service account for this instead of a personal login?', '', 'Does the partner rotate this credential?'])
    else:
        mc = ch(['파트너 엔드포인트가 Basic 인증인데 어떤 계정 쓰는지 안내 없었음.', '내부 API 호출해야 했는데 인증 정보가 없었음.'])
        ls = f'이 헤더로 호출하면 됨:{block(snip)}' + (f'\n(디코딩하면 {u}:{pw})' if also_plain else '')
        ask = ch(['개인 계정 말고 서비스 계정이 있는지?', '', '파트너 측에서 이 인증 정보 주기적으로 바꾸는지?'])
    return note('http basic auth header', mc, ls, ask, secrets)


def session_cookie():
    k = ri(0, 9)
    if k == 0:
        v = rs(32, LD)
        return f'sessionid={v}', v, 'Django sessionid'
    if k == 1:
        v = b64e(rbytes(ri(90, 140))) + '--' + rh(40)
        return f'_{ch(PROJECTS).replace("-", "_")}_session={pct(v, safe="")}', pct(v, safe=''), 'Rails session'
    if k == 2:
        v = 's%3A' + rs(32, B64U) + '.' + rs(43, B64A)
        return f'connect.sid={v}', v, 'express connect.sid'
    if k == 3:
        v = rs(26, LD)
        return f'PHPSESSID={v}', v, 'PHPSESSID'
    if k == 4:
        v = rs(32, HXU)
        return f'JSESSIONID={v}', v, 'JSESSIONID'
    if k == 5:
        v = 'CfDJ8' + rs(ri(150, 220), B64U)
        return f'.AspNetCore.Identity.Application={v}', v, 'ASP.NET Core auth cookie'
    if k == 6:
        v = pct(b64e(json.dumps({'iv': b64e(rbytes(16)), 'value': b64e(rbytes(48)), 'mac': rh(64), 'tag': ''}, separators=(',', ':')).encode()), safe='')
        return f'laravel_session={v}', v, 'laravel_session'
    if k == 7:
        v = rs(48, B64U)
        return f'user_session={v}', v, 'GitHub user_session'
    if k == 8:
        v = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + rs(22, B64U) + '.' + rs(ri(180, 260), B64U) + '.' + rs(22, B64U)
        return f'__Secure-next-auth.session-token={v}', v, 'next-auth session JWE'
    v = rh(32)
    return f'grafana_session={v}', v, 'grafana_session'


def tpl_cookie(lang):
    c, val, label = session_cookie()
    h = f'{ch(["admin", "app", "dashboard", "backoffice"])}.{domain(lang)}'
    csrf = rs(32)
    k = ri(0, 3)
    if k == 0:
        snip = f'curl "https://{h}/api/reports/export" -H "Cookie: {c}; csrftoken={csrf}" -H "X-CSRFToken: {csrf}"'
    elif k == 1:
        snip = f'Cookie: {c}; theme=dark; _ga=GA1.1.{ri(10**8, 10**9)}.{ts_recent()}'
    elif k == 2:
        name, value = c.split('=', 1)
        snip = jdump({'cookies': [{'name': name, 'value': value, 'domain': h, 'path': '/', 'httpOnly': True, 'secure': True}]}, 2)
    else:
        name, value = c.split('=', 1)
        snip = f'#HttpOnly_{h}\tFALSE\t/\tTRUE\t{ts_recent() + 86400 * 30}\t{name}\t{value}'
    if lang == 'en':
        mc = ch(['The admin API has no token auth; the only way in is a browser session, and nobody explained that.', 'I could not log in (SSO + MFA), so the user copied their session from devtools:'])
        if mc.endswith(':'):
            mc += block(snip)
            ls = ch(['Session cookies expire after 12h, so scripts built on this break overnight.', 'Export endpoint works with the session cookie plus CSRF header.'])
        else:
            ls = f'Working request using the copied {label}:{block(snip)}'
        ask = ch(['Can we get an API token for the admin API instead of borrowing a session?', '', 'Should the user log out to invalidate that session now?'])
    else:
        mc = ch(['관리자 API에 토큰 인증이 없고 브라우저 세션으로만 된다는 걸 아무도 설명 안 함.', 'SSO+MFA 때문에 내가 로그인 못 해서 사용자가 개발자도구에서 세션 복사해줌:'])
        if mc.endswith(':'):
            mc += block(snip)
            ls = ch(['세션 쿠키 12시간이면 만료돼서 이걸로 만든 스크립트는 다음날 깨짐.', '세션 쿠키 + CSRF 헤더 같이 보내야 export 됨.'])
        else:
            ls = f'복사한 {label}로 호출 성공:{block(snip)}'
        ask = ch(['세션 빌려쓰지 말고 관리자 API용 토큰 발급 가능한지?', '', '그 세션 무효화하려면 로그아웃해야 하는지?'])
    return note(f'session cookie: {label}', mc, ls, ask, [val])


def tpl_jwt_bearer(lang):
    k = ri(0, 4)
    iat = ts_recent()
    if k == 0:
        tok = jwt({'alg': 'RS256', 'typ': 'JWT', 'kid': rs(20, B64U)}, {'iss': f'https://{ch(COMPANIES)}.us.auth0.com/', 'sub': 'auth0|' + rh(24), 'aud': ['https://api.' + domain(lang)], 'iat': iat, 'exp': iat + 86400, 'scope': 'openid profile read:orders'})
        label = 'Auth0 access token'
    elif k == 1:
        tok = jwt({'alg': 'RS256', 'kid': rh(40), 'typ': 'JWT'}, {'iss': f'https://securetoken.google.com/{ch(PROJECTS)}', 'aud': ch(PROJECTS), 'auth_time': iat, 'user_id': rs(28), 'sub': rs(28), 'iat': iat, 'exp': iat + 3600, 'email': email(lang)})
        label = 'Firebase ID token'
    elif k == 2:
        tok = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'aud': 'authenticated', 'exp': iat + 3600, 'sub': uuid4(), 'email': email(lang), 'role': 'authenticated', 'session_id': uuid4()})
        label = 'Supabase user JWT'
    elif k == 3:
        tok = jwt({'alg': 'RS256', 'typ': 'JWT', 'kid': rs(43, B64U)}, {'exp': iat + 300, 'iat': iat, 'jti': uuid4(), 'iss': f'https://sso.{domain(lang)}/realms/main', 'typ': 'Bearer', 'azp': ch(PROJECTS), 'preferred_username': user(lang)})
        label = 'Keycloak access token'
    else:
        tok = 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiUlNBLU9BRVAifQ.' + rs(342, B64U) + '.' + rs(16, B64U) + '.' + rs(ri(1400, 1500) // 4, B64U) + '.' + rs(22, B64U)
        label = 'Cognito refresh token'
    h = f'api.{domain(lang)}'
    snip = ch([f'curl -H "Authorization: Bearer {tok}" https://{h}/v1/me', f'Authorization: Bearer {tok}', f'export API_TOKEN={tok}'])
    if lang == 'en':
        mc = ch(['I had no way to authenticate against the API locally, so the user copied a token from the browser network tab:' + block(snip),
                 'The e2e tests need a logged-in user and nobody told me how tokens are obtained.'])
        ls = ch([f'Calls succeed with the copied {label} until it expires.', 'Token lifetime is short; a refresh flow is needed for anything longer than a quick test.']) if 'network tab' in mc else f'Used this {label} for the test run:{block(snip)}'
        ask = ch(['Is there a test user + client credentials flow I should use instead?', '', 'Can you revoke that token now that the test is done?'])
    else:
        mc = ch(['로컬에서 API 인증할 방법이 없어서 사용자가 브라우저 네트워크 탭에서 토큰 복사해줌:' + block(snip), 'e2e 테스트에 로그인 사용자가 필요한데 토큰 발급 방법을 아무도 안 알려줌.'])
        ls = ch([f'복사한 {label}로 만료 전까지는 호출 잘 됨.', '토큰 수명이 짧아서 테스트 길게 돌리려면 리프레시 로직 필요.']) if '네트워크 탭' in mc else f'테스트에 이 {label} 사용:{block(snip)}'
        ask = ch(['테스트 유저 + client credentials 방식 같은 게 있는지?', '', '테스트 끝났으니 그 토큰 폐기 가능한지?'])
    return note(f'bearer JWT pasted: {label}', mc, ls, ask, [tok])


# =====================================================================
#  SQL statements creating users
# =====================================================================
def tpl_sql_user(lang):
    u = ch(['app_rw', 'report_ro', 'etl', 'grafana', 'metabase', 'svc_api', 'debezium', 'backup_user', 'readonly', 'analyst'])
    pw = pw_any(lang)
    db = ch(DBNAMES)
    k = ri(0, 9)
    S = [
        (f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';\nFLUSH PRIVILEGES;", 'MySQL CREATE USER IDENTIFIED BY'),
        (f"CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db} TO {u};\nGRANT USAGE ON SCHEMA public TO {u};", 'Postgres CREATE ROLE PASSWORD'),
        (f"ALTER USER {u} WITH PASSWORD '{pw}';", 'Postgres ALTER USER PASSWORD'),
        (f"CREATE LOGIN {u} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;\nCREATE USER {u} FOR LOGIN {u};", 'SQL Server CREATE LOGIN'),
        (f'CREATE USER {u} IDENTIFIED BY "{pw}" DEFAULT TABLESPACE users;\nGRANT CREATE SESSION TO {u};', 'Oracle IDENTIFIED BY'),
        (f"CREATE USER {u} PASSWORD = '{pw}' DEFAULT_ROLE = ANALYST DEFAULT_WAREHOUSE = COMPUTE_WH MUST_CHANGE_PASSWORD = FALSE;", 'Snowflake CREATE USER PASSWORD'),
        (f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}';", 'ClickHouse CREATE USER'),
        (f'ACL SETUSER {u} on >{pw} ~cache:* +get +set +del', 'Redis ACL SETUSER >password'),
        (f'db.getSiblingDB("admin").createUser({{ user: "{u}", pwd: "{pw}", roles: [{{ role: "readWrite", db: "{db}" }}] }})', 'MongoDB createUser pwd'),
        (f"ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{pw}';", 'MySQL ALTER USER root'),
    ]
    sql, label = S[k]
    if lang == 'en':
        mc = ch([f'The {db} database had no user for the new service and I did not know the naming convention.', 'Nobody said the BI tool needs its own DB login.',
                 f'Setup script from {person(lang)} (run once on the primary):' + block(sql, 'sql')])
        ls = f'Created it with:{block(sql, "sql")}' if 'Setup script' not in mc else ch(['Grants must be re-applied after a restore from snapshot.', 'The user only exists on the primary; replicas get it via replication.'])
        ask = ch(['Should service DB users be created by Terraform instead of by hand?', '', f'Can I tell the {u} password to the BI team directly?'])
    else:
        mc = ch([f'{db} DB에 신규 서비스용 계정이 없었고 계정 이름 규칙도 몰랐음.', 'BI 툴이 별도 DB 로그인 필요하다는 얘기 없었음.', f'{person(lang)}{ch(KO_TITLES)}이 준 셋업 스크립트(프라이머리에서 1회 실행):' + block(sql, 'sql')])
        ls = f'이렇게 생성함:{block(sql, "sql")}' if '셋업 스크립트' not in mc else ch(['스냅샷 복구 후에는 권한 다시 부여해야 함.', '계정은 프라이머리에만 만들면 레플리카는 복제로 따라옴.'])
        ask = ch(['서비스 DB 계정은 손으로 말고 테라폼으로 만들어야 하는지?', '', f'{u} 비번 BI팀에 직접 전달해도 되는지?'])
    return note(f'sql: {label}', mc, ls, ask, [pw])


# =====================================================================
#  Private keys
# =====================================================================
def key_snippet(lang):
    """-> (text, body lines to list, label)"""
    cm = f'{ch(["deploy", "ci", "github-actions", "backup", "jenkins"])}@{ch(PROJECTS)}'
    k = ri(0, 8)
    if k == 0:
        t = pem('EC PRIVATE KEY', ec_sec1_der())
        return t, t.split('\n')[1:-1], 'PEM EC private key (SEC1)'
    if k == 1:
        t = pem('PRIVATE KEY', ec_pkcs8_der())
        return t, t.split('\n')[1:-1], 'App Store Connect .p8 (PKCS#8 EC)'
    if k == 2:
        t, lines = openssh_ed25519_private(cm)
        return t, lines, 'OpenSSH ed25519 private key'
    if k == 3:
        t = pem('PRIVATE KEY', ed25519_pkcs8_der())
        return t, t.split('\n')[1:-1], 'PKCS#8 Ed25519 private key'
    if k == 4:
        lines = pem('RSA PRIVATE KEY', rsa_pkcs1_der_prefix()).split('\n')[1:ri(4, 7)]
        t = '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n...\n-----END RSA PRIVATE KEY-----'
        return t, lines, 'RSA private key (truncated paste)'
    if k == 5:
        lines = openssh_rsa_private_prefix(cm)[:ri(3, 6)]
        t = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n[...]'
        return t, lines, 'OpenSSH RSA private key (truncated)'
    if k == 6:
        t, line = t_ppk_ed25519(f'eddsa-key-2024{ri(1, 12):02d}{ri(1, 28):02d}')
        return t, [line], 'PuTTY .ppk private key'
    if k == 7:
        body = pem('PRIVATE KEY', rsa_pkcs8_der_prefix()).split('\n')[1:ri(3, 5)]
        proj = f'{ch(PROJECTS)}-{ri(100000, 999999)}'
        esc = '\\n'.join(body)
        t = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + esc
             + '\\n...",\n  "client_email": "' + f'{ch(["deployer", "ci", "bq-reader"])}@{proj}.iam.gserviceaccount.com' + '",\n  "client_id": "' + str(ri(10**20, 10**21)) + '"\n}')
        return t, body, 'GCP service account JSON private_key (escaped newlines)'
    body = pem('PRIVATE KEY', ec_pkcs8_der()).split('\n')[1:-1]
    t = 'JWT_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(body) + '\\n-----END PRIVATE KEY-----"'
    return t, body, 'PEM key in .env with \\n escapes'


def tpl_private_key(lang):
    t, lines, label = key_snippet(lang)
    lines = [x for x in lines if len(x) >= 8]
    if lang == 'en':
        extra = ''
        if 'p8' in label:
            extra = f' Key ID {rs(10, UD)}, issuer {uuid4()}.'
        mc = ch(['The deploy needs a signing key and nobody said where it lives.', f'The user pasted the key file contents so I could configure the job:{extra}',
                 'I did not know the CI runner authenticates with a key rather than a token.'])
        if mc.endswith(':' + extra) or 'pasted' in mc:
            mc = mc + '\n' + t
            ls = ch(['File permissions must be 600 or ssh refuses it.', 'The key must keep its line breaks; flattening it into one line breaks parsing.',
                     'Stored it as a CI secret; the job writes it to a temp file at runtime.'])
        else:
            ls = f'Key used ({label}):\n{t}'
        ask = ch(['Can we switch this to a short-lived credential?', '', 'Who else has a copy of this key?', 'Should this key be rotated since it was pasted in chat?'])
    else:
        extra = f' Key ID {rs(10, UD)}, issuer {uuid4()}.' if 'p8' in label else ''
        mc = ch(['배포에 서명 키가 필요한데 어디 있는지 아무도 안 알려줌.', f'잡 설정하라고 사용자가 키 파일 내용을 그대로 붙여줌:{extra}', 'CI 러너가 토큰이 아니라 키로 인증한다는 걸 몰랐음.'])
        if '붙여줌' in mc:
            mc = mc + '\n' + t
            ls = ch(['파일 권한 600 아니면 ssh가 거부함.', '줄바꿈 유지해야 함. 한 줄로 합치면 파싱 깨짐.', 'CI 시크릿으로 저장하고 잡 실행 시 임시 파일로 씀.'])
        else:
            ls = f'사용한 키 ({label}):\n{t}'
        ask = ch(['단기 자격증명으로 바꿀 수 있는지?', '', '이 키 사본 가진 사람이 또 누구인지?', '채팅에 붙였으니 키 교체해야 하는지?'])
    return note(f'private key: {label}', mc, ls, ask, lines)


# =====================================================================
#  2FA: TOTP seeds, recovery codes
# =====================================================================
ISSUERS = ['GitHub', 'AWS', 'Google', 'Okta', 'npm', 'PyPI', 'Cloudflare', 'GitLab', 'Atlassian', 'Discord', 'Microsoft', 'Naver', 'Kakao', 'Toss', 'Vercel', 'DigitalOcean']


def tpl_totp(lang):
    seed = t_totp_b32()
    iss = ch(ISSUERS)
    acct = email(lang)
    k = ri(0, 5)
    if k == 0:
        snip = f'otpauth://totp/{iss}:{pct(acct, safe="")}?secret={seed}&issuer={iss}&algorithm=SHA1&digits=6&period=30'
        secret = seed
        label = 'otpauth URI'
    elif k == 1:
        spaced = ' '.join(wrap(seed.lower(), 4))
        snip = spaced
        secret = spaced
        label = 'setup key, spaced lowercase'
    elif k == 2:
        snip = f'import pyotp\ncode = pyotp.TOTP("{seed}").now()'
        secret = seed
        label = 'pyotp seed in code'
    elif k == 3:
        snip = f'oathtool --totp -b {seed}'
        secret = seed
        label = 'oathtool -b'
    elif k == 4:
        snip = f'E2E_USER={acct}\nE2E_TOTP_SECRET={seed}'
        secret = seed
        label = 'TOTP secret for e2e login'
    else:
        iss = 'AWS'
        snip = jdump({'VirtualMFADevice': {'SerialNumber': f'arn:aws:iam::{ri(10**11, 10**12 - 1)}:mfa/{user(lang)}', 'Base32StringSeed': seed}}, 2)
        secret = seed
        label = 'AWS virtual MFA Base32StringSeed'
    if lang == 'en':
        mc = ch([f'The {iss} test account has 2FA and nobody told me how the automation gets codes.', f'Logging into {iss} as the shared account needed an OTP I did not have.'])
        ls = f'The shared seed ({label}):{block(snip)}\nCodes generated from it are accepted.' if chance(0.6) else f'{person(lang)} gave me the seed so the job can generate codes:{block(snip)}'
        ask = ch(['Should the shared 2FA seed live in the vault?', '', 'Is it OK that automation holds the 2FA seed?'])
    else:
        mc = ch([f'{iss} 테스트 계정에 2FA 걸려 있는데 자동화에서 코드 어떻게 받는지 아무도 안 알려줌.', f'{iss} 공용 계정 로그인에 OTP가 필요한데 나한테 없었음.'])
        ls = f'공용 시드({label}):{block(snip)}\n이걸로 생성한 코드 통과함.' if chance(0.6) else f'{person(lang)}{ch(KO_TITLES)}이 잡에서 코드 만들 수 있게 시드 공유해주심:{block(snip)}'
        ask = ch(['공용 2FA 시드는 볼트에 둬야 하는지?', '', '자동화가 2FA 시드 들고 있어도 괜찮은지?'])
    return note(f'2fa: {label}', mc, ls, ask, [secret])


def tpl_recovery_codes(lang):
    k = ri(0, 7)
    if k == 0:
        codes = [f'{rh(5)}-{rh(5)}' for _ in range(ri(4, 8))]
        svc, label = 'GitHub', 'GitHub recovery codes'
        text = '\n'.join(codes)
    elif k == 1:
        codes = [f'{ri(1000, 9999)} {ri(1000, 9999)}' for _ in range(ri(4, 10))]
        svc, label = 'Google', 'Google backup codes'
        text = '\n'.join(f'{i + 1}. {c}' for i, c in enumerate(codes))
    elif k == 2:
        codes = [rh(16) for _ in range(ri(4, 8))]
        svc, label = 'GitLab', 'GitLab recovery codes'
        text = '\n'.join(f'- {c}' for c in codes)
    elif k == 3:
        c = 'A3-' + '-'.join([rs(6, UD), rs(6, UD), rs(5, UD), rs(5, UD), rs(5, UD), rs(5, UD)])
        codes = [c]
        svc, label = '1Password', '1Password Secret Key'
        text = c
    elif k == 4:
        c = t_bitlocker()
        codes = [c]
        svc, label = 'BitLocker', 'BitLocker recovery key'
        text = f'Recovery key ID: {uuid4().upper()[:8]}\nRecovery key: {c}'
    elif k == 5:
        c = '-'.join(rs(5, UD) for _ in range(5))
        codes = [c]
        svc, label = 'Microsoft account', 'Microsoft account recovery code'
        text = c
    elif k == 6:
        c = '-'.join(rs(4, UD) for _ in range(7))
        codes = [c]
        svc, label = 'Apple ID', 'Apple recovery key'
        text = c
    else:
        codes = [rs(8, LD) for _ in range(ri(4, 10))]
        svc, label = 'Discord', 'Discord backup codes'
        text = '  '.join(codes)
    if lang == 'en':
        mc = ch([f'The shared {svc} admin account lost its 2FA device and nobody knew where the recovery material was.', f'I needed to get into the {svc} account and the authenticator was on a departed employee\'s phone.'])
        ls = ch([f'{label} (from the printed sheet in the safe):\n{text}\nEach code works once.', f'Used one of these to get in:\n{text}\nThen re-enrolled 2FA on the team phone.'])
        ask = ch([f'Where should the {svc} recovery codes be stored from now on?', '', 'Can we regenerate these since they were typed into a chat?'])
    else:
        mc = ch([f'공용 {svc} 관리자 계정 2FA 기기를 분실했는데 복구 코드 위치를 아무도 몰랐음.', f'{svc} 계정 들어가야 했는데 인증 앱이 퇴사자 폰에 있었음.'])
        ls = ch([f'{label} (금고에 있던 출력본):\n{text}\n코드당 1회만 사용 가능.', f'이 중 하나로 로그인:\n{text}\n이후 팀 공용폰에 2FA 재등록함.'])
        ask = ch([f'{svc} 복구 코드 앞으로 어디 보관할지?', '', '채팅에 입력했으니 재발급해야 하는지?'])
    return note(f'recovery codes: {label}', mc, ls, ask, codes)


# =====================================================================
#  Wi-Fi, PINs, door codes
# =====================================================================
def wifi_pw(lang):
    k = ri(0, 4)
    if k == 0:
        return f'0{ri(2, 70)}{ri(1000000, 9999999)}' if lang == 'ko' else f'{ri(10**9, 10**10 - 1)}'
    if k == 1:
        return ch(COMPANIES + KO_COMPANIES).replace('-', '').capitalize() + ch(['@', '!', '#', '_']) + str(ri(2020, 2026))
    if k == 2:
        return pw_passphrase(ch(['-', ' ', '']))
    if k == 3:
        return pw_koreankbd() if lang == 'ko' else pw_human()
    return pw_generated(ri(12, 20), '!@#$%')


def tpl_wifi(lang):
    ssid = ch([f'{ch(COMPANIES + KO_COMPANIES)}-{ch(["guest", "staff", "5G", "office", "lab", "iot"])}', f'iptime{ri(1, 9)}', f'U+Net{rh(4).upper()}', f'KT_GiGA_{rh(4).upper()}',
               f'SK_WiFiGIGA{rh(4).upper()}', f'{ch(["Meeting", "Lab", "Warehouse"])}Room_{ri(1, 9)}'])
    pw = wifi_pw(lang)
    secrets = [pw]
    k = ri(0, 7)
    if k == 0:
        snip = f'network={{\n    ssid="{ssid}"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
        label = 'wpa_supplicant psk'
    elif k == 1:
        hx = hashlib.pbkdf2_hmac('sha1', pw.encode(), ssid.encode(), 4096, 32).hex()
        snip = f'network={{\n\tssid="{ssid}"\n\t#psk="{pw}"\n\tpsk={hx}\n}}'
        secrets.append(hx)
        label = 'wpa_passphrase output (plain + derived PSK)'
    elif k == 2:
        snip = f'nmcli dev wifi connect "{ssid}" password "{pw}"'
        label = 'nmcli password'
    elif k == 3:
        snip = f'WIFI:T:WPA;S:{ssid};P:{pw};H:false;;'
        label = 'Wi-Fi QR payload'
    elif k == 4:
        snip = f'const char* WIFI_SSID = "{ssid}";\nconst char* WIFI_PASS = "{pw}";\n...\nWiFi.begin(WIFI_SSID, WIFI_PASS);'
        label = 'ESP32 firmware Wi-Fi credentials'
    elif k == 5:
        snip = f'network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "{ssid}":\n          password: "{pw}"'
        label = 'netplan access-points password'
    elif k == 6:
        snip = f'Profile {ssid} on interface Wi-Fi:\n    Authentication         : WPA2-Personal\n    Key Content            : {pw}'
        label = 'netsh wlan key=clear output'
    else:
        snip = L(lang, f'Guest Wi-Fi: {ssid} / {pw}', f'와이파이 {ssid} 비번 {pw}')
        label = 'prose Wi-Fi password'
    if lang == 'en':
        mc = ch(['The test devices in the lab need Wi-Fi and nobody told me the network details.', 'Provisioning the kiosk required Wi-Fi credentials that were not in the ticket.',
                 'The IoT board kept failing to connect and I did not know which network it should join.'])
        ls = ch([f'Config that connects:{block(snip)}', f'Details from the office manager:{block(snip)}\n2.4 GHz only for the boards.'])
        ask = ch(['Is there a separate IoT network I should use?', '', 'Should device Wi-Fi creds be provisioned per device instead of baked in?'])
    else:
        mc = ch(['랩 테스트 기기들 와이파이 정보를 아무도 안 알려줌.', '키오스크 세팅에 와이파이 정보가 필요한데 티켓에 없었음.', 'IoT 보드가 계속 연결 실패했는데 어느 네트워크에 붙여야 하는지 몰랐음.'])
        ls = ch([f'연결되는 설정:{block(snip)}', f'총무팀에서 받은 정보:{block(snip)}\n보드는 2.4GHz만 됨.'])
        ask = ch(['IoT 전용 네트워크가 따로 있는지?', '', '와이파이 정보를 펌웨어에 박지 말고 기기별로 주입해야 하는지?'])
    return note(f'wifi: {label}', mc, ls, ask, secrets)


def tpl_pin_code(lang):
    k = ri(0, 6)
    if k == 0:
        code = f'{ri(1000, 9999)}{ch(["*", "#", "-"])}{ri(1000, 9999)}{ch(["#", ""])}'
        what = L(lang, 'server room door code', '서버실 도어락 비밀번호')
    elif k == 1:
        code = str(ri(10**7, 10**8 - 1))
        what = L(lang, 'SIM PUK for the test phone', '테스트폰 유심 PUK')
    elif k == 2:
        code = str(ri(10**7, 10**9 - 1))
        what = L(lang, 'alarm disarm code', '경비 해제 번호')
    elif k == 3:
        code = '-'.join(f'{ri(0, 99):02d}' for _ in range(4))
        what = L(lang, 'safe combination', '금고 비밀번호')
    elif k == 4:
        code = str(ri(10**7, 10**8 - 1))
        what = L(lang, 'YubiKey PIV PIN', 'YubiKey PIV PIN')
    elif k == 5:
        code = str(ri(10**7, 10**8 - 1))
        what = L(lang, 'passcode of the shared QA iPhone', '공용 QA 아이폰 잠금 비밀번호')
    else:
        code = f'{ri(100000, 999999)}{ch(["*", "#"])}{ri(10, 99)}'
        what = L(lang, 'backup tape cabinet code', '백업 테이프 캐비닛 비밀번호')
    if lang == 'en':
        mc = ch([f'Nobody told me the {what}; the task needed physical access (or a device unlock).', f'The {what} was only known by {person(lang)}.'])
        ls = ch([f'The {what} is {code}.', f'{what.capitalize()}: {code} (changes quarterly).', f'Used {code} for the {what}; it worked.'])
        ask = ch([f'Who should I ask for the {what} when it changes?', '', f'Should the {what} be in the vault?'])
    else:
        mc = ch([f'{jo(what, "을")} 아무도 안 알려줌. 작업상 물리 접근(또는 기기 잠금 해제)이 필요했음.', f'{jo(what, "은")} {person(lang)}{ch(KO_TITLES)}만 알고 있었음.'])
        ls = ch([f'{what}: {code}', f'{jo(what, "은")} {code} (분기마다 바뀜).', f'{code} 입력해서 열었음.'])
        ask = ch([f'{what} 바뀌면 누구한테 물어봐야 하는지?', '', f'{what}도 볼트에 넣어야 하는지?'])
    return note('pin / door code', mc, ls, ask, [code])


# =====================================================================
#  Wallets
# =====================================================================
BIP39_SUBSET = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor '
                'actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle '
                'alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient '
                'anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area '
                'arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack '
                'attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor '
                'bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef '
                'before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black '
                'blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow '
                'boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother '
                'brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin '
                'cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet '
                'carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal '
                'certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose '
                'chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic '
                'clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort '
                'comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton '
                'couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp '
                'critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion '
                'custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline decorate decrease '
                'deer defense define defy degree delay deliver demand denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair '
                'destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt '
                'disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey '
                'donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch '
                'duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder electric '
                'elegant element elephant elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy '
                'enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error '
                'erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute exercise '
                'exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye eyebrow zoo zone zero wrong wrist write world '
                'wood wolf wisdom winter window wine wild wide whisper whale wheat weekend weapon wealth water wash warrior walnut wagon vote voyage vivid visual virus '
                'vintage village video veteran verify venture velvet vehicle vapor valley vague vacuum vacant usual useful upset update unveil until unusual unlock '
                'universe unit uniform unfair uncover uncle unaware umbrella ugly typical twin twenty turtle tunnel tuition trumpet truck tribe trend treat travel '
                'trap transfer train traffic tragic toy tower tourist total topic tooth tomato toilet tobacco title tissue tiger ticket thunder throw thrive three '
                'theory thank text tenant tennis tell teach tattoo target talent table symbol sword swim survey surprise surface sunset sunny suggest sugar subway '
                'style student struggle strong street strategy story stomach stock sting stick stereo steak stadium squirrel spring spray sport spoon spirit spider '
                'spell speak spatial source soul soup sort song solution soldier social soccer snake smooth smile slogan slim slender skull skill sketch siren '
                'sister simple silver silent siege shrimp shoulder shock shift shield shell shadow session series senior select segment second season search sea '
                'scout scorpion school scheme scatter salad saddle').split()


def tpl_wallet(lang):
    k = ri(0, 4)
    if k <= 1:
        phrase = ' '.join(ch(BIP39_SUBSET) for _ in range(ch([12, 12, 24])))
        snip = ch([f'MNEMONIC="{phrase}"', f'accounts: {{ mnemonic: "{phrase}" }},', phrase])
        secret, label = phrase, 'BIP39 seed phrase'
    elif k == 2:
        pk = '0x' + rh(64)
        snip = ch([f'PRIVATE_KEY={pk}', f'forge script script/Deploy.s.sol --rpc-url $SEPOLIA_RPC_URL --private-key {pk} --broadcast'])
        secret, label = pk, 'Ethereum private key (hex)'
    elif k == 3:
        wif = base58check(b'\x80' + rbytes(32) + b'\x01')
        snip = f'bitcoin-cli -regtest importprivkey {wif} "faucet" false'
        secret, label = wif, 'Bitcoin WIF private key (base58check)'
    else:
        sk = base58(rbytes(64))
        snip = f'SOLANA_PRIVATE_KEY={sk}'
        secret, label = sk, 'Solana base58 secret key'
    if lang == 'en':
        mc = ch(['The deploy script needs a funded testnet wallet and nobody said which one.', 'I did not know the faucet wallet credentials were shared by the whole team.'])
        ls = ch([f'Wallet used for the testnet deploy:{block(snip)}', f'{person(lang)} shared the team wallet:{block(snip)}\nIt holds test funds only (supposedly).'])
        ask = ch(['Is this wallet really testnet-only, and can we move it to a hardware signer?', '', 'Should each dev have their own deployer wallet?'])
    else:
        mc = ch(['배포 스크립트에 잔고 있는 테스트넷 지갑이 필요한데 어떤 걸 쓰는지 안내 없었음.', '팀 공용 faucet 지갑이 있다는 걸 몰랐음.'])
        ls = ch([f'테스트넷 배포에 쓴 지갑:{block(snip)}', f'{person(lang)}{ch(KO_TITLES)}이 팀 지갑 공유해줌:{block(snip)}\n테스트 자금만 있다고 함.'])
        ask = ch(['이 지갑 진짜 테스트넷 전용인지, 하드웨어 서명으로 옮길 수 있는지?', '', '개발자마다 배포용 지갑 따로 둬야 하는지?'])
    return note(f'wallet: {label}', mc, ls, ask, [secret])


# =====================================================================
#  App passwords / SMTP
# =====================================================================
def tpl_app_password(lang):
    k = ri(0, 6)
    mail = email(lang)
    if k == 0:
        ap = ' '.join(rs(4, LO) for _ in range(4))
        snip = f'EMAIL_HOST = "smtp.gmail.com"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = "{mail}"\nEMAIL_HOST_PASSWORD = "{ap}"'
        label = 'Google app password (Django SMTP)'
    elif k == 1:
        ap = '-'.join(rs(4, LO) for _ in range(4))
        snip = f'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "{mail}" --team-id {rs(10, UD)} --password "{ap}"'
        label = 'Apple app-specific password (notarytool)'
    elif k == 2:
        ap = '-'.join(rs(4, LO) for _ in range(4))
        snip = f'FASTLANE_USER={mail}\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={ap}'
        label = 'Apple app-specific password (fastlane)'
    elif k == 3:
        ap = rs(16, LO)
        snip = f"const transporter = nodemailer.createTransport({{\n  host: 'smtp.office365.com',\n  port: 587,\n  auth: {{ user: '{mail}', pass: '{ap}' }},\n}});"
        label = 'Microsoft app password (nodemailer)'
    elif k == 4:
        ap = rs(12, UD)
        snip = f'spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username={mail}\nspring.mail.password={ap}'
        label = 'Naver mail app password (Spring)'
    elif k == 5:
        ap = ' '.join(rs(4, LO) for _ in range(4))
        snip = f'[smtp.gmail.com]:587 {mail}:{ap}'
        label = 'Google app password in postfix sasl_passwd'
    else:
        ap = rs(16, LD)
        snip = f"$mail->Host = 'smtp.fastmail.com';\n$mail->Username = '{mail}';\n$mail->Password = '{ap}';"
        label = 'Fastmail app password (PHPMailer)'
    if lang == 'en':
        mc = ch(['Outgoing mail from the app was failing and nobody said the account uses an app password, not the normal one.', 'The release pipeline needs Apple/Google credentials that were not documented.'])
        ls = f'Working configuration ({label}):{block(snip)}'
        ask = ch(['Can we move mail to a transactional provider with API keys?' if 'Apple' not in label else 'Can notarization use an App Store Connect API key instead?', '', 'Whose personal account is this app password tied to?'])
    else:
        mc = ch(['앱에서 메일 발송이 실패했는데 일반 비번이 아니라 앱 비밀번호를 써야 한다는 걸 아무도 안 알려줌.', '릴리즈 파이프라인에 필요한 애플/구글 계정 정보가 문서화 안 돼 있었음.'])
        ls = ch([f'동작하는 설정 ({label}):{block(snip)}', f'동작하는 설정:{block(snip)}'])
        ask = ch(['메일 발송을 API 키 방식 서비스로 옮겨도 되는지?' if 'Apple' not in label else '공증은 App Store Connect API 키 방식으로 바꿀 수 있는지?', '', '이 앱 비밀번호가 누구 개인 계정에 묶여 있는지?'])
    return note(f'app password: {label}', mc, ls, ask, [ap])


# =====================================================================
#  k8s secret with DB creds, AWS STS, framework secrets
# =====================================================================
def tpl_k8s_db_secret(lang):
    u = ch(['app', 'svc_api', 'orders'])
    pw = pw_any(lang)
    pw2 = pw_any(lang)
    name = f'{ch(PROJECTS)}-db'
    k = ri(0, 2)
    if k == 0:
        snip = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ndata:\n  username: {b64e(u.encode())}\n  password: {b64e(pw.encode())}\n  redis-password: {b64e(pw2.encode())}'
        secrets = [b64e(pw.encode()), b64e(pw2.encode())]
        label = 'k8s Secret data base64 (db + redis)'
    elif k == 1:
        snip = f'$ kubectl get secret {name} -o jsonpath="{{.data.password}}" | base64 -d\n{pw}'
        secrets = [pw]
        label = 'kubectl decoded secret output'
    else:
        snip = f'$ kubectl get secret {name} -o yaml\n...\ndata:\n  password: {b64e(pw.encode())}\n  username: {b64e(u.encode())}'
        secrets = [b64e(pw.encode())]
        label = 'kubectl get secret -o yaml'
    if lang == 'en':
        mc = ch(['I did not know where the app gets its DB password in the cluster.', 'The pod was crash-looping on auth and I had to check what the secret actually contains.'])
        ls = f'The secret in question:{block(snip)}\n' + ch(['The value was correct; the deployment referenced the wrong key name.', 'Base64 is not encryption; anyone with get on secrets can read this.'])
        ask = ch(['Should this be an ExternalSecret pulling from the vault?', '', 'Who has RBAC to read secrets in this namespace?'])
    else:
        mc = ch(['클러스터에서 앱이 DB 비번을 어디서 가져오는지 몰랐음.', '파드가 인증 실패로 크래시루프 돌아서 시크릿에 실제로 뭐가 들었는지 확인해야 했음.'])
        ls = f'문제의 시크릿:{block(snip)}\n' + ch(['값은 맞았고 디플로이먼트가 키 이름을 잘못 참조하고 있었음.', 'base64는 암호화가 아님. secrets get 권한 있으면 다 읽힘.'])
        ask = ch(['ExternalSecret으로 볼트에서 가져오게 바꿀지?', '', '이 네임스페이스 secrets 읽기 권한 누가 있는지?'])
    return note(f'k8s: {label}', mc, ls, ask, secrets)


def tpl_aws_sts(lang):
    akid, sk, st = t_aws_id('ASIA'), t_aws_secret(), t_aws_session()
    k = ri(0, 1)
    if k == 0:
        snip = jdump({'Credentials': {'AccessKeyId': akid, 'SecretAccessKey': sk, 'SessionToken': st, 'Expiration': '2024-06-03T11:22:33+00:00'},
                      'AssumedRoleUser': {'AssumedRoleId': f'AROA{rs(17, UD)}:deploy-session', 'Arn': f'arn:aws:sts::{ri(10**11, 10**12 - 1)}:assumed-role/Deploy/deploy-session'}}, 2)
        label = 'aws sts assume-role output'
    else:
        snip = f'export AWS_ACCESS_KEY_ID={akid}\nexport AWS_SECRET_ACCESS_KEY={sk}\nexport AWS_SESSION_TOKEN={st}'
        label = 'SSO portal temporary credentials exports'
    if lang == 'en':
        mc = ch(['I had no AWS access to the prod account; the user generated temporary credentials and pasted them:', 'Nobody said the deploy role has to be assumed from the tooling account.'])
        if mc.endswith(':'):
            mc += block(snip)
            ls = ch(['These expire after an hour; long tasks need a fresh set.', 'Session creds work for the CLI but Terraform needed AWS_SESSION_TOKEN too.'])
        else:
            ls = f'Temporary credentials used ({label}):{block(snip)}'
        ask = ch(['Can I get my own role with SSO instead of pasted session creds?', '', 'Which account ID is prod?'])
    else:
        mc = ch(['운영 AWS 계정 접근 권한이 없어서 사용자가 임시 자격증명 발급해서 붙여줌:', '툴링 계정에서 배포 롤을 assume 해야 한다는 걸 아무도 안 알려줌.'])
        if mc.endswith(':'):
            mc += block(snip)
            ls = ch(['1시간 지나면 만료됨. 긴 작업은 새로 받아야 함.', 'CLI는 되는데 테라폼은 AWS_SESSION_TOKEN도 있어야 함.'])
        else:
            ls = f'사용한 임시 자격증명 ({label}):{block(snip)}'
        ask = ch(['붙여받는 대신 SSO로 내 롤을 받을 수 있는지?', '', '운영 계정 ID가 뭔지?'])
    return note(f'aws: {label}', mc, ls, ask, [akid, sk, st], ['AWS'])


def tpl_framework_secret(lang):
    k = ri(0, 10)
    if k == 0:
        s = 'django-insecure-' + rs(50, LD + '!@#$%^&*(-_=+)')
        snip, label = f"SECRET_KEY = '{s}'", 'Django SECRET_KEY'
    elif k == 1:
        s = rh(128)
        snip, label = f'production:\n  secret_key_base: {s}', 'Rails secret_key_base'
    elif k == 2:
        s = 'base64:' + b64e(rbytes(32))
        snip, label = f'APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY={s}\nAPP_DEBUG=false', 'Laravel APP_KEY'
    elif k == 3:
        s = b64e(rbytes(32))
        snip, label = f'NEXTAUTH_URL=https://{domain(lang)}\nNEXTAUTH_SECRET={s}', 'NextAuth secret'
    elif k == 4:
        s = pw_generated(ri(24, 40))
        snip, label = f'JWT_SECRET={s}\nJWT_EXPIRES_IN=7d', 'JWT signing secret'
    elif k == 5:
        s = b64u(rbytes(32)) + '='
        snip, label = f'FERNET_KEY={s}', 'Fernet key'
    elif k == 6:
        s = rh(32)
        snip, label = f'APP_SECRET={s}', 'Symfony APP_SECRET'
    elif k == 7:
        s = rh(32)
        snip, label = f'$ cat config/master.key\n{s}', 'Rails master.key'
    elif k == 8:
        keys = [b64e(rbytes(16)) for _ in range(4)]
        s = None
        snip, label = f'APP_KEYS={",".join(keys)}\nADMIN_JWT_SECRET={b64e(rbytes(16))}', 'Strapi APP_KEYS'
    elif k == 9:
        s = rh(64)
        snip, label = f'<machineKey validationKey="{s.upper()}" decryptionKey="{rh(48).upper()}" validation="HMACSHA256" decryption="AES" />', 'ASP.NET machineKey'
    else:
        s = b64e(rbytes(32))
        snip, label = f'encryption:\n  resources:\n    - resources: [secrets]\n      providers:\n        - aescbc:\n            keys:\n              - name: key1\n                secret: {s}', 'k8s EncryptionConfiguration aescbc key'
    if label == 'Strapi APP_KEYS':
        secrets = snip.split('APP_KEYS=')[1].split('\n')[0].split(',') + [snip.split('ADMIN_JWT_SECRET=')[1]]
    elif label == 'ASP.NET machineKey':
        secrets = [snip.split('validationKey="')[1].split('"')[0], snip.split('decryptionKey="')[1].split('"')[0]]
    else:
        secrets = [s]
    if lang == 'en':
        mc = ch([f'Sessions kept getting invalidated between deploys; nobody mentioned the {label} differs per environment.', f'The app would not boot without {label} and the value was not in the repo.'])
        ls = f'Value used in {ch(["production", "staging"])}:{block(snip)}\n' + ch(['Changing it logs everyone out.', 'All replicas must share it.', 'It must be identical across the web and worker containers.'])
        ask = ch([f'Where is the canonical {label} stored?', '', f'Should the {label} be rotated now that it is in this note?'])
    else:
        mc = ch([f'배포할 때마다 세션이 날아갔는데 {label}이 환경마다 다르다는 걸 아무도 말 안 함.', f'{label} 없으면 앱이 안 뜨는데 레포에 값이 없었음.'])
        ls = f'{ch(["운영", "스테이징"])}에서 쓰는 값:{block(snip)}\n' + ch(['이거 바꾸면 전원 로그아웃됨.', '레플리카 전부 같은 값 써야 함.', 'web이랑 worker 컨테이너 값이 같아야 함.'])
        ask = ch([f'{label} 원본은 어디 보관하는지?', '', f'노트에 남았으니 {label} 교체해야 하는지?'])
    return note(f'framework secret: {label}', mc, ls, ask, secrets)


# =====================================================================
#  Webhooks, registries, config files, encryption material, signed URLs
# =====================================================================
def tpl_webhook(lang):
    k = ri(0, 4)
    if k == 0:
        tok = rs(24)
        url = f'https://hooks.slack.com/services/T0{rs(ri(7, 9), UD)}/B0{rs(ri(7, 9), UD)}/{tok}'
        label, vn = 'Slack incoming webhook', 'Slack'
        secrets = [tok]
    elif k == 1:
        tok = rs(68, B64U)
        url = f'https://discord.com/api/webhooks/{ri(10**17, 10**18 * 2)}/{tok}'
        label, vn = 'Discord webhook', 'Discord'
        secrets = [tok]
    elif k == 2:
        hx, sig = rh(32), rs(43, B64U)
        url = f'https://{ch(COMPANIES).replace("-", "")}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx}/{uuid4()}/V2{sig}'
        label, vn = 'Microsoft Teams incoming webhook', 'Microsoft Teams'
        secrets = [hx, 'V2' + sig]
    elif k == 3:
        tok = rs(43, B64U)
        url = f'https://chat.googleapis.com/v1/spaces/AAAA{rs(7, B64U)}/messages?key=AIzaSy{rs(33, B64U)}&token={pct(tok + "%3D", safe="%")}'
        label, vn = 'Google Chat webhook', 'Google Chat'
        secrets = [pct(tok + '%3D', safe='%')]
    else:
        tok = rs(26, LD)
        url = f'https://chat.{domain(lang)}/hooks/{tok}'
        label, vn = 'Mattermost incoming webhook', 'Mattermost'
        secrets = [tok]
    snip = ch([f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {url}", f'ALERT_WEBHOOK_URL={url}', f'webhook_url: "{url}"'])
    if lang == 'en':
        mc = ch(['Deploy notifications were not reaching the channel and nobody told me where the webhook is configured.', 'The alerting task needed a channel webhook I did not have.'])
        ls = f'{label} that works:{block(snip)}\n' + ch(['Anyone with the URL can post to the channel.', 'Payload must be JSON with a text field.', ''])
        ask = ch(['Should the webhook URL be treated as a secret in CI?', '', 'Which channel should prod alerts go to?'])
    else:
        mc = ch(['배포 알림이 채널에 안 왔는데 웹훅이 어디 설정돼 있는지 아무도 안 알려줌.', '알림 작업에 채널 웹훅이 필요한데 없었음.'])
        ls = f'동작하는 {label}:{block(snip)}\n' + ch(['URL만 있으면 누구나 채널에 글 올릴 수 있음.', 'payload는 text 필드 있는 JSON이어야 함.', ''])
        ask = ch(['웹훅 URL도 CI에서 시크릿으로 취급해야 하는지?', '', '운영 알림은 어느 채널로 보내야 하는지?'])
    return note(f'webhook: {label}', mc, ls, ask, secrets, [vn])


def tpl_registry_creds(lang):
    u = user(lang)
    dom = domain(lang)
    k = ri(0, 8)
    vn = []
    if k == 0:
        tok = t_github_classic()
        snip = f'https://{u}:{tok}@github.com'
        label, secrets, vn = '.git-credentials line', [tok], ['GitHub']
        where = '~/.git-credentials'
    elif k == 1:
        tok = t_gitlab()
        snip = f'origin\thttps://oauth2:{tok}@gitlab.{dom}/platform/{ch(PROJECTS)}.git (fetch)\norigin\thttps://oauth2:{tok}@gitlab.{dom}/platform/{ch(PROJECTS)}.git (push)'
        label, secrets, vn = 'git remote -v with token', [tok], ['GitLab']
        where = 'git remote -v'
    elif k == 2:
        pw = pw_url_safeish(lang)
        snip = f'[global]\nindex-url = https://{u}:{pw}@nexus.{dom}/repository/pypi-group/simple\ntrusted-host = nexus.{dom}'
        label, secrets = 'pip.conf index-url with password', [pw]
        where = '~/.config/pip/pip.conf'
    elif k == 3:
        pw = pw_any(lang)
        b = b64e(pw.encode())
        snip = f'registry=https://npm.{dom}/repository/npm-group/\n//npm.{dom}/repository/npm-group/:username={u}\n//npm.{dom}/repository/npm-group/:_password={b}\n//npm.{dom}/repository/npm-group/:email={email(lang)}'
        label, secrets = '.npmrc _password (base64)', [b]
        where = '.npmrc'
    elif k == 4:
        pw = pw_any(lang)
        snip = f'<servers>\n  <server>\n    <id>{ch(COMPANIES)}-releases</id>\n    <username>{u}</username>\n    <password>{pw}</password>\n  </server>\n</servers>'
        label, secrets = 'Maven settings.xml server password', [pw]
        where = '~/.m2/settings.xml'
    elif k == 5:
        pw = rs(40, B64U)
        snip = jdump({'http-basic': {f'repo.packagist.com': {'username': 'token', 'password': pw}}}, 2)
        label, secrets = 'composer auth.json http-basic', [pw]
        where = 'auth.json'
    elif k == 6:
        pw = pw_any(lang)
        snip = f'<packageSourceCredentials>\n  <{ch(COMPANIES)}>\n    <add key="Username" value="{u}" />\n    <add key="ClearTextPassword" value="{pw}" />\n  </{ch(COMPANIES)}>\n</packageSourceCredentials>'
        label, secrets = 'NuGet.Config ClearTextPassword', [pw]
        where = 'NuGet.Config'
    elif k == 7:
        pw = pw_any(lang)
        auth = b64e(f'{u}:{pw}'.encode())
        snip = jdump({'auths': {f'harbor.{dom}': {'auth': auth}}}, 2)
        label, secrets = 'docker config.json auths (base64 user:pass)', [auth]
        where = '~/.docker/config.json'
    else:
        pw = pw_url_safeish(lang)
        snip = f'poetry config http-basic.{ch(COMPANIES)} {u} {pw}'
        label, secrets = 'poetry config http-basic positional', [pw]
        where = 'terminal'
    if lang == 'en':
        mc = ch([f'Installing private packages failed and nobody mentioned {where} needs credentials.', f'The build could not pull from the internal registry; auth is configured per machine in {where}.'])
        ls = f'{label}:{block(snip)}\n' + ch(['CI needs the same thing injected at build time.', 'Credentials are per user; do not share this file.', ''])
        ask = ch(['Is there a read-only deploy token for the registry?', '', 'Can CI use OIDC instead of a stored password?'])
    else:
        mc = ch([f'사내 패키지 설치가 실패했는데 {where}에 인증 정보가 필요하다는 걸 아무도 안 알려줌.', f'빌드에서 내부 레지스트리 pull이 안 됨. 인증이 머신마다 {where}에 설정돼 있음.'])
        ls = f'{label}:{block(snip)}\n' + ch(['CI에도 빌드 시점에 같은 걸 주입해야 함.', '개인별 인증 정보라 파일 공유 금지.', ''])
        ask = ch(['레지스트리용 읽기 전용 배포 토큰이 있는지?', '', 'CI는 저장된 비번 말고 OIDC로 할 수 있는지?'])
    return note(f'registry creds: {label}', mc, ls, ask, secrets, vn)


def tpl_config_file(lang):
    u = user(lang)
    h = host(ch(['db', 'files', 'nas', 'mq', 'smtp']), lang)
    pw = pw_any(lang)
    db = ch(DBNAMES)
    k = ri(0, 15)
    secrets = [pw]
    if k == 0:
        snip, where = f'machine {h}\n  login {u}\n  password {pw}', '~/.netrc'
    elif k == 1:
        snip, where = f'{h}:5432:{db}:{u}:{pw}', '~/.pgpass'
    elif k == 2:
        snip, where = f'[client]\nuser={u}\npassword="{pw}"\nhost={h}', '~/.my.cnf'
    elif k == 3:
        snip, where = f'requirepass {pw}\nmasterauth {pw}\nmaxmemory 2gb', 'redis.conf'
    elif k == 4:
        snip, where = f'//{h}/share  /mnt/share  cifs  username={u},password={pw},uid=1000,gid=1000,iocharset=utf8  0  0', '/etc/fstab'
    elif k == 5:
        snip, where = f'[security]\nadmin_user = admin\nadmin_password = {pw}', 'grafana.ini'
    elif k == 6:
        snip, where = f'<user username="{u}" password="{pw}" roles="manager-gui,admin-gui"/>', 'tomcat-users.xml'
    elif k == 7:
        snip, where = f'userlist stats_users\n    user {u} insecure-password {pw}', 'haproxy.cfg'
    elif k == 8:
        salts = [rs(64, AN + '!@#$%^&*()-_[]{}<>~+=,.;:/?|') for _ in range(2)]
        snip = f"define( 'DB_NAME', '{db}' );\ndefine( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'AUTH_KEY', '{salts[0]}' );\ndefine( 'SECURE_AUTH_KEY', '{salts[1]}' );"
        where = 'wp-config.php'
        secrets = [pw] + salts
    elif k == 9:
        snip, where = f'org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{pw}";', 'kafka_client_jaas.conf'
    elif k == 10:
        snip, where = f'[{db}]\nDriver=PostgreSQL Unicode\nServername={h}\nPort=5432\nDatabase={db}\nUID={u}\nPWD={pw}', 'odbc.ini'
    elif k == 11:
        snip, where = f'"{u}" "{pw}"', 'pgbouncer userlist.txt'
    elif k == 12:
        snip, where = f'{u}\n{pw}', 'openvpn auth.txt'
    elif k == 13:
        snip, where = f'[web]\n10.0.{ri(0, 9)}.{ri(2, 250)} ansible_user={u} ansible_password={pw} ansible_become_pass={pw}', 'inventory/hosts.ini'
    elif k == 14:
        snip = f"$databases['default']['default'] = [\n  'database' => '{db}',\n  'username' => '{u}',\n  'password' => '{pw}',\n  'host' => '{h}',\n  'driver' => 'mysql',\n];"
        where = 'settings.php'
    else:
        snip, where = f'sonar.jdbc.username={u}\nsonar.jdbc.password={pw}\nsonar.jdbc.url=jdbc:postgresql://{h}/sonarqube', 'sonar.properties'
    if lang == 'en':
        mc = ch([f'The service reads its credentials from {where}, which is not in the repo and nobody mentioned.', f'Migrating the host meant copying {where}; I did not know it held credentials.'])
        ls = f'Contents of {where} on the old host:{block(snip)}' if chance(0.6) else f'Recreated {where}:{block(snip)}\nPermissions 600, owned by the service user.'
        ask = ch([f'Should {where} be templated from the vault instead of copied around?', '', 'Which other hosts have a copy of this file?'])
    else:
        mc = ch([f'서비스가 {where}에서 인증 정보를 읽는데, 레포에 없고 아무도 얘기 안 함.', f'서버 이전하면서 {where}도 옮겨야 했는데 거기 인증 정보가 있는 줄 몰랐음.'])
        ls = f'기존 서버 {where} 내용:{block(snip)}' if chance(0.6) else f'{where} 재작성:{block(snip)}\n권한 600, 서비스 계정 소유.'
        ask = ch([f'{where}을 복사하지 말고 볼트에서 템플릿으로 생성해야 하는지?', '', '이 파일 사본이 다른 서버에도 있는지?'])
    return note(f'config file: {where}', mc, ls, ask, secrets)


def tpl_crypto_material(lang):
    k = ri(0, 4)
    if k == 0:
        key = wg_key()
        peer = wg_key()
        snip = f'[Interface]\nPrivateKey = {key}\nAddress = 10.8.0.{ri(2, 200)}/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {peer}\nEndpoint = vpn.{domain(lang)}:51820\nAllowedIPs = 10.0.0.0/8'
        secrets, label = [key], 'WireGuard PrivateKey'
    elif k == 1:
        sk = bech32('age-secret-key-', rbytes(32)).upper()
        pk = bech32('age', rbytes(32))
        snip = f'# created: 2024-0{ri(1, 9)}-{ri(10, 28)}T10:12:44+09:00\n# public key: {pk}\n{sk}'
        secrets, label = [sk], 'age secret key (keys.txt)'
    elif k == 2:
        keys = [b64e(rbytes(32)) for _ in range(5)]
        root = 'hvs.' + rs(24)
        snip = '\n'.join(f'Unseal Key {i + 1}: {x}' for i, x in enumerate(keys)) + f'\n\nInitial Root Token: {root}\n\nVault initialized with 5 key shares and a key threshold of 3.'
        secrets, label = keys + [root], 'vault operator init output'
    elif k == 3:
        pw = pw_passphrase(ch(['-', ' ']))
        snip = L(lang, f'The passphrase for deploy_key is "{pw}".', f'deploy_key 패스프레이즈는 "{pw}" 임.')
        secrets, label = [pw], 'SSH key passphrase in prose'
    else:
        key = rh(64)
        snip = f'# /etc/keys/backup.key (AES-256, hex)\n{key}'
        secrets, label = [key], 'raw AES key file'
    if lang == 'en':
        mc = ch(['I needed to restore access and the key material was only on one admin\'s laptop.', 'Setting up the VPN/backup path needed key material nobody had documented.'])
        ls = f'Key material ({label}):{block(snip)}\n' + ch(['Losing this means losing the data.', 'Keep a second copy offline.', ''])
        ask = ch(['Where is the offline copy of this key kept?', '', 'Should this be re-generated since it was pasted here?'])
    else:
        mc = ch(['접근 복구해야 하는데 키가 관리자 한 명 노트북에만 있었음.', 'VPN/백업 설정에 필요한 키가 문서화 안 돼 있었음.'])
        ls = f'키 ({label}):{block(snip)}\n' + ch(['이거 잃어버리면 데이터 복구 불가.', '오프라인 사본 하나 더 둘 것.', ''])
        ask = ch(['이 키 오프라인 사본 어디 있는지?', '', '여기 붙였으니 재생성해야 하는지?'])
    return note(f'key material: {label}', mc, ls, ask, secrets)


def tpl_signed_url(lang):
    k = ri(0, 2)
    vn = []
    if k == 0:
        akid = t_aws_id()
        sig = rh(64)
        bucket = f'{ch(COMPANIES)}-{ch(["exports", "uploads", "reports"])}'
        url = (f'https://{bucket}.s3.{ch(REGIONS)}.amazonaws.com/exports/{ch(DBNAMES)}-2024-06.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256'
               f'&X-Amz-Credential={akid}%2F20240603%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20240603T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}')
        secrets, label, vn = [akid, sig], 'S3 presigned URL (AKIA + signature)', ['AWS']
    elif k == 1:
        sig = pct(b64e(rbytes(32)), safe='')
        url = f'https://{ch(COMPANIES).replace("-", "")}store.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2025-12-31T15:00:00Z&st=2024-06-01T00:00:00Z&spr=https&sig={sig}'
        secrets, label, vn = [sig], 'Azure SAS URL sig', ['Azure Storage']
    else:
        sig = rh(512)
        url = (f'https://storage.googleapis.com/{ch(COMPANIES)}-media/raw/video.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40{ch(PROJECTS)}.iam.gserviceaccount.com'
               f'%2F20240603%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240603T101500Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}')
        secrets, label, vn = [sig], 'GCS V4 signed URL signature', ['Google Cloud Storage']
    if lang == 'en':
        mc = ch(['I could not access the bucket directly; the user generated a signed URL and pasted it.', 'The export job hands out links and I did not know they carry credentials.'])
        ls = f'Link used:\n{url}\n' + ch(['Anyone with the link can read the object until it expires.', 'Valid for 7 days.', ''])
        ask = ch(['Can signed links be shorter-lived?', '', 'Should I avoid pasting signed URLs into notes?'])
    else:
        mc = ch(['버킷 직접 접근이 안 돼서 사용자가 서명된 URL 만들어서 붙여줌.', '익스포트 잡이 링크를 뿌리는데 거기 인증 정보가 들어간다는 걸 몰랐음.'])
        ls = f'사용한 링크:\n{url}\n' + ch(['만료 전까지 링크만 있으면 누구나 읽을 수 있음.', '7일간 유효.', ''])
        ask = ch(['서명 URL 유효기간 더 줄일 수 있는지?', '', '노트에 서명 URL 붙이면 안 되는지?'])
    return note(f'signed url: {label}', mc, ls, ask, secrets, vn)


def tpl_jupyter(lang):
    tok = rh(48)
    port = ch([8888, 8889, 8890])
    k = ri(0, 2)
    if k == 0:
        snip = f'    To access the server, open this file in a browser:\n        file:///home/{user(lang)}/.local/share/jupyter/runtime/jpserver-{ri(1000, 99999)}-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:{port}/lab?token={tok}'
    elif k == 1:
        snip = f'http://{ch(["gpu-box", "ml-01", "10.0.4.21"])}:{port}/?token={tok}'
    else:
        snip = f'jupyter lab --no-browser --ip=0.0.0.0 --port={port} --IdentityProvider.token={tok}'
    if lang == 'en':
        mc = 'The GPU box runs Jupyter and nobody told me how to reach it; the user pasted the startup output:\n' + snip
        ls = ch(['The token in the URL is the only auth; with --ip=0.0.0.0 anyone on the VPN can use it.', 'Tunnel with ssh -L instead of exposing the port.'])
        ask = ch(['Can Jupyter on the GPU box use a password or JupyterHub instead?', ''])
    else:
        mc = 'GPU 서버 Jupyter 접속 방법을 아무도 안 알려줌. 사용자가 기동 로그 붙여줌:\n' + snip
        ls = ch(['URL의 토큰이 유일한 인증. --ip=0.0.0.0이라 VPN 붙은 사람은 다 접속 가능.', '포트 열지 말고 ssh -L 터널로 접속할 것.'])
        ask = ch(['GPU 서버 Jupyter를 비번이나 JupyterHub 방식으로 바꿀 수 있는지?', ''])
    return note('jupyter token URL', mc, ls, ask, [tok], ['Jupyter'])


def tpl_multi_env(lang):
    vs = []
    while len(vs) < ri(3, 4):
        v = pick_vendor(lang, skip=[x['name'] for x in vs])
        if v.get('supabase'):
            v = ch([x for x in VENDORS if x['name'] == 'OpenAI'])
        if v in vs:
            continue
        vs.append(v)
    lines, secrets = [], []
    for v in vs:
        items = vendor_items(v, lang)
        if chance(0.5):
            lines.append(f'# {vname(v)}')
        for k, val, li in items:
            lines.append(f'{k}={val}')
            if li:
                secrets.append(val)
    lines = filler_lines(ri(1, 3)) + lines
    env = '\n'.join(lines)
    if lang == 'en':
        mc = ch(['Getting the app running locally needed about a dozen env vars and there was no .env.example.', 'The user sent their whole .env so I could reproduce the bug:'])
        if mc.endswith(':'):
            mc += '\n' + env
            ls = ch(['With these set, the app boots and the bug reproduces on /checkout.', 'Only the first two integrations are needed to reproduce.'])
        else:
            ls = 'Working local .env (from the user):\n' + env
        ask = ch(['Can we add a .env.example with placeholders so real values do not get passed around?', '', 'Are these prod keys or sandbox keys?'])
    else:
        mc = ch(['로컬 실행에 env가 열몇 개 필요한데 .env.example이 없었음.', '버그 재현하라고 사용자가 .env 통째로 보내줌:'])
        if mc.endswith(':'):
            mc += '\n' + env
            ls = ch(['이 값들 넣으면 앱 뜨고 /checkout에서 버그 재현됨.', '재현엔 처음 두 개 연동만 있으면 됨.'])
        else:
            ls = '사용자한테 받은 로컬 .env:\n' + env
        ask = ch(['실제 값 돌아다니지 않게 placeholder 넣은 .env.example 추가해도 되는지?', '', '이거 운영 키인지 샌드박스 키인지?'])
    return note('dotenv with several vendor keys', mc, ls, ask, secrets, [v['name'] for v in vs])


def tpl_datagokr(lang):
    key = t_data_go_kr()
    enc = pct(key, safe='')
    k = ri(0, 2)
    if k == 0:
        snip = f'curl "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={enc}&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20240603&base_time=0500&nx=55&ny=127"'
        secrets = [enc]
    elif k == 1:
        snip = f'# 일반 인증키 (Encoding)\nDATA_GO_KR_KEY_ENC={enc}\n# 일반 인증키 (Decoding)\nDATA_GO_KR_KEY={key}'
        secrets = [enc, key]
    else:
        snip = f'params = {{"serviceKey": "{key}", "pageNo": 1, "numOfRows": 100, "type": "json"}}\nr = requests.get(URL, params=params)'
        secrets = [key]
    if lang == 'ko':
        mc = ch(['공공데이터포털 API가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 뱉는데 인코딩/디코딩 키 차이를 아무도 설명 안 해줌.', '기상청 API 연동하는데 인증키를 어디서 받는지 몰랐음.'])
        ls = f'동작 확인:{block(snip)}\n' + ch(['requests params에 넣을 땐 디코딩 키, URL에 직접 붙일 땐 인코딩 키.', '키 발급 후 1시간 정도 지나야 동작함.'])
        ask = ch(['공공데이터 키 개인 명의 말고 회사 계정으로 재발급 가능한지?', '', '트래픽 한도 늘려야 하는지?'])
    else:
        mc = ch(['The Korean public data portal API returned SERVICE_KEY_IS_NOT_REGISTERED_ERROR and nobody explained the encoded vs decoded key.', 'I did not know where the data.go.kr service key comes from.'])
        ls = f'Working call:{block(snip)}\n' + ch(['Use the decoded key with requests params and the encoded key when pasting into the URL.', 'New keys take about an hour to activate.'])
        ask = ch(['Can the key be re-issued under a company account?', '', 'Do we need a higher traffic quota?'])
    return note('data.go.kr serviceKey (encoded/decoded)', mc, ls, ask, secrets, ['data.go.kr'])


def tpl_tfstate(lang):
    pw = pw_any(lang)
    ident = f'{ch(PROJECTS)}-{ch(["prod", "stg"])}'
    k = ri(0, 1)
    if k == 0:
        snip = (f'"type": "aws_db_instance",\n"name": "main",\n"instances": [{{\n  "attributes": {{\n    "identifier": "{ident}",\n    "username": "dbadmin",\n'
                f'    "password": "{pw}",\n    "engine": "postgres",\n    "engine_version": "16.3"')
        label = 'terraform.tfstate aws_db_instance password'
    else:
        snip = f'$ terraform output -json db\n{{\n  "endpoint": "{ident}.{rs(12, LD)}.{ch(REGIONS)}.rds.amazonaws.com:5432",\n  "password": "{pw}",\n  "username": "dbadmin"\n}}'
        label = 'terraform output -json sensitive value'
    if lang == 'en':
        mc = ch(['I needed the RDS master password and it was not in the vault; it only exists in Terraform state.', 'Nobody told me the state bucket holds plaintext secrets.'])
        ls = f'From the state:{block(snip)}\n' + ch(['State must be treated as secret.', 'Use manage_master_user_password so it lands in Secrets Manager instead.'])
        ask = ch(['Who has read access to the state bucket?', '', 'Should we switch the DB to managed master password?'])
    else:
        mc = ch(['RDS 마스터 비번이 필요한데 볼트에 없고 테라폼 state에만 있었음.', 'state 버킷에 평문 시크릿이 있다는 걸 아무도 말 안 함.'])
        ls = f'state에서 확인:{block(snip)}\n' + ch(['state 파일 자체를 시크릿으로 다뤄야 함.', 'manage_master_user_password 써서 Secrets Manager로 넘기는 게 나음.'])
        ask = ch(['state 버킷 읽기 권한 누가 있는지?', '', 'DB 마스터 비번 관리형으로 바꿀지?'])
    return note(f'terraform: {label}', mc, ls, ask, [pw])


def tpl_api_client_file(lang):
    v, items, key, tok = some_vendor_token(lang)
    k = ri(0, 2)
    if k == 0:
        snip = jdump({'id': uuid4(), 'name': f'{ch(PROJECTS)} - {ch(["staging", "prod", "local"])}', 'values': [
            {'key': 'baseUrl', 'value': f'https://api.{domain(lang)}', 'type': 'default', 'enabled': True},
            {'key': camel(key), 'value': tok, 'type': 'secret', 'enabled': True}], '_postman_variable_scope': 'environment'}, 2)
        label = 'Postman environment export'
    elif k == 1:
        snip = f'@baseUrl = https://api.{domain(lang)}\n@token = {tok}\n\n### list\nGET {{{{baseUrl}}}}/v1/items\nAuthorization: Bearer {{{{token}}}}'
        label = 'VS Code REST Client .http variables'
    else:
        snip = f'meta {{\n  name: list items\n  type: http\n}}\n\nget {{\n  url: https://api.{domain(lang)}/v1/items\n}}\n\nheaders {{\n  x-api-key: {tok}\n}}'
        label = 'Bruno .bru request'
    if lang == 'en':
        mc = ch(['The API collection in the repo was the only documentation of how to call the service.', 'I needed a working example request and the user exported theirs.'])
        ls = f'{label}:{block(snip)}\n' + ch(['Exported collections include secret-typed values in clear text.', ''])
        ask = ch(['Can the collection reference an env var instead of a stored value?', '', 'Is this the shared staging key?'])
    else:
        mc = ch(['레포에 있는 API 컬렉션이 호출 방법에 대한 유일한 문서였음.', '동작하는 예시 요청이 필요해서 사용자가 본인 걸 export 해줌.'])
        ls = f'{label}:{block(snip)}\n' + ch(['export하면 secret 타입 값도 평문으로 나옴.', ''])
        ask = ch(['컬렉션에 값 저장 말고 환경변수 참조로 바꿀 수 있는지?', '', '이게 공용 스테이징 키인지?'])
    return note(f'api client file: {label}', mc, ls, ask, [tok], [v['name']])


def tpl_secret_in_ask(lang):
    """credential appears only in ask_next_time (and sometimes lesson)"""
    if chance(0.5):
        cred = pw_any(lang)
        u = user(lang)
        sysn = ch(SYSTEMS_KO if lang == 'ko' else SYSTEMS_EN)
        if lang == 'en':
            mc = f'I spent 20 minutes waiting for someone to unlock {sysn} for me.'
            ls = f'{sysn} has a local admin account that works when SSO is down.'
            ask = ch([f'Can I just use {u} / {cred} for {sysn} next time instead of asking?', f'Is the password for {sysn} still {cred}?'])
        else:
            mc = f'{sysn} 잠금 풀어줄 사람 기다리느라 20분 날림.'
            ls = f'{sysn}에 SSO 장애 때 쓰는 로컬 관리자 계정이 있음.'
            ask = ch([f'다음엔 물어보지 않고 {sysn}에 {u} / {cred} 로 바로 들어가도 되는지?', f'{sysn} 비번 아직 {cred} 맞는지?'])
        return note('credential only in ask_next_time', mc, ls, ask, [cred])
    v, items, key, tok = some_vendor_token(lang)
    if lang == 'en':
        mc = f'The {vname(v)} integration test was skipped in CI because no key was configured.'
        ls = f'The test only needs a sandbox {vname(v)} key; it does not call production.'
        ask = f'OK to put {tok} into the CI secret {key} so the test runs?'
    else:
        mc = f'CI에 키가 없어서 {vname(v)} 연동 테스트가 스킵되고 있었음.'
        ls = f'테스트는 샌드박스 {vname(v)} 키만 있으면 됨. 운영 호출 안 함.'
        ask = f'{tok} 이거 CI 시크릿 {key}에 넣어서 테스트 돌려도 되는지?'
    return note('credential only in ask_next_time', mc, ls, ask, [tok], [v['name']])


def tpl_ssh_host_login(lang):
    u = ch(['root', 'ubuntu', 'admin', 'pi', 'ec2-user', 'deploy', 'administrator', 'oracle'])
    h = host(ch(['bastion', 'app', 'build', 'nas', 'gpu', 'legacy']), lang)
    pw = pw_any(lang)
    k = ri(0, 4)
    if k == 0:
        snip = L(lang, f'ssh {u}@{h} (password: {pw})', f'ssh {u}@{h} (비번: {pw})')
    elif k == 1:
        snip = L(lang, f'Router admin at http://192.168.0.1 — login admin, password {pw}', f'공유기 관리자 http://192.168.0.1 / admin / {pw}')
    elif k == 2:
        snip = L(lang, f'VNC to {h}:5901, password {pw}', f'{h}:5901 VNC 비번 {pw}')
    elif k == 3:
        snip = L(lang, f'Proxmox web UI https://{h}:8006 root@pam / {pw}', f'프록스목스 https://{h}:8006 root@pam / {pw}')
    else:
        snip = L(lang, f'RDP {h} as CORP\\{u}, pw {pw}', f'RDP {h} CORP\\{u} 비번 {pw}')
    if lang == 'en':
        mc = ch(['The legacy box is not in our SSO/SSH-CA setup and I did not know how to get on it.', 'The task needed a manual fix on a machine nobody had documented.'])
        ls = f'Access details: {snip}\n' + ch(['Key auth is disabled on this host.', 'It is only reachable over the VPN.', ''])
        ask = ch(['Can this host be moved to key-based auth?', '', 'Who owns this machine?'])
    else:
        mc = ch(['레거시 서버가 SSO/SSH CA 체계 밖이라 접속 방법을 몰랐음.', '문서화 안 된 서버에서 수동 조치가 필요했음.'])
        ls = f'접속 정보: {snip}\n' + ch(['이 서버는 키 인증 꺼져 있음.', 'VPN 붙어야만 접속됨.', ''])
        ask = ch(['이 서버 키 인증으로 바꿀 수 있는지?', '', '이 서버 담당자가 누군지?'])
    return note('host login in prose (ssh/rdp/vnc/router)', mc, ls, ask, [pw])


# =====================================================================
#  CLEAN notes (no credential at all, but risky-looking)
# =====================================================================
def cnote(category, mc, ls, ask):
    return note('clean: ' + category, mc, ls, ask, [])


ENV_KEYS = ['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'DATABASE_URL', 'DB_PASSWORD', 'GITHUB_TOKEN', 'SENDGRID_API_KEY', 'ANTHROPIC_API_KEY',
            'AWS_SECRET_ACCESS_KEY', 'SLACK_BOT_TOKEN', 'REDIS_PASSWORD', 'JWT_SECRET', 'SENTRY_AUTH_TOKEN', 'TWILIO_AUTH_TOKEN', 'NPM_TOKEN',
            'KAKAO_REST_API_KEY', 'TOSS_SECRET_KEY', 'NAVER_CLIENT_SECRET', 'HF_TOKEN', 'DATADOG_API_KEY', 'SMTP_PASSWORD']


def ck_env_ref(lang):
    k = ch(ENV_KEYS)
    svc = ch(PROJECTS)
    snips = [f'api_key = os.environ["{k}"]', f'const key = process.env.{k};', f'token := os.Getenv("{k}")', f"ENV.fetch('{k}')",
             f'String secret = System.getenv("{k}");', f'let key = std::env::var("{k}")?;', f"$key = getenv('{k}');",
             f'builder.Configuration["{pascal(k)}"]', f'@Value("${{{dotted(k)}}}") private String {camel(k)};',
             f'password: ${{{k}}}', f': "${{{k}:?{k} is not set}}"', f'settings.{k.lower()} = env.str("{k}")',
             f'client = OpenAI()  # reads {k} from the environment']
    snip = ch(snips)
    if lang == 'en':
        mc = ch([f'I did not know {svc} expects {k} to be set before start; it fails with a KeyError otherwise.', f'The README never lists {k} as required.',
                 f'Nobody told me which variable name {svc} uses for the credential.'])
        ls = ch([f'The code reads it from the environment:{block(snip)}\nNo default in code, by design.', f'Credential comes only from the environment ({k});{block(snip)}\nLocal runs need it exported first.'])
        ask = ch([f'Where do I get a value for {k} for local development?', '', f'Should {svc} fail fast with a clearer message when {k} is missing?'])
    else:
        mc = ch([f'{svc}가 기동 전에 {k}가 설정돼 있어야 한다는 걸 몰랐음. 없으면 KeyError로 죽음.', f'README에 {k}가 필수라는 얘기가 없음.', f'{svc}가 인증 정보를 어떤 변수명으로 읽는지 아무도 안 알려줌.'])
        ls = ch([f'코드에서 환경변수로만 읽음:{block(snip)}\n코드엔 기본값 없음(의도된 것).', f'인증 정보는 환경변수({k})에서만 가져옴:{block(snip)}\n로컬 실행 시 먼저 export 필요.'])
        ask = ch([f'로컬 개발용 {k} 값은 어디서 받는지?', '', f'{k} 없을 때 더 명확한 에러 내게 바꿔도 되는지?'])
    return cnote('env var reference in code', mc, ls, ask)


def ck_ci_ref(lang):
    k = ch(ENV_KEYS)
    snips = [f'env:\n  {k}: ${{{{ secrets.{k} }}}}', f'- echo "$CI_REGISTRY_PASSWORD" | docker login $CI_REGISTRY -u $CI_REGISTRY_USER --password-stdin',
             f"withCredentials([string(credentialsId: '{k.lower().replace('_', '-')}', variable: '{k}')]) {{\n  sh './deploy.sh'\n}}",
             f'- script: ./deploy.sh\n  env:\n    {k}: $({k})', f'echo "${{{{ secrets.GHCR_TOKEN }}}}" | docker login ghcr.io -u ${{{{ github.actor }}}} --password-stdin',
             f'- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}', f'context: [org-global, {k.lower()}-prod]',
             f'permissions:\n  id-token: write\n  contents: read\n...\n- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: arn:aws:iam::{ri(10**11, 10**12 - 1)}:role/gha-deploy\n    aws-region: {ch(REGIONS)}']
    snip = ch(snips)
    if lang == 'en':
        mc = ch(['I did not know the pipeline gets credentials from repository secrets; I was looking for a file.', 'The deploy job failed on a fork PR and nobody mentioned secrets are not passed to forks.',
                 'No one said which CI secret names the workflow expects.'])
        ls = ch([f'The workflow only references the secret by name:{block(snip)}\nThe value is set in the repo settings, not in git.', f'Relevant part of the pipeline:{block(snip)}'])
        ask = ch(['Who can add or rotate repository secrets?', '', 'Should this move to OIDC instead of a long-lived secret?'])
    else:
        mc = ch(['파이프라인이 레포 시크릿에서 인증 정보를 가져온다는 걸 몰라서 파일만 찾고 있었음.', '포크 PR에서 배포 잡이 실패했는데 포크엔 시크릿이 안 넘어간다는 얘기를 아무도 안 함.',
                 '워크플로가 어떤 CI 시크릿 이름을 기대하는지 안내 없었음.'])
        ls = ch([f'워크플로에선 시크릿 이름만 참조함:{block(snip)}\n값은 git이 아니라 레포 설정에 있음.', f'파이프라인 관련 부분:{block(snip)}'])
        ask = ch(['레포 시크릿 추가/교체 권한 누가 있는지?', '', '장기 시크릿 대신 OIDC로 바꿀 수 있는지?'])
    return cnote('CI secret reference', mc, ls, ask)


def ck_store_ref(lang):
    svc = ch(PROJECTS)
    env = ch(['prod', 'staging'])
    snips = [f'op read "op://Engineering/{svc} {env} DB/password"', f'vault kv get -field=password secret/{svc}/{env}/db',
             f'aws secretsmanager get-secret-value --secret-id {env}/{svc}/db --query SecretString --output text',
             f'aws ssm get-parameter --name /{svc}/{env}/DB_PASSWORD --with-decryption --query Parameter.Value --output text',
             f'gcloud secrets versions access latest --secret={svc}-{env}-db-password', f'az keyvault secret show --vault-name kv-{svc}-{env} --name DbPassword --query value -o tsv',
             f'@Microsoft.KeyVault(SecretUri=https://kv-{svc}-{env}.vault.azure.net/secrets/DbPassword/)', f'doppler secrets get DB_PASSWORD --plain --project {svc} --config {env[:3]}',
             f'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-db\n        key: password',
             f'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: {env}/{svc}/db\n        property: password',
             f'bw get password "{svc} {env} admin"', f'pass show infra/{svc}/{env}-db', f'security find-generic-password -s "{svc}-{env}" -a deploy -w',
             f'password = keyring.get_password("{svc}", "deploy")', f'chamber exec {svc}-{env} -- ./bin/server', f'infisical run --env={env} -- npm start',
             f'arn:aws:secretsmanager:{ch(REGIONS)}:{ri(10**11, 10**12 - 1)}:secret:{env}/{svc}/db-{rs(6)}']
    snip = ch(snips)
    if lang == 'en':
        mc = ch([f'I did not know where the {env} credentials for {svc} are kept; they are not in the repo.', 'Nobody told me the team uses a secret manager for this.',
                 f'The {svc} runbook just says "get the DB password" without saying from where.'])
        ls = ch([f'Fetch it at runtime, never copy it into files:{block(snip)}', f'The reference (not the value) is:{block(snip)}\nAccess requires the {env}-readers group.'])
        ask = ch([f'Can I get read access to the {env} secrets for {svc}?', '', 'Is there a local-dev equivalent of this secret?'])
    else:
        mc = ch([f'{svc} {env} 인증 정보를 어디 보관하는지 몰랐음. 레포엔 없음.', '팀이 시크릿 매니저를 쓴다는 걸 아무도 안 알려줌.', f'{svc} 런북에 "DB 비번 가져오기"라고만 있고 어디서인지는 없음.'])
        ls = ch([f'파일에 복사하지 말고 실행 시점에 가져올 것:{block(snip)}', f'참조 경로(값 아님):{block(snip)}\n{env}-readers 그룹 권한 필요.'])
        ask = ch([f'{svc} {env} 시크릿 읽기 권한 받을 수 있는지?', '', '로컬 개발용으로 대응되는 시크릿이 있는지?'])
    return cnote('secret-store reference', mc, ls, ask)


def ck_encrypted(lang):
    k = ri(0, 2)
    svc = ch(PROJECTS)
    if k == 0:
        enc = 'AgB' + rs(ri(300, 380), B64A) + '=='
        snip = f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {svc}-db\nspec:\n  encryptedData:\n    password: {enc}'
        label = 'SealedSecret ciphertext'
    elif k == 1:
        lines = [rh(80) for _ in range(ri(3, 5))]
        snip = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(lines)
        label = 'ansible-vault ciphertext'
    else:
        snip = (f'db:\n    password: ENC[AES256_GCM,data:{rs(ri(16, 28), B64A)}=,iv:{rs(43, B64A)}=,tag:{rs(22, B64A)}==,type:str]\nsops:\n    age:\n        - recipient: {bech32("age", rbytes(32))}\n'
                f'    lastmodified: "2024-06-03T10:12:44Z"\n    mac: ENC[AES256_GCM,data:{rs(86, B64A)}==,iv:{rs(43, B64A)}=,tag:{rs(22, B64A)}==,type:str]\n    version: 3.8.1')
        label = 'SOPS-encrypted value'
    if lang == 'en':
        mc = ch([f'I was not told that secrets for {svc} are committed encrypted; I thought the file was a leak.', 'Nobody explained how to edit the encrypted secrets file.'])
        ls = ch([f'This is ciphertext meant to be committed ({label}):{block(snip)}\nOnly the cluster/CI key can decrypt it.', f'The committed file looks like this and is safe in git:{block(snip)}'])
        ask = ch(['Who holds the decryption key?', '', 'How do I re-encrypt after changing a value?'])
    else:
        mc = ch([f'{svc} 시크릿이 암호화된 채로 커밋된다는 걸 몰라서 유출인 줄 알았음.', '암호화된 시크릿 파일 수정 방법을 아무도 설명 안 해줌.'])
        ls = ch([f'커밋용 암호문임({label}):{block(snip)}\n클러스터/CI 키로만 복호화 가능.', f'커밋된 파일은 이런 형태고 git에 있어도 안전:{block(snip)}'])
        ask = ch(['복호화 키는 누가 갖고 있는지?', '', '값 바꾼 뒤 재암호화는 어떻게 하는지?'])
    return cnote(f'encrypted at rest: {label}', mc, ls, ask)


def ck_placeholder(lang):
    ph = ch(['<YOUR_API_KEY>', 'sk-xxxxxxxxxxxxxxxxxxxxxxxx', 'your-secret-here', 'REPLACE_ME', 'changeme-in-prod', '${TOKEN}', '<password>', 'xoxb-your-bot-token',
             'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'AKIAXXXXXXXXXXXXXXXX', 'sk_test_...', 'YOUR_CLIENT_SECRET', '********', '<redacted>', 'TODO: fill in',
             'pk_live_REPLACE', 'postgres://USER:PASSWORD@HOST:5432/DB', 'https://hooks.slack.com/services/XXX/YYY/ZZZ', 'hf_...', '{{ api_key }}', 'sk-ant-...', 'xxxx-xxxx-xxxx-xxxx'])
    k = ch(ENV_KEYS)
    snip = ch([f'{k}={ph}', f'"{camel(k)}": "{ph}"', f'{k.lower()}: {ph}', f'export {k}="{ph}"', f'client = Client(api_key="{ph}")'])
    if lang == 'en':
        mc = ch(['The example config in the docs uses placeholders and I did not know which real values were required.', f'.env.example lists {k} but not where the value comes from.'])
        ls = ch([f'The template line is just a placeholder:{block(snip)}\nReplace it locally; never commit the real value.', f'Docs show{block(snip)}\nwhich is why the first run returned 401.'])
        ask = ch([f'Who issues {k} for new developers?', '', 'Should .env.example document where each value comes from?'])
    else:
        mc = ch(['문서 예시 설정이 placeholder라서 실제로 어떤 값이 필요한지 몰랐음.', f'.env.example에 {k}만 있고 값 출처는 없음.'])
        ls = ch([f'템플릿 줄은 그냥 placeholder임:{block(snip)}\n로컬에서만 바꾸고 실제 값은 커밋 금지.', f'문서 예시가{block(snip)}\n라서 처음 실행 때 401 났음.'])
        ask = ch([f'신규 개발자용 {k}는 누가 발급하는지?', '', '.env.example에 값 출처도 적어둘지?'])
    return cnote('placeholder value', mc, ls, ask)


def ck_masked(lang):
    k = ri(0, 9)
    m = [f'sk-proj-****{rs(4)}', f'ghp_************************************', f'AKIA************{rs(4, UD)}', f'sk_live_…{rs(4)}', '••••••••••••',
         f'xoxb-***-***-{rs(4)}', f'Authorization: Bearer ***', f'DB_PASSWORD=******** (set)', f'{rs(4, UD)}…{rs(4, UD)}', f'token ending in {rh(4)}'][k]
    if lang == 'en':
        mc = ch(['The CI log masks the credential, so I could not tell which key the job was using.', 'I only had the masked value from the dashboard to identify the key.'])
        ls = ch([f'Masked value shown: {m}. Matching the last four characters against the dashboard identified the key (the staging one).',
                 f'GitHub Actions prints {m} for registered secrets; the job was reading an old secret name.'])
        ask = ch(['Can the dashboard show key names instead of masked values?', '', 'Which key ID should CI be using?'])
    else:
        mc = ch(['CI 로그에서 인증 정보가 마스킹돼서 어떤 키를 쓰는지 알 수 없었음.', '대시보드의 마스킹된 값만으로 키를 구분해야 했음.'])
        ls = ch([f'마스킹된 값: {m}. 끝 4자리를 대시보드와 대조해서 스테이징 키인 걸 확인.', f'Actions는 등록된 시크릿을 {m} 로 찍음. 잡이 예전 시크릿 이름을 읽고 있었음.'])
        ask = ch(['대시보드에 마스킹 값 말고 키 이름 보여줄 수 있는지?', '', 'CI가 써야 할 키 ID가 뭔지?'])
    return cnote('masked credential', mc, ls, ask)


def ck_doc_example(lang):
    k = ri(0, 4)
    if k == 0:
        snip = 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
        src = 'AWS CLI docs'
    elif k == 1:
        snip = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
        src = 'jwt.io example token'
    elif k == 2:
        snip = 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;'
        src = 'Azurite well-known development storage key'
    elif k == 3:
        snip = 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=='
        src = 'Cosmos DB emulator well-known key'
    else:
        snip = 'AKIAI44QH8DHBEXAMPLE / je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'
        src = 'AWS SigV4 documentation example'
    if lang == 'en':
        mc = ch(['A test fixture contains what looks like a real key and nobody said whether it is safe.', 'The secret scanner flagged the test setup and I had to decide whether it was a leak.'])
        ls = f'This is the {src}, published in the vendor documentation and not usable against real accounts:{block(snip)}\nSafe to keep in tests; allowlist it in the scanner.'
        ask = ch(['Should the scanner allowlist vendor example keys globally?', ''])
    else:
        mc = ch(['테스트 픽스처에 진짜 키처럼 보이는 값이 있는데 괜찮은 건지 아무도 몰랐음.', '시크릿 스캐너가 테스트 설정을 잡아서 유출인지 판단해야 했음.'])
        ls = f'벤더 공식 문서에 나오는 {src}이고 실제 계정엔 못 씀:{block(snip)}\n테스트에 둬도 됨. 스캐너 allowlist 처리.'
        ask = ch(['벤더 예시 키는 스캐너에서 전역 allowlist 할지?', ''])
    return cnote(f'vendor documentation example key ({src})', mc, ls, ask)


def ck_hashes(lang):
    k = ri(0, 9)
    f = ch(['terraform_1.8.5_linux_amd64.zip', 'node-v20.14.0-linux-x64.tar.xz', 'app-release.apk', 'backup-2024-06-03.sql.gz', 'model.safetensors', 'kubectl'])
    if k == 0:
        snip, what = f'{rh(64)}  {f}', 'sha256sum output'
    elif k == 1:
        snip, what = f'latest: digest: sha256:{rh(64)} size: 2417', 'docker push digest'
    elif k == 2:
        snip, what = f'"node_modules/{ch(["lodash", "express", "zod", "axios"])}": {{\n  "version": "4.{ri(0, 20)}.{ri(0, 20)}",\n  "integrity": "sha512-{b64e(rbytes(64))}"\n}}', 'package-lock integrity'
    elif k == 3:
        snip, what = f'{ch(["requests", "numpy", "pydantic"])}==2.{ri(0, 9)}.{ri(0, 9)} \\\n    --hash=sha256:{rh(64)} \\\n    --hash=sha256:{rh(64)}', 'pip --hash pins'
    elif k == 4:
        snip, what = f'github.com/{ch(["spf13/cobra", "google/uuid", "stretchr/testify"])} v1.{ri(0, 9)}.{ri(0, 9)} h1:{b64e(rbytes(32))}', 'go.sum line'
    elif k == 5:
        snip, what = f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{ri(10, 60)}.0"\n  hashes = [\n    "h1:{b64e(rbytes(32))}",\n    "zh:{rh(64)}",\n  ]\n}}', '.terraform.lock.hcl hashes'
    elif k == 6:
        snip, what = f'<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-{b64e(rbytes(48))}" crossorigin="anonymous"></script>', 'SRI hash'
    elif k == 7:
        snip, what = f'[[package]]\nname = "serde"\nversion = "1.0.{ri(150, 210)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{rh(64)}"', 'Cargo.lock checksum'
    elif k == 8:
        snip, what = f'ETag: "{rh(32)}"\nx-amz-version-id: {rs(32, B64U)}', 'S3 ETag/version id'
    else:
        snip, what = f'hash = "sha256-{b64e(rbytes(32))}";', 'Nix fetch hash'
    if lang == 'en':
        mc = ch([f'The build started failing checksum verification and nobody mentioned the artifact was re-published.', f'I needed to verify the downloaded {f} but there was no checksum in the runbook.'])
        ls = f'Expected value ({what}):{block(snip)}\n' + ch(['Mismatch was due to a CDN cache; re-downloading fixed it.', 'Pinned hashes must be updated together with the version.', ''])
        ask = ch(['Should we verify signatures, not just hashes?', '', 'Where is the canonical checksum published?'])
    else:
        mc = ch(['빌드에서 체크섬 검증이 갑자기 실패했는데 아티팩트가 재배포됐다는 얘기를 아무도 안 함.', f'{f} 다운로드 검증이 필요했는데 런북에 체크섬이 없었음.'])
        ls = f'기대값 ({what}):{block(snip)}\n' + ch(['CDN 캐시 때문에 불일치. 다시 받으니 해결.', '버전 올릴 때 고정된 해시도 같이 갱신해야 함.', ''])
        ask = ch(['해시만 말고 서명 검증도 해야 하는지?', '', '공식 체크섬은 어디 게시되는지?'])
    return cnote(f'hash/checksum: {what}', mc, ls, ask)


COMMIT_MSGS = ['fix: retry on 429 from payment provider', 'chore: bump deps', 'feat: add export endpoint', 'refactor: split settings module',
               'fix(auth): handle expired refresh tokens', 'revert "enable new checkout"', 'perf: batch inserts in ingest', 'ci: cache pnpm store',
               'fix: rotate logs daily', 'docs: document required env vars']


def ck_commits(lang):
    shas = [rh(40) for _ in range(ri(1, 4))]
    k = ri(0, 3)
    if k == 0:
        snip = '\n'.join(f'{s[:7]} {ch(COMMIT_MSGS)}' for s in shas + [rh(40) for _ in range(2)])
        body = L(lang, f'git log --oneline around the regression:{block(snip)}', f'회귀 근처 git log --oneline:{block(snip)}')
    elif k == 1:
        body = L(lang, f'git bisect points at {shas[0]} ("{ch(COMMIT_MSGS)}").', f'git bisect 결과 {shas[0]} ("{ch(COMMIT_MSGS)}") 커밋이 원인.')
    elif k == 2:
        body = L(lang, f'Reverted {shas[0][:10]} on main; the fix is cherry-picked as {rh(40)}.', f'main에서 {shas[0][:10]} 리버트, 수정은 {rh(40)}로 체리픽함.')
    else:
        body = L(lang, f'Deployed image tag sha-{shas[0][:7]} (commit {shas[0]}); previous was sha-{rh(7)}.', f'배포 이미지 태그 sha-{shas[0][:7]} (커밋 {shas[0]}), 이전은 sha-{rh(7)}.')
    if lang == 'en':
        mc = ch(['Nobody told me which commit was running in production when the errors started.', 'The issue said "broke last week" without a commit range.'])
        ask = ch(['Can deploys post the commit SHA to the channel?', '', 'Which commit is staging on right now?'])
    else:
        mc = ch(['에러 시작 시점에 운영에 어떤 커밋이 떠 있었는지 아무도 안 알려줌.', '이슈에 "지난주에 깨짐"이라고만 있고 커밋 범위가 없었음.'])
        ask = ch(['배포할 때 커밋 SHA를 채널에 남길 수 있는지?', '', '지금 스테이징은 어느 커밋인지?'])
    return cnote('commit SHAs', mc, body, ask)


def ck_request_ids(lang):
    k = ri(0, 7)
    ids = [f'x-request-id: {uuid4()}', f'RequestId: {uuid4()}', f'Request ID req_{rs(14)}', f'CF-Ray: {rh(16)}-{ch(["ICN", "NRT", "SJC", "FRA"])}',
           f'traceparent: 00-{rh(32)}-{rh(16)}-01', f'Sentry event {rh(32)}', f'x-ms-request-id: {uuid4()}', f'X-GitHub-Request-Id: {rs(4, HXU)}:{rs(4, HXU)}:{rs(7, HXU)}:{rs(7, HXU)}:{rs(8, HXU)}'][k]
    if lang == 'en':
        mc = ch(['The vendor support ticket needed a request identifier and I did not know where to find it.', 'The error was intermittent and there was no correlation ID in the app logs.'])
        ls = ch([f'Failing call: {ids} (status 502, 2024-06-03 10:14 UTC). Support confirmed an upstream incident.', f'Correlated the logs with {ids}; the timeout happens in the DB call, not the API.'])
        ask = ch(['Can we log the upstream request ID on every error?', '', 'Is there a status page for this vendor?'])
    else:
        mc = ch(['벤더 지원 티켓에 요청 ID가 필요한데 어디서 찾는지 몰랐음.', '간헐적 에러인데 앱 로그에 correlation ID가 없었음.'])
        ls = ch([f'실패한 호출: {ids} (502, 2024-06-03 19:14 KST). 지원팀이 업스트림 장애 확인해줌.', f'{ids} 기준으로 로그 맞춰보니 타임아웃은 API가 아니라 DB 호출에서 남.'])
        ask = ch(['모든 에러에 업스트림 요청 ID 남기게 할 수 있는지?', '', '이 벤더 상태 페이지가 있는지?'])
    return cnote('request / trace IDs', mc, ls, ask)


def ck_object_ids(lang):
    k = ri(0, 11)
    ids = [f'customer cus_{rs(14)} and payment intent pi_{rs(24)}', f'Slack channel C0{rs(8, UD)}, user U0{rs(8, UD)}', f'Mongo document ObjectId("{rh(24)}")',
           f'Firebase UID {rs(28)}', f'Auth0 user auth0|{rh(24)}', f'Drive file 1{rs(32, B64U)}', f'Notion page {rh(32)}', f'Airtable base app{rs(14)} table tbl{rs(14)}',
           f'EC2 instance i-0{rh(16)} in subnet-0{rh(16)}', f'Twilio message SM{rh(32)} on account AC{rh(32)}', f'Discord guild {ri(10**17, 10**18)}',
           f'GitHub node ID PR_kwDO{rs(20, B64U)}'][k]
    if lang == 'en':
        mc = ch(['The bug report referenced a record I could not find because nobody gave me its ID.', 'I did not know which object the failing webhook was about.'])
        ls = ch([f'The affected object is {ids}. It was created before the migration, which explains the missing field.', f'Reproduced with {ids}; other records are fine.'])
        ask = ch(['Can bug reports include the object ID by default?', '', 'Is it OK to query production for this record?'])
    else:
        mc = ch(['버그 리포트에 나온 레코드를 ID 없이 찾아야 했음.', '실패한 웹훅이 어느 객체 건지 몰랐음.'])
        ls = ch([f'대상 객체는 {ids}. 마이그레이션 전에 생성돼서 필드가 비어 있었던 것.', f'{ids}로 재현됨. 다른 레코드는 정상.'])
        ask = ch(['버그 리포트에 객체 ID를 기본으로 넣을 수 있는지?', '', '이 레코드 운영 DB에서 조회해도 되는지?'])
    return cnote('object IDs', mc, ls, ask)


def ck_long_ids(lang):
    acct = ri(10**11, 10**12 - 1)
    svc = ch(PROJECTS)
    k = ri(0, 7)
    ids = [f'arn:aws:iam::{acct}:role/{svc}-task-role', f'arn:aws:lambda:{ch(REGIONS)}:{acct}:function:{svc}-handler:live',
           f'{svc}-{rs(10, LD)}-{rs(5, LD)}', f'container {rh(64)}', f'/subscriptions/{uuid4()}/resourceGroups/rg-{svc}/providers/Microsoft.Web/sites/{svc}-app',
           f'{acct}.dkr.ecr.{ch(REGIONS)}.amazonaws.com/{svc}@sha256:{rh(64)}', f'{svc}-deployer@{svc}-{ri(100000, 999999)}.iam.gserviceaccount.com',
           f'arn:aws:cloudformation:{ch(REGIONS)}:{acct}:stack/{svc}-prod/{uuid4()}'][k]
    if lang == 'en':
        mc = ch(['I did not know which resource the alert referred to; the alert only had a short name.', 'The permissions error named a resource I did not recognise.'])
        ls = ch([f'Full identifier: {ids}\nThe policy was attached to the wrong one.', f'The resource is {ids}; it lives in the shared account, not ours.'])
        ask = ch(['Is there an inventory mapping short names to full IDs?', '', 'Who owns that account?'])
    else:
        mc = ch(['알림에 짧은 이름만 있어서 어떤 리소스인지 몰랐음.', '권한 에러에 모르는 리소스가 찍혀 있었음.'])
        ls = ch([f'전체 식별자: {ids}\n정책이 엉뚱한 리소스에 붙어 있었음.', f'해당 리소스는 {ids}. 우리 계정이 아니라 공용 계정에 있음.'])
        ask = ch(['짧은 이름 → 전체 ID 매핑 인벤토리가 있는지?', '', '그 계정 담당자가 누군지?'])
    return cnote('long resource identifiers', mc, ls, ask)


def ck_base64_data(lang):
    k = ri(0, 5)
    if k == 0:
        obj = {'id': ri(1000, 99999), 'created_at': '2024-06-03T10:00:00Z'}
        v = b64e(json.dumps(obj, separators=(',', ':')).encode())
        snip, what = f'"next_cursor": "{v}"', 'pagination cursor (base64 JSON)'
    elif k == 1:
        v = b64e(f'User:{ri(1, 99999)}'.encode()).rstrip('=')
        snip, what = f'{{ node(id: "{v}") {{ ... on User {{ email }} }} }}', 'GraphQL global ID'
    elif k == 2:
        cfg = {'feature': ch(['new-checkout', 'dark-mode', 'beta-search']), 'enabled': True, 'rollout': ri(5, 50)}
        v = b64e(json.dumps(cfg, separators=(',', ':')).encode())
        snip, what = f'apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  flags.json: {v}', 'ConfigMap binaryData (feature flags)'
    elif k == 3:
        v = 'iVBORw0KGgoAAAANSUhEUgAAA' + rs(ri(60, 120), B64A) + '=='
        snip, what = f'<img src="data:image/png;base64,{v}" alt="logo">', 'inline PNG data URI'
    elif k == 4:
        v = b64u(json.dumps({'alg': ch(['RS256', 'ES256']), 'kid': rs(8, LD), 'typ': 'JWT'}, separators=(',', ':')).encode())
        snip, what = f'{v}  ->  decoded header only; the payload/signature were not captured', 'JWT header segment only'
    else:
        v = b64e(json.dumps({'event': 'order.created', 'order_id': ri(10**5, 10**6), 'amount': ri(1000, 90000)}, separators=(',', ':')).encode())
        snip, what = f'"data": {{ "message": {{ "data": "{v}", "messageId": "{ri(10**15, 10**16)}" }} }}', 'Pub/Sub message data (base64 JSON)'
    ctx_en = ['Nobody told me the API returns opaque base64 cursors, so pagination looked broken.', 'The GraphQL API wants global IDs, not database IDs, and nobody mentioned it.',
              'A ConfigMap had a base64 blob and I did not know what it contained.', 'The e-mail template had an inline image blob that looked suspicious in review.',
              'The auth bug report only included the first segment of a token, and I had to decide whether it was sensitive.', 'The push subscription handler receives base64 payloads and I did not know the format.'][k]
    ctx_ko = ['API가 base64 커서를 돌려준다는 걸 아무도 안 알려줘서 페이지네이션이 깨진 줄 알았음.', 'GraphQL API가 DB ID 말고 글로벌 ID를 요구한다는 걸 아무도 말 안 함.',
              'ConfigMap에 base64 덩어리가 있었는데 내용이 뭔지 몰랐음.', '메일 템플릿의 인라인 이미지 blob이 리뷰에서 수상해 보였음.',
              '인증 버그 리포트에 토큰 첫 세그먼트만 있어서 민감한 건지 판단해야 했음.', '푸시 구독 핸들러가 base64 payload를 받는데 포맷을 몰랐음.'][k]
    if lang == 'en':
        mc = ctx_en
        ls = f'It is just encoded data ({what}):{block(snip)}\nDecoding it with base64 -d shows plain JSON/IDs, nothing sensitive.'
        ask = ch(['Is the cursor format stable enough to construct ourselves?', '', ''])
    else:
        mc = ctx_ko
        ls = f'그냥 인코딩된 데이터임 ({what}):{block(snip)}\nbase64 -d 하면 일반 JSON/ID고 민감 정보 없음.'
        ask = ch(['커서 포맷이 안정적이라 직접 만들어 써도 되는지?', '', ''])
    return cnote(f'base64 of non-secret data: {what}', mc, ls, ask)


def ck_public_keys(lang):
    k = ri(0, 7)
    who = f'{user(lang)}@{ch(["macbook", "ci-runner", "bastion", "laptop"])}'
    if k == 0:
        snip, what = f'ssh-ed25519 {ssh_ed25519_pub_b64()} {who}', 'SSH ed25519 public key (authorized_keys)'
    elif k == 1:
        snip, what = f'ssh-rsa {ssh_rsa_pub_b64()} {who}', 'SSH RSA public key'
    elif k == 2:
        snip, what = f'{ch(["gitlab." + domain(lang), "10.0.3.7", "bastion.internal"])} ssh-ed25519 {ssh_ed25519_pub_b64()}', 'known_hosts entry'
    elif k == 3:
        snip, what = pem('PUBLIC KEY', ec_spki_der()), 'PEM EC public key (JWT verification)'
    elif k == 4:
        snip, what = f'[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.{domain(lang)}:51820', 'WireGuard peer public key'
    elif k == 5:
        snip, what = f'age recipient: {bech32("age", rbytes(32))}', 'age public recipient'
    elif k == 7:
        snip, what = f'applicationServerKey: urlBase64ToUint8Array("B{rs(86, B64U)}")', 'Web Push VAPID public key'
    else:
        snip, what = jdump({'keys': [{'kty': 'EC', 'crv': 'P-256', 'kid': rs(8, LD), 'use': 'sig', 'x': b64u(rbytes(32)), 'y': b64u(rbytes(32))}]}, 2), 'JWKS public key set'
    ssh_like = k <= 2
    if lang == 'en':
        mc = ch(['Access to the server was denied and nobody said which public key was registered.', 'The deploy user could not connect and I did not know which key the host trusts.']) if ssh_like else ch(
            ['I needed to verify signatures/tokens and did not know where the public key was published.', 'Setting up the peer/recipient needed the other side\'s public key, which nobody sent.'])
        ls = f'The public half ({what}):{block(snip)}\nPublic keys are fine to share; the private half never leaves the owner.'
        ask = ch(['Should public keys be managed via the config repo?', '', 'Who approves adding keys to authorized_keys?'])
    else:
        mc = ch(['서버 접속이 거부됐는데 어떤 공개키가 등록돼 있는지 아무도 안 알려줌.', '배포 계정이 접속을 못 했는데 서버가 어떤 키를 신뢰하는지 몰랐음.']) if ssh_like else ch(
            ['서명/토큰 검증해야 하는데 공개키가 어디 공개돼 있는지 몰랐음.', '피어/수신자 설정에 상대방 공개키가 필요했는데 아무도 안 보내줌.'])
        ls = f'공개키 ({what}):{block(snip)}\n공개키는 공유해도 됨. 개인키는 소유자 밖으로 안 나감.'
        ask = ch(['공개키를 설정 레포로 관리해야 하는지?', '', 'authorized_keys 추가 승인은 누가 하는지?'])
    return cnote(f'public key: {what}', mc, ls, ask)


def ck_fingerprints(lang):
    k = ri(0, 4)
    if k == 0:
        snip, what = f'256 SHA256:{b64e(rbytes(32)).rstrip("=")} {user(lang)}@laptop (ED25519)', 'ssh-keygen -lf output'
    elif k == 1:
        snip, what = ':'.join(rh(2) for _ in range(16)), 'MD5 key fingerprint'
    elif k == 2:
        snip, what = ' '.join(rs(4, HXU) for _ in range(10)), 'GPG key fingerprint'
    elif k == 3:
        snip, what = 'SHA256 Fingerprint=' + ':'.join(rs(2, HXU) for _ in range(32)), 'TLS certificate fingerprint'
    else:
        snip, what = 'SHA1: ' + ':'.join(rs(2, HXU) for _ in range(20)), 'Android signing cert SHA-1 (for Firebase)'
    if lang == 'en':
        mc = ch(['The host key changed warning appeared and nobody said whether it was expected.', 'Firebase / the vendor asked for a fingerprint I did not know how to get.'])
        ls = f'Fingerprint ({what}): {snip}\n' + ch(['Matches the value in the infra repo, so the change is legitimate.', 'Registered it in the console.'])
        ask = ch(['Where are expected fingerprints published?', '', ''])
    else:
        mc = ch(['호스트 키 변경 경고가 떴는데 예정된 건지 아무도 안 알려줌.', '콘솔에서 지문을 요구하는데 어떻게 구하는지 몰랐음.'])
        ls = f'지문 ({what}): {snip}\n' + ch(['인프라 레포 값과 일치해서 정상 변경.', '콘솔에 등록 완료.'])
        ask = ch(['기대 지문은 어디에 공개돼 있는지?', '', ''])
    return cnote(f'fingerprint: {what}', mc, ls, ask)


def ck_urls_paths(lang):
    svc = ch(PROJECTS)
    org = ch(COMPANIES)
    k = ri(0, 9)
    u = [f'git@github.com:{org}/{svc}.git', f'https://github.com/{org}/{svc}/actions/runs/{ri(10**9, 10**10)}/job/{ri(10**10, 10**11)}',
         f'postgresql://{host("pg", lang)}:5432/{ch(DBNAMES)}?sslmode=verify-full', f'redis://{host("redis", lang)}:6379/2',
         f'jdbc:mysql://{host("mysql", lang)}:3306/{ch(DBNAMES)}?useSSL=true&serverTimezone=Asia/Seoul', f's3://{org}-{ch(["logs", "exports"])}/{svc}/2024/06/03/',
         '~/.aws/credentials (profile "staging")', '/run/secrets/db_password', '/etc/ssl/private/star.' + domain(lang) + '.key',
         f'https://{org}.grafana.net/d/{rs(9, LD)}/{svc}-overview?orgId=1&from=now-6h&to=now'][k]
    if lang == 'en':
        mc = ch(['I did not know where the thing lived; the task only named it.', f'Nobody told me where {svc} reads its config from.'])
        ls = ch([f'Location: {u}\nAccess comes from IAM/SSO, nothing embedded in the URL or path.', f'It is at {u}. The file/endpoint itself is restricted; the path is not secret.'])
        ask = ch(['Is there a catalog of these locations?', '', 'Do I need extra permissions to read it?'])
    else:
        mc = ch(['태스크에 이름만 있고 위치가 없어서 찾느라 헤맴.', f'{svc}가 설정을 어디서 읽는지 아무도 안 알려줌.'])
        ls = ch([f'위치: {u}\n접근은 IAM/SSO로 제어됨. URL이나 경로에 인증 정보 없음.', f'{u} 에 있음. 파일/엔드포인트는 권한 제한돼 있고 경로 자체는 비밀 아님.'])
        ask = ch(['이런 위치들 정리된 카탈로그가 있는지?', '', '읽으려면 추가 권한이 필요한지?'])
    return cnote('URL / path without credentials', mc, ls, ask)


def ck_cli_prose(lang):
    k = ri(0, 9)
    en = ['`mysql -u app -p` with nothing after -p makes mysql prompt for the password, which is what we want in shared shells.',
          '`docker login --password-stdin` reads the token from stdin so it never shows up in `ps` or shell history.',
          'psql picks up credentials from ~/.pgpass (mode 600) or PGPASSFILE; no need to put anything on the command line.',
          '`gh auth login --with-token < token.txt` reads the token from a file; delete the file afterwards.',
          '`curl -u deploy` without `:password` makes curl prompt interactively.',
          'In sqlcmd, lowercase -p is "print statistics" and uppercase -P is the password flag, which is why my first attempt hung.',
          '`git config --global credential.helper osxkeychain` stores HTTPS credentials in the keychain instead of .git-credentials.',
          'Setting `HISTCONTROL=ignorespace` and prefixing sensitive commands with a space keeps them out of bash history.',
          '`aws configure sso` sets up short-lived credentials; no access keys are written to ~/.aws/credentials.',
          '`npm login --auth-type=web` opens the browser instead of asking for a password in the terminal.']
    ko = ['`mysql -u app -p` 처럼 -p 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봄. 공용 셸에선 이렇게 써야 함.',
          '`docker login --password-stdin`은 stdin으로 토큰을 받아서 ps나 히스토리에 안 남음.',
          'psql은 ~/.pgpass(권한 600)나 PGPASSFILE에서 인증 정보를 읽음. 커맨드라인에 넣을 필요 없음.',
          '`gh auth login --with-token < token.txt` 는 파일에서 토큰을 읽음. 끝나면 파일 삭제.',
          '`curl -u deploy` 처럼 :비번 없이 쓰면 curl이 대화형으로 물어봄.',
          'sqlcmd에서 소문자 -p는 통계 출력이고 대문자 -P가 비밀번호 옵션. 그래서 처음에 멈춰 있었음.',
          '`git config --global credential.helper osxkeychain` 쓰면 .git-credentials 대신 키체인에 저장됨.',
          'HISTCONTROL=ignorespace 설정하고 민감한 명령 앞에 공백 넣으면 bash 히스토리에 안 남음.',
          '`aws configure sso` 쓰면 단기 자격증명만 쓰고 ~/.aws/credentials에 액세스 키가 안 써짐.',
          '`npm login --auth-type=web` 은 터미널에서 비번 안 묻고 브라우저로 로그인함.']
    if lang == 'en':
        mc = ch(['I did not know how to authenticate the CLI without putting the password in the command.', 'The runbook command had the password inline and I wanted a safer variant.'])
        ask = ch(['Should the runbook be updated to the prompt-based variant?', '', ''])
        return cnote('CLI auth flags explained in prose', mc, en[k], ask)
    mc = ch(['비번을 명령어에 넣지 않고 CLI 인증하는 방법을 몰랐음.', '런북 명령에 비번이 인라인으로 있어서 더 안전한 방법이 필요했음.'])
    ask = ch(['런북을 프롬프트 방식으로 고쳐도 되는지?', '', ''])
    return cnote('CLI auth flags explained in prose', mc, ko[k], ask)


def ck_policy(lang):
    n = ri(10, 16)
    k = ri(0, 4)
    if lang == 'en':
        body = [f'Password policy for the admin portal: at least {n} characters, one uppercase, one digit, one symbol; no reuse of the last 5; expires every 90 days.',
                f'IAM password policy:{block(jdump({"MinimumPasswordLength": n, "RequireSymbols": True, "RequireNumbers": True, "PasswordReusePrevention": 24, "MaxPasswordAge": 90}))}',
                f'Keycloak realm policy string: `length({n}) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)`',
                f'Validation regex used by the signup form: `^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{{{n},}}$`',
                f"Django AUTH_PASSWORD_VALIDATORS: MinimumLengthValidator(min_length={n}), CommonPasswordValidator, NumericPasswordValidator."][k]
        mc = ch(['Test users kept failing to register and nobody told me the password rules.', 'The audit asked what our password rules are.'])
        ask = ch(['Should the e2e fixtures generate passwords that satisfy the policy?', '', ''])
    else:
        body = [f'관리자 포털 비밀번호 정책: 영문 대/소문자+숫자+특수문자 조합 {n}자 이상, 최근 5개 재사용 불가, 90일마다 변경.',
                f'IAM 비밀번호 정책:{block(jdump({"MinimumPasswordLength": n, "RequireSymbols": True, "RequireNumbers": True, "PasswordReusePrevention": 24, "MaxPasswordAge": 90}))}',
                f'Keycloak 정책: `length({n}) and upperCase(1) and digits(1) and specialChars(1) and notUsername`',
                f'회원가입 폼 검증 정규식: `^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{{{n},}}$`',
                f'ISMS 기준: 비밀번호 {n}자 이상, 분기 1회 변경, 로그인 5회 실패 시 잠금.'][k]
        mc = ch(['테스트 계정 가입이 계속 실패했는데 비밀번호 규칙을 아무도 안 알려줌.', '감사에서 비밀번호 정책을 물어봄.'])
        ask = ch(['e2e 픽스처가 정책 만족하는 비번을 생성하게 바꿀지?', '', ''])
    return cnote('password policy', mc, body, ask)


def ck_auth_errors(lang):
    u = ch(['app', 'app_rw', 'report_ro', 'deploy'])
    k = ri(0, 17)
    errs = [f'FATAL:  password authentication failed for user "{u}"', f"ERROR 1045 (28000): Access denied for user '{u}'@'10.0.3.17' (using password: YES)",
            f'{{"error":{{"message":"Incorrect API key provided: sk-proj-****{rs(4)}. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","code":"invalid_api_key"}}}}',
            '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
            'remote: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you\'re required to use a token instead of a password.',
            'An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.',
            '{"ok":false,"error":"invalid_auth"}', f'AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app \'{uuid4()}\'.',
            'error: You must be logged in to the server (Unauthorized)', 'WRONGPASS invalid username-password pair or user is disabled.',
            'MongoServerError: bad auth : Authentication failed.', 'npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.',
            'Permission denied (publickey).', '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
            '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}',
            f'Stripe::AuthenticationError: Invalid API Key provided: sk_live_********************{rs(4)}',
            '{"code":"UNAUTHORIZED_KEY","message":"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다."}', '{"msg":"this access token does not exist","code":-401}']
    e = errs[k]
    if lang == 'en':
        mc = ch(['The job failed with an auth error and nobody told me the credential had been rotated.', 'I could not tell from the error whether the credential or the permissions were wrong.'])
        ls = f'Error:{block(e)}\n' + ch(['Cause: the CI secret still had the pre-rotation value.', 'Cause: correct credential, wrong environment/endpoint.', 'The credential itself was fine; the account was locked.'])
        ask = ch(['Who gets notified when a credential is rotated?', '', 'Can we add a startup check that validates credentials?'])
    else:
        mc = ch(['잡이 인증 에러로 실패했는데 인증 정보가 교체됐다는 걸 아무도 안 알려줌.', '에러만 보고는 인증 정보 문제인지 권한 문제인지 알 수 없었음.'])
        ls = f'에러:{block(e)}\n' + ch(['원인: CI 시크릿에 교체 전 값이 남아 있었음.', '원인: 인증 정보는 맞는데 환경/엔드포인트가 틀림.', '인증 정보는 정상이고 계정이 잠겨 있었음.'])
        ask = ch(['인증 정보 교체되면 누구한테 공지되는지?', '', '기동 시 인증 정보 검증하는 체크 추가해도 되는지?'])
    return cnote('auth error message', mc, ls, ask)


def ck_rotation(lang):
    vn = vname(ch(VENDORS))
    svcs = sample(PROJECTS, 2)
    store = ch(STORES)
    if lang == 'en':
        mc = ch([f'I did not know the {vn} key was rotated yesterday, so {svcs[0]} started failing.', f'Nobody mentioned that the {vn} key leaked in a CI log last week.'])
        ls = ch([f'Rotation steps that worked: create the new {vn} key, update {store}, redeploy {svcs[0]} and {svcs[1]}, then revoke the old key once error rates are flat.',
                 f'The old {vn} key was revoked at 14:20 UTC; the new one is only in {store}. Consumers: {svcs[0]}, {svcs[1]}.'])
        ask = ch([f'Is there a list of every service that consumes the {vn} key?', '', 'Can rotation be automated?'])
    else:
        store = ch(KO_STORES)
        mc = ch([f'{vn} 키가 어제 교체된 걸 몰라서 {svcs[0]}가 실패하기 시작함.', f'지난주 CI 로그에 {vn} 키가 노출됐다는 걸 아무도 말 안 함.'])
        ls = ch([f'교체 절차: 새 {vn} 키 발급 → {store} 갱신 → {svcs[0]}, {svcs[1]} 재배포 → 에러율 안정되면 예전 키 폐기.',
                 f'예전 {vn} 키는 23:20 KST에 폐기. 새 키는 {store}에만 있음. 사용처: {svcs[0]}, {svcs[1]}.'])
        ask = ch([f'{vn} 키 쓰는 서비스 목록이 정리돼 있는지?', '', '키 교체 자동화할 수 있는지?'])
    return cnote('key rotation without the key', mc, ls, ask)


def ck_prose_no_pw(lang):
    sysn = ch(SYSTEMS_KO if lang == 'ko' else SYSTEMS_EN)
    if lang == 'en':
        mc = ch([f'The task needed the password for {sysn} and I did not have it.', f'I was blocked on logging into {sysn}.'])
        ls = ch([f'The user typed the password into the prompt themselves; I never saw it. It is in 1Password under "{sysn} (admin)".',
                 f'Asked for the password for {sysn}; was told to use SSO instead, which works after being added to the ops group.',
                 f'The {sysn} password was reset and sent to the owner by e-mail; I did not need it in the end.',
                 f'{sysn} uses the same password as the VPN for that user, so no separate credential is needed.'])
        ask = ch([f'Can I get my own account on {sysn}?', '', 'Should credentials be requested through the access form?'])
    else:
        mc = ch([f'{sysn} 비밀번호가 필요했는데 나한테 없었음.', f'{sysn} 로그인에서 막힘.'])
        ls = ch([f'비번은 사용자가 프롬프트에 직접 입력함. 나는 값을 못 봄. 1Password "{sysn} (admin)" 항목에 있음.', f'{sysn} 비번 요청했더니 SSO 쓰라고 함. ops 그룹 추가 후 접속됨.',
                 f'{sysn} 비번은 초기화해서 담당자 메일로 감. 결국 필요 없었음.', f'{jo(sysn, "은")} VPN이랑 같은 계정 비번 씀. 별도 인증 정보 필요 없음.'])
        ask = ch([f'{sysn} 개인 계정 받을 수 있는지?', '', '인증 정보는 접근 신청 폼으로 요청해야 하는지?'])
    return cnote('prose about a password without the value', mc, ls, ask)


def ck_scanner_cfg(lang):
    k = ri(0, 3)
    if k == 0:
        snip = "[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\nkeywords = [\"ghp_\"]\n\n[allowlist]\npaths = ['''tests/fixtures/.*''']"
        what = 'gitleaks rule'
    elif k == 1:
        snip = jdump({'results': {'config/settings.py': [{'type': 'Secret Keyword', 'filename': 'config/settings.py', 'hashed_secret': rh(40), 'is_verified': False, 'line_number': ri(10, 90)}]}}, 2)
        what = 'detect-secrets baseline (hashed)'
    elif k == 2:
        snip = '.env\n.env.*\n!.env.example\n*.pem\n*.p12\n*.key\nsecrets/\n.aws/'
        what = '.gitignore for secrets'
    else:
        snip = "- repo: https://github.com/gitleaks/gitleaks\n  rev: v8.18.4\n  hooks:\n    - id: gitleaks"
        what = 'pre-commit gitleaks hook'
    if lang == 'en':
        mc = ch(['The pre-commit hook blocked my commit and nobody told me the repo runs a secret scanner.', 'I did not know how to mark a test fixture as a false positive.'])
        ls = f'Relevant config ({what}):{block(snip)}'
        ask = ch(['Who maintains the scanner allowlist?', '', ''])
    else:
        mc = ch(['pre-commit 훅이 커밋을 막았는데 레포에 시크릿 스캐너가 돈다는 걸 아무도 안 알려줌.', '테스트 픽스처 오탐 처리 방법을 몰랐음.'])
        ls = f'관련 설정 ({what}):{block(snip)}'
        ask = ch(['스캐너 allowlist 관리는 누가 하는지?', '', ''])
    return cnote(f'secret-scanner config: {what}', mc, ls, ask)


def ck_test_data(lang):
    k = ri(0, 3)
    if k == 0:
        body = L(lang, 'Stripe test cards: 4242 4242 4242 4242 (success), 4000 0025 0000 3155 (3DS required), 4000 0000 0000 9995 (insufficient funds); any future expiry, any CVC.',
                 'Stripe 테스트 카드: 4242 4242 4242 4242 (성공), 4000 0025 0000 3155 (3DS 필요), 4000 0000 0000 9995 (잔액 부족). 유효기간은 미래 아무 날짜, CVC 아무거나.')
    elif k == 1:
        body = L(lang, 'Test phone numbers for SMS flows: +1 555-0100 to +1 555-0199 are reserved fictional numbers and never deliver.',
                 'SMS 테스트용 번호는 010-0000-0000 같은 더미 번호 쓰고, 실제 발송은 샌드박스 모드에서만.')
    elif k == 2:
        body = L(lang, f'Test clock clock_{rs(24)} advances subscription {f"sub_{rs(24)}"} by one month; webhooks fire as in prod.',
                 f'테스트 클락 clock_{rs(24)} 으로 구독 sub_{rs(24)} 를 한 달 진행시키면 운영과 동일하게 웹훅 발생.')
    else:
        body = L(lang, 'Seeded users are alice@example.com and bob@example.com; they log in through the dev magic-link flow, no passwords exist.',
                 '시드 유저는 alice@example.com, bob@example.com 이고 개발용 매직링크로 로그인. 비밀번호 자체가 없음.')
    mc = L(lang, ch(['The payment e2e test needed test data nobody documented.', 'I did not know which fixtures the sandbox accepts.']),
           ch(['결제 e2e 테스트에 필요한 테스트 데이터가 문서화 안 돼 있었음.', '샌드박스가 어떤 픽스처를 받는지 몰랐음.']))
    ask = L(lang, ch(['Can the fixtures be generated by a script?', '']), ch(['픽스처를 스크립트로 생성하게 할 수 있는지?', '']))
    return cnote('test fixtures (cards, numbers, clocks)', mc, body, ask)


def ck_cert(lang):
    der = b'\x30\x82' + bytes([ri(3, 5), ri(0, 255)]) + b'\x30\x82' + rbytes(ri(180, 240))
    lines = wrap(b64e(der), 64)
    snip = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(lines[:ri(3, 5)]) + '\n...\n-----END CERTIFICATE-----'
    cn = domain(lang)
    if lang == 'en':
        mc = ch([f'TLS to {cn} started failing and nobody mentioned the intermediate CA changed.', 'The Java client needed the company root CA in its truststore.'])
        ls = f'The CA certificate (public) to import:{block(snip)}\n' + ch(['keytool -importcert -alias corp-root -file root.pem -keystore truststore.jks', 'Certificates are public; only the .key file is sensitive.'])
        ask = ch(['Is there a standard base image that already trusts the corp CA?', '', ''])
    else:
        mc = ch([f'{cn} TLS가 갑자기 실패했는데 중간 인증서 바뀐 걸 아무도 안 알려줌.', '자바 클라이언트 truststore에 사내 루트 CA가 필요했음.'])
        ls = f'임포트할 CA 인증서(공개):{block(snip)}\n' + ch(['keytool -importcert -alias corp-root -file root.pem -keystore truststore.jks', '인증서는 공개 정보. 민감한 건 .key 파일뿐.'])
        ask = ch(['사내 CA 이미 신뢰하는 표준 베이스 이미지가 있는지?', '', ''])
    return cnote('public certificate PEM', mc, ls, ask)


def ck_build_ids(lang):
    k = ri(0, 6)
    ids = [f'main.{rh(8)}.js / vendor.{rh(8)}.chunk.js', f'v0.0.0-2024{ri(1, 12):02d}{ri(10, 28)}{ri(100000, 235959)}-{rh(12)}', f'/nix/store/{rs(32, "0123456789abcdfghijklmnpqrsvwxyz")}-openssl-3.0.13',
           f'chrome extension id {rs(32, "abcdefghijklmnop")}', f'Vercel deployment dpl_{rs(28)}', f'Next.js buildId {rs(21, B64U)}', f'X-Amz-Cf-Id: {rs(54, B64U)}=='][k]
    if lang == 'en':
        mc = ch(['Cache invalidation did not seem to take effect and I did not know which build was live.', 'The bug only reproduced on one build and nobody gave me its identifier.'])
        ls = f'Live build identified by {ids}. ' + ch(['Purging the CDN fixed it.', 'The old build was still served from one edge.'])
        ask = ch(['Can the footer show the build ID?', '', ''])
    else:
        mc = ch(['캐시 무효화가 안 먹는 것 같았는데 어떤 빌드가 떠 있는지 몰랐음.', '특정 빌드에서만 재현되는데 빌드 식별자를 아무도 안 줌.'])
        ls = f'현재 빌드 식별자: {ids}. ' + ch(['CDN 퍼지하니 해결.', '엣지 한 곳에서 예전 빌드가 계속 서빙되고 있었음.'])
        ask = ch(['푸터에 빌드 ID 표시할 수 있는지?', '', ''])
    return cnote('build / deployment identifiers', mc, ls, ask)


def ck_client_ids(lang):
    k = ri(0, 5)
    ids = [f'Google OAuth client ID {ri(10**11, 10**12)}-{rs(32, LD)}.apps.googleusercontent.com', f'GitHub App ID {ri(100000, 999999)}, installation {ri(10**7, 10**8)}',
           f'Azure app (client) ID {uuid4()} in tenant {uuid4()}', f'Slack app A0{rs(9, UD)}', f'Apple Team ID {rs(10, UD)}, bundle com.{ch(COMPANIES).replace("-", "")}.app',
           f'Facebook App ID {ri(10**14, 10**15)}'][k]
    if lang == 'en':
        mc = ch(['The OAuth setup failed with redirect_uri_mismatch and nobody told me which app registration we use.', 'I did not know which app registration the mobile build points at.'])
        ls = f'App registration: {ids}. ' + ch(['IDs are public; the client secret stays server-side and was not needed for this fix.', 'The redirect URI list was missing the staging domain.'])
        ask = ch(['Who can edit the app registration?', '', ''])
    else:
        mc = ch(['OAuth 설정이 redirect_uri_mismatch로 실패했는데 어떤 앱 등록을 쓰는지 아무도 안 알려줌.', '모바일 빌드가 어떤 앱 등록을 바라보는지 몰랐음.'])
        ls = f'앱 등록 정보: {ids}. ' + ch(['ID는 공개 정보. 클라이언트 시크릿은 서버에만 있고 이번 수정엔 필요 없었음.', '리다이렉트 URI 목록에 스테이징 도메인이 빠져 있었음.'])
        ask = ch(['앱 등록 수정 권한 누가 있는지?', '', ''])
    return cnote('OAuth client / app IDs (identifiers)', mc, ls, ask)


def ck_config_refs(lang):
    svc = ch(PROJECTS)
    k = ri(0, 5)
    if k == 0:
        snip = f'services:\n  {svc}:\n    environment:\n      DATABASE_URL: ${{DATABASE_URL}}\n      STRIPE_SECRET_KEY: ${{STRIPE_SECRET_KEY:?missing}}\n    env_file: .env'
    elif k == 1:
        snip = f'variable "db_password" {{\n  type      = string\n  sensitive = true\n}}\n\nresource "aws_db_instance" "main" {{\n  password = var.db_password\n}}'
    elif k == 2:
        snip = 'password: {{ .Values.db.password | b64enc | quote }}\n{{- if .Values.existingSecret }}\nsecretName: {{ .Values.existingSecret }}\n{{- end }}'
    elif k == 3:
        snip = 'spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}'
    elif k == 4:
        snip = jdump({'ConnectionStrings': {'Default': ''}, 'Stripe': {'SecretKey': ''}, 'Logging': {'LogLevel': {'Default': 'Information'}}}, 2)
    else:
        snip = 'DATABASE_URL=\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=\nSENTRY_DSN=\nNEXT_PUBLIC_APP_URL=http://localhost:3000'
    if lang == 'en':
        mc = ch([f'I did not know how {svc} gets its secrets at deploy time.', 'The committed config looked incomplete and I thought values were missing.'])
        ls = f'The committed file only has references/empty values:{block(snip)}\nReal values are injected by the platform.'
        ask = ch(['Is there a doc listing which platform injects which variable?', '', ''])
    else:
        mc = ch([f'{svc}가 배포 시점에 시크릿을 어떻게 받는지 몰랐음.', '커밋된 설정이 빈 것 같아서 값이 빠진 줄 알았음.'])
        ls = f'커밋된 파일엔 참조/빈 값만 있음:{block(snip)}\n실제 값은 플랫폼에서 주입.'
        ask = ch(['어떤 플랫폼이 어떤 변수를 주입하는지 정리된 문서가 있는지?', '', ''])
    return cnote('config with references only', mc, ls, ask)


def ck_auth_flags(lang):
    k = ri(0, 5)
    snip = ['PasswordAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin prohibit-password', 'host    all    all    10.0.0.0/8    scram-sha-256',
            'protected-mode yes\n# requirepass is set via the redis-secret, not here', '"passwordless": true,\n"mfa": "required"',
            'PGSSLMODE=verify-full\nPGSSLROOTCERT=/etc/ssl/certs/rds-ca.pem', 'auth_basic off;\nauth_request /oauth2/auth;'][k]
    if lang == 'en':
        mc = ch(['Logins started failing after the hardening change and nobody told me what changed.', 'I did not know which auth method the server expects.'])
        ls = f'Relevant settings:{block(snip)}\n' + ch(['Password logins are intentionally disabled now.', 'Clients must use SCRAM/TLS; md5 is rejected.'])
        ask = ch(['Was this change announced somewhere?', '', ''])
    else:
        mc = ch(['하드닝 적용 후 로그인이 실패하기 시작했는데 뭐가 바뀌었는지 아무도 안 알려줌.', '서버가 어떤 인증 방식을 기대하는지 몰랐음.'])
        ls = f'관련 설정:{block(snip)}\n' + ch(['비밀번호 로그인은 의도적으로 막아둔 것.', '클라이언트는 SCRAM/TLS 써야 함. md5는 거부됨.'])
        ask = ch(['이 변경 어디 공지됐었는지?', '', ''])
    return cnote('auth settings without secrets', mc, ls, ask)


# ------------------------------------------------------------ publishable
PUB_ORDER = []


def ck_publishable(lang):
    if not PUB_ORDER:
        PUB_ORDER.extend(sample(range(28), 28))
    k = PUB_ORDER.pop(0)
    ref = rs(20, LO)
    if k == 0:
        snip, what = f'const stripe = await loadStripe("pk_live_51{rs(97)}");', 'Stripe publishable key'
    elif k == 1:
        snip, what = f'StripeAPI.defaultPublishableKey = "pk_test_51{rs(97)}"', 'Stripe publishable key (iOS)'
    elif k == 2:
        proj = f'{ch(PROJECTS)}-{rs(5, LD)}'
        snip = ('const firebaseConfig = {\n' + f'  apiKey: "{t_google_api()}",\n  authDomain: "{proj}.firebaseapp.com",\n  projectId: "{proj}",\n'
                f'  storageBucket: "{proj}.appspot.com",\n  messagingSenderId: "{ri(10**11, 10**12)}",\n  appId: "1:{ri(10**11, 10**12)}:web:{rh(22)}"\n}};')
        what = 'Firebase web config'
    elif k == 3:
        snip, what = f'<script async src="https://maps.googleapis.com/maps/api/js?key={t_google_api()}&callback=initMap"></script>', 'Google Maps browser key (referrer-restricted)'
    elif k == 4:
        snip, what = f'<div class="g-recaptcha" data-sitekey="6L{ch("ced")}{rs(37, B64U)}"></div>', 'reCAPTCHA site key'
    elif k == 5:
        snip, what = f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>', 'hCaptcha sitekey'
    elif k == 6:
        snip, what = f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(14, B64U)}"></div>', 'Cloudflare Turnstile sitekey'
    elif k == 7:
        snip, what = f'mapboxgl.accessToken = "{t_mapbox("pk")}";', 'Mapbox public token'
    elif k == 8:
        snip, what = f"const searchClient = algoliasearch('{rs(10, UD)}', '{rh(32)}'); // search-only key", 'Algolia search-only API key'
    elif k == 9:
        snip, what = f'SENTRY_DSN=https://{rh(32)}@o{ri(100000, 9999999)}.ingest.{ch(["", "us.", "de."])}sentry.io/{ri(1000000, 9999999)}', 'Sentry DSN'
    elif k == 10:
        snip, what = f'NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={t_supabase_anon(ref)}', 'Supabase anon key'
    elif k == 11:
        snip, what = f'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_{b64e((ch(WORDS) + "-" + ch(WORDS) + "-" + str(ri(10, 99)) + ".clerk.accounts.dev$").encode())}', 'Clerk publishable key'
    elif k == 12:
        snip, what = f"posthog.init('phc_{rs(43)}', {{ api_host: 'https://us.i.posthog.com' }})", 'PostHog project API key'
    elif k == 13:
        snip, what = f'analytics.load("{rs(32)}");', 'Segment browser write key'
    elif k == 14:
        snip, what = f"amplitude.init('{rh(32)}');", 'Amplitude browser API key'
    elif k == 15:
        snip, what = f'mixpanel.init("{rh(32)}", {{ track_pageview: true }});', 'Mixpanel project token'
    elif k == 16:
        snip, what = f"const client = LDClient.initialize('{rh(24)}', context);", 'LaunchDarkly client-side ID'
    elif k == 17:
        snip, what = f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{rh(32)}', site: 'datadoghq.com', service: '{ch(PROJECTS)}' }});", 'Datadog RUM client token'
    elif k == 18:
        snip, what = f"Kakao.init('{rh(32)}');", 'Kakao JavaScript key'
    elif k == 19:
        snip, what = f"const tossPayments = TossPayments('{ch(['test_ck_', 'live_ck_', 'test_gck_'])}{rs(28)}');", 'Toss Payments client key'
    elif k == 20:
        snip, what = f'<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={rs(10, LD)}"></script>', 'Naver Maps client ID'
    elif k == 21:
        snip, what = f"Paddle.Initialize({{ token: 'live_{rh(27)}' }});", 'Paddle client-side token'
    elif k == 22:
        snip, what = f"braintree.dropin.create({{ authorization: 'production_{rs(8, LD)}_{rs(16, LD)}', container: '#dropin' }});", 'Braintree tokenization key'
    elif k == 23:
        snip, what = f"const payments = Square.payments('sq0idp-{rs(22, B64U)}', '{rs(13, UD)}');", 'Square application ID'
    elif k == 24:
        snip, what = f"clientKey: 'live_{rs(32, UD)}',", 'Adyen client key'
    elif k == 25:
        snip, what = f'const gb = new GrowthBook({{ apiHost: "https://cdn.growthbook.io", clientKey: "sdk-{rs(16)}" }});', 'GrowthBook client key'
    elif k == 26:
        snip, what = f"var options = {{ key: 'rzp_live_{rs(14)}', amount: 50000, currency: 'INR' }};", 'Razorpay key_id (checkout)'
    else:
        snip, what = f"Statsig.initialize('client-{rs(43)}', {{ userID: user.id }});", 'Statsig client SDK key'
    if lang == 'en':
        mc = ch([f'I was not sure whether the {what} in the frontend bundle is a leak.', f'The widget did not load on the new domain and nobody mentioned the {what} is domain-restricted.',
                 f'The scanner flagged the {what} in the web app.'])
        ls = f'The value shipped to browsers ({what}):{block(snip)}\n' + ch(['The vendor documents this as public; restrictions are set in the dashboard (allowed domains / referrers).',
                                                                           'Public by design; the matching secret key stays on the server.', 'Added the new domain to the allowed list; the key itself did not change.'])
        ask = ch(['Should the scanner allowlist publishable keys?', '', 'Are the domain restrictions on this key up to date?'])
    else:
        mc = ch([f'프론트 번들에 있는 {what}가 유출인지 확신이 없었음.', f'새 도메인에서 위젯이 안 떴는데 {what}에 도메인 제한이 있다는 걸 아무도 안 알려줌.', f'스캐너가 웹앱의 {what}를 잡음.'])
        ls = f'브라우저로 나가는 값 ({what}):{block(snip)}\n' + ch(['벤더 문서상 공개용 키임. 제한은 대시보드에서 허용 도메인으로 설정.', '원래 공개용. 짝이 되는 시크릿 키는 서버에만 있음.', '허용 도메인에 새 도메인 추가함. 키는 그대로.'])
        ask = ch(['스캐너에서 publishable 키는 allowlist 할지?', '', '이 키 도메인 제한이 최신인지?'])
    return cnote(f'{what} [publishable]', mc, ls, ask)


# =====================================================================
#  Plan, validation, assembly
# =====================================================================
SECRET_PLAN = {  # template: (en, ko)
    tpl_db_url: (9, 6), tpl_cli_password: (14, 9), tpl_prose_password: (9, 9), tpl_split_sentences: (4, 3), tpl_split_fields: (4, 3),
    tpl_chat_paste: (5, 6), tpl_table: (4, 3), tpl_log_leak: (5, 3), tpl_stack_trace: (5, 3), tpl_diff: (5, 3), tpl_basic_auth: (4, 3),
    tpl_cookie: (4, 3), tpl_jwt_bearer: (3, 2), tpl_sql_user: (4, 3), tpl_private_key: (6, 4), tpl_totp: (3, 2), tpl_recovery_codes: (4, 3),
    tpl_wifi: (3, 4), tpl_pin_code: (3, 3), tpl_wallet: (3, 2), tpl_app_password: (3, 3), tpl_k8s_db_secret: (2, 2), tpl_aws_sts: (2, 1),
    tpl_framework_secret: (4, 3), tpl_webhook: (3, 2), tpl_registry_creds: (3, 2), tpl_config_file: (4, 3), tpl_crypto_material: (2, 2),
    tpl_signed_url: (2, 1), tpl_jupyter: (1, 1), tpl_multi_env: (2, 2), tpl_datagokr: (1, 3), tpl_tfstate: (1, 1), tpl_api_client_file: (2, 1),
    tpl_secret_in_ask: (2, 2), tpl_ssh_host_login: (3, 3),
}
CLEAN_PLAN = {
    ck_env_ref: (9, 6), ck_ci_ref: (8, 5), ck_store_ref: (10, 7), ck_encrypted: (4, 2), ck_placeholder: (9, 6), ck_masked: (8, 5),
    ck_doc_example: (5, 3), ck_hashes: (9, 6), ck_commits: (7, 5), ck_request_ids: (8, 5), ck_object_ids: (8, 5), ck_long_ids: (7, 4),
    ck_base64_data: (7, 4), ck_public_keys: (8, 5), ck_fingerprints: (6, 4), ck_urls_paths: (8, 5), ck_cli_prose: (8, 6), ck_policy: (6, 5),
    ck_auth_errors: (10, 7), ck_rotation: (8, 6), ck_prose_no_pw: (7, 6), ck_scanner_cfg: (4, 2), ck_test_data: (4, 3), ck_cert: (4, 2),
    ck_build_ids: (5, 3), ck_client_ids: (5, 3), ck_config_refs: (8, 5), ck_auth_flags: (4, 3),
}
TARGET = {('secret', 'en'): 216, ('secret', 'ko'): 144, ('clean', 'en'): 216, ('clean', 'ko'): 144}
MAX_MC, MAX_LS, MAX_ASK = 1024, 1024, 512


def covered_spans(text, secrets):
    spans = []
    for s in secrets:
        i = text.find(s)
        while i >= 0:
            spans.append((i, i + len(s)))
            i = text.find(s, i + 1)
    return spans


def perfect_redaction(text, secrets):
    mask = [False] * len(text)
    for a, b in covered_spans(text, secrets):
        for i in range(a, b):
            mask[i] = True
    out, i = [], 0
    while i < len(text):
        if mask[i]:
            while i < len(text) and mask[i]:
                i += 1
            out.append('[REDACTED]')
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def problems(n, kind):
    """every rule of FORMAT.txt; returns a list of violations (empty = ok)"""
    errs = []
    f = n['fields']
    if list(f.keys()) != ['missing_context', 'lesson', 'ask_next_time']:
        errs.append('field keys')
    for k in f:
        if not isinstance(f[k], str):
            errs.append(f'{k} not str')
    if not f['missing_context'].strip() or not f['lesson'].strip():
        errs.append('empty mc/lesson')
    if len(f['missing_context'].encode()) > MAX_MC:
        errs.append(f'mc too long {len(f["missing_context"].encode())}')
    if len(f['lesson'].encode()) > MAX_LS:
        errs.append(f'lesson too long {len(f["lesson"].encode())}')
    if len(f['ask_next_time'].encode()) > MAX_ASK:
        errs.append(f'ask too long {len(f["ask_next_time"].encode())}')
    sec = n['secrets']
    cat = n['category']
    if kind == 'clean':
        if sec:
            errs.append('clean note with secrets')
        if not cat.startswith('clean: '):
            errs.append('clean category prefix')
    else:
        if not sec:
            errs.append('secret note without secrets')
        if cat.endswith(' [publishable]'):
            errs.append('publishable tag on secret note')
    texts = [f['missing_context'], f['lesson'], f['ask_next_time']]
    for s in sec:
        if not isinstance(s, str) or len(s) < 8:
            errs.append(f'secret shorter than 8: {s!r}')
        if s != s.strip():
            errs.append(f'secret with surrounding whitespace: {s!r}')
        if not any(s in t for t in texts):
            errs.append(f'secret not verbatim in fields: {s[:30]!r}')
    for t in texts:
        spans = covered_spans(t, sec)
        for s in sec:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                i = t.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        errs.append(f'8-char window {w!r} of a secret occurs outside secret occurrences')
                        break
                    i = t.find(w, i + 1)
        red = perfect_redaction(t, sec)
        for s in sec:
            for j in range(len(s) - 7):
                if s[j:j + 8] in red:
                    errs.append(f'window survives perfect redaction: {s[j:j + 8]!r}')
                    break
    return errs


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


SEEN_FIELDS = {}   # dict used as an ordered set of note texts (membership only)
RETRIES = {}


def build(fn, lang, kind, **kw):
    for attempt in range(60):
        n = fn(lang, **kw)
        if n is None:
            continue
        n['secrets'] = dedupe(n['secrets'])
        if chance(0.55):
            n['fields']['missing_context'] = task_prefix(lang) + n['fields']['missing_context']
        if lang == 'ko':
            n['fields'] = {k: fix_ascii_josa(v) for k, v in n['fields'].items()}
        if kind == 'clean' and n['category'].startswith('clean: clean: '):
            n['category'] = n['category'][7:]
        errs = problems(n, kind)
        key = json.dumps(n['fields'], ensure_ascii=False, sort_keys=True)
        if not errs and key not in SEEN_FIELDS:
            SEEN_FIELDS[key] = True
            n['lang'], n['kind'] = lang, kind
            for x in n['vendors']:
                VUSE[x] = VUSE.get(x, 0) + 1
            return n
        RETRIES[fn.__name__] = RETRIES.get(fn.__name__, 0) + 1
        last = errs
    raise RuntimeError(f'{fn.__name__} ({lang}) kept failing: {last}')


POPULAR = ['GitHub', 'GitLab', 'OpenAI', 'Anthropic', 'Google Gemini', 'AWS', 'Azure AD', 'Stripe', 'Slack', 'Discord', 'Telegram', 'Twilio',
           'SendGrid', 'Hugging Face', 'npm', 'PyPI', 'Docker Hub', 'Cloudflare', 'DigitalOcean', 'Vercel', 'Netlify', 'Heroku', 'Supabase', 'Firebase',
           'Sentry', 'Datadog', 'Notion', 'Linear', 'Atlassian', 'Shopify', 'HashiCorp Vault', 'Terraform Cloud', 'Mailgun', 'Mistral', 'Groq',
           'Perplexity', 'xAI', 'DeepSeek', 'OpenRouter', 'Replicate', 'Pinecone', 'Okta', 'Auth0', 'Clerk', 'Kakao', 'Naver Developers',
           'Toss Payments', 'Naver Cloud Platform', 'Mapbox', 'Algolia', 'Dropbox', 'Airtable', 'Figma', 'HubSpot', 'Salesforce', 'PayPal', 'Square',
           'Grafana', 'New Relic', 'PagerDuty', 'Snyk', 'SonarQube', 'CircleCI', 'Jenkins', 'Bitbucket', 'Azure Storage', 'Azure OpenAI',
           'Google OAuth', 'Tailscale', 'ngrok', 'Cloudflare Tunnel', 'Doppler', '1Password', 'Pulumi', 'Databricks', 'MongoDB Atlas', 'PlanetScale',
           'Neon', 'Upstash', 'Render', 'Fly.io', 'Railway', 'Linode', 'Hetzner Cloud', 'Elastic', 'Splunk', 'LINE', 'Zoom', 'Meta', 'X (Twitter)',
           'Resend', 'Postmark', 'Brevo', 'Mailchimp', 'ElevenLabs', 'Cohere', 'LangSmith', 'Langfuse', 'Weights & Biases', 'Kaggle', 'PortOne',
           'data.go.kr', 'Solapi']
VORDER = []
VUSE = {}


def init_vendor_order():
    names = dedupe(v['name'] for v in VENDORS)
    for p in POPULAR:
        assert p in names, p
    pop = list(POPULAR)
    rest = [x for x in names if x not in POPULAR]
    R.shuffle(pop)
    R.shuffle(rest)
    VORDER[:] = pop + rest
    for x in VORDER:
        VUSE[x] = 0


def pick_vendor(lang, skip=()):
    """least-used vendor first (popular services before the long tail); Korean services preferred for Korean notes"""
    cands = [x for x in VORDER if x not in skip and not (lang == 'en' and x in KOREAN_ONLY)]
    low = min(VUSE[x] for x in cands)
    mins = [x for x in cands if VUSE[x] == low]
    if lang == 'ko':
        kor = [x for x in mins if any(v['name'] == x and v.get('korean') for v in VENDORS)]
        if kor:
            mins = kor
    name = mins[0]
    return ch([v for v in VENDORS if v['name'] == name])


KOREAN_ONLY = ['data.go.kr', 'Aligo', 'NHN Cloud']


def main():
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v129.jsonl')
    if '--out' in sys.argv:
        out_path = sys.argv[sys.argv.index('--out') + 1]
    notes = []
    init_vendor_order()
    n_vendor = {lang: TARGET[('secret', lang)] - sum(c[0 if lang == 'en' else 1] for c in SECRET_PLAN.values()) for lang in ('en', 'ko')}
    assert n_vendor['en'] > 0 and n_vendor['ko'] > 0, n_vendor
    jobs = [('secret', 'en', tpl_vendor, {})] * n_vendor['en'] + [('secret', 'ko', tpl_vendor, {})] * n_vendor['ko']
    for plan, kind in ((SECRET_PLAN, 'secret'), (CLEAN_PLAN, 'clean')):
        for fn, (ne, nk) in plan.items():
            jobs += [(kind, 'en', fn, {})] * ne + [(kind, 'ko', fn, {})] * nk
    n_pub = {lang: TARGET[('clean', lang)] - sum(c[0 if lang == 'en' else 1] for c in CLEAN_PLAN.values()) for lang in ('en', 'ko')}
    assert n_pub['en'] > 0 and n_pub['ko'] > 0
    jobs += [('clean', 'en', ck_publishable, {})] * n_pub['en'] + [('clean', 'ko', ck_publishable, {})] * n_pub['ko']
    R.shuffle(jobs)
    for kind, lang, fn, kw in jobs:
        notes.append(build(fn, lang, kind, **kw))
    R.shuffle(notes)
    # ---------------------------------------------------------- final checks
    cnt = {}
    for n in notes:
        cnt[(n['kind'], n['lang'])] = cnt.get((n['kind'], n['lang']), 0) + 1
    assert cnt == TARGET, cnt
    assert len(notes) == 720
    all_secrets = dedupe(s for n in notes for s in n['secrets'])
    for n in notes:
        assert not problems(n, n['kind']), problems(n, n['kind'])
        if n['kind'] == 'clean':
            blob = '\n'.join(n['fields'].values())
            for s in all_secrets:
                assert s not in blob, ('listed secret appears in a clean note', s)
        pub = n['category'].endswith(' [publishable]')
        assert (not pub) or n['kind'] == 'clean'
    vendors = dedupe(x for n in notes if n['kind'] == 'secret' for x in n['vendors'])
    assert len(vendors) >= 100, len(vendors)
    lines = []
    for i, n in enumerate(notes):
        rec = {'id': f'gg{i + 1:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
               'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'], 'ask_next_time': n['fields']['ask_next_time']},
               'secrets': n['secrets']}
        assert list(rec.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert rec['lang'] in ('en', 'ko') and rec['kind'] in ('secret', 'clean')
        lines.append(json.dumps(rec, ensure_ascii=False))
    ids = [json.loads(x)['id'] for x in lines]
    assert len(dedupe(ids)) == 720 and ids[0] == 'gg001' and ids[-1] == 'gg720'
    data = ('\n'.join(lines) + '\n').encode('utf-8')
    with open(out_path, 'wb') as fh:
        fh.write(data)
    # ---------------------------------------------------------- stats to stderr
    stats = {'sha256': hashlib.sha256(data).hexdigest(), 'counts': {f'{k[0]}/{k[1]}': v for k, v in sorted(cnt.items())},
             'n_vendors_in_secret_notes': len(vendors), 'vendors': sorted(vendors),
             'publishable': sum(1 for n in notes if n['category'].endswith(' [publishable]')),
             'n_secret_values': sum(len(n['secrets']) for n in notes), 'retries': dict(sorted(RETRIES.items()))}
    cats = {}
    for n in notes:
        c = n['category'].split(':')[0] if n['kind'] == 'secret' else 'clean: ' + n['category'][7:].split(':')[0].split(' (')[0]
        cats[(n['kind'], c)] = cats.get((n['kind'], c), 0) + 1
    stats['category_families'] = {f'{k[0]} | {k[1]}': v for k, v in sorted(cats.items())}
    sys.stderr.write(json.dumps(stats, ensure_ascii=False, indent=1) + '\n')


if __name__ == '__main__':
    main()
