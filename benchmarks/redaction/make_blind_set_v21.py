#!/usr/bin/env python3
"""Generator for blind_set_v21.jsonl -- a blind evaluation set for a credential-redaction
filter that protects agent "memory log" notes (missing_context / lesson / ask_next_time).

Standard library only, no network.  A single PRNG, random.Random(21_2026_1126), drives every
choice (template order, language, which field holds the secret, every random value, final
shuffle).  No set is ever iterated; JSON is written with a fixed key order.

Usage:  python3 make_blind_set_v21.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import sys
import urllib.parse

SEED = 21_2026_1126
R = random.Random(SEED)

N_SECRET_VENDOR = 182
N_SECRET_OTHER = 148
N_CLEAN = 270

# --------------------------------------------------------------------------------------------
# random value helpers
# --------------------------------------------------------------------------------------------
LOW = 'abcdefghijklmnopqrstuvwxyz'
UPP = LOW.upper()
DIG = '0123456789'
ALNUM = UPP + LOW + DIG
HEXD = '0123456789abcdef'
B32A = UPP + '234567'
URLSAFE = ALNUM + '-_'
BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'


def rs(alpha, n):
    return ''.join(alpha[R.randrange(len(alpha))] for _ in range(n))


def A(n):
    return rs(ALNUM, n)


def L(n):
    return rs(LOW + DIG, n)


def LL(n):
    return rs(LOW, n)


def U(n):
    return rs(UPP + DIG, n)


def H(n):
    return rs(HEXD, n)


def HU(n):
    return rs(HEXD.upper(), n)


def D(n):
    return rs('123456789', 1) + rs(DIG, n - 1)


def W(n):
    return rs(URLSAFE, n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip('=')


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')


def uuid4():
    h = H(32)
    h = h[:12] + '4' + h[13:16] + '89ab'[R.randrange(4)] + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def jdump(obj, indent=None):
    if indent is None:
        return json.dumps(obj, ensure_ascii=False, separators=(', ', ': '))
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def jwt(payload, alg='HS256'):
    hdr = {'alg': alg, 'typ': 'JWT'}
    sig = b64u(32) if alg.startswith('HS') else b64u(64)
    return (b64us(json.dumps(hdr, separators=(',', ':'))) + '.' +
            b64us(json.dumps(payload, separators=(',', ':'))) + '.' + sig)


def ts_epoch():
    return 1735000000 + R.randrange(30000000)


def ts_iso():
    mo = R.randint(1, 12)
    return '2025-%02d-%02dT%02d:%02d:%02d.%03dZ' % (mo, R.randint(1, 28), R.randint(0, 23),
                                                   R.randint(0, 59), R.randint(0, 59),
                                                   R.randint(0, 999))


def date_s():
    return '2025-%02d-%02d' % (R.randint(1, 12), R.randint(1, 28))


def pctenc(s):
    return urllib.parse.quote(s, safe='')


# password alphabets per quoting context
SYM_SQ = '!@#$%^&*()-_=+;:,.?~[]{}<>/|'      # inside '...' in a shell / anywhere literal
SYM_DQ = '@#%^&*()-_=+;:,.?~[]{}'            # inside "..." in a shell (no $ ` ! \ ")
SYM_BARE = '@%_-+=:,.^~'                     # unquoted shell word
SYM_NOSEMI = '!@#$%^&*()-_+,.?~'             # ADO.NET / ODBC / JDBC-ish
SYM_NOCOMMA = '@%_-+=:.^~'                   # mount -o option list
SYM_URLQ = '!$^*()-_+.~'                     # raw in a URL query string

EN_WORDS = ['Tiger', 'Maple', 'Harbor', 'Falcon', 'Orange', 'Winter', 'Summer', 'Rocket',
            'Cobalt', 'Dragon', 'Pepper', 'Sunset', 'Violet', 'Marble', 'Copper', 'Lantern',
            'Meadow', 'Nimbus', 'Quartz', 'Willow', 'Thunder', 'Coffee', 'Banana', 'Monkey',
            'Panther', 'Galaxy', 'Cactus', 'Pirate', 'Zebra', 'Walrus', 'Biscuit', 'Cricket']
KO_ROMA = ['Busan', 'Jeju', 'Seoul', 'Hangang', 'Gwangalli', 'Namsan', 'Kimchi', 'Bulgogi',
           'Daegu', 'Incheon', 'Haeundae', 'Mapo', 'Pangyo', 'Suwon', 'Gangneung', 'Jongno',
           'Tteokbokki', 'Bibimbap', 'Hallasan', 'Yeouido']
# Korean words typed on a 2-beolsik keyboard with the IME switched to English
KO_TYPED = ['dkssud', 'tkfkdgo', 'gksrmf', 'qlalfqjsgh', 'ghltk', 'roqkf', 'dnflwlq',
            'godqhr', 'tjqj', 'dlswmd', 'wjdqh', 'gkswjd']
LOWER_WORDS = ['maple', 'orbit', 'canyon', 'velvet', 'pickle', 'saddle', 'ember', 'glacier',
               'tundra', 'walnut', 'prism', 'harvest', 'lagoon', 'copper', 'thistle', 'meteor',
               'noodle', 'falcon', 'quiver', 'bramble', 'sparrow', 'gravel', 'pylon', 'cobweb']


def pw_strong(n=None, sym=SYM_SQ):
    n = n or R.randint(12, 22)
    alpha = ALNUM + ALNUM + sym
    while True:
        p = rs(alpha, n)
        if (any(c in sym for c in p) and any(c.isdigit() for c in p) and
                any(c.isupper() for c in p) and any(c.islower() for c in p)):
            return p


def pw_human(sym='!@#$*'):
    k = R.randrange(7)
    s = pick(sym) if sym else ''
    if k == 0:
        p = pick(EN_WORDS) + pick(EN_WORDS) + str(R.randint(10, 99)) + s
    elif k == 1:
        p = pick(KO_ROMA) + s + str(R.randint(2015, 2025))
    elif k == 2:
        p = pick(KO_TYPED) + str(R.randint(1, 9999)) + s
    elif k == 3:
        p = pick(EN_WORDS) + s + pick(EN_WORDS).lower() + str(R.randint(1, 999))
    elif k == 4:
        p = pick(KO_ROMA).lower() + str(R.randint(100, 9999)) + s + pick(EN_WORDS)
    elif k == 5:
        w = pick(EN_WORDS)
        p = w[0].lower() + w[1:].replace('o', '0').replace('a', '@' if '@' in sym else '4') + \
            str(R.randint(10, 99)) + s
    else:
        p = 'qwer' + str(R.randint(1000, 9999)) + s + pick(KO_TYPED)[:3]
    while len(p) < 10:
        p += str(R.randint(0, 9))
    return p


def pw_phrase():
    return '-'.join(pick(LOWER_WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 99))


def pw_any(sym=SYM_SQ):
    k = R.randrange(10)
    if k < 5:
        return pw_strong(sym=sym)
    if k < 8:
        return pw_human(''.join(c for c in '!@#$*.' if c in sym) or '')
    if '-' in sym or sym == SYM_SQ:
        return pw_phrase()
    return pw_strong(sym=sym)


# names, hosts, misc
DOMAINS = ['internal.acme.io', 'corp.hanbit.kr', 'prod.nuri.net', 'dev.orbitly.io',
           'lab.dasan.co.kr', 'ops.kestrel.dev', 'stg.mirae-soft.com', 'int.bluefin.app']
ENVS = ['prod', 'stg', 'dev', 'qa', 'ops']
DB_USERS = ['app_rw', 'svc_billing', 'deploy', 'etl_loader', 'reporter', 'migrator', 'airflow',
            'backup', 'api_user', 'analytics_ro', 'orders_app', 'crm_sync']
DBNAMES = ['orders', 'billing', 'analytics', 'crm', 'inventory', 'payments', 'authdb', 'events',
           'settlement', 'catalog']
PROJECTS = ['billing-api', 'order-sync', 'notif-worker', 'crm-bridge', 'admin-web',
            'search-indexer', 'payout-batch', 'report-cron', 'chatbot-gateway',
            'media-pipeline', 'auth-service', 'ml-inference', 'settlement-job', 'partner-portal',
            'mobile-bff', 'data-export']
PEOPLE_EN = ['Dana', 'Minji', 'Alex', 'Jordan', 'Priya', 'Hyunwoo', 'Sam', 'Yuna', 'Chris',
             'Jiho', 'the on-call SRE', 'the user', 'the team lead']
PEOPLE_KO = ['민지님', '현우님', '팀장님', '지호님', '유나님', '서연님', 'DBA 박선임님', '인프라팀 김책임님',
             '준호님', '사용자', '온콜 담당자']
NAMESPACES = ['payments', 'default', 'data', 'platform', 'batch', 'web', 'infra']


def host(kind='db'):
    return '%s-%s-%02d.%s' % (kind, pick(ENVS), R.randint(1, 9), pick(DOMAINS))


def person(lang):
    return pick(PEOPLE_EN) if lang == 'en' else pick(PEOPLE_KO)


def email():
    return '%s.%s@%s' % (pick(['minji', 'alex', 'jiho', 'dana', 'sam', 'yuna', 'hwpark',
                               'sjlee', 'ops', 'dev']),
                         pick(['kim', 'lee', 'park', 'choi', 'smith', 'ng', 'cho', 'han']),
                         pick(['acme.io', 'hanbit.kr', 'nuri.net', 'orbitly.io', 'example.com']))


def T(lang, en, ko):
    return en if lang == 'en' else ko


def has_batchim(w):
    w = w.rstrip(')]}>\"\'` ')
    if not w:
        return False
    c = w[-1]
    if '\uac00' <= c <= '\ud7a3':
        return (ord(c) - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in '013678'
    return c.lower() in 'lmnr'


def josa(w, with_b, without_b):
    return w + (with_b if has_batchim(w) else without_b)


# --------------------------------------------------------------------------------------------
# key material with a realistic structure
# --------------------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ec_sec1_lines():
    der = (bytes.fromhex('30770201010420') + rbytes(32) +
           bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64))
    return wrap(base64.b64encode(der).decode(), 64)


def ec_pkcs8_lines():
    der = (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420')
           + rbytes(32) + bytes.fromhex('a144034200') + b'\x04' + rbytes(64))
    return wrap(base64.b64encode(der).decode(), 64)


def rsa_pkcs8_head_lines(n=4):
    der = bytes.fromhex('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100') \
        + rbytes(48 * n)
    return wrap(base64.b64encode(der).decode(), 64)[:n]


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, 'big') + b


def ed25519_pub_blob():
    return _sshstr('ssh-ed25519') + _sshstr(rbytes(32))


def openssh_ed25519_lines(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _sshstr('ssh-ed25519') + _sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sshstr('ssh-ed25519') + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b'openssh-key-v1\x00' + _sshstr('none') + _sshstr('none') + _sshstr(b'') +
            (1).to_bytes(4, 'big') + _sshstr(pubblob) + _sshstr(sec))
    lines = wrap(base64.b64encode(blob).decode(), 70)
    return lines


def ssh_pub_ed25519(comment):
    return 'ssh-ed25519 ' + base64.b64encode(ed25519_pub_blob()).decode() + ' ' + comment


def ssh_fp():
    return 'SHA256:' + base64.b64encode(hashlib.sha256(rbytes(51)).digest()).decode().rstrip('=')


def ec_pub_pem_lines():
    der = bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def totp_seed():
    return base64.b32encode(rbytes(20)).decode()


def wg_key():
    return b64(32)


# --------------------------------------------------------------------------------------------
# vendor token shapes (prefix, alphabet, length as documented / as seen in the wild)
# --------------------------------------------------------------------------------------------
VENDORS = []


def V(name, kind, kind_ko, items, hdr=None, api=None, use=None, py=None):
    VENDORS.append({'name': name, 'kind': kind, 'kind_ko': kind_ko, 'items': items,
                    'hdr': hdr, 'api': api, 'use': use, 'py': py})


def one(env, v):
    return [(env, v, [v])]


def kv(*triples):
    # (env, value, listed?)
    return [(e, v, [v] if lst else []) for (e, v, lst) in triples]


def _disc_id():
    return b64us(str(R.randint(10 ** 17, 10 ** 18 - 1)))


def _stripe_body():
    return '51' + A(R.choice([96, 97])) if chance(0.6) else A(24)


def _openai_proj(prefix):
    return prefix + W(74) + 'T3BlbkFJ' + W(74)


def _pypi():
    mac = b64u(R.choice([110, 120])).replace('-', 'A').replace('_', 'B')
    return 'pypi-AgEIcHlwaS5vcmc' + mac


def _atlassian():
    return 'ATATT3xFfGF0' + W(170) + '=' + HU(8)


def _aws_secret():
    return rs(ALNUM + '/+', 40)


def _aws_session():
    return 'IQoJb3JpZ2luX2Vj' + b64(R.randint(280, 330)).rstrip('=')


def _bedrock():
    return 'ABSK' + b64s('BedrockAPIKey-%s-at-%s:' % (L(4), D(12))) + b64(42)


def _azure_sas_sig():
    return pctenc(b64(32))


def _mapbox_sk(user):
    return 'sk.' + b64us(json.dumps({'u': user, 'a': L(25)}, separators=(',', ':'))) + '.' + b64u(16)


def _intercom():
    return b64s('tok:%s_%s_%s_%s_%s:1:0' % (H(8), H(4), H(4), H(4), H(12))).rstrip('=')


def _one_password():
    payload = {'signInAddress': 'my.1password.com',
               'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000,
                            'salt': b64u(16)},
               'email': '%s@1passwordserviceaccounts.com' % L(13),
               'srpX': H(64), 'muk': {'alg': 'A256GCM', 'ext': True, 'k': b64u(32),
                                      'key_ops': ['encrypt', 'decrypt'], 'kty': 'oct',
                                      'kid': 'mp'}, 'secretKey': 'A3-' + U(6) + '-' + U(11),
               'throttleSecret': {'seed': H(64), 'uuid': U(26)}, 'deviceUuid': L(26)}
    return 'ops_' + b64us(json.dumps(payload, separators=(',', ':')))


def _sentry_org():
    payload = {'iat': ts_epoch(), 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io',
               'org': pick(['acme', 'hanbit', 'orbitly', 'nuri-labs'])}
    return 'sntrys_' + b64us(json.dumps(payload, separators=(',', ':'))) + '_' + W(43)


def _glc():
    payload = {'o': D(6), 'n': 'stack-%s-%s' % (D(6), pick(['logs', 'metrics', 'otlp'])),
               'k': A(24), 'm': {'r': pick(['prod-eu-west-2', 'prod-us-east-0', 'prod-ap-northeast-0'])}}
    return 'glc_' + b64s(json.dumps(payload, separators=(',', ':'))).rstrip('=')


def _supabase_jwt():
    ref = LL(20)
    return jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': ts_epoch(),
                'exp': ts_epoch() + 315360000})


def _turso_jwt():
    return jwt({'a': 'rw', 'iat': ts_epoch(), 'id': uuid4()}, alg='EdDSA')


def _tableau():
    return b64(16) + ':' + A(32)


def _wp_app_pw():
    return ' '.join(A(4) for _ in range(6))


def _gmail_app_pw():
    return ' '.join(LL(4) for _ in range(4))


def _apple_app_pw():
    return '-'.join(LL(4) for _ in range(4))


def _datagokr():
    return b64(66)


V('GitHub', 'personal access token', '개인 액세스 토큰', lambda: one('GITHUB_TOKEN', 'ghp_' + A(36)),
  hdr='Authorization: token {0}', api='https://api.github.com/user/repos?per_page=100',
  py='gh = Github("{0}")')
V('GitHub fine-grained', 'fine-grained PAT', '세분화된 PAT',
  lambda: one('GH_PAT', 'github_pat_' + A(22) + '_' + A(59)),
  hdr='Authorization: Bearer {0}', api='https://api.github.com/repos/acme/infra/actions/runs')
V('GitHub App', 'installation token', '설치 토큰', lambda: one('GH_INSTALL_TOKEN', 'ghs_' + A(36)),
  hdr='Authorization: Bearer {0}', api='https://api.github.com/installation/repositories')
V('GitHub OAuth', 'OAuth token', 'OAuth 토큰', lambda: one('GH_OAUTH_TOKEN', 'gho_' + A(36)),
  hdr='Authorization: Bearer {0}', api='https://api.github.com/user')
V('GitLab', 'personal access token', '개인 액세스 토큰', lambda: one('GITLAB_TOKEN', 'glpat-' + W(20)),
  hdr='PRIVATE-TOKEN: {0}', api='https://gitlab.com/api/v4/projects?membership=true',
  py='gl = gitlab.Gitlab("https://gitlab.com", private_token="{0}")')
V('GitLab Runner', 'runner authentication token', '러너 인증 토큰',
  lambda: one('RUNNER_TOKEN', 'glrt-' + W(20)),
  use='gitlab-runner register --non-interactive --url https://gitlab.com --token {0} --executor docker')
V('GitLab deploy token', 'deploy token', '배포 토큰', lambda: one('GITLAB_DEPLOY_TOKEN', 'gldt-' + W(20)),
  use='docker login registry.gitlab.com -u gitlab+deploy-token-%s -p {0}' % D(7))
V('GitLab pipeline trigger', 'pipeline trigger token', '파이프라인 트리거 토큰',
  lambda: one('TRIGGER_TOKEN', 'glptt-' + H(40)),
  use='curl -X POST --fail -F token={0} -F ref=main https://gitlab.com/api/v4/projects/%s/trigger/pipeline' % D(8))
V('Bitbucket', 'app password', '앱 비밀번호', lambda: one('BITBUCKET_APP_PASSWORD', 'ATBB' + A(28) + HU(8)),
  use='git clone https://jdev:{0}@bitbucket.org/acme/backend.git')
V('Atlassian', 'API token', 'API 토큰', lambda: one('JIRA_API_TOKEN', _atlassian()),
  use='curl -u ops@acme.io:{0} https://acme.atlassian.net/rest/api/3/myself')
V('Slack bot', 'bot token', '봇 토큰', lambda: one('SLACK_BOT_TOKEN', 'xoxb-%s-%s-%s' % (D(12), D(13), A(24))),
  hdr='Authorization: Bearer {0}', api='https://slack.com/api/chat.postMessage',
  py='client = WebClient(token="{0}")')
V('Slack user', 'user token', '사용자 토큰',
  lambda: one('SLACK_USER_TOKEN', 'xoxp-%s-%s-%s-%s' % (D(12), D(12), D(13), H(32))),
  hdr='Authorization: Bearer {0}', api='https://slack.com/api/conversations.history?channel=C0%s' % U(8))
V('Slack app-level', 'app-level token', '앱 레벨 토큰',
  lambda: one('SLACK_APP_TOKEN', 'xapp-1-A%s-%s-%s' % (U(10), D(13), H(64))),
  py='handler = SocketModeHandler(app, "{0}")')
V('Slack webhook', 'incoming webhook URL', '인커밍 웹훅 URL',
  lambda: (lambda s: [('SLACK_WEBHOOK_URL', 'https://hooks.slack.com/services/T0%s/B0%s/%s' % (U(8), U(9), s), [s])])(A(24)),
  use="curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {0}")
V('Discord', 'bot token', '봇 토큰', lambda: one('DISCORD_TOKEN', '%s.%s.%s' % (_disc_id(), W(6), W(38))),
  hdr='Authorization: Bot {0}', api='https://discord.com/api/v10/users/@me')
V('Discord webhook', 'webhook URL', '웹훅 URL',
  lambda: (lambda s: [('DISCORD_WEBHOOK', 'https://discord.com/api/webhooks/%s/%s' % (D(19), s), [s])])(W(68)),
  use="curl -H 'Content-Type: application/json' -d '{{\"content\":\"build failed\"}}' {0}")
V('Telegram', 'bot token', '봇 토큰', lambda: one('TELEGRAM_BOT_TOKEN', '%s:AA%s' % (D(10), W(33))),
  use='curl -s "https://api.telegram.org/bot{0}/sendMessage?chat_id=-100%s&text=ping"' % D(10))
V('Microsoft Teams', 'incoming webhook URL', '인커밍 웹훅 URL',
  lambda: (lambda s: [('TEAMS_WEBHOOK_URL', 'https://acmecorp.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (uuid4(), uuid4(), s, uuid4()), [s])])(H(32)),
  use="curl -H 'Content-Type: application/json' -d '{{\"text\":\"nightly ok\"}}' '{0}'")
V('Stripe', 'secret key', '시크릿 키', lambda: one('STRIPE_SECRET_KEY', 'sk_live_' + _stripe_body()),
  use='curl https://api.stripe.com/v1/charges?limit=3 -u {0}:', py='stripe.api_key = "{0}"')
V('Stripe restricted', 'restricted key', '제한 키', lambda: one('STRIPE_RK', 'rk_live_' + _stripe_body()),
  use='curl https://api.stripe.com/v1/payouts -u {0}:')
V('Stripe webhook', 'webhook signing secret', '웹훅 서명 시크릿', lambda: one('STRIPE_WEBHOOK_SECRET', 'whsec_' + A(32)),
  py='event = stripe.Webhook.construct_event(payload, sig_header, "{0}")')
V('OpenAI', 'project API key', '프로젝트 API 키', lambda: one('OPENAI_API_KEY', _openai_proj('sk-proj-')),
  hdr='Authorization: Bearer {0}', api='https://api.openai.com/v1/models',
  py='client = OpenAI(api_key="{0}")')
V('OpenAI legacy', 'API key', 'API 키', lambda: one('OPENAI_KEY', 'sk-' + A(20) + 'T3BlbkFJ' + A(20)),
  hdr='Authorization: Bearer {0}', api='https://api.openai.com/v1/chat/completions')
V('OpenAI service account', 'service account key', '서비스 계정 키',
  lambda: one('OPENAI_SVC_KEY', _openai_proj('sk-svcacct-')),
  hdr='Authorization: Bearer {0}', api='https://api.openai.com/v1/embeddings')
V('Anthropic', 'API key', 'API 키', lambda: one('ANTHROPIC_API_KEY', 'sk-ant-api03-' + W(93) + 'AA'),
  hdr='x-api-key: {0}', api='https://api.anthropic.com/v1/messages',
  py='client = anthropic.Anthropic(api_key="{0}")')
V('Anthropic admin', 'admin API key', '관리자 API 키', lambda: one('ANTHROPIC_ADMIN_KEY', 'sk-ant-admin01-' + W(93) + 'AA'),
  hdr='x-api-key: {0}', api='https://api.anthropic.com/v1/organizations/users')
V('Google Maps', 'server API key', '서버 API 키', lambda: one('GOOGLE_MAPS_KEY', 'AIza' + W(35)),
  use='curl "https://maps.googleapis.com/maps/api/geocode/json?address=Pangyo&key={0}"')
V('Google AI Studio', 'Gemini API key', 'Gemini API 키', lambda: one('GEMINI_API_KEY', 'AIza' + W(35)),
  hdr='x-goog-api-key: {0}', api='https://generativelanguage.googleapis.com/v1beta/models',
  py='genai.configure(api_key="{0}")')
V('Google OAuth', 'client secret', '클라이언트 시크릿',
  lambda: kv(('GOOGLE_CLIENT_ID', '%s-%s.apps.googleusercontent.com' % (D(12), L(32)), False),
             ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + W(28), True)))
V('Google OAuth refresh', 'refresh token', '리프레시 토큰', lambda: one('GOOGLE_REFRESH_TOKEN', '1//0' + LL(1) + W(98)),
  use='curl -d client_id=$CID -d client_secret=$CS -d grant_type=refresh_token -d refresh_token={0} https://oauth2.googleapis.com/token')
V('AWS', 'access key pair', '액세스 키 쌍',
  lambda: kv(('AWS_ACCESS_KEY_ID', 'AKIA' + rs(B32A, 16), True), ('AWS_SECRET_ACCESS_KEY', _aws_secret(), True)))
V('AWS STS', 'temporary credentials', '임시 자격 증명',
  lambda: kv(('AWS_ACCESS_KEY_ID', 'ASIA' + rs(B32A, 16), True), ('AWS_SECRET_ACCESS_KEY', _aws_secret(), True),
             ('AWS_SESSION_TOKEN', _aws_session(), True)))
V('AWS Bedrock', 'Bedrock API key', 'Bedrock API 키', lambda: one('AWS_BEARER_TOKEN_BEDROCK', _bedrock()),
  hdr='Authorization: Bearer {0}', api='https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-haiku-20240307-v1:0/converse')
V('Azure Storage', 'account key', '계정 키',
  lambda: (lambda k: [('AZURE_STORAGE_CONNECTION_STRING',
                       'DefaultEndpointsProtocol=https;AccountName=%sstore;AccountKey=%s;EndpointSuffix=core.windows.net' % (LL(6), k), [k])])(b64(64)))
V('Azure AD', 'client secret', '클라이언트 시크릿',
  lambda: kv(('AZURE_CLIENT_ID', uuid4(), False),
             ('AZURE_CLIENT_SECRET', rs(ALNUM + '_~.-', 3) + D(1) + 'Q~' + rs(ALNUM + '_~.-', 34), True)))
V('Azure DevOps', 'personal access token', 'PAT', lambda: one('AZURE_DEVOPS_PAT', rs(LOW + '234567', 52)),
  use='git clone https://pat:{0}@dev.azure.com/acme/Platform/_git/infra')
V('Azure OpenAI', 'API key', 'API 키', lambda: one('AZURE_OPENAI_API_KEY', H(32)),
  hdr='api-key: {0}', api='https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01')
V('Azure SAS', 'SAS token', 'SAS 토큰',
  lambda: (lambda s: [('AZURE_BLOB_SAS', 'sv=2022-11-02&ss=b&srt=co&sp=rwdlacx&se=2026-03-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=' + s, [s])])(_azure_sas_sig()))
V('Azure Service Bus', 'shared access key', '공유 액세스 키',
  lambda: (lambda k: [('SERVICEBUS_CONNECTION', 'Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (LL(5), k), [k])])(b64(32)))
V('Azure Container Registry', 'admin password', '관리자 비밀번호', lambda: one('ACR_PASSWORD', A(42) + '+ACR' + A(6)),
  use='docker login acmeprod.azurecr.io -u acmeprod -p {0}')
V('Azure Cosmos DB', 'primary key', '기본 키', lambda: one('COSMOS_KEY', b64(64)),
  py='client = CosmosClient("https://acme-cosmos.documents.azure.com:443/", credential="{0}")')
V('Alibaba Cloud', 'AccessKey pair', 'AccessKey 쌍',
  lambda: kv(('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI' + A(20), True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', A(30), True)))
V('Tencent Cloud', 'SecretId/SecretKey', 'SecretId/SecretKey',
  lambda: kv(('TENCENTCLOUD_SECRET_ID', 'AKID' + A(32), True), ('TENCENTCLOUD_SECRET_KEY', A(32), True)))
V('Huawei Cloud', 'AK/SK', 'AK/SK',
  lambda: kv(('HUAWEICLOUD_SDK_AK', U(20), True), ('HUAWEICLOUD_SDK_SK', A(40), True)))
V('Naver Cloud', 'access key pair', '액세스 키 쌍',
  lambda: kv(('NCLOUD_ACCESS_KEY', A(20), True), ('NCLOUD_SECRET_KEY', A(40), True)))
V('CLOVA Studio', 'API key', 'API 키', lambda: one('CLOVASTUDIO_API_KEY', 'nv-' + H(32)),
  hdr='Authorization: Bearer {0}', api='https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005')
V('Naver Developers', 'client secret', '클라이언트 시크릿',
  lambda: kv(('NAVER_CLIENT_ID', A(20), False), ('NAVER_CLIENT_SECRET', A(10), True)),
  use="curl 'https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91' -H 'X-Naver-Client-Id: {0}' -H 'X-Naver-Client-Secret: {1}'")
V('Naver Maps', 'API Gateway key', 'API Gateway 키',
  lambda: kv(('NCP_APIGW_KEY_ID', L(10), False), ('NCP_APIGW_KEY', A(40), True)),
  use="curl 'https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=pangyo' -H 'X-NCP-APIGW-API-KEY-ID: {0}' -H 'X-NCP-APIGW-API-KEY: {1}'")
V('Kakao', 'REST API key', 'REST API 키', lambda: one('KAKAO_REST_API_KEY', H(32)),
  hdr='Authorization: KakaoAK {0}', api='https://dapi.kakao.com/v2/local/search/address.json?query=판교역로')
V('Kakao admin', 'admin key', '어드민 키', lambda: one('KAKAO_ADMIN_KEY', H(32)),
  hdr='Authorization: KakaoAK {0}', api='https://kapi.kakao.com/v1/user/ids')
V('Kakao Login', 'client secret', '클라이언트 시크릿', lambda: one('KAKAO_CLIENT_SECRET', A(32)))
V('KakaoPay', 'secret key', '시크릿 키', lambda: one('KAKAOPAY_SECRET_KEY', 'PRD' + HU(37)),
  hdr='Authorization: SECRET_KEY {0}', api='https://open-api.kakaopay.com/online/v1/payment/ready')
V('Kakao Work', 'bot app key', '봇 앱 키', lambda: one('KAKAOWORK_APP_KEY', H(8) + '.' + H(32)),
  hdr='Authorization: Bearer {0}', api='https://api.kakaowork.com/v1/messages.send')
V('Toss Payments', 'secret key', '시크릿 키', lambda: one('TOSS_SECRET_KEY', 'live_sk_' + A(28)),
  use="curl -u {0}: -H 'Content-Type: application/json' https://api.tosspayments.com/v1/payments/confirm")
V('PortOne', 'V2 API secret', 'V2 API 시크릿', lambda: one('PORTONE_API_SECRET', A(80)),
  hdr='Authorization: PortOne {0}', api='https://api.portone.io/payments?requestBody=%7B%7D')
V('Iamport', 'REST API secret', 'REST API 시크릿',
  lambda: kv(('IMP_KEY', D(16), False), ('IMP_SECRET', A(80), True)),
  use="curl -X POST https://api.iamport.kr/users/getToken -d imp_key={0} -d imp_secret={1}")
V('NicePay', 'secret key', '시크릿 키',
  lambda: kv(('NICEPAY_CLIENT_KEY', 'R2_' + H(32), False), ('NICEPAY_SECRET_KEY', H(32), True)))
V('Bootpay', 'private key', '프라이빗 키',
  lambda: kv(('BOOTPAY_APPLICATION_ID', H(24), False), ('BOOTPAY_PRIVATE_KEY', b64(32), True)))
V('NHN Cloud', 'secret key', '시크릿 키',
  lambda: kv(('NHN_SMS_APPKEY', A(16), False), ('NHN_SMS_SECRET_KEY', A(16), True)),
  use="curl -H 'X-Secret-Key: {1}' https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms")
V('Solapi', 'API secret', 'API 시크릿',
  lambda: kv(('SOLAPI_API_KEY', 'NCS' + U(13), False), ('SOLAPI_API_SECRET', U(32), True)))
V('Aligo', 'SMS API key', '문자 API 키',
  lambda: one('ALIGO_API_KEY', L(32)),
  use='curl -X POST https://apis.aligo.in/send/ -d key={0} -d user_id=acmeops -d sender=0215880000')
V('Channel Talk', 'access secret', '액세스 시크릿',
  lambda: kv(('CHANNEL_ACCESS_KEY', H(24), False), ('CHANNEL_ACCESS_SECRET', H(32), True)),
  use="curl -H 'x-access-key: {0}' -H 'x-access-secret: {1}' https://api.channel.io/open/v5/user-chats")
V('data.go.kr', 'service key', '서비스 키',
  lambda: (lambda k: [('DATA_GO_KR_SERVICE_KEY', pctenc(k), [pctenc(k)])])(_datagokr()),
  use='curl "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={0}&numOfRows=10&dataType=JSON"')
V('Upbit', 'Open API key pair', 'Open API 키 쌍',
  lambda: kv(('UPBIT_OPEN_API_ACCESS_KEY', A(40), True), ('UPBIT_OPEN_API_SECRET_KEY', A(40), True)))
V('Bithumb', 'API key pair', 'API 키 쌍',
  lambda: kv(('BITHUMB_CONNECT_KEY', H(32), True), ('BITHUMB_SECRET_KEY', H(32), True)))
V('KIS Developers', 'app secret', '앱 시크릿',
  lambda: kv(('KIS_APP_KEY', 'PS' + A(34), False), ('KIS_APP_SECRET', b64(135), True)))
V('Dooray', 'incoming hook URL', '인커밍 훅 URL',
  lambda: (lambda s: [('DOORAY_HOOK_URL', 'https://hook.dooray.com/services/%s/%s/%s' % (D(19), D(19), s), [s])])(W(22)),
  use="curl -H 'Content-Type: application/json' -d '{{\"botName\":\"deploy\",\"text\":\"ok\"}}' {0}")
V('JANDI', 'incoming webhook URL', '웹훅 URL',
  lambda: (lambda s: [('JANDI_WEBHOOK', 'https://wh.jandi.com/connect-api/webhook/%s/%s' % (D(8), s), [s])])(H(32)),
  use="curl -H 'Accept: application/vnd.tosslab.jandi-v2+json' -H 'Content-Type: application/json' -d '{{\"body\":\"배포 완료\"}}' {0}")
V('Cafe24', 'client secret', '클라이언트 시크릿',
  lambda: kv(('CAFE24_CLIENT_ID', A(22), False), ('CAFE24_CLIENT_SECRET', A(22), True)))
V('Naver Search Ad', 'API secret key', 'API 시크릿 키',
  lambda: kv(('NAVER_AD_ACCESS_LICENSE', '0100000000' + H(54), False),
             ('NAVER_AD_SECRET_KEY', 'AQAAAA' + b64(36), True)))
V('Coupang Open API', 'secret key', '시크릿 키',
  lambda: kv(('COUPANG_ACCESS_KEY', uuid4(), False), ('COUPANG_SECRET_KEY', H(40), True)))
V('Sendbird', 'API token', 'API 토큰', lambda: one('SENDBIRD_API_TOKEN', H(40)),
  hdr='Api-Token: {0}', api='https://api-%s.sendbird.com/v3/users' % uuid4().upper())
V('LINE Messaging API', 'channel access token', '채널 액세스 토큰',
  lambda: one('LINE_CHANNEL_ACCESS_TOKEN', rs(ALNUM + '+/', 171) + '='),
  hdr='Authorization: Bearer {0}', api='https://api.line.me/v2/bot/message/push')
V('LINE Pay', 'channel secret key', '채널 시크릿 키',
  lambda: kv(('LINEPAY_CHANNEL_ID', D(10), False), ('LINEPAY_CHANNEL_SECRET', H(32), True)))
V('SendGrid', 'API key', 'API 키', lambda: one('SENDGRID_API_KEY', 'SG.' + W(22) + '.' + W(43)),
  hdr='Authorization: Bearer {0}', api='https://api.sendgrid.com/v3/mail/send',
  py='sg = SendGridAPIClient("{0}")')
V('Mailgun', 'private API key', '프라이빗 API 키', lambda: one('MAILGUN_API_KEY', '%s-%s-%s' % (H(32), H(8), H(8))),
  use='curl -s --user api:{0} https://api.mailgun.net/v3/mg.acme.io/messages -F to=ops@acme.io -F subject=test')
V('Mailchimp', 'API key', 'API 키', lambda: one('MAILCHIMP_API_KEY', H(32) + '-us' + str(R.randint(1, 21))),
  use='curl -u anystring:{0} https://us6.api.mailchimp.com/3.0/lists')
V('Postmark', 'server token', '서버 토큰', lambda: one('POSTMARK_SERVER_TOKEN', uuid4()),
  hdr='X-Postmark-Server-Token: {0}', api='https://api.postmarkapp.com/email')
V('Twilio', 'auth token', 'Auth Token',
  lambda: kv(('TWILIO_ACCOUNT_SID', 'AC' + H(32), False), ('TWILIO_AUTH_TOKEN', H(32), True)),
  use='curl -X POST https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json -u {0}:{1} --data-urlencode To=+15558675310')
V('Twilio API key', 'API key secret', 'API 키 시크릿',
  lambda: kv(('TWILIO_API_KEY', 'SK' + H(32), False), ('TWILIO_API_SECRET', A(32), True)))
V('Vonage', 'API secret', 'API 시크릿',
  lambda: kv(('VONAGE_API_KEY', H(8), False), ('VONAGE_API_SECRET', A(16), True)))
V('Plivo', 'auth token', 'Auth Token',
  lambda: kv(('PLIVO_AUTH_ID', 'MA' + U(18), False), ('PLIVO_AUTH_TOKEN', A(40), True)))
V('MessageBird', 'access key', '액세스 키', lambda: one('MESSAGEBIRD_ACCESS_KEY', A(25)),
  hdr='Authorization: AccessKey {0}', api='https://rest.messagebird.com/balance')
V('Brevo', 'API key', 'API 키', lambda: one('BREVO_API_KEY', 'xkeysib-' + H(64) + '-' + A(16)),
  hdr='api-key: {0}', api='https://api.brevo.com/v3/smtp/email')
V('Mailjet', 'secret key', '시크릿 키',
  lambda: kv(('MJ_APIKEY_PUBLIC', H(32), False), ('MJ_APIKEY_PRIVATE', H(32), True)),
  use='curl -s -X POST --user "{0}:{1}" https://api.mailjet.com/v3.1/send')
V('SparkPost', 'API key', 'API 키', lambda: one('SPARKPOST_API_KEY', H(40)),
  hdr='Authorization: {0}', api='https://api.sparkpost.com/api/v1/transmissions')
V('Resend', 'API key', 'API 키', lambda: one('RESEND_API_KEY', 're_' + A(8) + '_' + A(24)),
  hdr='Authorization: Bearer {0}', api='https://api.resend.com/emails')
V('Mandrill', 'API key', 'API 키', lambda: one('MANDRILL_KEY', 'md-' + W(22)))
V('Klaviyo', 'private API key', '프라이빗 API 키', lambda: one('KLAVIYO_PRIVATE_KEY', 'pk_' + H(34)),
  hdr='Authorization: Klaviyo-API-Key {0}', api='https://a.klaviyo.com/api/profiles/')
V('Infobip', 'API key', 'API 키', lambda: one('INFOBIP_API_KEY', H(32) + '-' + uuid4()),
  hdr='Authorization: App {0}', api='https://xk4m2p.api.infobip.com/sms/2/text/advanced')
V('npm', 'automation token', '자동화 토큰', lambda: one('NPM_TOKEN', 'npm_' + A(36)),
  use='npm config set //registry.npmjs.org/:_authToken {0}')
V('PyPI', 'API token', 'API 토큰', lambda: one('PYPI_TOKEN', _pypi()),
  use='twine upload -u __token__ -p {0} dist/*')
V('RubyGems', 'API key', 'API 키', lambda: one('GEM_HOST_API_KEY', 'rubygems_' + H(48)),
  hdr='Authorization: {0}', api='https://rubygems.org/api/v1/gems')
V('NuGet', 'API key', 'API 키', lambda: one('NUGET_API_KEY', 'oy2' + L(43)),
  use='dotnet nuget push bin/Release/Acme.Core.2.3.1.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json')
V('crates.io', 'API token', 'API 토큰', lambda: one('CARGO_REGISTRY_TOKEN', 'cio' + A(32)),
  use='cargo login {0}')
V('Docker Hub', 'personal access token', '개인 액세스 토큰', lambda: one('DOCKERHUB_TOKEN', 'dckr_pat_' + W(27)),
  use='docker login -u acmebuild -p {0}')
V('JFrog Artifactory', 'API key', 'API 키', lambda: one('ARTIFACTORY_API_KEY', 'AKCp8' + A(68)),
  hdr='X-JFrog-Art-Api: {0}', api='https://acme.jfrog.io/artifactory/api/repositories')
V('Clojars', 'deploy token', '배포 토큰', lambda: one('CLOJARS_PASSWORD', 'CLOJARS_' + H(60)))
V('Hugging Face', 'access token', '액세스 토큰', lambda: one('HF_TOKEN', 'hf_' + rs(UPP + LOW, 34)),
  use='huggingface-cli login --token {0}', py='login(token="{0}")')
V('Replicate', 'API token', 'API 토큰', lambda: one('REPLICATE_API_TOKEN', 'r8_' + A(37)),
  hdr='Authorization: Bearer {0}', api='https://api.replicate.com/v1/predictions')
V('Groq', 'API key', 'API 키', lambda: one('GROQ_API_KEY', 'gsk_' + A(52)),
  hdr='Authorization: Bearer {0}', api='https://api.groq.com/openai/v1/chat/completions',
  py='client = Groq(api_key="{0}")')
V('Perplexity', 'API key', 'API 키', lambda: one('PERPLEXITY_API_KEY', 'pplx-' + A(48)),
  hdr='Authorization: Bearer {0}', api='https://api.perplexity.ai/chat/completions')
V('xAI', 'API key', 'API 키', lambda: one('XAI_API_KEY', 'xai-' + A(80)),
  hdr='Authorization: Bearer {0}', api='https://api.x.ai/v1/chat/completions')
V('Mistral', 'API key', 'API 키', lambda: one('MISTRAL_API_KEY', A(32)),
  hdr='Authorization: Bearer {0}', api='https://api.mistral.ai/v1/models')
V('Cohere', 'API key', 'API 키', lambda: one('CO_API_KEY', A(40)),
  py='co = cohere.ClientV2("{0}")')
V('DeepSeek', 'API key', 'API 키', lambda: one('DEEPSEEK_API_KEY', 'sk-' + H(32)),
  hdr='Authorization: Bearer {0}', api='https://api.deepseek.com/chat/completions')
V('OpenRouter', 'API key', 'API 키', lambda: one('OPENROUTER_API_KEY', 'sk-or-v1-' + H(64)),
  hdr='Authorization: Bearer {0}', api='https://openrouter.ai/api/v1/chat/completions')
V('LangSmith', 'API key', 'API 키', lambda: one('LANGSMITH_API_KEY', 'lsv2_pt_' + H(32) + '_' + H(10)))
V('Pinecone', 'API key', 'API 키', lambda: one('PINECONE_API_KEY', 'pcsk_' + A(5) + '_' + A(63)),
  hdr='Api-Key: {0}', api='https://api.pinecone.io/indexes', py='pc = Pinecone(api_key="{0}")')
V('Weights & Biases', 'API key', 'API 키', lambda: one('WANDB_API_KEY', H(40)),
  use='wandb login {0}')
V('ElevenLabs', 'API key', 'API 키', lambda: one('ELEVENLABS_API_KEY', 'sk_' + H(48)),
  hdr='xi-api-key: {0}', api='https://api.elevenlabs.io/v1/voices')
V('Tavily', 'API key', 'API 키', lambda: one('TAVILY_API_KEY', 'tvly-' + pick(['', 'dev-', 'prod-']) + A(32)),
  py='tavily = TavilyClient(api_key="{0}")')
V('Firecrawl', 'API key', 'API 키', lambda: one('FIRECRAWL_API_KEY', 'fc-' + H(32)),
  hdr='Authorization: Bearer {0}', api='https://api.firecrawl.dev/v1/scrape')
V('Langfuse', 'secret key', '시크릿 키',
  lambda: kv(('LANGFUSE_PUBLIC_KEY', 'pk-lf-' + uuid4(), False), ('LANGFUSE_SECRET_KEY', 'sk-lf-' + uuid4(), True)))
V('Together AI', 'API key', 'API 키', lambda: one('TOGETHER_API_KEY', 'tgp_v1_' + W(43)),
  hdr='Authorization: Bearer {0}', api='https://api.together.xyz/v1/chat/completions')
V('Fireworks AI', 'API key', 'API 키', lambda: one('FIREWORKS_API_KEY', 'fw_' + A(24)),
  hdr='Authorization: Bearer {0}', api='https://api.fireworks.ai/inference/v1/chat/completions')
V('Cerebras', 'API key', 'API 키', lambda: one('CEREBRAS_API_KEY', 'csk-' + L(48)),
  hdr='Authorization: Bearer {0}', api='https://api.cerebras.ai/v1/chat/completions')
V('Voyage AI', 'API key', 'API 키', lambda: one('VOYAGE_API_KEY', 'pa-' + W(43)),
  py='vo = voyageai.Client(api_key="{0}")')
V('AssemblyAI', 'API key', 'API 키', lambda: one('ASSEMBLYAI_API_KEY', H(32)),
  hdr='authorization: {0}', api='https://api.assemblyai.com/v2/transcript')
V('Deepgram', 'API key', 'API 키', lambda: one('DEEPGRAM_API_KEY', H(40)),
  hdr='Authorization: Token {0}', api='https://api.deepgram.com/v1/listen?model=nova-2&language=ko')
V('Stability AI', 'API key', 'API 키', lambda: one('STABILITY_API_KEY', 'sk-' + A(48)),
  hdr='Authorization: Bearer {0}', api='https://api.stability.ai/v2beta/stable-image/generate/core')
V('Jina AI', 'API key', 'API 키', lambda: one('JINA_API_KEY', 'jina_' + H(32) + A(28)),
  hdr='Authorization: Bearer {0}', api='https://api.jina.ai/v1/embeddings')
V('Kaggle', 'API key', 'API 키',
  lambda: kv(('KAGGLE_USERNAME', pick(['minjikim', 'acme-ml', 'jhpark92']), False), ('KAGGLE_KEY', H(32), True)))
V('Databricks', 'personal access token', '개인 액세스 토큰', lambda: one('DATABRICKS_TOKEN', 'dapi' + H(32) + pick(['', '-2', '-3'])),
  hdr='Authorization: Bearer {0}', api='https://adb-%s.7.azuredatabricks.net/api/2.1/jobs/list' % D(16))
V('Vercel', 'access token', '액세스 토큰', lambda: one('VERCEL_TOKEN', A(24)),
  use='vercel deploy --prod --token {0}')
V('Netlify', 'personal access token', '개인 액세스 토큰', lambda: one('NETLIFY_AUTH_TOKEN', 'nfp_' + A(36)),
  hdr='Authorization: Bearer {0}', api='https://api.netlify.com/api/v1/sites')
V('Heroku', 'API key', 'API 키', lambda: one('HEROKU_API_KEY', 'HRKU-AA' + W(58)),
  hdr='Authorization: Bearer {0}', api='https://api.heroku.com/apps')
V('Fly.io', 'deploy token', '배포 토큰', lambda: one('FLY_API_TOKEN', 'fo1_' + W(43)),
  use='flyctl deploy --access-token {0} -a acme-api')
V('Render', 'API key', 'API 키', lambda: one('RENDER_API_KEY', 'rnd_' + A(32)),
  hdr='Authorization: Bearer {0}', api='https://api.render.com/v1/services?limit=20')
V('Railway', 'project token', '프로젝트 토큰', lambda: one('RAILWAY_TOKEN', uuid4()),
  hdr='Project-Access-Token: {0}', api='https://backboard.railway.com/graphql/v2')
V('DigitalOcean', 'personal access token', '개인 액세스 토큰', lambda: one('DIGITALOCEAN_TOKEN', 'dop_v1_' + H(64)),
  hdr='Authorization: Bearer {0}', api='https://api.digitalocean.com/v2/droplets')
V('DigitalOcean Spaces', 'access key pair', '액세스 키 쌍',
  lambda: kv(('SPACES_KEY', 'DO00' + rs(UPP + DIG, 16), True), ('SPACES_SECRET', b64(32).rstrip('='), True)))
V('Linode', 'API token', 'API 토큰', lambda: one('LINODE_TOKEN', H(64)),
  hdr='Authorization: Bearer {0}', api='https://api.linode.com/v4/linode/instances')
V('Vultr', 'API key', 'API 키', lambda: one('VULTR_API_KEY', U(36)),
  hdr='Authorization: Bearer {0}', api='https://api.vultr.com/v2/instances')
V('Hetzner Cloud', 'API token', 'API 토큰', lambda: one('HCLOUD_TOKEN', A(64)),
  hdr='Authorization: Bearer {0}', api='https://api.hetzner.cloud/v1/servers')
V('Scaleway', 'API key pair', 'API 키 쌍',
  lambda: kv(('SCW_ACCESS_KEY', 'SCW' + U(17), True), ('SCW_SECRET_KEY', uuid4(), True)))
V('Cloudflare', 'API token', 'API 토큰', lambda: one('CLOUDFLARE_API_TOKEN', W(40)),
  hdr='Authorization: Bearer {0}', api='https://api.cloudflare.com/client/v4/user/tokens/verify')
V('Cloudflare Global', 'global API key', '글로벌 API 키', lambda: one('CF_API_KEY', H(37)),
  use="curl -H 'X-Auth-Email: ops@acme.io' -H 'X-Auth-Key: {0}' https://api.cloudflare.com/client/v4/zones")
V('Cloudflare R2', 'S3 access key pair', 'S3 액세스 키 쌍',
  lambda: kv(('R2_ACCESS_KEY_ID', H(32), True), ('R2_SECRET_ACCESS_KEY', H(64), True)))
V('Fastly', 'API token', 'API 토큰', lambda: one('FASTLY_API_TOKEN', W(32)),
  hdr='Fastly-Key: {0}', api='https://api.fastly.com/service')
V('Supabase', 'access token', '액세스 토큰', lambda: one('SUPABASE_ACCESS_TOKEN', 'sbp_' + H(40)),
  hdr='Authorization: Bearer {0}', api='https://api.supabase.com/v1/projects')
V('Supabase service role', 'service_role key', 'service_role 키', lambda: one('SUPABASE_SERVICE_ROLE_KEY', _supabase_jwt()),
  py='supabase = create_client(SUPABASE_URL, "{0}")')
V('PlanetScale', 'service token', '서비스 토큰',
  lambda: kv(('PLANETSCALE_SERVICE_TOKEN_ID', L(12), False), ('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(ALNUM + '_', 43), True)))
V('PlanetScale password', 'database password', 'DB 비밀번호', lambda: one('DATABASE_PASSWORD', 'pscale_pw_' + rs(ALNUM + '_', 43)))
V('Neon', 'API key', 'API 키', lambda: one('NEON_API_KEY', 'napi_' + L(60)),
  hdr='Authorization: Bearer {0}', api='https://console.neon.tech/api/v2/projects')
V('Turso', 'database token', 'DB 토큰', lambda: one('TURSO_AUTH_TOKEN', _turso_jwt()))
V('Upstash', 'REST token', 'REST 토큰', lambda: one('UPSTASH_REDIS_REST_TOKEN', 'A' + rs('XYZ', 1) + A(2) + 'AAIjcDE' + H(32) + 'cDE' + A(20)),
  hdr='Authorization: Bearer {0}', api='https://apn1-%s-%s.upstash.io/get/foo' % (LL(6), D(5)))
V('MongoDB Atlas', 'API private key', 'API 프라이빗 키',
  lambda: kv(('ATLAS_PUBLIC_KEY', LL(8), False), ('ATLAS_PRIVATE_KEY', uuid4(), True)),
  use='curl --digest -u "{0}:{1}" https://cloud.mongodb.com/api/atlas/v2/groups')
V('Firebase Cloud Messaging', 'legacy server key', '레거시 서버 키',
  lambda: one('FCM_SERVER_KEY', 'AAAA' + W(7) + ':APA91b' + W(134)),
  hdr='Authorization: key={0}', api='https://fcm.googleapis.com/fcm/send')
V('Sentry', 'user auth token', '사용자 인증 토큰', lambda: one('SENTRY_AUTH_TOKEN', 'sntryu_' + H(64)),
  use='sentry-cli --auth-token {0} releases new 2.14.0')
V('Sentry org', 'organization token', '조직 토큰', lambda: one('SENTRY_ORG_TOKEN', _sentry_org()))
V('Datadog', 'API and application keys', 'API/애플리케이션 키',
  lambda: kv(('DD_API_KEY', H(32), True), ('DD_APP_KEY', H(40), True)),
  use="curl -H 'DD-API-KEY: {0}' -H 'DD-APPLICATION-KEY: {1}' https://api.datadoghq.com/api/v1/monitor")
V('New Relic', 'user API key', '사용자 API 키', lambda: one('NEW_RELIC_API_KEY', 'NRAK-' + U(27)),
  hdr='API-Key: {0}', api='https://api.newrelic.com/graphql')
V('New Relic license', 'license key', '라이선스 키', lambda: one('NEW_RELIC_LICENSE_KEY', H(36) + 'NRAL'))
V('Grafana', 'service account token', '서비스 계정 토큰', lambda: one('GRAFANA_SA_TOKEN', 'glsa_' + A(32) + '_' + H(8)),
  hdr='Authorization: Bearer {0}', api='https://grafana.ops.acme.io/api/dashboards/uid/api-latency')
V('Grafana Cloud', 'access policy token', '액세스 정책 토큰', lambda: one('GRAFANA_CLOUD_TOKEN', _glc()))
V('Honeycomb', 'ingest key', '인제스트 키', lambda: one('HONEYCOMB_API_KEY', 'hcaik_01' + L(56)),
  hdr='x-honeycomb-team: {0}', api='https://api.honeycomb.io/1/auth')
V('PagerDuty', 'REST API key', 'REST API 키', lambda: one('PAGERDUTY_TOKEN', 'u+' + rs(ALNUM + '_-', 18)),
  hdr='Authorization: Token token={0}', api='https://api.pagerduty.com/incidents?statuses[]=triggered')
V('Opsgenie', 'API key', 'API 키', lambda: one('OPSGENIE_API_KEY', uuid4()),
  hdr='Authorization: GenieKey {0}', api='https://api.opsgenie.com/v2/alerts')
V('Splunk', 'HEC token', 'HEC 토큰', lambda: one('SPLUNK_HEC_TOKEN', uuid4().upper()),
  hdr='Authorization: Splunk {0}', api='https://splunk.ops.acme.io:8088/services/collector/event')
V('Dynatrace', 'API token', 'API 토큰', lambda: one('DT_API_TOKEN', 'dt0c01.' + U(24) + '.' + U(64)),
  hdr='Authorization: Api-Token {0}', api='https://abc12345.live.dynatrace.com/api/v2/metrics')
V('Rollbar', 'access token', '액세스 토큰', lambda: one('ROLLBAR_ACCESS_TOKEN', H(32)),
  hdr='X-Rollbar-Access-Token: {0}', api='https://api.rollbar.com/api/1/items')
V('Linear', 'API key', 'API 키', lambda: one('LINEAR_API_KEY', 'lin_api_' + A(40)),
  hdr='Authorization: {0}', api='https://api.linear.app/graphql')
V('Notion', 'integration secret', '인테그레이션 시크릿',
  lambda: one('NOTION_TOKEN', pick(['ntn_' + D(11) + A(35), 'secret_' + A(43)])),
  hdr='Authorization: Bearer {0}', api='https://api.notion.com/v1/search')
V('Airtable', 'personal access token', '개인 액세스 토큰', lambda: one('AIRTABLE_PAT', 'pat' + A(14) + '.' + H(64)),
  hdr='Authorization: Bearer {0}', api='https://api.airtable.com/v0/meta/bases')
V('Asana', 'personal access token', '개인 액세스 토큰', lambda: one('ASANA_PAT', '2/%s/%s:%s' % (D(16), D(16), H(32))),
  hdr='Authorization: Bearer {0}', api='https://app.asana.com/api/1.0/users/me')
V('Trello', 'API token', 'API 토큰',
  lambda: kv(('TRELLO_KEY', H(32), False), ('TRELLO_TOKEN', 'ATTA' + H(64) + HU(8), True)),
  use='curl "https://api.trello.com/1/members/me/boards?key={0}&token={1}"')
V('ClickUp', 'personal API token', '개인 API 토큰', lambda: one('CLICKUP_TOKEN', 'pk_%s_%s' % (D(8), U(32))),
  hdr='Authorization: {0}', api='https://api.clickup.com/api/v2/team')
V('Figma', 'personal access token', '개인 액세스 토큰', lambda: one('FIGMA_TOKEN', 'figd_' + W(40)),
  hdr='X-Figma-Token: {0}', api='https://api.figma.com/v1/files/%s' % A(22))
V('Shopify', 'Admin API access token', 'Admin API 액세스 토큰', lambda: one('SHOPIFY_ADMIN_TOKEN', 'shpat_' + H(32)),
  hdr='X-Shopify-Access-Token: {0}', api='https://acme-store.myshopify.com/admin/api/2024-10/orders.json')
V('Shopify app', 'app shared secret', '앱 공유 시크릿', lambda: one('SHOPIFY_API_SECRET', 'shpss_' + H(32)))
V('Square', 'access token', '액세스 토큰', lambda: one('SQUARE_ACCESS_TOKEN', 'EAAA' + W(60)),
  hdr='Authorization: Bearer {0}', api='https://connect.squareup.com/v2/locations')
V('Braintree', 'access token', '액세스 토큰', lambda: one('BRAINTREE_ACCESS_TOKEN', 'access_token$production$%s$%s' % (L(16), H(32))))
V('Razorpay', 'key secret', '키 시크릿',
  lambda: kv(('RAZORPAY_KEY_ID', 'rzp_live_' + A(14), False), ('RAZORPAY_KEY_SECRET', A(24), True)),
  use='curl -u {0}:{1} https://api.razorpay.com/v1/payments?count=5')
V('Paystack', 'secret key', '시크릿 키', lambda: one('PAYSTACK_SECRET_KEY', 'sk_live_' + H(40)),
  hdr='Authorization: Bearer {0}', api='https://api.paystack.co/transaction/verify/ref_%s' % L(10))
V('Flutterwave', 'secret key', '시크릿 키', lambda: one('FLW_SECRET_KEY', 'FLWSECK-' + H(32) + '-X'),
  hdr='Authorization: Bearer {0}', api='https://api.flutterwave.com/v3/transactions')
V('Mollie', 'live API key', '라이브 API 키', lambda: one('MOLLIE_API_KEY', 'live_' + A(30)),
  hdr='Authorization: Bearer {0}', api='https://api.mollie.com/v2/payments')
V('Paddle', 'API key', 'API 키', lambda: one('PADDLE_API_KEY', 'pdl_live_apikey_01' + L(24) + '_' + A(22) + '_' + A(3)),
  hdr='Authorization: Bearer {0}', api='https://api.paddle.com/transactions')
V('Okta', 'API token', 'API 토큰', lambda: one('OKTA_API_TOKEN', '00' + W(40)),
  hdr='Authorization: SSWS {0}', api='https://acme.okta.com/api/v1/users?limit=25')
V('Auth0', 'client secret', '클라이언트 시크릿',
  lambda: kv(('AUTH0_CLIENT_ID', A(32), False), ('AUTH0_CLIENT_SECRET', W(64), True)))
V('Clerk', 'secret key', '시크릿 키', lambda: one('CLERK_SECRET_KEY', 'sk_live_' + A(42)),
  hdr='Authorization: Bearer {0}', api='https://api.clerk.com/v1/users?limit=10')
V('Doppler', 'service token', '서비스 토큰', lambda: one('DOPPLER_TOKEN', 'dp.st.prd.' + A(43)),
  use='doppler run --token {0} -- ./start.sh')
V('HashiCorp Vault', 'token', '토큰', lambda: one('VAULT_TOKEN', 'hvs.CAESI' + W(86)),
  hdr='X-Vault-Token: {0}', api='https://vault.ops.acme.io/v1/secret/data/prod/db')
V('Terraform Cloud', 'API token', 'API 토큰', lambda: one('TFE_TOKEN', A(14) + '.atlasv1.' + A(67)),
  hdr='Authorization: Bearer {0}', api='https://app.terraform.io/api/v2/organizations/acme/workspaces')
V('Pulumi', 'access token', '액세스 토큰', lambda: one('PULUMI_ACCESS_TOKEN', 'pul-' + H(40)),
  use='pulumi login --non-interactive  # with PULUMI_ACCESS_TOKEN={0}')
V('1Password', 'service account token', '서비스 계정 토큰', lambda: one('OP_SERVICE_ACCOUNT_TOKEN', _one_password()))
V('Bitwarden Secrets Manager', 'access token', '액세스 토큰',
  lambda: one('BWS_ACCESS_TOKEN', '0.%s.%s:%s' % (uuid4(), A(30), b64(16))),
  use='bws secret list --access-token {0}')
V('Infisical', 'service token', '서비스 토큰', lambda: one('INFISICAL_TOKEN', 'st.%s.%s.%s' % (uuid4(), H(32), H(32))))
V('Snyk', 'API token', 'API 토큰', lambda: one('SNYK_TOKEN', uuid4()),
  hdr='Authorization: token {0}', api='https://api.snyk.io/rest/orgs?version=2024-10-15')
V('SonarQube', 'user token', '사용자 토큰', lambda: one('SONAR_TOKEN', 'squ_' + H(40)),
  use='sonar-scanner -Dsonar.projectKey=acme_api -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={0}')
V('CircleCI', 'personal API token', '개인 API 토큰', lambda: one('CIRCLE_TOKEN', 'CCIPAT_' + A(22) + '_' + H(40)),
  hdr='Circle-Token: {0}', api='https://circleci.com/api/v2/me')
V('Buildkite', 'API access token', 'API 액세스 토큰', lambda: one('BUILDKITE_API_TOKEN', 'bkua_' + H(40)),
  hdr='Authorization: Bearer {0}', api='https://api.buildkite.com/v2/organizations/acme/pipelines')
V('Codecov', 'upload token', '업로드 토큰', lambda: one('CODECOV_TOKEN', uuid4()),
  use='codecovcli upload-process -t {0} -f coverage.xml')
V('Sourcegraph', 'access token', '액세스 토큰', lambda: one('SRC_ACCESS_TOKEN', 'sgp_' + H(16) + '_' + H(40)),
  hdr='Authorization: token {0}', api='https://sourcegraph.acme.io/.api/graphql')
V('Postman', 'API key', 'API 키', lambda: one('POSTMAN_API_KEY', 'PMAK-' + H(24) + '-' + H(34)),
  hdr='X-Api-Key: {0}', api='https://api.getpostman.com/collections')
V('Contentful', 'management token', '관리 토큰', lambda: one('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + W(43)),
  hdr='Authorization: Bearer {0}', api='https://api.contentful.com/spaces/%s/environments' % L(12))
V('Algolia', 'admin API key', '어드민 API 키',
  lambda: kv(('ALGOLIA_APP_ID', U(10), False), ('ALGOLIA_ADMIN_KEY', H(32), True)),
  use="curl -H 'X-Algolia-Application-Id: {0}' -H 'X-Algolia-API-Key: {1}' https://{0}-dsn.algolia.net/1/indexes")
V('Mapbox', 'secret token', '시크릿 토큰', lambda: one('MAPBOX_SECRET_TOKEN', _mapbox_sk(pick(['acme-maps', 'minjikim', 'hanbit-geo']))),
  use='curl "https://api.mapbox.com/tokens/v2?access_token={0}"')
V('Segment', 'write key', '쓰기 키', lambda: one('SEGMENT_WRITE_KEY', A(32)),
  use='curl -u {0}: https://api.segment.io/v1/track -d @event.json')
V('PostHog', 'personal API key', '개인 API 키', lambda: one('POSTHOG_PERSONAL_API_KEY', 'phx_' + A(43)),
  hdr='Authorization: Bearer {0}', api='https://us.posthog.com/api/projects/')
V('Intercom', 'access token', '액세스 토큰', lambda: one('INTERCOM_ACCESS_TOKEN', _intercom()),
  hdr='Authorization: Bearer {0}', api='https://api.intercom.io/contacts')
V('Zendesk', 'API token', 'API 토큰', lambda: one('ZENDESK_API_TOKEN', A(40)),
  use='curl -u support@acme.io/token:{0} https://acme.zendesk.com/api/v2/tickets.json')
V('HubSpot', 'private app token', '프라이빗 앱 토큰', lambda: one('HUBSPOT_ACCESS_TOKEN', 'pat-' + pick(['na1', 'eu1', 'na2']) + '-' + uuid4()),
  hdr='Authorization: Bearer {0}', api='https://api.hubapi.com/crm/v3/objects/contacts')
V('Typeform', 'personal token', '개인 토큰', lambda: one('TYPEFORM_TOKEN', 'tfp_' + A(44) + '_' + A(14)),
  hdr='Authorization: Bearer {0}', api='https://api.typeform.com/forms')
V('Cloudinary', 'API secret', 'API 시크릿',
  lambda: (lambda s: [('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (D(15), s, pick(['acme-media', 'dxk8pqa', 'hanbit'])), [s])])(W(27)))
V('age', 'secret key', '비밀 키', lambda: one('SOPS_AGE_KEY', 'AGE-SECRET-KEY-1' + rs(BECH32, 58)))
V('Tailscale', 'auth key', '인증 키', lambda: one('TS_AUTHKEY', 'tskey-auth-k' + A(7) + 'CNTRL-' + A(33)),
  use='tailscale up --authkey={0} --advertise-tags=tag:ci')
V('ngrok', 'authtoken', 'authtoken', lambda: one('NGROK_AUTHTOKEN', '2' + A(26) + '_' + A(21)),
  use='ngrok config add-authtoken {0}')
V('Expo', 'access token', '액세스 토큰', lambda: one('EXPO_TOKEN', W(40)))
V('Prefect', 'API key', 'API 키', lambda: one('PREFECT_API_KEY', 'pnu_' + A(36)),
  use='prefect cloud login -k {0} -w acme/prod')
V('Deno Deploy', 'access token', '액세스 토큰', lambda: one('DENO_DEPLOY_TOKEN', 'ddp_' + A(36)),
  use='deployctl deploy --project=acme-edge --token={0} main.ts')
V('Fauna', 'secret', '시크릿', lambda: one('FAUNA_SECRET', 'fnA' + W(37)))
V('Ghost', 'Admin API key', 'Admin API 키',
  lambda: (lambda i, s: [('GHOST_ADMIN_API_KEY', i + ':' + s, [s])])(H(24), H(64)))
V('WordPress', 'application password', '애플리케이션 비밀번호', lambda: one('WP_APP_PASSWORD', _wp_app_pw()),
  use='curl --user "editor-bot:{0}" https://blog.acme.io/wp-json/wp/v2/posts -d title=draft')
V('Gmail', 'app password', '앱 비밀번호', lambda: one('SMTP_APP_PASSWORD', _gmail_app_pw()))
V('Apple ID', 'app-specific password', '앱 암호', lambda: one('APPLE_APP_SPECIFIC_PASSWORD', _apple_app_pw()),
  use='xcrun notarytool submit Acme.dmg --apple-id release@acme.io --team-id %s --password {0} --wait' % U(10))
V('Jenkins', 'API token', 'API 토큰', lambda: one('JENKINS_API_TOKEN', '11' + H(32)),
  use='curl -X POST -u ci-bot:{0} https://jenkins.acme.io/job/deploy-api/buildWithParameters?ENV=prod')
V('Harbor', 'robot account secret', '로봇 계정 시크릿', lambda: one('HARBOR_ROBOT_SECRET', A(32)),
  use="docker login harbor.acme.io -u 'robot$platform+ci' -p {0}")
V('Quay', 'robot token', '로봇 토큰', lambda: one('QUAY_ROBOT_TOKEN', U(64)),
  use='docker login quay.io -u acme+builder -p {0}')
V('X (Twitter)', 'bearer token', '베어러 토큰',
  lambda: one('TWITTER_BEARER_TOKEN', 'AAAAAAAAAAAAAAAAAAAAA' + A(4) + 'AAAAAAA' + A(20) + '%3D' + A(50)),
  hdr='Authorization: Bearer {0}', api='https://api.twitter.com/2/tweets/search/recent?query=acme')
V('Meta Graph API', 'page access token', '페이지 액세스 토큰', lambda: one('FB_PAGE_TOKEN', 'EAAG' + A(R.randint(160, 190))),
  use='curl "https://graph.facebook.com/v19.0/me/accounts?access_token={0}"')
V('WhatsApp Cloud API', 'system user token', '시스템 사용자 토큰', lambda: one('WHATSAPP_TOKEN', 'EAAJ' + A(R.randint(170, 200))),
  hdr='Authorization: Bearer {0}', api='https://graph.facebook.com/v20.0/%s/messages' % D(15))
V('Meta app', 'app secret', '앱 시크릿',
  lambda: kv(('FB_APP_ID', D(15), False), ('FB_APP_SECRET', H(32), True)))
V('Spotify', 'client secret', '클라이언트 시크릿',
  lambda: kv(('SPOTIFY_CLIENT_ID', H(32), False), ('SPOTIFY_CLIENT_SECRET', H(32), True)))
V('Twitch', 'client secret', '클라이언트 시크릿',
  lambda: kv(('TWITCH_CLIENT_ID', L(30), False), ('TWITCH_CLIENT_SECRET', L(30), True)))
V('Dropbox', 'access token', '액세스 토큰', lambda: one('DROPBOX_ACCESS_TOKEN', 'sl.B' + W(R.randint(130, 140))),
  hdr='Authorization: Bearer {0}', api='https://api.dropboxapi.com/2/files/list_folder')
V('Zoom', 'Server-to-Server client secret', 'S2S 클라이언트 시크릿',
  lambda: kv(('ZOOM_ACCOUNT_ID', W(22), False), ('ZOOM_CLIENT_ID', W(22), False), ('ZOOM_CLIENT_SECRET', A(32), True)))
V('Vimeo', 'access token', '액세스 토큰', lambda: one('VIMEO_ACCESS_TOKEN', H(32)),
  hdr='Authorization: bearer {0}', api='https://api.vimeo.com/me/videos')
V('Agora', 'app certificate', '앱 인증서',
  lambda: kv(('AGORA_APP_ID', H(32), False), ('AGORA_APP_CERTIFICATE', H(32), True)))
V('Mux', 'token secret', '토큰 시크릿',
  lambda: kv(('MUX_TOKEN_ID', uuid4(), False), ('MUX_TOKEN_SECRET', rs(ALNUM + '+/', 75), True)))
V('LaunchDarkly', 'server-side SDK key', '서버 SDK 키', lambda: one('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4()),
  py='ldclient.set_config(Config("{0}"))')
V('Statsig', 'server secret key', '서버 시크릿 키', lambda: one('STATSIG_SERVER_SECRET', 'secret-' + A(43)),
  hdr='statsig-api-key: {0}', api='https://statsigapi.net/console/v1/gates')
V('Unleash', 'backend API token', '백엔드 API 토큰',
  lambda: (lambda s: [('UNLEASH_API_TOKEN', '*:production.' + s, [s])])(H(64)),
  hdr='Authorization: {0}', api='https://unleash.acme.io/api/client/features')
V('Flagsmith', 'server-side key', '서버 키', lambda: one('FLAGSMITH_SERVER_KEY', 'ser.' + A(22)))
V('Pusher', 'app secret', '앱 시크릿',
  lambda: kv(('PUSHER_APP_ID', D(7), False), ('PUSHER_KEY', H(20), False), ('PUSHER_SECRET', H(20), True)))
V('Ably', 'API key', 'API 키',
  lambda: (lambda s: [('ABLY_API_KEY', '%s.%s:%s' % (W(6), W(6), s), [s])])(W(43)))
V('Stream', 'API secret', 'API 시크릿',
  lambda: kv(('STREAM_API_KEY', L(12), False), ('STREAM_API_SECRET', L(64), True)))
V('OneSignal', 'REST API key', 'REST API 키', lambda: one('ONESIGNAL_REST_API_KEY', 'os_v2_app_' + rs(LOW + '234567', 113)),
  hdr='Authorization: Key {0}', api='https://api.onesignal.com/notifications')
V('Alpaca', 'API secret key', 'API 시크릿 키',
  lambda: kv(('APCA_API_KEY_ID', 'AK' + U(18), False), ('APCA_API_SECRET_KEY', A(40), True)),
  use="curl -H 'APCA-API-KEY-ID: {0}' -H 'APCA-API-SECRET-KEY: {1}' https://api.alpaca.markets/v2/account")
V('Polygon.io', 'API key', 'API 키', lambda: one('POLYGON_API_KEY', W(32)),
  use='curl "https://api.polygon.io/v2/aggs/ticker/AAPL/prev?apiKey={0}"')
V('Finnhub', 'API key', 'API 키', lambda: one('FINNHUB_TOKEN', 'c' + L(19)),
  use='curl "https://finnhub.io/api/v1/quote?symbol=005930.KS&token={0}"')
V('Alpha Vantage', 'API key', 'API 키', lambda: one('ALPHAVANTAGE_KEY', U(16)),
  use='curl "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=IBM&apikey={0}"')
V('OpenWeatherMap', 'API key', 'API 키', lambda: one('OWM_API_KEY', H(32)),
  use='curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={0}"')
V('SerpApi', 'API key', 'API 키', lambda: one('SERPAPI_API_KEY', H(64)),
  use='curl "https://serpapi.com/search.json?engine=google&q=coffee&api_key={0}"')
V('ScraperAPI', 'API key', 'API 키', lambda: one('SCRAPERAPI_KEY', H(32)),
  use='curl "http://api.scraperapi.com?api_key={0}&url=https://example.com"')
V('IPinfo', 'access token', '액세스 토큰', lambda: one('IPINFO_TOKEN', H(14)),
  use='curl "https://ipinfo.io/8.8.8.8?token={0}"')
V('Binance', 'API secret', 'API 시크릿',
  lambda: kv(('BINANCE_API_KEY', A(64), False), ('BINANCE_API_SECRET', A(64), True)))
V('Plaid', 'secret', '시크릿',
  lambda: kv(('PLAID_CLIENT_ID', H(24), False), ('PLAID_SECRET', H(30), True)))
V('GoCardless', 'live access token', '라이브 액세스 토큰', lambda: one('GOCARDLESS_ACCESS_TOKEN', 'live_' + W(40)),
  hdr='Authorization: Bearer {0}', api='https://api.gocardless.com/mandates')
V('Midtrans', 'server key', '서버 키', lambda: one('MIDTRANS_SERVER_KEY', 'Mid-server-' + W(24)))
V('Xendit', 'secret API key', '시크릿 API 키', lambda: one('XENDIT_SECRET_KEY', 'xnd_production_' + A(60)),
  use='curl https://api.xendit.co/balance -u {0}:')
V('Lob', 'live API key', '라이브 API 키', lambda: one('LOB_API_KEY', 'live_' + H(35)),
  use='curl https://api.lob.com/v1/addresses -u {0}:')
V('EasyPost', 'production API key', '운영 API 키', lambda: one('EASYPOST_API_KEY', 'EZAK' + H(54)),
  use='curl https://api.easypost.com/v2/shipments -u {0}:')
V('Shippo', 'live API token', '라이브 API 토큰', lambda: one('SHIPPO_API_TOKEN', 'shippo_live_' + H(40)),
  hdr='Authorization: ShippoToken {0}', api='https://api.goshippo.com/shipments/')
V('Duffel', 'live access token', '라이브 액세스 토큰', lambda: one('DUFFEL_ACCESS_TOKEN', 'duffel_live_' + W(43)),
  hdr='Authorization: Bearer {0}', api='https://api.duffel.com/air/offer_requests')
V('ReadMe', 'API key', 'API 키', lambda: one('README_API_KEY', 'rdme_' + A(70)),
  use='rdme openapi openapi.yaml --key={0} --id=%s' % H(24))
V('Lokalise', 'API token', 'API 토큰', lambda: one('LOKALISE_API_TOKEN', H(40)),
  hdr='X-Api-Token: {0}', api='https://api.lokalise.com/api2/projects')
V('Crowdin', 'personal access token', '개인 액세스 토큰', lambda: one('CROWDIN_PERSONAL_TOKEN', H(80)),
  hdr='Authorization: Bearer {0}', api='https://api.crowdin.com/api/v2/projects')
V('Smartsheet', 'API access token', 'API 액세스 토큰', lambda: one('SMARTSHEET_ACCESS_TOKEN', A(37)),
  hdr='Authorization: Bearer {0}', api='https://api.smartsheet.com/2.0/sheets')
V('Webflow', 'site API token', '사이트 API 토큰', lambda: one('WEBFLOW_API_TOKEN', H(64)),
  hdr='Authorization: Bearer {0}', api='https://api.webflow.com/v2/sites')
V('Clarifai', 'personal access token', '개인 액세스 토큰', lambda: one('CLARIFAI_PAT', H(32)),
  hdr='Authorization: Key {0}', api='https://api.clarifai.com/v2/users/me/apps')
V('Civitai', 'API key', 'API 키', lambda: one('CIVITAI_API_TOKEN', H(32)),
  use='wget "https://civitai.com/api/download/models/%s?token={0}" -O model.safetensors' % D(6))
V('Adafruit IO', 'key', '키', lambda: one('ADAFRUIT_IO_KEY', 'aio_' + A(28)),
  hdr='X-AIO-Key: {0}', api='https://io.adafruit.com/api/v2/acme/feeds')
V('Particle', 'access token', '액세스 토큰', lambda: one('PARTICLE_ACCESS_TOKEN', H(40)),
  hdr='Authorization: Bearer {0}', api='https://api.particle.io/v1/devices')
V('Oracle Cloud', 'auth token', '인증 토큰', lambda: one('OCI_AUTH_TOKEN', rs(ALNUM + '+()<>:;._#-', 20)),
  use="docker login icn.ocir.io -u 'cnxyz1a/oracleidentitycloudservice/ops@acme.io' -p '{0}'")
V('IBM Cloud', 'API key', 'API 키', lambda: one('IBMCLOUD_API_KEY', W(44)),
  use='ibmcloud login --apikey {0} -r jp-tok')
V('OVHcloud', 'application secret and consumer key', '애플리케이션 시크릿/컨슈머 키',
  lambda: kv(('OVH_APPLICATION_KEY', A(16), False), ('OVH_APPLICATION_SECRET', A(32), True), ('OVH_CONSUMER_KEY', A(32), True)))
V('MinIO', 'access key pair', '액세스 키 쌍',
  lambda: kv(('MINIO_ACCESS_KEY', U(20), True), ('MINIO_SECRET_KEY', A(40), True)),
  use='mc alias set local http://minio.ops.acme.io:9000 {0} {1}')
V('Backblaze B2', 'application key', '애플리케이션 키',
  lambda: kv(('B2_APPLICATION_KEY_ID', '005' + H(22), True), ('B2_APPLICATION_KEY', 'K005' + A(27), True)),
  use='b2 account authorize {0} {1}')
V('Wasabi', 'access key pair', '액세스 키 쌍',
  lambda: kv(('WASABI_ACCESS_KEY', U(20), True), ('WASABI_SECRET_KEY', A(40), True)))
V('Confluent Cloud', 'API secret', 'API 시크릿',
  lambda: kv(('CONFLUENT_API_KEY', U(16), False), ('CONFLUENT_API_SECRET', rs(ALNUM + '+/', 64), True)))
V('Elastic Cloud', 'API key', 'API 키', lambda: one('ELASTIC_API_KEY', b64s(W(20) + ':' + W(22))),
  hdr='Authorization: ApiKey {0}', api='https://acme-prod.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices')
V('Yandex Cloud', 'API key', 'API 키', lambda: one('YC_API_KEY', 'AQVN' + W(36)),
  hdr='Authorization: Api-Key {0}', api='https://llm.api.cloud.yandex.net/foundationModels/v1/completion')
V('Mattermost', 'personal access token', '개인 액세스 토큰', lambda: one('MM_ACCESS_TOKEN', L(26)),
  hdr='Authorization: Bearer {0}', api='https://chat.acme.io/api/v4/users/me')
V('Gitea', 'access token', '액세스 토큰', lambda: one('GITEA_TOKEN', H(40)),
  hdr='Authorization: token {0}', api='https://git.acme.io/api/v1/user/repos')
V('Gitee', 'private token', '사설 토큰', lambda: one('GITEE_TOKEN', H(32)),
  use='curl "https://gitee.com/api/v5/user/repos?access_token={0}"')
V('Bitly', 'access token', '액세스 토큰', lambda: one('BITLY_TOKEN', H(40)),
  hdr='Authorization: Bearer {0}', api='https://api-ssl.bitly.com/v4/shorten')
V('Looker', 'client secret', '클라이언트 시크릿',
  lambda: kv(('LOOKERSDK_CLIENT_ID', A(20), False), ('LOOKERSDK_CLIENT_SECRET', A(24), True)))
V('Tableau', 'PAT secret', 'PAT 시크릿',
  lambda: kv(('TABLEAU_PAT_NAME', pick(['etl-refresh', 'ci-publish']), False), ('TABLEAU_PAT_SECRET', _tableau(), True)))
V('Salesforce', 'session ID', '세션 ID', lambda: one('SF_SESSION_ID', '00D' + A(12) + '!' + A(R.randint(90, 100))),
  hdr='Authorization: Bearer {0}', api='https://acme.my.salesforce.com/services/data/v61.0/sobjects/Account')
V('Webex', 'bot access token', '봇 액세스 토큰', lambda: one('WEBEX_BOT_TOKEN', A(64) + '_' + U(4) + '_' + uuid4()),
  hdr='Authorization: Bearer {0}', api='https://webexapis.com/v1/messages')
V('Frame.io', 'developer token', '개발자 토큰', lambda: one('FRAMEIO_TOKEN', 'fio-u-' + W(64)),
  hdr='Authorization: Bearer {0}', api='https://api.frame.io/v2/me')
V('Sanity', 'API token', 'API 토큰', lambda: one('SANITY_API_TOKEN', 'sk' + A(180)))
V('Convex', 'deploy key', '배포 키',
  lambda: (lambda s: [('CONVEX_DEPLOY_KEY', 'prod:%s-%s-%d|%s' % (pick(['happy', 'brave', 'quiet', 'fluffy']), pick(['otter', 'lynx', 'heron', 'panda']), R.randint(100, 999), s), [s])])(b64u(60)))
V('Modal', 'token secret', '토큰 시크릿',
  lambda: kv(('MODAL_TOKEN_ID', 'ak-' + A(22), False), ('MODAL_TOKEN_SECRET', 'as-' + A(22), True)),
  use='modal token set --token-id {0} --token-secret {1}')
V('Browserbase', 'API key', 'API 키', lambda: one('BROWSERBASE_API_KEY', 'bb_live_' + W(27)),
  hdr='X-BB-API-Key: {0}', api='https://api.browserbase.com/v1/sessions')
V('Appwrite', 'API key', 'API 키', lambda: one('APPWRITE_API_KEY', 'standard_' + H(256)))
V('Amplitude', 'secret key', '시크릿 키',
  lambda: kv(('AMPLITUDE_API_KEY', H(32), False), ('AMPLITUDE_SECRET_KEY', H(32), True)),
  use="curl -u '{0}:{1}' 'https://amplitude.com/api/2/export?start=20250101T00&end=20250101T23'")
V('Mixpanel', 'service account secret', '서비스 계정 시크릿',
  lambda: kv(('MIXPANEL_SA_USERNAME', 'etl-export.%s.mp-service-account' % L(6), False), ('MIXPANEL_SA_SECRET', A(32), True)),
  use="curl -u '{0}:{1}' 'https://data.mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-02'")
V('Braze', 'REST API key', 'REST API 키', lambda: one('BRAZE_REST_API_KEY', uuid4()),
  hdr='Authorization: Bearer {0}', api='https://rest.iad-03.braze.com/users/track')
V('Airbridge', 'API token', 'API 토큰', lambda: one('AIRBRIDGE_API_TOKEN', H(32)),
  hdr='Authorization: Bearer {0}', api='https://api.airbridge.io/reports/api/v5/apps/acme/actuals/query')
V('Tmap', 'app key', '앱 키', lambda: one('TMAP_APP_KEY', A(40)),
  hdr='appKey: {0}', api='https://apis.openapi.sk.com/tmap/routes?version=1')
V('Sweet Tracker', 'API key', 'API 키', lambda: one('SWEETTRACKER_KEY', A(22)),
  use='curl "https://info.sweettracker.co.kr/api/v1/trackingInfo?t_key={0}&t_code=04&t_invoice=%s"' % D(12))
V('NAVER WORKS', 'client secret', '클라이언트 시크릿',
  lambda: kv(('WORKS_CLIENT_ID', A(20), False), ('WORKS_CLIENT_SECRET', A(10), True)))
V('Kiwoom REST API', 'secret key', '시크릿 키',
  lambda: kv(('KIWOOM_APP_KEY', W(43), False), ('KIWOOM_SECRET_KEY', W(43), True)))
V('Hetzner Robot', 'webservice password', '웹서비스 비밀번호',
  lambda: kv(('ROBOT_USER', '#ws+' + A(8), False), ('ROBOT_PASSWORD', pw_strong(16, SYM_DQ), True)),
  use="curl -u '{0}:{1}' https://robot-ws.your-server.de/server")


# --------------------------------------------------------------------------------------------
# vendor note contexts.  A "group" is (vendor, items); a note has one group (single vendor) or
# several (a file holding several providers).  Snippet contexts return (snippet, where_en,
# where_ko); full contexts build the three fields themselves.
# --------------------------------------------------------------------------------------------
def slug(name):
    s = ''.join(c.lower() if c.isalnum() else '_' for c in name)
    while '__' in s:
        s = s.replace('__', '_')
    return s.strip('_')


def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def yq(t):
    if all(c in ALNUM + '_-./' for c in t) and not t[0] in '-.' and not t.isdigit():
        return t
    return '"' + t + '"'


def shq(t):
    if all(c in ALNUM + '_-./:@%+=,' for c in t):
        return t
    if "'" in t:
        return '"' + t + '"'
    return "'" + t + "'"


def all_items(groups):
    return [it for (_v, items) in groups for it in items]


def texts(items):
    return [t for (_e, t, _s) in items]


def ctx_env(groups, lang):
    path = pick(['.env', '.env.production', 'apps/api/.env.local', 'deploy/.env.prod', '.env.staging',
                 'docker/.env'])
    lines = []
    for (v, items) in groups:
        if len(groups) > 1 and chance(0.6):
            lines.append('# ' + v['name'])
        lines += ['%s=%s' % (e, t) for (e, t, _s) in items]
    if chance(0.4):
        lines.insert(0, 'NODE_ENV=production' if chance(0.5) else 'LOG_LEVEL=info')
    return '\n'.join(lines), 'the committed %s' % path, '커밋된 %s' % path


def ctx_export(groups, lang):
    out = []
    for (e, t, _s) in all_items(groups):
        q = "'" if ('$' in t or '!' in t) else '"'
        out.append('export %s=%s%s%s' % (e, q, t, q))
    return '\n'.join(out), 'my shell history (~/.zsh_history)', '셸 히스토리(~/.zsh_history)'


def ctx_curl(groups, lang):
    if len(groups) != 1:
        return None
    v, items = groups[0]
    tx = texts(items)
    if v['use'] and '{0}' in v['use']:
        s = v['use'].format(*tx)
    elif v['hdr'] and v['api']:
        s = "curl -sS -H '%s' '%s'" % (v['hdr'].format(*tx), v['api'])
    else:
        return None
    return s, 'the runbook command I copied', '런북에서 복사한 명령'


def ctx_http_trace(groups, lang):
    if len(groups) != 1:
        return None
    v, items = groups[0]
    if not (v['hdr'] and v['api']):
        return None
    u = urllib.parse.urlsplit(v['api'])
    path = u.path + ('?' + u.query if u.query else '')
    s = '> %s %s HTTP/1.1\n> Host: %s\n> User-Agent: %s\n> %s\n> Accept: application/json' % (
        pick(['GET', 'POST']), path, u.netloc, pick(['python-httpx/0.27.2', 'curl/8.7.1', 'axios/1.7.7',
                                                     'okhttp/4.12.0']), v['hdr'].format(*texts(items)))
    return s, 'the verbose HTTP trace pasted into the ticket', '티켓에 붙은 verbose HTTP 트레이스'


def ctx_py(groups, lang):
    if len(groups) == 1 and groups[0][0]['py']:
        v, items = groups[0]
        s = groups[0][0]['py'].format(*texts(items))
        return s, 'a hard-coded line in scripts/%s.py' % pick(['backfill', 'smoke_test', 'sync', 'debug_call']), \
            'scripts/%s.py에 하드코딩된 줄' % pick(['backfill', 'smoke_test', 'sync', 'debug_call'])
    out = ['import os']
    for (e, t, _s) in all_items(groups):
        out.append('os.environ["%s"] = "%s"' % (e, t))
    return '\n'.join(out), 'the top of conftest.py', 'conftest.py 맨 위'


def ctx_yaml(groups, lang):
    out = [pick(['integrations:', 'providers:', 'secrets:', 'external:'])]
    for (v, items) in groups:
        out.append('  %s:' % slug(v['name']))
        for (e, t, _s) in items:
            out.append('    %s: %s' % (e.lower(), yq(t)))
    return '\n'.join(out), 'config/%s.yaml' % pick(['production', 'settings', 'app', 'values-prod']), \
        'config/%s.yaml' % pick(['production', 'settings', 'app', 'values-prod'])


def ctx_json(groups, lang):
    obj = {}
    for (v, items) in groups:
        obj[camel(slug(v['name']))] = {camel(e): t for (e, t, _s) in items}
    ind = pick([None, 2])
    return jdump(obj, ind), pick(['appsettings.Production.json', 'config/secrets.json', 'firebase-functions config',
                                   'local.settings.json']), pick(['appsettings.Production.json', 'config/secrets.json',
                                                                  'local.settings.json'])


def ctx_toml(groups, lang):
    out = []
    for (v, items) in groups:
        out.append('[%s]' % slug(v['name']))
        for (e, t, _s) in items:
            out.append('%s = "%s"' % (e.lower(), t))
    return '\n'.join(out), pick(['settings.toml', 'config.toml', '.streamlit/secrets.toml']), \
        pick(['settings.toml', 'config.toml', '.streamlit/secrets.toml'])


def ctx_docker(groups, lang):
    envs = ' '.join('-e %s=%s' % (e, shq(t)) for (e, t, _s) in all_items(groups))
    s = 'docker run -d --name %s %s %s/%s:%s' % (pick(PROJECTS), envs, pick(['ghcr.io/acme', 'registry.acme.io']),
                                                 pick(PROJECTS), pick(['1.8.2', 'latest', 'sha-' + H(7)]))
    return s, 'the docker run line in the deploy notes', '배포 메모의 docker run 줄'


def ctx_cli_secret(groups, lang):
    out = []
    tool = pick(['gh', 'fly', 'heroku', 'railway', 'wrangler-env'])
    for (e, t, _s) in all_items(groups):
        if tool == 'gh':
            out.append('gh secret set %s --repo acme/%s --body %s' % (e, pick(PROJECTS), shq(t)))
        elif tool == 'fly':
            out.append('fly secrets set %s=%s -a %s' % (e, shq(t), pick(PROJECTS)))
        elif tool == 'heroku':
            out.append('heroku config:set %s=%s -a acme-%s' % (e, shq(t), pick(ENVS)))
        elif tool == 'railway':
            out.append('railway variables --set "%s=%s"' % (e, t))
        else:
            out.append('echo %s | npx wrangler secret put %s' % (shq(t), e))
    return '\n'.join(out), 'the commands I ran to set the CI/app secret', 'CI/앱 시크릿 설정 명령'


def ctx_kubectl(groups, lang):
    lits = ' '.join('--from-literal=%s=%s' % (e.lower(), shq(t)) for (e, t, _s) in all_items(groups))
    s = 'kubectl -n %s create secret generic %s-creds %s' % (pick(NAMESPACES), slug(groups[0][0]['name']).replace('_', '-'), lits)
    return s, 'the kubectl command in the Makefile', 'Makefile 안의 kubectl 명령'


def ctx_ps(groups, lang):
    out = ["$env:%s = '%s'" % (e, t) for (e, t, _s) in all_items(groups)]
    return '\n'.join(out), 'the PowerShell profile on the build agent', '빌드 에이전트의 PowerShell 프로필'


def ctx_js(groups, lang):
    out = []
    for (e, t, _s) in all_items(groups):
        out.append("const %s = process.env.%s ?? '%s';" % (camel(e), e, t))
    return '\n'.join(out), 'src/config.ts (fallback default)', 'src/config.ts의 기본값'


def ctx_code_const(groups, lang):
    out = []
    lang_ = pick(['go', 'java', 'kotlin', 'csharp'])
    for (e, t, _s) in all_items(groups):
        if lang_ == 'go':
            out.append('const %s = "%s"' % (camel(e), t))
        elif lang_ == 'java':
            out.append('private static final String %s = "%s";' % (e, t))
        elif lang_ == 'kotlin':
            out.append('private const val %s = "%s"' % (e, t))
        else:
            out.append('private const string %s = "%s";' % (camel(e)[0].upper() + camel(e)[1:], t))
    return '\n'.join(out), 'a constant in the %s client' % lang_.capitalize(), '%s 클라이언트의 상수' % lang_.capitalize()


def ctx_log(groups, lang):
    d = {'LOG_LEVEL': 'debug'}
    for (e, t, _s) in all_items(groups):
        d[e] = t
    d['PORT'] = pick(['8080', '3000', '8000'])
    body = ', '.join("'%s': '%s'" % (k, vv) for k, vv in d.items())
    s = '%s DEBUG %s settings loaded: {%s}' % (ts_iso(), pick(PROJECTS), body)
    return s, 'the debug log of the failing pod', '실패한 파드의 디버그 로그'


def ctx_systemd(groups, lang):
    out = ['[Service]'] + ['Environment="%s=%s"' % (e, t) for (e, t, _s) in all_items(groups)]
    out.append('ExecStart=/opt/%s/bin/server' % pick(PROJECTS))
    return '\n'.join(out), 'the systemd unit on the VM', 'VM의 systemd 유닛'


def ctx_cron(groups, lang):
    envs = ' '.join('%s=%s' % (e, shq(t)) for (e, t, _s) in all_items(groups))
    s = '%s %s * * * %s /opt/jobs/%s.sh >> /var/log/%s.log 2>&1' % (R.randint(0, 59), R.randint(0, 23), envs,
                                                                     pick(['sync', 'report', 'export', 'cleanup']),
                                                                     pick(PROJECTS))
    return s, 'the crontab of the batch host', '배치 서버 crontab'


def ctx_tfvars(groups, lang):
    out = ['%s = "%s"' % (e.lower(), t) for (e, t, _s) in all_items(groups)]
    return '\n'.join(out), 'terraform/%s.auto.tfvars' % pick(ENVS), 'terraform/%s.auto.tfvars' % pick(ENVS)


def ctx_dockerfile(groups, lang):
    kw = pick(['ENV', 'ARG'])
    out = ['FROM %s' % pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre'])]
    out += ['%s %s=%s' % (kw, e, t if kw == 'ARG' else shq(t)) for (e, t, _s) in all_items(groups)]
    return '\n'.join(out), 'the Dockerfile', 'Dockerfile'


def ctx_mdtable(groups, lang):
    out = ['| Variable | Value | Env |', '|---|---|---|']
    for (e, t, _s) in all_items(groups):
        out.append('| %s | %s | %s |' % (e, t, pick(['prod', 'staging', 'all'])))
    return '\n'.join(out), 'the table in docs/setup.md', 'docs/setup.md의 표'


def ctx_gha(groups, lang):
    out = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    out += ['      %s: %s' % (e, yq(t)) for (e, t, _s) in all_items(groups)]
    return '\n'.join(out), '.github/workflows/deploy.yml', '.github/workflows/deploy.yml'


def ctx_jupyter(groups, lang):
    out = []
    n = R.randint(3, 19)
    for (e, t, _s) in all_items(groups):
        out.append('In [%d]: os.environ["%s"]\nOut[%d]: \'%s\'' % (n, e, n, t))
        n += 1
    return '\n'.join(out), 'a notebook output cell that was committed', '커밋된 노트북 출력 셀'


def ctx_ini(groups, lang):
    out = []
    for (v, items) in groups:
        out.append('[%s]' % slug(v['name']))
        out += ['%s = %s' % (e.lower(), t) for (e, t, _s) in items]
    return '\n'.join(out), pick(['~/.config/acme/credentials', 'setup.cfg', 'tox.ini']), \
        pick(['~/.config/acme/credentials', 'setup.cfg'])


def ctx_helm(groups, lang):
    sets = ' '.join('--set %s.%s=%s' % (camel(slug(v['name'])), camel(e), shq(t))
                    for (v, items) in groups for (e, t, _s) in items)
    s = 'helm upgrade --install %s ./charts/%s -n %s %s' % (pick(PROJECTS), pick(PROJECTS), pick(NAMESPACES), sets)
    return s, 'the helm command in the release checklist', '릴리스 체크리스트의 helm 명령'


def ctx_compose(groups, lang):
    out = ['services:', '  %s:' % pick(PROJECTS), '    image: acme/%s:%s' % (pick(PROJECTS), pick(['1.4', 'dev'])),
           '    environment:']
    out += ['      - %s=%s' % (e, t) for (e, t, _s) in all_items(groups)]
    return '\n'.join(out), 'docker-compose.override.yml', 'docker-compose.override.yml'


SNIPPET_CTX = [
    ('.env file', ctx_env), ('export in shell history', ctx_export), ('curl command', ctx_curl),
    ('HTTP debug trace', ctx_http_trace), ('code call', ctx_py), ('YAML config', ctx_yaml),
    ('JSON config', ctx_json), ('TOML config', ctx_toml), ('docker run -e', ctx_docker),
    ('CLI secret set', ctx_cli_secret), ('kubectl from-literal', ctx_kubectl), ('PowerShell env', ctx_ps),
    ('JS fallback default', ctx_js), ('compiled-language constant', ctx_code_const),
    ('debug log dump', ctx_log), ('systemd unit', ctx_systemd), ('crontab line', ctx_cron),
    ('tfvars', ctx_tfvars), ('Dockerfile ENV/ARG', ctx_dockerfile), ('markdown table', ctx_mdtable),
    ('GitHub Actions env', ctx_gha), ('notebook output', ctx_jupyter), ('INI section', ctx_ini),
    ('helm --set', ctx_helm), ('compose environment', ctx_compose),
]
MULTI_CTX = [('.env file', ctx_env), ('YAML config', ctx_yaml), ('JSON config', ctx_json),
             ('TOML config', ctx_toml), ('GitHub Actions env', ctx_gha), ('compose environment', ctx_compose),
             ('markdown table', ctx_mdtable), ('debug log dump', ctx_log), ('docker run -e', ctx_docker)]

F_MC_S = {
    'en': ["Didn't know where the {V} {K} for {P} came from. It was in {W}:\n{S}",
           "Nobody told me {P} already had {V} credentials wired up. Found them in {W}:\n{S}",
           "Spent a while on a {V} 401 before noticing that {W} still had this:\n{S}",
           "I wasn't aware that {P} keeps the {V} {K} outside the secret store; the only copy is in {W}:\n{S}",
           "Missing: whether the {V} {K} in use is current. What I found in {W}:\n{S}\nbut the dashboard shows a different key name.",
           "The task assumed {V} was configured; nothing said where. It turned out to be {W}:\n{S}"],
    'ko': ["{P}에서 쓰는 {V} {K이} 어디서 오는지 몰랐다. {W}에 있었다:\n{S}",
           "{P}에 {V} 인증 정보가 이미 들어가 있다는 걸 아무도 말해주지 않았음. {W}에서 찾음:\n{S}",
           "{V} 401 에러로 한참 헤맸는데 {W}에 아직 이 값이 남아 있었다:\n{S}",
           "{P}의 {V} {K이} 시크릿 매니저에 아예 없고 {W}에만 있다는 걸 몰랐다. 현재 내용:\n{S}",
           "어떤 {V} {K이} 운영에서 살아있는지 몰랐음. {W}에서 찾은 값은\n{S}\n인데 대시보드의 키 이름과 다름.",
           "{V} 설정이 이미 돼 있다고만 들었고 위치는 몰랐다. 알고 보니 {W}:\n{S}"],
}
F_LE_S = {
    'en': ["{V} calls only succeeded with this value (from {W}):\n{S}",
           "The {V} {K} that {P} uses, as found in {W}:\n{S}\nRestart the worker after changing it.",
           "When {V} answers 'unauthorized', diff against {W} first. It currently has:\n{S}",
           "Reproduced the {V} call locally with this ({W}):\n{S}",
           "Working {V} setup for {P}, copied from {W}:\n{S}\nThe client fails silently if the value has a trailing newline."],
    'ko': ["{V} 호출은 이 값({W}에서 찾음)으로만 성공했다:\n{S}",
           "{P}가 쓰는 {V} {K}, {W}에서 확인한 값:\n{S}\n값을 바꾸면 워커를 재시작해야 함.",
           "{V}에서 unauthorized가 나면 먼저 {W}부터 비교할 것. 지금 값:\n{S}",
           "로컬에서 {V} 호출을 재현한 방법({W}):\n{S}",
           "{P}의 동작하는 {V} 설정({W}에서 복사):\n{S}\n값 끝에 개행이 붙으면 클라이언트가 조용히 실패함."],
}
F_ASK_S = {
    'en': ["Is this {V} {K} in {W} supposed to be there, or should I move it to the vault?\n{S}",
           "Can you confirm this is still the current {V} {K}?\n{S}",
           "Should I rotate this {V} credential once the task is done?\n{S}"],
    'ko': ["{W}에 있는 이 {V} {K}, 그대로 둬도 되나요? 볼트로 옮길까요?\n{S}",
           "이게 아직 유효한 {V} {K} 맞나요?\n{S}",
           "작업 끝나면 이 {V} 키 교체해야 하나요?\n{S}"],
}
F_MC_F = {
    'en': ["Didn't know {P} depends on {V}; it isn't mentioned in the README or the architecture doc.",
           "Missing context: which {V} account {P} is supposed to use in staging.",
           "I wasn't aware that {P} is rate-limited per minute by {V}, so the backfill kept getting throttled.",
           "The ticket didn't say the {V} integration was half-migrated to a new account.",
           "Didn't know {P} replays failed {V} calls from a dead-letter queue for 72h, so old requests kept going out after the fix."],
    'ko': ["{P}가 {V}에 의존한다는 걸 몰랐다. README에도 아키텍처 문서에도 없음.",
           "스테이징에서 {P}가 어떤 {V} 계정을 써야 하는지 정보가 없었다.",
           "{V}에 분당 호출 제한이 있다는 걸 몰라서 백필이 계속 throttle 됐다.",
           "{V} 연동이 새 계정으로 반쯤 이전된 상태라는 걸 티켓에서 알려주지 않았다.",
           "{P}가 실패한 {V} 호출을 DLQ에서 72시간 동안 재시도한다는 걸 몰라서 수정 후에도 옛 요청이 계속 나갔다."],
}
F_LE_F = {
    'en': ["Restart the {P} worker after changing {V} settings; the client is built once at boot.",
           "{V} failures show up as a bare 401 in our logs; search by request id, not by message.",
           "Run the {V} smoke test before calling the integration fixed.",
           "Don't dump the whole settings object in debug logs; it includes provider credentials.",
           "The {V} SDK reads its environment variable at import time, so set it before importing."],
    'ko': ["{V} 설정을 바꾸면 {P} 워커를 재시작할 것. 클라이언트를 부팅 때 한 번만 만든다.",
           "{V} 실패는 로그에 그냥 401로만 찍힌다. 메시지 말고 request id로 검색하는 게 빠름.",
           "연동을 고쳤다고 하기 전에 {V} 스모크 테스트부터 돌릴 것.",
           "디버그 로그에 설정 객체 전체를 찍지 말 것. 외부 서비스 인증값이 같이 나온다.",
           "{V} SDK는 import 시점에 환경변수를 읽으니 import 전에 설정해야 한다."],
}
F_ASK_F = {
    'en': ["Which {V} account should staging point at?", "Who owns the {V} integration for {P}?",
           "Is there a sandbox {V} account I should use instead?", "", ""],
    'ko': ["스테이징은 어떤 {V} 계정을 바라봐야 하나요?", "{P}의 {V} 연동 담당자가 누구인가요?",
           "대신 써야 할 {V} 샌드박스 계정이 있나요?", "", ""],
}


FM_MC_S = {
    'en': ["Didn't know where {P} gets its third-party credentials. They were all in {W}:\n{S}",
           "Nobody told me {P} already had several provider keys wired up. Found them in {W}:\n{S}",
           "I wasn't aware that {P} keeps provider credentials outside the secret store; everything is in {W}:\n{S}"],
    'ko': ["{P}가 외부 서비스 인증 정보를 어디서 가져오는지 몰랐다. 전부 {W}에 있었다:\n{S}",
           "{P}에 여러 외부 서비스 키가 이미 들어가 있다는 걸 아무도 말해주지 않았다. {W}에서 찾음:\n{S}",
           "{P}가 외부 서비스 인증 정보를 시크릿 저장소 밖에 둔다는 걸 몰랐다. 전부 {W}에 있음:\n{S}"],
}
FM_LE_S = {
    'en': ["All provider credentials for {P} currently live in {W}:\n{S}\nRestart the worker after changing any of them.",
           "Reproduced the provider calls locally with this ({W}):\n{S}"],
    'ko': ["{P}의 외부 서비스 인증 정보는 지금 전부 {W}에 있다:\n{S}\n하나라도 바꾸면 워커를 재시작할 것.",
           "로컬에서 외부 서비스 호출을 재현한 설정({W}):\n{S}"],
}
FM_ASK_S = {
    'en': ["Are these supposed to be in {W}, or should I move them to the vault?\n{S}",
           "Can you confirm these provider keys are still current?\n{S}"],
    'ko': ["이 값들이 {W}에 있어도 되나요, 볼트로 옮길까요?\n{S}", "이 외부 서비스 키들 아직 유효한가요?\n{S}"],
}
FM_MC_F = {
    'en': ["Didn't know {P} talks to this many third-party services; none of them are listed in the README.",
           "The ticket didn't say which provider accounts {P} uses in staging."],
    'ko': ["{P}가 이렇게 많은 외부 서비스와 연동된다는 걸 몰랐다. README에는 하나도 없다.",
           "{P}가 스테이징에서 어떤 외부 서비스 계정을 쓰는지 티켓에 없었다."],
}
FM_LE_F = {
    'en': ["Provider credentials for {P} are scattered; collect them in one secret store before the next deploy.",
           "Provider failures all show up as a bare 401 in our logs; search by request id."],
    'ko': ["{P}의 외부 서비스 인증 정보가 여기저기 흩어져 있다. 다음 배포 전에 시크릿 저장소 하나로 모을 것.",
           "외부 서비스 실패는 로그에 전부 그냥 401로 찍힌다. request id로 검색할 것."],
}
FM_ASK_F = {
    'en': ["Which of these providers are still in use?", "Who owns the provider integrations for {P}?", ""],
    'ko': ["이 중 아직 쓰는 외부 서비스가 어느 것인가요?", "{P}의 외부 연동 담당자가 누구인가요?", ""],
}


def vname(groups, lang):
    if len(groups) == 1:
        return groups[0][0]['name']
    return T(lang, 'third-party', '외부 서비스')


def vkind(groups, lang):
    if len(groups) > 1:
        return T(lang, 'credentials', '인증 정보')
    return groups[0][0]['kind'] if lang == 'en' else groups[0][0]['kind_ko']


def fmt(s, **kw):
    for k, v in kw.items():
        s = s.replace('{' + k + '이}', josa(v, '이', '가'))
        s = s.replace('{' + k + '을}', josa(v, '을', '를'))
        s = s.replace('{' + k + '은}', josa(v, '은', '는'))
        s = s.replace('{' + k + '}', v)
    return s


def assemble(groups, S, w_en, w_ko, lang, allow_repeat=True):
    P = pick(PROJECTS)
    kw = dict(V=vname(groups, lang), K=vkind(groups, lang), P=P, W=w_en if lang == 'en' else w_ko)
    multi = len(groups) > 1
    mc = fmt(pick((FM_MC_F if multi else F_MC_F)[lang]), **kw)
    le = fmt(pick((FM_LE_F if multi else F_LE_F)[lang]), **kw)
    ask = fmt(pick((FM_ASK_F if multi else F_ASK_F)[lang]), **kw)
    where = R.random()
    s_ask = fmt(pick((FM_ASK_S if multi else F_ASK_S)[lang]), S=S, **kw)
    if where < 0.15 and len(s_ask.encode()) <= 512:
        ask = s_ask
    elif where < 0.58:
        mc = fmt(pick((FM_MC_S if multi else F_MC_S)[lang]), S=S, **kw)
    else:
        le = fmt(pick((FM_LE_S if multi else F_LE_S)[lang]), S=S, **kw)
    listed = [x for (_e, _t, ss) in all_items(groups) for x in ss]
    if allow_repeat and ask != s_ask and len(listed) == 1 and chance(0.15):
        ask = T(lang, 'Should `%s` be revoked once this is done?' % listed[0],
                '작업 끝나면 `%s` 폐기해야 하나요?' % listed[0])
    return mc, le, ask


def full_prose(groups, lang):
    V = vname(groups, lang)
    K = vkind(groups, lang)
    P = pick(PROJECTS)
    who = person(lang)
    items = all_items(groups)
    if lang == 'en':
        if len(items) == 1:
            val = items[0][1]
            said = "%s said it's %s and that staging shares it." % (who, val)
        else:
            val = '; '.join('%s is %s' % (e, t) for (e, t, _s) in items)
            said = '%s gave me the values: %s. Staging shares them.' % (who, val)
        if chance(0.5):
            mc = "Didn't know which %s %s to use for %s. %s" % (V, K, P, said)
            le = 'Ask for provider credentials before starting; the README only lists variable names.'
        else:
            mc = 'The %s integration in %s had no credentials in the template.' % (V, P)
            le = 'The %s %s for %s is %s; do not regenerate it, the mobile build pins it.' % (V, K, P, val)
        ask = pick(['Where should provider credentials live for local runs?', '', 'Can we get a separate key for CI?',
                    'Should I move %s into the vault now?' % val])
    else:
        if len(items) == 1:
            val = items[0][1]
        else:
            val = ', '.join('%s 값은 %s' % (e, t) for (e, t, _s) in items)
        if chance(0.5):
            mc = '%s에 쓸 %s %s 몰랐다. %s 알려준 값은 %s 이고 스테이징과 같이 쓴다고 함.' % (P, V, josa(K, '을', '를'), josa(who, '이', '가'), val)
            le = '작업 시작 전에 외부 서비스 인증 정보부터 받을 것. README에는 변수 이름만 있다.'
        else:
            mc = '%s의 %s 연동 템플릿에 인증 정보가 비어 있었다.' % (P, V)
            le = '%s용 %s %s %s 입니다. 모바일 빌드가 고정해서 쓰니 재발급하지 말 것.' % (P, V, josa(K, '은', '는'), val)
        ask = pick(['로컬 실행용 인증 정보는 어디에 두나요?', '', 'CI 전용 키를 따로 받을 수 있나요?',
                    '%s 이 값을 지금 볼트로 옮길까요?' % val])
    return mc, le, ask


def full_label_next(groups, lang):
    V = vname(groups, lang)
    K = vkind(groups, lang)
    P = pick(PROJECTS)
    who = person(lang)
    items = all_items(groups)
    vals = '\n'.join('%s=%s' % (e, t) for (e, t, _s) in items) if len(items) > 1 else items[0][1]
    if lang == 'en':
        if chance(0.6):
            mc = 'The %s %s for %s is not in the vault yet; %s pasted it in the thread:' % (V, K, P, who)
            le = vals
            ask = 'Can we move that into the vault today?'
        else:
            mc = 'Needed the %s %s for %s and it was not documented anywhere.' % (V, K, P)
            le = 'Asked %s. The value that works (see next field):' % who
            ask = vals
    else:
        if chance(0.6):
            mc = '%s의 %s %s 아직 볼트에 없음. %s 스레드에 붙여준 값:' % (P, V, josa(K, '이', '가'), josa(who, '이', '가'))
            le = vals
            ask = '오늘 안에 볼트로 옮길 수 있나요?'
        else:
            mc = '%s에 필요한 %s %s 어디에도 문서화돼 있지 않았다.' % (P, V, josa(K, '이', '가'))
            le = '%s에게 물어봄. 동작하는 값은 다음 칸에:' % who
            ask = vals
    return mc, le, ask


def full_chat(groups, lang):
    V = vname(groups, lang)
    items = all_items(groups)
    val = ' / '.join(t for (_e, t, _s) in items)
    if lang == 'en':
        mc = pick(['Asked the user for the %s credentials. Reply: "%s -- use that for now, I will rotate it on Friday."',
                   'User message: "oh the %s one? here: %s"'] ) % (V, val)
        le = 'When a provider credential is missing, ask once and wait; do not try to create a new key in the dashboard.'
        ask = pick(['Should these go in 1Password instead of chat?', ''])
    else:
        mc = pick(['사용자에게 %s 인증 정보를 물어봤더니 "%s 이거 일단 쓰세요, 금요일에 교체할게요" 라고 답함.',
                   '사용자 답변: "아 %s 거요? 여기요 %s"']) % (V, val)
        le = '외부 서비스 키가 없으면 한 번 물어보고 기다릴 것. 대시보드에서 새 키를 만들지 말 것.'
        ask = pick(['이런 값은 채팅 말고 1Password로 받아도 될까요?', ''])
    return mc, le, ask


def full_ask(groups, lang):
    V = vname(groups, lang)
    K = vkind(groups, lang)
    P = pick(PROJECTS)
    items = all_items(groups)
    val = ' / '.join(t for (_e, t, _s) in items)
    kw = dict(V=V, K=K, P=P)
    mc = fmt(pick(F_MC_F[lang]), **kw)
    le = fmt(pick(F_LE_F[lang]), **kw)
    if lang == 'en':
        ask = 'Is %s still the live %s %s, or was it rotated after the incident?' % (val, V, K)
    else:
        ask = '%s 이 값이 아직 유효한 %s %s인가요? 장애 이후 교체됐나요?' % (val, V, K)
    return mc, le, ask


def full_handover(groups, lang):
    who = person(lang)
    lines = []
    for (v, items) in groups:
        for (e, t, _s) in items:
            lines.append('- %s %s: %s' % (v['name'], e, t))
    lines.append('- staging: https://%s.%s' % (pick(PROJECTS), pick(DOMAINS)))
    lines.append('- on-call: #%s' % pick(['ops-alerts', 'sre', 'infra-oncall', 'backend']))
    body = '\n'.join(lines)
    if lang == 'en':
        mc = 'Handover notes from %s were the only place listing the provider setup:\n%s' % (who, body)
        le = 'Read the handover note before touching integrations; half of them are not in the README.'
        ask = pick(['Is there a newer handover doc?', ''])
    else:
        mc = '외부 서비스 설정은 %s 인수인계 메모에만 있었다:\n%s' % (who, body)
        le = '연동 작업 전에 인수인계 메모부터 읽을 것. README에 없는 게 절반이다.'
        ask = pick(['더 최신 인수인계 문서가 있나요?', ''])
    return mc, le, ask


def full_wrap(groups, lang):
    if len(groups) != 1:
        return None
    v, items = groups[0]
    cands = [(e, t) for (e, t, s) in items if s == [t] and len(t) >= 44]
    if not cands:
        return None
    e, t = cands[0]
    width = pick([24, 32, 40, 48, 60, 64])
    if width >= len(t) - 8:
        width = max(16, len(t) // 2)
    pieces = wrap(t, width)
    if len(pieces[-1]) < 8:
        pieces[-2] += pieces[-1]
        pieces = pieces[:-1]
    style = R.randrange(3)
    if style == 0:
        body = '%s=%s' % (e, '\n'.join(pieces))
        w_en, w_ko = 'a terminal capture wrapped at %d columns' % width, '%d칸에서 줄바꿈된 터미널 캡처' % width
    elif style == 1:
        body = 'export %s="%s"' % (e, '\\\n'.join(pieces))
        w_en, w_ko = 'a shell snippet continued with backslashes', '백슬래시로 줄을 이은 셸 스니펫'
    else:
        body = '%s:\n%s' % (e, '\n'.join('  ' + p for p in pieces))
        w_en, w_ko = 'a wiki page where the value was broken into lines', '값이 여러 줄로 쪼개진 위키 페이지'
    mc, le, ask = assemble(groups, body, w_en, w_ko, lang, allow_repeat=False)
    others = [s for (e2, t2, ss) in items if e2 != e for s in ss]
    return (mc, le, ask), pieces + others


FULL_CTX = [('prose value', full_prose), ('label then value in next field', full_label_next),
            ('chat reply', full_chat), ('question holding the value', full_ask),
            ('handover bullet list', full_handover), ('value wrapped across lines', full_wrap)]


def make_vendor_note(groups, ctxname, lang):
    """returns (mc, le, ask, secrets) or None if the context does not fit."""
    secrets = [s for (_e, _t, ss) in all_items(groups) for s in ss]
    for (name, fn) in FULL_CTX:
        if name == ctxname:
            res = fn(groups, lang)
            if res is None:
                return None
            if ctxname == 'value wrapped across lines':
                (mc, le, ask), secrets = res
            else:
                mc, le, ask = res
            return mc, le, ask, secrets
    for (name, fn) in SNIPPET_CTX:
        if name == ctxname:
            res = fn(groups, lang)
            if res is None:
                return None
            S, w_en, w_ko = res
            mc, le, ask = assemble(groups, S, w_en, w_ko, lang)
            return mc, le, ask, secrets
    raise KeyError(ctxname)


# --------------------------------------------------------------------------------------------
# non-vendor secret templates: each returns (missing_context, lesson, ask_next_time, secrets)
# --------------------------------------------------------------------------------------------
NV = []


def nv(cat):
    def deco(fn):
        NV.append((cat, fn))
        return fn
    return deco


@nv('shell: mysql -p attached password')
def _nv1(lang):
    h, u, db = host('mysql'), pick(DB_USERS), pick(DBNAMES)
    if chance(0.5):
        pw = pw_any(SYM_SQ)
        cmd = f"mysql -h {h} -P 3306 -u {u} -p'{pw}' {db}"
    else:
        pw = pw_strong(sym=SYM_BARE)
        cmd = f'mysql -h{h} -u{u} -p{pw} {db} -e "SHOW PROCESSLIST"'
    v = R.randrange(2)
    if lang == 'en':
        if v == 0:
            mc = "Didn't know the reporting replica has its own account. This is what finally connected:\n" + cmd
            le = 'Run ad-hoc counts on the replica; the primary kills queries after 30s.'
        else:
            mc = "I didn't know which MySQL host the nightly export reads from."
            le = f'It reads the replica. Connect with `{cmd}` (capital -P is the port, -p is glued to the password).'
        ask = pick([f'Is there a read-only account I should use instead of {u}?', ''])
    else:
        if v == 0:
            mc = '리포팅 레플리카에 별도 계정이 있다는 걸 몰랐다. 결국 접속된 명령:\n' + cmd
            le = '임시 집계는 레플리카에서 돌릴 것. 프라이머리는 30초 넘는 쿼리를 죽인다.'
        else:
            mc = '야간 export가 어느 MySQL 호스트를 읽는지 몰랐음.'
            le = f'레플리카를 읽는다. 접속: `{cmd}` (대문자 -P는 포트, 소문자 -p는 비밀번호를 붙여 씀)'
        ask = pick([f'{u} 대신 써야 할 읽기 전용 계정이 있나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: PGPASSWORD env prefix')
def _nv2(lang):
    h, u, db = host('pg'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_any(SYM_SQ)
    cmd = f"PGPASSWORD='{pw}' psql -h {h} -p 5432 -U {u} -d {db} -c '\\dt+'"
    if lang == 'en':
        mc = f'The migration check needed a live schema and I had no DB access documented for {db}.'
        le = pick([f'What worked from the bastion:\n{cmd}', f'Listing tables on {db}: {cmd}\n(-p here is the port, the password is in the env prefix).'])
        ask = pick(['Can I get my own DB role instead of reusing the app one?', ''])
        if chance(0.3):
            mc, le = f"Didn't know psql ignores ~/.pgpass when PGPASSWORD is set. I had run:\n{cmd}", 'Unset PGPASSWORD before testing .pgpass changes.'
    else:
        mc = f'마이그레이션 검증에 실제 스키마가 필요했는데 {db} 접속 방법이 문서에 없었다.'
        le = pick([f'배스천에서 동작한 명령:\n{cmd}', f'{db} 테이블 목록 확인: {cmd}\n(-p는 포트, 비밀번호는 앞의 환경변수)'])
        ask = pick(['앱 계정 말고 개인 DB 롤을 받을 수 있나요?', ''])
        if chance(0.3):
            mc, le = f'PGPASSWORD가 설정돼 있으면 psql이 ~/.pgpass를 무시한다는 걸 몰랐다. 실행했던 명령:\n{cmd}', '.pgpass 테스트 전에는 PGPASSWORD를 unset 할 것.'
    return mc, le, ask, [pw]


@nv('shell: sshpass -p')
def _nv3(lang):
    h = host(pick(['web', 'app', 'batch']))
    u = pick(['deploy', 'ubuntu', 'ec2-user', 'opsadmin', 'centos'])
    pw = pw_any(SYM_SQ)
    cmd = f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h} 'sudo systemctl restart nginx'"
    if lang == 'en':
        mc = f"Didn't know {h} still has password auth enabled; there is no key for the deploy user."
        le = f'The restart script does: {cmd}'
        ask = pick([f'Can we put a key on {h} and drop sshpass?', f'Is {u} supposed to have sudo on {h}?',
                    f"Can I remove the literal '{pw}' from the restart script?"])
        if chance(0.35):
            le, ask = 'Key-based login is not set up there yet.', f'Is it fine that the script still runs `{cmd}`?'
    else:
        mc = f'{h}에 아직 비밀번호 로그인이 켜져 있고 deploy 사용자 키가 없다는 걸 몰랐다.'
        le = f'재시작 스크립트 내용: {cmd}'
        ask = pick([f'{h}에 키를 등록하고 sshpass를 없애도 되나요?', f'{u} 계정에 sudo 권한이 있는 게 맞나요?'])
        if chance(0.35):
            le, ask = '아직 키 기반 로그인이 설정되지 않았다.', f'스크립트가 여전히 `{cmd}` 를 실행하는데 괜찮나요?'
    return mc, le, ask, [pw]


@nv('shell: redis-cli -a / AUTH')
def _nv4(lang):
    h = host('redis')
    pw = pw_strong(sym=SYM_SQ) if chance(0.6) else H(32)
    if chance(0.5):
        cmd = f"redis-cli -h {h} -p 6380 --tls -a '{pw}' --no-auth-warning INFO keyspace"
    else:
        cmd = f'redis-cli -h {h} -p 6379\n{h}:6379> AUTH {pw}\nOK\n{h}:6379> SCAN 0 MATCH sess:* COUNT 100'
    if lang == 'en':
        mc = "Didn't know the session cache requires AUTH; NOAUTH errors looked like a network problem."
        le = 'Inspecting the cache:\n' + cmd
        ask = pick(['Is there an ACL user with read-only rights for debugging?', ''])
    else:
        mc = '세션 캐시에 AUTH가 필요하다는 걸 몰랐다. NOAUTH 에러가 네트워크 문제처럼 보였음.'
        le = '캐시 확인 방법:\n' + cmd
        ask = pick(['디버깅용 읽기 전용 ACL 사용자가 있나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: curl -u user:password')
def _nv5(lang):
    h = host(pick(['jenkins', 'nexus', 'grafana', 'es', 'registry']))
    u = pick(['admin', 'ci-bot', 'exporter', 'elastic', 'svc-report'])
    pw = pw_any(SYM_SQ)
    path = pick(['/api/v2/export?format=csv', '/service/rest/v1/components?repository=maven-releases',
                 '/_cat/indices?v', '/api/search?query=latency', '/v2/_catalog'])
    flag = pick(['-u', '--user'])
    cmd = f"curl -s {flag} '{u}:{pw}' https://{h}{path}"
    if lang == 'en':
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = f'No API token existed for {h}, only a basic-auth user.', f'Pulled the list with:\n{cmd}', ''
        elif v == 1:
            mc, le, ask = f"Didn't know {h} needs basic auth even inside the VPN. Working call: {cmd}", 'Check auth first when an internal endpoint returns 302 to /login.', 'Can we create a token for scripts?'
        else:
            mc, le, ask = f'The export endpoint on {h} was undocumented.', 'Use the REST export instead of scraping the UI.', f'Is it OK to keep using `{cmd}` in the cron job?'
    else:
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = f'{h}에는 API 토큰이 없고 basic auth 사용자만 있었다.', f'목록 조회:\n{cmd}', ''
        elif v == 1:
            mc, le, ask = f'VPN 안에서도 {h}가 basic auth를 요구한다는 걸 몰랐다. 동작한 호출: {cmd}', '내부 엔드포인트가 /login으로 302를 주면 인증부터 의심할 것.', '스크립트용 토큰을 만들 수 있나요?'
        else:
            mc, le, ask = f'{h}의 export 엔드포인트가 문서화돼 있지 않았다.', 'UI 스크래핑 대신 REST export를 쓸 것.', f'크론에서 계속 `{cmd}` 를 써도 되나요?'
    return mc, le, ask, [pw]


@nv('shell: docker login password')
def _nv6(lang):
    reg = pick(['registry.acme.io', 'harbor.nuri.net:8443', 'nexus.hanbit.kr:5000', 'cr.dasan.co.kr'])
    u = pick(['ci', 'builder', 'deploy', 'jenkins'])
    pw = pw_any(SYM_SQ)
    cmd = pick([f"docker login {reg} -u {u} -p '{pw}'", f"echo '{pw}' | docker login {reg} -u {u} --password-stdin"])
    if lang == 'en':
        mc = f'Pulls from {reg} failed with "unauthorized: authentication required"; I did not know the runner logs in itself.'
        le = f'The runner bootstrap does:\n{cmd}\nthen `docker pull` works.'
        ask = pick([f'Should the runner use a robot account on {reg}?', ''])
    else:
        mc = f'{reg}에서 pull이 "unauthorized: authentication required"로 실패. 러너가 직접 로그인하는 구조인 걸 몰랐다.'
        le = f'러너 부트스트랩이 하는 일:\n{cmd}\n그 다음에 docker pull이 된다.'
        ask = pick([f'{reg}에 로봇 계정을 만들어 쓰는 게 맞을까요?', ''])
    return mc, le, ask, [pw]


@nv('shell: sqlplus / sqlcmd password argument')
def _nv7(lang):
    if chance(0.5):
        u = pick(['APP_OWNER', 'REPORT_RO', 'ETL'])
        pw = pw_strong(sym='_#')
        h = host('ora')
        cmd = f'sqlplus {u}/{pw}@//{h}:1521/ORCLPDB1 @scripts/check_invalid_objects.sql'
        tool = 'sqlplus'
    else:
        u = pick(['sa', 'svc_etl', 'report_ro'])
        pw = pw_strong(sym=SYM_SQ.replace("'", ''))
        h = host('mssql')
        cmd = f"sqlcmd -S {h},1433 -U {u} -P '{pw}' -d {pick(DBNAMES)} -Q \"SELECT name FROM sys.tables\""
        tool = 'sqlcmd'
    if lang == 'en':
        mc = f'The legacy DB is only reachable with {tool} from the jump box; I did not know that.'
        if chance(0.5):
            le = f'Command that works:\n{cmd}'
            ask = 'Is there an Oracle/SQL Server client in the dev container I should use instead?'
        else:
            le = f'{tool} prints nothing on auth failure with -b off; check $? explicitly.'
            ask = f'The runbook says `{cmd}` -- is that account still valid?'
    else:
        mc = f'레거시 DB는 점프 서버에서 {tool}로만 붙을 수 있다는 걸 몰랐다.'
        if chance(0.5):
            le = f'동작하는 명령:\n{cmd}'
            ask = '대신 써야 할 dev 컨테이너용 클라이언트가 있나요?'
        else:
            le = f'{tool}은 인증 실패해도 조용할 때가 있으니 종료 코드를 꼭 확인할 것.'
            ask = f'런북에 `{cmd}` 라고 돼 있는데 이 계정 아직 유효한가요?'
    return mc, le, ask, [pw]


@nv('shell: mongosh --password')
def _nv8(lang):
    h = host('mongo')
    u = pick(['appUser', 'backupAdmin', 'analytics', 'root'])
    pw = pw_any(SYM_SQ)
    cmd = f"mongosh \"mongodb://{h}:27017/admin?tls=true\" --username {u} --password '{pw}' --eval 'db.serverStatus().connections'"
    if lang == 'en':
        mc = 'Connection count alerts fired and I had no idea how to reach the Mongo primary.'
        le = pick([f'From the bastion: {cmd}', f'Used this to check connections:\n{cmd}\nThe pool leak was in the worker.'])
        ask = pick(['Is there a monitoring user with clusterMonitor only?', ''])
    else:
        mc = '커넥션 수 알림이 울렸는데 Mongo 프라이머리에 어떻게 붙는지 몰랐다.'
        le = pick([f'배스천에서: {cmd}', f'커넥션 확인에 쓴 명령:\n{cmd}\n풀 누수는 워커 쪽이었다.'])
        ask = pick(['clusterMonitor 권한만 있는 모니터링 계정이 있나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: mount cifs / smbclient credentials')
def _nv9(lang):
    nas = pick(['nas01', 'fs-backup', 'files.corp', '192.168.10.20'])
    u = pick(['svc_scan', 'backup', 'media'])
    if chance(0.5):
        pw = pw_strong(sym=SYM_NOCOMMA)
        cmd = f'sudo mount -t cifs //{nas}/share /mnt/share -o username={u},password={pw},vers=3.0,uid=1000'
    else:
        pw = pw_strong(sym='@#_-.+=:')
        cmd = f"smbclient //{nas}/archive -U 'CORP\\{u}%{pw}' -c 'ls 2025/*'"
    if lang == 'en':
        mc = f'The scanner drops files on {nas}; I did not know the batch host mounts it with a service account.'
        le = f'Mount line from the old runbook:\n{cmd}'
        ask = pick(['Should this move to a credentials= file with 0600?', ''])
    else:
        mc = f'스캐너가 {nas}에 파일을 떨구는데 배치 서버가 서비스 계정으로 마운트한다는 걸 몰랐다.'
        le = f'예전 런북의 마운트 명령:\n{cmd}'
        ask = pick(['0600 권한의 credentials= 파일로 옮겨야 할까요?', ''])
    return mc, le, ask, [pw]


@nv('shell: keystore / pkcs12 passwords')
def _nv10(lang):
    p1 = pw_strong(sym='@#%^*-_=+.')
    p2 = pw_strong(sym='@#%^*-_=+.')
    if chance(0.5):
        cmd = f'openssl pkcs12 -export -in tls.crt -inkey tls.key -out gateway.p12 -name gateway -passout pass:{p1}'
        cmd2 = f"keytool -importkeystore -srckeystore gateway.p12 -srcstoretype PKCS12 -srcstorepass '{p1}' -destkeystore gateway.jks -deststorepass '{p2}'"
        body = cmd + '\n' + cmd2
        secrets = [p1, p2]
    else:
        body = f"keytool -list -v -keystore /opt/app/conf/truststore.jks -storepass '{p1}' | grep -A2 Alias"
        secrets = [p1]
    if lang == 'en':
        mc = 'The Java gateway wanted a JKS and I only had PEM files; nobody said which store password the app expects.'
        le = 'Conversion that the app accepted:\n' + body
        ask = pick(['Where does the keystore password live for prod?', ''])
    else:
        mc = '자바 게이트웨이는 JKS를 원하는데 PEM만 있었고 앱이 기대하는 스토어 비밀번호를 아무도 몰랐다.'
        le = '앱이 받아들인 변환 과정:\n' + body
        ask = pick(['운영 키스토어 비밀번호는 어디에 보관하나요?', ''])
    return mc, le, ask, secrets


@nv('shell: archive password (7z/zip)')
def _nv11(lang):
    pw = pw_any(SYM_SQ)
    d = date_s().replace('-', '')
    cmd = pick([f"7z x dump_{d}.7z -p'{pw}' -o./restore", f"zip -r -P '{pw}' logs_{d}.zip ./logs",
                f"unzip -P '{pw}' customer_export_{d}.zip"])
    if lang == 'en':
        mc = "The vendor sends the monthly export as an encrypted archive; I didn't know the password was fixed."
        le = 'Extracted with: ' + cmd
        ask = pick(['Can they switch to SFTP with keys instead?', ''])
    else:
        mc = '업체가 월간 export를 암호 걸린 압축파일로 보내는데 비밀번호가 고정이라는 걸 몰랐다.'
        le = '압축 해제: ' + cmd
        ask = pick(['키 기반 SFTP로 바꿔달라고 할 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: ldapsearch -w')
def _nv12(lang):
    h = host('ldap')
    u = pick(['svc-gitlab', 'svc-jira', 'binduser', 'readonly'])
    pw = pw_any(SYM_SQ)
    cmd = f"ldapsearch -H ldaps://{h}:636 -D 'cn={u},ou=service,dc=acme,dc=io' -w '{pw}' -b 'ou=people,dc=acme,dc=io' '(mail=*@acme.io)' uid"
    if lang == 'en':
        mc = "Group sync was dropping users; didn't know the sync uses a bind account instead of Kerberos."
        le = f'Checked directly against LDAP:\n{cmd}'
        ask = pick(['Who can reset that bind account if it expires?', ''])
    else:
        mc = '그룹 동기화에서 사용자가 빠지는데 동기화가 Kerberos가 아니라 bind 계정을 쓴다는 걸 몰랐다.'
        le = f'LDAP에 직접 확인한 명령:\n{cmd}'
        ask = pick(['bind 계정이 만료되면 누가 리셋하나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: htpasswd -b / chpasswd')
def _nv13(lang):
    u = pick(['metrics', 'admin', 'qa', 'partner'])
    pw = pw_any(SYM_SQ)
    cmd = pick([f"sudo htpasswd -bB /etc/nginx/.htpasswd {u} '{pw}'", f"echo '{u}:{pw}' | sudo chpasswd"])
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc, le = 'Staging was publicly reachable; I did not know basic auth was expected in front of it.', f'Added the user with:\n{cmd}\nand reloaded nginx.'
        else:
            mc, le = f'Had to create the {u} login for QA and did not know the convention.', f'Ran `{cmd}`. bcrypt (-B) is required; MD5 entries are rejected by the new nginx build.'
        ask = pick(['Should I hand this credential to QA via 1Password?', ''])
    else:
        v = R.randrange(2)
        if v == 0:
            mc, le = '스테이징이 외부에 열려 있었고 앞단에 basic auth가 있어야 한다는 걸 몰랐다.', f'사용자 추가:\n{cmd}\n후 nginx reload.'
        else:
            mc, le = f'QA용 {u} 로그인을 만들어야 했는데 관례를 몰랐다.', f'`{cmd}` 실행. bcrypt(-B) 필수, MD5 항목은 새 nginx 빌드에서 거부됨.'
        ask = pick(['이 계정 정보는 QA에 1Password로 전달하면 될까요?', ''])
    return mc, le, ask, [pw]


@nv('shell: kubectl secret / helm --set password')
def _nv14(lang):
    ns = pick(NAMESPACES)
    u = pick(DB_USERS)
    pw = pw_any(SYM_SQ)
    if chance(0.5):
        cmd = f"kubectl -n {ns} create secret generic db-credentials --from-literal=username={u} --from-literal=password='{pw}' --dry-run=client -o yaml | kubectl apply -f -"
    else:
        cmd = f"helm upgrade --install pg bitnami/postgresql -n {ns} --set auth.username={u} --set auth.password='{pw}' --set auth.database={pick(DBNAMES)}"
    if lang == 'en':
        mc = f'Pods in {ns} crashed with "password authentication failed"; the secret had been recreated by someone else.'
        le = f'Recreated it to match the DB:\n{cmd}'
        ask = pick(['Should this come from External Secrets instead of a manual command?', ''])
    else:
        mc = f'{ns} 파드가 "password authentication failed"로 죽음. 누군가 시크릿을 다시 만들었던 것.'
        le = f'DB와 맞게 재생성:\n{cmd}'
        ask = pick(['수동 명령 말고 External Secrets로 가져와야 하지 않나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: terraform -var / ansible -e password')
def _nv15(lang):
    pw = pw_any(SYM_SQ)
    if chance(0.5):
        cmd = f"terraform apply -var 'db_admin_password={pw}' -var-file=envs/{pick(ENVS)}.tfvars"
        what = 'terraform'
    else:
        cmd = f"ansible-playbook -i inventories/{pick(ENVS)} site.yml --limit dbservers -e 'ansible_become_pass={pw}'"
        what = 'ansible'
    if lang == 'en':
        mc = f'The {what} run prompted for a password variable that was not in any tfvars/vault file.'
        le = pick([f'Unblocked with:\n{cmd}', 'Pass sensitive vars via environment or vault, not on the command line; it ends up in shell history.'])
        ask = f'Is it fine that the README still shows `{cmd}`?' if le.startswith('Pass') else pick(['Where should that variable come from normally?', ''])
    else:
        mc = f'{what} 실행 중 어떤 tfvars/vault 파일에도 없는 비밀번호 변수를 물어봤다.'
        le = pick([f'이렇게 넘겨서 진행:\n{cmd}', '민감한 변수는 커맨드라인 말고 환경변수나 vault로 넘길 것. 셸 히스토리에 남는다.'])
        ask = f'README에 아직 `{cmd}` 가 있는데 괜찮나요?' if le.startswith('민감한') else pick(['원래 이 변수는 어디서 와야 하나요?', ''])
    return mc, le, ask, [pw]


@nv('shell: Wi-Fi password (nmcli / QR payload)')
def _nv16(lang):
    ssid = pick(['ACME-Guest', 'Hanbit_5G', 'lab-iot', 'OfficeAP-3F', 'nuri-devices'])
    pw = pw_human(sym='!@#$*') if chance(0.6) else pw_strong(sym='!@#$%^*-_')
    v = R.randrange(3)
    if v == 0:
        body = f"nmcli dev wifi connect '{ssid}' password '{pw}' ifname wlan0"
    elif v == 1:
        body = f'WIFI:T:WPA;S:{ssid};P:{pw};;'
    else:
        body = f'wpa_passphrase "{ssid}" "{pw}" | sudo tee /etc/wpa_supplicant/wpa_supplicant.conf'
    if lang == 'en':
        mc = f'The test Raspberry Pi had to join {ssid}; the network details were only on a sticker.'
        le = ('Provisioned it with:\n' if v != 1 else 'The QR code on the wall encodes: ') + body
        ask = pick(['Is there an IoT VLAN with certificate auth instead?', ''])
    else:
        mc = f'테스트용 라즈베리파이를 {ssid}에 붙여야 했는데 정보가 스티커에만 있었다.'
        le = ('설정 명령:\n' if v != 1 else '벽에 붙은 QR 코드 내용: ') + body
        ask = pick(['인증서 기반 IoT VLAN이 따로 있나요?', ''])
    return mc, le, ask, [pw]


@nv('git remote URL with password')
def _nv17(lang):
    u = pick(['deploy-bot', 'jkim', 'ci', 'release'])
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    gh = pick(['git.acme.io', 'gitlab.hanbit.kr', 'bitbucket.nuri.net', 'scm.dasan.co.kr'])
    url = f'https://{u}:{enc}@{gh}/{pick(["platform", "backend", "data"])}/{pick(PROJECTS)}.git'
    if lang == 'en':
        mc = f'Submodule update failed in CI and I did not know the submodule points to the self-hosted {gh}.'
        if chance(0.5):
            le = f'`git remote -v` on the build box shows:\n{url}'
            ask = 'Can we switch that remote to a deploy key?'
        else:
            le = 'Credentials embedded in a remote URL show up in `git remote -v` and in CI logs.'
            ask = f'Should I replace {url} with SSH?'
    else:
        mc = f'CI에서 서브모듈 업데이트가 실패했는데 서브모듈이 자체 호스팅 {gh}를 가리킨다는 걸 몰랐다.'
        if chance(0.5):
            le = f'빌드 서버의 `git remote -v` 결과:\n{url}'
            ask = '이 remote를 deploy key로 바꿔도 되나요?'
        else:
            le = 'remote URL에 넣은 인증 정보는 `git remote -v`와 CI 로그에 그대로 나온다.'
            ask = f'{url} 를 SSH로 바꿀까요?'
    return mc, le, ask, [enc]


@nv('URL userinfo: proxy with percent-encoded password')
def _nv18(lang):
    u = pick(['jdoe', 'svc_build', 'corp%5Cminji', 'proxyuser'])
    pw = pw_strong(sym='@#%&!:/$')
    enc = pctenc(pw)
    px = f'http://{u}:{enc}@proxy.{pick(DOMAINS)}:{pick(["3128", "8080", "80"])}'
    cmd = f'export HTTPS_PROXY={px}\nexport NO_PROXY=localhost,127.0.0.1,.svc.cluster.local'
    if lang == 'en':
        mc = "pip and npm timed out on the build VM; didn't know all egress goes through an authenticating proxy."
        le = f'Setting this fixed it (special chars in the password must be percent-encoded):\n{cmd}'
        ask = pick(['Is there a service account for the proxy so builds do not use a personal login?', ''])
    else:
        mc = '빌드 VM에서 pip/npm이 타임아웃. 모든 외부 통신이 인증 프록시를 거친다는 걸 몰랐다.'
        le = f'아래 설정으로 해결 (비밀번호 특수문자는 퍼센트 인코딩 필요):\n{cmd}'
        ask = pick(['빌드가 개인 계정을 안 쓰도록 프록시 서비스 계정이 있나요?', ''])
    return mc, le, ask, [enc]


@nv('DSN: postgres URL')
def _nv19(lang):
    h, u, db = host('pg'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    dsn = f'postgresql://{u}:{enc}@{h}:5432/{db}?sslmode=require'
    if lang == 'en':
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = f'Alembic pointed at the wrong database; I did not know DATABASE_URL is overridden in the Procfile.', f'The override is:\nDATABASE_URL={dsn}', ''
        elif v == 1:
            mc, le, ask = 'Did not know sslmode=require is mandatory for the managed Postgres.', f'Connection string that works: {dsn}', 'Should the app user be split into read and write roles?'
        else:
            mc, le, ask = f'Needed read access to {db} for the report.', 'Use the replica DSN for reports, never the primary.', f'Is {dsn} the replica or the primary?'
    else:
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = 'Alembic이 엉뚱한 DB를 보고 있었다. Procfile에서 DATABASE_URL을 덮어쓴다는 걸 몰랐다.', f'덮어쓰는 값:\nDATABASE_URL={dsn}', ''
        elif v == 1:
            mc, le, ask = '관리형 Postgres에 sslmode=require가 필수라는 걸 몰랐다.', f'동작하는 연결 문자열: {dsn}', '앱 계정을 읽기/쓰기 롤로 나눠야 할까요?'
        else:
            mc, le, ask = f'리포트용으로 {db} 읽기 권한이 필요했다.', '리포트는 레플리카 DSN만 쓸 것. 프라이머리 금지.', f'{dsn} 이게 레플리카인가요 프라이머리인가요?'
    return mc, le, ask, [enc]


@nv('DSN: mongodb+srv URI')
def _nv20(lang):
    u = pick(['app', 'etl', 'admin', 'reader'])
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    uri = f'mongodb+srv://{u}:{enc}@cluster0.{L(5)}.mongodb.net/{pick(DBNAMES)}?retryWrites=true&w=majority&appName={pick(PROJECTS)}'
    if lang == 'en':
        mc = pick(["The worker couldn't resolve the Atlas SRV record from inside the VPC; didn't know there is a peering-only hostname.",
                   'Did not know the Atlas cluster requires the full SRV URI; the plain host refused connections.'])
        le = f'URI in the worker env:\n{uri}'
        ask = pick(['Is the pl-0 private endpoint the one to use from k8s?', ''])
    else:
        mc = pick(['VPC 안에서 워커가 Atlas SRV 레코드를 못 찾았다. 피어링 전용 호스트명이 따로 있는 걸 몰랐음.',
                   'Atlas 클러스터는 SRV URI 전체가 있어야 한다는 걸 몰랐다. 일반 호스트로는 연결 거부.'])
        le = f'워커 환경변수의 URI:\n{uri}'
        ask = pick(['k8s에서는 pl-0 프라이빗 엔드포인트를 쓰는 게 맞나요?', ''])
    return mc, le, ask, [enc]


@nv('DSN: redis / amqp URL')
def _nv21(lang):
    pw = pw_strong(sym='!$&*()-_=+.~') if chance(0.6) else A(32)
    enc = pctenc(pw)
    if chance(0.5):
        url = f'rediss://default:{enc}@{host("redis")}:6380/0'
        var = 'CELERY_RESULT_BACKEND'
    else:
        url = f'amqp://{pick(["celery", "worker", "app"])}:{enc}@{host("mq")}:5672/%2F{pick(["", "orders", "jobs"])}'
        var = 'CELERY_BROKER_URL'
    if lang == 'en':
        mc = 'Celery tasks stayed PENDING; did not know the broker and backend are configured separately.'
        le = f'{var}={url}'
        ask = pick(['Is the broker shared with the other team?', ''])
    else:
        mc = 'Celery 태스크가 PENDING에서 안 움직였다. 브로커와 백엔드가 따로 설정된다는 걸 몰랐다.'
        le = f'{var}={url}'
        ask = pick(['이 브로커 다른 팀이랑 같이 쓰나요?', ''])
    return mc, le, ask, [enc]


@nv('DSN: JDBC URL with password parameter')
def _nv22(lang):
    h, u, db = host('mysql'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_strong(sym=SYM_URLQ)
    url = f'jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=true&serverTimezone=Asia/Seoul'
    if lang == 'en':
        mc = 'The Spring Batch job ignored spring.datasource.password; did not know the URL itself carries the credentials.'
        le = pick([f'The job config has:\n{url}', f'Found it in application-batch.properties: spring.datasource.url={url}'])
        ask = pick(['Can we move the password out of the URL into a separate property?', ''])
    else:
        mc = 'Spring Batch 잡이 spring.datasource.password를 무시했다. URL 자체에 인증 정보가 들어있는 걸 몰랐다.'
        le = pick([f'잡 설정 내용:\n{url}', f'application-batch.properties에서 발견: spring.datasource.url={url}'])
        ask = pick(['비밀번호를 URL에서 빼서 별도 속성으로 옮겨도 될까요?', ''])
    return mc, le, ask, [pw]


@nv('DSN: ADO.NET / ODBC connection string')
def _nv23(lang):
    h, u, db = host('mssql'), pick(['sa', 'app_user', 'report_reader']), pick(DBNAMES)
    pw = pw_strong(sym=SYM_NOSEMI.replace('{', '').replace('}', ''))
    if chance(0.5):
        cs = f'Server=tcp:{h},1433;Initial Catalog={db};Persist Security Info=False;User ID={u};Password={pw};Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;'
    else:
        cs = 'Driver={ODBC Driver 18 for SQL Server};Server=' + h + ';Database=' + db + ';UID=' + u + ';PWD={' + pw + '};TrustServerCertificate=yes;'
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc, le = f'appsettings.Development.json silently overrode the connection string; did not know that.', f'Effective value:\n"DefaultConnection": "{cs}"'
        else:
            mc, le = f'Power BI refresh failed with login timeout and nobody said the gateway uses ODBC.', f'Gateway DSN: {cs}'
        ask = pick(['Can the app use managed identity instead of SQL auth?', ''])
    else:
        v = R.randrange(2)
        if v == 0:
            mc, le = 'appsettings.Development.json이 연결 문자열을 조용히 덮어쓰는 걸 몰랐다.', f'실제 적용 값:\n"DefaultConnection": "{cs}"'
        else:
            mc, le = 'Power BI 새로고침이 로그인 타임아웃으로 실패. 게이트웨이가 ODBC를 쓴다는 걸 아무도 말 안 함.', f'게이트웨이 DSN: {cs}'
        ask = pick(['SQL 인증 대신 관리 ID를 쓸 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('DSN: libpq keyword/value string in Go')
def _nv24(lang):
    h, u, db = host('pg'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_strong(sym='!@#%^&*-_+.?~')
    code = f'db, err := sql.Open("pgx", "host={h} port=5432 dbname={db} user={u} password={pw} sslmode=verify-full")'
    if lang == 'en':
        mc = 'The Go service does not read DATABASE_URL at all; I did not know the DSN is built in main.go.'
        le = pick(['Current line in cmd/server/main.go:\n' + code, 'Keyword/value DSNs break if the password has spaces; quote it with single quotes.'])
        ask = f'Should `{code}` read from env instead?' if le.startswith('Keyword') else pick(['Who owns cmd/server?', ''])
    else:
        mc = 'Go 서비스는 DATABASE_URL을 아예 안 읽는다. DSN을 main.go에서 조립한다는 걸 몰랐다.'
        le = pick(['cmd/server/main.go의 현재 줄:\n' + code, 'keyword/value DSN은 비밀번호에 공백이 있으면 깨진다. 작은따옴표로 감쌀 것.'])
        ask = f'`{code}` 이 부분 환경변수로 바꿀까요?' if le.startswith('keyword') else pick(['cmd/server 담당자가 누구인가요?', ''])
    return mc, le, ask, [pw]


@nv('code: SQLAlchemy create_engine URL')
def _nv25(lang):
    h, u, db = host('mysql'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    code = f'engine = create_engine("mysql+pymysql://{u}:{enc}@{h}:3306/{db}?charset=utf8mb4", pool_pre_ping=True)'
    if lang == 'en':
        mc = 'Notebook queries returned stale data; did not know the notebook connects to a different host than the app.'
        le = f'The notebook cell:\n{code}'
        ask = pick(['Can notebooks get a read-only user?', ''])
    else:
        mc = '노트북 쿼리 결과가 옛날 데이터였다. 노트북이 앱과 다른 호스트에 붙는다는 걸 몰랐다.'
        le = f'노트북 셀 내용:\n{code}'
        ask = pick(['노트북용 읽기 전용 계정을 받을 수 있나요?', ''])
    return mc, le, ask, [enc]


@nv('prose: "the password is ..."')
def _nv26(lang):
    sysname = pick(['Grafana', 'the Jenkins admin', 'pgAdmin', 'the staging WordPress', 'Metabase', 'the router',
                    'RabbitMQ management UI', 'the NAS web console', 'Kibana'])
    pw = pw_human() if chance(0.6) else pw_strong(sym='!@#$%^&*')
    who = person(lang)
    if lang == 'en':
        v = R.randrange(3)
        if v == 0:
            mc = f'I did not know the login for {sysname}. {who} told me the password is {pw} and the user is admin.'
            le = 'Ask for UI credentials at the start instead of guessing defaults (the account locks after 5 tries).'
            ask = ''
        elif v == 1:
            mc = f'Could not open {sysname} to check the graphs.'
            le = f'Password for {sysname} is {pw}. It is shared by the whole team.'
            ask = pick(['Should each of us get a personal account?', f'Can we stop sharing {pw} and get personal accounts?'])
        else:
            mc = f'{sysname} needed a login to export the dashboard JSON.'
            le = 'Dashboards can be exported from the API too.'
            ask = f'Is the {sysname} password still {pw}, or was it changed after the audit?'
    else:
        sys_ko = {'Grafana': 'Grafana', 'the Jenkins admin': 'Jenkins 관리자 계정', 'pgAdmin': 'pgAdmin',
                  'the staging WordPress': '스테이징 워드프레스', 'Metabase': 'Metabase', 'the router': '공유기 관리 페이지',
                  'RabbitMQ management UI': 'RabbitMQ 관리 UI', 'the NAS web console': 'NAS 웹 콘솔', 'Kibana': 'Kibana'}[sysname]
        v = R.randrange(3)
        if v == 0:
            mc = f'{sys_ko} 로그인 정보를 몰랐다. {josa(who, "이", "가")} 비밀번호는 {pw} 이고 아이디는 admin이라고 알려줌.'
            le = '기본값을 추측하지 말고 시작할 때 UI 계정을 물어볼 것(5회 실패하면 잠김).'
            ask = ''
        elif v == 1:
            mc = f'{sys_ko}에 들어가서 그래프를 확인할 수 없었다.'
            le = f'{sys_ko} 비번은 {pw} 임. 팀 전체가 같이 쓰는 계정.'
            ask = '개인 계정을 따로 받아야 하지 않을까요?'
        else:
            mc = f'대시보드 JSON을 내보내려면 {sys_ko} 로그인이 필요했다.'
            le = '대시보드는 API로도 내보낼 수 있다.'
            ask = f'{sys_ko} 비밀번호 아직 {pw} 인가요? 감사 이후 바뀌었나요?'
    return mc, le, ask, [pw]


@nv('prose: ID/PW login pair')
def _nv27(lang):
    u = pick(['test01', 'qa_admin', 'demo@acme.io', 'partner-kr', 'seller_0042', 'reviewer'])
    pw = pw_human() if chance(0.5) else pw_strong(sym='!@#$%^&*')
    site = pick(['the admin console', 'the partner portal', 'the staging app', 'the App Store review build',
                 'the seller center'])
    if lang == 'en':
        fmt_ = pick([f'{u} / {pw}', f'user `{u}`, pass `{pw}`', f'login {u}, password {pw}'])
        mc = f'The bug only reproduces for a seller account in {site}; I had no test account.'
        le = f'Test account for {site}: {fmt_}'
        ask = pick(['Can we seed a dedicated test seller in the fixture data?', ''])
        if chance(0.3):
            mc, le, ask = mc, 'Seed data has no seller role; use the shared account.', f'Is {fmt_} OK to use for automated e2e runs?'
    else:
        site_ko = pick(['어드민 콘솔', '파트너 포털', '스테이징 앱', '앱스토어 심사용 빌드', '셀러센터'])
        fmt_ = pick([f'ID/PW: {u} / {pw}', f'아이디 {u} 비번 {pw}', f'계정 {u} / 패스워드 {pw}'])
        mc = f'버그가 {site_ko}의 셀러 계정에서만 재현되는데 테스트 계정이 없었다.'
        le = f'{site_ko} 테스트 계정 {fmt_}'
        ask = pick(['픽스처 데이터에 테스트 셀러를 넣어도 될까요?', ''])
        if chance(0.3):
            mc, le, ask = mc, '시드 데이터에 셀러 권한이 없어서 공용 계정을 써야 한다.', f'{fmt_} 이걸 e2e 자동화에 써도 되나요?'
    return mc, le, ask, [pw]


@nv('chat: sudo / root password in reply')
def _nv28(lang):
    h = host(pick(['gpu', 'build', 'batch', 'legacy']))
    pw = pw_human() if chance(0.5) else pw_strong(sym='!@#$%^&*-_')
    if lang == 'en':
        mc = f'Did not know sudo on {h} asks for a password (no NOPASSWD for the deploy group).'
        q = pick([f'User replied: "it\'s {pw}, same as the jump host"', f'The user typed the sudo password into the chat: {pw}'])
        if chance(0.6):
            mc = mc + ' ' + q
            le = 'Ask before running privileged commands on shared hosts.'
        else:
            le = q + '. I used it once for the driver install.'
        ask = pick(['Can the deploy group get NOPASSWD for systemctl only?', ''])
    else:
        mc = f'{h}에서 sudo가 비밀번호를 물어본다는 걸 몰랐다(deploy 그룹에 NOPASSWD 없음).'
        q = pick([f'사용자 답변: "{pw} 이에요, 점프 서버랑 같아요"', f'사용자가 채팅에 sudo 비번을 그대로 입력함: {pw}'])
        if chance(0.6):
            mc = mc + ' ' + q
            le = '공용 서버에서 권한 명령은 실행 전에 먼저 물어볼 것.'
        else:
            le = q + '. 드라이버 설치에 한 번 사용.'
        ask = pick(['deploy 그룹에 systemctl만 NOPASSWD 줄 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('prose: VPN / shared account password')
def _nv29(lang):
    pw = pw_human() if chance(0.5) else pw_strong(sym='!@#$%^&*')
    kind = R.randrange(3)
    if lang == 'en':
        what = ['the shared VPN account (vpn-dev)', 'the team Google account used for Play Console', 'the shared AWS root login in the break-glass envelope'][kind]
        mc = f'Could not reach the staging network; I did not know there is {what}.'
        le = pick([f'Its password is {pw}; IT rotates it monthly.', f'Credentials: vpn-dev / {pw} (rotated monthly).'])
        ask = pick(['Can I get a personal account instead of the shared one?', ''])
    else:
        what = ['공용 VPN 계정(vpn-dev)', 'Play Console용 팀 구글 계정', '비상용 봉투에 있는 공용 AWS 루트 계정'][kind]
        mc = f'스테이징 망에 못 들어갔는데 {what}이 있다는 걸 몰랐다.'
        le = pick([f'비밀번호는 {pw} 이고 IT가 매달 바꾼다.', f'계정: vpn-dev / 암호: {pw} (매달 변경)'])
        ask = pick(['공용 말고 개인 계정을 받을 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('.env: several app secrets')
def _nv30(lang):
    dbpw = pw_any(SYM_SQ.replace('#', '').replace(' ', ''))
    rpw = A(32)
    sess = H(64)
    jwt_s = b64(48)
    lines = [f'DATABASE_HOST={host("pg")}', f'DATABASE_USER={pick(DB_USERS)}', f'DATABASE_PASSWORD={dbpw}',
             f'REDIS_PASSWORD={rpw}', f'SESSION_SECRET={sess}', f'JWT_SECRET={jwt_s}', 'PORT=8080']
    if chance(0.5):
        lines = lines[:3] + lines[4:]
        secs = [dbpw, sess, jwt_s]
    else:
        secs = [dbpw, rpw, sess, jwt_s]
    body = '\n'.join(lines)
    if lang == 'en':
        mc = pick(["Didn't know the API refuses to boot when SESSION_SECRET is shorter than 32 bytes.",
                   'The local stack needed a .env and there was no .env.example.'])
        le = f'The .env that works (copied from the shared drive):\n{body}'
        ask = pick(['Can we commit a .env.example with placeholders instead?', ''])
    else:
        mc = pick(['SESSION_SECRET가 32바이트보다 짧으면 API가 안 뜬다는 걸 몰랐다.', '로컬 스택에 .env가 필요한데 .env.example이 없었다.'])
        le = f'동작하는 .env (공유 드라이브에서 복사):\n{body}'
        ask = pick(['대신 placeholder만 있는 .env.example을 커밋해도 될까요?', ''])
    return mc, le, ask, secs


@nv('YAML: spring datasource')
def _nv31(lang):
    h, u, db = host('pg'), pick(DB_USERS), pick(DBNAMES)
    pw = pw_any(SYM_SQ.replace('"', ''))
    body = f'spring:\n  datasource:\n    url: jdbc:postgresql://{h}:5432/{db}\n    username: {u}\n    password: "{pw}"\n    hikari:\n      maximum-pool-size: 20'
    if lang == 'en':
        mc = 'Did not know the prod profile is baked into the jar; application-prod.yml is inside src/main/resources.'
        le = f'Relevant part:\n{body}'
        ask = pick(['Should this move to Spring Cloud Config or env vars?', ''])
    else:
        mc = '운영 프로필이 jar 안에 들어간다는 걸 몰랐다. application-prod.yml이 src/main/resources에 있음.'
        le = f'해당 부분:\n{body}'
        ask = pick(['Spring Cloud Config나 환경변수로 옮겨야 하지 않나요?', ''])
    return mc, le, ask, [pw]


@nv('YAML: docker-compose environment passwords')
def _nv32(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('$', ''))
    rootpw = pw_strong(sym='!@#%^&*-_=+')
    if chance(0.5):
        body = f'services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: "{rootpw}"\n      MYSQL_USER: app\n      MYSQL_PASSWORD: "{pw}"\n    ports:\n      - "3307:3306"'
        secs = [rootpw, pw]
    else:
        body = f'services:\n  postgres:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={pw}\n    ports:\n      - "5433:5432"'
        secs = [pw]
    if lang == 'en':
        mc = 'Integration tests connected to my local DB on the default port instead of the compose one.'
        le = f'The compose file maps a non-default port:\n{body}'
        ask = pick(['Could the test config read the port from compose?', ''])
    else:
        mc = '통합 테스트가 compose DB가 아니라 로컬 기본 포트 DB에 붙었다.'
        le = f'compose 파일이 기본이 아닌 포트를 매핑한다:\n{body}'
        ask = pick(['테스트 설정이 compose에서 포트를 읽게 할 수 있을까요?', ''])
    return mc, le, ask, secs


@nv('JSON: app config with password fields')
def _nv33(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('\\', ''))
    smtp = pw_strong(sym='!@#$%^&*')
    obj = {'db': {'host': host('pg'), 'port': 5432, 'user': pick(DB_USERS), 'password': pw},
           'smtp': {'host': 'smtp.' + pick(DOMAINS), 'user': 'noreply', 'pass': smtp}, 'featureFlags': {'newCheckout': True}}
    body = jdump(obj, pick([None, 2]))
    if lang == 'en':
        mc = pick(['config.json is read before env vars, so my env override never applied.',
                   'Did not know the mailer has its own SMTP credentials separate from the transactional provider.'])
        le = f'Current config/config.json:\n{body}'
        ask = pick(['Can I remove the secrets from config.json in this PR?', ''])
    else:
        mc = pick(['config.json이 환경변수보다 먼저 읽혀서 환경변수 override가 적용되지 않았다.', '메일러가 트랜잭션 메일 업체와 별개로 SMTP 계정을 쓴다는 걸 몰랐다.'])
        le = f'현재 config/config.json:\n{body}'
        ask = pick(['이번 PR에서 config.json의 시크릿을 빼도 될까요?', ''])
    return mc, le, ask, [pw, smtp]


@nv('TOML: database section')
def _nv34(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('\\', ''))
    body = f'[database]\nhost = "{host("pg")}"\nport = 5432\nuser = "{pick(DB_USERS)}"\npassword = "{pw}"\npool_size = 10'
    fname = pick(['config/production.toml', 'Rocket.toml', '.cargo/env.toml', 'settings.toml'])
    if lang == 'en':
        mc = f'Did not know the Rust service loads {fname} relative to the working directory, not the binary.'
        le = f'Its content:\n{body}'
        ask = pick(['Should we use figment env overrides for the password?', ''])
    else:
        mc = f'Rust 서비스가 {fname}을 바이너리 위치가 아니라 작업 디렉터리 기준으로 읽는다는 걸 몰랐다.'
        le = f'파일 내용:\n{body}'
        ask = pick(['비밀번호는 figment 환경변수 override로 빼야 하지 않나요?', ''])
    return mc, le, ask, [pw]


@nv('INI: ~/.my.cnf client section')
def _nv35(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('#', '').replace(';', ''))
    body = f'[client]\nuser={pick(DB_USERS)}\npassword="{pw}"\nhost={host("mysql")}\n\n[mysqldump]\nsingle-transaction'
    if lang == 'en':
        mc = 'The backup cron had no -p flag and I could not see where mysqldump got its credentials.'
        le = f'It reads /root/.my.cnf:\n{body}'
        ask = pick(['Should the backup use a dedicated backup user?', ''])
    else:
        mc = '백업 크론에 -p 옵션이 없는데 mysqldump가 어디서 인증 정보를 얻는지 몰랐다.'
        le = f'/root/.my.cnf를 읽는다:\n{body}'
        ask = pick(['백업 전용 사용자를 만드는 게 좋을까요?', ''])
    return mc, le, ask, [pw]


@nv('dotfile: .netrc / .pgpass line')
def _nv36(lang):
    pw = pw_strong(sym='!@#$%^&*-_=+.') if chance(0.6) else pw_human()
    if chance(0.5):
        h = pick(['artifacts.' + pick(DOMAINS), 'git.' + pick(DOMAINS)])
        line = f'machine {h} login {pick(["ci", "deploy", "jkim"])} password {pw}'
        f_ = '~/.netrc'
    else:
        line = f'{host("pg")}:5432:{pick(DBNAMES)}:{pick(DB_USERS)}:{pw}'
        f_ = '~/.pgpass'
    if lang == 'en':
        mc = f'curl/psql worked on the build host without any flags; I did not know about {f_}.'
        le = f'{f_} contains:\n{line}'
        ask = pick(['Is that file supposed to be on a shared host?', ''])
    else:
        mc = f'빌드 서버에서 curl/psql이 아무 옵션 없이 인증되길래 이상했는데 {f_} 때문이었다.'
        le = f'{f_} 내용:\n{line}'
        ask = pick(['공용 서버에 이 파일이 있어도 되나요?', ''])
    return mc, le, ask, [pw]


@nv('HTTP: Basic authorization header')
def _nv37(lang):
    u = pick(['admin', 'scraper', 'partner_api', 'monitor', 'svc-export'])
    pw = pw_any(SYM_SQ)
    blob = b64s(f'{u}:{pw}')
    h = host(pick(['api', 'legacy', 'erp']))
    line = f'Authorization: Basic {blob}'
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc, le = f'The legacy ERP endpoint at {h} rejected bearer tokens; did not know it only does basic auth.', f'Header that worked in Postman:\n{line}'
        else:
            mc, le = 'The partner integration test kept failing with 401.', f'They expect `{line}` exactly; no realm, no trailing newline.'
        ask = pick(['Can the partner issue us an API key instead?', ''])
    else:
        v = R.randrange(2)
        if v == 0:
            mc, le = f'{h}의 레거시 ERP 엔드포인트가 bearer 토큰을 거부했다. basic auth만 된다는 걸 몰랐다.', f'Postman에서 동작한 헤더:\n{line}'
        else:
            mc, le = '파트너 연동 테스트가 계속 401로 실패.', f'상대편은 `{line}` 를 정확히 기대한다. realm 없음, 끝에 개행 없음.'
        ask = pick(['파트너에게 API 키 발급을 요청할 수 있나요?', ''])
    return mc, le, ask, [blob]


@nv('HTTP: Bearer token for internal API')
def _nv38(lang):
    if chance(0.5):
        tok = jwt({'sub': pick(['svc-report', 'user:10423', 'batch-runner']), 'role': pick(['admin', 'service', 'editor']),
                   'iss': 'https://auth.' + pick(DOMAINS), 'iat': ts_epoch(), 'exp': ts_epoch() + 86400 * 365})
    else:
        tok = W(R.choice([40, 48, 64]))
    h = host('api')
    cmd = f"curl -s https://{h}/internal/v1/reports/daily -H 'Authorization: Bearer {tok}'"
    if lang == 'en':
        mc = pick(['Did not know internal endpoints need a service token even from inside the cluster.',
                   'The report endpoint returned 403 for my user; service-to-service calls use a long-lived token.'])
        le = pick([f'Working request:\n{cmd}', f'Token the cron uses: {tok}'])
        ask = pick(['Is there a way to mint short-lived tokens for scripts?', ''])
    else:
        mc = pick(['클러스터 내부에서도 내부 API에 서비스 토큰이 필요하다는 걸 몰랐다.', '리포트 엔드포인트가 내 계정엔 403. 서비스 간 호출은 장기 토큰을 쓴다.'])
        le = pick([f'동작한 요청:\n{cmd}', f'크론이 쓰는 토큰: {tok}'])
        ask = pick(['스크립트용 단기 토큰을 발급받는 방법이 있나요?', ''])
    return mc, le, ask, [tok]


@nv('HTTP: custom API-key header (in-house)')
def _nv39(lang):
    hdr = pick(['X-Api-Key', 'X-Internal-Token', 'X-Auth-Token', 'apikey', 'X-Partner-Key', 'Ocp-Apim-Subscription-Key'])
    key = pick([H(32), A(40), W(43), uuid4().replace('-', '')])
    h = host(pick(['gw', 'api', 'partner']))
    if lang == 'en':
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = f'The gateway at {h} needs a {hdr} header; not in the OpenAPI spec.', f'{hdr}: {key}', ''
        elif v == 1:
            mc, le, ask = f'Did not know partner calls go through {h} with a static key.', f'Use `-H "{hdr}: {key}"` on every call; the gateway strips it before the backend.', 'Is there one key per partner or one shared key?'
        else:
            mc, le, ask = 'Gateway returned 401 with an empty body.', 'The key header name is case-sensitive on that gateway.', f'Should I keep using {hdr}={key} or request a new one?'
    else:
        v = R.randrange(3)
        if v == 0:
            mc, le, ask = f'{h} 게이트웨이에 {hdr} 헤더가 필요하다. OpenAPI 스펙에는 없음.', f'{hdr}: {key}', ''
        elif v == 1:
            mc, le, ask = f'파트너 호출이 고정 키로 {h}를 거친다는 걸 몰랐다.', f'모든 호출에 `-H "{hdr}: {key}"` 를 붙일 것. 게이트웨이가 백엔드 전에 제거한다.', '파트너별 키인가요, 공용 키인가요?'
        else:
            mc, le, ask = '게이트웨이가 빈 body로 401을 반환.', '그 게이트웨이는 키 헤더 이름의 대소문자를 구분한다.', f'{hdr}={key} 계속 써도 되나요, 새로 받아야 하나요?'
    return mc, le, ask, [key]


@nv('cookie: session cookie value')
def _nv40(lang):
    v = R.randrange(3)
    if v == 0:
        val = L(32)
        line = f'Cookie: sessionid={val}; django_language=ko'
    elif v == 1:
        val = 's%3A' + W(32) + '.' + pctenc(b64(32).rstrip('='))
        line = f'Cookie: connect.sid={val}'
    else:
        val = b64u(48)
        line = f'Set-Cookie: __Host-session={val}; Path=/; Secure; HttpOnly; SameSite=Lax'
    if lang == 'en':
        mc = 'Could not reproduce the admin-only bug without logging in through SSO, which the sandbox blocks.'
        le = pick([f'Copied the session from the browser devtools and replayed with curl:\n{line}', f'Replaying the request needs this cookie: {line}'])
        ask = pick(['Is there a test-login endpoint for local debugging?', ''])
    else:
        mc = 'SSO 로그인이 샌드박스에서 막혀서 관리자 전용 버그를 재현할 수 없었다.'
        le = pick([f'브라우저 개발자도구에서 세션을 복사해 curl로 재현:\n{line}', f'요청 재현에 필요한 쿠키: {line}'])
        ask = pick(['로컬 디버깅용 테스트 로그인 엔드포인트가 있나요?', ''])
    return mc, le, ask, [val]


@nv('recovery codes list')
def _nv41(lang):
    n = R.randint(4, 8)
    style = R.randrange(3)
    if style == 0:
        codes = [H(5) + '-' + H(5) for _ in range(n)]
    elif style == 1:
        codes = [D(4) + ' ' + D(4) for _ in range(n)]
    else:
        codes = [U(4) + '-' + U(4) + '-' + U(4) for _ in range(n)]
    svc = pick(['GitHub org owner account', 'the shared Google Workspace admin', 'AWS root MFA fallback', 'npm org admin', 'Cloudflare account'])
    body = '\n'.join(codes)
    if lang == 'en':
        mc = f'The MFA device for the {svc} was with someone on leave; I did not know backup codes existed.'
        le = f'Backup codes from the vault export:\n{body}'
        ask = pick(['Which of these have already been used?', ''])
    else:
        mc = f'{svc}의 MFA 기기를 가진 사람이 휴가 중이었는데 백업 코드가 있다는 걸 몰랐다.'
        le = f'볼트 export에 있던 백업 코드:\n{body}'
        ask = pick(['이 중에 이미 사용한 코드가 있나요?', ''])
    return mc, le, ask, codes


@nv('TOTP seed / otpauth URI')
def _nv42(lang):
    seed = totp_seed()
    acct = email()
    if chance(0.5):
        shown = f'otpauth://totp/{pick(["ACME", "Hanbit", "Nuri"])}:{acct}?secret={seed}&issuer={pick(["ACME", "Hanbit", "Nuri"])}&digits=6&period=30'
        val = seed
    else:
        val = ' '.join(wrap(seed.lower(), 4))
        shown = val
    if lang == 'en':
        mc = 'The e2e login test needs a TOTP code for the shared QA admin and nobody had the authenticator.'
        le = pick([f'The enrollment QR decodes to:\n{shown}', f'Generate codes with pyotp from this seed: {shown}'])
        ask = pick(['Can QA get an MFA-exempt test tenant instead?', ''])
    else:
        mc = 'e2e 로그인 테스트에 공용 QA 관리자 TOTP 코드가 필요한데 OTP 앱을 가진 사람이 없었다.'
        le = pick([f'등록 QR을 디코딩한 값:\n{shown}', f'이 시크릿으로 pyotp로 코드 생성: {shown}'])
        ask = pick(['MFA 예외 테스트 테넌트를 받을 수 있나요?', ''])
    return mc, le, ask, [val]


@nv('PEM: EC private key body')
def _nv43(lang):
    lines = ec_sec1_lines() if chance(0.5) else ec_pkcs8_lines()
    hdr = 'EC PRIVATE KEY' if lines[0].startswith('MHc') else 'PRIVATE KEY'
    pem = f'-----BEGIN {hdr}-----\n' + '\n'.join(lines) + f'\n-----END {hdr}-----'
    what = pick(['the APNs signing key', 'the JWT signing key for the gateway', 'the webhook signing key', 'the Apple Sign-In key (.p8)'])
    if lang == 'en':
        mc = f'Did not know {what} lives in the repo under deploy/keys/.'
        le = f'Contents, for reference while debugging the signature mismatch:\n{pem}'
        ask = pick(['Should this key be rotated since it was in git?', ''])
    else:
        what_ko = {'the APNs signing key': 'APNs 서명 키', 'the JWT signing key for the gateway': '게이트웨이 JWT 서명 키',
                   'the webhook signing key': '웹훅 서명 키', 'the Apple Sign-In key (.p8)': 'Apple 로그인 키(.p8)'}[what]
        mc = f'{what_ko}가 저장소 deploy/keys/ 아래에 있다는 걸 몰랐다.'
        le = f'서명 불일치 디버깅하면서 확인한 내용:\n{pem}'
        ask = pick(['git에 있었으니 키를 교체해야 할까요?', ''])
    return mc, le, ask, lines


@nv('OpenSSH private key body')
def _nv44(lang):
    comment = pick(['deploy@ci', 'jenkins@build-01', 'minji@laptop', 'backup@nas'])
    lines = openssh_ed25519_lines(comment)
    pem = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    if lang == 'en':
        mc = 'The deploy job could not clone the private submodule; did not know the key is injected from a CI variable.'
        le = f'The CI variable DEPLOY_SSH_KEY holds:\n{pem}'
        ask = pick(['Should I switch this to a GitHub deploy key per repo?', ''])
    else:
        mc = '배포 잡이 비공개 서브모듈을 clone 못 했다. 키가 CI 변수로 주입된다는 걸 몰랐다.'
        le = f'CI 변수 DEPLOY_SSH_KEY 내용:\n{pem}'
        ask = pick(['저장소별 deploy key로 바꿀까요?', ''])
    return mc, le, ask, lines


@nv('PEM inside JSON (service account private_key)')
def _nv45(lang):
    lines = rsa_pkcs8_head_lines(R.randint(3, 4))
    proj = pick(['acme-prod-3f2a', 'hanbit-data', 'nuri-analytics-01'])
    kid = H(40)
    body = ('{"type": "service_account", "project_id": "' + proj + '", "private_key_id": "' + kid +
            '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...')
    if lang == 'en':
        mc = 'BigQuery export failed with invalid_grant; did not know the job uses a JSON key file, not workload identity.'
        le = f'Start of the key file baked into the image (truncated):\n{body}'
        ask = pick(['Should we disable this key and move to workload identity?', ''])
    else:
        mc = 'BigQuery export가 invalid_grant로 실패. 잡이 워크로드 아이덴티티가 아니라 JSON 키 파일을 쓰는 걸 몰랐다.'
        le = f'이미지에 들어간 키 파일 앞부분(잘림):\n{body}'
        ask = pick(['이 키를 비활성화하고 워크로드 아이덴티티로 옮길까요?', ''])
    return mc, le, ask, lines


@nv('Kubernetes Secret manifest data')
def _nv46(lang):
    u = pick(DB_USERS)
    pw = pw_any(SYM_SQ)
    if chance(0.6):
        enc = b64s(pw)
        body = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: {pick(NAMESPACES)}\ntype: Opaque\ndata:\n  username: {b64s(u)}\n  password: {enc}'
        secs = [enc]
    else:
        body = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-auth\nstringData:\n  SMTP_USER: {u}\n  SMTP_PASSWORD: '{pw}'"
        secs = [pw]
    if lang == 'en':
        mc = 'ArgoCD kept reverting my secret change; did not know the Secret manifest is committed in the gitops repo.'
        le = f'From gitops/apps/{pick(PROJECTS)}/secret.yaml:\n{body}'
        ask = pick(['Should this be a SealedSecret?', ''])
    else:
        mc = 'ArgoCD가 시크릿 변경을 계속 되돌렸다. Secret 매니페스트가 gitops 저장소에 커밋돼 있는 걸 몰랐다.'
        le = f'gitops/apps/{pick(PROJECTS)}/secret.yaml 내용:\n{body}'
        ask = pick(['SealedSecret으로 바꿔야 하지 않나요?', ''])
    return mc, le, ask, secs


@nv('CI: hardcoded variables in pipeline file')
def _nv47(lang):
    pw = pw_any(SYM_SQ.replace('"', ''))
    if chance(0.5):
        body = f'test:\n  image: python:3.12\n  services:\n    - postgres:16\n  variables:\n    POSTGRES_PASSWORD: "{pw}"\n    DATABASE_URL: "postgresql://postgres:{pctenc(pw)}@postgres:5432/test"'
        secs = [pw] + ([pctenc(pw)] if pctenc(pw) != pw else [])
        f_ = '.gitlab-ci.yml'
    else:
        body = f'pipeline {{\n  environment {{\n    NEXUS_PASSWORD = \'{pw}\'\n  }}\n  stages {{ stage(\'publish\') {{ steps {{ sh \'./gradlew publish\' }} }} }}\n}}'
        secs = [pw]
        f_ = 'Jenkinsfile'
    if lang == 'en':
        mc = f'Did not know {f_} defines the service password inline; I was looking for it in CI settings.'
        le = f'Snippet:\n{body}'
        ask = pick(['OK to move it to masked CI variables?', ''])
    else:
        mc = f'{f_}에 서비스 비밀번호가 직접 들어있다는 걸 몰랐다. CI 설정에서만 찾고 있었음.'
        le = f'해당 부분:\n{body}'
        ask = pick(['마스킹된 CI 변수로 옮겨도 되나요?', ''])
    if pctenc(pw) != pw and f_ == '.gitlab-ci.yml':
        pass
    return mc, le, ask, secs


@nv('rotation: old and new password')
def _nv48(lang):
    base = pick(EN_WORDS + KO_ROMA)
    if chance(0.5):
        y = R.randint(2019, 2024)
        old = f'{base}@{y}!{R.randint(10, 99)}'
        new = f'{base}@{y + 1}!{R.randint(10, 99)}'
    else:
        old = pw_strong(sym='!@#$%^&*-_')
        new = pw_strong(sym='!@#$%^&*-_')
    sysname = pick(['the reporting DB user', 'the SFTP account for the bank', 'the Redis ACL user', 'the LDAP bind user', 'the admin console login'])
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc = f'Rotated {sysname}: old `{old}` -> new `{new}`. Did not know the replica syncs users only at 03:00.'
            le = 'Until the sync runs, the old password still works on the replica; do not be surprised.'
        else:
            mc = f'Did not know {sysname} was part of the quarterly rotation.'
            le = f'Old: {old}\nNew: {new}\nUpdated in the app config and the cron job.'
        ask = pick(['Who else hardcodes the old one?', '', f'Is `{new}` already in the DR site config too?'])
    else:
        sys_ko = {'the reporting DB user': '리포팅 DB 계정', 'the SFTP account for the bank': '은행 SFTP 계정',
                  'the Redis ACL user': 'Redis ACL 사용자', 'the LDAP bind user': 'LDAP bind 계정',
                  'the admin console login': '어드민 콘솔 계정'}[sysname]
        v = R.randrange(2)
        if v == 0:
            mc = f'{sys_ko} 비번 교체: 기존 `{old}` -> 신규 `{new}`. 레플리카는 새벽 3시에만 사용자 동기화하는 걸 몰랐다.'
            le = '동기화 전까지는 레플리카에서 예전 비번이 계속 통한다. 놀라지 말 것.'
        else:
            mc = f'{josa(sys_ko, "이", "가")} 분기별 교체 대상이라는 걸 몰랐다.'
            le = f'이전: {old}\n변경: {new}\n앱 설정과 크론 잡 모두 갱신함.'
        ask = pick(['예전 비번을 하드코딩한 곳이 또 있나요?', '', f'DR 사이트 설정에도 `{new}` 반영됐나요?'])
    return mc, le, ask, [old, new]


@nv('label in one field, value in the next')
def _nv49(lang):
    pw = pw_any(SYM_SQ)
    sysname = pick(['staging Keycloak admin', 'Airflow webserver admin', 'MinIO console root', 'Superset admin', 'Harbor admin'])
    who = person(lang)
    v = R.randrange(2)
    if lang == 'en':
        if v == 0:
            mc = f'Did not know the {sysname} password; {who} sent it after I asked. It is:'
            le = pw
            ask = 'Can this be put in the team vault?'
        else:
            mc = f'Blocked on the {sysname} login for most of the session.'
            le = f'{who} confirmed the current {sysname} password (see next field).'
            ask = f'→ {pw}'
    else:
        if v == 0:
            mc = f'{sysname} 비밀번호를 몰라서 물어봤고 {josa(who, "이", "가")} 보내줌. 값은:'
            le = pw
            ask = '이거 팀 볼트에 넣어둘 수 있나요?'
        else:
            mc = f'세션 대부분을 {sysname} 로그인 때문에 막혀 있었다.'
            le = f'{josa(who, "이", "가")} 현재 {sysname} 비번을 확인해줌 (다음 칸 참고)'
            ask = f'→ {pw}'
    return mc, le, ask, [pw]


@nv('secret wrapped across lines')
def _nv50(lang):
    sec = b64(R.choice([48, 64, 96]))
    width = pick([20, 24, 32, 40])
    pieces = wrap(sec, width)
    if len(pieces[-1]) < 8:
        pieces[-2] += pieces[-1]
        pieces = pieces[:-1]
    var = pick(['APP_ENCRYPTION_KEY', 'HMAC_SIGNING_SECRET', 'WEBHOOK_SECRET', 'FIELD_CRYPTO_KEY'])
    body = f'{var}=' + '\n'.join(pieces)
    if lang == 'en':
        mc = f'The value of {var} in the ops wiki was split over several lines by the editor; I did not know it has to be joined.'
        le = f'As it appears there:\n{body}\nJoin without separators before use.'
        ask = pick(['Can the wiki page use a code block so it does not wrap?', ''])
    else:
        mc = f'운영 위키의 {var} 값이 에디터 때문에 여러 줄로 쪼개져 있었고 이어 붙여야 한다는 걸 몰랐다.'
        le = f'위키에 보이는 그대로:\n{body}\n사용 전에 구분자 없이 이어 붙일 것.'
        ask = pick(['위키에서 코드 블록으로 바꿔 줄바꿈 안 되게 할 수 있나요?', ''])
    return mc, le, ask, pieces


@nv('code: python requests auth / psycopg2.connect')
def _nv51(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('\\', ''))
    if chance(0.5):
        code = f'resp = requests.get(f"{{BASE}}/api/v1/export", auth=("{pick(["svc-export", "admin", "report"])}", "{pw}"), timeout=30)'
    else:
        code = f'conn = psycopg2.connect(host="{host("pg")}", dbname="{pick(DBNAMES)}", user="{pick(DB_USERS)}", password="{pw}", connect_timeout=5)'
    if lang == 'en':
        mc = 'Did not know scripts/one_off/ is not excluded from the package and ships in the wheel.'
        le = f'One of those scripts has:\n{code}'
        ask = pick(['Delete scripts/one_off or move it out of the package?', ''])
    else:
        mc = 'scripts/one_off/ 가 패키지에서 제외되지 않고 wheel에 같이 들어간다는 걸 몰랐다.'
        le = f'그 스크립트 중 하나에 이런 줄이 있다:\n{code}'
        ask = pick(['scripts/one_off를 지우거나 패키지 밖으로 옮길까요?', ''])
    return mc, le, ask, [pw]


@nv('code: Node nodemailer / pg Pool')
def _nv52(lang):
    pw = pw_any(SYM_SQ.replace("'", '').replace('\\', ''))
    if chance(0.5):
        code = ("const transporter = nodemailer.createTransport({ host: 'smtp." + pick(DOMAINS) +
                "', port: 587, auth: { user: 'noreply', pass: '" + pw + "' } });")
    else:
        code = ("const pool = new Pool({ host: '" + host('pg') + "', user: '" + pick(DB_USERS) + "', password: '" + pw +
                "', database: '" + pick(DBNAMES) + "', max: 10 });")
    if lang == 'en':
        mc = pick(['Mails from the staging app went to real customers; did not know staging uses the prod SMTP relay.',
                   'Connection storms came from a lambda that creates its own pool.'])
        le = f'The code in question:\n{code}'
        ask = pick(['Should I refactor this to read from process.env?', ''])
    else:
        mc = pick(['스테이징 앱 메일이 실제 고객에게 나갔다. 스테이징이 운영 SMTP 릴레이를 쓰는 걸 몰랐다.', '커넥션 폭주가 자체 풀을 만드는 람다에서 왔다.'])
        le = f'문제의 코드:\n{code}'
        ask = pick(['process.env에서 읽도록 리팩터링할까요?', ''])
    return mc, le, ask, [pw]


@nv('code: Java / C# credential call')
def _nv53(lang):
    pw = pw_any(SYM_SQ.replace('"', '').replace('\\', ''))
    u = pick(DB_USERS)
    if chance(0.5):
        code = f'Connection c = DriverManager.getConnection("jdbc:oracle:thin:@//{host("ora")}:1521/ORCL", "{u}", "{pw}");'
    else:
        code = f'var cred = new NetworkCredential("{u}", "{pw}", "CORP");\nvar client = new SmtpClient("mail.{pick(DOMAINS)}", 587) {{ Credentials = cred, EnableSsl = true }};'
    if lang == 'en':
        mc = 'The decompiled legacy jar/dll was the only documentation of how the integration authenticates.'
        le = f'Found this in the decompiled code:\n{code}'
        ask = pick(['Is the legacy service still in use at all?', ''])
    else:
        mc = '연동이 어떻게 인증하는지는 디컴파일한 레거시 jar/dll 말고는 문서가 없었다.'
        le = f'디컴파일 코드에서 발견:\n{code}'
        ask = pick(['레거시 서비스가 아직 쓰이긴 하나요?', ''])
    return mc, le, ask, [pw]


@nv('SQL: CREATE/ALTER USER with password')
def _nv54(lang):
    u = pick(DB_USERS)
    pw = pw_any(SYM_SQ.replace("'", ''))
    stmt = pick([f"ALTER USER {u} WITH PASSWORD '{pw}';", f"CREATE USER '{u}'@'10.%' IDENTIFIED BY '{pw}';",
                 f'ALTER USER {u.upper()} IDENTIFIED BY "{pw}" ACCOUNT UNLOCK;',
                 f"CREATE LOGIN {u} WITH PASSWORD = '{pw}', CHECK_POLICY = OFF;"])
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc, le = f'Did not know {u} was locked after the failed deploy retries.', f'Unlocked and reset with:\n{stmt}'
        else:
            mc, le = 'The migration that creates service users is not idempotent.', f'Ran manually: {stmt}\nThen marked the migration as applied.'
        ask = pick(['Should service user creation live outside migrations?', ''])
    else:
        v = R.randrange(2)
        if v == 0:
            mc, le = f'배포 재시도 실패로 {u} 계정이 잠겼다는 걸 몰랐다.', f'잠금 해제 및 재설정:\n{stmt}'
        else:
            mc, le = '서비스 사용자를 만드는 마이그레이션이 멱등하지 않다.', f'수동 실행: {stmt}\n이후 마이그레이션을 적용됨으로 표시.'
        ask = pick(['서비스 사용자 생성은 마이그레이션 밖으로 빼야 할까요?', ''])
    return mc, le, ask, [pw]


@nv('framework secret key (Django/Rails/Laravel/Flask)')
def _nv55(lang):
    k = R.randrange(4)
    if k == 0:
        val = rs(LOW + DIG + '!@#$%^&*(-_=+)', 50)
        line = f"SECRET_KEY = '{val}'"
        fw = 'Django'
    elif k == 1:
        val = H(128)
        line = f'secret_key_base: {val}'
        fw = 'Rails'
    elif k == 2:
        val = 'base64:' + b64(32)
        line = f'APP_KEY={val}'
        fw = 'Laravel'
    else:
        val = H(64)
        line = f'app.config["SECRET_KEY"] = "{val}"'
        fw = 'Flask'
    if lang == 'en':
        mc = f'All users got logged out after deploy; did not know the {fw} secret differs between the two app servers.'
        le = f'The value on app-01 (the one that matched the cookies):\n{line}'
        ask = pick(['Should both servers read it from the same secret store?', ''])
    else:
        mc = f'배포 후 모든 사용자가 로그아웃됨. {fw} 시크릿이 두 앱 서버에서 다르다는 걸 몰랐다.'
        le = f'쿠키와 일치한 app-01의 값:\n{line}'
        ask = pick(['두 서버가 같은 시크릿 저장소에서 읽게 해야 할까요?', ''])
    return mc, le, ask, [val]


@nv('JWT / NextAuth signing secret')
def _nv56(lang):
    val = pick([b64(32), H(64), A(48)])
    var = pick(['NEXTAUTH_SECRET', 'JWT_SIGNING_KEY', 'AUTH_SECRET', 'TOKEN_HMAC_SECRET'])
    if lang == 'en':
        v = R.randrange(2)
        if v == 0:
            mc = f'Tokens minted by the auth service failed verification in the gateway; did not know each reads {var} from a different place.'
            le = f'The gateway value (correct one): {var}={val}'
            ask = ''
        else:
            mc = 'JWT verification failed only in preview deployments.'
            le = f'Preview envs get {var} from the Vercel project, not from the team env.'
            ask = f'Can I set the preview {var} to {val} as well?'
    else:
        v = R.randrange(2)
        if v == 0:
            mc = f'인증 서비스가 발급한 토큰이 게이트웨이 검증에서 실패. 둘이 {var}를 서로 다른 곳에서 읽는 걸 몰랐다.'
            le = f'게이트웨이 값(맞는 쪽): {var}={val}'
            ask = ''
        else:
            mc = 'JWT 검증이 프리뷰 배포에서만 실패했다.'
            le = f'프리뷰 환경은 팀 환경변수가 아니라 Vercel 프로젝트에서 {var}를 가져온다.'
            ask = f'프리뷰의 {var}도 {val} 로 맞춰도 될까요?'
    return mc, le, ask, [val]


@nv('WireGuard private key / IPsec PSK')
def _nv57(lang):
    if chance(0.6):
        k = wg_key()
        pub = wg_key()
        body = f'[Interface]\nPrivateKey = {k}\nAddress = 10.{R.randint(0, 255)}.0.{R.randint(2, 250)}/32\n\n[Peer]\nPublicKey = {pub}\nEndpoint = vpn.{pick(DOMAINS)}:51820\nAllowedIPs = 10.0.0.0/8'
        secs = [k]
    else:
        k = pw_strong(24, sym='!@#$%^&*-_=+')
        body = f'# /etc/ipsec.secrets\n%any {R.randint(1, 223)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)} : PSK "{k}"'
        secs = [k]
    if lang == 'en':
        mc = 'Site-to-site tunnel to the IDC was down and I did not know the config lives only on the edge box.'
        le = f'Config on the edge box:\n{body}'
        ask = pick(['Is there a backup of this config elsewhere?', ''])
    else:
        mc = 'IDC 연결 터널이 내려갔는데 설정이 엣지 장비에만 있다는 걸 몰랐다.'
        le = f'엣지 장비의 설정:\n{body}'
        ask = pick(['이 설정 백업이 다른 곳에도 있나요?', ''])
    return mc, le, ask, secs


@nv('encryption key (AES hex / Fernet)')
def _nv58(lang):
    if chance(0.5):
        val = H(64)
        line = f'FIELD_ENCRYPTION_KEY={val}  # AES-256-GCM'
    else:
        val = b64u(32) + '='
        line = f'fernet_key = b"{val}"'
    if lang == 'en':
        mc = 'Decrypting old PII columns failed; did not know the key changed in March and old rows use the previous key.'
        le = f'Previous key (needed for rows before March):\n{line}'
        ask = pick(['Should I write a re-encryption migration?', ''])
    else:
        mc = '예전 개인정보 컬럼 복호화가 실패. 3월에 키가 바뀌어서 이전 행은 예전 키를 쓴다는 걸 몰랐다.'
        le = f'이전 키(3월 이전 행에 필요):\n{line}'
        ask = pick(['재암호화 마이그레이션을 작성할까요?', ''])
    return mc, le, ask, [val]


@nv('SMTP relay credentials (postfix sasl_passwd)')
def _nv59(lang):
    pw = pw_strong(sym='!@#$%^&*-_=+.') if chance(0.6) else pw_human()
    u = pick(['alerts@' + pick(DOMAINS), 'noreply', 'relay-user'])
    line = f'[smtp.{pick(DOMAINS)}]:587 {u}:{pw}'
    if lang == 'en':
        mc = 'Alert mails stopped; did not know the monitoring host relays through postfix with SASL.'
        le = f'/etc/postfix/sasl_passwd:\n{line}\nRun postmap after editing.'
        ask = pick(['Can alerts go through the API-based mailer instead?', ''])
    else:
        mc = '알림 메일이 끊겼다. 모니터링 서버가 SASL 인증으로 postfix 릴레이를 쓰는 걸 몰랐다.'
        le = f'/etc/postfix/sasl_passwd:\n{line}\n수정 후 postmap 실행 필요.'
        ask = pick(['알림을 API 기반 메일러로 보낼 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('.dockerconfigjson / .npmrc _auth base64')
def _nv60(lang):
    u = pick(['ci', 'deploy', 'builder'])
    pw = pw_any(SYM_SQ)
    blob = b64s(f'{u}:{pw}')
    if chance(0.5):
        reg = pick(['registry.acme.io', 'harbor.nuri.net'])
        body = '{"auths": {"' + reg + '": {"auth": "' + blob + '"}}}'
        f_ = '~/.docker/config.json'
    else:
        body = f'registry=https://nexus.{pick(DOMAINS)}/repository/npm-group/\n_auth={blob}\nalways-auth=true'
        f_ = '.npmrc'
    if lang == 'en':
        mc = f'The build worked on the agent but not in a clean container; did not know the agent has a preconfigured {f_}.'
        le = f'{f_} on the agent:\n{body}'
        ask = pick(['Should CI inject this file at runtime instead?', ''])
    else:
        mc = f'에이전트에서는 빌드가 되는데 깨끗한 컨테이너에선 안 됐다. 에이전트에 {f_}가 미리 있는 걸 몰랐다.'
        le = f'에이전트의 {f_}:\n{body}'
        ask = pick(['CI가 런타임에 이 파일을 주입하게 할까요?', ''])
    return mc, le, ask, [blob]


@nv('Maven settings.xml / gradle.properties')
def _nv61(lang):
    pw = pw_any(SYM_SQ.replace('<', '').replace('>', '').replace('&', ''))
    if chance(0.5):
        body = f'<server>\n  <id>nexus-releases</id>\n  <username>deployment</username>\n  <password>{pw}</password>\n</server>'
        f_ = '~/.m2/settings.xml'
    else:
        body = f'nexusUsername=deployment\nnexusPassword={pw}\norg.gradle.jvmargs=-Xmx2g'
        f_ = '~/.gradle/gradle.properties'
    if lang == 'en':
        mc = f'Publishing failed with 401 only on my machine; did not know publishing credentials live in {f_}.'
        le = f'Copied the block from the CI agent:\n{body}'
        ask = pick(['Should publishing only happen in CI?', ''])
    else:
        mc = f'내 PC에서만 배포가 401로 실패. 배포 인증 정보가 {f_}에 있다는 걸 몰랐다.'
        le = f'CI 에이전트에서 복사한 블록:\n{body}'
        ask = pick(['배포는 CI에서만 해야 할까요?', ''])
    return mc, le, ask, [pw]


@nv('Windows: net user / PowerShell SecureString / schtasks')
def _nv62(lang):
    pw = pw_any(SYM_SQ.replace("'", ''))
    k = R.randrange(3)
    if k == 0:
        cmd = f"$sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_deploy', $sec)"
    elif k == 1:
        cmd = f'net user svc_backup "{pw}" /add /y && net localgroup Administrators svc_backup /add'
    else:
        cmd = f'schtasks /Create /TN "NightlyExport" /TR "C:\\jobs\\export.bat" /SC DAILY /ST 02:00 /RU CORP\\svc_export /RP "{pw}"'
    if lang == 'en':
        mc = 'The Windows build box is configured by a PowerShell script that nobody mentioned.'
        le = f'Relevant lines from provision.ps1:\n{cmd}'
        ask = pick(['Can this use a gMSA instead of a password?', ''])
    else:
        mc = '윈도우 빌드 서버가 아무도 언급하지 않은 PowerShell 스크립트로 세팅된다.'
        le = f'provision.ps1의 관련 줄:\n{cmd}'
        ask = pick(['비밀번호 대신 gMSA를 쓸 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('systemd / crontab line with password')
def _nv63(lang):
    pw = pw_strong(sym='@%_-+=:,.^~')
    if chance(0.5):
        line = f'Environment=DB_PASSWORD={pw}\nExecStart=/usr/bin/java -jar /opt/app/app.jar'
        where = 'systemd'
    else:
        line = f'0 3 * * * /usr/bin/mysqldump -u backup --password={pw} --all-databases | gzip > /backup/all_$(date +\\%F).sql.gz'
        where = 'crontab'
    if lang == 'en':
        mc = f'Did not know the nightly job was defined in {where} on the VM rather than in the scheduler.'
        le = f'The line:\n{line}'
        ask = pick(['Can we migrate this to the scheduler with a secret reference?', ''])
    else:
        mc = f'야간 잡이 스케줄러가 아니라 VM의 {where}에 정의돼 있다는 걸 몰랐다.'
        le = f'해당 줄:\n{line}'
        ask = pick(['시크릿 참조를 쓰는 스케줄러로 옮길 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('URL query token (Jupyter / internal dashboard)')
def _nv64(lang):
    tok = H(48)
    if chance(0.5):
        url = f'http://{host("gpu")}:8888/lab?token={tok}'
        what = 'Jupyter'
    else:
        tok = W(40)
        url = f'https://status.{pick(DOMAINS)}/d/{L(9)}/api-latency?orgId=1&kiosk&auth_token={tok}'
        what = 'dashboard'
    if lang == 'en':
        mc = f'The shared {what} link was the only way in; I did not know it carries its own token.'
        le = f'Link from the team channel:\n{url}'
        ask = pick(['Can the link be revoked and replaced with SSO?', ''])
    else:
        mc = f'공유된 {what} 링크가 유일한 접근 방법이었는데 링크 자체에 토큰이 들어있는 걸 몰랐다.'
        le = f'팀 채널에 올라온 링크:\n{url}'
        ask = pick(['링크를 폐기하고 SSO로 바꿀 수 있나요?', ''])
    return mc, le, ask, [tok]


@nv('chat: colleague pasted credentials (quoted)')
def _nv65(lang):
    pw = pw_human() if chance(0.5) else pw_strong(sym='!@#$%^&*')
    u = pick(['ops', 'root', 'admin', 'postgres'])
    who = person(lang)
    if lang == 'en':
        q = pick([f'> {who}: use {u} / {pw}, it is the break-glass account',
                  f'> {who}: pw is "{pw}" (no quotes)', f'> {who}: try {pw} -- if that fails it was rotated'])
        mc = 'The note from the incident channel that unblocked me:\n' + q
        le = 'Break-glass accounts are logged; mention the incident id when using them.'
        ask = pick(['Has that account been rotated since?', ''])
    else:
        q = pick([f'> {who}: {u} / {pw} 쓰세요, 비상용 계정이에요', f'> {who}: 비번 "{pw}" (따옴표 빼고)',
                  f'> {who}: {pw} 해보세요, 안 되면 바뀐 거예요'])
        mc = '장애 채널에서 막힌 걸 풀어준 메시지:\n' + q
        le = '비상용 계정은 사용 기록이 남으니 쓸 때 장애 번호를 같이 남길 것.'
        ask = pick(['그 계정 이후에 비번 바뀌었나요?', ''])
    return mc, le, ask, [pw]


@nv('ask: which of two passwords is current')
def _nv66(lang):
    a = pw_human()
    b = pw_strong(sym='!@#$%^&*')
    k = R.randrange(4)
    sysname = ['sftp-bank', 'the ERP integration user', 'the Jenkins admin', 'the kiosk Windows account'][k]
    if lang == 'ko':
        sysname = ['sftp-bank', 'ERP 연동 계정', 'Jenkins 관리자', '키오스크 윈도우 계정'][k]
    if lang == 'en':
        mc = f'Two different passwords for {sysname} are floating around in old notes.'
        le = 'Do not try both in a loop: the account locks after 3 failures.'
        ask = f'Which one is current for {sysname}: `{a}` or `{b}`?'
    else:
        mc = f'예전 메모들에 {sysname} 비밀번호가 두 가지로 돌아다닌다.'
        le = '둘 다 번갈아 시도하지 말 것. 3회 실패하면 잠긴다.'
        ask = f'{sysname} 현재 비번이 `{a}` 인가요 `{b}` 인가요?'
    return mc, le, ask, [a, b]


@nv('expect script / heredoc answering a prompt')
def _nv67(lang):
    pw = pw_strong(sym='!@#%^&*-_=+.')
    if chance(0.5):
        body = f'expect -c \'spawn ssh admin@{host("switch")}; expect "assword:"; send "{pw}\\r"; interact\''
    else:
        body = f'./legacy-installer.sh <<EOF\ny\n/opt/legacy\n{pw}\n{pw}\nEOF'
    if lang == 'en':
        mc = 'The legacy tool only accepts the password interactively; I did not know someone had automated it.'
        le = f'The automation in tools/:\n{body}'
        ask = pick(['Can we replace this with key auth?', ''])
    else:
        mc = '레거시 도구가 비밀번호를 대화형으로만 받는데 누군가 자동화해둔 걸 몰랐다.'
        le = f'tools/에 있는 자동화:\n{body}'
        ask = pick(['키 인증으로 바꿀 수 있을까요?', ''])
    return mc, le, ask, [pw]


@nv('broker user add (rabbitmqctl / redis ACL)')
def _nv68(lang):
    pw = pw_strong(sym='@#%^*-_=+.')
    u = pick(['orders_consumer', 'billing_pub', 'worker'])
    cmd = pick([f"rabbitmqctl add_user {u} '{pw}' && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'",
                f'redis-cli ACL SETUSER {u} on >{pw} ~queue:* +@list +@connection'])
    if lang == 'en':
        mc = f'The new consumer could not connect; did not know each consumer has its own broker user.'
        le = f'Created it with:\n{cmd}'
        ask = pick(['Should broker users be managed in terraform?', ''])
    else:
        mc = '새 컨슈머가 연결되지 않았다. 컨슈머마다 브로커 사용자가 따로 있다는 걸 몰랐다.'
        le = f'생성 명령:\n{cmd}'
        ask = pick(['브로커 사용자를 terraform으로 관리해야 할까요?', ''])
    return mc, le, ask, [pw]


@nv('backup passphrase env (restic / borg)')
def _nv69(lang):
    pw = pw_phrase() if chance(0.5) else pw_strong(24, sym='!@#%^&*-_=+')
    var = pick(['RESTIC_PASSWORD', 'BORG_PASSPHRASE', 'PASSPHRASE'])
    body = f"export {var}='{pw}'\n{pick(['restic -r s3:s3.amazonaws.com/acme-backups snapshots', 'borg list ssh://backup@nas/./repo', 'duplicity collection-status s3://acme-bk'])}"
    if lang == 'en':
        mc = 'Restore drill: did not know the repository passphrase is not in the vault, only on the backup host.'
        le = f'From /root/backup.env on the host:\n{body}'
        ask = pick(['Can we escrow this passphrase in the vault?', ''])
    else:
        mc = '복구 훈련 중: 저장소 패스프레이즈가 볼트가 아니라 백업 서버에만 있다는 걸 몰랐다.'
        le = f'서버의 /root/backup.env 내용:\n{body}'
        ask = pick(['이 패스프레이즈를 볼트에도 보관할 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('GPG / ssh-keygen passphrase on the command line')
def _nv70(lang):
    pw = pw_phrase() if chance(0.4) else pw_strong(sym='!@#%^&*-_=+.')
    cmd = pick([f"gpg --batch --pinentry-mode loopback --passphrase '{pw}' --decrypt secrets.tar.gz.gpg | tar xz",
                f"ssh-keygen -t ed25519 -f ~/.ssh/release_signing -N '{pw}' -C release@acme"])
    if lang == 'en':
        mc = 'The release script needs a passphrase-protected key and I did not know where the passphrase came from.'
        le = f'The script literally does:\n{cmd}'
        ask = pick(['Should the passphrase come from the CI secret store?', ''])
    else:
        mc = '릴리스 스크립트가 패스프레이즈 걸린 키를 쓰는데 패스프레이즈가 어디서 오는지 몰랐다.'
        le = f'스크립트가 실제로 하는 일:\n{cmd}'
        ask = pick(['패스프레이즈를 CI 시크릿 저장소에서 가져와야 하지 않나요?', ''])
    return mc, le, ask, [pw]


@nv('Prometheus scrape basic_auth config')
def _nv71(lang):
    pw = pw_strong(sym='!@#%^&*-_=+.')
    body = f"scrape_configs:\n  - job_name: node-legacy\n    scheme: https\n    basic_auth:\n      username: prometheus\n      password: '{pw}'\n    static_configs:\n      - targets: ['{host('node')}:9100']"
    if lang == 'en':
        mc = 'Legacy node metrics disappeared; did not know the exporters are behind basic auth.'
        le = f'prometheus.yml excerpt:\n{body}'
        ask = pick(['Can we use password_file instead of an inline password?', ''])
    else:
        mc = '레거시 노드 메트릭이 사라졌다. exporter 앞에 basic auth가 있다는 걸 몰랐다.'
        le = f'prometheus.yml 일부:\n{body}'
        ask = pick(['인라인 비밀번호 대신 password_file을 쓸 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('HAProxy / nginx stats auth line')
def _nv72(lang):
    pw = pw_strong(sym='!@#%^&*-_=+.')
    body = pick([f'listen stats\n  bind :8404\n  stats enable\n  stats uri /stats\n  stats auth admin:{pw}',
                 f'location /nginx_status {{\n  stub_status;\n  # shared login: ops:{pw}\n}}'])
    if lang == 'en':
        mc = 'Needed LB backend health and did not know the stats page is protected.'
        le = f'haproxy.cfg / nginx conf:\n{body}'
        ask = pick(['Expose stats only on the mgmt VLAN?', ''])
    else:
        mc = 'LB 백엔드 상태를 봐야 했는데 stats 페이지가 보호돼 있는 걸 몰랐다.'
        le = f'haproxy.cfg / nginx 설정:\n{body}'
        ask = pick(['stats는 관리 VLAN에서만 열까요?', ''])
    return mc, le, ask, [pw]


@nv("PHP: wp-config define('DB_PASSWORD')")
def _nv73(lang):
    pw = pw_any(SYM_SQ.replace("'", '').replace('\\', ''))
    salt = rs(ALNUM + '!@#$%^&*()-_[]{}<>~+=,.;:/?|', 64)
    body = f"define( 'DB_NAME', 'wp_{pick(['blog', 'shop', 'kr'])}' );\ndefine( 'DB_USER', 'wpuser' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'AUTH_KEY', '{salt}' );"
    if lang == 'en':
        mc = 'The marketing WordPress lives in a repo I did not know existed, with wp-config.php committed.'
        le = f'wp-config.php excerpt:\n{body}'
        ask = pick(['Regenerate the salts and DB password after removing this from git?', ''])
    else:
        mc = '마케팅 워드프레스가 내가 모르던 저장소에 있고 wp-config.php가 커밋돼 있었다.'
        le = f'wp-config.php 일부:\n{body}'
        ask = pick(['git에서 지운 뒤 솔트와 DB 비번을 재생성할까요?', ''])
    return mc, le, ask, [pw, salt]


@nv('git credential store file line')
def _nv74(lang):
    u = pick(['jkim', 'ci-bot', 'minji.lee'])
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    line = f'https://{u}:{enc}@git.{pick(DOMAINS)}'
    if lang == 'en':
        mc = 'git push from the shared build VM used someone else\'s identity; did not know credential.helper=store was set.'
        le = f'~/.git-credentials on the VM:\n{line}'
        ask = pick(['Should I delete that file and use a deploy token?', ''])
    else:
        mc = '공용 빌드 VM에서 git push가 다른 사람 계정으로 됐다. credential.helper=store 설정을 몰랐다.'
        le = f'VM의 ~/.git-credentials:\n{line}'
        ask = pick(['그 파일을 지우고 deploy 토큰을 쓸까요?', ''])
    return mc, le, ask, [enc]


@nv('Airflow connection URI env var')
def _nv75(lang):
    pw = pw_any(SYM_SQ)
    enc = pctenc(pw)
    cid = pick(['POSTGRES_DWH', 'MYSQL_LEGACY', 'SFTP_PARTNER'])
    scheme = {'POSTGRES_DWH': 'postgres', 'MYSQL_LEGACY': 'mysql', 'SFTP_PARTNER': 'sftp'}[cid]
    line = f'AIRFLOW_CONN_{cid}={scheme}://{pick(DB_USERS)}:{enc}@{host("dwh")}:{ {"postgres": 5432, "mysql": 3306, "sftp": 22}[scheme] }/{pick(DBNAMES)}'
    if lang == 'en':
        mc = f'The connection {cid.lower()} did not show in the Airflow UI; did not know env-var connections are hidden there.'
        le = f'Defined in the scheduler deployment:\n{line}'
        ask = pick(['Move it to the secrets backend?', ''])
    else:
        mc = f'Airflow UI에 {cid.lower()} 커넥션이 안 보였다. 환경변수로 정의된 커넥션은 UI에 안 나온다는 걸 몰랐다.'
        le = f'스케줄러 디플로이먼트에 정의됨:\n{line}'
        ask = pick(['시크릿 백엔드로 옮길까요?', ''])
    return mc, le, ask, [enc]


@nv('kubeconfig user token')
def _nv76(lang):
    tok = jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': pick(NAMESPACES),
               'kubernetes.io/serviceaccount/service-account.name': pick(['ci-deployer', 'argo-sync', 'reader']),
               'sub': 'system:serviceaccount:%s:ci-deployer' % pick(NAMESPACES)}, alg='RS256')
    body = f'users:\n- name: ci-deployer\n  user:\n    token: {tok}'
    if lang == 'en':
        mc = 'kubectl in CI used a long-lived service-account token; I did not know the kubeconfig is stored as a CI file variable.'
        le = f'The user block:\n{body}'
        ask = pick(['Switch CI to OIDC federation?', ''])
    else:
        mc = 'CI의 kubectl이 장기 서비스어카운트 토큰을 쓴다. kubeconfig가 CI 파일 변수로 저장된 걸 몰랐다.'
        le = f'user 블록:\n{body}'
        ask = pick(['CI를 OIDC 연동으로 바꿀까요?', ''])
    return mc, le, ask, [tok]


@nv('Android signing config passwords')
def _nv77(lang):
    sp = pw_strong(sym='!@#%^&*-_=+.')
    kp = pw_strong(sym='!@#%^&*-_=+.') if chance(0.6) else sp
    body = f"signingConfigs {{\n    release {{\n        storeFile file('release.keystore')\n        storePassword '{sp}'\n        keyAlias 'upload'\n        keyPassword '{kp}'\n    }}\n}}"
    secs = [sp] if kp == sp else [sp, kp]
    if lang == 'en':
        mc = 'Release build failed on the new laptop; did not know signing passwords are hardcoded in app/build.gradle.'
        le = f'Block in app/build.gradle:\n{body}'
        ask = pick(['Move these to keystore.properties outside git?', ''])
    else:
        mc = '새 노트북에서 릴리스 빌드 실패. 서명 비밀번호가 app/build.gradle에 하드코딩된 걸 몰랐다.'
        le = f'app/build.gradle의 블록:\n{body}'
        ask = pick(['git 밖의 keystore.properties로 옮길까요?', ''])
    return mc, le, ask, secs


@nv('JSON log line with escaped password')
def _nv78(lang):
    pw = pw_strong(sym='!@#$%^&*-_=+.?')
    u = pick(['svc_sync', 'etl', 'app'])
    line = '{"level":"error","ts":"' + ts_iso() + '","msg":"connect failed","config":"{\\"user\\":\\"' + u + '\\",\\"password\\":\\"' + pw + '\\",\\"host\\":\\"' + host('pg') + '\\"}"}'
    if lang == 'en':
        mc = 'Did not know the sync service logs its whole config as an escaped JSON string on connection errors.'
        le = f'Example line from Loki:\n{line}'
        ask = pick(['Should I add a redaction hook to the logger?', ''])
    else:
        mc = '동기화 서비스가 연결 실패 시 설정 전체를 이스케이프된 JSON 문자열로 로그에 남긴다는 걸 몰랐다.'
        le = f'Loki에서 본 예시 줄:\n{line}'
        ask = pick(['로거에 마스킹 훅을 넣을까요?', ''])
    return mc, le, ask, [pw]


@nv('stack trace containing a password')
def _nv79(lang):
    pw = pw_strong(sym='!@#$%^&*-_=+.')
    h = host('pg')
    trace = (f'Traceback (most recent call last):\n  File "/app/worker.py", line 88, in run\n    conn = connect(dsn)\n'
             f'psycopg.OperationalError: connection failed: FATAL: password authentication failed for user "etl"\n'
             f'  (dsn="host={h} user=etl password={pw} dbname=dwh")')
    if lang == 'en':
        mc = 'The worker crash-looped after the secret rotation; did not know the worker caches the DSN at build time.'
        le = f'Trace from the pod:\n{trace}'
        ask = pick(['Why is the DSN baked into the image?', ''])
    else:
        mc = '시크릿 교체 후 워커가 크래시 루프. 워커가 빌드 시점에 DSN을 박아 넣는다는 걸 몰랐다.'
        le = f'파드에서 나온 트레이스:\n{trace}'
        ask = pick(['DSN이 왜 이미지에 들어가 있나요?', ''])
    return mc, le, ask, [pw]


@nv('SNMP community / IPMI password')
def _nv80(lang):
    pw = pw_strong(sym='!@#%^&*-_=+.') if chance(0.5) else pick(EN_WORDS).lower() + '_' + L(8)
    if chance(0.5):
        cmd = f'snmpwalk -v2c -c {shq(pw)} {host("sw")} 1.3.6.1.2.1.2.2.1.8'
    else:
        cmd = f"ipmitool -I lanplus -H 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 250)} -U ADMIN -P '{pw}' chassis power status"
    if lang == 'en':
        mc = 'Had to check a dead server in the IDC remotely and did not know out-of-band access existed.'
        le = f'Command used:\n{cmd}'
        ask = pick(['Who manages the BMC/SNMP credentials?', ''])
    else:
        mc = 'IDC의 죽은 서버를 원격으로 확인해야 했는데 대역 외 접근 방법이 있는 줄 몰랐다.'
        le = f'사용한 명령:\n{cmd}'
        ask = pick(['BMC/SNMP 인증 정보는 누가 관리하나요?', ''])
    return mc, le, ask, [pw]


@nv('password in smart quotes / Korean brackets')
def _nv81(lang):
    pw = pw_human() if chance(0.5) else pw_strong(sym='!@#$%^&*-_')
    k = R.randrange(4)
    sysname = ['the bank test portal', 'the PG admin page', 'the Play Console test account', 'the tax invoice site'][k]
    if lang == 'en':
        mc = f'Did not know {sysname} requires a separate login from SSO.'
        le = pick([f'Password (from the onboarding doc): “{pw}”', f'The doc says ‘{pw}’ for the shared login.'])
        ask = pick(['Is there a personal account option?', ''])
    else:
        sysname = ['은행 테스트 포털', 'PG 관리자 페이지', 'Play Console 테스트 계정', '세금계산서 사이트'][k]
        mc = f'{josa(sysname, "은", "는")} SSO와 별도 로그인이 필요하다는 걸 몰랐다.'
        le = pick([f'온보딩 문서의 비밀번호: 「{pw}」', f'공용 계정 비번은 『{pw}』 라고 문서에 적혀 있음.', f'비밀번호 “{pw}” (온보딩 문서)'])
        ask = pick(['개인 계정을 발급받을 수 있나요?', ''])
    return mc, le, ask, [pw]


@nv('markdown table of accounts')
def _nv82(lang):
    rows = []
    secs = []
    for name in shuffled(['Grafana', 'Jenkins', 'pgAdmin', 'RabbitMQ', 'Kibana', 'Portainer'])[:R.randint(2, 4)]:
        p = pw_strong(sym='!@#$%^&*-_') if chance(0.6) else pw_human()
        secs.append(p)
        rows.append(f'| {name} | admin | {p} |')
    body = '| System | User | Password |\n|---|---|---|\n' + '\n'.join(rows)
    if lang == 'en':
        mc = 'Did not know docs/ops/accounts.md exists; it is linked only from an old onboarding page.'
        le = f'Contents:\n{body}'
        ask = pick(['Delete this page and move everything to the vault?', ''])
    else:
        mc = 'docs/ops/accounts.md 가 있는 줄 몰랐다. 옛날 온보딩 페이지에서만 링크돼 있음.'
        le = f'내용:\n{body}'
        ask = pick(['이 페이지를 지우고 전부 볼트로 옮길까요?', ''])
    return mc, le, ask, secs


@nv('curl form login / token request body')
def _nv83(lang):
    u = pick(['qa_admin', 'ops@acme.io', 'tester1'])
    pw = pw_strong(sym='!@#$%^*-_.~') if chance(0.6) else pw_human()
    if chance(0.5):
        enc = pctenc(pw)
        cmd = f"curl -s -X POST https://{host('auth')}/realms/acme/protocol/openid-connect/token -d grant_type=password -d client_id=admin-cli -d username={u} -d 'password={enc}'"
        secs = [enc]
    else:
        cs = A(32)
        cmd = f"curl -s -X POST https://{host('auth')}/realms/acme/protocol/openid-connect/token -d grant_type=client_credentials -d client_id=report-svc -d client_secret={cs}"
        secs = [cs]
    if lang == 'en':
        mc = 'Needed a Keycloak token for a quick API test and did not know which flow the realm allows.'
        le = f'This returned a token:\n{cmd}'
        ask = pick(['Is the password grant going to be disabled?', ''])
    else:
        mc = '빠른 API 테스트용 Keycloak 토큰이 필요했는데 realm이 어떤 플로우를 허용하는지 몰랐다.'
        le = f'토큰이 나온 요청:\n{cmd}'
        ask = pick(['password grant는 곧 비활성화되나요?', ''])
    return mc, le, ask, secs


@nv('Dockerfile ENV with password')
def _nv84(lang):
    pw = pw_strong(sym='@%_-+=:.^~')
    body = f'FROM python:3.12-slim\nENV PIP_INDEX_URL=https://pypi.{pick(DOMAINS)}/simple\nENV DB_PASSWORD={pw}\nCOPY . /app'
    if lang == 'en':
        mc = 'docker history on the published image shows build-time env; did not know the Dockerfile sets the DB password.'
        le = f'Dockerfile head:\n{body}'
        ask = pick(['Rebuild without it and purge old tags?', ''])
    else:
        mc = '배포된 이미지의 docker history에 빌드 환경변수가 보인다. Dockerfile이 DB 비번을 설정하는 걸 몰랐다.'
        le = f'Dockerfile 앞부분:\n{body}'
        ask = pick(['빼고 다시 빌드하고 예전 태그를 지울까요?', ''])
    return mc, le, ask, [pw]


@nv('Ansible inventory ansible_password')
def _nv85(lang):
    pw = pw_strong(sym='!@#%^&*-_=+.')
    bp = pw_strong(sym='!@#%^&*-_=+.')
    body = f'[windows]\nwin-build-01 ansible_host=10.20.{R.randint(0, 255)}.{R.randint(2, 250)}\n\n[windows:vars]\nansible_user=Administrator\nansible_password={pw}\nansible_connection=winrm\nansible_become_password={bp}'
    if lang == 'en':
        mc = 'Did not know the Windows hosts are managed over WinRM with a local admin password.'
        le = f'inventories/prod/hosts:\n{body}'
        ask = pick(['Should this be in ansible-vault?', ''])
    else:
        mc = '윈도우 서버들이 로컬 관리자 비번으로 WinRM 관리된다는 걸 몰랐다.'
        le = f'inventories/prod/hosts 내용:\n{body}'
        ask = pick(['ansible-vault로 암호화해야 하지 않나요?', ''])
    return mc, le, ask, [pw, bp]


@nv('mosquitto / users YAML list')
def _nv86(lang):
    rows = []
    secs = []
    for u in shuffled(['sensor-gw', 'dashboard', 'ota-updater', 'bridge'])[:3]:
        p = pw_strong(sym='!@#%^&*-_=+.')
        secs.append(p)
        rows.append(f'  - username: {u}\n    password: "{p}"')
    body = 'users:\n' + '\n'.join(rows)
    if lang == 'en':
        mc = 'New MQTT devices were rejected; did not know users are provisioned from a YAML file by an init container.'
        le = f'deploy/mqtt/users.yaml:\n{body}'
        ask = pick(['Should the init container read from a Secret instead?', ''])
    else:
        mc = '새 MQTT 기기가 거부됨. init 컨테이너가 YAML 파일로 사용자를 만든다는 걸 몰랐다.'
        le = f'deploy/mqtt/users.yaml:\n{body}'
        ask = pick(['init 컨테이너가 Secret에서 읽게 바꿀까요?', ''])
    return mc, le, ask, secs


# --------------------------------------------------------------------------------------------
# clean templates: risky-looking, but no credential
# --------------------------------------------------------------------------------------------
CL = []


def cl(cat):
    def deco(fn):
        CL.append((cat, fn))
        return fn
    return deco


def E(lang, en, ko):
    return en if lang == 'en' else ko


@cl('clean: password policy discussion')
def _c1(lang):
    n = pick(['12', '14', '16'])
    return (E(lang, f'Did not know the IdP enforces a {n}-character minimum and blocks the last 5 passwords, so the seeded test users failed to log in.',
              f'IdP가 최소 {n}자와 최근 5개 비밀번호 재사용 금지를 강제한다는 걸 몰라서 시드된 테스트 사용자 로그인이 실패했다.'),
            E(lang, 'Generate test-user passwords in the fixture factory at runtime instead of hardcoding them.',
              '테스트 사용자 비밀번호는 하드코딩하지 말고 픽스처 팩토리에서 런타임에 생성할 것.'),
            E(lang, 'Does the policy also apply to service accounts?', '서비스 계정에도 이 정책이 적용되나요?'))


@cl('clean: .env.example placeholders')
def _c2(lang):
    body = '\n'.join([f'DATABASE_URL=postgresql://app:<password>@localhost:5432/{pick(DBNAMES)}', 'STRIPE_SECRET_KEY=<your-stripe-secret-key>',
                      'OPENAI_API_KEY=<YOUR_TOKEN>', 'SESSION_SECRET=<generate with: openssl rand -hex 32>'])
    return (E(lang, 'New contributors could not start the API; there was no .env.example.', '신규 기여자가 API를 띄우지 못했다. .env.example이 없었음.'),
            E(lang, f'Added .env.example with placeholders only:\n{body}', f'placeholder만 넣은 .env.example 추가:\n{body}'),
            E(lang, 'Should the README link to the vault page for real values?', 'README에 실제 값이 있는 볼트 페이지 링크를 넣을까요?'))


@cl('clean: ${VAR} references in compose')
def _c3(lang):
    body = 'environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set in .env}\n  REDIS_URL: redis://:${REDIS_PASSWORD}@redis:6379/0\n  API_TOKEN: ${API_TOKEN}'
    return (E(lang, 'Compose silently used empty strings when .env was missing.', '.env가 없으면 compose가 조용히 빈 문자열을 썼다.'),
            E(lang, f'Use the :? form so compose fails loudly:\n{body}', f':? 형식을 써서 compose가 바로 실패하게 할 것:\n{body}'),
            '')


@cl('clean: password manager pointer')
def _c4(lang):
    item = pick(['"staging-db (app_rw)"', '"Grafana admin"', '"SFTP bank partner"', '"Play Console service account"'])
    return (E(lang, f'Did not know where the staging credentials are kept; they are in the team 1Password vault, item {item}.',
              f'스테이징 인증 정보 위치를 몰랐다. 팀 1Password 볼트의 {item} 항목에 있다.'),
            E(lang, 'Never paste the value into notes or chat; reference the vault item name instead.',
              '값은 메모나 채팅에 붙이지 말고 볼트 항목 이름만 적을 것.'),
            E(lang, 'Can I get read access to that vault?', '그 볼트 읽기 권한을 받을 수 있나요?'))


@cl('clean: mysql -p prompt without value')
def _c5(lang):
    h = host('mysql')
    return (E(lang, f'The runbook says `mysql -h {h} -u app_rw -p` and I did not know it prompts interactively, so the script hung.',
              f'런북에 `mysql -h {h} -u app_rw -p` 라고만 있고 대화형으로 비번을 물어본다는 걸 몰라서 스크립트가 멈췄다.'),
            E(lang, 'For non-interactive use, point --defaults-extra-file at a 0600 file; never put the password after -p.',
              '비대화형으로 쓸 때는 --defaults-extra-file로 0600 파일을 지정할 것. -p 뒤에 비밀번호를 붙이지 말 것.'),
            '')


@cl('clean: -p as port / parents flags')
def _c6(lang):
    port = R.choice([2222, 2200, 10022])
    body = f'ssh -p {port} deploy@{host("bastion")}\ndocker run -p 8080:80 nginx:1.27\npsql -h localhost -p 5433 -U postgres\nmkdir -p /var/lib/app/cache'
    return (E(lang, f'Did not know the bastion listens on {port}, not 22.', f'배스천이 22가 아니라 {port} 포트를 쓴다는 걸 몰랐다.'),
            E(lang, f'Reminder of which -p is which:\n{body}', f'-p가 각각 무슨 뜻인지 정리:\n{body}'),
            E(lang, 'Is port 22 closed on purpose?', '22 포트는 일부러 닫은 건가요?'))


@cl('clean: git SHAs in a bisect note')
def _c7(lang):
    good, bad, culprit = H(40), H(40), H(40)
    return (E(lang, f'Did not know the regression predates the release tag; bisect between {good[:12]} (good) and {bad[:12]} (bad).',
              f'회귀가 릴리스 태그 이전부터였다는 걸 몰랐다. {good[:12]}(good)와 {bad[:12]}(bad) 사이에서 bisect.'),
            E(lang, f'First bad commit: {culprit}. It changed the retry backoff from ms to s.',
              f'첫 번째 나쁜 커밋: {culprit}. 재시도 backoff 단위를 ms에서 s로 바꿨다.'),
            E(lang, f'Revert {culprit[:7]} or fix forward?', f'{culprit[:7]} 를 revert할까요, 수정해서 진행할까요?'))


@cl('clean: request / trace ids in logs')
def _c8(lang):
    rid = uuid4()
    tid = H(32)
    line = f'{ts_iso()} ERROR payment-svc request_id={rid} trace_id={tid} span_id={H(16)} msg="upstream timeout after 30000ms"'
    return (E(lang, f'Did not know the gateway and the service log different request ids; correlate by trace_id.\n{line}',
              f'게이트웨이와 서비스가 서로 다른 request id를 남긴다는 걸 몰랐다. trace_id로 연결해야 한다.\n{line}'),
            E(lang, f'Search Tempo with trace {tid} to see the full path.', f'Tempo에서 trace {tid} 로 검색하면 전체 경로가 보인다.'),
            '')


@cl('clean: container image digest')
def _c9(lang):
    dg = 'sha256:' + H(64)
    img = f'ghcr.io/acme/{pick(PROJECTS)}@{dg}'
    return (E(lang, 'Did not know prod pins images by digest, so retagging latest had no effect.', '운영이 이미지를 digest로 고정한다는 걸 몰라서 latest를 다시 태깅해도 반영이 안 됐다.'),
            E(lang, f'Current prod image: {img}', f'현재 운영 이미지: {img}'),
            E(lang, 'Should the deploy job update the digest automatically?', '배포 잡이 digest를 자동으로 갱신하게 할까요?'))


@cl('clean: ssh public key in authorized_keys')
def _c10(lang):
    pub = ssh_pub_ed25519(pick(['deploy@ci', 'minji@laptop', 'ansible@ctrl']))
    return (E(lang, 'Deploy user could not log in to the new VM; did not know cloud-init only copies keys from the image.',
              '새 VM에 deploy 사용자가 로그인하지 못했다. cloud-init이 이미지의 키만 복사한다는 걸 몰랐다.'),
            E(lang, f'Added this public key to ~deploy/.ssh/authorized_keys:\n{pub}', f'~deploy/.ssh/authorized_keys에 이 공개키 추가:\n{pub}'),
            E(lang, 'Should keys come from the IAM user list instead?', '키를 IAM 사용자 목록에서 가져오게 할까요?'))


@cl('clean: SSH host key fingerprint')
def _c11(lang):
    fp = ssh_fp()
    return (E(lang, 'Got a host key mismatch warning after the bastion was rebuilt and did not know the new fingerprint.',
              '배스천 재구축 후 호스트 키 불일치 경고가 떴는데 새 지문을 몰랐다.'),
            E(lang, f'Verified with the infra team: ED25519 key fingerprint is {fp}. Then ran ssh-keygen -R.',
              f'인프라팀과 확인: ED25519 키 지문 {fp}. 그 후 ssh-keygen -R 실행.'),
            '')


@cl('clean: GPG key fingerprint / key id')
def _c12(lang):
    fp = HU(40)
    spaced = ' '.join(wrap(fp, 4))
    return (E(lang, 'Release tags must be signed and I did not know which key is the release key.', '릴리스 태그는 서명해야 하는데 어떤 키가 릴리스 키인지 몰랐다.'),
            E(lang, f'Release signing key fingerprint: {spaced} (public, also on keys.openpgp.org).',
              f'릴리스 서명 키 지문: {spaced} (공개 정보, keys.openpgp.org에도 있음)'),
            E(lang, f'Should CI verify tags against {fp[-16:]}?', f'CI에서 {fp[-16:]} 로 태그 서명을 검증할까요?'))


@cl('clean: base64 of non-secret config')
def _c13(lang):
    cfg = {'logLevel': pick(['debug', 'info']), 'featureFlags': {'newCheckout': True}, 'region': 'ap-northeast-2'}
    blob = b64s(json.dumps(cfg, separators=(',', ':')))
    return (E(lang, 'The ConfigMap value looked like an encoded secret; did not know the chart base64-encodes the whole app config.',
              'ConfigMap 값이 인코딩된 시크릿처럼 보였는데 차트가 앱 설정 전체를 base64로 넣는다는 걸 몰랐다.'),
            E(lang, f'APP_CONFIG_B64={blob}\ndecodes to {json.dumps(cfg)} -- nothing sensitive.',
              f'APP_CONFIG_B64={blob}\n디코딩하면 {json.dumps(cfg)} -- 민감 정보 없음.'),
            '')


@cl('clean: design tokens / CSS colours')
def _c14(lang):
    cols = ['#%06x' % R.randrange(0x1000000) for _ in range(4)]
    body = f':root {{\n  --color-primary: {cols[0]};\n  --color-surface: {cols[1]};\n  --color-danger: {cols[2]};\n  --radius-md: 8px;\n}}'
    return (E(lang, 'Did not know "tokens" in the design repo means design tokens, not auth tokens; the sync job exports them to CSS.',
              '디자인 저장소의 "tokens"가 인증 토큰이 아니라 디자인 토큰이라는 걸 몰랐다. 동기화 잡이 CSS로 내보낸다.'),
            E(lang, f'Generated tokens.css:\n{body}', f'생성된 tokens.css:\n{body}'),
            E(lang, f'Is {cols[3]} the new brand accent?', f'{cols[3]} 가 새 브랜드 강조색인가요?'))


@cl('clean: regex describing token formats')
def _c15(lang):
    body = pick([r'^ghp_[A-Za-z0-9]{36}$', r'^xox[bpas]-[0-9A-Za-z-]{10,}$', r'^AKIA[0-9A-Z]{16}$', r'(?i)password\s*[:=]\s*\S+'])
    return (E(lang, 'The pre-commit hook flagged my test file; did not know the hook pattern list lives in tools/hooks/patterns.txt.',
              'pre-commit 훅이 테스트 파일을 잡았다. 훅 패턴 목록이 tools/hooks/patterns.txt에 있다는 걸 몰랐다.'),
            E(lang, f'The pattern that matched was `{body}`; the fixture only contained the pattern text itself.',
              f'걸린 패턴은 `{body}` 였고 픽스처에는 패턴 문자열 자체만 있었다.'),
            E(lang, 'Can tests/fixtures be excluded from the hook?', 'tests/fixtures를 훅에서 제외해도 되나요?'))


@cl('clean: version strings / build ids')
def _c16(lang):
    v = f'{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 40)}'
    b = f'{v}+build.{R.randint(1000, 9999)}.{H(7)}'
    return (E(lang, f'Did not know the mobile app reports the full build string; crash reports show {b}.',
              f'모바일 앱이 전체 빌드 문자열을 보고한다는 걸 몰랐다. 크래시 리포트에 {b} 로 나온다.'),
            E(lang, f'Filter Crashlytics by version {v} and ignore the metadata part after +.',
              f'Crashlytics는 버전 {v} 로 필터링하고 + 뒤 메타데이터는 무시할 것.'),
            '')


@cl('clean: credential file paths only')
def _c17(lang):
    paths = pick(['~/.aws/credentials', '/etc/ssl/private/server.key', '~/.kube/config', '/run/secrets/db_password', '~/.config/gcloud/application_default_credentials.json'])
    return (E(lang, f'Did not know the CLI falls back to {paths} when the env var is unset, so it used my personal identity.',
              f'환경변수가 없으면 CLI가 {paths} 로 폴백해서 내 개인 자격으로 실행됐다는 걸 몰랐다.'),
            E(lang, 'Always run `whoami`-style identity checks before destructive commands.', '파괴적인 명령 전에는 항상 현재 자격(identity)부터 확인할 것.'),
            E(lang, 'Should CI mount an empty credentials file to prevent fallback?', 'CI에 빈 credentials 파일을 마운트해 폴백을 막을까요?'))


@cl('clean: env var names only')
def _c18(lang):
    names = ', '.join(shuffled(['AWS_SECRET_ACCESS_KEY', 'GITHUB_TOKEN', 'DATABASE_PASSWORD', 'SENTRY_AUTH_TOKEN', 'NPM_TOKEN', 'SLACK_BOT_TOKEN'])[:4])
    return (E(lang, f'Did not know the deploy job expects these variables to be set in the environment: {names}.',
              f'배포 잡이 환경에 다음 변수가 있다고 가정한다는 걸 몰랐다: {names}.'),
            E(lang, 'The job fails at the very end if one is missing; added a preflight check that only tests presence.',
              '하나라도 없으면 맨 마지막에 실패한다. 존재 여부만 확인하는 사전 점검을 추가했다.'),
            '')


@cl('clean: masked value in output')
def _c19(lang):
    body = pick(['DATABASE_PASSWORD=********', 'token: ghp_****************************abcd', 'api_key = "sk-...redacted..."', 'Authorization: Bearer ***'])
    return (E(lang, f'The settings dump in the debug page shows `{body}`; I did not know the real value is never rendered.',
              f'디버그 페이지의 설정 덤프에 `{body}` 로 나온다. 실제 값은 렌더링되지 않는다는 걸 몰랐다.'),
            E(lang, 'The mask is applied by the settings serializer; extend it when adding new secret fields.', '마스킹은 설정 직렬화기에서 한다. 새 시크릿 필드를 추가하면 거기도 반영할 것.'),
            '')


@cl('clean: AWS account id and ARNs')
def _c20(lang):
    acct = D(12)
    arn = f'arn:aws:iam::{acct}:role/{pick(["ci-deployer", "github-oidc-deploy", "lambda-exec"])}'
    return (E(lang, f'Did not know the deploy role lives in the shared-services account {acct}.', f'배포 롤이 공용 서비스 계정 {acct} 에 있다는 걸 몰랐다.'),
            E(lang, f'Assume {arn} via OIDC; no static keys are needed.', f'OIDC로 {arn} 를 assume 하면 된다. 정적 키 불필요.'),
            E(lang, 'Is there a separate role for read-only debugging?', '읽기 전용 디버깅용 롤이 따로 있나요?'))


@cl('clean: secretKeyRef in manifest')
def _c21(lang):
    body = 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password'
    return (E(lang, 'Did not know the Deployment reads the password from a Secret managed by External Secrets.', '디플로이먼트가 External Secrets가 관리하는 Secret에서 비밀번호를 읽는다는 걸 몰랐다.'),
            E(lang, f'The relevant block:\n{body}', f'해당 블록:\n{body}'),
            E(lang, 'Who owns the ExternalSecret definitions?', 'ExternalSecret 정의는 누가 관리하나요?'))


@cl('clean: GitHub Actions secrets expressions')
def _c22(lang):
    body = "- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: ${{ vars.DEPLOY_ROLE_ARN }}"
    return (E(lang, 'Publishing from a fork PR failed; did not know secrets are not passed to fork workflows.', '포크 PR에서 배포가 실패. 포크 워크플로에는 secrets가 전달되지 않는다는 걸 몰랐다.'),
            E(lang, f'Workflow steps:\n{body}', f'워크플로 단계:\n{body}'),
            '')


@cl('clean: terraform sensitive variable')
def _c23(lang):
    body = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}'
    return (E(lang, 'terraform plan printed (sensitive value) and I did not know how the value is supplied.', 'terraform plan에 (sensitive value)로만 나오는데 값이 어떻게 들어오는지 몰랐다.'),
            E(lang, f'It comes from TF_VAR_db_password set by the pipeline:\n{body}', f'파이프라인이 TF_VAR_db_password로 넣어준다:\n{body}'),
            E(lang, 'Should we switch to manage_master_user_password?', 'manage_master_user_password로 바꿀까요?'))


@cl('clean: vault path reference')
def _c24(lang):
    path = pick(['secret/data/prod/payments/db', 'kv/teams/search/opensearch', 'secret/data/staging/smtp'])
    return (E(lang, f'Did not know the app reads its DB credentials from Vault at {path} via the agent sidecar.',
              f'앱이 에이전트 사이드카로 Vault의 {path} 에서 DB 인증 정보를 읽는다는 걸 몰랐다.'),
            E(lang, f'`vault kv get -field=username {path}` works with my OIDC login; the password field I did not read.',
              f'`vault kv get -field=username {path}` 는 내 OIDC 로그인으로 된다. password 필드는 조회하지 않았다.'),
            '')


@cl('clean: password validation code')
def _c25(lang):
    body = 'const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%^&*]).{10,64}$/;\nif (!PASSWORD_RULE.test(input.password)) throw new ValidationError("weak_password");'
    return (E(lang, 'Signup rejected valid passwords with a space; did not know the rule lives in the shared validators package.',
              '공백이 있는 정상 비밀번호가 가입 시 거부됐다. 규칙이 공용 validators 패키지에 있는 걸 몰랐다.'),
            E(lang, f'Current rule:\n{body}', f'현재 규칙:\n{body}'),
            E(lang, 'Should spaces be allowed per NIST 800-63B?', 'NIST 800-63B에 따라 공백을 허용해야 할까요?'))


@cl('clean: LLM token counts')
def _c26(lang):
    n = R.choice([4096, 8192, 16384, 128000, 200000])
    return (E(lang, f'Did not know the summarizer truncates input at {n} tokens, so long tickets lost their last comments.',
              f'요약기가 입력을 {n} 토큰에서 자른다는 걸 몰라서 긴 티켓의 마지막 댓글이 빠졌다.'),
            E(lang, 'Count tokens with the model tokenizer, not characters; Korean text uses more tokens per character.',
              '토큰 수는 글자 수가 아니라 모델 토크나이저로 셀 것. 한국어는 글자당 토큰이 더 많다.'),
            E(lang, 'Should we set max_tokens on the response too?', '응답 쪽에도 max_tokens를 설정할까요?'))


@cl('clean: primary keys / redis key names')
def _c27(lang):
    k = f'sess:{uuid4()}'
    return (E(lang, f'Did not know session keys are namespaced like `{k}` and expire after 14 days.', f'세션 키가 `{k}` 형태이고 14일 후 만료된다는 걸 몰랐다.'),
            E(lang, 'Use SCAN with MATCH sess:* instead of KEYS in prod; the composite primary key on orders is (tenant_id, order_no).',
              '운영에서는 KEYS 대신 SCAN MATCH sess:* 를 쓸 것. orders 테이블 기본 키는 (tenant_id, order_no) 복합 키.'),
            '')


@cl('clean: i18n keys about passwords')
def _c28(lang):
    body = 'auth.password.forgot = "비밀번호를 잊으셨나요?"\nauth.password.tooShort = "비밀번호는 10자 이상이어야 합니다"\nauth.token.expired = "세션이 만료되었습니다"'
    return (E(lang, 'Did not know translation keys are validated against the Korean file first.', '번역 키가 한국어 파일 기준으로 먼저 검증된다는 걸 몰랐다.'),
            E(lang, f'Added keys to ko.properties:\n{body}', f'ko.properties에 키 추가:\n{body}'),
            '')


@cl('clean: kubectl get secret shows keys only')
def _c29(lang):
    body = 'Name:         db-credentials\nType:         Opaque\nData\n====\npassword:  24 bytes\nusername:  6 bytes'
    return (E(lang, f'Needed to know whether the secret was populated, without reading it.', '시크릿 값을 보지 않고 채워졌는지만 확인해야 했다.'),
            E(lang, f'`kubectl describe secret` shows only sizes:\n{body}', f'`kubectl describe secret` 는 크기만 보여준다:\n{body}'),
            '')


@cl('clean: CI log masked with ***')
def _c30(lang):
    body = '+ docker login -u ci --password-stdin registry.acme.io\n+ echo ***\nLogin Succeeded'
    return (E(lang, 'Did not know GitLab masks variables only if they meet the masking requirements.', 'GitLab은 마스킹 조건을 만족하는 변수만 가린다는 걸 몰랐다.'),
            E(lang, f'Our log is fine:\n{body}', f'우리 로그는 괜찮다:\n{body}'),
            E(lang, 'Should we enable "protected" on those variables too?', '그 변수들에 protected도 켤까요?'))


@cl('clean: vendor prefix mentioned without value')
def _c31(lang):
    pre = pick(['sk_live_', 'ghp_', 'xoxb-', 'AKIA', 'glpat-', 'sk-ant-'])
    return (E(lang, f'Did not know our secret scanner blocks any string starting with {pre} in committed files.',
              f'커밋 파일에서 {pre} 로 시작하는 문자열을 시크릿 스캐너가 막는다는 걸 몰랐다.'),
            E(lang, f'Docs should say "a key that starts with {pre}..." and never include a sample body.',
              f'문서에는 "{pre}... 로 시작하는 키" 라고만 쓰고 예시 본문은 넣지 말 것.'),
            '')


@cl('clean: PEM public key')
def _c32(lang):
    lines = ec_pub_pem_lines()
    pem = '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(lines) + '\n-----END PUBLIC KEY-----'
    return (E(lang, 'Webhook signature verification failed; did not know the partner publishes a new public key each quarter.',
              '웹훅 서명 검증 실패. 파트너가 분기마다 새 공개키를 게시한다는 걸 몰랐다.'),
            E(lang, f'Current partner public key (from their docs page):\n{pem}', f'현재 파트너 공개키(문서 페이지에서):\n{pem}'),
            '')


@cl('clean: certificate excerpt')
def _c33(lang):
    body = '-----BEGIN CERTIFICATE-----\nMIID' + b64(45)[:60] + '\n... (public cert, truncated)\n-----END CERTIFICATE-----'
    serial = ':'.join(HU(2) for _ in range(16))
    return (E(lang, 'Did not know the internal CA chain has to be appended to the server cert for Java clients.', '자바 클라이언트를 위해 서버 인증서 뒤에 내부 CA 체인을 붙여야 한다는 걸 몰랐다.'),
            E(lang, f'Intermediate cert serial {serial}:\n{body}', f'중간 인증서 시리얼 {serial}:\n{body}'),
            '')


@cl('clean: password reset flow description')
def _c34(lang):
    return (E(lang, 'Did not know reset links are single-use and expire after 30 minutes, so QA reused an old one.', '재설정 링크가 1회용이고 30분 후 만료된다는 걸 몰라서 QA가 예전 링크를 재사용했다.'),
            E(lang, 'The reset token is stored hashed; support can only trigger a new e-mail, never see the link.', '재설정 토큰은 해시로 저장된다. 지원팀은 새 메일 발송만 가능하고 링크는 볼 수 없다.'),
            E(lang, 'Should the expiry be configurable per tenant?', '만료 시간을 테넌트별로 설정할 수 있게 할까요?'))


@cl('clean: OTP flow without code')
def _c35(lang):
    return (E(lang, 'SMS OTP tests were flaky; did not know the staging SMS provider delays messages up to 60s.', 'SMS OTP 테스트가 불안정했다. 스테이징 문자 업체가 최대 60초 지연된다는 걸 몰랐다.'),
            E(lang, 'In staging, read the OTP from the test inbox API instead of waiting for SMS; the code is 6 digits and valid for 180s.',
              '스테이징에서는 문자 대신 테스트 인박스 API로 OTP를 읽을 것. 6자리, 180초 유효.'),
            '')


@cl('clean: changeme placeholder clearly marked')
def _c36(lang):
    body = 'admin:\n  username: admin\n  password: "changeme"   # placeholder; the chart refuses to start until you override it'
    return (E(lang, 'Did not know the chart ships a placeholder admin password that blocks startup.', '차트에 시작을 막는 placeholder 관리자 비밀번호가 들어있다는 걸 몰랐다.'),
            E(lang, f'values.yaml default:\n{body}', f'values.yaml 기본값:\n{body}'),
            E(lang, 'Where do real overrides live?', '실제 override 값은 어디 있나요?'))


@cl('clean: commit message about rotating keys')
def _c37(lang):
    sha = H(7)
    return (E(lang, f'Did not know commit {sha} ("chore: rotate webhook signing secret, update consumers") also changed the header name.',
              f'커밋 {sha} ("chore: rotate webhook signing secret, update consumers") 가 헤더 이름도 바꿨다는 걸 몰랐다.'),
            E(lang, 'Read the full diff of rotation commits; they often carry config changes.', '키 교체 커밋은 diff 전체를 읽을 것. 설정 변경이 같이 들어가는 경우가 많다.'),
            '')


@cl('clean: blockchain addresses / tx hash')
def _c38(lang):
    addr = '0x' + H(40)
    tx = '0x' + H(64)
    return (E(lang, f'Did not know the payout contract moved to {addr} after the upgrade.', f'업그레이드 후 지급 컨트랙트가 {addr} 로 옮겨졌다는 걸 몰랐다.'),
            E(lang, f'Verify deployments on the explorer; the migration tx was {tx}.', f'배포는 익스플로러에서 확인할 것. 마이그레이션 tx는 {tx}.'),
            '')


@cl('clean: bucket and role names')
def _c39(lang):
    b = f'acme-{pick(ENVS)}-{pick(["exports", "uploads", "logs"])}-{D(4)}'
    return (E(lang, f'Did not know exports go to s3://{b}/daily/ with a 30-day lifecycle.', f'export가 s3://{b}/daily/ 로 가고 30일 수명주기가 있다는 걸 몰랐다.'),
            E(lang, 'Access is via the instance role export-writer; no keys on the box.', '접근은 인스턴스 롤 export-writer로 한다. 서버에 키 없음.'),
            '')


@cl('clean: Slack channel and user ids')
def _c40(lang):
    ch = 'C0' + U(9)
    us = 'U0' + U(9)
    return (E(lang, f'Alerts went to the wrong channel; did not know the bot posts by channel id ({ch}), not by name.',
              f'알림이 엉뚱한 채널로 갔다. 봇이 채널 이름이 아니라 채널 ID({ch})로 보낸다는 걸 몰랐다.'),
            E(lang, f'Updated ALERT_CHANNEL_ID and mention the on-call as <@{us}>.', f'ALERT_CHANNEL_ID를 고치고 온콜은 <@{us}> 로 멘션.'),
            '')


@cl('clean: Twilio Account SID (identifier only)')
def _c41(lang):
    sid = 'AC' + H(32)
    return (E(lang, f'Did not know staging and prod use different Twilio subaccounts; staging is {sid}.', f'스테이징과 운영이 다른 Twilio 서브계정을 쓴다는 걸 몰랐다. 스테이징은 {sid}.'),
            E(lang, 'The SID is just an identifier; the auth token stays in the secret store and was not needed for this check.',
              'SID는 식별자일 뿐이다. auth token은 시크릿 저장소에 있고 이번 확인에는 필요 없었다.'),
            '')


@cl('clean: OAuth client id (public)')
def _c42(lang):
    cid = f'{D(12)}-{L(32)}.apps.googleusercontent.com'
    return (E(lang, 'Google sign-in failed on the new domain; did not know the authorized origins list is per client id.',
              '새 도메인에서 구글 로그인이 실패. 승인된 출처 목록이 클라이언트 ID별이라는 걸 몰랐다.'),
            E(lang, f'Web client id (public, embedded in the frontend): {cid}', f'웹 클라이언트 ID(공개, 프론트엔드에 포함): {cid}'),
            E(lang, 'Who has console access to add origins?', '출처를 추가할 콘솔 권한은 누구에게 있나요?'))


@cl('clean: AWS documentation example keys')
def _c43(lang):
    return (E(lang, 'The unit tests for the signer use the example credentials from the AWS SigV4 docs (AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY); I did not know they are hardcoded on purpose.',
              '서명기 단위 테스트가 AWS SigV4 문서의 예시 자격 증명(AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY)을 쓴다. 일부러 하드코딩한 거라는 걸 몰랐다.'),
            E(lang, 'Those are the documented placeholder values, not a real key; the scanner allowlist includes them.', '문서화된 placeholder 값이지 실제 키가 아니다. 스캐너 허용 목록에 들어 있다.'),
            '')


@cl('clean: .gitignore for env files')
def _c44(lang):
    body = '.env\n.env.*\n!.env.example\n*.pem\n*.p12\nsecrets/'
    return (E(lang, 'Did not know .env.local was not ignored, so it showed up in git status.', '.env.local이 무시 대상이 아니라서 git status에 떴다는 걸 몰랐다.'),
            E(lang, f'Updated .gitignore:\n{body}', f'.gitignore 수정:\n{body}'),
            '')


@cl('clean: history rewrite procedure')
def _c45(lang):
    return (E(lang, 'Did not know the repo had a leaked credential in history that was already revoked last year.', '저장소 히스토리에 작년에 이미 폐기된 자격 증명이 남아 있다는 걸 몰랐다.'),
            E(lang, 'Procedure: revoke first, then `git filter-repo --replace-text replacements.txt`, force-push, ask everyone to re-clone.',
              '절차: 먼저 폐기, 그 다음 `git filter-repo --replace-text replacements.txt`, force-push, 모두 다시 clone.'),
            E(lang, 'Do we need to notify security for revoked ones too?', '이미 폐기된 것도 보안팀에 알려야 하나요?'))


@cl('clean: lockfile integrity hashes')
def _c46(lang):
    integ = 'sha512-' + b64(64)
    return (E(lang, 'npm ci failed with EINTEGRITY after the registry mirror changed.', '레지스트리 미러가 바뀐 뒤 npm ci가 EINTEGRITY로 실패했다.'),
            E(lang, f'The lockfile entry: "integrity": "{integ}". Regenerate the lockfile against the mirror instead of editing hashes.',
              f'lockfile 항목: "integrity": "{integ}". 해시를 고치지 말고 미러 기준으로 lockfile을 다시 생성할 것.'),
            '')


@cl('clean: SRI hash in script tag')
def _c47(lang):
    sri = 'sha384-' + b64(48)
    return (E(lang, 'The CDN script stopped loading; did not know the page pins it with Subresource Integrity.', 'CDN 스크립트가 로드되지 않았다. 페이지가 SRI로 고정해두었다는 걸 몰랐다.'),
            E(lang, f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="{sri}" crossorigin="anonymous"></script>',
              f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="{sri}" crossorigin="anonymous"></script>'),
            E(lang, 'Should we self-host the script?', '스크립트를 자체 호스팅할까요?'))


@cl('clean: go.sum hashes')
def _c48(lang):
    h1 = 'h1:' + b64(32)
    return (E(lang, 'Did not know GOFLAGS=-mod=mod was set in CI, which hid a go.sum mismatch.', 'CI에 GOFLAGS=-mod=mod가 설정돼 go.sum 불일치가 가려졌다는 걸 몰랐다.'),
            E(lang, f'go.sum line: golang.org/x/net v0.33.0 {h1}', f'go.sum 줄: golang.org/x/net v0.33.0 {h1}'),
            '')


@cl('clean: W3C traceparent header')
def _c49(lang):
    tp = f'00-{H(32)}-{H(16)}-01'
    return (E(lang, 'Traces broke at the gateway; did not know it strips unknown headers.', '게이트웨이에서 트레이스가 끊겼다. 모르는 헤더를 제거한다는 걸 몰랐다.'),
            E(lang, f'Whitelisted traceparent; example value: traceparent: {tp}', f'traceparent 허용 추가. 예시 값: traceparent: {tp}'),
            '')


@cl('clean: pod names and resourceVersion')
def _c50(lang):
    pod = f'{pick(PROJECTS)}-{L(10)}-{L(5)}'
    return (E(lang, f'Did not know the crash-looping pod {pod} belongs to an old ReplicaSet that HPA kept alive.', f'크래시 루프 파드 {pod} 가 HPA가 살려둔 예전 ReplicaSet 소속이라는 걸 몰랐다.'),
            E(lang, f'Check ownerReferences; resourceVersion {R.randint(10 ** 7, 10 ** 8)} was the last update.', f'ownerReferences를 확인할 것. 마지막 갱신 resourceVersion {R.randint(10 ** 7, 10 ** 8)}.'),
            '')


@cl('clean: cron schedule')
def _c51(lang):
    return (E(lang, 'Did not know the cluster CronJobs use UTC, so "0 2 * * *" runs at 11:00 KST.', '클러스터 CronJob이 UTC 기준이라 "0 2 * * *" 가 한국시간 11시에 돈다는 걸 몰랐다.'),
            E(lang, 'Set spec.timeZone: Asia/Seoul (k8s >= 1.27).', 'spec.timeZone: Asia/Seoul 설정 (k8s 1.27 이상).'),
            '')


@cl('clean: terraform state lock id')
def _c52(lang):
    lid = uuid4()
    return (E(lang, f'terraform apply hung on a stale lock ({lid}) from a cancelled CI job.', f'취소된 CI 잡이 남긴 잠금({lid}) 때문에 terraform apply가 멈췄다.'),
            E(lang, f'`terraform force-unlock {lid}` after confirming no run is active.', f'실행 중인 작업이 없는지 확인하고 `terraform force-unlock {lid}`.'),
            '')


@cl('clean: 401 error messages without credentials')
def _c53(lang):
    body = pick(['HTTP 401: {"error":"invalid_token","error_description":"The access token expired"}',
                 'fatal: Authentication failed for \'https://git.acme.io/platform/infra.git/\'',
                 'botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation'])
    return (E(lang, f'Did not know the error below means the cached credential expired, not that permissions changed:\n{body}',
              f'아래 에러가 권한 변경이 아니라 캐시된 자격 만료라는 걸 몰랐다:\n{body}'),
            E(lang, 'Re-login / refresh first, then debug permissions.', '먼저 재로그인/갱신하고, 그 다음 권한을 의심할 것.'),
            '')


@cl('clean: HTML password input')
def _c54(lang):
    body = '<input type="password" name="password" autocomplete="current-password" minlength="10" required>'
    return (E(lang, 'Password managers did not autofill the login form; did not know autocomplete attributes were missing.', '비밀번호 관리자가 로그인 폼을 자동 채우지 못했다. autocomplete 속성이 빠진 걸 몰랐다.'),
            E(lang, f'Fixed markup:\n{body}', f'수정한 마크업:\n{body}'),
            '')


@cl('clean: password_hash column schema')
def _c55(lang):
    body = 'ALTER TABLE users ADD COLUMN password_hash VARCHAR(255) NOT NULL DEFAULT \'\';\nALTER TABLE users DROP COLUMN password; -- legacy plaintext column, empty since 2021'
    return (E(lang, 'Did not know the legacy password column still existed (empty).', '레거시 password 컬럼이(비어 있지만) 아직 남아있다는 걸 몰랐다.'),
            E(lang, f'Migration:\n{body}', f'마이그레이션:\n{body}'),
            E(lang, 'Anything still reading the old column?', '예전 컬럼을 아직 읽는 곳이 있나요?'))


@cl('clean: function signature with password parameter')
def _c56(lang):
    body = 'def authenticate(username: str, password: str, *, otp: str | None = None) -> Session:'
    return (E(lang, 'Did not know authenticate() logs its arguments at DEBUG via a decorator.', 'authenticate()가 데코레이터로 인자를 DEBUG 로그에 남긴다는 걸 몰랐다.'),
            E(lang, f'Excluded password and otp from the decorator for:\n{body}', f'다음 함수에서 password와 otp를 데코레이터 대상에서 제외:\n{body}'),
            '')


@cl('clean: test asserting masked output')
def _c57(lang):
    body = 'assert render(cfg) == "password: ********\\ntoken: ********"'
    return (E(lang, 'Did not know the snapshot test compares masked output, so adding a field broke it.', '스냅샷 테스트가 마스킹된 출력을 비교해서 필드를 추가하니 깨진다는 걸 몰랐다.'),
            E(lang, f'Updated the expectation:\n{body}', f'기대값 수정:\n{body}'),
            '')


@cl('clean: CSRF / lexer token concepts')
def _c58(lang):
    return (E(lang, 'Did not know the form posts failed because the CSRF token is bound to the session and the load balancer was not sticky.',
              'CSRF 토큰이 세션에 묶여 있는데 로드밸런서가 sticky가 아니라서 폼 제출이 실패한다는 걸 몰랐다.'),
            E(lang, 'Separately: the template lexer splits on {{ and }}, so "token" errors there are about parsing, not auth.',
              '별개로: 템플릿 렉서가 {{ 와 }} 로 토큰을 나누므로 거기서 나는 "token" 에러는 인증이 아니라 파싱 문제다.'),
            '')


@cl('clean: JSON key order for HMAC canonicalization')
def _c59(lang):
    return (E(lang, 'Did not know JSON key order is not guaranteed by the partner, so our signature over the raw body failed.',
              '파트너가 JSON 키 순서를 보장하지 않아서 원문 body 기준 서명 검증이 실패한다는 걸 몰랐다.'),
            E(lang, 'Canonicalize (sorted keys, no spaces) before computing the HMAC; the shared secret itself is in the vault.',
              'HMAC 계산 전에 정규화(키 정렬, 공백 제거)할 것. 공유 시크릿 자체는 볼트에 있다.'),
            E(lang, 'Can the partner send a canonical form header?', '파트너가 정규화된 형식 헤더를 보내줄 수 있나요?'))


@cl('clean: YOUR_API_KEY_HERE in README snippet')
def _c60(lang):
    body = 'curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer YOUR_API_KEY_HERE"'
    return (E(lang, 'The SDK README example did not say the key must be a server key.', 'SDK README 예시에 키가 서버 키여야 한다는 말이 없었다.'),
            E(lang, f'Updated the snippet (placeholder kept on purpose):\n{body}', f'예시 수정 (placeholder는 일부러 유지):\n{body}'),
            '')


@cl('clean: base64 of literal "user:password" docs example')
def _c61(lang):
    return (E(lang, 'The API docs show `Authorization: Basic dXNlcjpwYXNzd29yZA==` and I did not know whether that was real.',
              'API 문서에 `Authorization: Basic dXNlcjpwYXNzd29yZA==` 가 있어서 실제 값인지 몰랐다.'),
            E(lang, 'It decodes to the literal words "user:password"; it is the docs placeholder.', '디코딩하면 문자 그대로 "user:password" 다. 문서용 placeholder.'),
            '')


@cl('clean: docker login --password-stdin from env var')
def _c62(lang):
    body = 'echo "$REGISTRY_PASSWORD" | docker login registry.acme.io -u "$REGISTRY_USER" --password-stdin'
    return (E(lang, 'Did not know `docker login -p` prints a warning and leaks into process lists.', '`docker login -p` 가 경고를 내고 프로세스 목록에 노출된다는 걸 몰랐다.'),
            E(lang, f'Use:\n{body}', f'이렇게 쓸 것:\n{body}'),
            '')


@cl('clean: curl with $TOKEN variable')
def _c63(lang):
    body = 'curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/acme/infra/pulls?state=open'
    return (E(lang, 'Did not know the GitHub CLI token is not exported to scripts by default.', 'GitHub CLI 토큰이 기본으로 스크립트에 export 되지 않는다는 걸 몰랐다.'),
            E(lang, f'`export GITHUB_TOKEN=$(gh auth token)` then:\n{body}', f'`export GITHUB_TOKEN=$(gh auth token)` 후:\n{body}'),
            '')


@cl('clean: .npmrc with ${NPM_TOKEN}')
def _c64(lang):
    body = '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com'
    return (E(lang, 'Did not know npm expands ${NPM_TOKEN} in .npmrc at runtime.', 'npm이 .npmrc의 ${NPM_TOKEN} 을 런타임에 치환한다는 걸 몰랐다.'),
            E(lang, f'Committed .npmrc:\n{body}', f'커밋된 .npmrc:\n{body}'),
            '')


@cl('clean: SSM parameter names')
def _c65(lang):
    names = '/prod/payments/db/password, /prod/payments/stripe/secret_key, /staging/payments/db/password'
    return (E(lang, f'Did not know the ECS task reads these SecureString parameters: {names}.', f'ECS 태스크가 다음 SecureString 파라미터를 읽는다는 걸 몰랐다: {names}.'),
            E(lang, 'The task role needs ssm:GetParameters and kms:Decrypt on the key; values were not needed for the fix.',
              '태스크 롤에 ssm:GetParameters와 해당 키의 kms:Decrypt가 필요하다. 수정에 값 자체는 필요 없었다.'),
            '')


@cl('clean: connection string with <password> placeholder')
def _c66(lang):
    body = pick(['mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true',
                 'postgres://app:${DB_PASS}@db.internal:5432/app', 'Server=tcp:db.example.com,1433;User ID=<user>;Password=<password>;'])
    return (E(lang, 'The onboarding doc had a connection string template and I did not know which parts to fill.', '온보딩 문서에 연결 문자열 템플릿만 있어서 어디를 채우는지 몰랐다.'),
            E(lang, f'Template: {body}\nFill from the vault; never commit the filled version.', f'템플릿: {body}\n볼트 값으로 채우고 채운 버전은 커밋하지 말 것.'),
            '')


@cl('clean: JSON config with empty password')
def _c67(lang):
    body = '{"db": {"host": "localhost", "user": "dev", "password": ""}, "note": "password comes from DB_PASSWORD env"}'
    return (E(lang, 'Did not know the loader treats an empty password as "read from env".', '로더가 빈 password를 "환경변수에서 읽기" 로 처리한다는 걸 몰랐다.'),
            E(lang, f'config.local.json:\n{body}', f'config.local.json:\n{body}'),
            '')


@cl('clean: kubectl --from-file path')
def _c68(lang):
    body = 'kubectl -n payments create secret generic tls-client --from-file=tls.crt=./out/client.crt --from-file=tls.key=./out/client.key'
    return (E(lang, 'Did not know the client cert secret must be recreated when the CA rotates.', 'CA가 교체되면 클라이언트 인증서 시크릿을 다시 만들어야 한다는 걸 몰랐다.'),
            E(lang, f'Recreated from files (not shown):\n{body}', f'파일로 재생성(내용은 생략):\n{body}'),
            '')


@cl('clean: openssl rand command without output')
def _c69(lang):
    return (E(lang, 'Did not know how long NEXTAUTH_SECRET must be.', 'NEXTAUTH_SECRET 길이가 얼마여야 하는지 몰랐다.'),
            E(lang, 'Generate with `openssl rand -base64 32` and paste straight into the secret store; do not echo it into notes.',
              '`openssl rand -base64 32` 로 생성해서 바로 시크릿 저장소에 넣을 것. 메모에 출력하지 말 것.'),
            '')


@cl('clean: ssh-keygen command')
def _c70(lang):
    return (E(lang, 'Did not know GitHub rejects new RSA keys shorter than 3072 bits for some orgs.', '일부 조직에서 GitHub가 3072비트 미만 새 RSA 키를 거부한다는 걸 몰랐다.'),
            E(lang, 'Use `ssh-keygen -t ed25519 -C "you@acme.io" -f ~/.ssh/id_ed25519_acme` and upload only the .pub file.',
              '`ssh-keygen -t ed25519 -C "you@acme.io" -f ~/.ssh/id_ed25519_acme` 로 만들고 .pub 파일만 업로드.'),
            '')


@cl('clean: sha256sum of release artifact')
def _c71(lang):
    h = H(64)
    return (E(lang, 'Did not know the installer verifies the tarball checksum and fails silently on mismatch.', '설치기가 tarball 체크섬을 검증하고 불일치 시 조용히 실패한다는 걸 몰랐다.'),
            E(lang, f'{h}  acme-cli_2.4.1_linux_amd64.tar.gz', f'{h}  acme-cli_2.4.1_linux_amd64.tar.gz'),
            '')


@cl('clean: git LFS pointer')
def _c72(lang):
    body = f'version https://git-lfs.github.com/spec/v1\noid sha256:{H(64)}\nsize {R.randint(10 ** 5, 10 ** 8)}'
    return (E(lang, 'The model file was only a few bytes; did not know CI does not run git lfs pull.', '모델 파일이 몇 바이트뿐이었다. CI가 git lfs pull을 안 한다는 걸 몰랐다.'),
            E(lang, f'What we actually had:\n{body}', f'실제로 받은 내용:\n{body}'),
            '')


@cl('clean: MAC / IPv6 addresses')
def _c73(lang):
    mac = ':'.join(H(2) for _ in range(6))
    v6 = '2001:db8:' + ':'.join(H(4) for _ in range(3)) + '::' + H(4)
    return (E(lang, f'Did not know DHCP reservations key on MAC; the new NIC ({mac}) got a random address.', f'DHCP 예약이 MAC 기준이라 새 NIC({mac})가 임의 주소를 받았다는 걸 몰랐다.'),
            E(lang, f'Also pinned the IPv6 {v6} in the inventory.', f'인벤토리에 IPv6 {v6} 도 고정.'),
            '')


@cl('clean: cloud resource ids')
def _c74(lang):
    sub = uuid4()
    ten = uuid4()
    dist = 'E' + U(13)
    return (E(lang, f'Did not know the CDN for the KR site is a separate CloudFront distribution ({dist}).', f'KR 사이트 CDN이 별도 CloudFront 배포({dist})라는 걸 몰랐다.'),
            E(lang, f'Azure side: subscription {sub}, tenant {ten}; both are plain identifiers.', f'Azure 쪽: 구독 {sub}, 테넌트 {ten}. 둘 다 식별자일 뿐.'),
            '')


@cl('clean: nix store paths')
def _c75(lang):
    p = f'/nix/store/{rs("0123456789abcdfghijklmnpqrsvwxyz", 32)}-openssl-3.0.14'
    return (E(lang, f'Did not know the dev shell links against {p}, not the system OpenSSL.', f'dev shell이 시스템 OpenSSL이 아니라 {p} 에 링크된다는 걸 몰랐다.'),
            E(lang, 'Run `nix-store -q --references` to see the closure.', '`nix-store -q --references` 로 클로저를 볼 수 있다.'),
            '')


@cl('clean: Android certificate SHA-1 fingerprint')
def _c76(lang):
    fp = ':'.join(HU(2) for _ in range(20))
    return (E(lang, 'Google sign-in worked in debug but not release; did not know the release SHA-1 must be registered in Firebase.',
              '디버그에서는 구글 로그인이 되는데 릴리스에선 안 됐다. 릴리스 SHA-1을 Firebase에 등록해야 한다는 걸 몰랐다.'),
            E(lang, f'Release signing cert SHA-1 (public): {fp}', f'릴리스 서명 인증서 SHA-1(공개 정보): {fp}'),
            '')


@cl('clean: Apple team id / bundle id')
def _c77(lang):
    team = U(10)
    return (E(lang, f'Universal links failed; did not know apple-app-site-association needs the team id prefix ({team}.io.acme.app).',
              f'유니버설 링크 실패. apple-app-site-association에 팀 ID 접두사({team}.io.acme.app)가 필요하다는 걸 몰랐다.'),
            E(lang, 'Serve the file without a redirect and with application/json.', '리다이렉트 없이 application/json으로 서빙할 것.'),
            '')


@cl('clean: SOPS-encrypted values')
def _c78(lang):
    enc = f'ENC[AES256_GCM,data:{b64(18)},iv:{b64(32)},tag:{b64(16)},type:str]'
    return (E(lang, 'Did not know secrets.enc.yaml is SOPS-encrypted with the KMS key; it is safe to commit.', 'secrets.enc.yaml이 KMS 키로 SOPS 암호화돼 있어서 커밋해도 된다는 걸 몰랐다.'),
            E(lang, f'An entry looks like:\ndb_password: {enc}\nDecrypt with `sops -d` (needs KMS access).', f'항목 예시:\ndb_password: {enc}\n`sops -d` 로 복호화(KMS 권한 필요).'),
            '')


@cl('clean: ansible-vault encrypted blob')
def _c79(lang):
    hexbody = '\n'.join(H(80) for _ in range(3))
    return (E(lang, 'Did not know group_vars/prod/vault.yml is encrypted, so grep found nothing.', 'group_vars/prod/vault.yml이 암호화돼 있어서 grep으로 안 나온다는 걸 몰랐다.'),
            E(lang, f'File starts with:\n$ANSIBLE_VAULT;1.1;AES256\n{hexbody}\nUse ansible-vault view with the team vault password file.',
              f'파일 시작 부분:\n$ANSIBLE_VAULT;1.1;AES256\n{hexbody}\n팀 vault 비밀번호 파일로 ansible-vault view 할 것.'),
            '')


@cl('clean: sealed-secrets encryptedData')
def _c80(lang):
    blob = 'AgB' + b64(120)
    return (E(lang, 'Did not know SealedSecrets can only be decrypted by the controller in the target cluster.', 'SealedSecret은 대상 클러스터의 컨트롤러만 복호화할 수 있다는 걸 몰랐다.'),
            E(lang, f'encryptedData:\n  password: {blob}\n(encrypted for the prod controller; safe in git)', f'encryptedData:\n  password: {blob}\n(운영 컨트롤러용으로 암호화됨, git에 있어도 안전)'),
            '')


@cl('clean: Stripe test card numbers')
def _c81(lang):
    return (E(lang, 'Did not know which test cards trigger 3-D Secure in test mode.', '테스트 모드에서 어떤 테스트 카드가 3-D Secure를 유발하는지 몰랐다.'),
            E(lang, 'Use 4242 4242 4242 4242 for success and 4000 0027 6000 3184 for 3DS, any future expiry, any CVC (public test data).',
              '성공은 4242 4242 4242 4242, 3DS는 4000 0027 6000 3184, 만료일은 미래 아무거나, CVC 아무거나 (공개 테스트 데이터).'),
            '')


@cl('clean: idempotency keys')
def _c82(lang):
    k = uuid4()
    return (E(lang, 'Did not know retries must reuse the same Idempotency-Key, so we double-charged in staging.', '재시도 시 같은 Idempotency-Key를 재사용해야 한다는 걸 몰라서 스테이징에서 이중 결제됐다.'),
            E(lang, f'Now the key is derived from the order id, e.g. Idempotency-Key: {k}', f'이제 키를 주문 ID에서 파생한다. 예: Idempotency-Key: {k}'),
            '')


@cl('clean: feature flag keys')
def _c83(lang):
    return (E(lang, 'Did not know flag keys are case-sensitive: new-checkout-v2 and New-Checkout-V2 are different flags.', '플래그 키가 대소문자를 구분해서 new-checkout-v2와 New-Checkout-V2가 다른 플래그라는 걸 몰랐다.'),
            E(lang, 'Reference flag keys via the generated constants file.', '플래그 키는 생성된 상수 파일로 참조할 것.'),
            '')


@cl('clean: cache keys with hashes')
def _c84(lang):
    ck = f'node-modules-{pick(["linux", "macos"])}-{H(64)}'
    return (E(lang, 'CI cache never hit; did not know the key includes the lockfile hash and the Node version.', 'CI 캐시가 한 번도 안 맞았다. 키에 lockfile 해시와 Node 버전이 들어간다는 걸 몰랐다.'),
            E(lang, f'Example key: {ck}', f'예시 키: {ck}'),
            '')


@cl('clean: bcrypt cost discussion')
def _c85(lang):
    return (E(lang, 'Login latency spiked after the library upgrade; did not know the default bcrypt cost went from 10 to 12.', '라이브러리 업그레이드 후 로그인 지연이 튀었다. 기본 bcrypt cost가 10에서 12로 바뀐 걸 몰랐다.'),
            E(lang, 'Pin the cost explicitly and rehash on next login.', 'cost를 명시적으로 고정하고 다음 로그인 시 재해시할 것.'),
            '')


@cl('clean: certificate password prompt (no value)')
def _c86(lang):
    return (E(lang, 'Did not know the tax-invoice module asks for the 공동인증서 password on every sign, so the batch could not run unattended.',
              '세금계산서 모듈이 서명할 때마다 공동인증서 비밀번호를 물어봐서 배치를 무인으로 돌릴 수 없다는 걸 몰랐다.'),
            E(lang, 'The vendor supports an HSM mode; the password is entered once by finance at boot.', '업체가 HSM 모드를 지원한다. 비밀번호는 재무팀이 부팅 시 한 번 입력한다.'),
            E(lang, 'Who in finance can enter it after a reboot?', '재부팅 후 재무팀 누가 입력할 수 있나요?'))


@cl('clean: keyboard shortcut "key"')
def _c87(lang):
    return (E(lang, 'Did not know the terminal in the remote desktop eats Ctrl+Shift+K, the key binding for "clear".', '원격 데스크톱의 터미널이 "clear" 단축키인 Ctrl+Shift+K를 가로챈다는 걸 몰랐다.'),
            E(lang, 'Remap in keybindings.json: {"key": "ctrl+alt+k", "command": "workbench.action.terminal.clear"}', 'keybindings.json에서 재지정: {"key": "ctrl+alt+k", "command": "workbench.action.terminal.clear"}'),
            '')


@cl('clean: JWT header explanation')
def _c88(lang):
    hdr = b64us(json.dumps({'alg': 'RS256', 'kid': H(16), 'typ': 'JWT'}, separators=(',', ':')))
    return (E(lang, f'Did not know the gateway selects the verification key by kid; every token starts with a header like {hdr}.',
              f'게이트웨이가 kid로 검증 키를 고른다는 걸 몰랐다. 토큰은 모두 {hdr} 같은 헤더로 시작한다.'),
            E(lang, 'That header only decodes to alg/kid/typ; check the JWKS endpoint for the matching public key.', '그 헤더는 alg/kid/typ만 담고 있다. 맞는 공개키는 JWKS 엔드포인트에서 확인.'),
            '')


@cl('clean: hashed asset filenames')
def _c89(lang):
    f1 = f'main.{H(8)}.js'
    f2 = f'vendor.{H(20)}.chunk.js'
    return (E(lang, f'Did not know the CDN caches index.html for 10 minutes, so users requested {f1} that no longer existed.',
              f'CDN이 index.html을 10분 캐시해서 사용자가 이미 없는 {f1} 를 요청했다는 걸 몰랐다.'),
            E(lang, f'Keep the previous build\'s assets (e.g. {f2}) for one deploy cycle.', f'이전 빌드 에셋(예: {f2})을 한 배포 주기 동안 유지할 것.'),
            '')


@cl('clean: docker tags with git sha')
def _c90(lang):
    sha = H(40)
    return (E(lang, f'Did not know images are tagged with the full commit sha ({sha}) and the short one only on main.', f'이미지가 전체 커밋 sha({sha})로 태그되고 짧은 sha는 main에서만 붙는다는 걸 몰랐다.'),
            E(lang, f'Deploy by full sha: acme/api:{sha}', f'전체 sha로 배포: acme/api:{sha}'),
            '')


@cl('clean: DSN without credentials')
def _c91(lang):
    h = host('pg')
    return (E(lang, f'Did not know the app builds DATABASE_URL from parts; the URL itself is postgres://{h}:5432/{pick(DBNAMES)} and user/password come from PGUSER/PGPASSWORD.',
              f'앱이 DATABASE_URL을 조각으로 만든다는 걸 몰랐다. URL 자체는 postgres://{h}:5432/{pick(DBNAMES)} 이고 사용자/비밀번호는 PGUSER/PGPASSWORD에서 온다.'),
            E(lang, 'Do not log the assembled URL.', '조립된 URL은 로그에 찍지 말 것.'),
            '')


@cl('clean: URL with user but no password')
def _c92(lang):
    return (E(lang, f'Did not know the submodule uses ssh://git@git.{pick(DOMAINS)}:2222/platform/shared.git with a non-standard port.',
              f'서브모듈이 비표준 포트의 ssh://git@git.{pick(DOMAINS)}:2222/platform/shared.git 를 쓴다는 걸 몰랐다.'),
            E(lang, 'Add a Host entry with Port 2222 in ~/.ssh/config.', '~/.ssh/config에 Port 2222 Host 항목을 추가할 것.'),
            '')


@cl('clean: redacted log lines')
def _c93(lang):
    body = f'{ts_iso()} INFO auth login ok user=u_{D(6)} password=[REDACTED] token=[REDACTED] ip=10.0.{R.randint(0, 255)}.{R.randint(1, 254)}'
    return (E(lang, 'Did not know the log pipeline redacts at the shipper, so local files still need the app-level filter.', '로그 파이프라인이 수집기에서 마스킹해서 로컬 파일에는 앱 레벨 필터가 여전히 필요하다는 걸 몰랐다.'),
            E(lang, f'After the fix:\n{body}', f'수정 후:\n{body}'),
            '')


@cl('clean: template placeholder for csrf token')
def _c94(lang):
    body = '<meta name="csrf-token" content="{{ csrf_token() }}">'
    return (E(lang, 'AJAX posts got 419; did not know the layout lost the CSRF meta tag.', 'AJAX 요청이 419를 받았다. 레이아웃에서 CSRF meta 태그가 빠진 걸 몰랐다.'),
            E(lang, f'Restored:\n{body}', f'복구:\n{body}'),
            '')


@cl('clean: data URI image')
def _c95(lang):
    uri = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA' + b64(30)
    return (E(lang, 'The e-mail template embedded a logo as a data URI and Outlook stripped it.', '메일 템플릿이 로고를 data URI로 넣었는데 Outlook이 제거했다.'),
            E(lang, f'Replace `{uri}...` with a CID attachment.', f'`{uri}...` 를 CID 첨부로 바꿀 것.'),
            '')


@cl('clean: ULID / KSUID identifiers')
def _c96(lang):
    ulid = rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)
    return (E(lang, f'Did not know order ids are ULIDs (e.g. {ulid}) and sort by time, so the pagination cursor is the id itself.',
              f'주문 ID가 ULID(예: {ulid})라서 시간순 정렬되고 페이지네이션 커서가 ID 자체라는 걸 몰랐다.'),
            E(lang, 'Do not parse the timestamp part for business logic.', '타임스탬프 부분을 비즈니스 로직에 쓰지 말 것.'),
            '')


@cl('clean: webhook URL with placeholder path')
def _c97(lang):
    return (E(lang, 'Did not know the alert manager config expects the webhook URL from a file, not inline.', 'alertmanager 설정이 웹훅 URL을 인라인이 아니라 파일에서 읽는다는 걸 몰랐다.'),
            E(lang, 'Docs example: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX -- real one is in the secret mount.',
              '문서 예시: https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX -- 실제 값은 시크릿 마운트에 있다.'),
            '')


@cl('clean: HMAC signature concept')
def _c98(lang):
    return (E(lang, 'Did not know the partner signs the raw body with HMAC-SHA256 and sends it in X-Signature as hex.', '파트너가 원문 body를 HMAC-SHA256으로 서명해 X-Signature에 hex로 보낸다는 걸 몰랐다.'),
            E(lang, 'Compare with hmac.compare_digest; read the shared secret from WEBHOOK_SECRET at startup.', 'hmac.compare_digest로 비교할 것. 공유 시크릿은 시작 시 WEBHOOK_SECRET에서 읽는다.'),
            '')


@cl('clean: mysql -P port and other flags')
def _c99(lang):
    return (E(lang, 'Did not know mysql -P is the port and -p the password prompt; I passed -p3307 and got a prompt.', 'mysql -P가 포트이고 -p가 비밀번호 프롬프트라는 걸 몰랐다. -p3307을 넘겼다가 프롬프트가 떴다.'),
            E(lang, 'Correct: `mysql -h 127.0.0.1 -P 3307 -u root -p` (then type it at the prompt).', '올바른 사용: `mysql -h 127.0.0.1 -P 3307 -u root -p` (프롬프트에서 입력).'),
            '')


@cl('clean: secret rotation schedule talk')
def _c100(lang):
    return (E(lang, 'Did not know DB credentials rotate every 30 days via the Lambda rotator and apps must re-read them.', 'DB 자격 증명이 람다 로테이터로 30일마다 바뀌고 앱이 다시 읽어야 한다는 걸 몰랐다.'),
            E(lang, 'Use the AWS secrets cache client with a 5-minute TTL; never copy the value into config.', 'AWS secrets 캐시 클라이언트를 5분 TTL로 쓸 것. 값을 설정에 복사하지 말 것.'),
            E(lang, 'Which apps still read the secret only at boot?', '아직 부팅 시에만 시크릿을 읽는 앱이 있나요?'))


@cl('clean: known_hosts line (public host key)')
def _c101(lang):
    h = host('bastion')
    line = f'{h} ' + ssh_pub_ed25519('').strip()
    return (E(lang, 'CI failed with "Host key verification failed" against the new bastion.', '새 배스천에 대해 CI가 "Host key verification failed"로 실패했다.'),
            E(lang, f'Pinned the public host key in the CI known_hosts variable:\n{line}', f'CI known_hosts 변수에 공개 호스트 키를 고정:\n{line}'),
            E(lang, 'Should we use SSH certificates instead of pinning?', '고정 대신 SSH 인증서를 쓸까요?'))


@cl('clean: age public recipient')
def _c102(lang):
    rec = 'age1' + rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)
    return (E(lang, 'Did not know .sops.yaml lists the age recipients; my key was not included so I could not decrypt.', '.sops.yaml에 age 수신자 목록이 있고 내 키가 빠져 있어서 복호화가 안 됐다는 걸 몰랐다.'),
            E(lang, f'Added my public recipient {rec} and ran `sops updatekeys`.', f'내 공개 수신자 {rec} 를 추가하고 `sops updatekeys` 실행.'),
            '')


@cl('clean: WireGuard peer public key only')
def _c103(lang):
    pub = wg_key()
    body = f'[Peer]\n# office gateway\nPublicKey = {pub}\nEndpoint = 203.0.113.{R.randint(1, 254)}:51820\nAllowedIPs = 10.8.0.0/16\nPersistentKeepalive = 25'
    return (E(lang, 'Did not know the laptop profile needs the new gateway public key after the hardware swap.', '장비 교체 후 노트북 프로필에 새 게이트웨이 공개키가 필요하다는 걸 몰랐다.'),
            E(lang, f'Peer section (public key only; the private key never leaves the laptop):\n{body}', f'Peer 섹션(공개키만, 개인키는 노트북 밖으로 안 나감):\n{body}'),
            '')


@cl('clean: kubeconfig CA bundle data')
def _c104(lang):
    ca = b64s('-----BEGIN CERTIFICATE-----\nMIIC' + b64(36)[:40])
    return (E(lang, 'x509: certificate signed by unknown authority when calling the new cluster.', '새 클러스터 호출 시 x509: certificate signed by unknown authority.'),
            E(lang, f'The cluster CA (public) goes in certificate-authority-data: {ca}... ; user credentials come from the exec plugin, not the file.',
              f'클러스터 CA(공개)는 certificate-authority-data: {ca}... 에 넣는다. 사용자 자격은 파일이 아니라 exec 플러그인에서 온다.'),
            '')


@cl('clean: OpenAPI securitySchemes')
def _c105(lang):
    body = 'components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT'
    return (E(lang, 'Generated clients did not send any auth header; did not know security must also be declared per operation.', '생성된 클라이언트가 인증 헤더를 안 보냈다. security를 오퍼레이션별로도 선언해야 한다는 걸 몰랐다.'),
            E(lang, f'Schemes:\n{body}', f'스킴 정의:\n{body}'),
            '')


@cl('clean: Bearer <token> docs placeholder')
def _c106(lang):
    return (E(lang, 'The partner docs say `Authorization: Bearer <access_token>` and I did not know the token comes from their OAuth client-credentials flow.',
              '파트너 문서에 `Authorization: Bearer <access_token>` 이라고만 있어서 토큰이 client-credentials 플로우에서 나온다는 걸 몰랐다.'),
            E(lang, 'Tokens live 3600s; cache and refresh 5 minutes early.', '토큰은 3600초 유효. 캐시하고 5분 일찍 갱신할 것.'),
            '')


@cl('clean: API key metadata listing')
def _c107(lang):
    kid = 'key_' + U(10)
    return (E(lang, f'Did not know which key the nightly job uses; the dashboard shows name "nightly-export", id {kid}, created {date_s()}, last used yesterday.',
              f'야간 잡이 어떤 키를 쓰는지 몰랐다. 대시보드에 이름 "nightly-export", ID {kid}, 생성일 {date_s()}, 어제 마지막 사용으로 나온다.'),
            E(lang, 'The key id is metadata only; the secret is shown once at creation and is not retrievable.', '키 ID는 메타데이터일 뿐이다. 시크릿은 생성 시 한 번만 보이고 다시 볼 수 없다.'),
            '')


@cl('clean: ETag / cache validators')
def _c108(lang):
    et = '"' + H(32) + '"'
    return (E(lang, f'Did not know S3 multipart uploads produce ETags like {et[:-1]}-12" that are not MD5s.', f'S3 멀티파트 업로드의 ETag가 {et[:-1]}-12" 형태로 MD5가 아니라는 걸 몰랐다.'),
            E(lang, 'Compare checksums with x-amz-checksum-sha256 instead.', '체크섬은 x-amz-checksum-sha256으로 비교할 것.'),
            '')


@cl('clean: hex dump of a packet')
def _c109(lang):
    lines = '\n'.join('%04x  %s' % (i * 16, ' '.join(H(2) for _ in range(16))) for i in range(3))
    return (E(lang, 'Did not know the legacy device sends a 2-byte length prefix before each frame.', '레거시 장비가 프레임마다 2바이트 길이 접두사를 보낸다는 걸 몰랐다.'),
            E(lang, f'tcpdump -X excerpt (telemetry payload, no auth):\n{lines}', f'tcpdump -X 일부 (텔레메트리 페이로드, 인증 없음):\n{lines}'),
            '')


@cl('clean: cosign / minisign public key')
def _c110(lang):
    pub = 'RW' + b64(40)[:54]
    return (E(lang, 'Did not know release binaries are signed with minisign and the installer checks them.', '릴리스 바이너리가 minisign으로 서명되고 설치기가 검증한다는 걸 몰랐다.'),
            E(lang, f'Public key published in the README: {pub}', f'README에 공개된 공개키: {pub}'),
            '')


@cl('clean: password-related URL paths')
def _c111(lang):
    return (E(lang, 'Did not know the mobile app calls /api/v2/users/me/password (PUT) and /api/v2/password-reset/confirm, both rate-limited to 5/min.',
              '모바일 앱이 /api/v2/users/me/password (PUT)와 /api/v2/password-reset/confirm 을 호출하고 둘 다 분당 5회 제한이라는 걸 몰랐다.'),
            E(lang, 'Load tests must exclude these endpoints.', '부하 테스트에서 이 엔드포인트는 제외할 것.'),
            '')


@cl('clean: JWT claim numbers')
def _c112(lang):
    iat = ts_epoch()
    return (E(lang, f'Tokens were rejected as not yet valid; did not know a node clock was 90s ahead (iat={iat}, nbf={iat}, exp={iat + 3600}).',
              f'토큰이 아직 유효하지 않다고 거부됐다. 한 노드의 시계가 90초 빨랐다는 걸 몰랐다 (iat={iat}, nbf={iat}, exp={iat + 3600}).'),
            E(lang, 'Allow 60s leeway and fix NTP on that node.', '60초 허용 오차를 두고 그 노드의 NTP를 고칠 것.'),
            '')


@cl('clean: Korean password rule text')
def _c113(lang):
    return (E(lang, 'Did not know the Korean error copy must match the legal wording: "비밀번호는 영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요."',
              '한국어 오류 문구가 법무 검토 문구와 같아야 한다는 걸 몰랐다: "비밀번호는 영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요."'),
            E(lang, 'Copy comes from the CMS; do not hardcode it in the app.', '문구는 CMS에서 가져오고 앱에 하드코딩하지 말 것.'),
            '')


@cl('clean: WWW-Authenticate challenge header')
def _c114(lang):
    return (E(lang, 'Browsers showed a native login popup on the API domain; did not know the upstream sends `WWW-Authenticate: Basic realm="internal"` on 401.',
              'API 도메인에서 브라우저 기본 로그인 팝업이 떴다. 업스트림이 401에 `WWW-Authenticate: Basic realm="internal"` 을 보낸다는 걸 몰랐다.'),
            E(lang, 'Strip the header at the gateway for JSON clients.', 'JSON 클라이언트에는 게이트웨이에서 그 헤더를 제거할 것.'),
            '')


@cl('clean: Digest header of a request body')
def _c115(lang):
    d = 'sha-256=:' + b64(32) + ':'
    return (E(lang, 'Did not know the partner requires a Content-Digest header and rejects requests without it.', '파트너가 Content-Digest 헤더를 요구하고 없으면 거부한다는 걸 몰랐다.'),
            E(lang, f'Example for the sample payload: Content-Digest: {d}', f'샘플 페이로드 예시: Content-Digest: {d}'),
            '')


@cl('clean: SPDX / license identifiers')
def _c116(lang):
    return (E(lang, 'Did not know the compliance check requires an SPDX header in every source file.', '컴플라이언스 검사가 모든 소스 파일에 SPDX 헤더를 요구한다는 걸 몰랐다.'),
            E(lang, 'Add `// SPDX-License-Identifier: Apache-2.0` and `// SPDX-FileCopyrightText: 2025 Acme Corp`.', '`// SPDX-License-Identifier: Apache-2.0` 와 `// SPDX-FileCopyrightText: 2025 Acme Corp` 를 추가할 것.'),
            '')


# --------------------------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------------------------
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def check_note(fields, secrets, kind):
    for k, lim in LIMITS.items():
        if len(fields[k].encode('utf-8')) > lim:
            return 'too long: ' + k
    if not fields['missing_context'].strip() or not fields['lesson'].strip():
        return 'empty field'
    if kind == 'clean':
        return None if secrets == [] else 'clean with secrets'
    if not secrets:
        return 'no secrets'
    for s in secrets:
        if len(s) < 8:
            return 'short secret'
        if not any(s in fields[k] for k in LIMITS):
            return 'secret not verbatim'
    order = sorted(secrets, key=lambda s: (-len(s), s))
    masked = []
    for k in LIMITS:
        t = fields[k]
        for s in order:
            t = t.replace(s, '\x00')
        masked.append(t)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for t in masked:
                if w in t:
                    return 'window outside occurrence'
    return None


def dedup(seq):
    out = []
    for s in seq:
        if s not in out:
            out.append(s)
    return out


# --------------------------------------------------------------------------------------------
# plan and build
# --------------------------------------------------------------------------------------------
KO_VENDORS = ('Naver Cloud', 'CLOVA Studio', 'Naver Developers', 'Naver Maps', 'Kakao', 'Kakao admin',
              'Kakao Login', 'KakaoPay', 'Kakao Work', 'Toss Payments', 'PortOne', 'Iamport', 'NicePay',
              'Bootpay', 'NHN Cloud', 'Solapi', 'Aligo', 'Channel Talk', 'data.go.kr', 'Upbit', 'Bithumb',
              'KIS Developers', 'Dooray', 'JANDI', 'Cafe24', 'Naver Search Ad', 'Coupang Open API',
              'Sendbird', 'LINE Messaging API', 'LINE Pay', 'Airbridge', 'Tmap', 'Sweet Tracker',
              'NAVER WORKS', 'Kiwoom REST API')
N_MULTI = 42
PRIORITY_VENDORS = ('Slack bot', 'Slack user', 'Discord', 'Telegram', 'GitHub', 'GitLab', 'Stripe', 'AWS',
                    'Google Maps', 'Twilio', 'npm', 'Docker Hub', 'Hugging Face', 'WordPress', 'Gmail',
                    'Apple ID', 'MinIO', 'Anthropic', 'Mapbox', 'Cloudinary', 'HashiCorp Vault')
CLEAN_PREFIX = {
    'en': ['', '', '', 'While working on {P}: ', 'Task ({P}): ', '[{P}] ', 'Context for {P}: '],
    'ko': ['', '', '', '{P} 작업 중: ', '[{P}] ', '{P} 관련: ', '작업({P}) 중 '],
}
CLEAN_ASK = {
    'en': ['', 'Is this documented anywhere else?', 'Who should review this change?', 'Should this go in the onboarding doc?'],
    'ko': ['', '이 내용이 다른 문서에도 있나요?', '이 변경은 누가 리뷰해야 하나요?', '온보딩 문서에 추가할까요?'],
}


def assign_langs(jobs):
    start = R.randrange(2)
    langs = ('en', 'ko')
    return [(j, langs[(start + i) % 2]) for i, j in enumerate(jobs)]


def build():
    seen = []
    seen_keys = {}
    notes = []

    def accept(kind, lang, cat, mc, le, ask, secrets):
        fields = {'missing_context': mc, 'lesson': le, 'ask_next_time': ask}
        secrets = dedup(secrets)
        err = check_note(fields, secrets, kind)
        if err:
            return err
        key = (mc, le, ask)
        if key in seen_keys:
            return 'duplicate'
        seen_keys[key] = 1
        notes.append({'lang': lang, 'kind': kind, 'category': cat, 'fields': fields, 'secrets': secrets})
        return None

    # ---- vendor notes -------------------------------------------------------------------
    names = [v['name'] for v in VENDORS]
    def is_long(v):
        return max(len(t) for (_e, t, _s) in v['items']()) > 110
    first = [v for v in VENDORS if v['name'] in KO_VENDORS or v['name'] in PRIORITY_VENDORS or is_long(v)]
    others = shuffled([v for v in VENDORS if v not in first])
    n_single = N_SECRET_VENDOR - N_MULTI
    singles = first + others[:n_single - len(first)]
    pool = others[n_single - len(first):]
    singles = shuffled(singles)
    ctx_names = [c[0] for c in SNIPPET_CTX] + [c[0] for c in FULL_CTX]
    ctx_order = shuffled(ctx_names)
    usage = [0] * len(ctx_order)
    vjobs = assign_langs(singles)
    for (v, lang) in vjobs:
        done = False
        # least-used context first (ties: fixed shuffled order), skipping contexts that do not fit
        order = sorted(range(len(ctx_order)), key=lambda i: (usage[i], i))
        for ci in order + order:
            ctx = ctx_order[ci]
            items = v['items']()
            res = make_vendor_note([(v, items)], ctx, lang)
            if res is None:
                continue
            mc, le, ask, secrets = res
            err = accept('secret', lang, 'vendor: %s [%s]' % (ctx, v['name']), mc, le, ask, secrets)
            if err is None:
                usage[ci] += 1
                done = True
                break
        assert done, v['name']

    multi_ctx = [c[0] for c in MULTI_CTX] + ['handover bullet list']
    mjobs = assign_langs(list(range(N_MULTI)))
    remaining = list(pool)
    for (mi, lang) in mjobs:
        done = False
        for attempt in range(40):
            k = R.randint(3, 5)
            group_v = remaining[:k]
            if len(group_v) < k:
                group_v = group_v + [v for v in shuffled(pool) if v not in group_v][:k - len(group_v)]
            groups = [(v, v['items']()) for v in group_v]
            ctx = multi_ctx[(mi + attempt) % len(multi_ctx)]
            if ctx == 'handover bullet list':
                mc, le, ask = full_handover(groups, lang)
            else:
                fn = [c[1] for c in MULTI_CTX if c[0] == ctx][0]
                S, w_en, w_ko = fn(groups, lang)
                mc, le, ask = assemble(groups, S, w_en, w_ko, lang)
            secrets = [s for (_e, _t, ss) in all_items(groups) for s in ss]
            cat = 'vendor: %s, several providers [%s]' % (ctx, '+'.join(v['name'] for v in group_v))
            err = accept('secret', lang, cat, mc, le, ask, secrets)
            if err is None:
                remaining = [v for v in remaining if v not in group_v]
                done = True
                break
        assert done
    assert remaining == [], [v['name'] for v in remaining]

    # ---- non-vendor secret notes ----------------------------------------------------------
    counts = [1] * len(NV)
    extra = N_SECRET_OTHER - len(NV)
    assert 0 <= extra <= 2 * len(NV)
    idx = shuffled(list(range(len(NV))))
    for i in range(extra):
        counts[idx[i % len(NV)]] += 1
    jobs = [i for i in range(len(NV)) for _ in range(counts[i])]
    for (i, lang) in assign_langs(jobs):
        cat, fn = NV[i]
        for attempt in range(60):
            mc, le, ask, secrets = fn(lang)
            err = accept('secret', lang, cat, mc, le, ask, secrets)
            if err is None:
                break
        else:
            raise AssertionError('cannot build ' + cat + ': ' + err)

    # ---- clean notes ------------------------------------------------------------------------
    counts = [2] * len(CL)
    extra = N_CLEAN - 2 * len(CL)
    assert 0 <= extra <= len(CL)
    idx = shuffled(list(range(len(CL))))
    for i in range(extra):
        counts[idx[i]] += 1
    jobs = [i for i in range(len(CL)) for _ in range(counts[i])]
    for (i, lang) in assign_langs(jobs):
        cat, fn = CL[i]
        for attempt in range(60):
            mc, le, ask = fn(lang)
            pre = fmt(pick(CLEAN_PREFIX[lang]), P=pick(PROJECTS))
            mc = pre + mc
            if not ask and chance(0.35):
                ask = pick(CLEAN_ASK[lang])
            err = accept('clean', lang, cat, mc, le, ask, [])
            if err is None:
                break
        else:
            raise AssertionError('cannot build ' + cat + ': ' + err)

    # ---- final shuffle, ids, global assertions -----------------------------------------------
    R.shuffle(notes)
    out = []
    for n, note in enumerate(notes, 1):
        rec = {'id': 'a%03d' % n, 'lang': note['lang'], 'kind': note['kind'], 'category': note['category'],
               'fields': {'missing_context': note['fields']['missing_context'],
                          'lesson': note['fields']['lesson'],
                          'ask_next_time': note['fields']['ask_next_time']},
               'secrets': note['secrets']}
        assert check_note(rec['fields'], rec['secrets'], rec['kind']) is None, rec['id']
        out.append(rec)
    cat_count = {}
    for rec in out:
        cat_count[rec['category']] = cat_count.get(rec['category'], 0) + 1
    assert max(cat_count.values()) <= 3
    keys = [(r['fields']['missing_context'], r['fields']['lesson'], r['fields']['ask_next_time']) for r in out]
    assert len(keys) == len(dict.fromkeys(keys))
    assert len(out) == N_SECRET_VENDOR + N_SECRET_OTHER + N_CLEAN
    for kind in ('secret', 'clean'):
        en = sum(1 for r in out if r['kind'] == kind and r['lang'] == 'en')
        ko = sum(1 for r in out if r['kind'] == kind and r['lang'] == 'ko')
        assert en == ko, (kind, en, ko)
    return out


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else 'blind_set_v21.jsonl'
    out = build()
    with open(path, 'w', encoding='utf-8', newline='\n') as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + '\n')
    data = open(path, 'rb').read()
    print('wrote %d notes to %s sha256=%s' % (len(out), path, hashlib.sha256(data).hexdigest()))


if __name__ == '__main__':
    main()
