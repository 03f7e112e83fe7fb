#!/usr/bin/env python3
"""Generate blind_set_v2.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only.  Fixed seed; running it twice gives byte-identical output.
Every credential is random, generated at run time in the publicly documented shape of the
vendor's token (prefix, alphabet, length); none is a real credential.

Usage:  python3 make_blind_set.py [--out blind_set_v2.jsonl] [--stats]
"""
import base64
import hashlib
import re as _re
import json
import random
import string
import struct
import sys
import urllib.parse

SEED = 20250923
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B64 = AN + '+/'
B64U = AN + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B32L = B32.lower()
BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def rs(n, a=AN):
    return ''.join(R.choice(a) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64ue(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def digits(n, first_nonzero=True):
    s = rs(n, DG)
    if first_nonzero and s[0] == '0':
        s = pick('123456789') + s[1:]
    return s


def uuid4():
    h = rs(32, HEX)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def jwt(header, payload, sig_bytes=256):
    enc = lambda d: b64ue(json.dumps(d, separators=(',', ':')).encode())
    return enc(header) + '.' + enc(payload) + '.' + b64ue(rb(sig_bytes))


def ts():
    return 1730000000 + R.randrange(0, 30000000)


class A(dict):
    """dict with attribute access (keeps f-strings readable on Python 3.11)."""
    __getattr__ = dict.__getitem__


# ---------------------------------------------------------------------------
# long / structured token builders
# ---------------------------------------------------------------------------

def aws_session_token(lo=380, hi=860):
    n = R.randrange(lo, hi)
    head = pick(['IQoJb3JpZ2luX2VjE', 'FwoGZXIvYXdzE', 'IQoJb3JpZ2luX2VjEH'])
    body = rs(n - len(head), B64)
    return head + body + pick(['', '=', '=='])


def k8s_sa_token():
    hdr = {'alg': 'RS256', 'kid': b64ue(rb(32))}
    now = ts()
    ns = pick(['default', 'ci', 'payments', 'monitoring', 'argocd', 'data'])
    sa = pick(['deployer', 'gitlab-runner', 'argocd-manager', 'prometheus', 'builder'])
    pl = {'aud': ['https://kubernetes.default.svc.cluster.local'], 'exp': now + 31536000, 'iat': now,
          'iss': 'https://kubernetes.default.svc.cluster.local',
          'kubernetes.io': {'namespace': ns, 'serviceaccount': {'name': sa, 'uid': uuid4()}},
          'nbf': now, 'sub': 'system:serviceaccount:%s:%s' % (ns, sa)}
    return jwt(hdr, pl, 256)


def azure_ad_token():
    hdr = {'typ': 'JWT', 'alg': 'RS256', 'kid': b64ue(rb(20))}
    now = ts()
    tid = uuid4()
    pl = {'aud': 'https://management.azure.com', 'iss': 'https://sts.windows.net/%s/' % tid,
          'iat': now, 'nbf': now, 'exp': now + 4299, 'appid': uuid4(), 'oid': uuid4(), 'tid': tid,
          'uti': b64ue(rb(12)), 'ver': '1.0'}
    return jwt(hdr, pl, 256)


def op_service_account_token():
    d = {'signInAddress': pick(['my.1password.com', 'acme-corp.1password.com']),
         'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000, 'salt': b64ue(rb(16))},
         'email': rs(13, LAN) + '@1passwordserviceaccounts.com', 'srpX': rs(64, HEX),
         'muk': {'alg': 'A256GCM', 'ext': True, 'k': b64ue(rb(32)), 'key_ops': ['encrypt', 'decrypt'],
                 'kty': 'oct', 'kid': 'mp'},
         'secretKey': 'A3-' + '-'.join(rs(k, UAN) for k in (6, 6, 5, 5, 5, 5)),
         'throttleSecret': {'seed': rs(64, HEX), 'uuid': rs(26, UAN)}, 'deviceUuid': rs(26, LAN)}
    return 'ops_' + b64ue(json.dumps(d, separators=(',', ':')).encode())


def supabase_service_jwt():
    now = ts()
    return jwt({'alg': 'HS256', 'typ': 'JWT'},
               {'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role', 'iat': now, 'exp': now + 315360000}, 32)


def cf_tunnel_token():
    d = {'a': rs(32, HEX), 't': uuid4(), 's': b64e(rb(32))}
    return b64e(json.dumps(d, separators=(',', ':')).encode())


def jfrog_ref_token():
    return b64e(('reftkn:01:%d:%s' % (ts() + 31536000, rs(27, AN))).encode()).rstrip('=')


def mapbox_secret():
    payload = b64e(json.dumps({'u': rs(8, LO), 'a': rs(25, LAN)}, separators=(',', ':')).encode()).rstrip('=')
    return 'sk.' + payload + '.' + rs(22, B64U)


def discord_bot_token():
    uid = digits(19)
    return b64e(uid.encode()).rstrip('=') + '.' + rs(6, B64U) + '.' + rs(38, B64U)


def fly_token():
    return 'fm2_' + rs(R.randrange(330, 520), B64) + '=,fm2_' + rs(R.randrange(60, 120), B64) + '='


def dropbox_token():
    return 'sl.u.' + rs(R.randrange(380, 620), B64U)


def pypi_token():
    return 'pypi-AgEIcHlwaS5vcmc' + rs(R.randrange(150, 200), B64U)


def elastic_api_key():
    return b64e((rs(20, B64U) + ':' + rs(22, B64U)).encode())


def ec_pem_lines():
    der = bytes.fromhex('30770201010420') + rb(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64)
    s = b64e(der)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def ssh_str(b):
    return struct.pack('>I', len(b)) + b


def openssh_ed25519_lines(comment):
    while True:
        pub = rb(32)
        seed = rb(32)
        chk = rb(4)
        pubblob = ssh_str(b'ssh-ed25519') + ssh_str(pub)
        priv = chk + chk + ssh_str(b'ssh-ed25519') + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment.encode())
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = (b'openssh-key-v1\x00' + ssh_str(b'none') + ssh_str(b'none') + ssh_str(b'') + struct.pack('>I', 1)
                + ssh_str(pubblob) + ssh_str(priv))
        s = b64e(blob)
        lines = [s[i:i + 70] for i in range(0, len(s), 70)]
        if len(lines[-1]) >= 8:
            return lines
        comment += 'x'


def pkcs8_ed25519_line():
    return b64e(bytes.fromhex('302e020100300506032b657004220420') + rb(32))


def rsa_partial_lines(n=4):
    first = 'MIIEowIBAAKCAQEA' + rs(48, B64)
    return [first] + [rs(64, B64) for _ in range(n - 1)]


def ssh_ed25519_pub():
    return 'AAAAC3NzaC1lZDI1NTE5AAAAI' + b64e(b'\x00' * 2 + rb(32))[3:]


def wg_key():
    return b64e(rb(32))


def totp_seed(nbytes=20):
    return base64.b32encode(rb(nbytes)).decode().rstrip('=')


def age_secret():
    return 'AGE-SECRET-KEY-1' + rs(58, BECH32).upper()


def age_public():
    return 'age1' + rs(58, BECH32)


# ---------------------------------------------------------------------------
# Korean helpers: josa selection and dubeolsik (Korean 2-set keyboard) typing
# ---------------------------------------------------------------------------

_CHO = 'rRseEfaqQtTdwWczxvg'
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
         't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def dubeolsik(text):
    out = []
    for ch in text:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            k = o - 0xAC00
            out.append(_CHO[k // 588] + _JUNG[(k % 588) // 28] + _JONG[k % 28])
        else:
            out.append(ch)
    return ''.join(out)


def _jong(word):
    w = word.rstrip('`\'" )')
    if not w:
        return (False, False)
    ch = w[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        j = (o - 0xAC00) % 28
        return (j != 0, j == 8)
    if ch.isdigit():
        return (ch in '013678', ch in '178')
    if ch.isalpha() and ch.isascii():
        m = _re.search(r'[A-Za-z]+$', w)
        run = m.group(0)
        if run.isupper():                       # acronym: read letter names (엘, 엠, 엔, 알)
            return (ch in 'LMNR', ch in 'LR')
        r = run.lower()
        if r.endswith('ng') or r[-1] in 'mnlkp':
            return (True, r[-1] == 'l')
        if r[-1] == 'e' and len(r) > 1 and r[-2] in 'mnl':
            return (True, r[-2] == 'l')
        return (False, False)
    return (False, False)


def josa(word, pair):
    """pair in ('은/는', '이/가', '을/를', '과/와', '이에요/예요', '으로/로', '이라/라', '이고/고')."""
    has, rieul = _jong(word)
    a, b = pair.split('/')
    if pair == '으로/로':
        return word + (b if (not has or rieul) else a)
    return word + (a if has else b)


# ---------------------------------------------------------------------------
# vocabulary
# ---------------------------------------------------------------------------

SVCS = ['billing-api', 'checkout-web', 'notif-worker', 'admin-console', 'search-indexer', 'ml-gateway',
        'auth-service', 'order-batch', 'settlement-batch', 'partner-sync', 'mobile-bff', 'report-cron',
        'chatbot', 'data-pipeline', 'media-uploader', 'crm-sync', 'landing-page', 'etl-airflow', 'pos-agent',
        'coupon-service', 'review-api', 'delivery-tracker', 'ledger', 'ops-dashboard']
STAGES = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preprod']
STAGES_KO = {'staging': '스테이징', 'prod': '운영', 'dev': '개발', 'qa': 'QA', 'sandbox': '샌드박스', 'preprod': '프리프로드'}
FILES = ['.env', '.env.local', '.env.production', '.env.staging', 'config/settings.yaml', 'docker-compose.override.yml',
         'k8s/overlays/staging/secret.yaml', 'terraform.tfvars', 'appsettings.Development.json',
         'src/main/resources/application-local.yml', 'settings/local.py', 'scripts/deploy.sh', '.github/workflows/deploy.yml',
         'Makefile', 'scripts/seed.ts', 'README.md', 'notebooks/eval.ipynb', 'config/secrets.toml', 'deploy/values-prod.yaml',
         'ops/runbook.md', 'infra/main.tf', 'tools/smoke_test.py', 'docker/.env.ci', 'config/local.ini']
ORGS = ['acme-corp', 'hanbit-labs', 'nuri-tech', 'blueocean-dev', 'pado-inc', 'sky-commerce', 'gaon-ai', 'duri-pay']
REPOS = ['api-server', 'web-frontend', 'infra', 'mobile-app', 'data-platform', 'design-system', 'batch-jobs', 'monorepo']
JOBS = ['deploy-staging', 'release', 'nightly-e2e', 'build-and-push', 'migrate-db', 'publish-package', 'sourcemaps', 'terraform-apply']
USERS = ['deploy', 'admin', 'app_rw', 'svc_report', 'jenkins', 'minsu.kim', 'jh.lee', 'park_dev', 'ubuntu', 'ec2-user',
         'root', 'postgres', 'sa', 'readonly', 'etl_user', 'grafana', 'backup', 'ops', 'hyejin', 'tester01']
DBS = ['orders', 'billing', 'app_prod', 'analytics', 'crm', 'inventory', 'users', 'ledger', 'stats']
HOSTS = ['db-staging.internal', 'pg-prod-01.corp.example', 'mysql.dev.local', '10.0.12.34', '172.16.4.21',
         'redis-cache-1.internal', 'mongo-rs0.internal', 'bastion.example.net', 'nas01.office.lan', '192.168.0.10',
         'build01.corp.example', 'mssql-erp.corp.example', 'oracle-legacy.internal', 'rabbit.internal',
         'es-logs-01.internal', 'gitlab.corp.example', 'jenkins.corp.example', 'vpn.example.co.kr', 'kafka-1.internal']
EMAILS = ['dev@acme-corp.example', 'minsu.kim@hanbit.example', 'ops@nuri.example', 'jhlee@pado.example', 'billing@sky.example']
REGIONS = ['ap-northeast-2', 'us-east-1', 'eu-west-1', 'ap-southeast-1', 'us-west-2']
BUCKETS = ['acme-prod-assets', 'hanbit-logs', 'nuri-backups', 'pado-ml-artifacts', 'sky-static']


def mkctx():
    return A(svc=pick(SVCS), stage=pick(STAGES), file=pick(FILES), host=pick(HOSTS), user=pick(USERS), org=pick(ORGS),
             repo=pick(REPOS), job=pick(JOBS), db=pick(DBS), email=pick(EMAILS), region=pick(REGIONS),
             bucket=pick(BUCKETS), port=pick(['5432', '3306', '6379', '27017', '1433', '8080']),
             acct=digits(12), proj=pick(['acme-prod', 'hanbit-ml', 'nuri-staging', 'pado-data', 'gaon-platform']))


# ---------------------------------------------------------------------------
# passwords of many styles
# ---------------------------------------------------------------------------

EN_WORDS = ['summer', 'winter', 'spring', 'autumn', 'welcome', 'tiger', 'dragon', 'monkey', 'sunshine', 'galaxy',
            'coffee', 'rocket', 'falcon', 'ocean', 'maple', 'orange', 'purple', 'silver', 'thunder', 'pepper',
            'banana', 'matrix', 'shadow', 'phoenix', 'hunter', 'cookie', 'pirate', 'dolphin', 'kimchi', 'seoul',
            'busan', 'jeju', 'bluebird', 'lemon', 'castle', 'forest', 'canyon', 'harbor', 'violet', 'copper',
            'marble', 'nimbus', 'orbit', 'zephyr', 'walnut', 'meadow', 'quartz', 'saturn', 'tundra', 'lantern',
            'pickle', 'glacier', 'cactus', 'anchor', 'biscuit', 'compass', 'ember', 'fjord', 'gravel', 'hazel']
KO_WORDS = ['사랑해', '고양이', '우리집', '행복', '강아지', '바다', '하늘', '커피', '김치', '봄날', '회사', '서울',
            '부산', '토끼', '별빛', '햇살', '감자', '초코', '딸기', '마루', '보리', '뭉치', '콩이', '두부', '제주도',
            '한강', '무지개', '여름', '겨울', '가을', '눈사람', '호랑이', '사과나무', '해바라기', '다람쥐', '우리팀',
            '화이팅', '비밀', '집밥', '떡볶이']
KEYWALKS = ['qwer', 'asdf', 'zxcv', '1q2w3e4r', 'qwerty', '1qaz2wsx', 'q1w2e3r4', 'zaq1xsw2', 'asdfgh', '!QAZ2wsx']
PUNCT = string.punctuation
HARD = '&,;%#"\'\\ '
SH_SPECIAL = " '\"\\$`!&;|<>()*?[]#~{}^"


def _human():
    w = pick(EN_WORDS)
    w = w.capitalize() if R.random() < 0.8 else w.upper()
    tail = pick([str(R.randrange(2015, 2027)), str(R.randrange(1970, 2005)), digits(R.randrange(2, 5), False)])
    sym = pick(['!', '@', '#', '$', '!!', '*', '^', '&', '?', '%', '~', '.'])
    return pick([w + tail + sym, w + sym + tail, sym + w + tail, w + tail + sym + sym[-1]])


def _leet():
    w = pick(EN_WORDS) + pick(['', pick(EN_WORDS)])
    tr = {'a': '@', 'o': '0', 'e': '3', 'i': '1', 's': '$', 't': '7'}
    w = ''.join(tr[ch] if ch in tr and R.random() < 0.6 else ch for ch in w)
    return w[0].upper() + w[1:] + digits(R.randrange(1, 4), False) + pick(['!', '#', '', '?'])


def _keyboard():
    k = pick(KEYWALKS)
    return pick([k.capitalize(), k, k.upper()[:2] + k[2:]]) + pick(['1234', '!@#$', '!@', '12!@', '5678', '0987']) + pick(['', '!', '^^'])


def _phrase_space():
    ws = [pick(EN_WORDS) for _ in range(R.randrange(3, 6))]
    if R.random() < 0.4:
        ws.append(str(R.randrange(2, 99)))
    return ' '.join(ws)


def _phrase_dash():
    ws = [pick(EN_WORDS) for _ in range(R.randrange(3, 6))]
    if R.random() < 0.5:
        ws = [w.capitalize() for w in ws]
    if R.random() < 0.5:
        ws.append(str(R.randrange(2, 999)))
    return pick(['-', '.', '_', '+']).join(ws)


def _random_punct():
    n = R.randrange(12, 25)
    alph = AN + PUNCT + ' '
    while True:
        s = [R.choice(alph) for _ in range(n)]
        for _ in range(R.randrange(2, 4)):
            s[R.randrange(1, n - 1)] = R.choice(HARD)
        s = ''.join(s)
        if s[0] != ' ' and s[-1] != ' ' and '  ' not in s:
            return s


def _random_alnum():
    return rs(R.randrange(16, 33), AN)


def _pwgen():
    return rs(R.randrange(8, 13), AN)


def _hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    return w + pick([str(R.randrange(2015, 2027)), digits(R.randrange(2, 5), False), '']) + pick(['!', '!!', '#', '^^', '*', '~', '@'])


def _dubeolsik():
    w = dubeolsik(pick(KO_WORDS) + pick(['', pick(KO_WORDS)]))
    return w + pick([str(R.randrange(2015, 2027)), digits(R.randrange(2, 5), False)]) + pick(['!', '@', '#', '!@', '^^', ''])


def _pin():
    return digits(R.randrange(8, 11), False)


def _mixed_ko():
    return pick([_human()[:-1], rs(4, AN)]) + pick(KO_WORDS) + pick(['!', '#', '^^', '2024', '01'])


PW_STYLES = {'human': _human, 'leet': _leet, 'keyboard': _keyboard, 'phrase-space': _phrase_space,
             'phrase-dash': _phrase_dash, 'random-punct': _random_punct, 'random-alnum': _random_alnum,
             'pwgen': _pwgen, 'hangul': _hangul, 'dubeolsik': _dubeolsik, 'pin': _pin, 'mixed-ko': _mixed_ko}
PW_STYLE_NAMES = ['human', 'leet', 'keyboard', 'phrase-space', 'phrase-dash', 'random-punct', 'random-alnum',
                  'pwgen', 'hangul', 'dubeolsik', 'pin', 'mixed-ko']
PW_WEIGHTS_EN = [14, 6, 5, 8, 8, 22, 9, 6, 3, 3, 3, 2]
PW_WEIGHTS_KO = [10, 4, 6, 3, 4, 11, 5, 4, 17, 15, 4, 8]


def gen_pw(lang='en', exclude='', style=None):
    for _ in range(500):
        st = style or R.choices(PW_STYLE_NAMES, PW_WEIGHTS_KO if lang == 'ko' else PW_WEIGHTS_EN)[0]
        pw = PW_STYLES[st]()
        if len(pw) >= 8 and not any(ch in exclude for ch in pw):
            return pw, st
        if style and _ > 50:
            style = None
    raise RuntimeError('no password for exclude=%r' % exclude)


def sq(v):
    """shell-quote the way a human would: bare when safe, else single quotes."""
    if any(ch in SH_SPECIAL for ch in v):
        return "'" + v + "'"
    return v


def pct(v):
    return urllib.parse.quote(v, safe='')


# ---------------------------------------------------------------------------
# vendors: token shapes + vendor-specific ways the token shows up
# ---------------------------------------------------------------------------

VENDORS = []


def V(name, kind, kind_ko, gen, env, uses=(), ko=None, unlisted=(), generic=True, cfg=None):
    VENDORS.append(A(name=name, kind=kind, kind_ko=kind_ko, gen=gen, env=env, uses=list(uses), ko=ko or name,
                     unlisted=list(unlisted), generic=generic, cfg=cfg or name.split()[0].lower().replace('.', '')))


def basic(user, pw):
    return b64e(('%s:%s' % (user, pw)).encode())


def slack_bot():
    return 'xoxb-' + digits(R.choice([11, 12, 13])) + '-' + digits(13) + '-' + rs(24)


def github_tok():
    k = R.random()
    if k < 0.45:
        return 'ghp_' + rs(36)
    if k < 0.8:
        return 'github_pat_' + rs(22, UAN) + '_' + rs(59)
    if k < 0.9:
        return 'gho_' + rs(36)
    return 'ghs_' + rs(36)


# ---- cloud ----
V('AWS', 'access key', '액세스 키',
  lambda: A(id='AKIA' + rs(16, B32[:26] + '234567'), secret=rs(40, AN + '/+')),
  [('id', 'AWS_ACCESS_KEY_ID'), ('secret', 'AWS_SECRET_ACCESS_KEY')],
  [lambda t, c: '[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s' % (pick(['default', 'prod', 'deploy', c.stage]), t.id, t.secret, c.region),
   lambda t, c: 'aws configure set aws_access_key_id %s --profile %s\naws configure set aws_secret_access_key %s --profile %s' % (t.id, c.stage, t.secret, c.stage),
   lambda t, c: "s3 = boto3.client('s3', aws_access_key_id='%s', aws_secret_access_key='%s', region_name='%s')" % (t.id, t.secret, c.region),
   lambda t, c: "const s3 = new S3Client({ region: '%s', credentials: { accessKeyId: '%s', secretAccessKey: '%s' } });" % (c.region, t.id, t.secret),
   lambda t, c: 'cfg, _ := config.LoadDefaultConfig(ctx, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("%s", "%s", "")))' % (t.id, t.secret),
   lambda t, c: '[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s' % (t.id, t.secret, c.region)])
V('AWS STS', 'temporary session credentials', '임시 세션 자격 증명',
  lambda: A(id='ASIA' + rs(16, UP + '234567'), secret=rs(40, AN + '/+'), session=aws_session_token()),
  [('id', 'AWS_ACCESS_KEY_ID'), ('secret', 'AWS_SECRET_ACCESS_KEY'), ('session', 'AWS_SESSION_TOKEN')],
  [lambda t, c: '"Credentials": {"AccessKeyId": "%s", "SecretAccessKey": "%s", "SessionToken": "%s"}' % (t.id, t.secret, t.session)],
  cfg='aws')
V('AWS STS', 'session token', '세션 토큰', lambda: A(session=aws_session_token(500, 880)),
  [('session', 'AWS_SESSION_TOKEN')],
  [lambda t, c: 'aws s3 ls s3://%s --session-token %s' % (c.bucket, t.session)], cfg='aws')
V('Google Cloud', 'API key', 'API 키', lambda: A(key='AIza' + rs(35, B64U)),
  [('key', 'GOOGLE_MAPS_API_KEY')],
  [lambda t, c: 'curl "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam-gu+Seoul&key=%s"' % t.key,
   lambda t, c: '<script src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap" async></script>' % t.key,
   lambda t, c: 'gcloud services api-keys get-key-string projects/%s/locations/global/keys/%s\nkeyString: %s' % (c.proj, uuid4(), t.key)])
V('Google AI Studio', 'Gemini API key', 'Gemini API 키', lambda: A(key='AIza' + rs(35, B64U)),
  [('key', 'GEMINI_API_KEY')],
  [lambda t, c: 'genai.configure(api_key="%s")\nmodel = genai.GenerativeModel("gemini-1.5-flash")' % t.key,
   lambda t, c: 'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=%s" -H "Content-Type: application/json" -d @req.json' % t.key,
   lambda t, c: 'client = genai.Client(api_key="%s")' % t.key], cfg='gemini')
V('Google OAuth', 'OAuth client secret', 'OAuth 클라이언트 시크릿',
  lambda: A(cid=digits(12) + '-' + rs(32, LAN) + '.apps.googleusercontent.com', secret='GOCSPX-' + rs(28, B64U)),
  [('cid', 'GOOGLE_CLIENT_ID'), ('secret', 'GOOGLE_CLIENT_SECRET')],
  [lambda t, c: '{"web":{"client_id":"%s","project_id":"%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","client_secret":"%s","redirect_uris":["http://localhost:3000/api/auth/callback/google"]}}' % (t.cid, c.proj, t.secret),
   lambda t, c: "GoogleProvider({ clientId: '%s', clientSecret: '%s' })" % (t.cid, t.secret)],
  unlisted=['cid'], cfg='google')
V('Google OAuth', 'refresh token', '리프레시 토큰',
  lambda: A(refresh='1//0' + pick('eghL') + rs(R.randrange(95, 105), B64U), access='ya29.' + rs(R.randrange(150, 220), B64U)),
  [('refresh', 'GOOGLE_REFRESH_TOKEN'), ('access', 'GOOGLE_ACCESS_TOKEN')],
  [lambda t, c: '{"access_token": "%s", "expires_in": 3599, "refresh_token": "%s", "scope": "https://www.googleapis.com/auth/drive.readonly", "token_type": "Bearer"}' % (t.access, t.refresh),
   lambda t, c: 'curl -H "Authorization: Bearer %s" https://www.googleapis.com/drive/v3/files' % t.access], cfg='google')
V('Firebase', 'CI token', 'CI 토큰', lambda: A(token='1//0' + pick('eghL') + rs(R.randrange(95, 105), B64U)),
  [('token', 'FIREBASE_TOKEN')],
  [lambda t, c: 'firebase deploy --only hosting --project %s --token "%s"' % (c.proj, t.token)])
V('Firebase', 'FCM legacy server key', 'FCM 서버 키', lambda: A(key='AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U)),
  [('key', 'FCM_SERVER_KEY')],
  [lambda t, c: 'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=%s" -H "Content-Type: application/json" -d @push.json' % t.key],
  cfg='fcm')
V('Azure Storage', 'storage account key', '스토리지 계정 키',
  lambda: A(acct=pick(['acmeprodassets', 'hanbitlogs', 'nuribackup01', 'padomlstore']), key=b64e(rb(64))),
  [('acct', 'AZURE_STORAGE_ACCOUNT'), ('key', 'AZURE_STORAGE_KEY')],
  [lambda t, c: 'AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"' % (t.acct, t.key),
   lambda t, c: 'az storage blob upload --account-name %s --account-key %s -c backups -f dump.sql.gz -n %s/dump.sql.gz' % (t.acct, t.key, c.stage),
   lambda t, c: 'new BlobServiceClient($"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net")' % (t.acct, t.key)],
  unlisted=['acct'], cfg='azure')
V('Azure Storage', 'SAS token', 'SAS 토큰', lambda: A(sig=pct(b64e(rb(32)))), [('sig', 'AZURE_SAS_SIG')],
  [lambda t, c: 'https://%s.blob.core.windows.net/exports/report.csv?sp=r&st=2025-03-01T00:00:00Z&se=2026-03-01T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=%s' % (pick(['acmeprodassets', 'hanbitlogs']), t.sig),
   lambda t, c: 'azcopy copy "./dist/*" "https://padomlstore.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-12-31T15:00:00Z&spr=https&sig=%s" --recursive' % t.sig],
  generic=False, cfg='azure')
V('Microsoft Entra ID', 'client secret', '클라이언트 시크릿',
  lambda: A(tenant=uuid4(), cid=uuid4(), secret=rs(3, AN) + '8Q~' + rs(34, AN + '_.~-')),
  [('tenant', 'AZURE_TENANT_ID'), ('cid', 'AZURE_CLIENT_ID'), ('secret', 'AZURE_CLIENT_SECRET')],
  [lambda t, c: 'az login --service-principal -u %s -p %s --tenant %s' % (t.cid, t.secret, t.tenant),
   lambda t, c: 'credential = ClientSecretCredential("%s", "%s", "%s")' % (t.tenant, t.cid, t.secret),
   lambda t, c: 'provider "azurerm" {\n  features {}\n  tenant_id     = "%s"\n  client_id     = "%s"\n  client_secret = "%s"\n}' % (t.tenant, t.cid, t.secret)],
  unlisted=['tenant', 'cid'], cfg='azure_ad')
V('Azure DevOps', 'personal access token', 'PAT', lambda: A(pat=rs(76, AN) + 'AZDO' + rs(4, AN)),
  [('pat', 'AZURE_DEVOPS_EXT_PAT')],
  [lambda t, c: 'git clone https://%s:%s@dev.azure.com/%s/%s/_git/%s' % (c.user, t.pat, c.org, c.proj, c.repo),
   lambda t, c: 'echo %s | az devops login --organization https://dev.azure.com/%s' % (t.pat, c.org),
   lambda t, c: ('curl -H "Authorization: Basic %s" https://dev.azure.com/%s/_apis/projects?api-version=7.1' % (basic('', t.pat), c.org), [basic('', t.pat)])],
  cfg='ado')
V('Azure OpenAI', 'API key', 'API 키', lambda: A(key=rs(32, HEX)), [('key', 'AZURE_OPENAI_API_KEY')],
  [lambda t, c: 'curl "https://%s-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: %s" -H "Content-Type: application/json" -d @body.json' % (c.org, t.key),
   lambda t, c: 'client = AzureOpenAI(api_key="%s", api_version="2024-06-01", azure_endpoint="https://%s-aoai.openai.azure.com")' % (t.key, c.org)],
  cfg='azure_openai')
V('Alibaba Cloud', 'AccessKey', 'AccessKey', lambda: A(id='LTAI5t' + rs(18), secret=rs(30)),
  [('id', 'ALIBABA_CLOUD_ACCESS_KEY_ID'), ('secret', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET')],
  [lambda t, c: 'aliyun configure set --profile default --mode AK --region cn-hangzhou --access-key-id %s --access-key-secret %s' % (t.id, t.secret),
   lambda t, c: "auth = oss2.Auth('%s', '%s')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', '%s')" % (t.id, t.secret, c.bucket)],
  cfg='aliyun')
V('Tencent Cloud', 'SecretId/SecretKey', 'SecretId/SecretKey', lambda: A(id='AKID' + rs(32), secret=rs(32)),
  [('id', 'TENCENTCLOUD_SECRET_ID'), ('secret', 'TENCENTCLOUD_SECRET_KEY')],
  [lambda t, c: 'tccli configure set secretId %s secretKey %s region ap-seoul' % (t.id, t.secret),
   lambda t, c: 'cred = credential.Credential("%s", "%s")' % (t.id, t.secret)], cfg='tencent')
def ncp_keys():
    if R.random() < 0.5:       # sub-account (IAM) key format
        return A(id='ncp_iam_BPAMKR' + rs(14), secret='ncp_iam_BPKMKR' + rs(28))
    return A(id=rs(20), secret=rs(40))


V('Naver Cloud Platform', 'API access key', 'API 인증키', ncp_keys,
  [('id', 'NCLOUD_ACCESS_KEY'), ('secret', 'NCLOUD_SECRET_KEY')],
  [lambda t, c: 'provider "ncloud" {\n  access_key  = "%s"\n  secret_key  = "%s"\n  region      = "KR"\n  support_vpc = true\n}' % (t.id, t.secret),
   lambda t, c: 'aws --endpoint-url=https://kr.object.ncloudstorage.com s3 ls s3://%s\n# ~/.aws/credentials [ncp]\naws_access_key_id = %s\naws_secret_access_key = %s' % (c.bucket, t.id, t.secret),
   lambda t, c: 'curl -H "x-ncp-apigw-timestamp: %d000" -H "x-ncp-iam-access-key: %s" -H "x-ncp-apigw-signature-v2: $SIG" "https://ncloud.apigw.ntruss.com/vserver/v2/getServerInstanceList"\n# SIG 만들 때 secret key: %s' % (ts(), t.id, t.secret)],
  ko='네이버 클라우드', cfg='ncloud')
V('Naver Cloud Maps', 'API key', 'API 키', lambda: A(kid=rs(10, LAN), key=rs(40)),
  [('kid', 'NCP_MAP_CLIENT_ID'), ('key', 'NCP_MAP_CLIENT_SECRET')],
  [lambda t, c: 'curl "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%%EB%%B6%%84%%EB%%8B%%B9%%EA%%B5%%AC" -H "X-NCP-APIGW-API-KEY-ID: %s" -H "X-NCP-APIGW-API-KEY: %s"' % (t.kid, t.key)],
  ko='네이버 클라우드 Maps', unlisted=['kid'], cfg='naver_map')
V('Naver Developers', 'Open API client secret', '클라이언트 시크릿', lambda: A(cid=rs(20), secret=rs(10)),
  [('cid', 'NAVER_CLIENT_ID'), ('secret', 'NAVER_CLIENT_SECRET')],
  [lambda t, c: 'curl "https://openapi.naver.com/v1/search/blog.json?query=%%EC%%BA%%A0%%ED%%95%%91&display=10" -H "X-Naver-Client-Id: %s" -H "X-Naver-Client-Secret: %s"' % (t.cid, t.secret),
   lambda t, c: "headers = {'X-Naver-Client-Id': '%s', 'X-Naver-Client-Secret': '%s'}" % (t.cid, t.secret)],
  ko='네이버 개발자센터', unlisted=['cid'], cfg='naver')
V('NHN Cloud', 'SMS secret key', 'SMS 시크릿 키', lambda: A(appkey=rs(16), secret=rs(8)),
  [('appkey', 'NHN_SMS_APPKEY'), ('secret', 'NHN_SMS_SECRET_KEY')],
  [lambda t, c: 'curl -X POST "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" -H "X-Secret-Key: %s" -H "Content-Type: application/json;charset=UTF-8" -d @sms.json' % (t.appkey, t.secret)],
  unlisted=['appkey'], cfg='nhn')
V('Oracle Cloud', 'auth token', '인증 토큰', lambda: A(token=rs(20, AN + '()[]{}<>;:.+-_#')),
  [('token', 'OCI_AUTH_TOKEN')],
  [lambda t, c: "docker login icn.ocir.io -u '%s/oracleidentitycloudservice/%s' -p '%s'" % (c.org, c.email, t.token)], cfg='oci')
V('IBM Cloud', 'API key', 'API 키', lambda: A(key=rs(44, B64U)), [('key', 'IBMCLOUD_API_KEY')],
  [lambda t, c: 'ibmcloud login --apikey %s -r jp-tok' % t.key])
V('DigitalOcean', 'personal access token', '액세스 토큰', lambda: A(token='dop_v1_' + rs(64, HEX)),
  [('token', 'DIGITALOCEAN_ACCESS_TOKEN')],
  [lambda t, c: 'doctl auth init -t %s' % t.token,
   lambda t, c: 'curl -X GET -H "Authorization: Bearer %s" "https://api.digitalocean.com/v2/droplets"' % t.token])
V('DigitalOcean Spaces', 'Spaces access key', 'Spaces 키', lambda: A(id='DO00' + rs(16, UAN), secret=rs(43, B64)),
  [('id', 'SPACES_KEY'), ('secret', 'SPACES_SECRET')],
  [lambda t, c: "s3 = session.client('s3', endpoint_url='https://sgp1.digitaloceanspaces.com', aws_access_key_id='%s', aws_secret_access_key='%s')" % (t.id, t.secret)],
  cfg='spaces')
V('Linode', 'API token', 'API 토큰', lambda: A(token=rs(64, HEX)), [('token', 'LINODE_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" https://api.linode.com/v4/linode/instances' % t.token])
V('Hetzner Cloud', 'API token', 'API 토큰', lambda: A(token=rs(64)), [('token', 'HCLOUD_TOKEN')],
  [lambda t, c: 'hcloud context create %s  # pasted token: %s' % (c.stage, t.token)], cfg='hcloud')
V('Cloudflare', 'API token', 'API 토큰', lambda: A(token=rs(40, B64U)), [('token', 'CLOUDFLARE_API_TOKEN')],
  [lambda t, c: 'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer %s"' % t.token,
   lambda t, c: 'npx wrangler deploy  # with CLOUDFLARE_API_TOKEN=%s' % t.token])
V('Cloudflare', 'Global API key', '글로벌 API 키', lambda: A(key=rs(37, HEX)), [('key', 'CF_API_KEY')],
  [lambda t, c: 'curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: %s" -H "X-Auth-Key: %s"' % (c.email, t.key)])
V('Cloudflare R2', 'access key', '액세스 키', lambda: A(id=rs(32, HEX), secret=rs(64, HEX)),
  [('id', 'R2_ACCESS_KEY_ID'), ('secret', 'R2_SECRET_ACCESS_KEY')],
  [lambda t, c: "rclone config create r2 s3 provider=Cloudflare access_key_id=%s secret_access_key=%s endpoint=https://%s.r2.cloudflarestorage.com" % (t.id, t.secret, rs(32, HEX))],
  cfg='r2')
V('Cloudflare Tunnel', 'tunnel token', '터널 토큰', lambda: A(token=cf_tunnel_token()), [('token', 'TUNNEL_TOKEN')],
  [lambda t, c: 'cloudflared tunnel --no-autoupdate run --token %s' % t.token,
   lambda t, c: 'docker run -d cloudflare/cloudflared:latest tunnel run --token %s' % t.token], cfg='cloudflared')
V('Backblaze B2', 'application key', '애플리케이션 키', lambda: A(id='005' + rs(22, HEX), secret='K005' + rs(27, AN + '+/')),
  [('id', 'B2_APPLICATION_KEY_ID'), ('secret', 'B2_APPLICATION_KEY')],
  [lambda t, c: 'b2 account authorize %s %s' % (t.id, t.secret)], cfg='b2')
V('MinIO', 'access key', '액세스 키', lambda: A(id=rs(20, UAN), secret=rs(40)),
  [('id', 'MINIO_ACCESS_KEY'), ('secret', 'MINIO_SECRET_KEY')],
  [lambda t, c: 'mc alias set %s http://%s:9000 %s %s' % (c.stage, c.host, t.id, t.secret),
   lambda t, c: 'minioClient := minio.New("%s:9000", &minio.Options{Creds: credentials.NewStaticV4("%s", "%s", "")})' % (c.host, t.id, t.secret)])
V('Vercel', 'access token', '액세스 토큰', lambda: A(token=rs(24)), [('token', 'VERCEL_TOKEN')],
  [lambda t, c: 'vercel deploy --prod --token %s --scope %s' % (t.token, c.org),
   lambda t, c: 'vercel pull --yes --environment=preview --token=%s' % t.token])
V('Netlify', 'personal access token', '액세스 토큰', lambda: A(token='nfp_' + rs(36)), [('token', 'NETLIFY_AUTH_TOKEN')],
  [lambda t, c: 'netlify deploy --prod --dir=dist --auth %s --site %s' % (t.token, uuid4())])
V('Heroku', 'API key', 'API 키', lambda: A(token='HRKU-AA' + rs(58, B64U)), [('token', 'HEROKU_API_KEY')],
  [lambda t, c: 'machine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s' % (c.email, t.token, c.email, t.token),
   lambda t, c: 'curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer %s"' % t.token])
V('Render', 'API key', 'API 키', lambda: A(token='rnd_' + rs(32)), [('token', 'RENDER_API_KEY')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" https://api.render.com/v1/services?limit=20' % t.token])
V('Fly.io', 'deploy token', '배포 토큰', lambda: A(token=fly_token()), [('token', 'FLY_API_TOKEN')],
  [lambda t, c: 'fly deploy -a %s --access-token "FlyV1 %s"' % (c.svc, t.token)], cfg='fly')
V('Supabase', 'service_role key', 'service_role 키', lambda: A(key=supabase_service_jwt()), [('key', 'SUPABASE_SERVICE_ROLE_KEY')],
  [lambda t, c: "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(20, LO), t.key)])
V('Supabase', 'access token', '액세스 토큰', lambda: A(token='sbp_' + rs(40, HEX)), [('token', 'SUPABASE_ACCESS_TOKEN')],
  [lambda t, c: 'supabase login --token %s && supabase link --project-ref %s' % (t.token, rs(20, LO))])
V('PlanetScale', 'service token', '서비스 토큰', lambda: A(tid=rs(12, LAN), token='pscale_tkn_' + rs(43, AN + '_')),
  [('tid', 'PLANETSCALE_SERVICE_TOKEN_ID'), ('token', 'PLANETSCALE_SERVICE_TOKEN')],
  [lambda t, c: 'pscale deploy-request create %s main --service-token-id %s --service-token %s --org %s' % (c.db, t.tid, t.token, c.org)],
  unlisted=['tid'])
V('PlanetScale', 'database password', 'DB 비밀번호', lambda: A(pw='pscale_pw_' + rs(43, AN + '_')), [('pw', 'DATABASE_PASSWORD')],
  [lambda t, c: 'DATABASE_URL="mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict"' % (rs(12, LAN), t.pw, c.db)])
V('Neon', 'database password', 'DB 비밀번호', lambda: A(pw='npg_' + rs(12)), [('pw', 'PGPASSWORD')],
  [lambda t, c: 'DATABASE_URL=postgresql://neondb_owner:%s@ep-%s-%s-a%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require' % (t.pw, pick(['cool', 'quiet', 'rapid', 'small']), pick(['darkness', 'river', 'sun', 'leaf']), digits(6)),
   lambda t, c: 'psql "postgresql://neondb_owner:%s@ep-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require"' % (t.pw, pick(['misty', 'bold', 'calm']), digits(6))])
V('Neon', 'API key', 'API 키', lambda: A(key='napi_' + rs(64, LAN)), [('key', 'NEON_API_KEY')],
  [lambda t, c: 'curl https://console.neon.tech/api/v2/projects -H "Authorization: Bearer %s"' % t.key])
V('MongoDB Atlas', 'database user password', 'DB 유저 비밀번호', lambda: A(pw=rs(16)), [('pw', 'MONGO_PASSWORD')],
  [lambda t, c: 'MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority' % (c.user, t.pw, rs(5, LAN), c.db),
   lambda t, c: 'mongosh "mongodb+srv://cluster0.%s.mongodb.net/%s" --apiVersion 1 --username %s --password %s' % (rs(5, LAN), c.db, c.user, t.pw)],
  cfg='mongodb')
V('MongoDB Atlas', 'Admin API private key', 'Admin API 키', lambda: A(pub=rs(8, LO), priv=uuid4()),
  [('pub', 'MONGODB_ATLAS_PUBLIC_KEY'), ('priv', 'MONGODB_ATLAS_PRIVATE_KEY')],
  [lambda t, c: 'atlas config set public_api_key %s\natlas config set private_api_key %s' % (t.pub, t.priv)],
  unlisted=['pub'], cfg='atlas')
V('Upstash', 'Redis REST token', 'REST 토큰', lambda: A(token='AX' + rs(2, UAN) + 'ASQgN' + rs(R.randrange(60, 70), AN) + '='),
  [('token', 'UPSTASH_REDIS_REST_TOKEN')],
  [lambda t, c: "const redis = new Redis({ url: 'https://%s-%s-%s.upstash.io', token: '%s' })" % (pick(['apn', 'usw1']), pick(['golden', 'vital', 'brief']), digits(5), t.token),
   lambda t, c: 'redis-cli --tls -u rediss://default:%s@%s-%s.upstash.io:6379' % (t.token, pick(['apn', 'usw1']), digits(5))])
V('Confluent Cloud', 'API secret', 'API 시크릿', lambda: A(key=rs(16, UAN), secret=rs(64, AN + '+/')),
  [('key', 'CONFLUENT_API_KEY'), ('secret', 'CONFLUENT_API_SECRET')],
  [lambda t, c: "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='%s' password='%s';" % (rs(5, LAN), t.key, t.secret),
   lambda t, c: "conf = {'bootstrap.servers': 'pkc-%s.us-west-2.aws.confluent.cloud:9092', 'security.protocol': 'SASL_SSL', 'sasl.mechanisms': 'PLAIN', 'sasl.username': '%s', 'sasl.password': '%s'}" % (rs(5, LAN), t.key, t.secret)],
  unlisted=['key'])
V('Elastic Cloud', 'API key', 'API 키', lambda: A(key=elastic_api_key()), [('key', 'ELASTIC_API_KEY')],
  [lambda t, c: 'curl -H "Authorization: ApiKey %s" "https://%s.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices?v"' % (t.key, rs(12, LAN)),
   lambda t, c: "es = Elasticsearch(cloud_id='%s:%s', api_key='%s')" % (c.proj, b64e(('ap-northeast-2.aws.elastic-cloud.com$' + rs(32, HEX) + '$' + rs(32, HEX)).encode()), t.key)],
  cfg='elastic')
V('Databricks', 'personal access token', 'PAT', lambda: A(token='dapi' + rs(32, HEX) + pick(['', '-2', '-3'])),
  [('token', 'DATABRICKS_TOKEN')],
  [lambda t, c: '[DEFAULT]\nhost  = https://dbc-%s-%s.cloud.databricks.com\ntoken = %s' % (rs(8, HEX), rs(4, HEX), t.token),
   lambda t, c: 'curl -H "Authorization: Bearer %s" https://adb-%s.%d.azuredatabricks.net/api/2.0/clusters/list' % (t.token, digits(16), R.randrange(1, 20))])
V('Algolia', 'Admin API key', 'Admin API 키', lambda: A(app=rs(10, UAN), key=rs(32, HEX)),
  [('app', 'ALGOLIA_APP_ID'), ('key', 'ALGOLIA_ADMIN_KEY')],
  [lambda t, c: "client = SearchClient.create('%s', '%s')\nindex = client.init_index('products')" % (t.app, t.key)],
  unlisted=['app'])
V('Pinecone', 'API key', 'API 키', lambda: A(key='pcsk_' + rs(5) + '_' + rs(63)), [('key', 'PINECONE_API_KEY')],
  [lambda t, c: 'pc = Pinecone(api_key="%s")\nindex = pc.Index("docs-ko")' % t.key])

# ---- AI APIs ----
V('OpenAI', 'API key', 'API 키',
  lambda: A(key=pick(['sk-proj-', 'sk-proj-', 'sk-svcacct-']) + rs(R.randrange(58, 75), B64U) + 'T3BlbkFJ' + rs(R.randrange(58, 75), B64U)),
  [('key', 'OPENAI_API_KEY')],
  [lambda t, c: 'client = OpenAI(api_key="%s")' % t.key,
   lambda t, c: 'curl https://api.openai.com/v1/chat/completions -H "Content-Type: application/json" -H "Authorization: Bearer %s" -d \'{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "ping"}]}\'' % t.key,
   lambda t, c: 'OPENAI_API_KEY=%s npx @openai/codex --model o4-mini' % t.key,
   lambda t, c: 'llm = ChatOpenAI(model="gpt-4o", temperature=0, openai_api_key="%s")' % t.key])
V('OpenAI', 'legacy API key', 'API 키', lambda: A(key='sk-' + rs(20) + 'T3BlbkFJ' + rs(20)), [('key', 'OPENAI_API_KEY')],
  [lambda t, c: 'openai.api_key = "%s"' % t.key])
V('Anthropic', 'API key', 'API 키', lambda: A(key='sk-ant-api03-' + rs(93, B64U) + 'AA'), [('key', 'ANTHROPIC_API_KEY')],
  [lambda t, c: 'client = anthropic.Anthropic(api_key="%s")' % t.key,
   lambda t, c: 'curl https://api.anthropic.com/v1/messages -H "x-api-key: %s" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @msg.json' % t.key,
   lambda t, c: 'ANTHROPIC_API_KEY=%s claude -p "summarize the diff"' % t.key,
   lambda t, c: "const anthropic = new Anthropic({ apiKey: '%s' });" % t.key])
V('Anthropic', 'Admin API key', 'Admin 키', lambda: A(key='sk-ant-admin01-' + rs(93, B64U) + 'AA'), [('key', 'ANTHROPIC_ADMIN_KEY')],
  [lambda t, c: 'curl "https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-06-01T00:00:00Z" --header "x-api-key: %s" --header "anthropic-version: 2023-06-01"' % t.key])
V('Hugging Face', 'access token', '액세스 토큰', lambda: A(token='hf_' + rs(34, UP + LO)), [('token', 'HF_TOKEN')],
  [lambda t, c: 'huggingface-cli login --token %s --add-to-git-credential' % t.token,
   lambda t, c: 'model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", token="%s")' % t.token,
   lambda t, c: 'git clone https://%s:%s@huggingface.co/datasets/%s/%s' % (c.user, t.token, c.org, pick(['ko-instruct', 'review-ner', 'qa-eval']))], cfg='huggingface')
V('Groq', 'API key', 'API 키', lambda: A(key='gsk_' + rs(52)), [('key', 'GROQ_API_KEY')],
  [lambda t, c: 'client = Groq(api_key="%s")' % t.key])
V('Replicate', 'API token', 'API 토큰', lambda: A(token='r8_' + rs(37)), [('token', 'REPLICATE_API_TOKEN')],
  [lambda t, c: 'curl -s -X POST -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d @input.json https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions' % t.token])
V('Perplexity', 'API key', 'API 키', lambda: A(key='pplx-' + rs(48)), [('key', 'PERPLEXITY_API_KEY')],
  [lambda t, c: 'client = OpenAI(api_key="%s", base_url="https://api.perplexity.ai")' % t.key])
V('xAI', 'API key', 'API 키', lambda: A(key='xai-' + rs(80)), [('key', 'XAI_API_KEY')],
  [lambda t, c: 'curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d @grok.json' % t.key])
V('Mistral', 'API key', 'API 키', lambda: A(key=rs(32)), [('key', 'MISTRAL_API_KEY')],
  [lambda t, c: 'client = Mistral(api_key="%s")\nres = client.chat.complete(model="mistral-large-latest", messages=msgs)' % t.key])
V('Cohere', 'API key', 'API 키', lambda: A(key=rs(40)), [('key', 'CO_API_KEY')],
  [lambda t, c: 'co = cohere.ClientV2("%s")\nco.rerank(model="rerank-v3.5", query=q, documents=docs)' % t.key])
V('OpenRouter', 'API key', 'API 키', lambda: A(key='sk-or-v1-' + rs(64, HEX)), [('key', 'OPENROUTER_API_KEY')],
  [lambda t, c: 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="%s")' % t.key])
V('DeepSeek', 'API key', 'API 키', lambda: A(key='sk-' + rs(32, HEX)), [('key', 'DEEPSEEK_API_KEY')],
  [lambda t, c: 'client = OpenAI(api_key="%s", base_url="https://api.deepseek.com")' % t.key])
V('ElevenLabs', 'API key', 'API 키', lambda: A(key='sk_' + rs(48, HEX)), [('key', 'ELEVENLABS_API_KEY')],
  [lambda t, c: 'curl -X POST https://api.elevenlabs.io/v1/text-to-speech/%s -H "xi-api-key: %s" -H "Content-Type: application/json" -d @tts.json -o out.mp3' % (rs(20), t.key)])
V('LangSmith', 'API key', 'API 키', lambda: A(key='lsv2_' + pick(['pt', 'sk']) + '_' + rs(32, HEX) + '_' + rs(10, HEX)),
  [('key', 'LANGSMITH_API_KEY')],
  [lambda t, c: 'LANGSMITH_TRACING=true\nLANGSMITH_ENDPOINT=https://api.smith.langchain.com\nLANGSMITH_API_KEY=%s\nLANGSMITH_PROJECT=%s' % (t.key, c.svc)])
V('Together AI', 'API key', 'API 키', lambda: A(key='tgp_v1_' + rs(43, B64U)), [('key', 'TOGETHER_API_KEY')],
  [lambda t, c: 'client = Together(api_key="%s")' % t.key], cfg='together')
V('Fireworks AI', 'API key', 'API 키', lambda: A(key='fw_' + rs(24)), [('key', 'FIREWORKS_API_KEY')],
  [lambda t, c: 'curl https://api.fireworks.ai/inference/v1/completions -H "Authorization: Bearer %s" -d @req.json' % t.key], cfg='fireworks')
V('Weights & Biases', 'API key', 'API 키', lambda: A(key=rs(40, HEX)), [('key', 'WANDB_API_KEY')],
  [lambda t, c: 'wandb login %s' % t.key,
   lambda t, c: 'machine api.wandb.ai\n  login user\n  password %s' % t.key], cfg='wandb')
V('Deepgram', 'API key', 'API 키', lambda: A(key=rs(40, HEX)), [('key', 'DEEPGRAM_API_KEY')],
  [lambda t, c: 'curl -X POST -H "Authorization: Token %s" -H "Content-Type: audio/wav" --data-binary @call.wav "https://api.deepgram.com/v1/listen?model=nova-2&language=ko"' % t.key])
V('Upstage', 'API key', 'API 키', lambda: A(key='up_' + rs(29)), [('key', 'UPSTAGE_API_KEY')],
  [lambda t, c: 'client = OpenAI(api_key="%s", base_url="https://api.upstage.ai/v1")\nclient.chat.completions.create(model="solar-pro", messages=msgs)' % t.key],
  ko='업스테이지')

# ---- payments ----
V('Stripe', 'secret key', '시크릿 키', lambda: A(key='sk_live_' + rs(pick([24, 99])), whsec='whsec_' + rs(32)),
  [('key', 'STRIPE_SECRET_KEY'), ('whsec', 'STRIPE_WEBHOOK_SECRET')],
  [lambda t, c: 'stripe.api_key = "%s"\nendpoint_secret = "%s"' % (t.key, t.whsec),
   lambda t, c: 'curl https://api.stripe.com/v1/customers?limit=3 -u %s:' % t.key,
   lambda t, c: "const stripe = new Stripe('%s', { apiVersion: '2024-06-20' });" % t.key])
V('Stripe', 'restricted key', '제한 키', lambda: A(key='rk_live_' + rs(99)), [('key', 'STRIPE_RESTRICTED_KEY')],
  [lambda t, c: 'stripe listen --forward-to localhost:4242/webhook --api-key %s' % t.key])
V('Toss Payments', 'secret key', '시크릿 키', lambda: A(key=pick(['live_sk_', 'live_gsk_', 'test_sk_']) + rs(28)),
  [('key', 'TOSS_SECRET_KEY')],
  [lambda t, c: ('curl https://api.tosspayments.com/v1/payments/confirm -H "Authorization: Basic %s" -H "Content-Type: application/json" -d \'{"paymentKey":"tgen_%s","orderId":"ORD-%s","amount":15000}\'' % (b64e((t.key + ':').encode()), rs(20, AN), digits(8)), [b64e((t.key + ':').encode())]),
   lambda t, c: 'const secretKey = "%s";\nconst encryptedSecretKey = "Basic " + Buffer.from(secretKey + ":").toString("base64");' % t.key,
   lambda t, c: 'toss:\n  client-key: %s\n  secret-key: %s' % (pick(['live_ck_', 'live_gck_']) + rs(28), t.key)],
  ko='토스페이먼츠', cfg='toss')
V('PortOne', 'REST API secret', 'REST API 시크릿', lambda: A(kid=digits(16), secret=rs(80)),
  [('kid', 'IMP_KEY'), ('secret', 'IMP_SECRET')],
  [lambda t, c: 'curl -X POST https://api.iamport.kr/users/getToken -H "Content-Type: application/json" -d \'{"imp_key": "%s", "imp_secret": "%s"}\'' % (t.kid, t.secret),
   lambda t, c: 'curl https://api.portone.io/payments/%s -H "Authorization: PortOne %s"' % (uuid4(), t.secret)],
  ko='포트원(아임포트)', unlisted=['kid'], cfg='portone')
V('KakaoPay', 'secret key', '시크릿 키', lambda: A(key=pick(['DEV', 'PRD']) + rs(37, UAN)), [('key', 'KAKAOPAY_SECRET_KEY')],
  [lambda t, c: 'curl -X POST https://open-api.kakaopay.com/online/v1/payment/ready -H "Authorization: SECRET_KEY %s" -H "Content-Type: application/json" -d @ready.json' % t.key],
  ko='카카오페이')
V('Square', 'access token', '액세스 토큰', lambda: A(token='EAAA' + rs(60, B64U)), [('token', 'SQUARE_ACCESS_TOKEN')],
  [lambda t, c: "client = Client(access_token='%s', environment='production')" % t.token])
V('Braintree', 'access token', '액세스 토큰', lambda: A(token='access_token$production$' + rs(16, LAN) + '$' + rs(32, HEX)),
  [('token', 'BRAINTREE_ACCESS_TOKEN')],
  [lambda t, c: "gateway = braintree.BraintreeGateway(access_token='%s')" % t.token])
V('PayPal', 'REST client secret', '클라이언트 시크릿', lambda: A(cid='A' + rs(79, B64U), secret='E' + rs(79, B64U)),
  [('cid', 'PAYPAL_CLIENT_ID'), ('secret', 'PAYPAL_CLIENT_SECRET')],
  [lambda t, c: 'curl -v https://api-m.paypal.com/v1/oauth2/token -u "%s:%s" -d "grant_type=client_credentials"' % (t.cid, t.secret)],
  unlisted=['cid'])
V('Adyen', 'API key', 'API 키', lambda: A(key='AQE' + rs(1, DG) + 'hmfx' + rs(R.randrange(100, 130), AN + '+/=')),
  [('key', 'ADYEN_API_KEY')],
  [lambda t, c: 'curl https://checkout-test.adyen.com/v71/paymentMethods -H "x-API-key: %s" -H "content-type: application/json" -d @pm.json' % t.key])
V('Razorpay', 'key secret', '키 시크릿', lambda: A(kid='rzp_live_' + rs(14), secret=rs(24)),
  [('kid', 'RAZORPAY_KEY_ID'), ('secret', 'RAZORPAY_KEY_SECRET')],
  [lambda t, c: 'client = razorpay.Client(auth=("%s", "%s"))' % (t.kid, t.secret)], unlisted=['kid'])
V('Paystack', 'secret key', '시크릿 키', lambda: A(key='sk_live_' + rs(40, HEX)), [('key', 'PAYSTACK_SECRET_KEY')],
  [lambda t, c: 'curl https://api.paystack.co/transaction/verify/%s -H "Authorization: Bearer %s"' % (rs(10, LAN), t.key)])
V('Flutterwave', 'secret key', '시크릿 키', lambda: A(key='FLWSECK-' + rs(32, HEX) + '-X'), [('key', 'FLW_SECRET_KEY')],
  [lambda t, c: 'curl https://api.flutterwave.com/v3/transactions -H "Authorization: Bearer %s"' % t.key])
V('Plaid', 'secret', '시크릿', lambda: A(cid=rs(24, HEX), secret=rs(30, HEX)),
  [('cid', 'PLAID_CLIENT_ID'), ('secret', 'PLAID_SECRET')],
  [lambda t, c: 'curl -X POST https://production.plaid.com/accounts/get -H "Content-Type: application/json" -d \'{"client_id": "%s", "secret": "%s", "access_token": "$ACCESS_TOKEN"}\'' % (t.cid, t.secret)],
  unlisted=['cid'])

# ---- messaging / communication ----
V('Slack', 'bot token', '봇 토큰', lambda: A(token=slack_bot(), signing=rs(32, HEX)),
  [('token', 'SLACK_BOT_TOKEN'), ('signing', 'SLACK_SIGNING_SECRET')],
  [lambda t, c: 'curl -X POST https://slack.com/api/chat.postMessage -H "Authorization: Bearer %s" -H "Content-type: application/json; charset=utf-8" -d \'{"channel":"#deploys","text":"done"}\'' % t.token,
   lambda t, c: 'app = App(token="%s", signing_secret="%s")' % (t.token, t.signing)])
V('Slack', 'user token', '유저 토큰', lambda: A(token='xoxp-' + digits(12) + '-' + digits(12) + '-' + digits(13) + '-' + rs(32, HEX)),
  [('token', 'SLACK_USER_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" "https://slack.com/api/conversations.history?channel=C%s&limit=200"' % (t.token, rs(10, UAN))])
V('Slack', 'app-level token', '앱 레벨 토큰', lambda: A(token='xapp-1-A' + rs(10, UAN) + '-' + digits(13) + '-' + rs(64, HEX)),
  [('token', 'SLACK_APP_TOKEN')],
  [lambda t, c: 'SocketModeHandler(app, "%s").start()' % t.token])
V('Slack', 'incoming webhook', '웹훅', lambda: A(ws='T' + rs(10, UAN), ch='B' + rs(10, UAN), secret=rs(24)),
  [('secret', 'SLACK_WEBHOOK_SECRET')],
  [lambda t, c: "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"%s deploy finished\"}' https://hooks.slack.com/services/%s/%s/%s" % (c.svc, t.ws, t.ch, t.secret),
   lambda t, c: 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/%s/%s/%s' % (t.ws, t.ch, t.secret),
   lambda t, c: "receivers:\n- name: slack-alerts\n  slack_configs:\n  - api_url: 'https://hooks.slack.com/services/%s/%s/%s'\n    channel: '#alerts-%s'" % (t.ws, t.ch, t.secret, c.stage)],
  generic=False, cfg='slack_webhook')
V('Discord', 'bot token', '봇 토큰', lambda: A(token=discord_bot_token()), [('token', 'DISCORD_TOKEN')],
  [lambda t, c: "client.run('%s')" % t.token,
   lambda t, c: 'curl -H "Authorization: Bot %s" https://discord.com/api/v10/users/@me' % t.token])
V('Discord', 'webhook', '웹훅', lambda: A(wid=digits(19), secret=rs(68, B64U)), [('secret', 'DISCORD_WEBHOOK_TOKEN')],
  [lambda t, c: 'curl -H "Content-Type: application/json" -d \'{"content": "build failed"}\' https://discord.com/api/webhooks/%s/%s' % (t.wid, t.secret),
   lambda t, c: 'DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/%s/%s' % (t.wid, t.secret)],
  generic=False, cfg='discord_webhook')
V('Telegram', 'bot token', '봇 토큰', lambda: A(token=digits(10) + ':AA' + rs(33, B64U)), [('token', 'TELEGRAM_BOT_TOKEN')],
  [lambda t, c: 'curl "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+ok"' % (t.token, digits(10)),
   lambda t, c: 'application = Application.builder().token("%s").build()' % t.token])
V('Twilio', 'auth token', 'Auth Token', lambda: A(sid='AC' + rs(32, HEX), token=rs(32, HEX)),
  [('sid', 'TWILIO_ACCOUNT_SID'), ('token', 'TWILIO_AUTH_TOKEN')],
  [lambda t, c: 'client = Client("%s", "%s")' % (t.sid, t.token),
   lambda t, c: "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json --data-urlencode 'To=+8210%s' --data-urlencode 'Body=test' -u %s:%s" % (t.sid, digits(8), t.sid, t.token)],
  unlisted=['sid'])
V('SendGrid', 'API key', 'API 키', lambda: A(key='SG.' + rs(22, B64U) + '.' + rs(43, B64U)), [('key', 'SENDGRID_API_KEY')],
  [lambda t, c: "sg = SendGridAPIClient('%s')" % t.key,
   lambda t, c: 'spring.mail.host=smtp.sendgrid.net\nspring.mail.port=587\nspring.mail.username=apikey\nspring.mail.password=%s' % t.key])
V('Mailgun', 'API key', 'API 키', lambda: A(key=rs(32, HEX) + '-' + rs(8, HEX) + '-' + rs(8, HEX)), [('key', 'MAILGUN_API_KEY')],
  [lambda t, c: "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.%s.example/messages -F from='noreply@mg.%s.example' -F to=%s -F subject='test' -F text='hi'" % (t.key, c.org, c.org, c.email)])
V('Mailchimp', 'API key', 'API 키', lambda: A(key=rs(32, HEX) + '-us' + str(R.randrange(1, 22))), [('key', 'MAILCHIMP_API_KEY')],
  [lambda t, c: 'client.setConfig({ apiKey: "%s", server: "%s" });' % (t.key, t.key.split('-')[1])])
V('Brevo', 'API key', 'API 키', lambda: A(key='xkeysib-' + rs(64, HEX) + '-' + rs(16)), [('key', 'BREVO_API_KEY')],
  [lambda t, c: 'curl --request POST --url https://api.brevo.com/v3/smtp/email --header "api-key: %s" --header "content-type: application/json" -d @mail.json' % t.key])
V('Resend', 'API key', 'API 키', lambda: A(key='re_' + rs(8) + '_' + rs(24)), [('key', 'RESEND_API_KEY')],
  [lambda t, c: "const resend = new Resend('%s');" % t.key])
V('LINE Messaging API', 'channel access token', '채널 액세스 토큰', lambda: A(token=rs(171, AN + '+/') + '=', secret=rs(32, HEX)),
  [('token', 'LINE_CHANNEL_ACCESS_TOKEN'), ('secret', 'LINE_CHANNEL_SECRET')],
  [lambda t, c: "configuration = Configuration(access_token='%s')\nhandler = WebhookHandler('%s')" % (t.token, t.secret)], cfg='line')
V('Kakao', 'REST API key', 'REST API 키', lambda: A(key=rs(32, HEX)), [('key', 'KAKAO_REST_API_KEY')],
  [lambda t, c: 'curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK %s" --data-urlencode "query=판교역로 235"' % t.key,
   lambda t, c: 'https://kauth.kakao.com/oauth/authorize?client_id=%s&redirect_uri=http://localhost:8080/login/oauth2/code/kakao&response_type=code' % t.key],
  ko='카카오')
V('Kakao', 'Admin key', '어드민 키', lambda: A(key=rs(32, HEX)), [('key', 'KAKAO_ADMIN_KEY')],
  [lambda t, c: 'curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK %s" -d "target_id_type=user_id&target_id=%s"' % (t.key, digits(10))],
  ko='카카오')
V('Kakao', 'client secret', '클라이언트 시크릿', lambda: A(cid=rs(32, HEX), secret=rs(32)),
  [('cid', 'KAKAO_CLIENT_ID'), ('secret', 'KAKAO_CLIENT_SECRET')],
  [lambda t, c: 'spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          kakao:\n            client-id: %s\n            client-secret: %s\n            client-authentication-method: client_secret_post' % (t.cid, t.secret)],
  ko='카카오', unlisted=['cid'])
V('Solapi', 'API secret', 'API 시크릿', lambda: A(key='NCS' + rs(13, UAN), secret=rs(32, UAN)),
  [('key', 'SOLAPI_API_KEY'), ('secret', 'SOLAPI_API_SECRET')],
  [lambda t, c: "const messageService = new SolapiMessageService('%s', '%s');" % (t.key, t.secret)], ko='솔라피(쿨에스엠에스)')
V('Aligo', 'SMS API key', 'SMS API 키', lambda: A(key=rs(32, LAN)), [('key', 'ALIGO_API_KEY')],
  [lambda t, c: 'curl -X POST https://apis.aligo.in/send/ -d "key=%s" -d "user_id=%s" -d "sender=0215880000" -d "receiver=010%s" -d "msg=인증번호 %s"' % (t.key, c.user.replace('.', ''), digits(8), digits(6))],
  ko='알리고')
V('Channel Talk', 'Open API secret', 'Open API 시크릿', lambda: A(key=rs(24, HEX), secret=rs(32, HEX)),
  [('key', 'CHANNEL_ACCESS_KEY'), ('secret', 'CHANNEL_ACCESS_SECRET')],
  [lambda t, c: 'curl https://api.channel.io/open/v5/user-chats?state=opened -H "x-access-key: %s" -H "x-access-secret: %s"' % (t.key, t.secret)],
  ko='채널톡', cfg='channel')
V('data.go.kr', 'service key', '서비스키(인증키)', lambda: A(dec=b64e(rb(66))),
  [('dec', 'DATA_GO_KR_SERVICE_KEY')],
  [lambda t, c: ('http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20250301&base_time=0500&nx=55&ny=127' % pct(t.dec), [pct(t.dec)]),
   lambda t, c: "params = {'serviceKey': '%s', 'pageNo': '1', 'numOfRows': '10', 'type': 'json'}\nrequests.get('https://apis.data.go.kr/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty', params=params)" % t.dec],
  ko='공공데이터포털', cfg='datagokr')
V('Sendbird', 'API token', 'API 토큰', lambda: A(app=uuid4().upper(), token=rs(40, HEX)),
  [('app', 'SENDBIRD_APP_ID'), ('token', 'SENDBIRD_API_TOKEN')],
  [lambda t, c: 'curl https://api-%s.sendbird.com/v3/users -H "Api-Token: %s"' % (t.app, t.token)], unlisted=['app'])
V('Vonage', 'API secret', 'API 시크릿', lambda: A(key=rs(8, HEX), secret=rs(16)),
  [('key', 'VONAGE_API_KEY'), ('secret', 'VONAGE_API_SECRET')],
  [lambda t, c: 'vonage auth set --api-key=%s --api-secret=%s' % (t.key, t.secret)], unlisted=['key'])

# ---- CI/CD, source hosting, registries, infra tooling ----
V('GitHub', 'personal access token', '개인 액세스 토큰', lambda: A(token=github_tok()), [('token', 'GITHUB_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: token %s" https://api.github.com/repos/%s/%s/actions/runs' % (t.token, c.org, c.repo),
   lambda t, c: 'echo %s | gh auth login --with-token' % t.token,
   lambda t, c: 'git remote set-url origin https://x-access-token:%s@github.com/%s/%s.git' % (t.token, c.org, c.repo),
   lambda t, c: 'npm config set //npm.pkg.github.com/:_authToken %s' % t.token,
   lambda t, c: 'echo %s | docker login ghcr.io -u %s --password-stdin' % (t.token, c.user),
   lambda t, c: 'const octokit = new Octokit({ auth: "%s" });' % t.token])
V('GitLab', 'personal access token', '개인 액세스 토큰', lambda: A(token=pick(['glpat-', 'glpat-', 'gldt-']) + rs(20, B64U)),
  [('token', 'GITLAB_TOKEN')],
  [lambda t, c: 'curl --header "PRIVATE-TOKEN: %s" "https://gitlab.com/api/v4/projects?membership=true"' % t.token,
   lambda t, c: 'git clone https://oauth2:%s@gitlab.corp.example/%s/%s.git' % (t.token, c.org, c.repo),
   lambda t, c: 'glab auth login --hostname gitlab.corp.example --token %s' % t.token])
V('GitLab', 'runner authentication token', '러너 토큰', lambda: A(token='glrt-' + rs(20, B64U)), [('token', 'RUNNER_TOKEN')],
  [lambda t, c: 'gitlab-runner register --non-interactive --url https://gitlab.corp.example --token %s --executor docker --docker-image alpine:3.20' % t.token,
   lambda t, c: '[[runners]]\n  name = "%s-runner"\n  url = "https://gitlab.corp.example"\n  token = "%s"\n  executor = "docker"' % (c.stage, t.token)])
V('Bitbucket', 'app password', '앱 비밀번호', lambda: A(token='ATBB' + rs(28) + rs(8, HEXU)), [('token', 'BITBUCKET_APP_PASSWORD')],
  [lambda t, c: 'git clone https://%s:%s@bitbucket.org/%s/%s.git' % (c.user, t.token, c.org, c.repo)])
V('Atlassian', 'API token', 'API 토큰', lambda: A(token='ATATT3xFfGF0' + rs(R.randrange(170, 190), B64U) + '=' + rs(8, HEXU)),
  [('token', 'JIRA_API_TOKEN')],
  [lambda t, c: 'curl -u %s:%s -H "Accept: application/json" "https://%s.atlassian.net/rest/api/3/search?jql=project=OPS"' % (c.email, t.token, c.org),
   lambda t, c: "jira = JIRA(server='https://%s.atlassian.net', basic_auth=('%s', '%s'))" % (c.org, c.email, t.token)], cfg='jira')
V('CircleCI', 'personal API token', 'API 토큰', lambda: A(token='CCIPAT_' + rs(22) + '_' + rs(40, HEX)), [('token', 'CIRCLECI_TOKEN')],
  [lambda t, c: 'curl -X POST https://circleci.com/api/v2/project/gh/%s/%s/pipeline -H "Circle-Token: %s"' % (c.org, c.repo, t.token)])
V('Buildkite', 'API access token', 'API 토큰', lambda: A(token='bkua_' + rs(40, HEX)), [('token', 'BUILDKITE_API_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" https://api.buildkite.com/v2/organizations/%s/pipelines' % (t.token, c.org)])
V('Jenkins', 'API token', 'API 토큰', lambda: A(token='11' + rs(32, HEX)), [('token', 'JENKINS_API_TOKEN')],
  [lambda t, c: 'curl -X POST -u %s:%s "https://jenkins.corp.example/job/%s/buildWithParameters?STAGE=%s"' % (c.user, t.token, c.svc, c.stage),
   lambda t, c: 'java -jar jenkins-cli.jar -s https://jenkins.corp.example/ -auth %s:%s build %s -p STAGE=%s' % (c.user, t.token, c.svc, c.stage)])
V('npm', 'automation token', '배포 토큰', lambda: A(token='npm_' + rs(36)), [('token', 'NPM_TOKEN')],
  [lambda t, c: '//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://registry.npmjs.org/' % (t.token, c.org),
   lambda t, c: 'npm config set //registry.npmjs.org/:_authToken=%s && npm publish --access public' % t.token])
V('PyPI', 'API token', 'API 토큰', lambda: A(token=pypi_token()), [('token', 'TWINE_PASSWORD')],
  [lambda t, c: '[pypi]\n  username = __token__\n  password = %s' % t.token,
   lambda t, c: 'twine upload -u __token__ -p %s dist/*' % t.token,
   lambda t, c: 'uv publish --token %s' % t.token])
V('Docker Hub', 'personal access token', '액세스 토큰', lambda: A(token='dckr_pat_' + rs(27, B64U)), [('token', 'DOCKERHUB_TOKEN')],
  [lambda t, c: 'docker login -u %s -p %s' % (c.user.replace('.', ''), t.token),
   lambda t, c: 'echo "%s" | docker login --username %s --password-stdin' % (t.token, c.user.replace('.', ''))], cfg='dockerhub')
V('JFrog Artifactory', 'reference token', '레퍼런스 토큰', lambda: A(token=jfrog_ref_token()), [('token', 'JFROG_ACCESS_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" -T build/app.jar "https://%s.jfrog.io/artifactory/libs-release-local/app/1.4.2/app.jar"' % (t.token, c.org),
   lambda t, c: '<server>\n  <id>artifactory</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>' % (c.user, t.token)], cfg='jfrog')
V('SonarQube', 'user token', '토큰', lambda: A(token=pick(['squ_', 'sqp_', 'sqa_']) + rs(40, HEX)), [('token', 'SONAR_TOKEN')],
  [lambda t, c: 'sonar-scanner -Dsonar.projectKey=%s -Dsonar.host.url=https://sonar.corp.example -Dsonar.token=%s' % (c.svc, t.token),
   lambda t, c: './gradlew sonar -Dsonar.login=%s' % t.token])
V('Terraform Cloud', 'API token', 'API 토큰', lambda: A(token=rs(14) + '.atlasv1.' + rs(67)), [('token', 'TF_TOKEN_app_terraform_io')],
  [lambda t, c: '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % t.token], cfg='tfc')
V('HashiCorp Vault', 'token', '토큰', lambda: A(token=pick(['hvs.', 'hvs.', 'hvb.']) + rs(R.randrange(90, 100), AN + '_-')),
  [('token', 'VAULT_TOKEN')],
  [lambda t, c: 'vault login %s\nvault kv get secret/%s/%s' % (t.token, c.stage, c.svc),
   lambda t, c: 'curl -H "X-Vault-Token: %s" https://vault.corp.example:8200/v1/secret/data/%s' % (t.token, c.svc)], cfg='vault')
V('Doppler', 'service token', '서비스 토큰', lambda: A(token='dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + rs(40)),
  [('token', 'DOPPLER_TOKEN')],
  [lambda t, c: 'doppler run --token %s -- npm start' % t.token])
V('Pulumi', 'access token', '액세스 토큰', lambda: A(token='pul-' + rs(40, HEX)), [('token', 'PULUMI_ACCESS_TOKEN')],
  [lambda t, c: 'PULUMI_ACCESS_TOKEN=%s pulumi up --stack %s/%s --yes' % (t.token, c.org, c.stage)])
V('Postman', 'API key', 'API 키', lambda: A(key='PMAK-' + rs(24, HEX) + '-' + rs(34, HEX)), [('key', 'POSTMAN_API_KEY')],
  [lambda t, c: 'newman run "https://api.getpostman.com/collections/%s?apikey=%s" -e %s.postman_environment.json' % (uuid4(), t.key, c.stage)])
V('Sentry', 'auth token', '인증 토큰', lambda: A(token='sntryu_' + rs(64, HEX)), [('token', 'SENTRY_AUTH_TOKEN')],
  [lambda t, c: 'sentry-cli --auth-token %s releases -o %s -p %s files %s upload-sourcemaps ./dist' % (t.token, c.org, c.svc, digits(8)),
   lambda t, c: '[auth]\ntoken=%s\n[defaults]\norg=%s' % (t.token, c.org)])
V('Datadog', 'API key + app key', 'API 키/앱 키', lambda: A(api=rs(32, HEX), app=rs(40, HEX)),
  [('api', 'DD_API_KEY'), ('app', 'DD_APP_KEY')],
  [lambda t, c: 'curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: %s" -H "DD-APPLICATION-KEY: %s"' % (t.api, t.app),
   lambda t, c: 'helm install datadog-agent datadog/datadog --set datadog.apiKey=%s --set datadog.appKey=%s --set datadog.site=datadoghq.com' % (t.api, t.app)])
V('New Relic', 'user API key', 'API 키', lambda: A(key='NRAK-' + rs(27, UAN)), [('key', 'NEW_RELIC_API_KEY')],
  [lambda t, c: 'curl https://api.newrelic.com/graphql -H "API-Key: %s" -H "Content-Type: application/json" -d @nerdgraph.json' % t.key], cfg='newrelic')
V('New Relic', 'license key', '라이선스 키', lambda: A(key=rs(36, HEX) + 'NRAL'), [('key', 'NEW_RELIC_LICENSE_KEY')],
  [lambda t, c: "common: &default_settings\n  license_key: '%s'\n  app_name: %s (%s)" % (t.key, c.svc, c.stage)], cfg='newrelic')
V('Grafana', 'service account token', '서비스 계정 토큰', lambda: A(token='glsa_' + rs(32) + '_' + rs(8, HEX)), [('token', 'GRAFANA_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" https://grafana.corp.example/api/dashboards/uid/%s' % (t.token, rs(9, LAN))])
V('Grafana Cloud', 'access policy token', '액세스 토큰',
  lambda: A(token='glc_' + b64e(json.dumps({'o': digits(7), 'n': 'stack-%s-integration-%s' % (digits(6), pick(['alloy', 'otlp', 'logs'])), 'k': rs(24), 'm': {'r': pick(['prod-ap-northeast-0', 'prod-us-east-0'])}}, separators=(',', ':')).encode())),
  [('token', 'GRAFANA_CLOUD_TOKEN')],
  [lambda t, c: 'otelcol: exporters: otlphttp: headers: { Authorization: "Basic ${GC_INSTANCE}:%s" }' % t.token], cfg='grafana_cloud')
V('PagerDuty', 'REST API key', 'API 키', lambda: A(key='u+' + rs(18, B64U)), [('key', 'PAGERDUTY_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Token token=%s" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/incidents' % t.key])
V('Honeycomb', 'ingest key', '인제스트 키', lambda: A(key='hcaik_01' + rs(56, LAN)), [('key', 'HONEYCOMB_API_KEY')],
  [lambda t, c: 'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=%s"' % t.key])
V('Rollbar', 'access token', '액세스 토큰', lambda: A(token=rs(32, HEX)), [('token', 'ROLLBAR_ACCESS_TOKEN')],
  [lambda t, c: "rollbar.init('%s', environment='%s')" % (t.token, c.stage)])
V('LaunchDarkly', 'SDK key', 'SDK 키', lambda: A(key='sdk-' + uuid4()), [('key', 'LAUNCHDARKLY_SDK_KEY')],
  [lambda t, c: 'ldclient.set_config(Config("%s"))' % t.key])
V('Linear', 'API key', 'API 키', lambda: A(key='lin_api_' + rs(40)), [('key', 'LINEAR_API_KEY')],
  [lambda t, c: 'curl https://api.linear.app/graphql -H "Authorization: %s" -H "Content-Type: application/json" -d \'{"query":"{ viewer { id name } }"}\'' % t.key])
V('Notion', 'integration secret', '통합 시크릿', lambda: A(key=pick(['ntn_' + digits(11) + rs(35), 'secret_' + rs(43)])), [('key', 'NOTION_TOKEN')],
  [lambda t, c: "notion = Client(auth='%s')" % t.key,
   lambda t, c: 'curl https://api.notion.com/v1/databases/%s/query -H "Authorization: Bearer %s" -H "Notion-Version: 2022-06-28"' % (rs(32, HEX), t.key)])
V('Figma', 'personal access token', '액세스 토큰', lambda: A(token='figd_' + rs(40, B64U)), [('token', 'FIGMA_TOKEN')],
  [lambda t, c: 'curl -H "X-Figma-Token: %s" "https://api.figma.com/v1/files/%s"' % (t.token, rs(22))])
V('Airtable', 'personal access token', '액세스 토큰', lambda: A(token='pat' + rs(14) + '.' + rs(64, HEX)), [('token', 'AIRTABLE_PAT')],
  [lambda t, c: "api = Api('%s')\ntable = api.table('app%s', 'Orders')" % (t.token, rs(14))])
V('Asana', 'personal access token', '액세스 토큰', lambda: A(token='2/' + digits(16) + '/' + digits(16) + ':' + rs(32, HEX)), [('token', 'ASANA_PAT')],
  [lambda t, c: 'curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer %s"' % t.token])
V('Shopify', 'Admin API access token', '어드민 액세스 토큰', lambda: A(token='shpat_' + rs(32, HEX)), [('token', 'SHOPIFY_ADMIN_TOKEN')],
  [lambda t, c: 'curl -X GET "https://%s.myshopify.com/admin/api/2024-07/orders.json?status=any" -H "X-Shopify-Access-Token: %s"' % (c.org, t.token)])
V('HubSpot', 'private app token', '프라이빗 앱 토큰', lambda: A(token='pat-' + pick(['na1', 'eu1']) + '-' + uuid4()), [('token', 'HUBSPOT_TOKEN')],
  [lambda t, c: "hubspot.Client.create(access_token='%s')" % t.token])
V('Zendesk', 'API token', 'API 토큰', lambda: A(token=rs(40)), [('token', 'ZENDESK_API_TOKEN')],
  [lambda t, c: 'curl https://%s.zendesk.com/api/v2/tickets.json -u %s/token:%s' % (c.org, c.email, t.token)])
V('Okta', 'API token', 'API 토큰', lambda: A(token='00' + rs(40, B64U)), [('token', 'OKTA_API_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: SSWS %s" "https://%s.okta.com/api/v1/users?limit=25"' % (t.token, c.org)])
V('Auth0', 'client secret', '클라이언트 시크릿', lambda: A(cid=rs(32), secret=rs(64, B64U)),
  [('cid', 'AUTH0_CLIENT_ID'), ('secret', 'AUTH0_CLIENT_SECRET')],
  [lambda t, c: 'curl --request POST --url https://%s.us.auth0.com/oauth/token --header "content-type: application/x-www-form-urlencoded" --data grant_type=client_credentials --data client_id=%s --data client_secret=%s --data audience=https://api.%s.example' % (c.org, t.cid, t.secret, c.org)],
  unlisted=['cid'])
V('Mapbox', 'secret token', '시크릿 토큰', lambda: A(token=mapbox_secret()), [('token', 'MAPBOX_DOWNLOADS_TOKEN')],
  [lambda t, c: 'machine api.mapbox.com\n  login mapbox\n  password %s' % t.token])
V('Dropbox', 'access token', '액세스 토큰', lambda: A(token=dropbox_token()), [('token', 'DROPBOX_ACCESS_TOKEN')],
  [lambda t, c: 'dbx = dropbox.Dropbox("%s")' % t.token])
V('1Password', 'service account token', '서비스 계정 토큰', lambda: A(token=op_service_account_token()), [('token', 'OP_SERVICE_ACCOUNT_TOKEN')],
  [lambda t, c: 'export OP_SERVICE_ACCOUNT_TOKEN=%s' % t.token], cfg='onepassword')
V('Tailscale', 'auth key', '인증 키', lambda: A(key='tskey-auth-k' + rs(10) + 'CNTRL-' + rs(33)), [('key', 'TS_AUTHKEY')],
  [lambda t, c: 'sudo tailscale up --authkey=%s --advertise-tags=tag:%s --ssh' % (t.key, c.stage)])
V('ngrok', 'authtoken', 'authtoken', lambda: A(token='2' + rs(26) + '_' + rs(21)), [('token', 'NGROK_AUTHTOKEN')],
  [lambda t, c: 'ngrok config add-authtoken %s' % t.token,
   lambda t, c: 'version: "3"\nagent:\n  authtoken: %s' % t.token])
V('age', 'secret key', '비밀키', lambda: A(key=age_secret()), [('key', 'SOPS_AGE_KEY')],
  [lambda t, c: '# created: 2025-02-11T10:21:54+09:00\n# public key: %s\n%s' % (age_public(), t.key)])
V('Contentful', 'management token', '관리 토큰', lambda: A(token='CFPAT-' + rs(43, B64U)), [('token', 'CONTENTFUL_MANAGEMENT_TOKEN')],
  [lambda t, c: "const client = contentful.createClient({ accessToken: '%s' })" % t.token])
V('Clerk', 'secret key', '시크릿 키', lambda: A(key='sk_live_' + rs(40)), [('key', 'CLERK_SECRET_KEY')],
  [lambda t, c: 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_Y2xlcmsuZXhhbXBsZS5jb20k\nCLERK_SECRET_KEY=%s' % t.key])
V('Meta', 'Graph API access token', '액세스 토큰', lambda: A(token='EAA' + pick('BGIJ') + rs(R.randrange(170, 230))), [('token', 'FB_ACCESS_TOKEN')],
  [lambda t, c: 'curl -G "https://graph.facebook.com/v19.0/me/accounts" -d "access_token=%s"' % t.token], cfg='facebook')
V('X (Twitter)', 'bearer token', 'Bearer 토큰', lambda: A(token='AAAAAAAAAAAAAAAAAAAAA' + rs(12) + 'AAAAAA' + rs(16) + '%2B' + rs(18) + '%3D' + rs(50)),
  [('token', 'TWITTER_BEARER_TOKEN')],
  [lambda t, c: 'curl "https://api.twitter.com/2/tweets/search/recent?query=%%23%s" -H "Authorization: Bearer %s"' % (c.org.replace('-', ''), t.token)], cfg='twitter')
V('Segment', 'write key', 'write 키', lambda: A(key=rs(32)), [('key', 'SEGMENT_WRITE_KEY')],
  [lambda t, c: "analytics.write_key = '%s'" % t.key])
V('Cloudinary', 'API secret', 'API 시크릿', lambda: A(key=digits(15), secret=rs(27, B64U), cloud=pick(['acme', 'hanbit-media', 'dxq' + rs(5, LAN)])),
  [('secret', 'CLOUDINARY_API_SECRET')],
  [lambda t, c: 'CLOUDINARY_URL=cloudinary://%s:%s@%s' % (t.key, t.secret, t.cloud),
   lambda t, c: "cloudinary.config(cloud_name='%s', api_key='%s', api_secret='%s')" % (t.cloud, t.key, t.secret)], generic=False)
V('Kubernetes', 'service account token', '서비스어카운트 토큰', lambda: A(token=k8s_sa_token()), [('token', 'K8S_TOKEN')],
  [lambda t, c: 'users:\n- name: %s-deployer\n  user:\n    token: %s' % (c.stage, t.token)], cfg='k8s')
V('Azure AD', 'access token (JWT)', '액세스 토큰(JWT)', lambda: A(token=azure_ad_token()), [('token', 'ARM_ACCESS_TOKEN')],
  [lambda t, c: 'curl -H "Authorization: Bearer %s" https://management.azure.com/subscriptions?api-version=2022-12-01' % t.token], cfg='arm')
V('Sanity', 'API token', 'API 토큰', lambda: A(token='sk' + rs(R.randrange(175, 185))), [('token', 'SANITY_API_TOKEN')],
  [lambda t, c: "const client = createClient({ projectId: '%s', dataset: 'production', token: '%s', useCdn: false })" % (rs(8, LAN), t.token)])
V('Prisma Accelerate', 'API key', 'API 키',
  lambda: A(key=jwt({'alg': 'HS256', 'typ': 'JWT'}, {'api_key': uuid4(), 'tenant_id': rs(64, HEX), 'internal_secret': uuid4()}, 32)),
  [('key', 'PRISMA_ACCELERATE_KEY')],
  [lambda t, c: 'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key=%s"' % t.key], cfg='prisma')


# ---------------------------------------------------------------------------
# generic ways a vendor credential shows up (env files, configs, CLIs ...)
# ---------------------------------------------------------------------------

DISTRACT_ENV = ['NODE_ENV=production', 'PORT=8080', 'LOG_LEVEL=info', 'DB_POOL_SIZE=10', 'AWS_REGION=ap-northeast-2',
                'FEATURE_NEW_CHECKOUT=true', 'TZ=Asia/Seoul', 'SENTRY_ENVIRONMENT=staging', 'APP_URL=http://localhost:3000',
                'REDIS_URL=redis://localhost:6379/0', 'WORKERS=4', 'DEBUG=false']


def camel(s):
    p = s.lower().split('_')
    return p[0] + ''.join(x.capitalize() for x in p[1:])


def _pairs(v, t):
    return [(e, t[r]) for r, e in v.env]


def g_export(v, t, c):
    return 'env export', '\n'.join('export %s=%s' % (e, sq(x)) for e, x in _pairs(v, t))


def g_dotenv(v, t, c):
    lines = R.sample(DISTRACT_ENV, R.randrange(1, 4))
    q = R.random() < 0.3
    for e, x in _pairs(v, t):
        lines.insert(R.randrange(0, len(lines) + 1), '%s=%s' % (e, ('"%s"' % x) if q else x))
    return '.env file', '\n'.join(lines)


def g_docker_run(v, t, c):
    return 'docker run -e', 'docker run -d --name %s %s %s/%s:%s' % (
        c.svc, ' '.join('-e %s=%s' % (e, sq(x)) for e, x in _pairs(v, t)), c.org, c.svc, pick(['latest', '1.8.2', c.stage]))


def g_compose(v, t, c):
    body = '\n'.join('      %s: "%s"' % (e, x) for e, x in _pairs(v, t))
    return 'docker-compose environment', 'services:\n  %s:\n    image: %s/%s:latest\n    environment:\n%s' % (c.svc, c.org, c.svc, body)


def g_k8s_string(v, t, c):
    body = '\n'.join('  %s: "%s"' % (e, x) for e, x in _pairs(v, t))
    return 'k8s Secret stringData', 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n%s' % (c.svc, c.stage, body)


def g_k8s_data(v, t, c):
    enc = [(e, b64e(x.encode())) for e, x in _pairs(v, t)]
    body = '\n'.join('  %s: %s' % (e, x) for e, x in enc)
    listed = [b64e(t[r].encode()) for r, e in v.env if r not in v.unlisted]
    return 'k8s Secret data (base64 values)', ('kind: Secret\nmetadata:\n  name: %s\ndata:\n%s' % (c.svc, body), listed)


def g_gha(v, t, c):
    body = '\n'.join('      %s: %s' % (e, x) for e, x in _pairs(v, t))
    return 'GitHub Actions env', 'jobs:\n  %s:\n    runs-on: ubuntu-latest\n    env:\n%s' % (c.job, body)


def g_json(v, t, c):
    d = {v.cfg: {camel(e): x for e, x in _pairs(v, t)}}
    return 'JSON config', json.dumps(d, indent=pick([2, 4]), ensure_ascii=False)


def g_yaml(v, t, c):
    body = '\n'.join('  %s: %s' % (e.lower(), x) for e, x in _pairs(v, t))
    return 'YAML config', '%s:\n%s' % (v.cfg, body)


def g_toml(v, t, c):
    body = '\n'.join('%s = "%s"' % (e.lower(), x) for e, x in _pairs(v, t))
    return 'TOML config', '[%s]\n%s' % (v.cfg, body)


def g_ini(v, t, c):
    body = '\n'.join('%s = %s' % (e.lower(), x) for e, x in _pairs(v, t))
    return 'INI config', '[%s]\n%s' % (v.cfg, body)


def g_tfvars(v, t, c):
    return 'terraform.tfvars', '\n'.join('%s = "%s"' % (e.lower(), x) for e, x in _pairs(v, t))


def g_py_getenv(v, t, c):
    return 'Python os.getenv default', '\n'.join('%s = os.getenv("%s", "%s")' % (e, e, x) for e, x in _pairs(v, t))


def g_js_fallback(v, t, c):
    return 'JS process.env fallback', '\n'.join("const %s = process.env.%s ?? '%s';" % (camel(e), e, x) for e, x in _pairs(v, t))


def g_powershell(v, t, c):
    return 'PowerShell $env:', '\n'.join('$env:%s = "%s"' % (e, x) for e, x in _pairs(v, t))


def g_cmd_set(v, t, c):
    return 'Windows cmd set', '\n'.join('set %s=%s' % (e, x) for e, x in _pairs(v, t))


def g_fish(v, t, c):
    return 'fish set -gx', '\n'.join('set -gx %s %s' % (e, sq(x)) for e, x in _pairs(v, t))


def g_systemd(v, t, c):
    return 'systemd Environment=', '[Service]\n' + '\n'.join('Environment="%s=%s"' % (e, x) for e, x in _pairs(v, t)) + '\nExecStart=/opt/%s/bin/server' % c.svc


def g_dockerfile(v, t, c):
    return 'Dockerfile ENV', 'FROM node:20-alpine\n' + '\n'.join('ENV %s=%s' % (e, x) for e, x in _pairs(v, t)) + '\nCMD ["node", "dist/main.js"]'


def g_heroku(v, t, c):
    return 'heroku config:set', 'heroku config:set %s -a %s' % (' '.join('%s=%s' % (e, sq(x)) for e, x in _pairs(v, t)), c.svc)


def g_fly(v, t, c):
    return 'fly secrets set', 'fly secrets set %s -a %s' % (' '.join('%s=%s' % (e, sq(x)) for e, x in _pairs(v, t)), c.svc)


def g_gh_secret(v, t, c):
    return 'gh secret set', '\n'.join('gh secret set %s --body "%s" -R %s/%s' % (e, x, c.org, c.repo) for e, x in _pairs(v, t))


def g_kubectl(v, t, c):
    return 'kubectl create secret --from-literal', 'kubectl create secret generic %s-env -n %s %s' % (
        c.svc, c.stage, ' '.join('--from-literal=%s=%s' % (e, sq(x)) for e, x in _pairs(v, t)))


def g_spring(v, t, c):
    body = '\n'.join('  %s: %s' % (e.lower().replace('_', '-'), x) for e, x in _pairs(v, t))
    return 'Spring application.yml', '%s:\n%s' % (v.cfg.replace('_', '-'), body)


def g_appsettings(v, t, c):
    d = {v.cfg.capitalize(): {camel(e)[0].upper() + camel(e)[1:]: x for e, x in _pairs(v, t)}}
    return 'appsettings.json', json.dumps(d, indent=2)


def g_user_secrets(v, t, c):
    return 'dotnet user-secrets set', '\n'.join('dotnet user-secrets set "%s:%s" "%s"' % (v.cfg.capitalize(), camel(e), x) for e, x in _pairs(v, t))


def g_jupyter(v, t, c):
    return 'Jupyter %env', '\n'.join('%%env %s=%s' % (e, x) for e, x in _pairs(v, t))


def g_logline(v, t, c):
    d = {e: x for e, x in _pairs(v, t)}
    d['LOG_LEVEL'] = 'debug'
    return 'debug log line', '%s DEBUG [%s] loaded settings: %r' % (pick(['2025-03-14 09:12:44,118', '2025-05-02T01:33:07Z', '[14:02:51]']), c.svc, d)


def g_helm(v, t, c):
    return 'helm --set', 'helm upgrade --install %s ./charts/%s -n %s %s' % (
        c.svc, c.svc, c.stage, ' '.join('--set secrets.%s=%s' % (camel(e), sq(x)) for e, x in _pairs(v, t)))


def g_ansible(v, t, c):
    return 'Ansible group_vars', '# group_vars/%s.yml\n' % c.stage + '\n'.join('%s: "%s"' % (e.lower(), x) for e, x in _pairs(v, t))


GENERIC = [g_export, g_dotenv, g_docker_run, g_compose, g_k8s_string, g_k8s_data, g_gha, g_json, g_yaml, g_toml, g_ini,
           g_tfvars, g_py_getenv, g_js_fallback, g_powershell, g_cmd_set, g_fish, g_systemd, g_dockerfile, g_heroku,
           g_fly, g_gh_secret, g_kubectl, g_spring, g_appsettings, g_user_secrets, g_jupyter, g_logline, g_helm, g_ansible]

ROLE_LABEL = {'id': ('access key ID', '액세스 키 ID'), 'secret': ('secret', '시크릿'), 'session': ('session token', '세션 토큰'),
              'whsec': ('webhook secret', '웹훅 시크릿'), 'signing': ('signing secret', '서명 시크릿'), 'pw': ('password', '비밀번호'),
              'refresh': ('refresh token', '리프레시 토큰'), 'access': ('access token', '액세스 토큰'), 'api': ('API key', 'API 키'),
              'app': ('app key', '앱 키'), 'cid': ('client id', '클라이언트 ID'), 'sid': ('Account SID', 'Account SID'),
              'tenant': ('tenant id', '테넌트 ID'), 'kid': ('key id', '키 ID'), 'appkey': ('appKey', '앱키'),
              'acct': ('account', '계정'), 'tid': ('token id', '토큰 ID'), 'pub': ('public key', '퍼블릭 키'),
              'priv': ('private key', '프라이빗 키'), 'dec': ('service key', '서비스키')}


# ---------------------------------------------------------------------------
# prose frames (English / Korean)
# ---------------------------------------------------------------------------

import re as _re

_SLOT = _re.compile(r'\{(\w+)(?:\|([^{}]+))?\}')


def fmt(tpl, **kw):
    def rep(m):
        val = kw[m.group(1)]
        return josa(val, m.group(2)) if m.group(2) else val
    return _SLOT.sub(rep, tpl)


SIT = {'en': [
    "Spent ~20 min on 401s from {V} in {svc}; didn't know it reads {env} from {file}.",
    "Wasn't told a {V} {K} for {svc} already existed, almost generated a new one.",
    "CI job `{job}` failed at the {V} step with an auth error. Nobody mentioned where the {K} lives.",
    "{V} calls from {svc} ({stage}) returned 403 - wrong {K} in {file}.",
    "User asked me to wire {V} into {svc} but I had no {K} for {stage}.",
    "Local run of {svc} crashed on startup: `{env} is not set`.",
    "Rotating {V} credentials for {svc}; didn't know every place the old {K} was referenced.",
    "Debugging why {V} requests failed only in {stage}. The {K} there is different from local.",
    "Migrating {svc} config from {file} to the secrets manager; needed the current {V} {K}.",
    "Smoke test failed: {V} said the {K} was invalid.",
    "Task was to add {V} to {svc}. Missing: which {K} to use and where it's stored.",
    "Handover note for {svc} didn't say how {V} auth is configured.",
    "Got `401 Unauthorized` from {V} right after the {stage} deploy.",
    "Onboarding to {svc}. README says 'ask for the {V} key' but not who to ask.",
], 'ko': [
    "{svc} {stage}에서 {V} 호출이 계속 401 남. {env|을/를} {file}에서 읽는다는 걸 몰랐음.",
    "{V} {K|이/가} 이미 발급돼 있는 줄 모르고 새로 만들 뻔함.",
    "CI `{job}` 잡이 {V} 단계에서 인증 에러로 실패. {K} 위치를 아무도 안 알려줌.",
    "{stage} 환경에서만 {V} 403. {file}에 다른 프로젝트 {K|이/가} 들어가 있었음.",
    "{svc}에 {V} 연동해달라는 요청 받았는데 {stage}용 {K|이/가} 없었음.",
    "로컬에서 {svc} 띄우니까 `{env} is not set` 에러로 바로 죽음.",
    "{V} 키 로테이션 작업. 기존 {K} 쓰는 곳이 어디어디인지 몰랐음.",
    "{svc} 설정을 시크릿 매니저로 옮기는 중인데 지금 쓰는 {V} {K} 값이 필요했음.",
    "스모크 테스트에서 {V|이/가} {K} invalid 라고 응답함.",
    "{V} 연동 코드 인수인계 받았는데 설정 문서가 없었음.",
    "{stage} 배포 직후 {V}에서 401 Unauthorized 뜸.",
    "{svc} 온보딩 중. README에 '{V} 키는 담당자한테 받을 것'이라고만 돼 있음.",
    "{V} 붙이는 작업인데 어떤 {K|을/를} 써야 하는지, 어디 저장돼 있는지 몰랐음.",
    "{svc} 배치가 새벽에 {V} 인증 실패로 죽어 있었음.",
]}

INTRO_MC = {'en': ["It was hardcoded in {file}:", "User pasted this:", "Found this in {file}:", "Current setup:",
                   "What the old script did:", "Relevant lines from {file}:", "This is what was there:",
                   "The failing command was", "From the previous dev's notes:"],
            'ko': ["{file}에 하드코딩돼 있던 부분:", "사용자가 붙여준 설정:", "{file}에서 찾은 거:", "현재 설정:",
                   "기존 스크립트:", "{file} 해당 부분:", "원래 있던 내용:", "실패하던 명령:", "전 담당자 메모에 있던 거:"]}

LESSON = {'en': ["{V} {K} is per-environment; {stage} doesn't share it with local dev. Check {file} first.",
                 "Don't generate new {V} keys; reuse the existing one and restart {svc} after changing it.",
                 "{svc} only reads {env} at startup, so a redeploy is needed after rotation.",
                 "The 401 was the key, not the code. Verify the key with a one-line curl before debugging.",
                 "Keep {file} out of git; it's in .gitignore for a reason.",
                 "{V} keys are scoped per project; a key from another project gives 403, not 401.",
                 "Set {env} in the CI secret store instead of the workflow file."],
          'ko': ["{V} {K|은/는} 환경별로 다름. {stage|은/는} 로컬이랑 다른 거 씀. {file} 먼저 확인할 것.",
                 "새로 발급하지 말고 기존 키 재사용. 바꾼 뒤엔 {svc} 재시작 필요.",
                 "{svc|은/는} 시작할 때만 {env|을/를} 읽어서 로테이션 후 재배포해야 반영됨.",
                 "401은 코드 문제가 아니라 키 문제였음. 디버깅 전에 curl 한 줄로 키부터 검증하기.",
                 "{file|은/는} 커밋 금지. gitignore 확인할 것.",
                 "{V} 키는 프로젝트 단위라 다른 프로젝트 키 쓰면 401이 아니라 403 남.",
                 "{env|을/를} 워크플로 파일 말고 CI 시크릿에 넣어야 함."]}

INTRO_LS = {'en': ["Working setup:", "This is what fixed it:", "{V} needs exactly this:", "Set it like this (from {file}):",
                   "Reuse the existing key:", "For {stage}:", "Final config that works:", "Verified with:"],
            'ko': ["이렇게 하니까 됨:", "정상 동작하는 설정:", "{stage|은/는} 이걸로:", "기존 키 그대로 쓰면 됨:",
                   "{file} 기준 현재 값:", "최종 설정:", "이걸로 확인함:", "해결한 방법:"]}

ASK = {'en': ["Which {V} account/project should {svc} use in {stage}?",
              "Is the {V} {K} in {file} still valid or was it rotated?",
              "Ask where the {V} credentials live before touching {svc}.",
              "Should {svc} get its own {V} key instead of sharing one?",
              "Who owns the {V} account, and is there a staging key?", ""],
       'ko': ["{stage}에서 {svc|이/가} 쓸 {V} 계정이 뭔지?",
              "{file}의 {V} {K} 아직 유효한지, 로테이션 됐는지?",
              "{svc} 건드리기 전에 {V} 키 어디 있는지 먼저 물어보기",
              "{svc} 전용 {V} 키를 따로 발급할지?",
              "{V} 계정 관리자가 누군지, 스테이징용 키가 따로 있는지", ""]}

ASK_S = {'en': ["Is {env} still {tok} in {stage}?", "Confirm the {V} {K} `{tok}` hasn't been revoked.",
                "Ask whether we can keep using {tok} for {svc} or need a new {K}.",
                "Before deploy: is `{tok}` the prod key or the test one?",
                "Still {tok}? (user said they'd rotate it)"],
         'ko': ["{stage} {env} 아직 {tok} 맞는지?", "{V} {K} `{tok}` 폐기됐는지 확인 필요",
                "{svc}에서 {tok} 계속 써도 되는지 물어보기", "배포 전에 `{tok}` 이게 운영 키인지 테스트 키인지 확인",
                "아직도 {tok}인지? (사용자가 곧 바꾼다고 했음)"]}

SPLIT = {'en': ["{sit} The {V} {K} for {stage} is", "{sit} {K}:", "{sit} User gave the {K} in two messages; the value:",
                "{sit} Token they use ->"],
         'ko': ["{sit} {stage} {V} {K|은/는}", "{sit} {K}:", "{sit} 사용자가 알려준 {K}", "{sit} 토큰 →"]}
SPLIT_L = {'en': ["{tok}\nIt expires in 90 days. {lesson}", "{tok} - {lesson}", "{tok} (from the {V} dashboard). {lesson}"],
           'ko': ["{tok}\n90일 후 만료. {lesson}", "{tok} 임. {lesson}", "{tok} (대시보드에서 복사). {lesson}"]}

PW_INTRO_LS = {'en': ["Working command:", "This worked:", "What I ran (values from the user):", "Verified with:", "Final config:",
                      "{sys} accepts this:"],
               'ko': ["이걸로 접속됨:", "이렇게 하니까 됨:", "사용자가 준 대로 실행:", "최종 설정:", "{sys} 접속 확인한 명령:"]}
PW_INTRO_MC = {'en': ["It was hardcoded in {file}:", "User pasted this:", "The failing command was", "From the old runbook:",
                      "Found in shell history:"],
               'ko': ["{file}에 하드코딩돼 있던 부분:", "사용자가 붙여준 거:", "실패하던 명령:", "예전 런북에 있던 거:", "쉘 히스토리에서 찾은 거:",
                      "암호 박혀 있던 명령:", "패스워드가 평문으로 들어간 설정:"]}

REPEAT = {'en': ["Keep using {tok} for {stage}; the newer key in the dashboard isn't activated yet.",
                 "Use {tok}, not the one in the wiki (revoked).", "{tok} is the only {K} with write scope."],
          'ko': ["{stage|은/는} 계속 {tok} 쓰면 됨. 대시보드에 새로 만든 키는 아직 활성화 안 됨.",
                 "위키에 있는 거 말고 {tok} 써야 함 (위키 꺼는 폐기됨).", "쓰기 권한 있는 {K|은/는} {tok} 하나뿐."]}

PROSE1 = {'en': ["The {K} is {tok}.", "{V} {K}: {tok}", "It's {tok} - user confirmed it's the {stage} one.",
                 "Used {tok} and the call went through.", "Key from the {V} dashboard: {tok}",
                 "{svc} works again after switching to {tok}.", "user gave me {tok} for {V}",
                 "{tok} <- this is the {stage} {K}, don't mix it up with dev"],
          'ko': ["{K}: {tok}", "{K|은/는} {tok}", "{V} {K} {tok|으로/로} 바꾸니까 됨", "대시보드에서 새로 받은 키 {tok}",
                 "{tok} 넣으니까 바로 200 뜸", "{stage} {K|은/는} `{tok}` 임", "키 = {tok}", "사용자가 준 {K}: {tok}",
                 "{tok} ← {stage}용 {K}. dev꺼랑 헷갈리지 말 것"]}


def wrap_payload(text, lang):
    """embed a code payload the way people paste it."""
    if '\n' in text:
        return pick(['\n' + text, '\n```\n' + text + '\n```', '\n' + text + '\n'])
    return pick([' `' + text + '`', '\n' + text, ' ' + text, '\n```\n' + text + '\n```'])


def stage_ko(s):
    return STAGES_KO.get(s, s)


# ---------------------------------------------------------------------------
# vendor notes
# ---------------------------------------------------------------------------

def classify_use(s):
    s0 = s.lstrip()
    if s0.startswith('curl') or '\ncurl' in s0:
        return 'curl request'
    if s0.startswith('http') or s0.startswith('<script'):
        return 'URL with credential'
    if 'git clone' in s0 or 'git remote' in s0:
        return 'git remote URL with token'
    if 'docker login' in s0:
        return 'docker login'
    if s0.startswith('machine '):
        return '.netrc'
    if s0.startswith('[') or s0.startswith('common:') or s0.startswith('//registry'):
        return 'credentials/config file'
    if s0.startswith('{') or s0.startswith('"'):
        return 'JSON credentials'
    if s0.startswith('provider ') or s0.startswith('<server>'):
        return 'IaC/build config block'
    if s0.startswith('export ') or _re.match(r'^[A-Z_]+=', s0):
        return 'env assignment'
    if s0.startswith('const ') or s0.startswith('new ') or 'client.setConfig' in s0 or s0.startswith('GoogleProvider'):
        return 'JS/TS SDK constructor'
    if ':=' in s0:
        return 'Go SDK constructor'
    if _re.match(r'^[\w.]+ ?= ?[\w.]+\(', s0) or s0.startswith('client.run') or s0.startswith('application ='):
        return 'Python SDK constructor'
    if ':\n' in s0 and not s0.startswith('#'):
        return 'YAML config'
    return 'CLI command'


def present_in(texts, vals):
    out = []
    for v in vals:
        if any(v in x for x in texts) and v not in out:
            out.append(v)
    return out


def vendor_payload(v, t, c, lang):
    listed_roles = [r for r, e in v.env if r not in v.unlisted]
    r = R.random()
    extra = []
    if v.uses and (r < 0.5 or not v.generic):
        res = pick(v.uses)(t, c)
        if isinstance(res, tuple):
            res, extra = res
        return 'vendor usage: ' + classify_use(res), res, 'code', extra
    if v.generic and r < 0.86:
        g = pick(GENERIC)
        style, res = g(v, t, c)
        if isinstance(res, tuple):
            res, extra = res
        return style, res, 'code', extra
    # prose
    vals = [(rr, t[rr]) for rr in listed_roles]
    if len(vals) == 1:
        return 'prose', None, 'prose', []
    li = 0 if lang == 'en' else 1
    parts = []
    for rr, e in v.env:
        lab = ROLE_LABEL.get(rr, (v.kind, v.kind_ko))[li]
        parts.append('%s %s' % (lab, t[rr]))
    sep = pick([', ', ' / ', '\n'])
    lead = {'en': pick(['Creds: ', 'User gave: ', '', 'From the console: ']),
            'ko': pick(['', '콘솔에서 받은 거: ', '사용자가 준 값: ', '정보: '])}[lang]
    return 'prose (multiple values)', lead + sep.join(parts), 'prose', []


def vendor_note(v, lang):
    for attempt in range(60):
        c = mkctx()
        t = A(v.gen())
        listed_roles = [r for r, e in v.env if r not in v.unlisted]
        env_main = [e for r, e in v.env if r not in v.unlisted][0]
        stg = c.stage if lang == 'en' else stage_ko(c.stage)
        I = dict(V=v.name if lang == 'en' else v.ko, K=v.kind if lang == 'en' else v.kind_ko, svc=c.svc, stage=stg,
                 file=c.file, job=c.job, env=env_main, host=c.host)
        style, payload, pkind, extra = vendor_payload(v, t, c, lang)
        main = t[listed_roles[0]]
        sit = fmt(pick(SIT[lang]), **I)
        lesson0 = fmt(pick(LESSON[lang]), **I)
        ask0 = fmt(pick(ASK[lang]), **I)
        if pkind == 'prose' and payload is None:
            sent = fmt(pick(PROSE1[lang]), tok=main, **I)
            place = R.choices(['mc', 'lesson', 'ask', 'split'], [3, 3, 3, 2])[0] if len(main) <= 200 else pick(['mc', 'lesson'])
            if place == 'mc':
                f = [sit + pick([' ', '\n']) + sent, lesson0, ask0]
            elif place == 'lesson':
                f = [sit, pick([sent + '\n' + lesson0, lesson0 + ' ' + sent]), ask0]
            elif place == 'ask':
                f = [sit, lesson0, fmt(pick(ASK_S[lang]), tok=main, **I)]
            else:
                f = [fmt(pick(SPLIT[lang]), sit=sit, **I), fmt(pick(SPLIT_L[lang]), tok=main, lesson=lesson0, **I), ask0]
            cat = 'prose: %s [%s]' % (place, v.name)
        else:
            body = wrap_payload(payload, lang) if pkind == 'code' else pick([' ', '\n']) + payload
            place = R.choices(['mc', 'lesson', 'both', 'mc+ask'], [4, 4, 1.5, 1.5])[0]
            if len(main) > 200 and place in ('both', 'mc+ask'):
                place = 'mc'
            if place in ('mc', 'both', 'mc+ask'):
                mc = sit + ' ' + fmt(pick(INTRO_MC[lang]), **I) + body
                lesson = lesson0 if place != 'both' else fmt(pick(REPEAT[lang]), tok=main, **I) + ' ' + lesson0
                ask = ask0 if place != 'mc+ask' else fmt(pick(ASK_S[lang]), tok=main, **I)
                f = [mc, lesson, ask]
            else:
                f = [sit, fmt(pick(INTRO_LS[lang]), **I) + body + pick(['', '\n' + lesson0]), ask0]
            cat = '%s; in %s [%s]' % (style, place, v.name)
        fields = dict(missing_context=f[0], lesson=f[1], ask_next_time=f[2])
        secrets = present_in(f, [t[r] for r in listed_roles] + extra)
        if fits(fields) and secrets:
            return dict(kind='secret', lang=lang, category=cat, fields=fields, secrets=secrets)
    raise RuntimeError('vendor note does not fit: ' + v.name)


def fits(fields):
    b = lambda s: len(s.encode('utf-8'))
    return (0 < b(fields['missing_context']) <= 1024 and b(fields['lesson']) <= 1024 and b(fields['ask_next_time']) <= 512)


# ---------------------------------------------------------------------------
# password notes: systems x ways the password shows up
# ---------------------------------------------------------------------------

SQX = "'"
DQX = '"\\$`!'
SYSTEMS = {
    'pg': ('Postgres', 'Postgres', 'FATAL:  password authentication failed for user "{user}"'),
    'mysql': ('MySQL', 'MySQL', "ERROR 1045 (28000): Access denied for user '{user}'@'10.0.3.7' (using password: YES)"),
    'mongo': ('MongoDB', '몽고DB', 'MongoServerError: Authentication failed.'),
    'redis': ('Redis', 'Redis', 'NOAUTH Authentication required.'),
    'mssql': ('SQL Server', 'MSSQL', "Login failed for user '{user}'. (Microsoft SQL Server, Error: 18456)"),
    'oracle': ('Oracle DB', '오라클 DB', 'ORA-01017: invalid username/password; logon denied'),
    'ssh': ('bastion host', '배스천 서버', '{user}@{host}: Permission denied (publickey,password).'),
    'rabbit': ('RabbitMQ', 'RabbitMQ', 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN'),
    'admin': ('admin UI', '어드민 페이지', 'Invalid username or password.'),
    'es': ('Elasticsearch', '엘라스틱서치', 'security_exception: unable to authenticate user [elastic]'),
    'keystore': ('Android release keystore', '안드로이드 릴리즈 키스토어', 'Keystore was tampered with, or password was incorrect'),
    'archive': ('encrypted export archive', '암호 걸린 압축파일', 'unsupported compression method 99 / incorrect password'),
    'smb': ('NAS share', 'NAS 공유폴더', 'mount error(13): Permission denied'),
    'wifi': ('office Wi-Fi', '사무실 와이파이', 'Secrets were required, but not provided'),
    'vpn': ('company VPN', '회사 VPN', 'AUTH_FAILED'),
    'ldap': ('LDAP bind', 'LDAP 바인드', 'ldap_bind: Invalid credentials (49)'),
    'ipmi': ('server BMC (IPMI/iDRAC)', '서버 BMC(iDRAC)', 'Error: Unable to establish IPMI v2 / RMCP+ session'),
    'smtp': ('SMTP relay', 'SMTP 릴레이', '535 5.7.8 Username and Password not accepted'),
    'rdp': ('Windows build box', '윈도우 빌드 서버', 'The logon attempt failed'),
    'ftp': ('partner SFTP', '협력사 SFTP', 'Login incorrect.'),
    'mqtt': ('MQTT broker', 'MQTT 브로커', 'Connection Refused: not authorised.'),
    'snowflake': ('Snowflake', 'Snowflake', '250001 (08001): Failed to connect to DB. Incorrect username or password was specified.'),
    'kafka': ('Kafka (SASL/SCRAM)', 'Kafka(SASL/SCRAM)', 'Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512'),
    'cert': ('NPKI certificate', '공동인증서', 'certificate password mismatch'),
    'registry': ('private registry (Harbor)', '사내 레지스트리(Harbor)', 'unauthorized: authentication required'),
    'generic': ('internal API', '사내 API', '401 Unauthorized'),
}

W = []


def way(tags, style, exclude, fn):
    W.append(A(tags=tags.split(), style=style, exclude=exclude, fn=fn))


way('pg', 'psql URL (percent-encoded)', '', lambda p, c: ('psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (c.user, pct(p), c.host, c.db), [pct(p)]))
way('pg', 'PGPASSWORD env + psql', SQX, lambda p, c: "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, c.host, c.user, c.db))
way('pg', '.pgpass line', ':\\ ', lambda p, c: '~/.pgpass (chmod 600):\n%s:5432:%s:%s:%s' % (c.host, c.db, c.user, p))
way('pg', 'pg_dump URL', '', lambda p, c: ('pg_dump "postgres://%s:%s@%s/%s" -Fc -f %s.dump' % (c.user, pct(p), c.host, c.db, c.db), [pct(p)]))
way('pg', 'SQL CREATE ROLE', SQX, lambda p, c: "CREATE ROLE %s WITH LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (c.user.replace('.', '_'), p, c.db, c.user.replace('.', '_')))
way('pg', 'SQL ALTER USER', SQX, lambda p, c: "ALTER USER %s WITH PASSWORD '%s';" % (c.user.replace('.', '_'), p))
way('pg', 'JDBC URL', '', lambda p, c: ('jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (c.host, c.db, c.user, pct(p)), [pct(p)]))
way('pg', 'SQLAlchemy URL', '', lambda p, c: ('engine = create_engine("postgresql+psycopg2://%s:%s@%s/%s", pool_pre_ping=True)' % (c.user, pct(p), c.host, c.db), [pct(p)]))
way('pg', 'Django DATABASES', "'\\", lambda p, c: "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': '%s', 'USER': '%s', 'PASSWORD': '%s', 'HOST': '%s', 'PORT': 5432}}" % (c.db, c.user, p, c.host))
way('pg', 'compose POSTGRES_PASSWORD', SQX, lambda p, c: "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: '%s'\n      POSTGRES_DB: %s" % (c.user, p, c.db))
way('pg', 'Rails database.yml', '"\\', lambda p, c: 'production:\n  adapter: postgresql\n  database: %s\n  username: %s\n  password: "%s"\n  host: %s' % (c.db, c.user, p, c.host))
way('pg', 'libpq keyword DSN', " '\"\\", lambda p, c: 'conn = psycopg2.connect("host=%s dbname=%s user=%s password=%s")' % (c.host, c.db, c.user, p))
way('pg', 'pgbouncer userlist.txt', '"', lambda p, c: '"%s" "%s"' % (c.user, p))
way('pg mysql mssql', 'Spring datasource properties', '\\', lambda p, c: 'spring.datasource.url=jdbc:%s://%s/%s\nspring.datasource.username=%s\nspring.datasource.password=%s' % (pick(['postgresql', 'mysql', 'mariadb']), c.host, c.db, c.user, p))
way('mysql', 'mysql -p attached', SH_SPECIAL, lambda p, c: 'mysql -h %s -u %s -p%s %s' % (c.host, c.user, p, c.db))
way('mysql', "mysql -p'...'", SQX, lambda p, c: "mysql -h %s -u%s -p'%s' %s -e 'SHOW PROCESSLIST'" % (c.host, c.user, p, c.db))
way('mysql', 'mysql --password=', DQX, lambda p, c: 'mysql --user=%s --password="%s" --host=%s %s' % (c.user, p, c.host, c.db))
way('mysql', 'mysqldump -p attached', SH_SPECIAL, lambda p, c: 'mysqldump -u%s -p%s --single-transaction --routines %s > %s_$(date +%%F).sql' % (c.user, p, c.db, c.db))
way('mysql', 'my.cnf client section', "#\"' ;", lambda p, c: '[client]\nuser=%s\npassword=%s\nhost=%s' % (c.user, p, c.host))
way('mysql', 'ALTER USER IDENTIFIED BY', "'\\", lambda p, c: "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\nFLUSH PRIVILEGES;" % (c.user, p))
way('mysql', 'Go MySQL DSN', '@/:()"\\ ', lambda p, c: 'db, err := sql.Open("mysql", "%s:%s@tcp(%s:3306)/%s?parseTime=true")' % (c.user, p, c.host, c.db))
way('mysql', 'DATABASE_URL mysql', '', lambda p, c: ('DATABASE_URL=mysql://%s:%s@%s:3306/%s' % (c.user, pct(p), c.host, c.db), [pct(p)]))
way('mysql', 'docker run MYSQL_ROOT_PASSWORD', SQX, lambda p, c: "docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD='%s' -p 3306:3306 mysql:8.0" % p)
way('mysql pg', 'knex connection', "'\\", lambda p, c: "connection: { host: '%s', user: '%s', password: '%s', database: '%s' }" % (c.host, c.user, p, c.db))
way('mongo', 'mongosh URI', '', lambda p, c: ('mongosh "mongodb://%s:%s@%s:27017/%s?authSource=admin"' % (c.user, pct(p), c.host, c.db), [pct(p)]))
way('mongo', 'mongosh -p', SQX, lambda p, c: "mongosh --host %s -u %s -p '%s' --authenticationDatabase admin" % (c.host, c.user, p))
way('mongo', 'mongodump --uri', '', lambda p, c: ('mongodump --uri="mongodb://%s:%s@%s:27017/?authSource=admin" --db=%s --gzip --archive=%s.gz' % (c.user, pct(p), c.host, c.db, c.db), [pct(p)]))
way('mongo', 'db.createUser', '"\\', lambda p, c: 'db.createUser({user: "%s", pwd: "%s", roles: [{role: "readWrite", db: "%s"}]})' % (c.user, p, c.db))
way('redis', 'redis-cli -a', SQX, lambda p, c: "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning info keyspace" % (c.host, p))
way('redis', 'redis AUTH', ' ', lambda p, c: '%s:6379> AUTH %s\nOK' % (c.host, p))
way('redis', 'redis.conf requirepass', ' #"', lambda p, c: 'bind 0.0.0.0\nrequirepass %s\nmaxmemory 2gb' % p)
way('redis', 'REDIS_URL', '', lambda p, c: ('REDIS_URL=redis://:%s@%s:6379/0' % (pct(p), c.host), [pct(p)]))
way('redis', 'ioredis options', "'\\", lambda p, c: "const redis = new Redis({ host: '%s', port: 6379, password: '%s', db: 2 })" % (c.host, p))
way('mssql', 'sqlcmd -P', DQX, lambda p, c: 'sqlcmd -S %s -U %s -P "%s" -Q "SELECT name FROM sys.databases"' % (c.host, c.user, p))
way('mssql', 'ADO.NET connection string', ';"\\', lambda p, c: '"ConnectionStrings": { "Default": "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True" }' % (c.host, c.db, c.user, p))
way('mssql', 'docker MSSQL_SA_PASSWORD', DQX, lambda p, c: 'docker run -e "ACCEPT_EULA=Y" -e "MSSQL_SA_PASSWORD=%s" -p 1433:1433 -d mcr.microsoft.com/mssql/server:2022-latest' % p)
way('oracle', 'sqlplus user/pw@', SH_SPECIAL + '/@', lambda p, c: 'sqlplus %s/%s@//%s:1521/ORCLPDB1' % (c.user, p, c.host))
way('oracle', 'expdp user/pw@', SH_SPECIAL + '/@', lambda p, c: 'expdp %s/%s@%s:1521/ORCL schemas=%s directory=DATA_PUMP_DIR dumpfile=%s.dmp' % (c.user, p, c.host, c.db.upper(), c.db))
way('oracle', 'python-oracledb', "'\\", lambda p, c: "conn = oracledb.connect(user='%s', password='%s', dsn='%s:1521/ORCLPDB1')" % (c.user, p, c.host))
way('ssh', 'sshpass -p', SQX, lambda p, c: "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (p, c.user, c.host))
way('ssh', 'ansible inventory', " '\"\\", lambda p, c: '[%s]\n%s ansible_user=%s ansible_password=%s ansible_become_pass=%s' % (c.stage, c.host, c.user, p, p))
way('ssh', 'sudo -S', SQX, lambda p, c: "echo '%s' | sudo -S systemctl restart nginx" % p)
way('ssh', 'paramiko connect', "'\\", lambda p, c: "client.connect('%s', username='%s', password='%s', timeout=10)" % (c.host, c.user, p))
way('ssh', 'chpasswd', "':", lambda p, c: "echo '%s:%s' | sudo chpasswd" % (c.user, p))
way('ssh rdp', 'plink -pw', ' "\'', lambda p, c: 'plink -ssh %s@%s -pw %s -batch "uptime"' % (c.user, c.host, p))
way('rabbit', 'rabbitmqctl add_user', SQX, lambda p, c: "rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (c.user, p, c.user))
way('rabbit', 'AMQP URL', '', lambda p, c: ('AMQP_URL=amqp://%s:%s@%s:5672/%%2F' % (c.user, pct(p), c.host), [pct(p)]))
way('rabbit', 'Spring rabbitmq', '\\', lambda p, c: 'spring.rabbitmq.host=%s\nspring.rabbitmq.username=%s\nspring.rabbitmq.password=%s' % (c.host, c.user, p))
way('admin', 'grafana-cli reset', SQX, lambda p, c: "grafana-cli admin reset-admin-password '%s'" % p)
way('admin', 'grafana.ini', ';#', lambda p, c: '[security]\nadmin_user = admin\nadmin_password = %s' % p)
way('admin', 'argocd login', SQX, lambda p, c: "argocd login argocd.corp.example --username admin --password '%s' --grpc-web" % p)
way('admin', 'kcadm config credentials', SQX, lambda p, c: "kcadm.sh config credentials --server https://sso.corp.example --realm master --user admin --password '%s'" % p)
way('admin', 'Jenkins CasC users', '"\\', lambda p, c: 'jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: "admin"\n          password: "%s"' % p)
way('admin', 'helm --set adminPassword', SH_SPECIAL + ',', lambda p, c: 'helm upgrade --install grafana grafana/grafana -n monitoring --set adminPassword=%s' % p)
way('admin registry', 'docker login -p', SQX, lambda p, c: "docker login harbor.corp.example -u %s -p '%s'" % (c.user, p))
way('es', 'curl -u elastic', SQX + ':', lambda p, c: "curl -u 'elastic:%s' -k https://%s:9200/_cluster/health?pretty" % (p, c.host))
way('es', 'kibana.yml', '"\\', lambda p, c: 'elasticsearch.hosts: ["https://%s:9200"]\nelasticsearch.username: "kibana_system"\nelasticsearch.password: "%s"' % (c.host, p))
way('es', 'reset-password output', '', lambda p, c: '$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s' % p)
way('keystore', 'gradle signingConfigs', '"\\$', lambda p, c: 'signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "%s"\n        keyAlias "upload"\n        keyPassword "%s"\n    }\n}' % (p, p))
way('keystore', 'keystore.properties', '\\', lambda p, c: 'storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=../keystore/release.jks' % (p, p))
way('keystore', 'keytool -storepass', SQX, lambda p, c: "keytool -list -v -keystore release.jks -alias upload -storepass '%s'" % p)
way('archive', 'zip -P', SQX, lambda p, c: "zip -r -P '%s' %s-export.zip export/" % (p, c.db))
way('archive', '7z -p', DQX, lambda p, c: '7z a -p"%s" -mhe=on backup_%s.7z ./dump' % (p, c.db))
way('archive', 'unzip -P', SQX, lambda p, c: "unzip -P '%s' settlement_2025-03.zip -d ./in" % p)
way('archive', 'gpg --passphrase', SQX, lambda p, c: "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gz.gpg | tar xz" % p)
way('archive', 'openssl pkcs12 -passin', SH_SPECIAL, lambda p, c: 'openssl pkcs12 -in api.pfx -nodes -passin pass:%s -out api.pem' % p)
way('archive', 'Kestrel pfx password', '"\\', lambda p, c: '"Kestrel": { "Certificates": { "Default": { "Path": "certs/api.pfx", "Password": "%s" } } }' % p)
way('smb', 'mount cifs', ", '\"\\", lambda p, c: 'sudo mount -t cifs //%s/share /mnt/share -o username=%s,password=%s,vers=3.0' % (c.host, c.user, p))
way('smb', 'net use', ' "', lambda p, c: 'net use Z: \\\\%s\\share %s /user:CORP\\%s /persistent:yes' % (c.host, p, c.user))
way('smb', 'smbclient -U user%pw', SH_SPECIAL, lambda p, c: 'smbclient //%s/backup -U %s%%%s -c "ls"' % (c.host, c.user, p))
way('smb', 'cifs credentials file', '', lambda p, c: '/etc/cifs-creds:\nusername=%s\npassword=%s\ndomain=CORP' % (c.user, p))
way('wifi', 'nmcli wifi connect', SQX, lambda p, c: "nmcli dev wifi connect '%s' password '%s'" % (pick(['ACME-5G', 'HANBIT_Office', 'nuri-guest', 'Pado-Dev']), p))
way('wifi', 'wpa_supplicant.conf', '"', lambda p, c: 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (pick(['ACME-5G', 'HANBIT_Office', 'Pado-Dev']), p))
way('vpn', 'openvpn auth-user-pass file', '', lambda p, c: 'auth.txt (for --auth-user-pass):\n%s\n%s' % (c.user, p))
way('vpn', 'openconnect --passwd-on-stdin', SQX, lambda p, c: "echo '%s' | sudo openconnect --user=%s --passwd-on-stdin vpn.example.co.kr" % (p, c.user))
way('ldap', 'ldapsearch -w', SQX, lambda p, c: "ldapsearch -x -H ldaps://ldap.corp.example -D 'cn=%s,ou=svc,dc=corp,dc=example' -w '%s' -b 'dc=corp,dc=example' '(uid=*)'" % (c.user, p))
way('ldap', 'spring ldap', '\\', lambda p, c: 'spring.ldap.urls=ldaps://ldap.corp.example:636\nspring.ldap.username=cn=%s,ou=svc,dc=corp,dc=example\nspring.ldap.password=%s' % (c.user, p))
way('ipmi', 'ipmitool -P', SQX, lambda p, c: "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (c.host, p))
way('ipmi', 'racadm -p', SQX, lambda p, c: "racadm -r %s -u root -p '%s' serveraction powercycle" % (c.host, p))
way('smtp', 'swaks --auth-password', SQX, lambda p, c: "swaks --to %s --server smtp.office365.com:587 --auth LOGIN --auth-user %s --auth-password '%s' -tls" % (c.email, c.email, p))
way('smtp', 'Django EMAIL_HOST_PASSWORD', "'\\", lambda p, c: "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = '%s'\nEMAIL_HOST_PASSWORD = '%s'" % (c.email, p))
way('smtp', 'nodemailer auth', "'\\", lambda p, c: "nodemailer.createTransport({ host: 'smtp.worksmobile.com', port: 465, secure: true, auth: { user: '%s', pass: '%s' } })" % (c.email, p))
way('smtp', 'postfix sasl_passwd', ' ', lambda p, c: '[smtp.sendgrid.net]:587 %s:%s' % (c.user, p))
way('rdp', 'xfreerdp /p:', SQX, lambda p, c: "xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore /dynamic-resolution" % (c.host, c.user, p))
way('rdp', 'cmdkey /pass:', ' "', lambda p, c: 'cmdkey /generic:TERMSRV/%s /user:CORP\\%s /pass:%s' % (c.host, c.user, p))
way('rdp', 'PowerShell SecureString', '"`$', lambda p, c: '$pw = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("CORP\\%s", $pw)' % (p, c.user))
way('rdp', 'psexec -p', ' "', lambda p, c: 'psexec \\\\%s -u CORP\\%s -p %s -h cmd /c "ipconfig /all"' % (c.host, c.user, p))
way('ftp', 'lftp -u', "',", lambda p, c: "lftp -u '%s,%s' sftp://%s -e 'mirror --reverse ./out /upload; bye'" % (c.user, p, c.host))
way('ftp', 'curl ftp --user', SQX, lambda p, c: "curl -T report.csv 'ftp://%s/upload/' --user '%s:%s'" % (c.host, c.user, p))
way('ftp', 'FileZilla sitemanager.xml', '<&', lambda p, c: '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass>%s</Pass>\n</Server>' % (c.host, c.user, p))
way('mqtt', 'mosquitto_pub -P', SQX, lambda p, c: "mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t 'sensors/line1/temp' -m 23.5 --capath /etc/ssl/certs" % (c.host, c.user, p))
way('snowflake', 'SNOWSQL_PWD', SQX, lambda p, c: "SNOWSQL_PWD='%s' snowsql -a %s-%s -u %s -d ANALYTICS -w COMPUTE_WH" % (p, c.org, rs(7, UAN), c.user.upper()))
way('snowflake', 'snowflake.connector', "'\\", lambda p, c: "conn = snowflake.connector.connect(user='%s', password='%s', account='%s-%s', warehouse='COMPUTE_WH')" % (c.user.upper(), p, c.org, rs(7, UAN)))
way('kafka', 'JAAS config', '";\\', lambda p, c: 'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (c.user, p))
way('kafka', 'kcat -X sasl.password', SQX, lambda p, c: "kcat -b kafka-1.internal:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=%s -X sasl.password='%s' -L" % (c.user, p))
way('cert', 'NPKI cert password property', '\\', lambda p, c: 'npki.cert.path=/home/%s/NPKI/yessign/USER/cn=%s/signCert.der\nnpki.cert.password=%s' % (c.user, rs(10, LAN), p))
way('registry', 'echo | docker login --password-stdin', SQX, lambda p, c: "echo '%s' | docker login harbor.corp.example -u %s --password-stdin" % (p, c.user))
way('generic admin', 'curl -u basic', SQX, lambda p, c: "curl -u '%s:%s' https://%s/api/v1/health" % (c.user, p, c.host))
way('generic', 'git clone URL with password', '', lambda p, c: ('git clone https://%s:%s@gitlab.corp.example/%s/%s.git' % (c.user, pct(p), c.org, c.repo), [pct(p)]))
way('generic ftp', '.netrc', ' ', lambda p, c: 'machine %s login %s password %s' % (c.host, c.user, p))
way('pg mysql mongo redis', 'kubectl --from-literal', SQX, lambda p, c: "kubectl create secret generic %s-db -n %s --from-literal=username=%s --from-literal=password='%s'" % (c.svc, c.stage, c.user, p))
way('pg mysql redis', 'helm --set auth.password', SQX, lambda p, c: "helm upgrade --install %s-db bitnami/%s --set auth.username=%s --set auth.password='%s'" % (c.svc, pick(['postgresql', 'mysql']), c.user, p))
way('admin generic', 'htpasswd -b', SQX, lambda p, c: "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (c.user, p))
way('pg mysql generic', 'vault kv put', SQX, lambda p, c: "vault kv put secret/%s/db username=%s password='%s'" % (c.svc, c.user, p))
way('generic', 'wget --password', SQX, lambda p, c: "wget --user=%s --password='%s' https://%s/exports/latest.tar.gz" % (c.user, p, c.host))
way('pg mysql', 'java -D system property', SH_SPECIAL, lambda p, c: 'java -Dspring.datasource.username=%s -Dspring.datasource.password=%s -jar %s.jar' % (c.user, p, c.svc))
way('generic registry', 'Maven settings.xml server', '<&', lambda p, c: '<server>\n  <id>nexus-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>' % (c.user, p))
way('generic', 'pip --index-url with creds', '', lambda p, c: ('pip install --index-url https://%s:%s@nexus.corp.example/repository/pypi/simple internal-sdk==2.3.1' % (c.user, pct(p)), [pct(p)]))
way('pg mysql mongo generic', '.env DB_PASSWORD', '"\\', lambda p, c: 'DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=%s\nDB_NAME=%s' % (c.host, c.user, ('"%s"' % p) if any(ch in p for ch in ' #\'$') else p, c.db))
way('generic', 'requests auth tuple', "'\\", lambda p, c: "r = requests.get('https://%s/api/v1/report', auth=('%s', '%s'), timeout=30)" % (c.host, c.user, p))
way('generic admin', 'login form query string', '', lambda p, c: ('https://%s/login?username=%s&password=%s&redirect=/dashboard' % (c.host, c.user, pct(p)), [pct(p)]))
way('generic', 'az login -p', SQX, lambda p, c: "az login -u %s -p '%s'" % (c.email, p))


PW_PROSE = {'en': ["Password is {pw}", "password: {pw}", "Log in as {user} with {pw}", "creds: {user} / {pw}",
                   "It's {pw} (user confirmed).", "The passphrase is '{pw}'", "{user}'s password was reset to {pw}",
                   "new pw = {pw}", "PW {pw}", "user said just use {pw}"],
            'ko': ["비밀번호: {pw}", "비밀번호 {pw}", "비번은 {pw}", "비번 {pw|으로/로} 바꿈", "암호는 `{pw}`",
                   "{user} 계정 비번이 {pw|이에요/예요}", "ID {user} / PW {pw}", "초기 비밀번호는 {pw|이고/고} 첫 로그인 때 바꾸라고 함",
                   "패스워드: {pw}", "비번:{pw}", "암호 {pw} 입력하면 됨", "{pw} (비번)", "계정 {user}, 비번 {pw}",
                   "비번이 \"{pw}\" 였음", "pw는 {pw}", "암호: {pw}", "패스워드는 {pw}", "PW : {pw}",
                   "접속 암호 {pw|이고/고} 계정은 {user}"]}

PW_SIT = {'en': ["Couldn't connect to {sys} on {host} as {user}; nobody told me the password had changed.",
                 "Needed {sys} access for {task} and didn't have credentials.",
                 "The {stage} {sys} password wasn't in the runbook.",
                 "User pasted the {sys} credentials in chat so I could do {task}.",
                 "{file} failed with an auth error against {sys} ({host}).",
                 "Got `{err}` when connecting to {sys}.",
                 "Was asked to do {task} on {sys} but the only creds were in someone's DM."],
          'ko': ["{host} {sys}에 {user|으로/로} 접속이 안 됨. 비번 바뀐 걸 아무도 안 알려줌.",
                 "{task} 하려는데 {sys} 계정 정보가 없었음.",
                 "런북에 {stage} {sys} 비밀번호가 없었음.",
                 "사용자가 채팅으로 {sys} 접속 정보를 줌. {task} 해야 해서.",
                 "{file} 스크립트가 {sys} 인증 실패로 죽음.",
                 "{sys} 접속할 때 `{err}` 에러 남.",
                 "{sys}에서 {task} 해달라는데 계정 정보가 누구 DM에만 있었음.",
                 "{stage} {sys} 비밀번호가 바뀌었는데 아무도 공유를 안 해줌.", "{sys} 비밀번호를 몰라서 {task} 못 하고 대기함."]}
PW_LESSON = {'en': ["{sys} creds for {stage} are not in the vault yet; they only live in team chat.",
                    "Password has special characters, so quote it in the shell and URL-encode it in connection strings.",
                    "Password was rotated last sprint; the one in the wiki is dead.",
                    "Use the {user} account, not root, for {task}.",
                    "Account locks after 5 failed attempts - check the password before retrying in a loop."],
             'ko': ["{stage} {sys} 계정은 아직 볼트에 없고 팀 채팅에만 있음.",
                    "비번에 특수문자 있어서 쉘에선 따옴표로 감싸고 접속 URL에선 URL 인코딩해야 함.",
                    "지난 스프린트에 비번 바뀜. 위키에 있는 건 옛날 거.",
                    "{task}엔 root 말고 {user} 계정 쓸 것.",
                    "5번 틀리면 계정 잠김. 루프로 재시도하기 전에 비번부터 확인.",
                    "암호 바뀌면 이 설정도 같이 바꿔야 함.", "패스워드를 argv에 넣으면 ps랑 히스토리에 남음. 다음엔 파일로 넘기기."]}
PW_ASK_S = {'en': ["Is the {sys} password still {pw}?", "Ask if {pw} is also used on prod (hope not).",
                   "Confirm {user} / {pw} still works before the migration window.", "still `{pw}`?"],
            'ko': ["{sys} 비번 아직 {pw}인지 확인", "{pw} 운영에서도 같은 비번인지 물어보기",
                   "마이그레이션 전에 {user} / {pw} 로 접속되는지 확인", "비번 아직 `{pw}` 맞나요?"]}
PW_ASK = {'en': ["Where should {sys} creds live so the next agent can find them?", "Who can rotate the {sys} password?",
                 "Is there a read-only account for {task}?", ""],
          'ko': ["{sys} 계정 정보 어디에 두기로 했는지?", "{sys} 비번 로테이션 권한 누가 갖고 있는지?",
                 "{task}용 읽기 전용 계정 따로 있는지?", "{sys} 비밀번호 관리 담당자가 누군지?", ""]}
PW_SPLIT = {'en': ["{sit} The {sys} password for {user} is", "{sit} password:", "{sit} They said the password is"],
            'ko': ["{sit} {user} 비밀번호는", "{sit} 비번:", "{sit} 암호"]}
PW_SPLIT_L = {'en': ["{pw}\n{lesson}", "{pw} - {lesson}"], 'ko': ["{pw}\n{lesson}", "{pw} 임. {lesson}", "{pw} 입니다. {lesson}"]}
TASKS = {'en': ['the migration', 'a backup restore', 'a hotfix', 'debugging a prod issue', 'the quarterly audit',
                'the on-call handover', 'a quick check'],
         'ko': ['마이그레이션', '백업 복구', '핫픽스', '운영 장애 확인', '분기 점검', '온콜 인수인계', '간단한 확인']}
SCRIPTS = ['scripts/backup.sh', 'tools/sync.py', 'cron/nightly_dump.sh', 'Makefile', 'deploy/run.sh', 'jobs/export.ts',
           'ops/healthcheck.py', 'bin/restore']


def password_note(lang, tag=None, way_obj=None, pw_style=None):
    for attempt in range(80):
        c = mkctx()
        tg = tag or pick(list(SYSTEMS))
        if tg == 'mssql':
            c.user = pick(['sa', 'app_rw', 'etl_user'])
        sysname = SYSTEMS[tg][0 if lang == 'en' else 1]
        err = fmt(SYSTEMS[tg][2], user=c.user, host=c.host)
        I = dict(sys=sysname, host=c.host, user=c.user, stage=c.stage if lang == 'en' else stage_ko(c.stage),
                 task=pick(TASKS[lang]), file=pick(SCRIPTS), err=err)
        ways = [w for w in W if tg in w.tags]
        use_prose = (not ways) or R.random() < 0.35
        if way_obj is not None:
            use_prose = False
            ways = [way_obj]
        if use_prose:
            pw, st = gen_pw(lang, style=pw_style)
            sent = fmt(pick(PW_PROSE[lang]), pw=pw, **I)
            listed = [pw]
            place = R.choices(['mc', 'lesson', 'ask', 'split'], [3, 3, 3, 2])[0]
            sit = fmt(pick(PW_SIT[lang]), **I)
            les = fmt(pick(PW_LESSON[lang]), **I)
            ask = fmt(pick(PW_ASK[lang]), **I)
            if place == 'mc':
                f = [sit + pick([' ', '\n']) + sent, les, ask]
            elif place == 'lesson':
                f = [sit, pick([sent + '. ' + les, les + '\n' + sent]), ask]
            elif place == 'ask':
                f = [sit, les, fmt(pick(PW_ASK_S[lang]), pw=pw, **I)]
            else:
                f = [fmt(pick(PW_SPLIT[lang]), sit=sit, **I), fmt(pick(PW_SPLIT_L[lang]), pw=pw, lesson=les), ask]
            cat = 'password prose: %s (%s) [%s]' % (place, st, tg)
        else:
            w = pick(ways)
            pw, st = gen_pw(lang, exclude=w.exclude, style=pw_style)
            res = w.fn(pw, c)
            listed = [pw]
            if isinstance(res, tuple):
                res, listed = res
            sit = fmt(pick(PW_SIT[lang]), **I)
            les = fmt(pick(PW_LESSON[lang]), **I)
            body = wrap_payload(res, lang)
            place = R.choices(['mc', 'lesson', 'mc+ask'], [4, 4, 1])[0]
            if place == 'mc':
                f = [sit + ' ' + fmt(pick(PW_INTRO_MC[lang]), **I) + body, les, fmt(pick(PW_ASK[lang]), **I)]
            elif place == 'lesson':
                f = [sit, fmt(pick(PW_INTRO_LS[lang]), **I) + body + pick(['', '\n' + les]), fmt(pick(PW_ASK[lang]), **I)]
            else:
                f = [sit + ' ' + fmt(pick(PW_INTRO_MC[lang]), **I) + body, les,
                     fmt(pick(PW_ASK_S[lang]), pw=listed[0], **I)]
            cat = 'password: %s; in %s (%s) [%s]' % (w.style, place, st, tg)
        fields = dict(missing_context=f[0], lesson=f[1], ask_next_time=f[2])
        secrets = present_in(f, listed)
        if fits(fields) and secrets and len(secrets) == len(listed) and all(len(s) >= 8 for s in secrets):
            return dict(kind='secret', lang=lang, category=cat, fields=fields, secrets=secrets)
    raise RuntimeError('password note failed')


# ---------------------------------------------------------------------------
# special secret notes
# ---------------------------------------------------------------------------

def note(lang, cat, mc, lesson, ask, secrets, kind='secret'):
    return dict(kind=kind, lang=lang, category=cat,
                fields=dict(missing_context=mc, lesson=lesson, ask_next_time=ask), secrets=secrets)


def L(lang, en, ko):
    return en if lang == 'en' else ko


SHORT_VENDORS = None


def short_vendors():
    global SHORT_VENDORS
    if SHORT_VENDORS is None:
        SHORT_VENDORS = [v for v in VENDORS if v.generic and len(v.env) <= 2]
    return SHORT_VENDORS


def s_multi_env(lang):
    for _ in range(200):
        c = mkctx()
        vs = []
        while len(vs) < R.randrange(3, 6):
            v = pick(short_vendors())
            if v.name not in [x.name for x in vs]:
                vs.append(v)
        lines, secrets = [], []
        pw, st = gen_pw(lang, exclude=" '\"\\$`#")
        lines.append('DATABASE_URL=postgres://%s:%s@%s:5432/%s' % (c.user, pct(pw), c.host, c.db))
        secrets.append(pct(pw))
        for v in vs:
            t = A(v.gen())
            for r, e in v.env:
                lines.append('%s=%s' % (e, t[r]))
                if r not in v.unlisted:
                    secrets.append(t[r])
        lines += R.sample(DISTRACT_ENV, 2)
        R.shuffle(lines)
        env = '\n'.join(lines)
        mc = L(lang, pick(["Setting up local dev for %s. User sent their whole .env:" % c.svc,
                           "Needed the env vars for %s; nothing in the README. Copied from the old laptop:" % c.svc,
                           "%s wouldn't boot locally, half the env was missing. Full .env from the user:" % c.svc]),
               pick(["%s 로컬 세팅하는데 사용자가 .env를 통째로 보내줌:" % c.svc,
                     "%s 환경변수가 README에 하나도 없음. 예전 노트북에서 복사해 온 거:" % c.svc,
                     "%s 로컬에서 안 떠서 보니 env 절반이 빠져 있었음. 사용자가 준 전체 .env:" % c.svc])) + '\n' + env
        lesson = L(lang, "Keep this in .env.local (gitignored) and ask before reusing prod values locally.",
                   ".env.local에 넣고 gitignore 확인. 운영 값은 로컬에서 쓰기 전에 물어볼 것.")
        ask = L(lang, "Is there a shared dev .env in the vault so I don't need the user's copy?",
                "볼트에 공용 dev .env 있는지? 사용자 개인 거 말고.")
        n = note(lang, 'multi-provider .env (%d vendors) [%s]' % (len(vs), ', '.join(v.name for v in vs)), mc, lesson, ask, secrets)
        if fits(n['fields']):
            return n


def s_split_secret(lang):
    v = pick([x for x in VENDORS if x.generic])
    t = A(v.gen())
    r0 = [r for r, e in v.env if r not in v.unlisted][0]
    tok = t[r0]
    if len(tok) < 24 or len(tok) > 200:
        return s_split_secret(lang)
    k = R.randrange(10, len(tok) - 10)
    a, b = tok[:k], tok[k:]
    mode = pick(['sentences', 'fields', 'plus'])
    V_, K_ = (v.name, v.kind) if lang == 'en' else (v.ko, v.kind_ko)
    if mode == 'sentences':
        mc = L(lang, "%s %s didn't fit in one Slack message, so the user sent it in two parts. First part: %s. The rest: %s" % (V_, K_, a, b),
               "%s %s|이/가 길어서 사용자가 두 번에 나눠 보냄. 앞부분은 %s 이고 뒷부분은 %s 임." % (V_, K_, a, b))
        mc = fmt(mc.replace('%s|이/가' % K_, '{K|이/가}'), K=K_) if lang == 'ko' else mc
        lesson = L(lang, "Concatenate the two parts without spaces.", "두 조각 공백 없이 이어 붙이면 됨.")
        ask = ''
    elif mode == 'fields':
        mc = L(lang, "Got the %s %s from the user; it starts with %s" % (V_, K_, a), "%s %s 사용자한테 받음. 앞부분 %s" % (V_, K_, a))
        env0 = [e for r, e in v.env if r not in v.unlisted][0]
        lesson = L(lang, "...and it ends with %s. Join both halves when setting %s." % (b, env0),
                   "뒷부분은 %s. %s 설정할 때 둘이 붙여서 넣기." % (b, env0))
        ask = L(lang, "Ask for the whole key in one piece next time.", "다음엔 키 한 번에 통째로 달라고 하기")
    else:
        env0 = [e for r, e in v.env if r not in v.unlisted][0]
        mc = L(lang, "%s's build script assembles the %s key from two variables:\nKEY_A=%s\nKEY_B=%s\n%s=\"$KEY_A$KEY_B\"" % (pick(SVCS), V_, a, b, env0),
               "빌드 스크립트가 %s 키를 변수 두 개로 쪼개서 합침:\nKEY_A=%s\nKEY_B=%s\n%s=\"$KEY_A$KEY_B\"" % (V_, a, b, env0))
        lesson = L(lang, "Splitting the key does not hide it from scanners or readers; move it to the secret store.",
                   "키 쪼개 놔도 숨겨지는 거 아님. 시크릿 스토어로 옮겨야 함.")
        ask = ''
    return note(lang, 'secret split in two parts (%s) [%s]' % (mode, v.name), mc, lesson, ask, [a, b])


def _codes(kind):
    if kind == 'GitHub':
        return ['%s-%s' % (rs(5, HEX), rs(5, HEX)) for _ in range(R.randrange(6, 11))]
    if kind == 'Google':
        return ['%s %s' % (digits(4, False), digits(4, False)) for _ in range(R.randrange(5, 11))]
    if kind == 'Discord':
        return [rs(8, LAN) for _ in range(R.randrange(6, 11))]
    if kind == 'GitLab':
        return [rs(16, HEX) for _ in range(R.randrange(5, 11))]
    if kind == 'Microsoft':
        return ['-'.join(rs(5, UAN) for _ in range(5))]
    if kind == '1Password':
        return ['A3-' + '-'.join(rs(k, UAN) for k in (6, 6, 5, 5, 5, 5))]
    if kind == 'Apple':
        return ['-'.join(rs(4, UAN) for _ in range(7))]
    if kind == 'npm':
        return [rs(64, HEX) for _ in range(R.randrange(3, 6))]
    raise KeyError(kind)


def s_recovery(lang):
    kind = pick(['GitHub', 'Google', 'Discord', 'GitLab', 'Microsoft', '1Password', 'Apple', 'npm'])
    codes = _codes(kind)
    acct = pick(['the shared ops account', 'the release bot account', 'the org owner account', 'our admin account'])
    acct_ko = pick(['공용 ops 계정', '릴리즈 봇 계정', '조직 오너 계정', '관리자 계정'])
    what = {'GitHub': ('2FA recovery codes', '2FA 복구 코드'), 'Google': ('backup codes', '백업 코드'),
            'Discord': ('backup codes', '백업 코드'), 'GitLab': ('recovery codes', '복구 코드'),
            'Microsoft': ('recovery code', '복구 코드'), '1Password': ('Secret Key', 'Secret Key'),
            'Apple': ('recovery key', '복구 키'), 'npm': ('recovery codes', '복구 코드')}[kind]
    style = pick(['lines', 'comma', 'numbered'])
    if style == 'lines':
        body = '\n'.join(codes)
    elif style == 'comma':
        body = ', '.join(codes)
    else:
        body = '\n'.join('%d. %s' % (i + 1, x) for i, x in enumerate(codes))
    place = pick(['mc', 'lesson'])
    if lang == 'en':
        sit = pick(["Locked out of %s %s after the phone was replaced." % (kind, acct),
                    "Needed to log into %s %s; the 2FA device is with someone on leave." % (kind, acct),
                    "User shared the %s %s for %s so I could finish the setup." % (kind, what[0], acct)])
        lead = pick(["%s %s:" % (kind, what[0]), "Codes (each works once):", "Saved from the setup page:"])
        les0 = "Each code is single-use; cross them off after use and regenerate when fewer than 3 are left."
        ask = pick(["Who holds the 2FA device for %s?" % acct, "Should these live in the vault instead?", ""])
    else:
        sit = pick(["폰 바꾼 뒤로 %s %s 로그인 불가." % (kind, acct_ko),
                    "%s %s 들어가야 하는데 2FA 기기 가진 사람이 휴가 중." % (kind, acct_ko),
                    "세팅 마무리하라고 사용자가 %s %s %s|을/를 공유해줌." % (kind, acct_ko, what[1])])
        sit = sit.replace('%s|을/를' % what[1], josa(what[1], '을/를'))
        lead = pick(["%s %s:" % (kind, what[1]), "코드 (한 번씩만 사용 가능):", "설정 화면에서 저장해 둔 거:"])
        les0 = "코드는 1회용. 쓰면 지우고 3개 이하 남으면 재발급."
        ask = pick(["%s 2FA 기기 누가 갖고 있는지?" % acct_ko, "이거 볼트로 옮겨야 하지 않나?", ""])
    if place == 'mc':
        mc, lesson = sit + '\n' + lead + '\n' + body, les0
    else:
        mc, lesson = sit, lead + '\n' + body + '\n' + les0
    return note(lang, 'recovery codes (%s, %s) [%s]' % (style, place, kind), mc, lesson, ask, codes)


def s_totp(lang):
    issuer = pick(['AWS', 'GitHub', 'Google Workspace', 'Okta', 'Cloudflare', 'Naver', 'Toss', 'Grafana'])
    seed = totp_seed(pick([10, 20, 20, 32]))
    user = pick(USERS)
    style = pick(['uri', 'spaced', 'plain', 'oathtool'])
    if style == 'uri':
        val = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (
            urllib.parse.quote(issuer), user, seed, urllib.parse.quote(issuer))
        listed = [seed]
    elif style == 'spaced':
        val = ' '.join(seed[i:i + 4] for i in range(0, len(seed), 4)).lower()
        listed = [val]
    elif style == 'oathtool':
        val = "oathtool --totp -b '%s'" % seed
        listed = [seed]
    else:
        val = seed
        listed = [seed]
    if lang == 'en':
        mc = pick(["The shared %s account (%s) has TOTP 2FA and the CI smoke test needs to log in." % (issuer, user),
                   "Needed to generate 2FA codes for the %s service user %s in a script." % (issuer, user)])
        lesson = pick(["TOTP seed from the enrollment QR: %s" % val, "Use pyotp with this secret: %s" % val,
                       "%s -> generates the 6-digit code" % val])
        ask = pick(["Should the seed move to the vault instead of this note?", ""])
    else:
        mc = pick(["공용 %s 계정(%s)에 OTP 걸려 있어서 CI 스모크 테스트가 로그인 못 함." % (issuer, user),
                   "스크립트에서 %s 서비스 계정 %s OTP 코드 만들어야 했음." % (issuer, user)])
        lesson = pick(["등록 QR에서 뽑은 OTP 시크릿: %s" % val, "pyotp에 이 시크릿 넣으면 됨 → %s" % val,
                       "OTP 시드 %s" % val])
        ask = pick(["시드를 볼트로 옮길지?", ""])
    if R.random() < 0.3:
        mc, lesson = mc + ' ' + lesson, L(lang, 'pyotp.TOTP(seed).now() gives the current code.', 'pyotp.TOTP(seed).now()로 현재 코드 확인.')
    return note(lang, 'TOTP seed (%s) [%s]' % (style, issuer), mc, lesson, ask, listed)


def p8_lines():
    der = bytes.fromhex('308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420') + rb(32) + \
        bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rb(64)
    s = b64e(der)
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def s_private_key(lang):
    kind = pick(['ec', 'p8', 'openssh', 'ed25519-pkcs8', 'gcp-json', 'wireguard'])
    c = mkctx()
    if kind == 'ec':
        lines = ec_pem_lines()
        body = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
        sit = L(lang, "JWT signing for %s (ES256) failed after the key file went missing from the container." % c.svc,
                "%s JWT 서명(ES256)용 키 파일이 컨테이너에서 빠져서 토큰 발급 실패." % c.svc)
        listed = lines
    elif kind == 'p8':
        lines = p8_lines()
        kid = rs(10, UAN)
        body = '# AuthKey_%s.p8  (Key ID %s, Issuer %s)\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % (kid, kid, uuid4(), '\n'.join(lines))
        sit = L(lang, "fastlane couldn't upload to App Store Connect; the API key .p8 wasn't on the CI runner.",
                "fastlane이 App Store Connect 업로드 실패. CI 러너에 API 키 .p8 파일이 없었음.")
        listed = lines
    elif kind == 'openssh':
        lines = openssh_ed25519_lines('deploy@%s' % c.svc)
        body = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
        sit = L(lang, "Deploy job for %s couldn't pull the private submodule; the deploy key wasn't configured." % c.svc,
                "%s 배포 잡이 private 서브모듈을 못 받아옴. 디플로이 키 설정이 안 돼 있었음." % c.svc)
        listed = lines
    elif kind == 'ed25519-pkcs8':
        line = pkcs8_ed25519_line()
        body = '-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % line
        sit = L(lang, "Webhook signature verification between %s and the partner uses Ed25519; we didn't have our signing key." % c.svc,
                "%s 파트너 간 웹훅 서명이 Ed25519인데 우리 서명 키가 없었음." % josa(c.svc, '과/와'))
        listed = [line]
    elif kind == 'gcp-json':
        lines = rsa_partial_lines(pick([3, 4]))
        pkid = rs(40, HEX)
        body = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
                '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}'
                % (c.proj, pkid, '\\n'.join(lines), c.svc, c.proj))
        sit = L(lang, "BigQuery export from %s failed with `invalid_grant`; the service account key in the repo was an old one." % c.svc,
                "%s BigQuery export가 `invalid_grant`로 실패. 레포에 있던 서비스 계정 키가 예전 거였음." % c.svc)
        listed = lines
    else:
        priv = wg_key()
        body = '[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.example.co.kr:51820\nAllowedIPs = 10.0.0.0/16' % (
            priv, R.randrange(2, 250), wg_key())
        sit = L(lang, "Needed VPN access to reach %s from the CI runner." % c.host, "CI 러너에서 %s 붙으려면 VPN 필요했음." % c.host)
        listed = [priv]
    place = pick(['mc', 'lesson'])
    lead = L(lang, pick(["Key the user pasted:", "Contents of the key file:", "Here it is:"]),
             pick(["사용자가 붙여준 키:", "키 파일 내용:", "이거임:"]))
    les = L(lang, pick(["Mount it from the secret store instead of baking it into the image.",
                        "Store as a CI file secret, not in the repo."]),
            pick(["이미지에 굽지 말고 시크릿 스토어에서 마운트할 것.", "레포 말고 CI 파일 시크릿으로 보관."]))
    if place == 'mc':
        mc, lesson = sit + '\n' + lead + '\n' + body, les
    else:
        mc, lesson = sit, lead + '\n' + body + '\n' + les
    return note(lang, 'private key (%s) in %s [%s]' % (kind, place, {'ec': 'PEM', 'p8': 'Apple', 'openssh': 'OpenSSH', 'ed25519-pkcs8': 'PEM', 'gcp-json': 'Google Cloud', 'wireguard': 'WireGuard'}[kind]),
                mc, lesson, L(lang, pick(["Who can issue a fresh key?", ""]), pick(["새 키 발급은 누가 할 수 있는지?", ""])), listed)


def s_basic(lang):
    c = mkctx()
    user = pick(USERS)
    pw, st = gen_pw(lang)
    blob = basic(user, pw)
    kind = pick(['curl', 'docker-config', 'npmrc', 'nginx', 'decoded', 'http-log'])
    if kind == 'curl':
        s = 'curl -H "Authorization: Basic %s" https://%s/api/export' % (blob, c.host)
        listed = [blob]
    elif kind == 'docker-config':
        s = '{\n  "auths": {\n    "harbor.corp.example": {\n      "auth": "%s"\n    }\n  }\n}' % blob
        listed = [blob]
    elif kind == 'npmrc':
        s = 'registry=https://nexus.corp.example/repository/npm-group/\n_auth=%s\nalways-auth=true' % blob
        listed = [blob]
    elif kind == 'nginx':
        s = 'location /internal/ {\n    proxy_pass http://%s:8080;\n    proxy_set_header Authorization "Basic %s";\n}' % (c.host, blob)
        listed = [blob]
    elif kind == 'decoded':
        s = L(lang, 'Authorization: Basic %s  (decodes to %s:%s)' % (blob, user, pw), 'Authorization: Basic %s  (디코딩하면 %s:%s)' % (blob, user, pw))
        listed = [blob, pw]
    else:
        s = '> GET /v2/_catalog HTTP/1.1\n> Host: %s\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0\n< HTTP/1.1 200 OK' % (c.host, blob)
        listed = [blob]
    sit = L(lang, pick(["Calls to %s kept returning 401 from the new runner." % c.host,
                        "Didn't know %s uses basic auth, not a bearer token." % c.host,
                        "Pulling from the internal registry failed on the build agent."]),
            pick(["새 러너에서 %s 호출이 계속 401." % c.host, "%s bearer 토큰이 아니라 basic auth 쓰는 줄 몰랐음." % josa(c.host, '이/가'),
                  "빌드 에이전트에서 사내 레지스트리 pull 실패."]))
    les = L(lang, "The header is just base64(user:password); treat it like the password itself.",
            "Basic 헤더는 base64(user:password)일 뿐이라 비번이랑 똑같이 취급해야 함.")
    if R.random() < 0.5:
        return note(lang, 'Basic auth blob (%s) [basic-auth]' % kind, sit + '\n' + s, les, '', listed)
    return note(lang, 'Basic auth blob (%s) [basic-auth]' % kind, sit, L(lang, 'Working:', '이렇게 하면 됨:') + '\n' + s + '\n' + les, '', listed)


def s_cookie(lang):
    c = mkctx()
    kind = pick(['django', 'express', 'rails', 'jsession', 'laravel', 'php', 'flask', 'nextauth', 'curl-b'])
    if kind == 'django':
        v = rs(32, LAN)
        s = 'Cookie: csrftoken=%s; sessionid=%s' % (rs(32, AN), v)
    elif kind == 'express':
        v = 's%3A' + rs(32, B64U) + '.' + pct(b64e(rb(32)).rstrip('='))
        s = 'Cookie: connect.sid=%s' % v
    elif kind == 'rails':
        v = pct(b64e(rb(R.randrange(180, 260)))) + '--' + rs(40, HEX)
        s = 'Cookie: _%s_session=%s' % (c.svc.replace('-', '_'), v)
    elif kind == 'jsession':
        v = rs(32, HEXU)
        s = 'Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly' % v
    elif kind == 'laravel':
        v = pct(b64e(json.dumps({'iv': b64e(rb(16)), 'value': b64e(rb(96)), 'mac': rs(64, HEX), 'tag': ''}, separators=(',', ':')).encode()))
        s = 'laravel_session=%s' % v
    elif kind == 'php':
        v = rs(26, LAN)
        s = 'PHPSESSID=%s' % v
    elif kind == 'flask':
        v = b64ue(json.dumps({'user_id': R.randrange(1, 9999), '_fresh': True}).encode()) + '.' + rs(6, B64U) + '.' + rs(27, B64U)
        s = "cookies = {'session': '%s'}\nrequests.get('https://%s/admin/reports', cookies=cookies)" % (v, c.host)
    elif kind == 'nextauth':
        v = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + rs(22, B64U) + '.' + rs(R.randrange(300, 420), B64U) + '.' + rs(22, B64U)
        s = '{"cookies": [{"name": "__Secure-next-auth.session-token", "value": "%s", "domain": "app.%s.example", "path": "/", "httpOnly": true}]}' % (v, c.org)
    else:
        v = rs(64, HEX)
        s = "curl -b 'sid=%s' https://%s/api/me" % (v, c.host)
    sit = L(lang, pick(["Needed to reproduce a bug that only happens for a logged-in admin on %s." % c.stage,
                        "The e2e test couldn't get past the login page (SSO), so the user gave me their session.",
                        "Scraping the internal dashboard for the report needs an authenticated session."]),
            pick(["%s에서 로그인한 관리자한테만 나는 버그 재현해야 했음." % stage_ko(c.stage),
                  "e2e 테스트가 SSO 로그인 화면에서 막혀서 사용자가 자기 세션을 줌.",
                  "리포트용으로 사내 대시보드 긁어야 하는데 로그인 세션 필요."]))
    les = L(lang, "Session cookies are live credentials until logout/expiry; ask for a test account instead.",
            "세션 쿠키는 로그아웃/만료 전까지 그대로 로그인 정보임. 다음엔 테스트 계정 달라고 하기.")
    if R.random() < 0.5:
        return note(lang, 'session cookie (%s) in mc [cookie]' % kind, sit + '\n' + s, les, '', [v])
    return note(lang, 'session cookie (%s) in lesson [cookie]' % kind, sit, L(lang, 'What worked:', '이걸로 됨:') + '\n' + s + '\n' + les,
                L(lang, 'Is there a test user for %s?' % c.stage, '%s 테스트 계정 있는지?' % stage_ko(c.stage)), [v])


def s_appsecret(lang):
    c = mkctx()
    kind = pick(['django', 'rails', 'laravel', 'nextauth', 'jwt', 'flask', 'fernet', 'aes', 'ghwebhook', 'rails-master', 'symfony', 'spring-jwt'])
    if kind == 'django':
        v = 'django-insecure-' + rs(50, LO + DG + '!@#$%^&*(-_=+)')
        s = "SECRET_KEY = '%s'" % v
    elif kind == 'rails':
        v = rs(128, HEX)
        s = 'production:\n  secret_key_base: %s' % v
    elif kind == 'laravel':
        v = 'base64:' + b64e(rb(32))
        s = 'APP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false' % v
    elif kind == 'nextauth':
        v = b64e(rb(32))
        s = 'NEXTAUTH_URL=https://app.%s.example\nNEXTAUTH_SECRET=%s' % (c.org, v)
    elif kind == 'jwt':
        v = rs(R.randrange(48, 65))
        s = 'JWT_SECRET=%s\nJWT_EXPIRES_IN=3600' % v
    elif kind == 'flask':
        v = rs(48, HEX)
        s = "app.config['SECRET_KEY'] = '%s'" % v
    elif kind == 'fernet':
        v = b64ue(rb(32)) + '='
        s = 'FIELD_ENCRYPTION_KEY=%s' % v
    elif kind == 'aes':
        v = rs(64, HEX)
        s = 'ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns' % v
    elif kind == 'ghwebhook':
        v = rs(40)
        s = 'GITHUB_WEBHOOK_SECRET=%s' % v
    elif kind == 'rails-master':
        v = rs(32, HEX)
        s = 'config/master.key: %s' % v
    elif kind == 'symfony':
        v = rs(32, HEX)
        s = 'APP_SECRET=%s' % v
    else:
        v = b64e(rb(64))
        s = 'jwt:\n  secret: %s\n  access-token-validity: 1800' % v
    sit = L(lang, pick(["After redeploying %s every user got logged out; the signing secret differed between pods." % c.svc,
                        "Couldn't decrypt old rows in %s locally; didn't have the app's encryption key." % c.db,
                        "Webhooks to %s were rejected with `invalid signature`." % c.svc]),
            pick(["%s 재배포하니까 전 유저 로그아웃됨. 파드마다 서명 시크릿이 달랐음." % c.svc,
                  "로컬에서 %s 예전 데이터 복호화가 안 됨. 앱 암호화 키가 없었음." % c.db,
                  "%s 오는 웹훅이 `invalid signature`로 거절됨." % josa(c.svc, '으로/로')]))
    les = L(lang, "All replicas must share the same secret; rotating it invalidates sessions/signatures.",
            "모든 레플리카가 같은 시크릿 써야 함. 바꾸면 세션/서명 다 무효화됨.")
    place = pick(['mc', 'lesson'])
    if place == 'mc':
        return note(lang, 'app secret (%s) in mc [framework]' % kind, sit + '\n' + s, les, '', [v])
    return note(lang, 'app secret (%s) in lesson [framework]' % kind, sit, L(lang, 'The value prod uses:', '운영에서 쓰는 값:') + '\n' + s + '\n' + les, '', [v])


def s_oldnew(lang):
    c = mkctx()
    old, st1 = gen_pw(lang, exclude="'")
    new, st2 = gen_pw(lang, exclude="'")
    sysk = pick(['pg', 'mysql', 'admin', 'vpn', 'ssh', 'wifi', 'sshkey'])
    if sysk == 'sshkey':
        s = "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (old, new)
        nm = ('SSH key passphrase', 'SSH 키 패스프레이즈')
    else:
        nm = (SYSTEMS[sysk][0], SYSTEMS[sysk][1])
        s = None
    if lang == 'en':
        mc = pick(["%s password was rotated during the incident and half the services still used the old one." % nm[0],
                   "Rotated the %s password for %s as part of offboarding." % (nm[0], c.user)])
        if s:
            lesson = 'Changed it with:\n' + s
        else:
            lesson = pick(["Old: %s\nNew: %s" % (old, new), "Changed from %s to %s; update every consumer." % (old, new),
                           "It was %s, now it's %s." % (old, new)])
        ask = pick(["Did every consumer pick up the new password?", ""])
    else:
        mc = pick(["장애 대응 중에 %s 비번을 바꿨는데 서비스 절반이 예전 비번 쓰고 있었음." % nm[1],
                   "%s 퇴사 처리하면서 %s 비번 변경." % (c.user, nm[1])])
        if s:
            lesson = '이걸로 변경:\n' + s
        else:
            lesson = pick(["기존: %s\n변경: %s" % (old, new), "%s → %s 로 바꿈. 쓰는 곳 전부 업데이트 필요." % (old, new),
                           "원래 %s 였고 지금은 %s." % (old, new)])
        ask = pick(["새 비번 전부 반영됐는지?", ""])
    return note(lang, 'old and new password (%s/%s) [%s]' % (st1, st2, sysk), mc, lesson, ask, [old, new])


def s_apppw(lang):
    kind = pick(['gmail', 'apple', 'naver', 'm365'])
    if kind == 'gmail':
        v = ' '.join(rs(4, LO) for _ in range(4))
        nm = ('Gmail app password', 'Gmail 앱 비밀번호')
    elif kind == 'apple':
        v = '-'.join(rs(4, LO) for _ in range(4))
        nm = ('Apple app-specific password', 'Apple 앱 암호')
    elif kind == 'naver':
        v = rs(12, UAN)
        nm = ('Naver Mail application password', '네이버 메일 애플리케이션 비밀번호')
    else:
        v = rs(16, LO)
        nm = ('Microsoft 365 app password', 'M365 앱 비밀번호')
    email = pick(EMAILS)
    if lang == 'en':
        mc = pick(["SMTP from the notifier started failing after 2FA was enforced on %s." % email,
                   "notarytool / altool needed an app-specific password for %s." % email,
                   "IMAP fetch job can't use the normal login any more (%s)." % email])
        lesson = pick(["Use the %s instead of the account password: %s" % (nm[0], v), "%s: %s" % (nm[0], v),
                       "It's %s (generated under Security > App passwords)." % v])
    else:
        mc = pick(["%s에 2단계 인증 켜진 뒤로 알림 메일 SMTP 발송 실패." % email,
                   "notarytool 쓰려면 %s 계정 앱 암호가 필요했음." % email,
                   "IMAP 수집 배치가 일반 로그인으로는 더 이상 안 됨 (%s)." % email])
        lesson = pick(["계정 비번 말고 %s 써야 함: %s" % (nm[1], v), "%s: %s" % (nm[1], v),
                       "%s 이거임 (보안 설정 > 앱 비밀번호에서 생성)." % v])
    return note(lang, 'app-specific password [%s]' % {'gmail': 'Google', 'apple': 'Apple', 'naver': 'Naver', 'm365': 'Microsoft'}[kind],
                mc, lesson, '', [v])


def s_logs(lang):
    c = mkctx()
    kind = pick(['sqlalchemy', 'requests', 'telegram', 'axios', 'describe', 'jdbc'])
    if kind == 'sqlalchemy':
        pw, st = gen_pw(lang, exclude='')
        v = pct(pw)
        s = ('sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "%s" (10.0.3.7), port 5432 failed: timeout expired\n'
             '(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql://%s:%s@%s:5432/%s' % (c.host, c.user, v, c.host, c.db))
        listed = [v]
    elif kind == 'requests':
        v = rs(32, HEX)
        s = 'requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.%s.example/v2/export?api_key=%s&page=3' % (c.org, v)
        listed = [v]
    elif kind == 'telegram':
        v = digits(10) + ':AA' + rs(33, B64U)
        s = 'DEBUG:urllib3.connectionpool:https://api.telegram.org:443 "POST /bot%s/sendMessage HTTP/1.1" 400 88' % v
        listed = [v]
    elif kind == 'axios':
        v = pick(['sk-proj-' + rs(60, B64U) + 'T3BlbkFJ' + rs(60, B64U), 'sk-ant-api03-' + rs(93, B64U) + 'AA', 'glpat-' + rs(20, B64U)])
        s = "AxiosError: Request failed with status code 401\n  config: {\n    url: '/v1/messages',\n    headers: { Accept: 'application/json', Authorization: 'Bearer %s' }\n  }" % v
        listed = [v]
    elif kind == 'describe':
        pw, st = gen_pw(lang, exclude='')
        v = pw
        s = 'Environment:\n  DB_HOST:      %s\n  DB_USER:      %s\n  DB_PASSWORD:  %s\n  LOG_LEVEL:    info' % (c.host, c.user, v)
        listed = [v]
    else:
        pw, st = gen_pw(lang, exclude='&;')
        v = pct(pw)
        s = ('com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n'
             '  at ... url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true' % (c.host, c.db, c.user, v))
        listed = [v]
    sit = L(lang, pick(["Error output from %s that the user pasted:" % c.svc, "%s crashed in %s; log excerpt:" % (c.svc, c.stage),
                        "kubectl logs for %s:" % c.svc]),
            pick(["사용자가 붙여준 %s 에러 로그:" % c.svc, "%s %s에서 죽음. 로그 일부:" % (stage_ko(c.stage), c.svc), "%s kubectl logs 결과:" % c.svc]))
    les = L(lang, pick(["The logger prints the full URL/headers; redact before sharing logs.", "Root cause was the network, not the credentials."]),
            pick(["로거가 URL/헤더를 통째로 찍음. 공유 전에 가려야 함.", "원인은 인증이 아니라 네트워크였음."]))
    return note(lang, 'credential inside log/stack trace (%s) [logs]' % kind, sit + '\n' + s, les, '', listed)


def s_korean_life(lang):
    c = mkctx()
    kind = pick(['wifi', 'router', 'cert', 'groupware', 'door', 'printer', 'nas-web'])
    ssid = pick(['HANBIT_5G', 'nuri-office', 'PADO-GUEST', 'acme_3F', 'KT_GiGA_5G_' + rs(4, UAN)])
    if kind == 'door':
        pw = digits(R.randrange(8, 11), False)
    else:
        pw, st = gen_pw(lang)
    if lang == 'ko':
        t = {'wifi': ["사무실 와이파이 %s 비번은 %s" % (ssid, pw), "와이파이: %s / 비번 %s" % (ssid, pw), "%s 비번 %s (게스트용 아님)" % (ssid, pw)],
             'router': ["3층 공유기 관리자 페이지 192.168.0.1 → admin / %s" % pw, "공유기 관리자 비번: %s" % pw],
             'cert': ["법인 공동인증서 비번 %s (홈택스 신고용)" % pw, "공동인증서 암호는 %s 입니다" % pw],
             'groupware': ["그룹웨어 임시 비밀번호 %s 로 발급됨" % pw, "그룹웨어 초기 비번: %s" % pw],
             'door': ["서버실 도어락 번호 %s#" % pw, "서버실 출입 비번 %s 누르고 *" % pw],
             'printer': ["복합기 관리자 모드 비번 %s" % pw, "프린터 웹 관리 admin / %s" % pw],
             'nas-web': ["시놀로지 DSM 관리자 비번은 %s 이에요" % pw, "NAS 웹(5001) admin 비번 %s" % pw]}[kind]
        mc = pick(["신규 입사자 개발환경 세팅 도와주는데 사내 인프라 정보가 어디에도 정리가 안 돼 있었음.",
                   "사무실 이전 후 장비 재설정하는데 계정 정보를 아무도 모름.",
                   "%s 세팅 중 사무실 장비 접속 필요했음." % c.svc])
        lesson = pick(t)
        ask = pick(["사내 인프라 계정 정보 정리된 문서 있는지?", "", "비번 바뀌면 누가 공지하는지?"])
    else:
        t = {'wifi': ["Office Wi-Fi %s, password %s" % (ssid, pw), "wifi: %s / %s" % (ssid, pw)],
             'router': ["Router admin at 192.168.0.1: admin / %s" % pw],
             'cert': ["The corporate NPKI cert password is %s (used for Hometax filing)" % pw],
             'groupware': ["Groupware temp password was issued as %s" % pw],
             'door': ["Server room door code %s#" % pw],
             'printer': ["Printer admin panel password: %s" % pw],
             'nas-web': ["Synology DSM admin password is %s" % pw]}[kind]
        mc = pick(["Helping a new hire set up; none of the office infra credentials are written down anywhere.",
                   "After the office move nobody knew the device logins.", "Needed access to office equipment while setting up %s." % c.svc])
        lesson = pick(t)
        ask = pick(["Is there a doc with office infra logins?", ""])
    if R.random() < 0.3:
        mc, lesson = mc + ' ' + lesson, L(lang, 'Ask IT before changing it.', '바꾸기 전에 IT팀한테 먼저 말하기.')
    return note(lang, 'office/life credential prose (%s) [office]' % kind, mc, lesson, ask, [pw])


def s_label_tail(lang):
    """label at the end of lesson, value at the start of ask_next_time."""
    v = pick([x for x in VENDORS if x.generic])
    t = A(v.gen())
    r0 = [r for r, e in v.env if r not in v.unlisted][0]
    tok = t[r0]
    if len(tok) > 180:
        return s_label_tail(lang)
    c = mkctx()
    r0env = dict(v.env)[r0]
    V_, K_ = (v.name, v.kind) if lang == 'en' else (v.ko, v.kind_ko)
    if lang == 'en':
        mc = "%s integration in %s broke after the key rotation on the %s side." % (v.name, c.svc, v.name)
        lesson = "Update %s in %s and restart. New %s:" % (r0env, c.file, K_)
        ask = pick(["%s - confirm it's the one for %s, not sandbox." % (tok, c.stage), "%s\nAsk if the old one can be revoked now." % tok])
    else:
        mc = "%s 쪽에서 키 로테이션한 뒤로 %s 연동이 깨짐." % (V_, c.svc)
        lesson = fmt("{file}의 {env} 바꾸고 재시작. 새 {K|은/는}", file=c.file, env=r0env, K=K_)
        ask = pick(["%s - %s용 맞는지, 샌드박스 키 아닌지 확인" % (tok, stage_ko(c.stage)), "%s\n예전 키 이제 폐기해도 되는지 물어보기" % tok])
    return note(lang, 'label ends lesson, value starts ask_next_time [%s]' % v.name, mc, lesson, ask, [tok])


def s_keylist(lang):
    """several keys of one vendor listed without labels."""
    v = pick([x for x in VENDORS if x.generic and len(x.env) == 1])
    toks = [A(v.gen())[v.env[0][0]] for _ in range(R.randrange(2, 4))]
    if max(len(x) for x in toks) > 120:
        return s_keylist(lang)
    V_ = v.name if lang == 'en' else v.ko
    if lang == 'en':
        mc = "User pasted every %s key they could find; only one still works." % V_
        lesson = pick(["Tried them in order:\n%s\nOnly the last one is valid." % '\n'.join(toks),
                       "%s -> revoked\n%s" % (', '.join(toks[:-1]), toks[-1] + ' -> works')])
        ask = "Which of these can be deleted from the dashboard?"
    else:
        mc = "사용자가 찾을 수 있는 %s 키를 전부 붙여줌. 살아있는 건 하나뿐." % V_
        lesson = pick(["순서대로 시도:\n%s\n마지막 것만 됨." % '\n'.join(toks),
                       "%s → 폐기됨\n%s" % (', '.join(toks[:-1]), toks[-1] + ' → 정상')])
        ask = "나머지 키 대시보드에서 지워도 되는지?"
    return note(lang, 'several unlabeled keys [%s]' % v.name, mc, lesson, ask, toks)


def s_bearer_jwt(lang):
    c = mkctx()
    now = ts()
    tok = jwt({'alg': 'HS256', 'typ': 'JWT'}, {'sub': str(R.randrange(10000, 99999)), 'email': c.email, 'role': pick(['admin', 'user', 'ops']),
                                                'iat': now, 'exp': now + pick([3600, 86400, 2592000])}, 32)
    kind = pick(['curl', 'httpie', 'postman', 'ws'])
    if kind == 'curl':
        s = 'curl -H "Authorization: Bearer %s" https://%s/api/v1/admin/users?page=2' % (tok, c.host)
    elif kind == 'httpie':
        s = 'http GET https://%s/api/orders/%d "Authorization:Bearer %s"' % (c.host, R.randrange(1000, 99999), tok)
    elif kind == 'postman':
        s = '{"key": "accessToken", "value": "%s", "type": "secret", "enabled": true}' % tok
    else:
        s = "const ws = new WebSocket('wss://%s/ws?token=%s');" % (c.host, tok)
    if lang == 'en':
        mc = pick(["Needed to hit the admin API of %s directly; logging in via the UI needs SSO." % c.svc,
                   "Reproducing a permissions bug needed an admin token for %s." % c.stage])
        les = pick(["This token is valid until it expires; ask for a scoped test token next time.", "Admin endpoints need role=admin in the JWT."])
    else:
        mc = pick(["%s 어드민 API 직접 호출해야 했는데 UI 로그인은 SSO라 안 됨." % c.svc, "권한 버그 재현하려고 %s 관리자 토큰 필요했음." % stage_ko(c.stage)])
        les = pick(["토큰 만료 전까진 계속 유효함. 다음엔 권한 좁힌 테스트 토큰 요청.", "어드민 API는 JWT에 role=admin 있어야 함."])
    if R.random() < 0.5:
        return note(lang, 'app JWT bearer token (%s) [app]' % kind, mc + '\n' + s, les, '', [tok])
    return note(lang, 'app JWT bearer token (%s) [app]' % kind, mc, s + '\n' + les, '', [tok])


def s_misc_db(lang):
    c = mkctx()
    kind = pick(['influx', 'neo4j', 'clickhouse', 'cassandra', 'couchdb', 'supabase-pooler'])
    if kind == 'influx':
        v = b64ue(rb(64)) + '=='
        s = "influx config create --config-name %s --host-url https://%s:8086 --org %s --token %s --active" % (c.stage, c.host, c.org, v)
        vend = 'InfluxDB'
    elif kind == 'neo4j':
        v = rs(43, B64U)
        s = 'NEO4J_URI=neo4j+s://%s.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=%s' % (rs(8, LAN), v)
        vend = 'Neo4j Aura'
    elif kind == 'clickhouse':
        v = rs(16, AN + '~_.')
        s = "clickhouse-client --host %s.ap-northeast-2.aws.clickhouse.cloud --secure --user default --password '%s'" % (rs(10, LAN), v)
        vend = 'ClickHouse Cloud'
    elif kind == 'cassandra':
        v, st = gen_pw(lang, exclude="'")
        s = "cqlsh %s 9042 -u cassandra -p '%s' --ssl" % (c.host, v)
        vend = 'Cassandra'
    elif kind == 'couchdb':
        v, st = gen_pw(lang, exclude='')
        v = pct(v)
        s = 'curl -X PUT http://admin:%s@%s:5984/%s' % (v, c.host, c.db)
        vend = 'CouchDB'
    else:
        v = rs(16)
        s = 'postgresql://postgres.%s:%s@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres' % (rs(20, LO), v)
        vend = 'Supabase'
    mc = L(lang, pick(["Analytics job for %s failed to connect to %s." % (c.svc, vend), "Needed %s credentials to backfill %s." % (vend, c.db)]),
           pick(["%s 분석 잡이 %s 연결 실패." % (c.svc, vend), "%s 백필하려는데 %s 접속 정보가 필요했음." % (c.db, vend)]))
    les = L(lang, "Connection details (from the user):", "사용자가 준 접속 정보:")
    return note(lang, 'database credential (%s) [%s]' % (kind, vend), mc, les + '\n' + s, '', [v])


def punct_pw(must):
    """random password that is guaranteed to contain the characters in `must`."""
    while True:
        n = R.randrange(12, 22)
        chars = [R.choice(AN + PUNCT) for _ in range(n - len(must))] + list(must)
        R.shuffle(chars)
        pw = ''.join(chars)
        if pw[0] != ' ' and pw[-1] != ' ' and '  ' not in pw and '`' not in pw:
            return pw


PUNCT_SETS = ['&,', ';%', '#"', "'\\", ' &', '" ;', "\\#", "%'", ', ', '&;#', "\"'", '\\ %']


def s_punct_password(lang):
    c = mkctx()
    must = pick(PUNCT_SETS)
    pw = punct_pw(must)
    sysk = pick(['pg', 'mysql', 'vpn', 'admin', 'ldap', 'smtp', 'wifi', 'keystore', 'snowflake', 'rdp'])
    nm = SYSTEMS[sysk][0 if lang == 'en' else 1]
    mode = pick(['own-line', 'backticks', 'json-escaped', 'heredoc', 'ko-label', 'after-colon'])
    if mode == 'json-escaped':
        sysk = pick(['pg', 'mysql', 'snowflake', 'ldap'])
        nm = SYSTEMS[sysk][0 if lang == 'en' else 1]
    listed = [pw]
    if mode == 'own-line':
        body = L(lang, 'The password is (no quotes, copy the whole line):\n%s\n' % pw, '비밀번호 (따옴표 없음, 줄 전체 복사):\n%s\n' % pw)
    elif mode == 'backticks':
        body = L(lang, 'pw: `%s` (copy it exactly, special chars included)' % pw, '비번: `%s` (특수문자 포함 그대로 복사)' % pw)
    elif mode == 'json-escaped':
        esc = json.dumps(pw)[1:-1]
        listed = [esc]
        body = '{"host": "%s", "user": "%s", "password": "%s"}' % (c.host, c.user, esc)
    elif mode == 'heredoc':
        body = "cat > /etc/%s/credentials <<'EOF'\nuser=%s\npassword=%s\nEOF" % (c.svc, c.user, pw)
    elif mode == 'ko-label':
        lab = pick(['패스워드:', '패스워드는', '암호:', '비밀번호는', '비번 :', 'PW:'])
        body = L(lang, 'password: %s' % pw, '%s %s' % (lab, pw))
    else:
        body = L(lang, '%s / %s' % (c.user, pw), '아이디 %s / 비번 %s' % (c.user, pw))
    if lang == 'en':
        mc = pick(["%s login kept failing from the script; the password has shell-hostile characters." % nm,
                   "Couldn't get the %s password through the CLI because of the quotes and semicolons in it." % nm,
                   "User sent the %s credentials; special characters broke every config format I tried." % nm])
        mc = mc[0].upper() + mc[1:]
        les = pick(["Read it from a file or stdin instead of argv; quoting rules differ per tool.",
                    "URL-encode it for connection strings; in YAML use single quotes; in .env use double quotes."])
    else:
        mc = pick(["%s 로그인이 스크립트에서 계속 실패. 비번에 쉘이 싫어하는 문자가 들어있음." % nm,
                   "%s 비번에 따옴표랑 세미콜론이 있어서 CLI로 넘기기가 힘들었음." % nm,
                   "사용자가 %s 계정 정보를 줬는데 특수문자 때문에 설정 파일마다 깨짐." % nm])
        les = pick(["argv 말고 파일이나 stdin으로 읽게 하는 게 나음. 도구마다 따옴표 규칙이 다름.",
                    "접속 문자열에선 URL 인코딩, YAML은 작은따옴표, .env는 큰따옴표."])
    if R.random() < 0.5:
        return note(lang, 'punctuation-heavy password (%s) in mc [%s]' % (mode, sysk), mc + '\n' + body, les, '', listed)
    return note(lang, 'punctuation-heavy password (%s) in lesson [%s]' % (mode, sysk), mc, body + '\n' + les, '', listed)


SPECIALS = [(s_multi_env, 8), (s_split_secret, 6), (s_recovery, 9), (s_totp, 6), (s_private_key, 10), (s_basic, 7),
            (s_cookie, 9), (s_appsecret, 10), (s_oldnew, 6), (s_apppw, 5), (s_logs, 7), (s_korean_life, 8),
            (s_label_tail, 5), (s_keylist, 4), (s_bearer_jwt, 5), (s_misc_db, 6)]


# ---------------------------------------------------------------------------
# clean notes: look risky, contain no credential
# ---------------------------------------------------------------------------

def sha256hex():
    return rs(64, HEX)


def sha1hex():
    return rs(40, HEX)


def pgp_fpr():
    h = rs(40, HEXU)
    return ' '.join(h[i:i + 4] for i in range(0, 40, 4))


def tls_fpr():
    return ':'.join(rs(2, HEXU) for _ in range(32))


CLEAN = []


def clean(fn):
    CLEAN.append(fn)
    return fn


@clean
def c_env_ref(lang):
    c = mkctx()
    snip = pick(['client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
                 "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });",
                 'env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}',
                 'db_password = os.getenv("DB_PASSWORD")\nif not db_password:\n    raise RuntimeError("DB_PASSWORD not set")',
                 'spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}',
                 'token := os.Getenv("GITHUB_TOKEN")',
                 'aws_secret_access_key = "${var.aws_secret_access_key}"',
                 'headers = {"Authorization": f"Bearer {settings.KAKAO_REST_API_KEY}"}'])
    return ('env var reference in code',
            L(lang, "%s failed in CI because the variable wasn't defined for the %s environment." % (c.svc, c.stage),
              "%s CI에서 실패. %s 환경에 변수 정의가 안 돼 있었음." % (josa(c.svc, '이/가'), stage_ko(c.stage))),
            L(lang, "Code reads it from the environment, nothing hardcoded:\n", "코드는 환경변수에서 읽음. 하드코딩 없음:\n") + snip,
            L(lang, "Who can add the secret to the %s environment in GitHub?" % c.stage, "GitHub %s environment에 시크릿 추가 권한 누구한테 있는지?" % c.stage))


@clean
def c_placeholder(lang):
    snip = pick(['export OPENAI_API_KEY=YOUR_API_KEY', 'curl -H "Authorization: Bearer <token>" https://api.example.com/v1/me',
                 'STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
                 'password: <your-password>', 'AWS_SECRET_ACCESS_KEY=...', 'api_key = "REPLACE_ME"',
                 'ANTHROPIC_API_KEY=sk-ant-...', 'mysql -u root -p<password> mydb', 'SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ',
                 'DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME', 'TOSS_SECRET_KEY=test_sk_여기에_키_입력'])
    return ('placeholder in template',
            L(lang, "The README template confused the new dev; they thought the sample value was real:",
              "README 템플릿 예시값을 신입분이 실제 값인 줄 알았음:") + '\n' + snip,
            L(lang, "It's a placeholder from .env.example. Real values come from the team vault.",
              ".env.example의 자리표시자일 뿐. 실제 값은 팀 볼트에서 받음."),
            '')


@clean
def c_masked(lang):
    snip = pick(['OPENAI_API_KEY=sk-proj-****************************Q3xF', 'password: ********',
                 'Stripe dashboard shows the key as sk_live_...4242', 'AWS_SECRET_ACCESS_KEY=****************************************',
                 'GITHUB_TOKEN=*** (masked by Actions)', 'token: ghp_••••••••••••••••••••••••••••••••7Gh2',
                 'DB_PASSWORD=<redacted>', 'Authorization: Bearer ***'])
    return ('masked value',
            L(lang, "CI log showed the key masked, so I couldn't tell which key the job used:", "CI 로그에 키가 마스킹돼서 어떤 키 쓰는지 알 수 없었음:") + '\n' + snip,
            L(lang, "Compare the last 4 characters against the dashboard list instead of asking for the full key.",
              "전체 키 달라고 하지 말고 대시보드 목록의 끝 4자리로 비교하면 됨."),
            L(lang, "Which key ends with those characters?", "그 끝자리 키가 어느 프로젝트 건지?"))


@clean
def c_checksum(lang):
    h = sha256hex()
    snip = pick(['$ sha256sum dist/app-%s.tar.gz\n%s  dist/app-%s.tar.gz' % ('1.9.0', h, '1.9.0'),
                 'pip install --require-hashes -r requirements.txt\n  requests==2.32.3 --hash=sha256:%s' % h,
                 'Checksum (SHA-256): %s' % h, 'expected sha256 %s, got %s' % (h, sha256hex())])
    return ('checksum / digest',
            L(lang, "Release artifact verification failed on the mirror.", "미러에서 릴리즈 아티팩트 검증 실패."),
            snip + '\n' + L(lang, "The mirror served a stale file; re-sync fixed it.", "미러가 예전 파일을 주고 있었음. 재동기화로 해결."),
            '')


@clean
def c_commit_sha(lang):
    a, b = sha1hex(), sha1hex()
    return ('commit SHAs',
            L(lang, "Regression in checkout totals between %s and %s; needed to know which commit." % (a[:7], b[:7]),
              "%s ~ %s 사이에 결제 합계 회귀 발생. 어느 커밋인지 찾아야 했음." % (a[:7], b[:7])),
            L(lang, "git bisect pointed at %s (\"round VAT per line\"). Reverted in %s." % (a, b),
              "git bisect 결과 %s (\"라인별 부가세 반올림\"). %s 에서 revert." % (a, b)),
            L(lang, "Was per-line rounding intentional for B2B invoices?", "B2B 인보이스는 라인별 반올림이 의도된 건지?"))


@clean
def c_docker_digest(lang):
    d = sha256hex()
    c = mkctx()
    return ('container image digest',
            L(lang, "Prod and staging ran different images even though both said :latest.", "운영이랑 스테이징 둘 다 :latest인데 이미지가 달랐음."),
            L(lang, "Pin by digest:\n", "digest로 고정:\n") + 'image: ghcr.io/%s/%s@sha256:%s' % (c.org, c.svc, d),
            L(lang, "Should Renovate bump digests automatically?", "Renovate로 digest 자동 갱신할지?"))


@clean
def c_lock_hashes(lang):
    snip = pick(['github.com/%s/%s v1.%d.0 h1:%s=' % (pick(ORGS), pick(REPOS), R.randrange(1, 20), b64e(rb(32))[:43]),
                 '"integrity": "sha512-%s"' % b64e(rb(64)),
                 'resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#%s"' % sha1hex()])
    return ('lockfile hash',
            L(lang, "Lockfile conflict after rebasing; CI refused the install.", "리베이스 후 lockfile 충돌로 CI 설치 실패."),
            L(lang, "The conflicting line was just a checksum:\n", "충돌 난 줄은 체크섬일 뿐이었음:\n") + snip +
            L(lang, "\nRegenerate the lockfile instead of hand-merging.", "\n손으로 머지하지 말고 lockfile 재생성."),
            '')


@clean
def c_uuid(lang):
    u1, u2 = uuid4(), uuid4()
    return ('request / trace ids',
            L(lang, "Intermittent 502 from the gateway; user only had the request id %s." % u1,
              "게이트웨이 간헐적 502. 사용자가 request id %s 만 줌." % u1),
            L(lang, "Search Loki by request_id, then follow trace_id %s to the upstream span." % u2.replace('-', ''),
              "Loki에서 request_id로 찾고 trace_id %s 따라가서 upstream span 확인." % u2.replace('-', '')),
            L(lang, "Can we log the upstream pod name with the request id?", "request id랑 같이 upstream 파드 이름도 로그에 찍을지?"))


@clean
def c_sentry_event(lang):
    e = rs(32, HEX)
    c = mkctx()
    return ('error tracker ids (32 hex)',
            L(lang, "Sentry issue %s-%s (event %s) kept reopening after the fix." % (c.svc.upper().replace('-', ''), rs(3, UAN), e),
              "Sentry 이슈 %s-%s (event %s)가 수정 후에도 계속 재오픈됨." % (c.svc.upper().replace('-', ''), rs(3, UAN), e)),
            L(lang, "The event came from an old mobile build; filter by release instead of resolving again.",
              "구버전 앱 빌드에서 오는 이벤트였음. 다시 resolve하지 말고 release로 필터링."),
            '')


@clean
def c_pubkey(lang):
    c = mkctx()
    snip = pick(['ssh-ed25519 %s deploy@%s' % (ssh_ed25519_pub(), c.svc), 'age recipient: %s' % age_public(),
                 'PGP fingerprint: %s' % pgp_fpr(), 'PublicKey = %s' % wg_key()])
    return ('public key / fingerprint',
            L(lang, "Needed to grant the new CI runner access; wasn't sure which key to add.", "새 CI 러너 접근 권한 줘야 하는데 어떤 키를 등록할지 몰랐음."),
            L(lang, "Add the PUBLIC key only (safe to share):\n", "공개키만 등록하면 됨 (공유해도 되는 값):\n") + snip,
            L(lang, "Where is the private half stored?", "개인키는 어디 보관 중인지?"))


@clean
def c_policy(lang):
    c = mkctx()
    n, k, d = pick([8, 10, 12, 14, 16]), pick([3, 5, 10]), pick([60, 90, 180])
    return ('password policy',
            L(lang, "User creation API of %s kept returning 422 `password_too_weak`." % c.svc, "%s 사용자 생성 API가 계속 422 `password_too_weak` 반환." % c.svc),
            L(lang, "Policy: min %d chars, upper+lower+digit+symbol, no reuse of last %d, rotate every %d days. Test fixtures must generate compliant passwords at runtime." % (n, k, d),
              "비밀번호 정책: 최소 %d자, 대소문자+숫자+특수문자, 최근 %d개 재사용 불가, %d일마다 변경. 테스트 픽스처는 런타임에 정책 맞는 비번 생성해야 함." % (n, k, d)),
            L(lang, pick(["Does the admin console use the same policy?", "Is the policy enforced for service accounts too?"]),
              pick(["어드민 콘솔도 같은 정책인지?", "서비스 계정에도 정책 적용되는지?"])))


@clean
def c_auth_error(lang):
    err = pick(['FATAL:  password authentication failed for user "app"', "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
                'An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.',
                '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}',
                'remote: Invalid username or token. Password authentication is not supported for Git operations.',
                'HTTP 401: {"code":-401,"msg":"this access token does not exist"}', 'NOAUTH Authentication required.'])
    return ('auth error message',
            L(lang, "Got this and assumed the code was broken:\n", "이 에러 보고 코드 문제인 줄 알았음:\n") + err,
            L(lang, "It's purely a credentials problem; check which profile/env the process actually loaded.",
              "순수하게 인증 정보 문제. 프로세스가 실제로 어떤 프로필/env 읽었는지부터 확인."),
            L(lang, "Which credentials is the job supposed to use?", "이 잡이 원래 어떤 인증정보 써야 하는지?"))


@clean
def c_urls(lang):
    c = mkctx()
    snip = pick(['https://grafana.corp.example/d/%s/api-latency?orgId=1&from=now-6h&var-env=%s' % (rs(9, LAN), c.stage),
                 'postgresql://%s@%s:5432/%s?sslmode=require  (password via PGPASSFILE)' % (c.user, c.host, c.db),
                 'redis://%s:6379/0' % c.host, 'https://console.aws.amazon.com/cloudwatch/home?region=%s#logsV2:log-groups' % c.region,
                 'https://github.com/%s/%s/actions/runs/%s/job/%s' % (c.org, c.repo, digits(10), digits(11)),
                 'https://%s.atlassian.net/browse/OPS-%d' % (c.org, R.randrange(100, 4000))])
    return ('URL without credentials',
            L(lang, "Couldn't find where the latency dashboard / connection details were.", "레이턴시 대시보드랑 접속 정보 위치를 몰랐음."),
            snip + L(lang, "\nBookmark it in the runbook.", "\n런북에 링크 추가해 둠."), '')


@clean
def c_long_ids(lang):
    c = mkctx()
    snip = pick(['arn:aws:iam::%s:role/%s-deploy-%s' % (c.acct, c.svc, c.stage),
                 'arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s' % (c.region, c.acct, c.stage, c.svc, rs(6, AN)),
                 'projects/%s/secrets/db-password/versions/%d' % (c.proj, R.randrange(1, 12)),
                 '/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s' % (uuid4(), c.stage, c.svc),
                 'pod/%s-%s-%s' % (c.svc, rs(10, LAN)[:9], rs(5, LAN)),
                 'Stripe customer cus_%s, payment intent pi_%s' % (rs(14), rs(24))])
    return ('long resource identifier',
            L(lang, "Permission denied reading the secret; needed the exact resource name for the IAM policy.",
              "시크릿 읽기 권한 거부. IAM 정책에 넣을 정확한 리소스 이름이 필요했음."),
            L(lang, "Resource: ", "리소스: ") + snip + L(lang, "\nGrant read on this resource only.", "\n이 리소스에만 읽기 권한 부여."), '')


@clean
def c_base64_data(lang):
    payload = pick([{'env': 'staging', 'region': 'ap-northeast-2'}, {'feature': 'new-checkout', 'rollout': 25},
                    {'locale': 'ko-KR', 'theme': 'dark'}])
    blob = b64e(json.dumps(payload, separators=(',', ':')).encode())
    snip = pick(['echo %s | base64 -d\n%s' % (blob, json.dumps(payload, separators=(',', ':'))),
                 'binaryData:\n  settings.json: %s' % blob, 'X-Client-Context: %s' % blob])
    return ('base64 of non-secret data',
            L(lang, "Unknown base64 blob in the ConfigMap/header; wasn't sure if it was sensitive.", "ConfigMap/헤더에 있는 base64 값이 민감한 건지 몰랐음."),
            snip + L(lang, "\nJust the client context JSON, not a credential.", "\n그냥 클라이언트 컨텍스트 JSON. 인증정보 아님."), '')


@clean
def c_vault_config(lang):
    c = mkctx()
    snip = pick(['env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password' % c.svc,
                 'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  data:\n  - secretKey: STRIPE_SECRET_KEY\n    remoteRef: {key: %s/%s/stripe}' % (c.stage, c.svc),
                 '{{ with secret "secret/data/%s/db" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}' % c.svc,
                 'OPENAI_API_KEY=op://Engineering/OpenAI/credential',
                 'password_file: /run/secrets/db_password',
                 'db_password: "{{ lookup(\'community.hashi_vault.hashi_vault\', \'secret=secret/data/%s:password\') }}"' % c.svc])
    return ('config sourced from secret store',
            L(lang, "Wasn't sure where %s gets its credentials in %s." % (c.svc, c.stage), "%s %s에서 인증정보를 어디서 받는지 몰랐음." % (josa(c.svc, '이/가'), stage_ko(c.stage))),
            L(lang, "Nothing in git; it's injected at deploy time:\n", "git엔 아무것도 없음. 배포 시 주입됨:\n") + snip,
            L(lang, "Who has write access to that path?", "그 경로 쓰기 권한 누구한테 있는지?"))


@clean
def c_sops(lang):
    snip = 'db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n  age:\n  - recipient: %s' % (
        b64e(rb(18)), b64e(rb(32)), b64e(rb(16)), age_public())
    return ('sops-encrypted file',
            L(lang, "Editing secrets.enc.yaml by hand broke the MAC.", "secrets.enc.yaml 손으로 고쳤더니 MAC 깨짐."),
            L(lang, "Always edit with `sops secrets.enc.yaml`; committed content looks like:\n", "항상 `sops secrets.enc.yaml`로 편집. 커밋된 내용은 이런 모양:\n") + snip,
            L(lang, "Who else has an age key that can decrypt it?", "복호화 가능한 age 키 가진 사람 또 누구 있는지?"))


@clean
def c_flags(lang):
    en = pick(["`mysql -p` with nothing attached prompts for the password; `-P` (capital) is the port, not the password.",
               "`docker login --password-stdin` reads the token from stdin, so it never lands in shell history.",
               "`curl -u alice` (no colon) makes curl prompt for the password interactively.",
               "`psql -W` forces a password prompt; otherwise libpq uses PGPASSFILE or .pgpass.",
               "`redis-cli --askpass` prompts instead of taking `-a` on the command line."])
    ko = pick(["`mysql -p` 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봄. 대문자 `-P`는 포트임.",
               "`docker login --password-stdin`은 stdin으로 토큰 받아서 쉘 히스토리에 안 남음.",
               "`curl -u alice`처럼 콜론 없이 주면 비번을 대화형으로 물어봄.",
               "`psql -W`는 비번 프롬프트 강제. 안 주면 PGPASSFILE이나 .pgpass 사용.",
               "`redis-cli --askpass` 쓰면 `-a` 대신 프롬프트로 입력."])
    return ('CLI flags explained',
            L(lang, "Scripted a DB/registry login and wasn't sure how to avoid the password in argv.", "스크립트로 로그인하는데 비번이 argv에 안 남게 하는 법을 몰랐음."),
            L(lang, en, ko), '')


@clean
def c_rotation(lang):
    c = mkctx()
    return ('rotation procedure (no values)',
            L(lang, "Had to rotate the %s DB password after an offboarding and didn't know the order of steps." % c.svc,
              "퇴사자 처리 후 %s DB 비번 로테이션해야 했는데 순서를 몰랐음." % c.svc),
            L(lang, "1) create new password in Secrets Manager (AWSPENDING) 2) ALTER USER 3) promote to AWSCURRENT 4) restart pods 5) check connections from the old creds drop to 0.",
              "1) Secrets Manager에 새 비번(AWSPENDING) 생성 2) ALTER USER 3) AWSCURRENT로 승격 4) 파드 재시작 5) 예전 계정 커넥션 0 되는지 확인."),
            L(lang, "Can we enable automatic rotation with the Lambda template?", "Lambda 템플릿으로 자동 로테이션 켤 수 있는지?"))


@clean
def c_token_meta(lang):
    c = mkctx()
    return ('token metadata (no value)',
            L(lang, "Release workflow started failing with 403 on `gh release create`.", "릴리즈 워크플로가 `gh release create`에서 403."),
            L(lang, "The fine-grained PAT used by CI (owner @%s, created 2025-01-10) lacks `contents: write` on %s/%s and expires 2025-10-01." % (c.user, c.org, c.repo),
              "CI용 fine-grained PAT(소유자 @%s, 2025-01-10 생성)에 %s/%s `contents: write` 권한이 없고 2025-10-01에 만료됨." % (c.user, c.org, c.repo)),
            L(lang, "Should CI use a GitHub App installation token instead of a personal token?", "개인 토큰 말고 GitHub App 설치 토큰으로 바꿀지?"))


@clean
def c_jwt_claims(lang):
    now = ts()
    claims = json.dumps({'iss': 'https://auth.%s.example' % pick(ORGS), 'sub': str(R.randrange(1000, 99999)), 'aud': 'api',
                         'scope': 'orders:read orders:write', 'exp': now + 900, 'iat': now}, indent=None)
    return ('decoded JWT claims (no token)',
            L(lang, "API returned 403 `insufficient_scope` for the batch job.", "배치 잡이 API에서 403 `insufficient_scope` 받음."),
            L(lang, "Decoded claims of the job's token (header alg RS256):\n", "잡 토큰 디코딩한 클레임 (헤더 alg RS256):\n") + claims +
            L(lang, "\nIt needs `orders:admin` for refunds.", "\n환불은 `orders:admin` 스코프 필요."), '')


@clean
def c_aws_example(lang):
    c = mkctx()
    return ('AWS documentation example keys',
            L(lang, "Unit tests for the %s S3 uploader failed because botocore tried to find real credentials." % c.svc,
              "%s S3 업로더 단위 테스트가 botocore가 실제 자격증명을 찾으려고 해서 실패." % c.svc),
            L(lang, "Use moto and the documented dummy values: AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE, AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (straight from the AWS docs, not real).",
              "moto 쓰고 문서용 더미값 넣으면 됨: AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE, AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (AWS 문서 예시값, 진짜 아님)."),
            '')


@clean
def c_regex(lang):
    snip = pick(['[[rules]]\nid = "github-pat"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'', 'pattern: (?i)(xox[baprs]-[0-9A-Za-z-]{10,48})',
                 "re.compile(r'sk_live_[0-9a-zA-Z]{24,99}')", 'AKIA[0-9A-Z]{16}'])
    return ('secret-scanning regex',
            L(lang, "Pre-commit secret scan missed a token format we use.", "pre-commit 시크릿 스캔이 우리가 쓰는 토큰 형식을 못 잡음."),
            L(lang, "Added a custom rule:\n", "커스텀 룰 추가:\n") + snip, '')


@clean
def c_test_card(lang):
    c = mkctx()
    return ('payment test data',
            L(lang, "%s e2e on %s needed a card that always succeeds." % (c.svc, c.stage), "%s %s e2e에 항상 성공하는 카드가 필요했음." % (stage_ko(c.stage), c.svc)),
            L(lang, "Stripe test mode: 4242 4242 4242 4242, any future expiry, any CVC. 3DS: 4000 0027 6000 3184. Toss sandbox uses the test client key from the docs.",
              "Stripe 테스트 모드: 4242 4242 4242 4242, 만료일 미래 아무거나, CVC 아무거나. 3DS는 4000 0027 6000 3184. 토스 샌드박스는 문서의 테스트 클라이언트 키 사용."),
            '')


@clean
def c_empty_values(lang):
    snip = pick(['{\n  "apiKey": "",\n  "apiSecret": null,\n  "endpoint": "https://api.example.com"\n}', 'SENDGRID_API_KEY=\nMAIL_FROM=noreply@example.com',
                 'password:\ntoken: ~'])
    return ('empty credential fields',
            L(lang, "App started but silently skipped sending mail.", "앱은 뜨는데 메일 발송을 조용히 건너뜀."),
            L(lang, "Config had empty values:\n", "설정 값이 비어 있었음:\n") + snip + L(lang, "\nFail fast on empty secrets at startup.", "\n시작할 때 빈 시크릿이면 바로 죽게 바꿈."), '')


@clean
def c_header_template(lang):
    snip = pick(['-H "Authorization: Bearer $TOKEN"', '-H "X-API-Key: ${API_KEY}"', "headers: { Authorization: `Bearer ${accessToken}` }",
                 'Authorization: KakaoAK {REST_API_KEY}', 'Authorization: Basic base64(client_id:client_secret)'])
    return ('auth header template',
            L(lang, "Docs example didn't say which header the API expects.", "문서 예시에 어떤 헤더를 써야 하는지 안 나와 있었음."),
            L(lang, "Header format: ", "헤더 형식: ") + snip, '')


@clean
def c_known_hosts(lang):
    h = b64e(rb(32)).rstrip('=')
    c = mkctx()
    return ('SSH host key fingerprint',
            L(lang, "First SSH to %s asked to confirm the host key; wasn't sure it was legit." % c.host,
              "%s 처음 SSH 접속할 때 호스트 키 확인 물어봐서 진짜인지 확신이 없었음." % c.host),
            L(lang, "ED25519 key fingerprint is SHA256:%s. Matches the one posted in #infra." % h,
              "ED25519 key fingerprint is SHA256:%s. #infra 채널에 공지된 값이랑 일치." % h), '')


@clean
def c_ko_prose_refs(lang):
    c = mkctx()
    if lang == 'ko':
        mc = pick(["%s DB 비번 어디 있는지 몰라서 한참 찾음." % c.svc, "스테이징 토큰 위치를 몰랐음.", "API 키 받는 절차를 몰랐음."])
        les = pick(["비밀번호는 1Password '인프라' 볼트에 있음. 채팅에 붙여넣지 말 것.", "토큰은 Vault `secret/%s/%s`에서 주입됨. 로컬은 `vault kv get`으로." % (c.stage, c.svc),
                    "키는 팀장님께 DM으로 요청. 노트나 위키에 적지 않기.", "비밀번호: (담당자에게 문의)", "암호는 따로 전달받음. 여기엔 안 적음."])
        ask = pick(["볼트 접근 권한 신청은 어디서?", ""])
    else:
        mc = pick(["Spent a while looking for where the %s DB password lives." % c.svc, "Didn't know where the staging token was kept."])
        les = pick(["Password is in the 1Password 'Infra' vault; never paste it in chat.", "Token is injected from Vault at secret/%s/%s; locally use `vault kv get`." % (c.stage, c.svc),
                    "Ask the team lead for the key by DM; don't write it in notes.", "password: (ask the owner)"])
        ask = pick(["Where do I request vault access?", ""])
    return ('prose about credential location (no value)', mc, les, ask)


@clean
def c_lockout(lang):
    c = mkctx()
    f, m, a, r = pick([3, 5, 10]), pick([15, 30, 60]), pick([5, 15, 60]), pick([7, 14, 30])
    return ('account lockout / expiry facts',
            L(lang, "Service account %s got locked during the %s load test." % (c.user, c.svc), "%s 부하 테스트 중에 서비스 계정 %s 잠김." % (c.svc, josa(c.user, '이/가'))),
            L(lang, "%d failed logins = %d min lock. Access tokens live %d min, refresh tokens %d days. The test reused an expired token in a loop." % (f, m, a, r),
              "로그인 %d회 실패 시 %d분 잠김. 액세스 토큰 %d분, 리프레시 토큰 %d일. 테스트가 만료된 토큰으로 루프 돌고 있었음." % (f, m, a, r)),
            L(lang, "Can the load test get its own account?", "부하 테스트 전용 계정 따로 받을 수 있는지?"))


@clean
def c_removed_secret(lang):
    c = mkctx()
    return ('commit note about removed secret',
            L(lang, "Secret scanning flagged %s in an old commit." % c.file, "시크릿 스캐닝이 예전 커밋의 %s 잡음." % josa(c.file, '을/를')),
            L(lang, "Removed the hardcoded webhook from notify.sh (now reads SLACK_WEBHOOK_URL), rotated it on the Slack side, and rewrote history with git filter-repo.",
              "notify.sh의 하드코딩된 웹훅 제거(이제 SLACK_WEBHOOK_URL 읽음), 슬랙 쪽에서 재발급, git filter-repo로 히스토리 정리."),
            L(lang, "Do forks still have the old commit?", "포크에 예전 커밋 남아 있는지?"))


@clean
def c_hmac_sig(lang):
    sig = sha256hex()
    return ('webhook signature value',
            L(lang, "Webhook handler rejected every GitHub delivery.", "웹훅 핸들러가 GitHub 요청을 전부 거절."),
            L(lang, "Header was `X-Hub-Signature-256: sha256=%s`; we were hashing the parsed JSON instead of the raw body. Compute hmac.new(secret, raw_body, sha256) and compare_digest."
              % sig, "헤더는 `X-Hub-Signature-256: sha256=%s`. 파싱된 JSON을 해시하고 있었음. raw body로 hmac.new(secret, raw_body, sha256) 계산 후 compare_digest." % sig),
            '')


@clean
def c_cert_info(lang):
    return ('certificate details',
            L(lang, "Partner said our TLS cert changed unexpectedly.", "파트너사가 우리 TLS 인증서가 갑자기 바뀌었다고 함."),
            L(lang, "New cert: CN=*.corp.example, serial %s, SHA256 Fingerprint=%s, valid until 2026-04-30." % (':'.join(rs(2, HEXU) for _ in range(16)), tls_fpr()),
              "새 인증서: CN=*.corp.example, serial %s, SHA256 Fingerprint=%s, 2026-04-30까지 유효." % (':'.join(rs(2, HEXU) for _ in range(16)), tls_fpr())),
            L(lang, "Do they pin the leaf or the intermediate?", "그쪽이 leaf를 pinning하는지 intermediate를 하는지?"))


@clean
def c_lfs_pointer(lang):
    return ('git LFS pointer',
            L(lang, "Model file in the repo was 130 bytes instead of 400 MB.", "레포의 모델 파일이 400MB가 아니라 130바이트였음."),
            L(lang, "It's an LFS pointer:\n", "LFS 포인터였음:\n") + 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (sha256hex(), R.randrange(10 ** 8, 5 * 10 ** 8)) +
            L(lang, "\nRun `git lfs pull`.", "\n`git lfs pull` 하면 됨."), '')


@clean
def c_tf_sensitive(lang):
    res, attr = pick([('aws_db_instance', 'password'), ('azurerm_key_vault_secret', 'value'), ('random_password', 'result'),
                      ('google_sql_user', 'password'), ('ncloud_mysql', 'user_password')])
    return ('terraform plan with sensitive values hidden',
            L(lang, "Wanted to confirm the %s change in the plan." % res, "plan에서 %s 변경이 잡혔는지 확인하고 싶었음." % res),
            '  ~ resource "%s" "%s" {\n      ~ %s = (sensitive value)\n        # (%d unchanged attributes hidden)\n    }' % (res, pick(['main', 'app', 'this']), attr, R.randrange(3, 60)) +
            L(lang, "\nTerraform never prints it; check the state in the secret backend.", "\nTerraform은 값을 안 보여줌. 시크릿 백엔드에서 확인."), '')


@clean
def c_kubectl_list(lang):
    c = mkctx()
    return ('secret listing without data',
            L(lang, "Pod stuck in CreateContainerConfigError.", "파드가 CreateContainerConfigError에서 멈춤."),
            'NAME                 TYPE     DATA   AGE\n%s-db         Opaque   2      41d\n%s-api-keys   Opaque   3      9d' % (c.svc, c.svc) +
            L(lang, "\nThe key name in the Deployment was `DB_PASS`, the Secret has `password`.", "\nDeployment에선 `DB_PASS` 키를 찾는데 Secret엔 `password`로 돼 있었음."), '')


@clean
def c_public_ids(lang):
    c = mkctx()
    snip = pick(['Cloudflare zone id %s, account id %s' % (rs(32, HEX), rs(32, HEX)),
                 'Google OAuth client id %s-%s.apps.googleusercontent.com (public)' % (digits(12), rs(32, LAN)),
                 'Algolia app id %s, index products_%s' % (rs(10, UAN), c.stage), 'GA4 measurement id G-%s' % rs(10, UAN),
                 'Twilio Account SID AC%s (auth token stays in the vault)' % rs(32, HEX), 'AWS account %s, region %s' % (c.acct, c.region),
                 'Kafka cluster lkc-%s, topic orders.v2' % rs(6, LAN), 'MongoDB ObjectId %s' % rs(24, HEX)])
    return ('public identifiers',
            L(lang, "Terraform import needed the exact ids.", "Terraform import에 정확한 ID가 필요했음."),
            L(lang, "Ids (not secrets): ", "ID (비밀값 아님): ") + snip, '')


@clean
def c_gitignore(lang):
    c = mkctx()
    lines = ['.env', '.env.*', '!.env.example', '*.pem', '*.p8', '*.pfx', 'credentials.json', 'serviceAccountKey.json', '.npmrc', 'terraform.tfvars', '*.jks']
    return ('.gitignore for secrets',
            L(lang, "A teammate almost committed their local %s in %s." % (c.file, c.repo), "팀원이 %s 레포에 로컬 %s 커밋할 뻔함." % (c.repo, c.file)),
            L(lang, "Added to .gitignore:\n", ".gitignore에 추가:\n") + '\n'.join(R.sample(lines, R.randrange(4, 9))), '')


@clean
def c_redacted(lang):
    snip = pick(['DB_PASSWORD=[REDACTED]', 'Authorization: Bearer [REDACTED]', 'aws_secret_access_key = [REDACTED]', 'token=[REDACTED]&user=ops'])
    return ('already-redacted value',
            L(lang, "Support ticket had the failing request, credentials already scrubbed:\n", "지원 티켓에 실패한 요청이 있었음. 인증정보는 이미 지워져 있음:\n") + snip,
            L(lang, "The failure was a wrong path (/v1 vs /v2), not auth.", "인증 문제가 아니라 경로(/v1 vs /v2) 문제였음."), '')


@clean
def c_printenv(lang):
    names = ['GITHUB_TOKEN', 'NPM_TOKEN', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'SENTRY_AUTH_TOKEN', 'OPENAI_API_KEY',
             'STRIPE_SECRET_KEY', 'SLACK_BOT_TOKEN', 'DOCKERHUB_TOKEN', 'KAKAO_REST_API_KEY', 'NCLOUD_SECRET_KEY']
    return ('env var names only',
            L(lang, "Wasn't sure which credential variables the %s runner had." % pick(JOBS), "%s 러너에 어떤 인증 관련 변수가 있는지 몰랐음." % pick(JOBS)),
            "$ printenv | grep -iE 'token|key|secret' | cut -d= -f1\n" + '\n'.join(R.sample(names, R.randrange(3, 7))) +
            L(lang, "\nAll present; the job failed for another reason.", "\n다 있음. 다른 원인으로 실패한 거였음."), '')


@clean
def c_gpg_list(lang):
    return ('GPG key listing',
            L(lang, "Signed commits showed as Unverified.", "서명한 커밋이 Unverified로 표시됨."),
            'sec   ed25519/0x%s 2024-03-11 [SC]\n      Key fingerprint = %s\nuid   [ultimate] %s' % (rs(16, HEXU), pgp_fpr(), pick(EMAILS)) +
            L(lang, "\nThe uid email wasn't verified on GitHub.", "\nuid 이메일이 GitHub에서 인증 안 된 상태였음."), '')


@clean
def c_pkce(lang):
    return ('OAuth PKCE values (derived, public)',
            L(lang, "Kakao login redirect returned `invalid_grant` in the mobile app.", "모바일 앱 카카오 로그인 리다이렉트에서 `invalid_grant`."),
            L(lang, "The app sent code_challenge=%s with method S256 but the token call omitted code_verifier. Also the redirect_uri had a trailing slash."
              % b64ue(rb(32)), "앱이 code_challenge=%s (S256) 보내고 토큰 요청에 code_verifier를 빠뜨림. redirect_uri 끝 슬래시도 달랐음." % b64ue(rb(32))), '')


@clean
def c_versions(lang):
    c = mkctx()
    return ('versions, ports, build numbers',
            L(lang, "Build #%d of %s passed locally but not in CI." % (R.randrange(1000, 9999), c.svc), "%s 빌드 #%d가 로컬에선 되는데 CI에선 실패." % (c.svc, R.randrange(1000, 9999))),
            L(lang, "CI used node 20.11.1 vs local 22.3.0; the service listens on 0.0.0.0:%s. Pin .nvmrc." % c.port,
              "CI는 node 20.11.1, 로컬은 22.3.0. 서비스는 0.0.0.0:%s 에서 리슨. .nvmrc 고정." % c.port), '')


@clean
def c_ko_otp_policy(lang):
    con = pick(['AWS', 'Naver Cloud', 'Grafana', 'Argo CD', 'the admin console'])
    return ('2FA policy (no codes)',
            L(lang, "New admins couldn't log in to %s." % con, "신규 관리자들이 %s 로그인을 못 함." % con.replace('the admin console', '어드민 콘솔')),
            L(lang, "Console requires TOTP 2FA; enroll via the QR on first login. Recovery codes go in the personal vault, never in tickets.",
              "콘솔은 OTP 2단계 인증 필수. 첫 로그인 때 QR로 등록. 복구 코드는 개인 볼트에만 보관, 티켓에 적지 말 것."), '')


@clean
def c_hash_algo(lang):
    algo = pick(['argon2id (time_cost=3, memory_cost=65536)', 'bcrypt (cost 12 -> 14)', 'scrypt (N=2^15, r=8, p=1)', 'PBKDF2-SHA256 (600000 iterations)'])
    return ('hashing configuration',
            L(lang, "Login got slow after the %s upgrade." % pick(['Django', 'Spring Security', 'Laravel', 'framework']), "%s 업그레이드 후 로그인이 느려짐." % pick(['Django', 'Spring Security', 'Laravel', '프레임워크'])),
            L(lang, "Default password hasher changed to %s. Rehash happens on next login; expected." % algo,
              "기본 비밀번호 해셔가 %s|으로/로 바뀜. 다음 로그인 때 재해시되는 거라 정상." % algo).replace(algo + '|으로/로', josa(algo, '으로/로')), '')


@clean
def c_secret_names(lang):
    c = mkctx()
    return ('secret names in CI',
            L(lang, "Deploy step of %s couldn't see the token in a forked PR." % c.repo, "%s 포크 PR에서 배포 단계가 토큰을 못 읽음." % c.repo),
            L(lang, "Secrets (VERCEL_TOKEN, NPM_TOKEN, SLACK_WEBHOOK_URL) are not passed to workflows from forks. Use pull_request_target carefully or skip deploy for forks.",
              "포크에서 온 워크플로엔 시크릿(VERCEL_TOKEN, NPM_TOKEN, SLACK_WEBHOOK_URL)이 전달 안 됨. pull_request_target 조심해서 쓰거나 포크는 배포 스킵."), '')


@clean
def c_dubeolsik_explain(lang):
    w = pick(['안녕', '한글', '사랑', '가나다', '서울'])
    return ('keyboard layout explanation (no password)',
            L(lang, "User couldn't log in to %s; suspected the password had Korean in it." % pick(HOSTS), "%s 로그인이 안 됨. 비번에 한글이 들어간 것 같다고 함." % pick(HOSTS)),
            L(lang, "On the console the IME is off, so a Korean word must be typed as its dubeolsik keys (e.g. %s -> %s). The actual password was reset by IT." % (w, dubeolsik(w)),
              "콘솔에선 한영 전환이 안 돼서 한글 단어는 두벌식 자판 그대로 쳐야 함 (예: %s → %s). 실제 비번은 IT팀이 초기화함." % (w, dubeolsik(w))), '')


@clean
def c_ciphertext_kms(lang):
    return ('KMS key id / ARN (not key material)',
            L(lang, "Decrypt failed with AccessDeniedException.", "복호화가 AccessDeniedException으로 실패."),
            L(lang, "Role lacked kms:Decrypt on key %s (arn:aws:kms:%s:%s:key/%s)." % (uuid4(), pick(REGIONS), digits(12), uuid4()),
              "역할에 키 %s (arn:aws:kms:%s:%s:key/%s) kms:Decrypt 권한이 없었음." % (uuid4(), pick(REGIONS), digits(12), uuid4())), '')


@clean
def c_oauth_scopes(lang):
    c = mkctx()
    return ('token type / scopes explained (prefix only)',
            L(lang, "Slack bot in %s could post but not read channel history." % c.svc, "%s 슬랙 봇이 메시지는 보내는데 채널 히스토리를 못 읽음." % c.svc),
            L(lang, "Bot tokens (xoxb-) need channels:history; the user token (xoxp-) is a different thing. Reinstall the app after adding scopes.",
              "봇 토큰(xoxb-)에 channels:history 스코프 필요. 유저 토큰(xoxp-)이랑은 다른 거임. 스코프 추가 후 앱 재설치."), '')


@clean
def c_key_formats(lang):
    return ('key format explanation (prefix only)',
            L(lang, "Payments in %s failed with `UNAUTHORIZED_KEY`." % pick(SVCS), "%s 결제 요청이 `UNAUTHORIZED_KEY`로 실패." % pick(SVCS)),
            L(lang, "Toss: secret keys start with live_sk_/test_sk_, client keys with live_ck_/test_ck_; the server was sending the client key. Stripe is similar: sk_ on the server, pk_ in the browser.",
              "토스: 시크릿 키는 live_sk_/test_sk_, 클라이언트 키는 live_ck_/test_ck_로 시작. 서버가 클라이언트 키를 보내고 있었음. Stripe도 서버는 sk_, 브라우저는 pk_."), '')


@clean
def c_docker_build_secret(lang):
    c = mkctx()
    return ('build secret mount',
            L(lang, "Private npm packages failed to install during `docker build` for %s." % c.svc, "%s `docker build` 중 private npm 패키지 설치 실패." % c.svc),
            'docker build --secret id=npmrc,src=$HOME/.npmrc -t %s/%s .\n# Dockerfile\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci' % (c.org, c.svc) +
            L(lang, "\nThe token never ends up in an image layer.", "\n토큰이 이미지 레이어에 안 남음."), '')


@clean
def c_gh_auth_status(lang):
    c = mkctx()
    return ('CLI auth status with masked token',
            L(lang, "`gh pr create` said the token lacked scopes.", "`gh pr create`가 토큰 스코프 부족하다고 함."),
            'github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\'' % c.user.replace('.', '-') +
            L(lang, "\nRun `gh auth refresh -s workflow`.", "\n`gh auth refresh -s workflow` 실행."), '')


@clean
def c_sts_identity(lang):
    c = mkctx()
    rid = 'AROA' + rs(17, UP + '234567')
    return ('caller identity output',
            L(lang, "Not sure which role the %s pod actually assumed." % c.svc, "%s 파드가 실제로 어떤 역할을 assume했는지 몰랐음." % c.svc),
            '{\n    "UserId": "%s:botocore-session-%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s-%s/botocore-session-%s"\n}' % (
                rid, digits(10), c.acct, c.acct, c.svc, c.stage, digits(10)) +
            L(lang, "\nIRSA works; the 403 came from the bucket policy.", "\nIRSA는 정상. 403은 버킷 정책 문제였음."), '')


@clean
def c_kube_exec(lang):
    c = mkctx()
    return ('kubeconfig with exec credential plugin',
            L(lang, "kubectl against the %s cluster worked for me but not for the CI job." % c.stage, "%s 클러스터에 kubectl이 나는 되는데 CI 잡에선 안 됨." % stage_ko(c.stage)),
            'users:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "%s-%s", "--region", "%s"]' % (
                c.stage, c.org, c.stage, c.region) +
            L(lang, "\nNo static token; CI needs the aws CLI and an IAM role mapped in aws-auth.", "\n고정 토큰 없음. CI에 aws CLI랑 aws-auth에 매핑된 IAM 역할 필요."), '')


@clean
def c_iam_db_auth(lang):
    c = mkctx()
    return ('IAM database auth (no password)',
            L(lang, "Wanted to stop sharing the %s DB password." % c.db, "%s DB 비번 공유 그만하고 싶었음." % c.db),
            L(lang, "Switched to IAM auth: host=%s port=5432 user=%s, password is a 15-minute token from `aws rds generate-db-auth-token`." % (c.host, c.user),
              "IAM 인증으로 전환: host=%s port=5432 user=%s, 비번 대신 `aws rds generate-db-auth-token`으로 받는 15분짜리 토큰 사용." % (c.host, c.user)), '')


@clean
def c_npmrc_env(lang):
    return ('config referencing env var for token',
            L(lang, "npm publish from CI failed with E401.", "CI에서 npm publish가 E401로 실패."),
            L(lang, ".npmrc in the repo is fine to commit:\n", "레포의 .npmrc는 커밋해도 됨:\n") +
            pick(['//registry.npmjs.org/:_authToken=${NPM_TOKEN}', '@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${GITHUB_TOKEN}' % pick(ORGS)]) +
            L(lang, "\nThe job just didn't export NPM_TOKEN.", "\n잡에서 NPM_TOKEN export를 안 했을 뿐."), '')


@clean
def c_pypirc_keyring(lang):
    return ('credential helper / keyring config',
            L(lang, "twine kept asking for a password on the build box.", "빌드 서버에서 twine이 계속 비번 물어봄."),
            pick(['[pypi]\n  username = __token__\n# password comes from `keyring set https://upload.pypi.org/legacy/ __token__`',
                  "git config --global credential.helper 'cache --timeout=3600'",
                  'git config --global credential.helper manager  # Git Credential Manager stores it in the OS keychain']) +
            L(lang, "\nNothing secret in the file itself.", "\n파일 자체엔 비밀값 없음."), '')


@clean
def c_ko_incident(lang):
    c = mkctx()
    return ('incident timeline without values',
            L(lang, "Post-mortem for the %s outage: why did auth fail for 40 minutes?" % c.svc, "%s 장애 회고: 왜 40분 동안 인증이 실패했는지?" % c.svc),
            L(lang, "10:02 key rotated in the vault; 10:05 only half the pods restarted; 10:41 rollout restart fixed it. Add a checksum annotation so pods restart on secret change.",
              "10:02 볼트에서 키 교체, 10:05 파드 절반만 재시작됨, 10:41 rollout restart로 해결. 시크릿 바뀌면 재시작되게 checksum annotation 추가할 것."),
            L(lang, "Who owns the rotation runbook?", "로테이션 런북 담당자가 누군지?"))


# ---------------------------------------------------------------------------
# assembly, checks, output
# ---------------------------------------------------------------------------

N_PASSWORD = 48
N_CLEAN = 135
SPECIAL_COUNTS = [(s_punct_password, 12), (s_multi_env, 6), (s_split_secret, 5), (s_recovery, 7), (s_totp, 5), (s_private_key, 8), (s_basic, 5),
                  (s_cookie, 7), (s_appsecret, 8), (s_oldnew, 4), (s_apppw, 4), (s_logs, 5), (s_korean_life, 6),
                  (s_label_tail, 4), (s_keylist, 3), (s_bearer_jwt, 3), (s_misc_db, 4)]
KO_SHARE = 0.40


def check_note(n):
    f = n['fields']
    assert set(f) == {'missing_context', 'lesson', 'ask_next_time'}
    assert fits(f), 'field size'
    texts = [f['missing_context'], f['lesson'], f['ask_next_time']]
    secrets = n['secrets']
    if n['kind'] == 'clean':
        assert secrets == []
        return
    assert secrets, 'secret note without secrets'
    assert len(set(secrets)) == len(secrets), 'duplicate secret'
    for s in secrets:
        assert len(s) >= 8, 'short secret %r' % s
        assert any(s in t for t in texts), 'secret not verbatim %r' % s
    masked = []
    for t in texts:
        cover = [False] * len(t)
        for s in secrets:
            i = t.find(s)
            while i >= 0:
                for k in range(i, i + len(s)):
                    cover[k] = True
                i = t.find(s, i + 1)
        masked.append(''.join('\x00' if cv else ch for ch, cv in zip(t, cover)))
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                assert w not in m, '8-char window %r of %r outside its occurrences' % (w, s)


def build():
    jobs = []   # (kind, callable(lang))
    for v in VENDORS:
        jobs.append(('secret', (lambda vv: (lambda lang: vendor_note(vv, lang)))(v)))
    for fn, k in SPECIAL_COUNTS:
        for _ in range(k):
            jobs.append(('secret', fn))
    ways = list(W)
    R.shuffle(ways)
    forced = ['hangul', 'dubeolsik', 'mixed-ko', 'phrase-space', 'hangul', 'pin', 'dubeolsik', 'random-punct', 'hangul', 'phrase-dash']
    for i in range(N_PASSWORD):
        st = forced[(i // 2) % len(forced)] if i % 2 == 0 else None
        if i % 4 == 3:
            jobs.append(('secret', (lambda ss: (lambda lang: password_note(lang, pw_style=ss)))(st)))
        else:
            w = ways[i % len(ways)]
            tg = pick(w.tags)
            jobs.append(('secret', (lambda ww, tt, ss: (lambda lang: password_note(lang, tag=tt, way_obj=ww, pw_style=ss)))(w, tg, st)))
    cl = list(CLEAN)
    R.shuffle(cl)
    for i in range(N_CLEAN):
        fn = cl[i % len(cl)]
        jobs.append(('clean', fn))

    # exact language split per kind
    langs = {}
    for kind in ('secret', 'clean'):
        idx = [i for i, j in enumerate(jobs) if j[0] == kind]
        nko = round(len(idx) * KO_SHARE)
        flags = ['ko'] * nko + ['en'] * (len(idx) - nko)
        R.shuffle(flags)
        for i, fl in zip(idx, flags):
            langs[i] = fl

    notes, seen = [], set()
    for i, (kind, fn) in enumerate(jobs):
        lang = langs[i]
        for attempt in range(50):
            if kind == 'secret':
                n = fn(lang)
            else:
                cat, mc, les, ask = fn(lang)
                n = note(lang, cat, mc, les, ask, [], kind='clean')
            key = json.dumps(n['fields'], sort_keys=True, ensure_ascii=False)
            try:
                check_note(n)
            except AssertionError as e:
                if attempt == 49:
                    raise
                continue
            if key in seen:
                continue
            seen.add(key)
            notes.append(n)
            break
    R.shuffle(notes)
    out = []
    for k, n in enumerate(notes, 1):
        out.append({'id': 'c%03d' % k, 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
                    'fields': n['fields'], 'secrets': n['secrets']})
    return out


def stats(rows):
    from collections import Counter
    kinds = Counter(r['kind'] for r in rows)
    langs = Counter((r['kind'], r['lang']) for r in rows)
    cats = [r['category'] for r in rows]
    tmpl = set()
    vendors = set()
    for ccat in cats:
        m = _re.match(r'^(.*?)(?: \[(.*)\])?$', ccat)
        base = _re.sub(r'; in [\w+]+', '', m.group(1))
        base = _re.sub(r' \([^)]*\)$', '', base)
        tmpl.add(base)
    for r in rows:
        m = _re.search(r'\[(.*)\]$', r['category'])
        if r['kind'] == 'secret' and m:
            for x in m.group(1).split(', '):
                vendors.add(x)
    secrets = [s for r in rows for s in r['secrets']]
    return dict(notes=len(rows), kinds=dict(kinds), langs={'%s/%s' % k: v for k, v in sorted(langs.items())},
                ko=sum(1 for r in rows if r['lang'] == 'ko'), en=sum(1 for r in rows if r['lang'] == 'en'),
                distinct_templates=len(tmpl), distinct_category_strings=len(set(cats)),
                vendor_names=sorted(vendors), distinct_tags=len(vendors), secret_values=len(secrets),
                long_secrets=sum(1 for s in secrets if len(s) >= 300), longest=max(len(s) for s in secrets),
                hangul_secrets=sum(1 for s in secrets if any('\uac00' <= ch <= '\ud7a3' for ch in s)))


def main(argv):
    out = 'blind_set_v2.jsonl'
    if '--out' in argv:
        out = argv[argv.index('--out') + 1]
    rows = build()
    data = ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in rows)
    with open(out, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    print('wrote %s: %d notes, sha256 %s' % (out, len(rows), hashlib.sha256(data.encode('utf-8')).hexdigest()))
    if '--stats' in argv:
        print(json.dumps(stats(rows), ensure_ascii=False, indent=1))


if __name__ == '__main__':
    main(sys.argv[1:])
