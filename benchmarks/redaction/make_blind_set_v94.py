#!/usr/bin/env python3
"""make_blind_set_v94.py - generator of the v94 BLIND evaluation set for a
credential-redaction filter (see FORMAT.txt).

* Python 3 standard library only, no network.
* Exactly one PRNG, random.Random(94_2026_1127), drives every choice.
* No iteration over sets; output is byte-identical on every run and under
  any PYTHONHASHSEED.
* Every credential body is drawn from the PRNG (no literal token list).

Usage:  python3 make_blind_set_v94.py [output.jsonl]
"""
import base64
import json
import string
import sys
import urllib.parse
import zlib
import random

SEED = 94_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %

# ---------------------------------------------------------------- helpers
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LODG = LO + DG
UPDG = UP + DG
HEX = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = UP + LO + DG + '+/'
URLS = AN + '-_'
B32 = UP + '234567'
BASE62 = DG + UP + LO
BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def rs(alpha, n):
    """n characters drawn from alpha."""
    return ''.join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def base62(num, width):
    out = ''
    while num:
        num, r = divmod(num, 62)
        out = BASE62[r] + out
    return out.rjust(width, '0')


def crc_token(prefix, n=30):
    """GitHub/npm style: random base62 body + 6-char base62 CRC32 checksum."""
    body = rs(AN, n)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xffffffff, 6)


def pct(s):
    return urllib.parse.quote(s, safe='')


def jwt(payload, sig_bytes=32, alg='HS256'):
    head = b64url(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    body = b64url(json.dumps(payload, separators=(',', ':')).encode())
    return f'{head}.{body}.{b64url(rbytes(sig_bytes))}'


def ts():
    """a random ISO timestamp in 2025."""
    return (f'2025-{rint(1, 12):02d}-{rint(1, 28):02d}T{rint(0, 23):02d}:'
            f'{rint(0, 59):02d}:{rint(0, 59):02d}Z')


def hhmm():
    return f'{rint(8, 23):02d}:{rint(0, 59):02d}'


def epoch():
    return rint(1735689600, 1767225599)


def camel(env):
    parts = env.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def pascal(env):
    return ''.join(p.capitalize() for p in env.lower().split('_'))


def kebab(env):
    return env.lower().replace('_', '-')


# Hangul -> 2-set (dubeolsik) keyboard keys, for "typed with the Korean IME
# off" passwords such as dkssud...
CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c',
       'z', 'x', 'v', 'g']
JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n',
        'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft',
        'fx', 'fv', 'fg', 'a', 'q', 'qt', 't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_keys(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 588)
            jung, jong = divmod(rest, 28)
            out.append(CHO[cho] + JUNG[jung] + JONG[jong])
        else:
            out.append(ch)
    return ''.join(out)


# ---------------------------------------------------------------- pools
SERVICES = ['billing-api', 'order-worker', 'auth-gateway', 'search-indexer',
            'notification-svc', 'payment-batch', 'admin-console', 'report-cron',
            'media-uploader', 'settlement-job', 'inventory-sync', 'coupon-service',
            'chat-relay', 'pricing-engine', 'ledger-api', 'crm-bridge', 'geo-lookup',
            'checkout-web', 'partner-portal', 'etl-loader', 'review-moderator',
            'delivery-tracker', 'point-service', 'event-ingest']
ENVS = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preprod', 'perf', 'dr']
DOMAINS = ['internal.acme.io', 'corp.hanbit-labs.kr', 'svc.cluster.local',
           'prod.mirae-commerce.net', 'eng.bluepeak.dev', 'ops.sunrise-mobility.co.kr',
           'int.kumo-systems.jp', 'infra.northwind.app', 'lab.greenleaf.eu']
REGIONS = ['ap-northeast-2', 'ap-northeast-1', 'us-east-1', 'eu-central-1',
           'eu-west-1', 'ap-southeast-1', 'us-west-2']
USERS = ['app', 'svc_deploy', 'admin', 'etl_writer', 'readonly', 'backup',
         'jenkins', 'grafana', 'report_ro', 'migrator', 'root', 'ops', 'billing',
         'api_user', 'airflow', 'keycloak']
HANDLES = ['kim.jh', 'lee.sy', 'park.mj', 'choi.dw', 'jung.hn', 'kang.sb', 'yoon.ej',
           'han.ys', 'alice', 'bob.t', 'dana', 'raj.p', 'tomoko.s', 'wei.zhang',
           'lukas.m', 'sofia.r', 'marco', 'emma.w']
KO_NAMES = ['김지훈', '이서연', '박민준', '최도윤', '정하늘', '강수빈', '윤은지', '한예서',
            '오세훈', '임채원', '서지호', '신유나']
TEAMS = ['payments', 'platform', 'data', 'growth', 'infra', 'mobile', 'search', 'sre']
FILES_CFG = ['.env.production', '.env.local', 'config/secrets.yml', 'deploy/values-prod.yaml',
             'infra/terraform.tfvars', 'docker-compose.override.yml',
             'src/main/resources/application-prod.yml', 'scripts/backup.sh',
             'ansible/group_vars/db.yml', 'k8s/overlays/staging/secret.yaml',
             'settings/local.py', 'config/app.config.json', '.github/workflows/deploy.yml',
             '.gitlab-ci.yml', 'Makefile', 'tools/seed_data.py', 'ops/runbook.md',
             'appsettings.Production.json', 'conf/app.ini', 'charts/api/values.yaml']
JOBS = ['deploy-prod', 'nightly-etl', 'e2e-tests', 'build-and-push', 'db-migrate',
        'release-tag', 'integration', 'smoke-test', 'sync-assets', 'publish-package']
WORDS = ['maple', 'harbor', 'copper', 'violet', 'tundra', 'orbit', 'saffron', 'glacier',
         'pepper', 'lantern', 'meadow', 'falcon', 'quartz', 'ember', 'willow', 'cobalt',
         'bramble', 'nimbus', 'thistle', 'juniper', 'walrus', 'pixel', 'basalt', 'cactus',
         'marble', 'otter', 'paprika', 'zephyr', 'canyon', 'mango', 'riddle', 'sparrow',
         'turnip', 'velvet', 'anchor', 'biscuit', 'domino', 'fjord', 'gecko', 'hazel',
         'igloo', 'jigsaw', 'kettle', 'lemur', 'mosaic', 'nectar', 'oyster', 'pylon']
KO_WORDS = ['사랑해', '우리집', '강아지', '고양이', '행복', '바다', '하늘', '봄날', '김치찌개',
            '떡볶이', '서울', '부산', '제주도', '별빛', '무지개', '토끼', '호랑이', '단풍',
            '눈사람', '첫눈', '보리차', '해바라기', '은하수', '초코우유', '감귤']
FIRST = ['Minji', 'Junho', 'Sora', 'Daniel', 'Haru', 'Yuna', 'Kevin', 'Mina', 'Leo',
         'Grace', 'Taeyang', 'Hyejin']
PETS = ['coco', 'bori', 'dubu', 'mango', 'choco', 'nabi', 'kkami', 'haru', 'toto', 'sunny']
PUNCT = '!@#$%^&*-_=+?.,:;~'


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def host(name=None, e=None):
    name = name or svc()
    e = e or env()
    return f'{name}.{e}.{pick(DOMAINS)}'


def dbhost(kind='db'):
    return pick([f'{kind}-{rint(1, 4)}.{env()}.{pick(DOMAINS)}',
                 f'{pick(SERVICES)}-{kind}.c{rs(LODG, 10)}.{pick(REGIONS)}.rds.amazonaws.com',
                 f'10.{rint(0, 40)}.{rint(0, 255)}.{rint(2, 250)}',
                 f'{kind}.{pick(DOMAINS)}'])


MAIL_DOMAINS = ['acme.io', 'hanbit-labs.kr', 'mirae-commerce.net', 'bluepeak.dev', 'kumo-systems.jp',
                'northwind.app', 'greenleaf.eu', 'sunrise-mobility.co.kr']


def email(handle=None):
    return f'{handle or pick(HANDLES)}@{pick(MAIL_DOMAINS)}'


def ticket():
    return f'{pick(["OPS", "INFRA", "PAY", "SEC", "DATA", "APP", "PLAT"])}-{rint(100, 9999)}'


def acct_id():
    return str(rint(100000000000, 999999999999))


# ---------------------------------------------------------------- passwords
def pw_human():
    styles = [
        lambda: f'{pick(FIRST)}{rint(1980, 2025)}{pick("!@#$*")}',
        lambda: f'{pick(WORDS).capitalize()}{pick(WORDS).capitalize()}{rint(10, 99)}{pick("!?#")}',
        lambda: f'{pick(PETS)}{pick(["love", "_", "", "."])}{rint(1000, 9999)}{pick(["!", "!!", "", "@"])}',
        lambda: f'{pick(["Spring", "Summer", "Autumn", "Winter"])}{rint(2019, 2026)}{pick("!@#")}{rs(DG, 2)}',
        lambda: f'{pick(WORDS)}{pick("@#!")}{pick(WORDS)}{rint(1, 999)}',
    ]
    while True:
        p = pick(styles)()
        if len(p) >= 9:
            return p


def pw_random(n=None):
    n = n or rint(12, 24)
    while True:
        p = rs(AN + '!@#%^&*-_=+', n)
        if any(c in DG for c in p) and any(c in UP for c in p) and any(c in LO for c in p):
            return p


def pw_punct():
    n = rint(12, 20)
    alpha = AN + PUNCT + '()[]{}<>|'
    while True:
        p = rs(alpha, n)
        if sum(c in PUNCT + '()[]{}<>|' for c in p) >= 4 and p[0] not in '-#!&*':
            return p


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(['-', ' ', '.', '_', ''])
    words = [pick(WORDS) for _ in range(rint(4, 5))]
    if sep == '':
        words = [w.capitalize() for w in words]
    p = sep.join(words)
    if chance(0.5):
        p += pick([sep or '', '']) + str(rint(1, 99))
    return p


def pw_korean_keyboard():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.4) else '')
    keys = hangul_keys(w)
    p = keys + pick(['', str(rint(1, 9999)), str(rint(1980, 2025))]) + pick(['', '!', '@', '!!', '#'])
    if len(p) < 10:
        p += str(rint(100, 999)) + '!'
    return p


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    p = w + pick(['', '!', '@']) + str(rint(1, 2025)) + pick(['', '!', '#'])
    if len(p) < 8:
        p += str(rint(1000, 9999))
    return p


def pw_any():
    return pick([pw_human, pw_random, pw_punct, pw_passphrase, pw_korean_keyboard,
                 pw_hangul, pw_random])()


def pw_shell_safe():
    """passwords that can sit unquoted or in single quotes in shell/URLs/config."""
    while True:
        p = pick([pw_human, pw_random, pw_korean_keyboard, lambda: pw_passphrase('-'),
                  lambda: rs(AN, rint(14, 22))])()
        if "'" not in p and ' ' not in p:
            return p


# ---------------------------------------------------------------- vendor token shapes
# Each vendor: name, region, items = [(label, ENV_NAME, generator, is_secret)].
# Non-secret items (account SIDs, client ids, regions ...) are pasted alongside
# but never listed.  Access-key ids that are half of a key pair ARE listed.
def _slack_bot():
    return f'xoxb-{rs(DG, rint(10, 13))}-{rs(DG, rint(10, 13))}-{rs(AN, 24)}'


def _slack_user():
    return f'xoxp-{rs(DG, 12)}-{rs(DG, 12)}-{rs(DG, 13)}-{rs(HEX, 32)}'


def _openai():
    if chance(0.75):
        return pick(['sk-proj-', 'sk-svcacct-']) + rs(URLS, 74) + 'T3BlbkFJ' + rs(URLS, 74)
    return 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20)


def _discord_bot():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return f'{b64url(uid.encode())}.{rs(URLS, 6)}.{rs(URLS, 38)}'


def _azure_ad_secret():
    return rs(AN + '_-.', 3) + str(rint(0, 9)) + 'Q~' + rs(AN + '_-.~', 34)


def _pypi():
    return 'pypi-AgEIcHlwaS5vcmc' + rs(URLS, rint(140, 170))


def _aws_session():
    return 'IQoJb3JpZ2luX2Vj' + rs(B64, rint(300, 420)) + pick(['', '=', '=='])


def _atlassian():
    return 'ATATT3xFfGF0' + rs(URLS, 170) + '=' + rs(HEXU, 8)


def _adyen():
    return 'AQE' + rs(AN + '+/', 93) + '==-' + b64(rbytes(32)) + '-' + rs(AN + '<>%;:{}()', 16)


def _tf_cloud():
    return rs(AN, 14) + '.atlasv1.' + rs(AN, 67)


def _mapbox_sk():
    user = pick(HANDLES).replace('.', '')
    return 'sk.' + b64url(json.dumps({'u': user, 'a': 'cl' + rs(LODG, 23)}, separators=(',', ':')).encode()) + '.' + rs(URLS, 22)


R_SUPA = ['']


def _supa_ref():
    R_SUPA[0] = rs(LO, 20)
    return R_SUPA[0]


def _supabase_service():
    ref = R_SUPA[0]
    return jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role',
                'iat': epoch() - 30000000, 'exp': epoch() + 300000000})


def _data_go_kr():
    return b64(rbytes(66))     # 88 chars, the "decoding" form


def _line_token():
    return rs(B64, 171) + '='


def _fly():
    return 'fm2_' + rs(B64, rint(260, 330))


def _age():
    return 'AGE-SECRET-KEY-1' + rs(BECH32.upper(), 58)


VENDORS = [
    # ---- global / US
    ('AWS', 'global', [('access key id', 'AWS_ACCESS_KEY_ID', lambda: 'AKIA' + rs(B32, 16), True),
                       ('secret access key', 'AWS_SECRET_ACCESS_KEY', lambda: rs(AN + '/+', 40), True),
                       ('region', 'AWS_DEFAULT_REGION', lambda: pick(REGIONS), False)]),
    ('AWS STS', 'global', [('access key id', 'AWS_ACCESS_KEY_ID', lambda: 'ASIA' + rs(B32, 16), True),
                           ('secret access key', 'AWS_SECRET_ACCESS_KEY', lambda: rs(AN + '/+', 40), True),
                           ('session token', 'AWS_SESSION_TOKEN', _aws_session, True)]),
    ('GitHub', 'global', [('personal access token', 'GITHUB_TOKEN', lambda: crc_token('ghp_'), True)]),
    ('GitHub fine-grained', 'global', [('fine-grained PAT', 'GH_TOKEN',
                                        lambda: 'github_pat_' + rs(AN, 22) + '_' + rs(AN, 59), True)]),
    ('GitHub App', 'global', [('installation token', 'GITHUB_APP_TOKEN', lambda: crc_token(pick(['ghs_', 'gho_', 'ghu_'])), True)]),
    ('GitLab', 'global', [('personal access token', 'GITLAB_TOKEN', lambda: 'glpat-' + rs(URLS, 20), True)]),
    ('GitLab runner', 'global', [('runner token', 'CI_RUNNER_TOKEN', lambda: 'glrt-' + rs(URLS, 20), True)]),
    ('GitLab deploy', 'global', [('deploy token', 'GITLAB_DEPLOY_TOKEN', lambda: 'gldt-' + rs(URLS, 20), True)]),
    ('Slack', 'global', [('bot token', 'SLACK_BOT_TOKEN', _slack_bot, True)]),
    ('Slack user', 'global', [('user token', 'SLACK_USER_TOKEN', _slack_user, True)]),
    ('Slack app', 'global', [('app-level token', 'SLACK_APP_TOKEN',
                              lambda: f'xapp-1-A{rs(UPDG, 10)}-{rs(DG, 13)}-{rs(HEX, 64)}', True),
                             ('signing secret', 'SLACK_SIGNING_SECRET', lambda: rs(HEX, 32), True)]),
    ('Stripe', 'global', [('secret key', 'STRIPE_SECRET_KEY',
                           lambda: pick(['sk_live_' + rs(AN, 24), 'sk_live_51' + rs(AN, 97)]), True)]),
    ('Stripe restricted', 'global', [('restricted key', 'STRIPE_API_KEY', lambda: 'rk_live_51' + rs(AN, 97), True)]),
    ('Stripe webhook', 'global', [('webhook signing secret', 'STRIPE_WEBHOOK_SECRET', lambda: 'whsec_' + rs(AN, 32), True)]),
    ('OpenAI', 'global', [('API key', 'OPENAI_API_KEY', _openai, True)]),
    ('Anthropic', 'global', [('API key', 'ANTHROPIC_API_KEY',
                              lambda: 'sk-ant-' + pick(['api03-', 'admin01-']) + rs(URLS, 93) + 'AA', True)]),
    ('Google Cloud', 'global', [('API key', 'GOOGLE_API_KEY', lambda: 'AIza' + rs(URLS, 35), True)]),
    ('Google OAuth', 'global', [('client id', 'GOOGLE_CLIENT_ID',
                                 lambda: f'{rs(DG, 12)}-{rs(LODG, 32)}.apps.googleusercontent.com', False),
                                ('client secret', 'GOOGLE_CLIENT_SECRET', lambda: 'GOCSPX-' + rs(URLS, 28), True),
                                ('refresh token', 'GOOGLE_REFRESH_TOKEN', lambda: '1//0' + rs(URLS, 99), True)]),
    ('Twilio', 'global', [('Account SID', 'TWILIO_ACCOUNT_SID', lambda: 'AC' + rs(HEX, 32), False),
                          ('auth token', 'TWILIO_AUTH_TOKEN', lambda: rs(HEX, 32), True)]),
    ('Twilio API key', 'global', [('API key SID', 'TWILIO_API_KEY', lambda: 'SK' + rs(HEX, 32), True),
                                  ('API key secret', 'TWILIO_API_SECRET', lambda: rs(AN, 32), True)]),
    ('SendGrid', 'global', [('API key', 'SENDGRID_API_KEY', lambda: f'SG.{rs(URLS, 22)}.{rs(URLS, 43)}', True)]),
    ('Mailgun', 'global', [('API key', 'MAILGUN_API_KEY', lambda: 'key-' + rs(HEX, 32), True)]),
    ('Mailchimp', 'global', [('API key', 'MAILCHIMP_API_KEY', lambda: rs(HEX, 32) + f'-us{rint(1, 21)}', True)]),
    ('npm', 'global', [('automation token', 'NPM_TOKEN', lambda: crc_token('npm_'), True)]),
    ('PyPI', 'global', [('API token', 'PYPI_TOKEN', _pypi, True)]),
    ('Docker Hub', 'global', [('personal access token', 'DOCKERHUB_TOKEN', lambda: 'dckr_pat_' + rs(URLS, 27), True)]),
    ('DigitalOcean', 'global', [('API token', 'DIGITALOCEAN_TOKEN', lambda: pick(['dop_v1_', 'doo_v1_']) + rs(HEX, 64), True)]),
    ('Shopify', 'global', [('Admin API access token', 'SHOPIFY_ACCESS_TOKEN', lambda: pick(['shpat_', 'shpca_', 'shppa_']) + rs(HEX, 32), True)]),
    ('Atlassian', 'global', [('API token', 'JIRA_API_TOKEN', _atlassian, True)]),
    ('Bitbucket', 'global', [('app password', 'BITBUCKET_APP_PASSWORD', lambda: 'ATBB' + rs(AN, 28) + rs(HEXU, 8), True)]),
    ('Azure Storage', 'global', [('account name', 'AZURE_STORAGE_ACCOUNT', lambda: rs(LODG, rint(8, 14)), False),
                                 ('account key', 'AZURE_STORAGE_KEY', lambda: b64(rbytes(64)), True)]),
    ('Azure AD', 'global', [('tenant id', 'AZURE_TENANT_ID', uuid4, False),
                            ('client id', 'AZURE_CLIENT_ID', uuid4, False),
                            ('client secret', 'AZURE_CLIENT_SECRET', _azure_ad_secret, True)]),
    ('Hugging Face', 'global', [('access token', 'HF_TOKEN', lambda: 'hf_' + rs(UP + LO, 34), True)]),
    ('Databricks', 'global', [('personal access token', 'DATABRICKS_TOKEN', lambda: 'dapi' + rs(HEX, 32) + pick(['', '-2', '-3']), True)]),
    ('Postman', 'global', [('API key', 'POSTMAN_API_KEY', lambda: f'PMAK-{rs(HEX, 24)}-{rs(HEX, 34)}', True)]),
    ('Grafana', 'global', [('service account token', 'GRAFANA_TOKEN', lambda: f'glsa_{rs(AN, 32)}_{rs(HEX, 8)}', True)]),
    ('New Relic', 'global', [('user API key', 'NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(UPDG, 27), True)]),
    ('Datadog', 'global', [('API key', 'DD_API_KEY', lambda: rs(HEX, 32), True),
                           ('application key', 'DD_APP_KEY', lambda: rs(HEX, 40), True),
                           ('site', 'DD_SITE', lambda: pick(['datadoghq.com', 'datadoghq.eu', 'ap1.datadoghq.com']), False)]),
    ('Sentry', 'global', [('auth token', 'SENTRY_AUTH_TOKEN', lambda: 'sntryu_' + rs(HEX, 64), True)]),
    ('HashiCorp Vault', 'global', [('token', 'VAULT_TOKEN', lambda: 'hvs.' + rs(URLS, rint(90, 100)), True)]),
    ('Terraform Cloud', 'global', [('API token', 'TFE_TOKEN', _tf_cloud, True)]),
    ('Linear', 'global', [('API key', 'LINEAR_API_KEY', lambda: 'lin_api_' + rs(AN, 40), True)]),
    ('Notion', 'global', [('integration secret', 'NOTION_TOKEN', lambda: pick(['secret_' + rs(AN, 43), 'ntn_' + rs(DG, 11) + rs(AN, 35)]), True)]),
    ('Figma', 'global', [('personal access token', 'FIGMA_TOKEN', lambda: 'figd_' + rs(URLS, 40), True)]),
    ('Discord', 'global', [('bot token', 'DISCORD_BOT_TOKEN', _discord_bot, True)]),
    ('Telegram', 'global', [('bot token', 'TELEGRAM_BOT_TOKEN', lambda: f'{rint(10 ** 8, 10 ** 10 - 1)}:AA{rs(URLS, 33)}', True)]),
    ('Cloudflare', 'global', [('API token', 'CLOUDFLARE_API_TOKEN', lambda: rs(URLS, 40), True)]),
    ('Cloudflare global', 'global', [('account e-mail', 'CF_API_EMAIL', lambda: email(), False),
                                     ('global API key', 'CF_API_KEY', lambda: rs(HEX, 37), True)]),
    ('Okta', 'global', [('API token', 'OKTA_API_TOKEN', lambda: '00' + rs(URLS, 40), True)]),
    ('Square', 'global', [('access token', 'SQUARE_ACCESS_TOKEN', lambda: 'EAAA' + rs(URLS, 60), True)]),
    ('Braintree', 'global', [('access token', 'BRAINTREE_ACCESS_TOKEN',
                              lambda: f'access_token$production${rs(LODG, 16)}${rs(HEX, 32)}', True)]),
    ('Airtable', 'global', [('personal access token', 'AIRTABLE_TOKEN', lambda: f'pat{rs(AN, 14)}.{rs(HEX, 64)}', True)]),
    ('Doppler', 'global', [('personal token', 'DOPPLER_TOKEN', lambda: 'dp.pt.' + rs(AN, 43), True)]),
    ('Pulumi', 'global', [('access token', 'PULUMI_ACCESS_TOKEN', lambda: 'pul-' + rs(HEX, 40), True)]),
    ('Supabase', 'global', [('access token', 'SUPABASE_ACCESS_TOKEN', lambda: 'sbp_' + rs(HEX, 40), True)]),
    ('Supabase service role', 'global', [('project URL', 'SUPABASE_URL', lambda: f'https://{_supa_ref()}.supabase.co', False),
                                         ('service_role key', 'SUPABASE_SERVICE_ROLE_KEY', _supabase_service, True)]),
    ('Mapbox', 'global', [('secret token', 'MAPBOX_SECRET_TOKEN', _mapbox_sk, True)]),
    ('Algolia', 'global', [('application id', 'ALGOLIA_APP_ID', lambda: rs(UPDG, 10), False),
                           ('admin API key', 'ALGOLIA_ADMIN_KEY', lambda: rs(HEX, 32), True)]),
    ('Buildkite', 'global', [('API access token', 'BUILDKITE_API_TOKEN', lambda: 'bkua_' + rs(HEX, 40), True)]),
    ('CircleCI', 'global', [('personal API token', 'CIRCLE_TOKEN', lambda: f'CCIPAT_{rs(AN, 22)}_{rs(HEX, 40)}', True)]),
    ('age', 'global', [('identity', 'SOPS_AGE_KEY', _age, True)]),
    ('Dynatrace', 'global', [('API token', 'DT_API_TOKEN', lambda: f'dt0c01.{rs(UPDG, 24)}.{rs(UPDG, 64)}', True)]),
    ('Contentful', 'global', [('management token', 'CONTENTFUL_MANAGEMENT_TOKEN', lambda: 'CFPAT-' + rs(URLS, 43), True)]),
    ('Groq', 'global', [('API key', 'GROQ_API_KEY', lambda: 'gsk_' + rs(AN, 52), True)]),
    ('Replicate', 'global', [('API token', 'REPLICATE_API_TOKEN', lambda: 'r8_' + rs(AN, 37), True)]),
    ('Perplexity', 'global', [('API key', 'PPLX_API_KEY', lambda: 'pplx-' + rs(AN, 48), True)]),
    ('xAI', 'global', [('API key', 'XAI_API_KEY', lambda: 'xai-' + rs(AN, 80), True)]),
    ('LangSmith', 'global', [('API key', 'LANGSMITH_API_KEY', lambda: f'lsv2_{pick(["pt", "sk"])}_{rs(HEX, 32)}_{rs(HEX, 10)}', True)]),
    ('Tailscale', 'global', [('auth key', 'TS_AUTHKEY', lambda: f'tskey-auth-k{rs(AN, 10)}CNTRL-{rs(AN, 33)}', True)]),
    ('JFrog', 'global', [('reference token', 'JFROG_ACCESS_TOKEN', lambda: 'cmVmdGtuOjAxOj' + rs(AN, 50), True)]),
    ('SonarQube', 'global', [('user token', 'SONAR_TOKEN', lambda: pick(['squ_', 'sqp_', 'sqa_']) + rs(HEX, 40), True)]),
    ('RubyGems', 'global', [('API key', 'GEM_HOST_API_KEY', lambda: 'rubygems_' + rs(HEX, 48), True)]),
    ('NuGet', 'global', [('API key', 'NUGET_API_KEY', lambda: 'oy2' + rs(LODG, 43), True)]),
    ('Shippo', 'global', [('live token', 'SHIPPO_API_TOKEN', lambda: 'shippo_live_' + rs(HEX, 40), True)]),
    ('Netlify', 'global', [('personal access token', 'NETLIFY_AUTH_TOKEN', lambda: 'nfp_' + rs(AN, 36), True)]),
    ('Vercel', 'global', [('token', 'VERCEL_TOKEN', lambda: rs(AN, 24), True)]),
    ('Heroku', 'global', [('API key', 'HEROKU_API_KEY', uuid4, True)]),
    ('PlanetScale', 'global', [('service token', 'PLANETSCALE_SERVICE_TOKEN', lambda: 'pscale_tkn_' + rs(URLS, 43), True)]),
    ('Neon', 'global', [('API key', 'NEON_API_KEY', lambda: 'napi_' + rs(LODG, 64), True)]),
    ('Render', 'global', [('API key', 'RENDER_API_KEY', lambda: 'rnd_' + rs(AN, 32), True)]),
    ('Fly.io', 'global', [('deploy token', 'FLY_API_TOKEN', _fly, True)]),
    ('Asana', 'global', [('personal access token', 'ASANA_PAT', lambda: f'2/{rs(DG, 16)}/{rs(DG, 16)}:{rs(HEX, 32)}', True)]),
    ('HubSpot', 'global', [('private app token', 'HUBSPOT_ACCESS_TOKEN', lambda: f'pat-{pick(["na1", "eu1"])}-{uuid4()}', True)]),
    ('PagerDuty', 'global', [('REST API key', 'PAGERDUTY_TOKEN', lambda: pick(['u+', 'y_']) + rs(URLS, 18), True)]),
    ('Elastic', 'global', [('encoded API key', 'ES_API_KEY', lambda: b64(f'{rs(URLS, 20)}:{rs(URLS, 22)}'.encode()), True)]),
    ('Confluent', 'global', [('API key', 'CONFLUENT_API_KEY', lambda: rs(UPDG, 16), True),
                             ('API secret', 'CONFLUENT_API_SECRET', lambda: rs(AN + '+/', 64), True)]),
    ('MongoDB Atlas', 'global', [('public key', 'ATLAS_PUBLIC_KEY', lambda: rs(LO, 8), True),
                                 ('private key', 'ATLAS_PRIVATE_KEY', uuid4, True)]),
    ('Cohere', 'global', [('API key', 'CO_API_KEY', lambda: rs(AN, 40), True)]),
    ('Zendesk', 'global', [('API token', 'ZENDESK_API_TOKEN', lambda: rs(AN, 40), True)]),
    # ---- Europe
    ('Mistral', 'eu', [('API key', 'MISTRAL_API_KEY', lambda: rs(AN, 32), True)]),
    ('DeepL', 'eu', [('auth key', 'DEEPL_AUTH_KEY', lambda: uuid4() + pick([':fx', '']), True)]),
    ('Brevo', 'eu', [('API key', 'BREVO_API_KEY', lambda: f'xkeysib-{rs(HEX, 64)}-{rs(AN, 16)}', True)]),
    ('Mailjet', 'eu', [('API key', 'MJ_APIKEY_PUBLIC', lambda: rs(HEX, 32), True),
                       ('secret key', 'MJ_APIKEY_PRIVATE', lambda: rs(HEX, 32), True)]),
    ('Mollie', 'eu', [('live API key', 'MOLLIE_API_KEY', lambda: 'live_' + rs(AN, 30), True)]),
    ('Adyen', 'eu', [('merchant account', 'ADYEN_MERCHANT_ACCOUNT', lambda: pick(['Acme', 'Hanbit', 'Mirae']) + 'ECOM', False),
                     ('API key', 'ADYEN_API_KEY', _adyen, True)]),
    ('GoCardless', 'eu', [('live access token', 'GOCARDLESS_ACCESS_TOKEN', lambda: 'live_' + rs(URLS, 40), True)]),
    ('Scaleway', 'eu', [('access key', 'SCW_ACCESS_KEY', lambda: 'SCW' + rs(UPDG, 17), True),
                        ('secret key', 'SCW_SECRET_KEY', uuid4, True)]),
    ('OVHcloud', 'eu', [('application key', 'OVH_APPLICATION_KEY', lambda: rs(AN, 16), True),
                        ('application secret', 'OVH_APPLICATION_SECRET', lambda: rs(AN, 32), True),
                        ('consumer key', 'OVH_CONSUMER_KEY', lambda: rs(AN, 32), True)]),
    ('Hetzner', 'eu', [('API token', 'HCLOUD_TOKEN', lambda: rs(AN, 64), True)]),
    ('Vonage', 'eu', [('API key', 'VONAGE_API_KEY', lambda: rs(HEX, 8), True),
                      ('API secret', 'VONAGE_API_SECRET', lambda: rs(AN, 16), True)]),
    ('MessageBird', 'eu', [('live access key', 'MESSAGEBIRD_ACCESS_KEY', lambda: rs(AN, 25), True)]),
    ('SumUp', 'eu', [('secret API key', 'SUMUP_API_KEY', lambda: 'sup_sk_' + rs(AN, 32), True)]),
    ('Spotify', 'eu', [('client id', 'SPOTIFY_CLIENT_ID', lambda: rs(HEX, 32), False),
                       ('client secret', 'SPOTIFY_CLIENT_SECRET', lambda: rs(HEX, 32), True)]),
    ('Yandex', 'eu', [('OAuth token', 'YANDEX_OAUTH_TOKEN', lambda: 'y0_AgAAAA' + rs(URLS, 49), True)]),
    ('Yandex Cloud', 'eu', [('API key', 'YC_API_KEY', lambda: 'AQVN' + rs(URLS, 36), True)]),
    ('Pipedrive', 'eu', [('API token', 'PIPEDRIVE_API_TOKEN', lambda: rs(HEX, 40), True)]),
    ('Infobip', 'eu', [('API key', 'INFOBIP_API_KEY', lambda: rs(HEX, 32) + '-' + uuid4(), True)]),
    # ---- Korea
    ('Naver Cloud Platform', 'kr', [('access key', 'NCLOUD_ACCESS_KEY', lambda: rs(AN, 20), True),
                                    ('secret key', 'NCLOUD_SECRET_KEY', lambda: rs(AN, 40), True)]),
    ('Naver Open API', 'kr', [('client id', 'NAVER_CLIENT_ID', lambda: rs(AN + '_', 20), False),
                              ('client secret', 'NAVER_CLIENT_SECRET', lambda: rs(AN, 10), True)]),
    ('Kakao', 'kr', [('REST API key', 'KAKAO_REST_API_KEY', lambda: rs(HEX, 32), True)]),
    ('Kakao admin', 'kr', [('admin key', 'KAKAO_ADMIN_KEY', lambda: rs(HEX, 32), True)]),
    ('Toss Payments', 'kr', [('secret key', 'TOSS_SECRET_KEY', lambda: pick(['live_sk_', 'live_gsk_']) + rs(AN, rint(24, 28)), True)]),
    ('KakaoPay', 'kr', [('secret key', 'KAKAOPAY_SECRET_KEY', lambda: 'PRD' + rs(HEXU, 37), True)]),
    ('PortOne', 'kr', [('V2 API secret', 'PORTONE_API_SECRET', lambda: rs(AN, 80), True)]),
    ('PortOne V1', 'kr', [('REST API key', 'IMP_KEY', lambda: rs(DG, 16), True),
                          ('REST API secret', 'IMP_SECRET', lambda: rs(AN, 80), True)]),
    ('NHN Cloud', 'kr', [('app key', 'NHN_APP_KEY', lambda: rs(AN, 16), False),
                         ('secret key', 'NHN_SECRET_KEY', lambda: rs(AN, 8), True)]),
    ('Coupang', 'kr', [('access key', 'COUPANG_ACCESS_KEY', uuid4, True),
                       ('secret key', 'COUPANG_SECRET_KEY', lambda: rs(HEX, 40), True),
                       ('vendor id', 'COUPANG_VENDOR_ID', lambda: 'A00' + rs(DG, 6), False)]),
    ('Upbit', 'kr', [('access key', 'UPBIT_ACCESS_KEY', lambda: rs(AN, 40), True),
                     ('secret key', 'UPBIT_SECRET_KEY', lambda: rs(AN, 40), True)]),
    ('Bithumb', 'kr', [('API key', 'BITHUMB_API_KEY', lambda: rs(HEX, 32), True),
                       ('secret key', 'BITHUMB_SECRET_KEY', lambda: rs(HEX, 32), True)]),
    ('data.go.kr', 'kr', [('service key', 'DATA_GO_KR_SERVICE_KEY', _data_go_kr, True)]),
    ('Solapi', 'kr', [('API key', 'SOLAPI_API_KEY', lambda: 'NCS' + rs(UPDG, 13), True),
                      ('API secret', 'SOLAPI_API_SECRET', lambda: rs(UPDG, 32), True)]),
    ('Aligo', 'kr', [('user id', 'ALIGO_USER_ID', lambda: pick(HANDLES).replace('.', ''), False),
                     ('API key', 'ALIGO_API_KEY', lambda: rs(LODG, 32), True)]),
    ('Channel Talk', 'kr', [('access key', 'CHANNEL_ACCESS_KEY', lambda: rs(HEX, 24), True),
                            ('access secret', 'CHANNEL_ACCESS_SECRET', lambda: rs(HEX, 32), True)]),
    ('Sendbird', 'kr', [('application id', 'SENDBIRD_APP_ID', lambda: uuid4().upper(), False),
                        ('master API token', 'SENDBIRD_API_TOKEN', lambda: rs(HEX, 40), True)]),
    ('NICEPAY', 'kr', [('client key', 'NICEPAY_CLIENT_KEY', lambda: 'R2_' + rs(HEX, 32), False),
                       ('secret key', 'NICEPAY_SECRET_KEY', lambda: rs(HEX, 32), True)]),
    ('KG Inicis', 'kr', [('MID', 'INICIS_MID', lambda: 'INI' + rs(LO, 7), False),
                         ('sign key', 'INICIS_SIGN_KEY', lambda: rs(AN, 32), True)]),
    # ---- Japan
    ('LINE', 'jp', [('channel access token', 'LINE_CHANNEL_ACCESS_TOKEN', _line_token, True),
                    ('channel secret', 'LINE_CHANNEL_SECRET', lambda: rs(HEX, 32), True)]),
    ('Chatwork', 'jp', [('API token', 'CHATWORK_API_TOKEN', lambda: rs(HEX, 32), True)]),
    ('PAY.JP', 'jp', [('secret key', 'PAYJP_SECRET_KEY', lambda: 'sk_live_' + rs(HEX, 24), True)]),
    ('Backlog', 'jp', [('space', 'BACKLOG_SPACE', lambda: rs(LO, 8) + '.backlog.jp', False),
                       ('API key', 'BACKLOG_API_KEY', lambda: rs(AN, 64), True)]),
    ('kintone', 'jp', [('API token', 'KINTONE_API_TOKEN', lambda: rs(AN, 40), True)]),
    ('Sakura Cloud', 'jp', [('access token', 'SAKURACLOUD_ACCESS_TOKEN', uuid4, True),
                            ('access token secret', 'SAKURACLOUD_ACCESS_TOKEN_SECRET', lambda: rs(AN, 64), True)]),
    ('GMO Payment Gateway', 'jp', [('shop id', 'GMO_SHOP_ID', lambda: 'tshop' + rs(DG, 8), False),
                                   ('shop password', 'GMO_SHOP_PASS', lambda: rs(LODG, 8), True)]),
    ('Qiita', 'jp', [('access token', 'QIITA_TOKEN', lambda: rs(HEX, 40), True)]),
    ('SwitchBot', 'jp', [('token', 'SWITCHBOT_TOKEN', lambda: rs(HEX, 96), True),
                         ('secret', 'SWITCHBOT_SECRET', lambda: rs(HEX, 32), True)]),
    # ---- China
    ('Alibaba Cloud', 'cn', [('AccessKey ID', 'ALIBABA_CLOUD_ACCESS_KEY_ID', lambda: 'LTAI5t' + rs(AN, 18), True),
                             ('AccessKey secret', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', lambda: rs(AN, 30), True)]),
    ('Tencent Cloud', 'cn', [('SecretId', 'TENCENTCLOUD_SECRET_ID', lambda: 'AKID' + rs(AN, 32), True),
                             ('SecretKey', 'TENCENTCLOUD_SECRET_KEY', lambda: rs(AN, 32), True)]),
    ('Baidu AI Cloud', 'cn', [('API key', 'BAIDU_API_KEY', lambda: rs(AN, 24), True),
                              ('secret key', 'BAIDU_SECRET_KEY', lambda: rs(AN, 32), True)]),
    ('Huawei Cloud', 'cn', [('AK', 'HUAWEICLOUD_SDK_AK', lambda: rs(UPDG, 20), True),
                            ('SK', 'HUAWEICLOUD_SDK_SK', lambda: rs(AN, 40), True)]),
    ('WeChat', 'cn', [('AppID', 'WECHAT_APPID', lambda: 'wx' + rs(HEX, 16), False),
                      ('AppSecret', 'WECHAT_APPSECRET', lambda: rs(HEX, 32), True)]),
    ('DingTalk', 'cn', [('AppKey', 'DINGTALK_APP_KEY', lambda: 'ding' + rs(LODG, 16), False),
                        ('AppSecret', 'DINGTALK_APP_SECRET', lambda: rs(URLS, 64), True)]),
    ('Feishu', 'cn', [('app_id', 'FEISHU_APP_ID', lambda: 'cli_' + rs(HEX, 16), False),
                      ('app_secret', 'FEISHU_APP_SECRET', lambda: rs(AN, 32), True)]),
    ('Qiniu', 'cn', [('AccessKey', 'QINIU_ACCESS_KEY', lambda: rs(URLS, 40), True),
                     ('SecretKey', 'QINIU_SECRET_KEY', lambda: rs(URLS, 40), True)]),
    ('Volcengine', 'cn', [('AccessKeyId', 'VOLCENGINE_ACCESS_KEY', lambda: 'AKLT' + rs(URLS, 43), True),
                          ('SecretAccessKey', 'VOLCENGINE_SECRET_KEY', lambda: b64(rbytes(45)), True)]),
    ('Zhipu AI', 'cn', [('API key', 'ZHIPUAI_API_KEY', lambda: f'{rs(HEX, 32)}.{rs(AN, 16)}', True)]),
    ('Moonshot', 'cn', [('API key', 'MOONSHOT_API_KEY', lambda: 'sk-' + rs(AN, 48), True)]),
    ('DeepSeek', 'cn', [('API key', 'DEEPSEEK_API_KEY', lambda: 'sk-' + rs(HEX, 32), True)]),
    ('DashScope', 'cn', [('API key', 'DASHSCOPE_API_KEY', lambda: 'sk-' + rs(HEX, 32), True)]),
    ('Baidu Qianfan', 'cn', [('API key', 'QIANFAN_API_KEY', lambda: f'bce-v3/ALTAK-{rs(AN, 21)}/{rs(HEX, 40)}', True)]),
    ('Gitee', 'cn', [('private token', 'GITEE_TOKEN', lambda: rs(HEX, 32), True)]),
    ('WeCom', 'cn', [('corpid', 'WECOM_CORP_ID', lambda: 'ww' + rs(HEX, 16), False),
                     ('corpsecret', 'WECOM_CORP_SECRET', lambda: rs(URLS, 43), True)]),
]
VENDOR_REGIONS = {'global': 'global', 'eu': 'European', 'kr': 'Korean', 'jp': 'Japanese', 'cn': 'Chinese'}


def gen_vendor(v):
    """[(label, env, value, is_secret)] for one vendor entry."""
    name, region, items = v
    return [(lab, envn, g(), sec) for (lab, envn, g, sec) in items]


# ---------------------------------------------------------------- containers
# A container renders [(label, ENV, value, is_secret)] into a pasted snippet.
# It returns (snippet, written) where written maps each raw secret value to the
# exact string that appears in the snippet (identity unless it encodes it).
SAFE_PLAIN = set(AN + '_-./:+=@')        # only used for membership tests


def is_plain(v):
    return all(c in SAFE_PLAIN for c in v)


def shq(v):
    return v if is_plain(v) else f"'{v}'"


def dq(v):
    return f'"{v}"'


def yq(v):
    if v.isdigit() or not is_plain(v) or v[0] in '-:@' or chance(0.35):
        return pick([f'"{v}"', f"'{v}'"])
    return v


def mkctx():
    s = svc()
    e = env()
    oe = pick([x for x in ENVS if x != e])
    return {'svc': s, 'env': e, 'other_env': oe, 'host': host(s, e), 'path': pick(FILES_CFG), 'user': pick(USERS),
            'handle': pick(HANDLES), 'ko_name': pick(KO_NAMES), 'ticket': ticket(), 'job': pick(JOBS),
            'team': pick(TEAMS), 'region': pick(REGIONS), 'image': f'registry.{pick(MAIL_DOMAINS)}/{s}:{rint(1, 4)}.{rint(0, 30)}.{rint(0, 9)}'}


def fillers_env(c):
    pool = [f'NODE_ENV={pick(["production", "staging"])}', f'LOG_LEVEL={pick(["info", "debug", "warn"])}',
            f'PORT={pick(["8080", "3000", "8000", "9090"])}', f'TZ=Asia/Seoul', f'APP_NAME={c["svc"]}',
            f'TIMEOUT_MS={rint(1, 30) * 500}', f'FEATURE_NEW_CHECKOUT={pick(["true", "false"])}',
            f'SENTRY_ENVIRONMENT={c["env"]}', f'DB_HOST={dbhost()}', f'REDIS_URL=redis://{dbhost("redis")}:6379/0']
    return shuffled(pool)[:rint(1, 3)]


def _mix(lines, extra):
    """insert extra filler lines at random positions (start/middle/end)."""
    out = list(lines)
    for x in extra:
        out.insert(rint(0, len(out)), x)
    return out


def c_dotenv(items, c):
    q = pick(['bare', 'dq', 'sq'])
    lines = []
    for lab, k, v, sec in items:
        vv = v if (q == 'bare' and is_plain(v)) else (dq(v) if q == 'dq' else f"'{v}'")
        lines.append(f'{k}={vv}')
    return f'# {c["path"] if c["path"].startswith(".env") else ".env"}\n' + '\n'.join(_mix(lines, fillers_env(c))), {}


def c_export(items, c):
    pre = pick(['$ ', '', '> '])
    lines = [f'{pre}export {k}={shq(v) if chance(0.6) else dq(v)}' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_inline_cmd(items, c):
    cmd = pick(['node scripts/sync.js --dry-run', 'python -m app.worker', './gradlew bootRun',
                'npm run deploy', 'go run ./cmd/importer', 'bundle exec rake jobs:work',
                'pytest -k integration', 'uv run scripts/backfill.py'])
    env_part = ' '.join(f'{k}={shq(v)}' for lab, k, v, s in items)
    return f'$ {env_part} {cmd}', {}


def c_docker_run(items, c):
    envs = ' \\\n  '.join(f'-e {k}={shq(v)}' for lab, k, v, s in items)
    return f'docker run --rm -it \\\n  {envs} \\\n  {c["image"]}', {}


def c_yaml(items, c):
    root = c['vendor_key']
    lines = [f'{root}:', f'  enabled: true']
    for lab, k, v, s in items:
        lines.append(f'  {k.lower().replace(c["vendor_prefix"], "") or k.lower()}: {yq(v)}')
    if chance(0.5):
        lines.append(f'  timeout: {rint(2, 30)}s')
    return '\n'.join(lines), {}


def c_json(items, c):
    d = {camel(k): v for lab, k, v, s in items}
    if chance(0.5):
        d['timeoutMs'] = rint(1, 20) * 1000
    return json.dumps({c['vendor_key']: d, 'env': c['env']}, indent=2, ensure_ascii=False), {}


def c_toml(items, c):
    lines = [f'[{c["vendor_key"]}]'] + [f'{k.lower()} = {dq(v)}' for lab, k, v, s in items]
    return f'# {pick(["config.toml", "settings.toml", "pyproject.toml", "netlify.toml"])}\n' + '\n'.join(lines), {}


def c_ini(items, c):
    lines = [f'[{c["vendor_key"]}]'] + [f'{k.lower()} = {v}' for lab, k, v, s in items]
    return '\n'.join(['[default]', f'env = {c["env"]}', ''] + lines), {}


def c_properties(items, c):
    lines = [f'{c["vendor_key"]}.{kebab(k)}={v}' for lab, k, v, s in items]
    return '\n'.join(_mix(lines, [f'server.port={pick(["8080", "8443"])}', f'spring.profiles.active={c["env"]}'][:rint(0, 2)])), {}


def c_xml(items, c):
    lines = ['<appSettings>'] + [f'  <add key="{pascal(c["vendor_key"])}:{pascal(k)}" value="{v}" />'
                                 for lab, k, v, s in items] + ['</appSettings>']
    return '\n'.join(lines), {}


def c_k8s_stringdata(items, c):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', f'  name: {c["svc"]}-{c["vendor_key"]}',
             f'  namespace: {c["env"]}', 'type: Opaque', 'stringData:']
    lines += [f'  {k}: {yq(v)}' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_k8s_data(items, c):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', f'  name: {c["svc"]}-creds', 'data:']
    written = {}
    for lab, k, v, s in items:
        enc = b64(v.encode())
        written[v] = enc
        lines.append(f'  {k}: {enc}')
    return '\n'.join(lines), written


def c_k8s_env(items, c):
    lines = ['      containers:', f'        - name: {c["svc"]}', f'          image: {c["image"]}', '          env:']
    for lab, k, v, s in items:
        lines += [f'            - name: {k}', f'              value: {dq(v)}']
    return '\n'.join(lines), {}


def c_compose(items, c):
    lines = ['services:', f'  {c["svc"]}:', f'    image: {c["image"]}', '    environment:']
    if chance(0.5):
        lines += [f'      - {k}={v}' for lab, k, v, s in items]
    else:
        lines += [f'      {k}: {yq(v)}' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_dockerfile(items, c):
    kw = pick(['ENV', 'ARG'])
    lines = [f'FROM {pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])}',
             'WORKDIR /app']
    lines += [f'{kw} {k}={shq(v) if kw == "ENV" else v}' for lab, k, v, s in items]
    lines += ['COPY . .', pick(['RUN npm ci && npm run build', 'RUN pip install -r requirements.txt',
                               'RUN ./gradlew build -x test', 'RUN go build -o /bin/app ./cmd/app'])]
    return '\n'.join(lines), {}


def c_gha(items, c):
    lines = [f'  {c["job"]}:', '    runs-on: ubuntu-latest', '    env:']
    lines += [f'      {k}: {yq(v)}' for lab, k, v, s in items]
    lines += ['    steps:', '      - uses: actions/checkout@v4', f'      - run: make {pick(["deploy", "release", "sync"])}']
    return '\n'.join(lines), {}


def c_gitlab(items, c):
    lines = ['variables:'] + [f'  {k}: {dq(v)}' for lab, k, v, s in items]
    lines += ['', f'{c["job"]}:', f'  stage: {pick(["deploy", "test", "build"])}', '  script:',
              f'    - ./ci/{pick(["deploy", "publish", "notify"])}.sh']
    return '\n'.join(lines), {}


def c_terraform(items, c):
    if chance(0.5):
        lines = [f'provider "{c["vendor_key"]}" {{'] + [f'  {k.lower().replace(c["vendor_prefix"], "") or k.lower()} = {dq(v)}'
                                                     for lab, k, v, s in items] + ['}']
    else:
        lines = [f'# {pick(["terraform.tfvars", "prod.auto.tfvars", "secrets.tfvars"])}'] + \
                [f'{c["vendor_key"]}_{k.lower().replace(c["vendor_prefix"], "") or k.lower()} = {dq(v)}'
                 for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_python(items, c):
    if chance(0.5):
        args = ', '.join(f'{k.lower().replace(c["vendor_prefix"], "") or k.lower()}={dq(v)}' for lab, k, v, s in items)
        body = f'client = {pascal(c["vendor_key"])}Client({args})'
    else:
        body = '\n'.join(f'os.environ.setdefault({dq(k)}, {dq(v)})' for lab, k, v, s in items)
    return f'import os\n\n# {pick(["TODO remove before merge", "quick test", "temporary"])}\n{body}', {}


def c_js(items, c):
    kw = pick(['const', 'let'])
    if chance(0.5):
        props = ', '.join(f"{camel(k)}: '{v}'" for lab, k, v, s in items)
        return f'{kw} client = new {pascal(c["vendor_key"])}Client({{ {props} }});', {}
    return '\n'.join(f"{kw} {k} = process.env.{k} ?? '{v}';" for lab, k, v, s in items), {}


def c_go(items, c):
    fields = '\n'.join(f'\t{pascal(k)}: {dq(v)},' for lab, k, v, s in items)
    return f'cfg := {c["vendor_key"]}.Config{{\n{fields}\n}}\nclient, err := {c["vendor_key"]}.New(cfg)', {}


def c_java(items, c):
    return '\n'.join(f'    private static final String {k} = {dq(v)};' for lab, k, v, s in items), {}


def c_ruby(items, c):
    body = '\n'.join(f'  config.{k.lower()} = {dq(v)}' for lab, k, v, s in items)
    return f'{pascal(c["vendor_key"])}.configure do |config|\n{body}\nend', {}


def c_php(items, c):
    return "return [\n" + '\n'.join(f"    '{k.lower()}' => '{v}'," for lab, k, v, s in items) + "\n];", {}


def c_csharp(items, c):
    return '\n'.join(f'Environment.SetEnvironmentVariable({dq(k)}, {dq(v)});' for lab, k, v, s in items), {}


def c_rust(items, c):
    return '\n'.join(f'let {k.lower()} = std::env::var({dq(k)}).unwrap_or_else(|_| {dq(v)}.to_string());'
                     for lab, k, v, s in items), {}


def c_kotlin(items, c):
    return '\n'.join(f'val {camel(k)} = System.getenv({dq(k)}) ?: {dq(v)}' for lab, k, v, s in items), {}


def c_powershell(items, c):
    return '\n'.join(f'PS> $env:{k} = {dq(v)}' for lab, k, v, s in items), {}


def c_wincmd(items, c):
    return '\n'.join(f'C:\\work\\{c["svc"]}> set {k}={v}' for lab, k, v, s in items), {}


def c_fish(items, c):
    return '\n'.join(f'set -gx {k} {shq(v)}' for lab, k, v, s in items), {}


def c_systemd(items, c):
    lines = ['[Service]', f'User={c["user"]}'] + [f'Environment="{k}={v}"' for lab, k, v, s in items] + \
            [f'ExecStart=/opt/{c["svc"]}/bin/{c["svc"]}']
    return '\n'.join(lines), {}


def c_helm(items, c):
    lines = [f'# {pick(["values-prod.yaml", "values.override.yaml"])}', f'{camel(c["vendor_key"])}:']
    lines += [f'  {camel(k)}: {yq(v)}' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_ansible(items, c):
    lines = ['---'] + [f'{c["vendor_key"]}_{k.lower().replace(c["vendor_prefix"], "") or k.lower()}: {yq(v)}'
                       for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_crontab(items, c):
    envs = ' '.join(f'{k}={shq(v)}' for lab, k, v, s in items)
    return f'{rint(0, 59)} {rint(0, 6)} * * * {envs} /opt/{c["svc"]}/bin/run-{c["job"]} >> /var/log/{c["svc"]}.log 2>&1', {}


def c_makefile(items, c):
    lines = [f'{k} ?= {v}' for lab, k, v, s in items] + ['', f'{pick(["deploy", "sync", "seed"])}:',
                                                         f'\t./scripts/{c["job"]}.sh']
    return '\n'.join(lines), {}


def c_repl(items, c):
    lines = ['>>> import os'] + [f'>>> os.environ[{dq(k)}] = {dq(v)}' for lab, k, v, s in items] + \
            [f'>>> {c["vendor_key"]}.ping()', 'True']
    return '\n'.join(lines), {}


def c_sql(items, c):
    cols = ', '.join(k.lower() for lab, k, v, s in items)
    vals = ', '.join(f"'{v}'" for lab, k, v, s in items)
    return f"INSERT INTO integrations (provider, {cols})\nVALUES ('{c['vendor_key']}', {vals});", {}


def c_log(items, c):
    kv = ' '.join(f'{k.lower()}={v}' for lab, k, v, s in items)
    lvl = pick(['DEBUG', 'INFO', 'WARN'])
    return (f'{ts()} {lvl} [{c["svc"]}] {pick(["config loaded:", "client init", "retrying with"])} {kv}\n'
            f'{ts()} INFO [{c["svc"]}] {pick(["ready", "connected", "request ok in 231ms"])}'), {}


def c_stacktrace(items, c):
    v = [x for x in items if x[3]][0]
    return ('Traceback (most recent call last):\n'
            f'  File "/srv/{c["svc"]}/app/clients.py", line {rint(20, 300)}, in connect\n'
            f'    resp = session.post(url, headers={{"Authorization": f"Bearer {{token}}"}})\n'
            f'{c["vendor_key"]}.errors.AuthenticationError: 401 Unauthorized: invalid credential \'{v[2]}\''), {}


def c_diff(items, c):
    old = c['regen']()
    lines = [f'--- a/{c["path"]}', f'+++ b/{c["path"]}', '@@ -3,4 +3,4 @@']
    for (lab, k, v, s), (_, _, ov, _) in zip(items, old):
        if s:
            lines += [f'-{k}={ov}', f'+{k}={v}']
            c['extra_secrets'].append(ov)
        else:
            lines.append(f' {k}={v}')
    return '\n'.join(lines), {}


def c_table(items, c):
    lines = ['| env | variable | value |', '|---|---|---|'] + [f'| {c["env"]} | {k} | `{v}` |' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_chat(items, c):
    who = pick([c['handle'], c['ko_name']])
    lines = [f'[{hhmm()}] {who}: {pick(["here you go", "ok pasting", "이거 쓰세요", "try these", "여기요"])}']
    lines += [f'[{hhmm()}] {who}: {k} {v}' if chance(0.5) else f'[{hhmm()}] {who}: {v}' for lab, k, v, s in items]
    return '\n'.join(lines), {}


def c_http(items, c):
    hdrs = []
    for lab, k, v, s in items:
        if len(items) == 1:
            hdrs.append(pick([f'Authorization: Bearer {v}', f'Authorization: Token {v}', f'X-API-Key: {v}']))
        else:
            hdrs.append(f'X-{pascal(k)}: {v}')
    return (f'POST /v1/{pick(["messages", "orders", "sync", "events"])} HTTP/1.1\nHost: api.{c["vendor_key"]}.example\n'
            + '\n'.join(hdrs) + '\nContent-Type: application/json'), {}


def c_curl(items, c):
    hdrs = ' '.join(f'-H "X-{pascal(k)}: {v}"' if len(items) > 1 else
                    pick([f'-H "Authorization: Bearer {v}"', f"-H 'x-api-key: {v}'"]) for lab, k, v, s in items)
    return f'curl -sS {hdrs} https://api.{c["vendor_key"]}.example/v1/{pick(["me", "status", "projects", "usage"])} | jq .', {}


def c_url(items, c):
    qs = '&'.join(f'{camel(k)}={pct(v)}' for lab, k, v, s in items)
    written = {v: pct(v) for lab, k, v, s in items if pct(v) != v}
    return f'GET https://api.{c["vendor_key"]}.example/v2/{pick(["search", "report", "export"])}?{qs}&page=1', written


CONTAINERS = [
    ('.env file', c_dotenv), ('shell export', c_export), ('inline env command', c_inline_cmd),
    ('docker run -e', c_docker_run), ('YAML config', c_yaml), ('JSON config', c_json), ('TOML', c_toml),
    ('INI', c_ini), ('Java properties', c_properties), ('XML appSettings', c_xml),
    ('k8s Secret stringData', c_k8s_stringdata), ('k8s Secret data (base64)', c_k8s_data),
    ('k8s Deployment env', c_k8s_env), ('docker-compose', c_compose), ('Dockerfile', c_dockerfile),
    ('GitHub Actions env', c_gha), ('GitLab CI variables', c_gitlab), ('Terraform', c_terraform),
    ('Python code', c_python), ('JavaScript code', c_js), ('Go code', c_go), ('Java code', c_java),
    ('Ruby code', c_ruby), ('PHP array', c_php), ('C# code', c_csharp), ('Rust code', c_rust),
    ('Kotlin code', c_kotlin), ('PowerShell', c_powershell), ('Windows cmd set', c_wincmd),
    ('fish shell', c_fish), ('systemd unit', c_systemd), ('Helm values', c_helm),
    ('Ansible vars', c_ansible), ('crontab', c_crontab), ('Makefile', c_makefile),
    ('Python REPL', c_repl), ('SQL insert', c_sql), ('log line', c_log), ('stack trace', c_stacktrace),
    ('diff', c_diff), ('markdown table', c_table), ('chat message', c_chat), ('HTTP request', c_http),
    ('curl', c_curl), ('URL query', c_url),
]

CONTAINER_TIPS = {
    '.env file': ("The .env file was never in .gitignore, which is how it got committed; dotenv only loads it when NODE_ENV matches.",
                  ".env 파일이 .gitignore에 없어서 커밋되어 버렸다. dotenv는 NODE_ENV가 맞을 때만 이 파일을 읽는다."),
    'shell export': ("Exports in ~/.zshrc leak into every subprocess, including the test runner that uploads its environment.",
                     "~/.zshrc의 export는 환경 변수를 업로드하는 테스트 러너를 포함해 모든 하위 프로세스로 새어 나간다."),
    'inline env command': ("Inline VAR=value prefixes end up in shell history; a dotenv file with mode 600 is safer.",
                           "명령 앞에 VAR=value를 붙이면 셸 히스토리에 남는다. 권한 600인 dotenv 파일이 더 안전하다."),
    'docker run -e': ("Values passed with `docker run -e` are visible in `docker inspect`; use --env-file or secrets.",
                      "`docker run -e`로 넘긴 값은 `docker inspect`로 그대로 보인다. --env-file이나 secrets를 쓸 것."),
    'YAML config': ("The app merges config/*.yml alphabetically, so a later file silently overrides the key.",
                    "앱이 config/*.yml을 알파벳 순으로 병합해서 뒤 파일이 키를 조용히 덮어쓴다."),
    'JSON config': ("The JSON config is baked into the image at build time; changing the env var alone does nothing.",
                    "JSON 설정은 빌드 시 이미지에 포함되므로 환경 변수만 바꿔서는 반영되지 않는다."),
    'TOML': ("TOML keys are case-sensitive in this loader; `API_KEY` and `api_key` are different settings.",
             "이 로더에서 TOML 키는 대소문자를 구분한다. `API_KEY`와 `api_key`는 서로 다른 설정이다."),
    'INI': ("configparser treats % as interpolation, so values containing % need %% or RawConfigParser.",
            "configparser는 %를 보간으로 처리하므로 %가 들어간 값은 %%로 쓰거나 RawConfigParser를 써야 한다."),
    'Java properties': ("Spring relaxed binding maps api-key and apiKey to the same property; the profile file wins.",
                        "Spring relaxed binding은 api-key와 apiKey를 같은 속성으로 본다. 프로파일 파일이 우선한다."),
    'XML appSettings': ("Config transforms only run on publish, so local runs keep using the base Web.config values.",
                        "config 변환은 publish 때만 적용되어 로컬 실행은 기본 Web.config 값을 계속 쓴다."),
    'k8s Secret stringData': ("stringData is only a write convenience; `kubectl get secret -o yaml` shows the same values under data.",
                              "stringData는 쓰기 편의 기능일 뿐이고 `kubectl get secret -o yaml`에서는 data 아래에 같은 값이 보인다."),
    'k8s Secret data (base64)': ("base64 in a Secret manifest is encoding, not encryption; anyone with repo access can decode it.",
                                 "Secret 매니페스트의 base64는 인코딩이지 암호화가 아니다. 저장소 접근 권한만 있으면 디코딩된다."),
    'k8s Deployment env': ("A plain `value:` in the Deployment shows up in `kubectl describe pod`; use valueFrom.secretKeyRef.",
                           "Deployment의 `value:`는 `kubectl describe pod`에 그대로 나온다. valueFrom.secretKeyRef를 써야 한다."),
    'docker-compose': ("docker-compose.override.yml is loaded automatically, which is why local runs used a different value.",
                       "docker-compose.override.yml이 자동으로 로드되어서 로컬 실행이 다른 값을 쓰고 있었다."),
    'Dockerfile': ("ENV/ARG values are stored in image layers and `docker history` reveals them.",
                   "ENV/ARG 값은 이미지 레이어에 저장되어 `docker history`로 드러난다."),
    'GitHub Actions env': ("Hardcoded env in a workflow file is readable by anyone who can read the repo; use repository secrets.",
                           "워크플로 파일에 하드코딩된 env는 저장소를 읽을 수 있는 모두에게 보인다. repository secrets를 쓸 것."),
    'GitLab CI variables': ("Variables in .gitlab-ci.yml override the masked project variables of the same name.",
                            ".gitlab-ci.yml의 variables는 같은 이름의 masked 프로젝트 변수를 덮어쓴다."),
    'Terraform': ("Provider credentials written in .tf files also end up in the state file; pass them via env vars.",
                  ".tf 파일에 적은 프로바이더 자격 증명은 state 파일에도 남는다. 환경 변수로 넘겨야 한다."),
    'Python code': ("The hardcoded fallback is used whenever the env var is unset, so CI silently ran with it.",
                    "환경 변수가 없으면 하드코딩된 기본값이 쓰여서 CI가 조용히 그 값으로 돌았다."),
    'JavaScript code': ("The `??` fallback means a missing env var silently uses the hardcoded value instead of failing fast.",
                        "`??` 기본값 때문에 환경 변수가 없어도 바로 실패하지 않고 하드코딩된 값을 조용히 쓴다."),
    'Go code': ("The config struct is built at init, so the literal wins over anything set later in main().",
                "설정 구조체가 init 시점에 만들어져서 main()에서 나중에 설정한 값보다 리터럴이 우선한다."),
    'Java code': ("A static final String is inlined by javac, so patching the config file has no effect until rebuild.",
                  "static final String은 javac가 인라인하므로 재빌드 전에는 설정 파일을 바꿔도 효과가 없다."),
    'Ruby code': ("The initializer runs before dotenv-rails in this app, so the literal always wins.",
                  "이 앱에서는 initializer가 dotenv-rails보다 먼저 실행되어 리터럴이 항상 이긴다."),
    'PHP array': ("config/services.php is cached by `php artisan config:cache`; clear the cache after edits.",
                  "config/services.php는 `php artisan config:cache`로 캐시되므로 수정 후 캐시를 지워야 한다."),
    'C# code': ("SetEnvironmentVariable only affects the current process; the worker service never saw it.",
                "SetEnvironmentVariable은 현재 프로세스에만 적용되어 worker 서비스는 그 값을 보지 못했다."),
    'Rust code': ("unwrap_or_else with a literal hides a missing env var; prefer failing at startup.",
                  "리터럴을 넣은 unwrap_or_else는 환경 변수 누락을 숨긴다. 기동 시 실패하게 하는 편이 낫다."),
    'Kotlin code': ("The Elvis fallback made the debug build talk to the real account.",
                    "엘비스 연산자 기본값 때문에 debug 빌드가 실제 계정에 붙고 있었다."),
    'PowerShell': ("$env: assignments only last for the current session; the scheduled task runs in a fresh one.",
                   "$env: 할당은 현재 세션에서만 유효하고, 예약 작업은 새 세션에서 실행된다."),
    'Windows cmd set': ("`set` in cmd is per-window; use `setx` or the service config for the agent.",
                        "cmd의 `set`은 창 단위라서 에이전트에는 `setx`나 서비스 설정을 써야 한다."),
    'fish shell': ("fish universal variables (-U) persist across sessions, so the old value survived the rotation.",
                   "fish의 universal 변수(-U)는 세션을 넘어 유지되어 교체 후에도 예전 값이 남아 있었다."),
    'systemd unit': ("Environment= lines are readable via `systemctl show`; EnvironmentFile with 600 perms is better.",
                     "Environment= 줄은 `systemctl show`로 읽을 수 있다. 권한 600인 EnvironmentFile이 낫다."),
    'Helm values': ("values-prod.yaml is layered after values.yaml, so the chart default was never used in prod.",
                    "values-prod.yaml이 values.yaml 뒤에 적용되어 prod에서는 차트 기본값이 쓰이지 않았다."),
    'Ansible vars': ("group_vars are not encrypted unless you run ansible-vault on them.",
                     "group_vars는 ansible-vault로 암호화하지 않으면 평문 그대로다."),
    'crontab': ("cron does not load the user profile, so the job only works because the value is inline.",
                "cron은 사용자 프로파일을 읽지 않아서, 값이 인라인으로 들어 있기 때문에만 잡이 동작한다."),
    'Makefile': ("`?=` lets the environment override the value, but the default is still committed.",
                 "`?=`는 환경 변수로 덮어쓸 수 있게 하지만 기본값은 여전히 커밋되어 있다."),
    'Python REPL': ("REPL history (~/.python_history) keeps everything typed, including these assignments.",
                    "REPL 히스토리(~/.python_history)에 이 할당문까지 전부 남는다."),
    'SQL insert': ("The integrations table stores credentials in plain text; the seed script was the source.",
                   "integrations 테이블은 자격 증명을 평문으로 저장하며, 시드 스크립트가 출처였다."),
    'log line': ("The DEBUG logger dumps the whole config object; lower it to INFO in prod.",
                 "DEBUG 로거가 설정 객체 전체를 찍는다. prod에서는 INFO로 낮춰야 한다."),
    'stack trace': ("The SDK echoes the rejected credential in the exception message, so it lands in Sentry.",
                    "SDK가 거부된 자격 증명을 예외 메시지에 그대로 넣어서 Sentry에 남는다."),
    'diff': ("The rotation commit kept both old and new values in history; the old one must be revoked too.",
             "교체 커밋 때문에 이전 값과 새 값이 모두 히스토리에 남았다. 이전 값도 폐기해야 한다."),
    'markdown table': ("The wiki page with this table is public to the whole org, not just the team.",
                       "이 표가 있는 위키 페이지는 팀이 아니라 조직 전체에 공개되어 있다."),
    'chat message': ("Credentials pasted in the team channel are indexed by search; ask for a vault link instead.",
                     "팀 채널에 붙인 자격 증명은 검색에 색인된다. 대신 vault 링크를 달라고 할 것."),
    'HTTP request': ("The reverse proxy logs full request headers at debug level.",
                     "리버스 프록시가 debug 레벨에서 요청 헤더 전체를 로그로 남긴다."),
    'curl': ("curl commands with inline headers stay in shell history; read the value from a file with -H @file.",
             "헤더를 인라인으로 넣은 curl 명령은 셸 히스토리에 남는다. -H @file로 파일에서 읽을 것."),
    'URL query': ("Credentials in the query string end up in access logs and browser history.",
                  "쿼리 스트링의 자격 증명은 액세스 로그와 브라우저 히스토리에 남는다."),
}

# ---------------------------------------------------------------- prose banks
EN = {
    'ctx_snip': [
        "The {svc} deploy to {env} failed with 401 and I didn't know which {vendor} credentials it was supposed to use. {path} had:",
        "Nobody told me where the {vendor} {label} for {svc} lives; it turned out to be hardcoded. From {path}:",
        "While working on {ticket} I had to call {vendor} from {svc} locally. The user pasted this from their terminal:",
        "I assumed {svc} used the shared {vendor} account, but {env} has its own. Relevant snippet:",
        "I didn't know which value {svc} actually loads for the {vendor} {label} in {env}. What I found:",
        "The onboarding doc skips the {vendor} setup for {svc}. {handle} sent the working config in chat:",
        "CI job `{job}` broke after the secrets migration; I didn't know the {vendor} credentials were still inline here:",
        "Missing piece: {env} and {other_env} share one {vendor} {label}. Pasted from {path}:",
        "I spent an hour on a 403 from {vendor} before realising {svc} was still reading an old value. Current state:",
        "Context I lacked: the {team} team manages the {vendor} integration for {svc} outside the main repo. The user showed me:",
        "The integration test for {svc} needed real {vendor} credentials and I didn't know where they come from. Given to me as:",
        "Debugging {ticket}: I couldn't tell which {vendor} {label} the {env} pods were using. Output:",
    ],
    'les_snip': [
        "{tip} Working setup for reference:",
        "Fixed by pointing {svc} at the right {vendor} credentials:",
        "What finally worked in {env}:",
        "For next time, this is what {svc} expects ({path}):",
        "Resolved {ticket}. The {vendor} part that works:",
        "{tip}\nCurrent {env} setup:",
    ],
    'ctx_short': [
        "I didn't know how {svc} authenticates to {vendor} in {env}.",
        "The {vendor} calls from {svc} kept returning 401 and the runbook had no hint about credentials.",
        "I was asked to fix {ticket} (failing {vendor} step in {svc}) with no info on where credentials live.",
        "I didn't realise {svc} needs its own {vendor} {label} per environment.",
        "`{job}` failed on the {vendor} step and I had no idea which credentials CI uses.",
        "Nobody mentioned that {svc} talks to {vendor} with a separate {label} in {env}.",
    ],
    'les': [
        "{tip}",
        "{tip} Check {path} before guessing from the docs.",
        "{tip} The value is read at startup, so restart {svc} after changing it.",
        "Lesson: {tip}",
        "{tip} Also flag to the owner that {env} should not share credentials with {other_env}.",
    ],
    'ask': [
        "Which {vendor} credentials should {svc} use in {env}, and where are they stored?",
        "Is the {vendor} {label} in {path} still current, or was it rotated after {ticket}?",
        "Should these {vendor} values move into the secret manager before the next deploy?",
        "Who owns the {vendor} account for {svc}, so I can ask for a scoped credential?",
        "",
        "Can I get read-only {vendor} credentials for {env} instead of the admin ones?",
    ],
    'ask_rep': [
        "Is {value} still the valid {vendor} {label} for {env}, or has it been rotated?",
        "Should I keep using {value} for {svc}, or will you issue a new {label}?",
        "Can you confirm {value} is the {env} value and not the {other_env} one?",
        "Was {value} revoked after {ticket}? If not, should I revoke it?",
        "{value} - is this the {label} I should use next time, or is there a newer one?",
    ],
    'ask_snip': [
        "Is this still the right {vendor} setup for {env}?\n",
        "Can you confirm these are the values {svc} should use?\n",
        "Should I rotate these before reusing them?\n",
    ],
    'inline': [
        "The user told me the {vendor} {label} for {env} is {value} and that {svc} reads it from {path}.",
        "{handle} said in chat: use {value} as the {vendor} {label} until the vault entry exists.",
        "For {svc} the {label} ({vendor}) is {value}; the docs were outdated.",
        "I was given {value} as the {vendor} {label}; it only works against {env}.",
        "Found the {vendor} {label} hardcoded as {value} in {path}, which is why rotating the vault entry changed nothing.",
        "{svc} in {env} authenticates with the {vendor} {label} {value} (confirmed by {handle}).",
    ],
    'start': [
        "{value} is what {path} had for the {vendor} {label}; I didn't know {svc} still reads it.",
        "{value} <- {vendor} {label} the user pasted when {job} failed; I didn't know where {svc} keeps it.",
    ],
    'split_ctx': [
        "I didn't know which {vendor} credential {svc} uses in {env}. {handle} sent it in two messages, first the name: {vendor} {label}",
        "The {env} {vendor} {label} for {svc} (needed for {ticket}) is the following:",
        "Missing: the {vendor} {label} for {svc}. Value is in the next field ->",
    ],
    'split_les': [
        "{value}\n^ that value works with {svc} in {env}. {tip}",
        "{value} - keep it out of the repo. {tip}",
        "{value}. {tip}",
    ],
}

KO = {
    'ctx_snip': [
        "{env} 환경에 {svc} 서비스를 배포하다가 401이 났는데, 어떤 {vendor} 자격 증명을 써야 하는지 몰랐다. {path} 내용:",
        "{svc}의 {vendor} {label} 위치를 아무도 알려주지 않았는데, 알고 보니 하드코딩되어 있었다. {path}에서:",
        "{ticket} 작업 중 로컬에서 {svc}로 {vendor} API를 호출해야 했다. 사용자가 터미널에서 붙여준 내용:",
        "{svc} 서비스가 공용 {vendor} 계정을 쓰는 줄 알았는데 {env} 환경은 별도 계정이었다. 관련 부분:",
        "{env}에서 {svc} 서비스가 실제로 읽는 {vendor} {label} 값이 무엇인지 몰랐다. 찾은 내용:",
        "온보딩 문서에 {svc}의 {vendor} 설정이 빠져 있었다. {ko_name} 님이 채팅으로 동작하는 설정을 보내줬다:",
        "시크릿 마이그레이션 이후 CI `{job}` 잡이 깨졌다. {vendor} 자격 증명이 아직 여기 인라인으로 남아 있는 걸 몰랐다:",
        "{env} 환경과 {other_env} 환경이 같은 {vendor} {label} 값을 공유한다는 걸 몰랐다. {path} 파일에서 복사:",
        "{vendor}에서 403이 계속 나서 한 시간을 썼는데, {svc} 서비스가 예전 값을 읽고 있었다. 현재 상태:",
        "{svc}의 {vendor} 연동은 {team} 팀이 메인 저장소 밖에서 관리한다는 맥락이 없었다. 사용자가 보여준 것:",
        "{ticket} 디버깅 중 {env} 파드가 어떤 {vendor} {label} 값을 쓰는지 알 수 없었다. 출력:",
        "통합 테스트에 실제 {vendor} 자격 증명이 필요했는데 어디서 받는지 몰랐다. 전달받은 내용:",
    ],
    'les_snip': [
        "{tip} 참고용으로 동작하는 설정:",
        "{svc} 서비스가 올바른 {vendor} 자격 증명을 보도록 고쳐서 해결:",
        "{env}에서 최종적으로 동작한 설정:",
        "다음을 위해 기록: {svc} 서비스가 기대하는 설정 ({path}):",
        "{ticket} 해결. 동작하는 {vendor} 부분:",
        "{tip}\n현재 {env} 설정:",
    ],
    'ctx_short': [
        "{env}에서 {svc} 서비스가 {vendor}에 어떻게 인증하는지 몰랐다.",
        "{svc}의 {vendor} 호출이 계속 401을 반환했고, 런북에는 자격 증명에 대한 힌트가 없었다.",
        "자격 증명 위치에 대한 정보 없이 {ticket} 이슈({svc}의 {vendor} 단계 실패)를 고치라는 요청을 받았다.",
        "{svc}에 환경별로 별도의 {vendor} {label} 값이 필요하다는 걸 몰랐다.",
        "`{job}` 잡이 {vendor} 단계에서 실패했는데 CI가 어떤 자격 증명을 쓰는지 전혀 몰랐다.",
        "{env}에서 {svc} 서비스가 별도의 {vendor} {label} 값으로 붙는다는 얘기를 아무도 하지 않았다.",
    ],
    'les': [
        "{tip}",
        "{tip} 문서를 추측하기 전에 {path} 파일부터 확인할 것.",
        "{tip} 값은 기동 시점에 읽히므로 변경 후 {svc} 서비스를 재시작해야 한다.",
        "정리: {tip}",
        "{tip} 그리고 {env} 환경이 {other_env} 환경과 자격 증명을 공유하면 안 된다고 담당자에게 알릴 것.",
    ],
    'ask': [
        "{env}에서 {svc} 서비스가 써야 하는 {vendor} 자격 증명은 무엇이고 어디에 보관되어 있나요?",
        "{path} 파일에 있는 {vendor} {label} 값이 아직 유효한가요, 아니면 {ticket} 이후 교체되었나요?",
        "다음 배포 전에 이 {vendor} 값들을 시크릿 매니저로 옮겨도 될까요?",
        "{svc}의 {vendor} 계정 담당자가 누구인가요? 권한이 좁은 자격 증명을 요청하려고 합니다.",
        "",
        "{env}용으로 관리자 권한 대신 읽기 전용 {vendor} 자격 증명을 받을 수 있을까요?",
    ],
    'ask_rep': [
        "{value} 값이 아직 {env}의 유효한 {vendor} {label} 값인가요, 아니면 교체되었나요?",
        "{svc} 서비스에 계속 {value} 값을 써도 되나요, 아니면 새 {label} 값을 발급해 주실 건가요?",
        "{value} 값이 {other_env} 환경 것이 아니라 {env} 환경 것이 맞는지 확인해 주실 수 있나요?",
        "{ticket} 이후 {value} 값은 폐기되었나요? 아니라면 제가 폐기할까요?",
        "{value} - 다음에도 이 {label} 값을 쓰면 되나요, 더 새 값이 있나요?",
    ],
    'ask_snip': [
        "이 {vendor} 설정이 {env}에서 아직 맞나요?\n",
        "{svc}가 써야 하는 값이 이게 맞는지 확인 부탁드립니다.\n",
        "재사용 전에 이 값들을 교체해야 할까요?\n",
    ],
    'inline': [
        "사용자가 {env}용 {vendor} {label} 값은 {value} 이고, {svc} 서비스는 이 값을 {path} 파일에서 읽는다고 알려줬다.",
        "{ko_name} 님이 채팅에서 vault 항목이 생기기 전까지 {vendor} {label} 값으로 {value} 쓰라고 했다.",
        "{svc}의 {vendor} {label} 값은 {value} 이다. 문서가 오래되어 있었다.",
        "{vendor} {label} 값으로 {value} 받았는데, {env}에서만 동작한다.",
        "{path} 파일에 {vendor} {label} 값이 {value} 로 하드코딩되어 있어서 vault 값을 교체해도 변화가 없었던 것.",
        "{env} 환경의 {svc} 서비스는 {vendor} {label} 값 {value} 로 인증한다 ({ko_name} 님 확인).",
    ],
    'start': [
        "{value} 이 값이 {path} 파일에 있던 {vendor} {label} 값인데, {svc} 서비스가 아직 이걸 읽는 줄 몰랐다.",
        "{value} <- `{job}` 실패 때 사용자가 붙여준 {vendor} {label} 값. {svc} 서비스가 이걸 어디에 두는지 몰랐다.",
    ],
    'split_ctx': [
        "{env}에서 {svc} 서비스가 쓰는 {vendor} 자격 증명을 몰랐다. {ko_name} 님이 두 번에 나눠 보내줬는데, 먼저 이름: {vendor} {label}",
        "{ticket}에 필요한 {svc}의 {env} {vendor} {label} 값은 다음과 같다:",
        "빠져 있던 것: {svc}의 {vendor} {label} 값. 값은 다음 필드에 ->",
    ],
    'split_les': [
        "{value}\n^ 이 값으로 {env}의 {svc} 서비스가 동작한다. {tip}",
        "{value} - 저장소에는 넣지 말 것. {tip}",
        "{value}. {tip}",
    ],
}
BANK = {'en': EN, 'ko': KO}


class SafeDict(dict):
    def __missing__(self, k):
        return '{' + k + '}'


def fill(tpl, slots):
    return tpl.format_map(SafeDict(slots))


# ---------------------------------------------------------------- composing notes
PLACEMENT = {
    'snip_ctx': 'snippet in missing_context', 'snip_les': 'snippet in lesson',
    'snip_ctx_rep': 'snippet in missing_context, value repeated in ask_next_time',
    'snip_les_rep': 'snippet in lesson, value repeated in ask_next_time',
    'snip_ask': 'snippet in ask_next_time', 'inline': 'inline in prose',
    'inline_rep': 'inline in prose, repeated in ask_next_time',
    'split': 'label in missing_context, value in lesson', 'start': 'value at start of missing_context',
}


def fmt_value(v):
    if ' ' in v:
        return pick([f'`{v}`', f'"{v}"'])
    return pick([v, f'`{v}`', v, f"'{v}'"])


NEUTRAL_REP = {'en': ["Is {value} still valid, or has it been changed since?",
                      "Should {value} be changed now that it is written down here?",
                      "Who else knows {value}? Should it be rotated?"],
               'ko': ["{value} 값이 아직 유효한가요, 아니면 그 뒤로 바뀌었나요?",
                      "여기 적혔으니 {value} 값을 바꿔야 할까요?",
                      "{value} 값을 아는 사람이 또 있나요? 교체해야 할까요?"]}
NEUTRAL_LES_SNIP = {'en': ["{tip} For reference:", "{tip}\nWhat was shared:", "{tip} This is what I used:"],
                    'ko': ["{tip} 참고:", "{tip}\n공유받은 내용:", "{tip} 사용한 내용:"]}


def compose(lang, T):
    """Wrap a template result T into the three fields. Returns (fields, placement)."""
    B = BANK[lang]
    li = 0 if lang == 'en' else 1
    slots = dict(T['ctx'])
    slots['vendor'] = T.get('vendor_ko', T['vendor']) if lang == 'ko' else T['vendor']
    slots['label'] = T.get('label_ko', T['label']) if lang == 'ko' else T['label']
    slots['tip'] = fill(T['tip'][li], slots)
    snip, prim, nsec = T.get('snip'), T.get('primary'), len(T['secrets'])
    modes = []
    if snip:
        modes += ['snip_ctx'] * 5 + ['snip_les'] * 4
        if prim:
            modes += ['snip_ctx_rep'] * 2 + ['snip_les_rep'] * 2
        if len(snip.encode()) < 360:
            modes += ['snip_ask']
    if prim and nsec == 1 and T.get('inline_ok', True):
        modes += ['inline'] * (6 if not snip else 2) + ['inline_rep'] * (2 if not snip else 1) + ['split', 'start']
    mode = pick(modes)
    if prim:
        slots['value'] = prim if mode == 'split' else fmt_value(prim)

    own_only = T.get('own_only', False)

    def ctx_short():
        own = T.get('ctx_short')
        if own and (own_only or chance(0.6)):
            return fill(pick(own)[li], slots)
        return fill(pick(B['ctx_short']), slots)

    def ctx_snip():
        own = T.get('ctx_snip')
        if own and (own_only or chance(0.6)):
            return fill(pick(own)[li], slots)
        if own_only and T.get('ctx_short'):
            return fill(pick(T['ctx_short'])[li], slots) + ' ' + pick(
                ['Pasted:', 'What I was given:', 'Snippet:'] if li == 0 else ['붙여준 내용:', '전달받은 내용:', '관련 내용:'])
        return fill(pick(B['ctx_snip']), slots)

    def les():
        return fill(pick(B['les']), slots)

    def ask():
        own = T.get('asks')
        if own and chance(0.7 if own_only else 0.5):
            return fill(pick(own)[li], slots)
        return fill(pick(B['ask']), slots)

    def ask_rep():
        if own_only:
            return fill(pick(NEUTRAL_REP[lang]), slots)
        return fill(pick(B['ask_rep']), slots)

    def les_snip():
        if own_only:
            return fill(pick(NEUTRAL_LES_SNIP[lang]), slots)
        return fill(pick(B['les_snip']), slots)

    if mode == 'snip_ctx':
        f = (ctx_snip() + '\n' + snip, les(), ask())
    elif mode == 'snip_les':
        f = (ctx_short(), les_snip() + '\n' + snip, ask())
    elif mode == 'snip_ctx_rep':
        f = (ctx_snip() + '\n' + snip, les(), ask_rep())
    elif mode == 'snip_les_rep':
        f = (ctx_short(), les_snip() + '\n' + snip, ask_rep())
    elif mode == 'snip_ask':
        f = (ctx_short(), les(), fill(pick(B['ask_snip']), slots) + snip)
    elif mode in ('inline', 'inline_rep'):
        inl = fill(pick(B['inline']), slots)
        a = ask_rep() if mode == 'inline_rep' else ask()
        if chance(0.5):
            f = (ctx_short(), inl + ' ' + slots['tip'], a)
        else:
            f = (inl, les(), a)
    elif mode == 'start':
        f = (fill(pick(B['start']), slots), les(), ask())
    else:  # split
        f = (fill(pick(B['split_ctx']), slots), fill(pick(B['split_les']), slots), ask())
    return {'missing_context': f[0], 'lesson': f[1], 'ask_next_time': f[2]}, PLACEMENT[mode]


# ---------------------------------------------------------------- validation
SLOT_NAMES = ['svc', 'env', 'vendor', 'label', 'path', 'ticket', 'job', 'team', 'user', 'handle',
              'ko_name', 'host', 'value', 'tip', 'other_env', 'rawpw', 'owner', 'owner_ko', 'who_en', 'who_ko', 'ssid', 'n', 'n2', 'region', 'image', 'thing', 'where', 'ref']


def fields_ok(fields):
    mc, le, ak = fields['missing_context'], fields['lesson'], fields['ask_next_time']
    if not mc.strip() or not le.strip():
        return False
    if len(mc.encode()) > 1024 or len(le.encode()) > 1024 or len(ak.encode()) > 512:
        return False
    for v in (mc, le, ak):
        for nm in SLOT_NAMES:
            if '{' + nm + '}' in v:
                return False
    return True


def occurrences(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """FORMAT.txt rule: each secret >= 8 chars and verbatim in the fields; no
    8-char window of any secret occurs outside the occurrences of the secrets."""
    if not secrets or len(secrets) != len(list(dict.fromkeys(secrets))):
        return False
    texts = [fields['missing_context'], fields['lesson'], fields['ask_next_time']]
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in texts):
            return False
        for o in secrets:
            if o != s and s in o:
                return False
    for t in texts:
        spans = [(p, p + len(s)) for s in secrets for p in occurrences(t, s)]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(t, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return False
        # simulate a perfect filter as a second check
        red = t
        for s in sorted(secrets, key=len, reverse=True):
            red = red.replace(s, '[REDACTED]')
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in red:
                    return False
    return True


# ---------------------------------------------------------------- secret templates
VKEY_OVERRIDE = {'Hugging Face': 'huggingface', 'Naver Cloud Platform': 'ncloud', 'Naver Open API': 'naver',
                 'Azure Storage': 'azurestorage', 'Azure AD': 'azuread', 'Google Cloud': 'gcp',
                 'Google OAuth': 'google', 'New Relic': 'newrelic', 'HashiCorp Vault': 'vault',
                 'Terraform Cloud': 'tfe', 'MongoDB Atlas': 'atlas', 'data.go.kr': 'datagokr',
                 'Toss Payments': 'tosspayments', 'Channel Talk': 'channeltalk', 'KG Inicis': 'inicis',
                 'Sakura Cloud': 'sakuracloud', 'GMO Payment Gateway': 'gmopg', 'Alibaba Cloud': 'alibabacloud',
                 'Tencent Cloud': 'tencentcloud', 'Baidu AI Cloud': 'baidubce', 'Huawei Cloud': 'huaweicloud',
                 'Zhipu AI': 'zhipuai', 'Baidu Qianfan': 'qianfan', 'Yandex Cloud': 'yandexcloud',
                 'Docker Hub': 'dockerhub', 'Fly.io': 'fly', 'PAY.JP': 'payjp', 'NHN Cloud': 'nhncloud',
                 'PortOne V1': 'iamport', 'Naver': 'naver', 'Kakao admin': 'kakao', 'KakaoPay': 'kakaopay'}


def vkey(name):
    if name in VKEY_OVERRIDE:
        return VKEY_OVERRIDE[name]
    return ''.join(ch for ch in name.lower().split()[0] if ch.isalnum())


def base_T(ctx, vendor, label, tip, secrets, snip=None, primary=None, what=None, where=None, **kw):
    T = {'ctx': ctx, 'vendor': vendor, 'label': label, 'tip': tip, 'secrets': secrets, 'snip': snip,
         'primary': primary, 'what': what or f'{vendor} {label}', 'where': where}
    T.update(kw)
    return T


def t_vendor(v):
    name, region, _ = v
    items = gen_vendor(v)
    while True:
        cname, cfun = pick(CONTAINERS)
        if cname == 'XML appSettings' and any(ch in x[2] for x in items for ch in '<>&"'):
            continue
        if cname in ('Windows cmd set', 'crontab', 'INI') and any(ch in x[2] for x in items for ch in '%<>'):
            continue
        break
    if len(items) > 1 and chance(0.25):
        items = [x for x in items if x[3]] or items       # drop non-secret companions sometimes
    c = mkctx()
    c['vendor_key'] = vkey(name)
    c['vendor_prefix'] = items[0][1].split('_')[0].lower() + '_'
    c['regen'] = lambda: gen_vendor(v)
    c['extra_secrets'] = []
    snip, written = cfun(items, c)
    secrets = [written.get(val, val) for (lab, k, val, sec) in items if sec] + c['extra_secrets']
    secrets = [s for s in secrets if s in snip]
    sec_items = [x for x in items if x[3]]
    label = sec_items[0][0] if len(sec_items) == 1 else ' + '.join(x[0] for x in sec_items)
    primary = secrets[0] if len(secrets) == 1 and '\n' not in secrets[0] else None
    return base_T(c, name.split(' ')[0] if name not in VKEY_OVERRIDE else name, label,
                  CONTAINER_TIPS[cname], secrets, snip=snip, primary=primary,
                  what=f'{VENDOR_REGIONS[region]} vendor token: {name} {label}', where=cname,
                  vendors=[name])


DBS = ['app', 'orders', 'billing', 'analytics', 'wp_prod', 'crm', 'ledger', 'inventory', 'auth', 'reporting']


def db():
    return pick(DBS)


def short_host():
    return f'{pick(["fs", "nas", "win", "files", "srv"])}{rint(1, 40):02d}'


def pw_no(chars, gen=None):
    while True:
        p = (gen or pw_shell_safe)()
        if not any(ch in p for ch in chars):
            return p


PW_CMD_CTX = [
    ("I didn't know the {vendor} access for {svc} in {env} needs a separate account, or what its password is.",
     "{env}에서 {svc}가 {vendor}에 접속할 때 별도 계정을 쓰는지, 비밀번호가 무엇인지 몰랐다."),
    ("The runbook step for {ticket} failed because it assumed interactive password entry; the user pasted the command they use.",
     "{ticket} 런북 단계가 비밀번호를 대화형으로 입력한다고 가정해서 실패했다. 사용자가 평소 쓰는 명령을 붙여줬다."),
    ("I couldn't script the {vendor} step non-interactively and didn't know the credentials for {user}.",
     "{vendor} 단계를 비대화형으로 스크립트화할 수 없었고 {user} 계정의 자격 증명도 몰랐다."),
    ("Nobody told me which {vendor} user the {job} job logs in as.",
     "`{job}` 잡이 어떤 {vendor} 사용자로 로그인하는지 아무도 알려주지 않았다."),
]
PW_CMD_ASK = [
    ("Can you create a dedicated {vendor} account for automation so I stop using {user}?",
     "자동화용 {vendor} 계정을 따로 만들어 주실 수 있나요? {user} 계정을 계속 쓰고 싶지 않습니다."),
    ("Is there a vault path for the {vendor} password so the command can read it from a file?",
     "명령이 파일에서 읽을 수 있도록 {vendor} 비밀번호가 있는 vault 경로가 있나요?"),
    ("Should this password be rotated now that it has been in shell history?",
     "셸 히스토리에 남았으니 이 비밀번호를 지금 교체해야 할까요?"),
]


def t_pw_command():
    c = mkctx()
    u, h, d, pw = c['user'], dbhost(), db(), pw_shell_safe()
    dom = pick(MAIL_DOMAINS)
    q = shq(pw)
    opts = [
        ('MySQL', 'attached -p', lambda: f'mysql -h {h} -u {u} -p{q} {d}',
         ("mysql wants the password glued to -p; `-p secret` with a space prompts and treats the word as a database name.",
          "mysql은 -p 뒤에 비밀번호를 붙여 써야 한다. `-p 비밀번호`처럼 띄우면 프롬프트가 뜨고 그 단어를 DB 이름으로 본다.")),
        ('MySQL', 'mysqldump attached -p', lambda: f'mysqldump -u{u} -p{q} --single-transaction {d} | gzip > {d}.sql.gz',
         ("mysqldump -p must be attached too; MYSQL_PWD or a ~/.my.cnf with 600 perms keeps it out of `ps`.",
          "mysqldump도 -p를 붙여 써야 한다. MYSQL_PWD나 권한 600인 ~/.my.cnf를 쓰면 `ps`에 노출되지 않는다.")),
        ('MySQL', '--password= flag', lambda: f"mysql --host={h} --user={u} --password={q} -e 'SHOW PROCESSLIST'",
         ("--password=value works but shows up in `ps aux` for the lifetime of the client.",
          "--password=값 형식은 동작하지만 클라이언트가 떠 있는 동안 `ps aux`에 보인다.")),
        ('Redis', 'redis-cli -a flag', lambda: f'redis-cli -h {h} -p 6379 -a {q} --no-auth-warning INFO replication',
         ("redis-cli -a sends AUTH immediately; --no-auth-warning only hides the warning, not the value.",
          "redis-cli -a는 바로 AUTH를 보낸다. --no-auth-warning은 경고만 숨길 뿐 값은 그대로다.")),
        ('MongoDB', 'mongosh -p flag', lambda: f'mongosh "mongodb://{h}:27017/admin" -u {u} -p {q} --authenticationDatabase admin',
         ("mongosh needs --authenticationDatabase admin for this user, otherwise auth fails with a misleading error.",
          "이 사용자는 --authenticationDatabase admin이 있어야 하고, 없으면 엉뚱한 에러로 인증이 실패한다.")),
        ('SQL Server', 'sqlcmd -P flag', lambda: f'sqlcmd -S {h},1433 -U {u} -P {q} -d {d} -Q "SELECT @@VERSION"',
         ("sqlcmd -P is case-sensitive; lowercase -p means something else (print statistics).",
          "sqlcmd의 -P는 대소문자를 구분한다. 소문자 -p는 통계 출력이라는 전혀 다른 옵션이다.")),
        ('LDAP', 'ldapsearch -w flag', lambda: f'ldapsearch -x -H ldaps://{h} -D "cn={u},ou=svc,dc=corp,dc=example" -w {q} -b "dc=corp,dc=example" "(uid={c["handle"]})"',
         ("ldapsearch -w takes the bind password inline; -W prompts and -y reads it from a file.",
          "ldapsearch -w는 바인드 비밀번호를 인라인으로 받고, -W는 프롬프트, -y는 파일에서 읽는다.")),
        ('MQTT broker', 'mosquitto_pub -P flag', lambda: f'mosquitto_pub -h {h} -p 8883 -u {u} -P {q} -t devices/{rint(100, 999)}/cmd -m reboot',
         ("The broker rejects plain 1883 from outside the VPC; use 8883 with TLS.",
          "브로커는 VPC 밖에서 오는 1883 평문 연결을 거부한다. TLS 8883을 써야 한다.")),
        ('Java keystore', '-storepass flags', lambda: f'keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -srcstorepass {q} -destkeystore app.jks -deststorepass {q}',
         ("keytool silently keeps the source password for the destination unless -deststorepass is given.",
          "keytool은 -deststorepass를 주지 않으면 원본 비밀번호를 그대로 대상에도 쓴다.")),
        ('OpenSSL', '-passout pass:', lambda: f'openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{q}',
         ("-passout pass:... is visible in ps; -passout file:path or env:VAR is the safer form.",
          "-passout pass:... 는 ps에 보인다. -passout file:경로 나 env:변수 형식이 더 안전하다.")),
        ('zip archive', 'zip -P flag', lambda: f'zip -P {q} -r export-{rint(1, 12):02d}.zip reports/',
         ("zip -P uses legacy ZipCrypto; the partner can open it but it is weak, 7z with AES is better.",
          "zip -P는 구식 ZipCrypto라서 상대가 열 수는 있지만 약하다. AES를 쓰는 7z가 낫다.")),
        ('7-Zip archive', 'attached -p', lambda: f'7z a -p{q} -mhe=on backup-{rint(1, 31):02d}.7z /srv/data',
         ("7z wants -p attached to the password; -mhe=on also encrypts the file names.",
          "7z는 -p 뒤에 비밀번호를 붙여 써야 하고, -mhe=on이면 파일 이름까지 암호화된다.")),
        ('GnuPG', '--passphrase flag', lambda: f'gpg --batch --pinentry-mode loopback --passphrase {q} -d secrets.tar.gpg | tar x',
         ("Without --pinentry-mode loopback gpg ignores --passphrase in batch mode on gpg 2.1+.",
          "gpg 2.1 이상에서는 --pinentry-mode loopback이 없으면 배치 모드에서 --passphrase가 무시된다.")),
        ('artifact server', 'wget --password flag', lambda: f'wget --user={u} --password={q} https://{h}/artifacts/build-{rint(100, 999)}.tar.gz',
         ("wget --password leaks to ps; --ask-password or a .netrc entry avoids that.",
          "wget --password는 ps에 노출된다. --ask-password나 .netrc 항목을 쓰면 피할 수 있다.")),
        ('PostgreSQL', 'libpq keyword string', lambda: f'psql "host={h} port=5432 dbname={d} user={u} password={pw} sslmode=require"',
         ("psql accepts a full keyword string as the first argument; sslmode=require is mandatory on this cluster.",
          "psql은 첫 인자로 키워드 문자열 전체를 받는다. 이 클러스터는 sslmode=require가 필수다.")),
        ('PostgreSQL', 'PGPASSWORD prefix', lambda: f'PGPASSWORD={q} psql -h {h} -U {u} -d {d} -c "\\dt"',
         ("PGPASSWORD works but is deprecated in the docs; ~/.pgpass with 0600 is preferred.",
          "PGPASSWORD는 동작하지만 문서상 권장되지 않는다. 권한 0600인 ~/.pgpass가 낫다.")),
        ('SSH', 'sshpass -p', lambda: f"sshpass -p {q} ssh -o StrictHostKeyChecking=no {u}@{h} 'sudo systemctl restart {c['svc']}'",
         ("The bastion still allows password auth for this account; key auth is only set up for humans.",
          "이 계정은 bastion에서 아직 비밀번호 인증을 허용한다. 키 인증은 사람 계정에만 설정되어 있다.")),
        ('container registry', 'docker login -p', lambda: f'docker login -u {u} -p {q} registry.{dom}',
         ("docker login -p stores the credential base64-encoded in ~/.docker/config.json unless a credential helper is set.",
          "docker login -p는 credential helper가 없으면 ~/.docker/config.json에 base64로 저장한다.")),
        ('Helm chart', '--set value', lambda: f'helm upgrade --install {c["svc"]} ./charts/{c["svc"]} -n {c["env"]} --set auth.password={q}',
         ("--set values are stored in the Helm release secret and show up in `helm get values`.",
          "--set 값은 Helm 릴리스 시크릿에 저장되어 `helm get values`로 보인다.")),
        ('Ansible', 'extra var -e', lambda: f'ansible-playbook -i inventories/{c["env"]} site.yml -e "ansible_become_password={pw}"',
         ("The become password can come from -e, but vault-encrypted group_vars is what the team expects.",
          "become 비밀번호는 -e로도 넘길 수 있지만 팀은 vault로 암호화한 group_vars를 기대한다.")),
        ('RabbitMQ', 'positional argument', lambda: f'rabbitmqctl {pick(["change_password", "add_user"])} {u} {q}',
         ("rabbitmqctl takes the password as a positional argument, so it lands in shell history.",
          "rabbitmqctl은 비밀번호를 위치 인자로 받아서 셸 히스토리에 남는다.")),
        ('nginx basic auth', 'htpasswd -b positional', lambda: f'htpasswd -b -c /etc/nginx/.htpasswd {u} {q}',
         ("htpasswd -c overwrites the file; only use it for the first user.",
          "htpasswd -c는 파일을 덮어쓰므로 첫 사용자에만 써야 한다.")),
        ('Windows file share', 'net use positional', lambda: f'net use Z: \\\\{short_host()}\\share {pw} /user:CORP\\{u} /persistent:no',
         ("net use needs the domain prefix on the user, otherwise it tries a local account.",
          "net use는 사용자에 도메인 접두사가 있어야 한다. 없으면 로컬 계정으로 시도한다.")),
        ('Samba', 'user%pass pair', lambda: f"smbclient //{h}/finance -U '{u}%{pw}' -c 'ls'",
         ("smbclient -U user%pass is accepted; the % separates user and password.",
          "smbclient -U 사용자%비밀번호 형식이 먹힌다. %가 사용자와 비밀번호를 구분한다.")),
        ('SFTP', 'lftp user,pass pair', lambda: f"lftp -u '{u},{pw}' sftp://{h} -e 'mirror --reverse ./out /inbound; bye'",
         ("lftp -u takes user,password separated by a comma.",
          "lftp -u는 사용자,비밀번호를 쉼표로 구분해 받는다.")),
        ('HTTP basic auth', 'curl -u user:pass', lambda: f"curl -fsS -u '{u}:{pw}' https://{h}/api/v1/health",
         ("curl -u user:pass sends Basic auth; without the password part curl prompts.",
          "curl -u 사용자:비밀번호는 Basic 인증을 보낸다. 비밀번호를 빼면 curl이 프롬프트를 띄운다.")),
        ('Kubernetes', 'kubectl --from-literal', lambda: f'kubectl -n {c["env"]} create secret generic {c["svc"]}-db --from-literal=username={u} --from-literal=password={q}',
         ("--from-literal keeps the value in shell history; --from-file with a temp file is cleaner.",
          "--from-literal은 값이 셸 히스토리에 남는다. 임시 파일과 --from-file을 쓰는 편이 깔끔하다.")),
        ('Vault userpass', 'key=value argument', lambda: f'vault write auth/userpass/users/{u} password={q} policies={c["team"]}-read',
         ("vault write accepts password=- to read from stdin instead of the command line.",
          "vault write는 password=- 로 커맨드라인 대신 stdin에서 읽을 수 있다.")),
        ('container registry', 'echo piped to --password-stdin', lambda: f"echo '{pw}' | docker login ghcr.io -u {u} --password-stdin",
         ("--password-stdin avoids ps exposure, but echo with the literal still ends up in history.",
          "--password-stdin은 ps 노출을 막지만 echo에 값을 적으면 히스토리에는 남는다.")),
        ('RAR archive', 'attached -p', lambda: f'unrar x -p{q} invoices-{rint(1, 12):02d}.rar',
         ("unrar needs -p glued to the password, same as 7z.",
          "unrar도 7z처럼 -p 뒤에 비밀번호를 붙여 써야 한다.")),
        ('Spring Boot', 'JVM system property', lambda: f'java -Dspring.datasource.password={q} -jar {c["svc"]}.jar --spring.profiles.active={c["env"]}',
         ("-D properties are visible in `jps -v` and the actuator /env endpoint.",
          "-D 속성은 `jps -v`와 actuator /env 엔드포인트에서 보인다.")),
        ('BMC/IPMI', 'ipmitool -P flag', lambda: f'ipmitool -I lanplus -H 10.{rint(0, 9)}.{rint(0, 255)}.{rint(2, 250)} -U ADMIN -P {q} chassis power status',
         ("ipmitool -E reads the password from IPMI_PASSWORD instead of -P.",
          "ipmitool -E를 쓰면 -P 대신 IPMI_PASSWORD 환경 변수에서 읽는다.")),
        ('Subversion', '--password flag', lambda: f'svn checkout --username {u} --password {q} https://svn.{dom}/repos/{c["svc"]}/trunk',
         ("svn caches credentials in ~/.subversion/auth unless --no-auth-cache is passed.",
          "svn은 --no-auth-cache를 주지 않으면 ~/.subversion/auth에 자격 증명을 캐시한다.")),
        ('rsync daemon', 'RSYNC_PASSWORD prefix', lambda: f'RSYNC_PASSWORD={q} rsync -av rsync://{u}@{h}/backup/ ./restore/',
         ("The rsync daemon ignores ssh keys; it only reads RSYNC_PASSWORD or --password-file.",
          "rsync 데몬은 ssh 키를 보지 않고 RSYNC_PASSWORD나 --password-file만 읽는다.")),
        ('interactive login', 'expect send', lambda: f'spawn ssh {u}@{h}\nexpect "password:"\nsend "{pw}\\r"\ninteract',
         ("The expect script is world-readable in /opt/scripts, which is how it leaked.",
          "expect 스크립트가 /opt/scripts에서 누구나 읽을 수 있는 상태라 노출되었다.")),
        ('Windows', 'psexec -p flag', lambda: f'psexec \\\\{short_host()} -u CORP\\{u} -p {pw} cmd /c "ipconfig /all"',
         ("psexec sends the password to the remote host in clear text unless -e/-r options are tuned.",
          "psexec는 옵션을 조정하지 않으면 원격 호스트로 비밀번호를 평문 전송한다.")),
        ('WordPress', 'wp-cli --dbpass flag', lambda: f'wp config create --dbname={d} --dbuser={u} --dbpass={q} --dbhost={h}',
         ("wp config create writes the DB password into wp-config.php in plain text.",
          "wp config create는 DB 비밀번호를 wp-config.php에 평문으로 쓴다.")),
    ]
    vendor, form, build, tip = pick(opts)
    snip = build()
    if chance(0.4):
        snip = pick(['$ ', '# ', f'{u}@{c["svc"]}:~$ ', 'PS C:\\> ' if vendor == 'Windows' else '$ ']) + snip
    return base_T(c, vendor, 'password', tip, [pw], snip=snip, primary=pw,
                  what=f'password in command ({vendor}: {form})', where='shell command',
                  label_ko='비밀번호', ctx_short=PW_CMD_CTX, asks=PW_CMD_ASK)


def wrap_value(c, key, value, kind='url'):
    """put a single-line credential-bearing string (URL, DSN...) into a random container."""
    forms = [
        ('.env file', lambda: f'{key}={value}' if kind != 'kv' else f'{key}="{value}"'),
        ('YAML config', lambda: f'{pick(["database", "datasource", "broker", "storage"])}:\n  {pick(["url", "dsn", "connection_string"])}: "{value}"'),
        ('Python code', lambda: f'engine = create_engine("{value}", pool_pre_ping=True)' if kind == 'url' else f'CONN = "{value}"'),
        ('log line', lambda: f'{ts()} INFO  [{c["svc"]}] connecting to {value}\n{ts()} ERROR [{c["svc"]}] connection timed out after 30s'),
        ('docker-compose', lambda: f'services:\n  {c["svc"]}:\n    environment:\n      {key}: "{value}"'),
        ('k8s Deployment env', lambda: f'          env:\n            - name: {key}\n              value: "{value}"'),
        ('JSON config', lambda: json.dumps({'ConnectionStrings': {'Default': value}}, indent=2, ensure_ascii=False)),
        ('shell export', lambda: f"export {key}='{value}'"),
        ('Terraform output', lambda: f'Outputs:\n\n{key.lower()} = "{value}"'),
        ('Java properties', lambda: f'spring.datasource.url={value}' if kind == 'jdbc' else f'app.{kebab(key)}={value}'),
    ]
    name, f = pick(forms)
    return f(), name


def t_conn_url():
    c = mkctx()
    schemes = [('postgresql', 5432, 'PostgreSQL', 'DATABASE_URL'), ('postgres', 5432, 'PostgreSQL', 'DATABASE_URL'),
               ('mysql', 3306, 'MySQL', 'DATABASE_URL'), ('mongodb+srv', None, 'MongoDB Atlas', 'MONGODB_URI'),
               ('mongodb', 27017, 'MongoDB', 'MONGO_URL'), ('redis', 6379, 'Redis', 'REDIS_URL'),
               ('rediss', 6380, 'Redis', 'REDIS_URL'), ('amqps', 5671, 'RabbitMQ', 'CELERY_BROKER_URL'),
               ('amqp', 5672, 'RabbitMQ', 'AMQP_URL'), ('mssql', 1433, 'SQL Server', 'SQLSERVER_URL'),
               ('clickhouse', 8443, 'ClickHouse', 'CLICKHOUSE_DSN'), ('nats', 4222, 'NATS', 'NATS_URL'),
               ('sftp', 22, 'SFTP', 'SFTP_URL'), ('smtp', 587, 'SMTP', 'EMAIL_URL'),
               ('mysql+pymysql', 3306, 'MySQL', 'SQLALCHEMY_DATABASE_URI'), ('https', 9200, 'Elasticsearch', 'ELASTICSEARCH_URL')]
    scheme, port, vendor, key = pick(schemes)
    pw = pw_any()
    while len(pct(pw)) > 60:
        pw = pw_any()
    u = 'default' if scheme.startswith('redis') and chance(0.5) else ('elastic' if vendor == 'Elasticsearch' else c['user'])
    if scheme == 'mongodb+srv':
        hostpart = f'cluster0.{rs(LODG, 5)}.mongodb.net'
    else:
        hostpart = f'{dbhost()}:{port}'
    path = {'redis': '/0', 'rediss': '/0', 'amqp': '/vhost', 'amqps': f'/{c["env"]}', 'nats': '', 'sftp': '/inbound',
            'smtp': '', 'https': ''}.get(scheme, f'/{db()}')
    query = pick(['', '?sslmode=require', '?retryWrites=true&w=majority', '?ssl=true', '?connect_timeout=10'])
    if scheme.startswith('redis') and chance(0.4):
        userinfo = f':{pct(pw)}'
    else:
        userinfo = f'{u}:{pct(pw)}'
    url = f'{scheme}://{userinfo}@{hostpart}{path}{query if scheme.startswith(("postgres", "mongodb", "mysql")) else ""}'
    snip, where = wrap_value(c, key, url)
    enc = pct(pw)
    secrets = [enc]
    tip = ("The password has to be percent-encoded inside the URL; the app uses the same env var in all workers.",
           "URL 안의 비밀번호는 퍼센트 인코딩해야 한다. 모든 워커가 같은 환경 변수를 쓴다.")
    primary = enc
    if enc != pw and chance(0.5) and ' ' not in pw:
        c['rawpw'] = pw
        tip = ("The raw password is {rawpw}; characters like @ / # : must be percent-encoded in the URL or the driver splits it wrong.",
               "원래 비밀번호는 {rawpw} 인데, @ / # : 같은 문자는 URL에서 퍼센트 인코딩하지 않으면 드라이버가 잘못 자른다.")
        secrets = [enc, pw]
        primary = None
    return base_T(c, vendor, 'connection string password', tip, secrets, snip=snip, primary=primary,
                  what=f'connection string URL ({scheme}://user:pass@host)', where=where, label_ko='접속 문자열 비밀번호')


def t_conn_kv():
    c = mkctx()
    h, d, u = dbhost(), db(), c['user']
    pw = pw_no(';"\'&<>@/ {}')
    acct = rs(LODG, rint(8, 14))
    forms = [
        ('ADO.NET SQL Server', 'SQL Server', 'ConnectionStrings__Default',
         lambda: (f'Server=tcp:{h},1433;Initial Catalog={d};User ID={u};Password={pw};Encrypt=True;TrustServerCertificate=False;', [pw])),
        ('JDBC PostgreSQL', 'PostgreSQL', 'SPRING_DATASOURCE_URL',
         lambda: (f'jdbc:postgresql://{h}:5432/{d}?user={u}&password={pct(pw)}&ssl=true', [pct(pw)])),
        ('JDBC MySQL', 'MySQL', 'JDBC_URL',
         lambda: (f'jdbc:mysql://{h}:3306/{d}?user={u}&password={pct(pw)}&useSSL=true&serverTimezone=Asia/Seoul', [pct(pw)])),
        ('ODBC', 'SQL Server', 'ODBC_CONN',
         lambda: (f'Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={d};Uid={u};Pwd={pw};', [pw])),
        ('Go MySQL DSN', 'MySQL', 'MYSQL_DSN', lambda: (f'{u}:{pw}@tcp({h}:3306)/{d}?parseTime=true&loc=Local', [pw])),
        ('libpq keyword DSN', 'PostgreSQL', 'PG_DSN',
         lambda: (f'host={h} port=5432 dbname={d} user={u} password={pw} sslmode=verify-full', [pw])),
        ('Oracle EZConnect', 'Oracle', 'ORACLE_CONN', lambda: (f'{u}/{pw}@{h}:1521/ORCLPDB1', [pw])),
        ('Npgsql', 'PostgreSQL', 'ConnectionStrings__Db',
         lambda: (f'Host={h};Database={d};Username={u};Password={pw};SSL Mode=Require', [pw])),
        ('Azure Service Bus', 'Azure Service Bus', 'SERVICEBUS_CONNECTION', lambda: (lambda k: (
            f'Endpoint=sb://{c["svc"]}-{c["env"]}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}', [k]))(b64(rbytes(32)))),
        ('Azure Storage', 'Azure Storage', 'AZURE_STORAGE_CONNECTION_STRING', lambda: (lambda k: (
            f'DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net', [k]))(b64(rbytes(64)))),
        ('Azure Event Hubs', 'Azure Event Hubs', 'EVENTHUB_CONNECTION', lambda: (lambda k: (
            f'Endpoint=sb://{acct}.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={k};EntityPath={c["svc"]}-events', [k]))(b64(rbytes(32)))),
        ('Azure Cache for Redis', 'Azure Redis', 'REDIS_CONNECTION', lambda: (lambda k: (
            f'{acct}.redis.cache.windows.net:6380,password={k},ssl=True,abortConnect=False', [k]))(b64(rbytes(32)))),
        ('Azure Cosmos DB', 'Azure Cosmos DB', 'COSMOS_CONNECTION', lambda: (lambda k: (
            f'AccountEndpoint=https://{acct}.documents.azure.com:443/;AccountKey={k};', [k]))(b64(rbytes(64)))),
        ('Kafka SASL JAAS', 'Confluent Kafka', 'KAFKA_SASL_JAAS_CONFIG', lambda: (lambda k, s: (
            f'org.apache.kafka.common.security.plain.PlainLoginModule required username="{k}" password="{s}";', [k, s]))(rs(UPDG, 16), rs(AN + '+/', 64))),
        ('Snowflake URL', 'Snowflake', 'SNOWFLAKE_URL',
         lambda: (f'snowflake://{u}:{pct(pw)}@{rs(LO, 7)}-{rs(LO, 7)}/{d.upper()}/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST', [pct(pw)])),
    ]
    form, vendor, key, build = pick(forms)
    value, secrets = build()
    snip, where = wrap_value(c, key, value, 'jdbc' if form.startswith('JDBC') else 'kv')
    tip = pick([("The connection string is assembled in the pipeline, so the repo copy is what actually deploys.",
                 "접속 문자열은 파이프라인에서 조립되므로 저장소에 있는 값이 실제로 배포된다."),
                ("Each environment has its own key; the {other_env} value does not work in {env}.",
                 "환경마다 키가 따로 있어서 {other_env} 값은 {env}에서 동작하지 않는다."),
                ("The SDK reads the whole string from one env var; splitting host and key into separate vars is not supported.",
                 "SDK는 환경 변수 하나에서 문자열 전체를 읽는다. 호스트와 키를 나눠 넣는 건 지원하지 않는다.")])
    return base_T(c, vendor, 'connection string', tip, secrets, snip=snip,
                  primary=secrets[0] if len(secrets) == 1 else None,
                  what=f'connection string ({form})', where=where, label_ko='접속 문자열')


def t_basic_auth():
    c = mkctx()
    kinds = [
        ('service account', lambda: (c['user'], pw_shell_safe()), 'HTTP Basic', None),
        ('Toss Payments secret key', lambda: ('live_sk_' + rs(AN, rint(24, 28)), ''), 'Toss Payments', 'Toss Payments'),
        ('Jira API token', lambda: (email(), 'ATATT3xFfGF0' + rs(URLS, 170) + '=' + rs(HEXU, 8)), 'Jira', 'Atlassian'),
        ('Twilio SID:token', lambda: ('AC' + rs(HEX, 32), rs(HEX, 32)), 'Twilio', 'Twilio'),
        ('NICEPAY clientKey:secretKey', lambda: ('R2_' + rs(HEX, 32), rs(HEX, 32)), 'NICEPAY', 'NICEPAY'),
        ('Mailjet key:secret', lambda: (rs(HEX, 32), rs(HEX, 32)), 'Mailjet', 'Mailjet'),
        ('registry user:token', lambda: (c['user'], crc_token('ghp_')), 'GitHub Container Registry', 'GitHub'),
        ('Elasticsearch elastic user', lambda: ('elastic', rs(AN, 20)), 'Elasticsearch', None),
    ]
    kname, gen, vendor, vend = pick(kinds)
    user, pw = gen()
    blob = b64(f'{user}:{pw}'.encode())
    h = host(c['svc'], c['env'])
    forms = [
        ('HTTP request', lambda: f'GET /api/v1/{pick(["orders", "payments/confirm", "search", "rest/api/3/myself"])} HTTP/1.1\nHost: {h}\nAuthorization: Basic {blob}\nAccept: application/json'),
        ('curl', lambda: f'curl -sS https://{h}/v1/status -H "Authorization: Basic {blob}"'),
        ('nginx config', lambda: f'location /upstream/ {{\n    proxy_pass https://{h};\n    proxy_set_header Authorization "Basic {blob}";\n}}'),
        ('Python code', lambda: f'headers = {{"Authorization": "Basic {blob}", "Content-Type": "application/json"}}\nr = requests.post(URL, headers=headers, json=payload, timeout=10)'),
        ('log line', lambda: f'{ts()} DEBUG http.client send: b\'POST /v1/confirm HTTP/1.1\\r\\nHost: {h}\\r\\nAuthorization: Basic {blob}\\r\\n\''),
        ('docker config.json', lambda: json.dumps({'auths': {pick(['ghcr.io', f'registry.{pick(MAIL_DOMAINS)}', 'harbor.' + pick(MAIL_DOMAINS)]): {'auth': blob}}}, indent=2)),
        ('.npmrc', lambda: f'registry=https://nexus.{pick(MAIL_DOMAINS)}/repository/npm-group/\n_auth={blob}\nalways-auth=true'),
        ('HAProxy config', lambda: f'backend be_{c["svc"]}\n    http-request set-header Authorization "Basic {blob}"\n    server s1 {h}:443 ssl verify required'),
    ]
    where, f = pick(forms)
    snip = f()
    secrets = [blob]
    tip = ("Basic auth is just base64 of user:password; decoding the header gives the credential back.",
           "Basic 인증은 사용자:비밀번호를 base64로 인코딩한 것뿐이라 헤더를 디코딩하면 자격 증명이 그대로 나온다.")
    if vendor == 'Toss Payments':
        tip = ("Toss expects the secret key followed by a colon, base64-encoded, as Basic auth.",
               "토스페이먼츠는 시크릿 키 뒤에 콜론을 붙여 base64 인코딩한 값을 Basic 인증으로 받는다.")
    if pw and chance(0.35) and len(pw) >= 8 and '{' not in pw:
        c['rawpw'] = pw
        tip = ("Decoded, the header is {user}:{rawpw}; anyone reading the log gets the credential.",
               "디코딩하면 {user}:{rawpw} 이다. 로그를 읽는 누구나 자격 증명을 얻는다.")
        c['user'] = user
        secrets = [blob, pw]
    return base_T(c, vendor, 'Basic auth header', tip, secrets, snip=snip,
                  primary=blob if len(secrets) == 1 else None, what=f'Basic auth blob ({kname})', where=where,
                  label_ko='Basic 인증 헤더', vendors=[vend] if vend else [])


def t_bearer():
    c = mkctx()
    kinds = [
        ('HS256 app JWT', lambda: jwt({'sub': str(rint(1000, 99999)), 'email': email(), 'role': pick(['admin', 'user', 'ops']),
                                       'iat': epoch(), 'exp': epoch() + 3600}), 'app'),
        ('RS256 Keycloak access token', lambda: jwt({'exp': epoch(), 'iat': epoch(), 'jti': uuid4(),
                                                     'iss': f'https://sso.{pick(MAIL_DOMAINS)}/realms/{c["team"]}',
                                                     'aud': 'account', 'sub': uuid4(), 'typ': 'Bearer',
                                                     'azp': c['svc'], 'preferred_username': c['handle']}, 256, 'RS256'), 'Keycloak'),
        ('RS256 Auth0 access token', lambda: jwt({'iss': f'https://{rs(LO, 8)}.auth0.com/', 'sub': f'auth0|{rs(HEX, 24)}',
                                                  'aud': f'https://api.{pick(MAIL_DOMAINS)}', 'iat': epoch(), 'exp': epoch() + 86400,
                                                  'scope': 'read:orders write:orders'}, 256, 'RS256'), 'Auth0'),
        ('Kubernetes service account token', lambda: jwt({'aud': ['https://kubernetes.default.svc'], 'exp': epoch(),
                                                          'iss': 'https://kubernetes.default.svc',
                                                          'kubernetes.io': {'namespace': c['env'], 'serviceaccount': {'name': c['svc']}},
                                                          'sub': f'system:serviceaccount:{c["env"]}:{c["svc"]}'}, 256, 'RS256'), 'Kubernetes'),
        ('Google OAuth access token', lambda: 'ya29.a0' + rs(URLS, rint(150, 210)), 'Google'),
        ('Cognito ID token', lambda: jwt({'sub': uuid4(), 'cognito:username': c['handle'], 'email': email(),
                                          'iss': f'https://cognito-idp.{c["region"]}.amazonaws.com/{c["region"]}_{rs(AN, 9)}',
                                          'token_use': 'id', 'exp': epoch()}, 256, 'RS256'), 'AWS Cognito'),
        ('opaque session token', lambda: rs(URLS, rint(40, 64)), 'app'),
    ]
    kname, gen, vendor = pick(kinds)
    tok = gen()
    h = host(c['svc'], c['env'])
    forms = [
        ('HTTP request', lambda: f'GET /api/v2/{pick(["me", "orders?limit=20", "admin/users"])} HTTP/1.1\nHost: {h}\nAuthorization: Bearer {tok}'),
        ('curl', lambda: f"curl -s https://{h}/api/v2/orders -H 'Authorization: Bearer {tok}' | jq '.items | length'"),
        ('JavaScript fetch', lambda: f"await fetch('https://{h}/api/v2/orders', {{\n  headers: {{ Authorization: 'Bearer {tok}' }},\n}});"),
        ('axios defaults', lambda: f"axios.defaults.headers.common['Authorization'] = 'Bearer {tok}';"),
        ('Postman environment', lambda: json.dumps({'name': c['env'], 'values': [{'key': 'baseUrl', 'value': f'https://{h}'},
                                                                                   {'key': 'accessToken', 'value': tok}]}, indent=1)),
        ('log line', lambda: f'{ts()} WARN [{c["svc"]}] upstream 502, replaying request with headers {{"authorization": "Bearer {tok}"}}'),
        ('websocket URL', lambda: f'wss://{h}/ws/notifications?token={tok}'),
    ]
    where, f = pick(forms)
    snip = f()
    tip = pick([("The token in the browser devtools is the user's live session; it stays valid until exp.",
                 "브라우저 개발자 도구의 토큰은 사용자의 실제 세션이라 exp까지 유효하다."),
                ("Access tokens expire, but until then anyone with the string can call the API as that user.",
                 "액세스 토큰은 만료되지만 그 전까지는 문자열만 있으면 누구나 그 사용자로 API를 호출할 수 있다."),
                ("Requests without the Bearer prefix get 401 from the gateway, not 403.",
                 "Bearer 접두사가 없으면 게이트웨이가 403이 아니라 401을 준다.")])
    return base_T(c, vendor if vendor != 'app' else 'internal API', 'bearer token', tip, [tok], snip=snip, primary=tok,
                  what=f'Bearer token ({kname})', where=where, label_ko='Bearer 토큰',
                  vendors=[vendor] if vendor != 'app' else [])


def t_api_header():
    c = mkctx()
    q = pick(['서울특별시 강남구 테헤란로 152', '판교역로 235', 'Gangnam-daero 396', '부산 해운대구 센텀중앙로 79'])
    opts = [
        ('Kakao', 'REST API key (KakaoAK header)', lambda k: f'curl -G "https://dapi.kakao.com/v2/local/search/address.json" \\\n  --data-urlencode "query={q}" \\\n  -H "Authorization: KakaoAK {k}"',
         lambda: rs(HEX, 32)),
        ('KakaoPay', 'secret key (SECRET_KEY header)', lambda k: f'POST /online/v1/payment/ready HTTP/1.1\nHost: open-api.kakaopay.com\nAuthorization: SECRET_KEY {k}\nContent-Type: application/json',
         lambda: pick(['PRD', 'DEV']) + rs(HEXU, 37)),
        ('Naver Open API', 'client secret (X-Naver-Client-Secret)', lambda k: f'curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91&display=10" \\\n  -H "X-Naver-Client-Id: {rs(AN, 20)}" \\\n  -H "X-Naver-Client-Secret: {k}"',
         lambda: rs(AN, 10)),
        ('Naver Cloud Maps', 'API key (X-NCP-APIGW-API-KEY)', lambda k: f'curl "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%EB%B6%84%EB%8B%B9" \\\n  -H "X-NCP-APIGW-API-KEY-ID: {rs(LODG, 10)}" \\\n  -H "X-NCP-APIGW-API-KEY: {k}"',
         lambda: rs(AN, 40)),
        ('Azure API Management', 'subscription key', lambda k: f'curl -X POST https://{c["svc"]}-{c["env"]}.azure-api.net/orders/v1/sync \\\n  -H "Ocp-Apim-Subscription-Key: {k}"',
         lambda: rs(HEX, 32)),
        ('Chatwork', 'API token (X-ChatWorkToken)', lambda k: f'curl -X POST -H "X-ChatWorkToken: {k}" -d "body=デプロイ完了" "https://api.chatwork.com/v2/rooms/{rint(10 ** 8, 10 ** 9)}/messages"',
         lambda: rs(HEX, 32)),
        ('Sendbird', 'master API token (Api-Token)', lambda k: f'curl "https://api-{uuid4().upper()}.sendbird.com/v3/users?limit=10" -H "Api-Token: {k}"',
         lambda: rs(HEX, 40)),
        ('Google Maps', 'server API key (key= query)', lambda k: f'GET https://maps.googleapis.com/maps/api/geocode/json?address={pct(q)}&key={k}&language=ko',
         lambda: 'AIza' + rs(URLS, 35)),
        ('OpenWeatherMap', 'API key (appid)', lambda k: f'https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={k}',
         lambda: rs(HEX, 32)),
        ('Channel Talk', 'access key + secret', lambda k: f'curl https://api.channel.io/open/v5/user-chats \\\n  -H "x-access-key: {k[0]}" \\\n  -H "x-access-secret: {k[1]}"',
         lambda: (rs(HEX, 24), rs(HEX, 32))),
        ('Backlog', 'API key (apiKey query)', lambda k: f'https://{rs(LO, 8)}.backlog.jp/api/v2/issues?apiKey={k}&projectId[]={rint(10000, 99999)}',
         lambda: rs(AN, 64)),
        ('Supabase', 'service_role key (apikey + Authorization)', lambda k: f'curl "https://{rs(LO, 20)}.supabase.co/rest/v1/orders?select=*" \\\n  -H "apikey: {k}" \\\n  -H "Authorization: Bearer {k}"',
         lambda: jwt({'iss': 'supabase', 'ref': rs(LO, 20), 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 3 * 10 ** 8})),
    ]
    vendor, label, render, gen = pick(opts)
    k = gen()
    snip = render(k)
    secrets = list(k) if isinstance(k, tuple) else [k]
    tip = pick([("The header name is vendor-specific; a generic Authorization: Bearer gets 401.",
                 "헤더 이름이 벤더마다 달라서 일반적인 Authorization: Bearer로 보내면 401이 난다."),
                ("This key is server-side only; the mobile app must go through our proxy instead.",
                 "이 키는 서버 전용이라 모바일 앱은 우리 프록시를 거쳐야 한다."),
                ("The daily quota is per key, so sharing it between {env} and batch jobs caused the 429s.",
                 "일일 할당량이 키 단위라서 {env}와 배치 잡이 같이 쓰면서 429가 났다.")])
    return base_T(c, vendor, label.split(' (')[0], tip, secrets, snip=snip,
                  primary=secrets[0] if len(secrets) == 1 else None,
                  what=f'API key header/query: {vendor} {label}', where='curl/HTTP', vendors=[vendor])


def t_cookie():
    c = mkctx()
    h = host(c['svc'], c['env'])
    kinds = [
        ('Django sessionid', 'sessionid', lambda: rs(LODG, 32)),
        ('Rails session', f'_{c["svc"].replace("-", "_")}_session', lambda: pct(b64(rbytes(rint(90, 150)))) + '--' + rs(HEX, 40)),
        ('Express connect.sid', 'connect.sid', lambda: 's%3A' + rs(URLS, 32) + '.' + pct(b64(rbytes(32)).rstrip('='))),
        ('JSESSIONID', 'JSESSIONID', lambda: rs(HEXU, 32)),
        ('PHPSESSID', 'PHPSESSID', lambda: rs(LODG, 26)),
        ('Laravel session', 'laravel_session', lambda: b64(json.dumps({'iv': b64(rbytes(16)), 'value': b64(rbytes(48)), 'mac': rs(HEX, 64), 'tag': ''}, separators=(',', ':')).encode()).rstrip('=')),
        ('ASP.NET auth cookie', '.AspNetCore.Cookies', lambda: 'CfDJ8' + rs(URLS, rint(180, 260))),
        ('Grafana session', 'grafana_session', lambda: rs(HEX, 32)),
    ]
    kname, cname, gen = pick(kinds)
    val = gen()
    app = {'Django sessionid': 'Django admin', 'Rails session': 'Rails app', 'Express connect.sid': 'Express app',
           'JSESSIONID': 'Java web app', 'PHPSESSID': 'PHP app', 'Laravel session': 'Laravel app',
           'ASP.NET auth cookie': 'ASP.NET app', 'Grafana session': 'Grafana'}[kname]
    other = f'_ga=GA1.1.{rint(10 ** 8, 10 ** 9)}.{epoch()}; lang={pick(["ko", "en", "ja"])}'
    forms = [
        ('Cookie header', lambda: f'GET /admin/ HTTP/1.1\nHost: {h}\nCookie: {other}; {cname}={val}\nUser-Agent: Mozilla/5.0'),
        ('Set-Cookie response', lambda: f'HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: {cname}={val}; Path=/; HttpOnly; Secure; SameSite=Lax'),
        ('curl -b', lambda: f"curl 'https://{h}/api/export?format=csv' -b '{cname}={val}' -o export.csv"),
        ('copy as cURL', lambda: f"curl 'https://{h}/graphql' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: {other}; {cname}={val}' \\\n  --data-raw '{{\"query\":\"{{ me {{ id }} }}\"}}'"),
        ('Playwright storage state', lambda: json.dumps({'cookies': [{'name': cname, 'value': val, 'domain': h, 'path': '/', 'httpOnly': True}]}, indent=1)),
    ]
    where, f = pick(forms)
    tip = pick([("A copied session cookie is as good as the password until the session expires or is revoked.",
                 "복사한 세션 쿠키는 세션이 만료되거나 폐기될 때까지 비밀번호와 다름없다."),
                ("The e2e tests should log in through the API instead of reusing a copied session cookie.",
                 "e2e 테스트는 복사한 세션 쿠키를 재사용하지 말고 API로 로그인해야 한다.")])
    return base_T(c, app, 'session cookie', tip, [val], snip=f(), primary=val,
                  what=f'session cookie ({kname})', where=where, label_ko='세션 쿠키', own_only=True,
                  ctx_snip=[("The e2e test for {svc} needed a logged-in session and I didn't know how to get one. The user copied this from devtools:",
                             "{svc} e2e 테스트에 로그인된 세션이 필요했는데 얻는 방법을 몰랐다. 사용자가 개발자 도구에서 복사해 줬다:"),
                            ("I couldn't reproduce the admin-only bug in the {vendor} without an admin session. What the user sent:",
                             "관리자 세션 없이는 {vendor}의 관리자 전용 버그를 재현할 수 없었다. 사용자가 보낸 것:")],
                  ctx_short=[("I didn't know how to authenticate to the {vendor} from scripts.",
                              "스크립트에서 {vendor}에 인증하는 방법을 몰랐다.")],
                  asks=[("Can I get a test account for the {vendor} instead of reusing your session?",
                         "세션을 재사용하는 대신 {vendor} 테스트 계정을 받을 수 있을까요?")])


def t_signed_url():
    c = mkctx()
    bucket = f'{c["svc"]}-{c["env"]}-{pick(["uploads", "exports", "backups", "assets"])}'
    obj = f'{pick(["reports", "invoices", "exports"])}/{rint(2024, 2025)}/{rint(1, 12):02d}/{rs(HEX, 8)}.{pick(["csv", "pdf", "zip", "parquet"])}'
    day = f'2025{rint(1, 12):02d}{rint(1, 28):02d}'
    kind = pick(['s3', 's3sts', 'gcs', 'azure', 'cloudfront', 'oss'])
    if kind in ('s3', 's3sts'):
        akid = ('AKIA' if kind == 's3' else 'ASIA') + rs(B32, 16)
        sig = rs(HEX, 64)
        cred = pct(f'{akid}/{day}/{c["region"]}/s3/aws4_request')
        url = (f'https://{bucket}.s3.{c["region"]}.amazonaws.com/{obj}?X-Amz-Algorithm=AWS4-HMAC-SHA256'
               f'&X-Amz-Credential={cred}&X-Amz-Date={day}T{rint(0, 23):02d}{rint(0, 59):02d}00Z&X-Amz-Expires={pick([300, 3600, 604800])}')
        secrets = [akid, sig]
        if kind == 's3sts':
            tok = pct('IQoJb3JpZ2luX2Vj' + rs(B64, rint(250, 330)))
            url += f'&X-Amz-Security-Token={tok}'
            secrets.append(tok)
        url += f'&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}'
        vendor, label = 'AWS S3', 'presigned URL'
    elif kind == 'gcs':
        sa = f'{c["svc"]}@{rs(LO, 6)}-{rint(100000, 999999)}.iam.gserviceaccount.com'
        sig = rs(HEX, 512)
        url = (f'https://storage.googleapis.com/{bucket}/{obj}?X-Goog-Algorithm=GOOG4-RSA-SHA256'
               f'&X-Goog-Credential={pct(sa)}%2F{day}%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date={day}T000000Z'
               f'&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}')
        secrets = [sig]
        vendor, label = 'Google Cloud Storage', 'V4 signed URL'
    elif kind == 'azure':
        sig = pct(b64(rbytes(32)))
        url = (f'https://{rs(LODG, 12)}.blob.core.windows.net/{bucket}/{obj}?sv=2022-11-02&ss=b&srt=co&sp=rl'
               f'&se=2025-{rint(1, 12):02d}-{rint(1, 28):02d}T{rint(0, 23):02d}:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={sig}')
        secrets = [sig]
        vendor, label = 'Azure Blob', 'SAS token'
    elif kind == 'cloudfront':
        sig = rs(AN + '-~_', rint(168, 344))
        url = f'https://d{rs(LODG, 13)}.cloudfront.net/{obj}?Expires={epoch()}&Signature={sig}&Key-Pair-Id=K{rs(UPDG, 13)}'
        secrets = [sig]
        vendor, label = 'CloudFront', 'signed URL'
    else:
        akid = 'LTAI5t' + rs(AN, 18)
        sig = pct(b64(rbytes(20)))
        url = f'https://{bucket}.oss-cn-hangzhou.aliyuncs.com/{obj}?OSSAccessKeyId={akid}&Expires={epoch()}&Signature={sig}'
        secrets = [akid, sig]
        vendor, label = 'Alibaba Cloud OSS', 'signed URL'
    secrets = [s for s in secrets if len(s) >= 8]
    forms = [('URL in prose', lambda: url), ('curl', lambda: f'curl -o out.bin "{url}"'),
             ('log line', lambda: f'{ts()} INFO [{c["svc"]}] export ready: {url}'),
             ('chat message', lambda: f'[{hhmm()}] {c["handle"]}: 다운로드 링크 {url}' if chance(0.5) else f'[{hhmm()}] {c["handle"]}: link for the partner: {url}')]
    where, f = pick(forms)
    tip = pick([("Anyone holding a presigned URL can download the object until it expires; don't paste them in tickets.",
                 "presigned URL은 만료 전까지 가진 사람 누구나 객체를 받을 수 있으니 티켓에 붙이지 말 것."),
                ("The signature is tied to the signing credential; revoking that credential invalidates the link early.",
                 "서명은 서명한 자격 증명에 묶여 있어서 그 자격 증명을 폐기하면 링크도 일찍 무효화된다.")])
    return base_T(c, vendor, label, tip, secrets, snip=f(), primary=None,
                  what=f'signed URL ({vendor} {label})', where=where, vendors=[vendor])


# ---- private keys
def sshstr(b):
    return len(b).to_bytes(4, 'big') + b


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_key():
    """(kind, begin_label, body_lines, truncated)"""
    kind = pick(['ec', 'ec8', 'ed8', 'rsa1', 'rsa8', 'openssh', 'openssh', 'ppk'])
    if kind == 'ec':
        der = bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64)
        return 'EC P-256 (SEC1)', 'EC PRIVATE KEY', wrap(b64(der), 64), False
    if kind == 'ec8':
        der = bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') + rbytes(32) + \
            bytes.fromhex('a144034200') + b'\x04' + rbytes(64)
        return 'EC P-256 (PKCS#8, e.g. App Store Connect .p8)', 'PRIVATE KEY', wrap(b64(der), 64), False
    if kind == 'ed8':
        der = bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)
        return 'Ed25519 (PKCS#8)', 'PRIVATE KEY', wrap(b64(der), 64), False
    if kind == 'rsa1':
        der = bytes.fromhex('308204a40201000282010100') + bytes([rint(0xc0, 0xff)]) + rbytes(rint(330, 420))
        lines = wrap(b64(der), 64)
        return 'RSA 2048 (PKCS#1, truncated paste)', 'RSA PRIVATE KEY', [x for x in lines if len(x) == 64][:rint(4, 6)], True
    if kind == 'rsa8':
        der = bytes.fromhex('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100') + \
            bytes([rint(0xc0, 0xff)]) + rbytes(rint(330, 420))
        lines = wrap(b64(der), 64)
        return 'RSA 2048 (PKCS#8, truncated paste)', 'PRIVATE KEY', [x for x in lines if len(x) == 64][:rint(4, 6)], True
    if kind == 'openssh':
        while True:
            pub, priv = rbytes(32), rbytes(32)
            comment = f'{pick(HANDLES)}@{pick(["macbook", "deploy", "bastion", "ci-runner", "laptop"])}'.encode()
            pubblob = sshstr(b'ssh-ed25519') + sshstr(pub)
            chk = rbytes(4)
            sec = chk + chk + sshstr(b'ssh-ed25519') + sshstr(pub) + sshstr(priv + pub) + sshstr(comment)
            i = 1
            while len(sec) % 8:
                sec += bytes([i])
                i += 1
            body = b'openssh-key-v1\x00' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + \
                (1).to_bytes(4, 'big') + sshstr(pubblob) + sshstr(sec)
            lines = wrap(b64(body), 70)
            if len(lines[-1]) >= 12:
                return 'OpenSSH ed25519', 'OPENSSH PRIVATE KEY', lines, False
    # PuTTY ppk v3: only the Private-Lines are secret
    priv = b64(sshstr(rbytes(32)))
    return 'PuTTY PPK v3 ed25519', 'PPK', [priv], False


def t_private_key():
    c = mkctx()
    kname, label, lines, trunc = pem_key()
    if label == 'PPK':
        publ = wrap(b64(sshstr(b'ssh-ed25519') + sshstr(rbytes(32))), 64)
        block = '\n'.join(['PuTTY-User-Key-File-3: ssh-ed25519', 'Encryption: none',
                           f'Comment: eddsa-key-2025{rint(1, 12):02d}{rint(1, 28):02d}', f'Public-Lines: {len(publ)}']
                          + publ + [f'Private-Lines: {len(lines)}'] + lines + [f'Private-MAC: {rs(HEX, 64)}'])
        forms = [('PuTTY .ppk file', lambda: block)]
    else:
        body = lines + (['...'] if trunc else [])
        block = '\n'.join([f'-----BEGIN {label}-----'] + body + [f'-----END {label}-----'])
        esc = '\\n'.join([f'-----BEGIN {label}-----'] + body + [f'-----END {label}-----']) + '\\n'
        forms = [
            ('pasted PEM block', lambda: block),
            ('service account JSON', lambda: '{\n  "type": "service_account",\n  "project_id": "' + f'{c["svc"]}-{rint(100000, 999999)}' +
             '",\n  "private_key_id": "' + rs(HEX, 40) + '",\n  "private_key": "' + esc + '",\n  "client_email": "' +
             f'{c["svc"]}@{c["svc"]}-{rint(1000, 9999)}.iam.gserviceaccount.com' + '"\n}'),
            ('k8s Secret tls.key', lambda: 'apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ' +
             f'{c["svc"]}-tls\nstringData:\n  tls.key: |\n' + '\n'.join('    ' + x for x in block.split('\n'))),
            ('Terraform heredoc', lambda: f'resource "tls_locally_signed_cert" "{c["svc"]}" {{\n  ca_private_key_pem = <<EOT\n{block}\nEOT\n}}'),
            ('.env multi-line', lambda: f'GITHUB_APP_ID={rint(100000, 999999)}\nGITHUB_APP_PRIVATE_KEY="{block}"'),
            ('chat message', lambda: f'[{hhmm()}] {pick([c["handle"], c["ko_name"]])}: {pick(["key for the deploy box", "배포 서버 키 여기", "use this one"])}\n{block}'),
        ]
    where, f = pick(forms)
    tip = pick([("A private key pasted anywhere shared must be treated as compromised: rotate it and remove the public half from authorized_keys.",
                 "공유된 곳에 붙여진 개인 키는 유출된 것으로 보고 교체해야 하며, authorized_keys에서 공개 키도 지워야 한다."),
                ("The app only needs the key id and a signed JWT at runtime; the key itself belongs in the secret store.",
                 "앱은 런타임에 key id와 서명된 JWT만 필요하다. 키 자체는 시크릿 저장소에 있어야 한다."),
                ("Even a truncated paste of a private key is enough to identify it and leaks key material.",
                 "개인 키 일부만 붙여도 키를 특정할 수 있고 키 재료가 유출된다.")])
    return base_T(c, 'SSH/TLS', 'private key', tip, list(dict.fromkeys(lines)), snip=f(), primary=None,
                  what=f'private key body lines ({kname})', where=where, label_ko='개인 키', own_only=True,
                  ctx_snip=[("I didn't know which key the {svc} deploy uses to reach the hosts; the user pasted it:",
                             "{svc} 배포가 호스트에 접속할 때 어떤 키를 쓰는지 몰랐다. 사용자가 붙여준 것:"),
                            ("Signing for {svc} failed and I didn't know which private key the service uses. From {path}:",
                             "{svc} 서명이 실패했는데 서비스가 어떤 개인 키를 쓰는지 몰랐다. {path} 파일에서:"),
                            ("The TLS handshake to {host} failed after the cert renewal and I didn't know where the key lives:",
                             "인증서 갱신 후 {host}로의 TLS 핸드셰이크가 실패했는데 키가 어디 있는지 몰랐다:")],
                  ctx_short=[("I didn't know where the private key for {svc} is supposed to be stored.",
                              "{svc}의 개인 키를 어디에 보관해야 하는지 몰랐다.")],
                  asks=[("Should this key be rotated now that it was pasted here?", "여기 붙여졌으니 이 키를 교체해야 할까요?"),
                        ("Where is the canonical copy of the {svc} key kept?", "{svc} 키의 원본은 어디에 보관하나요?")])


def t_totp():
    c = mkctx()
    issuer = pick(['AWS', 'GitHub', 'Google', 'Naver', 'Kakao', 'Toss', 'Okta', 'Cloudflare', 'Upbit', 'GitLab',
                   'Atlassian', 'Microsoft', 'Bithumb', 'Coupang Wing'])
    seed = rs(B32, pick([16, 26, 32]))
    acct = email(c['handle'])
    forms = [
        ('otpauth URI', lambda: (f'otpauth://totp/{pct(issuer)}:{pct(acct)}?secret={seed}&issuer={pct(issuer)}&algorithm=SHA1&digits=6&period=30', seed)),
        ('grouped setup key', lambda: (lambda g: (f'Setup key: {g}\n(time based, 6 digits)', g))(' '.join(wrap(seed.lower(), 4)))),
        ('pyotp code', lambda: (f'import pyotp\ncode = pyotp.TOTP("{seed}").now()\nlogin(user="{c["user"]}", otp=code)', seed)),
        ('.env file', lambda: (f'{issuer.upper().replace(" ", "_")}_MFA_SECRET={seed}\n{issuer.upper().replace(" ", "_")}_USER={acct}', seed)),
        ('oathtool command', lambda: (f'oathtool --totp -b {seed}', seed)),
    ]
    where, f = pick(forms)
    snip, secret = f()
    tip = pick([("The TOTP seed lets anyone generate valid codes forever; only the shared-account owner should hold it.",
                 "TOTP 시드가 있으면 누구나 계속 유효한 코드를 만들 수 있다. 공유 계정 담당자만 갖고 있어야 한다."),
                ("CI logs in to {vendor} with a shared MFA seed; that should become an OIDC role instead.",
                 "CI가 공유 MFA 시드로 {vendor}에 로그인한다. OIDC 역할로 바꿔야 한다.")])
    return base_T(c, issuer, 'TOTP seed', tip, [secret], snip=snip, primary=secret if where != 'grouped setup key' else None,
                  what=f'TOTP seed ({issuer}, {where})', where=where, label_ko='TOTP 시드', vendors=[issuer], own_only=True,
                  ctx_snip=[("The `{job}` job has to log in to {vendor} with MFA and I didn't know where the seed comes from. The user shared:",
                             "`{job}` 잡이 MFA로 {vendor}에 로그인해야 하는데 시드가 어디서 오는지 몰랐다. 사용자가 공유한 것:"),
                            ("Setting up the shared {vendor} account for the {team} team required the MFA secret:",
                             "{team} 팀 공용 {vendor} 계정을 설정하려면 MFA 시크릿이 필요했다:")],
                  ctx_short=[("I didn't know how automation logs in to the MFA-protected {vendor} account.",
                              "자동화가 MFA가 걸린 {vendor} 계정에 어떻게 로그인하는지 몰랐다.")],
                  asks=[("Can we replace the shared {vendor} TOTP seed with per-person MFA?",
                         "공용 {vendor} TOTP 시드를 개인별 MFA로 바꿀 수 있을까요?"),
                        ("Who else has this {vendor} TOTP seed enrolled?", "이 {vendor} TOTP 시드를 등록해 둔 사람이 또 누가 있나요?")])


def t_recovery():
    c = mkctx()
    kinds = [
        ('GitHub recovery codes', 'GitHub', lambda: [f'{rs(HEX, 5)}-{rs(HEX, 5)}' for _ in range(rint(4, 10))]),
        ('Google backup codes', 'Google', lambda: [f'{rs(DG, 4)} {rs(DG, 4)}' for _ in range(rint(4, 8))]),
        ('Discord backup codes', 'Discord', lambda: [f'{rs(LODG, 4)}-{rs(LODG, 4)}' for _ in range(rint(4, 8))]),
        ('GitLab recovery codes', 'GitLab', lambda: [rs(HEX, 16) for _ in range(rint(3, 8))]),
        ('1Password Secret Key', '1Password', lambda: [f'A3-{rs(UPDG, 6)}-{rs(UPDG, 6)}-{rs(UPDG, 5)}-{rs(UPDG, 5)}-{rs(UPDG, 5)}-{rs(UPDG, 5)}']),
        ('BitLocker recovery key', 'BitLocker', lambda: ['-'.join(rs(DG, 6) for _ in range(8))]),
        ('Apple recovery key', 'Apple ID', lambda: ['-'.join(rs(UPDG, 4) for _ in range(7))]),
        ('Bitwarden recovery code', 'Bitwarden', lambda: [rs(LODG, 32)]),
        ('AWS root MFA backup', 'AWS', lambda: [f'{rs(UPDG, 4)}-{rs(UPDG, 4)}-{rs(UPDG, 4)}' for _ in range(rint(2, 4))]),
    ]
    kname, vendor, gen = pick(kinds)
    codes = list(dict.fromkeys(gen()))
    layout = pick(['lines', 'bullets', 'inline', 'columns'])
    if layout == 'lines':
        body = '\n'.join(codes)
    elif layout == 'bullets':
        body = '\n'.join(f'- {x}' for x in codes)
    elif layout == 'inline':
        body = ', '.join(codes)
    else:
        body = '\n'.join('   '.join(codes[i:i + 2]) for i in range(0, len(codes), 2))
    owner, owner_ko = pick([(f'the shared {c["team"]} bot account', f'{c["team"]} 팀 공용 봇 계정'), (c['handle'], f'{c["handle"]} 계정'),
                            ('the org owner account', '조직 owner 계정'), ('the ops break-glass account', '운영팀 비상용 계정')])
    c['owner'] = owner
    c['owner_ko'] = owner_ko
    snip = f'{kname} for {owner}:\n{body}' if chance(0.5) else f'{kname} ({owner})\n{body}'
    tip = pick([("Recovery codes bypass MFA; they belong in the break-glass vault, not in notes or tickets.",
                 "복구 코드는 MFA를 우회하므로 노트나 티켓이 아니라 비상용 vault에 있어야 한다."),
                ("Each code works once; used codes should be crossed off in the vault entry, not here.",
                 "코드는 한 번씩만 쓸 수 있다. 사용한 코드는 여기가 아니라 vault 항목에서 지워야 한다.")])
    return base_T(c, vendor, 'recovery codes', tip, codes, snip=snip, primary=codes[0] if len(codes) == 1 else None,
                  what=f'recovery codes ({kname})', where=layout, label_ko='복구 코드', vendors=[vendor], own_only=True,
                  ctx_snip=[("I didn't know where the {vendor} recovery material for {owner} is kept; the user pasted it here:",
                             "{owner_ko}의 {vendor} 복구 정보를 어디에 보관하는지 몰랐다. 사용자가 여기에 붙여줬다:"),
                            ("The {vendor} login for {owner} was blocked because the MFA device was lost. What we used to get back in:",
                             "MFA 기기를 잃어버려 {owner_ko}의 {vendor} 로그인이 막혔다. 복구에 쓴 것:")],
                  ctx_short=[("I didn't know how to get into the {vendor} account of {owner} without the MFA device.",
                              "MFA 기기 없이 {owner_ko}의 {vendor} 계정에 들어가는 방법을 몰랐다.")],
                  asks=[("Where should the {vendor} recovery codes for {owner} be stored from now on?",
                         "앞으로 {owner_ko}의 {vendor} 복구 코드는 어디에 보관해야 하나요?"),
                        ("Should I regenerate the {vendor} recovery codes now that they were pasted here?",
                         "여기 붙여졌으니 {vendor} 복구 코드를 재발급할까요?")])


def t_pin():
    c = mkctx()
    pin = rs(DG, rint(8, 10))
    while pin[0] == '0':
        pin = rs(DG, rint(8, 10))
    sopin = rs(DG, 8)
    kinds = [
        ('SIM PUK', 'SIM', ('SIM PUK', 'SIM PUK'), None),
        ('YubiKey PIV PIN', 'YubiKey', ('PIV PIN', 'PIV PIN'), lambda: f'ykman piv access change-pin --pin 123456 --new-pin {pin}'),
        ('YubiKey PIV PUK', 'YubiKey', ('PIV PUK', 'PIV PUK'), lambda: f'ykman piv access change-puk --puk 12345678 --new-puk {pin}'),
        ('server room door code', 'door lock', ('door code', '도어락 비밀번호'), None),
        ('HSM user PIN + SO PIN', 'SoftHSM', ('user PIN', '사용자 PIN'), lambda: f'softhsm2-util --init-token --slot 0 --label {c["svc"]}-signing --so-pin {sopin} --pin {pin}'),
        ('smart card PIN', 'PKCS#11 token', ('token PIN', '토큰 PIN'), lambda: f'pkcs11-tool --module /usr/lib/opensc-pkcs11.so --login --pin {pin} --list-objects'),
        ('test phone unlock PIN', 'Android test device', ('unlock PIN', '잠금 해제 PIN'), lambda: f'adb shell input text {pin} && adb shell input keyevent 66'),
        ('office safe combination', 'office safe', ('combination', '금고 비밀번호'), None),
        ('alarm panel code', 'alarm system', ('disarm code', '경비 해제 코드'), None),
    ]
    kname, vendor, (lab_en, lab_ko), cmd = pick(kinds)
    snip = cmd() if cmd else None
    tip = pick([("PINs are credentials too; they go in the team vault with the device, not in notes.",
                 "PIN도 자격 증명이다. 노트가 아니라 기기 정보와 함께 팀 vault에 둬야 한다."),
                ("After three wrong tries the device locks, so confirm the current value before scripting it.",
                 "세 번 틀리면 잠기므로 스크립트에 넣기 전에 현재 값을 확인해야 한다.")])
    secrets = [pin, sopin] if 'SO PIN' in kname else [pin]
    return base_T(c, vendor, lab_en, tip, secrets, snip=snip, primary=pin if len(secrets) == 1 else None, what=f'PIN ({kname})',
                  where='command' if snip else 'prose', label_ko=lab_ko, own_only=True,
                  ctx_short=[("I needed the {vendor} {label} to finish {ticket} and didn't know who had it.",
                              "{ticket} 작업을 끝내려면 {vendor} {label} 값이 필요했는데 누가 알고 있는지 몰랐다."),
                             ("The {vendor} kept rejecting the default {label}; nobody told me it had been changed.",
                              "{vendor} 쪽에서 기본 {label} 값을 계속 거부했는데 바뀌었다는 얘기를 아무도 하지 않았다.")],
                  ctx_snip=[("Provisioning the {vendor} for {svc} needed the {label}; the command the user ran:",
                             "{svc}용 {vendor} 설정에 {label} 값이 필요했다. 사용자가 실행한 명령:")],
                  asks=[("Who keeps the {vendor} {label} now, and should it be changed after this?",
                         "지금 {vendor} {label} 값은 누가 관리하나요? 이번 일 이후 바꿔야 하나요?"),
                        ("", "")])


def t_wifi():
    c = mkctx()
    psk = pick([pw_human, lambda: pw_passphrase(pick([' ', '-', ''])), pw_korean_keyboard, lambda: rs(AN, rint(10, 16)),
                lambda: rs(DG, rint(10, 12))])()
    while any(ch in psk for ch in ';,:"\\') or len(psk) > 63:
        psk = pw_human()
    ssid = pick([f'{pick(["Acme", "Hanbit", "Mirae", "Kumo"])}-{pick(["Guest", "5G", "Office", "IoT", "Lab"])}',
                 f'iptime{rint(1, 99)}', f'KT_GiGA_5G_{rs(UPDG, 4)}', f'U+Net{rs(HEXU, 4)}', f'SK_WiFiGIGA{rs(HEXU, 4)}'])
    forms = [
        ('WIFI QR string', lambda: f'WIFI:T:WPA;S:{ssid};P:{psk};;'),
        ('wpa_supplicant.conf', lambda: f'network={{\n    ssid="{ssid}"\n    psk="{psk}"\n    key_mgmt=WPA-PSK\n}}'),
        ('nmcli', lambda: f'nmcli dev wifi connect "{ssid}" password "{psk}" ifname wlan0'),
        ('netsh output', lambda: f'Profile {ssid} on interface Wi-Fi:\n    Security key           : Present\n    Key Content            : {psk}'),
        ('hostapd.conf', lambda: f'interface=wlan0\nssid={ssid}\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={psk}'),
        ('netplan', lambda: f'network:\n  wifis:\n    wlan0:\n      access-points:\n        "{ssid}":\n          password: "{psk}"'),
        ('ESP32 sketch', lambda: f'const char* ssid = "{ssid}";\nconst char* password = "{psk}";\nWiFi.begin(ssid, password);'),
    ]
    where, f = pick(forms)
    c['ssid'] = ssid
    tip = pick([("The {ssid} key is shared with visitors; IoT devices should use the separate VLAN network.",
                 "{ssid} 키는 방문자와 공유된다. IoT 기기는 별도 VLAN 네트워크를 써야 한다."),
                ("The kiosk image has the Wi-Fi key baked in; changing it means reflashing every device.",
                 "키오스크 이미지에 Wi-Fi 키가 박혀 있어서 바꾸려면 모든 기기를 다시 플래싱해야 한다.")])
    return base_T(c, f'Wi-Fi {ssid}', 'WPA key', tip, [psk], snip=f(), primary=psk,
                  what=f'Wi-Fi key ({where})', where=where, label_ko='WPA 키', own_only=True,
                  ctx_snip=[("The test devices for {svc} could not join the office network and I didn't have the Wi-Fi key. From the setup notes:",
                             "{svc} 테스트 기기가 사무실 네트워크에 붙지 못했는데 Wi-Fi 키를 몰랐다. 설정 메모에서:"),
                            ("Provisioning the kiosk image needed the {ssid} Wi-Fi credentials:",
                             "키오스크 이미지를 만들 때 {ssid} Wi-Fi 자격 증명이 필요했다:")],
                  ctx_short=[("I didn't know which Wi-Fi network the {svc} test devices should use, or its key.",
                              "{svc} 테스트 기기가 어떤 Wi-Fi에 붙어야 하는지, 키가 무엇인지 몰랐다.")],
                  asks=[("Is there a separate IoT network for test devices so we stop using {ssid}?",
                         "{ssid} 대신 테스트 기기용 IoT 네트워크가 따로 있나요?"),
                        ("Was the {ssid} key changed after the last visitor day?", "지난 방문객 행사 이후 {ssid} 키가 바뀌었나요?")])


def t_webhook():
    c = mkctx()
    dom = pick(MAIL_DOMAINS)
    kinds = [
        ('Slack', lambda: (lambda t: (f'https://hooks.slack.com/services/T{rs(UPDG, rint(8, 10))}/B{rs(UPDG, rint(8, 10))}/{t}', [t]))(rs(AN, 24))),
        ('Discord', lambda: (lambda t: (f'https://discord.com/api/webhooks/{rs(DG, 19)}/{t}', [t]))(rs(URLS, 68))),
        ('Microsoft Teams', lambda: (lambda a, b: (f'https://{rs(LO, 8)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{a}/{uuid4()}/{b}', [a, b]))(rs(HEX, 32), 'V2' + rs(URLS, 43))),
        ('DingTalk', lambda: (lambda t: (f'https://oapi.dingtalk.com/robot/send?access_token={t}', [t]))(rs(HEX, 64))),
        ('DingTalk signed', lambda: (lambda t, s: (f'https://oapi.dingtalk.com/robot/send?access_token={t}\nsign secret: {s}', [t, s]))(rs(HEX, 64), 'SEC' + rs(HEX, 64))),
        ('Feishu', lambda: (lambda t: (f'https://open.feishu.cn/open-apis/bot/v2/hook/{t}', [t]))(uuid4())),
        ('WeCom', lambda: (lambda t: (f'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={t}', [t]))(uuid4())),
        ('Google Chat', lambda: (lambda k, t: (f'https://chat.googleapis.com/v1/spaces/AAAA{rs(URLS, 7)}/messages?key={k}&token={t}', [k, t]))('AIza' + rs(URLS, 35), rs(URLS, 43) + '%3D')),
        ('Mattermost', lambda: (lambda t: (f'https://chat.{dom}/hooks/{t}', [t]))(rs(LODG, 26))),
        ('JANDI', lambda: (lambda t: (f'https://wh.jandi.com/connect-api/webhook/{rs(DG, 8)}/{t}', [t]))(rs(HEX, 32))),
        ('Dooray', lambda: (lambda t: (f'https://hook.dooray.com/services/{rs(DG, 19)}/{rs(DG, 19)}/{t}', [t]))(rs(URLS, 22))),
        ('Telegram', lambda: (lambda t: (f'https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{rs(DG, 10)}', [t]))(f'{rint(10 ** 8, 10 ** 10 - 1)}:AA{rs(URLS, 33)}')),
        ('Rocket.Chat', lambda: (lambda t: (f'https://chat.{dom}/hooks/{rs(AN, 17)}/{t}', [t]))(rs(AN, 48))),
    ]
    vendor, gen = pick(kinds)
    url, secrets = gen()
    main = url.split('\n')[0]
    forms = [
        ('.env file', lambda: f'ALERT_WEBHOOK_URL={main}' + (('\n' + url.split('\n')[1]) if '\n' in url else '')),
        ('curl', lambda: f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy {c['svc']} done\"}}' '{main}'" + (('\n# ' + url.split('\n')[1]) if '\n' in url else '')),
        ('Alertmanager config', lambda: f'receivers:\n  - name: {c["team"]}-alerts\n    webhook_configs:\n      - url: {main}\n        send_resolved: true' + (('\n# ' + url.split('\n')[1]) if '\n' in url else '')),
        ('GitHub Actions step', lambda: f'      - name: notify\n        run: |\n          curl -s -X POST -d @payload.json "{main}"' + (('\n        # ' + url.split('\n')[1]) if '\n' in url else '')),
        ('Python code', lambda: f'WEBHOOK = "{main}"\nrequests.post(WEBHOOK, json={{"text": msg}}, timeout=5)' + (('\n# ' + url.split('\n')[1]) if '\n' in url else '')),
    ]
    where, f = pick(forms)
    tip = pick([("The webhook URL is the credential: anyone with it can post into the channel.",
                 "웹훅 URL 자체가 자격 증명이다. URL만 있으면 누구나 채널에 글을 올릴 수 있다."),
                ("Alerts go through the {team} channel hook; the URL is regenerated when someone leaves the team.",
                 "알림은 {team} 채널 훅으로 간다. 팀원이 나가면 URL을 재발급한다.")])
    return base_T(c, vendor, 'webhook URL', tip, secrets, snip=f(), primary=None,
                  what=f'webhook URL with embedded secret ({vendor})', where=where, label_ko='웹훅 URL', vendors=[vendor])


def t_dotfile():
    c = mkctx()
    u, dom = c['user'], pick(MAIL_DOMAINS)
    pw = pw_no('"\' ;#')
    kinds = [
        ('~/.netrc', lambda: (lambda t: (f'machine api.heroku.com\n  login {email(c["handle"])}\n  password {t}', [t], 'Heroku'))(uuid4())),
        ('~/.netrc', lambda: (f'machine nexus.{dom} login {u} password {pw}', [pw], 'Nexus')),
        ('~/.git-credentials', lambda: (lambda t: (f'https://{c["handle"].replace(".", "")}:{t}@github.com', [t], 'GitHub'))(crc_token('ghp_'))),
        ('~/.pypirc', lambda: (lambda t: (f'[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = {t}', [t], 'PyPI'))(_pypi())),
        ('~/.npmrc', lambda: (lambda t: (f'@{c["team"]}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={t}', [t], 'GitHub Packages'))(crc_token('ghp_'))),
        ('~/.npmrc', lambda: (lambda t: (f'//registry.npmjs.org/:_authToken={t}', [t], 'npm'))(crc_token('npm_'))),
        ('~/.pgpass', lambda: (f'{dbhost()}:5432:{db()}:{u}:{pw}', [pw], 'PostgreSQL')),
        ('~/.my.cnf', lambda: (f'[client]\nuser={u}\npassword="{pw}"\nhost={dbhost()}', [pw], 'MySQL')),
        ('~/.aws/credentials', lambda: (lambda a, s: (f'[{c["env"]}]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = {c["region"]}', [a, s], 'AWS'))('AKIA' + rs(B32, 16), rs(AN + '/+', 40))),
        ('~/.s3cfg', lambda: (lambda a, s: (f'[default]\naccess_key = {a}\nsecret_key = {s}\nhost_base = kr.object.ncloudstorage.com', [a, s], 'Naver Cloud Object Storage'))(rs(AN, 20), rs(AN, 40))),
        ('kubeconfig', lambda: (lambda t: (f'users:\n- name: {c["svc"]}-deployer\n  user:\n    token: {t}', [t], 'Kubernetes'))(jwt({'iss': 'kubernetes/serviceaccount', 'sub': f'system:serviceaccount:{c["env"]}:deployer'}, 256, 'RS256'))),
        ('~/.config/gh/hosts.yml', lambda: (lambda t: (f'github.com:\n    user: {c["handle"].replace(".", "")}\n    oauth_token: {t}\n    git_protocol: https', [t], 'GitHub CLI'))(crc_token('gho_'))),
        ('credentials.tfrc.json', lambda: (lambda t: (json.dumps({'credentials': {'app.terraform.io': {'token': t}}}, indent=2), [t], 'Terraform Cloud'))(_tf_cloud())),
        ('~/.m2/settings.xml', lambda: (f'<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{u}</username>\n    <password>{pw}</password>\n  </server>\n</servers>', [pw], 'Maven')),
        ('~/.gradle/gradle.properties', lambda: (f'mavenUser={u}\nmavenPassword={pw}\nsigning.keyId={rs(HEXU, 8)}\nsigning.password={pw2}', [pw, pw2], 'Gradle')),
        ('composer auth.json', lambda: (json.dumps({'http-basic': {f'repo.{dom}': {'username': u, 'password': pw}}}, indent=4), [pw], 'Composer')),
        ('~/.cargo/credentials.toml', lambda: (lambda t: (f'[registry]\ntoken = "{t}"', [t], 'crates.io'))('cio' + rs(AN, 32))),
        ('~/.vault-token', lambda: (lambda t: (f'$ cat ~/.vault-token\n{t}', [t], 'HashiCorp Vault'))('hvs.' + rs(URLS, 92))),
        ('FileZilla sitemanager.xml', lambda: (lambda b: (f'<Server>\n  <Host>{dbhost("sftp")}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{u}</User>\n  <Pass encoding="base64">{b}</Pass>\n</Server>', [b], 'FileZilla'))(b64(pw.encode()))),
        ('rclone.conf', lambda: (lambda o: (f'[{c["env"]}-sftp]\ntype = sftp\nhost = {dbhost("sftp")}\nuser = {u}\npass = {o}', [o], 'rclone'))(b64url(rbytes(rint(24, 40))))),
        ('~/.docker/config.json', lambda: (lambda b: (json.dumps({'auths': {'https://index.docker.io/v1/': {'auth': b}}}, indent=2), [b], 'Docker Hub'))(b64(f'{u}:dckr_pat_{rs(URLS, 27)}'.encode()))),
        ('pip.conf', lambda: (f'[global]\nindex-url = https://{u}:{pct(pw)}@nexus.{dom}/repository/pypi-group/simple', [pct(pw)], 'Nexus')),
    ]
    pw2 = pw_no('"\' ;#')
    fname, gen = pick(kinds)
    snip, secrets, vendor = gen()
    snip = f'# {fname}\n{snip}' if chance(0.6) else snip
    tip = pick([("{where} is read by the CLI automatically, so the build worked on my machine only because of this file.",
                 "{where} 파일은 CLI가 자동으로 읽는다. 내 환경에서만 빌드가 됐던 건 이 파일 덕분이었다."),
                ("This file was copied into the Docker build context; .dockerignore must exclude it.",
                 "이 파일이 Docker 빌드 컨텍스트에 복사되었다. .dockerignore에서 제외해야 한다."),
                ("The dotfile was synced to the shared dev VM, so every user there could read it.",
                 "이 설정 파일이 공용 개발 VM으로 동기화되어 그 VM의 모든 사용자가 읽을 수 있었다.")])
    c['where'] = fname
    c['path'] = fname
    return base_T(c, vendor, 'credentials', tip, secrets, snip=snip,
                  primary=secrets[0] if len(secrets) == 1 and '\n' not in secrets[0] else None,
                  what=f'credential dotfile ({fname})', where=fname, label_ko='자격 증명', vendors=[vendor])


def t_app_secret():
    c = mkctx()
    kinds = [
        ('Django SECRET_KEY', 'Django', lambda: rs(LODG + '!@#$%^&*(-_=+)', 50), lambda v: f"# settings/production.py\nSECRET_KEY = '{v}'\nDEBUG = False"),
        ('Rails secret_key_base', 'Rails', lambda: rs(HEX, 128), lambda v: f'production:\n  secret_key_base: {v}'),
        ('Laravel APP_KEY', 'Laravel', lambda: 'base64:' + b64(rbytes(32)), lambda v: f'APP_NAME={c["svc"]}\nAPP_ENV=production\nAPP_KEY={v}\nAPP_DEBUG=false'),
        ('Flask SECRET_KEY', 'Flask', lambda: rs(HEX, 64), lambda v: f"app.config['SECRET_KEY'] = '{v}'"),
        ('NextAuth secret', 'NextAuth', lambda: b64(rbytes(32)), lambda v: f'NEXTAUTH_URL=https://{c["host"]}\nNEXTAUTH_SECRET={v}'),
        ('JWT signing secret', 'JWT', lambda: rs(AN, rint(32, 64)), lambda v: f'jwt:\n  issuer: {c["svc"]}\n  secret: "{v}"\n  ttl: 3600'),
        ('Fernet key', 'Fernet', lambda: b64url(rbytes(32)) + '=', lambda v: f'FERNET_KEY = b"{v}"\nf = Fernet(FERNET_KEY)'),
        ('Airflow fernet_key', 'Airflow', lambda: b64url(rbytes(32)) + '=', lambda v: f'[core]\nexecutor = CeleryExecutor\nfernet_key = {v}'),
        ('AES-256 key', 'app encryption', lambda: rs(HEX, 64), lambda v: f'ENCRYPTION_KEY={v}\nENCRYPTION_ALGO=aes-256-gcm'),
        ('Symfony APP_SECRET', 'Symfony', lambda: rs(HEX, 32), lambda v: f'###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={v}\n###< symfony/framework-bundle ###'),
        ('WordPress AUTH_KEY', 'WordPress', lambda: rs(AN + '!@#$%^&*()-_=+[]{}<>~`|;:,.?/', 64).replace("'", '#'),
         lambda v: f"define( 'AUTH_KEY',         '{v}' );"),
        ('Keycloak client secret', 'Keycloak', lambda: rs(AN, 32), lambda v: f'spring.security.oauth2.client.registration.keycloak.client-id={c["svc"]}\nspring.security.oauth2.client.registration.keycloak.client-secret={v}'),
        ('Phoenix secret_key_base', 'Phoenix', lambda: rs(URLS + '+/', 64), lambda v: f'config :{c["svc"].replace("-", "_")}, {pascal(c["svc"].replace("-", "_"))}Web.Endpoint,\n  secret_key_base: "{v}"'),
        ('GitHub webhook secret', 'GitHub webhook', lambda: rs(HEX, 40), lambda v: f'GITHUB_WEBHOOK_SECRET={v}  # must match the secret set on the repo webhook'),
        ('session secret', 'express-session', lambda: pw_passphrase('-') + '-' + rs(AN, 8), lambda v: f"app.use(session({{ secret: '{v}', resave: false, saveUninitialized: false }}));"),
    ]
    kname, vendor, gen, render = pick(kinds)
    v = gen()
    while "'" in v or '"' in v or '\\' in v:
        v = gen()
    tip = pick([("Rotating this value invalidates every existing session and signed cookie.",
                 "이 값을 교체하면 기존 세션과 서명된 쿠키가 전부 무효화된다."),
                ("All replicas must share the same value or logins bounce between pods.",
                 "모든 레플리카가 같은 값을 써야 한다. 아니면 파드 사이를 오갈 때 로그인이 풀린다."),
                ("The framework refuses to start in production when this is empty, which is why someone hardcoded it.",
                 "프레임워크는 이 값이 비어 있으면 production에서 기동하지 않아서 누군가 하드코딩해 둔 것이다.")])
    return base_T(c, vendor, kname.split(' ', 1)[-1] if ' ' in kname else kname, tip, [v], snip=render(v), primary=v,
                  what=f'application secret ({kname})', where='config/code', own_only=True,
                  ctx_snip=[("I didn't know {svc} signs sessions with a fixed {vendor} {label}; it is committed in {path}:",
                             "{svc} 서비스가 고정된 {vendor} {label} 값으로 세션을 서명한다는 걸 몰랐다. {path} 파일에 커밋되어 있다:"),
                            ("After scaling {svc} out, users were logged out at random; I didn't know the {vendor} {label} differed per pod. Config:",
                             "{svc}를 스케일아웃한 뒤 사용자가 무작위로 로그아웃됐는데, 파드마다 {vendor} {label} 값이 다른 줄 몰랐다. 설정:"),
                            ("Decrypting old rows in {svc} failed and I didn't know which {vendor} {label} was used at the time. From {path}:",
                             "{svc}의 예전 데이터 복호화가 실패했는데 당시 어떤 {vendor} {label} 값을 썼는지 몰랐다. {path} 파일에서:")],
                  ctx_short=[("I didn't know where the {vendor} {label} for {svc} comes from in {env}.",
                              "{env}에서 {svc}의 {vendor} {label} 값이 어디서 오는지 몰랐다.")],
                  asks=[("Should the {vendor} {label} be rotated now that it is in the repo history?",
                         "저장소 히스토리에 남았으니 {vendor} {label} 값을 교체해야 할까요?"),
                        ("Can the {vendor} {label} be injected from the secret store instead of {path}?",
                         "{vendor} {label} 값을 {path} 파일 대신 시크릿 저장소에서 주입할 수 있을까요?")])


def t_person_password():
    c = mkctx()
    kinds = [
        ('Windows domain login', ("{handle}'s Windows login", "{ko_name} 님의 Windows 로그인"), None),
        ('VPN account', ("{handle}'s VPN account", '{ko_name} 님의 VPN 계정'), None),
        ('groupware', ('groupware mail account', '그룹웨어 메일 계정'), None),
        ('router admin', ('office router admin page', '사무실 공유기 관리자 페이지'), None),
        ('NAS admin', ('Synology NAS admin', '시놀로지 NAS 관리자'), None),
        ('Jenkins admin', ('Jenkins admin user', 'Jenkins admin 계정'), None),
        ('Grafana admin', ('Grafana admin', 'Grafana admin 계정'), None),
        ('certificate password', ('tax-filing joint certificate (공동인증서)', '세금 신고용 공동인증서'), None),
        ('test account', ('QA test account qa.{handle}', 'QA 테스트 계정 qa.{handle}'), None),
        ('shared mailbox', ('shared ops@ mailbox', '공용 ops@ 메일함'), None),
        ('laptop BIOS', ('build laptop BIOS supervisor', '빌드용 노트북 BIOS 관리자'), None),
        ('AWS console user', ('AWS console IAM user {user}', 'AWS 콘솔 IAM 사용자 {user}'), None),
    ]
    kname, (who_en, who_ko), _ = pick(kinds)
    style = pick(['human', 'passphrase', 'punct', 'korean_keyboard', 'hangul', 'random'])
    pw = {'human': pw_human, 'passphrase': pw_passphrase, 'punct': pw_punct, 'korean_keyboard': pw_korean_keyboard,
          'hangul': pw_hangul, 'random': pw_random}[style]()
    c['who_en'] = fill(who_en, c)
    c['who_ko'] = fill(who_ko, c)
    tip = pick([("People share passwords in chat when they are in a hurry; ask for a vault share link instead.",
                 "급할 때 사람들이 채팅으로 비밀번호를 공유한다. 대신 vault 공유 링크를 요청할 것."),
                ("The account has no MFA, so this password alone is enough to log in.",
                 "이 계정은 MFA가 없어서 이 비밀번호만으로 로그인된다."),
                ("The password has not changed since onboarding; it should be rotated and moved to 1Password.",
                 "온보딩 이후 비밀번호가 바뀐 적이 없다. 교체하고 1Password로 옮겨야 한다.")])
    snip = None
    if chance(0.45):
        who = pick([c['handle'], c['ko_name']])
        snip = pick([f'[{hhmm()}] {who}: pw is {pw}', f'[{hhmm()}] {who}: 비번 {pw} 입니다',
                     f'{who}: {pick(["login", "계정"])}: {c["user"]} / {pw}',
                     f'{pick(["2025. 3. 4. 오후 2:13", "2025. 7. 21. 오전 10:02", "2025. 11. 2. 오후 6:40"])}, {c["ko_name"]} : 비밀번호는 {pw}'])
    return base_T(c, c['who_en'], 'password', tip, [pw], snip=snip, primary=pw, vendor_ko=c['who_ko'],
                  what=f'personal/service password ({kname}, {style} style)',
                  where='chat' if snip else 'prose', label_ko='비밀번호', own_only=True,
                  ctx_short=[("I needed to log in to the {who_en} to finish {ticket} and had no credentials.",
                              "{ticket} 작업을 끝내려면 {who_ko}에 로그인해야 했는데 자격 증명이 없었다."),
                             ("I didn't know who could give me access to the {who_en}.",
                              "{who_ko} 접근 권한을 누구에게 받아야 하는지 몰랐다.")],
                  ctx_snip=[("I needed access to the {who_en} for {ticket}; the user sent this in chat:",
                             "{ticket} 때문에 {who_ko} 접근이 필요했는데 사용자가 채팅으로 보내줬다:")],
                  asks=[("Can you move the {who_en} password into the team vault and share it from there?",
                         "{who_ko} 비밀번호를 팀 vault로 옮기고 거기서 공유해 주실 수 있나요?"),
                        ("Should this password be changed now that it was sent in chat?",
                         "채팅으로 보내졌으니 이 비밀번호를 바꿔야 할까요?")])


def t_sql_password():
    c = mkctx()
    u, pw = c['user'], pw_no("'\"\\")
    forms = [
        ('PostgreSQL', lambda: f"CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db()} TO {u};"),
        ('PostgreSQL', lambda: f"ALTER USER {u} WITH PASSWORD '{pw}' VALID UNTIL '2026-01-01';"),
        ('MySQL', lambda: f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT ON {db()}.* TO '{u}'@'%';"),
        ('MySQL', lambda: f"ALTER USER '{u}'@'10.%' IDENTIFIED WITH caching_sha2_password BY '{pw}';"),
        ('SQL Server', lambda: f"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = ON;"),
        ('Oracle', lambda: f'ALTER USER {u.upper()} IDENTIFIED BY "{pw}" ACCOUNT UNLOCK;'),
        ('MongoDB', lambda: f'db.getSiblingDB("admin").createUser({{ user: "{u}", pwd: "{pw}", roles: [{{ role: "readWrite", db: "{db()}" }}] }})'),
        ('Redis ACL', lambda: f'ACL SETUSER {u} on >{pw} ~{c["svc"]}:* +@read +@write'),
        ('ClickHouse', lambda: f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}' DEFAULT ROLE analyst;"),
    ]
    vendor, f = pick(forms)
    tip = pick([("The migration created the role with a literal password, so it is in the migrations table and git history.",
                 "마이그레이션이 리터럴 비밀번호로 롤을 만들어서 마이그레이션 테이블과 git 히스토리에 남았다."),
                ("Statement logging (log_statement=ddl) captured this line in the DB logs as well.",
                 "구문 로깅(log_statement=ddl) 때문에 이 줄이 DB 로그에도 남았다.")])
    return base_T(c, vendor, f'password for {u}', tip, [pw], snip=f(), primary=pw, what=f'password in SQL/DDL ({vendor})',
                  where='SQL', label_ko=f'{u} 비밀번호')


def t_config_password():
    c = mkctx()
    u, h = c['user'], dbhost()
    pw = pw_no('"\'\\<>&')
    app = pick(['Gmail', 'Naver Works', 'Daum'])
    app_pw = ' '.join(rs(LO, 4) for _ in range(4))
    forms = [
        ('Spring datasource', 'PostgreSQL', lambda: f'spring:\n  datasource:\n    url: jdbc:postgresql://{h}:5432/{db()}\n    username: {u}\n    password: {pw}', pw),
        ('Django DATABASES', 'PostgreSQL', lambda: f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'HOST': '{h}',\n        'USER': '{u}',\n        'PASSWORD': '{pw}',\n    }}\n}}", pw),
        ('Rails database.yml', 'MySQL', lambda: f'production:\n  adapter: mysql2\n  host: {h}\n  username: {u}\n  password: "{pw}"', pw),
        ('LDAP bind config', 'LDAP', lambda: f'ldap:\n  url: ldaps://{h}:636\n  bindDn: cn={u},ou=svc,dc=corp,dc=example\n  bindPassword: "{pw}"', pw),
        ('SMTP app password', app, lambda: f'EMAIL_HOST=smtp.{"gmail.com" if app == "Gmail" else "worksmobile.com" if app == "Naver Works" else "daum.net"}\nEMAIL_PORT=587\nEMAIL_HOST_USER={email(c["handle"])}\nEMAIL_HOST_PASSWORD={app_pw}', app_pw),
        ('Grafana ini', 'Grafana', lambda: f'[security]\nadmin_user = admin\nadmin_password = {pw}\n\n[server]\nroot_url = https://grafana.{pick(MAIL_DOMAINS)}', pw),
        ('Redis requirepass', 'Redis', lambda: f'bind 0.0.0.0\nprotected-mode yes\nrequirepass {pw}\nmaxmemory 2gb', pw),
        ('pgbouncer userlist', 'PgBouncer', lambda: f'"{u}" "{pw}"', pw),
        ('Postfix sasl_passwd', 'Postfix', lambda: f'[smtp.sendgrid.net]:587 apikey:{pw}', pw),
        ('Tomcat users', 'Tomcat', lambda: f'<tomcat-users>\n  <user username="{u}" password="{pw}" roles="manager-gui,admin-gui"/>\n</tomcat-users>', pw),
        ('Jenkins CasC', 'Jenkins', lambda: f'jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: "{u}"\n          password: "{pw}"', pw),
        ('Elasticsearch keystore note', 'Elasticsearch', lambda: f'$ bin/elasticsearch-reset-password -u elastic -i\nEnter password for [elastic]: \nPassword for the [elastic] user successfully reset.\n# typed: {pw}', pw),
        ('Nextcloud config.php', 'Nextcloud', lambda: f"  'dbtype' => 'mysql',\n  'dbhost' => '{h}',\n  'dbuser' => '{u}',\n  'dbpassword' => '{pw}',", pw),
        ('Kafka client properties', 'Kafka', lambda: f'security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{u}" password="{pw}";', pw),
        ('RabbitMQ definitions', 'RabbitMQ', lambda: json.dumps({'users': [{'name': u, 'password': pw, 'tags': 'administrator'}]}, indent=2), pw),
        ('Harbor installer yml', 'Harbor', lambda: f'hostname: harbor.{pick(MAIL_DOMAINS)}\nharbor_admin_password: {pw}\ndatabase:\n  password: {pw2}', None),
        ('GitLab omnibus', 'GitLab', lambda: f"gitlab_rails['initial_root_password'] = '{pw}'\ngitlab_rails['smtp_password'] = '{pw2}'", None),
        ('SonarQube properties', 'SonarQube', lambda: f'sonar.jdbc.username={u}\nsonar.jdbc.password={pw}\nsonar.jdbc.url=jdbc:postgresql://{h}/sonar', pw),
        ('Airflow connection URI', 'Airflow', lambda: f'AIRFLOW_CONN_WAREHOUSE=postgresql://{u}:{pct(pw)}@{h}:5432/warehouse', pct(pw)),
        ('Prometheus basic_auth', 'Prometheus', lambda: f'scrape_configs:\n  - job_name: {c["svc"]}\n    basic_auth:\n      username: {u}\n      password: "{pw}"', pw),
    ]
    pw2 = pw_no('"\'\\<>&')
    form, vendor, render, sec = pick(forms)
    snip = render()
    secrets = [sec] if sec else [pw, pw2]
    tip = pick([("The config file is mounted read-only from the repo, so the value really is committed.",
                 "설정 파일이 저장소에서 읽기 전용으로 마운트되므로 값이 실제로 커밋되어 있다."),
                ("Changing the password requires updating this file and restarting; there is no reload hook.",
                 "비밀번호를 바꾸려면 이 파일을 고치고 재시작해야 한다. reload 훅은 없다."),
                ("The same password is reused by the batch account; rotating one breaks the other.",
                 "배치 계정도 같은 비밀번호를 재사용해서 하나를 바꾸면 다른 쪽이 깨진다.")])
    return base_T(c, vendor, 'password', tip, secrets, snip=snip, primary=secrets[0] if len(secrets) == 1 else None,
                  what=f'password in config ({form})', where=form, label_ko='비밀번호')


def t_passphrase():
    c = mkctx()
    pp = pick([pw_passphrase, pw_passphrase, pw_random, pw_korean_keyboard, pw_human])()
    while "'" in pp or '"' in pp:
        pp = pw_passphrase()
    forms = [
        ('restic', lambda: f"export RESTIC_REPOSITORY=s3:s3.{c['region']}.amazonaws.com/{c['svc']}-backups\nexport RESTIC_PASSWORD='{pp}'\nrestic snapshots --latest 3"),
        ('BorgBackup', lambda: f"export BORG_PASSPHRASE='{pp}'\nborg create --stats ssh://{c['user']}@{dbhost('backup')}/./repo::{{hostname}}-{{now}} /etc /srv"),
        ('Ansible Vault password file', lambda: f'$ cat ~/.ansible/vault_pass_{c["env"]}.txt\n{pp}\n$ ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass_{c["env"]}.txt'),
        ('SSH key passphrase', lambda: f'$ ssh-keygen -t ed25519 -C "{c["handle"]}@deploy" -N \'{pp}\' -f ~/.ssh/deploy_ed25519'),
        ('LUKS', lambda: f"echo -n '{pp}' | cryptsetup luksOpen /dev/nvme1n1 data -"),
        ('OpenSSL enc', lambda: f"openssl enc -aes-256-cbc -pbkdf2 -salt -in dump.sql -out dump.sql.enc -k '{pp}'"),
        ('Jasypt', lambda: f"java -Djasypt.encryptor.password='{pp}' -jar {c['svc']}.jar"),
        ('Android keystore', lambda: f"MYAPP_UPLOAD_STORE_FILE=upload.keystore\nMYAPP_UPLOAD_KEY_ALIAS=upload\nMYAPP_UPLOAD_STORE_PASSWORD={pp}\nMYAPP_UPLOAD_KEY_PASSWORD={pp}"),
        ('fastlane match', lambda: f"MATCH_GIT_URL=git@github.com:{c['team']}/certificates.git\nMATCH_PASSWORD='{pp}'\nFASTLANE_USER={email(c['handle'])}"),
        ('GnuPG export', lambda: f"gpg --batch --pinentry-mode loopback --passphrase '{pp}' --export-secret-keys {rs(HEXU, 16)} > signing.asc"),
        ('KeePass database', lambda: None),
        ('VeraCrypt volume', lambda: None),
    ]
    tool, f = pick(forms)
    snip = f()
    tip = pick([("Whoever has this passphrase and the encrypted data can restore everything; it must not sit next to the data.",
                 "이 패스프레이즈와 암호화된 데이터가 같이 있으면 전부 복원할 수 있다. 데이터 옆에 두면 안 된다."),
                ("Losing the passphrase means the backups are unrecoverable, so it lives in the break-glass vault.",
                 "패스프레이즈를 잃으면 백업을 복구할 수 없으므로 비상용 vault에 보관한다.")])
    return base_T(c, tool, 'passphrase', tip, [pp], snip=snip, primary=pp, what=f'encryption passphrase ({tool})',
                  where='shell/config' if snip else 'prose', label_ko='패스프레이즈', own_only=True,
                  ctx_snip=[("Restoring the {env} data for {ticket} needed the {vendor} passphrase, which I didn't have. The user gave me:",
                             "{ticket} 때문에 {env} 데이터를 복원하려면 {vendor} 패스프레이즈가 필요했는데 몰랐다. 사용자가 알려준 것:")],
                  ctx_short=[("I didn't know the {vendor} passphrase needed to restore or sign for {svc}.",
                              "{svc} 복원이나 서명에 필요한 {vendor} 패스프레이즈를 몰랐다."),
                             ("The nightly job for {svc} failed at the decrypt step and nobody had told me the passphrase.",
                              "{svc} 야간 잡이 복호화 단계에서 실패했는데 아무도 패스프레이즈를 알려주지 않았다.")],
                  asks=[("Is the {vendor} passphrase stored anywhere besides this note?", "{vendor} 패스프레이즈가 이 노트 말고 다른 곳에 보관되어 있나요?")])


def t_oauth_exchange():
    c = mkctx()
    kinds = [
        ('Google', 'https://oauth2.googleapis.com/token', lambda: f'{rs(DG, 12)}-{rs(LODG, 32)}.apps.googleusercontent.com',
         lambda: 'GOCSPX-' + rs(URLS, 28), lambda: '1//0' + rs(URLS, 99), lambda: 'ya29.a0' + rs(URLS, 160)),
        ('Kakao', 'https://kauth.kakao.com/oauth/token', lambda: rs(HEX, 32), lambda: rs(AN, 32),
         lambda: rs(URLS, 54), lambda: rs(URLS, 54)),
        ('Naver', 'https://nid.naver.com/oauth2.0/token', lambda: rs(AN + '_', 20), lambda: rs(AN, 10),
         lambda: rs(AN, 150), lambda: 'AAAA' + rs(URLS + '+/', 130)),
        ('Microsoft Entra', f'https://login.microsoftonline.com/{uuid4()}/oauth2/v2.0/token', uuid4, _azure_ad_secret,
         lambda: '0.A' + rs(URLS, 300), lambda: 'eyJ0eXAiOiJKV1QiLCJub25jZSI6' + rs(URLS, 200)),
        ('Salesforce', 'https://login.salesforce.com/services/oauth2/token', lambda: '3MVG9' + rs(AN + '._', 80),
         lambda: rs(HEXU, 64), lambda: '5Aep' + rs(AN + '._', 83), lambda: '00D' + rs(AN, 15) + '!' + rs(AN + '._', 96)),
        ('Okta', f'https://{rs(LO, 8)}.okta.com/oauth2/default/v1/token', lambda: '0oa' + rs(AN, 17),
         lambda: rs(URLS, 64), lambda: rs(URLS, 43), lambda: jwt({'ver': 1, 'iss': 'okta', 'sub': email()}, 256, 'RS256')),
    ]
    vendor, url, g_id, g_sec, g_ref, g_acc = pick(kinds)
    cid, sec, ref, acc = g_id(), g_sec(), g_ref(), g_acc()
    form = pick(['curl request', 'token response JSON', 'both'])
    req = (f'curl -X POST {url} \\\n  -d grant_type=refresh_token \\\n  -d client_id={cid} \\\n'
           f'  -d client_secret={sec} \\\n  -d refresh_token={ref}')
    resp = json.dumps({'access_token': acc, 'expires_in': pick([3599, 21599, 7199]), 'refresh_token': ref,
                       'token_type': 'Bearer'}, indent=1)
    if form == 'curl request':
        snip, secrets = req, [sec, ref]
    elif form == 'token response JSON':
        snip, secrets = resp, [acc, ref]
    else:
        snip, secrets = req + '\n=>\n' + resp, [sec, ref, acc]
    tip = pick([("The refresh token is long-lived; the short access token expiring was never the real problem.",
                 "refresh token은 수명이 길다. 짧은 access token 만료는 진짜 문제가 아니었다."),
                ("Client secret and refresh token together let anyone mint new access tokens for this user.",
                 "client secret과 refresh token이 있으면 누구나 이 사용자의 새 access token을 발급받을 수 있다.")])
    if len(snip.encode()) > 760:
        snip, secrets = req, [sec, ref]
    return base_T(c, vendor, 'OAuth credentials', tip, secrets, snip=snip, primary=None,
                  what=f'OAuth token exchange ({vendor}, {form})', where=form, label_ko='OAuth 자격 증명', vendors=[vendor])


def t_vpn():
    c = mkctx()
    kinds = ['wireguard', 'wireguard_psk', 'ipsec', 'cisco_isakmp', 'openvpn_auth', 'radius']
    k = pick(kinds)
    if k.startswith('wireguard'):
        priv, pub = b64(rbytes(32)), b64(rbytes(32))
        psk = b64(rbytes(32))
        snip = (f'[Interface]\nPrivateKey = {priv}\nAddress = 10.{rint(0, 200)}.0.{rint(2, 250)}/32\nDNS = 1.1.1.1\n\n'
                f'[Peer]\nPublicKey = {pub}\n' + (f'PresharedKey = {psk}\n' if k == 'wireguard_psk' else '') +
                f'Endpoint = vpn.{pick(MAIL_DOMAINS)}:51820\nAllowedIPs = 10.0.0.0/8')
        secrets = [priv] + ([psk] if k == 'wireguard_psk' else [])
        vendor, label = 'WireGuard', 'private key'
    elif k == 'ipsec':
        psk = pw_random(rint(20, 32))
        snip = f'# /etc/ipsec.secrets\n{rint(1, 223)}.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)} %any : PSK "{psk}"'
        secrets, vendor, label = [psk], 'strongSwan', 'IPsec PSK'
    elif k == 'cisco_isakmp':
        psk = rs(AN, rint(16, 28))
        snip = f'crypto isakmp policy 10\n encr aes 256\n authentication pre-share\ncrypto isakmp key {psk} address {rint(1, 223)}.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)}'
        secrets, vendor, label = [psk], 'Cisco IOS', 'ISAKMP pre-shared key'
    elif k == 'openvpn_auth':
        pw = pw_no(' "\'')
        snip = f'# auth.txt referenced by auth-user-pass in client.ovpn\n{c["handle"]}\n{pw}'
        secrets, vendor, label = [pw], 'OpenVPN', 'auth-user-pass password'
    else:
        sec = rs(AN, rint(16, 24))
        snip = f'client {c["svc"]}-ap {{\n    ipaddr = 10.{rint(0, 40)}.{rint(0, 255)}.0/24\n    secret = {sec}\n    shortname = {c["svc"]}\n}}'
        secrets, vendor, label = [sec], 'FreeRADIUS', 'shared secret'
    tip = {'wireguard': ("Only the PublicKey and endpoint are safe to share; the PrivateKey must stay on the device.",
                         "공유해도 되는 건 PublicKey와 엔드포인트뿐이고 PrivateKey는 기기에만 있어야 한다."),
           'openvpn_auth': ("auth.txt is readable by anyone on the jump host; it should be root-only or replaced by certificates.",
                            "auth.txt를 점프 호스트의 누구나 읽을 수 있다. root 전용으로 바꾸거나 인증서로 대체해야 한다.")}.get(
        k.split('_psk')[0], ("The same pre-shared secret is used on every site; changing it needs a maintenance window.",
                             "모든 사이트가 같은 사전 공유 비밀을 쓰므로 바꾸려면 점검 시간이 필요하다."))
    return base_T(c, vendor, label, tip, secrets, snip=snip, primary=secrets[0] if len(secrets) == 1 else None,
                  what=f'VPN secret ({vendor} {label})', where='config', vendors=[vendor], own_only=True,
                  ctx_snip=[("I couldn't reach the {env} network from the CI runner and didn't know how the {vendor} tunnel is configured. The config:",
                             "CI 러너에서 {env} 네트워크에 접속할 수 없었는데 {vendor} 터널 설정을 몰랐다. 설정:"),
                            ("Setting up the site-to-site link for {ticket} needed the {vendor} {label}; the user shared:",
                             "{ticket}의 사이트 간 연결 설정에 {vendor} {label} 값이 필요했다. 사용자가 공유한 것:")],
                  ctx_short=[("I didn't know how the {vendor} tunnel to {env} authenticates.",
                              "{env}로 가는 {vendor} 터널이 어떻게 인증하는지 몰랐다.")],
                  asks=[("Should each runner get its own {vendor} credentials instead of this shared one?",
                         "공유 값 대신 러너마다 별도의 {vendor} 자격 증명을 발급해야 할까요?")])


def t_network_device():
    c = mkctx()
    pw = pw_no(' "\'')
    forms = [
        ('Cisco type 0 password', 'Cisco IOS', lambda: f'username admin privilege 15 password 0 {pw}\nline vty 0 4\n login local'),
        ('SNMP community', 'SNMP', lambda: f'snmp-server community {pw} RW\nsnmp-server location IDC-{pick(["Gasan", "Mokdong", "Pangyo"])}'),
        ('BGP neighbor password', 'BGP', lambda: f'router bgp 65{rint(100, 999)}\n neighbor 10.{rint(0, 9)}.{rint(0, 9)}.1 remote-as 65{rint(100, 999)}\n neighbor 10.{rint(0, 9)}.{rint(0, 9)}.1 password {pw}'),
        ('TACACS key', 'TACACS+', lambda: f'tacacs server ISE\n address ipv4 10.{rint(0, 9)}.{rint(0, 255)}.{rint(2, 250)}\n key 0 {pw}'),
        ('FortiGate admin', 'FortiGate', lambda: f'config system admin\n    edit "admin"\n        set password {pw}\n    next\nend'),
        ('MikroTik user', 'MikroTik', lambda: f'/user add name={c["user"]} group=full password="{pw}"'),
    ]
    form, vendor, f = pick(forms)
    tip = pick([("The running-config backup in the repo contains plaintext type 0 secrets; use type 9 / secret.",
                 "저장소의 running-config 백업에 평문 type 0 비밀이 들어 있다. type 9 / secret을 써야 한다."),
                ("Network configs are exported nightly to the shared drive, so these values are widely readable.",
                 "네트워크 설정이 매일 밤 공유 드라이브로 내보내져서 이 값들은 많은 사람이 읽을 수 있다.")])
    return base_T(c, vendor, 'password', tip, [pw], snip=f(), primary=pw, what=f'network device secret ({form})',
                  where='device config', label_ko='비밀번호', own_only=True,
                  ctx_snip=[("I didn't know the {vendor} config for the {env} site still had a plaintext secret; from the config backup:",
                             "{env} 사이트의 {vendor} 설정에 아직 평문 비밀이 있는 줄 몰랐다. 설정 백업에서:"),
                            ("The network team asked me to diff the {vendor} configs for {ticket}; I didn't expect credentials in them:",
                             "{ticket} 때문에 네트워크 팀이 {vendor} 설정 비교를 요청했는데 자격 증명이 들어 있을 줄 몰랐다:")],
                  ctx_short=[("I didn't know who manages the {vendor} credentials for the {env} network.",
                              "{env} 네트워크의 {vendor} 자격 증명을 누가 관리하는지 몰랐다.")],
                  asks=[("Can the network team move the {vendor} secrets to type 9 / a vault lookup?",
                         "네트워크 팀이 {vendor} 비밀 값을 type 9나 vault 조회 방식으로 바꿀 수 있을까요?")])


def t_log_leak():
    c = mkctx()
    h = host(c['svc'], c['env'])
    pw = pw_no(' "\'&')
    tok = pick([crc_token('ghp_'), 'sk_live_' + rs(AN, 24), rs(URLS, 40), 'xoxb-' + rs(DG, 12) + '-' + rs(DG, 13) + '-' + rs(AN, 24)])
    forms = [
        ('nginx access log with token in query', lambda: (f'10.{rint(0, 9)}.{rint(0, 255)}.{rint(2, 250)} - - [{rint(1, 28):02d}/Mar/2025:{hhmm()}:07 +0900] "GET /api/export?access_token={tok}&fmt=csv HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"', [tok])),
        ('app log printing login form', lambda: (f'{ts()} DEBUG [auth] POST /login form={{"username": "{c["user"]}", "password": "{pw}", "remember": true}}\n{ts()} INFO  [auth] login ok user={c["user"]}', [pw])),
        ('CI log with set -x', lambda: (f'+ echo \'=== deploy {c["svc"]} ===\'\n+ docker login -u {c["user"]} -p {pw} registry.{pick(MAIL_DOMAINS)}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded', [pw])),
        ('ORM debug log', lambda: (f"{ts()} DEBUG sqlalchemy.engine: UPDATE integrations SET api_token='{tok}' WHERE id=42", [tok])),
        ('HTTP client trace', lambda: (f'> POST /oauth/token HTTP/2\n> host: {h}\n> content-type: application/x-www-form-urlencoded\n>\n* upload completely sent off: 61 bytes\n}} grant_type=password&username={c["user"]}&password={pct(pw)}', [pct(pw)])),
        ('systemd journal', lambda: (f'{pick(["Mar", "Jul", "Nov"])} {rint(1, 28)} {hhmm()}:11 {c["svc"]}-1 {c["svc"]}[{rint(1000, 9999)}]: using token {tok} for upstream {h}', [tok])),
    ]
    form, f = pick(forms)
    snip, secrets = f()
    vendor = {'nginx access log with token in query': 'export API', 'app log printing login form': 'auth service',
              'CI log with set -x': 'container registry', 'ORM debug log': 'integrations table',
              'HTTP client trace': 'OAuth server', 'systemd journal': 'upstream API'}[form]
    tip = pick([("The log shipper forwards DEBUG lines to the shared index; the logger must mask these fields.",
                 "로그 수집기가 DEBUG 줄을 공용 인덱스로 보낸다. 로거에서 이 필드를 마스킹해야 한다."),
                ("Log retention is 90 days, so the credential stays searchable for months unless rotated.",
                 "로그 보존 기간이 90일이라 교체하지 않으면 자격 증명이 몇 달 동안 검색된다.")])
    return base_T(c, vendor, 'credential', tip, secrets, snip=snip, primary=secrets[0],
                  what=f'credential leaked in logs ({form})', where='log', label_ko='자격 증명', inline_ok=False,
                  ctx_snip=[("While reading the {svc} logs for {ticket} I didn't expect credentials in them. Excerpt:",
                             "{ticket} 때문에 {svc} 로그를 읽다가 자격 증명이 들어 있을 줄 몰랐다. 발췌:"),
                            ("The log search for the {env} incident returned this line, which I didn't know was being logged:",
                             "{env} 장애 로그 검색에서 이 줄이 나왔는데 이런 게 로그로 남는 줄 몰랐다:")])


def t_stacktrace_pw():
    c = mkctx()
    h, u = dbhost(), c['user']
    pw = pw_no(' "\'@/:')
    forms = [
        ('Java JDBC exception', lambda: f'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "{u}"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\nCaused by: config dump: url=jdbc:postgresql://{h}:5432/{db()} user={u} password={pw}'),
        ('Python traceback with settings', lambda: f'Traceback (most recent call last):\n  File "/app/worker.py", line {rint(10, 200)}, in <module>\n    conn = psycopg2.connect(**DB)\npsycopg2.OperationalError: connection to server at "{h}" failed\n\nLocals: DB = {{\'host\': \'{h}\', \'user\': \'{u}\', \'password\': \'{pw}\', \'dbname\': \'{db()}\'}}'),
        ('Node error with config object', lambda: f"Error: connect ECONNREFUSED {h}:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {{\n  errno: -111,\n  options: {{ host: '{h}', port: 6379, password: '{pw}' }}\n}}"),
        ('Go panic', lambda: f'panic: dial tcp {h}:3306: connect: connection refused (dsn={u}:{pw}@tcp({h}:3306)/{db()})\n\ngoroutine 1 [running]:\nmain.mustOpen(...)\n\t/src/cmd/{c["svc"]}/main.go:{rint(20, 99)}'),
    ]
    form, f = pick(forms)
    c['vendor_db'] = {'Java JDBC exception': 'PostgreSQL', 'Python traceback with settings': 'PostgreSQL',
                      'Node error with config object': 'Redis', 'Go panic': 'MySQL'}[form]
    tip = pick([("The error handler prints the full config on connection failure; that is how it reached Sentry.",
                 "에러 핸들러가 접속 실패 시 설정 전체를 찍어서 Sentry까지 올라갔다."),
                ("Exception messages should never include the DSN; wrap the driver error instead.",
                 "예외 메시지에 DSN을 넣으면 안 된다. 드라이버 에러를 감싸서 던져야 한다.")])
    return base_T(c, c['vendor_db'], 'password', tip, [pw], snip=f(), primary=pw, what=f'password in stack trace ({form})',
                  where='stack trace', label_ko='DB 비밀번호')


def t_env_dump():
    c = mkctx()
    vs = [pick(VENDORS) for _ in range(rint(2, 3))]
    lines, secrets, names = [], [], []
    for v in vs:
        for lab, k, val, sec in gen_vendor(v):
            if len(val) > 120:
                continue
            lines.append(f'{k}={val}')
            if sec:
                secrets.append(val)
        names.append(v[0])
    pw = pw_no(' "\'')
    lines.append(f'DB_PASSWORD={pw}')
    secrets.append(pw)
    lines += [f'HOSTNAME={c["svc"]}-{rs(LODG, 10)}-{rs(LODG, 5)}', 'HOME=/root', f'PATH=/usr/local/bin:/usr/bin:/bin',
              f'APP_ENV={c["env"]}', f'KUBERNETES_SERVICE_HOST=10.96.0.1']
    lines = shuffled(lines)
    form = pick(['printenv', 'docker inspect', 'CI debug'])
    if form == 'printenv':
        snip = f'$ kubectl -n {c["env"]} exec deploy/{c["svc"]} -- printenv\n' + '\n'.join(lines)
    elif form == 'docker inspect':
        snip = '$ docker inspect --format \'{{json .Config.Env}}\' ' + c['svc'] + '\n' + json.dumps(lines, indent=1)
    else:
        snip = f'##[debug]Evaluating env for job {c["job"]}\n' + '\n'.join(f'##[debug]  {x}' for x in lines)
    tip = pick([("printenv inside the pod shows every injected secret; exec access is effectively secret access.",
                 "파드 안에서 printenv를 하면 주입된 시크릿이 전부 보인다. exec 권한이 곧 시크릿 접근 권한이다."),
                ("The CI debug flag (ACTIONS_STEP_DEBUG) dumps the environment; never enable it on the main repo.",
                 "CI 디버그 플래그(ACTIONS_STEP_DEBUG)는 환경 변수를 전부 찍는다. 메인 저장소에서 켜면 안 된다.")])
    return base_T(c, 'runtime', 'environment variables', tip, list(dict.fromkeys(secrets)), snip=snip, primary=None,
                  what=f'environment dump with several secrets ({form})', where=form, vendors=names, own_only=True,
                  label_ko='환경 변수',
                  ctx_snip=[("I didn't know which secrets the {svc} pods in {env} actually receive. Output:",
                             "{env}의 {svc} 파드가 실제로 어떤 시크릿을 받는지 몰랐다. 출력:"),
                            ("Debugging {ticket} I dumped the environment of {svc}; I didn't realise it would include every credential:",
                             "{ticket} 디버깅 중 {svc}의 환경 변수를 덤프했는데 모든 자격 증명이 포함될 줄 몰랐다:")],
                  ctx_short=[("I didn't know how to see which config {svc} gets in {env} without dumping secrets.",
                              "시크릿을 덤프하지 않고 {env}에서 {svc}가 받는 설정을 확인하는 방법을 몰랐다.")],
                  asks=[("Is there a safe way to list config keys for {svc} without values?",
                         "값 없이 {svc}의 설정 키 목록만 보는 안전한 방법이 있나요?"),
                        ("Should all of these be rotated since they were printed in the log?",
                         "로그에 찍혔으니 이 값들을 전부 교체해야 할까요?")])


def t_git_remote():
    c = mkctx()
    kinds = [
        ('GitHub App token', lambda: (lambda t: (f'https://x-access-token:{t}@github.com/{c["team"]}/{c["svc"]}.git', t, 'GitHub'))(crc_token('ghs_'))),
        ('GitHub PAT', lambda: (lambda t: (f'https://{c["handle"].replace(".", "")}:{t}@github.com/{c["team"]}/{c["svc"]}.git', t, 'GitHub'))(crc_token('ghp_'))),
        ('GitLab oauth2', lambda: (lambda t: (f'https://oauth2:{t}@gitlab.{pick(MAIL_DOMAINS)}/{c["team"]}/{c["svc"]}.git', t, 'GitLab'))('glpat-' + rs(URLS, 20))),
        ('Bitbucket', lambda: (lambda t: (f'https://x-token-auth:{t}@bitbucket.org/{c["team"]}/{c["svc"]}.git', t, 'Bitbucket'))('ATCTT3xFfGN0' + rs(URLS, 180))),
        ('Azure DevOps PAT', lambda: (lambda t: (f'https://{t}@dev.azure.com/{c["team"]}/{c["svc"]}/_git/{c["svc"]}', t, 'Azure DevOps'))(rs(LO + '234567', 52))),
        ('Gitee', lambda: (lambda t: (f'https://{c["handle"].replace(".", "")}:{t}@gitee.com/{c["team"]}/{c["svc"]}.git', t, 'Gitee'))(rs(HEX, 32))),
    ]
    kname, gen = pick(kinds)
    url, tok, vendor = gen()
    form = pick(['git remote -v', '.git/config', 'clone command', 'CI log'])
    if form == 'git remote -v':
        snip = f'$ git remote -v\norigin\t{url} (fetch)\norigin\t{url} (push)'
    elif form == '.git/config':
        snip = f'[remote "origin"]\n\turl = {url}\n\tfetch = +refs/heads/*:refs/remotes/origin/*'
    elif form == 'clone command':
        snip = f'git clone --depth 1 {url} /tmp/build'
    else:
        snip = f'Cloning into \'{c["svc"]}\'...\n+ git fetch {url} refs/heads/main\nremote: Enumerating objects: {rint(100, 9999)}, done.'
    tip = pick([("Tokens embedded in the remote URL are stored in .git/config and get copied with the workspace.",
                 "remote URL에 넣은 토큰은 .git/config에 저장되어 작업 공간과 함께 복사된다."),
                ("Use a credential helper or GIT_ASKPASS instead of putting the token in the URL.",
                 "토큰을 URL에 넣지 말고 credential helper나 GIT_ASKPASS를 써야 한다.")])
    return base_T(c, vendor, 'token', tip, [tok], snip=snip, primary=tok, what=f'token in git remote URL ({kname}, {form})',
                  where=form, label_ko='토큰', vendors=[vendor])


def t_proxy():
    c = mkctx()
    u, pw = c['user'], pw_any()
    while len(pct(pw)) > 48:
        pw = pw_any()
    enc = pct(pw)
    dom = pick(MAIL_DOMAINS)
    forms = [
        ('shell proxy env', lambda: f'export http_proxy=http://{u}:{enc}@proxy.{dom}:3128\nexport https_proxy=$http_proxy\nexport no_proxy=localhost,127.0.0.1,.{dom}'),
        ('apt proxy', lambda: f'Acquire::http::Proxy "http://{u}:{enc}@proxy.{dom}:8080/";'),
        ('Docker daemon proxy', lambda: f'[Service]\nEnvironment="HTTPS_PROXY=http://{u}:{enc}@proxy.{dom}:3128"'),
        ('Maven proxy', lambda: f'<proxy>\n  <id>corp</id>\n  <host>proxy.{dom}</host>\n  <port>8080</port>\n  <username>{u}</username>\n  <password>{pw}</password>\n</proxy>'),
        ('git config proxy', lambda: f'git config --global http.proxy http://{u}:{enc}@proxy.{dom}:3128'),
    ]
    form, f = pick(forms)
    if form == 'Maven proxy':
        pw = pw_no('<>&"\' ')
        enc = pw
    snip = f()
    tip = pick([("The proxy uses the person's AD password, so it expires every 90 days and breaks CI.",
                 "프록시가 개인 AD 비밀번호를 써서 90일마다 만료되고 CI가 깨진다."),
                ("Special characters in the proxy password must be percent-encoded or curl splits at @.",
                 "프록시 비밀번호의 특수 문자는 퍼센트 인코딩해야 한다. 아니면 curl이 @에서 잘라 버린다.")])
    return base_T(c, 'corporate proxy', 'password', tip, [enc], snip=snip, primary=enc, what=f'proxy credentials ({form})',
                  where=form, label_ko='비밀번호', vendor_ko='사내 프록시')


def t_tfstate():
    c = mkctx()
    pw = pw_random(rint(16, 28))
    snip = json.dumps({'mode': 'managed', 'type': pick(['aws_db_instance', 'azurerm_mssql_server', 'google_sql_user', 'ncloud_mysql']),
                       'name': c['svc'].replace('-', '_'),
                       'instances': [{'attributes': {'username': c['user'], 'password': pw, 'port': 5432,
                                                     'endpoint': dbhost()}}]}, indent=1)
    tip = pick([("Terraform state stores sensitive attributes in plain text; the state bucket needs tight IAM.",
                 "Terraform state는 민감한 속성을 평문으로 저장한다. state 버킷 IAM을 좁혀야 한다."),
                ("`sensitive = true` only hides it from plan output, not from the state file.",
                 "`sensitive = true`는 plan 출력에서만 숨길 뿐 state 파일에서는 숨기지 않는다.")])
    return base_T(c, 'Terraform', 'DB master password', tip, [pw], snip=snip, primary=pw, what='password in terraform state',
                  where='tfstate JSON', label_ko='DB 마스터 비밀번호')


def t_kubectl_decode():
    c = mkctx()
    pw = pw_no(' "\'')
    key = pick(['password', 'db-password', 'api-token', 'redis-password'])
    snip = (f"$ kubectl -n {c['env']} get secret {c['svc']}-db -o jsonpath='{{.data.{key}}}' | base64 -d\n{pw}")
    if chance(0.5):
        enc = b64(pw.encode())
        snip = (f"$ kubectl -n {c['env']} get secret {c['svc']}-db -o jsonpath='{{.data.{key}}}'\n{enc}\n"
                f"$ echo {enc} | base64 -d\n{pw}")
        secrets = [enc, pw]
    else:
        secrets = [pw]
    tip = ("Anyone with `get secrets` in the namespace can read these values; RBAC for the on-call role is too broad.",
           "네임스페이스에서 `get secrets` 권한이 있으면 누구나 이 값을 읽는다. 온콜 역할의 RBAC가 너무 넓다.")
    return base_T(c, 'Kubernetes', key, tip, secrets, snip=snip, primary=pw if len(secrets) == 1 else None,
                  what='decoded Kubernetes secret (kubectl | base64 -d)', where='kubectl output')


# ---------------------------------------------------------------- clean notes
EN_C = {
    'ctx_snip': [
        "While working on {ticket} in {svc} I wasn't sure whether this was safe to commit:",
        "I didn't know how {svc} gets its {thing} in {env}. Relevant part of {where}:",
        "The reviewer flagged this snippet from {where} as a possible leak and I had to check it:",
        "I had no context on what these values in {svc} are. Output:",
        "The `{job}` job output confused me; this is what it printed:",
        "A secret scanner flagged the following in {svc} ({ticket}):",
        "I didn't know whether the {thing} should live in the repo. Current content of {where}:",
    ],
    'ctx_short': [
        "I didn't know how {svc} gets its {thing} in {env}.",
        "A secret scanner flagged {where} in {svc} and I didn't know if it was a real finding.",
        "I wasn't sure whether the values in {where} were real credentials.",
        "Nobody explained the origin of the {thing} used by {svc}.",
        "The `{job}` job failed and the log looked like it contained credentials.",
    ],
    'les_snip': [
        "{tip} For reference:",
        "{tip}\nWhat it looks like now:",
        "Confirmed it is safe to keep in the repo:",
        "{tip} Example:",
    ],
    'les': [
        "{tip}",
        "{tip} Nothing sensitive is stored in the repo.",
        "Lesson: {tip}",
        "{tip} Closed {ticket} as a false positive.",
    ],
    'ask': [
        "Who manages the {thing} for {svc}: the platform team or us?",
        "Should the scanner allowlist {where} so this stops being flagged?",
        "Where should I look up the real value when I need it locally?",
        "",
        "Is there a doc page I should update about this?",
        "Do you want me to add a comment in {where} explaining these values?",
    ],
    'ask_snip': [
        "Is this the expected format for {svc}?\n",
        "Can you confirm this is fine to commit?\n",
    ],
}
KO_C = {
    'ctx_snip': [
        "{svc}에서 {ticket} 작업 중 이걸 커밋해도 안전한지 확신이 없었다:",
        "{env}에서 {svc} 서비스가 {thing}을(를) 어디서 받는지 몰랐다. {where}의 관련 부분:",
        "리뷰어가 {where}의 이 부분을 유출 가능성으로 지적해서 확인해야 했다:",
        "{svc}에 있는 이 값들이 무엇인지 맥락이 없었다. 출력:",
        "`{job}` 잡 출력이 헷갈렸다. 찍힌 내용:",
        "시크릿 스캐너가 {svc}에서 다음을 탐지했다 ({ticket}):",
        "{thing}이(가) 저장소에 있어도 되는지 몰랐다. {where} 현재 내용:",
    ],
    'ctx_short': [
        "{env}에서 {svc} 서비스가 {thing}을(를) 어디서 받는지 몰랐다.",
        "시크릿 스캐너가 {svc}의 {where}을(를) 탐지했는데 실제 문제인지 몰랐다.",
        "{where}에 있는 값들이 실제 자격 증명인지 확신이 없었다.",
        "{svc}의 {thing}이(가) 어디서 오는지 아무도 설명해 주지 않았다.",
        "`{job}` 잡이 실패했는데 로그에 자격 증명이 들어 있는 것처럼 보였다.",
    ],
    'les_snip': [
        "{tip} 참고:",
        "{tip}\n현재 상태:",
        "저장소에 두어도 안전한 것으로 확인:",
        "{tip} 예시:",
    ],
    'les': [
        "{tip}",
        "{tip} 저장소에는 민감한 값이 저장되어 있지 않다.",
        "정리: {tip}",
        "{tip} {ticket} 이슈는 오탐으로 종료.",
    ],
    'ask': [
        "{svc}의 {thing}은(는) 플랫폼 팀이 관리하나요, 우리 팀이 관리하나요?",
        "이게 계속 탐지되지 않도록 스캐너 허용 목록에 {where}을(를) 추가할까요?",
        "로컬에서 실제 값이 필요할 때는 어디서 확인하면 되나요?",
        "",
        "이 내용에 대해 업데이트해야 할 문서 페이지가 있나요?",
        "{where}에 이 값들을 설명하는 주석을 추가할까요?",
    ],
    'ask_snip': [
        "{svc}에서 기대하는 형식이 이게 맞나요?\n",
        "이대로 커밋해도 괜찮은지 확인 부탁드립니다.\n",
    ],
}
BANK_C = {'en': EN_C, 'ko': KO_C}


def compose_clean(lang, T):
    B = BANK_C[lang]
    li = 0 if lang == 'en' else 1
    slots = dict(T['ctx'])
    slots['thing'] = T['thing'][li]
    slots.setdefault('where', slots['path'])
    slots['tip'] = fill(T['tip'][li], slots)
    snip = T.get('snip')
    own_ctx = T.get('ctx_own')

    def cs(key):
        if own_ctx and (chance(0.6) or T.get('plain') or not snip):
            lead = fill(pick(own_ctx)[li], slots)
            if key == 'ctx_snip':
                lead += ' ' + pick(['Relevant part:', 'For reference:'] if li == 0 else ['관련 부분:', '참고:'])
            return lead
        return fill(pick(B[key]), slots)

    def ask():
        if T.get('asks') and chance(0.5):
            return fill(pick(T['asks'])[li], slots)
        return fill(pick(B['ask']), slots)

    if snip:
        modes = ['snip_ctx'] * 5 + ['snip_les'] * 4 + (['snip_ask'] if len(snip.encode()) < 360 else [])
    else:
        modes = ['prose']
    mode = pick(modes)
    if mode == 'snip_ctx':
        f = (cs('ctx_snip') + '\n' + snip, fill(pick(B['les']), slots), ask())
    elif mode == 'snip_les':
        f = (cs('ctx_short'), fill(pick(B['les_snip']), slots) + '\n' + snip, ask())
    elif mode == 'snip_ask':
        f = (cs('ctx_short'), fill(pick(B['les']), slots), fill(pick(B['ask_snip']), slots) + snip)
    elif T.get('plain'):
        f = (cs('ctx_short'), slots['tip'], fill(pick(PLAIN_ASKS)[li], slots))
    else:
        extra = T.get('extra')
        les = pick([slots['tip'], ('Lesson: ' if li == 0 else '정리: ') + slots['tip']])
        if extra:
            les = les + ' ' + fill(extra[li], slots)
        f = (cs('ctx_short'), les, ask())
    return {'missing_context': f[0], 'lesson': f[1], 'ask_next_time': f[2]}, mode


PLAIN_ASKS = [("Should I add this to the {svc} runbook?", "이 내용을 {svc} 런북에 추가할까요?"),
              ("Who should review this kind of change next time?", "다음에 이런 변경은 누구에게 리뷰를 받아야 하나요?"),
              ("", ""), ("Is {env} the only environment affected, or should I check the others too?",
                          "영향받는 환경이 {env}뿐인가요, 다른 환경도 확인해야 하나요?")]


WHERE_BY_FORM = {
    'aws configure list': '`aws configure list`', 'gh auth status': '`gh auth status`',
    'kubectl describe secret': '`kubectl describe secret`', 'Stripe dashboard': 'the Stripe dashboard screenshot text',
    'OpenAI keys page': 'the API keys page', 'terraform plan': 'plan.txt', 'GitHub Actions log': 'the Actions log',
    'env | sed masked': 'debug.log', 'vercel env ls': '`vercel env ls`', 'masked token in chat': '#ops-chat',
    'npm token list': '`npm token list`',
    'k8s secretKeyRef': 'deployment.yaml', 'AWS Secrets Manager ARN': 'task-definition.json', 'SSM parameter': 'scripts/fetch-secrets.sh',
    '1Password reference': '.env.1p', 'Vault path': 'docs/runbook.md', 'GCP Secret Manager': 'Makefile',
    'Azure Key Vault reference': 'appsettings.json', 'External Secrets': 'external-secret.yaml', 'Doppler': 'README.md',
    'NCP Secret Manager': 'scripts/bootstrap.sh',
    'sha256sum': 'SHA256SUMS', 'docker image digest': 'release.md', 'npm integrity': 'package-lock.json', 'go.sum': 'go.sum',
    'git log': 'CHANGELOG.md', 'pip hashes': 'requirements.txt', 'SRI script tag': 'templates/base.html',
    'terraform lock': '.terraform.lock.hcl', 'md5 of artifact': 'release-checksums.txt', 'git bisect': 'bisect.log',
    'request ids': 'app.log', 'traceparent': 'request-headers.txt', 'AWS error': 'worker.log', 'Stripe object ids': 'refund-ticket.md',
    'Sentry event': 'incident.md', 'k8s uids': 'pod.yaml', 'GitHub run': 'ci-failure.md', 'Toss payment ids': 'payment-log.txt',
    'Datadog trace': 'apm.log',
    'authorized_keys': 'authorized_keys', 'ssh-rsa public key': 'id_rsa.pub', 'fingerprint': 'onboarding.md',
    'GPG fingerprint': 'KEYS', 'PEM public key': 'public.pem', 'age recipient': '.sops.yaml', 'WireGuard peer': 'wg0.conf',
    'JWKS': 'jwks.json', 'known_hosts': 'known_hosts', 'host key prompt': 'bastion-setup.md', 'cosign public key': 'cosign.pub',
    'certificate': 'ca.crt', 'TLS fingerprint': 'tls-check.txt',
    'AWS account and role ARN': 'deploy/config.yml', 'Twilio Account SID': '.env.example', 'Google OAuth client id': 'config/oauth.env',
    'Azure ids': 'azure.env', 'GitHub App ids': 'github-app.yml', 'WeChat/Feishu app ids': 'config/im.env', 'Apple ids': 'fastlane/.env',
    'Kakao/Naver ids': 'config/social.env', 'GA4 / Firebase project': 'firebase.json', 'Slack ids': 'alerts.yml',
    'Pub/Sub message': 'pubsub-sample.json', 'ConfigMap binaryData': 'configmap.yaml', 'data URI': 'email-template.html',
    'Kafka record': 'consumer.log', 'base64 of config': 'notes.md', 'SQS body': 'dlq-message.txt',
    'ARNs': 'lambda.log', 'image with digest': 'deployment.yaml', 'Azure resource id': 'main.bicep',
    'GCP resource names': 'cloudrun.log', 'S3 keys': 'export-job.log', 'Java class names': 'stacktrace.txt',
    'Terraform addresses': 'plan.txt', 'Go pseudo-version': 'go.mod', 'semver with build metadata': 'release.md',
    'wheel filenames': 'pip.log', 'docker tags': 'Dockerfile', 'Maven coordinates': 'pom.xml',
    'SOPS': 'secrets.enc.yaml', 'Ansible Vault': 'group_vars/vault.yml', 'SealedSecret': 'sealed-secret.yaml',
    'Jasypt': 'application.properties', 'AWS KMS ciphertext': 'kms-output.json', 'Rails credentials.yml.enc': 'credentials/production.yml.enc',
    'Vault transit ciphertext': 'orders.sql', 'PGP message': 'handover.txt.asc', 'age file': 'backup.age',
    'config': 'config.yml', 'curl': 'repro.sh', 'connection string': '.env', 'log': 'app.log',
    'Stripe webhook verification': 'webhooks.py', 'GitHub webhook verification': 'handler.ts',
    'Slack request signing': 'slack_events.py', 'Toss webhook': 'toss-webhook.log',
}


def where_for(form):
    return WHERE_BY_FORM.get(form) or pick(['notes.md', 'config.yml', 'README.md'])


def cT(ctx, thing, tip, snip=None, cat='', **kw):
    T = {'ctx': ctx, 'thing': thing, 'tip': tip, 'snip': snip, 'cat': cat, 'secrets': []}
    T.update(kw)
    return T


PLACEHOLDER_KEYS = [
    ('STRIPE_SECRET_KEY', 'sk_live_'), ('OPENAI_API_KEY', 'sk-'), ('GITHUB_TOKEN', 'ghp_'), ('AWS_SECRET_ACCESS_KEY', ''),
    ('AWS_ACCESS_KEY_ID', 'AKIA'), ('SLACK_BOT_TOKEN', 'xoxb-'), ('DB_PASSWORD', ''), ('KAKAO_REST_API_KEY', ''),
    ('TOSS_SECRET_KEY', 'test_sk_'), ('NCLOUD_SECRET_KEY', ''), ('SENDGRID_API_KEY', 'SG.'), ('JWT_SECRET', ''),
    ('REDIS_PASSWORD', ''), ('ANTHROPIC_API_KEY', 'sk-ant-'), ('GITLAB_TOKEN', 'glpat-'), ('NPM_TOKEN', 'npm_'),
    ('DATADOG_API_KEY', ''), ('LINE_CHANNEL_SECRET', ''), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', ''), ('HF_TOKEN', 'hf_'),
    ('SMTP_PASSWORD', ''), ('DISCORD_BOT_TOKEN', ''), ('TELEGRAM_BOT_TOKEN', ''), ('PORTONE_API_SECRET', ''),
]


def placeholder(env, prefix):
    opts = [f'<{kebab(env)}>', f'YOUR_{env}', f'your-{kebab(env)}-here', 'REPLACE_ME', '', '...', '<redacted>',
            'changeit-in-vault', f'${{{env}}}', '********', '<set in 1Password>', 'TODO']
    if prefix:
        opts += [prefix + 'x' * rint(16, 32), prefix + 'X' * rint(16, 32), prefix + '...', prefix + '<your key>',
                 prefix + '*' * rint(10, 24)]
    return pick(opts)


def k_placeholder():
    c = mkctx()
    keys = shuffled(PLACEHOLDER_KEYS)[:rint(3, 6)]
    style = pick(['env', 'yaml', 'json'])
    vals = [(k, placeholder(k, p)) for k, p in keys]
    if style == 'env':
        snip = f'# {pick([".env.example", ".env.sample", "env.template"])}\n' + '\n'.join(f'{k}={v}' for k, v in vals)
    elif style == 'yaml':
        snip = 'secrets:\n' + '\n'.join(f'  {k.lower()}: "{v}"' for k, v in vals)
    else:
        snip = json.dumps({camel(k): v for k, v in vals}, indent=2)
    c['where'] = pick(['.env.example', 'README.md', 'docs/setup.md', 'config/example.yml'])
    tip = pick([("The example file only has placeholders; real values come from the secret manager at deploy time.",
                 "예시 파일에는 플레이스홀더만 있고 실제 값은 배포 시 시크릿 매니저에서 온다."),
                ("Placeholders keep the vendor prefix so people recognise which key goes where, but the body is fake.",
                 "플레이스홀더는 어떤 키인지 알아보도록 벤더 접두사만 남기고 본문은 가짜다."),
                ("The app fails fast on startup when a value still looks like a placeholder.",
                 "값이 아직 플레이스홀더처럼 보이면 앱이 기동 시 바로 실패한다.")])
    return cT(c, ('API keys', 'API 키'), tip, snip, 'placeholders in example config')


def k_templated():
    c = mkctx()
    forms = [
        ('Helm template', lambda: f'env:\n  - name: DB_PASSWORD\n    value: {{{{ .Values.db.password | quote }}}}\n  - name: API_TOKEN\n    value: {{{{ required "apiToken" .Values.apiToken | quote }}}}'),
        ('Ansible/Jinja', lambda: f'db_password: "{{{{ vault_db_password }}}}"\napi_key: "{{{{ lookup(\'env\', \'{c["svc"].upper().replace("-", "_")}_API_KEY\') }}}}"'),
        ('GitHub Actions', lambda: f'      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n          SLACK_WEBHOOK: ${{{{ secrets.SLACK_WEBHOOK_URL }}}}'),
        ('Terraform', lambda: f'resource "aws_db_instance" "{c["svc"].replace("-", "_")}" {{\n  username = "app"\n  password = var.db_password\n}}\n\nvariable "db_password" {{\n  type      = string\n  sensitive = true\n}}'),
        ('docker-compose', lambda: f'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${{POSTGRES_PASSWORD:?set it in .env}}\n      POSTGRES_USER: ${{POSTGRES_USER:-app}}'),
        ('Spring', lambda: f'spring:\n  datasource:\n    username: ${{DB_USER}}\n    password: ${{DB_PASSWORD:}}\n  security.oauth2.client.registration.google.client-secret: ${{GOOGLE_CLIENT_SECRET}}'),
        ('Python', lambda: f'STRIPE_KEY = os.environ["STRIPE_SECRET_KEY"]\nDB_URL = os.getenv("DATABASE_URL")\nif not STRIPE_KEY.startswith("sk_"):\n    raise RuntimeError("bad key")'),
        ('Node', lambda: f"const openai = new OpenAI({{ apiKey: process.env.OPENAI_API_KEY }});\nconst kakaoKey = process.env.KAKAO_REST_API_KEY ?? throwMissing('KAKAO_REST_API_KEY');"),
        ('Go template', lambda: f'{{{{ with secret "secret/data/{c["svc"]}/{c["env"]}" }}}}\nexport DB_PASSWORD="{{{{ .Data.data.password }}}}"\n{{{{ end }}}}'),
        ('Kotlin', lambda: f'val token = System.getenv("GITHUB_TOKEN") ?: error("GITHUB_TOKEN not set")'),
        ('Rails', lambda: f'Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\nTwilio.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")'),
    ]
    form, f = pick(forms)
    c['where'] = {'Helm template': 'templates/deployment.yaml', 'Ansible/Jinja': 'group_vars/all.yml',
                  'GitHub Actions': '.github/workflows/release.yml', 'Terraform': 'main.tf',
                  'docker-compose': 'docker-compose.yml', 'Spring': 'application.yml', 'Python': 'settings.py',
                  'Node': 'src/clients.ts', 'Go template': 'vault-agent.hcl.tpl', 'Kotlin': 'build.gradle.kts',
                  'Rails': 'config/initializers/payments.rb'}[form]
    tip = pick([("These are template references, the values are injected at deploy time.",
                 "이건 템플릿 참조일 뿐이고 값은 배포 시점에 주입된다."),
                ("The code only reads env vars; the secrets live in the CI secret store.",
                 "코드는 환경 변수만 읽고 시크릿은 CI 시크릿 저장소에 있다.")])
    return cT(c, ('secrets', '시크릿'), tip, f(), f'templated references ({form})')


def k_masked():
    c = mkctx()
    last4 = rs(UPDG, 4)
    forms = [
        ('aws configure list', lambda: f'      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  {c["env"]}           manual    --profile\naccess_key     ****************{last4} shared-credentials-file\nsecret_key     ****************{rs(AN, 4)} shared-credentials-file\n    region           {c["region"]}      config-file    ~/.aws/config'),
        ('gh auth status', lambda: f'github.com\n  ✓ Logged in to github.com account {c["handle"].replace(".", "")} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\', \'workflow\''),
        ('kubectl describe secret', lambda: f'Name:         {c["svc"]}-db\nNamespace:    {c["env"]}\nType:  Opaque\n\nData\n====\npassword:  {rint(12, 40)} bytes\nusername:  {rint(3, 10)} bytes'),
        ('Stripe dashboard', lambda: f'Secret key   sk_live_...{rs(AN, 4)}   created {rint(1, 28)} Mar 2025   last used 2 hours ago\nRestricted   rk_live_...{rs(AN, 4)}   ({c["svc"]})'),
        ('OpenAI keys page', lambda: f'NAME            SECRET KEY      CREATED\n{c["svc"]}     sk-...{rs(AN, 4)}       Mar {rint(1, 28)}, 2025\nci-bot          sk-...{rs(AN, 4)}       Jan {rint(1, 28)}, 2025'),
        ('terraform plan', lambda: f'  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {{\n      ~ password = (sensitive value)\n        id       = "{c["svc"]}-{c["env"]}"\n    }}'),
        ('GitHub Actions log', lambda: f'Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\n+ curl -H "Authorization: Bearer ***" https://{c["host"]}/deploy\nDeploy accepted'),
        ('env | sed masked', lambda: f'$ env | grep -E "KEY|TOKEN|SECRET" | sed -E "s/=.+/=<masked>/"\nOPENAI_API_KEY=<masked>\nGITHUB_TOKEN=<masked>\nNCLOUD_SECRET_KEY=<masked>'),
        ('vercel env ls', lambda: f' name                     value               environments        created\n DATABASE_URL             Encrypted           Production          {rint(2, 40)}d ago\n STRIPE_SECRET_KEY        Encrypted           Production, Preview {rint(2, 40)}d ago'),
        ('masked token in chat', lambda: f'[{hhmm()}] {c["handle"]}: rotated the bot token, new one ends in …{rs(AN, 4)} (full value is in 1Password "Slack bot {c["env"]}")'),
        ('npm token list', lambda: f'┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ {rs(HEX, 6)} │ {rs(HEX, 6)}… │ 2025-0{rint(1, 9)}-1{rint(0, 9)} │ no       │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("The output only shows masked values, so it is fine to paste into the ticket.",
                 "출력에는 마스킹된 값만 있어서 티켓에 붙여도 괜찮다."),
                ("Masked suffixes are enough to tell which key is active without exposing it.",
                 "마스킹된 끝자리만으로도 키를 노출하지 않고 어떤 키가 활성인지 구분할 수 있다.")])
    return cT(c, ('credentials', '자격 증명'), tip, f(), f'masked output ({form})')


def k_secret_refs():
    c = mkctx()
    acct = acct_id()
    forms = [
        ('k8s secretKeyRef', lambda: f'          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: {c["svc"]}-db\n                  key: password'),
        ('AWS Secrets Manager ARN', lambda: f'"secrets": [{{\n  "name": "DB_PASSWORD",\n  "valueFrom": "arn:aws:secretsmanager:{c["region"]}:{acct}:secret:{c["env"]}/{c["svc"]}/db-{rs(AN, 6)}:password::"\n}}]'),
        ('SSM parameter', lambda: f'aws ssm get-parameter --name /{c["env"]}/{c["svc"]}/stripe_secret_key --with-decryption --query Parameter.Version'),
        ('1Password reference', lambda: f'STRIPE_SECRET_KEY=op://Engineering/Stripe {c["env"]}/credential\nDB_PASSWORD=op://Engineering/{c["svc"]}-db/password\n$ op run --env-file=.env.1p -- npm start'),
        ('Vault path', lambda: f'vault kv get -field=password secret/{c["team"]}/{c["svc"]}/{c["env"]}/db\nvault kv metadata get secret/{c["team"]}/{c["svc"]}/{c["env"]}/db'),
        ('GCP Secret Manager', lambda: f'gcloud secrets versions access latest --secret={c["svc"]}-api-key --project={c["svc"]}-{rint(100000, 999999)}\n# resource: projects/{rint(10 ** 11, 10 ** 12)}/secrets/{c["svc"]}-api-key/versions/latest'),
        ('Azure Key Vault reference', lambda: f'"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-{c["svc"]}-{c["env"]}.vault.azure.net/secrets/db-password/)"'),
        ('External Secrets', lambda: f'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n    - secretKey: api-token\n      remoteRef:\n        key: {c["team"]}/{c["svc"]}\n        property: api_token'),
        ('Doppler', lambda: f'doppler setup --project {c["svc"]} --config {c["env"]}\ndoppler run -- ./gradlew bootRun'),
        ('NCP Secret Manager', lambda: f'ncloud secretmanager getSecretValue --secretId {rs(LODG, 8)}-{c["svc"]}-{c["env"]} --regionCode KR'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("The repo only holds a reference; the value is resolved at runtime by the platform.",
                 "저장소에는 참조만 있고 값은 런타임에 플랫폼이 해석한다."),
                ("To read the real value you need the {env} role; the reference alone is harmless.",
                 "실제 값을 읽으려면 {env} 역할이 필요하다. 참조 자체는 무해하다.")])
    return cT(c, ('database password', 'DB 비밀번호'), tip, f(), f'secret-manager/env reference ({form})')


def k_hashes():
    c = mkctx()
    forms = [
        ('sha256sum', lambda: '\n'.join(f'{rs(HEX, 64)}  {c["svc"]}-{rint(1, 3)}.{rint(0, 20)}.{rint(0, 9)}-{a}.tar.gz' for a in ['linux-amd64', 'linux-arm64', 'darwin-arm64'][:rint(1, 3)])),
        ('docker image digest', lambda: f'$ docker buildx imagetools inspect {c["image"]}\nName:      {c["image"]}\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    sha256:{rs(HEX, 64)}'),
        ('npm integrity', lambda: f'"node_modules/{pick(["lodash", "axios", "zod", "dayjs"])}": {{\n  "version": "{rint(1, 5)}.{rint(0, 20)}.{rint(0, 9)}",\n  "resolved": "https://registry.npmjs.org/...",\n  "integrity": "sha512-{b64(rbytes(64))}"\n}}'),
        ('go.sum', lambda: f'github.com/{pick(["spf13/cobra", "gin-gonic/gin", "jackc/pgx/v5"])} v1.{rint(1, 9)}.{rint(0, 9)} h1:{b64(rbytes(32))}\ngithub.com/{pick(["spf13/cobra", "gin-gonic/gin", "jackc/pgx/v5"])} v1.{rint(1, 9)}.{rint(0, 9)}/go.mod h1:{b64(rbytes(32))}'),
        ('git log', lambda: '\n'.join(f'{rs(HEX, 40)} {m}' for m in shuffled(['fix: retry on 502', 'chore: bump deps', 'feat: add export', 'revert: cache change', 'ci: pin actions'])[:rint(2, 4)])),
        ('pip hashes', lambda: f'{pick(["requests", "urllib3", "cryptography"])}=={rint(1, 43)}.{rint(0, 9)}.{rint(0, 9)} \\\n    --hash=sha256:{rs(HEX, 64)} \\\n    --hash=sha256:{rs(HEX, 64)}'),
        ('SRI script tag', lambda: f'<script src="https://cdn.jsdelivr.net/npm/{pick(["chart.js", "htmx.org", "alpinejs"])}@{rint(1, 4)}.{rint(0, 9)}.{rint(0, 9)}/dist/x.min.js"\n        integrity="sha384-{b64(rbytes(48))}"\n        crossorigin="anonymous"></script>'),
        ('terraform lock', lambda: f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{rint(10, 80)}.0"\n  hashes = [\n    "h1:{b64(rbytes(32))}",\n    "zh:{rs(HEX, 64)}",\n  ]\n}}'),
        ('md5 of artifact', lambda: f'MD5 ({c["svc"]}-release.zip) = {rs(HEX, 32)}\nSHA1 ({c["svc"]}-release.zip) = {rs(HEX, 40)}'),
        ('git bisect', lambda: f'$ git bisect good {rs(HEX, 40)}\n$ git bisect bad {rs(HEX, 12)}\nBisecting: {rint(3, 40)} revisions left to test after this (roughly {rint(2, 6)} steps)\n[{rs(HEX, 40)}] {pick(["refactor session store", "bump redis client"])}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("These are content digests for integrity checks, not secrets; they are public by design.",
                 "이건 무결성 확인용 콘텐츠 다이제스트이지 시크릿이 아니다. 원래 공개되는 값이다."),
                ("Pinning by digest is what made the build reproducible; the tag alone had moved.",
                 "다이제스트로 고정해서 빌드가 재현 가능해졌다. 태그만으로는 내용이 바뀌어 있었다.")])
    return cT(c, ('checksums', '체크섬'), tip, f(), f'hashes/digests ({form})')


def k_ids():
    c = mkctx()
    forms = [
        ('request ids', lambda: f'{ts()} ERROR [{c["svc"]}] upstream timeout request_id={uuid4()} trace_id={rs(HEX, 32)} span_id={rs(HEX, 16)}\n{ts()} ERROR [{c["svc"]}] upstream timeout request_id={uuid4()} trace_id={rs(HEX, 32)} span_id={rs(HEX, 16)}'),
        ('traceparent', lambda: f'traceparent: 00-{rs(HEX, 32)}-{rs(HEX, 16)}-01\nx-request-id: {uuid4()}\ncf-ray: {rs(HEX, 16)}-ICN'),
        ('AWS error', lambda: f'An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 2): Rate exceeded\nRequestId: {uuid4()}\nExtendedRequestId: {b64(rbytes(48))}'),
        ('Stripe object ids', lambda: f'customer: cus_{rs(AN, 14)}\npayment_intent: pi_{rs(AN, 24)}\nevent: evt_{rs(AN, 24)}\nprice: price_{rs(AN, 24)}'),
        ('Sentry event', lambda: f'Sentry event {rs(HEX, 32)} (issue {c["svc"].upper()}-{rs(UPDG, 3)}), release {c["svc"]}@{rint(1, 9)}.{rint(0, 40)}.{rint(0, 9)}+{rs(HEX, 7)}'),
        ('k8s uids', lambda: f'metadata:\n  name: {c["svc"]}-{rs(LODG, 10)}-{rs(LODG, 5)}\n  uid: {uuid4()}\n  resourceVersion: "{rint(10 ** 7, 10 ** 9)}"\n  ownerReferences:\n    - kind: ReplicaSet\n      uid: {uuid4()}'),
        ('GitHub run', lambda: f'https://github.com/{c["team"]}/{c["svc"]}/actions/runs/{rint(10 ** 9, 10 ** 10)}/job/{rint(10 ** 10, 10 ** 11)}'),
        ('Toss payment ids', lambda: f'orderId: ORD-{rs(DG, 8)}-{rs(UPDG, 4)}\npaymentKey: {rs(AN, 50)}\nstatus: DONE\napprovedAt: 2025-0{rint(1, 9)}-1{rint(0, 9)}T1{rint(0, 9)}:2{rint(0, 9)}:00+09:00'),
        ('Datadog trace', lambda: f'dd.trace_id={rint(10 ** 18, 10 ** 19 - 1)} dd.span_id={rint(10 ** 18, 10 ** 19 - 1)} service={c["svc"]} env={c["env"]}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("Request and trace ids are just correlation handles; support needs them to find the logs.",
                 "요청 ID와 트레이스 ID는 상관관계용 식별자일 뿐이다. 지원팀이 로그를 찾으려면 필요하다."),
                ("Object ids can't be used to do anything without the API key, so they can go in tickets.",
                 "객체 ID는 API 키 없이는 아무것도 할 수 없어서 티켓에 적어도 된다.")])
    return cT(c, ('request ids', '요청 ID'), tip, f(), f'ids/request ids ({form})')


def k_public_keys():
    c = mkctx()
    ed = b64(sshstr(b'ssh-ed25519') + sshstr(rbytes(32)))
    forms = [
        ('authorized_keys', lambda: f'ssh-ed25519 {ed} {c["handle"]}@laptop\nssh-ed25519 {b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))} deploy@{c["svc"]}'),
        ('ssh-rsa public key', lambda: f'ssh-rsa {b64(sshstr(b"ssh-rsa") + sshstr(bytes([1, 0, 1])) + sshstr(bytes([0]) + rbytes(256)))} {c["handle"]}@workstation'),
        ('fingerprint', lambda: f'$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:{b64(rbytes(32)).rstrip("=")} {c["handle"]}@laptop (ED25519)'),
        ('GPG fingerprint', lambda: f'pub   ed25519 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {" ".join(rs(HEXU, 4) for _ in range(10))}\nuid           [ultimate] {c["handle"]} <{email(c["handle"])}>'),
        ('PEM public key', lambda: '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(wrap(b64(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64)), 64)) + '\n-----END PUBLIC KEY-----'),
        ('age recipient', lambda: f'# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/{c["env"]}/.*\\.yaml$\n    age: age1{rs(BECH32, 58)}'),
        ('WireGuard peer', lambda: f'[Peer]\n# {c["handle"]} laptop\nPublicKey = {b64(rbytes(32))}\nAllowedIPs = 10.{rint(0, 200)}.0.{rint(2, 250)}/32'),
        ('JWKS', lambda: json.dumps({'keys': [{'kty': 'RSA', 'use': 'sig', 'kid': rs(URLS, 22), 'alg': 'RS256', 'e': 'AQAB',
                                               'n': b64url(bytes([rint(0xc0, 0xff)]) + rbytes(255))}]}, indent=1)),
        ('known_hosts', lambda: f'{c["host"]} ecdsa-sha2-nistp256 {b64(sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(bytes([4]) + rbytes(64)))}'),
        ('host key prompt', lambda: f"The authenticity of host '{c['host']} (10.{rint(0, 9)}.{rint(0, 255)}.{rint(2, 250)})' can't be established.\nED25519 key fingerprint is SHA256:{b64(rbytes(32)).rstrip('=')}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?"),
        ('cosign public key', lambda: '-----BEGIN PUBLIC KEY-----\n' + '\n'.join(wrap(b64(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64)), 64)) + '\n-----END PUBLIC KEY-----\n$ cosign verify --key cosign.pub ' + c['image']),
        ('certificate', lambda: '-----BEGIN CERTIFICATE-----\n' + '\n'.join(wrap(b64(bytes.fromhex('308203') + rbytes(rint(250, 330))), 64)) + '\n-----END CERTIFICATE-----'),
        ('TLS fingerprint', lambda: f'$ openssl x509 -in {c["svc"]}.crt -noout -fingerprint -sha256\nsha256 Fingerprint={":".join(rs(HEXU, 2) for _ in range(32))}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("Public keys and fingerprints are meant to be shared; only the private half is sensitive.",
                 "공개 키와 지문은 원래 공유하는 값이다. 민감한 건 개인 키 쪽뿐이다."),
                ("Adding the public key to the repo is how access is granted, so it must stay in plain text.",
                 "공개 키를 저장소에 추가하는 방식으로 접근 권한을 주므로 평문으로 있어야 한다.")])
    return cT(c, ('public keys', '공개 키'), tip, f(), f'public key / fingerprint ({form})')


def k_nonsecret_ids():
    c = mkctx()
    forms = [
        ('AWS account and role ARN', lambda: f'account: {acct_id()}\nrole_arn: arn:aws:iam::{acct_id()}:role/{c["svc"]}-{c["env"]}-deployer\nexternal_id: {c["team"]}-{c["env"]}'),
        ('Twilio Account SID', lambda: f'TWILIO_ACCOUNT_SID=AC{rs(HEX, 32)}\nTWILIO_AUTH_TOKEN=${{TWILIO_AUTH_TOKEN}}\nTWILIO_FROM=+1{rs(DG, 10)}'),
        ('Google OAuth client id', lambda: f'GOOGLE_CLIENT_ID={rs(DG, 12)}-{rs(LODG, 32)}.apps.googleusercontent.com\n# the client secret is in Secret Manager: {c["svc"]}-google-oauth'),
        ('Azure ids', lambda: f'AZURE_TENANT_ID={uuid4()}\nAZURE_CLIENT_ID={uuid4()}\nAZURE_SUBSCRIPTION_ID={uuid4()}\n# auth via workload identity federation, no client secret'),
        ('GitHub App ids', lambda: f'app_id: {rint(100000, 999999)}\ninstallation_id: {rint(10 ** 7, 10 ** 8)}\nclient_id: Iv1.{rs(HEX, 16)}\nprivate_key_path: /var/run/secrets/github-app/key.pem'),
        ('WeChat/Feishu app ids', lambda: f'WECHAT_APPID=wx{rs(HEX, 16)}\nFEISHU_APP_ID=cli_{rs(HEX, 16)}\n# secrets injected from vault at runtime'),
        ('Apple ids', lambda: f'TEAM_ID={rs(UPDG, 10)}\nBUNDLE_ID=com.{c["team"]}.{c["svc"].replace("-", "")}\nASC_KEY_ID={rs(UPDG, 10)}\nASC_ISSUER_ID={uuid4()}'),
        ('Kakao/Naver ids', lambda: f'KAKAO_APP_ID={rint(100000, 1999999)}\nNAVER_CLIENT_ID={rs(AN, 20)}\n# REST/secret keys are not in this file'),
        ('GA4 / Firebase project', lambda: f'measurementId: G-{rs(UPDG, 10)}\nprojectId: {c["svc"]}-{rint(1000, 9999)}\nmessagingSenderId: "{rs(DG, 12)}"'),
        ('Slack ids', lambda: f'channel: C0{rs(UPDG, 9)}\nteam: T0{rs(UPDG, 8)}\nbot_user: U0{rs(UPDG, 9)}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("These are identifiers, not credentials; they are useless without the matching secret.",
                 "이건 식별자이지 자격 증명이 아니다. 짝이 되는 시크릿 없이는 쓸모가 없다."),
                ("The IDs have to be in config because the SDK needs them before it can fetch the secret.",
                 "SDK가 시크릿을 가져오기 전에 ID가 필요해서 ID는 설정에 있어야 한다.")])
    return cT(c, ('app ids', '앱 ID'), tip, f(), f'non-secret identifiers ({form})')


def k_base64_data():
    c = mkctx()
    payload = json.dumps({'event': pick(['signup', 'order.created', 'refund']), 'id': rint(1000, 99999), 'ts': epoch()}, separators=(',', ':'))
    forms = [
        ('Pub/Sub message', lambda: json.dumps({'message': {'data': b64(payload.encode()), 'messageId': str(rint(10 ** 15, 10 ** 16)),
                                                            'publishTime': ts()}}, indent=1)),
        ('ConfigMap binaryData', lambda: f'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {c["svc"]}-assets\nbinaryData:\n  logo.png: {b64(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + rbytes(rint(60, 120)))}'),
        ('data URI', lambda: f'<img alt="logo" src="data:image/png;base64,{b64(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + rbytes(rint(60, 110)))}">'),
        ('Kafka record', lambda: f'offset={rint(10 ** 5, 10 ** 7)} key={c["svc"]} value(base64)={b64(payload.encode())}'),
        ('base64 of config', lambda: (lambda t: f'$ echo {b64(t.encode())} | base64 -d\n{t}')(f'feature_flags: {{new_checkout: true, region: {c["region"]}}}')),
        ('SQS body', lambda: f'Body: {b64(payload.encode())}\nMD5OfBody: {rs(HEX, 32)}\nReceiptHandle: AQEB{rs(B64, 150)}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("It is base64 of ordinary data, not a credential; decoding it shows the event payload.",
                 "평범한 데이터를 base64로 인코딩한 것이지 자격 증명이 아니다. 디코딩하면 이벤트 페이로드가 나온다."),
                ("base64 is only transport encoding here; the scanner flags it because it looks random.",
                 "여기서 base64는 전송용 인코딩일 뿐이다. 무작위처럼 보여서 스캐너가 잡은 것이다.")])
    return cT(c, ('message payloads', '메시지 페이로드'), tip, f(), f'base64 of non-secret data ({form})')


def k_long_ids():
    c = mkctx()
    acct = acct_id()
    forms = [
        ('ARNs', lambda: f'arn:aws:lambda:{c["region"]}:{acct}:function:{c["svc"]}-{c["env"]}-handler:{rint(1, 40)}\narn:aws:logs:{c["region"]}:{acct}:log-group:/aws/lambda/{c["svc"]}-{c["env"]}-handler:log-stream:2025/0{rint(1, 9)}/1{rint(0, 9)}/[$LATEST]{rs(HEX, 32)}'),
        ('image with digest', lambda: f'image: {c["image"]}@sha256:{rs(HEX, 64)}'),
        ('Azure resource id', lambda: f'/subscriptions/{uuid4()}/resourceGroups/rg-{c["svc"]}-{c["env"]}/providers/Microsoft.Web/sites/app-{c["svc"]}-{c["env"]}'),
        ('GCP resource names', lambda: f'projects/{c["svc"]}-{rint(100000, 999999)}/locations/asia-northeast3/services/{c["svc"]}/revisions/{c["svc"]}-000{rint(10, 99)}-{rs(LO, 3)}'),
        ('S3 keys', lambda: f's3://{c["svc"]}-{c["env"]}-exports/year=2025/month=0{rint(1, 9)}/part-00000-{uuid4()}-c000.snappy.parquet'),
        ('Java class names', lambda: f'at com.{c["team"]}.{c["svc"].replace("-", "")}.infrastructure.persistence.jpa.OrderSettlementJpaRepositoryAdapter$$SpringCGLIB$$0.findAllByStatus(<generated>)'),
        ('Terraform addresses', lambda: f'module.{c["svc"].replace("-", "_")}.module.network.aws_route_table_association.private["{c["region"]}a"]\nmodule.{c["svc"].replace("-", "_")}.aws_iam_role_policy_attachment.task_execution_ecr_read_only'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = ("Long generated names and resource ids are not secrets, just addresses.",
           "길게 생성된 이름과 리소스 ID는 시크릿이 아니라 주소일 뿐이다.")
    return cT(c, ('resource ids', '리소스 ID'), tip, f(), f'long identifiers ({form})')


def k_versions():
    c = mkctx()
    forms = [
        ('Go pseudo-version', lambda: f'require github.com/{c["team"]}/{c["svc"]} v0.0.0-2025{rint(1, 12):02d}{rint(10, 28)}{rint(100000, 235959)}-{rs(HEX, 12)}'),
        ('semver with build metadata', lambda: f'{c["svc"]} {rint(1, 4)}.{rint(0, 30)}.{rint(0, 9)}+build.{rint(100, 9999)}.{rs(HEX, 7)} -> {rint(1, 4)}.{rint(0, 30)}.{rint(0, 9)}-rc.{rint(1, 5)}'),
        ('wheel filenames', lambda: f'{pick(["numpy", "pydantic_core", "grpcio"])}-{rint(1, 2)}.{rint(0, 30)}.{rint(0, 9)}-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl'),
        ('docker tags', lambda: f'FROM node:{rint(18, 22)}.{rint(0, 15)}.{rint(0, 3)}-alpine3.{rint(18, 20)}\nFROM {c["image"]}-{rs(HEX, 7)}'),
        ('Maven coordinates', lambda: f'<dependency>\n  <groupId>com.{c["team"]}</groupId>\n  <artifactId>{c["svc"]}-client</artifactId>\n  <version>{rint(1, 4)}.{rint(0, 20)}.{rint(0, 9)}-2025{rint(1, 12):02d}{rint(10, 28)}.{rint(100000, 235959)}-{rint(1, 40)}</version>\n</dependency>'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = ("Version strings with timestamps and commit hashes are build metadata, nothing sensitive.",
           "타임스탬프와 커밋 해시가 붙은 버전 문자열은 빌드 메타데이터일 뿐 민감하지 않다.")
    return cT(c, ('version pins', '버전 고정 값'), tip, f(), f'versions ({form})')


def k_policy_talk():
    c = mkctx()
    n = rint(12, 16)
    tips = [
        (f"The new password policy for {{svc}} admin accounts: at least {n} characters, one symbol, no reuse of the last 5, rotation every 90 days; the validator rejects passwords containing the username.",
         f"{{svc}} 관리자 계정 비밀번호 정책: 최소 {n}자, 특수문자 1개 이상, 최근 5개 재사용 금지, 90일마다 교체. 사용자 이름이 들어간 비밀번호는 검증기가 거부한다."),
        ("Service passwords are generated by Vault's database engine with a 1h TTL, so nobody should ever paste one; if you see one in a ticket, assume it expired.",
         "서비스 비밀번호는 Vault database 엔진이 TTL 1시간으로 발급하므로 붙여 넣을 일이 없다. 티켓에서 보이면 만료된 것으로 간주한다."),
        ("The login form's minimum length was 8 but the API accepted 6; both now enforce the same rule from the shared validator.",
         "로그인 폼의 최소 길이는 8자인데 API는 6자를 허용했다. 이제 둘 다 공용 검증기의 같은 규칙을 쓴다."),
        ("Password reset tokens expire after 30 minutes and are single use; the e2e test has to request a fresh one every run.",
         "비밀번호 재설정 토큰은 30분 후 만료되고 한 번만 쓸 수 있다. e2e 테스트는 매번 새로 요청해야 한다."),
        ("API keys are rotated quarterly by the platform team; services must read them at request time, not cache them at boot.",
         "API 키는 플랫폼 팀이 분기마다 교체한다. 서비스는 기동 시 캐시하지 말고 요청 시점에 읽어야 한다."),
    ]
    tip = pick(tips)
    c['where'] = 'the security wiki'
    return cT(c, ('password policy', '비밀번호 정책'), tip, None, 'password policy talk without values',
              ctx_own=[("I didn't know the password and key rotation rules for {svc} accounts.",
                        "{svc} 계정의 비밀번호와 키 교체 규칙을 몰랐다."),
                       ("The signup tests failed because I didn't know the password policy changed.",
                        "비밀번호 정책이 바뀐 걸 몰라서 회원가입 테스트가 실패했다.")])


def k_flags_prose():
    c = mkctx()
    tips = [
        ("`mysql -p` with nothing attached prompts for the password; `-p dbname` with a space is read as prompt plus database name. Use --defaults-extra-file in scripts.",
         "`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호 프롬프트가 뜬다. `-p dbname`처럼 띄우면 프롬프트 + DB 이름으로 해석된다. 스크립트에서는 --defaults-extra-file을 쓸 것."),
        ("`docker login --password-stdin` reads the token from stdin so it never shows up in `ps`; pipe it from the credential helper.",
         "`docker login --password-stdin`은 stdin에서 토큰을 읽어서 `ps`에 드러나지 않는다. credential helper에서 파이프로 넘길 것."),
        ("`sshpass -e` reads the password from the SSHPASS env var instead of `-p`; the CI job sets SSHPASS from a masked variable.",
         "`sshpass -e`는 `-p` 대신 SSHPASS 환경 변수에서 비밀번호를 읽는다. CI 잡은 masked 변수로 SSHPASS를 설정한다."),
        ("psql reads PGPASSFILE (default ~/.pgpass, mode 0600); if the mode is wider it silently ignores the file.",
         "psql은 PGPASSFILE(기본 ~/.pgpass, 권한 0600)을 읽는다. 권한이 더 넓으면 파일을 조용히 무시한다."),
        ("openssl accepts `-passin env:VAR` and `-passin file:path`; `pass:` puts the value on the command line.",
         "openssl은 `-passin env:변수`와 `-passin file:경로`를 받는다. `pass:`는 값을 커맨드라인에 노출한다."),
        ("`curl -u user` without `:password` makes curl prompt, which hangs in CI; use --netrc-file instead.",
         "`curl -u user`처럼 `:비밀번호`를 빼면 curl이 프롬프트를 띄워서 CI에서 멈춘다. 대신 --netrc-file을 쓸 것."),
        ("`redis-cli --askpass` prompts instead of taking `-a`; REDISCLI_AUTH is the env var it checks.",
         "`redis-cli --askpass`는 `-a` 대신 프롬프트를 띄운다. 확인하는 환경 변수는 REDISCLI_AUTH다."),
        ("`git credential fill` prints the stored credential, so never run it in a logged CI step; `git credential-cache` keeps it in memory for 15 minutes by default.",
         "`git credential fill`은 저장된 자격 증명을 출력하므로 로그가 남는 CI 단계에서 실행하면 안 된다. `git credential-cache`는 기본 15분간 메모리에 보관한다."),
    ]
    tip = pick(tips)
    c['where'] = 'the runbook'
    return cT(c, ('password flags', '비밀번호 옵션'), tip, None, 'credential flags explained in prose',
              ctx_own=[("I didn't know how {svc} scripts pass passwords to CLI tools without exposing them.",
                        "{svc} 스크립트가 비밀번호를 노출하지 않고 CLI 도구에 넘기는 방법을 몰랐다."),
                       ("The `{job}` job hung waiting for a password prompt and I didn't know why.",
                        "`{job}` 잡이 비밀번호 프롬프트를 기다리며 멈췄는데 이유를 몰랐다.")])


def k_encrypted():
    c = mkctx()

    def enc_val(n):
        return f'ENC[AES256_GCM,data:{b64(rbytes(n))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]'
    forms = [
        ('SOPS', lambda: f'db_password: {enc_val(rint(12, 24))}\napi_token: {enc_val(rint(20, 30))}\nsops:\n    age:\n        - recipient: age1{rs(BECH32, 58)}\n    lastmodified: "{ts()}"\n    mac: {enc_val(32)}\n    version: 3.8.1'),
        ('Ansible Vault', lambda: '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(rs(HEX, 80) for _ in range(rint(3, 6)))),
        ('SealedSecret', lambda: f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {c["svc"]}-db\n  namespace: {c["env"]}\nspec:\n  encryptedData:\n    password: AgB{rs(B64, rint(300, 380))}=='),
        ('Jasypt', lambda: f'spring.datasource.username={c["user"]}\nspring.datasource.password=ENC({b64(rbytes(rint(32, 48)))})\njasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256'),
        ('AWS KMS ciphertext', lambda: json.dumps({'CiphertextBlob': 'AQICAHh' + b64(rbytes(rint(150, 190))), 'KeyId': f'arn:aws:kms:{c["region"]}:{acct_id()}:key/{uuid4()}',
                                                   'EncryptionAlgorithm': 'SYMMETRIC_DEFAULT'}, indent=1)),
        ('Rails credentials.yml.enc', lambda: f'$ cat config/credentials/production.yml.enc\n{b64(rbytes(rint(150, 220)))}--{b64(rbytes(12))}--{b64(rbytes(16))}'),
        ('Vault transit ciphertext', lambda: f'{{"ciphertext": "vault:v1:{b64(rbytes(rint(40, 80)))}"}}'),
        ('PGP message', lambda: '-----BEGIN PGP MESSAGE-----\n\nhQIMA' + '\n'.join(wrap(rs(B64, rint(260, 360)), 64)) + f'\n={rs(B64, 4)}\n-----END PGP MESSAGE-----'),
        ('age file', lambda: '-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOS' + '\n'.join(wrap(rs(B64, rint(200, 300)), 64)) + '\n-----END AGE ENCRYPTED FILE-----'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("The values are encrypted at rest in git; only the CI key or the team age key can decrypt them.",
                 "값은 git에 암호화된 상태로 저장된다. CI 키나 팀 age 키로만 복호화할 수 있다."),
                ("Encrypted blobs are safe to commit; what must never be committed is the decryption key.",
                 "암호화된 블롭은 커밋해도 안전하다. 절대 커밋하면 안 되는 건 복호화 키다.")])
    return cT(c, ('encrypted secrets', '암호화된 시크릿'), tip, f(), f'encrypted blob ({form})')


def k_publishable():
    c = mkctx()
    forms = [
        ('Stripe publishable key', lambda: f"const stripe = await loadStripe('{pick(['pk_live_' + rs(AN, 24), 'pk_live_51' + rs(AN, 97)])}');"),
        ('Firebase web config', lambda: json.dumps({'apiKey': 'AIza' + rs(URLS, 35), 'authDomain': f'{c["svc"]}-app.firebaseapp.com',
                                                    'projectId': f'{c["svc"]}-app', 'appId': f'1:{rs(DG, 12)}:web:{rs(HEX, 22)}'}, indent=2)),
        ('reCAPTCHA site key', lambda: f'<div class="g-recaptcha" data-sitekey="6L{rs(URLS, 38)}"></div>'),
        ('Supabase anon key', lambda: (lambda ref: f"const supabase = createClient(\n  'https://{ref}.supabase.co',\n  '{jwt({'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': epoch(), 'exp': epoch() + 3 * 10 ** 8})}'\n);")(rs(LO, 20))),
        ('Mapbox public token', lambda: f"mapboxgl.accessToken = 'pk.{b64url(json.dumps({'u': c['handle'].replace('.', ''), 'a': 'cl' + rs(LODG, 23)}, separators=(',', ':')).encode())}.{rs(URLS, 22)}';"),
        ('Algolia search-only key', lambda: f"const client = algoliasearch('{rs(UPDG, 10)}', '{rs(HEX, 32)}'); // search-only key"),
        ('Toss Payments client key', lambda: f"const tossPayments = TossPayments('live_ck_{rs(AN, rint(24, 28))}');"),
        ('Kakao JavaScript key', lambda: f"Kakao.init('{rs(HEX, 32)}');\nconsole.log(Kakao.isInitialized());"),
        ('Kakao Maps appkey', lambda: f'<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey={rs(HEX, 32)}&libraries=services"></script>'),
        ('PAY.JP public key', lambda: f"const payjp = Payjp('pk_live_{rs(HEX, 24)}');"),
        ('Sentry DSN', lambda: f'Sentry.init({{ dsn: "https://{rs(HEX, 32)}@o{rint(100000, 9999999)}.ingest.us.sentry.io/{rint(1000000, 9999999)}" }});'),
        ('PostHog project key', lambda: f"posthog.init('phc_{rs(AN, 43)}', {{ api_host: 'https://us.i.posthog.com' }});"),
        ('Clerk publishable key', lambda: f'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(("clerk." + pick(MAIL_DOMAINS) + "$").encode()).rstrip("=")}'),
        ('LaunchDarkly client-side ID', lambda: f"const ldClient = LDClient.initialize('{rs(HEX, 24)}', context);"),
        ('Segment write key', lambda: f'analytics.load("{rs(AN, 32)}");'),
        ('Mixpanel project token', lambda: f"mixpanel.init('{rs(HEX, 32)}', {{ track_pageview: true }});"),
        ('Google Maps JS key', lambda: f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{rs(URLS, 35)}&callback=initMap"></script>'),
        ('Braintree tokenization key', lambda: f"braintree.client.create({{ authorization: 'production_{rs(LODG, 8)}_{rs(LODG, 16)}' }});"),
        ('PayPal client id', lambda: f'<script src="https://www.paypal.com/sdk/js?client-id=A{rs(URLS, 79)}&currency=USD"></script>'),
        ('Adyen client key', lambda: f"const checkout = await AdyenCheckout({{ clientKey: 'live_{rs(UPDG, 32)}', environment: 'live' }});"),
        ('PortOne store id and channel key', lambda: f"PortOne.requestPayment({{ storeId: 'store-{uuid4()}', channelKey: 'channel-key-{uuid4()}', paymentId }});"),
        ('Naver Maps key id', lambda: f'<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={rs(LODG, 10)}"></script>'),
    ]
    form, f = pick(forms)
    c['where'] = pick(['src/main.ts', 'public/index.html', 'app/layout.tsx', 'web/.env.production', 'static/js/app.js'])
    tip = pick([("This is the client-side key the vendor documents as public; it is shipped to every browser anyway. The secret key stays on the server.",
                 "이건 벤더 문서상 공개용 클라이언트 키라서 어차피 모든 브라우저로 전달된다. 시크릿 키는 서버에만 있다."),
                ("Publishable keys are safe in the frontend bundle; restrict them by domain in the vendor console instead of hiding them.",
                 "공개용 키는 프론트엔드 번들에 있어도 안전하다. 숨기는 대신 벤더 콘솔에서 도메인으로 제한하면 된다.")])
    return cT(c, ('frontend key', '프론트엔드 키'), tip, f(), f'publishable client key ({form}) [publishable]', publishable=True)


PLAIN_TOPICS = [
    ("I didn't know the orders table migration would lock writes for minutes in {env}.",
     "{env}에서 orders 테이블 마이그레이션이 몇 분 동안 쓰기를 잠글 줄 몰랐다.",
     "Create indexes with CONCURRENTLY and split the backfill into batches of {n} rows.",
     "인덱스는 CONCURRENTLY로 만들고 백필은 {n}건 단위로 나눠야 한다."),
    ("The flaky test in {svc} only failed after 15:00 KST and I didn't know why.",
     "{svc}의 불안정한 테스트가 한국 시간 15시 이후에만 실패했는데 이유를 몰랐다.",
     "The test built dates in local time; CI runs in UTC. Set TZ=UTC in the test setup.",
     "테스트가 로컬 시간으로 날짜를 만들었고 CI는 UTC로 돈다. 테스트 설정에서 TZ=UTC를 지정할 것."),
    ("pnpm install failed on the {job} runner and the error was unclear.",
     "`{job}` 러너에서 pnpm install이 실패했는데 에러가 불분명했다.",
     "The repo needs Node {n2} (see .nvmrc); the runner image still had an older version.",
     "저장소는 Node {n2}이 필요하다(.nvmrc 참고). 러너 이미지가 아직 이전 버전이었다."),
    ("I didn't know {svc} has a hard limit on request body size.",
     "{svc}에 요청 본문 크기 제한이 있다는 걸 몰랐다.",
     "nginx client_max_body_size is {n2}m in front of {svc}; larger uploads must use the presign flow.",
     "{svc} 앞단 nginx의 client_max_body_size가 {n2}m이다. 더 큰 업로드는 presign 흐름을 써야 한다."),
    ("The Grafana dashboard for {svc} showed gaps and I assumed the service was down.",
     "{svc}의 Grafana 대시보드에 공백이 보여서 서비스가 죽은 줄 알았다.",
     "The gaps come from the scrape interval change to {n2}s; the service was healthy.",
     "공백은 스크랩 간격을 {n2}초로 바꾼 탓이었고 서비스는 정상이었다."),
    ("I didn't know the {team} team owns the Kafka topic {svc}.events.",
     "{svc}.events Kafka 토픽을 {team} 팀이 소유한다는 걸 몰랐다.",
     "Schema changes to that topic need their review; consumers pin schema version {n2}.",
     "그 토픽의 스키마 변경은 그 팀의 리뷰가 필요하다. 컨슈머는 스키마 버전 {n2}에 고정되어 있다."),
    ("The batch job in {env} ran twice after the deploy and I didn't know about the overlapping cron.",
     "배포 후 {env}의 배치 잡이 두 번 실행됐는데 cron이 겹친다는 걸 몰랐다.",
     "Both the old CronJob and the new scheduler were active; delete the CronJob before enabling the scheduler.",
     "기존 CronJob과 새 스케줄러가 둘 다 살아 있었다. 스케줄러를 켜기 전에 CronJob을 지워야 한다."),
    ("Korean text in the CSV export was garbled in Excel and I didn't know why.",
     "CSV 내보내기에서 한글이 엑셀에서 깨졌는데 이유를 몰랐다.",
     "Excel needs a UTF-8 BOM; the exporter now writes one for the download endpoint only.",
     "엑셀은 UTF-8 BOM이 필요하다. 이제 다운로드 엔드포인트에서만 BOM을 쓴다."),
    ("I didn't know {svc} caches feature flags for {n2} minutes.",
     "{svc}가 기능 플래그를 {n2}분 동안 캐시한다는 걸 몰랐다.",
     "Flag changes are not instant; bust the cache with the admin endpoint or wait.",
     "플래그 변경은 즉시 반영되지 않는다. 관리자 엔드포인트로 캐시를 비우거나 기다려야 한다."),
    ("The Docker build for {svc} took {n} seconds and I didn't know the layer cache was disabled.",
     "{svc} Docker 빌드가 {n}초 걸렸는데 레이어 캐시가 꺼져 있는 줄 몰랐다.",
     "Copy the lockfile and install dependencies before copying the source so the cache survives code changes.",
     "소스를 복사하기 전에 lockfile을 복사하고 의존성을 설치해야 코드 변경에도 캐시가 유지된다."),
    ("I didn't know the staging database is restored from a prod snapshot every Monday.",
     "staging DB가 매주 월요일 prod 스냅샷으로 복원된다는 걸 몰랐다.",
     "Test data created in staging disappears weekly; seed it from fixtures in the test itself.",
     "staging에서 만든 테스트 데이터는 매주 사라진다. 테스트 안에서 fixture로 시드해야 한다."),
    ("The p99 latency of {svc} doubled after the upgrade and I didn't know where to look.",
     "업그레이드 후 {svc}의 p99 지연이 두 배가 됐는데 어디를 봐야 할지 몰랐다.",
     "The new HTTP client defaulted to a pool of {n2} connections; raising it fixed the queueing.",
     "새 HTTP 클라이언트의 기본 커넥션 풀이 {n2}개였다. 늘리니 대기열 문제가 해결됐다."),
    ("I didn't know the {svc} health check hits the database on every call.",
     "{svc} 헬스 체크가 호출마다 DB를 조회한다는 걸 몰랐다.",
     "Split liveness and readiness; liveness must not depend on the database or pods restart during DB maintenance.",
     "liveness와 readiness를 분리해야 한다. liveness가 DB에 의존하면 DB 점검 중에 파드가 재시작된다."),
    ("The {env} deploy of {svc} stalled at {n2}% and I didn't know about the PodDisruptionBudget.",
     "{env}에서 {svc} 배포가 {n2}%에서 멈췄는데 PodDisruptionBudget을 몰랐다.",
     "minAvailable equalled the replica count, so no pod could be evicted; lower it or add a replica first.",
     "minAvailable이 레플리카 수와 같아서 어떤 파드도 축출될 수 없었다. 값을 낮추거나 레플리카를 먼저 늘려야 한다."),
    ("I didn't know the search index for {svc} is rebuilt nightly and swapped with an alias.",
     "{svc} 검색 인덱스가 매일 밤 재생성되고 alias로 교체된다는 걸 몰랐다.",
     "Write to the alias, never to the dated index, or documents vanish at the next swap.",
     "날짜가 붙은 인덱스가 아니라 alias에 써야 한다. 아니면 다음 교체 때 문서가 사라진다."),
    ("Sorting Korean names in {svc} gave a strange order and I didn't know why.",
     "{svc}에서 한글 이름 정렬 순서가 이상했는데 이유를 몰랐다.",
     "The DB collation was C; use ko-KR-x-icu for user-facing sorts.",
     "DB collation이 C였다. 사용자에게 보이는 정렬에는 ko-KR-x-icu를 써야 한다."),
    ("I didn't know {svc} retries webhooks {n2} times with exponential backoff.",
     "{svc}가 웹훅을 지수 백오프로 {n2}번 재시도한다는 걸 몰랐다.",
     "Handlers must be idempotent; dedupe on the event id before side effects.",
     "핸들러는 멱등이어야 한다. 부작용 전에 이벤트 ID로 중복을 제거할 것."),
    ("The mobile build failed on CI only and I didn't know Xcode was pinned.",
     "모바일 빌드가 CI에서만 실패했는데 Xcode 버전이 고정되어 있는 줄 몰랐다.",
     "The runner image pins Xcode; bump it in the workflow together with the deployment target.",
     "러너 이미지가 Xcode 버전을 고정한다. 워크플로에서 deployment target과 함께 올려야 한다."),
    ("I didn't know the {svc} API paginates with cursors and ignores page numbers.",
     "{svc} API가 커서로 페이지네이션하고 page 번호는 무시한다는 걸 몰랐다.",
     "Pass next_cursor from the previous response; the page parameter is silently dropped.",
     "이전 응답의 next_cursor를 넘겨야 한다. page 파라미터는 조용히 무시된다."),
    ("The {job} job kept timing out at exactly {n2} minutes and I assumed it was slow tests.",
     "`{job}` 잡이 정확히 {n2}분에 계속 타임아웃 났는데 테스트가 느린 줄 알았다.",
     "It was the job-level timeout-minutes; the tests themselves finish early once the cache is warm.",
     "잡 단위 timeout-minutes 때문이었다. 캐시가 데워지면 테스트 자체는 일찍 끝난다."),
]


def k_plain():
    c = mkctx()
    c['n'] = str(rint(200, 5000))
    c['n2'] = str(rint(5, 64))
    ce, ck, le, lk = pick(PLAIN_TOPICS)
    c['where'] = 'the runbook'
    return cT(c, ('setup', '설정'), (le, lk), None, 'plain engineering note (no risky material)',
              ctx_own=[(ce, ck)], plain=True)


def k_redacted():
    c = mkctx()
    mark = pick(['[REDACTED]', '<redacted>', '***', '********', '[hidden]', '<removed>'])
    forms = [
        ('config', lambda: f'database:\n  host: {dbhost()}\n  user: {c["user"]}\n  password: {mark}\nstripe:\n  secret_key: {mark}'),
        ('curl', lambda: f'curl -H "Authorization: Bearer {mark}" https://{c["host"]}/api/v1/orders?limit=5'),
        ('connection string', lambda: f'DATABASE_URL=postgresql://{c["user"]}:{mark}@{dbhost()}:5432/{db()}'),
        ('log', lambda: f'{ts()} INFO [{c["svc"]}] config loaded: api_key={mark} region={c["region"]} timeout=30s'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = pick([("The pasted snippet already had the values redacted by the user; the structure was what mattered.",
                 "붙여 준 스니펫은 사용자가 이미 값을 가려 둔 상태였고 중요한 건 구조였다."),
                ("Only the shape of the config was needed to find the bug; the real values stay in the vault.",
                 "버그를 찾는 데는 설정 구조만 필요했다. 실제 값은 vault에 있다.")])
    return cT(c, ('credentials', '자격 증명'), tip, f(), f'already-redacted values ({form})')


def k_scanner_rules():
    c = mkctx()
    rules = [('github-pat', r'ghp_[0-9A-Za-z]{36}'), ('aws-access-key', r'(AKIA|ASIA)[A-Z2-7]{16}'),
             ('slack-bot', r'xoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24}'), ('stripe-live', r'[sr]k_live_[0-9A-Za-z]{24,99}'),
             ('openai', r'sk-(proj|svcacct)-[A-Za-z0-9_-]{20,}'), ('gitlab-pat', r'glpat-[0-9A-Za-z_-]{20}'),
             ('kakao-rest', r'KakaoAK [0-9a-f]{32}'), ('private-key', r'-----BEGIN [A-Z ]*PRIVATE KEY-----')]
    sel = shuffled(rules)[:rint(2, 4)]
    form = pick(['gitleaks', 'prose'])
    if form == 'gitleaks':
        snip = '\n\n'.join(f'[[rules]]\nid = "{i}"\nregex = \'\'\'{r}\'\'\'\ntags = ["key"]' for i, r in sel)
    else:
        snip = '\n'.join(f'- {i}: `{r}`' for i, r in sel)
    c['where'] = '.gitleaks.toml'
    tip = ("The rules only describe token shapes; the allowlist covers docs/ and test fixtures with placeholders.",
           "규칙은 토큰 형태만 기술한다. 허용 목록은 docs/와 플레이스홀더가 든 테스트 fixture를 포함한다.")
    return cT(c, ('scanner rules', '스캐너 규칙'), tip, snip, f'secret-scanner rules / token regexes ({form})')


def k_hmac_verify():
    c = mkctx()
    forms = [
        ('Stripe webhook verification', lambda: f'# Stripe-Signature: t={epoch()},v1={rs(HEX, 64)}\nevent = stripe.Webhook.construct_event(\n    payload, request.headers["Stripe-Signature"], os.environ["STRIPE_WEBHOOK_SECRET"])'),
        ('GitHub webhook verification', lambda: f'// X-Hub-Signature-256: sha256={rs(HEX, 64)}\nconst expected = "sha256=" + crypto.createHmac("sha256", process.env.GITHUB_WEBHOOK_SECRET).update(body).digest("hex");'),
        ('Slack request signing', lambda: f'X-Slack-Request-Timestamp: {epoch()}\nX-Slack-Signature: v0={rs(HEX, 64)}\n# verified with SLACK_SIGNING_SECRET from the secret store'),
        ('Toss webhook', lambda: f'tosspayments-webhook-signature: v1:{b64(rbytes(32))}\ntosspayments-webhook-transmission-time: {ts()}'),
    ]
    form, f = pick(forms)
    c['where'] = where_for(form)
    tip = ("The signature header is per-request and useless for forging other requests; the signing secret comes from the env.",
           "서명 헤더는 요청마다 달라서 다른 요청을 위조하는 데 쓸 수 없다. 서명 시크릿은 환경 변수에서 온다.")
    return cT(c, ('webhook signatures', '웹훅 서명'), tip, f(), f'HMAC signature headers, secret from env ({form})')


# ---------------------------------------------------------------- sanity shapes
import re  # noqa: E402  (kept next to its only use)

SHAPES_BOTH = [r'ghp_[A-Za-z0-9]{36}', r'gh[osur]_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9_]{50,}',
               r'glpat-[A-Za-z0-9_-]{20}', r'xox[bpa]-[0-9]{6,}-[A-Za-z0-9-]+', r'[sr]k_live_[A-Za-z0-9]{20,}',
               r'sk-(?:proj|svcacct|ant-api03|ant-admin01)-[A-Za-z0-9_-]{20,}', r'AKIA[A-Z2-7]{16}', r'ASIA[A-Z2-7]{16}',
               r'npm_[A-Za-z0-9]{36}', r'SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}', r'LTAI[A-Za-z0-9]{16,}',
               r'AKID[A-Za-z0-9]{32}', r'hvs\.[A-Za-z0-9_-]{20,}', r'dop_v1_[a-f0-9]{64}', r'live_g?sk_[A-Za-z0-9]{20,}',
               r'whsec_[A-Za-z0-9]{32}', r'hf_[A-Za-z]{34}', r'AGE-SECRET-KEY-1[A-Z0-9]{58}', r'glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}',
               r'ATATT3xFfGF0[A-Za-z0-9_=-]{50,}']
SHAPES_PUB_EXEMPT = [r'AIza[A-Za-z0-9_-]{35}', r'eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}']
SHAPES_CLEAN_ONLY = [r'-----BEGIN [A-Z ]*PRIVATE KEY-----', r'hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}',
                     r'discord(?:app)?\.com/api/webhooks/[0-9]+/[A-Za-z0-9_-]{60,}', r'PRIVATE KEY', r'PrivateKey\s*=']


def shapes_ok_clean(fields, publishable):
    pats = SHAPES_BOTH + SHAPES_CLEAN_ONLY + ([] if publishable else SHAPES_PUB_EXEMPT)
    for t in fields.values():
        for p in pats:
            if re.search(p, t):
                return False
    return True


def shapes_ok_secret(fields, secrets):
    for t in fields.values():
        spans = [(p, p + len(s)) for s in secrets for p in occurrences(t, s)]
        for p in SHAPES_BOTH + SHAPES_PUB_EXEMPT:
            for m in re.finditer(p, t):
                if not any(a <= m.start() and m.end() <= b for a, b in spans):
                    return False
    return True


# ---------------------------------------------------------------- plan & main
SECRET_PLAN = [(t_pw_command, 18), (t_person_password, 16), (t_config_password, 10), (t_conn_url, 10),
               (t_conn_kv, 8), (t_basic_auth, 8), (t_bearer, 8), (t_private_key, 9), (t_webhook, 9),
               (t_dotfile, 9), (t_app_secret, 7), (t_api_header, 8), (t_cookie, 6), (t_signed_url, 7),
               (t_totp, 5), (t_recovery, 6), (t_pin, 5), (t_wifi, 6), (t_sql_password, 6), (t_passphrase, 6),
               (t_oauth_exchange, 5), (t_vpn, 5), (t_network_device, 4), (t_log_leak, 6), (t_stacktrace_pw, 4),
               (t_env_dump, 4), (t_git_remote, 5), (t_proxy, 4), (t_tfstate, 2), (t_kubectl_decode, 3)]
CLEAN_PLAN = [(k_placeholder, 30), (k_templated, 26), (k_masked, 26), (k_secret_refs, 24), (k_hashes, 22),
              (k_ids, 22), (k_public_keys, 26), (k_nonsecret_ids, 18), (k_base64_data, 14), (k_long_ids, 12),
              (k_versions, 8), (k_policy_talk, 10), (k_flags_prose, 12), (k_encrypted, 24), (k_publishable, 30),
              (k_plain, 34), (k_redacted, 8), (k_scanner_rules, 6), (k_hmac_verify, 8)]
MAX_TRIES = 400
SEEN = {}          # note text -> True, to keep every note distinct


def fresh(fields):
    key = '\x1f'.join(fields.values())
    if key in SEEN:
        return False
    SEEN[key] = True
    return True


def make_secret(job, lang):
    for _ in range(MAX_TRIES):
        T = t_vendor(job) if isinstance(job, tuple) else job()
        fields, placement = compose(lang, T)
        if not (fields_ok(fields) and window_rule_ok(fields, T['secrets']) and shapes_ok_secret(fields, T['secrets'])):
            continue
        if not fresh(fields):
            continue
        uses_snip = placement.startswith('snippet')
        cat = f"{T['what']} | {T['where']} | {placement}" if uses_snip and T.get('where') else f"{T['what']} | {placement}"
        meta = {'template': 't_vendor' if isinstance(job, tuple) else job.__name__,
                'vendors': T.get('vendors', []), 'container': T.get('where')}
        return {'lang': lang, 'kind': 'secret', 'category': cat, 'fields': fields, 'secrets': list(T['secrets'])}, meta
    raise RuntimeError(f'could not build a valid secret note for {job}')


def make_clean(fun, lang):
    for _ in range(MAX_TRIES):
        T = fun()
        fields, mode = compose_clean(lang, T)
        pub = T.get('publishable', False)
        if not (fields_ok(fields) and shapes_ok_clean(fields, pub)):
            continue
        if not fresh(fields):
            continue
        base = T['cat'].replace(' [publishable]', '')
        cat = f'{base} | {mode}' + (' [publishable]' if pub else '')
        meta = {'template': fun.__name__, 'vendors': [], 'container': None, 'plain': T.get('plain', False)}
        return {'lang': lang, 'kind': 'clean', 'category': cat, 'fields': fields, 'secrets': []}, meta
    raise RuntimeError(f'could not build a valid clean note for {fun.__name__}')


def langs_for(n_en, n_ko):
    return shuffled(['en'] * n_en + ['ko'] * n_ko)


def build():
    # secret jobs: every vendor once, then the weighted special templates
    jobs = [v for v in VENDORS]
    for fun, n in SECRET_PLAN:
        jobs += [fun] * n
    assert len(jobs) == N_SECRET, len(jobs)
    jobs = shuffled(jobs)
    clean_jobs = []
    for fun, n in CLEAN_PLAN:
        clean_jobs += [fun] * n
    assert len(clean_jobs) == N_CLEAN, len(clean_jobs)
    clean_jobs = shuffled(clean_jobs)
    out = []
    for job, lang in zip(jobs, langs_for(N_EN_PER_KIND, N_KO_PER_KIND)):
        out.append(make_secret(job, lang))
    for fun, lang in zip(clean_jobs, langs_for(N_EN_PER_KIND, N_KO_PER_KIND)):
        out.append(make_clean(fun, lang))
    out = shuffled(out)
    records, metas = [], []
    for i, (rec, meta) in enumerate(out, 1):
        records.append({'id': f'ex{i:03d}', 'lang': rec['lang'], 'kind': rec['kind'], 'category': rec['category'],
                        'fields': {'missing_context': rec['fields']['missing_context'], 'lesson': rec['fields']['lesson'],
                                   'ask_next_time': rec['fields']['ask_next_time']},
                        'secrets': rec['secrets']})
        metas.append(meta)
    return records, metas


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r['id'] for r in records]
    assert ids == [f'ex{i:03d}' for i in range(1, len(records) + 1)]
    counts = {}
    for r in records:
        assert list(r.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(r['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert r['lang'] in ('en', 'ko') and r['kind'] in ('secret', 'clean')
        assert fields_ok(r['fields'])
        if r['kind'] == 'secret':
            assert window_rule_ok(r['fields'], r['secrets']), r['id']
            assert all(len(s) >= 8 for s in r['secrets'])
        else:
            assert r['secrets'] == []
            assert ('[publishable]' in r['category']) == r['category'].endswith(' [publishable]')
        counts[(r['kind'], r['lang'])] = counts.get((r['kind'], r['lang']), 0) + 1
    assert counts == {('secret', 'en'): N_EN_PER_KIND, ('secret', 'ko'): N_KO_PER_KIND,
                      ('clean', 'en'): N_EN_PER_KIND, ('clean', 'ko'): N_KO_PER_KIND}, counts
    texts = ['\x1f'.join(r['fields'].values()) for r in records]
    assert len(texts) == len(dict.fromkeys(texts)), 'duplicate notes'
    return counts


COMPANY = {'AWS STS': 'AWS', 'AWS S3': 'AWS', 'AWS Cognito': 'AWS', 'GitHub fine-grained': 'GitHub', 'GitHub App': 'GitHub',
           'GitHub Packages': 'GitHub', 'GitHub CLI': 'GitHub', 'GitHub Container Registry': 'GitHub',
           'GitLab runner': 'GitLab', 'GitLab deploy': 'GitLab', 'Slack user': 'Slack', 'Slack app': 'Slack',
           'Stripe restricted': 'Stripe', 'Stripe webhook': 'Stripe', 'Google Cloud': 'Google', 'Google OAuth': 'Google',
           'Google Cloud Storage': 'Google', 'Google Maps': 'Google', 'Google Chat': 'Google', 'Twilio API key': 'Twilio',
           'Cloudflare global': 'Cloudflare', 'Supabase service role': 'Supabase', 'Kakao admin': 'Kakao',
           'PortOne V1': 'PortOne', 'DingTalk signed': 'DingTalk', 'Azure Storage': 'Microsoft', 'Azure AD': 'Microsoft',
           'Microsoft Entra': 'Microsoft', 'Microsoft Teams': 'Microsoft', 'Azure Blob': 'Microsoft',
           'Azure API Management': 'Microsoft', 'Azure DevOps': 'Microsoft', 'Yandex Cloud': 'Yandex',
           'Naver Open API': 'Naver', 'Naver Cloud Platform': 'Naver', 'Naver Cloud Maps': 'Naver',
           'Naver Cloud Object Storage': 'Naver', 'Bitbucket': 'Atlassian', 'Jira': 'Atlassian',
           'Alibaba Cloud OSS': 'Alibaba Cloud', 'Baidu Qianfan': 'Baidu', 'Baidu AI Cloud': 'Baidu',
           'Docker Hub': 'Docker', 'Heroku': 'Salesforce', 'Elasticsearch': 'Elastic'}


def company(name):
    return COMPANY.get(name, name)


def stats(records, metas):
    vendors, templates, containers = [], [], []
    for r, m in zip(records, metas):
        vendors += m['vendors']
        templates.append(m['template'])
        if r['kind'] == 'secret' and m['template'] == 't_vendor' and m['container']:
            containers.append(m['container'])
    nsec = [len(r['secrets']) for r in records if r['kind'] == 'secret']
    clean = [(r, m) for r, m in zip(records, metas) if r['kind'] == 'clean']
    return {
        'distinct_vendor_names': len(dict.fromkeys(vendors)),
        'distinct_vendor_companies': len(dict.fromkeys(company(v) for v in vendors)),
        'distinct_template_variants': len(dict.fromkeys((m['template'], m['container']) for m in metas)),
        'vendor_table_entries': len(VENDORS),
        'secret_templates': len(dict.fromkeys(t for r, t in zip(records, templates) if r['kind'] == 'secret')),
        'clean_templates': len(dict.fromkeys(t for r, t in zip(records, templates) if r['kind'] == 'clean')),
        'vendor_containers_used': len(dict.fromkeys(containers)),
        'distinct_categories': len(dict.fromkeys(r['category'] for r in records)),
        'secret_values_total': sum(nsec),
        'secret_notes_multi': sum(1 for n in nsec if n > 1),
        'longest_secret': max(len(s) for r in records for s in r['secrets']),
        'secrets_ge_100_chars_notes': sum(1 for r in records if any(len(s) >= 100 for s in r['secrets'])),
        'clean_publishable': sum(1 for r, m in clean if r['category'].endswith('[publishable]')),
        'clean_plain': sum(1 for r, m in clean if m['plain']),
        'secret_repeated_in_ask': sum(1 for r in records if r['kind'] == 'secret' and any(s in r['fields']['ask_next_time'] for s in r['secrets'])),
        'secret_split_fields': sum(1 for r in records if 'label in missing_context, value in lesson' in r['category']),
    }


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else 'blind_set_v94.jsonl'
    records, metas = build()
    counts = final_checks(records)
    data = ''.join(json.dumps(r, ensure_ascii=False) + '\n' for r in records)
    with open(out_path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    import hashlib
    sys.stderr.write(f'wrote {len(records)} notes to {out_path}\n')
    sys.stderr.write('counts: ' + ', '.join(f'{k}/{l}={v}' for (k, l), v in sorted(counts.items())) + '\n')
    for k, v in stats(records, metas).items():
        sys.stderr.write(f'{k}: {v}\n')
    sys.stderr.write('sha256: ' + hashlib.sha256(data.encode('utf-8')).hexdigest() + '\n')


if __name__ == '__main__':
    main()
