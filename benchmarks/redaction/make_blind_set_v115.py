#!/usr/bin/env python3
"""make_blind_set_v115.py -- generator of the blind evaluation set v115 for a
credential-redaction filter (memory notes of AI coding agents).

Python 3 standard library only, no network, deterministic: a single
random.Random(115_2026_1127) drives every choice; no set iteration, no hash().

Usage:  python3 make_blind_set_v115.py [output.jsonl]
        (default output: blind_set_v115.jsonl next to this script)
"""
import base64
import hashlib
import hmac
import json
import os
import random
import string
import struct
import sys
import zlib
from urllib.parse import quote

SEED = 115_2026_1127
R = random.Random(SEED)

# --------------------------------------------------------------------------
# primitives
# --------------------------------------------------------------------------
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEXL = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = UPPER + LOWER + DIGITS + '+/'
B64U = UPPER + LOWER + DIGITS + '-_'
B32 = UPPER + '234567'
B62 = DIGITS + UPPER + LOWER
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def rs(n, alphabet=ALNUM):
    return ''.join(R.choice(alphabet) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return rs(n, HEXL)


def base62(num, width):
    out = ''
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def base58(b):
    num = int.from_bytes(b, 'big')
    out = ''
    while num:
        num, r = divmod(num, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + out


def base58check(b):
    chk = hashlib.sha256(hashlib.sha256(b).digest()).digest()[:4]
    return base58(b + chk)


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


# bech32 (BIP-173) ---------------------------------------------------------
_BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


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
    data = _convertbits(list(data_bytes), 8, 5)
    values = _hrp_expand(hrp) + data
    polymod = _polymod(values + [0] * 6) ^ 1
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(_BECH[d] for d in data + chk)


# P-256 --------------------------------------------------------------------
P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_A = P256_P - 3
P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b
P256_G = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
          0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)
P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
assert (P256_G[1] ** 2 - (P256_G[0] ** 3 + P256_A * P256_G[0] + P256_B)) % P256_P == 0


def _ec_add(p1, p2):
    if p1 is None:
        return p2
    if p2 is None:
        return p1
    (x1, y1), (x2, y2) = p1, p2
    if x1 == x2 and (y1 + y2) % P256_P == 0:
        return None
    if p1 == p2:
        lam = (3 * x1 * x1 + P256_A) * pow(2 * y1, -1, P256_P) % P256_P
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, P256_P) % P256_P
    x3 = (lam * lam - x1 - x2) % P256_P
    return (x3, (lam * (x1 - x3) - y1) % P256_P)


def _ec_mul(k, pt):
    acc = None
    while k:
        if k & 1:
            acc = _ec_add(acc, pt)
        pt = _ec_add(pt, pt)
        k >>= 1
    return acc


def p256_keypair():
    d = int.from_bytes(rb(32), 'big') % (P256_N - 1) + 1
    x, y = _ec_mul(d, P256_G)
    pub = b'\x04' + x.to_bytes(32, 'big') + y.to_bytes(32, 'big')
    return d.to_bytes(32, 'big'), pub


_OID_ECPUB = bytes.fromhex('06072a8648ce3d0201')
_OID_P256 = bytes.fromhex('06082a8648ce3d030107')


def sec1_der(priv, pub):
    return (bytes.fromhex('30770201010420') + priv + b'\xa0\x0a' + _OID_P256 +
            b'\xa1\x44\x03\x42\x00' + pub)


def pkcs8_ec_der(priv, pub):
    inner = bytes.fromhex('306b0201010420') + priv + b'\xa1\x44\x03\x42\x00' + pub
    return (bytes.fromhex('3081870201003013') + _OID_ECPUB + _OID_P256 +
            b'\x04\x6d' + inner)


def spki_ec_der(pub):
    return bytes.fromhex('30593013') + _OID_ECPUB + _OID_P256 + b'\x03\x42\x00' + pub


def pem_lines(der, width=64):
    s = b64e(der)
    return [s[i:i + width] for i in range(0, len(s), width)]


# Ed25519 ------------------------------------------------------------------
ED_Q = 2 ** 255 - 19
ED_L = 2 ** 252 + 27742317777372353535851937790883648493
ED_D = -121665 * pow(121666, ED_Q - 2, ED_Q) % ED_Q
ED_I = pow(2, (ED_Q - 1) // 4, ED_Q)


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_Q - 2, ED_Q)
    x = pow(xx, (ED_Q + 3) // 8, ED_Q)
    if (x * x - xx) % ED_Q != 0:
        x = (x * ED_I) % ED_Q
    if x % 2 != 0:
        x = ED_Q - x
    return x


ED_BY = 4 * pow(5, ED_Q - 2, ED_Q) % ED_Q
ED_B = (_ed_xrecover(ED_BY), ED_BY)


def _ed_add(p, q):
    x1, y1 = p
    x2, y2 = q
    t = ED_D * x1 * x2 * y1 * y2
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, ED_Q - 2, ED_Q)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, ED_Q - 2, ED_Q)
    return (x3 % ED_Q, y3 % ED_Q)


def _ed_mul(p, e):
    acc = (0, 1)
    while e:
        if e & 1:
            acc = _ed_add(acc, p)
        p = _ed_add(p, p)
        e >>= 1
    return acc


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(ED_B, a)
    enc = y | ((x & 1) << 255)
    return enc.to_bytes(32, 'little')


assert ed25519_pub(bytes.fromhex(
    '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')).hex() == \
    'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'


# X25519 (for WireGuard public keys) -----------------------------------------
def x25519_base(k):
    k = bytearray(k)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    kn = int.from_bytes(k, 'little')
    p = ED_Q
    x1, x2, z2, x3, z3, swap = 9, 1, 0, 9, 1, 0
    a24 = 121665
    for t in range(254, -1, -1):
        kt = (kn >> t) & 1
        swap ^= kt
        if swap:
            x2, x3 = x3, x2
            z2, z3 = z3, z2
        swap = kt
        A = (x2 + z2) % p
        AA = A * A % p
        B = (x2 - z2) % p
        BB = B * B % p
        E = (AA - BB) % p
        C = (x3 + z3) % p
        D = (x3 - z3) % p
        DA = D * A % p
        CB = C * B % p
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + a24 * E) % p
    if swap:
        x2, x3 = x3, x2
        z2, z3 = z3, z2
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, 'little')


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    """Return (private-key body lines, public key line)."""
    seed = rb(32)
    pub = ed25519_pub(seed)
    pubblob = _sshstr('ssh-ed25519') + _sshstr(pub)
    check = rb(4)
    priv = check + check + _sshstr('ssh-ed25519') + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b'openssh-key-v1\0' + _sshstr('none') + _sshstr('none') + _sshstr(b'') +
            struct.pack('>I', 1) + _sshstr(pubblob) + _sshstr(priv))
    lines = pem_lines(blob, 70)
    return lines, 'ssh-ed25519 %s %s' % (b64e(pubblob), comment)


def ssh_ed25519_pubkey(comment):
    pub = rb(32)
    pubblob = _sshstr('ssh-ed25519') + _sshstr(pub)
    return 'ssh-ed25519 %s %s' % (b64e(pubblob), comment), pubblob


def ssh_fingerprint(pubblob):
    return 'SHA256:' + b64e(hashlib.sha256(pubblob).digest()).rstrip('=')


# JWT ------------------------------------------------------------------------
def _j(obj):
    return json.dumps(obj, separators=(',', ':')).encode()


def make_jwt(header, payload, key=None, sig_len=None):
    h = b64u(_j(header))
    p = b64u(_j(payload))
    signing = (h + '.' + p).encode()
    alg = header.get('alg', 'HS256')
    if alg == 'HS256':
        sig = hmac.new(key or rb(32), signing, hashlib.sha256).digest()
    elif sig_len:
        sig = rb(sig_len)
    elif alg.startswith('RS'):
        sig = rb(256)
    elif alg == 'EdDSA':
        sig = rb(64)
    else:
        sig = rb(64)
    return h + '.' + p + '.' + b64u(sig)


def now_ts():
    return rint(1_700_000_000, 1_760_000_000)


# --------------------------------------------------------------------------
# token generators in the public shape of each kind
# --------------------------------------------------------------------------
def crc_token(prefix, n=30):
    body = rs(n)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xffffffff, 6)


def tok_openai():
    k = pick(['proj', 'proj', 'proj', 'svcacct', 'legacy'])
    if k == 'legacy':
        return 'sk-' + rs(20) + 'T3BlbkFJ' + rs(20)
    return 'sk-%s-' % k + rs(74, ALNUM + '-_') + 'T3BlbkFJ' + rs(74, ALNUM + '-_')


def tok_pypi():
    def varint(n):
        out = b''
        while True:
            b = n & 0x7f
            n >>= 7
            if n:
                out += bytes([b | 0x80])
            else:
                return out + bytes([b])
    loc = b'pypi.org'
    ident = uuid4().encode()
    cav = pick([b'{"version": 1, "permissions": "user"}',
                ('{"version": 1, "permissions": {"projects": ["%s"]}}' % pick(
                    ['acme-utils', 'fastgrid', 'tinyorm', 'pyledger'])).encode()])
    data = (b'\x02' + b'\x01' + varint(len(loc)) + loc + b'\x02' + varint(len(ident)) + ident + b'\x00' +
            b'\x02' + varint(len(cav)) + cav + b'\x00' + b'\x00' + b'\x06' + varint(32) + rb(32))
    return 'pypi-' + b64u(data)


def tok_discord():
    snow = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64u(snow.encode()) + '.' + rs(6, B64U) + '.' + rs(38, B64U)


def tok_telegram():
    return str(rint(10 ** 8 * 5, 79 * 10 ** 8)) + ':AA' + rs(33, B64U)


def tok_slack_bot():
    return 'xoxb-%d-%d-%s' % (rint(10 ** 10, 10 ** 12), rint(10 ** 12, 10 ** 13), rs(24))


def tok_slack_user():
    return 'xoxp-%d-%d-%d-%s' % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12),
                                  rint(10 ** 12, 10 ** 13), hexs(32))


def tok_stripe(kind='sk', mode='live'):
    return '%s_%s_51%s' % (kind, mode, rs(97))


def tok_mapbox_sk(user):
    payload = _j({'u': user, 'a': 'cl' + rs(23, LALNUM)})
    return 'sk.' + b64u(payload) + '.' + rs(22, B64U)


def tok_mapbox_pk(user):
    payload = _j({'u': user, 'a': 'cl' + rs(23, LALNUM)})
    return 'pk.' + b64u(payload) + '.' + rs(22, B64U)


def tok_supabase(role, ref):
    iat = now_ts()
    return make_jwt({'alg': 'HS256', 'typ': 'JWT'},
                    {'iss': 'supabase', 'ref': ref, 'role': role, 'iat': iat, 'exp': iat + 315360000})


def tok_jfrog_ref():
    return b64e(('reftkn:01:%d:%s' % (rint(1_750_000_000, 2_050_000_000), rs(27))).encode()).rstrip('=')


def tok_twitter_bearer():
    mid = quote(b64e(rb(33)), safe='')
    return 'AAAAAAAAAAAAAAAAAAAAA' + rs(10, UPPER + DIGITS + LOWER) + 'AAAAAA' + mid + '%3D' + rs(50)


def tok_1password_sa():
    doc = {'signInAddress': pick(['my.1password.com', 'acme.1password.com', 'team-%s.1password.eu' % rs(5, LOWER)]),
           'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000,
                        'salt': b64u(rb(16))},
           'email': '%s@1passwordserviceaccounts.com' % rs(13, LALNUM),
           'srpX': hexs(64),
           'muk': {'alg': 'A256GCM', 'k': b64u(rb(32)), 'kty': 'oct', 'kid': 'mp'}}
    return 'ops_' + b64u(_j(doc))


def tok_solana_json():
    return '[' + ','.join(str(b) for b in rb(64)) + ']'


def wif_key():
    return base58check(b'\x80' + rb(32) + b'\x01')


def tok_elastic():
    return b64e((rs(20, B64U) + ':' + rs(22, B64U)).encode())


def tok_intercom():
    return b64e(('tok:' + uuid4().replace('-', '_') + ':1:0').encode())


def tok_rapidapi():
    return hexs(10) + 'msh' + rs(17, ALNUM) + 'p' + hexs(6) + 'jsn' + hexs(12)


def tok_adyen():
    return 'AQE' + rs(93, B64) + '==-' + rs(43, B64) + '=-' + rs(16, ALNUM)


def tok_line_channel():
    return rs(171, B64) + '='


def tok_gcp_access():
    return 'ya29.' + rs(rint(150, 200), B64U)


def azure_client_secret():
    return rs(3) + '8Q~' + rs(34, ALNUM + '_-.~')


def azure_storage_key():
    return b64e(rb(64))


def tok_salesforce():
    return '00D' + rs(12) + '!' + rs(94, ALNUM + '._')


def tok_k8s_sa(ns, sa):
    iat = now_ts()
    return make_jwt({'alg': 'ES256', 'kid': rs(43, B64U)},
                    {'exp': iat + 31536000, 'iat': iat, 'iss': 'https://kubernetes.default.svc',
                     'kubernetes.io': {'namespace': ns, 'serviceaccount': {'name': sa}},
                     'sub': 'system:serviceaccount:%s:%s' % (ns, sa)})


def tok_app_jwt(sub, aud):
    iat = now_ts()
    return make_jwt({'alg': 'HS256', 'typ': 'JWT'},
                    {'sub': sub, 'aud': aud, 'iat': iat, 'exp': iat + pick([900, 3600, 86400]),
                     'scope': pick(['read write', 'admin', 'orders:read orders:write', 'user'])})


def age_secret():
    return bech32('age-secret-key-', rb(32)).upper()


def age_public():
    return bech32('age', rb(32))


def nostr_nsec():
    return bech32('nsec', rb(32))


def nostr_npub():
    return bech32('npub', rb(32))


def wg_keypair():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64e(bytes(k)), b64e(x25519_base(bytes(k)))


def eth_address():
    h = hexs(40)
    # EIP-55-like mixed case (keccak is not in hashlib; case pattern is random but plausible)
    return '0x' + ''.join(c.upper() if c in 'abcdef' and chance(0.5) else c for c in h)


# --------------------------------------------------------------------------
# vendor registry: name, credential parts (env name, value, listed?),
# how the credential is sent (header / curl -u / query), SDK snippets
# --------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, parts, h=None, u=None, url=None, sdk=None, ko=None, prose=None):
        self.name = name
        self.prose = prose          # how prose refers to it, when the name would collide with the token prefix
        self.parts = parts          # callable -> list of (ENV, value, listed)
        self.h = h                  # (header name, value format) or None
        self.u = u                  # curl -u format or None
        self.url = url              # endpoint used in curl examples; may hold {0}
        self.sdk = sdk or []        # list of (language, code template with {0},{1},..)
        self.ko = ko or name        # name as written in Korean prose


def one(env, fn):
    return lambda: [(env, fn(), True)]


BEARER = ('Authorization', 'Bearer {0}')
PERSON_USERS = ['jkim', 'mpark', 'devops', 'sarah.lee', 'tnguyen', 'hyunwoo', 'priya', 'ci-bot', 'svc-deploy',
                'admin', 'ops', 'minji', 'alex', 'build']


def _mapbox_parts():
    u = pick(PERSON_USERS).replace('.', '')
    return [('MAPBOX_SECRET_TOKEN', tok_mapbox_sk(u), True)]


def _supabase_parts():
    ref = rs(20, LOWER)
    return [('SUPABASE_URL', 'https://%s.supabase.co' % ref, False),
            ('SUPABASE_SERVICE_ROLE_KEY', tok_supabase('service_role', ref), True)]


VENDORS = [
    Vendor('OpenAI', one('OPENAI_API_KEY', tok_openai), h=BEARER, url='https://api.openai.com/v1/models',
           sdk=[('python', 'from openai import OpenAI\nclient = OpenAI(api_key="{0}")'),
                ('typescript', 'const openai = new OpenAI({{ apiKey: "{0}" }});')]),
    Vendor('Anthropic', one('ANTHROPIC_API_KEY', lambda: 'sk-ant-api03-' + rs(93, B64U) + 'AA'),
           h=('x-api-key', '{0}'), url='https://api.anthropic.com/v1/messages',
           sdk=[('python', 'import anthropic\nclient = anthropic.Anthropic(api_key="{0}")'),
                ('typescript', 'const anthropic = new Anthropic({{ apiKey: "{0}" }});')]),
    Vendor('GitHub', one('GITHUB_TOKEN', lambda: crc_token(pick(['ghp_', 'ghp_', 'gho_', 'ghs_']))), h=BEARER,
           url='https://api.github.com/user',
           sdk=[('typescript', 'const octokit = new Octokit({{ auth: "{0}" }});'),
                ('python', 'from github import Github\ngh = Github("{0}")')]),
    Vendor('GitHub fine-grained PAT', one('GH_TOKEN', lambda: 'github_pat_' + rs(22) + '_' + rs(59)), h=BEARER,
           url='https://api.github.com/repos/acme/infra/actions/runs'),
    Vendor('GitLab', one('GITLAB_TOKEN', lambda: pick(['glpat-', 'glpat-', 'gldt-', 'glrt-']) + rs(20, ALNUM + '-_')),
           h=('PRIVATE-TOKEN', '{0}'), url='https://gitlab.com/api/v4/projects'),
    Vendor('Slack', one('SLACK_BOT_TOKEN', lambda: pick([tok_slack_bot, tok_slack_user])()), h=BEARER,
           url='https://slack.com/api/auth.test',
           sdk=[('python', 'from slack_sdk import WebClient\nclient = WebClient(token="{0}")'),
                ('typescript', 'const app = new App({{ token: "{0}", signingSecret: process.env.SLACK_SIGNING_SECRET }});')]),
    Vendor('Stripe', one('STRIPE_SECRET_KEY', lambda: tok_stripe(pick(['sk', 'sk', 'rk']), pick(['live', 'live', 'test']))),
           u='{0}:', url='https://api.stripe.com/v1/charges',
           sdk=[('python', 'import stripe\nstripe.api_key = "{0}"'),
                ('typescript', "const stripe = new Stripe('{0}', {{ apiVersion: '2024-06-20' }});"),
                ('ruby', "Stripe.api_key = '{0}'"),
                ('php', "\\Stripe\\Stripe::setApiKey('{0}');")]),
    Vendor('AWS', lambda: [('AWS_ACCESS_KEY_ID', pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + rs(16, UPPER + '234567'), True),
                           ('AWS_SECRET_ACCESS_KEY', rs(40, B64), True)],
           sdk=[('python', 'import boto3\ns3 = boto3.client("s3", aws_access_key_id="{0}",\n                  aws_secret_access_key="{1}")'),
                ('go', 'cfg.Credentials = credentials.NewStaticCredentialsProvider("{0}", "{1}", "")'),
                ('java', 'AwsBasicCredentials creds = AwsBasicCredentials.create("{0}", "{1}");')]),
    Vendor('Google Gemini', one('GEMINI_API_KEY', lambda: 'AIzaSy' + rs(33, B64U)), h=('x-goog-api-key', '{0}'),
           url='https://generativelanguage.googleapis.com/v1beta/models',
           sdk=[('python', 'import google.generativeai as genai\ngenai.configure(api_key="{0}")')]),
    Vendor('Google OAuth', lambda: [('GOOGLE_CLIENT_ID', '%d-%s.apps.googleusercontent.com' % (rint(10 ** 11, 10 ** 12), rs(32, LALNUM)), False),
                                    ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, B64U), True)]),
    Vendor('Google Cloud', one('GOOGLE_OAUTH_ACCESS_TOKEN', tok_gcp_access), h=BEARER,
           url='https://storage.googleapis.com/storage/v1/b?project=acme-prod'),
    Vendor('Azure Storage', lambda: [('AZURE_STORAGE_ACCOUNT', pick(['acmeprodstore', 'stgdatalake01', 'mlartifacts']), False),
                                     ('AZURE_STORAGE_KEY', azure_storage_key(), True)]),
    Vendor('Azure AD', lambda: [('AZURE_TENANT_ID', uuid4(), False), ('AZURE_CLIENT_ID', uuid4(), False),
                                ('AZURE_CLIENT_SECRET', azure_client_secret(), True)],
           sdk=[('python', 'cred = ClientSecretCredential(tenant_id="{0}", client_id="{1}",\n                              client_secret="{2}")'),
                ('csharp', 'var cred = new ClientSecretCredential("{0}", "{1}", "{2}");')]),
    Vendor('Azure OpenAI', one('AZURE_OPENAI_API_KEY', lambda: hexs(32)), h=('api-key', '{0}'),
           url='https://acme-eastus.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01'),
    Vendor('Azure DevOps', one('AZURE_DEVOPS_PAT', lambda: rs(52, ALNUM) + 'AZDO' + rs(28, ALNUM)),
           u=':{0}', url='https://dev.azure.com/acme/_apis/projects'),
    Vendor('Hugging Face', one('HF_TOKEN', lambda: 'hf_' + rs(34, UPPER + LOWER)), h=BEARER,
           url='https://huggingface.co/api/whoami-v2',
           sdk=[('python', 'from huggingface_hub import login\nlogin(token="{0}")')]),
    Vendor('Twilio', lambda: [('TWILIO_ACCOUNT_SID', 'AC' + hexs(32), False), ('TWILIO_AUTH_TOKEN', hexs(32), True)],
           u='{0}:{1}', url='https://api.twilio.com/2010-04-01/Accounts.json',
           sdk=[('python', 'from twilio.rest import Client\nclient = Client("{0}", "{1}")'),
                ('typescript', "const client = twilio('{0}', '{1}');")]),
    Vendor('SendGrid', one('SENDGRID_API_KEY', lambda: 'SG.' + rs(22, B64U) + '.' + rs(43, B64U)), h=BEARER,
           url='https://api.sendgrid.com/v3/mail/send',
           sdk=[('python', 'sg = SendGridAPIClient("{0}")'), ('typescript', "sgMail.setApiKey('{0}');")]),
    Vendor('Mailgun', one('MAILGUN_API_KEY', lambda: hexs(32) + '-' + hexs(8) + '-' + hexs(8)), u='api:{0}',
           url='https://api.mailgun.net/v3/mg.acme.io/messages'),
    Vendor('Mailchimp', one('MAILCHIMP_API_KEY', lambda: hexs(32) + '-us' + str(rint(2, 21))), u='anystring:{0}',
           url='https://us6.api.mailchimp.com/3.0/lists'),
    Vendor('Postmark', one('POSTMARK_SERVER_TOKEN', uuid4), h=('X-Postmark-Server-Token', '{0}'),
           url='https://api.postmarkapp.com/email'),
    Vendor('Resend', one('RESEND_API_KEY', lambda: 're_' + rs(8) + '_' + rs(24)), h=BEARER, url='https://api.resend.com/emails',
           sdk=[('typescript', "const resend = new Resend('{0}');")]),
    Vendor('Discord', one('DISCORD_BOT_TOKEN', tok_discord), h=('Authorization', 'Bot {0}'),
           url='https://discord.com/api/v10/users/@me',
           sdk=[('python', 'bot.run("{0}")'), ('typescript', "client.login('{0}');")]),
    Vendor('Telegram', one('TELEGRAM_BOT_TOKEN', tok_telegram), url='https://api.telegram.org/bot{0}/getMe',
           sdk=[('python', 'app = ApplicationBuilder().token("{0}").build()')]),
    Vendor('Shopify', one('SHOPIFY_ADMIN_TOKEN', lambda: pick(['shpat_', 'shpat_', 'shpca_', 'shppa_']) + hexs(32)),
           h=('X-Shopify-Access-Token', '{0}'), url='https://acme-store.myshopify.com/admin/api/2024-07/products.json'),
    Vendor('Atlassian', one('JIRA_API_TOKEN', lambda: 'ATATT3xFfGF0' + rs(170, B64U) + '=' + rs(8, HEXU)),
           u='deploy-bot@acme.io:{0}', url='https://acme.atlassian.net/rest/api/3/myself'),
    Vendor('Notion', one('NOTION_TOKEN', lambda: pick(['ntn_' + rs(11, DIGITS) + rs(35), 'secret_' + rs(43)])), h=BEARER,
           url='https://api.notion.com/v1/search',
           sdk=[('typescript', 'const notion = new Client({{ auth: "{0}" }});')]),
    Vendor('Linear', one('LINEAR_API_KEY', lambda: 'lin_api_' + rs(40)), h=('Authorization', '{0}'),
           url='https://api.linear.app/graphql'),
    Vendor('Figma', one('FIGMA_TOKEN', lambda: 'figd_' + rs(40, B64U)), h=('X-Figma-Token', '{0}'),
           url='https://api.figma.com/v1/me'),
    Vendor('Doppler', one('DOPPLER_TOKEN', lambda: 'dp.' + pick(['st', 'pt', 'sa']) + '.' + pick(['prd', 'stg', 'dev']) + '.' + rs(43)),
           h=BEARER, url='https://api.doppler.com/v3/configs/config/secrets/download?format=env'),
    Vendor('HashiCorp Vault', one('VAULT_TOKEN', lambda: 'hvs.CAESI' + rs(86, B64U)), h=('X-Vault-Token', '{0}'),
           url='https://vault.internal:8200/v1/secret/data/payments'),
    Vendor('Terraform Cloud', one('TFE_TOKEN', lambda: rs(14) + '.atlasv1.' + rs(67)), h=BEARER,
           url='https://app.terraform.io/api/v2/organizations'),
    Vendor('DigitalOcean', one('DIGITALOCEAN_TOKEN', lambda: 'dop_v1_' + hexs(64)), h=BEARER,
           url='https://api.digitalocean.com/v2/droplets'),
    Vendor('Heroku', one('HEROKU_API_KEY', lambda: 'HRKU-AA' + rs(58, B64U)), h=BEARER, url='https://api.heroku.com/apps'),
    Vendor('Vercel', one('VERCEL_TOKEN', lambda: rs(24)), h=BEARER, url='https://api.vercel.com/v9/projects'),
    Vendor('Netlify', one('NETLIFY_AUTH_TOKEN', lambda: 'nfp_' + rs(40)), h=BEARER, url='https://api.netlify.com/api/v1/sites'),
    Vendor('Cloudflare', one('CLOUDFLARE_API_TOKEN', lambda: rs(40, B64U)), h=BEARER,
           url='https://api.cloudflare.com/client/v4/user/tokens/verify'),
    Vendor('Supabase', _supabase_parts,
           sdk=[('typescript', "const supabase = createClient('{0}', '{1}');"),
                ('python', 'supabase = create_client("{0}", "{1}")')]),
    Vendor('Datadog', lambda: [('DD_API_KEY', hexs(32), True), ('DD_APP_KEY', hexs(40), True)],
           h=('DD-API-KEY', '{0}'), url='https://api.datadoghq.com/api/v1/validate'),
    Vendor('New Relic', one('NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(27, UALNUM)), h=('API-Key', '{0}'),
           url='https://api.newrelic.com/graphql'),
    Vendor('Sentry', one('SENTRY_AUTH_TOKEN', lambda: 'sntryu_' + hexs(64)), h=BEARER,
           url='https://sentry.io/api/0/projects/'),
    Vendor('Postman', one('POSTMAN_API_KEY', lambda: 'PMAK-' + hexs(24) + '-' + hexs(34)), h=('X-Api-Key', '{0}'),
           url='https://api.getpostman.com/collections'),
    Vendor('Grafana', one('GRAFANA_SA_TOKEN', lambda: 'glsa_' + rs(32) + '_' + hexs(8)), h=BEARER,
           url='https://grafana.acme.io/api/dashboards/uid/k8s-overview'),
    Vendor('Pulumi', one('PULUMI_ACCESS_TOKEN', lambda: 'pul-' + hexs(40)), h=('Authorization', 'token {0}'),
           url='https://api.pulumi.com/api/user'),
    Vendor('Databricks', lambda: [('DATABRICKS_HOST', 'https://adb-%d.%d.azuredatabricks.net' % (rint(10 ** 15, 10 ** 16), rint(1, 19)), False),
                                  ('DATABRICKS_TOKEN', 'dapi' + hexs(32), True)],
           sdk=[('python', 'w = WorkspaceClient(host="{0}", token="{1}")')]),
    Vendor('Okta', one('OKTA_API_TOKEN', lambda: '00' + rs(40, B64U)), h=('Authorization', 'SSWS {0}'),
           url='https://acme.okta.com/api/v1/users?limit=25'),
    Vendor('Auth0', lambda: [('AUTH0_DOMAIN', 'acme-%s.us.auth0.com' % rs(4, LOWER), False), ('AUTH0_CLIENT_ID', rs(32), False),
                             ('AUTH0_CLIENT_SECRET', rs(64, B64U), True)]),
    Vendor('Firebase Cloud Messaging', one('FCM_SERVER_KEY', lambda: 'AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U)),
           h=('Authorization', 'key={0}'), url='https://fcm.googleapis.com/fcm/send'),
    Vendor('Mapbox', _mapbox_parts, url='https://api.mapbox.com/uploads/v1/acme?access_token={0}'),
    Vendor('Algolia', lambda: [('ALGOLIA_APP_ID', rs(10, UALNUM), False), ('ALGOLIA_ADMIN_KEY', hexs(32), True)],
           sdk=[('typescript', "const client = algoliasearch('{0}', '{1}');"), ('python', 'client = SearchClient.create("{0}", "{1}")')]),
    Vendor('PlanetScale', lambda: [('PLANETSCALE_USERNAME', rs(12, LALNUM), False), ('PLANETSCALE_PASSWORD', 'pscale_pw_' + rs(43, B64U), True)]),
    Vendor('Fly.io', one('FLY_API_TOKEN', lambda: 'fo1_' + rs(43, B64U)), h=BEARER, url='https://api.machines.dev/v1/apps?org_slug=acme'),
    Vendor('Render', one('RENDER_API_KEY', lambda: 'rnd_' + rs(32)), h=BEARER, url='https://api.render.com/v1/services'),
    Vendor('Neon', one('NEON_API_KEY', lambda: 'napi_' + rs(64, LALNUM)), h=BEARER, url='https://console.neon.tech/api/v2/projects'),
    Vendor('Upstash', lambda: [('UPSTASH_REDIS_REST_URL', 'https://%s-%d.upstash.io' % (pick(['fond-gecko', 'eager-lynx', 'noble-owl']), rint(10000, 99999)), False),
                               ('UPSTASH_REDIS_REST_TOKEN', 'AX' + rs(62), True)]),
    Vendor('Turso', one('TURSO_AUTH_TOKEN', lambda: make_jwt({'alg': 'EdDSA', 'typ': 'JWT'}, {'a': 'rw', 'iat': now_ts(), 'id': uuid4()}))),
    Vendor('Clerk', one('CLERK_SECRET_KEY', lambda: pick(['sk_live_', 'sk_test_']) + rs(42)), h=BEARER,
           url='https://api.clerk.com/v1/users?limit=10'),
    Vendor('Pinecone', one('PINECONE_API_KEY', lambda: 'pcsk_' + rs(5) + '_' + rs(63)), h=('Api-Key', '{0}'),
           url='https://api.pinecone.io/indexes', sdk=[('python', 'pc = Pinecone(api_key="{0}")')]),
    Vendor('Cohere', one('CO_API_KEY', lambda: rs(40)), h=BEARER, url='https://api.cohere.com/v2/chat',
           sdk=[('python', 'co = cohere.ClientV2("{0}")')]),
    Vendor('Groq', one('GROQ_API_KEY', lambda: 'gsk_' + rs(52)), h=BEARER, url='https://api.groq.com/openai/v1/models',
           sdk=[('python', 'client = Groq(api_key="{0}")')]),
    Vendor('Replicate', one('REPLICATE_API_TOKEN', lambda: 'r8_' + rs(37)), h=BEARER, url='https://api.replicate.com/v1/predictions'),
    Vendor('Mistral', one('MISTRAL_API_KEY', lambda: rs(32)), h=BEARER, url='https://api.mistral.ai/v1/models',
           sdk=[('python', 'client = Mistral(api_key="{0}")')]),
    Vendor('Together AI', one('TOGETHER_API_KEY', lambda: hexs(64)), h=BEARER, url='https://api.together.xyz/v1/models'),
    Vendor('Perplexity', one('PERPLEXITY_API_KEY', lambda: 'pplx-' + rs(48)), h=BEARER, url='https://api.perplexity.ai/chat/completions'),
    Vendor('DeepSeek', one('DEEPSEEK_API_KEY', lambda: 'sk-' + hexs(32)), h=BEARER, url='https://api.deepseek.com/chat/completions'),
    Vendor('xAI', one('XAI_API_KEY', lambda: 'xai-' + rs(80)), h=BEARER, url='https://api.x.ai/v1/models'),
    Vendor('Fireworks AI', one('FIREWORKS_API_KEY', lambda: 'fw_' + rs(24)), h=BEARER,
           url='https://api.fireworks.ai/inference/v1/models'),
    Vendor('ElevenLabs', one('ELEVENLABS_API_KEY', lambda: 'sk_' + hexs(48)), h=('xi-api-key', '{0}'),
           url='https://api.elevenlabs.io/v1/voices'),
    Vendor('AssemblyAI', one('ASSEMBLYAI_API_KEY', lambda: hexs(32)), h=('authorization', '{0}'),
           url='https://api.assemblyai.com/v2/transcript'),
    Vendor('Deepgram', one('DEEPGRAM_API_KEY', lambda: hexs(40)), h=('Authorization', 'Token {0}'),
           url='https://api.deepgram.com/v1/listen?model=nova-2'),
    Vendor('LangSmith', one('LANGSMITH_API_KEY', lambda: 'lsv2_' + pick(['pt', 'sk']) + '_' + hexs(32) + '_' + hexs(10)),
           h=('x-api-key', '{0}'), url='https://api.smith.langchain.com/runs'),
    Vendor('Weights & Biases', one('WANDB_API_KEY', lambda: hexs(40)), sdk=[('python', 'wandb.login(key="{0}")')]),
    Vendor('Cloudinary', lambda: [('CLOUDINARY_API_KEY', str(rint(10 ** 14, 10 ** 15 - 1)), True), ('CLOUDINARY_API_SECRET', rs(27, B64U), True)],
           sdk=[('python', 'cloudinary.config(cloud_name="acme-media", api_key="{0}", api_secret="{1}")')]),
    Vendor('Expo', one('EXPO_TOKEN', lambda: rs(40, B64U)), h=BEARER, url='https://api.expo.dev/v2/auth/userinfo'),
    Vendor('CircleCI', one('CIRCLE_TOKEN', lambda: 'CCIPAT_' + rs(22) + '_' + hexs(40)), h=('Circle-Token', '{0}'),
           url='https://circleci.com/api/v2/me'),
    Vendor('Buildkite', one('BUILDKITE_API_TOKEN', lambda: 'bkua_' + hexs(40)), h=BEARER,
           url='https://api.buildkite.com/v2/organizations/acme/pipelines'),
    Vendor('Codecov', one('CODECOV_TOKEN', uuid4)),
    Vendor('SonarQube', one('SONAR_TOKEN', lambda: pick(['squ_', 'sqp_', 'sqa_']) + hexs(40)), u='{0}:',
           url='https://sonar.acme.io/api/authentication/validate'),
    Vendor('Snyk', one('SNYK_TOKEN', uuid4), h=('Authorization', 'token {0}'), url='https://api.snyk.io/v1/user/me'),
    Vendor('JFrog', one('JFROG_ACCESS_TOKEN', tok_jfrog_ref), h=BEARER,
           url='https://acme.jfrog.io/artifactory/api/repositories'),
    Vendor('Docker Hub', lambda: [('DOCKERHUB_USERNAME', pick(['acmebuild', 'acme-ci', 'jkim']), False),
                                  ('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, B64U), True)]),
    Vendor('npm', one('NPM_TOKEN', lambda: crc_token('npm_')), h=BEARER, url='https://registry.npmjs.org/-/whoami'),
    Vendor('PyPI', one('TWINE_PASSWORD', tok_pypi)),
    Vendor('RubyGems', one('GEM_HOST_API_KEY', lambda: 'rubygems_' + hexs(48)), h=('Authorization', '{0}'),
           url='https://rubygems.org/api/v1/gems.json', ko='젬 레지스트리', prose='the gem registry'),
    Vendor('NuGet', one('NUGET_API_KEY', lambda: 'oy2' + rs(43, LALNUM))),
    Vendor('crates.io', one('CARGO_REGISTRY_TOKEN', lambda: 'cio' + rs(32))),
    Vendor('Bitbucket', lambda: [('BITBUCKET_USERNAME', pick(PERSON_USERS), False),
                                 ('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(24) + rs(8, HEXU), True)],
           u='{0}:{1}', url='https://api.bitbucket.org/2.0/repositories/acme'),
    Vendor('Jenkins', lambda: [('JENKINS_USER', pick(PERSON_USERS), False), ('JENKINS_API_TOKEN', '11' + hexs(32), True)],
           u='{0}:{1}', url='https://jenkins.acme.io/job/deploy-prod/buildWithParameters'),
    Vendor('PagerDuty', one('PAGERDUTY_API_KEY', lambda: rs(1, UPPER + LOWER) + rs(18, ALNUM + '-_+') + rs(1, ALNUM)),
           h=('Authorization', 'Token token={0}'), url='https://api.pagerduty.com/incidents'),
    Vendor('Opsgenie', one('OPSGENIE_API_KEY', uuid4), h=('Authorization', 'GenieKey {0}'), url='https://api.opsgenie.com/v2/alerts'),
    Vendor('Splunk', one('SPLUNK_HEC_TOKEN', lambda: uuid4().upper()), h=('Authorization', 'Splunk {0}'),
           url='https://splunk.acme.io:8088/services/collector/event'),
    Vendor('Honeycomb', one('HONEYCOMB_API_KEY', lambda: 'hcaik_' + rs(58, LALNUM)), h=('X-Honeycomb-Team', '{0}'),
           url='https://api.honeycomb.io/1/auth'),
    Vendor('PostHog', one('POSTHOG_PERSONAL_API_KEY', lambda: 'phx_' + rs(47)), h=BEARER,
           url='https://us.posthog.com/api/projects/'),
    Vendor('LaunchDarkly', one('LAUNCHDARKLY_SDK_KEY', lambda: 'sdk-' + uuid4()),
           sdk=[('go', 'client, _ := ld.MakeClient("{0}", 5*time.Second)'), ('python', 'ldclient.set_config(Config("{0}"))')]),
    Vendor('Statsig', one('STATSIG_SERVER_SECRET', lambda: 'secret-' + rs(43)), h=('statsig-api-key', '{0}'),
           url='https://statsigapi.net/console/v1/gates'),
    Vendor('Meta (Facebook)', lambda: [('FB_APP_ID', str(rint(10 ** 14, 10 ** 16)), False), ('FB_APP_SECRET', hexs(32), True)]),
    Vendor('Meta Graph API', one('FB_PAGE_ACCESS_TOKEN', lambda: 'EAA' + rs(1, UPPER) + rs(rint(150, 190))),
           url='https://graph.facebook.com/v19.0/me/accounts?access_token={0}'),
    Vendor('X (Twitter)', one('TWITTER_BEARER_TOKEN', tok_twitter_bearer), h=BEARER,
           url='https://api.twitter.com/2/tweets/search/recent?query=acme'),
    Vendor('Spotify', lambda: [('SPOTIFY_CLIENT_ID', hexs(32), False), ('SPOTIFY_CLIENT_SECRET', hexs(32), True)]),
    Vendor('Twitch', lambda: [('TWITCH_CLIENT_ID', rs(30, LALNUM), False), ('TWITCH_CLIENT_SECRET', rs(30, LALNUM), True)]),
    Vendor('Dropbox', one('DROPBOX_ACCESS_TOKEN', lambda: 'sl.B' + rs(136, B64U)), h=BEARER,
           url='https://api.dropboxapi.com/2/files/list_folder'),
    Vendor('Asana', one('ASANA_PAT', lambda: '2/%d/%d:%s' % (rint(10 ** 15, 10 ** 16), rint(10 ** 15, 10 ** 16), hexs(32))),
           h=BEARER, url='https://app.asana.com/api/1.0/users/me'),
    Vendor('Airtable', one('AIRTABLE_PAT', lambda: 'pat' + rs(14) + '.' + hexs(64)), h=BEARER,
           url='https://api.airtable.com/v0/meta/bases'),
    Vendor('Contentful', one('CONTENTFUL_MANAGEMENT_TOKEN', lambda: 'CFPAT-' + rs(43, B64U)), h=BEARER,
           url='https://api.contentful.com/spaces'),
    Vendor('Intercom', one('INTERCOM_ACCESS_TOKEN', tok_intercom), h=BEARER, url='https://api.intercom.io/me'),
    Vendor('Zendesk', one('ZENDESK_API_TOKEN', lambda: rs(40)), u='support@acme.io/token:{0}',
           url='https://acme.zendesk.com/api/v2/tickets.json'),
    Vendor('HubSpot', one('HUBSPOT_ACCESS_TOKEN', lambda: 'pat-' + pick(['na1', 'eu1']) + '-' + uuid4()), h=BEARER,
           url='https://api.hubapi.com/crm/v3/objects/contacts'),
    Vendor('Square', one('SQUARE_ACCESS_TOKEN', lambda: 'EAAA' + rs(60, B64U)), h=BEARER,
           url='https://connect.squareup.com/v2/locations'),
    Vendor('PayPal', lambda: [('PAYPAL_CLIENT_ID', 'A' + rs(79, B64U), False), ('PAYPAL_CLIENT_SECRET', 'E' + rs(79, B64U), True)],
           u='{0}:{1}', url='https://api-m.paypal.com/v1/oauth2/token'),
    Vendor('Braintree', one('BRAINTREE_API_TOKEN', lambda: 'access_token$production$' + rs(16, LALNUM) + '$' + hexs(32))),
    Vendor('Adyen', one('ADYEN_API_KEY', tok_adyen), h=('X-API-Key', '{0}'),
           url='https://checkout-test.adyen.com/v71/paymentMethods'),
    Vendor('Binance', lambda: [('BINANCE_API_KEY', rs(64), True), ('BINANCE_API_SECRET', rs(64), True)],
           sdk=[('python', 'client = Client("{0}", "{1}")')]),
    Vendor('Alchemy', one('ALCHEMY_API_KEY', lambda: rs(32, B64U)), url='https://eth-mainnet.g.alchemy.com/v2/{0}'),
    Vendor('Infura', one('INFURA_API_KEY', lambda: hexs(32)), url='https://mainnet.infura.io/v3/{0}'),
    Vendor('Etherscan', one('ETHERSCAN_API_KEY', lambda: rs(34, UALNUM)),
           url='https://api.etherscan.io/api?module=account&action=balance&address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe&apikey={0}'),
    Vendor('Elastic', one('ELASTIC_API_KEY', tok_elastic), h=('Authorization', 'ApiKey {0}'),
           url='https://acme.es.us-east-1.aws.found.io:9243/_cat/indices'),
    Vendor('Meilisearch', one('MEILI_MASTER_KEY', lambda: rs(43, B64U)), h=BEARER, url='http://search.internal:7700/keys'),
    Vendor('Typesense', one('TYPESENSE_API_KEY', lambda: rs(32)), h=('X-TYPESENSE-API-KEY', '{0}'),
           url='https://ts.acme.io/collections'),
    Vendor('Confluent Cloud', lambda: [('CONFLUENT_API_KEY', rs(16, UALNUM), True), ('CONFLUENT_API_SECRET', rs(64, ALNUM + '+/'), True)],
           u='{0}:{1}', url='https://api.confluent.cloud/org/v2/environments'),
    Vendor('Salesforce', one('SF_ACCESS_TOKEN', tok_salesforce), h=BEARER,
           url='https://acme.my.salesforce.com/services/data/v60.0/sobjects/Account'),
    Vendor('Zoom', lambda: [('ZOOM_ACCOUNT_ID', rs(22, ALNUM), False), ('ZOOM_CLIENT_ID', rs(22, ALNUM), False),
                            ('ZOOM_CLIENT_SECRET', rs(32), True)]),
    Vendor('Plaid', lambda: [('PLAID_CLIENT_ID', hexs(24), False), ('PLAID_SECRET', hexs(30), True)]),
    Vendor('Paddle', one('PADDLE_API_KEY', lambda: 'pdl_live_apikey_' + rs(26, LALNUM) + '_' + rs(22) + '_' + rs(3)), h=BEARER,
           url='https://api.paddle.com/products'),
    Vendor('Razorpay', lambda: [('RAZORPAY_KEY_ID', 'rzp_live_' + rs(14), False), ('RAZORPAY_KEY_SECRET', rs(24), True)],
           u='{0}:{1}', url='https://api.razorpay.com/v1/payments'),
    Vendor('Mollie', one('MOLLIE_API_KEY', lambda: 'live_' + rs(30)), h=BEARER, url='https://api.mollie.com/v2/payments'),
    Vendor('Tailscale', one('TS_AUTHKEY', lambda: 'tskey-auth-' + rs(11) + 'CNTRL-' + rs(33))),
    Vendor('ngrok', one('NGROK_AUTHTOKEN', lambda: '2' + rs(26) + '_' + rs(21))),
    Vendor('1Password', one('OP_SERVICE_ACCOUNT_TOKEN', tok_1password_sa)),
    Vendor('Bitwarden Secrets Manager', one('BWS_ACCESS_TOKEN', lambda: '0.' + uuid4() + '.' + rs(30) + ':' + b64e(rb(16)))),
    Vendor('Infisical', one('INFISICAL_TOKEN', lambda: 'st.' + hexs(24) + '.' + hexs(32) + '.' + hexs(32))),
    Vendor('Kaggle', lambda: [('KAGGLE_USERNAME', pick(PERSON_USERS).replace('.', ''), False), ('KAGGLE_KEY', hexs(32), True)]),
    Vendor('HERE', one('HERE_API_KEY', lambda: rs(43, B64U)),
           url='https://geocode.search.hereapi.com/v1/geocode?q=Gangnam-daero+382&apiKey={0}'),
    Vendor('OpenWeather', one('OPENWEATHER_API_KEY', lambda: hexs(32)),
           url='https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid={0}'),
    Vendor('RapidAPI', one('RAPIDAPI_KEY', tok_rapidapi), h=('X-RapidAPI-Key', '{0}'),
           url='https://weatherapi-com.p.rapidapi.com/current.json?q=Busan'),
    Vendor('SerpApi', one('SERPAPI_API_KEY', lambda: hexs(64)), url='https://serpapi.com/search.json?q=coffee&api_key={0}'),
    Vendor('Tavily', one('TAVILY_API_KEY', lambda: 'tvly-' + pick(['', 'dev-', 'prod-']) + rs(32)), h=BEARER,
           url='https://api.tavily.com/search'),
    Vendor('Firecrawl', one('FIRECRAWL_API_KEY', lambda: 'fc-' + hexs(32)), h=BEARER, url='https://api.firecrawl.dev/v1/scrape'),
    Vendor('E2B', one('E2B_API_KEY', lambda: 'e2b_' + hexs(40))),
    Vendor('OpenRouter', one('OPENROUTER_API_KEY', lambda: 'sk-or-v1-' + hexs(64)), h=BEARER,
           url='https://openrouter.ai/api/v1/chat/completions'),
    Vendor('Voyage AI', one('VOYAGE_API_KEY', lambda: 'pa-' + rs(43, B64U)), h=BEARER, url='https://api.voyageai.com/v1/embeddings'),
    Vendor('Jina AI', one('JINA_API_KEY', lambda: 'jina_' + hexs(32) + rs(28)), h=BEARER, url='https://r.jina.ai/https://example.com'),
    Vendor('Cerebras', one('CEREBRAS_API_KEY', lambda: 'csk-' + rs(48, LALNUM)), h=BEARER, url='https://api.cerebras.ai/v1/models'),
    Vendor('Sourcegraph', one('SRC_ACCESS_TOKEN', lambda: 'sgp_' + hexs(40)), h=('Authorization', 'token {0}'),
           url='https://sourcegraph.acme.io/.api/graphql'),
    Vendor('Prefect', one('PREFECT_API_KEY', lambda: 'pnu_' + rs(36)), h=BEARER,
           url='https://api.prefect.cloud/api/me/'),
    Vendor('Vonage', lambda: [('VONAGE_API_KEY', hexs(8), True), ('VONAGE_API_SECRET', rs(16), True)],
           u='{0}:{1}', url='https://api.nexmo.com/v2/applications'),
    Vendor('Pusher', lambda: [('PUSHER_APP_ID', str(rint(10 ** 6, 10 ** 7)), False), ('PUSHER_KEY', hexs(20), False),
                              ('PUSHER_SECRET', hexs(20), True)]),
    Vendor('Ably', one('ABLY_API_KEY', lambda: rs(6, B64U) + '.' + rs(6, B64U) + ':' + rs(43, B64U)), u='{0}',
           url='https://rest.ably.io/channels/orders/messages'),
    Vendor('Webflow', one('WEBFLOW_API_TOKEN', lambda: hexs(64)), h=BEARER, url='https://api.webflow.com/v2/sites'),
    Vendor('Mux', lambda: [('MUX_TOKEN_ID', uuid4(), True), ('MUX_TOKEN_SECRET', rs(75, ALNUM + '+/'), True)],
           u='{0}:{1}', url='https://api.mux.com/video/v1/assets'),
    Vendor('Cloudflare R2', lambda: [('R2_ACCESS_KEY_ID', hexs(32), True), ('R2_SECRET_ACCESS_KEY', hexs(64), True)]),
    Vendor('Backblaze B2', lambda: [('B2_APPLICATION_KEY_ID', '005' + hexs(22), True), ('B2_APPLICATION_KEY', 'K005' + rs(27, ALNUM + '/+'), True)]),
    Vendor('Wasabi', lambda: [('WASABI_ACCESS_KEY', rs(20, UALNUM), True), ('WASABI_SECRET_KEY', rs(40, ALNUM), True)]),
    Vendor('Scaleway', lambda: [('SCW_ACCESS_KEY', 'SCW' + rs(17, UALNUM), True), ('SCW_SECRET_KEY', uuid4(), True)]),
    Vendor('Linode', one('LINODE_TOKEN', lambda: hexs(64)), h=BEARER, url='https://api.linode.com/v4/linode/instances'),
    Vendor('Vultr', one('VULTR_API_KEY', lambda: rs(36, UALNUM)), h=BEARER, url='https://api.vultr.com/v2/instances'),
    Vendor('Hetzner Cloud', one('HCLOUD_TOKEN', lambda: rs(64)), h=BEARER, url='https://api.hetzner.cloud/v1/servers'),
    Vendor('OVHcloud', lambda: [('OVH_APPLICATION_KEY', rs(16), True), ('OVH_APPLICATION_SECRET', rs(32), True),
                                ('OVH_CONSUMER_KEY', rs(32), True)]),
    Vendor('IBM Cloud', one('IBMCLOUD_API_KEY', lambda: rs(44, B64U))),
    Vendor('Alibaba Cloud', lambda: [('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI' + rs(20), True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(30), True)]),
    Vendor('Tencent Cloud', lambda: [('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(32), True), ('TENCENTCLOUD_SECRET_KEY', rs(32), True)]),
    Vendor('Naver Cloud', lambda: [('NCLOUD_ACCESS_KEY', rs(20), True), ('NCLOUD_SECRET_KEY', rs(40), True)], ko='네이버 클라우드'),
    Vendor('Naver Developers', lambda: [('NAVER_CLIENT_ID', rs(20), False), ('NAVER_CLIENT_SECRET', rs(10), True)],
           ko='네이버 개발자센터'),
    Vendor('Kakao', one('KAKAO_ADMIN_KEY', lambda: hexs(32)), h=('Authorization', 'KakaoAK {0}'),
           url='https://kapi.kakao.com/v1/user/ids', ko='카카오'),
    Vendor('Toss Payments', one('TOSS_SECRET_KEY', lambda: pick(['live_sk_', 'live_gsk_', 'test_sk_']) + rs(28)),
           u='{0}:', url='https://api.tosspayments.com/v1/payments/confirm', ko='토스페이먼츠'),
    Vendor('PortOne', lambda: [('IMP_KEY', str(rint(10 ** 15, 10 ** 16 - 1)), True), ('IMP_SECRET', rs(80), True)], ko='포트원(아임포트)'),
    Vendor('Solapi', lambda: [('SOLAPI_API_KEY', 'NCS' + rs(13, UALNUM), True), ('SOLAPI_API_SECRET', rs(32, UALNUM), True)], ko='솔라피'),
    Vendor('Sendbird', lambda: [('SENDBIRD_APP_ID', uuid4().upper(), False), ('SENDBIRD_API_TOKEN', hexs(40), True)],
           ko='센드버드'),
    Vendor('Channel Talk', lambda: [('CHANNEL_ACCESS_KEY', hexs(24), True), ('CHANNEL_ACCESS_SECRET', hexs(32), True)],
           ko='채널톡'),
    Vendor('LINE Messaging API', lambda: [('LINE_CHANNEL_SECRET', hexs(32), True), ('LINE_CHANNEL_ACCESS_TOKEN', tok_line_channel(), True)],
           ko='LINE 메시징 API'),
    Vendor('Amplitude', lambda: [('AMPLITUDE_API_KEY', hexs(32), False), ('AMPLITUDE_SECRET_KEY', hexs(32), True)]),
    Vendor('Rollbar', one('ROLLBAR_ACCESS_TOKEN', lambda: hexs(32)), h=('X-Rollbar-Access-Token', '{0}'),
           url='https://api.rollbar.com/api/1/item/'),
    Vendor('Mailjet', lambda: [('MJ_APIKEY_PUBLIC', hexs(32), True), ('MJ_APIKEY_PRIVATE', hexs(32), True)],
           u='{0}:{1}', url='https://api.mailjet.com/v3.1/send'),
    Vendor('Brevo', one('BREVO_API_KEY', lambda: 'xkeysib-' + hexs(64) + '-' + rs(16)), h=('api-key', '{0}'),
           url='https://api.brevo.com/v3/smtp/email'),
    Vendor('SparkPost', one('SPARKPOST_API_KEY', lambda: hexs(40)), h=('Authorization', '{0}'),
           url='https://api.sparkpost.com/api/v1/transmissions'),
    Vendor('Klaviyo', one('KLAVIYO_PRIVATE_KEY', lambda: 'pk_' + hexs(34)), h=('Authorization', 'Klaviyo-API-Key {0}'),
           url='https://a.klaviyo.com/api/profiles/'),
    Vendor('EasyPost', one('EASYPOST_API_KEY', lambda: 'EZAK' + hexs(54)), u='{0}:', url='https://api.easypost.com/v2/shipments'),
    Vendor('Shippo', one('SHIPPO_API_TOKEN', lambda: 'shippo_live_' + hexs(40)), h=('Authorization', 'ShippoToken {0}'),
           url='https://api.goshippo.com/shipments/'),
    Vendor('GoCardless', one('GOCARDLESS_ACCESS_TOKEN', lambda: 'live_' + rs(40, B64U)), h=BEARER,
           url='https://api.gocardless.com/customers'),
    Vendor('Chargebee', one('CHARGEBEE_API_KEY', lambda: 'live_' + rs(34)), u='{0}:', url='https://acme.chargebee.com/api/v2/subscriptions'),
    Vendor('Recurly', one('RECURLY_API_KEY', lambda: hexs(32)), u='{0}:', url='https://v3.recurly.com/accounts'),
    Vendor('Coinbase', lambda: [('COINBASE_COMMERCE_API_KEY', uuid4(), True)], h=('X-CC-Api-Key', '{0}'),
           url='https://api.commerce.coinbase.com/charges'),
    Vendor('Salesforce Marketing Cloud', lambda: [('SFMC_CLIENT_ID', rs(24, LALNUM), False), ('SFMC_CLIENT_SECRET', rs(24), True)]),
    Vendor('Segment', one('SEGMENT_PUBLIC_API_TOKEN', lambda: 'sgp_' + rs(64)), h=BEARER, url='https://api.segmentapis.com/workspaces'),
    Vendor('Mixpanel', lambda: [('MIXPANEL_SERVICE_ACCOUNT', 'etl-export.%s.mp-service-account' % rs(6, LALNUM), False),
                                ('MIXPANEL_SERVICE_SECRET', rs(32), True)]),
    Vendor('Lob', one('LOB_API_KEY', lambda: 'live_' + hexs(35)), u='{0}:', url='https://api.lob.com/v1/letters'),
    Vendor('Customer.io', one('CUSTOMERIO_APP_API_KEY', lambda: hexs(32)), h=BEARER, url='https://api.customer.io/v1/campaigns'),
]

VENDOR_BY_NAME = {}
for _v in VENDORS:
    VENDOR_BY_NAME[_v.name] = _v
assert len(VENDOR_BY_NAME) == len(VENDORS)


# --------------------------------------------------------------------------
# containers: how a set of credential parts is written into files/commands
# --------------------------------------------------------------------------
import re as _re


def slug(name):
    s = _re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_')
    return '_'.join(s.split('_')[:2])


def key_suffix(env, vname):
    e = env.lower()
    first = slug(vname).split('_')[0]
    for pre in (slug(vname) + '_', first + '_'):
        if e.startswith(pre) and len(e) > len(pre):
            return e[len(pre):]
    return e


def camel(s):
    p = s.split('_')
    return p[0] + ''.join(x[:1].upper() + x[1:] for x in p[1:])


def pascal(s):
    return ''.join(x[:1].upper() + x[1:] for x in s.split('_'))


def shq(v):
    """Quote a value for a POSIX shell the way people do."""
    if _re.fullmatch(r'[A-Za-z0-9_./:@%+=,-]+', v) and chance(0.5):
        return v
    if "'" in v:
        return '"' + v + '"'
    if '$' in v or '!' in v or '`' in v or '"' in v or chance(0.6):
        return "'" + v + "'"
    return '"' + v + '"'


def yq(v):
    if _re.fullmatch(r'[A-Za-z0-9_./-]+', v) and not v[0] in '-.' and chance(0.55):
        return v
    if '"' in v or '\\' in v:
        return "'" + v.replace("'", "''") + "'"
    return '"' + v + '"'


def tq(v):
    # TOML/INI basic string
    return '"' + v + '"'


class Snip:
    def __init__(self, text, where, listed):
        self.text = text
        self.where = where
        self.listed = listed


FILES_ENV = ['.env', '.env.local', '.env.production', 'deploy/.env', 'services/api/.env', '.env.staging', 'docker/.env']


def c_dotenv(v, parts):
    lines = []
    for e, val, _ in parts:
        q = pick(['', '', '"', "'"]) if '$' not in val else "'"
        lines.append('%s=%s%s%s' % (e, q, val, q))
    if chance(0.4):
        lines.insert(0, pick(['# %s' % v.name, 'NODE_ENV=production', 'LOG_LEVEL=info', 'PORT=8080', 'APP_ENV=staging']))
    return '\n'.join(lines), pick(FILES_ENV)


def c_export(v, parts):
    return '\n'.join('export %s=%s' % (e, shq(val)) for e, val, _ in parts), pick(['~/.zshrc', '~/.bashrc', 'scripts/env.sh', 'the deploy notes', '.envrc'])


def c_powershell(v, parts):
    return '\n'.join('$env:%s = "%s"' % (e, val) if '$' not in val else "$env:%s = '%s'" % (e, val) for e, val, _ in parts), \
        pick(['setup.ps1', 'the PowerShell profile', 'scripts\\dev-env.ps1'])


def c_cmd(v, parts):
    return '\n'.join('set %s=%s' % (e, val) for e, val, _ in parts), pick(['run-local.bat', 'env.cmd'])


def c_fish(v, parts):
    return '\n'.join('set -gx %s %s' % (e, shq(val)) for e, val, _ in parts), '~/.config/fish/config.fish'


def c_yaml(v, parts):
    s = slug(v.name)
    lines = ['%s:' % s]
    if chance(0.5):
        lines.insert(0, pick(['env: production', 'debug: false', 'region: ap-northeast-2', 'timeout: 30']))
    for e, val, _ in parts:
        lines.append('  %s: %s' % (key_suffix(e, v.name), yq(val)))
    return '\n'.join(lines), pick(['config/settings.yaml', 'config.yml', 'conf/app.yaml', 'settings.local.yaml', 'integrations.yml'])


def c_json(v, parts):
    s = camel(slug(v.name))
    inner = ', '.join('"%s": "%s"' % (camel(key_suffix(e, v.name)), val) for e, val, _ in parts)
    if chance(0.5):
        txt = '{\n  "%s": {\n    %s\n  }\n}' % (s, inner.replace(', "', ',\n    "'))
    else:
        txt = '"%s": { %s }' % (s, inner)
    return txt, pick(['config.json', 'appsettings.Development.json', 'config/default.json', 'secrets.json', 'local.settings.json'])


def c_toml(v, parts):
    lines = ['[%s]' % slug(v.name)]
    for e, val, _ in parts:
        lines.append('%s = %s' % (key_suffix(e, v.name), tq(val)))
    return '\n'.join(lines), pick(['config.toml', 'settings.toml', '.streamlit/secrets.toml', 'app.toml'])


def c_ini(v, parts):
    lines = ['[%s]' % slug(v.name)]
    for e, val, _ in parts:
        lines.append('%s = %s' % (key_suffix(e, v.name), val))
    return '\n'.join(lines), pick(['config.ini', 'settings.cfg', 'app.ini', 'tox.ini'])


def c_properties(v, parts):
    s = slug(v.name).replace('_', '-')
    lines = ['%s.%s=%s' % (s, key_suffix(e, v.name).replace('_', '-'), val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['application.properties', 'src/main/resources/application-prod.properties', 'gradle.properties', 'local.properties'])


def c_xml(v, parts):
    lines = ['<appSettings>'] + ['  <add key="%s" value="%s" />' % (pascal(slug(v.name)) + pascal(key_suffix(e, v.name)), val)
                                  for e, val, _ in parts] + ['</appSettings>']
    return '\n'.join(lines), pick(['Web.config', 'App.config', 'web.Release.config'])


def c_tfvars(v, parts):
    lines = ['%s_%s = "%s"' % (slug(v.name), key_suffix(e, v.name), val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['terraform.tfvars', 'envs/prod/terraform.tfvars', 'secrets.auto.tfvars'])


def c_tfvar_default(v, parts):
    out = []
    for e, val, _ in parts:
        out.append('variable "%s_%s" {\n  type    = string\n  default = "%s"\n}' % (slug(v.name), key_suffix(e, v.name), val))
    return '\n'.join(out), pick(['variables.tf', 'modules/integrations/variables.tf'])


def c_gha(v, parts):
    body = '\n'.join('      %s: %s' % (e, yq(val)) for e, val, _ in parts)
    txt = '    - name: %s\n      run: %s\n      env:\n%s' % (
        pick(['Deploy', 'Run integration tests', 'Publish', 'Sync data', 'Smoke test']),
        pick(['./scripts/deploy.sh', 'npm run test:e2e', 'make release', 'python sync.py']), body)
    return txt, pick(['.github/workflows/deploy.yml', '.github/workflows/ci.yml', '.github/workflows/nightly.yml'])


def c_gitlab(v, parts):
    body = '\n'.join('  %s: %s' % (e, yq(val)) for e, val, _ in parts)
    return 'variables:\n' + body, '.gitlab-ci.yml'


def c_k8s_stringdata(v, parts):
    name = slug(v.name).replace('_', '-') + pick(['-credentials', '-secret', '-api'])
    body = '\n'.join('  %s: %s' % (e, yq(val)) for e, val, _ in parts)
    return ('apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n%s' % (name, body)), \
        pick(['k8s/secret.yaml', 'deploy/base/secret.yaml', 'charts/api/templates/secret.yaml'])


def c_k8s_data(v, parts):
    name = slug(v.name).replace('_', '-') + '-creds'
    newparts = []
    lines = []
    for e, val, listed in parts:
        enc = b64e(val.encode())
        lines.append('  %s: %s' % (e, enc))
        newparts.append((e, enc, listed))
    txt = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ndata:\n%s' % (
        name, pick(['default', 'payments', 'prod', 'platform']), '\n'.join(lines))
    return txt, pick(['k8s/secrets.yaml', 'overlays/prod/secret.yaml']), newparts


def c_dockerfile(v, parts):
    kw = pick(['ENV', 'ENV', 'ARG'])
    lines = ['FROM %s' % pick(['python:3.12-slim', 'node:20-alpine', 'golang:1.22', 'eclipse-temurin:21-jre'])]
    lines += ['%s %s=%s' % (kw, e, val) for e, val, _ in parts]
    lines.append(pick(['COPY . /app', 'WORKDIR /app', 'RUN pip install -r requirements.txt', 'RUN npm ci']))
    return '\n'.join(lines), pick(['Dockerfile', 'docker/Dockerfile.prod', 'worker.Dockerfile'])


def c_compose(v, parts):
    svc = pick(['api', 'worker', 'web', 'app', 'bot'])
    if chance(0.5):
        env = '\n'.join('      - %s=%s' % (e, val) for e, val, _ in parts)
    else:
        env = '\n'.join('      %s: %s' % (e, yq(val)) for e, val, _ in parts)
    return 'services:\n  %s:\n    image: acme/%s:latest\n    environment:\n%s' % (svc, svc, env), \
        pick(['docker-compose.yml', 'compose.override.yml', 'docker-compose.prod.yml'])


def c_docker_run(v, parts):
    envs = ' '.join('-e %s=%s' % (e, shq(val)) for e, val, _ in parts)
    return 'docker run --rm %s acme/%s:%s' % (envs, pick(['api', 'worker', 'sync', 'cron']), pick(['latest', '1.4.2', 'main'])), \
        pick(['the runbook', 'the README', 'my shell history'])


def c_systemd(v, parts):
    lines = ['[Service]'] + ['Environment="%s=%s"' % (e, val) for e, val, _ in parts] + \
        ['ExecStart=/opt/%s/bin/server' % pick(['acme', 'api', 'relay'])]
    return '\n'.join(lines), pick(['/etc/systemd/system/api.service', '/etc/systemd/system/worker.service.d/override.conf'])


def c_launch(v, parts):
    inner = ',\n        '.join('"%s": "%s"' % (e, val) for e, val, _ in parts)
    return '"env": {\n        %s\n      }' % inner, '.vscode/launch.json'


def c_helm(v, parts):
    sets = ' \\\n  '.join('--set %s.%s=%s' % (camel(slug(v.name)), camel(key_suffix(e, v.name)), shq(val)) for e, val, _ in parts)
    return 'helm upgrade --install %s ./charts/%s \\\n  %s' % (pick(['api', 'billing', 'gateway']), pick(['api', 'app']), sets), \
        pick(['the deploy script', 'scripts/helm-deploy.sh', 'the Makefile'])


def c_ansible(v, parts):
    lines = ['%s_%s: "%s"' % (slug(v.name), key_suffix(e, v.name), val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['group_vars/all.yml', 'roles/app/defaults/main.yml', 'host_vars/prod-1.yml'])


def c_jupyter(v, parts):
    lines = ['import os'] + ['os.environ["%s"] = "%s"' % (e, val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['notebooks/explore.ipynb', 'the first cell of analysis.ipynb', 'scratch.ipynb'])


def c_makefile(v, parts):
    lines = ['%s ?= %s' % (e, val) for e, val, _ in parts] + ['', 'deploy:', '\t./deploy.sh']
    return '\n'.join(lines), 'Makefile'


def c_pyconst(v, parts):
    lines = ['%s = "%s"' % (e, val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['settings.py', 'app/config.py', 'scripts/backfill.py', 'conftest.py'])


def c_js_fallback(v, parts):
    lines = ['const %s = process.env.%s || "%s";' % (camel(key_suffix(e, v.name)), e, val) for e, val, _ in parts]
    return '\n'.join(lines), pick(['src/config.ts', 'lib/env.js', 'server/config.js'])


def c_laravel(v, parts):
    lines = ["'%s' => env('%s', '%s')," % (key_suffix(e, v.name), e, val) for e, val, _ in parts]
    return "'%s' => [\n    %s\n]," % (slug(v.name), '\n    '.join(lines)), 'config/services.php'


def c_gradle(v, parts):
    lines = ['buildConfigField "String", "%s", "\\"%s\\""' % (e, val) for e, val, _ in parts]
    return '\n'.join(lines), 'app/build.gradle'


def c_xcconfig(v, parts):
    return '\n'.join('%s = %s' % (e, val) for e, val, _ in parts), pick(['Config/Release.xcconfig', 'Secrets.xcconfig'])


def c_jenkinsfile(v, parts):
    lines = ["        %s = '%s'" % (e, val) for e, val, _ in parts]
    return 'environment {\n%s\n    }' % '\n'.join(lines), 'Jenkinsfile'


def c_circleci(v, parts):
    lines = ['      %s: %s' % (e, yq(val)) for e, val, _ in parts]
    return '    docker:\n      - image: cimg/node:20.11\n    environment:\n%s' % '\n'.join(lines), '.circleci/config.yml'


def c_azpipelines(v, parts):
    lines = ['  %s: %s' % (e, yq(val)) for e, val, _ in parts]
    return 'variables:\n%s' % '\n'.join(lines), 'azure-pipelines.yml'


def c_serverless(v, parts):
    lines = ['    %s: %s' % (e, yq(val)) for e, val, _ in parts]
    return 'provider:\n  name: aws\n  runtime: nodejs20.x\n  environment:\n%s' % '\n'.join(lines), 'serverless.yml'


def c_spring(v, parts):
    lines = ['  %s:' % slug(v.name).replace('_', '-')] + ['    %s: %s' % (key_suffix(e, v.name).replace('_', '-'), yq(val)) for e, val, _ in parts]
    return 'integrations:\n' + '\n'.join(lines), 'src/main/resources/application.yml'


def c_dotnet_usersecrets(v, parts):
    lines = ['dotnet user-secrets set "%s:%s" "%s"' % (pascal(slug(v.name)), pascal(key_suffix(e, v.name)), val) for e, val, _ in parts]
    return '\n'.join(lines), 'the onboarding doc'


def c_secret_cli(v, parts):
    tool = pick(['gh', 'heroku', 'fly', 'kubectl', 'ssm', 'vercel', 'doppler', 'az', 'railway', 'wrangler'])
    out = []
    for e, val, _ in parts:
        if tool == 'gh':
            out.append('gh secret set %s --body %s' % (e, shq(val)))
        elif tool == 'heroku':
            out.append('heroku config:set %s=%s -a acme-%s' % (e, shq(val), pick(['prod', 'staging'])))
        elif tool == 'fly':
            out.append('fly secrets set %s=%s' % (e, shq(val)))
        elif tool == 'kubectl':
            out.append('kubectl create secret generic %s --from-literal=%s=%s -n %s' % (
                slug(v.name).replace('_', '-'), e, shq(val), pick(['prod', 'staging', 'default'])))
        elif tool == 'ssm':
            out.append('aws ssm put-parameter --name /prod/%s --type SecureString --value %s --overwrite' % (e.lower(), shq(val)))
        elif tool == 'vercel':
            out.append('printf %%s %s | vercel env add %s production' % (shq(val), e))
        elif tool == 'doppler':
            out.append('doppler secrets set %s=%s --config prd' % (e, shq(val)))
        elif tool == 'az':
            out.append('az keyvault secret set --vault-name kv-acme-prod --name %s --value %s' % (e.replace('_', '-').lower(), shq(val)))
        elif tool == 'railway':
            out.append('railway variables --set "%s=%s"' % (e, val))
        else:
            out.append('echo %s | npx wrangler secret put %s' % (shq(val), e))
    return '\n'.join(out), pick(['my shell history', 'the setup script', 'the deploy runbook', 'a Slack thread'])


def c_markdown_table(v, parts):
    rows = ['| Variable | Value | Notes |', '|---|---|---|']
    for e, val, _ in parts:
        rows.append('| `%s` | `%s` | %s |' % (e, val, pick(['prod', 'staging', 'shared', 'from %s dashboard' % v.name, ''])))
    return '\n'.join(rows), pick(['docs/SETUP.md', 'the wiki page', 'CONTRIBUTING.md', 'the onboarding doc'])


def c_diff(v, parts):
    lines = ['--- a/%s' % '.env.example', '+++ b/%s' % '.env.example', '@@ -3,4 +3,%d @@' % (4 + len(parts))]
    lines.append(' LOG_LEVEL=info')
    for e, val, _ in parts:
        lines.append('-%s=' % e)
        lines.append('+%s=%s' % (e, val))
    return '\n'.join(lines), pick(['commit %s' % hexs(7), 'the last PR', 'my local diff'])


def c_log(v, parts):
    ts = '2025-%02d-%02dT%02d:%02d:%02d.%03dZ' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    cfg = ', '.join("'%s': '%s'" % (e.lower(), val) for e, val, _ in parts)
    return '%s DEBUG %s settings loaded: {%s, \'timeout\': %d}' % (ts, pick(['app.config', 'worker', 'integrations']), cfg, rint(5, 60)), \
        pick(['the pod logs', 'CloudWatch', 'the CI log', 'journalctl output'])


def c_postman(v, parts):
    vals = ',\n    '.join('{ "key": "%s", "value": "%s", "type": "secret", "enabled": true }' % (camel(key_suffix(e, v.name)), val)
                         for e, val, _ in parts)
    return '"values": [\n    %s\n]' % vals, pick(['the Postman environment export', 'postman/prod.postman_environment.json'])


GENERIC_CONTAINERS = [
    ('.env file', c_dotenv, 4), ('shell export', c_export, 3), ('PowerShell $env', c_powershell, 1), ('cmd set', c_cmd, 1),
    ('fish set -gx', c_fish, 1), ('YAML config', c_yaml, 3), ('JSON config', c_json, 3), ('TOML', c_toml, 2), ('INI', c_ini, 1),
    ('Java properties', c_properties, 2), ('XML appSettings', c_xml, 1), ('terraform.tfvars', c_tfvars, 1),
    ('Terraform variable default', c_tfvar_default, 1), ('GitHub Actions env', c_gha, 2), ('GitLab CI variables', c_gitlab, 1),
    ('k8s Secret stringData', c_k8s_stringdata, 2), ('k8s Secret data base64', c_k8s_data, 2), ('Dockerfile ENV', c_dockerfile, 2),
    ('docker-compose environment', c_compose, 2), ('docker run -e', c_docker_run, 1), ('systemd Environment', c_systemd, 1),
    ('VS Code launch.json', c_launch, 1), ('helm --set', c_helm, 1), ('Ansible vars', c_ansible, 1), ('Jupyter os.environ', c_jupyter, 1),
    ('Makefile', c_makefile, 1), ('Python constant', c_pyconst, 2), ('JS env fallback', c_js_fallback, 1), ('Laravel config', c_laravel, 1),
    ('Gradle buildConfigField', c_gradle, 1), ('xcconfig', c_xcconfig, 1), ('Jenkinsfile environment', c_jenkinsfile, 1),
    ('CircleCI environment', c_circleci, 1), ('Azure Pipelines variables', c_azpipelines, 1), ('serverless.yml', c_serverless, 1),
    ('Spring application.yml', c_spring, 1), ('dotnet user-secrets', c_dotnet_usersecrets, 1), ('secret-setting CLI', c_secret_cli, 3),
    ('markdown table', c_markdown_table, 1), ('git diff', c_diff, 1), ('debug log line', c_log, 1), ('Postman environment', c_postman, 1),
]


def weighted(items):
    tot = sum(w for _, _, w in items)
    x = R.random() * tot
    for it in items:
        x -= it[2]
        if x < 0:
            return it
    return items[-1]


def http_code(v, vals, lang_code):
    name, fmt = v.h
    hv = fmt.format(*vals)
    url = v.url.format(*vals)
    if lang_code == 'python':
        return 'resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (url, name, hv)
    if lang_code == 'node':
        return 'const res = await fetch("%s", {\n  headers: { "%s": "%s" },\n});' % (url, name, hv)
    if lang_code == 'go':
        return 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, name, hv)
    if lang_code == 'java':
        return 'HttpRequest req = HttpRequest.newBuilder(URI.create("%s"))\n    .header("%s", "%s")\n    .build();' % (url, name, hv)
    if lang_code == 'csharp':
        return 'client.DefaultRequestHeaders.Add("%s", "%s");\nvar resp = await client.GetAsync("%s");' % (name, hv, url)
    if lang_code == 'ruby':
        return 'req = Net::HTTP::Get.new(URI("%s"))\nreq["%s"] = "%s"' % (url, name, hv)
    if lang_code == 'php':
        return 'curl_setopt($ch, CURLOPT_HTTPHEADER, ["%s: %s"]);' % (name, hv)
    if lang_code == 'rust':
        return 'let resp = client.get("%s")\n    .header("%s", "%s")\n    .send().await?;' % (url, name, hv)
    if lang_code == 'kotlin':
        return 'val request = Request.Builder()\n    .url("%s")\n    .addHeader("%s", "%s")\n    .build()' % (url, name, hv)
    if lang_code == 'httpie':
        return 'http GET %s "%s: %s"' % (url, name, hv)
    return '%s %s\n%s: %s' % ('GET', url, name, hv)


def curl_snip(v, vals):
    """Returns (text, listed values as written) or None."""
    flags = pick(['-s', '-sS', '-fsSL', '-X POST', '-v', '-s -o /dev/null -w "%{http_code}"'])
    if v.h:
        name, fmt = v.h
        url = v.url.format(*vals)
        return 'curl %s %s \\\n  -H "%s: %s"' % (flags, url if '?' not in url else '"%s"' % url, name, fmt.format(*vals)), None
    if v.u:
        url = v.url.format(*vals)
        cred = v.u.format(*vals)
        if chance(0.35):
            blob = b64e(cred.encode())
            return 'curl %s %s \\\n  -H "Authorization: Basic %s"' % (flags, url, blob), [blob]
        return 'curl %s %s -u %s' % (flags, url, shq(cred)), None
    if v.url and '{0}' in v.url:
        return 'curl %s "%s"' % (flags, v.url.format(*vals)), None
    return None


def render_vendor(v, parts, force=None):
    snip, label = _render_vendor(v, parts, force)
    snip.listed = [x for x in snip.listed if x in snip.text]
    assert snip.listed, (v.name, label)
    return snip, label


def _render_vendor(v, parts, force=None):
    """Pick a container for the vendor's credential parts.
    Returns (Snip, container label)."""
    vals = [p[1] for p in parts]
    listed = [p[1] for p in parts if p[2]]
    options = []
    if v.sdk:
        options.append(('sdk', 9))
    if v.h:
        options.append(('http', 3))
    if v.h or v.u or (v.url and '{0}' in v.url):
        options.append(('curl', 4))
    options.append(('generic', 12))
    kind = force or weighted([(k, None, w) for k, w in options])[0]
    if kind == 'sdk' and v.sdk:
        lang_code, tmpl = pick(v.sdk)
        return Snip(tmpl.format(*vals), pick(['the %s client setup' % lang_code, 'a %s script' % lang_code, 'the service code']), listed), \
            'SDK constructor (%s)' % lang_code
    if kind == 'http' and v.h:
        lc = pick(['python', 'node', 'go', 'java', 'csharp', 'ruby', 'php', 'rust', 'kotlin', 'httpie', 'raw'])
        return Snip(http_code(v, vals, lc), 'the %s code' % lc, listed), 'HTTP header in %s' % lc
    if kind == 'curl':
        r = curl_snip(v, vals)
        if r is not None:
            txt, override = r
            if override is not None:
                return Snip(txt, 'the runbook', override), 'curl Basic header'
            return Snip(txt, pick(['the runbook', 'my shell history', 'a Slack message', 'the README']), listed), 'curl'
    label, fn, _ = weighted(GENERIC_CONTAINERS)
    res = fn(v, parts)
    if len(res) == 3:
        txt, where, newparts = res
        return Snip(txt, where, [p[1] for p in newparts if p[2]]), label
    txt, where = res
    return Snip(txt, where, listed), label


# --------------------------------------------------------------------------
# passwords of many styles
# --------------------------------------------------------------------------
HUMAN_WORDS = ['summer', 'winter', 'bella', 'charlie', 'tigers', 'dragon', 'sunshine', 'monkey', 'football', 'coffee',
               'marina', 'phoenix', 'rocky', 'snoopy', 'london', 'seoul', 'busan', 'galaxy', 'hunter', 'maple', 'oliver',
               'luna', 'maxwell', 'kimchi', 'doraemon', 'pikachu', 'liverpool', 'yankees', 'jasmine', 'buster', 'cookie',
               'spring', 'autumn', 'diamond', 'chelsea', 'arsenal', 'peanut', 'mango', 'blue', 'pepper', 'hanbit', 'jeju']
PASS_WORDS = ['orbit', 'cactus', 'lantern', 'velvet', 'harbor', 'tundra', 'pickle', 'quartz', 'meadow', 'falcon', 'copper',
              'violin', 'glacier', 'ember', 'walnut', 'saddle', 'thimble', 'crimson', 'pebble', 'nectar', 'jigsaw', 'basalt',
              'wombat', 'mosaic', 'sprocket', 'tangerine', 'bramble', 'cobalt', 'zephyr', 'marble', 'juniper', 'lagoon',
              'ripple', 'canyon', 'oyster', 'paprika', 'sundial', 'hazel', 'ferret', 'anchor', 'bonsai', 'rocket', 'timber']
HANGUL_WORDS = ['사랑해', '우리집', '강아지', '고양이', '행복', '하늘', '바다', '봄날', '단풍', '김치찌개', '떡볶이', '토끼',
                '별빛', '무지개', '소나무', '한강', '제주도', '호랑이', '해바라기', '초코', '우리가족', '보고싶다', '감자탕',
                '딸기', '눈사람', '반짝반짝', '행운', '민트초코', '곰돌이', '여름밤']
SYMS = '!@#$%^&*'
SAFE_SYMS = '!@#%^*-_.+=?~'

_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
         'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(s):
    out = ''
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out += _CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28]
        else:
            out += ch
    return out


assert hangul_to_qwerty('안녕하세요') == 'dkssudgktpdy'


def pw_human(avoid=''):
    w = pick(HUMAN_WORDS)
    f = rint(0, 5)
    if f == 0:
        p = w.capitalize() + str(rint(1975, 2025)) + pick('!@#$')
    elif f == 1:
        p = w.capitalize() + pick('@#!') + str(rint(10, 9999))
    elif f == 2:
        tr = {'a': '@', 'o': '0', 'e': '3', 'i': '1', 's': '$'}
        p = ''.join(tr[c] if c in tr and chance(0.7) else c for c in w.capitalize()) + str(rint(1, 99)) + pick('!?#')
    elif f == 3:
        p = w + w[:1].upper() + str(rint(100, 999)) + pick('!*')
    elif f == 4:
        p = pick(['Welcome', 'Company', 'Acme', 'Password', 'Admin', 'Spring', 'Winter']) + str(rint(2019, 2026)) + pick('!@#')
    else:
        p = w.upper()[:1] + w[1:] + '_' + str(rint(10, 99)) + w[:2].upper()
    while len(p) < 8:
        p += str(rint(0, 9))
    return _avoid(p, avoid)


def pw_passphrase(avoid=''):
    n = rint(3, 5)
    ws = [pick(PASS_WORDS) for _ in range(n)]
    f = rint(0, 3)
    if f == 0:
        return _avoid('-'.join(ws), avoid)
    if f == 1:
        return _avoid(''.join(x.capitalize() for x in ws) + str(rint(1, 99)), avoid)
    if f == 2:
        return _avoid(' '.join(ws) + ' ' + str(rint(1, 999)), avoid)
    return _avoid('.'.join(ws) + pick('!?'), avoid)


def pw_generated(avoid='', n=None, syms=SAFE_SYMS + '!@#$%&*()[]{}<>:;,'):
    n = n or rint(14, 28)
    syms = ''.join(c for c in syms if c not in avoid)
    while True:
        p = ''.join(R.choice(ALNUM + syms * 2) for _ in range(n))
        if (any(c in syms for c in p) and any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and p[0] not in ' -' and p[-1] != ' '):
            return p


def pw_korkey(avoid=''):
    w = pick(HANGUL_WORDS)
    p = hangul_to_qwerty(w)
    f = rint(0, 2)
    if f == 0:
        p = p + str(rint(1, 9999)) + pick('!@#')
    elif f == 1:
        p = p + pick('!@#') + str(rint(10, 99))
    else:
        p = p[:1].upper() + p[1:] + str(rint(1980, 2024))
    while len(p) < 8:
        p += str(rint(0, 9))
    return _avoid(p, avoid)


def pw_hangul(avoid=''):
    w = pick(HANGUL_WORDS)
    f = rint(0, 2)
    if f == 0:
        p = w + str(rint(1, 2025)) + pick('!@#')
    elif f == 1:
        p = w + pick(HANGUL_WORDS) + str(rint(1, 99))
    else:
        p = pick('!@#') + w + str(rint(1000, 9999))
    while len(p) < 8:
        p += str(rint(0, 9))
    return _avoid(p, avoid)


def pw_weak_kr(avoid=''):
    base = pick(['qwer1234', '1q2w3e4r', 'zxcv1234', 'asdf1234', 'q1w2e3r4', 'qwerty12', 'a1s2d3f4', '1qaz2wsx'])
    p = base + pick(['', '!', '!@', '!@#', '#', '!@#$', '^^']) + ('' if chance(0.6) else str(rint(1, 99)))
    return _avoid(p, avoid)


def pw_digits(avoid=''):
    return str(rint(10 ** 7, 10 ** 8 - 1)) if chance(0.5) else '%04d%02d%02d' % (rint(1970, 2005), rint(1, 12), rint(1, 28))


def _avoid(p, avoid):
    for c in avoid:
        p = p.replace(c, pick([x for x in '!#*^_-' if x not in avoid] or ['9']))
    return p


def any_password(lang='en', avoid=''):
    if lang == 'ko':
        f = weighted([(pw_human, 0, 2), (pw_generated, 0, 3), (pw_korkey, 0, 3), (pw_hangul, 0, 1), (pw_weak_kr, 0, 2),
                      (pw_passphrase, 0, 1), (pw_digits, 0, 1)])[0]
    else:
        f = weighted([(pw_human, 0, 4), (pw_generated, 0, 4), (pw_passphrase, 0, 3), (pw_korkey, 0, 1), (pw_weak_kr, 0, 1),
                      (pw_digits, 0, 1)])[0]
    return f(avoid=avoid)


def ascii_password(lang='en', avoid=''):
    while True:
        p = any_password(lang, avoid)
        if all(ord(c) < 128 for c in p) and ' ' not in p:
            return p


# --------------------------------------------------------------------------
# shared vocabulary for prose
# --------------------------------------------------------------------------
AREA_EN = ['the billing worker', 'the nightly export job', 'the Slack bot', 'the ingestion service', 'payments-api',
           'the admin dashboard', 'the mobile backend', 'the search indexer', 'the CI pipeline', 'the staging cluster',
           'the data sync cron', 'the notification service', 'the preview deployments', 'the ML eval harness',
           'the support tooling', 'the checkout flow', 'the analytics ETL', 'the release script']
AREA_KO = ['결제 워커', '야간 export 배치', '슬랙 봇', '수집 서비스', 'payments-api', '어드민 대시보드', '모바일 백엔드',
           '검색 인덱서', 'CI 파이프라인', '스테이징 클러스터', '데이터 동기화 크론', '알림 서비스', '프리뷰 배포',
           'ML 평가 스크립트', 'CS 툴', '주문 서비스', '정산 배치', '배포 스크립트']
PERSON_EN = ['Minji', 'Tom', 'Priya', 'the on-call engineer', 'Jae', 'Sarah', 'the tech lead', 'Alex', 'Daniel',
             'the user', 'Carlos', 'Hannah']
PERSON_KO = ['민지님', '준호님', '서연님', '현우님', '팀장님', '온콜 담당자', '지훈님', '사용자', '수빈님', 'PM님', '도윤님',
             '인프라팀']
HOSTS = ['db.internal', 'pg-prod-1.acme.internal', 'mysql.staging.acme.io', '10.0.3.17', 'localhost', 'db',
         'rds-main.cluster-c9xk2r1a8zq.ap-northeast-2.rds.amazonaws.com', 'postgres.default.svc.cluster.local',
         'analytics-db.acme.local', '192.168.10.42', 'mongo-0.mongo.prod.svc', 'cache.acme.internal']
DBUSERS = ['app', 'postgres', 'root', 'admin', 'svc_api', 'readonly', 'etl_user', 'deploy', 'sa', 'report', 'billing',
           'grafana', 'airflow', 'django', 'app_rw']
DBNAMES = ['app', 'appdb', 'billing', 'orders', 'analytics', 'prod', 'main', 'shop', 'warehouse', 'metabase']
LOGINS = ['admin', 'administrator', 'root', 'ops', 'deploy', 'jenkins', 'grafana', 'ubuntu', 'ec2-user', 'pi',
          'elastic', 'kibana', 'minio', 'rabbit', 'superuser', 'support@acme.io', 'qa.tester@acme.io']


def P(lang, en, ko):
    return pick(en) if lang == 'en' else pick(ko)


def has_batchim(word):
    w = word.rstrip(' )]}\'"`')
    if not w:
        return False, False
    ch = w[-1]
    if '\uac00' <= ch <= '\ud7a3':
        jong = (ord(ch) - 0xAC00) % 28
        return jong != 0, jong == 8
    if ch.isdigit():
        return ch in '013678', ch in '18'
    if ch.isupper() or (len(w) >= 2 and w[-2:].isupper()):
        return ch.upper() in 'LMNR', ch.upper() in 'LR'
    if ch in 'nmlk' or w.endswith('ng'):
        return True, ch == 'l'
    return False, False


_JOSA = {'은': ('은', '는'), '는': ('은', '는'), '이': ('이', '가'), '가': ('이', '가'), '을': ('을', '를'), '를': ('을', '를'),
         '과': ('과', '와'), '와': ('과', '와'), '으로': ('으로', '로'), '로': ('으로', '로')}


def josa(word, p):
    bat, rieul = has_batchim(word)
    with_b, without = _JOSA[p]
    if p in ('으로', '로'):
        return '으로' if bat and not rieul else '로'
    return with_b if bat else without


class J(str):
    def __format__(self, spec):
        s = str(self)
        return s + josa(s, spec) if spec else s


def K(**kw):
    return {k: J(v) if isinstance(v, str) else v for k, v in kw.items()}


def fill(t, **kw):
    return t.format(**K(**kw))


# --------------------------------------------------------------------------
# secret note templates.  Each returns (category, mc, lesson, ask, secrets)
# --------------------------------------------------------------------------
VMC_EN = [
    "The {svc} calls from {area} kept failing with 401 and nobody said where the working key lives. It turned out to be in {where}:\n{snip}",
    "I wasn't told that {area} talks to {svc} with credentials checked into {where}. Found them while grepping for the failing request:\n{snip}",
    "Setup docs don't mention {svc} at all. This is what the shared staging box actually uses ({where}):\n{snip}",
    "Needed {svc} access for {area}; the user pasted their own config instead of pointing me at the secret store:\n{snip}",
    "Nobody mentioned that {area} still runs on the old {svc} credentials from {where}.\n{snip}",
    "Missing: how {area} authenticates to {svc}. Reconstructed from {where}:\n{snip}",
    "The task assumed {svc} was already configured for {area}, but it wasn't. {person} sent this to unblock me:\n{snip}",
    "{svc} integration for {area} had no documented credentials; the only working copy was in {where}:\n{snip}",
    "Context I lacked: {area} reads its {svc} settings from {where}, not from the env of the pod. Current contents:\n{snip}",
    "Spent a while on a 403 from {svc}. The request that works, copied from {where}:\n{snip}",  # request-like only (index 9)
]
VMC_KO = [
    "{area}에서 {svc} 호출이 계속 401 나서 보니 키가 {where}에 하드코딩돼 있었음. 아무도 얘기 안 해줌.\n{snip}",
    "{svc} 키 위치를 전달받지 못했음. 공용 스테이징 서버 설정은 이렇게 되어 있었음 ({where}):\n{snip}",
    "셋업 문서에 {svc} 얘기가 전혀 없음. {person}한테 물어보니 본인 설정을 그대로 붙여줌:\n{snip}",
    "{area} 쪽이 {svc}에 어떻게 인증하는지 몰라서 {where:를} 뒤져서 찾았습니다.\n{snip}",
    "작업 전제는 {svc} 연동이 이미 되어 있다는 거였는데 실제론 아니었음. 급하게 받은 값:\n{snip}",
    "{area}에서 아직 예전 {svc} credential을 쓰고 있다는 걸 몰랐습니다. {where} 내용:\n{snip}",
    "{svc} 403 때문에 한참 헤맴. 정상 동작하는 요청은 {where}에 있던 이거였음:\n{snip}",  # request-like only (index 6)
    "{area} 설정이 pod env가 아니라 {where}에서 읽힌다는 걸 몰랐음. 현재 내용:\n{snip}",
]
VLE_EN = [
    "{svc} reads {env} at startup, so changing it after the process is running has no effect.",
    "The credential in {where} is a live one, not a sandbox key; anything run from a laptop hits real data.",
    "Hard-coded {svc} credentials should move to the secret manager, and this one needs rotating now that it is in a note.",
    "A 401 from {svc} here almost always means the wrong key for the environment, not an outage.",
    "{area} and the cron jobs share the same {svc} credentials, so rotating them breaks both at once.",
    "Don't trust the README for {svc}; {where} is the source of truth right now.",
    "The {svc} key has org-wide scope, which is why it works for {area} even though it was created for something else.",
    "If {env} is present in the environment the client ignores the config file completely.",
]
VLE_SNIP_EN = [
    "What finally worked for {area} ({where}):\n{snip}\nThe client ignores the config file when {env} is set in the environment.",
    "Fix was to put the {svc} credentials back the way prod has them:\n{snip}",
    "Copying this block from {where} made the {svc} calls succeed:\n{snip}\nIt is tied to {person}'s personal account, not a service account.",
    "Working setup for {svc}, for reference:\n{snip}",
]
VLE_KO = [
    "{svc} SDK는 {env} 값을 프로세스 시작할 때만 읽음. 띄운 다음에 export 해봐야 소용 없음.",
    "{where}에 있는 키는 sandbox가 아니라 live 키라서 로컬에서 돌리면 실데이터에 찍힘. 주의.",
    "하드코딩된 {svc} 키는 secret manager로 옮기고, 노트에 남았으니 rotate도 해야 할 듯.",
    "{svc}에서 401 뜨면 장애가 아니라 거의 항상 환경별 키가 잘못 들어간 경우였음.",
    "{area}, 크론잡 둘 다 같은 {svc} 키를 써서 키 바꾸면 둘 다 같이 깨짐.",
    "README 말고 {where} 내용이 지금 기준임.",
    "{svc} 키 권한이 org 전체라서 원래 용도랑 상관없이 {area}에서도 동작했던 것.",
    "{env} 환경변수가 있으면 클라이언트가 config 파일은 아예 안 봅니다.",
]
VLE_SNIP_KO = [
    "최종적으로 동작한 설정 ({where}):\n{snip}\n{env} 환경변수가 있으면 config 파일 값은 무시됨.",
    "prod랑 똑같이 맞춰주니까 {svc} 호출 성공함:\n{snip}",
    "{where}에서 이 블록 복사해오니 해결됨:\n{snip}\n이 키는 서비스 계정이 아니라 {person} 개인 계정에 묶여 있음.",
    "참고용 {svc} 설정:\n{snip}",
]
VASK_EN = [
    "Where should the {svc} credentials for {area} come from: vault, CI secrets or a local .env?",
    "Is the {svc} key in {where} meant to be shared with the whole team?",
    "Who owns the {svc} account so this key can be rotated?",
    "Which {svc} environment (live or test) should {area} use?",
    "Should I open a ticket to move {env} into the secret manager?",
    "",
    "Is there a read-only {svc} key I should use instead?",
]
VASK_KO = [
    "{area}의 {svc} 키는 Vault, CI secret, 로컬 .env 중 어디서 가져오는 게 맞나요?",
    "{where}에 있는 {svc} 키를 팀 전체가 같이 써도 되는 건가요?",
    "{svc} 계정 관리자가 누구인지 알려주실 수 있나요? 키 rotate가 필요해 보입니다.",
    "{area}에서는 {svc} live/test 중 어느 쪽을 써야 하나요?",
    "{env:를} secret manager로 옮기는 티켓 만들까요?",
    "",
    "읽기 전용 {svc} 키가 따로 있나요?",
]
VASK_TOK_EN = ["Is {tok} still the active {svc} key, or was it rotated after the incident?",
               "Can I keep using {tok} for local testing, or is there a dev key?",
               "{person} gave me {tok} for {svc}; should that be replaced with a service account key?"]
VASK_TOK_KO = ["{tok} 아직 유효한 {svc} 키인가요, 아니면 사고 이후에 rotate 됐나요?",
               "로컬 테스트할 때 {tok} 계속 써도 될까요? dev 키가 따로 있나요?",
               "{person}한테 받은 {svc} 키 {tok} 를 서비스 계정 키로 바꿔야 하나요?"]
VINLINE_EN = ["{person} said to just use their {svc} key {tok} for {area} until the service account exists.",
              "The {svc} key for {area} is {tok}; it isn't in the vault yet.",
              "Got the {svc} credential from {person} in a DM: {tok}",
              "{area} needs {env}. The value everyone uses is {tok} (from {where})."]
VINLINE_KO = ["{person}한테 {svc} 키 받음: {tok} — 서비스 계정 만들기 전까지 이걸로 쓰라고 함.",
              "{area}용 {svc} 키는 {tok} 임. 아직 Vault에 안 올라가 있음.",
              "DM으로 받은 {svc} credential: {tok}",
              "{area}에 {env} 필요함. 다들 쓰는 값은 {tok} ({where}에 있던 것)."]


KO_WHERE = [('the runbook', '런북'), ('my shell history', '내 shell history'), ('a Slack message', '슬랙 메시지'),
            ('the README', 'README'), ('the deploy notes', '배포 메모'), ('the service code', '서비스 코드'),
            ('the PowerShell profile', 'PowerShell 프로필'), ('the onboarding doc', '온보딩 문서'), ('the setup script', '셋업 스크립트'),
            ('the deploy runbook', '배포 런북'), ('a Slack thread', '슬랙 스레드'), ('the wiki page', '위키 페이지'),
            ('the pod logs', 'pod 로그'), ('the CI log', 'CI 로그'), ('journalctl output', 'journalctl 출력'),
            ('the Postman environment export', 'Postman environment export'), ('the last PR', '지난 PR'),
            ('my local diff', '로컬 diff'), ('the deploy script', '배포 스크립트'), ('the Makefile', 'Makefile'),
            ('the first cell of analysis.ipynb', 'analysis.ipynb 첫 번째 셀')]


def ko_where(w):
    for a, b in KO_WHERE:
        if w == a:
            return b
    for pat, sub in ((r'^the (\w+) client setup$', r'\1 클라이언트 설정'), (r'^a (\w+) script$', r'\1 스크립트'),
                     (r'^the (\w+) code$', r'\1 코드'), (r'^the (\w+) quickstart$', r'\1 quickstart 문서'),
                     (r'^commit (\w+)$', r'커밋 \1')):
        if _re.match(pat, w):
            return _re.sub(pat, sub, w)
    return w


def t_vendor(lang, v):
    parts = v.parts()
    listed_parts = [p for p in parts if p[2]]
    svc = (v.prose or v.name) if lang == 'en' else v.ko
    env = listed_parts[0][0]
    area = pick(AREA_EN if lang == 'en' else AREA_KO)
    person = pick(PERSON_EN if lang == 'en' else PERSON_KO)
    inline_ok = len(listed_parts) == 1 and len(listed_parts[0][1]) < 200
    mode = weighted([('mc', 0, 6), ('lesson', 0, 3), ('inline', 0, 2 if inline_ok else 0)])[0]
    if mode == 'inline':
        tok = listed_parts[0][1]
        where = pick(['the team wiki', 'a Slack thread', 'the old runbook', 'an email from last year', 'the shared drive']) if lang == 'en' \
            else pick(['팀 위키', '슬랙 스레드', '예전 런북', '작년 메일', '공유 드라이브'])
        kw = dict(svc=svc, area=area, person=person, env=env, tok=tok, where=where)
        mc = fill(P(lang, VINLINE_EN, VINLINE_KO), **kw)
        le = fill(P(lang, VLE_EN, VLE_KO), **kw)
        ask = fill(P(lang, VASK_EN, VASK_KO), **kw)
        if chance(0.3):
            ask = fill(P(lang, VASK_TOK_EN, VASK_TOK_KO), **kw)
        return '%s token inline in prose' % v.name, mc, le, ask, [tok]
    snip, clabel = render_vendor(v, parts)
    kw = dict(svc=svc, area=area, person=person, env=env, where=snip.where if lang == 'en' else ko_where(snip.where), snip=snip.text)
    if mode == 'mc':
        reqlike = clabel.startswith(('curl', 'HTTP', 'SDK'))
        pool = (VMC_EN if reqlike else VMC_EN[:9]) if lang == 'en' else (VMC_KO if reqlike else VMC_KO[:6] + VMC_KO[7:])
        mc = fill(pick(pool), **kw)
        le = fill(P(lang, VLE_EN, VLE_KO), **kw)
    else:
        mc = fill(P(lang, ['No one told me {area} depends on {svc}.', "I didn't know which {svc} account {area} uses.",
                           'The ticket said "{svc} is broken" with no details about credentials.',
                           '{area} started failing after a {svc} change and the credentials were not documented anywhere.'],
                    ['{area} 쪽이 {svc}에 의존한다는 얘기를 못 들었음.',
                     '{area}에서 어떤 {svc} 계정을 쓰는지 몰랐습니다.',
                     '티켓에는 "{svc} 안 됨"이라고만 있고 credential 관련 내용이 없었음.',
                     '{svc} 쪽 변경 후 {area} 장애. credential이 어디에도 문서화돼 있지 않았음.']), **kw)
        le = fill(P(lang, VLE_SNIP_EN, VLE_SNIP_KO), **kw)
    ask = fill(P(lang, VASK_EN, VASK_KO), **kw)
    secrets = list(snip.listed)
    if len(secrets) == 1 and len(secrets[0]) < 120 and chance(0.15):
        ask = fill(P(lang, VASK_TOK_EN, VASK_TOK_KO), tok=secrets[0], **kw)
    return '%s credentials in %s' % (v.name, clabel), mc, le, ask, secrets


NOQ = '"\'\\` '          # characters kept out of passwords that are written inside code/quotes


def cq(p):
    """shell-quote a password as people do on the command line"""
    if _re.fullmatch(r'[A-Za-z0-9_@%+=:,./-]+', p):
        return p if chance(0.6) else "'" + p + "'"
    return "'" + p + "'"


def pct(p):
    return quote(p, safe='')


# ---- connection strings -------------------------------------------------------
def t_conn(lang):
    u = pick(DBUSERS)
    h = pick(HOSTS)
    db = pick(DBNAMES)
    p = ascii_password(lang, avoid=NOQ + ';')
    pe = pct(p)
    kind = pick(['pg', 'mysql', 'mongo', 'redis', 'amqp', 'mssql', 'jdbc', 'libpq', 'pgpass', 'clickhouse', 'elastic', 'smtp',
                 'ftp', 'sqlalchemy', 'django', 'rails', 'spring', 'prisma', 'celery'])
    secrets = [pe] if kind in ('pg', 'mysql', 'mongo', 'redis', 'amqp', 'clickhouse', 'elastic', 'smtp', 'ftp',
                               'sqlalchemy', 'prisma', 'celery') else [p]
    if kind == 'pg':
        s = 'DATABASE_URL=postgresql://%s:%s@%s:5432/%s%s' % (u, pe, h, db, pick(['', '?sslmode=require', '?schema=public']))
        dbk = 'Postgres'
    elif kind == 'mysql':
        s = "DB_URL='mysql://%s:%s@%s:3306/%s'" % (u, pe, h, db)
        dbk = 'MySQL'
    elif kind == 'mongo':
        s = 'MONGODB_URI="mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"' % (u, pe, rs(5, LALNUM), db)
        dbk = 'MongoDB Atlas'
    elif kind == 'redis':
        s = pick(['REDIS_URL=redis://:%s@%s:6379/0', 'REDIS_URL=rediss://default:%s@%s:6380']) % (pe, h)
        dbk = 'Redis'
    elif kind == 'amqp':
        s = "BROKER_URL = 'amqp://%s:%s@%s:5672/%%2F'" % (u, pe, h)
        dbk = 'RabbitMQ'
    elif kind == 'mssql':
        s = '"DefaultConnection": "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;"' % (
            pick(['acme-sql.database.windows.net', h]), db, u, p)
        dbk = 'SQL Server'
    elif kind == 'jdbc':
        s = 'spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=%s' % (h, db, u, p)
        dbk = 'Postgres (JDBC)'
    elif kind == 'libpq':
        p = ascii_password(lang, avoid=NOQ + ';=')
        secrets = [p]
        s = 'conn = psycopg2.connect("host=%s port=5432 dbname=%s user=%s password=%s")' % (h, db, u, p)
        dbk = 'Postgres'
    elif kind == 'pgpass':
        p = ascii_password(lang, avoid=NOQ + ';:')
        secrets = [p]
        s = '# ~/.pgpass\n%s:5432:%s:%s:%s' % (h, db, u, p)
        dbk = 'Postgres'
    elif kind == 'clickhouse':
        s = 'CLICKHOUSE_URL=clickhouse://%s:%s@%s:9000/%s' % (u, pe, h, db)
        dbk = 'ClickHouse'
    elif kind == 'elastic':
        s = 'ELASTICSEARCH_URL=https://elastic:%s@es.acme.internal:9200' % pe
        dbk = 'Elasticsearch'
    elif kind == 'smtp':
        s = 'EMAIL_URL=smtp://%s:%s@smtp.%s:587' % (pick(['postmaster%40mg.acme.io', 'noreply%40acme.io', u]), pe,
                                                  pick(['mailgun.org', 'office365.com', 'gmail.com', 'acme.io']))
        dbk = 'SMTP relay'
    elif kind == 'ftp':
        s = 'curl -T export.csv "ftp://%s:%s@ftp.partner-logistics.com/inbound/"' % (u, pe)
        dbk = 'partner FTP'
    elif kind == 'sqlalchemy':
        s = 'engine = create_engine(\n    "postgresql+psycopg2://%s:%s@%s:5432/%s",\n    pool_pre_ping=True,\n)' % (u, pe, h, db)
        dbk = 'Postgres'
    elif kind == 'django':
        s = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, u, p, h)
        dbk = 'Postgres'
    elif kind == 'rails':
        s = 'production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: "%s"\n  host: %s' % (db, u, p, h)
        dbk = 'Postgres'
    elif kind == 'spring':
        s = 'spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: "%s"' % (h, db, u, p)
        dbk = 'MySQL'
    elif kind == 'prisma':
        s = 'DATABASE_URL="mysql://%s:%s@%s:3306/%s"' % (u, pe, h, db)
        dbk = 'MySQL'
    else:
        s = "CELERY_BROKER_URL = 'redis://:%s@%s:6379/1'" % (pe, h)
        dbk = 'Redis (Celery broker)'
    if lang == 'en':
        area = pick(AREA_EN)
        mc = pick(["The {dbk} credentials for {area} aren't in the README. The connection string I was given:\n{s}",
                   "I didn't know {area} connects to {dbk} as {u} with a static password nobody documented. From the shared config:\n{s}",
                   "Local setup needs the shared {dbk} on {h}; {person} pasted this:\n{s}",
                   "Couldn't reproduce the bug until I pointed at the same {dbk} as staging:\n{s}",
                   "Nobody mentioned that the {dbk} for {area} needs its own user. This is what's deployed:\n{s}"]).format(**K(
            dbk=dbk, area=area, s=s, u=u, h=h, person=pick(PERSON_EN)))
        les = ["{u} has write access on {db}, so migrations run from a laptop go straight to the real data.",
               "The pool runs out at about 20 connections; a second worker should get its own user.",
               "TLS is mandatory on this host; without it the handshake fails with a misleading auth error.",
               "The driver reads the URL once at boot, so rotating the password needs a restart of every pod."]
        if pe != p:
            les.append("The password has characters that must be percent-encoded in the URL, otherwise the driver splits at the wrong '@' or ':'.")
        le = pick(les).format(**K(u=u, db=db))
        ask = pick(["Can I get a separate {dbk} user for local debugging?", "Is there a read replica I should use instead of the primary?",
                    "Who rotates the {dbk} password, and where will the new one be stored?", "", "Should this URL live in the secret manager?"]).format(**K(dbk=dbk))
    else:
        area = pick(AREA_KO)
        mc = pick(["{area} 쪽 {dbk} 접속 정보가 README에 없음. 전달받은 connection string:\n{s}",
                   "{area}에서 문서에 없는 고정 비밀번호로 {dbk}에 붙는다는 걸 몰랐습니다. 공용 설정에 있던 값:\n{s}",
                   "로컬에서 {h}의 공용 {dbk:를} 써야 하는데, {person}한테 받은 설정:\n{s}",
                   "스테이징이랑 같은 {dbk:를} 바라봐야 버그가 재현됨. 쓴 설정:\n{s}",
                   "{area}용 {dbk} 계정이 따로 있어야 한다는 얘기를 못 들음. 현재 배포된 값:\n{s}"]).format(**K(
            dbk=dbk, area=area, s=s, h=h, person=pick(PERSON_KO)))
        les = ["{u} 계정은 {db}에 쓰기 권한이 있어서 로컬에서 마이그레이션 돌리면 실데이터에 바로 반영됨.",
               "커넥션 풀이 20개 정도에서 고갈됨. 워커를 하나 더 띄우려면 계정을 분리해야 함.",
               "이 호스트는 TLS 필수. 없으면 인증 에러처럼 보이는 엉뚱한 메시지가 나옴.",
               "드라이버가 부팅 시 URL을 한 번만 읽어서, 비번 바꾸면 pod 전부 재시작해야 함."]
        if pe != p:
            les.append("비밀번호에 특수문자가 있어서 URL에 넣을 땐 percent-encoding 해야 함. 안 하면 '@'나 ':' 기준으로 잘못 잘림.")
        le = pick(les).format(**K(u=u, db=db))
        ask = pick(["로컬 디버깅용 {dbk} 계정을 따로 받을 수 있을까요?", "primary 말고 read replica를 써야 하나요?",
                    "{dbk} 비밀번호는 누가 rotate 하고, 새 값은 어디에 저장되나요?", "", "이 URL은 secret manager로 옮겨야 하지 않나요?"]).format(**K(dbk=dbk))
    return 'connection string: %s' % kind, mc, le, ask, secrets


# ---- CLI commands with passwords -------------------------------------------------
CLI_HOSTS = ['10.0.3.17', '192.168.10.42', 'ops-01.acme.internal', 'build-win-02', 'staging.acme.io', 'legacy-app-3',
             'nas01.local', '10.20.1.5', 'bastion.acme.io', 'files.acme.internal', 'kc.acme.io', 'mq.acme.internal']
CLI_CMDS = [
    ('mysql -h {h} -u {u} -p{pq} {db}', 'mysql -p attached password', 'check the orders table', 'orders 테이블 확인'),
    ('mysql --user={u} --password={pq} --host={h} {db} -e "SHOW PROCESSLIST"', 'mysql --password=', 'find the lock', '락 걸린 쿼리 찾기'),
    ('mysqldump -u{u} -p{pq} --single-transaction {db} > dump.sql', 'mysqldump -p', 'take a dump before the migration', '마이그레이션 전 덤프 뜨기'),
    ('PGPASSWORD={pq} psql -h {h} -U {u} -d {db}', 'PGPASSWORD prefix', 'run the backfill query', '백필 쿼리 실행'),
    ('sshpass -p {pq} ssh {u}@{h}', 'sshpass -p', 'copy logs off the box', '서버 로그 복사'),
    ('redis-cli -h {h} -a {pq} --no-auth-warning', 'redis-cli -a', 'flush the stuck queue', '막힌 큐 비우기'),
    ('mongosh "mongodb://{h}:27017/{db}" -u {u} -p {pq} --authenticationDatabase admin', 'mongosh -p', 'inspect the sessions collection', 'sessions 컬렉션 확인'),
    ('docker login registry.acme.io -u {u} -p {pq}', 'docker login -p', 'push the hotfix image', '핫픽스 이미지 push'),
    ('echo {pq} | docker login ghcr.io -u {u} --password-stdin', 'echo | docker login --password-stdin', 'pull the private base image', 'private 베이스 이미지 pull'),
    ('htpasswd -bc /etc/nginx/.htpasswd {u} {pq}', 'htpasswd -b positional', 'put basic auth on the staging site', '스테이징 사이트에 basic auth 걸기'),
    ("curl -u {u}:{p_raw} https://{h}/api/health", 'curl -u user:pass', 'hit the health endpoint', '헬스 체크 엔드포인트 호출'),
    ('wget --user={u} --password={pq} https://files.acme.io/export/latest.csv', 'wget --password=', 'download the partner export', '파트너 export 파일 다운로드'),
    ('openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p_raw}', 'openssl -passout pass:', 'build the p12 for the Android team', '안드로이드팀용 p12 만들기'),
    ('zip -P {pq} export.zip report.csv', 'zip -P', 'send the export to the partner', '파트너에 export 전달'),
    ('7z a -p{pq} -mhe=on backup.7z ./data', '7z -p attached', 'archive the old uploads', '예전 업로드 파일 압축'),
    ('smbclient //fileserver/finance -U {u}%{p_raw}', 'smbclient -U user%pass', 'grab the nightly report', '야간 리포트 가져오기'),
    ('net use Z: \\\\fs01\\share {p_raw} /user:ACME\\{u}', 'net use positional password', 'map the build share', '빌드 공유폴더 연결'),
    ('sqlcmd -S {h} -U sa -P {pq} -Q "SELECT @@VERSION"', 'sqlcmd -P', 'check the SQL Server version', 'SQL Server 버전 확인'),
    ('rabbitmqctl add_user {u} {pq}', 'rabbitmqctl add_user positional', 'create the consumer user', '컨슈머 계정 생성'),
    ('keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass {pq} -srcstorepass {pq}', 'keytool -storepass', 'convert the keystore', '키스토어 변환'),
    ('ldapsearch -x -H ldap://{h} -D "cn={u},dc=acme,dc=io" -w {pq} "(uid=jdoe)" memberOf', 'ldapsearch -w', "look up a user's groups", '사용자 그룹 조회'),
    ('ipmitool -I lanplus -H {h} -U ADMIN -P {pq} chassis power cycle', 'ipmitool -P', 'power-cycle the node', '노드 전원 재시작'),
    ('xfreerdp /v:{h} /u:{u} /p:{p_raw} /cert:ignore', 'xfreerdp /p:', 'get onto the Windows build VM', '윈도우 빌드 VM 접속'),
    ('mosquitto_pub -h {h} -u {u} -P {pq} -t sensors/temp -m 21.5', 'mosquitto_pub -P', 'test the MQTT bridge', 'MQTT 브리지 테스트'),
    ('lftp -u {u},{pq} sftp://{h}', 'lftp -u user,pass', 'upload the settlement file', '정산 파일 업로드'),
    ('sqlplus {u}/{p_raw}@//{h}:1521/ORCLPDB1', 'sqlplus user/pass@db', 'check the legacy Oracle schema', '레거시 오라클 스키마 확인'),
    ('cqlsh {h} -u cassandra -p {pq}', 'cqlsh -p', 'check the keyspace replication', '키스페이스 replication 확인'),
    ('influx -username {u} -password {pq} -database telegraf', 'influx -password', 'query the metrics', '메트릭 조회'),
    ('echo "{u}:{p_raw}" | sudo chpasswd', 'chpasswd', 'reset the kiosk account', '키오스크 계정 비번 초기화'),
    ('vault login -method=userpass username={u} password={pq}', 'vault login userpass', 'read the KV path', 'KV 경로 읽기'),
    ('az login -u {u}@acmecorp.onmicrosoft.com -p {pq}', 'az login -p', 'run the Azure cleanup script', 'Azure 정리 스크립트 실행'),
    ('mc alias set prod https://minio.acme.io {u} {pq}', 'mc alias set positional secret', 'copy the model artifacts', '모델 아티팩트 복사'),
    ('ansible-playbook site.yml -i inventory/prod -e "ansible_become_password={p_raw}"', 'ansible -e become password', 'patch the web hosts', '웹 서버 패치'),
    ('psexec \\\\{h} -u ACME\\{u} -p {pq} cmd', 'psexec -p', 'restart the print spooler', '프린트 스풀러 재시작'),
    ('svn checkout https://svn.acme.io/repos/legacy --username {u} --password {pq}', 'svn --password', 'check out the legacy repo', '레거시 저장소 checkout'),
    ('RSYNC_PASSWORD={pq} rsync -av rsync://{u}@{h}/backup ./backup', 'RSYNC_PASSWORD', 'restore the backup', '백업 복원'),
    ('helm install pg bitnami/postgresql --set auth.postgresPassword={pq} -n data', 'helm --set password', 'stand up the test database', '테스트 DB 띄우기'),
    ('java -jar app.jar --spring.datasource.password={pq}', 'spring CLI arg password', 'boot the app against staging', '스테이징 DB로 앱 기동'),
    ('gpg --batch --pinentry-mode loopback --passphrase {pq} -d backup.tar.gpg > backup.tar', 'gpg --passphrase', 'decrypt the backup', '백업 복호화'),
    ('openssl enc -aes-256-cbc -pbkdf2 -d -in secrets.enc -out secrets.txt -k {pq}', 'openssl enc -k', 'decrypt the handover file', '인수인계 파일 복호화'),
    ('unzip -P {pq} invoices.zip', 'unzip -P', 'open the invoices archive', '인보이스 압축 해제'),
    ('java -Djavax.net.ssl.trustStorePassword={pq} -jar client.jar', 'JVM trustStorePassword', 'run the mTLS client', 'mTLS 클라이언트 실행'),
    ('wp user create qa qa@acme.io --role=administrator --user_pass={pq}', 'wp-cli --user_pass', 'create a QA admin', 'QA 관리자 계정 생성'),
    ('kcadm.sh config credentials --server http://{h}:8080 --realm master --user admin --password {pq}', 'kcadm --password', 'export the realm', 'realm export'),
    ('pscp -pw {pq} build.zip {u}@{h}:/tmp/', 'pscp -pw', 'copy the build to the server', '빌드 파일 서버로 복사'),
    ('plink -ssh {u}@{h} -pw {pq} "systemctl restart app"', 'plink -pw', 'restart the service', '서비스 재시작'),
    ('SNOWSQL_PWD={pq} snowsql -a acme-xy12345 -u {u} -d ANALYTICS', 'SNOWSQL_PWD', 'check the warehouse credits', '웨어하우스 크레딧 확인'),
    ("curl -X POST https://{h}/oauth/token -d 'grant_type=password&username={u}&password={p_enc}'", 'OAuth password grant form body', 'get a token for the legacy API', '레거시 API 토큰 발급'),
    ('git clone https://{u}:{p_enc}@git.acme.io/platform/infra.git', 'git clone user:pass URL', 'clone the infra repo', 'infra 저장소 clone'),
    ('docker run -d --name pg -e POSTGRES_PASSWORD={pq} -p 5432:5432 postgres:16', 'docker run -e POSTGRES_PASSWORD', 'recreate the shared QA database', 'QA 공용 DB 재생성'),
    ('hdbsql -n {h}:30015 -u SYSTEM -p {pq} "SELECT * FROM M_DATABASE"', 'hdbsql -p', 'check the HANA tenant', 'HANA 테넌트 확인'),
]


def t_cli(lang):
    cmd, cat, goal_en, goal_ko = pick(CLI_CMDS)
    u = pick(DBUSERS + ['deploy', 'jkim', 'backup', 'svc_ci'])
    dbish = '{db}' in cmd or any(k in cmd for k in ('mysql', 'psql', 'mongosh', 'redis-cli', 'sqlcmd', 'cqlsh', 'influx', 'sqlplus', 'hdbsql'))
    h = pick(HOSTS) if dbish else pick(CLI_HOSTS)
    db = pick(DBNAMES)
    avoid = NOQ + ',%;:' if ('{p_raw}' in cmd or ',' in cmd) else NOQ
    p = ascii_password(lang, avoid=avoid)
    pe = pct(p)
    pq = cq(p)
    s = cmd.format(**K(h=h, u=u, db=db, pq=pq, p_raw=p, p_enc=pe))
    secrets = [pe] if '{p_enc}' in cmd else [p]
    if lang == 'en':
        person = pick(PERSON_EN)
        mc = pick(["Needed to {goal} on {h} and had no credentials. {person} gave me the exact command they use:\n{s}",
                   "Nobody said how to {goal}; this is the command from the runbook:\n{s}",
                   "The task was to {goal}. Credentials weren't in the ticket; I found this in shell history on the bastion:\n{s}",
                   "I lacked access to {h}. Working invocation (from {person}):\n{s}",
                   "Had to {goal}. The only documented way is this line in the ops notes:\n    {s}"]).format(**K(goal=goal_en, h=h, person=person, s=s))
        le = pick(["Passing the password on the command line leaves it in shell history and in ps output; a config file or stdin is better.",
                   "The shared account is used by several scripts, so it can't be rotated without coordinating.",
                   "The command works from the bastion only; from the VPN the host is firewalled.",
                   "It silently falls back to an interactive prompt if the password is wrong, which hangs CI.",
                   "To {goal} you have to be on the bastion first; the same command from a laptop just times out."]).format(**K(goal=goal_en))
        ask = pick(["Can I get my own account on {h} instead of the shared one?", "Is there a read-only user for this?", "",
                    "Where is this password supposed to be stored?", "Should this command move into a script that reads the password from vault?"]).format(**K(h=h))
        if chance(0.15):
            ask = pick(["Is {p} still valid after last week's rotation?", "The command used {p}; is that the shared password or someone's personal one?"]).format(**K(p=p))
    else:
        person = pick(PERSON_KO)
        mc = pick(["{h}에서 {goal} 해야 했는데 계정 정보가 없었음. {person}한테 받은 명령어 그대로:\n{s}",
                   "{goal} 하는 방법을 아무도 안 알려줌. 런북에 있던 명령어:\n{s}",
                   "작업: {goal}. 티켓에 접속 정보가 없어서 배스천 서버 history에서 찾았습니다.\n{s}",
                   "{h} 접근 권한이 없었음. 실제로 동작한 명령 ({person} 제공):\n{s}",
                   "{goal} 필요. 문서화된 방법은 운영 노트의 이 한 줄뿐이었음:\n    {s}"]).format(**K(goal=goal_ko, h=h, person=person, s=s))
        le = pick(["커맨드라인에 비번을 넣으면 shell history랑 ps 출력에 남음. 다음엔 설정 파일이나 stdin으로 넘기기.",
                   "공용 계정이라 여러 스크립트가 같이 씀. 혼자 rotate 하면 안 됨.",
                   "배스천에서만 됨. VPN으로는 방화벽에 막힘.",
                   "비번 틀리면 조용히 interactive prompt로 넘어가서 CI가 멈춤.",
                   "{goal} 하려면 배스천에 먼저 들어가야 함. 노트북에서 같은 명령 치면 timeout만 남."]).format(**K(goal=goal_ko))
        ask = pick(["공용 계정 말고 개인 계정을 {h}에 받을 수 있을까요?", "읽기 전용 계정이 따로 있나요?", "",
                    "이 비밀번호는 원래 어디에 보관하는 건가요?", "이 명령을 vault에서 비번 읽어오는 스크립트로 바꿀까요?"]).format(**K(h=h))
        if chance(0.15):
            ask = pick(["지난주 rotate 이후에도 {p} 유효한가요?", "명령어에 들어간 {p} 는 공용 비번인가요, 누구 개인 비번인가요?"]).format(**K(p=p))
    return 'shell: %s' % cat, mc, le, ask, secrets


# ---- passwords in prose ---------------------------------------------------------
SYSTEMS_EN = ['the staging Grafana', 'Jenkins', 'the router admin page', 'the Synology NAS', 'pgAdmin', 'the vendor SFTP',
              'the Jira service account', 'the Windows build VM', 'Metabase', 'Kibana', 'the RabbitMQ management UI',
              'the MinIO console', 'Argo CD', 'the test Apple ID', 'the shared QA Gmail', 'the Keycloak admin console',
              'the lab Raspberry Pi', 'the marketing site wp-admin', 'phpMyAdmin', 'the UniFi controller',
              'the db-3 iDRAC', 'the ESXi host', 'Harbor', 'Nexus', 'Portainer', 'the Airflow UI', 'the Firebase test user',
              'the Strapi admin', 'Superset', 'the TestFlight reviewer account', 'the Cisco switch', 'the VPN']
SYSTEMS_KO = ['스테이징 Grafana', 'Jenkins', '공유기 관리자 페이지', '사내 NAS', 'pgAdmin', '협력사 SFTP', 'Jira 서비스 계정',
              '윈도우 빌드 VM', 'Metabase', 'Kibana', 'RabbitMQ 관리 콘솔', 'MinIO 콘솔', 'Argo CD', '테스트용 Apple ID',
              'QA 공용 Gmail', 'Keycloak 관리자 콘솔', '라즈베리파이', '워드프레스 관리자', 'phpMyAdmin', 'iDRAC', 'ESXi',
              'Harbor', 'Nexus', 'Portainer', 'Airflow', '앱 심사용 테스트 계정', '그누보드 관리자', '카페24 관리자', '사내 VPN',
              '쇼핑몰 어드민', '개발 서버']


def t_prose_pw(lang):
    p = pw_hangul() if (lang == 'ko' and chance(0.45)) else any_password(lang)
    login = pick(LOGINS)
    form = pick(['plain', 'login', 'said', 'two_sent', 'reset', 'backtick', 'repeat_ask', 'paren'])
    if lang == 'en':
        sysn = pick(SYSTEMS_EN)
        person = pick(PERSON_EN)
        if form == 'plain':
            mc = pick(["I didn't have access to {sys}. The password is {p} and the user is {login}.",
                       "Missing piece: the password for {sys}, which is {p}.",
                       "Credentials for {sys} weren't in the ticket. For the record, {login} / {p}."])
        elif form == 'login':
            mc = pick(["I logged in to {sys} with {login} and {p} to check the failing job.",
                       "Logged into {sys} as {login} (password {p}) and the dashboard showed the same error."])
        elif form == 'said':
            mc = pick(["{person} told me the {sys} login is {login} and the password is {p}.",
                       "Asked {person} how to get into {sys}; answer: user {login}, password {p}."])
        elif form == 'two_sent':
            mc = pick(["{person} reset the {sys} admin password this morning. The new one is {p}.",
                       "The admin account for {sys} is {login}. Its password, per {person}: {p}",
                       "I asked {person} for the {sys} password. They wrote back: {p}"])
        elif form == 'reset':
            mc = pick(["{sys} had been locked after the audit. It was reset to {p} and has to be changed at first login.",
                       "After the reset, {sys} accepts {login} with the temporary password {p}."])
        elif form == 'backtick':
            mc = pick(["Access to {sys}: user `{login}`, password `{p}`.", "{sys} creds -> `{login}` / `{p}`"])
        elif form == 'paren':
            mc = pick(["The job logs into {sys} as {login} ({p}) every night at 02:00.",
                       "{sys} (login {login}, pw: {p}) was the only place with the raw export."])
        else:
            mc = pick(["I was not told which account to use for {sys}.", "No one mentioned that {sys} needs a separate login."])
        mc = mc.format(**K(sys=sysn, p=p, login=login, person=person))
        le = pick(["The account is shared by the whole team, so changing the password breaks other people's scripts.",
                   "{sys} locks the account after five failed attempts; copy-paste the password rather than typing it.",
                   "The session from {sys} expires after 15 minutes of inactivity, so long exports have to be chunked.",
                   "Once logged in, the export is under Settings > Data, not under Reports."]).format(**K(sys=sysn))
        ask = pick(["Can I get a personal account for {sys}?", "Is the {sys} password kept in 1Password somewhere?",
                    "Who should I ask when {sys} locks the shared account again?", ""]).format(**K(sys=sysn))
        if form == 'repeat_ask':
            le = pick(["The password that worked for {sys} was {p}; the one on the wiki is outdated.",
                       "Got in with {login} / {p} after {person} unlocked the account."]).format(**K(sys=sysn, p=p, login=login, person=person))
            ask = pick(["Is {p} still the {sys} password after the reset?", "Should I keep using {p} for {sys} or wait for a personal account?"]).format(**K(p=p, sys=sysn))
        elif chance(0.15):
            ask = pick(["Will {p} keep working for {sys} after the SSO migration?", "Is {p} the permanent {sys} password or a temporary one?"]).format(**K(p=p, sys=sysn))
    else:
        sysn = pick(SYSTEMS_KO)
        person = pick(PERSON_KO)
        if form == 'plain':
            mc = pick(["{sys} 접근 권한이 없었음. 비밀번호는 {p} 이고 계정은 {login}.",
                       "{sys} 계정은 {login}, 비번은 {p}이고 공용으로 씀.",
                       "빠진 정보: {sys} 비밀번호 ({p}).",
                       "티켓에 {sys} 계정 정보가 없었습니다. 참고로 {login} / {p} 입니다."])
        elif form == 'login':
            mc = pick(["실패한 잡 확인하려고 {sys}에 {login} / {p} 로 로그인했음.",
                       "{sys}에 {login} 계정, 비번 {p}으로 로그인해서 확인함.".replace('{p}으로', '{p:으로}'),
                       "{sys}에 {login} 계정(비번 {p})으로 들어가 보니 대시보드에도 같은 에러가 떠 있었음."])
        elif form == 'said':
            mc = pick(["{person:이} 알려준 {sys} 계정: 아이디 {login}, 비번 {p}".replace('{person:이}', '{person}께서'),
                       "{sys} 들어가는 방법을 {person}한테 물어봄. 답: 아이디 {login}, 비밀번호 {p}"])
        elif form == 'two_sent':
            mc = pick(["오늘 아침 {person:이} {sys} 관리자 비번을 초기화했음. 새 비번은 {p}.".replace('{person:이}', '{person}께서'),
                       "{sys} 관리자 비번이 바뀌었다고 함. 새 비번은 {p}이고 첫 로그인 때 바꿔야 함.",
                       "{sys} 관리자 계정은 {login}. 비밀번호는 {person}한테 받았는데 {p} 임.",
                       "{sys} 비번 물어봤더니 {person} 답장: {p}"])
        elif form == 'reset':
            mc = pick(["감사 이후 {sys} 계정이 잠겨 있었음. 임시 비밀번호 {p}로 초기화됐고 첫 로그인 때 변경해야 함.",
                       "초기화 후 {sys:는} {login} / 임시 비번 {p} 로 들어가짐."])
        elif form == 'backtick':
            mc = pick(["{sys} 접속: 계정 `{login}`, 비밀번호 `{p}`", "{sys} 계정 -> `{login}` / `{p}`"])
        elif form == 'paren':
            mc = pick(["야간 잡이 매일 02시에 {sys}에 {login}({p})로 로그인함.",
                       "원본 export는 {sys}(계정 {login}, 비번: {p})에만 있었음."])
        else:
            mc = pick(["{sys}에 어떤 계정으로 들어가야 하는지 못 들었습니다.", "{sys:는} 로그인을 따로 해야 한다는 걸 아무도 얘기 안 해줌."])
        mc = mc.format(**K(sys=sysn, p=p, login=login, person=person))
        le = pick(["팀 전체가 쓰는 공용 계정이라 비번 바꾸면 다른 사람 스크립트가 깨짐.",
                   "{sys:는} 5번 틀리면 계정 잠김. 직접 치지 말고 복붙할 것.",
                   "{sys} 세션이 15분 무응답이면 끊겨서 큰 export는 나눠서 받아야 함.",
                   "로그인 후 export 메뉴는 리포트가 아니라 설정 > 데이터 아래에 있음."]).format(**K(sys=sysn))
        ask = pick(["{sys} 개인 계정을 받을 수 있을까요?", "{sys} 비밀번호가 1Password 어디에 있나요?",
                    "{sys} 공용 계정이 또 잠기면 누구한테 요청하면 되나요?", ""]).format(**K(sys=sysn))
        if form == 'repeat_ask':
            le = pick(["{sys}에서 실제로 먹힌 비번은 {p}. 위키에 있는 건 예전 값임.",
                       "{person:이} 잠금 풀어준 뒤 {login} / {p} 로 접속 성공.".replace('{person:이}', '{person}께서')]).format(**K(sys=sysn, p=p, login=login, person=person))
            ask = pick(["초기화 이후에도 {sys} 비번이 {p} 맞나요?", "{sys}에 계속 {p} 써도 되나요, 개인 계정 나올 때까지 기다릴까요?"]).format(**K(p=p, sys=sysn))
        elif chance(0.15):
            ask = pick(["SSO 전환 후에도 {sys}에서 {p} 계속 쓸 수 있나요?", "{p}는 {sys} 임시 비번인가요, 고정인가요?"]).format(**K(p=p, sys=sysn))
    return 'prose: password %s' % form, mc, le, ask, [p]


def t_chat_paste(lang):
    p = pw_hangul() if (lang == 'ko' and chance(0.4)) else any_password(lang)
    login = pick(LOGINS)
    if lang == 'en':
        sysn = pick(SYSTEMS_EN)
        a, b = pick([('jkim', 'me'), ('priya.s', 'agent-run'), ('tom', 'dev'), ('sarah', 'me')])
        hh, mm = rint(8, 18), rint(0, 55)
        chat = pick([
            "[{hh}:{mm:02d}] {a}: {sys} login is {login}\n[{hh}:{mm:02d}] {a}: pw {p}\n[{hh}:{m2:02d}] {b}: thx, in",
            "{a}  {hh}:{mm:02d} PM\nfor {sys}: {login} / {p}\nplease don't share outside the channel\n{b}  {hh}:{m2:02d} PM\ngot it",
            "> {a}: new password for {sys} is {p} (old one was revoked)\n> {b}: 👍",
        ]).format(**K(hh=hh, mm=mm, m2=mm + 1, a=a, b=b, sys=sysn, login=login, p=p))
        mc = pick(["The access details for {sys} were only in Slack. Pasting the thread so I don't lose it:\n{chat}",
                   "Didn't know where the {sys} credentials live; they came from this chat:\n{chat}",
                   "Context from the DM with the user:\n{chat}"]).format(**K(sys=sysn, chat=chat))
        le = pick(["Credentials get passed around in chat here; there is no vault entry for {sys}.",
                   "{sys} only allows one session per account, so logging in kicked the user out of their session.",
                   "The shared login has admin rights in {sys}, which is more than this task needed."]).format(**K(sys=sysn))
        ask = pick(["Could the {sys} login be moved into the password manager?", "Is there a non-admin account for {sys}?", ""]).format(**K(sys=sysn))
    else:
        sysn = pick(SYSTEMS_KO)
        a = pick(['김준호', '이서연', '박지훈', '최민지', '정현우'])
        hh, mm = rint(1, 11), rint(0, 55)
        chat = pick([
            "[오후 {hh}:{mm:02d}] {a} : {sys} 계정 {login}\n[오후 {hh}:{mm:02d}] {a} : 비번 {p}\n[오후 {hh}:{m2:02d}] 나 : 감사합니다!",
            "{a} 오전 {hh}:{mm:02d}\n{sys} 로그인 정보 공유드려요\nID: {login}\nPW: {p}\n외부 공유 금지요~",
            "{a}: {sys} 비번 바뀜 → {p}\n나: 넵 확인했습니다",
        ]).format(**K(hh=hh, mm=mm, m2=mm + 1, a=a, sys=sysn, login=login, p=p))
        mc = pick(["{sys} 접속 정보가 카톡에만 있었음. 잃어버릴까봐 대화 그대로 붙여둠:\n{chat}",
                   "{sys} 계정이 어디 있는지 몰랐는데 슬랙 DM으로 받음:\n{chat}",
                   "사용자와 나눈 대화 중 관련 부분:\n{chat}"]).format(**K(sys=sysn, chat=chat))
        le = pick(["여기는 계정 정보를 채팅으로 주고받음. {sys}용 vault 항목이 없음.",
                   "{sys:는} 계정당 세션 1개라서 내가 로그인하니까 사용자 세션이 끊겼음.",
                   "공용 계정이 {sys} 관리자 권한이라 이번 작업에 필요한 것보다 권한이 과함."]).format(**K(sys=sysn))
        ask = pick(["{sys} 계정을 비밀번호 관리자로 옮겨주실 수 있나요?", "{sys}에 관리자 아닌 계정이 있나요?", ""]).format(**K(sys=sysn))
    return 'chat paste: password', mc, le, ask, [p]


def t_split_fields(lang):
    """label at the end of one field, value at the start of the next"""
    p = pw_hangul() if (lang == 'ko' and chance(0.35)) else any_password(lang)
    login = pick(LOGINS)
    if lang == 'en':
        sysn = pick(SYSTEMS_EN)
        if chance(0.6):
            mc = pick(["The task needed {sys}, and nobody had given me access. {person} finally sent the login: user {login}, password:",
                       "Blocked for an hour on {sys}. The credentials, once I got them, were {login} and the password"]).format(**K(
                sys=sysn, person=pick(PERSON_EN), login=login))
            le = pick(["{p} — works only from the office network. The account is shared, so don't change it.",
                       "{p}. After logging in, the job history showed the import had been failing since Monday."]).format(**K(p=p))
            ask = pick(["Can I get my own account for {sys}?", ""]).format(**K(sys=sysn))
            where = 'mc->lesson'
        else:
            mc = pick(["Had no access to {sys}.", "{sys} credentials were missing from the handover notes."]).format(**K(sys=sysn))
            le = pick(["Logged in as {login} after {person} unlocked it; the import job had been failing since Monday. Password for next time:",
                       "Fixed the webhook in {sys}. For the record, the admin password is"]).format(**K(login=login, person=pick(PERSON_EN), sys=sysn))
            ask = pick(["{p} (please confirm it's still valid, or give me a personal account)", "{p} — is that meant to be shared?"]).format(**K(p=p))
            where = 'lesson->ask'
    else:
        sysn = pick(SYSTEMS_KO)
        if chance(0.6):
            mc = pick(["작업에 {sys:가} 필요했는데 권한이 없었음. {person}한테 겨우 받은 계정: 아이디 {login}, 비번은",
                       "{sys} 때문에 한 시간 막힘. 받은 계정 정보는 {login} 그리고 비밀번호"]).format(**K(sys=sysn, person=pick(PERSON_KO), login=login))
            le = pick(["{p} — 사무실 네트워크에서만 됨. 공용 계정이니 변경 금지.",
                       "{p}. 로그인해보니 import 잡이 월요일부터 계속 실패하고 있었음."]).format(**K(p=p))
            ask = pick(["{sys} 개인 계정 받을 수 있을까요?", ""]).format(**K(sys=sysn))
            where = 'mc->lesson'
        else:
            mc = pick(["{sys} 접근 권한 없었음.", "인수인계 문서에 {sys} 계정이 빠져 있었음."]).format(**K(sys=sysn))
            le = pick(["{person:이} 잠금 풀어준 뒤 {login} 계정으로 로그인. import 잡이 월요일부터 실패 중이었음. 다음을 위해 비번 남김:".replace('{person:이}', '{person}께서'),
                       "{sys} 웹훅 수정 완료. 참고로 관리자 비번은"]).format(**K(login=login, person=pick(PERSON_KO), sys=sysn))
            ask = pick(["{p} (아직 유효한지 확인 부탁드려요. 아니면 개인 계정 주세요)", "{p} — 이거 공유해도 되는 비번인가요?"]).format(**K(p=p))
            where = 'lesson->ask'
    return 'split across fields (%s)' % where, mc, le, ask, [p]


def t_email_paste(lang):
    p = ascii_password(lang) if chance(0.7) else pw_generated(n=rint(10, 14), syms='!#$%&*?')
    login = pick(['j.kim@acme.io', 'qa-bot@acme.io', 'ops@acme.io', 'intern01@acme.io', 'm.park@acme.co.kr'])
    vendor_portal = pick(['the partner portal', 'the bank sandbox', 'the payment gateway merchant console', 'the logistics API portal',
                          'the ERP test tenant', 'the ad network dashboard'])
    if lang == 'en':
        mail = ("From: no-reply@%s\nSubject: Your account has been created\n\nUsername: %s\nTemporary password: %s\n"
                "You will be asked to change it on first sign-in." % (pick(['portal.partnerco.com', 'sandbox.bankapi.io', 'merchant.pgcorp.com']), login, p))
        mc = pick(["Access to %s was set up by email and I only got the forwarded message:\n%s" % (vendor_portal, mail),
                   "Didn't know the account for %s had already been created. The welcome mail:\n%s" % (vendor_portal, mail)])
        le = pick(["The temporary password expires after 72 hours, so the first login has to happen soon.",
                   "That portal does not support SSO; the account is tied to a personal mailbox."])
        ask = pick(["Should the account for %s be moved to a shared mailbox?" % vendor_portal, ""])
    else:
        mail = ("보낸사람: no-reply@%s\n제목: [계정 발급 안내]\n\n아이디: %s\n임시 비밀번호: %s\n최초 로그인 시 비밀번호를 변경해 주세요." %
                (pick(['partner.pgcorp.co.kr', 'sandbox.bankapi.kr', 'erp-test.acme.co.kr']), login, p))
        mc = pick(["협력사 포털 계정이 메일로 발급돼서 전달받은 메일만 있음:\n%s" % mail,
                   "계정이 이미 만들어져 있는 줄 몰랐음. 발급 안내 메일:\n%s" % mail])
        le = pick(["임시 비번은 72시간 후 만료라 빨리 첫 로그인 해야 함.", "이 포털은 SSO 지원 안 함. 개인 메일 계정에 묶여 있음."])
        ask = pick(["포털 계정을 공용 메일로 옮길까요?", ""])
    return 'email paste: temporary password', mc, le, ask, [p]


# ---- SQL user statements ------------------------------------------------------------
def t_sql(lang):
    u = pick(DBUSERS + ['looker', 'metabase_ro', 'debezium', 'app_reader'])
    db = pick(DBNAMES)
    p = ascii_password(lang, avoid=NOQ + ';')
    kind, stmt = pick([
        ('MySQL CREATE USER', "CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';"),
        ('Postgres ALTER ROLE', "ALTER ROLE {u} WITH LOGIN PASSWORD '{p}';"),
        ('Postgres CREATE USER', "CREATE USER {u} WITH PASSWORD '{p}';\nGRANT CONNECT ON DATABASE {db} TO {u};"),
        ('SQL Server CREATE LOGIN', "CREATE LOGIN {u} WITH PASSWORD = '{p}';\nCREATE USER {u} FOR LOGIN {u};"),
        ('Oracle ALTER USER', 'ALTER USER {u} IDENTIFIED BY "{p}" ACCOUNT UNLOCK;'),
        ('MongoDB createUser', 'db.createUser({{ user: "{u}", pwd: "{p}", roles: [ {{ role: "readWrite", db: "{db}" }} ] }})'),
        ('Redis ACL SETUSER', 'ACL SETUSER {u} on >{p} ~cache:* +@read'),
        ('Redis requirepass', 'CONFIG SET requirepass "{p}"'),
        ('MySQL ALTER USER root', "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{p}';"),
        ('Snowflake CREATE USER', "CREATE USER {u} PASSWORD = '{p}' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;"),
        ('ClickHouse CREATE USER', "CREATE USER {u} IDENTIFIED WITH sha256_password BY '{p}';"),
        ('MySQL SET PASSWORD', "SET PASSWORD FOR '{u}'@'%' = '{p}';"),
    ])
    if "'root'" in stmt:
        u = 'root'
    s = stmt.format(**K(u=u, p=p, db=db))
    if kind.startswith('Redis'):
        if lang == 'en':
            mc = pick(["The staging Redis accepted connections without auth until last week; nobody told me it was locked down with:\n{s}",
                       "Workers started failing with NOAUTH after {person} ran this on the cache:\n{s}"]).format(**K(s=s, person=pick(PERSON_EN)))
            le = pick(["CONFIG SET is not persisted unless CONFIG REWRITE runs, so a restart silently removes the password again.",
                       "Every client URL needs the password now, including the Celery broker and the rate limiter."])
            ask = pick(["Should the Redis password be managed in the Helm values instead of by hand?", ""])
        else:
            mc = pick(["스테이징 Redis가 지난주까지 인증 없이 접속됐는데, 아래 명령으로 막혔다는 걸 몰랐음:\n{s}",
                       "{person}께서 캐시에 이걸 실행한 뒤로 워커가 NOAUTH로 실패하기 시작함:\n{s}"]).format(**K(s=s, person=pick(PERSON_KO)))
            le = pick(["CONFIG REWRITE 안 하면 CONFIG SET은 저장이 안 돼서 재시작하면 비번이 조용히 사라짐.",
                       "이제 모든 클라이언트 URL에 비번이 필요함. Celery 브로커랑 rate limiter 포함."])
            ask = pick(["Redis 비번을 수동 말고 Helm values로 관리할까요?", ""])
        return 'Redis: %s' % kind, mc, le, ask, [p]
    if lang == 'en':
        mc = pick(["The reporting tool needed its own DB user and the ticket didn't say who creates it. {person} ran this on the primary:\n{s}",
                   "Migration 0042 failed because the {u} user didn't exist yet. The statement from the DBA's notes:\n{s}",
                   "I wasn't told the {u} account was created by hand. What was run:\n{s}"]).format(**K(person=pick(PERSON_EN), s=s, u=u))
        le = pick(["Users created by hand are not in the migrations, so a fresh environment is missing {u}.",
                   "The grant has to be re-run after every restore because the dump doesn't include roles.",
                   "{u} needs to be created on the primary; the replica rejects the statement."]).format(**K(u=u))
        ask = pick(["Should {u} be created by Terraform instead of by hand?", "Who keeps the credentials for {u}?", ""]).format(**K(u=u))
    else:
        mc = pick(["리포팅 툴용 DB 계정이 필요했는데 누가 만드는지 티켓에 없었음. {person}께서 primary에서 실행한 쿼리:\n{s}",
                   "{u} 계정이 없어서 마이그레이션 0042 실패. DBA 메모에 있던 구문:\n{s}",
                   "{u} 계정을 수동으로 만들었다는 걸 몰랐습니다. 실행된 구문:\n{s}"]).format(**K(person=pick(PERSON_KO), s=s, u=u))
        le = pick(["수동으로 만든 계정은 마이그레이션에 없어서 새 환경에는 {u:가} 없음.",
                   "덤프에 role이 안 들어가서 복원할 때마다 grant 다시 해야 함.",
                   "{u} 생성은 primary에서 해야 함. replica에서는 거부됨."]).format(**K(u=u))
        ask = pick(["{u} 계정을 Terraform으로 관리하는 게 맞을까요?", "{u} 계정 비밀번호는 누가 관리하나요?", ""]).format(**K(u=u))
    return 'SQL: %s' % kind, mc, le, ask, [p]


# ---- HTTP auth headers and cookies ----------------------------------------------------
def session_cookie():
    k = pick(['django', 'rails', 'express', 'php', 'java', 'aspnet', 'laravel', 'nextauth', 'slack', 'flask'])
    if k == 'django':
        v = rs(32, LALNUM)
        return 'sessionid', v, [v], 'Django sessionid'
    if k == 'rails':
        v = quote(b64e(rb(rint(90, 140))), safe='') + '--' + hexs(40)
        return '_acme_session', v, [v], 'Rails session cookie'
    if k == 'express':
        v = 's%3A' + rs(32, B64U) + '.' + quote(b64e(rb(32)).rstrip('='), safe='')
        return 'connect.sid', v, [v], 'Express connect.sid'
    if k == 'php':
        v = rs(26, LALNUM)
        return 'PHPSESSID', v, [v], 'PHPSESSID'
    if k == 'java':
        v = rs(32, HEXU)
        return 'JSESSIONID', v, [v], 'JSESSIONID'
    if k == 'aspnet':
        v = 'CfDJ8' + rs(rint(180, 260), B64U)
        return '.AspNetCore.Cookies', v, [v], 'ASP.NET Core auth cookie'
    if k == 'laravel':
        v = quote(b64e(_j({'iv': b64e(rb(16)), 'value': b64e(rb(48)), 'mac': hexs(64), 'tag': ''})), safe='')
        return 'laravel_session', v, [v], 'laravel_session'
    if k == 'nextauth':
        v = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + b64u(rb(12)) + '.' + b64u(rb(rint(120, 200))) + '.' + b64u(rb(16))
        return '__Secure-next-auth.session-token', v, [v], 'next-auth JWE session'
    if k == 'slack':
        v = quote('xoxd-' + b64e(rb(rint(60, 90))), safe='')
        return 'd', v, [v], 'Slack d cookie'
    v = b64u(_j({'user_id': rint(1000, 99999)})) + '.' + b64u(rb(4)) + '.' + b64u(rb(20))
    return 'session', v, [v], 'Flask signed session'


def t_http(lang):
    kind = pick(['basic', 'basic_and_plain', 'bearer_jwt', 'cookie_curl', 'cookie_raw', 'cookie_storage', 'raw_request'])
    host = pick(['api.acme.io', 'staging-api.acme.io', 'admin.acme.io', 'internal-gw.acme.local', 'partner.example-logistics.com'])
    path = pick(['/v1/orders?status=pending', '/admin/users', '/api/reports/daily', '/graphql', '/v2/shipments/track'])
    if kind in ('basic', 'basic_and_plain', 'raw_request'):
        user = pick(LOGINS + ['api', 'partner_acme'])
        p = ascii_password(lang, avoid=NOQ + ':')
        blob = b64e(('%s:%s' % (user, p)).encode())
        if kind == 'basic':
            s = 'curl -s https://%s%s \\\n  -H "Authorization: Basic %s"' % (host, path, blob)
            secrets = [blob]
        elif kind == 'basic_and_plain':
            s = 'requests.get("https://%s%s", auth=("%s", "%s"))\n# on the wire: Authorization: Basic %s' % (host, path, user, p, blob)
            secrets = [p, blob]
        else:
            s = 'GET %s HTTP/1.1\nHost: %s\nUser-Agent: python-requests/2.32.3\nAccept: */*\nAuthorization: Basic %s' % (path, host, blob)
            secrets = [blob]
        cat = 'HTTP Basic header (%s)' % kind
    elif kind == 'bearer_jwt':
        tok = tok_app_jwt(pick(['user_%d' % rint(100, 9999), 'svc-reporting', 'admin@acme.io']), pick(['acme-api', 'https://api.acme.io']))
        s = pick(['curl https://%s%s -H "Authorization: Bearer %s"' % (host, path, tok),
                  'fetch("https://%s%s", {\n  headers: { Authorization: "Bearer %s" }\n})' % (host, path, tok)])
        secrets = [tok]
        cat = 'HTTP Bearer JWT'
    else:
        name, val, secrets, ck = session_cookie()
        extra = pick(['theme=dark; ', '_ga=GA1.1.%d.%d; ' % (rint(10 ** 8, 10 ** 9), rint(10 ** 9, 2 * 10 ** 9)), 'lang=ko; ', ''])
        if kind == 'cookie_curl':
            s = "curl 'https://%s%s' \\\n  -H 'accept: application/json' \\\n  -b '%s%s=%s'" % (host, path, extra, name, val)
        elif kind == 'cookie_raw':
            s = 'Cookie: %s%s=%s' % (extra, name, val)
        else:
            s = '{"cookies": [{"name": "%s", "value": "%s", "domain": "%s", "path": "/", "httpOnly": true, "secure": true}]}' % (name, val, host)
        cat = 'cookie: %s (%s)' % (ck, kind)
    if lang == 'en':
        mc = pick(["Couldn't reproduce the 500 without the user's session, so they sent their request from devtools:\n{s}",
                   "The API docs don't say how {host} authenticates. Captured request that works:\n{s}",
                   "Only way to hit {host} was to reuse what the browser sends:\n{s}",
                   "Reproduced the bug with this request (copied from the user's terminal):\n{s}"]).format(**K(s=s, host=host))
        le = pick(["The endpoint ignores the Accept header and always returns HTML on auth failure, which looked like a proxy bug.",
                   "The credential in that request is a real user's, so anything sent with it shows up in their audit log.",
                   "{host} rejects requests without the trailing slash before it even checks auth.",
                   "Session-based auth means the request stops working the moment the user logs out."]).format(**K(host=host))
        ask = pick(["Is there a test account for {host} so I don't have to borrow a session?", "Can I get an API key for {host} instead?", ""]).format(**K(host=host))
    else:
        mc = pick(["사용자 세션 없이는 500 재현이 안 돼서 개발자도구에서 요청을 복사해 받음:\n{s}",
                   "API 문서에 {host} 인증 방식이 안 나와 있음. 동작하는 요청 캡처:\n{s}",
                   "{host} 호출하려면 브라우저가 보내는 걸 그대로 쓰는 수밖에 없었음:\n{s}",
                   "이 요청으로 버그 재현함 (사용자 터미널에서 복사):\n{s}"]).format(**K(s=s, host=host))
        le = pick(["이 엔드포인트는 인증 실패 시 Accept 헤더 무시하고 HTML을 돌려줘서 프록시 문제처럼 보였음.",
                   "요청에 들어 있는 인증정보가 실제 사용자 것이라 이걸로 보낸 요청은 그 사람 감사 로그에 남음.",
                   "{host:는} 인증 확인 전에 trailing slash 없는 요청부터 거부함.",
                   "세션 기반이라 사용자가 로그아웃하면 바로 안 됨."]).format(**K(host=host))
        ask = pick(["세션 빌리지 않도록 {host} 테스트 계정이 있을까요?", "{host}용 API 키를 따로 받을 수 있나요?", ""]).format(**K(host=host))
    return cat, mc, le, ask, secrets


# ---- private keys and wallet keys ----------------------------------------------------------
def rsa_pkcs8_prefix_lines(n_lines):
    der = (bytes.fromhex('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100') +
           bytes([R.getrandbits(8) | 0xC0]) + rb(255) + bytes.fromhex('020301000102820100') + rb(256))
    return pem_lines(der)[:n_lines]


def t_privkey(lang):
    kind = pick(['ec_pem', 'p8', 'openssh', 'gcp_json', 'wireguard', 'age', 'eth', 'wif', 'solana', 'nsec', 'coinbase_json'])
    secrets = []
    if kind == 'ec_pem':
        priv, pub = p256_keypair()
        lines = pem_lines(sec1_der(priv, pub))
        s = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
        secrets = lines
        what_en, what_ko = 'the JWT signing key (ES256) for the auth service', '인증 서비스 JWT 서명 키(ES256)'
    elif kind == 'p8':
        priv, pub = p256_keypair()
        lines = pem_lines(pkcs8_ec_der(priv, pub))
        kid = rs(10, UALNUM)
        s = 'AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % (kid, '\n'.join(lines))
        secrets = lines
        what_en, what_ko = 'the APNs auth key (Key ID %s)' % kid, 'APNs 인증 키 (Key ID %s)' % kid
    elif kind == 'openssh':
        comment = pick(['deploy@ci', 'jkim@macbook', 'github-actions', 'backup@nas01', 'ansible'])
        lines, publine = openssh_ed25519(comment)
        s = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
        secrets = lines
        what_en, what_ko = 'the deploy key used by %s' % comment, '%s 에서 쓰는 배포 키' % comment
    elif kind == 'gcp_json':
        lines = rsa_pkcs8_prefix_lines(rint(2, 3))
        proj = pick(['acme-prod', 'acme-data-341207', 'ml-sandbox-88', 'billing-etl'])
        sa = pick(['etl-runner', 'github-deployer', 'bq-reader', 'firebase-adminsdk-%s' % rs(5, LALNUM)])
        s = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
             '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n'
             '  "client_id": "%d",') % (proj, hexs(40), '\\n'.join(lines), sa, proj, rint(10 ** 20, 10 ** 21))
        secrets = lines
        what_en, what_ko = 'the %s service account key' % sa, '%s 서비스 계정 키' % sa
    elif kind == 'wireguard':
        priv, _ = wg_keypair()
        _, peer = wg_keypair()
        psk = b64e(rb(32))
        s = ('[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n'
             'Endpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/16') % (priv, rint(2, 250), peer, psk)
        secrets = [priv, psk]
        what_en, what_ko = 'the WireGuard config for the office VPN', '사무실 VPN WireGuard 설정'
    elif kind == 'age':
        k = age_secret()
        s = '# created: 2025-%02d-%02dT10:%02d:00+09:00\n# public key: %s\n%s' % (rint(1, 12), rint(1, 28), rint(0, 59), age_public(), k)
        secrets = [k]
        what_en, what_ko = 'the sops age key for the prod overlay', 'prod overlay 복호화용 sops age 키'
    elif kind == 'eth':
        k = '0x' + hexs(64)
        s = pick(['PRIVATE_KEY=%s\nRPC_URL=https://sepolia.infura.io/v3/${INFURA_KEY}', "accounts: ['%s'],"]) % k
        secrets = [k]
        what_en, what_ko = 'the deployer wallet for the contracts', '컨트랙트 배포용 지갑'
    elif kind == 'wif':
        k = wif_key()
        s = 'importprivkey "%s" "hot-wallet" false' % k
        secrets = [k]
        what_en, what_ko = 'the hot wallet key for the regtest node', 'regtest 노드 핫월렛 키'
    elif kind == 'solana':
        k = tok_solana_json()
        s = '~/.config/solana/id.json:\n%s' % k
        secrets = [k]
        what_en, what_ko = 'the Solana keypair that pays for devnet deploys', 'devnet 배포 비용 내는 Solana 키페어'
    elif kind == 'nsec':
        k = nostr_nsec()
        s = 'NOSTR_BOT_NSEC=%s\nNOSTR_RELAYS=wss://relay.damus.io,wss://nos.lol' % k
        secrets = [k]
        what_en, what_ko = 'the Nostr bot identity', 'Nostr 봇 계정 키'
    else:
        priv, pub = p256_keypair()
        lines = pem_lines(sec1_der(priv, pub))
        s = ('{\n   "name": "organizations/%s/apiKeys/%s",\n   "privateKey": "-----BEGIN EC PRIVATE KEY-----\\n%s\\n-----END EC PRIVATE KEY-----\\n"\n}'
             % (uuid4(), uuid4(), '\\n'.join(lines)))
        secrets = lines
        what_en, what_ko = 'the Coinbase CDP API key', 'Coinbase CDP API 키'
    if lang == 'en':
        mc = pick(["I needed {what} and it wasn't in the secret store. The user pasted the file contents:\n{s}",
                   "Nobody told me {what} lives only on the old build box. Copied it from there:\n{s}",
                   "The release step failed because {what} was missing from the runner. What the previous runner had:\n{s}"]).format(**K(what=what_en, s=s))
        le = pick(["Key material like this should be mounted from the secret manager, never copied between machines.",
                   "The key has no passphrase, so anyone with this file can use it.",
                   "The tool expects the exact file format; converting line endings breaks parsing with an unhelpful error.",
                   "There is only one copy of this key, so losing it means re-registering with the provider."])
        ask = pick(["Should this key be rotated now that it has been pasted around?", "Where is the canonical copy of this key supposed to be?", ""])
    else:
        mc = pick(["{what:가} 필요했는데 secret store에 없었음. 사용자가 파일 내용을 그대로 붙여줌:\n{s}".replace('{what:가}', '{what} 파일이'),
                   "{what:는} 예전 빌드 서버에만 있다는 걸 아무도 안 알려줌. 거기서 복사해 옴:\n{s}".replace('{what:는}', '{what} 파일은'),
                   "러너에 {what} 파일이 없어서 릴리스 단계 실패. 이전 러너에 있던 내용:\n{s}"]).format(**K(what=what_ko, s=s))
        le = pick(["이런 키는 secret manager에서 마운트해야지 서버 간에 복사하면 안 됨.", "패스프레이즈가 없는 키라 파일만 있으면 누구나 쓸 수 있음.",
                   "줄바꿈 형식이 바뀌면 파싱이 깨지는데 에러 메시지가 엉뚱함.", "사본이 이거 하나뿐이라 잃어버리면 provider에 다시 등록해야 함."])
        ask = pick(["여기저기 붙여넣었으니 이 키 rotate 해야 하지 않을까요?", "이 키 원본은 원래 어디에 보관해야 하나요?", ""])
    return 'private key: %s' % kind, mc, le, ask, secrets


# ---- TOTP, recovery codes, Wi-Fi, PINs, seed phrases, app passwords --------------------------
BIP39_SUBSET = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access',
                'accident', 'account', 'accuse', 'achieve', 'acid', 'acoustic', 'acquire', 'across', 'act', 'action', 'actor',
                'actress', 'actual', 'adapt', 'add', 'addict', 'address', 'adjust', 'admit', 'adult', 'advance', 'advice',
                'aerobic', 'affair', 'afford', 'afraid', 'again', 'age', 'agent', 'agree', 'ahead', 'aim', 'air', 'airport',
                'aisle', 'alarm', 'album', 'alcohol', 'alert', 'alien', 'all', 'alley', 'allow', 'almost', 'alone', 'alpha',
                'already', 'also', 'alter', 'always', 'amateur', 'amazing', 'among', 'amount', 'amused', 'analyst', 'anchor',
                'ancient', 'anger', 'angle', 'angry', 'animal', 'ankle', 'announce', 'annual', 'another', 'answer', 'antenna',
                'antique', 'anxiety', 'any', 'apart', 'apology', 'appear', 'apple', 'approve', 'april', 'arch', 'arctic',
                'area', 'arena', 'argue', 'arm', 'armed', 'armor', 'army', 'around', 'arrange', 'arrest', 'arrive', 'arrow',
                'art', 'artefact', 'artist', 'artwork', 'ask', 'aspect', 'assault', 'asset', 'assist', 'assume', 'asthma',
                'athlete', 'atom', 'attack', 'attend', 'attitude', 'attract', 'auction', 'audit', 'august', 'aunt', 'author',
                'auto', 'autumn', 'average', 'avocado', 'avoid', 'awake', 'aware', 'away', 'awesome', 'awful', 'awkward',
                'axis', 'baby', 'bachelor', 'bacon', 'badge', 'bag', 'balance', 'balcony', 'ball', 'bamboo', 'banana',
                'banner', 'bar', 'barely', 'bargain', 'barrel', 'base', 'basic', 'basket', 'battle', 'beach', 'bean',
                'beauty', 'because', 'become', 'beef', 'before', 'begin', 'behave', 'behind', 'believe', 'below', 'belt',
                'bench', 'benefit', 'best', 'betray', 'better', 'between', 'beyond', 'bicycle', 'bid', 'bike', 'bind',
                'biology', 'bird', 'birth', 'bitter', 'black', 'blade', 'blame', 'blanket', 'blast', 'bleak', 'bless',
                'blind', 'blood', 'blossom', 'blouse', 'blue', 'blur', 'blush', 'board', 'boat', 'body', 'boil', 'bomb',
                'bone', 'bonus', 'book', 'boost', 'border', 'boring', 'borrow', 'boss', 'bottom', 'bounce', 'box', 'boy',
                'bracket', 'brain', 'brand', 'brass', 'brave', 'bread', 'breeze', 'brick', 'bridge', 'brief', 'bright',
                'bring', 'brisk', 'broccoli', 'broken', 'bronze', 'broom', 'brother', 'brown', 'brush', 'bubble', 'buddy',
                'budget', 'buffalo', 'build', 'bulb', 'bulk', 'bullet', 'bundle', 'bunker', 'burden', 'burger', 'burst',
                'bus', 'business', 'busy', 'butter', 'buyer', 'buzz', 'cabbage', 'cabin', 'cable', 'cactus', 'cage', 'cake',
                'call', 'calm', 'camera', 'camp', 'canal', 'cancel', 'candy', 'cannon', 'canoe', 'canvas', 'canyon',
                'capable', 'capital', 'captain', 'carbon', 'card', 'cargo', 'carpet', 'carry', 'cart', 'case', 'cash',
                'casino', 'castle', 'casual', 'catalog', 'catch', 'category', 'cattle', 'caught', 'cause', 'caution', 'cave',
                'ceiling', 'celery', 'cement', 'census', 'century', 'cereal', 'certain', 'chair', 'chalk', 'champion',
                'change', 'chaos', 'chapter', 'charge', 'chase', 'cheap', 'check', 'cheese', 'chef', 'cherry', 'chest',
                'chicken', 'chief', 'child', 'chimney', 'choice', 'choose', 'chronic', 'chuckle', 'chunk', 'churn', 'cigar',
                'cinnamon', 'circle', 'citizen', 'city', 'civil', 'claim', 'clap', 'clarify', 'claw', 'clay', 'clean',
                'clerk', 'clever', 'click', 'client', 'cliff', 'climb', 'clinic', 'clip', 'clock', 'clog', 'close', 'cloth',
                'cloud', 'clown', 'club', 'clump', 'cluster', 'clutch', 'coach', 'coast', 'coconut', 'code', 'coffee',
                'coil', 'coin', 'collect', 'color', 'column', 'combine', 'come', 'comfort', 'comic', 'common', 'company',
                'concert', 'conduct', 'confirm', 'congress', 'connect', 'consider', 'control', 'convince', 'cook', 'cool',
                'copper', 'copy', 'coral', 'core', 'corn', 'correct', 'cost', 'cotton', 'couch', 'country', 'couple',
                'course', 'cousin', 'cover', 'coyote', 'crack', 'cradle', 'craft', 'cram', 'crane', 'crash', 'crater',
                'crawl', 'crazy', 'cream', 'credit', 'creek', 'crew', 'cricket', 'crime', 'crisp', 'critic', 'crop',
                'cross', 'crouch', 'crowd', 'crucial', 'cruel', 'cruise', 'crumble', 'crunch', 'crush', 'cry', 'crystal',
                'cube', 'culture', 'cup', 'cupboard', 'curious', 'current', 'curtain', 'curve', 'cushion', 'custom', 'cute',
                'cycle', 'zebra', 'zero', 'zone', 'zoo', 'wrist', 'write', 'wrong', 'yard', 'year', 'yellow', 'young',
                'youth', 'wagon', 'walnut', 'warrior', 'wave', 'wealth', 'weasel', 'velvet', 'venue', 'verify', 'vessel',
                'veteran', 'viable', 'vibrant', 'vicious', 'victory', 'video', 'village', 'vintage', 'violin', 'virtual',
                'visa', 'visit', 'visual', 'vital', 'vivid', 'vocal', 'voice', 'volcano', 'vote', 'voyage']


def seed_phrase():
    return ' '.join(pick(BIP39_SUBSET) for _ in range(pick([12, 12, 24])))


def t_totp(lang):
    seed = rs(pick([16, 32]), B32)
    issuer = pick(['AWS', 'GitHub', 'Cloudflare', 'Okta', 'Atlassian', 'Google', 'Stripe', 'Vercel', 'npm', 'Bitwarden'])
    acct = pick(['ops@acme.io', 'root-account', 'qa-shared', 'jkim@acme.io', 'billing-admin'])
    form = pick(['uri', 'spaced', 'pyotp', 'env'])
    if form == 'uri':
        s = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (issuer, quote(acct, safe='@'), seed, issuer)
        secrets = [seed]
    elif form == 'spaced':
        sp = ' '.join(seed[i:i + 4] for i in range(0, len(seed), 4)).lower()
        s = ('Setup key (if you cannot scan the QR code): %s' if lang == 'en' else 'QR 스캔 안 될 때 입력하는 설정 키: %s') % sp
        secrets = [sp]
    elif form == 'pyotp':
        s = 'def current_otp():\n    return pyotp.TOTP("%s").now()' % seed
        secrets = [seed]
    else:
        s = 'E2E_ADMIN_USER=%s\nE2E_ADMIN_TOTP_SECRET=%s' % (acct, seed)
        secrets = [seed]
    if lang == 'en':
        mc = pick(["The shared {issuer} account has 2FA and the E2E tests need to pass it. I wasn't told the seed is stored in the repo:\n{s}",
                   "Couldn't log in to {issuer} as {acct} because of MFA; {person} shared the authenticator seed:\n{s}",
                   "Missing context: the {issuer} MFA for {acct} is a shared TOTP, not a hardware key.\n{s}"]).format(**K(
            issuer=issuer, acct=acct, s=s, person=pick(PERSON_EN)))
        le = pick(["With the TOTP seed anyone can generate codes, so it is effectively half of the login.",
                   "Codes are time-based; the CI runner's clock drift caused the intermittent failures.",
                   "{issuer} accepts the previous 30-second window too, so a slow test still passes."]).format(**K(issuer=issuer))
        ask = pick(["Should {acct} move to a hardware key or a dedicated CI bypass?", "Who else has this seed?", ""]).format(**K(acct=acct))
    else:
        mc = pick(["공용 {issuer} 계정에 2FA가 걸려 있어서 E2E 테스트가 통과하려면 OTP가 필요함. seed가 저장소에 있다는 걸 몰랐음:\n{s}",
                   "MFA 때문에 {acct} 계정으로 {issuer} 로그인이 안 됐음. {person}께서 OTP seed 공유해줌:\n{s}",
                   "몰랐던 점: {acct}의 {issuer} MFA는 하드웨어 키가 아니라 공용 TOTP임.\n{s}"]).format(**K(
            issuer=issuer, acct=acct, s=s, person=pick(PERSON_KO)))
        le = pick(["TOTP seed만 있으면 누구나 코드를 만들 수 있어서 사실상 로그인 정보의 절반임.",
                   "시간 기반이라 CI 러너 시계가 틀어져서 간헐적으로 실패했던 것.",
                   "{issuer:는} 직전 30초 코드도 받아줘서 느린 테스트도 통과함."]).format(**K(issuer=issuer))
        ask = pick(["{acct:는} 하드웨어 키나 CI 전용 우회 방식으로 바꾸는 게 좋을까요?", "이 seed 가진 사람이 또 누가 있나요?", ""]).format(**K(acct=acct))
    return 'TOTP seed (%s)' % form, mc, le, ask, secrets


def recovery_codes():
    k = pick(['github', 'google', 'gitlab', 'discord', 'microsoft', '1password', 'bitlocker', 'apple', 'npm'])
    if k == 'github':
        codes = ['%s-%s' % (hexs(5), hexs(5)) for _ in range(rint(4, 8))]
        return 'GitHub', codes, '\n'.join(codes)
    if k == 'google':
        codes = ['%04d %04d' % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(4, 10))]
        return 'Google', codes, '\n'.join('%d. %s' % (i + 1, c) for i, c in enumerate(codes))
    if k == 'gitlab':
        codes = [hexs(16) for _ in range(rint(4, 8))]
        return 'GitLab', codes, '\n'.join(codes)
    if k == 'discord':
        codes = ['%s-%s' % (rs(4, LALNUM), rs(4, LALNUM)) for _ in range(rint(4, 8))]
        return 'Discord', codes, '  '.join(codes)
    if k == 'microsoft':
        c = '-'.join(rs(5, UALNUM) for _ in range(5))
        return 'Microsoft account', [c], c
    if k == '1password':
        c = 'A3-%s-%s-%s-%s-%s-%s' % (rs(6, UALNUM), rs(6, UALNUM), rs(5, UALNUM), rs(5, UALNUM), rs(5, UALNUM), rs(5, UALNUM))
        return '1Password Secret Key', [c], c
    if k == 'bitlocker':
        c = '-'.join('%06d' % (rint(0, 65535) * 11) for _ in range(8))
        return 'BitLocker recovery key', [c], c
    if k == 'apple':
        c = '-'.join(rs(4, UALNUM) for _ in range(7))
        return 'Apple Account recovery key', [c], c
    codes = [hexs(64) for _ in range(rint(2, 4))]
    return 'npm', codes, '\n'.join(codes)


KEY_PROSE = {
    'Microsoft account': ("The shared Microsoft account for the Teams room devices was locked; its recovery code was in the IT sheet: {t}",
                          "공용 Microsoft 계정(회의실 Teams 기기용)이 잠겼는데 복구 코드가 IT 시트에 있었음: {t}"),
    '1Password Secret Key': ("Setting up 1Password on the build Mac needed the account Secret Key, which {person} read out to me: {t}",
                             "빌드용 맥에 1Password 설정하려면 계정 Secret Key가 필요했음. {person}께서 불러줌: {t}"),
    'BitLocker recovery key': ("The Windows build VM asked for its BitLocker recovery key after the TPM reset. From the asset sheet:\n{t}",
                               "TPM 초기화 후 윈도우 빌드 VM이 BitLocker 복구 키를 요구함. 자산 관리 시트에 있던 값:\n{t}"),
    'Apple Account recovery key': ("The test Apple Account used for TestFlight has a recovery key instead of trusted devices: {t}",
                                   "TestFlight용 테스트 Apple 계정은 신뢰 기기 대신 복구 키를 씀: {t}"),
}


def t_recovery(lang):
    svc, codes, text = recovery_codes()
    if svc in KEY_PROSE:
        en, ko = KEY_PROSE[svc]
        if lang == 'en':
            mc = en.format(**K(t=text, person=pick(PERSON_EN)))
            le = pick(["Whoever has this value can take over the account or read the disk, so it belongs in the vault, not in notes.",
                       "Without it the only path was a support ticket with a multi-day wait.",
                       "It has to be typed exactly, including the dashes."])
            ask = pick(["Should the %s be moved into the vault?" % svc, "Who else has a copy of the %s?" % svc, ""])
        else:
            mc = ko.format(**K(t=text, person=pick(PERSON_KO)))
            le = pick(["이 값만 있으면 계정을 가져가거나 디스크를 읽을 수 있어서 노트가 아니라 vault에 있어야 함.",
                       "이게 없으면 며칠 걸리는 지원 티켓밖에 방법이 없었음.", "대시까지 정확히 입력해야 함."])
            ask = pick(["%s를 vault로 옮길까요?" % svc, "%s 사본을 가진 사람이 또 있나요?" % svc, ""])
        return 'recovery key: %s' % svc, mc, le, ask, codes
    if lang == 'en':
        mc = pick(["The {svc} admin account lost its authenticator and nobody told me there were saved recovery codes. From the shared doc:\n{t}",
                   "To get back into the {svc} org owner account I needed the backup codes; the user pasted them:\n{t}",
                   "Missing: where the {svc} recovery material is kept. It was in a text file on the NAS:\n{t}"]).format(**K(svc=svc, t=text))
        le = pick(["Each recovery code works once; one has been used now, so the list should be regenerated.",
                   "Recovery material for an org owner should not sit in a shared doc.",
                   "After using a recovery code {svc} forces a new 2FA enrolment, which takes the account offline for a bit."]).format(**K(svc=svc))
        ask = pick(["Should I regenerate the {svc} recovery codes and store them in the vault?", "Who should hold the {svc} recovery codes?", ""]).format(**K(svc=svc))
    else:
        mc = pick(["{svc} 관리자 계정 OTP 기기를 분실했는데 복구 코드가 저장돼 있다는 걸 몰랐음. 공유 문서에 있던 내용:\n{t}",
                   "{svc} 오너 계정 복구하려면 백업 코드가 필요했음. 사용자가 붙여줌:\n{t}",
                   "{svc} 복구 정보가 어디 있는지 몰랐음. NAS의 텍스트 파일에 있었음:\n{t}"]).format(**K(svc=svc, t=text))
        le = pick(["복구 코드는 한 번씩만 쓸 수 있음. 하나 썼으니 재발급해야 함.", "오너 계정 복구 정보가 공유 문서에 있으면 안 됨.",
                   "복구 코드 쓰고 나면 {svc:가} 2FA 재등록을 강제해서 잠깐 계정을 못 씀."]).format(**K(svc=svc))
        ask = pick(["{svc} 복구 코드 재발급해서 vault에 넣을까요?", "{svc} 복구 코드는 누가 보관해야 하나요?", ""]).format(**K(svc=svc))
    return 'recovery codes: %s' % svc, mc, le, ask, codes


def wpa_psk(pw, ssid):
    return hashlib.pbkdf2_hmac('sha1', pw.encode(), ssid.encode(), 4096, 32).hex()


def t_wifi(lang):
    ssid = pick(['ACME-Office', 'ACME-Guest', 'Lab-5G', 'iptime_dev', 'KT_GiGA_5G_3F1A', 'U+Net4A2C', 'SK_WiFiGIGA9D1E', 'Warehouse-IoT',
                 'MeetingRoom-2F', 'acme-iot'])
    pw = pick([pw_human, pw_passphrase, lambda avoid='': rs(10, LALNUM), pw_weak_kr, pw_korkey])(avoid=';,:"\\\' ')
    form = pick(['qr', 'wpa', 'wpa_psk', 'nmcli', 'prose', 'netplan', 'esp'])
    secrets = [pw]
    if form == 'qr':
        s = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, pw)
    elif form == 'wpa':
        s = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif form == 'wpa_psk':
        psk = wpa_psk(pw, ssid)
        s = 'network={\n    ssid="%s"\n    #psk="%s"\n    psk=%s\n}' % (ssid, pw, psk)
        secrets = [pw, psk]
    elif form == 'nmcli':
        s = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
    elif form == 'netplan':
        s = 'wifis:\n  wlan0:\n    dhcp4: true\n    access-points:\n      "%s":\n        password: "%s"' % (ssid, pw)
    elif form == 'esp':
        s = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, pw)
    else:
        s = ('the %s Wi-Fi password is %s' if lang == 'en' else '%s 와이파이 비번은 %s 임') % (ssid, pw)
    if lang == 'en':
        mc = pick(["The sensor gateway had to join {ssid} and I wasn't given the network key. From the setup notes:\n{s}",
                   "The Pi in the meeting room drops off the network after reboot; it reads this config:\n{s}",
                   "Nobody told me the test devices use a separate SSID. {person} sent: {s}"]).format(**K(ssid=ssid, s=s, person=pick(PERSON_EN)))
        le = pick(["The 5 GHz band is not supported by the ESP32, so it has to use the 2.4 GHz SSID.",
                   "The device only retries Wi-Fi three times at boot and then gives up until power-cycled.",
                   "The guest network isolates clients, so the device can't reach the local MQTT broker from there."])
        ask = pick(["Is there an IoT VLAN the gateway should be on instead?", "Does the Wi-Fi key get rotated, and who updates the devices?", ""])
    else:
        mc = pick(["센서 게이트웨이를 {ssid}에 붙여야 했는데 와이파이 비번을 못 받았음. 세팅 메모:\n{s}",
                   "회의실 라즈베리파이가 재부팅하면 네트워크에서 빠짐. 읽는 설정:\n{s}",
                   "테스트 기기는 SSID가 따로라는 걸 몰랐음. {person}한테 받은 내용: {s}"]).format(**K(ssid=ssid, s=s, person=pick(PERSON_KO)))
        le = pick(["ESP32는 5GHz를 지원 안 해서 2.4GHz SSID로 붙어야 함.", "부팅 시 와이파이 재시도가 3번뿐이라 그 뒤엔 전원 껐다 켜야 함.",
                   "게스트망은 클라이언트 격리가 돼 있어서 로컬 MQTT 브로커에 못 붙음."])
        ask = pick(["게이트웨이는 IoT VLAN에 두는 게 맞나요?", "와이파이 비번 바뀌면 기기 설정은 누가 바꾸나요?", ""])
    return 'Wi-Fi key (%s)' % form, mc, le, ask, secrets


def t_pin(lang):
    kind = pick(['door', 'puk', 'alarm', 'safe', 'device_pin', 'keypad'])
    if kind == 'door':
        fmt = pick(['%04d#%04d', '*%04d#%04d', '%08d#'])
        code = fmt % ((rint(0, 9999), rint(0, 9999)) if fmt.count('%') == 2 else rint(0, 10 ** 8 - 1))
    elif kind == 'puk':
        code = '%08d' % rint(0, 10 ** 8 - 1)
    elif kind == 'alarm':
        code = '%04d %04d' % (rint(0, 9999), rint(0, 9999))
    elif kind == 'safe':
        code = '-'.join('%02d' % rint(0, 99) for _ in range(4))
    elif kind == 'device_pin':
        code = '%08d' % rint(0, 10 ** 8 - 1)
    else:
        code = '%04d-%04d' % (rint(0, 9999), rint(0, 9999))
    if lang == 'en':
        txt = {'door': 'the server room door code is {c}', 'puk': 'SIM PUK for the test phone: {c}',
               'alarm': 'alarm disarm code {c} (enter within 30 s)', 'safe': 'the key safe in the office opens with {c}',
               'device_pin': 'the QA Android device unlock PIN is {c}', 'keypad': 'the cage keypad in the DC takes {c}'}[kind].format(**K(c=code))
        mc = pick(["Had to reboot the on-prem box and wasn't told how to get in physically. From {person}: {t}.",
                   "Physical access was missing from the handover. Note to self: {t}.",
                   "Couldn't continue the hardware test until someone gave me access; {t}."]).format(**K(person=pick(PERSON_EN), t=txt))
        le = pick(["Physical access details are passed by word of mouth here; they are not in any doc.",
                   "Wrong entries trigger a lockout after three tries.", "The code is shared by the whole floor."])
        ask = pick(["Should physical access codes be kept somewhere other than notes?", "Who changes the code when someone leaves?", ""])
    else:
        txt = {'door': '서버실 출입 비번은 {c}', 'puk': '테스트폰 SIM PUK: {c}', 'alarm': '경비 해제 코드 {c} (30초 안에 입력)',
               'safe': '사무실 키박스 비번 {c}', 'device_pin': 'QA 안드로이드 기기 잠금 PIN {c}', 'keypad': 'IDC 케이지 키패드 번호 {c}'}[kind].format(**K(c=code))
        mc = pick(["온프렘 장비 재부팅해야 했는데 물리적으로 들어가는 방법을 몰랐음. {person} 왈: {t}",
                   "인수인계에 출입 정보가 빠져 있었음. 메모: {t}",
                   "하드웨어 테스트 진행하려면 출입이 필요했음. {t}"]).format(**K(person=pick(PERSON_KO), t=txt))
        le = pick(["출입 정보는 구두로만 전달되고 문서가 없음.", "세 번 틀리면 잠김.", "층 전체가 같은 코드를 씀."])
        ask = pick(["출입 코드를 노트 말고 다른 데 보관해야 하지 않을까요?", "퇴사자 생기면 코드는 누가 바꾸나요?", ""])
    return 'physical code: %s' % kind, mc, le, ask, [code]


def t_seed(lang):
    ph = seed_phrase()
    form = pick(['env', 'hardhat', 'prose', 'json'])
    if form == 'env':
        s = 'MNEMONIC="%s"' % ph
    elif form == 'hardhat':
        s = 'accounts: {\n  mnemonic: "%s",\n  path: "m/44\'/60\'/0\'/0",\n}' % ph
    elif form == 'json':
        s = '{"network": "sepolia", "mnemonic": "%s"}' % ph
    else:
        s = ph
    if lang == 'en':
        mc = pick(["The test wallet that funds the faucet wasn't documented. The recovery phrase from the old laptop:\n{s}",
                   "I needed the deployer account for the staging contracts; the user sent the seed phrase:\n{s}",
                   "Nobody told me the relayer derives its keys from a mnemonic in the repo:\n{s}"]).format(**K(s=s))
        le = pick(["Every address derived from this phrase is compromised once it is shared, on all chains.",
                   "The same phrase was reused for mainnet at some point, so this is not just a testnet concern.",
                   "The derivation path matters: the relayer uses index 3, not 0."])
        ask = pick(["Can we move the deployer to a hardware wallet or KMS?", "Has this phrase ever held mainnet funds?", ""])
    else:
        mc = pick(["faucet 자금 넣는 테스트 지갑이 문서화 안 돼 있었음. 예전 노트북에 있던 복구 구문:\n{s}",
                   "스테이징 컨트랙트 배포 계정이 필요했는데 사용자가 시드 구문을 보내줌:\n{s}",
                   "relayer가 저장소에 있는 니모닉으로 키를 만든다는 걸 몰랐음:\n{s}"]).format(**K(s=s))
        le = pick(["이 구문에서 파생된 모든 주소가 공유되는 순간 전 체인에서 털린 걸로 봐야 함.",
                   "예전에 같은 구문을 메인넷에서도 썼다고 함. 테스트넷만의 문제가 아님.",
                   "파생 경로가 중요함. relayer는 index 0이 아니라 3을 씀."])
        ask = pick(["배포 계정을 하드웨어 지갑이나 KMS로 옮길 수 있을까요?", "이 구문으로 메인넷 자금을 보관한 적이 있나요?", ""])
    return 'wallet seed phrase (%s)' % form, mc, le, ask, [ph]


def t_app_password(lang):
    kind = pick(['google', 'google_nospace', 'apple', 'microsoft', 'fastmail'])
    if kind == 'google':
        ap = ' '.join(rs(4, LOWER) for _ in range(4))
    elif kind == 'google_nospace':
        ap = rs(16, LOWER)
    elif kind == 'apple':
        ap = '-'.join(rs(4, LOWER) for _ in range(4))
    elif kind == 'microsoft':
        ap = rs(16, LOWER)
    else:
        ap = rs(16, LALNUM)
    acct = pick(['noreply@acme.io', 'alerts.acme@gmail.com', 'dev@acme.co.kr', 'release@acme.io'])
    if kind == 'apple':
        s = 'xcrun notarytool store-credentials "notary" --apple-id %s --team-id %s --password %s' % (acct, rs(10, UALNUM), ap)
        what = 'notarization'
    else:
        s = pick(["EMAIL_HOST = 'smtp.%s'\nEMAIL_HOST_USER = '%s'\nEMAIL_HOST_PASSWORD = '%s'",
                  'spring.mail.host=smtp.%s\nspring.mail.username=%s\nspring.mail.password=%s',
                  'SMTP_HOST=smtp.%s\nSMTP_USER=%s\nSMTP_PASS="%s"']) % (
            {'google': 'gmail.com', 'google_nospace': 'gmail.com', 'microsoft': 'office365.com', 'fastmail': 'fastmail.com'}[kind], acct, ap)
        what = 'SMTP'
    if lang == 'en':
        mc = pick(["Alert e-mails stopped and I didn't know they go out through a personal mailbox with an app password:\n{s}",
                   "The {what} step needs an app-specific password; the one in use is:\n{s}",
                   "Missing: the account used for {what}. Found in the deploy config:\n{s}"]).format(**K(s=s, what=what))
        le = pick(["App passwords bypass 2FA, so this one is as good as the account password.",
                   "Revoking the owner's sessions also kills the app password, which is what broke it last time.",
                   "Port 587 with STARTTLS works; 465 gets blocked by the office firewall."])
        ask = pick(["Can {what} move to a service account instead of {acct}?", "Who owns {acct}?", ""]).format(**K(what=what, acct=acct))
    else:
        mc = pick(["알림 메일이 안 나가서 보니 개인 메일 계정 + 앱 비밀번호로 보내고 있었음. 몰랐음:\n{s}",
                   "{what} 단계에 앱 전용 비밀번호가 필요함. 현재 쓰는 값:\n{s}",
                   "{what}에 쓰는 계정을 몰랐음. 배포 설정에서 찾음:\n{s}"]).format(**K(s=s, what=what))
        le = pick(["앱 비밀번호는 2FA를 우회하니까 사실상 계정 비밀번호랑 같음.", "소유자 세션 전체 로그아웃하면 앱 비밀번호도 같이 죽음. 지난번 장애 원인.",
                   "587 + STARTTLS는 되는데 465는 사무실 방화벽에 막힘."])
        ask = pick(["{what:를} {acct} 말고 서비스 계정으로 옮길 수 있나요?", "{acct} 주인이 누구인가요?", ""]).format(**K(what=what, acct=acct))
    return 'app password: %s' % kind, mc, le, ask, [ap]


# ---- logs, stack traces, diffs, tables ---------------------------------------------------------
def t_logtrace(lang):
    kind = pick(['py_trace', 'axios', 'java_jdbc', 'nginx_query', 'go_cfg', 'docker_inspect', 'ps_aux', 'ci_setx', 'k8s_describe'])
    h = pick(HOSTS)
    u = pick(DBUSERS)
    db = pick(DBNAMES)
    if kind == 'py_trace':
        p = ascii_password(lang, avoid=NOQ)
        s = ('Traceback (most recent call last):\n  File "/app/jobs/sync.py", line 41, in <module>\n'
             "    conn = psycopg2.connect(host='%s', user='%s', password='%s', dbname='%s')\n"
             'psycopg2.OperationalError: connection to server at "%s", port 5432 failed: timeout expired') % (h, u, p, db, h)
        secrets = [p]
    elif kind == 'axios':
        v = pick([x for x in VENDORS if x.h and x.h[1].endswith('{0}') and len(x.parts()) == 1])
        tok = v.parts()[0][1]
        s = ("AxiosError: Request failed with status code 429\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
             "  config: {\n    url: '%s',\n    method: 'post',\n    headers: { '%s': '%s', 'Content-Type': 'application/json' },\n"
             "    timeout: 10000\n  }") % (v.url.format(tok), v.h[0], v.h[1].format(tok), )
        secrets = [tok]
    elif kind == 'java_jdbc':
        p = ascii_password(lang, avoid=NOQ + '&;')
        s = ('org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n'
             'Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.\n'
             '  url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true') % (h, db, u, p)
        secrets = [p]
    elif kind == 'nginx_query':
        v = pick([x for x in VENDORS if x.url and 'key' in x.url.lower() and '{0}' in x.url] or VENDORS[:1])
        key = hexs(32) if chance(0.5) else rs(40, B64U)
        s = ('10.0.%d.%d - - [%02d/Mar/2025:%02d:%02d:%02d +0900] "GET /v1/export?format=csv&api_key=%s HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"'
             % (rint(0, 9), rint(2, 250), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), key))
        secrets = [key]
    elif kind == 'go_cfg':
        p = ascii_password(lang, avoid=NOQ + '@:/')
        key = 'sk_live_51' + rs(97)
        s = '2025/04/02 09:14:07 config: {Env:prod DSN:postgres://%s:%s@%s:5432/%s StripeKey:%s Debug:true}' % (u, p, h, db, key)
        secrets = [p, key]
    elif kind == 'docker_inspect':
        p = ascii_password(lang, avoid=NOQ)
        s = '"Env": [\n    "POSTGRES_USER=%s",\n    "POSTGRES_PASSWORD=%s",\n    "PGDATA=/var/lib/postgresql/data"\n]' % (u, p)
        secrets = [p]
    elif kind == 'ps_aux':
        p = ascii_password(lang, avoid=NOQ)
        s = ('%s  %d  2.1  1.3 1043212 213400 ?  Sl  09:12  0:41 /usr/bin/java -jar /opt/etl/etl.jar --db.user=%s --db.password=%s'
             % (pick(['etl', 'app', 'root']), rint(1000, 40000), u, p))
        secrets = [p]
    elif kind == 'ci_setx':
        tok = crc_token('ghp_')
        s = "+ curl -sf -H 'Authorization: token %s' https://api.github.com/repos/acme/infra/releases/latest\n+ jq -r .tag_name" % tok
        secrets = [tok]
    else:
        p = ascii_password(lang, avoid=NOQ)
        s = '    Environment:\n      SPRING_PROFILES_ACTIVE:  prod\n      DB_USERNAME:             %s\n      DB_PASSWORD:             %s\n    Mounts:' % (u, p)
        secrets = [p]
    if lang == 'en':
        mc = pick(["The failure only showed up in the job output, which the user pasted in full:\n{s}",
                   "I wasn't told where the logs for this service go. Found the relevant bit:\n{s}",
                   "Debugging context (from the user's terminal):\n{s}"]).format(**K(s=s))
        le = pick(["This output leaks credentials, so the log level or the logged object needs fixing before anyone shares logs again.",
                   "The real cause was a timeout, not the credentials; the stack trace is misleading.",
                   "set -x in CI prints every expanded variable, including tokens.",
                   "Printing the whole config struct is what put the secrets in the logs."])
        ask = pick(["Should these logs be purged from the log store?", "Can the logger be configured to mask credentials?", ""])
    else:
        mc = pick(["실패 내용이 잡 출력에만 있었고 사용자가 통째로 붙여줌:\n{s}",
                   "이 서비스 로그가 어디로 가는지 못 들었음. 관련 부분 찾음:\n{s}",
                   "디버깅하면서 본 출력 (사용자 터미널):\n{s}"]).format(**K(s=s))
        le = pick(["이 출력에 인증정보가 그대로 찍힘. 로그 공유 전에 로그 레벨이나 찍는 객체부터 고쳐야 함.",
                   "진짜 원인은 인증이 아니라 timeout이었음. 스택트레이스가 헷갈리게 함.",
                   "CI에서 set -x 켜면 토큰 포함해서 변수 전부 찍힘.",
                   "config 구조체를 통째로 찍어서 비밀값이 로그에 남은 것."])
        ask = pick(["이 로그들 로그 저장소에서 지워야 할까요?", "로거에서 credential 마스킹하도록 설정할 수 있나요?", ""])
    return 'log/trace: %s' % kind, mc, le, ask, secrets


def t_diff(lang):
    kind = pick(['pw_change', 'key_added', 'yaml_change'])
    if kind == 'pw_change':
        old, new = ascii_password(lang, avoid=NOQ), ascii_password(lang, avoid=NOQ)
        f = pick(['.env.staging', 'config/database.yml', 'deploy/values-prod.yaml'])
        s = 'diff --git a/%s b/%s\n@@ -7,3 +7,3 @@\n DB_HOST=%s\n-DB_PASSWORD=%s\n+DB_PASSWORD=%s\n DB_POOL=10' % (f, f, pick(HOSTS), old, new)
        secrets = [old, new]
    elif kind == 'key_added':
        v = pick(VENDORS)
        parts = v.parts()
        body = '\n'.join('+%s=%s' % (e, val) for e, val, _ in parts)
        s = 'commit %s\nAuthor: %s <%s@acme.io>\n\n    wip: make %s work locally\n\n--- a/.env\n+++ b/.env\n@@ -1,2 +1,%d @@\n LOG_LEVEL=debug\n%s' % (
            hexs(40), pick(['Jae Kim', 'Priya S', 'Tom B']), pick(['jkim', 'priya', 'tomb']), v.name, 2 + len(parts), body)
        secrets = [val for _, val, l in parts if l]
    else:
        old, new = ascii_password(lang, avoid=NOQ), ascii_password(lang, avoid=NOQ)
        s = '   auth:\n-    adminPassword: "%s"\n+    adminPassword: "%s"\n     existingSecret: ""' % (old, new)
        secrets = [old, new]
    if lang == 'en':
        mc = pick(["The failing deploy came right after this change, which nobody mentioned:\n{s}",
                   "Found out why staging broke by reading the last diff:\n{s}",
                   "The user asked me to review this diff before merging:\n{s}"]).format(**K(s=s))
        le = pick(["The value went into git history, so removing it in a later commit is not enough; it has to be rotated.",
                   "Only one of the two services was redeployed after the change, so they disagreed on the credentials.",
                   "Secrets in diffs get copied into PR notifications and e-mails too."])
        ask = pick(["Should I rewrite the history or just rotate?", "Who approves changes to these values?", ""])
    else:
        mc = pick(["배포 실패 직전에 이 변경이 있었는데 아무도 얘기 안 함:\n{s}",
                   "마지막 diff 보고 스테이징 깨진 이유 알아냄:\n{s}",
                   "머지 전에 이 diff 리뷰해달라는 요청 받음:\n{s}"]).format(**K(s=s))
        le = pick(["값이 git 히스토리에 남아서 다음 커밋에서 지워도 소용없음. rotate 해야 함.",
                   "변경 후 두 서비스 중 하나만 재배포돼서 서로 다른 인증정보를 쓰고 있었음.",
                   "diff에 들어간 비밀값은 PR 알림이나 메일에도 복사됨."])
        ask = pick(["히스토리를 다시 쓸까요, rotate만 할까요?", "이 값 변경은 누가 승인하나요?", ""])
    return 'diff: %s' % kind, mc, le, ask, secrets


def t_table(lang):
    n = rint(2, 4)
    envs = ['dev', 'staging', 'prod', 'qa', 'demo'][:n] if chance(0.5) else pick([['local', 'staging'], ['qa', 'stage', 'prod'], ['dev', 'stg', 'prd', 'dr']])
    rows = []
    secrets = []
    for e in envs:
        p = ascii_password(lang, avoid=NOQ + '|`')
        secrets.append(p)
        rows.append((e, pick(HOSTS), pick(DBUSERS + LOGINS), p))
    if lang == 'en':
        head = '| env | host | user | password |\n|-----|------|------|----------|'
    else:
        head = '| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|'
    s = head + '\n' + '\n'.join('| %s | %s | %s | %s |' % r for r in rows)
    if lang == 'en':
        mc = pick(["The environments weren't documented in the repo; the user pasted this table from Confluence:\n{s}",
                   "Context I was missing, from the ops wiki:\n{s}"]).format(**K(s=s))
        le = pick(["Each environment uses a different DB user, so copying the staging config to prod fails quietly.",
                   "The wiki table is the only place these live, and it is readable by the whole company."])
        ask = pick(["Can these move to per-environment secrets in the vault?", "Is the wiki table kept up to date?", ""])
    else:
        mc = pick(["환경 정보가 저장소에 없었음. 사용자가 컨플루언스 표를 그대로 붙여줌:\n{s}",
                   "몰랐던 정보 (운영 위키):\n{s}"]).format(**K(s=s))
        le = pick(["환경마다 DB 계정이 달라서 스테이징 설정을 prod에 복사하면 조용히 실패함.",
                   "이 값들이 위키 표에만 있는데 전사 누구나 읽을 수 있음."])
        ask = pick(["환경별로 vault secret으로 옮길 수 있을까요?", "위키 표가 최신인가요?", ""])
    return 'markdown table of credentials', mc, le, ask, secrets


# ---- webhooks, Azure strings, package-manager credential files ---------------------------------
def t_webhook(lang):
    kind = pick(['slack', 'discord', 'mattermost'])
    if kind == 'slack':
        tok = rs(24)
        url = 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(pick([8, 10]), UALNUM), rs(pick([8, 10, 11]), UALNUM), tok)
    elif kind == 'discord':
        tok = rs(68, B64U)
        url = 'https://discord.com/api/webhooks/%d/%s' % (rint(10 ** 17, 13 * 10 ** 17), tok)
    else:
        tok = rs(26, LALNUM)
        url = 'https://chat.acme.io/hooks/%s' % tok
    s = pick(['ALERT_WEBHOOK_URL=%s', 'curl -X POST -H "Content-Type: application/json" -d \'{"text":"deploy done"}\' %s',
              'webhook_url: "%s"']) % url
    if lang == 'en':
        mc = pick(["Deploy notifications go to a channel through an incoming webhook nobody told me about:\n{s}",
                   "The alert rule posts to chat via this, configured by hand:\n{s}"]).format(**K(s=s))
        le = pick(["Anyone with the webhook URL can post into that channel, so it counts as a secret.",
                   "The webhook is bound to one channel; moving alerts means creating a new one."])
        ask = pick(["Should the webhook URL be stored in the secret manager?", ""])
    else:
        mc = pick(["배포 알림이 incoming webhook으로 채널에 간다는 걸 몰랐음:\n{s}",
                   "알림 룰이 수동으로 설정된 이 웹훅으로 메시지를 보냄:\n{s}"]).format(**K(s=s))
        le = pick(["웹훅 URL만 있으면 누구나 그 채널에 글을 쓸 수 있어서 비밀값으로 취급해야 함.",
                   "웹훅은 채널 하나에 묶여 있어서 알림 채널 옮기려면 새로 만들어야 함."])
        ask = pick(["웹훅 URL을 secret manager에 넣을까요?", ""])
    return 'webhook URL: %s' % kind, mc, le, ask, [tok]


def t_azure(lang):
    kind = pick(['storage_conn', 'sas', 'servicebus', 'cosmos', 'func_key'])
    acct = pick(['acmeprodstore', 'stgdatalake01', 'mlartifacts', 'acmelogs'])
    if kind == 'storage_conn':
        k = azure_storage_key()
        s = 'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"' % (acct, k)
        secrets = [k]
    elif kind == 'sas':
        sig = quote(b64e(rb(32)), safe='')
        s = 'https://%s.blob.core.windows.net/exports/daily/2025-05-01.parquet?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s' % (acct, sig)
        secrets = [sig]
    elif kind == 'servicebus':
        k = b64e(rb(32))
        s = 'Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % k
        secrets = [k]
    elif kind == 'cosmos':
        k = b64e(rb(64))
        s = '"CosmosDb": "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey=%s;"' % k
        secrets = [k]
    else:
        k = rs(54, B64U) + '=='
        s = 'https://acme-func.azurewebsites.net/api/ProcessOrder?code=%s' % k
        secrets = [k]
    if lang == 'en':
        mc = pick({'sas': ["Partner asked for access to the exports; this is what was sent to them last time:\n{s}"],
                   'func_key': ["Missing context: the function app is called with a key in the URL, from the partner config:\n{s}"]
                   }.get(kind, ["The integration reaches Azure with a connection string that isn't in Key Vault:\n{s}",
                                "Nobody mentioned the worker still uses a key-based connection string:\n{s}"])).format(**K(s=s))
        le = pick(["Account-level keys give full access; a scoped SAS or managed identity would have been enough.",
                   "Regenerating the key breaks every consumer at once; Azure has key1/key2 for rolling rotation.",
                   "The expiry on that SAS is far in the future, so it stays valid until revoked."])
        ask = pick(["Can we switch this to managed identity?", "Should I regenerate the key and use the secondary while we roll?", ""])
    else:
        mc = pick({'sas': ["파트너가 export 접근을 요청함. 지난번에 보낸 값:\n{s}"],
                   'func_key': ["몰랐던 점: function app을 URL에 키를 넣어서 호출함. 파트너 설정에 있던 값:\n{s}"]
                   }.get(kind, ["연동이 Key Vault에 없는 connection string으로 Azure에 붙고 있었음:\n{s}",
                                "워커가 아직 키 기반 connection string을 쓰고 있다는 얘기를 못 들었음:\n{s}"])).format(**K(s=s))
        le = pick(["계정 키는 전체 권한이라 범위 제한된 SAS나 managed identity로 충분했음.",
                   "키 재생성하면 모든 소비자가 한 번에 깨짐. key1/key2로 번갈아 rotate 해야 함.",
                   "SAS 만료일이 한참 뒤라 revoke 전까지 계속 유효함."])
        ask = pick(["managed identity로 바꿀 수 있을까요?", "키 재생성하고 그동안 secondary 쓸까요?", ""])
    return 'Azure: %s' % kind, mc, le, ask, secrets


def t_pkgcreds(lang):
    kind = pick(['npmrc', 'pypirc', 'docker_config', 'netrc', 'git_credentials', 'pipconf', 'mvn_settings', 'composer', 'cargo',
                 'nuget', 'yarnrc', 'bundler', 'gradle'])
    u = pick(['jkim', 'ci-bot', 'deploy', 'acme-build', 'mpark'])
    if kind == 'npmrc':
        t = crc_token(pick(['npm_', 'ghp_']))
        reg = 'registry.npmjs.org' if t.startswith('npm_') else 'npm.pkg.github.com'
        s = '@acme:registry=https://%s/\n//%s/:_authToken=%s' % (reg, reg, t)
        f, secrets = '.npmrc', [t]
    elif kind == 'pypirc':
        t = tok_pypi()
        s = '[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s' % t
        f, secrets = '~/.pypirc', [t]
    elif kind == 'docker_config':
        t = crc_token('ghp_') if chance(0.5) else 'dckr_pat_' + rs(27, B64U)
        blob = b64e(('%s:%s' % (u, t)).encode())
        reg = 'ghcr.io' if t.startswith('ghp_') else 'https://index.docker.io/v1/'
        s = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
        f, secrets = '~/.docker/config.json', [blob]
    elif kind == 'netrc':
        t = crc_token('ghp_')
        s = 'machine github.com\n  login %s\n  password %s' % (u, t)
        f, secrets = '~/.netrc', [t]
    elif kind == 'git_credentials':
        t = pick([crc_token('ghp_'), 'glpat-' + rs(20, ALNUM + '-_')])
        s = 'https://%s:%s@%s' % (u, t, 'github.com' if t.startswith('ghp_') else 'gitlab.com')
        f, secrets = '~/.git-credentials', [t]
    elif kind == 'pipconf':
        t = 'glpat-' + rs(20, ALNUM + '-_')
        s = '[global]\nextra-index-url = https://__token__:%s@gitlab.com/api/v4/projects/%d/packages/pypi/simple' % (t, rint(1000000, 60000000))
        f, secrets = 'pip.conf', [t]
    elif kind == 'mvn_settings':
        p = ascii_password(lang, avoid=NOQ + '<>&')
        s = '<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>' % (u, p)
        f, secrets = '~/.m2/settings.xml', [p]
    elif kind == 'composer':
        t = crc_token('ghp_')
        s = '{\n    "github-oauth": {\n        "github.com": "%s"\n    }\n}' % t
        f, secrets = 'auth.json', [t]
    elif kind == 'cargo':
        t = 'cio' + rs(32)
        s = '[registry]\ntoken = "%s"' % t
        f, secrets = '~/.cargo/credentials.toml', [t]
    elif kind == 'nuget':
        t = rs(52, ALNUM) + 'AZDO' + rs(28, ALNUM)
        s = '<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % (u, t)
        f, secrets = 'NuGet.Config', [t]
    elif kind == 'yarnrc':
        t = crc_token('npm_')
        s = 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t
        f, secrets = '.yarnrc.yml', [t]
    elif kind == 'bundler':
        a, b = hexs(8), hexs(8)
        s = 'BUNDLE_GEMS__CONTRIBSYS__COM=%s:%s' % (a, b)
        f, secrets = '.bundle/config', [a, b]
    else:
        p = ascii_password(lang, avoid=NOQ)
        s = 'artifactoryUser=%s\nartifactoryPassword=%s' % (u, p)
        f, secrets = '~/.gradle/gradle.properties', [p]
    if lang == 'en':
        mc = pick(["Private packages failed to install in the container. I wasn't told it needs {f}; the user's copy:\n{s}",
                   "The publish step needs registry credentials. They come from {f}, which looks like this on the build box:\n{s}",
                   "Install worked on the user's laptop but not in CI because of {f}:\n{s}"]).format(**K(f=f, s=s))
        le = pick(["{f} is read from the home directory, so a different user in the container doesn't see it.",
                   "The credential in {f} belongs to a person; CI should use its own token.",
                   "Scoped registries ignore the global token; the scope line must match the package name."]).format(**K(f=f))
        ask = pick(["Can CI get its own read-only registry token?", "Should {f} be generated at build time from a secret?", ""]).format(**K(f=f))
    else:
        mc = pick(["컨테이너에서 private 패키지 설치 실패. {f:가} 필요하다는 걸 몰랐음. 사용자 파일:\n{s}".replace('{f:가}', '{f} 파일이'),
                   "publish 단계에 레지스트리 인증이 필요함. 빌드 서버의 {f} 내용:\n{s}",
                   "사용자 노트북에선 설치되는데 CI에선 안 됨. 원인은 {f}:\n{s}"]).format(**K(f=f, s=s))
        le = pick(["{f:는} 홈 디렉터리에서 읽어서 컨테이너 안에서 다른 유저로 돌면 못 읽음.".replace('{f:는}', '{f} 파일은'),
                   "{f}에 있는 인증정보가 개인 것임. CI는 자기 토큰을 써야 함.",
                   "scoped registry는 전역 토큰을 무시함. scope 줄이 패키지 이름과 맞아야 함."]).format(**K(f=f))
        ask = pick(["CI 전용 읽기 토큰을 받을 수 있을까요?", "{f:를} 빌드 시점에 secret으로 생성하도록 바꿀까요?", ""]).format(**K(f=f))
    return 'package credentials: %s' % f, mc, le, ask, secrets


def t_kube(lang):
    kind = pick(['kubeconfig', 'kubeadm', 'argocd', 'k3s', 'rancher'])
    if kind == 'kubeconfig':
        t = tok_k8s_sa(pick(['ci', 'deploy', 'monitoring']), pick(['github-deployer', 'argo-image-updater', 'grafana-agent']))
        s = 'users:\n- name: ci-deployer\n  user:\n    token: %s' % t
        secrets = [t]
    elif kind == 'kubeadm':
        t = '%s.%s' % (rs(6, LALNUM), rs(16, LALNUM))
        s = 'kubeadm join 10.0.0.10:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s' % (t, hexs(64))
        secrets = [t]
    elif kind == 'argocd':
        p = rs(16, ALNUM + '-')
        s = 'argocd login argocd.acme.io --username admin --password %s --grpc-web' % p
        secrets = [p]
    elif kind == 'k3s':
        t = 'K10%s::server:%s' % (hexs(64), hexs(32))
        s = 'curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.5:6443 K3S_TOKEN=%s sh -' % t
        secrets = [t]
    else:
        p = ascii_password(lang, avoid=NOQ)
        s = 'helm install rancher rancher-stable/rancher -n cattle-system --set hostname=rancher.acme.io --set bootstrapPassword=%s' % p
        secrets = [p]
    if lang == 'en':
        mc = pick(["Getting access to the cluster wasn't covered anywhere. What the user ran:\n{s}",
                   "Adding the new node needed a join credential that wasn't in the docs:\n{s}",
                   "The deploy job authenticates to the cluster like this; I didn't know:\n{s}"]).format(**K(s=s))
        le = pick(["That credential is long-lived and cluster-wide; a short-lived token via OIDC would be safer.",
                   "The join token expires after 24 hours by default; a new one comes from `kubeadm token create`.",
                   "The initial admin password should have been changed and the bootstrap secret deleted."])
        ask = pick(["Can the deploy job use workload identity instead?", "Who manages cluster admin access?", ""])
    else:
        mc = pick(["클러스터 접근 방법이 어디에도 없었음. 사용자가 실행한 명령:\n{s}",
                   "새 노드 붙이는데 join 정보가 문서에 없었음:\n{s}",
                   "배포 잡이 이렇게 클러스터에 인증하는 줄 몰랐음:\n{s}"]).format(**K(s=s))
        le = pick(["장기 유효 + 클러스터 전체 권한이라 OIDC 단기 토큰이 더 안전함.",
                   "join 토큰은 기본 24시간 후 만료. 새로 만들려면 `kubeadm token create`.",
                   "초기 admin 비번은 바꾸고 bootstrap secret은 지웠어야 함."])
        ask = pick(["배포 잡을 workload identity로 바꿀 수 있을까요?", "클러스터 admin 권한은 누가 관리하나요?", ""])
    return 'kubernetes: %s' % kind, mc, le, ask, secrets


def t_signing(lang):
    kind = pick(['django', 'rails', 'nextauth', 'jwt', 'laravel', 'flask', 'whsec', 'gh_webhook', 'slack_signing', 'aes', 'fernet',
                 'phoenix', 'strapi', 'vault_init'])
    if kind == 'django':
        k = ''.join(pick('abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)') for _ in range(50))
        s, secrets = "SECRET_KEY = '%s'" % k, [k]
    elif kind == 'rails':
        k = hexs(128)
        s, secrets = 'SECRET_KEY_BASE=%s' % k, [k]
    elif kind == 'nextauth':
        k = b64e(rb(32))
        s, secrets = 'AUTH_SECRET="%s"' % k, [k]
    elif kind == 'jwt':
        k = pick([hexs(64), rs(48, B64U), pw_passphrase()])
        s, secrets = pick(['JWT_SECRET=%s', "jwt:\n  secret: '%s'\n  expiresIn: 7d"]) % k, [k]
    elif kind == 'laravel':
        k = b64e(rb(32))
        s, secrets = 'APP_KEY=base64:%s' % k, [k]
    elif kind == 'flask':
        k = hexs(32)
        s, secrets = "app.config['SECRET_KEY'] = '%s'" % k, [k]
    elif kind == 'whsec':
        k = 'whsec_' + rs(32)
        s, secrets = 'STRIPE_WEBHOOK_SECRET=%s' % k, [k]
    elif kind == 'gh_webhook':
        k = hexs(40)
        s, secrets = 'GITHUB_WEBHOOK_SECRET=%s' % k, [k]
    elif kind == 'slack_signing':
        k = hexs(32)
        s, secrets = 'SLACK_SIGNING_SECRET=%s' % k, [k]
    elif kind == 'aes':
        k = hexs(64)
        s, secrets = 'FIELD_ENCRYPTION_KEY=%s  # AES-256-GCM' % k, [k]
    elif kind == 'fernet':
        k = base64.urlsafe_b64encode(rb(32)).decode()
        s, secrets = 'AIRFLOW__CORE__FERNET_KEY=%s' % k, [k]
    elif kind == 'phoenix':
        k = rs(64, B64)
        s, secrets = 'config :acme, AcmeWeb.Endpoint,\n  secret_key_base: "%s"' % k, [k]
    elif kind == 'strapi':
        ks = [b64e(rb(16)) for _ in range(2)]
        s, secrets = 'APP_KEYS=%s\nAPI_TOKEN_SALT=%s' % (','.join(ks), b64e(rb(16))), None
        salt = s.split('API_TOKEN_SALT=')[1]
        secrets = ks + [salt]
    else:
        ks = [b64e(rb(33)) for _ in range(3)]
        root = 'hvs.' + rs(24)
        s = '\n'.join('Unseal Key %d: %s' % (i + 1, k) for i, k in enumerate(ks)) + '\n\nInitial Root Token: %s' % root
        secrets = ks + [root]
    if lang == 'en':
        mc = pick(["Sessions were invalidated on every deploy and nobody told me the signing secret is hard-coded per environment:\n{s}",
                   "Webhook signature checks failed in staging; the secret the app uses is:\n{s}",
                   "I didn't know where the app's key material comes from. It is in the repo:\n{s}",
                   "Needed the secret to verify payloads locally; the user pasted it:\n{s}"]).format(**K(s=s))
        le = pick(["Changing this value logs everyone out and invalidates existing tokens.",
                   "Staging and prod must not share this value, otherwise tokens minted in one are accepted by the other.",
                   "Encrypted columns can't be read after this key changes unless the old key is kept for decryption.",
                   "Signature verification needs the raw body, not the parsed JSON; that was the actual bug."])
        ask = pick(["Should this move to the secret manager and be rotated?", "Is the prod value different from this one?", ""])
    else:
        mc = pick(["배포할 때마다 세션이 전부 날아갔는데 서명 키가 환경별로 하드코딩돼 있다는 걸 몰랐음:\n{s}",
                   "스테이징에서 웹훅 서명 검증 실패. 앱이 쓰는 secret:\n{s}",
                   "앱 키가 어디서 오는지 몰랐는데 저장소에 있었음:\n{s}",
                   "로컬에서 payload 검증하려고 secret이 필요했음. 사용자가 붙여줌:\n{s}"]).format(**K(s=s))
        le = pick(["이 값 바꾸면 전원 로그아웃되고 기존 토큰 전부 무효.",
                   "스테이징과 prod가 이 값을 공유하면 한쪽에서 발급한 토큰이 다른 쪽에서도 통과함.",
                   "이 키 바뀌면 예전 키를 복호화용으로 남겨두지 않는 한 암호화 컬럼을 못 읽음.",
                   "서명 검증은 파싱된 JSON이 아니라 raw body로 해야 함. 그게 실제 버그였음."])
        ask = pick(["secret manager로 옮기고 rotate 할까요?", "prod 값은 이거랑 다른가요?", ""])
    return 'signing/encryption secret: %s' % kind, mc, le, ask, secrets


def t_oauth(lang):
    kind = pick(['refresh_form', 'token_response', 'ms_client_credentials', 'slack_oauth'])
    if kind == 'refresh_form':
        cid = '%d-%s.apps.googleusercontent.com' % (rint(10 ** 11, 10 ** 12), rs(32, LALNUM))
        cs = 'GOCSPX-' + rs(28, B64U)
        rt = '1//0' + rs(rint(95, 105), B64U)
        s = ('POST https://oauth2.googleapis.com/token\ngrant_type=refresh_token&client_id=%s&client_secret=%s&refresh_token=%s' % (cid, cs, rt))
        secrets = [cs, rt]
    elif kind == 'token_response':
        at = tok_gcp_access()
        rt = '1//0' + rs(rint(95, 105), B64U)
        s = '{\n  "access_token": "%s",\n  "expires_in": 3599,\n  "refresh_token": "%s",\n  "scope": "https://www.googleapis.com/auth/drive.readonly",\n  "token_type": "Bearer"\n}' % (at, rt)
        secrets = [at, rt]
    elif kind == 'ms_client_credentials':
        cs = azure_client_secret()
        s = ("curl -X POST https://login.microsoftonline.com/%s/oauth2/v2.0/token \\\n  -d 'client_id=%s' \\\n"
             "  -d 'client_secret=%s' \\\n  -d 'scope=https://graph.microsoft.com/.default' -d 'grant_type=client_credentials'") % (uuid4(), uuid4(), cs)
        secrets = [cs]
    else:
        bt = tok_slack_bot()
        s = '{"ok": true, "app_id": "A0%s", "access_token": "%s", "token_type": "bot", "scope": "chat:write,channels:read", "team": {"id": "T0%s"}}' % (
            rs(9, UALNUM), bt, rs(8, UALNUM))
        secrets = [bt]
    if lang == 'en':
        mc = pick(["The integration kept losing access after an hour. I wasn't told it stores tokens itself; the captured exchange:\n{s}",
                   "To debug the OAuth flow the user pasted the raw token request/response:\n{s}"]).format(**K(s=s))
        le = pick(["The client-credentials flow has no refresh token; every hour the app asks again with the client secret, so the secret is the long-lived part.",
                   "The secret was created with a 6-month expiry, which is why the integration broke without any code change."]
                  if kind == 'ms_client_credentials' else
                  ["The refresh token is the long-lived part; the access token alone would expire soon, this would not.",
                   "Tokens were refreshed in two workers at once and the provider revoked the older one."])
        ask = pick(["Where should the refresh token be persisted?", "Should the OAuth client be rotated after this?", ""])
    else:
        mc = pick(["연동이 한 시간마다 권한을 잃었음. 토큰을 직접 저장한다는 걸 몰랐음. 캡처한 요청/응답:\n{s}",
                   "OAuth 흐름 디버깅하려고 사용자가 토큰 요청/응답 원문을 붙여줌:\n{s}"]).format(**K(s=s))
        le = pick(["client credentials 방식은 refresh token이 없음. 매시간 client secret으로 다시 받기 때문에 오래 가는 건 secret 쪽임.",
                   "secret 만료가 6개월로 설정돼 있어서 코드 변경 없이 연동이 깨진 것."]
                  if kind == 'ms_client_credentials' else
                  ["오래 가는 건 refresh token임. access token만이면 곧 만료되지만 이건 아님.",
                   "워커 두 개가 동시에 refresh 해서 provider가 예전 토큰을 revoke 함."])
        ask = pick(["refresh token은 어디에 저장해야 하나요?", "이번 일 이후 OAuth 클라이언트를 rotate 해야 할까요?", ""])
    return 'OAuth: %s' % kind, mc, le, ask, secrets


def t_smtp(lang):
    kind = pick(['ses', 'sendgrid', 'mailgun'])
    if kind == 'ses':
        user = 'AKIA' + rs(16, UPPER + '234567')
        pw = 'B' + rs(43, B64)
        s = 'MAIL_HOST=email-smtp.ap-northeast-2.amazonaws.com\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s' % (user, pw)
        secrets = [user, pw]
    elif kind == 'sendgrid':
        pw = 'SG.' + rs(22, B64U) + '.' + rs(43, B64U)
        s = 'smtp_settings = {\n  address: "smtp.sendgrid.net", port: 587,\n  user_name: "apikey",\n  password: "%s"\n}' % pw
        secrets = [pw]
    else:
        pw = hexs(32) + '-' + hexs(8) + '-' + hexs(8)
        s = 'spring.mail.host=smtp.mailgun.org\nspring.mail.username=postmaster@mg.acme.io\nspring.mail.password=%s' % pw
        secrets = [pw]
    if lang == 'en':
        mc = pick(["Password-reset e-mails weren't arriving and I didn't know which SMTP relay is used. The config:\n{s}",
                   "The mail settings for the app were only on the server:\n{s}"]).format(**K(s=s))
        le = pick(["The relay only accepts mail from verified sender domains; the bounce was about the From address, not auth.",
                   "Port 25 is blocked on the cloud provider; 587 works."])
        ask = pick(["Can I get sandbox SMTP credentials for local testing?", ""])
    else:
        mc = pick(["비밀번호 재설정 메일이 안 와서 보니 어떤 SMTP 릴레이를 쓰는지 몰랐음. 설정:\n{s}",
                   "앱 메일 설정이 서버에만 있었음:\n{s}"]).format(**K(s=s))
        le = pick(["릴레이는 인증된 발신 도메인만 받음. 반송 원인은 인증이 아니라 From 주소였음.", "클라우드에서 25번 포트는 막혀 있음. 587은 됨."])
        ask = pick(["로컬 테스트용 sandbox SMTP 계정 받을 수 있을까요?", ""])
    return 'SMTP credentials: %s' % kind, mc, le, ask, secrets


# ==========================================================================
# CLEAN notes
# ==========================================================================
def segwit_addr():
    data = [0] + _convertbits(list(rb(20)), 8, 5)
    values = _hrp_expand('bc') + data
    polymod = _polymod(values + [0] * 6) ^ 1
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return 'bc1' + ''.join(_BECH[d] for d in data + chk)


def placeholder(env):
    return pick(['<%s>' % env.lower(), 'YOUR_%s' % env, 'REPLACE_ME', '********', 'x' * rint(16, 32), '%s_HERE' % env,
                 '<your-%s>' % env.lower().replace('_', '-'), '...', 'changeme', 'TODO'])


def shell_ref(env, v):
    s = slug(v.name)
    return pick(['"$(vault kv get -field=%s secret/%s)"' % (key_suffix(env, v.name), s.replace('_', '-')),
                 '"$(op read op://Engineering/%s/credential)"' % v.name.replace(' ', '-'),
                 '"$(aws ssm get-parameter --name /prod/%s --with-decryption --query Parameter.Value --output text)"' % env.lower(),
                 '"$(gcloud secrets versions access latest --secret=%s)"' % env.lower().replace('_', '-'),
                 '"$(security find-generic-password -s %s -w)"' % s.replace('_', '-'),
                 '"$(pass show work/%s)"' % s.replace('_', '-'),
                 '"$(cat /run/secrets/%s)"' % env.lower()])


def config_ref(env, v):
    s = slug(v.name)
    return pick(['${%s}' % env, '${%s:?missing}' % env, '%%(%s)s' % env, 'vault:secret/data/%s#%s' % (s.replace('_', '-'), key_suffix(env, v.name)),
                 'arn:aws:secretsmanager:ap-northeast-2:%012d:secret:prod/%s-%s' % (rint(10 ** 11, 10 ** 12 - 1), s.replace('_', '-'), rs(6)),
                 'projects/acme-prod/secrets/%s/versions/latest' % env.lower().replace('_', '-'),
                 'op://Engineering/%s/credential' % v.name.replace(' ', '-'), '${env:%s}' % env, 'ENV[%s]' % env])


def clean_value(label, env, v):
    if label in ('.env file',):
        return pick(['', placeholder(env), placeholder(env)])
    if label in ('shell export', 'fish set -gx', 'cmd set', 'PowerShell $env'):
        if label == 'cmd set':
            return '%%%s_FROM_VAULT%%' % env
        if label == 'PowerShell $env':
            return pick(['(Get-Secret -Name %s -AsPlainText)' % env, placeholder(env)])
        return shell_ref(env, v)
    if label == 'GitHub Actions env':
        return '${{ secrets.%s }}' % env
    if label in ('GitLab CI variables', 'Azure Pipelines variables'):
        return '$(%s)' % env if label.startswith('Azure') else '$%s_PROD' % env
    if label in ('docker-compose environment', 'Dockerfile ENV', 'systemd Environment', 'docker run -e', 'helm --set',
                 'secret-setting CLI', 'Makefile', 'serverless.yml', 'CircleCI environment'):
        return pick(['${%s}' % env, '$%s' % env]) if label != 'serverless.yml' else '${ssm:/prod/%s}' % env.lower()
    if label == 'Ansible vars':
        return '{{ vault_%s }}' % env.lower()
    if label in ('k8s Secret stringData', 'k8s Secret data base64'):
        return '{{ .Values.%s | quote }}' % camel(key_suffix(env, v.name))
    if label in ('Jupyter os.environ', 'Python constant', 'JS env fallback', 'Laravel config', 'dotnet user-secrets',
                 'Gradle buildConfigField', 'xcconfig', 'VS Code launch.json', 'Postman environment', 'Jenkinsfile environment'):
        return placeholder(env)
    if label == 'markdown table':
        return pick(['(1Password: %s)' % v.name, 'see Vault', 'in Doppler `prd` config', 'ask #infra'])
    if label == 'debug log line':
        return pick(['****', '[FILTERED]', '<masked>', '***REDACTED***'.replace('REDACTED', 'hidden')])
    return config_ref(env, v)


CLEAN_REF_MC_EN = [
    "I didn't know where {area} gets its {svc} credentials. They are injected at deploy time; {where} only references them:\n{snip}",
    "The {svc} key is not in the repo. {where} points at the secret store:\n{snip}",
    "Nobody told me the {svc} config moved to the secret manager last sprint. Current {where}:\n{snip}",
    "Setting up {area} locally, the {svc} part of {where} looks like this (no values committed):\n{snip}",
    "{area} failed with 'missing {env}' because the reference below resolves only in CI:\n{snip}",
]
CLEAN_REF_MC_KO = [
    "{area}에서 {svc} 인증정보를 어디서 가져오는지 몰랐음. 배포 시점에 주입되고 {where}에는 참조만 있음:\n{snip}",
    "{svc} 키는 저장소에 없음. {where:는} secret store를 가리키기만 함:\n{snip}",
    "지난 스프린트에 {svc} 설정이 secret manager로 옮겨졌다는 걸 못 들었음. 현재 {where}:\n{snip}",
    "로컬에서 {area} 세팅할 때 {where}의 {svc} 부분 (값은 커밋 안 됨):\n{snip}",
    "{area:가} 'missing {env}'로 실패함. 아래 참조는 CI에서만 풀림:\n{snip}".replace('{area:가}', '{area} 쪽이'),
]
CLEAN_REF_LE_EN = [
    "Locally the value has to be exported by hand or pulled with the CLI before starting the app.",
    "The reference is resolved by the deploy tooling, so the literal string ends up in the container if the step is skipped.",
    "{env} must exist in every environment, including preview, or the app refuses to boot.",
    "Changing the value in the store doesn't restart anything; pods pick it up on the next rollout.",
    "The placeholder in the example file is intentional; real values never go into git.",
]
CLEAN_REF_LE_KO = [
    "로컬에선 앱 띄우기 전에 직접 export 하거나 CLI로 가져와야 함.",
    "참조는 배포 툴이 풀어주는 거라 그 단계를 건너뛰면 문자열이 그대로 컨테이너에 들어감.",
    "{env:는} preview 포함 모든 환경에 있어야 함. 없으면 앱이 안 뜸.",
    "store에서 값 바꿔도 재시작은 안 됨. 다음 rollout 때 반영됨.",
    "예제 파일의 placeholder는 의도된 것. 실제 값은 git에 안 올림.",
]
CLEAN_REF_ASK_EN = ["Which secret store should I request access to for {svc}?", "Is there a dev value of {env} I can use locally?",
                    "Who can grant me read access to the {svc} secret?", ""]
CLEAN_REF_ASK_KO = ["{svc} 시크릿 읽으려면 어느 store 권한을 요청해야 하나요?", "로컬에서 쓸 dev용 {env} 값이 있나요?",
                    "{svc} 시크릿 읽기 권한은 누가 줄 수 있나요?", ""]


def t_clean_ref(lang, v=None):
    v = v or pick(VENDORS)
    parts = v.parts()
    kind = weighted([('curl', 0, 3 if (v.h or v.u) else 0), ('sdk', 0, 2 if v.sdk else 0), ('generic', 0, 8)])[0]
    env0 = [p for p in parts if p[2]][0][0]
    if kind == 'curl':
        vals = ['$' + e for e, _, _ in parts]
        url = v.url.format(*vals) if v.url else 'https://api.example.com'
        if v.h:
            snip_text = 'curl -s %s \\\n  -H "%s: %s"' % (url if '?' not in url else '"%s"' % url, v.h[0], v.h[1].format(*vals))
        else:
            snip_text = 'curl -s %s -u "%s"' % (url, v.u.format(*vals))
        where, label = pick(['the runbook', 'the README', 'docs/api.md']), 'curl with env var'
    elif kind == 'sdk':
        lang_code, tmpl = pick(v.sdk)
        vals = [placeholder(e) if (l or _re.search('KEY|TOKEN|SECRET|PASSWORD', e)) else val for e, val, l in parts]
        snip_text = tmpl.format(*vals)
        where, label = 'the %s quickstart' % lang_code, 'SDK constructor with placeholder (%s)' % lang_code
    else:
        label, fn, _ = weighted([c for c in GENERIC_CONTAINERS if c[0] not in ('git diff', 'k8s Secret data base64')])
        newparts = [(e, clean_value(label, e, v) if (l or _re.search('KEY|TOKEN|SECRET|PASSWORD', e)) else val, l) for e, val, l in parts]
        res = fn(v, newparts)
        snip_text, where = res[0], res[1]
        label = '%s with reference/placeholder' % label
    svc = v.name if lang == 'en' else v.ko
    kw = dict(svc=svc, area=pick(AREA_EN if lang == 'en' else AREA_KO), where=where if lang == 'en' else ko_where(where), snip=snip_text, env=env0)
    mc = fill(P(lang, CLEAN_REF_MC_EN, CLEAN_REF_MC_KO), **kw)
    le = fill(P(lang, CLEAN_REF_LE_EN, CLEAN_REF_LE_KO), **kw)
    ask = fill(P(lang, CLEAN_REF_ASK_EN, CLEAN_REF_ASK_KO), **kw)
    # a publishable/non-secret part value (e.g. an account SID) may remain; that is fine for a clean note only if it is not a credential
    return 'clean: %s %s' % (v.name, label), mc, le, ask, []


def t_clean_placeholder(lang):
    lines = []
    vs = [pick(VENDORS) for _ in range(rint(2, 4))]
    for v in vs:
        for e, val, l in v.parts():
            if l:
                lines.append('%s=%s' % (e, pick([placeholder(e), '', placeholder(e)])))
            else:
                lines.append('%s=%s' % (e, pick(['', '<%s>' % e.lower()])))
    extra = pick(['DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME', 'REDIS_URL=redis://localhost:6379/0',
                  'DATABASE_URL=postgres://postgres:<password>@localhost:5432/app_dev', 'JWT_SECRET=<generate with: openssl rand -hex 32>',
                  'SECRET_KEY=  # python -c "import secrets; print(secrets.token_urlsafe(50))"'])
    lines.insert(rint(0, len(lines)), extra)
    s = '\n'.join(lines)
    if lang == 'en':
        mc = pick(["The repo only has an example env file and I wasn't told where the real values come from:\n{s}",
                   "Onboarding doc says 'copy .env.example'. It contains:\n{s}",
                   "I assumed the values below were real, but they are placeholders:\n{s}"]).format(**K(s=s))
        le = pick(["The app starts with empty values and only fails on the first request that needs them, which is confusing.",
                   "The example file is validated in CI: every key must exist, values must stay placeholders.",
                   "Use `direnv` with a private .envrc; .env.example is only a list of names."])
        ask = pick(["Who hands out the real values for a new laptop?", "Is there a seeded dev environment so I don't need real keys?", ""])
    else:
        mc = pick(["저장소에는 예제 env 파일만 있고 실제 값 출처는 못 들었음:\n{s}",
                   "온보딩 문서에 '.env.example 복사'라고만 있음. 내용:\n{s}",
                   "아래 값이 진짜인 줄 알았는데 전부 placeholder였음:\n{s}"]).format(**K(s=s))
        le = pick(["값이 비어 있어도 앱은 뜨고, 그 값이 필요한 첫 요청에서야 실패해서 헷갈림.",
                   "예제 파일은 CI에서 검사함: 키는 전부 있어야 하고 값은 placeholder여야 함.",
                   "direnv + 개인 .envrc를 쓸 것. .env.example은 이름 목록일 뿐."])
        ask = pick(["새 노트북 세팅할 때 실제 값은 누가 주나요?", "실제 키 없이 쓸 수 있는 seed된 dev 환경이 있나요?", ""])
    return 'clean: .env.example placeholders', mc, le, ask, []


def masked_like(v):
    """A masked display of a credential of vendor v: prefix kept, middle hidden, last 4 visible."""
    val = [p for p in v.parts() if p[2]][0][1]
    m = _re.match(r'^([A-Za-z]+[_\-.](?:[a-z]+[_\-])?)', val)
    pre = m.group(1) if m and len(m.group(1)) <= 9 else ''
    style = pick(['stars', 'dots', 'ellipsis', 'last4'])
    if style == 'stars':
        return pre + '*' * rint(8, 24) + rs(4)
    if style == 'dots':
        return pre + '•' * rint(6, 12) + rs(4)
    if style == 'ellipsis':
        return pre + '...' + rs(4)
    return '(ends in %s)' % rs(4)


def t_clean_masked(lang):
    kind = pick(['vendor', 'vendor', 'k8s_describe', 'aws_console', 'vercel_env', 'heroku', 'card'])
    if kind == 'vendor':
        v = pick(VENDORS)
        m = masked_like(v)
        s = pick(['%s = %s' % ([p for p in v.parts() if p[2]][0][0], m),
                  'The %s dashboard lists the key as %s, created 2025-0%d-1%d.' % (v.name, m, rint(1, 9), rint(0, 9)),
                  'Error from %s: invalid credentials (key %s)' % (v.name, m)])
        cat = 'clean: masked %s key' % v.name
    elif kind == 'k8s_describe':
        s = 'Name:         %s\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes' % (
            pick(['db-credentials', 'api-secrets', 'redis-auth']), pick(['prod', 'default', 'data']), rint(16, 40), rint(3, 12))
        cat = 'clean: kubectl describe secret (sizes only)'
    elif kind == 'aws_console':
        s = 'Access key ID: AKIA****************  Status: Active  Last used: 2025-0%d-%02d (s3, ap-northeast-2)' % (rint(1, 9), rint(1, 28))
        cat = 'clean: AWS console masked key'
    elif kind == 'vercel_env':
        s = '$ vercel env ls\n name                 value       environments\n %s   Encrypted   Production, Preview\n %s   Encrypted   Production' % (
            pick(['STRIPE_SECRET_KEY  ', 'DATABASE_URL       ']), pick(['OPENAI_API_KEY     ', 'RESEND_API_KEY     ']))
        cat = 'clean: vercel env ls (encrypted)'
    elif kind == 'heroku':
        s = '=== acme-api Config Vars\nLOG_LEVEL:        info\nSENTRY_AUTH_TOKEN: ******** (set)\nWEB_CONCURRENCY:  4'
        cat = 'clean: config vars masked'
    else:
        s = 'Payment method on file: Visa **** **** **** %04d, exp %02d/%02d' % (rint(0, 9999), rint(1, 12), rint(26, 30))
        cat = 'clean: masked card number'
    if lang == 'en' and kind in ('k8s_describe', 'vercel_env', 'heroku'):
        mc = pick(["I wanted to check the value the app gets, but the tooling only shows that it is set:\n{s}",
                   "Couldn't tell whether the secret was populated in this environment until I ran:\n{s}"]).format(**K(s=s))
        le = pick(["The output confirms the secret exists and its size, which was enough to spot the empty value in staging.",
                   "Reading the actual value needs separate permissions, which is intended."])
        ask = pick(["Who can read the actual value if it needs checking?", ""])
    elif lang == 'ko' and kind in ('k8s_describe', 'vercel_env', 'heroku'):
        mc = pick(["앱이 받는 값을 확인하고 싶었는데 도구가 설정 여부만 보여줌:\n{s}",
                   "이 환경에 시크릿이 채워져 있는지 아래 명령 돌리기 전까진 몰랐음:\n{s}"]).format(**K(s=s))
        le = pick(["시크릿 존재 여부와 크기만 나오는데, 스테이징 값이 비어 있다는 건 그걸로 충분히 확인됨.",
                   "실제 값 읽기는 권한이 따로 필요함. 의도된 것."])
        ask = pick(["값을 직접 확인해야 하면 누가 볼 수 있나요?", ""])
    elif lang == 'en':
        mc = pick(["I wasn't sure which key the service is using; all I could see was the masked value:\n{s}",
                   "To match the failing requests to a key I only had this:\n{s}",
                   "Context: the dashboard never shows the full value again after creation.\n{s}"]).format(**K(s=s))
        le = pick(["The last four characters are enough to tell keys apart without exposing them.",
                   "If nobody saved the full value, the only option is to create a new key and redeploy.",
                   "Masked output is safe to paste in tickets; the raw value is not."])
        ask = pick(["Who created this key and where was the full value stored?", "Should I create a new key rather than hunt for this one?", ""])
    else:
        mc = pick(["서비스가 어떤 키를 쓰는지 확실하지 않았음. 보이는 건 마스킹된 값뿐:\n{s}",
                   "실패한 요청이 어느 키인지 맞춰보려 했는데 이것밖에 없었음:\n{s}",
                   "참고: 대시보드는 생성 이후 전체 값을 다시 안 보여줌.\n{s}"]).format(**K(s=s))
        le = pick(["끝 4자리만으로도 키 구분은 충분하고 노출도 안 됨.", "전체 값을 아무도 저장 안 했으면 새 키 만들고 재배포하는 수밖에 없음.",
                   "마스킹된 출력은 티켓에 붙여도 되지만 원본 값은 안 됨."])
        ask = pick(["이 키 누가 만들었고 전체 값은 어디 저장했나요?", "이 키 찾기보다 새로 만드는 게 낫지 않을까요?", ""])
    return cat, mc, le, ask, []


DOC_EXAMPLES = [
    ('AWS documentation example keys', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'),
    ('AWS documentation example keys', 'AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nAWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'),
    ('jwt.io example token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'),
    ('RFC 7617 Basic example', 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='),
    ('RFC 6749 token response example', '{\n  "access_token":"2YotnFZFEjr1zCsicMWpAA",\n  "token_type":"example",\n  "expires_in":3600,\n  "refresh_token":"tGzv3JOkF0XG5Qx2TlKWIA"\n}'),
    ('RFC 6749 client credentials example', 'Authorization: Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW'),
    ('Azurite well-known dev account key', 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;'),
    ('Cosmos DB emulator well-known key', 'AccountEndpoint=https://localhost:8081/;AccountKey=C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU9DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw=='),
    ('Hardhat default test account', 'Account #0: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000 ETH)\nPrivate Key: 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'),
    ('Hardhat default mnemonic', 'mnemonic: "test test test test test test test test test test test junk"'),
    ('Kubernetes docs Secret example', 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysecret\ntype: Opaque\ndata:\n  username: YWRtaW4=\n  password: MWYyZDFlMmU2N2Rm'),
    ('Docker Hub postgres image docs', 'docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres'),
    ('Docker Hub mysql image docs', 'docker run --name some-mysql -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:tag'),
    ('Slack docs placeholder token', "client = WebClient(token='xoxb-not-a-real-token-this-will-not-work')"),
    ('Stripe docs test card', 'card number 4242 4242 4242 4242, any future expiry, any CVC'),
    ('reCAPTCHA documented test keys', 'site key: 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nsecret key: 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'),
    ('Turnstile documented dummy keys', 'sitekey 1x00000000000000000000AA (always passes)\nsecret 1x0000000000000000000000000000000AA'),
    ('MinIO quickstart defaults', 'MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD=minioadmin'),
    ('Twilio docs placeholders', "account_sid = 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'\nauth_token = 'your_auth_token'"),
    ('GitHub docs example', 'curl -H "Authorization: Bearer <YOUR-TOKEN>" https://api.github.com/octocat'),
]


def t_clean_docs(lang):
    name, ex = pick(DOC_EXAMPLES)
    if lang == 'en':
        mc = pick(["I mistook a documentation example for a real credential. The snippet from the docs ({name}):\n{ex}",
                   "The test fixtures use the published example values, which is why the scanner flagged them ({name}):\n{ex}",
                   "The integration test copies this straight from the vendor docs ({name}):\n{ex}"]).format(**K(name=name, ex=ex))
        le = pick(["These values are published by the vendor for examples and local emulators; they grant nothing in production.",
                   "The scanner allowlist should cover documented example values so the build stops failing on them.",
                   "The emulator only accepts the well-known value, so replacing it in tests breaks them."])
        ask = pick(["Should the fixtures use obviously fake values instead, to stop the false alarms?", "Is the scanner allowlist in this repo or in the org config?", ""])
    else:
        mc = pick(["문서 예제를 진짜 credential로 착각했음. 문서에 있던 스니펫 ({name}):\n{ex}",
                   "테스트 fixture가 공개 예제 값을 써서 스캐너에 걸린 것 ({name}):\n{ex}",
                   "통합 테스트가 벤더 문서에서 그대로 복사해 온 값임 ({name}):\n{ex}"]).format(**K(name=name, ex=ex))
        le = pick(["벤더가 예제/로컬 에뮬레이터용으로 공개한 값이라 운영에서는 아무 권한 없음.",
                   "문서 예제 값은 스캐너 allowlist에 넣어야 빌드가 안 깨짐.",
                   "에뮬레이터는 이 공개 값만 받아서 테스트에서 바꾸면 깨짐."])
        ask = pick(["오탐 줄이려면 fixture를 누가 봐도 가짜인 값으로 바꿀까요?", "스캐너 allowlist는 이 저장소에 있나요, 조직 설정에 있나요?", ""])
    return 'clean: vendor documentation example (%s)' % name, mc, le, ask, []


def t_clean_hashes(lang):
    kind = pick(['sha256sum', 'git_log', 'docker_digest', 'npm_integrity', 'pip_hash', 'go_sum', 'tf_lock', 'sri', 'etag', 'lfs',
                 'pgp_sig', 'cosign'])
    if kind == 'sha256sum':
        s = '\n'.join('%s  %s' % (hexs(64), f) for f in pick([['acme-cli_1.8.2_linux_amd64.tar.gz', 'acme-cli_1.8.2_darwin_arm64.tar.gz'],
                                                                 ['model.safetensors', 'tokenizer.json'], ['backup-2025-05-01.sql.gz']]))
    elif kind == 'git_log':
        s = '\n'.join('%s %s' % (hexs(40), m) for m in pick([['fix: retry on 429', 'chore: bump deps', 'feat: export csv'],
                                                               ['Revert "enable cache"', 'hotfix: null check in webhook handler']]))
    elif kind == 'docker_digest':
        s = 'image: ghcr.io/acme/api@sha256:%s\n# previous: sha256:%s' % (hexs(64), hexs(64))
    elif kind == 'npm_integrity':
        s = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            (lambda n, a, b, c: (n, a, b, c, n, n, a, b, c, b64e(rb(64))))(pick(['zod', 'undici', 'esbuild', 'semver']), rint(1, 9), rint(0, 20), rint(0, 20)))
    elif kind == 'pip_hash':
        s = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (hexs(64), hexs(64))
    elif kind == 'go_sum':
        s = 'github.com/jackc/pgx/v5 v5.5.%d h1:%s\ngithub.com/jackc/pgx/v5 v5.5.%d/go.mod h1:%s' % (rint(0, 9), b64e(rb(32)), rint(0, 9), b64e(rb(32)))
    elif kind == 'tf_lock':
        s = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            rint(30, 80), b64e(rb(32)), hexs(64))
    elif kind == 'sri':
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64e(rb(48)))
    elif kind == 'etag':
        s = 'HTTP/2 200\netag: "%s"\nx-amz-version-id: %s\ncontent-md5: %s' % (hexs(32), rs(32, B64U), b64e(rb(16)))
    elif kind == 'lfs':
        s = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (hexs(64), rint(10 ** 5, 10 ** 9))
    elif kind == 'pgp_sig':
        s = '-----BEGIN PGP SIGNATURE-----\n\niHUEABYKAB0WIQ%s\n%s\n=%s\n-----END PGP SIGNATURE-----' % (rs(50, B64), rs(64, B64), rs(4, B64))
    else:
        s = 'cosign verify --key cosign.pub ghcr.io/acme/api@sha256:%s\n... "Signature": "%s"' % (hexs(64), b64e(rb(71)))
    if lang == 'en':
        mc = pick(["The build failed on an integrity check and I didn't know the hashes are pinned. Relevant lines:\n{s}",
                   "Context for the release verification step:\n{s}",
                   "Had to confirm the artifact matched what CI produced:\n{s}"]).format(**K(s=s))
        le = pick(["A hash mismatch means the artifact changed upstream or the cache is stale; it is not an auth problem.",
                   "Pinning by digest instead of tag made the rollback reproducible.",
                   "These values are public checksums and signatures; they are safe to share."])
        ask = pick(["Should the lock file be regenerated or the old artifact restored?", "Who signs the release artifacts?", ""])
    else:
        mc = pick(["무결성 체크에서 빌드 실패. 해시가 pin 돼 있다는 걸 몰랐음. 관련 줄:\n{s}",
                   "릴리스 검증 단계 관련 내용:\n{s}",
                   "아티팩트가 CI 산출물과 같은지 확인해야 했음:\n{s}"]).format(**K(s=s))
        le = pick(["해시 불일치는 업스트림 아티팩트가 바뀌었거나 캐시가 오래된 것. 인증 문제 아님.",
                   "태그 대신 digest로 고정해서 롤백이 재현 가능해짐.", "공개 체크섬/서명 값이라 공유해도 됨."])
        ask = pick(["lock 파일을 다시 만들까요, 예전 아티팩트를 복구할까요?", "릴리스 아티팩트 서명은 누가 하나요?", ""])
    return 'clean: hashes/digests (%s)' % kind, mc, le, ask, []


def t_clean_ids(lang):
    kind = pick(['stripe', 'aws', 'trace', 'slack_ids', 'mongo', 'gcp', 'azure', 'sentry', 'k8s', 'oauth_client_id', 'crypto_tx', 'apple'])
    if kind == 'stripe':
        s = 'customer=cus_%s payment_intent=pi_%s charge=ch_%s request-id=req_%s' % (rs(14), rs(24), rs(24), rs(14))
    elif kind == 'aws':
        s = ('InstanceId: i-0%s\nVpcId: vpc-0%s\nSecurityGroup: sg-0%s\nRoleArn: arn:aws:iam::%012d:role/%s\nRequestId: %s' %
             (hexs(16), hexs(16), hexs(16), rint(10 ** 11, 10 ** 12 - 1), pick(['eks-node-role', 'lambda-exec', 'ci-deployer']), uuid4()))
    elif kind == 'trace':
        s = 'traceparent: 00-%s-%s-01\nx-request-id: %s\ncf-ray: %s-ICN' % (hexs(32), hexs(16), uuid4(), hexs(16))
    elif kind == 'slack_ids':
        s = 'team_id=T0%s channel=C0%s user=U0%s ts=%d.%06d' % (rs(8, UALNUM), rs(9, UALNUM), rs(9, UALNUM), now_ts(), rint(0, 999999))
    elif kind == 'mongo':
        s = 'db.orders.find({ _id: ObjectId("%s") })\n// user: ObjectId("%s")' % (hexs(24), hexs(24))
    elif kind == 'gcp':
        s = 'project: acme-prod (number %d)\noperation: operation-%d-%s-%s-%s' % (rint(10 ** 11, 10 ** 12), now_ts() * 1000, hexs(13), hexs(8), hexs(8))
    elif kind == 'azure':
        s = 'subscriptionId: %s\ntenantId: %s\nx-ms-correlation-request-id: %s' % (uuid4(), uuid4(), uuid4())
    elif kind == 'sentry':
        s = 'Sentry event %s (issue ACME-API-%s), release %s' % (hexs(32), rs(3, UALNUM), hexs(40))
    elif kind == 'k8s':
        s = 'pod/api-%s-%s  uid=%s  containerID=containerd://%s' % (rs(10, LALNUM), rs(5, LALNUM), uuid4(), hexs(64))
    elif kind == 'oauth_client_id':
        s = 'GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nredirect_uri=https://app.acme.io/auth/callback' % (rint(10 ** 11, 10 ** 12), rs(32, LALNUM))
    elif kind == 'crypto_tx':
        s = 'tx https://sepolia.etherscan.io/tx/0x%s\nfrom %s to %s\nbtc txid %s, payout address %s' % (hexs(64), eth_address(), eth_address(), hexs(64), segwit_addr())
    else:
        s = 'Team ID %s, Key ID %s, bundle com.acme.app, App Store app id %d' % (rs(10, UALNUM), rs(10, UALNUM), rint(10 ** 9, 10 ** 10))
    if lang == 'en':
        mc = pick(["To trace the failed request I needed these identifiers, which weren't in the ticket:\n{s}",
                   "The user pasted the IDs from the incident so I could find the logs:\n{s}",
                   "Reference values for the investigation:\n{s}"]).format(**K(s=s))
        le = pick(["These are identifiers, not credentials; they only help locate records and logs.",
                   "Searching logs by request ID is much faster than by timestamp.",
                   "Provider support asks for the request ID first, so it should be in every bug report."])
        ask = pick(["Can the request ID be surfaced in the error page so users can report it?", "Where are these logs retained, and for how long?", ""])
    else:
        mc = pick(["실패 요청 추적하려면 아래 ID가 필요했는데 티켓에 없었음:\n{s}",
                   "로그 찾으라고 사용자가 장애 당시 ID를 붙여줌:\n{s}",
                   "조사용 참고 값:\n{s}"]).format(**K(s=s))
        le = pick(["식별자일 뿐 인증정보가 아님. 레코드나 로그 찾는 용도.", "타임스탬프보다 request ID로 로그 검색하는 게 훨씬 빠름.",
                   "벤더 지원팀은 request ID부터 물어봄. 버그 리포트에 항상 넣을 것."])
        ask = pick(["사용자가 신고할 수 있게 에러 페이지에 request ID를 보여줄까요?", "이 로그들 어디에 얼마나 보관되나요?", ""])
    return 'clean: identifiers (%s)' % kind, mc, le, ask, []


def t_clean_b64(lang):
    kind = pick(['configmap', 'cursor', 'github_content', 'pubsub', 'data_uri', 'jwt_header', 'lambda_body'])
    if kind == 'configmap':
        data = pick([b'{"feature_flags":{"new_checkout":true,"beta_search":false}}', b'log_level=info\nworkers=4\n', b'[server]\nport=8080\n'])
        s = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  settings.bin: %s' % b64e(data)
    elif kind == 'cursor':
        s = 'GET /v1/events?limit=100&cursor=%s' % b64e(_j({'offset': rint(100, 90000), 'ts': now_ts()}))
    elif kind == 'github_content':
        s = '{"name": "README.md", "encoding": "base64", "content": "%s"}' % b64e(pick([b'# acme-infra\n\nTerraform for the shared VPC.\n', b'# api\nRun `make dev` to start.\n']))
    elif kind == 'pubsub':
        s = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "2025-05-0%dT03:12:44Z"}}' % (
            b64e(_j({'orderId': rint(10 ** 5, 10 ** 6), 'status': pick(['PAID', 'SHIPPED', 'REFUNDED'])})), rint(10 ** 15, 10 ** 16), rint(1, 9))
    elif kind == 'data_uri':
        s = '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s" />' % rs(20, B64)
    elif kind == 'jwt_header':
        hdr = b64u(b'{"alg":"RS256","typ":"JWT","kid":"k1"}')
        s = ('The header part of the token is %s, which decodes to {"alg":"RS256","typ":"JWT","kid":"k1"}' % hdr if lang == 'en'
             else '토큰 헤더 부분은 %s 이고 디코딩하면 {"alg":"RS256","typ":"JWT","kid":"k1"} 임' % hdr)
    else:
        s = '{"isBase64Encoded": true, "body": "%s"}' % b64e(_j({'event': 'signup', 'plan': pick(['free', 'pro'])}))
    if lang == 'en':
        mc = pick(["I assumed this blob was an encoded credential, but it decodes to ordinary data:\n{s}",
                   "The payload I had to debug is base64-encoded; the user pasted it raw:\n{s}",
                   "Context: the API returns opaque base64 values like this one.\n{s}"]).format(**K(s=s))
        le = pick(["Base64 is an encoding, not encryption; decoding it first saves a lot of guessing.",
                   "The cursor is opaque by contract; clients must not build it themselves." if kind == 'cursor' else
                   "The payload was fine; the consumer failed because it expected JSON and got the encoded form.",
                   "The size limit applies to the encoded form, which is a third larger than the raw data."])
        ask = pick(["Is there a helper in the repo for decoding these payloads?", ""])
    else:
        mc = pick(["인코딩된 credential인 줄 알았는데 디코딩해 보니 평범한 데이터였음:\n{s}",
                   "디버깅할 payload가 base64로 인코딩돼 있음. 사용자가 원문 그대로 붙여줌:\n{s}",
                   "참고: API가 이런 불투명한 base64 값을 돌려줌.\n{s}"]).format(**K(s=s))
        le = pick(["base64는 암호화가 아니라 인코딩일 뿐. 먼저 디코딩해 보면 추측할 일이 줄어듦.",
                   "cursor는 계약상 불투명 값이라 클라이언트가 직접 만들면 안 됨." if kind == 'cursor' else
                   "payload 자체는 정상. 컨슈머가 JSON을 기대했는데 인코딩된 값을 받아서 실패한 것.",
                   "크기 제한은 인코딩된 길이 기준이라 원본보다 1/3 정도 큼."])
        ask = pick(["이런 payload 디코딩하는 헬퍼가 저장소에 있나요?", ""])
    return 'clean: base64 of non-secret data (%s)' % kind, mc, le, ask, []


def t_clean_pubkeys(lang):
    kind = pick(['authorized_keys', 'known_hosts', 'pem_public', 'jwks', 'age_recipients', 'wg_peer', 'fingerprints', 'npub', 'gh_hostkeys'])
    if kind == 'authorized_keys':
        line, blob = ssh_ed25519_pubkey(pick(['jkim@macbook', 'deploy@ci', 'priya@thinkpad']))
        s = '# ~/.ssh/authorized_keys on bastion\n' + line
    elif kind == 'known_hosts':
        line, blob = ssh_ed25519_pubkey('')
        s = 'git.acme.io ' + line.strip()
    elif kind == 'pem_public':
        _, pub = p256_keypair()
        s = '-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----' % '\n'.join(pem_lines(spki_ec_der(pub)))
    elif kind == 'jwks':
        _, pub = p256_keypair()
        s = '{"keys": [{"kty": "EC", "crv": "P-256", "kid": "%s", "use": "sig", "x": "%s", "y": "%s"}]}' % (rs(8, LALNUM), b64u(pub[1:33]), b64u(pub[33:]))
    elif kind == 'age_recipients':
        s = 'creation_rules:\n  - path_regex: overlays/prod/.*\\.yaml\n    age: %s,%s' % (age_public(), age_public())
    elif kind == 'wg_peer':
        _, pk = wg_keypair()
        s = '[Peer]\n# laptop-jkim\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32' % (pk, rint(2, 250))
    elif kind == 'fingerprints':
        _, blob = ssh_ed25519_pubkey('x')
        fp = ':'.join(hexs(2).upper() for _ in range(32))
        s = 'ED25519 key fingerprint is %s.\nTLS cert SHA-256 fingerprint: %s\nPGP key %s' % (
            ssh_fingerprint(blob), fp, ' '.join(rs(4, HEXU) for _ in range(10)))
    elif kind == 'npub':
        s = 'bot profile: %s\nrelay: wss://relay.damus.io' % nostr_npub()
    else:
        s = ('github.com ED25519 fingerprint: SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU\n'
             'github.com RSA fingerprint: SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s')
    if lang == 'en':
        mc = pick(["Access was set up with public keys and I didn't know which one is trusted where:\n{s}",
                   "To verify the host/key I needed these public values:\n{s}",
                   "The user shared the public half so I could add it:\n{s}"]).format(**K(s=s))
        le = pick(["Public keys and fingerprints are meant to be shared; only the private half must stay secret.",
                   "Verifying the fingerprint out of band is what protects against a spoofed host.",
                   "Adding the key to the wrong user's authorized_keys was the reason login failed."])
        ask = pick(["Is there a central place where trusted public keys are listed?", ""])
    else:
        mc = pick(["공개키로 접근이 설정돼 있었는데 어느 키가 어디서 신뢰되는지 몰랐음:\n{s}",
                   "호스트/키 검증하려면 아래 공개 값이 필요했음:\n{s}",
                   "추가할 수 있게 사용자가 공개키 쪽을 공유해줌:\n{s}"]).format(**K(s=s))
        le = pick(["공개키와 fingerprint는 공유해도 되는 값. 개인키만 비밀로 유지하면 됨.", "fingerprint를 별도 채널로 확인해야 위장 호스트를 막을 수 있음.",
                   "엉뚱한 사용자의 authorized_keys에 키를 넣은 게 로그인 실패 원인이었음."])
        ask = pick(["신뢰하는 공개키 목록을 모아둔 곳이 있나요?", ""])
    return 'clean: public keys/fingerprints (%s)' % kind, mc, le, ask, []


def t_clean_urls(lang):
    items = pick([
        ['postgres://app@db.internal:5432/app?sslmode=require', '~/.pgpass (mode 0600)'],
        ['redis://cache.acme.internal:6379/0', 'rediss://default@global-redis.upstash.io:6379'],
        ['~/.aws/credentials', '~/.aws/config', 'AWS_PROFILE=prod-readonly'],
        ['/etc/ssl/private/tls.key', '/etc/ssl/certs/acme-chain.pem'],
        ['s3://acme-backups/pg/2025-05-01/base.tar.gz', 'gs://acme-ml-artifacts/runs/8812/model.pt'],
        ['https://github.com/acme/infra/settings/secrets/actions', 'https://vault.acme.io/ui/vault/secrets/kv/show/payments'],
        ['git@github.com:acme/api.git', 'https://gitlab.com/acme/mobile.git'],
        ['mongodb+srv://cluster0.%s.mongodb.net/?authMechanism=MONGODB-AWS&authSource=$external' % rs(5, LALNUM)],
        ['https://app.acme.io/oauth/callback?state=%s&code_challenge=%s&code_challenge_method=S256' % (rs(22, B64U), rs(43, B64U))],
        ['https://console.cloud.google.com/security/secret-manager/secret/db-password/versions?project=acme-prod'],
        ['jdbc:postgresql://db.internal:5432/app?ssl=true&sslfactory=org.postgresql.ssl.DefaultJavaSSLFactory'],
        ['ssh -i ~/.ssh/id_ed25519_deploy deploy@bastion.acme.io', 'ProxyJump bastion'],
    ])
    s = '\n'.join(items)
    if lang == 'en':
        mc = pick(["I didn't know where these resources live; collected the locations:\n{s}",
                   "The config points to these endpoints and files (no credentials inside):\n{s}",
                   "Paths and URLs the job touches:\n{s}"]).format(**K(s=s))
        le = pick(["The connection authenticates with IAM/the key file, so the URL itself holds nothing secret.",
                   "File permissions matter: the client refuses key files readable by others.",
                   "The profile name decides which account is used; the default profile points at staging."])
        ask = pick(["Is there a diagram of which service talks to which endpoint?", ""])
    else:
        mc = pick(["이 리소스들이 어디 있는지 몰랐음. 위치 정리:\n{s}",
                   "설정이 가리키는 엔드포인트와 파일 (인증정보 없음):\n{s}",
                   "잡이 접근하는 경로와 URL:\n{s}"]).format(**K(s=s))
        le = pick(["IAM이나 키 파일로 인증해서 URL 자체엔 비밀값이 없음.", "파일 권한 중요: 다른 사용자가 읽을 수 있는 키 파일은 클라이언트가 거부함.",
                   "어느 계정을 쓸지는 profile 이름이 결정함. default profile은 스테이징임."])
        ask = pick(["어떤 서비스가 어느 엔드포인트랑 통신하는지 그림이 있나요?", ""])
    return 'clean: URLs and paths without credentials', mc, le, ask, []


def t_clean_cli_prose(lang):
    if lang == 'en':
        facts = ["`mysql -p` with nothing attached makes the client prompt for the password; a space after -p means the next word is the database name.",
                 "`docker login --password-stdin` reads the token from stdin so it never shows up in shell history.",
                 "psql reads PGPASSWORD from the environment, but ~/.pgpass is the recommended way.",
                 "`sshpass -e` takes the password from the SSHPASS variable instead of the command line.",
                 "`read -s DB_PASS` in bash reads a value without echoing it.",
                 "`gh auth login --with-token` expects the token on stdin.",
                 "`kubectl create secret generic --from-file` avoids putting values in the command line.",
                 "`aws configure` writes keys to ~/.aws/credentials; `aws sso login` avoids long-lived keys entirely.",
                 "`git config --global credential.helper osxkeychain` stores HTTPS credentials in the keychain.",
                 "`vault kv get -field=password secret/app/db` prints just the one field, handy for scripts.",
                 "`openssl rand -base64 32` is what the team uses to generate new secrets.",
                 "`npm login --auth-type=web` opens the browser instead of asking for a token."]
        f = [pick(facts) for _ in range(rint(1, 2))]
        mc = pick(["I didn't know how the team passes credentials to CLI tools without leaking them.",
                   "The runbook assumed I knew the safe way to authenticate these tools.",
                   "Scripts were prompting interactively in CI and nobody said why."])
        le = ' '.join(f)
        ask = pick(["Is there a wrapper script that handles this for all the tools?", "Should the runbook spell out these flags?", ""])
    else:
        facts = ["`mysql -p` 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봄. -p 뒤에 공백을 두면 다음 단어를 DB 이름으로 인식함.",
                 "`docker login --password-stdin`은 stdin으로 토큰을 읽어서 shell history에 안 남음.",
                 "psql은 PGPASSWORD 환경변수를 읽지만 ~/.pgpass 쓰는 게 권장 방식.",
                 "`sshpass -e`는 커맨드라인 대신 SSHPASS 변수에서 비번을 읽음.",
                 "bash에서 `read -s DB_PASS`로 입력하면 화면에 안 찍힘.",
                 "`gh auth login --with-token`은 토큰을 stdin으로 받음.",
                 "`kubectl create secret generic --from-file`을 쓰면 값이 명령줄에 안 남음.",
                 "`aws sso login`을 쓰면 장기 키 자체가 필요 없음.",
                 "`vault kv get -field=password secret/app/db`는 필드 하나만 출력해서 스크립트에 쓰기 좋음.",
                 "새 시크릿 만들 때 팀은 `openssl rand -base64 32`를 씀."]
        f = [pick(facts) for _ in range(rint(1, 2))]
        mc = pick(["CLI 도구에 인증정보를 유출 없이 넘기는 팀 방식을 몰랐음.", "런북이 이 도구들의 안전한 인증 방법을 안다고 가정하고 있었음.",
                   "CI에서 스크립트가 interactive 프롬프트를 띄웠는데 이유를 아무도 설명 안 해줌."])
        le = ' '.join(f)
        ask = pick(["모든 도구에 대해 이걸 처리해주는 래퍼 스크립트가 있나요?", "런북에 이 플래그들을 명시할까요?", ""])
    return 'clean: CLI credential flags explained', mc, le, ask, []


def t_clean_policy(lang):
    n = rint(12, 16)
    d = pick([60, 90, 180])
    if lang == 'en':
        mc = pick(["The password reset form kept rejecting new passwords and the rules weren't shown to users.",
                   "I didn't know the IdP enforces its own password policy on top of ours.",
                   "Nobody mentioned the rotation policy for service credentials."])
        le = pick(["Policy: at least {n} characters, one symbol, no reuse of the last 5, expiry every {d} days; the form only checked length.",
                   "Service account keys must be rotated every {d} days and may not be older than {d} days at audit time.",
                   "Accounts lock after 5 failed attempts for 15 minutes; admins can unlock from the console.",
                   "MFA is mandatory for anything with production access; SMS is not accepted as a second factor."]).format(**K(n=n, d=d))
        ask = pick(["Should the form show the policy up front?", "Is there a reminder before keys hit the {d}-day limit?", ""]).format(**K(d=d))
    else:
        mc = pick(["비밀번호 재설정 폼이 계속 새 비번을 거부했는데 규칙이 사용자에게 안 보였음.", "IdP가 우리 정책 위에 자체 비밀번호 정책을 또 건다는 걸 몰랐음.",
                   "서비스 인증정보 rotate 정책을 아무도 얘기 안 해줌."])
        le = pick(["정책: 최소 {n}자, 특수문자 1개 이상, 최근 5개 재사용 금지, {d}일마다 만료. 폼은 길이만 검사하고 있었음.",
                   "서비스 계정 키는 {d}일마다 rotate, 감사 시점에 {d}일 넘은 키가 있으면 안 됨.",
                   "5회 실패 시 15분 잠금. 관리자가 콘솔에서 해제 가능.", "운영 접근 권한이 있으면 MFA 필수. SMS는 2차 인증으로 인정 안 됨."]).format(**K(n=n, d=d))
        ask = pick(["폼에서 정책을 미리 보여줄까요?", "키가 {d}일 되기 전에 알림이 오나요?", ""]).format(**K(d=d))
    return 'clean: password/credential policy', mc, le, ask, []


def t_clean_errors(lang):
    kind = pick(['aad', 'aws_sig', 'github', 'stripe', 'mysql', 'pg', 'redis', 'mongo', 'slack', 'openai', 'anthropic', 'gcp', 'npm',
                 'docker', 'kubectl', 'vault', 'oracle', 'mssql', 'git'])
    if kind == 'aad':
        s = ("AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, "
             "for a secret added to app '%s'.\nTrace ID: %s\nCorrelation ID: %s\nTimestamp: 2025-05-0%d 04:12:55Z") % (uuid4(), uuid4(), uuid4(), rint(1, 9))
    elif kind == 'aws_sig':
        s = ('An error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation: The request signature we calculated does not match '
             'the signature you provided. Check your AWS Secret Access Key and signing method.\nRequestId: %s' % uuid4())
    elif kind == 'github':
        s = '{\n  "message": "Bad credentials",\n  "documentation_url": "https://docs.github.com/rest",\n  "status": "401"\n}\nx-github-request-id: %s:%s:%s:%s' % (
            rs(4, HEXU), rs(6, HEXU), rs(7, HEXU), rs(8, HEXU))
    elif kind == 'stripe':
        s = 'Stripe::AuthenticationError: Invalid API Key provided: sk_live_%s%s\n  request_id: req_%s' % ('*' * rint(20, 30), rs(4), rs(14))
    elif kind == 'mysql':
        s = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(DBUSERS), pick(['localhost', '10.0.3.%d' % rint(2, 250)]))
    elif kind == 'pg':
        s = 'psql: error: connection to server at "%s" (10.0.3.17), port 5432 failed: FATAL:  password authentication failed for user "%s"' % (pick(HOSTS), pick(DBUSERS))
    elif kind == 'redis':
        s = '(error) WRONGPASS invalid username-password pair or user is disabled.'
    elif kind == 'mongo':
        s = 'MongoServerError: Authentication failed.\n    at Connection.onMessage ... {\n  ok: 0,\n  code: 18,\n  codeName: \'AuthenticationFailed\'\n}'
    elif kind == 'slack':
        s = '{"ok": false, "error": "invalid_auth", "warning": "missing_charset", "response_metadata": {"warnings": ["missing_charset"]}}'
    elif kind == 'openai':
        s = "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-%s%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % (
            '*' * rint(40, 60), rs(4))
    elif kind == 'anthropic':
        s = '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"},"request_id":"req_%s"}' % rs(24)
    elif kind == 'gcp':
        s = ('google.auth.exceptions.RefreshError: (\'invalid_grant: Invalid JWT Signature.\', {\'error\': \'invalid_grant\', '
             '\'error_description\': \'Invalid JWT Signature.\'})')
    elif kind == 'npm':
        s = 'npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/2025-05-02T01_12_33_%03dZ-debug-0.log' % rint(0, 999)
    elif kind == 'docker':
        s = 'Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized: incorrect username or password'
    elif kind == 'kubectl':
        s = 'error: You must be logged in to the server (Unauthorized)'
    elif kind == 'vault':
        s = 'Error reading secret/data/payments: Error making API request.\n\nURL: GET https://vault.internal:8200/v1/secret/data/payments\nCode: 403. Errors:\n\n* permission denied'
    elif kind == 'oracle':
        s = 'ORA-01017: invalid username/password; logon denied'
    elif kind == 'mssql':
        s = "Login failed for user 'sa'. (Microsoft SQL Server, Error: 18456)\nState: 8  ClientConnectionId:%s" % uuid4()
    else:
        s = "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/infra.git/'"
    if lang == 'en':
        mc = pick(["The job failed with an auth error and I had no idea which credential it was using:\n{s}",
                   "Error the user hit (they didn't say which environment):\n{s}",
                   "Full error from the failing step:\n{s}"]).format(**K(s=s))
        le = pick(["The error means the credential was rejected, not that it was missing; a stale value in the CI cache was the cause.",
                   "The request/trace ID in the error is what the provider's support needs; the credential itself is never needed.",
                   "This message appears both for a wrong value and for a disabled account, so check the account status first.",
                   "Clock skew on the runner produced the signature error; syncing NTP fixed it."])
        ask = pick(["Which secret does this job read, and who can check its value?", "Can the job print which credential name it uses (not the value)?", ""])
    else:
        mc = pick(["잡이 인증 에러로 실패했는데 어떤 credential을 쓰는지 전혀 몰랐음:\n{s}",
                   "사용자가 겪은 에러 (어느 환경인지는 말 안 함):\n{s}",
                   "실패한 단계의 전체 에러:\n{s}"]).format(**K(s=s))
        le = pick(["값이 없는 게 아니라 거부된 것. CI 캐시에 남은 예전 값이 원인이었음.",
                   "에러에 있는 request/trace ID만 있으면 벤더 지원 가능. credential 자체는 필요 없음.",
                   "값이 틀려도, 계정이 비활성이어도 같은 메시지가 나와서 계정 상태부터 확인해야 함.",
                   "러너 시계가 틀어져서 서명 에러가 났던 것. NTP 동기화로 해결."])
        ask = pick(["이 잡이 어느 시크릿을 읽는지, 그 값은 누가 확인할 수 있나요?", "잡이 사용하는 credential 이름(값 말고)을 출력하게 할까요?", ""])
    return 'clean: auth error message (%s)' % kind, mc, le, ask, []


def t_clean_rotation(lang):
    v = pick(VENDORS)
    env = [p for p in v.parts() if p[2]][0][0]
    store = pick(['Vault', 'Doppler', 'AWS Secrets Manager', '1Password', 'GitHub Actions secrets', 'GCP Secret Manager', 'Azure Key Vault'])
    hh, mm = rint(9, 18), rint(0, 59)
    if lang == 'en':
        svc = v.name
        mc = pick(["I wasn't told the {svc} key had been rotated during the incident, so the worker kept using the cached old one.",
                   "Missing: the rotation procedure for {svc}. Nobody had written it down.",
                   "The {svc} credential expired over the weekend and the renewal steps were not documented."]).format(**K(svc=svc))
        le = pick(["Rotation order: create the new key in the {svc} dashboard, update {env} in {store}, roll the deployments, then revoke the old key ({hh}:{mm:02d} today).",
                   "Both keys stay valid for 24 hours after rotation, so there is no downtime if the rollout finishes in time.",
                   "{store} now holds the only copy of {env}; the old value was revoked and is no longer usable.",
                   "The new key's last four characters are listed in the dashboard; checking those confirms the rollout picked it up."]).format(**K(
            svc=svc, env=env, store=store, hh=hh, mm=mm))
        ask = pick(["Should rotation of {env} be automated?", "Who needs to be told when {svc} keys rotate?", ""]).format(**K(env=env, svc=svc))
    else:
        svc = v.ko
        mc = pick(["장애 중에 {svc} 키가 rotate 된 걸 몰라서 워커가 캐시된 예전 키를 계속 씀.", "{svc} rotate 절차가 문서화돼 있지 않았음.",
                   "{svc} credential이 주말에 만료됐는데 갱신 방법이 어디에도 없었음."]).format(**K(svc=svc))
        le = pick(["rotate 순서: {svc} 대시보드에서 새 키 생성 → {store}의 {env} 갱신 → 배포 롤링 → 예전 키 revoke (오늘 {hh}:{mm:02d}).",
                   "rotate 후 24시간 동안은 두 키 모두 유효해서 롤아웃만 제때 끝나면 무중단.",
                   "{env} 값은 이제 {store}에만 있음. 예전 값은 revoke 돼서 못 씀.",
                   "대시보드에 새 키 끝 4자리가 나와서 그걸로 롤아웃 반영 여부 확인 가능."]).format(**K(svc=svc, env=env, store=store, hh=hh, mm=mm))
        ask = pick(["{env} rotate를 자동화할까요?", "{svc} 키 바뀌면 누구한테 알려야 하나요?", ""]).format(**K(env=env, svc=svc))
    return 'clean: key rotation talk without values', mc, le, ask, []


# ---- publishable (documented-public) keys --------------------------------------------------
def publishable_value():
    k = pick(['stripe', 'firebase', 'recaptcha', 'turnstile', 'hcaptcha', 'mapbox', 'algolia', 'supabase_anon', 'supabase_pub', 'clerk',
              'posthog', 'sentry', 'maps_js', 'launchdarkly', 'segment', 'mixpanel', 'amplitude', 'toss', 'kakao_js', 'razorpay', 'paddle',
              'adyen', 'braintree', 'pusher', 'datadog_rum', 'naver_maps', 'channeltalk', 'onesignal', 'square', 'cf_analytics'])
    if k == 'stripe':
        v = 'pk_%s_51%s' % (pick(['live', 'test']), rs(97))
        return 'Stripe publishable key', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s' % v, '토스', 'Stripe'
    if k == 'firebase':
        pid = pick(['acme-app-prod', 'acme-mobile-31b7e', 'shop-web-9a2f1'])
        s = ('const firebaseConfig = {\n  apiKey: "AIzaSy%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
             '  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};') % (rs(33, B64U), pid, pid, pid, rint(10 ** 11, 10 ** 12), rint(10 ** 11, 10 ** 12), hexs(22))
        return 'Firebase web config', s, None, 'Firebase'
    if k == 'recaptcha':
        return 'reCAPTCHA site key', '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick('cdefCDEF'), rs(37, ALNUM + '-_')), None, 'reCAPTCHA'
    if k == 'turnstile':
        return 'Turnstile site key', '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(14, ALNUM + '-_'), None, 'Cloudflare Turnstile'
    if k == 'hcaptcha':
        return 'hCaptcha site key', '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), None, 'hCaptcha'
    if k == 'mapbox':
        return 'Mapbox public token', "mapboxgl.accessToken = '%s';" % tok_mapbox_pk(pick(PERSON_USERS).replace('.', '')), None, 'Mapbox'
    if k == 'algolia':
        return 'Algolia search-only key', "const searchClient = algoliasearch('%s', '%s');" % (rs(10, UALNUM), hexs(32)), None, 'Algolia'
    if k == 'supabase_anon':
        ref = rs(20, LOWER)
        return 'Supabase anon key', "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, tok_supabase('anon', ref)), None, 'Supabase'
    if k == 'supabase_pub':
        return 'Supabase publishable key', 'VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s' % rs(31, ALNUM + '_-'), None, 'Supabase'
    if k == 'clerk':
        dom = pick(['clerk.acme.io', '%s-%s-%d.clerk.accounts.dev' % (pick(['happy', 'brave', 'calm']), pick(['otter', 'lynx', 'heron']), rint(10, 99))])
        pre = 'pk_live_' if dom.startswith('clerk.') else 'pk_test_'
        return 'Clerk publishable key', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s%s' % (pre, b64e((dom + '$').encode()).rstrip('=')), None, 'Clerk'
    if k == 'posthog':
        return 'PostHog project API key', "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(43), None, 'PostHog'
    if k == 'sentry':
        return 'Sentry DSN', "Sentry.init({ dsn: 'https://%s@o%d.ingest.us.sentry.io/%d' });" % (hexs(32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7)), None, 'Sentry'
    if k == 'maps_js':
        return 'Google Maps JavaScript API key (referrer-restricted)', '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap"></script>' % rs(33, B64U), None, 'Google Maps'
    if k == 'launchdarkly':
        return 'LaunchDarkly client-side ID', "const ldClient = LDClient.initialize('%s', context);" % hexs(24), None, 'LaunchDarkly'
    if k == 'segment':
        return 'Segment write key (analytics.js)', 'analytics.load("%s");' % rs(32), None, 'Segment'
    if k == 'mixpanel':
        return 'Mixpanel project token', "mixpanel.init('%s', { track_pageview: true });" % hexs(32), None, 'Mixpanel'
    if k == 'amplitude':
        return 'Amplitude browser API key', "amplitude.init('%s');" % hexs(32), None, 'Amplitude'
    if k == 'toss':
        return 'Toss Payments client key', "const tossPayments = TossPayments('%s_ck_%s');" % (pick(['live', 'test']), rs(28)), '토스페이먼츠', 'Toss Payments'
    if k == 'kakao_js':
        return 'Kakao JavaScript key', "Kakao.init('%s');" % hexs(32), '카카오', 'Kakao'
    if k == 'razorpay':
        return 'Razorpay key_id', 'var options = { "key": "rzp_live_%s", "amount": "50000", "currency": "INR" };' % rs(14), None, 'Razorpay'
    if k == 'paddle':
        return 'Paddle client-side token', "Paddle.Initialize({ token: 'live_%s' });" % hexs(27), None, 'Paddle'
    if k == 'adyen':
        return 'Adyen client key', "const checkout = await AdyenCheckout({ clientKey: '%s_%s', environment: 'live' });" % (pick(['live', 'test']), rs(32, UALNUM)), None, 'Adyen'
    if k == 'braintree':
        return 'Braintree tokenization key', "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(8, LALNUM), rs(16, LALNUM)), None, 'Braintree'
    if k == 'pusher':
        return 'Pusher app key', "const pusher = new Pusher('%s', { cluster: 'ap3' });" % hexs(20), None, 'Pusher'
    if k == 'datadog_rum':
        return 'Datadog RUM client token', "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), hexs(32)), None, 'Datadog RUM'
    if k == 'naver_maps':
        return 'Naver Maps client ID', '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(10, LALNUM), '네이버 지도', 'Naver Maps'
    if k == 'channeltalk':
        return 'Channel Talk plugin key', "ChannelIO('boot', { pluginKey: '%s' });" % uuid4(), '채널톡', 'Channel Talk'
    if k == 'onesignal':
        return 'OneSignal app ID', "OneSignal.init({ appId: '%s' });" % uuid4(), None, 'OneSignal'
    if k == 'square':
        return 'Square application ID', "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(22, B64U), 'L' + rs(12, UALNUM)), None, 'Square'
    return 'Cloudflare Web Analytics token', "<script defer src='https://static.cloudflareinsights.com/beacon.min.js' data-cf-beacon='{\"token\": \"%s\"}'></script>" % hexs(32), None, 'Cloudflare Web Analytics'


def t_clean_publishable(lang):
    what, s, ko_name, vendor = publishable_value()
    if lang == 'en':
        mc = pick(["The frontend build failed because the {vendor} public key wasn't set. The value the site has always shipped with:\n{s}",
                   "I wasn't sure whether this value is safe to commit. It is the {what}, embedded in the client bundle:\n{s}",
                   "The user pasted the client-side {vendor} config to debug the widget:\n{s}"]).format(**K(vendor=vendor, what=what, s=s))
        le = pick(["{what} is designed to be public; restrictions (domains, referrers, scopes) are configured on the {vendor} side.",
                   "The server-side secret for {vendor} is separate and never goes in the frontend; only this public value does.",
                   "The widget failed because the domain wasn't on the {vendor} allowlist, not because of the key."]).format(**K(what=what, vendor=vendor))
        ask = pick(["Should the allowed domains for {vendor} include the preview URLs?", "Is there a separate public key for staging?", ""]).format(**K(vendor=vendor))
    else:
        vn = ko_name or vendor
        mc = pick(["{vn} 공개 키가 설정 안 돼서 프론트 빌드 실패. 사이트에 원래 들어가 있던 값:\n{s}",
                   "이 값을 커밋해도 되는지 헷갈렸음. 클라이언트 번들에 들어가는 {what}임:\n{s}",
                   "위젯 디버깅하려고 사용자가 클라이언트 쪽 {vn} 설정을 붙여줌:\n{s}"]).format(**K(vn=vn, what=what, s=s))
        le = pick(["{what:는} 원래 공개용. 제한(도메인, referrer, 권한)은 {vn} 쪽 설정에서 걸어야 함.",
                   "{vn} 서버용 시크릿은 별도이고 프론트엔드엔 절대 안 들어감. 이 공개 값만 들어감.",
                   "위젯이 안 뜬 건 키 문제가 아니라 도메인이 {vn} allowlist에 없어서였음."]).format(**K(what=what, vn=vn))
        ask = pick(["{vn} 허용 도메인에 preview URL도 넣어야 하나요?", "스테이징용 공개 키가 따로 있나요?", ""]).format(**K(vn=vn))
    return 'clean: %s [publishable]' % what, mc, le, ask, []


def t_clean_encrypted(lang):
    kind = pick(['sops', 'ansible_vault', 'sealed', 'age_armor'])
    if kind == 'sops':
        s = ('db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: %s\n'
             '    lastmodified: "2025-05-0%dT02:11:09Z"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]') % (
            b64e(rb(rint(14, 24))), b64e(rb(32)), b64e(rb(16)), age_public(), rint(1, 9), b64e(rb(48))[:40], b64e(rb(32)), b64e(rb(16)))
    elif kind == 'ansible_vault':
        s = 'db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ' + '\n  '.join(hexs(80) for _ in range(rint(3, 5)))
    elif kind == 'sealed':
        s = 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: Ag%s' % rs(rint(300, 420), B64)
    else:
        s = '-----BEGIN AGE ENCRYPTED FILE-----\n%s\n%s\n-----END AGE ENCRYPTED FILE-----' % (rs(64, B64), rs(rint(20, 60), B64))
    if lang == 'en':
        mc = pick(["I didn't know the secrets in this repo are committed encrypted; the file looks like this:\n{s}",
                   "Deploy failed to decrypt this and nobody told me which key it needs:\n{s}"]).format(**K(s=s))
        le = pick(["The file is ciphertext; without the private key held by the cluster/CI it reveals nothing.",
                   "Decryption needs the key from the secret store on the runner; locally you need to be in the recipients list.",
                   "Re-encrypting after adding a recipient changes every line, which makes the diff look scary but is expected."])
        ask = pick(["How do I get added as a recipient?", "Which key does CI use to decrypt?", ""])
    else:
        mc = pick(["이 저장소는 시크릿을 암호화해서 커밋한다는 걸 몰랐음. 파일 모양:\n{s}",
                   "배포 때 이걸 복호화 못 해서 실패했는데 어느 키가 필요한지 아무도 안 알려줌:\n{s}"]).format(**K(s=s))
        le = pick(["이 파일은 암호문이라 클러스터/CI가 가진 개인키 없이는 아무 정보도 없음.",
                   "복호화는 러너의 secret store에 있는 키로 함. 로컬에서는 recipient 목록에 있어야 함.",
                   "recipient 추가 후 재암호화하면 모든 줄이 바뀌어서 diff가 무서워 보이지만 정상임."])
        ask = pick(["recipient로 추가되려면 어떻게 하나요?", "CI는 어떤 키로 복호화하나요?", ""])
    return 'clean: encrypted secret file (%s)' % kind, mc, le, ask, []


def t_clean_prose_pw(lang):
    """Prose about passwords and logins that never states one."""
    if lang == 'en':
        sysn = pick(SYSTEMS_EN)
        store = pick(["1Password under 'Shared / %s'" % sysn.replace('the ', ''), 'Vault at secret/ops/%s' % rs(6, LOWER),
                      'the team password manager', 'the sealed envelope in the office safe', "Bitwarden, collection 'Infra'"])
        mc = pick(["I didn't know the password for {sys} is kept in {store}; I was looking in the repo.",
                   "The password for {sys} was reset this morning. The new one is in {store}, not in the ticket.",
                   "I logged in to {sys} with the shared account; the password is whatever {store} currently holds.",
                   "Nobody told me {sys} uses SSO now, so the old local password no longer works at all.",
                   "The password is not the problem: {sys} rejects logins from outside the VPN with the same 'invalid password' message."]).format(**K(sys=sysn, store=store))
        le = pick(["Passwords for shared systems live in {store}; asking in chat is discouraged.",
                   "The password field in the form trims trailing spaces, which is why a pasted password failed once.",
                   "The account uses a password plus a hardware key; the password alone is not enough.",
                   "'Password' in the error message is misleading: the account itself was disabled."]).format(**K(store=store))
        ask = pick(["Could the handover doc say where each password is stored?", "Who has write access to {store}?", "Is {sys} moving to SSO soon?"]).format(**K(store=store, sys=sysn))
    else:
        sysn = pick(SYSTEMS_KO)
        store = pick(["1Password '공용/%s' 항목" % sysn, 'Vault의 secret/ops/%s 경로' % rs(6, LOWER), '팀 비밀번호 관리자', '사무실 금고 봉투',
                      "Bitwarden 'Infra' 컬렉션"])
        mc = pick(["{sys} 비밀번호가 {store}에 있다는 걸 몰라서 저장소만 뒤졌음.",
                   "오늘 아침 {sys} 비번이 초기화됨. 새 비번은 티켓이 아니라 {store}에 있음.",
                   "공용 계정으로 {sys}에 로그인함. 비번은 {store}에 있는 최신 값.",
                   "{sys}가 SSO로 바뀌어서 예전 로컬 비번은 아예 안 된다는 걸 아무도 안 알려줌.".replace('{sys}가', '{sys:가}'),
                   "비번 문제가 아니었음. {sys}는 VPN 밖에서 로그인하면 똑같이 '비밀번호 오류'를 띄움.".replace('{sys}는', '{sys:는}')]).format(**K(sys=sysn, store=store))
        le = pick(["공용 시스템 비번은 {store}에 있음. 채팅으로 물어보는 건 지양.",
                   "폼의 비밀번호 입력칸이 뒤 공백을 잘라서, 복붙한 비번이 한 번 실패했던 것.",
                   "비번 + 하드웨어 키 조합이라 비번만으로는 로그인 안 됨.",
                   "에러 메시지의 '비밀번호'는 오해 소지 있음. 실제로는 계정이 비활성화된 것."]).format(**K(store=store))
        ask = pick(["인수인계 문서에 비번 보관 위치를 적어둘 수 있을까요?", "{store} 쓰기 권한은 누구에게 있나요?", "{sys:는} 곧 SSO로 바뀌나요?"]).format(**K(store=store, sys=sysn))
    return 'clean: prose about passwords without a value', mc, le, ask, []


def t_clean_code(lang):
    snippets = [
        'password = getpass.getpass("DB password: ")\nconn = psycopg2.connect(host=host, user=user, password=password)',
        'user.set_password(form.cleaned_data["password1"])\nuser.save()',
        'const hash = await bcrypt.hash(req.body.password, 12);',
        'token = secrets.token_urlsafe(32)  # new invite token per user',
        'const apiKey = process.env.OPENAI_API_KEY;\nif (!apiKey) throw new Error("OPENAI_API_KEY is not set");',
        "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d",
        'export DB_PASSWORD="$(vault kv get -field=password secret/app/db)"',
        'response = client.messages.create(model=model, max_tokens=4096, messages=msgs)',
        'tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")\nids = tokenizer(text, truncation=True, max_length=512)',
        'if not hmac.compare_digest(signature, expected):\n    raise PermissionDenied("bad signature")',
        'creds, _ = google.auth.default(scopes=["https://www.googleapis.com/auth/cloud-platform"])',
        'session = boto3.Session(profile_name="prod-readonly")',
        '@app.middleware("http")\nasync def auth(request, call_next):\n    token = request.headers.get("Authorization", "").removeprefix("Bearer ")',
        'password_reset_token_ttl: 3600\npassword_min_length: 12\nlockout_threshold: 5',
        'valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password',
        "credentials('prod-db-password')  // Jenkins credentials binding",
        'let key = std::env::var("STRIPE_SECRET_KEY").expect("STRIPE_SECRET_KEY must be set");',
        'String secret = System.getenv("JWT_SECRET");\nif (secret == null || secret.length() < 32) throw new IllegalStateException("weak JWT secret");',
    ]
    s = '\n\n'.join(pick(snippets) for _ in range(rint(1, 2)))
    if lang == 'en':
        mc = pick(["I wasn't told how this codebase handles credentials; the relevant code:\n{s}",
                   "The review comment said 'no secrets in code'; this is what the code does now:\n{s}",
                   "Context for the auth bug:\n{s}"]).format(**K(s=s))
        le = pick(["Values come from the environment or the secret store at runtime; the code never contains them.",
                   "The failing case was an empty environment variable, which the code treated as a valid key."] +
                  (["The word 'token' in this part of the code is about LLM tokens, not auth."] if 'token' in s and ('max_tokens' in s or 'tokenizer' in s) else []))
        ask = pick(["Should a startup check list every required secret name?", "Is there a lint rule against literal credentials?", ""])
    else:
        mc = pick(["이 코드베이스가 인증정보를 어떻게 다루는지 못 들었음. 관련 코드:\n{s}",
                   "리뷰에서 '코드에 시크릿 금지'라고 해서 지금은 이렇게 되어 있음:\n{s}",
                   "인증 버그 관련 코드:\n{s}"]).format(**K(s=s))
        le = pick(["값은 런타임에 환경변수나 secret store에서 옴. 코드에는 없음.", "실패 케이스는 빈 환경변수였는데 코드가 그걸 유효한 키로 취급했음."] +
                  (["이 부분 코드의 'token'은 인증이 아니라 LLM 토큰 얘기임."] if ('max_tokens' in s or 'tokenizer' in s) else []))
        ask = pick(["필요한 시크릿 이름을 기동 시 전부 체크하게 할까요?", "리터럴 credential을 잡는 lint 규칙이 있나요?", ""])
    return 'clean: code handling credentials without values', mc, le, ask, []


# ==========================================================================
# assembly, validation, output
# ==========================================================================
KOREAN_VENDORS = ['Naver Cloud', 'Naver Developers', 'Kakao', 'Toss Payments', 'PortOne', 'Solapi', 'Sendbird', 'Channel Talk',
                  'LINE Messaging API']

PRIORITY_VENDORS = ['AWS', 'GitHub', 'Google Gemini', 'OpenAI', 'Anthropic', 'Stripe', 'Slack', 'GitLab', 'Twilio', 'SendGrid',
                    'Hugging Face', 'Azure Storage', 'Google OAuth', 'DigitalOcean', 'Datadog', 'npm', 'PyPI', 'Docker Hub', 'Heroku',
                    'Shopify', 'Telegram', 'Discord', 'Notion', 'Atlassian', 'Cloudflare', 'Supabase', 'Vercel',
                    'Firebase Cloud Messaging', 'Mailgun', 'Okta']
for _p in PRIORITY_VENDORS:
    assert _p in VENDOR_BY_NAME, _p

SECRET_PLAN = {
    'en': [('vendor', 80), (t_conn, 14), (t_cli, 18), (t_prose_pw, 14), (t_chat_paste, 4), (t_split_fields, 4), (t_email_paste, 2),
           (t_sql, 6), (t_http, 9), (t_privkey, 9), (t_totp, 4), (t_recovery, 5), (t_wifi, 3), (t_pin, 3), (t_seed, 3),
           (t_app_password, 3), (t_logtrace, 6), (t_diff, 3), (t_table, 3), (t_webhook, 2), (t_azure, 3), (t_pkgcreds, 5),
           (t_kube, 3), (t_signing, 6), (t_oauth, 2), (t_smtp, 2)],
    'ko': [('vendor', 56), (t_conn, 9), (t_cli, 12), (t_prose_pw, 10), (t_chat_paste, 4), (t_split_fields, 3), (t_email_paste, 2),
           (t_sql, 3), (t_http, 6), (t_privkey, 5), (t_totp, 3), (t_recovery, 3), (t_wifi, 3), (t_pin, 2), (t_seed, 2),
           (t_app_password, 2), (t_logtrace, 4), (t_diff, 2), (t_table, 2), (t_webhook, 1), (t_azure, 1), (t_pkgcreds, 3),
           (t_kube, 1), (t_signing, 3), (t_oauth, 1), (t_smtp, 1)],
}
CLEAN_PLAN = {
    'en': [(t_clean_ref, 36), (t_clean_placeholder, 14), (t_clean_masked, 12), (t_clean_docs, 12), (t_clean_hashes, 14),
           (t_clean_ids, 14), (t_clean_b64, 10), (t_clean_pubkeys, 14), (t_clean_urls, 10), (t_clean_cli_prose, 6),
           (t_clean_policy, 6), (t_clean_errors, 14), (t_clean_rotation, 8), (t_clean_publishable, 22), (t_clean_encrypted, 6),
           (t_clean_code, 8), (t_clean_prose_pw, 10)],
    'ko': [(t_clean_ref, 22), (t_clean_placeholder, 9), (t_clean_masked, 8), (t_clean_docs, 7), (t_clean_hashes, 8),
           (t_clean_ids, 10), (t_clean_b64, 6), (t_clean_pubkeys, 9), (t_clean_urls, 6), (t_clean_cli_prose, 6),
           (t_clean_policy, 5), (t_clean_errors, 10), (t_clean_rotation, 6), (t_clean_publishable, 14), (t_clean_encrypted, 4),
           (t_clean_code, 6), (t_clean_prose_pw, 8)],
}
TARGET = {('secret', 'en'): 216, ('secret', 'ko'): 144, ('clean', 'en'): 216, ('clean', 'ko'): 144}
for _lang in ('en', 'ko'):
    assert sum(n for _, n in SECRET_PLAN[_lang]) == TARGET[('secret', _lang)], (_lang, sum(n for _, n in SECRET_PLAN[_lang]))
    assert sum(n for _, n in CLEAN_PLAN[_lang]) == TARGET[('clean', _lang)], (_lang, sum(n for _, n in CLEAN_PLAN[_lang]))

LIMITS = (('missing_context', 1024), ('lesson', 1024), ('ask_next_time', 512))
HANGUL = _re.compile('[\uac00-\ud7a3]')


class Reject(Exception):
    pass


def window_violations(fields, secrets):
    texts = [fields[k] for k, _ in LIMITS]
    order = sorted(secrets, key=len, reverse=True)
    masked = []
    for t in texts:
        for s in order:
            t = t.replace(s, '\x00')
        masked.append(t)
    bad = []
    lowered = [t.lower() for t in masked]      # stricter than required: case-insensitive
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8].lower()
            for t in lowered:
                if w in t:
                    bad.append((s, s[i:i + 8]))
    return bad


def check_note(kind, lang, category, fields, secrets):
    """Raise Reject for retryable problems (size); AssertionError for rule breaches."""
    for k, lim in LIMITS:
        if len(fields[k].encode('utf-8')) > lim:
            raise Reject('%s too long (%d bytes) in %s' % (k, len(fields[k].encode('utf-8')), category))
    assert fields['missing_context'] and fields['lesson'], category
    if kind == 'clean':
        assert secrets == [], category
        assert ('[publishable]' in category) == category.endswith(' [publishable]'), category
    else:
        assert secrets, category
        assert '[publishable]' not in category
    joined = '\n'.join(fields[k] for k, _ in LIMITS)
    for s in secrets:
        assert isinstance(s, str) and len(s) >= 8, (category, s)
        assert s == s.strip(), (category, s)
        assert s in joined, (category, s)
    bad = window_violations(fields, secrets)
    if bad:
        raise Reject('8-char window of a secret occurs outside it in %s: %r' % (category, bad[:3]))
    if lang == 'ko':
        assert HANGUL.search(fields['missing_context'] + fields['lesson']), category
    else:
        assert not HANGUL.search(joined), category


GENERIC_ASK = {
    'en': ["Is this written down anywhere I should have read first?", "Who is the right person to ask about this next time?",
           "Should this go into the onboarding checklist?", "Is there a staging equivalent I should use instead?",
           "Do you want me to open a ticket for the cleanup?", "Was this a one-off, or does it happen on every deploy?"],
    'ko': ["이 내용이 미리 봤어야 할 문서에 정리돼 있나요?", "다음에 이 건은 누구한테 물어보면 되나요?", "온보딩 체크리스트에 넣을까요?",
           "대신 써야 할 스테이징 환경이 있나요?", "정리 작업 티켓 만들어 둘까요?", "이번만 그런 건가요, 배포할 때마다 그런가요?"],
}


def en_polish(text):
    text = _re.sub(r'\b([Tt])he the ', r'\1he ', text)
    text = _re.sub(r'\bmy own the ', 'my own ', text)
    text = _re.sub(r'(^|[.!?]\s)the ', lambda m: m.group(1) + 'The ', text)
    return text


def build_note(fn, kind, lang, arg=None, retries=30):
    last = None
    for attempt in range(retries):
        out = fn(lang, arg) if arg is not None else fn(lang)
        category, mc, le, ask, secrets = out
        if not ask.strip() and chance(0.55):
            ask = pick(GENERIC_ASK[lang])
        fields = {'missing_context': mc.strip(), 'lesson': le.strip(), 'ask_next_time': ask.strip()}
        uniq = []
        for s in secrets:
            if s not in uniq:
                uniq.append(s)
        if lang == 'en':
            polished = {k: en_polish(v) for k, v in fields.items()}
            if all(sum(polished[k].count(s) for k in polished) == sum(fields[k].count(s) for k in fields) for s in uniq):
                fields = polished
        try:
            check_note(kind, lang, category, fields, uniq)
        except Reject as e:
            last = e
            REJECTS.append(str(e))
            continue
        return {'lang': lang, 'kind': kind, 'category': category, 'fields': fields, 'secrets': uniq}
    raise RuntimeError('could not build a valid note: %s' % last)


REJECTS = []


def generate():
    notes = []
    vendors_used = []
    order = list(VENDORS)
    R.shuffle(order)
    kor = [v for v in order if v.name in KOREAN_VENDORS]
    rest = [v for v in order if v.name not in KOREAN_VENDORS and v.name in PRIORITY_VENDORS] + \
        [v for v in order if v.name not in KOREAN_VENDORS and v.name not in PRIORITY_VENDORS]
    n_ko = dict(SECRET_PLAN['ko'])['vendor']
    n_en = dict(SECRET_PLAN['en'])['vendor']
    ko_vendors = list(kor)
    en_vendors = []
    for i, v in enumerate(rest):
        if len(ko_vendors) < n_ko and (i % 3 == 0 or len(en_vendors) >= n_en):
            ko_vendors.append(v)
        elif len(en_vendors) < n_en:
            en_vendors.append(v)
    assert len(ko_vendors) == n_ko and len(en_vendors) == n_en
    pools = {'ko': ko_vendors, 'en': en_vendors}
    for lang in ('en', 'ko'):
        for fn, n in SECRET_PLAN[lang]:
            for i in range(n):
                if fn == 'vendor':
                    v = pools[lang][i]
                    notes.append(build_note(t_vendor, 'secret', lang, v))
                    vendors_used.append(v.name)
                else:
                    notes.append(build_note(fn, 'secret', lang))
        for fn, n in CLEAN_PLAN[lang]:
            for i in range(n):
                notes.append(build_note(fn, 'clean', lang))
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({'id': 'fs%03d' % (i + 1), 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': n['fields'], 'secrets': n['secrets']})
    return out, vendors_used


def final_checks(notes, vendors_used):
    assert len(notes) == 720
    ids = [n['id'] for n in notes]
    assert ids == ['fs%03d' % i for i in range(1, 721)]
    cnt = {}
    for n in notes:
        assert list(n.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(n['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert n['lang'] in ('en', 'ko') and n['kind'] in ('secret', 'clean')
        cnt[(n['kind'], n['lang'])] = cnt.get((n['kind'], n['lang']), 0) + 1
        check_note(n['kind'], n['lang'], n['category'], n['fields'], n['secrets'])
        if n['kind'] == 'clean':
            assert ('[publishable]' in n['category']) == n['category'].endswith(' [publishable]')
    assert cnt == TARGET, cnt
    distinct = []
    for v in vendors_used:
        if v not in distinct:
            distinct.append(v)
    assert len(distinct) >= 100, len(distinct)
    return cnt, distinct


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, 'blind_set_v115.jsonl')
    notes, vendors_used = generate()
    cnt, distinct = final_checks(notes, vendors_used)
    data = ''.join(json.dumps(n, ensure_ascii=False) + '\n' for n in notes).encode('utf-8')
    with open(path, 'wb') as fh:
        fh.write(data)
    sys.stderr.write('wrote %s: %d notes, sha256 %s\n' % (path, len(notes), hashlib.sha256(data).hexdigest()))
    sys.stderr.write('counts: %s\n' % sorted(cnt.items()))
    sys.stderr.write('distinct vendors in vendor-token notes: %d; retried drafts: %d\n' % (len(distinct), len(REJECTS)))
    for r in REJECTS:
        sys.stderr.write('  retry: %s\n' % r[:300])


if __name__ == '__main__':
    main()
