#!/usr/bin/env python3
"""make_blind_set_v117.py -- generator of blind evaluation set v117 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: one random.Random(117_2026_1128) drives every
choice; no iteration over sets and no hash(), so the output does not depend on PYTHONHASHSEED.
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v117.py [output.jsonl] [--vendors]
        (default output: blind_set_v117.jsonl next to this file; --vendors prints the vendor list)

Layout of this file:
  1. random helpers and small crypto (DER, P-256, Ed25519, RSA, OpenSSH/PuTTY key files, bech32, base58check)
  2. ~190 vendor token factories (prefix, alphabet, length, checksum/encoding of each vendor's credential)
  3. containers: how a vendor credential is embedded (.env, export, curl, SDK, JSON/YAML/TOML/INI/XML, CI, k8s, ...)
  4. prose framing (English and Korean) for vendor notes
  5. passwords of every style, and the non-vendor secret families (CLI flags, connection strings, prose,
     HTTP auth, SQL, private keys, MFA/recovery codes, Wi-Fi/PINs, wallets, app passwords, artefacts, config files)
  6. clean families (references, placeholders, doc examples, hashes, IDs, base64, public keys, URLs, CLI prose,
     policies, auth errors, rotation talk, credential-handling code, publishable keys)
  7. assembly: per-note validation against FORMAT.txt (regenerate on failure), final shuffle, ids, set-level asserts
"""
import base64
import hashlib
import hmac
import json
import os
import string
import struct
import sys
import random
import zlib

R = random.Random(117_2026_1128)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HEXL = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = UP + LO + DG + '+/'
B64U = UP + LO + DG + '-_'
B32 = UP + '234567'
B62 = DG + UP + LO


# ----------------------------------------------------------------------------------------------------
# basic random helpers (all draw from R)
# ----------------------------------------------------------------------------------------------------
def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def b32e(b):
    return base64.b32encode(b).decode().rstrip('=')


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s


def base62(num, width):
    out = ''
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def gh_style(prefix, body_len=30):
    """GitHub / npm style token: prefix + 30 random base62 + 6-char base62 CRC32 checksum."""
    body = rs(AN, body_len)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jwt(header, payload, sig_len=32):
    h = b64u(json.dumps(header, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return f'{h}.{p}.{b64u(rbytes(sig_len))}'


def ts(lo=1_690_000_000, hi=1_760_000_000):
    return R.randint(lo, hi)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    """percent-encode the characters that must be encoded in the userinfo part of a URL."""
    out = []
    for ch in s:
        if ch in AN or ch in '-._~':
            out.append(ch)
        else:
            out.append(''.join(f'%{b:02X}' for b in ch.encode()))
    return ''.join(out)


# ----------------------------------------------------------------------------------------------------
# small crypto: DER, P-256, Ed25519, RSA -- used only to give private keys their real structure
# ----------------------------------------------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(v):
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), 'big')
    if b[0] & 0x80:
        b = b'\x00' + b
    return der(0x02, b)


def pem(label, data, width=64):
    lines = wrap(b64e(data), width)
    return lines, f'-----BEGIN {label}-----\n' + '\n'.join(lines) + f'\n-----END {label}-----'


P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff
P256_A = P256_P - 3
P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
P256_G = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
          0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)


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
    d = R.randrange(1, P256_N)
    x, y = _ec_mul(d, P256_G)
    return d.to_bytes(32, 'big'), b'\x04' + x.to_bytes(32, 'big') + y.to_bytes(32, 'big')


OID_EC = bytes.fromhex('06072a8648ce3d0201')
OID_P256 = bytes.fromhex('06082a8648ce3d030107')


def ec_sec1_der():
    d, pub = p256_keypair()
    body = der_int(1) + der(0x04, d) + der(0xA0, OID_P256) + der(0xA1, der(0x03, b'\x00' + pub))
    return der(0x30, body)


def ec_pkcs8_der():
    d, pub = p256_keypair()
    inner = der(0x30, der_int(1) + der(0x04, d) + der(0xA1, der(0x03, b'\x00' + pub)))
    return der(0x30, der_int(0) + der(0x30, OID_EC + OID_P256) + der(0x04, inner))


ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_I = pow(2, (ED_P - 1) // 4, ED_P)


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_P - 2, ED_P)
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P:
        x = x * ED_I % ED_P
    if x % 2:
        x = ED_P - x
    return x


ED_BY = 4 * pow(5, ED_P - 2, ED_P) % ED_P
ED_B = (_ed_xrecover(ED_BY), ED_BY)


def _ed_add(a, b):
    (x1, y1), (x2, y2) = a, b
    t = ED_D * x1 * x2 * y1 * y2
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, ED_P - 2, ED_P)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, ED_P - 2, ED_P)
    return (x3 % ED_P, y3 % ED_P)


def _ed_mul(pt, e):
    acc = (0, 1)
    while e:
        if e & 1:
            acc = _ed_add(acc, pt)
        pt = _ed_add(pt, pt)
        e >>= 1
    return acc


def ed25519_keypair():
    seed = rbytes(32)
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(ED_B, a)
    pub = (y | ((x & 1) << 255)).to_bytes(32, 'little')
    return seed, pub


def sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def ssh_pub_blob(pub):
    return sshstr('ssh-ed25519') + sshstr(pub)


def openssh_ed25519(comment):
    """unencrypted OpenSSH private key (openssh-key-v1), returns (body_lines, text, public_line)."""
    seed, pub = ed25519_keypair()
    check = rbytes(4)
    priv = check + check + sshstr('ssh-ed25519') + sshstr(pub) + sshstr(seed + pub) + sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b'openssh-key-v1\x00' + sshstr('none') + sshstr('none') + sshstr(b'') + struct.pack('>I', 1)
            + sshstr(ssh_pub_blob(pub)) + sshstr(priv))
    lines = wrap(b64e(blob), 70)
    text = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    return lines, text, 'ssh-ed25519 ' + b64e(ssh_pub_blob(pub)) + ' ' + comment


def ssh_ed25519_public(comment):
    _, pub = ed25519_keypair()
    return 'ssh-ed25519 ' + b64e(ssh_pub_blob(pub)) + ' ' + comment


def ssh_fingerprint(pubblob_b64):
    return 'SHA256:' + base64.b64encode(hashlib.sha256(base64.b64decode(pubblob_b64)).digest()).decode().rstrip('=')


def putty_ed25519(comment):
    seed, pub = ed25519_keypair()
    pubblob = ssh_pub_blob(pub)
    privblob = sshstr(seed)
    macdata = sshstr('ssh-ed25519') + sshstr('none') + sshstr(comment) + sshstr(pubblob) + sshstr(privblob)
    mac = hmac.new(b'', macdata, hashlib.sha256).hexdigest()
    publines = wrap(b64e(pubblob), 64)
    priv = b64e(privblob)
    text = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ' + comment + '\n'
            + f'Public-Lines: {len(publines)}\n' + '\n'.join(publines) + '\nPrivate-Lines: 1\n' + priv
            + '\nPrivate-MAC: ' + mac)
    return [priv], text


_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n):
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(12):
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
        c = R.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _is_probable_prime(c):
            return c


def rsa_pkcs1_der(bits=2048):
    e = 65537
    while True:
        p, q = _rand_prime(bits // 2), _rand_prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            break
    if p < q:
        p, q = q, p
    n = p * q
    d = pow(e, -1, phi)
    body = b''.join(der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)))
    return der(0x30, body)


def rsa_pkcs8_der(bits=2048):
    pk1 = rsa_pkcs1_der(bits)
    alg = der(0x30, bytes.fromhex('06092a864886f70d010101') + b'\x05\x00')
    return der(0x30, der_int(0) + alg + der(0x04, pk1))


def rsa_public_pem(bits=2048):
    """SubjectPublicKeyInfo with a random odd modulus of the right size (a public key: never a secret)."""
    n = R.getrandbits(bits) | (1 << (bits - 1)) | 1
    spki = der(0x30, der(0x30, bytes.fromhex('06092a864886f70d010101') + b'\x05\x00')
               + der(0x03, b'\x00' + der(0x30, der_int(n) + der_int(65537))))
    return pem('PUBLIC KEY', spki)[1]


def wg_keypair_private():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64e(bytes(k))


# ----------------------------------------------------------------------------------------------------
# name pools
# ----------------------------------------------------------------------------------------------------
ORGS = ['acme', 'northwind', 'hanbit', 'bluefin', 'orbitlabs', 'kumo', 'pinecrest', 'datagrove', 'lumen',
        'tidewater', 'haneul', 'brightpath', 'cobalt', 'greenleaf', 'nuri', 'saffron', 'junction', 'ironbark',
        'meridian', 'soribada', 'gaon', 'mirae', 'foxglove', 'quillon']
REPOS = ['api', 'web', 'infra', 'billing-service', 'mobile-app', 'data-pipeline', 'admin', 'worker', 'platform',
         'checkout', 'search', 'notifier', 'etl', 'monorepo', 'backend', 'frontend', 'ml-serving', 'docs']
PEOPLE = ['alex', 'sam', 'priya', 'jordan', 'maria', 'devon', 'chen', 'olivia', 'tom', 'fatima', 'lucas', 'emma',
          'raj', 'nina', 'ben', 'kate', 'omar', 'leo']
PEOPLE_KO = ['minji', 'jisoo', 'hyunwoo', 'seojun', 'yuna', 'dohyun', 'jiwon', 'sungmin', 'eunji', 'taeyang',
             'soyeon', 'junho', 'hyejin', 'jaemin']
NAMES_KO = ['민지', '지수', '현우', '서준', '유나', '도현', '지원', '성민', '은지', '태양', '소연', '준호', '혜진', '재민']
REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'ap-northeast-2', 'ap-northeast-1', 'eu-central-1']
TLDS = ['io', 'com', 'dev', 'co.kr', 'net', 'app']


def org():
    return pick(ORGS)


def person():
    return pick(PEOPLE)


def email(lang='en'):
    return f"{pick(PEOPLE_KO if lang == 'ko' else PEOPLE)}@{org()}.{pick(TLDS)}"


def host(kind='db'):
    o = org()
    return pick({
        'db': [f'{kind}-{pick(["prod", "stg", "dev"])}.{o}.internal', f'{o}-{pick(["pg", "mysql", "db"])}-{rs(LAN, 4)}.{pick(REGIONS)}.rds.amazonaws.com',
               f'10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}', f'{kind}.{pick(["staging", "prod", "qa"])}.{o}.{pick(TLDS)}'],
    }.get(kind, [f'{kind}.{o}.{pick(TLDS)}']))


# ----------------------------------------------------------------------------------------------------
# vendor token factories. Each returns a dict:
#   name, what (credential description), items [(ENV_NAME, value, is_secret)], curl, sdk [(lang, code)], cli, slug
# Only values that are credentials are marked is_secret; IDs, regions, e-mails are not.
# ----------------------------------------------------------------------------------------------------
VENDORS = []


def vendor(fn):
    VENDORS.append(fn)
    return fn


def V(name, what, items, curl=None, sdk=None, cli=None, slug=None, url=None):
    return dict(name=name, what=what, items=items, curl=curl, sdk=sdk or [], cli=cli,
                slug=slug or name.lower().replace(' ', '-').replace('.', ''), url=url)


@vendor
def v_aws():
    region = pick(REGIONS)
    if chance(0.75):
        kid, sec = 'AKIA' + rs(B32, 16), rs(B64, 40)
        items = [('AWS_ACCESS_KEY_ID', kid, True), ('AWS_SECRET_ACCESS_KEY', sec, True), ('AWS_DEFAULT_REGION', region, False)]
        what = 'IAM access key pair'
    else:
        kid, sec = 'ASIA' + rs(B32, 16), rs(B64, 40)
        tok = 'FwoGZXIvYXdzE' + rs(AN, 2) + 'aD' + rs(B64, 280) + '=='
        items = [('AWS_ACCESS_KEY_ID', kid, True), ('AWS_SECRET_ACCESS_KEY', sec, True), ('AWS_SESSION_TOKEN', tok, True)]
        what = 'temporary STS credentials'
    return V('AWS', what, items,
             sdk=[('python', f's3 = boto3.client("s3", region_name="{region}", aws_access_key_id="{kid}", aws_secret_access_key="{sec}")'),
                  ('js', f'const s3 = new S3Client({{ region: "{region}", credentials: {{ accessKeyId: "{kid}", secretAccessKey: "{sec}" }} }});'),
                  ('go', f'creds := credentials.NewStaticCredentialsProvider("{kid}", "{sec}", "")')],
             cli=f'aws configure set aws_secret_access_key {sec} --profile {org()}-{pick(["prod", "stg", "dev"])}')


@vendor
def v_github():
    k = pick(['ghp', 'ghp', 'pat', 'gho', 'ghs'])
    if k == 'ghp':
        tok, what = gh_style('ghp_'), 'classic personal access token'
    elif k == 'pat':
        tok, what = 'github_pat_' + rs(AN, 22) + '_' + rs(AN, 59), 'fine-grained personal access token'
    elif k == 'gho':
        tok, what = gh_style('gho_'), 'OAuth token'
    else:
        tok, what = gh_style('ghs_'), 'GitHub App installation token'
    o, r = org(), pick(REPOS)
    return V('GitHub', what, [('GITHUB_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" https://api.github.com/repos/{o}/{r}/actions/runs?per_page=5',
             sdk=[('js', f'const octokit = new Octokit({{ auth: "{tok}" }});'), ('python', f'gh = Github(auth=Auth.Token("{tok}"))'),
                  ('go', f'client := github.NewClient(nil).WithAuthToken("{tok}")')],
             cli=f'echo {tok} | gh auth login --with-token')


@vendor
def v_gitlab():
    k = pick(['pat', 'pat', 'runner', 'deploy', 'trigger'])
    h = pick(['gitlab.com', f'gitlab.{org()}.{pick(TLDS)}'])
    if k == 'pat':
        tok, what, env = 'glpat-' + rs(B64U, 20), 'personal access token', 'GITLAB_TOKEN'
    elif k == 'runner':
        tok, what, env = 'glrt-' + rs(B64U, 20), 'runner authentication token', 'RUNNER_TOKEN'
    elif k == 'deploy':
        tok, what, env = 'gldt-' + rs(B64U, 20), 'deploy token', 'GITLAB_DEPLOY_TOKEN'
    else:
        tok, what, env = 'glptt-' + rs(HEXL, 40), 'pipeline trigger token', 'TRIGGER_TOKEN'
    pid = R.randint(1000000, 59999999)
    cli = (f'gitlab-runner register --non-interactive --url https://{h} --token {tok} --executor docker' if k == 'runner' else
           f'curl -X POST --fail -F token={tok} -F ref=main https://{h}/api/v4/projects/{pid}/trigger/pipeline' if k == 'trigger' else
           f'git clone https://oauth2:{tok}@{h}/{org()}/{pick(REPOS)}.git')
    return V('GitLab', what, [(env, tok, True)],
             curl=f'curl --header "PRIVATE-TOKEN: {tok}" "https://{h}/api/v4/projects/{pid}/merge_requests?state=opened"',
             sdk=[('python', f'gl = gitlab.Gitlab("https://{h}", private_token="{tok}")')], cli=cli)


@vendor
def v_slack():
    k = pick(['bot', 'bot', 'user', 'hook', 'app'])
    team = 'T' + rs(UAN, 10)
    if k == 'bot':
        tok, what, env = f'xoxb-{digits(12)}-{digits(13)}-{rs(AN, 24)}', 'bot token', 'SLACK_BOT_TOKEN'
    elif k == 'user':
        tok, what, env = f'xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{rs(HEXL, 32)}', 'user token', 'SLACK_USER_TOKEN'
    elif k == 'app':
        tok, what, env = f'xapp-1-A{rs(UAN, 10)}-{digits(13)}-{rs(HEXL, 64)}', 'app-level token (Socket Mode)', 'SLACK_APP_TOKEN'
    else:
        sec = rs(AN, 24)
        url = f'https://hooks.slack.com/services/{team}/B{rs(UAN, 10)}/{sec}'
        return V('Slack', 'incoming webhook URL', [('SLACK_WEBHOOK_URL', url, None), ('_s', sec, True)],
                 curl=f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {url}",
                 sdk=[('python', f'WebhookClient("{url}").send(text="nightly export done")')], url=url)
    return V('Slack', what, [(env, tok, True)],
             curl=f'curl -s -H "Authorization: Bearer {tok}" "https://slack.com/api/conversations.history?channel=C{rs(UAN, 10)}&limit=20"',
             sdk=[('python', f'client = WebClient(token="{tok}")'), ('js', f'const web = new WebClient("{tok}");')])


@vendor
def v_stripe():
    k = pick(['sk', 'sk', 'rk', 'wh'])
    if k == 'sk':
        tok = 'sk_live_' + (('51' + rs(AN, 97)) if chance(0.6) else rs(AN, 24))
        what, env = 'live secret key', 'STRIPE_SECRET_KEY'
    elif k == 'rk':
        tok, what, env = 'rk_live_51' + rs(AN, 97), 'restricted key', 'STRIPE_RESTRICTED_KEY'
    else:
        tok, what, env = 'whsec_' + rs(AN, 32), 'webhook signing secret', 'STRIPE_WEBHOOK_SECRET'
    if k == 'wh':
        return V('Stripe', what, [(env, tok, True)],
                 sdk=[('python', f'event = stripe.Webhook.construct_event(payload, sig_header, "{tok}")'),
                      ('js', f'const event = stripe.webhooks.constructEvent(req.body, sig, "{tok}");')],
                 cli=f'stripe listen --forward-to localhost:4242/webhook  # printed: Ready! Your webhook signing secret is {tok}')
    return V('Stripe', what, [(env, tok, True)],
             curl=f'curl https://api.stripe.com/v1/charges?limit=3 -u {tok}:',
             sdk=[('python', f'stripe.api_key = "{tok}"'), ('js', f"const stripe = require('stripe')('{tok}');"),
                  ('ruby', f"Stripe.api_key = '{tok}'"), ('php', f"\\Stripe\\Stripe::setApiKey('{tok}');"),
                  ('java', f'Stripe.apiKey = "{tok}";')],
             cli=f'stripe customers list --limit 5 --api-key {tok}')


@vendor
def v_openai():
    k = pick(['proj', 'proj', 'legacy', 'svc'])
    if k == 'proj':
        tok, what = 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), 'project API key'
    elif k == 'legacy':
        tok, what = 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20), 'API key'
    else:
        tok, what = 'sk-svcacct-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), 'service account key'
    return V('OpenAI', what, [('OPENAI_API_KEY', tok, True)],
             curl=f'curl https://api.openai.com/v1/models -H "Authorization: Bearer {tok}"',
             sdk=[('python', f'client = OpenAI(api_key="{tok}")'), ('js', f'const openai = new OpenAI({{ apiKey: "{tok}" }});'),
                  ('go', f'client := openai.NewClient(option.WithAPIKey("{tok}"))')])


@vendor
def v_anthropic():
    admin = chance(0.2)
    tok = ('sk-ant-admin01-' if admin else 'sk-ant-api03-') + rs(B64U, 93) + 'AA'
    return V('Anthropic', 'Admin API key' if admin else 'API key', [('ANTHROPIC_API_KEY', tok, True)],
             curl=f'curl https://api.anthropic.com/v1/messages -H "x-api-key: {tok}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @req.json',
             sdk=[('python', f'client = anthropic.Anthropic(api_key="{tok}")'), ('js', f'const anthropic = new Anthropic({{ apiKey: "{tok}" }});')])


@vendor
def v_google():
    k = pick(['gemini', 'gemini', 'oauth', 'refresh'])
    if k == 'gemini':
        key = 'AIza' + rs(B64U, 35)
        return V('Google Gemini API', 'API key (server-side)', [('GEMINI_API_KEY', key, True)],
                 curl=f'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={key}" -H "Content-Type: application/json" -d @prompt.json',
                 sdk=[('python', f'genai.configure(api_key="{key}")'), ('js', f'const genAI = new GoogleGenerativeAI("{key}");')],
                 slug='gemini')
    cid = f'{digits(12)}-{rs(LAN, 32)}.apps.googleusercontent.com'
    if k == 'oauth':
        sec = 'GOCSPX-' + rs(B64U, 28)
        return V('Google OAuth', 'OAuth client secret', [('GOOGLE_CLIENT_ID', cid, False), ('GOOGLE_CLIENT_SECRET', sec, True)],
                 sdk=[('js', f'GoogleProvider({{ clientId: "{cid}", clientSecret: "{sec}" }})')])
    rt = '1//0' + rs(B64U, 2) + rs(B64U, 99)
    sec = 'GOCSPX-' + rs(B64U, 28)
    return V('Google OAuth', 'refresh token', [('GOOGLE_CLIENT_ID', cid, False), ('GOOGLE_CLIENT_SECRET', sec, True), ('GOOGLE_REFRESH_TOKEN', rt, True)],
             curl=f'curl -s https://oauth2.googleapis.com/token -d client_id={cid} -d client_secret={sec} -d refresh_token={rt} -d grant_type=refresh_token')


@vendor
def v_azure():
    k = pick(['storage', 'sp', 'openai'])
    if k == 'storage':
        acct = org() + pick(['stg', 'data', 'logs', 'assets']) + digits(2)
        key = b64e(rbytes(64))
        cs = f'DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net'
        return V('Azure Storage', 'storage account key', [('AZURE_STORAGE_CONNECTION_STRING', cs, None), ('_key', key, True)],
                 sdk=[('python', f'svc = BlobServiceClient.from_connection_string("{cs}")'),
                      ('csharp', f'var client = new BlobServiceClient("{cs}");')],
                 cli=f'az storage blob list --account-name {acct} --account-key {key} -c backups -o table')
    if k == 'sp':
        sec = rs(AN, 3) + '8Q~' + rs(AN + '_~.-', 34)
        items = [('AZURE_TENANT_ID', uuid4(), False), ('AZURE_CLIENT_ID', uuid4(), False), ('AZURE_CLIENT_SECRET', sec, True)]
        return V('Microsoft Entra ID', 'service principal client secret', items,
                 cli=f'az login --service-principal -u {items[1][1]} -p {sec} --tenant {items[0][1]}',
                 sdk=[('csharp', f'var cred = new ClientSecretCredential("{items[0][1]}", "{items[1][1]}", "{sec}");')])
    key = rs(HEXL, 32)
    ep = f'https://{org()}-{pick(["oai", "openai", "aoai"])}.openai.azure.com'
    return V('Azure OpenAI', 'resource key', [('AZURE_OPENAI_ENDPOINT', ep, False), ('AZURE_OPENAI_API_KEY', key, True)],
             curl=f'curl "{ep}/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: {key}" -H "Content-Type: application/json" -d @body.json',
             sdk=[('python', f'client = AzureOpenAI(azure_endpoint="{ep}", api_key="{key}", api_version="2024-06-01")')])


@vendor
def v_azure_devops():
    tok = rs(LO + '234567', 52) if chance(0.5) else rs(AN, 52) + 'AZDO' + rs(AN, 28)
    o = org()
    return V('Azure DevOps', 'personal access token', [('AZURE_DEVOPS_EXT_PAT', tok, True)],
             curl=f'curl -u :{tok} "https://dev.azure.com/{o}/_apis/projects?api-version=7.1"',
             cli=f'echo {tok} | az devops login --organization https://dev.azure.com/{o}')


@vendor
def v_twilio():
    sid, tok = 'AC' + rs(HEXL, 32), rs(HEXL, 32)
    return V('Twilio', 'auth token', [('TWILIO_ACCOUNT_SID', sid, False), ('TWILIO_AUTH_TOKEN', tok, True)],
             curl=f'curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json --data-urlencode "Body=test" -u {sid}:{tok}',
             sdk=[('python', f'client = Client("{sid}", "{tok}")'), ('js', f"const client = require('twilio')('{sid}', '{tok}');")])


@vendor
def v_sendgrid():
    tok = 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)
    return V('SendGrid', 'API key', [('SENDGRID_API_KEY', tok, True)],
             curl=f'curl -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" -d @mail.json',
             sdk=[('python', f"sg = SendGridAPIClient('{tok}')"), ('js', f"sgMail.setApiKey('{tok}');")])


@vendor
def v_mailgun():
    tok = 'key-' + rs(HEXL, 32) if chance(0.4) else f'{rs(HEXL, 32)}-{rs(HEXL, 8)}-{rs(HEXL, 8)}'
    dom = f'mg.{org()}.{pick(TLDS)}'
    return V('Mailgun', 'private API key', [('MAILGUN_API_KEY', tok, True), ('MAILGUN_DOMAIN', dom, False)],
             curl=f"curl -s --user 'api:{tok}' https://api.mailgun.net/v3/{dom}/messages -F from='noreply@{dom}' -F to=test@example.com -F subject=hi -F text=test")


@vendor
def v_mailchimp():
    dc = f'us{R.randint(1, 21)}'
    tok = rs(HEXL, 32) + '-' + dc
    return V('Mailchimp', 'Marketing API key', [('MAILCHIMP_API_KEY', tok, True)],
             curl=f'curl -s --user "anystring:{tok}" https://{dc}.api.mailchimp.com/3.0/lists',
             sdk=[('python', f'client.set_config({{"api_key": "{tok}", "server": "{dc}"}})')])


@vendor
def v_postmark():
    tok = uuid4()
    return V('Postmark', 'server API token', [('POSTMARK_SERVER_TOKEN', tok, True)],
             curl=f'curl "https://api.postmarkapp.com/email" -X POST -H "Accept: application/json" -H "X-Postmark-Server-Token: {tok}" -d @email.json',
             sdk=[('js', f"const client = new postmark.ServerClient('{tok}');")])


@vendor
def v_npm():
    tok = gh_style('npm_')
    return V('npm', pick(['automation token', 'granular access token', 'publish token']), [('NPM_TOKEN', tok, True)],
             cli=f'npm config set //registry.npmjs.org/:_authToken={tok}', slug='npm')


@vendor
def v_pypi():
    ident = uuid4().encode()
    cav = json.dumps({'version': 1, 'permissions': pick(['user', {'projects': [pick(REPOS)]}])}, separators=(',', ':')).encode()
    t = ts()
    cav2 = json.dumps({'nbf': t, 'exp': t + 86400 * 365}, separators=(',', ':')).encode()
    body = (b'\x02\x01\x08pypi.org\x02' + bytes([len(ident)]) + ident + b'\x00\x02' + bytes([len(cav)]) + cav
            + b'\x00\x02' + bytes([len(cav2)]) + cav2 + b'\x00\x00\x06\x20' + rbytes(32))
    tok = 'pypi-' + b64u(body)
    return V('PyPI', 'API token', [('TWINE_PASSWORD', tok, True)],
             cli=f'twine upload dist/* -u __token__ -p {tok}', slug='pypi')


@vendor
def v_dockerhub():
    tok = 'dckr_pat_' + rs(B64U, 27)
    u = person() + pick(['', 'dev', digits(2)])
    return V('Docker Hub', 'personal access token', [('DOCKERHUB_USERNAME', u, False), ('DOCKERHUB_TOKEN', tok, True)],
             cli=f'echo "{tok}" | docker login -u {u} --password-stdin', slug='dockerhub')


@vendor
def v_vault():
    tok = 'hvs.' + rs(AN, 24) if chance(0.6) else 'hvs.CAESI' + rs(B64U, 86)
    addr = f'https://vault.{org()}.{pick(TLDS)}:8200'
    return V('HashiCorp Vault', 'token', [('VAULT_ADDR', addr, False), ('VAULT_TOKEN', tok, True)],
             curl=f'curl -s -H "X-Vault-Token: {tok}" {addr}/v1/secret/data/{pick(REPOS)}/config',
             cli=f'vault login {tok}', slug='vault')


@vendor
def v_tfc():
    tok = rs(AN, 14) + '.atlasv1.' + rs(AN, 67)
    return V('HCP Terraform', 'user API token', [('TF_TOKEN_app_terraform_io', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" -H "Content-Type: application/vnd.api+json" https://app.terraform.io/api/v2/organizations/{org()}/workspaces',
             slug='terraform-cloud')


@vendor
def v_heroku():
    tok = 'HRKU-AA' + rs(B64U, 58) if chance(0.5) else uuid4()
    return V('Heroku', 'API key', [('HEROKU_API_KEY', tok, True)],
             curl=f'curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer {tok}"')


@vendor
def v_digitalocean():
    tok = 'dop_v1_' + rs(HEXL, 64)
    return V('DigitalOcean', 'personal access token', [('DIGITALOCEAN_TOKEN', tok, True)],
             curl=f'curl -X GET -H "Authorization: Bearer {tok}" "https://api.digitalocean.com/v2/droplets?page=1&per_page=20"',
             cli=f'doctl auth init --context {org()} -t {tok}')


@vendor
def v_linear():
    tok = 'lin_api_' + rs(AN, 40)
    return V('Linear', 'personal API key', [('LINEAR_API_KEY', tok, True)],
             curl=f"""curl -X POST https://api.linear.app/graphql -H "Authorization: {tok}" -H "Content-Type: application/json" -d '{{"query":"{{ viewer {{ id name }} }}"}}'""",
             sdk=[('js', f'const linear = new LinearClient({{ apiKey: "{tok}" }});')])


@vendor
def v_notion():
    tok = 'ntn_' + digits(11) + rs(AN, 35) if chance(0.6) else 'secret_' + rs(AN, 43)
    return V('Notion', 'internal integration secret', [('NOTION_TOKEN', tok, True)],
             curl=f'curl https://api.notion.com/v1/databases/{rs(HEXL, 32)}/query -X POST -H "Authorization: Bearer {tok}" -H "Notion-Version: 2022-06-28"',
             sdk=[('js', f'const notion = new Client({{ auth: "{tok}" }});'), ('python', f'notion = Client(auth="{tok}")')])


@vendor
def v_shopify():
    k = pick(['shpat_', 'shpat_', 'shpss_', 'shpca_'])
    tok = k + rs(HEXL, 32)
    shop = f'{org()}-{pick(["store", "shop", "kr", "dev"])}.myshopify.com'
    what = {'shpat_': 'Admin API access token', 'shpss_': 'app shared secret', 'shpca_': 'custom app access token'}[k]
    return V('Shopify', what, [('SHOPIFY_ACCESS_TOKEN', tok, True), ('SHOPIFY_STORE_DOMAIN', shop, False)],
             curl=f'curl -X GET "https://{shop}/admin/api/2024-07/products.json?limit=5" -H "X-Shopify-Access-Token: {tok}"')


@vendor
def v_atlassian():
    tok = 'ATATT3xFfGF0' + rs(B64U, 171) + '=' + rs(HEXU, 8)
    site = f'{org()}.atlassian.net'
    em = email()
    b = b64e(f'{em}:{tok}'.encode())
    return V('Atlassian', 'API token', [('JIRA_EMAIL', em, False), ('JIRA_API_TOKEN', tok, True)],
             curl=f'curl -s -u {em}:{tok} "https://{site}/rest/api/3/search?jql=project%3DOPS%20AND%20status%3DOpen"',
             sdk=[('python', f'jira = JIRA(server="https://{site}", basic_auth=("{em}", "{tok}"))')], slug='jira')


@vendor
def v_discord():
    if chance(0.6):
        uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
        tok = b64u(uid.encode()) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)
        return V('Discord', 'bot token', [('DISCORD_TOKEN', tok, True)],
                 curl=f'curl -H "Authorization: Bot {tok}" https://discord.com/api/v10/users/@me',
                 sdk=[('python', f'bot.run("{tok}")'), ('js', f'client.login("{tok}");')])
    sec = rs(B64U, 68)
    url = f'https://discord.com/api/webhooks/{R.randint(10 ** 17, 13 * 10 ** 17)}/{sec}'
    return V('Discord', 'webhook URL', [('DISCORD_WEBHOOK_URL', url, None), ('_s', sec, True)],
             curl=f'curl -H "Content-Type: application/json" -d \'{{"content":"build failed"}}\' {url}', url=url)


@vendor
def v_telegram():
    tok = f'{R.randint(10 ** 8, 8 * 10 ** 9)}:AA{rs(B64U, 33)}'
    return V('Telegram', 'bot token', [('TELEGRAM_BOT_TOKEN', tok, True)],
             curl=f'curl -s "https://api.telegram.org/bot{tok}/sendMessage" -d chat_id=-100{digits(10)} -d text="deploy ok"',
             sdk=[('python', f'app = ApplicationBuilder().token("{tok}").build()')])


@vendor
def v_huggingface():
    tok = 'hf_' + rs(UP + LO, 34)
    return V('Hugging Face', pick(['access token (write)', 'read token', 'fine-grained token']), [('HF_TOKEN', tok, True)],
             curl=f'curl https://huggingface.co/api/whoami-v2 -H "Authorization: Bearer {tok}"',
             sdk=[('python', f'login(token="{tok}")')], cli=f'huggingface-cli login --token {tok}')


@vendor
def v_replicate():
    tok = 'r8_' + rs(AN, 37)
    return V('Replicate', 'API token', [('REPLICATE_API_TOKEN', tok, True)],
             curl=f'curl -s -H "Authorization: Bearer {tok}" https://api.replicate.com/v1/predictions')


@vendor
def v_groq():
    tok = 'gsk_' + rs(AN, 52)
    return V('Groq', 'API key', [('GROQ_API_KEY', tok, True)],
             curl=f'curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer {tok}"',
             sdk=[('python', f'client = Groq(api_key="{tok}")')])


@vendor
def v_perplexity():
    tok = 'pplx-' + rs(AN, 48)
    return V('Perplexity', 'API key', [('PERPLEXITY_API_KEY', tok, True)],
             curl=f'curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" -d @q.json')


@vendor
def v_xai():
    tok = 'xai-' + rs(AN, 80)
    return V('xAI', 'API key', [('XAI_API_KEY', tok, True)],
             curl=f'curl https://api.x.ai/v1/models -H "Authorization: Bearer {tok}"')


@vendor
def v_mistral():
    tok = rs(AN, 32)
    return V('Mistral AI', 'API key', [('MISTRAL_API_KEY', tok, True)],
             curl=f'curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {tok}"',
             sdk=[('python', f'client = Mistral(api_key="{tok}")')], slug='mistral')


@vendor
def v_cohere():
    tok = rs(AN, 40)
    return V('Cohere', 'production API key', [('CO_API_KEY', tok, True)],
             sdk=[('python', f'co = cohere.ClientV2(api_key="{tok}")')],
             curl=f'curl https://api.cohere.com/v2/rerank -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" -d @rerank.json')


@vendor
def v_deepseek():
    tok = 'sk-' + rs(HEXL, 32)
    return V('DeepSeek', 'API key', [('DEEPSEEK_API_KEY', tok, True)],
             sdk=[('python', f'client = OpenAI(api_key="{tok}", base_url="https://api.deepseek.com")')])


@vendor
def v_openrouter():
    tok = 'sk-or-v1-' + rs(HEXL, 64)
    return V('OpenRouter', 'API key', [('OPENROUTER_API_KEY', tok, True)],
             curl=f'curl https://openrouter.ai/api/v1/chat/completions -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" -d @chat.json')


@vendor
def v_together():
    tok = 'tgp_v1_' + rs(B64U, 43) if chance(0.5) else rs(HEXL, 64)
    return V('Together AI', 'API key', [('TOGETHER_API_KEY', tok, True)],
             sdk=[('python', f'client = Together(api_key="{tok}")')], slug='together')


@vendor
def v_fireworks():
    tok = 'fw_' + rs(AN, 24)
    return V('Fireworks AI', 'API key', [('FIREWORKS_API_KEY', tok, True)],
             curl=f'curl https://api.fireworks.ai/inference/v1/models -H "Authorization: Bearer {tok}"', slug='fireworks')


@vendor
def v_pinecone():
    tok = 'pcsk_' + rs(AN, 5) + '_' + rs(AN, 63) if chance(0.7) else uuid4()
    return V('Pinecone', 'API key', [('PINECONE_API_KEY', tok, True)],
             sdk=[('python', f'pc = Pinecone(api_key="{tok}")'), ('js', f"const pc = new Pinecone({{ apiKey: '{tok}' }});")])


@vendor
def v_cloudflare():
    if chance(0.7):
        tok = rs(B64U, 40)
        return V('Cloudflare', 'API token', [('CLOUDFLARE_API_TOKEN', tok, True)],
                 curl=f'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer {tok}"',
                 cli=f'CLOUDFLARE_API_TOKEN={tok} npx wrangler deploy')
    key, em = rs(HEXL, 37), email()
    return V('Cloudflare', 'Global API Key', [('CLOUDFLARE_EMAIL', em, False), ('CLOUDFLARE_API_KEY', key, True)],
             curl=f'curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "X-Auth-Email: {em}" -H "X-Auth-Key: {key}"')


@vendor
def v_vercel():
    tok = rs(AN, 24)
    return V('Vercel', 'access token', [('VERCEL_TOKEN', tok, True)],
             cli=f'vercel deploy --prod --token {tok}',
             curl=f'curl -H "Authorization: Bearer {tok}" "https://api.vercel.com/v9/projects?limit=10"')


@vendor
def v_netlify():
    tok = 'nfp_' + rs(AN, 36)
    return V('Netlify', 'personal access token', [('NETLIFY_AUTH_TOKEN', tok, True)],
             cli=f'netlify deploy --prod --dir dist --auth {tok} --site {uuid4()}')


@vendor
def v_supabase():
    ref = rs(LO, 20)
    if chance(0.6):
        tok = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': (t := ts()), 'exp': t + 315360000})
    else:
        tok = 'sb_secret_' + rs(B64U, 31)
    url = f'https://{ref}.supabase.co'
    return V('Supabase', 'service_role key', [('SUPABASE_URL', url, False), ('SUPABASE_SERVICE_ROLE_KEY', tok, True)],
             sdk=[('js', f'const supabase = createClient("{url}", "{tok}");'), ('python', f'supabase = create_client("{url}", "{tok}")')],
             curl=f'curl "{url}/rest/v1/profiles?select=*" -H "apikey: {tok}" -H "Authorization: Bearer {tok}"')


@vendor
def v_fcm():
    tok = 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134)
    return V('Firebase Cloud Messaging', 'legacy server key', [('FCM_SERVER_KEY', tok, True)],
             curl=f'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key={tok}" -H "Content-Type: application/json" -d @push.json',
             slug='fcm')


@vendor
def v_sentry():
    if chance(0.6):
        payload = {'iat': float(ts()), 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': org()}
        tok = 'sntrys_' + b64u(json.dumps(payload, separators=(',', ':')).encode()) + '_' + rs(B64U, 43)
        what = 'organization auth token'
    else:
        tok, what = 'sntryu_' + rs(HEXL, 64), 'user auth token'
    return V('Sentry', what, [('SENTRY_AUTH_TOKEN', tok, True)],
             cli=f'sentry-cli --auth-token {tok} releases new -p {pick(REPOS)} "$VERSION"',
             curl=f'curl https://sentry.io/api/0/projects/ -H "Authorization: Bearer {tok}"')


@vendor
def v_datadog():
    api, app = rs(HEXL, 32), rs(HEXL, 40)
    site = pick(['datadoghq.com', 'datadoghq.eu', 'us5.datadoghq.com'])
    return V('Datadog', 'API and application keys', [('DD_API_KEY', api, True), ('DD_APP_KEY', app, True), ('DD_SITE', site, False)],
             curl=f'curl -X GET "https://api.{site}/api/v1/monitor" -H "DD-API-KEY: {api}" -H "DD-APPLICATION-KEY: {app}"')


@vendor
def v_newrelic():
    if chance(0.5):
        tok = 'NRAK-' + rs(UAN, 27)
        return V('New Relic', 'user API key', [('NEW_RELIC_API_KEY', tok, True)],
                 curl=f"""curl https://api.newrelic.com/graphql -H 'Content-Type: application/json' -H 'API-Key: {tok}' -d '{{"query":"{{ actor {{ user {{ name }} }} }}"}}'""")
    tok = rs(HEXL, 36) + 'NRAL'
    return V('New Relic', 'license key', [('NEW_RELIC_LICENSE_KEY', tok, True), ('NEW_RELIC_APP_NAME', pick(REPOS), False)])


@vendor
def v_grafana():
    if chance(0.6):
        tok = 'glsa_' + rs(AN, 32) + '_' + rs(HEXL, 8)
        what = 'service account token'
    else:
        tok = 'glc_' + b64e(json.dumps({'o': str(R.randint(100000, 999999)), 'n': f'{pick(REPOS)}-push', 'k': rs(AN, 24), 'm': {'r': 'prod-ap-northeast-0'}}, separators=(',', ':')).encode())
        what = 'Grafana Cloud access policy token'
    h = f'https://{org()}.grafana.net'
    return V('Grafana', what, [('GRAFANA_URL', h, False), ('GRAFANA_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" {h}/api/dashboards/uid/{rs(B64U, 9)}')


@vendor
def v_pagerduty():
    if chance(0.5):
        tok = pick(['u+', 'y_', '']) + rs(AN + '_-', 20)
        return V('PagerDuty', 'REST API key', [('PAGERDUTY_TOKEN', tok, True)],
                 curl=f'curl -H "Authorization: Token token={tok}" -H "Accept: application/vnd.pagerduty+json;version=2" "https://api.pagerduty.com/incidents?statuses[]=triggered"')
    rk = rs(HEXL, 32)
    return V('PagerDuty', 'Events API v2 routing key', [('PAGERDUTY_ROUTING_KEY', rk, True)],
             curl=f"""curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{{"routing_key":"{rk}","event_action":"trigger","payload":{{"summary":"disk full","severity":"critical","source":"db-1"}}}}'""")


@vendor
def v_okta():
    tok = '00' + rs(B64U, 40)
    dom = f'{org()}.okta.com'
    return V('Okta', 'API token', [('OKTA_ORG_URL', f'https://{dom}', False), ('OKTA_API_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: SSWS {tok}" "https://{dom}/api/v1/users?limit=25"')


@vendor
def v_auth0():
    cid, sec = rs(AN, 32), rs(B64U, 64)
    dom = f'{org()}.{pick(["us", "eu", "jp"])}.auth0.com'
    return V('Auth0', 'client secret', [('AUTH0_DOMAIN', dom, False), ('AUTH0_CLIENT_ID', cid, False), ('AUTH0_CLIENT_SECRET', sec, True)],
             curl=f"""curl --request POST --url https://{dom}/oauth/token --header 'content-type: application/json' --data '{{"client_id":"{cid}","client_secret":"{sec}","audience":"https://{dom}/api/v2/","grant_type":"client_credentials"}}'""")


@vendor
def v_square():
    tok = 'EAAA' + rs(B64U, 60)
    return V('Square', 'production access token', [('SQUARE_ACCESS_TOKEN', tok, True)],
             curl=f"curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-07-17' -H 'Authorization: Bearer {tok}'",
             sdk=[('js', f'const client = new Client({{ accessToken: "{tok}", environment: Environment.Production }});')])


@vendor
def v_braintree():
    tok = f'access_token$production${rs(LAN, 16)}${rs(HEXL, 32)}'
    return V('Braintree', 'access token', [('BRAINTREE_ACCESS_TOKEN', tok, True)],
             sdk=[('python', f'gateway = braintree.BraintreeGateway(access_token="{tok}")')])


@vendor
def v_razorpay():
    kid, sec = 'rzp_live_' + rs(AN, 14), rs(AN, 24)
    return V('Razorpay', 'key secret', [('RAZORPAY_KEY_ID', kid, False), ('RAZORPAY_KEY_SECRET', sec, True)],
             curl=f'curl -u {kid}:{sec} https://api.razorpay.com/v1/payments?count=5',
             sdk=[('python', f'client = razorpay.Client(auth=("{kid}", "{sec}"))')])


@vendor
def v_mapbox_secret():
    u = person() + pick(['', 'maps', digits(2)])
    tok = 'sk.' + b64u(json.dumps({'u': u, 'a': rs(LAN, 25)}, separators=(',', ':')).encode()) + '.' + rs(B64U, 22)
    return V('Mapbox', 'secret access token (downloads scope)', [('MAPBOX_DOWNLOADS_TOKEN', tok, True)],
             cli=f'echo "MAPBOX_DOWNLOADS_TOKEN={tok}" >> ~/.gradle/gradle.properties')


@vendor
def v_algolia():
    app, key = rs(UAN, 10), rs(HEXL, 32)
    return V('Algolia', 'Admin API key', [('ALGOLIA_APP_ID', app, False), ('ALGOLIA_ADMIN_KEY', key, True)],
             curl=f'curl -X GET "https://{app}-dsn.algolia.net/1/indexes" -H "X-Algolia-API-Key: {key}" -H "X-Algolia-Application-Id: {app}"',
             sdk=[('js', f"const client = algoliasearch('{app}', '{key}');")])


@vendor
def v_contentful():
    tok = 'CFPAT-' + rs(B64U, 43)
    return V('Contentful', 'management token', [('CONTENTFUL_MANAGEMENT_TOKEN', tok, True)],
             cli=f'contentful space export --space-id {rs(LAN, 12)} --management-token {tok}')


@vendor
def v_figma():
    tok = 'figd_' + rs(B64U, 40)
    return V('Figma', 'personal access token', [('FIGMA_TOKEN', tok, True)],
             curl=f"curl -H 'X-Figma-Token: {tok}' 'https://api.figma.com/v1/files/{rs(AN, 22)}?depth=1'")


@vendor
def v_airtable():
    tok = 'pat' + rs(AN, 14) + '.' + rs(HEXL, 64)
    return V('Airtable', 'personal access token', [('AIRTABLE_TOKEN', tok, True)],
             curl=f'curl "https://api.airtable.com/v0/app{rs(AN, 14)}/Tasks?maxRecords=3" -H "Authorization: Bearer {tok}"')


@vendor
def v_asana():
    tok = f'2/{digits(16)}/{digits(16)}:{rs(HEXL, 32)}'
    return V('Asana', 'personal access token', [('ASANA_PAT', tok, True)],
             curl=f'curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer {tok}"')


@vendor
def v_dropbox():
    tok = 'sl.B' + rs(B64U, 134)
    return V('Dropbox', 'short-lived access token', [('DROPBOX_ACCESS_TOKEN', tok, True)],
             curl=f'curl -X POST https://api.dropboxapi.com/2/files/list_folder -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" --data \'{{"path":""}}\'')


@vendor
def v_zoom():
    acc, cid, sec = rs(B64U, 22), rs(B64U, 22), rs(AN, 32)
    return V('Zoom', 'Server-to-Server OAuth client secret', [('ZOOM_ACCOUNT_ID', acc, False), ('ZOOM_CLIENT_ID', cid, False), ('ZOOM_CLIENT_SECRET', sec, True)],
             curl=f'curl -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id={acc}" -u {cid}:{sec}')


@vendor
def v_twitch():
    cid, sec = rs(LAN, 30), rs(LAN, 30)
    return V('Twitch', 'client secret', [('TWITCH_CLIENT_ID', cid, False), ('TWITCH_CLIENT_SECRET', sec, True)],
             curl=f'curl -X POST "https://id.twitch.tv/oauth2/token" -d "client_id={cid}&client_secret={sec}&grant_type=client_credentials"')


@vendor
def v_x():
    raw = rbytes(48)
    enc = pct(b64e(raw)[:60])
    tok = 'A' * 21 + rs(AN, 7) + 'A' * 7 + rs(AN, 6) + enc + rs(AN, 30)
    return V('X (Twitter)', 'API bearer token', [('TWITTER_BEARER_TOKEN', tok, True)],
             curl=f'curl "https://api.x.com/2/tweets/search/recent?query=from%3A{person()}" -H "Authorization: Bearer {tok}"', slug='twitter')


@vendor
def v_meta():
    if chance(0.5):
        tok = 'EAA' + pick(['G', 'B', 'I', 'J']) + rs(AN, 180)
        return V('Meta Graph API', 'page access token', [('FB_PAGE_ACCESS_TOKEN', tok, True)],
                 curl=f'curl -G "https://graph.facebook.com/v19.0/me/accounts" -d "access_token={tok}"', slug='facebook')
    app, sec = digits(16), rs(HEXL, 32)
    return V('Meta Graph API', 'app secret', [('FB_APP_ID', app, False), ('FB_APP_SECRET', sec, True)],
             curl=f'curl "https://graph.facebook.com/oauth/access_token?client_id={app}&client_secret={sec}&grant_type=client_credentials"', slug='facebook')


@vendor
def v_salesforce():
    tok = '00D' + rs(AN, 12) + '!' + rs(AN + '._', 96)
    inst = f'https://{org()}.my.salesforce.com'
    return V('Salesforce', 'session access token', [('SF_INSTANCE_URL', inst, False), ('SF_ACCESS_TOKEN', tok, True)],
             curl=f"curl {inst}/services/data/v60.0/query?q=SELECT+Id+FROM+Account+LIMIT+5 -H 'Authorization: Bearer {tok}'")


@vendor
def v_hubspot():
    tok = f'pat-{pick(["na1", "eu1", "na2"])}-{uuid4()}'
    return V('HubSpot', 'private app access token', [('HUBSPOT_ACCESS_TOKEN', tok, True)],
             curl=f"curl --request GET --url 'https://api.hubapi.com/crm/v3/objects/contacts?limit=10' --header 'authorization: Bearer {tok}'",
             sdk=[('js', f'const hubspotClient = new hubspot.Client({{ accessToken: "{tok}" }});')])


@vendor
def v_intercom():
    tok = b64e(f'tok:{uuid4()}:1:0'.encode()).rstrip('=')
    return V('Intercom', 'access token', [('INTERCOM_ACCESS_TOKEN', tok, True)],
             curl=f"curl https://api.intercom.io/conversations -H 'Authorization: Bearer {tok}' -H 'Accept: application/json'")


@vendor
def v_zendesk():
    tok, em = rs(AN, 40), email()
    sub = org()
    return V('Zendesk', 'API token', [('ZENDESK_EMAIL', em, False), ('ZENDESK_API_TOKEN', tok, True)],
             curl=f'curl https://{sub}.zendesk.com/api/v2/tickets.json?page[size]=25 -u {em}/token:{tok}')


@vendor
def v_plaid():
    cid, sec = rs(HEXL, 24), rs(HEXL, 30)
    return V('Plaid', 'production secret', [('PLAID_CLIENT_ID', cid, False), ('PLAID_SECRET', sec, True), ('PLAID_ENV', 'production', False)],
             curl=f"""curl -X POST https://production.plaid.com/link/token/create -H 'Content-Type: application/json' -d '{{"client_id":"{cid}","secret":"{sec}","user":{{"client_user_id":"u-{digits(5)}"}},"client_name":"{org().title()}","products":["transactions"],"country_codes":["US"],"language":"en"}}'""")


@vendor
def v_binance():
    k, s = rs(AN, 64), rs(AN, 64)
    return V('Binance', 'API key and secret', [('BINANCE_API_KEY', k, True), ('BINANCE_API_SECRET', s, True)],
             sdk=[('python', f'client = Client("{k}", "{s}")')])


@vendor
def v_alchemy():
    k = rs(B64U, 32)
    url = f'https://eth-mainnet.g.alchemy.com/v2/{k}'
    return V('Alchemy', 'API key', [('ALCHEMY_API_KEY', k, True)],
             curl=f"""curl {url} -X POST -H "Content-Type: application/json" -d '{{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}}'""",
             sdk=[('js', f'const provider = new ethers.JsonRpcProvider("{url}");')], url=url)


@vendor
def v_infura():
    pid, sec = rs(HEXL, 32), rs(HEXL, 32)
    return V('Infura', 'API key and API key secret', [('INFURA_API_KEY', pid, True), ('INFURA_API_KEY_SECRET', sec, True)],
             curl=f"""curl --user :{sec} https://mainnet.infura.io/v3/{pid} -X POST -H "Content-Type: application/json" -d '{{"jsonrpc":"2.0","method":"eth_gasPrice","params":[],"id":1}}'""")


@vendor
def v_etherscan():
    k = rs(UAN, 34)
    return V('Etherscan', 'API key', [('ETHERSCAN_API_KEY', k, True)],
             curl=f'curl "https://api.etherscan.io/api?module=account&action=balance&address=0x{rs(HEXL, 40)}&tag=latest&apikey={k}"',
             cli=f'npx hardhat verify --network mainnet 0x{rs(HEXL, 40)}  # hardhat.config.ts etherscan.apiKey = "{k}"')


@vendor
def v_snyk():
    tok = uuid4()
    return V('Snyk', 'API token', [('SNYK_TOKEN', tok, True)], cli=f'snyk auth {tok}',
             curl=f'curl -H "Authorization: token {tok}" https://api.snyk.io/rest/self?version=2024-06-10')


@vendor
def v_sonar():
    k = pick(['squ_', 'sqp_', 'sqa_'])
    tok = k + rs(HEXL, 40)
    h = pick(['https://sonarcloud.io', f'https://sonar.{org()}.{pick(TLDS)}'])
    return V('SonarQube', {'squ_': 'user token', 'sqp_': 'project analysis token', 'sqa_': 'global analysis token'}[k],
             [('SONAR_TOKEN', tok, True), ('SONAR_HOST_URL', h, False)],
             cli=f'sonar-scanner -Dsonar.projectKey={org()}_{pick(REPOS)} -Dsonar.host.url={h} -Dsonar.token={tok}')


@vendor
def v_circleci():
    tok = 'CCIPAT_' + rs(AN, 22) + '_' + rs(HEXL, 40)
    return V('CircleCI', 'personal API token', [('CIRCLECI_TOKEN', tok, True)],
             curl=f'curl -H "Circle-Token: {tok}" https://circleci.com/api/v2/me')


@vendor
def v_buildkite():
    tok = 'bkua_' + rs(HEXL, 40)
    return V('Buildkite', 'API access token', [('BUILDKITE_API_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" "https://api.buildkite.com/v2/organizations/{org()}/pipelines"')


@vendor
def v_codecov():
    tok = uuid4()
    return V('Codecov', 'upload token', [('CODECOV_TOKEN', tok, True)], cli=f'codecovcli upload-process -t {tok} -f coverage.xml')


@vendor
def v_jfrog():
    if chance(0.6):
        tok = b64e(f'reftkn:01:{ts() + 31536000}:{rs(AN, 32)}'.encode()).rstrip('=')
        what = 'reference token'
    else:
        tok, what = 'AKCp' + rs(AN, 69), 'API key'
    h = f'https://{org()}.jfrog.io'
    return V('JFrog Artifactory', what, [('JFROG_URL', h, False), ('JFROG_ACCESS_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" {h}/artifactory/api/repositories',
             cli=f'jf c add {org()} --url {h} --access-token {tok} --interactive=false', slug='jfrog')


@vendor
def v_bitbucket():
    tok = 'ATBB' + rs(AN, 28) + rs(HEXU, 8)
    u = person() + pick(['', '_dev', digits(2)])
    return V('Bitbucket', 'app password', [('BITBUCKET_USERNAME', u, False), ('BITBUCKET_APP_PASSWORD', tok, True)],
             cli=f'git clone https://{u}:{tok}@bitbucket.org/{org()}/{pick(REPOS)}.git',
             curl=f'curl -u {u}:{tok} https://api.bitbucket.org/2.0/repositories/{org()}?pagelen=10')


@vendor
def v_fastly():
    tok = rs(B64U, 32)
    return V('Fastly', 'API token', [('FASTLY_API_TOKEN', tok, True)],
             curl=f'curl -X POST -H "Fastly-Key: {tok}" https://api.fastly.com/service/{rs(AN, 22)}/purge_all')


@vendor
def v_akamai():
    h = 'akab-' + rs(LAN, 16) + '-' + rs(LAN, 16)
    items = [('host', h + '.luna.akamaiapis.net', False), ('client_secret', b64e(rbytes(32)), True),
             ('access_token', 'akab-' + rs(LAN, 16) + '-' + rs(LAN, 16), True), ('client_token', 'akab-' + rs(LAN, 16) + '-' + rs(LAN, 16), True)]
    return V('Akamai', 'EdgeGrid credentials', items)


@vendor
def v_doppler():
    tok = f'dp.st.{pick(["prd", "stg", "dev"])}.' + rs(AN, 40) if chance(0.6) else 'dp.pt.' + rs(AN, 43)
    return V('Doppler', 'service token', [('DOPPLER_TOKEN', tok, True)],
             cli=f'doppler run --token {tok} -- npm start')


@vendor
def v_1password():
    payload = {'signInAddress': f'{org()}.1password.com', 'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000, 'salt': b64u(rbytes(16))},
               'email': f'{rs(LAN, 13)}@1passwordserviceaccounts.com', 'srpX': rs(HEXL, 64), 'muk': {'alg': 'A256GCM', 'ext': True, 'k': b64u(rbytes(32)), 'key_ops': ['encrypt', 'decrypt'], 'kty': 'oct', 'kid': 'mp'},
               'secretKey': 'A3-' + rs(UAN, 6) + '-' + rs(UAN, 6) + '-' + rs(UAN, 5) + '-' + rs(UAN, 5) + '-' + rs(UAN, 5) + '-' + rs(UAN, 5), 'throttleSecret': {'seed': rs(HEXL, 64), 'deviceUuid': rs(LAN, 26)}, 'deviceUuid': rs(LAN, 26)}
    tok = 'ops_' + b64u(json.dumps(payload, separators=(',', ':')).encode())
    return V('1Password', 'service account token', [('OP_SERVICE_ACCOUNT_TOKEN', tok, True)], cli=f'OP_SERVICE_ACCOUNT_TOKEN={tok} op vault list')


@vendor
def v_infisical():
    tok = f'st.{uuid4()}.{rs(HEXL, 32)}.{rs(HEXL, 32)}'
    return V('Infisical', 'service token', [('INFISICAL_TOKEN', tok, True)], cli=f'infisical run --token {tok} --env=prod -- node server.js')


@vendor
def v_pulumi():
    tok = 'pul-' + rs(HEXL, 40)
    return V('Pulumi', 'access token', [('PULUMI_ACCESS_TOKEN', tok, True)], cli=f'PULUMI_ACCESS_TOKEN={tok} pulumi up --stack {org()}/prod --yes')


@vendor
def v_fly():
    tok = 'fo1_' + rs(B64U, 43)
    return V('Fly.io', 'org deploy token', [('FLY_API_TOKEN', tok, True)], cli=f'flyctl deploy --remote-only -a {pick(REPOS)}-{org()} --access-token {tok}', slug='fly')


@vendor
def v_render():
    tok = 'rnd_' + rs(AN, 32)
    return V('Render', 'API key', [('RENDER_API_KEY', tok, True)],
             curl=f"curl --request GET --url 'https://api.render.com/v1/services?limit=20' --header 'Authorization: Bearer {tok}'")


@vendor
def v_railway():
    tok = uuid4()
    return V('Railway', 'project token', [('RAILWAY_TOKEN', tok, True)], cli=f'RAILWAY_TOKEN={tok} railway up --service {pick(REPOS)}')


@vendor
def v_neon():
    tok = 'napi_' + rs(LAN, 64)
    return V('Neon', 'API key', [('NEON_API_KEY', tok, True)],
             curl=f"curl 'https://console.neon.tech/api/v2/projects' -H 'Accept: application/json' -H 'Authorization: Bearer {tok}'")


@vendor
def v_planetscale():
    tid, tok = rs(LAN, 12), 'pscale_tkn_' + rs(B64U, 43)
    return V('PlanetScale', 'service token', [('PLANETSCALE_SERVICE_TOKEN_ID', tid, True), ('PLANETSCALE_SERVICE_TOKEN', tok, True)],
             cli=f'pscale branch list {pick(REPOS)} --org {org()} --service-token-id {tid} --service-token {tok}')


@vendor
def v_atlas():
    pub, priv = rs(LO, 8), uuid4()
    return V('MongoDB Atlas', 'API private key', [('MONGODB_ATLAS_PUBLIC_KEY', pub, True), ('MONGODB_ATLAS_PRIVATE_KEY', priv, True)],
             curl=f'curl --user "{pub}:{priv}" --digest "https://cloud.mongodb.com/api/atlas/v2/groups" --header "Accept: application/vnd.atlas.2024-08-05+json"',
             slug='mongodb-atlas')


@vendor
def v_upstash():
    tok = 'A' + rs(UP, 1) + rs(AN, 2) + 'ASQg' + rs(B64, 52) + '='
    url = f'https://{pick(["apt", "fond", "united", "clever", "known"])}-{pick(["gnu", "koala", "lark", "seal", "mole"])}-{digits(5)}.upstash.io'
    return V('Upstash', 'Redis REST token', [('UPSTASH_REDIS_REST_URL', url, False), ('UPSTASH_REDIS_REST_TOKEN', tok, True)],
             curl=f'curl {url}/get/session:{digits(4)} -H "Authorization: Bearer {tok}"',
             sdk=[('js', f'const redis = new Redis({{ url: "{url}", token: "{tok}" }});')])


@vendor
def v_turso():
    tok = jwt({'alg': 'EdDSA', 'typ': 'JWT'}, {'a': 'rw', 'iat': ts(), 'id': uuid4()}, 64)
    url = f'libsql://{pick(REPOS)}-{org()}.turso.io'
    return V('Turso', 'database auth token', [('TURSO_DATABASE_URL', url, False), ('TURSO_AUTH_TOKEN', tok, True)],
             sdk=[('js', f'const db = createClient({{ url: "{url}", authToken: "{tok}" }});')])


@vendor
def v_clerk():
    tok = 'sk_live_' + rs(AN, 42)
    return V('Clerk', 'secret key', [('CLERK_SECRET_KEY', tok, True)],
             curl=f'curl https://api.clerk.com/v1/users?limit=10 -H "Authorization: Bearer {tok}"')


@vendor
def v_resend():
    tok = 're_' + rs(AN, 8) + '_' + rs(AN, 24)
    return V('Resend', 'API key', [('RESEND_API_KEY', tok, True)],
             sdk=[('js', f"const resend = new Resend('{tok}');"), ('python', f'resend.api_key = "{tok}"')],
             curl=f"curl -X POST 'https://api.resend.com/emails' -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/json' -d @email.json")


@vendor
def v_brevo():
    tok = 'xkeysib-' + rs(HEXL, 64) + '-' + rs(AN, 16)
    return V('Brevo', 'API v3 key', [('BREVO_API_KEY', tok, True)],
             curl=f"curl --request GET --url https://api.brevo.com/v3/account --header 'accept: application/json' --header 'api-key: {tok}'")


@vendor
def v_mailjet():
    k, s = rs(HEXL, 32), rs(HEXL, 32)
    return V('Mailjet', 'API key and secret key', [('MJ_APIKEY_PUBLIC', k, True), ('MJ_APIKEY_PRIVATE', s, True)],
             curl=f'curl -s -X GET --user "{k}:{s}" https://api.mailjet.com/v3/REST/contact?Limit=10')


@vendor
def v_vonage():
    k, s = rs(HEXL, 8), rs(AN, 16)
    return V('Vonage', 'API secret', [('VONAGE_API_KEY', k, False), ('VONAGE_API_SECRET', s, True)],
             curl=f'curl -X POST https://rest.nexmo.com/sms/json -d from="Acme" -d text="code 4321" -d to=4479{digits(8)} -d api_key={k} -d api_secret={s}')


@vendor
def v_plivo():
    aid, tok = 'MA' + rs(UAN, 18), rs(AN, 40)
    return V('Plivo', 'auth token', [('PLIVO_AUTH_ID', aid, False), ('PLIVO_AUTH_TOKEN', tok, True)],
             sdk=[('python', f"client = plivo.RestClient('{aid}', '{tok}')")])


@vendor
def v_lob():
    tok = 'live_' + rs(HEXL, 35)
    return V('Lob', 'live API key', [('LOB_API_KEY', tok, True)], curl=f'curl https://api.lob.com/v1/addresses -u {tok}:')


@vendor
def v_shippo():
    tok = 'shippo_live_' + rs(HEXL, 40)
    return V('Shippo', 'live API token', [('SHIPPO_API_TOKEN', tok, True)],
             curl=f'curl https://api.goshippo.com/shipments/ -H "Authorization: ShippoToken {tok}"')


@vendor
def v_easypost():
    tok = 'EZAK' + rs(HEXL, 54)
    return V('EasyPost', 'production API key', [('EASYPOST_API_KEY', tok, True)],
             sdk=[('python', f'client = easypost.EasyPostClient("{tok}")')])


@vendor
def v_mollie():
    tok = 'live_' + rs(AN, 30)
    return V('Mollie', 'live API key', [('MOLLIE_API_KEY', tok, True)],
             curl=f'curl -X GET https://api.mollie.com/v2/payments?limit=5 -H "Authorization: Bearer {tok}"')


@vendor
def v_paystack():
    tok = 'sk_live_' + rs(HEXL, 40)
    return V('Paystack', 'live secret key', [('PAYSTACK_SECRET_KEY', tok, True)],
             curl=f'curl https://api.paystack.co/transaction/verify/ref_{rs(AN, 10)} -H "Authorization: Bearer {tok}"')


@vendor
def v_flutterwave():
    tok = 'FLWSECK-' + rs(HEXL, 32) + '-X'
    return V('Flutterwave', 'secret key', [('FLW_SECRET_KEY', tok, True)],
             curl=f'curl https://api.flutterwave.com/v3/transactions -H "Authorization: Bearer {tok}"')


@vendor
def v_launchdarkly():
    if chance(0.6):
        tok = 'sdk-' + uuid4()
        return V('LaunchDarkly', 'server-side SDK key', [('LAUNCHDARKLY_SDK_KEY', tok, True)],
                 sdk=[('js', f"const ldClient = LaunchDarkly.init('{tok}');"), ('go', f'ldClient, _ := ld.MakeClient("{tok}", 5*time.Second)')])
    tok = 'api-' + uuid4()
    return V('LaunchDarkly', 'API access token', [('LD_API_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: {tok}" https://app.launchdarkly.com/api/v2/flags/default')


@vendor
def v_postman():
    tok = 'PMAK-' + rs(HEXL, 24) + '-' + rs(HEXL, 34)
    return V('Postman', 'API key', [('POSTMAN_API_KEY', tok, True)],
             curl=f'curl --location "https://api.getpostman.com/collections" --header "X-API-Key: {tok}"')


@vendor
def v_cloudinary():
    key, sec, cloud = digits(15), rs(B64U, 27), org() + pick(['', '-media', '-cdn'])
    url = f'cloudinary://{key}:{sec}@{cloud}'
    return V('Cloudinary', 'API secret', [('CLOUDINARY_URL', url, None), ('_sec', sec, True)],
             sdk=[('python', f'cloudinary.config(cloud_name="{cloud}", api_key="{key}", api_secret="{sec}")')])


@vendor
def v_spotify():
    cid, sec = rs(HEXL, 32), rs(HEXL, 32)
    return V('Spotify', 'client secret', [('SPOTIFY_CLIENT_ID', cid, False), ('SPOTIFY_CLIENT_SECRET', sec, True)],
             curl=f'curl -X POST "https://accounts.spotify.com/api/token" -H "Content-Type: application/x-www-form-urlencoded" -d "grant_type=client_credentials&client_id={cid}&client_secret={sec}"')


@vendor
def v_typeform():
    tok = 'tfp_' + rs(B64U, 44) + '_' + rs(B64U, 14)
    return V('Typeform', 'personal token', [('TYPEFORM_TOKEN', tok, True)],
             curl=f'curl "https://api.typeform.com/forms/{rs(AN, 8)}/responses?page_size=25" -H "Authorization: Bearer {tok}"')


@vendor
def v_sourcegraph():
    tok = 'sgp_' + rs(HEXL, 16) + '_' + rs(HEXL, 40)
    return V('Sourcegraph', 'access token', [('SRC_ACCESS_TOKEN', tok, True), ('SRC_ENDPOINT', f'https://sourcegraph.{org()}.{pick(TLDS)}', False)],
             cli=f'SRC_ACCESS_TOKEN={tok} src search "repo:^github.com/{org()}/ lang:go context.TODO"')


@vendor
def v_prefect():
    tok = 'pnu_' + rs(AN, 36)
    return V('Prefect Cloud', 'API key', [('PREFECT_API_KEY', tok, True)], cli=f'prefect cloud login -k {tok} --workspace {org()}/default', slug='prefect')


@vendor
def v_wandb():
    tok = rs(HEXL, 40)
    return V('Weights & Biases', 'API key', [('WANDB_API_KEY', tok, True)], cli=f'wandb login {tok}', slug='wandb')


@vendor
def v_langsmith():
    tok = 'lsv2_' + pick(['pt', 'sk']) + '_' + rs(HEXL, 32) + '_' + rs(HEXL, 10)
    return V('LangSmith', 'API key', [('LANGSMITH_API_KEY', tok, True), ('LANGSMITH_TRACING', 'true', False)])


@vendor
def v_langfuse():
    pk, sk = 'pk-lf-' + uuid4(), 'sk-lf-' + uuid4()
    return V('Langfuse', 'secret key', [('LANGFUSE_PUBLIC_KEY', pk, False), ('LANGFUSE_SECRET_KEY', sk, True), ('LANGFUSE_HOST', 'https://cloud.langfuse.com', False)],
             sdk=[('python', f'langfuse = Langfuse(public_key="{pk}", secret_key="{sk}", host="https://cloud.langfuse.com")')])


@vendor
def v_tavily():
    tok = 'tvly-' + pick(['', 'dev-', 'prod-']) + rs(AN, 32)
    return V('Tavily', 'API key', [('TAVILY_API_KEY', tok, True)], sdk=[('python', f'tavily = TavilyClient(api_key="{tok}")')])


@vendor
def v_serpapi():
    tok = rs(HEXL, 64)
    return V('SerpApi', 'API key', [('SERPAPI_API_KEY', tok, True)],
             curl=f'curl "https://serpapi.com/search.json?engine=google&q=kubernetes+ingress&api_key={tok}"')


@vendor
def v_elevenlabs():
    tok = 'sk_' + rs(HEXL, 48)
    return V('ElevenLabs', 'API key', [('ELEVENLABS_API_KEY', tok, True)],
             curl=f'curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: {tok}"')


@vendor
def v_assemblyai():
    tok = rs(HEXL, 32)
    return V('AssemblyAI', 'API key', [('ASSEMBLYAI_API_KEY', tok, True)],
             curl=f'curl https://api.assemblyai.com/v2/transcript -H "authorization: {tok}" -H "content-type: application/json" -d @audio.json')


@vendor
def v_deepgram():
    tok = rs(HEXL, 40)
    return V('Deepgram', 'API key', [('DEEPGRAM_API_KEY', tok, True)],
             curl=f'curl -X POST -H "Authorization: Token {tok}" -H "Content-Type: audio/wav" --data-binary @call.wav "https://api.deepgram.com/v1/listen?model=nova-2&language=ko"')


@vendor
def v_voyage():
    tok = 'pa-' + rs(B64U, 43)
    return V('Voyage AI', 'API key', [('VOYAGE_API_KEY', tok, True)], sdk=[('python', f'vo = voyageai.Client(api_key="{tok}")')], slug='voyage')


@vendor
def v_jina():
    tok = 'jina_' + rs(AN, 60)
    return V('Jina AI', 'API key', [('JINA_API_KEY', tok, True)],
             curl=f'curl https://r.jina.ai/https://example.com -H "Authorization: Bearer {tok}"', slug='jina')


@vendor
def v_firecrawl():
    tok = 'fc-' + rs(HEXL, 32)
    return V('Firecrawl', 'API key', [('FIRECRAWL_API_KEY', tok, True)], sdk=[('python', f'app = FirecrawlApp(api_key="{tok}")')])


@vendor
def v_e2b():
    tok = 'e2b_' + rs(HEXL, 40)
    return V('E2B', 'API key', [('E2B_API_KEY', tok, True)], sdk=[('python', f'sbx = Sandbox(api_key="{tok}")')])


@vendor
def v_modal():
    tid, sec = 'ak-' + rs(AN, 22), 'as-' + rs(AN, 22)
    return V('Modal', 'token id and secret', [('MODAL_TOKEN_ID', tid, True), ('MODAL_TOKEN_SECRET', sec, True)],
             cli=f'modal token set --token-id {tid} --token-secret {sec} --profile={org()}')


@vendor
def v_runpod():
    tok = 'rpa_' + rs(UAN, 44)
    return V('RunPod', 'API key', [('RUNPOD_API_KEY', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" https://rest.runpod.io/v1/pods')


@vendor
def v_cerebras():
    tok = 'csk-' + rs(LAN, 48)
    return V('Cerebras', 'API key', [('CEREBRAS_API_KEY', tok, True)], sdk=[('python', f'client = Cerebras(api_key="{tok}")')])


@vendor
def v_ibm():
    tok = rs(B64U, 44)
    return V('IBM Cloud', 'API key', [('IBMCLOUD_API_KEY', tok, True)], cli=f'ibmcloud login --apikey {tok} -r {pick(["us-south", "eu-de", "jp-tok"])}')


@vendor
def v_alibaba():
    kid, sec = 'LTAI' + rs(AN, 20), rs(AN, 30)
    return V('Alibaba Cloud', 'AccessKey pair', [('ALIBABA_CLOUD_ACCESS_KEY_ID', kid, True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', sec, True)],
             cli=f'aliyun configure set --profile default --mode AK --region cn-hangzhou --access-key-id {kid} --access-key-secret {sec}', slug='aliyun')


@vendor
def v_tencent():
    kid, sec = 'AKID' + rs(AN, 32), rs(AN, 32)
    return V('Tencent Cloud', 'SecretId/SecretKey', [('TENCENTCLOUD_SECRET_ID', kid, True), ('TENCENTCLOUD_SECRET_KEY', sec, True)],
             sdk=[('python', f'cred = credential.Credential("{kid}", "{sec}")')], slug='tencentcloud')


@vendor
def v_ncp():
    kid, sec = rs(AN, 20), rs(AN, 40)
    return V('Naver Cloud Platform', 'API access key and secret key', [('NCLOUD_ACCESS_KEY', kid, True), ('NCLOUD_SECRET_KEY', sec, True)], slug='ncloud')


@vendor
def v_kakao():
    if chance(0.6):
        k = rs(HEXL, 32)
        return V('Kakao Developers', 'REST API key', [('KAKAO_REST_API_KEY', k, True)],
                 curl=f'curl -v -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK {k}" --data-urlencode "query=판교역로 235"', slug='kakao')
    k = rs(HEXL, 32)
    return V('Kakao Developers', 'Admin key', [('KAKAO_ADMIN_KEY', k, True)],
             curl=f'curl -v -X GET "https://kapi.kakao.com/v1/user/ids?limit=100" -H "Authorization: KakaoAK {k}"', slug='kakao')


@vendor
def v_toss():
    tok = pick(['live_sk_', 'live_gsk_']) + rs(AN, 28)
    b = b64e((tok + ':').encode())
    return V('Toss Payments', 'secret key', [('TOSS_SECRET_KEY', tok, True), ('_b64', b, True)],
             sdk=[('js', f"const encryptedSecretKey = 'Basic ' + Buffer.from('{tok}' + ':').toString('base64');")],
             curl=f'curl --request POST --url https://api.tosspayments.com/v1/payments/confirm --header "Authorization: Basic {b}" --header "Content-Type: application/json" --data @confirm.json',
             slug='tosspayments')


@vendor
def v_naver_open():
    cid, sec = rs(AN, 20), rs(AN, 10)
    return V('Naver Developers', 'client secret', [('NAVER_CLIENT_ID', cid, False), ('NAVER_CLIENT_SECRET', sec, True)],
             curl=f'curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A6%AC%EC%95%A1%ED%8A%B8&display=10" -H "X-Naver-Client-Id: {cid}" -H "X-Naver-Client-Secret: {sec}"',
             slug='naver-openapi')


@vendor
def v_portone():
    if chance(0.5):
        k, s = digits(16), rs(AN, 80)
        return V('PortOne (iamport)', 'REST API secret', [('IMP_KEY', k, False), ('IMP_SECRET', s, True)],
                 curl=f"""curl -H "Content-Type: application/json" -X POST https://api.iamport.kr/users/getToken -d '{{"imp_key":"{k}","imp_secret":"{s}"}}'""", slug='portone')
    s = rs(AN, 80)
    return V('PortOne (iamport)', 'V2 API secret', [('PORTONE_API_SECRET', s, True)],
             curl=f'curl https://api.portone.io/payments/{uuid4()} -H "Authorization: PortOne {s}"', slug='portone')


@vendor
def v_jenkins():
    tok = '11' + rs(HEXL, 32)
    u = person()
    h = f'https://jenkins.{org()}.{pick(TLDS)}'
    return V('Jenkins', 'API token', [('JENKINS_USER', u, False), ('JENKINS_API_TOKEN', tok, True)],
             curl=f'curl -X POST -u {u}:{tok} "{h}/job/{pick(REPOS)}/buildWithParameters?BRANCH=main"')


@vendor
def v_elastic():
    kid, key = rs(B64U, 20), rs(B64U, 22)
    enc = b64e(f'{kid}:{key}'.encode())
    h = f'https://{org()}-{rs(HEXL, 6)}.es.{pick(["ap-northeast-2", "us-east-1"])}.aws.elastic-cloud.com'
    return V('Elastic', 'API key (encoded)', [('ELASTIC_API_KEY', enc, True)],
             curl=f'curl -H "Authorization: ApiKey {enc}" "{h}/_cat/indices?v"',
             sdk=[('python', f'es = Elasticsearch("{h}", api_key="{enc}")')])


@vendor
def v_confluent():
    k, s = rs(UAN, 16), rs(B64, 64)
    return V('Confluent Cloud', 'API key and secret', [('CONFLUENT_API_KEY', k, True), ('CONFLUENT_API_SECRET', s, True)],
             sdk=[('java', f'props.put("sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"{k}\\" password=\\"{s}\\";");')],
             slug='confluent')


@vendor
def v_databricks():
    tok = 'dapi' + rs(HEXL, 32) + pick(['', '-2', '-3'])
    h = f'https://dbc-{rs(HEXL, 8)}-{rs(HEXL, 4)}.cloud.databricks.com'
    return V('Databricks', 'personal access token', [('DATABRICKS_HOST', h, False), ('DATABRICKS_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" {h}/api/2.1/jobs/list')


@vendor
def v_dbt():
    tok = pick(['dbtc_', 'dbtu_']) + rs(B64U, 48)
    return V('dbt Cloud', 'service token', [('DBT_CLOUD_API_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Token {tok}" https://cloud.getdbt.com/api/v2/accounts/{R.randint(1000, 99999)}/runs/?limit=5', slug='dbt-cloud')


@vendor
def v_mux():
    tid, sec = uuid4(), rs(B64, 75)
    return V('Mux', 'access token secret', [('MUX_TOKEN_ID', tid, True), ('MUX_TOKEN_SECRET', sec, True)],
             curl=f'curl https://api.mux.com/video/v1/assets -u {tid}:{sec}')


@vendor
def v_woocommerce():
    ck, cs = 'ck_' + rs(HEXL, 40), 'cs_' + rs(HEXL, 40)
    site = f'https://{org()}.{pick(TLDS)}'
    return V('WooCommerce', 'REST API consumer key/secret', [('WC_CONSUMER_KEY', ck, True), ('WC_CONSUMER_SECRET', cs, True)],
             curl=f'curl {site}/wp-json/wc/v3/orders?per_page=5 -u {ck}:{cs}')


@vendor
def v_sanity():
    tok = 'sk' + rs(AN, 180)
    return V('Sanity', 'API token (editor)', [('SANITY_API_TOKEN', tok, True)],
             sdk=[('js', f"const client = createClient({{ projectId: '{rs(LAN, 8)}', dataset: 'production', token: '{tok}', useCdn: false }});")])


@vendor
def v_posthog_personal():
    tok = 'phx_' + rs(AN, 47)
    return V('PostHog', 'personal API key', [('POSTHOG_PERSONAL_API_KEY', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" https://us.posthog.com/api/projects/{R.randint(1000, 99999)}/insights/?limit=5')


@vendor
def v_trello():
    key, tok = rs(HEXL, 32), 'ATTA' + rs(HEXL, 64) + rs(HEXU, 8)
    return V('Trello', 'API token', [('TRELLO_KEY', key, False), ('TRELLO_TOKEN', tok, True)],
             curl=f"curl 'https://api.trello.com/1/members/me/boards?key={key}&token={tok}'")


@vendor
def v_clickup():
    tok = f'pk_{digits(8)}_{rs(UAN, 32)}'
    return V('ClickUp', 'personal API token', [('CLICKUP_API_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: {tok}" https://api.clickup.com/api/v2/team')


@vendor
def v_expo():
    tok = rs(B64U, 40)
    return V('Expo', 'access token', [('EXPO_TOKEN', tok, True)], cli=f'EXPO_TOKEN={tok} eas build --platform ios --non-interactive')


@vendor
def v_steam():
    k = rs(HEXU, 32)
    return V('Steam Web API', 'API key', [('STEAM_API_KEY', k, True)],
             curl=f'curl "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key={k}&steamids=7656119{digits(10)}"', slug='steam')


@vendor
def v_rapidapi():
    k = rs(AN, 10) + 'msh' + rs(AN, 15) + 'p1' + rs(AN, 12) + 'jsn' + rs(AN, 12)
    return V('RapidAPI', 'application key', [('RAPIDAPI_KEY', k, True)],
             curl=f"curl --request GET --url 'https://weatherapi-com.p.rapidapi.com/current.json?q=Seoul' --header 'x-rapidapi-host: weatherapi-com.p.rapidapi.com' --header 'x-rapidapi-key: {k}'")


@vendor
def v_bitly():
    tok = rs(HEXL, 40)
    return V('Bitly', 'access token', [('BITLY_TOKEN', tok, True)],
             curl=f"""curl -H 'Authorization: Bearer {tok}' -H 'Content-Type: application/json' -X POST -d '{{"long_url":"https://{org()}.com/launch"}}' https://api-ssl.bitly.com/v4/shorten""")


@vendor
def v_ngrok():
    tok = pick('123') + rs(AN, 26) + '_' + rs(AN, 21)
    return V('ngrok', 'authtoken', [('NGROK_AUTHTOKEN', tok, True)], cli=f'ngrok config add-authtoken {tok}')


@vendor
def v_tailscale():
    tok = 'tskey-auth-k' + rs(AN, 10) + 'CNTRL-' + rs(AN, 33)
    return V('Tailscale', 'auth key', [('TS_AUTHKEY', tok, True)], cli=f'sudo tailscale up --authkey={tok} --hostname={pick(REPOS)}-runner --ssh')


@vendor
def v_cf_tunnel():
    tok = b64e(json.dumps({'a': rs(HEXL, 32), 't': uuid4(), 's': b64e(rbytes(32))}, separators=(',', ':')).encode())
    return V('Cloudflare Tunnel', 'tunnel token', [('TUNNEL_TOKEN', tok, True)], cli=f'cloudflared tunnel run --token {tok}', slug='cloudflared')


@vendor
def v_teams():
    a, b, c = uuid4(), uuid4(), uuid4()
    h32 = rs(HEXL, 32)
    v2 = 'V2' + rs(B64U, 43)
    url = f'https://{org()}.webhook.office.com/webhookb2/{a}@{b}/IncomingWebhook/{h32}/{c}/{v2}'
    return V('Microsoft Teams', 'incoming webhook URL', [('TEAMS_WEBHOOK_URL', url, None), ('_h', h32, True), ('_v2', v2, True)],
             curl=f"""curl -H 'Content-Type: application/json' -d '{{"text":"nightly build failed"}}' '{url}'""", url=url, slug='teams')


@vendor
def v_gchat():
    key, tok = 'AIza' + rs(B64U, 35), rs(B64U, 43)
    url = f'https://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key={key}&token={tok}%3D'
    return V('Google Chat', 'webhook URL', [('GCHAT_WEBHOOK_URL', url, None), ('_k', key, True), ('_t', tok, True)],
             curl=f"""curl -X POST -H 'Content-Type: application/json' '{url}' -d '{{"text":"배포 완료"}}'""", url=url, slug='google-chat')


@vendor
def v_line():
    tok = b64e(rbytes(129))[:171] + '='
    sec = rs(HEXL, 32)
    return V('LINE Messaging API', 'channel access token', [('LINE_CHANNEL_ACCESS_TOKEN', tok, True), ('LINE_CHANNEL_SECRET', sec, True)],
             curl=f'curl -v -X POST https://api.line.me/v2/bot/message/push -H "Content-Type: application/json" -H "Authorization: Bearer {tok}" -d @msg.json',
             slug='line')


@vendor
def v_upbit():
    a, s = rs(AN, 40), rs(AN, 40)
    return V('Upbit', 'Open API access/secret key', [('UPBIT_OPEN_API_ACCESS_KEY', a, True), ('UPBIT_OPEN_API_SECRET_KEY', s, True)],
             sdk=[('python', f'upbit = pyupbit.Upbit("{a}", "{s}")')])


@vendor
def v_bithumb():
    a, s = rs(HEXL, 32), rs(HEXL, 32)
    return V('Bithumb', 'API key/secret', [('BITHUMB_API_KEY', a, True), ('BITHUMB_SECRET_KEY', s, True)])


@vendor
def v_pushover():
    tok, user = 'a' + rs(LAN, 29), 'u' + rs(LAN, 29)
    return V('Pushover', 'application token', [('PUSHOVER_TOKEN', tok, True), ('PUSHOVER_USER', user, False)],
             curl=f'curl -s --form-string "token={tok}" --form-string "user={user}" --form-string "message=backup finished" https://api.pushover.net/1/messages.json')


@vendor
def v_harbor():
    sec = rs(AN, 32)
    name = f'robot${pick(REPOS)}+ci'
    h = f'harbor.{org()}.{pick(TLDS)}'
    return V('Harbor', 'robot account secret', [('HARBOR_ROBOT', name, False), ('HARBOR_ROBOT_SECRET', sec, True)],
             cli=f"docker login {h} -u '{name}' -p {sec}")


@vendor
def v_quay():
    tok = rs(UAN, 64)
    name = f'{org()}+{pick(["ci", "deployer", "builder"])}'
    return V('Quay.io', 'robot account token', [('QUAY_ROBOT', name, False), ('QUAY_ROBOT_TOKEN', tok, True)],
             cli=f'podman login -u="{name}" -p="{tok}" quay.io', slug='quay')


@vendor
def v_mattermost():
    tok = rs(LAN, 26)
    h = f'https://chat.{org()}.{pick(TLDS)}'
    return V('Mattermost', 'personal access token', [('MM_TOKEN', tok, True)],
             curl=f'curl -i -H "Authorization: Bearer {tok}" {h}/api/v4/users/me')


@vendor
def v_klaviyo():
    tok = 'pk_' + rs(HEXL, 34)
    return V('Klaviyo', 'private API key', [('KLAVIYO_PRIVATE_KEY', tok, True)],
             curl=f'curl --request GET --url https://a.klaviyo.com/api/profiles/ --header "Authorization: Klaviyo-API-Key {tok}" --header "revision: 2024-07-15"')


@vendor
def v_amplitude():
    k, s = rs(HEXL, 32), rs(HEXL, 32)
    return V('Amplitude', 'secret key', [('AMPLITUDE_API_KEY', k, False), ('AMPLITUDE_SECRET_KEY', s, True)],
             curl=f'curl -u {k}:{s} "https://amplitude.com/api/2/export?start=20240601T00&end=20240601T23" -o export.zip')


@vendor
def v_mixpanel():
    u, s = f'{pick(REPOS)}-export.{rs(LAN, 6)}.mp-service-account', rs(AN, 32)
    return V('Mixpanel', 'service account secret', [('MIXPANEL_SA_USERNAME', u, False), ('MIXPANEL_SA_SECRET', s, True)],
             curl=f'curl --request GET --url "https://data.mixpanel.com/api/2.0/export?from_date=2024-06-01&to_date=2024-06-02" -u "{u}:{s}"')


@vendor
def v_freshdesk():
    k = rs(AN, 20)
    return V('Freshdesk', 'API key', [('FRESHDESK_API_KEY', k, True)],
             curl=f'curl -v -u {k}:X -H "Content-Type: application/json" -X GET "https://{org()}.freshdesk.com/api/v2/tickets"')


@vendor
def v_gitea():
    tok = rs(HEXL, 40)
    h = f'https://git.{org()}.{pick(TLDS)}'
    return V('Gitea', 'access token', [('GITEA_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: token {tok}" {h}/api/v1/repos/search?q={pick(REPOS)}')


@vendor
def v_fivetran():
    k, s = rs(AN, 16), rs(AN, 32)
    b = b64e(f'{k}:{s}'.encode())
    return V('Fivetran', 'API key/secret', [('FIVETRAN_API_KEY', k, True), ('FIVETRAN_API_SECRET', s, True), ('_b64', b, True)],
             curl=f'curl -X GET https://api.fivetran.com/v1/groups -H "Authorization: Basic {b}"')


@vendor
def v_deepl():
    k = uuid4() + ':fx'
    return V('DeepL', 'Free API authentication key', [('DEEPL_AUTH_KEY', k, True)],
             curl=f'curl -X POST https://api-free.deepl.com/v2/translate --header "Authorization: DeepL-Auth-Key {k}" --data-urlencode "text=배포가 완료되었습니다" --data "target_lang=EN"')


@vendor
def v_servicebus():
    ns = f'{org()}-{pick(["events", "bus", "orders"])}'
    key = b64e(rbytes(32))
    cs = f'Endpoint=sb://{ns}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}'
    return V('Azure Service Bus', 'shared access key', [('SERVICEBUS_CONNECTION', cs, None), ('_k', key, True)],
             sdk=[('csharp', f'await using var client = new ServiceBusClient("{cs}");'), ('python', f'client = ServiceBusClient.from_connection_string("{cs}")')])


@vendor
def v_oci():
    tok = rs(AN + '(<)];:_+.{}#', 20)
    ns = rs(LAN, 12)
    u = f'{ns}/oracleidentitycloudservice/{email()}'
    return V('Oracle Cloud', 'auth token', [('OCIR_USERNAME', u, False), ('OCIR_AUTH_TOKEN', tok, True)],
             cli=f"docker login icn.ocir.io -u '{u}' -p '{tok}'", slug='oci')


@vendor
def v_stytch():
    pid, sec = 'project-live-' + uuid4(), 'secret-live-' + rs(B64U, 36)
    return V('Stytch', 'project secret', [('STYTCH_PROJECT_ID', pid, False), ('STYTCH_SECRET', sec, True)],
             curl=f'curl --request GET --url https://api.stytch.com/v1/users?limit=10 -u "{pid}:{sec}"')


@vendor
def v_paddle():
    tok = 'pdl_live_apikey_01' + rs('0123456789abcdefghjkmnpqrstvwxyz', 24) + '_' + rs(AN, 22) + '_' + rs(AN, 3)
    return V('Paddle', 'API key', [('PADDLE_API_KEY', tok, True)],
             curl=f'curl https://api.paddle.com/subscriptions?status=active -H "Authorization: Bearer {tok}"')


@vendor
def v_openweather():
    k = rs(HEXL, 32)
    return V('OpenWeatherMap', 'API key', [('OPENWEATHER_API_KEY', k, True)],
             curl=f'curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul,KR&units=metric&appid={k}"')


@vendor
def v_here():
    k = rs(B64U, 43)
    return V('HERE', 'API key', [('HERE_API_KEY', k, True)],
             curl=f'curl "https://geocode.search.hereapi.com/v1/geocode?q=Invalidenstr+117+Berlin&apiKey={k}"')


@vendor
def v_vimeo():
    tok = rs(HEXL, 32)
    return V('Vimeo', 'personal access token', [('VIMEO_ACCESS_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: bearer {tok}" "https://api.vimeo.com/me/videos?per_page=10"')


@vendor
def v_newsapi():
    k = rs(HEXL, 32)
    return V('NewsAPI', 'API key', [('NEWS_API_KEY', k, True)],
             curl=f'curl "https://newsapi.org/v2/top-headlines?country=kr&apiKey={k}"')


@vendor
def v_ably():
    k = f'{rs(AN, 6)}.{rs(AN, 6)}:{rs(B64U, 43)}'
    return V('Ably', 'API key (root)', [('ABLY_API_KEY', k, True)], sdk=[('js', f"const ably = new Ably.Realtime('{k}');")])


@vendor
def v_pusher():
    aid, key, sec = digits(7), rs(HEXL, 20), rs(HEXL, 20)
    return V('Pusher', 'app secret', [('PUSHER_APP_ID', aid, False), ('PUSHER_KEY', key, False), ('PUSHER_SECRET', sec, True), ('PUSHER_CLUSTER', pick(['ap3', 'mt1', 'eu']), False)],
             sdk=[('js', f'const pusher = new Pusher({{ appId: "{aid}", key: "{key}", secret: "{sec}", cluster: "ap3", useTLS: true }});')])


@vendor
def v_shortcut():
    tok = uuid4()
    return V('Shortcut', 'API token', [('SHORTCUT_API_TOKEN', tok, True)],
             curl=f'curl -X GET -H "Content-Type: application/json" -H "Shortcut-Token: {tok}" https://api.app.shortcut.com/api/v3/member')


@vendor
def v_todoist():
    tok = rs(HEXL, 40)
    return V('Todoist', 'API token', [('TODOIST_API_TOKEN', tok, True)],
             curl=f'curl https://api.todoist.com/rest/v2/tasks -H "Authorization: Bearer {tok}"')


@vendor
def v_doist_calendly():
    tok = jwt({'kid': '1ce1e136', 'typ': 'PAT', 'alg': 'ES512'}, {'iss': 'https://auth.calendly.com', 'iat': ts(), 'jti': uuid4(), 'user_uuid': uuid4()}, 132)
    return V('Calendly', 'personal access token', [('CALENDLY_TOKEN', tok, True)],
             curl=f'curl --request GET --url https://api.calendly.com/users/me --header "Authorization: Bearer {tok}"')


@vendor
def v_gcp_sa_keyid():
    # service account HMAC key for GCS interoperability (access id + secret)
    aid, sec = 'GOOG1E' + rs(UAN, 55), rs(B64, 40)
    return V('Google Cloud Storage', 'HMAC key (interoperability)', [('GCS_HMAC_ACCESS_ID', aid, True), ('GCS_HMAC_SECRET', sec, True)],
             cli=f'rclone config create gcs s3 provider=GCS access_key_id={aid} secret_access_key={sec} endpoint=https://storage.googleapis.com',
             slug='gcs')


@vendor
def v_backblaze():
    kid, key = '005' + rs(HEXL, 22), 'K005' + rs(AN + '/+', 27)
    return V('Backblaze B2', 'application key', [('B2_APPLICATION_KEY_ID', kid, True), ('B2_APPLICATION_KEY', key, True)],
             cli=f'b2 account authorize {kid} {key}', slug='backblaze')


@vendor
def v_wasabi_minio():
    ak, sk = rs(UAN, 20), rs(AN, 40)
    h = f'https://minio.{org()}.internal:9000'
    return V('MinIO', 'access key/secret key', [('MINIO_ACCESS_KEY', ak, True), ('MINIO_SECRET_KEY', sk, True)],
             cli=f'mc alias set {org()} {h} {ak} {sk}')


@vendor
def v_smartthings():
    tok = uuid4()
    return V('SmartThings', 'personal access token', [('SMARTTHINGS_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" https://api.smartthings.com/v1/devices')


@vendor
def v_home_assistant():
    tok = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': rs(HEXL, 32), 'iat': (t := ts()), 'exp': t + 315360000})
    return V('Home Assistant', 'long-lived access token', [('HASS_TOKEN', tok, True)],
             curl=f'curl -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" http://homeassistant.local:8123/api/states')


# ----------------------------------------------------------------------------------------------------
# containers: how a vendor credential is embedded in a note
# each renderer returns (snippet, label, file_or_place, secrets) ; secrets = exact listed substrings
# ----------------------------------------------------------------------------------------------------
def vis_items(v):
    return [(k, val) for k, val, s in v['items'] if not k.startswith('_')]


def secret_vals(v):
    return [val for k, val, s in v['items'] if s]


def present(v, text):
    return [s for s in secret_vals(v) if s in text]


def snake(k):
    return k.lower()


def camel(k):
    parts = k.lower().split('_')
    return parts[0] + ''.join(p.title() for p in parts[1:])


def dotted(k):
    return k.lower().replace('_', '.')


QUOTES2 = ['"', '']
QUOTES3 = ['"', "'", '']


def q(val, style=None):
    style = style or pick(['"', '', "'"])
    return f'{style}{val}{style}'


NOISE_ENV = [('NODE_ENV', 'production'), ('LOG_LEVEL', 'debug'), ('PORT', '8080'), ('APP_ENV', 'staging'),
             ('TZ', 'Asia/Seoul'), ('DEBUG', 'false'), ('WORKERS', '4'), ('FEATURE_NEW_CHECKOUT', '1'),
             ('SENTRY_ENVIRONMENT', 'staging'), ('REDIS_HOST', 'localhost'), ('PYTHONUNBUFFERED', '1')]


def noise(n):
    out = []
    pool = NOISE_ENV[:]
    R.shuffle(pool)
    return pool[:n]


def c_dotenv(v, lang):
    lines = [f'{k}={q(val) if chance(0.5) else val}' for k, val in vis_items(v)]
    extra = [f'{k}={val}' for k, val in noise(R.randint(0, 3))]
    allx = extra[:len(extra) // 2] + lines + extra[len(extra) // 2:]
    if chance(0.25):
        allx.insert(0, pick(['# local only, do not commit', f'# {v["name"]}', '# copied from 1Password', '# TODO move to vault']))
    f = pick(['.env', '.env.local', '.env.production', '.env.staging', '.dev.vars', 'apps/api/.env', 'docker/.env'])
    return '\n'.join(allx), '.env file', f


def c_export(v, lang):
    style = pick(['bash', 'bash', 'fish', 'ps', 'cmd'])
    items = vis_items(v)
    if style == 'bash':
        lines = [f'export {k}={q(val, pick(QUOTES3))}' for k, val in items]
        return '\n'.join(lines), 'shell export', pick(['~/.zshrc', '~/.bashrc', 'the terminal', '.envrc'])
    if style == 'fish':
        return '\n'.join(f'set -gx {k} {val}' for k, val in items), 'fish set -gx', '~/.config/fish/config.fish'
    if style == 'ps':
        return '\n'.join(f'$env:{k} = "{val}"' for k, val in items), 'PowerShell $env:', 'PowerShell'
    return '\n'.join(f'setx {k} "{val}"' for k, val in items), 'Windows setx', 'cmd.exe'


def c_inline(v, lang):
    items = vis_items(v)
    cmd = pick(['npm run sync', 'python scripts/backfill.py --since 2024-05-01', 'node worker.js', 'go run ./cmd/export',
                'pnpm dev', 'uv run pytest -k integration', 'cargo run --bin ingest', 'bundle exec rake jobs:work'])
    return ' '.join(f'{k}={val}' for k, val in items) + ' ' + cmd, 'inline env on command', 'the shell'


def c_json(v, lang):
    items = vis_items(v)
    obj = {camel(k): val for k, val in items}
    wrapper = pick(['flat', 'nested', 'nested'])
    if wrapper == 'nested':
        obj = {'env': pick(['production', 'staging', 'local']), v['slug'].replace('-', '_'): obj, 'timeoutMs': 15000}
    s = json.dumps(obj, indent=pick([None, 2]), ensure_ascii=False)
    return s, 'JSON config', pick(['config/local.json', 'appsettings.Development.json', 'secrets.json', 'config.json', '.vscode/settings.json'])


def c_mcp(v, lang):
    items = vis_items(v)
    env = {k: val for k, val in items}
    slug = v['slug']
    f = pick(['.mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json', '.gemini/settings.json', '.vscode/mcp.json'])
    top = 'servers' if f == '.vscode/mcp.json' else 'mcpServers'
    obj = {top: {slug: {'command': 'npx', 'args': ['-y', f'@{pick(["modelcontextprotocol", slug, "community"])}/{slug}-mcp'], 'env': env}}}
    return json.dumps(obj, indent=2, ensure_ascii=False), 'MCP server config (JSON)', f


def c_claude_settings(v, lang):
    env = {k: val for k, val in vis_items(v)}
    obj = {'permissions': {'allow': ['Bash(npm run test:*)', 'Bash(git diff:*)']}, 'env': env}
    return json.dumps(obj, indent=2, ensure_ascii=False), 'Claude Code settings.json env', pick(['.claude/settings.local.json', '~/.claude/settings.json'])


def c_codex_toml(v, lang):
    items = vis_items(v)
    envs = ', '.join(f'"{k}" = "{val}"' for k, val in items)
    slug = v['slug'].replace('-', '_')
    s = f'[mcp_servers.{slug}]\ncommand = "npx"\nargs = ["-y", "{v["slug"]}-mcp-server"]\nenv = {{ {envs} }}'
    return s, 'Codex config.toml MCP env', '~/.codex/config.toml'


def c_compose(v, lang):
    items = vis_items(v)
    svc = pick(['api', 'worker', 'app', 'scheduler', 'bot'])
    if chance(0.5):
        env = '\n'.join(f'      - {k}={val}' for k, val in items)
    else:
        env = '\n'.join(f'      {k}: {q(val, pick(QUOTES2))}' for k, val in items)
    s = f'services:\n  {svc}:\n    image: ghcr.io/{org()}/{pick(REPOS)}:latest\n    environment:\n{env}'
    return s, 'docker-compose environment', pick(['docker-compose.yml', 'compose.yaml', 'docker-compose.override.yml'])


def c_yaml_app(v, lang):
    items = vis_items(v)
    body = '\n'.join(f'  {snake(k)}: {q(val, pick(QUOTES2))}' for k, val in items)
    s = f'{v["slug"].replace("-", "_")}:\n{body}\n  timeout: 30s'
    return s, 'YAML app config', pick(['config/settings.yaml', 'application.yml', 'config.yaml', 'values.yaml'])


def c_toml(v, lang):
    items = vis_items(v)
    body = '\n'.join(f'{snake(k)} = "{val}"' for k, val in items)
    f = pick(['.streamlit/secrets.toml', 'config.toml', 'settings.toml', 'samconfig.toml'])
    return f'[{v["slug"].replace("-", "_")}]\n{body}', 'TOML config', f


def c_ini(v, lang):
    items = vis_items(v)
    sec = pick([v['slug'], 'default', 'production', 'api'])
    body = '\n'.join(f'{snake(k)} = {val}' for k, val in items)
    return f'[{sec}]\n{body}', 'INI file', pick(['config.ini', 'setup.cfg', 'settings.ini', 'app.conf', '.edgerc'])


def c_xml(v, lang):
    items = vis_items(v)
    if chance(0.5):
        body = '\n'.join(f'    <add key="{camel(k)[0].upper() + camel(k)[1:]}" value="{val}" />' for k, val in items)
        return f'<appSettings>\n{body}\n</appSettings>', 'XML appSettings', pick(['Web.config', 'App.config'])
    body = '\n'.join(f'    <string name="{snake(k)}">{val}</string>' for k, val in items)
    return f'<resources>\n{body}\n</resources>', 'Android strings.xml', 'app/src/main/res/values/strings.xml'


def c_properties(v, lang):
    items = vis_items(v)
    body = '\n'.join(f'{dotted(k)}={val}' for k, val in items)
    return body, 'Java properties', pick(['application.properties', 'gradle.properties', 'local.properties', 'config/app.properties'])


def c_terraform(v, lang):
    items = vis_items(v)
    if chance(0.5):
        body = '\n'.join(f'{snake(k)} = "{val}"' for k, val in items)
        return body, 'terraform.tfvars', pick(['terraform.tfvars', 'prod.auto.tfvars', 'envs/stg/terraform.tfvars'])
    k, val = items[-1] if len(items) == 1 else items[0]
    blocks = [f'variable "{snake(k)}" {{\n  type      = string\n  sensitive = true\n  default   = "{val}"\n}}' for k, val in items]
    return '\n'.join(blocks), 'Terraform variable default', pick(['variables.tf', 'main.tf', 'modules/app/variables.tf'])


def c_gha(v, lang):
    items = vis_items(v)
    env = '\n'.join(f'          {k}: {val}' for k, val in items)
    s = (f'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n'
         f'      - run: ./scripts/deploy.sh\n        env:\n{env}')
    return s, 'GitHub Actions workflow env', pick(['.github/workflows/deploy.yml', '.github/workflows/ci.yml', '.github/workflows/nightly.yml'])


def c_gitlab(v, lang):
    items = vis_items(v)
    env = '\n'.join(f'  {k}: "{val}"' for k, val in items)
    return f'variables:\n{env}\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh', 'GitLab CI variables', '.gitlab-ci.yml'


def c_k8s_string(v, lang):
    items = vis_items(v)
    body = '\n'.join(f'  {k}: {q(val, pick(QUOTES2))}' for k, val in items)
    s = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {v["slug"]}-credentials\n  namespace: {pick(["default", "prod", "apps", "jobs"])}\ntype: Opaque\nstringData:\n{body}'
    return s, 'k8s Secret stringData', pick(['k8s/secret.yaml', 'deploy/secrets.yaml', 'manifests/app-secret.yaml'])


def c_k8s_data(v, lang):
    items = vis_items(v)
    secs = []
    lines = []
    for k, val in items:
        enc = b64e(val.encode())
        lines.append(f'  {k}: {enc}')
        # the value as written is the base64 blob; it is listed when it encodes a credential
        if any(s and (val == sv or sv in val) for kk, sv, s in v['items']):
            secs.append(enc)
    s = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {v["slug"]}-creds\ntype: Opaque\ndata:\n' + '\n'.join(lines)
    return s, 'k8s Secret data (base64)', pick(['kubectl get secret -o yaml output', 'k8s/secret.yaml']), secs


def c_k8s_env(v, lang):
    items = vis_items(v)
    body = '\n'.join(f'            - name: {k}\n              value: "{val}"' for k, val in items)
    s = f'      containers:\n        - name: {pick(REPOS)}\n          image: {org()}/{pick(REPOS)}:1.{R.randint(0, 30)}.{R.randint(0, 9)}\n          env:\n{body}'
    return s, 'k8s Deployment env value', pick(['deploy/deployment.yaml', 'k8s/worker.yaml', 'charts/app/templates/deployment.yaml'])


def c_dockerfile(v, lang):
    items = vis_items(v)
    kw = pick(['ENV', 'ENV', 'ARG'])
    body = '\n'.join(f'{kw} {k}={val}' for k, val in items)
    s = f'FROM {pick(["node:20-alpine", "python:3.12-slim", "golang:1.22", "eclipse-temurin:21-jre"])}\nWORKDIR /app\n{body}\nCOPY . .'
    return s, f'Dockerfile {kw}', 'Dockerfile'


def c_docker_run(v, lang):
    items = vis_items(v)
    es = ' '.join(f'-e {k}={val}' for k, val in items)
    return f'docker run --rm {es} {org()}/{pick(REPOS)}:latest', 'docker run -e', 'the shell'


def c_platform_set(v, lang):
    items = vis_items(v)
    k, val = [(k, val) for k, val in items if any(s in val for s in secret_vals(v))][0]
    s = pick([f'fly secrets set {k}={val} -a {pick(REPOS)}', f'heroku config:set {k}={val} -a {org()}-{pick(REPOS)}',
              f'gh secret set {k} --body "{val}" --repo {org()}/{pick(REPOS)}', f'railway variables --set "{k}={val}"',
              f'vercel env add {k} production <<< "{val}"', f'aws ssm put-parameter --name /{pick(REPOS)}/prod/{snake(k)} --type SecureString --value "{val}"',
              f'az keyvault secret set --vault-name kv-{org()} --name {k.replace("_", "-").lower()} --value "{val}"',
              f'gcloud secrets versions add {k.lower().replace("_", "-")} --data-file=- <<< "{val}"'])
    return s, 'platform secret-set command', 'the shell'


def c_helm(v, lang):
    items = vis_items(v)
    sets = ' '.join(f'--set env.{k}={val}' for k, val in items)
    return f'helm upgrade --install {pick(REPOS)} ./charts/app -n {pick(["prod", "staging"])} {sets}', 'helm --set', 'the shell'


def c_py_settings(v, lang):
    items = vis_items(v)
    return '\n'.join(f'{k} = "{val}"' for k, val in items), 'Python settings module', pick(['settings.py', 'config.py', 'app/core/config.py'])


def c_js_const(v, lang):
    items = vis_items(v)
    kw = pick(['const', 'export const'])
    return '\n'.join(f'{kw} {k} = "{val}";' for k, val in items), 'JS/TS constant', pick(['src/config.ts', 'lib/constants.js', 'scripts/seed.ts'])


def c_jupyter(v, lang):
    items = vis_items(v)
    if chance(0.5):
        return '\n'.join(f'%env {k}={val}' for k, val in items), 'Jupyter %env magic', pick(['the notebook', 'eda.ipynb'])
    return 'import os\n' + '\n'.join(f'os.environ["{k}"] = "{val}"' for k, val in items), 'notebook os.environ', pick(['the notebook', 'analysis.ipynb'])


def c_curl(v, lang):
    return v['curl'], 'curl command', 'the terminal'


def c_sdk(v, lang):
    l, code = pick(v['sdk'])
    return code, f'SDK call ({l})', pick(['the script', 'the handler', 'a scratch file'])


def c_cli(v, lang):
    return v['cli'], 'vendor CLI command', 'the shell history'


def c_url(v, lang):
    return v['url'], 'URL with embedded secret', 'the config'


def c_log(v, lang):
    items = vis_items(v)
    k, val = [(k, val) for k, val in items if any(s in val for s in secret_vals(v))][0]
    t = f'2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z'
    s = pick([f'{t} DEBUG config loaded: {{"{k}": "{val}", "retries": 3}}',
              f'{t} INFO  [{v["slug"]}] using credentials {k}={val}',
              f"[{t}] DEBUG outgoing request headers={{'User-Agent': 'python-httpx/0.27.0', 'Authorization': 'Bearer {val}'}}",
              f'{t} WARN  {v["slug"]} client: request failed (429), retrying with key {val}',
              f'{t} ERROR Startup check failed: env {k}={val} rejected by upstream (401)'])
    return s, 'log line', pick(['the app log', 'CloudWatch', 'the CI log', 'docker logs output'])


def c_diff(v, lang):
    items = vis_items(v)
    f = pick(['.env.example', 'config/prod.env', '.env.staging', 'deploy/app.env'])
    lines = [f'+{k}={val}' for k, val in items]
    s = f'--- a/{f}\n+++ b/{f}\n@@ -3,{R.randint(2, 6)} +3,{R.randint(3, 8)} @@\n {pick(["PORT=3000", "LOG_LEVEL=info", "# services"])}\n' + '\n'.join(lines)
    return s, 'diff hunk', f


def c_table(v, lang):
    items = vis_items(v)
    if lang == 'ko':
        head = '| 환경 | 변수 | 값 |\n|---|---|---|'
    else:
        head = '| env | variable | value |\n|---|---|---|'
    env = pick(['prod', 'staging', 'dev'])
    rows = '\n'.join(f'| {env} | {k} | {val} |' for k, val in items)
    return head + '\n' + rows, 'markdown table', pick(['the wiki page', 'the runbook', 'README'])


def c_chat(v, lang):
    items = vis_items(v)
    k, val = [(k, val) for k, val in items if any(s in val for s in secret_vals(v))][0]
    if lang == 'ko':
        n = pick(NAMES_KO)
        line = pick([f'[{R.randint(9, 19)}:{R.randint(0, 59):02d}] {n}: {v["name"]} 키 여기요 {val}',
                     f'{n}: 이거 쓰시면 돼요 → {val}', f'{n} 오후 {R.randint(1, 6)}:{R.randint(0, 59):02d}\n{k} 값 {val} 입니다. 쓰고 지워주세요'])
    else:
        n = pick(PEOPLE)
        line = pick([f'[{R.randint(9, 19)}:{R.randint(0, 59):02d}] {n}: here\'s the {v["name"]} key {val}',
                     f'{n}: use this one -> {val}', f'{n}  {R.randint(1, 6)}:{R.randint(0, 59):02d} PM\n{k} is {val}, delete after use pls'])
    return line, 'chat paste', 'chat'


CONTAINERS = [
    ('dotenv', c_dotenv, 10), ('export', c_export, 6), ('inline', c_inline, 2), ('json', c_json, 3), ('mcp', c_mcp, 5),
    ('claude', c_claude_settings, 2), ('codex', c_codex_toml, 2), ('compose', c_compose, 3), ('yaml', c_yaml_app, 3),
    ('toml', c_toml, 2), ('ini', c_ini, 2), ('xml', c_xml, 2), ('properties', c_properties, 2), ('terraform', c_terraform, 3),
    ('gha', c_gha, 3), ('gitlab', c_gitlab, 2), ('k8s_string', c_k8s_string, 3), ('k8s_data', c_k8s_data, 2),
    ('k8s_env', c_k8s_env, 2), ('dockerfile', c_dockerfile, 2), ('docker_run', c_docker_run, 2), ('platform', c_platform_set, 3),
    ('helm', c_helm, 1), ('py', c_py_settings, 2), ('js', c_js_const, 2), ('jupyter', c_jupyter, 2), ('curl', c_curl, 14),
    ('sdk', c_sdk, 12), ('cli', c_cli, 10), ('url', c_url, 3), ('log', c_log, 3), ('diff', c_diff, 3), ('table', c_table, 2),
    ('chat', c_chat, 4), ('prose', None, 7),
]
CONTAINER_QUEUE = []


def _applicable(name, v):
    return not ((name == 'curl' and not v['curl']) or (name == 'sdk' and not v['sdk']) or
                (name == 'cli' and not v['cli']) or (name == 'url' and not v['url']))


def choose_container(v):
    """weighted round-robin: every container is used in proportion to its weight; ones that do not fit this
    vendor (no curl/SDK/CLI/URL form) wait in the queue for a vendor that has them."""
    for _ in range(2):
        for i, (name, fn) in enumerate(CONTAINER_QUEUE):
            if _applicable(name, v):
                CONTAINER_QUEUE.pop(i)
                return name, fn
        fresh = [(name, fn) for name, fn, w in CONTAINERS for _ in range(w)]
        R.shuffle(fresh)
        CONTAINER_QUEUE.extend(fresh)
    raise AssertionError('no container applicable')


# ----------------------------------------------------------------------------------------------------
# prose pools for framing vendor-credential notes
# ----------------------------------------------------------------------------------------------------
TASKS_EN = ['the nightly invoice sync', 'the Slack alert bot', 'the staging deploy', 'the data backfill script',
            'the local dev setup', 'the e2e test suite', 'the webhook receiver', 'the release workflow',
            'the analytics export', 'the onboarding e-mail job', 'the search indexer', 'the iOS build',
            'the price scraper', 'the RAG ingestion pipeline', 'the support-ticket triage bot', 'the billing migration',
            'the artifact cleanup cron', 'the fine-tuning job', 'the docs preview build', 'the metrics dashboard',
            'the feature-flag audit', 'the CSV importer', 'the status page updater', 'the PR review bot']
TASKS_KO = ['야간 정산 배치', '슬랙 알림 봇', '스테이징 배포', '데이터 백필 스크립트', '로컬 개발 환경 세팅', 'E2E 테스트',
            '웹훅 수신 서버', '릴리스 워크플로', '통계 export 작업', '가입 메일 발송 잡', '검색 인덱서', 'iOS 빌드',
            '가격 크롤러', 'RAG 인제스트 파이프라인', 'CS 티켓 분류 봇', '결제 마이그레이션', '아티팩트 정리 크론',
            '파인튜닝 잡', '문서 프리뷰 빌드', '지표 대시보드', '피처 플래그 점검', 'CSV 임포터', '상태 페이지 업데이트', 'PR 리뷰 봇']

CTX_EN = [
    "Nobody told me {t} calls {v}; the README only says to 'set up the usual env vars'.",
    "The {v} {w} for {t} wasn't in the repo, the wiki or the onboarding doc.",
    "I didn't know which {v} account {t} should use, the personal one or the org one.",
    "{T} kept failing with 401 from {v} and I had no idea where the current {w} lives.",
    "I wasn't told that {e} has to be set before {t} starts.",
    "The user assumed I already had the {v} {w} in my environment.",
    "There was no .env.example entry for {v}, so I had to ask for the {w}.",
    "I assumed {t} used a sandbox {v} project; it actually points at production.",
    "The task said to hook {t} up to {v} but came with no credentials.",
    "Nobody mentioned that the old {v} {w} was revoked last week.",
    "I didn't know {t} runs under a different {v} workspace than the main app.",
    "Missing: which {v} credentials {t} should use in CI versus on a laptop.",
    "The ticket for {t} linked a Notion page about {v} that I can't open.",
    "I only found out halfway through that {t} needs {v} at all.",
]
CTX_KO = [
    "{t}에서 {v} API를 호출한다는 걸 아무도 얘기 안 해줌. README에는 '평소 쓰는 env 세팅'이라고만 적혀 있음.",
    "{t}용 {v} {w} 정보가 repo, 위키, 온보딩 문서 어디에도 없었음.",
    "{t}에서 개인 계정 {v}를 쓰는지 조직 계정을 쓰는지 몰랐음.",
    "{t}에서 {v} 호출이 계속 401 나는데 최신 {w} 위치를 몰랐음.",
    "{t} 실행 전에 {e} 세팅이 필요하다는 걸 전달받지 못함.",
    "사용자는 내가 {v} {w} 정보를 이미 갖고 있다고 생각하고 있었음.",
    ".env.example에 {v} 항목이 없어서 {w} 값을 따로 요청해야 했음.",
    "{t}에서 sandbox {v} 프로젝트를 쓰는 줄 알았는데 실제로는 production을 보고 있었음.",
    "작업 지시는 '{t}에 {v} 연동해줘'가 전부였고 인증 정보는 없었음.",
    "기존 {v} {w} 값이 지난주에 폐기됐다는 걸 몰랐음.",
    "{t} 쪽은 메인 앱이랑 다른 {v} 워크스페이스를 쓴다는 걸 몰랐음.",
    "CI랑 로컬에서 각각 어떤 {v} 인증 정보를 써야 하는지 정리된 게 없음.",
    "{t} 티켓에 {v} 관련 노션 링크가 있었는데 권한이 없어서 못 열었음.",
]
LESSON_EN = [
    "{T} reads {e} once at import time, so exporting it after the process starts does nothing.",
    "The {v} client fails lazily: a bad key only shows up on the first request, not at startup.",
    "The dev server has to be restarted after editing env files; hot reload doesn't pick them up.",
    "The {w} is scoped to one project, so calls to the other project come back 403 rather than 401.",
    "CI only injects {e} on protected branches, which is why PR builds couldn't reach {v}.",
    "Quoting matters: the value broke when it was pasted unquoted into YAML.",
    "It worked once the {w} was passed explicitly instead of relying on the default credential chain.",
    "There are two {v} keys floating around; the one in the shared doc is stale.",
    "The {v} dashboard shows last-used time per key, which is how we spotted the dead one.",
    "Rate limits are per key, so {t} shouldn't share a key with the web app.",
    "The code expects the variable to be called {e}, not the name in {v}'s quickstart.",
    "docker compose only passes variables listed under environment:, so the container never saw the key.",
    "A trailing newline from copy-paste made {v} reject the header; strip it.",
    "The {v} SDK picks up {e} automatically if it is exported, no need to pass it in code.",
]
LESSON_KO = [
    "{e} 값은 import 시점에 한 번만 읽힘. 프로세스 뜬 다음에 export 해봐야 반영 안 됨.",
    "{v} 클라이언트는 키가 틀려도 초기화 때는 조용하고 첫 요청에서야 터짐.",
    "env 파일 수정 후엔 dev 서버 재시작 필요. hot reload로는 안 읽힘.",
    "이 {w} 값은 프로젝트 단위라 다른 프로젝트 호출하면 401이 아니라 403이 떨어짐.",
    "CI에서 {e} 변수는 protected branch에서만 주입돼서 PR 빌드에서는 {v} 호출이 실패했던 것.",
    "YAML에 따옴표 없이 넣었더니 값이 깨짐. 따옴표로 감싸야 함.",
    "기본 credential chain에 기대지 말고 키를 명시적으로 넘기니까 바로 됨.",
    "{v} 키가 두 개 돌아다니는데 공유 문서에 있는 건 만료된 것.",
    "rate limit이 키 단위라 배치 잡이랑 웹 앱이 같은 키를 쓰면 안 됨.",
    "코드에서 기대하는 env 이름은 {e}이고, {v} quickstart에 나온 이름이랑 다름.",
    "docker compose는 environment:에 적힌 변수만 넘겨서 컨테이너 안에는 키가 없었음.",
    "복붙하다 끝에 개행이 들어가서 {v} 쪽에서 헤더를 거부함. strip 필요.",
    "{e}만 export 되어 있으면 {v} SDK가 알아서 읽음. 코드에서 넘길 필요 없음.",
]
ASK_EN = [
    "Where should I get the {v} {w} next time: 1Password, Vault or the CI settings?",
    "Is there a separate {v} key for staging, or do both environments share one?",
    "Should {t} use your personal {v} token or a service account?",
    "Has the {v} {w} been rotated since this session?",
    "Can you add {e} to .env.example so the next run knows it's required?",
    "Which {v} project or workspace is the right one for {t}?",
    "Want me to move the {v} {w} into the secret manager?",
    "Is it fine to keep using this {w} for local runs?",
    "Who owns the {v} account, in case the key needs more scopes?",
]
ASK_KO = [
    "다음엔 {v} {w} 어디서 받으면 되나요? 1Password, Vault, CI 설정 중에서요.",
    "스테이징용 {v} 키가 따로 있나요, 아니면 같이 쓰나요?",
    "{t}에는 개인 토큰이랑 서비스 계정 중 어떤 걸 써야 하나요?",
    "이번 세션 이후에 {v} {w} 교체(rotate)됐나요?",
    "{e} 변수 .env.example에 추가해둘까요?",
    "{t}용 {v} 프로젝트/워크스페이스는 어느 쪽이 맞나요?",
    "이 키 secret manager로 옮겨둘까요?",
    "로컬 테스트할 때는 이 {w} 계속 써도 되나요?",
    "{v} 계정 관리자가 누구인가요? scope 추가가 필요할 수도 있어서요.",
]
ASKV_EN = ["Is {val} still the {v} {w} to use, or has it been rotated?",
           "Should {val} stay in {f}, or do you want it moved to the secret store?",
           "Can I keep using {val} for {t} next time?"]
ASKV_KO = ["{val} 이 값 아직 유효한가요, 아니면 새로 발급받아야 하나요?",
           "{val} 값 {f}에 그대로 둬도 되나요?",
           "다음에도 {t}에 {val} 그대로 쓰면 되나요?"]
LEADS = {
    'file': (["The user pasted this from {f}:", "This is what ended up in {f}:", "From {f}:", "Relevant part of {f}:", "Their {f} had:"],
             ["사용자가 {f} 내용을 붙여줌:", "최종적으로 {f}에 들어간 내용:", "{f} 일부:", "{f}에 있던 내용:", "사용자 {f}:"]),
    'cmd': (["Copied from their terminal:", "Command that worked:", "What they ran:", "From {f}:", "They said to just run this:"],
            ["터미널에서 복사한 것:", "동작한 명령:", "사용자가 실행한 명령:", "{f}에 남아 있던 것:", "이거 그대로 실행하라고 함:"]),
    'code': (["Snippet the user provided:", "Working version:", "The code in {f}:", "What the user had in {f}:"],
             ["사용자가 준 스니펫:", "동작하는 코드:", "{f}에 있던 코드:", "사용자 코드:"]),
    'log': (["From {f}:", "The log line:", "What showed up in {f}:"], ["{f}에 찍힌 내용:", "로그 한 줄:", "{f}에서 본 것:"]),
    'chat': (["From the chat:", "What they sent me:", "Message from the user:"], ["채팅으로 받은 내용:", "받은 메시지:", "사용자가 보낸 메시지:"]),
    'url': (["The URL they use:", "From {f}:", "The configured URL:"], ["쓰고 있는 URL:", "{f}에 있던 URL:", "설정된 URL:"]),
}
CONTAINER_KIND = {'export': 'cmd', 'inline': 'cmd', 'docker_run': 'cmd', 'platform': 'cmd', 'helm': 'cmd', 'curl': 'cmd', 'cli': 'cmd',
                  'sdk': 'code', 'log': 'log', 'chat': 'chat', 'url': 'url'}
LEAD_EN = ["The user pasted this from {f}:", "What they sent me:", "Working version:", "This is what ended up in {f}:",
           "Copied from their terminal:", "For reference, the config that worked:", "They said to just use this:",
           "From {f}:", "Snippet the user provided:"]
LEAD_KO = ["사용자가 {f} 내용을 붙여줌:", "받은 내용:", "동작 확인한 설정:", "최종적으로 {f}에 들어간 내용:",
           "터미널에서 복사한 것:", "참고용으로 남김:", "이거 그대로 쓰라고 함:", "{f} 일부:", "사용자가 준 스니펫:"]
PROSE_EN = ["The {v} {w} the user gave me is {val}.", "I used the {v} {w} {val} from the user's message.",
            "Key for {v}: {val} (per the user).", "The user said the {w} is {val} and that it's the only one with write scope.",
            "Got the {v} {w} from {p} over DM: {val}"]
PROSE_KO = ["사용자가 준 {v} {w}: {val}", "{v} {w} 값은 {val} 로 받음.", "{p}님이 DM으로 {v} 키 줌: {val}",
            "{v} 쪽 키는 {val} 이거 하나만 write 권한 있다고 함.", "{val} ← {v} {w}, 사용자한테 받은 값."]


def fill(tpl, **kw):
    out = tpl
    for k, val in kw.items():
        out = out.replace('{' + k + '}', str(val))
    return out


def cap(s):
    return s[:1].upper() + s[1:]


def frame_vendor(lang, v, snippet, clabel, place, secrets, cname):
    e = [k for k, val, s in v['items'] if not k.startswith('_')][-1] if cname != 'k8s_data' else vis_items(v)[-1][0]
    for k, val, s in v['items']:
        if s and not k.startswith('_'):
            e = k
            break
    if lang == 'en':
        t = pick(TASKS_EN)
        kw = dict(v=v['name'], w=v['what'], t=t, T=cap(t), e=e, f=place, p=pick(PEOPLE))
        C, L, A, AV, LD, PR = CTX_EN, LESSON_EN, ASK_EN, ASKV_EN, LEAD_EN, PROSE_EN
    else:
        t = pick(TASKS_KO)
        kw = dict(v=v['name'], w=v['what'], t=t, T=t, e=e, f=place, p=pick(NAMES_KO))
        C, L, A, AV, LD, PR = CTX_KO, LESSON_KO, ASK_KO, ASKV_KO, LEAD_KO, PROSE_KO
    ctx = fill(pick(C), **kw)
    les = fill(pick(L), **kw)
    ask = fill(pick(A), **kw)
    if cname == 'prose':
        kw['f'] = '.env' if lang == 'en' else '.env'
        sent = fill(pick(PR), val=secrets[0], **kw)
        where = pick(['mc', 'lesson', 'lesson'])
        if where == 'mc':
            mc, lesson = ctx + ' ' + sent, les
        else:
            mc, lesson = ctx, sent + ' ' + les
        if chance(0.25) and len(secrets[0]) < 120:
            ask = fill(pick(AV), val=secrets[0], **kw)
        return dict(missing_context=mc, lesson=lesson, ask_next_time=ask), 'prose'
    lk = LEADS[CONTAINER_KIND.get(cname, 'file')]
    lead = fill(pick(lk[0] if lang == 'en' else lk[1]), **kw).replace('Their the ', 'The ')
    one_line = '\n' not in snippet and len(snippet) < 240
    if one_line and chance(0.55):
        snippet_block = ' ' + pick(['`' + snippet + '`', snippet, '`' + snippet + '`'])
    else:
        snippet_block = '\n' + snippet
    pat = R.random()
    if one_line and len(snippet.encode()) < 330 and pat < 0.08:
        mc, lesson = ctx, les
        ask = (f"Next time, should I just run `{snippet}` again, or is there a shared profile for it?" if lang == 'en' else
               f"다음에도 `{snippet}` 그대로 쓰면 되나요, 아니면 공용 설정이 있나요?")
        return dict(missing_context=mc, lesson=lesson, ask_next_time=ask), 'ask'
    if pat < 0.45:
        mc, lesson = ctx + ' ' + lead + snippet_block, les
        where = 'missing_context'
    elif pat < 0.85:
        mc, lesson = ctx, les + ' ' + lead + snippet_block
        where = 'lesson'
    else:
        mc, lesson = ctx + ' ' + les, lead + snippet_block
        where = 'lesson'
    if chance(0.15):
        sv = min(secrets, key=len)
        if len(sv) < 150:
            ask = fill(pick(AV), val=sv, **kw)
            where += '+ask'
    elif chance(0.07):
        ask = ''
    return dict(missing_context=mc, lesson=lesson, ask_next_time=ask), where


VENDOR_ORDER = []


def next_vendor():
    if not VENDOR_ORDER:
        order = VENDORS[:]
        R.shuffle(order)
        VENDOR_ORDER.extend(order)
    return VENDOR_ORDER.pop(0)()


LAST_VENDOR = [None]


def note_vendor(lang):
    v = next_vendor()
    LAST_VENDOR[0] = v['name']
    cname, fn = choose_container(v)
    if cname == 'prose':
        k, val = [(k, val) for k, val, s in v['items'] if s][0]
        fields, where = frame_vendor(lang, v, None, 'prose', None, [val], 'prose')
        return f"vendor token: {v['name']} {v['what']} / inline in prose", fields, [val]
    r = fn(v, lang)
    if len(r) == 4:
        snippet, clabel, place, secs = r
    else:
        snippet, clabel, place = r
        secs = present(v, snippet)
    assert secs, (v['name'], cname)
    fields, where = frame_vendor(lang, v, snippet, clabel, place, secs, cname)
    return f"vendor token: {v['name']} {v['what']} / {clabel}", fields, secs


# ----------------------------------------------------------------------------------------------------
# passwords of every style
# ----------------------------------------------------------------------------------------------------
WORDS_EN = ['summer', 'winter', 'autumn', 'spring', 'tiger', 'dragon', 'falcon', 'maple', 'ocean', 'sunset', 'river',
            'coffee', 'pepper', 'mango', 'shadow', 'silver', 'rocket', 'panda', 'lemon', 'galaxy', 'thunder', 'harbor',
            'cactus', 'violet', 'orbit', 'pixel', 'candle', 'meadow', 'cobalt', 'saturn', 'willow', 'ember', 'glacier',
            'copper', 'lantern', 'velvet', 'quartz', 'bamboo', 'canyon', 'marble', 'walrus', 'pickle', 'biscuit',
            'nebula', 'tundra', 'paprika', 'anchor', 'zephyr', 'falafel', 'giraffe', 'octopus', 'tractor', 'vinyl']
SYMS = '!@#$%^&*?_-+=.'
SAFE_SYMS = '@#%^_-+=.,'


class Cycler:
    """yields the items of a list in a fresh random order, cycle after cycle (deterministic through R)."""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = self.items[:]
            R.shuffle(self.queue)
        return self.queue.pop(0)


def leet(w):
    table = {'a': '@', 'o': '0', 'e': '3', 'i': '1', 's': '$'}
    out = ''
    for ch in w:
        out += table[ch] if ch in table and chance(0.5) else ch
    return out


def pw_human(safe=False):
    syms = SAFE_SYMS if safe else SYMS
    w = pick(WORDS_EN)
    k = R.randint(0, 5)
    if k == 0:
        p = w.title() + str(R.randint(2015, 2026)) + pick(syms)
    elif k == 1:
        p = w.title() + pick(syms) + digits(R.randint(3, 4), False)
    elif k == 2:
        p = w.title() + pick(WORDS_EN).title() + digits(2, False) + (pick(syms) if chance(0.6) else '')
    elif k == 3:
        p = leet(w).title() + digits(R.randint(2, 4), False) + pick(syms)
    elif k == 4:
        p = org().title() + pick(['@', '#', '_', '!']) + str(R.randint(2019, 2026)) + ('' if safe else pick(['', '!', '!!']))
    else:
        p = pick(syms) + w.title() + digits(4, False)
    if safe:
        p = ''.join(ch for ch in p if ch not in '!$&*?')
    while len(p) < 8:
        p += digits(1, False)
    return p


def pw_passphrase():
    n = R.randint(3, 5)
    ws = [pick(WORDS_EN) for _ in range(n)]
    sep = pick(['-', '-', '.', '_', ' '])
    if chance(0.3):
        ws = [w.title() for w in ws]
    p = sep.join(ws)
    if chance(0.4):
        p += sep + digits(R.randint(1, 3), False)
    return p


def pw_generated(n=None, safe=False):
    n = n or R.randint(14, 28)
    syms = SAFE_SYMS if safe else '!@#$%^&*()-_=+[]{}:;,.?~<>'
    alpha = AN + syms
    while True:
        p = rs(alpha, n)
        if any(c in LO for c in p) and any(c in UP for c in p) and any(c in DG for c in p) and any(c in syms for c in p):
            return p


# dubeolsik (Korean 2-set keyboard) mapping: a Hangul word typed with the IME in English mode
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't', 'T',
         'd', 'w', 'c', 'z', 'x', 'v', 'g']


def dubeolsik(word):
    out = ''
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out += _CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28]
        else:
            out += ch
    return out


KO_WORDS = ['사랑해', '우리집', '고양이', '행복', '하늘', '바다', '강아지', '비밀번호', '회사', '서울', '부산', '토끼',
            '개발자', '여름', '겨울', '초코', '감자', '호랑이', '무지개', '별빛', '나비', '딸기', '제주도', '한강', '도토리']


def pw_korean_keyboard():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else '')
    typed = dubeolsik(w)
    p = typed + pick(['', digits(R.randint(2, 4), False)]) + pick(['', '!', '@', '#', '!!'])
    while len(p) < 8:
        p += digits(1, False)
    return p


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    p = w + pick([str(R.randint(2015, 2026)), digits(R.randint(2, 4), False), '']) + pick(['', '!', '^^', '*'])
    while len(p) < 8:
        p += digits(1, False)
    return p


def pw_keyboard_walk(safe=False):
    base = pick(['qwer', 'Qwer', 'asdf', 'Asdf', 'zxcv', 'q1w2e3r4', 'Q1w2e3r4', '1q2w3e4r', 'qwert', 'Zxcv'])
    tail = digits(R.randint(3, 4), False) if not base[0].isdigit() and 'w2' not in base else ''
    p = base + tail + pick(SAFE_SYMS if safe else '!@#!$')
    while len(p) < 8:
        p += digits(1, False)
    return p


def pw_any(safe=False):
    k = R.random()
    if k < 0.32:
        return pw_human(safe)
    if k < 0.50:
        return pw_generated(safe=safe)
    if k < 0.65:
        p = pw_passphrase()
        return p.replace(' ', '-') if safe else p
    if k < 0.80:
        return pw_korean_keyboard()
    if k < 0.92:
        return pw_keyboard_walk(safe)
    return pw_generated(R.randint(10, 14), safe=safe)


def pw_url_needs_encoding():
    while True:
        p = pw_human() if chance(0.5) else pw_generated(R.randint(12, 20))
        if any(c in p for c in '@:/?#%+[]! $&'):
            return p


# ----------------------------------------------------------------------------------------------------
# non-vendor secret families
# ----------------------------------------------------------------------------------------------------
DBS = ['orders', 'app', 'analytics', 'billing', 'users', 'inventory', 'reporting', 'cms', 'shop', 'legacy']
USERS = ['app', 'deploy', 'admin', 'root', 'etl', 'readonly', 'svc_report', 'backup', 'grafana', 'jenkins', 'migrator']


def dbuser():
    return pick(USERS + [person()])


def fields(mc, lesson, ask=''):
    return dict(missing_context=mc, lesson=lesson, ask_next_time=ask)


# --- CLI tools that take a password as a flag or a positional argument --------------------------------
def _cli_entries():
    u, h, db = dbuser(), host('db'), pick(DBS)
    o = org()
    E = []

    def add(label, safe, build, svc_en, svc_ko, tip_en, tip_ko, n=1):
        E.append(dict(label=label, safe=safe, build=build, svc_en=svc_en, svc_ko=svc_ko, tip_en=tip_en, tip_ko=tip_ko, n=n))

    add('mysql -p attached password', True, lambda p: f'mysql -h {h} -u {u} -p{p} {db}', 'the MySQL replica', 'MySQL 레플리카',
        '-p takes the value glued to it; with a space mysql prompts and treats the next word as the database.',
        '-p 뒤에 공백 없이 붙여야 함. 띄우면 비번 프롬프트가 뜨고 다음 단어를 DB 이름으로 인식함.')
    add("mysql -p'quoted' password", False, lambda p: f"mysql -u {u} -p'{p}' -h {h} -e 'SHOW SLAVE STATUS\\G'", 'the MySQL replica', 'MySQL 레플리카',
        'Single quotes are needed because the password has shell metacharacters.', '비번에 특수문자가 있어서 작은따옴표로 감싸야 했음.')
    add('mysql --password=', True, lambda p: f'mysql --host={h} --user={u} --password={p} --database={db} < migrations/0042_add_index.sql', 'the orders DB', '주문 DB',
        'The migration has to run as a user with ALTER privileges, not the app user.', '마이그레이션은 app 유저 말고 ALTER 권한 있는 유저로 돌려야 함.')
    add('mysqldump -p password', False, lambda p: f"mysqldump -u root -p'{p}' --single-transaction --routines {db} | gzip > {db}_$(date +%F).sql.gz", 'the nightly dump', '야간 덤프',
        '--single-transaction avoids locking InnoDB tables during the dump.', '--single-transaction 줘야 덤프 중에 테이블 락 안 걸림.')
    add('PGPASSWORD env prefix', False, lambda p: f"PGPASSWORD='{p}' psql -h {h} -U {u} -d {db} -c '\\dt'", 'the Postgres primary', 'Postgres primary',
        'psql ignores ~/.pgpass when PGPASSWORD is set.', 'PGPASSWORD가 있으면 ~/.pgpass는 무시됨.')
    add('psql conninfo password=', False, lambda p: f'psql "host={h} port=5432 user={u} password={p} dbname={db} sslmode=require"', 'the reporting DB', '리포팅 DB',
        'sslmode=require is mandatory there; without it the server closes the connection.', '거기는 sslmode=require 필수. 없으면 서버가 연결 끊음.')
    add('sshpass -p', False, lambda p: f"sshpass -p '{p}' ssh -o StrictHostKeyChecking=no {u}@{host('bastion')}", 'the bastion host', '배스천 서버',
        'The bastion still uses password auth; key auth is only on the inner hosts.', '배스천은 아직 비번 인증. 키 인증은 내부 서버에만 적용돼 있음.')
    add('docker login -p', False, lambda p: f"docker login registry.{o}.{pick(TLDS)} -u {u} -p '{p}'", 'the private registry', '사내 레지스트리',
        'docker login warns about -p; --password-stdin is the safer form.', 'docker login에 -p 쓰면 경고 뜸. --password-stdin 권장.')
    add('htpasswd -b positional password', False, lambda p: f"htpasswd -bc /etc/nginx/.htpasswd {u} '{p}'", 'the basic-auth gate on staging', '스테이징 basic auth',
        '-c recreates the file, so it wipes the other users.', '-c 옵션은 파일을 새로 만들어서 기존 유저가 다 날아감.')
    add('curl -u user:password', False, lambda p: f"curl -u {u}:'{p}' https://{host('nexus')}/service/rest/v1/repositories", 'the Nexus REST API', 'Nexus REST API',
        'Nexus returns 401 with an empty body when the realm is wrong, not 403.', 'realm이 틀리면 403이 아니라 빈 body로 401이 옴.')
    add('wget --password', False, lambda p: f"wget --user={u} --password='{p}' https://files.{o}.{pick(TLDS)}/exports/latest.csv", 'the export file server', '익스포트 파일 서버',
        'The file server rejects HEAD requests, so wget --spider fails.', '파일 서버가 HEAD 요청을 거부해서 wget --spider는 실패함.')
    add('redis-cli -a', False, lambda p: f"redis-cli -h {host('redis')} -p 6379 -a '{p}' --no-auth-warning INFO replication", 'the Redis cache', 'Redis 캐시',
        '--no-auth-warning hides the warning but the password is still in ps output.', '--no-auth-warning은 경고만 숨길 뿐 ps에는 비번이 그대로 보임.')
    add('mongosh -p', False, lambda p: f"mongosh \"mongodb://{host('mongo')}:27017/{db}\" -u {u} -p '{p}' --authenticationDatabase admin", 'the Mongo cluster', 'Mongo 클러스터',
        'The user lives in the admin database, hence --authenticationDatabase admin.', '유저가 admin DB에 있어서 --authenticationDatabase admin 필요.')
    add('sqlcmd -P', False, lambda p: f"sqlcmd -S {h},1433 -U sa -P '{p}' -C -Q \"SELECT name FROM sys.databases\"", 'the SQL Server instance', 'SQL Server 인스턴스',
        '-C trusts the self-signed certificate; the new ODBC driver refuses it otherwise.', '-C 없으면 새 ODBC 드라이버가 self-signed 인증서를 거부함.')
    add('openssl -passout pass:', False, lambda p: f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out {o}.p12 -passout pass:{p}", 'the client certificate bundle', '클라이언트 인증서 번들',
        'The Java side can only read the bundle if the same password is given as keystore password.', '자바 쪽에서 같은 비번을 keystore 비번으로 넣어야 읽힘.')
    add('zip -P', False, lambda p: f"zip -P '{p}' -r report_{R.randint(2023, 2025)}Q{R.randint(1, 4)}.zip exports/", 'the quarterly report archive', '분기 리포트 압축파일',
        'Finance opens these with Windows Explorer, so AES from 7z is not an option.', '재무팀이 윈도우 탐색기로 열어서 7z AES는 못 씀.')
    add('7z -p', False, lambda p: f"7z a -p'{p}' -mhe=on backup_{R.randint(1, 28):02d}.7z ./dumps", 'the offsite backup', '오프사이트 백업',
        '-mhe=on also encrypts file names.', '-mhe=on 줘야 파일명까지 암호화됨.')
    add('keytool -storepass', False, lambda p: f"keytool -genkeypair -v -keystore upload-keystore.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass '{p}' -keypass '{p}'", 'the Android upload keystore', '안드로이드 업로드 키스토어',
        'The key password and store password must match for the Gradle signing config we use.', '지금 쓰는 Gradle signing 설정은 key/store 비번이 같아야 함.')
    add('rabbitmqctl add_user positional', False, lambda p: f"rabbitmqctl add_user {u} '{p}' && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'", 'RabbitMQ', 'RabbitMQ',
        'The guest user only works from localhost, so a real user was needed.', 'guest 계정은 localhost에서만 돼서 별도 유저가 필요했음.')
    add('net user positional', True, lambda p: f'net user {u} {p} /add /y', 'the Windows build agent', '윈도우 빌드 에이전트',
        'The agent service has to run as that local user to reach the signing token.', '서명 토큰 접근하려면 에이전트 서비스를 그 로컬 유저로 돌려야 함.')
    add('smbclient -U user%password', False, lambda p: f"smbclient //{host('nas')}/share -U '{u}%{p}' -c 'ls'", 'the office NAS', '사무실 NAS',
        'The NAS only speaks SMB3; older clients need -m SMB3.', 'NAS가 SMB3만 지원해서 구버전 클라이언트는 -m SMB3 필요.')
    add('ldapsearch -w', False, lambda p: f"ldapsearch -x -H ldaps://{host('ldap')} -D \"cn=admin,dc={o},dc=local\" -w '{p}' -b \"ou=people,dc={o},dc=local\" uid={person()}", 'the LDAP directory', 'LDAP 디렉터리',
        'Binding as cn=admin is the only way to read the memberOf attribute.', 'memberOf 속성은 cn=admin으로 bind해야만 읽힘.')
    add('mosquitto_pub -P', False, lambda p: f"mosquitto_pub -h {host('mqtt')} -p 8883 --capath /etc/ssl/certs -u {u} -P '{p}' -t factory/line1/cmd -m reset", 'the MQTT broker', 'MQTT 브로커',
        'Port 1883 is blocked from outside; only 8883 with TLS works.', '외부에서는 1883 막혀 있고 TLS 8883만 됨.')
    add('sqlplus user/password@', True, lambda p: f'sqlplus {u}/{p}@//{h}:1521/ORCLPDB1', 'the Oracle PDB', 'Oracle PDB',
        'The service name is ORCLPDB1, not the SID.', 'SID가 아니라 서비스명 ORCLPDB1로 접속해야 함.')
    add('lftp -u user,password', False, lambda p: f"lftp -u {u},'{p}' sftp://{host('sftp')} -e 'mirror --reverse ./out /upload; bye'", 'the partner SFTP drop', '파트너사 SFTP',
        'The partner only accepts uploads into /upload; the root is read-only.', '파트너사는 /upload에만 업로드 허용, 루트는 read-only.')
    add('RSYNC_PASSWORD env', False, lambda p: f"RSYNC_PASSWORD='{p}' rsync -avz ./backups/ rsync://{u}@{host('backup')}/nightly/", 'the rsync daemon', 'rsync 데몬',
        'The rsync daemon module name is nightly, not the path.', 'rsync 데몬 모듈명은 경로가 아니라 nightly.')
    add('az login -p', False, lambda p: f"az login -u {email()} -p '{p}'", 'the Azure subscription', 'Azure 구독',
        'User/password login fails once MFA is enforced; a service principal is needed for CI.', 'MFA 강제되면 아이디/비번 로그인은 막힘. CI는 서비스 프린시펄 필요.')
    add('poetry config http-basic positional', False, lambda p: f"poetry config http-basic.{o} {u} '{p}'", 'the private PyPI mirror', '사설 PyPI 미러',
        'The source name in pyproject.toml must match the http-basic key.', 'pyproject.toml의 source 이름이 http-basic 키랑 같아야 함.')
    add('dotnet nuget add source -p', False, lambda p: f"dotnet nuget add source https://nuget.{o}.{pick(TLDS)}/v3/index.json -n {o} -u {u} -p '{p}' --store-password-in-clear-text", 'the internal NuGet feed', '사내 NuGet 피드',
        'On Linux the password can only be stored in clear text.', '리눅스에서는 clear text 저장 옵션 없으면 실패함.')
    add('cqlsh -p', False, lambda p: f"cqlsh {host('cassandra')} 9042 -u {u} -p '{p}' --ssl", 'the Cassandra ring', 'Cassandra 클러스터',
        'cqlsh needs the SSL flag even inside the VPC.', 'VPC 내부에서도 --ssl 필요.')
    add('neo4j-admin set-initial-password positional', False, lambda p: f"neo4j-admin dbms set-initial-password '{p}'", 'the Neo4j container', 'Neo4j 컨테이너',
        'This only works before the first start; afterwards ALTER USER is needed.', '최초 기동 전에만 먹힘. 이후엔 ALTER USER로 바꿔야 함.')
    add('ssh-keygen -N passphrase', False, lambda p: f"ssh-keygen -t ed25519 -C deploy@{o} -N '{p}' -f ~/.ssh/{o}_deploy", 'the deploy key', '배포 키',
        'The passphrase has to be loaded into ssh-agent before the deploy script runs.', '배포 스크립트 돌리기 전에 ssh-agent에 패스프레이즈로 등록해둬야 함.')
    add('gpg --passphrase', False, lambda p: f"gpg --batch --yes --pinentry-mode loopback --passphrase '{p}' -d secrets.tar.gz.gpg | tar xz", 'the encrypted config bundle', '암호화된 설정 번들',
        'GnuPG 2.1+ needs --pinentry-mode loopback for --passphrase to be honoured.', 'GnuPG 2.1 이상은 --pinentry-mode loopback 없으면 --passphrase가 무시됨.')
    add('openssl enc -k', False, lambda p: f"openssl enc -aes-256-cbc -pbkdf2 -salt -in {db}.sql -out {db}.sql.enc -k '{p}'", 'the DB export', 'DB 익스포트',
        'Without -pbkdf2 the decrypt side on OpenSSL 3 prints a deprecation warning and a different key.', 'OpenSSL 3에서는 -pbkdf2 안 주면 복호화 쪽이 다른 키를 씀.')
    add('kubectl --from-literal password', False, lambda p: f"kubectl create secret generic {db}-db -n {pick(['prod', 'staging'])} --from-literal=username={u} --from-literal=password='{p}'", 'the k8s DB secret', 'k8s DB 시크릿',
        'The Deployment reads the key named password; the chart default was db-password.', 'Deployment는 password 키를 읽는데 차트 기본값은 db-password였음.')
    add('helm --set password', False, lambda p: f"helm upgrade --install {db}-pg bitnami/postgresql -n data --set auth.username={u} --set auth.password='{p}' --set auth.database={db}", 'the Postgres chart', 'Postgres 차트',
        'The bitnami chart ignores auth.password on upgrade if the PVC already exists.', 'PVC가 이미 있으면 bitnami 차트는 업그레이드 때 auth.password를 무시함.')
    add('ansible -e become password', False, lambda p: f"ansible-playbook -i inventories/prod site.yml --limit web -e 'ansible_become_password={p}'", 'the web hosts', '웹 서버들',
        'sudo on the web hosts needs the password; NOPASSWD is only set on the db hosts.', '웹 서버는 sudo에 비번 필요. NOPASSWD는 DB 서버에만 설정돼 있음.')
    add('sudo -S echo pipe', False, lambda p: f"echo '{p}' | sudo -S systemctl restart nginx", 'the staging VM', '스테이징 VM',
        'The deploy user is in sudoers but without NOPASSWD.', 'deploy 유저가 sudoers에 있긴 한데 NOPASSWD는 아님.')
    add('ipmitool -P', False, lambda p: f"ipmitool -I lanplus -H {host('bmc')} -U ADMIN -P '{p}' chassis power cycle", 'the BMC of the GPU box', 'GPU 서버 BMC',
        'The BMC is only reachable from the management VLAN.', 'BMC는 관리용 VLAN에서만 접근됨.')
    add('docker run -e POSTGRES_PASSWORD', False, lambda p: f"docker run -d --name pg16 -e POSTGRES_USER={u} -e POSTGRES_PASSWORD='{p}' -p 5432:5432 postgres:16", 'the local Postgres', '로컬 Postgres',
        'The password env var is only applied when the data volume is empty.', 'POSTGRES_PASSWORD는 볼륨이 비어 있을 때만 적용됨.')
    add('wp user create --user_pass', False, lambda p: f"wp user create {person()} {email()} --role=editor --user_pass='{p}'", 'the WordPress site', '워드프레스 사이트',
        'WP-CLI must run as www-data or the uploads folder ends up owned by root.', 'WP-CLI는 www-data로 돌려야 uploads 폴더 권한이 안 꼬임.')
    add('vault write userpass password=', False, lambda p: f"vault write auth/userpass/users/{u} password='{p}' policies=readonly", 'Vault userpass', 'Vault userpass',
        'userpass users get the policies listed here only, not the default ones.', 'userpass 유저는 여기 적은 정책만 받음.')
    add('aws rds --master-user-password', False, lambda p: f"aws rds modify-db-instance --db-instance-identifier {db}-prod --master-user-password '{p}' --apply-immediately", 'the RDS instance', 'RDS 인스턴스',
        '--apply-immediately is needed or the change waits for the maintenance window.', '--apply-immediately 안 주면 maintenance window까지 대기함.')
    add('gcloud sql users set-password', False, lambda p: f"gcloud sql users set-password postgres --instance={db}-{pick(['prod', 'stg'])} --password='{p}'", 'Cloud SQL', 'Cloud SQL',
        'The Cloud SQL proxy keeps old connections alive after the change.', '비번 바꿔도 Cloud SQL proxy 기존 커넥션은 유지됨.')
    add('mc admin user add positional', False, lambda p: f"mc admin user add {o} {u} '{p}'", 'MinIO', 'MinIO',
        'MinIO secret keys must be at least 8 characters.', 'MinIO 시크릿은 8자 이상이어야 함.')
    add('java -jar --spring.datasource.password', False, lambda p: f"java -jar build/libs/{pick(REPOS)}.jar --spring.profiles.active=prod --spring.datasource.password='{p}'", 'the Spring service', '스프링 서비스',
        'Command-line args override application-prod.yml.', '커맨드라인 인자가 application-prod.yml보다 우선함.')
    add('snmpwalk -A -X two passwords', False, lambda p: f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{p}' -x AES -X '{p}' {host('switch')} 1.3.6.1.2.1.1", 'the core switch', '코어 스위치',
        'The auth and privacy passphrases are the same on this switch.', '이 스위치는 auth/priv 패스프레이즈가 같음.')
    add('git clone https user:password (percent-encoded)', True, lambda p: f'git clone https://{u}:{pct(p)}@git.{o}.{pick(TLDS)}/{o}/{pick(REPOS)}.git', 'the self-hosted git server', '사내 git 서버',
        'The server has no SSH port open to the office network.', '사무실망에서는 git 서버 SSH 포트가 막혀 있음.')
    return E


def fam_cli(lang):
    E = _cli_entries()
    e = CLI_CYCLE.next_from(E)
    p = pw_any(safe=e['safe']) if chance(0.85) else (pw_hangul() if not e['safe'] and chance(0.5) else pw_any(safe=e['safe']))
    if not e['safe'] and "'" in p:
        p = p.replace("'", '')
    if e['label'].startswith('sqlplus'):
        p = p.replace('@', '').replace('/', '') + ('' if len(p) > 9 else digits(2, False))
    cmd = e['build'](p)
    if e['label'].startswith('git clone'):
        p = pct(p)
    if lang == 'en':
        svc = e['svc_en']
        mc = pick([f"I had no working command for {svc}; the user pasted the one they normally run:\n{cmd}",
                   f"Nobody told me {svc} needs its own credentials, separate from the app's.",
                   f"The runbook for {svc} was outdated and had no working login.",
                   f"I wasn't given access to {svc} and had to ask for it mid-task.",
                   f"No one said which account to use for {svc}."])
        body = pick(['This worked:', 'Command that finally worked:', 'What I ran:', 'For the record:'])
        if cmd in mc:
            lesson = e['tip_en'] + ' ' + pick(['Next time put the password in a config file instead of argv.', 'It showed up in shell history, so clear it after.', ''])
        else:
            lesson = f"{body}\n{cmd}\n{e['tip_en']}" if chance(0.55) or len(cmd) > 200 else f"{body} `{cmd}`. {e['tip_en']}"
        ask = pick([f"Is there a less privileged account I should use for {svc}?", f"Can the password for {svc} go into a config file or the secret store so it's not on the command line?",
                    f"Who should I ask for {svc} access next time?", f"Has the password for {svc} been rotated since?", ''])
        if chance(0.15):
            ask = pick([f"Is '{p}' still the current password for {svc}?", f"Should I keep using {p} for {svc}?"])
    else:
        svc = e['svc_ko']
        mc = pick([f"{svc} 작업할 명령어를 몰랐는데 사용자가 평소 쓰는 걸 붙여줌:\n{cmd}",
                   f"{svc}는 앱이랑 별도 계정이 필요하다는 걸 아무도 말 안 해줌.",
                   f"{svc} 런북이 오래돼서 로그인 정보가 안 맞았음.",
                   f"{svc} 접근 권한을 미리 못 받아서 작업 중간에 요청함.",
                   f"{svc}에 어떤 계정 써야 하는지 정리된 게 없었음."])
        body = pick(['이걸로 됨:', '최종적으로 동작한 명령:', '실행한 명령:', '기록용:'])
        if cmd in mc:
            lesson = e['tip_ko'] + ' ' + pick(['다음엔 비번을 argv 말고 설정 파일로 빼야 함.', 'shell history에 남으니 끝나고 지울 것.', ''])
        else:
            lesson = f"{body}\n{cmd}\n{e['tip_ko']}" if chance(0.55) or len(cmd) > 200 else f"{body} `{cmd}` {e['tip_ko']}"
        ask = pick([f"{svc}에 권한 더 낮은 계정이 따로 있나요?", f"{svc} 비번을 커맨드라인 말고 설정 파일이나 secret store로 옮겨도 될까요?",
                    f"다음에 {svc} 접근 권한은 누구한테 요청하면 되나요?", f"{svc} 비번 그 이후로 바뀌었나요?", ''])
        if chance(0.15):
            ask = pick([f"{svc} 비번 아직 '{p}' 맞나요?", f"{svc}에 {p} 계속 써도 되나요?"])
    return f"shell: {e['label']}", fields(mc.strip(), lesson.strip(), ask), [p]


class EntryCycler:
    """cycles over entry indexes so that every sub-template is used before any repeats."""

    def __init__(self):
        self.queue = []

    def next_from(self, entries):
        if not self.queue:
            self.queue = list(range(len(entries)))
            R.shuffle(self.queue)
        return entries[self.queue.pop(0)]


CLI_CYCLE = EntryCycler()


# --- connection strings and URLs with passwords ---------------------------------------------------------
CONN_INFO = {  # kind: (service en, service ko, tip en, tip ko)
    'pg': ('the {db} Postgres database', '{db} Postgres DB', 'sslmode=require is mandatory; the server rejects plaintext connections.', 'sslmode=require 필수. 평문 연결은 서버가 거부함.'),
    'mysql': ('the {db} MySQL database', '{db} MySQL DB', 'charset=utf8mb4 is needed or emoji in product names get mangled.', 'charset=utf8mb4 안 주면 상품명 이모지가 깨짐.'),
    'mongo': ('the {db} Atlas cluster', '{db} Atlas 클러스터', 'The Atlas IP access list has to include the NAT gateway address.', 'Atlas IP access list에 NAT 게이트웨이 주소가 있어야 함.'),
    'redis': ('the session Redis', '세션 Redis', 'Azure Cache only listens on the TLS port 6380, hence rediss://.', 'Azure Cache는 TLS 포트 6380만 열려 있어서 rediss:// 필요.'),
    'amqp': ('RabbitMQ', 'RabbitMQ', 'The vhost is the path part of the URL; the default / vhost has no permissions for this user.', 'vhost는 URL path 부분. 기본 / vhost에는 이 유저 권한이 없음.'),
    'jdbc_pg': ('the {db} database from Spring', '스프링에서 {db} DB', 'Spring reads the user and password from the JDBC URL if the separate properties are empty.', '별도 속성이 비어 있으면 스프링이 JDBC URL의 user/password를 씀.'),
    'jdbc_mssql': ('the {db} SQL Server', '{db} SQL Server', 'trustServerCertificate=true is only acceptable on the internal network.', 'trustServerCertificate=true는 내부망에서만 허용.'),
    'adonet': ('the {db} SQL Server from .NET', '.NET에서 {db} SQL Server', 'The connection string in appsettings.json overrides the user-secrets one in Production.', 'Production에서는 appsettings.json connection string이 user-secrets 값을 덮어씀.'),
    'sqlalchemy': ('the {db} MySQL database', '{db} MySQL DB', 'pool_pre_ping avoids the "MySQL server has gone away" errors after idle periods.', 'pool_pre_ping 줘야 idle 후 "MySQL server has gone away" 에러가 안 남.'),
    'neon': ('the Neon {db} database', 'Neon {db} DB', 'The -pooler host must be used from serverless functions; migrations need the direct host.', '서버리스 함수에서는 -pooler 호스트, 마이그레이션은 direct 호스트를 써야 함.'),
    'supabase': ('the Supabase Postgres', 'Supabase Postgres', 'Port 6543 is the transaction pooler; prepared statements must be disabled with it.', '6543은 transaction pooler라 prepared statement를 꺼야 함.'),
    'planetscale': ('the PlanetScale {db} branch', 'PlanetScale {db} 브랜치', 'Each branch has its own password; the main branch one does not work on dev branches.', '브랜치마다 비번이 따로 있음. main 브랜치 비번은 dev 브랜치에서 안 됨.'),
    'smtp': ('the SMTP relay', 'SMTP 릴레이', 'Port 587 with STARTTLS works; 465 is blocked by the cloud provider.', '587 STARTTLS는 되고 465는 클라우드에서 막혀 있음.'),
    'es': ('Elasticsearch', 'Elasticsearch', 'The cluster uses a self-signed certificate, so curl needs --cacert http_ca.crt.', '클러스터가 self-signed 인증서라 curl에 --cacert http_ca.crt 필요.'),
    'pip': ('the private package index', '사설 패키지 인덱스', 'The index URL leaks into pip.conf inside the image if it is set at build time.', '빌드 시점에 넣으면 이미지 안 pip.conf에 인덱스 URL이 남음.'),
    'celery': ('the Celery result backend', 'Celery 결과 백엔드', 'DB index 1 is reserved for results; 0 is the broker.', 'DB index 1은 결과용, 0은 브로커용.'),
    'ftp': ('the partner FTP drop', '파트너사 FTP', 'The partner still runs plain FTP; they promised SFTP next quarter.', '파트너사가 아직 평문 FTP를 씀. 다음 분기에 SFTP로 바꾼다고 함.'),
    'prisma': ('the {db} Postgres database via Prisma', 'Prisma로 {db} Postgres DB', 'connection_limit=5 keeps the serverless functions from exhausting connections.', 'connection_limit=5로 해야 서버리스 함수가 커넥션을 다 잡아먹지 않음.'),
    'spring': ('the {db} MariaDB', '{db} MariaDB', 'The prod profile must be active or Spring falls back to the H2 defaults.', 'prod 프로파일이 활성화 안 되면 스프링이 H2 기본값으로 뜸.'),
    'django': ('the {db} database from Django', 'Django에서 {db} DB', 'settings/local.py is git-ignored, but this copy was in the ticket.', 'settings/local.py는 gitignore 대상인데 이 내용이 티켓에 붙어 있었음.'),
}


def fam_conn(lang):
    u, db = dbuser(), pick(DBS)
    kinds = list(CONN_INFO.keys())
    k = CONN_CYCLE.next_from(kinds)
    enc_need = chance(0.4) and k not in ('jdbc_mssql', 'adonet', 'spring', 'django')
    p = pw_url_needs_encoding() if enc_need else pw_any(safe=True)
    pe = pct(p)
    secs = [pe]
    raw_too = enc_need and chance(0.45)
    if k == 'pg':
        s, place = f'DATABASE_URL=postgresql://{u}:{pe}@{host("db")}:5432/{db}?sslmode=require', ('.env', '.env')
    elif k == 'mysql':
        s, place = f'DB_URL="mysql://{u}:{pe}@{host("db")}:3306/{db}?charset=utf8mb4"', ('the compose file', 'compose 파일')
    elif k == 'mongo':
        s, place = f'MONGODB_URI=mongodb+srv://{u}:{pe}@cluster0.{rs(LAN, 5)}.mongodb.net/{db}?retryWrites=true&w=majority&appName=Cluster0', ('.env.local', '.env.local')
    elif k == 'redis':
        s, place = f'REDIS_URL=rediss://default:{pe}@{org()}-cache.redis.cache.windows.net:6380/0', ('the worker env', '워커 env')
    elif k == 'amqp':
        s, place = f"broker_url = 'amqp://{u}:{pe}@{host('mq')}:5672/{org()}'", ('celeryconfig.py', 'celeryconfig.py')
    elif k == 'jdbc_pg':
        s, place = f'spring.datasource.url=jdbc:postgresql://{host("db")}:5432/{db}?user={u}&password={pe}&ssl=true', ('application.properties', 'application.properties')
    elif k == 'jdbc_mssql':
        p = pw_any(safe=True).replace(';', '')
        pe, secs = p, [p]
        s, place = f'jdbc:sqlserver://{host("db")}:1433;databaseName={db};user={u};password={p};encrypt=true;trustServerCertificate=true', ('the DataGrip connection', 'DataGrip 연결 설정')
    elif k == 'adonet':
        p = pw_any(safe=True).replace(';', '')
        pe, secs = p, [p]
        s, place = f'"ConnectionStrings": {{ "Default": "Server={host("db")};Database={db};User Id={u};Password={p};TrustServerCertificate=True" }}', ('appsettings.json', 'appsettings.json')
    elif k == 'sqlalchemy':
        s, place = f'engine = create_engine("mysql+pymysql://{u}:{pe}@{host("db")}/{db}", pool_pre_ping=True)', ('db.py', 'db.py')
    elif k == 'neon':
        pw = 'npg_' + rs(AN, 12)
        p, pe, secs, raw_too = pw, pw, [pw], False
        s, place = f'DATABASE_URL="postgresql://{db}_owner:{pw}@ep-{pick(["cool", "quiet", "wild", "steep"])}-{pick(["river", "frost", "sun", "leaf"])}-{rs(LAN, 8)}-pooler.{pick(["us-east-2", "ap-southeast-1", "eu-central-1"])}.aws.neon.tech/neondb?sslmode=require"', ('.env', '.env')
    elif k == 'supabase':
        ref = rs(LO, 20)
        s, place = f'postgresql://postgres.{ref}:{pe}@aws-0-{pick(["ap-northeast-2", "us-east-1"])}.pooler.supabase.com:6543/postgres', ('the Supabase connect dialog', 'Supabase connect 화면')
    elif k == 'planetscale':
        pw = 'pscale_pw_' + rs(B64U, 43)
        p, pe, secs, raw_too = pw, pw, [pw], False
        s, place = f"DATABASE_URL='mysql://{rs(LAN, 12)}:{pw}@aws.connect.psdb.cloud/{db}?sslaccept=strict'", ('.env', '.env')
    elif k == 'smtp':
        s, place = f'EMAIL_URL=smtp+tls://{email(lang)}:{pe}@smtp.{pick(["office365.com", "mailgun.org", "daum.net", "naver.com"])}:587', ('.env', '.env')
    elif k == 'es':
        s, place = f'curl -s "https://elastic:{pe}@{host("es")}:9200/_cluster/health?pretty"', ('their terminal', '터미널')
    elif k == 'pip':
        s, place = f'pip install --index-url https://{u}:{pe}@nexus.{org()}.{pick(TLDS)}/repository/pypi-all/simple {pick(REPOS)}-client==2.3.1', ('the Dockerfile', 'Dockerfile')
    elif k == 'celery':
        s, place = f'CELERY_RESULT_BACKEND=redis://:{pe}@{host("redis")}:6379/1', ('settings/prod.py', 'settings/prod.py')
    elif k == 'ftp':
        s, place = f'curl -T report.csv ftp://{u}:{pe}@{host("ftp")}/incoming/', ('the cron script', '크론 스크립트')
    elif k == 'prisma':
        s, place = f'DATABASE_URL="postgresql://{u}:{pe}@{host("db")}:5432/{db}?schema=public&connection_limit=5"', ('.env (Prisma)', '.env (Prisma)')
    elif k == 'spring':
        p = pw_any(safe=True)
        pe, secs, raw_too = p, [p], False
        s, place = f'spring:\n  datasource:\n    url: jdbc:mariadb://{host("db")}:3306/{db}\n    username: {u}\n    password: {p}', ('application-prod.yml', 'application-prod.yml')
    else:
        p = pw_any(safe=True)
        pe, secs, raw_too = p, [p], False
        s, place = (f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{db}',\n"
                    f"        'USER': '{u}',\n        'PASSWORD': '{p}',\n        'HOST': '{host('db')}',\n        'PORT': '5432',\n    }}\n}}"), ('settings/local.py', 'settings/local.py')
    if pe == p:
        raw_too = False
    if raw_too:
        secs = [pe, p]
    svc_en, svc_ko, tip_en, tip_ko = CONN_INFO[k]
    svc_en, svc_ko = svc_en.replace('{db}', db), svc_ko.replace('{db}', db)
    pl_en, pl_ko = place
    if lang == 'en':
        mc = pick([f"I didn't have the connection details for {svc_en}; the user pasted the line from {pl_en}:\n{s}",
                   f"Nobody told me how the app connects to {svc_en}.",
                   f"I wasn't told the password for {svc_en} contains characters that must be URL-encoded." if enc_need else f"I wasn't told which account the app uses for {svc_en}.",
                   f"The onboarding doc had only the host name for {svc_en}, no credentials.",
                   f"I didn't know the app reads its {svc_en} settings from {pl_en}."])
        if s in mc:
            lesson = tip_en
        else:
            lesson = pick(['Working connection string:', 'This is what works:', f'From {pl_en}:']) + ('\n' + s + '\n' if '\n' in s or chance(0.5) else ' ' + s + ' — ') + tip_en
            if enc_need and pe != p:
                lesson += ' ' + pick(['The special characters in the password had to be percent-encoded or the URL parser split at them.',
                                      'Without encoding, the driver took part of the password as the host.'])
        if raw_too:
            lesson += f' (The raw password is {p}; only the encoded form goes in the URL.)'
        ask = pick([f'Is there a read-only account for {svc_en} I should use instead?', f'Can the {svc_en} credentials move into the secret manager?',
                    f'Who owns the credentials for {svc_en}?', ''])
    else:
        mc = pick([f"{svc_ko} 접속 정보가 없었는데 사용자가 {pl_ko}에 있던 줄을 붙여줌:\n{s}",
                   f"앱이 {svc_ko}에 어떻게 붙는지 아무도 말 안 해줌.",
                   f"{svc_ko} 비번에 URL 인코딩이 필요한 특수문자가 있다는 걸 전달받지 못함." if enc_need else f"앱이 {svc_ko}에 어떤 계정을 쓰는지 전달받지 못함.",
                   f"온보딩 문서에 {svc_ko} 호스트명만 있고 인증 정보는 없었음.",
                   f"앱이 {svc_ko} 설정을 {pl_ko}에서 읽는다는 걸 몰랐음."])
        if s in mc:
            lesson = tip_ko
        else:
            lesson = pick(['동작하는 connection string:', '이렇게 하면 됨:', f'{pl_ko} 내용:']) + ('\n' + s + '\n' if '\n' in s or chance(0.5) else ' ' + s + ' / ') + tip_ko
            if enc_need and pe != p:
                lesson += ' ' + pick(['비번 특수문자를 percent-encoding 안 하면 URL 파서가 거기서 잘라버림.', '인코딩 안 하면 드라이버가 비번 일부를 호스트로 인식함.'])
        if raw_too:
            lesson += f' (원래 비번은 {p} 이고 URL에는 인코딩된 값만 넣어야 함.)'
        ask = pick([f'{svc_ko} read-only 계정 따로 있나요?', f'{svc_ko} 인증 정보를 secret manager로 옮겨도 될까요?',
                    f'{svc_ko} 계정 관리는 누가 하나요?', ''])
    return f'connection string: {k}' + (' (percent-encoded password)' if enc_need and pe != p else ''), fields(mc, lesson, ask), secs


CONN_CYCLE = EntryCycler()


# --- passwords in prose, chat, split sentences, split fields, repeated in ask -----------------------------
SYSTEMS_EN = ['the staging admin panel', 'the router admin page', 'the Jenkins admin account', 'the Grafana admin user',
              'the test merchant account', 'the shared QA account', 'the Synology NAS', 'the old WordPress admin',
              'the VPN', 'the build Mac mini', 'the Metabase instance', 'the pgAdmin login', 'the printer web UI',
              'the Keycloak master realm', 'the Kibana elastic user', 'the demo tenant']
SYSTEMS_KO = ['스테이징 어드민', '공유기 관리자 페이지', '젠킨스 admin 계정', '그라파나 admin', '테스트 가맹점 계정', 'QA 공용 계정',
              '시놀로지 NAS', '예전 워드프레스 관리자', '사내 VPN', '빌드용 맥미니', '메타베이스', 'pgAdmin', '복합기 웹 UI',
              'Keycloak master realm', '키바나 elastic 계정', '데모 테넌트']


def fam_prose_pw(lang):
    subs = ['is', 'logged_in', 'chat', 'two_sentences', 'split_fields', 'repeat_ask', 'kb_typed', 'hangul', 'changed',
            'temp_email', 'test_accounts', 'quoted_mail']
    k = PROSE_CYCLE.next_from(subs)
    u = pick(['admin', 'root', person(), email(lang), 'qa', 'ops'])
    if k == 'kb_typed':
        p = pw_korean_keyboard()
    elif k == 'hangul':
        p = pw_hangul()
    else:
        p = pw_any()
    secs = [p]
    en = lang == 'en'
    sysn = pick(SYSTEMS_EN if en else SYSTEMS_KO)
    if k == 'is':
        mc = (f"Nobody told me the login for {sysn}. The user said the password is {p}." if en else
              f"{sysn} 로그인 정보를 전달받지 못함. 사용자 말로는 비번이 {p} 라고 함.")
        les = (pick(['Login works with that; the username is ' + u + '.', 'The account is shared by the whole team, so nobody rotates it.', 'It locks after five failed attempts.'])
               if en else pick([f'아이디는 {u}, 그걸로 로그인 됨.', '팀 전체가 같이 쓰는 계정이라 아무도 안 바꿈.', '5번 틀리면 잠김.']))
        ask = (f'Is there a personal account I should use for {sysn} instead of the shared one?' if en else f'{sysn} 공용 계정 말고 개인 계정 따로 있나요?')
    elif k == 'logged_in':
        mc = (f"I wasn't sure which account has admin rights on {sysn}." if en else f"{sysn}에서 어떤 계정이 관리자 권한 있는지 몰랐음.")
        les = (f"I logged in as {u} with {p} and the settings page was visible, so that account is the admin." if en else
               f"{u} / {p} 로 로그인하니 설정 메뉴가 보임. 이 계정이 관리자임.")
        ask = ('Should I create a separate admin account instead of reusing that one?' if en else '관리자 계정 새로 만들까요, 아니면 이거 계속 쓸까요?')
    elif k == 'chat':
        n = pick(PEOPLE if en else NAMES_KO)
        hh = f'{R.randint(9, 18)}:{R.randint(0, 59):02d}'
        chat = (pick([f'[{hh}] {n}: pw for {sysn} is {p}', f'[{hh}] {n}: try {u} / {p}', f'{n} ({hh}): it\'s {p} (capital first letter)' if p[0].isupper() else f'{n} ({hh}): it\'s {p}'])
                if en else pick([f'[{hh}] {n}: {sysn} 비번 {p} 에요', f'[{hh}] {n}: {u} / {p} 로 해보세요', f'{n} {hh}\n비번은 {p} 입니다~']))
        mc = ((f"I had no credentials for {sysn}; this is from the team chat:\n" if en else f"{sysn} 접속 정보가 없어서 팀 채팅에서 찾음:\n") + chat)
        les = (pick(['Chat is the only place this is written down.', 'Works, but it is the same password as on the old server.']) if en else
               pick(['이 정보는 채팅에만 있음.', '되긴 하는데 예전 서버랑 같은 비번임.']))
        ask = ('Can these credentials go into the team vault instead of chat?' if en else '이 정보 채팅 말고 팀 vault에 넣어둘 수 있을까요?')
    elif k == 'two_sentences':
        mc = (f"The only admin user on {sysn} is '{u}'. Its password, according to the sticky note on the monitor, is {p}." if en else
              f"{sysn} 관리자 계정은 '{u}' 하나뿐임. 비번은 모니터에 붙은 포스트잇에 적혀 있던 {p}.")
        les = ('Nobody else knew it, so it should be moved somewhere safer.' if en else '다른 사람은 아무도 몰랐음. 안전한 데로 옮겨야 함.')
        ask = (f'Who else should have the login for {sysn}?' if en else f'{sysn} 로그인 정보 누구랑 공유해야 하나요?')
    elif k == 'split_fields':
        mc = (f"Nobody told me {sysn} uses a separate account. The user finally sent the password:" if en else
              f"{sysn}는 별도 계정을 쓴다는 걸 몰랐음. 결국 사용자가 보내준 비번은")
        les = (f"{p} — it works with user {u}; SSO is not enabled there." if en else f"{p} 이고 아이디 {u}로 로그인 됨. 거기는 SSO 안 붙어 있음.")
        ask = ('Can SSO be turned on for it?' if en else 'SSO 연동 가능한가요?')
    elif k == 'repeat_ask':
        mc = (f"I didn't know the password for {sysn} had changed after the migration." if en else f"마이그레이션 후 {sysn} 비번이 바뀐 걸 몰랐음.")
        les = (f"The new password is {p}; the old one now returns 'invalid credentials'." if en else f"새 비번은 {p}. 예전 비번은 'invalid credentials' 뜸.")
        ask = (f"Is {p} going to stay the password for {sysn}, or will it change again after the cut-over?" if en else
               f"{sysn} 비번 {p} 계속 유지되나요, 아니면 전환 끝나면 또 바뀌나요?")
    elif k == 'kb_typed':
        mc = (f"The user said the password for {sysn} is a Korean word typed with the keyboard left in English mode." if en else
              f"{sysn} 비번이 한글을 영문 자판 상태로 친 거라고 함.")
        les = (f"So the actual string to type is {p}; entering the Hangul fails." if en else f"그래서 실제 입력값은 {p}. 한글로 치면 틀림.")
        ask = ('' if chance(0.3) else ('Can we switch that account to a generated password?' if en else '이 계정 랜덤 비번으로 바꿔도 될까요?'))
    elif k == 'hangul':
        mc = (f"I didn't know {sysn} accepts non-ASCII passwords; the current one is in Hangul: {p}" if en else
              f"{sysn} 비번이 한글이라는 걸 몰랐음. 현재 비번: {p}")
        les = ('Typing it over SSH failed because the terminal locale was C; setting LANG=ko_KR.UTF-8 fixed it.' if en else
               '터미널 locale이 C라서 SSH로 입력하면 실패함. LANG=ko_KR.UTF-8 설정하니 됨.')
        ask = ('Should it be changed to an ASCII password so scripts can use it?' if en else '스크립트에서 쓰게 영문 비번으로 바꿀까요?')
    elif k == 'changed':
        p2 = pw_any()
        secs = [p, p2]
        mc = (f"I wasn't told that the password for {sysn} was rotated yesterday." if en else f"어제 {sysn} 비번이 바뀐 걸 몰랐음.")
        les = (f"It changed from {p} to {p2}; the cron job still had the old one." if en else f"{p} 에서 {p2} 로 바뀜. 크론 잡에는 예전 값이 남아 있었음.")
        ask = ('Who announces password rotations, so I can check before running jobs?' if en else '비번 교체 공지는 어디서 하나요? 잡 돌리기 전에 확인하게요.')
    elif k == 'temp_email':
        mc = (f"The contractor's new account on {sysn} was created without telling me the initial password." if en else
              f"외주 인력용 {sysn} 계정이 만들어졌는데 초기 비번을 전달 못 받음.")
        les = (f"The temporary password from the welcome e-mail is {p}; it must be changed at first login." if en else
               f"웰컴 메일에 있던 임시 비번은 {p}. 첫 로그인 때 변경해야 함.")
        ask = ('Should I tell the contractor or will IT do it?' if en else '외주 인력한테 제가 전달할까요, IT팀이 하나요?')
    elif k == 'test_accounts':
        p2 = pw_any()
        secs = [p, p2]
        a1, a2 = f'qa1@{org()}.{pick(TLDS)}', f'qa2@{org()}.{pick(TLDS)}'
        mc = ("I didn't have test users for the staging login flow." if en else "스테이징 로그인 플로우 테스트할 계정이 없었음.")
        les = ((f"Test accounts the user gave me:\n- {a1} / {p}\n- {a2} / {p2} (has 2FA off)") if en else
               (f"사용자가 준 테스트 계정:\n- {a1} / {p}\n- {a2} / {p2} (2FA 꺼져 있음)"))
        ask = ('Are these accounts reset nightly?' if en else '이 계정들 매일 밤 초기화되나요?')
    else:
        mc = ("The user forwarded the provisioning e-mail because I had no access to the vendor portal:\n" if en else
              "벤더 포털 접근 권한이 없어서 사용자가 계정 생성 메일을 전달해줌:\n") + f"> Username: {u}\n> Password: {p}\n> Please change your password after signing in."
        les = ('The portal enforces a password change on first login, so the forwarded one may already be dead.' if en else
               '첫 로그인 때 비번 변경이 강제라서 전달받은 비번은 이미 안 될 수도 있음.')
        ask = (f'Did anyone already log in to {sysn} with it?' if en else f'{sysn}에 누가 이미 그걸로 로그인했나요?')
    if chance(0.1) and k not in ('repeat_ask', 'split_fields'):
        ask = ''
    return f'prose password: {k}', fields(mc, les, ask), secs


PROSE_CYCLE = EntryCycler()


# --- HTTP auth headers, cookies, JWTs ---------------------------------------------------------------------
def user_jwt():
    return jwt({'alg': pick(['HS256', 'RS256']), 'typ': 'JWT'},
               {'sub': str(R.randint(1000, 99999)), 'email': email(), 'role': pick(['admin', 'user', 'staff']), 'iat': (t := ts()), 'exp': t + 3600},
               pick([32, 256]))


def fam_http(lang):
    subs = ['basic_curl', 'bearer_log', 'cookie_devtools', 'set_cookie', 'proxy_auth', 'ws_token', 'requests_auth', 'fetch_basic',
            'httpie', 'laravel_cookie']
    k = HTTP_CYCLE.next_from(subs)
    en = lang == 'en'
    h = f'https://{pick(["api", "admin", "internal", "staging-api"])}.{org()}.{pick(TLDS)}'
    u, p = pick(['admin', 'ops', person(), 'integration']), pw_any(safe=True)
    if k == 'basic_curl':
        b = b64e(f'{u}:{p}'.encode())
        snip, secs = f'curl -H "Authorization: Basic {b}" {h}/actuator/health', [b]
    elif k == 'bearer_log':
        j = user_jwt()
        snip = f'POST /api/v2/orders HTTP/1.1\nHost: {h[8:]}\nAuthorization: Bearer {j}\nContent-Type: application/json'
        secs = [j]
    elif k == 'cookie_devtools':
        sid = rs(LAN, 32)
        csrf = rs(AN, 64)
        snip, secs = f'Cookie: csrftoken={csrf}; sessionid={sid}; django_language=ko', [sid]
    elif k == 'set_cookie':
        val = 's%3A' + rs(B64U, 32) + '.' + pct(b64e(rbytes(32)).rstrip('='))
        snip, secs = f'Set-Cookie: connect.sid={val}; Path=/; Expires=Fri, 12 Jul 2024 09:14:02 GMT; HttpOnly; Secure; SameSite=Lax', [val]
    elif k == 'proxy_auth':
        b = b64e(f'{u}:{p}'.encode())
        snip, secs = f'Proxy-Authorization: Basic {b}', [b]
    elif k == 'ws_token':
        j = user_jwt()
        snip, secs = f'wss://{h[8:]}/realtime?token={j}', [j]
    elif k == 'requests_auth':
        snip, secs = f'resp = requests.get("{h}/admin/export", auth=("{u}", "{p}"), timeout=30)', [p]
    elif k == 'fetch_basic':
        b = b64e(f'{u}:{p}'.encode())
        snip, secs = f'await fetch("{h}/metrics", {{ headers: {{ Authorization: "Basic {b}" }} }});', [b]
    elif k == 'httpie':
        snip, secs = f"http -a {u}:'{p}' GET {h}/api/v1/admin/users page==2", [p]
    else:
        val = b64e(json.dumps({'iv': b64e(rbytes(16)), 'value': b64e(rbytes(48)), 'mac': rs(HEXL, 64), 'tag': ''}, separators=(',', ':')).encode()).rstrip('=')
        snip, secs = f'laravel_session={val}', [val]
    if en:
        mc = pick([f"I couldn't reproduce the 403 on {h} without an authenticated request; the user copied one from DevTools:\n{snip}",
                   f"Nobody told me the admin endpoints on {h} need auth even from inside the VPN.",
                   f"I wasn't given any credentials for calling {h} directly."])
        if snip in mc:
            les = pick(['With those credentials the endpoint returns 200, so the bug is in the role check, not the gateway.',
                        ('Session cookies expire after 30 minutes of inactivity, so the repro has to be quick.' if 'ookie' in snip or 'session' in snip else
                         'Tokens from the SPA expire after an hour, so the repro has to be quick.'),
                        'The gateway strips the header on redirects, which explains the 401 after the 302.'])
        else:
            les = pick(['Request that worked:', 'Captured from the browser:', 'Working call:']) + '\n' + snip
        ask = pick([f'Is there a test account for {h} so I don\'t need your session?', 'Can you log out to invalidate that session now?',
                    'Should I generate a short-lived token instead next time?', ''])
    else:
        mc = pick([f"{h} 403 재현하려면 인증된 요청이 필요했는데 사용자가 DevTools에서 복사해줌:\n{snip}",
                   f"{h} 어드민 엔드포인트는 VPN 안에서도 인증이 필요하다는 걸 몰랐음.",
                   f"{h} 직접 호출할 인증 정보를 받은 게 없었음."])
        if snip in mc:
            les = pick(['이 인증 정보로 호출하면 200 나옴. 게이트웨이 문제가 아니라 권한 체크 쪽 버그.',
                        ('세션 쿠키는 30분 idle이면 만료돼서 빨리 재현해야 함.' if 'ookie' in snip or 'session' in snip else 'SPA 토큰은 1시간이면 만료돼서 빨리 재현해야 함.'),
                        '리다이렉트 때 게이트웨이가 헤더를 날려서 302 뒤에 401 나던 것.'])
        else:
            les = pick(['성공한 요청:', '브라우저에서 캡처한 값:', '동작한 호출:']) + '\n' + snip
        ask = pick([f'{h} 테스트 계정 따로 있나요? 세션 빌리지 않게요.', '지금 로그아웃해서 그 세션 만료시켜 주실 수 있나요?',
                    '다음엔 짧게 쓰는 토큰 발급해서 할까요?', ''])
    return f'http auth: {k}', fields(mc, les, ask), secs


HTTP_CYCLE = EntryCycler()


# --- SQL user statements ----------------------------------------------------------------------------------
def fam_sql(lang):
    p = pw_any(safe=True)
    u, db = dbuser(), pick(DBS)
    stmts = [
        ('mysql CREATE USER IDENTIFIED BY', f"CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';"),
        ('postgres ALTER USER WITH PASSWORD', f"ALTER USER {u} WITH PASSWORD '{p}';"),
        ('postgres CREATE ROLE LOGIN PASSWORD', f"CREATE ROLE {u} LOGIN PASSWORD '{p}' VALID UNTIL '2025-12-31';\nGRANT CONNECT ON DATABASE {db} TO {u};"),
        ('mysql SET PASSWORD', f"SET PASSWORD FOR 'root'@'localhost' = '{p}';"),
        ('mongo db.createUser pwd', f'db.getSiblingDB("{db}").createUser({{ user: "{u}", pwd: "{p}", roles: [ {{ role: "readWrite", db: "{db}" }} ] }})'),
        ('mssql CREATE LOGIN WITH PASSWORD', f"CREATE LOGIN {u} WITH PASSWORD = '{p}', CHECK_POLICY = OFF;\nCREATE USER {u} FOR LOGIN {u};"),
        ('oracle ALTER USER IDENTIFIED BY', f'ALTER USER {u.upper()} IDENTIFIED BY "{p}" ACCOUNT UNLOCK;'),
        ('redis CONFIG SET requirepass', f'CONFIG SET requirepass "{p}"'),
        ('redis ACL SETUSER', f'ACL SETUSER {u} on >{p} ~cache:* +get +set +del'),
        ('clickhouse CREATE USER', f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{p}' SETTINGS PROFILE 'readonly';"),
    ]
    label, s = SQL_CYCLE.next_from(stmts)
    if lang == 'en':
        mc = pick([f"I didn't know the {db} migration also has to create a dedicated user.", f"Nobody told me the reporting tool needs its own DB user on {db}.",
                   f"I wasn't told the {db} service user had expired."])
        les = pick(['Ran this as admin:', 'Statement used:', 'What the DBA approved:']) + '\n' + s + '\n' + pick(['Privileges are limited to one schema.', 'Remember to FLUSH PRIVILEGES on the old MySQL 5.7 box.', 'The user needs CONNECT on the database too.', ''])
        ask = pick([f'Should the {u} password go into Vault now?', 'Does the DBA want these statements in the migrations folder?', ''])
    else:
        mc = pick([f"{db} 마이그레이션 때 전용 유저도 만들어야 한다는 걸 몰랐음.", f"리포팅 툴용 {db} DB 유저가 따로 필요하다는 얘기를 못 들음.",
                   f"{db} 서비스 유저가 만료된 걸 몰랐음."])
        les = pick(['admin으로 실행함:', '사용한 쿼리:', 'DBA가 승인한 쿼리:']) + '\n' + s + '\n' + pick(['권한은 스키마 하나로 제한함.', '구버전 MySQL 5.7은 FLUSH PRIVILEGES 필요.', 'DB CONNECT 권한도 줘야 함.', ''])
        ask = pick([f'{u} 비번 지금 Vault에 넣을까요?', '이 쿼리들 migrations 폴더에 남겨둘까요?', ''])
    return f'sql: {label}', fields(mc, les.strip(), ask), [p]


SQL_CYCLE = EntryCycler()


# --- private keys ---------------------------------------------------------------------------------------
def fam_pkey(lang):
    subs = ['ec_sec1', 'p8_apple', 'openssh', 'rsa_partial', 'putty', 'gcp_sa_json', 'kubeconfig', 'cdp_json']
    k = PKEY_CYCLE.next_from(subs)
    en = lang == 'en'
    who = pick(PEOPLE_KO if not en else PEOPLE)
    if k == 'ec_sec1':
        lines, text = pem('EC PRIVATE KEY', ec_sec1_der())
        secs = lines
        place = pick(['certs/client.key', 'the mTLS client key', 'signing.key'])
        ctx = (f"I didn't have the mTLS client key the payments gateway requires; the user pasted {place}:\n{text}" if en else
               f"결제 게이트웨이 mTLS용 클라이언트 키가 없어서 사용자가 {place} 내용을 붙여줌:\n{text}")
        les = ('The gateway only accepts P-256 keys; the RSA key in the old folder is rejected during the handshake.' if en else
               '게이트웨이는 P-256 키만 받음. 예전 폴더의 RSA 키는 핸드셰이크에서 거절됨.')
    elif k == 'p8_apple':
        lines, text = pem('PRIVATE KEY', ec_pkcs8_der())
        secs = lines
        kid = rs(UAN, 10)
        ctx = (f"Push notifications failed and I didn't know the APNs auth key (AuthKey_{kid}.p8) was not in the repo." if en else
               f"푸시 알림이 실패했는데 APNs 인증 키(AuthKey_{kid}.p8)가 repo에 없다는 걸 몰랐음.")
        les = ((f"Key ID {kid}, team ID {rs(UAN, 10)}. Contents the user sent:\n{text}") if en else
               (f"Key ID {kid}, Team ID {rs(UAN, 10)}. 사용자가 보내준 내용:\n{text}"))
    elif k == 'openssh':
        lines, text, pubk = openssh_ed25519(f'{who}@{pick(["macbook", "laptop", "build-01", "ci-runner"])}')
        secs = lines
        ctx = ("The deploy job needed SSH access to the app servers and there was no deploy key configured." if en else
               "배포 잡이 앱 서버에 SSH 접속해야 하는데 deploy key가 설정돼 있지 않았음.")
        les = ((f"The user pasted their private key so I could add it as a CI secret:\n{text}\nPermissions must be 600 or ssh refuses it.") if en else
               (f"CI 시크릿으로 등록하라고 사용자가 개인 키를 붙여줌:\n{text}\n권한 600 아니면 ssh가 거부함."))
    elif k == 'rsa_partial':
        lines, text = pem('RSA PRIVATE KEY', rsa_pkcs1_der(2048))
        n = R.randint(3, 6)
        secs = lines[:n]
        shown = '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines[:n]) + '\n...'
        ctx = ("I didn't know the legacy SFTP partner still requires an RSA key." if en else "레거시 SFTP 파트너사가 아직 RSA 키만 받는다는 걸 몰랐음.")
        les = ((f"The user started pasting id_rsa into the chat before I stopped them:\n{shown}\nThe full key is in their ~/.ssh; it should go to the vault instead.") if en else
               (f"사용자가 채팅에 id_rsa를 붙이다가 중간에 멈춤:\n{shown}\n전체 키는 사용자 ~/.ssh에 있음. vault로 옮겨야 함."))
    elif k == 'putty':
        secs, text = putty_ed25519(f'eddsa-key-{R.randint(2022, 2025)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}')
        ctx = ("The Windows admin connects to the jump host with PuTTY and nobody had exported an OpenSSH key for me." if en else
               "윈도우 관리자가 PuTTY로 점프 호스트에 접속하는데 OpenSSH 키로 변환된 게 없었음.")
        les = ((f"Their .ppk file:\n{text}\nConvert with puttygen key.ppk -O private-openssh -o id_ed25519.") if en else
               (f".ppk 파일 내용:\n{text}\nputtygen key.ppk -O private-openssh -o id_ed25519 로 변환 가능."))
    elif k == 'gcp_sa_json':
        lines, _ = pem('PRIVATE KEY', rsa_pkcs8_der(2048))
        n = R.randint(2, 3)
        secs = lines[:n]
        proj = f'{org()}-{pick(["prod", "data", "ml"])}-{digits(6)}'
        body = '\\n'.join(lines[:n])
        snippet = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + rs(HEXL, 40) + '",\n'
                   '  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + body + '\\n...",\n  "client_email": "bq-loader@' + proj + '.iam.gserviceaccount.com",')
        ctx = ("I didn't know the BigQuery loader authenticates with a downloaded service-account key instead of workload identity." if en else
               "BigQuery 로더가 workload identity가 아니라 다운로드한 서비스 계정 키 파일로 인증한다는 걸 몰랐음.")
        les = ((f"The user pasted the top of the key file:\n{snippet}\nGOOGLE_APPLICATION_CREDENTIALS must point at the file path, not its contents.") if en else
               (f"사용자가 키 파일 앞부분을 붙여줌:\n{snippet}\nGOOGLE_APPLICATION_CREDENTIALS에는 내용 말고 파일 경로를 넣어야 함."))
    elif k == 'kubeconfig':
        _, pemtext = pem('EC PRIVATE KEY', ec_sec1_der())
        blob = b64e((pemtext + '\n').encode())
        secs = [blob]
        snippet = (f"users:\n- name: {who}-admin\n  user:\n    client-certificate: /home/{who}/.kube/certs/{who}-admin.crt\n"
                   f"    client-key-data: {blob}")
        ctx = ("I had no kubeconfig for the on-prem cluster; the user sent theirs." if en else "온프레미스 클러스터 kubeconfig가 없어서 사용자가 자기 걸 보내줌.")
        les = ((f"Relevant part:\n{snippet}\nThis is a cluster-admin client cert, so it should be replaced by an OIDC login.") if en else
               (f"해당 부분:\n{snippet}\ncluster-admin 클라이언트 인증서라서 OIDC 로그인으로 바꾸는 게 맞음."))
    else:
        lines, text = pem('EC PRIVATE KEY', ec_sec1_der())
        secs = lines
        name = f'organizations/{uuid4()}/apiKeys/{uuid4()}'
        esc = text.replace('\n', '\\n') + '\\n'
        snippet = '{\n   "name": "' + name + '",\n   "privateKey": "' + esc + '"\n}'
        ctx = ("Nobody told me the Coinbase CDP key file had to be present for the settlement script." if en else
               "정산 스크립트에 Coinbase CDP 키 파일이 필요하다는 걸 아무도 말 안 해줌.")
        les = ((f"cdp_api_key.json as the user pasted it:\n{snippet}") if en else (f"사용자가 붙여준 cdp_api_key.json:\n{snippet}"))
    ask = (pick(['Can this key be rotated now that it has been pasted in chat?', 'Where should private keys like this be stored for CI?',
                 'Should I generate a dedicated key pair instead of reusing yours?', ''])
           if en else pick(['채팅에 노출됐으니 이 키 교체할까요?', 'CI용 개인 키는 어디에 보관하는 게 맞나요?', '사용자 키 말고 전용 키 새로 만들까요?', '']))
    return f'private key: {k}', fields(ctx, les, ask), secs


PKEY_CYCLE = EntryCycler()


# --- TOTP seeds, otpauth URIs, recovery / backup codes ---------------------------------------------------------
def bitlocker_key():
    return '-'.join(f'{11 * R.randrange(0, 65536):06d}' for _ in range(8))


def fam_totp(lang):
    subs = ['totp_spaced', 'otpauth', 'gh_recovery', 'google_backup', 'op_secret_key', 'apple_recovery', 'bitlocker',
            'ms_recovery', 'pyotp', 'aws_mfa_seed', 'discord_backup']
    k = TOTP_CYCLE.next_from(subs)
    en = lang == 'en'
    acct = email(lang)
    issuer = pick(['GitHub', 'AWS', 'Google', 'Okta', 'Cloudflare', 'Atlassian', 'npm', 'Grafana'])
    if k == 'totp_spaced':
        seed = b32e(rbytes(20)).lower()
        shown = ' '.join(wrap(seed, 4))
        secs = [shown]
        snip = shown
        ctx = (f"The shared {issuer} ops account has 2FA and I had no way to get codes." if en else f"공용 {issuer} 운영 계정에 2FA가 걸려 있어서 코드를 받을 방법이 없었음.")
        les = (f"The user gave me the setup key from the enrollment screen: {snip}. Any TOTP app generates the codes from it." if en else
               f"사용자가 등록 화면의 설정 키를 줌: {snip}. 아무 TOTP 앱에 넣으면 코드 나옴.")
    elif k == 'otpauth':
        seed = b32e(rbytes(pick([10, 20])))
        uri = f'otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30'
        secs = [seed]
        ctx = (f"End-to-end login tests for {issuer} SSO failed at the MFA step." if en else f"{issuer} SSO 로그인 E2E 테스트가 MFA 단계에서 실패함.")
        les = ((f"The test user's QR code decodes to:\n{uri}\nPlaywright can compute the code with otplib from that secret.") if en else
               (f"테스트 유저 QR 코드를 디코딩하면:\n{uri}\n이 secret으로 Playwright에서 otplib로 코드 생성 가능."))
    elif k == 'gh_recovery':
        codes = [f'{rs(HEXL, 5)}-{rs(HEXL, 5)}' for _ in range(R.randint(6, 10))]
        secs = codes
        ctx = ("The org owner lost their phone and nobody knew where the GitHub recovery codes were." if en else
               "org owner가 폰을 잃어버렸는데 GitHub 복구 코드 위치를 아무도 몰랐음.")
        les = (("They were in a text file on the shared drive (github-recovery-codes.txt):\n" if en else
                "공유 드라이브 텍스트 파일(github-recovery-codes.txt)에 있었음:\n") + '\n'.join(codes))
    elif k == 'google_backup':
        codes = [f'{digits(4, False)} {digits(4, False)}' for _ in range(R.randint(5, 10))]
        secs = codes
        ctx = (f"I couldn't get into the Google Workspace admin account ({acct}) because 2-step verification is on." if en else
               f"2단계 인증 때문에 Google Workspace 관리자 계정({acct})에 못 들어감.")
        les = (("The user read out the unused backup codes:\n" if en else "사용자가 안 쓴 백업 코드를 불러줌:\n") + '\n'.join(f'- {c}' for c in codes))
    elif k == 'op_secret_key':
        sk = 'A3-' + '-'.join([rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 6), rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 6)] + [rs('ABCDEFGHJKLMNPQRSTVWXYZ23456789', 5) for _ in range(4)])
        secs = [sk]
        ctx = ("Setting up the 1Password CLI on the build agent asked for the account Secret Key, which I didn't have." if en else
               "빌드 에이전트에 1Password CLI 설정하려니 Secret Key를 물어봤는데 없었음.")
        les = (f"From the user's Emergency Kit: Secret Key {sk}. The master password is still needed on top of it." if en else
               f"사용자 Emergency Kit에 있던 Secret Key: {sk}. 마스터 비번은 별도로 필요함.")
    elif k == 'apple_recovery':
        rk = '-'.join(rs(UAN, 4) for _ in range(7))
        secs = [rk]
        ctx = ("The team's Apple developer account was locked after too many sign-in attempts." if en else "팀 Apple 개발자 계정이 로그인 시도 초과로 잠김.")
        les = (f"It was unlocked with the recovery key {rk} that the previous lead had written down." if en else f"전임 리드가 적어둔 복구 키 {rk}로 풀었음.")
    elif k == 'bitlocker':
        bk = bitlocker_key()
        secs = [bk]
        ctx = ("The Windows build machine rebooted into BitLocker recovery after a BIOS update and nobody had the key handy." if en else
               "BIOS 업데이트 후 윈도우 빌드 머신이 BitLocker 복구 화면으로 부팅됐는데 키를 아는 사람이 없었음.")
        les = (f"Recovery key from Entra ID (key ID {rs(HEXU, 8)}): {bk}. Suspend BitLocker before the next firmware update." if en else
               f"Entra ID에서 찾은 복구 키(키 ID {rs(HEXU, 8)}): {bk}. 다음 펌웨어 업데이트 전엔 BitLocker 일시 중단할 것.")
    elif k == 'ms_recovery':
        rc = '-'.join(rs(UAN, 5) for _ in range(5))
        secs = [rc]
        ctx = ("The Azure billing owner account lost its authenticator app." if en else "Azure 결제 소유자 계정의 인증 앱이 날아감.")
        les = (f"The Microsoft account recovery code is {rc}; using it generates a new one, so write that down too." if en else
               f"Microsoft 계정 복구 코드는 {rc}. 쓰면 새 코드가 발급되니 그것도 기록해야 함.")
    elif k == 'pyotp':
        seed = b32e(rbytes(20))
        secs = [seed]
        ctx = ("The admin API requires a TOTP header and the integration test had no way to produce it." if en else
               "어드민 API가 TOTP 헤더를 요구하는데 통합 테스트에서 만들 방법이 없었음.")
        les = ((f"The user shared the service account's seed; in the test:\ntotp = pyotp.TOTP(\"{seed}\")\nheaders[\"X-OTP\"] = totp.now()") if en else
               (f"사용자가 서비스 계정 시드를 공유해줌. 테스트 코드:\ntotp = pyotp.TOTP(\"{seed}\")\nheaders[\"X-OTP\"] = totp.now()"))
    elif k == 'aws_mfa_seed':
        seed = b32e(rbytes(40))
        secs = [seed]
        ctx = ("The break-glass AWS root account uses a virtual MFA device and I didn't know who held it." if en else
               "비상용 AWS root 계정이 가상 MFA를 쓰는데 누가 갖고 있는지 몰랐음.")
        les = (f"The Base32StringSeed saved when the device was created is {seed}." if en else f"MFA 디바이스 만들 때 저장해둔 Base32StringSeed는 {seed}.")
    else:
        codes = [f'{rs(LAN, 4)}-{rs(LAN, 4)}' for _ in range(R.randint(5, 8))]
        secs = codes
        ctx = ("The community bot's Discord owner account needed 2FA to change the bot permissions." if en else
               "커뮤니티 봇의 디스코드 소유자 계정에서 봇 권한을 바꾸려면 2FA가 필요했음.")
        les = (("Backup codes from discord_backup_codes.txt:\n" if en else "discord_backup_codes.txt에 있던 백업 코드:\n") + '  '.join(codes))
    ask = (pick(['Who should own the 2FA device for shared accounts?', 'Can these be moved into the password manager and regenerated?',
                 'Should I regenerate them now that they have been shared?', ''])
           if en else pick(['공용 계정 2FA 기기는 누가 관리해야 하나요?', '이거 패스워드 매니저로 옮기고 재발급할까요?', '공유됐으니 지금 재발급할까요?', '']))
    return f'mfa: {k}', fields(ctx, les, ask), secs


TOTP_CYCLE = EntryCycler()


# --- Wi-Fi keys, PINs, door codes ---------------------------------------------------------------------------
def fam_wifi_pin(lang):
    subs = ['wifi_qr', 'wpa_hex', 'nmcli', 'wifi_prose', 'door_code', 'sim_puk', 'yubikey', 'alarm', 'router_admin']
    k = WIFI_CYCLE.next_from(subs)
    en = lang == 'en'
    ssid = pick([f'{org().title()}-Guest', f'{org().upper()}_5G', 'iptime', f'KT_GiGA_{rs(HEXU, 4)}', f'U+Net{rs(HEXU, 4)}', f'SK_WiFiGIGA{rs(HEXU, 4)}', 'DevLab', 'office-iot'])
    if k in ('wifi_qr', 'wpa_hex', 'nmcli', 'wifi_prose'):
        p = pick([pw_human(safe=True), pw_passphrase().replace(' ', '-'), rs(LAN, 10), digits(10, False), pw_korean_keyboard()])
    if k == 'wifi_qr':
        secs = [p]
        snip = f'WIFI:T:WPA;S:{ssid};P:{p};;'
        ctx = (f"The IoT test devices have to join {ssid} and I didn't have the key." if en else f"IoT 테스트 기기들이 {ssid}에 붙어야 하는데 비번이 없었음.")
        les = ((f"The QR code on the meeting-room wall decodes to {snip}") if en else (f"회의실 벽 QR 코드를 디코딩하면 {snip}"))
    elif k == 'wpa_hex':
        psk = hashlib.pbkdf2_hmac('sha1', p.encode(), ssid.encode(), 4096, 32).hex()
        secs = [psk]
        snip = f'network={{\n    ssid="{ssid}"\n    psk={psk}\n    key_mgmt=WPA-PSK\n}}'
        ctx = ("The Raspberry Pi kiosk dropped off Wi-Fi after the router was replaced." if en else "공유기 교체 후 라즈베리파이 키오스크가 와이파이에서 떨어짐.")
        les = ((f"wpa_passphrase output the user put into /etc/wpa_supplicant/wpa_supplicant.conf:\n{snip}") if en else
               (f"사용자가 wpa_passphrase로 만든 값을 /etc/wpa_supplicant/wpa_supplicant.conf에 넣음:\n{snip}"))
    elif k == 'nmcli':
        secs = [p]
        snip = f"nmcli dev wifi connect '{ssid}' password '{p}' ifname wlan0"
        ctx = ("The edge box in the warehouse had no network after reimaging." if en else "재설치 후 창고 엣지 박스에 네트워크가 없었음.")
        les = ((f"Reconnected with:\n{snip}") if en else (f"이걸로 다시 연결함:\n{snip}"))
    elif k == 'wifi_prose':
        secs = [p]
        ctx = (f"Nobody told me the lab devices use the {ssid} network, not the corporate one." if en else f"랩 장비들은 사내망이 아니라 {ssid} 쓴다는 걸 몰랐음.")
        les = (f"The {ssid} password is {p} (it's on the router sticker)." if en else f"{ssid} 와이파이 비번은 {p} (공유기 스티커에 적혀 있음).")
    elif k == 'door_code':
        code = digits(R.randint(8, 10), False)
        secs = [code]
        ctx = ("I didn't know the server room has a keypad and the on-call person needs the code at night." if en else
               "서버실에 도어락이 있어서 야간 당직자가 비번을 알아야 한다는 걸 몰랐음.")
        les = (f"Door code is {code}# (the # is needed at the end)." if en else f"도어락 비번은 {code}# (끝에 # 눌러야 열림).")
    elif k == 'sim_puk':
        puk = digits(8, False)
        secs = [puk]
        ctx = ("The LTE modem in the remote site was PIN-locked after a wrong PIN was pushed by the config script." if en else
               "원격 사이트 LTE 모뎀이 설정 스크립트가 잘못된 PIN을 넣어서 잠김.")
        les = (f"Unlocked with AT+CPIN=\"{puk}\",\"0000\"; the PUK {puk} came from the SIM card holder." if en else
               f"AT+CPIN=\"{puk}\",\"0000\" 으로 해제함. PUK {puk}는 유심 카드 케이스에 있던 값.")
    elif k == 'yubikey':
        pin, puk = digits(8, False), digits(8, False)
        secs = [pin, puk]
        ctx = ("Code signing on the release Mac uses the YubiKey PIV slot, and I didn't know it was locked." if en else
               "릴리스용 맥의 코드 서명이 YubiKey PIV 슬롯을 쓰는데 잠겨 있는 걸 몰랐음.")
        les = (f"Reset with ykman piv access unblock-pin --puk {puk} --new-pin {pin}." if en else f"ykman piv access unblock-pin --puk {puk} --new-pin {pin} 으로 초기화함.")
    elif k == 'alarm':
        code = digits(8, False)
        secs = [code]
        ctx = ("The office alarm goes off if you enter after 22:00 and I wasn't told the disarm code for the night deploy." if en else
               "22시 이후 출입하면 경보가 울리는데 야간 배포용 해제 코드를 못 들음.")
        les = (f"Disarm code is {code}, then press OFF within 30 seconds." if en else f"해제 코드는 {code}, 30초 안에 OFF 눌러야 함.")
    else:
        p = pw_any(safe=True)
        secs = [p]
        ctx = (f"The port forward for the demo had to be changed on the office router ({ssid})." if en else f"데모용 포트포워딩을 사무실 공유기({ssid})에서 바꿔야 했음.")
        les = (f"Router admin at 192.168.0.1, login admin / {p}." if en else f"공유기 관리자 192.168.0.1, admin / {p} 로 로그인.")
    ask = (pick(['Can this be stored in the team password manager?', 'Is it changed on a schedule?', 'Who else needs it?', '']) if en else
           pick(['팀 패스워드 매니저에 넣어둬도 될까요?', '주기적으로 바뀌나요?', '이거 또 누가 알아야 하나요?', '']))
    return f'physical/network secret: {k}', fields(ctx, les, ask), secs


WIFI_CYCLE = EntryCycler()


# --- wallet seed phrases and keys -------------------------------------------------------------------------------
BIP39_SUBSET = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid '
                'acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice '
                'aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all '
                'alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient '
                'anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple '
                'approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist '
                'artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august '
                'aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag '
                'balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because '
                'become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid '
                'bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur '
                'blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain '
                'brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush '
                'bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer '
                'buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon '
                'capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch '
                'category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion '
                'change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose '
                'chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever '
                'click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut '
                'code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress '
                'connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple '
                'course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime '
                'crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard '
                'curious current curtain curve cushion custom cute cycle desert diamond dinosaur dolphin dragon eagle exhibit fiction '
                'festival flame forest frog galaxy garden gorilla guitar hammer hybrid island ivory journey jungle kangaroo kitchen '
                'laptop lemon monkey museum mushroom neutral noodle ocean orange piano pizza planet pumpkin puzzle rabbit ribbon river '
                'robot rocket salmon shadow solar spider spirit sugar sunset thunder ticket tiger tornado umbrella uncle village vivid '
                'wagon window wisdom wolf youth zero zone zoo').split()
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b'\x00'))
    return '1' * pad + out


def fam_wallet(lang):
    subs = ['hardhat_mnemonic', 'prose_mnemonic', 'eth_pk_env', 'cast_pk', 'wif']
    k = WALLET_CYCLE.next_from(subs)
    en = lang == 'en'
    if k in ('hardhat_mnemonic', 'prose_mnemonic'):
        m = ' '.join(pick(BIP39_SUBSET) for _ in range(pick([12, 12, 24])))
        secs = [m]
        if k == 'hardhat_mnemonic':
            snip = f'networks: {{\n  sepolia: {{\n    url: process.env.SEPOLIA_RPC_URL,\n    accounts: {{ mnemonic: "{m}" }},\n  }},\n}}'
            ctx = ("Deploying the contracts to Sepolia failed because no deployer account was configured." if en else "Sepolia 배포 시 deployer 계정이 설정돼 있지 않아 실패함.")
            les = ((f"The user's hardhat.config.ts has it inline:\n{snip}") if en else (f"사용자 hardhat.config.ts에 직접 들어가 있음:\n{snip}"))
        else:
            ctx = ("I didn't know which wallet funds the faucet for the testnet demo." if en else "테스트넷 데모용 faucet 지갑이 어떤 건지 몰랐음.")
            les = (f"The user sent the seed phrase of the demo wallet: {m}" if en else f"사용자가 데모 지갑 시드 구문을 보내줌: {m}")
    elif k == 'eth_pk_env':
        pk = '0x' + rs(HEXL, 64)
        secs = [pk]
        ctx = ("The deploy script reads the signer from .env and I didn't have one." if en else "배포 스크립트가 .env에서 서명 키를 읽는데 값이 없었음.")
        les = ((f".env from the user:\nPRIVATE_KEY={pk}\nRPC_URL=https://sepolia.base.org") if en else (f"사용자가 준 .env:\nPRIVATE_KEY={pk}\nRPC_URL=https://sepolia.base.org"))
    elif k == 'cast_pk':
        pk = '0x' + rs(HEXL, 64)
        secs = [pk]
        cmd = f'cast send 0x{rs(HEXL, 40)} "setPaused(bool)" true --rpc-url $RPC_URL --private-key {pk}'
        ctx = ("The contract had to be paused and I didn't know which key is the owner." if en else "컨트랙트를 pause 해야 했는데 owner 키가 뭔지 몰랐음.")
        les = ((f"Command the user ran:\n{cmd}") if en else (f"사용자가 실행한 명령:\n{cmd}"))
    else:
        wif = b58check(b'\x80' + rbytes(32) + b'\x01')
        secs = [wif]
        ctx = ("The BTC payout hot wallet had to be imported into the new node and nobody had the key ready." if en else
               "BTC 출금용 핫월렛을 새 노드에 import 해야 했는데 키 준비가 안 돼 있었음.")
        les = (f"Imported with importprivkey {wif} \"payouts\" false; rescan took 40 minutes." if en else
               f"importprivkey {wif} \"payouts\" false 로 import 함. rescan에 40분 걸림.")
    ask = (pick(['Should this wallet be replaced now that the key has been shared?', 'Can deployments use a hardware wallet instead?', '']) if en else
           pick(['키가 공유됐으니 지갑 새로 만들까요?', '배포는 하드웨어 월렛으로 바꿀 수 있을까요?', '']))
    return f'wallet: {k}', fields(ctx, les, ask), secs


WALLET_CYCLE = EntryCycler()


# --- app passwords ------------------------------------------------------------------------------------------
def fam_app_pw(lang):
    subs = ['gmail_django', 'apple_notary', 'naver_smtp', 'outlook_app', 'nodemailer_gmail', 'git_send_email']
    k = APPPW_CYCLE.next_from(subs)
    en = lang == 'en'
    acct = email(lang)
    if k in ('gmail_django', 'nodemailer_gmail', 'git_send_email'):
        ap = ' '.join(rs(LO, 4) for _ in range(4)) if chance(0.6) else rs(LO, 16)
    elif k == 'apple_notary':
        ap = '-'.join(rs(LO, 4) for _ in range(4))
    elif k == 'naver_smtp':
        ap = rs(UAN, 12)
    else:
        ap = rs(LO, 16)
    secs = [ap]
    if k == 'gmail_django':
        snip = f"EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = '{acct}'\nEMAIL_HOST_PASSWORD = '{ap}'"
    elif k == 'apple_notary':
        snip = f'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "{acct}" --team-id {rs(UAN, 10)} --password "{ap}"'
    elif k == 'naver_smtp':
        snip = f'spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username={acct}\nspring.mail.password={ap}'
    elif k == 'outlook_app':
        snip = f'[smtp]\nserver = smtp.office365.com\nport = 587\nuser = {acct}\napp_password = {ap}'
    elif k == 'nodemailer_gmail':
        snip = f"const transporter = nodemailer.createTransport({{ service: 'gmail', auth: {{ user: '{acct}', pass: '{ap}' }} }});"
    else:
        snip = f'[sendemail]\n    smtpServer = smtp.gmail.com\n    smtpServerPort = 587\n    smtpEncryption = tls\n    smtpUser = {acct}\n    smtpPass = {ap}'
    if en:
        ctx = pick(["Sending mail failed with 535 'Username and Password not accepted' and I didn't know an app password was required.",
                    "Nobody told me the account has 2FA, so the normal password can't be used from scripts.",
                    "I wasn't told which account the notifications are sent from."])
        les = pick(['It works with the app password the user generated:', 'Config after the fix:', 'Working settings:']) + '\n' + snip
        ask = pick(['Should notifications come from a shared mailbox instead of a personal account?', 'Can the app password be revoked once the service account exists?', ''])
    else:
        ctx = pick(["메일 발송이 535 'Username and Password not accepted'로 실패했는데 앱 비밀번호가 필요하다는 걸 몰랐음.",
                    "계정에 2단계 인증이 걸려 있어서 스크립트에서 일반 비번을 못 쓴다는 걸 아무도 말 안 해줌.",
                    "알림 메일을 어느 계정으로 보내는지 전달받지 못함."])
        les = pick(['사용자가 만든 앱 비밀번호로 됨:', '수정 후 설정:', '동작하는 설정:']) + '\n' + snip
        ask = pick(['개인 계정 말고 공용 메일 계정으로 보내는 게 맞나요?', '서비스 계정 생기면 이 앱 비밀번호 폐기할까요?', ''])
    return f'app password: {k}', fields(ctx, les, ask), secs


APPPW_CYCLE = EntryCycler()


# --- artefacts: tables, logs, stack traces, diffs, dumps ---------------------------------------------------------
def fam_artifact(lang):
    subs = ['md_table', 'stack_trace', 'diff', 'docker_inspect', 'printenv', 'kubectl_secret', 'gha_log', 'log_url']
    k = ART_CYCLE.next_from(subs)
    en = lang == 'en'
    if k == 'md_table':
        rows, secs = [], []
        for env in ['dev', 'staging', 'prod'][:R.randint(2, 3)]:
            p = pw_any(safe=True)
            secs.append(p)
            rows.append(f'| {env} | {host("db")} | {dbuser()} | {p} |')
        snip = ('| env | host | user | password |\n|---|---|---|---|\n' if en else '| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|\n') + '\n'.join(rows)
        ctx = ("The DB credentials table lives in an old Confluence page that nobody linked from the repo:" if en else
               "DB 계정 표가 repo에서 링크도 안 된 오래된 컨플루언스 페이지에 있었음:") + '\n' + snip
        les = ('Only the staging row is still valid; prod was rotated in March.' if en else '스테이징 행만 유효함. prod는 3월에 교체됨.')
    elif k == 'stack_trace':
        p = pw_url_needs_encoding() if chance(0.3) else pw_any(safe=True)
        pe = pct(p)
        secs = [pe]
        h = host('db')
        snip = (f'Traceback (most recent call last):\n  File "/app/db.py", line 14, in <module>\n    engine = create_engine("postgresql+psycopg2://app:{pe}@{h}:5432/app")\n'
                f'  ...\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "{h}", port 5432 failed: timeout expired')
        ctx = ("The worker crashed on boot and the user pasted the traceback:\n" if en else "워커가 기동 시 죽어서 사용자가 traceback을 붙여줌:\n") + snip
        les = ('The URL in db.py is hard-coded; the security group only allows the VPC CIDR, hence the timeout.' if en else
               'db.py에 URL이 하드코딩돼 있음. 보안 그룹이 VPC CIDR만 허용해서 timeout 난 것.')
    elif k == 'diff':
        p, p2 = pw_any(safe=True), pw_generated(32, safe=True)
        secs = [p, p2]
        snip = (f'diff --git a/.env.example b/.env.example\n--- a/.env.example\n+++ b/.env.example\n@@ -4,3 +4,5 @@\n DB_HOST=localhost\n-DB_PASSWORD=\n+DB_PASSWORD={p}\n'
                f'+JWT_SECRET={p2}')
        ctx = ("I didn't know the last commit on the branch filled real values into .env.example:" if en else "브랜치 마지막 커밋에서 .env.example에 실제 값이 들어간 걸 몰랐음:") + '\n' + snip
        les = ('That commit has to be rewritten before merging, and both values rotated.' if en else '머지 전에 커밋 히스토리 정리하고 두 값 모두 교체해야 함.')
    elif k == 'docker_inspect':
        p = pw_any(safe=True)
        secs = [p]
        snip = f'"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",\n    "MYSQL_ROOT_PASSWORD={p}",\n    "MYSQL_DATABASE={pick(DBS)}",\n    "GOSU_VERSION=1.17"\n],'
        ctx = ("I couldn't find where the legacy MySQL container gets its root password." if en else "레거시 MySQL 컨테이너 root 비번이 어디서 오는지 못 찾았음.")
        les = ((f"docker inspect shows it baked into the container env:\n{snip}") if en else (f"docker inspect 해보니 컨테이너 env에 박혀 있음:\n{snip}"))
    elif k == 'printenv':
        tok = gh_style('ghp_')
        p = pw_any(safe=True)
        secs = [p, tok]
        snip = f'HOME=/home/runner\nDB_USER=app\nDB_PASS={p}\nGH_TOKEN={tok}\nLANG=C.UTF-8\nPATH=/usr/bin:/bin'
        ctx = ("To debug the runner I asked for its environment and the user pasted the full printenv output:" if en else
               "러너 디버깅하려고 환경 변수를 물어봤더니 사용자가 printenv 전체를 붙여줌:") + '\n' + snip
        les = ('The job failed because DB_HOST is missing, not because of the credentials.' if en else '크리덴셜 문제가 아니라 DB_HOST가 없어서 실패한 것.')
    elif k == 'kubectl_secret':
        p = pw_any(safe=True)
        enc = b64e(p.encode())
        secs = [enc]
        snip = f'$ kubectl get secret {pick(DBS)}-db -o yaml\napiVersion: v1\ndata:\n  password: {enc}\n  username: {b64e(dbuser().encode())}\nkind: Secret'
        ctx = ("I didn't know which password the app pods actually use." if en else "앱 파드가 실제로 어떤 비번을 쓰는지 몰랐음.")
        les = ((f"From the cluster:\n{snip}\nDecoding it matched the Vault value, so the sync works.") if en else
               (f"클러스터에서 확인:\n{snip}\n디코딩하니 Vault 값이랑 같음. 동기화는 정상."))
    elif k == 'gha_log':
        p = pw_any(safe=True)
        b = b64e(f'deploy:{p}'.encode())
        secs = [b]
        snip = f'Run curl -fsS -H "Authorization: Basic {b}" https://nexus.{org()}.{pick(TLDS)}/service/rest/v1/status\ncurl: (22) The requested URL returned error: 401'
        ctx = ("The Actions log printed the Basic header unmasked because the secret was base64-encoded inside the step:" if en else
               "스텝 안에서 base64로 인코딩해서 Actions 로그에 Basic 헤더가 마스킹 안 되고 찍힘:") + '\n' + snip
        les = ('Masking only covers the literal secret; derived values need ::add-mask::.' if en else '마스킹은 원래 시크릿 문자열만 적용됨. 가공한 값은 ::add-mask:: 필요.')
    else:
        p = pw_any(safe=True)
        secs = [p]
        snip = f'2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d} 03:12:44,118 INFO  kombu.mixins Connected to amqp://worker:{p}@{host("mq")}:5672//'
        ctx = ("Celery workers kept reconnecting and I had only the log to go on:" if en else "Celery 워커가 계속 재연결해서 로그만 보고 추적함:") + '\n' + snip
        les = ('The broker drops idle connections after 60s; heartbeat=30 fixed it.' if en else '브로커가 60초 idle 커넥션을 끊음. heartbeat=30으로 해결.')
    ask = (pick(['Can someone rotate the exposed values?', 'Should logs like this be scrubbed before they reach me?', '']) if en else
           pick(['노출된 값 교체 부탁드려도 될까요?', '이런 로그는 저한테 오기 전에 마스킹할 수 있을까요?', '']))
    return f'artefact: {k}', fields(ctx, les, ask), secs


ART_CYCLE = EntryCycler()


# --- config files and application secrets ---------------------------------------------------------------------
def fam_config(lang):
    subs = ['maven_settings', 'pgpass', 'netrc', 'docker_config', 'git_credentials', 'django_secret', 'rails_master',
            'laravel_key', 'nextauth', 'wp_config', 'ansible_inv', 'npmrc_auth', 'fernet', 'grafana_ini', 'wireguard']
    k = CONF_CYCLE.next_from(subs)
    en = lang == 'en'
    u, p = dbuser(), pw_any(safe=True)
    if k == 'maven_settings':
        secs = [p]
        snip = f'<servers>\n  <server>\n    <id>{org()}-releases</id>\n    <username>{u}</username>\n    <password>{p}</password>\n  </server>\n</servers>'
        place = '~/.m2/settings.xml'
    elif k == 'pgpass':
        secs = [p]
        snip = f'{host("db")}:5432:{pick(DBS)}:{u}:{p}\n*:5432:*:postgres:{pw_any(safe=True).replace(":", "")}'
        secs = [p, snip.split(':')[-1]]
        place = '~/.pgpass'
    elif k == 'netrc':
        tok = gh_style('ghp_')
        secs = [tok, p]
        snip = f'machine github.com\n  login {person()}\n  password {tok}\nmachine nexus.{org()}.{pick(TLDS)}\n  login {u}\n  password {p}'
        place = '~/.netrc'
    elif k == 'docker_config':
        b = b64e(f'{u}:{p}'.encode())
        secs = [b]
        snip = json.dumps({'auths': {f'registry.{org()}.{pick(TLDS)}': {'auth': b}}}, indent=2)
        place = '~/.docker/config.json'
    elif k == 'git_credentials':
        tok = 'glpat-' + rs(B64U, 20)
        secs = [tok]
        snip = f'https://{person()}:{tok}@gitlab.{org()}.{pick(TLDS)}'
        place = '~/.git-credentials'
    elif k == 'django_secret':
        key = rs(LO + DG + '!@#$%^&*(-_=+)', 50)
        secs = [key]
        snip = f"SECRET_KEY = '{key}'"
        place = 'settings/production.py'
    elif k == 'rails_master':
        key = rs(HEXL, 32)
        secs = [key]
        snip = f'$ cat config/master.key\n{key}'
        place = 'config/master.key'
    elif k == 'laravel_key':
        key = 'base64:' + b64e(rbytes(32))
        secs = [key]
        snip = f'APP_NAME={org().title()}\nAPP_ENV=production\nAPP_KEY={key}\nAPP_DEBUG=false'
        place = '.env (Laravel)'
    elif k == 'nextauth':
        key = b64e(rbytes(32))
        secs = [key]
        snip = f'NEXTAUTH_URL=https://app.{org()}.{pick(TLDS)}\nNEXTAUTH_SECRET={key}'
        place = '.env.production'
    elif k == 'wp_config':
        salt = rs(AN + '!@#$%^&*()-_[]{}<>~+=,.;:/?|', 64).replace("'", '')
        secs = [p, salt]
        snip = f"define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '{u}' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'AUTH_KEY', '{salt}' );"
        place = 'wp-config.php'
    elif k == 'ansible_inv':
        p2 = pw_any(safe=True)
        secs = [p, p2]
        snip = f'[web]\nweb01 ansible_host=10.0.{R.randint(1, 9)}.11 ansible_user={u} ansible_password={p}\n\n[web:vars]\nansible_become_pass={p2}'
        place = 'inventories/prod/hosts'
    elif k == 'npmrc_auth':
        b = b64e(f'{u}:{p}'.encode())
        secs = [b]
        snip = f'registry=https://nexus.{org()}.{pick(TLDS)}/repository/npm-group/\n_auth={b}\nalways-auth=true'
        place = '.npmrc'
    elif k == 'fernet':
        key = b64e(rbytes(32)).replace('+', '-').replace('/', '_')
        secs = [key]
        snip = f'AIRFLOW__CORE__FERNET_KEY={key}'
        place = 'airflow.env'
    elif k == 'wireguard':
        priv = wg_keypair_private()
        secs = [priv]
        snip = (f'[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.{R.randint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64e(rbytes(32))}\n'
                f'Endpoint = vpn.{org()}.{pick(TLDS)}:51820\nAllowedIPs = 10.8.0.0/24, 10.20.0.0/16')
        place = '/etc/wireguard/wg0.conf'
    else:
        secs = [p]
        snip = f'[security]\nadmin_user = admin\nadmin_password = {p}\n\n[auth.anonymous]\nenabled = false'
        place = 'grafana.ini'
    if en:
        ctx = pick([f"I didn't know the build depends on credentials in {place}; on a clean machine it just fails.",
                    f"Nobody mentioned that {place} is not in the repo and has to be created by hand.",
                    f"The user had a working {place} locally and I didn't."])
        les = pick([f"Their {place}:", f"Contents of {place} that make it work:", f"{place} as copied from the user's machine:"]) + '\n' + snip
        ask = pick([f'Can {place} be generated from the secret manager instead of copied around?', f'Is there a template for {place} somewhere?',
                    'Should these values be rotated since they were shared here?', ''])
    else:
        ctx = pick([f"빌드가 {place}에 있는 인증 정보에 의존한다는 걸 몰랐음. 새 머신에서는 그냥 실패함.",
                    f"{place}는 repo에 없어서 손으로 만들어야 한다는 얘기를 못 들음.",
                    f"사용자 로컬에는 동작하는 {place}가 있었고 나는 없었음."])
        les = pick([f"사용자의 {place}:", f"동작하는 {place} 내용:", f"사용자 머신에서 복사한 {place}:"]) + '\n' + snip
        ask = pick([f'{place}를 복사해서 돌리지 말고 secret manager에서 생성하게 할까요?', f'{place} 템플릿 어디 있나요?',
                    '여기 공유됐으니 값들 교체해야 할까요?', ''])
    return f'config file: {k}', fields(ctx, les, ask), secs


CONF_CYCLE = EntryCycler()


# ====================================================================================================
# CLEAN notes: risky-looking but without any credential
# ====================================================================================================
BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frombits, tobits):
    acc, bits, ret = 0, 0, []
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & ((1 << tobits) - 1))
    if bits:
        ret.append((acc << (tobits - bits)) & ((1 << tobits) - 1))
    return ret


def bech32_encode(hrp, data5):
    hv = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(hv + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH32[d] for d in data5 + chk)


def age_recipient():
    return bech32_encode('age', _convertbits(rbytes(32), 8, 5))


def btc_address():
    return bech32_encode('bc', [0] + _convertbits(rbytes(20), 8, 5))


def ssh_rsa_public(comment):
    n = R.getrandbits(2048) | (1 << 2047) | 1
    nb = b'\x00' + n.to_bytes(256, 'big')
    blob = sshstr('ssh-rsa') + sshstr(b'\x01\x00\x01') + sshstr(nb)
    return 'ssh-rsa ' + b64e(blob) + ' ' + comment


def fake_cert_pem():
    body = rbytes(R.randint(420, 520))
    der_cert = der(0x30, der(0x30, der(0xA0, der_int(2)) + der_int(R.getrandbits(64)) + body))
    return pem('CERTIFICATE', der_cert)[1]


def sha256hex():
    return rs(HEXL, 64)


def git_sha():
    return rs(HEXL, 40)


def aws_account():
    return digits(12)


CLEAN_CYCLES = {}


def cyc(name, subs):
    if name not in CLEAN_CYCLES:
        CLEAN_CYCLES[name] = EntryCycler()
    return CLEAN_CYCLES[name].next_from(subs)


def L(lang, en, ko):
    return en if lang == 'en' else ko


# --- references to secret stores, env vars, encrypted-at-rest values ------------------------------------------
def cl_secret_ref(lang):
    subs = ['gha_secrets', 'op_read', 'vault_kv', 'aws_sm', 'cfn_ssm', 'k8s_ref', 'gcp_sm', 'akv_ref', 'doppler', 'compose_var',
            'tf_sensitive', 'sops', 'sealed', 'ansible_vault', 'code_env', 'spring_placeholder', 'gitlab_predef', 'external_secret',
            'op_env_tpl', 'jenkins_creds', 'oidc_role', 'csi_store']
    k = cyc('secret_ref', subs)
    en = lang == 'en'
    o, r = org(), pick(REPOS)
    acct = aws_account()
    region = pick(REGIONS)
    if k == 'gha_secrets':
        s = f'      - run: pnpm run deploy\n        env:\n          STRIPE_SECRET_KEY: ${{{{ secrets.STRIPE_SECRET_KEY }}}}\n          DATABASE_URL: ${{{{ secrets.PROD_DATABASE_URL }}}}\n          GITHUB_TOKEN: ${{{{ secrets.GITHUB_TOKEN }}}}'
        mc = L(lang, "I didn't know the deploy workflow reads its credentials from repository secrets, not from an environment.",
               "배포 워크플로가 environment가 아니라 repository secrets에서 값을 읽는다는 걸 몰랐음.")
        les = L(lang, f"The step env block:\n{s}\nForked PRs don't get these secrets, which is why their deploy preview fails.",
                f"스텝 env 블록:\n{s}\n포크에서 온 PR은 이 secrets를 못 받아서 프리뷰 배포가 실패하는 것.")
        ask = L(lang, 'Should the prod values move to a protected environment with required reviewers?', 'prod 값은 reviewer 필수인 environment로 옮길까요?')
    elif k == 'op_read':
        s = f'export OPENAI_API_KEY="$(op read \'op://Engineering/OpenAI {r}/credential\')"\nexport DB_PASSWORD="$(op read \'op://Engineering/{r}-db/password\')"'
        mc = L(lang, "Nobody told me the team keeps API keys in 1Password and loads them with the op CLI.", "팀이 API 키를 1Password에 두고 op CLI로 불러온다는 걸 몰랐음.")
        les = L(lang, f"Their ~/.zshrc does this:\n{s}\nop must be signed in first (op signin), otherwise the variables end up empty.",
                f"~/.zshrc에서 이렇게 함:\n{s}\nop signin 먼저 안 하면 변수가 빈 값이 됨.")
        ask = L(lang, 'Which 1Password vault should I request access to?', '어느 1Password vault 권한을 요청하면 되나요?')
    elif k == 'vault_kv':
        s = f'vault kv get -mount=secret -field=password apps/{r}/postgres'
        mc = L(lang, f"I didn't know the {r} DB password is only in Vault.", f"{r} DB 비번이 Vault에만 있다는 걸 몰랐음.")
        les = L(lang, f"Fetch it at runtime with `{s}`; the policy apps-{r}-read grants exactly that path.",
                f"`{s}` 로 런타임에 가져와야 함. apps-{r}-read 정책이 딱 그 경로만 허용함.")
        ask = L(lang, 'Can my token get the apps-read policy for the staging mount too?', '스테이징 mount에도 apps-read 정책 붙여주실 수 있나요?')
    elif k == 'aws_sm':
        arn = f'arn:aws:secretsmanager:{region}:{acct}:secret:prod/{r}/db-{rs(AN, 6)}'
        s = f'aws secretsmanager get-secret-value --secret-id prod/{r}/db --query SecretString --output text | jq -r .password'
        mc = L(lang, "The migration script expects DB_PASSWORD and nobody said where it comes from in prod.", "마이그레이션 스크립트가 DB_PASSWORD를 기대하는데 prod에서 어디서 오는지 아무도 말 안 해줌.")
        les = L(lang, f"It's in Secrets Manager ({arn}); the task role can read it:\n{s}", f"Secrets Manager에 있음({arn}). task role로 읽기 가능:\n{s}")
        ask = L(lang, 'Is automatic rotation enabled on that secret?', '그 시크릿 자동 rotation 켜져 있나요?')
    elif k == 'cfn_ssm':
        s = f"MasterUserPassword: '{{{{resolve:ssm-secure:/{r}/prod/db_master_password:3}}}}'"
        mc = L(lang, "I didn't know the CloudFormation template pulls the RDS master password from Parameter Store.", "CloudFormation 템플릿이 RDS 마스터 비번을 Parameter Store에서 가져온다는 걸 몰랐음.")
        les = L(lang, f"The template uses a dynamic reference:\n{s}\nThe version number must be bumped after rotating the parameter.",
                f"템플릿에서 dynamic reference 사용:\n{s}\n파라미터 교체 후엔 버전 번호도 올려야 함.")
        ask = L(lang, 'Who rotates /prod/db_master_password and how do we get notified?', '/prod/db_master_password 교체는 누가 하고 어떻게 공지되나요?')
    elif k == 'k8s_ref':
        s = f'          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: {r}-db\n                  key: password'
        mc = L(lang, "I assumed the pods got the DB password from a ConfigMap.", "파드가 DB 비번을 ConfigMap에서 받는 줄 알았음.")
        les = L(lang, f"They use a secretKeyRef:\n{s}\nChanging the Secret doesn't restart the pods; a rollout restart is needed.",
                f"secretKeyRef를 씀:\n{s}\nSecret 바꿔도 파드가 재시작 안 돼서 rollout restart 필요.")
        ask = L(lang, 'Should we add Reloader so pods restart on Secret changes?', 'Secret 바뀌면 파드 재시작되게 Reloader 붙일까요?')
    elif k == 'gcp_sm':
        proj = digits(12)
        s = f'projects/{proj}/secrets/{r}-stripe-key/versions/latest'
        mc = L(lang, "Cloud Run kept failing at startup and I didn't know it reads a secret.", "Cloud Run이 기동 중에 실패했는데 시크릿을 읽는다는 걸 몰랐음.")
        les = L(lang, f"The service mounts {s} as STRIPE_KEY; the runtime service account needed roles/secretmanager.secretAccessor.",
                f"서비스가 {s} 를 STRIPE_KEY로 마운트함. 런타임 서비스 계정에 roles/secretmanager.secretAccessor 권한이 필요했음.")
        ask = L(lang, 'Should we pin a version instead of latest?', 'latest 말고 버전 고정할까요?')
    elif k == 'akv_ref':
        s = f'@Microsoft.KeyVault(SecretUri=https://kv-{o}-prod.vault.azure.net/secrets/SqlPassword/)'
        mc = L(lang, "The App Service setting for the SQL password looked empty in the portal.", "App Service 설정에서 SQL 비번 값이 비어 보였음.")
        les = L(lang, f"It's a Key Vault reference, not a value: {s}. The app's managed identity needs Get on secrets.",
                f"값이 아니라 Key Vault 참조임: {s}. 앱 managed identity에 secrets Get 권한 필요.")
        ask = L(lang, 'Is the staging slot pointed at the staging vault?', '스테이징 슬롯도 스테이징 vault를 보고 있나요?')
    elif k == 'doppler':
        s = 'doppler run --project ' + r + ' --config stg -- npm run start'
        mc = L(lang, "Locally the app started without any env vars set and I couldn't see where they came from.", "로컬에서 env 설정 없이 앱이 뜨길래 값이 어디서 오는지 몰랐음.")
        les = L(lang, f"Everything is injected by Doppler: `{s}`. `doppler setup` once per checkout picks the project.",
                f"Doppler가 다 주입함: `{s}`. 체크아웃마다 `doppler setup` 한 번 해야 프로젝트가 잡힘.")
        ask = L(lang, 'Can I get read access to the stg config in Doppler?', 'Doppler stg config 읽기 권한 받을 수 있을까요?')
    elif k == 'compose_var':
        s = 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n    env_file: .env'
        mc = L(lang, "`docker compose up` failed immediately with 'required variable POSTGRES_PASSWORD is missing'.", "`docker compose up`이 'required variable POSTGRES_PASSWORD is missing'으로 바로 실패함.")
        les = L(lang, f"The compose file requires it on purpose:\n{s}\nCopy .env.example to .env and fill it locally.",
                f"compose 파일에서 일부러 필수로 걸어둠:\n{s}\n.env.example을 .env로 복사해서 로컬에서 채우면 됨.")
        ask = ''
    elif k == 'tf_sensitive':
        s = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}'
        mc = L(lang, "terraform plan asked for db_password interactively and I didn't know where the value comes from.", "terraform plan이 db_password를 입력하라고 했는데 값 출처를 몰랐음.")
        les = L(lang, f"No default on purpose:\n{s}\nCI passes it as TF_VAR_db_password from the pipeline secret.",
                f"일부러 default 없음:\n{s}\nCI에서는 파이프라인 시크릿으로 TF_VAR_db_password를 넘김.")
        ask = L(lang, 'Should we switch to manage_master_user_password so Terraform never sees it?', 'Terraform이 값을 아예 안 보게 manage_master_user_password로 바꿀까요?')
    elif k == 'sops':
        ag = age_recipient()
        s = (f'db:\n    password: ENC[AES256_GCM,data:{b64e(rbytes(R.randint(12, 20)))},iv:{b64e(rbytes(32))},tag:{b64e(rbytes(16))},type:str]\n'
             f'sops:\n    age:\n        - recipient: {ag}')
        mc = L(lang, "I didn't know secrets.enc.yaml is encrypted with sops and safe to commit.", "secrets.enc.yaml이 sops로 암호화돼 있어서 커밋해도 된다는 걸 몰랐음.")
        les = L(lang, f"The file looks like this:\n{s}\nDecrypting needs the age identity in ~/.config/sops/age/keys.txt, which I don't have.",
                f"파일 내용은 이런 형태:\n{s}\n복호화하려면 ~/.config/sops/age/keys.txt의 age identity가 필요한데 나한테는 없음.")
        ask = L(lang, 'Can my age public key be added as a recipient?', '제 age 공개키를 recipient로 추가해주실 수 있나요?')
    elif k == 'sealed':
        s = f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {r}-db\nspec:\n  encryptedData:\n    password: AgB{b64e(rbytes(R.randint(250, 300)))}'
        mc = L(lang, "I thought committing k8s secrets was forbidden, but the repo has them.", "k8s 시크릿 커밋은 금지인 줄 알았는데 repo에 들어가 있었음.")
        les = L(lang, f"They are SealedSecrets; only the controller in the cluster can decrypt them:\n{s}",
                f"SealedSecret이라 클러스터 컨트롤러만 복호화할 수 있음:\n{s}")
        ask = L(lang, 'Is kubeseal pointed at the prod controller cert by default?', 'kubeseal 기본 설정이 prod 컨트롤러 인증서를 보나요?')
    elif k == 'ansible_vault':
        hexlines = '\n'.join(rs('0123456789abcdef', 80) for _ in range(R.randint(3, 5)))
        s = f'$ANSIBLE_VAULT;1.1;AES256\n{hexlines}'
        mc = L(lang, "group_vars/prod/vault.yml looked like garbage and I didn't know it's ansible-vault encrypted.", "group_vars/prod/vault.yml이 깨진 파일처럼 보였는데 ansible-vault 암호화된 것이었음.")
        les = L(lang, f"Header and body:\n{s}\nRuns need --vault-password-file pointing at the file the ops team distributes.",
                f"헤더와 본문:\n{s}\n실행 시 ops팀이 배포하는 파일로 --vault-password-file 지정해야 함.")
        ask = L(lang, 'Where do I get the vault password file?', 'vault 비번 파일은 어디서 받나요?')
    elif k == 'code_env':
        lang_code = pick([f'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, {{ apiVersion: "2024-06-20" }});',
                          'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
                          'String password = System.getenv("DB_PASSWORD");',
                          'token := os.Getenv("GITHUB_TOKEN")\nif token == "" {\n    log.Fatal("GITHUB_TOKEN not set")\n}',
                          'let key = std::env::var("ANTHROPIC_API_KEY").expect("ANTHROPIC_API_KEY must be set");'])
        mc = L(lang, "The script crashed with a KeyError and I didn't know it expects the key in the environment.", "스크립트가 KeyError로 죽었는데 키를 환경변수에서 기대한다는 걸 몰랐음.")
        les = L(lang, f"The code reads:\n{lang_code}\nThere's no fallback, so it must be exported before running.",
                f"코드가 이렇게 읽음:\n{lang_code}\nfallback이 없어서 실행 전에 export 필수.")
        ask = L(lang, 'Can we add a friendlier error message listing the required variables?', '필요한 변수 목록 알려주는 에러 메시지 추가할까요?')
    elif k == 'spring_placeholder':
        s = 'spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}'
        mc = L(lang, "I didn't know application.yml only contains placeholders and the values come from the environment.", "application.yml에는 placeholder만 있고 값은 환경변수에서 온다는 걸 몰랐음.")
        les = L(lang, f"{s}\nIn IntelliJ the run configuration has an EnvFile pointing at .env.local.", f"{s}\nIntelliJ 실행 설정에서 EnvFile로 .env.local을 지정해둠.")
        ask = ''
    elif k == 'gitlab_predef':
        s = 'docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" "$CI_REGISTRY"\ncurl --header "JOB-TOKEN: $CI_JOB_TOKEN" "${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages"'
        mc = L(lang, "I was going to create a deploy token for the registry login in CI.", "CI 레지스트리 로그인용으로 deploy token을 새로 만들려고 했음.")
        les = L(lang, f"Not needed; GitLab predefined variables cover it:\n{s}", f"필요 없음. GitLab 기본 변수로 해결됨:\n{s}")
        ask = ''
    elif k == 'external_secret':
        s = (f'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {r}-api\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n'
             f'  data:\n    - secretKey: SENDGRID_API_KEY\n      remoteRef:\n        key: prod/{r}/sendgrid\n        property: api_key')
        mc = L(lang, "I couldn't find where the SENDGRID_API_KEY in the cluster is defined.", "클러스터의 SENDGRID_API_KEY가 어디서 정의되는지 못 찾았음.")
        les = L(lang, f"It's synced by External Secrets from AWS:\n{s}", f"External Secrets가 AWS에서 동기화함:\n{s}")
        ask = L(lang, 'What is the refresh interval, in case we rotate?', '교체하면 refresh interval이 얼마인가요?')
    elif k == 'op_env_tpl':
        s = f'STRIPE_SECRET_KEY=op://Payments/Stripe prod/secret key\nDATABASE_URL=op://Payments/{r} postgres/connection string'
        mc = L(lang, "There's a .env.tpl in the repo and I didn't know how it becomes a real env.", "repo에 .env.tpl이 있는데 실제 env로 어떻게 바뀌는지 몰랐음.")
        les = L(lang, f".env.tpl only holds references:\n{s}\nRun with `op run --env-file=.env.tpl -- pnpm dev`.", f".env.tpl에는 참조만 있음:\n{s}\n`op run --env-file=.env.tpl -- pnpm dev` 로 실행.")
        ask = ''
    elif k == 'jenkins_creds':
        s = "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n    sh './gradlew publish -PnexusUser=$NEXUS_USER -PnexusPass=$NEXUS_PASS'\n}"
        mc = L(lang, "The Jenkins publish stage failed with 401 and I didn't know which credential it uses.", "젠킨스 publish 단계가 401로 실패했는데 어떤 credential을 쓰는지 몰랐음.")
        les = L(lang, f"The Jenkinsfile binds the credential ID nexus-deploy:\n{s}\nThe credential itself had expired in Jenkins.",
                f"Jenkinsfile에서 nexus-deploy credential ID를 바인딩함:\n{s}\nJenkins에 저장된 credential 자체가 만료돼 있었음.")
        ask = L(lang, 'Who can update the nexus-deploy credential in Jenkins?', '젠킨스 nexus-deploy credential은 누가 갱신할 수 있나요?')
    elif k == 'oidc_role':
        s = f'permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::{acct}:role/gha-deploy-{r}\n      aws-region: {region}'
        mc = L(lang, "I was about to ask for AWS access keys for the workflow.", "워크플로용 AWS access key를 요청하려던 참이었음.")
        les = L(lang, f"No long-lived keys are used; the workflow assumes a role via OIDC:\n{s}", f"장기 키는 안 씀. 워크플로가 OIDC로 role을 assume 함:\n{s}")
        ask = L(lang, 'Does the role trust policy allow the release/* branches too?', 'role trust policy에 release/* 브랜치도 허용돼 있나요?')
    else:
        s = f'apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n  name: {r}-kv\nspec:\n  provider: azure\n  parameters:\n    keyvaultName: kv-{o}-prod\n    objects: |\n      array:\n        - |\n          objectName: {r}-db-password\n          objectType: secret\n    tenantId: {uuid4()}'
        mc = L(lang, "The pod had a file /mnt/secrets-store/... and I didn't know where it came from.", "파드에 /mnt/secrets-store/... 파일이 있었는데 어디서 오는지 몰랐음.")
        les = L(lang, f"It's the Key Vault CSI driver:\n{s}", f"Key Vault CSI 드라이버로 마운트된 것:\n{s}")
        ask = ''
    return f'clean: secret-store/env reference ({k})', fields(mc, les, ask)


# --- placeholders and masked values ------------------------------------------------------------------------
def cl_placeholder(lang):
    subs = ['env_example', 'curl_placeholder', 'code_placeholder', 'masked_ui', 'last4', 'redacted_log', 'gha_mask', 'prompt_flag',
            'azure_masked', 'kubectl_describe', 'password_stdin', 'postman_var', 'helm_empty', 'openai_masked', 'stars_yaml', 'readme_docs']
    k = cyc('placeholder', subs)
    en = lang == 'en'
    r = pick(REPOS)
    if k == 'env_example':
        s = pick(['OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=\nDATABASE_URL=postgresql://USER:PASSWORD@localhost:5432/app',
                  'STRIPE_SECRET_KEY=sk_test_xxx\nSTRIPE_WEBHOOK_SECRET=whsec_...\nNEXT_PUBLIC_APP_URL=http://localhost:3000',
                  'AWS_ACCESS_KEY_ID=<your-access-key-id>\nAWS_SECRET_ACCESS_KEY=<your-secret-access-key>\nAWS_REGION=ap-northeast-2',
                  'SLACK_BOT_TOKEN=xoxb-your-token\nSLACK_SIGNING_SECRET=your-signing-secret\nPORT=3000'])
        mc = L(lang, "I didn't know which variables the app needs; .env.example lists them with placeholders:", "앱에 필요한 변수를 몰랐는데 .env.example에 placeholder로 정리돼 있었음:") + '\n' + s
        les = L(lang, 'Real values are not in the repo; each dev fills their own .env.', '실제 값은 repo에 없고 각자 .env에 채워야 함.')
        ask = L(lang, 'Where do new devs get their own values?', '신규 입사자는 값을 어디서 받나요?')
    elif k == 'curl_placeholder':
        s = pick(['curl https://api.openai.com/v1/models -H "Authorization: Bearer $OPENAI_API_KEY"',
                  'curl -H "Authorization: token <YOUR_GITHUB_TOKEN>" https://api.github.com/user',
                  'curl -u "<email>:<api_token>" https://your-domain.atlassian.net/rest/api/3/myself',
                  'curl -X POST https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer ${SENDGRID_API_KEY}" -d @mail.json'])
        mc = L(lang, "I wasn't sure how to authenticate against the API from the terminal.", "터미널에서 API 인증을 어떻게 하는지 몰랐음.")
        les = L(lang, f"The README's example:\n{s}\nThe placeholder is filled from the shell, never inline.", f"README 예시:\n{s}\nplaceholder는 셸에서 채우고 값을 직접 쓰지 않음.")
        ask = ''
    elif k == 'code_placeholder':
        s = pick(['genai.configure(api_key="YOUR_API_KEY")', 'const client = new Anthropic({ apiKey: "REPLACE_ME" });',
                  'stripe.api_key = "sk_test_..."  # TODO load from env', 'PINECONE_API_KEY = "<paste key here>"'])
        mc = L(lang, "The quickstart copied into the repo still had the vendor's placeholder.", "repo에 복사된 quickstart 코드에 벤더 placeholder가 그대로 남아 있었음.")
        les = L(lang, f"`{s}` fails with an auth error, which is what the user was seeing; it should read the key from the environment.",
                f"`{s}` 그대로라서 인증 에러가 났던 것. 환경변수에서 읽도록 바꿔야 함.")
        ask = L(lang, 'OK to replace it with an env lookup?', '환경변수에서 읽도록 바꿔도 되나요?')
    elif k == 'masked_ui':
        s = pick(['ghp_' + '*' * 36, 'sk-ant-api03-' + '•' * 12 + '...', 'xoxb-' + '*' * 20, 'AKIA' + '*' * 16, 'dop_v1_' + '•' * 20])
        mc = L(lang, "I couldn't tell from the settings page which token the integration uses.", "설정 페이지에서 연동이 어떤 토큰을 쓰는지 알 수 없었음.")
        les = L(lang, f"The UI only shows a masked value ({s}); the full token is shown once at creation and never again.",
                f"UI에는 마스킹된 값({s})만 보임. 전체 토큰은 생성할 때 한 번만 보여줌.")
        ask = L(lang, 'Do you know who created the token, so we can ask them?', '토큰 누가 만들었는지 아시나요?')
    elif k == 'last4':
        l4 = rs(LAN, 4)
        mc = L(lang, f"There are three Stripe keys in the dashboard and I didn't know which one production uses.", "Stripe 대시보드에 키가 세 개 있어서 운영이 어떤 걸 쓰는지 몰랐음.")
        les = L(lang, f"Production uses the restricted key ending in ...{l4} (created 2024-03-11); the other two can be rolled.",
                f"운영은 ...{l4}로 끝나는 restricted key 사용 (2024-03-11 생성). 나머지 둘은 폐기해도 됨.")
        ask = L(lang, f'Should I roll the two keys that are not ...{l4}?', f'...{l4} 아닌 나머지 두 개 롤링할까요?')
    elif k == 'redacted_log':
        s = f'2024-06-0{R.randint(1, 9)}T11:02:{R.randint(10, 59)}Z INFO auth: login ok user={person()} password=[REDACTED] token=[REDACTED] ip=10.2.{R.randint(0, 9)}.{R.randint(2, 200)}'
        mc = L(lang, "I wanted to check what the auth service logs on login.", "로그인 시 auth 서비스가 뭘 남기는지 확인하고 싶었음.")
        les = L(lang, f"It scrubs sensitive fields already:\n{s}", f"민감 필드는 이미 마스킹됨:\n{s}")
        ask = ''
    elif k == 'gha_mask':
        s = 'Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGISTRY_PASSWORD: ***\nLogin Succeeded'
        mc = L(lang, "I wanted to confirm the deploy used the new registry credentials.", "배포가 새 레지스트리 인증 정보를 썼는지 확인하려 했음.")
        les = L(lang, f"The Actions log masks them, so only the success line tells:\n{s}", f"Actions 로그는 마스킹돼서 성공 여부로만 확인 가능:\n{s}")
        ask = ''
    elif k == 'prompt_flag':
        s = pick([f'mysql -h db.internal -u {dbuser()} -p', f'psql -h db.internal -U {dbuser()} -W {pick(DBS)}', 'sqlcmd -S db.internal -U sa', f'ssh {dbuser()}@bastion.internal'])
        mc = L(lang, "I didn't know interactive prompts are the expected way to log in to the DB from a laptop.", "노트북에서 DB 접속할 때 프롬프트 입력이 정석이라는 걸 몰랐음.")
        les = L(lang, f"`{s}` prompts for the password, so nothing ends up in shell history.", f"`{s}` 하면 비번을 프롬프트로 물어봐서 history에 안 남음.")
        ask = ''
    elif k == 'azure_masked':
        s = f'DefaultEndpointsProtocol=https;AccountName={org()}stg{digits(2)};AccountKey=****;EndpointSuffix=core.windows.net'
        mc = L(lang, "The storage connection string in the runbook looked incomplete.", "런북에 있는 스토리지 connection string이 불완전해 보였음.")
        les = L(lang, f"It's masked on purpose: {s}. The real one comes from the Key Vault secret storage-conn.",
                f"일부러 마스킹한 것: {s}. 실제 값은 Key Vault 시크릿 storage-conn에서 가져옴.")
        ask = ''
    elif k == 'kubectl_describe':
        s = f'Name:         {r}-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes'
        mc = L(lang, "I needed to know whether the DB secret exists in prod.", "prod에 DB 시크릿이 있는지 확인해야 했음.")
        les = L(lang, f"`kubectl describe secret` shows only sizes:\n{s}", f"`kubectl describe secret`은 크기만 보여줌:\n{s}")
        ask = ''
    elif k == 'password_stdin':
        s = pick(['cat ~/.config/ghcr.token | docker login ghcr.io -u USERNAME --password-stdin',
                  'aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.ap-northeast-2.amazonaws.com'])
        mc = L(lang, "docker login kept warning about passwords on the command line.", "docker login 할 때마다 커맨드라인 비번 경고가 떴음.")
        les = L(lang, f"Switched to:\n{s}", f"이렇게 바꿈:\n{s}")
        ask = ''
    elif k == 'postman_var':
        s = '{\n  "key": "api_key",\n  "value": "{{vault:openai-api-key}}",\n  "type": "secret"\n}'
        mc = L(lang, "The shared Postman environment had an api_key variable and I didn't know its value.", "공유 Postman environment에 api_key 변수가 있는데 값을 몰랐음.")
        les = L(lang, f"It references Postman Vault, so the value stays local:\n{s}", f"Postman Vault 참조라 값은 각자 로컬에만 있음:\n{s}")
        ask = ''
    elif k == 'helm_empty':
        s = 'auth:\n  # set via --set auth.password or use existingSecret\n  password: ""\n  existingSecret: ' + r + '-postgres'
        mc = L(lang, "The chart values had an empty password and I thought the DB had no password.", "차트 values에 password가 빈 값이라 DB에 비번이 없는 줄 알았음.")
        les = L(lang, f"existingSecret takes precedence:\n{s}", f"existingSecret이 우선함:\n{s}")
        ask = ''
    elif k == 'openai_masked':
        s = f'openai.AuthenticationError: Error code: 401 - {{\'error\': {{\'message\': \'Incorrect API key provided: sk-proj-********************{rs(AN, 4)}. You can find your API key at https://platform.openai.com/account/api-keys.\', \'type\': \'invalid_request_error\', \'code\': \'invalid_api_key\'}}}}'
        mc = L(lang, "The summarizer job failed and I only had the error:", "요약 잡이 실패했는데 에러 메시지만 있었음:") + '\n' + s
        les = L(lang, "The key in the job's env is an old one that was revoked; the new one is in the secret store.", "잡 env에 있는 키가 폐기된 예전 키임. 새 키는 secret store에 있음.")
        ask = L(lang, 'Can the job read the key from the secret store instead of its own env?', '잡이 자체 env 말고 secret store에서 키를 읽게 할까요?')
    elif k == 'stars_yaml':
        s = 'smtp:\n  host: smtp.office365.com\n  port: 587\n  user: noreply@' + org() + '.com\n  password: "********"'
        mc = L(lang, "The config pasted in the ticket had the SMTP password starred out.", "티켓에 붙은 설정에 SMTP 비번이 별표로 가려져 있었음.")
        les = L(lang, f"{s}\nSo the ticket alone isn't enough to reproduce; the real config is on the server.", f"{s}\n티켓만으로는 재현 불가, 실제 설정은 서버에 있음.")
        ask = L(lang, 'Can I get read access to the server config?', '서버 설정 읽기 권한 받을 수 있나요?')
    else:
        s = '```bash\nexport ANTHROPIC_API_KEY=your-api-key-here\nclaude\n```'
        mc = L(lang, "The docs/setup.md snippet confused the user into thinking a key was committed.", "docs/setup.md 스니펫 때문에 사용자가 키가 커밋된 줄 알았음.")
        les = L(lang, f"It's only the docs placeholder:\n{s}", f"문서 placeholder일 뿐임:\n{s}")
        ask = ''
    return f'clean: placeholder/masked ({k})', fields(mc, les, ask)


# --- vendor documentation examples ------------------------------------------------------------------------------
def cl_doc_example(lang):
    subs = ['aws_example', 'aws_example2', 'jwt_io', 'azurite', 'rfc6238', 'hardhat', 'stripe_card']
    k = cyc('doc_example', subs)
    if k == 'aws_example':
        s = '[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
        mc = L(lang, "The test for the credentials parser uses a fixture I thought might be real:", "credentials 파서 테스트 fixture가 실제 키인 줄 알았음:") + '\n' + s
        les = L(lang, "Those are the example keys from the AWS documentation; they never worked anywhere.", "AWS 문서에 나오는 예시 키임. 어디서도 동작하지 않음.")
    elif k == 'aws_example2':
        s = 'AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nAWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY'
        mc = L(lang, "Secret scanning in CI flagged docs/aws.md.", "CI 시크릿 스캔이 docs/aws.md를 잡아냈음.")
        les = L(lang, f"The flagged lines are AWS's documented sample pair:\n{s}\nAdded an allowlist entry for the EXAMPLE suffix.",
                f"잡힌 줄은 AWS 문서의 샘플 키 쌍:\n{s}\nEXAMPLE 접미사는 allowlist에 추가함.")
    elif k == 'jwt_io':
        s = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
        mc = L(lang, "The middleware unit test hard-codes a JWT and I wanted to know if it's a real session.", "미들웨어 유닛 테스트에 JWT가 하드코딩돼 있어서 실제 세션인지 확인하고 싶었음.")
        les = L(lang, f"It's the sample token from jwt.io (sub 1234567890, name John Doe):\n{s}", f"jwt.io 샘플 토큰임 (sub 1234567890, name John Doe):\n{s}")
    elif k == 'azurite':
        s = 'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;'
        mc = L(lang, "The integration tests talk to blob storage and I didn't know they use the local emulator.", "통합 테스트가 blob storage를 쓰는데 로컬 에뮬레이터인 줄 몰랐음.")
        les = L(lang, f"docker-compose runs Azurite and the tests use its well-known development connection string:\n{s}",
                f"docker-compose로 Azurite를 띄우고 테스트는 공개된 개발용 connection string을 씀:\n{s}")
    elif k == 'rfc6238':
        s = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
        mc = L(lang, "The TOTP unit tests use a fixed seed and I wasn't sure it was safe to keep in the repo.", "TOTP 유닛 테스트가 고정 시드를 써서 repo에 둬도 되는지 확신이 없었음.")
        les = L(lang, f"It's the RFC 6238 test vector seed (ASCII \"12345678901234567890\", base32 {s}), so the expected codes come straight from the RFC.",
                f"RFC 6238 테스트 벡터 시드임 (ASCII \"12345678901234567890\", base32 {s}). 기대값도 RFC 표 그대로.")
    elif k == 'stripe_card':
        mc = L(lang, "The checkout E2E test types a card number and I wasn't sure it was safe to keep in the repo.", "결제 E2E 테스트가 카드 번호를 입력하는데 repo에 둬도 되는지 확신이 없었음.")
        les = L(lang, "It's Stripe's documented test card 4242 4242 4242 4242 (any future expiry such as 12/34, any CVC); it only works with test-mode keys.",
                "Stripe 문서에 나오는 테스트 카드 4242 4242 4242 4242 (만료일은 12/34처럼 미래 아무 날짜, CVC 아무 값). test mode 키에서만 동작함.")
    else:
        s = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
        mc = L(lang, "The local chain tests sign with a private key that is committed in test/helpers.ts.", "로컬 체인 테스트가 test/helpers.ts에 커밋된 개인 키로 서명함.")
        les = L(lang, f"It's Hardhat/Anvil's default account #0 key ({s}), published in their docs for the test mnemonic; never fund it on a real network.",
                f"Hardhat/Anvil 기본 계정 #0 키({s})로 문서에 공개된 테스트용 값. 실제 네트워크에서 절대 쓰면 안 됨.")
    ask = pick(['', L(lang, 'Should the secret scanner allowlist these documented values?', '시크릿 스캐너에 이 공개 예시 값들 allowlist 할까요?')])
    return f'clean: vendor documentation example ({k})', fields(mc, les, ask)


# --- hashes, checksums, digests, commit SHAs ---------------------------------------------------------------------
def cl_hashes(lang):
    subs = ['commit', 'sha256sum', 'image_digest', 'npm_integrity', 'pip_hash', 'go_sum', 'sri', 'etag', 'tf_lock',
            'cargo', 'nix', 'webhook_sig', 'detect_secrets', 'cert_fp', 'git_blob', 'md5_file']
    k = cyc('hashes', subs)
    r = pick(REPOS)
    if k == 'commit':
        a, b = git_sha(), git_sha()
        mc = L(lang, f"I didn't know the regression started after a dependency bump in {r}.", f"{r} 회귀가 의존성 업데이트 이후 시작됐다는 걸 몰랐음.")
        les = L(lang, f"git bisect points at {a} (bump axios); reverting it on top of {b[:12]} fixes the tests.",
                f"git bisect 결과 {a} (axios 버전업)가 원인. {b[:12]} 위에서 revert 하면 테스트 통과.")
        ask = L(lang, f'Do you want the revert as a PR against main or the release branch?', 'revert PR을 main에 올릴까요, release 브랜치에 올릴까요?')
    elif k == 'sha256sum':
        lines = '\n'.join(f'{sha256hex()}  {r}-{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}-{pl}.tar.gz' for pl in ['linux-amd64', 'linux-arm64', 'darwin-arm64'][:R.randint(2, 3)])
        mc = L(lang, "The release checklist says to verify the binaries but didn't say against what.", "릴리스 체크리스트에 바이너리 검증하라고만 있고 뭐랑 비교하는지 없었음.")
        les = L(lang, f"SHA256SUMS from the release page:\n{lines}\n`sha256sum -c SHA256SUMS` passes for all of them.", f"릴리스 페이지의 SHA256SUMS:\n{lines}\n`sha256sum -c SHA256SUMS` 전부 통과.")
        ask = ''
    elif k == 'image_digest':
        d = 'sha256:' + sha256hex()
        mc = L(lang, "Prod and staging were running different images under the same tag.", "prod와 staging이 같은 태그인데 다른 이미지를 돌리고 있었음.")
        les = L(lang, f"Pin by digest instead: ghcr.io/{org()}/{r}@{d}. Tags are mutable.", f"태그 말고 digest로 고정: ghcr.io/{org()}/{r}@{d}. 태그는 바뀔 수 있음.")
        ask = L(lang, 'Should Renovate pin digests for all images?', 'Renovate로 모든 이미지 digest 고정할까요?')
    elif k == 'npm_integrity':
        integ = 'sha512-' + b64e(rbytes(64))
        mc = L(lang, "npm ci failed with EINTEGRITY on one package.", "npm ci가 패키지 하나에서 EINTEGRITY로 실패함.")
        les = L(lang, f"The lockfile had \"integrity\": \"{integ}\" from a private mirror build; regenerating the lock against the public registry fixed it.",
                f"lockfile에 사설 미러 빌드 기준 \"integrity\": \"{integ}\" 가 들어가 있었음. 공개 레지스트리 기준으로 lock 재생성하니 해결.")
        ask = ''
    elif k == 'pip_hash':
        s = f'requests==2.32.3 \\\n    --hash=sha256:{sha256hex()} \\\n    --hash=sha256:{sha256hex()}'
        mc = L(lang, "pip install failed in CI with 'THESE PACKAGES DO NOT MATCH THE HASHES'.", "CI에서 pip install이 'THESE PACKAGES DO NOT MATCH THE HASHES'로 실패함.")
        les = L(lang, f"requirements.txt is generated with --generate-hashes:\n{s}\nEditing versions by hand breaks it; rerun pip-compile.",
                f"requirements.txt는 --generate-hashes로 생성됨:\n{s}\n버전을 손으로 고치면 깨짐. pip-compile 다시 돌려야 함.")
        ask = ''
    elif k == 'go_sum':
        s = f'github.com/{org()}/{r} v1.{R.randint(0, 9)}.{R.randint(0, 9)} h1:{b64e(rbytes(32))}\ngithub.com/{org()}/{r} v1.{R.randint(0, 9)}.{R.randint(0, 9)}/go.mod h1:{b64e(rbytes(32))}'
        mc = L(lang, "go build complained about a checksum mismatch for an internal module.", "go build가 내부 모듈 checksum mismatch 에러를 냄.")
        les = L(lang, f"Private modules must be in GOPRIVATE so sum.golang.org isn't consulted. The go.sum lines:\n{s}",
                f"사설 모듈은 GOPRIVATE에 넣어야 sum.golang.org 조회를 안 함. go.sum 내용:\n{s}")
        ask = ''
    elif k == 'sri':
        s = f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-{b64e(rbytes(48))}" crossorigin="anonymous"></script>'
        mc = L(lang, "The CSP report showed a blocked script after the CDN upgrade.", "CDN 업그레이드 후 CSP 리포트에 스크립트 차단이 찍힘.")
        les = L(lang, f"The SRI hash must match the exact file version:\n{s}", f"SRI 해시는 파일 버전과 정확히 일치해야 함:\n{s}")
        ask = ''
    elif k == 'etag':
        et = rs(HEXL, 32)
        mc = L(lang, "I didn't know the sync job skips uploads based on the S3 ETag.", "동기화 잡이 S3 ETag 기준으로 업로드를 건너뛴다는 걸 몰랐음.")
        les = L(lang, f"For multipart uploads the ETag isn't an MD5 of the file (it looked like \"{et}-{R.randint(2, 40)}\"), so the comparison always failed.",
                f"멀티파트 업로드는 ETag가 파일 MD5가 아님 (\"{et}-{R.randint(2, 40)}\" 형태). 그래서 비교가 항상 실패했음.")
        ask = ''
    elif k == 'tf_lock':
        s = f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{R.randint(30, 60)}.0"\n  hashes = [\n    "h1:{b64e(rbytes(32))}",\n    "zh:{sha256hex()}",\n  ]\n}}'
        mc = L(lang, "terraform init failed on the M1 Macs but not in CI.", "M1 맥에서만 terraform init이 실패하고 CI는 통과함.")
        les = L(lang, f"The lock file only had hashes for linux_amd64:\n{s}\n`terraform providers lock -platform=darwin_arm64` adds the missing ones.",
                f"lock 파일에 linux_amd64 해시만 있었음:\n{s}\n`terraform providers lock -platform=darwin_arm64`로 추가하면 됨.")
        ask = ''
    elif k == 'cargo':
        s = f'[[package]]\nname = "serde"\nversion = "1.0.{R.randint(150, 210)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256hex()}"'
        mc = L(lang, "cargo build --locked failed after a merge.", "머지 후 cargo build --locked가 실패함.")
        les = L(lang, f"Cargo.lock conflict was resolved by hand and left an outdated entry:\n{s}", f"Cargo.lock 충돌을 손으로 풀다가 예전 항목이 남음:\n{s}")
        ask = ''
    elif k == 'nix':
        s = f'/nix/store/{rs("0123456789abcdfghijklmnpqrsvwxyz", 32)}-python3-3.11.{R.randint(1, 9)}'
        mc = L(lang, "The dev shell picked a different Python than expected.", "dev shell이 예상과 다른 파이썬을 잡았음.")
        les = L(lang, f"`which python` resolved to {s}; flake.lock pins nixpkgs at an older rev.", f"`which python` 결과가 {s}. flake.lock이 예전 nixpkgs rev로 고정돼 있었음.")
        ask = ''
    elif k == 'webhook_sig':
        s = f'X-Hub-Signature-256: sha256={sha256hex()}'
        mc = L(lang, "GitHub webhook deliveries were rejected by our receiver with 'bad signature'.", "GitHub 웹훅이 수신 서버에서 'bad signature'로 거부됨.")
        les = L(lang, f"The header on the failing delivery was `{s}`; we computed the HMAC over the re-serialized JSON instead of the raw body.",
                f"실패한 요청 헤더는 `{s}`. 원본 body가 아니라 다시 직렬화한 JSON으로 HMAC을 계산해서 틀렸던 것.")
        ask = ''
    elif k == 'detect_secrets':
        s = f'"results": {{\n    "tests/fixtures/config.yaml": [\n      {{\n        "type": "Secret Keyword",\n        "filename": "tests/fixtures/config.yaml",\n        "hashed_secret": "{rs(HEXL, 40)}",\n        "is_verified": false,\n        "line_number": {R.randint(3, 80)}\n      }}\n    ]\n}}'
        mc = L(lang, "The pre-commit hook kept blocking a commit that didn't touch any secrets.", "시크릿을 건드리지 않은 커밋을 pre-commit 훅이 계속 막았음.")
        les = L(lang, f".secrets.baseline already lists the fixture:\n{s}\nThe baseline needed `detect-secrets scan --baseline .secrets.baseline` after the file moved.",
                f".secrets.baseline에 fixture가 이미 등록돼 있음:\n{s}\n파일 위치가 바뀌어서 `detect-secrets scan --baseline .secrets.baseline` 재실행 필요했음.")
        ask = ''
    elif k == 'cert_fp':
        fp = ':'.join(rs(HEXU, 2) for _ in range(32))
        mc = L(lang, "The mobile app pins the API certificate and I didn't know which fingerprint it expects.", "모바일 앱이 API 인증서를 pinning 하는데 어떤 fingerprint를 기대하는지 몰랐음.")
        les = L(lang, f"The pinned SHA-256 fingerprint is {fp}; the renewed cert has a new one, so the app update must ship first.",
                f"pinning된 SHA-256 fingerprint는 {fp}. 갱신된 인증서는 값이 달라서 앱 업데이트가 먼저 나가야 함.")
        ask = ''
    elif k == 'git_blob':
        s = f'$ git ls-tree HEAD config/\n100644 blob {git_sha()}\tconfig/default.yaml\n100644 blob {git_sha()}\tconfig/production.yaml'
        mc = L(lang, "I wasn't sure whether production.yaml differs between branches.", "브랜치 간 production.yaml이 다른지 확신이 없었음.")
        les = L(lang, f"Comparing blob hashes is enough:\n{s}", f"blob 해시만 비교하면 됨:\n{s}")
        ask = ''
    else:
        m = rs(HEXL, 32)
        mc = L(lang, "The partner said our upload was corrupted.", "파트너사가 업로드 파일이 깨졌다고 함.")
        les = L(lang, f"MD5 on our side is {m}, which matches what their API reported, so the file arrived intact.",
                f"우리 쪽 MD5는 {m}이고 파트너 API가 보고한 값과 같음. 파일은 정상 전달됨.")
        ask = L(lang, 'Can they share their checksum log for that day?', '그날 체크섬 로그 공유받을 수 있을까요?')
    return f'clean: hash/checksum/digest ({k})', fields(mc, les, ask)


# --- IDs: UUIDs, request IDs, object IDs, ARNs, long identifiers ---------------------------------------------------
def cl_ids(lang):
    subs = ['request_id', 'stripe_ids', 'slack_ids', 'arn', 'aws_res', 'azure_res', 'oauth_client_id', 'cf_zone', 'sentry_event',
            'traceparent', 'k8s_uid', 'vercel_ids', 'gh_node', 'mongo_oid', 'twilio_sid', 'firebase_uid', 'ulid', 'kms_key',
            'amz_cf_id', 'idempotency', 'ga_ids', 'discord_ids']
    k = cyc('ids', subs)
    r = pick(REPOS)
    acct = aws_account()
    region = pick(REGIONS)
    if k == 'request_id':
        rid = uuid4()
        mc = L(lang, "The payment failure had no trace in our logs.", "결제 실패 건이 우리 로그에 흔적이 없었음.")
        les = L(lang, f"The gateway response included x-request-id {rid}; support found it on their side within minutes.",
                f"게이트웨이 응답에 x-request-id {rid}가 있어서 벤더 지원팀이 바로 찾아줌.")
        ask = L(lang, 'Should we log the upstream request ID on every failed call?', '실패한 호출마다 upstream request ID를 로그에 남길까요?')
    elif k == 'stripe_ids':
        cus, pi, evt = 'cus_' + rs(AN, 14), 'pi_' + rs(AN, 24), 'evt_' + rs(AN, 24)
        mc = L(lang, "I didn't know which customer the duplicate charge belonged to.", "중복 결제가 어떤 고객 건인지 몰랐음.")
        les = L(lang, f"Customer {cus}, PaymentIntent {pi}; the webhook {evt} was delivered twice and the handler isn't idempotent.",
                f"고객 {cus}, PaymentIntent {pi}. 웹훅 {evt}가 두 번 들어왔는데 핸들러가 멱등하지 않음.")
        ask = L(lang, 'Should I refund the second charge or leave it to support?', '두 번째 결제는 제가 환불할까요, CS팀에 맡길까요?')
    elif k == 'slack_ids':
        ch, us, tm = 'C0' + rs(UAN, 9), 'U0' + rs(UAN, 9), 'T0' + rs(UAN, 9)
        mc = L(lang, "The alert bot posted to the wrong channel and I didn't know the channel IDs.", "알림 봇이 엉뚱한 채널에 글을 올렸는데 채널 ID를 몰랐음.")
        les = L(lang, f"#alerts-prod is {ch} in workspace {tm}; the bot's config pointed at the archived channel. On-call user is {us}.",
                f"#alerts-prod는 워크스페이스 {tm}의 {ch}. 봇 설정이 아카이브된 채널을 보고 있었음. 당직자 user ID는 {us}.")
        ask = ''
    elif k == 'arn':
        arn = f'arn:aws:iam::{acct}:role/{r}-task-role'
        mc = L(lang, "The ECS task couldn't read from S3 and I didn't know which role it runs as.", "ECS 태스크가 S3를 못 읽었는데 어떤 role로 도는지 몰랐음.")
        les = L(lang, f"Task role is {arn}; it was missing s3:GetObject on arn:aws:s3:::{org()}-{r}-exports/*.",
                f"태스크 role은 {arn}. arn:aws:s3:::{org()}-{r}-exports/* 에 대한 s3:GetObject가 빠져 있었음.")
        ask = ''
    elif k == 'aws_res':
        iid, sg, sub = 'i-0' + rs(HEXL, 16), 'sg-0' + rs(HEXL, 16), 'subnet-0' + rs(HEXL, 16)
        mc = L(lang, "Nobody told me which instance the cron actually runs on.", "크론이 실제로 어느 인스턴스에서 도는지 아무도 말 안 해줌.")
        les = L(lang, f"It's {iid} in {sub}; security group {sg} blocks outbound 5432, which is why the job can't reach the DB.",
                f"{sub}에 있는 {iid}. 보안 그룹 {sg}가 5432 아웃바운드를 막아서 잡이 DB에 못 붙었던 것.")
        ask = ''
    elif k == 'azure_res':
        sub = uuid4()
        rid = f'/subscriptions/{sub}/resourceGroups/rg-{r}-prod/providers/Microsoft.Web/sites/app-{r}-prod'
        mc = L(lang, "I didn't know the app lives in a separate subscription.", "앱이 별도 구독에 있다는 걸 몰랐음.")
        les = L(lang, f"Resource ID: {rid}. `az account set -s {sub}` first, otherwise every az command says not found.",
                f"리소스 ID: {rid}. 먼저 `az account set -s {sub}` 안 하면 az 명령이 다 not found.")
        ask = ''
    elif k == 'oauth_client_id':
        cid = f'{digits(12)}-{rs(LAN, 32)}.apps.googleusercontent.com'
        mc = L(lang, "Google sign-in on staging failed with redirect_uri_mismatch.", "스테이징 구글 로그인이 redirect_uri_mismatch로 실패함.")
        les = L(lang, f"The web client {cid} only lists the prod callback; staging's URL has to be added in the console.",
                f"웹 클라이언트 {cid}에 prod 콜백만 등록돼 있음. 콘솔에서 스테이징 URL 추가 필요.")
        ask = L(lang, 'Should staging get its own OAuth client?', '스테이징용 OAuth 클라이언트를 따로 만들까요?')
    elif k == 'cf_zone':
        z, a = rs(HEXL, 32), rs(HEXL, 32)
        mc = L(lang, "The Terraform Cloudflare module needs zone and account IDs and I didn't have them.", "Terraform Cloudflare 모듈에 zone ID랑 account ID가 필요한데 없었음.")
        les = L(lang, f"zone_id = \"{z}\", account_id = \"{a}\" (from the dashboard overview page). They're identifiers, the API token is separate.",
                f"zone_id = \"{z}\", account_id = \"{a}\" (대시보드 개요 페이지). 식별자일 뿐이고 API 토큰은 별도.")
        ask = ''
    elif k == 'sentry_event':
        e = rs(HEXL, 32)
        mc = L(lang, "The user reported a crash but couldn't reproduce it.", "사용자가 크래시를 제보했는데 재현이 안 됨.")
        les = L(lang, f"Sentry event {e} has the breadcrumb trail; it's a null dereference when the cart is empty.",
                f"Sentry 이벤트 {e}에 breadcrumb가 남아 있음. 장바구니가 비었을 때 null 참조.")
        ask = ''
    elif k == 'traceparent':
        tp = f'00-{rs(HEXL, 32)}-{rs(HEXL, 16)}-01'
        mc = L(lang, "Traces from the gateway and the API didn't join up.", "게이트웨이와 API 트레이스가 이어지지 않았음.")
        les = L(lang, f"The gateway sends traceparent: {tp} but the API's propagator was set to B3 only.",
                f"게이트웨이는 traceparent: {tp} 를 보내는데 API propagator가 B3만 설정돼 있었음.")
        ask = ''
    elif k == 'k8s_uid':
        pod = f'{r}-{rs(LAN, 10)}-{rs(LAN, 5)}'
        mc = L(lang, "Two pods with the same name appeared in the events and I couldn't tell them apart.", "이벤트에 같은 이름 파드가 두 개 나와서 구분이 안 됐음.")
        les = L(lang, f"Use the UID: {pod} had uid {uuid4()} before the restart and {uuid4()} after.",
                f"UID로 구분해야 함: {pod} 재시작 전 uid {uuid4()}, 후 {uuid4()}.")
        ask = ''
    elif k == 'vercel_ids':
        prj, dpl, team = 'prj_' + rs(AN, 28), 'dpl_' + rs(AN, 28), 'team_' + rs(AN, 24)
        mc = L(lang, "The deploy hook targeted the wrong Vercel project.", "deploy hook이 엉뚱한 Vercel 프로젝트를 가리켰음.")
        les = L(lang, f"Correct project is {prj} under {team}; the last good deployment is {dpl}.",
                f"맞는 프로젝트는 {team} 아래 {prj}. 마지막 정상 배포는 {dpl}.")
        ask = L(lang, 'Should I promote that deployment back to production?', '그 배포를 다시 production으로 promote 할까요?')
    elif k == 'gh_node':
        nid = pick(['PR_kwDO', 'I_kwDO', 'R_kgDO']) + rs(B64U, 18)
        mc = L(lang, "The GraphQL mutation needed a node ID and I only had the PR number.", "GraphQL mutation에 node ID가 필요했는데 PR 번호만 있었음.")
        les = L(lang, f"`gh pr view {R.randint(100, 9999)} --json id` gives it ({nid}).", f"`gh pr view {R.randint(100, 9999)} --json id` 로 얻을 수 있음 ({nid}).")
        ask = ''
    elif k == 'mongo_oid':
        oid = rs(HEXL, 24)
        mc = L(lang, "I didn't know the support ticket's order number isn't the database ID.", "CS 티켓의 주문번호가 DB ID가 아니라는 걸 몰랐음.")
        les = L(lang, f"Order ORD-{digits(8)} maps to ObjectId(\"{oid}\"); lookup goes through the orderNumber index.",
                f"주문 ORD-{digits(8)}는 ObjectId(\"{oid}\"). orderNumber 인덱스로 조회해야 함.")
        ask = ''
    elif k == 'twilio_sid':
        sid, ms = 'AC' + rs(HEXL, 32), 'SM' + rs(HEXL, 32)
        mc = L(lang, "SMS delivery status wasn't showing up in our dashboard.", "SMS 발송 상태가 대시보드에 안 나왔음.")
        les = L(lang, f"Messages are under account {sid}; message {ms} shows status 'undelivered' with error 30007 (carrier filtering).",
                f"메시지는 계정 {sid} 아래 있음. 메시지 {ms} 상태가 'undelivered', 에러 30007(통신사 필터링).")
        ask = ''
    elif k == 'firebase_uid':
        uid = rs(AN, 28)
        mc = L(lang, "I couldn't find the user who reported the bug in Firestore.", "버그 제보한 사용자를 Firestore에서 못 찾았음.")
        les = L(lang, f"Their auth UID is {uid}; documents are keyed by UID, not e-mail.", f"auth UID는 {uid}. 문서 키가 이메일이 아니라 UID임.")
        ask = ''
    elif k == 'ulid':
        u = '01' + rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)
        mc = L(lang, "I assumed the event IDs were random and tried to sort by timestamp column.", "이벤트 ID가 랜덤인 줄 알고 timestamp 컬럼으로 정렬하려 했음.")
        les = L(lang, f"They're ULIDs (e.g. {u}), so sorting by ID already gives creation order.", f"ULID라서(예: {u}) ID로 정렬하면 생성 순서가 됨.")
        ask = ''
    elif k == 'kms_key':
        kid = uuid4()
        mc = L(lang, "Decryption failed after the bucket was copied to another account.", "버킷을 다른 계정으로 복사한 뒤 복호화가 실패함.")
        les = L(lang, f"Objects are encrypted with arn:aws:kms:{region}:{acct}:key/{kid}; the new account's role isn't in the key policy.",
                f"객체가 arn:aws:kms:{region}:{acct}:key/{kid} 로 암호화돼 있음. 새 계정 role이 키 정책에 없음.")
        ask = ''
    elif k == 'amz_cf_id':
        cf = b64u(rbytes(42)) + '=='
        mc = L(lang, "Intermittent 502s from CloudFront with no matching origin log.", "CloudFront에서 간헐적 502가 나는데 오리진 로그엔 없음.")
        les = L(lang, f"Response had x-amz-cf-id: {cf} and x-amz-cf-pop: ICN57-P2; AWS support traced it to origin TLS timeouts.",
                f"응답 헤더 x-amz-cf-id: {cf}, x-amz-cf-pop: ICN57-P2. AWS 지원팀이 오리진 TLS 타임아웃으로 확인해줌.")
        ask = ''
    elif k == 'idempotency':
        key = uuid4()
        mc = L(lang, "Retries of the payout call created duplicates.", "지급 API 재시도 때 중복이 생겼음.")
        les = L(lang, f"Send the same Idempotency-Key header on retries (we generate one per payout, e.g. {key}); a new key per attempt defeats it.",
                f"재시도 시 같은 Idempotency-Key 헤더를 보내야 함 (지급 건마다 하나, 예: {key}). 시도마다 새로 만들면 의미 없음.")
        ask = ''
    elif k == 'ga_ids':
        g = 'G-' + rs(UAN, 10)
        mc = L(lang, "Analytics stopped recording after the domain change.", "도메인 변경 후 애널리틱스 수집이 멈춤.")
        les = L(lang, f"The measurement ID {g} was still tied to the old stream; a new web stream for the domain was needed.",
                f"측정 ID {g}가 예전 스트림에 묶여 있었음. 새 도메인용 웹 스트림 필요.")
        ask = ''
    else:
        gid, cid = str(R.randint(10 ** 17, 13 * 10 ** 17)), str(R.randint(10 ** 17, 13 * 10 ** 17))
        mc = L(lang, "The moderation bot ignored the new channel.", "모더레이션 봇이 새 채널을 무시함.")
        les = L(lang, f"Guild {gid}, channel {cid}; the allowlist in config.yaml is keyed by snowflake ID, not channel name.",
                f"길드 {gid}, 채널 {cid}. config.yaml allowlist가 채널 이름이 아니라 snowflake ID 기준.")
        ask = ''
    return f'clean: identifier ({k})', fields(mc, les, ask)


# --- base64 of non-secret data ------------------------------------------------------------------------------------
def cl_base64(lang):
    subs = ['ca_data', 'json_state', 'data_uri', 'page_token', 'saml', 'kafka_payload', 'gh_content']
    k = cyc('base64', subs)
    if k == 'ca_data':
        ca = b64e((fake_cert_pem() + '\n').encode())
        s = f'clusters:\n- cluster:\n    certificate-authority-data: {ca[:R.randint(300, 420)]}...\n    server: https://10.{R.randint(0, 40)}.0.1:6443'
        mc = L(lang, "kubectl failed with x509: certificate signed by unknown authority on the new laptop.", "새 노트북에서 kubectl이 x509: certificate signed by unknown authority로 실패함.")
        les = L(lang, f"The kubeconfig has the cluster CA inline (public cert, not a key):\n{s}\nThe copied file had a truncated CA.",
                f"kubeconfig에 클러스터 CA가 인라인으로 들어 있음 (공개 인증서, 키 아님):\n{s}\n복사한 파일은 CA가 잘려 있었음.")
    elif k == 'json_state':
        st = b64u(json.dumps({'returnTo': f'/{pick(REPOS)}/settings', 'theme': pick(['dark', 'light']), 'lang': pick(['ko', 'en'])}).encode())
        mc = L(lang, "After login users landed on the home page instead of where they were.", "로그인 후 원래 페이지가 아니라 홈으로 이동했음.")
        les = L(lang, f"The OAuth state parameter carries base64 JSON ({st}); the callback dropped it when the URL was re-encoded.",
                f"OAuth state 파라미터에 base64 JSON({st})이 들어 있음. 콜백에서 URL 재인코딩하다 날아갔음.")
    elif k == 'data_uri':
        png = b64e(b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR' + rbytes(R.randint(60, 90)))
        mc = L(lang, "E-mail templates rendered without the logo in Outlook.", "아웃룩에서 이메일 템플릿 로고가 안 나왔음.")
        les = L(lang, f"The logo was inlined as a data URI (data:image/png;base64,{png}...), which Outlook blocks; a CID attachment works.",
                f"로고가 data URI(data:image/png;base64,{png}...)로 들어가 있었는데 아웃룩이 차단함. CID 첨부로 바꾸면 됨.")
    elif k == 'page_token':
        t = b64u(rbytes(R.randint(40, 70)))
        mc = L(lang, "The export stopped after the first 1000 rows.", "익스포트가 첫 1000행에서 멈춤.")
        les = L(lang, f"The API returns \"nextPageToken\": \"{t}\" and the loop wasn't passing it back as pageToken.",
                f"API가 \"nextPageToken\": \"{t}\" 를 주는데 루프에서 pageToken으로 다시 안 넘기고 있었음.")
    elif k == 'saml':
        s = b64e(rbytes(R.randint(120, 180)))
        mc = L(lang, "SSO redirect loop between the app and the IdP.", "앱과 IdP 사이에 SSO 리다이렉트 루프가 생김.")
        les = L(lang, f"Decoding SAMLRequest={pct(s)[:160]}... showed the ACS URL still pointing at http://, so the IdP rejected it.",
                f"SAMLRequest={pct(s)[:160]}... 를 디코딩해보니 ACS URL이 아직 http://여서 IdP가 거절했음.")
    elif k == 'kafka_payload':
        pl = b64e(json.dumps({'orderId': f'ORD-{digits(8)}', 'status': 'SHIPPED', 'items': R.randint(1, 5)}).encode())
        mc = L(lang, "The consumer logged messages as base64 and I couldn't read them.", "컨슈머가 메시지를 base64로 찍어서 읽을 수 없었음.")
        les = L(lang, f"Payload {pl} is just the JSON event; `base64 -d` shows it. Schema mismatch was in the items field.",
                f"페이로드 {pl}는 그냥 JSON 이벤트임. `base64 -d` 하면 보임. items 필드 스키마가 안 맞았던 것.")
    else:
        c = b64e(f'# {pick(REPOS)}\n\nInternal service. See docs/ for setup.\n'.encode())
        mc = L(lang, "The contents API returned the README as an opaque string.", "contents API가 README를 알아볼 수 없는 문자열로 줬음.")
        les = L(lang, f"\"content\": \"{c}\", \"encoding\": \"base64\" — decode before diffing.", f"\"content\": \"{c}\", \"encoding\": \"base64\" 형태라 diff 전에 디코딩 필요.")
    return f'clean: base64 of non-secret data ({k})', fields(mc, les, '')


# --- public keys and fingerprints ---------------------------------------------------------------------------------
def cl_pubkeys(lang):
    subs = ['authorized_keys', 'ssh_rsa_pub', 'host_fp', 'pem_public', 'age_pub', 'wg_pub', 'gpg_fp', 'jwks', 'cert_pem',
            'minisign', 'eth_address', 'btc_address']
    k = cyc('pubkeys', subs)
    who = pick(PEOPLE)
    if k == 'authorized_keys':
        pk = ssh_ed25519_public(f'{who}@{pick(["laptop", "macbook", "work"])}')
        mc = L(lang, f"{who.title()} couldn't SSH into the staging box.", f"{who}님이 스테이징 서버에 SSH 접속이 안 됐음.")
        les = L(lang, f"Their public key wasn't in ~deploy/.ssh/authorized_keys; added:\n{pk}", f"~deploy/.ssh/authorized_keys에 공개키가 없어서 추가함:\n{pk}")
        ask = L(lang, 'Should keys be managed through the Ansible users role instead?', '키 관리를 Ansible users role로 옮길까요?')
    elif k == 'ssh_rsa_pub':
        pk = ssh_rsa_public(f'deploy@{org()}')
        mc = L(lang, "The legacy SFTP server only accepts RSA keys and I didn't know which one is registered.", "레거시 SFTP 서버가 RSA 키만 받는데 어떤 키가 등록돼 있는지 몰랐음.")
        les = L(lang, f"The registered public key:\n{pk}", f"등록된 공개키:\n{pk}")
        ask = ''
    elif k == 'host_fp':
        pk = ssh_ed25519_public('')
        fp = ssh_fingerprint(pk.split()[1])
        mc = L(lang, "The first SSH connection to the new bastion asked to confirm the host key.", "새 배스천 첫 접속 때 호스트 키 확인을 물어봤음.")
        les = L(lang, f"The expected ED25519 fingerprint is {fp} (from the cloud console output); it matched.",
                f"기대 ED25519 fingerprint는 {fp} (클라우드 콘솔 출력 기준). 일치했음.")
        ask = ''
    elif k == 'pem_public':
        p = rsa_public_pem(2048)
        mc = L(lang, "I didn't know the webhook signatures are verified with a public key from the vendor.", "웹훅 서명을 벤더 공개키로 검증한다는 걸 몰랐음.")
        les = L(lang, f"The verification key from their docs page (public, safe to commit):\n{p}", f"벤더 문서에 있는 검증용 공개키 (커밋해도 됨):\n{p}")
        ask = ''
    elif k == 'age_pub':
        a = age_recipient()
        mc = L(lang, "I wasn't able to decrypt the sops files.", "sops 파일을 복호화할 수 없었음.")
        les = L(lang, f"My age recipient ({a}) has to be added to .sops.yaml and the files re-encrypted with `sops updatekeys`.",
                f"내 age recipient({a})를 .sops.yaml에 추가하고 `sops updatekeys`로 다시 암호화해야 함.")
        ask = L(lang, 'Can someone with access run sops updatekeys?', '권한 있는 분이 sops updatekeys 돌려주실 수 있나요?')
    elif k == 'wg_pub':
        pub = b64e(rbytes(32))
        mc = L(lang, "The new office peer couldn't complete a WireGuard handshake.", "새 사무실 피어가 WireGuard 핸드셰이크를 못 했음.")
        les = L(lang, f"The server's [Peer] block had a typo in the peer's PublicKey; correct value is {pub}.",
                f"서버 [Peer] 블록의 PublicKey에 오타가 있었음. 맞는 값은 {pub}.")
        ask = ''
    elif k == 'gpg_fp':
        fp = ' '.join(rs(HEXU, 4) for _ in range(10))
        mc = L(lang, "The release signature check failed on the packaging host.", "패키징 호스트에서 릴리스 서명 검증이 실패함.")
        les = L(lang, f"The host didn't have the release signing key; imported it and verified the fingerprint {fp}.",
                f"호스트에 릴리스 서명 키가 없었음. import 후 fingerprint {fp} 확인함.")
        ask = ''
    elif k == 'jwks':
        n = b64u(R.getrandbits(2048).to_bytes(256, 'big'))
        s = '{"keys":[{"kty":"RSA","use":"sig","kid":"' + rs(B64U, 16) + '","alg":"RS256","n":"' + n + '","e":"AQAB"}]}'
        mc = L(lang, "Token verification failed after the IdP rotated its signing key.", "IdP가 서명 키를 교체한 뒤 토큰 검증이 실패함.")
        les = L(lang, f"We cached the JWKS forever. Current JWKS:\n{s}", f"JWKS를 영구 캐시하고 있었음. 현재 JWKS:\n{s}")
        ask = ''
    elif k == 'cert_pem':
        c = fake_cert_pem()
        mc = L(lang, "The Java client didn't trust the internal CA.", "자바 클라이언트가 사내 CA를 신뢰하지 않았음.")
        les = L(lang, f"Imported the CA certificate below into the truststore with keytool -importcert:\n{c}", f"아래 CA 인증서를 keytool -importcert로 truststore에 추가함:\n{c}")
        ask = ''
    elif k == 'minisign':
        mk = 'RWQ' + b64e(rbytes(31))[:53]
        mc = L(lang, "The install script verifies the downloaded binary and it failed.", "설치 스크립트의 바이너리 검증이 실패함.")
        les = L(lang, f"minisign -Vm tool.tar.gz -P {mk} works; the script had the old public key.", f"minisign -Vm tool.tar.gz -P {mk} 로 하면 됨. 스크립트에 예전 공개키가 있었음.")
        ask = ''
    elif k == 'eth_address':
        a = '0x' + rs(HEXL, 40)
        mc = L(lang, "The treasury dashboard showed zero balance.", "트레저리 대시보드 잔액이 0으로 나옴.")
        les = L(lang, f"It was watching {a} on mainnet; the funds are on Base. Same address, different chain.",
                f"메인넷의 {a}를 보고 있었음. 자금은 Base에 있음. 주소는 같고 체인이 다름.")
        ask = ''
    else:
        a = btc_address()
        mc = L(lang, "The donation page showed an old address.", "후원 페이지에 예전 주소가 나오고 있었음.")
        les = L(lang, f"Updated it to {a} (native segwit). It's a receive address, nothing secret.", f"{a} (native segwit)로 교체함. 입금 주소라 비밀 아님.")
        ask = ''
    return f'clean: public key/fingerprint ({k})', fields(mc, les, ask)


# --- URLs and paths without credentials ------------------------------------------------------------------------------
def cl_urls(lang):
    subs = ['pg_nopass', 'mongo_aws', 'git_ssh', 's3_uri', 'paths', 'webhook_endpoint', 'localhost', 'oidc', 'grafana_url', 'redis_local']
    k = cyc('urls', subs)
    r = pick(REPOS)
    if k == 'pg_nopass':
        s = f'postgresql://{dbuser()}@{host("db")}:5432/{pick(DBS)}?sslmode=verify-full'
        mc = L(lang, "The connection string in the README has no password and I thought it was incomplete.", "README의 connection string에 비번이 없어서 불완전한 줄 알았음.")
        les = L(lang, f"`{s}` is complete: the password comes from ~/.pgpass or an IAM auth token.", f"`{s}` 이게 완전한 것. 비번은 ~/.pgpass나 IAM 인증 토큰으로 들어감.")
    elif k == 'mongo_aws':
        s = f'mongodb+srv://cluster0.{rs(LAN, 5)}.mongodb.net/?authSource=%24external&authMechanism=MONGODB-AWS'
        mc = L(lang, "I was looking for the Mongo password for the Lambda.", "Lambda용 Mongo 비번을 찾고 있었음.")
        les = L(lang, f"There isn't one; it authenticates with its IAM role: {s}", f"비번 없음. IAM role로 인증함: {s}")
    elif k == 'git_ssh':
        s = f'git@github.com:{org()}/{r}.git'
        mc = L(lang, "Cloning over HTTPS asked for a username and password.", "HTTPS로 clone 하니 아이디/비번을 물어봄.")
        les = L(lang, f"Use the SSH remote {s}; the machine already has a registered key.", f"SSH remote {s}를 써야 함. 머신에 키가 이미 등록돼 있음.")
    elif k == 's3_uri':
        s = f's3://{org()}-{r}-exports/daily/{R.randint(2023, 2025)}/{R.randint(1, 12):02d}/'
        mc = L(lang, "I didn't know where the daily exports land.", "일일 익스포트 결과가 어디 쌓이는지 몰랐음.")
        les = L(lang, f"They go to {s}, partitioned by month; lifecycle deletes after 90 days.", f"{s} 아래 월별로 쌓이고 90일 후 lifecycle로 삭제됨.")
    elif k == 'paths':
        s = pick(['~/.aws/credentials', '/var/run/secrets/kubernetes.io/serviceaccount/token', '~/.config/gh/hosts.yml', '~/.docker/config.json', '/etc/ssl/private/server.key'])
        mc = L(lang, "I didn't know where the tool looks for its credentials.", "도구가 인증 정보를 어디서 찾는지 몰랐음.")
        les = L(lang, f"It reads {s} by default; the path can be overridden with an env var but the file itself stays out of the repo.",
                f"기본적으로 {s}를 읽음. 경로는 env로 바꿀 수 있고 파일 자체는 repo에 넣지 않음.")
    elif k == 'webhook_endpoint':
        s = f'https://api.{org()}.{pick(TLDS)}/webhooks/stripe'
        mc = L(lang, "Stripe showed failed webhook deliveries after the migration.", "마이그레이션 후 Stripe 웹훅 전송이 실패로 나옴.")
        les = L(lang, f"The endpoint was still registered as {s} while the new ingress serves /api/webhooks/stripe.",
                f"엔드포인트가 여전히 {s}로 등록돼 있었는데 새 ingress는 /api/webhooks/stripe를 서빙함.")
    elif k == 'localhost':
        s = f'http://localhost:{pick([3000, 5173, 8000, 8080])}/auth/callback'
        mc = L(lang, "Local login redirected to production.", "로컬 로그인이 production으로 리다이렉트됨.")
        les = L(lang, f"The dev OAuth app must list {s} as a redirect URI; NEXT_PUBLIC_BASE_URL was unset.",
                f"개발용 OAuth 앱에 {s}를 redirect URI로 등록해야 함. NEXT_PUBLIC_BASE_URL이 비어 있었음.")
    elif k == 'oidc':
        s = f'https://login.microsoftonline.com/{uuid4()}/v2.0/.well-known/openid-configuration'
        mc = L(lang, "The OIDC library couldn't discover the issuer.", "OIDC 라이브러리가 issuer를 찾지 못함.")
        les = L(lang, f"Discovery document: {s}. The issuer had a trailing slash mismatch.", f"Discovery 문서: {s}. issuer 끝 슬래시가 안 맞았음.")
    elif k == 'grafana_url':
        s = f'https://grafana.{org()}.{pick(TLDS)}/d/{rs(B64U, 9)}/{r}-latency?orgId=1&var-env=prod&from=now-6h&to=now'
        mc = L(lang, "I didn't know which dashboard shows the p99 latency the user mentioned.", "사용자가 말한 p99 레이턴시가 어느 대시보드인지 몰랐음.")
        les = L(lang, f"It's {s}", f"이 대시보드임: {s}")
    else:
        s = 'redis://localhost:6379/2'
        mc = L(lang, "Tests were flaky because they shared Redis with the dev server.", "테스트가 dev 서버와 Redis를 같이 써서 불안정했음.")
        les = L(lang, f"Tests now use {s}, a separate DB index, and flush it in setup.", f"테스트는 {s} (별도 DB index)를 쓰고 setup에서 flush 함.")
    return f'clean: URL/path without credentials ({k})', fields(mc, les, '')


# --- CLI flags explained in prose -----------------------------------------------------------------------------------
def cl_cli_prose(lang):
    subs = ['mysql_p', 'password_stdin', 'pgpass', 'gh_token_stdin', 'ssh_keygen_N', 'credential_helper', 'netrc_file', 'creds_store',
            'from_file', 'openssl_rand', 'askpass', 'vault_oidc', 'npm_web', 'sshpass_env', 'device_code']
    k = cyc('cli_prose', subs)
    texts = {
        'mysql_p': ("mysql -p with nothing after it prompts for the password; -pVALUE (no space) would put it in history, so we use the prompt or ~/.my.cnf.",
                    "mysql -p 뒤에 아무것도 안 쓰면 비번을 물어봄. -p값 (공백 없이)은 history에 남아서 프롬프트나 ~/.my.cnf를 씀."),
        'password_stdin': ("docker login --password-stdin reads the secret from stdin, so it never appears in ps or shell history.",
                           "docker login --password-stdin은 stdin에서 읽어서 ps나 history에 안 남음."),
        'pgpass': ("psql reads ~/.pgpass (mode 0600, host:port:db:user:password lines) or PGPASSFILE; with that in place no password flag is needed.",
                   "psql은 ~/.pgpass (권한 0600, host:port:db:user:password 형식)나 PGPASSFILE을 읽어서 비번 옵션이 필요 없음."),
        'gh_token_stdin': ("gh auth login --with-token reads the token from stdin; without it gh opens the browser flow.",
                           "gh auth login --with-token은 stdin에서 토큰을 읽음. 없으면 브라우저 인증으로 진행됨."),
        'ssh_keygen_N': ("ssh-keygen -N sets the passphrase; CI deploy keys are created with -N '' and protected by the secret store instead.",
                         "ssh-keygen -N은 패스프레이즈 지정 옵션. CI deploy key는 -N '' 으로 만들고 대신 secret store로 보호함."),
        'credential_helper': ("git config credential.helper manager stores HTTPS tokens in the OS keychain instead of ~/.git-credentials.",
                              "git config credential.helper manager 설정하면 HTTPS 토큰을 ~/.git-credentials 대신 OS 키체인에 저장함."),
        'netrc_file': ("curl --netrc-file ~/.config/ci.netrc keeps the login out of the command line; the file is generated at job start.",
                       "curl --netrc-file ~/.config/ci.netrc 쓰면 로그인 정보가 커맨드라인에 안 나옴. 파일은 잡 시작 때 생성."),
        'creds_store': ('With "credsStore": "osxkeychain" in ~/.docker/config.json, docker login stores nothing in the file itself.',
                        '~/.docker/config.json에 "credsStore": "osxkeychain"이 있으면 docker login이 파일에 아무것도 저장 안 함.'),
        'from_file': ("kubectl create secret generic --from-file=password=./db-password.txt avoids typing the value; the txt is deleted right after.",
                      "kubectl create secret generic --from-file=password=./db-password.txt 로 하면 값을 직접 안 침. txt는 바로 삭제."),
        'openssl_rand': ("NEXTAUTH_SECRET should be generated per environment with `openssl rand -base64 32`, never copied between them.",
                         "NEXTAUTH_SECRET은 환경마다 `openssl rand -base64 32`로 새로 만들어야 함. 환경 간 복사 금지."),
        'askpass': ("redis-cli --askpass prompts for the password instead of taking -a on the command line.",
                    "redis-cli --askpass 쓰면 -a로 넘기지 않고 비번을 프롬프트로 받음."),
        'vault_oidc': ("vault login -method=oidc opens the SSO page; nobody should be pasting root tokens anymore.",
                       "vault login -method=oidc 하면 SSO 페이지가 열림. root 토큰 붙여넣기는 이제 안 함."),
        'npm_web': ("npm login --auth-type=web does the browser flow and writes the token to ~/.npmrc by itself.",
                    "npm login --auth-type=web은 브라우저 인증 후 토큰을 ~/.npmrc에 알아서 씀."),
        'sshpass_env': ("sshpass -e reads the password from the SSHPASS variable, which CI injects from its secret store; -p would expose it in ps.",
                        "sshpass -e는 SSHPASS 변수에서 비번을 읽음. CI가 secret store에서 주입함. -p는 ps에 노출됨."),
        'device_code': ("az login --use-device-code works on the headless runner: it prints a code to enter at microsoft.com/devicelogin.",
                        "헤드리스 러너에서는 az login --use-device-code 사용. microsoft.com/devicelogin에 입력할 코드가 출력됨."),
    }
    en_t, ko_t = texts[k]
    mc = L(lang, pick(["I didn't know the team's convention for passing credentials to CLIs.", "Nobody explained how credentials are supposed to be given to the tools here.",
                       "I was about to put a password on the command line."]),
           pick(["CLI에 인증 정보를 넘기는 팀 컨벤션을 몰랐음.", "여기서 도구들에 인증 정보를 어떻게 넘기는지 설명을 못 들음.", "커맨드라인에 비번을 넣으려던 참이었음."]))
    return f'clean: CLI credential flag explained ({k})', fields(mc, L(lang, en_t, ko_t), '')


# --- password policies -----------------------------------------------------------------------------------------
def cl_policy(lang):
    subs = ['corp_policy', 'keycloak', 'iam_policy', 'django_validators', 'regex', 'nist', 'kr_policy']
    k = cyc('policy', subs)
    if k == 'corp_policy':
        les = L(lang, "Passwords must be at least 14 characters, can't reuse the last 5, and expire every 180 days for admin accounts only.",
                "비밀번호는 14자 이상, 최근 5개 재사용 불가, 관리자 계정만 180일마다 만료.")
    elif k == 'keycloak':
        les = L(lang, 'Realm password policy is "length(12) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)"; seeding test users with short passwords fails.',
                'realm 비밀번호 정책이 "length(12) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)"라서 짧은 비번으로 테스트 유저 생성하면 실패함.')
    elif k == 'iam_policy':
        s = '{"MinimumPasswordLength": 14, "RequireSymbols": true, "RequireNumbers": true, "RequireUppercaseCharacters": true, "MaxPasswordAge": 90, "PasswordReusePrevention": 24}'
        les = L(lang, f"The account password policy:\n{s}", f"계정 비밀번호 정책:\n{s}")
    elif k == 'django_validators':
        s = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': 12}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]"
        les = L(lang, f"Signup tests broke because of:\n{s}", f"회원가입 테스트가 이 설정 때문에 깨졌음:\n{s}")
    elif k == 'regex':
        s = r'^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{12,64}$'
        les = L(lang, f"Frontend and backend must use the same rule; the backend regex is {s}.", f"프론트와 백엔드가 같은 규칙을 써야 함. 백엔드 정규식은 {s}.")
    elif k == 'nist':
        les = L(lang, "Security wants NIST 800-63B style: length over complexity, no forced periodic rotation, check against breached-password lists.",
                "보안팀 기준은 NIST 800-63B 방식: 복잡도보다 길이, 주기적 강제 변경 없음, 유출 비번 목록 대조.")
    else:
        les = L(lang, "For the Korean e-commerce compliance audit: at least 10 characters mixing 3 of upper/lower/digit/symbol, or 8 with all four; lock after 5 failures.",
                "전자상거래 컴플라이언스 기준: 영대문자/소문자/숫자/특수문자 중 3종 조합 10자 이상 또는 4종 8자 이상, 5회 실패 시 잠금.")
    mc = L(lang, pick(["I didn't know the password rules the validator enforces.", "Nobody told me about the password policy before I wrote the signup form.",
                       "The seed script failed and I didn't know why the passwords were rejected."]),
           pick(["검증 로직이 어떤 비밀번호 규칙을 적용하는지 몰랐음.", "회원가입 폼 만들기 전에 비밀번호 정책을 전달받지 못함.", "시드 스크립트가 실패했는데 비번이 왜 거부되는지 몰랐음."]))
    ask = pick(['', L(lang, 'Is the policy documented anywhere I can link to?', '정책 문서 링크 걸 수 있는 곳 있나요?')])
    return f'clean: password policy ({k})', fields(mc, les, ask)


# --- auth error messages -------------------------------------------------------------------------------------------
def cl_auth_errors(lang):
    u = dbuser()
    ip = f'10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}'
    errs = [
        ('pg', f'psql: error: connection to server at "{host("db")}" ({ip}), port 5432 failed: FATAL:  password authentication failed for user "{u}"',
         'The app was using the old secret version; the new one was only in the staging store.', '앱이 예전 시크릿 버전을 쓰고 있었음. 새 값은 스테이징 store에만 있었음.'),
        ('mysql', f"ERROR 1045 (28000): Access denied for user '{u}'@'{ip}' (using password: YES)",
         'The user exists only for host 10.0.%, not for the new subnet.', '유저가 10.0.% 호스트로만 생성돼 있어서 새 서브넷에선 거부됨.'),
        ('github', '{\n  "message": "Bad credentials",\n  "documentation_url": "https://docs.github.com/rest",\n  "status": "401"\n}',
         'The fine-grained token had expired after 30 days.', 'fine-grained 토큰이 30일 지나 만료됐음.'),
        ('s3', 'An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.',
         'The clock on the VM was 20 minutes off; enabling chrony fixed it.', 'VM 시계가 20분 틀어져 있었음. chrony 켜니 해결.'),
        ('sts', 'An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired',
         'The SSO session expired; `aws sso login --profile prod` renews it.', 'SSO 세션 만료. `aws sso login --profile prod`로 갱신.'),
        ('google', '{"error": "invalid_grant", "error_description": "Token has been expired or revoked."}',
         'Refresh tokens for apps in testing status expire after 7 days.', '테스트 상태 앱의 refresh token은 7일 후 만료됨.'),
        ('redis', '(error) NOAUTH Authentication required.', 'The new Redis instance has AUTH enabled; the client config had no password reference.',
         '새 Redis 인스턴스는 AUTH가 켜져 있는데 클라이언트 설정에 비번 참조가 없었음.'),
        ('mongo', 'MongoServerError: bad auth : authentication failed', 'authSource was missing from the URI.', 'URI에 authSource가 빠져 있었음.'),
        ('ssh', f'{u}@{host("bastion")}: Permission denied (publickey).', 'My key was not in authorized_keys on the new bastion.', '새 배스천 authorized_keys에 내 키가 없었음.'),
        ('gitlab', "remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled and you must use a personal access token instead of a password.",
         'The account has 2FA, so HTTPS needs a personal access token.', '계정에 2FA가 켜져 있어서 HTTPS에는 PAT가 필요함.'),
        ('npm', 'npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.',
         'The classic token was revoked when npm removed classic tokens; a granular token is needed.', 'npm이 classic 토큰을 폐기해서 granular 토큰이 필요함.'),
        ('azure', f'AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID. Trace ID: {uuid4()} Correlation ID: {uuid4()}',
         'The pipeline variable held the secret ID instead of the secret value.', '파이프라인 변수에 secret 값 대신 secret ID가 들어가 있었음.'),
        ('oracle', 'ORA-01017: invalid username/password; logon denied', 'The password is case-sensitive since 11g and the script upper-cased it.',
         '11g부터 비번이 대소문자 구분인데 스크립트가 대문자로 바꿔버렸음.'),
        ('kafka', 'org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed: Invalid username or password',
         'The API key was created for a different cluster.', 'API 키가 다른 클러스터용으로 발급된 것이었음.'),
        ('stripe', 'stripe.error.AuthenticationError: Invalid API Key provided: sk_live_********************' + rs(AN, 4),
         'The live key was rolled yesterday and the worker still had the old one cached.', '어제 live 키가 롤링됐는데 워커가 예전 키를 캐시하고 있었음.'),
        ('docker', 'Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password',
         'Docker Hub needs an access token, not the account password, when SSO is enforced.', 'SSO 강제 시 Docker Hub는 계정 비번 말고 액세스 토큰이 필요함.'),
    ]
    kname, err, en_l, ko_l = cyc('auth_errors', errs)
    mc = L(lang, pick(["The job failed with an auth error and I didn't know what changed:", "Nobody mentioned the credentials had changed; I only saw:",
                       "I couldn't tell whether this was a network or a credentials problem:"]),
           pick(["잡이 인증 에러로 실패했는데 뭐가 바뀐 건지 몰랐음:", "인증 정보가 바뀌었다는 얘기를 못 들었고 에러만 봤음:", "네트워크 문제인지 인증 문제인지 구분이 안 됐음:"])) + '\n' + err
    ask = pick(['', L(lang, 'Who gets notified when these credentials change?', '이 인증 정보 바뀌면 누구한테 공지되나요?')])
    return f'clean: auth error message ({kname})', fields(mc, L(lang, en_l, ko_l), ask)


# --- talk about rotating keys without the key ------------------------------------------------------------------------
def cl_rotation(lang):
    subs = ['stripe_roll', 'aws_deactivate', 'gh_secret_scanning', 'vault_dynamic', 'schedule', 'db_rotate', 'slack_revoke',
            'incident', 'jwt_kid', 'ssh_ca']
    k = cyc('rotation', subs)
    r = pick(REPOS)
    sha = git_sha()
    if k == 'stripe_roll':
        les = L(lang, f"Rolled the Stripe restricted key in the dashboard with a 12-hour overlap, updated STRIPE_RESTRICTED_KEY in Doppler (prd), redeployed {r}, then expired the old key.",
                f"Stripe 대시보드에서 restricted key를 12시간 overlap으로 롤링, Doppler(prd)의 STRIPE_RESTRICTED_KEY 갱신, {r} 재배포 후 예전 키 만료 처리.")
    elif k == 'aws_deactivate':
        les = L(lang, f"After the GitGuardian alert the ci-deployer access key was deactivated, a new one created and stored only in Secrets Manager; CloudTrail shows no use of the old key from unknown IPs.",
                f"GitGuardian 알림 후 ci-deployer access key 비활성화, 새 키는 Secrets Manager에만 저장. CloudTrail상 모르는 IP에서 예전 키 사용 이력 없음.")
    elif k == 'gh_secret_scanning':
        les = L(lang, f"GitHub secret scanning flagged a token in commit {sha}. The token was revoked, the commit purged with git filter-repo, and everyone re-cloned.",
                f"GitHub secret scanning이 커밋 {sha}에서 토큰을 탐지함. 토큰 폐기, git filter-repo로 커밋 제거, 전원 재clone.")
    elif k == 'vault_dynamic':
        les = L(lang, "We moved the reporting DB user to Vault's database secrets engine: credentials are generated per lease with a 1h TTL, so there's nothing to rotate by hand.",
                "리포팅 DB 유저를 Vault database secrets engine으로 옮김. lease마다 1시간 TTL로 생성돼서 수동 교체가 필요 없음.")
    elif k == 'schedule':
        les = L(lang, "Third-party API keys are rotated every 90 days; the calendar invite links the runbook, and the old key stays valid for 24h during the switch.",
                "외부 API 키는 90일마다 교체. 캘린더 일정에 런북 링크가 있고 전환 중 예전 키는 24시간 유지.")
    elif k == 'db_rotate':
        les = L(lang, f"Rotated the {r} DB password via the Secrets Manager rotation Lambda; pods picked it up after the ExternalSecret refresh (5 min). No downtime.",
                f"Secrets Manager rotation Lambda로 {r} DB 비번 교체. ExternalSecret refresh(5분) 후 파드에 반영. 다운타임 없음.")
    elif k == 'slack_revoke':
        les = L(lang, "The old Slack bot token was revoked from the app's OAuth page; reinstalling the app issued a new one that went straight into Vault.",
                "앱 OAuth 페이지에서 예전 슬랙 봇 토큰 폐기. 앱 재설치로 새 토큰 발급 후 바로 Vault에 저장.")
    elif k == 'incident':
        les = L(lang, f"Incident INC-{R.randint(100, 999)}: a contractor's laptop was lost. All tokens listed in their 1Password vault were rotated within 4 hours; the checklist is in the incident doc.",
                f"인시던트 INC-{R.randint(100, 999)}: 외주 인력 노트북 분실. 해당 1Password vault의 토큰 전부 4시간 내 교체. 체크리스트는 인시던트 문서에 있음.")
    elif k == 'jwt_kid':
        kid = rs(B64U, 16)
        les = L(lang, f"JWT signing keys rotate monthly; the new key id is {kid} and the old one stays in the JWKS for 7 days so existing tokens verify.",
                f"JWT 서명 키는 매달 교체. 새 key id는 {kid}, 기존 토큰 검증을 위해 예전 키는 7일간 JWKS에 유지.")
    else:
        les = L(lang, "Static SSH keys were replaced by short-lived certificates from the SSH CA (8h validity), so there are no long-lived keys to rotate.",
                "고정 SSH 키를 SSH CA의 단기 인증서(유효 8시간)로 대체함. 교체할 장기 키가 없음.")
    mc = L(lang, pick(["I didn't know a rotation had just happened, which explained the failing job.", "Nobody told me the key rotation process.",
                       "I assumed the old credentials were still valid."]),
           pick(["방금 키 교체가 있었다는 걸 몰라서 잡 실패 원인을 못 찾았음.", "키 교체 절차를 아무도 알려주지 않음.", "예전 인증 정보가 아직 유효한 줄 알았음."]))
    ask = pick(['', L(lang, 'Is there a channel where rotations are announced?', '키 교체 공지 채널이 있나요?')])
    return f'clean: key rotation talk ({k})', fields(mc, les, ask)


# --- code that talks about credentials without containing any ---------------------------------------------------------
def cl_code_words(lang):
    subs = ['orm_model', 'validation', 'gitleaks', 'gitignore', 'redact_keys', 'ts_type', 'faker', 'hashers', 'api_keys_table', 'github_token_ctx']
    k = cyc('code_words', subs)
    snippets = {
        'orm_model': 'class User(Base):\n    __tablename__ = "users"\n    id = Column(Integer, primary_key=True)\n    email = Column(String(255), unique=True)\n    password_hash = Column(String(255), nullable=False)',
        'validation': 'if len(password) < 12:\n    raise ValidationError("password must be at least 12 characters")\nif password.lower() == username.lower():\n    raise ValidationError("password must not match the username")',
        'gitleaks': '[[rules]]\nid = "internal-api-token"\nregex = \'\'\'(?i)(?:x-internal-token|internal_api_key)\\s*[:=]\\s*["\']?([a-z0-9]{32,})\'\'\'\nkeywords = ["internal_api_key", "x-internal-token"]',
        'gitignore': '.env\n.env.*\n!.env.example\n*.pem\n*.p12\nid_rsa*\nserviceAccount*.json\n.terraform/',
        'redact_keys': 'REDACT_KEYS = {"password", "passwd", "secret", "token", "authorization", "api_key", "cookie"}\n\ndef scrub(d):\n    return {k: ("[REDACTED]" if k.lower() in REDACT_KEYS else v) for k, v in d.items()}',
        'ts_type': 'export interface SmtpConfig {\n  host: string;\n  port: number;\n  user: string;\n  password: string; // injected from SMTP_PASSWORD at runtime\n}',
        'faker': 'const user = {\n  email: faker.internet.email(),\n  password: faker.internet.password({ length: 16 }),\n};',
        'hashers': "PASSWORD_HASHERS = [\n    'django.contrib.auth.hashers.Argon2PasswordHasher',\n    'django.contrib.auth.hashers.PBKDF2PasswordHasher',\n]",
        'api_keys_table': 'CREATE TABLE api_keys (\n  id uuid PRIMARY KEY,\n  owner_id bigint NOT NULL,\n  key_prefix text NOT NULL,   -- first 8 chars, shown in the UI\n  key_hash bytea NOT NULL,    -- sha256 of the full key\n  created_at timestamptz DEFAULT now(),\n  revoked_at timestamptz\n);',
        'github_token_ctx': 'permissions:\n  contents: write\n  pull-requests: write\nenv:\n  GH_TOKEN: ${{ github.token }}',
    }
    les_en = {
        'orm_model': 'Only the hash is stored; the login check uses passlib verify, so migrating users needs the hashes, never the passwords.',
        'validation': 'These checks run server-side too, so the frontend rule has to match.',
        'gitleaks': 'The custom rule in .gitleaks.toml catches our internal tokens; CI fails on any match.',
        'gitignore': 'These patterns in .gitignore are why the key files never show up in git status.',
        'redact_keys': 'The logger runs every payload through scrub(), so new sensitive fields need to be added to REDACT_KEYS.',
        'ts_type': 'The type only describes the shape; the value never lives in the repo.',
        'faker': 'Test users get random passwords from faker, so fixtures never contain real ones.',
        'hashers': 'Changing the first hasher re-hashes passwords on next login; old hashes keep working.',
        'api_keys_table': 'We store only the hash and a prefix of each issued key, so a DB dump doesn\'t expose usable keys.',
        'github_token_ctx': 'The workflow uses the automatic job token with explicit permissions; no PAT is needed.',
    }
    les_ko = {
        'orm_model': '해시만 저장함. 로그인 검증은 passlib verify를 써서 유저 마이그레이션 땐 비번이 아니라 해시만 옮기면 됨.',
        'validation': '서버에서도 같은 검사를 해서 프론트 규칙이랑 맞춰야 함.',
        'gitleaks': '.gitleaks.toml의 커스텀 룰이 사내 토큰을 잡아냄. 매칭되면 CI 실패.',
        'gitignore': '.gitignore에 이 패턴들이 있어서 키 파일이 git status에 안 뜸.',
        'redact_keys': '로거가 모든 페이로드를 scrub()에 통과시킴. 새 민감 필드는 REDACT_KEYS에 추가해야 함.',
        'ts_type': '타입은 형태만 정의하고 실제 값은 repo에 없음.',
        'faker': '테스트 유저 비번은 faker로 랜덤 생성해서 fixture에 실제 값이 없음.',
        'hashers': '첫 번째 hasher를 바꾸면 다음 로그인 때 재해시됨. 예전 해시도 계속 동작.',
        'api_keys_table': '발급한 키는 해시랑 prefix만 저장해서 DB 덤프가 유출돼도 쓸 수 있는 키는 없음.',
        'github_token_ctx': '워크플로는 자동 발급되는 job 토큰을 명시적 권한으로 씀. PAT 불필요.',
    }
    s = snippets[k]
    mc = L(lang, pick(["I wasn't sure how the codebase handles credentials:", "The user asked whether this code leaks anything:", "Context I was missing, from the repo:"]),
           pick(["코드베이스에서 인증 정보를 어떻게 다루는지 몰랐음:", "사용자가 이 코드에서 뭔가 새는지 물어봄:", "repo에서 확인한, 몰랐던 부분:"])) + '\n' + s
    return f'clean: credential-handling code without values ({k})', fields(mc, L(lang, les_en[k], les_ko[k]), '')


# --- publishable keys (documented as public) ---------------------------------------------------------------------------
def cl_publishable(lang):
    subs = ['stripe_pk', 'firebase', 'maps_js', 'recaptcha', 'turnstile', 'supabase_anon', 'supabase_pub', 'mapbox_pk', 'algolia_search',
            'sentry_dsn', 'posthog', 'clerk_pk', 'kakao_js', 'toss_ck', 'portone_channel', 'naver_maps', 'ld_client', 'mixpanel',
            'datadog_rum', 'braintree_tok', 'adyen_client', 'segment']
    k = cyc('publishable', subs)
    en = lang == 'en'
    if k == 'stripe_pk':
        v = 'pk_live_51' + rs(AN, 97) if chance(0.6) else 'pk_test_51' + rs(AN, 97)
        s, what = f'const stripe = await loadStripe("{v}");', 'Stripe publishable key'
    elif k == 'firebase':
        v = 'AIza' + rs(B64U, 35)
        proj = f'{org()}-{pick(["web", "app", "prod"])}'
        s, what = f'const firebaseConfig = {{\n  apiKey: "{v}",\n  authDomain: "{proj}.firebaseapp.com",\n  projectId: "{proj}",\n}};', 'Firebase web config apiKey'
    elif k == 'maps_js':
        v = 'AIza' + rs(B64U, 35)
        s, what = f'<script async src="https://maps.googleapis.com/maps/api/js?key={v}&callback=initMap"></script>', 'Google Maps JavaScript API key (HTTP-referrer restricted)'
    elif k == 'recaptcha':
        v = '6L' + pick('cdef') + rs(B64U, 37)
        s, what = f'<div class="g-recaptcha" data-sitekey="{v}"></div>', 'reCAPTCHA site key'
    elif k == 'turnstile':
        v = '0x4AAAAAAA' + rs(B64U, 14)
        s, what = f'<div class="cf-turnstile" data-sitekey="{v}" data-theme="light"></div>', 'Cloudflare Turnstile site key'
    elif k == 'supabase_anon':
        ref = rs(LO, 20)
        v = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': (t := ts()), 'exp': t + 315360000})
        s, what = f'NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={v}', 'Supabase anon key'
    elif k == 'supabase_pub':
        v = 'sb_publishable_' + rs(B64U, 31)
        s, what = f'const supabase = createClient(SUPABASE_URL, "{v}");', 'Supabase publishable key'
    elif k == 'mapbox_pk':
        v = 'pk.' + b64u(json.dumps({'u': person(), 'a': rs(LAN, 25)}, separators=(',', ':')).encode()) + '.' + rs(B64U, 22)
        s, what = f'mapboxgl.accessToken = "{v}";', 'Mapbox public access token'
    elif k == 'algolia_search':
        app, v = rs(UAN, 10), rs(HEXL, 32)
        s, what = f"const searchClient = algoliasearch('{app}', '{v}'); // search-only key", 'Algolia search-only API key'
    elif k == 'sentry_dsn':
        v = f'https://{rs(HEXL, 32)}@o{R.randint(100000, 4999999)}.ingest.{pick(["", "us.", "de."])}sentry.io/{R.randint(1000000, 4999999)}'
        s, what = f'Sentry.init({{ dsn: "{v}", tracesSampleRate: 0.1 }});', 'Sentry DSN'
    elif k == 'posthog':
        v = 'phc_' + rs(AN, 43)
        s, what = f"posthog.init('{v}', {{ api_host: 'https://us.i.posthog.com' }})", 'PostHog project API key'
    elif k == 'clerk_pk':
        v = 'pk_live_' + b64e(f'clerk.{org()}.{pick(["com", "io", "app"])}$'.encode()).rstrip('=')
        s, what = f'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={v}', 'Clerk publishable key'
    elif k == 'kakao_js':
        v = rs(HEXL, 32)
        s, what = f"Kakao.init('{v}');\nKakao.isInitialized();", 'Kakao JavaScript key'
    elif k == 'toss_ck':
        v = pick(['live_ck_', 'live_gck_', 'test_ck_']) + rs(AN, 28)
        s, what = f"const tossPayments = TossPayments('{v}');", 'Toss Payments client key'
    elif k == 'portone_channel':
        v = 'channel-key-' + uuid4()
        s, what = f'PortOne.requestPayment({{\n  storeId: "store-{uuid4()}",\n  channelKey: "{v}",\n  paymentId: `order-${{crypto.randomUUID()}}`,\n}});', 'PortOne channel key (browser SDK)'
    elif k == 'naver_maps':
        v = rs(LAN, 10)
        s, what = f'<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={v}"></script>', 'Naver Maps client ID'
    elif k == 'ld_client':
        v = rs(HEXL, 24)
        s, what = f"const ldClient = LDClient.initialize('{v}', {{ kind: 'user', key: userId }});", 'LaunchDarkly client-side ID'
    elif k == 'mixpanel':
        v = rs(HEXL, 32)
        s, what = f"mixpanel.init('{v}', {{ track_pageview: true, persistence: 'localStorage' }});", 'Mixpanel project token'
    elif k == 'datadog_rum':
        v = 'pub' + rs(HEXL, 32)
        s, what = f"datadogRum.init({{\n  applicationId: '{uuid4()}',\n  clientToken: '{v}',\n  site: 'datadoghq.com',\n  service: '{pick(REPOS)}-web',\n}});", 'Datadog RUM client token'
    elif k == 'braintree_tok':
        v = f'production_{rs(LAN, 8)}_{rs(LAN, 16)}'
        s, what = f"braintree.dropin.create({{ authorization: '{v}', container: '#dropin-container' }});", 'Braintree tokenization key'
    elif k == 'adyen_client':
        v = 'live_' + rs(UAN, 32)
        s, what = f"const checkout = await AdyenCheckout({{ clientKey: '{v}', environment: 'live', locale: 'ko-KR' }});", 'Adyen client key'
    else:
        v = rs(AN, 32)
        s, what = f'analytics.load("{v}");', 'Segment write key (analytics.js)'
    if en:
        mc = pick([f"The security review flagged a key in the frontend bundle and I didn't know whether it's meant to be public.",
                   f"I wasn't sure if the {what} can be committed in the web app.",
                   f"The user worried the {what} in the client code was a leak."])
        les = pick([f"It's the {what}, which the vendor documents as safe to expose in browsers:\n{s}",
                    f"That value is the {what}; it only works from allowed origins and can't be used for server calls:\n{s}",
                    f"No leak: the {what} is public by design.\n{s}"])
        ask = pick(['', 'Should the allowed origins for it be tightened?'])
    else:
        mc = pick([f"보안 리뷰에서 프론트 번들 안의 키가 걸렸는데 공개돼도 되는 건지 몰랐음.",
                   f"{what} 값을 웹 앱에 커밋해도 되는지 확신이 없었음.",
                   f"사용자가 클라이언트 코드에 있는 {what} 때문에 유출 아니냐고 걱정함."])
        les = pick([f"{what} 값이고 벤더 문서상 브라우저에 노출돼도 되는 값임:\n{s}",
                    f"이건 {what} 값이라서 허용된 origin에서만 동작하고 서버 호출에는 못 씀:\n{s}",
                    f"유출 아님. {what} 값은 원래 공개용.\n{s}"])
        ask = pick(['', '허용 origin 설정을 더 좁힐까요?'])
    return f'clean: publishable key ({k}) [publishable]', fields(mc, les, ask)


# ====================================================================================================
# assembly, checks, output
# ====================================================================================================
SECRET_PLAN = [  # (generator, english notes, korean notes)
    (note_vendor, 96, 64), (fam_cli, 28, 19), (fam_conn, 16, 10), (fam_prose_pw, 20, 14), (fam_http, 8, 6),
    (fam_sql, 6, 4), (fam_pkey, 7, 5), (fam_totp, 7, 5), (fam_wifi_pin, 6, 4), (fam_wallet, 4, 2), (fam_app_pw, 4, 2),
    (fam_artifact, 5, 3), (fam_config, 9, 6),
]
CLEAN_PLAN = [
    (cl_secret_ref, 34, 22), (cl_placeholder, 24, 16), (cl_doc_example, 8, 4), (cl_hashes, 19, 13), (cl_ids, 24, 16),
    (cl_base64, 8, 6), (cl_pubkeys, 14, 10), (cl_urls, 11, 7), (cl_cli_prose, 11, 7), (cl_policy, 6, 4),
    (cl_auth_errors, 12, 8), (cl_rotation, 12, 8), (cl_publishable, 22, 14), (cl_code_words, 11, 9),
]
N_TOTAL, N_PER_KIND, N_EN, N_KO = 720, 360, 216, 144
FIELD_NAMES = ('missing_context', 'lesson', 'ask_next_time')


def problems(kind, category, flds, secrets):
    """returns a list of rule violations for one note (empty list = the note is valid)."""
    out = []
    if list(flds.keys()) != list(FIELD_NAMES):
        out.append('field order')
    for name in FIELD_NAMES:
        if not isinstance(flds[name], str):
            out.append(f'{name} not str')
    if not flds['missing_context'].strip() or not flds['lesson'].strip():
        out.append('empty required field')
    for name, limit in (('missing_context', 1024), ('lesson', 1024), ('ask_next_time', 512)):
        if len(flds[name].encode('utf-8')) > limit:
            out.append(f'{name} too long ({len(flds[name].encode("utf-8"))} bytes)')
    if kind == 'clean':
        if secrets:
            out.append('clean note with secrets')
        if category.endswith(' [publishable]') != category.startswith('clean: publishable key'):
            out.append('publishable tag mismatch')
        return out
    if not secrets:
        out.append('secret note without secrets')
    if '[publishable]' in category:
        out.append('publishable tag on secret note')
    if len(secrets) != len(list(dict.fromkeys(secrets))):
        out.append('duplicate secret entries')
    texts = [flds[n] for n in FIELD_NAMES]
    for s in secrets:
        if len(s) < 8:
            out.append(f'secret shorter than 8: {s!r}')
        if s != s.strip():
            out.append(f'secret with surrounding whitespace: {s!r}')
        if not any(s in t for t in texts):
            out.append(f'secret not verbatim in fields: {s[:40]!r}')
    # no 8-character window of a listed secret may occur outside the occurrences of the listed secrets
    for t in texts:
        spans = []
        for s in secrets:
            i = t.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                i = t.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        out.append(f'window {w!r} of a secret occurs outside the listed secrets')
                        break
                    i = t.find(w, i + 1)
    return out


CTX_SUFFIX_EN = [' This came up while working on {t}.', ' (Came up during {t}.)', ' Context: {t}.', ' Ran into this on {t}.']
CTX_SUFFIX_KO = [' ({t} 작업 중에 발견)', ' {t} 작업하다가 알게 됨.', ' 관련 작업: {t}.', ' ({t} 쪽 이슈)']
ASK_FILL_EN = ['Anything else I should know before touching {t} again?', 'Is there a doc for {t} I should read first next time?',
               'Who is the owner of {t}, in case I get stuck again?']
ASK_FILL_KO = ['다음에 {t} 다시 만지기 전에 알아야 할 게 더 있나요?', '{t} 관련해서 먼저 읽어볼 문서가 있나요?', '{t} 담당자가 누구인가요? 다시 막히면 물어보려고요.']


def decorate(lang, flds):
    """adds the free variation real notes have: a task reference in missing_context, a follow-up question."""
    pool = TASKS_EN if lang == 'en' else TASKS_KO
    mentioned = [x for x in pool if any(x in flds[n] or cap(x) in flds[n] for n in FIELD_NAMES)]
    t = mentioned[0] if mentioned else pick(pool)
    if chance(0.4) and '\n' not in flds['missing_context'] and not mentioned:
        flds['missing_context'] += fill(pick(CTX_SUFFIX_EN if lang == 'en' else CTX_SUFFIX_KO), t=t)
    if not flds['ask_next_time'] and chance(0.35):
        flds['ask_next_time'] = fill(pick(ASK_FILL_EN if lang == 'en' else ASK_FILL_KO), t=t)
    return flds


def build():
    notes = []
    retries = 0
    seen = {}
    for kind, plan in (('secret', SECRET_PLAN), ('clean', CLEAN_PLAN)):
        for gen, n_en, n_ko in plan:
            order = ['en'] * n_en + ['ko'] * n_ko
            R.shuffle(order)
            for lang in order:
                for attempt in range(20):
                    if kind == 'secret':
                        category, flds, secrets = gen(lang)
                        secrets = list(dict.fromkeys(secrets))
                    else:
                        category, flds = gen(lang)
                        secrets = []
                    flds = decorate(lang, {n: flds[n] for n in FIELD_NAMES})
                    key = json.dumps(flds, ensure_ascii=False, sort_keys=True)
                    if not problems(kind, category, flds, secrets) and key not in seen:
                        seen[key] = True
                        break
                    retries += 1
                else:
                    raise AssertionError(f'could not generate a valid note for {gen.__name__}/{lang}: {problems(kind, category, flds, secrets)}')
                if gen is note_vendor:
                    USED_VENDORS.append(LAST_VENDOR[0])
                notes.append({'lang': lang, 'kind': kind, 'category': category, 'fields': flds, 'secrets': secrets})
    return notes, retries


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    out_path = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v117.jsonl')
    notes, retries = build()
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes, 1):
        records.append({'id': f'fu{i:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                        'fields': n['fields'], 'secrets': n['secrets']})

    # ---- assertions over the whole set (FORMAT rules + counts) ----
    assert len(records) == N_TOTAL
    assert [r['id'] for r in records] == [f'fu{i:03d}' for i in range(1, N_TOTAL + 1)]
    for kind in ('secret', 'clean'):
        assert sum(r['kind'] == kind for r in records) == N_PER_KIND, kind
        assert sum(r['kind'] == kind and r['lang'] == 'en' for r in records) == N_EN, kind
        assert sum(r['kind'] == kind and r['lang'] == 'ko' for r in records) == N_KO, kind
    for r in records:
        assert list(r.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert r['lang'] in ('en', 'ko') and r['kind'] in ('secret', 'clean')
        assert isinstance(r['category'], str) and r['category']
        p = problems(r['kind'], r['category'], r['fields'], r['secrets'])
        assert not p, (r['id'], p)
        if r['lang'] == 'ko':
            assert any('\uac00' <= ch <= '\ud7a3' for n in FIELD_NAMES for ch in r['fields'][n]), r['id']
    seen = {}
    for r in records:
        key = json.dumps(r['fields'], ensure_ascii=False, sort_keys=True)
        assert key not in seen, ('duplicate note', r['id'], seen.get(key))
        seen[key] = r['id']
    # no listed secret of any secret note appears anywhere in a clean note
    all_secrets = [s for r in records for s in r['secrets']]
    for r in records:
        if r['kind'] == 'clean':
            for n in FIELD_NAMES:
                for s in all_secrets:
                    assert s not in r['fields'][n], ('secret inside a clean note', r['id'])

    with open(out_path, 'w', encoding='utf-8', newline='\n') as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    data = open(out_path, 'rb').read()
    vendor_names = list(dict.fromkeys(USED_VENDORS))
    print(f'wrote {out_path}: {len(records)} notes, sha256 {hashlib.sha256(data).hexdigest()}')
    for kind in ('secret', 'clean'):
        for lang in ('en', 'ko'):
            print(f'  {kind:6s} {lang}: {sum(r["kind"] == kind and r["lang"] == lang for r in records)}')
    print(f'  secrets listed: {sum(len(r["secrets"]) for r in records)}; regeneration retries: {retries}')
    print(f'  distinct vendors/services in vendor-token notes: {len(vendor_names)}')
    if '--vendors' in sys.argv:
        print('  ' + ', '.join(sorted(vendor_names, key=str.lower)))


USED_VENDORS = []

if __name__ == '__main__':
    main()
