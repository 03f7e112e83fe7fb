#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v22.py - generator for the v22 blind evaluation set of a
credential-redaction filter for agent "memory log" notes.

* Python 3 standard library only, no network access.
* One PRNG, random.Random(22_2026_1126), drives every choice: template order,
  language, which field holds the secret, every random value, final shuffle.
* No iteration over sets; JSON written with a fixed key order,
  ensure_ascii=False, one object per line.  Output is byte-identical across
  runs and across PYTHONHASHSEED values.

Usage:   python3 make_blind_set_v22.py            (writes next to this script)
         python3 make_blind_set_v22.py OUTDIR     (writes into OUTDIR)
Writes blind_set_v22.jsonl and README_v22.txt.
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 22_2026_1126
R = random.Random(SEED)

# --------------------------------------------------------------------------
# random helpers
# --------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HX = '0123456789abcdef'
HXU = '0123456789ABCDEF'
B64 = AN + '+/'
B64U = AN + '-_'
B32 = UP + '234567'
BECH = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def hexs(n):
    return rs(HX, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip('=')


def uid():
    h = hexs(32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def digits(n):
    return str(rint(1, 9)) + rs(DG, n - 1)


def sample(seq, k):
    return R.sample(seq, k)


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def jwt(claims=None, sig_len=43):
    hdr = pick(['{"alg":"HS256","typ":"JWT"}', '{"alg":"RS256","typ":"JWT","kid":"%s"}' % hexs(8),
                '{"typ":"JWT","alg":"HS512"}', '{"alg":"ES256","typ":"JWT"}'])
    if claims is None:
        now = rint(1716000000, 1764000000)
        claims = '{"sub":"%s","iat":%d,"exp":%d,"scope":"%s","jti":"%s"}' % (
            pick(['svc-billing', 'user_%d' % rint(1000, 99999), 'ci-deployer', 'admin', 'batch']),
            now, now + pick([3600, 86400, 604800, 31536000]), pick(['read write', 'admin', 'api', 'deploy']), hexs(16))
    enc = lambda s: base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')
    return enc(hdr) + '.' + enc(claims) + '.' + rs(B64U, sig_len)


# --------------------------------------------------------------------------
# passwords
# --------------------------------------------------------------------------
EN_W = ['maple', 'orbit', 'falcon', 'harbor', 'cobalt', 'walrus', 'pepper', 'lantern', 'granite', 'autumn',
        'velvet', 'rocket', 'thunder', 'biscuit', 'koala', 'nebula', 'saffron', 'meadow', 'copper', 'glacier',
        'mango', 'pixel', 'canyon', 'juniper', 'otter', 'quartz', 'tundra', 'willow', 'ember', 'bamboo',
        'sparrow', 'lemon', 'violet', 'marble', 'anchor', 'cactus', 'dolphin', 'hazel', 'indigo', 'jasper']
KO_R = ['saranghae', 'haneul', 'dubu', 'kimchi', 'jjajang', 'tteokbokki', 'gangnam', 'hongdae', 'busan', 'jeju',
        'hangang', 'sonamu', 'byeolbit', 'nabi', 'haru', 'bomnal', 'gaeul', 'chingu', 'daebak', 'hwaiting',
        'saebyeok', 'dalbit', 'gureum', 'pangyo', 'jamsil', 'mapo', 'bulgogi', 'samgyeop', 'noeul', 'yeoreum',
        'gyeoul', 'dokdo', 'namsan', 'bukhansan', 'mugunghwa', 'haebaragi', 'sojuhan', 'banana', 'dongne', 'uri']
KO_NAMES = ['minji', 'jiwoo', 'seoyeon', 'hyunwoo', 'jihoon', 'sumin', 'yuna', 'dohyun', 'eunji', 'taeyang',
            'haeun', 'junho', 'soyeon', 'minseok', 'yerin', 'jaehyun', 'seojun', 'hayoung']
ORGS = ['acme', 'hanbit', 'nuri', 'daon', 'blueline', 'orbitlab', 'gaon', 'solbit', 'mirae', 'hanul', 'corex',
        'datanest', 'greenfin', 'moa']

SY_ALL = '!@#$%^&*()-_=+;,.?~[]{}:'
SY_SQ = '!@#$%^&*()-_=+;,.?~[]{}:<>|'      # inside single quotes
SY_SHDQ = '@#%^&*()-_=+;,.?~[]{}:'         # inside shell double quotes
SY_JSON = '!@#$%^&*()-_=+;,.?~[]{}:'       # JSON / YAML double-quoted
SY_UNQ = '@%_-.+=:,'                       # unquoted shell word
SY_URL = '-_.~'                            # URL unreserved
SY_ENC = '!@#$%^&*()+=;,?/:'               # will be percent-encoded
SY_CS = '!@#$%^*()-_+.?~[]{}:'             # connection strings (no ; = quotes)
SY_XML = '!@#$%^*()-_=+;,.?~[]{}:'         # XML attribute (no & < > quotes)
SY_INI = '!@$%^&*()-_=+,.?~[]{}:'          # INI value (no ; #)


def mpw(sy=SY_ALL, lo=12, hi=22, n=None):
    n = n or rint(lo, hi)
    cs = [pick(UP), pick(LO), pick(DG)] + ([pick(sy)] if sy else [])
    if sy and n >= 16:
        cs.append(pick(sy))
    al = AN + sy
    cs += [pick(al) for _ in range(n - len(cs))]
    R.shuffle(cs)
    if cs[0] not in AN:
        for i in range(1, len(cs)):
            if cs[i] in AN:
                cs[0], cs[i] = cs[i], cs[0]
                break
    return ''.join(cs)


def hpw():
    while True:
        s = R.randrange(8)
        if s == 0:
            p = pick(EN_W).capitalize() + pick(EN_W).capitalize() + str(rint(1, 99)) + pick('!@#$*?')
        elif s == 1:
            p = '-'.join(pick(EN_W) for _ in range(3)) + str(rint(10, 99))
        elif s == 2:
            p = pick(KO_R) + pick(['1004', '0815', '1225', '486', '7942', '1q2w', str(rint(1985, 2025))]) + \
                pick(['!', '!!', '@', '#', '', '*', '^^'])
        elif s == 3:
            p = pick(KO_R).capitalize() + pick('@#!_') + str(rint(2019, 2026))
        elif s == 4:
            p = pick(KO_NAMES) + '%02d%02d' % (rint(1, 12), rint(1, 28)) + pick(['!', '!!', '@', '^^', '*', '#'])
        elif s == 5:
            p = pick(['qwer', 'asdf', 'zxcv', '1q2w3e4r', 'qazwsx', 'Qwer']) + str(rint(100, 9999)) + \
                pick(['!', '!@', '!@#', '$', ''])
        elif s == 6:
            p = pick(ORGS).capitalize() + pick('@#!') + str(rint(2020, 2026)) + pick(['', '!', '$', 'q'])
        else:
            p = pick(KO_R) + '_' + pick(EN_W) + str(rint(1, 999))
        if len(p) >= 9:
            return p


def pwd(sy=SY_ALL, human=None, lo=12, hi=22):
    if human is None:
        human = chance(0.42)
    if human:
        for _ in range(60):
            p = hpw()
            if all((c in AN) or (c in sy) for c in p):
                return p
    return mpw(sy=sy, lo=lo, hi=hi)


def passphrase():
    return ' '.join(pick(EN_W) for _ in range(rint(4, 5)))


def shq(p):
    """quote a password the way a person would on a shell line"""
    if all(c in AN + '_-.@%+=:,' for c in p):
        return p
    return "'" + p + "'"


# --------------------------------------------------------------------------
# key material with a realistic structure
# --------------------------------------------------------------------------
def wrap(b, n):
    return [b[i:i + n] for i in range(0, len(b), n)]


def ec_pem_lines():
    der = bytes.fromhex('30770201010420') + rbytes(32) + \
        bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def ed25519_pkcs8_line():
    der = bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)
    return base64.b64encode(der).decode()


def openssh_ed25519_lines(comment):
    def s(b):
        return struct.pack('>I', len(b)) + b
    for extra in range(0, 16):
        cm = comment + ('' if extra == 0 else str(extra))
        pub = rbytes(32)
        priv = rbytes(32)
        pubblob = s(b'ssh-ed25519') + s(pub)
        chk = rbytes(4)
        sec = chk + chk + s(b'ssh-ed25519') + s(pub) + s(priv + pub) + s(cm.encode())
        pad = 1
        while len(sec) % 8:
            sec += bytes([pad])
            pad += 1
        blob = b'openssh-key-v1\x00' + s(b'none') + s(b'none') + s(b'') + struct.pack('>I', 1) + s(pubblob) + s(sec)
        lines = wrap(base64.b64encode(blob).decode(), 70)
        if len(lines[-1]) >= 8:
            return lines, cm
    raise RuntimeError('openssh')


def rsa_excerpt_lines(n):
    first = pick(['MIIEowIBAAKCAQEA', 'MIIEpAIBAAKCAQEA', 'MIIEogIBAAKCAQEA'])
    lines = [first + rs(B64, 64 - len(first))]
    for _ in range(n - 1):
        lines.append(rs(B64, 64))
    return lines


def ssh_pub_ed25519():
    return 'AAAAC3NzaC1lZDI1NTE5AAAAI' + base64.b64encode(b'\x00\x00\x00\x20' + rbytes(32)).decode()[5:]


def ssh_pub_rsa():
    return 'AAAAB3NzaC1yc2EAAAADAQABAAABgQ' + rs(B64, 510) + '='


def cert_lines(n):
    return ['MII' + rs(B64, 61)] + [rs(B64, 64) for _ in range(n - 1)]


def fp_sha256():
    return 'SHA256:' + base64.b64encode(rbytes(32)).decode().rstrip('=')


# --------------------------------------------------------------------------
# shared vocab
# --------------------------------------------------------------------------
PROJ = ['checkout-api', 'settlement-batch', 'mobile-bff', 'admin-web', 'search-indexer', 'notification-worker',
        'data-pipeline', 'point-service', 'coupon-api', 'partner-gateway', 'report-cron', 'auth-service',
        'inventory-sync', 'chatbot-backend', 'media-uploader', 'ledger-core', 'delivery-tracker', 'crm-sync']
DBS = ['orders', 'billing', 'app_db', 'analytics', 'crm', 'inventory', 'auth', 'payments', 'settlement', 'points',
       'catalog', 'reporting']
DBUSERS = ['app', 'app_rw', 'svc_deploy', 'admin', 'batch_user', 'reporting', 'etl', 'api_writer', 'migrator',
           'backoffice', 'readonly_bi', 'ledger_app']
PEOPLE = ['minsu.kim', 'jiyoung.park', 'dh.lee', 'sarah.chen', 'tom.becker', 'yuna.choi', 'alex.m', 'hyejin',
          'jun.seo', 'priya.n', 'kenji.sato', 'soobin.han']
PG_HOSTS = ['pg-main.cluster-c8x2k.ap-northeast-2.rds.amazonaws.com', 'pg-stg.internal', '10.20.4.17',
            'db-prod-01.corp.local', 'postgres.data.svc.cluster.local', 'pg-replica-2.internal']
MY_HOSTS = ['mysql-stg.corp.local', '10.12.3.41', 'mariadb-01.internal', 'legacy-db.idc.local',
            'mysql.shop.svc.cluster.local', 'aurora-mysql.cluster-cz91.ap-northeast-2.rds.amazonaws.com']
HOSTS = ['bastion.corp.local', '10.0.7.22', 'build-02.internal', 'staging-web-1', 'ftp.partner-kr.com',
         'nas01.office.lan', 'gw.idc-gasan.local', 'ops-vm-03', 'jump.dev.internal', '192.168.10.15']
REGIONS = ['ap-northeast-2', 'us-east-1', 'ap-northeast-1', 'eu-west-1', 'us-west-2', 'ap-southeast-1']


def T(lang):
    return lambda en, ko: en if lang == 'en' else ko


def fsize(s):
    return len(s.encode('utf-8'))


# --------------------------------------------------------------------------
# placing a snippet in one of the three fields
# --------------------------------------------------------------------------
LEAD = {
    'en': {
        'mc': ['Found this in the old setup notes:\n{s}', 'What the previous session had configured: {s}',
               'The value that was already in place: {s}', 'For reference, this is what I found:\n{s}',
               'It was set like this: {s}', 'The shell history showed:\n{s}', 'Existing line: {s}'],
        'lesson': ['What worked in the end:\n{s}', 'Working setup: {s}', 'This is the correct form:\n{s}',
                   'Use exactly this: {s}', 'Fixed by using {s}.', 'Final version that passed:\n{s}'],
        'ask': ['Is this still valid? {s}', 'Confirm whether we should keep using this: {s}',
                'Before reusing {s} - has it been rotated?', 'Can I keep using this next time?\n{s}',
                'Ask whether this is still current: {s}']},
    'ko': {
        'mc': ['기존 설정 메모에서 찾은 내용:\n{s}', '이전 세션에서 설정돼 있던 값: {s}', '참고로 원래 이렇게 되어 있었음: {s}',
               '찾아보니 이렇게 들어가 있었다:\n{s}', '설정된 상태: {s}', '셸 히스토리에 남아 있던 것:\n{s}'],
        'lesson': ['최종적으로 동작한 설정:\n{s}', '이렇게 하니까 됨: {s}', '올바른 형태:\n{s}', '다음부턴 이대로: {s}',
                   '{s} 로 바꾸고 해결함.', '통과한 최종 버전:\n{s}'],
        'ask': ['이거 아직 유효한가요? {s}', '다음에도 이 값 그대로 써도 되는지 확인:\n{s}', '{s} - 로테이션 됐는지 물어보기',
                '이 값 계속 써도 되나요: {s}']},
}

FKEYS = ['mc', 'lesson', 'ask']


def choose_where(ctx, snip, w=(0.42, 0.38, 0.20)):
    w = list(w)
    if fsize(ctx.get('ask', '')) + fsize(snip) + 90 > 500:
        w[2] = 0
    return R.choices(FKEYS, weights=w)[0]


def assemble(lang, ctx, snip, where=None, lead=True, ask_empty=0.1, front=None):
    f = {'mc': ctx.get('mc', ''), 'lesson': ctx.get('lesson', ''), 'ask': ctx.get('ask', '')}
    w = where or choose_where(f, snip)
    base = f[w]
    if front is None:
        front = chance(0.25)
    if base.rstrip().endswith(':'):
        # the context sentence already introduces the snippet
        front, lead = False, False
    multi = '\n' in snip
    if lead:
        leads = LEAD[lang][w]
        if multi:
            leads = [x for x in leads if x.endswith('\n{s}') or x.endswith(': {s}')]
        ld = pick(leads)
        if multi and ld.endswith(': {s}'):
            ld = ld[:-5] + ':\n{s}'
        s = ld.replace('{s}', snip)
    else:
        s = snip
    sep = '\n' if ('\n' in s) else ' '
    if not base:
        f[w] = s
    elif front:
        f[w] = s + sep + base
    else:
        f[w] = base + sep + s
    if w != 'ask' and chance(ask_empty):
        f['ask'] = ''
    return f


def fields(mc, lesson, ask):
    return {'mc': mc, 'lesson': lesson, 'ask': ask}


# --------------------------------------------------------------------------
# vendor token shapes
# --------------------------------------------------------------------------
VENDORS = []


def V(brand, kind, env, url, hdr, gen):
    VENDORS.append({'brand': brand, 'kind': kind, 'env': env, 'url': url, 'hdr': hdr, 'gen': gen})


def pair(e1, v1, e2, v2, l1=True, l2=True):
    return [(e1, v1, [v1] if l1 else []), (e2, v2, [v2] if l2 else [])]


def aws_secret():
    return rs(B64, 40)


BEARER = 'Authorization: Bearer {}'
# --- source hosting / CI / dev tooling
V('GitHub', 'classic personal access token', 'GITHUB_TOKEN', 'https://api.github.com/user', 'Authorization: token {}',
  lambda: 'ghp_' + rs(AN, 36))
V('GitHub', 'fine-grained personal access token', 'GH_TOKEN', 'https://api.github.com/repos/acme/infra', BEARER,
  lambda: 'github_pat_11' + rs(ANU, 20) + '_' + rs(AN, 59))
V('GitHub', 'app installation token', 'GITHUB_APP_TOKEN', 'https://api.github.com/installation/repositories', BEARER,
  lambda: 'ghs_' + rs(AN, 36))
V('GitLab', 'personal access token', 'GITLAB_TOKEN', 'https://gitlab.com/api/v4/projects', 'PRIVATE-TOKEN: {}',
  lambda: 'glpat-' + rs(AN + '-_', 20))
V('GitLab', 'runner authentication token', 'RUNNER_TOKEN', None, None, lambda: 'glrt-' + rs(AN + '-_', 20))
V('Bitbucket', 'app password', 'BITBUCKET_APP_PASSWORD', None, None, lambda: 'ATBB' + rs(AN, 24) + rs(HXU, 8))
V('Gitea', 'access token', 'GITEA_TOKEN', 'https://git.internal/api/v1/user', 'Authorization: token {}', lambda: hexs(40))
V('npm', 'automation token', 'NPM_TOKEN', None, None, lambda: 'npm_' + rs(AN, 36))
V('PyPI', 'API token', 'TWINE_PASSWORD', None, None, lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, 150))
V('Docker Hub', 'personal access token', 'DOCKERHUB_TOKEN', None, None, lambda: 'dckr_pat_' + rs(B64U, 27))
V('JFrog Artifactory', 'API key', 'ARTIFACTORY_API_KEY', 'https://acme.jfrog.io/artifactory/api/repositories',
  'X-JFrog-Art-Api: {}', lambda: 'AKCp8' + rs(AN, 68))
V('CircleCI', 'personal API token', 'CIRCLECI_TOKEN', 'https://circleci.com/api/v2/me', 'Circle-Token: {}',
  lambda: 'CCIPAT_' + rs(AN, 22) + '_' + hexs(40))
V('Travis CI', 'API token', 'TRAVIS_API_TOKEN', 'https://api.travis-ci.com/user', 'Authorization: token {}',
  lambda: rs(B64U, 22))
V('Buildkite', 'API access token', 'BUILDKITE_API_TOKEN', 'https://api.buildkite.com/v2/user', BEARER,
  lambda: 'bkua_' + hexs(40))
V('Codecov', 'upload token', 'CODECOV_TOKEN', None, None, lambda: uid())
V('SonarQube', 'user token', 'SONAR_TOKEN', None, None, lambda: 'squ_' + hexs(40))
V('Snyk', 'API token', 'SNYK_TOKEN', 'https://api.snyk.io/rest/self', 'Authorization: token {}', lambda: uid())
V('Azure DevOps', 'personal access token', 'AZURE_DEVOPS_EXT_PAT', None, None,
  lambda: rs(AN, 52) + 'AZDO' + rs(AN, 28))
V('Octopus Deploy', 'API key', 'OCTOPUS_API_KEY', 'https://deploy.acme.io/api/projects', 'X-Octopus-ApiKey: {}',
  lambda: 'API-' + rs(ANU, 28))
V('Pulumi', 'access token', 'PULUMI_ACCESS_TOKEN', None, None, lambda: 'pul-' + hexs(40))
V('Terraform Cloud', 'user API token', 'TFE_TOKEN', 'https://app.terraform.io/api/v2/account/details', BEARER,
  lambda: rs(AN, 14) + '.atlasv1.' + rs(AN, 67))
V('HashiCorp Vault', 'service token', 'VAULT_TOKEN', 'https://vault.internal:8200/v1/auth/token/lookup-self',
  'X-Vault-Token: {}', lambda: 'hvs.CAESI' + rs(B64U, 86))
V('Consul', 'ACL token', 'CONSUL_HTTP_TOKEN', 'http://consul.internal:8500/v1/agent/members', 'X-Consul-Token: {}',
  lambda: uid())
V('Doppler', 'personal token', 'DOPPLER_TOKEN', None, None, lambda: 'dp.pt.' + rs(AN, 43))
V('1Password', 'service account token', 'OP_SERVICE_ACCOUNT_TOKEN', None, None,
  lambda: 'ops_eyJzaWduSW5BZGRyZXNzIjoi' + rs(B64, 330))
V('age', 'secret key', 'SOPS_AGE_KEY', None, None, lambda: 'AGE-SECRET-KEY-1' + rs(BECH, 58))
V('Postman', 'API key', 'POSTMAN_API_KEY', 'https://api.getpostman.com/me', 'X-Api-Key: {}',
  lambda: 'PMAK-' + hexs(24) + '-' + hexs(34))
V('Sentry', 'organization auth token', 'SENTRY_AUTH_TOKEN', None, None,
  lambda: 'sntrys_eyJpYXQiOjE3' + rs(B64U, 110) + '_' + rs(B64U, 43))
V('Jenkins', 'API token', 'JENKINS_API_TOKEN', None, None, lambda: '11' + hexs(32))
V('Harbor', 'robot account secret', 'HARBOR_ROBOT_SECRET', None, None, lambda: rs(AN, 32))
V('Tailscale', 'auth key', 'TS_AUTHKEY', None, None, lambda: 'tskey-auth-k' + rs(AN, 16) + '-' + rs(AN, 33))
V('ngrok', 'authtoken', 'NGROK_AUTHTOKEN', None, None, lambda: '2' + rs(AN, 26) + '_' + rs(AN, 21))
V('Expo', 'access token', 'EXPO_TOKEN', None, None, lambda: rs(B64U, 40))
# --- cloud
V('AWS', 'access key pair', 'AWS_ACCESS_KEY_ID', None, None,
  lambda: pair('AWS_ACCESS_KEY_ID', 'AKIA' + rs(B32, 16), 'AWS_SECRET_ACCESS_KEY', aws_secret()))
V('AWS', 'temporary session credentials', 'AWS_SESSION_TOKEN', None, None,
  lambda: [('AWS_ACCESS_KEY_ID', 'ASIA' + rs(B32, 16), None), ('AWS_SECRET_ACCESS_KEY', aws_secret(), None),
           ('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2VjE' + rs(B64, 330) + '=', None)])
V('Google Cloud', 'API key', 'GOOGLE_API_KEY', 'https://maps.googleapis.com/maps/api/geocode/json', None,
  lambda: 'AIza' + rs(B64U, 35))
V('Google', 'OAuth client secret', 'GOOGLE_CLIENT_SECRET', None, None,
  lambda: pair('GOOGLE_CLIENT_ID', digits(12) + '-' + rs(ANL, 32) + '.apps.googleusercontent.com',
               'GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64U, 28), l1=False))
V('Google reCAPTCHA', 'secret key', 'RECAPTCHA_SECRET_KEY', None, None, lambda: '6L' + rs(B64U, 6) + 'AAAAA' + rs(B64U, 27))
V('Azure Storage', 'account key', 'AZURE_STORAGE_CONNECTION_STRING', None, None,
  lambda: (lambda k, a: [('AZURE_STORAGE_CONNECTION_STRING',
                          'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (a, k),
                          [k])])(b64(64), pick(['stacmeprod', 'stbackupkr', 'stlogs01', 'mediastoreprd'])))
V('Microsoft Entra ID', 'client secret', 'AZURE_CLIENT_SECRET', None, None,
  lambda: pair('AZURE_CLIENT_ID', uid(), 'AZURE_CLIENT_SECRET',
               rs(AN, 3) + str(rint(7, 8)) + 'Q~' + rs(AN + '_-.~', 34), l1=False))
V('Azure OpenAI', 'API key', 'AZURE_OPENAI_API_KEY', 'https://acme-oai.openai.azure.com/openai/deployments',
  'api-key: {}', lambda: hexs(32))
V('DigitalOcean', 'personal access token', 'DIGITALOCEAN_TOKEN', 'https://api.digitalocean.com/v2/account', BEARER,
  lambda: 'dop_v1_' + hexs(64))
V('Heroku', 'API key', 'HEROKU_API_KEY', 'https://api.heroku.com/apps', BEARER, lambda: 'HRKU-AA' + rs(B64U, 58))
V('Alibaba Cloud', 'AccessKey pair', 'ALIBABA_CLOUD_ACCESS_KEY_ID', None, None,
  lambda: pair('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(AN, 18), 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(AN, 30)))
V('Tencent Cloud', 'SecretId/SecretKey', 'TENCENTCLOUD_SECRET_ID', None, None,
  lambda: pair('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(AN, 32), 'TENCENTCLOUD_SECRET_KEY', rs(AN, 32)))
V('Baidu AI Cloud', 'API key / secret key', 'BAIDU_API_KEY', None, None,
  lambda: pair('BAIDU_API_KEY', rs(AN, 24), 'BAIDU_SECRET_KEY', rs(AN, 32)))
V('Huawei Cloud', 'AK/SK', 'HUAWEICLOUD_SDK_AK', None, None,
  lambda: pair('HUAWEICLOUD_SDK_AK', rs(ANU, 20), 'HUAWEICLOUD_SDK_SK', rs(AN, 40)))
V('Volcengine', 'access key', 'VOLC_ACCESSKEY', None, None,
  lambda: pair('VOLC_ACCESSKEY', 'AKLT' + rs(AN, 42), 'VOLC_SECRETKEY', b64(42)))
V('Cloudflare', 'API token', 'CLOUDFLARE_API_TOKEN', 'https://api.cloudflare.com/client/v4/user/tokens/verify', BEARER,
  lambda: rs(B64U, 40))
V('Cloudflare R2', 'S3 access key pair', 'R2_ACCESS_KEY_ID', None, None,
  lambda: pair('R2_ACCESS_KEY_ID', hexs(32), 'R2_SECRET_ACCESS_KEY', hexs(64)))
V('Cloudflare Turnstile', 'secret key', 'TURNSTILE_SECRET_KEY', None, None, lambda: '0x4AAAAAAA' + rs(B64U, 25))
V('Cloudflare Tunnel', 'tunnel token', 'TUNNEL_TOKEN', None, None,
  lambda: base64.b64encode(('{"a":"%s","t":"%s","s":"%s"}' % (hexs(32), uid(), b64(32))).encode()).decode().rstrip('='))
V('Backblaze B2', 'application key', 'B2_APPLICATION_KEY', None, None,
  lambda: pair('B2_APPLICATION_KEY_ID', '005' + hexs(22), 'B2_APPLICATION_KEY', 'K005' + rs(AN + '/+', 27)))
V('Wasabi', 'access key pair', 'WASABI_ACCESS_KEY', None, None,
  lambda: pair('WASABI_ACCESS_KEY', rs(ANU, 20), 'WASABI_SECRET_KEY', rs(AN, 40)))
V('MinIO', 'access key pair', 'MINIO_ACCESS_KEY', None, None,
  lambda: pair('MINIO_ACCESS_KEY', rs(AN, 20), 'MINIO_SECRET_KEY', rs(AN + '+/', 40)))
V('Scaleway', 'API key', 'SCW_SECRET_KEY', None, None,
  lambda: pair('SCW_ACCESS_KEY', 'SCW' + rs(ANU, 17), 'SCW_SECRET_KEY', uid()))
V('Linode', 'personal access token', 'LINODE_TOKEN', 'https://api.linode.com/v4/profile', BEARER, lambda: hexs(64))
V('Vultr', 'API key', 'VULTR_API_KEY', 'https://api.vultr.com/v2/account', BEARER, lambda: rs(ANU, 36))
V('Hetzner Cloud', 'API token', 'HCLOUD_TOKEN', 'https://api.hetzner.cloud/v1/servers', BEARER, lambda: rs(AN, 64))
V('OVHcloud', 'application secret + consumer key', 'OVH_APPLICATION_SECRET', None, None,
  lambda: [('OVH_APPLICATION_KEY', rs(AN, 16), []), ('OVH_APPLICATION_SECRET', None, None),
           ('OVH_CONSUMER_KEY', None, None)])
V('IBM Cloud', 'API key', 'IBMCLOUD_API_KEY', None, None, lambda: rs(B64U, 44))
V('Oracle Cloud', 'auth token', 'OCI_AUTH_TOKEN', None, None, lambda: rs(AN + '()<>[]{};:+-_.#', 20))
V('Naver Cloud Platform', 'access key / secret key', 'NCLOUD_ACCESS_KEY', None, None,
  lambda: pair('NCLOUD_ACCESS_KEY', pick(['ncp_iam_BPAMKR', 'ncp_iam_BPASKR']) + rs(AN, 20),
               'NCLOUD_SECRET_KEY', 'ncp_iam_BPKSKR' + rs(AN, 26)))
V('NHN Cloud', 'user access key / secret', 'NHN_ACCESS_KEY_ID', None, None,
  lambda: pair('NHN_ACCESS_KEY_ID', rs(AN, 20), 'NHN_SECRET_ACCESS_KEY', rs(AN, 16)))
V('KT Cloud', 'API key / secret key', 'KTCLOUD_API_KEY', None, None,
  lambda: pair('KTCLOUD_API_KEY', rs(B64U, 86), 'KTCLOUD_SECRET_KEY', rs(B64U, 86)))
V('Fly.io', 'deploy token', 'FLY_API_TOKEN', None, None, lambda: 'FlyV1 fm2_' + rs(B64, 240))
V('Render', 'API key', 'RENDER_API_KEY', 'https://api.render.com/v1/services', BEARER, lambda: 'rnd_' + rs(AN, 32))
V('Railway', 'API token', 'RAILWAY_TOKEN', None, None, lambda: uid())
V('Vercel', 'access token', 'VERCEL_TOKEN', 'https://api.vercel.com/v9/projects', BEARER, lambda: rs(AN, 24))
V('Netlify', 'personal access token', 'NETLIFY_AUTH_TOKEN', 'https://api.netlify.com/api/v1/sites', BEARER,
  lambda: 'nfp_' + rs(AN, 36))
V('Supabase', 'management API token', 'SUPABASE_ACCESS_TOKEN', 'https://api.supabase.com/v1/projects', BEARER,
  lambda: 'sbp_' + hexs(40))
V('Supabase', 'secret API key', 'SUPABASE_SECRET_KEY', None, None, lambda: 'sb_secret_' + rs(B64U, 31))
V('PlanetScale', 'database password', 'PLANETSCALE_PASSWORD', None, None, lambda: 'pscale_pw_' + rs(B64U, 43))
V('Neon', 'API key', 'NEON_API_KEY', 'https://console.neon.tech/api/v2/projects', BEARER, lambda: 'napi_' + rs(ANL, 60))
V('Upstash', 'Redis REST token', 'UPSTASH_REDIS_REST_TOKEN', None, None, lambda: 'AX' + rs(AN, 4) + 'AAIjcD' + rs(B64, 50))
V('Turso', 'database auth token', 'TURSO_AUTH_TOKEN', None, None, lambda: jwt(sig_len=86))
V('Convex', 'deploy key', 'CONVEX_DEPLOY_KEY', None, None,
  lambda: 'prod:' + pick(['happy-otter', 'brave-lynx', 'quiet-heron']) + '-' + str(rint(100, 999)) + '|' + rs(B64, 88))
V('MongoDB Atlas', 'API private key', 'MONGODB_ATLAS_PRIVATE_KEY', None, None,
  lambda: pair('MONGODB_ATLAS_PUBLIC_KEY', rs(LO, 8), 'MONGODB_ATLAS_PRIVATE_KEY', uid(), l1=False))
V('Confluent Cloud', 'API secret', 'CONFLUENT_CLOUD_API_SECRET', None, None,
  lambda: pair('CONFLUENT_CLOUD_API_KEY', rs(ANU, 16), 'CONFLUENT_CLOUD_API_SECRET', rs(AN + '+/', 64), l1=False))
V('Elastic Cloud', 'API key', 'ELASTIC_API_KEY', 'https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_security/_authenticate',
  'Authorization: ApiKey {}', lambda: b64s(rs(B64U, 20) + ':' + rs(B64U, 22)))
V('InfluxDB', 'API token', 'INFLUX_TOKEN', None, 'Authorization: Token {}', lambda: b64(64))
V('Databricks', 'personal access token', 'DATABRICKS_TOKEN', None, None, lambda: 'dapi' + hexs(32) + pick(['', '-2', '-3']))
V('dbt Cloud', 'service token', 'DBT_CLOUD_API_TOKEN', None, None, lambda: 'dbtc_' + rs(B64U, 48))
V('Fivetran', 'API key + secret', 'FIVETRAN_API_KEY', None, None,
  lambda: pair('FIVETRAN_API_KEY', rs(AN, 16), 'FIVETRAN_API_SECRET', rs(AN, 32)))
# --- AI / ML
V('OpenAI', 'project API key', 'OPENAI_API_KEY', 'https://api.openai.com/v1/models', BEARER,
  lambda: 'sk-proj-' + rs(AN + '-_', 74) + 'T3BlbkFJ' + rs(AN + '-_', 74))
V('OpenAI', 'service account key', 'OPENAI_API_KEY', 'https://api.openai.com/v1/responses', BEARER,
  lambda: 'sk-svcacct-' + rs(AN + '-_', 74) + 'T3BlbkFJ' + rs(AN + '-_', 74))
V('Anthropic', 'API key', 'ANTHROPIC_API_KEY', 'https://api.anthropic.com/v1/messages', 'x-api-key: {}',
  lambda: 'sk-ant-api03-' + rs(AN + '-_', 93) + 'AA')
V('Anthropic', 'admin API key', 'ANTHROPIC_ADMIN_KEY', 'https://api.anthropic.com/v1/organizations/users',
  'x-api-key: {}', lambda: 'sk-ant-admin01-' + rs(AN + '-_', 93) + 'AA')
V('Google AI Studio', 'Gemini API key', 'GEMINI_API_KEY', None, 'x-goog-api-key: {}', lambda: 'AIza' + rs(B64U, 35))
V('Hugging Face', 'user access token', 'HF_TOKEN', 'https://huggingface.co/api/whoami-v2', BEARER,
  lambda: 'hf_' + rs(UP + LO, 34))
V('Replicate', 'API token', 'REPLICATE_API_TOKEN', 'https://api.replicate.com/v1/account', BEARER,
  lambda: 'r8_' + rs(AN, 37))
V('Groq', 'API key', 'GROQ_API_KEY', 'https://api.groq.com/openai/v1/models', BEARER, lambda: 'gsk_' + rs(AN, 52))
V('Perplexity', 'API key', 'PERPLEXITY_API_KEY', 'https://api.perplexity.ai/chat/completions', BEARER,
  lambda: 'pplx-' + rs(AN, 48))
V('xAI', 'API key', 'XAI_API_KEY', 'https://api.x.ai/v1/models', BEARER, lambda: 'xai-' + rs(AN, 80))
V('Mistral AI', 'API key', 'MISTRAL_API_KEY', 'https://api.mistral.ai/v1/models', BEARER, lambda: rs(AN, 32))
V('Cohere', 'API key', 'CO_API_KEY', 'https://api.cohere.com/v2/models', BEARER, lambda: rs(AN, 40))
V('DeepSeek', 'API key', 'DEEPSEEK_API_KEY', 'https://api.deepseek.com/models', BEARER, lambda: 'sk-' + hexs(32))
V('Together AI', 'API key', 'TOGETHER_API_KEY', 'https://api.together.xyz/v1/models', BEARER,
  lambda: 'tgp_v1_' + rs(B64U, 43))
V('Fireworks AI', 'API key', 'FIREWORKS_API_KEY', None, BEARER, lambda: 'fw_' + rs(AN, 24))
V('OpenRouter', 'API key', 'OPENROUTER_API_KEY', 'https://openrouter.ai/api/v1/key', BEARER,
  lambda: 'sk-or-v1-' + hexs(64))
V('ElevenLabs', 'API key', 'ELEVENLABS_API_KEY', 'https://api.elevenlabs.io/v1/user', 'xi-api-key: {}',
  lambda: 'sk_' + hexs(48))
V('AssemblyAI', 'API key', 'ASSEMBLYAI_API_KEY', 'https://api.assemblyai.com/v2/transcript', 'authorization: {}',
  lambda: hexs(32))
V('Deepgram', 'API key', 'DEEPGRAM_API_KEY', 'https://api.deepgram.com/v1/projects', 'Authorization: Token {}',
  lambda: hexs(40))
V('Pinecone', 'API key', 'PINECONE_API_KEY', 'https://api.pinecone.io/indexes', 'Api-Key: {}',
  lambda: 'pcsk_' + rs(AN, 5) + '_' + rs(AN, 62))
V('Weights & Biases', 'API key', 'WANDB_API_KEY', None, None, lambda: hexs(40))
V('LangSmith', 'personal access token', 'LANGSMITH_API_KEY', None, 'x-api-key: {}',
  lambda: 'lsv2_pt_' + hexs(32) + '_' + hexs(10))
V('Stability AI', 'API key', 'STABILITY_API_KEY', 'https://api.stability.ai/v1/user/account', BEARER,
  lambda: 'sk-' + rs(AN, 48))
V('Tavily', 'API key', 'TAVILY_API_KEY', None, None, lambda: 'tvly-' + pick(['', 'dev-', 'prod-']) + rs(AN, 32))
V('Firecrawl', 'API key', 'FIRECRAWL_API_KEY', 'https://api.firecrawl.dev/v1/scrape', BEARER, lambda: 'fc-' + hexs(32))
V('Jina AI', 'API key', 'JINA_API_KEY', 'https://api.jina.ai/v1/embeddings', BEARER,
  lambda: 'jina_' + hexs(32) + rs(AN, 28))
V('Voyage AI', 'API key', 'VOYAGE_API_KEY', 'https://api.voyageai.com/v1/embeddings', BEARER,
  lambda: 'pa-' + rs(B64U, 43))
V('Cerebras', 'API key', 'CEREBRAS_API_KEY', 'https://api.cerebras.ai/v1/models', BEARER, lambda: 'csk-' + rs(ANL, 48))
V('DeepL', 'auth key', 'DEEPL_AUTH_KEY', 'https://api-free.deepl.com/v2/usage', 'Authorization: DeepL-Auth-Key {}',
  lambda: uid() + ':fx')
V('Modal', 'token id + secret', 'MODAL_TOKEN_SECRET', None, None,
  lambda: pair('MODAL_TOKEN_ID', 'ak-' + rs(AN, 22), 'MODAL_TOKEN_SECRET', 'as-' + rs(AN, 22)))
V('Upstage', 'API key', 'UPSTAGE_API_KEY', 'https://api.upstage.ai/v1/solar/chat/completions', BEARER,
  lambda: 'up_' + rs(AN, 29))
V('Naver CLOVA Studio', 'API key', 'CLOVASTUDIO_API_KEY', None, BEARER, lambda: 'nv-' + hexs(32) + rs(AN, 4))
V('SerpApi', 'API key', 'SERPAPI_API_KEY', None, None, lambda: hexs(64))
V('Apify', 'API token', 'APIFY_TOKEN', None, None, lambda: 'apify_api_' + rs(AN, 36))
# --- payments / commerce
V('Stripe', 'live secret key', 'STRIPE_SECRET_KEY', 'https://api.stripe.com/v1/charges', BEARER,
  lambda: 'sk_live_51' + rs(AN, 97))
V('Stripe', 'restricted key', 'STRIPE_RESTRICTED_KEY', 'https://api.stripe.com/v1/customers', BEARER,
  lambda: 'rk_live_51' + rs(AN, 97))
V('Stripe', 'webhook signing secret', 'STRIPE_WEBHOOK_SECRET', None, None, lambda: 'whsec_' + rs(AN, 32))
V('Square', 'production access token', 'SQUARE_ACCESS_TOKEN', 'https://connect.squareup.com/v2/locations', BEARER,
  lambda: 'EAAA' + rs(B64U, 60))
V('Braintree', 'access token', 'BRAINTREE_ACCESS_TOKEN', None, None,
  lambda: 'access_token$production$' + rs(ANL, 16) + '$' + hexs(32))
V('PayPal', 'REST client secret', 'PAYPAL_CLIENT_SECRET', None, None,
  lambda: pair('PAYPAL_CLIENT_ID', 'A' + rs(B64U, 79), 'PAYPAL_CLIENT_SECRET', 'E' + rs(B64U, 79), l1=False))
V('Shopify', 'Admin API access token', 'SHOPIFY_ADMIN_TOKEN', 'https://acme-kr.myshopify.com/admin/api/2024-10/shop.json',
  'X-Shopify-Access-Token: {}', lambda: 'shpat_' + hexs(32))
V('Adyen', 'API key', 'ADYEN_API_KEY', 'https://checkout-live.adyenpayments.com/checkout/v71/paymentMethods',
  'X-API-Key: {}', lambda: 'AQE' + rs(AN, 6) + 'LI3' + rs(AN + '+/', 140))
V('Paystack', 'secret key', 'PAYSTACK_SECRET_KEY', 'https://api.paystack.co/transaction', BEARER,
  lambda: 'sk_live_' + hexs(40))
V('Flutterwave', 'secret key', 'FLW_SECRET_KEY', None, BEARER, lambda: 'FLWSECK-' + hexs(32) + '-X')
V('Mollie', 'live API key', 'MOLLIE_API_KEY', 'https://api.mollie.com/v2/payments', BEARER, lambda: 'live_' + rs(AN, 30))
V('GoCardless', 'access token', 'GOCARDLESS_ACCESS_TOKEN', None, BEARER, lambda: 'live_' + rs(B64U, 40))
V('Paddle', 'API key', 'PADDLE_API_KEY', None, BEARER,
  lambda: 'pdl_live_apikey_' + rs(ANL, 26) + '_' + rs(AN, 22) + '_' + rs(AN, 3))
V('Razorpay', 'key secret', 'RAZORPAY_KEY_SECRET', None, None,
  lambda: pair('RAZORPAY_KEY_ID', 'rzp_live_' + rs(AN, 14), 'RAZORPAY_KEY_SECRET', rs(AN, 24), l1=False))
V('Paytm', 'merchant key', 'PAYTM_MERCHANT_KEY', None, None, lambda: rs(AN + '#&@%_!', 16))
V('Xendit', 'secret API key', 'XENDIT_SECRET_KEY', None, None, lambda: 'xnd_production_' + rs(AN, 50))
V('Midtrans', 'server key', 'MIDTRANS_SERVER_KEY', None, None, lambda: 'Mid-server-' + rs(B64U, 24))
V('Plaid', 'secret', 'PLAID_SECRET', None, None,
  lambda: pair('PLAID_CLIENT_ID', hexs(24), 'PLAID_SECRET', hexs(30), l1=False))
V('Shippo', 'live API token', 'SHIPPO_API_TOKEN', 'https://api.goshippo.com/shipments', 'Authorization: ShippoToken {}',
  lambda: 'shippo_live_' + hexs(40))
V('EasyPost', 'production API key', 'EASYPOST_API_KEY', None, None, lambda: 'EZAK' + hexs(54))
V('Lob', 'live API key', 'LOB_API_KEY', None, None, lambda: 'live_' + hexs(35))
V('Toss Payments', 'live secret key', 'TOSS_SECRET_KEY', None, None,
  lambda: pick(['live_sk_', 'live_gsk_']) + rs(AN, 28))
V('PortOne', 'REST API key / secret', 'IMP_SECRET', None, None,
  lambda: pair('IMP_KEY', digits(16), 'IMP_SECRET', rs(AN, 80)))
V('PortOne V2', 'API secret', 'PORTONE_API_SECRET', 'https://api.portone.io/payments', 'Authorization: PortOne {}',
  lambda: rs(AN, 80))
V('KakaoPay', 'secret key', 'KAKAOPAY_SECRET_KEY', 'https://open-api.kakaopay.com/online/v1/payment/ready',
  'Authorization: SECRET_KEY {}', lambda: pick(['PRD', 'DEV']) + rs(HXU, 37))
V('NICE Payments', 'merchant key', 'NICEPAY_MERCHANT_KEY', None, None, lambda: b64(64))
V('KG Inicis', 'sign key', 'INICIS_SIGN_KEY', None, None, lambda: b64(24))
V('LINE Pay', 'channel secret', 'LINEPAY_CHANNEL_SECRET', None, None,
  lambda: pair('LINEPAY_CHANNEL_ID', digits(10), 'LINEPAY_CHANNEL_SECRET', hexs(32), l1=False))
V('PayPay', 'API key / secret', 'PAYPAY_API_SECRET', None, None,
  lambda: pair('PAYPAY_API_KEY', 'a_' + rs(AN, 10) + '_' + rs(AN, 4), 'PAYPAY_API_SECRET', b64(32)))
V('WeChat Pay', 'APIv3 key', 'WECHATPAY_APIV3_KEY', None, None, lambda: rs(AN, 32))
V('Coupang Open API', 'access key / secret key', 'COUPANG_SECRET_KEY', None, None,
  lambda: pair('COUPANG_ACCESS_KEY', uid(), 'COUPANG_SECRET_KEY', hexs(40)))
V('Naver Commerce API', 'client secret', 'NAVER_COMMERCE_CLIENT_SECRET', None, None,
  lambda: pair('NAVER_COMMERCE_CLIENT_ID', rs(AN, 22), 'NAVER_COMMERCE_CLIENT_SECRET',
               '$2a$04$' + rs(AN + './', 22), l1=False))
V('11st', 'Open API key', 'ELEVENST_OPENAPI_KEY', None, 'openapikey: {}', lambda: hexs(32))
V('Cafe24', 'client secret', 'CAFE24_CLIENT_SECRET', None, None,
  lambda: pair('CAFE24_CLIENT_ID', rs(AN, 22), 'CAFE24_CLIENT_SECRET', rs(AN, 22), l1=False))
V('imweb', 'API key / secret', 'IMWEB_SECRET', None, None,
  lambda: pair('IMWEB_KEY', hexs(32), 'IMWEB_SECRET', hexs(32)))
V('Binance', 'API key / secret', 'BINANCE_API_SECRET', None, None,
  lambda: pair('BINANCE_API_KEY', rs(AN, 64), 'BINANCE_API_SECRET', rs(AN, 64)))
V('Upbit', 'access key / secret key', 'UPBIT_SECRET_KEY', None, None,
  lambda: pair('UPBIT_ACCESS_KEY', rs(AN, 40), 'UPBIT_SECRET_KEY', rs(AN, 40)))
V('Bithumb', 'API key / secret', 'BITHUMB_SECRET', None, None,
  lambda: pair('BITHUMB_API_KEY', hexs(32), 'BITHUMB_SECRET', hexs(32)))
V('Korea Investment & Securities', 'Open API appkey / appsecret', 'KIS_APP_SECRET', None, None,
  lambda: pair('KIS_APP_KEY', 'PS' + rs(AN, 34), 'KIS_APP_SECRET', rs(B64, 180)))
V('Etherscan', 'API key', 'ETHERSCAN_API_KEY', None, None, lambda: rs(ANU, 34))
V('Infura', 'API key secret', 'INFURA_API_KEY_SECRET', None, None,
  lambda: pair('INFURA_API_KEY', hexs(32), 'INFURA_API_KEY_SECRET', hexs(32), l1=False))
V('Alchemy', 'API key', 'ALCHEMY_API_KEY', None, None, lambda: rs(B64U, 32))
# --- messaging / comms
V('Slack', 'bot token', 'SLACK_BOT_TOKEN', 'https://slack.com/api/auth.test', BEARER,
  lambda: 'xoxb-' + digits(rint(10, 12)) + '-' + digits(13) + '-' + rs(AN, 24))
V('Slack', 'user token', 'SLACK_USER_TOKEN', 'https://slack.com/api/users.list', BEARER,
  lambda: 'xoxp-' + digits(rint(10, 12)) + '-' + digits(12) + '-' + digits(13) + '-' + hexs(32))
V('Slack', 'incoming webhook URL', 'SLACK_WEBHOOK_URL', None, None,
  lambda: (lambda t: [('SLACK_WEBHOOK_URL', 'https://hooks.slack.com/services/T%s/B%s/%s' % (
      rs(ANU, 8), rs(ANU, 10), t), [t])])(rs(AN, 24)))
V('Slack', 'app-level token', 'SLACK_APP_TOKEN', None, None,
  lambda: 'xapp-1-A' + rs(ANU, 10) + '-' + digits(13) + '-' + hexs(64))
V('Discord', 'bot token', 'DISCORD_BOT_TOKEN', 'https://discord.com/api/v10/users/@me', 'Authorization: Bot {}',
  lambda: b64s(digits(19)).rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38))
V('Discord', 'webhook URL', 'DISCORD_WEBHOOK_URL', None, None,
  lambda: (lambda t: [('DISCORD_WEBHOOK_URL', 'https://discord.com/api/webhooks/%s/%s' % (digits(19), t), [t])])(
      rs(B64U, 68)))
V('Telegram', 'bot token', 'TELEGRAM_BOT_TOKEN', None, None,
  lambda: digits(10) + ':AA' + rs(B64U, 33))
V('Twilio', 'auth token', 'TWILIO_AUTH_TOKEN', None, None,
  lambda: pair('TWILIO_ACCOUNT_SID', 'AC' + hexs(32), 'TWILIO_AUTH_TOKEN', hexs(32), l1=False))
V('Twilio', 'API key secret', 'TWILIO_API_SECRET', None, None,
  lambda: pair('TWILIO_API_KEY', 'SK' + hexs(32), 'TWILIO_API_SECRET', rs(AN, 32)))
V('SendGrid', 'API key', 'SENDGRID_API_KEY', 'https://api.sendgrid.com/v3/mail/send', BEARER,
  lambda: 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43))
V('Mailgun', 'private API key', 'MAILGUN_API_KEY', None, None,
  lambda: pick(['key-' + hexs(32), hexs(32) + '-' + hexs(8) + '-' + hexs(8)]))
V('Mailchimp', 'API key', 'MAILCHIMP_API_KEY', None, None, lambda: hexs(32) + '-us' + str(rint(1, 21)))
V('Mailjet', 'API key / secret', 'MJ_APIKEY_PRIVATE', None, None,
  lambda: pair('MJ_APIKEY_PUBLIC', hexs(32), 'MJ_APIKEY_PRIVATE', hexs(32)))
V('Postmark', 'server token', 'POSTMARK_SERVER_TOKEN', 'https://api.postmarkapp.com/email',
  'X-Postmark-Server-Token: {}', lambda: uid())
V('Resend', 'API key', 'RESEND_API_KEY', 'https://api.resend.com/emails', BEARER,
  lambda: 're_' + rs(AN, 8) + '_' + rs(AN, 24))
V('Brevo', 'API key', 'BREVO_API_KEY', 'https://api.brevo.com/v3/account', 'api-key: {}',
  lambda: 'xkeysib-' + hexs(64) + '-' + rs(AN, 16))
V('Mandrill', 'API key', 'MANDRILL_API_KEY', None, None, lambda: rs(B64U, 22))
V('SparkPost', 'API key', 'SPARKPOST_API_KEY', None, 'Authorization: {}', lambda: hexs(40))
V('Vonage', 'API secret', 'VONAGE_API_SECRET', None, None,
  lambda: pair('VONAGE_API_KEY', hexs(8), 'VONAGE_API_SECRET', rs(AN, 16), l1=False))
V('Plivo', 'auth token', 'PLIVO_AUTH_TOKEN', None, None,
  lambda: pair('PLIVO_AUTH_ID', 'MA' + rs(ANU, 18), 'PLIVO_AUTH_TOKEN', rs(AN, 40), l1=False))
V('MessageBird', 'live access key', 'MESSAGEBIRD_ACCESS_KEY', None, 'Authorization: AccessKey {}', lambda: rs(AN, 25))
V('LINE Messaging API', 'channel access token', 'LINE_CHANNEL_ACCESS_TOKEN', 'https://api.line.me/v2/bot/info',
  BEARER, lambda: rs(B64, 171) + '=')
V('LINE Messaging API', 'channel secret', 'LINE_CHANNEL_SECRET', None, None, lambda: hexs(32))
V('LINE Notify', 'access token', 'LINE_NOTIFY_TOKEN', 'https://notify-api.line.me/api/notify', BEARER,
  lambda: rs(AN, 43))
V('Kakao', 'REST API key', 'KAKAO_REST_API_KEY', 'https://dapi.kakao.com/v2/local/search/address.json',
  'Authorization: KakaoAK {}', lambda: hexs(32))
V('Kakao', 'Admin key', 'KAKAO_ADMIN_KEY', 'https://kapi.kakao.com/v1/user/ids', 'Authorization: KakaoAK {}',
  lambda: hexs(32))
V('Kakao Login', 'client secret', 'KAKAO_CLIENT_SECRET', None, None, lambda: rs(AN, 32))
V('KakaoWork', 'bot app key', 'KAKAOWORK_BOT_APP_KEY', 'https://api.kakaowork.com/v1/messages.send', BEARER,
  lambda: hexs(8) + '.' + hexs(32))
V('Naver Developers', 'client secret', 'NAVER_CLIENT_SECRET', 'https://openapi.naver.com/v1/search/blog.json', None,
  lambda: pair('NAVER_CLIENT_ID', rs(AN, 20), 'NAVER_CLIENT_SECRET', rs(AN, 10), l1=False))
V('LINE WORKS', 'bot secret', 'LINEWORKS_BOT_SECRET', None, None, lambda: rs(AN, 30))
V('Dooray', 'incoming webhook URL', 'DOORAY_HOOK_URL', None, None,
  lambda: (lambda t: [('DOORAY_HOOK_URL', 'https://hook.dooray.com/services/%s/%s/%s' % (digits(19), digits(19), t),
                       [t])])(rs(B64U, 22)))
V('JANDI', 'incoming webhook URL', 'JANDI_WEBHOOK_URL', None, None,
  lambda: (lambda t: [('JANDI_WEBHOOK_URL', 'https://wh.jandi.com/connect-api/webhook/%s/%s' % (digits(8), t), [t])])(
      hexs(32)))
V('Channel Talk', 'access key / secret', 'CHANNEL_ACCESS_SECRET', None, None,
  lambda: pair('CHANNEL_ACCESS_KEY', hexs(24), 'CHANNEL_ACCESS_SECRET', hexs(32)))
V('Sendbird', 'API token', 'SENDBIRD_API_TOKEN', 'https://api-APPID.sendbird.com/v3/users', 'Api-Token: {}',
  lambda: hexs(40))
V('Solapi', 'API key / secret', 'SOLAPI_API_SECRET', None, None,
  lambda: pair('SOLAPI_API_KEY', 'NCS' + rs(ANU, 13), 'SOLAPI_API_SECRET', rs(ANU, 32)))
V('Aligo', 'SMS API key', 'ALIGO_API_KEY', None, None, lambda: rs(ANL, 32))
V('NHN Cloud Notification', 'SMS secret key', 'NHN_SMS_SECRET_KEY', None, 'X-Secret-Key: {}', lambda: rs(AN, 8))
V('WeChat', 'AppSecret', 'WECHAT_APP_SECRET', None, None,
  lambda: pair('WECHAT_APP_ID', 'wx' + hexs(16), 'WECHAT_APP_SECRET', hexs(32), l1=False))
V('Zalo', 'app secret', 'ZALO_APP_SECRET', None, None, lambda: rs(AN, 20))
V('Zoom', 'Server-to-Server OAuth client secret', 'ZOOM_CLIENT_SECRET', None, None,
  lambda: pair('ZOOM_CLIENT_ID', rs(AN, 22), 'ZOOM_CLIENT_SECRET', rs(AN, 32), l1=False))
V('Pusher', 'app secret', 'PUSHER_APP_SECRET', None, None,
  lambda: pair('PUSHER_APP_KEY', hexs(20), 'PUSHER_APP_SECRET', hexs(20), l1=False))
V('Ably', 'API key', 'ABLY_API_KEY', None, None, lambda: rs(AN, 6) + '.' + rs(AN, 6) + ':' + rs(B64U, 43))
V('Stream', 'API secret', 'STREAM_API_SECRET', None, None,
  lambda: pair('STREAM_API_KEY', rs(ANL, 12), 'STREAM_API_SECRET', rs(ANL, 64), l1=False))
V('PubNub', 'secret key', 'PUBNUB_SECRET_KEY', None, None, lambda: 'sec-c-' + rs(B64, 48))
V('OneSignal', 'REST API key', 'ONESIGNAL_REST_API_KEY', 'https://api.onesignal.com/notifications',
  'Authorization: Key {}', lambda: 'os_v2_app_' + rs(LO + '234567', 113))
V('Firebase Cloud Messaging', 'legacy server key', 'FCM_SERVER_KEY', 'https://fcm.googleapis.com/fcm/send',
  'Authorization: key={}', lambda: 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134))
V('Agora', 'app certificate', 'AGORA_APP_CERTIFICATE', None, None,
  lambda: pair('AGORA_APP_ID', hexs(32), 'AGORA_APP_CERTIFICATE', hexs(32), l1=False))
# --- SaaS / productivity / monitoring
V('Atlassian', 'API token', 'JIRA_API_TOKEN', None, None,
  lambda: 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HXU, 8))
V('Linear', 'personal API key', 'LINEAR_API_KEY', 'https://api.linear.app/graphql', 'Authorization: {}',
  lambda: 'lin_api_' + rs(AN, 40))
V('Notion', 'internal integration secret', 'NOTION_TOKEN', 'https://api.notion.com/v1/users/me', BEARER,
  lambda: 'ntn_' + digits(11) + rs(AN, 35))
V('Airtable', 'personal access token', 'AIRTABLE_TOKEN', 'https://api.airtable.com/v0/meta/bases', BEARER,
  lambda: 'pat' + rs(AN, 14) + '.' + hexs(64))
V('Figma', 'personal access token', 'FIGMA_TOKEN', 'https://api.figma.com/v1/me', 'X-Figma-Token: {}',
  lambda: 'figd_' + rs(B64U, 40))
V('Asana', 'personal access token', 'ASANA_PAT', 'https://app.asana.com/api/1.0/users/me', BEARER,
  lambda: '2/' + digits(16) + '/' + digits(16) + ':' + hexs(32))
V('Trello', 'API token', 'TRELLO_TOKEN', None, None, lambda: 'ATTA' + hexs(64) + rs(HXU, 8))
V('ClickUp', 'personal API token', 'CLICKUP_API_TOKEN', 'https://api.clickup.com/api/v2/user', 'Authorization: {}',
  lambda: 'pk_' + digits(8) + '_' + rs(ANU, 32))
V('Todoist', 'API token', 'TODOIST_API_TOKEN', 'https://api.todoist.com/rest/v2/projects', BEARER, lambda: hexs(40))
V('Typeform', 'personal token', 'TYPEFORM_TOKEN', 'https://api.typeform.com/forms', BEARER,
  lambda: 'tfp_' + rs(B64U, 44) + '_' + rs(AN, 14))
V('Webflow', 'site API token', 'WEBFLOW_API_TOKEN', 'https://api.webflow.com/v2/sites', BEARER, lambda: hexs(64))
V('Dropbox', 'short-lived access token', 'DROPBOX_ACCESS_TOKEN', 'https://api.dropboxapi.com/2/users/get_current_account',
  BEARER, lambda: 'sl.u.' + rs(B64U, 140))
V('Box', 'developer token', 'BOX_DEVELOPER_TOKEN', 'https://api.box.com/2.0/users/me', BEARER, lambda: rs(AN, 32))
V('HubSpot', 'private app token', 'HUBSPOT_ACCESS_TOKEN', 'https://api.hubapi.com/crm/v3/objects/contacts', BEARER,
  lambda: 'pat-na1-' + uid())
V('Salesforce', 'session access token', 'SF_ACCESS_TOKEN', None, BEARER,
  lambda: '00D' + rs(AN, 12) + '!AQ' + rs(AN + '._', 95))
V('Intercom', 'access token', 'INTERCOM_TOKEN', 'https://api.intercom.io/me', BEARER, lambda: 'dG9rOj' + rs(B64, 54) + '=')
V('Zendesk', 'API token', 'ZENDESK_API_TOKEN', None, None, lambda: rs(AN, 40))
V('Freshdesk', 'API key', 'FRESHDESK_API_KEY', None, None, lambda: rs(AN, 20))
V('Contentful', 'management token', 'CONTENTFUL_MANAGEMENT_TOKEN', None, BEARER, lambda: 'CFPAT-' + rs(B64U, 43))
V('Sanity', 'API token', 'SANITY_API_TOKEN', None, BEARER, lambda: 'sk' + rs(AN, 80))
V('Strapi', 'API token', 'STRAPI_API_TOKEN', None, BEARER, lambda: hexs(256))
V('Ghost', 'Admin API key', 'GHOST_ADMIN_API_KEY', None, None, lambda: hexs(24) + ':' + hexs(64))
V('WordPress', 'application password', 'WP_APP_PASSWORD', None, None,
  lambda: ' '.join(rs(AN, 4) for _ in range(6)))
V('Datadog', 'API key + application key', 'DD_API_KEY', None, None,
  lambda: pair('DD_API_KEY', hexs(32), 'DD_APP_KEY', hexs(40)))
V('New Relic', 'user API key', 'NEW_RELIC_API_KEY', 'https://api.newrelic.com/graphql', 'API-Key: {}',
  lambda: 'NRAK-' + rs(ANU, 27))
V('Grafana', 'service account token', 'GRAFANA_TOKEN', 'https://grafana.internal/api/dashboards/home', BEARER,
  lambda: 'glsa_' + rs(AN, 32) + '_' + hexs(8))
V('Grafana Cloud', 'access policy token', 'GRAFANA_CLOUD_TOKEN', None, None,
  lambda: 'glc_' + b64s('{"o":"%s","n":"%s","k":"%s","m":{"r":"prod-ap-northeast-0"}}' % (
      digits(6), pick(['stack-writer', 'alloy-push', 'ci-metrics']), rs(AN, 24))).rstrip('='))
V('PagerDuty', 'REST API key', 'PAGERDUTY_TOKEN', 'https://api.pagerduty.com/users', 'Authorization: Token token={}',
  lambda: 'u+' + rs(AN + '_-', 18))
V('Opsgenie', 'API key', 'OPSGENIE_API_KEY', None, 'Authorization: GenieKey {}', lambda: uid())
V('Honeycomb', 'ingest key', 'HONEYCOMB_API_KEY', None, 'x-honeycomb-team: {}', lambda: 'hcaik_01' + rs(ANL, 56))
V('Dynatrace', 'API token', 'DT_API_TOKEN', None, 'Authorization: Api-Token {}',
  lambda: 'dt0c01.' + rs(ANU, 24) + '.' + rs(ANU, 64))
V('Splunk', 'HEC token', 'SPLUNK_HEC_TOKEN', 'https://splunk.internal:8088/services/collector/event',
  'Authorization: Splunk {}', lambda: uid())
V('Sumo Logic', 'access id / access key', 'SUMO_ACCESS_KEY', None, None,
  lambda: pair('SUMO_ACCESS_ID', 'su' + rs(AN, 12), 'SUMO_ACCESS_KEY', rs(AN, 64)))
V('Rollbar', 'server access token', 'ROLLBAR_ACCESS_TOKEN', None, 'X-Rollbar-Access-Token: {}', lambda: hexs(32))
V('Bugsnag', 'API key', 'BUGSNAG_API_KEY', None, None, lambda: hexs(32))
V('Segment', 'write key', 'SEGMENT_WRITE_KEY', None, None, lambda: rs(AN, 32))
V('Mixpanel', 'service account secret', 'MIXPANEL_SA_SECRET', None, None,
  lambda: pair('MIXPANEL_SA_USERNAME', pick(['etl', 'backfill', 'export']) + '.' + rs(LO, 6) + '.mp-service-account',
               'MIXPANEL_SA_SECRET', rs(AN, 32), l1=False))
V('Amplitude', 'secret key', 'AMPLITUDE_SECRET_KEY', None, None,
  lambda: pair('AMPLITUDE_API_KEY', hexs(32), 'AMPLITUDE_SECRET_KEY', hexs(32), l1=False))
V('PostHog', 'personal API key', 'POSTHOG_PERSONAL_API_KEY', None, BEARER, lambda: 'phx_' + rs(AN, 47))
V('LaunchDarkly', 'server-side SDK key', 'LAUNCHDARKLY_SDK_KEY', None, None, lambda: 'sdk-' + uid())
V('Okta', 'API token', 'OKTA_API_TOKEN', 'https://acme.okta.com/api/v1/users', 'Authorization: SSWS {}',
  lambda: '00' + rs(B64U, 40))
V('Auth0', 'client secret', 'AUTH0_CLIENT_SECRET', None, None,
  lambda: pair('AUTH0_CLIENT_ID', rs(AN, 32), 'AUTH0_CLIENT_SECRET', rs(B64U, 64), l1=False))
V('Clerk', 'secret key', 'CLERK_SECRET_KEY', 'https://api.clerk.com/v1/users', BEARER, lambda: 'sk_live_' + rs(AN, 42))
V('RevenueCat', 'secret API key', 'REVENUECAT_SECRET_KEY', None, BEARER, lambda: 'sk_' + rs(AN, 32))
V('Braze', 'REST API key', 'BRAZE_REST_API_KEY', None, BEARER, lambda: uid())
V('Klaviyo', 'private API key', 'KLAVIYO_PRIVATE_KEY', None, 'Authorization: Klaviyo-API-Key {}',
  lambda: 'pk_' + hexs(34))
V('Courier', 'auth token', 'COURIER_AUTH_TOKEN', None, BEARER, lambda: 'pk_prod_' + rs(ANU, 28))
V('Mapbox', 'secret access token', 'MAPBOX_SECRET_TOKEN', None, None,
  lambda: 'sk.eyJ1Ijoi' + rs(B64U, 60) + '.' + rs(B64U, 22))
V('HERE', 'API key', 'HERE_API_KEY', None, None, lambda: rs(B64U, 43))
V('TomTom', 'API key', 'TOMTOM_API_KEY', None, None, lambda: rs(AN, 32))
V('Esri ArcGIS', 'API key', 'ARCGIS_API_KEY', None, None, lambda: 'AAPK' + hexs(32) + rs(B64U, 68))
V('Cloudinary', 'API secret (in CLOUDINARY_URL)', 'CLOUDINARY_URL', None, None,
  lambda: (lambda s: [('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (digits(15), s, pick(['acme-media', 'dxk2q9', 'shop-kr'])),
                       [s])])(rs(B64U, 27)))
V('Algolia', 'admin API key', 'ALGOLIA_ADMIN_KEY', None, None,
  lambda: pair('ALGOLIA_APP_ID', rs(ANU, 10), 'ALGOLIA_ADMIN_KEY', hexs(32), l1=False))
V('Mux', 'access token', 'MUX_TOKEN_SECRET', None, None,
  lambda: pair('MUX_TOKEN_ID', uid(), 'MUX_TOKEN_SECRET', rs(B64, 75)))
V('Vimeo', 'access token', 'VIMEO_ACCESS_TOKEN', 'https://api.vimeo.com/me', BEARER, lambda: hexs(32))
V('Frame.io', 'developer token', 'FRAMEIO_TOKEN', None, BEARER, lambda: 'fio-u-' + rs(B64U, 64))
V('X (Twitter)', 'app bearer token', 'TWITTER_BEARER_TOKEN', 'https://api.twitter.com/2/tweets/search/recent', BEARER,
  lambda: 'AAAAAAAAAAAAAAAAAAAAA' + rs(AN, 27) + '%3D' + rs(AN, 50))
V('Meta', 'Graph API access token', 'FB_ACCESS_TOKEN', None, None, lambda: 'EAAG' + rs(AN, 180))
V('Spotify', 'client secret', 'SPOTIFY_CLIENT_SECRET', None, None,
  lambda: pair('SPOTIFY_CLIENT_ID', hexs(32), 'SPOTIFY_CLIENT_SECRET', hexs(32), l1=False))
V('Reddit', 'client secret', 'REDDIT_CLIENT_SECRET', None, None,
  lambda: pair('REDDIT_CLIENT_ID', rs(B64U, 22), 'REDDIT_CLIENT_SECRET', rs(B64U, 30), l1=False))
V('Twitch', 'client secret', 'TWITCH_CLIENT_SECRET', None, None,
  lambda: pair('TWITCH_CLIENT_ID', rs(ANL, 30), 'TWITCH_CLIENT_SECRET', rs(ANL, 30), l1=False))
V('Pinterest', 'access token', 'PINTEREST_ACCESS_TOKEN', 'https://api.pinterest.com/v5/user_account', BEARER,
  lambda: 'pina_' + rs(ANU, 52))
V('Yandex', 'OAuth token', 'YANDEX_OAUTH_TOKEN', None, 'Authorization: OAuth {}', lambda: 'y0_' + rs(B64U, 55))
V('Bitly', 'access token', 'BITLY_TOKEN', 'https://api-ssl.bitly.com/v4/user', BEARER, lambda: hexs(40))
V('Steam', 'Web API key', 'STEAM_API_KEY', None, None, lambda: rs(HXU, 32))
V('Riot Games', 'API key', 'RIOT_API_KEY', None, 'X-Riot-Token: {}', lambda: 'RGAPI-' + uid())
V('Shodan', 'API key', 'SHODAN_API_KEY', None, None, lambda: rs(AN, 32))
V('VirusTotal', 'API key', 'VT_API_KEY', 'https://www.virustotal.com/api/v3/files', 'x-apikey: {}', lambda: hexs(64))
V('hCaptcha', 'secret key', 'HCAPTCHA_SECRET', None, None, lambda: '0x' + hexs(40))
V('Kong Konnect', 'personal access token', 'KONNECT_TOKEN', None, BEARER, lambda: 'kpat_' + rs(AN, 49))
V('Data.go.kr', 'serviceKey', 'DATA_GO_KR_SERVICE_KEY', None, None, None)
V('SmartThings', 'personal access token', 'SMARTTHINGS_TOKEN', 'https://api.smartthings.com/v1/devices', BEARER,
  lambda: uid())
V('Rakuten', 'application secret', 'RAKUTEN_APP_SECRET', None, None,
  lambda: pair('RAKUTEN_APP_ID', digits(19), 'RAKUTEN_APP_SECRET', hexs(40), l1=False))
V('Yahoo! JAPAN', 'client secret', 'YJ_CLIENT_SECRET', None, None,
  lambda: pair('YJ_CLIENT_ID', 'dj00' + rs(AN, 52), 'YJ_CLIENT_SECRET', rs(AN, 40), l1=False))


def gen_vendor_items(v):
    if v['brand'] == 'OVHcloud':
        a, s, c = rs(AN, 16), rs(AN, 32), rs(AN, 32)
        return [('OVH_APPLICATION_KEY', a, []), ('OVH_APPLICATION_SECRET', s, [s]), ('OVH_CONSUMER_KEY', c, [c])]
    if v['brand'] == 'Data.go.kr':
        raw = b64(66)
        enc = urllib.parse.quote(raw, safe='')
        return [('DATA_GO_KR_SERVICE_KEY', enc, [enc])]
    out = v['gen']()
    if v['brand'] == 'Fly.io':
        return [(v['env'], out, [out.split(' ', 1)[1]])]
    if isinstance(out, str):
        return [(v['env'], out, [out])]
    res = []
    for e, val, lst in out:
        if lst is None:
            lst = [val]
        res.append((e, val, lst))
    return res


# --------------------------------------------------------------------------
# vendor notes: frames + context
# --------------------------------------------------------------------------
KO_WORD = {'key': '키', 'token': '토큰', 'secret': '시크릿', 'password': '비밀번호', 'access': '액세스',
           'personal': '개인', 'client': '클라이언트', 'webhook': '웹훅', 'application': '애플리케이션',
           'account': '계정', 'service': '서비스', 'user': '사용자', 'live': '라이브', 'auth': '인증',
           'bot': '봇', 'app': '앱', 'deploy': '배포', 'merchant': '가맹점', 'channel': '채널', 'server': '서버'}


def kind_ko(kind):
    return ' '.join(KO_WORD.get(w, w) for w in kind.split(' '))


def vslug(brand):
    out = ''.join(c.lower() if c.isalnum() else '_' for c in brand)
    while '__' in out:
        out = out.replace('__', '_')
    return out.strip('_')


def kwname(e):
    parts = e.lower().split('_')
    return '_'.join(parts[1:]) if len(parts) > 1 else parts[0]


def camel(s):
    p = s.split('_')
    return p[0] + ''.join(x.capitalize() for x in p[1:])


def pascal(s):
    return ''.join(x.capitalize() for x in s.split('_'))


def cls_name(brand):
    return ''.join(c for c in brand.title() if c.isalnum()) or 'Api'


VMC = {
    'en': [
        "I did not know the {v} SDK reads {e} from the environment before it looks at the config file.",
        "Nobody told me {p} still uses a personal {v} credential instead of a team one.",
        "The README for {p} never says where the {v} credential lives; I dug it out of an old session.",
        "I wasn't aware that staging and production share a single {v} account.",
        "Missing context: the {v} webhook handler and the nightly job in {p} read the same {e}.",
        "I assumed {v} calls were mocked in tests, but the integration suite of {p} hits the real API.",
        "Didn't know the {v} credential had been rotated last week, so the cached copy in {p} kept failing.",
        "The {v} dashboard lists several keys and nothing says which one {p} uses.",
        "I had no idea {p} loads {e} from a .env.local that is not in the repo.",
        "It was unclear which {v} workspace the deploy pipeline of {p} talks to.",
        "The migration guide skipped the part where {v} credentials move from config.yaml to env vars.",
        "I didn't know the {v} integration in {p} was broken since the Friday release.",
    ],
    'ko': [
        "{p}에서 {v} SDK가 설정 파일보다 환경변수 {e} 값을 먼저 읽는다는 걸 몰랐음.",
        "{p} 서비스가 아직 팀 계정이 아니라 개인 {v} 자격증명을 쓰고 있다는 걸 아무도 말해주지 않았다.",
        "{p} README에 {v} 키 위치가 안 적혀 있어서 예전 세션 기록을 뒤져서 찾았다.",
        "스테이징과 운영이 {v} 계정 하나를 같이 쓰는 줄 몰랐음.",
        "{p}의 웹훅 핸들러와 야간 배치가 같은 {e} 값을 읽는다는 맥락이 빠져 있었다.",
        "테스트에서 {v} 호출이 mock 처리되는 줄 알았는데 {p} 통합 테스트는 실제 API를 호출한다.",
        "지난주에 {v} 키가 교체된 걸 몰라서 {p}에 캐시된 예전 값으로 계속 실패했다.",
        "{v} 대시보드에 키가 여러 개라 {p} 서비스가 어떤 걸 쓰는지 알 수 없었음.",
        "{p} 서비스가 레포에 없는 .env.local에서 {e} 변수를 읽는다는 걸 몰랐다.",
        "{p} 배포 파이프라인이 어느 {v} 워크스페이스에 붙는지 불분명했음.",
        "마이그레이션 가이드에 {v} 자격증명을 config.yaml에서 환경변수로 옮기는 부분이 빠져 있었다.",
        "금요일 배포 이후로 {p}의 {v} 연동이 깨져 있던 걸 몰랐다.",
    ]}
VLE = {
    'en': [
        "Export {e} before starting the server; the client does not reload it at runtime.",
        "{v} answers 401 with an unhelpful body when the credential belongs to another project.",
        "Keep the {v} credential in the secret store and inject it at deploy time.",
        "Restart the worker after changing {e}; it is read once at boot.",
        "The {v} client retries silently on 403, so check the first failure in the logs.",
        "Use a separate {v} credential for local development.",
        "Run the smoke test against {v} right after setting {e} to catch typos early.",
        "Never paste debug output of the {v} client into tickets; it echoes headers.",
        "The {v} SDK picks up {e} only if the process was started from the same shell.",
        "Check the {v} key scope before debugging the code path.",
    ],
    'ko': [
        "서버 띄우기 전에 {e} 변수를 export 해야 함. 런타임에 다시 읽지 않는다.",
        "다른 프로젝트의 자격증명이면 {v} API는 별 설명 없이 401만 준다.",
        "{v} 키는 시크릿 저장소에 두고 배포 시점에 주입할 것.",
        "{e} 바꾼 뒤에는 워커 재시작 필수. 부팅할 때 한 번만 읽는다.",
        "{v} 클라이언트는 403에서 조용히 재시도하니까 로그에서 첫 실패를 봐야 한다.",
        "로컬 개발용 {v} 키는 따로 발급받아 쓰는 게 맞다.",
        "{e} 설정 직후 {v} 스모크 테스트를 돌리면 오타를 빨리 잡는다.",
        "{v} 클라이언트 디버그 로그는 헤더까지 찍으니까 티켓에 붙이지 말 것.",
        "같은 셸에서 띄운 프로세스만 {e} 변수를 읽는다.",
        "코드 디버깅 전에 {v} 키 권한(scope)부터 확인하자.",
    ]}
VASK = {
    'en': [
        "Which {v} credential should {p} use in preview environments?",
        "Is there a shared vault entry for {v}, or should I request my own key?",
        "Has the {v} credential been rotated since it was last shared?",
        "Who owns the {v} account for {p}?",
        "Should {e} be set per environment or once in CI?",
        "Do we have a sandbox {v} account for tests?",
        "Can I get read-only {v} access instead of the full key?",
    ],
    'ko': [
        "프리뷰 환경에서 {p} 서비스는 어떤 {v} 키를 써야 하나요?",
        "{v} 키가 공용 볼트에 있나요, 아니면 개인 키를 발급받아야 하나요?",
        "마지막으로 공유된 뒤에 {v} 키가 교체됐나요?",
        "{p}의 {v} 계정 담당자가 누구인가요?",
        "{e} 값은 환경별로 넣나요, CI에 한 번만 넣나요?",
        "테스트용 {v} 샌드박스 계정이 있나요?",
        "전체 권한 키 말고 읽기 전용 {v} 키를 받을 수 있을까요?",
    ]}


def fmt_ctx(s, d):
    for k, v in d.items():
        s = s.replace('{' + k + '}', v)
    return s


def v_prose(lang, spec, items):
    b, k = spec['brand'], spec['kind']
    if len(items) == 1:
        val = items[0][1]
        if lang == 'en':
            return pick(["The {b} {k} is {x}.", "{b} {k}: {x}", "Used {x} as the {b} {k} (copied from the ticket).",
                         "We authenticate to {b} with {x}.", "{b} works again once the {k} is set to {x}.",
                         "the {k} for {b} that ops pasted in chat was {x}"]).format(b=b, k=k, x=val)
        return pick(["{b} {kk} 값은 {x} 입니다.", "{b} {kk}: {x}", "{b} 연동할 때 {x} 넣으면 됨.",
                     "팀장님이 알려준 {b} {kk} -> {x}", "ㅇㅋ {b} 키 이거 쓰시면 돼요 {x}",
                     "{b} 쪽 {kk} 새로 받은 거 {x} 로 세팅해둠"]).format(b=b, kk=kind_ko(k), x=val)
    parts = ', '.join('%s=%s' % (e, x) for e, x, _ in items)
    if lang == 'en':
        return pick(["{b} credentials: {p}.", "For {b} I used {p}.", "The {b} pair from the vault export: {p}"]).format(b=b, p=parts)
    return pick(["{b} 자격증명: {p}", "{b} 키 쌍은 {p} 입니다.", "볼트에서 꺼낸 {b} 값: {p}"]).format(b=b, p=parts)


def v_frames(spec, items, lang):
    b = spec['brand']
    slug = vslug(b)
    one = len(items) == 1
    fr = []
    q = pick(['', '"', "'"])
    fr.append(('env', '\n'.join('%s=%s%s%s' % (e, q, x, q) for e, x, _ in items)))
    fr.append(('export', '\n'.join("export %s='%s'" % (e, x) for e, x, _ in items) +
               pick(['', '\n' + pick(['npm run dev', './gradlew bootRun', 'python manage.py runserver',
                                      'make integration-test', 'go run ./cmd/server'])])))
    if spec['hdr'] and one:
        url = spec['url'] or '$API_BASE/v1/' + pick(['health', 'me', 'status', 'projects'])
        fr.append(('curl', 'curl -sS %s"%s" -H "%s"' % (pick(['', '-X GET ', '-i ']), url,
                                                     spec['hdr'].format(items[0][1]))))
    yq = pick(['', '"'])
    fr.append(('yaml', '%s:\n' % slug + '\n'.join('  %s: %s%s%s' % (kwname(e), yq, x, yq) for e, x, _ in items)))
    fr.append(('json', '{"%s": {%s}}' % (slug, ', '.join('"%s": "%s"' % (camel(kwname(e)), x) for e, x, _ in items))))
    fr.append(('python', '%s = %sClient(%s)' % (slug + '_client', cls_name(b),
                                               ', '.join('%s="%s"' % (kwname(e), x) for e, x, _ in items))))
    fr.append(('js', "const %s = new %s({ %s });" % (camel(slug), cls_name(b),
                                                    ', '.join("%s: '%s'" % (camel(kwname(e)), x) for e, x, _ in items))))
    fr.append(('gh', '\n'.join("gh secret set %s --body '%s'%s" % (e, x, pick(['', ' --env production', ' -R acme/' + pick(PROJ)]))
                              for e, x, _ in items)))
    fr.append(('docker', 'docker run --rm %s %s' % (' '.join('-e %s=%s' % (e, x) for e, x, _ in items),
                                                    pick(['acme/' + pick(PROJ) + ':latest', 'ghcr.io/acme/worker:1.4.2']))))
    fr.append(('k8s', 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\ntype: Opaque\nstringData:\n%s' % (
        slug.replace('_', '-'), '\n'.join('  %s: "%s"' % (e, x) for e, x, _ in items))))
    fr.append(('log', pick(['DEBUG', 'INFO', 'TRACE']) + ' %s config loaded: {%s}' % (
        pick(['settings', 'env', 'client']), ', '.join("'%s': '%s'" % (e, x) for e, x, _ in items))))
    fr.append(('toml', '[%s]\n%s' % (slug, '\n'.join('%s = "%s"' % (kwname(e), x) for e, x, _ in items))))
    fr.append(('tfvars', '\n'.join('%s_%s = "%s"' % (slug, kwname(e), x) for e, x, _ in items)))
    fr.append(('powershell', '\n'.join('$env:%s = "%s"' % (e, x) for e, x, _ in items)))
    plat = pick(['heroku config:set {a} -a ' + pick(PROJ), 'fly secrets set {a}', 'railway variables --set "{a}"',
                 'supabase secrets set {a}', 'dokku config:set ' + pick(PROJ) + ' {a}'])
    fr.append(('platform', '\n'.join(plat.replace('{a}', '%s=%s' % (e, x)) for e, x, _ in items)))
    fr.append(('mdtable', '| key | value |\n|---|---|\n' + '\n'.join('| %s | %s |' % (e, x) for e, x, _ in items)))
    fr.append(('dotnet', '\n'.join('dotnet user-secrets set "%s:%s" "%s"' % (cls_name(b), pascal(kwname(e)), x)
                                  for e, x, _ in items)))
    fr.append(('prose', v_prose(lang, spec, items)))
    return fr


def vendor_note(spec, lang):
    items = gen_vendor_items(spec)
    secrets = []
    for _, _, l in items:
        secrets += l
    d = {'v': spec['brand'], 'e': items[-1][0], 'p': pick(PROJ)}
    ctx = {'mc': fmt_ctx(pick(VMC[lang]), d), 'lesson': fmt_ctx(pick(VLE[lang]), d), 'ask': fmt_ctx(pick(VASK[lang]), d)}
    t = T(lang)
    listed = [it for it in items if it[2]]
    mode = R.random()
    if len(listed) == 1 and len(items) == 1 and mode < 0.08:
        # rotation: old and new value both in the note
        old = gen_vendor_items(spec)
        while old[0][1] == items[0][1]:
            old = gen_vendor_items(spec)
        secrets = old[0][2] + secrets
        s = t('Rotated the %s %s: old %s -> new %s. The old one may still be cached by %s.' % (
            spec['brand'], spec['kind'], old[0][1], items[0][1], d['p']),
            '%s %s 교체함: 이전 값 %s -> 새 값 %s. %s에 예전 값이 캐시돼 있을 수 있음.' % (
            spec['brand'], kind_ko(spec['kind']), old[0][1], items[0][1], d['p']))
        f = assemble(lang, ctx, s, lead=False)
        return f, secrets, 'rotation'
    if len(items) == 1 and mode < 0.16:
        # label at the end of one field, value at the start of the next
        a, bb = pick([('mc', 'lesson'), ('lesson', 'ask'), ('mc', 'lesson')])
        label = t('The %s %s is in the next field:' % (spec['brand'], spec['kind']),
                  '%s %s 값은 다음 칸에 적어둠:' % (spec['brand'], kind_ko(spec['kind'])))
        f = dict(ctx)
        f[a] = f[a] + ' ' + label
        f[bb] = items[0][1] + '\n' + f[bb]
        return f, secrets, 'split across fields'
    if mode < 0.22:
        # the same value in two fields
        fr = v_frames(spec, items, lang)
        name, snip = pick([x for x in fr if x[0] in ('env', 'prose', 'export', 'yaml')])
        f = assemble(lang, ctx, snip, where='mc')
        val = listed[-1][1] if listed else items[-1][1]
        f['ask'] = t('Is %s still the live value? ' % val, '%s 아직 유효한 값인가요? ' % val) + ctx['ask']
        return f, secrets, name + ' + repeated in ask'
    fr = v_frames(spec, items, lang)
    name, snip = pick(fr)
    if name == 'prose':
        f = assemble(lang, ctx, snip, lead=False)
    else:
        f = assemble(lang, ctx, snip)
    return f, secrets, name


# --------------------------------------------------------------------------
# non-vendor secret templates
# --------------------------------------------------------------------------
NV = []
CL = []


def nv(cat):
    def deco(fn):
        NV.append((cat, fn))
        return fn
    return deco


def cl(cat):
    def deco(fn):
        CL.append((cat, fn))
        return fn
    return deco


@nv('shell: mysql -p attached password')
def _(lang):
    t = T(lang)
    h, u, db = pick(MY_HOSTS), pick(DBUSERS), pick(DBS)
    p = pwd(SY_SQ)
    snip = 'mysql -h %s -P %d -u %s -p%s %s' % (h, pick([3306, 3307, 13306]), u, shq(p), db)
    ctx = fields(t('I did not know the %s schema lives on a separate MySQL instance.' % db,
                   '%s 스키마가 메인 앱과 다른 MySQL 인스턴스에 있다는 걸 몰랐다.' % db),
                 t('Check the port first; staging does not listen on the default one.',
                   '포트부터 확인할 것. 스테이징은 기본 포트가 아니다.'),
                 t('Which host should migrations run against?', '마이그레이션은 어느 호스트에 돌려야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: mysqldump --password= in cron line')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    db = pick(DBS)
    snip = "%d 3 * * * mysqldump --single-transaction -h %s -u %s --password='%s' %s | gzip > /backup/%s_$(date +\\%%F).sql.gz" % (
        rint(0, 59), pick(MY_HOSTS), pick(DBUSERS), p, db, db)
    ctx = fields(t('Nobody mentioned that the nightly backup runs from the crontab of the ops VM, not from the k8s CronJob.',
                   '야간 백업이 k8s CronJob이 아니라 ops VM의 crontab에서 돈다는 걸 아무도 말 안 해줌.'),
                 t('Percent signs must be escaped in crontab; that was why the file name was cut off.',
                   'crontab에서는 % 를 이스케이프해야 한다. 파일 이름이 잘린 이유가 그것.'),
                 t('Can the backup move to a credentials file instead of the command line?',
                   '백업 스크립트를 명령줄 대신 자격증명 파일 방식으로 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: PGPASSWORD environment prefix')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, pick(PG_HOSTS), pick(DBUSERS), pick(DBS))
    ctx = fields(t('psql kept prompting in the non-interactive job and I did not know why.',
                   '비대화형 잡에서 psql이 계속 비밀번호를 물어봐서 원인을 몰랐음.'),
                 t('The job has no TTY, so the password has to come from the environment or .pgpass.',
                   '잡에는 TTY가 없어서 환경변수나 .pgpass로 넘겨야 한다.'),
                 t('Is there a read-only role I should use instead?', '대신 써야 할 읽기 전용 롤이 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: sshpass -p')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    h = pick(HOSTS)
    snip = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (
        p, pick(['deploy', 'ubuntu', 'ec2-user', 'admin', 'root']), h, pick(['nginx', 'app', 'tomcat', 'worker']))
    ctx = fields(t('The legacy box %s has no key-based login; it only accepts a password.' % h,
                   '레거시 서버 %s는 키 인증이 안 되고 비밀번호 로그인만 된다.' % h),
                 t('sshpass works but leaves the password in ps output; use it only from the bastion.',
                   'sshpass는 되긴 하는데 ps에 비번이 보인다. 배스천에서만 쓸 것.'),
                 t('Can we add my public key to that host?', '그 서버에 제 공개키 등록해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: curl -u user:password')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    u = pick(['admin', 'jenkins', 'elastic', 'api-user', 'svc_monitor', 'nexus-ci'])
    url = pick(['https://nexus.internal/service/rest/v1/repositories', 'https://es.internal:9200/_cat/indices?v',
                'https://jenkins.corp.local/job/deploy/buildWithParameters', 'https://registry.internal/v2/_catalog',
                'http://10.0.3.9:15672/api/queues'])
    snip = "curl -s -u %s:'%s' '%s'" % (u, p, url)
    ctx = fields(t('The internal endpoint rejects tokens and only does basic auth.',
                   '내부 엔드포인트가 토큰은 안 받고 basic auth만 받는다.'),
                 t('Quote the credentials; the shell ate part of the password the first time.',
                   '자격증명은 따옴표로 감쌀 것. 처음엔 셸이 비번 일부를 먹었다.'),
                 t('Is there a service account for this instead of the shared login?',
                   '공용 로그인 말고 서비스 계정이 따로 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: docker login -p')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    reg = pick(['registry.corp.local:5000', 'harbor.internal', 'nexus.internal:8083', 'cr.acme.kr'])
    snip = "docker login %s -u %s -p '%s'" % (reg, pick(['ci', 'deployer', 'robot-ci', 'admin']), p)
    ctx = fields(t('The build agent was logged out of %s after the reboot.' % reg,
                   '재부팅 후 빌드 에이전트가 %s에서 로그아웃돼 있었다.' % reg),
                 t('docker warns that -p is insecure; it still works for the private registry.',
                   'docker가 -p는 안전하지 않다고 경고하지만 사설 레지스트리엔 동작함.'),
                 t('Should the agent use a robot account?', '에이전트는 로봇 계정을 써야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: echo password | docker login --password-stdin (pipe)')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "echo '%s' | docker login %s --username %s --password-stdin" % (
        p, pick(['registry.gitlab.corp', 'harbor.internal', 'docker.io']), pick(['ci-bot', 'deploy', 'release']))
    ctx = fields(t('I did not know the runner image has no credential helper installed.',
                   '러너 이미지에 credential helper가 없다는 걸 몰랐음.'),
                 t('--password-stdin avoids the warning, but echoing the literal defeats the purpose.',
                   '--password-stdin을 써도 리터럴을 echo하면 의미가 없다.'),
                 t('Where should the registry password be stored for the runner?', '러너용 레지스트리 비번은 어디에 둬야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: here-doc writing ~/.my.cnf')
def _(lang):
    t = T(lang)
    p = pwd(SY_INI)
    snip = "cat > ~/.my.cnf <<'EOF'\n[client]\nuser=%s\npassword=%s\nhost=%s\nEOF\nchmod 600 ~/.my.cnf" % (
        pick(DBUSERS), p, pick(MY_HOSTS))
    ctx = fields(t('The report script calls mysql without flags and expects a client config file.',
                   '리포트 스크립트가 옵션 없이 mysql을 호출해서 클라이언트 설정 파일이 필요했다.'),
                 t('Quote the here-doc delimiter so the shell does not expand anything inside.',
                   '히어독 구분자에 따옴표를 붙여야 안쪽이 확장되지 않는다.'),
                 t('Is it ok to keep this file on the shared VM?', '공용 VM에 이 파일 둬도 되나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: here-doc into sftp/lftp session')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    h = pick(['ftp.partner-kr.com', 'sftp.vendor-edi.net', '203.0.113.24', 'files.logistics-jp.co.jp'])
    u = pick(['acme_upload', 'edi_kr', 'partner01'])
    snip = "lftp -u %s,'%s' sftp://%s <<EOF\ncd /inbound\nmput /data/out/*.csv\nbye\nEOF" % (u, p, h)
    ctx = fields(t('The partner drop at %s only supports password login; keys were never set up.' % h,
                   '협력사 서버 %s는 비밀번호 로그인만 지원하고 키는 설정된 적이 없다.' % h),
                 t('mput needs the remote dir to exist; the job failed silently before.',
                   'mput은 원격 디렉터리가 있어야 한다. 전에는 조용히 실패했음.'),
                 t('Who at the partner can enable key authentication?', '협력사 쪽에 키 인증 켜줄 담당자가 누구인가요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: redis-cli -a')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "redis-cli -h %s -p %d -a '%s' --no-auth-warning INFO keyspace" % (
        pick(['redis-cache.svc.cluster.local', '10.0.9.14', 'redis-stg.internal']), pick([6379, 6380, 16379]), p)
    ctx = fields(t('Session keys disappeared and I did not know the cache had maxmemory-policy allkeys-lru.',
                   '세션 키가 사라졌는데 캐시가 allkeys-lru 정책인 걸 몰랐다.'),
                 t('INFO keyspace shows evictions fast; check it before touching the app.',
                   'INFO keyspace로 eviction을 바로 볼 수 있으니 앱보다 먼저 확인.'),
                 t('Can we get a separate Redis for sessions?', '세션용 Redis를 분리해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: sqlcmd -P')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "sqlcmd -S %s,1433 -U sa -P '%s' -d %s -Q \"SELECT TOP 5 * FROM dbo.Orders ORDER BY Id DESC\"" % (
        pick(['mssql-erp.corp.local', '10.30.1.5', 'erp-db01']), p, pick(['ERP', 'Billing', 'HR']))
    ctx = fields(t('The ERP database is SQL Server and only the sa login has access from Linux hosts.',
                   'ERP DB는 SQL Server이고 리눅스 호스트에서는 sa 계정만 접근된다.'),
                 t('sqlcmd needs -C on newer drivers when the server cert is self-signed.',
                   '서버 인증서가 자체 서명이면 최신 드라이버에서는 sqlcmd에 -C가 필요하다.'),
                 t('Can DBA create a dedicated read login?', 'DBA에게 전용 조회 계정을 만들어 달라고 해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: openssl enc -pass pass:')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ, lo=16, hi=28)
    f = pick(['customers.csv', 'dump_%d.sql' % rint(20240101, 20251231), 'keys.tar'])
    snip = "openssl enc -aes-256-cbc -pbkdf2 -salt -in %s -out %s.enc -pass pass:'%s'" % (f, f, p)
    ctx = fields(t('I did not know exports for the auditor must be encrypted before upload.',
                   '감사 제출용 파일은 업로드 전에 암호화해야 한다는 걸 몰랐다.'),
                 t('Without -pbkdf2 OpenSSL 3 prints a deprecation warning and the auditor tool rejects the file.',
                   '-pbkdf2 없이 하면 OpenSSL 3이 경고를 내고 감사 도구가 파일을 거부한다.'),
                 t('How should the passphrase be shared with the auditor?', '감사인에게 암호는 어떻게 전달해야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: zip/7z archive password')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ + '!#', human=chance(0.6))
    snip = pick(["7z a -p%s -mhe=on logs_%d.7z ./logs/" % (shq(p), rint(1, 31)),
                 "zip -r -P %s handover.zip ./handover" % shq(p)])
    ctx = fields(t('The vendor asked for logs as an encrypted archive; nobody told me which password they expect.',
                   '벤더가 로그를 암호 걸린 압축 파일로 달라고 했는데 어떤 비번을 기대하는지 아무도 몰랐다.'),
                 t('7z with -mhe also hides file names; plain zip does not.',
                   '7z -mhe는 파일명까지 숨기는데 zip은 아니다.'),
                 t('Do we have a standard archive password policy for vendors?', '벤더 전달용 압축 비번 규칙이 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: keytool -storepass/-keypass')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ, human=chance(0.5))
    snip = "keytool -genkeypair -v -keystore release.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass %s -keypass %s -dname \"CN=Acme, O=Acme, C=KR\"" % (shq(p), shq(p))
    ctx = fields(t('The Android release keystore had been lost and had to be regenerated for the upload key reset.',
                   '안드로이드 릴리스 키스토어가 분실돼서 업로드 키 재설정용으로 다시 만들어야 했다.'),
                 t('Google Play needs the new upload certificate in PEM; export it right after creating the keystore.',
                   '구글 플레이에는 새 업로드 인증서를 PEM으로 내야 하니 키스토어 생성 직후 export 할 것.'),
                 t('Where is the keystore backed up?', '키스토어 백업은 어디에 두나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: smbclient user%password')
def _(lang):
    t = T(lang)
    p = pwd('@#!^*-_.+=', human=chance(0.55))
    u = pick(['CORP\\svc_scan', 'OFFICE\\fileshare', 'svc_backup'])
    snip = pick(["smbclient //nas01.office.lan/shared -U '%s%%%s' -c 'ls'" % (u, p),
                 "sudo mount -t cifs //nas01.office.lan/backup /mnt/backup -o username=svc_backup,password=%s,vers=3.0" % p])
    ctx = fields(t('The scanner output folder is a Windows share, not the NFS export I expected.',
                   '스캐너 결과 폴더가 NFS가 아니라 윈도우 공유 폴더였다.'),
                 t('SMB1 is disabled on the NAS, so vers=3.0 is required.',
                   'NAS에서 SMB1이 꺼져 있어서 vers=3.0이 필요하다.'),
                 t('Should this go into a credentials= file instead?', '이걸 credentials= 파일로 빼야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: PowerShell ConvertTo-SecureString -AsPlainText')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ.replace('$', ''))
    u = pick(['CORP\\svc_deploy', 'Administrator', 'CORP\\sqlagent'])
    snip = "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('%s', $pw)\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Restart-Service W3SVC }" % (
        p, u, pick(['WEB-IIS-02', 'APP-WIN-01', 'ERP-APP03']))
    ctx = fields(t('The Windows web tier is restarted by a PowerShell remoting script, not by Ansible.',
                   '윈도우 웹 서버는 Ansible이 아니라 PowerShell 원격 스크립트로 재시작한다.'),
                 t('WinRM must be allowed from the jump host; the firewall rule was missing.',
                   '점프 호스트에서 WinRM이 허용돼야 한다. 방화벽 규칙이 빠져 있었음.'),
                 t('Can this use a gMSA instead?', '대신 gMSA를 써도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: kubectl create secret --from-literal')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    ns = pick(['prod', 'staging', 'payments', 'data'])
    snip = "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (
        ns, pick(PROJ), pick(DBUSERS), p)
    ctx = fields(t('The chart expects an existing secret; it does not create one.',
                   '차트가 시크릿을 만들지 않고 기존 시크릿을 기대한다.'),
                 t('Recreate the secret before the rollout, otherwise pods keep the old env.',
                   '롤아웃 전에 시크릿을 다시 만들어야 파드가 예전 env를 안 쓴다.'),
                 t('Should this move to External Secrets?', '이거 External Secrets로 옮겨야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: helm --set password')
def _(lang):
    t = T(lang)
    p = pwd('@%_-.+:^~')
    snip = "helm upgrade --install %s bitnami/%s -n data --set auth.rootPassword=%s --set auth.database=%s" % (
        pick(['pg', 'mysql', 'mariadb', 'mongodb']), pick(['postgresql', 'mysql', 'mariadb', 'mongodb']), p, pick(DBS))
    ctx = fields(t('The chart regenerates a random password on every upgrade unless one is passed.',
                   '비밀번호를 넘기지 않으면 차트가 업그레이드 때마다 새 랜덤 비번을 만든다.'),
                 t('Pass the existing password on upgrade or the PVC and the secret drift apart.',
                   '업그레이드 시 기존 비번을 넘기지 않으면 PVC와 시크릿이 어긋난다.'),
                 t('Can we switch the chart to existingSecret?', '차트를 existingSecret 방식으로 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: ansible -e become password')
def _(lang):
    t = T(lang)
    p = pwd('@%_-.+:^~!#', human=chance(0.5))
    snip = "ansible-playbook -i inventories/prod site.yml --limit web -e 'ansible_user=deploy ansible_become_pass=%s'" % p
    ctx = fields(t('sudo on the web hosts requires a password; the playbook assumed NOPASSWD.',
                   '웹 서버 sudo가 비밀번호를 요구한다. 플레이북은 NOPASSWD를 가정하고 있었음.'),
                 t('Extra vars override group_vars, which hid the real value during debugging.',
                   'extra vars가 group_vars를 덮어써서 디버깅 중 실제 값을 가렸다.'),
                 t('Should we vault this or fix sudoers?', '이걸 vault로 넣을까요, sudoers를 고칠까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: chpasswd pipe')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ.replace(':', ''))
    u = pick(['deploy', 'ops', 'backup', 'app'])
    snip = "echo '%s:%s' | sudo chpasswd" % (u, p)
    ctx = fields(t('The image build left the %s user without a password, so console login on the VM failed.' % u,
                   '이미지 빌드 과정에서 %s 사용자 비번이 비어 있어서 VM 콘솔 로그인이 안 됐다.' % u),
                 t('Set it in cloud-init instead of by hand so it is reproducible.',
                   '손으로 하지 말고 cloud-init에 넣어야 재현 가능하다.'),
                 t('Is console login even supposed to be enabled?', '콘솔 로그인이 원래 허용되는 건가요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: htpasswd -b')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "htpasswd -bB /etc/nginx/.htpasswd %s '%s'" % (pick(['qa', 'client-demo', 'partner', 'grafana']), p)
    ctx = fields(t('The staging site is behind nginx basic auth; the QA team did not have an account.',
                   '스테이징 사이트가 nginx basic auth 뒤에 있는데 QA팀 계정이 없었다.'),
                 t('-B uses bcrypt; nginx accepts it since 1.x with the right libc.',
                   '-B는 bcrypt를 쓴다. nginx에서 문제없이 읽힘.'),
                 t('Should QA use SSO instead of basic auth?', 'QA는 basic auth 대신 SSO를 써야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: ldapsearch -w')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "ldapsearch -x -H ldaps://ldap.corp.local -D 'cn=readonly,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(uid=%s)'" % (
        p, pick(PEOPLE).split('.')[0])
    ctx = fields(t('Group sync failed because the bind DN changed when the directory moved.',
                   '디렉터리 이전 후 bind DN이 바뀌어서 그룹 동기화가 실패했다.'),
                 t('Use -W to prompt next time; -w shows up in shell history.',
                   '다음엔 -W로 프롬프트를 받자. -w는 히스토리에 남는다.'),
                 t('Who manages the readonly bind account?', 'readonly 바인드 계정은 누가 관리하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: rabbitmqctl add_user / change_password')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    u = pick(['orders', 'notifier', 'celery', 'billing'])
    snip = pick(["rabbitmqctl add_user %s '%s' && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, p, u),
                 "rabbitmqctl change_password %s '%s'" % (u, p)])
    ctx = fields(t('Consumers could not connect after the broker rebuild because users are not in the definitions export.',
                   '브로커 재구축 후 사용자 정보가 definitions 익스포트에 없어서 컨슈머 접속이 안 됐다.'),
                 t('Permissions have to be set per vhost; the default vhost is not implied.',
                   '권한은 vhost별로 줘야 한다. 기본 vhost가 자동으로 되지 않는다.'),
                 t('Should users be provisioned by the operator instead?', '사용자 생성을 오퍼레이터로 옮길까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: ipmitool -P')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ, human=chance(0.4))
    snip = "ipmitool -I lanplus -H %s -U %s -P '%s' chassis power cycle" % (
        pick(['10.99.0.%d' % rint(10, 250), 'idrac-db03.mgmt', 'ilo-web07.mgmt']), pick(['ADMIN', 'root', 'admin']), p)
    ctx = fields(t('The db host hung and only the BMC was reachable.', 'DB 서버가 멈췄고 BMC만 접속 가능했다.'),
                 t('Power cycle via BMC needs the mgmt VPN, not the office one.', 'BMC 전원 재시작은 사무실 VPN이 아니라 관리망 VPN이 필요.'),
                 t('Who owns the BMC credentials?', 'BMC 계정은 누가 관리하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: mosquitto_pub -P')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "mosquitto_pub -h mqtt.factory.local -p 8883 --cafile ca.crt -u %s -P '%s' -t 'line/%d/cmd' -m '{\"reset\":true}'" % (
        pick(['gateway', 'plc-bridge', 'edge01']), p, rint(1, 9))
    ctx = fields(t('The factory MQTT broker requires TLS and per-device credentials.',
                   '공장 MQTT 브로커는 TLS와 장비별 계정이 필요하다.'),
                 t('Use port 8883 with the CA file; 1883 is blocked.', '8883 포트와 CA 파일을 써야 한다. 1883은 막혀 있음.'),
                 t('Is there a test topic I can publish to?', '테스트용으로 발행해도 되는 토픽이 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: cmdkey /pass (Windows)')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace('"', ''))
    h = pick(['TERMSRV/ts01.corp.local', 'TERMSRV/10.1.2.30', 'fileserver02'])
    snip = 'cmdkey /generic:%s /user:CORP\\%s /pass:"%s"' % (h, pick(['svc_rdp', 'ops.admin', 'deploy']), p)
    ctx = fields(t('The RDP jump box needs stored credentials for the scheduled report export.',
                   '예약된 리포트 내보내기 때문에 RDP 점프 박스에 자격증명이 저장돼 있어야 한다.'),
                 t('cmdkey entries are per user; the task must run as the same account.',
                   'cmdkey는 사용자별이라 작업도 같은 계정으로 돌아야 한다.'),
                 t('Can this be replaced with a managed identity?', '관리 ID로 대체할 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: nmcli wifi password')
def _(lang):
    t = T(lang)
    p = pwd('!@#$%^&*-_.+', human=chance(0.7))
    ssid = pick(['ACME-Guest', 'Office_5G', 'Lab-IoT', 'hanbit-dev', 'FACTORY_2F'])
    snip = "nmcli dev wifi connect %s password '%s'" % (ssid, p)
    ctx = fields(t('The test Raspberry Pi in the lab is on Wi-Fi, not wired.', '실험실 테스트용 라즈베리파이가 유선이 아니라 와이파이에 붙어 있다.'),
                 t('The IoT SSID is 2.4 GHz only.', 'IoT SSID는 2.4GHz 전용이다.'),
                 t('Should devices use the IoT network or the guest one?', '장비는 IoT망을 써야 하나요, 게스트망을 써야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('SQL: CREATE USER / ALTER USER with password')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ.replace("'", ''))
    u = pick(DBUSERS)
    snip = pick(["CREATE USER '%s'@'10.%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'10.%%';" % (
        u, p, pick(DBS), u),
        "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (u, p),
        "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u.upper(), p)])
    ctx = fields(t('The new service needed its own DB user; the migration did not create one.',
                   '새 서비스용 DB 계정이 필요했는데 마이그레이션이 만들어주지 않았다.'),
                 t('Host patterns matter in MySQL: a user for localhost is a different user.',
                   'MySQL은 호스트 패턴이 중요하다. localhost 사용자는 다른 사용자다.'),
                 t('Should DB users be created by the DBA team only?', 'DB 계정 생성은 DBA팀만 해야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('SQL: Redis ACL SETUSER >password')
def _(lang):
    t = T(lang)
    p = mpw(sy='!@#%^&*-_=+.', lo=20, hi=32)
    u = pick(['worker', 'api', 'metrics', 'sidekiq'])
    snip = "ACL SETUSER %s on >%s ~%s:* +@read +@write -@dangerous" % (u, p, pick(['sess', 'jobs', 'cache', 'rate']))
    ctx = fields(t('Redis 6 ACLs are in use; the default user is disabled.', 'Redis 6 ACL을 쓰고 default 사용자는 꺼져 있다.'),
                 t('After ACL SETUSER run ACL SAVE or the user is gone after restart.',
                   'ACL SETUSER 후 ACL SAVE를 안 하면 재시작 시 사라진다.'),
                 t('Which key prefixes should the worker be limited to?', '워커는 어떤 키 prefix로 제한해야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: postgresql:// URL')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL)
    snip = 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (pick(DBUSERS), p, pick(PG_HOSTS), pick(DBS))
    ctx = fields(t('DATABASE_URL in the worker pointed at the replica, so writes failed.',
                   '워커의 DATABASE_URL이 리플리카를 가리켜서 쓰기가 실패했다.'),
                 t('sslmode=require is mandatory on RDS since the parameter group change.',
                   '파라미터 그룹 변경 후 RDS는 sslmode=require가 필수다.'),
                 t('Which endpoint is the writer?', '쓰기 엔드포인트가 어느 것인가요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: mysql URL with percent-encoded password')
def _(lang):
    t = T(lang)
    raw = mpw(sy='@#%!$&:/?+', lo=12, hi=18)
    while raw == urllib.parse.quote(raw, safe=''):
        raw = mpw(sy='@#%!$&:/?+', lo=12, hi=18)
    enc = urllib.parse.quote(raw, safe='')
    snip = 'mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4' % (pick(DBUSERS), enc, pick(MY_HOSTS), pick(DBS))
    ctx = fields(t('SQLAlchemy failed to parse the URL because the password had reserved characters.',
                   '비밀번호에 예약 문자가 있어서 SQLAlchemy가 URL 파싱에 실패했다.'),
                 t('Percent-encode the password part only; the rest of the URL stays as is.',
                   '비밀번호 부분만 퍼센트 인코딩하고 나머지는 그대로 둔다.'),
                 t('Could we use URL.create() with separate fields instead?', '대신 URL.create()로 필드를 나눠서 넘겨도 될까요?'))
    return assemble(lang, ctx, snip), [enc]


@nv('DSN: mongodb+srv URL')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL)
    snip = 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority' % (
        pick(['app', 'analytics', 'admin', 'etl']), p, rs(ANL, 5), pick(DBS))
    ctx = fields(t('The Atlas IP access list did not include the new NAT gateway address.',
                   'Atlas IP 허용 목록에 새 NAT 게이트웨이 주소가 없었다.'),
                 t('With +srv the port must not be in the URL.', '+srv 형식에서는 URL에 포트를 넣으면 안 된다.'),
                 t('Is there a separate Atlas user for batch jobs?', '배치 잡용 Atlas 사용자가 따로 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: redis:// / rediss:// URL')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL, human=False, lo=20, hi=32)
    snip = pick(['rediss://default:%s@%s:6380/0' % (p, pick(['cache-prod.abc123.ng.0001.apn2.cache.amazonaws.com', 'redis.internal'])),
                 'redis://:%s@10.0.9.14:6379/2' % p])
    ctx = fields(t('Celery could not reach the broker because TLS is required on the managed Redis.',
                   '관리형 Redis가 TLS를 요구해서 Celery가 브로커에 붙지 못했다.'),
                 t('rediss:// plus ssl_cert_reqs is needed for the Python client.',
                   '파이썬 클라이언트는 rediss://와 ssl_cert_reqs 설정이 필요하다.'),
                 t('Which DB index is reserved for Celery?', 'Celery용 DB 인덱스는 몇 번인가요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: amqp:// URL')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL)
    snip = 'amqp://%s:%s@rabbitmq.%s.svc.cluster.local:5672/%s' % (
        pick(['orders', 'celery', 'notifier']), p, pick(['infra', 'mq', 'prod']), pick(['%2F', 'orders', 'jobs']))
    ctx = fields(t('The default vhost is encoded as %2F in the URL; I did not know that.',
                   'URL에서 기본 vhost는 %2F로 써야 한다는 걸 몰랐다.'),
                 t('Heartbeat must be set below the load balancer idle timeout.',
                   '하트비트는 로드밸런서 유휴 타임아웃보다 짧게 잡아야 한다.'),
                 t('Should each service get its own vhost?', '서비스마다 vhost를 따로 줘야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: JDBC postgres ?password=')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!*$', lo=12, hi=18)
    snip = 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (pick(PG_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('The BI tool only accepts a single JDBC URL field, no separate user/password inputs.',
                   'BI 도구가 JDBC URL 한 칸만 받고 사용자/비번 입력칸이 따로 없다.'),
                 t('Properties in the URL override the connection dialog.', 'URL 안의 속성이 연결 대화상자 값을 덮어쓴다.'),
                 t('Can the BI tool use a read replica?', 'BI 도구는 리드 리플리카를 써도 되나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: JDBC sqlserver ;password=')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace('{', '').replace('}', ''))
    snip = 'jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=true' % (
        pick(['mssql-erp.corp.local', '10.30.1.5']), pick(['ERP', 'Billing']), pick(['app_erp', 'sa', 'etl_reader']), p)
    ctx = fields(t('The Spring Boot batch connects to the ERP SQL Server through a JDBC URL in application-prod.properties.',
                   '스프링 배치가 application-prod.properties의 JDBC URL로 ERP SQL Server에 붙는다.'),
                 t('encrypt=true became the default in driver 10.x; old servers need trustServerCertificate.',
                   '드라이버 10.x부터 encrypt=true가 기본이라 구형 서버는 trustServerCertificate가 필요.'),
                 t('Who can issue a certificate for the ERP server?', 'ERP 서버 인증서는 누가 발급해 줄 수 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: ADO.NET connection string')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS)
    snip = 'Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;' % (
        pick(['acme-sql.database.windows.net', 'sql-prod-kr.corp.local']), pick(['Shop', 'Crm', 'Ledger']),
        pick(['appuser', 'svc_api', 'reporting']), p)
    ctx = fields(t('The .NET API reads the connection string from appsettings.Production.json, not from Key Vault.',
                   '.NET API가 Key Vault가 아니라 appsettings.Production.json에서 연결 문자열을 읽는다.'),
                 t('Connection Timeout needs to be higher during failover.', '페일오버 중에는 Connection Timeout을 늘려야 한다.'),
                 t('Should we move this into Key Vault references?', '이걸 Key Vault 참조로 옮길까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: ODBC connection string Pwd=')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace('{', '').replace('}', ''))
    snip = 'Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;TrustServerCertificate=yes;' % (
        pick(['10.30.1.5', 'dw-sql01']), pick(['DW', 'Sales']), pick(['pyodbc_user', 'etl']), p)
    ctx = fields(t('pyodbc on the Airflow worker needs the MS ODBC driver 18 installed.',
                   'Airflow 워커의 pyodbc에는 MS ODBC 드라이버 18 설치가 필요하다.'),
                 t('Driver 18 enforces encryption by default.', '드라이버 18은 기본으로 암호화를 강제한다.'),
                 t('Can Airflow use a Connection object instead of the raw string?', 'Airflow Connection 객체로 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: Oracle sqlplus user/password@')
def _(lang):
    t = T(lang)
    p = pwd('_#$', lo=10, hi=16)
    snip = 'sqlplus %s/%s@//%s:1521/%s @daily_close.sql' % (
        pick(['ACCT_APP', 'erp_batch', 'SCOTT_ETL']), p, pick(['ora-prod01.corp.local', '10.40.2.11']), pick(['ORCLPDB1', 'ERPPRD']))
    ctx = fields(t('The month-end close script runs in sqlplus on the old Oracle box.', '월마감 스크립트는 구형 오라클 서버의 sqlplus에서 돈다.'),
                 t('Easy Connect syntax avoids needing tnsnames.ora.', 'Easy Connect 문법을 쓰면 tnsnames.ora가 필요 없다.'),
                 t('Can the script use an Oracle wallet?', '스크립트에서 오라클 wallet을 써도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: Go MySQL DSN user:pass@tcp()')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!*#$')
    snip = 'db, err := sql.Open("mysql", "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul")' % (
        pick(DBUSERS), p, pick(MY_HOSTS), pick(DBS))
    ctx = fields(t('Timestamps came back as []uint8 because parseTime was missing.', 'parseTime이 빠져서 시간이 []uint8로 돌아왔다.'),
                 t('loc must be URL-encoded in the Go driver DSN.', 'Go 드라이버 DSN에서 loc은 URL 인코딩해야 한다.'),
                 t('Where should the DSN come from in production?', '운영에서는 DSN을 어디서 받아야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: Kafka SASL JAAS config')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', ''))
    snip = 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (
        pick(['orders-consumer', 'cdc-connector', 'analytics']), p)
    ctx = fields(t('The MSK cluster uses SCRAM, not IAM auth, for the legacy consumers.', 'MSK 클러스터가 레거시 컨슈머에는 IAM이 아니라 SCRAM을 쓴다.'),
                 t('security.protocol must be SASL_SSL and mechanism SCRAM-SHA-512.', 'security.protocol은 SASL_SSL, mechanism은 SCRAM-SHA-512여야 한다.'),
                 t('Are SCRAM users managed in Secrets Manager?', 'SCRAM 사용자는 Secrets Manager에서 관리되나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('DSN: libpq keyword string and .pgpass line')
def _(lang):
    t = T(lang)
    p = pwd(SY_INI.replace(':', '').replace('\\', ''))
    h = pick(PG_HOSTS)
    u = pick(DBUSERS)
    db = pick(DBS)
    snip = pick(["host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, db, u, p),
                 "%s:5432:%s:%s:%s" % (h, db, u, p)])
    ctx = fields(t('I did not know the report job reads connection info from ~/.pgpass on the batch server.',
                   '리포트 잡이 배치 서버의 ~/.pgpass에서 접속 정보를 읽는 줄 몰랐다.'),
                 t('.pgpass is ignored unless its mode is 0600.', '.pgpass는 권한이 0600이 아니면 무시된다.'),
                 t('Is the batch server supposed to have write access?', '배치 서버가 쓰기 권한을 가져도 되나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('URL userinfo: git remote with credentials')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL, human=chance(0.4))
    snip = 'git remote set-url origin https://%s:%s@git.corp.local/%s/%s.git' % (
        pick(['jenkins', 'deploy-bot', pick(PEOPLE)]), p, pick(['platform', 'mobile', 'data']), pick(PROJ))
    ctx = fields(t('The self-hosted Git server does not accept SSH from the build network.', '사내 Git 서버가 빌드망에서의 SSH를 받지 않는다.'),
                 t('Credentials in the remote URL end up in .git/config in plain text.', '원격 URL에 넣은 자격증명은 .git/config에 평문으로 남는다.'),
                 t('Can we use a deploy key instead?', '대신 배포 키를 써도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('URL userinfo: https://user:pass@ for monitoring endpoints')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL)
    snip = pick(['https://elastic:%s@es-logs.internal:9200/_cluster/health' % p,
                 'http://admin:%s@grafana.internal:3000/api/health' % p,
                 'https://prom:%s@prometheus.corp.local/api/v1/query?query=up' % p])
    ctx = fields(t('The uptime checker config only has a URL field.', '업타임 체커 설정에 URL 필드 하나만 있다.'),
                 t('Some proxies strip userinfo from URLs; the check went green only after bypassing the proxy.',
                   '일부 프록시는 URL의 userinfo를 지운다. 프록시를 우회하고 나서야 체크가 통과했다.'),
                 t('Is there a token-based health endpoint?', '토큰 기반 헬스 엔드포인트가 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('URL userinfo: ftp:// link in prose')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL, human=chance(0.6))
    url = 'ftp://%s:%s@%s/outgoing/' % (pick(['kr_logistics', 'partner', 'acme']), p, pick(['ftp.partner-kr.com', '203.0.113.77']))
    s = t('The carrier drops the daily manifest at %s and the importer polls it every 15 minutes.' % url,
          '택배사가 매일 운송장 파일을 %s 에 올리고 임포터가 15분마다 가져간다.' % url)
    ctx = fields(t('Manifest import stopped and I did not know where the files come from.', '운송장 임포트가 멈췄는데 파일 출처를 몰랐다.'),
                 t('Passive mode is required from inside the VPC.', 'VPC 안에서는 패시브 모드가 필요하다.'),
                 t('Does the carrier offer SFTP now?', '택배사가 이제 SFTP를 지원하나요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('URL userinfo: pip --index-url with credentials')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL)
    snip = 'pip install --index-url https://%s:%s@nexus.internal/repository/pypi-group/simple acme-common==%d.%d.%d' % (
        pick(['ci', 'pypi-reader', 'build']), p, rint(1, 4), rint(0, 20), rint(0, 9))
    ctx = fields(t('acme-common is only on the internal Nexus, not on PyPI.', 'acme-common은 PyPI가 아니라 사내 Nexus에만 있다.'),
                 t('pip caches the index URL in the log output when -v is used.', 'pip -v를 쓰면 로그에 인덱스 URL이 그대로 찍힌다.'),
                 t('Should this be configured via pip.conf instead?', 'pip.conf로 설정하는 게 맞을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('prose: "the password is ..." (EN) / "비밀번호는 ... 입니다" (KO)')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL)
    sysn = pick(['the Jenkins admin', 'the staging MySQL root', 'the Grafana admin', 'the shared QA account', 'the NAS admin'])
    sysk = pick(['젠킨스 관리자', '스테이징 MySQL root', '그라파나 admin', 'QA 공용 계정', 'NAS 관리자'])
    s = t(pick(['The password for %s is %s.', 'FYI %s password is %s', 'Password (%s): %s']) % (sysn, p),
          pick(['%s 비밀번호는 %s 입니다.', '%s 비번은 %s 이에요.', '%s 패스워드: %s']) % (sysk, p))
    ctx = fields(t('I lost time because no one wrote down how to get into the staging tools.', '스테이징 도구 접속 방법이 정리돼 있지 않아 시간을 날렸다.'),
                 t('Ask in the ops channel first; the wiki page is outdated.', '위키가 오래됐으니 ops 채널에 먼저 물어볼 것.'),
                 t('Is there an SSO option for these tools?', '이 도구들 SSO 옵션이 있나요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('prose: "we log in with user / password"')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.6))
    u = pick(['admin', 'operator', 'manager01', 'qa_tester', 'sysadm'])
    s = t(pick(['We log in to the admin console with %s / %s.', 'Login for the router UI is %s with %s.',
                'The backoffice works with user %s and password %s.']) % (u, p),
          pick(['관리 콘솔은 %s / %s 로 로그인합니다.', '라우터 관리 화면은 %s 계정에 %s 로 들어가요.',
                '백오피스는 아이디 %s, 비번 %s 로 접속하면 됩니다.']) % (u, p))
    ctx = fields(t('The admin console is not behind SSO, which I assumed it was.', '관리 콘솔이 SSO 뒤에 있는 줄 알았는데 아니었다.'),
                 t('The console locks the account after 5 failed attempts.', '5번 실패하면 계정이 잠긴다.'),
                 t('Who can reset the account if it gets locked?', '계정이 잠기면 누가 풀어줄 수 있나요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('prose: casual chat-style answer with password')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.7))
    s = t(pick(['> lol it is %s, same as last year', '> oh that one? %s (dont tell anyone)', '> try %s, if that fails ping me']) % p,
          pick(['> ㅇㅇ 비번 %s 임ㅋㅋ 작년이랑 같음', '> 아 그거 %s 요 ㅎㅎ 바꾼 적 없음', '> 비번 %s 으로 해보시고 안 되면 저한테 말씀 주세요',
                '> 그거 암호 %s 인데 대문자 주의']) % p)
    ctx = fields(t('Pasting the chat answer I got from the infra person about the build server login:',
                   '빌드 서버 로그인 관련해서 인프라 담당자한테 받은 답변 붙여둠:'),
                 t('Build server access works; next time ask for my own account.', '빌드 서버 접속은 됨. 다음엔 개인 계정을 요청할 것.'),
                 t('Can I get a personal account on the build server?', '빌드 서버 개인 계정 받을 수 있나요?'))
    return assemble(lang, ctx, s, where='mc', lead=False, front=False), [p]


@nv('prose: passphrase with spaces')
def _(lang):
    t = T(lang)
    p = passphrase()
    s = t('The unlock passphrase for the release signing key is "%s" (all lowercase, single spaces).' % p,
          '릴리스 서명 키 잠금 해제 문구는 "%s" 입니다 (전부 소문자, 공백 한 칸씩).' % p)
    ctx = fields(t('The GPG key used for signing release tarballs is passphrase protected and the CI job was hanging on pinentry.',
                   '릴리스 tarball 서명용 GPG 키에 암호가 걸려 있어서 CI 잡이 pinentry에서 멈춰 있었다.'),
                 t('Use --pinentry-mode loopback with a passphrase file in CI.', 'CI에서는 --pinentry-mode loopback과 암호 파일을 써야 한다.'),
                 t('Can the signing move to a KMS-backed key?', '서명을 KMS 기반 키로 옮길 수 있을까요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('prose: ID/PW label list (KO 암호:, EN PW:)')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL)
    u = pick(['admin', 'webmaster', 'acme_kr', 'ops'])
    s = t('Hosting panel\nURL: https://panel.%s.com\nID: %s\nPW: %s' % (pick(['gabia', 'cafe24', 'hostinger']), u, p),
          '호스팅 관리자\n주소: https://panel.%s.com\n아이디: %s\n암호: %s' % (pick(['gabia', 'cafe24', 'hosting']), u, p))
    ctx = fields(t('The marketing site is on shared hosting, not in our cloud account.', '마케팅 사이트가 우리 클라우드가 아니라 공용 호스팅에 있다.'),
                 t('DNS for the marketing domain is also managed in that panel.', '마케팅 도메인 DNS도 그 패널에서 관리된다.'),
                 t('Who should own the hosting account going forward?', '앞으로 호스팅 계정은 누가 관리해야 하나요?'))
    return assemble(lang, ctx, s), [p]


@nv('.env: several non-vendor secrets')
def _(lang):
    t = T(lang)
    dbp = pwd(SY_URL + '!*')
    rp = mpw(sy='', lo=24, hi=32)
    js = b64(48)
    ss = hexs(64)
    snip = 'NODE_ENV=production\nPORT=8080\nDB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=%s\nREDIS_PASSWORD=%s\nJWT_SECRET=%s\nSESSION_SECRET=%s' % (
        pick(PG_HOSTS), pick(DBUSERS), dbp, rp, js, ss)
    ctx = fields(t('The container started with NODE_ENV=development because the .env on the server was stale.',
                   '서버의 .env가 오래돼서 컨테이너가 NODE_ENV=development로 떴다.'),
                 t('dotenv does not override variables that are already set in the environment.', 'dotenv는 이미 설정된 환경변수를 덮어쓰지 않는다.'),
                 t('Should the server .env be generated from the secret store?', '서버 .env를 시크릿 저장소에서 생성하게 바꿀까요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [dbp, rp, js, ss]


@nv('YAML: Spring application.yml datasource')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', ''))
    snip = 'spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: "%s"\n  jpa:\n    open-in-view: false' % (
        pick(MY_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('application-prod.yml in the jar overrides the ConfigMap because of profile ordering.',
                   '프로파일 순서 때문에 jar 안의 application-prod.yml이 ConfigMap을 덮어쓴다.'),
                 t('Quote YAML passwords that start with special characters.', '특수문자로 시작하는 YAML 비번은 따옴표로 감싸야 한다.'),
                 t('Should the jar ship without a prod profile?', 'jar에서 prod 프로파일을 빼야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('YAML: docker-compose environment')
def _(lang):
    t = T(lang)
    rp = pwd(SY_URL, lo=14, hi=20)
    ap = pwd(SY_URL, lo=12, hi=18)
    snip = "services:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_DATABASE: %s\n      MYSQL_USER: app\n      MYSQL_PASSWORD: %s\n    ports:\n      - \"3307:3306\"" % (
        rp, pick(DBS), ap)
    ctx = fields(t('The local compose file is also used on the demo server.', '로컬용 compose 파일이 데모 서버에서도 그대로 쓰이고 있었다.'),
                 t('MYSQL_* variables only apply when the volume is empty.', 'MYSQL_* 변수는 볼륨이 비어 있을 때만 적용된다.'),
                 t('Should the demo server get its own compose override?', '데모 서버용 compose override를 따로 둘까요?'))
    return assemble(lang, ctx, snip), [rp, ap]


@nv('JSON: appsettings.json ConnectionStrings')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace('"', ''))
    snip = '{\n  "ConnectionStrings": {\n    "Default": "Host=%s;Database=%s;Username=%s;Password=%s"\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}' % (
        pick(PG_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('The Npgsql connection string lives in appsettings.json committed to the deploy repo.',
                   'Npgsql 연결 문자열이 배포 레포에 커밋된 appsettings.json에 있었다.'),
                 t('Environment variables named ConnectionStrings__Default override the file.', 'ConnectionStrings__Default 환경변수가 파일 값을 덮어쓴다.'),
                 t('Can we remove it from the repo and use env vars?', '레포에서 빼고 환경변수로 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('TOML: [database] password')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', ''))
    snip = '[database]\nhost = "%s"\nport = 5432\nuser = "%s"\npassword = "%s"\npool_size = %d' % (
        pick(PG_HOSTS), pick(DBUSERS), p, pick([5, 10, 20]))
    ctx = fields(t('The Rust service reads config/prod.toml at startup; env overrides need a prefix.',
                   '러스트 서비스는 시작 시 config/prod.toml을 읽고, 환경변수 override는 prefix가 필요하다.'),
                 t('APP__DATABASE__PASSWORD style overrides work with the config crate.', 'config 크레이트는 APP__DATABASE__PASSWORD 형식 override를 지원한다.'),
                 t('Should prod.toml be templated at deploy time?', 'prod.toml을 배포 시점에 템플릿으로 만들까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('INI: supervisord / odbc.ini password')
def _(lang):
    t = T(lang)
    p = pwd(SY_INI)
    snip = pick(['[inet_http_server]\nport=127.0.0.1:9001\nusername=admin\npassword=%s' % p,
                 '[reporting]\nDriver=PostgreSQL Unicode\nServername=%s\nDatabase=%s\nUserName=%s\nPassword=%s' % (
                     pick(PG_HOSTS), pick(DBS), pick(DBUSERS), p)])
    ctx = fields(t('The legacy worker box has configs in /etc that are not in any repo.', '레거시 워커 서버 /etc에 어떤 레포에도 없는 설정이 있다.'),
                 t('Reload the service after editing; it does not watch the file.', '수정 후 서비스 재시작 필요. 파일 변경을 감지하지 않는다.'),
                 t('Can we bring these configs under Ansible?', '이 설정들을 Ansible로 관리해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('XML: Maven settings.xml server password')
def _(lang):
    t = T(lang)
    p = pwd(SY_XML)
    snip = '<servers>\n  <server>\n    <id>internal-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>' % (
        pick(['deployment', 'ci-maven', 'publisher']), p)
    ctx = fields(t('mvn deploy failed with 401 because the server id in settings.xml did not match distributionManagement.',
                   'settings.xml의 server id가 distributionManagement와 달라서 mvn deploy가 401로 실패했다.'),
                 t('The id must match exactly, including case.', 'id는 대소문자까지 정확히 일치해야 한다.'),
                 t('Should we use mvn --encrypt-password?', 'mvn --encrypt-password를 써야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('XML: tomcat-users.xml / web.config')
def _(lang):
    t = T(lang)
    p = pwd(SY_XML)
    snip = pick(['<user username="%s" password="%s" roles="manager-gui,manager-script"/>' % (pick(['deployer', 'tomcat', 'admin']), p),
                 '<add name="Default" connectionString="Data Source=erp-db01;Initial Catalog=ERP;User ID=web;Password=%s" providerName="System.Data.SqlClient" />' % p])
    ctx = fields(t('The old WAR deployment uses the manager app over HTTP.', '예전 WAR 배포가 HTTP로 manager 앱을 사용한다.'),
                 t('The manager-script role is needed for text-based deploys.', '텍스트 기반 배포에는 manager-script 롤이 필요하다.'),
                 t('Can we restrict the manager app to the build network?', 'manager 앱을 빌드망에서만 열어둘까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('properties: spring.datasource.password / gradle.properties signing')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ + '!#$', human=chance(0.5))
    snip = pick(['spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s' % (
        pick(PG_HOSTS), pick(DBS), pick(DBUSERS), p),
        'RELEASE_STORE_FILE=release.jks\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=%s' % (p, p)])
    ctx = fields(t('The properties file is read before environment variables in this setup.', '이 구성에서는 환경변수보다 properties 파일을 먼저 읽는다.'),
                 t('Keep the file out of git with an explicit .gitignore entry.', '.gitignore에 명시적으로 넣어서 git에 안 올라가게 할 것.'),
                 t('Should CI inject these instead?', 'CI에서 주입하도록 바꿀까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('HTTP: Authorization Bearer opaque internal token')
def _(lang):
    t = T(lang)
    tok = rs(B64U, rint(32, 48))
    snip = 'curl -s https://%s/internal/v1/%s -H "Authorization: Bearer %s"' % (
        pick(['admin-api.corp.local', 'billing.internal', 'gw.staging.acme.kr']), pick(['jobs/retry', 'cache/flush', 'users/export']), tok)
    ctx = fields(t('The internal admin API uses static bearer tokens issued per team.', '내부 관리 API는 팀별 고정 bearer 토큰을 쓴다.'),
                 t('The retry endpoint is idempotent, the export one is not.', 'retry 엔드포인트는 멱등인데 export는 아니다.'),
                 t('How do I get a token for my team?', '우리 팀 토큰은 어떻게 받나요?'))
    return assemble(lang, ctx, snip), [tok]


@nv('HTTP: Authorization Basic base64 header')
def _(lang):
    t = T(lang)
    u = pick(['admin', 'api', 'partner_kr', 'svc-sync'])
    p = pwd(SY_ALL)
    blob = b64s('%s:%s' % (u, p))
    snip = pick(['Authorization: Basic %s' % blob,
                 'proxy_set_header Authorization "Basic %s";' % blob,
                 "requests.get(url, headers={'Authorization': 'Basic %s'})" % blob])
    ctx = fields(t('The partner endpoint needs a Basic header; I copied the value from the Postman collection.',
                   '협력사 엔드포인트가 Basic 헤더를 요구해서 포스트맨 컬렉션에서 값을 복사했다.'),
                 t('Base64 in the header is not encryption; anyone can decode it.', '헤더의 base64는 암호화가 아니다. 누구나 디코딩 가능.'),
                 t('Does the partner support OAuth client credentials?', '협력사가 OAuth client credentials를 지원하나요?'))
    return assemble(lang, ctx, snip), [blob]


@nv('HTTP: custom API-key header')
def _(lang):
    t = T(lang)
    k = pick([hexs(40), rs(AN, 32), uid().replace('-', ''), rs(B64U, 43)])
    hdr = pick(['X-Internal-Api-Key', 'X-Auth-Token', 'X-Service-Key', 'X-Partner-Secret', 'apikey'])
    snip = pick(['curl -X POST https://%s/hooks/reindex -H "%s: %s"' % (pick(['search.internal', 'ops.corp.local']), hdr, k),
                 "fetch('/api/admin/reindex', { method: 'POST', headers: { '%s': '%s' } })" % (hdr, k)])
    ctx = fields(t('The reindex hook is protected by a shared header key, not by SSO.', '리인덱스 훅은 SSO가 아니라 공유 헤더 키로 보호된다.'),
                 t('The header name is case-insensitive but the proxy drops underscores.', '헤더 이름은 대소문자 무관하지만 프록시가 언더스코어를 버린다.'),
                 t('Is there a per-caller key instead?', '호출자별 키가 따로 있나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('HTTP: Cookie session value')
def _(lang):
    t = T(lang)
    sid = rs(B64U, rint(40, 64))
    csrf = rs(AN, 32)
    snip = "curl 'https://admin.%s/api/orders?page=2' -H 'Cookie: sessionid=%s; csrftoken=%s'" % (
        pick(['acme.kr', 'shop-staging.com', 'corp.local']), sid, csrf)
    ctx = fields(t('The admin API has no token auth, so I reused the browser session to reproduce the bug.',
                   '관리자 API에 토큰 인증이 없어서 브라우저 세션을 재사용해 버그를 재현했다.'),
                 t('Copy as cURL from DevTools includes live cookies; scrub them before sharing.',
                   '개발자도구의 Copy as cURL에는 살아있는 쿠키가 들어있다. 공유 전에 지울 것.'),
                 t('Can we get a test account with API access?', 'API 접근 가능한 테스트 계정을 받을 수 있나요?'))
    return assemble(lang, ctx, snip), [sid, csrf]


@nv('HTTP: JWT bearer in a log line')
def _(lang):
    t = T(lang)
    tok = jwt()
    snip = '%s WARN [http-nio-8080-exec-%d] c.a.s.AuthFilter - rejected request uri=/api/v2/me auth="Bearer %s" reason=audience_mismatch' % (
        '2025-%02d-%02d %02d:%02d:%02d' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), rint(1, 40), tok)
    ctx = fields(t('The auth filter logs the full Authorization header at WARN level.', '인증 필터가 WARN 레벨에서 Authorization 헤더 전체를 로그에 남긴다.'),
                 t('The audience mismatch came from the mobile app still using the old issuer.', '모바일 앱이 예전 issuer를 써서 audience 불일치가 났다.'),
                 t('Should we mask headers in the filter log?', '필터 로그에서 헤더를 마스킹해야 할까요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [tok]


@nv('recovery codes list')
def _(lang):
    t = T(lang)
    n = rint(6, 10)
    style = R.randrange(3)
    if style == 0:
        codes = ['%s-%s' % (hexs(5), hexs(5)) for _ in range(n)]
    elif style == 1:
        codes = ['%s %s' % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
    else:
        codes = ['%s-%s-%s' % (rs(ANU, 4), rs(ANU, 4), rs(ANU, 4)) for _ in range(n)]
    svc = pick(['GitHub org owner', 'the shared AWS root', 'the Google Workspace admin', 'the domain registrar', 'the npm org'])
    svck = pick(['GitHub 조직 owner', '공용 AWS 루트', '구글 워크스페이스 관리자', '도메인 등록기관', 'npm 조직'])
    s = t('Backup codes for %s (each works once):\n' % svc, '%s 백업 코드 (각각 1회용):\n' % svck) + '\n'.join(codes)
    ctx = fields(t('The 2FA device of the former admin was wiped, so the team relies on backup codes.',
                   '전임 관리자의 2FA 기기가 초기화돼서 팀이 백업 코드에 의존하고 있다.'),
                 t('Register a second hardware key right after logging in.', '로그인하면 바로 두 번째 하드웨어 키를 등록할 것.'),
                 t('Who holds the hardware keys now?', '지금 하드웨어 키는 누가 가지고 있나요?'))
    return assemble(lang, ctx, s, where=pick(['mc', 'lesson']), lead=False), codes


@nv('TOTP seed: otpauth URI / base32 secret')
def _(lang):
    t = T(lang)
    seed = rs(B32, pick([16, 26, 32]))
    acct = pick(['ops@acme.kr', 'deploy-bot', 'admin'])
    iss = pick(['AWS', 'Acme%20VPN', 'Jenkins', 'Grafana'])
    snip = pick(['otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30' % (iss, acct, seed, iss),
                 'oathtool --totp -b %s' % seed])
    ctx = fields(t('The shared bot account has MFA and the automation had no way to get codes.',
                   '공용 봇 계정에 MFA가 걸려 있어서 자동화가 코드를 받을 방법이 없었다.'),
                 t('Store the TOTP seed like a password; whoever has it can generate codes forever.',
                   'TOTP 시드는 비밀번호처럼 보관해야 한다. 시드가 있으면 코드를 계속 만들 수 있다.'),
                 t('Can the bot use a machine identity instead of MFA?', '봇은 MFA 대신 머신 ID를 쓸 수 있나요?'))
    return assemble(lang, ctx, snip), [seed]


@nv('PEM: EC private key body')
def _(lang):
    t = T(lang)
    lines = ec_pem_lines()
    snip = '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'
    ctx = fields(t('The webhook verifier needs the EC key that signs the callback payloads; it was only on the old server.',
                   '웹훅 검증에 콜백 서명용 EC 키가 필요한데 예전 서버에만 있었다.'),
                 t('openssl ec -in key.pem -pubout gives the public half to hand to partners.',
                   'openssl ec -in key.pem -pubout으로 협력사에 줄 공개키를 뽑을 수 있다.'),
                 t('Where should this key live now?', '이 키는 이제 어디에 보관해야 하나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), lines


@nv('PEM: PKCS#8 ed25519 private key')
def _(lang):
    t = T(lang)
    line = ed25519_pkcs8_line()
    snip = '-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----' % line
    ctx = fields(t('JWT signing in the auth service switched to EdDSA and the key file was not in the deployment.',
                   '인증 서비스 JWT 서명이 EdDSA로 바뀌었는데 키 파일이 배포물에 없었다.'),
                 t('jose needs the key in PKCS#8; the raw 32 bytes are rejected.', 'jose는 PKCS#8 형식만 받고 32바이트 raw는 거부한다.'),
                 t('Is there a key rotation schedule for the signer?', '서명 키 로테이션 일정이 있나요?'))
    return assemble(lang, ctx, snip), [line]


@nv('OpenSSH private key body')
def _(lang):
    t = T(lang)
    lines, cm = openssh_ed25519_lines(pick(['deploy@ci', 'jenkins@build-02', 'ops@bastion', 'github-actions']))
    snip = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    ctx = fields(t('The deploy job reads the SSH key from a CI variable and the variable had been emptied.',
                   '배포 잡이 CI 변수에서 SSH 키를 읽는데 그 변수가 비어 있었다.'),
                 t('The key needs a trailing newline or ssh-add fails with "invalid format".',
                   '키 끝에 개행이 없으면 ssh-add가 invalid format으로 실패한다.'),
                 t('Should the deploy key be per-repo?', '배포 키를 레포별로 나눠야 할까요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), lines


@nv('PEM: RSA private key excerpt (truncated)')
def _(lang):
    t = T(lang)
    lines = rsa_excerpt_lines(rint(4, 7))
    snip = '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n' + t('...(rest of the key cut off in the paste)', '...(붙여넣다가 뒷부분 잘림)')
    ctx = fields(t('The SAML SP signing key is stored in the repo under certs/ and I did not know it was live.',
                   'SAML SP 서명 키가 레포 certs/ 밑에 있었고 그게 운영 키인 줄 몰랐다.'),
                 t('Even a partial key in a note is a leak; rotate if it was pasted anywhere.',
                   '키 일부라도 노트에 남으면 유출이다. 어디에든 붙여넣었으면 교체할 것.'),
                 t('Can security rotate the SAML key?', '보안팀에서 SAML 키 교체해 줄 수 있나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), lines


@nv('PuTTY .ppk private lines')
def _(lang):
    t = T(lang)
    priv = base64.b64encode(b'\x00\x00\x00\x20' + rbytes(32)).decode()
    pub = ssh_pub_ed25519()
    snip = 'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s' % (
        pick(['winscp-upload', 'ops-laptop', 'erp-sftp']), pub[:64], pub[64:], priv, hexs(64))
    ctx = fields(t('The Windows scheduled upload uses WinSCP with a .ppk key file.', '윈도우 예약 업로드가 .ppk 키 파일로 WinSCP를 쓴다.'),
                 t('puttygen converts .ppk to OpenSSH format for the Linux replacement job.', 'puttygen으로 .ppk를 OpenSSH 형식으로 변환해 리눅스 대체 잡에 썼다.'),
                 t('Can this key be retired after the migration?', '마이그레이션 후 이 키를 폐기해도 되나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [priv]


@nv('Kubernetes Secret data (base64 values)')
def _(lang):
    t = T(lang)
    u = pick(DBUSERS)
    p = pwd(SY_ALL)
    bu, bp = b64s(u), b64s(p)
    snip = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ndata:\n  username: %s\n  password: %s' % (
        pick(PROJ), pick(['prod', 'staging', 'payments']), bu, bp)
    ctx = fields(t('I assumed base64 in the Secret manifest was some kind of encryption.', 'Secret 매니페스트의 base64가 암호화인 줄 알았다.'),
                 t('kubectl get secret -o yaml shows the values to anyone with read access on secrets.',
                   'secrets 읽기 권한만 있으면 kubectl get secret -o yaml로 값을 볼 수 있다.'),
                 t('Should these manifests be converted to SealedSecrets?', '이 매니페스트를 SealedSecrets로 바꿔야 할까요?'))
    return assemble(lang, ctx, snip), [bp]


@nv('Kubernetes: decoded secret printed by jsonpath | base64 -d')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL)
    snip = "$ kubectl -n %s get secret %s -o jsonpath='{.data.password}' | base64 -d\n%s" % (
        pick(['data', 'prod', 'monitoring']), pick(['postgres-postgresql', 'grafana', 'argocd-initial-admin-secret', 'rabbitmq']), p)
    ctx = fields(t('The chart-generated password was nowhere in our docs.', '차트가 생성한 비밀번호가 문서 어디에도 없었다.'),
                 t('Decode the secret instead of guessing defaults.', '기본값을 추측하지 말고 시크릿을 디코딩하자.'),
                 t('Should the admin password be changed after first login?', '첫 로그인 후 관리자 비번을 바꿔야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('CI/CD: gh secret set with literal')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "gh secret set %s --repo acme/%s --body '%s'" % (
        pick(['DEPLOY_PASSWORD', 'SFTP_PASSWORD', 'DB_MIGRATION_PASSWORD', 'SMTP_PASS']), pick(PROJ), p)
    ctx = fields(t('The workflow secret was missing in the fork, so the deploy step skipped.', '포크 레포에 워크플로 시크릿이 없어서 배포 단계가 건너뛰어졌다.'),
                 t('Secrets are not passed to workflows from forks on pull_request.', 'pull_request에서 포크 워크플로에는 시크릿이 전달되지 않는다.'),
                 t('Should environments be used for production secrets?', '운영 시크릿은 environments를 써야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('CI/CD: GitLab CI variables in .gitlab-ci.yml')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', ''))
    snip = 'variables:\n  DEPLOY_HOST: "%s"\n  DEPLOY_USER: "deploy"\n  DEPLOY_PASS: "%s"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh' % (
        pick(HOSTS), p)
    ctx = fields(t('The deploy variables were defined in the YAML instead of the project CI/CD settings.',
                   '배포 변수가 프로젝트 CI/CD 설정이 아니라 YAML 안에 정의돼 있었다.'),
                 t('Masked variables only work for values set in the UI or API, not in the file.',
                   '마스킹은 UI/API로 설정한 변수에만 적용되고 파일 안 값에는 안 된다.'),
                 t('Can we move these to protected variables?', '이걸 protected 변수로 옮겨도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('CI/CD: Jenkins credentials in Groovy / withEnv')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ.replace("'", '').replace('$', ''))
    snip = "withEnv([\"NEXUS_USER=ci\", \"NEXUS_PASS=%s\"]) {\n    sh './gradlew publish'\n}" % p
    ctx = fields(t('The Jenkinsfile publishes to Nexus without using the credentials plugin.', 'Jenkinsfile이 credentials 플러그인 없이 Nexus에 배포한다.'),
                 t('withCredentials masks values in the console log; withEnv does not.', 'withCredentials는 콘솔 로그에서 값을 가리지만 withEnv는 아니다.'),
                 t('Is there already a Jenkins credential id for Nexus?', 'Nexus용 Jenkins credential id가 이미 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('rotation: old and new password')
def _(lang):
    t = T(lang)
    old = pwd(SY_ALL)
    new = pwd(SY_ALL)
    what = pick(['the shared Wi-Fi', 'the reporting DB user', 'the SFTP account', 'the Grafana admin'])
    whatk = pick(['공용 와이파이', '리포팅 DB 계정', 'SFTP 계정', '그라파나 admin'])
    s = t(pick(['Rotated %s: %s -> %s.', 'Changed the password of %s from %s to %s today.']) % (what, old, new),
          pick(['%s 비번 변경: %s -> %s', '%s 비밀번호 오늘 %s 에서 %s 로 바꿈.']) % (whatk, old, new))
    ctx = fields(t('Half the jobs failed after the quarterly password change and nobody had a list of consumers.',
                   '분기 비밀번호 변경 후 잡 절반이 실패했는데 사용처 목록이 없었다.'),
                 t('Make a list of everything that uses the credential before rotating it.', '교체 전에 그 자격증명을 쓰는 곳을 먼저 목록화할 것.'),
                 t('Is there a rotation calendar?', '교체 일정표가 있나요?'))
    return assemble(lang, ctx, s, lead=False), [old, new]


@nv('split: label in one field, value in the next')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL)
    sysn = pick(['VPN', 'the staging bastion', 'the Jira service account', 'the POS admin'])
    sysk = pick(['VPN', '스테이징 배스천', '지라 서비스 계정', 'POS 관리자'])
    mc = t('Could not connect to %s; the onboarding doc skips the login part. Password for it:' % sysn,
           '%s 접속이 안 됐다. 온보딩 문서에 로그인 부분이 빠져 있음. 비번은' % sysk)
    le = '%s\n' % p + t('Connect first, then run the setup script; order matters.', '먼저 접속한 다음 셋업 스크립트를 실행해야 한다. 순서가 중요.')
    ask = t('Can onboarding docs include how to request access?', '온보딩 문서에 접근 요청 방법을 넣어도 될까요?')
    return fields(mc, le, ask), [p]


@nv('split: user in missing_context, password in ask_next_time')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.5))
    u = pick(['svc_report', 'qa01', 'ops-admin', 'tester_kr'])
    mc = t('The test tenant uses the account %s, which was not in the QA doc.' % u,
           '테스트 테넌트는 %s 계정을 쓰는데 QA 문서에 없었다.' % u)
    le = t('Log in with the tenant selector set to "staging", otherwise the account is rejected.',
           '테넌트 선택을 "staging"으로 해야 로그인이 된다.')
    ask = t('Is %s still the password, or was it reset after the demo?' % p, '비번 아직 %s 인가요, 데모 후에 초기화됐나요?' % p)
    return fields(mc, le, ask), [p]


@nv('code: psycopg2.connect(password=...)')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = 'conn = psycopg2.connect(host="%s", dbname="%s", user="%s", password="%s", connect_timeout=5)' % (
        pick(PG_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('The notebook that produces the weekly KPI mail connects straight to the prod replica.',
                   '주간 KPI 메일을 만드는 노트북이 운영 리플리카에 직접 붙는다.'),
                 t('connect_timeout avoids the notebook hanging when the VPN drops.', 'connect_timeout이 있어야 VPN이 끊겼을 때 노트북이 안 멈춘다.'),
                 t('Should the notebook use the warehouse instead?', '노트북이 웨어하우스를 쓰도록 바꿀까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: requests auth tuple')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace("'", '').replace('\\', ''))
    snip = "resp = requests.post(f\"{BASE}/api/v1/sync\", auth=(\"%s\", \"%s\"), json=payload, timeout=10)" % (
        pick(['integration', 'erp_sync', 'partner_api']), p)
    ctx = fields(t('The ERP sync uses HTTP basic auth through requests, with the pair hardcoded.', 'ERP 동기화가 requests로 basic auth를 쓰고 값이 하드코딩돼 있었다.'),
                 t('A 302 to the login page means the credentials are wrong, not the URL.', '로그인 페이지로 302가 오면 URL이 아니라 자격증명이 틀린 것.'),
                 t('Where should the ERP credentials come from?', 'ERP 자격증명은 어디서 가져와야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: Java DriverManager.getConnection positional password')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = 'Connection c = DriverManager.getConnection("jdbc:mariadb://%s:3306/%s", "%s", "%s");' % (
        pick(MY_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('The legacy settlement batch opens its own JDBC connection instead of using the pool.',
                   '레거시 정산 배치가 커넥션 풀 대신 직접 JDBC 연결을 연다.'),
                 t('The third argument is the password; it was also printed by the debug logger.', '세 번째 인자가 비밀번호이고 디버그 로거에도 찍혔다.'),
                 t('Can we migrate the batch to the shared DataSource?', '배치를 공용 DataSource로 옮길 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: C# NetworkCredential / Node pg Pool')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace("'", '').replace('\\', ''))
    snip = pick(['var smtp = new SmtpClient("smtp.office365.com", 587) { EnableSsl = true, Credentials = new NetworkCredential("%s", "%s") };' % (
        pick(['noreply@acme.kr', 'alerts@corp.local']), p),
        "const pool = new Pool({ host: '%s', user: '%s', password: '%s', database: '%s', max: 10 });" % (
        pick(PG_HOSTS), pick(DBUSERS), p, pick(DBS))])
    ctx = fields(t('Credentials are constructed inline in the service class, not read from config.', '자격증명이 설정이 아니라 서비스 클래스 안에서 바로 만들어진다.'),
                 t('Search for constructor calls, not only for config keys, when auditing credentials.',
                   '자격증명 점검할 때 설정 키뿐 아니라 생성자 호출도 검색해야 한다.'),
                 t('Is there a config provider we should use?', '써야 하는 설정 provider가 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: Django DATABASES dict literal')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace("'", '').replace('\\', ''))
    snip = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (
        pick(DBS), pick(DBUSERS), p, pick(PG_HOSTS))
    ctx = fields(t('settings/prod.py is imported after the env-based settings and silently wins.', 'settings/prod.py가 env 기반 설정 뒤에 import돼서 조용히 덮어쓴다.'),
                 t('Check the import order of settings modules before blaming the env.', '환경변수를 의심하기 전에 settings 모듈 import 순서를 볼 것.'),
                 t('Can prod.py read from os.environ only?', 'prod.py를 os.environ만 읽게 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: PHP PDO / wp-config define')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace("'", '').replace('$', '').replace('\\', ''))
    salt = rs(AN + '!@#%^&*()-_=+[]{};:,.<>?|~', 64)
    snip = pick(["$pdo = new PDO('mysql:host=%s;dbname=%s;charset=utf8mb4', '%s', '%s');" % (pick(MY_HOSTS), pick(DBS), pick(DBUSERS), p),
                 "define('DB_NAME', 'wp_%s');\ndefine('DB_USER', 'wp_user');\ndefine('DB_PASSWORD', '%s');\ndefine('AUTH_KEY', '%s');" % (
                     pick(['blog', 'shop', 'kr']), p, salt)])
    secrets = [p] + ([salt] if salt in snip else [])
    ctx = fields(t('The company blog runs on a separate WordPress VM that is not in the infra repo.', '회사 블로그가 인프라 레포에 없는 별도 워드프레스 VM에서 돈다.'),
                 t('wp-config.php is outside the webroot on this host; keep it that way.', '이 서버에서는 wp-config.php가 웹루트 밖에 있다. 그대로 유지할 것.'),
                 t('Who maintains the blog VM?', '블로그 VM은 누가 관리하나요?'))
    return assemble(lang, ctx, snip), secrets


@nv('code: os.getenv fallback default literal')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = 'DB_PASS = os.getenv("DB_PASS", "%s")  # fallback so local runs work' % p
    ctx = fields(t('The app did not fail when DB_PASS was missing because the code has a fallback.', 'DB_PASS가 없어도 코드에 기본값이 있어서 앱이 실패하지 않았다.'),
                 t('A fallback for a credential hides misconfiguration; fail fast instead.', '자격증명에 기본값을 두면 설정 오류가 숨는다. 바로 실패하게 할 것.'),
                 t('Can I remove the fallback in this PR?', '이번 PR에서 기본값을 지워도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('code: Go struct literal with Password field')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = 'rdb := redis.NewClient(&redis.Options{\n\tAddr:     "%s:6379",\n\tPassword: "%s",\n\tDB:       %d,\n})' % (
        pick(['10.0.9.14', 'redis-stg.internal', 'cache.svc.cluster.local']), p, rint(0, 5))
    ctx = fields(t('The Go worker had its own Redis client setup separate from the shared config package.', 'Go 워커가 공용 config 패키지와 별개로 Redis 클라이언트를 만들고 있었다.'),
                 t('grep for "Password:" in Go code, not only in YAML.', 'YAML뿐 아니라 Go 코드에서도 "Password:"를 찾아봐야 한다.'),
                 t('Should all clients go through the config package?', '모든 클라이언트가 config 패키지를 거쳐야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Wi-Fi password (prose / wpa_supplicant psk)')
def _(lang):
    t = T(lang)
    p = pwd('!@#$%^&*-_.+', human=chance(0.75))
    ssid = pick(['ACME-Guest', 'Office_5G', 'Lab-IoT', 'hanbit-dev', 'MeetingRoom-B'])
    s = pick([t('The Wi-Fi in the lab is %s and the password is %s.' % (ssid, p),
                '실험실 와이파이는 %s 이고 비번은 %s 입니다.' % (ssid, p)),
              'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)])
    ctx = fields(t('The kiosk device test failed because it could not join the network.', '키오스크 장비 테스트가 네트워크에 못 붙어서 실패했다.'),
                 t('The device only supports WPA2-PSK, not enterprise auth.', '장비가 WPA2-PSK만 지원하고 엔터프라이즈 인증은 안 된다.'),
                 t('Is there a dedicated SSID for test devices?', '테스트 장비 전용 SSID가 있나요?'))
    return assemble(lang, ctx, s, lead=not s.startswith(('The', '실험실'))), [p]


@nv('door code / alarm PIN')
def _(lang):
    t = T(lang)
    code = pick([rs(DG, 8), rs(DG, 4) + '*' + rs(DG, 4), rs(DG, 6) + '#' + rs(DG, 2), '*' + rs(DG, 7) + '#'])
    s = t(pick(['Server room door code is %s (disarm the alarm within 30 s).', 'The IDC cage PIN is %s.',
                'Alarm PIN for the office after 10 pm: %s']) % code,
          pick(['서버실 도어락 번호 %s (30초 안에 경보 해제).', 'IDC 케이지 PIN은 %s 입니다.', '밤 10시 이후 사무실 경보 해제 번호: %s']) % code)
    ctx = fields(t('I had to swap a disk on site and did not know how to get into the server room after hours.',
                   '현장에서 디스크를 교체해야 했는데 업무시간 후 서버실 출입 방법을 몰랐다.'),
                 t('Sign the visitor log at the front desk even at night.', '야간에도 안내데스크 방문 기록은 남겨야 한다.'),
                 t('Who is on call for physical access?', '물리 출입 당번이 누구인가요?'))
    return assemble(lang, ctx, s, lead=False), [code]


@nv('app-specific password (Apple / Gmail style)')
def _(lang):
    t = T(lang)
    grp = ['%s' % rs(LO, 4) for _ in range(4)]
    style = R.randrange(2)
    p = '-'.join(grp) if style == 0 else ' '.join(grp)
    snip = pick(['FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s' % p if style == 0 else 'EMAIL_HOST_PASSWORD="%s"' % p,
                 t('app password: %s' % p, '앱 비밀번호: %s' % p)])
    ctx = fields(t('Upload from CI failed because the Apple ID has 2FA and needs an app-specific password.' if style == 0 else
                   'SMTP through the Google account rejected the normal password after 2FA was enabled.',
                   'Apple ID에 2FA가 있어서 CI 업로드에는 앱 전용 비밀번호가 필요했다.' if style == 0 else
                   '2FA를 켠 뒤로 구글 계정 SMTP가 일반 비밀번호를 거부했다.'),
                 t('App passwords bypass 2FA, so treat them like the account password.', '앱 비밀번호는 2FA를 우회하니 계정 비번처럼 다뤄야 한다.'),
                 t('Can we switch to an API key based upload?', 'API 키 기반 업로드로 바꿀 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('framework secret: Django SECRET_KEY / Rails secret_key_base')
def _(lang):
    t = T(lang)
    style = R.randrange(3)
    if style == 0:
        k = 'django-insecure-' + rs(LO + DG + '!@#$%^&*(-_=+)', 50) if chance(0.3) else rs(LO + DG + '!@#$%^&*(-_=+)', 50)
        snip = "SECRET_KEY = '%s'" % k
    elif style == 1:
        k = hexs(128)
        snip = 'production:\n  secret_key_base: %s' % k
    else:
        k = b64(32)
        snip = 'NEXTAUTH_SECRET=%s' % k
    ctx = fields(t('Sessions were invalidated on every deploy because the signing key was generated at build time.',
                   '서명 키가 빌드 시점에 생성돼서 배포할 때마다 세션이 풀렸다.'),
                 t('The signing key must be stable across replicas and deploys.', '서명 키는 레플리카와 배포 간에 고정이어야 한다.'),
                 t('Where should the signing key be stored?', '서명 키는 어디에 저장해야 하나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('webhook HMAC signing secret in prose')
def _(lang):
    t = T(lang)
    k = pick([hexs(32), rs(AN, 40), b64(24)])
    s = t(pick(['The partner signs callbacks with HMAC-SHA256 using the shared secret %s.',
                'Shared webhook secret (we verify X-Signature with it): %s']) % k,
          pick(['협력사 콜백은 공유 시크릿 %s 로 HMAC-SHA256 서명됩니다.', '웹훅 공유 시크릿(X-Signature 검증용): %s']) % k)
    ctx = fields(t('Signature checks failed because the body was parsed before verification.', '검증 전에 바디를 파싱해서 서명 검증이 실패했다.'),
                 t('Verify the signature on the raw bytes, then parse.', '원본 바이트로 서명을 검증한 뒤 파싱해야 한다.'),
                 t('Can the partner rotate the shared secret?', '협력사가 공유 시크릿을 교체해 줄 수 있나요?'))
    return assemble(lang, ctx, s, lead=False), [k]


@nv('Laravel APP_KEY base64 / AES key')
def _(lang):
    t = T(lang)
    k = b64(32)
    snip = pick(['APP_KEY=base64:%s' % k, "ENCRYPTION_KEY = base64.b64decode('%s')" % k, 'field_encryption_key: "%s"' % k])
    ctx = fields(t('Encrypted columns could not be read on the new server because the key differed.', '새 서버에서 키가 달라서 암호화 컬럼을 읽지 못했다.'),
                 t('Never regenerate the encryption key on an existing deployment.', '기존 배포에서 암호화 키를 재생성하면 안 된다.'),
                 t('Is the key escrowed anywhere?', '이 키가 어딘가에 보관돼 있나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('WireGuard PrivateKey / PresharedKey')
def _(lang):
    t = T(lang)
    priv = b64(32)
    psk = b64(32)
    pub = b64(32)
    snip = '[Interface]\nAddress = 10.8.0.%d/32\nPrivateKey = %s\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8' % (
        rint(2, 250), priv, pub, psk, pick(['acme.kr', 'corp.local', 'hanbit.io']))
    ctx = fields(t('Remote access goes through WireGuard, not the old OpenVPN; I was given a config file.',
                   '원격 접속이 예전 OpenVPN이 아니라 WireGuard이고 설정 파일을 받았다.'),
                 t('AllowedIPs decides routing; 0.0.0.0/0 would send everything through the office.', 'AllowedIPs가 라우팅을 결정한다. 0.0.0.0/0이면 전부 사무실로 간다.'),
                 t('Should each laptop have its own peer?', '노트북마다 피어를 따로 둬야 하나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [priv, psk]


@nv('Vault unseal keys + initial root token')
def _(lang):
    t = T(lang)
    keys = [b64(33) for _ in range(3)]
    root = 'hvs.' + rs(AN, 24)
    snip = '\n'.join('Unseal Key %d: %s' % (i + 1, k) for i, k in enumerate(keys)) + '\n\nInitial Root Token: %s' % root
    ctx = fields(t('After the power outage Vault came back sealed and the unseal keys were in an old chat thread.',
                   '정전 후 Vault가 sealed 상태로 올라왔고 언실 키는 예전 채팅 스레드에 있었다.'),
                 t('Auto-unseal with KMS would have avoided the manual step.', 'KMS 자동 언실이었으면 수동 단계가 없었을 것.'),
                 t('Can we revoke the initial root token now?', '초기 루트 토큰을 이제 폐기해도 되나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), keys + [root]


@nv('Consul gossip key / cluster shared key')
def _(lang):
    t = T(lang)
    k = b64(32)
    snip = pick(['encrypt = "%s"' % k, '"encrypt": "%s"' % k, 'cluster_shared_key: %s' % k])
    ctx = fields(t('New agents could not join because the gossip encryption key was not in the AMI config.', '가십 암호화 키가 AMI 설정에 없어서 새 에이전트가 조인하지 못했다.'),
                 t('All agents must share the same gossip key during rotation.', '교체 중에도 모든 에이전트가 같은 가십 키를 공유해야 한다.'),
                 t('Where is the gossip key stored?', '가십 키는 어디에 저장돼 있나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('log line: password= in application log')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace(' ', ''))
    snip = '%s ERROR pool-%d c.a.db.ConnectionFactory: failed to open connection url=jdbc:mysql://%s/%s user=%s password=%s cause=Communications link failure' % (
        '2025-%02d-%02dT%02d:%02d:%02d' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), rint(1, 9),
        pick(MY_HOSTS), pick(DBS), pick(DBUSERS), p)
    ctx = fields(t('The connection factory logs all connection properties on failure.', '커넥션 팩토리가 실패할 때 연결 속성을 전부 로그에 찍는다.'),
                 t('The actual cause was the security group, not the credentials.', '실제 원인은 자격증명이 아니라 보안그룹이었다.'),
                 t('Can we patch the factory to mask properties?', '팩토리가 속성을 마스킹하도록 패치할까요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [p]


@nv('docker config.json auths auth base64')
def _(lang):
    t = T(lang)
    u = pick(['ci', 'robot$builder', 'deploy'])
    p = pwd(SY_ALL)
    blob = b64s('%s:%s' % (u, p))
    snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(['harbor.internal', 'registry.corp.local:5000', 'https://index.docker.io/v1/']), blob)
    ctx = fields(t('The kubelet pulls with an imagePullSecret built from a copied ~/.docker/config.json.', 'kubelet이 복사한 ~/.docker/config.json으로 만든 imagePullSecret을 쓴다.'),
                 t('The "auth" field is just base64 of user:password.', '"auth" 필드는 user:password를 base64한 것일 뿐이다.'),
                 t('Should we use a robot account for pulls?', '이미지 pull에 로봇 계정을 써야 할까요?'))
    return assemble(lang, ctx, snip), [blob]


@nv('.netrc machine/login/password')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ + '!#$^*')
    snip = 'machine %s\n  login %s\n  password %s' % (
        pick(['git.corp.local', 'nexus.internal', 'api.heroku.com', 'ftp.partner-kr.com']), pick(['ci', pick(PEOPLE), 'deploy']), p)
    ctx = fields(t('curl and git on the build VM authenticate via ~/.netrc, which I did not know existed there.',
                   '빌드 VM의 curl과 git이 ~/.netrc로 인증하는데 그 파일이 있는 줄 몰랐다.'),
                 t('.netrc applies to every tool that reads it, so one file affects curl, git and ftp.', '.netrc는 읽는 모든 도구에 적용돼서 curl, git, ftp에 다 영향을 준다.'),
                 t('Can the build VM use a credential helper instead?', '빌드 VM이 credential helper를 쓰게 해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('.npmrc _auth / _password base64')
def _(lang):
    t = T(lang)
    u = pick(['ci', 'npm-reader', 'deployer'])
    p = pwd(SY_ALL)
    style = R.randrange(2)
    if style == 0:
        v = b64s('%s:%s' % (u, p))
        snip = 'registry=https://nexus.internal/repository/npm-group/\n_auth=%s\nalways-auth=true' % v
    else:
        v = b64s(p)
        snip = '//nexus.internal/repository/npm-group/:username=%s\n//nexus.internal/repository/npm-group/:_password=%s' % (u, v)
    ctx = fields(t('npm install on CI got 401 only for scoped packages from the internal registry.', 'CI의 npm install이 사내 레지스트리의 스코프 패키지에서만 401이 났다.'),
                 t('_password in .npmrc must be base64 of the password, not the plain value.', '.npmrc의 _password는 평문이 아니라 base64여야 한다.'),
                 t('Can we switch to token auth for the registry?', '레지스트리를 토큰 인증으로 바꿀 수 있나요?'))
    return assemble(lang, ctx, snip), [v]


@nv('FileZilla sitemanager.xml base64 Pass')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL)
    v = b64s(p)
    snip = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (
        pick(['sftp.vendor-edi.net', 'ftp.partner-kr.com', '10.50.1.8']), pick(['edi_kr', 'acme_upload', 'designer']), v)
    ctx = fields(t('The designer uploads banners by SFTP with FileZilla and exported the site list for me.', '디자이너가 FileZilla로 배너를 SFTP 업로드하고 사이트 목록을 내보내 줬다.'),
                 t('FileZilla stores site passwords as base64, which is not protection.', 'FileZilla는 사이트 비번을 base64로 저장하는데 보호가 아니다.'),
                 t('Can uploads move to the CMS?', '업로드를 CMS로 옮길 수 있을까요?'))
    return assemble(lang, ctx, snip), [v]


@nv('systemd unit Environment= / crontab PGPASSWORD')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!@#^*+')
    snip = pick(['[Service]\nUser=app\nEnvironment="DB_PASSWORD=%s"\nExecStart=/opt/%s/bin/server' % (p, pick(PROJ)),
                 '30 2 * * * PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > /backup/%s.dump' % (
                     shq(p), pick(PG_HOSTS), pick(DBUSERS), pick(DBS), pick(DBS))])
    ctx = fields(t('The service on the VM gets its config from the unit file, not from /etc/default.', 'VM의 서비스가 /etc/default가 아니라 유닛 파일에서 설정을 받는다.'),
                 t('systemctl show prints Environment= values to anyone who can run it.', 'systemctl show를 실행할 수 있으면 Environment= 값이 다 보인다.'),
                 t('Should we use EnvironmentFile with 0600 instead?', '대신 0600 권한 EnvironmentFile을 써야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Jupyter server token in URL')
def _(lang):
    t = T(lang)
    tok = hexs(48)
    snip = 'http://%s:8888/lab?token=%s' % (pick(['gpu-01.internal', '10.0.5.31', 'ml-box']), tok)
    ctx = fields(t('The shared GPU box runs a Jupyter server started by someone else.', '공용 GPU 서버에 다른 사람이 띄운 주피터 서버가 있다.'),
                 t('jupyter server list prints the URL with the token.', 'jupyter server list가 토큰 포함 URL을 출력한다.'),
                 t('Can we put JupyterHub in front of it?', '앞단에 JupyterHub를 둘 수 있을까요?'))
    return assemble(lang, ctx, snip), [tok]


@nv('initial admin password printed by installer (Jenkins/ArgoCD/Elastic)')
def _(lang):
    t = T(lang)
    style = R.randrange(3)
    if style == 0:
        p = hexs(32)
        snip = '$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s' % p
    elif style == 1:
        p = rs(AN + '-', 16)
        snip = '$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login.' % p
    else:
        p = rs(AN + '*+=_-', 20)
        snip = '$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s' % p
    ctx = fields(t('The new instance was set up by a script and nobody recorded the first admin login.', '스크립트로 새 인스턴스를 만들었는데 첫 관리자 로그인을 아무도 기록하지 않았다.'),
                 t('Change the bootstrap password immediately and move admins to SSO.', '초기 비밀번호는 바로 바꾸고 관리자는 SSO로 옮길 것.'),
                 t('Who should be the owner of the admin account?', '관리자 계정 소유자는 누가 돼야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Terraform tfvars db_password')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', '').replace('$', ''))
    snip = 'environment   = "prod"\ninstance_class = "db.r6g.large"\ndb_username   = "%s"\ndb_password   = "%s"' % (pick(DBUSERS), p)
    ctx = fields(t('prod.tfvars is not in git; the CI job downloads it from a bucket.', 'prod.tfvars는 git에 없고 CI 잡이 버킷에서 받아온다.'),
                 t('The password also ends up in the state file; the state bucket must be encrypted.', '비밀번호가 state 파일에도 들어가니 state 버킷은 암호화돼야 한다.'),
                 t('Can we use manage_master_user_password instead?', '대신 manage_master_user_password를 써도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('network: SNMP community / RADIUS secret / IPsec PSK')
def _(lang):
    t = T(lang)
    k = pick([rs(AN, 16), pwd('!@#$%^&*-_.+'), rs(AN + '!#%', 24)])
    snip = pick(['snmpwalk -v2c -c %s 10.10.0.1 system' % shq(k),
                 'radius-server host 10.10.1.5 key %s' % k,
                 'conn office\n    authby=secret\n# ipsec.secrets\n%%any 203.0.113.10 : PSK "%s"' % k,
                 'snmp-server community %s RO' % k])
    ctx = fields(t('Network monitoring showed the core switch as down, but only SNMP was failing.', '네트워크 모니터링에 코어 스위치가 다운으로 보였는데 SNMP만 실패한 것이었다.'),
                 t('SNMP v2 community strings are effectively passwords; prefer v3.', 'SNMP v2 커뮤니티 문자열은 사실상 비밀번호다. v3를 쓰는 게 낫다.'),
                 t('Who owns the network device configs?', '네트워크 장비 설정은 누가 관리하나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('network: Cisco/Juniper config with plaintext password')
def _(lang):
    t = T(lang)
    p = pwd('!@#$%^&*-_.+', lo=10, hi=16)
    e = pwd('!@#$%^&*-_.+', lo=10, hi=16)
    snip = 'username netops privilege 15 password 0 %s\nenable secret 0 %s\nline vty 0 4\n login local' % (p, e)
    ctx = fields(t('The branch router config was restored from a text backup that still had type 0 passwords.', '지점 라우터 설정을 텍스트 백업에서 복원했는데 type 0 비밀번호가 그대로 있었다.'),
                 t('Use "secret" with type 9 hashing; type 0 is plain text.', 'type 9 해시의 secret을 써야 한다. type 0은 평문.'),
                 t('Where are router backups stored?', '라우터 백업은 어디에 저장되나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [p, e]


@nv('Korean/English chat message with account block')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.6))
    u = pick(['test_admin', 'qa.master', 'demo01', 'partner_kr'])
    s = t('[10:42] jiyoung: here you go\n[10:42] jiyoung: url: https://admin.stg.%s\n[10:43] jiyoung: id %s / pw %s\n[10:43] jiyoung: please change it after login' % (pick(['acme.kr', 'shop.io']), u, p),
          '[오전 10:42] 박지영: 여기요~\n[오전 10:42] 박지영: 주소 https://admin.stg.%s\n[오전 10:43] 박지영: 아이디 %s / 비번 %s\n[오전 10:43] 박지영: 로그인하고 꼭 바꿔주세요 ㅎㅎ' % (pick(['acme.kr', 'shop.io']), u, p))
    ctx = fields(t('Pasted the chat where I got the staging admin access, for context:', '스테이징 관리자 접근 받은 대화 맥락 붙여둠:'),
                 t('The staging admin can change real partner settings; be careful.', '스테이징 관리자도 실제 협력사 설정을 바꿀 수 있으니 주의.'),
                 t('Can I get my own staging admin account?', '개인 스테이징 관리자 계정 받을 수 있나요?'))
    return assemble(lang, ctx, s, where='mc', lead=False, front=False), [p]


@nv('SQL seed INSERT with API secret column')
def _(lang):
    t = T(lang)
    k = rs(AN, 40)
    snip = "INSERT INTO api_clients (name, client_id, client_secret, scopes) VALUES ('%s', '%s', '%s', 'orders:read');" % (
        pick(['billing-partner', 'erp-sync', 'pos-gateway']), rs(ANL, 16), k)
    ctx = fields(t('The seed script for staging inserts real partner credentials copied from prod.', '스테이징 시드 스크립트가 운영에서 복사한 실제 협력사 자격증명을 넣고 있었다.'),
                 t('Seeds should generate random secrets per environment.', '시드는 환경마다 랜덤 시크릿을 생성해야 한다.'),
                 t('Was this partner secret ever rotated?', '이 협력사 시크릿이 교체된 적이 있나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('Markdown table of environments and passwords')
def _(lang):
    t = T(lang)
    ps = [pwd(SY_CS.replace('|', '')) for _ in range(3)]
    rows = ['| dev | %s | %s |' % (pick(DBUSERS), ps[0]), '| stg | %s | %s |' % (pick(DBUSERS), ps[1]),
            '| prod | %s | %s |' % (pick(DBUSERS), ps[2])]
    snip = t('| env | user | password |', '| 환경 | 계정 | 비밀번호 |') + '\n|---|---|---|\n' + '\n'.join(rows)
    ctx = fields(t('The old Confluence page for the project has a table with DB logins per environment.', '프로젝트 예전 컨플루언스 페이지에 환경별 DB 로그인 표가 있다.'),
                 t('The page is visible to the whole company; it should be archived.', '그 페이지는 전사 공개라 보관 처리해야 한다.'),
                 t('Can we ask the space admin to restrict it?', '스페이스 관리자에게 제한 요청해도 될까요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), ps


@nv('HAProxy stats auth / Redis requirepass config')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ + '!#$^*', lo=14, hi=22)
    snip = pick(['listen stats\n    bind :8404\n    stats enable\n    stats uri /stats\n    stats auth admin:%s' % p,
                 'requirepass %s\nmasterauth %s\nmaxmemory 2gb' % (p, p)])
    ctx = fields(t('The config on the proxy host differs from the template in the repo.', '프록시 서버의 설정이 레포의 템플릿과 다르다.'),
                 t('Diff the live config against the template before changing anything.', '수정 전에 실제 설정과 템플릿을 diff 할 것.'),
                 t('Is the live config supposed to be generated?', '실제 설정이 생성되는 구조가 맞나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Postman environment export JSON')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    k = rs(AN, 32)
    snip = '{"name": "staging", "values": [{"key": "baseUrl", "value": "https://api.stg.acme.kr", "enabled": true}, {"key": "adminPassword", "value": "%s", "enabled": true}, {"key": "apiKey", "value": "%s", "enabled": true}]}' % (p, k)
    ctx = fields(t('The QA collection comes with an environment file that has live values.', 'QA 컬렉션에 실제 값이 든 환경 파일이 같이 따라온다.'),
                 t('Use "current value" in Postman for secrets; only "initial value" is exported... but this one was set as initial.',
                   '시크릿은 포스트맨 current value에 넣어야 한다. initial value로 넣으면 export에 포함된다.'),
                 t('Can QA regenerate the export without the values?', 'QA가 값 없이 다시 export 해줄 수 있나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [p, k]


@nv('Django EMAIL_HOST_PASSWORD / SMTP settings')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace("'", '').replace('\\', ''))
    snip = "EMAIL_HOST = 'smtp.%s'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@acme.kr'\nEMAIL_HOST_PASSWORD = '%s'\nEMAIL_USE_TLS = True" % (
        pick(['worksmobile.com', 'office365.com', 'daum.net', 'gmail.com']), p)
    ctx = fields(t('Password reset emails stopped because the SMTP account password expired.', 'SMTP 계정 비번이 만료돼서 비밀번호 재설정 메일이 안 나갔다.'),
                 t('Mail provider passwords expire every 90 days here; add a reminder.', '여기 메일 계정은 90일마다 만료되니 알림을 걸어둘 것.'),
                 t('Can we move to a transactional mail API?', '트랜잭션 메일 API로 옮길 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('grafana-cli reset-admin-password')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "kubectl -n monitoring exec deploy/grafana -- grafana cli admin reset-admin-password '%s'" % p
    ctx = fields(t('Nobody knew the Grafana admin login after the helm chart was reinstalled.', 'helm 차트 재설치 후 그라파나 관리자 로그인을 아무도 몰랐다.'),
                 t('The reset does not survive a PVC wipe; set adminPassword via secret.', 'PVC가 지워지면 초기화되니 adminPassword를 시크릿으로 넣을 것.'),
                 t('Should Grafana use the company SSO?', '그라파나도 회사 SSO를 붙여야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('prose: su root password / sudo password')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.5))
    h = pick(HOSTS)
    s = t(pick(['On %s you have to `su -` first; root password is %s.', 'sudo on %s asks for a password, it is %s']) % (h, p),
          pick(['%s에서는 먼저 `su -` 해야 하고 root 비번은 %s 입니다.', '%s sudo 비번 물어보면 %s 입력']) % (h, p))
    ctx = fields(t('I expected passwordless sudo like on the cloud hosts.', '클라우드 서버처럼 sudo에 비번이 없을 줄 알았다.'),
                 t('On-prem hosts follow the old hardening guide.', '온프레미스 서버는 예전 보안 가이드를 따른다.'),
                 t('Can my account get sudo with my own password?', '제 계정에 본인 비번으로 sudo 권한 받을 수 있나요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('CIFS credentials file / fstab')
def _(lang):
    t = T(lang)
    p = pwd(SY_INI.replace(',', ''))
    snip = "# /etc/samba/creds-backup\nusername=svc_backup\npassword=%s\ndomain=CORP" % p
    ctx = fields(t('The mount in /etc/fstab points at a credentials file I did not know about.', '/etc/fstab의 마운트가 몰랐던 자격증명 파일을 가리키고 있었다.'),
                 t('Credentials files must be root-only readable.', '자격증명 파일은 root만 읽을 수 있어야 한다.'),
                 t('Should the backup account password be rotated?', '백업 계정 비번을 교체해야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: echo password | kinit / expect send')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ.replace('"', '').replace('\\', '').replace('[', '').replace(']', '').replace('$', ''))
    snip = pick(["echo '%s' | kinit svc_hadoop@CORP.LOCAL" % p,
                 'spawn ssh admin@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (pick(['10.10.0.1', 'switch-core-01']), p)])
    ctx = fields(t('The job needs a Kerberos ticket or an interactive login and there is no keytab.', '잡에 Kerberos 티켓이나 대화형 로그인이 필요한데 keytab이 없다.'),
                 t('A keytab is the right fix; piping the password is a stopgap.', '제대로 하려면 keytab이 맞다. 비번 파이프는 임시방편.'),
                 t('Can the admins issue a keytab?', '관리자에게 keytab 발급을 요청해도 될까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Dockerfile ENV / ARG with password')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!@#%^*+')
    snip = 'FROM python:3.12-slim\nARG PIP_INDEX_URL=https://nexus.internal/repository/pypi/simple\nENV DB_PASSWORD=%s\nCOPY . /app' % shq(p)
    ctx = fields(t('The image had a baked-in DB password; docker history shows it.', '이미지에 DB 비번이 박혀 있었고 docker history로 보인다.'),
                 t('ENV and ARG values stay in image metadata; pass secrets at runtime or via BuildKit secrets.',
                   'ENV와 ARG 값은 이미지 메타데이터에 남는다. 런타임이나 BuildKit secret으로 넘겨야 한다.'),
                 t('Do we need to purge old image tags?', '예전 이미지 태그를 지워야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Makefile variable with password')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!*+', lo=12, hi=18)
    snip = 'DB_URL ?= postgres://%s:%s@localhost:5433/%s?sslmode=disable\n\nmigrate:\n\tmigrate -path db/migrations -database "$(DB_URL)" up' % (
        pick(DBUSERS), p, pick(DBS))
    ctx = fields(t('make migrate used the default from the Makefile because DB_URL was not exported.', 'DB_URL을 export하지 않아서 make migrate가 Makefile 기본값을 썼다.'),
                 t('?= only applies when the variable is unset in the environment.', '?=는 환경변수가 없을 때만 적용된다.'),
                 t('Is the Makefile default pointing at a shared DB?', 'Makefile 기본값이 공용 DB를 가리키는 건가요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Helm values.yaml auth block')
def _(lang):
    t = T(lang)
    a = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    b = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = 'auth:\n  username: %s\n  password: "%s"\n  replicationPassword: "%s"\nprimary:\n  persistence:\n    size: 50Gi' % (pick(DBUSERS), a, b)
    ctx = fields(t('values-prod.yaml in the GitOps repo has plaintext auth values.', 'GitOps 레포의 values-prod.yaml에 인증 값이 평문으로 있었다.'),
                 t('Argo CD shows rendered values in the UI diff, so they leak there too.', 'Argo CD UI diff에 렌더링된 값이 보여서 거기서도 노출된다.'),
                 t('Can we move to existingSecret with ExternalSecrets?', 'ExternalSecrets + existingSecret으로 옮겨도 될까요?'))
    return assemble(lang, ctx, snip), [a, b]


@nv('Ansible inventory ansible_password')
def _(lang):
    t = T(lang)
    p = pwd(SY_UNQ + '!#^*', lo=12, hi=18)
    snip = '[windows]\nwin-app-01 ansible_host=10.30.2.11\n\n[windows:vars]\nansible_user=Administrator\nansible_password=%s\nansible_connection=winrm\nansible_winrm_transport=ntlm' % p
    ctx = fields(t('The Windows hosts are managed over WinRM with a local admin in plain inventory.', '윈도우 서버는 평문 인벤토리의 로컬 관리자로 WinRM 관리된다.'),
                 t('ntlm transport needs pywinrm[credssp] for some tasks.', '일부 작업은 ntlm 전송에 pywinrm[credssp]가 필요하다.'),
                 t('Should this be ansible-vault encrypted?', '이걸 ansible-vault로 암호화해야 할까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('URL query string ?api_key= internal service')
def _(lang):
    t = T(lang)
    k = pick([hexs(32), rs(AN, 40)])
    snip = 'https://%s/v1/export?format=csv&from=2025-%02d-01&api_key=%s' % (
        pick(['reports.internal', 'legacy-bi.corp.local', 'stats.acme.kr']), rint(1, 12), k)
    ctx = fields(t('The legacy reporting service only accepts the key as a query parameter.', '레거시 리포트 서비스가 키를 쿼리 파라미터로만 받는다.'),
                 t('Query strings end up in access logs and browser history.', '쿼리 문자열은 접근 로그와 브라우저 기록에 남는다.'),
                 t('Can the service accept a header instead?', '헤더로 받도록 바꿀 수 있을까요?'))
    return assemble(lang, ctx, snip), [k]


@nv('backup passphrase: restic / borg')
def _(lang):
    t = T(lang)
    p = pick([passphrase(), mpw(sy='!@#%^&*-_=+.', lo=24, hi=32)])
    snip = pick(["export RESTIC_PASSWORD='%s'\nrestic -r s3:s3.amazonaws.com/acme-backups/%s snapshots" % (p, pick(PROJ)),
                 "BORG_PASSPHRASE='%s' borg list ssh://borg@backup01/./repo" % p])
    ctx = fields(t('Restores are impossible without the repo passphrase and it was not in the runbook.', '저장소 암호 없이는 복원이 불가능한데 런북에 없었다.'),
                 t('Test a restore after every passphrase change.', '암호를 바꿀 때마다 복원 테스트를 할 것.'),
                 t('Where is the backup passphrase escrowed?', '백업 암호는 어디에 보관되나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: gpg --batch --passphrase / ssh-keygen -N')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = pick(["gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % p,
                 "ssh-keygen -t ed25519 -f ~/.ssh/deploy_%s -N '%s' -C deploy" % (pick(PROJ).replace('-', '_'), p),
                 "ssh-keygen -p -f ~/.ssh/id_rsa -P '%s' -N ''" % p])
    ctx = fields(t('The deploy script decrypts a bundle and needs a non-interactive passphrase.', '배포 스크립트가 번들을 복호화하는데 비대화형 암호가 필요하다.'),
                 t('loopback pinentry is required for --passphrase in GnuPG 2.1+.', 'GnuPG 2.1 이상에서는 --passphrase에 loopback pinentry가 필요하다.'),
                 t('Can the bundle use age with a CI-held key instead?', '번들을 CI 보관 키의 age 방식으로 바꿀 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('shell: openssl pkcs12 -passout')
def _(lang):
    t = T(lang)
    p = pwd(SY_SQ)
    snip = "openssl pkcs12 -export -in server.crt -inkey server.key -certfile chain.pem -out server.p12 -name %s -passout pass:'%s'" % (
        pick(['tomcat', 'api', 'gateway']), p)
    ctx = fields(t('The Java gateway wants a PKCS#12 keystore, not PEM files.', '자바 게이트웨이가 PEM이 아니라 PKCS#12 키스토어를 원한다.'),
                 t('Include the chain, otherwise some clients fail the handshake.', '체인을 포함해야 일부 클라이언트 핸드셰이크가 성공한다.'),
                 t('Who renews the gateway certificate?', '게이트웨이 인증서 갱신은 누가 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Android signingConfigs in build.gradle')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('$', '').replace('\\', ''))
    k = pwd(SY_JSON.replace('"', '').replace('$', '').replace('\\', ''))
    snip = 'signingConfigs {\n    release {\n        storeFile file("keystore/release.jks")\n        storePassword "%s"\n        keyAlias "upload"\n        keyPassword "%s"\n    }\n}' % (p, k)
    ctx = fields(t('Release builds on a fresh machine failed because signing values were only in one dev\'s gradle file.', '새 머신에서 릴리스 빌드가 실패했다. 서명 값이 한 개발자의 gradle 파일에만 있었다.'),
                 t('Read signing values from environment variables in CI.', 'CI에서는 서명 값을 환경변수에서 읽을 것.'),
                 t('Is Play App Signing enabled for this app?', '이 앱에 Play App Signing이 켜져 있나요?'))
    return assemble(lang, ctx, snip), [p, k]


@nv('Windows autologon registry DefaultPassword')
def _(lang):
    t = T(lang)
    p = pwd(SY_CS.replace('"', ''))
    snip = 'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultPassword /t REG_SZ /d "%s" /f' % p
    ctx = fields(t('The kiosk PC logs in automatically and the setup script writes the password to the registry.', '키오스크 PC가 자동 로그인하는데 셋업 스크립트가 레지스트리에 비번을 쓴다.'),
                 t('Sysinternals Autologon stores it as an LSA secret instead of plain text.', 'Sysinternals Autologon은 평문 대신 LSA 시크릿으로 저장한다.'),
                 t('Can we switch the kiosk to assigned access?', '키오스크를 할당된 액세스로 바꿀 수 있을까요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Java server.xml keystorePass')
def _(lang):
    t = T(lang)
    p = pwd(SY_XML)
    snip = '<Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol" SSLEnabled="true"\n  keystoreFile="conf/server.p12" keystorePass="%s" keystoreType="PKCS12" />' % p
    ctx = fields(t('HTTPS on the old Tomcat terminates in Tomcat itself, not at the load balancer.', '예전 톰캣은 로드밸런서가 아니라 톰캣에서 HTTPS를 종료한다.'),
                 t('After replacing the keystore, the password in server.xml must match.', '키스토어 교체 후 server.xml의 비번도 맞춰야 한다.'),
                 t('Can TLS move to the load balancer?', 'TLS를 로드밸런서로 옮길 수 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Asterisk/PJSIP auth password')
def _(lang):
    t = T(lang)
    p = pwd(SY_INI, lo=12, hi=18)
    snip = '[%d-auth]\ntype=auth\nauth_type=userpass\nusername=%d\npassword=%s' % ((lambda n: (n, n))(rint(1001, 1099)) + (p,))
    ctx = fields(t('The call-center softphones register to an on-prem Asterisk with per-extension passwords.', '콜센터 소프트폰이 내선별 비밀번호로 사내 Asterisk에 등록된다.'),
                 t('Reload pjsip after editing; a full restart drops active calls.', '수정 후 pjsip reload만 할 것. 전체 재시작은 통화가 끊긴다.'),
                 t('Who manages the PBX?', 'PBX는 누가 관리하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('VNC password / remote support')
def _(lang):
    t = T(lang)
    p = rs(AN, 8) if chance(0.5) else pwd(SY_ALL, lo=10, hi=14)
    s = t(pick(['VNC on the lab PC (display :1) uses %s.', 'Remote support: AnyDesk unattended access password %s']) % p,
          pick(['실험실 PC VNC(:1) 비번은 %s', '원격지원용 애니데스크 무인 접속 비번 %s']) % p)
    ctx = fields(t('The measurement PC in the lab has no SSH; it is reached via VNC.', '실험실 측정 PC는 SSH가 없고 VNC로 접속한다.'),
                 t('VNC passwords are limited to 8 characters in the classic protocol.', '전통적인 VNC 프로토콜은 비밀번호가 8자로 제한된다.'),
                 t('Can the lab PC join the VPN instead?', '실험실 PC를 VPN에 붙일 수 있을까요?'))
    return assemble(lang, ctx, s, lead=False), [p]


@nv('Keycloak admin env / bootstrap')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL + '!@#%^*', lo=14, hi=20)
    snip = 'docker run -p 8080:8080 -e KC_BOOTSTRAP_ADMIN_USERNAME=admin -e KC_BOOTSTRAP_ADMIN_PASSWORD=%s quay.io/keycloak/keycloak:26.0 start-dev' % shq(p)
    ctx = fields(t('The local Keycloak for the SSO work is started with a bootstrap admin.', 'SSO 작업용 로컬 Keycloak은 부트스트랩 관리자로 띄운다.'),
                 t('The old KEYCLOAK_ADMIN variables were renamed in 26.x.', '26.x에서 예전 KEYCLOAK_ADMIN 변수 이름이 바뀌었다.'),
                 t('Is the same admin used on the shared dev instance?', '공용 개발 인스턴스도 같은 관리자를 쓰나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('PgBouncer userlist.txt')
def _(lang):
    t = T(lang)
    a = pwd(SY_CS.replace('"', ''))
    b = pwd(SY_CS.replace('"', ''))
    snip = '"%s" "%s"\n"%s" "%s"' % (pick(['app', 'api_writer']), a, pick(['reporting', 'etl']), b)
    ctx = fields(t('Connections through PgBouncer failed after the user was recreated because userlist.txt was stale.',
                   '사용자를 다시 만든 뒤 userlist.txt가 갱신되지 않아서 PgBouncer 경유 연결이 실패했다.'),
                 t('auth_query avoids maintaining userlist.txt by hand.', 'auth_query를 쓰면 userlist.txt를 손으로 관리하지 않아도 된다.'),
                 t('Can we switch PgBouncer to auth_query?', 'PgBouncer를 auth_query 방식으로 바꿔도 될까요?'))
    return assemble(lang, ctx, snip), [a, b]


@nv('OAuth token response JSON (access + refresh)')
def _(lang):
    t = T(lang)
    at = rs(B64U, rint(40, 60))
    rt = rs(B64U, rint(40, 64))
    snip = '{"access_token":"%s","token_type":"Bearer","expires_in":3600,"refresh_token":"%s","scope":"orders.read orders.write"}' % (at, rt)
    ctx = fields(t('The partner OAuth server issues long-lived refresh tokens; I pasted the response while debugging.',
                   '협력사 OAuth 서버가 수명이 긴 리프레시 토큰을 준다. 디버깅하다 응답을 붙여넣었음.'),
                 t('Refresh tokens are as sensitive as passwords.', '리프레시 토큰은 비밀번호만큼 민감하다.'),
                 t('Can the partner revoke this refresh token?', '협력사가 이 리프레시 토큰을 폐기해 줄 수 있나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [at, rt]


@nv('browser localStorage dump with session tokens')
def _(lang):
    t = T(lang)
    tok = jwt(sig_len=43)
    rt = uid()
    snip = 'localStorage: {"auth.accessToken":"%s","auth.refreshToken":"%s","theme":"dark"}' % (tok, rt)
    ctx = fields(t('The SPA keeps tokens in localStorage; I copied them from DevTools to call the API.', 'SPA가 토큰을 localStorage에 보관해서 개발자도구에서 복사해 API를 호출했다.'),
                 t('Tokens from DevTools are live session credentials.', '개발자도구에서 꺼낸 토큰은 살아있는 세션 자격증명이다.'),
                 t('Is there a test user with a long-lived API key?', '장기 API 키를 가진 테스트 사용자가 있나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [tok, rt]


@nv('unified diff changing a password')
def _(lang):
    t = T(lang)
    old = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    new = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = '--- a/config/staging.yaml\n+++ b/config/staging.yaml\n@@ -12,3 +12,3 @@\n   db:\n     user: %s\n-    password: "%s"\n+    password: "%s"' % (
        pick(DBUSERS), old, new)
    ctx = fields(t('The staging password change was committed in a normal PR.', '스테이징 비번 변경이 일반 PR로 커밋돼 있었다.'),
                 t('Both values in the diff are now in git history.', 'diff의 두 값 모두 git 히스토리에 남았다.'),
                 t('Do we need to rewrite history or just rotate?', '히스토리를 다시 써야 하나요, 교체만 하면 되나요?'))
    return assemble(lang, ctx, snip, where=pick(['mc', 'lesson'])), [old, new]


@nv('test fixture using a real staging password')
def _(lang):
    t = T(lang)
    p = pwd(SY_JSON.replace('"', '').replace('\\', ''))
    snip = '@pytest.fixture\ndef admin_client(client):\n    client.login(username="qa_admin", password="%s")\n    return client' % p
    ctx = fields(t('The e2e fixture logs in to the shared staging with a real account.', 'e2e 픽스처가 실제 계정으로 공용 스테이징에 로그인한다.'),
                 t('Fixtures that hit shared environments should read credentials from env vars.', '공용 환경을 쓰는 픽스처는 환경변수에서 자격증명을 읽어야 한다.'),
                 t('Can QA create a dedicated e2e user?', 'QA가 e2e 전용 사용자를 만들어 줄 수 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('Korean prose: 비번 in middle of long explanation')
def _(lang):
    t = T(lang)
    p = pwd(SY_ALL, human=chance(0.6))
    s = t('Context: the NAS web UI (https://nas01.office.lan:5001) is where the old build artifacts are. I logged in as admin, the password being %s, then copied the 2023 releases to the bucket.' % p,
          '참고로 예전 빌드 산출물은 NAS 웹 UI(https://nas01.office.lan:5001)에 있음. admin 계정으로 들어갔고 비번은 %s 였고, 2023년 릴리스들을 버킷으로 복사했다.' % p)
    ctx = fields('', t('Old artifacts are not in the registry; check the NAS before rebuilding.', '예전 산출물은 레지스트리에 없으니 재빌드 전에 NAS를 확인할 것.'),
                 t('Can the NAS admin password be changed now that I used it?', '제가 썼으니 NAS 관리자 비번 바꿔도 될까요?'))
    return assemble(lang, ctx, s, where='mc', lead=False), [p]


@nv('secret in YAML list of users')
def _(lang):
    t = T(lang)
    ps = [pwd(SY_JSON.replace('"', '').replace('\\', '')) for _ in range(2)]
    snip = 'users:\n  - name: grafana\n    password: "%s"\n    roles: [read]\n  - name: exporter\n    password: "%s"\n    roles: [monitor]' % tuple(ps)
    ctx = fields(t('The Mongo operator creates users from this list on every reconcile.', '몽고 오퍼레이터가 리컨사일할 때마다 이 목록으로 사용자를 만든다.'),
                 t('Changing a password here resets it on the cluster within a minute.', '여기서 비번을 바꾸면 1분 안에 클러스터에 반영된다.'),
                 t('Should passwordSecretRef be used instead?', '대신 passwordSecretRef를 써야 할까요?'))
    return assemble(lang, ctx, snip), ps


@nv('mobile app config plist/xml with API secret')
def _(lang):
    t = T(lang)
    k = rs(AN, 40)
    snip = pick(['<key>PartnerApiSecret</key>\n<string>%s</string>' % k,
                 '<string name="partner_api_secret">%s</string>' % k])
    ctx = fields(t('The mobile app ships the partner API secret inside the bundle.', '모바일 앱이 협력사 API 시크릿을 번들 안에 넣어 배포한다.'),
                 t('Anything in the app bundle can be extracted; secrets must stay server-side.', '앱 번들 안의 값은 추출 가능하다. 시크릿은 서버에 둬야 한다.'),
                 t('Can the BFF proxy these calls?', 'BFF가 이 호출을 대신해 줄 수 있나요?'))
    return assemble(lang, ctx, snip), [k]


@nv('HTTP: X-Api-Key in HTTPie / PowerShell Invoke-RestMethod')
def _(lang):
    t = T(lang)
    k = rs(AN + '-_', 36)
    snip = pick(['http POST :8080/api/admin/cache/clear X-Api-Key:%s' % k,
                 "Invoke-RestMethod -Uri https://ops.corp.local/api/jobs -Headers @{ 'X-Api-Key' = '%s' }" % k])
    ctx = fields(t('The admin endpoints need an API key header; the Swagger UI does not show it.', '관리자 엔드포인트에 API 키 헤더가 필요한데 Swagger UI에 안 나온다.'),
                 t('Without the header the service answers 404, not 401.', '헤더가 없으면 401이 아니라 404를 준다.'),
                 t('Is the admin key different per environment?', '관리자 키가 환경마다 다른가요?'))
    return assemble(lang, ctx, snip), [k]


@nv('connection string in Korean casual prose with URL encoding')
def _(lang):
    t = T(lang)
    raw = mpw(sy='@#%!&', lo=12, hi=16)
    enc = urllib.parse.quote(raw, safe='')
    url = 'postgres://%s:%s@%s/%s' % (pick(DBUSERS), enc, pick(PG_HOSTS), pick(DBS))
    s = t('fyi the worker DSN is %s - the password is URL-encoded in there, do not decode it when copying' % url,
          '워커 DSN 이거예요 %s 비번 부분 URL 인코딩 돼 있으니 복사할 때 풀지 마세요' % url)
    secrets = [enc]
    ctx = fields(t('The worker could not connect and I did not know the DSN had to be URL-encoded.', '워커가 접속을 못 했는데 DSN을 URL 인코딩해야 하는 줄 몰랐다.'),
                 t('Special characters in the password must be encoded in DSNs.', 'DSN에서는 비번 특수문자를 인코딩해야 한다.'),
                 t('Could the worker take separate host/user/password settings?', '워커가 host/user/password를 따로 받게 할 수 있나요?'))
    return assemble(lang, ctx, s, lead=False), secrets


@nv('Kafka/Confluent client.properties with SASL PLAIN password')
def _(lang):
    t = T(lang)
    p = rs(AN + '+/', 64)
    snip = 'bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=%s\nsasl.password=%s' % (
        rs(ANL, 5), rs(ANU, 16), p)
    ctx = fields(t('librdkafka uses sasl.mechanisms (plural) while the Java client uses sasl.mechanism.', 'librdkafka는 sasl.mechanisms(복수형), 자바 클라이언트는 sasl.mechanism을 쓴다.'),
                 t('Copy the client.properties from the console, but keep it out of the repo.', '콘솔에서 client.properties를 복사하되 레포에는 넣지 말 것.'),
                 t('Which service account should the new consumer use?', '새 컨슈머는 어떤 서비스 계정을 써야 하나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('SMTP URL / mail DSN')
def _(lang):
    t = T(lang)
    p = pwd(SY_URL, lo=12, hi=18)
    snip = pick(['MAILER_DSN=smtp://noreply%%40acme.kr:%s@smtp.worksmobile.com:465' % p,
                 'SMTP_URL=smtps://alerts:%s@mail.corp.local:465' % p])
    ctx = fields(t('Symfony mailer takes a single DSN; the @ in the user name must be encoded.', 'Symfony mailer는 DSN 하나를 받고 사용자명의 @는 인코딩해야 한다.'),
                 t('Port 465 means implicit TLS, so use smtps or the right scheme.', '465 포트는 암묵적 TLS라 smtps 등 맞는 스킴을 써야 한다.'),
                 t('Is there a relay that does not need auth from the VPC?', 'VPC 안에서 인증 없이 쓰는 릴레이가 있나요?'))
    return assemble(lang, ctx, snip), [p]


@nv('mc alias set for S3-compatible storage (self-hosted)')
def _(lang):
    t = T(lang)
    ak = rs(ANU, 20)
    sk = rs(AN, 40)
    snip = 'mc alias set %s https://s3.%s %s %s' % (pick(['nas', 'ceph', 'backup']), pick(['corp.local', 'idc.internal']), ak, sk)
    ctx = fields(t('The on-prem object store speaks S3 but has its own keys, separate from AWS.', '사내 오브젝트 스토리지는 S3 호환이지만 AWS와 별개의 키를 쓴다.'),
                 t('mc stores aliases with keys in ~/.mc/config.json.', 'mc는 alias와 키를 ~/.mc/config.json에 저장한다.'),
                 t('Can I get a bucket-scoped key?', '버킷 단위 키를 받을 수 있나요?'))
    return assemble(lang, ctx, snip), [ak, sk]


# --------------------------------------------------------------------------
# clean templates (no credential, but risky-looking)
# --------------------------------------------------------------------------
def ts():
    return '2025-%02d-%02dT%02d:%02d:%02dZ' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


@cl('prose: password rotation discussed without value')
def _(lang):
    t = T(lang)
    d = rint(30, 180)
    f = fields(t('I did not know the %s DB password is rotated automatically every %d days by the secrets manager.' % (pick(DBS), d),
                 '%s DB 비밀번호가 시크릿 매니저에 의해 %d일마다 자동 교체된다는 걸 몰랐다.' % (pick(DBS), d)),
               t('Apps must re-read the password on auth failure instead of caching it at boot.',
                 '앱은 부팅 때 캐시하지 말고 인증 실패 시 비밀번호를 다시 읽어야 한다.'),
               t('Is there a notification when the rotation happens?', '교체가 일어날 때 알림이 오나요?'))
    return f


@cl('placeholder: curl with <YOUR_TOKEN>')
def _(lang):
    t = T(lang)
    snip = 'curl -H "Authorization: Bearer <YOUR_TOKEN>" https://api.%s/v1/%s' % (pick(['acme.kr', 'example.com', 'internal']), pick(['projects', 'me', 'orders?limit=%d' % rint(5, 50)]))
    return assemble(lang, fields(t('The API docs example needed a personal token which I did not have yet.', 'API 문서 예제에 개인 토큰이 필요했는데 아직 발급받지 않았다.'),
                                 t('Replace the placeholder with your own token from the settings page; never commit it.', '플레이스홀더는 설정 페이지에서 받은 본인 토큰으로 바꾸고 커밋하지 말 것.'),
                                 t('Where do new team members request API tokens?', '신규 입사자는 API 토큰을 어디서 신청하나요?')), snip)


@cl('placeholder: ${VAR} in docker-compose')
def _(lang):
    t = T(lang)
    v = pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'REDIS_PASSWORD'])
    snip = 'services:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${%s:?set it in .env}' % (rint(13, 17), v)
    return assemble(lang, fields(t('Compose started the DB with an empty password when %s was unset.' % v, '%s가 없을 때 compose가 빈 비밀번호로 DB를 띄웠다.' % v),
                                 t('The :? syntax makes compose fail fast if the variable is missing.', ':? 문법을 쓰면 변수가 없을 때 compose가 바로 실패한다.'),
                                 t('Should .env.example list every required variable?', '.env.example에 필수 변수를 다 적어둘까요?')), snip)


@cl('masked: password=******** in log output')
def _(lang):
    t = T(lang)
    snip = '%s INFO  DataSourceConfig - url=jdbc:postgresql://%s:5432/%s user=%s password=******** poolSize=%d' % (
        ts(), pick(PG_HOSTS), pick(DBS), pick(DBUSERS), rint(5, 40))
    return assemble(lang, fields(t('I thought the pool size came from the env, but the log shows the default.', '풀 크기가 env에서 오는 줄 알았는데 로그에는 기본값이 찍혔다.'),
                                 t('The startup log masks the password, so it is safe to paste.', '시작 로그는 비밀번호를 마스킹하므로 붙여넣어도 안전하다.'),
                                 t('Which property sets the pool size in prod?', '운영에서 풀 크기는 어떤 속성으로 정하나요?')), snip)


@cl('secret-manager ref: vault kv get path')
def _(lang):
    t = T(lang)
    path = 'secret/%s/%s/%s' % (pick(['prod', 'staging', 'shared']), pick(PROJ), pick(['db', 'smtp', 'partner-api', 'jwt']))
    snip = 'vault kv get -field=password %s' % path
    return assemble(lang, fields(t('I did not know the credentials were in Vault under %s.' % path, '자격증명이 Vault의 %s에 있는 줄 몰랐다.' % path),
                                 t('Use `vault login -method=oidc` first; the token expires after 8h.', '먼저 `vault login -method=oidc`를 해야 하고 토큰은 8시간 후 만료된다.'),
                                 t('Do I have read access on that path?', '그 경로에 읽기 권한이 있나요?')), snip)


@cl('secret-manager ref: AWS Secrets Manager ARN')
def _(lang):
    t = T(lang)
    arn = 'arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s' % (pick(REGIONS), rs(DG, 12), pick(['prod', 'stg']), pick(PROJ), rs(AN, 6))
    snip = 'valueFrom: %s' % arn
    return assemble(lang, fields(t('The ECS task definition pulls the DB secret by ARN, not by name.', 'ECS 태스크 정의가 DB 시크릿을 이름이 아니라 ARN으로 가져온다.'),
                                 t('The execution role needs secretsmanager:GetSecretValue on that ARN.', '실행 역할에 그 ARN에 대한 secretsmanager:GetSecretValue 권한이 필요하다.'),
                                 t('Should we reference secrets by name with a suffix wildcard?', '시크릿을 이름+와일드카드로 참조해야 할까요?')), snip)


@cl('secret-manager ref: GCP Secret Manager resource name')
def _(lang):
    t = T(lang)
    proj = pick(['acme-prod', 'data-platform-%d' % rint(100, 999), 'hanbit-stg'])
    name = pick(['db-password', 'smtp-pass', 'partner-api-key', 'jwt-signing-key'])
    snip = 'gcloud secrets versions access latest --secret=%s --project=%s\n# projects/%s/secrets/%s/versions/%d' % (name, proj, digits(12), name, rint(2, 40))
    return assemble(lang, fields(t('The Cloud Run service mounts the secret as a file, not an env var.', 'Cloud Run 서비스가 시크릿을 환경변수가 아니라 파일로 마운트한다.'),
                                 t('Pin a version number in prod; "latest" changes under you.', '운영에서는 버전 번호를 고정할 것. latest는 바뀐다.'),
                                 t('Who can add new versions of %s?' % name, '%s 새 버전은 누가 추가할 수 있나요?' % name)), snip)


@cl('secret-manager ref: Azure Key Vault secret URI with version')
def _(lang):
    t = T(lang)
    uri = 'https://kv-%s-%s.vault.azure.net/secrets/%s/%s' % (pick(['acme', 'erp', 'shop']), pick(['prod', 'dev']), pick(['SqlPassword', 'StorageKey', 'ApiSecret']), hexs(32))
    snip = '@Microsoft.KeyVault(SecretUri=%s)' % uri
    return assemble(lang, fields(t('App Service resolves Key Vault references only if the managed identity has get permission.', 'App Service는 관리 ID에 get 권한이 있어야 Key Vault 참조를 해석한다.'),
                                 t('The hex part at the end is the secret version id, not the secret.', '끝의 hex는 시크릿 버전 ID이지 시크릿이 아니다.'),
                                 t('Should the reference drop the version to follow rotation?', '교체를 따라가려면 버전을 빼야 할까요?')), snip)


@cl('hash: git commit SHA in prose')
def _(lang):
    t = T(lang)
    sha = hexs(40)
    return fields(t('The regression came from commit %s (the retry refactor).' % sha, '회귀는 커밋 %s (재시도 리팩터링)에서 들어왔다.' % sha),
                  t('git bisect between the last two tags found it in %d steps.' % rint(4, 9), '마지막 두 태그 사이에서 git bisect로 %d단계 만에 찾았다.' % rint(4, 9)),
                  t('Should I revert %s or fix forward?' % sha[:10], '%s를 리버트할까요, 수정 커밋을 올릴까요?' % sha[:10]))


@cl('hash: container image digest')
def _(lang):
    t = T(lang)
    dg = 'sha256:' + hexs(64)
    snip = 'image: ghcr.io/acme/%s@%s' % (pick(PROJ), dg)
    return assemble(lang, fields(t('Prod runs a pinned digest, so re-pushing the tag did not roll out the fix.', '운영은 digest로 고정돼 있어서 태그를 다시 푸시해도 수정이 배포되지 않았다.'),
                                 t('Update the digest in the GitOps repo after each release.', '릴리스마다 GitOps 레포의 digest를 갱신할 것.'),
                                 t('Should Renovate bump digests automatically?', 'Renovate가 digest를 자동으로 올리게 할까요?')), snip)


@cl('ids: UUID request ids in an error report')
def _(lang):
    t = T(lang)
    ids = [uid() for _ in range(rint(2, 4))]
    snip = '\n'.join('%s ERROR order-api request_id=%s status=502 upstream=payment' % (ts(), i) for i in ids)
    return assemble(lang, fields(t('502s from the payment upstream were not visible in our dashboard.', '결제 업스트림의 502가 대시보드에 보이지 않았다.'),
                                 t('Search by request_id in the gateway logs to correlate.', '게이트웨이 로그에서 request_id로 검색해 연결할 것.'),
                                 t('Can the payment team look up these request ids?', '결제팀이 이 request id들을 조회해 줄 수 있나요?')), snip, where=pick(['mc', 'lesson']))


@cl('ids: W3C traceparent header')
def _(lang):
    t = T(lang)
    tp = '00-%s-%s-01' % (hexs(32), hexs(16))
    snip = 'traceparent: %s' % tp
    return assemble(lang, fields(t('Traces were broken between the gateway and the worker because the header was dropped.', '게이트웨이와 워커 사이에서 헤더가 빠져 트레이스가 끊겼다.'),
                                 t('Propagate traceparent through the queue message attributes.', '큐 메시지 속성으로 traceparent를 전달해야 한다.'),
                                 t('Which collector endpoint should the worker use?', '워커는 어느 컬렉터 엔드포인트를 써야 하나요?')), snip)


@cl('base64 of non-secret JSON config')
def _(lang):
    t = T(lang)
    js = '{"env":"%s","region":"%s","featureFlags":["%s","%s"],"replicas":%d}' % (
        pick(['staging', 'prod', 'dev']), pick(REGIONS), pick(['newCheckout', 'darkMode', 'fastSearch']), pick(['betaBanner', 'v2Api']), rint(1, 6))
    enc = b64s(js)
    snip = 'APP_RUNTIME_CONFIG=%s' % enc
    return assemble(lang, fields(t('The frontend reads a base64-encoded runtime config, which looks scary but is just %s.' % js,
                                   '프런트가 base64로 인코딩된 런타임 설정을 읽는데 무섭게 생겼지만 내용은 그냥 %s 이다.' % js),
                                 t('Decode it with base64 -d before assuming it is a secret.', '시크릿이라고 단정하기 전에 base64 -d로 풀어볼 것.'),
                                 t('Could the config be plain JSON instead?', '설정을 그냥 JSON으로 둘 수 없을까요?')), snip)


@cl('public key: authorized_keys entry')
def _(lang):
    t = T(lang)
    pub = ssh_pub_ed25519()
    snip = 'ssh-ed25519 %s %s' % (pub, pick(PEOPLE) + '@laptop')
    return assemble(lang, fields(t('My key was not on the bastion, so access failed after the rebuild.', '재구축 후 배스천에 제 키가 없어서 접속이 실패했다.'),
                                 t('Public keys are fine to share; add them through the users role, not by hand.', '공개키는 공유해도 된다. 손으로 말고 users 롤로 추가할 것.'),
                                 t('Can you merge the PR that adds this public key?', '이 공개키를 추가하는 PR을 머지해 주실 수 있나요?')), snip)


@cl('fingerprints: SSH host key / GPG fingerprint')
def _(lang):
    t = T(lang)
    fp = fp_sha256()
    gpg = ' '.join(rs(HXU, 4) for _ in range(10))
    return fields(t('The host key changed after the rebuild; the new fingerprint is %s (ED25519).' % fp,
                    '재구축 후 호스트 키가 바뀌었다. 새 지문은 %s (ED25519).' % fp),
                  t('Release tags are signed with the key whose fingerprint is %s; verify with git tag -v.' % gpg,
                    '릴리스 태그는 지문이 %s 인 키로 서명된다. git tag -v로 검증할 것.' % gpg),
                  t('Should host fingerprints be published in the wiki?', '호스트 지문을 위키에 공개해 둘까요?'))


@cl('flags: -p for port (ssh/docker/redis-cli)')
def _(lang):
    t = T(lang)
    snip = pick(['ssh -p %d deploy@%s' % (pick([2222, 22022, 8022]), pick(HOSTS)),
                 'docker run -d -p %d:80 -p %d:443 nginx:1.%d' % (pick([8080, 8081, 9000]), pick([8443, 9443]), rint(24, 27)),
                 'redis-cli -h %s -p %d PING' % (pick(['localhost', '10.0.9.14']), pick([6380, 6390]))])
    return assemble(lang, fields(t('I did not know the service listens on a non-default port here.', '여기서는 서비스가 기본 포트가 아닌 곳에서 듣는다는 걸 몰랐다.'),
                                 t('-p here is the port, not a password.', '여기서 -p는 비밀번호가 아니라 포트다.'),
                                 t('Is the port documented anywhere?', '포트가 어디 문서화돼 있나요?')), snip)


@cl('flags: mysql -p prompting (no value)')
def _(lang):
    t = T(lang)
    snip = 'mysql -h %s -P %d -u %s -p' % (pick(MY_HOSTS), pick([3306, 3307]), pick(DBUSERS))
    return assemble(lang, fields(t('I was not sure if -p without a value would prompt or fail in a script.', '값 없는 -p가 스크립트에서 프롬프트를 띄울지 실패할지 몰랐다.'),
                                 t('A bare -p prompts for the password; nothing is stored in history.', '값 없는 -p는 비밀번호를 물어보고 히스토리에 남지 않는다.'),
                                 t('Should scripts use --login-path instead?', '스크립트는 --login-path를 써야 할까요?')), snip)


@cl('paths: private key file locations')
def _(lang):
    t = T(lang)
    p = pick(['~/.ssh/id_ed25519', '/etc/ssl/private/%s.key' % pick(['api', 'wildcard', 'gateway']), '/run/secrets/db_password',
              'C:\\Users\\deploy\\.ssh\\id_rsa', '/var/lib/jenkins/.ssh/deploy_key'])
    return fields(t('The job expects the key at %s and fails with a misleading permission error if it is missing.' % p,
                    '잡이 키를 %s에서 찾는데 없으면 엉뚱한 권한 에러로 실패한다.' % p),
                  t('chmod 600 on %s; ssh refuses group-readable keys.' % p, '%s 권한은 600으로. ssh는 그룹 읽기 가능한 키를 거부한다.' % p),
                  t('Should the key be mounted from the secret store instead?', '키를 시크릿 저장소에서 마운트해야 할까요?'))


@cl('versions: dependency versions and changelog')
def _(lang):
    t = T(lang)
    v = '%d.%d.%d' % (rint(1, 9), rint(0, 30), rint(0, 20))
    lib = pick(['jsonwebtoken', 'passport', 'spring-security-core', 'bcrypt', 'python-jose', 'keycloak-js', 'oauthlib'])
    return fields(t('%s %s changed the default algorithm list, which broke token verification.' % (lib, v),
                    '%s %s에서 기본 알고리즘 목록이 바뀌어 토큰 검증이 깨졌다.' % (lib, v)),
                  t('Pin %s to %s until the verifier passes an explicit algorithms list.' % (lib, v),
                    '검증 코드가 algorithms 목록을 명시할 때까지 %s를 %s로 고정.' % (lib, v)),
                  t('Who owns the auth library upgrades?', '인증 라이브러리 업그레이드 담당은 누구인가요?'))


@cl('ids: Kubernetes pod / replicaset names')
def _(lang):
    t = T(lang)
    app = pick(PROJ)
    rsid = rs('bcdfghjklmnpqrstvwxz2456789', 10)
    pods = ['%s-%s-%s' % (app, rsid, rs('bcdfghjklmnpqrstvwxz2456789', 5)) for _ in range(3)]
    snip = '\n'.join('%s   0/1   CrashLoopBackOff   %d   %dm' % (p, rint(3, 20), rint(5, 90)) for p in pods)
    return assemble(lang, fields(t('All pods of the new replicaset crash because a required env var was renamed.', '필수 환경변수 이름이 바뀌어서 새 레플리카셋 파드가 전부 죽었다.'),
                                 t('kubectl logs --previous shows the crash reason.', 'kubectl logs --previous로 크래시 원인을 볼 수 있다.'),
                                 t('Should the chart validate required env vars?', '차트가 필수 환경변수를 검증하게 할까요?')), snip, where=pick(['mc', 'lesson']))


@cl('ids: AWS resource ids (instance, sg, subnet, ami)')
def _(lang):
    t = T(lang)
    iid = 'i-0' + hexs(16)
    sg = 'sg-0' + hexs(16)
    sn = 'subnet-0' + hexs(16)
    ami = 'ami-0' + hexs(16)
    return fields(t('Instance %s in %s could not reach RDS; I did not know %s was missing the 5432 egress rule.' % (iid, sn, sg),
                    '%s 서브넷의 %s 인스턴스가 RDS에 못 붙었는데 %s에 5432 egress 규칙이 빠진 걸 몰랐다.' % (sn, iid, sg)),
                  t('The launch template still uses %s; the new AMI has the fixed agent.' % ami, '런치 템플릿이 아직 %s를 쓴다. 새 AMI에 고쳐진 에이전트가 있다.' % ami),
                  t('Can I edit %s or is it managed by Terraform?' % sg, '%s를 직접 수정해도 되나요, 테라폼 관리인가요?' % sg))


@cl('regex: token detection patterns')
def _(lang):
    t = T(lang)
    pats = sample([r'ghp_[A-Za-z0-9]{36}', r'AKIA[0-9A-Z]{16}', r'xox[baprs]-[0-9A-Za-z-]{10,}', r'sk_live_[0-9a-zA-Z]{24,}',
                   r'-----BEGIN [A-Z ]*PRIVATE KEY-----', r'glpat-[0-9A-Za-z_-]{20}', r'AIza[0-9A-Za-z_-]{35}'], 3)
    snip = '\n'.join('  - %s' % p for p in pats)
    return assemble(lang, fields(t('Our pre-commit hook only had generic entropy checks.', '프리커밋 훅에 일반 엔트로피 검사만 있었다.'),
                                 t('Added explicit patterns to the custom hook config:', '커스텀 훅 설정에 명시적 패턴을 추가함:'),
                                 t('Should the hook block or only warn?', '훅이 차단해야 하나요, 경고만 해야 하나요?')), snip, where='lesson')


@cl('Korean/English security policy prose')
def _(lang):
    t = T(lang)
    n = pick([12, 14, 16])
    return fields(t('I did not know the company policy requires passwords of at least %d characters and MFA for every admin console.' % n,
                    '회사 정책상 비밀번호는 최소 %d자 이상이고 모든 관리자 콘솔에 MFA가 필수라는 걸 몰랐다.' % n),
                  t('Shared accounts are forbidden; each person gets their own login and secrets go through the vault only.',
                    '공용 계정은 금지이고 각자 개인 계정을 쓰며 시크릿은 볼트로만 주고받는다.'),
                  t('Where is the latest version of the security policy?', '보안 정책 최신본은 어디에 있나요?'))


@cl('password hashing parameters discussion')
def _(lang):
    t = T(lang)
    m = pick([19456, 65536, 47104])
    return fields(t('Login got slow after the hashing change and I did not know the cost factor was raised to %d.' % rint(12, 14),
                    '해싱 변경 후 로그인이 느려졌는데 cost factor가 %d로 올라간 걸 몰랐다.' % rint(12, 14)),
                  t('argon2id with m=%d, t=2, p=1 is the new default; rehash on next login.' % m,
                    '새 기본값은 argon2id m=%d, t=2, p=1. 다음 로그인 때 재해싱한다.' % m),
                  t('Should we benchmark the login path on the smallest instance type?', '가장 작은 인스턴스에서 로그인 경로 벤치마크를 해볼까요?'))


@cl('kubectl get secret output with <redacted> values')
def _(lang):
    t = T(lang)
    snip = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ndata:\n  password: <redacted>\n  username: <redacted>\ntype: Opaque' % pick(PROJ)
    return assemble(lang, fields(t('The secret exists, but the deployment references a different name.', '시크릿은 있는데 디플로이먼트가 다른 이름을 참조했다.'),
                                 t('Compare secretKeyRef names with `kubectl get secret`; values redacted here on purpose.',
                                   'secretKeyRef 이름을 `kubectl get secret`과 비교할 것. 값은 일부러 가림.'),
                                 t('Should the secret name be templated from the release name?', '시크릿 이름을 릴리스 이름으로 템플릿화할까요?')), snip)


@cl('hash: package-lock integrity sha512')
def _(lang):
    t = T(lang)
    pkg = pick(['jsonwebtoken', 'axios', 'lodash', 'dotenv', 'jose'])
    snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "integrity": "sha512-%s=="\n}' % (pkg, rint(1, 9), rint(0, 20), rint(0, 9), b64(64)[:86])
    return assemble(lang, fields(t('npm ci failed with EINTEGRITY after someone edited the lockfile by hand.', '누군가 락파일을 손으로 고쳐서 npm ci가 EINTEGRITY로 실패했다.'),
                                 t('Regenerate the lockfile instead of editing integrity hashes.', 'integrity 해시를 고치지 말고 락파일을 재생성할 것.'),
                                 t('Should CI verify the lockfile is in sync?', 'CI에서 락파일 동기화를 검증할까요?')), snip)


@cl('hash: go.sum h1 lines')
def _(lang):
    t = T(lang)
    mod = pick(['github.com/golang-jwt/jwt/v5', 'golang.org/x/crypto', 'github.com/redis/go-redis/v9'])
    v = 'v%d.%d.%d' % (rint(0, 5), rint(0, 30), rint(0, 9))
    snip = '%s %s h1:%s=\n%s %s/go.mod h1:%s=' % (mod, v, b64(32)[:43], mod, v, b64(32)[:43])
    return assemble(lang, fields(t('go mod verify failed on the build box because of a stale module cache.', '빌드 서버의 오래된 모듈 캐시 때문에 go mod verify가 실패했다.'),
                                 t('go clean -modcache fixed it; go.sum itself was correct.', 'go clean -modcache로 해결. go.sum은 정상이었다.'),
                                 t('Can the build box use GOFLAGS=-mod=readonly?', '빌드 서버에 GOFLAGS=-mod=readonly를 걸어도 될까요?')), snip)


@cl('hash: Git LFS pointer oid')
def _(lang):
    t = T(lang)
    snip = 'version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d' % (hexs(64), rint(100000, 90000000))
    return assemble(lang, fields(t('The model file in the repo was only an LFS pointer; git lfs was not installed on the runner.', '레포의 모델 파일이 LFS 포인터뿐이었고 러너에 git lfs가 없었다.'),
                                 t('Run git lfs install && git lfs pull in the checkout step.', '체크아웃 단계에서 git lfs install && git lfs pull을 실행할 것.'),
                                 t('Should large files move to object storage?', '큰 파일은 오브젝트 스토리지로 옮길까요?')), snip)


@cl('ids: Terraform state lock id')
def _(lang):
    t = T(lang)
    lid = uid()
    snip = 'terraform force-unlock %s' % lid
    return assemble(lang, fields(t('A cancelled pipeline left the state locked (lock ID %s).' % lid, '취소된 파이프라인이 state를 잠근 채로 남겼다 (lock ID %s).' % lid),
                                 t('Check nobody is applying before force-unlock.', 'force-unlock 전에 apply 중인 사람이 없는지 확인.'),
                                 t('Can the pipeline release the lock on cancel?', '취소 시 파이프라인이 락을 풀게 할 수 있나요?')), snip, where='lesson')


@cl('ids: Sentry event ids / issue ids')
def _(lang):
    t = T(lang)
    e1, e2 = hexs(32), hexs(32)
    return fields(t('Sentry events %s and %s show the same NullPointer in the token refresh path.' % (e1, e2),
                    'Sentry 이벤트 %s, %s 둘 다 토큰 갱신 경로에서 같은 NullPointer가 난다.' % (e1, e2)),
                  t('The refresh path did not handle a missing expires_in field.', '갱신 경로가 expires_in 필드 누락을 처리하지 않았다.'),
                  t('Should I link the issue %s-%d in the PR?' % (pick(['API', 'AUTH', 'WEB']), rint(100, 9999)),
                    'PR에 이슈 %s-%d를 연결할까요?' % (pick(['API', 'AUTH', 'WEB']), rint(100, 9999))))


@cl('ids: Stripe object ids (cus_, pi_, evt_)')
def _(lang):
    t = T(lang)
    cus = 'cus_' + rs(AN, 14)
    evt = 'evt_' + rs(AN, 24)
    pi = 'pi_' + rs(AN, 24)
    return fields(t('The webhook for %s arrived before the PaymentIntent %s was saved.' % (evt, pi),
                    '%s 웹훅이 PaymentIntent %s 저장보다 먼저 도착했다.' % (evt, pi)),
                  t('Handle out-of-order events by fetching the object; customer %s was fine after retry.' % cus,
                    '순서가 뒤바뀐 이벤트는 객체를 조회해서 처리. 고객 %s는 재시도 후 정상.' % cus),
                  t('Should we store processed event ids for idempotency?', '멱등성을 위해 처리한 이벤트 id를 저장할까요?'))


@cl('documented example keys (AWS docs EXAMPLE)')
def _(lang):
    t = T(lang)
    snip = 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
    return assemble(lang, fields(t('The unit test for the credentials parser uses the documented AWS example values.', '자격증명 파서 단위 테스트는 AWS 문서의 예시 값을 쓴다.'),
                                 t('These are the official placeholder values from the AWS docs, not real keys:', '아래는 AWS 문서의 공식 예시 값이고 실제 키가 아니다:'),
                                 t('Should the fixture say EXAMPLE more loudly?', '픽스처에 예시라는 걸 더 명확히 표시할까요?')), snip, where='lesson')


@cl('JWT header only (decoded discussion)')
def _(lang):
    t = T(lang)
    alg = pick(['RS256', 'ES256', 'HS256'])
    kid = hexs(8)
    hdr = base64.urlsafe_b64encode(('{"alg":"%s","kid":"%s","typ":"JWT"}' % (alg, kid)).encode()).decode().rstrip('=')
    return fields(t('Token verification failed; the header segment %s decodes to alg %s with kid %s, which is not in our JWKS.' % (hdr, alg, kid),
                    '토큰 검증 실패. 헤더 부분 %s를 디코딩하면 alg %s, kid %s인데 우리 JWKS에 없다.' % (hdr, alg, kid)),
                  t('JWKS is cached for 24h; the issuer rotated keys this morning.', 'JWKS가 24시간 캐시되는데 발급자가 오늘 아침 키를 교체했다.'),
                  t('Can we lower the JWKS cache TTL?', 'JWKS 캐시 TTL을 줄여도 될까요?'))


@cl('env var names only')
def _(lang):
    t = T(lang)
    names = sample(['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'DATABASE_URL', 'JWT_SECRET', 'SLACK_BOT_TOKEN', 'AWS_SECRET_ACCESS_KEY',
                    'SENTRY_AUTH_TOKEN', 'REDIS_PASSWORD', 'GITHUB_TOKEN', 'KAKAO_REST_API_KEY'], 4)
    return fields(t('The app needs %s to boot; none of them were documented.' % ', '.join(names),
                    '앱이 뜨려면 %s가 필요한데 하나도 문서화돼 있지 않았다.' % ', '.join(names)),
                  t('Run `make env-check` to list which of these are missing (it prints names only).', '`make env-check`로 누락된 변수 이름만 확인 가능.'),
                  t('Who provisions these values for new environments?', '새 환경의 값은 누가 넣어주나요?'))


@cl('.env.example with empty / placeholder values')
def _(lang):
    t = T(lang)
    snip = 'DB_HOST=localhost\nDB_USER=app\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nJWT_SECRET=change-me\nSENTRY_DSN='
    return assemble(lang, fields(t('I copied .env.example and the app started with placeholder values.', '.env.example을 복사했더니 앱이 플레이스홀더 값으로 떴다.'),
                                 t('The example file only has placeholders; real values come from the vault.', '예시 파일엔 플레이스홀더만 있고 실제 값은 볼트에서 받는다.'),
                                 t('Should the app refuse to start with "change-me"?', '"change-me"면 앱이 시작을 거부하게 할까요?')), snip)


@cl('masked token: prefix and last four only')
def _(lang):
    t = T(lang)
    last = rs(AN, 4)
    tok = pick(['ghp_' + '*' * 32 + last, 'xoxb-****-****-' + '*' * 20 + last, 'sk-…' + last, 'glpat-' + 'x' * 16 + last])
    return fields(t('The token listed in Settings as %s expired yesterday, which broke the release job.' % tok,
                    '설정 화면에 %s 로 표시된 토큰이 어제 만료돼서 릴리스 잡이 깨졌다.' % tok),
                  t('Expiry warnings go to the creator only; set a calendar reminder.', '만료 경고는 생성자에게만 간다. 캘린더 알림을 걸어둘 것.'),
                  t('Who should create the replacement token?', '대체 토큰은 누가 만들어야 하나요?'))


@cl('CI log with *** masking')
def _(lang):
    t = T(lang)
    snip = 'Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    REGISTRY_PASSWORD: ***\n+ curl -fsS -H "Authorization: Bearer ***" https://deploy.internal/api/releases\ncurl: (22) The requested URL returned error: %d' % pick([401, 403, 500])
    return assemble(lang, fields(t('The deploy step failed and the masked log did not show which credential was wrong.', '배포 단계가 실패했는데 마스킹된 로그로는 어떤 자격증명이 틀렸는지 알 수 없었다.'),
                                 t('Masking works; debug by checking the token scopes, not by echoing values.', '마스킹은 잘 된다. 값을 찍지 말고 토큰 scope를 확인해서 디버깅할 것.'),
                                 t('Can I get read access to the deploy token settings?', '배포 토큰 설정 읽기 권한을 받을 수 있나요?')), snip, where=pick(['mc', 'lesson']))


@cl('docker login --password-stdin from file')
def _(lang):
    t = T(lang)
    snip = 'docker login %s -u %s --password-stdin < %s' % (pick(['harbor.internal', 'ghcr.io']), pick(['ci-bot', 'robot$deployer']), pick(['~/.config/registry-token', '"$RUNNER_TEMP/reg.txt"', '/run/secrets/registry']))
    return assemble(lang, fields(t('docker printed a warning about -p so I switched to stdin.', 'docker가 -p 경고를 띄워서 stdin 방식으로 바꿨다.'),
                                 t('Read the password from a file or secret mount; nothing in the command line.', '비밀번호는 파일이나 시크릿 마운트에서 읽고 명령줄엔 남기지 않는다.'),
                                 t('Where does the runner get the token file from?', '러너는 토큰 파일을 어디서 받나요?')), snip)


@cl('network: IPs, CIDRs, MAC addresses')
def _(lang):
    t = T(lang)
    mac = ':'.join(rs(HX, 2) for _ in range(6))
    cidr = '10.%d.0.0/16' % rint(10, 99)
    return fields(t('The printer with MAC %s kept getting a new IP, breaking the label job.' % mac, 'MAC %s 프린터가 계속 새 IP를 받아서 라벨 출력 잡이 깨졌다.' % mac),
                  t('Reserved 10.%d.%d.%d for it in DHCP; the office range is %s.' % (rint(10, 99), rint(0, 9), rint(20, 200), cidr),
                    'DHCP에서 10.%d.%d.%d를 예약함. 사무실 대역은 %s.' % (rint(10, 99), rint(0, 9), rint(20, 200), cidr)),
                  t('Should printers get their own VLAN?', '프린터를 별도 VLAN으로 뺄까요?'))


@cl('ids: Slack channel / user ids')
def _(lang):
    t = T(lang)
    ch = 'C0' + rs(ANU, 9)
    us = 'U0' + rs(ANU, 9)
    return fields(t('Alerts went to the wrong channel because the config had channel id %s instead of the ops one.' % ch,
                    '설정에 ops가 아닌 채널 id %s가 들어가 있어서 알림이 엉뚱한 곳으로 갔다.' % ch),
                  t('Mention on-call via user id (<@%s>), not by display name.' % us, '온콜 멘션은 표시 이름이 아니라 사용자 id(<@%s>)로 할 것.' % us),
                  t('Is there a channel id registry?', '채널 id 목록이 정리된 곳이 있나요?'))


@cl('OAuth client id (public) with secret kept in vault')
def _(lang):
    t = T(lang)
    cid = digits(12) + '-' + rs(ANL, 32) + '.apps.googleusercontent.com'
    return fields(t('Google login on staging failed because the redirect URI was not registered for client %s.' % cid,
                    '스테이징 구글 로그인이 클라이언트 %s에 리다이렉트 URI가 등록되지 않아 실패했다.' % cid),
                  t('The client id is public; the client secret stays in the vault under oauth/google.', '클라이언트 id는 공개 값이고 시크릿은 볼트 oauth/google에 있다.'),
                  t('Who can add redirect URIs in the Google console?', '구글 콘솔에 리다이렉트 URI는 누가 추가할 수 있나요?'))


@cl('ConfigMap with non-secret data')
def _(lang):
    t = T(lang)
    snip = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\ndata:\n  LOG_LEVEL: info\n  TOKEN_TTL_SECONDS: "%d"\n  PASSWORD_MIN_LENGTH: "%d"\n  AUTH_ISSUER: https://auth.%s' % (
        pick(PROJ), pick([900, 1800, 3600]), pick([12, 14]), pick(['acme.kr', 'corp.local']))
    return assemble(lang, fields(t('TOKEN_TTL_SECONDS lives in a ConfigMap, not in the code, so my change did nothing.', 'TOKEN_TTL_SECONDS가 코드가 아니라 ConfigMap에 있어서 내 수정이 반영되지 않았다.'),
                                 t('Restart the deployment after changing the ConfigMap.', 'ConfigMap 변경 후 디플로이먼트를 재시작해야 한다.'),
                                 t('Should config changes trigger a rollout automatically?', '설정 변경 시 자동 롤아웃을 걸까요?')), snip)


@cl('public certificate PEM body')
def _(lang):
    t = T(lang)
    lines = cert_lines(rint(4, 6))
    snip = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(lines) + '\n' + t('... (public CA chain cert, truncated)', '... (공개 CA 체인 인증서, 잘림)') + '\n-----END CERTIFICATE-----'
    return assemble(lang, fields(t('Clients failed TLS because the intermediate certificate was missing from the chain.', '체인에 중간 인증서가 빠져서 클라이언트 TLS가 실패했다.'),
                                 t('The intermediate is public; appending it to fullchain.pem fixed the handshake.', '중간 인증서는 공개 값이다. fullchain.pem에 붙이니 핸드셰이크가 해결됐다.'),
                                 t('Does cert-manager include the chain by default?', 'cert-manager가 기본으로 체인을 포함하나요?')), snip, where=pick(['mc', 'lesson']))


@cl('public key PEM block')
def _(lang):
    t = T(lang)
    body = base64.b64encode(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d03010703420004') + rbytes(64)).decode()
    snip = '-----BEGIN PUBLIC KEY-----\n%s\n%s\n-----END PUBLIC KEY-----' % (body[:64], body[64:])
    return assemble(lang, fields(t('The partner asked for our webhook verification key; only the public half is needed.', '협력사가 웹훅 검증 키를 요청했는데 공개키만 있으면 된다.'),
                                 t('Send the PUBLIC KEY block; it cannot sign anything.', 'PUBLIC KEY 블록을 보내면 된다. 서명에는 쓸 수 없다.'),
                                 t('Should we publish it at a JWKS URL instead?', 'JWKS URL로 공개하는 게 나을까요?')), snip)


@cl('known_hosts line')
def _(lang):
    t = T(lang)
    snip = '%s ssh-ed25519 %s' % (pick(['github.com', 'git.corp.local', '[bastion.corp.local]:2222']), ssh_pub_ed25519())
    return assemble(lang, fields(t('The CI job failed with "Host key verification failed" on a fresh runner.', '새 러너에서 CI 잡이 "Host key verification failed"로 실패했다.'),
                                 t('Pin the host key in known_hosts instead of disabling StrictHostKeyChecking.', 'StrictHostKeyChecking을 끄지 말고 known_hosts에 호스트 키를 고정할 것.'),
                                 t('Where do we keep the canonical host keys?', '공식 호스트 키는 어디에 보관하나요?')), snip)


@cl('SRI integrity attribute')
def _(lang):
    t = T(lang)
    snip = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
        pick(['chart.js', 'dayjs', 'alpinejs']), rint(1, 4), rint(0, 12), rint(0, 9), b64(48))
    return assemble(lang, fields(t('The admin page broke after the CDN file changed and the SRI hash no longer matched.', 'CDN 파일이 바뀌어 SRI 해시가 안 맞아서 관리 페이지가 깨졌다.'),
                                 t('Pin exact versions when using SRI.', 'SRI를 쓸 땐 정확한 버전을 고정할 것.'),
                                 t('Should we self-host these scripts?', '이 스크립트를 직접 호스팅할까요?')), snip)


@cl('GitHub Actions ${{ secrets.X }} reference')
def _(lang):
    t = T(lang)
    snip = '- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.%s }}' % pick(['NPM_TOKEN', 'NPM_PUBLISH_TOKEN'])
    return assemble(lang, fields(t('npm publish failed in Actions because setup-node did not write .npmrc without registry-url.', 'registry-url이 없으면 setup-node가 .npmrc를 안 만들어서 Actions의 npm publish가 실패했다.'),
                                 t('Reference the secret by name; the value never appears in the workflow file.', '시크릿은 이름으로 참조하고 값은 워크플로 파일에 나오지 않는다.'),
                                 t('Should publishing use provenance/OIDC instead?', '배포에 provenance/OIDC를 써야 할까요?')), snip)


@cl('Helm values existingSecret reference')
def _(lang):
    t = T(lang)
    snip = 'auth:\n  existingSecret: %s-db-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password' % pick(PROJ)
    return assemble(lang, fields(t('The chart ignored auth.password because existingSecret takes precedence.', 'existingSecret이 우선이라 차트가 auth.password를 무시했다.'),
                                 t('Only key names go into values; the Secret itself is created by ExternalSecrets.', 'values에는 키 이름만 넣고 시크릿은 ExternalSecrets가 만든다.'),
                                 t('Which team owns the ExternalSecret definitions?', 'ExternalSecret 정의는 어느 팀 소관인가요?')), snip)


@cl('SOPS encrypted YAML values')
def _(lang):
    t = T(lang)
    enc = lambda n: 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64(n), b64(32)[:43] + '=', b64(16))
    snip = 'db:\n    password: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s' % (enc(rint(12, 20)), pick(REGIONS), rs(DG, 12), uid())
    return assemble(lang, fields(t('I did not know the values file is SOPS-encrypted and edited it directly.', 'values 파일이 SOPS로 암호화된 줄 모르고 직접 수정했다.'),
                                 t('Use `sops values.enc.yaml` to edit; the ENC[...] blobs are ciphertext and safe to commit.', '`sops values.enc.yaml`로 편집할 것. ENC[...]는 암호문이라 커밋해도 된다.'),
                                 t('Do I have kms:Decrypt on that key?', '그 키에 kms:Decrypt 권한이 있나요?')), snip, where=pick(['mc', 'lesson']))


@cl('Ansible Vault encrypted blob')
def _(lang):
    t = T(lang)
    lines = [hexs(80) for _ in range(rint(3, 5))]
    snip = 'db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join('  ' + l for l in lines)
    return assemble(lang, fields(t('The playbook asked for a vault password I did not have.', '플레이북이 내가 모르는 vault 비밀번호를 물어봤다.'),
                                 t('The inline value is AES256 ciphertext; ask the team lead for the vault id, never paste the decrypted value.',
                                   '인라인 값은 AES256 암호문이다. vault id는 팀장에게 묻고 복호화한 값은 붙이지 말 것.'),
                                 t('Which vault id does the prod inventory use?', '운영 인벤토리는 어떤 vault id를 쓰나요?')), snip, where=pick(['mc', 'lesson']))


@cl('SealedSecret encryptedData')
def _(lang):
    t = T(lang)
    snip = 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-api\nspec:\n  encryptedData:\n    API_KEY: AgB%s' % (pick(PROJ), rs(B64, 180))
    return assemble(lang, fields(t('SealedSecrets are namespace-scoped; moving the manifest to another namespace broke decryption.', 'SealedSecret은 네임스페이스 단위라서 매니페스트를 다른 네임스페이스로 옮기니 복호화가 깨졌다.'),
                                 t('Re-seal with kubeseal for the target namespace; the AgB... value is encrypted.', '대상 네임스페이스로 kubeseal 다시 할 것. AgB... 값은 암호화된 값이다.'),
                                 t('Should we back up the sealing key?', '실링 키를 백업해 둘까요?')), snip, where=pick(['mc', 'lesson']))


@cl('ids: S3 ETags and version ids')
def _(lang):
    t = T(lang)
    et = hexs(32)
    vid = rs(AN + '._', 32)
    return fields(t('The sync job re-uploaded files because multipart ETags (%s-%d) never match local MD5s.' % (et, rint(2, 40)),
                    '멀티파트 ETag(%s-%d)는 로컬 MD5와 절대 같지 않아서 동기화 잡이 파일을 다시 올렸다.' % (et, rint(2, 40))),
                  t('Restored the previous object version %s from the versioned bucket.' % vid, '버전 관리 버킷에서 이전 객체 버전 %s를 복원했다.' % vid),
                  t('Should the job compare sizes and timestamps instead?', '잡이 크기와 시각으로 비교하게 할까요?'))


@cl('feature flags with token/password in names')
def _(lang):
    t = T(lang)
    flags = sample(['enable_password_less_login', 'rotate_refresh_tokens', 'show_api_key_page', 'strict_token_audience', 'legacy_session_cookie'], 3)
    return fields(t('Flags %s were on in staging only, so the behaviour differed from prod.' % ', '.join(flags),
                    '%s 플래그가 스테이징에서만 켜져 있어서 운영과 동작이 달랐다.' % ', '.join(flags)),
                  t('Compare flag states between environments before reproducing bugs.', '버그 재현 전에 환경별 플래그 상태를 비교할 것.'),
                  t('Can flag states be exported per environment?', '환경별 플래그 상태를 내보낼 수 있나요?'))


@cl('password manager reference: 1Password vault item')
def _(lang):
    t = T(lang)
    item = pick(['QA-Shared/staging admin', 'Infra/NAS admin', 'Platform/Grafana', 'Ops/IDC cage'])
    return fields(t('I did not know the test accounts are kept in 1Password (%s).' % item, '테스트 계정이 1Password(%s)에 있는 줄 몰랐다.' % item),
                  t('Use `op read "op://%s/password"` in scripts; never paste the value into notes.' % item.replace(' ', '-'),
                    '스크립트에서는 `op read "op://%s/password"`를 쓰고 값은 노트에 붙이지 말 것.' % item.replace(' ', '-')),
                  t('Can I be added to the %s vault?' % item.split('/')[0], '%s 볼트에 저를 추가해 주실 수 있나요?' % item.split('/')[0]))


@cl('aws secretsmanager get-secret-value command')
def _(lang):
    t = T(lang)
    snip = 'aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text | jq -r .password > /dev/null && echo ok' % (pick(['prod', 'stg']), pick(PROJ))
    return assemble(lang, fields(t('I was not sure the CI role could read the secret.', 'CI 역할이 시크릿을 읽을 수 있는지 확신이 없었다.'),
                                 t('Test access without printing the value:', '값을 출력하지 않고 접근만 확인하는 방법:'),
                                 t('Is there a policy simulator shortcut for this?', '이걸 정책 시뮬레이터로 바로 볼 수 있나요?')), snip, where='lesson')


@cl('macOS keychain lookup command')
def _(lang):
    t = T(lang)
    snip = 'security find-generic-password -s %s -a "$USER" -w' % pick(['acme-vpn', 'npm-token', 'jira-api'])
    return assemble(lang, fields(t('The helper script reads the token from the macOS keychain, not from env.', '헬퍼 스크립트는 환경변수가 아니라 macOS 키체인에서 토큰을 읽는다.'),
                                 t('Create the item with `security add-generic-password` once per machine.', '머신마다 한 번 `security add-generic-password`로 항목을 만들 것.'),
                                 t('Does the script support Linux keyrings?', '스크립트가 리눅스 키링도 지원하나요?')), snip)


@cl('ssh-keygen / openssl rand generation commands (no output)')
def _(lang):
    t = T(lang)
    snip = pick(['ssh-keygen -t ed25519 -C "%s@acme.kr" -f ~/.ssh/id_ed25519_%s' % (pick(PEOPLE).split('.')[0], pick(['work', 'deploy'])),
                 'openssl rand -base64 32 | vault kv put secret/%s/jwt key=-' % pick(PROJ),
                 'head -c 32 /dev/urandom | base64 > /run/secrets/session_key'])
    return assemble(lang, fields(t('I did not know how new signing keys are supposed to be generated here.', '여기서 새 서명 키를 어떻게 만들어야 하는지 몰랐다.'),
                                 t('Generate directly into the destination so the value is never displayed.', '값이 화면에 나오지 않게 목적지로 바로 생성할 것.'),
                                 t('Is there a rotation script for this?', '이걸 위한 교체 스크립트가 있나요?')), snip)


@cl('git credential helper discussion')
def _(lang):
    t = T(lang)
    helper = pick(['manager', 'osxkeychain', 'libsecret', 'cache --timeout=3600'])
    return fields(t('git kept asking for credentials because credential.helper was unset on the new laptop.', '새 노트북에 credential.helper가 없어서 git이 계속 자격증명을 물었다.'),
                  t('`git config --global credential.helper %s` fixed it; avoid "store" because it writes plain text.' % helper,
                    '`git config --global credential.helper %s`로 해결. "store"는 평문으로 저장하니 피할 것.' % helper),
                  t('Should we standardise the helper in the onboarding script?', '온보딩 스크립트에서 helper를 통일할까요?'))


@cl('data URI base64 image')
def _(lang):
    t = T(lang)
    snip = 'background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s");' % rs(B64, rint(60, 120))
    return assemble(lang, fields(t('The email template inlines the logo as a data URI, which some clients block.', '이메일 템플릿이 로고를 data URI로 넣는데 일부 클라이언트가 차단한다.'),
                                 t('Host the image on the CDN and link it instead.', '이미지를 CDN에 올리고 링크로 바꿀 것.'),
                                 t('Which clients block data URIs?', '어떤 클라이언트가 data URI를 막나요?')), snip)


@cl('public blockchain address / tx hash')
def _(lang):
    t = T(lang)
    addr = '0x' + hexs(40)
    tx = '0x' + hexs(64)
    return fields(t('The payout to %s looked missing, but tx %s was still pending.' % (addr, tx), '%s로의 지급이 누락된 줄 알았는데 tx %s가 아직 pending이었다.' % (addr, tx)),
                  t('Check the explorer before re-sending; addresses and tx hashes are public.', '재전송 전에 익스플로러를 확인할 것. 주소와 tx 해시는 공개 값이다.'),
                  t('What confirmation count do we wait for?', '몇 컨펌까지 기다리나요?'))


@cl('ids: Azure subscription / tenant ids')
def _(lang):
    t = T(lang)
    sub, ten = uid(), uid()
    snip = 'az account set --subscription %s\naz login --tenant %s' % (sub, ten)
    return assemble(lang, fields(t('Deployments went to the wrong subscription because the CLI default was still the sandbox.', 'CLI 기본값이 샌드박스여서 배포가 엉뚱한 구독으로 갔다.'),
                                 t('Set the subscription explicitly at the start of every script.', '모든 스크립트 시작에서 구독을 명시할 것.'),
                                 t('Which subscription is prod?', '운영 구독이 어느 것인가요?')), snip)


@cl('ids: Google Docs / Figma / Notion URLs')
def _(lang):
    t = T(lang)
    url = pick(['https://docs.google.com/document/d/%s/edit' % rs(B64U, 44),
                'https://www.figma.com/design/%s/Checkout-v3?node-id=%d-%d' % (rs(AN, 22), rint(1, 900), rint(1, 900)),
                'https://www.notion.so/acme/Auth-redesign-%s' % hexs(32)])
    return fields(t('The design decision about token storage is only in %s.' % url, '토큰 저장 방식에 대한 설계 결정은 %s 에만 있다.' % url),
                  t('Link the doc from the ADR so it is discoverable.', 'ADR에서 그 문서를 링크해야 찾을 수 있다.'),
                  t('Can the doc be made visible to the whole engineering org?', '그 문서를 엔지니어링 전체에 공개해도 될까요?'))


@cl('hashes: webpack chunk hashes / cache busting')
def _(lang):
    t = T(lang)
    files = ['%s.%s.js' % (pick(['main', 'vendor', 'runtime', 'auth']), hexs(8)) for _ in range(3)]
    return fields(t('Users got a blank page because the HTML referenced %s which the CDN no longer had.' % files[0],
                    'HTML이 CDN에 더 이상 없는 %s를 참조해서 사용자에게 빈 화면이 떴다.' % files[0]),
                  t('Keep the previous build\'s chunks (%s, %s) for a day after deploy.' % (files[1], files[2]),
                    '배포 후 하루 동안 이전 빌드 청크(%s, %s)를 남겨둘 것.' % (files[1], files[2])),
                  t('Should index.html get a no-cache header?', 'index.html에 no-cache 헤더를 붙일까요?'))


@cl('package names containing secret/token words')
def _(lang):
    t = T(lang)
    pk = sample(['@aws-sdk/client-secrets-manager', 'python-dotenv', 'keyring', 'jsonwebtoken', 'passport-jwt', 'hvac', 'google-cloud-secret-manager', '@azure/keyvault-secrets'], 3)
    return fields(t('I did not know which secret client library the team had standardised on.', '팀이 어떤 시크릿 클라이언트 라이브러리로 통일했는지 몰랐다.'),
                  t('The approved list is %s; others need a security review.' % ', '.join(pk), '승인 목록은 %s 이고 나머지는 보안 검토가 필요하다.' % ', '.join(pk)),
                  t('Is hvac still allowed for new services?', '신규 서비스에도 hvac를 써도 되나요?'))


@cl('certificate serial numbers and subject DN')
def _(lang):
    t = T(lang)
    serial = ':'.join(rs(HXU, 2) for _ in range(16))
    return fields(t('The client cert with serial %s was rejected after the CA rollover.' % serial, '시리얼 %s 클라이언트 인증서가 CA 교체 후 거부됐다.' % serial),
                  t('Subject CN=%s.svc.cluster.local, O=Acme; the new CA bundle must be deployed to both sides.' % pick(PROJ),
                    '주체 CN=%s.svc.cluster.local, O=Acme. 새 CA 번들을 양쪽에 배포해야 한다.' % pick(PROJ)),
                  t('When does the old CA expire?', '예전 CA는 언제 만료되나요?'))


@cl('TLS cipher suites and protocol settings')
def _(lang):
    t = T(lang)
    snip = 'ssl_protocols TLSv1.2 TLSv1.3;\nssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-CHACHA20-POLY1305;\nssl_session_tickets off;'
    return assemble(lang, fields(t('An old POS terminal could not connect after TLS 1.0 was removed.', 'TLS 1.0을 끈 뒤 구형 POS 단말기가 접속하지 못했다.'),
                                 t('Keep a separate listener for legacy devices instead of weakening the main config.', '메인 설정을 약화하지 말고 구형 장비용 리스너를 따로 둘 것.'),
                                 t('How many legacy terminals are left?', '구형 단말기가 몇 대 남았나요?')), snip)


@cl('cron expressions and epoch timestamps')
def _(lang):
    t = T(lang)
    ep = rint(1700000000000, 1765000000000)
    return fields(t('The token cleanup job ("%d */6 * * *") ran in UTC, not KST.' % rint(0, 59), '토큰 정리 잡("%d */6 * * *")이 KST가 아니라 UTC로 돌았다.' % rint(0, 59)),
                  t('expires_at is epoch millis, e.g. %d; divide by 1000 before comparing.' % ep, 'expires_at은 epoch 밀리초(예: %d)라 비교 전에 1000으로 나눠야 한다.' % ep),
                  t('Should all jobs declare the timezone explicitly?', '모든 잡이 타임존을 명시하게 할까요?'))


@cl('IAM policy JSON with ARNs')
def _(lang):
    t = T(lang)
    acct = rs(DG, 12)
    snip = '{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue"], "Resource": "arn:aws:secretsmanager:%s:%s:secret:%s/*"}' % (pick(REGIONS), acct, pick(['prod', 'stg']))
    return assemble(lang, fields(t('The task role lacked GetSecretValue so the app fell back to defaults.', '태스크 역할에 GetSecretValue가 없어서 앱이 기본값으로 동작했다.'),
                                 t('Scope the statement to the environment prefix:', '환경 prefix로 범위를 제한한 구문:'),
                                 t('Does the KMS key policy also need an update?', 'KMS 키 정책도 수정해야 하나요?')), snip, where='lesson')


@cl('Korean/English: how to issue an API key (steps, no value)')
def _(lang):
    t = T(lang)
    svc = pick(['Kakao Developers', 'Naver Developers', 'Toss Payments', 'the partner portal', 'NHN Cloud'])
    return fields(t('I did not know where to issue a key for %s.' % svc, '%s 키를 어디서 발급하는지 몰랐다.' % svc),
                  t('Console > My Application > App Keys > Create; copy the key straight into the vault, not into chat.',
                    '콘솔 > 내 애플리케이션 > 앱 키 > 생성. 키는 채팅 말고 바로 볼트에 넣을 것.'),
                  t('Who approves production key requests for %s?' % svc, '%s 운영 키 발급 승인은 누가 하나요?' % svc))


@cl('schema migration: password_hash column')
def _(lang):
    t = T(lang)
    snip = 'ALTER TABLE users ADD COLUMN password_hash VARCHAR(%d) NOT NULL DEFAULT \'\';\nALTER TABLE users DROP COLUMN password;' % pick([100, 255])
    return assemble(lang, fields(t('The legacy users table still had a plaintext password column from 2016.', '레거시 users 테이블에 2016년부터 있던 평문 password 컬럼이 남아 있었다.'),
                                 t('Migrate to hashes first, then drop the column in a separate deploy.', '먼저 해시로 옮긴 뒤 별도 배포에서 컬럼을 삭제할 것.'),
                                 t('Do backups still contain the old column?', '백업에 예전 컬럼이 아직 남아 있나요?')), snip)


@cl('placeholders: XXXX-filled token examples')
def _(lang):
    t = T(lang)
    ex = pick(['ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'sk-ant-xxxxxxxxxxxxxxxxxxxx', 'xoxb-xxxxxxxxxx-xxxxxxxxxxxx-xxxxxxxxxxxxxxxxxxxxxxxx', 'AKIAXXXXXXXXXXXXXXXX'])
    return fields(t('The README example shows the token as %s and someone pasted that literally into the config.' % ex,
                    'README 예시에 토큰이 %s 로 되어 있는데 누군가 그대로 설정에 붙여넣었다.' % ex),
                  t('Placeholder values produce a 401 that looks like a permissions problem.', '플레이스홀더 값은 권한 문제처럼 보이는 401을 낸다.'),
                  t('Should the app detect placeholder values at startup?', '앱이 시작할 때 플레이스홀더 값을 감지하게 할까요?'))


@cl('[REDACTED] markers in pasted logs')
def _(lang):
    t = T(lang)
    snip = '%s WARN auth: login failed user=%s password=[REDACTED] ip=10.%d.%d.%d reason=locked' % (ts(), pick(PEOPLE), rint(0, 99), rint(0, 99), rint(1, 250))
    return assemble(lang, fields(t('Support said a user could not log in; the account was locked after failed attempts.', '사용자가 로그인 못 한다는 문의였는데 실패 횟수 초과로 잠겨 있었다.'),
                                 t('Unlock via the admin API; the log line is already redacted.', '관리자 API로 잠금 해제. 로그는 이미 마스킹돼 있다.'),
                                 t('Should lockout send an email to the user?', '잠금 시 사용자에게 메일을 보내야 할까요?')), snip)


@cl('secretKeyRef in deployment manifest')
def _(lang):
    t = T(lang)
    snip = 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: partner-api\n        key: token' % pick(PROJ)
    return assemble(lang, fields(t('The pod failed with CreateContainerConfigError because the secret key name was wrong.', '시크릿 키 이름이 틀려서 파드가 CreateContainerConfigError로 실패했다.'),
                                 t('secretKeyRef needs both the Secret name and the key inside it.', 'secretKeyRef에는 시크릿 이름과 내부 키가 모두 필요하다.'),
                                 t('Should optional: false stay for API_TOKEN?', 'API_TOKEN에 optional: false를 유지할까요?')), snip)


@cl('flags: mkdir -p / cp -p / mysql -P port / redis -p')
def _(lang):
    t = T(lang)
    snip = 'mkdir -p /srv/%s/releases && cp -p build/*.jar /srv/%s/releases/ && mysql -h 127.0.0.1 -P %d -u %s -e "SELECT 1"' % (
        pick(PROJ), pick(PROJ), pick([3307, 3308]), pick(DBUSERS))
    return assemble(lang, fields(t('The deploy script failed silently because the releases dir did not exist.', 'releases 디렉터리가 없어서 배포 스크립트가 조용히 실패했다.'),
                                 t('The health check uses ~/.my.cnf for auth; -P is the port.', '헬스체크는 인증에 ~/.my.cnf를 쓰고 -P는 포트다.'),
                                 t('Should the script use set -euo pipefail?', '스크립트에 set -euo pipefail을 넣을까요?')), snip)


@cl('token file paths / projected service account tokens')
def _(lang):
    t = T(lang)
    snip = 'vault write auth/kubernetes/login role=%s jwt=@/var/run/secrets/kubernetes.io/serviceaccount/token' % pick(PROJ)
    return assemble(lang, fields(t('The pod could not log in to Vault because the service account token audience was wrong.', '서비스 계정 토큰 audience가 틀려서 파드가 Vault에 로그인하지 못했다.'),
                                 t('Use a projected token with audience=vault instead of the default mount.', '기본 마운트 대신 audience=vault인 projected 토큰을 쓸 것.'),
                                 t('Which Vault role should %s bind to?' % pick(PROJ), '%s는 어떤 Vault 롤에 바인딩해야 하나요?' % pick(PROJ))), snip)


@cl('Korean/English chat: "check the team vault"')
def _(lang):
    t = T(lang)
    s = t('> where is the staging DB password?\n> it is in the team vault, item "%s". please do not paste it in chat :)' % pick(['staging-db', 'stg-mysql-app', 'qa-db']),
          '> 스테이징 DB 비번 어디 있어요?\n> 팀 볼트 "%s" 항목에 있어요. 채팅에는 붙이지 말아주세요 ㅎㅎ' % pick(['staging-db', 'stg-mysql-app', 'qa-db']))
    return assemble(lang, fields(t('I asked in chat where the staging credentials are:', '스테이징 자격증명 위치를 채팅으로 물어봤다:'),
                                 t('Credentials are shared only through the vault.', '자격증명은 볼트로만 공유한다.'),
                                 t('Can I get access to the team vault?', '팀 볼트 접근 권한을 받을 수 있나요?')), s, where='mc', lead=False, front=False)


@cl('LLM tokens / token bucket / tokenizer')
def _(lang):
    t = T(lang)
    mt = pick([1024, 2048, 4096, 8192])
    return fields(t('Responses were cut off because max_tokens=%d was too small for the summary prompt.' % mt,
                    '요약 프롬프트에 max_tokens=%d가 너무 작아서 응답이 잘렸다.' % mt),
                  t('The rate limiter is a token bucket with %d tokens/sec; tokenizer counts differ between models.' % rint(5, 50),
                    '레이트 리미터는 초당 %d 토큰의 토큰 버킷이고 모델마다 토크나이저 카운트가 다르다.' % rint(5, 50)),
                  t('Should we count tokens before sending?', '보내기 전에 토큰 수를 세야 할까요?'))


@cl('database keys: primary / foreign / unique key')
def _(lang):
    t = T(lang)
    tb = pick(['orders', 'payments', 'api_keys', 'user_sessions'])
    return fields(t('Inserts into %s failed on a duplicate key; I did not know there was a unique key on (user_id, provider).' % tb,
                    '%s 삽입이 중복 키로 실패했는데 (user_id, provider)에 유니크 키가 있는 줄 몰랐다.' % tb),
                  t('The foreign key to users is ON DELETE CASCADE, so deleting a user drops the rows.', 'users로의 외래 키가 ON DELETE CASCADE라 사용자 삭제 시 행도 지워진다.'),
                  t('Should the api_keys table store only hashed keys?', 'api_keys 테이블에는 해시된 키만 저장해야 할까요?'))


@cl('KMS key id and alias')
def _(lang):
    t = T(lang)
    kid = uid()
    return fields(t('Decrypt failed because the data was encrypted with key %s, not alias/%s-prod.' % (kid, pick(PROJ)),
                    '데이터가 alias/%s-prod가 아니라 키 %s로 암호화돼 있어서 복호화가 실패했다.' % (pick(PROJ), kid)),
                  t('Aliases can move; store the key ARN alongside ciphertext.', '별칭은 바뀔 수 있으니 암호문과 함께 키 ARN을 저장할 것.'),
                  t('Who can grant kms:Decrypt on that key?', '그 키의 kms:Decrypt 권한은 누가 줄 수 있나요?'))


@cl('Terraform resource addresses for secrets')
def _(lang):
    t = T(lang)
    snip = 'terraform state mv aws_secretsmanager_secret.db_password module.%s.aws_secretsmanager_secret.db_password' % pick(PROJ).replace('-', '_')
    return assemble(lang, fields(t('Terraform wanted to destroy and recreate the secret after the module refactor.', '모듈 리팩터링 후 테라폼이 시크릿을 지우고 다시 만들려 했다.'),
                                 t('Move state instead of recreating; recreating a secret schedules deletion.', '다시 만들지 말고 state를 옮길 것. 재생성하면 삭제가 예약된다.'),
                                 t('Should we use moved blocks instead?', '대신 moved 블록을 써야 할까요?')), snip)


@cl('JWKS kid values / OIDC discovery')
def _(lang):
    t = T(lang)
    kids = [b64u(24) for _ in range(2)]
    snip = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","e":"AQAB","n":"%s"},{"kty":"RSA","kid":"%s","alg":"RS256","e":"AQAB","n":"..."}]}' % (kids[0], rs(B64U, 90) + '...', kids[1])
    return assemble(lang, fields(t('Token verification failed after the IdP added a second signing key.', 'IdP가 두 번째 서명 키를 추가한 뒤 토큰 검증이 실패했다.'),
                                 t('The JWKS contains only public keys (n, e); select by kid.', 'JWKS에는 공개키(n, e)만 있다. kid로 선택할 것.'),
                                 t('Does our verifier refresh JWKS on unknown kid?', '검증기가 모르는 kid를 만나면 JWKS를 갱신하나요?')), snip, where=pick(['mc', 'lesson']))


@cl('401 error with request id and no credential')
def _(lang):
    t = T(lang)
    snip = 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error="invalid_token", error_description="The access token expired"\nX-Request-Id: %s' % uid()
    return assemble(lang, fields(t('The batch job started getting 401s at 03:00 every day.', '배치 잡이 매일 03시에 401을 받기 시작했다.'),
                                 t('The token was fetched once at start and expired mid-run; refresh before each page.', '토큰을 시작할 때 한 번만 받아서 도중에 만료됐다. 페이지마다 갱신할 것.'),
                                 t('What is the token lifetime of the partner API?', '협력사 API 토큰 수명이 얼마인가요?')), snip)


@cl('token jti / session id references in audit log')
def _(lang):
    t = T(lang)
    jti = uid()
    return fields(t('The audit log shows jti=%s revoked at %s but the client kept using it.' % (jti, ts()),
                    '감사 로그에 jti=%s가 %s에 폐기됐다고 나오는데 클라이언트가 계속 사용했다.' % (jti, ts())),
                  t('Resource servers cache introspection for 5 minutes; revocation is not instant.', '리소스 서버가 introspection을 5분 캐시해서 폐기가 즉시 반영되지 않는다.'),
                  t('Can we shorten the introspection cache?', 'introspection 캐시를 줄여도 될까요?'))


@cl('sha256sum output for downloads')
def _(lang):
    t = T(lang)
    snip = '%s  %s' % (hexs(64), pick(['terraform_1.%d.%d_linux_amd64.zip' % (rint(5, 9), rint(0, 5)), 'node-v22.%d.0-linux-x64.tar.xz' % rint(1, 12), 'kubectl']))
    return assemble(lang, fields(t('The build image downloads tools without verifying checksums.', '빌드 이미지가 체크섬 검증 없이 도구를 내려받는다.'),
                                 t('Compare against the vendor SHA256SUMS file:', '벤더의 SHA256SUMS 파일과 비교할 것:'),
                                 t('Should we mirror the tools internally?', '도구를 사내에 미러링할까요?')), snip, where='lesson')


@cl('Go pseudo-versions and build ids')
def _(lang):
    t = T(lang)
    pv = 'v0.0.0-2025%02d%02d%02d%02d%02d-%s' % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), hexs(12))
    return fields(t('go get pulled %s of the internal auth module instead of the tagged release.' % pv,
                    'go get이 태그된 릴리스가 아니라 내부 auth 모듈의 %s를 가져왔다.' % pv),
                  t('Tag releases so consumers do not depend on pseudo-versions.', '소비자가 pseudo-version에 의존하지 않도록 릴리스를 태그할 것.'),
                  t('Who can push tags to the auth module?', 'auth 모듈에 태그를 푸시할 수 있는 사람이 누구인가요?'))


@cl('Docker layer digests in build output')
def _(lang):
    t = T(lang)
    snip = '\n'.join('%s: Pull complete' % hexs(12) for _ in range(3)) + '\nDigest: sha256:%s' % hexs(64)
    return assemble(lang, fields(t('Pulls were slow because every layer was re-downloaded on each runner.', '러너마다 모든 레이어를 다시 받아서 pull이 느렸다.'),
                                 t('Use a registry mirror close to the runners.', '러너 가까이에 레지스트리 미러를 둘 것.'),
                                 t('Is there budget for a pull-through cache?', 'pull-through 캐시 예산이 있나요?')), snip, where=pick(['mc', 'lesson']))


@cl('CSRF / nonce parameter names, no values')
def _(lang):
    t = T(lang)
    return fields(t('Form posts failed with 403 because the X-CSRF-Token header was not forwarded by the new proxy.', '새 프록시가 X-CSRF-Token 헤더를 전달하지 않아 폼 전송이 403으로 실패했다.'),
                  t('The CSP nonce is generated per request; do not cache pages that embed it.', 'CSP nonce는 요청마다 생성되니 그걸 포함한 페이지를 캐시하지 말 것.'),
                  t('Should the proxy allowlist headers explicitly?', '프록시가 헤더를 명시적으로 허용 목록에 넣어야 할까요?'))


@cl('git log --oneline with auth-related commit messages')
def _(lang):
    t = T(lang)
    msgs = sample(['rotate api key handling', 'remove hardcoded password from tests', 'add token refresh', 'mask secrets in logs', 'move jwt secret to vault'], 3)
    snip = '\n'.join('%s %s' % (hexs(7), m) for m in msgs)
    return assemble(lang, fields(t('I did not know the secret handling had been refactored in the last sprint.', '지난 스프린트에 시크릿 처리 로직이 리팩터링된 걸 몰랐다.'),
                                 t('Read the recent history before touching auth code:', '인증 코드를 건드리기 전에 최근 이력을 볼 것:'),
                                 t('Is there an ADR for the vault move?', '볼트 이전에 대한 ADR이 있나요?')), snip)


@cl('command substitution for secrets (PGPASSWORD=$(vault ...))')
def _(lang):
    t = T(lang)
    snip = pick(['PGPASSWORD="$(vault kv get -field=password secret/%s/db)" psql -h %s -U %s -d %s' % (pick(['prod', 'stg']), pick(PG_HOSTS), pick(DBUSERS), pick(DBS)),
                 'export GITHUB_TOKEN="$(gh auth token)"',
                 'export AWS_PROFILE=%s && eval "$(aws configure export-credentials --format env)"' % pick(['prod-readonly', 'stg-admin'])])
    return assemble(lang, fields(t('I hardcoded the value the first time and the reviewer pointed it out.', '처음에 값을 하드코딩했다가 리뷰어에게 지적받았다.'),
                                 t('Pull the value at runtime with command substitution:', '실행 시점에 명령 치환으로 값을 가져올 것:'),
                                 t('Is this pattern ok for cron jobs?', '크론 잡에서도 이 방식이 괜찮나요?')), snip, where='lesson')


@cl('flags with variable: --password "$DB_PASSWORD"')
def _(lang):
    t = T(lang)
    snip = pick(['mysqldump -h %s -u %s --password="$MYSQL_PWD_BACKUP" %s > dump.sql' % (pick(MY_HOSTS), pick(DBUSERS), pick(DBS)),
                 'helm upgrade app ./chart --set auth.password="${DB_PASSWORD}"',
                 'docker login -u "$REG_USER" -p "$REG_PASS" harbor.internal'])
    return assemble(lang, fields(t('The script reads credentials from variables set by the CI secret store.', '스크립트가 CI 시크릿 저장소에서 설정한 변수로 자격증명을 읽는다.'),
                                 t('Quote the variable so special characters survive.', '특수문자가 깨지지 않게 변수를 따옴표로 감쌀 것.'),
                                 t('Which CI variables need to be protected?', '어떤 CI 변수를 protected로 해야 하나요?')), snip)


@cl('Authorization: Bearer $TOKEN (variable)')
def _(lang):
    t = T(lang)
    v = pick(['$TOKEN', '${API_TOKEN}', '$(cat ~/.config/acme/token)', '"$GITLAB_TOKEN"'])
    snip = 'curl -s -H "Authorization: Bearer %s" https://%s/api/v4/projects?membership=true' % (v, pick(['gitlab.corp.local', 'api.internal']))
    return assemble(lang, fields(t('The API call returned an empty list because the token belonged to a bot without membership.', '토큰이 멤버십 없는 봇 소유라 API가 빈 목록을 반환했다.'),
                                 t('Use your own token through an env var; the command never contains the value.', '본인 토큰을 환경변수로 쓰면 명령에 값이 남지 않는다.'),
                                 t('Should bots be added to projects explicitly?', '봇을 프로젝트에 명시적으로 추가해야 하나요?')), snip)


@cl('URL with ${VAR} in userinfo')
def _(lang):
    t = T(lang)
    snip = pick(['DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/%s' % (pick(DBUSERS), pick(PG_HOSTS), pick(DBS)),
                 'spring.datasource.url=jdbc:postgresql://%s:5432/%s?user=%s&password=${DB_PASS}' % (pick(PG_HOSTS), pick(DBS), pick(DBUSERS)),
                 'amqp://orders:%%{RABBIT_PASS}@rabbitmq.mq.svc.cluster.local:5672/orders'])
    return assemble(lang, fields(t('Interpolation did not happen because the loader does not expand variables inside URLs.', '로더가 URL 안의 변수를 확장하지 않아서 치환이 일어나지 않았다.'),
                                 t('Build the URL in the entrypoint script where the shell expands it.', '셸이 확장하는 엔트리포인트 스크립트에서 URL을 조립할 것.'),
                                 t('Does the config library support ${} expansion?', '설정 라이브러리가 ${} 확장을 지원하나요?')), snip)


@cl('Korean/English: password reset flow explanation')
def _(lang):
    t = T(lang)
    m = pick([15, 30, 60])
    return fields(t('I did not know reset links expire after %d minutes and are single-use.' % m, '비밀번호 재설정 링크가 %d분 뒤 만료되고 1회용이라는 걸 몰랐다.' % m),
                  t('The reset token is stored hashed; support cannot see it and should never ask users for passwords.',
                    '재설정 토큰은 해시로 저장돼서 CS도 볼 수 없고, 사용자에게 비밀번호를 물어보면 안 된다.'),
                  t('Should the expiry be shown in the email?', '메일에 만료 시간을 표시할까요?'))


@cl('Korean/English: OTP enrolment steps without seed')
def _(lang):
    t = T(lang)
    return fields(t('New admins could not log in because MFA enrolment is required on first login.', '첫 로그인 때 MFA 등록이 필수라서 신규 관리자가 로그인하지 못했다.'),
                  t('Scan the QR code in the authenticator app during the session; the seed is never shown again.',
                    '세션 중에 인증 앱으로 QR을 스캔해야 하고 시드는 다시 보여주지 않는다.'),
                  t('Can we allow hardware keys instead of TOTP?', 'TOTP 대신 하드웨어 키를 허용할 수 있을까요?'))


@cl('password strength regex')
def _(lang):
    t = T(lang)
    n = pick([10, 12, 14])
    snip = r'PASSWORD_RE = re.compile(r"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{%d,64}$")' % n
    return assemble(lang, fields(t('Sign-up rejected valid passwords because the regex did not allow spaces.', '정규식이 공백을 허용하지 않아서 회원가입이 정상 비밀번호를 거부했다.'),
                                 t('Policy is now length >= %d plus a breached-password check.' % n, '정책은 이제 %d자 이상 + 유출 비밀번호 검사.' % n),
                                 t('Should we drop composition rules entirely?', '문자 조합 규칙을 아예 없앨까요?')), snip)


@cl('blocklist of common passwords in validator')
def _(lang):
    t = T(lang)
    return fields(t('Users could still register with the most common passwords like "password", "12345678" or "qwerty".',
                    '"password", "12345678", "qwerty" 같은 흔한 비밀번호로도 가입이 가능했다.'),
                  t('Added the top-%dk common-password list to the validator; the list file ships with the app.' % pick([10, 100]),
                    '검증기에 흔한 비밀번호 상위 %dk 목록을 추가했다. 목록 파일은 앱에 포함된다.' % pick([10, 100])),
                  t('Should we also call a breach API?', '유출 비밀번호 API도 호출해야 할까요?'))


@cl('ids: ULIDs / snowflake ids as order ids')
def _(lang):
    t = T(lang)
    ul = '01' + rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)
    sn = digits(19)
    return fields(t('Order %s was charged twice; the second attempt had idempotency key reuse.' % ul, '주문 %s가 두 번 결제됐다. 두 번째 시도에서 멱등 키가 재사용됐다.' % ul),
                  t('Discord channel %s is where the payment alerts land.' % sn, '결제 알림은 디스코드 채널 %s로 온다.' % sn),
                  t('Should idempotency keys include the order id?', '멱등 키에 주문 id를 포함해야 할까요?'))


@cl('X.509 / service account email identities')
def _(lang):
    t = T(lang)
    sa = '%s@%s.iam.gserviceaccount.com' % (pick(['ci-deployer', 'bq-reader', 'gke-node']), pick(['acme-prod', 'data-platform-%d' % rint(100, 999)]))
    return fields(t('The job runs as %s and lacked roles/secretmanager.secretAccessor.' % sa, '잡이 %s로 실행되는데 roles/secretmanager.secretAccessor가 없었다.' % sa),
                  t('Use workload identity, not downloaded key files.', '키 파일 다운로드 말고 workload identity를 쓸 것.'),
                  t('Who approves IAM changes in that project?', '그 프로젝트 IAM 변경은 누가 승인하나요?'))


@cl('sts assume-role command without output')
def _(lang):
    t = T(lang)
    snip = 'aws sts assume-role --role-arn arn:aws:iam::%s:role/%s --role-session-name %s --duration-seconds %d > /dev/null' % (
        rs(DG, 12), pick(['DeployRole', 'ReadOnlyAudit', 'BreakGlass']), pick(PEOPLE).replace('.', '-'), pick([900, 3600]))
    return assemble(lang, fields(t('The deploy needs a role in the prod account and my SSO profile cannot assume it.', '배포에 운영 계정 역할이 필요한데 내 SSO 프로필로는 assume이 안 된다.'),
                                 t('Check the trust policy first; the command output contains temporary keys, so do not paste it.', '먼저 신뢰 정책을 볼 것. 명령 출력엔 임시 키가 있으니 붙여넣지 말 것.'),
                                 t('Can my SSO role be added to the trust policy?', '제 SSO 역할을 신뢰 정책에 추가할 수 있나요?')), snip)


@cl('Korean/English: access token TTL discussion')
def _(lang):
    t = T(lang)
    a, r = pick([5, 10, 15, 30]), pick([7, 14, 30])
    return fields(t('Mobile users were logged out often; I did not know access tokens live only %d minutes.' % a,
                    '모바일 사용자가 자주 로그아웃됐는데 액세스 토큰 수명이 %d분뿐인 걸 몰랐다.' % a),
                  t('Refresh tokens last %d days and rotate on every use.' % r, '리프레시 토큰은 %d일이고 사용할 때마다 교체된다.' % r),
                  t('Should the app refresh proactively before expiry?', '앱이 만료 전에 미리 갱신하게 할까요?'))


@cl('Redis key names with session/token prefixes')
def _(lang):
    t = T(lang)
    snip = 'redis-cli --scan --pattern "session:*" | head -%d\nsession:%s\nsession:%s\nratelimit:token:%s' % (rint(3, 9), uid(), uid(), pick(PEOPLE))
    return assemble(lang, fields(t('Memory grew because session keys had no TTL after the serializer change.', '직렬화 변경 후 세션 키에 TTL이 없어서 메모리가 늘었다.'),
                                 t('Keys are only ids; values are what matter. Set EXPIRE on write.', '키는 id일 뿐이다. 쓸 때 EXPIRE를 걸어야 한다.'),
                                 t('Can we run a one-off TTL backfill?', 'TTL 일괄 설정 작업을 한 번 돌려도 될까요?')), snip, where=pick(['mc', 'lesson']))


@cl('psql \\password interactive')
def _(lang):
    t = T(lang)
    snip = "psql -h %s -U postgres -c '\\password %s'" % (pick(PG_HOSTS), pick(DBUSERS))
    return assemble(lang, fields(t('I needed to reset a DB user without putting the new password in shell history.', '새 비밀번호를 히스토리에 남기지 않고 DB 사용자를 재설정해야 했다.'),
                                 t('\\password prompts twice and sends only the hash.', '\\password는 두 번 물어보고 해시만 전송한다.'),
                                 t('Should resets go through the DBA ticket instead?', '재설정은 DBA 티켓으로 해야 할까요?')), snip)


@cl('.gitignore entries for secret files')
def _(lang):
    t = T(lang)
    snip = '.env\n.env.*\n!.env.example\n*.pem\n*.p12\nsecrets/\nterraform.tfvars'
    return assemble(lang, fields(t('I almost committed a local env file because .gitignore only had ".env".', '.gitignore에 ".env"만 있어서 로컬 env 파일을 커밋할 뻔했다.'),
                                 t('Broadened the ignore rules:', 'ignore 규칙을 넓혔다:'),
                                 t('Should the pre-commit hook also check file names?', '프리커밋 훅에서 파일명도 검사할까요?')), snip, where='lesson')


@cl('secret scanning alert discussed without value')
def _(lang):
    t = T(lang)
    sha = hexs(40)
    n = rint(3, 250)
    return fields(t('Secret scanning alert #%d flagged a token in commit %s; the token was already revoked by the provider.' % (n, sha),
                    '시크릿 스캐닝 알림 #%d가 커밋 %s의 토큰을 잡았다. 제공사가 이미 폐기한 토큰이었다.' % (n, sha)),
                  t('Close the alert as revoked, but still rewrite the test to use a fake.', '알림은 revoked로 닫되 테스트는 가짜 값을 쓰게 고칠 것.'),
                  t('Do we need to purge the commit from history?', '히스토리에서 그 커밋을 지워야 하나요?'))


@cl('CI cache keys with checksums')
def _(lang):
    t = T(lang)
    snip = 'key: v%d-deps-{{ checksum "package-lock.json" }}-%s' % (rint(1, 5), hexs(8))
    return assemble(lang, fields(t('CI restored a stale cache after the lockfile changed.', '락파일이 바뀐 뒤 CI가 오래된 캐시를 복원했다.'),
                                 t('Bump the cache key prefix when the cache format changes.', '캐시 형식이 바뀌면 키 prefix를 올릴 것.'),
                                 t('Should caches expire weekly?', '캐시를 매주 만료시킬까요?')), snip)


@cl('Korean/English: private key file permissions explanation')
def _(lang):
    t = T(lang)
    return fields(t('The TLS private key on the gateway was world-readable after the copy.', '복사 후 게이트웨이의 TLS 개인키가 모든 사용자 읽기 가능 상태였다.'),
                  t('Private key files should be 0600 and owned by the service user; only the certificate can be public.',
                    '개인키 파일은 0600, 서비스 사용자 소유여야 하고 공개해도 되는 건 인증서뿐이다.'),
                  t('Should we audit permissions on all gateways?', '모든 게이트웨이의 권한을 점검할까요?'))


@cl('encryption algorithm parameters')
def _(lang):
    t = T(lang)
    return fields(t('Decryption failed between services because one used AES-256-CBC and the other AES-256-GCM.', '서비스 간 한쪽은 AES-256-CBC, 다른 쪽은 AES-256-GCM을 써서 복호화가 실패했다.'),
                  t('Standard is AES-256-GCM with a 12-byte random IV and a 16-byte tag, key from KMS.', '표준은 AES-256-GCM, 12바이트 랜덤 IV, 16바이트 태그, 키는 KMS에서.'),
                  t('Is there a shared crypto helper library?', '공용 암호화 헬퍼 라이브러리가 있나요?'))


@cl('cleared cookie / Set-Cookie without value')
def _(lang):
    t = T(lang)
    snip = 'Set-Cookie: session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax\nSet-Cookie: refresh_token=; Path=/auth; Max-Age=0; HttpOnly; Secure'
    return assemble(lang, fields(t('Logout did not work on Safari because the cookie path differed.', '쿠키 경로가 달라서 사파리에서 로그아웃이 안 됐다.'),
                                 t('Clear cookies with the same Path and Domain they were set with.', '쿠키는 설정할 때와 같은 Path/Domain으로 지워야 한다.'),
                                 t('Should refresh tokens live in a different cookie path?', '리프레시 토큰 쿠키 경로를 분리해야 할까요?')), snip)


@cl('diagram text mentioning token flow')
def _(lang):
    t = T(lang)
    snip = 'sequenceDiagram\n  App->>IdP: authorize (PKCE code_challenge)\n  IdP-->>App: code\n  App->>IdP: token (code_verifier)\n  IdP-->>App: access_token + refresh_token'
    return assemble(lang, fields(t('I did not know the mobile app uses PKCE without a client secret.', '모바일 앱이 클라이언트 시크릿 없이 PKCE를 쓰는 줄 몰랐다.'),
                                 t('Public clients cannot keep secrets; PKCE replaces the secret.', '공개 클라이언트는 시크릿을 보관할 수 없어서 PKCE가 그 역할을 한다.'),
                                 t('Should the diagram go into the ADR?', '이 다이어그램을 ADR에 넣을까요?')), snip)


@cl('hex dump / magic bytes')
def _(lang):
    t = T(lang)
    snip = '00000000  50 4b 03 04 14 00 00 00  08 00 %s  |PK..........|' % ' '.join(rs(HX, 2) for _ in range(6))
    return assemble(lang, fields(t('The "encrypted" upload from the partner was actually a plain zip.', '협력사의 "암호화된" 업로드가 사실 일반 zip이었다.'),
                                 t('Check magic bytes before assuming a format.', '형식을 단정하기 전에 매직 바이트를 확인할 것.'),
                                 t('Should we reject non-encrypted uploads?', '암호화되지 않은 업로드는 거부해야 할까요?')), snip)


@cl('test user ids and fake emails')
def _(lang):
    t = T(lang)
    uids = ['test_user_%s' % hexs(6) for _ in range(3)]
    return fields(t('Load test users (%s) were left in prod after the rehearsal.' % ', '.join(uids), '리허설 후 부하 테스트 사용자(%s)가 운영에 남아 있었다.' % ', '.join(uids)),
                  t('Create load-test users with a fixed prefix so cleanup is one query.', '부하 테스트 사용자는 고정 prefix로 만들어 정리를 쿼리 한 번으로.'),
                  t('Can I delete them now?', '지금 삭제해도 되나요?'))


@cl('Korean/English: secret sharing rules (no values)')
def _(lang):
    t = T(lang)
    return fields(t('I pasted a connection string into a ticket last week and was asked to remove it.', '지난주 티켓에 연결 문자열을 붙였다가 삭제 요청을 받았다.'),
                  t('Rule: no credentials in tickets, chat, or memory notes; share a vault link and rotate anything that leaked.',
                    '규칙: 티켓, 채팅, 메모 노트에 자격증명 금지. 볼트 링크로 공유하고 유출된 건 즉시 교체.'),
                  t('Is there an automated scanner for tickets?', '티켓용 자동 스캐너가 있나요?'))


@cl('SSH certificate principals / validity')
def _(lang):
    t = T(lang)
    snip = 'ssh-keygen -L -f ~/.ssh/id_ed25519-cert.pub | grep -E "Valid|Principals" -A2'
    return assemble(lang, fields(t('SSH to prod failed because my certificate had expired after %d hours.' % pick([8, 12, 24]), 'SSH 인증서가 %d시간 뒤 만료돼서 운영 접속이 실패했다.' % pick([8, 12, 24])),
                                 t('Check validity and principals of the cert:', '인증서의 유효기간과 principal 확인:'),
                                 t('Can the CA issue longer certs for on-call?', '온콜용으로 더 긴 인증서를 발급받을 수 있나요?')), snip, where='lesson')


@cl('random-looking build ids / pipeline ids')
def _(lang):
    t = T(lang)
    bid = rs(ANL, 8) + '-' + rs(ANL, 4)
    pid = digits(9)
    return fields(t('Pipeline %s (build %s) deployed an older artifact because the cache key collided.' % (pid, bid),
                    '캐시 키 충돌로 파이프라인 %s(빌드 %s)가 예전 산출물을 배포했다.' % (pid, bid)),
                  t('Include the commit SHA in artifact names.', '산출물 이름에 커밋 SHA를 포함할 것.'),
                  t('Should artifacts be immutable?', '산출물을 불변으로 할까요?'))


@cl('Korean/English: Kakao/Naver login setup without secrets')
def _(lang):
    t = T(lang)
    svc = pick(['카카오 로그인', '네이버 로그인', 'Apple 로그인'])
    svc_en = pick(['Kakao Login', 'Naver Login', 'Sign in with Apple'])
    return fields(t('%s failed with KOE006/invalid redirect because the staging redirect URI was not registered.' % svc_en,
                    '%s이 스테이징 리다이렉트 URI 미등록으로 실패했다 (KOE006).' % svc),
                  t('Register every environment\'s redirect URI; client secrets stay in the vault under oauth/.',
                    '환경별 리다이렉트 URI를 모두 등록할 것. 클라이언트 시크릿은 볼트 oauth/ 아래에 둔다.'),
                  t('Who has admin on the developer console app?', '개발자 콘솔 앱 관리자 권한은 누구에게 있나요?'))


@cl('HMAC signature header of a request (not a key)')
def _(lang):
    t = T(lang)
    sig = hexs(64)
    snip = 'X-Signature-Timestamp: %d\nX-Signature: sha256=%s' % (rint(1716000000, 1765000000), sig)
    return assemble(lang, fields(t('Webhook verification failed intermittently because our clock was %d seconds off.' % rint(40, 400), '서버 시계가 %d초 어긋나서 웹훅 검증이 간헐적으로 실패했다.' % rint(40, 400)),
                                 t('The signature header is per-request output, not the key; enable NTP on the workers.', '서명 헤더는 요청별 결과물이지 키가 아니다. 워커에 NTP를 켤 것.'),
                                 t('What tolerance window does the provider use?', '제공사의 허용 시간 범위가 얼마인가요?')), snip)


@cl('base64-encoded ConfigMap binaryData (non-secret)')
def _(lang):
    t = T(lang)
    content = pick(['server {\n  listen 8080;\n}\n', 'log_level: info\nworkers: 4\n', '# robots\nUser-agent: *\nDisallow: /admin\n'])
    snip = 'binaryData:\n  %s: %s' % (pick(['nginx.conf', 'app.yaml', 'robots.txt']), b64s(content))
    return assemble(lang, fields(t('The ConfigMap used binaryData so the file content looked like an opaque blob.', 'ConfigMap이 binaryData를 써서 파일 내용이 알 수 없는 덩어리처럼 보였다.'),
                                 t('It decodes to a plain config file; use data: for text next time.', '디코딩하면 그냥 설정 파일이다. 다음부턴 텍스트는 data:로.'),
                                 t('Was binaryData needed for line endings?', '줄바꿈 때문에 binaryData가 필요했던 건가요?')), snip)


@cl('Korean/English: ask for access instead of sharing')
def _(lang):
    t = T(lang)
    sysn = pick(['the billing DB', 'the Grafana admin', 'the partner SFTP', 'the prod Kubernetes cluster'])
    sysk = pick(['빌링 DB', '그라파나 관리자', '협력사 SFTP', '운영 쿠버네티스 클러스터'])
    return fields(t('A teammate offered to send me the login for %s over chat.' % sysn, '동료가 %s 로그인 정보를 채팅으로 보내주겠다고 했다.' % sysk),
                  t('Declined and filed an access request instead; personal access is auditable, shared logins are not.',
                    '거절하고 접근 요청을 올렸다. 개인 권한은 감사 추적이 되지만 공용 로그인은 안 된다.'),
                  t('How long do access requests usually take?', '접근 요청은 보통 얼마나 걸리나요?'))


@cl('SAML metadata / entity ids')
def _(lang):
    t = T(lang)
    snip = '<md:EntityDescriptor entityID="https://sso.%s/saml/metadata" ID="_%s">' % (pick(['acme.kr', 'corp.local']), hexs(40))
    return assemble(lang, fields(t('SSO broke because the SP metadata was refreshed with a new entityID.', 'SP 메타데이터가 새 entityID로 갱신되면서 SSO가 깨졌다.'),
                                 t('Metadata is public; upload the new file to the IdP.', '메타데이터는 공개 정보다. 새 파일을 IdP에 올리면 된다.'),
                                 t('Can metadata refresh be automated?', '메타데이터 갱신을 자동화할 수 있나요?')), snip)


@cl('Korean/English: disk encryption / BitLocker recovery policy (no key)')
def _(lang):
    t = T(lang)
    return fields(t('The laptop asked for a BitLocker recovery key after the BIOS update.', 'BIOS 업데이트 후 노트북이 BitLocker 복구 키를 요구했다.'),
                  t('Recovery keys are escrowed in Entra ID; IT can look it up by device name, never share it in chat.',
                    '복구 키는 Entra ID에 보관되어 있어 IT가 기기 이름으로 조회한다. 채팅으로 공유 금지.'),
                  t('Should BIOS updates suspend BitLocker first?', 'BIOS 업데이트 전에 BitLocker를 일시 중지해야 하나요?'))


@cl('Korean/English: API rate limit headers')
def _(lang):
    t = T(lang)
    snip = 'X-RateLimit-Limit: %d\nX-RateLimit-Remaining: 0\nX-RateLimit-Reset: %d\nRetry-After: %d' % (pick([60, 100, 5000]), rint(1716000000, 1765000000), rint(5, 60))
    return assemble(lang, fields(t('The sync hit the partner rate limit because it ignored Retry-After.', '동기화가 Retry-After를 무시해서 협력사 레이트 리밋에 걸렸다.'),
                                 t('Honour Retry-After and back off exponentially.', 'Retry-After를 지키고 지수 백오프를 쓸 것.'),
                                 t('Can we get a higher limit for the nightly sync?', '야간 동기화용으로 한도를 올려 받을 수 있나요?')), snip)


@cl('Korean/English: Secrets Store CSI driver config')
def _(lang):
    t = T(lang)
    snip = 'apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n  name: %s-secrets\nspec:\n  provider: aws\n  parameters:\n    objects: |\n      - objectName: "%s/%s/db"\n        objectType: "secretsmanager"' % (pick(PROJ), pick(['prod', 'stg']), pick(PROJ))
    return assemble(lang, fields(t('Pods could not mount secrets because the provider class pointed at the wrong object name.', '프로바이더 클래스가 잘못된 객체 이름을 가리켜서 파드가 시크릿을 마운트하지 못했다.'),
                                 t('Only names and paths go in the SecretProviderClass.', 'SecretProviderClass에는 이름과 경로만 들어간다.'),
                                 t('Should we sync mounted secrets to env vars?', '마운트된 시크릿을 환경변수로도 동기화할까요?')), snip)


@cl('Korean/English: encrypted zip delivered, password via separate channel')
def _(lang):
    t = T(lang)
    return fields(t('The auditor received the encrypted export; I did not know the password must go by SMS, not email.', '감사인이 암호화된 자료를 받았는데 비밀번호는 메일이 아니라 문자로 보내야 하는 줄 몰랐다.'),
                  t('Always send archive and password through different channels; the password is not recorded anywhere in notes.',
                    '압축 파일과 비밀번호는 항상 다른 채널로 보낸다. 비밀번호는 노트 어디에도 적지 않는다.'),
                  t('Who sends the SMS on our side?', '우리 쪽에서 문자는 누가 보내나요?'))


@cl('mobile app public config (bundle id, team id)')
def _(lang):
    t = T(lang)
    team = rs(ANU, 10)
    bid = 'com.%s.%s' % (pick(ORGS), pick(['app', 'shop', 'wallet']))
    return fields(t('Universal links failed because apple-app-site-association listed team id %s with the old bundle %s.' % (team, bid),
                    'apple-app-site-association에 팀 id %s와 예전 번들 %s가 들어 있어서 유니버설 링크가 실패했다.' % (team, bid)),
                  t('Team id and bundle id are public identifiers; update the file and redeploy the site.', '팀 id와 번들 id는 공개 식별자다. 파일을 고치고 사이트를 재배포.'),
                  t('Does the CDN cache that file?', 'CDN이 그 파일을 캐시하나요?'))


@cl('Korean/English: placeholder angle brackets in config docs')
def _(lang):
    t = T(lang)
    snip = '[database]\nhost = "<db-host>"\nuser = "<db-user>"\npassword = "<from-vault: secret/%s/db>"' % pick(PROJ)
    return assemble(lang, fields(t('The config doc looked like it had real values; they are placeholders.', '설정 문서에 실제 값이 있는 줄 알았는데 플레이스홀더였다.'),
                                 t('Template format used in the docs:', '문서에서 쓰는 템플릿 형식:'),
                                 t('Should the docs link the vault path directly?', '문서에서 볼트 경로를 바로 링크할까요?')), snip, where='lesson')


@cl('Korean/English: Vault audit and token accessor (not token)')
def _(lang):
    t = T(lang)
    acc = rs(AN, 24)
    snip = 'vault token revoke -accessor %s' % acc
    return assemble(lang, fields(t('A leaked CI token had to be revoked but I only had its accessor from the audit log.', '유출된 CI 토큰을 폐기해야 했는데 감사 로그의 accessor만 있었다.'),
                                 t('Accessors identify tokens without granting access; revoke by accessor:', 'accessor는 권한 없이 토큰을 식별한다. accessor로 폐기:'),
                                 t('Should CI tokens have a shorter TTL?', 'CI 토큰 TTL을 더 짧게 할까요?')), snip, where='lesson')


@cl('Korean/English: DNS TXT verification records')
def _(lang):
    t = T(lang)
    snip = '%s IN TXT "%s"' % (pick(['_acme-challenge.api', '@', '_dmarc']), pick(['google-site-verification=' + rs(B64U, 43), 'v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.kr', 'v=spf1 include:_spf.google.com ~all']))
    return assemble(lang, fields(t('Domain verification failed because the TXT record was added to the wrong zone.', 'TXT 레코드를 다른 존에 추가해서 도메인 검증이 실패했다.'),
                                 t('TXT verification values are public DNS data.', 'TXT 검증 값은 공개 DNS 데이터다.'),
                                 t('Who manages the DNS zone?', 'DNS 존은 누가 관리하나요?')), snip)


@cl('Korean/English: environment variable precedence explanation')
def _(lang):
    t = T(lang)
    return fields(t('I did not know SPRING_DATASOURCE_PASSWORD overrides application.yml while the shell had an old export.', '셸에 예전 export가 남아 있었는데 SPRING_DATASOURCE_PASSWORD가 application.yml을 덮어쓰는 걸 몰랐다.'),
                  t('Run `env | cut -d= -f1 | grep -i pass` to list names without values before debugging.', '디버깅 전에 `env | cut -d= -f1 | grep -i pass`로 값 없이 이름만 확인.'),
                  t('Should the app log which source each setting came from?', '앱이 각 설정의 출처를 로그로 남기게 할까요?'))


@cl('Korean/English: device pairing code discussion (expired/no value)')
def _(lang):
    t = T(lang)
    return fields(t('The TV app login uses a device code flow; codes expire after %d minutes.' % pick([5, 10, 15]), 'TV 앱 로그인은 디바이스 코드 방식이고 코드는 %d분 후 만료된다.' % pick([5, 10, 15])),
                  t('Poll the token endpoint with the interval from the response, not faster.', '응답의 interval대로 토큰 엔드포인트를 폴링할 것. 더 빠르면 안 된다.'),
                  t('Should we show a QR code next to the user code?', '사용자 코드 옆에 QR 코드도 보여줄까요?'))


# --------------------------------------------------------------------------
# assembly, validation, output
# --------------------------------------------------------------------------
N_VENDOR = 210
N_NONVENDOR = 172
N_CLEAN = 312
ASIAN = ['Naver Cloud Platform', 'NHN Cloud', 'KT Cloud', 'Toss Payments', 'PortOne', 'PortOne V2', 'KakaoPay',
         'NICE Payments', 'KG Inicis', 'LINE Pay', 'PayPay', 'WeChat Pay', 'Coupang Open API', 'Naver Commerce API',
         '11st', 'Cafe24', 'imweb', 'Upbit', 'Bithumb', 'Korea Investment & Securities', 'LINE Messaging API',
         'LINE Notify', 'Kakao', 'Kakao Login', 'KakaoWork', 'Naver Developers', 'LINE WORKS', 'Dooray', 'JANDI',
         'Channel Talk', 'Sendbird', 'Solapi', 'Aligo', 'NHN Cloud Notification', 'WeChat', 'Zalo', 'Alibaba Cloud',
         'Tencent Cloud', 'Baidu AI Cloud', 'Huawei Cloud', 'Volcengine', 'Upstage', 'Naver CLOVA Studio',
         'Data.go.kr', 'Rakuten', 'Yahoo! JAPAN', 'Razorpay', 'Paytm', 'Xendit', 'Midtrans']
OUT_KEYS = [('mc', 'missing_context'), ('lesson', 'lesson'), ('ask', 'ask_next_time')]
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def to_out(f):
    return {ok: f.get(ik, '') for ik, ok in OUT_KEYS}


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def mask(text, secrets):
    for s in sorted(secrets, key=lambda x: (-len(x), x)):
        text = text.replace(s, '\x00')
    return text


def check_note(kind, fo, secrets):
    for k in ('missing_context', 'lesson'):
        if not fo[k].strip():
            return 'empty ' + k
    for k, lim in LIMITS.items():
        if fsize(fo[k]) > lim:
            return 'too long %s %d' % (k, fsize(fo[k]))
    if kind == 'clean':
        return None if secrets == [] else 'clean with secrets'
    if not secrets:
        return 'secret note without secrets'
    vals = [fo[k] for _, k in OUT_KEYS]
    for s in secrets:
        if len(s) < 8:
            return 'short secret %r' % s
        if not any(s in v for v in vals):
            return 'secret not verbatim %r' % s
    masked = [mask(v, secrets) for v in vals]
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return 'window %r of %r outside occurrences' % (w, s)
    return None


def distribute(templates, total):
    n = len(templates)
    base, rem = divmod(total, n)
    assert base + (1 if rem else 0) <= 3, 'too few templates'
    extra = R.sample(range(n), rem)
    counts = [base + (1 if i in extra else 0) for i in range(n)]
    return counts


def assign_langs(groups):
    """groups: list of lists of job dicts (copies of one template).  Alternating languages inside a
    template, then flip jobs until the group is exactly balanced."""
    for g in groups:
        start = pick(['en', 'ko'])
        other = 'ko' if start == 'en' else 'en'
        for i, j in enumerate(g):
            j['lang'] = start if i % 2 == 0 else other
    jobs = [j for g in groups for j in g]
    total = len(jobs)
    while True:
        en = sum(1 for j in jobs if j['lang'] == 'en')
        diff = en - total // 2
        if diff == 0 or (total % 2 == 1 and diff == 1):
            break
        src = 'en' if diff > 0 else 'ko'
        dst = 'ko' if src == 'en' else 'en'
        cands = []
        for g in groups:
            langs = [j['lang'] for j in g]
            if len(g) == 1 and langs[0] == src:
                cands.append(g[0])
            elif len(g) == 3 and langs.count(src) == 2:
                cands += [j for j in g if j['lang'] == src]
        if not cands:
            cands = [j for j in jobs if j['lang'] == src]
        pick(cands)['lang'] = dst


DECOR = {'en': ['Ticket: {t}.', 'Related: {t}', 'Follow-up tracked in {t}.', '(see {t})', 'Tracked as {t}.'],
          'ko': ['티켓: {t}', '관련 이슈: {t}', '후속 작업은 {t}에서 추적.', '({t} 참고)', '{t} 이슈로 등록함.']}


def decorate(lang, fo):
    t = '%s-%d' % (pick(['OPS', 'INFRA', 'API', 'WEB', 'DATA', 'SEC', 'PAY', 'MOB']), rint(10, 4999))
    s = pick(DECOR[lang]).replace('{t}', t)
    k = pick(['missing_context', 'lesson'])
    fo[k] = fo[k] + ('\n' if '\n' in fo[k] else ' ') + s


REPEAT = {'en': ['Remember the value is {s}.', '(value used: {s})', 'Retry with {s} if the first attempt fails.',
                 'Double-check that {s} is what ends up in the config.'],
          'ko': ['값은 {s} 였음.', '(사용한 값: {s})', '처음에 실패하면 {s} 로 다시 시도.', '설정에 {s} 가 제대로 들어갔는지 다시 확인할 것.']}


def repeat_secret(lang, fo, secrets):
    cands = [s for s in secrets if len(s) <= 120 and '\n' not in s]
    if not cands:
        return
    s = pick(cands)
    where = [k for k in ('missing_context', 'lesson', 'ask_next_time') if s not in fo[k]]
    if not where:
        return
    k = pick(where)
    add = pick(REPEAT[lang]).replace('{s}', s)
    fo[k] = (fo[k] + ' ' + add) if fo[k] else add


def build():
    # ---- jobs
    vend_specs = list(VENDORS)
    must = [v for v in vend_specs if v['brand'] in ASIAN]
    rest = [v for v in vend_specs if v['brand'] not in ASIAN]
    chosen = must + R.sample(rest, N_VENDOR - len(must))
    secret_groups = [[{'kind': 'secret', 'vendor': v, 'fn': None, 'cat': None}] for v in chosen]
    for (cat, fn), c in zip(NV, distribute(NV, N_NONVENDOR)):
        secret_groups.append([{'kind': 'secret', 'vendor': None, 'fn': fn, 'cat': cat} for _ in range(c)])
    clean_groups = []
    for (cat, fn), c in zip(CL, distribute(CL, N_CLEAN)):
        clean_groups.append([{'kind': 'clean', 'vendor': None, 'fn': fn, 'cat': cat} for _ in range(c)])
    R.shuffle(secret_groups)
    R.shuffle(clean_groups)
    assign_langs(secret_groups)
    assign_langs(clean_groups)
    jobs = [j for g in secret_groups for j in g] + [j for g in clean_groups for j in g]
    R.shuffle(jobs)

    # ---- generate
    seen = []
    seen_keys = {}
    records = []
    for j in jobs:
        lang = j['lang']
        err = None
        for attempt in range(60):
            if j['vendor'] is not None:
                v = j['vendor']
                f, secrets, frame = vendor_note(v, lang)
                cat = 'vendor: %s %s / %s [Vendor]' % (v['brand'], v['kind'], frame)
            elif j['kind'] == 'secret':
                f, secrets = j['fn'](lang)
                cat = j['cat']
            else:
                f = j['fn'](lang)
                secrets = []
                cat = j['cat']
            fo = to_out(f)
            if chance(0.22) or (attempt > 0 and j['kind'] == 'clean'):
                decorate(lang, fo)
            if j['kind'] == 'secret' and chance(0.09):
                repeat_secret(lang, fo, secrets)
            secrets = dedupe(secrets)
            err = check_note(j['kind'], fo, secrets)
            key = json.dumps(fo, ensure_ascii=False, sort_keys=False)
            if err is None and key in seen_keys:
                err = 'duplicate'
            if err is None:
                break
        else:
            raise AssertionError('cannot generate %s: %s' % (j.get('cat') or j['vendor']['brand'], err))
        seen_keys[key] = 1
        records.append({'lang': lang, 'kind': j['kind'], 'category': cat, 'fields': fo, 'secrets': secrets,
                        '_vendor': j['vendor']['brand'] if j['vendor'] else None,
                        '_tmpl': ('vendor:' + j['vendor']['brand'] + '/' + j['vendor']['kind']) if j['vendor'] else cat})
    R.shuffle(records)
    width = max(3, len(str(len(records))))
    for i, r in enumerate(records):
        r['id'] = 'i%0*d' % (width, i + 1)
    return records


def final_asserts(records):
    tcount = {}
    for r in records:
        assert r['kind'] in ('secret', 'clean')
        err = check_note(r['kind'], r['fields'], r['secrets'])
        assert err is None, (r['id'], err)
        tcount[r['category']] = tcount.get(r['category'], 0) + 1
        tcount['T:' + r['_tmpl']] = tcount.get('T:' + r['_tmpl'], 0) + 1
    for k, c in tcount.items():
        assert c <= 3, (k, c)
    keys = [json.dumps(r['fields'], ensure_ascii=False) for r in records]
    assert len(dict.fromkeys(keys)) == len(keys), 'duplicate notes'
    assert len(records) >= 600
    for kind in ('secret', 'clean'):
        en = sum(1 for r in records if r['kind'] == kind and r['lang'] == 'en')
        ko = sum(1 for r in records if r['kind'] == kind and r['lang'] == 'ko')
        assert abs(en - ko) <= 1, (kind, en, ko)


def dump_jsonl(records):
    lines = []
    for r in records:
        o = {'id': r['id'], 'lang': r['lang'], 'kind': r['kind'], 'category': r['category'],
             'fields': {'missing_context': r['fields']['missing_context'], 'lesson': r['fields']['lesson'],
                        'ask_next_time': r['fields']['ask_next_time']},
             'secrets': r['secrets']}
        lines.append(json.dumps(o, ensure_ascii=False))
    return ('\n'.join(lines) + '\n').encode('utf-8')


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------
def secret_fields(r):
    out = []
    for k in ('missing_context', 'lesson', 'ask_next_time'):
        if any(s in r['fields'][k] for s in r['secrets']):
            out.append(k)
    return out


def readme(records, sha):
    L = []
    a = L.append
    n = len(records)
    sec = [r for r in records if r['kind'] == 'secret']
    cln = [r for r in records if r['kind'] == 'clean']
    ven = [r for r in sec if r['_vendor']]
    nven = [r for r in sec if not r['_vendor']]
    cnt = lambda rs_, lang: sum(1 for r in rs_ if r['lang'] == lang)
    a('blind_set_v22.jsonl - blind evaluation set for the memory-log credential-redaction filter (v22)')
    a('=' * 96)
    a('')
    a('How it was made')
    a('---------------')
    a('Written blind: the author used only his own knowledge of credential formats and of how coding')
    a('agents write notes.  No filter rules, no secret-detection rule sets (gitleaks, detect-secrets,')
    a('trufflehog, ...), no other folder under /work and no web search were consulted.  Only')
    a('/work/blind22/FORMAT.txt (record format + scoring rule) was read.')
    a('')
    a('make_blind_set_v22.py (Python 3 standard library only, no network) builds every note from')
    a('templates.  One PRNG, random.Random(22_2026_1126), drives every choice: which vendor specs are')
    a('used, how many notes each template gets (1-3), language per note, which field gets the')
    a('credential, every random value (passwords, tokens, key material, hosts, ids), the order of')
    a('generation and the final shuffle.  Ids i001..i%d are assigned after the shuffle.  The' % n)
    a('generator never iterates over sets; JSON is written with a fixed key order, ensure_ascii=False,')
    a('one object per line.  Output is byte-identical across runs and PYTHONHASHSEED values.')
    a('')
    a('Secret values are random and shaped like the real thing: machine-random passwords drawing on')
    a('& , ; % ! @ # $ * ( ) [ ] { } ~ etc. (restricted per context so the snippet stays valid: shell')
    a('quoting, URL percent-encoding, JSON/XML/INI escaping), human-style passwords (English words +')
    a('digits, Korean romanisation + digits such as birthdays/1004, keyboard walks, company+year),')
    a('diceware passphrases with spaces, structurally valid EC / ed25519 / OpenSSH private keys built')
    a('from random bytes, and vendor tokens with each vendor\'s documented prefix, alphabet and length.')
    a('')
    a('Checks asserted by the generator for every note:')
    a('  * missing_context and lesson non-empty; byte limits 1024 / 1024 / 512 (UTF-8).')
    a('  * clean notes: secrets == [].')
    a('  * secret notes: every listed secret is >= 8 characters and appears verbatim in the fields;')
    a('    after masking all occurrences of all listed secrets (longest first), no 8-character window')
    a('    of any listed secret occurs anywhere in the three fields.  A perfect filter can reach 100%.')
    a('  * no category/template has more than 3 notes; no two notes are identical;')
    a('    secret and clean notes are each split exactly half English / half Korean.')
    a('')
    a('Counts')
    a('------')
    a('notes                       : %d' % n)
    a('  secret                    : %d (%.1f%%)   en %d / ko %d' % (len(sec), 100.0 * len(sec) / n, cnt(sec, 'en'), cnt(sec, 'ko')))
    a('    vendor-token notes      : %d (%.1f%% of secret)   en %d / ko %d' % (len(ven), 100.0 * len(ven) / len(sec), cnt(ven, 'en'), cnt(ven, 'ko')))
    a('    non-vendor notes        : %d (%.1f%% of secret)   en %d / ko %d' % (len(nven), 100.0 * len(nven) / len(sec), cnt(nven, 'en'), cnt(nven, 'ko')))
    a('  clean                     : %d (%.1f%%)   en %d / ko %d' % (len(cln), 100.0 * len(cln) / n, cnt(cln, 'en'), cnt(cln, 'ko')))
    a('  language total            : en %d / ko %d' % (cnt(records, 'en'), cnt(records, 'ko')))
    nsec = sum(len(r['secrets']) for r in sec)
    a('listed secrets              : %d (vendor notes %d, non-vendor notes %d)' % (
        nsec, sum(len(r['secrets']) for r in ven), sum(len(r['secrets']) for r in nven)))
    multi = sum(1 for r in sec if len(r['secrets']) > 1)
    a('secret notes with >1 secret : %d' % multi)
    a('ask_next_time empty         : %d notes (%d secret, %d clean)' % (
        sum(1 for r in records if not r['fields']['ask_next_time']),
        sum(1 for r in sec if not r['fields']['ask_next_time']), sum(1 for r in cln if not r['fields']['ask_next_time'])))
    brands = dedupe([r['_vendor'] for r in ven])
    a('distinct vendors            : %d' % len(brands))
    nv_t = dedupe([r['category'] for r in nven])
    cl_t = dedupe([r['category'] for r in cln])
    vt = dedupe([r['_tmpl'] for r in ven])
    a('categories (templates)      : %d distinct category strings; %d non-vendor secret templates,' % (
        len(dedupe([r['category'] for r in records])), len(nv_t)))
    a('                              %d clean templates, %d vendor token specs (vendor category strings also' % (len(cl_t), len(vt)))
    a('                              name the frame, e.g. "/ yaml"); max notes per template: %d' % max(
        [sum(1 for r in records if r['_tmpl'] == t) for t in nv_t + cl_t + vt]))
    a('')
    a('Which field holds the secret (secret notes; a note counts once per combination)')
    combos = {}
    for r in sec:
        k = ' + '.join(secret_fields(r))
        combos[k] = combos.get(k, 0) + 1
    for k in sorted(combos, key=lambda x: (-combos[x], x)):
        a('  %-48s %d' % (k, combos[k]))
    for fk in ('missing_context', 'lesson', 'ask_next_time'):
        a('  notes with a secret in %-24s %d' % (fk + ':', sum(1 for r in sec if fk in secret_fields(r))))
    a('')
    a('Vendor frames (how a vendor token is embedded)')
    fr = {}
    for r in ven:
        k = r['category'].rsplit(' / ', 1)[1].replace(' [Vendor]', '')
        fr[k] = fr.get(k, 0) + 1
    a('  ' + ', '.join('%s %d' % (k, fr[k]) for k in sorted(fr, key=lambda x: (-fr[x], x))))
    a('')
    a('Coverage')
    a('--------')
    a('Vendors (%d): %s' % (len(brands), ', '.join(sorted(brands, key=lambda x: x.lower()))))
    a('')
    a('Non-vendor secret templates (%d):' % len(nv_t))
    for c in sorted(nv_t):
        a('  - %s (%d)' % (c, sum(1 for r in nven if r['category'] == c)))
    a('')
    a('Clean templates (%d):' % len(cl_t))
    for c in sorted(cl_t):
        a('  - %s (%d)' % (c, sum(1 for r in cln if r['category'] == c)))
    a('')
    a('Notes on labelling')
    a('------------------')
    a('* Only values are listed, never labels.  Both halves of access-key pairs are listed (AWS AKIA/ASIA,')
    a('  Alibaba LTAI, Tencent AKID, Huawei/Volcengine/Baidu/NCP/NHN/MinIO/Wasabi/R2/B2/Scaleway/Upbit/')
    a('  Bithumb/Binance/KIS/Coupang/Solapi/... key + secret).  Identifiers that are not credentials are')
    a('  rendered but NOT listed: OAuth client ids, Twilio Account SIDs, Slack workspace/channel ids of')
    a('  webhook URLs, Cloudinary numeric API keys, Confluent SASL user names, Razorpay key ids, app ids,')
    a('  user names, hosts, public keys, fingerprints.')
    a('* Webhook URLs (Slack, Discord, Dooray, JANDI), CLOUDINARY_URL and Azure connection strings list')
    a('  only the secret part.  Basic headers, docker config "auth", .npmrc _auth/_password, FileZilla')
    a('  <Pass encoding="base64"> and Kubernetes Secret data list the base64 blob as written.')
    a('  Percent-encoded passwords (DSNs, data.go.kr service key) are listed as written.')
    a('* PEM / OpenSSH / PuTTY keys: each base64 body line is listed; BEGIN/END lines are not.')
    a('* Fly.io tokens: the "fm2_..." body is listed, the "FlyV1 " scheme word is not.')
    a('* Clean notes contain placeholders, ${VAR} references, vault/ARN/secret-manager references,')
    a('  masked values, hashes, digests, UUIDs, trace ids, public keys/certificates, fingerprints,')
    a('  encrypted blobs (SOPS, Ansible Vault, SealedSecrets), the AWS documentation EXAMPLE keys,')
    a('  regexes and policy prose - nothing a careful reader would call a live credential.')
    a('')
    a('Integrity and reproduction')
    a('--------------------------')
    a('sha256(blind_set_v22.jsonl) = %s' % sha)
    a('Verified when the set was built: runs with PYTHONHASHSEED=0 and PYTHONHASHSEED=12345 give')
    a('byte-identical blind_set_v22.jsonl and README_v22.txt (checked with cmp).')
    a('')
    a('  cd /work/blind22')
    a('  python3 make_blind_set_v22.py            # writes blind_set_v22.jsonl and README_v22.txt here')
    a('  sha256sum blind_set_v22.jsonl')
    a('  # determinism check:')
    a('  PYTHONHASHSEED=0 python3 make_blind_set_v22.py _chk0 && PYTHONHASHSEED=12345 python3 make_blind_set_v22.py _chk1')
    a('  cmp _chk0/blind_set_v22.jsonl _chk1/blind_set_v22.jsonl && cmp blind_set_v22.jsonl _chk0/blind_set_v22.jsonl')
    a('  cmp _chk0/README_v22.txt _chk1/README_v22.txt && rm -r _chk0 _chk1')
    a('')
    a('Scoring: see FORMAT.txt (secret note redacted only if no 8-character window of any listed secret')
    a('survives in any stored field; clean note is a false positive if any field changes).  Report')
    a('recall / false-positive rate per language; vendor categories end in "[Vendor]".')
    return '\n'.join(L) + '\n'


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(outdir, exist_ok=True)
    records = build()
    final_asserts(records)
    data = dump_jsonl(records)
    sha = hashlib.sha256(data).hexdigest()
    with open(os.path.join(outdir, 'blind_set_v22.jsonl'), 'wb') as fh:
        fh.write(data)
    with open(os.path.join(outdir, 'README_v22.txt'), 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(readme(records, sha))
    sec = sum(1 for r in records if r['kind'] == 'secret')
    print('notes=%d secret=%d clean=%d sha256=%s' % (len(records), sec, len(records) - sec, sha))


if __name__ == '__main__':
    main()
