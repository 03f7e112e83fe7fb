#!/usr/bin/env python3
"""make_blind_set.py -- generates blind_set_v3.jsonl, a held-out evaluation set for a
credential-redaction filter (see README.txt).  Python 3 standard library only.

Every credential is generated at run time from a fixed seed, so the output is
byte-for-byte reproducible:   python3 make_blind_set.py  ->  blind_set_v3.jsonl
None of the values is real.
"""
import base64, hashlib, json, os, random, re, string, struct, sys
from urllib.parse import quote

SEED = 730521
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'blind_set_v3.jsonl')

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64C = AN + '+/'
B64U = AN + '-_'
HX = '0123456789abcdef'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


# ----------------------------------------------------------------- random helpers
def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))
def an(n): return rs(AN, n)
def hx(n): return rs(HX, n)
def HXU(n): return rs('0123456789ABCDEF', n)
def rb(n): return bytes(R.getrandbits(8) for _ in range(n))
def b64(nbytes): return base64.b64encode(rb(nbytes)).decode()
def b64u(nbytes): return base64.urlsafe_b64encode(rb(nbytes)).decode().rstrip('=')
def digits(n): return str(R.randint(1, 9)) + rs(DG, n - 1)
def pick(seq): return R.choice(seq)
def chance(p): return R.random() < p
def uuid4():
    h = hx(32)
    return f'{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick("89ab")}{h[17:20]}-{h[20:32]}'
def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(',', ':')).encode()).decode().rstrip('=')
def jwt(payload, alg='HS256', sig=32, kid=None):
    hdr = {'alg': alg, 'typ': 'JWT'}
    if kid:
        hdr['kid'] = kid
    return b64url_json(hdr) + '.' + b64url_json(payload) + '.' + b64u(sig)
def ts():
    return R.randint(1735000000, 1760000000)
def date():
    return f'2025-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}'
def hhmm():
    return f'{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}'
def ip():
    return pick([f'10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}',
                 f'172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(2, 250)}',
                 f'192.168.{R.randint(0, 20)}.{R.randint(2, 250)}'])
def sha1(): return hx(40)
def sha256(): return hx(64)
def b64_of(s): return base64.b64encode(s.encode()).decode()


# ----------------------------------------------------------------- password styles
WORDS = ['Dolphin', 'Tiger', 'Maple', 'Sunshine', 'Galaxy', 'Winter', 'Phoenix', 'Mango', 'Falcon',
         'Rocket', 'Coffee', 'Seoul', 'Busan', 'Jeju', 'Hanbit', 'Mirae', 'Saturn', 'Orion', 'Panda',
         'Cobalt', 'Harbor', 'Willow', 'Comet', 'Walnut', 'Banjo', 'Ginger', 'Nimbus', 'Pepper', 'Zephyr']
PHRASE_WORDS = ['tidal', 'ember', 'orchard', 'lantern', 'velvet', 'granite', 'hollow', 'marble', 'saddle',
                'copper', 'thistle', 'meadow', 'quartz', 'lagoon', 'pickle', 'basil', 'cactus', 'harvest',
                'violin', 'paddle', 'summit', 'glacier', 'walrus', 'noodle', 'fennel', 'puzzle', 'ribbon']
KWORDS = ['사랑해', '행복', '우리집', '고양이', '강아지', '바다', '하늘', '대한민국', '서울', '부산', '제주도',
          '커피', '라면', '김치', '봄날', '여름밤', '가을', '겨울', '별빛', '토끼', '호랑이', '초코', '딸기',
          '바나나', '개발팀', '운영', '배포', '열쇠', '보름달', '무지개', '감자', '떡볶이', '햇살', '소나무']
SYM = '!@#$%^&*?'
PUNCT = "&,;%#!'\"\\/@: "


def pw_human():
    while True:
        p = _pw_human()
        if len(p) >= 8:
            return p


def _pw_human():
    w = pick(WORDS)
    k = R.randint(0, 6)
    if k == 0:
        return w + str(R.randint(2019, 2026)) + pick(SYM)
    if k == 1:
        return w + pick(SYM) + str(R.randint(10, 999))
    if k == 2:
        return pick(WORDS) + w + str(R.randint(10, 99))
    if k == 3:
        t = w.replace('a', '@').replace('o', '0').replace('e', '3').replace('i', '1')
        return t + pick(SYM) + str(R.randint(1, 99))
    if k == 4:
        return pick(['qwer1234!@#$', '1q2w3e4r!', 'asdf!234', 'zxcv@1234', '1qaz2wsx!', 'q1w2e3r4!!']) + str(R.randint(1, 9))
    if k == 5:
        return pick(['Acme', 'Nova', 'Hanul', 'Orbit', 'Blue']) + '@' + pick(['Spring', 'Summer', 'Fall', 'Winter']) + str(R.randint(23, 26))
    return w.lower() + str(R.randint(1970, 2005)) + pick(['', '!', '#', '^^'])


def pw_strong(n=None, alpha=None, exclude=''):
    n = n or R.randint(12, 24)
    alpha = alpha or (AN + '!#%&*+-=?@^_~')
    alpha = ''.join(c for c in alpha if c not in exclude)
    while True:
        p = rs(alpha, n)
        if any(c.isdigit() for c in p) and any(c.isalpha() for c in p):
            return p


def pw_punct(n=None, must=None):
    """Password with a good helping of ASCII punctuation, quotes, backslashes and spaces."""
    n = n or R.randint(12, 20)
    must = must or R.sample(PUNCT, 4)
    base = list(rs(AN, n - len(must))) + list(must)
    R.shuffle(base)
    s = ''.join(base)
    return s.strip() if s.strip() == s else 'x' + s.strip() + '9'


def passphrase(k=None, sep=' '):
    k = k or R.randint(3, 5)
    ws = R.sample(PHRASE_WORDS, k)
    if chance(0.4):
        ws.append(str(R.randint(2, 99)))
    return sep.join(ws)


CHO = 'rRseEfaqQtTdwWczxvg'
JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
        'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def kor2qwerty(s):
    """Hangul as typed on a US keyboard in 2-beolsik layout (what you get when the IME is off)."""
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return ''.join(out)


def pw_kortyped():
    w = ''.join(R.sample(KWORDS, R.randint(1, 2)))
    return kor2qwerty(w) + pick(['', '!', '@', '#', '^^', '!!']) + str(R.randint(1, 2026))


def pw_hangul():
    w = ''.join(R.sample(KWORDS, 2))
    return w + pick(['', '!', '#', '@', '*']) + str(R.randint(10, 9999))


def pw_any():
    return pick([pw_human, pw_strong, pw_punct, pw_strong, pw_human])()


def pin(n=8):
    return rs(DG, n)


# ----------------------------------------------------------------- key material
def pem_lines(der, width=64):
    s = base64.b64encode(der).decode()
    return [s[i:i + width] for i in range(0, len(s), width)]


def ec_key_lines():
    der = (bytes.fromhex('307702010104' '20') + rb(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') +
           b'\x04' + rb(64))
    return pem_lines(der)


def pkcs8_ed25519_lines():
    return pem_lines(bytes.fromhex('302e020100300506032b657004220420') + rb(32))


def rsa_key_lines(nlines=None, pkcs8=False):
    if pkcs8:
        der = bytes.fromhex('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100') + rb(1200)
    else:
        der = bytes.fromhex('308204a40201000282010100') + rb(1230)
    lines = pem_lines(der)
    return lines[:nlines] if nlines else lines


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    pub = rb(32)
    seed = rb(32)
    pubblob = _sshstr('ssh-ed25519') + _sshstr(pub)
    chk = rb(4)
    priv = chk + chk + _sshstr('ssh-ed25519') + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad]); pad += 1
    blob = (b'openssh-key-v1\x00' + _sshstr('none') + _sshstr('none') + _sshstr(b'') + struct.pack('>I', 1) +
            _sshstr(pubblob) + _sshstr(priv))
    body = pem_lines(blob, 70)
    publine = 'ssh-ed25519 ' + base64.b64encode(pubblob).decode() + ' ' + comment
    return body, publine


def ssh_pub_ed25519(comment):
    blob = _sshstr('ssh-ed25519') + _sshstr(rb(32))
    return 'ssh-ed25519 ' + base64.b64encode(blob).decode() + ' ' + comment


def ssh_fp():
    return 'SHA256:' + base64.b64encode(rb(32)).decode().rstrip('=')


def ppk_ed25519(comment):
    pubblob = _sshstr('ssh-ed25519') + _sshstr(rb(32))
    pl = pem_lines(pubblob)
    privline = base64.b64encode(_sshstr(rb(32))).decode()
    text = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ' + comment +
            f'\nPublic-Lines: {len(pl)}\n' + '\n'.join(pl) + '\nPrivate-Lines: 1\n' + privline +
            '\nPrivate-MAC: ' + hx(64))
    return text, privline


def totp_seed(n=32):
    return rs(B32, n)


def wg_key():
    return base64.b64encode(rb(32)).decode()


# ----------------------------------------------------------------- vendor token shapes
# Each entry: name, sector, keys [(ENV_NAME, generator, listed_as_secret)], an optional curl
# template and SDK snippets ({0}, {1}... are the key values in order), and a task phrase (en, ko).
VENDORS = []


def V(name, sector, keys, http=None, sdk=None, task=('the integration', '연동 작업')):
    VENDORS.append(dict(name=name, sector=sector, keys=keys, http=http, sdk=sdk or [], task=task))


def ops_token():
    payload = {'signInAddress': 'my.1password.com', 'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256',
               'iterations': 650000, 'salt': b64u(16)}, 'email': rs(LO + DG, 26) + '@1passwordserviceaccounts.com',
               'srpX': hx(64), 'muk': {'alg': 'A256GCM', 'ext': True, 'k': b64u(32), 'key_ops': ['encrypt', 'decrypt'],
               'kty': 'oct', 'kid': 'mp'}, 'secretKey': 'A3-' + rs(UP + DG, 6) + '-' + rs(UP + DG, 6) + '-' +
               '-'.join(rs(UP + DG, 5) for _ in range(4)), 'throttleSecret': {'seed': hx(64), 'deviceUuid': rs(LO + DG, 26)},
               'deviceUuid': rs(LO + DG, 26)}
    return 'ops_' + b64url_json(payload)


def aws_session_token(n=None):
    n = n or R.randint(560, 860)
    return 'IQoJb3JpZ2luX2Vj' + rs(B64C, n - 16)


def sentry_org_token():
    payload = {'iat': ts() + 0.123, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io',
               'org': pick(['acme', 'hanbit-labs', 'orbit-dev'])}
    return 'sntrys_' + b64url_json(payload) + '_' + rs(B64U, 43)


def grafana_cloud_token():
    return 'glc_' + b64url_json({'o': digits(6), 'n': 'stack-' + digits(6) + '-hm-read', 'k': an(24),
                                 'm': {'r': pick(['prod-ap-northeast-0', 'prod-us-east-0'])}})


def mapbox_sk():
    return 'sk.' + b64url_json({'u': pick(['jinlee', 'acme-maps', 'orbit']), 'a': rs(LO + DG, 25)}) + '.' + rs(B64U, 22)


def supabase_service_jwt():
    return jwt({'iss': 'supabase', 'ref': rs(LO, 20), 'role': 'service_role', 'iat': ts(), 'exp': ts() + 315360000})


def turso_jwt():
    return jwt({'a': 'rw', 'iat': ts(), 'id': uuid4(), 'rid': uuid4()}, alg='EdDSA', sig=64)


def discord_bot_token():
    uid = digits(19)
    return base64.b64encode(uid.encode()).decode().rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def fly_token():
    return 'FlyV1 fm2_' + rs(B64C, R.randint(380, 520)) + ',fm2_' + rs(B64C, 120)


def elastic_api_key():
    return base64.b64encode((an(20) + ':' + rs(B64U, 22)).encode()).decode()


V('AWS', 'cloud', [('AWS_ACCESS_KEY_ID', lambda: 'AKIA' + rs(B32, 16), True),
                   ('AWS_SECRET_ACCESS_KEY', lambda: rs(B64C, 40), True)],
  sdk=[('python', 's3 = boto3.client(\n    "s3", region_name="ap-northeast-2",\n    aws_access_key_id="{0}",\n    aws_secret_access_key="{1}")'),
       ('sh', 'aws configure set aws_access_key_id {0} --profile ci\naws configure set aws_secret_access_key {1} --profile ci')],
  task=('the S3 upload job', 'S3 업로드 배치'))
V('Google Gemini API', 'ai', [('GEMINI_API_KEY', lambda: 'AIza' + rs(B64U, 35), True)],
  http='curl -s "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={0}" -H "Content-Type: application/json" -d @req.json',
  sdk=[('python', 'client = genai.Client(api_key="{0}")')], task=('the summarizer eval', '요약 평가 스크립트'))
V('Google Maps Platform', 'cloud', [('GOOGLE_MAPS_API_KEY', lambda: 'AIza' + rs(B64U, 35), True)],
  http='curl "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam-gu&key={0}"',
  task=('the geocoding backfill', '주소 지오코딩 백필'))
V('Google OAuth', 'cloud', [('GOOGLE_CLIENT_ID', lambda: digits(12) + '-' + rs(LO + DG, 32) + '.apps.googleusercontent.com', False),
                            ('GOOGLE_CLIENT_SECRET', lambda: 'GOCSPX-' + rs(B64U, 28), True)],
  sdk=[('js', 'GoogleProvider({{\n  clientId: "{0}",\n  clientSecret: "{1}",\n}})')], task=('Google login on staging', '스테이징 구글 로그인'))
V('Google Cloud OAuth access token', 'cloud', [('GCP_ACCESS_TOKEN', lambda: 'ya29.a0' + rs(B64U, R.randint(200, 240)), True)],
  http='curl -H "Authorization: Bearer {0}" https://bigquery.googleapis.com/bigquery/v2/projects/acme-analytics/datasets',
  task=('the BigQuery listing', 'BigQuery 데이터셋 조회'))
V('Azure AD', 'cloud', [('AZURE_TENANT_ID', uuid4, False), ('AZURE_CLIENT_ID', uuid4, False),
                        ('AZURE_CLIENT_SECRET', lambda: an(3) + '8Q~' + rs(AN + '_.~-', 34), True)],
  sdk=[('sh', 'az login --service-principal -u {1} -p "{2}" --tenant {0}')], task=('the AKS deploy step', 'AKS 배포 단계'))
V('Azure OpenAI', 'ai', [('AZURE_OPENAI_API_KEY', lambda: hx(32), True)],
  http='curl "https://aoai-kr-' + 'prod.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21" -H "api-key: {0}" -H "Content-Type: application/json" -d @body.json',
  task=('the chat completion proxy', '챗 프록시'))
V('DigitalOcean', 'cloud', [('DIGITALOCEAN_TOKEN', lambda: 'dop_v1_' + hx(64), True)],
  http='curl -s -H "Authorization: Bearer {0}" https://api.digitalocean.com/v2/droplets',
  sdk=[('sh', 'doctl auth init --access-token {0}')], task=('the droplet cleanup script', '드롭릿 정리 스크립트'))
V('Alibaba Cloud', 'cloud', [('ALIBABA_CLOUD_ACCESS_KEY_ID', lambda: 'LTAI5t' + an(18), True),
                             ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', lambda: an(30), True)],
  sdk=[('sh', 'aliyun configure set --profile default --mode AK --access-key-id {0} --access-key-secret {1} --region cn-hangzhou')],
  task=('the OSS sync', 'OSS 동기화'))
V('Tencent Cloud', 'cloud', [('TENCENTCLOUD_SECRET_ID', lambda: 'AKID' + an(32), True),
                             ('TENCENTCLOUD_SECRET_KEY', lambda: an(32), True)],
  sdk=[('python', 'cred = credential.Credential("{0}", "{1}")\nclient = cvm_client.CvmClient(cred, "ap-seoul")')],
  task=('the CVM inventory script', 'CVM 인벤토리 스크립트'))
V('Huawei Cloud', 'cloud', [('HUAWEICLOUD_SDK_AK', lambda: rs(UP + DG, 20), True),
                            ('HUAWEICLOUD_SDK_SK', lambda: an(40), True)],
  sdk=[('python', 'credentials = BasicCredentials("{0}", "{1}")')], task=('the OBS backup', 'OBS 백업'))
V('Naver Cloud Platform', 'cloud', [('NCLOUD_ACCESS_KEY', lambda: rs(UP + DG, 20), True),
                                    ('NCLOUD_SECRET_KEY', lambda: an(40), True)],
  sdk=[('sh', 'ncloud configure set --ncloud_access_key_id {0} --ncloud_secret_access_key {1}')],
  task=('the Object Storage upload', 'NCP 오브젝트 스토리지 업로드'))
V('Scaleway', 'cloud', [('SCW_ACCESS_KEY', lambda: 'SCW' + rs(UP + DG, 17), True), ('SCW_SECRET_KEY', uuid4, True)],
  task=('the container registry push', '컨테이너 레지스트리 푸시'))
V('Oracle Cloud (OCIR auth token)', 'cloud', [('OCI_AUTH_TOKEN', lambda: rs(AN + '()<>;:.-_+[]#', 20), True)],
  sdk=[('sh', "docker login icn.ocir.io -u 'cnxk2vq8abcd/oracleidentitycloudservice/jin.park@acme.io' -p '{0}'")],
  task=('pushing to OCIR', 'OCIR 이미지 푸시'))
V('IBM Cloud', 'cloud', [('IBMCLOUD_API_KEY', lambda: rs(B64U, 44), True)],
  sdk=[('sh', 'ibmcloud login --apikey {0} -r jp-tok -g default')], task=('the COS bucket job', 'COS 버킷 작업'))
V('Linode', 'cloud', [('LINODE_TOKEN', lambda: hx(64), True)],
  http='curl -H "Authorization: Bearer {0}" https://api.linode.com/v4/linode/instances', task=('the VM snapshot cron', 'VM 스냅샷 크론'))
V('Vultr', 'cloud', [('VULTR_API_KEY', lambda: rs(UP + DG, 36), True)],
  http='curl "https://api.vultr.com/v2/instances" -X GET -H "Authorization: Bearer {0}"', task=('the instance listing', '인스턴스 목록 조회'))
V('Hetzner Cloud', 'cloud', [('HCLOUD_TOKEN', lambda: an(64), True)],
  http='curl -H "Authorization: Bearer {0}" https://api.hetzner.cloud/v1/servers', task=('the terraform plan', '테라폼 plan'))
V('Cloudflare', 'cloud', [('CLOUDFLARE_API_TOKEN', lambda: rs(B64U, 40), True)],
  http='curl https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer {0}"',
  task=('the DNS update job', 'DNS 레코드 갱신'))
V('Cloudflare', 'cloud', [('CF_API_EMAIL', lambda: pick(['ops@acme.io', 'infra@hanbit.kr']), False), ('CF_API_KEY', lambda: hx(37), True)],
  http='curl -X PURGE https://api.cloudflare.com/client/v4/zones/' + 'ZONE/purge_cache -H "X-Auth-Email: {0}" -H "X-Auth-Key: {1}"',
  task=('the cache purge', '캐시 퍼지'))
V('Heroku', 'cloud', [('HEROKU_API_KEY', lambda: 'HRKU-AA' + rs(B64U, 58), True)],
  http='curl -n https://api.heroku.com/apps -H "Accept: application/vnd.heroku+json; version=3" -H "Authorization: Bearer {0}"',
  task=('the review-app cleanup', '리뷰앱 정리'))
V('Vercel', 'cloud', [('VERCEL_TOKEN', lambda: an(24), True)],
  sdk=[('sh', 'vercel deploy --prod --yes --token {0}')], task=('the preview deploy', '프리뷰 배포'))
V('Netlify', 'cloud', [('NETLIFY_AUTH_TOKEN', lambda: 'nfp_' + an(36), True)],
  sdk=[('sh', 'netlify deploy --prod --dir=dist --auth {0}')], task=('the docs deploy', '문서 사이트 배포'))
V('Fly.io', 'cloud', [('FLY_API_TOKEN', fly_token, True)],
  sdk=[('sh', 'flyctl deploy --remote-only --access-token "{0}"')], task=('the fly deploy from CI', 'CI에서 fly 배포'))
V('Supabase', 'database', [('SUPABASE_URL', lambda: 'https://' + rs(LO, 20) + '.supabase.co', False),
                           ('SUPABASE_SERVICE_ROLE_KEY', supabase_service_jwt, True)],
  sdk=[('js', 'const supabase = createClient(\n  "{0}",\n  "{1}"\n)')], task=('the admin seed script', '관리자 시드 스크립트'))
V('Supabase', 'database', [('SUPABASE_ACCESS_TOKEN', lambda: 'sbp_' + hx(40), True)],
  sdk=[('sh', 'supabase login --token {0}\nsupabase db push')], task=('the migration push', '마이그레이션 push'))
V('Firebase Cloud Messaging', 'messaging', [('FCM_SERVER_KEY', lambda: 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134), True)],
  http='curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key={0}" -H "Content-Type: application/json" -d @push.json',
  task=('the push notification test', '푸시 알림 테스트'))
V('MinIO', 'cloud', [('MINIO_ACCESS_KEY', lambda: rs(UP + DG, 20), True), ('MINIO_SECRET_KEY', lambda: an(40), True)],
  sdk=[('sh', 'mc alias set local http://minio.internal:9000 {0} {1}')], task=('the artifact bucket', '아티팩트 버킷'))
V('Backblaze B2', 'cloud', [('B2_APPLICATION_KEY_ID', lambda: '005' + hx(22), True),
                            ('B2_APPLICATION_KEY', lambda: 'K005' + rs(AN + '/+', 27), True)],
  sdk=[('sh', 'b2 account authorize {0} {1}')], task=('the offsite backup', '오프사이트 백업'))
V('OpenAI', 'ai', [('OPENAI_API_KEY', lambda: 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), True)],
  http='curl https://api.openai.com/v1/models -H "Authorization: Bearer {0}"',
  sdk=[('python', 'client = OpenAI(api_key="{0}")')], task=('the embedding backfill', '임베딩 백필'))
V('OpenAI', 'ai', [('OPENAI_API_KEY', lambda: 'sk-svcacct-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), True)],
  sdk=[('js', 'const openai = new OpenAI({{ apiKey: "{0}" }});')], task=('the eval harness', '평가 하네스'))
V('Anthropic', 'ai', [('ANTHROPIC_API_KEY', lambda: 'sk-ant-api03-' + rs(B64U, 93) + 'AA', True)],
  http='curl https://api.anthropic.com/v1/messages -H "x-api-key: {0}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @msg.json',
  sdk=[('python', 'client = anthropic.Anthropic(api_key="{0}")')], task=('the agent eval run', '에이전트 평가 실행'))
V('Anthropic', 'ai', [('ANTHROPIC_ADMIN_KEY', lambda: 'sk-ant-admin01-' + rs(B64U, 93) + 'AA', True)],
  http='curl "https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-06-01T00:00:00Z" -H "x-api-key: {0}" -H "anthropic-version: 2023-06-01"',
  task=('the usage report', '사용량 리포트'))
V('Hugging Face', 'ai', [('HF_TOKEN', lambda: 'hf_' + rs(UP + LO, 34), True)],
  sdk=[('sh', 'huggingface-cli login --token {0} --add-to-git-credential')], task=('downloading the gated model', 'gated 모델 다운로드'))
V('Cohere', 'ai', [('CO_API_KEY', lambda: an(40), True)],
  sdk=[('python', 'co = cohere.ClientV2("{0}")')], task=('the rerank step', '리랭크 단계'))
V('Replicate', 'ai', [('REPLICATE_API_TOKEN', lambda: 'r8_' + an(37), True)],
  http='curl -s -H "Authorization: Bearer {0}" https://api.replicate.com/v1/account', task=('the image gen job', '이미지 생성 잡'))
V('Groq', 'ai', [('GROQ_API_KEY', lambda: 'gsk_' + an(52), True)],
  sdk=[('python', 'client = Groq(api_key="{0}")')], task=('the latency benchmark', '레이턴시 벤치마크'))
V('Mistral AI', 'ai', [('MISTRAL_API_KEY', lambda: an(32), True)],
  http='curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {0}"', task=('the model comparison', '모델 비교'))
V('Perplexity', 'ai', [('PERPLEXITY_API_KEY', lambda: 'pplx-' + an(48), True)],
  http='curl https://api.perplexity.ai/chat/completions -H "Authorization: Bearer {0}" -H "Content-Type: application/json" -d @q.json',
  task=('the research agent', '리서치 에이전트'))
V('DeepSeek', 'ai', [('DEEPSEEK_API_KEY', lambda: 'sk-' + hx(32), True)],
  sdk=[('python', 'client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")')], task=('the code review bot', '코드리뷰 봇'))
V('xAI', 'ai', [('XAI_API_KEY', lambda: 'xai-' + an(80), True)],
  http='curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer {0}" -H "Content-Type: application/json" -d @req.json',
  task=('the grok smoke test', 'grok 스모크 테스트'))
V('Together AI', 'ai', [('TOGETHER_API_KEY', lambda: hx(64), True)],
  sdk=[('python', 'client = Together(api_key="{0}")')], task=('the fine-tune upload', '파인튜닝 업로드'))
V('OpenRouter', 'ai', [('OPENROUTER_API_KEY', lambda: 'sk-or-v1-' + hx(64), True)],
  http='curl https://openrouter.ai/api/v1/chat/completions -H "Authorization: Bearer {0}" -d @req.json', task=('the fallback router', '폴백 라우터'))
V('Pinecone', 'ai', [('PINECONE_API_KEY', lambda: 'pcsk_' + an(5) + '_' + an(63), True)],
  sdk=[('python', 'pc = Pinecone(api_key="{0}")\nindex = pc.Index("docs-prod")')], task=('the vector upsert', '벡터 업서트'))
V('LangSmith', 'ai', [('LANGSMITH_API_KEY', lambda: 'lsv2_pt_' + hx(32) + '_' + hx(10), True)],
  task=('tracing the agent runs', '에이전트 트레이싱'))
V('Weights & Biases', 'ai', [('WANDB_API_KEY', lambda: hx(40), True)],
  sdk=[('sh', 'wandb login {0}')], task=('logging the training run', '학습 로그 기록'))
V('ElevenLabs', 'ai', [('ELEVENLABS_API_KEY', lambda: 'sk_' + hx(48), True)],
  http='curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: {0}"', task=('the TTS prototype', 'TTS 프로토타입'))
V('Stripe', 'payments', [('STRIPE_SECRET_KEY', lambda: 'sk_live_51' + an(97), True)],
  http='curl https://api.stripe.com/v1/refunds -u {0}: -d payment_intent=pi_3Qx' + 'Example',
  sdk=[('js', 'const stripe = require("stripe")("{0}");')], task=('the refund script', '환불 스크립트'))
V('Stripe', 'payments', [('STRIPE_WEBHOOK_SECRET', lambda: 'whsec_' + an(32), True)],
  sdk=[('python', 'event = stripe.Webhook.construct_event(payload, sig_header, "{0}")')], task=('webhook signature checks', '웹훅 서명 검증'))
V('Stripe', 'payments', [('STRIPE_RESTRICTED_KEY', lambda: 'rk_live_51' + an(97), True)],
  task=('the reporting export', '리포팅 export'))
V('Braintree', 'payments', [('BRAINTREE_ACCESS_TOKEN', lambda: 'access_token$production$' + rs(LO + DG, 16) + '$' + hx(32), True)],
  task=('the PayPal-via-Braintree checkout', '브레인트리 결제'))
V('Square', 'payments', [('SQUARE_ACCESS_TOKEN', lambda: 'EAAA' + rs(B64U, 60), True)],
  http='curl https://connect.squareup.com/v2/locations -H "Square-Version: 2025-01-23" -H "Authorization: Bearer {0}"',
  task=('the POS sync', 'POS 동기화'))
V('Adyen', 'payments', [('ADYEN_API_KEY', lambda: 'AQE' + rs(B64C, 93) + '==-' + b64(32) + '-' + rs(AN + '%;}{=+*<>?!', 16), True)],
  task=('the payment session endpoint', '결제 세션 API'))
V('Toss Payments', 'payments', [('TOSS_SECRET_KEY', lambda: 'live_sk_' + an(28), True)],
  sdk=[('js', 'const auth = Buffer.from("{0}:").toString("base64");')], task=('the payment confirm call', '결제 승인 API'))
V('PortOne', 'payments', [('PORTONE_API_SECRET', lambda: an(80), True)],
  http='curl -X POST https://api.portone.io/login/api-secret -H "Content-Type: application/json" -d \'{{"apiSecret":"{0}"}}\'',
  task=('the payment lookup', '결제 단건 조회'))
V('Razorpay', 'payments', [('RAZORPAY_KEY_ID', lambda: 'rzp_live_' + an(14), False), ('RAZORPAY_KEY_SECRET', lambda: an(24), True)],
  http='curl -u {0}:{1} https://api.razorpay.com/v1/payments?count=5', task=('the settlement report', '정산 리포트'))
V('Paddle', 'payments', [('PADDLE_API_KEY', lambda: 'pdl_live_apikey_' + rs(LO + DG, 26) + '_' + an(22) + '_' + an(3), True)],
  http='curl https://api.paddle.com/subscriptions -H "Authorization: Bearer {0}"', task=('the subscription sync', '구독 동기화'))
V('Mollie', 'payments', [('MOLLIE_API_KEY', lambda: 'live_' + an(30), True)],
  http='curl https://api.mollie.com/v2/payments -H "Authorization: Bearer {0}"', task=('the EU checkout', 'EU 결제'))
V('Plaid', 'payments', [('PLAID_CLIENT_ID', lambda: hx(24), False), ('PLAID_SECRET', lambda: hx(30), True)],
  task=('the bank link flow', '계좌 연결 플로우'))
V('Shopify', 'payments', [('SHOPIFY_ACCESS_TOKEN', lambda: 'shpat_' + hx(32), True)],
  http='curl -H "X-Shopify-Access-Token: {0}" https://acme-store.myshopify.com/admin/api/2025-01/orders.json',
  task=('the order export', '주문 export'))
V('PayPal', 'payments', [('PAYPAL_CLIENT_ID', lambda: 'A' + rs(B64U, 79), False), ('PAYPAL_CLIENT_SECRET', lambda: 'E' + rs(B64U, 79), True)],
  http='curl -v https://api-m.paypal.com/v1/oauth2/token -u "{0}:{1}" -d "grant_type=client_credentials"',
  task=('getting an OAuth token', 'OAuth 토큰 발급'))
V('Slack', 'messaging', [('SLACK_BOT_TOKEN', lambda: 'xoxb-' + digits(12) + '-' + digits(13) + '-' + an(24), True)],
  http='curl -s -H "Authorization: Bearer {0}" https://slack.com/api/auth.test',
  sdk=[('go', 'api := slack.New("{0}")')], task=('the deploy notifier', '배포 알림 봇'))
V('Slack', 'messaging', [('SLACK_APP_TOKEN', lambda: 'xapp-1-A' + rs(UP + DG, 10) + '-' + digits(13) + '-' + hx(64), True)],
  task=('socket mode', '소켓 모드'))
V('Discord', 'messaging', [('DISCORD_BOT_TOKEN', discord_bot_token, True)],
  sdk=[('python', 'bot.run("{0}")')], task=('the on-call bot', '온콜 봇'))
V('Telegram', 'messaging', [('TELEGRAM_BOT_TOKEN', lambda: digits(10) + ':AA' + rs(B64U, 33), True)],
  http='curl "https://api.telegram.org/bot{0}/getUpdates"', task=('the alert bot', '알림 봇'))
V('Twilio', 'email-sms', [('TWILIO_ACCOUNT_SID', lambda: 'AC' + hx(32), False), ('TWILIO_AUTH_TOKEN', lambda: hx(32), True)],
  http='curl -X POST https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json -u {0}:{1} --data-urlencode "To=+821012345678" --data-urlencode "Body=test"',
  task=('SMS OTP', 'SMS 인증'))
V('SendGrid', 'email-sms', [('SENDGRID_API_KEY', lambda: 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43), True)],
  http='curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer {0}" -H "Content-Type: application/json" -d @mail.json',
  task=('password-reset mails', '비밀번호 재설정 메일'))
V('Mailgun', 'email-sms', [('MAILGUN_API_KEY', lambda: hx(32) + '-' + hx(8) + '-' + hx(8), True)],
  http="curl -s --user 'api:{0}' https://api.mailgun.net/v3/mg.acme.io/messages -F from=noreply@mg.acme.io -F to=me@acme.io -F subject=test -F text=hi",
  task=('the invoice mails', '인보이스 메일'))
V('Postmark', 'email-sms', [('POSTMARK_SERVER_TOKEN', uuid4, True)],
  http='curl "https://api.postmarkapp.com/email" -H "Accept: application/json" -H "X-Postmark-Server-Token: {0}" -d @mail.json',
  task=('transactional mail', '트랜잭션 메일'))
V('Mailchimp', 'email-sms', [('MAILCHIMP_API_KEY', lambda: hx(32) + '-us' + str(R.randint(2, 21)), True)],
  task=('the newsletter sync', '뉴스레터 동기화'))
V('Resend', 'email-sms', [('RESEND_API_KEY', lambda: 're_' + an(8) + '_' + an(24), True)],
  sdk=[('js', 'const resend = new Resend("{0}");')], task=('the signup mail', '가입 메일'))
V('Brevo', 'email-sms', [('BREVO_API_KEY', lambda: 'xkeysib-' + hx(64) + '-' + an(16), True)],
  http='curl https://api.brevo.com/v3/account -H "api-key: {0}"', task=('the marketing mail', '마케팅 메일'))
V('Vonage', 'email-sms', [('VONAGE_API_KEY', lambda: hx(8), False), ('VONAGE_API_SECRET', lambda: an(16), True)],
  http='curl -X POST https://rest.nexmo.com/sms/json -d api_key={0} -d api_secret={1} -d to=821012345678 -d from=ACME -d text=test',
  task=('the overseas SMS', '해외 SMS'))
V('LINE Messaging API', 'messaging', [('LINE_CHANNEL_ACCESS_TOKEN', lambda: rs(B64C, 171) + '=', True), ('LINE_CHANNEL_SECRET', lambda: hx(32), True)],
  task=('the LINE bot', '라인 봇'))
V('Kakao', 'korea', [('KAKAO_REST_API_KEY', lambda: hx(32), True)],
  http='curl -G "https://dapi.kakao.com/v2/local/search/address.json" --data-urlencode "query=판교역로 235" -H "Authorization: KakaoAK {0}"',
  task=('address search', '주소 검색'))
V('Kakao', 'korea', [('KAKAO_ADMIN_KEY', lambda: hx(32), True)],
  http='curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK {0}" -d "target_id_type=user_id&target_id=123456"',
  task=('the unlink batch', '연결 끊기 배치'))
V('NHN Cloud', 'korea', [('NHN_SMS_APPKEY', lambda: an(16), False), ('NHN_SMS_SECRET_KEY', lambda: an(8), True)],
  http='curl -X POST "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms" -H "X-Secret-Key: {1}" -H "Content-Type: application/json;charset=UTF-8" -d @sms.json',
  task=('SMS sending', '문자 발송'))
V('Aligo', 'korea', [('ALIGO_USER_ID', lambda: pick(['acmeshop', 'hanbitmall', 'orbitkr']), False), ('ALIGO_API_KEY', lambda: rs(LO + DG, 32), True)],
  http='curl -X POST https://apis.aligo.in/send/ -d "key={1}" -d "user_id={0}" -d "sender=0212345678" -d "receiver=01012345678" -d "msg=test"',
  task=('the alert SMS', '알림 문자'))
V('Solapi', 'korea', [('SOLAPI_API_KEY', lambda: 'NCS' + rs(UP + DG, 13), True), ('SOLAPI_API_SECRET', lambda: rs(UP + DG, 32), True)],
  sdk=[('js', 'const messageService = new SolapiMessageService("{0}", "{1}");')], task=('KakaoTalk AlimTalk sending', '카카오 알림톡'))
V('Naver Developers', 'korea', [('NAVER_CLIENT_ID', lambda: rs(AN, 20), False), ('NAVER_CLIENT_SECRET', lambda: an(10), True)],
  http='curl "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91" -H "X-Naver-Client-Id: {0}" -H "X-Naver-Client-Secret: {1}"',
  task=('blog search crawler', '블로그 검색 API'))
V('Pusher', 'messaging', [('PUSHER_APP_ID', lambda: digits(7), False), ('PUSHER_KEY', lambda: hx(20), False), ('PUSHER_SECRET', lambda: hx(20), True)],
  task=('realtime events', '실시간 이벤트'))
V('Ably', 'messaging', [('ABLY_API_KEY', lambda: rs(AN, 6) + '.' + rs(B64U, 6) + ':' + rs(B64U, 43), True)],
  sdk=[('js', 'const ably = new Ably.Realtime("{0}");')], task=('presence channel', '프레즌스 채널'))
V('Zoom', 'messaging', [('ZOOM_CLIENT_ID', lambda: an(22), False), ('ZOOM_CLIENT_SECRET', lambda: an(32), True)],
  task=('the meeting bot', '회의 봇'))
V('GitHub', 'source', [('GITHUB_TOKEN', lambda: 'ghp_' + an(36), True)],
  http='curl -H "Authorization: token {0}" https://api.github.com/user', task=('the release script', '릴리스 스크립트'))
V('GitHub', 'source', [('GH_TOKEN', lambda: 'github_pat_' + an(22) + '_' + an(59), True)],
  sdk=[('sh', 'echo {0} | gh auth login --with-token')], task=('the backport bot', '백포트 봇'))
V('GitLab', 'source', [('GITLAB_TOKEN', lambda: 'glpat-' + rs(B64U, 20), True)],
  http='curl --header "PRIVATE-TOKEN: {0}" "https://gitlab.acme.io/api/v4/projects?membership=true"', task=('the MR cleanup', 'MR 정리'))
V('GitLab', 'ci', [('RUNNER_TOKEN', lambda: 'glrt-' + rs(B64U, 20), True)],
  sdk=[('sh', 'gitlab-runner register --non-interactive --url https://gitlab.acme.io --token {0} --executor docker')],
  task=('registering the runner', '러너 등록'))
V('Bitbucket', 'source', [('BITBUCKET_APP_PASSWORD', lambda: 'ATBB' + an(28) + HXU(8), True)],
  sdk=[('sh', 'git clone https://ci-bot:{0}@bitbucket.org/acme/payments.git')], task=('the mirror job', '미러 잡'))
V('Atlassian', 'source', [('JIRA_API_TOKEN', lambda: 'ATATT3xFfGF0' + rs(B64U, 180) + '=' + HXU(8), True)],
  http='curl -u dev.bot@acme.io:{0} https://acme.atlassian.net/rest/api/3/myself', task=('the Jira sync', '지라 동기화'))
V('Gitea', 'source', [('GITEA_TOKEN', lambda: hx(40), True)],
  http='curl -H "Authorization: token {0}" https://git.internal/api/v1/user/repos', task=('the repo migration', '저장소 이관'))
V('Azure DevOps', 'source', [('AZURE_DEVOPS_EXT_PAT', lambda: rs(LO + '234567', 52), True)],
  sdk=[('sh', 'git clone https://build:{0}@dev.azure.com/acme/platform/_git/infra')], task=('the pipeline clone step', '파이프라인 clone 단계'))
V('CircleCI', 'ci', [('CIRCLECI_TOKEN', lambda: 'CCIPAT_' + an(22) + '_' + hx(40), True)],
  http='curl -H "Circle-Token: {0}" https://circleci.com/api/v2/me', task=('the pipeline trigger', '파이프라인 트리거'))
V('Buildkite', 'ci', [('BUILDKITE_API_TOKEN', lambda: 'bkua_' + hx(40), True)],
  http='curl -H "Authorization: Bearer {0}" https://api.buildkite.com/v2/organizations/acme/pipelines', task=('the flaky-test report', '플래키 테스트 리포트'))
V('Jenkins', 'ci', [('JENKINS_API_TOKEN', lambda: '11' + hx(32), True)],
  http='curl -X POST -u ci-bot:{0} "https://jenkins.internal/job/deploy-api/buildWithParameters?ENV=stg"', task=('the remote trigger', '원격 빌드 트리거'))
V('HCP Terraform', 'ci', [('TF_TOKEN_app_terraform_io', lambda: an(14) + '.atlasv1.' + an(67), True)],
  task=('the remote backend', '원격 백엔드'))
V('Pulumi', 'ci', [('PULUMI_ACCESS_TOKEN', lambda: 'pul-' + hx(40), True)],
  sdk=[('sh', 'pulumi login --non-interactive && PULUMI_ACCESS_TOKEN={0} pulumi up -s prod')], task=('the stack update', '스택 업데이트'))
V('Docker Hub', 'ci', [('DOCKERHUB_TOKEN', lambda: 'dckr_pat_' + rs(B64U, 27), True)],
  sdk=[('sh', 'echo "{0}" | docker login -u acmebuild --password-stdin')], task=('the image push', '이미지 푸시'))
V('npm', 'ci', [('NPM_TOKEN', lambda: 'npm_' + an(36), True)],
  sdk=[('sh', 'npm config set //registry.npmjs.org/:_authToken {0}\nnpm publish --access public')], task=('publishing the SDK', 'SDK 배포'))
V('PyPI', 'ci', [('TWINE_PASSWORD', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, R.randint(150, 190)), True)],
  sdk=[('sh', 'twine upload -u __token__ -p {0} dist/*')], task=('the wheel upload', '휠 업로드'))
V('RubyGems', 'ci', [('GEM_HOST_API_KEY', lambda: 'rubygems_' + hx(48), True)],
  task=('the gem release', '젬 릴리스'))
V('NuGet', 'ci', [('NUGET_API_KEY', lambda: 'oy2' + rs(LO + DG, 43), True)],
  sdk=[('sh', 'dotnet nuget push bin/Release/*.nupkg -k {0} -s https://api.nuget.org/v3/index.json')], task=('the package push', '패키지 푸시'))
V('SonarQube', 'ci', [('SONAR_TOKEN', lambda: 'squ_' + hx(40), True)],
  sdk=[('sh', 'sonar-scanner -Dsonar.projectKey=billing-api -Dsonar.host.url=https://sonar.internal -Dsonar.token={0}')],
  task=('the quality gate', '품질 게이트'))
V('JFrog Artifactory', 'ci', [('ARTIFACTORY_API_KEY', lambda: 'AKCp' + an(69), True)],
  http='curl -H "X-JFrog-Art-Api: {0}" -T build.tar.gz https://acme.jfrog.io/artifactory/generic-local/build.tar.gz',
  task=('the artifact upload', '아티팩트 업로드'))
V('Doppler', 'ci', [('DOPPLER_TOKEN', lambda: 'dp.st.prd.' + an(40), True)],
  sdk=[('sh', 'doppler run --token {0} -- npm start')], task=('the config fetch', '설정 주입'))
V('HashiCorp Vault', 'ci', [('VAULT_TOKEN', lambda: 'hvs.CAESI' + rs(B64U, 86), True)],
  http='curl -H "X-Vault-Token: {0}" https://vault.internal:8200/v1/secret/data/billing', task=('reading the kv path', 'kv 경로 읽기'))
V('1Password', 'ci', [('OP_SERVICE_ACCOUNT_TOKEN', ops_token, True)], task=('op inject in CI', 'CI에서 op inject'))
V('age / SOPS', 'ci', [('SOPS_AGE_KEY', lambda: 'AGE-SECRET-KEY-1' + rs(BECH, 58), True)], task=('decrypting the sops file', 'sops 복호화'))
V('Datadog', 'observability', [('DD_API_KEY', lambda: hx(32), True), ('DD_APP_KEY', lambda: hx(40), True)],
  http='curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: {0}" -H "DD-APPLICATION-KEY: {1}"',
  task=('the monitor export', '모니터 export'))
V('New Relic', 'observability', [('NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(UP + DG, 27), True)],
  http='curl -X POST https://api.newrelic.com/graphql -H "API-Key: {0}" -H "Content-Type: application/json" -d @q.json',
  task=('the NRQL dashboard', 'NRQL 대시보드'))
V('New Relic', 'observability', [('NEW_RELIC_LICENSE_KEY', lambda: hx(36) + 'NRAL', True)], task=('the APM agent', 'APM 에이전트'))
V('Sentry', 'observability', [('SENTRY_AUTH_TOKEN', sentry_org_token, True)],
  sdk=[('sh', 'sentry-cli --auth-token {0} releases new web@2.14.0')], task=('uploading sourcemaps', '소스맵 업로드'))
V('Grafana', 'observability', [('GRAFANA_SA_TOKEN', lambda: 'glsa_' + an(32) + '_' + hx(8), True)],
  http='curl -H "Authorization: Bearer {0}" https://grafana.internal/api/dashboards/uid/api-latency', task=('the dashboard export', '대시보드 export'))
V('Grafana Cloud', 'observability', [('GRAFANA_CLOUD_TOKEN', grafana_cloud_token, True)], task=('the Loki push', 'Loki 전송'))
V('Honeycomb', 'observability', [('HONEYCOMB_API_KEY', lambda: 'hcaik_01' + rs(LO + DG, 58), True)], task=('OTel export', 'OTel 전송'))
V('PagerDuty', 'observability', [('PAGERDUTY_TOKEN', lambda: 'u+' + rs(B64U, 18), True)],
  http='curl -H "Authorization: Token token={0}" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/oncalls',
  task=('the on-call lookup', '온콜 조회'))
V('Dynatrace', 'observability', [('DT_API_TOKEN', lambda: 'dt0c01.' + rs(UP + DG, 24) + '.' + rs(UP + DG, 64), True)],
  http='curl -H "Authorization: Api-Token {0}" https://abc12345.live.dynatrace.com/api/v2/problems', task=('the problem feed', '문제 피드'))
V('Rollbar', 'observability', [('ROLLBAR_ACCESS_TOKEN', lambda: hx(32), True)], task=('the deploy marker', '배포 마커'))
V('Elastic Cloud', 'observability', [('ELASTIC_API_KEY', elastic_api_key, True)],
  http='curl -H "Authorization: ApiKey {0}" https://logs-prod.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices',
  task=('the index cleanup', '인덱스 정리'))
V('PlanetScale', 'database', [('DATABASE_USERNAME', lambda: rs(LO + DG, 20), False), ('DATABASE_PASSWORD', lambda: 'pscale_pw_' + rs(B64U, 43), True)],
  task=('the branch connection', '브랜치 DB 연결'))
V('Neon', 'database', [('NEON_API_KEY', lambda: 'napi_' + rs(LO + DG, 64), True)],
  http='curl https://console.neon.tech/api/v2/projects -H "Authorization: Bearer {0}"', task=('the preview branch', '프리뷰 브랜치'))
V('Upstash', 'database', [('UPSTASH_REDIS_REST_URL', lambda: 'https://' + pick(['apt', 'sweet', 'main']) + '-' + pick(['gecko', 'lynx', 'koala']) + '-' + digits(5) + '.upstash.io', False),
                          ('UPSTASH_REDIS_REST_TOKEN', lambda: 'A' + rs(UP + LO, 3) + 'ASQg' + an(52), True)],
  http='curl {0}/get/rate:limit -H "Authorization: Bearer {1}"', task=('the rate limiter', '레이트리미터'))
V('Turso', 'database', [('TURSO_AUTH_TOKEN', turso_jwt, True)], task=('the edge DB', '엣지 DB'))
V('Databricks', 'database', [('DATABRICKS_TOKEN', lambda: 'dapi' + hx(32) + pick(['', '-2', '-3']), True)],
  http='curl -H "Authorization: Bearer {0}" https://adb-' + '4412.7.azuredatabricks.net/api/2.1/jobs/list', task=('the job listing', '잡 목록'))
V('Algolia', 'database', [('ALGOLIA_APP_ID', lambda: rs(UP + DG, 10), False), ('ALGOLIA_ADMIN_KEY', lambda: hx(32), True)],
  sdk=[('js', 'const client = algoliasearch("{0}", "{1}");')], task=('the reindex', '재인덱싱'))
V('Airtable', 'saas', [('AIRTABLE_TOKEN', lambda: 'pat' + an(14) + '.' + hx(64), True)],
  http='curl "https://api.airtable.com/v0/appX' + 'Base/Tasks?maxRecords=3" -H "Authorization: Bearer {0}"', task=('the tracker sync', '트래커 동기화'))
V('Notion', 'saas', [('NOTION_TOKEN', lambda: 'ntn_' + digits(11) + an(35), True)],
  task=('the Notion MCP server', '노션 MCP 서버'))
V('Linear', 'saas', [('LINEAR_API_KEY', lambda: 'lin_api_' + an(40), True)], task=('the Linear MCP', '리니어 MCP'))
V('Figma', 'saas', [('FIGMA_TOKEN', lambda: 'figd_' + rs(B64U, 40), True)],
  http='curl -H "X-Figma-Token: {0}" "https://api.figma.com/v1/files/Kx2' + 'FileKey/nodes?ids=1:2"', task=('pulling design tokens', '디자인 토큰 추출'))
V('Postman', 'saas', [('POSTMAN_API_KEY', lambda: 'PMAK-' + hx(24) + '-' + hx(34), True)],
  http='curl -H "X-Api-Key: {0}" https://api.getpostman.com/collections', task=('the collection export', '컬렉션 export'))
V('Okta', 'identity', [('OKTA_API_TOKEN', lambda: '00' + rs(B64U, 40), True)],
  http='curl -H "Authorization: SSWS {0}" -H "Accept: application/json" https://acme.okta.com/api/v1/users?limit=5',
  task=('the user provisioning', '사용자 프로비저닝'))
V('Auth0', 'identity', [('AUTH0_CLIENT_ID', lambda: an(32), False), ('AUTH0_CLIENT_SECRET', lambda: rs(B64U, 64), True)],
  task=('the M2M token', 'M2M 토큰'))
V('Mapbox', 'saas', [('MAPBOX_SECRET_TOKEN', mapbox_sk, True)], task=('the tileset upload', '타일셋 업로드'))
V('LaunchDarkly', 'feature-flags', [('LAUNCHDARKLY_SDK_KEY', lambda: 'sdk-' + uuid4(), True)],
  sdk=[('go', 'client, _ := ld.MakeClient("{0}", 5*time.Second)')], task=('the flag evaluation', '플래그 평가'))
V('LaunchDarkly', 'feature-flags', [('LD_API_TOKEN', lambda: 'api-' + uuid4(), True)],
  http='curl -H "Authorization: {0}" https://app.launchdarkly.com/api/v2/flags/default', task=('the stale flag report', '오래된 플래그 정리'))
V('Flagsmith', 'feature-flags', [('FLAGSMITH_SERVER_KEY', lambda: 'ser.' + an(22), True)], task=('server-side flags', '서버사이드 플래그'))
V('ConfigCat', 'feature-flags', [('CONFIGCAT_SDK_KEY', lambda: 'configcat-sdk-1/' + rs(B64U, 22) + '/' + rs(B64U, 22), True)],
  task=('the rollout toggle', '롤아웃 토글'))
V('Statsig', 'feature-flags', [('STATSIG_SERVER_SECRET', lambda: 'secret-' + an(43), True)],
  sdk=[('js', 'await Statsig.initialize("{0}", {{ environment: {{ tier: "production" }} }});')], task=('the experiment', '실험'))
V('PostHog', 'feature-flags', [('POSTHOG_PERSONAL_API_KEY', lambda: 'phx_' + an(43), True)],
  http='curl -H "Authorization: Bearer {0}" https://us.posthog.com/api/projects/@current/feature_flags/', task=('the flag audit', '플래그 감사'))
V('Unleash', 'feature-flags', [('UNLEASH_API_TOKEN', lambda: pick(['default', '*']) + ':production.' + hx(56), True)],
  task=('the unleash proxy', 'unleash 프록시'))
V('data.go.kr', 'korea', [('DATA_GO_KR_SERVICE_KEY', lambda: quote(b64(66), safe=''), True)],
  http='curl "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={0}&pageNo=1&numOfRows=100&dataType=JSON&base_date=20250612&base_time=0500&nx=60&ny=127"',
  task=('the weather API', '기상청 단기예보 API'))
V('Upbit', 'korea', [('UPBIT_OPEN_API_ACCESS_KEY', lambda: an(40), True), ('UPBIT_OPEN_API_SECRET_KEY', lambda: an(40), True)],
  sdk=[('python', 'upbit = pyupbit.Upbit("{0}", "{1}")')], task=('the balance checker', '잔고 조회'))
V('KIS Developers', 'korea', [('KIS_APP_KEY', lambda: 'PS' + an(34), True), ('KIS_APP_SECRET', lambda: rs(B64C, 180), True)],
  http='curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP -H "content-type: application/json" -d \'{{"grant_type":"client_credentials","appkey":"{0}","appsecret":"{1}"}}\'',
  task=('the trading bot token call', '접근토큰 발급'))
V('Baidu AI Cloud', 'asia', [('BAIDU_API_KEY', lambda: an(24), True), ('BAIDU_SECRET_KEY', lambda: an(32), True)],
  http='curl "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={0}&client_secret={1}"',
  task=('the OCR call', 'OCR 호출'))
V('WeChat', 'asia', [('WECHAT_APPID', lambda: 'wx' + hx(16), False), ('WECHAT_APPSECRET', lambda: hx(32), True)],
  http='curl "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}"',
  task=('the mini-program login', '미니프로그램 로그인'))
V('Sendbird', 'messaging', [('SENDBIRD_APP_ID', lambda: uuid4().upper(), False), ('SENDBIRD_API_TOKEN', lambda: hx(40), True)],
  http='curl -H "Api-Token: {1}" https://api-{0}.sendbird.com/v3/users?limit=10', task=('the chat migration', '채팅 마이그레이션'))
V('Channel Talk', 'korea', [('CHANNEL_ACCESS_KEY', lambda: hx(24), True), ('CHANNEL_ACCESS_SECRET', lambda: hx(32), True)],
  http='curl https://api.channel.io/open/v5/user-chats -H "x-access-key: {0}" -H "x-access-secret: {1}"', task=('the CS export', '상담 내역 export'))
V('Coupang Open API', 'korea', [('COUPANG_ACCESS_KEY', uuid4, False), ('COUPANG_SECRET_KEY', lambda: hx(40), True)],
  task=('the order sync', '주문 수집'))
V('Salesforce', 'saas', [('SF_ACCESS_TOKEN', lambda: '00D' + an(12) + '!' + rs(AN + '._', 96), True)],
  http="curl https://acme.my.salesforce.com/services/data/v62.0/sobjects/Account -H 'Authorization: Bearer {0}'",
  task=('the CRM import', 'CRM 임포트'))
V('HubSpot', 'saas', [('HUBSPOT_ACCESS_TOKEN', lambda: 'pat-na1-' + uuid4(), True)],
  http='curl https://api.hubapi.com/crm/v3/objects/contacts?limit=10 -H "Authorization: Bearer {0}"', task=('the contact sync', '연락처 동기화'))
V('Zendesk', 'saas', [('ZENDESK_API_TOKEN', lambda: an(40), True)],
  http='curl https://acme.zendesk.com/api/v2/tickets.json -u support.bot@acme.io/token:{0}', task=('the ticket export', '티켓 export'))
V('Contentful', 'saas', [('CONTENTFUL_MANAGEMENT_TOKEN', lambda: 'CFPAT-' + rs(B64U, 43), True)],
  task=('the content migration', '콘텐츠 마이그레이션'))
V('Intercom', 'saas', [('INTERCOM_ACCESS_TOKEN', lambda: 'dG9rOj' + rs(B64C, 54) + '=', True)],
  http='curl https://api.intercom.io/contacts -H "Authorization: Bearer {0}" -H "Accept: application/json"', task=('the contact dedupe', '연락처 중복 제거'))
V('Asana', 'saas', [('ASANA_PAT', lambda: '2/' + digits(16) + '/' + digits(16) + ':' + hx(32), True)],
  http='curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer {0}"', task=('the task importer', '태스크 임포터'))
V('Snyk', 'ci', [('SNYK_TOKEN', uuid4, True)], sdk=[('sh', 'snyk auth {0} && snyk test --severity-threshold=high')],
  task=('the dependency scan', '의존성 스캔'))
V('Codecov', 'ci', [('CODECOV_TOKEN', uuid4, True)], task=('coverage upload', '커버리지 업로드'))
V('Render', 'cloud', [('RENDER_API_KEY', lambda: 'rnd_' + an(32), True)],
  http='curl -H "Authorization: Bearer {0}" https://api.render.com/v1/services?limit=20', task=('the service restart', '서비스 재시작'))
V('Railway', 'cloud', [('RAILWAY_TOKEN', uuid4, True)], sdk=[('sh', 'RAILWAY_TOKEN={0} railway up --service api')],
  task=('the railway deploy', '레일웨이 배포'))
V('Sourcegraph', 'source', [('SRC_ACCESS_TOKEN', lambda: 'sgp_' + hx(16) + '_' + hx(40), True)], task=('the batch change', '배치 변경'))
V('Tailscale', 'cloud', [('TS_AUTHKEY', lambda: 'tskey-auth-k' + an(10) + 'CNTRL-' + an(32), True)],
  sdk=[('sh', 'tailscale up --authkey={0} --hostname=ci-runner-3')], task=('joining the tailnet', 'tailnet 가입'))
V('ngrok', 'cloud', [('NGROK_AUTHTOKEN', lambda: '2' + an(26) + '_' + an(21), True)],
  sdk=[('sh', 'ngrok config add-authtoken {0}')], task=('the webhook tunnel', '웹훅 터널'))
V('Expo', 'ci', [('EXPO_TOKEN', lambda: rs(B64U, 40), True)], sdk=[('sh', 'EXPO_TOKEN={0} eas build --platform ios --non-interactive')],
  task=('the iOS build', 'iOS 빌드'))
V('Dropbox', 'saas', [('DROPBOX_ACCESS_TOKEN', lambda: 'sl.B' + rs(B64U, 136), True)],
  http='curl -X POST https://api.dropboxapi.com/2/files/list_folder -H "Authorization: Bearer {0}" -H "Content-Type: application/json" -d \'{{"path":""}}\'',
  task=('the export to Dropbox', '드롭박스 업로드'))
V('Twitch', 'saas', [('TWITCH_CLIENT_ID', lambda: rs(LO + DG, 30), False), ('TWITCH_CLIENT_SECRET', lambda: rs(LO + DG, 30), True)],
  http='curl -X POST "https://id.twitch.tv/oauth2/token?client_id={0}&client_secret={1}&grant_type=client_credentials"',
  task=('the stream status bot', '방송 상태 봇'))
V('Meta (Facebook Graph)', 'saas', [('FB_PAGE_ACCESS_TOKEN', lambda: 'EAA' + an(R.randint(180, 200)), True)],
  http='curl -G "https://graph.facebook.com/v21.0/me/accounts" -d "access_token={0}"', task=('the page insights pull', '페이지 인사이트 수집'))
V('X (Twitter)', 'saas', [('TWITTER_BEARER_TOKEN', lambda: 'A' * 21 + an(24) + '%2B' + an(16) + '%3D' + an(50), True)],
  http='curl "https://api.x.com/2/tweets/search/recent?query=acme" -H "Authorization: Bearer {0}"', task=('the mention tracker', '멘션 트래커'))
V('Infura', 'web3', [('INFURA_API_KEY', lambda: hx(32), True)],
  http='curl https://mainnet.infura.io/v3/{0} -X POST -H "Content-Type: application/json" -d \'{{"jsonrpc":"2.0","method":"eth_blockNumber","params":[],"id":1}}\'',
  task=('the block poller', '블록 폴러'))
V('Alchemy', 'web3', [('ALCHEMY_API_KEY', lambda: rs(B64U, 32), True)],
  sdk=[('js', 'const provider = new ethers.JsonRpcProvider("https://eth-mainnet.g.alchemy.com/v2/{0}");')], task=('the indexer', '인덱서'))
V('Etherscan', 'web3', [('ETHERSCAN_API_KEY', lambda: rs(UP + DG, 34), True)],
  task=('contract verification', '컨트랙트 검증'))
V('Mux', 'saas', [('MUX_TOKEN_ID', uuid4, False), ('MUX_TOKEN_SECRET', lambda: rs(B64C, 75), True)],
  http='curl https://api.mux.com/video/v1/assets -u {0}:{1}', task=('the video upload', '영상 업로드'))
V('Confluent Cloud', 'database', [('CONFLUENT_API_KEY', lambda: rs(UP + DG, 16), False), ('CONFLUENT_API_SECRET', lambda: rs(B64C, 64), True)],
  task=('the Kafka consumer', '카프카 컨슈머'))
V('ClickHouse Cloud', 'database', [('CLICKHOUSE_KEY_ID', lambda: an(20), False), ('CLICKHOUSE_KEY_SECRET', lambda: '4b1d' + an(38), True)],
  http='curl --user {0}:{1} https://api.clickhouse.cloud/v1/organizations', task=('the service scaling', '서비스 스케일링'))


# ----------------------------------------------------------------- note plumbing
NOTES = []


def add(lang, kind, category, mc, le='', ask='', secrets=()):
    NOTES.append(dict(lang=lang, kind=kind, category=category,
                      fields=dict(missing_context=mc, lesson=le, ask_next_time=ask),
                      secrets=list(dict.fromkeys(secrets))))


SAFE_SH = re.compile(r'[A-Za-z0-9_./:@%+=,^~-]+')


def shq(v):
    if SAFE_SH.fullmatch(v):
        return v
    if "'" not in v:
        return "'" + v + "'"
    assert not any(c in v for c in '"$`\\'), v
    return '"' + v + '"'


def yq(v):
    """YAML scalar as a human would write it."""
    if re.fullmatch(r'[A-Za-z0-9_./+=-]+', v) and not v[0] in '-=' and not v.isdigit():
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'


def jq(v):
    return json.dumps(v, ensure_ascii=False)[1:-1]


PEOPLE_EN = ['Priya', 'Marco', 'Dana', 'Alex', 'Sam', 'Jordan', 'Lena', 'Omar', 'Kenji', 'Tom', 'Ines', 'Ravi']
PEOPLE_KO = ['민수', '지훈', '서연', '현우', '수진', '도윤', '하은', '준호', '예린', '태민', '승희', '재원']
PROJECTS = ['billing-api', 'order-service', 'ml-pipeline', 'admin-web', 'notif-worker', 'search-indexer',
            'payments-gw', 'settlement-batch', 'mobile-bff', 'data-sync', 'auth-service', 'crm-bridge']
ERR = {
    'cloud': ['AuthFailure: credentials could not be validated', '401 Unauthorized', 'InvalidAccessKeyId',
              'Error: Unable to authenticate you'],
    'ai': ['AuthenticationError: Error code: 401 - invalid x-api-key', '401 invalid_api_key', 'PermissionDeniedError: 403'],
    'payments': ['401 authentication_error', 'Invalid API Key provided', 'UNAUTHORIZED'],
    'messaging': ['invalid_auth', '401 Unauthorized', 'not_authed'],
    'email-sms': ['401 Unauthorized', 'Forbidden: invalid credentials', 'Authentication failed'],
    'source': ['401 Bad credentials', 'remote: HTTP Basic: Access denied', 'fatal: Authentication failed'],
    'ci': ['401 Unauthorized', 'Error: unauthorized: incorrect username or password', 'Invalid token'],
    'observability': ['403 Forbidden', '{"errors":["Forbidden"]}', 'Invalid API key'],
    'database': ['401 Unauthorized', 'auth failed', 'invalid token'],
    'feature-flags': ['401 Unauthorized', 'SDK key invalid', 'Invalid SDK key'],
    'korea': ['401 Unauthorized', '인증키가 유효하지 않습니다', 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', '-101 인증 실패'],
    'asia': ['invalid credential', '40001 invalid credential', '401 Unauthorized'],
    'saas': ['401 Unauthorized', 'invalid_token', 'Unauthorized'],
    'identity': ['401 invalid_client', 'Invalid token provided', 'E0000011'],
    'web3': ['401 invalid project id', 'Missing/Invalid API Key', 'invalid api key'],
}


def kv_lines(vals, sep='='):
    return '\n'.join(f'{e}{sep}{v}' for e, v, _ in vals)


def listed(vals):
    return [v for _, v, l in vals if l]


def vtask(v, lang):
    return v['task'][1] if lang == 'ko' else v['task'][0]


def cap(s):
    return s[:1].upper() + s[1:]


def who(lang):
    return pick(PEOPLE_KO) + '님' if lang == 'ko' else pick(PEOPLE_EN)


# Each wrapper: (vendor, vals, lang) -> (category, mc, lesson, ask) or None if it does not fit.
def w_dotenv(v, vals, lang):
    t, n = vtask(v, lang), v['name']
    if lang == 'en':
        return ('.env file', f"{cap(t)} failed locally with {pick(ERR[v['sector']])}; my .env had no {n} credentials and the README only says 'ask the team'.",
                f".env that works (gitignored):\n{kv_lines(vals)}\nRestart the dev server after editing, env is read once at boot.",
                f"Is there a shared dev {n} key or does everyone mint their own?")
    return ('.env file', f"로컬에서 {t} 돌리다가 {pick(ERR[v['sector']])} 남. .env에 {n} 값이 아예 없었음.",
            f".env에 아래 넣고 서버 재시작하니까 됨\n{kv_lines(vals)}\n(env는 부팅할 때 한 번만 읽음)",
            f"{n} 키 개발용 따로 있는지 아니면 운영 키 같이 쓰는지?")


def w_export(v, vals, lang):
    t, n = vtask(v, lang), v['name']
    ex = '\n'.join(f'$ export {e}={shq(x)}' for e, x, _ in vals)
    cmd = pick(['make smoke', './scripts/check.sh', 'python -m app.cli ping', 'npm run sync', 'go run ./cmd/worker'])
    if lang == 'en':
        return ('shell export', f"{cap(t)} failed even with the vars exported:\n{ex}\n$ sudo {cmd}\n{pick(ERR[v['sector']])}",
                "The values were fine; sudo drops the environment. `sudo -E` (or not using sudo at all) fixed it.",
                f"Should {n} creds go in direnv (.envrc) so this stops happening?")
    return ('shell export', f"{t} 실행하는데 export 해놨는데도 실패:\n{ex}\n$ sudo {cmd}\n{pick(ERR[v['sector']])}",
            "값 문제 아니고 sudo가 환경변수를 버려서 그런 것. sudo -E 로 실행하니 됨",
            f"{n} 값 .envrc(direnv)로 관리할지?")


def w_sdk(v, vals, lang):
    if not v['sdk']:
        return None
    la, tpl = pick(v['sdk'])
    code = tpl.format(*[x for _, x, _ in vals])
    t, n = vtask(v, lang), v['name']
    if lang == 'en':
        return (f'{la} SDK call', f"{cap(t)}: the client was built with no credentials, so it silently fell back to an empty key and every call failed.",
                f"Hardcoded it for the spike (move to env before merging):\n{code}",
                f"Where does the team keep the {n} key for local spikes?")
    return (f'{la} SDK call', f"{t} 하는데 클라이언트에 키를 안 넘겨서 전부 실패. 에러 메시지가 애매해서 한참 헤맴.",
            f"일단 스파이크라서 하드코딩함 (머지 전에 env로 뺄 것)\n{code}",
            f"{n} 키 로컬 테스트용은 어디서 받는지?")


def w_curl(v, vals, lang):
    if not v['http']:
        return None
    cmd = v['http'].format(*[x for _, x, _ in vals])
    t, n = vtask(v, lang), v['name']
    if lang == 'en':
        return ('curl request', f"Needed to check whether {t} was broken on our side or on {n}'s side.",
                f"Reproduced directly, 200 OK with:\n{cmd}\nSo the bug is in our retry wrapper, not auth.",
                f"Is there a read-only {n} credential I should use for debugging instead of this one?")
    return ('curl request', f"{t} 장애가 우리 쪽 문제인지 {n} 쪽 문제인지 확인 필요했음.",
            f"직접 호출해보니 200 정상:\n{cmd}\n→ 인증 문제 아니고 재시도 래퍼 버그",
            f"디버깅용 읽기 전용 {n} 키 따로 있는지?")


def w_prose(v, vals, lang):
    t, n = vtask(v, lang), v['name']
    p = who(lang)
    ls = [(e, x) for e, x, _ in vals]
    if lang == 'en':
        parts = ', '.join(f"{e.lower().replace('_', ' ')} is {x}" for e, x in ls)
        return ('prose', f"{cap(t)} was blocked for an hour because nobody wrote down which {n} account we use.",
                f"{p} sent it over: for {n} the {parts}. Works for staging and prod.",
                f"Who owns the {n} account now that {p} moved teams?")
    parts = ', '.join(f"{e} 값은 {x}" for e, x in ls)
    return ('prose', f"{t} 하려는데 {n} 계정 정보가 어디에도 정리돼 있지 않아서 한 시간 날림.",
            f"{p}한테 물어봐서 받음. {n} {parts} 임. 스테이징/운영 둘 다 이걸로 됨.",
            f"{n} 계정 관리자 지금 누구인지?")


def w_k8s(v, vals, lang):
    body = '\n'.join(f'  {e}: {yq(x)}' for e, x, _ in vals)
    y = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(PROJECTS)}-env\ntype: Opaque\nstringData:\n{body}"
    n = v['name']
    if lang == 'en':
        return ('k8s Secret stringData', f"Pod crashlooped with `{pick(ERR[v['sector']])}` — the {n} Secret in the new namespace was never created.",
                f"Applied this (kubectl apply -f secret.yaml), pod came up:\n{y}",
                f"Should this be an ExternalSecret instead of a hand-applied manifest?")
    return ('k8s Secret stringData', f"새 네임스페이스에 {n} 시크릿을 안 만들어서 파드가 CrashLoopBackOff.",
            f"아래 적용하니까 정상 기동 (kubectl apply -f secret.yaml)\n{y}",
            "이거 ExternalSecret으로 옮겨야 하는지?")


def w_compose(v, vals, lang):
    body = '\n'.join(f'      - {e}={x}' for e, x, _ in vals)
    svc = pick(PROJECTS)
    y = f"services:\n  {svc}:\n    image: acme/{svc}:dev\n    environment:\n{body}"
    n = v['name']
    if lang == 'en':
        return ('docker-compose environment', f"`docker compose up` started {svc} but every {n} call failed; the compose file on main has the env block commented out.",
                f"Local compose that works:\n{y}", "Can we switch compose to env_file so nobody edits this by hand?")
    return ('docker-compose environment', f"docker compose로 {svc} 띄웠는데 {n} 호출이 다 실패. main 브랜치 compose는 env 블록이 주석처리돼 있었음.",
            f"로컬에서 되는 설정:\n{y}", "compose에서 env_file로 바꾸는 게 낫지 않나?")


def w_gha(v, vals, lang):
    body = '\n'.join(f'      {e}: {yq(x)}' for e, x, _ in vals)
    y = f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n{body}\n    steps:\n      - uses: actions/checkout@v4"
    n = v['name']
    if lang == 'en':
        return ('GitHub Actions env', f"The deploy workflow failed on the fork PR because secrets are not passed to forks; I pushed a branch to the main repo instead.",
                f"To get it green quickly I put the {n} value straight into the workflow:\n{y}",
                "Do we have an org-level secret for this so I can revert to ${{ secrets.* }}?")
    return ('GitHub Actions env', f"포크 PR에서는 시크릿이 안 넘어가서 배포 워크플로 실패. {n} 연동 단계에서 막힘.",
            f"급해서 워크플로에 값 직접 넣음:\n{y}", "조직 시크릿으로 등록돼 있는지? 있으면 secrets.* 로 되돌릴 것")


def w_log(v, vals, lang):
    e, x, _ = vals[-1]
    hdr = pick(['Authorization: Bearer ', 'x-api-key: ', 'token=', 'api_key='])
    line = f"{date()}T{hhmm()}Z DEBUG http.client send: '{hdr}{x}'" if len(vals) == 1 else \
        f"{date()}T{hhmm()}Z DEBUG config loaded: " + ', '.join(f"{a.lower()}={b}" for a, b, _ in vals)
    n = v['name']
    if lang == 'en':
        return ('debug log output', f"Turned on DEBUG to see why {vtask(v, lang)} hung, and the HTTP client dumps everything:\n{line}",
                f"The {n} call itself was fine; the hang was a DNS timeout. DEBUG is off again.",
                "Can we add a log filter so DEBUG never prints auth headers?")
    return ('debug log output', f"{vtask(v, lang)} 멈추는 원인 보려고 DEBUG 켰더니 요청이 통째로 찍힘:\n{line}",
            f"{n} 호출은 정상이었고 원인은 DNS 타임아웃. DEBUG 다시 끔",
            "DEBUG 레벨에서 인증 헤더 마스킹하는 필터 넣을지?")


def w_ask(v, vals, lang):
    n = v['name']
    vs = [x for _, x, _ in vals]
    if lang == 'en':
        q = f"Is `{vs[-1]}` still the live {n} key, or was it rotated after the incident?" if len(vs) == 1 else \
            f"Are {' / '.join(vs)} still the live {n} credentials, or were they rotated?"
        return ('secret inside ask_next_time', f"{cap(vtask(v, lang))} broke after the security incident; unclear whether {n} creds were rotated.",
                "Checked the vendor dashboard: the key list shows two active keys and I can't tell which one prod uses.", q)
    q = f"{n} 키 `{vs[-1]}` 아직 유효한지, 사고 이후에 교체됐는지?" if len(vs) == 1 else \
        f"{n} 값 {' / '.join(vs)} 지금도 쓰는 건지 교체된 건지?"
    return ('secret inside ask_next_time', f"보안 사고 이후 {vtask(v, lang)} 안 됨. {n} 키가 교체됐는지 아무도 모름.",
            "대시보드 보니 활성 키가 두 개라 운영이 어느 걸 쓰는지 모르겠음.", q)


def w_mcp(v, vals, lang):
    env = ',\n'.join(f'        "{e}": "{jq(x)}"' for e, x, _ in vals)
    srv = v['name'].lower().split()[0].replace('(', '').replace('.', '')
    j = (f'{{\n  "mcpServers": {{\n    "{srv}": {{\n      "command": "npx",\n      "args": ["-y", "@acme/{srv}-mcp"],\n'
         f'      "env": {{\n{env}\n      }}\n    }}\n  }}\n}}')
    if lang == 'en':
        return ('MCP server config json', f"The {v['name']} MCP server showed 'failed' in the client; its env block was empty so it exited on start.",
                f".mcp.json that works:\n{j}", "Should .mcp.json be gitignored? It now has a real key in it.")
    return ('MCP server config json', f"{v['name']} MCP 서버가 클라이언트에서 failed로 뜸. env가 비어있어서 시작하자마자 종료됐던 것.",
            f"동작하는 .mcp.json:\n{j}", ".mcp.json 깃에 올라가면 안 되는데 gitignore 돼 있는지?")


def w_split(v, vals, lang):
    if len(vals) != 1:
        return None
    e, x, _ = vals[0]
    n = v['name']
    if lang == 'en':
        return ('label ends one field, value starts the next', f"{cap(vtask(v, lang))} needed a {n} key and the vault entry was stale. The one that actually works, per {who(lang)}, is",
                f"{x}\n(set it as {e}; the vault copy still has the revoked one)", f"Who updates the vault entry for {n}?")
    return ('label ends one field, value starts the next', f"{vtask(v, lang)}에 {n} 키 필요했는데 볼트에 있는 건 만료된 거였음. 실제 되는 키는",
            f"{x}\n({e}로 넣으면 됨. 볼트 값은 폐기된 키)", f"{n} 볼트 항목 갱신 담당 누구?")


def w_toml(v, vals, lang):
    sec = v['name'].lower().split()[0].replace('.', '').replace('(', '')
    body = '\n'.join(f'{e.lower()} = "{jq(x)}"' for e, x, _ in vals)
    t = f"[{sec}]\n{body}"
    if lang == 'en':
        return ('TOML config', f"Streamlit demo for {vtask(v, lang)} crashed with KeyError on st.secrets.",
                f".streamlit/secrets.toml needs:\n{t}", "Is there a template secrets.toml somewhere so new people don't guess the keys?")
    return ('TOML config', f"{vtask(v, lang)} 데모(streamlit)가 st.secrets KeyError로 죽음.",
            f".streamlit/secrets.toml 에 이거 있어야 함\n{t}", "secrets.toml 템플릿 파일 어디 있는지?")


def w_chat(v, vals, lang):
    vs = ' / '.join(x for _, x, _ in vals)
    if lang == 'en':
        p = who(lang)
        return ('chat paste', f"No access to the {v['name']} console, so I asked in the team chat:\n[{R.randint(9, 12)}:{R.randint(10, 59)}] {p}: here you go {vs}\n[{R.randint(9, 12)}:{R.randint(10, 59)}] {p}: don't share it outside the channel pls",
                f"That unblocked {vtask(v, lang)}.",
                "Can I get my own console access so I don't need to ask in chat?")
    p = pick(PEOPLE_KO)
    return ('chat paste', f"{v['name']} 콘솔 권한이 없어서 팀 채팅에 물어봄:\n[오후 {R.randint(1, 6)}:{R.randint(10, 59)}] {p}: 이거 쓰세요 {vs}\n[오후 {R.randint(1, 6)}:{R.randint(10, 59)}] {p}: 외부 공유는 하지 마세요~",
            f"덕분에 {vtask(v, lang)} 진행함.",
            "콘솔 권한 신청은 어디로 하는지?")


def w_tfvars(v, vals, lang):
    body = '\n'.join(f'{e.lower()} = "{jq(x)}"' for e, x, _ in vals)
    if lang == 'en':
        return ('terraform.tfvars', f"terraform plan prompted for var.{vals[-1][0].lower()} and the CI job hung waiting for input.",
                f"terraform.tfvars (local only):\n{body}", "Should these be TF_VAR_ env vars in CI instead of a tfvars file?")
    return ('terraform.tfvars', f"terraform plan이 var.{vals[-1][0].lower()} 입력을 기다리면서 CI가 멈춤.",
            f"로컬 terraform.tfvars:\n{body}", "CI에서는 TF_VAR_ 환경변수로 넘기는 게 맞는지?")


def w_pyconf(v, vals, lang):
    body = '\n'.join(f'{e} = "{jq(x)}"' for e, x, _ in vals)
    if lang == 'en':
        return ('python settings module', f"`settings_local.py` was missing on the new laptop, so {vtask(v, lang)} imported None for the {v['name']} key.",
                f"settings_local.py:\n{body}", "Could settings_local.py be generated from the vault by a make target?")
    return ('python settings module', f"새 노트북에 settings_local.py가 없어서 {v['name']} 키가 None으로 import 됨.",
            f"settings_local.py 내용:\n{body}", "settings_local.py 자동 생성하는 make 타겟 만들지?")


def w_mc_found(v, vals, lang):
    t, n = vtask(v, lang), v['name']
    pairs = ', '.join(f'{e}={x}' for e, x, _ in vals)
    if lang == 'en':
        return ('value in missing_context (old wiki)', f"{cap(t)} needed the {n} credentials; the only copy was an old wiki page: {pairs}",
                f"Moved them into the vault (kv/{n.lower().split()[0]}/prod) and asked for the wiki page to be deleted.",
                "Are there other wiki pages with credentials on them?")
    return ('value in missing_context (old wiki)', f"{t}에 {n} 인증정보가 필요했는데 예전 위키 페이지에만 있었음: {pairs}",
            "볼트로 옮기고 위키 페이지는 삭제 요청함",
            "위키에 이런 페이지 더 있는지 점검할지?")


def w_mc_cron(v, vals, lang):
    if not v['http']:
        return None
    cmd = v['http'].format(*[x for _, x, _ in vals])
    t = vtask(v, lang)
    if lang == 'en':
        return ('curl in missing_context (cron line)', f"The nightly cron for {t} started failing. The cron entry:\n0 2 * * * {cmd} >> /var/log/nightly.log 2>&1",
                "Auth was fine; the endpoint now requires a User-Agent header and our curl on that box is too old to send the default one.",
                "Should these cron jobs move to the scheduler service?")
    return ('curl in missing_context (cron line)', f"{t} 야간 크론이 실패하기 시작함. 크론 내용:\n0 2 * * * {cmd} >> /var/log/nightly.log 2>&1",
            "인증 문제 아니고, 그 서버 curl이 너무 오래돼서 TLS 1.3 협상이 안 되는 게 원인. curl 업그레이드",
            "크론 작업들 스케줄러 서비스로 옮길지?")



WRAPPERS = [w_dotenv, w_export, w_sdk, w_curl, w_prose, w_k8s, w_compose, w_gha, w_log, w_ask, w_mcp, w_split,
            w_toml, w_chat, w_tfvars, w_pyconf, w_mc_found, w_mc_cron]


def vendor_vals(v):
    return [(e, g(), l) for e, g, l in v['keys']]


def multi_env(group, lang, style):
    """One note with several providers (an .env, compose file or MCP config)."""
    allv = []
    for v in group:
        allv += vendor_vals(v)
    names = ', '.join(v['name'] for v in group)
    if style == 'env':
        body = '\n'.join(f'{e}={x}' for e, x, _ in allv)
        if lang == 'en':
            mc = f"Onboarding a new machine: copied .env.example but the app needs real values for {len(group)} providers before it boots."
            le = f"Got the dev .env from {who(lang)}:\n{body}"
            ask = "Is there a script that pulls the dev .env from the vault?"
        else:
            mc = f"새 장비 세팅. .env.example만 있고 실제 값이 없어서 앱이 안 뜸 ({len(group)}개 서비스)."
            le = f"{who(lang)}한테 받은 개발용 .env\n{body}"
            ask = "개발용 .env 볼트에서 자동으로 받는 스크립트 있는지?"
    elif style == 'mcp':
        servers = []
        for v in group:
            vv = [t for t in allv if any(t[0] == k[0] for k in v['keys'])]
            srv = v['name'].lower().split()[0].replace('.', '').replace('(', '')
            env = ', '.join(f'"{e}": "{jq(x)}"' for e, x, _ in vv)
            servers.append(f'    "{srv}": {{ "command": "npx", "args": ["-y", "{srv}-mcp"], "env": {{ {env} }} }}')
        body = '{\n  "mcpServers": {\n' + ',\n'.join(servers) + '\n  }\n}'
        if lang == 'en':
            mc = "None of the MCP tools showed up after I reinstalled the editor; the user-level config had been reset."
            le = f"Restored ~/.cursor/mcp.json from my backup:\n{body}"
            ask = "Is there a way to keep MCP env values in the OS keychain instead of the json?"
        else:
            mc = "에디터 재설치하고 나니 MCP 도구가 하나도 안 보임. 사용자 설정이 초기화됨."
            le = f"백업해둔 mcp.json 복구:\n{body}"
            ask = "MCP env 값을 json 말고 키체인에 둘 수 있는지?"
    else:
        body = '\n'.join(f'      {e}: {yq(x)}' for e, x, _ in allv)
        body = f"services:\n  app:\n    build: .\n    environment:\n{body}"
        if lang == 'en':
            mc = "Integration tests in docker compose failed with auth errors from three different providers at once."
            le = f"The compose override that fixed it (docker-compose.override.yml, not committed):\n{body}"
            ask = "Can the integration tests use sandbox keys instead?"
        else:
            mc = "compose로 통합테스트 돌리는데 여러 외부 서비스에서 한꺼번에 인증 에러."
            le = f"docker-compose.override.yml (커밋 안 함)\n{body}"
            ask = "통합테스트는 샌드박스 키로 돌릴 수 없는지?"
    add(lang, 'secret', f'vendor multi: {style} [{names}]', mc, le, ask, listed(allv))


# ----------------------------------------------------------------- hand-written secret templates
HAND = []


def hand(fn):
    HAND.append(fn)
    return fn


def S(lang, cat, mc, le='', ask='', secrets=()):
    add(lang, 'secret', cat, mc, le, ask, secrets)


DBHOSTS = ['db-prod-01.internal', 'pg-stg.acme.io', 'mysql-main.hanbit.local', 'orders-db.c9x2k.ap-northeast-2.rds.amazonaws.com',
           'analytics-pg.internal', 'legacy-db01', 'maria.dev.lan']


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    h = pick(DBHOSTS)
    S('en', 'shell: mysql -p attached password',
      f"Needed to check row counts on {h} after the migration; the runbook assumes you already have a client config.",
      f"One-liner that worked from the bastion:\nmysql -h {h} -u report_ro -p{p} -e 'select count(*) from orders'\n(no space after -p, otherwise it prompts)",
      "Is there a read-only replica I should be hitting instead of the primary?", [p])


@hand
def _():
    p = pw_human()
    S('ko', 'shell: mysql --password= long flag',
      "마이그레이션 후 테이블 건수 확인 필요했는데 DB 접속 정보가 런북에 없음.",
      f"배스천에서 이렇게 접속함\nmysql --host=mysql-main.hanbit.local --user=admin --password={shq(p)} shop\nWarning: Using a password on the command line interface can be insecure.",
      "읽기 전용 계정 따로 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'")
    S('en', 'shell: PGPASSWORD env prefix',
      "pg_dump from cron kept hanging at 'Password:' because cron has no tty.",
      f"Put the password inline for the cron entry:\n0 3 * * * PGPASSWORD='{p}' pg_dump -h analytics-pg.internal -U etl -Fc analytics > /backup/analytics.dump",
      "Should this use a .pgpass file instead?", [p])


@hand
def _():
    p = pw_punct(must=['@', ':', '/', '#'])
    enc = quote(p, safe='')
    S('ko', 'url: postgres URI percent-encoded password',
      "psql에 URI로 접속하는데 비밀번호에 @ 랑 : 가 들어가서 호스트 파싱이 깨짐.",
      f"비번은 퍼센트 인코딩 해야 됨:\npsql \"postgresql://app_user:{enc}@pg-stg.acme.io:5432/app?sslmode=require\"",
      "URI 대신 키워드 형식(host= user=)으로 쓰는 게 나은지?", [enc])


@hand
def _():
    p = pw_strong(n=32, alpha=AN)
    S('en', 'shell: redis-cli -a',
      "Queue looked stuck; needed to peek at the BullMQ keys on the staging Redis.",
      f"redis-cli -h redis-stg.internal -p 6379 -a {p} --no-auth-warning LLEN bull:emails:wait\n(integer) 18211",
      "Who can flush the stuck queue on staging?", [p])


@hand
def _():
    p = pw_strong(n=24, alpha=AN + '!@#')
    S('ko', 'terminal: redis-cli AUTH interactive',
      f"레디스 캐시 키 TTL 확인하려고 접속했는데 처음엔 NOAUTH Authentication required.\n127.0.0.1:6379> AUTH default {p}\nOK\n127.0.0.1:6379> TTL session:8812\n(integer) -1",
      "TTL이 -1 (만료 없음)이라 세션 키가 계속 쌓이는 게 원인. 세션 저장할 때 EX 옵션 빠져 있었음",
      "레디스 ACL 계정 읽기전용으로 하나 만들어달라고 할지?", [p])


@hand
def _():
    p = pw_strong(n=16, alpha=AN)
    S('en', 'url: mongosh mongodb+srv URI',
      "Needed to inspect a document in the Atlas cluster; Compass wasn't installed on the jump host.",
      f"mongosh \"mongodb+srv://svc_reader:{p}@cluster0.x7k2pq.mongodb.net/catalog?retryWrites=true&w=majority\"",
      "Is svc_reader allowed on prod or only on the staging cluster?", [p])


@hand
def _():
    p = pw_human()
    S('ko', 'shell: sshpass -p',
      "레거시 서버는 키 인증이 안 되고 비번 로그인만 됨. 스크립트에서 자동 접속 필요했음.",
      f"sshpass -p {shq(p)} ssh -o StrictHostKeyChecking=no deploy@legacy-web02 'sudo systemctl restart tomcat'",
      f"legacy-web01/03 도 deploy 비번 {p} 로 같은지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'terminal: docker login -p with warning',
      f"Pull from the private Harbor registry failed even after logging in:\n$ docker login harbor.acme.io -u robot$ci-pull -p {p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker pull harbor.acme.io/payments/api:1.8.2\nError response from daemon: unauthorized: authentication required",
      "Login was fine; the robot account only had pull rights on the 'shared' project, not 'payments'. Added it in Harbor.",
      "Is there a robot account per project or one shared pull account?", [p])


@hand
def _():
    p = pw_kortyped()
    S('ko', 'shell: htpasswd -b positional password',
      "스테이징 nginx에 basic auth 걸어야 했는데 htpasswd 파일이 없었음.",
      f"htpasswd -bc /etc/nginx/.htpasswd qa {p}\n하고 nginx -s reload. qa팀에는 따로 전달함",
      "스테이징 basic auth 계정 qa팀 말고도 필요한지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` :")
    S('en', 'shell: curl -u user:password',
      "The Jenkins job API returned 403 from my script even though the browser session worked.",
      f"Needs basic auth, crumb not required for API calls with user creds:\ncurl -u release-bot:{p} https://jenkins.internal/job/nightly/lastBuild/api/json",
      "Should release-bot use an API token instead of its password?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: wget --http-password',
      "Artifact download from the internal Nexus raw repo failed (401) in the Dockerfile.",
      f"RUN wget --http-user=builder --http-password={p} https://nexus.internal/repository/raw/tools/protoc-25.1.zip",
      "Can the build use a BuildKit secret mount for this instead?", [p])


@hand
def _():
    p = pw_human()
    S('ko', 'shell: smbclient -U user%password',
      "NAS 공유폴더 목록 확인하려는데 smbclient가 계속 비번 물어봄.",
      f"smbclient //nas01/share -U 'ACME\\backup%{p}' -c 'ls'\n% 뒤가 비번임",
      "NAS 백업 계정 누가 관리함?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ,")
    S('en', 'fstab: mount cifs options password=',
      "The Windows share wasn't mounted after reboot, so the report job wrote to the local disk.",
      f"Added to /etc/fstab:\n//fileserv01/reports /mnt/reports cifs username=svc_reports,password={p},uid=1000,vers=3.0 0 0\nthen mount -a",
      "Should this use a credentials= file with 600 perms instead of fstab?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: ldapsearch -w',
      "Needed to check why a user wasn't in the vpn-users group.",
      f"ldapsearch -H ldaps://ldap.acme.io -D 'cn=svc-ldap,ou=services,dc=acme,dc=io' -w '{p}' -b 'ou=groups,dc=acme,dc=io' '(cn=vpn-users)' member",
      "Is there an LDAP browser account for ops that isn't the service account?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: mysqldump -uroot -p attached',
      "백업 스크립트가 root 비번을 물어보면서 멈춰 있었음 (크론이라 입력 불가).",
      f"스크립트 수정:\nmysqldump -uroot -p{p} --single-transaction --routines shop | gzip > /backup/shop_$(date +%F).sql.gz",
      "백업 전용 계정 만들어서 root 안 쓰게 바꿔야 하지 않나?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: sqlcmd -P',
      "Had to run the reindex proc on the SQL Server box and SSMS wasn't available on Linux.",
      f"sqlcmd -S mssql01.corp.local,1433 -U sa -P '{p}' -d Billing -Q \"EXEC dbo.usp_Reindex\"",
      "Is it ok to use sa here or is there a maintenance login?", [p])


@hand
def _():
    p = pw_human()
    S('ko', 'shell: openssl pkcs12 -passout pass:',
      "안드로이드 서명용 p12 만들 때 비밀번호 입력창이 떠서 CI에서 막힘.",
      f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out upload.p12 -passout pass:{p}\n이 비번으로 keystore 만들어야 gradle이 읽음",
      "업로드 키 비밀번호 어디에 보관하기로 했는지?", [p])


@hand
def _():
    p1, p2 = pw_strong(exclude="'\"\\$` "), pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: keytool -storepass -keypass (two passwords)',
      "Gradle release build failed: 'Keystore was tampered with, or password was incorrect'.",
      f"Store and key password differ. Verified with:\nkeytool -list -v -keystore release.jks -storepass {p1} -alias upload -keypass {p2}\nThen put both into ~/.gradle/gradle.properties.",
      "Who holds the backup of release.jks?", [p1, p2])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: psql keyword DSN password=',
      "Needed to run a one-off query against the reporting DB from a notebook host without a .pgpass.",
      f"psql \"host=analytics-pg.internal port=5432 dbname=reports user=analyst password={p} sslmode=require\" -c '\\dt'",
      "Can analysts get individual DB logins instead of the shared one?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: aws configure set secret',
      "새 CI 러너에 AWS 프로필이 없어서 배포 스크립트가 NoCredentialsError로 죽음.",
      f"러너에서 실행함\naws configure set aws_access_key_id AKIA{rs(B32, 16)} --profile deploy\naws configure set aws_secret_access_key {p} --profile deploy\n(액세스키도 같이 넣어야 됨)",
      "러너에 IAM 역할 붙이면 키 없이 되지 않나?", [p])
    # the access key id above is listed too
    n = NOTES[-1]
    akia = re.search(r'AKIA[A-Z2-7]{16}', n['fields']['lesson']).group(0)
    n['secrets'].insert(0, akia)


@hand
def _():
    t = 'hvs.CAESI' + rs(B64U, 86)
    S('en', 'shell: vault login positional token',
      "vault kv get returned 'permission denied' — my token had expired overnight.",
      f"Re-logged with the ops token from the break-glass doc:\nvault login {t}\nvault kv get -mount=secret billing/db",
      "How do I get an OIDC login instead of using the break-glass token?", [t])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: kubectl create secret --from-literal',
      "스테이징에 redis 비번 시크릿이 없어서 워커 파드가 안 뜸.",
      f"kubectl -n staging create secret generic redis-auth --from-literal=password='{p}'\n만들고 rollout restart 하니 정상",
      "시크릿은 sealed-secrets로 관리하기로 하지 않았나?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ,")
    S('en', 'shell: helm --set password',
      "Helm upgrade reset the Postgres password to a random value because values-prod.yaml didn't set it.",
      f"Had to pass it explicitly:\nhelm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword='{p}' --set auth.database=app",
      "Can we move this to an existingSecret so helm never regenerates it?", [p])


@hand
def _():
    p = pw_hangul()
    S('ko', 'shell: zip -P / 7z -p archive password',
      "고객사에 로그 파일 보낼 때 암호 걸린 압축파일로 보내야 했음.",
      f"7z a -p{p} -mhe=on logs_0612.7z ./logs/\n암호는 메일 말고 문자로 따로 보냄 (한글 암호는 고객사 7-Zip 버전에 따라 안 풀릴 수 있음)",
      "고객사 전달용 압축 암호 규칙 있는지?", [p])


@hand
def _():
    p = passphrase()
    S('en', 'shell: gpg --passphrase with spaces',
      "Nightly export job failed: gpg asked for a pinentry in a headless container.",
      f"Use loopback pinentry:\ngpg --batch --pinentry-mode loopback --passphrase \"{p}\" -d export.csv.gpg > export.csv",
      "Where is the export key's passphrase supposed to live?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` =")
    S('en', 'shell: ansible --extra-vars become pass',
      "Playbook stopped at 'Missing sudo password' on the new hosts (no NOPASSWD there).",
      f"ansible-playbook -i inventories/prod site.yml --limit web --extra-vars 'ansible_become_pass={p}'",
      "Should the new hosts get NOPASSWD for the deploy user like the old ones?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` /")
    S('en', 'windows: net use /user: positional',
      "Build agent on Windows couldn't read the shared installers folder.",
      f"From an admin cmd:\nnet use Z: \\\\fs02\\installers /user:CORP\\svc_build {p} /persistent:yes",
      "Is svc_build supposed to have interactive logon at all?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ,")
    S('ko', 'shell: lftp -u user,password',
      "정산 파일 FTP 업로드가 안 됐는데 알고 보니 서버가 FTPS만 받음.",
      f"lftp -u settle,{p} -e 'set ftp:ssl-force true; put settle_20250612.csv; bye' ftp.partner.co.kr",
      "파트너사 FTP 계정 만료일 언제인지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: rabbitmqctl add_user positional',
      "New consumer service got ACCESS_REFUSED from RabbitMQ; the user didn't exist on the new cluster.",
      f"rabbitmqctl add_user orders-consumer '{p}'\nrabbitmqctl set_permissions -p /orders orders-consumer '' '' '^orders\\.'",
      "Are RabbitMQ users supposed to be created by terraform now?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` /@")
    S('ko', 'shell: sqlplus user/password@db',
      "오라클 배치 결과 확인해야 했는데 SQL Developer 설치가 안 돼 있음.",
      f"sqlplus batch_user/{p}@//ora-prod.hanbit.local:1521/ORCLPDB1\nSQL> select status from batch_log where run_dt = trunc(sysdate);",
      "오라클 읽기전용 계정 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: xfreerdp /p:',
      "Needed GUI access to the Windows build VM from Linux.",
      f"xfreerdp /v:winbuild01.corp.local /u:Administrator /p:'{p}' /dynamic-resolution +clipboard",
      "Should I request my own RDP account instead of using Administrator?", [p])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    S('ko', 'shell: mosquitto_pub -P',
      "IoT 디바이스 시뮬레이터가 MQTT 브로커 접속할 때 Connection refused: not authorised.",
      f"mosquitto_pub -h mqtt.hanbit.io -p 8883 --capath /etc/ssl/certs -u sim01 -P {p} -t 'dev/sim01/telemetry' -m '{{\"t\":21.5}}'",
      "디바이스별 계정 발급 절차 문서 있는지?", [p])


@hand
def _():
    p = pw_strong(n=16, exclude="'\"\\$` ")
    S('en', 'shell: ipmitool -P',
      "Server rack-3-07 was hung and I had no console access.",
      f"Power-cycled via BMC:\nipmitool -I lanplus -H 10.50.3.107 -U ADMIN -P {p} chassis power cycle",
      f"Do the other racks' BMCs also still use {p}? If so they all need rotating.", [p])


@hand
def _():
    a, x = pw_strong(n=16, alpha=AN), pw_strong(n=16, alpha=AN)
    S('en', 'shell: snmpwalk -A -X (auth + priv)',
      "Switch interface counters weren't showing up in the NMS after the SNMPv3 migration.",
      f"Manual check works:\nsnmpwalk -v3 -l authPriv -u nms -a SHA -A {a} -x AES -X {x} 10.0.0.2 IF-MIB::ifHCInOctets",
      "Is the NMS config using the same auth/priv pair?", [a, x])


@hand
def _():
    p = pw_kortyped()
    S('ko', 'shell: nmcli wifi password',
      "라즈베리파이가 사무실 와이파이에 안 붙어서 헤드리스로 설정해야 했음.",
      f"sudo nmcli dev wifi connect 'ACME-5G' password '{p}'\n게스트망 말고 내부망 SSID로 붙여야 사내 서버 접근됨",
      "사무실 와이파이 비번 바뀌면 어디 공지되는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: cqlsh -u -p',
      "Needed to check replication settings of a keyspace on the Cassandra cluster.",
      f"cqlsh cass-01.internal 9042 -u cassandra_admin -p '{p}' -e \"DESCRIBE KEYSPACE events\"",
      "Is there a non-superuser role for read-only checks?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: clickhouse-client --password',
      "클릭하우스 쿼리 느린 거 확인하려고 system.query_log 보려 했는데 default 유저는 막혀있음.",
      f"clickhouse-client --host ch01.internal --user admin --password '{p}' --query \"SELECT query_duration_ms, query FROM system.query_log ORDER BY event_time DESC LIMIT 20\"",
      "query_log 보는 권한만 있는 계정 만들 수 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: docker run -e POSTGRES_PASSWORD',
      "Integration tests expected a Postgres with a specific superuser password (hardcoded in the test fixtures).",
      f"docker run -d --name pg-it -p 5433:5432 -e POSTGRES_PASSWORD='{p}' -e POSTGRES_DB=it postgres:16",
      "Could the fixtures read the password from env instead?", [p])


@hand
def _():
    t = 'ghp_' + an(36)
    S('ko', 'url: git clone https://user:token@',
      "CI 러너에서 private 서브모듈 clone 하다가 could not read Username 에러.",
      f"임시로 토큰 박아서 clone:\ngit clone https://x-access-token:{t}@github.com/acme/shared-protos.git\n나중에 deploy key로 바꿀 것",
      "서브모듈용 deploy key 등록 권한 누구한테 있는지?", [t])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'shell: influx -password',
      "Grafana panel for disk usage was empty; wanted to query InfluxDB directly.",
      f"influx -host influx.internal -username grafana -password '{p}' -database telegraf -execute 'SHOW MEASUREMENTS'",
      "Are we migrating to InfluxDB 2 tokens soon?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: az login -u -p',
      "애저 구독 리소스 목록 뽑아야 했는데 브라우저 없는 서버라 디바이스 로그인이 번거로웠음.",
      f"az login -u ops-automation@hanbit.onmicrosoft.com -p '{p}'\n(MFA 없는 자동화 계정이라 됨)",
      "자동화 계정도 서비스 프린시펄로 바꿔야 하지 않나?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'windows: psexec -p',
      "Had to restart the print spooler on 30 office PCs remotely.",
      f"psexec \\\\@pcs.txt -u CORP\\helpdesk -p {p} net stop spooler && net start spooler",
      "Is there an Intune way to do this without the helpdesk password?", [p])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    S('ko', 'shell: RSYNC_PASSWORD env',
      "rsync 데몬으로 백업 서버에 밀어넣는데 크론에서 비번 프롬프트 때문에 멈춤.",
      f"RSYNC_PASSWORD={p} rsync -avz --delete /data/uploads/ rsync://backup@nas02/uploads/",
      "rsync 비번 파일(--password-file)로 바꾸는 게 맞는지?", [p])


@hand
def _():
    p = passphrase(sep=' ')
    S('en', 'shell: ssh-keygen -N passphrase',
      "Needed a deploy key with a passphrase for the audit, generated it non-interactively.",
      f"ssh-keygen -t ed25519 -C deploy@billing -f ./deploy_billing -N '{p}'",
      "Where should the passphrase be stored so the deploy job can use ssh-agent?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'shell: openssl enc -pass pass:',
      "고객 데이터 추출본을 암호화해서 S3에 올려야 했음.",
      f"openssl enc -aes-256-cbc -pbkdf2 -salt -in extract.csv -out extract.csv.enc -pass pass:{p}\n복호화는 -d 붙이면 됨",
      "추출본 암호화 키 관리 규칙 정해진 거 있는지?", [p])


@hand
def _():
    p = pw_human()
    S('en', 'shell: unzip -P',
      "The vendor sent the SDK as a password-protected zip and the password was in a separate email.",
      f"unzip -P {shq(p)} partner-sdk-3.2.zip -d vendor/partner-sdk",
      "Is the vendor SDK allowed to be committed to vendor/?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$`[]{} ")
    S('en', 'expect script send password',
      "The old network switch only allows telnet-style password prompts, no keys.",
      f"expect script that worked:\nspawn ssh admin@10.0.0.3\nexpect \"password:\"\nsend \"{p}\\r\"\nexpect \"#\"\nsend \"show running-config\\r\"",
      "Is there a plan to replace the switch with one that supports keys?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'powershell: ConvertTo-SecureString -AsPlainText',
      "Scheduled task to copy reports to SharePoint failed because the creds prompt can't show.",
      f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('svc-report@acme.io', $pw)\nConnect-PnPOnline -Url $site -Credentials $cred",
      "Should this use a certificate-based app registration instead?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'windows: cmdkey /add /pass:',
      "빌드 에이전트에서 원격 공유 드라이브 자격증명이 재부팅하면 날아감.",
      f"cmdkey /add:fs02.corp.local /user:CORP\\svc_build /pass:{p}\n이렇게 저장해두면 재부팅 후에도 유지됨",
      "서비스 계정 비번 만료 정책 예외 처리 돼있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` @:/")
    S('en', 'url: ftp:// userinfo in curl',
      "Nightly feed from the partner FTP stopped arriving; needed to test manually.",
      f"curl -O ftp://feeduser:{p}@ftp.partner.example.net/outgoing/feed_latest.xml",
      "Is the partner moving to SFTP as announced?", [p])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    S('ko', 'url: pip --index-url with credentials',
      "사내 PyPI(devpi)에서 패키지 설치가 401 남. 기존 pip.conf에 계정이 빠져 있었음.",
      f"pip install --index-url https://ci:{p}@pypi.hanbit.local/simple/ hanbit-common==2.3.1",
      "사내 패키지 저장소 읽기 계정 개인별로 받을 수 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #")
    S('ko', 'config: docker-compose POSTGRES_PASSWORD',
      "로컬 compose로 DB 띄웠는데 앱에서 password authentication failed. compose랑 앱 설정 비번이 달랐음.",
      f"docker-compose.yml 쪽 값으로 통일함\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {yq(p)}\n(볼륨 남아있으면 예전 비번 유지되니 docker volume rm 필요)",
      "로컬 DB 비번도 .env로 빼는 게 낫지 않나?", [yq(p).strip("'\"")])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    u = b64_of(p)
    S('en', 'kubectl get secret -o yaml base64 + decoded',
      "Needed to know which DB password the prod pods actually use (the wiki and vault disagreed).",
      f"kubectl get secret billing-db -n prod -o yaml\ndata:\n  DB_PASSWORD: {u}\n  DB_USER: {b64_of('billing')}\n$ echo {u} | base64 -d\n{p}\nSo the vault copy is stale.",
      "Who syncs vault -> k8s secrets for billing?", [u, p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('ko', 'config: Spring application.yml datasource',
      "스프링 부트 앱이 로컬 프로파일에서 DB 연결 실패 (HikariPool-1 - Exception during pool initialization).",
      f"application-local.yml\nspring:\n  datasource:\n    url: jdbc:mysql://localhost:3306/shop?serverTimezone=Asia/Seoul\n    username: shop_app\n    password: {yq(p)}\n로컬 DB 비번이 팀 공용이랑 달랐음",
      "로컬 프로파일 설정 파일 공유 위치 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #=")
    S('en', 'config: application.properties',
      "Legacy Spring app on the VM failed to start after the DB moved; properties still pointed to the old host.",
      f"/opt/app/config/application.properties now:\nspring.datasource.url=jdbc:postgresql://pg-stg.acme.io:5432/legacy\nspring.datasource.username=legacy\nspring.datasource.password={p}",
      "Can this app read from env vars so we stop editing files on the VM?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'code: Django settings DATABASES',
      "Management command ran against the wrong DB because settings/local.py wasn't picked up.",
      f"settings/local.py:\nDATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'crm', 'USER': 'crm',\n        'PASSWORD': '{p}',\n        'HOST': 'crm-db.internal', 'PORT': 5432,\n    }}\n}}\nand DJANGO_SETTINGS_MODULE=settings.local",
      "Is settings/local.py supposed to be gitignored?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('ko', 'config: Rails database.yml',
      "레일즈 콘솔이 production DB에 못 붙음 (PG::ConnectionBad).",
      f"config/database.yml 의 production 블록\nproduction:\n  adapter: postgresql\n  host: pg-prod.hanbit.local\n  database: store_production\n  username: store\n  password: {yq(p)}\ncredentials.yml.enc 안 쓰고 이렇게 돼 있었음",
      "database.yml 비번을 credentials로 옮길지?", [p])


@hand
def _():
    k1 = 'sk_live_51' + an(97)
    k2 = 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)
    p = pw_strong(n=20, alpha=AN)
    S('en', '.env with several providers and DB URL',
      "Staging container booted with half the features broken: .env on the host was from last quarter.",
      f"Current staging .env (from {who('en')}):\nDATABASE_URL=postgres://app:{p}@pg-stg.acme.io:5432/app\nSTRIPE_SECRET_KEY={k1}\nSENDGRID_API_KEY={k2}\nFEATURE_NEW_CHECKOUT=true",
      "Why is staging using a live Stripe key?", [p, k1, k2])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #")
    key = 'base64:' + b64(32)
    S('ko', 'config: Laravel .env DB + APP_KEY',
      "라라벨 앱 배포 후 500 에러. 로그 보니 No application encryption key has been specified.",
      f"서버 .env 다시 맞춤\nAPP_KEY={key}\nDB_CONNECTION=mysql\nDB_HOST=maria.dev.lan\nDB_DATABASE=board\nDB_USERNAME=board\nDB_PASSWORD={p}\nAPP_KEY 바뀌면 기존 세션/암호화 데이터 깨지니 주의",
      "APP_KEY 원본 백업 어디 있는지?", [key, p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    salts = [pw_strong(n=64, alpha=AN + '!#%&()*+,-./:;<=>?@[]^_{|}~', exclude="'\\") for _ in range(2)]
    S('en', 'config: wp-config.php DB_PASSWORD and salts',
      "WordPress clone on the new host showed 'Error establishing a database connection'.",
      f"wp-config.php values that work:\ndefine( 'DB_NAME', 'wp_marketing' );\ndefine( 'DB_USER', 'wp_marketing' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'AUTH_KEY', '{salts[0]}' );\ndefine( 'SECURE_AUTH_KEY', '{salts[1]}' );",
      "Should the salts be regenerated since they were in a ticket?", [p] + salts)


@hand
def _():
    p = pw_punct(must=['&', ';', '%', '!'])
    pj = jq(p)
    S('ko', 'config: appsettings.json ConnectionStrings',
      "닷넷 API가 로컬에서 SQL 로그인 실패 (Login failed for user 'api'). 비번에 세미콜론이 있어서 연결 문자열 파싱이 깨진 것.",
      f"appsettings.Development.json\n\"ConnectionStrings\": {{\n  \"Default\": \"Server=localhost,1433;Database=Api;User Id=api;Password='{pj}';TrustServerCertificate=True\"\n}}\n비번을 작은따옴표로 감싸야 ; 가 안 잘림",
      "연결 문자열 비번 특수문자 규칙 정해두는 게 좋을 듯?", [pj])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'code: PHP PDO constructor',
      "Cron PHP script for the newsletter broke after the DB user was renamed.",
      f"$pdo = new PDO('mysql:host=mysql-main.hanbit.local;dbname=news;charset=utf8mb4', 'news_rw', '{p}', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);",
      "Can the cron read the DB creds from the same .env as the app?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'config: terraform.tfvars db password',
      "terraform apply wanted to replace the RDS instance because master_password in state differed from the tfvars on my machine.",
      f"The value in state (matches prod) is what the team tfvars must contain:\ndb_master_username = \"admin\"\ndb_master_password = \"{p}\"\nAfter fixing, plan shows 0 to change.",
      "Should we switch to manage_master_user_password so this lives in Secrets Manager?", [p])


@hand
def _():
    p1, p2 = pw_strong(exclude="'\"\\$` "), pw_strong(exclude="'\"\\$` ")
    S('ko', 'config: ansible inventory ansible_password / become',
      "신규 서버 3대가 키 배포 전이라 앤서블이 비번 인증으로만 접속 가능했음.",
      f"inventories/new/hosts.ini\n[web_new]\n10.30.1.21\n10.30.1.22\n10.30.1.23\n[web_new:vars]\nansible_user=ubuntu\nansible_password={p1}\nansible_become_password={p2}\n키 배포 끝나면 지울 것",
      "초기 비번은 언제 폐기하는지?", [p1, p2])


@hand
def _():
    u = pick(['monitor', 'scraper', 'grafana'])
    p = pw_strong(exclude="'\"\\$` :")
    b = b64_of(f'{u}:{p}')
    S('en', 'config: nginx proxy_set_header Basic',
      "Upstream behind basic auth returned 401 when called through our nginx proxy.",
      f"Injected the header at the proxy:\nlocation /metrics/ {{\n    proxy_pass https://upstream.internal/metrics/;\n    proxy_set_header Authorization \"Basic {b}\";\n}}",
      "Can the upstream allowlist our proxy IP instead?", [b])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('ko', 'config: Jenkinsfile hardcoded credential',
      "젠킨스 파이프라인이 DB 마이그레이션 단계에서 실패. credentials 플러그인에 항목이 없었음.",
      f"일단 Jenkinsfile에 직접 넣어서 돌림 (임시)\nstage('migrate') {{\n  steps {{\n    sh \"flyway -url=jdbc:postgresql://pg-stg:5432/app -user=flyway -password='{p}' migrate\"\n  }}\n}}",
      "젠킨스 credentials 등록 권한 누구한테 요청하는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('en', 'config: GitHub Actions services password',
      "Integration job couldn't connect to the MySQL service container (Access denied for user 'root').",
      f"The service block and the test env must match:\nservices:\n  mysql:\n    image: mysql:8\n    env:\n      MYSQL_ROOT_PASSWORD: {yq(p)}\n    ports: ['3306:3306']\n...\n    env:\n      DB_PASSWORD: {yq(p)}",
      "Is it fine to keep a throwaway CI DB password in the workflow?", [p])


@hand
def _():
    t = 'npm_' + an(36)
    S('ko', 'config: .npmrc _authToken',
      "사내 스코프 패키지(@hanbit/*) 설치가 404 남. 인증 안 된 상태라 private 패키지가 안 보이는 것.",
      f"~/.npmrc\n@hanbit:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}",
      "개인 토큰 말고 읽기 전용 팀 토큰 있는지?", [t])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    b = b64_of(p)
    S('en', 'config: .npmrc Nexus _password base64',
      "npm ci in the Docker build failed with E401 against the Nexus npm proxy.",
      f".npmrc that works (Nexus wants base64 password, not a token):\nregistry=https://nexus.internal/repository/npm-group/\n//nexus.internal/repository/npm-group/:username=builder\n//nexus.internal/repository/npm-group/:_password={b}\n//nexus.internal/repository/npm-group/:always-auth=true",
      "Can we mount this .npmrc as a build secret instead of COPYing it?", [b])


@hand
def _():
    t = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, R.randint(150, 180))
    S('en', 'config: .pypirc token',
      "twine upload kept asking for a username even though I had a token.",
      f"~/.pypirc has to look exactly like this:\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}",
      "Should releases go through trusted publishing instead of a user token?", [t])


@hand
def _():
    p = pw_strong(n=22, alpha=AN)
    S('ko', 'config: .netrc machine login password',
      "curl로 사내 아티팩트 서버 받을 때마다 -u 붙이기 귀찮아서 netrc 씀.",
      f"~/.netrc (chmod 600)\nmachine artifacts.hanbit.local\n  login ci-reader\n  password {p}\ncurl -n 옵션 주면 자동으로 읽음",
      "netrc 쓰는 게 보안 정책상 괜찮은지?", [p])


@hand
def _():
    t = 'glpat-' + rs(B64U, 20)
    S('en', 'config: .git-credentials line',
      "git push to the self-hosted GitLab kept prompting for a password on the build box.",
      f"Enabled the store helper; ~/.git-credentials now has:\nhttps://build-bot:{t}@gitlab.acme.io\n(git config --global credential.helper store)",
      "Is plain-text credential store acceptable on shared build boxes?", [t])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` :")
    a = b64_of('deploy:' + p)
    S('ko', 'config: ~/.docker/config.json auths auth',
      "서버에서 docker pull 하면 사내 레지스트리 pull access denied. 다른 서버 config.json 복사해서 해결.",
      f"~/.docker/config.json\n{{\n  \"auths\": {{\n    \"registry.hanbit.local:5000\": {{\n      \"auth\": \"{a}\"\n    }}\n  }}\n}}",
      "레지스트리 계정 서버별로 분리해야 하지 않나?", [a])


@hand
def _():
    tok = jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci',
               'kubernetes.io/serviceaccount/secret.name': 'deployer-token-7xk2p',
               'kubernetes.io/serviceaccount/service-account.name': 'deployer',
               'kubernetes.io/serviceaccount/service-account.uid': uuid4(), 'sub': 'system:serviceaccount:ci:deployer'},
              alg='RS256', sig=256, kid=b64u(32))
    S('en', 'kubeconfig: user token (long SA JWT)',
      "The CI deploy job couldn't talk to the cluster after the OIDC change.",
      f"kubeconfig user entry for the deployer SA:\nusers:\n- name: deployer\n  user:\n    token: {tok}",
      "", [tok])


@hand
def _():
    pem = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(ec_key_lines()) + '\n-----END EC PRIVATE KEY-----\n'
    kd = base64.b64encode(pem.encode()).decode()
    S('ko', 'kubeconfig: client-key-data (long base64)',
      "온프렘 클러스터 kubeconfig를 새 노트북으로 옮기는데 client-key-data가 빠져서 인증 실패.",
      f"admin.conf 의 users 부분 (client-certificate는 파일 경로로 뺐음)\n- name: kubernetes-admin\n  user:\n    client-certificate: /home/jin/.kube/admin.crt\n    client-key-data: {kd}",
      "admin 인증서 말고 개인별 계정 발급 가능한지?", [kd])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('en', 'kubeconfig: basic-auth password',
      "Old k3s test cluster still uses basic auth; kubectl said 'You must be logged in to the server'.",
      f"users:\n- name: k3s-test\n  user:\n    username: admin\n    password: {yq(p)}",
      "Can we decommission this cluster instead of fixing auth?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` <>&")
    S('ko', 'config: Maven settings.xml <password>',
      "mvn deploy 하면 사내 Nexus에 401. settings.xml 서버 id가 pom의 repository id와 달랐음.",
      f"~/.m2/settings.xml\n<servers>\n  <server>\n    <id>hanbit-releases</id>\n    <username>deployer</username>\n    <password>{p}</password>\n  </server>\n</servers>\nid를 pom이랑 똑같이 맞춤",
      "maven 비번 암호화(settings-security.xml) 쓰는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #=")
    S('en', 'config: gradle.properties signing + repo password',
      "Publishing to the internal Maven repo failed: 'Received status code 401 from server: Unauthorized'.",
      f"~/.gradle/gradle.properties:\nacmeRepoUser=gradle-publisher\nacmeRepoPassword={p}\nbuild.gradle reads them via project.findProperty",
      "Can the CI use its own publisher account?", [p])


@hand
def _():
    p = pw_strong(n=24, alpha=AN)
    S('en', 'config: pip.conf extra-index-url creds',
      "Docker build couldn't resolve our internal wheels; pip.conf in the image had no creds.",
      f"/etc/pip.conf\n[global]\nextra-index-url = https://pypi-ro:{p}@artifactory.acme.io/api/pypi/pypi-local/simple",
      "Is there a BuildKit secret pattern we use for pip creds?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` :")
    S('ko', 'config: .pgpass line',
      "psql 접속할 때마다 비번 입력하는 게 번거로워서 pgpass 설정.",
      f"~/.pgpass (권한 600 아니면 무시됨)\npg-stg.acme.io:5432:*:app_ro:{p}",
      f"app_ro 비번 {p} 운영에서도 같은 값인지? 같으면 분리 요청", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #")
    S('en', 'config: my.cnf [client] password',
      "mysqldump in the backup script started prompting after the OS upgrade reset the HOME of the backup user.",
      f"Recreated /home/backup/.my.cnf:\n[client]\nuser=backup\npassword=\"{p}\"\nhost=mysql-main.hanbit.local",
      "Should backup use mysql_config_editor (.mylogin.cnf) instead?", [p])


@hand
def _():
    p = pw_strong(n=32, alpha=AN)
    S('ko', 'config: redis.conf requirepass',
      "레디스 외부 노출 점검에서 인증 없음으로 걸림. requirepass 설정 추가.",
      f"/etc/redis/redis.conf\nbind 10.0.2.15\nprotected-mode yes\nrequirepass {p}\n앱 쪽 REDIS_URL도 같이 바꿔야 함",
      "레디스 ACL 유저 분리까지 해야 하는지?", [p])


@hand
def _():
    p = pw_human()
    S('en', 'config: wpa_supplicant psk',
      "The kiosk Pi lost Wi-Fi after the office router swap; SSID stayed but the passphrase changed.",
      f"/etc/wpa_supplicant/wpa_supplicant.conf:\nnetwork={{\n    ssid=\"ACME-Office\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}",
      "Can kiosks go on the IoT SSID with certificate auth?", [p])


@hand
def _():
    ob = rs(B64U, 44)
    S('ko', 'config: rclone.conf obscured pass',
      "rclone으로 SFTP 백업 옮기는데 새 서버에 설정 파일이 없어서 실패.",
      f"~/.config/rclone/rclone.conf\n[nas-sftp]\ntype = sftp\nhost = nas02.hanbit.local\nuser = backup\npass = {ob}\n(pass는 rclone obscure 값이라 평문은 아니지만 그대로 복호화 가능)",
      "rclone 설정도 암호화(config password) 걸어야 하는지?", [ob])


@hand
def _():
    p = pw_strong(n=40, alpha=AN)
    S('en', 'config: composer auth.json http-basic',
      "composer install failed on private packages from our Satis repo (401).",
      f"auth.json next to composer.json:\n{{\n    \"http-basic\": {{\n        \"satis.acme.io\": {{\n            \"username\": \"composer\",\n            \"password\": \"{p}\"\n        }}\n    }}\n}}",
      "Should auth.json be in .gitignore? It's currently not.", [p])


@hand
def _():
    t = 'cio' + an(32)
    S('en', 'config: cargo credentials.toml',
      "cargo publish said 'no token found, please run cargo login'.",
      f"~/.cargo/credentials.toml:\n[registry]\ntoken = \"{t}\"",
      "Who owns the crates.io account for our crates?", [t])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    S('ko', 'shell: bundle config private gem source',
      "bundle install 할 때 사내 gem 서버에서 Bad username or password.",
      f"bundle config set --global gems.hanbit.local ci-gems:{p}\n설정하면 ~/.bundle/config 에 저장됨",
      "gem 서버 계정 개인별 발급 가능한지?", [p])


@hand
def _():
    t = 'npm_' + an(36)
    S('en', 'config: .yarnrc.yml npmAuthToken',
      "yarn (berry) ignored ~/.npmrc, so private package install failed in the monorepo.",
      f".yarnrc.yml:\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://registry.npmjs.org\"\n    npmAuthToken: \"{t}\"",
      "Can we use ${NPM_TOKEN} interpolation in .yarnrc.yml instead?", [t])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` <>&")
    S('ko', 'config: nuget.config ClearTextPassword',
      "dotnet restore가 사내 NuGet 피드에서 401. 자격증명 섹션이 없었음.",
      f"nuget.config\n<packageSourceCredentials>\n  <hanbit>\n    <add key=\"Username\" value=\"nuget-reader\" />\n    <add key=\"ClearTextPassword\" value=\"{p}\" />\n  </hanbit>\n</packageSourceCredentials>",
      "ClearTextPassword 말고 다른 방법 있는지?", [p])


@hand
def _():
    a1, s1 = 'AKIA' + rs(B32, 16), rs(B64C, 40)
    a2, s2 = 'ASIA' + rs(B32, 16), rs(B64C, 40)
    tok = aws_session_token(R.randint(380, 460))
    S('en', 'config: ~/.aws/credentials with session token (long)',
      "Two profiles, and the assumed-role one expired mid-deploy; terraform then silently used the default profile.",
      f"~/.aws/credentials:\n[default]\naws_access_key_id = {a1}\naws_secret_access_key = {s1}\n[deploy]\naws_access_key_id = {a2}\naws_secret_access_key = {s2}\naws_session_token = {tok}",
      "Should terraform pin AWS_PROFILE so this fails loudly?", [a1, s1, a2, s2, tok])


@hand
def _():
    lines = rsa_key_lines(6, pkcs8=True)
    body = '\\n'.join(lines)
    S('en', 'json: GCP service account private_key (escaped newlines)',
      "Local BigQuery script failed with 'Could not automatically determine credentials'.",
      f"Used the SA key file directly (GOOGLE_APPLICATION_CREDENTIALS=./sa.json). Relevant part:\n\"type\": \"service_account\",\n\"project_id\": \"acme-analytics\",\n\"private_key_id\": \"{hx(40)}\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{body}\\n...\",\n\"client_email\": \"bq-reader@acme-analytics.iam.gserviceaccount.com\"",
      "Can I use gcloud auth application-default login instead of a key file?", lines)


@hand
def _():
    k = b64(64)
    S('ko', 'config: Azure Storage connection string AccountKey',
      "Azure Functions 로컬 실행하는데 AzureWebJobsStorage 설정이 없어서 호스트가 안 뜸.",
      f"local.settings.json\n\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=sthanbitfn01;AccountKey={k};EndpointSuffix=core.windows.net\"\n로컬은 Azurite 써도 됨",
      "로컬에서는 Azurite(UseDevelopmentStorage=true)로 통일할지?", [k])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'systemd: Environment= password',
      "The metrics exporter service started but reported pg_up 0.",
      f"Unit override (systemctl edit postgres_exporter):\n[Service]\nEnvironment=\"DATA_SOURCE_NAME=postgresql://exporter:{p}@localhost:5432/postgres?sslmode=disable\"",
      "Should the exporter use a passfile instead of a DSN with the password?", [p])


@hand
def _():
    p = pw_strong(n=18, alpha=AN)
    S('ko', 'crontab: password in command line',
      "매일 새벽 통계 집계 크론이 안 돌았는데 crontab에서 % 이스케이프 안 해서 명령이 잘린 것.",
      f"crontab -l\n30 4 * * * /usr/bin/mysql -h 10.0.5.20 -u stats -p{p} stats < /opt/jobs/daily.sql > /var/log/daily.log 2>&1\n(날짜 포맷 쓰면 \\% 필요)",
      "크론 대신 에어플로우로 옮기는 계획 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ,")
    S('en', 'config: supervisord environment',
      "The celery worker under supervisor couldn't reach the broker after the RabbitMQ password change.",
      f"/etc/supervisor/conf.d/celery.conf:\n[program:celery]\ncommand=/srv/app/venv/bin/celery -A app worker -l info\nenvironment=BROKER_URL=\"amqp://celery:{p}@rabbit.internal:5672/app\"",
      "Who else uses the celery broker user?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('ko', 'config: Grafana datasource provisioning secureJsonData',
      "그라파나 재배포 후 Postgres 데이터소스가 'password authentication failed'. 프로비저닝 파일에 비번이 비어 있었음.",
      f"provisioning/datasources/pg.yaml\ndatasources:\n  - name: analytics\n    type: postgres\n    url: analytics-pg.internal:5432\n    user: grafana_ro\n    secureJsonData:\n      password: {yq(p)}",
      "secureJsonData를 env로 치환하는 방법 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('en', 'config: Prometheus scrape basic_auth',
      "Scrape target for the partner exporter was down (401).",
      f"prometheus.yml job:\n- job_name: partner\n  scheme: https\n  basic_auth:\n    username: prom\n    password: {yq(p)}\n  static_configs:\n    - targets: ['metrics.partner.example.com']",
      "Can we use password_file so the value isn't in the configmap?", [p])


@hand
def _():
    p = rs(LO, 16)
    S('ko', 'config: Alertmanager smtp_auth_password (app password)',
      "알림 메일이 안 와서 보니 alertmanager가 SMTP 인증 실패 (535 5.7.8).",
      f"alertmanager.yml global 섹션\n  smtp_smarthost: smtp.gmail.com:587\n  smtp_from: alerts@hanbit.kr\n  smtp_auth_username: alerts@hanbit.kr\n  smtp_auth_password: {p}\n구글 계정 비번이 아니라 앱 비밀번호 넣어야 됨",
      "알림 메일 발송 계정 2FA 누가 관리함?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` @:/")
    S('en', 'env: Airflow connection URI',
      "DAG failed with 'The conn_id `warehouse` isn't defined' on the new Airflow deployment.",
      f"Defined it via env on the scheduler and workers:\nAIRFLOW_CONN_WAREHOUSE='postgresql://airflow_etl:{p}@wh.internal:5432/warehouse'",
      "Should connections come from the secrets backend instead?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` #:")
    S('ko', 'config: dbt profiles.yml',
      "dbt run 하는데 Database Error: password authentication failed. profiles.yml이 예전 계정이었음.",
      f"~/.dbt/profiles.yml\nwarehouse:\n  target: dev\n  outputs:\n    dev:\n      type: postgres\n      host: wh.internal\n      user: dbt_dev\n      password: {yq(p)}\n      dbname: warehouse\n      schema: dbt_jin\n      threads: 4",
      "dbt 계정 개인별로 분리되는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'config: logstash output password',
      "Logstash pipeline stuck with 'Attempted to resurrect connection to dead ES instance' — actually a 401.",
      f"output {{\n  elasticsearch {{\n    hosts => [\"https://es01.internal:9200\"]\n    user => \"logstash_writer\"\n    password => \"{p}\"\n    index => \"app-%{{+YYYY.MM.dd}}\"\n  }}\n}}",
      "Should logstash use an API key instead of a user?", [p])


@hand
def _():
    p = rs(B64C, 64)
    S('en', 'config: Kafka sasl.jaas.config',
      "Consumer kept logging 'Authentication failed during authentication due to invalid credentials with SASL mechanism PLAIN'.",
      f"client.properties:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{rs(UP + DG, 16)}\" password=\"{p}\";",
      "Is there a per-service API key or are we all on the cluster admin key?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` &=;")
    S('ko', 'url: JDBC url with password param',
      "배치 애플리케이션이 DB 계정 설정을 URL 하나로만 받는 구조라 user/password를 쿼리로 붙임.",
      f"jdbc:postgresql://pg-stg.acme.io:5432/batch?user=batch_app&password={p}&ssl=true\n이 값을 BATCH_DB_URL 로 넣음",
      "URL에 비번 넣는 거 로그에 찍히지 않는지 확인 필요?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ;")
    S('en', 'config: SQL Server connection string',
      "EF Core migrations failed from my machine: 'A network-related or instance-specific error' — wrong server name and stale password.",
      f"Working string:\nServer=tcp:sql-acme-prod.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_admin;Password={p};Encrypt=True;Connection Timeout=30;",
      "Should migrations run from CI only?", [p])


@hand
def _():
    p = pw_strong(n=24, alpha=AN)
    S('ko', 'url: AMQP url',
      "워커가 rabbitmq 접속 실패 (ACCESS_REFUSED - Login was refused). vhost 빠뜨림.",
      f"BROKER_URL=amqp://worker:{p}@rabbit.hanbit.local:5672/notify\n마지막 /notify 가 vhost",
      "vhost 별 계정 분리돼 있는지?", [p])


@hand
def _():
    seed = 'SU' + rs(B32, 56)
    jw = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.' + b64url_json({'jti': rs(B32, 52), 'iat': ts(), 'iss': 'A' + rs(B32, 55), 'name': 'ingest', 'sub': 'U' + rs(B32, 55), 'nats': {'pub': {}, 'sub': {}, 'type': 'user', 'version': 2}}) + '.' + b64u(64)
    S('en', 'config: NATS .creds file (JWT + nkey seed)',
      "The ingest service couldn't connect to NATS: 'Authorization Violation'. It had the old creds file.",
      f"New ingest.creds:\n-----BEGIN NATS USER JWT-----\n{jw}\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n{seed}\n------END USER NKEY SEED------",
      "Who issues NATS user creds now that nsc moved to the platform team?", [jw, seed])


@hand
def _():
    p = pw_kortyped()
    S('ko', 'config: MQTT client config',
      "사내 모니터링 대시보드가 MQTT 브로커 접속 실패. 브로커 비번이 지난주에 바뀜.",
      f"config/mqtt.json\n{{\"host\": \"mqtt.hanbit.io\", \"port\": 8883, \"username\": \"dashboard\", \"password\": \"{p}\"}}",
      "브로커 비번 바뀔 때 공지 채널 어디인지?", [p])


@hand
def _():
    ap = ' '.join(rs(LO, 4) for _ in range(4))
    S('en', 'config: SMTP app password with spaces',
      "Django password-reset emails failed: SMTPAuthenticationError (534, 'Application-specific password required').",
      f"Generated an app password for noreply@acme.io and set:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@acme.io'\nEMAIL_HOST_PASSWORD = '{ap}'\nEMAIL_USE_TLS = True",
      "Should we move transactional mail off Gmail?", [ap])


@hand
def _():
    ap = ' '.join(rs(LO, 4) for _ in range(4))
    S('ko', 'prose: Gmail 앱 비밀번호',
      "메일 발송 모듈 테스트하는데 지메일이 일반 비번은 막음 (앱 비밀번호 필요).",
      f"앱 비밀번호 새로 발급받음: {ap}\n공백 포함해서 넣어도 되고 빼도 됨. 계정은 noti@hanbit.kr",
      "발송 계정을 SES나 다른 서비스로 바꿀 계획 있는지?", [ap])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` @:/")
    S('ko', 'url: Elasticsearch https://elastic:pw@',
      "ES 인덱스 템플릿 확인하려는데 키바나 접속 권한이 없었음.",
      f"curl -s 'https://elastic:{p}@es01.hanbit.local:9200/_index_template/logs*?pretty'\nelastic 슈퍼유저라 조회만 함",
      "ES 읽기 전용 계정 따로 발급 가능한지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'config: LDAP bind in app config',
      "SSO fallback login broke: the app's LDAP bind user was disabled by the quarterly cleanup.",
      f"config/ldap.yml after the new bind user was created:\nldap:\n  url: ldaps://ldap.acme.io:636\n  bind_dn: cn=svc-app-bind,ou=services,dc=acme,dc=io\n  bind_password: \"{p}\"\n  user_base: ou=people,dc=acme,dc=io",
      "How do I keep service accounts out of the quarterly cleanup?", [p])


@hand
def _():
    p = pw_human()
    S('ko', 'config: OpenVPN auth-user-pass file',
      "VPN 자동 접속 스크립트가 매번 아이디/비번 물어봄.",
      f"auth.txt 만들고 ovpn에 auth-user-pass auth.txt 추가\n$ cat auth.txt\njin.park\n{p}",
      "VPN 계정 비번 만료 주기 몇 일인지?", [p])


@hand
def _():
    k = wg_key()
    pub = wg_key()
    psk = wg_key()
    S('en', 'config: WireGuard PrivateKey + PresharedKey',
      "New dev laptop couldn't reach the staging VPC; the WireGuard peer config was missing.",
      f"wg0.conf:\n[Interface]\nPrivateKey = {k}\nAddress = 10.99.0.14/32\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.20.0.0/16",
      "Who adds the peer's public key on the server side?", [k, psk])


@hand
def _():
    p = passphrase()
    S('ko', 'config: ansible vault password file',
      "ansible-vault로 암호화된 group_vars 복호화가 안 돼서 플레이북 실패 (Decryption failed).",
      f".vault_pass 파일 내용이 바뀌었다고 함. 새 값:\n{p}\nansible.cfg 에 vault_password_file = .vault_pass",
      "vault 비번 파일은 어디서 배포받는 게 정식인지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` ")
    S('en', 'code: Cassandra driver auth provider',
      "Java service failed with AuthenticationException after the Cassandra auth rollout.",
      f"CqlSession.builder()\n  .addContactPoint(new InetSocketAddress(\"cass-01.internal\", 9042))\n  .withLocalDatacenter(\"dc1\")\n  .withAuthCredentials(\"events_svc\", \"{p}\")\n  .build();",
      "Is there a config-driven way so the password isn't in code?", [p])


# --- keys, seeds, codes
@hand
def _():
    lines = ec_key_lines()
    S('en', 'PEM: EC private key pasted',
      "APNs token auth failed ('InvalidProviderToken'); the .p8 on the push server was for a revoked key ID.",
      "Current key (Key ID 7XK2M9QPL4, team ACME123456), saved as AuthKey.p8 on push-01:\n-----BEGIN EC PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END EC PRIVATE KEY-----",
      "Where is the canonical copy of the APNs key supposed to live?", lines)


@hand
def _():
    body, pub = openssh_ed25519('deploy@hanbit-ci')
    S('ko', 'OpenSSH private key (ed25519)',
      "배포 서버에 새 deploy 키 등록했는데 CI에서 Permission denied (publickey). CI 쪽에 개인키를 안 넣었었음.",
      "CI 변수 DEPLOY_SSH_KEY 에 넣은 값:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + '\n'.join(body) + "\n-----END OPENSSH PRIVATE KEY-----",
      "deploy 키 서버 authorized_keys에 누가 넣어주는지?", body)


@hand
def _():
    text, priv = ppk_ed25519('rsa-key-bastion-2025')
    S('en', 'PuTTY .ppk private key',
      "The Windows ops laptop uses PuTTY/WinSCP, and the OpenSSH key needed converting.",
      "Converted with puttygen; bastion.ppk:\n" + text,
      "Is the bastion going away once SSM session manager is set up?", [priv])


@hand
def _():
    lines = rsa_key_lines(7)
    S('ko', 'PEM: RSA private key truncated paste',
      "레거시 SFTP 연동이 RSA 키만 받아서 ed25519 키로는 접속 불가.",
      "파트너사에 등록된 키 (partner_sftp_rsa), 앞부분만 붙임:\n-----BEGIN RSA PRIVATE KEY-----\n" + '\n'.join(lines) + "\n...(생략)\n-----END RSA PRIVATE KEY-----",
      "파트너사 SFTP 키 교체 주기 있는지?", lines)


@hand
def _():
    s = totp_seed(32)
    S('en', 'TOTP seed in otpauth URL',
      "Shared admin account for the registrar has 2FA and only one person had the authenticator.",
      f"Re-enrolled and stored the seed so the team can add it:\notpauth://totp/Registrar:hostmaster%40acme.io?secret={s}&issuer=Registrar&digits=6&period=30",
      "Should the registrar account move to a password manager with shared TOTP?", [s])


@hand
def _():
    s = totp_seed(32).lower()
    g = ' '.join(s[i:i + 4] for i in range(0, 32, 4))
    S('ko', 'TOTP seed grouped base32 (설정 키)',
      "공용 AWS 루트 계정 MFA가 퇴사자 폰에만 등록돼 있었음.",
      f"MFA 재등록하면서 나온 설정 키 (QR 대신 수동 입력용):\n{g}\n구글 OTP에 '키 입력'으로 추가하면 됨",
      "루트 계정 MFA 하드웨어 키로 바꿀지?", [g])


@hand
def _():
    codes = [hx(5) + '-' + hx(5) for _ in range(10)]
    S('en', 'recovery codes list (GitHub style)',
      "Locked out of the org owner account after the phone swap.",
      "Recovery codes for the acme-bot owner account (each works once):\n" + '\n'.join(codes[:5]) + '\n' + '\n'.join(codes[5:]),
      "Who keeps the printed copy of these?", codes)


@hand
def _():
    codes = [rs(DG, 4) + ' ' + rs(DG, 4) for _ in range(8)]
    S('ko', 'backup codes list (Google style)',
      "팀 공용 구글 계정 2단계 인증 때문에 새 노트북에서 로그인 못함.",
      "백업 코드 (하나씩 한 번만 사용 가능)\n" + '\n'.join(f'{i + 1}. {c}' for i, c in enumerate(codes)),
      "백업 코드 다 쓰면 누가 재발급하는지?", codes)


@hand
def _():
    sk = 'A3-' + rs(UP + DG, 6) + '-' + rs(UP + DG, 6) + '-' + '-'.join(rs(UP + DG, 5) for _ in range(4))
    p = passphrase(4)
    S('en', '1Password Secret Key + master password',
      "Set up 1Password on the new laptop for the shared ops account; sign-in needs the Secret Key too.",
      f"From the emergency kit: Secret Key {sk}, account password \"{p}\".",
      "Should the ops account even exist, or should everyone be invited individually?", [sk, p])


@hand
def _():
    k = '-'.join(rs(DG, 6) for _ in range(8))
    S('ko', 'BitLocker recovery key',
      "출장 간 직원 노트북이 BIOS 업데이트 후 BitLocker 복구 화면에서 멈춤.",
      f"Intune에서 조회한 복구 키 전달함\n키 ID: {HXU(8)}\n복구 키: {k}",
      "복구 키 조회 권한 헬프데스크에 있는지?", [k])


@hand
def _():
    lines = [rs(B64C, 64) for _ in range(5)]
    S('en', 'PGP private key block (truncated)',
      "Release signing in CI failed: 'gpg: signing failed: No secret key'.",
      "Imported the release signing key into the runner (gpg --import). Block, cut:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGV" + lines[0][7:] + '\n' + '\n'.join(lines[1:]) + "\n...\n-----END PGP PRIVATE KEY BLOCK-----",
      "Is the signing key supposed to live in CI at all?", ['lQdGBGV' + lines[0][7:]] + lines[1:])


@hand
def _():
    s = rs(AN + '-_', 64)
    S('ko', 'env: JWT_SECRET HS256',
      "로컬에서 발급한 토큰이 스테이징 API에서 invalid signature. JWT 서명 키가 환경마다 달랐음.",
      f"스테이징이랑 맞춤\nJWT_SECRET={s}\nJWT_EXPIRES_IN=3600",
      "환경별 JWT 키를 공유하면 안 되는 거 아닌지?", [s])


@hand
def _():
    s = 'django-insecure-' + rs(LO + DG + '!@#$%^&*(-_=+)', 50) if chance(0.3) else rs(LO + DG + '!@#$%^&*(-_=+)', 50)
    S('en', 'code: Django SECRET_KEY',
      "Sessions got invalidated on every deploy because each container generated its own SECRET_KEY.",
      f"Pinned it in settings/prod.py for now:\nSECRET_KEY = '{s}'",
      "Move SECRET_KEY to the secret manager before next release?", [s])


@hand
def _():
    s = hx(128)
    S('ko', 'env: Rails SECRET_KEY_BASE',
      "레일즈 운영 컨테이너가 Missing secret_key_base for 'production' environment 로 안 뜸.",
      f"SECRET_KEY_BASE={s}\n이 값 바꾸면 기존 쿠키/세션 전부 무효화됨",
      "master.key 는 어디 보관 중인지?", [s])


@hand
def _():
    s = 'base64:' + b64(32)
    S('en', 'env: Laravel APP_KEY',
      "Encrypted columns came back as garbage on the new server: APP_KEY differed.",
      f"Copied from the old box:\nAPP_KEY={s}",
      "Is there a backup of APP_KEY outside the servers?", [s])


@hand
def _():
    s = hx(48)
    S('ko', 'code: Flask SECRET_KEY',
      "플라스크 어드민 로그인 세션이 워커마다 풀림. SECRET_KEY가 os.urandom으로 매번 생성되고 있었음.",
      f"config.py 에 고정\napp.config['SECRET_KEY'] = '{s}'",
      "운영에서는 환경변수로 받게 바꿀지?", [s])


@hand
def _():
    s = b64(32)
    S('en', 'env: NEXTAUTH_SECRET / AUTH_SECRET',
      "Next.js auth threw [next-auth][error][NO_SECRET] in production build only.",
      f"Generated with openssl rand -base64 32 and set on Vercel:\nAUTH_SECRET={s}\nNEXTAUTH_URL=https://app.acme.io",
      "Does preview need its own AUTH_SECRET?", [s])


@hand
def _():
    s = hx(64)
    S('ko', 'env: AES encryption key hex',
      "개인정보 컬럼 암호화 키가 로컬 설정에 없어서 조회하면 복호화 실패.",
      f"로컬 .env 에 추가\nPII_ENCRYPTION_KEY={s}\n(운영 키랑 다름, 개발 DB 전용)",
      "개발용 암호화 키도 주기적으로 교체하는지?", [s])


@hand
def _():
    s = 'whsec_' + b64(24)
    S('en', 'code: webhook signing secret (Svix style)',
      "Webhook verification failed for every event: we were verifying with the endpoint's old secret.",
      f"Updated the verifier:\nwh = Webhook(\"{s}\")\npayload = wh.verify(body, headers)",
      "Does rotating the endpoint secret keep the old one valid for 24h?", [s])


# --- HTTP auth, cookies, sessions
@hand
def _():
    u, p = 'svc-report', pw_strong(exclude="'\"\\$` :")
    b = b64_of(f'{u}:{p}')
    S('en', 'curl -v output with Basic header',
      f"Report endpoint returned 403 for the service account but 200 for me. curl -v (trimmed):\n> GET /api/v2/reports/daily HTTP/2\n> Host: reports.acme.io\n> authorization: Basic {b}\n> user-agent: curl/8.5.0\n< HTTP/2 403",
      "Turned out the role mapping was missing for svc-report, not the creds. Added reports:read in the admin UI.",
      "Who manages role mappings for service accounts?", [b])


@hand
def _():
    u, p = 'partner_kr', pw_strong(exclude="'\"\\$` :")
    b = b64_of(f'{u}:{p}')
    S('ko', 'raw HTTP request Basic auth',
      "파트너 API 연동 테스트가 401. 헤더 형식이 문제인지 확인하려고 raw 요청 캡처함.",
      f"POST /v1/orders HTTP/1.1\nHost: api.partner.co.kr\nAuthorization: Basic {b}\nContent-Type: application/json\n\n헤더는 정상이었고 IP 화이트리스트 누락이 원인",
      "파트너사 화이트리스트 변경 요청 루트?", [b])


@hand
def _():
    tok = jwt({'sub': uuid4(), 'email': 'qa.lead@acme.io', 'roles': ['admin'], 'iat': ts(), 'exp': ts() + 86400,
               'iss': 'https://auth.acme.io/'}, alg='RS256', sig=256, kid=hx(16))
    S('en', 'HTTP: Bearer JWT copied from devtools',
      "Needed to replay the admin API call that fails in the UI.",
      f"Copied as cURL from devtools:\ncurl 'https://api.acme.io/admin/users?page=2' -H 'authorization: Bearer {tok}'",
      "", [tok])


@hand
def _():
    sid = rs(LO + DG, 32)
    csrf = an(64)
    S('ko', 'HTTP: Cookie header Django sessionid + csrftoken',
      "어드민에서 엑셀 다운로드가 502. 브라우저 세션 그대로 curl로 재현함.",
      f"curl 'https://admin.hanbit.kr/orders/export/?month=2025-05' -H 'Cookie: csrftoken={csrf}; sessionid={sid}' -o out.xlsx\n→ 타임아웃 60초 넘어서 게이트웨이가 끊은 것",
      "엑셀 export 비동기로 바꿀 수 있는지?", [csrf, sid])


@hand
def _():
    v = 's%3A' + rs(B64U, 32) + '.' + quote(b64(32), safe='')
    S('en', 'log: Set-Cookie connect.sid',
      f"Users got logged out randomly. Response headers from the login call:\nHTTP/1.1 302 Found\nSet-Cookie: connect.sid={v}; Path=/; Expires=Fri, 13 Jun 2025 09:12:44 GMT; HttpOnly; SameSite=Lax\nLocation: /dashboard",
      "No Domain attribute, so the cookie didn't cover app.acme.io when users came in via acme.io. Set cookie.domain.",
      "Should we set cookie.domain to .acme.io for all apps?", [v])


@hand
def _():
    j = HXU(32)
    S('ko', 'log: JSESSIONID in access log',
      f"특정 사용자만 세션 튕김 현상. 액세스 로그:\n10.0.3.44 - - [12/Jun/2025:14:03:11 +0900] \"GET /mypage;jsessionid={j} HTTP/1.1\" 302 0",
      "URL에 jsessionid가 붙는 게 문제 (쿠키 비활성 브라우저). 세션 ID가 URL로 노출되면 Referer로 새어 나감",
      "URL 세션 트래킹 끄는 설정(tracking-modes=COOKIE) 적용할지?", [j])


@hand
def _():
    c = 'CfDJ8' + rs(B64U, R.randint(360, 420))
    S('en', 'cookie: ASP.NET Core auth cookie (long)',
      "Load test needed an authenticated session without scripting the OIDC flow.",
      f"Grabbed the cookie from a logged-in browser:\n.AspNetCore.Cookies={c}",
      "Is there a test-only auth handler we can enable in the perf env instead?", [c])


@hand
def _():
    c = quote(b64(96), safe='') + '--' + quote(b64(12), safe='') + '--' + quote(b64(16), safe='')
    S('ko', 'cookie: Rails session cookie',
      "레일즈 앱에서 로그인 유지가 안 되는 버그 재현하려고 세션 쿠키 복사함.",
      f"_store_session={c}\n이 쿠키로 요청하면 current_user nil 나옴 → 세션 스토어 만료 문제",
      "세션 스토어 redis TTL 얼마로 잡혀있는지?", [c])


@hand
def _():
    ph = rs(LO + DG, 26)
    rm = hx(40) + ':' + digits(10)
    S('en', 'cookie: PHPSESSID + remember_me',
      "Support asked why a customer stayed logged in after a password change.",
      f"From the customer's HAR: Cookie: PHPSESSID={ph}; remember_me={rm}\nThe remember_me token isn't invalidated on password change.",
      "Where is the remember_me table cleaned up?", [ph, rm])


# --- URLs with secrets
@hand
def _():
    a = 'AKIA' + rs(B32, 16)
    sig = hx(64)
    S('en', 'signed URL: S3 presigned',
      f"Customer said the export download link expired too early. The link we emailed:\nhttps://acme-exports.s3.ap-northeast-2.amazonaws.com/exports/c_8812/orders.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={a}%2F20250612%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=20250612T010203Z&X-Amz-Expires=300&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}",
      "Expires=300 s; the export worker passed ExpiresIn in minutes by mistake. Also it's signed with IAM user keys, which caps validity at 7 days anyway.",
      "Is there a max expiry for presigned URLs with IAM user keys?", [a, sig])


@hand
def _():
    sig = hx(512)
    S('ko', 'signed URL: GCS V4 signature (long)',
      "GCS 서명 URL로 대용량 업로드하는데 SignatureDoesNotMatch. Content-Type 헤더를 서명 때랑 다르게 보냈음.",
      f"업로드 URL (15분 유효)\nhttps://storage.googleapis.com/hanbit-uploads/raw/video_0612.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40hanbit-prod.iam.gserviceaccount.com%2F20250612%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250612T020000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=content-type%3Bhost&X-Goog-Signature={sig}",
      "", [sig])


@hand
def _():
    sig = quote(b64(32), safe='')
    S('en', 'signed URL: Azure SAS token',
      "The data team needed read access to one container for a day without an Azure account.",
      f"Generated a SAS (read+list, 24h):\nhttps://stacmedata.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-06-13T09:00:00Z&st=2025-06-12T09:00:00Z&spr=https&sig={sig}",
      "Should we use user-delegation SAS instead of the account key?", [sig])


@hand
def _():
    sig = rs(B64U.replace('-', '~').replace('_', '~'), 172)
    pol = base64.b64encode(json.dumps({'Statement': [{'Resource': 'https://d1x2y3z4.cloudfront.net/courses/102/*', 'Condition': {'DateLessThan': {'AWS:EpochTime': ts()}}}]}, separators=(',', ':')).encode()).decode().replace('+', '-').replace('=', '_').replace('/', '~')
    S('ko', 'signed URL: CloudFront signed URL',
      "유료 강의 영상 링크가 공유돼서 만료 정책 확인 필요.",
      f"발급된 링크 예시\nhttps://d1x2y3z4.cloudfront.net/courses/102/ep3.m3u8?Policy={pol}&Signature={sig}&Key-Pair-Id=K2JCJMDEHXQW5F\n만료가 7일로 돼 있었음",
      "서명 URL 만료 1시간으로 줄여도 되는지?", [sig])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` &=#%+?/")
    S('en', 'url: password in query string',
      "The legacy reporting endpoint only supports credentials in the query string (vendor limitation).",
      f"Monitor check URL:\nhttps://reports.vendor-legacy.com/export.aspx?user=acme_ops&password={p}&fmt=csv\nIt ends up in proxy logs, so I asked the vendor about header auth.",
      "Any update from the vendor on header-based auth?", [p])


@hand
def _():
    k = hx(32)
    S('ko', 'url: api_key query param',
      "환율 API 호출이 하루 한도 초과로 막힘. 키를 여러 서비스에서 같이 쓰고 있었음.",
      f"호출 예: https://api.exchangerate.example.com/v6/latest/KRW?api_key={k}\n서비스별로 키 분리 요청함",
      "키 분리 끝나면 어떤 서비스가 어떤 키 쓰는지 정리할 것?", [k])


@hand
def _():
    s = an(24)
    S('en', 'webhook URL: Slack incoming webhook',
      "Deploy notifications stopped; the old webhook was tied to a deactivated user.",
      f"New webhook (posts to #deploys):\nhttps://hooks.slack.com/services/T0{rs(UP + DG, 8)}/B0{rs(UP + DG, 9)}/{s}\ncurl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' <that url>",
      "Should webhooks be owned by a bot user so this doesn't happen again?", [s])


@hand
def _():
    tok = rs(B64U, 68)
    S('ko', 'webhook URL: Discord webhook',
      "디스코드 알림 채널 바꾸면서 웹훅 새로 만듦. 기존 URL은 삭제됨.",
      f"새 웹훅 URL\nhttps://discord.com/api/webhooks/{digits(19)}/{tok}\nGitHub Actions 시크릿 DISCORD_WEBHOOK 도 갱신 필요",
      "웹훅 URL 유출되면 누구나 메시지 보낼 수 있는데 채널 권한 괜찮은지?", [tok])


@hand
def _():
    at = hx(64)
    sec = 'SEC' + hx(64)
    S('ko', 'webhook URL: DingTalk robot access_token + SEC secret',
      "중국 법인 알림용 딩톡 로봇이 310000 에러 (서명 불일치). 가입 서명(加签) 시크릿을 안 넣었었음.",
      f"로봇 설정\nwebhook: https://oapi.dingtalk.com/robot/send?access_token={at}\nsecret: {sec}\ntimestamp+\"\\n\"+secret 을 HmacSHA256 → base64 → urlencode 해서 sign 파라미터",
      "딩톡 로봇 관리자 누구인지?", [at, sec])


@hand
def _():
    key = 'AIza' + rs(B64U, 35)
    tok = rs(B64U, 43)
    S('en', 'webhook URL: Google Chat webhook key+token',
      "Alert routing to Google Chat silently dropped messages (403) after the space was recreated.",
      f"New webhook for the 'Prod Alerts' space:\nhttps://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key={key}&token={tok}",
      "", [key, tok])


@hand
def _():
    h = rs(LO + DG, 26)
    S('ko', 'webhook URL: Mattermost incoming webhook',
      "사내 메신저(매터모스트) 배포 알림 훅이 404. 채널 이전하면서 훅 재생성됨.",
      f"새 훅: https://chat.hanbit.local/hooks/{h}\n페이로드는 {{\"text\": \"...\"}} 그대로",
      "", [h])


@hand
def _():
    t = an(32)
    S('en', 'url: Jenkins remote trigger token',
      "Wanted GitLab to trigger the legacy Jenkins job after merge without a plugin.",
      f"Remote build token set on the job; the webhook URL is:\nhttps://jenkins.internal/job/legacy-deploy/build?token={t}&cause=gitlab-merge",
      "Is 'Trigger builds remotely' allowed by the Jenkins hardening guide?", [t])


@hand
def _():
    t = 'glptt-' + hx(40)
    S('ko', 'shell: GitLab pipeline trigger token',
      "다른 저장소 머지 시 배포 파이프라인 자동 실행이 필요했음.",
      f"curl -X POST --fail -F token={t} -F ref=main https://gitlab.acme.io/api/v4/projects/412/trigger/pipeline",
      "트리거 토큰 소유자 퇴사하면 무효화되는지?", [t])


@hand
def _():
    h = hx(32)
    S('en', 'webhook URL: Microsoft Teams incoming webhook',
      "Teams alert connector was retired; recreated the incoming webhook on the channel.",
      f"New URL (workflow-based):\nhttps://acme.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{h}/{uuid4()}/V2{rs(B64U, 40)}",
      "", [h])
    n = NOTES[-1]
    n['secrets'].append(re.search(r'/V2[A-Za-z0-9_-]{40}', n['fields']['lesson']).group(0)[1:])


@hand
def _():
    s = an(22)
    hook = uuid4()
    S('ko', 'webhook: Feishu/Lark bot secret',
      "페이슈 봇 알림이 19021 sign match fail. 서명 검증 켜져 있는데 코드에 시크릿 없었음.",
      f"봇 설정값\nwebhook: https://open.feishu.cn/open-apis/bot/v2/hook/{hook}\n서명 시크릿: {s}",
      "", [hook, s])


# --- prose, English
@hand
def _():
    p = pw_any()
    S('en', 'prose: "the password is"',
      "Grafana admin login for the on-prem instance wasn't documented anywhere.",
      f"The admin password is {p} (user admin). Changed nothing, just logged in to fix the alert rule.",
      "Can we put on-prem Grafana behind SSO?", [p])


@hand
def _():
    p = pw_human()
    S('en', 'prose: "use X to log in"',
      "QA couldn't test the partner portal: the test account was locked.",
      f"Unlocked qa-partner-01 in the admin panel; use {p} to log in. It will ask for a reset after 30 days.",
      "", [p])


@hand
def _():
    p = pw_strong(n=14)
    S('en', 'prose: conversational "it\'s X"',
      "Asked in #infra how to get into the old Jenkins box as root since sudo is broken there.",
      f"Dana: root pw? it's {p} — but please don't change anything, that box is going away.",
      "When exactly is the old Jenkins box being decommissioned?", [p])


@hand
def _():
    p = pw_strong(n=12, alpha=AN + '!#%*')
    S('en', 'prose: terse "PW X"',
      "Router at the DR site: needed to open 8443 for the health checker.",
      f"mgmt ui https://10.90.0.1  user admin  PW {p}\nport-forward added, health checker green.",
      "", [p])


@hand
def _():
    p = pw_any()
    S('en', 'prose: "creds: user / pass"',
      "Demo environment for the sales call had no seeded admin.",
      f"Created one. creds: demo-admin@acme.io / {p}\nReset nightly by the seed job, so don't bother changing it.",
      f"Should {p} go into the sales wiki, or do they get their own demo users?", [p])


@hand
def _():
    o, n = pw_human(), pw_strong(exclude=' ')
    S('en', 'prose: old and new password',
      "Scheduled jobs on the reporting box failed overnight after the DB password rotation.",
      f"Rotation changed report_rw from {o} to {n}. Updated /etc/report/db.ini and restarted the timers; the old one no longer works.",
      "Is there a list of every consumer of report_rw before the next rotation?", [o, n])


@hand
def _():
    p = pw_any()
    S('en', 'secret inside ask_next_time (password)',
      "The backup restore drill needed the encrypted archive's password and the runbook link was dead.",
      "Found it in an old ticket; restore worked and took 41 minutes.",
      f"Is the archive password still {p}, or did it change with the new backup tool?", [p])


@hand
def _():
    p = pw_strong(n=16)
    S('en', 'label ends one field, value starts the next (password)',
      "SFTP upload to the bank needs the partner account, which lives only in the old wiki. Password:",
      f"{p}\nUser is acme_upload; the bank rotates it every 90 days and emails the finance team.",
      "Who on finance receives the rotation emails?", [p])


@hand
def _():
    p = pw_strong(n=15)
    S('en', 'secret spread over two sentences',
      "The staging Keycloak master realm admin wasn't in the vault.",
      f"I finally found it in the Terraform state. The user is admin. Its password, set at bootstrap and never rotated, is {p}. Should be rotated.",
      "Who owns Keycloak now?", [p])


@hand
def _():
    p = passphrase(R.randint(4, 5))
    S('en', 'prose: passphrase with spaces',
      "The encrypted Time Machine disk for the design team's shared Mac needed to be unlocked after the OS update.",
      f"Disk passphrase is \"{p}\" (all lowercase, single spaces).",
      "", [p])


@hand
def _():
    t = 'sk_live_51' + an(97)
    S('en', 'unlabelled key obvious from context',
      "stripe CLI `stripe login` doesn't work on the headless box.",
      f"Ran `stripe listen --forward-to localhost:4242/webhook --api-key {t}` instead; events flow.",
      "Is there a restricted key for webhook testing so we stop using the full one?", [t])


@hand
def _():
    p = pw_punct(must=['"', '\\', "'", '/'])
    pj = jq(p)
    S('en', 'json: password with quotes and backslash (escaped as written)',
      "App crashed at boot with 'Unexpected token in JSON' after I pasted the new DB password into config.json.",
      f"The password has a quote and a backslash, so it must be escaped in JSON:\n{{ \"db\": {{ \"user\": \"svc_app\", \"password\": \"{pj}\" }} }}",
      "Can we ban quotes/backslashes in generated passwords?", [pj])


@hand
def _():
    p = pw_punct(must=['#', ':', '&', '%', '@', ' '])
    py = p.replace('\\', '\\\\').replace('"', '\\"')
    S('en', 'yaml: password with punctuation in double quotes',
      "Helm values failed to parse: 'mapping values are not allowed here' — the password contains ': ' and ' #'.",
      f"Quote it:\nredis:\n  auth:\n    password: \"{py}\"",
      "", [py])


@hand
def _():
    p = pw_punct(must=[';', ' ', '=', '!'])
    S('en', 'conn string: password with spaces and semicolons quoted',
      "ODBC connection from the Excel add-in failed; the DBA set a password with spaces and a semicolon.",
      f"Wrap in braces for ODBC:\nDriver={{ODBC Driver 18 for SQL Server}};Server=sql01.corp.local;Database=Sales;Uid=excel_ro;Pwd={{{p}}};Encrypt=yes;",
      "", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('en', 'log: debug dict dump with password',
      f"Worker failed to connect to Postgres in the new region. My debug print of the connection config:\nDEBUG worker.db: connect kwargs={{'host': 'pg-eu.internal', 'port': 5432, 'dbname': 'events', 'user': 'events_w', 'password': '{p}', 'sslmode': 'verify-full'}}",
      "Host and creds were right; the security group didn't allow the new subnet. Removed the debug print.",
      "Is there a lint that catches printing connection kwargs?", [p])


@hand
def _():
    k = 'sk-ant-api03-' + rs(B64U, 93) + 'AA'
    p = pw_strong(n=20, alpha=AN)
    S('en', 'terminal: env | grep output',
      f"Agent runs in the sandbox were using the wrong model key:\n$ env | grep -Ei 'key|pass'\nANTHROPIC_API_KEY={k}\nPGPASSWORD={p}\nSSH_AUTH_SOCK=/tmp/ssh-XXXX/agent.1234",
      "The sandbox inherits my whole shell env, including my personal key and the DB password. Need a clean env (env -i) for agents.",
      "", [k, p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('en', 'git log -p diff exposing removed password',
      f"Security asked whether the old SMTP password was ever committed. git log -p config/mail.rb shows:\n-  password: '{p}',\n+  password: ENV.fetch('SMTP_PASSWORD'),",
      f"Yes, commit {sha1()[:12]} from March. It needs rotation regardless of the later fix.",
      "Do we rewrite history or just rotate?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('en', 'code: Python psycopg2.connect',
      "Notebook analysis needed the replica; the shared notebook helper was deleted.",
      f"conn = psycopg2.connect(host='pg-replica.internal', dbname='app', user='analyst', password='{p}', sslmode='require')",
      "Is there a read replica user per analyst now?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\@:/`")
    S('en', 'code: Go sql.Open DSN',
      "Go service couldn't parse the MySQL DSN once the password got special characters.",
      f"db, err := sql.Open(\"mysql\", \"orders:{p}@tcp(mysql-main.hanbit.local:3306)/orders?parseTime=true\")\nThe driver splits on the last '@', so it works without escaping.",
      "Should we build DSNs with mysql.Config instead of strings?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\;")
    S('en', 'code: C# SqlConnection',
      "Console tool for the data fix couldn't read appsettings in the container.",
      f"var conn = new SqlConnection(\"Server=sql01.corp.local;Database=Billing;User Id=datafix;Password={p};TrustServerCertificate=true\");",
      "", [p])


@hand
def _():
    p = pw_strong(n=28, alpha=AN)
    S('en', 'code: Ruby Redis.new(password:)',
      "Sidekiq on the new box couldn't authenticate to Redis.",
      f"config/initializers/sidekiq.rb:\nSidekiq.configure_server {{ |c| c.redis = {{ url: 'redis://redis-01.internal:6379/2', password: '{p}' }} }}",
      "", [p])


@hand
def _():
    k = 'AIza' + rs(B64U, 35)
    S('en', 'code: Swift constant API key',
      "iOS build's Places autocomplete stopped working in TestFlight builds.",
      f"Constants.swift had the debug key; release key is\nstatic let placesAPIKey = \"{k}\"\nRestricted to the iOS bundle id in the console.",
      "", [k])


@hand
def _():
    t = jwt({'sub': 'svc-inventory', 'scope': 'inventory.read inventory.write', 'iat': ts(), 'exp': ts() + 3600}, alg='HS512', sig=64)
    S('en', 'shell: grpcurl -H authorization',
      "gRPC inventory service returned Unauthenticated from my machine.",
      f"grpcurl -H 'authorization: Bearer {t}' -d '{{\"sku\":\"A-1002\"}}' inventory.internal:443 inventory.v1.Inventory/GetStock",
      "", [t])


@hand
def _():
    k = 'PMAK-' + hx(24) + '-' + hx(34)
    p = pw_strong(exclude='"\\')
    S('en', 'json: Postman collection auth block',
      "Exported Postman collection for the partner had our credentials baked into the collection auth.",
      f"\"auth\": {{ \"type\": \"basic\", \"basic\": [ {{ \"key\": \"password\", \"value\": \"{p}\" }}, {{ \"key\": \"username\", \"value\": \"partner-test\" }} ] }}\nAlso the collection was synced with my API key {k}.",
      "", [p, k])


@hand
def _():
    k = rs(AN, 40)
    S('en', 'raw HTTP: X-API-Key header',
      "Load balancer health checks against the internal API were returning 401 after auth was enforced everywhere.",
      f"GET /healthz HTTP/1.1\nHost: api.internal\nX-API-Key: {k}\nAdded this header to the target group health check config instead of exempting the path.",
      "Is exempting /healthz the preferred pattern?", [k])


@hand
def _():
    p = pw_human()
    S('en', 'prose: password guessed in question form',
      "Wiki page for the conference-room display says 'ask IT' for the admin login.",
      "IT is out this week.",
      f"Is the display admin password still {p}, same as the lobby screen?", [p])


@hand
def _():
    p = pw_strong(n=12, alpha=AN)
    S('en', 'prose: device admin credentials',
      f"The new label printer on floor 3 wasn't on the network; web admin is admin / {p} (printed on the sticker under the device).",
      "Set static IP 10.3.0.45 and reserved it in DHCP.",
      "", [p])


@hand
def _():
    pn, pk = pin(8), pin(8)
    S('en', 'numeric PIN/PUK (YubiKey PIV)',
      "Code-signing token (YubiKey PIV) locked after three wrong PIN attempts during the release.",
      f"Reset the PIN with the PUK. New PIN {pn}, PUK {pk}. Certificate in slot 9c unaffected.",
      "", [pn, pk])


@hand
def _():
    tok = aws_session_token(R.randint(700, 860))
    S('en', 'shell: exported AWS session token (very long)',
      "Needed temporary prod read access for an incident; SSO was down so the admin issued STS creds.",
      f"export AWS_SESSION_TOKEN={tok}",
      "", [tok])
    n = NOTES[-1]
    a, s = 'ASIA' + rs(B32, 16), rs(B64C, 40)
    n['fields']['missing_context'] += f"\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}"
    n['secrets'] = [a, s, tok]


@hand
def _():
    tok = jwt({'aud': 'https://management.azure.com/', 'iss': f'https://sts.windows.net/{uuid4()}/', 'iat': ts(), 'nbf': ts(),
               'exp': ts() + 3600, 'appid': uuid4(), 'oid': uuid4(), 'tid': uuid4(), 'uti': b64u(16), 'ver': '1.0'},
              alg='RS256', sig=256, kid=b64u(20))
    S('en', 'HTTP: Azure management bearer token (long JWT)',
      "Needed to call the ARM API for a resource the CLI doesn't expose yet.",
      f"Authorization: Bearer {tok}",
      "", [tok])


# --- prose, Korean
@hand
def _():
    p = pw_any()
    S('ko', 'prose ko: 비번은 X',
      "사내 젠킨스 admin 계정 정보가 위키에 없음.",
      f"비번은 {p} 임. 아이디 admin. 플러그인 업데이트만 하고 나옴",
      "젠킨스 SSO 연동 계획 있는지?", [p])


@hand
def _():
    p = pw_any()
    S('ko', 'prose ko: 비밀번호: X',
      "스테이징 관리자 페이지 테스트 계정 잠김.",
      f"잠금 해제하고 재설정함\n아이디: qa_admin\n비밀번호: {p}\n30일 후 변경 요구 뜸",
      "", [p])


@hand
def _():
    o, n = pw_human(), pw_strong(n=14, exclude=' ')
    S('ko', 'prose ko: 패스워드 변경 (old → new)',
      "DB 계정 정기 변경 이후 배치 3개가 실패.",
      f"report 계정 패스워드 {o} 에서 {n} 로 변경됐음. 배치 설정 파일 전부 수정함",
      "다음 변경 때 영향 받는 배치 목록 미리 공유받을 수 있는지?", [o, n])


@hand
def _():
    p = pw_strong(n=16)
    S('ko', 'prose ko: 암호 X 입니다 (formal)',
      "고객사 VPN 접속 정보 요청받아서 전달 내용 정리.",
      f"접속 서버 vpn.customer.co.kr, 계정 hanbit_ext, 암호 {p} 입니다. 최초 접속 시 OTP 등록 필요합니다.",
      "", [p])


@hand
def _():
    p = pw_hangul()
    S('ko', 'Hangul password',
      "사장님 노트북 윈도우 로그인 비번이 한글이라 원격지원 때 입력이 안 됨 (원격툴이 한글 입력 미지원).",
      f"로그인 암호: {p}\n원격에서는 화면 키보드로 한글 전환해서 입력함",
      "윈도우 비번 영문으로 바꾸시라고 말씀드릴지?", [p])


@hand
def _():
    w = ''.join(R.sample(KWORDS, 2))
    p = kor2qwerty(w) + str(R.randint(10, 99)) + pick(['!', '@', '#'])
    S('ko', 'Korean typed on English keyboard',
      "회계팀 공용 PC 관리자 비번 잘못 입력해서 잠김. 알고 보니 한/영 안 바꾸고 친 게 원래 비번이었음.",
      f"실제 비번: {p}\n(한글 상태로 치면 안 되고 영문 상태로 그대로 입력)",
      "공용 PC 관리자 비번 관리 누가 함?", [p])


@hand
def _():
    p = ' '.join(R.sample(KWORDS, 3)) + ' ' + str(R.randint(10, 99))
    S('ko', 'passphrase ko with spaces',
      "백업 디스크 암호화 패스프레이즈를 아무도 기억 못 해서 복원 리허설 중단됨.",
      f"금고에 있던 메모 확인. 패스프레이즈는 \"{p}\" (띄어쓰기 포함)",
      "", [p])


@hand
def _():
    p = pin(8)
    S('ko', 'numeric PIN ko (보안토큰 PIN)',
      "세금계산서 발행용 보안토큰 PIN 모르는 상태에서 담당자 휴가.",
      f"보안토큰 PIN: {p}\n5회 틀리면 잠기니 주의",
      "", [p])


@hand
def _():
    t = 'ghp_' + an(36)
    S('ko', 'prose ko: 토큰 X 로 교체',
      "깃허브 액션에서 다른 저장소 checkout 할 때 403. 기존 PAT 만료됨.",
      f"새 토큰 {t} 로 교체함 (만료 90일, repo 권한만)\n시크릿 이름은 CROSS_REPO_TOKEN",
      "PAT 대신 GitHub App 토큰으로 바꾸는 게 나은지?", [t])


@hand
def _():
    k = quote(b64(66), safe='')
    S('ko', 'prose ko: 인증키는 X (공공데이터포털)',
      "공공데이터포털 API 호출이 SERVICE_KEY_IS_NOT_REGISTERED_ERROR. 인코딩 키를 또 인코딩해서 보낸 것.",
      f"인증키는 {k} (Encoding 키). requests params에 넣을 땐 Decoding 키를 써야 이중 인코딩 안 됨",
      "", [k])


@hand
def _():
    s = hx(32)
    S('ko', 'prose ko: 시크릿 X',
      "카카오 로그인 콜백에서 KOE010 (잘못된 client_secret).",
      f"콘솔에서 Client Secret 활성화돼 있었음. 시크릿 {s} 을 토큰 요청에 같이 보내야 함",
      "", [s])


@hand
def _():
    k = an(40)
    S('ko', 'prose ko: 키: X (plain)',
      "업비트 주문 API가 no_authorization_ip 에러. 키 발급 때 등록한 IP가 예전 사무실 것.",
      f"새로 발급받은 키\n액세스 키: {rs(AN, 40)}\n시크릿 키: {k}\n허용 IP에 사무실 고정 IP 등록함",
      "", [k])
    n = NOTES[-1]
    n['secrets'].insert(0, re.search(r'액세스 키: (\S+)', n['fields']['lesson']).group(1))


@hand
def _():
    p = pw_any()
    S('ko', 'secret inside ask_next_time (ko)',
      "NAS 관리자 페이지 접속하려는데 계정 정보 공유가 안 돼 있음.",
      "예전 인수인계 문서에서 찾은 값으로 로그인 성공.",
      f"NAS admin 비번 아직 {p} 그대로 써도 되는지, 바꿔야 하는지?", [p])


@hand
def _():
    p = pw_strong(n=14)
    S('ko', 'label ends one field, value starts the next (ko)',
      "운영 DB 마스터 계정은 DBA만 알고 있어서 장애 대응 때 막힘. DBA한테 받은 비번:",
      f"{p}\n(계정 dbadmin, 장애 대응 후 바로 변경 요청함)",
      "장애 시 break-glass 계정 절차 문서화할지?", [p])


@hand
def _():
    k = 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
    a, b = k[:80], k[80:]
    S('ko', 'key split in two halves across sentences',
      "메신저 글자 수 제한 때문에 OpenAI 키를 두 번에 나눠서 받음.",
      f"앞부분은 {a} 이고, 뒷부분은 {b} 임. 붙여서 OPENAI_API_KEY에 넣으면 됨",
      "", [a, b])


@hand
def _():
    t = 'xoxb-' + digits(12) + '-' + digits(13) + '-' + an(24)
    S('ko', 'unlabelled token obvious from context (ko)',
      "슬랙 봇이 채널에 메시지 못 보냄 (not_in_channel).",
      f"봇 초대하고 나서 {t} 로 chat.postMessage 다시 호출하니 성공",
      "", [t])


@hand
def _():
    p = pw_strong(n=14)
    pp = pick(PEOPLE_KO)
    S('ko', 'chat paste ko: pw는',
      "스테이징 RabbitMQ 관리 콘솔 접속 정보 필요했음.",
      f"[오후 2:41] {pp}: 관리 콘솔 id admin pw는 {p} 에요\n[오후 2:41] {pp}: 보고 나서 메시지 지워주세요",
      "", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('ko', 'traceback with locals showing password',
      f"결제 배치가 새벽에 죽음. 센트리 이벤트에 로컬 변수까지 찍혀 있었음:\nTraceback (most recent call last):\n  File \"batch/settle.py\", line 88, in connect\n    conn = pymysql.connect(**cfg)\n    cfg = {{'host': '10.0.5.20', 'user': 'settle', 'password': '{p}', 'db': 'settle'}}\npymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on '10.0.5.20' (timed out)\")",
      "원인은 DB 방화벽 변경. 근데 센트리에 비번이 그대로 남은 게 더 문제라 이벤트 삭제 요청함",
      "센트리 로컬 변수 수집(include_local_variables) 끄는 게 맞는지?", [p])


@hand
def _():
    t = 'glpat-' + rs(B64U, 20)
    S('ko', 'CI log: printenv unmasked',
      f"CI 디버그하려고 printenv 넣었더니:\n$ printenv | sort\nCI_COMMIT_REF_NAME=main\nCI_JOB_ID=88213\nDEPLOY_TOKEN={t}\nHOME=/root",
      "protected/masked 아닌 변수라 로그에 그대로 남음 → 해당 잡 로그 삭제 요청하고 토큰 재발급",
      "변수 masked 옵션 전부 켜져 있는지 점검할지?", [t])


@hand
def _():
    p = pw_strong(n=20, alpha=AN)
    S('ko', 'docker inspect Env output',
      f"컨테이너에 어떤 DB 비번이 들어갔는지 확인:\ndocker inspect api-1 --format '{{{{json .Config.Env}}}}'\n[\"NODE_ENV=production\",\"DB_HOST=10.0.5.21\",\"DB_PASSWORD={p}\",\"TZ=Asia/Seoul\"]",
      "이미지 빌드할 때 ENV로 박혀 있었음. 런타임 주입으로 바꿔야 함",
      "", [p])


@hand
def _():
    u = rs(LO, 14)
    p = hx(64)
    S('ko', 'heroku config output DATABASE_URL',
      f"헤로쿠 DB 자격증명이 자동 교체돼서 외부 BI 툴 연결이 끊김.\n$ heroku config:get DATABASE_URL -a hanbit-api\npostgres://{u}:{p}@ec2-3-34-10-10.ap-northeast-2.compute.amazonaws.com:5432/d{rs(LO + DG, 13)}",
      "BI 툴에 새 값 반영함. 헤로쿠는 유지보수 때 비번이 바뀔 수 있음",
      "BI 툴은 credential 교체에 안 깨지게 follower 전용 계정 쓸 수 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('ko', 'code: Java DriverManager.getConnection',
      "레거시 자바 배치가 새 DB로 못 붙음. 설정 파일이 아니라 코드에 하드코딩돼 있었음.",
      f"Connection conn = DriverManager.getConnection(\n    \"jdbc:oracle:thin:@ora-prod.hanbit.local:1521/ORCLPDB1\", \"BATCH\", \"{p}\");\n이 부분 수정해서 재배포",
      "이 배치 설정 외부화 작업 티켓 있는지?", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('ko', 'code: Node mysql2 createConnection',
      "노드 스크립트로 데이터 보정하려는데 DB 접속 정보 몰라서 헤맴.",
      f"const conn = await mysql.createConnection({{ host: 'maria.dev.lan', user: 'fix', password: '{p}', database: 'shop' }});",
      "", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\")
    S('ko', 'code: Rust reqwest basic_auth',
      "러스트 수집기가 사내 API에서 401.",
      f"client.get(url).basic_auth(\"collector\", Some(\"{p}\")).send().await?\nSome() 으로 감싸야 함",
      "", [p])


@hand
def _():
    p = pw_strong(exclude="'\"\\$` :")
    S('ko', 'shell: HTTPie -a user:pass',
      "사내 위키 API로 페이지 일괄 수정하려고 테스트.",
      f"http -a wiki-bot:{p} PUT https://wiki.hanbit.local/rest/api/content/88123 < page.json",
      "", [p])


@hand
def _():
    t = jwt({'uid': digits(8), 'role': 'agent', 'iat': ts(), 'exp': ts() + 7200})
    S('ko', 'shell: wscat -H Authorization',
      "상담 웹소켓 서버가 연결 직후 끊김. 인증 헤더 문제인지 확인.",
      f"wscat -c wss://ws.hanbit.kr/cs -H \"Authorization: Bearer {t}\"\n연결 유지됨 → 프론트에서 헤더 안 붙이는 게 원인",
      "", [t])


@hand
def _():
    p = pw_human()
    S('ko', 'prose ko: 회의실 와이파이',
      "외부 손님용으로 회의실 와이파이 정보 물어봄.",
      f"SSID HANBIT-Guest / 비번 {p}\n내부망이랑 분리돼 있음",
      f"게스트 와이파이 비번 {p} 주기적으로 바꾸는지?", [p])


@hand
def _():
    p = pw_strong(n=12, alpha=AN + '!@#')
    S('ko', 'prose ko: 공유기 관리자 비번',
      "지점 공유기 포트포워딩 설정 변경 필요했음.",
      f"관리 페이지 192.168.0.1, 관리자 비번 {p}. 8080 → 내부 10.1.0.20 으로 포워딩 추가함",
      "", [p])


@hand
def _():
    rows = [(u, pw_strong(n=R.randint(12, 16), exclude='| ')) for u in ['app_rw', 'app_ro', 'batch']]
    table = '| 계정 | 비밀번호 | 용도 |\n|---|---|---|\n' + '\n'.join(f'| {u} | {p} | {d} |' for (u, p), d in zip(rows, ['API 서버', '조회/BI', '야간 배치']))
    S('ko', 'markdown table of DB accounts',
      "신규 입사자 온보딩 문서에 DB 계정 정보가 없어서 정리함 (개인 노트).",
      "스테이징 DB 계정\n" + table,
      "이 표 위키에 올려도 되는지?", [p for _, p in rows])


@hand
def _():
    p = pw_human()
    S('ko', 'prose ko: 공동인증서 비밀번호',
      "법인 공동인증서로 홈택스 자동 조회 스크립트 돌리는데 인증서 비밀번호가 필요했음.",
      f"인증서 위치 C:\\NPKI\\... 법인 인증서 비밀번호는 {p}\n재무팀 승인 받고 사용",
      "", [p])


@hand
def _():
    p = pw_strong(n=14)
    S('ko', 'prose ko: IAM 사용자 초기 비밀번호',
      "신규 입사자 AWS 콘솔 계정 만들어줌.",
      f"콘솔 로그인 링크 https://123456789012.signin.aws.amazon.com/console\n사용자 이름 kim.dev / 초기 비밀번호 {p}\n첫 로그인 시 변경 강제됨",
      "", [p])


@hand
def _():
    p = pw_kortyped()
    S('ko', 'prose ko: 비번 (particle-less, colon-less)',
      "개발서버 톰캣 매니저 접속 필요.",
      f"manager 계정 비번 {p} 로 접속됨. 배포는 war 업로드로",
      "", [p])


@hand
def _():
    t = 'dckr_pat_' + rs(B64U, 27)
    S('ko', 'prose ko: 토큰을 (object particle)',
      "도커허브 pull 제한(toomanyrequests) 걸려서 CI가 실패.",
      f"팀 계정 토큰을 {t} 로 새로 발급해서 CI에 로그인 단계 추가함",
      "", [t])


@hand
def _():
    p = pw_strong(n=16)
    S('ko', 'prose ko: 패스워드는 ... 입니다 + ask 재언급',
      "외주 개발사에 스테이징 서버 SSH 접속 정보 전달 요청 받음.",
      f"ssh hanbit-ext@stg-bastion.hanbit.kr 패스워드는 {p} 입니다. 작업 끝나면 계정 잠급니다.",
      f"외주 작업 끝나면 {p} 계정 잠금 누가 하는지?", [p])



@hand
def _():
    p = pw_hangul()
    S('ko', 'Hangul password: 엑셀 파일 열기 암호',
      "급여 엑셀 파일 열어야 하는데 인사팀 담당자 부재.",
      f"파일 열기 암호는 {p} 이고 매달 같은 걸 씀. 읽기 전용으로만 열 것",
      "급여 파일 암호 매달 바꾸는 게 맞지 않나?", [p])


@hand
def _():
    k = an(40)
    S('ko', 'prose ko: 인증키: X (Naver Cloud Maps)',
      "지도 API가 401 (Authentication Failed). 헤더 이름을 잘못 씀.",
      f"헤더 X-NCP-APIGW-API-KEY-ID 에는 클라이언트 ID, X-NCP-APIGW-API-KEY 에는 인증키를 넣어야 함\n인증키: {k}",
      "", [k])


@hand
def _():
    p = pw_strong(n=12, alpha=AN + '!@#')
    S('ko', 'prose ko: 비밀번호를 X 로 초기화 (particle)',
      "협력사 담당자가 관리자 페이지 로그인 안 된다고 연락옴 (5회 실패 잠금).",
      f"잠금 풀고 비밀번호를 {p} 로 초기화해서 전화로 안내함. 첫 로그인 때 바꾸라고 말씀드림",
      "", [p])


@hand
def _():
    k = 'live_sk_' + an(28)
    S('ko', 'prose ko: 시크릿키는 X',
      "토스페이먼츠 결제 승인 API가 UNAUTHORIZED_KEY. 클라이언트 키를 서버에 넣고 있었음.",
      f"서버에는 시크릿 키를 써야 함. 라이브 시크릿키는 {k} 이고 Basic 인증으로 '키:' 형태를 base64 해서 보냄",
      "테스트 키랑 라이브 키 환경변수 이름 분리할지?", [k])


@hand
def _():
    k = hx(32)
    S('ko', 'prose ko: API 키가 X 였음 (subject particle)',
      "어드민 통계가 안 나와서 봤더니 GA 대체로 쓰는 분석 도구 호출이 실패 중.",
      f"설정 파일에 있던 API 키가 {k} 였는데 이게 삭제된 프로젝트 키였음. 새 프로젝트 키로 교체 예정",
      "", [k])


@hand
def _():
    p = pw_strong(n=14)
    S('ko', 'mixed ko/en terse: pw 바꿈 → X',
      "stg redis pw rotate 후 워커 다운.",
      f"pw 바꿈 → {p}\nhelm values 반영 + rollout restart 완료",
      "", [p])



@hand
def _():
    p = pw_hangul()
    S('ko', 'Hangul password: mysql charset login failure',
      "DB 계정 비번에 한글을 넣었더니 윈도우 서버에서만 Access denied. 클라이언트 기본 charset이 cp949라 바이트가 달라짐.",
      f"mysql --default-character-set=utf8mb4 -h 10.0.5.20 -u erp -p'{p}' erp\n이렇게 하니 됨. 그냥 영문 비번으로 바꾸는 게 맞을 듯",
      "", [p])


@hand
def _():
    p = pw_hangul()
    S('ko', 'Hangul password: 공유폴더 암호 (ask)',
      "디자인팀 공유폴더(NAS) 접근 권한 요청.",
      "팀장님 승인 받고 계정 받음. 맥에서는 smb://nas01/design 으로 연결",
      f"공유폴더 암호 '{p}' 맞는지, 한글이라 맥 키체인에 저장이 안 되는데 방법 있는지?", [p])


# ----------------------------------------------------------------- clean templates (risky-looking, no credential)
CLEAN = []


def clean(fn):
    CLEAN.append(fn)
    return fn


def C(lang, cat, mc, le='', ask=''):
    add(lang, 'clean', cat, mc, le, ask, [])


def cert_lines(n=6):
    der = bytes.fromhex('308203') + rb(2) + bytes.fromhex('308202') + rb(R.randint(600, 700))
    return pem_lines(der)[:n]


def ec_pub_lines():
    return pem_lines(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rb(64))


def gpg_fp():
    h = HXU(40)
    return ' '.join(h[i:i + 4] for i in range(0, 40, 4))


def age_pub():
    return 'age1' + rs(BECH.lower(), 58)


@clean
def _():
    C('en', 'clean: ${VAR} references in compose',
      "Compose service couldn't reach Postgres; I assumed the password was missing.",
      "It wasn't; compose interpolates from .env at the repo root:\n    environment:\n      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app\n      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY:?set it in .env}\nThe real problem was the db service healthcheck.",
      "Should `docker compose config` be part of the README troubleshooting steps?")


@clean
def _():
    C('ko', 'clean: {{ secrets.X }} in GitHub Actions',
      "배포 워크플로에서 npm publish가 ENEEDAUTH. 토큰이 안 넘어간 줄 알았음.",
      "워크플로는 정상:\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\nsetup-node에 registry-url을 안 줘서 .npmrc가 생성 안 된 게 원인",
      "setup-node registry-url 필수인지 템플릿에 주석 달지?")


@clean
def _():
    C('en', 'clean: %(var)s interpolation in ini',
      "alembic.ini connection string looked hardcoded to me at first.",
      "It's interpolated from env by env.py:\nsqlalchemy.url = postgresql+psycopg://%(DB_USER)s:%(DB_PASSWORD)s@%(DB_HOST)s/%(DB_NAME)s\nconfig.set_section_option('alembic', 'DB_PASSWORD', os.environ['DB_PASSWORD'])\nMissing env var gives a KeyError, not an auth error.",
      "")


@clean
def _():
    C('en', 'clean: os.environ lookups',
      "Reviewer flagged `api_key=` in the diff as a hardcoded secret.",
      "False alarm, it reads env at call time:\nclient = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nanthropic_client = Anthropic(api_key=os.getenv(\"ANTHROPIC_API_KEY\"))\nIf unset, the SDK raises before any request.",
      "Is there a pre-commit hook that understands env lookups?")


@clean
def _():
    C('ko', 'clean: process.env references',
      "스트라이프 웹훅 핸들러에서 서명 검증 실패. 시크릿 값 자체가 틀린 줄 알았음.",
      "코드는 process.env.STRIPE_WEBHOOK_SECRET 읽는 구조고 값도 맞았음.\nconst event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET);\n원인은 express.json()이 body를 파싱해버린 것 → raw body 필요",
      "웹훅 라우트만 express.raw() 쓰도록 예외 처리하면 되는지?")


@clean
def _():
    C('en', 'clean: k8s secretKeyRef',
      "Pod env showed DB_PASSWORD as empty in `kubectl describe`.",
      "describe never shows secret values; it shows the reference:\n  DB_PASSWORD:  <set to the key 'password' in secret 'billing-db'>  Optional: false\nand the manifest uses\n  valueFrom:\n    secretKeyRef:\n      name: billing-db\n      key: password\nApp failed for another reason (wrong DB_HOST).",
      "")


@clean
def _():
    C('ko', 'clean: Vault path reference',
      "배포 스크립트에 비밀번호가 하드코딩된 줄 알고 리뷰에서 막힘.",
      "실제로는 볼트 경로만 있음:\nDB_PASSWORD=$(vault kv get -field=password secret/billing/db)\nvault 로그인은 OIDC로 하고 토큰은 ~/.vault-token에 캐시됨",
      "CI에서도 OIDC JWT 인증으로 통일됐는지?")


@clean
def _():
    C('en', 'clean: aws ssm get-parameter command',
      "Needed the Slack webhook for the new alert Lambda; asked where it lives.",
      "It's in SSM, read at cold start:\naws ssm get-parameter --name /alerts/slack/webhook_url --with-decryption --query Parameter.Value --output text\nIAM policy needs ssm:GetParameter and kms:Decrypt on alias/alerts.",
      "")


@clean
def _():
    C('ko', 'clean: 1Password op:// reference',
      "로컬 .env 만들 때마다 1Password 열어서 복붙하는 게 번거로웠음.",
      ".env.tpl 에 참조만 적고 op inject 사용\nDATABASE_URL=op://Dev/billing-db/connection_url\nOPENAI_API_KEY=op://Dev/openai/credential\n$ op inject -i .env.tpl -o .env\n.env 는 gitignore 돼 있음",
      "op inject 결과물 자동 삭제(direnv unload) 설정할지?")


@clean
def _():
    C('en', 'clean: .env.example placeholders',
      "New hire asked which env vars are required.",
      ".env.example is the source of truth:\nOPENAI_API_KEY=YOUR_API_KEY\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSENTRY_DSN=\nValues are placeholders; real ones come from the vault.",
      "Should the app refuse to start if a value still equals the placeholder?")


@clean
def _():
    C('ko', 'clean: <password> placeholder in docs command',
      "신규 입사자 문서에 DB 접속 예시가 헷갈린다는 피드백.",
      "문서 예시를 이렇게 바꿈\nmysql -h <호스트> -u <사용자명> -p\n(-p 뒤에 비밀번호 붙이지 말고 프롬프트에서 입력)\npsql \"postgresql://<user>:<password>@<host>:5432/<db>\"",
      "")


@clean
def _():
    C('en', 'clean: xxxxx masked values',
      "Vendor support asked for our config to debug the SSO issue.",
      "Sent it with the secret parts masked:\nclient_id: acme-portal\nclient_secret: xxxxxxxxxxxxxxxxxxxxxxxx\nissuer: https://login.acme.io/realms/main\nredirect_uri: https://portal.acme.io/oauth/callback",
      "")


@clean
def _():
    C('en', 'clean: AKIAXXXX placeholder in docs',
      "Terraform provider docs snippet in our README looked like a leaked key to the scanner.",
      "It's the placeholder form:\nprovider \"aws\" {\n  access_key = \"AKIAXXXXXXXXXXXXXXXX\"  # placeholder, use a profile instead\n  secret_key = \"<secret>\"\n}\nWe recommend AWS_PROFILE anyway.",
      "Can we remove the inline example altogether?")


@clean
def _():
    C('ko', 'clean: changeme placeholder explicitly marked',
      "helm 기본 values에 비밀번호가 들어가 있는 것처럼 보여서 확인.",
      "values.yaml\nauth:\n  password: \"changeme\"   # placeholder. 실제 값은 existingSecret 으로 주입\n  existingSecret: pg-auth\nexistingSecret 지정하면 password 필드는 무시됨",
      "")


@clean
def _():
    C('en', 'clean: masked key with last 4 visible',
      "Billing alert: OpenAI usage spiked overnight.",
      f"Usage page attributes it to the key ending ...{an(4)} (named 'batch-embeddings'). The cron ran twice due to a duplicate schedule. Key itself wasn't leaked.",
      "Should each batch job get its own project key for attribution?")


@clean
def _():
    C('ko', 'clean: ******** masked in log',
      "배포 로그에 비밀번호가 찍히는지 보안팀 문의.",
      "확인 결과 마스킹됨:\n[deploy] DB_HOST=10.0.5.21\n[deploy] DB_PASSWORD=********\n[deploy] REDIS_URL=redis://:****@10.0.5.30:6379/0\n로거에 마스킹 필터 적용돼 있음",
      "")


@clean
def _():
    shas = [sha1() for _ in range(4)]
    C('en', 'clean: commit SHAs in git log',
      "Needed to find which commit broke the CSV export.",
      "git bisect result:\n" + '\n'.join(f'{s[:7]} ' + m for s, m in zip(shas, ['fix: handle empty rows', 'feat: add locale to export', 'chore: bump pandas', 'refactor: export writer'])) + f"\nFirst bad commit: {shas[1]}",
      "")


@clean
def _():
    C('ko', 'clean: docker image digest sha256',
      "운영이랑 스테이징 이미지가 같은 태그인데 동작이 달라서 확인.",
      f"태그는 같은데 digest가 다름\nstg:  acme/api@sha256:{sha256()}\nprod: acme/api@sha256:{sha256()}\n태그 덮어쓰기 금지하고 digest로 배포하기로",
      "")


@clean
def _():
    C('en', 'clean: npm integrity sha512',
      "npm ci failed with EINTEGRITY on the CI runner.",
      f"package-lock entry:\n\"resolved\": \"https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz\",\n\"integrity\": \"sha512-{b64(64)}\"\nThe CI cache had a corrupted tarball; cleared the cache.",
      "")


@clean
def _():
    C('ko', 'clean: pip --hash requirements',
      "pip install --require-hashes 에서 해시 불일치 에러.",
      f"requirements.txt\nrequests==2.32.3 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}\n휠이 플랫폼별로 달라서 해시가 두 개 필요했음 (pip-compile --generate-hashes로 재생성)",
      "")


@clean
def _():
    C('en', 'clean: go.sum h1 hashes',
      "go mod verify failed after someone edited go.sum by hand.",
      f"Correct lines (from `go mod download`):\ngithub.com/google/uuid v1.6.0 h1:{b64(32)}\ngithub.com/google/uuid v1.6.0/go.mod h1:{b64(32)}\nDon't edit go.sum manually; run go mod tidy.",
      "")


@clean
def _():
    C('ko', 'clean: request/trace UUIDs',
      "고객 결제 실패 문의. 게이트웨이 로그랑 매칭 필요.",
      f"요청 ID {uuid4()} / 트레이스 ID {hx(32)}\n게이트웨이 응답 코드 CARD_DECLINED (카드사 거절)라 우리 쪽 이슈 아님",
      "")


@clean
def _():
    C('en', 'clean: k8s uid and event ids',
      "Pod kept getting evicted and I couldn't tell which ReplicaSet owned it.",
      f"ownerReferences:\n- apiVersion: apps/v1\n  kind: ReplicaSet\n  name: api-7d9f8c6b5d\n  uid: {uuid4()}\nEvicted for ephemeral-storage; raised the limit.",
      "")


@clean
def _():
    pub = ssh_pub_ed25519('jin@laptop')
    C('en', 'clean: ssh public key and fingerprint',
      "Server rejected my key after I regenerated it.",
      f"Added the new PUBLIC key to authorized_keys:\n{pub}\nFingerprint {ssh_fp()} — matches ssh-keygen -lf ~/.ssh/id_ed25519.pub",
      "")


@clean
def _():
    C('ko', 'clean: known_hosts host key changed',
      "ssh 접속 시 REMOTE HOST IDENTIFICATION HAS CHANGED 경고. 서버 재설치 때문.",
      f"새 호스트 키 지문 서버 담당자에게 확인 후 갱신\nED25519 key fingerprint is {ssh_fp()}.\nssh-keygen -R stg-bastion.hanbit.kr 로 예전 항목 삭제",
      "")


@clean
def _():
    C('en', 'clean: GPG key fingerprint',
      "Release verification step failed: 'Can't check signature: No public key'.",
      f"Import the release PUBLIC key and verify fingerprint:\ngpg --recv-keys {HXU(16)}\nPrimary key fingerprint: {gpg_fp()}\nThen gpg --verify acme-cli-2.4.0.tar.gz.asc",
      "")


@clean
def _():
    C('ko', 'clean: age public recipient',
      "sops로 새 파일 암호화할 때 누구 키로 해야 하는지 몰랐음.",
      f".sops.yaml 의 수신자(공개키)\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: {age_pub()},{age_pub()}\n공개키라 레포에 있어도 됨",
      "")


@clean
def _():
    C('en', 'clean: WireGuard public key only',
      "Asked to add my laptop as a peer on the VPN server.",
      f"Sent only my PUBLIC key to ops:\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.21/32\nThe private key never leaves the laptop.",
      "")


@clean
def _():
    lines = cert_lines(5)
    C('ko', 'clean: PEM certificate (public)',
      "사내 CA 인증서 신뢰 안 돼서 curl이 SSL certificate problem.",
      "사내 루트 CA 인증서(공개)를 /usr/local/share/ca-certificates/hanbit-root.crt 로 추가 후 update-ca-certificates\n-----BEGIN CERTIFICATE-----\n" + '\n'.join(lines) + "\n...\n-----END CERTIFICATE-----",
      "")


@clean
def _():
    lines = ec_pub_lines()
    C('en', 'clean: PEM public key for JWT verification',
      "The gateway rejected tokens after the auth service rotated its signing key.",
      "Gateway needed the new PUBLIC key for ES256 verification:\n-----BEGIN PUBLIC KEY-----\n" + '\n'.join(lines) + "\n-----END PUBLIC KEY-----\nBetter: point it at the JWKS URL so rotation is automatic.",
      "")


@clean
def _():
    C('ko', 'clean: JWKS public modulus',
      "JWT 검증 라이브러리가 kid를 못 찾음.",
      f"JWKS 응답 (공개키)\n{{\"keys\":[{{\"kty\":\"RSA\",\"kid\":\"{hx(16)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"{b64u(256)}\",\"e\":\"AQAB\"}}]}}\n캐시 TTL 24시간이라 로테이션 직후 실패한 것",
      "")


@clean
def _():
    C('en', 'clean: mysql -p flag explained',
      "Agent wrote `mysql -u root -p mydb` and I thought mydb was being used as the password.",
      "No: with a space after -p, mysql prompts for the password and 'mydb' is the database name. Only `-pSOMETHING` (no space) passes a password inline, which we avoid.",
      "")


@clean
def _():
    C('ko', 'clean: --password-stdin explained',
      "CI 로그에 docker login 경고(Using --password via the CLI is insecure) 뜸.",
      "--password-stdin 으로 바꿈\necho \"$REGISTRY_TOKEN\" | docker login registry.hanbit.local -u ci --password-stdin\n값은 CI 변수에서 읽고 로그에는 안 찍힘",
      "")


@clean
def _():
    C('en', 'clean: password policy text',
      "Signup form rejected passwords that looked strong to QA.",
      "Policy (from auth-service config): min 12 chars, at least one of each: upper, lower, digit, symbol from !@#$%^&*; no more than 3 repeated characters; not in the breached-password list; cannot contain the email local part.",
      "Should the UI show the policy before the user types?")


@clean
def _():
    C('ko', 'clean: 비밀번호 정책 문구',
      "비밀번호 변경 화면에서 정책 안내 문구 수정 요청.",
      "최종 문구: 비밀번호는 영문 대/소문자, 숫자, 특수문자(!@#$%^&*) 중 3종류 이상 조합 10자 이상이어야 하며, 직전 3개 비밀번호는 사용할 수 없습니다. 90일마다 변경이 필요합니다.",
      "")


@clean
def _():
    C('en', 'clean: psql auth failure message',
      "Migration job failed right after the DB rotation.",
      "Error:\npsql: error: connection to server at \"pg-stg.acme.io\" (10.0.3.12), port 5432 failed: FATAL:  password authentication failed for user \"migrator\"\nThe job's secret hadn't synced yet; re-ran after ExternalSecret refresh.",
      "Can the job wait for the secret version to change before running?")


@clean
def _():
    C('ko', 'clean: OpenAI 401 masked key error',
      "임베딩 배치가 전부 401로 실패.",
      f"에러 메시지\nopenai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: sk-proj-********************{an(4)}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}}}\n폐기된 키가 캐시에 남아 있었음",
      "")


@clean
def _():
    C('en', 'clean: GitHub password auth not supported',
      "git push over HTTPS failed on a fresh VM.",
      "remote: Support for password authentication was removed on August 13, 2021.\nremote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.\nfatal: Authentication failed for 'https://github.com/acme/infra.git/'\nSwitched the remote to SSH.",
      "")


@clean
def _():
    C('ko', 'clean: AWS SignatureDoesNotMatch',
      "S3 업로드가 SignatureDoesNotMatch 로 실패.",
      f"<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><RequestId>{HXU(16)}</RequestId><HostId>{b64(56)}</HostId></Error>\n원인은 서버 시계가 15분 틀어진 것 (chrony 재시작)",
      "")


@clean
def _():
    C('en', 'clean: AccessDenied with ARN',
      "Lambda couldn't read the config bucket.",
      f"AccessDenied: User: arn:aws:sts::{digits(12)}:assumed-role/config-reader-role/{uuid4()} is not authorized to perform: s3:GetObject on resource: \"arn:aws:s3:::acme-config-prod/app.json\" because no identity-based policy allows the s3:GetObject action\nAdded the action to the role policy.",
      "")


@clean
def _():
    C('ko', 'clean: URLs without credentials',
      "서비스별 접속 주소가 정리가 안 돼 있어서 모음.",
      "DB: postgres://pg-stg.acme.io:5432/app (계정은 볼트)\n캐시: redis://redis-stg.internal:6379/0\nMQ: amqp://rabbit.hanbit.local:5672/notify\n검색: https://es01.hanbit.local:9200\n전부 VPN 안에서만 접근 가능",
      "")


@clean
def _():
    C('en', 'clean: API endpoint list',
      "Integration doc for the partner was missing endpoint URLs.",
      "Base URL https://api.acme.io/v2\nPOST /oauth/token (client credentials grant)\nGET /orders?since=2025-06-01T00:00:00Z&limit=100\nPOST /webhooks/subscriptions\nAuth: Authorization: Bearer <access_token> obtained from /oauth/token; tokens last 1h.",
      "")


@clean
def _():
    C('ko', 'clean: long ARNs',
      "시크릿 매니저 ARN 형식 때문에 IAM 정책 리소스 매칭 실패.",
      f"실제 ARN: arn:aws:secretsmanager:ap-northeast-2:{digits(12)}:secret:prod/billing/db-{an(6)}\n끝에 랜덤 6자리 접미사가 붙어서 정책에 prod/billing/db-* 로 써야 함",
      "")


@clean
def _():
    C('en', 'clean: Lambda request ids and log stream',
      "Couldn't find the failing invocation in CloudWatch.",
      f"Log group /aws/lambda/order-webhook, stream 2025/06/12/[$LATEST]{hx(32)}\nRequestId: {uuid4()} Duration: 3001.12 ms Status: timeout\nTimeout was 3 s; raised to 10 s.",
      "")


@clean
def _():
    C('ko', 'clean: docker container id',
      "컨테이너가 계속 재시작돼서 로그 확인.",
      f"docker ps -a --no-trunc 결과 컨테이너 ID {sha256()}\nExited (137) → OOM. 메모리 제한 512m → 1g 로 올림",
      "")


@clean
def _():
    C('en', 'clean: Sentry event id (32 hex)',
      "User reported an error page with a reference code.",
      f"Reference code on the page is the Sentry event id: {hx(32)}. Looked it up: KeyError 'locale' in checkout. Fixed in #4412.",
      "")


@clean
def _():
    C('ko', 'clean: Stripe object ids',
      "환불 누락 건 추적.",
      f"고객 cus_{an(14)} / 결제 pi_{an(24)} / 이벤트 evt_{an(24)}\n웹훅이 timeout으로 재시도 3회 후 포기됨. 수동으로 refund 처리",
      "")


@clean
def _():
    data = b64_of(json.dumps({'env': 'staging', 'region': 'ap-northeast-2', 'features': ['new-checkout', 'coupon-v2'], 'build': R.randint(1000, 9999)}))
    C('en', 'clean: base64 of non-secret JSON',
      "Frontend reads its runtime config from a base64 env var and I wanted to know what's in it.",
      f"RUNTIME_CONFIG={data}\nDecoded it's just env/region/feature flags/build number, nothing sensitive.",
      "")


@clean
def _():
    data = base64.b64encode(('# generated\nlog_level=info\nworkers=4\nregion=ap-northeast-2\n').encode()).decode()
    C('ko', 'clean: ConfigMap binaryData base64',
      "ConfigMap에 base64 값이 있어서 시크릿인 줄 알았음.",
      f"binaryData:\n  app.conf: {data}\n디코딩해보면 로그 레벨/워커 수 같은 일반 설정. 시크릿 아님",
      "")


@clean
def _():
    C('en', 'clean: decoded JWT claims (no token)',
      "Token from the mobile app was rejected by the new API gateway.",
      f"Decoded claims (jwt.io, token itself not saved): {{\"iss\":\"https://auth.acme.io/\",\"aud\":\"mobile\",\"exp\":{ts()},\"scope\":\"orders:read\"}}\nGateway expected aud=api. Fixed the audience in the auth config.",
      "")


@clean
def _():
    C('ko', 'clean: OAuth public client id + redirect',
      "구글 로그인 redirect_uri_mismatch 에러.",
      f"클라이언트 ID {digits(12)}-{rs(LO + DG, 32)}.apps.googleusercontent.com (공개값)\n콘솔에 https://stg.hanbit.kr/auth/callback/google 등록 안 돼 있었음. 추가 후 정상",
      "")


@clean
def _():
    C('en', 'clean: Twilio Account SID only',
      "SMS delivery report lookup needed the account identifier.",
      f"Account SID AC{hx(32)} (identifier, not the auth token). Message SID SM{hx(32)} shows status 'undelivered', error 30008 (carrier).",
      "")


@clean
def _():
    C('ko', 'clean: AWS account id / region',
      "콘솔 전환할 때 계정 헷갈려서 정리.",
      f"운영 계정 {digits(12)} (ap-northeast-2), 스테이징 {digits(12)}, 로그 아카이브 {digits(12)}\nSSO 권한세트는 AdministratorAccess / ReadOnly 두 개",
      "")


@clean
def _():
    C('en', 'clean: Git LFS oid',
      "LFS pointer file checked in instead of the binary.",
      f"File content was the pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:{sha256()}\nsize {R.randint(100000, 9000000)}\nRan git lfs pull after installing git-lfs.",
      "")


@clean
def _():
    C('ko', 'clean: terraform state lock id',
      "terraform apply 가 state lock 때문에 실패.",
      f"Error acquiring the state lock\nLock Info:\n  ID:        {uuid4()}\n  Path:      hanbit-tfstate/prod/network.tfstate\n  Who:       runner@ci-7\n락 건 CI 잡이 죽어서 force-unlock 함",
      "")


@clean
def _():
    C('en', 'clean: Cloudflare zone id',
      "DNS automation needed the zone identifier.",
      f"Zone ID for acme.io is {hx(32)} (visible on the overview page, not a secret). API token comes from env CLOUDFLARE_API_TOKEN.",
      "")


@clean
def _():
    C('ko', 'clean: password reset flow description',
      "비밀번호 재설정 메일 링크 만료 시간 문의.",
      "재설정 토큰은 서버에서 랜덤 생성, DB에는 해시만 저장, 30분 후 만료, 1회용. 메일 링크 형식은 https://hanbit.kr/reset?token=<토큰> 이고 로그에는 토큰을 남기지 않음",
      "")


@clean
def _():
    C('en', 'clean: rotation procedure text',
      "Nobody knew how to rotate the Stripe key without downtime.",
      "Procedure: 1) create a new restricted key in the dashboard, 2) put it in Secrets Manager as a new version, 3) roll the pods, 4) watch error rate 15 min, 5) expire the old key. Never paste keys into tickets or notes.",
      "")


@clean
def _():
    C('ko', 'clean: Ansible Jinja vault var',
      "플레이북에 DB 비밀번호가 평문으로 있는 줄 알았음.",
      "템플릿은 변수 참조만 함\ndb_password: \"{{ vault_db_password }}\"\n실제 값은 group_vars/prod/vault.yml (ansible-vault 암호화)",
      "")


@clean
def _():
    C('ko', 'clean: Helm .Values reference',
      "헬름 템플릿 리뷰에서 password 필드 지적받음.",
      "templates/secret.yaml\nstringData:\n  DB_PASSWORD: {{ .Values.db.password | required \"db.password is required\" | quote }}\n값은 CI에서 --set-file 로 주입, values.yaml 에는 빈 문자열",
      "")


@clean
def _():
    C('en', 'clean: Terraform sensitive variable',
      "Plan output printed '(sensitive value)' and I thought the variable was empty.",
      "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\nIt's set via TF_VAR_db_password in the pipeline; sensitive only hides it in output.",
      "")


@clean
def _():
    C('ko', 'clean: GitLab CI_JOB_TOKEN usage',
      "다른 프로젝트 패키지 레지스트리 접근 403.",
      "curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" \"${CI_API_V4_URL}/projects/412/packages/generic/tools/1.0.0/tool.tar.gz\"\n대상 프로젝트의 Token Access 허용 목록에 우리 프로젝트 추가해야 했음",
      "")


@clean
def _():
    C('en', 'clean: Spring ${} placeholders',
      "Spring Boot refused to start: 'Could not resolve placeholder'.",
      "application.yml:\nspring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\nDB_USER wasn't exported in the systemd unit.",
      "")


@clean
def _():
    C('ko', 'clean: empty .env.example values',
      "새 프로젝트 템플릿에 .env.example 추가.",
      "KAKAO_REST_API_KEY=\nTOSS_SECRET_KEY=\nNAVER_CLIENT_SECRET=\nDATABASE_URL=\n값은 비워두고 README에 발급 경로 링크만 적음",
      "")


@clean
def _():
    C('en', 'clean: curl with $TOKEN variable',
      "Script to list GitHub runners returned 401.",
      "curl -H \"Authorization: Bearer $GH_TOKEN\" -H \"Accept: application/vnd.github+json\" https://api.github.com/orgs/acme/actions/runners\nGH_TOKEN was unset in the cron environment; cron doesn't load .bashrc.",
      "")


@clean
def _():
    C('ko', 'clean: PowerShell $env:',
      "윈도우 빌드 서버에서 스크립트가 키를 못 읽음.",
      "$env:SONAR_TOKEN 은 현재 세션에만 유효. 영구 설정은\n[Environment]::SetEnvironmentVariable('SONAR_TOKEN', $value, 'Machine')\n값 자체는 젠킨스 credentials에서 주입",
      "")


@clean
def _():
    C('en', 'clean: Windows %VAR% reference',
      "Batch file on the Windows agent showed the literal %API_KEY% in the request.",
      "Inside a setlocal block with delayed expansion you need !API_KEY! instead of %API_KEY%. The value comes from the agent's environment.",
      "")


@clean
def _():
    C('ko', 'clean: md5/sha1 checksums',
      "배포 아티팩트가 중간에 깨졌는지 확인.",
      f"md5sum app-2.3.1.tar.gz → {hx(32)}\nsha1sum → {sha1()}\n릴리스 페이지 값이랑 일치, 파일 문제 아님",
      "")


@clean
def _():
    C('en', 'clean: SRI integrity attribute',
      "CDN script blocked by the browser: 'Failed to find a valid digest in the integrity attribute'.",
      f"<script src=\"https://cdn.acme.io/widget/3.2.0/widget.min.js\" integrity=\"sha384-{b64(48)}\" crossorigin=\"anonymous\"></script>\nThe CDN served a re-minified file; pinned the version and regenerated the hash.",
      "")


@clean
def _():
    C('en', 'clean: imagePullSecrets by name',
      "ImagePullBackOff in the new namespace.",
      "The pod spec references the pull secret by name only:\n  imagePullSecrets:\n    - name: harbor-pull\nThe secret didn't exist in that namespace; copied it with the reflector annotation.",
      "")


@clean
def _():
    C('ko', 'clean: SOPS encrypted value',
      "sops 파일 diff가 깨져 보여서 문의.",
      f"secrets/prod.yaml 은 암호문만 커밋됨\ndb_password: ENC[AES256_GCM,data:{b64(18)},iv:{b64(32)},tag:{b64(16)},type:str]\n복호화는 age 키 가진 사람만 가능. diff는 sops diff 써야 보임",
      "")


@clean
def _():
    C('en', 'clean: SealedSecret encryptedData',
      "Wondered if committing the SealedSecret manifest is safe.",
      f"Yes, it's encrypted for the controller's public key:\nspec:\n  encryptedData:\n    password: Ag{rs(B64C, 300)}==\nOnly the in-cluster controller can decrypt it.",
      "")


@clean
def _():
    C('ko', 'clean: bcrypt hashing code (variables only)',
      "비밀번호 저장 방식 보안 점검 질의.",
      "저장 로직\nhashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))\n검증은 bcrypt.checkpw(입력값, 저장된 해시). 평문은 저장/로그 안 함",
      "")


@clean
def _():
    C('en', 'clean: regex for token detection',
      "Wrote a pre-commit rule to catch tokens.",
      "Patterns added: ghp_[A-Za-z0-9]{36}, xox[baprs]-[0-9A-Za-z-]{10,}, AKIA[0-9A-Z]{16}, -----BEGIN [A-Z ]*PRIVATE KEY-----. They're patterns, not values; tests use obviously fake fixtures generated at runtime.",
      "")


@clean
def _():
    C('ko', 'clean: [REDACTED] in log',
      "로그 마스킹이 제대로 되는지 확인.",
      "출력 예\nPOST /v1/payments authorization=[REDACTED] card_number=[REDACTED] amount=15000\n헤더/카드번호 모두 마스킹 확인",
      "")


@clean
def _():
    C('en', 'clean: JSON with null password',
      "Config loader crashed with TypeError on startup.",
      "config.json had \"password\": null because the template renderer skipped it; the loader expected a string. Made the field optional and read from env when null.",
      "")


@clean
def _():
    C('ko', 'clean: OAuth invalid_grant error',
      "토큰 갱신이 간헐적으로 실패.",
      "응답: {\"error\":\"invalid_grant\",\"error_description\":\"Token has been expired or revoked.\"}\n리프레시 토큰 회전(rotation) 켜져 있는데 두 워커가 동시에 갱신해서 하나가 무효화된 것. 락 추가",
      "")


@clean
def _():
    C('en', 'clean: x-amz-id-2 long request id',
      "S3 returned 503 SlowDown during the backfill.",
      f"Response headers: x-amz-request-id: {HXU(16)}\nx-amz-id-2: {b64(56)}\nAdded exponential backoff and spread keys across prefixes.",
      "Does support need both ids for a ticket?")


@clean
def _():
    C('ko', 'clean: commit message about removing secret',
      "예전 커밋에 키가 있었는지 보안팀 문의.",
      f"해당 커밋 {sha1()[:10]} 메시지: \"chore: remove hardcoded key, read from env\". 실제 키는 이미 폐기/재발급 완료 (티켓 SEC-{R.randint(100, 999)}). 히스토리 정리는 보안팀 판단",
      "")


@clean
def _():
    C('en', 'clean: gitleaks output with redacted secret',
      "CI secret scan failed on my PR.",
      f"Finding:     REDACTED\nSecret:      REDACTED\nRuleID:      generic-api-key\nFile:        tests/fixtures/config.yml\nLine:        12\nFingerprint: tests/fixtures/config.yml:generic-api-key:12\nIt was a fixture placeholder; added it to .gitleaksignore by fingerprint.",
      "")


@clean
def _():
    C('ko', 'clean: AKIA…last4 mention',
      "퇴사자 IAM 키 정리.",
      f"퇴사자 계정에 활성 액세스 키 1개 (끝자리 {rs(UP + DG, 4)}), 마지막 사용 87일 전. 비활성화 후 30일 뒤 삭제 예정",
      "")


@clean
def _():
    C('en', 'clean: npm token list output (masked)',
      "Wanted to know which npm tokens exist for the bot account.",
      f"npm token list:\n┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n│ {hx(6)} │ npm_…{an(4)} │ 2025-03-02 │ no       │\nRevoked the unused one via npm token revoke {hx(6)}.",
      "")


@clean
def _():
    C('ko', 'clean: gh auth status masked',
      "gh CLI가 다른 계정으로 로그인돼 있었음.",
      "gh auth status\n  ✓ Logged in to github.com account jin-hanbit (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'\ngh auth switch 로 전환",
      "")


@clean
def _():
    C('en', 'clean: docker credential helper',
      "docker login said 'Login Succeeded' but pulls still failed in CI.",
      "~/.docker/config.json only has {\"credsStore\": \"ecr-login\"}; the helper fetches tokens at pull time. CI image didn't have docker-credential-ecr-login installed.",
      "")


@clean
def _():
    C('ko', 'clean: vault kv metadata',
      "볼트 시크릿이 언제 바뀌었는지 확인.",
      "vault kv metadata get secret/billing/db\ncreated_time 2025-05-02T01:12:44Z, current_version 7, max_versions 10\n값은 조회 안 함. 버전 7이 어제 생성됨 → 장애 시점이랑 일치",
      "")


@clean
def _():
    C('en', 'clean: OS keychain usage',
      "CLI kept asking for the API key every time.",
      "It stores the key in the OS keychain (service 'acme-cli', account = user email). On Linux without a keyring daemon it falls back to prompting. Installed gnome-keyring on the dev VM.",
      "")


@clean
def _():
    C('ko', 'clean: ssh config IdentityFile',
      "배스천 경유 접속 설정 정리.",
      "~/.ssh/config\nHost stg-*\n  User ubuntu\n  IdentityFile ~/.ssh/hanbit_stg_ed25519\n  ProxyJump bastion\nHost bastion\n  HostName stg-bastion.hanbit.kr\n키 파일 경로만 있고 키 자체는 로컬에만",
      "")


@clean
def _():
    C('en', 'clean: PGP public key block',
      "Security@ address needed a public key for encrypted reports.",
      "Published our PUBLIC key at /.well-known/security.txt (Encryption: https://acme.io/pgp.asc):\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ" + rs(B64C, 59) + "\n" + rs(B64C, 64) + "\n=" + rs(B64C, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----",
      "")


@clean
def _():
    C('ko', 'clean: data URI base64 image',
      "메일 템플릿 로고가 안 보임.",
      f"로고를 data URI로 인라인 처리함\n<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA{rs(B64C, 160)}=\">\n일부 메일 클라이언트는 data URI 차단 → 결국 CDN URL로 변경",
      "")


@clean
def _():
    C('en', 'clean: sha256sum output',
      "Verifying the downloaded terraform binary.",
      f"sha256sum terraform_1.9.5_linux_amd64.zip\n{sha256()}  terraform_1.9.5_linux_amd64.zip\nMatches the SHA256SUMS file (signature verified with HashiCorp's public key).",
      "")


@clean
def _():
    C('ko', 'clean: Cargo.lock checksum',
      "Cargo.lock 충돌 해결하다가 checksum 줄이 뭔지 궁금했음.",
      f"[[package]]\nname = \"serde\"\nversion = \"1.0.210\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{sha256()}\"\n크레이트 파일 무결성 해시임. 충돌 나면 cargo update -p serde 로 재생성",
      "")


@clean
def _():
    C('en', 'clean: yarn.lock resolved + integrity',
      "yarn install produced a diff in yarn.lock on CI.",
      f"\"@types/node@^20\":\n  version \"20.14.2\"\n  resolved \"https://registry.yarnpkg.com/@types/node/-/node-20.14.2.tgz#{sha1()}\"\n  integrity sha512-{b64(64)}\nDifferent yarn versions locally vs CI.",
      "")


@clean
def _():
    C('ko', 'clean: Azure tenant/subscription GUIDs',
      "az cli가 엉뚱한 구독을 가리키고 있었음.",
      f"az account set --subscription {uuid4()}\n테넌트 ID {uuid4()} (둘 다 식별자, 비밀 아님)",
      "")


@clean
def _():
    C('en', 'clean: GCP project number + SA email',
      "Workload identity binding failed.",
      f"Member must be principal://iam.googleapis.com/projects/{digits(12)}/locations/global/workloadIdentityPools/github/subject/repo:acme/api:ref:refs/heads/main\nService account: deployer@acme-prod.iam.gserviceaccount.com. No key files involved.",
      "")


@clean
def _():
    C('ko', 'clean: "비밀번호 여기 적지 말 것" prose',
      "DB 비밀번호를 노트에 남겨도 되는지 질문받음.",
      "비밀번호는 1Password 'Infra' 볼트에만 둔다. 노트나 티켓, 커밋에는 절대 적지 말고 항목 이름(예: billing-db-prod)만 적을 것",
      "")


@clean
def _():
    C('ko', 'clean: 토큰은 Secrets Manager에서 읽도록 변경',
      "슬랙 봇 토큰 하드코딩 제거 작업.",
      "이제 부팅 시 Secrets Manager의 prod/slack/bot-token 을 읽음. IAM 역할에 secretsmanager:GetSecretValue 추가. 로컬은 SLACK_BOT_TOKEN 환경변수 사용",
      "")


@clean
def _():
    C('ko', 'clean: <비밀번호> placeholder ko',
      "사내 가이드 문서 예시 정리.",
      "예시 명령어\nredis-cli -h <호스트> -a <비밀번호>   ← 실제 값 넣지 말고 REDISCLI_AUTH 환경변수 권장\nmongosh \"mongodb://<사용자>:<비밀번호>@<호스트>:27017/admin\"",
      "")


@clean
def _():
    C('en', 'clean: masked connection string',
      "Shared the connection settings with the BI contractor.",
      "Sent: postgres://bi_reader:****@analytics-pg.internal:5432/reports?sslmode=require — the password goes through the password manager share, not chat.",
      "")


@clean
def _():
    C('ko', 'clean: PASSWORD= empty',
      "로컬 레디스 연결 설정.",
      "REDIS_HOST=localhost\nREDIS_PORT=6379\nREDIS_PASSWORD=\n로컬은 인증 없이 띄우니까 비워둠 (빈 값이면 AUTH 안 보냄)",
      "")


@clean
def _():
    C('ko', 'clean: HMAC code with variable secret',
      "웹훅 서명 검증 구현.",
      "expected = hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()\nhmac.compare_digest(expected, request.headers['X-Signature'])\nsecret 은 settings.WEBHOOK_SECRET (환경변수)",
      "")


@clean
def _():
    C('en', 'clean: HTML password input',
      "Browser password manager didn't offer to save credentials on our login form.",
      "Needed proper attributes:\n<input type=\"email\" name=\"username\" autocomplete=\"username\">\n<input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\">",
      "")


@clean
def _():
    C('ko', 'clean: OTP concept',
      "관리자 로그인 2단계 인증 문의.",
      "인증 앱에서 6자리 코드 입력, 30초마다 바뀜. 기기 분실 시 헬프데스크에서 본인 확인 후 재등록. 코드나 시드는 티켓에 적지 않음",
      "")


@clean
def _():
    C('en', 'clean: recovery code policy',
      "Asked where the org owner's recovery codes are.",
      "They're printed and sealed in the office safe; two people must be present to open it. They are never stored digitally or pasted into notes.",
      "")


@clean
def _():
    C('ko', 'clean: feature flag keys',
      "플래그 이름 규칙 정리.",
      "플래그 키: checkout.new-payment-widget, search.use-v2-ranker, promo.summer-2025-banner\n키는 공개돼도 무방 (SDK 키와 다름). SDK 키는 환경변수로",
      "")


@clean
def _():
    C('en', 'clean: image tags with digests list',
      "Which image versions are running in prod right now?",
      f"api      1.42.0  sha256:{sha256()[:12]}\nworker   1.42.0  sha256:{sha256()[:12]}\nfrontend 3.8.1   sha256:{sha256()[:12]}",
      "")


@clean
def _():
    C('ko', 'clean: IPv6/MAC addresses',
      "장비 등록 요청서 작성.",
      f"MAC {':'.join(hx(2) for _ in range(6))}, IPv6 fd12:{hx(4)}:{hx(4)}::{hx(4)}, 자산번호 HB-{R.randint(10000, 99999)}",
      "")


@clean
def _():
    C('en', 'clean: long pod names and events',
      "Couldn't tell which pod handled the failing request.",
      f"Pods: billing-api-7d9f8c6b5d-{rs(LO + DG, 5)}, billing-api-7d9f8c6b5d-{rs(LO + DG, 5)}\nEvent: Readiness probe failed: HTTP probe failed with statuscode: 503\nThe second pod was still warming the cache.",
      "")


@clean
def _():
    C('ko', 'clean: URL with utm tracking params',
      "마케팅 링크 클릭이 집계 안 됨.",
      f"링크: https://hanbit.kr/event/summer?utm_source=kakao&utm_medium=push&utm_campaign=summer25&fbclid={rs(B64U, 40)}\nGA에서 fbclid 붙은 세션이 별도 처리되고 있었음",
      "")


@clean
def _():
    C('en', 'clean: expired presigned URL error (no signature)',
      "Customer got an XML error opening the export link.",
      f"<Error><Code>AccessDenied</Code><Message>Request has expired</Message><X-Amz-Expires>300</X-Amz-Expires><Expires>2025-06-12T01:07:03Z</Expires><ServerTime>2025-06-12T03:40:11Z</ServerTime><RequestId>{HXU(16)}</RequestId></Error>\nRegenerate on click instead of emailing a fixed link.",
      "")


@clean
def _():
    C('ko', 'clean: config diff to secret manager',
      "설정 변경 PR 리뷰.",
      "-  password: ${LEGACY_DB_PASSWORD}\n+  passwordSecretRef: billing-db/password\n환경변수 방식에서 시크릿 참조 방식으로 변경. 값 자체는 diff에 없음",
      "")


@clean
def _():
    C('en', 'clean: terraform plan sensitive output',
      "Plan showed a change on the RDS instance and I wanted to know what.",
      "  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }\nSomeone changed TF_VAR_db_password in the pipeline settings.",
      "")


@clean
def _():
    C('ko', 'clean: GitHub Actions *** masking',
      "액션 로그에 토큰이 찍혔는지 확인.",
      "로그: Run curl -H \"Authorization: Bearer ***\" https://api.hanbit.kr/deploy\n마스킹 정상. 다만 base64로 변환한 값은 마스킹 안 되니 add-mask 필요",
      "")


@clean
def _():
    C('en', 'clean: keytool list fingerprints',
      "Play Console asked for the upload key's certificate fingerprint.",
      f"keytool -list -v -keystore upload.jks (password typed at the prompt)\nCertificate fingerprints:\n  SHA1: {':'.join(HXU(2) for _ in range(20))}\n  SHA256: {':'.join(HXU(2) for _ in range(32))}",
      "")


@clean
def _():
    C('ko', 'clean: openssl x509 fingerprint',
      "인증서 교체 후 핀닝 값 갱신 필요.",
      f"openssl x509 -in api.crt -noout -fingerprint -sha256\nsha256 Fingerprint={':'.join(HXU(2) for _ in range(32))}\n만료일 notAfter=Jun 12 23:59:59 2026 GMT",
      "")


@clean
def _():
    C('en', 'clean: Let\'s Encrypt file paths',
      "nginx couldn't load the cert after renewal.",
      "ssl_certificate     /etc/letsencrypt/live/api.acme.io/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/api.acme.io/privkey.pem;\nThe renewal hook didn't reload nginx; added --deploy-hook 'systemctl reload nginx'.",
      "")


@clean
def _():
    C('ko', 'clean: YOUR_KEY_HERE placeholder ko',
      "샘플 코드 문서화.",
      "샘플\nconst client = new TossPayments('YOUR_CLIENT_KEY');\nconst secretKey = process.env.TOSS_SECRET_KEY; // 서버에서만 사용\nYOUR_CLIENT_KEY 부분은 콘솔에서 발급받은 값으로 교체",
      "")


@clean
def _():
    C('en', 'clean: license key placeholder',
      "Installer asked for a license key in the silent install config.",
      "silent.cfg:\nLICENSE_KEY=XXXXX-XXXXX-XXXXX-XXXXX-XXXXX   # placeholder; real key injected by the MDM profile\nINSTALL_DIR=/opt/vendor-tool",
      "")


@clean
def _():
    C('ko', 'clean: Wi-Fi SSID only',
      "회의실 와이파이 안내문 작성.",
      "SSID: HANBIT-Meeting (게스트용). 비밀번호는 회의실 입구 QR로 안내하고 문서에는 적지 않음",
      "")


@clean
def _():
    C('en', 'clean: Ethereum public address and tx hash',
      "Refund to the customer's wallet needed verifying.",
      f"To address 0x{hx(40)} (public), tx hash 0x{hx(64)}, 12 confirmations. No keys involved on our side; the hot wallet signs in the HSM.",
      "")


@clean
def _():
    C('ko', 'clean: bitcoin txid',
      "입금 확인 지연 문의.",
      f"txid {hx(64)} 컨펌 2/6. 입금 주소 bc1q{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)} (공개 주소)",
      "")



@clean
def _():
    C('en', 'clean: Basic auth placeholder explained',
      "Partner doc said 'use basic auth' without details.",
      "Header format is Authorization: Basic <base64 of username:password>. Build it with printf '%s:%s' \"$PARTNER_USER\" \"$PARTNER_PASS\" | base64 -w0 at runtime; nothing stored.",
      "")


@clean
def _():
    C('en', 'clean: git credential helper explanation',
      "git kept asking for my password on every fetch over HTTPS.",
      "Set `git config --global credential.helper osxkeychain` (macOS) / `manager` (Windows). The helper stores the PAT in the OS keychain; ~/.gitconfig only contains the helper name.",
      "")


@clean
def _():
    C('en', 'clean: Django password validators config',
      "Product asked what our password rules are.",
      "AUTH_PASSWORD_VALIDATORS = [\n  {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': 12}},\n  {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n  {'NAME': 'django.contrib.auth.password_validation.NumericPasswordValidator'},\n]",
      "")


@clean
def _():
    C('en', 'clean: CSP nonce template',
      "Inline script blocked by CSP after enabling strict mode.",
      "Header template: Content-Security-Policy: script-src 'nonce-{{ csp_nonce }}' 'strict-dynamic'; object-src 'none'\nand <script nonce=\"{{ csp_nonce }}\">. The nonce is generated per response by the middleware.",
      "")


@clean
def _():
    C('en', 'clean: PKCE code_challenge only',
      "Mobile OAuth login failed with invalid_grant on the token call.",
      f"Authorize URL had code_challenge={b64u(32)}&code_challenge_method=S256, but the app sent a different code_verifier on the token request after a process restart. Persist the verifier across the redirect.",
      "")


@clean
def _():
    C('en', 'clean: API reference parameter table',
      "Writing the SDK docs for the auth parameters.",
      "| param | type | description |\n|---|---|---|\n| api_key | string | Your secret API key. Read it from the ACME_API_KEY env var; never hardcode. |\n| timeout | float | Seconds, default 30 |\n| base_url | string | Override for self-hosted |",
      "")


@clean
def _():
    C('en', 'clean: IAM policy JSON with ARNs',
      "The deploy role couldn't read the config secret.",
      f"Added statement:\n{{\"Effect\": \"Allow\", \"Action\": [\"secretsmanager:GetSecretValue\"], \"Resource\": \"arn:aws:secretsmanager:ap-northeast-2:{digits(12)}:secret:prod/app/*\"}}\nplus kms:Decrypt on arn:aws:kms:ap-northeast-2:{digits(12)}:key/{uuid4()}.",
      "")


@clean
def _():
    C('en', 'clean: Dockerfile secret mount',
      "Private npm install in Docker leaked the token into an image layer in the old setup.",
      "Now:\n# syntax=docker/dockerfile:1\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\nbuilt with docker build --secret id=npmrc,src=$HOME/.npmrc . — nothing persists in layers.",
      "")


@clean
def _():
    C('en', 'clean: GitHub OIDC role-to-assume',
      "Removing long-lived AWS keys from the deploy workflow.",
      f"permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::{digits(12)}:role/gha-deploy\n      aws-region: ap-northeast-2\nNo secrets needed in the repo anymore.",
      "")


@clean
def _():
    C('en', 'clean: Ansible no_log',
      "Task output printed the whole user dict including the password field name.",
      "Added no_log: true to the user-creation task; output now shows 'the output has been hidden due to the fact that no_log: true was specified for this result'. The value comes from vault_user_password.",
      "")


@clean
def _():
    C('en', 'clean: logging redaction filter code',
      "Wanted to stop secrets from ever reaching the logs.",
      "class Redact(logging.Filter):\n    KEYS = {'password', 'token', 'api_key', 'authorization'}\n    def filter(self, record):\n        if isinstance(record.args, dict):\n            record.args = {k: ('***' if k.lower() in self.KEYS else v) for k, v in record.args.items()}\n        return True",
      "")


@clean
def _():
    C('en', 'clean: Vault policy HCL',
      "Service got 403 from Vault for its own path.",
      "policy billing-read:\npath \"secret/data/billing/*\" {\n  capabilities = [\"read\"]\n}\npath \"secret/metadata/billing/*\" {\n  capabilities = [\"list\"]\n}\nThe role was bound to the wrong policy name.",
      "")


@clean
def _():
    C('en', 'clean: invalid key format error',
      "CLI rejected the key right away without any network call.",
      "Error: invalid API key format (expected prefix 'ak_' followed by 40 characters). I had pasted the key id instead of the key. The id is shown in the dashboard list, the key only once at creation.",
      "")


@clean
def _():
    C('en', 'clean: .gitignore secret patterns',
      "Made sure local secrets can't be committed in the new repo.",
      ".gitignore additions:\n.env\n.env.*\n!.env.example\n*.pem\n*.p12\nid_rsa*\n.mcp.json\n.streamlit/secrets.toml\nAlso enabled push protection on the repo.",
      "")


@clean
def _():
    C('en', 'clean: Keycloak export with masked secret',
      "Realm export for the staging rebuild.",
      "kc.sh export masks client secrets:\n\"clientId\": \"portal\",\n\"secret\": \"**********\",\n\"redirectUris\": [\"https://portal.acme.io/*\"]\nRegenerate client secrets after import.",
      "")


@clean
def _():
    C('en', 'clean: Stripe test card numbers',
      "QA asked which cards to use in the checkout sandbox.",
      "Documented test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), 4000 0025 0000 3155 (3DS). Any future expiry, any CVC. Only works with test-mode keys.",
      "")


@clean
def _():
    C('en', 'clean: hashed asset filenames',
      "Browsers kept loading the old bundle after deploy.",
      f"index.html referenced main.{hx(10)}.js and vendor.{hx(10)}.js; CloudFront cached index.html for 1 day. Set Cache-Control: no-cache on index.html only.",
      "")


@clean
def _():
    C('en', 'clean: Idempotency-Key header',
      "Duplicate charges when the client retried on timeout.",
      f"Send Idempotency-Key: {uuid4()} (one per logical payment, generated client-side). The server stores the first response for 24h.",
      "")


@clean
def _():
    C('en', 'clean: traceparent header',
      "Traces from the gateway didn't link to the service spans.",
      f"Gateway forwarded traceparent: 00-{hx(32)}-{hx(16)}-01 but the service used B3 propagation. Switched the service to W3C.",
      "")


@clean
def _():
    C('en', 'clean: ETag headers',
      "Conditional GET always returned 200 instead of 304.",
      f"Response ETag: W/\"{hx(40)}\"; client sent If-None-Match with the quotes stripped. Fixed in the HTTP client wrapper.",
      "")


@clean
def _():
    C('en', 'clean: Firebase web config without apiKey',
      "Web push registration failed on staging.",
      f"Config fields checked: projectId acme-web-stg, messagingSenderId {digits(12)}, appId 1:{digits(12)}:web:{hx(22)}. The service worker was served from the wrong scope, not a config problem.",
      "")


@clean
def _():
    C('en', 'clean: ssh password prompt transcript',
      "Couldn't log into the old NAS over ssh.",
      "$ ssh admin@nas01\nadmin@nas01's password:\nPermission denied, please try again.\nThe NAS only allows key auth for admin since the firmware update; password login is disabled by design.",
      "")


@clean
def _():
    C('en', 'clean: stored API key hash',
      "Support asked if we can look up a customer's API key.",
      f"No: we store only sha256(key) (e.g. {sha256()}) plus a 4-char display suffix. Customers must create a new key if they lose it.",
      "")


@clean
def _():
    C('en', 'clean: ssh host key algorithm error',
      "Deploy to the legacy host failed from the new runner image.",
      "Unable to negotiate with 10.0.8.4 port 22: no matching host key type found. Their offer: ssh-rsa,ssh-dss\nAdded HostKeyAlgorithms +ssh-rsa for that host only in ~/.ssh/config.",
      "")


@clean
def _():
    C('ko', 'clean: Dockerfile secret mount ko',
      "도커 빌드 시 사내 pip 인덱스 인증 정보가 이미지에 남는 문제.",
      "RUN --mount=type=secret,id=pipconf,target=/etc/pip.conf pip install -r requirements.txt\n빌드: docker build --secret id=pipconf,src=./pip.conf .\n레이어에 안 남음 (docker history로 확인)",
      "")


@clean
def _():
    C('ko', 'clean: .gitignore 항목 ko',
      "신규 저장소에 민감 파일 커밋 방지 설정.",
      ".gitignore 에 추가: .env, .env.local, *.pem, *.key, serviceAccount*.json, kubeconfig*\n그리고 pre-commit에 gitleaks 훅 추가",
      "")


@clean
def _():
    C('ko', 'clean: 멱등키 헤더',
      "결제 재시도 시 중복 승인 문제.",
      f"요청마다 Idempotency-Key: {uuid4()} 헤더 추가 (주문번호 기반으로 생성). 같은 키로 재요청하면 첫 응답 그대로 반환",
      "")


@clean
def _():
    C('ko', 'clean: KMS key ARN',
      "S3 버킷 기본 암호화 키 확인.",
      f"SSE-KMS 키: arn:aws:kms:ap-northeast-2:{digits(12)}:key/{uuid4()} (별칭 alias/hanbit-s3)\n키 정책에 배치 역할 kms:Decrypt 권한 없어서 AccessDenied 났던 것",
      "")


@clean
def _():
    C('ko', 'clean: 비밀번호 프롬프트 입력 (값 없음)',
      "운영 DB 접속 절차 정리.",
      "psql -h pg-prod.hanbit.local -U dba -d app 실행하면 Password for user dba: 프롬프트가 뜸. 값은 1Password에서 복사해서 입력하고 쉘 히스토리에는 남지 않음",
      "")


@clean
def _():
    C('ko', 'clean: 해시된 파일명/빌드 번호',
      "배포 후에도 예전 JS가 로드됨.",
      f"index.html 이 app.{hx(8)}.js 를 참조하는데 CDN 캐시가 index.html 을 하루 캐싱. index.html 만 no-cache 로 변경, 빌드 번호 {R.randint(1000, 9999)}",
      "")


# ----------------------------------------------------------------- validation and assembly
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}
HANGUL = re.compile('[\uac00-\ud7a3]')


def problems(n):
    f = n['fields']
    out = []
    if not f['missing_context'].strip():
        out.append('empty missing_context')
    for k, lim in LIMITS.items():
        if len(f[k].encode('utf-8')) > lim:
            out.append(f'{k} too long ({len(f[k].encode())} bytes)')
    if n['lang'] == 'ko' and not any(HANGUL.search(v) for v in f.values()):
        out.append('ko note without Hangul')
    if n['kind'] == 'clean':
        if n['secrets']:
            out.append('clean note with secrets')
        return out
    if not n['secrets']:
        out.append('secret note without secrets')
    secs = sorted(n['secrets'], key=len, reverse=True)
    for s in secs:
        if len(s) < 8:
            out.append(f'secret shorter than 8: {s!r}')
        if not any(s in v for v in f.values()):
            out.append(f'secret not in fields: {s[:30]!r}')
    for v in f.values():
        rest = v
        for s in secs:
            rest = rest.replace(s, '\x00')
        for s in secs:
            for i in range(len(s) - 7):
                if s[i:i + 8] in rest:
                    out.append(f'window {s[i:i + 8]!r} of secret {s[:20]!r} occurs outside the secret')
                    break
    return out


RETRIES = []


def run_checked(fn, name, tries=6):
    for attempt in range(tries):
        start = len(NOTES)
        fn()
        bad = [(n, problems(n)) for n in NOTES[start:]]
        bad = [(n, p) for n, p in bad if p]
        if not bad:
            if attempt:
                RETRIES.append((name, attempt))
            return
        del NOTES[start:]
        last = bad
    raise SystemExit(f'{name}: cannot produce a valid note: {last[0][1]} in {last[0][0]["category"]}')


def build_vendor_notes(n_single=57, group=5):
    vs = VENDORS[:]
    R.shuffle(vs)
    singles, rest = vs[:n_single], vs[n_single:]
    wr = WRAPPERS[:]
    R.shuffle(wr)
    k = 0
    for v in singles:
        p_ko = {'korea': 0.85, 'asia': 0.5}.get(v['sector'], 0.2)
        lang = 'ko' if chance(p_ko) else 'en'
        for j in range(len(wr)):
            w = wr[(k + j) % len(wr)]
            vals = vendor_vals(v)
            out = w(v, vals, lang)
            if out is None:
                continue
            cat, mc, le, ask = out
            start = len(NOTES)
            add(lang, 'secret', f'vendor: {cat} [{v["name"]}]', mc, le, ask, listed(vals))
            if problems(NOTES[-1]):
                del NOTES[start:]
                continue
            k = (k + j + 1) % len(wr)
            break
        else:
            raise SystemExit(f'no wrapper fits vendor {v["name"]}')
    styles = ['env', 'mcp', 'compose']
    gi = 0
    queue = [rest[i:i + group] for i in range(0, len(rest), group)]
    while queue:
        g = queue.pop(0)
        lang = 'ko' if chance(0.3) else 'en'
        style = styles[gi % 3]
        start = len(NOTES)
        multi_env(g, lang, style)
        if problems(NOTES[-1]):
            del NOTES[start:]
            if len(g) == 1:
                raise SystemExit(f'vendor {g[0]["name"]} does not fit in a multi note')
            queue[0:0] = [g[:len(g) // 2], g[len(g) // 2:]]
            continue
        gi += 1


def main():
    build_vendor_notes()
    for i, fn in enumerate(HAND):
        run_checked(fn, f'hand#{i}')
    for i, fn in enumerate(CLEAN):
        run_checked(fn, f'clean#{i}')
    R.shuffle(NOTES)
    lines = []
    for i, n in enumerate(NOTES, 1):
        rec = {'id': f'h{i:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
               'fields': n['fields'], 'secrets': n['secrets']}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ('\n'.join(lines) + '\n').encode('utf-8')
    with open(OUT, 'wb') as fh:
        fh.write(data)
    # summary on stderr
    sec = [n for n in NOTES if n['kind'] == 'secret']
    cle = [n for n in NOTES if n['kind'] == 'clean']
    ko = [n for n in NOTES if n['lang'] == 'ko']
    allsec = [s for n in sec for s in n['secrets']]
    tmpl = {re.sub(r' \[.*\]$', '', n['category']) for n in NOTES}
    vend = {v['name'] for v in VENDORS}
    print(f'notes {len(NOTES)}  secret {len(sec)}  clean {len(cle)}  ko {len(ko)} ({100 * len(ko) / len(NOTES):.1f}%)  en {len(NOTES) - len(ko)}', file=sys.stderr)
    print(f'  secret ko {sum(n["lang"] == "ko" for n in sec)}  clean ko {sum(n["lang"] == "ko" for n in cle)}', file=sys.stderr)
    print(f'distinct categories (templates) {len(tmpl)}  distinct vendors {len(vend)} ({len(VENDORS)} token shapes)', file=sys.stderr)
    print(f'secret values {len(allsec)}  >=300 chars {sum(len(s) >= 300 for s in allsec)}  longest {max(map(len, allsec))}', file=sys.stderr)
    print(f'retries {RETRIES}', file=sys.stderr)
    print(f'sha256 {hashlib.sha256(data).hexdigest()}  {OUT}', file=sys.stderr)


if __name__ == '__main__':
    main()
