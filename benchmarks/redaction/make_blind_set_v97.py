#!/usr/bin/env python3
"""make_blind_set_v97.py -- blind evaluation set v97 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(97_2026_1127),
drives every choice; no set is ever iterated, so the output is byte-identical on every run
and under any PYTHONHASHSEED.  Writes blind_set_v97.jsonl next to this script.
"""
import base64
import hashlib
import json
import os
import string
import sys
import random
import re
import urllib.parse

SEED = 97_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, 'blind_set_v97.jsonl')

N_TOTAL, N_SECRET, N_CLEAN = 720, 360, 360
N_EN_PER_KIND, N_KO_PER_KIND = 216, 144          # 60% / 40%

# ---------------------------------------------------------------- alphabets / primitives
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B64 = ALNUM + '+/'
B64U = ALNUM + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
PUNCT_SAFE = '!@#$%^&*()-_=+[]{};:,.<>?/~|'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def pct(s):
    return urllib.parse.quote(s, safe='')


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def chunks(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def rdate():
    return '2025-%02d-%02d' % (rint(1, 12), rint(1, 28))


def rtime():
    return '%02d:%02d:%02d' % (rint(0, 23), rint(0, 59), rint(0, 59))


def rts():
    return '%sT%s.%03dZ' % (rdate(), rtime(), rint(0, 999))


def rip4():
    return '10.%d.%d.%d' % (rint(0, 255), rint(0, 255), rint(2, 250))


# ---------------------------------------------------------------- context vocabulary
PROJECTS = ['billing-api', 'orders-svc', 'checkout-web', 'data-pipeline', 'mobile-bff',
            'notify-worker', 'search-indexer', 'admin-console', 'ledger', 'inventory-sync',
            'auth-gateway', 'reporting-etl', 'crm-bridge', 'media-upload', 'chat-relay',
            'pricing-engine', 'settlement-batch', 'partner-portal', 'recs-service',
            'shipping-tracker', 'coupon-svc', 'review-moderator', 'warehouse-sync',
            'payout-runner', 'ops-dashboard', 'sms-gateway', 'booking-api', 'kiosk-agent']
ENVS = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preprod']
ENVS_KO = {'staging': '스테이징', 'prod': '운영', 'dev': '개발', 'qa': 'QA', 'sandbox': '샌드박스',
           'preprod': '프리프로드'}
PEOPLE_EN = ['Dana', 'Priya', 'Marco', 'Lena', 'Tom', 'Aisha', 'Kenji', 'Sofia', 'Ravi',
             'Chloe', 'Omar', 'Grace', 'Lukas', 'Mei', 'Jonas', 'Hana', 'Diego', 'Yuki']
PEOPLE_KO = ['민수', '지현', '서연', '도윤', '하은', '준호', '수빈', '예린', '태현', '유진',
             '성민', '다은', '현우', '지민', '영호', '보람', '재원', '소희']
ORG_DOMAINS = ['acme-corp.io', 'example.com', 'internal.corp', 'shopline.kr', 'hanbit-labs.co.kr',
               'northwind.dev', 'contoso.net', 'tidepool.app', 'gomgom.io', 'mirae-soft.com']
USERS = ['app_user', 'svc_report', 'deploy', 'admin', 'etl_loader', 'grafana', 'ci-bot',
         'readonly', 'billing_rw', 'jenkins', 'root', 'postgres', 'airflow', 'metabase',
         'ops', 'kafka-client', 'backup', 'webadmin', 'monitor', 'dev01']
ERRS_EN = ['401 Unauthorized', '403 Forbidden', 'invalid_api_key', 'AuthenticationError',
           'SignatureDoesNotMatch', 'token expired', 'access denied', 'invalid credentials',
           'HTTP 401 from the upstream', 'unauthorized_client']
ERRS_KO = ['401 Unauthorized', '403 Forbidden', '인증 실패', '권한 없음 에러', 'invalid_api_key',
           '토큰 만료 에러', 'access denied', '인증 오류']


def proj():
    return pick(PROJECTS)


def env():
    return pick(ENVS)


def person(lang):
    return pick(PEOPLE_EN if lang == 'en' else PEOPLE_KO)


def err(lang):
    return pick(ERRS_EN if lang == 'en' else ERRS_KO)


def envname(e, lang):
    return e if lang == 'en' else ENVS_KO[e]


def hostname(kind=None):
    kind = kind or pick(['db', 'redis', 'mq', 'api', 'cache', 'pg', 'mysql', 'mongo', 'es', 'smtp'])
    return '%s-%s-%02d.%s' % (kind, pick(ENVS), rint(1, 12), pick(ORG_DOMAINS))


def user():
    return pick(USERS)


def fence(body, lang_tag=''):
    return '```%s\n%s\n```' % (lang_tag, body)


# ---------------------------------------------------------------- composite token helpers
def jwt(payload, alg='HS256', sig_bytes=32):
    head = {'alg': alg, 'typ': 'JWT'}
    if alg.startswith('RS') and chance(0.6):
        head = {'alg': alg, 'kid': rs(B64U, 27), 'typ': 'JWT'}
    h = b64u(json.dumps(head, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':'), ensure_ascii=False).encode())
    return '%s.%s.%s' % (h, p, b64u(rbytes(sig_bytes)))


def epoch():
    return rint(1735689600, 1767139200)


def aws_secret():
    return rs(ALNUM + '/+', 40)


def aws_session_token(n=None):
    n = n or rint(300, 520)
    head = pick(['IQoJb3JpZ2luX2VjE', 'FwoGZXIvYXdzE', 'IQoJb3JpZ2luX2VjEL'])
    body = rs(B64, n)
    return head + body[:len(body) - len(body) % 4]


def discord_bot():
    uid = str(rint(10 ** 17, 12 * 10 ** 17))
    return b64e(uid.encode()).rstrip('=') + '.G' + rs(B64U, 5) + '.' + rs(B64U, 38)


def telegram_bot():
    return '%d:AA%s' % (rint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33))


def slack_bot():
    return 'xoxb-%s-%s-%s' % (rs(DIG, rint(10, 12)), rs(DIG, 13), rs(ALNUM, 24))


def slack_user():
    return 'xoxp-%s-%s-%s-%s' % (rs(DIG, 11), rs(DIG, 11), rs(DIG, 13), rs(HEX, 32))


def slack_app():
    return 'xapp-1-A%s-%s-%s' % (rs(UPNUM, 10), rs(DIG, 13), rs(HEX, 64))


def openai_key():
    if chance(0.7):
        return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)
    return 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20)


def supabase_service_jwt():
    ref = rs(LO, 20)
    t = epoch()
    return jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': t,
                'exp': t + 315360000})


def mapbox_secret():
    u = pick(['mapteam', 'hanbit-geo', 'acme-maps', 'tidepool', 'deliveryops'])
    return 'sk.' + b64u(json.dumps({'u': u, 'a': rs(LOWNUM, 25)}, separators=(',', ':')).encode()) \
        + '.' + rs(B64U, 22)


def twitter_bearer():
    return 'AAAAAAAAAAAAAAAAAAAAA' + rs(ALNUM, 14) + 'AAAAAA' + rs(ALNUM, 22) + '%2B' + \
        rs(ALNUM, 18) + '%3D' + rs(ALNUM, 30)


def intercom_token():
    return b64e(('tok:%s_%s_%s_%s_%s:1:0' % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 4), rs(HEX, 4),
                                             rs(HEX, 12))).encode()).rstrip('=')


def data_go_kr_key(encoded):
    raw = b64e(rbytes(64))
    return pct(raw) if encoded else raw


def atlassian_token():
    return 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HEXU, 8)


def pypi_token():
    return 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, rint(150, 190))


def fly_token():
    return 'fm2_' + rs(B64, rint(260, 330)) + ',fm2_' + rs(B64, rint(120, 160))


# ---------------------------------------------------------------- vendor registry
VENDORS = []


def V(name, region, desc_en, desc_ko, env_key, gen, auth=None, pair=None, cfg=None):
    """auth = (host, path, how, name, prefix) ; pair = [(ENV, gen, listed), ...] extra fields."""
    VENDORS.append({'name': name, 'region': region, 'desc_en': desc_en, 'desc_ko': desc_ko,
                    'env': env_key, 'gen': gen, 'auth': auth, 'pair': pair or [], 'cfg': cfg})


BEARER = 'Authorization', 'Bearer '
# --- global
V('AWS', 'global', 'access key pair', 'access key 쌍', 'AWS_SECRET_ACCESS_KEY', aws_secret,
  pair=[('AWS_ACCESS_KEY_ID', lambda: 'AKIA' + rs(B32[:26] + '234567', 16), True)])
V('GitHub', 'global', 'personal access token', '개인 액세스 토큰', 'GITHUB_TOKEN',
  lambda: 'ghp_' + rs(ALNUM, 36), auth=('api.github.com', '/user/repos', 'header', 'Authorization', 'token '))
V('GitHub fine-grained', 'global', 'fine-grained PAT', 'fine-grained PAT', 'GH_PAT',
  lambda: 'github_pat_' + rs(ALNUM, 22) + '_' + rs(ALNUM, 59),
  auth=('api.github.com', '/repos/%s/actions/runs', 'header', 'Authorization', 'Bearer '))
V('GitHub App', 'global', 'installation token', '설치 토큰', 'GH_INSTALLATION_TOKEN',
  lambda: 'ghs_' + rs(ALNUM, 36), auth=('api.github.com', '/installation/repositories', 'header', 'Authorization', 'Bearer '))
V('GitLab', 'global', 'personal access token', 'personal access token', 'GITLAB_TOKEN',
  lambda: 'glpat-' + rs(B64U, 20), auth=('gitlab.com', '/api/v4/projects', 'header', 'PRIVATE-TOKEN', ''))
V('GitLab Runner', 'global', 'runner authentication token', '러너 인증 토큰', 'RUNNER_TOKEN',
  lambda: 'glrt-' + rs(B64U, 20))
V('Bitbucket', 'global', 'app password', '앱 비밀번호', 'BITBUCKET_APP_PASSWORD',
  lambda: 'ATBB' + rs(ALNUM, 28) + rs(HEXU, 8))
V('Atlassian', 'global', 'API token', 'API 토큰', 'JIRA_API_TOKEN', atlassian_token)
V('Slack', 'global', 'bot token', '봇 토큰', 'SLACK_BOT_TOKEN', slack_bot,
  auth=('slack.com', '/api/chat.postMessage', 'header', *BEARER))
V('Slack user', 'global', 'user OAuth token', '유저 OAuth 토큰', 'SLACK_USER_TOKEN', slack_user,
  auth=('slack.com', '/api/conversations.history', 'header', *BEARER))
V('Slack Socket Mode', 'global', 'app-level token', 'app-level 토큰', 'SLACK_APP_TOKEN', slack_app)
V('Stripe', 'global', 'secret key', '시크릿 키', 'STRIPE_SECRET_KEY',
  lambda: 'sk_live_' + (rs(ALNUM, 24) if chance(0.5) else '51' + rs(ALNUM, 97)),
  auth=('api.stripe.com', '/v1/charges', 'header', *BEARER))
V('Stripe restricted', 'global', 'restricted key', 'restricted 키', 'STRIPE_RESTRICTED_KEY',
  lambda: 'rk_live_' + rs(ALNUM, 24), auth=('api.stripe.com', '/v1/refunds', 'header', *BEARER))
V('Stripe webhooks', 'global', 'webhook signing secret', '웹훅 서명 시크릿', 'STRIPE_WEBHOOK_SECRET',
  lambda: 'whsec_' + rs(ALNUM, 32))
V('OpenAI', 'global', 'API key', 'API 키', 'OPENAI_API_KEY', openai_key,
  auth=('api.openai.com', '/v1/chat/completions', 'header', *BEARER))
V('Anthropic', 'global', 'API key', 'API 키', 'ANTHROPIC_API_KEY',
  lambda: 'sk-ant-api03-' + rs(B64U, 93) + 'AA', auth=('api.anthropic.com', '/v1/messages', 'header', 'x-api-key', ''))
V('Google Gemini', 'global', 'server API key', '서버 API 키', 'GEMINI_API_KEY',
  lambda: 'AIzaSy' + rs(B64U, 33),
  auth=('generativelanguage.googleapis.com', '/v1beta/models/gemini-1.5-flash:generateContent', 'query', 'key', ''))
V('Google OAuth', 'global', 'client secret', 'client secret', 'GOOGLE_CLIENT_SECRET',
  lambda: 'GOCSPX-' + rs(B64U, 28),
  pair=[('GOOGLE_CLIENT_ID', lambda: '%s-%s.apps.googleusercontent.com' % (rs(DIG, 12), rs(LOWNUM, 32)), False)])
V('Google OAuth refresh', 'global', 'refresh token', 'refresh token', 'GOOGLE_REFRESH_TOKEN',
  lambda: '1//0' + pick('cdegh') + rs(B64U, 98))
V('Google Cloud', 'global', 'OAuth access token', 'OAuth 액세스 토큰', 'GCP_ACCESS_TOKEN',
  lambda: 'ya29.a0' + rs(B64U, rint(180, 230)),
  auth=('storage.googleapis.com', '/storage/v1/b', 'header', *BEARER))
V('Azure Storage', 'global', 'storage account key', '스토리지 계정 키', 'AZURE_STORAGE_KEY',
  lambda: b64e(rbytes(64)))
V('Microsoft Entra ID', 'global', 'client secret', 'client secret', 'AZURE_CLIENT_SECRET',
  lambda: rs(ALNUM, 3) + '8Q~' + rs(ALNUM + '_~.-', 34),
  pair=[('AZURE_CLIENT_ID', uuid4, False), ('AZURE_TENANT_ID', uuid4, False)])
V('Azure OpenAI', 'global', 'resource key', '리소스 키', 'AZURE_OPENAI_KEY', lambda: rs(HEX, 32),
  auth=('contoso-aoai.openai.azure.com', '/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01', 'header', 'api-key', ''))
V('Twilio', 'global', 'auth token', 'auth token', 'TWILIO_AUTH_TOKEN', lambda: rs(HEX, 32),
  pair=[('TWILIO_ACCOUNT_SID', lambda: 'AC' + rs(HEX, 32), False)])
V('SendGrid', 'global', 'API key', 'API 키', 'SENDGRID_API_KEY',
  lambda: 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43), auth=('api.sendgrid.com', '/v3/mail/send', 'header', *BEARER))
V('Mailgun', 'global', 'private API key', 'private API 키', 'MAILGUN_API_KEY',
  lambda: ('key-' + rs(HEX, 32)) if chance(0.4) else '%s-%s-%s' % (rs(HEX, 32), rs(HEX, 8), rs(HEX, 8)))
V('Mailchimp', 'global', 'API key', 'API 키', 'MAILCHIMP_API_KEY',
  lambda: rs(HEX, 32) + '-us' + str(rint(1, 21)))
V('npm', 'global', 'automation token', 'automation 토큰', 'NPM_TOKEN', lambda: 'npm_' + rs(ALNUM, 36))
V('PyPI', 'global', 'upload token', '업로드 토큰', 'PYPI_TOKEN', pypi_token)
V('Docker Hub', 'global', 'personal access token', '개인 액세스 토큰', 'DOCKERHUB_TOKEN',
  lambda: 'dckr_pat_' + rs(B64U, 27))
V('Hugging Face', 'global', 'access token', '액세스 토큰', 'HF_TOKEN', lambda: 'hf_' + rs(UP + LO, 34),
  auth=('huggingface.co', '/api/whoami-v2', 'header', *BEARER))
V('Shopify', 'global', 'Admin API access token', 'Admin API 액세스 토큰', 'SHOPIFY_ADMIN_TOKEN',
  lambda: 'shpat_' + rs(HEX, 32),
  auth=('hanbit-store.myshopify.com', '/admin/api/2024-07/orders.json', 'header', 'X-Shopify-Access-Token', ''))
V('Datadog', 'global', 'API key', 'API 키', 'DD_API_KEY', lambda: rs(HEX, 32),
  auth=('api.datadoghq.com', '/api/v1/validate', 'header', 'DD-API-KEY', ''),
  pair=[('DD_APP_KEY', lambda: rs(HEX, 40), True)])
V('New Relic', 'global', 'user API key', 'user API 키', 'NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(UPNUM, 27),
  auth=('api.newrelic.com', '/graphql', 'header', 'API-Key', ''))
V('Sentry', 'global', 'user auth token', 'auth 토큰', 'SENTRY_AUTH_TOKEN', lambda: 'sntryu_' + rs(HEX, 64),
  auth=('sentry.io', '/api/0/projects/', 'header', *BEARER))
V('Discord', 'global', 'bot token', '봇 토큰', 'DISCORD_BOT_TOKEN', discord_bot,
  auth=('discord.com', '/api/v10/users/@me', 'header', 'Authorization', 'Bot '))
V('Telegram', 'global', 'bot token', '봇 토큰', 'TELEGRAM_BOT_TOKEN', telegram_bot)
V('Heroku', 'global', 'API key', 'API 키', 'HEROKU_API_KEY', lambda: 'HRKU-AA' + rs(B64U, 58),
  auth=('api.heroku.com', '/apps', 'header', *BEARER))
V('DigitalOcean', 'global', 'personal access token', 'personal access token', 'DIGITALOCEAN_TOKEN',
  lambda: 'dop_v1_' + rs(HEX, 64), auth=('api.digitalocean.com', '/v2/droplets', 'header', *BEARER))
V('Linear', 'global', 'API key', 'API 키', 'LINEAR_API_KEY', lambda: 'lin_api_' + rs(ALNUM, 40),
  auth=('api.linear.app', '/graphql', 'header', 'Authorization', ''))
V('Notion', 'global', 'integration secret', 'integration 시크릿', 'NOTION_TOKEN',
  lambda: ('ntn_' + rs(DIG, 11) + rs(ALNUM, 35)) if chance(0.6) else 'secret_' + rs(ALNUM, 43),
  auth=('api.notion.com', '/v1/databases/%s/query', 'header', *BEARER))
V('Figma', 'global', 'personal access token', '개인 액세스 토큰', 'FIGMA_TOKEN', lambda: 'figd_' + rs(B64U, 40),
  auth=('api.figma.com', '/v1/files/%s', 'header', 'X-Figma-Token', ''))
V('Postman', 'global', 'API key', 'API 키', 'POSTMAN_API_KEY', lambda: 'PMAK-' + rs(HEX, 24) + '-' + rs(HEX, 34),
  auth=('api.getpostman.com', '/collections', 'header', 'X-Api-Key', ''))
V('Netlify', 'global', 'personal access token', 'personal access token', 'NETLIFY_AUTH_TOKEN',
  lambda: 'nfp_' + rs(ALNUM, 36))
V('Cloudflare', 'global', 'API token', 'API 토큰', 'CLOUDFLARE_API_TOKEN', lambda: rs(B64U, 40),
  auth=('api.cloudflare.com', '/client/v4/zones', 'header', *BEARER))
V('Terraform Cloud', 'global', 'team API token', '팀 API 토큰', 'TFE_TOKEN',
  lambda: rs(ALNUM, 14) + '.atlasv1.' + rs(ALNUM, 67))
V('HashiCorp Vault', 'global', 'service token', 'service 토큰', 'VAULT_TOKEN', lambda: 'hvs.CAESI' + rs(B64U, 86),
  auth=('vault.internal.corp:8200', '/v1/secret/data/app', 'header', 'X-Vault-Token', ''))
V('Pulumi', 'global', 'access token', '액세스 토큰', 'PULUMI_ACCESS_TOKEN', lambda: 'pul-' + rs(HEX, 40))
V('Grafana', 'global', 'service account token', '서비스 계정 토큰', 'GRAFANA_TOKEN',
  lambda: 'glsa_' + rs(ALNUM, 32) + '_' + rs(HEX, 8),
  auth=('grafana.internal.corp', '/api/dashboards/db', 'header', *BEARER))
V('Doppler', 'global', 'service token', 'service 토큰', 'DOPPLER_TOKEN',
  lambda: 'dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + rs(ALNUM, 40))
V('age', 'global', 'secret key', 'secret key', 'SOPS_AGE_KEY',
  lambda: 'AGE-SECRET-KEY-1' + rs(BECH.upper(), 58))
V('Supabase', 'global', 'service_role key', 'service_role 키', 'SUPABASE_SERVICE_ROLE_KEY', supabase_service_jwt,
  auth=('xyzcompany.supabase.co', '/rest/v1/orders?select=*', 'header', 'apikey', ''))
V('Okta', 'global', 'API token', 'API 토큰', 'OKTA_API_TOKEN', lambda: '00' + rs(B64U, 40),
  auth=('acme.okta.com', '/api/v1/users?limit=25', 'header', 'Authorization', 'SSWS '))
V('Databricks', 'global', 'personal access token', 'PAT', 'DATABRICKS_TOKEN',
  lambda: 'dapi' + rs(HEX, 32) + ('-2' if chance(0.3) else ''),
  auth=('adb-%s.azuredatabricks.net' % '1234567890123456', '/api/2.0/clusters/list', 'header', *BEARER))
V('Firebase Cloud Messaging', 'global', 'legacy server key', 'legacy 서버 키', 'FCM_SERVER_KEY',
  lambda: 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134),
  auth=('fcm.googleapis.com', '/fcm/send', 'header', 'Authorization', 'key='))
V('Square', 'global', 'production access token', 'production 액세스 토큰', 'SQUARE_ACCESS_TOKEN',
  lambda: 'EAAA' + rs(B64U, 60), auth=('connect.squareup.com', '/v2/payments', 'header', *BEARER))
V('Braintree', 'global', 'PayPal access token', 'PayPal 액세스 토큰', 'BRAINTREE_ACCESS_TOKEN',
  lambda: 'access_token$production$' + rs(LOWNUM, 16) + '$' + rs(HEX, 32))
V('Meta', 'global', 'page access token', '페이지 액세스 토큰', 'FB_PAGE_TOKEN',
  lambda: 'EAA' + pick('BGIJ') + rs(ALNUM, rint(170, 200)),
  auth=('graph.facebook.com', '/v19.0/me/accounts', 'query', 'access_token', ''))
V('X (Twitter)', 'global', 'API bearer token', 'bearer 토큰', 'TWITTER_BEARER_TOKEN', twitter_bearer,
  auth=('api.twitter.com', '/2/tweets/search/recent?query=from:acme', 'header', *BEARER))
V('Shippo', 'global', 'live API token', 'live API 토큰', 'SHIPPO_API_KEY', lambda: 'shippo_live_' + rs(HEX, 40),
  auth=('api.goshippo.com', '/shipments/', 'header', 'Authorization', 'ShippoToken '))
V('Algolia', 'global', 'Admin API key', 'Admin API 키', 'ALGOLIA_ADMIN_KEY', lambda: rs(HEX, 32),
  pair=[('ALGOLIA_APP_ID', lambda: rs(UPNUM, 10), False)])
V('Mapbox', 'global', 'secret access token', 'secret 토큰', 'MAPBOX_SECRET_TOKEN', mapbox_secret)
V('Confluent Cloud', 'global', 'API key and secret', 'API key/secret', 'CONFLUENT_API_SECRET',
  lambda: rs(B64, 64), pair=[('CONFLUENT_API_KEY', lambda: rs(UPNUM, 16), True)])
V('Contentful', 'europe', 'management token', 'management 토큰', 'CONTENTFUL_MANAGEMENT_TOKEN',
  lambda: 'CFPAT-' + rs(B64U, 43), auth=('api.contentful.com', '/spaces', 'header', *BEARER))
V('Airtable', 'global', 'personal access token', 'personal access token', 'AIRTABLE_TOKEN',
  lambda: 'pat' + rs(ALNUM, 14) + '.' + rs(HEX, 64), auth=('api.airtable.com', '/v0/meta/bases', 'header', *BEARER))
V('Dropbox', 'global', 'access token', '액세스 토큰', 'DROPBOX_TOKEN', lambda: 'sl.B' + rs(B64U, 135),
  auth=('api.dropboxapi.com', '/2/files/list_folder', 'header', *BEARER))
V('Fly.io', 'global', 'deploy token', 'deploy 토큰', 'FLY_API_TOKEN', fly_token)
V('Render', 'global', 'API key', 'API 키', 'RENDER_API_KEY', lambda: 'rnd_' + rs(ALNUM, 32),
  auth=('api.render.com', '/v1/services', 'header', *BEARER))
V('Replicate', 'global', 'API token', 'API 토큰', 'REPLICATE_API_TOKEN', lambda: 'r8_' + rs(ALNUM, 37),
  auth=('api.replicate.com', '/v1/predictions', 'header', *BEARER))
V('Groq', 'global', 'API key', 'API 키', 'GROQ_API_KEY', lambda: 'gsk_' + rs(ALNUM, 52),
  auth=('api.groq.com', '/openai/v1/chat/completions', 'header', *BEARER))
V('Perplexity', 'global', 'API key', 'API 키', 'PERPLEXITY_API_KEY', lambda: 'pplx-' + rs(ALNUM, 48),
  auth=('api.perplexity.ai', '/chat/completions', 'header', *BEARER))
V('Cohere', 'global', 'production API key', 'production API 키', 'COHERE_API_KEY', lambda: rs(ALNUM, 40),
  auth=('api.cohere.com', '/v2/embed', 'header', *BEARER))
V('Tavily', 'global', 'API key', 'API 키', 'TAVILY_API_KEY', lambda: 'tvly-' + pick(['', 'dev-', 'prod-']) + rs(ALNUM, 32))
V('LangSmith', 'global', 'personal API key', 'personal API 키', 'LANGSMITH_API_KEY',
  lambda: 'lsv2_pt_' + rs(HEX, 32) + '_' + rs(HEX, 10))
V('Pinecone', 'global', 'API key', 'API 키', 'PINECONE_API_KEY', lambda: 'pcsk_' + rs(ALNUM, 5) + '_' + rs(ALNUM, 63),
  auth=('api.pinecone.io', '/indexes', 'header', 'Api-Key', ''))
V('xAI', 'global', 'API key', 'API 키', 'XAI_API_KEY', lambda: 'xai-' + rs(ALNUM, 80),
  auth=('api.x.ai', '/v1/chat/completions', 'header', *BEARER))
V('ElevenLabs', 'global', 'API key', 'API 키', 'ELEVENLABS_API_KEY', lambda: 'sk_' + rs(HEX, 48),
  auth=('api.elevenlabs.io', '/v1/voices', 'header', 'xi-api-key', ''))
V('Resend', 'global', 'API key', 'API 키', 'RESEND_API_KEY', lambda: 're_' + rs(ALNUM, 8) + '_' + rs(ALNUM, 24),
  auth=('api.resend.com', '/emails', 'header', *BEARER))
V('Postmark', 'global', 'server token', 'server 토큰', 'POSTMARK_SERVER_TOKEN', uuid4,
  auth=('api.postmarkapp.com', '/email', 'header', 'X-Postmark-Server-Token', ''))
V('Clerk', 'global', 'secret key', 'secret 키', 'CLERK_SECRET_KEY', lambda: 'sk_live_' + rs(ALNUM, 40),
  auth=('api.clerk.com', '/v1/users', 'header', *BEARER))
V('Plaid', 'global', 'secret', 'secret', 'PLAID_SECRET', lambda: rs(HEX, 30),
  pair=[('PLAID_CLIENT_ID', lambda: rs(HEX, 24), False)])
V('Razorpay', 'global', 'key secret', 'key secret', 'RAZORPAY_KEY_SECRET', lambda: rs(ALNUM, 24),
  pair=[('RAZORPAY_KEY_ID', lambda: 'rzp_live_' + rs(ALNUM, 14), False)])
V('Auth0', 'global', 'client secret', 'client secret', 'AUTH0_CLIENT_SECRET', lambda: rs(B64U, 64),
  pair=[('AUTH0_CLIENT_ID', lambda: rs(ALNUM, 32), False)])
V('PagerDuty', 'global', 'REST API key', 'REST API 키', 'PAGERDUTY_API_KEY', lambda: 'u+' + rs(B64U, 18),
  auth=('api.pagerduty.com', '/incidents', 'header', 'Authorization', 'Token token='))
V('CircleCI', 'global', 'personal API token', 'personal API 토큰', 'CIRCLECI_TOKEN',
  lambda: 'CCIPAT_' + rs(ALNUM, 22) + '_' + rs(HEX, 40),
  auth=('circleci.com', '/api/v2/me', 'header', 'Circle-Token', ''))
V('Buildkite', 'global', 'API access token', 'API 토큰', 'BUILDKITE_API_TOKEN', lambda: 'bkua_' + rs(HEX, 40),
  auth=('api.buildkite.com', '/v2/organizations', 'header', *BEARER))
V('Fastly', 'global', 'API token', 'API 토큰', 'FASTLY_API_TOKEN', lambda: rs(B64U, 32),
  auth=('api.fastly.com', '/service', 'header', 'Fastly-Key', ''))
V('Vercel', 'global', 'access token', '액세스 토큰', 'VERCEL_TOKEN', lambda: rs(ALNUM, 24),
  auth=('api.vercel.com', '/v9/projects', 'header', *BEARER))
V('Intercom', 'global', 'access token', '액세스 토큰', 'INTERCOM_TOKEN', intercom_token,
  auth=('api.intercom.io', '/contacts', 'header', *BEARER))
V('HubSpot', 'global', 'private app token', 'private app 토큰', 'HUBSPOT_TOKEN',
  lambda: 'pat-' + pick(['na1', 'eu1']) + '-' + uuid4(),
  auth=('api.hubapi.com', '/crm/v3/objects/contacts', 'header', *BEARER))
V('Asana', 'global', 'personal access token', 'PAT', 'ASANA_TOKEN',
  lambda: '2/%s/%s:%s' % (rs(DIG, 16), rs(DIG, 16), rs(HEX, 32)),
  auth=('app.asana.com', '/api/1.0/users/me', 'header', *BEARER))
V('Cloudinary', 'global', 'API secret', 'API secret', 'CLOUDINARY_API_SECRET', lambda: rs(B64U, 27),
  pair=[('CLOUDINARY_API_KEY', lambda: rs(DIG, 15), False)])
V('Zendesk', 'global', 'API token', 'API 토큰', 'ZENDESK_API_TOKEN', lambda: rs(ALNUM, 40))
# --- Europe
V('Mollie', 'europe', 'live API key', 'live API 키', 'MOLLIE_API_KEY', lambda: 'live_' + rs(ALNUM, 30),
  auth=('api.mollie.com', '/v2/payments', 'header', *BEARER))
V('GoCardless', 'europe', 'live access token', 'live 액세스 토큰', 'GOCARDLESS_ACCESS_TOKEN',
  lambda: 'live_' + rs(B64U, 40), auth=('api.gocardless.com', '/mandates', 'header', *BEARER))
V('Scaleway', 'europe', 'API key', 'API 키', 'SCW_SECRET_KEY', uuid4,
  pair=[('SCW_ACCESS_KEY', lambda: 'SCW' + rs(UPNUM, 17), True)])
V('OVHcloud', 'europe', 'application secret and consumer key', 'application secret / consumer key',
  'OVH_APPLICATION_SECRET', lambda: rs(ALNUM, 32),
  pair=[('OVH_APPLICATION_KEY', lambda: rs(ALNUM, 16), False), ('OVH_CONSUMER_KEY', lambda: rs(ALNUM, 32), True)])
V('Hetzner Cloud', 'europe', 'API token', 'API 토큰', 'HCLOUD_TOKEN', lambda: rs(ALNUM, 64),
  auth=('api.hetzner.cloud', '/v1/servers', 'header', *BEARER))
V('DeepL', 'europe', 'API auth key', 'API 인증 키', 'DEEPL_AUTH_KEY', lambda: uuid4() + pick([':fx', '']),
  auth=('api-free.deepl.com', '/v2/translate', 'header', 'Authorization', 'DeepL-Auth-Key '))
V('Brevo', 'europe', 'API key', 'API 키', 'BREVO_API_KEY', lambda: 'xkeysib-' + rs(HEX, 64) + '-' + rs(ALNUM, 16),
  auth=('api.brevo.com', '/v3/smtp/email', 'header', 'api-key', ''))
V('Mailjet', 'europe', 'API key and secret', 'API key/secret', 'MJ_APISECRET_PRIVATE', lambda: rs(HEX, 32),
  pair=[('MJ_APIKEY_PUBLIC', lambda: rs(HEX, 32), True)])
V('Ably', 'europe', 'API key', 'API 키', 'ABLY_API_KEY',
  lambda: rs(B64U[:62], 6) + '.' + rs(B64U[:62], 6) + ':' + rs(B64U, 43))
V('Exoscale', 'europe', 'API key and secret', 'API key/secret', 'EXOSCALE_API_SECRET', lambda: rs(B64U, 43),
  pair=[('EXOSCALE_API_KEY', lambda: 'EXO' + rs(HEX, 24), True)])
V('Yandex Cloud', 'europe', 'API key', 'API 키', 'YC_API_KEY', lambda: 'AQVN' + rs(B64U, 36),
  auth=('llm.api.cloud.yandex.net', '/foundationModels/v1/completion', 'header', 'Authorization', 'Api-Key '))
V('Mistral', 'europe', 'API key', 'API 키', 'MISTRAL_API_KEY', lambda: rs(ALNUM, 32),
  auth=('api.mistral.ai', '/v1/chat/completions', 'header', *BEARER))
V('Typeform', 'europe', 'personal token', 'personal 토큰', 'TYPEFORM_TOKEN',
  lambda: 'tfp_' + rs(ALNUM, 44) + '_' + rs(ALNUM, 14), auth=('api.typeform.com', '/forms', 'header', *BEARER))
V('MessageBird', 'europe', 'live access key', 'live 액세스 키', 'MESSAGEBIRD_ACCESS_KEY', lambda: rs(ALNUM, 25),
  auth=('rest.messagebird.com', '/messages', 'header', 'Authorization', 'AccessKey '))
V('Spotify', 'europe', 'client secret', 'client secret', 'SPOTIFY_CLIENT_SECRET', lambda: rs(HEX, 32),
  pair=[('SPOTIFY_CLIENT_ID', lambda: rs(HEX, 32), False)])
V('Infobip', 'europe', 'API key', 'API 키', 'INFOBIP_API_KEY', lambda: rs(HEX, 32) + '-' + uuid4(),
  auth=('xk2v9.api.infobip.com', '/sms/2/text/advanced', 'header', 'Authorization', 'App '))
V('Bunny.net', 'europe', 'account API key', 'account API 키', 'BUNNY_API_KEY', lambda: uuid4() + uuid4(),
  auth=('api.bunny.net', '/pullzone', 'header', 'AccessKey', ''))
V('SumUp', 'europe', 'secret API key', 'secret API 키', 'SUMUP_API_KEY', lambda: 'sup_sk_' + rs(ALNUM, 32),
  auth=('api.sumup.com', '/v0.1/me', 'header', *BEARER))
# --- Korea
V('Kakao', 'korea', 'Admin key', '어드민 키', 'KAKAO_ADMIN_KEY', lambda: rs(HEX, 32),
  auth=('kapi.kakao.com', '/v1/user/ids', 'header', 'Authorization', 'KakaoAK '))
V('Kakao REST', 'korea', 'REST API key', 'REST API 키', 'KAKAO_REST_API_KEY', lambda: rs(HEX, 32),
  auth=('dapi.kakao.com', '/v2/local/search/address.json?query=%EC%84%B1%EC%88%98', 'header', 'Authorization', 'KakaoAK '))
V('Kakao Login', 'korea', 'client secret', 'client secret', 'KAKAO_CLIENT_SECRET', lambda: rs(ALNUM, 32))
V('Naver Developers', 'korea', 'Client Secret', 'Client Secret', 'NAVER_CLIENT_SECRET', lambda: rs(ALNUM, 10),
  pair=[('NAVER_CLIENT_ID', lambda: rs(ALNUM + '_', 20), False)])
V('Naver Cloud Platform', 'korea', 'access key and secret key', 'access key / secret key', 'NCP_SECRET_KEY',
  lambda: rs(ALNUM, 40), pair=[('NCP_ACCESS_KEY', lambda: rs(UPNUM, 20), True)])
V('Toss Payments', 'korea', 'live secret key', 'live 시크릿 키', 'TOSS_SECRET_KEY',
  lambda: pick(['live_sk_', 'live_gsk_']) + rs(ALNUM, 28))
V('PortOne', 'korea', 'V2 API secret', 'V2 API 시크릿', 'PORTONE_API_SECRET', lambda: rs(ALNUM, 80),
  auth=('api.portone.io', '/payments/%s', 'header', 'Authorization', 'PortOne '))
V('KakaoPay', 'korea', 'secret key', 'secret key', 'KAKAOPAY_SECRET_KEY', lambda: 'PRD' + rs(HEXU, 37),
  auth=('open-api.kakaopay.com', '/online/v1/payment/ready', 'header', 'Authorization', 'SECRET_KEY '))
V('NHN Cloud', 'korea', 'User Access Key pair', 'User Access Key 쌍', 'NHN_SECRET_ACCESS_KEY', lambda: rs(ALNUM, 16),
  pair=[('NHN_ACCESS_KEY_ID', lambda: rs(ALNUM, 20), True)])
V('Channel Talk', 'korea', 'access key and secret', 'access key / secret', 'CHANNEL_ACCESS_SECRET', lambda: rs(HEX, 32),
  pair=[('CHANNEL_ACCESS_KEY', lambda: rs(HEX, 24), True)])
V('Sendbird', 'korea', 'master API token', '마스터 API 토큰', 'SENDBIRD_API_TOKEN', lambda: rs(HEX, 40),
  auth=('api-%s.sendbird.com' % 'A1B2C3D4-E5F6-4711-8899-0A1B2C3D4E5F', '/v3/users', 'header', 'Api-Token', ''))
V('SOLAPI', 'korea', 'API key and secret', 'API Key / Secret', 'SOLAPI_API_SECRET', lambda: rs(UPNUM, 32),
  pair=[('SOLAPI_API_KEY', lambda: 'NCS' + rs(UPNUM, 13), True)])
V('Aligo', 'korea', 'SMS API key', '문자 API 키', 'ALIGO_API_KEY', lambda: rs(LOWNUM, 32))
V('Public Data Portal', 'korea', 'service key', '서비스키', 'DATA_GO_KR_SERVICE_KEY', lambda: data_go_kr_key(True),
  auth=('apis.data.go.kr', '/1360000/VilageFcstInfoService_2.0/getVilageFcst?pageNo=1&numOfRows=10', 'query', 'serviceKey', ''))
V('Upbit', 'korea', 'Open API access/secret key', 'Open API access/secret 키', 'UPBIT_SECRET_KEY', lambda: rs(ALNUM, 40),
  pair=[('UPBIT_ACCESS_KEY', lambda: rs(ALNUM, 40), True)])
V('Bithumb', 'korea', 'API connect key and secret', 'API connect key / secret', 'BITHUMB_SECRET_KEY',
  lambda: rs(HEX, 32), pair=[('BITHUMB_CONNECT_KEY', lambda: rs(HEX, 32), True)])
# --- Japan
V('LINE Messaging API', 'japan', 'channel access token', '채널 액세스 토큰', 'LINE_CHANNEL_ACCESS_TOKEN',
  lambda: rs(B64, 171) + '=', auth=('api.line.me', '/v2/bot/message/push', 'header', *BEARER),
  pair=[('LINE_CHANNEL_SECRET', lambda: rs(HEX, 32), True)])
V('Chatwork', 'japan', 'API token', 'API 토큰', 'CHATWORK_API_TOKEN', lambda: rs(HEX, 32),
  auth=('api.chatwork.com', '/v2/rooms', 'header', 'X-ChatWorkToken', ''))
V('Backlog', 'japan', 'API key', 'API 키', 'BACKLOG_API_KEY', lambda: rs(ALNUM, 64),
  auth=('acme.backlog.jp', '/api/v2/issues', 'query', 'apiKey', ''))
V('PAY.JP', 'japan', 'live secret key', 'live 시크릿 키', 'PAYJP_SECRET_KEY', lambda: 'sk_live_' + rs(HEX, 48))
V('Sakura Cloud', 'japan', 'API access token and secret', 'API 토큰/시크릿', 'SAKURACLOUD_ACCESS_TOKEN_SECRET',
  lambda: rs(ALNUM, 64), pair=[('SAKURACLOUD_ACCESS_TOKEN', uuid4, True)])
V('kintone', 'japan', 'API token', 'API 토큰', 'KINTONE_API_TOKEN', lambda: rs(ALNUM, 40),
  auth=('acme.cybozu.com', '/k/v1/records.json?app=12', 'header', 'X-Cybozu-API-Token', ''))
V('GMO Payment Gateway', 'japan', 'shop password', 'shop 비밀번호', 'GMO_SHOP_PASS', lambda: rs(LOWNUM, 8),
  pair=[('GMO_SHOP_ID', lambda: 'tshop' + rs(DIG, 8), False)])
# --- China
V('Alibaba Cloud', 'china', 'AccessKey pair', 'AccessKey 쌍', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', lambda: rs(ALNUM, 30),
  pair=[('ALIBABA_CLOUD_ACCESS_KEY_ID', lambda: 'LTAI5t' + rs(ALNUM, 18), True)])
V('Tencent Cloud', 'china', 'SecretId/SecretKey', 'SecretId/SecretKey', 'TENCENTCLOUD_SECRET_KEY', lambda: rs(ALNUM, 32),
  pair=[('TENCENTCLOUD_SECRET_ID', lambda: 'AKID' + rs(ALNUM, 32), True)])
V('Baidu AI Cloud', 'china', 'AK/SK', 'AK/SK', 'BCE_SECRET_KEY', lambda: rs(HEX, 32),
  pair=[('BCE_ACCESS_KEY', lambda: rs(HEX, 32), True)])
V('Huawei Cloud', 'china', 'AK/SK', 'AK/SK', 'HUAWEICLOUD_SDK_SK', lambda: rs(ALNUM, 40),
  pair=[('HUAWEICLOUD_SDK_AK', lambda: rs(UPNUM, 20), True)])
V('WeChat', 'china', 'AppSecret', 'AppSecret', 'WECHAT_APP_SECRET', lambda: rs(HEX, 32),
  pair=[('WECHAT_APP_ID', lambda: 'wx' + rs(HEX, 16), False)])
V('WeChat Pay', 'china', 'APIv3 key', 'APIv3 키', 'WECHATPAY_APIV3_KEY', lambda: rs(ALNUM, 32),
  pair=[('WECHATPAY_MCH_ID', lambda: '16' + rs(DIG, 8), False)])
V('DingTalk', 'china', 'robot signing secret', '로봇 서명 시크릿', 'DINGTALK_SECRET', lambda: 'SEC' + rs(HEX, 64))
V('Feishu', 'china', 'app secret', 'app secret', 'FEISHU_APP_SECRET', lambda: rs(ALNUM, 32),
  pair=[('FEISHU_APP_ID', lambda: 'cli_' + rs(HEX, 16), False)])
V('Qiniu', 'china', 'AK/SK', 'AK/SK', 'QINIU_SECRET_KEY', lambda: rs(B64U, 40),
  pair=[('QINIU_ACCESS_KEY', lambda: rs(B64U, 40), True)])
V('Volcengine', 'china', 'AccessKey pair', 'AccessKey 쌍', 'VOLC_SECRETKEY', lambda: b64e(rs(HEX, 44).encode()),
  pair=[('VOLC_ACCESSKEY', lambda: 'AKLT' + rs(ALNUM, 43), True)])
V('Zhipu AI', 'china', 'API key', 'API 키', 'ZHIPUAI_API_KEY', lambda: rs(HEX, 32) + '.' + rs(ALNUM, 16),
  auth=('open.bigmodel.cn', '/api/paas/v4/chat/completions', 'header', *BEARER))
V('Moonshot', 'china', 'API key', 'API 키', 'MOONSHOT_API_KEY', lambda: 'sk-' + rs(ALNUM, 48),
  auth=('api.moonshot.cn', '/v1/chat/completions', 'header', *BEARER))
V('DeepSeek', 'china', 'API key', 'API 키', 'DEEPSEEK_API_KEY', lambda: 'sk-' + rs(HEX, 32),
  auth=('api.deepseek.com', '/chat/completions', 'header', *BEARER))
V('Gitee', 'china', 'private token', 'private 토큰', 'GITEE_TOKEN', lambda: rs(HEX, 32),
  auth=('gitee.com', '/api/v5/user/repos', 'query', 'access_token', ''))

# ---------------------------------------------------------------- passwords
WORDS = ['river', 'falcon', 'maple', 'copper', 'orbit', 'lantern', 'velvet', 'canyon', 'pepper',
         'harbor', 'meadow', 'glacier', 'tiger', 'ember', 'cobalt', 'willow', 'thunder', 'saffron',
         'pixel', 'marble', 'quartz', 'nebula', 'biscuit', 'anchor', 'cactus', 'dolphin', 'jasmine',
         'walrus', 'crimson', 'tundra', 'voyage', 'sparrow', 'mango', 'blizzard', 'pumpkin', 'summit',
         'rocket', 'lemonade', 'kettle', 'gravel', 'zephyr', 'oyster', 'badger', 'hammock', 'citrus',
         'galaxy', 'piano', 'thistle', 'tangerine', 'monsoon', 'yellow', 'fjord', 'juniper', 'lobster']
NAMES_PW = ['Minji', 'Jisoo', 'Hyunwoo', 'Sarah', 'Daniel', 'Bella', 'Coco', 'Mango', 'Max', 'Luna',
            'Gangnam', 'Busan', 'Seoul', 'Jeju', 'Chelsea', 'Arsenal', 'Yankees', 'Pikachu']
KO_WORDS = ['사랑해', '우리집', '햇살', '바다', '고양이', '강아지', '하늘', '별빛', '무지개', '행복',
            '봄날', '초코', '뭉치', '구름', '민들레', '소나무', '달빛', '감자', '호랑이', '꽃게',
            '눈사람', '다람쥐', '푸른숲', '노을', '토끼', '산책', '여름밤', '보리', '김치찌개', '떡볶이']

KB_L = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
KB_V = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b',
        'm', 'ml', 'l']
KB_T = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a',
        'q', 'qt', 't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_keys(text):
    out = []
    for ch in text:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(KB_L[c // 588] + KB_V[(c % 588) // 28] + KB_T[c % 28])
        else:
            out.append(ch)
    return ''.join(out)


def leet(w):
    table = {'a': '@', 'o': '0', 'e': '3', 'i': '1', 's': '$'}
    return ''.join(table[c] if c in table and chance(0.5) else c for c in w)


def pw_human():
    style = rint(0, 5)
    if style == 0:
        return pick(WORDS).capitalize() + pick('!@#$*') + rs(DIG, rint(3, 4))
    if style == 1:
        return pick(NAMES_PW) + str(rint(1975, 2012)) + pick(['!', '!!', '#', '@', '^^', '*'])
    if style == 2:
        return leet(pick(WORDS)).capitalize() + '_' + rs(DIG, 2) + leet(pick(WORDS))
    if style == 3:
        return pick(['Spring', 'Summer', 'Autumn', 'Winter']) + str(rint(2019, 2026)) + pick(['!', '!!', '#1', '$$'])
    if style == 4:
        return pick(WORDS) + pick(['.', '_', '-']) + pick(WORDS) + str(rint(10, 99)) + pick('!?#%')
    return pick(NAMES_PW).lower() + rs(DIG, 4) + pick(['!', '@', '#']) + pick(WORDS)[:3].upper()


def pw_passphrase():
    n = rint(3, 5)
    sep = pick(['-', ' ', '.', '_', ''])
    ws = [pick(WORDS) for _ in range(n)]
    if sep == '':
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(rint(1, 99)) if sep else str(rint(1, 99))
    return s


def pw_punct():
    n = rint(12, 24)
    while True:
        s = ''.join(pick(PUNCT_SAFE) if chance(0.4) else pick(ALNUM) for _ in range(n))
        if sum(c in PUNCT_SAFE for c in s) >= 3 and any(c.isalnum() for c in s):
            return s


def pw_generated():
    return rs(ALNUM + '!#%&*+-=?@^_', rint(16, 32))


def pw_alnum():
    return rs(ALNUM, rint(14, 28))


def pw_kokb():
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else '')
    s = hangul_to_keys(w)
    return s + rs(DIG, rint(2, 4)) + pick(['!', '@', '#', '^^', '', '*'])


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    return w + pick(['', '!', '#', '@']) + rs(DIG, rint(2, 4)) + pick(['', '!', '~'])


PW_STYLES = [('human-style', pw_human), ('passphrase', pw_passphrase), ('punctuation-heavy', pw_punct),
             ('generated', pw_generated), ('alphanumeric', pw_alnum),
             ('Korean-keyboard', pw_kokb), ('Hangul', pw_hangul)]


LANG_HINT = ['en']   # set by the note builder; Korean notes lean towards Korean-style passwords


def password(style=None, shell_safe=False, min_len=8):
    while True:
        if style is None and LANG_HINT[0] == 'ko' and chance(0.3):
            name, fn = pick(PW_STYLES[-2:])
        elif style is None:
            name, fn = pick(PW_STYLES)
        else:
            name, fn = [x for x in PW_STYLES if x[0] == style][0]
        p = fn()
        if len(p) < min_len:
            continue
        if shell_safe and any(c in p for c in " !$&;|<>()[]{}*?~#^%"):
            continue
        return name, p


# ---------------------------------------------------------------- DER / PEM / keys
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def pem(label, der, width=64):
    lines = chunks(b64e(der), width)
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(lines), label), lines


def ec_private_pem():
    priv = rbytes(32)
    pub = b'\x04' + rbytes(64)
    inner = (b'\x02\x01\x01' + b'\x04\x20' + priv + b'\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07'
             + b'\xa1\x44\x03\x42\x00' + pub)
    return pem('EC PRIVATE KEY', b'\x30' + der_len(len(inner)) + inner)


def ed25519_pkcs8_pem():
    der = bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)
    return pem('PRIVATE KEY', der)


def rsa_partial_pem(nlines, pkcs8=False):
    """First nlines of a 2048-bit RSA key body (pasted truncated)."""
    if pkcs8:
        head = bytes.fromhex('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100')
        label = 'PRIVATE KEY'
    else:
        head = bytes.fromhex('308204a40201000282010100')
        label = 'RSA PRIVATE KEY'
    der = head + bytes([rint(0x80, 0xff)]) + rbytes(48 * nlines)
    lines = chunks(b64e(der), 64)[:nlines]
    return label, lines


def ssh_string(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b'ssh-ed25519') + ssh_string(pub)
    check = rbytes(4)
    priv = check + check + ssh_string(b'ssh-ed25519') + ssh_string(pub) + ssh_string(seed + pub) + \
        ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b'openssh-key-v1\x00' + ssh_string(b'none') + ssh_string(b'none') + ssh_string(b'') + \
        (1).to_bytes(4, 'big') + ssh_string(pubblob) + ssh_string(priv)
    lines = chunks(b64e(blob), 70)
    text = '-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----' % '\n'.join(lines)
    pub_line = 'ssh-ed25519 ' + b64e(pubblob) + ' ' + comment
    return text, lines, pub_line


def pgp_partial_lines(n):
    der = b'\x95\x07\x46\x04' + rbytes(48 * n)
    return chunks(b64e(der), 64)[:n]


# ---------------------------------------------------------------- misc secrets
def totp_seed(grouped=False):
    s = rs(B32, pick([16, 32, 32, 26]))
    if grouped:
        return ' '.join(chunks(s.lower(), 4))
    return s


def recovery_codes(kind):
    n = rint(5, 10)
    if kind == 'github':
        return ['%s-%s' % (rs(HEX, 5), rs(HEX, 5)) for _ in range(n)]
    if kind == 'google':
        return ['%s %s' % (rs(DIG, 4), rs(DIG, 4)) for _ in range(n)]
    if kind == 'microsoft':
        return ['-'.join(rs(UPNUM, 5) for _ in range(5)) for _ in range(1)]
    if kind == 'npm':
        return [rs(HEX, 64) for _ in range(min(n, 4))]
    if kind == 'aws':
        return [rs(UPNUM, 8) + rs(LOWNUM, 0) for _ in range(n)]
    if kind == 'naver':
        return [rs(UPNUM, 10) for _ in range(n)]
    if kind == 'apple':
        return ['-'.join(rs(UPNUM, 4) for _ in range(7))]
    return ['%s-%s-%s' % (rs(LOWNUM, 4), rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(n)]


def bitlocker_key():
    return '-'.join(rs(DIG, 6) for _ in range(8))


def wifi_pass():
    st = rint(0, 4)
    if st == 0:
        return pw_passphrase()
    if st == 1:
        return pw_human()
    if st == 2:
        return rs(ALNUM, rint(10, 20))
    if st == 3:
        return pw_kokb()
    return rs(HEX, 64)

# ---------------------------------------------------------------- key-value containers
NOISE_KV = [('NODE_ENV', 'production'), ('LOG_LEVEL', 'info'), ('PORT', '8080'), ('AWS_REGION', 'ap-northeast-2'),
            ('TIMEOUT_MS', '3000'), ('FEATURE_NEW_CHECKOUT', 'true'), ('DB_HOST', 'db.internal'),
            ('REDIS_URL', 'redis://cache.internal:6379/0'), ('SENTRY_ENVIRONMENT', 'staging'),
            ('MAX_RETRIES', '5'), ('TZ', 'Asia/Seoul'), ('WORKERS', '4'), ('CALLBACK_PATH', '/hooks/inbound'),
            ('APP_BASE_URL', 'https://app.example.com'), ('QUEUE_NAME', 'jobs-default'), ('BATCH_SIZE', '200')]


def noise(n):
    out = []
    for k, v in shuffled(NOISE_KV)[:n]:
        out.append((k, v, False))
    return out


def k_snake(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split('_')
    return parts[0] + ''.join(p.capitalize() for p in parts[1:])


def k_dot(k):
    return k.lower().replace('_', '.')


def k_kebab(k):
    return k.lower().replace('_', '-')


def needs_quote(v):
    return any(c in v for c in ' :#{}[],&*?|<>=!%@`\'"') or v[:1] in '-0123456789'


def yq(v):
    return '"%s"' % v if needs_quote(v) else v


def shq(v):
    if all(c in ALNUM + '-_./:=+@,' for c in v):
        return v
    return "'%s'" % v


def mix(kvs, n_noise):
    """interleave noise lines with the real kvs (real ones keep their order)"""
    nz = noise(n_noise)
    out = list(kvs)
    for item in nz:
        out.insert(rint(0, len(out)), item)
    return out


def c_dotenv(kvs, cx):
    lines = []
    if chance(0.4):
        lines.append('# %s %s' % (cx['P'], cx['E_raw']))
    for k, v, _ in mix(kvs, rint(0, 3)):
        lines.append('%s=%s' % (k, ('"%s"' % v) if (needs_quote(v) and chance(0.7)) else v))
    return '\n'.join(lines), pick(['.env', '.env.%s' % cx['E_raw'], '.env.local', 'deploy/%s.env' % cx['E_raw']])


def c_export(kvs, cx):
    lines = ['export %s=%s' % (k, shq(v) if chance(0.5) else ('"%s"' % v if '$' not in v and '!' not in v else shq(v)))
             for k, v, _ in mix(kvs, rint(0, 2))]
    return '\n'.join(lines), pick(['~/.zshrc', '~/.bashrc', 'scripts/env.sh', 'setenv.sh'])


def c_inline(kvs, cx):
    cmd = pick(['npm run start:%s' % cx['E_raw'], 'python -m %s.worker' % cx['P'].replace('-', '_'),
                './gradlew bootRun', 'go run ./cmd/server', 'node scripts/sync.js', 'bundle exec rake sync',
                'uv run pytest tests/integration -k smoke'])
    parts = ['%s=%s' % (k, shq(v)) for k, v, _ in kvs]
    pre = pick(['', 'env ', 'sudo -E '])
    return '$ %s%s %s' % (pre, ' '.join(parts), cmd), 'terminal'


def c_yaml(kvs, cx):
    sect = cx['vkey']
    lines = [pick(['app:', 'integrations:', 'services:', 'providers:']), '  %s:' % sect]
    for k, v, _ in kvs:
        lines.append('    %s: %s' % (k_snake(k).replace(sect + '_', '', 1) if k_snake(k).startswith(sect + '_') else k_snake(k), yq(v)))
    if chance(0.6):
        lines.append('    timeout: %ds' % rint(3, 30))
    if chance(0.5):
        lines.insert(0, 'log_level: %s' % pick(['info', 'debug', 'warn']))
    return '\n'.join(lines), pick(['config/%s.yaml' % cx['E_raw'], 'settings.yml', 'application-%s.yml' % cx['E_raw']])


def c_json(kvs, cx):
    d = {}
    for k, v, _ in kvs:
        d[k_camel(k)] = v
    if chance(0.6):
        d['region'] = pick(['ap-northeast-2', 'us-east-1', 'eu-central-1'])
    outer = {cx['vkey']: d} if chance(0.6) else d
    if chance(0.4):
        outer = {'env': cx['E_raw'], **outer}
    s = json.dumps(outer, indent=2 if chance(0.7) else None, ensure_ascii=False)
    return s, pick(['config.json', 'appsettings.%s.json' % cx['E_raw'].capitalize(), 'secrets.local.json', '.vscode/settings.json'])


def c_toml(kvs, cx):
    lines = ['[%s]' % cx['vkey']]
    for k, v, _ in kvs:
        lines.append('%s = "%s"' % (k_snake(k), v))
    if chance(0.5):
        lines.insert(0, 'name = "%s"\n' % cx['P'])
    return '\n'.join(lines), pick(['config.toml', 'settings.toml', '.streamlit/secrets.toml', 'wrangler.toml'])


def c_ini(kvs, cx):
    lines = ['[%s]' % cx['vkey']]
    for k, v, _ in kvs:
        lines.append('%s = %s' % (k_snake(k), v))
    return '\n'.join(lines), pick(['config.ini', 'settings.cfg', 'app.conf', 'credentials'])


def c_properties(kvs, cx):
    lines = []
    if chance(0.5):
        lines.append('spring.application.name=%s' % cx['P'])
    for k, v, _ in kvs:
        lines.append('%s=%s' % (k_dot(k), v))
    return '\n'.join(lines), pick(['application.properties', 'application-%s.properties' % cx['E_raw'], 'gradle.properties'])


def c_xml(kvs, cx):
    lines = ['<appSettings>']
    for k, v, _ in mix(kvs, rint(0, 1)):
        lines.append('  <add key="%s" value="%s" />' % (k_camel(k)[0].upper() + k_camel(k)[1:], v))
    lines.append('</appSettings>')
    return '\n'.join(lines), pick(['Web.config', 'App.config'])


def c_k8s_secret(kvs, cx):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-%s' % (cx['P'], cx['vkey']),
             '  namespace: %s' % cx['E_raw'], 'type: Opaque', 'stringData:']
    for k, v, _ in kvs:
        lines.append('  %s: %s' % (k, yq(v)))
    return '\n'.join(lines), 'k8s/%s-secret.yaml' % cx['vkey']


def c_k8s_env(kvs, cx):
    lines = ['      containers:', '        - name: %s' % cx['P'], '          image: registry.example.com/%s:%s' % (cx['P'], '1.%d.%d' % (rint(0, 9), rint(0, 30))), '          env:']
    for k, v, _ in mix(kvs, rint(0, 2)):
        lines.append('            - name: %s' % k)
        lines.append('              value: %s' % ('"%s"' % v if needs_quote(v) or v.isdigit() or v in ('true', 'false') else v))
    return '\n'.join(lines), 'deploy/deployment.yaml'


def c_compose(kvs, cx):
    lines = ['services:', '  %s:' % cx['P'], '    image: %s:latest' % cx['P'], '    environment:']
    form = chance(0.5)
    for k, v, _ in mix(kvs, rint(0, 2)):
        if form:
            lines.append('      - %s=%s' % (k, v))
        else:
            lines.append('      %s: %s' % (k, yq(v)))
    return '\n'.join(lines), 'docker-compose.yml'


def c_dockerfile(kvs, cx):
    lines = ['FROM %s' % pick(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.22'])]
    kw = pick(['ENV', 'ARG', 'ENV'])
    for k, v, _ in kvs:
        lines.append('%s %s=%s' % (kw, k, ('"%s"' % v) if needs_quote(v) else v))
    lines.append(pick(['RUN pip install -r requirements.txt', 'RUN npm ci --omit=dev', 'COPY . /app']))
    return '\n'.join(lines), 'Dockerfile'


def c_gha(kvs, cx):
    lines = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    for k, v, _ in kvs:
        lines.append('      %s: %s' % (k, yq(v)))
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: make deploy ENV=%s' % cx['E_raw']]
    return '\n'.join(lines), '.github/workflows/deploy.yml'


def c_gitlab(kvs, cx):
    lines = ['variables:']
    for k, v, _ in kvs:
        lines.append('  %s: %s' % (k, yq(v)))
    lines += ['', 'deploy_%s:' % cx['E_raw'], '  stage: deploy', '  script:', '    - ./scripts/deploy.sh']
    return '\n'.join(lines), '.gitlab-ci.yml'


def c_jenkins(kvs, cx):
    lines = ['pipeline {', '  agent any', '  environment {']
    for k, v, _ in kvs:
        lines.append("    %s = '%s'" % (k, v))
    lines += ['  }', '  stages {', "    stage('Deploy') { steps { sh './deploy.sh %s' } }" % cx['E_raw'], '  }', '}']
    return '\n'.join(lines), 'Jenkinsfile'


def c_terraform(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines += ['variable "%s" {' % k_snake(k), '  type    = string', '  default = "%s"' % v, '}']
    return '\n'.join(lines), pick(['variables.tf', 'main.tf'])


def c_tfvars(kvs, cx):
    return '\n'.join('%s = "%s"' % (k_snake(k), v) for k, v, _ in mix(kvs, rint(0, 1))), '%s.auto.tfvars' % cx['E_raw']


def c_helm(kvs, cx):
    lines = ['%s:' % cx['vkey'], '  enabled: true']
    for k, v, _ in kvs:
        lines.append('  %s: %s' % (k_camel(k), yq(v)))
    return '\n'.join(lines), 'charts/%s/values-%s.yaml' % (cx['P'], cx['E_raw'])


def c_ansible(kvs, cx):
    lines = ['---']
    for k, v, _ in kvs:
        lines.append('%s: %s' % (k_snake(k), yq(v)))
    return '\n'.join(lines), 'group_vars/%s/vars.yml' % cx['E_raw']


def c_systemd(kvs, cx):
    lines = ['[Service]']
    for k, v, _ in kvs:
        lines.append('Environment="%s=%s"' % (k, v))
    lines.append('ExecStart=/opt/%s/bin/server' % cx['P'])
    return '\n'.join(lines), '/etc/systemd/system/%s.service' % cx['P']


def c_launch(kvs, cx):
    d = {'type': pick(['node', 'python', 'go']), 'request': 'launch', 'name': 'Debug %s' % cx['P'],
         'env': {k: v for k, v, _ in kvs}}
    return json.dumps(d, indent=2, ensure_ascii=False), '.vscode/launch.json'


def c_python(kvs, cx):
    lines = ['import os', '']
    for k, v, _ in kvs:
        if chance(0.5):
            lines.append('%s = os.getenv("%s", "%s")' % (k, k, v))
        else:
            lines.append('%s = "%s"' % (k, v))
    lines.append('client = %sClient(%s)' % (cx['vcls'], ', '.join('%s=%s' % (k_snake(k), k) for k, _, _ in kvs)))
    return '\n'.join(lines), pick(['settings.py', '%s/config.py' % cx['P'].replace('-', '_'), 'scripts/backfill.py'])


def c_js(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines.append("const %s = process.env.%s || '%s';" % (k_camel(k), k, v) if chance(0.5)
                     else "const %s = '%s';" % (k_camel(k), v))
    lines.append('const client = new %s({ %s });' % (cx['vcls'], ', '.join(k_camel(k) for k, _, _ in kvs)))
    return '\n'.join(lines), pick(['src/lib/%s.js' % cx['vkey'], 'server/index.js', 'scripts/seed.mjs'])


def c_ts(kvs, cx):
    lines = ['export const %sConfig = {' % cx['vkey']]
    for k, v, _ in kvs:
        lines.append("  %s: '%s'," % (k_camel(k), v))
    lines.append('} as const;')
    return '\n'.join(lines), 'src/config/%s.ts' % cx['vkey']


def c_go(kvs, cx):
    lines = ['const (']
    for k, v, _ in kvs:
        lines.append('\t%s = "%s"' % (k_camel(k)[0].upper() + k_camel(k)[1:], v))
    lines.append(')')
    return '\n'.join(lines), 'internal/%s/client.go' % cx['vkey']


def c_java(kvs, cx):
    lines = ['public final class %sConfig {' % cx['vcls']]
    for k, v, _ in kvs:
        lines.append('    static final String %s = "%s";' % (k, v))
    lines.append('}')
    return '\n'.join(lines), 'src/main/java/com/example/%sConfig.java' % cx['vcls']


def c_ruby(kvs, cx):
    lines = ['%s.configure do |config|' % cx['vcls']]
    for k, v, _ in kvs:
        lines.append("  config.%s = ENV.fetch('%s', '%s')" % (k_snake(k), k, v))
    lines.append('end')
    return '\n'.join(lines), 'config/initializers/%s.rb' % cx['vkey']


def c_php(kvs, cx):
    lines = ['<?php', 'return [']
    for k, v, _ in kvs:
        lines.append("    '%s' => env('%s', '%s')," % (k_snake(k), k, v))
    lines.append('];')
    return '\n'.join(lines), 'config/services.php'


def c_csharp(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines.append('var %s = "%s";' % (k_camel(k), v))
    lines.append('var client = new %sClient(%s);' % (cx['vcls'], ', '.join(k_camel(k) for k, _, _ in kvs)))
    return '\n'.join(lines), 'Program.cs'


def c_rust(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines.append('const %s: &str = "%s";' % (k, v))
    return '\n'.join(lines), 'src/config.rs'


def c_kotlin(kvs, cx):
    lines = ['object %sKeys {' % cx['vcls']]
    for k, v, _ in kvs:
        lines.append('    const val %s = "%s"' % (k, v))
    lines.append('}')
    return '\n'.join(lines), 'app/src/main/java/com/example/%sKeys.kt' % cx['vcls']


def c_swift(kvs, cx):
    lines = ['enum %sSecrets {' % cx['vcls']]
    for k, v, _ in kvs:
        lines.append('    static let %s = "%s"' % (k_camel(k), v))
    lines.append('}')
    return '\n'.join(lines), 'Sources/App/%sSecrets.swift' % cx['vcls']


def c_powershell(kvs, cx):
    return '\n'.join('$env:%s = "%s"' % (k, v) for k, v, _ in kvs), 'profile.ps1'


def c_diff(kvs, cx):
    fn = pick(['.env.%s' % cx['E_raw'], 'config/%s.env' % cx['E_raw']])
    lines = ['--- a/%s' % fn, '+++ b/%s' % fn, '@@ -%d,%d +%d,%d @@' % (rint(1, 40), 3, rint(1, 40), 4)]
    for k, v, _ in noise(1):
        lines.append(' %s=%s' % (k, v))
    for k, v, _ in kvs:
        if chance(0.5):
            lines.append('-%s=' % k)
        lines.append('+%s=%s' % (k, v))
    return '\n'.join(lines), fn


def c_table(kvs, cx):
    lines = ['| key | value | note |', '|---|---|---|']
    for k, v, _ in mix(kvs, rint(0, 2)):
        lines.append('| %s | %s | %s |' % (k, v, pick(['', cx['E_raw'], 'from %s' % cx['W'], 'rotated %s' % rdate()])))
    return '\n'.join(lines), 'wiki table'


def c_chat(kvs, cx):
    who = cx['W']
    lines = []
    if cx['lang'] == 'ko':
        lines.append('[%s] %s: %s 키 여기요' % (rtime()[:5], who, cx['V']))
    else:
        lines.append('[%s] %s: here are the %s creds' % (rtime()[:5], who, cx['V']))
    for k, v, _ in kvs:
        lines.append('[%s] %s: %s %s' % (rtime()[:5], who, k, v) if chance(0.5) else '[%s] %s: %s' % (rtime()[:5], who, v))
    return '\n'.join(lines), 'Slack DM'


def c_cli_set(kvs, cx):
    tool = rint(0, 5)
    lines = []
    for k, v, _ in kvs:
        if tool == 0:
            lines.append('heroku config:set %s=%s -a %s' % (k, shq(v), cx['P']))
        elif tool == 1:
            lines.append('fly secrets set %s=%s' % (k, shq(v)))
        elif tool == 2:
            lines.append('gh secret set %s --body %s' % (k, shq(v)))
        elif tool == 3:
            lines.append('kubectl -n %s create secret generic %s --from-literal=%s=%s' % (cx['E_raw'], cx['vkey'], k_snake(k), shq(v)))
        elif tool == 4:
            lines.append('aws ssm put-parameter --name /%s/%s --type SecureString --value %s' % (cx['P'], k_snake(k), shq(v)))
        else:
            lines.append('doppler secrets set %s=%s' % (k, shq(v)))
    return '\n'.join(lines), 'shell history'


def c_log(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines.append('%s %s [%s] loaded config %s=%s' % (rts(), pick(['DEBUG', 'INFO', 'TRACE']), cx['P'], k_snake(k), v))
    return '\n'.join(lines), 'app log'


def c_traceback(kvs, cx):
    k, v, _ = kvs[-1]
    fn = cx['P'].replace('-', '_')
    lines = ['Traceback (most recent call last):',
             '  File "/app/%s/clients.py", line %d, in connect' % (fn, rint(20, 300)),
             '    return %sClient(%s=%s)' % (cx['vcls'], k_snake(k), k_snake(k)),
             '  File "/usr/local/lib/python3.12/site-packages/%s/client.py", line %d, in __init__' % (cx['vkey'], rint(20, 300)),
             '    raise AuthError(f"rejected credential {%s!r}")' % k_snake(k),
             "%s.errors.AuthError: rejected credential '%s'" % (cx['vkey'], v)]
    return '\n'.join(lines), 'worker stderr'


def c_notebook(kvs, cx):
    lines = ['# In[%d]:' % rint(1, 40)]
    for k, v, _ in kvs:
        lines.append('os.environ["%s"] = "%s"' % (k, v))
    lines.append('df = load_%s()' % cx['vkey'])
    return '\n'.join(lines), 'notebooks/explore.ipynb'


def c_makefile(kvs, cx):
    lines = []
    for k, v, _ in kvs:
        lines.append('%s ?= %s' % (k, v))
    lines += ['', 'deploy:', '\t./scripts/deploy.sh $(%s)' % kvs[-1][0]]
    return '\n'.join(lines), 'Makefile'


KV_CONTAINERS = [  # (name, fn, forbidden chars in values)
    ('.env', c_dotenv, '\'"\\ '), ('shell export', c_export, '\'"\\'), ('inline env command', c_inline, '\'"\\'),
    ('YAML config', c_yaml, '"\\'), ('JSON config', c_json, '"\\'), ('TOML', c_toml, '"\\'),
    ('INI', c_ini, ' ;#'), ('properties', c_properties, '\\ #!'), ('XML appSettings', c_xml, '&<>"\''),
    ('k8s Secret stringData', c_k8s_secret, '"\\'), ('k8s Deployment env', c_k8s_env, '"\\'),
    ('docker-compose', c_compose, '"\\$'), ('Dockerfile', c_dockerfile, '"\\$ '),
    ('GitHub Actions workflow', c_gha, '"\\'), ('GitLab CI', c_gitlab, '"\\$'), ('Jenkinsfile', c_jenkins, '\'\\$'),
    ('Terraform variable', c_terraform, '"\\$%'), ('tfvars', c_tfvars, '"\\$%'), ('Helm values', c_helm, '"\\'),
    ('Ansible group_vars', c_ansible, '"\\{'), ('systemd unit', c_systemd, '"\\$% '), ('VS Code launch.json', c_launch, '"\\'),
    ('Python', c_python, '"\\{'), ('JavaScript', c_js, '\'\\'), ('TypeScript', c_ts, '\'\\'), ('Go', c_go, '"\\'),
    ('Java', c_java, '"\\'), ('Ruby', c_ruby, '\'\\'), ('PHP', c_php, '\'\\'), ('C#', c_csharp, '"\\{'),
    ('Rust', c_rust, '"\\'), ('Kotlin', c_kotlin, '"\\$'), ('Swift', c_swift, '"\\('), ('PowerShell', c_powershell, '"\\$`'),
    ('diff', c_diff, '\'"\\ '), ('markdown table', c_table, '|'), ('chat transcript', c_chat, ''),
    ('CLI secret set', c_cli_set, '\'"\\'), ('debug log', c_log, ' '), ('Python traceback', c_traceback, '\'"\\{}'),
    ('notebook cell', c_notebook, '"\\'), ('Makefile', c_makefile, '$#\\ '),
]


def kv_container(kvs, cx, only=None):
    vals = [v for _, v, _ in kvs]
    opts = [c for c in KV_CONTAINERS if (only is None or c[0] in only)
            and not any(ch in v for v in vals for ch in c[2])]
    name, fn, _ = pick(opts)
    snip, fname = fn(kvs, cx)
    return name, snip, fname

# ---------------------------------------------------------------- HTTP renderers (token in a request)
def fill(t, m):
    return re.sub(r'\{(\w+)\}', lambda g: m.get(g.group(1), g.group(0)), t)


def http_render(auth, token, cx):
    host, path, how, name, prefix = auth
    if '%s' in path:
        path = path % pick([uuid4(), rs(HEX, 24), rs(ALNUM, 22), 'org-' + rs(LOWNUM, 8)])
    url = 'https://%s%s' % (host, path)
    if how == 'query':
        sep = '&' if '?' in url else '?'
        full = '%s%s%s=%s' % (url, sep, name, token)
        st = rint(0, 4)
        if st == 0:
            return 'curl', "curl -s '%s'" % full
        if st == 1:
            return 'access log', '%s - - [%s] "GET %s HTTP/1.1" 200 %d "-" "%s"' % (
                rip4(), rdate(), full.split(host, 1)[1], rint(200, 9000), pick(['python-requests/2.32.3', 'okhttp/4.12.0', 'Go-http-client/1.1']))
        if st == 2:
            return 'URL', full
        if st == 3:
            return 'Python requests', 'resp = requests.get("%s", params={"%s": "%s"}, timeout=10)' % (url, name, token)
        return 'JS fetch', 'const res = await fetch(`%s`);' % full
    hv = prefix + token
    st = rint(0, 7)
    if st == 0:
        extra = pick(['', " -H 'Content-Type: application/json' -d '{\"limit\": 10}'", ' -X POST --data @payload.json'])
        q = '"' if chance(0.5) else "'"
        return 'curl', 'curl %s%s%s -H %s%s: %s%s%s' % (pick(['-sS ', '-v ', '', '--fail ']), url, extra, q, name, hv, q, '')
    if st == 1:
        return 'raw HTTP request', '%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json\nUser-Agent: %s' % (
            pick(['GET', 'POST']), url.split(host, 1)[1], host, name, hv, pick(['curl/8.5.0', 'axios/1.7.2', 'python-httpx/0.27.0']))
    if st == 2:
        return 'Python requests', 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (
            pick(['get', 'post']), url, name, hv)
    if st == 3:
        return 'JS fetch', "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, name, hv)
    if st == 4:
        return 'httpie', 'http %s %s \'%s:%s\'' % (pick(['GET', 'POST']), url, name, hv)
    if st == 5:
        return 'debug log of request headers', "%s DEBUG [%s] -> %s %s headers={'%s': '%s', 'Accept': 'application/json'}" % (
            rts(), cx['P'], pick(['GET', 'POST']), url, name, hv)
    if st == 6:
        return 'Go net/http', 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, name, hv)
    return 'verbose curl output', '> %s %s HTTP/2\n> Host: %s\n> %s: %s\n> accept: */*\n>\n< HTTP/2 %s' % (
        pick(['GET', 'POST']), url.split(host, 1)[1], host, name, hv, pick(['401', '403', '200']))


# ---------------------------------------------------------------- prose pools for token notes
TOK_MC_EN = [
    "The {E} deploy of {P} kept failing with {ERR} from {V}, and I didn't know which {D} it was supposed to use.",
    "{W} asked me to wire {P} to {V} but never said where the {D} lives.",
    "I didn't know that {P} reads the {V} {D} from {F} instead of the secret store.",
    "The {V} integration in {P} broke after a key rotation; nobody had told me the new {D}.",
    "Missing context: which {V} account {P} uses in {E}, and where its credentials are configured.",
    "I assumed the {V} {D} was injected by CI, but the {E} job was reading it from {F}.",
    "Spent a while on {ERR} from {V} before learning that {P} has its own {D}, separate from the shared one.",
    "Was asked to reproduce a {V} failure locally for {P} without knowing how its credentials get loaded.",
    "Task: migrate {P} off the deprecated {V} SDK. Nobody mentioned the {D} is hard-coded rather than injected.",
    "The health check for {P} only reported '{ERR}'; it did not say which {V} credential was wrong.",
]
TOK_MC_S_EN = [
    "{W} pasted the current {F} for {P} so I could debug the {ERR}:\n{S}",
    "This is what {P} had in {F} when the {V} calls started failing in {E}:\n{S}",
    "{S}\n^ found this in {F} while tracing why {P} could reach {V} only from {E}.",
    "User shared the {C} snippet below and asked why {V} returned {ERR}.\n{S}",
    "Context I lacked: the {V} setup for {P} lives in {F}, not in Vault. Current contents:\n{S}\nThe README still says otherwise.",
]
TOK_LE_S_EN = [
    "{P} loads the {V} {D} from {F}. The working values are:\n{S}\nRestart the service after editing; it does not hot-reload.",
    "Fixed by updating {F}:\n{S}",
    "{S}\nThis is the {D} that actually works for {E}; the one in the old runbook is revoked.",
    "The {V} client reads {K} at startup, so the value has to be set before the process starts:\n{S}\nSetting it later in code has no effect.",
    "When {V} returns {ERR}, check the key first. The current config is\n{S}\nand it was confirmed working on {DT}.",
    "Keep the {V} settings together in {F}; {P} won't start if any of them is missing:\n{S}",
    "Reproduced and fixed. For reference, the request that works against {V}:\n{S}\nThe old one used a revoked {D}.",
]
TOK_LE_EN = [
    "{P} reads {K} from {F}; restart after changing it, there is no hot reload.",
    "The {V} {D} for {E} is separate from the shared one; do not reuse keys across environments.",
    "The {ERR} was not a network problem: {P} was sending a revoked {V} {D}. Check the key before anything else.",
    "{V} rejects keys from another environment with the same {ERR} as a malformed one, so the message alone does not tell you which case you are in.",
]
TOK_LE_INLINE_EN = [
    "The {E} {V} {D} for {P} is {SV} (set in {F}); restart after changing it.",
    "{P} only worked once {K} was set to {SV} in {F}.",
    "Use {SV} as the {V} {D} in {E}; the old one returns {ERR}.",
    "{K}={SV} is what {W} gave me for {P}. It goes in {F}, nowhere else.",
    "Set `{K}` to `{SV}` in {F} and {P} stops returning {ERR}.",
]
TOK_ASK_EN = [
    "Which {V} {D} should {P} use in {E}?",
    "Should the {V} key move to the secret manager instead of {F}?",
    "",
    "Is there a separate {V} account for {E}, or is this one shared?",
    "Who owns the {V} account for {P}, so I can check before rotating?",
    "",
    "Do you want me to add a startup check that fails fast when {K} is missing?",
]
TOK_ASK_SV_EN = [
    "Is {SV} still the active {V} key, or was it rotated?",
    "Can I keep using {SV} for local testing of {P}?",
    "Should I revoke {SV} now that it has been pasted into the notes?",
    "{K} is currently {SV}; should staging and prod really share it?",
]
TOK_MC_KO = [
    "{E} 배포에서 {P}이/가 {V} 호출할 때마다 {ERR}이/가 났는데, 어떤 {D}을/를 써야 하는지 몰랐음.",
    "{W}님이 {P}에 {V} 연동을 붙여 달라고 했는데 {D}이/가 어디 있는지는 알려주지 않았다.",
    "{P}이/가 {V} {D}을/를 시크릿 매니저가 아니라 {F}에서 읽는다는 걸 몰랐다.",
    "키 로테이션 이후 {P}의 {V} 연동이 깨졌는데 새 {D}을/를 전달받지 못했음.",
    "{E} 환경에서 {P}이/가 어떤 {V} 계정을 쓰는지, 인증 정보가 어디 설정돼 있는지 문서가 없었다.",
    "CI에서 {V} {D}을/를 주입해 주는 줄 알았는데 실제로는 {F}에 들어가 있었다.",
    "{V}에서 {ERR} 떠서 한참 헤맸는데, {P}은/는 공용 키가 아니라 별도 {D}을/를 쓰고 있었음.",
    "{P}의 {V} 장애를 로컬에서 재현해 달라는 요청을 받았는데, 인증 정보를 어떻게 로드하는지 몰랐다.",
]
TOK_MC_S_KO = [
    "{W}님이 {ERR} 디버깅하라고 {P}의 {F} 내용을 붙여줬다:\n{S}",
    "{E}에서 {V} 호출이 실패하기 시작했을 때 {F} 상태:\n{S}",
    "{S}\n↑ {P}이/가 {E}에서만 {V}에 붙는 이유를 찾다가 {F}에서 발견함.",
    "사용자가 아래 {C} 스니펫을 주면서 {V}이/가 왜 {ERR}을/를 주는지 물어봄.\n{S}",
    "몰랐던 점: {P}의 {V} 설정은 Vault가 아니라 {F}에 있음. 현재 내용:\n{S}\nREADME는 아직 예전 내용 그대로다.",
]
TOK_LE_S_KO = [
    "{P}은/는 {V} {D}을/를 {F}에서 읽는다. 동작하는 설정:\n{S}\n수정 후 반드시 재시작해야 함 (hot reload 안 됨).",
    "{F}을/를 아래처럼 고쳐서 해결:\n{S}",
    "{S}\n{E}에서 실제로 동작하는 {D}은/는 이거고, 예전 런북에 있는 키는 폐기됨.",
    "{V} 클라이언트는 시작 시점에 {K}을/를 읽기 때문에 프로세스 뜨기 전에 설정돼 있어야 한다:\n{S}\n코드에서 나중에 바꾸면 반영 안 됨.",
    "{V}이/가 {ERR}을/를 주면 키부터 확인할 것. 현재 설정은\n{S}\n{DT}에 동작 확인함.",
    "{V} 관련 설정은 {F}에 모아둘 것. 하나라도 빠지면 {P}이/가 안 뜬다:\n{S}",
    "재현하고 고침. 참고로 {V}에 정상 동작하는 요청:\n{S}\n예전 요청은 폐기된 {D}을/를 쓰고 있었음.",
]
TOK_LE_KO = [
    "{P}은/는 {K}을/를 {F}에서 읽는다. 바꾼 뒤에는 재시작 필요.",
    "{E}용 {V} {D}은/는 공용 키와 별개다. 환경 간에 키를 재사용하지 말 것.",
    "{ERR}은/는 네트워크 문제가 아니었고 {P}이/가 폐기된 {V} {D}을/를 보내고 있었음. 키부터 확인할 것.",
]
TOK_LE_INLINE_KO = [
    "{P}의 {E} {V} {D}은/는 {SV} 이고 {F}에 설정돼 있음. 바꾸면 재시작할 것.",
    "{K}을/를 {SV}으로/로 바꾸고 나서야 {P}이/가 정상 동작했다.",
    "{E}에서는 {V} {D}으로/로 {SV}을/를 쓸 것. 예전 키는 {ERR} 남.",
    "{W}님이 준 {P}용 값: {K}={SV} ({F}에만 둘 것).",
    "{F}에서 `{K}`을/를 `{SV}`으로/로 바꾸면 {P}의 {ERR}이/가 사라진다.",
]
TOK_ASK_KO = [
    "{E}에서 {P}이/가 쓸 {V} {D}은/는 어떤 건가요?",
    "{V} 키를 {F} 말고 시크릿 매니저로 옮길까요?",
    "",
    "{E}용 {V} 계정이 따로 있나요, 아니면 이 키를 같이 쓰나요?",
    "{P}의 {V} 계정 담당자가 누구인가요? 키 교체 전에 확인하려고요.",
    "",
    "{K}이/가 없으면 바로 실패하도록 기동 체크를 추가할까요?",
]
TOK_ASK_SV_KO = [
    "{SV} 이 키 아직 유효한가요, 아니면 교체됐나요?",
    "{P} 로컬 테스트에 {SV} 계속 써도 되나요?",
    "노트에 {SV}이/가 남았는데 지금 폐기할까요?",
    "{K} 값이 {SV} 인데 스테이징이랑 운영이 같이 써도 되나요?",
]

TOK_LOGISH_MC_S_EN = [
    "{W} sent this output from the {E} box while {P} was failing with {ERR}:\n{S}",
    "The {E} logs for {P} showed the {V} call in full:\n{S}",
    "{S}\n^ captured while reproducing the {V} failure of {P} in {E}.",
]
TOK_LOGISH_LE_S_EN = [
    "Found the {V} {D} that {P} actually sends by looking at the output:\n{S}\n{P} reads it from {F}; fix it there, not in the code.",
    "{S}\nThe value above is the {D} currently in use for {E}; compare it with the one in {F} first whenever {V} returns {ERR}.",
    "Output that confirmed which {V} key is live in {E}:\n{S}\nIt matched {F}, so the {ERR} came from the upstream account, not from us.",
]
TOK_LOGISH_MC_S_KO = [
    "{P}이/가 {ERR}로 실패할 때 {W}님이 {E} 서버에서 보내준 출력:\n{S}",
    "{E}의 {P} 로그에 {V} 호출이 그대로 찍혀 있었다:\n{S}",
    "{S}\n↑ {E}에서 {P}의 {V} 장애 재현하다가 잡은 내용.",
]
TOK_LOGISH_LE_S_KO = [
    "출력을 보고 {P}이/가 실제로 보내는 {V} {D}을/를 확인함:\n{S}\n{P}은/는 {F}에서 읽으니 코드가 아니라 거기서 고칠 것.",
    "{S}\n위 값이 {E}에서 현재 쓰는 {D}이다. {V}이/가 {ERR}를 주면 먼저 {F}의 값과 비교할 것.",
    "{E}에서 어떤 {V} 키가 살아 있는지 확인한 출력:\n{S}\n{F}와 같았으니 {ERR}은/는 우리 쪽이 아니라 업스트림 계정 문제였다.",
]
LOGISH = ('debug log', 'Python traceback', 'chat transcript', 'markdown table', 'CLI secret set', 'notebook cell')

FENCE_TAGS = {'.env': 'bash', 'shell export': 'bash', 'inline env command': 'bash', 'YAML config': 'yaml',
              'JSON config': 'json', 'TOML': 'toml', 'INI': 'ini', 'properties': 'properties', 'XML appSettings': 'xml',
              'k8s Secret stringData': 'yaml', 'k8s Deployment env': 'yaml', 'docker-compose': 'yaml',
              'Dockerfile': 'dockerfile', 'GitHub Actions workflow': 'yaml', 'GitLab CI': 'yaml', 'Jenkinsfile': 'groovy',
              'Terraform variable': 'hcl', 'tfvars': 'hcl', 'Helm values': 'yaml', 'Ansible group_vars': 'yaml',
              'systemd unit': 'ini', 'VS Code launch.json': 'json', 'Python': 'python', 'JavaScript': 'js',
              'TypeScript': 'ts', 'Go': 'go', 'Java': 'java', 'Ruby': 'ruby', 'PHP': 'php', 'C#': 'csharp',
              'Rust': 'rust', 'Kotlin': 'kotlin', 'Swift': 'swift', 'PowerShell': 'powershell', 'diff': 'diff',
              'curl': 'bash', 'Python requests': 'python', 'JS fetch': 'js', 'httpie': 'bash', 'Go net/http': 'go'}


def present(snip, cname):
    r = R.random()
    if r < 0.62:
        return fence(snip, FENCE_TAGS.get(cname, '') if chance(0.8) else '')
    if r < 0.8:
        return '\n'.join('    ' + ln for ln in snip.split('\n'))
    return snip


def vkey_of(name):
    k = re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_')
    return k.split('_')[0] if len(k.split('_')[0]) > 2 else k


def vcls_of(name):
    return ''.join(p.capitalize() for p in re.split(r'[^A-Za-z0-9]+', name) if p)


def base_cx(lang, vname='', desc=''):
    e = env()
    return {'lang': lang, 'P': proj(), 'E': envname(e, lang), 'E_raw': e, 'W': person(lang), 'ERR': err(lang),
            'V': vname, 'D': desc, 'DT': rdate(), 'vkey': vkey_of(vname) if vname else 'app',
            'vcls': vcls_of(vname) if vname else 'App'}


def compose_fields(cx, snippet, secret_value, mode, pools):
    """pools: dict with mc, mc_s, le_s, le, le_inline, ask, ask_sv (lists of templates)."""
    m = dict(cx)
    m['S'] = snippet
    m['SV'] = secret_value
    if mode == 'lesson':
        mc, le = fill(pick(pools['mc']), m), fill(pick(pools['le_s']), m)
        ask = fill(pick(pools['ask']), m)
    elif mode == 'mc':
        mc, le = fill(pick(pools['mc_s']), m), fill(pick(pools['le']), m)
        ask = fill(pick(pools['ask']), m)
    elif mode == 'inline':
        mc, le = fill(pick(pools['mc']), m), fill(pick(pools['le_inline']), m)
        ask = fill(pick(pools['ask']), m)
    elif mode == 'ask':
        mc, le = fill(pick(pools['mc']), m), fill(pick(pools['le']), m)
        ask = fill(pick(pools['ask_sv']), m)
    elif mode == 'repeat':
        mc, le = fill(pick(pools['mc']), m), fill(pick(pools['le_s']), m)
        ask = fill(pick(pools['ask_sv']), m)
    else:  # 'both': snippet in context, value repeated inline in the lesson
        mc, le = fill(pick(pools['mc_s']), m), fill(pick(pools['le_inline']), m)
        ask = fill(pick(pools['ask']), m)
    return mc, le, ask


TOK_POOLS = {'en': {'mc': TOK_MC_EN, 'mc_s': TOK_MC_S_EN, 'le_s': TOK_LE_S_EN, 'le': TOK_LE_EN,
                    'le_inline': TOK_LE_INLINE_EN, 'ask': TOK_ASK_EN, 'ask_sv': TOK_ASK_SV_EN},
             'ko': {'mc': TOK_MC_KO, 'mc_s': TOK_MC_S_KO, 'le_s': TOK_LE_S_KO, 'le': TOK_LE_KO,
                    'le_inline': TOK_LE_INLINE_KO, 'ask': TOK_ASK_KO, 'ask_sv': TOK_ASK_SV_KO}}

VENDOR_QUEUES = {'secret': [], 'clean': []}


def next_vendor(queue='secret'):
    q = VENDOR_QUEUES[queue]
    if not q:
        q.extend(shuffled(VENDORS))
    return q.pop()


def t_vendor_token(lang):
    v = next_vendor()
    cx = base_cx(lang, v['name'], v['desc_en'] if lang == 'en' else v['desc_ko'])
    token = v['gen']()
    kvs = [(e, g(), listed) for e, g, listed in v['pair']] + [(v['env'], token, True)]
    use_http = v['auth'] is not None and chance(0.4)
    if use_http:
        cname, snip = http_render(v['auth'], token, cx)
        kvs = [(v['env'], token, True)]
        logish = True
    else:
        cname, snip, fname = kv_container(kvs, cx)
        logish = cname in LOGISH
    if logish:
        fname = pick(['.env.%s' % cx['E_raw'], 'config/%s.yaml' % cx['E_raw'], 'k8s/%s-secret.yaml' % cx['vkey'],
                      'the %s Helm values' % cx['E_raw'] if lang == 'en' else '%s Helm values' % cx['E_raw']])
    cx['F'] = fname
    cx['C'] = cname
    cx['K'] = v['env']
    short = len(token) <= 120
    modes = ['lesson'] * 5 + ['mc'] * 3 + ['repeat'] + ['both']
    if short and len(kvs) == 1:
        modes += ['inline', 'inline', 'ask']
    mode = pick(modes)
    if mode in ('inline', 'ask'):
        body = None
    else:
        body = present(snip, cname)
    pools = TOK_POOLS[lang]
    if logish:
        pools = dict(pools)
        pools['mc_s'] = TOK_LOGISH_MC_S_EN if lang == 'en' else TOK_LOGISH_MC_S_KO
        pools['le_s'] = TOK_LOGISH_LE_S_EN if lang == 'en' else TOK_LOGISH_LE_S_KO
    mc, le, ask = compose_fields(cx, body or '', token, mode, pools)
    secrets = [val for _, val, listed in kvs if listed]
    cat = 'vendor token: %s %s via %s [%s]' % (v['name'], v['desc_en'], cname if body else 'prose', mode)
    return 'vendor_token/' + (cname if body else 'prose') + '/' + mode, cat, mc, le, ask, secrets, [v['name']]

# ---------------------------------------------------------------- Korean particles
PARTICLES = {'을/를': ('을', '를'), '이/가': ('이', '가'), '은/는': ('은', '는'), '과/와': ('과', '와'),
             '으로/로': ('으로', '로')}
PART_RE = re.compile(r'(을/를|이/가|은/는|과/와|으로/로)')


def _final(word):
    """(has_final_consonant, final_is_rieul) for the word right before a particle"""
    w = word.rstrip(')`"\'] ')
    if not w:
        return False, False
    ch = w[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        t = (o - 0xAC00) % 28
        return t != 0, t == 8
    if ch.isdigit():
        return ch in '013678', ch in '178'
    if ch.isupper() and (len(w) == 1 or not w[-2].islower()):
        return ch in 'LMNR', ch in 'LR'
    lw = w.lower()
    last = re.split(r'[-_./]', lw)[-1] or lw
    if last in KO_READING:
        return KO_READING[last]
    if lw.endswith(('ing', 'ong', 'ang')):
        return True, False
    if lw.endswith(('le', 'l')):
        return True, True
    if lw.endswith(('ne', 'me', 'm', 'n')):
        return True, False
    if lw.endswith(('nt', 'pt', 'xt', 'st', 'ft', 'sk', 'eck', 'mp', 'sp', 'ub')):
        return False, False
    return lw[-1] in 'ktpb', False


KO_READING = {  # how common English words are read aloud in Korean: (final consonant, final is rieul)
    'engine': (True, False), 'console': (True, True), 'web': (True, False), 'job': (True, False), 'ledger': (False, False),
    'portal': (True, True), 'etl': (True, True), 'pipeline': (True, False), 'token': (True, False), 'secret': (True, False),
    'url': (True, True), 'json': (True, False), 'yaml': (True, True), 'yml': (True, True), 'toml': (True, True),
    'xml': (True, True), 'html': (True, True), 'pem': (True, False), 'txt': (False, False), 'md': (False, False),
    'dockerfile': (True, True), 'makefile': (True, True), 'jenkinsfile': (True, True), 'env': (False, False),
    'kiosk': (False, False), 'bot': (True, False), 'slack': (True, False), 'hook': (True, False), 'app': (True, False),
    'key': (False, False), 'id': (False, False), 'api': (False, False), 'svc': (False, False), 'bff': (False, False),
    'agent': (False, False), 'client': (False, False), 'script': (False, False), 'sheet': (False, False),
    'ticket': (False, False), 'stderr': (False, False), 'log': (False, False), 'sync': (False, False),
}


def ko_particles(text):
    out = []
    pos = 0
    for m in PART_RE.finditer(text):
        before = text[:m.start()]
        word = re.split(r'[\s(]', before)[-1] if before else ''
        fin, rieul = _final(word)
        a, b = PARTICLES[m.group(1)]
        if m.group(1) == '으로/로':
            choice = a if (fin and not rieul) else b
        else:
            choice = a if fin else b
        out.append(text[pos:m.start()])
        out.append(choice)
        pos = m.end()
    out.append(text[pos:])
    return ''.join(out)

# ---------------------------------------------------------------- generic prose for credential scenes
GEN_MC_EN = [
    "I didn't know {WHAT} for {P} in {E}; the task stalled until {W} sent it.",
    "{W} asked me to {TASK} but didn't mention that {WHAT} was needed.",
    "Nobody told me {WHAT} had changed, so {P} failed with {ERR} in {E}.",
    "The docs for {P} don't say where {WHAT} is kept.",
    "Missing: {WHAT}. The runbook step only says 'log in and {TASK}'.",
    "Had to {TASK} on the {E} box and got {ERR} until I had {WHAT}.",
    "I tried to {TASK} non-interactively, which needs {WHAT} up front.",
    "{W} asked me to {TASK}; I had no idea where {WHAT} was kept.",
    "To {TASK} I needed {WHAT}, and it was not in the vault.",
]
GEN_MC_S_EN = [
    "{W} pasted this so I could reproduce the {ERR}:\n{S}",
    "From the {E} box's shell history while trying to {TASK}:\n{S}",
    "{S}\nThat is what I had to work with for {P}.",
    "The user sent the following and asked me to {TASK}.\n{S}",
    "Context: {P} on {E}. What I was given:\n{S}",
    "{W} sent this in a DM so I could {TASK}:\n{S}",
    "{S}\n(from {W}; needed to {TASK})",
]
GEN_LE_S_EN = [
    "Working version:\n{S}\n{TIP}",
    "{TIP}\n{S}",
    "To {TASK}, this is what worked:\n{S}",
    "{S}\n{TIP}",
    "{TIP} Confirmed on {DT} with:\n{S}\nNo other changes were needed.",
]
GEN_LE_EN = [
    "{TIP}",
    "{TIP} The {ERR} earlier was only the wrong value, not a network issue.",
    "Write it down where the team can find it: {TIP}",
]
GEN_LE_INLINE_EN = [
    "{WHAT_C} is {SV}. {TIP}",
    "Use {SV} for {WHAT}. {TIP}",
    "{TIP} (the value that worked was {SV})",
    "{W} confirmed {WHAT}: {SV}. {TIP}",
    "{TIP} For the record, {WHAT} is `{SV}`.",
]
GEN_ASK_EN = [
    "Where should {WHAT} live instead of being passed around in chat?",
    "Is {WHAT} the same in {E} as in the other environments?",
    "",
    "Who should I ask when {WHAT} is rotated?",
    "",
    "Do you want me to move this to a credentials file with 0600 permissions?",
]
GEN_ASK_SV_EN = [
    "Is {SV} still valid for {WHAT}?",
    "Should I change {SV} after this task, since it was shared in chat?",
    "Can I reuse {SV} for the {E} environment too?",
    "Is it OK that {SV} is now in the shell history on the {E} host?",
]
GEN_MC_KO = [
    "{E}의 {P}에 쓸 {WHAT}을/를 몰라서 {W}님이 보내줄 때까지 작업이 멈췄다.",
    "{W}님이 {TASK} 해달라고 했는데 {WHAT}이/가 필요하다는 얘기는 없었음.",
    "{WHAT}이/가 바뀐 걸 몰라서 {E}에서 {P}이/가 {ERR}로 실패했다.",
    "{P} 문서에 {WHAT}이/가 어디 있는지 안 나와 있음.",
    "빠진 정보: {WHAT}. 런북에는 '로그인해서 {TASK}'라고만 적혀 있다.",
    "{E} 서버에서 {TASK} 하다가 {WHAT}이/가 없어서 {ERR}만 계속 났다.",
    "{TASK} 작업을 비대화형으로 돌리려니 {WHAT}을/를 미리 알아야 했다.",
    "{W}님이 {TASK} 요청했는데 {WHAT}이/가 어디 보관돼 있는지 전혀 몰랐다.",
    "{TASK} 하려면 {WHAT}이/가 필요했는데 볼트에 없었다.",
]
GEN_MC_S_KO = [
    "{W}님이 {ERR} 재현하라고 붙여준 내용:\n{S}",
    "{TASK} 하면서 {E} 서버 셸 히스토리에서 찾은 것:\n{S}",
    "{S}\n↑ {P} 작업할 때 받은 내용.",
    "사용자가 아래 내용을 주면서 {TASK} 해달라고 함.\n{S}",
    "상황: {E}의 {P}. 받은 정보:\n{S}",
    "{W}님이 {TASK} 하라고 DM으로 보내준 것:\n{S}",
    "{S}\n({W}님이 보내줌, {TASK}에 필요)",
]
GEN_LE_S_KO = [
    "동작하는 버전:\n{S}\n{TIP}",
    "{TIP}\n{S}",
    "{TASK} 할 때 이렇게 하니까 됨:\n{S}",
    "{S}\n{TIP}",
    "{TIP} {DT}에 아래로 확인 완료:\n{S}\n다른 변경은 필요 없었음.",
]
GEN_LE_KO = [
    "{TIP}",
    "{TIP} 앞서 본 {ERR}은/는 네트워크 문제가 아니라 값이 틀려서였음.",
    "팀이 찾을 수 있게 적어둠: {TIP}",
]
GEN_LE_INLINE_KO = [
    "{WHAT}은/는 {SV} 임. {TIP}",
    "{WHAT}으로/로 {SV}을/를 쓰면 된다. {TIP}",
    "{TIP} (실제로 된 값은 {SV})",
    "{W}님이 확인해 준 {WHAT}: {SV} . {TIP}",
    "{TIP} 참고로 {WHAT}은/는 `{SV}`.",
]
GEN_ASK_KO = [
    "{WHAT}을/를 채팅으로 주고받지 말고 어디에 보관하면 될까요?",
    "{E}이랑 다른 환경의 {WHAT}이/가 같은가요?",
    "",
    "{WHAT}이/가 바뀌면 누구한테 물어보면 되나요?",
    "",
    "권한 0600짜리 credentials 파일로 옮겨 둘까요?",
]
GEN_ASK_SV_KO = [
    "{SV} 아직 {WHAT}으로/로 유효한가요?",
    "{SV}이/가 채팅에 공유됐으니 작업 끝나면 바꿀까요?",
    "{E} 환경에도 {SV}을/를 그대로 써도 되나요?",
    "{SV}이/가 {E} 서버 셸 히스토리에 남아 있는데 괜찮을까요?",
]
GEN_POOLS = {'en': {'mc': GEN_MC_EN, 'mc_s': GEN_MC_S_EN, 'le_s': GEN_LE_S_EN, 'le': GEN_LE_EN,
                    'le_inline': GEN_LE_INLINE_EN, 'ask': GEN_ASK_EN, 'ask_sv': GEN_ASK_SV_EN},
             'ko': {'mc': GEN_MC_KO, 'mc_s': GEN_MC_S_KO, 'le_s': GEN_LE_S_KO, 'le': GEN_LE_KO,
                    'le_inline': GEN_LE_INLINE_KO, 'ask': GEN_ASK_KO, 'ask_sv': GEN_ASK_SV_KO}}


def neutral_pools(pools):
    """drop the templates that talk about service errors or environments (for personal secrets)"""
    out = {}
    for k, lst in pools.items():
        keep = [t for t in lst if '{ERR}' not in t and '{E}' not in t and '{P}' not in t]
        out[k] = keep or lst
    return out


def scene(lang, what, task, tip, snippet, sv, modes=None, cname='', cx=None, personal=False):
    """what/task/tip are (en, ko) pairs. snippet already contains the secret(s)."""
    cx = dict(cx or base_cx(lang))
    i = 0 if lang == 'en' else 1
    cx['WHAT'] = what[i]
    cx['WHAT_C'] = what[i][:1].upper() + what[i][1:]
    cx['TASK'] = task[i]
    cx['TIP'] = tip[i]
    if not modes:
        modes = ['lesson'] * 5 + ['mc'] * 3
        if sv:
            modes += ['repeat', 'both']
            if len(sv) <= 100:
                modes += ['inline', 'ask']
    mode = pick(modes)
    body = '' if mode in ('inline', 'ask') else present(snippet, cname)
    pools = neutral_pools(GEN_POOLS[lang]) if personal else GEN_POOLS[lang]
    mc, le, ask = compose_fields(cx, body, sv or '', mode, pools)
    return mode, mc, le, ask


# ---------------------------------------------------------------- A. passwords in commands
def t_cmd_password(lang):
    u, h = user(), hostname()
    db = pick(['orders', 'billing', 'analytics', 'app', 'crm', 'reporting'])
    style, pw = password()
    q = "'%s'" % pw
    safe = all(c in ALNUM + '-_.@+=,' for c in pw)
    cmds = [
        ('mysql -p attached password', 'mysql -u%s -p%s -h %s %s' % (u, pw if safe else q, h, db), safe or True),
        ('mysql --password=', 'mysql --user=%s --password=%s --host=%s %s' % (u, q if not safe else pw, h, db), True),
        ('mysqldump -p attached', "mysqldump -uroot -p%s --single-transaction %s > /tmp/%s.sql" % (q, db, db), True),
        ('PGPASSWORD env prefix', "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (q, h, u, db), True),
        ('sshpass -p', "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q, u, h), True),
        ('redis-cli -a', "redis-cli -h %s -p 6379 -a %s --no-auth-warning ping" % (h, q), True),
        ('docker login -p', 'docker login registry.%s -u %s -p %s' % (pick(ORG_DOMAINS), u, q), True),
        ('htpasswd positional', "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, q), True),
        ('smbclient user%pass', "smbclient //%s/share -U '%s%%%s'" % (h, u, pw), "'" not in pw),
        ('net use positional', 'net use Z: \\\\%s\\share /user:CORP\\%s %s' % (h.split('.')[0], u, pw), ' ' not in pw),
        ('curl -u user:pass', "curl -u %s:%s https://%s/api/health" % (u, q[1:-1] if safe else pw, h) if safe else
         "curl -u '%s:%s' https://%s/api/health" % (u, pw, h), True),
        ('wget --password', "wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, q, h), True),
        ('keytool -storepass', "keytool -importkeystore -srckeystore old.p12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (q, q), True),
        ('openssl -passout pass:', "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % (pw if safe else q), True),
        ('sqlcmd -P', 'sqlcmd -S %s -U sa -P %s -Q "SELECT @@VERSION"' % (h, q), True),
        ('ldapsearch -w', "ldapsearch -x -H ldap://%s -D 'cn=%s,dc=corp,dc=local' -w %s '(uid=*)'" % (h, u, q), True),
        ('rabbitmqctl positional', "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (u, q, u), True),
        ('mongosh -p', "mongosh 'mongodb://%s:27017/%s' -u %s -p %s --authenticationDatabase admin" % (h, db, u, q), True),
        ('zip -P', "zip -P %s -r export-%s.zip ./export" % (q, rdate()), True),
        ('7z -p attached', "7z a -p%s -mhe=on backup.7z ./dump" % (pw if safe else q), True),
        ('chpasswd user:pass', "echo '%s:%s' | sudo chpasswd" % (u, pw), "'" not in pw),
        ('mosquitto_pub -P', "mosquitto_pub -h %s -u %s -P %s -t sensors/test -m ping" % (h, u, q), True),
        ('lftp -u user,pass', "lftp -u %s,%s sftp://%s" % (u, q, h), True),
        ('gpg --passphrase', "gpg --batch --yes --passphrase %s -d secrets.tar.gpg | tar x" % q, True),
        ('az login -p', "az login -u %s@%s -p %s" % (u, pick(ORG_DOMAINS), q), True),
        ('psql conninfo password=', 'psql "host=%s user=%s password=%s dbname=%s sslmode=require"' % (h, u, pw, db),
         all(c not in pw for c in '" \'\\')),
        ('spring --datasource.password', 'java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s' % (proj(), u, q), True),
        ('ansible -e become_pass', 'ansible-playbook site.yml -i inventories/%s -e "ansible_become_pass=%s"' % (env(), pw),
         all(c not in pw for c in '"$`\\ ')),
        ('vault login userpass', "vault login -method=userpass username=%s password=%s" % (u, q), True),
        ('helm --set password', "helm upgrade --install %s bitnami/postgresql --set auth.postgresPassword=%s" % (proj(), q), ',' not in pw),
        ('kubectl docker-registry secret', "kubectl create secret docker-registry regcred --docker-server=registry.%s --docker-username=%s --docker-password=%s" % (pick(ORG_DOMAINS), u, q), True),
        ('sudo -S piped password', "echo %s | sudo -S systemctl restart %s" % (q, proj()), True),
        ('MYSQL_PWD env', "MYSQL_PWD=%s mysql -u %s -h %s -e 'SHOW PROCESSLIST'" % (q, u, h), True),
        ('influx -password', "influx -host %s -username %s -password %s -database metrics" % (h, u, q), True),
        ('expect send', 'spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (u, h, pw), all(c not in pw for c in '"$[\\')),
        ('pg_dump URL', 'pg_dump "postgresql://%s:%s@%s:5432/%s" -Fc -f %s.dump' % (u, pw, h, db, db),
         all(c in ALNUM + '-_.~' for c in pw)),
    ]
    ok = [c for c in cmds if c[2]]
    name, cmd, _ = pick(ok)
    prompt = pick(['$ ', '', '% ', '[%s@%s ~]$ ' % (pick(USERS), h.split('.')[0]), 'PS> ' if 'net use' in name else '$ '])
    snippet = prompt + cmd
    if chance(0.35):
        if name.startswith(('mysql', 'MYSQL')):
            outs = ['mysql: [Warning] Using a password on the command line interface can be insecure.',
                    "ERROR 1045 (28000): Access denied for user '%s'@'10.0.3.%d' (using password: YES)" % (u, rint(2, 250))]
        elif name.startswith('redis'):
            outs = ['PONG', '(error) WRONGPASS invalid username-password pair or user is disabled.']
        elif 'docker' in name:
            outs = ['Login Succeeded', 'WARNING! Using --password via the CLI is insecure. Use --password-stdin.']
        elif name.startswith('sshpass'):
            outs = ["Warning: Permanently added '%s' (ED25519) to the list of known hosts." % h, 'Permission denied, please try again.']
        elif 'psql' in name or 'PGPASSWORD' in name or 'pg_dump' in name:
            outs = ['psql: error: connection to server at "%s" (10.0.4.%d), port 5432 failed: FATAL:  password authentication failed for user "%s"' % (h, rint(2, 250), u)]
        else:
            outs = ['done.', 'OK', 'exit status 0']
        snippet += '\n' + pick(outs)
    what = ('the password for %s on %s' % (u, h), '%s의 %s 계정 비밀번호' % (h, u))
    task = pick([('run the nightly export by hand', '야간 export 수동 실행'),
                 ('rotate the service account', '서비스 계정 교체'),
                 ('restore the backup into %s' % db, '%s 백업 복원' % db),
                 ('check why the cron job fails', '크론 잡 실패 원인 확인'),
                 ('script the login for the deploy job', '배포 잡 로그인 자동화')])
    tips = [('Run it from the bastion; the host is not reachable from the VPN.',
             'VPN에서는 안 붙고 bastion에서 실행해야 한다.'),
            ('The account is locked after 5 wrong attempts, so copy it exactly.',
             '5번 틀리면 계정이 잠기니 정확히 복사할 것.'),
            ('Prefix the command with a space so it stays out of the shell history.',
             '히스토리에 안 남도록 명령 앞에 공백을 넣어 실행할 것.')]
    if not safe:
        tips = [('Quote the password in single quotes, otherwise the shell eats the special characters.',
                 '특수문자가 있어서 작은따옴표로 감싸야 셸이 망가뜨리지 않는다.')] * 2 + tips
    if 'attached' in name:
        tips = [('The flag takes the value attached with no space; with a space it prompts instead.',
                 '플래그 뒤에 값을 붙여 써야 하고, 띄우면 프롬프트가 뜬다.')] * 3 + tips
    tip = pick(tips)
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, pw, cname='curl' if chance(0.4) else '')
    return 'cmd_password/' + name, 'shell: %s [%s password] [%s]' % (name, style, mode), mc, le, ask, [pw], []

# ---------------------------------------------------------------- B. connection strings
URL_SAFE = ALNUM + '-._~'


def t_conn_string(lang):
    u = user()
    style, pw = password()
    enc = pw if all(c in URL_SAFE for c in pw) else pct(pw)
    db = pick(['orders', 'billing', 'analytics', 'app', 'crm', 'events', 'ledger'])
    k = rint(0, 27)
    sec = [enc]
    if k == 0:
        name, cs = 'postgres URL', 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (u, enc, hostname('pg'), db)
    elif k == 1:
        name, cs = 'SQLAlchemy URL', 'postgresql+psycopg2://%s:%s@%s/%s' % (u, enc, hostname('db'), db)
    elif k == 2:
        name, cs = 'mysql URL', 'mysql://%s:%s@%s:3306/%s' % (u, enc, hostname('mysql'), db)
    elif k == 3:
        name, cs = 'mongodb+srv URI', 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority' % (
            u, enc, rs(LOWNUM, 5), db)
    elif k == 4:
        name, cs = 'redis URL', pick(['redis://:%s@%s:6379/0', 'rediss://default:%s@%s:6380/1']) % (enc, hostname('redis'))
    elif k == 5:
        name, cs = 'amqps URL', 'amqps://%s:%s@%s:5671/%s' % (u, enc, hostname('mq'), pick(['prod', 'jobs', '%2F']))
    elif k == 6:
        name, cs = 'JDBC postgres password param', 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (
            hostname('pg'), db, u, enc)
    elif k == 7 and ';' not in pw and '{' not in pw:
        name, cs = 'JDBC sqlserver', 'jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true' % (
            hostname('db'), db, u, pw)
        sec = [pw]
    elif k == 8 and ';' not in pw:
        name, cs = 'ADO.NET connection string', 'Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;' % (
            hostname('db'), db, u, pw)
        sec = [pw]
    elif k == 9 and ';' not in pw and '}' not in pw:
        name, cs = 'ODBC connection string', 'Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;' % (
            hostname('db'), db, u, pw)
        sec = [pw]
    elif k == 10 and all(c not in pw for c in '@/ "\''):
        name, cs = 'Oracle easy connect', '%s/%s@//%s:1521/ORCLPDB1' % (u, pw, hostname('db'))
        sec = [pw]
    elif k == 11 and '"' not in pw:
        name, cs = 'Kafka SASL JAAS config', ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\n'
                                              'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule '
                                              'required username="%s" password="%s";' % (u, pw))
        sec = [pw]
    elif k == 12:
        name, cs = 'SMTP URL', 'smtp://%s%%40%s:%s@smtp.%s:587' % (u, pick(ORG_DOMAINS), enc, pick(ORG_DOMAINS))
    elif k == 13:
        name, cs = 'Elasticsearch URL', 'https://elastic:%s@%s:9200' % (enc, hostname('es'))
    elif k == 14:
        name, cs = 'ClickHouse DSN', 'clickhouse://default:%s@%s:9000/%s' % (enc, hostname('db'), db)
    elif k == 15:
        name, cs = 'Snowflake URL', 'snowflake://%s:%s@%s.ap-northeast-2.aws/%s/PUBLIC?warehouse=COMPUTE_WH' % (
            u.upper(), enc, rs(LO, 2) + rs(DIG, 5), db.upper())
    elif k == 16:
        key = b64e(rbytes(32))
        name, cs = 'Azure Service Bus connection string', (
            'Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s'
            % (proj(), key))
        sec = [key]
    elif k == 17:
        key = b64e(rbytes(64))
        name, cs = 'Azure Storage connection string', (
            'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net'
            % (rs(LO, 4) + 'stor' + rs(DIG, 3), key))
        sec = [key]
    elif k == 18:
        key = b64e(rbytes(32))
        name, cs = 'Azure IoT Hub device connection string', (
            'HostName=%s-hub.azure-devices.net;DeviceId=%s;SharedAccessKey=%s' % (proj(), 'sensor-%03d' % rint(1, 999), key))
        sec = [key]
    elif k == 19:
        name, cs = 'Celery broker URL', "broker_url = 'amqp://%s:%s@%s:5672//'" % (u, enc, hostname('mq'))
    elif k == 20 and '"' not in pw:
        name, cs = 'neo4j driver auth tuple', 'driver = GraphDatabase.driver("neo4j+s://%s:7687", auth=("neo4j", "%s"))' % (
            hostname('db'), pw)
        sec = [pw]
    elif k == 21:
        name, cs = 'FTP URL', 'ftp://%s:%s@%s/outgoing/' % (u, enc, hostname('ftp'))
    elif k == 22 and ':' not in pw and '\\' not in pw:
        name, cs = '.pgpass line', '%s:5432:%s:%s:%s' % (hostname('pg'), db, u, pw)
        sec = [pw]
    elif k == 23 and all(c not in pw for c in '#; '):
        name, cs = 'my.cnf [client]', '[client]\nuser=%s\npassword=%s\nhost=%s' % (u, pw, hostname('mysql'))
        sec = [pw]
    elif k == 24 and all(c not in pw for c in '@/('):
        name, cs = 'Go MySQL DSN', '%s:%s@tcp(%s:3306)/%s?parseTime=true' % (u, pw, hostname('mysql'), db)
        sec = [pw]
    elif k == 25:
        name, cs = 'R2DBC URL', 'r2dbc:postgresql://%s:%s@%s/%s' % (u, enc, hostname('pg'), db)
    elif k == 26 and all(c not in pw for c in '" \\'):
        name, cs = 'libpq keyword DSN', 'host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full' % (
            hostname('pg'), db, u, pw)
        sec = [pw]
    else:
        name, cs = 'Prisma DATABASE_URL', 'DATABASE_URL="postgresql://%s:%s@%s:5432/%s?schema=public"' % (u, enc, hostname('pg'), db)
    # wrapper
    single = '\n' not in cs
    w = rint(0, 5) if single else 5
    if w == 0 and not cs.startswith('DATABASE_URL') and 'broker_url' not in cs and 'driver =' not in cs:
        snippet, cname = '%s=%s' % (pick(['DATABASE_URL', 'DB_DSN', 'CONN_STR', 'BROKER_URL', 'SPRING_DATASOURCE_URL']), cs), '.env'
    elif w == 1 and '"' not in cs:
        snippet, cname = 'spring:\n  datasource:\n    url: "%s"' % cs, 'YAML config'
    elif w == 2:
        snippet, cname = '%s %s [%s] connecting to %s' % (rts(), pick(['DEBUG', 'INFO']), proj(), cs), 'debug log'
    elif w == 3 and '"' not in cs:
        snippet, cname = 'conn = connect("%s")' % cs, 'Python'
    elif w == 4 and '"' not in cs and "'" not in cs:
        snippet, cname = "services:\n  app:\n    environment:\n      CONNECTION_STRING: '%s'" % cs, 'docker-compose'
    else:
        snippet, cname = cs, ''
    what = ('the %s for %s' % (name, db), '%s용 %s' % (db, name))
    task = pick([('point %s at the new database' % proj(), '%s의 DB 교체' % proj()),
                 ('run the migration against %s' % db, '%s 마이그레이션 실행' % db),
                 ('debug the connection timeouts', '커넥션 타임아웃 디버깅'),
                 ('set up the read replica', '리드 레플리카 설정')])
    tips = [('The pool reads the DSN once at startup; restart the workers after changing it.',
                 '풀은 기동 시 DSN을 한 번만 읽으니 바꾸면 워커 재시작.'),
                ('TLS is required; without it the server closes the connection silently.',
                 'TLS 필수. 없으면 서버가 조용히 연결을 끊는다.'),
                ('Use the pooler port, not the primary, or you hit max_connections.',
                 '프라이머리 말고 풀러 포트를 써야 max_connections에 안 걸린다.')]
    if '://' in cs and enc != pw:
        tips = [('Special characters in the password must be percent-encoded inside a URL.',
                 'URL 안에서는 비밀번호 특수문자를 퍼센트 인코딩해야 한다.')] * 3 + tips
    tip = pick(tips)
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, sec[0], cname=cname)
    return 'conn_string/' + name, 'connection string: %s [%s] [%s]' % (name, style if sec[0] in (pw, enc) else 'random key', mode), \
        mc, le, ask, sec, ['Azure'] if 'Azure' in name else []


# ---------------------------------------------------------------- C. auth headers
def sample_jwt(big=False):
    t = epoch()
    claims = {'sub': pick([uuid4(), 'user_%d' % rint(1000, 99999), 'svc-%s' % proj()]),
              'iss': pick(['https://auth.%s' % pick(ORG_DOMAINS), 'https://login.microsoftonline.com/%s/v2.0' % uuid4(),
                           'https://accounts.google.com', 'https://%s.auth0.com/' % rs(LO, 6)]),
              'aud': pick(['api://%s' % proj(), 'https://api.%s' % pick(ORG_DOMAINS)]), 'iat': t, 'exp': t + 3600}
    if big:
        claims['scope'] = ' '.join(pick(['read:orders', 'write:orders', 'admin', 'read:users', 'billing:rw', 'openid',
                                         'profile', 'email', 'offline_access', 'reports:export']) for _ in range(8))
        claims['roles'] = [pick(['Admin', 'Support', 'Finance', 'Ops', 'Reader']) for _ in range(4)]
        claims['tid'] = uuid4()
        claims['oid'] = uuid4()
        claims['name'] = pick(['Kim Minsu', 'Lee Jihyun', 'Dana Cole', 'Priya Nair'])
    return jwt(claims, alg=pick(['RS256', 'HS256', 'ES256']), sig_bytes=256 if big else 32)


def t_auth_header(lang):
    u = user()
    h = hostname('api')
    kind = rint(0, 11)
    cname = ''
    if kind <= 3:
        style, pw = password()
        blob = b64e(('%s:%s' % (u, pw)).encode())
        sec = [blob]
        name = 'Basic auth header'
        if kind == 0:
            snippet, cname = "curl -sS https://%s/v1/export -H 'Authorization: Basic %s'" % (h, blob), 'curl'
        elif kind == 1:
            snippet = 'GET /metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: Prometheus/2.51.0' % (h, blob)
        elif kind == 2:
            snippet = 'location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header Authorization "Basic %s";\n}' % (h, blob)
            name = 'nginx proxy_set_header Basic'
        else:
            snippet = "Proxy-Authorization: Basic %s" % blob
            name = 'Proxy-Authorization Basic'
    elif kind == 4:
        style, pw = password()
        blob = b64e(('%s:%s' % (u, pw)).encode())
        reg = 'registry.%s' % pick(ORG_DOMAINS)
        snippet, cname = json.dumps({'auths': {reg: {'auth': blob}}}, indent=2), 'JSON config'
        sec, name = [blob], 'docker config.json auth'
    elif kind == 5:
        style, pw = password()
        blob = b64e(('%s:%s' % (u, pw)).encode())
        snippet = 'registry=https://npm.%s/\n//npm.%s/:_auth=%s\nalways-auth=true' % ((pick(ORG_DOMAINS),) * 2 + (blob,))
        sec, name = [blob], '.npmrc _auth'
    elif kind <= 7:
        style = 'JWT'
        tok = sample_jwt(big=chance(0.3))
        sec, name = [tok], 'Bearer JWT'
        if kind == 6:
            snippet, cname = "curl https://%s/v2/orders?limit=20 \\\n  -H 'Authorization: Bearer %s'" % (h, tok), 'curl'
        else:
            snippet = "grpcurl -H 'authorization: Bearer %s' %s:443 orders.v1.OrderService/ListOrders" % (tok, h)
            name = 'grpcurl bearer metadata'
    elif kind <= 9:
        style = 'opaque'
        tok = rs(B64U, rint(32, 64))
        sec, name = [tok], 'Bearer opaque token'
        if kind == 8:
            snippet = "fetch('https://%s/internal/reindex', {\n  method: 'POST',\n  headers: { Authorization: 'Bearer %s' },\n});" % (h, tok)
            cname = 'JS fetch'
        else:
            snippet = json.dumps({'request': {'method': 'GET', 'url': 'https://%s/v1/me' % h,
                                              'headers': [{'name': 'Authorization', 'value': 'Bearer ' + tok},
                                                          {'name': 'Accept', 'value': 'application/json'}]}}, indent=1)
            name = 'HAR export bearer'
    else:
        style = 'API key header'
        hn, tok = pick([('X-API-Key', rs(ALNUM, 32)), ('Ocp-Apim-Subscription-Key', rs(HEX, 32)),
                        ('X-Auth-Token', rs(HEX, 40)), ('apikey', rs(B64U, 40)), ('X-Internal-Token', rs(ALNUM, 48))])
        sec, name = [tok], '%s header' % hn
        if kind == 10:
            snippet, cname = 'http POST https://%s/v1/jobs %s:%s name=reindex' % (h, hn, tok), 'httpie'
        else:
            snippet = '%s INFO gateway upstream=%s method=GET path=/v1/quotes headers={"%s":"%s","Accept":"*/*"} status=%d' % (
                rts(), h, hn, tok, pick([200, 401, 429]))
    what = ('the credential for %s' % h, '%s 인증 정보' % h)
    task = pick([('replay the failing request by hand', '실패한 요청 수동 재현'),
                 ('figure out why the gateway returns %s' % pick(['401', '403']), '게이트웨이가 401을 주는 원인 파악'),
                 ('script the export for the finance team', '재무팀용 export 스크립트 작성')])
    tip = pick([('The upstream only accepts the header form; query-string auth was removed.',
                 '업스트림은 헤더 방식만 받고 쿼리스트링 인증은 제거됐다.'),
                ('Tokens expire after an hour, so long jobs must refresh.',
                 '토큰은 1시간 뒤 만료돼서 긴 작업은 갱신이 필요하다.'),
                ('The header name is case-insensitive but the scheme word must be exact.',
                 '헤더 이름은 대소문자 무관하지만 스킴 단어는 정확해야 한다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, sec[0], cname=cname)
    return 'auth_header/' + name, 'header: %s [%s] [%s]' % (name, style, mode), mc, le, ask, sec, []

# ---------------------------------------------------------------- D. cookies
def session_cookie():
    k = rint(0, 8)
    if k == 0:
        return 'Django', 'sessionid', rs(LOWNUM, 32)
    if k == 1:
        return 'Rails', '_%s_session' % proj().replace('-', '_'), pct(b64e(rbytes(rint(90, 150)))) + '--' + rs(HEX, 40)
    if k == 2:
        return 'Express', 'connect.sid', 's%3A' + rs(B64U, 32) + '.' + pct(b64e(rbytes(32)).rstrip('='))
    if k == 3:
        return 'PHP', 'PHPSESSID', rs(LOWNUM, 26)
    if k == 4:
        return 'Java', 'JSESSIONID', rs(HEXU, 32)
    if k == 5:
        body = json.dumps({'iv': b64e(rbytes(16)), 'value': b64e(rbytes(48)), 'mac': rs(HEX, 64), 'tag': ''},
                          separators=(',', ':'))
        return 'Laravel', 'laravel_session', pct(b64e(body.encode()))
    if k == 6:
        return 'ASP.NET Core', '.AspNetCore.Cookies', 'CfDJ8' + rs(B64U, rint(220, 320))
    if k == 7:
        return 'NextAuth', '__Secure-next-auth.session-token', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + \
            rs(B64U, 16) + '.' + rs(B64U, rint(120, 200)) + '.' + rs(B64U, 22)
    return 'GitHub', 'user_session', rs(B64U, 48)


def t_cookie(lang):
    fw, cn, val = session_cookie()
    host = 'admin.%s' % pick(ORG_DOMAINS)
    k = rint(0, 6)
    extra = pick(['', '; csrftoken=%s' % rs(ALNUM, 32), '; theme=dark', '; _ga=GA1.1.%d.%d' % (rint(10 ** 8, 10 ** 9), rint(10 ** 9, 2 * 10 ** 9))])
    cname = ''
    if k == 0:
        snippet, cname = "curl -s 'https://%s/api/reports?month=%s' -b '%s=%s%s'" % (host, rdate()[:7], cn, val, extra), 'curl'
    elif k == 1:
        snippet = 'GET /dashboard HTTP/1.1\nHost: %s\nCookie: %s=%s%s\nAccept: text/html' % (host, cn, val, extra)
    elif k == 2:
        snippet = 'HTTP/1.1 302 Found\nLocation: /home\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax' % (cn, val)
    elif k == 3:
        snippet, cname = json.dumps({'cookies': [{'name': cn, 'value': val, 'domain': host, 'path': '/',
                                                  'httpOnly': True, 'secure': True, 'sameSite': 'Lax'}], 'origins': []},
                                    indent=2), 'JSON config'
    elif k == 4:
        snippet, cname = 's = requests.Session()\ns.cookies.set("%s", "%s", domain="%s")\nr = s.get("https://%s/export.csv")' % (
            cn, val, host, host), 'Python requests'
    elif k == 5:
        snippet = '| Name | Value | Domain | HttpOnly |\n|---|---|---|---|\n| %s | %s | %s | ✓ |' % (cn, val, host)
    else:
        snippet = '%s INFO [%s] login ok user=%s set-cookie="%s=%s; Path=/; HttpOnly"' % (rts(), proj(), user(), cn, val)
    what = ('the %s session cookie for %s' % (fw, host), '%s의 %s 세션 쿠키' % (host, fw))
    task = pick([('scrape the admin report without the SSO flow', 'SSO 없이 관리자 리포트 수집'),
                 ('reproduce the logged-in bug in a script', '로그인 상태 버그 스크립트로 재현'),
                 ('run the Playwright smoke test as an admin', '관리자 권한 Playwright 스모크 테스트')])
    tip = pick([('Session cookies die after 30 minutes idle; re-login instead of copying the cookie again.',
                 '세션 쿠키는 30분 유휴 시 만료되니 다시 복사하지 말고 재로그인할 것.'),
                ('The app binds the session to the client IP, so it only works from the office network.',
                 '세션이 클라이언트 IP에 묶여 있어서 사무실 네트워크에서만 동작한다.'),
                ('Use a storage-state file generated at test start instead of a hard-coded cookie.',
                 '쿠키를 하드코딩하지 말고 테스트 시작 시 storage state를 생성할 것.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, val, cname=cname)
    return 'cookie/' + fw, 'cookie: %s session cookie [%s]' % (fw, mode), mc, le, ask, [val], []


# ---------------------------------------------------------------- E. signed URLs
def t_signed_url(lang):
    k = rint(0, 7)
    d = rdate().replace('-', '')
    obj = pick(['exports/%s/orders.csv' % d, 'invoices/%s.pdf' % rs(DIG, 8), 'backups/db-%s.sql.gz' % d,
                'media/uploads/%s.mp4' % uuid4(), 'reports/q%d-summary.xlsx' % rint(1, 4)])
    bucket = pick(['acme-prod-exports', 'hanbit-media', 'tidepool-backups', 'northwind-reports'])
    region = pick(['ap-northeast-2', 'us-east-1', 'eu-central-1', 'ap-northeast-1'])
    if k <= 1:
        akid = ('ASIA' if k == 1 else 'AKIA') + rs(B32[:26] + '234567', 16)
        sig = rs(HEX, 64)
        url = ('https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request'
               '&X-Amz-Date=%sT%sZ&X-Amz-Expires=%d' % (bucket, region, obj, akid, d, region, d, rtime().replace(':', ''), pick([900, 3600, 604800])))
        sec = [akid]
        if k == 1:
            tok = pct(aws_session_token(rint(280, 420)))
            url += '&X-Amz-Security-Token=' + tok
            sec.append(tok)
        url += '&X-Amz-SignedHeaders=host&X-Amz-Signature=' + sig
        sec.append(sig)
        name = 'S3 presigned URL' + (' with session token' if k == 1 else '')
    elif k == 2:
        sig = rs(HEX, 512)
        url = ('https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com'
               '%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT%sZ&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s'
               % (bucket, obj, pick(['signer', 'exporter', 'cdn-sa']), pick(['acme-prod', 'hanbit-data']), d, d,
                  rtime().replace(':', ''), sig))
        sec, name = [sig], 'GCS V4 signed URL'
    elif k == 3:
        sig = pct(b64e(rbytes(32)))
        url = ('https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%sZ&st=%sT00:00:00Z&spr=https&sig=%s'
               % (rs(LO, 6) + 'stor', bucket, obj, rdate(), rtime(), rdate(), sig))
        sec, name = [sig], 'Azure SAS URL'
    elif k == 4:
        sig = rs(ALNUM + '-_~', rint(170, 344))
        url = 'https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (
            rs(LOWNUM, 13), obj, epoch(), sig, rs(UPNUM, 13))
        sec, name = [sig], 'CloudFront signed URL'
    elif k == 5:
        tok = rs(B64U, 43)
        url = 'https://app.%s/reset-password?token=%s&email=%s%%40%s' % (pick(ORG_DOMAINS), tok, user(), pick(ORG_DOMAINS))
        sec, name = [tok], 'password reset link'
    elif k == 6:
        pw = rs(B64U, 32)
        url = 'https://us06web.zoom.us/j/%s?pwd=%s.1' % (rs(DIG, 11), pw)
        sec, name = [pw], 'Zoom link with embedded passcode'
    else:
        akid = rs(HEX, 32)
        sig = rs(HEX, 64)
        url = ('https://%s.r2.cloudflarestorage.com/%s/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fauto%%2Fs3%%2Faws4_request'
               '&X-Amz-Date=%sT%sZ&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s'
               % (rs(HEX, 32), bucket, obj, akid, d, d, rtime().replace(':', ''), sig))
        sec, name = [akid, sig], 'Cloudflare R2 presigned URL'
    w = rint(0, 3)
    if w == 0:
        snippet = url
    elif w == 1:
        snippet = "curl -o out.bin '%s'" % url
    elif w == 2:
        snippet = '%s INFO [%s] generated download link %s' % (rts(), proj(), url)
    else:
        snippet = '[%s] %s: %s' % (rtime()[:5], person(lang), url)
    what = ('the %s for %s' % (name, obj), '%s %s' % (obj, name))
    task = pick([('share the export with the partner', '파트너에게 export 공유'),
                 ('debug why the download returns 403', '다운로드 403 원인 디버깅'),
                 ('hand the file to support', '고객지원팀에 파일 전달')])
    tip = pick([('Anyone holding the full link can use it until it expires; shorten the expiry for external shares.',
                 '링크 전체를 가진 사람은 만료 전까지 누구나 쓸 수 있으니 외부 공유 시 만료를 짧게.'),
                ('A 403 on these links usually means the clock skew or the expiry, not the bucket policy.',
                 '이 링크의 403은 보통 버킷 정책이 아니라 시계 오차나 만료 때문이다.'),
                ('Generate a fresh link per request; never paste one into tickets.',
                 '요청마다 새 링크를 만들고 티켓에 붙이지 말 것.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, None, cname='curl' if w == 1 else '', personal=True)
    return 'signed_url/' + name, 'signed URL: %s [%s]' % (name, mode), mc, le, ask, sec, \
        [x for x in [{'S3 ': 'AWS', 'GCS': 'Google Cloud', 'Azu': 'Azure Storage', 'Clo': 'CloudFront', 'Zoo': 'Zoom',
                      'pas': ''}.get(name[:3], name.split()[0])] if x]


# ---------------------------------------------------------------- F. private keys
def t_private_key(lang):
    k = rint(0, 10)
    cname = ''
    who = pick(['deploy@ci', 'ubuntu@bastion', '%s@laptop' % pick(['minsu', 'dana', 'jh.kim', 'ops'])])
    if k == 0:
        text, lines, pub = openssh_ed25519(who)
        snippet = '$ cat ~/.ssh/id_ed25519\n' + text if chance(0.5) else text
        name, sec = 'OpenSSH ed25519 private key', lines
    elif k == 1:
        text, lines = ec_private_pem()
        snippet, name, sec = text, 'EC private key PEM', lines
    elif k == 2:
        text, lines = ed25519_pkcs8_pem()
        snippet, name, sec = text, 'PKCS#8 ed25519 private key', lines
    elif k == 3:
        label, lines = rsa_partial_pem(rint(3, 6), pkcs8=chance(0.5))
        snippet = '-----BEGIN %s-----\n%s\n...(truncated)...\n-----END %s-----' % (label, '\n'.join(lines), label)
        name, sec = 'RSA private key (truncated paste)', lines
    elif k == 4:
        label, lines = rsa_partial_pem(rint(2, 4), pkcs8=True)
        sa = pick(['exporter', 'ci-deployer', 'bq-loader'])
        pj = pick(['acme-prod-4471', 'hanbit-data-prod', 'tidepool-analytics'])
        keyid = rs(HEX, 40)
        body = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...'
        snippet = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
                   '  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}'
                   % (pj, keyid, body, sa, pj, rs(DIG, 21)))
        name, sec, cname = 'GCP service account JSON private_key', lines, 'JSON config'
    elif k == 5:
        text, lines = ec_private_pem()
        blob = b64e((text + '\n').encode())
        snippet = ('apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\ndata:\n'
                   '  tls.crt: <cert omitted, issued by cert-manager>\n  tls.key: %s' % (proj(), blob))
        name, sec, cname = 'k8s TLS secret tls.key (base64 PEM)', [blob], 'YAML config'
    elif k == 6:
        priv, psk, peer = b64e(rbytes(32)), b64e(rbytes(32)), b64e(rbytes(32))
        snippet = ('[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n'
                   'PresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8' % (
                       priv, rint(2, 250), peer, psk, pick(ORG_DOMAINS)))
        name, sec = 'WireGuard PrivateKey and PresharedKey', [priv, psk]
    elif k == 7:
        d = b64u(rbytes(32))
        jwk = {'kty': 'EC', 'crv': 'P-256', 'kid': rs(B64U, 16), 'use': 'sig', 'x': b64u(rbytes(32)),
               'y': b64u(rbytes(32)), 'd': d}
        snippet, cname = json.dumps(jwk, indent=2), 'JSON config'
        name, sec = 'private JWK (d parameter)', [d]
    elif k == 8:
        hx = rs(HEX, 64)
        snippet = pick(['PRIVATE_KEY=0x%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo',
                        "networks: {\n  mainnet: {\n    url: process.env.RPC_URL,\n    accounts: ['0x%s'],\n  },\n},"]) % hx
        name, sec = 'EVM wallet private key (hex)', [hx]
    elif k == 9:
        lines = pgp_partial_lines(rint(3, 5))
        snippet = '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n[...]\n-----END PGP PRIVATE KEY BLOCK-----' % '\n'.join(lines)
        name, sec = 'PGP private key block (partial)', lines
    else:
        pub = chunks(b64e(b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' + rbytes(32)), 64)
        priv = b64e(b'\x00\x00\x00\x20' + rbytes(32))
        snippet = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\n'
                   'Private-Lines: 1\n%s\nPrivate-MAC: %s' % (who, len(pub), '\n'.join(pub), priv, rs(HEX, 64)))
        name, sec = 'PuTTY .ppk private lines', [priv]
    what = ('the %s' % name, name)
    task = pick([('set up the deploy job for %s' % proj(), '%s 배포 잡 설정' % proj()),
                 ('get SSH access to the bastion', 'bastion SSH 접속'),
                 ('sign the release artifacts', '릴리스 아티팩트 서명'),
                 ('configure the VPN on the new runner', '새 러너 VPN 설정')])
    tips = [('Never commit it; the repo is mirrored to a partner org.',
             '절대 커밋하지 말 것. 이 저장소는 파트너 조직에 미러링된다.'),
            ('Rotate it after the task; it has now been in a chat log.',
             '채팅 로그에 남았으니 작업 후 교체할 것.')]
    if k in (0, 10):
        tips.append(('Keys must be 0600 or ssh refuses them with "UNPROTECTED PRIVATE KEY FILE".',
                     '권한이 0600이 아니면 ssh가 "UNPROTECTED PRIVATE KEY FILE"로 거부한다.'))
    if k in (0, 1, 2, 3, 9):
        tips.append(('Keep the BEGIN/END lines and the trailing newline, or the parser rejects it.',
                     'BEGIN/END 줄과 마지막 개행까지 있어야 파서가 읽는다.'))
        tips.append(('Store it as a multi-line CI secret; single-line pastes lose the newlines.',
                     'CI 시크릿에는 여러 줄 그대로 넣어야 하고 한 줄로 붙이면 개행이 사라진다.'))
    if k == 4:
        tips.append(('The JSON must be passed as a file path in GOOGLE_APPLICATION_CREDENTIALS, not inline.',
                     'JSON은 인라인이 아니라 GOOGLE_APPLICATION_CREDENTIALS에 파일 경로로 넘겨야 한다.'))
    if k == 6:
        tips.append(('wg-quick needs the interface file to be 0600 as well.', 'wg-quick도 인터페이스 파일 권한이 0600이어야 한다.'))
    tip = pick(tips)
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, None, cname=cname,
                              modes=['lesson'] * 5 + ['mc'] * 3, personal=True)
    return 'private_key/' + name, 'private key: %s [%s]' % (name, mode), mc, le, ask, sec, []

# ---------------------------------------------------------------- G. TOTP seeds
def t_totp(lang):
    issuer = pick(['AWS', 'GitHub', 'Okta', 'Cloudflare', 'Grafana', 'Naver Works', 'Kakao Work', 'Toss', 'GitLab', 'Jenkins'])
    acct = '%s@%s' % (user().replace('_', '.'), pick(ORG_DOMAINS))
    k = rint(0, 5)
    grouped = k == 1
    seed = totp_seed(grouped=grouped)
    cname = ''
    if k == 0:
        snippet = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (
            pct(issuer), acct, seed, pct(issuer))
        name = 'otpauth URI'
    elif k == 1:
        snippet = "Can't scan the QR code? Enter this setup key instead:\n%s\nTime based: yes" % seed
        name = 'grouped setup key'
    elif k == 2:
        snippet, cname = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed, 'Python'
        name = 'pyotp seed in code'
    elif k == 3:
        snippet, cname = 'MFA_TOTP_SECRET=%s\nMFA_USER=%s' % (seed, acct), '.env'
        name = 'TOTP seed in .env'
    elif k == 4:
        snippet, cname = "oathtool --totp -b '%s'" % seed, 'curl'
        name = 'oathtool -b'
    else:
        snippet = '| field | value |\n|---|---|\n| username | %s |\n| one-time password seed | %s |' % (acct, seed)
        name = 'TOTP seed in vault export table'
    what = ('the %s MFA seed for %s' % (issuer, acct), '%s의 %s MFA 시드' % (acct, issuer))
    task = pick([('run the e2e login test with MFA enabled', 'MFA 켜진 상태에서 e2e 로그인 테스트'),
                 ('log in to the shared %s break-glass account' % issuer, '공용 %s 비상 계정 로그인' % issuer),
                 ('automate the nightly admin export', '야간 관리자 export 자동화')])
    tip = pick([('Codes are valid for 30 seconds; sync the runner clock with NTP or they fail.',
                 '코드는 30초짜리라 러너 시계를 NTP로 맞추지 않으면 실패한다.'),
                ('Whoever has the seed can generate codes forever, so it belongs in the vault, not in CI variables.',
                 '시드를 가진 사람은 영원히 코드를 만들 수 있으니 CI 변수가 아니라 볼트에 둬야 한다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, seed, cname=cname, personal=True)
    return 'totp/' + name, 'TOTP seed: %s (%s) [%s]' % (name, issuer, mode), mc, le, ask, [seed], [issuer]


# ---------------------------------------------------------------- H. recovery codes
def t_recovery(lang):
    k = rint(0, 7)
    if k == 0:
        svc, codes = 'GitHub', recovery_codes('github')
    elif k == 1:
        svc, codes = 'Google', recovery_codes('google')
    elif k == 2:
        svc, codes = 'Microsoft', recovery_codes('microsoft')
    elif k == 3:
        svc, codes = '1Password Secret Key', ['A3-%s-%s-%s-%s-%s-%s' % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5))]
    elif k == 4:
        svc, codes = 'Apple Account recovery key', recovery_codes('apple')
    elif k == 5:
        svc, codes = 'BitLocker', [bitlocker_key()]
    elif k == 6:
        svc, codes = 'Discord', ['%s-%s' % (rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(rint(5, 10))]
    else:
        svc, codes = 'Okta', [rs(DIG, 10) for _ in range(rint(5, 10))]
    acct = '%s@%s' % (user().replace('_', '.'), pick(ORG_DOMAINS))
    w = rint(0, 3)
    if len(codes) == 1:
        snippet = pick(['%s: %s', '%s\n  %s', '[%s] %s']) % (svc if lang == 'en' else svc + ' 복구 키', codes[0])
    elif w == 0:
        snippet = '\n'.join(codes)
    elif w == 1:
        snippet = ', '.join(codes)
    elif w == 2:
        snippet = '\n'.join('%d. %s' % (i + 1, c) for i, c in enumerate(codes))
    else:
        half = (len(codes) + 1) // 2
        snippet = '\n'.join('%s    %s' % (codes[i], codes[i + half]) if i + half < len(codes) else codes[i] for i in range(half))
    what = ('the %s recovery codes for %s' % (svc, acct), '%s의 %s 복구 코드' % (acct, svc))
    task = pick([('regain access to the shared %s account after the phone was wiped' % svc,
                  '폰 초기화 후 공용 %s 계정 접근 복구' % svc),
                 ('hand over the admin account before the offboarding', '퇴사 전 관리자 계정 인수인계'),
                 ('unlock the encrypted laptop image', '암호화된 노트북 이미지 잠금 해제')])
    if len(codes) > 1:
        tip = pick([('Each code works once; cross off the used ones in the vault entry.',
                     '코드는 한 번씩만 쓸 수 있으니 볼트 항목에서 사용한 것을 지울 것.'),
                    ('Regenerating the set invalidates all of these at once.', '새로 발급하면 이 코드들이 한꺼번에 무효화된다.')])
    else:
        tip = pick([('Without this key the data cannot be recovered, so keep it in two places: the vault and the sealed envelope.',
                     '이 키가 없으면 복구가 불가능하니 볼트와 봉인 봉투 두 곳에 보관할 것.'),
                    ('Support will ask for it verbatim, dashes included.', '지원팀은 대시까지 포함해 그대로 요구한다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, codes[0] if len(codes) == 1 else None,
                              modes=None if len(codes) == 1 else ['lesson'] * 4 + ['mc'] * 3, personal=True)
    return 'recovery/' + svc, 'recovery codes: %s x%d [%s]' % (svc, len(codes), mode), mc, le, ask, codes, [svc.split()[0]]


# ---------------------------------------------------------------- I. PINs
def t_pin(lang):
    k = rint(0, 5)
    pin = rs(DIG, 8)
    sec = [pin]
    if k == 0:
        snippet = 'ykman piv access change-pin --pin %s --new-pin %s' % (rs(DIG, 8), pin)
        sec = [snippet.split('--pin ')[1].split()[0], pin]
        name = ('YubiKey PIV PIN change', 'YubiKey PIV PIN 변경')
    elif k == 1:
        mk = rs(HEX, 48)
        snippet = 'PIV PIN: %s\nPUK: %s\nManagement key: %s' % (pin, rs(DIG, 8), mk)
        sec = [pin, snippet.split('PUK: ')[1].split('\n')[0], mk]
        name = ('YubiKey PIN/PUK/management key', 'YubiKey PIN/PUK/관리 키')
    elif k == 2:
        snippet = pick(['SIM PUK for the on-call phone (%s): %s', '%s 당직폰 유심 PUK: %s']) % (
            '010-%04d-%04d' % (rint(1000, 9999), rint(1000, 9999)), pin)
        name = ('SIM PUK', '유심 PUK')
    elif k == 3:
        pin = '%s-%s' % (rs(DIG, 4), rs(DIG, 4))
        sec = [pin]
        snippet = pick(['Server room door code: %s (changes on the 1st)', '서버실 도어락 번호: %s (매월 1일 변경)']) % pin
        name = ('server room door code', '서버실 도어락 번호')
    elif k == 4:
        snippet = 'pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects' % pin
        name = ('HSM user PIN', 'HSM 사용자 PIN')
    else:
        snippet = pick(['adb shell locksettings set-pin %s', 'adb shell locksettings verify --old %s']) % pin
        name = ('test device lock PIN', '테스트 단말 잠금 PIN')
    what = ('the %s' % name[0], name[1])
    task = pick([('reset the signing token after too many wrong tries', '서명 토큰 잠김 해제'),
                 ('prepare the on-call kit for the new engineer', '신규 당직자용 키트 준비'),
                 ('run the device farm tests', '디바이스 팜 테스트 실행')])
    tip = pick([('Three wrong attempts lock it and the reset needs the PUK.', '세 번 틀리면 잠기고 해제에는 PUK가 필요하다.'),
                ('It is eight digits, not the six-digit default.', '기본값 6자리가 아니라 8자리다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, pin, personal=True)
    return 'pin/' + name[0], 'PIN: %s [%s]' % (name[0], mode), mc, le, ask, sec, []


# ---------------------------------------------------------------- J. Wi-Fi keys
def t_wifi(lang):
    ssid = pick(['ACME-Guest', 'HANBIT_5G', 'office-iot', 'MeetingRoom-3F', 'Warehouse_AP', 'lab-wpa2', '회의실-5G', 'KT_GiGA_2G_Wave2'])
    pw = wifi_pass()
    while len(pw) < 8 or any(c in pw for c in ';,:\\"\''):
        pw = wifi_pass()
    k = rint(0, 7)
    sec = [pw]
    cname = ''
    if k == 0:
        if len(pw) == 64:
            snippet = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, pw)
        else:
            snippet = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        name = 'wpa_supplicant.conf psk'
    elif k == 1:
        snippet, cname = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw), 'curl'
        name = 'nmcli password'
    elif k == 2:
        snippet = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, pw)
        name = 'Wi-Fi QR payload'
    elif k == 3:
        snippet = 'interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK' % (ssid, pw)
        name = 'hostapd wpa_passphrase'
    elif k == 4:
        snippet = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, pw)
        name = 'ESP32 sketch'
    elif k == 5:
        snippet = 'network:\n  version: 2\n  wifis:\n    wlan0:\n      access-points:\n        "%s":\n          password: "%s"\n      dhcp4: true' % (ssid, pw)
        name = 'netplan access point'
    elif k == 6:
        snippet = ('> netsh wlan show profile name="%s" key=clear\n...\nSecurity settings\n-----------------\n'
                   '    Authentication         : WPA2-Personal\n    Key Content            : %s' % (ssid, pw))
        name = 'netsh key=clear output'
    else:
        snippet = pick(['Guest Wi-Fi: %s / password %s', '와이파이: %s / 비번 %s']) % (ssid, pw)
        name = 'Wi-Fi note'
    what = ('the Wi-Fi key for %s' % ssid, '%s 와이파이 비밀번호' % ssid)
    task = pick([('provision the kiosk devices', '키오스크 단말 프로비저닝'),
                 ('connect the test Raspberry Pi', '테스트용 라즈베리파이 연결'),
                 ('set up the demo booth', '데모 부스 세팅')])
    tip = pick([('The 5 GHz SSID uses a different key than the 2.4 GHz one.', '5GHz SSID는 2.4GHz와 비밀번호가 다르다.'),
                ('The key is rotated every quarter by the office IT team.', '사무실 IT팀이 분기마다 비밀번호를 바꾼다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, pw, cname=cname, personal=True)
    return 'wifi/' + name, 'Wi-Fi key: %s [%s]' % (name, mode), mc, le, ask, sec, []


# ---------------------------------------------------------------- K. webhook URLs with embedded secrets
def t_webhook(lang):
    k = rint(0, 10)
    if k == 0:
        tok = rs(ALNUM, 24)
        url = 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UPNUM, 8), rs(UPNUM, 10), tok)
        svc = 'Slack'
    elif k == 1:
        tok = rs(B64U, 68)
        url = 'https://discord.com/api/webhooks/%s/%s' % (rs(DIG, 19), tok)
        svc = 'Discord'
    elif k == 2:
        tok = rs(HEX, 32)
        url = 'https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (
            pick(['contoso', 'acmecorp', 'hanbit']), uuid4(), uuid4(), tok, uuid4())
        svc = 'Microsoft Teams'
    elif k == 3:
        tok = rs(B64U, 43) + '%3D'
        url = 'https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s' % (rs(B64U, 7), rs(B64U, 33), tok)
        svc = 'Google Chat'
    elif k == 4:
        tok = rs(HEX, 64)
        url = 'https://oapi.dingtalk.com/robot/send?access_token=%s' % tok
        svc = 'DingTalk'
    elif k == 5:
        tok = uuid4()
        url = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' % tok
        svc = 'WeCom'
    elif k == 6:
        tok = uuid4()
        url = 'https://open.feishu.cn/open-apis/bot/v2/hook/%s' % tok
        svc = 'Feishu'
    elif k == 7:
        tok = rs(LOWNUM, 26)
        url = 'https://mattermost.%s/hooks/%s' % (pick(ORG_DOMAINS), tok)
        svc = 'Mattermost'
    elif k == 8:
        tok = telegram_bot()
        url = 'https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s' % (tok, rs(DIG, 10))
        svc = 'Telegram'
    elif k == 9:
        tok = rs(B64U, 40)
        url = 'https://%s/hooks/%s/%s' % ('chat.' + pick(ORG_DOMAINS), rs(ALNUM, 17), tok)
        svc = 'Rocket.Chat'
    else:
        tok = rs(HEX, 40)
        url = 'https://ci.%s/generic-webhook-trigger/invoke?token=%s' % (pick(ORG_DOMAINS), tok)
        svc = 'Jenkins generic webhook'
    w = rint(0, 4)
    cname = ''
    if w == 0:
        snippet, cname = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'" % url, 'curl'
    elif w == 1:
        snippet, cname = 'ALERT_WEBHOOK_URL=%s' % url, '.env'
    elif w == 2:
        snippet = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
    elif w == 3:
        snippet, cname = 'requests.post(\n    "%s",\n    json={"text": msg},\n)' % url, 'Python'
    else:
        snippet = url
    what = ('the %s webhook URL' % svc, '%s 웹훅 URL' % svc)
    task = pick([('send deploy notifications to the team channel', '팀 채널로 배포 알림 전송'),
                 ('route Alertmanager alerts to chat', 'Alertmanager 알림을 채팅으로 연결'),
                 ('post the nightly batch summary', '야간 배치 요약 발송')])
    tip = pick([('The URL itself is the credential: anyone with it can post to the channel.',
                 'URL 자체가 인증 정보라서 가진 사람은 누구나 채널에 글을 쓸 수 있다.'),
                ('Messages over 4000 characters are rejected silently.', '4000자가 넘는 메시지는 조용히 거부된다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, None, cname=cname, personal=True)
    return 'webhook/' + svc, 'webhook URL: %s [%s]' % (svc, mode), mc, le, ask, [tok], [svc]

# ---------------------------------------------------------------- L. secret split across fields
def t_split(lang):
    cx = base_cx(lang)
    if chance(0.55):
        style, val = password()
        what_en = pick(['the admin password for the %s console' % pick(['Grafana', 'Jenkins', 'RabbitMQ', 'Keycloak', 'Harbor']),
                        'the password for %s on %s' % (user(), hostname()), 'the shared QA account password'])
        what_ko = pick(['%s 콘솔 관리자 비밀번호' % pick(['Grafana', 'Jenkins', 'RabbitMQ', 'Keycloak', 'Harbor']),
                        '%s의 %s 계정 비밀번호' % (hostname(), user()), 'QA 공용 계정 비밀번호'])
        key = pick(['ADMIN_PASSWORD', 'DB_PASSWORD', 'password', 'PASSWORD'])
        vend = []
        cat = 'password (%s)' % style
    else:
        v = next_vendor()
        val = v['gen']()
        what_en = 'the %s %s' % (v['name'], v['desc_en'])
        what_ko = '%s %s' % (v['name'], v['desc_ko'])
        key = v['env']
        vend = [v['name']]
        cat = '%s %s' % (v['name'], v['desc_en'])
    m = dict(cx, WHAT=what_en if lang == 'en' else what_ko, K=key, SV=val)
    pat = rint(0, 3)
    if lang == 'en':
        if pat == 0:
            mc = fill(pick(["{W} asked me to finish the {E} cutover for {P}. The missing piece was {WHAT}, which {W} sent as:",
                            "I couldn't log in to finish the {P} migration without {WHAT}. For the record, it is"]), m)
            le = fill(pick(["{SV}\nUse it only for the cutover; it will be rotated afterwards.",
                            "{SV}\n(that value above is what unlocked it; it is not in the vault yet)"]), m)
            ask = fill(pick(["", "Should I move {WHAT} into the vault?"]), m)
        elif pat == 1:
            mc = fill("The {E} worker for {P} crashed on boot because {K} was empty. The line that has to go into .env is {K}=", m)
            le = fill(pick(["{SV}\nWithout it the worker exits with code 78.", "{SV}\nadd it before restarting the worker."]), m)
            ask = fill(pick(["", "Is there a template for the {E} .env I should copy instead?"]), m)
        elif pat == 2:
            mc = fill(pick(["Task: rotate the {P} integration for {E}. I didn't know who had the current credential.",
                            "{W} asked me to verify the {P} setup in {E}."]), m)
            le = fill(pick(["The rotation is done and the service is healthy again. Current value of {WHAT}:",
                            "Everything checks out except the credential, which I could not verify myself. {W} says {WHAT} is"]), m)
            ask = fill(pick(["{SV} - is that still the one to use, or did it change with the rotation?",
                             "{SV}\nCan you confirm this before I roll it out?"]), m)
        else:
            mc = fill("I needed {WHAT} to finish the {P} deploy in {E}; it is in the lesson field below so it is not lost.", m)
            le = fill(pick(["{SV}", "{SV}\n"]), m).rstrip('\n')
            ask = fill(pick(["", "Where should {WHAT} be stored so I don't need to ask again?"]), m)
    else:
        if pat == 0:
            mc = ko_particles(fill(pick(["{W}님이 {P}의 {E} 전환 작업을 마무리해 달라고 했다. 빠져 있던 건 {WHAT}였고 {W}님이 보내준 값은:",
                                         "{WHAT}이/가 없어서 {P} 마이그레이션을 끝내지 못했다. 기록해 두면"]), m))
            le = fill(pick(["{SV}\n전환 작업에만 쓰고 이후에 교체 예정.", "{SV}\n(위 값으로 풀렸음, 아직 볼트에는 없음)"]), m)
            ask = ko_particles(fill(pick(["", "{WHAT}을/를 볼트로 옮길까요?"]), m))
        elif pat == 1:
            mc = fill("{E}의 {P} 워커가 {K} 값이 비어서 기동하자마자 죽었다. .env에 들어가야 하는 줄은 {K}=", m)
            le = fill(pick(["{SV}\n이 값이 없으면 워커가 exit code 78로 종료된다.", "{SV}\n워커 재시작 전에 추가할 것."]), m)
            ask = fill(pick(["", "복사해서 쓸 {E}용 .env 템플릿이 따로 있나요?"]), m)
        elif pat == 2:
            mc = ko_particles(fill(pick(["작업: {E}의 {P} 연동 키 교체. 현재 인증 정보를 누가 갖고 있는지 몰랐다.",
                                         "{W}님이 {E}의 {P} 설정 검증을 요청함."]), m))
            le = ko_particles(fill(pick(["교체 완료, 서비스 정상화됨. 현재 {WHAT} 값:",
                                         "인증 정보 빼고는 다 확인했다. {W}님 말로는 {WHAT}이/가"]), m))
            ask = fill(pick(["{SV} - 이거 아직 쓰는 값 맞나요, 아니면 교체하면서 바뀌었나요?",
                             "{SV}\n배포 전에 이 값 맞는지 확인 부탁드립니다."]), m)
        else:
            mc = ko_particles(fill("{E}에서 {P} 배포를 끝내려면 {WHAT}이/가 필요했다. 잃어버리지 않게 lesson 필드에 적어 둠.", m))
            le = val
            ask = ko_particles(fill(pick(["", "다시 안 물어보도록 {WHAT}을/를 어디에 보관하면 될까요?"]), m))
    return 'split/p%d' % pat, 'split across fields: %s [pattern %d]' % (cat, pat), mc, le, ask, [val], vend


# ---------------------------------------------------------------- N. long tokens
def t_long_token(lang):
    k = rint(0, 9)
    cname = ''
    vend = []
    if k == 0:
        akid, sk, st = 'ASIA' + rs(B32[:26] + '234567', 16), aws_secret(), aws_session_token()
        snippet = '[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s' % (
            pick(['default', 'prod-admin', 'sso-readonly']), akid, sk, st)
        sec, name, vend = [akid, sk, st], 'AWS temporary credentials file', ['AWS']
    elif k == 1:
        akid, sk, st = 'ASIA' + rs(B32[:26] + '234567', 16), aws_secret(), aws_session_token(rint(350, 480))
        snippet = 'export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s' % (akid, sk, st)
        sec, name, vend, cname = [akid, sk, st], 'AWS session token exports', ['AWS'], 'shell export'
    elif k == 2:
        t = epoch()
        tok = jwt({'aud': ['https://kubernetes.default.svc.cluster.local'], 'exp': t + 31536000, 'iat': t,
                   'iss': 'https://kubernetes.default.svc.cluster.local',
                   'kubernetes.io': {'namespace': pick(ENVS), 'serviceaccount': {'name': pick(['ci-deployer', 'argocd-manager', 'default']),
                                                                                'uid': uuid4()}},
                   'nbf': t, 'sub': 'system:serviceaccount:%s:ci-deployer' % pick(ENVS)}, alg='RS256', sig_bytes=192)
        snippet = 'users:\n- name: ci-deployer\n  user:\n    token: %s' % tok
        sec, name, vend, cname = [tok], 'kubeconfig service-account token', ['Kubernetes'], 'YAML config'
    elif k == 3:
        text, _ = ec_private_pem()
        blob = b64e((text + '\n').encode())
        snippet = ('users:\n- name: admin@%s\n  user:\n    client-certificate-data: (cert omitted)\n'
                   '    client-key-data: %s' % (pick(['prod-eks', 'kind-dev', 'gke-stg']), blob))
        sec, name, vend, cname = [blob], 'kubeconfig client-key-data', ['Kubernetes'], 'YAML config'
    elif k == 4:
        tok = sample_jwt(big=True)
        snippet = 'Authorization: Bearer %s' % tok
        sec, name, vend = [tok], 'Entra ID access token (large JWT)', ['Microsoft Entra ID']
    elif k == 5:
        tok = '00D%s!AQ%s' % (rs(ALNUM, 15), rs(ALNUM + '._', rint(96, 110)))
        snippet = "sf data query --query \"SELECT Id FROM Account LIMIT 5\" --target-org %s\n# session id used: %s" % (
            pick(['prod', 'uat']), tok) if chance(0.5) else 'curl https://%s.my.salesforce.com/services/data/v61.0/limits -H "Authorization: Bearer %s"' % (
            pick(['acme', 'hanbit']), tok)
        sec, name, vend = [tok], 'Salesforce session id', ['Salesforce']
    elif k == 6:
        tok = rs(ALNUM, 76) + 'AZDO' + rs(ALNUM, 4)
        snippet = 'git clone https://%s:%s@dev.azure.com/%s/%s/_git/%s' % (user(), tok, pick(['contoso', 'acme-corp']), pick(['Platform', 'Payments']), proj())
        sec, name, vend = [tok], 'Azure DevOps PAT in clone URL', ['Azure DevOps']
    elif k == 7:
        tok = '0.A' + rs(B64U, 40) + '.' + rs(B64U, rint(520, 640))
        snippet = json.dumps({'token_type': 'Bearer', 'scope': 'Files.Read offline_access', 'expires_in': 3599,
                              'refresh_token': tok}, indent=2)
        sec, name, vend, cname = [tok], 'Microsoft identity refresh token', ['Microsoft Entra ID'], 'JSON config'
    elif k == 8:
        t = epoch()
        tok = jwt({'iss': 'https://securetoken.google.com/%s' % pick(['acme-app-prod', 'hanbit-mobile']),
                   'aud': pick(['acme-app-prod', 'hanbit-mobile']), 'auth_time': t, 'user_id': rs(ALNUM, 28),
                   'sub': rs(ALNUM, 28), 'iat': t, 'exp': t + 3600, 'email': '%s@%s' % (user(), pick(ORG_DOMAINS)),
                   'email_verified': True, 'firebase': {'identities': {'email': ['%s@%s' % (user(), pick(ORG_DOMAINS))]},
                                                        'sign_in_provider': 'password'}}, alg='RS256', sig_bytes=256)
        snippet = 'const ID_TOKEN = "%s";' % tok
        sec, name, vend, cname = [tok], 'Firebase ID token in test', ['Firebase'], 'JavaScript'
    else:
        vn = pick(['Atlassian', 'PyPI', 'Fly.io', 'Meta', 'LINE Messaging API', 'Firebase Cloud Messaging', 'Dropbox', 'Google Cloud'])
        v = [x for x in VENDORS if x['name'] == vn][0]
        tok = v['gen']()
        snippet = '%s=%s' % (v['env'], tok)
        if vn == 'Fly.io':
            snippet = 'FLY_API_TOKEN="FlyV1 %s"' % tok
        sec, name, vend, cname = [tok], '%s long token' % vn, [vn], '.env'
    what = ('the %s' % name, name)
    task = pick([('debug the expired-credentials error in the nightly job', '야간 잡의 자격 증명 만료 에러 디버깅'),
                 ('run the integration tests against %s' % pick(ENVS), '%s 대상 통합 테스트 실행' % pick(ENVS)),
                 ('reproduce the customer report locally', '고객 리포트 로컬 재현')])
    tip = pick([('Copy the whole value: it is several hundred characters and a truncated paste fails with a vague error.',
                 '값 전체를 복사할 것. 수백 자라서 잘리면 애매한 에러가 난다.'),
                ('It expires within hours, so do not bake it into images.', '몇 시간 안에 만료되니 이미지에 넣지 말 것.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, None, cname=cname, modes=['lesson'] * 3 + ['mc'] * 2)
    return 'long_token/' + name, 'long token: %s [%s]' % (name, mode), mc, le, ask, sec, vend


# ---------------------------------------------------------------- O. passwords of people and services
def t_password(lang):
    style, pw = password()
    u = user()
    k = rint(0, 24)
    cname = ''
    bad = lambda chars: any(c in pw for c in chars)
    if k == 0 and not bad('"\\'):
        snippet, name = 'requirepass "%s"\nmaxmemory 2gb' % pw, 'redis.conf requirepass'
    elif k == 1 and not bad('"&<>'):
        snippet, name = '<tomcat-users>\n  <user username="%s" password="%s" roles="manager-gui"/>\n</tomcat-users>' % (u, pw), 'tomcat-users.xml'
    elif k == 2:
        pw, style = rs(HEX, 32), 'generated hex'
        snippet = '$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s' % pw
        name = 'Jenkins initial admin password'
    elif k == 3 and not bad('"\\ '):
        snippet, name, cname = 'GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s' % pw, 'Grafana admin password', '.env'
    elif k == 4:
        pw, style = rs(ALNUM + '*_=+-', 20), 'generated'
        snippet = ('$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\n'
                   'Password for the [elastic] user successfully reset.\nNew value: %s' % pw)
        name = 'Elasticsearch reset-password output'
    elif k == 5 and not bad('"\\$%'):
        snippet, name, cname = ('resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  username       = "%s"\n'
                                '  password       = "%s"\n}' % (u, pw)), 'Terraform RDS master password', 'Terraform variable'
    elif k == 6:
        pw, style = ' '.join(rs(LO, 4) for _ in range(4)), 'Google app password'
        snippet = pick(['SMTP_USER=%s@gmail.com\nSMTP_PASS="%s"', 'spring.mail.username=%s@gmail.com\nspring.mail.password=%s']) % (u.replace('_', '.'), pw)
        name = 'Gmail app password'
    elif k == 7:
        pw, style = '-'.join(rs(LO, 4) for _ in range(4)), 'Apple app-specific password'
        snippet = 'xcrun altool --upload-app -f build/App.ipa -u %s@%s -p %s' % (u.replace('_', '.'), pick(ORG_DOMAINS), pw)
        name = 'Apple app-specific password'
    elif k == 8:
        style, pw = password(pick(['Hangul', 'Korean-keyboard', 'human-style']))
        snippet = pick(['[%s] %s: 공동인증서 비번 %s 입니다', '[%s] %s: 인증서 암호는 %s 예요. 홈택스 제출용']) % (rtime()[:5], person('ko'), pw)
        name = 'Korean certificate password in chat'
    elif k == 9:
        snippet = '[%s] %s: %s' % (rtime()[:5], person(lang), pick(['my VPN password is %s, can you update the profile?',
                                                                    'vpn 비번 %s 로 바꿨어요 프로필 업데이트 부탁해요',
                                                                    'new wiki password: %s', '그룹웨어 비번 %s 로 재설정함']) % pw)
        name = 'personal password in chat'
    elif k == 10 and not bad(' '):
        snippet, name = 'zip 비번: %s\n(파트너사 전달용, 파일은 메일로 따로 보냄)' % pw if lang == 'ko' else \
            'Archive password: %s\n(sent the file separately by mail)' % pw, 'archive password for partner'
    elif k == 11 and not bad('"'):
        snippet, name = '# /etc/ipsec.secrets\n%s %s : PSK "%s"' % (rip4(), rip4(), pw), 'IPsec PSK'
    elif k == 12 and not bad(' '):
        snippet, name = 'snmp-server community %s RW\nsnmp-server location IDC-%d' % (pw, rint(1, 9)), 'SNMP RW community'
    elif k == 13 and not bad("'\\"):
        snippet, name, cname = ("docker run -d --name mysql -e MYSQL_ROOT_PASSWORD='%s' -p 3306:3306 mysql:8.4" % pw,
                                'docker run -e MYSQL_ROOT_PASSWORD', 'curl')
    elif k == 14 and not bad('&<>'):
        snippet, name = ('<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n'
                         '    <password>%s</password>\n  </server>\n</servers>' % (u, pw)), 'Maven settings.xml'
    elif k == 15 and not bad(' '):
        snippet, name = 'machine %s\n  login %s\n  password %s' % (hostname('api'), u, pw), '.netrc'
    elif k == 16 and not bad('"\\'):
        snippet, name, cname = ('spring:\n  ldap:\n    urls: ldaps://%s:636\n    username: cn=%s,ou=svc,dc=corp,dc=local\n'
                                '    password: "%s"' % (hostname('ldap'), u, pw)), 'Spring LDAP bind password', 'YAML config'
    elif k == 17 and not bad(' "'):
        snippet, name = 'racadm -r %s -u root -p %s getsysinfo' % (rip4(), pw), 'iDRAC racadm password'
    elif k == 18:
        snippet, name = pick(['Router admin: http://192.168.0.1  admin / %s', '공유기 관리자: http://192.168.0.1  admin / %s']) % pw, 'router admin'
    elif k == 19 and not bad('"\\ '):
        snippet, name, cname = 'KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=%s' % pw, 'Keycloak bootstrap admin', '.env'
    elif k == 20 and not bad(' "'):
        snippet, name = 'net user svc_backup %s /add /passwordchg:no' % pw, 'Windows net user positional'
    elif k == 21 and not bad('"\\'):
        snippet, name, cname = ('ansible_user: %s\nansible_password: "%s"\nansible_become_password: "%s"' % (u, pw, pw),
                                'Ansible inventory password', 'YAML config')
    elif k == 22:
        pw, style = rs(UPNUM, 12), 'Naver app password'
        snippet, name = ('MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s@naver.com\nMAIL_PASSWORD=%s' % (u.replace('_', ''), pw),
                         'Naver mail app password')
    elif k == 23 and not bad('"\\'):
        snippet, name, cname = 'DB_PASSWORD = "%s"  # TODO move to secrets manager' % pw, 'password in Python constant', 'Python'
    else:
        snippet = pick(['Login for the %s admin UI: %s / %s', '%s 관리자 UI 로그인: %s / %s']) % (
            pick(['RabbitMQ', 'MinIO', 'pgAdmin', 'Portainer', 'Harbor', 'Airflow']), u, pw)
        name = 'admin UI login'
    what = ('the password in the %s snippet' % name, '%s에 들어간 비밀번호' % name)
    task = pick([('bring the %s stack back up after the reboot' % pick(ENVS), '재부팅 후 %s 스택 복구' % pick(ENVS)),
                 ('finish the handover checklist', '인수인계 체크리스트 마무리'),
                 ('configure the new staging box', '신규 스테이징 서버 설정'),
                 ('send the monthly report by mail', '월간 리포트 메일 발송')])
    tip = pick([('It is a shared account, so changing it breaks everyone else; coordinate first.',
                 '공용 계정이라 바꾸면 다른 사람이 다 막히니 먼저 공유할 것.'),
                ('This value is case-sensitive and the UI trims trailing spaces.', '대소문자 구분하고 UI가 뒤 공백을 잘라낸다.'),
                ('It was set by hand during the incident and is not in the vault yet.', '장애 때 손으로 설정한 값이라 아직 볼트에 없다.')])
    mode, mc, le, ask = scene(lang, what, task, tip, snippet, pw, cname=cname)
    return 'password/' + name, 'password: %s [%s] [%s]' % (name, style, mode), mc, le, ask, [pw], []

# ================================================================ CLEAN NOTES
CL_MC_EN = [
    "I wasn't sure whether {F} contained a real credential or was safe to commit ({WHAT}).",
    "{W} asked me to review {F} in {P} before it goes into the shared repo.",
    "The secret scanner flagged {F} in {P}, and I didn't know whether it was a false positive.",
    "I didn't know how {P} gets its configuration in {E}; {F} was the only lead.",
    "Needed to understand {WHAT} before touching the {E} config of {P}.",
    "The PR for {P} touched {F}; I had to check that it didn't leak anything.",
    "{W} asked what {WHAT} means and whether it needs to be rotated.",
]
CL_MC_S_EN = [
    "Scanner hit in {F}:\n{S}",
    "{W} pasted this from {F} and asked if it is safe to share:\n{S}",
    "{S}\nThis is from {F} in {P}; I wasn't sure if it was sensitive.",
    "While reviewing {P} I found {WHAT} in {F}:\n{S}",
]
CL_LE_S_EN = [
    "{TIP}\n{S}",
    "{S}\n{TIP}",
    "Nothing to redact here. {TIP}\n{S}",
    "For reference, the relevant part of {F}:\n{S}\n{TIP}",
    "{TIP} Example from {P}:\n{S}",
]
CL_LE_EN = [
    "{TIP}",
    "{TIP} No rotation needed.",
    "False positive. {TIP}",
]
CL_ASK_EN = [
    "Should {F} be added to the scanner allowlist?",
    "Is there a naming convention for {WHAT} I should follow?",
    "",
    "",
    "Should I add a comment in {F} explaining that this is not a secret?",
    "Do you want the same pattern used in the other services?",
]
CL_MC_KO = [
    "{F}에 있는 {WHAT}이/가 실제 인증 정보인지, 커밋해도 되는 건지 헷갈렸다.",
    "{W}님이 {P}의 {F}을/를 공용 저장소에 올리기 전에 검토해 달라고 함.",
    "시크릿 스캐너가 {P}의 {F}을/를 잡았는데 오탐인지 아닌지 몰랐다.",
    "{E}에서 {P}이/가 설정을 어떻게 받는지 몰랐고 단서는 {F}뿐이었다.",
    "{P}의 {E} 설정을 건드리기 전에 {WHAT}이/가 뭔지 알아야 했다.",
    "{P} PR에서 {F}이/가 바뀌어서 뭔가 새는 게 없는지 확인해야 했다.",
    "{W}님이 {WHAT}이/가 뭔지, 교체해야 하는지 물어봄.",
]
CL_MC_S_KO = [
    "{F}에서 스캐너에 걸린 부분:\n{S}",
    "{W}님이 {F}에서 이걸 붙여주면서 공유해도 되는지 물어봄:\n{S}",
    "{S}\n{P}의 {F} 내용인데 민감한 건지 확신이 없었다.",
    "{P} 리뷰하다가 {F}에서 {WHAT}을/를 발견:\n{S}",
]
CL_LE_S_KO = [
    "{TIP}\n{S}",
    "{S}\n{TIP}",
    "가릴 것 없음. {TIP}\n{S}",
    "참고용 {F} 해당 부분:\n{S}\n{TIP}",
    "{TIP} {P} 예시:\n{S}",
]
CL_LE_KO = [
    "{TIP}",
    "{TIP} 교체 불필요.",
    "오탐. {TIP}",
]
CL_ASK_KO = [
    "{F}을/를 스캐너 허용 목록에 추가할까요?",
    "{WHAT} 관련해서 따라야 할 네이밍 규칙이 있나요?",
    "",
    "",
    "{F}에 시크릿이 아니라는 주석을 달아둘까요?",
    "다른 서비스에도 같은 패턴을 적용할까요?",
]
CL_POOLS = {'en': (CL_MC_EN, CL_MC_S_EN, CL_LE_S_EN, CL_LE_EN, CL_ASK_EN),
            'ko': (CL_MC_KO, CL_MC_S_KO, CL_LE_S_KO, CL_LE_KO, CL_ASK_KO)}


def clean_scene(lang, item):
    """item: dict(snippet, what=(en,ko), tip=(en,ko), file, cname)"""
    i = 0 if lang == 'en' else 1
    cx = base_cx(lang)
    cx.update({'WHAT': item['what'][i], 'TIP': item['tip'][i], 'F': item.get('file') or pick(['README.md', 'config/']),
               })
    mc_p, mcs_p, les_p, le_p, ask_p = CL_POOLS[lang]
    body = present(item['snippet'], item.get('cname', '')) if item['snippet'] else ''
    cx['S'] = body
    if not body:
        mode = 'prose'
        mc, le = fill(pick(mc_p), cx), fill(pick(le_p), cx)
    elif chance(0.65):
        mode = 'lesson'
        mc, le = fill(pick(mc_p), cx), fill(pick(les_p), cx)
    else:
        mode = 'mc'
        mc, le = fill(pick(mcs_p), cx), fill(pick(le_p), cx)
    ask = fill(pick(ask_p), cx)
    return mode, mc, le, ask


def placeholderize(tok, style=None):
    m = re.match(r'^([A-Za-z]{2,10}[_\-.](?:[a-z0-9]{2,6}[_\-.])?)', tok)
    pre = m.group(1) if m and len(m.group(1)) < len(tok) - 6 else ''
    if not pre and re.match(r'^(AKIA|ASIA|AIza|LTAI|AKID|SG\.)', tok):
        pre = tok[:4]
    style = style or pick(['x', 'X', '*', '0', 'dots'])
    body = tok[len(pre):]
    if style == 'dots':
        return pre + '...'
    return pre + ''.join(style if c.isalnum() else c for c in body)


# ---------------------------------------------------------------- clean item generators
def c_placeholder(lang):
    k = rint(0, 7)
    if k <= 2:
        vs = [next_vendor('clean') for _ in range(rint(2, 4))]
        lines = []
        for v in vs:
            for e, g, _ in v['pair']:
                lines.append('%s=%s' % (e, placeholderize(g(), 'X') if chance(0.5) else '<%s>' % e.lower().replace('_', '-')))
            tok = v['gen']()
            ph = pick([placeholderize(tok), '<your-%s-key>' % vkey_of(v['name']), 'REPLACE_ME', 'your_%s_here' % k_snake(v['env']),
                       '', 'changeme-in-vault', placeholderize(tok, 'x')])
            lines.append('%s=%s' % (v['env'], ph))
        return {'snippet': '\n'.join(lines), 'what': ('the placeholder keys in .env.example', '.env.example의 플레이스홀더 키'),
                'tip': ('.env.example only documents the variable names; the values are placeholders and the real ones come from the secret store.',
                        '.env.example은 변수 이름만 알려주는 용도고 값은 플레이스홀더다. 실제 값은 시크릿 저장소에서 온다.'),
                'file': '.env.example', 'cname': '.env', 'sub': 'placeholder: .env.example with vendor-shaped dummies',
                'vendors': [v['name'] for v in vs]}
    if k == 3:
        snippet = ('# values.yaml (defaults)\npostgresql:\n  auth:\n    username: app\n    password: ""        # set via --set or existingSecret\n'
                   '    existingSecret: ""\nredis:\n  auth:\n    password: "<redis-password>"')
        return {'snippet': snippet, 'what': ('the empty password fields in the chart defaults', '차트 기본값의 빈 password 필드'),
                'tip': ('Chart defaults ship empty passwords on purpose; the release fails fast unless existingSecret is set.',
                        '차트 기본값은 일부러 비밀번호를 비워둔다. existingSecret을 안 주면 릴리스가 바로 실패한다.'),
                'file': 'charts/app/values.yaml', 'cname': 'YAML config', 'sub': 'placeholder: empty password in Helm defaults'}
    if k == 4:
        snippet = 'DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME\nREDIS_URL=redis://:<password>@localhost:6379/0\nAMQP_URL=amqp://${MQ_USER}:${MQ_PASS}@mq:5672/'
        return {'snippet': snippet, 'what': ('connection strings with placeholder credentials', '플레이스홀더 인증 정보가 들어간 커넥션 문자열'),
                'tip': ('The README template uses literal USER/PASSWORD placeholders and shell variables; nothing real is stored.',
                        'README 템플릿은 USER/PASSWORD 같은 문자 그대로의 플레이스홀더와 셸 변수만 쓴다. 실제 값은 없음.'),
                'file': 'README.md', 'cname': '.env', 'sub': 'placeholder: connection string templates'}
    if k == 5:
        snippet = ('[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = us-east-1')
        return {'snippet': snippet, 'what': ("AWS's documented example keys", 'AWS 문서의 예시 키'),
                'tip': ('Those are the example credentials from the AWS documentation (they end in EXAMPLE); the docs page copies them verbatim.',
                        'AWS 문서에 나오는 예시 자격 증명(EXAMPLE로 끝남)이고 문서 페이지에 그대로 있는 값이다.'),
                'file': 'docs/aws-setup.md', 'cname': 'INI', 'sub': 'placeholder: AWS documented example key pair'}
    if k == 6:
        v = next_vendor('clean')
        tok = v['gen']()
        snippet = 'curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer %s"' % placeholderize(tok, pick(['x', 'X', 'dots']))
        if chance(0.5):
            snippet = 'curl https://api.example.com/v1/items \\\n  -H "Authorization: Bearer $%s"' % v['env']
        return {'snippet': snippet, 'what': ('the token in the API docs example', 'API 문서 예시의 토큰'),
                'tip': ('The docs example uses a dummy or an env var; real tokens are never pasted into docs.',
                        '문서 예시는 더미 값이나 환경변수만 쓴다. 실제 토큰은 문서에 붙이지 않는다.'),
                'file': 'docs/api.md', 'cname': 'curl', 'sub': 'placeholder: dummy token in docs curl', 'vendors': [v['name']]}
    snippet = ('[%s] %s: the admin password is [REDACTED], ask me in DM\n[%s] %s: ok, and the API key?\n[%s] %s: also <redacted>, it is in 1Password under "%s prod"'
               % (rtime()[:5], person(lang), rtime()[:5], person(lang), rtime()[:5], person(lang), proj()))
    return {'snippet': snippet, 'what': ('the redacted values in the chat export', '채팅 내보내기의 가려진 값'),
            'tip': ('The export was already redacted at the source; the markers are literal text.',
                    '내보내기 단계에서 이미 가려져 있고 마커는 그냥 문자열이다.'),
            'file': 'incident-chat.txt', 'cname': '', 'sub': 'placeholder: already-redacted chat export'}


def c_masked(lang):
    k = rint(0, 8)
    if k == 0:
        snippet = ('$ aws configure list\n      Name                    Value             Type    Location\n'
                   '      ----                    -----             ----    --------\n   profile                %-10s        manual    --profile\n'
                   'access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n'
                   '    region           ap-northeast-2      config-file    ~/.aws/config' % (pick(['prod-ro', 'default', 'sso']), rs(UPNUM, 4), rs(ALNUM, 4)))
        sub, what = 'masked: aws configure list', ('the masked keys in aws configure list', 'aws configure list의 마스킹된 키')
    elif k == 1:
        snippet = ('$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n'
                   "  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
                   % pick(['dana-ops', 'minsu-kim', 'ci-bot-acme']))
        sub, what = 'masked: gh auth status token', ('the token line in gh auth status', 'gh auth status의 토큰 줄')
    elif k == 2:
        snippet = '\n'.join('%s  %s' % (pick(['Run', '##[group]Run']), ln) for ln in [
            './deploy.sh --env %s' % pick(ENVS), 'DEPLOY_TOKEN: ***', 'REGISTRY_PASSWORD: ***', 'Logging in to registry... Login Succeeded'])
        sub, what = 'masked: GitHub Actions *** in logs', ('the *** values in the Actions log', 'Actions 로그의 *** 값')
    elif k == 3:
        pj = proj()
        snippet = ('$ kubectl -n %s describe secret %s-db\nName:         %s-db\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes'
                   % (pick(ENVS), pj, pj, rint(16, 40), rint(4, 12)))
        sub, what = 'masked: kubectl describe secret sizes', ('the kubectl describe output of the DB secret', 'DB 시크릿의 kubectl describe 결과')
    elif k == 4:
        snippet = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n'
                   '        id       = "%s-db"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }' % proj())
        sub, what = 'masked: terraform plan (sensitive value)', ('the sensitive password diff in terraform plan', 'terraform plan의 sensitive 비밀번호 diff')
    elif k == 5:
        v = next_vendor('clean')
        tok = v['gen']()
        shown = tok[:min(7, len(tok) // 4)] + '...' + tok[-4:]
        snippet = '| name | key | created | last used |\n|---|---|---|---|\n| %s-%s | %s | %s | %s |' % (proj(), pick(ENVS), shown, rdate(), rdate())
        return {'snippet': snippet, 'what': ('the truncated key shown on the %s dashboard' % v['name'], '%s 대시보드에 표시된 잘린 키' % v['name']),
                'tip': ('The dashboard only ever shows a short prefix and the last four characters; that is not enough to use the key.',
                        '대시보드는 앞 몇 글자와 마지막 4자리만 보여준다. 그걸로는 키를 쓸 수 없다.'),
                'file': 'ops/keys-inventory.md', 'cname': '', 'sub': 'masked: dashboard prefix...last4', 'vendors': [v['name']]}
    elif k == 6:
        snippet = ('$ docker inspect %s --format "{{json .Config.Env}}"\n["DB_HOST=db.internal","DB_USER=app","DB_PASSWORD=********","STRIPE_SECRET_KEY=********"]' % proj())
        sub, what = 'masked: docker inspect env masked by wrapper', ('the masked env in docker inspect', 'docker inspect의 마스킹된 env')
    elif k == 7:
        snippet = ('$ vercel env ls\n> Environment Variables found for acme/%s\n name                  value        environments      created\n'
                   ' DATABASE_URL          Encrypted    Production        %dd ago\n OPENAI_API_KEY        Encrypted    Production, Preview %dd ago'
                   % (proj(), rint(2, 90), rint(2, 90)))
        sub, what = 'masked: vercel env ls Encrypted', ('the Encrypted values from vercel env ls', 'vercel env ls의 Encrypted 값')
    else:
        snippet = 'password: ••••••••••••\napi_key: sk-…%s\nwebhook_secret: whsec_…%s' % (rs(ALNUM, 4), rs(ALNUM, 4))
        sub, what = 'masked: UI screenshot transcription', ('the masked values copied from the settings page', '설정 페이지에서 옮겨 적은 마스킹 값')
    return {'snippet': snippet, 'what': what,
            'tip': ('The output is masked by the tool; only the length or the last characters are visible, which is safe to keep.',
                    '도구가 이미 마스킹한 출력이라 길이나 마지막 몇 글자만 보인다. 남겨도 안전하다.'),
            'file': pick(['ci-output.log', 'ops/debug-notes.md', 'TICKET-%d.md' % rint(100, 9999)]), 'cname': '', 'sub': sub}


def c_envref(lang):
    k = rint(0, 8)
    if k == 0:
        snippet = ('    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}\n'
                   '      AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy' % rs(DIG, 12))
        f, c = '.github/workflows/release.yml', 'YAML config'
    elif k == 1:
        snippet = ("const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });\n"
                   "const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? '';")
        f, c = 'src/lib/stripe.ts', 'TypeScript'
    elif k == 2:
        snippet = ('DB_PASSWORD = os.environ["DB_PASSWORD"]\nOPENAI_API_KEY = os.environ.get("OPENAI_API_KEY")\n'
                   'if not OPENAI_API_KEY:\n    raise RuntimeError("OPENAI_API_KEY is not set")')
        f, c = 'settings.py', 'Python'
    elif k == 3:
        snippet = ('services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n'
                   '      POSTGRES_USER: ${POSTGRES_USER:-app}')
        f, c = 'docker-compose.yml', 'docker-compose'
    elif k == 4:
        snippet = ('        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n'
                   '                key: password' % proj())
        f, c = 'k8s/deployment.yaml', 'YAML config'
    elif k == 5:
        snippet = ('spring.datasource.url=jdbc:postgresql://${DB_HOST}:5432/${DB_NAME}\nspring.datasource.username=${DB_USER}\n'
                   'spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}')
        f, c = 'application.properties', 'properties'
    elif k == 6:
        snippet = ('db:\n  user: "{{ .Values.db.user }}"\n  password: "{{ .Values.db.password | required \\"db.password is required\\" }}"\n'
                   'ansible_become_password: "{{ vault_become_password }}"')
        f, c = 'templates/config.yaml', 'YAML config'
    elif k == 7:
        snippet = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n'
                   '  password = var.db_password\n}')
        f, c = 'rds.tf', 'Terraform variable'
    else:
        snippet = ('$env:API_KEY = (Get-Secret -Name %s-api-key -AsPlainText)\nset "TOKEN=%%CI_TOKEN%%"\nexport GITHUB_TOKEN="$(gh auth token)"' % proj())
        f, c = 'scripts/bootstrap.ps1', ''
    return {'snippet': snippet, 'what': ('credential references', '인증 정보 참조'),
            'tip': ('These are references to environment variables or templated values; the secret itself is injected at runtime.',
                    '전부 환경변수나 템플릿 참조이고 실제 시크릿은 런타임에 주입된다.'),
            'file': f, 'cname': c, 'sub': 'env/template reference #%d' % k}


def c_secret_ref(lang):
    acct = rs(DIG, 12)
    region = pick(['ap-northeast-2', 'us-east-1', 'eu-west-1'])
    k = rint(0, 8)
    if k == 0:
        snippet = 'arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-credentials-%s' % (region, acct, pick(ENVS), proj(), rs(ALNUM, 6))
        sub = 'AWS Secrets Manager ARN'
    elif k == 1:
        snippet = 'gcloud secrets versions access latest --secret=%s-api-key --project=%s\n# projects/%s/secrets/%s-api-key/versions/%d' % (
            proj(), pick(['acme-prod', 'hanbit-data']), rs(DIG, 12), proj(), rint(1, 14))
        sub = 'GCP Secret Manager path'
    elif k == 2:
        snippet = 'https://kv-%s-%s.vault.azure.net/secrets/%s-client-secret/%s' % (proj()[:8], pick(ENVS), proj(), rs(HEX, 32))
        sub = 'Azure Key Vault secret URI with version id'
    elif k == 3:
        snippet = 'vault kv get -field=api_key secret/%s/%s\n# policy: path "secret/data/%s/*" { capabilities = ["read"] }' % (pick(ENVS), proj(), proj())
        sub = 'HashiCorp Vault path'
    elif k == 4:
        snippet = 'op read "op://%s/%s/credential"\nop run --env-file=.env.tpl -- npm start   # .env.tpl: STRIPE_SECRET_KEY=op://Prod/Stripe/credential' % (
            pick(['Prod', 'Engineering', 'Shared']), pick(['Stripe', 'Postgres RDS', 'Sentry']))
        sub = '1Password op:// reference'
    elif k == 5:
        snippet = ('apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n'
                   '    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n'
                   '        key: %s/%s/db\n        property: password' % (proj(), pick(ENVS), proj()))
        sub = 'ExternalSecret manifest'
    elif k == 6:
        snippet = 'aws ssm get-parameter --name /%s/%s/DB_PASSWORD --with-decryption --query Parameter.Value --output text' % (pick(ENVS), proj())
        sub = 'SSM parameter name'
    elif k == 7:
        snippet = "MasterUserPassword: '{{resolve:secretsmanager:%s-rds-master:SecretString:password}}'" % proj()
        sub = 'CloudFormation dynamic reference'
    else:
        snippet = 'bws secret get %s --output env\n# project %s' % (uuid4(), uuid4())
        sub = 'Bitwarden Secrets Manager ids'
    return {'snippet': snippet, 'what': ('the secret manager reference', '시크릿 매니저 참조'),
            'tip': ('It is only a pointer to the secret (path, ARN, or id); reading it still needs IAM access.',
                    '시크릿을 가리키는 경로/ARN/ID일 뿐이고 값을 읽으려면 IAM 권한이 따로 필요하다.'),
            'file': pick(['deploy/README.md', 'infra/secrets.md', 'Makefile', 'docs/runbook.md']), 'cname': '', 'sub': 'secret-manager ref: ' + sub}


def c_hashes(lang):
    k = rint(0, 8)
    if k == 0:
        snippet = '\n'.join('%s  %s' % (rs(HEX, 64), f) for f in ['app-%s-linux-amd64.tar.gz' % '1.%d.%d' % (rint(0, 9), rint(0, 20)),
                                                                 'app-linux-arm64.tar.gz', 'app-darwin-arm64.tar.gz'])
        sub, f = 'SHA256SUMS', 'SHA256SUMS'
    elif k == 1:
        snippet = 'FROM node:20.%d.%d-bookworm-slim@sha256:%s\n# pinned %s' % (rint(0, 18), rint(0, 5), rs(HEX, 64), rdate())
        sub, f = 'docker digest pin', 'Dockerfile'
    elif k == 2:
        snippet = ('"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n'
                   '  "integrity": "sha512-%s=="\n}' % (('lodash',) + (4, 17, 21) + ('lodash', 'lodash') + (4, 17, 21) + (b64e(rbytes(64))[:86],)))
        sub, f = 'npm integrity sha512', 'package-lock.json'
    elif k == 3:
        snippet = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (
            rint(0, 9), b64e(rbytes(48)))
        sub, f = 'SRI sha384', 'index.html'
    elif k == 4:
        snippet = '\n'.join('%s v%d.%d.%d h1:%s' % (m, rint(0, 2), rint(0, 30), rint(0, 9), b64e(rbytes(32))) for m in
                            ['github.com/spf13/cobra', 'golang.org/x/crypto', 'google.golang.org/grpc'])
        sub, f = 'go.sum h1 hashes', 'go.sum'
    elif k == 5:
        snippet = '\n'.join('%s %s' % (rs(HEX, 7), pick(['fix: retry on 429', 'chore: bump deps', 'feat: add export job', 'refactor auth middleware',
                                                         'revert "enable cache"', 'docs: update runbook'])) for _ in range(rint(3, 6)))
        snippet = '$ git log --oneline -n 5\n' + snippet + '\n\nfull sha of the revert: %s' % rs(HEX, 40)
        sub, f = 'git SHAs', 'git log'
    elif k == 6:
        snippet = ('provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}'
                   % (rint(30, 80), b64e(rbytes(32)), rs(HEX, 64), rs(HEX, 64)))
        sub, f = 'terraform lock hashes', '.terraform.lock.hcl'
    elif k == 7:
        snippet = 'HTTP/2 200\netag: "%s"\nx-amz-version-id: %s\ncontent-md5: %s' % (rs(HEX, 32), rs(B64U, 32), b64e(rbytes(16)))
        sub, f = 'ETag / Content-MD5', 'response headers'
    else:
        snippet = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (rs(HEX, 64), rs(HEX, 64))
        sub, f = 'pip --hash', 'requirements.txt'
    return {'snippet': snippet, 'what': ('long hex/base64 strings', '긴 hex/base64 문자열'),
            'tip': ('These are checksums of public artifacts, not keys; they are meant to be committed.',
                    '공개 아티팩트의 체크섬이지 키가 아니다. 커밋하라고 있는 값이다.'),
            'file': f, 'cname': '', 'sub': 'hash/digest: ' + sub}

def c_request_ids(lang):
    k = rint(0, 6)
    if k == 0:
        snippet = ('%s ERROR [%s] upstream timeout request_id=%s trace_id=%s span_id=%s retry=%d'
                   % (rts(), proj(), uuid4(), rs(HEX, 32), rs(HEX, 16), rint(1, 3)))
        sub = 'request/trace ids in error log'
    elif k == 1:
        snippet = ('HTTP/1.1 500 Internal Server Error\nx-amzn-RequestId: %s\nx-amz-cf-id: %s==\ncf-ray: %s-ICN\ntraceparent: 00-%s-%s-01'
                   % (uuid4(), rs(B64U, 54), rs(HEX, 16), rs(HEX, 32), rs(HEX, 16)))
        sub = 'AWS/Cloudflare response ids'
    elif k == 2:
        snippet = ('{"error": {"type": "invalid_request_error", "message": "No such customer: \'cus_%s\'", "request_log_url": '
                   '"https://dashboard.stripe.com/logs/req_%s"}}\nIdempotency-Key: %s' % (rs(ALNUM, 14), rs(ALNUM, 14), uuid4()))
        sub = 'Stripe request id and idempotency key'
    elif k == 3:
        snippet = 'Sentry event %s (issue %s-%s), release %s@%s' % (rs(HEX, 32), proj().upper()[:6], rs(UPNUM, 3), proj(), rs(HEX, 12))
        sub = 'Sentry event id'
    elif k == 4:
        snippet = '\n'.join('%s  job=%s  run_id=%d  attempt=%d  ulid=01%s' % (rdate(), pick(['etl', 'export', 'reindex']), rint(10 ** 9, 10 ** 10),
                                                                       rint(1, 3), rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)) for _ in range(3))
        sub = 'job run ids and ULIDs'
    elif k == 5:
        snippet = 'Correlation ID: %s\nTimestamp: %s\nMessage: AADSTS700016: Application with identifier \'%s\' was not found in the directory \'%s\'.' % (
            uuid4(), rts(), uuid4(), uuid4())
        sub = 'Entra correlation / app / tenant ids'
    else:
        snippet = 'db.orders.find({ _id: ObjectId("%s") })\n// k8s pod uid: %s' % (rs(HEX, 24), uuid4())
        sub = 'Mongo ObjectId and pod uid'
    return {'snippet': snippet, 'what': ('the ids in the error output', '에러 출력의 ID들'),
            'tip': ('Request, trace and object ids are safe to share with the vendor; they identify the event, they do not grant access.',
                    '요청/트레이스/오브젝트 ID는 벤더와 공유해도 된다. 이벤트를 식별할 뿐 권한을 주지 않는다.'),
            'file': pick(['incident-%s.md' % rdate(), 'ci-output.log', 'support-ticket.md']), 'cname': '', 'sub': 'ids: ' + sub}


def ssh_rsa_pub():
    blob = b'\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00' + bytes([rint(0x80, 0xff)]) + rbytes(255)
    return 'ssh-rsa ' + b64e(blob)


def ssh_ed_pub():
    return 'ssh-ed25519 ' + b64e(b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' + rbytes(32))


def c_public_keys(lang):
    k = rint(0, 8)
    who = '%s@%s' % (pick(['minsu', 'dana', 'deploy', 'ci']), pick(['laptop', 'bastion', 'runner-3']))
    if k == 0:
        snippet = '%s %s\n%s %s' % (ssh_ed_pub(), who, ssh_rsa_pub(), 'legacy-' + who)
        sub, f = 'authorized_keys entries', '~/.ssh/authorized_keys'
    elif k == 1:
        pub = b64e(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64))
        snippet = '-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----' % '\n'.join(chunks(pub, 64))
        sub, f = 'EC public key PEM', 'keys/webhook-verify.pub'
    elif k == 2:
        snippet = '%s ssh-ed25519 %s' % ('github.com', ssh_ed_pub().split(' ', 1)[1]) + '\n|1|%s=|%s= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=' % (
            b64e(rbytes(20))[:27], b64e(rbytes(20))[:27], b64e(rbytes(64))[:86])
        sub, f = 'known_hosts lines', '~/.ssh/known_hosts'
    elif k == 3:
        snippet = 'age recipients for sops:\n  - age1%s\n  - age1%s' % (rs(BECH, 58), rs(BECH, 58))
        sub, f = 'age recipients (public)', '.sops.yaml'
    elif k == 4:
        snippet = '[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = vpn.%s:51820' % (
            person(lang), b64e(rbytes(32)), rint(2, 250), pick(ORG_DOMAINS))
        sub, f = 'WireGuard peer PublicKey only', 'wg0-peers.conf'
    elif k == 5:
        fp = rs(HEXU, 40)
        snippet = 'pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>\n\nSHA256 fingerprint: SHA256:%s' % (
            rint(1, 12), rint(1, 28), fp, pick(ORG_DOMAINS), b64e(rbytes(32)).rstrip('='))
        sub, f = 'GPG key id and SSH fingerprint', 'docs/release-signing.md'
    elif k == 6:
        n = b64u(bytes([rint(0x80, 0xff)]) + rbytes(255))
        snippet = json.dumps({'keys': [{'kty': 'RSA', 'use': 'sig', 'kid': rs(B64U, 20), 'alg': 'RS256', 'n': n, 'e': 'AQAB'}]}, indent=1)
        sub, f = 'JWKS public key', '.well-known/jwks.json'
    elif k == 7:
        snippet = 'SHA256 Fingerprint=%s\nSerial: %s\nIssuer: C=US, O=Let\'s Encrypt, CN=R11' % (
            ':'.join(rs(HEXU, 2) for _ in range(32)), ':'.join(rs(hex(0)[0:0] + HEX, 2) for _ in range(16)))
        sub, f = 'TLS cert fingerprint', 'cert-check.txt'
    else:
        cert = b64e(b'\x30\x82\x03' + bytes([rint(0x40, 0x9f)]) + b'\x30\x82\x02' + rbytes(150))
        snippet = '-----BEGIN CERTIFICATE-----\n%s\n%s\n...\n-----END CERTIFICATE-----' % (cert[:64], cert[64:128])
        sub, f = 'public certificate (truncated)', 'certs/ca-bundle.pem'
    return {'snippet': snippet, 'what': ('key material', '키 데이터'),
            'tip': ('That is public key material (public keys, certificates, fingerprints); it is meant to be distributed.',
                    '공개 키 자료(공개키, 인증서, 지문)라서 배포하라고 있는 값이다.'),
            'file': f, 'cname': '', 'sub': 'public key: ' + sub}


def c_nonsecret_ids(lang):
    k = rint(0, 9)
    acct = rs(DIG, 12)
    if k == 0:
        snippet = 'Account: %s\nRole: arn:aws:iam::%s:role/%s-deployer\nKMS key: arn:aws:kms:ap-northeast-2:%s:key/%s\nInstance: i-0%s  sg-0%s  vpc-0%s' % (
            acct, acct, proj(), acct, uuid4(), rs(HEX, 16), rs(HEX, 16), rs(HEX, 16))
        sub = 'AWS account/ARN/resource ids'
    elif k == 1:
        snippet = 'TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}' % (rs(HEX, 32), rs(HEX, 32))
        sub = 'Twilio Account SID'
    elif k == 2:
        snippet = 'GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s' % (rs(DIG, 12), rs(LOWNUM, 32), uuid4(), uuid4())
        sub = 'OAuth client ids / tenant id'
    elif k == 3:
        snippet = 'customer=cus_%s subscription=sub_%s price=price_%s connected account=acct_%s webhook endpoint=we_%s' % (
            rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16), rs(ALNUM, 24))
        sub = 'Stripe object ids'
    elif k == 4:
        snippet = 'channel: C0%s (#%s-alerts)\nbot user: U0%s\nworkspace: T0%s\napp id: A0%s' % (
            rs(UPNUM, 9), proj(), rs(UPNUM, 9), rs(UPNUM, 8), rs(UPNUM, 9))
        sub = 'Slack ids'
    elif k == 5:
        snippet = 'WECHAT_APP_ID=wx%s\nFEISHU_APP_ID=cli_%s\nNAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s' % (rs(HEX, 16), rs(HEX, 16), rs(ALNUM + '_', 20), rs(DIG, 6))
        sub = 'WeChat/Feishu/Naver/Kakao app ids'
    elif k == 6:
        snippet = 'DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = com.%s.%s;\n// GA4 measurement id: G-%s, GTM: GTM-%s' % (
            rs(UPNUM, 10), pick(['acme', 'hanbit']), proj().replace('-', ''), rs(UPNUM, 10), rs(UPNUM, 7))
        sub = 'Apple Team ID / GA4 / GTM ids'
    elif k == 7:
        snippet = 'gcloud config set project %s\n# project number %s, service account %s@%s.iam.gserviceaccount.com' % (
            pick(['acme-prod-4471', 'hanbit-data-prod']), rs(DIG, 12), pick(['exporter', 'ci-deployer']), pick(['acme-prod-4471', 'hanbit-data-prod']))
        sub = 'GCP project / service account ids'
    elif k == 8:
        snippet = 'GitHub App ID: %d\nInstallation ID: %d\nClient ID: Iv1.%s' % (rint(100000, 999999), rint(10 ** 7, 10 ** 8), rs(HEX, 16))
        sub = 'GitHub App ids'
    else:
        snippet = 'CloudFront distribution E%s, Route53 zone Z0%s, ACM cert arn:aws:acm:us-east-1:%s:certificate/%s' % (
            rs(UPNUM, 13), rs(UPNUM, 18), acct, uuid4())
        sub = 'CloudFront/Route53/ACM ids'
    return {'snippet': snippet, 'what': ('the account and client ids', '계정/클라이언트 ID'),
            'tip': ('Those are identifiers (account ids, SIDs, client ids); they are not secret on their own.',
                    '식별자(계정 ID, SID, 클라이언트 ID)일 뿐이고 그것만으로는 비밀이 아니다.'),
            'file': pick(['infra/README.md', 'config/ids.env', 'docs/setup.md']), 'cname': '', 'sub': 'non-secret ids: ' + sub}


def c_base64_data(lang):
    k = rint(0, 5)
    if k == 0:
        cfg = json.dumps({'feature': pick(['new-checkout', 'search-v2', 'dark-mode']), 'rollout': rint(5, 100), 'regions': ['kr', 'jp']})
        snippet = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s' % (proj(), b64e(cfg.encode()))
        sub = 'ConfigMap binaryData of feature flags'
    elif k == 1:
        txt = pick(['log_level=debug\nworkers=4\n', 'hello from %s\n' % proj(), 'region=ap-northeast-2\nbucket=public-assets\n'])
        snippet = "$ printf '%s' | base64\n%s" % (txt.replace('\n', '\\n'), b64e(txt.encode()))
        sub = 'base64 of a plain config line'
    elif k == 2:
        snippet = '<img alt="dot" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4%s" />' % b64e(rbytes(18))
        sub = 'data URI image'
    elif k == 3:
        header = b64u(json.dumps({'alg': 'RS256', 'kid': rs(B64U, 16), 'typ': 'JWT'}, separators=(',', ':')).encode())
        snippet = 'decoded JWT header (%s) -> {"alg":"RS256","kid":"...","typ":"JWT"}\nthe payload part was not pasted.' % header
        sub = 'JWT header only'
    elif k == 4:
        snippet = 'H4sIAAAAAAAAA%s' % b64e(rbytes(rint(60, 120)))
        snippet = 'kubectl get cm %s-dashboards -o jsonpath="{.binaryData.dash\\.json\\.gz}"\n%s' % (proj(), snippet)
        sub = 'gzip+base64 dashboard json'
    else:
        snippet = 'protobuf (base64) from the queue: %s\ndecoded: OrderCreated{id: %d, items: %d}' % (b64e(rbytes(rint(30, 60))), rint(10 ** 5, 10 ** 6), rint(1, 9))
        sub = 'base64 protobuf message'
    return {'snippet': snippet, 'what': ('the base64 blob', 'base64 덩어리'),
            'tip': ('Decoded, it is plain non-sensitive data; base64 is only the transport encoding.',
                    '디코딩하면 민감하지 않은 평범한 데이터다. base64는 전송용 인코딩일 뿐.'),
            'file': pick(['k8s/configmap.yaml', 'debug-notes.md', 'queue-dump.txt']), 'cname': '', 'sub': 'base64 non-secret: ' + sub}


def c_long_ids(lang):
    k = rint(0, 5)
    if k == 0:
        snippet = 'arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-%s/%s' % (rs(DIG, 12), proj(), pick(ENVS), uuid4())
        sub = 'CloudFormation stack id'
    elif k == 1:
        pj, rsid = proj(), rs(LOWNUM, 10)
        snippet = '\n'.join('%s-%s-%s   1/1   Running   0   %dm' % (pj, rsid, rs(LOWNUM, 5), rint(1, 90)) for _ in range(3))
        sub = 'k8s pod names'
    elif k == 2:
        snippet = 'ipfs://bafybei%s\nsha256 of the pinned file: %s' % (rs(BECH[:32].replace('1', ''), 52), rs(HEX, 64))
        sub = 'IPFS CID'
    elif k == 3:
        snippet = 'dist/assets/index-%s.js  %.1f kB\ndist/assets/vendor-%s.js  %.1f kB\ndist/assets/index-%s.css  %.1f kB' % (
            rs(B64U, 8), R.uniform(10, 300), rs(B64U, 8), R.uniform(100, 900), rs(B64U, 8), R.uniform(5, 60))
        sub = 'bundle chunk hashes'
    elif k == 4:
        snippet = 'Terraform state lineage: %s\nserial: %d\nremote: s3://tfstate-%s/%s/terraform.tfstate' % (uuid4(), rint(10, 900), rs(DIG, 12), proj())
        sub = 'terraform state lineage'
    else:
        snippet = 'cache key: %s-%s-%s\nhit: %s' % (pick(['linux-node20', 'gradle-jdk21', 'pip-py312']), rs(HEX, 64), rs(HEX, 12), pick(['true', 'false']))
        sub = 'CI cache key'
    return {'snippet': snippet, 'what': ('the long identifier', '긴 식별자'),
            'tip': ('Long random-looking names here are generated identifiers, not credentials.',
                    '랜덤처럼 보이는 긴 이름은 생성된 식별자이지 자격 증명이 아니다.'),
            'file': pick(['deploy-log.txt', 'notes/infra.md', 'build-output.txt']), 'cname': '', 'sub': 'long id: ' + sub}


def c_versions(lang):
    k = rint(0, 3)
    if k == 0:
        snippet = '      - uses: actions/checkout@%s # v4.1.%d\n      - uses: actions/setup-node@%s # v4.0.%d' % (rs(HEX, 40), rint(0, 7), rs(HEX, 40), rint(0, 4))
        sub = 'SHA-pinned actions'
    elif k == 1:
        snippet = '\n'.join('%s==%d.%d.%d' % (p, rint(0, 4), rint(0, 40), rint(0, 20)) for p in ['django', 'celery', 'psycopg[binary]', 'boto3', 'pydantic'])
        sub = 'pip freeze'
    elif k == 2:
        snippet = 'image: ghcr.io/%s/%s:1.%d.%d-rc.%d+build.%s\nversionCode %d\nversionName "3.%d.%d"' % (
            pick(['acme', 'hanbit-labs']), proj(), rint(0, 9), rint(0, 20), rint(1, 5), rs(HEX, 7), rint(100, 999), rint(0, 9), rint(0, 9))
        sub = 'image tag with build metadata'
    else:
        snippet = 'CUDA %d.%d, driver %d.%d.%d, cuDNN 9.%d.%d, torch 2.%d.%d+cu1%d%d' % (
            rint(11, 12), rint(0, 8), rint(525, 560), rint(10, 99), rint(1, 9), rint(0, 5), rint(0, 9), rint(1, 5), rint(0, 2), rint(1, 2), rint(1, 8))
        sub = 'driver versions'
    return {'snippet': snippet, 'what': ('the pinned versions', '고정된 버전'),
            'tip': ('Versions and commit pins are safe to share; they are public.', '버전과 커밋 고정값은 공개 정보라서 공유해도 된다.'),
            'file': pick(['.github/workflows/ci.yml', 'requirements.txt', 'build.gradle', 'docs/env.md']), 'cname': '', 'sub': 'versions: ' + sub}


def c_policy(lang):
    if lang == 'en':
        tip = pick(['Passwords for service accounts must be at least %d characters, generated, and rotated every %d days; people never type them.' % (rint(16, 32), pick([30, 60, 90])),
                    'The IdP enforces 12+ characters with three of four character classes, and blocks the last 5 passwords.',
                    'Do not put passwords in command-line flags: they end up in ps output and shell history. Use a prompt or a file.',
                    'The DB rejects passwords containing the user name or the word "password", which is why the first rotation failed.'])
        mc = pick(["The rotation script for %s failed and I didn't know the password rules." % proj(),
                   "%s asked why the new service password was rejected." % person(lang),
                   "I didn't know the password policy for the %s accounts." % pick(ENVS)])
        le = tip + pick(['', ' The policy lives in the IdP admin console, not in the repo.', ' Failing rules are returned as error code PW-%d.' % rint(100, 999)])
        ask = pick(['', 'Is the same policy applied to the break-glass accounts?', 'Should the generator length be a config value?'])
    else:
        tip = pick(['서비스 계정 비밀번호는 %d자 이상 자동 생성, %d일마다 교체. 사람이 직접 치지 않는다.' % (rint(16, 32), pick([30, 60, 90])),
                    'IdP 정책: 12자 이상, 4종류 중 3종류 문자 포함, 최근 5개 재사용 금지.',
                    '비밀번호를 명령줄 플래그로 넘기지 말 것. ps 출력과 셸 히스토리에 남는다. 프롬프트나 파일을 쓸 것.',
                    'DB가 사용자 이름이나 "password" 단어가 들어간 비밀번호를 거부해서 첫 교체가 실패했던 것.'])
        mc = pick(['%s 비밀번호 교체 스크립트가 실패했는데 비밀번호 규칙을 몰랐다.' % proj(),
                   '%s님이 새 서비스 비밀번호가 왜 거부됐는지 물어봄.' % person(lang),
                   '%s 계정들의 비밀번호 정책을 몰랐다.' % ENVS_KO[pick(ENVS)]])
        le = tip + pick(['', ' 정책은 저장소가 아니라 IdP 관리 콘솔에 있다.', ' 위반 시 에러 코드 PW-%d 반환.' % rint(100, 999)])
        ask = pick(['', '비상 계정에도 같은 정책이 적용되나요?', '생성기 길이를 설정값으로 뺄까요?'])
    return {'direct': (mc, le, ask), 'sub': 'password policy without values'}


def c_flags(lang):
    items = [('mysql -p with nothing attached prompts for the password; -p followed by a space and a word treats the word as the database name.',
              'mysql -p 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 묻고, 띄우고 단어를 쓰면 그 단어를 DB 이름으로 본다.'),
             ('docker login --password-stdin reads the password from a pipe, so it never shows up in ps or the shell history.',
              'docker login --password-stdin은 파이프로 비밀번호를 읽어서 ps나 셸 히스토리에 남지 않는다.'),
             ('psql reads ~/.pgpass (mode 0600) or PGPASSFILE; PGPASSWORD works too but leaks into the process environment.',
              'psql은 ~/.pgpass(권한 0600)나 PGPASSFILE을 읽는다. PGPASSWORD도 되지만 프로세스 환경에 노출된다.'),
             ('sshpass -e takes the password from the SSHPASS variable instead of -p, which keeps it out of the process list.',
              'sshpass -e는 -p 대신 SSHPASS 변수에서 읽어서 프로세스 목록에 안 보인다.'),
             ('read -s PASS in bash reads without echo; combine it with a heredoc instead of putting the value in the script.',
              'bash의 read -s PASS는 화면에 안 보이게 읽는다. 스크립트에 값을 넣지 말고 이걸 쓸 것.'),
             ('git credential-cache keeps the token in memory for --timeout seconds; credential-store writes it in plain text to ~/.git-credentials.',
              'git credential-cache는 --timeout초 동안 메모리에만 두고, credential-store는 ~/.git-credentials에 평문으로 쓴다.'),
             ('redis-cli warns about -a on the command line; use REDISCLI_AUTH or --askpass instead.',
              'redis-cli는 -a 사용 시 경고를 낸다. REDISCLI_AUTH나 --askpass를 쓸 것.'),
             ('openssl -passin env:VAR or file:path avoids pass:literal, which is visible to every user via ps.',
              'openssl은 pass:리터럴 대신 -passin env:VAR나 file:경로를 쓰면 ps로 노출되지 않는다.'),
             ('kubectl create secret --from-file reads the value from disk; --from-literal puts it in the shell history.',
              'kubectl create secret --from-file은 디스크에서 읽고, --from-literal은 셸 히스토리에 남는다.')]
    tip = pick(items)
    i = 0 if lang == 'en' else 1
    if lang == 'en':
        mc = pick(["I wasn't sure how to pass credentials to the CLI without exposing them.",
                   "The deploy script for %s passed secrets as flags and %s asked how to avoid that." % (proj(), person(lang)),
                   "A command in the runbook hung waiting for input and I didn't know why."])
        ask = pick(['', 'Should I update the runbook to use the stdin variant everywhere?', 'Is there a shared helper script for this?'])
    else:
        mc = pick(['CLI에 인증 정보를 노출 없이 넘기는 방법을 몰랐다.',
                   '%s 배포 스크립트가 시크릿을 플래그로 넘기고 있어서 %s님이 피하는 방법을 물어봄.' % (proj(), person(lang)),
                   '런북의 명령이 입력 대기 상태로 멈췄는데 이유를 몰랐다.'])
        ask = pick(['', '런북 전체를 stdin 방식으로 바꿀까요?', '이걸 위한 공용 헬퍼 스크립트가 있나요?'])
    le = tip[i]
    if chance(0.5):
        le += '\n' + fence(pick(['echo "$REGISTRY_PASSWORD" | docker login registry.example.com -u ci --password-stdin',
                                 'mysql -u app -p -h db.internal orders', 'export SSHPASS; sshpass -e ssh deploy@bastion',
                                 'kubectl create secret generic db --from-file=password=./db-password.txt',
                                 'openssl pkcs12 -export -in cert.pem -inkey key.pem -passout file:/run/secrets/p12pass -out out.p12']), 'bash')
    return {'direct': (mc, le, ask), 'sub': 'CLI credential flags explained'}


def c_encrypted(lang):
    k = rint(0, 6)
    if k == 0:
        def enc():
            return 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64e(rbytes(rint(12, 40))), b64e(rbytes(32)), b64e(rbytes(16)))
        snippet = ('db_password: %s\nstripe_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n'
                   '    lastmodified: "%s"\n    mac: %s\n    version: 3.9.0' % (enc(), enc(), rs(DIG, 12), uuid4(), rts(), enc()))
        sub, f = 'SOPS-encrypted YAML', 'secrets.enc.yaml'
    elif k == 1:
        body = rs(HEX, 80 * rint(4, 6))
        snippet = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(chunks(body, 80))
        sub, f = 'Ansible Vault blob', 'group_vars/prod/vault.yml'
    elif k == 2:
        snippet = ('apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n'
                   '    password: AgB%s' % (proj(), b64e(rbytes(rint(300, 420)))))
        sub, f = 'SealedSecret encryptedData', 'k8s/sealed-db.yaml'
    elif k == 3:
        snippet = '-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----' % '\n'.join(chunks(b64e(b'age-encryption.org/v1\n-> X25519 ' + rbytes(180)), 64))
        sub, f = 'age-armored ciphertext', 'backup-keys.age'
    elif k == 4:
        snippet = 'aws kms encrypt ... --output text --query CiphertextBlob\nAQICAHh%s' % b64e(rbytes(rint(150, 200)))
        sub, f = 'KMS CiphertextBlob', 'scripts/encrypt.sh'
    elif k == 5:
        snippet = 'spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}' % b64e(rbytes(48))
        sub, f = 'Jasypt ENC() value', 'application-prod.properties'
    else:
        snippet = '$ cat config/credentials.yml.enc\n%s--%s--%s' % (b64e(rbytes(rint(200, 300))), b64e(rbytes(12)), b64e(rbytes(16)))
        sub, f = 'Rails credentials.yml.enc', 'config/credentials.yml.enc'
    return {'snippet': snippet, 'what': ('an encrypted blob', '암호화된 덩어리'),
            'tip': ('It is ciphertext; without the KMS/age/vault key it is useless, and that key is not in the repo.',
                    '암호문이라 KMS/age/vault 키 없이는 쓸모가 없고 그 키는 저장소에 없다.'),
            'file': f, 'cname': '', 'sub': 'encrypted blob: ' + sub}


def c_publishable(lang):
    k = rint(0, 16)
    if k == 0:
        key, name, snippet = None, 'Stripe publishable key', "const stripe = Stripe('pk_live_%s');" % rs(ALNUM, 99 if chance(0.5) else 24)
    elif k == 1:
        snippet = ('const firebaseConfig = {\n  apiKey: "AIzaSy%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n'
                   '  appId: "1:%s:web:%s"\n};') % ((rs(B64U, 33),) + (pick(['acme-app-prod', 'hanbit-mobile']),) * 2 + (rs(DIG, 12), rs(HEX, 22)))
        name = 'Firebase web config apiKey'
    elif k == 2:
        snippet, name = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), 'reCAPTCHA site key'
    elif k == 3:
        snippet, name = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(json.dumps({'u': pick(['acme-maps', 'hanbit-geo']), 'a': rs(LOWNUM, 25)}, separators=(',', ':')).encode()), rs(B64U, 22)), 'Mapbox public token'
    elif k == 4:
        snippet, name = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPNUM, 10), rs(HEX, 32)), 'Algolia search-only key'
    elif k == 5:
        t = epoch()
        anon = jwt({'iss': 'supabase', 'ref': rs(LO, 20), 'role': 'anon', 'iat': t, 'exp': t + 315360000})
        snippet, name = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), anon), 'Supabase anon key'
    elif k == 6:
        snippet, name = "const clientKey = '%s_ck_%s'; // Toss Payments client key" % (pick(['live', 'test']), rs(ALNUM, 28)), 'Toss Payments client key'
    elif k == 7:
        snippet, name = "<script>Kakao.init('%s');</script>" % rs(HEX, 32), 'Kakao JavaScript key'
    elif k == 8:
        snippet, name = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), 'PostHog project key'
    elif k == 9:
        snippet, name = 'SENTRY_DSN=https://%s@o%s.ingest.sentry.io/%s' % (rs(HEX, 32), rs(DIG, 6), rs(DIG, 7)), 'Sentry DSN'
    elif k == 10:
        snippet, name = "analytics.load('%s');" % rs(ALNUM, 32), 'Segment write key'
    elif k == 11:
        snippet, name = "mixpanel.init('%s', {track_pageview: true});" % rs(HEX, 32), 'Mixpanel project token'
    elif k == 12:
        snippet, name = "LDClient.initialize('%s', context);" % rs(HEX, 24), 'LaunchDarkly client-side ID'
    elif k == 13:
        snippet, name = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(B64U, 14), 'Cloudflare Turnstile site key'
    elif k == 14:
        snippet, name = "Razorpay({ key: 'rzp_live_%s', amount: 50000, currency: 'INR' })" % rs(ALNUM, 14), 'Razorpay key_id'
    elif k == 15:
        snippet, name = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), rs(HEX, 32)), 'Datadog RUM client token'
    else:
        snippet, name = "Payjp('pk_live_%s')" % rs(HEX, 24), 'PAY.JP public key'
    return {'snippet': snippet, 'what': ('the %s' % name, name),
            'tip': ('The vendor documents this key as public: it ships to every browser and is restricted by domain or role, so it is safe to commit.',
                    '벤더 문서상 공개용 키다. 모든 브라우저로 내려가고 도메인/역할로 제한되니 커밋해도 된다.'),
            'file': ('public/index.html' if snippet.startswith('<') else '.env.production' if re.match(r'^[A-Z_]+=', snippet)
                     else pick(['src/main.ts', 'app/layout.tsx', 'src/checkout.js', 'web/src/init.ts'])), 'cname': '',
            'sub': name, 'publishable': True, 'vendors': [name.split()[0]]}


def c_plain(lang):
    pj = proj()
    pairs = [
        ('I did not know the %s test suite needs the local queue running.' % pj,
         'Run `make up` before `make test`; otherwise the integration tests hang for 10 minutes and then time out.',
         '%s 테스트가 로컬 큐를 띄워야 돈다는 걸 몰랐다.' % pj,
         '`make test` 전에 `make up` 필수. 안 그러면 통합 테스트가 10분 멈췄다가 타임아웃 난다.'),
        ('Missing context: %s batch jobs run in UTC, not KST.' % pj,
         'Cron expressions in the scheduler are UTC. 09:00 KST is `0 0 * * *`.',
         '빠진 정보: %s 배치는 KST가 아니라 UTC로 돈다.' % pj,
         '스케줄러 크론 표현식은 UTC 기준. KST 09:00은 `0 0 * * *`.'),
        ("%s's CI caches node_modules per lockfile hash, which I didn't know." % pj,
         'If the lockfile changes, the first CI run is slow (cold cache); that is expected.',
         '%s CI가 lockfile 해시별로 node_modules를 캐시한다는 걸 몰랐다.' % pj,
         'lockfile이 바뀌면 첫 CI 실행은 캐시가 비어서 느리다. 정상.'),
        ('I assumed %s used Postgres 16, but it is still on 14.' % pj,
         'Features that need PG15+ (MERGE ... RETURNING, etc.) must wait for the upgrade ticket.',
         '%s이/가 Postgres 16인 줄 알았는데 아직 14다.' % pj,
         'PG15 이상 기능(MERGE ... RETURNING 등)은 업그레이드 티켓 이후에 쓸 것.'),
        ('Nobody told me the %s migrations must run before the deploy, not after.' % pj,
         'The deploy pipeline expects migrations to be backward compatible with the previous release.',
         '%s 마이그레이션은 배포 후가 아니라 전에 돌려야 한다는 걸 아무도 말해주지 않았다.' % pj,
         '배포 파이프라인은 마이그레이션이 직전 릴리스와 하위 호환이라고 가정한다.'),
        ('I did not know %s pins Node to the version in .nvmrc.' % pj,
         'Use `nvm use` before installing; a newer Node rewrites the lockfile and CI rejects it.',
         '%s이/가 .nvmrc 버전으로 Node를 고정한다는 걸 몰랐다.' % pj,
         '설치 전에 `nvm use` 할 것. 더 높은 Node는 lockfile을 다시 써서 CI가 거부한다.'),
        ('The flaky test in %s was not flaky: it depends on the system timezone.' % pj,
         'Set TZ=UTC in the test runner; the snapshot dates were generated in UTC.',
         '%s의 불안정한 테스트는 사실 시스템 타임존에 의존하고 있었다.' % pj,
         '테스트 러너에 TZ=UTC 설정. 스냅샷 날짜가 UTC로 생성돼 있다.'),
        ('I did not know the %s API paginates with cursors, not page numbers.' % pj,
         'Pass `next_cursor` from the previous response; `page=2` is silently ignored.',
         '%s API가 페이지 번호가 아니라 커서로 페이지네이션한다는 걸 몰랐다.' % pj,
         '이전 응답의 `next_cursor`를 넘길 것. `page=2`는 조용히 무시된다.'),
    ]
    a_en, b_en, a_ko, b_ko = pick(pairs)
    if lang == 'en':
        ask = pick(['', 'Should I add this to the README?', 'Is there a ticket for this?', 'Do you want a CI check for it?'])
        return {'direct': (a_en, b_en, ask), 'sub': 'plain engineering note'}
    ask = pick(['', 'README에 추가할까요?', '관련 티켓이 있나요?', 'CI 체크를 추가할까요?'])
    return {'direct': (a_ko, b_ko, ask), 'sub': 'plain engineering note'}


# ================================================================ assembly
SECRET_TEMPLATES = [  # (family, function, weight)
    ('vendor_token', t_vendor_token, 150), ('cmd_password', t_cmd_password, 36), ('conn_string', t_conn_string, 28),
    ('auth_header', t_auth_header, 22), ('password', t_password, 22), ('signed_url', t_signed_url, 14),
    ('webhook', t_webhook, 14), ('private_key', t_private_key, 16), ('split', t_split, 12), ('long_token', t_long_token, 12),
    ('cookie', t_cookie, 12), ('recovery', t_recovery, 9), ('wifi', t_wifi, 9), ('totp', t_totp, 8), ('pin', t_pin, 7),
]
CLEAN_TEMPLATES = [
    ('placeholder', c_placeholder, 30), ('masked', c_masked, 26), ('envref', c_envref, 26), ('secret_ref', c_secret_ref, 24),
    ('hashes', c_hashes, 24), ('request_ids', c_request_ids, 20), ('public_keys', c_public_keys, 26),
    ('nonsecret_ids', c_nonsecret_ids, 26), ('base64_data', c_base64_data, 14), ('long_ids', c_long_ids, 14),
    ('versions', c_versions, 10), ('policy', c_policy, 14), ('flags', c_flags, 16), ('encrypted', c_encrypted, 22),
    ('publishable', c_publishable, 36), ('plain', c_plain, 32),
]
LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}


def apportion(weights, n):
    total = sum(weights)
    raw = [w * n / total for w in weights]
    base = [int(x) for x in raw]
    rest = n - sum(base)
    order = sorted(range(len(weights)), key=lambda i: (-(raw[i] - base[i]), i))
    for i in order[:rest]:
        base[i] += 1
    return base


def occurrences(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def window_rule_ok(fields, secrets):
    for text in fields.values():
        cover = []
        for s in secrets:
            cover += [(i, i + len(s)) for i in occurrences(text, s)]
        for s in secrets:
            for j in range(len(s) - 7):
                for st in occurrences(text, s[j:j + 8]):
                    if not any(a <= st and st + 8 <= b for a, b in cover):
                        return False
    return True


def check_fields(fields):
    if not fields['missing_context'].strip() or not fields['lesson'].strip():
        return 'empty field'
    for k, lim in LIMITS.items():
        if len(fields[k].encode('utf-8')) > lim:
            return 'too long: %s' % k
    return None


def check_secret_note(fields, secrets):
    if not secrets:
        return 'no secrets'
    allt = '\n'.join(fields.values())
    for s in secrets:
        if len(s) < 8:
            return 'short secret'
        if s != s.strip():
            return 'whitespace at secret edge'
        if s not in allt:
            return 'secret missing'
    if not window_rule_ok(fields, secrets):
        return 'window rule'
    return None


REJECTS = {}


def build_secret(fn, lang):
    LANG_HINT[0] = lang
    while True:
        tid, cat, mc, le, ask, secrets, vendors = fn(lang)
        if lang == 'ko':
            mc, le, ask = ko_particles(mc), ko_particles(le), ko_particles(ask)
        fields = {'missing_context': mc.strip('\n'), 'lesson': le.strip('\n'), 'ask_next_time': ask.strip('\n')}
        uniq = []
        for s in secrets:
            if s not in uniq:
                uniq.append(s)
        allt = '\n'.join(fields.values())
        uniq = [s for s in uniq if s in allt]   # a pair half that the container dropped is simply not present
        why = check_fields(fields) or check_secret_note(fields, uniq)
        if why is None:
            return {'lang': lang, 'kind': 'secret', 'category': cat, 'fields': fields, 'secrets': uniq,
                    '_tid': tid, '_vendors': vendors}
        REJECTS[why] = REJECTS.get(why, 0) + 1
        if os.environ.get('BLIND97_DEBUG'):
            print('reject', why, cat, file=sys.stderr)


def build_clean(fn, lang, family):
    while True:
        item = fn(lang)
        if 'direct' in item:
            mc, le, ask = item['direct']
            mode = 'prose'
        else:
            mode, mc, le, ask = clean_scene(lang, item)
        if lang == 'ko':
            mc, le, ask = ko_particles(mc), ko_particles(le), ko_particles(ask)
        fields = {'missing_context': mc.strip('\n'), 'lesson': le.strip('\n'), 'ask_next_time': ask.strip('\n')}
        why = check_fields(fields)
        if why is None:
            cat = 'clean: %s [%s]' % (item['sub'], mode)
            if item.get('publishable'):
                cat += ' [publishable]'
            return {'lang': lang, 'kind': 'clean', 'category': cat, 'fields': fields, 'secrets': [],
                    '_tid': family + '/' + item['sub'], '_vendors': item.get('vendors', [])}
        REJECTS['clean ' + why] = REJECTS.get('clean ' + why, 0) + 1


def schedule(templates, n):
    counts = apportion([w for _, _, w in templates], n)
    slots = []
    for (fam, fn, _), c in zip(templates, counts):
        slots += [(fam, fn)] * c
    R.shuffle(slots)
    return slots


def main():
    notes = []
    for lang, n in (('en', N_EN_PER_KIND), ('ko', N_KO_PER_KIND)):
        for fam, fn in schedule(SECRET_TEMPLATES, n):
            rec = build_secret(fn, lang)
            rec['_family'] = fam
            notes.append(rec)
        for fam, fn in schedule(CLEAN_TEMPLATES, n):
            rec = build_clean(fn, lang, fam)
            rec['_family'] = fam
            notes.append(rec)
    R.shuffle(notes)
    out_lines = []
    for i, rec in enumerate(notes):
        ordered = {'id': 'fa%03d' % (i + 1), 'lang': rec['lang'], 'kind': rec['kind'], 'category': rec['category'],
                   'fields': {'missing_context': rec['fields']['missing_context'], 'lesson': rec['fields']['lesson'],
                              'ask_next_time': rec['fields']['ask_next_time']},
                   'secrets': rec['secrets']}
        out_lines.append(json.dumps(ordered, ensure_ascii=False))
    final_checks(notes)
    data = ('\n'.join(out_lines) + '\n').encode('utf-8')
    with open(OUT_PATH, 'wb') as fh:
        fh.write(data)
    report(notes, data)


def final_checks(notes):
    assert len(notes) == N_TOTAL
    kinds = [n['kind'] for n in notes]
    assert kinds.count('secret') == N_SECRET and kinds.count('clean') == N_CLEAN
    for kind in ('secret', 'clean'):
        assert sum(1 for n in notes if n['kind'] == kind and n['lang'] == 'en') == N_EN_PER_KIND
        assert sum(1 for n in notes if n['kind'] == kind and n['lang'] == 'ko') == N_KO_PER_KIND
    for n in notes:
        assert check_fields(n['fields']) is None
        if n['kind'] == 'secret':
            assert check_secret_note(n['fields'], n['secrets']) is None, n['category']
        else:
            assert n['secrets'] == []


def report(notes, data):
    print('wrote %s (%d bytes) sha256=%s' % (OUT_PATH, len(data), hashlib.sha256(data).hexdigest()))
    for kind in ('secret', 'clean'):
        for lang in ('en', 'ko'):
            print('  %s/%s: %d' % (kind, lang, sum(1 for n in notes if n['kind'] == kind and n['lang'] == lang)))
    for kind in ('secret', 'clean'):
        fams = {}
        for n in notes:
            if n['kind'] == kind:
                fams[n['_family']] = fams.get(n['_family'], 0) + 1
        print('  %s families (%d): %s' % (kind, len(fams), ', '.join('%s=%d' % kv for kv in sorted(fams.items()))))
        tids = sorted(dict.fromkeys(re.sub(r'/(lesson|mc|inline|ask|repeat|both)$', '', n['_tid']) for n in notes if n['kind'] == kind))
        print('  %s distinct template variants: %d' % (kind, len(tids)))
        vend = sorted(dict.fromkeys(v for n in notes if n['kind'] == kind for v in n['_vendors']))
        print('  %s distinct vendors/services: %d' % (kind, len(vend)))
    print('  secret vendor list: ' + ', '.join(sorted(dict.fromkeys(v for n in notes if n['kind'] == 'secret' for v in n['_vendors']))))
    print('  publishable clean notes: %d' % sum(1 for n in notes if n['category'].endswith('[publishable]')))
    print('  secrets listed: %d total, notes with >1 secret: %d' % (
        sum(len(n['secrets']) for n in notes), sum(1 for n in notes if len(n['secrets']) > 1)))
    print('  secret repeated in ask_next_time: %d' % sum(
        1 for n in notes if n['kind'] == 'secret' and any(s in n['fields']['ask_next_time'] for s in n['secrets'])))
    print('  regenerated candidates: %s' % (', '.join('%s=%d' % kv for kv in sorted(REJECTS.items())) or 'none'))


if __name__ == '__main__':
    main()
