#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v121.py -- generator of blind evaluation set v121 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single random.Random(121_2026_1128)
drives every choice. No set iteration and no hash(), so the output does not depend on PYTHONHASHSEED.
Every credential body is generated at run time in the public shape of its kind (prefix, alphabet,
length and, where the format has one, checksum or encoding: GitHub/npm CRC32-base62 tails, bech32
for age keys, real DER for PEM keys, the openssh-key-v1 container, HMAC-signed JWTs, macaroon-shaped
PyPI tokens, base64 of user:password for Basic headers, and so on).

Usage:  python3 make_blind_set_v121.py [output.jsonl]
"""
import base64
import hashlib
import hmac
import json
import random
import string
import struct
import sys
import urllib.parse
import uuid
import zlib

SEED = 121_2026_1128
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
B64A = AN + '+/'
B64U = AN + '-_'
B32A = UP + '234567'
B62 = DG + UP + LO
PUNCT = '!@#$%^&*-_=+?.~'


# ----------------------------------------------------------------------------------------------
# small random helpers
# ----------------------------------------------------------------------------------------------
def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == '0':
        s = str(R.randint(1, 9)) + s[1:]
    return s


def fill(tpl, d):
    out = tpl
    for k, v in d.items():
        out = out.replace('@@' + k + '@@', v)
    assert '@@' not in out, out
    return out


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def b62(n, width):
    s = ''
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, '0')


def crc_token(prefix, n_random=30):
    """GitHub / npm style: random base62 body + 6-char base62 CRC32 of the body."""
    body = rs(AN, n_random)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


# ----------------------------------------------------------------------------------------------
# bech32 (BIP-173) for age keys and bc1 addresses
# ----------------------------------------------------------------------------------------------
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
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


def bech32_encode(hrp, data5):
    values = _hrp_expand(hrp) + data5
    polymod = _polymod(values + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH[d] for d in data5 + checksum)


def age_secret_key():
    return bech32_encode('age-secret-key-', convertbits(rbytes(32), 8, 5)).upper()


def age_recipient():
    return bech32_encode('age', convertbits(rbytes(32), 8, 5))


def bc1_address():
    return bech32_encode('bc', [0] + convertbits(rbytes(20), 8, 5))


# ----------------------------------------------------------------------------------------------
# JWT (real base64url JSON segments, HMAC-SHA256 signature with a random key)
# ----------------------------------------------------------------------------------------------
def jwt(payload, alg='HS256', kid=None, typ='JWT'):
    hdr = {'alg': alg, 'typ': typ}
    if kid:
        hdr['kid'] = kid
    h = b64u(json.dumps(hdr, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    signing_input = (h + '.' + p).encode()
    if alg == 'HS256':
        sig = hmac.new(rbytes(32), signing_input, hashlib.sha256).digest()
    elif alg in ('ES256', 'EdDSA'):
        sig = rbytes(64)
    else:
        sig = rbytes(256)
    return h + '.' + p + '.' + b64u(sig)


def epoch():
    return R.randint(1_700_000_000, 1_765_000_000)


# ----------------------------------------------------------------------------------------------
# DER / PEM private keys, OpenSSH private keys
# ----------------------------------------------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_bytes(b):
    b = b.lstrip(b'\x00') or b'\x00'
    if b[0] & 0x80:
        b = b'\x00' + b
    return der(0x02, b)


def rand_top(n):
    b = bytearray(rbytes(n))
    b[0] |= 0x80
    return bytes(b)


def rsa_der(bits=2048):
    nb = bits // 8
    hb = nb // 2
    parts = [der_int_bytes(b'\x00'), der_int_bytes(rand_top(nb)), der_int_bytes(b'\x01\x00\x01'),
             der_int_bytes(rbytes(nb)), der_int_bytes(rand_top(hb)), der_int_bytes(rand_top(hb)),
             der_int_bytes(rbytes(hb)), der_int_bytes(rbytes(hb)), der_int_bytes(rbytes(hb))]
    return der(0x30, b''.join(parts))


def pem_lines(der_bytes, width=64):
    return wrap(b64(der_bytes), width)


def ec_sec1_der():
    return (bytes.fromhex('30770201010420') + rbytes(32) +
            bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64))


def ec_pkcs8_der():
    return (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') +
            rbytes(32) + bytes.fromhex('a144034200') + b'\x04' + rbytes(64))


def ed25519_pkcs8_der():
    return bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)


def ec_pub_der():
    return bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64)


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    """Unencrypted openssh-key-v1 container for an ed25519 key (random key material)."""
    pk = rbytes(32)
    seed = rbytes(32)
    pub_blob = _sshstr('ssh-ed25519') + _sshstr(pk)
    chk = rbytes(4)
    priv = chk + chk + _sshstr('ssh-ed25519') + _sshstr(pk) + _sshstr(seed + pk) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b'openssh-key-v1\x00' + _sshstr('none') + _sshstr('none') + _sshstr(b'') +
            struct.pack('>I', 1) + _sshstr(pub_blob) + _sshstr(priv))
    return wrap(b64(blob), 70), pk


def ssh_ed25519_pub(pk=None):
    pk = pk or rbytes(32)
    return 'ssh-ed25519 ' + b64(_sshstr('ssh-ed25519') + _sshstr(pk))


def ssh_rsa_pub():
    n = b'\x00' + rand_top(256)
    return 'ssh-rsa ' + b64(_sshstr('ssh-rsa') + _sshstr(b'\x01\x00\x01') + _sshstr(n))


def ssh_fp():
    return 'SHA256:' + b64(rbytes(32)).rstrip('=')


def pgp_secret_lines(n):
    blob = b'\x95\x07\x46\x04' + struct.pack('>I', epoch()) + b'\x01\x10\x00' + rbytes(64 * n)
    return wrap(b64(blob), 64)[:n]


def cert_lines(n):
    blob = (bytes.fromhex('308205') + rbytes(1) + bytes.fromhex('308204') + rbytes(1) + bytes.fromhex('a0030201020214') +
            rbytes(20) + bytes.fromhex('300d06092a864886f70d01010b0500') + rbytes(200))
    return wrap(b64(blob), 64)[:n]


# ----------------------------------------------------------------------------------------------
# Korean 2-beolsik keyboard conversion (Hangul typed on a QWERTY layout)
# ----------------------------------------------------------------------------------------------
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm',
         'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
         't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(s):
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            i = c - 0xAC00
            out.append(_CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28])
        else:
            out.append(ch)
    return ''.join(out)


# ----------------------------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------------------------
PETS = ['Buster', 'Luna', 'Charlie', 'Biscuit', 'Bella', 'Milo', 'Daisy', 'Rocky', 'Coco', 'Oliver', 'Mochi',
        'Kona', 'Pepper', 'Ginger', 'Teddy', 'Simba', 'Nala', 'Bailey', 'Ziggy', 'Hazel', 'Pickles', 'Waffles']
PLACES = ['Seattle', 'Denver', 'Boston', 'Austin', 'Chicago', 'Lisbon', 'Dublin', 'Toronto', 'Portland',
          'Phoenix', 'Madrid', 'Oslo', 'Halifax', 'Tucson', 'Bristol', 'Galway']
TEAMS = ['Yankees', 'Packers', 'Arsenal', 'Liverpool', 'Lakers', 'Celtics', 'Mariners', 'Warriors', 'Giants',
         'Dodgers', 'Broncos', 'Canucks']
MISC = ['Summer', 'Winter', 'Spring', 'Autumn', 'Welcome', 'Monday', 'Sunshine', 'Dragon', 'Falcon', 'Thunder',
        'Starlight', 'Pancake', 'Coffee', 'Rainbow', 'Kingfisher', 'Blueberry']
WORDS = ['anchor', 'banjo', 'cactus', 'dolphin', 'ember', 'fjord', 'glacier', 'harbor', 'igloo', 'jigsaw',
         'kettle', 'lantern', 'meadow', 'nutmeg', 'orbit', 'pepper', 'quartz', 'rocket', 'saddle', 'tundra',
         'umbrella', 'velvet', 'walnut', 'yonder', 'zephyr', 'copper', 'marble', 'timber', 'pillow', 'violet',
         'basket', 'candle', 'falcon', 'gravel', 'hollow', 'island', 'jungle', 'lemon', 'mango', 'napkin',
         'oyster', 'parrot', 'rabbit', 'salmon', 'tablet', 'tunnel', 'wizard', 'yogurt', 'bridge', 'cobalt',
         'donkey', 'engine', 'forest', 'garlic', 'helmet', 'insect', 'jacket', 'kitten', 'ladder', 'magnet',
         'needle', 'office', 'pencil', 'puzzle', 'ribbon', 'sunset', 'turtle', 'unicorn', 'voyage', 'window',
         'staple', 'battery', 'horse', 'correct', 'granite', 'thistle', 'paprika', 'lobster', 'mustard',
         'crimson', 'saffron', 'tortoise', 'avocado', 'biscuit', 'cricket', 'dynamo', 'eclipse', 'fossil']
KO_WORDS = ['김민준', '사랑해', '우리집', '행복하자', '비밀번호', '강아지', '고양이', '하늘사랑', '바다', '서울',
            '부산갈매기', '여름방학', '겨울왕국', '토끼', '해바라기', '박서연', '이지훈', '최유나', '한강',
            '감자튀김', '짜장면', '초코파이', '우리가족', '봄날', '새벽', '정원', '별빛', '무지개', '호랑이',
            '제주도', '떡볶이', '보름달', '우리회사', '관리자', '개발팀', '판교', '해운대', '민트초코', '은하수']
KO_PW_WORDS = ['우리집', '사랑해', '행복', '고양이', '강아지', '해피', '봄날', '별빛', '무지개', '하늘', '초코',
               '여름', '바다', '가을', '달빛', '꽃길', '비밀']


def leet(w):
    table = {'a': '@', 'o': '0', 'e': '3', 'i': '1', 's': '$'}
    out = []
    for ch in w:
        if ch.lower() in table and chance(0.6):
            out.append(table[ch.lower()])
        else:
            out.append(ch)
    return ''.join(out)


def _min8(p):
    while len(p) < 8:
        p += str(R.randint(0, 9))
    return p


def pw_human():
    w = pick(PETS + PLACES + TEAMS + MISC)
    y = pick([str(R.randint(1975, 2025)), str(R.randint(10, 99)), str(R.randint(100, 999))])
    s = pick(['!', '#', '@', '$', '!!', '*', '?', '.', ''])
    style = R.randint(0, 4)
    if style == 0:
        p = w + y + s
    elif style == 1:
        p = leet(w) + s + y
    elif style == 2:
        p = w.lower() + y + s
    elif style == 3:
        p = w + '_' + y + s
    else:
        p = w + s + w[:1].lower() + y
    return _min8(p)


def pw_phrase():
    ws = R.sample(WORDS, R.randint(3, 4))
    style = R.randint(0, 4)
    if style == 0:
        return '-'.join(ws)
    if style == 1:
        return ' '.join(ws)
    if style == 2:
        return ''.join(w.capitalize() for w in ws) + str(R.randint(1, 99))
    if style == 3:
        return '.'.join(ws) + pick(['!', '7', '42', '#1'])
    return '_'.join(w.capitalize() for w in ws)


def pw_generated(lo=14, hi=24):
    n = R.randint(lo, hi)
    while True:
        p = rs(AN + PUNCT, n)
        if (any(c in PUNCT for c in p) and any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and p[0] not in '-=' and p[-1] not in '.'):
            return p


def pw_alnum(lo=16, hi=24):
    return rs(AN, R.randint(lo, hi))


def pw_pwgen():
    cons = 'bcdfghjkmnprstvwxz'
    vows = 'aeiou'
    s = ''
    for i in range(R.randint(8, 10)):
        s += pick(cons) if i % 2 == 0 else pick(vows + vows + 'y')
    s = list(s)
    s[R.randint(0, 2)] = s[R.randint(0, 2)].upper()
    s[R.randint(3, len(s) - 1)] = str(R.randint(0, 9))
    return ''.join(s)


def pw_korkbd():
    w = pick(KO_WORDS)
    p = hangul_to_qwerty(w)
    num = pick([str(R.randint(1, 99)), str(R.randint(1980, 2024)), f'{R.randint(1, 12):02d}{R.randint(1, 28):02d}', str(R.randint(100, 9999)), ''])
    tail = num + pick(['!', '!@', '^^', '#', '', '*', '~']) if chance(0.7) else pick(['!', '^^', '!@#']) + num
    if chance(0.3):
        p = p[0].upper() + p[1:]
    return _min8(p + tail)


def pw_hangul():
    w = pick(KO_PW_WORDS) + (pick(KO_PW_WORDS) if chance(0.5) else '')
    need = max(8 - len(w) - 1, 2)
    num = str(R.randint(10 ** (need - 1), 10 ** need - 1))
    if chance(0.3):
        num = pick(['1004', '0815', '2580', '1234', '0101', str(R.randint(1990, 2025))]) + num[:max(0, need - 4)]
    return w + num + pick(['!', '!!', '@', '#', '*', '^^', '~'])


def pw_b64(n=None):
    return b64(rbytes(n or pick([18, 24, 32])))


def pw_hex(n=None):
    return rs(HX, n or pick([32, 48, 64]))


def password(style=None):
    style = style or pick(['human', 'human', 'phrase', 'generated', 'generated', 'alnum', 'pwgen', 'korkbd',
                           'b64'])
    return {'human': pw_human, 'phrase': pw_phrase, 'generated': pw_generated, 'alnum': pw_alnum,
            'pwgen': pw_pwgen, 'korkbd': pw_korkbd, 'hangul': pw_hangul, 'b64': pw_b64,
            'hex': pw_hex}[style]()


def pw_url_safe(style=None):
    """A password that needs no percent-encoding in a URL userinfo."""
    while True:
        p = password(style or pick(['human', 'alnum', 'pwgen', 'korkbd', 'generated']))
        if all(c in AN + '-_.~' for c in p):
            return p
        if style:
            p2 = ''.join(c for c in p if c in AN + '-_.~')
            if len(p2) >= 8:
                return p2


def url_pw(p):
    return urllib.parse.quote(p, safe='')


# ----------------------------------------------------------------------------------------------
# misc non-secret identifiers used as realistic context
# ----------------------------------------------------------------------------------------------
USERS = ['app', 'app_rw', 'svc_billing', 'deploy', 'admin', 'root', 'etl_user', 'reporting', 'postgres', 'ci-bot',
         'jenkins', 'grafana', 'analytics_ro', 'api_service', 'webapp', 'migrator', 'backup_agent']
PEOPLE = ['alice', 'bob', 'dana', 'marcus', 'priya', 'kenji', 'sofia', 'liam', 'noah', 'emma', 'jisoo', 'minjun',
          'seoyeon', 'hyunwoo', 'chris', 'fatima', 'olga', 'diego']
KO_PEOPLE = ['민준', '서연', '지훈', '유나', '현우', '수빈', '도윤', '하은', '지민', '태현', '예린', '승우']
KO_TITLES = ['님', ' 선임님', ' 책임님', ' 매니저님', '님', ' 팀장님', ' 프로님']
ORGS = ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'vandelay', 'wayne', 'stark', 'tyrell', 'cyberdyne',
        'soylent', 'wonka', 'piedpiper', 'oscorp', 'dunder']
ENVS = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preprod']


def org():
    return pick(ORGS)


def host(kind='db'):
    o = org()
    e = pick(ENVS)
    return pick([f'{kind}-{e}.{o}.internal', f'{kind}.{e}.{o}.io', f'{e}-{kind}-01.{o}.local',
                 f'{kind}{R.randint(1, 4)}.{e}.{o}.net', f'10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}'])


def email(u=None):
    return f'{u or pick(PEOPLE)}@{org()}.{pick(["com", "io", "dev", "co.kr"])}'


def ko_person():
    return pick(KO_PEOPLE) + pick(KO_TITLES)


def sha1h():
    return rs(HX, 40)


def sha256h():
    return rs(HX, 64)


# ----------------------------------------------------------------------------------------------
# vendor token registry: each vendor yields items (ENV_NAME, value as written, [secret substrings])
# ----------------------------------------------------------------------------------------------
def S(env, val):
    return (env, val, [val])


def N(env, val):
    return (env, val, [])


def U(env, url, secret):
    return (env, url, [secret])


VENDORS = []


def vendor(name, items, curl, sdk=None, mcp=None, alias=None, host=None):
    VENDORS.append({'name': name, 'items': items, 'curl': curl, 'sdk': sdk or {}, 'mcp': mcp, 'alias': alias, 'host': host})


def openai_key():
    v = R.randint(0, 5)
    if v <= 2:
        return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
    if v == 3:
        return 'sk-svcacct-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
    return 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20)


def stripe_secret(prefix='sk_live_'):
    if chance(0.5):
        return prefix + '51' + rs(AN, 97)
    return prefix + rs(AN, 24)


def pypi_token():
    ident = uuid4().encode()
    caveat = json.dumps({'version': 1, 'permissions': 'user'}, separators=(',', ':')).encode()
    mac = (b'\x02\x01\x08pypi.org\x02' + bytes([len(ident)]) + ident + b'\x00\x02' + bytes([len(caveat)]) +
           caveat + b'\x00\x00\x06\x20' + rbytes(32))
    return 'pypi-' + b64u(mac)


def discord_bot_token():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def mapbox_token(prefix, user):
    body = b64u(json.dumps({'u': user, 'a': 'cl' + rs(ANL, 23)}, separators=(',', ':')).encode())
    return prefix + '.' + body + '.' + rs(B64U, 22)


def supabase_jwt(role):
    ref = rs(LO, 20)
    t = epoch()
    return jwt({'iss': 'supabase', 'ref': ref, 'role': role, 'iat': t, 'exp': t + 315_360_000}), ref


def atlassian_token():
    return 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HXU, 8)


def azure_entra_secret():
    return rs(AN, 3) + str(R.randint(0, 9)) + 'Q~' + rs(AN + '_.~-', 34)


def tfc_token():
    return rs(AN, 14) + '.atlasv1.' + rs(AN, 67)


def grafana_cloud_token():
    body = json.dumps({'o': str(R.randint(100000, 999999)), 'n': 'stack-' + str(R.randint(100000, 999999)) + '-hm-read',
                       'k': rs(AN, 24), 'm': {'r': pick(['prod-us-east-0', 'prod-eu-west-2', 'prod-ap-northeast-0'])}},
                      separators=(',', ':'))
    return 'glc_' + b64(body.encode())


def jfrog_ref():
    return b64(('reftkn:01:' + str(R.randint(1_800_000_000, 2_100_000_000)) + ':' + rs(AN, 27)).encode()).rstrip('=')


def intercom_token():
    return b64(('tok:' + uuid4() + ':1:0').encode())


def dropbox_token():
    return 'sl.' + pick(['', 'u.']) + rs(B64U, 136)


def salesforce_token():
    return '00D' + rs(AN, 12) + '!' + 'AQ' + rs(AN, 2) + 'AR' + rs(AN + '._', 92)


def twitter_bearer():
    return 'AAAAAAAAAAAAAAAAAAAAA' + rs(AN, 28) + '%3D' + rs(AN, 50)


def firebase_server_key():
    return 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134)


def adyen_key():
    return 'AQE' + rs(B64A, 66) + '==-' + rs(B64A, 43) + '=-' + rs(AN + '<>[]{}', 16)


def teams_webhook():
    hexpart = rs(HX, 32)
    sig = 'V2' + rs(B64U, 43)
    url = (f'https://{org()}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hexpart}/'
           f'{uuid4()}/{sig}')
    return url, [hexpart, sig]


def slack_webhook():
    tok = rs(AN, 24)
    return f'https://hooks.slack.com/services/T{rs(ANU, 10)}/B{rs(ANU, 10)}/{tok}', tok


def discord_webhook():
    tok = rs(B64U, 68)
    return f'https://discord.com/api/webhooks/{digits(19)}/{tok}', tok


def gchat_webhook():
    key = 'AIzaSy' + rs(B64U, 33)
    tok = b64u(rbytes(32))[:43]
    return (f'https://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key={key}&token={tok}%3D',
            [key, tok + '%3D'])


def azure_storage_key():
    return b64(rbytes(64))


def heroku_key():
    return 'HRKU-AA' + rs(B64U, 58) if chance(0.6) else uuid4()


def okta_token():
    return '00' + rs(B64U, 40)


def vault_token():
    return 'hvs.' + (rs(B64U, 24) if chance(0.4) else 'CAESI' + rs(B64U, 86))


def kakao_key():
    return rs(HX, 32)


ORG = lambda: org()

# ---- the registry (name, items, curl template, sdk templates) ----
vendor('OpenAI', lambda: [S('OPENAI_API_KEY', openai_key())],
       'curl https://api.openai.com/v1/models \\\n  -H "Authorization: Bearer @@OPENAI_API_KEY@@"',
       {'python': 'from openai import OpenAI\nclient = OpenAI(api_key="@@OPENAI_API_KEY@@")',
        'typescript': 'const openai = new OpenAI({ apiKey: "@@OPENAI_API_KEY@@" });',
        'go': 'client := openai.NewClient(option.WithAPIKey("@@OPENAI_API_KEY@@"))'})
vendor('Anthropic', lambda: [S('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(B64U, 93) + 'AA')],
       'curl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: @@ANTHROPIC_API_KEY@@" \\\n'
       '  -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @req.json',
       {'python': 'client = anthropic.Anthropic(api_key="@@ANTHROPIC_API_KEY@@")',
        'typescript': "const anthropic = new Anthropic({ apiKey: '@@ANTHROPIC_API_KEY@@' });"})
vendor('GitHub', lambda: [S('GITHUB_TOKEN',
                            crc_token(pick(['ghp_', 'ghp_', 'gho_', 'ghs_'])) if chance(0.6) else
                            'github_pat_11' + rs(ANU, 20) + '_' + rs(AN, 59))],
       'curl -H "Authorization: token @@GITHUB_TOKEN@@" https://api.github.com/user/repos?per_page=100',
       {'typescript': 'const octokit = new Octokit({ auth: "@@GITHUB_TOKEN@@" });',
        'python': 'g = Github(auth=Auth.Token("@@GITHUB_TOKEN@@"))',
        'go': 'ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "@@GITHUB_TOKEN@@"})'},
       mcp=('github', '@modelcontextprotocol/server-github'))
vendor('GitLab', lambda: [S('GITLAB_TOKEN', pick(['glpat-', 'glpat-', 'glptt-', 'gldt-']) + rs(B64U, 20))],
       'curl --header "PRIVATE-TOKEN: @@GITLAB_TOKEN@@" "https://gitlab.com/api/v4/projects?membership=true"',
       {'python': 'gl = gitlab.Gitlab("https://gitlab.com", private_token="@@GITLAB_TOKEN@@")'})
vendor('Slack', lambda: [S('SLACK_BOT_TOKEN', f'xoxb-{digits(R.randint(11, 13))}-{digits(13)}-{rs(AN, 24)}')],
       'curl -X POST https://slack.com/api/chat.postMessage \\\n  -H "Authorization: Bearer @@SLACK_BOT_TOKEN@@" '
       '\\\n  -d channel=C0' + 'DEPLOYS -d text="deploy finished"',
       {'python': 'client = WebClient(token="@@SLACK_BOT_TOKEN@@")',
        'javascript': "const web = new WebClient('@@SLACK_BOT_TOKEN@@');"})
vendor('Slack user token', lambda: [S('SLACK_USER_TOKEN', f'xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{rs(HX, 32)}')],
       'curl -s "https://slack.com/api/conversations.history?channel=C04AB12CD" -H "Authorization: Bearer @@SLACK_USER_TOKEN@@"')


def _slack_wh():
    url, tok = slack_webhook()
    return [U('SLACK_WEBHOOK_URL', url, tok)]


vendor('Slack incoming webhook', _slack_wh,
       "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"nightly build failed\"}' @@SLACK_WEBHOOK_URL@@")
vendor('Stripe', lambda: [S('STRIPE_SECRET_KEY', stripe_secret(pick(['sk_live_', 'sk_live_', 'rk_live_'])))],
       'curl https://api.stripe.com/v1/customers?limit=3 -u @@STRIPE_SECRET_KEY@@:',
       {'python': 'stripe.api_key = "@@STRIPE_SECRET_KEY@@"',
        'javascript': "const stripe = require('stripe')('@@STRIPE_SECRET_KEY@@');",
        'ruby': "Stripe.api_key = '@@STRIPE_SECRET_KEY@@'",
        'php': "\\Stripe\\Stripe::setApiKey('@@STRIPE_SECRET_KEY@@');",
        'java': 'Stripe.apiKey = "@@STRIPE_SECRET_KEY@@";',
        'csharp': 'StripeConfiguration.ApiKey = "@@STRIPE_SECRET_KEY@@";'})
vendor('Stripe webhooks', lambda: [S('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(AN, 32))],
       'stripe trigger payment_intent.succeeded  # endpoint verifies with @@STRIPE_WEBHOOK_SECRET@@',
       {'python': 'event = stripe.Webhook.construct_event(payload, sig_header, "@@STRIPE_WEBHOOK_SECRET@@")',
        'javascript': "const event = stripe.webhooks.constructEvent(req.body, sig, '@@STRIPE_WEBHOOK_SECRET@@');"})
vendor('AWS', lambda: [S('AWS_ACCESS_KEY_ID', 'AKIA' + rs(B32A, 16)), S('AWS_SECRET_ACCESS_KEY', rs(B64A, 40)),
                       N('AWS_DEFAULT_REGION', pick(['us-east-1', 'eu-west-1', 'ap-northeast-2', 'us-west-2']))],
       'AWS_ACCESS_KEY_ID=@@AWS_ACCESS_KEY_ID@@ AWS_SECRET_ACCESS_KEY=@@AWS_SECRET_ACCESS_KEY@@ aws s3 ls s3://'
       + 'build-artifacts/',
       {'python': 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="@@AWS_ACCESS_KEY_ID@@",\n'
                  '    aws_secret_access_key="@@AWS_SECRET_ACCESS_KEY@@",\n)',
        'typescript': 'const s3 = new S3Client({ credentials: { accessKeyId: "@@AWS_ACCESS_KEY_ID@@", '
                      'secretAccessKey: "@@AWS_SECRET_ACCESS_KEY@@" } });',
        'go': 'credentials.NewStaticCredentialsProvider("@@AWS_ACCESS_KEY_ID@@", "@@AWS_SECRET_ACCESS_KEY@@", "")',
        'java': 'AwsBasicCredentials.create("@@AWS_ACCESS_KEY_ID@@", "@@AWS_SECRET_ACCESS_KEY@@")'})
vendor('Google Gemini API', lambda: [S('GEMINI_API_KEY', 'AIzaSy' + rs(B64U, 33))],
       'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key='
       '@@GEMINI_API_KEY@@" -H "Content-Type: application/json" -d @prompt.json',
       {'python': 'client = genai.Client(api_key="@@GEMINI_API_KEY@@")'})
vendor('Google OAuth', lambda: [N('GOOGLE_CLIENT_ID', f'{digits(12)}-{rs(ANL, 32)}.apps.googleusercontent.com'),
                                S('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64U, 28))],
       'curl -d client_id=@@GOOGLE_CLIENT_ID@@ -d client_secret=@@GOOGLE_CLIENT_SECRET@@ -d grant_type=refresh_token '
       '-d refresh_token="$RT" https://oauth2.googleapis.com/token')
vendor('Twilio', lambda: [N('TWILIO_ACCOUNT_SID', 'AC' + rs(HX, 32)), S('TWILIO_AUTH_TOKEN', rs(HX, 32))],
       'curl -X POST https://api.twilio.com/2010-04-01/Accounts/@@TWILIO_ACCOUNT_SID@@/Messages.json \\\n'
       '  -u @@TWILIO_ACCOUNT_SID@@:@@TWILIO_AUTH_TOKEN@@ --data-urlencode "Body=test"',
       {'python': 'client = Client("@@TWILIO_ACCOUNT_SID@@", "@@TWILIO_AUTH_TOKEN@@")',
        'javascript': "const client = require('twilio')('@@TWILIO_ACCOUNT_SID@@', '@@TWILIO_AUTH_TOKEN@@');"})
vendor('SendGrid', lambda: [S('SENDGRID_API_KEY', 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43))],
       'curl -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer @@SENDGRID_API_KEY@@" '
       '-H "Content-Type: application/json" -d @mail.json',
       {'python': 'sg = SendGridAPIClient("@@SENDGRID_API_KEY@@")',
        'javascript': "sgMail.setApiKey('@@SENDGRID_API_KEY@@');"})
vendor('Mailgun', lambda: [S('MAILGUN_API_KEY', 'key-' + rs(HX, 32) if chance(0.4) else
                             f'{rs(HX, 32)}-{rs(HX, 8)}-{rs(HX, 8)}')],
       'curl -s --user "api:@@MAILGUN_API_KEY@@" https://api.mailgun.net/v3/mg.example.org/messages '
       '-F from=ops@example.org -F to=me@example.org -F subject=test -F text=hi',
       {'python': 'requests.post(MG_URL, auth=("api", "@@MAILGUN_API_KEY@@"), data=payload)'})
vendor('Mailchimp', lambda: [S('MAILCHIMP_API_KEY', rs(HX, 32) + '-us' + str(R.randint(1, 21)))],
       'curl -s --user "anystring:@@MAILCHIMP_API_KEY@@" https://us6.api.mailchimp.com/3.0/lists')
vendor('npm', lambda: [S('NPM_TOKEN', crc_token('npm_'))],
       'npm config set //registry.npmjs.org/:_authToken @@NPM_TOKEN@@')
vendor('PyPI', lambda: [S('TWINE_PASSWORD', pypi_token())],
       'TWINE_USERNAME=__token__ TWINE_PASSWORD=@@TWINE_PASSWORD@@ twine upload dist/*')
vendor('Docker Hub', lambda: [N('DOCKERHUB_USERNAME', pick(PEOPLE) + 'ops'), S('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(B64U, 27))],
       'docker login -u @@DOCKERHUB_USERNAME@@ -p @@DOCKERHUB_TOKEN@@')
vendor('Hugging Face', lambda: [S('HF_TOKEN', 'hf_' + rs(UP + LO, 34))],
       'curl https://huggingface.co/api/whoami-v2 -H "Authorization: Bearer @@HF_TOKEN@@"',
       {'python': 'from huggingface_hub import login\nlogin(token="@@HF_TOKEN@@")'})
vendor('Shopify', lambda: [S('SHOPIFY_ADMIN_TOKEN', pick(['shpat_', 'shpat_', 'shpca_', 'shppa_']) + rs(HX, 32))],
       'curl -H "X-Shopify-Access-Token: @@SHOPIFY_ADMIN_TOKEN@@" '
       'https://my-store.myshopify.com/admin/api/2024-10/products.json')
vendor('DigitalOcean', lambda: [S('DIGITALOCEAN_TOKEN', 'dop_v1_' + rs(HX, 64))],
       'curl -H "Authorization: Bearer @@DIGITALOCEAN_TOKEN@@" https://api.digitalocean.com/v2/droplets')
vendor('Heroku', lambda: [S('HEROKU_API_KEY', heroku_key())],
       'curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" '
       '-H "Authorization: Bearer @@HEROKU_API_KEY@@"')
vendor('Vercel', lambda: [S('VERCEL_TOKEN', rs(AN, 24))],
       'vercel deploy --prod --token @@VERCEL_TOKEN@@')
vendor('Netlify', lambda: [S('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(AN, 36))],
       'netlify deploy --prod --auth @@NETLIFY_AUTH_TOKEN@@ --dir dist')
vendor('Cloudflare', lambda: [S('CLOUDFLARE_API_TOKEN', rs(B64U, 40))],
       'curl https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer @@CLOUDFLARE_API_TOKEN@@"')
vendor('Cloudflare global key', lambda: [N('CF_API_EMAIL', email()), S('CF_API_KEY', rs(HX, 37))],
       'curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: @@CF_API_EMAIL@@" -H "X-Auth-Key: @@CF_API_KEY@@"')
vendor('Datadog', lambda: [S('DD_API_KEY', rs(HX, 32)), S('DD_APP_KEY', rs(HX, 40))],
       'curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: @@DD_API_KEY@@" '
       '-H "DD-APPLICATION-KEY: @@DD_APP_KEY@@"')
vendor('New Relic', lambda: [S('NEW_RELIC_API_KEY', 'NRAK-' + rs(ANU, 27))],
       "curl https://api.newrelic.com/graphql -H 'API-Key: @@NEW_RELIC_API_KEY@@' -H 'Content-Type: application/json' "
       "-d '{\"query\":\"{ actor { user { name } } }\"}'")
vendor('New Relic license', lambda: [S('NEW_RELIC_LICENSE_KEY', rs(HX, 36) + 'NRAL')],
       'NEW_RELIC_LICENSE_KEY=@@NEW_RELIC_LICENSE_KEY@@ newrelic-admin run-program gunicorn app:app')
vendor('Sentry', lambda: [S('SENTRY_AUTH_TOKEN', 'sntryu_' + rs(HX, 64))],
       'sentry-cli --auth-token @@SENTRY_AUTH_TOKEN@@ releases new "$VERSION"')
vendor('Linear', lambda: [S('LINEAR_API_KEY', 'lin_api_' + rs(AN, 40))],
       "curl https://api.linear.app/graphql -H 'Authorization: @@LINEAR_API_KEY@@' -H 'Content-Type: application/json' "
       "-d '{\"query\":\"{ viewer { id } }\"}'",
       {'typescript': 'const linear = new LinearClient({ apiKey: "@@LINEAR_API_KEY@@" });'})
vendor('Notion', lambda: [S('NOTION_TOKEN', 'ntn_' + digits(11) + rs(AN, 35) if chance(0.6) else 'secret_' + rs(AN, 43))],
       'curl https://api.notion.com/v1/search -H "Authorization: Bearer @@NOTION_TOKEN@@" -H "Notion-Version: 2022-06-28" -X POST',
       {'javascript': 'const notion = new Client({ auth: "@@NOTION_TOKEN@@" });'})
vendor('Airtable', lambda: [S('AIRTABLE_PAT', 'pat' + rs(AN, 14) + '.' + rs(HX, 64))],
       'curl "https://api.airtable.com/v0/app' + 'Xq3LmNoP9rStUv/Tasks" -H "Authorization: Bearer @@AIRTABLE_PAT@@"')
vendor('Asana', lambda: [S('ASANA_PAT', f'2/{digits(16)}/{digits(16)}:{rs(HX, 32)}')],
       'curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer @@ASANA_PAT@@"')
vendor('Atlassian Jira', lambda: [N('JIRA_EMAIL', email()), S('JIRA_API_TOKEN', atlassian_token())],
       'curl -u @@JIRA_EMAIL@@:@@JIRA_API_TOKEN@@ -H "Accept: application/json" '
       '"https://' + 'acme.atlassian.net/rest/api/3/search?jql=project=OPS"')
vendor('Bitbucket', lambda: [N('BITBUCKET_USERNAME', pick(PEOPLE)), S('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(AN, 32))],
       'git clone https://@@BITBUCKET_USERNAME@@:@@BITBUCKET_APP_PASSWORD@@@bitbucket.org/acme/infra.git')
vendor('Figma', lambda: [S('FIGMA_TOKEN', 'figd_' + rs(B64U, 40))],
       'curl -H "X-Figma-Token: @@FIGMA_TOKEN@@" https://api.figma.com/v1/files/' + 'kL9xQ2bT7mN4')
vendor('Discord bot', lambda: [S('DISCORD_BOT_TOKEN', discord_bot_token())],
       'curl -H "Authorization: Bot @@DISCORD_BOT_TOKEN@@" https://discord.com/api/v10/users/@me',
       {'javascript': "client.login('@@DISCORD_BOT_TOKEN@@');", 'python': 'bot.run("@@DISCORD_BOT_TOKEN@@")'})


def _discord_wh():
    url, tok = discord_webhook()
    return [U('DISCORD_WEBHOOK_URL', url, tok)]


vendor('Discord webhook', _discord_wh,
       "curl -H 'Content-Type: application/json' -d '{\"content\":\"backup ok\"}' @@DISCORD_WEBHOOK_URL@@")
vendor('Telegram', lambda: [S('TELEGRAM_BOT_TOKEN', f'{digits(10)}:AA{rs(B64U, 33)}')],
       'curl "https://api.telegram.org/bot@@TELEGRAM_BOT_TOKEN@@/getUpdates"',
       {'python': 'app = Application.builder().token("@@TELEGRAM_BOT_TOKEN@@").build()'})
vendor('X (Twitter) API', lambda: [S('TWITTER_BEARER_TOKEN', twitter_bearer())],
       'curl "https://api.x.com/2/users/by/username/acme" -H "Authorization: Bearer @@TWITTER_BEARER_TOKEN@@"')
vendor('Azure Storage', lambda: [N('AZURE_STORAGE_ACCOUNT', org() + 'prod' + rs(ANL, 4)), S('AZURE_STORAGE_KEY', azure_storage_key())],
       'az storage blob list --account-name @@AZURE_STORAGE_ACCOUNT@@ --account-key @@AZURE_STORAGE_KEY@@ -c backups -o table')
vendor('Azure OpenAI', lambda: [N('AZURE_OPENAI_ENDPOINT', f'https://{org()}-oai.openai.azure.com/'), S('AZURE_OPENAI_API_KEY', rs(HX, 32))],
       'curl "@@AZURE_OPENAI_ENDPOINT@@openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21" '
       '-H "api-key: @@AZURE_OPENAI_API_KEY@@" -H "Content-Type: application/json" -d @body.json',
       {'python': 'client = AzureOpenAI(api_key="@@AZURE_OPENAI_API_KEY@@", api_version="2024-10-21", '
                  'azure_endpoint="@@AZURE_OPENAI_ENDPOINT@@")'})
vendor('Microsoft Entra ID', lambda: [N('AZURE_TENANT_ID', uuid4()), N('AZURE_CLIENT_ID', uuid4()),
                                      S('AZURE_CLIENT_SECRET', azure_entra_secret())],
       'az login --service-principal -u @@AZURE_CLIENT_ID@@ -p @@AZURE_CLIENT_SECRET@@ --tenant @@AZURE_TENANT_ID@@')
vendor('Azure DevOps', lambda: [S('AZURE_DEVOPS_PAT', rs('abcdefghijklmnopqrstuvwxyz234567', 52))],
       'echo @@AZURE_DEVOPS_PAT@@ | az devops login --organization https://dev.azure.com/acme')
vendor('Supabase', lambda: (lambda j: [N('SUPABASE_URL', f'https://{j[1]}.supabase.co'), S('SUPABASE_SERVICE_ROLE_KEY', j[0])])(supabase_jwt('service_role')),
       'curl "@@SUPABASE_URL@@/rest/v1/profiles?select=*" -H "apikey: @@SUPABASE_SERVICE_ROLE_KEY@@" '
       '-H "Authorization: Bearer @@SUPABASE_SERVICE_ROLE_KEY@@"',
       {'typescript': "const supabase = createClient('@@SUPABASE_URL@@', '@@SUPABASE_SERVICE_ROLE_KEY@@');"})
vendor('Firebase Cloud Messaging', lambda: [S('FCM_SERVER_KEY', firebase_server_key())],
       'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=@@FCM_SERVER_KEY@@" '
       '-H "Content-Type: application/json" -d @push.json')
vendor('Algolia', lambda: [N('ALGOLIA_APP_ID', rs(ANU, 10)), S('ALGOLIA_ADMIN_KEY', rs(HX, 32))],
       'curl -X DELETE "https://@@ALGOLIA_APP_ID@@.algolia.net/1/indexes/products_tmp" '
       '-H "X-Algolia-Application-Id: @@ALGOLIA_APP_ID@@" -H "X-Algolia-API-Key: @@ALGOLIA_ADMIN_KEY@@"',
       {'javascript': "const client = algoliasearch('@@ALGOLIA_APP_ID@@', '@@ALGOLIA_ADMIN_KEY@@');"})
vendor('Mapbox', lambda: [S('MAPBOX_SECRET_TOKEN', mapbox_token('sk', pick(PEOPLE) + 'maps'))],
       'curl "https://api.mapbox.com/tokens/v2?access_token=@@MAPBOX_SECRET_TOKEN@@"')
vendor('Postman', lambda: [S('POSTMAN_API_KEY', f'PMAK-{rs(HX, 24)}-{rs(HX, 34)}')],
       'curl https://api.getpostman.com/collections -H "X-Api-Key: @@POSTMAN_API_KEY@@"')
vendor('Terraform Cloud', lambda: [S('TFE_TOKEN', tfc_token())],
       'curl -H "Authorization: Bearer @@TFE_TOKEN@@" https://app.terraform.io/api/v2/organizations/acme/workspaces')
vendor('HashiCorp Vault', lambda: [N('VAULT_ADDR', f'https://vault.{org()}.internal:8200'), S('VAULT_TOKEN', vault_token())],
       'VAULT_ADDR=@@VAULT_ADDR@@ VAULT_TOKEN=@@VAULT_TOKEN@@ vault kv get -field=password secret/payments/db')
vendor('Doppler', lambda: [S('DOPPLER_TOKEN', 'dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + rs(AN, 43))],
       'DOPPLER_TOKEN=@@DOPPLER_TOKEN@@ doppler run -- npm start')
vendor('Pulumi', lambda: [S('PULUMI_ACCESS_TOKEN', 'pul-' + rs(HX, 40))],
       'PULUMI_ACCESS_TOKEN=@@PULUMI_ACCESS_TOKEN@@ pulumi up --stack prod --yes')
vendor('Grafana', lambda: [S('GRAFANA_TOKEN', 'glsa_' + rs(AN, 32) + '_' + rs(HX, 8))],
       'curl -H "Authorization: Bearer @@GRAFANA_TOKEN@@" https://grafana.acme.internal/api/dashboards/uid/k8s-nodes')
vendor('Grafana Cloud', lambda: [S('GRAFANA_CLOUD_TOKEN', grafana_cloud_token())],
       'curl -u 812345:@@GRAFANA_CLOUD_TOKEN@@ https://prometheus-prod-10-prod-us-central-0.grafana.net/api/prom/api/v1/query?query=up')
vendor('Buildkite', lambda: [S('BUILDKITE_API_TOKEN', 'bkua_' + rs(HX, 40))],
       'curl -H "Authorization: Bearer @@BUILDKITE_API_TOKEN@@" https://api.buildkite.com/v2/organizations/acme/pipelines')
vendor('CircleCI', lambda: [S('CIRCLECI_TOKEN', 'CCIPAT_' + rs(AN, 22) + '_' + rs(HX, 40))],
       'curl -H "Circle-Token: @@CIRCLECI_TOKEN@@" https://circleci.com/api/v2/me')
vendor('Snyk', lambda: [S('SNYK_TOKEN', uuid4())],
       'snyk auth @@SNYK_TOKEN@@ && snyk test --all-projects')
vendor('SonarCloud', lambda: [S('SONAR_TOKEN', pick(['squ_', 'sqp_', 'sqa_']) + rs(HX, 40))],
       'mvn verify sonar:sonar -Dsonar.token=@@SONAR_TOKEN@@ -Dsonar.host.url=https://sonarcloud.io')
vendor('JFrog Artifactory', lambda: [N('ARTIFACTORY_USER', pick(USERS)), S('ARTIFACTORY_TOKEN', jfrog_ref() if chance(0.5) else 'AKCp8' + rs(AN, 68))],
       'curl -u @@ARTIFACTORY_USER@@:@@ARTIFACTORY_TOKEN@@ -T build.tgz "https://acme.jfrog.io/artifactory/generic-local/build.tgz"')
vendor('Codecov', lambda: [S('CODECOV_TOKEN', uuid4())],
       'codecov upload-process -t @@CODECOV_TOKEN@@ -f coverage.xml')
vendor('Fastly', lambda: [S('FASTLY_API_TOKEN', rs(B64U, 32))],
       'curl -X POST -H "Fastly-Key: @@FASTLY_API_TOKEN@@" https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge_all')
vendor('PagerDuty', lambda: [S('PAGERDUTY_TOKEN', 'u+' + rs(B64U, 18))],
       'curl -H "Authorization: Token token=@@PAGERDUTY_TOKEN@@" -H "Accept: application/vnd.pagerduty+json;version=2" '
       'https://api.pagerduty.com/incidents')
vendor('PagerDuty Events', lambda: [S('PAGERDUTY_ROUTING_KEY', rs(HX, 32))],
       'curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" '
       '-d \'{"routing_key":"@@PAGERDUTY_ROUTING_KEY@@","event_action":"trigger","payload":{"summary":"disk full","severity":"critical","source":"db-1"}}\'')
vendor('Okta', lambda: [S('OKTA_API_TOKEN', okta_token())],
       'curl -H "Authorization: SSWS @@OKTA_API_TOKEN@@" "https://acme.okta.com/api/v1/users?limit=5"')
vendor('Auth0', lambda: [N('AUTH0_DOMAIN', f'{org()}.us.auth0.com'), N('AUTH0_CLIENT_ID', rs(AN, 32)), S('AUTH0_CLIENT_SECRET', rs(B64U, 64))],
       'curl --request POST --url https://@@AUTH0_DOMAIN@@/oauth/token --header "content-type: application/json" '
       '--data \'{"client_id":"@@AUTH0_CLIENT_ID@@","client_secret":"@@AUTH0_CLIENT_SECRET@@","audience":"https://@@AUTH0_DOMAIN@@/api/v2/","grant_type":"client_credentials"}\'')
vendor('Square', lambda: [S('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(B64U, 60))],
       'curl https://connect.squareup.com/v2/locations -H "Square-Version: 2024-10-17" -H "Authorization: Bearer @@SQUARE_ACCESS_TOKEN@@"',
       {'python': 'client = Client(access_token="@@SQUARE_ACCESS_TOKEN@@", environment="production")'})
vendor('Braintree', lambda: [N('BRAINTREE_MERCHANT_ID', rs(ANL, 16)), N('BRAINTREE_PUBLIC_KEY', rs(ANL, 16)),
                               S('BRAINTREE_PRIVATE_KEY', rs(HX, 32))],
       "curl -u @@BRAINTREE_PUBLIC_KEY@@:@@BRAINTREE_PRIVATE_KEY@@ https://payments.braintree-api.com/graphql "
       "-H 'Braintree-Version: 2019-01-01' -H 'Content-Type: application/json' -d '{\"query\": \"{ ping }\"}'",
       {'python': 'gateway = braintree.BraintreeGateway(braintree.Configuration(\n    braintree.Environment.Production,\n'
                  '    merchant_id="@@BRAINTREE_MERCHANT_ID@@",\n    public_key="@@BRAINTREE_PUBLIC_KEY@@",\n'
                  '    private_key="@@BRAINTREE_PRIVATE_KEY@@",\n))'})
vendor('PayPal', lambda: [N('PAYPAL_CLIENT_ID', 'A' + rs(B64U, 79)), S('PAYPAL_CLIENT_SECRET', 'E' + rs(B64U, 79))],
       'curl -v https://api-m.paypal.com/v1/oauth2/token -u "@@PAYPAL_CLIENT_ID@@:@@PAYPAL_CLIENT_SECRET@@" -d "grant_type=client_credentials"')
vendor('Adyen', lambda: [S('ADYEN_API_KEY', adyen_key())],
       'curl https://checkout-test.adyen.com/v71/paymentMethods -H "x-API-key: @@ADYEN_API_KEY@@" -H "content-type: application/json" -d @pm.json')
vendor('Razorpay', lambda: [N('RAZORPAY_KEY_ID', 'rzp_live_' + rs(AN, 14)), S('RAZORPAY_KEY_SECRET', rs(AN, 24))],
       'curl -u @@RAZORPAY_KEY_ID@@:@@RAZORPAY_KEY_SECRET@@ https://api.razorpay.com/v1/payments?count=5',
       {'python': 'client = razorpay.Client(auth=("@@RAZORPAY_KEY_ID@@", "@@RAZORPAY_KEY_SECRET@@"))'})
vendor('Plaid', lambda: [N('PLAID_CLIENT_ID', rs(HX, 24)), S('PLAID_SECRET', rs(HX, 30))],
       'curl -X POST https://production.plaid.com/item/get -H "Content-Type: application/json" '
       '-d \'{"client_id":"@@PLAID_CLIENT_ID@@","secret":"@@PLAID_SECRET@@","access_token":"$ITEM_TOKEN"}\'')
vendor('Binance', lambda: [S('BINANCE_API_KEY', rs(AN, 64)), S('BINANCE_API_SECRET', rs(AN, 64))],
       'curl -H "X-MBX-APIKEY: @@BINANCE_API_KEY@@" "https://api.binance.com/api/v3/account?timestamp=$TS&signature=$SIG"',
       {'python': 'client = Client("@@BINANCE_API_KEY@@", "@@BINANCE_API_SECRET@@")'})


def _alchemy():
    k = rs(B64U, 32)
    return [U('ALCHEMY_RPC_URL', 'https://eth-mainnet.g.alchemy.com/v2/' + k, k)]


vendor('Alchemy', _alchemy,
       'curl @@ALCHEMY_RPC_URL@@ -X POST -H "Content-Type: application/json" '
       '-d \'{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}\'')


def _infura():
    k = rs(HX, 32)
    return [U('INFURA_URL', f'https://{pick(["mainnet", "sepolia", "polygon-mainnet"])}.infura.io/v3/{k}', k)]


vendor('Infura', _infura,
       'cast block-number --rpc-url @@INFURA_URL@@')
vendor('Etherscan', lambda: [S('ETHERSCAN_API_KEY', rs(ANU, 34))],
       'forge verify-contract $ADDR src/Vault.sol:Vault --chain mainnet --etherscan-api-key @@ETHERSCAN_API_KEY@@')
vendor('Cohere', lambda: [S('CO_API_KEY', rs(AN, 40))],
       'curl https://api.cohere.com/v2/embed -H "Authorization: Bearer @@CO_API_KEY@@" -H "Content-Type: application/json" -d @embed.json',
       {'python': 'co = cohere.ClientV2(api_key="@@CO_API_KEY@@")'})
vendor('Mistral AI', lambda: [S('MISTRAL_API_KEY', rs(AN, 32))],
       'curl https://api.mistral.ai/v1/models -H "Authorization: Bearer @@MISTRAL_API_KEY@@"',
       {'python': 'client = Mistral(api_key="@@MISTRAL_API_KEY@@")'})
vendor('Groq', lambda: [S('GROQ_API_KEY', 'gsk_' + rs(AN, 52))],
       'curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer @@GROQ_API_KEY@@"',
       {'python': 'client = Groq(api_key="@@GROQ_API_KEY@@")'})
vendor('Replicate', lambda: [S('REPLICATE_API_TOKEN', 'r8_' + rs(AN, 37))],
       'curl -s -H "Authorization: Bearer @@REPLICATE_API_TOKEN@@" https://api.replicate.com/v1/predictions',
       {'python': 'replicate_client = replicate.Client(api_token="@@REPLICATE_API_TOKEN@@")'})
vendor('Together AI', lambda: [S('TOGETHER_API_KEY', 'tgp_v1_' + rs(B64U, 43) if chance(0.5) else rs(HX, 64))],
       'curl https://api.together.xyz/v1/models -H "Authorization: Bearer @@TOGETHER_API_KEY@@"',
       {'python': 'client = Together(api_key="@@TOGETHER_API_KEY@@")'})
vendor('Perplexity', lambda: [S('PERPLEXITY_API_KEY', 'pplx-' + rs(AN, 48))],
       'curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer @@PERPLEXITY_API_KEY@@" -H "Content-Type: application/json" -d @q.json')
vendor('DeepSeek', lambda: [S('DEEPSEEK_API_KEY', 'sk-' + rs(HX, 32))],
       'curl https://api.deepseek.com/chat/completions -H "Authorization: Bearer @@DEEPSEEK_API_KEY@@" -H "Content-Type: application/json" -d @chat.json',
       {'python': 'client = OpenAI(api_key="@@DEEPSEEK_API_KEY@@", base_url="https://api.deepseek.com")'})
vendor('xAI', lambda: [S('XAI_API_KEY', 'xai-' + rs(AN, 80))],
       'curl https://api.x.ai/v1/models -H "Authorization: Bearer @@XAI_API_KEY@@"')
vendor('OpenRouter', lambda: [S('OPENROUTER_API_KEY', 'sk-or-v1-' + rs(HX, 64))],
       'curl https://openrouter.ai/api/v1/key -H "Authorization: Bearer @@OPENROUTER_API_KEY@@"',
       {'python': 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="@@OPENROUTER_API_KEY@@")'})
vendor('Fireworks AI', lambda: [S('FIREWORKS_API_KEY', 'fw_' + rs(AN, 24))],
       'curl https://api.fireworks.ai/inference/v1/models -H "Authorization: Bearer @@FIREWORKS_API_KEY@@"')
vendor('ElevenLabs', lambda: [S('ELEVENLABS_API_KEY', 'sk_' + rs(HX, 48))],
       'curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: @@ELEVENLABS_API_KEY@@"',
       {'python': 'client = ElevenLabs(api_key="@@ELEVENLABS_API_KEY@@")'})
vendor('AssemblyAI', lambda: [S('ASSEMBLYAI_API_KEY', rs(HX, 32))],
       'curl https://api.assemblyai.com/v2/transcript -H "authorization: @@ASSEMBLYAI_API_KEY@@" -H "content-type: application/json" -d @audio.json',
       {'python': 'aai.settings.api_key = "@@ASSEMBLYAI_API_KEY@@"'})
vendor('Deepgram', lambda: [S('DEEPGRAM_API_KEY', rs(HX, 40))],
       'curl -X POST "https://api.deepgram.com/v1/listen?model=nova-2" -H "Authorization: Token @@DEEPGRAM_API_KEY@@" '
       '-H "Content-Type: audio/wav" --data-binary @call.wav')
vendor('Pinecone', lambda: [S('PINECONE_API_KEY', 'pcsk_' + rs(AN, 5) + '_' + rs(AN, 63))],
       'curl https://api.pinecone.io/indexes -H "Api-Key: @@PINECONE_API_KEY@@" -H "X-Pinecone-API-Version: 2024-10"',
       {'python': 'pc = Pinecone(api_key="@@PINECONE_API_KEY@@")'})
vendor('Weights & Biases', lambda: [S('WANDB_API_KEY', rs(HX, 40))],
       'wandb login @@WANDB_API_KEY@@', {'python': 'wandb.login(key="@@WANDB_API_KEY@@")'})
vendor('LangSmith', lambda: [S('LANGSMITH_API_KEY', 'lsv2_pt_' + rs(HX, 32) + '_' + rs(HX, 10))],
       'LANGSMITH_TRACING=true LANGSMITH_API_KEY=@@LANGSMITH_API_KEY@@ python agent.py')
vendor('Tavily', lambda: [S('TAVILY_API_KEY', 'tvly-' + pick(['', 'dev-', 'prod-']) + rs(AN, 32))],
       'curl -X POST https://api.tavily.com/search -H "Authorization: Bearer @@TAVILY_API_KEY@@" -H "Content-Type: application/json" -d \'{"query":"rust async traits"}\'',
       {'python': 'tavily = TavilyClient(api_key="@@TAVILY_API_KEY@@")'})
vendor('SerpApi', lambda: [S('SERPAPI_API_KEY', rs(HX, 64))],
       'curl "https://serpapi.com/search.json?engine=google&q=coffee&api_key=@@SERPAPI_API_KEY@@"')
vendor('Firecrawl', lambda: [S('FIRECRAWL_API_KEY', 'fc-' + rs(HX, 32))],
       'curl -X POST https://api.firecrawl.dev/v1/scrape -H "Authorization: Bearer @@FIRECRAWL_API_KEY@@" -H "Content-Type: application/json" -d \'{"url":"https://docs.acme.dev"}\'',
       {'python': 'app = FirecrawlApp(api_key="@@FIRECRAWL_API_KEY@@")'})
vendor('Voyage AI', lambda: [S('VOYAGE_API_KEY', 'pa-' + rs(B64U, 43))],
       'curl https://api.voyageai.com/v1/embeddings -H "Authorization: Bearer @@VOYAGE_API_KEY@@" -H "content-type: application/json" -d @in.json')
vendor('E2B', lambda: [S('E2B_API_KEY', 'e2b_' + rs(HX, 40))],
       'E2B_API_KEY=@@E2B_API_KEY@@ python run_sandbox.py')
vendor('Modal', lambda: [S('MODAL_TOKEN_ID', 'ak-' + rs(AN, 22)), S('MODAL_TOKEN_SECRET', 'as-' + rs(AN, 22))],
       'modal token set --token-id @@MODAL_TOKEN_ID@@ --token-secret @@MODAL_TOKEN_SECRET@@')
vendor('Expo', lambda: [S('EXPO_TOKEN', rs(B64U, 40))],
       'EXPO_TOKEN=@@EXPO_TOKEN@@ eas build --platform ios --non-interactive')
vendor('Rollbar', lambda: [S('ROLLBAR_ACCESS_TOKEN', rs(HX, 32))],
       'curl https://api.rollbar.com/api/1/deploy -F access_token=@@ROLLBAR_ACCESS_TOKEN@@ -F environment=production -F revision=$GIT_SHA')
vendor('Bugsnag', lambda: [S('BUGSNAG_AUTH_TOKEN', rs(HX, 40))],
       'curl -H "Authorization: token @@BUGSNAG_AUTH_TOKEN@@" -H "X-Version: 2" https://api.bugsnag.com/user/organizations')
vendor('Honeycomb', lambda: [S('HONEYCOMB_API_KEY', 'hcaik_' + rs(ANL, 58) if chance(0.5) else rs(AN, 22))],
       'curl https://api.honeycomb.io/1/auth -H "X-Honeycomb-Team: @@HONEYCOMB_API_KEY@@"')
vendor('LaunchDarkly', lambda: [S('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4())],
       'LAUNCHDARKLY_SDK_KEY=@@LAUNCHDARKLY_SDK_KEY@@ npm run start:server',
       {'javascript': "const ldClient = LaunchDarkly.init('@@LAUNCHDARKLY_SDK_KEY@@');"})
vendor('PostHog', lambda: [S('POSTHOG_PERSONAL_API_KEY', 'phx_' + rs(AN, 43))],
       'curl https://us.posthog.com/api/projects/ -H "Authorization: Bearer @@POSTHOG_PERSONAL_API_KEY@@"')
vendor('Twitch', lambda: [N('TWITCH_CLIENT_ID', rs(ANL, 30)), S('TWITCH_CLIENT_SECRET', rs(ANL, 30))],
       'curl -X POST "https://id.twitch.tv/oauth2/token?client_id=@@TWITCH_CLIENT_ID@@&client_secret=@@TWITCH_CLIENT_SECRET@@&grant_type=client_credentials"')
vendor('Spotify', lambda: [N('SPOTIFY_CLIENT_ID', rs(HX, 32)), S('SPOTIFY_CLIENT_SECRET', rs(HX, 32))],
       'curl -X POST https://accounts.spotify.com/api/token -d grant_type=client_credentials '
       '-d client_id=@@SPOTIFY_CLIENT_ID@@ -d client_secret=@@SPOTIFY_CLIENT_SECRET@@')
vendor('Dropbox', lambda: [S('DROPBOX_ACCESS_TOKEN', dropbox_token())],
       'curl -X POST https://api.dropboxapi.com/2/files/list_folder -H "Authorization: Bearer @@DROPBOX_ACCESS_TOKEN@@" '
       '-H "Content-Type: application/json" -d \'{"path":""}\'')
vendor('Zoom', lambda: [N('ZOOM_ACCOUNT_ID', rs(B64U, 22)), N('ZOOM_CLIENT_ID', rs(AN, 22)), S('ZOOM_CLIENT_SECRET', rs(AN, 32))],
       'curl -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=@@ZOOM_ACCOUNT_ID@@" '
       '-u @@ZOOM_CLIENT_ID@@:@@ZOOM_CLIENT_SECRET@@')
vendor('Intercom', lambda: [S('INTERCOM_ACCESS_TOKEN', intercom_token())],
       'curl https://api.intercom.io/contacts -H "Authorization: Bearer @@INTERCOM_ACCESS_TOKEN@@" -H "Accept: application/json"')
vendor('Zendesk', lambda: [N('ZENDESK_EMAIL', email()), S('ZENDESK_API_TOKEN', rs(AN, 40))],
       'curl https://acme.zendesk.com/api/v2/tickets.json -u @@ZENDESK_EMAIL@@/token:@@ZENDESK_API_TOKEN@@')
vendor('HubSpot', lambda: [S('HUBSPOT_ACCESS_TOKEN', 'pat-' + pick(['na1', 'eu1', 'na2']) + '-' + uuid4())],
       'curl https://api.hubapi.com/crm/v3/objects/contacts?limit=10 -H "Authorization: Bearer @@HUBSPOT_ACCESS_TOKEN@@"')
vendor('Salesforce', lambda: [S('SF_ACCESS_TOKEN', salesforce_token())],
       'curl https://acme.my.salesforce.com/services/data/v61.0/sobjects/Account -H "Authorization: Bearer @@SF_ACCESS_TOKEN@@"')
vendor('Contentful', lambda: [S('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(B64U, 43))],
       'contentful space export --space-id 7x9kq2m4ab1c --management-token @@CONTENTFUL_MANAGEMENT_TOKEN@@')
vendor('Sanity', lambda: [S('SANITY_API_TOKEN', 'sk' + rs(AN, 180))],
       'SANITY_AUTH_TOKEN=@@SANITY_API_TOKEN@@ npx sanity dataset export production backup.tar.gz')
vendor('Clerk', lambda: [S('CLERK_SECRET_KEY', 'sk_live_' + rs(AN, 40))],
       'curl https://api.clerk.com/v1/users?limit=5 -H "Authorization: Bearer @@CLERK_SECRET_KEY@@"')
vendor('Resend', lambda: [S('RESEND_API_KEY', 're_' + rs(AN, 8) + '_' + rs(AN, 24))],
       'curl -X POST https://api.resend.com/emails -H "Authorization: Bearer @@RESEND_API_KEY@@" -H "Content-Type: application/json" -d @email.json',
       {'typescript': "const resend = new Resend('@@RESEND_API_KEY@@');"})
vendor('Postmark', lambda: [S('POSTMARK_SERVER_TOKEN', uuid4())],
       'curl https://api.postmarkapp.com/email -H "Accept: application/json" -H "Content-Type: application/json" '
       '-H "X-Postmark-Server-Token: @@POSTMARK_SERVER_TOKEN@@" -d @msg.json',
       {'javascript': 'const client = new postmark.ServerClient("@@POSTMARK_SERVER_TOKEN@@");'})
vendor('Mailjet', lambda: [S('MJ_APIKEY_PUBLIC', rs(HX, 32)), S('MJ_APIKEY_PRIVATE', rs(HX, 32))],
       'curl -s -X POST --user "@@MJ_APIKEY_PUBLIC@@:@@MJ_APIKEY_PRIVATE@@" https://api.mailjet.com/v3.1/send -H "Content-Type: application/json" -d @send.json')
vendor('Brevo', lambda: [S('BREVO_API_KEY', 'xkeysib-' + rs(HX, 64) + '-' + rs(AN, 16))],
       'curl https://api.brevo.com/v3/account -H "api-key: @@BREVO_API_KEY@@" -H "accept: application/json"')
vendor('Vonage', lambda: [N('VONAGE_API_KEY', rs(HX, 8)), S('VONAGE_API_SECRET', rs(AN, 16))],
       'curl -X POST https://rest.nexmo.com/sms/json -d api_key=@@VONAGE_API_KEY@@ -d api_secret=@@VONAGE_API_SECRET@@ '
       '-d to=447700900000 -d from=ACME -d text="test"')
vendor('MongoDB Atlas API', lambda: [N('ATLAS_PUBLIC_KEY', rs(LO, 8)), S('ATLAS_PRIVATE_KEY', uuid4())],
       'curl --user "@@ATLAS_PUBLIC_KEY@@:@@ATLAS_PRIVATE_KEY@@" --digest "https://cloud.mongodb.com/api/atlas/v2/groups"')
vendor('PlanetScale', lambda: [N('PSCALE_SERVICE_TOKEN_ID', rs(ANL, 12)), S('PSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(B64U, 43))],
       'pscale branch list main-db --org acme --service-token-id @@PSCALE_SERVICE_TOKEN_ID@@ --service-token @@PSCALE_SERVICE_TOKEN@@')
vendor('Neon', lambda: [S('NEON_API_KEY', 'napi_' + rs(ANL, 64))],
       'curl https://console.neon.tech/api/v2/projects -H "Authorization: Bearer @@NEON_API_KEY@@"')
vendor('Upstash', lambda: [N('UPSTASH_REDIS_REST_URL', f'https://{pick(["fond", "noble", "vital", "eager"])}-{pick(["koala", "mole", "heron", "lynx"])}-{R.randint(10000, 99999)}.upstash.io'),
                           S('UPSTASH_REDIS_REST_TOKEN', 'A' + rs(AN, 3) + 'ASQgY' + rs(AN, 52))],
       'curl @@UPSTASH_REDIS_REST_URL@@/get/session:42 -H "Authorization: Bearer @@UPSTASH_REDIS_REST_TOKEN@@"')
vendor('Turso', lambda: [N('TURSO_DATABASE_URL', f'libsql://{pick(["app", "edge", "notes"])}-{org()}.turso.io'),
                         S('TURSO_AUTH_TOKEN', jwt({'a': 'rw', 'iat': epoch(), 'id': uuid4()}, alg='EdDSA'))],
       'turso db shell @@TURSO_DATABASE_URL@@?authToken=@@TURSO_AUTH_TOKEN@@')
vendor('Fly.io', lambda: [S('FLY_API_TOKEN', 'fo1_' + rs(B64U, 43))],
       'FLY_API_TOKEN=@@FLY_API_TOKEN@@ flyctl deploy --remote-only')
vendor('Render', lambda: [S('RENDER_API_KEY', 'rnd_' + rs(AN, 28))],
       'curl https://api.render.com/v1/services?limit=20 -H "Authorization: Bearer @@RENDER_API_KEY@@"')
vendor('Railway', lambda: [S('RAILWAY_TOKEN', uuid4())],
       'RAILWAY_TOKEN=@@RAILWAY_TOKEN@@ railway up --service api')


def _cloudinary():
    key = digits(15)
    sec = rs(B64U, 27)
    return [U('CLOUDINARY_URL', f'cloudinary://{key}:{sec}@{org()}-media', sec)]


vendor('Cloudinary', _cloudinary, 'CLOUDINARY_URL=@@CLOUDINARY_URL@@ node scripts/upload-assets.js')
vendor('Trello', lambda: [N('TRELLO_KEY', rs(HX, 32)), S('TRELLO_TOKEN', 'ATTA' + rs(HX, 64) + rs(HXU, 8))],
       'curl "https://api.trello.com/1/members/me/boards?key=@@TRELLO_KEY@@&token=@@TRELLO_TOKEN@@"')
vendor('NuGet', lambda: [S('NUGET_API_KEY', 'oy2' + rs(ANL, 43))],
       'dotnet nuget push bin/Release/Acme.Core.3.1.0.nupkg --api-key @@NUGET_API_KEY@@ --source https://api.nuget.org/v3/index.json')
vendor('RubyGems', lambda: [S('GEM_HOST_API_KEY', 'rubygems_' + rs(HX, 48))],
       'GEM_HOST_API_KEY=@@GEM_HOST_API_KEY@@ gem push acme-client-2.4.0.gem', alias='gem-push', host='gems.acme.internal')
vendor('crates.io', lambda: [S('CARGO_REGISTRY_TOKEN', 'cio' + rs(AN, 32))],
       'cargo publish --token @@CARGO_REGISTRY_TOKEN@@')


def _teams():
    url, parts = teams_webhook()
    return [(  'TEAMS_WEBHOOK_URL', url, parts)]


vendor('Microsoft Teams webhook', _teams,
       "curl -H 'Content-Type: application/json' -d '{\"text\":\"Release 4.2 deployed\"}' '@@TEAMS_WEBHOOK_URL@@'")


def _gchat():
    url, parts = gchat_webhook()
    return [('GOOGLE_CHAT_WEBHOOK', url, parts)]


vendor('Google Chat webhook', _gchat,
       "curl -X POST -H 'Content-Type: application/json' '@@GOOGLE_CHAT_WEBHOOK@@' -d '{\"text\": \"nightly ok\"}'")


def _mattermost():
    tok = rs(ANL, 26)
    return [U('MATTERMOST_WEBHOOK', f'https://chat.{org()}.com/hooks/{tok}', tok)]


vendor('Mattermost', _mattermost,
       "curl -i -X POST -H 'Content-Type: application/json' -d '{\"text\": \"db backup done\"}' @@MATTERMOST_WEBHOOK@@")
vendor('Linode', lambda: [S('LINODE_TOKEN', rs(HX, 64))],
       'curl -H "Authorization: Bearer @@LINODE_TOKEN@@" https://api.linode.com/v4/linode/instances')
vendor('Vultr', lambda: [S('VULTR_API_KEY', rs(ANU, 36))],
       'curl "https://api.vultr.com/v2/instances" -H "Authorization: Bearer @@VULTR_API_KEY@@"')
vendor('Hetzner Cloud', lambda: [S('HCLOUD_TOKEN', rs(AN, 64))],
       'HCLOUD_TOKEN=@@HCLOUD_TOKEN@@ hcloud server list')
vendor('Scaleway', lambda: [S('SCW_ACCESS_KEY', 'SCW' + rs(ANU, 17)), S('SCW_SECRET_KEY', uuid4())],
       'SCW_ACCESS_KEY=@@SCW_ACCESS_KEY@@ SCW_SECRET_KEY=@@SCW_SECRET_KEY@@ scw instance server list')
vendor('OVHcloud', lambda: [N('OVH_APPLICATION_KEY', rs(AN, 16)), S('OVH_APPLICATION_SECRET', rs(AN, 32)), S('OVH_CONSUMER_KEY', rs(AN, 32))],
       'OVH_ENDPOINT=ovh-eu OVH_APPLICATION_KEY=@@OVH_APPLICATION_KEY@@ OVH_APPLICATION_SECRET=@@OVH_APPLICATION_SECRET@@ '
       'OVH_CONSUMER_KEY=@@OVH_CONSUMER_KEY@@ terraform plan')
vendor('Backblaze B2', lambda: [S('B2_APPLICATION_KEY_ID', '005' + rs(HX, 22)), S('B2_APPLICATION_KEY', 'K005' + rs(B64A, 27))],
       'b2 account authorize @@B2_APPLICATION_KEY_ID@@ @@B2_APPLICATION_KEY@@')
vendor('Wasabi', lambda: [S('WASABI_ACCESS_KEY', rs(ANU, 20)), S('WASABI_SECRET_KEY', rs(AN, 40))],
       'AWS_ACCESS_KEY_ID=@@WASABI_ACCESS_KEY@@ AWS_SECRET_ACCESS_KEY=@@WASABI_SECRET_KEY@@ '
       'aws s3 ls s3://media-archive --endpoint-url=https://s3.ap-northeast-1.wasabisys.com')
vendor('Cloudflare R2', lambda: [N('R2_ACCOUNT_ID', rs(HX, 32)), S('R2_ACCESS_KEY_ID', rs(HX, 32)), S('R2_SECRET_ACCESS_KEY', rs(HX, 64))],
       'rclone config create r2 s3 provider=Cloudflare access_key_id=@@R2_ACCESS_KEY_ID@@ '
       'secret_access_key=@@R2_SECRET_ACCESS_KEY@@ endpoint=https://@@R2_ACCOUNT_ID@@.r2.cloudflarestorage.com')
vendor('MinIO', lambda: [N('MINIO_ENDPOINT', f'https://minio.{org()}.internal:9000'), S('MINIO_ACCESS_KEY', rs(ANU, 20)), S('MINIO_SECRET_KEY', rs(AN + '/+', 40))],
       'mc alias set local @@MINIO_ENDPOINT@@ @@MINIO_ACCESS_KEY@@ @@MINIO_SECRET_KEY@@')
vendor('Meilisearch', lambda: [S('MEILI_MASTER_KEY', rs(B64U, 32))],
       "curl -X GET 'http://localhost:7700/keys' -H 'Authorization: Bearer @@MEILI_MASTER_KEY@@'")
vendor('Typesense', lambda: [S('TYPESENSE_API_KEY', rs(AN, 32))],
       'curl "http://localhost:8108/collections" -H "X-TYPESENSE-API-KEY: @@TYPESENSE_API_KEY@@"')
vendor('Elastic Cloud', lambda: [S('ELASTIC_API_KEY', b64((rs(B64U, 20) + ':' + rs(B64U, 22)).encode()))],
       'curl -H "Authorization: ApiKey @@ELASTIC_API_KEY@@" "https://acme-prod.es.us-east-1.aws.found.io:443/_cat/indices?v"',
       {'python': 'es = Elasticsearch("https://acme-prod.es.us-east-1.aws.found.io:443", api_key="@@ELASTIC_API_KEY@@")'})
vendor('Confluent Cloud', lambda: [S('CONFLUENT_API_KEY', rs(ANU, 16)), S('CONFLUENT_API_SECRET', rs(B64A, 64))],
       'kafka-console-consumer --bootstrap-server pkc-4nym6.us-east-1.aws.confluent.cloud:9092 --topic orders '
       '--consumer-property sasl.jaas.config=\'org.apache.kafka.common.security.plain.PlainLoginModule required '
       'username="@@CONFLUENT_API_KEY@@" password="@@CONFLUENT_API_SECRET@@";\'')
vendor('Databricks', lambda: [N('DATABRICKS_HOST', f'https://adb-{digits(16)}.{R.randint(1, 19)}.azuredatabricks.net'), S('DATABRICKS_TOKEN', 'dapi' + rs(HX, 32))],
       'curl -H "Authorization: Bearer @@DATABRICKS_TOKEN@@" @@DATABRICKS_HOST@@/api/2.1/jobs/list',
       {'python': 'w = WorkspaceClient(host="@@DATABRICKS_HOST@@", token="@@DATABRICKS_TOKEN@@")'})
vendor('Agora', lambda: [N('AGORA_APP_ID', rs(HX, 32)), S('AGORA_APP_CERTIFICATE', rs(HX, 32))],
       'node scripts/gen-rtc-token.js --app-id @@AGORA_APP_ID@@ --cert @@AGORA_APP_CERTIFICATE@@ --channel standup')
vendor('Pusher', lambda: [N('PUSHER_APP_ID', digits(7)), N('PUSHER_KEY', rs(HX, 20)), S('PUSHER_SECRET', rs(HX, 20))],
       'pusher channels apps trigger --app-id @@PUSHER_APP_ID@@ --key @@PUSHER_KEY@@ --secret @@PUSHER_SECRET@@ --channel orders --event created',
       {'javascript': "const pusher = new Pusher({ appId: '@@PUSHER_APP_ID@@', key: '@@PUSHER_KEY@@', secret: '@@PUSHER_SECRET@@', cluster: 'eu' });"})
vendor('Ably', lambda: [S('ABLY_API_KEY', rs(B64U, 6) + '.' + rs(B64U, 6) + ':' + rs(B64U, 43))],
       'curl https://rest.ably.io/channels/updates/messages -u "@@ABLY_API_KEY@@" -H "Content-Type: application/json" -d \'{"name":"ping"}\'')
vendor('Stream', lambda: [N('STREAM_API_KEY', rs(ANL, 12)), S('STREAM_API_SECRET', rs(ANL, 64))],
       'stream config:set --key @@STREAM_API_KEY@@ --secret @@STREAM_API_SECRET@@')
vendor('Sendbird', lambda: [S('SENDBIRD_API_TOKEN', rs(HX, 40))],
       'curl https://api-' + '8F2C1A7E-4B1D-4E5A-9C3F-2A1B3C4D5E6F.sendbird.com/v3/users -H "Api-Token: @@SENDBIRD_API_TOKEN@@"')
vendor('OneSignal', lambda: [S('ONESIGNAL_REST_API_KEY', rs(AN, 48))],
       'curl -X POST https://onesignal.com/api/v1/notifications -H "Authorization: Basic @@ONESIGNAL_REST_API_KEY@@" -H "Content-Type: application/json" -d @push.json')
vendor('Jenkins', lambda: [N('JENKINS_USER', pick(PEOPLE)), S('JENKINS_API_TOKEN', '11' + rs(HX, 32))],
       'curl -X POST -u @@JENKINS_USER@@:@@JENKINS_API_TOKEN@@ https://ci.acme.internal/job/deploy-api/buildWithParameters?ENV=staging')
vendor('Opsgenie', lambda: [S('OPSGENIE_API_KEY', uuid4())],
       'curl -X POST https://api.opsgenie.com/v2/alerts -H "Authorization: GenieKey @@OPSGENIE_API_KEY@@" -H "Content-Type: application/json" -d \'{"message":"test"}\'')
vendor('OpenWeatherMap', lambda: [S('OWM_API_KEY', rs(HX, 32))],
       'curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=@@OWM_API_KEY@@"')
vendor('NewsAPI', lambda: [S('NEWSAPI_KEY', rs(HX, 32))],
       'curl "https://newsapi.org/v2/top-headlines?country=us" -H "X-Api-Key: @@NEWSAPI_KEY@@"')
vendor('Toss Payments', lambda: [S('TOSS_SECRET_KEY', pick(['live_sk_', 'live_gsk_']) + rs(AN, 28))],
       'curl https://api.tosspayments.com/v1/payments/confirm -H "Authorization: Basic $(echo -n \'@@TOSS_SECRET_KEY@@:\' | base64)" '
       '-H "Content-Type: application/json" -d @confirm.json')
vendor('Kakao', lambda: [S('KAKAO_REST_API_KEY', kakao_key())],
       'curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK @@KAKAO_REST_API_KEY@@" '
       '--data-urlencode "query=판교역로 166"')
vendor('Kakao Admin', lambda: [S('KAKAO_ADMIN_KEY', kakao_key())],
       'curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK @@KAKAO_ADMIN_KEY@@" '
       '-d "target_id_type=user_id&target_id=2784512093"')
vendor('Naver Open API', lambda: [N('NAVER_CLIENT_ID', rs(AN, 20)), S('NAVER_CLIENT_SECRET', rs(AN + '_', 10))],
       'curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91" -H "X-Naver-Client-Id: @@NAVER_CLIENT_ID@@" '
       '-H "X-Naver-Client-Secret: @@NAVER_CLIENT_SECRET@@"')
vendor('Naver Cloud Platform', lambda: [S('NCP_ACCESS_KEY', rs(AN, 20)), S('NCP_SECRET_KEY', rs(AN, 40))],
       'ncloud configure  # Access Key ID: @@NCP_ACCESS_KEY@@ / Secret Key: @@NCP_SECRET_KEY@@')
vendor('PortOne', lambda: [S('PORTONE_API_SECRET', rs(AN, 80))],
       'curl -X POST https://api.portone.io/login/api-secret -H "Content-Type: application/json" -d \'{"apiSecret":"@@PORTONE_API_SECRET@@"}\'')
vendor('Channel Talk', lambda: [S('CHANNEL_ACCESS_KEY', rs(HX, 24)), S('CHANNEL_ACCESS_SECRET', rs(HX, 32))],
       'curl https://api.channel.io/open/v5/user-chats -H "x-access-key: @@CHANNEL_ACCESS_KEY@@" -H "x-access-secret: @@CHANNEL_ACCESS_SECRET@@"')
vendor('Solapi', lambda: [S('SOLAPI_API_KEY', 'NCS' + rs(ANU, 13)), S('SOLAPI_API_SECRET', rs(ANU, 32))],
       'node send-sms.js --key @@SOLAPI_API_KEY@@ --secret @@SOLAPI_API_SECRET@@ --to 01012345678')
vendor('Aligo SMS', lambda: [N('ALIGO_USER_ID', pick(PEOPLE) + 'corp'), S('ALIGO_API_KEY', rs(ANL, 32))],
       'curl -X POST https://apis.aligo.in/send/ -d key=@@ALIGO_API_KEY@@ -d user_id=@@ALIGO_USER_ID@@ -d sender=0212345678 '
       '-d receiver=01012345678 -d msg=test')
vendor('Coinbase', lambda: [N('COINBASE_API_KEY_NAME', f'organizations/{uuid4()}/apiKeys/{uuid4()}'),
                            S('COINBASE_API_SECRET_B64', b64(rbytes(64)))],
       'python scripts/coinbase_balance.py --key-name @@COINBASE_API_KEY_NAME@@ --secret @@COINBASE_API_SECRET_B64@@')
vendor('Segment', lambda: [S('SEGMENT_ACCESS_TOKEN', 'sgp_' + rs(AN, 64))],
       'curl https://api.segmentapis.com/workspaces -H "Authorization: Bearer @@SEGMENT_ACCESS_TOKEN@@"')
vendor('Mixpanel', lambda: [N('MIXPANEL_SA_USERNAME', f'export-bot.{rs(HX, 6)}.mp-service-account'), S('MIXPANEL_SA_SECRET', rs(AN, 32))],
       'curl "https://data.mixpanel.com/api/2.0/export?project_id=2195193&from_date=2024-11-01&to_date=2024-11-02" '
       '-u @@MIXPANEL_SA_USERNAME@@:@@MIXPANEL_SA_SECRET@@')
vendor('Amplitude', lambda: [N('AMPLITUDE_API_KEY', rs(HX, 32)), S('AMPLITUDE_SECRET_KEY', rs(HX, 32))],
       'curl -u @@AMPLITUDE_API_KEY@@:@@AMPLITUDE_SECRET_KEY@@ "https://amplitude.com/api/2/export?start=20241101T00&end=20241101T23" -o export.zip')
vendor('Shippo', lambda: [S('SHIPPO_API_TOKEN', 'shippo_live_' + rs(HX, 40))],
       'curl https://api.goshippo.com/shipments/ -H "Authorization: ShippoToken @@SHIPPO_API_TOKEN@@"')
vendor('EasyPost', lambda: [S('EASYPOST_API_KEY', 'EZAK' + rs(HX, 32) + rs(AN, 22))],
       'curl -X GET https://api.easypost.com/v2/trackers -u "@@EASYPOST_API_KEY@@":')
vendor('Lob', lambda: [S('LOB_API_KEY', 'live_' + rs(HX, 35))],
       'curl https://api.lob.com/v1/addresses -u @@LOB_API_KEY@@:')
vendor('Typeform', lambda: [S('TYPEFORM_TOKEN', 'tfp_' + rs(B64U, 44) + '_' + rs(B64U, 14))],
       'curl https://api.typeform.com/forms -H "Authorization: Bearer @@TYPEFORM_TOKEN@@"')
vendor('Calendly', lambda: [S('CALENDLY_TOKEN', jwt({'iss': 'https://auth.calendly.com', 'iat': epoch(), 'jti': uuid4(), 'user_uuid': uuid4()}))],
       'curl https://api.calendly.com/users/me -H "Authorization: Bearer @@CALENDLY_TOKEN@@"')
vendor('ClickUp', lambda: [S('CLICKUP_API_TOKEN', 'pk_' + digits(8) + '_' + rs(ANU, 32))],
       'curl https://api.clickup.com/api/v2/team -H "Authorization: @@CLICKUP_API_TOKEN@@"')
vendor('Miro', lambda: [S('MIRO_ACCESS_TOKEN', 'eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_' + rs(B64U, 27))],
       'curl https://api.miro.com/v2/boards -H "Authorization: Bearer @@MIRO_ACCESS_TOKEN@@"')
vendor('Webflow', lambda: [S('WEBFLOW_API_TOKEN', rs(HX, 64))],
       'curl https://api.webflow.com/v2/sites -H "Authorization: Bearer @@WEBFLOW_API_TOKEN@@"')
vendor('Mux', lambda: [N('MUX_TOKEN_ID', uuid4()), S('MUX_TOKEN_SECRET', rs(B64A, 75))],
       'curl https://api.mux.com/video/v1/assets -u @@MUX_TOKEN_ID@@:@@MUX_TOKEN_SECRET@@')
vendor('Snowflake', lambda: [N('SNOWFLAKE_ACCOUNT', f'{rs(UP, 7)}-{rs(UP, 7)}'), N('SNOWFLAKE_USER', 'ETL_SVC'), S('SNOWFLAKE_PASSWORD', pw_generated(16, 22))],
       'snowsql -a @@SNOWFLAKE_ACCOUNT@@ -u @@SNOWFLAKE_USER@@  # SNOWSQL_PWD=\'@@SNOWFLAKE_PASSWORD@@\'')


VENDOR_NAMES = [v['name'] for v in VENDORS]
assert len(VENDOR_NAMES) == len(dict.fromkeys(VENDOR_NAMES)), 'duplicate vendor names'


# ----------------------------------------------------------------------------------------------
# note helpers
# ----------------------------------------------------------------------------------------------
def has_batchim(word):
    ch = word.rstrip()[-1:]
    return bool(ch) and '\uac00' <= ch <= '\ud7a3' and (ord(ch) - 0xAC00) % 28 != 0


def josa(word, with_b, without_b):
    """Korean particle that agrees with the final syllable of word (e.g. 을/를, 이/가, 은/는)."""
    return word + (with_b if has_batchim(word) else without_b)


def L(lang, en, ko):
    return pick(en) if lang == 'en' else pick(ko)


def note(cat, mc, lesson, ask, secrets=(), vendors=()):
    return {'category': cat, 'fields': {'missing_context': mc, 'lesson': lesson, 'ask_next_time': ask},
            'secrets': list(dict.fromkeys(secrets)), 'vendors': list(vendors)}


def item_secrets(items, texts):
    joined = '\n'.join(texts)
    out = []
    for _, _, ss in items:
        for s in ss:
            if s in joined:
                out.append(s)
    return out


def vnote(cat, v, items, mc, lesson, ask, extra_secrets=()):
    secs = item_secrets(items, [mc, lesson, ask]) + list(extra_secrets)
    return note(cat + ': ' + v['name'], mc, lesson, ask, secs, [v['name']])


def main_secret(items):
    for _, val, ss in items:
        if ss:
            return ss[0]
    raise ValueError('no secret item')


def main_item(items):
    for it in items:
        if it[2]:
            return it
    raise ValueError('no secret item')


def vslug(v):
    """Name used for resources derived from the vendor (never overlaps a token prefix)."""
    return v['alias'] or slug(v['name'])


def vendor_host(v):
    """API host taken from the vendor's own command template (falls back to a slug)."""
    if v['host']:
        return v['host']
    t = v['curl']
    for pre in ('https://', 'http://'):
        i = t.find(pre)
        if i >= 0:
            h = t[i + len(pre):]
            for stop in '/ "\'?:@\n':
                h = h.split(stop)[0]
            if '.' in h and '@@' not in h:
                return h
    return 'api.' + vslug(v).split('-')[0] + '.com'


def main_value(items):
    return main_item(items)[1]


URL_VENDORS = ['Slack incoming webhook', 'Discord webhook', 'Alchemy', 'Infura', 'Cloudinary', 'Microsoft Teams webhook',
               'Google Chat webhook', 'Mattermost']


def needs_quote(v):
    return any(c in v for c in ' $&;?*!#()<>|"\'`\\{}[]~^%')


def shq(v):
    if not needs_quote(v):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v.replace('"', '\\"') + '"'


def yq(v):
    if any(c in v for c in ':#{}[],&*!|>\'"%@`') or v[:1] in '-?' or v.isdigit():
        return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'
    return v


def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def dotted(env):
    return env.lower().replace('_', '.')


def kebab(env):
    return env.lower().replace('_', '-')


def slug(name):
    return ''.join(c if c.isalnum() else '-' for c in name.lower()).strip('-').replace('--', '-')


def xml_esc(v):
    return v.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;')


FILLER_ENV = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=debug', 'APP_URL=https://staging.{o}.dev',
              'REDIS_URL=redis://localhost:6379/0', 'TZ=Asia/Seoul', 'FEATURE_NEW_CHECKOUT=true',
              'SENTRY_ENVIRONMENT=staging', 'DB_HOST=localhost', 'DB_PORT=5432', 'WORKER_CONCURRENCY=4',
              'PUBLIC_BASE_PATH=/app', 'HTTP_TIMEOUT_MS=15000', 'CACHE_TTL=300', 'QUEUE_NAME=default',
              'OTEL_SERVICE_NAME=api', 'AWS_REGION=us-east-1', 'DEBUG=app:*']


def fillers(n):
    o = org()
    pool = FILLER_ENV + [f'GIT_SHA={sha1h()}', f'NEXT_PUBLIC_SENTRY_DSN=https://{rs(HX, 32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}',
                         f'NEXT_PUBLIC_POSTHOG_KEY=phc_{rs(AN, 43)}', f'GOOGLE_CLIENT_ID={digits(12)}-{rs(ANL, 32)}.apps.googleusercontent.com',
                         f'BUILD_ID={uuid4()}', 'SECRET_STORE=vault', 'DB_PASSWORD_FILE=/run/secrets/db_password']
    return [f.replace('{o}', o) for f in R.sample(pool, n)]


def task(lang, n):
    return L(lang, [f'wiring up the {n} integration', f'debugging 401s from {n} in the nightly job',
                    f'upgrading the {n} SDK', 'getting the local dev stack running',
                    f'moving the {n} calls into a background worker', 'fixing the failing e2e suite',
                    f'porting the {n} client to Go', f'adding retries around {n} requests',
                    'onboarding onto the payments service', 'reproducing a prod bug locally'],
             [f'{n} 연동 붙이는 작업', f'야간 배치에서 {n} 401 나는 문제 디버깅', f'{n} SDK 버전 업그레이드',
              '로컬 개발환경 세팅', f'{n} 호출을 백그라운드 워커로 옮기는 작업', '깨진 e2e 테스트 고치기',
              f'{n} 클라이언트 Go로 포팅', f'{n} 요청에 재시도 로직 추가', '결제 서비스 온보딩',
              '운영 버그 로컬 재현'])


def ask_plain(lang, n):
    return L(lang, [f'Where is the {n} credential supposed to live (Vault, 1Password, CI secrets)?',
                    f'Who owns the {n} account, and should I request my own key instead of the shared one?',
                    f'Is there a sandbox/test key for {n} I should use locally?',
                    f'Has the {n} key been rotated since it was shared around?',
                    'Which environment file is the source of truth for local dev?', ''],
             [f'{n} 키는 원래 어디에 보관하는지 (Vault? 1Password? CI secrets?) 물어보기',
              f'{n} 계정 관리자가 누구인지, 공용 키 말고 개인 키 발급 받아야 하는지',
              f'{n} 테스트/샌드박스 키가 따로 있는지 확인', f'공유된 {n} 키 로테이션 했는지 확인 필요',
              '로컬 개발용 env 파일 기준이 뭔지 물어보기', ''])


# ----------------------------------------------------------------------------------------------
# containers for vendor credentials (each takes a vendor and a language)
# ----------------------------------------------------------------------------------------------
def c_dotenv(v, lang):
    its = v['items']()
    f = pick(['.env', '.env.local', '.env.staging', '.env.development', 'apps/api/.env', 'backend/.env',
              'services/worker/.env.production', '.env.test'])
    quote = chance(0.35)
    lines = [f'{k}="{val}"' if quote else f'{k}={val}' for k, val, _ in its]
    fl = fillers(R.randint(1, 3))
    allines = fl + lines if chance(0.5) else lines + fl
    if chance(0.3):
        allines.insert(0, pick(['# TODO: move to vault', '# shared dev creds - ask before changing',
                                f'# {v["name"]}', '# copied from staging', '# 운영키 주의']))
    block = '\n'.join(allines)
    n = v['name']
    mc = L(lang, [f'Nobody mentioned that {f} is gitignored and has to be created by hand. The values that made the '
                  f'{n} calls work:\n{block}',
                  f'While {task(lang, n)} I hit missing env vars; {f} was only on the previous dev\'s laptop. '
                  f'What it contained:\n{block}',
                  f'{f} was not in the repo and the README does not list the required variables. Working copy:\n{block}'],
           [f'{f} 파일이 gitignore 되어 있어서 직접 만들어야 한다는 걸 아무도 안 알려줌. {n} 호출이 되게 만든 값:\n{block}',
            f'{task(lang, n)} 중에 env 변수가 없어서 막힘. {f}는 이전 담당자 노트북에만 있었음. 내용:\n{block}',
            f'README에 필요한 환경변수 목록이 없음. 결국 받은 {f}:\n{block}'])
    lesson = L(lang, [f'Load {f} before starting the worker (`set -a; source {f}; set +a`); without it the {n} client '
                      f'sends an empty key and every call returns 401.',
                      f'The app reads {f} only when NODE_ENV is unset, so the {n} variables silently disappear in '
                      'docker; pass --env-file explicitly.',
                      f'Keep {f} out of git and check `git status` before committing; the {n} values above are live.'],
               [f'워커 띄우기 전에 `set -a; source {f}; set +a` 해야 함. 안 하면 {n} 클라이언트가 빈 키로 요청해서 전부 401.',
                f'docker로 띄우면 {f}를 안 읽어서 {n} 변수가 조용히 빠짐. --env-file 꼭 넘겨야 함.',
                f'{f}는 절대 커밋 금지. 위 {n} 값은 실제 운영 값임.'])
    ask = ask_plain(lang, n)
    return vnote('dotenv file', v, its, mc, lesson, ask)


def c_export(v, lang):
    its = v['items']()
    style = R.randint(0, 3)
    if style == 0:
        block = '\n'.join(f'export {k}={shq(val)}' for k, val, _ in its)
        where = pick(['~/.zshrc', '~/.bashrc', '~/.bash_profile', 'scripts/dev-env.sh'])
    elif style == 1:
        block = '\n'.join(f'set -gx {k} {shq(val)}' for k, val, _ in its)
        where = '~/.config/fish/config.fish'
    elif style == 2:
        block = '\n'.join(f'export {k}={shq(val)}' for k, val, _ in its)
        where = '.envrc (direnv)'
    else:
        block = '\n'.join(f'$ export {k}={shq(val)}' for k, val, _ in its) + '\n$ ' + pick(['make run', 'npm run dev', 'python -m app', 'go run ./cmd/api'])
        where = 'the terminal history'
    n = v['name']
    mc = L(lang, [f'The {n} credentials were only exported in {where} on the shared jump box, not documented anywhere:\n{block}',
                  f'I did not know the CLI expects the {n} variables in the shell. Found them in {where}:\n{block}',
                  f'Setup step nobody wrote down for {task(lang, n)}:\n{block}'],
           [f'{n} 인증정보가 공용 점프 서버 {where}에만 export 되어 있었고 문서엔 없음:\n{block}',
            f'CLI가 쉘 환경변수에서 {n} 값을 읽는 줄 몰랐음. {where}에서 찾은 값:\n{block}',
            f'{task(lang, n)} 하면서 알게 된, 어디에도 안 적혀 있던 세팅:\n{block}'])
    lesson = L(lang, [f'Open a new shell or `source {where.split()[0]}` after editing; the old session keeps the stale {n} value.',
                      f'The tool ignores config files when the {n} variable is set, so the exported value wins.',
                      'Exporting in an rc file leaks into every process; prefer a per-project .envrc that is gitignored.'],
               [f'rc 파일 수정 후에는 새 쉘을 열거나 source 해야 함. 기존 세션은 예전 {n} 값을 계속 씀.',
                f'{n} 환경변수가 있으면 설정 파일보다 우선함. export 값이 이김.',
                'rc 파일에 export 하면 모든 프로세스에 노출됨. 프로젝트별 .envrc + gitignore 가 나음.'])
    ask = ask_plain(lang, n)
    return vnote('shell export', v, its, mc, lesson, ask)


def c_curl(v, lang):
    its = v['items']()
    d = {k: val for k, val, _ in its}
    cmd = fill(v['curl'], d)
    n = v['name']
    prompt = pick(['$ ', '', '> ', '% '])
    mc = L(lang, [f'I didn\'t know how to exercise the {n} credential outside the app. This worked:\n{prompt}{cmd}',
                  f'The runbook skips the manual {n} step. Command the on-call engineer pasted in the channel:\n{cmd}',
                  f'While {task(lang, n)} I needed a quick sanity check from the terminal:\n{cmd}',
                  f'From the shell history of the shared ops box ({n}):\n{prompt}{cmd}'],
           [f'{n} 인증값을 앱 밖에서 확인하는 방법을 몰랐음. 이렇게 하니 됨:\n{prompt}{cmd}',
            f'런북에 {n} 수동 절차가 빠져 있음. 온콜 담당자가 채널에 붙여준 명령:\n{cmd}',
            f'{task(lang, n)} 중 터미널에서 바로 확인해 볼 필요가 있었음:\n{cmd}',
            f'공용 운영 서버 쉘 히스토리에서 찾은 {n} 명령:\n{prompt}{cmd}'])
    lesson = L(lang, [f'If this command works, the {n} credential is fine and the bug is in our client config, not the key.',
                      'Anything typed with the credential inline stays in ~/.zsh_history; read it from a file or env var instead.',
                      f'{n} answers 403 (not 401) when the credential is valid but lacks the scope or permission.',
                      'The shared box keeps shell history for everyone with sudo, so this command is readable by the whole ops team.'],
               [f'이 명령이 되면 {n} 인증값은 문제없고 우리 클라이언트 설정 문제임.',
                '인증값을 명령에 직접 넣으면 ~/.zsh_history에 남음. 파일이나 환경변수에서 읽게 해야 함.',
                f'{n}는 인증값은 맞는데 scope/권한이 없으면 401 말고 403을 줌.',
                '공용 서버라 sudo 가진 사람은 다 쉘 히스토리를 볼 수 있음. 운영팀 전체가 이 명령을 볼 수 있는 셈.'])
    ask = ask_plain(lang, n)
    return vnote('curl command', v, its, mc, lesson, ask)


GENERIC_SDK = {
    'python': 'resp = requests.get(\n    "https://api.example-vendor.com/v1/items",\n    headers={"Authorization": "Bearer @@T@@"},\n    timeout=10,\n)',
    'javascript': 'const res = await fetch(`${BASE_URL}/v1/items`, {\n  headers: { Authorization: "Bearer @@T@@" },\n});',
    'go': 'req.Header.Set("Authorization", "Bearer @@T@@")',
    'kotlin': 'val request = Request.Builder().url(url).header("Authorization", "Bearer @@T@@").build()',
    'csharp': 'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "@@T@@");',
    'rust': 'let resp = client.get(url).bearer_auth("@@T@@").send().await?;',
    'php': '$client = new GuzzleHttp\\Client([\'headers\' => [\'Authorization\' => \'Bearer @@T@@\']]);',
    'java': 'conn.setRequestProperty("Authorization", "Bearer @@T@@");',
    'ruby': "conn = Faraday.new(url: BASE_URL, headers: { 'Authorization' => 'Bearer @@T@@' })",
    'swift': 'request.setValue("Bearer @@T@@", forHTTPHeaderField: "Authorization")',
}


def c_sdk(v, lang):
    its = v['items']()
    d = {k: val for k, val, _ in its}
    if v['sdk'] and chance(0.85):
        lng = pick(list(v['sdk'].keys()))
        code = fill(v['sdk'][lng], d)
    else:
        lng = pick(list(GENERIC_SDK.keys()))
        code = fill(GENERIC_SDK[lng], {'T': main_secret(its)}).replace('api.example-vendor.com', vendor_host(v))
    fname = {'python': pick(['app/clients.py', 'scripts/backfill.py', 'tests/conftest.py', 'worker/tasks.py']),
             'typescript': pick(['src/lib/client.ts', 'server/index.ts', 'scripts/sync.ts']),
             'javascript': pick(['index.js', 'src/services/notify.js', 'lambda/handler.js']),
             'go': pick(['internal/client/client.go', 'cmd/sync/main.go']), 'ruby': 'config/initializers/vendor.rb',
             'php': 'app/Services/Gateway.php', 'java': 'src/main/java/com/acme/Config.java',
             'csharp': 'Services/ApiClient.cs', 'kotlin': 'app/src/main/java/com/acme/Api.kt',
             'rust': 'src/client.rs', 'swift': 'Sources/App/APIClient.swift'}.get(lng, 'main.py')
    n = v['name']
    mc = L(lang, [f'The {n} credential is hardcoded in {fname} instead of coming from config; I only found out when '
                  f'grepping for the client:\n{code}',
                  f'Nobody told me {fname} already had a working {n} client. The constructor call:\n{code}',
                  f'For {task(lang, n)} I copied the initialisation from {fname}:\n{code}'],
           [f'{n} 인증값이 설정에서 안 오고 {fname}에 하드코딩 되어 있었음. 클라이언트 grep 하다 발견:\n{code}',
            f'{fname}에 이미 동작하는 {n} 클라이언트가 있다는 걸 몰랐음. 생성 코드:\n{code}',
            f'{task(lang, n)} 하면서 {fname}의 초기화 코드 그대로 가져옴:\n{code}'])
    lesson = L(lang, [f'Replace the literal with an environment lookup before the next release; the same {n} key is used in prod.',
                      f'The {n} client is created at import time, so tests that patch the env var afterwards still use the hardcoded value.',
                      'Secret scanning did not catch this because the file is excluded in .gitleaks.toml.'],
               [f'다음 릴리스 전에 하드코딩 값을 환경변수 조회로 바꿔야 함. 같은 {n} 키를 운영에서도 씀.',
                f'{n} 클라이언트가 import 시점에 생성돼서 테스트에서 나중에 env 패치해도 하드코딩 값이 쓰임.',
                '.gitleaks.toml에서 이 파일이 제외돼 있어서 시크릿 스캔에 안 걸렸음.'])
    ask = ask_plain(lang, n)
    return vnote('SDK constructor (' + lng + ')', v, its, mc, lesson, ask)


def c_mcp(v, lang):
    its = v['items']()
    envs = {k: val for k, val, _ in its}
    if v['mcp']:
        sname, pkg = v['mcp']
        envs = {'GITHUB_PERSONAL_ACCESS_TOKEN': main_secret(its)}
        its = [S('GITHUB_PERSONAL_ACCESS_TOKEN', main_secret(its))]
    else:
        sname = vslug(v)
        pkg = pick([f'{sname}-mcp', f'@{sname.split("-")[0]}/mcp-server', f'mcp-server-{sname}'])
    client = pick(['claude', 'cursor', 'gemini', 'codex', 'claude-desktop'])
    if client == 'codex':
        fname = '~/.codex/config.toml'
        envl = ', '.join(f'{k} = "{val}"' for k, val in envs.items())
        block = f'[mcp_servers.{sname}]\ncommand = "npx"\nargs = ["-y", "{pkg}"]\nenv = {{ {envl} }}'
    else:
        fname = {'claude': '.mcp.json', 'cursor': '.cursor/mcp.json', 'gemini': '~/.gemini/settings.json',
                 'claude-desktop': 'claude_desktop_config.json'}[client]
        cfg = {'mcpServers': {sname: {'command': 'npx', 'args': ['-y', pkg], 'env': envs}}}
        block = json.dumps(cfg, indent=2, ensure_ascii=False)
    n = v['name']
    mc = L(lang, [f'The {n} MCP server would not start for me; the project {fname} that works for the rest of the team is:\n{block}',
                  f'I wasn\'t told the {n} tools come from an MCP server configured in {fname}:\n{block}'],
           [f'{n} MCP 서버가 안 떠서 확인해보니 팀에서 쓰는 {fname} 설정은 이거였음:\n{block}',
            f'{n} 도구가 {fname}에 설정된 MCP 서버에서 온다는 걸 몰랐음:\n{block}'])
    lesson = L(lang, [f'{fname} is checked in, so the token in its env block is visible to everyone with repo access; '
                      'it should reference an env var instead.',
                      'MCP servers launched via npx inherit only the env block, not my shell, so the key has to be there '
                      'or be passed through with ${VAR} expansion.',
                      'After editing the MCP config the agent has to be restarted; reloading the window is not enough.'],
               [f'{fname}가 커밋되어 있어서 env 블록의 토큰이 레포 권한 있는 모두에게 보임. 환경변수 참조로 바꿔야 함.',
                'npx로 뜨는 MCP 서버는 내 쉘 환경변수를 못 받고 env 블록만 받음. ${VAR} 확장으로 넘기는 게 맞음.',
                'MCP 설정 바꾼 뒤엔 에이전트를 재시작해야 반영됨. 창 새로고침으로는 안 됨.'])
    ask = ask_plain(lang, n)
    return vnote('MCP config (' + client + ')', v, its, mc, lesson, ask)


def c_compose(v, lang):
    its = v['items']()
    svc = pick(['api', 'worker', 'web', 'scheduler', 'notifier'])
    img = pick(['ghcr.io/acme/api:latest', 'node:20-alpine', 'python:3.12-slim', 'acme/worker:2.3.1'])
    if chance(0.5):
        envb = '\n'.join(f'      {k}: {yq(val)}' for k, val, _ in its)
    else:
        envb = '\n'.join(f'      - {k}={val}' for k, val, _ in its)
    block = f'services:\n  {svc}:\n    image: {img}\n    environment:\n{envb}'
    n = v['name']
    mc = L(lang, [f'docker-compose.override.yml (not in the repo, passed around on Slack) sets the {n} credentials for the {svc} service:\n{block}',
                  f'I didn\'t know local compose needs a {n} key; the override file from a teammate:\n{block}'],
           [f'레포에 없는 docker-compose.override.yml(슬랙으로 돌던 파일)에 {svc} 서비스용 {n} 인증값이 들어있음:\n{block}',
            f'로컬 compose에 {n} 키가 필요하다는 걸 몰랐음. 팀원한테 받은 override 파일:\n{block}'])
    lesson = L(lang, ['Compose merges override files automatically, so the values above win over .env; `docker compose config` shows the effective env.',
                      f'If the {svc} container starts before the env is set it caches an empty key until restart.',
                      '`$` inside compose values must be doubled, otherwise interpolation mangles the credential.'],
               ['compose가 override 파일을 자동 병합해서 위 값이 .env보다 우선함. `docker compose config`로 실제 env 확인 가능.',
                f'{svc} 컨테이너가 env 설정 전에 뜨면 재시작 전까지 빈 키를 캐시함.',
                'compose 값 안의 `$`는 두 번 써야 함. 안 그러면 보간 때문에 값이 깨짐.'])
    ask = ask_plain(lang, n)
    return vnote('docker-compose environment', v, its, mc, lesson, ask)


def c_k8s(v, lang):
    its = v['items']()
    name = vslug(v) + '-credentials'
    ns = pick(['default', 'payments', 'platform', 'staging', 'apps'])
    b64mode = chance(0.45)
    extra = []
    if b64mode:
        rows = []
        for k, val, ss in its:
            enc = b64(val.encode())
            rows.append(f'  {k}: {enc}')
            if ss:
                extra.append(enc)
        block = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {ns}\ntype: Opaque\ndata:\n' + '\n'.join(rows)
        its_for = [(k, val, []) for k, val, _ in its]
    else:
        rows = '\n'.join(f'  {k}: {yq(val)}' for k, val, _ in its)
        block = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {ns}\nstringData:\n{rows}'
        its_for = its
    n = v['name']
    mc = L(lang, [f'The {n} credentials for the cluster are applied from a manifest that lives outside the GitOps repo (k8s/secrets/{name}.yaml on the ops laptop):\n{block}',
                  f'Pods crashed with missing env because the Secret was never created in {ns}. The manifest I eventually got:\n{block}'],
           [f'클러스터용 {n} 인증값은 GitOps 레포 밖(운영 노트북의 k8s/secrets/{name}.yaml)에서 apply 하고 있었음:\n{block}',
            f'{ns} 네임스페이스에 Secret이 없어서 파드가 env 없이 죽었음. 결국 받은 매니페스트:\n{block}'])
    lesson = L(lang, ['Base64 in a Secret is encoding, not encryption; anyone who can read this file has the credential.' if b64mode else
                      'stringData is converted to base64 on apply, but the file itself is plaintext and must not be committed.',
                      f'After `kubectl apply` the deployment must be restarted (`kubectl rollout restart deploy -n {ns}`) to pick up the new values.',
                      'The chart expects the Secret name in values.existingSecret; otherwise it generates a random one.'],
               ['Secret의 base64는 암호화가 아니라 인코딩일 뿐. 파일 읽을 수 있으면 값 그대로 노출됨.' if b64mode else
                'stringData는 apply 시 base64로 바뀌지만 파일 자체는 평문이라 커밋하면 안 됨.',
                f'`kubectl apply` 후엔 `kubectl rollout restart deploy -n {ns}` 해야 새 값 반영됨.',
                '차트는 values.existingSecret에 Secret 이름을 기대함. 없으면 랜덤 값 생성함.'])
    ask = ask_plain(lang, n)
    return vnote('k8s Secret manifest' + (' (base64 data)' if b64mode else ' (stringData)'), v, its_for, mc, lesson, ask, extra)


def c_ci(v, lang):
    its = v['items']()
    kind = R.randint(0, 3)
    if kind == 0:
        envb = '\n'.join(f'      {k}: {yq(val)}' for k, val, _ in its)
        block = (f'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n{envb}\n    steps:\n'
                 '      - uses: actions/checkout@v4\n      - run: make deploy')
        fname, ci = '.github/workflows/deploy.yml', 'GitHub Actions'
    elif kind == 1:
        envb = '\n'.join(f'  {k}: {yq(val)}' for k, val, _ in its)
        block = f'variables:\n{envb}\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh'
        fname, ci = '.gitlab-ci.yml', 'GitLab CI'
    elif kind == 2:
        envb = '\n'.join(f'          {k}: {yq(val)}' for k, val, _ in its)
        block = (f'jobs:\n  release:\n    docker:\n      - image: cimg/node:20.11\n        environment:\n{envb}\n'
                 '    steps:\n      - checkout\n      - run: npm run release')
        fname, ci = '.circleci/config.yml', 'CircleCI'
    else:
        envb = '\n'.join(f"        {k} = '{val}'" for k, val, _ in its)
        block = f"pipeline {{\n    agent any\n    environment {{\n{envb}\n    }}\n    stages {{\n        stage('Deploy') {{ steps {{ sh './deploy.sh' }} }}\n    }}\n}}"
        fname, ci = 'Jenkinsfile', 'Jenkins'
    n = v['name']
    mc = L(lang, [f'The {ci} pipeline has the {n} credentials inlined in {fname} rather than in the CI secret store:\n{block}',
                  f'I didn\'t know the deploy job gets {n} access from literal values in {fname}:\n{block}'],
           [f'{ci} 파이프라인 {fname}에 {n} 인증값이 CI 시크릿 말고 평문으로 박혀 있음:\n{block}',
            f'배포 잡이 {fname}의 평문 값으로 {n}에 접근한다는 걸 몰랐음:\n{block}'])
    lesson = L(lang, [f'Anyone who can read the repo (including forks) can read {fname}; these belong in the {ci} secret settings.',
                      'Masking in CI logs only works for registered secrets, so these literals print in plain text when the job echoes its env.',
                      f'Removing the lines is not enough: the values stay in git history, so the {n} key must be rotated.'],
               [f'레포 읽기 권한(포크 포함)만 있으면 {fname} 볼 수 있음. {ci} 시크릿 설정으로 옮겨야 함.',
                'CI 로그 마스킹은 등록된 시크릿에만 적용돼서 잡이 env 출력하면 이 값들이 그대로 찍힘.',
                f'줄 삭제만으론 부족함. git 히스토리에 남아 있으니 {n} 키 로테이션 필요.'])
    ask = ask_plain(lang, n)
    return vnote('CI file literal (' + ci + ')', v, its, mc, lesson, ask)


def c_conf(v, lang):
    its = v['items']()
    sect = vslug(v).replace('-', '_')
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'[{sect}]\n' + '\n'.join(f'{k.lower()} = "{val}"' for k, val, _ in its)
        fname = pick(['config/production.toml', 'settings.toml', 'config.toml', 'fly.toml'])
        fmt = 'TOML'
    elif kind == 1:
        block = f'[{sect}]\n' + '\n'.join(f'{k.lower()} = {val}' for k, val, _ in its)
        fname = pick(['config.ini', 'settings.ini', 'app.cfg', 'setup.cfg', 'conf/app.conf'])
        fmt = 'INI'
    else:
        block = f'{sect}:\n' + '\n'.join(f'  {camel(k)}: {yq(val)}' for k, val, _ in its)
        fname = pick(['config/application-prod.yml', 'config/settings.yaml', 'values.prod.yaml', 'conf/app.yaml'])
        fmt = 'YAML'
    n = v['name']
    mc = L(lang, [f'The service reads {n} credentials from {fname}, which is not documented; the section that matters:\n{block}',
                  f'Config precedence surprised me: {fname} overrides env vars for {n}. Current contents:\n{block}'],
           [f'서비스가 {n} 인증값을 {fname}에서 읽는데 문서에 없음. 해당 섹션:\n{block}',
            f'{n} 설정에서 {fname}가 환경변수보다 우선인 줄 몰랐음. 현재 내용:\n{block}'])
    lesson = L(lang, [f'Edit {fname} on the host, not in the image; the container mounts it read-only at /etc/app.',
                      f'The loader lowercases keys, so {n.upper()}-style env names do not override this file.',
                      f'This file is in the backup bucket too, so the {n} secret is effectively in two more places.'],
               [f'{fname}는 이미지 말고 호스트에서 수정해야 함. 컨테이너는 /etc/app에 read-only로 마운트함.',
                '로더가 키를 소문자로 바꿔서 대문자 env 이름으로는 이 파일 값을 못 덮어씀.',
                f'이 파일이 백업 버킷에도 있어서 {n} 시크릿이 사실상 두 군데 더 있는 셈.'])
    ask = ask_plain(lang, n)
    return vnote('app config (' + fmt + ')', v, its, mc, lesson, ask)


def c_xmlprops(v, lang):
    its = v['items']()
    kind = R.randint(0, 2)
    if kind == 0:
        rows = '\n'.join(f'    <add key="{k}" value="{xml_esc(val)}" />' for k, val, _ in its)
        block = f'<appSettings>\n{rows}\n</appSettings>'
        fname, fmt = pick(['Web.config', 'App.config', 'Web.Release.config']), 'XML appSettings'
        its = [(k, xml_esc(val), [xml_esc(s) for s in ss]) for k, val, ss in its]
    elif kind == 1:
        rows = '\n'.join(f'{dotted(k)}={val}' for k, val, _ in its)
        block = rows
        fname, fmt = pick(['src/main/resources/application.properties', 'gradle.properties', 'local.properties',
                           'config/app-prod.properties']), 'properties'
    else:
        rows = '\n'.join(f'    <string name="{k.lower()}">{xml_esc(val)}</string>' for k, val, _ in its)
        block = f'<resources>\n{rows}\n</resources>'
        fname, fmt = 'app/src/main/res/values/secrets.xml', 'Android strings.xml'
        its = [(k, xml_esc(val), [xml_esc(s) for s in ss]) for k, val, ss in its]
    n = v['name']
    mc = L(lang, [f'{fname} carries the {n} credentials and is only on the build machine:\n{block}',
                  f'I didn\'t know the {n} settings come from {fname}; the release build failed without it. Contents:\n{block}'],
           [f'{fname}에 {n} 인증값이 있고 빌드 머신에만 존재함:\n{block}',
            f'{n} 설정이 {fname}에서 온다는 걸 몰라서 릴리스 빌드가 실패했음. 내용:\n{block}'])
    lesson = L(lang, [f'The release build copies {fname} into the artifact, so the {n} value ships with the package.',
                      ['The Web.config transform for Release does not replace these keys; the same value is used everywhere.',
                       f'Missing {fname} fails with a generic NullPointerException at startup, not a config error.',
                       'Anything in strings.xml is readable from the APK with apktool; server keys must not ship in the app.'][kind]],
               [f'릴리스 빌드가 {fname}를 산출물에 포함시켜서 {n} 값이 패키지에 같이 나감.',
                ['Release용 Web.config 변환이 이 키들은 안 바꿔서 모든 환경에서 같은 값을 씀.',
                 f'{fname}이 없으면 설정 에러가 아니라 시작 시 NullPointerException으로 죽음.',
                 'strings.xml 내용은 apktool로 APK에서 그대로 보임. 서버 키를 앱에 넣으면 안 됨.'][kind]])
    ask = ask_plain(lang, n)
    return vnote(fmt, v, its, mc, lesson, ask)


def c_terraform(v, lang):
    its = v['items']()
    kind = R.randint(0, 2)
    if kind == 0:
        block = '\n'.join(f'{k.lower()} = "{val}"' for k, val, _ in its)
        fname = pick(['terraform.tfvars', 'envs/prod.tfvars', 'secrets.auto.tfvars'])
    elif kind == 1:
        k, val, _ = main_item(its)
        block = f'variable "{k.lower()}" {{\n  type    = string\n  default = "{val}"\n}}'
        its = [main_item(its)]
        fname = 'variables.tf'
    else:
        rows = '\n'.join(f'      {k} = "{val}"' for k, val, _ in its)
        block = (f'resource "aws_lambda_function" "{pick(["notifier", "sync", "webhook"])}" {{\n  # ...\n  environment {{\n'
                 f'    variables = {{\n{rows}\n    }}\n  }}\n}}')
        fname = pick(['lambda.tf', 'main.tf', 'modules/notifier/main.tf'])
    n = v['name']
    mc = L(lang, [f'The {n} credentials are set in {fname}, which I did not expect to contain secrets:\n{block}',
                  f'`terraform plan` needed the {n} values; they come from {fname}:\n{block}'],
           [f'{fname}에 {n} 인증값이 들어 있을 줄 몰랐음:\n{block}',
            f'`terraform plan`에 {n} 값이 필요했는데 {fname}에서 옴:\n{block}'])
    lesson = L(lang, ['Values in Terraform also land in the state file in plaintext, so the remote state bucket holds them too.',
                      'Mark the variable `sensitive = true` and feed it from TF_VAR_ env vars instead of the file.'] +
               (['Lambda environment variables are visible in the console to anyone with read access.'] if kind == 2 else []),
               ['Terraform 값은 state 파일에도 평문으로 들어가서 원격 state 버킷에도 남음.',
                '변수에 `sensitive = true` 걸고 파일 대신 TF_VAR_ 환경변수로 넣는 게 맞음.'] +
               (['Lambda 환경변수는 콘솔 읽기 권한만 있어도 다 보임.'] if kind == 2 else []))
    ask = ask_plain(lang, n)
    return vnote('Terraform', v, its, mc, lesson, ask)


def c_docker(v, lang):
    its = v['items']()
    if chance(0.5):
        block = 'FROM python:3.12-slim\nWORKDIR /app\n' + '\n'.join(f'ENV {k}={val}' for k, val, _ in its) + '\nCOPY . .\nCMD ["python", "-m", "app"]'
        what = 'Dockerfile'
    else:
        envs = ' '.join(f'-e {k}={shq(val)}' for k, val, _ in its)
        block = f'docker run -d --name {pick(["api", "worker", "bot"])} {envs} {pick(["acme/api:1.9", "ghcr.io/acme/worker:main"])}'
        what = 'docker run'
    n = v['name']
    mc = L(lang, [f'The image gets its {n} credentials at build/run time like this (found in the deploy script):\n{block}',
                  f'Nobody said the container needs {n} access; the command on the old VM was:\n{block}'],
           [f'이미지가 {n} 인증값을 이렇게 받고 있었음 (배포 스크립트에서 발견):\n{block}',
            f'컨테이너에 {n} 접근이 필요하다는 얘기가 없었음. 예전 VM에서 쓰던 명령:\n{block}'])
    if what == 'Dockerfile':
        lesson = L(lang, ['ENV in the Dockerfile bakes the key into the image config pushed to the registry; `docker history` shows it.',
                          'Use a BuildKit secret mount or runtime env instead; every image pulled from the registry carries this value.'],
                   ['Dockerfile의 ENV는 레지스트리에 푸시되는 이미지 설정에 키를 박아버림. `docker history`로 보임.',
                    'BuildKit secret mount나 런타임 env를 써야 함. 레지스트리에서 받은 모든 이미지에 이 값이 들어 있음.'])
    else:
        lesson = L(lang, ['`docker inspect` shows -e values to anyone with access to the Docker socket; use --env-file with a 600 file.',
                          'The container ignores later changes to the host env; it has to be recreated.'],
                   ['`docker inspect` 하면 Docker 소켓 접근 권한 있는 누구나 -e 값이 보임. 권한 600 파일로 --env-file 써야 함.',
                    '호스트 env 바꿔도 컨테이너는 반영 안 됨. 다시 만들어야 함.'])
    ask = ask_plain(lang, n)
    return vnote(what, v, its, mc, lesson, ask)


def c_prose(v, lang):
    its = v['items']()
    k, t, ss = main_item(its)
    n = v['name']
    who = pick(PEOPLE).capitalize() if lang == 'en' else ko_person()
    mc = L(lang, [f'I wasn\'t given any {n} access. {who} told me to use the team key {t} until I get my own.',
                  f'The {n} key the staging environment uses is {t}; it is not written down anywhere except an old ticket.',
                  f'Missing: the {n} credential. The one that works right now is {t} (from {who}).',
                  f'For {task(lang, n)} I used {t} as the {n} key, which I found in the old deploy notes.'],
           [f'{n} 접근 권한을 못 받았음. {who}이 개인 키 나오기 전까지 팀 키 {t} 쓰라고 함.',
            f'{n} 키 어디 있는지 몰라서 한참 찾음. 결국 {who}한테 받은 키는 {t}이고 스테이징/운영 공용임.',
            f'빠진 정보: {n} 인증값. {t}로 호출하니까 됨.',
            f'스테이징이 쓰는 {n} 키는 {t} 인데, 옛날 티켓 말고는 어디에도 안 적혀 있음.',
            f'빠진 정보: {n} 인증값. 지금 동작하는 건 {t} ({who}한테 받음).',
            f'{task(lang, n)} 하면서 예전 배포 노트에 있던 {t}를 {n} 키로 썼음.'])
    lesson = L(lang, [f'The shared {n} key has full admin scope; a read-only key would have been enough for this task.',
                      f'{n} rate-limits per key, so sharing one key between CI and developers causes random 429s.',
                      f'Requests with this {n} key only work from the office IP range (allowlist).'],
               [f'공용 {n} 키가 admin 권한 전체임. 이번 작업엔 읽기 전용 키면 충분했음.',
                f'{n}는 키 단위로 rate limit 걸려서 CI랑 개발자가 키 하나 같이 쓰면 429가 랜덤하게 남.',
                f'이 {n} 키는 사무실 IP 대역(허용 목록)에서만 동작함.'])
    ask = L(lang, [f'Can I get my own {n} key instead of {t}?', f'Is {t} still valid or was it rotated?', ask_plain(lang, n)],
            [f'{t} 말고 개인 {n} 키 받을 수 있는지?', f'{t} 아직 유효한지, 로테이션 됐는지?', ask_plain(lang, n)])
    return vnote('prose mention', v, its, mc, lesson, ask)


def c_chat(v, lang):
    its = v['items']()
    t = main_value(its)
    a, b = R.sample(PEOPLE, 2)
    hh = f'{R.randint(9, 18):02d}:{R.randint(0, 59):02d}'
    hh2 = f'{int(hh[:2]):02d}:{min(59, int(hh[3:]) + R.randint(1, 5)):02d}'
    n = v['name']
    if lang == 'en':
        msg = pick([f'here you go: {t}', f'use {t} for now, I\'ll make you one tomorrow', f'{n} key -> {t}',
                    f'try this one {t} (prod, be careful)'])
        chat = f'[{hh}] {b}: does anyone have the {n} key for staging?\n[{hh2}] {a}: {msg}'
    else:
        ka, kb = R.sample(KO_PEOPLE, 2)
        msg = pick([f'여기요 {t}', f'일단 {t} 이거 쓰세요, 내일 새로 발급해 드릴게요', f'{n} 키 -> {t}',
                    f'이거 써보세요 {t} (운영키라 조심)'])
        chat = f'[{hh}] {kb}: 스테이징 {n} 키 가지고 계신 분?\n[{hh2}] {ka}: {msg}'
    mc = L(lang, [f'The {n} key was never handed over formally; it was pasted in the team channel:\n{chat}',
                  f'Copied from the #dev thread, since nothing else documented the {n} access:\n{chat}'],
           [f'{n} 키는 정식 인수인계 없이 팀 채널에 붙여넣기로 공유됐음:\n{chat}',
            f'{n} 접근 방법이 어디에도 없어서 #dev 스레드에서 복사함:\n{chat}'])
    lesson = L(lang, ['Keys pasted in chat end up in exports and search; ask for a vault link instead.',
                      f'The key from the thread works, but it is the production {n} key, not staging.',
                      'Slack history is retained for 2 years here, so anything pasted stays searchable.'],
               ['채팅에 붙인 키는 검색/내보내기에 남음. 다음엔 vault 링크로 달라고 하기.',
                f'스레드에서 받은 키는 동작하지만 스테이징이 아니라 운영 {n} 키였음.',
                '여기 슬랙 기록 보존기간이 2년이라 붙여넣은 건 계속 검색됨.'])
    ask = ask_plain(lang, n)
    return vnote('chat paste', v, its, mc, lesson, ask)


def c_log(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    t = ss[0]
    ts = f'2025-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z'
    kind = R.randint(0, 2)
    if kind == 0:
        log = (f'{ts} DEBUG http.client send: b\'GET {pick(["/v1/", "/v2/", "/api/"])}{pick(["items", "status", "me", "events"])} HTTP/1.1\\r\\nHost: {vendor_host(v)}\\r\\n'
               f'Authorization: Bearer {t}\\r\\nUser-Agent: python-requests/2.32.3\\r\\n\'')
    elif kind == 1:
        log = f'{ts} INFO  config loaded: {{"env": "staging", "{k.lower()}": "{val}", "timeout": 30}}'
    else:
        log = (f'{ts} ERROR request failed status=401 url=https://{vendor_host(v)}/v2/sync '
               f'headers={{\'X-Api-Key\': \'{t}\', \'Accept\': \'application/json\'}}')
    n = v['name']
    mc = L(lang, [f'The worker logs at DEBUG in staging, which nobody mentioned. While tracing the {n} failure I found this line in the log:\n{log}',
                  f'The log shipper keeps 30 days of debug output; grepping for the {n} error turned up:\n{log}'],
           [f'스테이징 워커가 DEBUG 레벨로 로그를 남긴다는 걸 아무도 말 안 해줌. {n} 실패 추적하다 찾은 로그:\n{log}',
            f'로그 수집기가 디버그 로그를 30일 보관함. {n} 에러 grep 하니까 이게 나옴:\n{log}'])
    lesson = L(lang, [['The HTTP client logs full request headers at DEBUG; set the logger for urllib3/http.client to WARNING.',
                       'Config dumps at startup print every value; the redaction list only covers keys named *password*.',
                       'The error handler logs the request headers on failure; it should drop Authorization and *-Key headers.'][kind],
                      f'The failure itself was a clock-skew issue, but the {n} credential is now in the log index and must be rotated.'],
               [['HTTP 클라이언트가 DEBUG에서 요청 헤더 전체를 찍음. urllib3/http.client 로거를 WARNING으로 올려야 함.',
                 '시작 시 config 덤프가 모든 값을 찍음. 마스킹 목록은 *password* 이름만 처리함.',
                 '에러 핸들러가 실패 시 요청 헤더를 로그로 남김. Authorization 과 *-Key 헤더는 빼야 함.'][kind],
                f'실패 원인은 시간 오차였지만 {n} 인증값이 로그 인덱스에 남았으니 로테이션 필요.'])
    ask = ask_plain(lang, n)
    return vnote('log line leak', v, its, mc, lesson, ask)


def c_diff(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    fname = pick(['src/config.ts', 'settings/base.py', 'config/default.json', 'internal/config/config.go', 'app.js'])
    if fname.endswith('.py'):
        old, new = f'-{k} = "{val}"', f'+{k} = os.environ["{k}"]'
    elif fname.endswith('.json'):
        old, new = f'-  "{camel(k)}": "{val}",', f'+  "{camel(k)}": "${{{k}}}",'
    elif fname.endswith('.go'):
        old, new = f'-\t{camel(k).capitalize()}: "{val}",', f'+\t{camel(k).capitalize()}: os.Getenv("{k}"),'
    else:
        old, new = f"-const {k} = '{val}';", f'+const {k} = process.env.{k};'
    diff = f'--- a/{fname}\n+++ b/{fname}\n@@ -{R.randint(3, 80)},{3} +{R.randint(3, 80)},{3} @@\n{old}\n{new}'
    n = v['name']
    mc = L(lang, [f'The previous PR "move secrets to env" only removed the {n} key from the current tree; the diff still shows it:\n{diff}',
                  f'I didn\'t know the {n} key had ever been committed. `git log -p` on {fname}:\n{diff}'],
           [f'이전 PR "시크릿 env로 이동"이 현재 트리에서만 {n} 키를 지웠고 diff에는 그대로 남아있음:\n{diff}',
            f'{n} 키가 커밋된 적이 있는 줄 몰랐음. {fname}의 `git log -p`:\n{diff}'])
    lesson = L(lang, [f'Removing a secret in a later commit does not remove it from history; the {n} key has to be revoked.',
                      'git filter-repo would be needed to purge it, and every clone would have to re-clone.',
                      'The PR review only looked at the + lines.'],
               [f'나중 커밋에서 지워도 히스토리에서 안 지워짐. {n} 키는 폐기해야 함.',
                '완전히 지우려면 git filter-repo 필요하고 모든 클론을 다시 받아야 함.',
                'PR 리뷰 때 + 라인만 봤음.'])
    ask = ask_plain(lang, n)
    return vnote('git diff', v, its, mc, lesson, ask)


def c_split(v, lang):
    its = v['items']()
    t = main_value(its)
    n = v['name']
    mc = L(lang, [f'Nobody told me which {n} key the integration tests expect. After asking around, the key they use is',
                  f'The {n} credential was missing from the handover doc; {pick(PEOPLE).capitalize()} eventually sent it. The {n} key:'],
           [f'통합 테스트가 어떤 {n} 키를 쓰는지 아무도 안 알려줌. 물어물어 알아낸 키는',
            f'인수인계 문서에 {n} 인증값이 빠져 있었음. {ko_person()}이 나중에 보내준 {n} 키:'])
    lesson = L(lang, [f'{t} — and it only works against the EU endpoint, which is why the US base URL kept returning 401.',
                      f'{t}. It has to be set before the test process starts; the fixture reads it once at session start.'],
               [f'{t} 이고, EU 엔드포인트에서만 동작함. 그래서 US base URL로 보내면 계속 401이었음.',
                f'{t}. 테스트 프로세스 시작 전에 설정해야 함. fixture가 세션 시작할 때 한 번만 읽음.'])
    ask = ask_plain(lang, n)
    return vnote('split across fields', v, its, mc, lesson, ask)


def c_secretset(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    tool = R.randint(0, 7)
    cmd = [f'fly secrets set {k}={shq(val)} -a {pick(["acme-api", "acme-web"])}',
           f'gh secret set {k} --body {shq(val)} --repo acme/{pick(["api", "web", "infra"])}',
           f'heroku config:set {k}={shq(val)} -a acme-{pick(["prod", "staging"])}',
           f'supabase secrets set {k}={shq(val)}',
           f'kubectl create secret generic {vslug(v)} --from-literal={k}={shq(val)} -n {pick(["prod", "apps"])}',
           f'aws ssm put-parameter --name /{pick(["prod", "staging"])}/{k.lower()} --type SecureString --value {shq(val)} --overwrite',
           f'firebase functions:config:set {vslug(v).replace("-", "")}.key={shq(val)}',
           f'railway variables --set "{k}={val}"'][tool]
    n = v['name']
    mc = L(lang, [f'I didn\'t know the {n} secret had to be pushed to the platform separately. The command from the release checklist:\n{cmd}',
                  f'Deploy failed with a missing {k}; the previous deployer ran this by hand:\n{cmd}'],
           [f'{n} 시크릿을 플랫폼에 따로 넣어야 하는 줄 몰랐음. 릴리스 체크리스트에 있던 명령:\n{cmd}',
            f'{k}가 없어서 배포가 실패함. 이전 배포 담당자가 손으로 실행하던 명령:\n{cmd}'])
    lesson = L(lang, ['Running it with the value on the command line leaves it in shell history; pipe it from a file or use the interactive prompt.',
                      'Setting a secret triggers a restart of every machine in the app, so do it outside peak hours.',
                      f'The platform stores the {n} secret encrypted, but the checklist itself is a plain Google Doc.'],
               ['값을 명령행에 넣으면 쉘 히스토리에 남음. 파일에서 파이프로 넘기거나 대화형 입력 써야 함.',
                '시크릿 설정하면 앱의 모든 머신이 재시작되니까 피크 시간 피해서 해야 함.',
                f'플랫폼은 {n} 시크릿을 암호화해서 저장하지만 체크리스트 자체가 평문 구글 문서임.'])
    ask = ask_plain(lang, n)
    return vnote('secrets-set CLI', v, its, mc, lesson, ask)


def c_notebook(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    cell = {'cell_type': 'code', 'execution_count': R.randint(1, 40), 'metadata': {},
            'source': ['import os\n', f'os.environ["{k}"] = "{val}"\n', pick(['client = make_client()', 'df = load_events()', 'run_eval()'])]}
    block = json.dumps(cell, indent=1, ensure_ascii=False)
    nb = pick(['notebooks/explore.ipynb', 'analysis/eval.ipynb', 'scratch/demo.ipynb'])
    n = v['name']
    mc = L(lang, [f'{nb} sets the {n} key inline, and the notebook is committed. The raw cell JSON:\n{block}',
                  f'I didn\'t know the eval notebook depends on {n}. The setup cell in {nb}:\n{block}'],
           [f'{nb}에서 {n} 키를 셀 안에 직접 넣고 있고 노트북이 커밋돼 있음. 셀 JSON:\n{block}',
            f'평가 노트북이 {n}에 의존하는 줄 몰랐음. {nb}의 setup 셀:\n{block}'])
    lesson = L(lang, ['nbstripout clears outputs, not sources; the key stays in the file.',
                      'Use python-dotenv in notebooks and keep the .env next to them out of git.',
                      'GitHub renders .ipynb, so the key is visible in the web UI as well.'],
               ['nbstripout은 출력만 지우고 소스는 안 지움. 키는 파일에 그대로 남음.',
                '노트북에서도 python-dotenv 쓰고 옆에 둔 .env는 git에서 빼야 함.',
                'GitHub가 .ipynb를 렌더링해서 웹 UI에서도 키가 보임.'])
    ask = ask_plain(lang, n)
    return vnote('Jupyter notebook cell', v, its, mc, lesson, ask)


def c_httpfile(v, lang):
    its = v['items']()
    t = main_secret(its)
    base = 'https://' + vendor_host(v)
    if chance(0.5):
        block = (f'@baseUrl = {base}\n@token = {t}\n\n### list\nGET {{{{baseUrl}}}}/v1/items\n'
                 'Authorization: Bearer {{token}}')
        fname = pick(['api.http', 'requests/dev.http', 'test.rest'])
        fmt = 'REST client .http file'
    else:
        env = {'id': uuid4(), 'name': 'staging', 'values': [{'key': 'baseUrl', 'value': base, 'enabled': True},
                                                             {'key': 'apiKey', 'value': t, 'enabled': True, 'type': 'secret'}]}
        block = json.dumps(env, indent=2)
        fname = 'postman/staging.postman_environment.json'
        fmt = 'Postman environment export'
    n = v['name']
    mc = L(lang, [f'The {n} requests I needed were already in {fname}, which is committed with a live key:\n{block}',
                  f'Found how the team calls {n} manually: {fname}\n{block}'],
           [f'필요한 {n} 요청이 이미 {fname}에 있었는데 실제 키와 함께 커밋돼 있음:\n{block}',
            f'팀이 {n}를 수동 호출하는 방법 찾음: {fname}\n{block}'])
    lesson = L(lang, ['Marking a Postman variable as secret only hides it in the UI; the export file is plaintext.',
                      'Variables can come from a gitignored http-client.private.env.json instead of the file itself.',
                      'Exported collections get attached to tickets, which spreads the key further.'],
               ['Postman 변수를 secret으로 표시해도 UI에서만 가려짐. export 파일은 평문.',
                '변수는 gitignore된 http-client.private.env.json에서 가져오게 할 수 있음.',
                '내보낸 컬렉션이 티켓에 첨부되면서 키가 더 퍼짐.'])
    ask = ask_plain(lang, n)
    return vnote(fmt, v, its, mc, lesson, ask)


def c_powershell(v, lang):
    its = v['items']()
    if chance(0.6):
        block = '\n'.join(f'$env:{k} = "{val}"' for k, val, _ in its) + '\n' + pick(['dotnet run --project src/Api', 'npm run dev', '.\\build.ps1 -Target Deploy'])
        what = 'PowerShell $env'
    else:
        block = '\n'.join(f'setx {k} "{val}"' for k, val, _ in its)
        what = 'Windows setx'
    n = v['name']
    mc = L(lang, [f'On the Windows build agent the {n} variables are set by hand; the profile script has:\n{block}',
                  f'Windows instructions for {n} were missing from the README. What the .NET team runs:\n{block}'],
           [f'Windows 빌드 에이전트에선 {n} 변수를 손으로 설정함. 프로필 스크립트 내용:\n{block}',
            f'README에 Windows용 {n} 설정 방법이 없었음. .NET 팀이 실행하는 것:\n{block}'])
    lesson = L(lang, ['setx writes to the user registry and only affects new processes; the current console still lacks the value.',
                      '$env: only lasts for the session; CI needs the value from the pipeline secret store.',
                      'PowerShell transcript logging is enabled on that agent, so these lines are in C:\\Transcripts.'],
               ['setx는 사용자 레지스트리에 쓰고 새 프로세스에만 적용됨. 현재 콘솔엔 값이 없음.',
                '$env:는 세션 동안만 유지됨. CI는 파이프라인 시크릿에서 받아야 함.',
                '그 에이전트는 PowerShell transcript 로깅이 켜져 있어서 이 줄들이 C:\\Transcripts에 남음.'])
    ask = ask_plain(lang, n)
    return vnote(what, v, its, mc, lesson, ask)


def c_table(v, lang):
    its = v['items']()
    t = main_value(its)
    envs = R.sample(['dev', 'staging', 'prod', 'qa'], 2)
    other = pick(['(ask ops)', 'n/a', '-', 'vault: secret/' + vslug(v) + '/' + envs[1]])
    if lang == 'en':
        tbl = f'| env | {v["name"]} key | owner |\n|---|---|---|\n| {envs[0]} | {t} | {pick(PEOPLE)} |\n| {envs[1]} | {other} | platform |'
    else:
        tbl = f'| 환경 | {v["name"]} 키 | 담당 |\n|---|---|---|\n| {envs[0]} | {t} | {pick(KO_PEOPLE)} |\n| {envs[1]} | {other} | 플랫폼팀 |'
    n = v['name']
    mc = L(lang, [f'The onboarding wiki has a credentials table that nobody pointed me to:\n{tbl}',
                  f'Which {n} key belongs to which environment was unclear; the Confluence page says:\n{tbl}'],
           [f'아무도 알려주지 않은 온보딩 위키의 인증정보 표:\n{tbl}',
            f'어떤 {n} 키가 어느 환경용인지 불명확했음. 컨플루언스 페이지 내용:\n{tbl}'])
    lesson = L(lang, [f'Only the {envs[0]} row has a literal key; the others point to Vault, which is the intended pattern.',
                      'The wiki page is visible to the whole company, including contractors.'],
               [f'{envs[0]} 행만 키가 평문이고 나머지는 Vault 경로임. Vault 쪽이 원래 의도된 방식.',
                '그 위키 페이지는 외주 인력 포함 전사 공개임.'])
    ask = ask_plain(lang, n)
    return vnote('markdown table', v, its, mc, lesson, ask)


def c_trace(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    mod = pick(['app/integrations/client.py', 'worker/sync.py', 'services/billing.py'])
    tb = (f'Traceback (most recent call last):\n  File "/srv/{mod}", line {R.randint(20, 300)}, in call\n'
          f'    resp.raise_for_status()\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden\n'
          f'Local variables:\n  settings = {{\'{k.lower()}\': \'{val}\', \'retries\': 3}}')
    n = v['name']
    mc = L(lang, [f'Sentry captures local variables for this service (not documented), so the {n} error event contains the config:\n{tb}',
                  f'The crash report attached to the ticket for the {n} failure included locals:\n{tb}'],
           [f'이 서비스는 Sentry가 로컬 변수까지 수집함(문서에 없음). 그래서 {n} 에러 이벤트에 설정값이 들어 있음:\n{tb}',
            f'{n} 실패 티켓에 첨부된 크래시 리포트에 로컬 변수가 포함돼 있었음:\n{tb}'])
    lesson = L(lang, ['Turn off include_local_variables or add a before_send scrubber for settings objects.',
                      f'The 403 means the {n} key lacks the write scope; it is not expired.'],
               ['include_local_variables를 끄거나 settings 객체용 before_send 스크러버 추가해야 함.',
                f'403은 {n} 키에 write scope가 없다는 뜻. 만료된 건 아님.'])
    ask = ask_plain(lang, n)
    return vnote('stack trace locals', v, its, mc, lesson, ask)


def c_ask_repeat(v, lang):
    its = v['items']()
    t = main_value(its)
    f = pick(['.env', 'config/local.yml', 'the README', 'docker-compose.yml'])
    n = v['name']
    mc = L(lang, [f'I wasn\'t told whether the {n} key in {f} ({t}) is the real one or a leftover.',
                  f'The {n} credential in {f} is {t}; I couldn\'t tell which environment it belongs to.'],
           [f'{f}에 있는 {n} 키({t})가 진짜인지 남은 찌꺼기인지 아무도 안 알려줌.',
            f'{f}의 {n} 인증값은 {t} 인데 어느 환경 건지 알 수 없었음.'])
    lesson = L(lang, [f'It is live: a test call to {n} succeeded with it, so it must not stay in {f}.',
                      f'The key works but is tied to a former employee\'s {n} account.'],
               [f'살아있는 키임. {n}에 테스트 호출 성공함. {f}에 두면 안 됨.',
                f'키는 동작하지만 퇴사자 {n} 계정에 묶여 있음.'])
    ask = L(lang, [f'Should {t} be revoked now that it has been in {f}?', f'Who issued {t} and can I get a replacement?'],
            [f'{f}에 노출됐던 {t} 지금 폐기해야 하는지?', f'{t} 누가 발급했는지, 새로 받을 수 있는지?'])
    return vnote('repeated in ask_next_time', v, its, mc, lesson, ask)


def c_source(v, lang):
    its = v['items']()
    k, val, ss = main_item(its)
    lng = R.randint(0, 4)
    code = [f"export const {k} = '{val}';", f'{k} = "{val}"  # TODO remove', f'private static final String {k} = "{val}";',
            f'const {camel(k)} = "{val}" // temporary', f'define(\'{k}\', \'{val}\');'][lng]
    fname = ['src/constants.ts', 'app/settings_local.py', 'src/main/java/com/acme/Keys.java', 'pkg/vendor/consts.go', 'wp-content/themes/acme/functions.php'][lng]
    n = v['name']
    mc = L(lang, [f'Code review surprise: {fname} contains a {n} credential literal.\n{code}',
                  f'grep for the {n} base URL led me to {fname}, where the key sits in a constant:\n{code}'],
           [f'코드 리뷰 중 발견: {fname}에 {n} 인증값이 상수로 들어있음.\n{code}',
            f'{n} base URL grep 하다가 {fname}에서 상수로 박힌 키 발견:\n{code}'])
    lesson = L(lang, ['Front-end bundles ship every constant to the browser; server keys must never be in src/.',
                      'The TODO is from 2022; temporary literals stay forever unless a linter blocks them.'],
               ['프론트 번들은 상수를 전부 브라우저로 내보냄. 서버 키는 src/에 있으면 안 됨.',
                'TODO가 2022년 것. 린터로 막지 않으면 임시 상수는 영원히 남음.'])
    ask = ask_plain(lang, n)
    return vnote('source constant', v, its, mc, lesson, ask)


VENDOR_CONTAINERS = [c_dotenv, c_export, c_curl, c_sdk, c_mcp, c_compose, c_k8s, c_ci, c_conf, c_xmlprops,
                     c_terraform, c_docker, c_prose, c_chat, c_log, c_diff, c_split, c_secretset, c_notebook,
                     c_httpfile, c_powershell, c_table, c_trace, c_ask_repeat, c_source]


# ----------------------------------------------------------------------------------------------
# non-vendor secret templates: passwords, connection strings, keys, codes ...
# each returns note(category, mc, lesson, ask, secrets)
# ----------------------------------------------------------------------------------------------
SECRET_TEMPLATES = []   # (function, weight_en, weight_ko)


def secret_t(w_en=1, w_ko=1):
    def deco(f):
        SECRET_TEMPLATES.append((f, w_en, w_ko))
        return f
    return deco


def who_en():
    return pick(PEOPLE).capitalize()


def dbname():
    return pick(['orders', 'app', 'billing', 'analytics', 'core', 'inventory', 'crm', 'events', 'auth'])


def shell_pw(pw):
    return shq(pw)


@secret_t(2, 2)
def t_mysql_attached(lang):
    pw = password(pick(['human', 'generated', 'alnum', 'pwgen', 'korkbd']))
    h, u, db = host('mysql'), pick(USERS), dbname()
    arg = f'-p{pw}' if not needs_quote(pw) else f"-p'{pw}'"
    cmd = pick([f'mysql -h {h} -u {u} {arg} {db}', f'mysql -u{u} {arg} -h {h} -P 3306 {db} < migrations/0042_add_index.sql',
                f'mysqldump -h {h} -u {u} {arg} --single-transaction {db} > {db}.sql'])
    mc = L(lang, [f'The MySQL credentials for {db} weren\'t in the task. The command from the ops runbook:\n{cmd}',
                  f'I had to get into the {db} database to check the migration; {who_en()} gave me this one-liner:\n{cmd}'],
           [f'{db} MySQL 접속 정보가 작업 설명에 없었음. 운영 런북에 있던 명령:\n{cmd}',
            f'마이그레이션 확인하려고 {db} DB 들어가야 했는데 {ko_person()}이 준 한 줄 명령:\n{cmd}'])
    lesson = L(lang, ['With -p the password must be attached (no space), otherwise mysql prompts and treats the next word as the database.',
                      'Passing the password on the command line shows it in `ps` and shell history; use ~/.my.cnf with mode 600.',
                      f'The {u} user only has access from the bastion IP, so the command fails from a laptop with error 1045.'],
               ['-p 뒤에는 공백 없이 비밀번호를 붙여야 함. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 인식함.',
                '명령행 비밀번호는 `ps`랑 쉘 히스토리에 남음. 권한 600짜리 ~/.my.cnf 쓰는 게 맞음.',
                f'{u} 계정은 bastion IP에서만 접속 가능해서 노트북에서는 1045 에러 남.'])
    ask = L(lang, ['Can I get a personal read-only MySQL account instead of the shared one?', ''],
            ['공용 계정 말고 개인 읽기 전용 MySQL 계정 받을 수 있는지?', ''])
    return note('shell: mysql -p attached password', mc, lesson, ask, [pw])


@secret_t(1, 1)
def t_pgpassword(lang):
    pw = password(pick(['human', 'alnum', 'generated', 'phrase', 'b64']))
    h, u, db = host('pg'), pick(USERS), dbname()
    if ' ' in pw:
        pw = pw.replace(' ', '-')
    cmd = pick([f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db}",
                f"PGPASSWORD='{pw}' pg_dump -h {h} -U {u} -Fc {db} -f /tmp/{db}.dump",
                f"export PGPASSWORD='{pw}'\npsql -h {h} -U {u} {db} -c '\\dt'"])
    mc = L(lang, [f'No one said how the nightly export authenticates. cron runs:\n{cmd}',
                  f'To inspect the {db} tables I used the command from the old cron job:\n{cmd}'],
           [f'야간 export가 어떻게 인증하는지 아무도 안 알려줌. cron 내용:\n{cmd}',
            f'{db} 테이블 보려고 예전 cron 잡 명령을 그대로 썼음:\n{cmd}'])
    lesson = L(lang, ['PGPASSWORD is visible in /proc/<pid>/environ; a ~/.pgpass file is the documented alternative.',
                      f'pg_dump needs the {u} role to own the schema, otherwise it fails on sequences.'],
               ['PGPASSWORD는 /proc/<pid>/environ에서 보임. 공식 대안은 ~/.pgpass 파일.',
                f'{u} 롤이 스키마 owner가 아니면 pg_dump가 시퀀스에서 실패함.'])
    return note('shell: PGPASSWORD env before psql', mc, lesson, L(lang, ['', 'Should the cron job move to .pgpass?'], ['', 'cron 잡을 .pgpass 방식으로 바꿔도 되는지?']), [pw])


@secret_t(3, 2)
def t_db_url(lang):
    scheme = pick(['postgres', 'postgresql', 'mysql', 'postgresql+asyncpg', 'mysql+pymysql', 'mariadb'])
    u, db = pick(USERS), dbname()
    h = pick([host('db'), f'{org()}-prod.cluster-c{rs(ANL, 11)}.us-east-1.rds.amazonaws.com',
              f'ep-{pick(["cool", "snowy", "misty"])}-{pick(["river", "frost", "leaf"])}-{rs(ANL, 8)}.us-east-2.aws.neon.tech'])
    raw = password(pick(['generated', 'human', 'alnum', 'korkbd', 'generated']))
    enc = url_pw(raw)
    port = {'postgres': 5432, 'postgresql': 5432, 'postgresql+asyncpg': 5432}.get(scheme, 3306)
    url = f'{scheme}://{u}:{enc}@{h}:{port}/{db}' + pick(['', '?sslmode=require', '?ssl=true', '?charset=utf8mb4'])
    var = pick(['DATABASE_URL', 'SQLALCHEMY_DATABASE_URI', 'DB_DSN', 'PRISMA_DATABASE_URL', 'DB_URL'])
    secrets = [enc]
    mention_raw = enc != raw and chance(0.5)
    mc = L(lang, [f'The connection string for {db} lives only in the deploy host\'s env:\n{var}={url}',
                  f'I wasn\'t told the app needs {var}; the value from the old Heroku config:\n{var}={url}'],
           [f'{db} 접속 문자열이 배포 서버 env에만 있었음:\n{var}={url}',
            f'앱에 {var}가 필요하다는 걸 몰랐음. 예전 Heroku 설정에서 가져온 값:\n{var}={url}'])
    if mention_raw:
        secrets.append(raw)
        lesson = L(lang, [f'The raw password is {raw}; it has to be percent-encoded in the URL or the driver splits at the special characters.'],
                   [f'원래 비밀번호는 {raw} 이고, URL에 넣을 땐 퍼센트 인코딩해야 함. 안 그러면 드라이버가 특수문자에서 잘라버림.'])
    else:
        lesson = L(lang, ['Special characters in the password must be percent-encoded in the URL; the driver error was misleading ("invalid port").',
                          'The pool reads the URL once at startup, so changing the env needs a restart.',
                          'sslmode=require is mandatory on this cluster; without it the connection is reset.'],
                   ['비밀번호 특수문자는 URL에서 퍼센트 인코딩해야 함. 드라이버 에러("invalid port")가 엉뚱했음.',
                    '커넥션 풀이 시작할 때 한 번만 URL을 읽어서 env 바꾸면 재시작 필요.',
                    '이 클러스터는 sslmode=require 필수. 없으면 연결이 리셋됨.'])
    ask = L(lang, ['Is there a read replica URL I should use for reporting queries?', ''],
            ['리포팅 쿼리용 read replica URL이 따로 있는지?', ''])
    return note('connection string: DB URL with password', mc, lesson, ask, secrets)


@secret_t(1, 1)
def t_mongo(lang):
    u = pick(USERS)
    pw = pw_url_safe()
    cl = f'cluster{R.randint(0, 3)}.{rs(ANL, 5)}.mongodb.net'
    url = f'mongodb+srv://{u}:{pw}@{cl}/{dbname()}?retryWrites=true&w=majority'
    form = pick([f'MONGODB_URI={url}', f'mongosh "{url}"', f'client = MongoClient("{url}")'])
    mc = L(lang, [f'The Atlas connection string wasn\'t in the repo; found it in the Lambda console:\n{form}',
                  f'Needed Mongo access for the migration script:\n{form}'],
           [f'Atlas 접속 문자열이 레포에 없어서 Lambda 콘솔에서 찾음:\n{form}',
            f'마이그레이션 스크립트 때문에 Mongo 접속이 필요했음:\n{form}'])
    lesson = L(lang, ['Atlas blocks connections from IPs not in the access list; my VPN exit IP had to be added.',
                      'mongodb+srv needs DNS SRV lookups, which the corporate resolver blocks; use the standard seed list instead.'],
               ['Atlas는 access list에 없는 IP를 막음. VPN 출구 IP를 추가해야 했음.',
                'mongodb+srv는 DNS SRV 조회가 필요한데 사내 DNS가 막음. 일반 seed list 형식으로 써야 함.'])
    return note('connection string: mongodb+srv', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_redis(lang):
    pw = pick([pw_alnum(24, 32), pw_hex(32), pw_url_safe()])
    h = host('redis')
    form = pick([f'redis-cli -h {h} -p 6379 -a {pw} --no-auth-warning', f'REDIS_URL=rediss://default:{pw}@{h}:6380/0',
                 f'requirepass {pw}', f'CELERY_BROKER_URL=redis://:{pw}@{h}:6379/1'])
    mc = L(lang, [f'The cache needs auth, which the README doesn\'t say. From the server config / env:\n{form}',
                  f'Couldn\'t flush the stale keys until I found the Redis credentials:\n{form}'],
           [f'캐시에 인증이 필요한데 README에 없음. 서버 설정/env에서 찾은 값:\n{form}',
            f'Redis 인증 정보를 찾기 전까지 오래된 키를 못 지웠음:\n{form}'])
    lesson = L(lang, ['NOAUTH errors mean the client connected without the password; WRONGPASS means the ACL user is wrong.',
                      'Use rediss:// (TLS) for the managed instance; plain redis:// hangs until timeout.'],
               ['NOAUTH는 비밀번호 없이 접속한 것, WRONGPASS는 ACL 사용자 불일치.',
                '매니지드 인스턴스는 rediss://(TLS) 써야 함. redis://로 하면 타임아웃까지 멈춰 있음.'])
    return note('redis password (CLI/URL/conf)', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_amqp(lang):
    u = pick(['guest_ops', 'orders', 'celery', 'events', 'svc_mq'])
    pw = pw_url_safe()
    h = host('mq')
    form = pick([f'AMQP_URL=amqp://{u}:{pw}@{h}:5672/prod', f'rabbitmqctl add_user {u} {shell_pw(pw)}\nrabbitmqctl set_permissions -p prod {u} ".*" ".*" ".*"',
                 f'spring.rabbitmq.username={u}\nspring.rabbitmq.password={pw}'])
    mc = L(lang, [f'The consumer couldn\'t connect to RabbitMQ; the broker user was created by hand like this:\n{form}',
                  f'Broker credentials were not in the task description:\n{form}'],
           [f'컨슈머가 RabbitMQ에 못 붙었음. 브로커 사용자는 이렇게 수동으로 만들어져 있었음:\n{form}',
            f'브로커 인증 정보가 작업 설명에 없었음:\n{form}'])
    lesson = L(lang, ['Permissions are per vhost; a user without set_permissions on "prod" gets ACCESS_REFUSED even with the right password.',
                      'The default guest user only works from localhost.'],
               ['권한은 vhost 단위임. "prod"에 set_permissions 안 하면 비번 맞아도 ACCESS_REFUSED.',
                '기본 guest 계정은 localhost에서만 동작함.'])
    return note('message broker credentials', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_spring(lang):
    pw = password(pick(['human', 'generated', 'alnum']))
    h, db, u = host('db'), dbname(), pick(USERS)
    if chance(0.5):
        block = (f'spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\n'
                 f'spring.datasource.password={pw}')
        fname = 'application-prod.properties'
    else:
        block = (f'spring:\n  datasource:\n    url: jdbc:mysql://{h}:3306/{db}?useSSL=true\n    username: {u}\n'
                 f'    password: {yq(pw)}')
        fname = 'application-prod.yml'
    mc = L(lang, [f'The prod profile config isn\'t in git; {fname} is copied onto the server by hand:\n{block}',
                  f'I didn\'t know the batch job uses its own {fname}:\n{block}'],
           [f'prod 프로필 설정이 git에 없고 {fname}를 서버에 손으로 복사함:\n{block}',
            f'배치 잡이 별도 {fname}를 쓰는 줄 몰랐음:\n{block}'])
    lesson = L(lang, ['Spring picks application-prod.* only when SPRING_PROFILES_ACTIVE=prod is set.',
                      'Jasypt is on the classpath but this value is not wrapped in ENC(...), so it is plaintext.'],
               ['SPRING_PROFILES_ACTIVE=prod 일 때만 application-prod.* 를 읽음.',
                'Jasypt가 classpath에 있지만 이 값은 ENC(...)로 안 감싸져 있어서 평문임.'])
    return note('Spring datasource password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_mssql(lang):
    pw = password(pick(['generated', 'human', 'alnum']))
    pw = pw.replace(';', '!')
    srv = f'tcp:{org()}-sql.database.windows.net,1433'
    cs = f'Server={srv};Initial Catalog={dbname()};User ID=sqladmin;Password={pw};Encrypt=True;TrustServerCertificate=False;'
    form = pick([json.dumps({'ConnectionStrings': {'Default': cs}}, indent=2), f'sqlcmd -S {srv} -U sqladmin -P \'{pw}\' -d master -Q "SELECT @@VERSION"'])
    mc = L(lang, [f'The SQL Server credentials aren\'t in user-secrets; appsettings.Production.json on the VM has them:\n{form}',
                  f'For the data fix I needed SQL access:\n{form}'],
           [f'SQL Server 인증정보가 user-secrets에 없고 VM의 appsettings.Production.json에 있었음:\n{form}',
            f'데이터 수정 작업에 SQL 접속이 필요했음:\n{form}'])
    lesson = L(lang, ['Azure SQL rejects logins until the client IP is added to the server firewall.',
                      'A semicolon in the password breaks the connection string unless the value is quoted.'],
               ['Azure SQL은 클라이언트 IP를 서버 방화벽에 추가하기 전까지 로그인 거부함.',
                '비밀번호에 세미콜론 있으면 값 따옴표 처리 안 하면 연결 문자열이 깨짐.'])
    return note('SQL Server connection string / sqlcmd -P', mc, lesson, '', [pw])


@secret_t(2, 1)
def t_sql_user(lang):
    pw = password(pick(['generated', 'human', 'alnum', 'phrase']))
    pw = pw.replace("'", '')
    u = pick(USERS)
    stmt = pick([f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {dbname()}.* TO '{u}'@'%';",
                 f"ALTER USER {u} WITH PASSWORD '{pw}';", f"CREATE ROLE {u} LOGIN PASSWORD '{pw}';",
                 f"ALTER USER '{u}'@'localhost' IDENTIFIED WITH mysql_native_password BY '{pw}';",
                 f"CREATE LOGIN {u} WITH PASSWORD = '{pw}';"])
    mc = L(lang, [f'The service account didn\'t exist in the new database. The DBA\'s snippet from the ticket:\n{stmt}',
                  f'I didn\'t know the migration creates its own DB user:\n{stmt}'],
           [f'새 DB에 서비스 계정이 없었음. 티켓에 있던 DBA 스니펫:\n{stmt}',
            f'마이그레이션이 자체 DB 사용자를 만드는 줄 몰랐음:\n{stmt}'])
    lesson = L(lang, ['Statements with literal passwords end up in the DB query log and in migration files; use a client-side prompt (\\password) instead.',
                      'MySQL 8 clients need caching_sha2_password or the old native plugin, depending on the driver version.'],
               ['비밀번호가 들어간 문장은 쿼리 로그와 마이그레이션 파일에 남음. 클라이언트 프롬프트(\\password)를 써야 함.',
                'MySQL 8은 드라이버 버전에 따라 caching_sha2_password 나 예전 native 플러그인이 필요함.'])
    return note('SQL user statement with password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_sshpass(lang):
    pw = password(pick(['human', 'korkbd', 'alnum', 'pwgen']))
    u, h = pick(['ubuntu', 'ec2-user', 'deploy', 'root', 'pi', 'admin']), host('app')
    cmd = pick([f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h}",
                f"sshpass -p '{pw}' scp build.tar.gz {u}@{h}:/opt/releases/",
                f"sshpass -p '{pw}' rsync -avz ./dist/ {u}@{h}:/var/www/html/"])
    mc = L(lang, [f'The legacy server has no SSH key set up for CI; the deploy script uses password auth:\n{cmd}',
                  f'I didn\'t know how the old box gets deployed to:\n{cmd}'],
           [f'레거시 서버에 CI용 SSH 키가 없어서 배포 스크립트가 비밀번호 인증을 씀:\n{cmd}',
            f'예전 서버에 어떻게 배포하는지 몰랐음:\n{cmd}'])
    lesson = L(lang, ['sshpass puts the password in the process list; adding a deploy key to authorized_keys is a ten-minute fix.',
                      'StrictHostKeyChecking=no hides host-key changes, which is how the last IP swap went unnoticed.'],
               ['sshpass는 프로세스 목록에 비밀번호가 보임. authorized_keys에 배포 키 넣는 게 10분이면 끝남.',
                'StrictHostKeyChecking=no 때문에 호스트 키 변경이 안 보임. 지난번 IP 교체도 그래서 몰랐음.'])
    return note('shell: sshpass -p', mc, lesson, L(lang, ['Can we switch this host to key-based auth?', ''], ['이 서버 키 기반 인증으로 바꿔도 되는지?', '']), [pw])


@secret_t(1, 1)
def t_docker_login(lang):
    u = pick(PEOPLE) + pick(['', 'ci', '-bot'])
    pw = password(pick(['human', 'alnum', 'generated']))
    reg = pick(['registry.gitlab.com', 'harbor.acme.internal', 'nexus.acme.io:8443', 'quay.io', 'ghcr.io'])
    cmd = pick([f"docker login {reg} -u {u} -p '{pw}'", f"echo '{pw}' | docker login {reg} -u {u} --password-stdin",
                f"podman login {reg} --username {u} --password '{pw}'"])
    mc = L(lang, [f'Pulling the base image failed with "unauthorized"; nobody told me the private registry login. From the build server history:\n{cmd}',
                  f'The registry credentials were missing from the onboarding doc:\n{cmd}'],
           [f'베이스 이미지 pull이 "unauthorized"로 실패. 사설 레지스트리 로그인 얘기를 아무도 안 해줌. 빌드 서버 히스토리:\n{cmd}',
            f'온보딩 문서에 레지스트리 인증 정보가 빠져 있었음:\n{cmd}'])
    lesson = L(lang, ['docker login stores the credential base64-encoded in ~/.docker/config.json unless a credential helper is configured.' if 'docker' in cmd else
                      'podman stores the login in ${XDG_RUNTIME_DIR}/containers/auth.json, base64-encoded, until logout.',
                      '--password-stdin keeps it out of ps, but echo still writes it into shell history.'],
               ['credential helper 설정 안 하면 docker login이 ~/.docker/config.json에 base64로 저장함.',
                '--password-stdin은 ps에서는 숨겨지지만 echo 때문에 쉘 히스토리에는 남음.'])
    return note('shell: docker login password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_docker_config_json(lang):
    u = pick(PEOPLE) + 'ci'
    pw = password(pick(['alnum', 'generated', 'human']))
    blob = b64(f'{u}:{pw}'.encode())
    reg = pick(['registry.acme.internal', 'harbor.acme.io', 'https://index.docker.io/v1/'])
    cfg = json.dumps({'auths': {reg: {'auth': blob}}}, indent=2)
    mc = L(lang, [f'CI pulls from the private registry with a hand-made ~/.docker/config.json on the runner:\n{cfg}',
                  f'The image pull secret was created from this config.json:\n{cfg}'],
           [f'CI 러너가 손으로 만든 ~/.docker/config.json으로 사설 레지스트리에서 pull 함:\n{cfg}',
            f'imagePullSecret이 이 config.json으로 만들어져 있었음:\n{cfg}'])
    lesson = L(lang, [f'The auth field is just base64 of "{u}:<password>", so the file is as sensitive as the password itself.',
                      'Rotating the registry password breaks every runner that has this file.'],
               [f'auth 필드는 "{u}:<비밀번호>"를 base64 한 것뿐이라 파일 자체가 비밀번호만큼 민감함.',
                '레지스트리 비밀번호 바꾸면 이 파일 가진 러너가 전부 깨짐.'])
    return note('docker config.json auth (base64 user:pass)', mc, lesson, '', [blob])


@secret_t(1, 1)
def t_curl_u(lang):
    u = pick(['admin', 'elastic', 'api', pick(PEOPLE), 'svc_monitor'])
    pw = password(pick(['human', 'alnum', 'generated', 'pwgen']))
    url = pick([f'https://{host("es")}:9200/_cluster/health', f'https://jenkins.{org()}.internal/api/json',
                f'http://{host("nexus")}:8081/service/rest/v1/repositories', f'https://{host("grafana")}/api/health'])
    cmd = f"curl -u '{u}:{pw}' {url}" if needs_quote(pw) else f'curl -u {u}:{pw} {url}'
    mc = L(lang, [f'The health check needs basic auth, which the dashboard doesn\'t mention:\n{cmd}',
                  f'To verify the cluster was up I used the admin login from the old runbook:\n{cmd}'],
           [f'헬스 체크에 basic auth가 필요한데 대시보드에 안 적혀 있음:\n{cmd}',
            f'클러스터 살아있는지 확인하려고 옛날 런북의 관리자 로그인 사용:\n{cmd}'])
    lesson = L(lang, ['curl -u without the password part prompts interactively, which keeps it out of history.',
                      'The endpoint returns 200 with an HTML login page when auth fails behind the proxy, so check the body.'],
               ['curl -u 에서 비밀번호 부분을 빼면 프롬프트로 물어봐서 히스토리에 안 남음.',
                '프록시 뒤에서는 인증 실패해도 로그인 HTML과 함께 200이 와서 본문까지 확인해야 함.'])
    return note('shell: curl -u user:password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_basic_header(lang):
    u = pick(['admin', 'api', 'webhook', pick(PEOPLE), 'partner_acme'])
    pw = password(pick(['human', 'alnum', 'generated']))
    blob = b64(f'{u}:{pw}'.encode())
    url = pick([f'https://partner-api.{org()}.com/v2/orders', f'https://{host("api")}/internal/reindex', f'https://hooks.{org()}.io/ingest'])
    form = pick([f'curl -H "Authorization: Basic {blob}" {url}', f'Authorization: Basic {blob}',
                 f'headers = {{"Authorization": "Basic {blob}"}}'])
    secrets = [blob]
    mc = L(lang, [f'The partner API uses Basic auth; the header from their integration guide PDF was:\n{form}',
                  f'I copied the working request from the browser devtools:\n{form}'],
           [f'파트너 API가 Basic 인증을 씀. 연동 가이드 PDF에 있던 헤더:\n{form}',
            f'브라우저 개발자도구에서 동작하는 요청을 복사함:\n{form}'])
    if chance(0.4):
        secrets.append(pw)
        lesson = L(lang, [f'The blob is just base64 of {u}:{pw}; decoding it with `base64 -d` shows the password directly.'],
                   [f'이 값은 {u}:{pw} 를 base64 한 것뿐이라 `base64 -d` 하면 비밀번호가 그대로 나옴.'])
    else:
        lesson = L(lang, ['Basic auth is only base64, not encryption; anyone who sees the header has the login.',
                          'The partner rotates the password quarterly and the header has to be regenerated.'],
                   ['Basic 인증은 base64일 뿐 암호화가 아님. 헤더 본 사람은 로그인 정보를 다 가진 셈.',
                    '파트너가 분기마다 비밀번호를 바꿔서 헤더를 다시 만들어야 함.'])
    return note('HTTP Basic header', mc, lesson, '', secrets)


@secret_t(1, 1)
def t_git_url(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        u, tok = pick(PEOPLE), crc_token('ghp_')
        url = f'https://{u}:{tok}@github.com/{org()}/{pick(["infra", "mobile", "billing"])}.git'
    elif kind == 1:
        u, tok = 'oauth2', 'glpat-' + rs(B64U, 20)
        url = f'https://{u}:{tok}@gitlab.{org()}.com/platform/{pick(["charts", "terraform"])}.git'
    elif kind == 2:
        u, tok = pick(PEOPLE), pw_url_safe()
        url = f'https://{u}:{tok}@git.{org()}.internal/scm/core/{pick(["api", "batch"])}.git'
    else:
        u, tok = 'x-token-auth', rs(B64U, 20) + '=' + rs(HXU, 8) if chance(0.5) else 'ATBB' + rs(AN, 32)
        url = f'https://{u}:{tok}@bitbucket.org/{org()}/deploy-scripts.git'
    form = pick([f'git clone {url}', f'git remote set-url origin {url}', f'# ~/.git-credentials\n{url.replace(".git", "").rsplit("/", 2)[0]}'])
    mc = L(lang, [f'The submodule fetch failed in CI; the runner uses a credentialed URL set up long ago:\n{form}',
                  f'I couldn\'t clone the private dependency until I found how others do it:\n{form}'],
           [f'CI에서 서브모듈 fetch가 실패함. 러너가 예전에 설정된 인증정보 포함 URL을 쓰고 있었음:\n{form}',
            f'비공개 의존성 레포를 클론 못 하다가 다른 사람들이 하는 방법을 찾음:\n{form}'])
    lesson = L(lang, ['Credentials in a remote URL are stored in .git/config and printed by `git remote -v`.',
                      'The credential store writes tokens in plaintext; osxkeychain or libsecret helpers are safer.'],
               ['원격 URL에 넣은 인증정보는 .git/config에 저장되고 `git remote -v`에 그대로 찍힘.',
                'credential store는 토큰을 평문으로 저장함. osxkeychain이나 libsecret 헬퍼가 안전함.'])
    return note('git URL with credentials', mc, lesson, '', [tok])


@secret_t(1, 1)
def t_netrc(lang):
    pw = password(pick(['alnum', 'human', 'generated'])) if chance(0.5) else crc_token('ghp_')
    u = pick(PEOPLE)
    m = pick(['api.heroku.com', 'github.com', f'artifacts.{org()}.internal', 'urs.earthdata.nasa.gov', f'ftp.{org()}.com'])
    block = f'machine {m}\n  login {u}\n  password {pw}'
    mc = L(lang, [f'Downloads in the build script authenticate through ~/.netrc, which only exists on the old runner:\n{block}',
                  f'curl -n worked for the others but not for me; their ~/.netrc has:\n{block}'],
           [f'빌드 스크립트 다운로드가 ~/.netrc로 인증하는데 그 파일이 예전 러너에만 있음:\n{block}',
            f'다른 사람들은 curl -n이 되는데 나만 안 됐음. 그 사람들 ~/.netrc 내용:\n{block}'])
    lesson = L(lang, ['.netrc must be chmod 600 or some tools ignore it silently.', 'curl needs -n/--netrc to read it; wget reads it by default.'],
               ['.netrc는 chmod 600이어야 함. 아니면 일부 도구가 조용히 무시함.', 'curl은 -n/--netrc를 줘야 읽고 wget은 기본으로 읽음.'])
    return note('.netrc password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_pgpass(lang):
    rows = []
    secs = []
    for _ in range(R.randint(1, 3)):
        pw = password(pick(['alnum', 'human', 'generated'])).replace(':', '#').replace('\\', '!')
        rows.append(f'{host("pg")}:5432:{dbname()}:{pick(USERS)}:{pw}')
        secs.append(pw)
    block = '\n'.join(rows)
    mc = L(lang, [f'psql connected without asking for a password on the bastion because of ~/.pgpass:\n{block}',
                  f'The reporting scripts rely on a shared .pgpass:\n{block}'],
           [f'bastion에서 psql이 비밀번호를 안 물어본 이유는 ~/.pgpass 때문이었음:\n{block}',
            f'리포팅 스크립트들이 공용 .pgpass에 의존함:\n{block}'])
    lesson = L(lang, ['Each line is host:port:database:user:password and the first match wins.', 'libpq ignores the file if it is group-readable.'],
               ['각 줄은 host:port:database:user:password 형식이고 첫 번째 매치가 이김.', '그룹 읽기 권한이 있으면 libpq가 파일을 무시함.'])
    return note('.pgpass lines', mc, lesson, '', secs)


@secret_t(1, 1)
def t_htpasswd(lang):
    u = pick(['admin', 'staging', 'preview', 'qa'])
    pw = password(pick(['human', 'pwgen', 'phrase']))
    pw = pw.replace(' ', '-')
    cmd = f"htpasswd -bc /etc/nginx/.htpasswd {u} '{pw}'"
    mc = L(lang, [f'The staging site is behind nginx basic auth that nobody mentioned. It was created with:\n{cmd}',
                  f'Preview deploys ask for a login; the ops note says:\n{cmd}'],
           [f'스테이징 사이트가 nginx basic auth 뒤에 있다는 걸 아무도 말 안 함. 이렇게 만들어졌음:\n{cmd}',
            f'프리뷰 배포에 로그인 창이 뜸. 운영 노트 내용:\n{cmd}'])
    lesson = L(lang, ['-b takes the password from the command line; without -b htpasswd prompts for it.',
                      'Playwright tests need httpCredentials in the config to get past the prompt.'],
               ['-b는 명령행에서 비밀번호를 받음. -b 없으면 프롬프트로 물어봄.',
                'Playwright 테스트는 config에 httpCredentials를 넣어야 로그인 창을 통과함.'])
    return note('shell: htpasswd -b', mc, lesson, L(lang, [f'Is the staging login still {u} / {pw}?', ''], [f'스테이징 로그인 아직 {u} / {pw} 맞는지?', '']), [pw])


@secret_t(1, 1)
def t_keystore(lang):
    pw = password(pick(['human', 'alnum', 'generated'])).replace("'", '').replace('"', '')
    kind = R.randint(0, 2)
    if kind == 0:
        cmd = f"keytool -importkeystore -srckeystore release.jks -srcstorepass '{pw}' -destkeystore release.p12 -deststoretype PKCS12 -deststorepass '{pw}'"
    elif kind == 1:
        cmd = f'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{shq(pw)}'
    else:
        cmd = (f'android {{\n  signingConfigs {{\n    release {{\n      storeFile file("release.jks")\n'
               f'      storePassword "{pw}"\n      keyAlias "upload"\n      keyPassword "{pw}"\n    }}\n  }}\n}}')
    mc = L(lang, [f'The release signing step needs the keystore password, which was not handed over:\n{cmd}',
                  f'Found how the keystore was converted / used for signing:\n{cmd}'],
           [f'릴리스 서명 단계에 키스토어 비밀번호가 필요한데 인수인계가 안 됐음:\n{cmd}',
            f'키스토어 변환/서명에 쓴 방법을 찾음:\n{cmd}'])
    lesson = L(lang, ['Losing the upload keystore password means going through Play Console key reset, which takes days.',
                      ['keytool prompts for both passwords if -srcstorepass/-deststorepass are left out.',
                       'pass: on the command line is visible in ps; use file: or env: for openssl passwords.',
                       'Gradle can read storePassword from ~/.gradle/gradle.properties or an env var instead of build.gradle.'][kind]],
               ['업로드 키스토어 비밀번호 잃어버리면 Play Console 키 재설정을 해야 해서 며칠 걸림.',
                ['-srcstorepass/-deststorepass를 빼면 keytool이 비번을 프롬프트로 물어봄.',
                 'openssl에서 pass:는 ps에 보임. file:이나 env:를 써야 함.',
                 'storePassword는 build.gradle 말고 ~/.gradle/gradle.properties나 환경변수에서 읽게 할 수 있음.'][kind]])
    return note('keystore / pkcs12 password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_archive_pw(lang):
    pw = password(pick(['human', 'phrase', 'korkbd', 'generated'])).replace("'", '')
    pw = pw.replace(' ', '_')
    f = pick(['customer_export_2024Q4.zip', 'db_backup.7z', 'logs-incident-417.zip', 'payroll.zip'])
    cmd = pick([f"zip -P '{pw}' -r {f} export/", f"7z a -p'{pw}' -mhe=on {f} dump/", f"unzip -P '{pw}' {f}"])
    mc = L(lang, [f'The archive from the data team was password-protected; the password came in a separate email. Command I used:\n{cmd}',
                  f'The backup job encrypts the archive like this:\n{cmd}'],
           [f'데이터팀이 보낸 압축파일에 비밀번호가 걸려 있었고 비번은 별도 메일로 옴. 사용한 명령:\n{cmd}',
            f'백업 잡이 이렇게 압축파일을 암호화함:\n{cmd}'])
    lesson = L(lang, ['zip -P uses the weak legacy ZipCrypto; 7z with -mhe=on also hides the file names.',
                      'The password is reused for every export, so knowing it opens all of them.'],
               ['zip -P는 취약한 ZipCrypto 방식. 7z에 -mhe=on 쓰면 파일명까지 숨겨짐.',
                '모든 export에 같은 비밀번호를 재사용해서 하나 알면 전부 열림.'])
    return note('archive password (zip/7z)', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_smb(lang):
    u = pick(['svc_backup', 'scanner', pick(PEOPLE)])
    pw = password(pick(['human', 'alnum', 'korkbd']))
    dom = pick(['CORP', 'ACME', 'HQ'])
    kind = R.randint(0, 2)
    cmd = [f"smbclient //fs01.{org()}.local/share -U '{dom}\\{u}%{pw}'",
           f"sudo mount -t cifs //nas01/media /mnt/media -o username={u},password='{pw}',vers=3.0",
           f"net use Z: \\\\fs01\\finance {pw} /user:{dom}\\{u}"][kind]
    mc = L(lang, [f'The report generator writes to a Windows share; the mount isn\'t documented. From fstab/history:\n{cmd}',
                  f'I needed the file share for the import job:\n{cmd}'],
           [f'리포트 생성기가 윈도우 공유폴더에 쓰는데 마운트 방법이 문서에 없음. fstab/히스토리에서 찾음:\n{cmd}',
            f'import 잡 때문에 파일 공유가 필요했음:\n{cmd}'])
    lesson = L(lang, [['smbclient -A <authfile> keeps the password off the command line.',
                       'Use a credentials= file with mode 600 instead of putting password= in fstab or the command.',
                       'Leaving the password out of `net use` makes Windows prompt for it; /savecred stores it in Credential Manager.'][kind],
                      'The account is a domain service account with write access to every share on that server.'],
               [['smbclient -A <인증파일> 쓰면 명령행에 비번이 안 남음.',
                 'fstab이나 명령에 password= 쓰지 말고 권한 600인 credentials= 파일을 써야 함.',
                 '`net use`에서 비번을 빼면 윈도우가 프롬프트로 물어봄. /savecred는 자격 증명 관리자에 저장함.'][kind],
                '그 계정은 도메인 서비스 계정이라 서버의 모든 공유폴더에 쓰기 권한이 있음.'])
    return note('SMB/CIFS password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_ldap(lang):
    pw = password(pick(['human', 'generated', 'alnum']))
    dn = f'cn={pick(["admin", "readonly", "svc-gitlab"])},dc={org()},dc=com'
    form = pick([f"ldapsearch -x -H ldaps://ldap.{org()}.com -D \"{dn}\" -w '{pw}' -b \"ou=people,dc={org()},dc=com\" \"(uid=jdoe)\"",
                 f'# /etc/sssd/sssd.conf\nldap_default_bind_dn = {dn}\nldap_default_authtok = {pw}',
                 f'LDAP_BIND_DN={dn}\nLDAP_BIND_PASSWORD={pw}'])
    mc = L(lang, [f'SSO sync uses an LDAP bind account that wasn\'t mentioned:\n{form}',
                  f'To debug the missing group membership I queried LDAP directly:\n{form}'],
           [f'SSO 동기화가 LDAP bind 계정을 쓰는데 언급이 없었음:\n{form}',
            f'그룹 멤버십 누락 디버깅하려고 LDAP을 직접 조회함:\n{form}'])
    lesson = L(lang, ['-W prompts for the bind password; -w exposes it in ps and history.' if form.startswith('ldapsearch') else
                      'The bind account can read every user attribute in the directory, so this one password exposes the whole org chart.',
                      'memberOf is only populated for groups created after the overlay was enabled.'],
               ['-W는 bind 비밀번호를 프롬프트로 받음. -w는 ps와 히스토리에 노출됨.' if form.startswith('ldapsearch') else
                'bind 계정이 디렉터리의 모든 사용자 속성을 읽을 수 있어서 이 비번 하나로 조직 전체 정보가 노출됨.',
                'memberOf는 overlay 활성화 이후 만든 그룹에만 채워짐.'])
    return note('LDAP bind password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_kubectl_literal(lang):
    pw = password(pick(['alnum', 'generated', 'b64']))
    u = pick(USERS)
    cmd = pick([f"kubectl create secret generic {dbname()}-db --from-literal=username={u} --from-literal=password='{pw}' -n {pick(['prod', 'staging'])}",
                f"helm upgrade --install pg bitnami/postgresql --set auth.username={u} --set auth.password='{pw}' --set auth.database={dbname()}",
                f"helm install redis bitnami/redis --set auth.password='{pw}' -n cache"])
    mc = L(lang, [f'The database in the cluster was installed by hand; shell history on the admin box shows:\n{cmd}',
                  f'I didn\'t know where the in-cluster DB password came from. It was set like this:\n{cmd}'],
           [f'클러스터 안 DB는 수동 설치였음. 관리 서버 쉘 히스토리:\n{cmd}',
            f'클러스터 내부 DB 비밀번호 출처를 몰랐는데 이렇게 설정돼 있었음:\n{cmd}'])
    lesson = L(lang, ['helm --set values are stored in the release secret and visible with `helm get values`.' if cmd.startswith('helm') else
                      '--from-literal puts the value in shell history; --from-file with a temp file avoids that.',
                      'Re-running helm upgrade without the same password makes the chart generate a new one and the app loses access.'],
               ['helm --set 값은 릴리스 시크릿에 저장돼서 `helm get values`로 보임.',
                '같은 비밀번호 없이 helm upgrade 다시 하면 차트가 새 비번을 만들어서 앱 접속이 끊김.'])
    return note('kubectl/helm literal password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_k8s_b64pw(lang):
    pw = password(pick(['human', 'alnum', 'generated']))
    enc = b64(pw.encode())
    u_enc = b64(pick(USERS).encode())
    block = f'data:\n  username: {u_enc}\n  password: {enc}'
    secrets = [enc]
    mc = L(lang, [f'`kubectl get secret app-db -o yaml` output that I used to find the DB login:\n{block}',
                  f'The Secret in the staging namespace:\n{block}'],
           [f'DB 로그인 찾으려고 본 `kubectl get secret app-db -o yaml` 결과:\n{block}',
            f'스테이징 네임스페이스의 Secret:\n{block}'])
    if chance(0.5):
        secrets.append(pw)
        lesson = L(lang, [f'`base64 -d` on the password field gives {pw}; RBAC on secrets is the only protection.'],
                   [f'password 필드를 `base64 -d` 하면 {pw} 나옴. 보호 장치는 secrets RBAC뿐.'])
    else:
        lesson = L(lang, ['Secret data is only base64; anyone with get on secrets in the namespace can read it.'],
                   ['Secret 데이터는 base64일 뿐. 네임스페이스 secrets get 권한 있으면 누구나 읽음.'])
    return note('k8s Secret data (base64 password)', mc, lesson, '', secrets)


@secret_t(1, 1)
def t_compose_pw(lang):
    kind = pick(['POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'MONGO_INITDB_ROOT_PASSWORD', 'RABBITMQ_DEFAULT_PASS', 'MINIO_ROOT_PASSWORD', 'GF_SECURITY_ADMIN_PASSWORD'])
    pw = password(pick(['human', 'alnum', 'generated', 'korkbd']))
    img = {'POSTGRES_PASSWORD': 'postgres:16', 'MYSQL_ROOT_PASSWORD': 'mysql:8.4', 'MONGO_INITDB_ROOT_PASSWORD': 'mongo:7',
           'RABBITMQ_DEFAULT_PASS': 'rabbitmq:3-management', 'MINIO_ROOT_PASSWORD': 'minio/minio', 'GF_SECURITY_ADMIN_PASSWORD': 'grafana/grafana:11.2.0'}[kind]
    block = f'services:\n  db:\n    image: {img}\n    environment:\n      {kind}: {yq(pw)}\n    ports:\n      - "127.0.0.1:{R.randint(3000, 9999)}:{R.randint(3000, 9999)}"'
    mc = L(lang, [f'The shared staging box runs this compose file (not in git):\n{block}',
                  f'The data volume was initialised with a password that isn\'t in .env.example; the real compose file has:\n{block}'],
           [f'공용 스테이징 서버가 이 compose 파일로 돌아감 (git에 없음):\n{block}',
            f'데이터 볼륨이 .env.example에 없는 비밀번호로 초기화돼 있었음. 실제 compose 파일:\n{block}'])
    lesson = L(lang, [f'{kind} is only applied when the volume is empty; changing it later does nothing.',
                      'Delete the volume (docker compose down -v) if you really need to reset the password, which wipes the data.'],
               [f'{kind}는 볼륨이 비어 있을 때만 적용됨. 나중에 바꿔도 아무 효과 없음.',
                '비번 초기화하려면 볼륨 삭제(docker compose down -v)가 필요하고 데이터도 날아감.'])
    return note('compose DB init password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_ansible(lang):
    pw = password(pick(['human', 'alnum', 'korkbd']))
    pw2 = password(pick(['human', 'alnum', 'generated']))
    block = (f'[web]\n{host("web")} ansible_user={pick(["deploy", "ubuntu"])} ansible_password={pw} '
             f'ansible_become_pass={pw2}')
    mc = L(lang, [f'The inventory on the control node has connection passwords inline (not vaulted):\n{block}',
                  f'I didn\'t know the playbook needs become passwords. inventory/hosts.ini:\n{block}'],
           [f'컨트롤 노드의 인벤토리에 접속 비밀번호가 vault 없이 들어 있음:\n{block}',
            f'플레이북에 become 비밀번호가 필요한 줄 몰랐음. inventory/hosts.ini:\n{block}'])
    lesson = L(lang, ['ansible-vault encrypt_string would let these live in git safely.', 'Password SSH needs sshpass on the control node, which is why the new runner failed.'],
               ['ansible-vault encrypt_string 쓰면 git에 안전하게 둘 수 있음.', '비밀번호 SSH는 컨트롤 노드에 sshpass가 필요함. 새 러너가 실패한 이유.'])
    return note('Ansible inventory passwords', mc, lesson, '', [pw, pw2])


@secret_t(1, 1)
def t_php_conf(lang):
    pw = password(pick(['human', 'alnum', 'generated'])).replace("'", '')
    if chance(0.5):
        block = f"define( 'DB_NAME', 'wp_{org()}' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );"
        f = 'wp-config.php'
    else:
        block = f'DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE={dbname()}\nDB_USERNAME=laravel\nDB_PASSWORD={pw}'
        f = 'Laravel .env'
    mc = L(lang, [f'The site\'s {f} on the server was the only place the DB credentials existed:\n{block}',
                  f'The client\'s hosting panel export included {f}:\n{block}'],
           [f'서버의 {f}가 DB 접속정보가 있는 유일한 곳이었음:\n{block}',
            f'고객사 호스팅 패널 백업에 {f}가 포함돼 있었음:\n{block}'])
    lesson = L(lang, ['Backups of the web root include this file, so every backup zip contains the DB password.',
                      'The DB user has ALL PRIVILEGES; a restricted user would limit the damage.'],
               ['웹 루트 백업에 이 파일이 포함돼서 모든 백업 zip에 DB 비번이 들어 있음.', 'DB 사용자가 ALL PRIVILEGES임. 권한 제한된 계정이면 피해가 줄어듦.'])
    return note('PHP app DB password (wp-config/.env)', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_django_db(lang):
    pw = password(pick(['human', 'alnum', 'generated'])).replace('"', '')
    block = (f'DATABASES = {{\n    "default": {{\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "{dbname()}",\n'
             f'        "USER": "{pick(USERS)}",\n        "PASSWORD": "{pw}",\n        "HOST": "{host("pg")}",\n    }}\n}}')
    mc = L(lang, [f'settings/production.py is excluded from git and was emailed to me:\n{block}',
                  f'The management command failed with "password authentication failed"; local_settings.py on the server has:\n{block}'],
           [f'settings/production.py는 git에서 빠져 있고 메일로 받았음:\n{block}',
            f'관리 명령이 "password authentication failed"로 실패. 서버의 local_settings.py 내용:\n{block}'])
    lesson = L(lang, ['django-environ can read DATABASE_URL so the settings file needs no secrets.', 'CONN_MAX_AGE=0 was causing the connection storm, not the credentials.'],
               ['django-environ으로 DATABASE_URL 읽게 하면 settings 파일에 비밀이 필요 없음.', '커넥션 폭주 원인은 인증이 아니라 CONN_MAX_AGE=0이었음.'])
    return note('Django settings DB password', mc, lesson, '', [pw])


PROSE_SERVICES_EN = ['the Grafana admin account', 'the router admin page (192.168.0.1)', 'the Jenkins admin user', 'the WordPress admin',
                     'the staging Keycloak admin', 'the Synology NAS', 'the pfSense firewall', 'the old cPanel account',
                     'the shared QA test account', 'the vendor portal', 'the UniFi controller', 'the iDRAC console']
PROSE_SERVICES_KO = ['세금계산서 발행 사이트', '홈택스 부서 계정', '네이버웍스 관리자', '그라파나 admin 계정', '공유기 관리자 페이지(192.168.0.1)', '젠킨스 admin 계정', '워드프레스 관리자',
                     '스테이징 Keycloak 관리자', '시놀로지 NAS', '방화벽 관리 콘솔', '예전 카페24 호스팅 계정',
                     'QA 공용 테스트 계정', '협력사 포털', '사내 위키 관리자', 'iDRAC 콘솔']


@secret_t(3, 3)
def t_prose_pw(lang):
    pw = password(pick(['human', 'human', 'korkbd', 'pwgen', 'phrase', 'generated', 'alnum']))
    svc = pick(PROSE_SERVICES_EN) if lang == 'en' else pick(PROSE_SERVICES_KO)
    u = pick(['admin', 'root', 'qa', 'ops', 'administrator', pick(PEOPLE)])
    mc = L(lang, [f'Nobody gave me the login for {svc}. {who_en()} said the password is {pw} (user {u}).',
                  f'I logged in to {svc} with {u} / {pw}; that\'s what the previous admin left in the handover sheet.',
                  f'The password for {svc} is "{pw}" and it has not been changed since setup.',
                  f'For {svc} the credentials are {u} and {pw}, which I only learned after an hour of trying defaults.'],
           [f'{svc} 로그인 정보를 아무도 안 줬음. {ko_person()} 말로는 비밀번호가 {pw} (계정 {u}).',
            f'{svc} 계정은 {u}, 비번은 {pw}이고 다들 이걸로 들어감.',
            f'{svc} 들어가려고 {u} / {pw}로 로그인했음. 인수인계 문서엔 없던 정보.',
            f'{svc}에 {u} / {pw} 로 로그인함. 이전 관리자가 인수인계 시트에 남겨둔 값.',
            f'{svc} 비번은 "{pw}" 이고 설치 이후로 한 번도 안 바뀜.',
            f'{svc} 계정은 {u}, 비밀번호 {pw}. 기본값들 한 시간 넘게 시도하고 나서야 알았음.'])
    lesson = L(lang, ['Shared admin accounts make audit logs useless; each person should get their own account.',
                      'The account has no MFA, so the password alone is enough to get in.',
                      'The admin UI is reachable from the guest VLAN, which nobody had noticed.'],
               ['공용 관리자 계정이라 감사 로그가 의미가 없음. 사람마다 계정을 따로 줘야 함.',
                'MFA가 없어서 비밀번호만으로 접속됨.', '게스트 VLAN에서도 관리 UI에 접근 가능했음. 아무도 몰랐음.'])
    ask = L(lang, [f'Can the {u} password ({pw}) be changed and moved to the password manager?', 'Who else knows this password?', ''],
            [f'{u} 비밀번호({pw}) 바꾸고 비밀번호 관리자로 옮겨도 되는지?', '이 비번 아는 사람이 또 누가 있는지?', ''])
    return note('prose: password stated', mc, lesson, ask, [pw])


@secret_t(2, 2)
def t_chat_pw(lang):
    pw = password(pick(['human', 'korkbd', 'pwgen', 'alnum', 'generated']))
    a, b = R.sample(PEOPLE, 2)
    t1 = f'{R.randint(9, 17):02d}:{R.randint(10, 49):02d}'
    t2 = t1[:3] + f'{int(t1[3:]) + R.randint(1, 9):02d}'
    if lang == 'en':
        what = pick(['staging db', 'qa admin', 'vpn test user', 'sftp drop', 'shared gmail'])
        chat = pick([f'[{t1}] {b}: what\'s the {what} password again?\n[{t2}] {a}: {pw}\n[{t2}] {a}: don\'t share it pls',
                     f'{b}: pw for {what}?\n{a}: {pw}\n{b}: thx',
                     f'<{a}> {what} login is {pick(USERS)} / {pw}\n<{b}> got it'])
    else:
        ka, kb = R.sample(KO_PEOPLE, 2)
        what = pick(['스테이징 DB', 'QA 관리자', 'VPN 테스트 계정', 'SFTP', '공용 지메일'])
        chat = pick([f'[{t1}] {kb}: {what} 비번 뭐였죠?\n[{t2}] {ka}: {pw}\n[{t2}] {ka}: 외부 공유 금지요~',
                     f'{kb}: {what} 비밀번호 좀요\n{ka}: {pw}\n{kb}: 감사합니다',
                     f'{ka}: {what} 계정 {pick(USERS)} / {pw} 입니다\n{kb}: 넵'])
    mc = L(lang, [f'The only record of the {what} credentials is this chat excerpt:\n{chat}',
                  f'Pasted from the team channel because there is no vault entry for {what}:\n{chat}'],
           [f'{what} 인증정보 기록은 이 채팅이 전부임:\n{chat}',
            f'{what} vault 항목이 없어서 팀 채널에서 복사함:\n{chat}'])
    lesson = L(lang, ['Credentials shared in chat should be rotated after the fact and moved to a vault entry.', 'The chat workspace is searchable by guests.'],
               ['채팅으로 공유된 인증정보는 나중에 바꾸고 vault 항목으로 옮겨야 함.', '채팅 워크스페이스는 게스트도 검색 가능함.'])
    return note('chat paste: password', mc, lesson, '', [pw])


@secret_t(2, 2)
def t_split_sentences(lang):
    pw = password(pick(['human', 'phrase', 'korkbd', 'generated', 'pwgen']))
    svc = pick(['staging database', 'SFTP server', 'admin console', 'backup NAS', 'test Gmail account'])
    ksvc = pick(['스테이징 DB', 'SFTP 서버', '관리자 콘솔', '백업 NAS', '테스트용 지메일'])
    mc = L(lang, [f'I asked which password the {svc} uses. The answer I got: {pw}. Nobody had written it down.',
                  f'What was the {svc} password? {who_en()} checked their notes. It turned out to be {pw}, unchanged since 2021.',
                  f'The {svc} login wasn\'t in the handover. I found it in the end. It\'s {pw}'],
           [f'{ksvc} 비밀번호가 뭔지 물어봤음. 돌아온 답: {pw}. 어디에도 안 적혀 있었음.',
            f'{ksvc} 비번이 뭐였냐면… {ko_person()}이 메모 뒤져서 알려줌. {pw} 였고 2021년 이후로 안 바뀜.',
            f'{ksvc} 로그인 정보가 인수인계에 없었음. 결국 찾음. {pw} 임',
            f'{ksvc} 비번 물어봤더니 한참 뒤에 답이 옴. {pw}이라고 함. 2021년부터 그대로라고.'])
    lesson = L(lang, ['The same password is used for the backup job, so changing it needs coordination.', 'There is no password rotation policy for service logins.'],
               ['백업 잡도 같은 비번을 써서 바꾸려면 같이 조율해야 함.', '서비스 로그인에는 비밀번호 교체 정책이 없음.'])
    return note('prose: password split across sentences', mc, lesson, '', [pw])


@secret_t(2, 2)
def t_split_fields_pw(lang):
    pw = password(pick(['human', 'generated', 'korkbd', 'alnum', 'phrase']))
    svc = pick(['the root password for the build VM is', 'the SFTP password for the partner drop is', 'the password on the legacy admin account is',
                'the Wi-Fi password in the lab is', 'the shared QA login password is'])
    ksvc = pick(['빌드 VM root 비밀번호는', '파트너 SFTP 비밀번호는', '레거시 관리자 계정 비밀번호는', '실험실 와이파이 비번은', 'QA 공용 로그인 비밀번호는'])
    mc = L(lang, [f'Nothing in the task said how to get in. After digging through the wiki, {svc}'],
           [f'작업 설명에 접속 방법이 전혀 없었음. 위키를 뒤져서 찾은 {ksvc}'])
    lesson = L(lang, [f'{pw} and it is shared by at least three teams, so nobody dares to rotate it.',
                      f'"{pw}" — it is also written on a sticky note in the server room.'],
               [f'{pw} 이고 최소 세 팀이 같이 써서 아무도 못 바꾸고 있음.', f'"{pw}" — 서버실 포스트잇에도 적혀 있음.'])
    return note('password split across fields (label/value)', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_table_pw(lang):
    rows, secs = [], []
    for _ in range(R.randint(2, 4)):
        pw = password(pick(['human', 'alnum', 'generated', 'korkbd', 'pwgen'])).replace('|', '!')
        rows.append((host(pick(['db', 'app', 'vpn', 'nas'])), pick(USERS), pw))
        secs.append(pw)
    if lang == 'en':
        tbl = '| host | user | password |\n|---|---|---|\n' + '\n'.join(f'| {h} | {u} | {p} |' for h, u, p in rows)
    else:
        tbl = '| 서버 | 계정 | 비밀번호 |\n|---|---|---|\n' + '\n'.join(f'| {h} | {u} | {p} |' for h, u, p in rows)
    mc = L(lang, [f'The server inventory spreadsheet (exported to markdown) is where the logins live:\n{tbl}',
                  f'I didn\'t know the ops wiki page had a credentials table:\n{tbl}'],
           [f'서버 인벤토리 스프레드시트(마크다운으로 변환)에 로그인 정보가 있음:\n{tbl}',
            f'운영 위키 페이지에 계정 표가 있는 줄 몰랐음:\n{tbl}'])
    lesson = L(lang, ['The sheet is shared with "anyone with the link".', 'Half of these hosts no longer exist, but the passwords are reused on the new ones.'],
               ['그 시트가 "링크가 있는 모든 사용자" 공유로 되어 있음.', '절반은 이미 없는 서버인데 새 서버에서도 같은 비번을 재사용함.'])
    return note('markdown table: host/user/password', mc, lesson, '', secs)


@secret_t(2, 1)
def t_log_pw(lang):
    pw = pw_url_safe()
    u, h, db = pick(USERS), host('db'), dbname()
    kind = R.randint(0, 2)
    if kind == 0:
        log = f'2025-0{R.randint(1, 9)}-1{R.randint(0, 9)} 03:12:44,118 INFO sqlalchemy.engine.Engine connecting to postgresql://{u}:{pw}@{h}:5432/{db}'
    elif kind == 1:
        log = (f'com.zaxxer.hikari.pool.HikariPool - Exception during pool initialization.\n'
               f'  jdbcUrl=jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=false\n'
               f'java.sql.SQLException: Access denied for user \'{u}\'@\'10.2.3.4\'')
    else:
        log = f'[worker-3] retrying connection (attempt 4/5) dsn="host={h} dbname={db} user={u} password={pw} sslmode=require"'
    mc = L(lang, [f'The failing job\'s log, which is shipped to the shared log index, contains the connection string:\n{log}',
                  f'Reading the CI output for the failed migration I saw:\n{log}'],
           [f'실패한 잡 로그(공용 로그 인덱스로 전송됨)에 접속 문자열이 그대로 있음:\n{log}',
            f'실패한 마이그레이션 CI 출력 읽다가 발견:\n{log}'])
    lesson = L(lang, ['The driver logs the full DSN on connect errors; set hide_parameters / mask the URL before logging.', 'The actual failure was the security group, not the password.'],
               ['드라이버가 접속 에러 때 DSN 전체를 찍음. 로깅 전에 URL 마스킹해야 함.', '실제 원인은 비번이 아니라 보안 그룹이었음.'])
    return note('log line: DSN with password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_diff_pw(lang):
    pw = password(pick(['human', 'alnum', 'generated'])).replace('"', '')
    key = pick(['password', 'db_password', 'smtp_password', 'adminPassword'])
    diff = (f'--- a/config/settings.yml\n+++ b/config/settings.yml\n@@ -12,3 +12,3 @@\n   username: {pick(USERS)}\n'
            f'-  {key}: "{pw}"\n+  {key}: ${{{key.upper()}}}')
    mc = L(lang, [f'The cleanup commit replaced the literal password, but the old value is still visible in the PR diff:\n{diff}',
                  f'`git show HEAD~3` revealed the password that used to be committed:\n{diff}'],
           [f'정리 커밋에서 평문 비밀번호를 바꿨지만 PR diff에 예전 값이 그대로 보임:\n{diff}',
            f'`git show HEAD~3` 하니까 예전에 커밋됐던 비밀번호가 보임:\n{diff}'])
    lesson = L(lang, ['The password is still valid, so the fix is rotation, not another commit.', 'Branch protection doesn\'t stop secrets; a pre-commit hook would have.'],
               ['비번이 아직 유효해서 해결책은 커밋이 아니라 교체임.', '브랜치 보호로는 시크릿을 못 막음. pre-commit 훅이면 막았을 것.'])
    return note('git diff: removed password', mc, lesson, '', [pw])


@secret_t(2, 1)
def t_app_password(lang):
    if chance(0.5):
        pw = ' '.join(rs(LO, 4) for _ in range(4))
        svc = 'Google app password'
        ctx = pick(['EMAIL_HOST_PASSWORD', 'SMTP_PASS', 'spring.mail.password', 'MAIL_PASSWORD'])
        u = f'{pick(["noreply", "alerts", "reports"])}@{org()}.com'
        form = pick([f'EMAIL_HOST_USER={u}\n{ctx}="{pw}"', f'{ctx}={pw}', f'smtp.gmail.com:587 login {u} / app password "{pw}"'])
    else:
        pw = '-'.join(rs(LO, 4) for _ in range(4))
        svc = 'Apple app-specific password'
        u = email()
        form = pick([f'xcrun notarytool submit App.zip --apple-id {u} --password {pw} --team-id {rs(ANU, 10)}',
                     f'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={pw}', f'altool --upload-app -f App.ipa -u {u} -p {pw}'])
    mc = L(lang, [f'The mail/notarization step needs a {svc}, which wasn\'t handed over. The working setting:\n{form}',
                  f'I didn\'t know the account uses an app password because of 2FA:\n{form}'],
           [f'메일/공증 단계에 {svc}가 필요한데 인수인계가 안 됨. 동작하는 설정:\n{form}',
            f'2FA 때문에 계정이 앱 비밀번호를 쓴다는 걸 몰랐음:\n{form}'])
    lesson = L(lang, ['App passwords bypass 2FA and never expire; revoke it from the account security page when the project ends.',
                      'The normal account password does not work here; it must be the generated app password.'],
               ['앱 비밀번호는 2FA를 우회하고 만료도 없음. 프로젝트 끝나면 계정 보안 페이지에서 폐기해야 함.',
                '일반 계정 비밀번호로는 안 되고 생성된 앱 비밀번호여야 함.'])
    return note('app password: ' + svc, mc, lesson, '', [pw])


@secret_t(2, 2)
def t_totp(lang):
    seed = ''.join(R.choice(B32A) for _ in range(pick([16, 32])))
    issuer = pick(['GitHub', 'AWS', 'Okta', 'Cloudflare', 'Google', 'npm', 'Atlassian', 'DigitalOcean', 'Grafana'])
    acct = pick(['ops-shared', 'admin', 'billing', 'root', 'ci-bot'])
    uri = f'otpauth://totp/{issuer}:{acct}@{org()}.com?secret={seed}&issuer={issuer}' + pick(['', '&algorithm=SHA1&digits=6&period=30'])
    secrets = [seed]
    grouped = ' '.join(seed[i:i + 4].lower() for i in range(0, len(seed), 4))
    kind = R.randint(0, 2)
    if kind == 0:
        mc = L(lang, [f'The shared {issuer} account has MFA, and the seed was stored next to the password so several people can generate codes:\n{uri}'],
               [f'공용 {issuer} 계정에 MFA가 걸려 있고, 여러 명이 코드를 만들 수 있게 시드를 비밀번호 옆에 저장해 둠:\n{uri}'])
    elif kind == 1:
        mc = L(lang, [f'To log in as the {issuer} break-glass user I needed the TOTP secret: {seed}'],
                   [f'{issuer} 비상용 계정으로 로그인하려면 TOTP 시크릿이 필요했음: {seed}'])
    else:
        secrets = [grouped]
        mc = L(lang, [f'The "can\'t scan the QR code?" text key for the shared {issuer} login was pasted in the wiki: {grouped}'],
                   [f'공용 {issuer} 로그인의 "QR 코드를 스캔할 수 없나요?" 텍스트 키가 위키에 붙어 있었음: {grouped}'])
    lesson = L(lang, ['Anyone holding the seed can generate valid codes forever; a shared seed defeats the point of MFA.',
                      '`oathtool --totp -b <seed>` generates the code, which is how the CI job logs in.'],
               ['시드를 가진 사람은 영원히 유효한 코드를 만들 수 있음. 시드 공유는 MFA 의미가 없음.',
                '`oathtool --totp -b <seed>`로 코드 생성 가능. CI 잡이 그렇게 로그인함.'])
    return note('TOTP seed / otpauth URI', mc, lesson, '', secrets)


@secret_t(2, 2)
def t_recovery_codes(lang):
    kind = R.randint(0, 5)
    if kind == 0:
        codes = [f'{rs(HX, 5)}-{rs(HX, 5)}' for _ in range(R.randint(4, 8))]
        svc = 'GitHub'
    elif kind == 1:
        codes = [f'{digits(4, False)} {digits(4, False)}' for _ in range(R.randint(4, 6))]
        svc = 'Google'
    elif kind == 2:
        codes = [rs(ANL, 8) for _ in range(R.randint(4, 8))]
        svc = 'Discord'
    elif kind == 3:
        codes = ['-'.join(rs(ANU, 5) for _ in range(5))]
        svc = 'Microsoft account'
    elif kind == 4:
        codes = ['-'.join(rs(ANU.replace('0', '').replace('O', ''), 4) for _ in range(7))]
        svc = 'Apple ID'
    else:
        codes = [rs(ANL, 32)]
        svc = 'Bitwarden'
    lst = '\n'.join(codes) if chance(0.6) else ', '.join(codes)
    mc = L(lang, [f'The {svc} recovery codes for the shared admin account were in a text file on the desktop:\n{lst}',
                  f'I needed to get into the {svc} admin account after the phone was replaced. Recovery codes from the handover:\n{lst}'],
           [f'공용 관리자 계정의 {svc} 복구 코드가 바탕화면 텍스트 파일에 있었음:\n{lst}',
            f'폰 교체 후 {svc} 관리자 계정에 들어가야 했음. 인수인계 받은 복구 코드:\n{lst}'])
    lesson = L(lang, ['Each recovery code works once and bypasses 2FA entirely; used ones should be crossed out and the set regenerated.',
                      'Recovery codes belong in the password manager entry, not in a plain file.'],
               ['복구 코드는 한 번씩만 쓸 수 있고 2FA를 완전히 우회함. 쓴 건 지우고 새로 발급해야 함.', '복구 코드는 평문 파일 말고 비밀번호 관리자 항목에 둬야 함.'])
    return note('recovery/backup codes: ' + svc, mc, lesson, '', codes)


@secret_t(2, 2)
def t_wifi(lang):
    ssid = pick([f'{org().upper()}-Guest', f'{org()}_5G', 'Lab-IoT', 'Office-Staff', 'iptime-3F', 'KT_GiGA_5G_Wave2', 'U+Net7A1C'])
    psk = password(pick(['human', 'phrase', 'korkbd', 'alnum', 'pwgen']))
    psk = psk.replace(';', '!')
    kind = R.randint(0, 3)
    secrets = [psk]
    if kind == 0:
        form = f'WIFI:T:WPA;S:{ssid};P:{psk};;'
    elif kind == 1:
        form = f'nmcli dev wifi connect "{ssid}" password "{psk}"'
    elif kind == 2:
        hexpsk = rs(HX, 64)
        form = f'network={{\n    ssid="{ssid}"\n    #psk="{psk}"\n    psk={hexpsk}\n}}'
        secrets.append(hexpsk)
    else:
        form = f'SSID {ssid} / password {psk}'
    mc = L(lang, [f'The test devices need the lab Wi-Fi, which isn\'t in the onboarding doc:\n{form}',
                  f'The Raspberry Pi image connects with this (from the provisioning script):\n{form}'],
           [f'테스트 기기들이 실험실 와이파이에 붙어야 하는데 온보딩 문서에 없음:\n{form}',
            f'라즈베리파이 이미지가 이걸로 접속함 (프로비저닝 스크립트에서 발견):\n{form}'])
    lesson = L(lang, ['The IoT network is isolated from the corporate LAN, so devices on it cannot reach the staging API without the proxy.',
                      'wpa_passphrase output keeps the plaintext as a comment; delete that line before baking the image.'],
               ['IoT 네트워크는 사내망과 분리돼서 프록시 없이는 스테이징 API에 못 붙음.', 'wpa_passphrase 출력은 평문을 주석으로 남김. 이미지 굽기 전에 그 줄 지워야 함.'])
    return note('Wi-Fi key', mc, lesson, '', secrets)


@secret_t(2, 2)
def t_pin(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        code = digits(8, False)
        en, ko = f'the SIM PUK for the on-call phone is {code}', f'당직폰 SIM PUK 코드는 {code}'
        cat = 'SIM PUK'
    elif kind == 1:
        code = digits(R.randint(8, 10), False)
        en, ko = f'the alarm disarm code for the server room is {code}', f'서버실 경보 해제 코드는 {code}'
        cat = 'alarm code'
    elif kind == 2:
        code = f'*{digits(4, False)}#{digits(4, False)}'
        en, ko = f'the door keypad code for the 3rd floor lab is {code}', f'3층 실험실 도어락 번호는 {code}'
        cat = 'door code'
    elif kind == 3:
        code = '-'.join(digits(6, False) for _ in range(8))
        en, ko = f'the BitLocker recovery key for the build laptop is {code}', f'빌드용 노트북 BitLocker 복구 키는 {code}'
        cat = 'BitLocker recovery key'
    else:
        code = digits(8, False)
        en, ko = f'the safe in the ops room (with the YubiKeys) opens with {code}', f'운영실 금고(YubiKey 보관) 비밀번호는 {code}'
        cat = 'safe combination'
    mc = L(lang, [f'Physical access wasn\'t covered in the onboarding: {en}.', f'I needed physical access for the hardware swap; {en}.'],
           [f'온보딩에 물리 접근 얘기가 없었음. {ko}.', f'하드웨어 교체 때문에 물리 접근이 필요했음. {ko}.'])
    lesson = L(lang, ['Codes like this are shared by word of mouth and never changed when people leave.', 'Facilities can issue a personal badge instead.'],
               ['이런 코드는 구두로 공유되고 퇴사자 생겨도 안 바뀜.', '총무팀에 개인 출입카드 발급 요청 가능함.'])
    return note('PIN/door code: ' + cat, mc, lesson, '', [code])


BIP39_EN = (
    'abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid '
    'acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance '
    'advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album '
    'alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among '
    'amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique '
    'anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor '
    'army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume '
    'asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado '
    'avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball '
    'bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become '
    'beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle '
    'bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood '
    'blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring '
    'borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief '
    'bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb '
    'bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable '
    'cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable '
    'capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog '
    'catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk '
    'champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child '
    'chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify '
    'claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud '
    'clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine '
    'come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper '
    'copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle '
    'craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop '
    'cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious '
    'current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn '
    'day deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay '
    'deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk '
    'despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital '
    'dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide '
    'divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft '
    'dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb '
    'dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo '
    'ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator '
    'elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy '
    'energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode '
    'equal equip era erase erode erosion error erupt escape essay essence estate eternal ethics evidence evil '
    'evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit '
    'exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade faint '
    'faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault '
    'favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field '
    'figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness '
    'fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly '
    'foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil '
    'foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel '
    'fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment '
    'gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle '
    'ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue '
    'goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass '
    'gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun '
    'gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard '
    'head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip '
    'hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital '
    'host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband '
    'hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose '
    'improve impulse inch include income increase index indicate indoor industry infant inflict inform inhale inherit initial '
    'inject injury inmate inner innocent input inquiry insane insect inside inspire install intact interest into invest '
    'invite involve iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel '
    'job join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep ketchup '
    'key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know '
    'lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law '
    'lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend '
    'length lens leopard lesson letter level liar liberty library license life lift light like limb limit '
    'link lion liquid list little live lizard load loan lobster local lock logic lonely long loop '
    'lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet '
    'maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin '
    'marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure '
    'meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message '
    'metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake '
    'mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning '
    'mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music '
    'must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need negative '
    'neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee '
    'noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey '
    'object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay '
    'old olive olympic omit once one onion online only open opera opinion oppose option orange orbit '
    'orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over '
    'own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper '
    'parade parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut '
    'pear peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase physical '
    'piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet '
    'plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond pony '
    'pool popular portion position possible post potato pottery poverty powder power practice praise predict prefer prepare '
    'present pretty prevent price pride primary print priority prison private prize problem process produce profit program '
    'project promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil '
    'puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter question quick quit quiz '
    'quote rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid '
    'rare rate rather raven raw razor ready real reason rebel rebuild recall receive recipe record recycle '
    'reduce reflect reform refuse region regret regular reject relax release relief rely remain remember remind remove '
    'render renew rent reopen repair repeat replace report require rescue resemble resist resource response result retire '
    'retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid '
    'ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room '
    'rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle sadness '
    'safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say '
    'scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea '
    'search season seat second secret section security seed seek segment select sell seminar senior sense sentence '
    'series service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine '
    'ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side '
    'siege sight sign silent silk silly silver similar simple since sing siren sister situate six size '
    'skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim slogan '
    'slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social '
    'sock soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup '
    'source south space spare spatial spawn speak special speed spell spend sphere spice spider spike spin '
    'spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium '
    'staff stage stairs stamp stand start state stay steak steel stem step stereo stick still sting '
    'stock stomach stone stool story stove strategy street strike strong struggle student stuff stumble style subject '
    'submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme '
    'sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim '
    'swing switch sword symbol symptom syrup system table tackle tag tail talent talk tank tape target '
    'task taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that '
    'theme then theory there they thing this thought three thrive throw thumb thunder ticket tide tiger '
    'tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token '
    'tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist '
    'toward tower town toy track trade traffic tragic train transfer trap trash travel tray treat tree '
    'trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet trust truth try '
    'tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical '
    'ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown '
    'unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful '
    'useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle '
    'velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view '
    'village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote '
    'voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave '
    'way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat '
    'wheel when where whip whisper wide width wife wild will win window wine wing wink winner '
    'winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth '
    'wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo '
).split()
assert len(BIP39_EN) == 2048
assert hashlib.sha256(('\n'.join(BIP39_EN) + '\n').encode()).hexdigest() == \
    '2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda', 'BIP-39 English list mismatch'


def bip39_mnemonic(nwords):
    """Valid BIP-39 mnemonic: random entropy + SHA-256 checksum bits, 11-bit word indices."""
    ent = rbytes({12: 16, 15: 20, 18: 24, 24: 32}[nwords])
    cs = len(ent) * 8 // 32
    bits = int.from_bytes(ent, 'big') << cs | (hashlib.sha256(ent).digest()[0] >> (8 - cs))
    total = len(ent) * 8 + cs
    return ' '.join(BIP39_EN[(bits >> (total - 11 * (i + 1))) & 0x7ff] for i in range(nwords))


@secret_t(2, 2)
def t_seed(lang):
    n_words = pick([12, 12, 24])
    while True:
        phrase = bip39_mnemonic(n_words)
        if len(dict.fromkeys(phrase.split())) == n_words:   # no repeated word, so no window of the phrase recurs at its edge
            break
    wallet = pick(['MetaMask', 'the treasury hot wallet', 'the faucet wallet', 'Phantom', 'the deployer account', 'Ledger backup'])
    kwallet = pick(['메타마스크', '트레저리 핫월렛', '테스트넷 faucet 지갑', '팬텀 지갑', '컨트랙트 배포 계정', '렛저 백업'])
    mc = L(lang, [f'The deploy script signs with {wallet}; its recovery phrase was in the team notes:\n"{phrase}"',
                  f'I needed the deployer key for the testnet release. The seed phrase for {wallet} is: {phrase}'],
           [f'배포 스크립트가 {kwallet}로 서명함. 복구 문구가 팀 노트에 있었음:\n"{phrase}"',
            f'테스트넷 릴리스에 배포 키가 필요했음. {kwallet} 시드 문구: {phrase}'])
    lesson = L(lang, ['The same phrase derives the mainnet accounts too, so testnet convenience exposes real funds.',
                      'Hardhat reads the mnemonic from the env; it should come from the secret manager in CI.'],
               ['같은 문구로 메인넷 계정도 파생되니까 테스트넷 편의 때문에 실제 자금이 노출되는 셈.', 'Hardhat이 env에서 니모닉을 읽음. CI에서는 시크릿 매니저에서 받아야 함.'])
    return note('wallet seed phrase', mc, lesson, '', [phrase])


@secret_t(1, 1)
def t_pem_ec(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        lines, hdr = pem_lines(ec_sec1_der()), 'EC PRIVATE KEY'
    elif kind == 1:
        lines, hdr = pem_lines(ec_pkcs8_der()), 'PRIVATE KEY'
    else:
        lines, hdr = pem_lines(ed25519_pkcs8_der()), 'PRIVATE KEY'
    pem = f'-----BEGIN {hdr}-----\n' + '\n'.join(lines) + f'\n-----END {hdr}-----'
    use = pick(['the APNs auth key (AuthKey.p8)', 'the JWT signing key for the internal API', 'the webhook signing key', 'the mTLS client key for the partner gateway'])
    kuse = pick(['APNs 인증 키(AuthKey.p8)', '내부 API JWT 서명 키', '웹훅 서명 키', '파트너 게이트웨이 mTLS 클라이언트 키'])
    mc = L(lang, [f'I didn\'t know where {use} comes from; it is committed under certs/:\n{pem}',
                  f'{use.capitalize()} was pasted into the ticket so I could test locally:\n{pem}'],
           [f'{kuse}가 어디서 오는지 몰랐는데 certs/ 아래에 커밋돼 있었음:\n{pem}',
            f'로컬 테스트하라고 {kuse}를 티켓에 붙여줬음:\n{pem}'])
    lesson = L(lang, ['Private keys in the repo mean everyone with read access can sign tokens; it has to be rotated and moved to the secret store.',
                      'The loader expects PKCS#8; SEC1 "EC PRIVATE KEY" files need `openssl pkcs8 -topk8 -nocrypt` first.'],
               ['레포에 개인키가 있으면 읽기 권한만 있어도 토큰 서명 가능. 교체하고 시크릿 저장소로 옮겨야 함.',
                '로더가 PKCS#8을 기대함. SEC1 "EC PRIVATE KEY"는 먼저 `openssl pkcs8 -topk8 -nocrypt` 필요.'])
    return note('PEM private key (' + hdr + ')', mc, lesson, '', lines)


@secret_t(1, 1)
def t_pem_rsa_trunc(lang):
    lines = pem_lines(rsa_der())
    shown = lines[:R.randint(2, 4)]
    tail = lines[-2] if chance(0.5) else None
    body = '\n'.join(shown) + '\n...\n' + (tail + '\n' if tail else '')
    hdr = pick(['RSA PRIVATE KEY', 'RSA PRIVATE KEY', 'PRIVATE KEY'])
    pem = f'-----BEGIN {hdr}-----\n{body}-----END {hdr}-----'
    use = pick(['the GitHub App private key', 'the SAML signing key', 'the deploy user\'s key', 'the Snowflake key-pair auth key'])
    kuse = pick(['GitHub App 개인키', 'SAML 서명 키', '배포 계정 키', 'Snowflake 키페어 인증 키'])
    mc = L(lang, [f'{use.capitalize()} lives in the shared drive; the top of the file looks like this (truncated):\n{pem}',
                  f'I wasn\'t told the job authenticates with {use}. Start of the key from the CI variable:\n{pem}'],
           [f'{kuse}가 공유 드라이브에 있음. 파일 앞부분(잘림):\n{pem}',
            f'잡이 {kuse}로 인증한다는 걸 몰랐음. CI 변수에 있던 키 앞부분:\n{pem}'])
    lesson = L(lang, ['Multi-line keys in CI variables lose their newlines unless the variable is a file type.',
                      'The key has no passphrase, so the file alone is enough to act as the app.'],
               ['CI 변수에 여러 줄 키를 넣으면 file 타입이 아닌 이상 줄바꿈이 사라짐.', '키에 패스프레이즈가 없어서 파일만 있으면 앱으로 행세할 수 있음.'])
    return note('PEM RSA private key (truncated paste)', mc, lesson, '', shown + ([tail] if tail else []))


@secret_t(1, 1)
def t_openssh(lang):
    comment = pick(['deploy@ci', 'ubuntu@bastion', f'{pick(PEOPLE)}@laptop', 'github-actions', 'backup@nas'])
    for _ in range(20):
        lines, pk = openssh_ed25519(comment)
        if len(lines[-1]) >= 8:
            break
    else:
        raise RuntimeError('openssh last line too short')
    key = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    mc = L(lang, [f'The deploy key for the production hosts was stored as a CI variable and nobody mentioned it. Its value:\n{key}',
                  f'To reach the bastion I was given this key file (id_ed25519):\n{key}'],
           [f'운영 서버 배포 키가 CI 변수에 저장돼 있었는데 아무도 말 안 해줌. 값:\n{key}',
            f'bastion 접속하라고 받은 키 파일(id_ed25519):\n{key}'])
    lesson = L(lang, ['The key has no passphrase ("none" cipher), so anyone with the file can log in as the deploy user.',
                      'ssh refuses keys with permissions wider than 600 ("UNPROTECTED PRIVATE KEY FILE").'],
               ['패스프레이즈 없는 키(cipher none)라 파일만 있으면 deploy 계정으로 로그인 가능.', '권한이 600보다 넓으면 ssh가 키를 거부함("UNPROTECTED PRIVATE KEY FILE").'])
    return note('OpenSSH private key', mc, lesson, '', lines)


@secret_t(1, 0)
def t_pgp(lang):
    lines = pgp_secret_lines(R.randint(2, 3))
    block = '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n' + '\n'.join(lines) + '\n[...]\n-----END PGP PRIVATE KEY BLOCK-----'
    mc = L(lang, [f'Release signing uses a GPG key exported to the CI secrets; the export starts:\n{block}'], [f'릴리스 서명용 GPG 키가 CI 시크릿에 export 돼 있음. 앞부분:\n{block}'])
    lesson = L(lang, ['The exported key has no passphrase because the CI job could not enter one.'], ['CI 잡이 패스프레이즈를 못 넣어서 export한 키에 패스프레이즈가 없음.'])
    return note('PGP private key block (truncated)', mc, lesson, '', lines)


@secret_t(2, 1)
def t_cookie(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        val = 's%3A' + rs(B64U, 32) + '.' + rs(B64U, 43)
        ck = f'connect.sid={val}'
    elif kind == 1:
        val = rs(B64A, 160) + '%3D%3D--' + rs(HX, 40)
        ck = f'_session_id={val}'
    elif kind == 2:
        val = rs(HXU, 32)
        ck = f'JSESSIONID={val}'
    elif kind == 3:
        val = 'eyJpdiI6' + rs(B64U, 120) + '%3D'
        ck = f'laravel_session={val}'
    else:
        val = rs(ANL, 32)
        ck = f'sessionid={val}; csrftoken={rs(AN, 32)}'
    form = pick([f'Cookie: {ck}', f"curl 'https://{pick(['admin', 'app', 'portal'])}.{org()}.com/api/export' -H 'Cookie: {ck}'",
                 f'Set-Cookie: {ck.split(";")[0]}; Path=/; HttpOnly; Secure'])
    mc = L(lang, [f'The export endpoint has no API token support, so the scraper uses a logged-in browser session:\n{form}',
                  f'To reproduce the bug I copied the request with the admin session from devtools:\n{form}'],
           [f'export 엔드포인트가 API 토큰을 지원 안 해서 스크래퍼가 로그인된 브라우저 세션을 씀:\n{form}',
            f'버그 재현하려고 개발자도구에서 관리자 세션 붙은 요청을 복사함:\n{form}'])
    lesson = L(lang, ['A session cookie is as good as the password until it expires (14 days here).', 'Logging out invalidates it server-side, which is the quickest revocation.'],
               ['세션 쿠키는 만료 전까지(여기선 14일) 비밀번호나 마찬가지.', '로그아웃하면 서버에서 무효화됨. 가장 빠른 폐기 방법.'])
    return note('session cookie', mc, lesson, '', [val])


@secret_t(2, 1)
def t_jwt_bearer(lang):
    t = epoch()
    payload = pick([{'sub': uuid4(), 'email': email(), 'role': 'admin', 'iat': t, 'exp': t + 3600},
                    {'iss': f'https://auth.{org()}.com/', 'sub': f'auth0|{rs(HX, 24)}', 'aud': 'https://api.acme.com', 'iat': t, 'exp': t + 86400, 'scope': 'read:all write:all'},
                    {'user_id': R.randint(1000, 99999), 'tenant': org(), 'iat': t, 'exp': t + 604800}])
    tok = jwt(payload, alg=pick(['HS256', 'HS256', 'ES256']), kid=rs(AN, 8) if chance(0.3) else None)
    form = pick([f'curl -H "Authorization: Bearer {tok}" https://api.{org()}.com/v1/admin/users',
                 f'Authorization: Bearer {tok}', f'localStorage.access_token = "{tok}"'])
    mc = L(lang, [f'Testing the admin endpoints needs a token; I took one from the staging web app session:\n{form}',
                  f'The QA handoff contained a ready-made bearer token for the API:\n{form}'],
           [f'관리자 엔드포인트 테스트에 토큰이 필요해서 스테이징 웹앱 세션에서 가져옴:\n{form}',
            f'QA 인수인계에 API용 bearer 토큰이 그대로 들어 있었음:\n{form}'])
    lesson = L(lang, ['The token is valid until its exp claim and cannot be revoked individually; the signing secret rotation invalidates all.',
                      'jwt.io decoding showed role=admin, so the token grants far more than the tests need.'],
               ['토큰은 exp 까지 유효하고 개별 폐기가 안 됨. 서명 시크릿을 바꾸면 전부 무효화됨.', 'jwt.io로 디코드해 보니 role=admin이라 테스트에 필요한 것보다 권한이 훨씬 큼.'])
    return note('bearer JWT', mc, lesson, '', [tok])


@secret_t(1, 1)
def t_aws_creds_file(lang):
    kid = pick(['AKIA', 'ASIA']) + rs(B32A, 16)
    sec = rs(B64A, 40)
    lines = [f'[{pick(["default", "prod", "legacy-admin", "ci"])}]', f'aws_access_key_id = {kid}', f'aws_secret_access_key = {sec}']
    secrets = [kid, sec]
    if kid.startswith('ASIA'):
        st = 'IQoJb3JpZ2luX2VjE' + rs(B64A, 240)
        lines.append(f'aws_session_token = {st}')
        secrets.append(st)
    block = '\n'.join(lines)
    mc = L(lang, [f'The upload script used a profile that only exists in ~/.aws/credentials on the build box:\n{block}',
                  f'I couldn\'t run the backfill until I had AWS credentials; the ones on the shared VM:\n{block}'],
           [f'업로드 스크립트가 빌드 서버 ~/.aws/credentials에만 있는 프로필을 씀:\n{block}',
            f'AWS 인증정보 없어서 백필을 못 돌렸음. 공용 VM에 있던 값:\n{block}'])
    if kid.startswith('ASIA'):
        lesson = L(lang, ['ASIA keys come with a session token and stop working when it expires, which explains the ExpiredToken error the next morning; until then they are fully usable.'],
                   ['ASIA 키는 세션 토큰과 같이 오고 만료되면 안 됨. 다음 날 아침 ExpiredToken 에러 원인. 만료 전까지는 그대로 쓸 수 있음.'])
    else:
        lesson = L(lang, ['Static IAM user keys never expire; SSO profiles or role assumption would give short-lived credentials.'],
                   ['IAM 사용자 고정 키는 만료가 없음. SSO 프로필이나 role assume으로 단기 자격증명을 써야 함.'])
    return note('AWS credentials file', mc, lesson, '', secrets)


@secret_t(2, 2)
def t_app_secret(lang):
    kind = R.randint(0, 6)
    if kind == 0:
        v = 'django-insecure-' + rs(LO + DG + '!@#$%^&*(-_=+)', 50)
        line, what = f"SECRET_KEY = '{v}'", 'Django SECRET_KEY'
    elif kind == 1:
        v = rs(HX, 128)
        line, what = f'SECRET_KEY_BASE={v}', 'Rails secret_key_base'
    elif kind == 2:
        v = 'base64:' + b64(rbytes(32))
        line, what = f'APP_KEY={v}', 'Laravel APP_KEY'
    elif kind == 3:
        v = b64(rbytes(32))
        line, what = f'NEXTAUTH_SECRET={v}', 'NextAuth secret'
    elif kind == 4:
        v = rs(AN + '!@#$%^&*', 40)
        line, what = f'JWT_SECRET="{v}"', 'JWT signing secret'
    elif kind == 5:
        v = b64u(rbytes(32)) + '='
        line, what = f'FERNET_KEY={v}', 'Fernet key'
    else:
        v = rs(HX, 32)
        line, what = f'config/master.key: {v}', 'Rails master.key'
    mc = L(lang, [f'Sessions broke after the redeploy because the {what} differed between instances. The value on the old instance:\n{line}',
                  f'I didn\'t know the app needs a stable {what}:\n{line}'],
           [f'재배포 후 인스턴스마다 {what}가 달라서 세션이 깨졌음. 예전 인스턴스 값:\n{line}',
            f'앱에 고정된 {what}가 필요한 줄 몰랐음:\n{line}'])
    lesson = L(lang, [f'Anyone with the {what} can forge sessions/cookies or decrypt stored data; it must be identical across instances and never committed.',
                      'Generating a new key logs every user out and makes encrypted columns unreadable.'],
               [f'{what}를 가진 사람은 세션/쿠키 위조나 저장 데이터 복호화가 가능함. 인스턴스 간 동일해야 하고 커밋 금지.',
                '새 키를 만들면 모든 사용자가 로그아웃되고 암호화된 컬럼을 못 읽게 됨.'])
    return note('framework secret key: ' + what, mc, lesson, '', [v])


@secret_t(1, 1)
def t_bootstrap_pw(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        v = rs(HX, 32)
        out = f'$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n{v}'
        what = 'Jenkins initial admin password'
    elif kind == 1:
        v = rs(AN + '-', 16)
        out = f'$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used for first time login.'
        what = 'Argo CD initial admin password'
    elif kind == 2:
        v = rs(AN + '*_=+-', 20)
        out = f'Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  {v}'
        what = 'Elasticsearch elastic password'
    else:
        v = rs(HX, 48)
        out = f'    To access the server, open this file in a browser:\n    http://127.0.0.1:8888/lab?token={v}'
        what = 'Jupyter server token'
    mc = L(lang, [f'The {what} was printed during setup and nobody changed it afterwards:\n{out}',
                  f'Setup logs kept the {what}:\n{out}'],
           [f'설치 중 출력된 {what}를 이후에 아무도 안 바꿨음:\n{out}', f'설치 로그에 {what}가 남아 있었음:\n{out}'])
    lesson = L(lang, ['Initial credentials are meant to be replaced on first login; this one still works.', 'The setup log is attached to the infra ticket, so it is widely readable.'],
               ['초기 비밀번호는 첫 로그인 때 바꾸라는 건데 이건 아직 동작함.', '설치 로그가 인프라 티켓에 첨부돼서 많은 사람이 볼 수 있음.'])
    return note('bootstrap credential output: ' + what, mc, lesson, '', [v])


@secret_t(1, 1)
def t_maven_npmrc(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        pw = password(pick(['alnum', 'generated', 'human'])).replace('<', '').replace('&', '')
        block = (f'<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployment</username>\n'
                 f'    <password>{pw}</password>\n  </server>\n</servers>')
        f, secrets = '~/.m2/settings.xml', [pw]
    elif kind == 1:
        u, pw = pick(PEOPLE), password(pick(['alnum', 'human']))
        blob = b64(f'{u}:{pw}'.encode())
        block = f'registry=https://nexus.{org()}.internal/repository/npm-group/\n_auth={blob}\nalways-auth=true'
        f, secrets = '.npmrc', [blob]
    else:
        pw = password(pick(['alnum', 'human']))
        enc = b64(pw.encode())
        block = (f'//npm.pkg.{org()}.internal/:username=ci\n//npm.pkg.{org()}.internal/:_password={enc}\n'
                 f'//npm.pkg.{org()}.internal/:email=ci@{org()}.com')
        f, secrets = '.npmrc', [enc]
    mc = L(lang, [f'Installing from the internal registry failed with 401; the working {f} from the build agent:\n{block}',
                  f'I didn\'t know publishing needs credentials in {f}:\n{block}'],
           [f'사내 레지스트리 설치가 401로 실패. 빌드 에이전트의 동작하는 {f}:\n{block}', f'배포하려면 {f}에 인증정보가 필요한 줄 몰랐음:\n{block}'])
    if kind == 0:
        lesson = L(lang, ['Maven can encrypt server passwords with settings-security.xml, which nobody set up.', 'The same deployment user can delete releases from Nexus.'],
                   ['Maven은 settings-security.xml로 서버 비번을 암호화할 수 있는데 아무도 설정 안 함.', '같은 deployment 계정으로 Nexus 릴리스 삭제도 가능함.'])
    else:
        lesson = L(lang, ['npm\'s _auth/_password values are plain base64, not hashes; `echo <value> | base64 -d` reveals the password.', 'An npm token scoped to read-only would be enough for CI installs.'],
                   ['npm의 _auth/_password 값은 해시가 아니라 그냥 base64. `base64 -d` 하면 비번이 그대로 나옴.', 'CI 설치용이면 읽기 전용 토큰으로 충분함.'])
    return note('package registry credentials (' + f + ')', mc, lesson, '', secrets)


@secret_t(1, 1)
def t_pip_index(lang):
    u = pick(['ci', 'deploy', pick(PEOPLE)])
    pw = pw_url_safe()
    h = pick([f'pypi.{org()}.internal', f'nexus.{org()}.io/repository/pypi-group', f'{org()}-python.d.codeartifact.us-east-1.amazonaws.com/pypi/internal'])
    form = pick([f'pip install --extra-index-url https://{u}:{pw}@{h}/simple acme-core==2.3.1',
                 f'[global]\nextra-index-url = https://{u}:{pw}@{h}/simple',
                 f'--extra-index-url https://{u}:{pw}@{h}/simple\nacme-core==2.3.1\nrequests==2.32.3'])
    mc = L(lang, [f'Private packages wouldn\'t install; the index URL with credentials is in pip.conf / requirements on the build box:\n{form}',
                  f'I didn\'t know where acme-core comes from:\n{form}'],
           [f'사내 패키지 설치가 안 됐음. 빌드 서버 pip.conf/requirements에 인증 포함 인덱스 URL이 있음:\n{form}', f'acme-core가 어디서 오는지 몰랐음:\n{form}'])
    lesson = L(lang, ['pip prints the index URL in verbose logs, credentials included.', 'keyring or PIP_INDEX_URL from CI secrets avoids committing it in requirements.txt.'],
               ['pip verbose 로그에 인덱스 URL이 인증정보째로 찍힘.', 'keyring 이나 CI 시크릿의 PIP_INDEX_URL을 쓰면 requirements.txt에 안 넣어도 됨.'])
    return note('pip index URL with credentials', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_ftp(lang):
    u = pick(['upload', 'partner01', 'ftpuser', pick(PEOPLE)])
    pw = pw_url_safe()
    h = host('ftp')
    form = pick([f'ftp://{u}:{pw}@{h}/outgoing/', f"lftp -u {u},{pw} sftp://{h}", f'curl -T report.csv ftp://{h}/in/ --user {u}:{pw}'])
    mc = L(lang, [f'The daily partner file goes over (S)FTP with a shared login nobody documented:\n{form}', f'The cron job that uploads the report uses:\n{form}'],
           [f'매일 파트너 파일을 아무도 문서화 안 한 공용 계정으로 (S)FTP 전송함:\n{form}', f'리포트 업로드 cron 잡이 이걸 씀:\n{form}'])
    lesson = L(lang, ['Plain FTP sends the password unencrypted on the wire.', 'The partner allowlists our NAT IP only.'], ['일반 FTP는 비밀번호를 평문으로 전송함.', '파트너가 우리 NAT IP만 허용함.'])
    return note('FTP/SFTP credentials', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_ssh_passphrase(lang):
    pw = password(pick(['phrase', 'human', 'korkbd', 'hangul' if lang == 'ko' else 'phrase']))
    key = pick(['~/.ssh/deploy_ed25519', '~/.ssh/id_rsa_legacy', 'keys/release-signing.key', '~/.ssh/bastion'])
    mc = L(lang, [f'The key {key} is encrypted and the passphrase wasn\'t in the handover. It is "{pw}".',
                  f'ssh-add asked for a passphrase for {key}; {who_en()} told me it is {pw}.'],
           [f'{key} 키가 암호화돼 있었고 패스프레이즈가 인수인계에 없었음. "{pw}" 임.', f'ssh-add가 {key} 패스프레이즈를 물어봄. {ko_person()}이 {pw} 라고 알려줌.'])
    lesson = L(lang, ['Add the key to the agent once per session; the CI job uses an unencrypted copy instead, which is worse.', 'A passphrase shared by chat is no longer a second factor.'],
               ['세션마다 한 번 agent에 추가하면 됨. CI 잡은 암호 없는 사본을 쓰는데 그게 더 위험함.', '채팅으로 공유된 패스프레이즈는 더 이상 추가 보호 수단이 아님.'])
    return note('SSH key passphrase (prose)', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_device_cli(lang):
    kind = R.randint(0, 3)
    pw = password(pick(['human', 'alnum', 'pwgen']))
    if kind == 0:
        comm = rs(AN, R.randint(10, 16))
        pw = comm
        cmd = f'snmpwalk -v2c -c {comm} {host("sw")} 1.3.6.1.2.1.1'
        what = 'SNMP community string'
    elif kind == 1:
        cmd = f"ipmitool -I lanplus -H 10.0.{R.randint(1, 9)}.{R.randint(10, 250)} -U ADMIN -P '{pw}' chassis power status"
        what = 'IPMI password'
    elif kind == 2:
        cmd = f"xfreerdp /v:{host('win')} /u:Administrator /p:'{pw}' /cert:ignore"
        what = 'RDP password'
    else:
        cmd = f"echo '{pick(['deploy', 'backup', 'svc'])}:{pw}' | sudo chpasswd"
        what = 'chpasswd'
    mc = L(lang, [f'The hardware check in the runbook assumes you know the credentials; the command in the old script is:\n{cmd}',
                  f'I needed out-of-band access and found this in the ops history:\n{cmd}'],
           [f'런북의 하드웨어 점검이 인증정보를 안다고 가정함. 예전 스크립트의 명령:\n{cmd}', f'OOB 접속이 필요해서 운영 히스토리에서 찾은 명령:\n{cmd}'])
    lesson = L(lang, ['These device credentials are identical on every rack unit.', 'The management network is reachable over the VPN, so this is effectively internet-facing.'],
               ['이 장비 인증정보는 모든 랙 장비에서 동일함.', '관리망이 VPN으로 접근 가능해서 사실상 외부 노출임.'])
    return note('device CLI credential: ' + what, mc, lesson, '', [pw])


@secret_t(1, 1)
def t_wireguard(lang):
    priv = b64(rbytes(32))
    pub = b64(rbytes(32))
    psk = b64(rbytes(32))
    with_psk = chance(0.4)
    block = (f'[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.{R.randint(2, 200)}/32\nDNS = 10.8.0.1\n\n[Peer]\n'
             f'PublicKey = {pub}\n' + (f'PresharedKey = {psk}\n' if with_psk else '') +
             f'Endpoint = vpn.{org()}.com:51820\nAllowedIPs = 10.0.0.0/8')
    mc = L(lang, [f'The VPN config for the build agent was copied from a teammate (wg0.conf):\n{block}', f'I had no VPN access; the shared wg0.conf:\n{block}'],
           [f'빌드 에이전트 VPN 설정을 팀원 것(wg0.conf)에서 복사함:\n{block}', f'VPN 접근 권한이 없어서 공용 wg0.conf를 받음:\n{block}'])
    lesson = L(lang, ['Sharing one PrivateKey means two peers fight over the same tunnel address; each device needs its own key.', 'Only the PublicKey belongs on the server side.'],
               ['PrivateKey 하나를 공유하면 두 피어가 같은 터널 주소를 두고 충돌함. 기기마다 키가 따로 있어야 함.', '서버 쪽에는 PublicKey만 있으면 됨.'])
    return note('WireGuard config (PrivateKey)', mc, lesson, '', [priv] + ([psk] if with_psk else []))


@secret_t(1, 1)
def t_age(lang):
    k = age_secret_key()
    pubr = age_recipient()
    block = f'# created: 2025-0{R.randint(1, 9)}-1{R.randint(0, 9)}T10:2{R.randint(0, 9)}:00+09:00\n# public key: {pubr}\n{k}'
    mc = L(lang, [f'sops decryption needs the age key, which lives in ~/.config/sops/age/keys.txt on one laptop:\n{block}',
                  f'I couldn\'t decrypt secrets.enc.yaml; the key file I was sent:\n{block}'],
           [f'sops 복호화에 age 키가 필요한데 노트북 한 대의 ~/.config/sops/age/keys.txt에만 있음:\n{block}', f'secrets.enc.yaml을 복호화 못 했음. 받은 키 파일:\n{block}'])
    lesson = L(lang, ['The public key (age1...) is safe to share; the secret key line below it is not.', 'Add a second recipient so losing one laptop doesn\'t lock everyone out.'],
               ['공개키(age1...)는 공유해도 되지만 그 아래 비밀키 줄은 안 됨.', '노트북 하나 잃어버려도 되게 recipient를 하나 더 추가해야 함.'])
    return note('age secret key', mc, lesson, '', [k])


@secret_t(2, 2)
def t_korkbd_prose(lang):
    word = pick(KO_WORDS)
    qw = hangul_to_qwerty(word)
    tail = pick(['!', '!@#', '^^', '', '#']) + pick([str(R.randint(1, 99)), str(R.randint(1990, 2025)), f'{R.randint(1, 12):02d}{R.randint(1, 28):02d}'])
    pw = qw + tail
    if len(pw) < 8:
        pw += str(R.randint(100, 999))
    mc = L(lang, [f'The Korean office router uses a password typed in Hangul mode on an English keyboard: {pw}. Nobody explained that.',
                  f'The test phone\'s lock password is {pw} (it is "{word}" typed with the keyboard in English mode).'],
           [f'사무실 공유기 비번이 한글을 영문 자판으로 친 거였음: {pw}. 아무도 설명 안 해줌.',
            f'테스트폰 잠금 비밀번호는 {pw} ("{word}"{"을" if has_batchim(word) else "를"} 영타로 친 것).',
            f'NAS 관리자 비번이 {pw} 인데 한/영 전환 안 하고 친 거라 처음엔 못 알아봄.'])
    lesson = L(lang, ['Korean-keyboard passwords look random but are easy to guess for anyone who knows the trick.', 'Autofill does not help on that device; type it with the layout in English mode.'],
               ['한글 영타 비밀번호는 랜덤처럼 보여도 아는 사람한테는 쉽게 추측됨.', '그 기기에선 자동완성이 안 되니 영문 모드로 직접 쳐야 함.'])
    return note('password: Korean keyboard typed', mc, lesson, '', [pw])


@secret_t(1, 2)
def t_hangul_pw(lang):
    pw = pw_hangul()
    mc = L(lang, [f'The shared kiosk account in the Seoul office has a Hangul password: {pw}.',
                  f'The Windows admin on the test PC was set up by the Korean team with the password {pw}.'],
           [f'서울 사무실 키오스크 공용 계정 비밀번호가 한글임: {pw}', f'테스트 PC 윈도우 관리자 비번은 {pw} 로 설정돼 있었음.',
            f'사내 위키 공용 계정 비밀번호가 "{pw}" 라서 원격 접속(영문 IME)으로는 입력이 안 됐음.'])
    lesson = L(lang, ['Hangul passwords cannot be typed over RDP without switching the IME, which blocked remote setup.', 'Some web forms normalise Hangul differently (NFC/NFD) and reject it.'],
               ['한글 비번은 RDP에서 IME 전환 안 하면 입력이 안 돼서 원격 설정이 막혔음.', '일부 웹 폼은 한글을 NFC/NFD로 다르게 정규화해서 거부함.'])
    return note('password: Hangul', mc, lesson, '', [pw])


@secret_t(2, 2)
def t_pw_ask_repeat(lang):
    pw = password(pick(['human', 'generated', 'korkbd', 'alnum', 'phrase']))
    svc = pick(['the staging admin', 'the SFTP drop', 'the reporting DB', 'the shared test account'])
    ksvc = pick(['스테이징 관리자', 'SFTP', '리포팅 DB', '공용 테스트 계정'])
    mc = L(lang, [f'I used {pw} for {svc} because it was in the old setup notes; nobody confirmed it.'],
           [f'예전 세팅 노트에 있던 {pw} 로 {ksvc}에 접속했음. 아무도 확인 안 해줌.'])
    lesson = L(lang, ['It still works, which means it was never rotated after the contractor left.'],
               ['아직 동작함. 외주 인력 나간 후에도 교체를 안 했다는 뜻.'])
    ask = L(lang, [f'Is "{pw}" really still the {svc} password, and can we change it?', f'Should I stop using {pw} and request my own login?'],
            [f'"{pw}"가 정말 아직 {ksvc} 비번인지, 바꿔도 되는지?', f'{pw} 그만 쓰고 개인 계정 요청해야 하는지?'])
    return note('password repeated in ask_next_time', mc, lesson, ask, [pw])


@secret_t(1, 1)
def t_vendor_portal_login(lang):
    pw = password(pick(['human', 'generated', 'korkbd', 'pwgen']))
    u = email(pick(['ops', 'admin', 'dev', 'billing']))
    svc = pick(['Apple Developer', 'Google Play Console', 'AWS root account', 'domain registrar (Gabia)', 'Cloudflare dashboard', 'Firebase console'])
    mc = L(lang, [f'The {svc} login is a shared account: {u} / {pw}. It wasn\'t in the onboarding doc.',
                  f'For the certificate renewal I had to log into {svc} as {u} with password {pw}.'],
           [f'{svc} 로그인은 공용 계정임: {u} / {pw}. 온보딩 문서엔 없었음.', f'인증서 갱신 때문에 {svc}에 {u}, 비밀번호 {pw} 로 로그인해야 했음.'])
    lesson = L(lang, ['The 2FA codes go to one person\'s phone, so the password alone isn\'t enough when they are away.', 'Root-level accounts should never be shared; use IAM/member invites.'],
               ['2FA 코드가 한 사람 폰으로 가서 그 사람 없으면 비번만으론 못 들어감.', '최상위 계정은 공유하면 안 되고 IAM/멤버 초대를 써야 함.'])
    return note('shared vendor console login', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_sqlplus_odbc(lang):
    pw = password(pick(['alnum', 'human'])).replace('/', '').replace('@', '#').replace(';', '!')
    kind = R.randint(0, 1)
    if kind == 0:
        form = f'sqlplus system/{pw}@//{host("ora")}:1521/ORCLPDB1'
    else:
        form = f'Driver={{ODBC Driver 18 for SQL Server}};Server={host("mssql")};Database={dbname()};Uid=report_ro;Pwd={pw};Encrypt=yes;'
    mc = L(lang, [f'The legacy report still connects like this (found in the scheduled task):\n{form}', f'I needed the ERP database for the data check:\n{form}'],
           [f'레거시 리포트가 아직 이렇게 접속함 (예약 작업에서 발견):\n{form}', f'데이터 확인하려고 ERP DB 접속이 필요했음:\n{form}'])
    lesson = L(lang, ['The Oracle user is SYSTEM, far more than a report needs.', 'The DSN string is stored in the task XML in plaintext.'],
               ['Oracle 계정이 SYSTEM이라 리포트용으로 권한이 과함.', 'DSN 문자열이 예약 작업 XML에 평문으로 저장됨.'])
    return note('sqlplus / ODBC connection password', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_grafana_ini(lang):
    pw = password(pick(['human', 'alnum', 'generated']))
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'[security]\nadmin_user = admin\nadmin_password = {pw}'
        f = 'grafana.ini'
    elif kind == 1:
        block = f'# redis.conf\nbind 0.0.0.0\nrequirepass {pw}\nmaxmemory 2gb'
        f = 'redis.conf'
    else:
        block = f'[client]\nuser=backup\npassword={pw}\nhost={host("mysql")}'
        f = '~/.my.cnf'
    mc = L(lang, [f'{f} on the server has the credentials that the container uses:\n{block}', f'I didn\'t know {f} was hand-edited on the host:\n{block}'],
           [f'서버의 {f}에 컨테이너가 쓰는 인증정보가 있음:\n{block}', f'호스트에서 {f}를 손으로 고쳐 놓은 줄 몰랐음:\n{block}'])
    lesson = L(lang, [f'Config management overwrites {f} nightly, but this host is excluded, so the drift is invisible.', 'File permissions are 644, readable by every local user.'],
               [f'형상관리가 매일 {f}를 덮어쓰는데 이 서버는 제외돼 있어서 차이가 안 보임.', '파일 권한이 644라 모든 로컬 사용자가 읽을 수 있음.'])
    return note('server config file password (' + f + ')', mc, lesson, '', [pw])


@secret_t(1, 1)
def t_influx_minio(lang):
    pw = password(pick(['alnum', 'generated']))
    kind = R.randint(0, 2)
    if kind == 0:
        tok = b64u(rbytes(64)) + '=='
        cmd = f"influx setup -u admin -p '{pw}' -o {org()} -b metrics -t {tok} -f"
        secs = [pw, tok]
    elif kind == 1:
        cmd = f"wp user create ops ops@{org()}.com --role=administrator --user_pass='{pw}'"
        secs = [pw]
    else:
        cmd = f"mongosh \"mongodb://{host('mongo')}:27017/admin\" -u root -p '{pw}' --authenticationDatabase admin"
        secs = [pw]
    mc = L(lang, [f'The bootstrap script that created the admin user is in the ops repo:\n{cmd}', f'Initial setup was done by hand with:\n{cmd}'],
           [f'관리자 계정을 만든 부트스트랩 스크립트가 운영 레포에 있음:\n{cmd}', f'초기 설정을 손으로 이렇게 했음:\n{cmd}'])
    lesson = L(lang, ['Bootstrap values are still the live admin credentials.', 'The script should read the password from stdin or a secret file.'],
               ['부트스트랩 값이 여전히 실제 관리자 인증정보임.', '스크립트가 비번을 stdin이나 시크릿 파일에서 읽게 해야 함.'])
    return note('admin bootstrap CLI password', mc, lesson, '', secs)


@secret_t(1, 1)
def t_1password_secret_key(lang):
    sk = 'A3-' + '-'.join(rs(ANU, n) for n in (6, 6, 5, 5, 5, 5))
    mpw = pw_phrase().replace(' ', '-')
    mc = L(lang, [f'The team 1Password emergency kit was scanned into the shared drive: Secret Key {sk}, master password {mpw}.'],
           [f'팀 1Password 긴급 키트가 공유 드라이브에 스캔돼 있음: Secret Key {sk}, 마스터 비밀번호 {mpw}.'])
    lesson = L(lang, ['With both values anyone can open the whole vault from any device.'], ['두 값이 있으면 어느 기기에서든 금고 전체를 열 수 있음.'])
    return note('password manager secret key + master password', mc, lesson, '', [sk, mpw])


@secret_t(1, 1)
def t_email_login(lang):
    pw = password(pick(['human', 'korkbd', 'pwgen', 'alnum']))
    acct = email(pick(['support', 'alerts', 'noreply', 'cs', 'help']))
    form = pick([f'IMAP imap.{org()}.com:993  user={acct}  pass={pw}', f'MAIL_USERNAME={acct}\nMAIL_PASSWORD={pw}', f'spring.mail.username={acct}\nspring.mail.password={pw}'])
    mc = L(lang, [f'The ticketing integration reads the support mailbox with a plain login:\n{form}', f'Outgoing mail config that the previous developer left:\n{form}'],
           [f'티켓 연동이 고객지원 메일함을 평문 로그인으로 읽음:\n{form}', f'이전 개발자가 남긴 발송 메일 설정:\n{form}'])
    lesson = L(lang, ['The mailbox receives password-reset emails for several vendor accounts, so this login is high value.', 'Microsoft 365 is disabling basic auth; OAuth2 is needed anyway.'],
               ['그 메일함이 여러 벤더 계정의 비번 재설정 메일을 받아서 이 계정 가치가 큼.', 'Microsoft 365가 basic auth를 막고 있어서 어차피 OAuth2로 가야 함.'])
    return note('mailbox / SMTP password', mc, lesson, '', [pw])


@secret_t(4, 3)
def t_cli_flag_pw(lang):
    pw = password(pick(['human', 'alnum', 'generated', 'pwgen', 'korkbd', 'phrase']))
    pw = pw.replace("'", '').replace(' ', '-')
    u = pick(USERS)
    o = org()
    variants = [
        ('wget --password', f"wget --user={u} --password='{pw}' https://files.{o}.internal/exports/latest.csv.gz"),
        ('curl --proxy-user', f"curl -x http://proxy.{o}.local:3128 --proxy-user {u}:'{pw}' https://pypi.org/simple/"),
        ('ssh-keygen -N', f"ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/release_signing -C release@{o}"),
        ('gpg --passphrase', f"gpg --batch --pinentry-mode loopback --passphrase '{pw}' --decrypt backup.tar.gpg > backup.tar"),
        ('openssl enc -pass', f"openssl enc -d -aes-256-cbc -pbkdf2 -in db.sql.enc -out db.sql -pass pass:'{pw}'"),
        ('mongodump --password', f"mongodump --uri mongodb://{host('mongo')}:27017 --username {u} --password '{pw}' --authenticationDatabase admin --out /backup"),
        ('aws rds --master-user-password', f"aws rds create-db-instance --db-instance-identifier {o}-reporting --engine postgres --master-username {u} --master-user-password '{pw}' --db-instance-class db.t4g.medium --allocated-storage 50"),
        ('gcloud sql set-password', f"gcloud sql users set-password {u} --instance={o}-pg --password='{pw}'"),
        ('kubectl docker-registry secret', f"kubectl create secret docker-registry regcred --docker-server=registry.{o}.io --docker-username={u} --docker-password='{pw}'"),
        ('helm repo add --password', f"helm repo add internal https://charts.{o}.io --username {u} --password '{pw}'"),
        ('java -jar --spring.datasource.password', f"java -jar app.jar --spring.profiles.active=prod --spring.datasource.username={u} --spring.datasource.password='{pw}'"),
        ('psql keyword DSN', f"psql \"host={host('pg')} port=5432 dbname={dbname()} user={u} password={pw} sslmode=require\""),
        ('redis-cli -a', f"redis-cli -h {host('redis')} -a '{pw}' --no-auth-warning FLUSHDB"),
        ('az sql --admin-password', f"az sql server create -g rg-{o} -n {o}-sql -l koreacentral --admin-user sqladmin --admin-password '{pw}'"),
        ('rabbitmqadmin -p', f"rabbitmqadmin -H {host('mq')} -u {u} -p '{pw}' list queues"),
        ('sqlcmd -P', f"sqlcmd -S {host('mssql')} -U {u} -P '{pw}' -Q \"EXEC sp_who2\""),
    ]
    what, cmd = pick(variants)
    mc = L(lang, [f'The step that needs credentials was only in {who_en()}\'s shell history:\n{cmd}',
                  f'I didn\'t know how the {pick(["backup", "restore", "bootstrap", "migration", "release"])} was done by hand; the command was:\n{cmd}',
                  f'Copied from the ops runbook (which has the password inline):\n{cmd}'],
           [f'인증이 필요한 단계가 {ko_person()} 쉘 히스토리에만 있었음:\n{cmd}',
            f'{pick(["백업", "복구", "초기 세팅", "마이그레이션", "릴리스"])}을 손으로 어떻게 하는지 몰랐음. 사용한 명령:\n{cmd}',
            f'운영 런북에서 복사함 (비밀번호가 그대로 들어 있음):\n{cmd}'])
    lesson = L(lang, ['Every flag value ends up in shell history and `ps`; most of these tools can read the password from a file, an env var or a prompt instead.',
                      'The runbook should reference the vault entry instead of embedding the password.',
                      'The same password is reused on the staging copy, so one leak covers both.'],
               ['플래그 값은 전부 쉘 히스토리와 `ps`에 남음. 대부분 파일/환경변수/프롬프트로 비번을 받을 수 있음.',
                '런북에는 비번 대신 vault 항목을 적어야 함.', '스테이징 사본에도 같은 비번을 재사용해서 한 번 새면 둘 다 뚫림.'])
    return note('CLI flag password: ' + what, mc, lesson, '', [pw])


# ----------------------------------------------------------------------------------------------
# clean templates: risky-looking notes without any credential
# ----------------------------------------------------------------------------------------------
CLEAN_TEMPLATES = []   # (function, weight_en, weight_ko)


def clean_t(w_en=1, w_ko=1):
    def deco(f):
        CLEAN_TEMPLATES.append((f, w_en, w_ko))
        return f
    return deco


CYCLES = {}


def cycle_pick(key, items):
    """Draw without replacement from a reshuffled copy of items, so every item is used before any repeats."""
    q = CYCLES.get(key)
    if not q:
        q = list(items)
        R.shuffle(q)
        CYCLES[key] = q
    return q.pop()


def cnote(cat, mc, lesson, ask):
    return note(cat, mc, lesson, ask, [], [])


def acct_id():
    return digits(12)


SECRET_ENV_NAMES = ['STRIPE_SECRET_KEY', 'OPENAI_API_KEY', 'DATABASE_URL', 'DB_PASSWORD', 'GITHUB_TOKEN', 'SLACK_BOT_TOKEN',
                    'AWS_SECRET_ACCESS_KEY', 'SENDGRID_API_KEY', 'JWT_SECRET', 'REDIS_PASSWORD', 'ANTHROPIC_API_KEY',
                    'TWILIO_AUTH_TOKEN', 'SENTRY_AUTH_TOKEN', 'NPM_TOKEN', 'SMTP_PASSWORD', 'KAKAO_ADMIN_KEY', 'TOSS_SECRET_KEY']


@clean_t(6, 3)
def k_env_refs(lang):
    names = R.sample(SECRET_ENV_NAMES, R.randint(2, 4))
    style = R.randint(0, 4)
    if style == 0:
        block = '\n'.join(f'{n}=' for n in names)
        what = '.env.example'
    elif style == 1:
        block = '\n'.join(f'{n}=${{{n}}}' for n in names)
        what = 'docker-compose env passthrough'
    elif style == 2:
        block = '\n'.join(f'{n}=<{n.lower().replace("_", "-")}>' for n in names)
        what = '.env.example with placeholders'
    elif style == 3:
        block = '\n'.join(f'      {n}: ${{{{ secrets.{n} }}}}' for n in names)
        what = 'GitHub Actions secrets'
    else:
        block = '\n'.join(f'{n}="op://{pick(["Engineering", "Platform", "Backend"])}/{slug(n)}/credential"' for n in names)
        what = '1Password references'
    mc = L(lang, [f'I didn\'t know which variables the service needs. The template ({what}) lists them:\n{block}',
                  f'The README doesn\'t say where secrets come from; the repo only has references:\n{block}'],
           [f'서비스에 어떤 변수가 필요한지 몰랐음. 템플릿({what})에 목록이 있음:\n{block}',
            f'README에 시크릿 출처가 없음. 레포에는 참조만 있음:\n{block}'])
    lesson = L(lang, ['Values are injected at deploy time; locally you fill them from the team vault, never from chat.',
                      f'If {names[0]} is empty the app starts anyway and fails on first request, so add a startup check.'] +
               (['`op run --env-file=.env -- npm start` resolves the op:// references without writing values to disk.'] if style == 4 else []),
               ['값은 배포 시점에 주입됨. 로컬에서는 팀 vault에서 채워야 하고 채팅으로 받으면 안 됨.',
                f'{names[0]}가 비어 있어도 앱이 뜨고 첫 요청에서 죽어서 시작 시 검사를 넣어야 함.'] +
               (['`op run --env-file=.env -- npm start` 하면 op:// 참조를 디스크에 안 쓰고 풀어줌.'] if style == 4 else []))
    ask = L(lang, ['Which vault folder holds the staging values?', 'Is there a script that generates .env from the vault?', ''],
            ['스테이징 값은 vault 어느 폴더에 있는지?', 'vault에서 .env 만들어주는 스크립트가 있는지?', ''])
    return cnote('env/secret references: ' + what, mc, lesson, ask)


@clean_t(4, 3)
def k_k8s_refs(lang):
    sname = pick(['payments-db', 'api-secrets', 'stripe', 'smtp-credentials', 'openai'])
    kind = R.randint(0, 2)
    if kind == 0:
        block = (f'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {sname}\n        key: password\n'
                 f'  - name: API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: {sname}\n        key: api-key')
        what = 'secretKeyRef'
    elif kind == 1:
        block = (f'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {sname}\nspec:\n'
                 f'  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n'
                 f'      remoteRef:\n        key: prod/{sname}\n        property: password')
        what = 'ExternalSecret'
    else:
        block = f'postgresql:\n  auth:\n    existingSecret: {sname}\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password'
        what = 'Helm existingSecret'
    mc = L(lang, [f'I couldn\'t find where the pod gets its credentials; the manifest only references a Secret ({what}):\n{block}',
                  f'Nobody mentioned that secrets are synced from the cloud secret store:\n{block}'],
           [f'파드가 인증정보를 어디서 받는지 못 찾았음. 매니페스트는 Secret 참조({what})만 있음:\n{block}',
            f'시크릿이 클라우드 시크릿 저장소에서 동기화된다는 얘기를 아무도 안 함:\n{block}'])
    lesson = L(lang, [[f'The pod stayed in CreateContainerConfigError because the Secret {sname} did not exist in the namespace yet.',
                       f'`kubectl describe externalsecret {sname}` shows sync errors; the IAM role for the operator lacked GetSecretValue.',
                       'The chart ignores auth.password when existingSecret is set, which is what we want.'][kind],
                      'Changing the Secret does not restart pods; Reloader or a rollout restart is needed.'],
               [[f'네임스페이스에 {sname} Secret이 아직 없어서 파드가 CreateContainerConfigError 상태였음.',
                 f'`kubectl describe externalsecret {sname}`로 동기화 에러 확인 가능. 오퍼레이터 IAM 역할에 GetSecretValue가 없었음.',
                 'existingSecret이 있으면 차트가 auth.password를 무시함. 원하는 동작.'][kind],
                'Secret 바꿔도 파드는 재시작 안 됨. Reloader 나 rollout restart 필요.'])
    return cnote('k8s secret references: ' + what, mc, lesson, L(lang, ['Who can grant me read access to the secret store path?', ''], ['시크릿 저장소 경로 읽기 권한은 누가 줄 수 있는지?', '']))


@clean_t(4, 3)
def k_vault_refs(lang):
    kind = R.randint(0, 3)
    reg = pick(['us-east-1', 'ap-northeast-2', 'eu-west-1'])
    if kind == 0:
        ref = f'vault kv get -field=password secret/{pick(["payments", "platform", "data"])}/{pick(["db", "smtp", "stripe"])}'
    elif kind == 1:
        ref = f'arn:aws:secretsmanager:{reg}:{acct_id()}:secret:prod/{pick(["orders-db", "api-keys", "smtp"])}-{rs(AN, 6)}'
    elif kind == 2:
        ref = f'projects/{digits(12)}/secrets/{pick(["db-password", "stripe-key", "jwt-signing"])}/versions/latest'
    else:
        ref = f'@Microsoft.KeyVault(SecretUri=https://kv-{org()}-prod.vault.azure.net/secrets/{pick(["SqlPassword", "StorageKey", "ApiKey"])}/)'
    mc = L(lang, [f'I didn\'t know the credential is resolved at runtime from the secret manager. The config only has:\n{ref}',
                  f'The deploy doc points to this reference instead of a value:\n{ref}'],
           [f'인증정보가 런타임에 시크릿 매니저에서 조회된다는 걸 몰랐음. 설정에는 이것만 있음:\n{ref}',
            f'배포 문서에 값 대신 이 참조가 적혀 있음:\n{ref}'])
    lesson = L(lang, ['My role needs read permission on that path; AccessDenied looked like a missing secret at first.',
                      'Pin a version instead of "latest" in prod so a rotation doesn\'t break running instances mid-deploy.',
                      'The reference is safe to keep in git; only the resolved value is sensitive.'],
               ['내 역할에 해당 경로 읽기 권한이 있어야 함. 처음엔 AccessDenied가 시크릿이 없는 걸로 보였음.',
                '운영에서는 "latest" 대신 버전을 고정해야 로테이션 때 배포 중 인스턴스가 안 깨짐.',
                '참조 자체는 git에 둬도 됨. 조회된 값만 민감함.'])
    return cnote('secret store reference', mc, lesson, L(lang, ['Who approves access requests for that secret path?', ''], ['그 시크릿 경로 접근 요청은 누가 승인하는지?', '']))


MASK_VENDORS = [('sk-proj-', 'OpenAI'), ('ghp_', 'GitHub'), ('sk_live_', 'Stripe'), ('xoxb-', 'Slack'), ('AKIA', 'AWS'),
                ('glpat-', 'GitLab'), ('SG.', 'SendGrid'), ('hf_', 'Hugging Face'), ('sk-ant-', 'Anthropic'), ('npm_', 'npm')]


@clean_t(5, 3)
def k_masked(lang):
    pfx, vname = pick(MASK_VENDORS)
    last4 = rs(AN, 4)
    style = R.randint(0, 4)
    if style == 0:
        m = f'{pfx}{"*" * R.randint(16, 40)}{last4}'
    elif style == 1:
        m = f'{pfx}...{last4}'
    elif style == 2:
        m = f'{pfx}' + '•' * 12
    elif style == 3:
        m = '*' * R.randint(8, 20)
    else:
        m = f'{pfx}[REDACTED]'
    ctx = pick([f'Incorrect API key provided: {m}. You can find your API key in your dashboard.',
                f'key={m} status=revoked last_used=2025-0{R.randint(1, 9)}-1{R.randint(0, 9)}',
                f'Authorization: Bearer {m}', f'{vname.upper().replace(" ", "_")}_KEY={m}  (masked by the CI log)'])
    mc = L(lang, [f'The only trace of which {vname} key the job used is the masked value in the log:\n{ctx}',
                  f'I couldn\'t tell which key was active; the dashboard shows only:\n{ctx}'],
           [f'잡이 어떤 {vname} 키를 썼는지 흔적은 로그의 마스킹된 값뿐:\n{ctx}',
            f'어떤 키가 활성인지 알 수 없었음. 대시보드에는 이것만 보임:\n{ctx}'])
    lesson = L(lang, [f'Match the last four characters ({last4}) against the key list in the {vname} dashboard to find the owner.' if style in (0, 1) else
                      f'The {vname} dashboard lists keys with creation dates, which was enough to find the owner.',
                      'Masked values are enough to identify a key without ever copying it.',
                      'The 401 was from an old key still set in the CI variable, not a bug in the code.'],
               [f'끝 4자리({last4})를 {vname} 대시보드 키 목록과 대조하면 소유자를 찾을 수 있음.' if style in (0, 1) else
                f'{vname} 대시보드 키 목록에 생성일이 나와서 소유자를 찾을 수 있었음.',
                '마스킹된 값만으로도 키를 식별할 수 있어서 원본을 복사할 필요가 없음.',
                '401은 코드 버그가 아니라 CI 변수에 남아 있던 예전 키 때문이었음.'])
    if last4 in ctx:
        ask = L(lang, [f'Who created the {vname} key ending in {last4}?', ''], [f'{last4}로 끝나는 {vname} 키 누가 만들었는지?', ''])
    else:
        ask = L(lang, [f'Which {vname} key is the CI job supposed to use?', ''], [f'CI 잡이 원래 어떤 {vname} 키를 써야 하는지?', ''])
    return cnote('masked credential', mc, lesson, ask)


@clean_t(5, 3)
def k_placeholders(lang):
    ph = pick(['<YOUR_API_KEY>', 'YOUR_TOKEN_HERE', 'sk-...', 'xxxxxxxxxxxxxxxxxxxxxxxx', '<password>', 'REPLACE_ME',
               'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'AKIAXXXXXXXXXXXXXXXX', '${API_KEY}',
               '{{ api_key }}', '<redacted>', 'changeme-in-prod', 'dummy-token-for-tests'])
    form = pick([f'curl -H "Authorization: Bearer {ph}" https://api.{org()}.com/v1/ping', f'client = Client(api_key="{ph}")',
                 f'api_key: "{ph}"', f'export API_TOKEN={ph}', f'mysql -u app -p{ph} -h localhost'])
    mc = L(lang, [f'The README example uses a placeholder, and I wasn\'t sure whether the real value had to go there:\n{form}',
                  f'The docs snippet I started from:\n{form}'],
           [f'README 예제가 플레이스홀더를 쓰고 있어서 실제 값을 거기 넣어야 하는지 헷갈렸음:\n{form}',
            f'시작점으로 쓴 문서 스니펫:\n{form}'])
    lesson = L(lang, ['Real values come from the environment; the placeholder only shows the shape.',
                      'Tests use a fake value and a mocked transport, so no key is needed to run them.',
                      'The lint rule forbids anything but placeholders in docs, which is why the snippet looks like this.'],
               ['실제 값은 환경변수에서 옴. 플레이스홀더는 형태만 보여주는 것.', '테스트는 가짜 값과 mock transport를 써서 키가 필요 없음.',
                '문서에는 플레이스홀더만 쓰도록 린트 규칙이 있어서 스니펫이 이렇게 생김.'])
    return cnote('placeholder in snippet', mc, lesson, L(lang, ['Where do I request a personal key?', ''], ['개인 키는 어디서 신청하는지?', '']))


DOC_EXAMPLES = [
    ('AWS docs example access key', 'AKIAIOSFODNN7EXAMPLE', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
    ('jwt.io example token', 'jwt', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
    ('Azurite well-known dev storage key', 'azurite', 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;'),
    ('Stripe docs test keys', 'stripe', 'stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"'),
    ('reCAPTCHA documented test keys', 'recaptcha', 'site key 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI / secret 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'),
    ('Turnstile documented dummy keys', 'turnstile', 'sitekey 1x00000000000000000000AA, secret 1x0000000000000000000000000000000AA'),
    ('hCaptcha documented test keys', 'hcaptcha', 'sitekey 10000000-ffff-ffff-ffff-000000000001, secret 0x0000000000000000000000000000000000000000'),
    ('Slack docs fake token', 'slack', 'SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work'),
    ('Cosmos DB emulator well-known key', 'cosmos', 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=='),
]


@clean_t(6, 3)
def k_doc_examples(lang):
    cat, key, snippet = cycle_pick('doc_examples', DOC_EXAMPLES)
    mc = L(lang, [f'The test fixtures contain what looks like a credential, which worried me until I recognised it as the {cat}:\n{snippet}',
                  f'The local setup guide hardcodes this value; it is the {cat}, published in the vendor\'s own documentation:\n{snippet}'],
           [f'테스트 fixture에 인증정보처럼 보이는 값이 있어서 걱정했는데 {cat}였음:\n{snippet}',
            f'로컬 세팅 가이드에 이 값이 하드코딩돼 있음. 벤더 공식 문서에 공개된 {cat}임:\n{snippet}'])
    special = {'azurite': ('This key is hardcoded in every copy of the Azurite/emulator and only works against localhost.',
                           '이 키는 모든 Azurite/에뮬레이터에 하드코딩된 값이라 localhost에서만 동작함.'),
               'cosmos': ('This key is hardcoded in every copy of the Cosmos DB emulator and only works against localhost.',
                          '이 키는 모든 Cosmos DB 에뮬레이터에 하드코딩된 값이라 localhost에서만 동작함.'),
               'stripe': ('The documented test key only works in test mode and cannot move real money.', '문서의 테스트 키는 테스트 모드에서만 동작하고 실제 결제는 안 됨.'),
               'recaptcha': ('Google documents these keys for automated tests; every verification passes and a warning is shown.',
                             '구글이 자동화 테스트용으로 공개한 키라 모든 검증이 통과되고 경고가 표시됨.'),
               'turnstile': ('Cloudflare documents these dummy keys for testing; they always pass or always fail by design.',
                             'Cloudflare가 테스트용으로 공개한 더미 키라 설계상 항상 통과하거나 항상 실패함.'),
               'hcaptcha': ('hCaptcha documents these keys for integration tests; they never protect a real site.',
                            'hCaptcha가 통합 테스트용으로 공개한 키라 실제 사이트를 보호하지 않음.')}
    if key in special:
        lesson = special[key][0] if lang == 'en' else special[key][1]
    else:
        lesson = L(lang, ['Documented example values are public and grant no access; secret scanners allowlist them.',
                          'Keep using the documented value in fixtures rather than inventing one that looks real.'],
                   ['문서에 나온 예시 값은 공개돼 있고 아무 권한도 없음. 시크릿 스캐너도 허용 목록에 넣음.',
                    'fixture에는 진짜처럼 보이는 값을 새로 만드는 것보다 문서 예시 값을 쓰는 게 나음.'])
    return cnote('vendor documentation example key: ' + cat, mc, lesson, '')


@clean_t(6, 4)
def k_commit_shas(lang):
    shas = [sha1h() for _ in range(R.randint(2, 4))]
    sl = pick([7, 8, 12])
    short = [s[:sl] for s in shas]
    kind = R.randint(0, 3)
    if kind == 0:
        block = '\n'.join(f'{s} {pick(["fix: retry on 502", "chore: bump deps", "feat: add export", "revert: bad migration", "refactor auth middleware"])}' for s in short)
        what = 'git log --oneline'
    elif kind == 1:
        block = f'git bisect start {shas[0]} {shas[1]}\n# first bad commit: {shas[-1]}'
        what = 'git bisect'
    elif kind == 2:
        block = f'pick {short[0]} add token refresh\nsquash {short[1]} fix typo\ndrop {short[-1]} debug logging'
        what = 'interactive rebase todo'
    else:
        block = f'uses: actions/checkout@{shas[0]}  # v4.2.2\nuses: docker/build-push-action@{shas[1]}  # v6.9.0'
        what = 'pinned action SHAs'
    mc = L(lang, [f'I didn\'t know which commit introduced the regression; {what}:\n{block}',
                  f'Context I had to reconstruct ({what}):\n{block}'],
           [f'어느 커밋에서 회귀가 생겼는지 몰랐음. {what}:\n{block}', f'직접 재구성해야 했던 맥락({what}):\n{block}'])
    lesson = L(lang, [f'The regression came from {short[-1]}; reverting it fixed the token refresh loop.',
                      'Pinning actions to full SHAs is the policy; tags can be moved.',
                      'Bisect with a script (`git bisect run`) instead of testing by hand.'],
               [f'회귀 원인은 {short[-1]}. revert 하니 토큰 갱신 루프가 해결됨.', '액션은 전체 SHA로 고정하는 게 정책임. 태그는 옮겨질 수 있음.',
                '손으로 테스트하지 말고 `git bisect run` 스크립트로 bisect 하기.'])
    return cnote('commit SHAs: ' + what, mc, lesson, '')


@clean_t(4, 3)
def k_digests(lang):
    d1, d2 = sha256h(), sha256h()
    img = pick(['ghcr.io/acme/api', 'public.ecr.aws/acme/worker', 'docker.io/library/postgres', 'registry.acme.internal/web'])
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'image: {img}@sha256:{d1}'
    elif kind == 1:
        block = f'$ docker pull {img}:1.{R.randint(0, 30)}\nDigest: sha256:{d1}\nStatus: Downloaded newer image'
    else:
        block = f'FROM {img}@sha256:{d1} AS build\nFROM gcr.io/distroless/static@sha256:{d2}'
    mc = L(lang, [f'Prod runs a pinned digest, not the tag I was testing:\n{block}', f'I didn\'t know images are pinned by digest in the manifests:\n{block}'],
           [f'운영은 내가 테스트하던 태그가 아니라 고정된 digest를 씀:\n{block}', f'매니페스트에서 이미지를 digest로 고정하는 줄 몰랐음:\n{block}'])
    lesson = L(lang, ['Renovate bumps the digest; updating only the tag does nothing.', 'Compare `docker inspect --format {{.RepoDigests}}` with the manifest before blaming the code.'],
               ['Renovate가 digest를 올려줌. 태그만 바꾸면 아무 효과 없음.', '코드 탓하기 전에 `docker inspect --format {{.RepoDigests}}` 결과와 매니페스트를 비교하기.'])
    return cnote('container image digests', mc, lesson, '')


@clean_t(5, 3)
def k_checksums(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        block = f'{sha256h()}  terraform_1.9.{R.randint(0, 8)}_linux_amd64.zip\n{sha256h()}  terraform_1.9.{R.randint(0, 8)}_darwin_arm64.zip'
        what = 'SHA256SUMS'
    elif kind == 1:
        block = f'"integrity": "sha512-{b64(rbytes(64))}"'
        what = 'package-lock integrity'
    elif kind == 2:
        block = f'cryptography==43.0.1 \\\n    --hash=sha256:{sha256h()} \\\n    --hash=sha256:{sha256h()}'
        what = 'pip --hash pins'
    elif kind == 3:
        block = f'golang.org/x/crypto v0.28.0 h1:{b64(rbytes(32))}\ngolang.org/x/crypto v0.28.0/go.mod h1:{b64(rbytes(32))}'
        what = 'go.sum lines'
    else:
        block = f'version https://git-lfs.github.com/spec/v1\noid sha256:{sha256h()}\nsize {R.randint(100000, 90000000)}'
        what = 'Git LFS pointer'
    mc = L(lang, [f'The build broke on a checksum mismatch; nobody told me the hashes are pinned ({what}):\n{block}',
                  f'I found these in the repo and wasn\'t sure they were safe to commit ({what}):\n{block}'],
           [f'체크섬 불일치로 빌드가 깨짐. 해시가 고정돼 있다는 걸 몰랐음({what}):\n{block}', f'레포에서 이걸 보고 커밋해도 되는 건지 헷갈렸음({what}):\n{block}'])
    lesson = L(lang, ['Content hashes are public by design; they only prove integrity.', 'Regenerate with the tool (npm install / go mod tidy / pip-compile --generate-hashes) instead of editing by hand.'],
               ['콘텐츠 해시는 원래 공개용. 무결성 증명일 뿐임.', '손으로 고치지 말고 도구(npm install / go mod tidy / pip-compile --generate-hashes)로 다시 생성하기.'])
    return cnote('checksums: ' + what, mc, lesson, '')


@clean_t(6, 4)
def k_ids(lang):
    kind = R.randint(0, 5)
    if kind == 0:
        block = f'x-amz-request-id: {rs(ANU, 16)}\nx-amz-id-2: {b64(rbytes(48))}'
        what = 'S3 request IDs'
    elif kind == 1:
        block = f'traceparent: 00-{rs(HX, 32)}-{rs(HX, 16)}-01\nx-request-id: {uuid4()}'
        what = 'trace/request IDs'
    elif kind == 2:
        block = f'{{"error": {{"type": "invalid_request_error", "message": "No such customer"}}, "request_id": "req_{rs(AN, 14)}"}}'
        what = 'Stripe request ID'
    elif kind == 3:
        block = f'cf-ray: {rs(HX, 16)}-ICN\nsentry event_id: {rs(HX, 32)}'
        what = 'Cloudflare Ray / Sentry event ID'
    elif kind == 4:
        block = f'job {uuid4()} failed on node {pick(["ip-10-0-12-7", "gke-pool-2-" + rs(ANL, 8)])}, correlation id {uuid4()}'
        what = 'job / correlation UUIDs'
    else:
        block = f'ObjectId("{rs(HX, 24)}") and ULID {rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)}'
        what = 'database object IDs'
    mc = L(lang, [f'Support asked for the identifiers of the failed call; I didn\'t know where to find them. They are:\n{block}',
                  f'To correlate the error across services I needed these IDs ({what}):\n{block}'],
           [f'지원팀이 실패한 호출의 식별자를 달라고 했는데 어디서 찾는지 몰랐음. 값:\n{block}',
            f'서비스 간 에러를 맞춰보려면 이 ID들({what})이 필요했음:\n{block}'])
    lesson = L(lang, ['Request IDs are safe to paste into vendor tickets; they identify the call, not the caller.', 'Search the log index by trace ID first, then by time window.'],
               ['요청 ID는 벤더 티켓에 붙여도 안전함. 호출을 식별할 뿐 호출자 권한은 없음.', '로그 인덱스는 trace ID로 먼저 검색하고 그다음 시간대로 좁히기.'])
    return cnote('request/trace IDs: ' + what, mc, lesson, '')


@clean_t(5, 3)
def k_cloud_ids(lang):
    a = acct_id()
    reg = pick(['us-east-1', 'ap-northeast-2', 'eu-central-1'])
    kind = R.randint(0, 3)
    if kind == 0:
        block = f'arn:aws:iam::{a}:role/{pick(["github-actions-deploy", "ReadOnlyAccess", "eks-node-role"])}\ni-0{rs(HX, 16)} / sg-0{rs(HX, 16)} / vpc-0{rs(HX, 16)}'
        what = 'AWS ARNs and resource IDs'
    elif kind == 1:
        block = f'subscription: {uuid4()}\ntenant: {uuid4()}\nresource group: rg-{org()}-prod'
        what = 'Azure subscription/tenant IDs'
    elif kind == 2:
        o = org()
        block = f'project: {o}-prod-{digits(6)} (number {digits(12)})\nservice account: deployer@{o}-prod.iam.gserviceaccount.com'
        what = 'GCP project and service account'
    else:
        block = f'aws sts assume-role --role-arn arn:aws:iam::{a}:role/BreakGlass --role-session-name {pick(PEOPLE)}-debug'
        what = 'assume-role command'
    mc = L(lang, [f'I was working in the wrong account; the right identifiers are:\n{block}', f'The task assumed I knew which cloud resources to touch ({what}):\n{block}'],
           [f'엉뚱한 계정에서 작업하고 있었음. 맞는 식별자:\n{block}', f'어떤 클라우드 리소스를 건드려야 하는지 안다고 가정한 작업이었음({what}):\n{block}'])
    check = ['aws sts get-caller-identity', 'az account show', 'gcloud config list', 'aws sts get-caller-identity'][kind]
    lesson = L(lang, [f'Check `{check}` before any destructive command.', 'Account and subscription IDs are not secrets, but keep them out of public issues anyway.'],
               [f'파괴적인 명령 전에 `{check}` 확인하기.', '계정/구독 ID는 비밀은 아니지만 공개 이슈에는 안 올리는 게 좋음.'])
    return cnote('cloud resource identifiers: ' + what, mc, lesson, '')


@clean_t(3, 2)
def k_object_ids(lang):
    if chance(0.5):
        pg = 'Stripe'
        ids = [f'cus_{rs(AN, 14)}', f'pi_{rs(AN, 24)}', f'evt_{rs(AN, 24)}', f'price_{rs(AN, 24)}', f'sub_{rs(AN, 24)}', f'acct_{rs(AN, 16)}', f'ch_{rs(AN, 24)}']
        block = '\n'.join(R.sample(ids, 3))
    elif chance(0.5):
        pg = 'Toss Payments'
        block = (f'paymentKey: {rs(AN, 50)}\norderId: ORD-2025{digits(4, False)}-{digits(6, False)}\n'
                 f'status: {pick(["DONE", "CANCELED", "PARTIAL_CANCELED", "ABORTED"])}')
    else:
        pg = 'PortOne'
        block = f'imp_uid: imp_{digits(12)}\nmerchant_uid: order_{digits(10)}\npg_tid: StdpayCARD{rs(ANU, 12)}'
    mc = L(lang, [f'The refund script needs {pg} object IDs, not emails; the ones for the failed order:\n{block}', f'I didn\'t know how to look up the payment in {pg}. Relevant identifiers:\n{block}'],
           [f'환불 스크립트는 이메일이 아니라 {pg} 결제 식별자가 필요함. 실패한 주문 관련 값:\n{block}', f'{pg}에서 결제를 어떻게 찾는지 몰랐음. 관련 식별자:\n{block}'])
    lesson = L(lang, ['Payment identifiers are safe to share; the secret key is only in the server env.', 'Look the payment up in the dashboard with the ID; the email search misses guest checkouts.'],
               ['결제 식별자는 공유해도 안전함. 시크릿 키는 서버 env에만 있음.', '대시보드에서 ID로 찾아야 함. 이메일 검색은 비회원 결제를 놓침.'])
    return cnote('payment object IDs', mc, lesson, '')


@clean_t(4, 3)
def k_base64_data(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        cfg = json.dumps({'feature_flags': {'new_checkout': chance(0.5), 'beta_search': chance(0.5), 'rollout_pct': R.randint(0, 100)},
                          'region': pick(['ap-northeast-2', 'us-east-1', 'eu-west-1']), 'build': R.randint(1000, 9999)}, separators=(',', ':'))
        block = f'binaryData:\n  flags.json: {b64(cfg.encode())}'
        what = 'ConfigMap binaryData (JSON)'
    elif kind == 1:
        block = f'<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA{b64(rbytes(42))}" />'
        what = 'inline PNG data URI'
    elif kind == 2:
        cur = b64(json.dumps({'last_id': R.randint(10000, 999999), 'ts': epoch()}, separators=(',', ':')).encode())
        block = f'GET /v1/events?limit=100&cursor={cur}'
        what = 'pagination cursor'
    else:
        ca = b64(('-----BEGIN CERTIFICATE-----\nMIID' + rs(B64A, 40)).encode())
        block = f'caBundle: {ca}'
        what = 'webhook caBundle (public CA cert)'
    mc = L(lang, [f'A long base64 string in the config looked like a secret; it decodes to harmless data ({what}):\n{block}',
                  f'I wasn\'t sure this value was safe to commit ({what}):\n{block}'],
           [f'설정에 긴 base64 문자열이 있어서 시크릿인 줄 알았는데 디코드하면 무해한 데이터({what})였음:\n{block}',
            f'이 값 커밋해도 되는지 확신이 없었음({what}):\n{block}'])
    lesson = L(lang, [['Decoding it with `base64 -d` showed plain feature-flag JSON; binaryData is just how the chart ships it.',
                       'It is an inline icon; the designer exported the SVG as PNG data.',
                       'Cursors are opaque but not credentials; they expire after 24h.',
                       'caBundle is the public CA certificate that the API server uses to verify the webhook; nothing secret in it.'][kind]],
               [['`base64 -d` 해보니 평범한 기능 플래그 JSON이었음. 차트가 binaryData로 넣을 뿐.',
                 '인라인 아이콘임. 디자이너가 SVG를 PNG 데이터로 내보낸 것.',
                 '커서는 불투명하지만 인증정보는 아님. 24시간 후 만료.',
                 'caBundle은 API 서버가 웹훅 검증에 쓰는 공개 CA 인증서라 비밀이 없음.'][kind]])
    return cnote('base64 of non-secret data: ' + what, mc, lesson, '')


@clean_t(5, 3)
def k_public_keys(lang):
    kind = R.randint(0, 4)
    if kind == 0:
        block = f'{ssh_ed25519_pub()} {pick(PEOPLE)}@{pick(["laptop", "mbp", "workstation"])}'
        what = 'SSH public key (authorized_keys)'
    elif kind == 1:
        block = f'{ssh_rsa_pub()[:120]}... deploy@ci'
        what = 'SSH RSA public key (truncated)'
    elif kind == 2:
        block = '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(pem_lines(ec_pub_der())) + '\n-----END PUBLIC KEY-----'
        what = 'PEM public key'
    elif kind == 3:
        block = f'creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: {age_recipient()}'
        what = 'age recipient in .sops.yaml'
    else:
        block = f'[Peer]\nPublicKey = {b64(rbytes(32))}\nAllowedIPs = 10.8.0.{R.randint(2, 99)}/32\n# PrivateKey stays on the client'
        what = 'WireGuard peer public key'
    mc = L(lang, [f'To grant access I had to add a public key, and I wasn\'t sure it was OK to commit ({what}):\n{block}',
                  f'The verification step needs this public key ({what}):\n{block}'],
           [f'접근 권한 주려면 공개키를 추가해야 했는데 커밋해도 되는지 확신이 없었음({what}):\n{block}',
            f'검증 단계에 이 공개키가 필요함({what}):\n{block}'])
    lesson = L(lang, ['Public keys are meant to be shared; only the private half must stay secret.', 'Access reviews go through the PR that adds the key, which is why it lives in git.'],
               ['공개키는 원래 공유용임. 개인키만 비밀로 지키면 됨.', '접근 검토는 키를 추가하는 PR로 하기 때문에 git에 둠.'])
    return cnote('public key: ' + what, mc, lesson, '')


@clean_t(4, 3)
def k_fingerprints(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        block = (f'@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n'
                 f'@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nThe fingerprint for the ED25519 key sent by the remote host is\n{ssh_fp()}.')
        what = 'SSH host key fingerprint'
    elif kind == 1:
        fp = rs(HXU, 40)
        block = f'pub   ed25519 2024-0{R.randint(1, 9)}-1{R.randint(0, 9)} [SC]\n      {" ".join(fp[i:i + 4] for i in range(0, 40, 4))}\nuid           Release Signing <release@{org()}.com>'
        what = 'GPG key fingerprint'
    else:
        fp = ':'.join(rs(HXU, 2) for _ in range(32))
        block = f'SHA256 Fingerprint={fp}\nsubject=CN=*.{org()}.com\nnotAfter=Mar 1{R.randint(0, 9)} 23:59:59 2026 GMT'
        what = 'TLS certificate fingerprint'
    mc = L(lang, [f'The connection started failing and I didn\'t know the server had been rebuilt ({what}):\n{block}',
                  f'To verify the artifact/host I needed the expected fingerprint ({what}):\n{block}'],
           [f'접속이 갑자기 실패했는데 서버가 재구축된 걸 몰랐음({what}):\n{block}', f'아티팩트/호스트 검증에 기대 fingerprint가 필요했음({what}):\n{block}'])
    lesson = L(lang, [['Confirm the new fingerprint out of band before running ssh-keygen -R.',
                       'Verify release signatures against this fingerprint; it is published in the README for that reason.',
                       'Pin the certificate fingerprint only if you also plan for renewal; it changes every year.'][kind],
                      'Fingerprints identify keys; they cannot be used to authenticate.'],
               [['ssh-keygen -R 하기 전에 다른 경로로 새 fingerprint를 확인해야 함.',
                 '릴리스 서명은 이 fingerprint로 검증함. 그래서 README에 공개돼 있음.',
                 '인증서 fingerprint를 고정하려면 갱신 계획도 있어야 함. 매년 바뀜.'][kind],
                'fingerprint는 키를 식별할 뿐 인증에 쓸 수 없음.'])
    return cnote('fingerprint: ' + what, mc, lesson, L(lang, ['Where is the list of expected host fingerprints published?', ''], ['기대하는 호스트 fingerprint 목록은 어디 공개돼 있는지?', '']))


@clean_t(5, 3)
def k_urls_paths(lang):
    kind = R.randint(0, 3)
    if kind == 0:
        block = f's3://{org()}-prod-exports/{pick(["daily", "finance", "ml"])}/2025/0{R.randint(1, 9)}/part-{digits(5, False)}.parquet'
    elif kind == 1:
        block = f'https://{pick(["grafana", "kibana", "argocd"])}.{org()}.internal/d/{rs(AN, 9)}/{pick(["api-latency", "queue-depth"])}?orgId=1&from=now-6h'
    elif kind == 2:
        paths = R.sample(['~/.aws/credentials', '~/.config/gcloud/application_default_credentials.json', '/var/run/secrets/kubernetes.io/serviceaccount/token',
                          '~/.kube/config', '~/.docker/config.json', '~/.netrc', '~/.pgpass', '/etc/app/secrets.env', '~/.npmrc'], 3)
        block = f'The {pick(["SDK", "CLI", "agent", "backup tool"])} reads credentials from {paths[0]}, {paths[1]} and {paths[2]}, in that order.'
    else:
        block = f'postgresql://{pick(USERS)}@{host("pg")}:5432/{dbname()}?sslmode=verify-full  (password comes from ~/.pgpass / IAM auth)'
    mc = L(lang, [f'I didn\'t know where the data / dashboard lives:\n{block}', f'Missing pointer from the task description:\n{block}'],
           [f'데이터/대시보드가 어디 있는지 몰랐음:\n{block}', f'작업 설명에 빠져 있던 위치 정보:\n{block}'])
    lesson = L(lang, ['The URL itself grants nothing; access is through SSO / IAM.', 'Paths to credential files are fine to document as long as the contents are not pasted.'],
               ['URL 자체로는 아무 권한도 없음. 접근은 SSO/IAM으로 함.', '인증 파일 경로는 문서화해도 됨. 내용만 붙여넣지 않으면 됨.'])
    return cnote('URL/path without credentials', mc, lesson, '')


@clean_t(5, 4)
def k_cli_flags(lang):
    kind = R.randint(0, 4)
    en = ['`mysql -p` with nothing attached makes the client prompt for the password; a space after -p means the next word is the database name.',
          '`docker login --password-stdin` reads the password from stdin so it never appears in `ps` or shell history.',
          'psql reads ~/.pgpass (or the file in PGPASSFILE) when no password is given, which is why it never prompted on the bastion.',
          '`ldapsearch -W` prompts for the bind password, while `-w` takes it on the command line.',
          '`gh auth login --with-token` reads the token from stdin; `gh auth status` shows which account is active without printing it.']
    ko = ['`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 물어봄. -p 뒤에 공백 두면 다음 단어를 DB 이름으로 봄.',
          '`docker login --password-stdin`은 표준입력으로 비번을 읽어서 `ps`나 쉘 히스토리에 안 남음.',
          'psql은 비밀번호가 없으면 ~/.pgpass(또는 PGPASSFILE 경로)를 읽음. bastion에서 프롬프트가 안 뜬 이유.',
          '`ldapsearch -W`는 bind 비밀번호를 프롬프트로 받고 `-w`는 명령행으로 받음.',
          '`gh auth login --with-token`은 stdin으로 토큰을 읽음. `gh auth status`는 토큰 출력 없이 활성 계정만 보여줌.']
    rb = pick(['restore', 'failover', 'release', 'onboarding', 'backup-verify', 'hotfix'])
    mc = L(lang, [f'During the {rb} runbook I kept getting stuck at the auth step because I didn\'t know how the CLI takes credentials.',
                  f'The {rb} runbook says "log in" without saying how to pass the password safely.',
                  f'{who_en()} asked me to script the {rb} steps, and I didn\'t know which flags keep the password out of history.'],
           [f'{rb} 런북 진행 중에 CLI가 인증정보를 어떻게 받는지 몰라서 인증 단계에서 계속 막힘.',
            f'{rb} 런북에 "로그인"이라고만 돼 있고 비번을 안전하게 넘기는 방법은 없음.',
            f'{ko_person()}이 {rb} 절차를 스크립트로 만들라고 했는데 어떤 플래그가 비번을 히스토리에 안 남기는지 몰랐음.'])
    lesson = en[kind] if lang == 'en' else ko[kind]
    return cnote('CLI auth flags explained', mc, lesson, L(lang, ['Can the runbook show the prompt-based variant?', ''], ['런북에 프롬프트 방식으로 적어줄 수 있는지?', '']))


@clean_t(4, 3)
def k_policy(lang):
    n = pick([12, 14, 16])
    mc = L(lang, [f'Password resets kept failing because the policy wasn\'t stated anywhere: minimum {n} characters, at least one symbol, no reuse of the last 5, rotation every 90 days.',
                  f'The signup form rejects passwords silently. The rule (from the auth service code) is: length >= {n}, not in the breached-password list, not containing the username.'],
           [f'비밀번호 재설정이 계속 실패했는데 정책이 어디에도 없었음: 최소 {n}자, 특수문자 1개 이상, 최근 5개 재사용 금지, 90일마다 변경.',
            f'가입 폼이 비번을 말없이 거부함. 인증 서비스 코드에 있는 규칙: 길이 {n} 이상, 유출 비밀번호 목록에 없을 것, 아이디 포함 금지.'])
    lesson = L(lang, ['The error message is generic on purpose; the policy is in docs/security/passwords.md now.', 'NIST 800-63B recommends against forced rotation, which is why the 90-day rule is being removed.'],
               ['에러 메시지는 일부러 모호하게 함. 정책은 이제 docs/security/passwords.md에 있음.', 'NIST 800-63B는 강제 주기 변경을 권장하지 않아서 90일 규칙은 없애는 중.'])
    return cnote('password policy', mc, lesson, L(lang, ['Should the policy be shown on the form?', ''], ['정책을 폼에 보여줘도 되는지?', '']))


@clean_t(6, 4)
def k_auth_errors(lang):
    u = pick(USERS)
    err, en, ko = pick([
        (f'FATAL:  password authentication failed for user "{u}"', f'The {u} password in the CI variable had been rotated; updating the variable fixed it.',
         f'CI 변수의 {u} 비밀번호가 교체돼 있었음. 변수 갱신하니 해결됨.'),
        (f"ERROR 1045 (28000): Access denied for user '{u}'@'10.0.{R.randint(0, 9)}.{R.randint(2, 250)}' (using password: YES)",
         f"The grant for {u} is host-restricted; the runner's new subnet wasn't covered.", f'{u} 권한이 호스트 제한이라 러너의 새 서브넷이 포함 안 됐음.'),
        ('{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}', 'The token had expired (90-day policy); the job needs a GitHub App instead of a personal token.',
         '토큰이 만료됐음(90일 정책). 개인 토큰 말고 GitHub App으로 바꿔야 함.'),
        ('An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.',
         'The clock on the runner was off by 10 minutes and the wrong profile was active; `aws sts get-caller-identity` showed it.', '러너 시계가 10분 틀렸고 엉뚱한 프로필이 활성화돼 있었음. `aws sts get-caller-identity`로 확인됨.'),
        ('{"error": "invalid_grant", "error_description": "Token has been expired or revoked."}', 'The refresh token was revoked when the user changed their password; the integration has to be re-authorised.',
         '사용자가 비번을 바꾸면서 refresh token이 폐기됨. 연동을 다시 승인해야 함.'),
        ('remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled.', 'With 2FA on, git over HTTPS needs a personal access token, not the account password.',
         '2FA가 켜져 있으면 HTTPS git은 계정 비번이 아니라 PAT가 필요함.'),
        ('401 Unauthorized: {"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}', 'The env var was set in .zshrc but the IDE launched the process without it.',
         '.zshrc에 env를 넣었는데 IDE가 그걸 안 읽고 프로세스를 띄웠음.'),
        ('NOAUTH Authentication required.', 'The client connected without a password; the URL was missing the :password@ part because the variable was empty.',
         '클라이언트가 비번 없이 접속함. 변수가 비어서 URL에 :password@ 부분이 빠졌음.'),
        ('WRONGPASS invalid username-password pair or user is disabled.', 'The ACL user was disabled during the migration; the password itself was fine.',
         '마이그레이션 중 ACL 사용자가 비활성화됐음. 비밀번호는 문제없었음.'),
        ('pq: SSL is not enabled on the server', 'Not an auth problem at all: the local Postgres has no TLS, so sslmode=disable is needed for dev only.',
         '인증 문제가 아니었음. 로컬 Postgres에 TLS가 없어서 개발용으로만 sslmode=disable 필요.'),
        ('x509: certificate signed by unknown authority', 'The corporate proxy re-signs TLS; its root CA has to be added to the container trust store.',
         '사내 프록시가 TLS를 재서명해서 그 루트 CA를 컨테이너 신뢰 저장소에 추가해야 함.')])
    mc = L(lang, [f'The job failed with an auth error and I didn\'t know which credential it was using:\n{err}', f'Error from the failing step:\n{err}',
                  f'{who_en()} reported the {pick(["nightly", "deploy", "sync", "backup"])} job red; the log ends with:\n{err}'],
           [f'잡이 인증 에러로 실패했는데 어떤 인증정보를 쓰는지 몰랐음:\n{err}', f'실패한 단계의 에러:\n{err}',
            f'{ko_person()}이 {pick(["야간", "배포", "동기화", "백업"])} 잡이 빨간불이라고 함. 로그 마지막:\n{err}'])
    lesson = en if lang == 'en' else ko
    return cnote('auth error message', mc, lesson, L(lang, ['Who owns the CI credentials for this pipeline?', ''], ['이 파이프라인 CI 인증정보 담당자가 누구인지?', '']))


@clean_t(6, 3)
def k_rotation(lang):
    vname = pick(['Stripe', 'SendGrid', 'GitHub deploy', 'AWS IAM', 'database', 'Slack bot', 'OpenAI', '카카오 알림톡' if lang == 'ko' else 'Twilio'])
    mc = L(lang, [f'Nobody told me the {vname} key had been rotated on Monday, so my local env still had the old one and every call failed.',
                  f'The {vname} credential was revoked after the leak report; the new one is in the vault entry "{slug(vname)}-prod" and I had no access yet.'],
           [f'{vname} 키가 월요일에 교체된 걸 아무도 안 알려줘서 로컬 env엔 예전 키가 남아 있었고 모든 호출이 실패함.',
            f'유출 신고 후 {vname} 인증정보가 폐기됨. 새 값은 vault 항목 "{slug(vname)}-prod"에 있는데 아직 권한이 없었음.'])
    lesson = L(lang, ['Rotation happens in this order: create the new key, deploy it everywhere, verify traffic, then revoke the old one.',
                      'After a rotation, grep the CI variables and the Lambda env for the old key ID, not the value.'],
               ['교체 순서: 새 키 생성 → 모든 곳에 배포 → 트래픽 확인 → 예전 키 폐기.', '교체 후에는 값이 아니라 예전 키 ID로 CI 변수와 Lambda env를 검색하기.'])
    ask = L(lang, ['Is there a channel where key rotations are announced?', 'Can I get read access to the vault entry?'],
            ['키 교체 공지가 올라오는 채널이 있는지?', 'vault 항목 읽기 권한 받을 수 있는지?'])
    return cnote('talk about rotating a key (no key)', mc, lesson, ask)


PUBLISHABLE = []


def publishable(f):
    PUBLISHABLE.append(f)
    return f


@publishable
def p_stripe():
    k = 'pk_live_' + ('51' + rs(AN, 97) if chance(0.5) else rs(AN, 24))
    return 'Stripe publishable key', f'const stripe = Stripe("{k}");'


@publishable
def p_firebase():
    pid = f'{org()}-app-{digits(4)}'
    cfg = (f'const firebaseConfig = {{\n  apiKey: "AIzaSy{rs(B64U, 33)}",\n  authDomain: "{pid}.firebaseapp.com",\n  projectId: "{pid}",\n'
           f'  storageBucket: "{pid}.appspot.com",\n  messagingSenderId: "{digits(12)}",\n  appId: "1:{digits(12)}:web:{rs(HX, 22)}"\n}};')
    return 'Firebase web config', cfg


@publishable
def p_recaptcha():
    return 'reCAPTCHA site key', f'<div class="g-recaptcha" data-sitekey="6L{pick(["c", "e", "d"])}{rs(B64U, 5)}AAAAA{rs(B64U, 27)}"></div>'


@publishable
def p_mapbox():
    return 'Mapbox public token', f'mapboxgl.accessToken = "{mapbox_token("pk", pick(PEOPLE) + "-maps")}";'


@publishable
def p_sentry_dsn():
    return 'Sentry DSN', f'Sentry.init({{ dsn: "https://{rs(HX, 32)}@o{digits(6)}.ingest.{pick(["", "us.", "de."])}sentry.io/{digits(7)}" }});'


@publishable
def p_posthog():
    return 'PostHog project API key', f"posthog.init('phc_{rs(AN, 43)}', {{ api_host: 'https://us.i.posthog.com' }})"


@publishable
def p_algolia():
    return 'Algolia search-only key', f"const searchClient = algoliasearch('{rs(ANU, 10)}', '{rs(HX, 32)}'); // search-only key"


@publishable
def p_supabase_anon():
    tok, ref = supabase_jwt('anon')
    return 'Supabase anon key', f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={tok}"


@publishable
def p_clerk():
    dom = f'clerk.{org()}.com$'
    return 'Clerk publishable key', f'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(dom.encode()).rstrip("=")}'


@publishable
def p_turnstile():
    return 'Cloudflare Turnstile site key', f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>'


@publishable
def p_hcaptcha():
    return 'hCaptcha site key', f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>'


@publishable
def p_launchdarkly():
    return 'LaunchDarkly client-side ID', f"const client = LDClient.initialize('{rs(HX, 24)}', context);"


@publishable
def p_square():
    return 'Square application ID', f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', '{'L' + rs(ANU, 12)}');"


@publishable
def p_adyen():
    return 'Adyen client key', f"const checkout = await AdyenCheckout({{ clientKey: 'live_{rs(ANU, 32)}', environment: 'live' }});"


@publishable
def p_razorpay():
    return 'Razorpay key_id', f"const rzp = new Razorpay({{ key: 'rzp_live_{rs(AN, 14)}', amount: 49900, currency: 'INR' }});"


@publishable
def p_paddle():
    return 'Paddle client-side token', f"Paddle.Initialize({{ token: 'live_{rs(HX, 27)}' }});"


@publishable
def p_gmaps():
    return 'Google Maps JavaScript API key (HTTP-referrer restricted)', f'<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSy{rs(B64U, 33)}&callback=initMap" async></script>'


@publishable
def p_mixpanel():
    return 'Mixpanel project token', f"mixpanel.init('{rs(HX, 32)}', {{ track_pageview: true }});"


@publishable
def p_amplitude():
    return 'Amplitude browser API key', f"amplitude.init('{rs(HX, 32)}', {{ defaultTracking: true }});"


@publishable
def p_segment():
    return 'Segment write key (browser)', f"analytics.load('{rs(AN, 32)}');"


@publishable
def p_kakao_js():
    return 'Kakao JavaScript key', f"Kakao.init('{rs(HX, 32)}');"


@publishable
def p_naver_maps():
    return 'Naver Maps client ID', f'<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={rs(ANL, 10)}"></script>'


@publishable
def p_toss_client():
    return 'Toss Payments client key', f"const tossPayments = TossPayments('live_ck_{rs(AN, 28)}');"


@publishable
def p_paypal_clientid():
    return 'PayPal client ID in JS SDK URL', f'<script src="https://www.paypal.com/sdk/js?client-id=A{rs(B64U, 79)}&currency=USD"></script>'


@publishable
def p_datadog_rum():
    return 'Datadog RUM client token', f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{rs(HX, 32)}', site: 'datadoghq.com' }});"


@publishable
def p_newrelic_browser():
    return 'New Relic browser license key', f"NREUM.loader_config = {{ accountID: '{digits(7)}', licenseKey: 'NRJS-{rs(HX, 19)}', applicationID: '{digits(9)}' }};"


@publishable
def p_onesignal():
    return 'OneSignal app ID', f'OneSignal.init({{ appId: "{uuid4()}" }});'


@publishable
def p_braintree_tok():
    return 'Braintree tokenization key', f"braintree.client.create({{ authorization: 'production_{rs(ANL, 8)}_{rs(ANL, 16)}' }});"


@clean_t(20, 10)
def k_publishable(lang):
    f = cycle_pick('publishable', PUBLISHABLE)
    what, snippet = f()
    mc = L(lang, [f'The front-end bundle contains this value and I wasn\'t sure whether it was a leak ({what}):\n{snippet}',
                  f'I didn\'t know which key the web client should use; the existing page has ({what}):\n{snippet}',
                  f'Secret scanning flagged this line in the web app; it is the {what}:\n{snippet}'],
           [f'프론트 번들에 이 값이 있어서 유출인지 헷갈렸음({what}):\n{snippet}',
            f'웹 클라이언트에 어떤 키를 써야 하는지 몰랐음. 기존 페이지 설정({what}):\n{snippet}',
            f'시크릿 스캔이 웹앱의 이 줄을 잡았는데 {what}임:\n{snippet}'])
    lesson = L(lang, [f'The {what} is designed to be public and ships to every browser; protection comes from domain restrictions and server-side checks.',
                      'Only the server-side counterpart is secret, and it never appears in client code.',
                      'Mark the scanner finding as a false positive with a comment pointing to the vendor doc.'],
               [f'{what}는 원래 공개용이라 모든 브라우저로 내려감. 보호는 도메인 제한과 서버 측 검증으로 함.',
                '비밀인 건 서버 쪽 짝 키뿐이고 클라이언트 코드에는 절대 안 나옴.', '스캐너 결과는 벤더 문서 링크를 달아서 오탐 처리하기.'])
    ask = L(lang, ['Is the domain restriction configured for this key?', ''], ['이 키에 도메인 제한이 설정돼 있는지?', ''])
    return cnote('publishable key: ' + what + ' [publishable]', mc, lesson, ask)


@clean_t(4, 3)
def k_encrypted(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'db_password: ENC[AES256_GCM,data:{b64(rbytes(18))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]'
        what = 'sops-encrypted value'
    elif kind == 1:
        body = '\n'.join(rs(HX, 80) for _ in range(R.randint(2, 4)))
        block = f'db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join('  ' + ln for ln in body.split('\n'))
        what = 'ansible-vault string'
    else:
        block = f'spec:\n  encryptedData:\n    password: AgB{rs(B64A, 180)}=='
        what = 'SealedSecret'
    mc = L(lang, [f'The repo contains encrypted secrets and I didn\'t know how to edit them ({what}):\n{block}',
                  f'I wasn\'t sure this was safe in git ({what}):\n{block}'],
           [f'레포에 암호화된 시크릿이 있는데 수정 방법을 몰랐음({what}):\n{block}', f'이게 git에 있어도 되는 건지 확신이 없었음({what}):\n{block}'])
    lesson = L(lang, ['Ciphertext is meant to be committed; only the decryption key (KMS / age / vault password) must stay private.',
                      'Edit with `sops file.yaml` / `ansible-vault edit`, never by hand, or the MAC check fails.'],
               ['암호문은 커밋하라고 있는 것. 복호화 키(KMS/age/vault 비번)만 비밀로 유지하면 됨.', '`sops file.yaml` / `ansible-vault edit`로 수정해야 함. 손으로 고치면 MAC 검증 실패.'])
    return cnote('encrypted secret blob: ' + what, mc, lesson, L(lang, ['Who can add me as a recipient / give me the vault password through the password manager?', ''], ['recipient 추가나 vault 비번 전달은 누가 해줄 수 있는지 (비밀번호 관리자로)?', '']))


@clean_t(3, 2)
def k_client_ids(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'GOOGLE_CLIENT_ID={digits(12)}-{rs(ANL, 32)}.apps.googleusercontent.com'
    elif kind == 1:
        block = f'GitHub App ID: {digits(6)}\nInstallation ID: {digits(8)}\nClient ID: Iv1.{rs(HX, 16)}'
    else:
        block = f'Slack app: A0{rs(ANU, 9)}, team T0{rs(ANU, 8)}, channel C0{rs(ANU, 9)}'
    mc = L(lang, [f'The OAuth setup needed identifiers that weren\'t in the task:\n{block}', f'I didn\'t know which app registration the service uses:\n{block}'],
           [f'OAuth 설정에 작업 설명에 없던 식별자가 필요했음:\n{block}', f'서비스가 어떤 앱 등록을 쓰는지 몰랐음:\n{block}'])
    lesson = L(lang, ['Client and app IDs are public identifiers; the client secret / private key is stored separately in the vault.', 'The redirect URI must match exactly, including the trailing slash.'],
               ['클라이언트/앱 ID는 공개 식별자임. client secret/개인키는 vault에 따로 있음.', 'redirect URI는 끝 슬래시까지 정확히 일치해야 함.'])
    return cnote('OAuth client/app identifiers', mc, lesson, '')


@clean_t(3, 2)
def k_cache_keys(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'ETag: "{rs(HX, 32)}"\nIf-None-Match: "{rs(HX, 32)}"'
    elif kind == 1:
        block = f'Cache restored from key: node-modules-Linux-{sha256h()}'
    else:
        block = f'Build ID: {rs(B64U, 21)}\nturbo cache hit, replaying logs {rs(HX, 16)}'
    if kind == 0:
        mc = L(lang, [f'The CDN kept serving the old bundle after the release; response headers:\n{block}'],
               [f'릴리스 후에도 CDN이 예전 번들을 줬음. 응답 헤더:\n{block}'])
    else:
        mc = L(lang, [f'I didn\'t know why the build used stale output; from the CI log:\n{block}'],
               [f'빌드가 왜 예전 결과를 썼는지 몰랐음. CI 로그:\n{block}'])
    lesson = L(lang, [['ETags are regenerated per deploy but the CDN ignored If-None-Match; purge after releasing.',
                       'The cache key hashes only the lockfile, so a change in the build script doesn\'t invalidate it.',
                       'Turbo replayed cached logs; `--force` rebuilds and the build ID changes.'][kind]],
               [['ETag는 배포마다 새로 만들어지는데 CDN이 If-None-Match를 무시함. 릴리스 후 퍼지 필요.',
                 '캐시 키가 lockfile만 해싱해서 빌드 스크립트 바뀌어도 무효화가 안 됨.',
                 'Turbo가 캐시된 로그를 재생함. `--force` 하면 다시 빌드되고 build ID가 바뀜.'][kind]])
    return cnote('cache keys / ETags / build IDs', mc, lesson, '')


@clean_t(5, 4)
def k_where_stored(lang):
    u, h = pick(USERS), host('db')
    mgr = pick(['1Password', 'Bitwarden', 'Keeper', 'LastPass', 'the Vault UI'])
    team = pick(['DBA', 'platform', 'SRE', 'data'])
    mc = L(lang, [f'I needed to connect to {h} as {u}, but the password isn\'t in the repo. It is kept in {mgr} under "{dbname()} prod DB" and only the {team} team can view it.',
                  f'The task required access to {h}, and nobody told me the credentials are issued per person through the access portal (request type "{pick(["DB read-only", "DB read-write", "bastion"])}").',
                  f'The {u} login for {h} is shared through a {mgr} item that I was not a member of, so I was blocked for half a day.'],
           [f'{h}에 {u}로 접속해야 했는데 비밀번호가 레포에 없음. {mgr}의 "{dbname()} prod DB" 항목에 있고 {team} 팀만 볼 수 있음.',
            f'{h} 접근이 필요한 작업이었는데 인증정보가 접근 포털(요청 유형 "{pick(["DB 읽기 전용", "DB 읽기/쓰기", "bastion"])}")에서 개인별로 발급된다는 걸 아무도 말 안 해줌.',
            f'{h}의 {u} 계정 정보는 {mgr} 항목으로 공유되는데 내가 멤버가 아니라서 반나절 막힘.'])
    lesson = L(lang, ['Request access first thing; approval takes a day.', 'Temporary credentials from the portal expire after 8 hours, so long migrations must be split.'],
               ['접근 요청부터 해야 함. 승인에 하루 걸림.', '포털 임시 인증정보는 8시간 후 만료돼서 긴 마이그레이션은 나눠서 해야 함.'])
    return cnote('where the password is kept (no value)', mc, lesson, L(lang, ['Can the access request be added to the onboarding checklist?'], ['접근 요청을 온보딩 체크리스트에 넣어줄 수 있는지?']))


@clean_t(3, 2)
def k_interp(lang):
    svc = pick(['the {0} container', 'the {0} job', 'the {0} migration step', 'the {0} health check']).format(pick(['postgres', 'api', 'worker', 'keycloak', 'airflow']))
    ksvc = pick(['{0} 컨테이너', '{0} 잡', '{0} 마이그레이션 단계', '{0} 헬스체크']).format(pick(['postgres', 'api', 'worker', 'keycloak', 'airflow']))
    mc = L(lang, [f'{svc.capitalize()} got a truncated password and nobody mentioned that docker compose interpolates `$` in values.',
                  f'The connection from {svc} failed only in CI; the password in the secret store contains characters that YAML and the shell treat specially.',
                  f'Auth in {svc} broke after the password rotation; the new value has a `#`, which the .env parser treats as a comment.'],
           [f'{josa(ksvc, "이", "가")} 잘린 비밀번호를 받았는데 docker compose가 값의 `$`를 보간한다는 걸 아무도 말 안 해줌.',
            f'{ksvc} 접속이 CI에서만 실패함. 시크릿 저장소의 비밀번호에 YAML과 쉘이 특수하게 처리하는 문자가 들어 있음.',
            f'비번 교체 후 {ksvc} 인증이 깨짐. 새 값에 `#`이 있는데 .env 파서가 주석으로 처리함.'])
    lesson = L(lang, ['Escape `$` as `$$` in compose files, quote values in YAML, and prefer `--env-file` so the shell never sees the value.',
                      'URL-encode special characters when the password goes into a DSN.'],
               ['compose에서는 `$`를 `$$`로, YAML은 값을 따옴표로 감싸고, 가능하면 `--env-file`로 넘겨서 쉘이 값을 못 보게 하기.', 'DSN에 비밀번호 넣을 땐 특수문자 URL 인코딩하기.'])
    return cnote('password escaping advice (no value)', mc, lesson, '')


@clean_t(3, 2)
def k_keygen(lang):
    cmd = pick([f'ssh-keygen -t ed25519 -C "{pick(PEOPLE)}@{org()}.com" -f ~/.ssh/{org()}_deploy',
                'gpg --full-generate-key  # ed25519, expires 2y',
                'openssl req -new -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=api.example.internal"',
                'age-keygen -o ~/.config/sops/age/keys.txt', 'wg genkey | tee privatekey | wg pubkey > publickey'])
    mc = L(lang, [f'I didn\'t know I had to generate my own key pair for access to {host("bastion")}. The documented command:\n{cmd}', f'Step that was missing from the {pick(["infra", "release", "data"])} onboarding:\n{cmd}'],
           [f'접근하려면 키 페어를 직접 만들어야 하는 줄 몰랐음. 문서에 있는 명령:\n{cmd}', f'온보딩에서 빠져 있던 단계:\n{cmd}'])
    lesson = L(lang, ['Only the public half goes into the PR; the private file stays on the laptop with mode 600.', 'Use a passphrase and the agent instead of an unencrypted key.'],
               ['PR에는 공개키만 올리고 개인키 파일은 노트북에 권한 600으로 둠.', '암호 없는 키 말고 패스프레이즈와 agent를 쓰기.'])
    return cnote('key generation command (no key)', mc, lesson, '')


@clean_t(3, 2)
def k_totp_explained(lang):
    svc = pick(['AWS', 'Cloudflare', 'GitHub org', 'Google Workspace', 'Okta', 'registrar', 'Apple Developer'])
    mc = L(lang, [f'Logging into the shared {svc} admin console needs a TOTP code and nobody told me who has the authenticator.',
                  f'The {svc} CLI asked for an MFA code and I didn\'t know the account uses a hardware key for the admin role.',
                  f'{svc} login stopped at the 2FA prompt; the phone with the authenticator app belongs to {who_en()}, who was on leave.'],
           [f'공용 {svc} 관리자 콘솔 로그인에 TOTP 코드가 필요한데 누가 인증 앱을 가지고 있는지 아무도 알려주지 않음.',
            f'{svc} CLI가 MFA 코드를 물어봤는데 관리자 역할은 하드웨어 키를 쓴다는 걸 몰랐음.',
            f'{svc} 로그인이 2FA 단계에서 멈춤. 인증 앱 있는 폰이 {ko_person()} 것인데 휴가 중이었음.'])
    lesson = L(lang, ['The codes are 6 digits and valid for 30 seconds; a code typed after the window rolls over is rejected, which looks like a wrong password.',
                      'The right fix is a personal MFA device per admin, not sharing the seed.'],
               ['코드는 6자리, 30초 유효. 시간이 넘어가고 입력하면 거부되는데 비번 틀린 것처럼 보임.', '시드를 공유할 게 아니라 관리자마다 개인 MFA 기기를 쓰는 게 맞음.'])
    return cnote('MFA explained without seed', mc, lesson, L(lang, ['Who can enrol my own MFA device for the admin role?'], ['관리자 역할에 내 MFA 기기를 등록해 줄 수 있는 사람?']))


@clean_t(3, 2)
def k_wallet_public(lang):
    kind = R.randint(0, 2)
    if kind == 0:
        block = f'treasury: 0x{rs(HX, 40)}\ndeployer: 0x{rs(HX, 40)}'
    elif kind == 1:
        block = f'tx 0x{rs(HX, 64)} confirmed in block {R.randint(18_000_000, 21_000_000)}'
    else:
        block = f'BTC cold storage address: {bc1_address()}'
    mc = L(lang, [f'I didn\'t know which addresses the contracts were deployed from / funds sit at:\n{block}', f'For the audit I needed the public addresses:\n{block}'],
           [f'컨트랙트 배포 주소/자금 보관 주소를 몰랐음:\n{block}', f'감사 때문에 공개 주소가 필요했음:\n{block}'])
    lesson = L(lang, ['Addresses and transaction hashes are public on-chain data; only keys and seed phrases are secret.', 'Check the address on the block explorer before sending anything.'],
               ['주소와 트랜잭션 해시는 온체인 공개 데이터. 개인키와 시드 문구만 비밀임.', '뭔가 보내기 전에 블록 익스플로러에서 주소 확인하기.'])
    return cnote('blockchain addresses / tx hashes', mc, lesson, '')


@clean_t(3, 2)
def k_jwt_claims(lang):
    t = epoch()
    claims = json.dumps({'iss': f'https://auth.{org()}.com/', 'sub': f'user_{rs(AN, 10)}', 'aud': 'api', 'exp': t, 'iat': t - 3600, 'scope': 'orders:read'}, indent=2)
    mc = L(lang, [f'Requests were rejected and I didn\'t know the token audience had changed. Decoded claims (signature omitted):\n{claims}', f'The decoded payload of the failing token:\n{claims}'],
           [f'요청이 거부됐는데 토큰 audience가 바뀐 걸 몰랐음. 디코드한 claim (서명 제외):\n{claims}', f'실패한 토큰의 디코드된 payload:\n{claims}'])
    lesson = L(lang, ['Paste decoded claims, never the token itself.', 'The API now requires aud=api-v2; the auth server config was updated but not the client.'],
               ['토큰 자체가 아니라 디코드한 claim만 붙이기.', 'API가 이제 aud=api-v2를 요구함. 인증 서버 설정은 바뀌었는데 클라이언트는 안 바뀜.'])
    return cnote('decoded JWT claims (no token)', mc, lesson, '')


@clean_t(2, 2)
def k_certificate(lang):
    lines = cert_lines(R.randint(2, 3))
    block = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(lines) + '\n...\n-----END CERTIFICATE-----'
    mc = L(lang, [f'The client needed the partner\'s CA certificate to trust their endpoint; the start of the PEM they published:\n{block}',
                  f'TLS failed until I added the internal root CA (public certificate):\n{block}'],
           [f'파트너 엔드포인트를 신뢰하려면 그쪽 CA 인증서가 필요했음. 공개된 PEM 앞부분:\n{block}', f'사내 루트 CA(공개 인증서)를 추가하기 전까지 TLS가 실패함:\n{block}'])
    lesson = L(lang, ['Certificates are public; the matching private key is what must never be shared.', 'Append to the bundle instead of replacing it.'],
               ['인증서는 공개 정보. 짝이 되는 개인키만 절대 공유하면 안 됨.', '번들을 교체하지 말고 뒤에 추가하기.'])
    return cnote('public certificate PEM excerpt', mc, lesson, '')


@clean_t(2, 2)
def k_tf_sensitive(lang):
    block = (f'Outputs:\n\ndb_endpoint = "{org()}-prod.cluster-c{rs(ANL, 11)}.us-east-1.rds.amazonaws.com"\n'
             'db_password = <sensitive>\nredis_auth_token = <sensitive>')
    mc = L(lang, [f'terraform output didn\'t show the values I expected:\n{block}'], [f'terraform output에 기대한 값이 안 보였음:\n{block}'])
    lesson = L(lang, ['`terraform output -raw db_password` would print it, which is exactly what we should avoid in shared terminals; the app reads it from Secrets Manager.'],
               ['`terraform output -raw db_password` 하면 출력되긴 하지만 공용 터미널에선 하면 안 됨. 앱은 Secrets Manager에서 읽음.'])
    return cnote('terraform sensitive outputs', mc, lesson, '')


@clean_t(2, 2)
def k_test_cards(lang):
    card = pick(['4242 4242 4242 4242', '4000 0025 0000 3155', '5555 5555 5555 4444', '4000 0000 0000 9995'])
    spec = pick(['checkout.spec.ts', 'test_payments.py', 'subscription_flow_test.go', 'e2e/refund.cy.js'])
    mc = L(lang, [f'I didn\'t know which card numbers work in test mode. {spec} uses {card}, any future expiry, any CVC.',
                  f'The payment tests in {spec} kept failing on a real card number; the processor\'s test card {card} is what they expect.'],
           [f'테스트 모드에서 어떤 카드 번호가 되는지 몰랐음. {spec}는 {card}, 만료일은 미래 아무거나, CVC 아무거나 씀.',
            f'{spec} 결제 테스트가 실제 카드 번호로 계속 실패했음. 결제사 테스트 카드 {card}를 써야 함.'])
    lesson = L(lang, ['These are the processor\'s documented test numbers; they only work with test-mode keys.', '4000 0025 0000 3155 triggers the 3DS challenge, useful for the redirect flow.'],
               ['결제사 문서에 나온 테스트 번호라 테스트 모드 키에서만 동작함.', '4000 0025 0000 3155는 3DS 인증을 띄워서 리다이렉트 흐름 테스트에 유용함.'])
    return cnote('documented test card numbers', mc, lesson, '')


@clean_t(3, 2)
def k_webhook_sig(lang):
    t = epoch()
    kind = R.randint(0, 1)
    if kind == 0:
        block = f'Stripe-Signature: t={t},v1={sha256h()}'
    else:
        block = f'X-Hub-Signature-256: sha256={sha256h()}\nX-GitHub-Delivery: {uuid4()}'
    mc = L(lang, [f'Webhook verification failed and I didn\'t know the raw body must be used. Headers of the failing delivery:\n{block}'],
           [f'웹훅 검증이 실패했는데 raw body를 써야 한다는 걸 몰랐음. 실패한 전송의 헤더:\n{block}'])
    lesson = L(lang, ['The signature is an HMAC of the raw payload; a JSON-parsing middleware changes the bytes and breaks it.', 'Signatures are per-delivery values, not secrets; the signing secret stays in the env.'],
               ['서명은 raw payload의 HMAC임. JSON 파싱 미들웨어가 바이트를 바꿔서 깨짐.', '서명은 전송별 값이지 비밀이 아님. 서명 시크릿은 env에만 있음.'])
    return cnote('webhook signature headers', mc, lesson, '')


@clean_t(3, 2)
def k_scanner_alert(lang):
    sha = sha1h()
    det = pick(['Generic High Entropy Secret', 'AWS Keys', 'Slack Bot Token', 'Stripe API key', 'Private key'])
    mc = L(lang, [f'I wasn\'t told about the open secret-scanning alert: "{det}" detected in commit {sha[:12]} (file config/old.yml, line 14). The value has been revoked by the owner.',
                  f'GitGuardian incident #{R.randint(1000, 9999)}: {det} in {sha} — marked as revoked.'],
           [f'열려 있는 시크릿 스캔 알림을 아무도 안 알려줌: 커밋 {sha[:12]}(config/old.yml 14행)에서 "{det}" 탐지. 소유자가 이미 폐기함.',
            f'GitGuardian 인시던트 #{R.randint(1000, 9999)}: {sha}에서 {det} — 폐기 처리됨.'])
    lesson = L(lang, ['Resolve the alert as "revoked" only after confirming in the vendor console.', 'History rewrite is not required once the credential is dead.'],
               ['벤더 콘솔에서 확인한 뒤에만 알림을 "revoked"로 닫기.', '인증정보가 죽었으면 히스토리 재작성은 필요 없음.'])
    return cnote('secret-scanning alert without value', mc, lesson, '')


@clean_t(3, 2)
def k_token_prefix_talk(lang):
    n_vars = R.randint(14, 90)
    proj = pick(['monorepo', 'mobile app', 'data platform', 'payments service', 'infra repo'])
    mc = L(lang, [f'I didn\'t know how to tell token types apart when auditing the {n_vars} CI variables of the {proj}.',
                  f'The audit asked me to classify every credential in the {proj} CI settings by type without opening them ({n_vars} entries).'],
           [f'{proj} CI 변수 {n_vars}개 점검할 때 토큰 종류를 어떻게 구분하는지 몰랐음.', f'감사에서 {proj} CI 설정의 인증정보 {n_vars}개를 열어보지 않고 종류별로 분류하라고 함.'])
    lesson = L(lang, ['Prefixes tell the type: GitHub classic PATs start with ghp_, fine-grained ones with github_pat_, GitLab with glpat-, Slack bot tokens with xoxb-, Stripe secret keys with sk_live_ and restricted ones with rk_live_.',
                      'AWS long-term access key IDs start with AKIA and temporary ones with ASIA; the variable name alone is not reliable.'],
               ['접두사로 구분 가능: GitHub 클래식 PAT는 ghp_, fine-grained는 github_pat_, GitLab은 glpat-, Slack 봇 토큰은 xoxb-, Stripe 시크릿 키는 sk_live_, 제한 키는 rk_live_.',
                'AWS 장기 액세스 키 ID는 AKIA, 임시 키는 ASIA로 시작함. 변수 이름만으로는 믿을 수 없음.'])
    return cnote('token prefixes discussed (no token)', mc, lesson, '')


@clean_t(3, 2)
def k_network_ids(lang):
    block = (f'MAC {":".join(rs(HX, 2) for _ in range(6))}  IPv6 2001:db8:{rs(HX, 4)}:{rs(HX, 4)}::{rs(HX, 3)}\n'
             f'serial {rs(ANU, 12)}  asset tag {org().upper()}-{digits(5)}')
    mc = L(lang, [f'The device allowlist needs hardware identifiers, which I didn\'t have:\n{block}'], [f'기기 허용 목록에 하드웨어 식별자가 필요했는데 없었음:\n{block}'])
    lesson = L(lang, ['MAC allowlisting is convenience, not security; MACs are trivially spoofed.'], ['MAC 허용 목록은 편의 기능이지 보안이 아님. MAC은 쉽게 위조됨.'])
    return cnote('hardware / network identifiers', mc, lesson, '')


@clean_t(3, 2)
def k_redacted_already(lang):
    block = pick([f'DATABASE_URL=postgres://app:[REDACTED]@{host("db")}:5432/app', 'Authorization: Bearer [REDACTED]', 'STRIPE_SECRET_KEY=[REDACTED]',
                  'password: "********"', 'api_key=<hidden>'])
    mc = L(lang, [f'The support bundle I was given had the credentials already scrubbed:\n{block}', f'Log excerpt (already redacted by the log pipeline):\n{block}'],
           [f'받은 지원 번들은 인증정보가 이미 지워져 있었음:\n{block}', f'로그 발췌 (로그 파이프라인에서 이미 마스킹됨):\n{block}'])
    lesson = L(lang, ['The real value has to come from the vault; the scrubbed bundle is still useful for the config shape.'],
               ['실제 값은 vault에서 받아야 함. 마스킹된 번들도 설정 구조 파악에는 유용함.'])
    return cnote('already redacted value', mc, lesson, '')


@clean_t(3, 2)
def k_hex_ids_misc(lang):
    block = pick([f'Datadog trace_id {digits(19)} span_id {digits(19)}', f'Firebase installation ID {rs(B64U, 22)}',
                  f'Android advertising ID {uuid4()}', f'Kafka consumer group {org()}-orders-v2, offset {R.randint(10 ** 6, 10 ** 9)}',
                  f'Vercel deployment dpl_{rs(AN, 28)}', f'Fly machine {rs(HX, 14)} in region nrt', f'GitHub Actions run {digits(11)} attempt 2'])
    mc = L(lang, [f'To reproduce the issue I needed the exact identifiers, which weren\'t in the ticket:\n{block}'], [f'이슈 재현에 정확한 식별자가 필요했는데 티켓에 없었음:\n{block}'])
    lesson = L(lang, ['Identifiers like these are fine to share in tickets; they reference resources but grant no access.'], ['이런 식별자는 티켓에 공유해도 됨. 리소스를 가리킬 뿐 권한은 없음.'])
    return cnote('misc resource identifiers', mc, lesson, '')


@clean_t(5, 3)
def k_shell_var_refs(lang):
    cmd = pick(['curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/{o}/api/actions/runs?per_page=5',
                'curl -u "admin:$GRAFANA_ADMIN_PASSWORD" https://grafana.{o}.internal/api/health',
                'PGPASSWORD="$(vault kv get -field=password secret/{o}/db)" psql -h db.{o}.internal -U app',
                'echo "$REGISTRY_PASSWORD" | docker login registry.{o}.io -u ci --password-stdin',
                'mysql -h db.{o}.internal -u report -p"$MYSQL_PWD" -e "select 1"',
                'aws s3 cp dump.sql.gz s3://{o}-backups/ --profile "$AWS_PROFILE"',
                'export OPENAI_API_KEY="$(op read op://Dev/openai/credential)"',
                'gh secret set NPM_TOKEN --body "$NPM_TOKEN" --repo {o}/web'])
    c = cmd.replace('{o}', org())
    mc = L(lang, [f'The script assumes variables that are set only in the CI environment:\n{c}', f'I didn\'t know where the values come from in this command:\n{c}',
                  f'{who_en()}\'s snippet for the {pick(["deploy", "backup", "smoke test"])} step:\n{c}'],
           [f'스크립트가 CI 환경에만 있는 변수를 가정함:\n{c}', f'이 명령에서 값이 어디서 오는지 몰랐음:\n{c}', f'{ko_person()}이 준 {pick(["배포", "백업", "스모크 테스트"])} 단계 스니펫:\n{c}'])
    lesson = L(lang, ['The variables are injected from the CI secret store; locally I export them from the vault for the session only.',
                      'Quote "$VAR" so values with spaces or special characters survive.', 'Run with `set +x` around this line; xtrace would print the expanded value.'],
               ['변수는 CI 시크릿 저장소에서 주입됨. 로컬에선 vault에서 꺼내 세션 동안만 export 함.', '"$VAR"처럼 따옴표로 감싸야 공백/특수문자 있는 값이 안 깨짐.',
                '이 줄 앞뒤로 `set +x` 하기. xtrace가 켜져 있으면 확장된 값이 찍힘.'])
    return cnote('shell variable references (no value)', mc, lesson, L(lang, ['Which CI context provides these variables?', ''], ['이 변수들은 어느 CI context에서 오는지?', '']))


@clean_t(5, 3)
def k_code_env_reads(lang):
    f, code = pick([('app/clients.py', 'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])'),
                    ('src/payments.ts', 'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });'),
                    ('src/main/java/com/acme/DbConfig.java', 'String password = System.getenv("DB_PASSWORD");'),
                    ('internal/db/db.go', 'dbPass := viper.GetString("database.password") // from VAULT_* env at boot'),
                    ('config/services.php', "'secret' => env('STRIPE_SECRET'),"),
                    ('src/main.rs', 'let token = std::env::var("SLACK_BOT_TOKEN").expect("SLACK_BOT_TOKEN not set");'),
                    ('Program.cs', 'var key = builder.Configuration["Sendgrid:ApiKey"]; // user-secrets locally, Key Vault in prod'),
                    ('app/settings.py', 'ANTHROPIC_API_KEY = settings.anthropic_api_key.get_secret_value()'),
                    ('lib/kakao.rb', "KAKAO_ADMIN_KEY = ENV.fetch('KAKAO_ADMIN_KEY')")])
    mc = L(lang, [f'I didn\'t know {f} expects the value in the environment and crashes at import time without it:\n{code}',
                  f'The code path I changed reads the credential like this ({f}):\n{code}'],
           [f'{f}가 환경변수에서 값을 기대하고 없으면 import 시점에 죽는 줄 몰랐음:\n{code}', f'내가 수정한 코드 경로는 인증정보를 이렇게 읽음({f}):\n{code}'])
    lesson = L(lang, ['Fail fast with a clear message when the variable is missing instead of sending an empty key.',
                      'Tests set a dummy value in conftest / jest.setup, so no real key is needed in CI.'],
               ['변수가 없으면 빈 키로 요청하지 말고 명확한 메시지로 바로 실패시키기.', '테스트는 conftest/jest.setup에서 더미 값을 넣어서 CI에 실제 키가 필요 없음.'])
    return cnote('code reading secret from env/config (no value)', mc, lesson, '')


@clean_t(3, 2)
def k_ssh_config(lang):
    hname = pick(['bastion', 'prod-bastion', 'jump', 'db-tunnel'])
    block = (f'Host {hname}\n  HostName {host("bastion")}\n  User {pick(["ec2-user", "ubuntu", pick(PEOPLE)])}\n'
             f'  IdentityFile ~/.ssh/{org()}_ed25519\n  IdentitiesOnly yes\n\nHost 10.20.*\n  ProxyJump {hname}')
    mc = L(lang, [f'I couldn\'t reach the private hosts; nobody mentioned the jump host setup. The ~/.ssh/config that works:\n{block}'],
           [f'사설망 서버에 접속이 안 됐는데 점프 호스트 설정 얘기를 아무도 안 해줌. 동작하는 ~/.ssh/config:\n{block}'])
    lesson = L(lang, ['IdentitiesOnly stops ssh from offering every key in the agent, which triggered "Too many authentication failures".'],
               ['IdentitiesOnly 없으면 agent의 키를 전부 시도해서 "Too many authentication failures"가 남.'])
    return cnote('ssh config (paths only)', mc, lesson, '')


@clean_t(3, 2)
def k_kubeconfig_exec(lang):
    ca = b64(('-----BEGIN CERTIFICATE-----\nMIIC' + rs(B64A, 60) + '\n').encode())
    cl = f'{org()}-{pick(["prod", "staging"])}'
    block = (f'clusters:\n- cluster:\n    certificate-authority-data: {ca}\n    server: https://{rs(HXU, 32)}.gr7.ap-northeast-2.eks.amazonaws.com\n'
             f'  name: {cl}\nusers:\n- name: {cl}\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n'
             f'      args: ["eks", "get-token", "--cluster-name", "{cl}"]')
    mc = L(lang, [f'kubectl asked for credentials because my kubeconfig was old; the generated one uses an exec plugin:\n{block}'],
           [f'kubeconfig가 옛날 거라 kubectl이 인증을 요구함. 새로 생성한 건 exec 플러그인을 씀:\n{block}'])
    lesson = L(lang, ['The file holds no static token: certificate-authority-data is the public cluster CA and the token is minted per call by `aws eks get-token`.'],
               ['이 파일엔 고정 토큰이 없음. certificate-authority-data는 공개 클러스터 CA이고 토큰은 `aws eks get-token`이 호출마다 발급함.'])
    return cnote('kubeconfig with exec plugin and public CA data', mc, lesson, '')


@clean_t(3, 2)
def k_scanner_rules(lang):
    rules = pick(['[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\n\n[[rules]]\nid = "slack-bot"\nregex = \'\'\'xoxb-[0-9]{10,13}-[0-9]{10,13}-[a-zA-Z0-9]{24}\'\'\'',
                  'regex: (?i)(aws_secret_access_key|aws_secret)\\s*[:=]\\s*[A-Za-z0-9/+]{40}',
                  'pattern: sk_live_[0-9a-zA-Z]{24,99}\nallowlist:\n  - sk_test_\n  - pk_live_',
                  '- id: private-key\n  regex: -----BEGIN (RSA|EC|OPENSSH|DSA)? ?PRIVATE KEY-----'])
    mc = L(lang, [f'The pre-commit secret scanner blocked my commit and I didn\'t know the repo has custom rules (.gitleaks.toml excerpt):\n{rules}'],
           [f'pre-commit 시크릿 스캐너가 커밋을 막았는데 레포에 커스텀 규칙이 있는 줄 몰랐음(.gitleaks.toml 일부):\n{rules}'])
    lesson = L(lang, ['The rule matched a test fixture; the fix was an allowlist entry for tests/fixtures, not disabling the hook.'],
               ['규칙이 테스트 fixture에 걸렸음. 훅을 끄는 게 아니라 tests/fixtures 허용 목록을 추가해서 해결.'])
    return cnote('secret-scanner regex rules', mc, lesson, '')


@clean_t(3, 2)
def k_docker_credstore(lang):
    block = json.dumps({'auths': {'ghcr.io': {}, f'{acct_id()}.dkr.ecr.us-east-1.amazonaws.com': {}}, 'credsStore': pick(['osxkeychain', 'desktop', 'pass']),
                        'credHelpers': {'public.ecr.aws': 'ecr-login'}}, indent=2)
    mc = L(lang, [f'docker pull worked for others but not for me; their ~/.docker/config.json uses credential helpers:\n{block}'],
           [f'다른 사람들은 docker pull이 되는데 나만 안 됐음. 그 사람들 ~/.docker/config.json은 credential helper를 씀:\n{block}'])
    lesson = L(lang, ['With a credsStore the file only lists registries; the actual credentials are in the OS keychain.'],
               ['credsStore를 쓰면 파일엔 레지스트리 목록만 있고 실제 인증정보는 OS 키체인에 있음.'])
    return cnote('docker config with credential helpers (no auth)', mc, lesson, '')


@clean_t(3, 2)
def k_npmrc_ref(lang):
    block = pick(['//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@' + org() + ':registry=https://npm.pkg.github.com',
                  '[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.' + org() + '.internal/\nusername = __token__\n# password comes from keyring',
                  '<server>\n  <id>nexus</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>'])
    mc = L(lang, [f'Publishing failed locally; the committed registry config only references environment variables:\n{block}'],
           [f'로컬에서 배포가 실패함. 커밋된 레지스트리 설정은 환경변수만 참조함:\n{block}'])
    lesson = L(lang, ['Export the variable (or configure keyring) before publishing; the file itself is safe to commit.'],
               ['배포 전에 변수를 export(또는 keyring 설정)해야 함. 파일 자체는 커밋해도 안전함.'])
    return cnote('registry config with env references', mc, lesson, '')


@clean_t(3, 2)
def k_sql_no_pw(lang):
    u = pick(USERS)
    stmt = pick([f"CREATE USER {u} IDENTIFIED WITH AWSAuthenticationPlugin AS 'RDS';\nGRANT SELECT ON {dbname()}.* TO {u};",
                 f'CREATE ROLE {u} WITH LOGIN;\nGRANT rds_iam TO {u};',
                 f'GRANT USAGE ON SCHEMA reporting TO {u};\nGRANT SELECT ON ALL TABLES IN SCHEMA reporting TO {u};',
                 f"ALTER ROLE {u} VALID UNTIL '2025-12-31';"])
    mc = L(lang, [f'The new service needed DB access and I didn\'t know we use IAM database auth instead of passwords:\n{stmt}',
                  f'The DBA\'s grant script for the reporting user:\n{stmt}'],
           [f'새 서비스에 DB 접근이 필요했는데 비밀번호 대신 IAM DB 인증을 쓰는 줄 몰랐음:\n{stmt}', f'리포팅 사용자용 DBA 권한 스크립트:\n{stmt}'])
    if 'rds_iam' in stmt or 'AWSAuthenticationPlugin' in stmt:
        lesson = L(lang, ['With IAM auth the app requests a 15-minute token at connect time; there is no password to store.'],
                   ['IAM 인증이면 앱이 접속할 때 15분짜리 토큰을 받아서 저장할 비밀번호가 없음.'])
    elif 'VALID UNTIL' in stmt:
        lesson = L(lang, ['The role expired at the VALID UNTIL date, which looks exactly like a wrong password in the logs.'],
                   ['VALID UNTIL 날짜에 롤이 만료됐는데 로그에서는 비번 틀린 것과 똑같이 보임.'])
    else:
        lesson = L(lang, ['Grants on existing tables don\'t cover future ones; ALTER DEFAULT PRIVILEGES is needed too.'],
                   ['기존 테이블 권한은 새 테이블에 적용 안 됨. ALTER DEFAULT PRIVILEGES도 필요.'])
    return cnote('SQL grants without password', mc, lesson, '')


@clean_t(2, 3)
def k_npki_paths(lang):
    path = pick(['C:\\Users\\{u}\\AppData\\LocalLow\\NPKI\\yessign\\USER\\cn={u}()000{d},ou=...\\signPri.key',
                 '~/Library/Preferences/NPKI/KICA/USER/{d}/signCert.der', 'D:\\NPKI\\CrossCert\\USER\\{d}\\signPri.key'])
    path = path.replace('{u}', pick(['hong', 'kim', 'lee'])).replace('{d}', digits(8))
    mc = L(lang, [f'The bank integration signs requests with a joint certificate (NPKI); nobody told me where it lives. The files are at:\n{path}'],
           [f'은행 연동이 공동인증서(NPKI)로 요청을 서명하는데 위치를 아무도 안 알려줌. 파일 경로:\n{path}',
            f'홈택스 자동화가 공동인증서를 쓰는데 인증서 파일이 여기 있음:\n{path}'])
    lesson = L(lang, ['Only the path goes in the docs; the signPri.key file and its password stay on the signing PC.'],
               ['문서에는 경로만 적고 signPri.key 파일과 인증서 비밀번호는 서명용 PC에만 둬야 함.', '인증서 비번은 재무팀이 관리함. 파일 복사는 보안 정책 위반.'])
    return cnote('certificate file paths (no key)', mc, lesson, '')


@clean_t(3, 2)
def k_pw_manager_links(lang):
    link = f'https://start.1password.com/open/i?a={rs(ANU, 26)}&v={rs(ANL, 26)}&i={rs(ANL, 26)}&h={org()}.1password.com'
    alt = f'https://vault.bitwarden.com/#/vault?itemId={uuid4()}'
    block = pick([link, alt])
    mc = L(lang, [f'I was sent a password-manager link instead of the credential, which I couldn\'t open without being in the shared vault:\n{block}'],
           [f'인증정보 대신 비밀번호 관리자 링크를 받았는데 공유 금고 멤버가 아니라 못 열었음:\n{block}'])
    lesson = L(lang, ['The link only identifies the item; access still needs vault membership, which is the point.'],
               ['링크는 항목을 가리킬 뿐이고 접근하려면 금고 멤버십이 필요함. 의도된 방식.'])
    return cnote('password manager item link', mc, lesson, L(lang, ['Who can add me to the shared vault?'], ['공유 금고에 누가 추가해 줄 수 있는지?']))


@clean_t(3, 2)
def k_feature_flags(lang):
    flags = R.sample(['checkout-v2-rollout', 'search-semantic-beta', 'billing-new-invoice-pdf', 'kr-tosspay-enabled', 'auth-passkeys', 'rate-limit-strict'], 3)
    block = '\n'.join(f'{fl}: {pick(["on (10%)", "off", "on", "on (internal only)"])}' for fl in flags) + f'\nenvironment key: {pick(["production", "staging"])}, project: {org()}-web'
    mc = L(lang, [f'The behaviour I was debugging depended on flags nobody mentioned:\n{block}'], [f'디버깅하던 동작이 아무도 말 안 한 플래그에 따라 달라졌음:\n{block}'])
    lesson = L(lang, ['Check the flag state for the exact user context before assuming a code bug.'], ['코드 버그라고 단정하기 전에 해당 사용자 context의 플래그 상태부터 확인하기.'])
    return cnote('feature flag keys', mc, lesson, '')


@clean_t(3, 2)
def k_sri_hashes(lang):
    tag = f'<script src="https://cdn.jsdelivr.net/npm/{pick(["alpinejs@3.14.1", "htmx.org@2.0.3", "chart.js@4.4.4"])}/dist/cdn.min.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous"></script>'
    mc = L(lang, [f'The page broke after the CDN update because of an SRI hash I didn\'t know about:\n{tag}'], [f'CDN 업데이트 후 몰랐던 SRI 해시 때문에 페이지가 깨짐:\n{tag}'])
    lesson = L(lang, ['The integrity value is a public hash of the file; pin the exact version so it doesn\'t change under you.'], ['integrity 값은 파일의 공개 해시임. 버전을 정확히 고정해야 값이 안 바뀜.'])
    return cnote('subresource integrity hash', mc, lesson, '')


@clean_t(3, 2)
def k_ssm_commands(lang):
    cmd = pick([f'aws ssm get-parameter --name /{pick(["prod", "staging"])}/{dbname()}/db_password --with-decryption --query Parameter.Value --output text',
                f'aws secretsmanager get-secret-value --secret-id prod/{dbname()} --query SecretString',
                f'gcloud secrets versions access latest --secret={pick(["db-password", "stripe-key"])} --project={org()}-prod',
                f'az keyvault secret show --vault-name kv-{org()}-prod --name SqlPassword --query value -o tsv',
                f'doppler secrets get DATABASE_URL --plain --project api --config prd'])
    mc = L(lang, [f'I didn\'t know the secret can be fetched on demand; the command (output not pasted here):\n{cmd}'],
           [f'시크릿을 필요할 때 조회할 수 있다는 걸 몰랐음. 명령(출력은 안 붙임):\n{cmd}'])
    lesson = L(lang, ['Pipe the output straight into the consumer instead of echoing it; the command itself is safe to document.'],
               ['출력을 화면에 찍지 말고 바로 필요한 곳으로 파이프하기. 명령 자체는 문서화해도 안전함.'])
    return cnote('secret fetch command (no output)', mc, lesson, '')


@clean_t(2, 2)
def k_gitconfig(lang):
    block = pick(['[credential]\n\thelper = osxkeychain\n[url "git@github.com:"]\n\tinsteadOf = https://github.com/',
                  '[credential "https://gitlab.' + org() + '.com"]\n\thelper = !glab auth git-credential',
                  '[credential]\n\thelper = manager\n\tcredentialStore = secretservice'])
    mc = L(lang, [f'git kept prompting for a password on push; the team\'s ~/.gitconfig routes auth through a helper:\n{block}'],
           [f'push 할 때마다 git이 비밀번호를 물었음. 팀의 ~/.gitconfig는 인증을 헬퍼로 넘김:\n{block}'])
    lesson = L(lang, ['The helper stores the token in the OS keychain; nothing sensitive is in the config file.'], ['헬퍼가 토큰을 OS 키체인에 저장해서 설정 파일엔 민감한 내용이 없음.'])
    return cnote('git credential helper config', mc, lesson, '')


# ----------------------------------------------------------------------------------------------
# validation (every rule of FORMAT.txt, plus a few sanity checks of our own)
# ----------------------------------------------------------------------------------------------
HANGUL = lambda s: any('\uac00' <= c <= '\ud7a3' for c in s)
FIELD_LIMITS = (('missing_context', 1024), ('lesson', 1024), ('ask_next_time', 512))


class NoteTooLarge(Exception):
    pass


def occurrences(text, s):
    out = []
    i = text.find(s)
    while i >= 0:
        out.append(i)
        i = text.find(s, i + 1)
    return out


def validate(n, lang, kind):
    f = n['fields']
    assert list(f.keys()) == ['missing_context', 'lesson', 'ask_next_time'], f.keys()
    for k, lim in FIELD_LIMITS:
        assert isinstance(f[k], str)
        if len(f[k].encode('utf-8')) > lim:
            raise NoteTooLarge(f'{n["category"]}: {k} is {len(f[k].encode("utf-8"))} bytes')
    assert f['missing_context'].strip() and f['lesson'].strip(), 'empty required field'
    cat = n['category']
    assert cat and cat == cat.strip()
    if kind == 'clean':
        assert n['secrets'] == [], cat
        assert cat.count('[publishable]') <= 1
        if '[publishable]' in cat:
            assert cat.endswith(' [publishable]'), cat
    else:
        assert '[publishable]' not in cat, cat
        assert n['secrets'], 'secret note without secrets: ' + cat
        allf = [f['missing_context'], f['lesson'], f['ask_next_time']]
        for s in n['secrets']:
            assert isinstance(s, str) and len(s) >= 8, (cat, s)
            assert s == s.strip(), (cat, repr(s))
            assert any(s in t for t in allf), (cat, s)
        # no 8-char window of a listed secret outside the occurrences of the listed secrets
        for t in allf:
            spans = []
            for s in n['secrets']:
                spans += [(i, i + len(s)) for i in occurrences(t, s)]
            for s in n['secrets']:
                for k in range(len(s) - 7):
                    w = s[k:k + 8]
                    for i in occurrences(t, w):
                        assert any(a <= i and i + 8 <= b for a, b in spans), (cat, s, w, t[max(0, i - 30):i + 38])
    if lang == 'ko':
        assert HANGUL(f['missing_context']) and HANGUL(f['lesson']), 'Korean note without Hangul prose: ' + cat


# ----------------------------------------------------------------------------------------------
# schedule and generation
# ----------------------------------------------------------------------------------------------
TARGET = {('secret', 'en'): 216, ('secret', 'ko'): 144, ('clean', 'en'): 216, ('clean', 'ko'): 144}
KO_VENDORS = ['Toss Payments', 'Kakao', 'Kakao Admin', 'Naver Open API', 'Naver Cloud Platform', 'PortOne', 'Channel Talk',
              'Solapi', 'Aligo SMS']
URL_UNSUITED = (c_sdk, c_log, c_httpfile, c_trace)


def weighted(templates, lang):
    seq = []
    for f, wen, wko in templates:
        seq += [f] * (wen if lang == 'en' else wko)
    return seq


SEEN_FIELDS = {}
MOVE_EN = ['For next time, this is what worked:', 'Reference (what I ended up using):', 'Keeping the exact snippet here:',
           'Recording it so nobody has to dig again:']
MOVE_KO = ['다음을 위해 실제로 쓴 내용 기록:', '참고(결국 쓴 것):', '정확한 스니펫 남겨둠:', '다시 안 찾게 적어둠:']


GENERIC_ASK_EN = ['Is there an onboarding doc I should read before touching this service?', 'Who owns this integration now?',
                  'Which environment should I test against first?', 'Should this go into the runbook?',
                  'Is there a staging copy I can use instead of prod?', 'Who reviews changes to this config?',
                  'Is this documented anywhere, or should I write it up?', 'Which team should I ping when this breaks again?']
GENERIC_ASK_KO = ['이 서비스 건드리기 전에 봐야 할 온보딩 문서가 있는지?', '지금 이 연동 담당자가 누구인지?', '어느 환경에서 먼저 테스트해야 하는지?',
                  '이 내용 런북에 추가해도 되는지?', '운영 말고 쓸 수 있는 스테이징 사본이 있는지?', '이 설정 변경은 누가 리뷰하는지?',
                  '이거 문서화된 곳이 있는지, 없으면 내가 정리해도 되는지?', '다음에 또 깨지면 어느 팀에 물어봐야 하는지?']


def maybe_add_ask(n, lang, kind):
    """Fill some empty ask_next_time fields with a generic question, more often for clean notes,
    so that an empty ask does not correlate with the label."""
    f = n['fields']
    if f['ask_next_time'] == '' and chance(0.5 if kind == 'clean' else 0.25):
        f['ask_next_time'] = pick(GENERIC_ASK_EN) if lang == 'en' else pick(GENERIC_ASK_KO)
    return n


def maybe_move_block(n, lang):
    """For about a third of all notes (secret and clean alike) the pasted block moves from
    missing_context to lesson, so the position of a snippet does not give the label away."""
    f = n['fields']
    if '\n' not in f['missing_context'] or not chance(0.33):
        return n
    intro, block = f['missing_context'].split('\n', 1)
    intro = intro.rstrip()
    if intro.endswith(':'):
        intro = intro[:-1].rstrip()
    if intro.endswith(')'):
        intro += ', see below.' if lang == 'en' else ' — 아래 참고'
    else:
        intro += ' (see below).' if lang == 'en' else ' (아래 참고)'
    conn = pick(MOVE_EN) if lang == 'en' else pick(MOVE_KO)
    f['missing_context'] = intro
    f['lesson'] = f['lesson'] + ' ' + conn + '\n' + block
    return n


def make_note(fn, lang, kind, *args):
    """Draw from a template until the note fits the size limits and differs from every earlier note."""
    for attempt in range(40):
        n = maybe_add_ask(maybe_move_block(fn(*args, lang), lang), lang, kind)
        try:
            validate(n, lang, kind)
        except NoteTooLarge:
            continue
        key = json.dumps(n['fields'], ensure_ascii=False, sort_keys=True)
        if key in SEEN_FIELDS:
            continue
        SEEN_FIELDS[key] = True
        return n
    raise RuntimeError(f'could not draw a fitting, unique note from {fn.__name__} for {lang}')


def generate():
    plan = {}
    for lang in ('en', 'ko'):
        plan[('secret', lang)] = weighted(SECRET_TEMPLATES, lang)
        base = weighted(CLEAN_TEMPLATES, lang)
        assert len(base) <= TARGET[('clean', lang)], (lang, len(base))
        filler = [f for f, _, _ in CLEAN_TEMPLATES]
        R.shuffle(filler)
        i = 0
        while len(base) < TARGET[('clean', lang)]:
            base.append(filler[i % len(filler)])
            i += 1
        plan[('clean', lang)] = base
    n_vendor = {lang: TARGET[('secret', lang)] - len(plan[('secret', lang)]) for lang in ('en', 'ko')}
    assert min(n_vendor.values()) > 0, n_vendor
    # vendor queues: every vendor once if the budget allows; Korean vendors go to Korean notes
    others = [v for v in VENDORS if v['name'] not in KO_VENDORS]
    R.shuffle(others)
    kov = [v for v in VENDORS if v['name'] in KO_VENDORS]
    k_extra = n_vendor['ko'] - len(kov)
    queue = {'ko': kov + others[:k_extra], 'en': others[k_extra:]}
    for lang in ('en', 'ko'):
        pool = VENDORS[:]
        while len(queue[lang]) < n_vendor[lang]:
            R.shuffle(pool)
            queue[lang] += pool
        queue[lang] = queue[lang][:n_vendor[lang]]
        R.shuffle(queue[lang])

    notes = []
    for kind in ('secret', 'clean'):
        for lang in ('en', 'ko'):
            for fn in plan[(kind, lang)]:
                n = make_note(fn, lang, kind)
                n.update(lang=lang, kind=kind)
                notes.append(n)
            if kind == 'secret':
                conts = VENDOR_CONTAINERS[:]
                R.shuffle(conts)
                ci = 0
                for v in queue[lang]:
                    c = conts[ci % len(conts)]
                    ci += 1
                    while (v['name'] in URL_VENDORS and c in URL_UNSUITED) or (c is c_sdk and not v['sdk'] and v['name'] in URL_VENDORS):
                        c = conts[ci % len(conts)]
                        ci += 1
                    n = make_note(c, lang, kind, v)
                    n.update(lang=lang, kind=kind)
                    notes.append(n)
    return notes


def finalize(notes):
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({'id': f'fy{i:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'],
                               'ask_next_time': n['fields']['ask_next_time']},
                    'secrets': n['secrets']})
    return out


def final_checks(out, notes):
    assert len(out) == 720
    ids = [o['id'] for o in out]
    assert ids == [f'fy{i:03d}' for i in range(1, 721)]
    cnt = {}
    for o in out:
        assert list(o.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert o['lang'] in ('en', 'ko') and o['kind'] in ('secret', 'clean')
        validate(o, o['lang'], o['kind'])
        cnt[(o['kind'], o['lang'])] = cnt.get((o['kind'], o['lang']), 0) + 1
    assert cnt == TARGET, cnt
    triples = [json.dumps(o['fields'], ensure_ascii=False, sort_keys=True) for o in out]
    assert len(triples) == len(dict.fromkeys(triples)), 'duplicate notes'
    vend = []
    for n in notes:
        if n['kind'] == 'secret':
            vend += n['vendors']
    distinct = list(dict.fromkeys(vend))
    assert len(distinct) >= 100, len(distinct)
    # a secret of one note must not appear in any other note (each note stands alone), except the constant
    # first body line of an unencrypted ed25519 OpenSSH key
    seen = {}
    for o in out:
        for s in o['secrets']:
            structural = s.startswith('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ')   # fixed first line of openssh-key-v1
            if s in seen and seen[s] != o['id'] and not structural:
                raise AssertionError(f'secret shared by {seen[s]} and {o["id"]}')
            seen[s] = o['id']
    return distinct


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else 'blind_set_v121.jsonl'
    notes = generate()
    out = finalize(notes)
    distinct = final_checks(out, notes)
    data = ''.join(json.dumps(o, ensure_ascii=False) + '\n' for o in out)
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    sys.stderr.write(f'wrote {len(out)} notes to {path}; sha256 {hashlib.sha256(data.encode("utf-8")).hexdigest()}; '
                     f'{len(distinct)} distinct vendors/services in vendor-token notes\n')


if __name__ == '__main__':
    main()
