#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for blind evaluation set v76 of a credential-redaction filter.

Python 3 standard library only, no network.  Every choice is drawn from ONE
PRNG, random.Random(76_2026_1127).  No set is iterated and hash() is never
used, so the output is byte-identical on every run and under any
PYTHONHASHSEED.  Output: blind_set_v76.jsonl next to this script.
See FORMAT.txt for the record format and the window rule asserted below.
"""
import base64
import json
import os
import random
import string
import sys
import urllib.parse

SEED = 76_2026_1127
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_JSONL = os.path.join(HERE, 'blind_set_v76.jsonl')
ID_PREFIX = 'ef'
N_PER_KIND = 360
N_EN_PER_KIND = 216
N_KO_PER_KIND = 144

# ---------------------------------------------------------------- alphabets
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


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    return ''.join([R.choice(alpha) for _ in range(n)])


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes([R.getrandbits(8) for _ in range(n)])


def b64(b):
    return base64.b64encode(b).decode('ascii')


def b64u(b):
    return base64.urlsafe_b64encode(b).decode('ascii').rstrip('=')


def hexs(n):
    return rs(HX, n)


def uuid4():
    h = rs(HX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def camel(snake):
    parts = snake.split('_')
    return parts[0] + ''.join([p[:1].upper() + p[1:] for p in parts[1:]])


def penc(s):
    """percent-encode the way most URL builders do (nothing is 'safe')."""
    return urllib.parse.quote(s, safe='')


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ts():
    return ri(1735000000, 1767000000)


def date_s():
    return '2025-%02d-%02d' % (ri(1, 12), ri(1, 28))


def ipv4():
    return '%d.%d.%d.%d' % (pick([10, 10, 172, 192]), ri(0, 255), ri(0, 255), ri(2, 254))


class Deck:
    """Draw items in a shuffled cycle so every item is used before repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.buf = []

    def draw(self):
        if not self.buf:
            self.buf = self.items[:]
            R.shuffle(self.buf)
        return self.buf.pop()

    def putback(self, item):
        self.buf.append(item)


# ---------------------------------------------------------------- Korean particles
def _jong(ch):
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28
    return None


def josa(word, pair):
    """pair like '이/가', '을/를', '은/는', '과/와', '으로/로'."""
    a, b = pair.split('/')
    j = _jong(word[-1])
    if j is None:
        # ascii: guess by last letter sound, good enough for our slot values
        last = word[-1].lower()
        j = 1 if last in 'lmnrkpt0136789' else 0
        if pair == '으로/로' and last in 'l1':
            return word + b
    if pair == '으로/로' and j == 8:  # final ㄹ takes 로
        return word + b
    return word + (a if j else b)


# ---------------------------------------------------------------- common banks
PEOPLE_EN = ['Priya', 'Jonas', 'Mei', 'Diego', 'Alex', 'Sam', 'Hannah', 'Tomasz', 'Aisha',
             'Kenji', 'Lucas', 'Olivia', 'Ravi', 'Sofia', 'Yuki', 'Noah', 'Elena', 'Marco',
             'Chloe', 'Omar', 'Ingrid', 'Wei', 'Fatima', 'Pablo']
PEOPLE_KO = ['민수', '지현', '서준', '하은', '도윤', '수빈', '지훈', '예린', '현우', '유나', '태민',
             '소연', '준호', '다은', '성민', '가영', '재훈', '은지', '동현', '혜진']
SERVICES = ['billing-api', 'payments-worker', 'notify-svc', 'search-indexer', 'auth-gateway',
            'order-service', 'report-cron', 'media-uploader', 'chat-relay', 'inventory-sync',
            'settlement-batch', 'coupon-service', 'push-sender', 'admin-console', 'data-pipeline',
            'feature-store', 'shipping-tracker', 'crm-bridge', 'ledger-core', 'point-service',
            'reservation-api', 'analytics-etl', 'webhook-dispatcher', 'image-resizer', 'sso-proxy',
            'partner-gateway', 'review-service', 'catalog-sync', 'fraud-scorer', 'mailer']
ENVS = ['dev', 'staging', 'prod', 'qa', 'sandbox', 'preprod']
ENV_KO = {'dev': '개발', 'staging': '스테이징', 'prod': '운영', 'qa': 'QA', 'sandbox': '샌드박스',
          'preprod': '프리프로드'}
AWS_REGIONS = ['us-east-1', 'us-west-2', 'eu-central-1', 'ap-northeast-2', 'ap-northeast-1',
               'ap-southeast-1', 'eu-west-1']
ORGS = ['acme', 'hanbit', 'sorabol', 'nuri', 'bluefin', 'kite', 'mirae', 'orbit', 'tanuki',
        'lumen', 'pado', 'greenleaf', 'haneul', 'northwind', 'yeoul', 'cobalt']
TLDS = ['io', 'co.kr', 'com', 'dev', 'net', 'kr', 'jp', 'de']
USERS = ['admin', 'deploy', 'app', 'svc_report', 'ci-bot', 'root', 'etl_user', 'readonly',
         'backup', 'jenkins', 'grafana', 'ops', 'minsu.kim', 'jhlee', 'api_rw', 'replicator',
         'postgres', 'webapp', 'batch', 'sa']
DBNAMES = ['app', 'billing', 'orders', 'analytics', 'users', 'ledger', 'points', 'crm', 'shop',
           'reporting']


def domain():
    return '%s.%s' % (pick(ORGS), pick(TLDS))


def host(kind=None):
    kind = kind or pick(['db', 'pg', 'mysql', 'redis', 'mq', 'mongo', 'es', 'api', 'nas', 'ldap'])
    return '%s-%02d.%s' % (kind, ri(1, 12), pick(['internal', 'corp.local', 'svc.cluster.local',
                                                  domain(), 'ap-northeast-2.compute.internal']))


def ticket():
    return '%s-%d' % (pick(['OPS', 'INFRA', 'PAY', 'BE', 'SEC', 'PLAT', 'DATA', 'APP']), ri(100, 9999))


# ============================================================================
# Vendor credentials.  Each generator returns a dict with
#   vendor, region, slug, desc, pairs=[(snake_name, value, is_secret)],
#   headers=[(header_name, header_value, [secrets inside])], host, path, query
# Shapes follow the vendors' documented/observed formats; bodies are random.
# ============================================================================
def C(vendor, region, slug, desc, pairs, headers=None, host_=None, path='/', query=None):
    return {'vendor': vendor, 'region': region, 'slug': slug, 'desc': desc,
            'pairs': [list(p) for p in pairs], 'headers': headers or [],
            'host': host_, 'path': path, 'query': query}


def bearer(tok, scheme='Bearer '):
    return [('Authorization', scheme + tok, [tok])]


def basic_blob(user, pw):
    return b64((user + ':' + pw).encode('utf-8'))


def jwt(claims=None, alg='HS256', sig_bytes=32, kid=True):
    hdr = {'alg': alg, 'typ': 'JWT'}
    if kid and alg.startswith('RS'):
        hdr['kid'] = rs(B64U, 27)
    now = ts()
    body = {'iss': pick(['https://auth.%s/' % domain(), 'https://%s.auth0.com/' % pick(ORGS),
                         'https://cognito-idp.%s.amazonaws.com/%s_%s' % (pick(AWS_REGIONS), pick(AWS_REGIONS), rs(AN, 9)),
                         'https://keycloak.%s/realms/%s' % (domain(), pick(['main', 'corp', 'prod']))]),
            'sub': pick([uuid4(), 'auth0|' + hexs(24), str(ri(10 ** 8, 10 ** 9))]),
            'iat': now, 'exp': now + pick([900, 3600, 86400, 2592000])}
    if claims:
        body.update(claims)
    if chance(0.5):
        body['scope'] = pick(['read:orders write:orders', 'openid profile email', 'admin', 'api:full'])
    h = b64u(json.dumps(hdr, separators=(',', ':')).encode())
    p = b64u(json.dumps(body, separators=(',', ':')).encode())
    return h + '.' + p + '.' + b64u(rbytes(sig_bytes))


# ---- global ---------------------------------------------------------------
def g_aws():
    kid = 'AKIA' + rs(B32, 16)
    sk = rs(B64, 40)
    return C('AWS', 'global', 'aws', 'IAM access key pair',
             [('aws_access_key_id', kid, 1), ('aws_secret_access_key', sk, 1),
              ('aws_default_region', pick(AWS_REGIONS), 0)])


def g_aws_sts():
    kid = 'ASIA' + rs(B32, 16)
    sk = rs(B64, 40)
    st = 'IQoJb3JpZ2luX2Vj' + rs(B64, ri(330, 420))
    return C('AWS', 'global', 'aws', 'STS temporary credentials (long session token)',
             [('aws_access_key_id', kid, 1), ('aws_secret_access_key', sk, 1),
              ('aws_session_token', st, 1)])


def g_github():
    k = pick(['ghp', 'gho', 'ghs', 'ghu', 'pat', 'pat'])
    tok = ('github_pat_' + rs(AN, 22) + '_' + rs(AN, 59)) if k == 'pat' else k + '_' + rs(AN, 36)
    desc = {'ghp': 'classic PAT', 'gho': 'OAuth token', 'ghs': 'App installation token',
            'ghu': 'App user token', 'pat': 'fine-grained PAT'}[k]
    return C('GitHub', 'global', 'github', desc, [('github_token', tok, 1)],
             bearer(tok, pick(['Bearer ', 'token '])), 'api.github.com',
             pick(['/user/repos', '/repos/%s/%s/actions/runs' % (pick(ORGS), pick(SERVICES))]))


def g_gitlab():
    k = pick(['glpat', 'glpat', 'gldt', 'glrt', 'glptt'])
    if k == 'glptt':
        tok = 'glptt-' + hexs(40)
    else:
        tok = k + '-' + rs(B64U, 20)
    hdr = [('PRIVATE-TOKEN', tok, [tok])] if k == 'glpat' else bearer(tok)
    return C('GitLab', 'global', 'gitlab', k + ' token', [('gitlab_token', tok, 1)], hdr,
             'gitlab.%s' % domain(), '/api/v4/projects')


def g_slack():
    k = pick(['xoxb', 'xoxp', 'xapp'])
    if k == 'xoxb':
        tok = 'xoxb-%d-%d-%s' % (ri(10 ** 10, 10 ** 12), ri(10 ** 12, 10 ** 13), rs(AN, 24))
    elif k == 'xoxp':
        tok = 'xoxp-%d-%d-%d-%s' % (ri(10 ** 10, 10 ** 12), ri(10 ** 10, 10 ** 12), ri(10 ** 12, 10 ** 13), hexs(32))
    else:
        tok = 'xapp-1-A%s-%d-%s' % (rs(ANU, 10), ri(10 ** 12, 10 ** 13), hexs(64))
    return C('Slack', 'global', 'slack', k + ' token', [('slack_bot_token' if k == 'xoxb' else 'slack_token', tok, 1),
                                                          ('slack_channel', '#' + pick(['deploys', 'alerts', 'ops', 'billing']), 0)],
             bearer(tok), 'slack.com', '/api/chat.postMessage')


def g_stripe():
    k = pick(['sk', 'sk', 'rk', 'whsec'])
    if k == 'whsec':
        tok = 'whsec_' + rs(AN, 32)
        return C('Stripe', 'global', 'stripe', 'webhook signing secret', [('stripe_webhook_secret', tok, 1)])
    body = ('51' + rs(AN, 97)) if chance(0.6) else rs(AN, 24)
    tok = k + '_live_' + body
    return C('Stripe', 'global', 'stripe', ('secret' if k == 'sk' else 'restricted') + ' live key',
             [('stripe_secret_key' if k == 'sk' else 'stripe_restricted_key', tok, 1)],
             bearer(tok), 'api.stripe.com', '/v1/charges')


def g_openai():
    if chance(0.6):
        tok = 'sk-proj-' + rs(B64U, 64) + 'T3BlbkFJ' + rs(B64U, 64)
    else:
        tok = 'sk-' + rs(AN, 20) + 'T3BlbkFJ' + rs(AN, 20)
    return C('OpenAI', 'global', 'openai', 'API key', [('openai_api_key', tok, 1)], bearer(tok),
             'api.openai.com', '/v1/chat/completions')


def g_anthropic():
    tok = 'sk-ant-api03-' + rs(B64U, 93) + 'AA'
    return C('Anthropic', 'global', 'anthropic', 'API key', [('anthropic_api_key', tok, 1)],
             [('x-api-key', tok, [tok])], 'api.anthropic.com', '/v1/messages')


def g_google_key():
    tok = 'AIza' + rs(B64U, 35)
    name = pick(['gemini_api_key', 'google_api_key', 'youtube_api_key', 'places_server_key'])
    return C('Google', 'global', 'google', 'server-side API key (' + name + ')', [(name, tok, 1)],
             [('x-goog-api-key', tok, [tok])], 'generativelanguage.googleapis.com',
             '/v1beta/models', query=('key', tok))


def g_google_oauth():
    cid = '%d-%s.apps.googleusercontent.com' % (ri(10 ** 11, 10 ** 12), rs(ANL, 32))
    sec = 'GOCSPX-' + rs(B64U, 28)
    pairs = [('google_client_id', cid, 0), ('google_client_secret', sec, 1)]
    if chance(0.5):
        pairs.append(('google_refresh_token', '1//0' + rs(B64U, 2) + rs(B64U, 99), 1))
    return C('Google', 'global', 'google', 'OAuth client secret', pairs)


def g_azure_ad():
    sec = rs(AN, 3) + '8Q~' + rs(AN + '_~.-', 34)
    return C('Microsoft Azure', 'global', 'azure', 'Entra ID client secret',
             [('azure_tenant_id', uuid4(), 0), ('azure_client_id', uuid4(), 0), ('azure_client_secret', sec, 1)])


def g_azure_openai():
    tok = hexs(32)
    return C('Microsoft Azure', 'global', 'azure', 'Azure OpenAI key', [('azure_openai_api_key', tok, 1),
             ('azure_openai_endpoint', 'https://%s-oai.openai.azure.com/' % pick(ORGS), 0)],
             [('api-key', tok, [tok])], '%s-oai.openai.azure.com' % pick(ORGS),
             '/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01')


def g_twilio():
    sid = 'AC' + hexs(32)
    tok = hexs(32)
    return C('Twilio', 'global', 'twilio', 'auth token', [('twilio_account_sid', sid, 0), ('twilio_auth_token', tok, 1)],
             [('Authorization', 'Basic ' + basic_blob(sid, tok), [basic_blob(sid, tok)])], 'api.twilio.com',
             '/2010-04-01/Accounts/%s/Messages.json' % sid)


def g_sendgrid():
    tok = 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)
    return C('SendGrid', 'global', 'sendgrid', 'API key', [('sendgrid_api_key', tok, 1)], bearer(tok),
             'api.sendgrid.com', '/v3/mail/send')


def g_mailgun():
    tok = 'key-' + hexs(32) if chance(0.5) else '%s-%s-%s' % (hexs(32), hexs(8), hexs(8))
    return C('Mailgun', 'global', 'mailgun', 'API key', [('mailgun_api_key', tok, 1), ('mailgun_domain', 'mg.' + domain(), 0)],
             [('Authorization', 'Basic ' + basic_blob('api', tok), [basic_blob('api', tok)])], 'api.mailgun.net', '/v3/domains')


def g_mailchimp():
    tok = hexs(32) + '-us' + str(ri(1, 21))
    return C('Mailchimp', 'global', 'mailchimp', 'API key', [('mailchimp_api_key', tok, 1)], bearer(tok),
             'us%d.api.mailchimp.com' % ri(1, 21), '/3.0/lists')


def g_npm():
    tok = 'npm_' + rs(AN, 36)
    return C('npm', 'global', 'npm', 'automation token', [('npm_token', tok, 1)], bearer(tok), 'registry.npmjs.org', '/-/whoami')


def g_pypi():
    tok = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, ri(140, 190))
    return C('PyPI', 'global', 'pypi', 'API token (long)', [('pypi_token', tok, 1)])


def g_docker():
    tok = 'dckr_pat_' + rs(B64U, 27)
    return C('Docker Hub', 'global', 'dockerhub', 'personal access token', [('docker_username', pick(USERS), 0), ('docker_pat', tok, 1)])


def g_digitalocean():
    k = pick(['dop', 'doo', 'dor'])
    tok = k + '_v1_' + hexs(64)
    return C('DigitalOcean', 'global', 'digitalocean', k + ' token', [('digitalocean_token', tok, 1)], bearer(tok),
             'api.digitalocean.com', '/v2/droplets')


def g_shopify():
    k = pick(['shpat', 'shpss', 'shpca', 'shppa'])
    tok = k + '_' + hexs(32)
    return C('Shopify', 'global', 'shopify', k + ' token', [('shopify_access_token', tok, 1), ('shopify_shop', '%s.myshopify.com' % pick(ORGS), 0)],
             [('X-Shopify-Access-Token', tok, [tok])], '%s.myshopify.com' % pick(ORGS), '/admin/api/2024-10/orders.json')


def g_atlassian():
    tok = 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + hexs(8).upper()
    user = '%s@%s' % (pick(['dev', 'ops', 'jira-bot', 'minji.park']), domain())
    return C('Atlassian', 'global', 'atlassian', 'API token (long)', [('jira_user', user, 0), ('jira_api_token', tok, 1)],
             [('Authorization', 'Basic ' + basic_blob(user, tok), [basic_blob(user, tok)])],
             '%s.atlassian.net' % pick(ORGS), '/rest/api/3/myself')


def g_vault():
    tok = 'hvs.' + (rs(B64U, 24) if chance(0.5) else 'CAESI' + rs(B64U, 86))
    return C('HashiCorp Vault', 'global', 'vault', 'service token', [('vault_addr', 'https://vault.%s:8200' % domain(), 0), ('vault_token', tok, 1)],
             [('X-Vault-Token', tok, [tok])], 'vault.%s:8200' % domain(), '/v1/secret/data/app')


def g_tfc():
    tok = rs(AN, 14) + '.atlasv1.' + rs(AN, 67)
    return C('Terraform Cloud', 'global', 'tfc', 'user API token', [('tfe_token', tok, 1)], bearer(tok), 'app.terraform.io', '/api/v2/organizations')


def g_databricks():
    tok = 'dapi' + hexs(32) + pick(['', '-2', '-3'])
    return C('Databricks', 'global', 'databricks', 'PAT', [('databricks_host', 'https://dbc-%s.cloud.databricks.com' % hexs(8), 0), ('databricks_token', tok, 1)],
             bearer(tok), 'dbc-%s.cloud.databricks.com' % hexs(8), '/api/2.0/clusters/list')


def g_hf():
    tok = 'hf_' + rs(UP + LO, 34)
    return C('Hugging Face', 'global', 'hf', 'user access token', [('hf_token', tok, 1)], bearer(tok), 'huggingface.co', '/api/whoami-v2')


def g_cloudflare():
    if chance(0.6):
        tok = rs(B64U, 40)
        return C('Cloudflare', 'global', 'cloudflare', 'API token', [('cloudflare_api_token', tok, 1)], bearer(tok),
                 'api.cloudflare.com', '/client/v4/zones')
    tok = hexs(37)
    return C('Cloudflare', 'global', 'cloudflare', 'global API key', [('cloudflare_email', 'ops@' + domain(), 0), ('cloudflare_api_key', tok, 1)],
             [('X-Auth-Key', tok, [tok])], 'api.cloudflare.com', '/client/v4/zones')


def g_datadog():
    a = hexs(32)
    b = hexs(40)
    return C('Datadog', 'global', 'datadog', 'API + application key', [('dd_api_key', a, 1), ('dd_app_key', b, 1), ('dd_site', pick(['datadoghq.com', 'datadoghq.eu', 'ap1.datadoghq.com']), 0)],
             [('DD-API-KEY', a, [a]), ('DD-APPLICATION-KEY', b, [b])], 'api.datadoghq.com', '/api/v1/validate')


def g_newrelic():
    tok = 'NRAK-' + rs(ANU, 27)
    return C('New Relic', 'global', 'newrelic', 'user API key', [('new_relic_api_key', tok, 1)], [('API-Key', tok, [tok])], 'api.newrelic.com', '/graphql')


def g_sentry():
    tok = 'sntryu_' + hexs(64)
    return C('Sentry', 'global', 'sentry', 'user auth token', [('sentry_auth_token', tok, 1), ('sentry_org', pick(ORGS), 0)], bearer(tok),
             'sentry.io', '/api/0/projects/')


def g_postman():
    tok = 'PMAK-' + hexs(24) + '-' + hexs(34)
    return C('Postman', 'global', 'postman', 'API key', [('postman_api_key', tok, 1)], [('X-Api-Key', tok, [tok])], 'api.getpostman.com', '/collections')


def g_grafana():
    tok = 'glsa_' + rs(AN, 32) + '_' + hexs(8)
    return C('Grafana', 'global', 'grafana', 'service account token', [('grafana_url', 'https://grafana.%s' % domain(), 0), ('grafana_token', tok, 1)],
             bearer(tok), 'grafana.%s' % domain(), '/api/dashboards/uid/%s' % rs(AN, 9))


def g_linear():
    tok = 'lin_api_' + rs(AN, 40)
    return C('Linear', 'global', 'linear', 'personal API key', [('linear_api_key', tok, 1)], [('Authorization', tok, [tok])], 'api.linear.app', '/graphql')


def g_notion():
    tok = ('ntn_' + rs(DG, 11) + rs(AN, 35)) if chance(0.6) else 'secret_' + rs(AN, 43)
    return C('Notion', 'global', 'notion', 'integration token', [('notion_token', tok, 1)], bearer(tok), 'api.notion.com', '/v1/databases/%s/query' % hexs(32))


def g_figma():
    tok = 'figd_' + rs(B64U, 40)
    return C('Figma', 'global', 'figma', 'personal access token', [('figma_token', tok, 1)], [('X-Figma-Token', tok, [tok])], 'api.figma.com', '/v1/files/%s' % rs(AN, 22))


def g_discord_bot():
    uid = str(ri(10 ** 17, 10 ** 19 - 1))
    tok = b64u(uid.encode()) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)
    return C('Discord', 'global', 'discord', 'bot token', [('discord_bot_token', tok, 1), ('discord_app_id', uid, 0)],
             bearer(tok, 'Bot '), 'discord.com', '/api/v10/users/@me')


def g_telegram():
    tok = '%d:AA%s' % (ri(10 ** 8, 10 ** 10 - 1), rs(B64U, 33))
    return C('Telegram', 'global', 'telegram', 'bot token', [('telegram_bot_token', tok, 1), ('telegram_chat_id', '-100' + rs(DG, 10), 0)],
             None, 'api.telegram.org', '/bot' + tok + '/sendMessage')


def g_square():
    tok = 'EAAA' + rs(B64U, 60)
    return C('Square', 'global', 'square', 'production access token', [('square_access_token', tok, 1)], bearer(tok), 'connect.squareup.com', '/v2/locations')


def g_braintree():
    tok = 'access_token$production$' + rs(ANL, 16) + '$' + hexs(32)
    return C('PayPal Braintree', 'global', 'braintree', 'access token', [('braintree_token', tok, 1)])


def g_paypal():
    cid = 'A' + rs(B64U, 79)
    sec = 'E' + rs(B64U, 79)
    return C('PayPal', 'global', 'paypal', 'REST app client secret', [('paypal_client_id', cid, 0), ('paypal_client_secret', sec, 1)])


def g_okta():
    tok = '00' + rs(B64U, 40)
    return C('Okta', 'global', 'okta', 'API token', [('okta_org_url', 'https://%s.okta.com' % pick(ORGS), 0), ('okta_api_token', tok, 1)],
             bearer(tok, 'SSWS '), '%s.okta.com' % pick(ORGS), '/api/v1/users?limit=25')


def g_pulumi():
    tok = 'pul-' + hexs(40)
    return C('Pulumi', 'global', 'pulumi', 'access token', [('pulumi_access_token', tok, 1)])


def g_doppler():
    tok = 'dp.st.' + pick(ENVS) + '.' + rs(AN, 40)
    return C('Doppler', 'global', 'doppler', 'service token', [('doppler_token', tok, 1)], bearer(tok), 'api.doppler.com', '/v3/configs/config/secrets')


def g_1password():
    tok = 'ops_eyJ' + rs(B64U, ri(300, 420))
    return C('1Password', 'global', 'op', 'service account token (long)', [('op_service_account_token', tok, 1)])


def g_crates():
    tok = 'cio' + rs(AN, 32)
    return C('crates.io', 'global', 'cargo', 'API token', [('cargo_registry_token', tok, 1)])


def g_rubygems():
    tok = 'rubygems_' + hexs(48)
    return C('RubyGems', 'global', 'gem', 'API key', [('gem_host_api_key', tok, 1)])


def g_nuget():
    tok = 'oy2' + rs(ANL, 43)
    return C('NuGet', 'global', 'nuget', 'API key', [('nuget_api_key', tok, 1)], [('X-NuGet-ApiKey', tok, [tok])], 'www.nuget.org', '/api/v2/package')


def g_auth0():
    sec = rs(B64U, 64)
    return C('Auth0', 'global', 'auth0', 'client secret', [('auth0_domain', '%s.%s.auth0.com' % (pick(ORGS), pick(['us', 'eu', 'jp'])), 0),
             ('auth0_client_id', rs(AN, 32), 0), ('auth0_client_secret', sec, 1)])


def g_fcm():
    tok = 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134)
    return C('Firebase Cloud Messaging', 'global', 'fcm', 'legacy server key (long)', [('fcm_server_key', tok, 1)],
             [('Authorization', 'key=' + tok, [tok])], 'fcm.googleapis.com', '/fcm/send')


def g_age():
    tok = 'AGE-SECRET-KEY-1' + rs('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.upper(), 58)
    return C('age', 'global', 'age', 'secret key', [('sops_age_key', tok, 1)])


def g_supabase():
    if chance(0.5):
        tok = 'sbp_' + hexs(40)
        return C('Supabase', 'global', 'supabase', 'management access token', [('supabase_access_token', tok, 1)], bearer(tok),
                 'api.supabase.com', '/v1/projects')
    ref = rs(LO, 20)
    tok = jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role'}, 'HS256')
    return C('Supabase', 'global', 'supabase', 'service_role key (JWT)', [('supabase_url', 'https://%s.supabase.co' % ref, 0),
             ('supabase_service_role_key', tok, 1)], bearer(tok), '%s.supabase.co' % ref, '/rest/v1/profiles?select=*')


def g_algolia_admin():
    tok = hexs(32)
    return C('Algolia', 'europe', 'algolia', 'admin API key', [('algolia_app_id', rs(ANU, 10), 0), ('algolia_admin_key', tok, 1)],
             [('X-Algolia-API-Key', tok, [tok])], '%s-dsn.algolia.net' % rs(ANU, 10), '/1/indexes')


def g_mapbox_secret():
    payload = b64u(json.dumps({'u': pick(ORGS), 'a': rs(ANL, 25)}, separators=(',', ':')).encode())
    tok = 'sk.' + payload + '.' + rs(B64U, 22)
    return C('Mapbox', 'global', 'mapbox', 'secret token', [('mapbox_secret_token', tok, 1)], None, 'api.mapbox.com',
             '/uploads/v1/%s' % pick(ORGS), query=('access_token', tok))


def g_posthog():
    tok = 'phx_' + rs(AN, 47)
    return C('PostHog', 'global', 'posthog', 'personal API key', [('posthog_personal_api_key', tok, 1)], bearer(tok), 'us.posthog.com', '/api/projects/')


def g_airtable():
    tok = 'pat' + rs(AN, 14) + '.' + hexs(64)
    return C('Airtable', 'global', 'airtable', 'personal access token', [('airtable_pat', tok, 1)], bearer(tok), 'api.airtable.com', '/v0/meta/bases')


def g_dropbox():
    tok = 'sl.' + rs(B64U, 135)
    return C('Dropbox', 'global', 'dropbox', 'short-lived access token (long)', [('dropbox_access_token', tok, 1)], bearer(tok),
             'api.dropboxapi.com', '/2/files/list_folder')


def g_sonar():
    tok = 'squ_' + hexs(40)
    return C('SonarQube', 'global', 'sonar', 'user token', [('sonar_host_url', 'https://sonar.%s' % domain(), 0), ('sonar_token', tok, 1)])


def g_circleci():
    tok = 'CCIPAT_' + rs(AN, 22) + '_' + hexs(40)
    return C('CircleCI', 'global', 'circleci', 'personal API token', [('circle_token', tok, 1)], [('Circle-Token', tok, [tok])],
             'circleci.com', '/api/v2/me')


def g_buildkite():
    tok = 'bkua_' + hexs(40)
    return C('Buildkite', 'global', 'buildkite', 'API access token', [('buildkite_api_token', tok, 1)], bearer(tok), 'api.buildkite.com', '/v2/builds')


def g_replicate():
    tok = 'r8_' + rs(AN, 37)
    return C('Replicate', 'global', 'replicate', 'API token', [('replicate_api_token', tok, 1)], bearer(tok), 'api.replicate.com', '/v1/predictions')


def g_groq():
    tok = 'gsk_' + rs(AN, 52)
    return C('Groq', 'global', 'groq', 'API key', [('groq_api_key', tok, 1)], bearer(tok), 'api.groq.com', '/openai/v1/chat/completions')


def g_perplexity():
    tok = 'pplx-' + rs(AN, 48)
    return C('Perplexity', 'global', 'perplexity', 'API key', [('perplexity_api_key', tok, 1)], bearer(tok), 'api.perplexity.ai', '/chat/completions')


def g_launchdarkly():
    tok = 'sdk-' + uuid4()
    return C('LaunchDarkly', 'global', 'launchdarkly', 'server-side SDK key', [('launchdarkly_sdk_key', tok, 1)])


def g_intercom():
    tok = b64(('tok:' + uuid4()).encode())
    return C('Intercom', 'global', 'intercom', 'access token', [('intercom_access_token', tok, 1)], bearer(tok), 'api.intercom.io', '/contacts')


def g_hubspot():
    tok = 'pat-%s-%s' % (pick(['na1', 'eu1', 'na2']), uuid4())
    return C('HubSpot', 'global', 'hubspot', 'private app token', [('hubspot_access_token', tok, 1)], bearer(tok), 'api.hubapi.com', '/crm/v3/objects/contacts')


def g_dynatrace():
    tok = 'dt0c01.' + rs(ANU, 24) + '.' + rs(ANU, 64)
    return C('Dynatrace', 'europe', 'dynatrace', 'API token', [('dt_api_token', tok, 1)], bearer(tok, 'Api-Token '),
             '%s.live.dynatrace.com' % rs(LO, 8), '/api/v2/metrics')


def g_shippo():
    tok = 'shippo_live_' + hexs(40)
    return C('Shippo', 'global', 'shippo', 'live API token', [('shippo_api_token', tok, 1)], bearer(tok, 'ShippoToken '), 'api.goshippo.com', '/shipments/')


def g_plaid():
    return C('Plaid', 'global', 'plaid', 'secret', [('plaid_client_id', hexs(24), 0), ('plaid_secret', hexs(30), 1), ('plaid_env', 'production', 0)])


def g_contentful():
    tok = 'CFPAT-' + rs(B64U, 43)
    return C('Contentful', 'europe', 'contentful', 'management token', [('contentful_management_token', tok, 1)], bearer(tok),
             'api.contentful.com', '/spaces/%s/environments' % rs(ANL, 12))


def g_jfrog():
    if chance(0.5):
        tok = 'AKCp' + rs(AN, 69)
        return C('JFrog', 'europe', 'jfrog', 'API key', [('artifactory_user', pick(USERS), 0), ('artifactory_api_key', tok, 1)],
                 [('X-JFrog-Art-Api', tok, [tok])], '%s.jfrog.io' % pick(ORGS), '/artifactory/api/repositories')
    tok = 'cmVmdGtuOjAxOjE3' + rs(B64U, 48)
    return C('JFrog', 'europe', 'jfrog', 'reference token', [('jfrog_access_token', tok, 1)], bearer(tok),
             '%s.jfrog.io' % pick(ORGS), '/artifactory/api/repositories')


def g_heroku():
    tok = 'HRKU-AA' + rs(B64U, 58)
    return C('Heroku', 'global', 'heroku', 'API key', [('heroku_api_key', tok, 1)], bearer(tok), 'api.heroku.com', '/apps')


def g_jwt_idp():
    tok = jwt({'azp': rs(AN, 32), 'gty': 'client-credentials'}, pick(['RS256', 'HS256']), pick([32, 256]))
    return C(pick(['Auth0', 'Keycloak', 'Amazon Cognito']), 'global', 'idp', 'access token (JWT)', [('access_token', tok, 1)], bearer(tok),
             'api.%s' % domain(), '/v1/admin/users')


# ---- Korea ----------------------------------------------------------------
def k_kakao():
    if chance(0.5):
        tok = hexs(32)
        return C('Kakao', 'korea', 'kakao', 'REST API key', [('kakao_rest_api_key', tok, 1)], bearer(tok, 'KakaoAK '),
                 'dapi.kakao.com', '/v2/local/search/address.json?query=%s' % penc('판교역로 235'))
    tok = hexs(32)
    return C('Kakao', 'korea', 'kakao', 'Admin key', [('kakao_admin_key', tok, 1)], bearer(tok, 'KakaoAK '),
             'kapi.kakao.com', '/v1/user/ids')


def k_kakao_login():
    return C('Kakao', 'korea', 'kakao', 'Login client secret', [('kakao_client_secret', rs(AN, 32), 1),
             ('kakao_redirect_uri', 'https://%s/oauth/kakao/callback' % domain(), 0)])


def k_naver():
    cid = rs(AN + '_', 20)
    sec = rs(AN, 10)
    return C('Naver Developers', 'korea', 'naver', 'client secret', [('naver_client_id', cid, 0), ('naver_client_secret', sec, 1)],
             [('X-Naver-Client-Id', cid, []), ('X-Naver-Client-Secret', sec, [sec])], 'openapi.naver.com',
             '/v1/search/blog.json?query=%s' % penc(pick(['맛집', '캠핑', '판교 카페'])))


def k_ncp():
    ak = pick(['ncp_iam_BPAMKR' + rs(AN, 10), rs(AN, 20)])
    sk = pick(['ncp_iam_BPKMKR' + rs(AN, 26), rs(AN, 40)])
    return C('Naver Cloud Platform', 'korea', 'ncp', 'access key / secret key', [('ncp_access_key', ak, 1), ('ncp_secret_key', sk, 1)])


def k_ncp_maps():
    cid = rs(ANL, 10)
    sec = rs(AN, 40)
    return C('Naver Cloud Platform', 'korea', 'ncp', 'Maps API key', [('ncp_apigw_api_key_id', cid, 0), ('ncp_apigw_api_key', sec, 1)],
             [('X-NCP-APIGW-API-KEY-ID', cid, []), ('X-NCP-APIGW-API-KEY', sec, [sec])], 'naveropenapi.apigw.ntruss.com',
             '/map-geocode/v2/geocode?query=%s' % penc('분당구 불정로 6'))


def k_toss():
    sk = pick(['live_sk_', 'live_gsk_']) + rs(AN, 28)
    blob = b64((sk + ':').encode())
    return C('Toss Payments', 'korea', 'toss', 'secret key', [('toss_secret_key', sk, 1)],
             [('Authorization', 'Basic ' + blob, [blob])], 'api.tosspayments.com', '/v1/payments/confirm')


def k_portone():
    if chance(0.5):
        return C('PortOne', 'korea', 'portone', 'V1 REST API key/secret', [('imp_key', rs(DG, 16), 1), ('imp_secret', rs(AN, 80), 1)])
    sec = rs(AN, 80)
    return C('PortOne', 'korea', 'portone', 'V2 API secret', [('portone_api_secret', sec, 1), ('portone_store_id', 'store-' + uuid4(), 0)],
             bearer(sec, 'PortOne '), 'api.portone.io', '/payments/%s' % rs(AN, 20))


def k_nicepay():
    cid = 'R2_' + hexs(32)
    sec = hexs(32)
    blob = b64((cid + ':' + sec).encode())
    return C('NICEPAY', 'korea', 'nicepay', 'secret key', [('nicepay_client_id', cid, 0), ('nicepay_secret_key', sec, 1)],
             [('Authorization', 'Basic ' + blob, [blob])], 'api.nicepay.co.kr', '/v1/payments/%s' % rs(AN, 30))


def k_inicis():
    return C('KG Inicis', 'korea', 'inicis', 'signKey', [('inicis_mid', 'INIpayTest' if chance(0.2) else rs(AN, 10), 0),
             ('inicis_sign_key', rs(B64, 44), 1)])


def k_solapi():
    ak = 'NCS' + rs(ANU, 13)
    sk = rs(ANU, 32)
    return C('Solapi', 'korea', 'solapi', 'API key / secret', [('solapi_api_key', ak, 1), ('solapi_api_secret', sk, 1),
             ('solapi_sender', '010' + rs(DG, 8), 0)])


def k_aligo():
    return C('Aligo', 'korea', 'aligo', 'SMS API key', [('aligo_user_id', pick(USERS), 0), ('aligo_api_key', rs(ANL, 32), 1)])


def k_datagokr():
    raw = b64(rbytes(66))
    return C('data.go.kr', 'korea', 'datagokr', 'serviceKey (decoded form)', [('public_data_service_key', raw, 1)],
             None, 'apis.data.go.kr', '/1360000/VilageFcstInfoService_2.0/getVilageFcst', query=('serviceKey', raw))


def k_upbit():
    return C('Upbit', 'korea', 'upbit', 'Open API access/secret key', [('upbit_access_key', rs(AN, 40), 1), ('upbit_secret_key', rs(AN, 40), 1)])


def k_bithumb():
    return C('Bithumb', 'korea', 'bithumb', 'API connect/secret key', [('bithumb_api_key', hexs(32), 1), ('bithumb_secret_key', hexs(32), 1)])


def k_kis():
    return C('Korea Investment & Securities', 'korea', 'kis', 'OpenAPI appkey/appsecret (long)',
             [('kis_app_key', 'PS' + rs(AN, 34), 1), ('kis_app_secret', rs(B64, 179) + '=', 1), ('kis_account_no', rs(DG, 8) + '-01', 0)])


def k_channeltalk():
    a = hexs(24)
    s = hexs(32)
    return C('Channel Talk', 'korea', 'channel', 'access key/secret', [('channel_access_key', a, 1), ('channel_access_secret', s, 1)],
             [('x-access-key', a, [a]), ('x-access-secret', s, [s])], 'api.channel.io', '/open/v5/users')


def k_sendbird():
    tok = hexs(40)
    return C('Sendbird', 'korea', 'sendbird', 'master API token', [('sendbird_app_id', uuid4().upper(), 0), ('sendbird_api_token', tok, 1)],
             [('Api-Token', tok, [tok])], 'api-%s.sendbird.com' % uuid4().upper(), '/v3/users')


def k_kakaopay():
    tok = pick(['DEV', 'PRD']) + rs(HXU, 37)
    return C('KakaoPay', 'korea', 'kakaopay', 'secret key', [('kakaopay_cid', 'TC0ONETIME', 0), ('kakaopay_secret_key', tok, 1)],
             bearer(tok, 'SECRET_KEY '), 'open-api.kakaopay.com', '/online/v1/payment/ready')


def k_nhn():
    ak = rs(AN, 16)
    sk = rs(AN, 8)
    return C('NHN Cloud', 'korea', 'nhncloud', 'Notification appKey + secretKey', [('nhn_app_key', ak, 0), ('nhn_secret_key', sk, 1)],
             [('X-Secret-Key', sk, [sk])], 'api-sms.cloud.toast.com', '/sms/v3.0/appKeys/%s/sender/sms' % ak)


def k_lineworks():
    return C('LINE WORKS', 'korea', 'lineworks', 'client secret', [('lineworks_client_id', rs(AN, 20), 0), ('lineworks_client_secret', rs(AN, 10), 1),
             ('lineworks_service_account', '%s.serviceaccount@%s' % (rs(ANL, 5), domain()), 0)])


def k_naver_searchad():
    return C('Naver Search Ad', 'korea', 'searchad', 'API license/secret', [('searchad_customer_id', rs(DG, 7), 0),
             ('searchad_access_license', '0100000000' + hexs(64), 1), ('searchad_secret_key', b64(rbytes(33)), 1)])


def k_coupang():
    return C('Coupang', 'korea', 'coupang', 'Open API access/secret key', [('coupang_vendor_id', 'A00' + rs(DG, 6), 0),
             ('coupang_access_key', uuid4(), 1), ('coupang_secret_key', hexs(40), 1)])


def k_kakaowork():
    tok = hexs(8) + '.' + hexs(32)
    return C('Kakao Work', 'korea', 'kakaowork', 'bot app key', [('kakaowork_bot_app_key', tok, 1)], bearer(tok),
             'api.kakaowork.com', '/v1/messages.send')


# ---- Japan ----------------------------------------------------------------
def j_line():
    tok = rs(B64, 171) + '='
    return C('LINE', 'japan', 'line', 'Messaging API channel access token (long)', [('line_channel_secret', hexs(32), 1),
             ('line_channel_access_token', tok, 1)], bearer(tok), 'api.line.me', '/v2/bot/message/push')


def j_chatwork():
    tok = hexs(32)
    return C('Chatwork', 'japan', 'chatwork', 'API token', [('chatwork_api_token', tok, 1), ('chatwork_room_id', rs(DG, 9), 0)],
             [('X-ChatWorkToken', tok, [tok])], 'api.chatwork.com', '/v2/rooms/%s/messages' % rs(DG, 9))


def j_payjp():
    tok = 'sk_live_' + hexs(48)
    return C('PAY.JP', 'japan', 'payjp', 'live secret key', [('payjp_secret_key', tok, 1)],
             [('Authorization', 'Basic ' + b64((tok + ':').encode()), [b64((tok + ':').encode())])], 'api.pay.jp', '/v1/charges')


def j_rakuten():
    return C('Rakuten', 'japan', 'rakuten', 'application secret', [('rakuten_application_id', rs(DG, 19), 0), ('rakuten_application_secret', hexs(40), 1)])


def j_backlog():
    tok = rs(AN, 64)
    return C('Backlog', 'japan', 'backlog', 'API key', [('backlog_space', '%s.backlog.jp' % pick(ORGS), 0), ('backlog_api_key', tok, 1)],
             None, '%s.backlog.jp' % pick(ORGS), '/api/v2/issues', query=('apiKey', tok))


def j_kintone():
    tok = rs(AN, 40)
    return C('kintone', 'japan', 'kintone', 'API token', [('kintone_domain', '%s.cybozu.com' % pick(ORGS), 0), ('kintone_api_token', tok, 1)],
             [('X-Cybozu-API-Token', tok, [tok])], '%s.cybozu.com' % pick(ORGS), '/k/v1/records.json?app=%d' % ri(2, 300))


def j_gmo():
    return C('GMO Payment Gateway', 'japan', 'gmo', 'shop password', [('gmo_shop_id', 'tshop' + rs(DG, 8), 0), ('gmo_shop_pass', rs(ANL, 8), 1),
             ('gmo_site_pass', rs(ANL, 8), 1)])


def j_sakura():
    return C('Sakura Cloud', 'japan', 'sakuracloud', 'API access token/secret', [('sakuracloud_access_token', uuid4(), 1),
             ('sakuracloud_access_token_secret', rs(AN, 64), 1)])


def j_yahoo():
    return C('Yahoo! JAPAN', 'japan', 'yahoo', 'client secret', [('yahoo_client_id', 'dj00' + rs(AN, 52), 0), ('yahoo_client_secret', rs(AN, 40), 1)])


# ---- China ----------------------------------------------------------------
def c_aliyun():
    return C('Alibaba Cloud', 'china', 'aliyun', 'AccessKey pair', [('alibaba_cloud_access_key_id', 'LTAI5t' + rs(AN, 18), 1),
             ('alibaba_cloud_access_key_secret', rs(AN, 30), 1)])


def c_tencent():
    return C('Tencent Cloud', 'china', 'tencentcloud', 'SecretId/SecretKey', [('tencentcloud_secret_id', 'AKID' + rs(AN, 32), 1),
             ('tencentcloud_secret_key', rs(AN, 32), 1)])


def c_baidu():
    return C('Baidu AI Cloud', 'china', 'baidu', 'API Key / Secret Key', [('baidu_app_id', rs(DG, 8), 0), ('baidu_api_key', rs(AN, 24), 1),
             ('baidu_secret_key', rs(AN, 32), 1)])


def c_huawei():
    return C('Huawei Cloud', 'china', 'huaweicloud', 'AK/SK', [('huaweicloud_access_key', rs(ANU, 20), 1), ('huaweicloud_secret_key', rs(AN, 40), 1)])


def c_wechat():
    return C('WeChat', 'china', 'wechat', 'AppSecret', [('wechat_appid', 'wx' + hexs(16), 0), ('wechat_app_secret', hexs(32), 1)])


def c_wechatpay():
    return C('WeChat Pay', 'china', 'wechatpay', 'APIv3 key', [('wechatpay_mch_id', '16' + rs(DG, 8), 0), ('wechatpay_apiv3_key', rs(AN, 32), 1),
             ('wechatpay_serial_no', hexs(40).upper(), 0)])


def c_feishu():
    return C('Feishu', 'china', 'feishu', 'app_secret', [('feishu_app_id', 'cli_' + hexs(16), 0), ('feishu_app_secret', rs(AN, 32), 1)])


def c_qiniu():
    return C('Qiniu', 'china', 'qiniu', 'AK/SK', [('qiniu_access_key', rs(B64U, 40), 1), ('qiniu_secret_key', rs(B64U, 40), 1)])


def c_volc():
    return C('Volcengine', 'china', 'volcengine', 'AK/SK', [('volc_accesskey', 'AKLT' + rs(B64U, 42), 1), ('volc_secretkey', b64(rbytes(45)), 1)])


def c_zhipu():
    tok = hexs(32) + '.' + rs(AN, 16)
    return C('Zhipu AI', 'china', 'zhipu', 'API key', [('zhipuai_api_key', tok, 1)], bearer(tok), 'open.bigmodel.cn', '/api/paas/v4/chat/completions')


def c_deepseek():
    tok = 'sk-' + hexs(32)
    return C('DeepSeek', 'china', 'deepseek', 'API key', [('deepseek_api_key', tok, 1)], bearer(tok), 'api.deepseek.com', '/chat/completions')


def c_moonshot():
    tok = 'sk-' + rs(AN, 48)
    return C('Moonshot AI', 'china', 'moonshot', 'API key', [('moonshot_api_key', tok, 1)], bearer(tok), 'api.moonshot.cn', '/v1/chat/completions')


def c_gitee():
    tok = hexs(32)
    return C('Gitee', 'china', 'gitee', 'personal access token', [('gitee_token', tok, 1)], None, 'gitee.com', '/api/v5/user/repos',
             query=('access_token', tok))


# ---- Europe ---------------------------------------------------------------
def e_mollie():
    tok = 'live_' + rs(AN, 30)
    return C('Mollie', 'europe', 'mollie', 'live API key', [('mollie_api_key', tok, 1)], bearer(tok), 'api.mollie.com', '/v2/payments')


def e_adyen():
    tok = 'AQE' + rs(B64, 97) + '==-' + rs(B64, 43) + '=-' + rs(AN + '<>;:%{}', 16)
    return C('Adyen', 'europe', 'adyen', 'API key (long)', [('adyen_api_key', tok, 1), ('adyen_merchant_account', pick(ORGS).title() + 'ECOM', 0)],
             [('X-API-Key', tok, [tok])], 'checkout-live.adyen.com', '/v71/payments')


def e_gocardless():
    tok = 'live_' + rs(B64U, 40)
    return C('GoCardless', 'europe', 'gocardless', 'live access token', [('gocardless_access_token', tok, 1)], bearer(tok),
             'api.gocardless.com', '/customers')


def e_scaleway():
    return C('Scaleway', 'europe', 'scaleway', 'access key / secret key (UUID)', [('scw_access_key', 'SCW' + rs(ANU, 17), 1),
             ('scw_secret_key', uuid4(), 1), ('scw_default_project_id', uuid4(), 0)])


def e_ovh():
    return C('OVHcloud', 'europe', 'ovh', 'application secret / consumer key', [('ovh_endpoint', 'ovh-eu', 0), ('ovh_application_key', rs(AN, 16), 0),
             ('ovh_application_secret', rs(AN, 32), 1), ('ovh_consumer_key', rs(AN, 32), 1)])


def e_hetzner():
    tok = rs(AN, 64)
    return C('Hetzner Cloud', 'europe', 'hcloud', 'API token', [('hcloud_token', tok, 1)], bearer(tok), 'api.hetzner.cloud', '/v1/servers')


def e_brevo():
    tok = 'xkeysib-' + hexs(64) + '-' + rs(AN, 16)
    return C('Brevo', 'europe', 'brevo', 'API v3 key', [('brevo_api_key', tok, 1)], [('api-key', tok, [tok])], 'api.brevo.com', '/v3/smtp/email')


def e_deepl():
    tok = uuid4() + ':fx'
    return C('DeepL', 'europe', 'deepl', 'API auth key (free)', [('deepl_auth_key', tok, 1)], bearer(tok, 'DeepL-Auth-Key '),
             'api-free.deepl.com', '/v2/translate')


def e_mistral():
    tok = rs(AN, 32)
    return C('Mistral AI', 'europe', 'mistral', 'API key', [('mistral_api_key', tok, 1)], bearer(tok), 'api.mistral.ai', '/v1/chat/completions')


def e_yandex():
    if chance(0.5):
        tok = 'AQVN' + rs(B64U, 36)
        return C('Yandex Cloud', 'europe', 'yc', 'API key', [('yc_api_key', tok, 1), ('yc_folder_id', 'b1g' + rs(ANL, 17), 0)],
                 bearer(tok, 'Api-Key '), 'llm.api.cloud.yandex.net', '/foundationModels/v1/completion')
    tok = 't1.9euelZ' + rs(B64U, 200) + '.' + rs(B64U, 86)
    return C('Yandex Cloud', 'europe', 'yc', 'IAM token (long)', [('yc_iam_token', tok, 1)], bearer(tok),
             'compute.api.cloud.yandex.net', '/compute/v1/instances')


def e_spotify():
    return C('Spotify', 'europe', 'spotify', 'client secret', [('spotify_client_id', hexs(32), 0), ('spotify_client_secret', hexs(32), 1)])


def e_vonage():
    return C('Vonage', 'europe', 'vonage', 'API secret', [('vonage_api_key', hexs(8), 0), ('vonage_api_secret', rs(AN, 16), 1)])


def e_messagebird():
    tok = rs(AN, 25)
    return C('MessageBird', 'europe', 'messagebird', 'live access key', [('messagebird_access_key', tok, 1)], bearer(tok, 'AccessKey '),
             'rest.messagebird.com', '/messages')


def e_pipedrive():
    tok = hexs(40)
    return C('Pipedrive', 'europe', 'pipedrive', 'API token', [('pipedrive_api_token', tok, 1)], None, '%s.pipedrive.com' % pick(ORGS),
             '/api/v1/deals', query=('api_token', tok))


def e_typeform():
    tok = 'tfp_' + rs(AN, 44) + '_' + rs(AN, 14)
    return C('Typeform', 'europe', 'typeform', 'personal token', [('typeform_token', tok, 1)], bearer(tok), 'api.typeform.com', '/forms')


def e_infobip():
    tok = hexs(32) + '-' + uuid4()
    return C('Infobip', 'europe', 'infobip', 'API key', [('infobip_api_key', tok, 1), ('infobip_base_url', '%s.api.infobip.com' % rs(ANL, 6), 0)],
             bearer(tok, 'App '), '%s.api.infobip.com' % rs(ANL, 6), '/sms/2/text/advanced')


VENDOR_GENS = [g_aws, g_aws_sts, g_github, g_gitlab, g_slack, g_stripe, g_openai, g_anthropic, g_google_key, g_google_oauth,
               g_azure_ad, g_azure_openai, g_twilio, g_sendgrid, g_mailgun, g_mailchimp, g_npm, g_pypi, g_docker,
               g_digitalocean, g_shopify, g_atlassian, g_vault, g_tfc, g_databricks, g_hf, g_cloudflare, g_datadog,
               g_newrelic, g_sentry, g_postman, g_grafana, g_linear, g_notion, g_figma, g_discord_bot, g_telegram,
               g_square, g_braintree, g_paypal, g_okta, g_pulumi, g_doppler, g_1password, g_crates, g_rubygems, g_nuget,
               g_auth0, g_fcm, g_age, g_supabase, g_algolia_admin, g_mapbox_secret, g_posthog, g_airtable, g_dropbox,
               g_sonar, g_circleci, g_buildkite, g_replicate, g_groq, g_perplexity, g_launchdarkly, g_intercom,
               g_hubspot, g_dynatrace, g_shippo, g_plaid, g_contentful, g_jfrog, g_heroku, g_jwt_idp,
               k_kakao, k_kakao_login, k_naver, k_ncp, k_ncp_maps, k_toss, k_portone, k_nicepay, k_inicis, k_solapi,
               k_aligo, k_datagokr, k_upbit, k_bithumb, k_kis, k_channeltalk, k_sendbird, k_kakaopay, k_nhn,
               k_lineworks, k_naver_searchad, k_coupang, k_kakaowork,
               j_line, j_chatwork, j_payjp, j_rakuten, j_backlog, j_kintone, j_gmo, j_sakura, j_yahoo,
               c_aliyun, c_tencent, c_baidu, c_huawei, c_wechat, c_wechatpay, c_feishu, c_qiniu, c_volc, c_zhipu,
               c_deepseek, c_moonshot, c_gitee,
               e_mollie, e_adyen, e_gocardless, e_scaleway, e_ovh, e_hetzner, e_brevo, e_deepl, e_mistral, e_yandex,
               e_spotify, e_vonage, e_messagebird, e_pipedrive, e_typeform, e_infobip]


# ============================================================================
# Passwords (people and services)
# ============================================================================
EN_WORDS = ['river', 'copper', 'falcon', 'maple', 'orbit', 'lantern', 'pepper', 'harbor', 'violet', 'timber',
            'cactus', 'meadow', 'glacier', 'saddle', 'thunder', 'walnut', 'biscuit', 'comet', 'dolphin', 'ember',
            'fjord', 'gravel', 'hazel', 'igloo', 'jasper', 'kettle', 'lemon', 'mango', 'nectar', 'olive',
            'pebble', 'quartz', 'raven', 'sparrow', 'tundra', 'umbrella', 'velvet', 'willow', 'yonder', 'zephyr',
            'anchor', 'blossom', 'canyon', 'dragon', 'eclipse', 'forest', 'garnet', 'horizon', 'island', 'jungle',
            'koala', 'lagoon', 'marble', 'nutmeg', 'oyster', 'panda', 'quiver', 'rocket', 'salmon', 'tiger',
            'urchin', 'vortex', 'wander', 'yellow', 'zebra', 'bramble', 'cobalt', 'drizzle', 'feather', 'ginger',
            'hollow', 'indigo', 'juniper', 'kiwi', 'lilac', 'mosaic', 'noodle', 'onyx', 'puzzle', 'ripple',
            'summit', 'toffee', 'unicorn', 'voyage', 'whistle', 'basil', 'crimson', 'dune', 'echo', 'frost',
            'galaxy', 'hammock', 'ivory', 'jelly', 'kayak', 'lotus', 'mirror', 'nimbus', 'opal', 'prairie',
            'quill', 'rhubarb', 'sunset', 'tulip', 'uplift', 'valley', 'winter', 'yarrow', 'zinnia', 'blue',
            'coffee', 'monkey', 'summer', 'autumn', 'spring', 'soccer', 'guitar', 'pirate', 'ninja', 'wizard']
KO_WORDS = ['사랑', '하늘', '바다', '고양이', '강아지', '봄날', '별빛', '우리집', '행복', '회사', '서울', '부산', '제주',
            '김치', '커피', '토끼', '호랑이', '여름', '겨울', '가을', '무지개', '달빛', '소나무', '햇살', '바람', '산책',
            '초코', '딸기', '사과', '포도', '감자', '고구마', '다람쥐', '해바라기', '비빔밥', '떡볶이', '한강', '남산',
            '우리아기', '보물', '꿈나무', '푸른밤', '첫눈', '노을', '은하수', '단풍', '새벽', '나비', '바둑이', '쿠키']
KO_NAMES_ROMAN = ['minsu', 'jihyun', 'seojun', 'haeun', 'doyoon', 'subin', 'jihoon', 'yerin', 'hyunwoo', 'yuna',
                  'taemin', 'soyeon', 'junho', 'daeun', 'sungmin', 'gayoung']
CHO = 'rRseEfaqQtTdwWczxvg'
JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't',
        'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']
SYMS = '!@#$%^&*?.'


def ko2qwerty(s):
    """Hangul typed on a Korean 2-set keyboard while the IME was in English mode."""
    out = []
    for ch in s:
        o = ord(ch) - 0xAC00
        if 0 <= o < 11172:
            out.append(CHO[o // 588] + JUNG[(o % 588) // 28] + JONG[o % 28])
        else:
            out.append(ch)
    return ''.join(out)


def pw_human():
    w = pick(EN_WORDS)
    f = ri(0, 6)
    if f == 0:
        p = w.capitalize() + str(ri(1975, 2025)) + pick(SYMS)
    elif f == 1:
        p = pick(KO_NAMES_ROMAN + ['alex', 'jenny', 'mike', 'sarah']) + '%02d%02d' % (ri(1, 12), ri(1, 28)) + pick('!@#')
    elif f == 2:
        p = w.capitalize() + pick('@#&*') + pick(EN_WORDS) + str(ri(1, 99))
    elif f == 3:
        p = pick(['Welcome', 'Spring', 'Summer', 'Winter', 'Autumn', 'Company', 'Hello']) + str(ri(2019, 2026)) + pick('!#$')
    elif f == 4:
        p = w.replace('a', '@').replace('o', '0').replace('e', '3').capitalize() + str(ri(10, 999)) + pick(SYMS)
    elif f == 5:
        p = pick(EN_WORDS).upper()[:4] + pick(['_', '-', '.']) + w + str(ri(100, 9999))
    else:
        p = pick(['Qwer', 'Asdf', 'Zxcv']) + pick(['1234', '!@#$', '4321']) + pick(['!', '@', '#', '!!'])
        p += w[:ri(1, 3)]
    return p


def pw_passphrase():
    n = ri(3, 5)
    ws = [pick(EN_WORDS) for _ in range(n)]
    sep = pick(['-', ' ', '.', '_', '', '+'])
    if sep == '' or chance(0.3):
        ws = [x.capitalize() for x in ws]
    p = sep.join(ws)
    if chance(0.5):
        p += pick([sep or '', '']) + str(ri(1, 99))
    return p


PUNCT = '!#%&*+,-./:;<=>?@^_~()[]{}|$'


def pw_punct():
    n = ri(14, 28)
    while True:
        p = rs(AN + PUNCT + PUNCT, n)
        if sum([1 for c in p if c in PUNCT]) >= 4:
            return p


def pw_korkbd():
    k = ri(0, 3)
    words = [pick(KO_WORDS) for _ in range(ri(1, 2))]
    base = ko2qwerty(''.join(words))
    if k == 0:
        p = base + str(ri(1, 9999)) + pick(SYMS)
    elif k == 1:
        p = base[:1].upper() + base[1:] + pick(SYMS) + str(ri(10, 99))
    elif k == 2:
        p = pick(SYMS) + base + str(ri(1980, 2024))
    else:
        p = base + '!' + ko2qwerty(pick(KO_WORDS)) + str(ri(0, 9))
    return p


def pw_hangul():
    k = ri(0, 3)
    if k == 0:
        p = pick(KO_WORDS) + pick(KO_WORDS) + str(ri(1, 2025)) + pick(SYMS)
    elif k == 1:
        p = josa(pick(KO_WORDS), pick(['은/는', '이/가'])) + pick(['좋아', '최고', '짱', '간다']) + pick(SYMS) + str(ri(10, 99))
    elif k == 2:
        p = pick(KO_WORDS) + pick(SYMS) + pick(EN_WORDS) + str(ri(1, 999))
    else:
        p = '%s%s%d%s' % (pick(KO_WORDS), pick(KO_WORDS), ri(100, 99999), pick(['!', '^^', '~', '#']))
    return p


def pw_service():
    k = ri(0, 3)
    if k == 0:
        return rs(AN, ri(20, 40))
    if k == 1:
        return hexs(pick([32, 40, 48]))
    if k == 2:
        return b64(rbytes(pick([18, 24, 32])))
    return rs(AN + '-_', ri(24, 36))


def pw_pin(n=None):
    return rs(DG, n or pick([8, 8, 10, 12]))


def pw_any(lang, human_only=False):
    if lang == 'ko':
        kinds = [pw_human, pw_passphrase, pw_punct, pw_korkbd, pw_korkbd, pw_hangul, pw_hangul, pw_service]
    else:
        kinds = [pw_human, pw_human, pw_passphrase, pw_passphrase, pw_punct, pw_korkbd, pw_hangul, pw_service]
    if human_only:
        kinds = [k for k in kinds if k is not pw_service]
    while True:
        g = pick(kinds)
        p = g()
        if len(p) >= 8:
            return p, g.__name__[3:]


# ============================================================================
# Key material, one-time secrets, cookies, signed URLs, webhooks, DSNs
# ============================================================================
def _sshstr(b):
    return len(b).to_bytes(4, 'big') + b


def pem_ec_sec1():
    der = bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') + b'\x04' + rbytes(64)
    return 'EC PRIVATE KEY', wrap(b64(der), 64), 'EC P-256 (SEC1)'


def pem_pkcs8_ec():
    der = bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') + rbytes(32) + \
        bytes.fromhex('a144034200') + b'\x04' + rbytes(64)
    return 'PRIVATE KEY', wrap(b64(der), 64), 'PKCS#8 EC P-256 (.p8)'


def pem_pkcs8_ed25519():
    der = bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)
    return 'PRIVATE KEY', wrap(b64(der), 64), 'PKCS#8 Ed25519'


def pem_openssh(comment=None):
    while True:
        pub = rbytes(32)
        seed = rbytes(32)
        cm = (comment or '%s@%s' % (pick(USERS), pick(['laptop', 'bastion', 'ci-runner', 'build-01', 'macbook']))).encode()
        chk = rbytes(4)
        priv = chk + chk + _sshstr(b'ssh-ed25519') + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(cm)
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = b'openssh-key-v1\x00' + _sshstr(b'none') + _sshstr(b'none') + _sshstr(b'') + (1).to_bytes(4, 'big') + \
            _sshstr(_sshstr(b'ssh-ed25519') + _sshstr(pub)) + _sshstr(priv)
        lines = wrap(b64(blob), 70)
        if len(lines[-1]) >= 8:
            return 'OPENSSH PRIVATE KEY', lines, 'OpenSSH ed25519'
        comment = None


def pem_rsa_truncated():
    """RSA key as agents paste it: head and tail lines with the middle elided."""
    if chance(0.5):
        der = bytes.fromhex('308204a40201000282010100') + rbytes(1180)
        label = 'RSA PRIVATE KEY'
    else:
        der = bytes.fromhex('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100') + rbytes(1166)
        label = 'PRIVATE KEY'
    lines = wrap(b64(der), 64)
    while len(lines[-1]) < 8:
        lines = wrap(b64(der + rbytes(ri(1, 5))), 64)
    head = lines[:ri(2, 4)]
    tail = lines[-ri(1, 2):]
    return label, head, tail, 'RSA 2048 (' + ('PKCS#1' if label.startswith('RSA') else 'PKCS#8') + ', truncated paste)'


def pem_block(label, lines, sep='\n'):
    return sep.join(['-----BEGIN %s-----' % label] + lines + ['-----END %s-----' % label])


def wg_key():
    b = bytearray(rbytes(32))
    b[0] &= 248
    b[31] = (b[31] & 127) | 64
    return b64(bytes(b))


def totp_seed():
    return rs(B32, pick([16, 26, 32]))


def recovery_codes(style):
    n = ri(4, 8)
    if style == 'github':
        return [hexs(5) + '-' + hexs(5) for _ in range(n)]
    if style == 'google':
        return ['%s %s' % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
    if style == 'microsoft':
        return ['-'.join([rs(ANU, 5) for _ in range(5)]) for _ in range(ri(1, 2))]
    if style == 'plain10':
        return [rs(ANL, 10) for _ in range(n)]
    if style == 'aws':
        return [rs(ANU, 4) + '-' + rs(ANU, 4) + '-' + rs(ANU, 4) for _ in range(n)]
    return ['%s-%s' % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]


def op_secret_key():
    return 'A3-%s-%s-%s-%s-%s-%s' % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))


def bitlocker_key():
    return '-'.join(['%06d' % (ri(0, 65535) * 11) for _ in range(8)])


def eth_key():
    return hexs(64)


def mnemonic():
    return ' '.join([pick(EN_WORDS) for _ in range(pick([12, 12, 24]))])


def cookie():
    k = ri(0, 8)
    if k == 0:
        return 'sessionid', rs(ANL, 32), 'Django'
    if k == 1:
        return 'connect.sid', 's%3A' + rs(B64U, 32) + '.' + penc(rs(B64, 43)), 'Express signed'
    if k == 2:
        return 'JSESSIONID', hexs(32).upper(), 'Java servlet'
    if k == 3:
        return 'laravel_session', penc(b64(json.dumps({'iv': b64(rbytes(16)), 'value': b64(rbytes(ri(90, 150))),
                                                         'mac': hexs(64), 'tag': ''}, separators=(',', ':')).encode())), 'Laravel'
    if k == 4:
        return '_%s_session' % pick(['shop', 'admin', 'app']), penc(b64(rbytes(ri(60, 120)))) + '--' + hexs(40), 'Rails'
    if k == 5:
        return 'PHPSESSID', rs(ANL, 26), 'PHP'
    if k == 6:
        return '__Secure-next-auth.session-token', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..' + rs(B64U, 22) + '.' + rs(B64U, ri(200, 320)) + '.' + rs(B64U, 22), 'NextAuth JWE'
    if k == 7:
        return 'SESSION', b64(uuid4().encode()), 'Spring Session'
    return 'remember_token', rs(B64U, 43), 'remember-me'


def signed_url():
    """returns (url, [secrets as written], description)"""
    k = ri(0, 5)
    if k == 0:
        kid = 'AKIA' + rs(B32, 16)
        sig = hexs(64)
        reg = pick(AWS_REGIONS)
        d = date_s().replace('-', '')
        u = ('https://%s-%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request'
             '&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s') % (
            pick(ORGS), pick(['exports', 'uploads', 'invoices', 'backups']), reg,
            pick(['reports/2025/q3.csv', 'invoices/%d.pdf' % ri(1000, 99999), 'db/dump-%s.sql.gz' % date_s()]),
            kid, d, reg, d, ri(0, 23), ri(0, 59), ri(0, 59), pick([900, 3600, 604800]), sig)
        return u, [kid, sig], 'S3 presigned URL (access key id + signature)'
    if k == 1:
        kid = 'ASIA' + rs(B32, 16)
        sig = hexs(64)
        tok = penc('IQoJb3JpZ2luX2Vj' + rs(B64, ri(200, 260)))
        u = ('https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20251112%%2Fap-northeast-2%%2Fs3%%2Faws4_request'
             '&X-Amz-Date=20251112T031500Z&X-Amz-Expires=300&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s') % (
            pick(ORGS) + '-media', 'raw/%s.mp4' % uuid4(), kid, tok, sig)
        return u, [kid, tok, sig], 'S3 presigned URL with STS session token (long)'
    if k == 2:
        sig = hexs(512)
        u = ('https://storage.googleapis.com/%s-exports/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com'
             '%%2F20251103%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20251103T101010Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host'
             '&X-Goog-Signature=%s') % (pick(ORGS), 'daily/%s.parquet' % date_s(), pick(['exporter', 'signer']), pick(ORGS) + '-prod', sig)
        return u, [sig], 'GCS V4 signed URL (512-hex signature)'
    if k == 3:
        sig = penc(b64(rbytes(32)))
        u = 'https://%sstorage.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-12-31T23:59:59Z&st=2025-11-01T00:00:00Z&spr=https&sig=%s' % (
            pick(ORGS), pick(['backups', 'exports', 'media']), 'file-%d.zip' % ri(1, 999), sig)
        return u, [sig], 'Azure Blob SAS URL'
    if k == 4:
        sig = rs(B64U + '~', ri(170, 180))
        u = 'https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (
            rs(ANL, 13), pick(['videos/intro.m3u8', 'paid/ebook.pdf', 'private/report.xlsx']), ts(), sig, rs(ANU, 13))
        return u, [sig], 'CloudFront signed URL'
    kid = 'LTAI5t' + rs(AN, 18)
    sig = penc(b64(rbytes(20)))
    u = 'https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s' % (
        pick(ORGS) + '-cn', 'export/%s.xlsx' % date_s(), kid, ts(), sig)
    return u, [kid, sig], 'Alibaba OSS signed URL'


def webhook():
    """returns (vendor, url, [secrets], note)"""
    k = ri(0, 8)
    if k == 0:
        s = rs(AN, 24)
        return 'Slack', 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(ANU, 9), rs(ANU, 10), s), [s]
    if k == 1:
        s = rs(B64U, 68)
        return 'Discord', 'https://discord.com/api/webhooks/%d/%s' % (ri(10 ** 17, 10 ** 19 - 1), s), [s]
    if k == 2:
        s = hexs(32)
        return 'Microsoft Teams', 'https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s' % (pick(ORGS), uuid4(), uuid4(), s, uuid4()), [s]
    if k == 3:
        s = hexs(64)
        return 'DingTalk', 'https://oapi.dingtalk.com/robot/send?access_token=%s' % s, [s]
    if k == 4:
        s = uuid4()
        return 'WeCom', 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' % s, [s]
    if k == 5:
        s = uuid4()
        return 'Feishu', 'https://open.feishu.cn/open-apis/bot/v2/hook/%s' % s, [s]
    if k == 6:
        s = hexs(32)
        return 'JANDI', 'https://wh.jandi.com/connect-api/webhook/%d/%s' % (ri(10 ** 7, 10 ** 8), s), [s]
    if k == 7:
        s = rs(ANL, 26)
        return 'Mattermost', 'https://chat.%s/hooks/%s' % (domain(), s), [s]
    s = rs(AN, 32)
    return 'Rocket.Chat', 'https://rocket.%s/hooks/%s/%s' % (domain(), rs(AN, 17), s), [s]


def dsn(pw, user=None, lang='en'):
    """connection string for password pw. returns (text, secret_as_written, kind)"""
    user = user or pick(USERS)
    e = penc(pw)
    h = host()
    db = pick(DBNAMES)
    k = ri(0, 15)
    if k == 0:
        return 'postgresql://%s:%s@%s:5432/%s?sslmode=require' % (user, e, h, db), e, 'PostgreSQL URL'
    if k == 1:
        return 'mysql://%s:%s@%s:3306/%s' % (user, e, h, db), e, 'MySQL URL'
    if k == 2:
        return 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority' % (user, e, rs(ANL, 5), db), e, 'MongoDB Atlas SRV'
    if k == 3:
        return 'redis://:%s@%s:6379/0' % (e, host('redis')), e, 'Redis URL'
    if k == 4:
        return 'rediss://default:%s@%s-%s.upstash.io:6379' % (e, pick(EN_WORDS), rs(ANL, 5)), e, 'Upstash Redis URL'
    if k == 5:
        return 'amqp://%s:%s@%s:5672/%s' % (user, e, host('mq'), pick(['%2F', 'prod', 'jobs'])), e, 'AMQP URL'
    if k == 6:
        return 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (h, db, user, e), e, 'JDBC PostgreSQL'
    if k == 7:
        return 'jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true&serverTimezone=Asia/Seoul' % (h, db, user, e), e, 'JDBC MySQL'
    if k == 8 and not any([c in pw for c in ';={}']):
        return 'jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=false' % (h, db, user, pw), pw, 'JDBC SQL Server'
    if k == 9 and not any([c in pw for c in ';={}\'"']):
        return 'Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;' % (
            pick(ORGS), db, user, pw), pw, 'ADO.NET SQL Server'
    if k == 10:
        return 'mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4' % (user, e, h, db), e, 'SQLAlchemy MySQL'
    if k == 11:
        return 'https://elastic:%s@%s:9200' % (e, host('es')), e, 'Elasticsearch URL'
    if k == 12:
        return 'clickhouse://%s:%s@%s:9000/%s' % (user, e, host('ch'), db), e, 'ClickHouse URL'
    if k == 13:
        return 'smtps://%s%%40%s:%s@smtp.%s:465' % (pick(['noreply', 'alerts', 'mailer']), domain(), e, pick(['gmail.com', 'office365.com', 'naver.com', 'daum.net'])), e, 'SMTP URL'
    if k == 14:
        return 'ftp://%s:%s@%s/%s' % (user, e, host('ftp'), pick(['upload', 'edi/in', 'pub'])), e, 'FTP URL'
    return 'postgres://%s:%s@%s:6543/%s' % (user, e, 'aws-0-ap-northeast-2.pooler.supabase.com', 'postgres'), e, 'Supabase pooler URL'


# ============================================================================
# Note context and quoting helpers
# ============================================================================
class Ctx:
    def __init__(self, lang):
        self.lang = lang
        self.svc = pick(SERVICES)
        self.env = pick(ENVS)
        self.envl = ENV_KO[self.env] if lang == 'ko' else self.env
        self.person = pick(PEOPLE_KO) if lang == 'ko' else pick(PEOPLE_EN)
        self.ticket = ticket()
        self.date = date_s()
        self.org = pick(ORGS)


SAFE_BARE = AN + '_-./:+=@%,~'


def bare_ok(v):
    return all([c in SAFE_BARE for c in v])


def q_sh(v, bare_p=0.5):
    if '\n' in v:
        return None
    if bare_ok(v) and chance(bare_p):
        return v
    if "'" not in v and chance(0.6):
        return "'" + v + "'"
    if not any([c in '"\\$`!' for c in v]):
        return '"' + v + '"'
    if "'" not in v:
        return "'" + v + "'"
    return None


def q_dq(v):
    if any([c in '"\\\n' for c in v]):
        return None
    return '"' + v + '"'


def q_sq(v):
    if any([c in "'\\\n" for c in v]):
        return None
    return "'" + v + "'"


def q_py(v):
    return pick([q_dq, q_sq])(v) or q_dq(v) or q_sq(v)


def q_yaml(v):
    if bare_ok(v) and v[0] not in '-:@%,~' and not v.isdigit() and chance(0.5):
        return v
    return q_dq(v) or q_sq(v)


def q_xml(v):
    if any([c in '<&"\n' for c in v]):
        return None
    return v


def q_kt(v):
    if '$' in v:
        return None
    return q_dq(v)


def q_rb(v):
    if '#{' in v:
        return q_sq(v)
    return pick([q_dq, q_sq])(v) or q_sq(v)


def fence(snip, lang_hint, style=None):
    style = style if style is not None else ri(0, 5)
    if style <= 2:
        return '```%s\n%s\n```' % (lang_hint, snip)
    if style == 3:
        return '\n'.join(['    ' + ln for ln in snip.split('\n')])
    return snip


def nested(cr, name):
    s = cr['slug'] + '_'
    return name[len(s):] if name.startswith(s) and len(name) > len(s) else name


def envname(name):
    return name.upper()


def noise_env(ctx):
    return pick(['NODE_ENV=production', 'LOG_LEVEL=debug', 'PORT=%d' % pick([3000, 8080, 8000, 9090]),
                 'APP_ENV=%s' % ctx.env, 'TZ=Asia/Seoul', 'DB_HOST=%s' % host('db'), 'REDIS_URL=redis://cache:6379/0',
                 'SERVICE_NAME=%s' % ctx.svc, 'FEATURE_NEW_CHECKOUT=true', 'HTTP_TIMEOUT_MS=%d' % pick([3000, 5000, 10000]),
                 'OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317', 'SENTRY_ENVIRONMENT=%s' % ctx.env])


def comment_line(ctx, mark='#'):
    if ctx.lang == 'ko':
        c = pick(['%s 값 (임시)' % ctx.envl, '커밋 금지!!', '%s님이 준 값' % ctx.person, 'TODO: 시크릿 매니저로 이동', '%s 전용' % ctx.svc])
    else:
        c = pick(['%s values (temporary)' % ctx.env, 'do not commit', 'from %s' % ctx.person, 'TODO: move to secret manager',
                  'only for %s' % ctx.svc])
    return mark + ' ' + c


def CT(snip, file_, hint, cat):
    return {'snip': snip, 'file': file_, 'hint': hint, 'cat': cat}


# ============================================================================
# Containers for a vendor credential (pairs).  Each returns CT(...) or None.
# ============================================================================
def ct_dotenv(cr, ctx):
    lines = []
    if chance(0.4):
        lines.append(comment_line(ctx))
    for _ in range(ri(0, 2)):
        lines.append(noise_env(ctx))
    for n, v, s in cr['pairs']:
        q = q_sh(v, 0.7)
        if q is None:
            return None
        lines.append('%s=%s' % (envname(n), q))
    for _ in range(ri(0, 2)):
        lines.append(noise_env(ctx))
    f = pick(['.env', '.env.' + ctx.env, '.env.local', 'services/%s/.env' % ctx.svc, 'deploy/%s.env' % ctx.env])
    return CT('\n'.join(lines), f, pick(['', 'dotenv', 'bash']), '.env file')


def ct_export(cr, ctx):
    pr = pick(['', '$ ', '% '])
    lines = []
    for n, v, s in cr['pairs']:
        q = q_sh(v, 0.4)
        if q is None:
            return None
        lines.append('%sexport %s=%s' % (pr, envname(n), q))
    if chance(0.5):
        lines.append(pr + pick(['./scripts/deploy.sh %s' % ctx.env, 'make run', 'npm run start:%s' % ctx.env, 'python -m %s' % ctx.svc.replace('-', '_')]))
    f = pick(['~/.zshrc', '~/.bashrc', 'scripts/env-%s.sh' % ctx.env, 'the terminal', 'setup.sh'])
    return CT('\n'.join(lines), f, pick(['bash', 'sh', 'console']), 'shell export')


def ct_inline(cr, ctx):
    parts = []
    for n, v, s in cr['pairs']:
        q = q_sh(v, 0.6)
        if q is None:
            return None
        parts.append('%s=%s' % (envname(n), q))
    cmd = pick(['npm run deploy', './bin/%s' % ctx.svc, 'python manage.py sync_%s' % cr['slug'], 'make release ENV=%s' % ctx.env,
                'go run ./cmd/%s' % ctx.svc, 'docker compose up -d %s' % ctx.svc, 'pytest -k %s -x' % cr['slug'], 'node scripts/backfill.js'])
    sep = pick([' ', ' \\\n  '])
    return CT(pick(['', '$ ']) + sep.join(parts) + sep + cmd, 'the terminal', pick(['bash', 'sh', '']), 'inline env command')


def ct_yaml(cr, ctx):
    lines = ['%s:' % pick([ctx.svc, 'app', 'integrations', 'clients'])]
    if chance(0.5):
        lines.append('  timeout: %ds' % pick([5, 10, 30]))
    lines.append('  %s:' % cr['slug'])
    for n, v, s in cr['pairs']:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append('    %s: %s' % (nested(cr, n), q))
    if chance(0.4):
        lines.append('  retries: %d' % ri(1, 5))
    f = pick(['config/%s.yaml' % ctx.env, 'application-%s.yml' % ctx.env, 'settings.yaml', 'config/integrations.yml'])
    return CT('\n'.join(lines), f, 'yaml', 'YAML config')


def ct_json(cr, ctx):
    inner = []
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        k = camel(nested(cr, n)) if chance(0.6) else nested(cr, n)
        inner.append('    "%s": %s' % (k, q))
    body = '{\n  "%s": {\n%s\n  }' % (camel(cr['slug']), ',\n'.join(inner))
    if chance(0.5):
        body += ',\n  "logLevel": "%s"' % pick(['debug', 'info', 'warn'])
    body += '\n}'
    f = pick(['appsettings.%s.json' % ctx.env.capitalize(), 'config/%s.json' % ctx.env, 'secrets.json', 'local.settings.json'])
    return CT(body, f, 'json', 'JSON config')


def ct_toml(cr, ctx):
    lines = ['[%s]' % cr['slug']]
    for n, v, s in cr['pairs']:
        q = q_dq(v) or q_sq(v)
        if q is None:
            return None
        lines.append('%s = %s' % (nested(cr, n), q))
    if chance(0.5):
        lines = ['[server]', 'port = %d' % pick([8080, 3000]), ''] + lines
    f = pick(['config.toml', 'settings/%s.toml' % ctx.env, 'pyproject.toml (tool section)', '.streamlit/secrets.toml'])
    return CT('\n'.join(lines), f, 'toml', 'TOML config')


def ct_ini(cr, ctx):
    if cr['slug'] == 'aws':
        lines = ['[%s]' % pick(['default', ctx.env, 'prod-admin'])]
        for n, v, s in cr['pairs']:
            lines.append('%s = %s' % (n.replace('_default', ''), v))
        return CT('\n'.join(lines), '~/.aws/credentials', 'ini', 'AWS shared credentials file')
    lines = ['[%s]' % cr['slug']]
    for n, v, s in cr['pairs']:
        if '\n' in v:
            return None
        lines.append('%s %s %s' % (nested(cr, n), pick(['=', '=', ':']), v) if chance(0.8) else '%s=%s' % (nested(cr, n), v))
    f = pick(['config.ini', 'settings.cfg', '%s.conf' % ctx.svc, 'setup.cfg'])
    return CT('\n'.join(lines), f, 'ini', 'INI file')


def ct_props(cr, ctx):
    lines = []
    if chance(0.5):
        lines.append('spring.application.name=%s' % ctx.svc)
    for n, v, s in cr['pairs']:
        if '\\' in v or '\n' in v:
            return None
        lines.append('%s.%s=%s' % (cr['slug'], nested(cr, n).replace('_', '-'), v))
    f = pick(['application-%s.properties' % ctx.env, 'gradle.properties', 'local.properties', 'src/main/resources/application.properties'])
    return CT('\n'.join(lines), f, 'properties', '.properties file')


def ct_xml(cr, ctx):
    if chance(0.5):
        lines = ['<appSettings>']
        for n, v, s in cr['pairs']:
            if q_xml(v) is None:
                return None
            lines.append('  <add key="%s" value="%s" />' % (camel(n)[:1].upper() + camel(n)[1:], v))
        lines.append('</appSettings>')
        return CT('\n'.join(lines), pick(['Web.config', 'App.config', 'Web.%s.config' % ctx.env.capitalize()]), 'xml', 'XML appSettings')
    lines = ['<%s>' % cr['slug']]
    for n, v, s in cr['pairs']:
        if q_xml(v) is None:
            return None
        t = camel(nested(cr, n))
        lines.append('  <%s>%s</%s>' % (t, v, t))
    lines.append('</%s>' % cr['slug'])
    return CT('\n'.join(lines), pick(['config.xml', 'src/main/resources/%s.xml' % cr['slug'], 'integration.xml']), 'xml', 'XML config')


def ct_k8s_secret(cr, ctx):
    lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: %s-%s' % (ctx.svc, cr['slug']),
             '  namespace: %s' % pick([ctx.env, ctx.svc, 'default']), 'type: Opaque', 'stringData:']
    for n, v, s in cr['pairs']:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append('  %s: %s' % (envname(n), q))
    return CT('\n'.join(lines), 'k8s/%s/secret.yaml' % ctx.env, 'yaml', 'Kubernetes Secret stringData')


def ct_k8s_env(cr, ctx):
    lines = ['      containers:', '        - name: %s' % ctx.svc, '          image: registry.%s/%s:%s' % (domain(), ctx.svc, pick(['1.4.2', 'latest', hexs(7)])),
             '          env:']
    for n, v, s in cr['pairs']:
        q = q_dq(v) or q_sq(v)
        if q is None:
            return None
        lines.append('            - name: %s' % envname(n))
        lines.append('              value: %s' % q)
    return CT('\n'.join(lines), 'k8s/%s/deployment.yaml' % ctx.env, 'yaml', 'Kubernetes Deployment env')


def ct_compose(cr, ctx):
    lines = ['services:', '  %s:' % ctx.svc, '    image: %s:%s' % (ctx.svc, pick(['dev', 'latest', '2.3.0'])), '    environment:']
    lst = chance(0.5)
    for n, v, s in cr['pairs']:
        if lst:
            if '\n' in v or v.startswith(' '):
                return None
            lines.append('      - %s=%s' % (envname(n), v))
        else:
            q = q_yaml(v)
            if q is None:
                return None
            lines.append('      %s: %s' % (envname(n), q))
    return CT('\n'.join(lines), pick(['docker-compose.yml', 'compose.%s.yaml' % ctx.env, 'docker-compose.override.yml']), 'yaml', 'docker compose environment')


def ct_dockerfile(cr, ctx):
    lines = ['FROM %s' % pick(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.22 AS build'])]
    kw = pick(['ENV', 'ARG'])
    for n, v, s in cr['pairs']:
        q = q_dq(v) if not bare_ok(v) else pick([v, '"' + v + '"'])
        if q is None:
            return None
        lines.append('%s %s=%s' % (kw, envname(n), q))
    lines.append(pick(['COPY . /app', 'RUN pip install -r requirements.txt', 'RUN npm ci --omit=dev', 'WORKDIR /srv']))
    return CT('\n'.join(lines), pick(['Dockerfile', 'docker/Dockerfile.%s' % ctx.env]), 'dockerfile', 'Dockerfile %s' % kw)


def ct_gha(cr, ctx):
    lines = ['jobs:', '  deploy:', '    runs-on: ubuntu-latest', '    env:']
    for n, v, s in cr['pairs']:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append('      %s: %s' % (envname(n), q))
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: %s' % pick(['make deploy', './scripts/release.sh', 'npm run deploy'])]
    return CT('\n'.join(lines), '.github/workflows/%s.yml' % pick(['deploy', 'release', 'nightly']), 'yaml', 'GitHub Actions env')


def ct_gitlab(cr, ctx):
    lines = ['variables:']
    for n, v, s in cr['pairs']:
        q = q_dq(v) or q_sq(v)
        if q is None:
            return None
        lines.append('  %s: %s' % (envname(n), q))
    lines += ['', 'deploy:%s:' % ctx.env, '  stage: deploy', '  script:', '    - ./ci/deploy.sh']
    return CT('\n'.join(lines), '.gitlab-ci.yml', 'yaml', 'GitLab CI variables')


def ct_tf(cr, ctx):
    if chance(0.5):
        lines = []
        for n, v, s in cr['pairs']:
            q = q_dq(v)
            if q is None:
                return None
            lines.append('%s = %s' % (n, q))
        return CT('\n'.join(lines), pick(['terraform.tfvars', '%s.auto.tfvars' % ctx.env]), 'hcl', 'Terraform tfvars')
    lines = ['provider "%s" {' % cr['slug']]
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        lines.append('  %s = %s' % (nested(cr, n), q))
    lines.append('}')
    return CT('\n'.join(lines), pick(['main.tf', 'providers.tf', 'infra/%s/providers.tf' % ctx.env]), 'hcl', 'Terraform provider block')


def ct_helm(cr, ctx):
    lines = ['%s:' % camel(cr['slug']), '  enabled: true']
    for n, v, s in cr['pairs']:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append('  %s: %s' % (camel(nested(cr, n)), q))
    return CT('\n'.join(lines), 'charts/%s/values-%s.yaml' % (ctx.svc, ctx.env), 'yaml', 'Helm values')


def ct_ansible(cr, ctx):
    lines = ['---']
    for n, v, s in cr['pairs']:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append('%s: %s' % (n, q))
    return CT('\n'.join(lines), 'inventories/%s/group_vars/all.yml' % ctx.env, 'yaml', 'Ansible group_vars (plain)')


def ct_python(cr, ctx):
    k = ri(0, 2)
    lines = []
    if ctx.lang == 'ko' and chance(0.4):
        lines.append(comment_line(ctx))
    if k == 0:
        for n, v, s in cr['pairs']:
            q = q_py(v)
            if q is None:
                return None
            lines.append('%s = %s' % (envname(n), q))
    elif k == 1:
        lines.append('settings = {')
        for n, v, s in cr['pairs']:
            q = q_py(v)
            if q is None:
                return None
            lines.append('    "%s": %s,' % (nested(cr, n), q))
        lines.append('}')
        lines.append('client = %sClient(**settings)' % camel(cr['slug']).capitalize())
    else:
        for n, v, s in cr['pairs']:
            q = q_py(v)
            if q is None:
                return None
            lines.append('os.environ.setdefault("%s", %s)' % (envname(n), q))
    f = pick(['settings.py', '%s/config.py' % ctx.svc.replace('-', '_'), 'scripts/backfill.py', 'conftest.py', 'notebooks/explore.ipynb'])
    return CT('\n'.join(lines), f, 'python', 'Python code')


def ct_js(cr, ctx):
    lines = ['const %sConfig = {' % camel(cr['slug'])]
    for n, v, s in cr['pairs']:
        q = pick([q_dq, q_sq])(v) or q_dq(v)
        if q is None:
            return None
        lines.append('  %s: %s,' % (camel(nested(cr, n)), q))
    lines.append('};')
    if chance(0.5):
        lines.insert(0, "import { createClient } from '%s';" % pick(['./lib/client', '@%s/sdk' % cr['slug'], '../api']))
    ts_ = chance(0.5)
    f = pick(['src/config.%s' % ('ts' if ts_ else 'js'), 'src/lib/%s.%s' % (cr['slug'], 'ts' if ts_ else 'js'), 'next.config.js', 'scripts/seed.mjs'])
    return CT('\n'.join(lines), f, 'ts' if ts_ else 'js', 'JavaScript/TypeScript code')


def ct_go(cr, ctx):
    lines = ['const (']
    for n, v, s in cr['pairs']:
        if '`' not in v and chance(0.3):
            q = '`' + v + '`'
        else:
            q = q_dq(v)
        if q is None:
            return None
        lines.append('\t%s = %s' % (camel(n)[:1].upper() + camel(n)[1:], q))
    lines.append(')')
    return CT('\n'.join(lines), pick(['internal/config/config.go', 'cmd/%s/main.go' % ctx.svc, 'pkg/%s/client.go' % cr['slug']]), 'go', 'Go code')


def ct_java(cr, ctx):
    kt = chance(0.4)
    lines = []
    for n, v, s in cr['pairs']:
        q = q_kt(v) if kt else q_dq(v)
        if q is None:
            return None
        if kt:
            lines.append('private const val %s = %s' % (envname(n), q))
        else:
            lines.append('private static final String %s = %s;' % (envname(n), q))
    f = ('src/main/kotlin/%sConfig.kt' if kt else 'src/main/java/com/%s/%sConfig.java' % (ctx.org, '%s')) % camel(cr['slug']).capitalize()
    return CT('\n'.join(lines), f, 'kotlin' if kt else 'java', 'Kotlin code' if kt else 'Java code')


def ct_ruby(cr, ctx):
    lines = ['%s.configure do |config|' % camel(cr['slug']).capitalize()]
    for n, v, s in cr['pairs']:
        q = q_rb(v)
        if q is None:
            return None
        lines.append('  config.%s = %s' % (nested(cr, n), q))
    lines.append('end')
    return CT('\n'.join(lines), 'config/initializers/%s.rb' % cr['slug'], 'ruby', 'Ruby initializer')


def ct_php(cr, ctx):
    lines = ['<?php', 'return [', "    '%s' => [" % cr['slug']]
    for n, v, s in cr['pairs']:
        q = q_sq(v)
        if q is None:
            return None
        lines.append("        '%s' => %s," % (nested(cr, n), q))
    lines += ['    ],', '];']
    return CT('\n'.join(lines), 'config/services.php', 'php', 'PHP config array')


def ct_csharp(cr, ctx):
    lines = []
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        lines.append('builder.Configuration["%s:%s"] = %s;' % (camel(cr['slug']).capitalize(), camel(nested(cr, n)).capitalize(), q))
    return CT('\n'.join(lines), 'Program.cs', 'csharp', 'C# code')


def ct_rust(cr, ctx):
    lines = []
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        lines.append('const %s: &str = %s;' % (envname(n), q))
    return CT('\n'.join(lines), pick(['src/main.rs', 'src/config.rs']), 'rust', 'Rust code')


def ct_pwsh(cr, ctx):
    lines = []
    for n, v, s in cr['pairs']:
        q = q_sq(v) if "'" not in v else None
        if q is None:
            return None
        lines.append('$env:%s = %s' % (envname(n), q))
    lines.append(pick(['.\\deploy.ps1 -Environment %s' % ctx.env, 'dotnet run --project src/%s' % ctx.svc]))
    return CT('\n'.join(lines), 'PowerShell', 'powershell', 'PowerShell $env')


def ct_swift(cr, ctx):
    lines = ['enum Secrets {']
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        lines.append('    static let %s = %s' % (camel(nested(cr, n)), q))
    lines.append('}')
    return CT('\n'.join(lines), 'App/Secrets.swift', 'swift', 'Swift code')


def ct_android(cr, ctx):
    lines = ['android {', '    defaultConfig {']
    for n, v, s in cr['pairs']:
        if any([c in v for c in '"\\$']):
            return None
        lines.append('        buildConfigField("String", "%s", "\\"%s\\"")' % (envname(n), v))
    lines += ['    }', '}']
    return CT('\n'.join(lines), 'app/build.gradle.kts', 'kotlin', 'Android buildConfigField')


def ct_log(cr, ctx):
    t = '%sT%02d:%02d:%02d.%03dZ' % (ctx.date, ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))
    k = ri(0, 2)
    if k == 0:
        d = ', '.join(["'%s': '%s'" % (nested(cr, n), v) for n, v, s in cr['pairs']])
        line = "%s INFO  [%s] loaded %s settings: {%s, 'timeout': 30}" % (t, ctx.svc, cr['slug'], d)
    elif k == 1:
        lines = ['%s DEBUG config.env dump (%s):' % (t, ctx.env)] + ['  %s=%s' % (envname(n), v) for n, v, s in cr['pairs']]
        line = '\n'.join(lines)
    else:
        d = ' '.join(['%s=%s' % (camel(nested(cr, n)), v) for n, v, s in cr['pairs']])
        line = 'level=warn ts=%s caller=client.go:%d msg="retrying with fallback credentials" %s attempt=%d' % (t, ri(40, 400), d, ri(2, 5))
    return CT(line, pick(['the pod logs', 'kubectl logs', 'CloudWatch', 'the CI log', 'stdout']), pick(['', 'text', 'log']), 'log output')


def ct_trace(cr, ctx):
    n, v, s = [p for p in cr['pairs'] if p[2]][0]
    if chance(0.5):
        if q_sq(v) is None:
            return None
        lines = ['Traceback (most recent call last):',
                 '  File "/app/%s/client.py", line %d, in _request' % (ctx.svc.replace('-', '_'), ri(30, 300)),
                 '    resp.raise_for_status()',
                 '    %s = %s' % (nested(cr, n), q_sq(v)),
                 'requests.exceptions.HTTPError: %s Client Error: %s for url: https://%s%s' % (
                     pick(['401', '403']), pick(['Unauthorized', 'Forbidden']), cr['host'] or 'api.' + domain(), cr['path'])]
        return CT('\n'.join(lines), 'Sentry (with local variables)', 'text', 'Python traceback with locals')
    lines = ['Error: %s' % pick(['Request failed with status code 401', 'invalid credentials', 'Forbidden']),
             '    at %sClient.request (/srv/app/node_modules/%s/dist/index.js:%d:%d)' % (camel(cr['slug']), cr['slug'], ri(10, 900), ri(5, 40)),
             '    at processTicksAndRejections (node:internal/process/task_queues:95:5) {',
             '  config: { %s: \'%s\', timeout: 10000 }' % (camel(nested(cr, n)), v), '}']
    if "'" in v:
        return None
    return CT('\n'.join(lines), 'the worker logs', 'text', 'Node stack trace with config')


def ct_diff(cr, ctx):
    f = pick(['config/%s.yaml' % ctx.env, '.env.example', 'src/config.ts', 'settings.py'])
    lines = ['--- a/%s' % f, '+++ b/%s' % f, '@@ -%d,%d +%d,%d @@' % (ri(3, 40), 4, ri(3, 40), 4)]
    for n, v, s in cr['pairs']:
        if '\n' in v:
            return None
        if s:
            lines.append('-%s: %s' % (nested(cr, n), pick(['${%s}' % envname(n), '"<set me>"', '!env %s' % envname(n), '""'])))
            lines.append('+%s: %s' % (nested(cr, n), v))
        else:
            lines.append(' %s: %s' % (nested(cr, n), v))
    return CT('\n'.join(lines), 'the PR diff', 'diff', 'git diff adding a literal')


def ct_table(cr, ctx):
    lines = ['| key | value | env |', '|---|---|---|']
    for n, v, s in cr['pairs']:
        if '|' in v or '\n' in v:
            return None
        lines.append('| %s | %s | %s |' % (envname(n), '`' + v + '`' if chance(0.5) else v, ctx.env))
    return CT('\n'.join(lines), pick(['the onboarding wiki', 'the Notion page', 'README (internal)', '인수인계 문서' if ctx.lang == 'ko' else 'the handover doc']),
              'markdown', 'markdown table')


def ct_chat(cr, ctx):
    hh, mm = ri(9, 19), ri(0, 59)
    secret_pairs = cr['pairs']
    if ctx.lang == 'ko':
        pre = pick(['[%s] [오후 %d:%02d] ' % (ctx.person, hh - 12 if hh > 12 else hh, mm), '%s %02d:%02d\n' % (ctx.person, hh, mm)])
        body = pick(['%s 키 여기요 (%s):' % (cr['vendor'], ctx.envl), '일단 이걸로 쓰세요', '%s에서 쓰는 값입니다' % ctx.svc])
    else:
        pre = pick(['[%02d:%02d] %s: ' % (hh, mm, ctx.person), '%s  %d:%02d PM\n' % (ctx.person, hh % 12 or 12, mm)])
        body = pick(['here are the %s creds for %s:' % (cr['vendor'], ctx.env), 'use these for now', 'this is what %s uses' % ctx.svc])
    vals = '\n'.join(['%s: %s' % (envname(n), v) for n, v, s in secret_pairs])
    return CT(pre + body + '\n' + vals, pick(['Slack', 'the team chat', 'KakaoTalk' if ctx.lang == 'ko' else 'Teams', 'the DM']), '', 'chat message')


def ct_systemd(cr, ctx):
    lines = ['[Service]']
    for n, v, s in cr['pairs']:
        if any([c in v for c in '"\\%\n ']):
            return None
        lines.append('Environment="%s=%s"' % (envname(n), v))
    lines.append('ExecStart=/opt/%s/bin/%s' % (ctx.svc, ctx.svc))
    return CT('\n'.join(lines), '/etc/systemd/system/%s.service' % ctx.svc, 'ini', 'systemd unit Environment=')


def ct_jenkins(cr, ctx):
    lines = ['pipeline {', '  agent any', '  environment {']
    for n, v, s in cr['pairs']:
        q = q_sq(v)
        if q is None:
            return None
        lines.append('    %s = %s' % (envname(n), q))
    lines += ['  }', '  stages { stage(\'deploy\') { steps { sh \'./deploy.sh\' } } }', '}']
    return CT('\n'.join(lines), 'Jenkinsfile', 'groovy', 'Jenkinsfile environment')


def ct_make(cr, ctx):
    lines = []
    for n, v, s in cr['pairs']:
        if any([c in v for c in '$#\n']):
            return None
        lines.append('%s ?= %s' % (envname(n), v))
    lines += ['', 'deploy:', '\t./scripts/deploy.sh $(%s)' % envname(cr['pairs'][0][0])]
    return CT('\n'.join(lines), 'Makefile', 'make', 'Makefile variable')


def ct_cli_set(cr, ctx):
    out = []
    k = ri(0, 7)
    for n, v, s in cr['pairs']:
        q = q_sh(v, 0.5)
        if q is None:
            return None
        if k == 0:
            out.append('heroku config:set %s=%s -a %s' % (envname(n), q, ctx.svc))
        elif k == 1:
            out.append('fly secrets set %s=%s' % (envname(n), q))
        elif k == 2:
            out.append('gh secret set %s --body %s' % (envname(n), q))
        elif k == 3:
            out.append('kubectl -n %s create secret generic %s --from-literal=%s=%s --dry-run=client -o yaml | kubectl apply -f -' % (
                ctx.env, cr['slug'], n, q))
        elif k == 4:
            out.append('aws ssm put-parameter --name /%s/%s/%s --type SecureString --overwrite --value %s' % (ctx.env, ctx.svc, n, q))
        elif k == 5:
            out.append('az keyvault secret set --vault-name kv-%s-%s --name %s --value %s' % (ctx.org, ctx.env, n.replace('_', '-'), q))
        elif k == 6:
            out.append('doppler secrets set %s=%s --config %s' % (envname(n), q, ctx.env))
        else:
            out.append('railway variables --set "%s=%s"' % (envname(n), v) if not any([c in v for c in '"\\$`!']) else 'railway variables --set %s=%s' % (envname(n), q))
    return CT('\n'.join(out), 'the shell history', 'bash', 'CLI secret set command')


def ct_launch(cr, ctx):
    kv = []
    for n, v, s in cr['pairs']:
        q = q_dq(v)
        if q is None:
            return None
        kv.append('        "%s": %s' % (envname(n), q))
    body = '{\n  "configurations": [{\n    "name": "Debug %s",\n    "type": "%s",\n    "request": "launch",\n    "env": {\n%s\n    }\n  }]\n}' % (
        ctx.svc, pick(['node', 'debugpy', 'go']), ',\n'.join(['  ' + x for x in kv]))
    return CT(body, '.vscode/launch.json', 'json', 'VS Code launch.json env')


def ct_cron(cr, ctx):
    parts = []
    for n, v, s in cr['pairs']:
        q = q_sh(v, 0.8)
        if q is None or '%' in v:
            return None
        parts.append('%s=%s' % (envname(n), q))
    line = '%s %s * * * %s /opt/%s/bin/sync >> /var/log/%s.log 2>&1' % (pick(['*/15', '0', '30']), pick(['*', '3', '*/2']), ' '.join(parts), ctx.svc, ctx.svc)
    return CT(line, 'crontab -l', '', 'crontab line')


def ct_notebook(cr, ctx):
    lines = []
    for n, v, s in cr['pairs']:
        if '\n' in v or ' ' in v:
            return None
        lines.append('%%env %s=%s' % (envname(n), v))
    lines.append('df = load_%s()' % cr['slug'])
    return CT('\n'.join(lines), 'the Jupyter notebook', 'python', 'Jupyter %env magic')


PAIR_CONTAINERS = [ct_dotenv, ct_export, ct_inline, ct_yaml, ct_json, ct_toml, ct_ini, ct_props, ct_xml, ct_k8s_secret,
                   ct_k8s_env, ct_compose, ct_dockerfile, ct_gha, ct_gitlab, ct_tf, ct_helm, ct_ansible, ct_python, ct_js,
                   ct_go, ct_java, ct_ruby, ct_php, ct_csharp, ct_rust, ct_pwsh, ct_swift, ct_android, ct_log, ct_trace,
                   ct_diff, ct_table, ct_chat, ct_systemd, ct_jenkins, ct_make, ct_cli_set, ct_launch, ct_cron, ct_notebook]


# ============================================================================
# HTTP-style containers (headers / query / URL path)
# ============================================================================
def _url(cr):
    h = cr['host'] or 'api.' + domain()
    return 'https://' + h + cr['path']


def http_capable(cr):
    hs = [h for h in cr['headers'] if h[2]]
    return bool(hs) or cr['query'] is not None or any([p[1] in cr['path'] for p in cr['pairs'] if p[2]])


def _hsec(cr):
    out = []
    for h in cr['headers']:
        for x in h[2]:
            if x not in out:
                out.append(x)
    return out


def ht_curl(cr, ctx):
    u = _url(cr)
    if cr['headers']:
        hs = ' '.join(['-H "%s: %s"' % (h[0], h[1]) for h in cr['headers']])
        if any(['"' in h[1] or '$' in h[1] for h in cr['headers']]):
            return None
        cmd = 'curl -sS %s%s "%s"' % (pick(['', '-X POST ', '-X GET ']), hs, u)
        if chance(0.4):
            cmd = cmd.replace(' -H', ' \\\n  -H')
        return CT(cmd, 'the terminal', 'bash', 'curl with auth header'), _hsec(cr)
    if cr['query']:
        p, v = cr['query']
        e = penc(v)
        sep = '&' if '?' in u else '?'
        return CT('curl "%s%s%s=%s"' % (u, sep, p, e), 'the terminal', 'bash', 'curl with key in query'), [e]
    return CT('curl -s "%s" -d chat_id=%s -d text=ping' % (u, rs(DG, 9)), 'the terminal', 'bash', 'curl with token in URL path'), [p[1] for p in cr['pairs'] if p[2] and p[1] in u]


def ht_raw(cr, ctx):
    if not cr['headers']:
        return None
    path = cr['path']
    lines = ['%s %s HTTP/1.1' % (pick(['GET', 'POST']), path), 'Host: %s' % (cr['host'] or 'api.' + domain())]
    lines += ['%s: %s' % (h[0], h[1]) for h in cr['headers']]
    lines += ['Accept: application/json', 'User-Agent: %s/%s' % (ctx.svc, pick(['1.0.3', '2.4.0', '0.9.1']))]
    return CT('\n'.join(lines), pick(['the proxy capture', 'mitmproxy', 'Charles', 'the request log']), 'http', 'raw HTTP request'), _hsec(cr)


def ht_py(cr, ctx):
    u = _url(cr)
    if cr['headers']:
        if any(['"' in h[1] or '\\' in h[1] for h in cr['headers']]):
            return None
        hd = ', '.join(['"%s": "%s"' % (h[0], h[1]) for h in cr['headers']])
        code = 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (pick(['get', 'post']), u, hd)
        return CT(code, pick(['scripts/check_%s.py' % cr['slug'], 'the notebook', 'tests/test_%s.py' % cr['slug']]), 'python', 'Python requests headers'), _hsec(cr)
    if cr['query']:
        p, v = cr['query']
        if '"' in v:
            return None
        code = 'params = {"%s": "%s", "pageNo": 1, "numOfRows": 100}\nresp = requests.get("%s", params=params)' % (p, v, u)
        return CT(code, 'scripts/fetch.py', 'python', 'Python requests params'), [v]
    return None


def ht_fetch(cr, ctx):
    if not cr['headers'] or any(["'" in h[1] or '\\' in h[1] for h in cr['headers']]):
        return None
    hd = ', '.join(["'%s': '%s'" % (h[0], h[1]) for h in cr['headers']])
    code = "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s, 'Content-Type': 'application/json' },\n});" % (
        _url(cr), pick(['GET', 'POST']), hd)
    return CT(code, pick(['src/api/%s.ts' % cr['slug'], 'app/routes/webhook.ts', 'pages/api/sync.js']), 'ts', 'fetch() headers'), _hsec(cr)


def ht_httpie(cr, ctx):
    if not cr['headers'] or any(["'" in h[1] for h in cr['headers']]):
        return None
    hs = ' '.join(["'%s:%s'" % (h[0], h[1]) for h in cr['headers']])
    return CT('http %s %s %s' % (pick(['GET', 'POST']), _url(cr), hs), 'the terminal', 'bash', 'HTTPie headers'), _hsec(cr)


def ht_axios_err(cr, ctx):
    if not cr['headers'] or any(["'" in h[1] for h in cr['headers']]):
        return None
    hd = ',\n      '.join(["'%s': '%s'" % (h[0], h[1]) for h in cr['headers']])
    code = "AxiosError: Request failed with status code %s\n  config: {\n    url: '%s',\n    headers: {\n      %s\n    }\n  }," % (
        pick(['401', '403', '429', '500']), _url(cr), hd)
    return CT(code, 'the worker logs', 'text', 'Axios error dump with headers'), _hsec(cr)


def ht_accesslog(cr, ctx):
    if cr['query']:
        p, v = cr['query']
        e = penc(v) if chance(0.6) else v
        if any([c in e for c in ' "']):
            return None
        path = cr['path'] + ('&' if '?' in cr['path'] else '?') + '%s=%s' % (p, e)
        sec = [e]
    else:
        secs = [x[1] for x in cr['pairs'] if x[2] and x[1] in cr['path']]
        if not secs:
            return None
        path, sec = cr['path'], secs
    line = '%s - - [%02d/Nov/2025:%02d:%02d:%02d +0900] "GET %s HTTP/1.1" %s %d "-" "%s"' % (
        ipv4(), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), path, pick(['200', '401', '403', '502']), ri(120, 9000),
        pick(['python-requests/2.32.3', 'okhttp/4.12.0', 'Go-http-client/2.0', 'curl/8.5.0']))
    return CT(line, pick(['nginx access.log', 'the ALB access log', 'the proxy log']), '', 'access log with credential in URL'), sec


def ht_browser(cr, ctx):
    if cr['query']:
        p, v = cr['query']
        e = penc(v)
        u = _url(cr) + ('&' if '?' in cr['path'] else '?') + '%s=%s' % (p, e)
        return CT(u, pick(['the browser address bar', 'a bookmark', 'the README']), '', 'URL with credential in query'), [e]
    secs = [x[1] for x in cr['pairs'] if x[2] and x[1] in cr['path']]
    if secs:
        return CT(_url(cr), 'the bookmark', '', 'URL with credential in path'), secs
    return None


HTTP_CONTAINERS = [ht_curl, ht_raw, ht_py, ht_fetch, ht_httpie, ht_axios_err, ht_accesslog, ht_browser]


# ============================================================================
# Prose banks (English / Korean) and the note composer
# ============================================================================
TASKS = {
    'en': ['wiring {vendor} into {svc}', 'moving {svc} from the old VM to Kubernetes', 'debugging the nightly {svc} job',
           'rotating credentials for {svc}', 'setting up local dev for {svc}', 'fixing the flaky integration test in {svc}',
           'migrating {svc} secrets to the new CI runner', 'reproducing a customer bug in {svc}', 'upgrading the {vendor} SDK in {svc}',
           'onboarding a new teammate onto {svc}', 'restoring the {env} stack after the outage', 'writing the deploy script for {svc}',
           'splitting {svc} into two deployments', 'adding a health check to {svc}', 'bisecting a regression in {svc}'],
    'ko': ['{svc}에 {vendor} 연동하던 중', '{svc} 서비스를 VM에서 쿠버네티스로 옮기던 중', '{svc} 야간 배치 디버깅 중',
           '{svc} 자격 증명 교체 작업 중', '{svc} 로컬 개발 환경 세팅 중', '{svc} 통합 테스트가 간헐적으로 깨져서 보던 중',
           '새 CI 러너로 {svc} 시크릿 옮기던 중', '고객 버그를 {svc}에서 재현하던 중', '{svc}의 {vendor} SDK 버전 올리던 중',
           '신규 입사자 온보딩용으로 {svc} 세팅하던 중', '장애 이후 {env} 스택 복구하던 중', '{svc} 배포 스크립트 작성하던 중',
           '{svc} 배포를 둘로 쪼개던 중', '{svc}에 헬스체크 추가하던 중', '{svc} 회귀 버그 bisect 하던 중'],
}
SYMPTOMS = {
    'en': ['401 Unauthorized', '403 Forbidden', 'invalid_grant', 'SignatureDoesNotMatch', '"authentication failed"', 'connection refused',
           'timeouts', 'a "token expired" error', 'an empty response body', 'a redirect loop to the login page', '"Access denied for user"',
           'HTTP 429 rate-limit errors', 'a crash loop on startup', '"invalid api key"'],
    'ko': ['401 Unauthorized', '403 Forbidden', 'invalid_grant', 'SignatureDoesNotMatch', '인증 실패', 'connection refused', '타임아웃',
           '토큰 만료 에러', '빈 응답', '로그인 페이지 무한 리다이렉트', 'Access denied', '429 rate limit 에러', '기동 직후 크래시 루프',
           'invalid api key'],
}
FACTS = {
    'en': ['the {env} values live in a different file than the README says', 'the {thing} in the repo had already been rotated',
           '{person} had pasted a working {thing} in the ticket', '{svc} reads environment variables, not the config file',
           'the {thing} for {env} differs from the dev one', 'the {vendor} account is shared with another team',
           'the CI job overrides {key} at runtime', 'the {vendor} console shows a new {thing} only once',
           'the old {thing} was revoked on {date}', "the {env} cluster still mounts last year's secret",
           'there are two {vendor} projects with almost the same name', 'the value had a trailing newline from `echo`'],
    'ko': ['{env} 값은 README에 적힌 것과 다른 파일에 있음', '레포에 있던 {thing_eun} 이미 교체된 상태였음',
           '{person}님이 티켓에 동작하는 {thing_eul} 붙여 놨었음', '{svc} 서비스는 설정 파일이 아니라 환경 변수를 읽음',
           '{env}용 {thing_i} dev 것과 다름', '{vendor} 계정을 다른 팀과 같이 쓰고 있음', 'CI 잡이 런타임에 {key} 값을 덮어씀',
           '{vendor} 콘솔은 새 {thing_eul} 한 번만 보여줌', '예전 {thing_eun} {date}에 폐기됨',
           '{env} 클러스터가 아직 작년 시크릿을 마운트하고 있음', '이름이 거의 같은 {vendor} 프로젝트가 두 개 있음',
           'echo로 넣은 값 끝에 개행 문자가 붙어 있었음'],
}
MC = {
    'en': ['While {task}, {svc} on {env} failed with {symptom}. I didn\'t know that {fact}.',
           '{Task} kept failing with {symptom}. Nobody had told me that {fact}.',
           'Context I was missing: {fact}. It surfaced as {symptom} while {task}.',
           'Ticket {ticket}: {svc} returns {symptom} since the last release. I did not know that {fact}.',
           '{person} asked me to look at {svc} ({env}), which was throwing {symptom}. I didn\'t realise that {fact}.',
           'I assumed the {thing} was fine, but {fact}; {svc} showed {symptom}.',
           'Spent an hour on {symptom} in {svc}. Root cause: {fact}.',
           'Task was {task}. Blocked by {symptom} because I didn\'t know that {fact}.'],
    'ko': ['{task} {env} 환경의 {svc}에서 {symptom} 발생. 몰랐던 점: {fact}.',
           '{task} 계속 {symptom}. 알고 보니 {fact}.',
           '놓친 맥락: {fact}. {task} {symptom} 증상으로 드러남.',
           '티켓 {ticket}: 지난 릴리스 이후 {svc}에서 {symptom}. 원인: {fact}.',
           '{person}님 요청으로 {svc}({env}) 확인함. 증상은 {symptom}, 알고 보니 {fact}.',
           '{svc}에서 {symptom} 때문에 한 시간 날림. 원인: {fact}.',
           '작업: {task}. {symptom} 때문에 막혔는데, {fact}.'],
}
LESSON = {
    'en': ['{svc} reads {key} only at startup, so restart it after changing the value.',
           'Check {file} first; it overrides whatever is exported in the shell.',
           'The {env} {thing} lives in {file}; the README is out of date.',
           'Test against {env} with the {env} {thing}, never the dev one.',
           'Verify the {thing} with a plain request before touching the client code.',
           'When {symptom} shows up, suspect a rotated or wrong {thing} before suspecting the code.',
           'Load the {thing} from the secret store instead of keeping it in {file}.',
           'After rotating, update both the CI variable and {file}, or {svc} keeps the old value.',
           'The SDK silently falls back to another env var if {key} is empty; log which source it used.',
           'Keep one {thing} per environment so a leak in {env} does not affect the others.'],
    'ko': ['{svc} 서비스는 {key} 값을 기동 시에만 읽으므로 값 바꾼 뒤 재시작 필요.',
           '{file} 먼저 확인할 것. 셸에서 export한 값보다 우선함.',
           '{env} {thing_eun} {file}에 있음. README는 오래된 정보.',
           '{env} 테스트는 반드시 {env}용 {thing_ro} 할 것.',
           '클라이언트 코드 건드리기 전에 단순 요청으로 {thing}부터 검증할 것.',
           '{symptom} 나오면 코드보다 {thing} 교체 여부를 먼저 의심할 것.',
           '{thing_eun} {file} 대신 시크릿 매니저에서 읽도록 바꿀 것.',
           '교체 후에는 CI 변수와 {file} 둘 다 갱신해야 {svc}에 반영됨.',
           'SDK가 {key} 비어 있으면 다른 환경 변수로 조용히 fallback 함. 어떤 값을 읽었는지 로그로 남길 것.',
           '환경별로 {thing_eul} 따로 발급해 두면 {env} 쪽 유출이 다른 환경에 영향 없음.'],
}
ASK = {
    'en': ['Which {thing} should {svc} use on {env}?', 'Is the {thing} in {file} still current, or was it rotated?',
           'Should I move the {thing} into the secret manager instead of {file}?',
           'Who owns the {vendor} account, and may I create a separate key for {env}?',
           'Should I rotate the {thing} now that it has been pasted in the ticket?',
           'Is it OK to restart {svc} on {env} to pick up the new value?'],
    'ko': ['{env}에서 {svc} 서비스가 써야 할 {thing_i} 어느 것인지?', '{file}에 있는 {thing_i} 아직 유효한지, 교체됐는지?',
           '{thing_eul} {file} 대신 시크릿 매니저로 옮겨도 되는지?', '{vendor} 계정 담당자가 누구인지, {env}용 키를 따로 만들어도 되는지?',
           '티켓에 붙은 {thing_eul} 지금 교체할지?', '{env}의 {svc} 서비스를 재시작해도 되는지?'],
}
LEAD = {
    'en': ['From {file}:', 'Relevant lines in {file}:', 'What {svc} was actually loading ({file}):', 'The working version ({file}):',
           'Pasted from {file}:', 'Before the fix, {file} had:', 'This is the snippet that finally worked:', 'For reference:'],
    'ko': ['{file} 내용:', '{file} 중 관련 부분:', '{svc} 서비스가 실제로 읽던 설정({file}):', '동작하는 버전({file}):',
           '{file}에서 그대로 복사:', '수정 전 {file}:', '최종적으로 된 스니펫:', '참고용:'],
}
INLINE = {
    'en': ['The {thing} {person} gave me ({val}) had been revoked.', '{svc} was still sending {val} as the {thing}.',
           'It worked once I switched the {thing} to {val}.', 'The {thing} on {env} is `{val}`; the one in the wiki is older.',
           'Found the {thing} in {file}: {val}'],
    'ko': ['{person}님이 준 {thing}({val}) 이미 폐기된 상태였음.', '{svc} 서비스가 여전히 {thing}로 {val} 값을 보내고 있었음.',
           '{thing_eul} `{val}` 값으로 바꾸니 동작함.', '{env} {thing_eun} `{val}` 임. 위키에 있는 건 예전 값.',
           '{file}에서 찾은 {thing}: {val}'],
}
ASKVAL = {
    'en': ['Is `{val}` still the right {thing} for {env}, or should I ask for a new one?', 'Should I rotate {val} since it ended up in the ticket?',
           'Can I keep using {val} for local testing?', 'Is {val} the {thing} for {env} or for dev?'],
    'ko': ['`{val}` 아직 {env} {thing} 맞는지, 새로 받아야 하는지?', '티켓에 노출된 {val} 값은 교체해야 하는지?',
           '로컬 테스트에 {val} 값 계속 써도 되는지?', '{val} 값이 {env}용인지 dev용인지?'],
}
SPLIT_LABEL = {
    'en': ['{person} sent the {env} {thing} ({key}):', 'The value for {key} on {env}:', '{thing} for {env}:', 'Working {key}:'],
    'ko': ['{person}님이 보내준 {env} {thing}({key}):', '{env}의 {key} 값:', '{env} {thing}:', '동작하는 {key}:'],
}
SPLIT_TAIL = {
    'en': [' - works. {lesson}', '\n{lesson}', ' (confirmed working). {lesson}', '\nThat is the one to use. {lesson}'],
    'ko': [' - 동작 확인. {lesson}', '\n{lesson}', ' (확인 완료). {lesson}', '\n이 값으로 써야 함. {lesson}'],
}


TR_KO = {'the terminal': '터미널', 'the runbook': '런북', 'the wiki': '위키', 'the shell history': '셸 히스토리', 'the CI log': 'CI 로그',
         'the pod logs': '파드 로그', 'the HAR export': 'HAR 파일', 'the chat': '채팅방', 'the handover doc': '인수인계 문서',
         'cluster': '클러스터', 'testnet wallet': '테스트넷 지갑', 'internal API': '내부 API',
         'the Postman export': 'Postman 내보내기 파일', 'the proxy capture': '프록시 캡처', 'the token response': '토큰 응답',
         'DevTools console': 'DevTools 콘솔', 'the vault note': '금고 메모', 'the shared drive': '공유 드라이브', 'the QR code': 'QR 코드',
         'the 1Password note': '1Password 메모', 'the office wiki': '사내 위키', 'the kiosk setup doc': '키오스크 세팅 문서',
         'the Raspberry Pi image': '라즈베리파이 이미지', 'the support ticket': '지원 티켓', 'the Slack thread': '슬랙 스레드',
         'the email to the customer': '고객 메일', 'the app log': '앱 로그', 'the release script': '릴리스 스크립트',
         'the rotation PR': '교체 PR', 'the PR diff': 'PR diff', 'the onboarding wiki': '온보딩 위키', 'the Notion page': '노션 페이지',
         'the team chat': '팀 채팅', 'the DM': 'DM', 'the worker logs': '워커 로그', 'the request log': '요청 로그',
         'the proxy log': '프록시 로그', 'the browser address bar': '브라우저 주소창', 'a bookmark': '북마크', 'the bookmark': '북마크',
         'the Jupyter notebook': '주피터 노트북', 'the notebook': '노트북', 'the HAR file': 'HAR 파일', 'stdout': '표준 출력',
         'the ALB access log': 'ALB 액세스 로그', 'nginx access.log': 'nginx access.log', 'the kubectl output': 'kubectl 출력'}


def tr(ctx, s):
    if ctx.lang == 'ko':
        return TR_KO.get(s, s)
    return s


def slots(ctx, topic):
    lang = ctx.lang
    thing = topic['thing_ko'] if lang == 'ko' else topic['thing_en']
    d = {'svc': ctx.svc, 'env': ctx.envl, 'vendor': tr(ctx, topic.get('vendor', '')), 'thing': thing, 'key': topic.get('key', 'the value'),
         'file': tr(ctx, topic.get('file', 'config')), 'person': ctx.person, 'date': ctx.date, 'ticket': ctx.ticket,
         'symptom': pick(SYMPTOMS[lang])}
    if lang == 'ko':
        d.update({'thing_i': josa(thing, '이/가'), 'thing_eun': josa(thing, '은/는'), 'thing_eul': josa(thing, '을/를'),
                  'thing_ro': josa(thing, '으로/로')})
    d['task'] = pick(TASKS[lang]).format(**d)
    d['Task'] = d['task'][:1].upper() + d['task'][1:]
    d['fact'] = pick(FACTS[lang]).format(**d)
    return d


def fill(bank, ctx, sl, **extra):
    d = dict(sl)
    d.update(extra)
    return pick(bank[ctx.lang]).format(**d)


def block_text(ctx, sl, ct, with_lead=True):
    snip = fence(ct['snip'], ct['hint'])
    if not with_lead:
        return snip
    return fill(LEAD, ctx, sl) + '\n' + snip


def compose(ctx, topic, ct, main_val, mode=None):
    """Place a snippet (ct) and/or a main value into the three fields."""
    sl = slots(ctx, topic)
    mc0 = fill(MC, ctx, sl)
    les0 = fill(LESSON, ctx, sl)
    ask0 = fill(ASK, ctx, sl) if chance(0.8) else ''
    long_val = main_val is None or len(main_val.encode()) > 200
    modes = ['mc_end', 'mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start']
    if not long_val:
        modes += ['ask_repeat', 'inline_mc', 'inline_lesson', 'split', 'ask_only']
    mode = mode or pick(modes)
    if ct is None and mode not in ('inline_mc', 'inline_lesson', 'split', 'ask_only'):
        mode = 'inline_mc'
    mc, les, ask = mc0, les0, ask0
    if mode == 'mc_end':
        mc = mc0 + pick([' ', '\n']) + block_text(ctx, sl, ct)
    elif mode == 'mc_start':
        mc = block_text(ctx, sl, ct, False) + '\n' + mc0
    elif mode == 'lesson_mid':
        les = les0 + '\n' + block_text(ctx, sl, ct, chance(0.5)) + '\n' + fill(LESSON, ctx, sl)
    elif mode == 'lesson_end':
        les = les0 + pick([' ', '\n']) + block_text(ctx, sl, ct)
    elif mode == 'lesson_start':
        les = block_text(ctx, sl, ct, False) + '\n' + les0
    elif mode == 'ask_repeat':
        les = les0 + pick([' ', '\n']) + block_text(ctx, sl, ct) if ct else les0
        ask = fill(ASKVAL, ctx, sl, val=main_val)
        if ct is None:
            mc = mc0 + ' ' + fill(INLINE, ctx, sl, val=main_val)
    elif mode == 'inline_mc':
        mc = mc0 + ' ' + fill(INLINE, ctx, sl, val=main_val)
    elif mode == 'inline_lesson':
        les = fill(INLINE, ctx, sl, val=main_val) + ' ' + les0
    elif mode == 'split':
        mc = mc0 + ' ' + fill(SPLIT_LABEL, ctx, sl)
        les = main_val + pick(SPLIT_TAIL[ctx.lang]).format(lesson=les0)
    elif mode == 'ask_only':
        ask = fill(ASKVAL, ctx, sl, val=main_val)
    if mode in ('inline_mc', 'inline_lesson', 'split', 'ask_only') and ct is not None:
        # snippets that carry the other values still go somewhere
        les = les + '\n' + block_text(ctx, sl, ct)
    return {'missing_context': mc, 'lesson': les, 'ask_next_time': ask}, mode


# ============================================================================
# SECRET scenarios.  Each returns (category, fields, secrets) or None.
# ============================================================================
VDECK = Deck(VENDOR_GENS)
VCDECK = Deck(VENDOR_GENS)  # clean notes draw vendor shapes from their own deck
CDECK = Deck(PAIR_CONTAINERS)
HDECK = Deck(HTTP_CONTAINERS)
USED_VENDORS = []


def uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def vendor_topic(cr, ct_file, lang):
    d = cr['desc'].lower()
    if 'token' in d:
        en, ko = 'token', '토큰'
    elif 'secret' in d or 'password' in d:
        en, ko = 'secret', '시크릿 키'
    elif 'pair' in d or '/' in d:
        en, ko = 'credentials', '인증 정보'
    else:
        en, ko = 'API key', 'API 키'
    sec = [p for p in cr['pairs'] if p[2]]
    return {'thing_en': '%s %s' % (cr['vendor'], en), 'thing_ko': '%s %s' % (cr['vendor'], ko), 'vendor': cr['vendor'],
            'key': envname(sec[-1][0]), 'file': ct_file}


def draw_container(deck, cr, ctx, tries=25):
    for _ in range(tries):
        c = deck.draw()
        r = c(cr, ctx)
        if r:
            return r
    return None


def s_vendor(lang, mode=None):
    ctx = Ctx(lang)
    cr = VDECK.draw()()
    ct = draw_container(CDECK, cr, ctx)
    if ct is None:
        return None
    secrets = [p[1] for p in cr['pairs'] if p[2]]
    fields, m = compose(ctx, vendor_topic(cr, ct['file'], lang), ct, secrets[-1], mode)
    USED_VENDORS.append(cr['vendor'])
    return 'vendor token: %s %s (%s) in %s [%s]' % (cr['vendor'], cr['desc'], cr['region'], ct['cat'], m), fields, secrets


def s_vendor_http(lang):
    ctx = Ctx(lang)
    skipped = []
    for _ in range(40):
        gen = VDECK.draw()
        cr = gen()
        if http_capable(cr):
            break
        skipped.append(gen)
    else:
        return None
    for gen in reversed(skipped):  # not usable over HTTP: leave them for the next config-style note
        VDECK.putback(gen)
    for _ in range(20):
        r = HDECK.draw()(cr, ctx)
        if r:
            break
    else:
        return None
    ct, secrets = r
    if not secrets:
        return None
    fields, m = compose(ctx, vendor_topic(cr, ct['file'], lang), ct, secrets[-1],
                        pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start']))
    USED_VENDORS.append(cr['vendor'])
    return 'vendor token over HTTP: %s %s (%s) in %s [%s]' % (cr['vendor'], cr['desc'], cr['region'], ct['cat'], m), fields, secrets


# ---- passwords in commands -------------------------------------------------
def _u():
    return pick(USERS)


def cmd_variants(pw, ctx):
    """list of (desc, command, secrets) that can hold pw, possibly empty."""
    out = []
    u = _u()
    h = host()
    qs = q_sh(pw, 0.0)
    bare = bare_ok(pw) and not pw.startswith('-')
    sq = q_sq(pw)
    if bare:
        out.append(('mysql -p attached password', 'mysql -u%s -p%s -h %s %s' % (u, pw, h, pick(DBNAMES)), [pw]))
        out.append(('7z -p attached password', '7z a -p%s -mhe=on backup-%s.7z ./dump/' % (pw, ctx.date), [pw]))
        out.append(('xfreerdp /p: attached', 'xfreerdp /v:%s /u:%s /p:%s /cert:ignore' % (ipv4(), u, pw), [pw]))
        out.append(('Gradle -P property', './gradlew publish -PsonatypeUsername=%s -PsonatypePassword=%s' % (u, pw), [pw]))
        out.append(('java -D system property', 'java -Dspring.datasource.password=%s -jar build/libs/%s.jar' % (pw, ctx.svc), [pw]))
    if sq:
        out.append(('mysql -p quoted attached', "mysql -h %s -u %s -p%s %s < migrate.sql" % (h, u, sq, pick(DBNAMES)), [pw]))
        out.append(('PGPASSWORD env prefix', "PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select 1'" % (sq, h, u, pick(DBNAMES)), [pw]))
        out.append(('redis-cli -a', "redis-cli -h %s -p 6379 -a %s --no-auth-warning ping" % (host('redis'), sq), [pw]))
        out.append(('sshpass -p', "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sq, u, ipv4()), [pw]))
        out.append(('mongosh -p', "mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (host('mongo'), u, sq), [pw]))
        out.append(('docker login -p', "docker login -u %s -p %s registry.%s" % (u, sq, domain()), [pw]))
        out.append(('htpasswd positional', "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (u, sq), [pw]))
        out.append(('rabbitmqctl positional', "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, sq, u), [pw]))
        out.append(('kubectl --from-literal', "kubectl create secret generic db-cred --from-literal=username=%s --from-literal=password=%s" % (u, sq), [pw]))
        out.append(('openssl -passout pass:', "openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout pass:%s" % sq, [pw]))
        out.append(('zip -P', "zip -r -P %s export.zip reports/" % sq, [pw]))
        out.append(('keytool -storepass', "keytool -importcert -alias ca -file ca.crt -keystore truststore.jks -storepass %s -noprompt" % sq, [pw]))
        out.append(('lftp -u user,pass', "lftp -u %s,%s sftp://%s" % (u, sq, host('sftp')), [pw]))
        out.append(('ldapsearch -w', "ldapsearch -x -H ldaps://%s -D 'cn=%s,dc=%s,dc=local' -w %s '(uid=*)'" % (host('ldap'), u, ctx.org, sq), [pw]))
        out.append(('sqlcmd -P', "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (host('mssql'), sq), [pw]))
        out.append(('mosquitto_pub -P', "mosquitto_pub -h %s -u %s -P %s -t sensors/test -m hello" % (host('mqtt'), u, sq), [pw]))
        out.append(('ipmitool -P', "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (ipv4(), sq), [pw]))
        out.append(('chpasswd user:pass', "echo %s | sudo chpasswd" % q_sq(u + ':' + pw), [pw]))
        out.append(('az login -p', "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), sq, uuid4()), [pw]))
        out.append(('vault login userpass', "vault login -method=userpass username=%s password=%s" % (u, sq), [pw]))
        out.append(('smbclient -U user%pass', "smbclient //%s/share -U %s" % (host('fs'), q_sq(u + '%' + pw)), [pw]))
        out.append(('helm --set password', "helm upgrade --install %s bitnami/postgresql --set auth.postgresPassword=%s" % (ctx.svc + '-db', sq), [pw]))
        out.append(('docker run -e', "docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % sq, [pw]))
        out.append(('ansible -e become pass', "ansible-playbook -i inventories/%s site.yml -e ansible_become_pass=%s" % (ctx.env, sq), [pw]))
        out.append(('wget --password', "wget --user=%s --password=%s https://files.%s/exports/latest.csv" % (u, sq, domain()), [pw]))
        out.append(('mysqldump --password=', "mysqldump --single-transaction --user=%s --password=%s %s > dump.sql" % (u, sq, pick(DBNAMES)), [pw]))
        out.append(('psexec -p', "psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig" % (host('win'), u, sq), [pw]))
        out.append(('net use positional', "net use Z: \\\\%s\\share %s /user:CORP\\%s" % (host('fs'), sq, u), [pw]))
    if not sq and not any([c in pw for c in '"\\$`!']):
        out.append(('curl -u double-quoted', 'curl -u "%s:%s" https://%s/api/health' % (u, pw, host('api')), [pw]))
        out.append(('mysql --password double-quoted', 'mysql --user=%s --password="%s" -h %s' % (u, pw, host('mysql')), [pw]))
    e = penc(pw)
    out.append(('git clone user:pass URL', 'git clone https://%s:%s@git.%s/%s/%s.git' % (u, e, domain(), ctx.org, ctx.svc), uniq([e])))
    out.append(('curl URL userinfo', 'curl -s "https://%s:%s@%s/metrics"' % (u, e, host('api')), uniq([e])))
    if ':' not in pw and sq:
        out.append(('curl -u user:pass', 'curl -u %s https://%s/api/v1/status' % (q_sq(u + ':' + pw), host('api')), [pw]))
    if '/' not in pw and '@' not in pw and bare:
        out.append(('sqlplus user/pass@', 'sqlplus %s/%s@//%s:1521/ORCLPDB1' % (u, pw, host('ora')), [pw]))
    return out


def s_pw_command(lang):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang)
    vs = cmd_variants(pw, ctx)
    if not vs:
        return None
    desc, cmd, secrets = pick(vs)
    cmd = pick(['', '$ ', '# ']) + cmd
    if chance(0.3):
        cmd = pick(['history | grep %s\n' % desc.split()[0], '']) + cmd
    ct = CT(cmd, pick(['the shell history', 'the runbook', 'the terminal', 'deploy.sh', 'the CI log', '인수인계 문서' if lang == 'ko' else 'the handover doc']),
            pick(['bash', 'sh', 'console', '']), desc)
    topic = {'thing_en': pick(['password', 'DB password', 'admin password', 'service account password']),
             'thing_ko': pick(['비밀번호', 'DB 비밀번호', '관리자 비밀번호', '서비스 계정 비밀번호']), 'vendor': desc.split()[0],
             'key': 'password', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, secrets[0], pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start', 'ask_repeat']))
    return 'password in command: %s (%s password) [%s]' % (desc, pk, m), fields, secrets


def pw_topic(lang, file_, vendor=''):
    return {'thing_en': pick(['password', 'DB password', 'admin password', 'service password']),
            'thing_ko': pick(['비밀번호', 'DB 비밀번호', '관리자 비밀번호', '서비스 비밀번호']), 'vendor': vendor or 'DB',
            'key': pick(['password', 'DB_PASSWORD', 'db.password']), 'file': file_}


def s_conn_string(lang):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang)
    text, sec, kind = dsn(pw)
    name = pick(['database_url', 'db_dsn', 'datasource_url', 'connection_string', 'mongo_uri', 'broker_url', 'cache_url'])
    pseudo = {'slug': 'db', 'vendor': kind, 'pairs': [(name, text, 1)], 'host': None, 'path': '/', 'headers': [], 'query': None}
    if chance(0.25):
        # in prose / log rather than a config container
        t = '%s ERROR [%s] could not connect using %s (%s)' % (ctx.date, ctx.svc, text, pick(['timeout after 30000ms', 'password authentication failed', 'ECONNREFUSED']))
        ct = CT(t, pick(['the pod logs', 'the CI log']), '', 'error log line')
    else:
        ct = draw_container(CDECK, pseudo, ctx)
        if ct is None:
            return None
    secrets = uniq([sec])
    fields, m = compose(ctx, pw_topic(lang, ct['file'], kind), ct, sec,
                        pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start', 'ask_repeat']))
    return 'connection string: %s (%s password) in %s [%s]' % (kind, pk, ct['cat'], m), fields, secrets


PW_KEYS = ['password', 'passwd', 'pwd', 'pass', 'db_password', 'admin_password', 'smtp_password', 'ldap_bind_password',
           'keystore_password', 'redis_password', 'mail_password', 'root_password', 'sftp_password', 'bind_pw']


def s_pw_config(lang, mode=None):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang)
    key = pick(PW_KEYS)
    slug = pick(['db', 'mail', 'ldap', 'sftp', 'redis', 'keystore'])
    pairs = [('%s_host' % slug, host(), 0), ('%s_user' % slug, _u(), 0), ('%s_%s' % (slug, key) if not key.startswith(slug) else key, pw, 1)]
    if chance(0.5):
        pairs.append(('%s_port' % slug, str(pick([5432, 3306, 587, 389, 22, 6379])), 0))
    pseudo = {'slug': slug, 'vendor': slug, 'pairs': pairs, 'host': None, 'path': '/', 'headers': [], 'query': None}
    ct = draw_container(CDECK, pseudo, ctx)
    if ct is None:
        return None
    topic = pw_topic(lang, ct['file'])
    topic['key'] = envname(pairs[2][0])
    fields, m = compose(ctx, topic, ct, pw, mode)
    return 'password in config: %s key (%s password) in %s [%s]' % (key, pk, ct['cat'], m), fields, [pw]


HUMAN_PW_EN = [
    ('NAS admin login', 'The NAS admin login is admin / {pw} (set by {person} last week).'),
    ('router admin page', 'Router admin page at 192.168.0.1 uses the password {pw}.'),
    ('shared mailbox', 'Shared mailbox support@{dom} password: {pw}'),
    ('Jenkins admin', '{person} reset the Jenkins admin password to {pw} after the migration.'),
    ('Grafana admin', 'Grafana admin on {env}: user admin, password "{pw}".'),
    ('VPN account', 'My VPN account {user} now has the password {pw}.'),
    ('laptop disk encryption', 'The test laptop\'s FileVault password is {pw}.'),
    ('chat paste', '[{hh}:{mm}] {person}: the staging console password is {pw} - please don\'t share it'),
    ('vendor portal', 'Login for the {vendor} partner portal: ops@{dom} / {pw}'),
    ('WordPress admin', 'WordPress admin for the marketing site: editor / {pw}'),
]
HUMAN_PW_KO = [
    ('그룹웨어 계정', '그룹웨어 계정 {user} / 비번 {pw}'),
    ('공유기 관리자', '공유기 관리자 페이지(192.168.0.1) 비밀번호: {pw}'),
    ('사내 VPN', '사내 VPN 비번이 {pw} 값으로 바뀜 ({person}님 공지).'),
    ('공동인증서', '법인 공동인증서 비밀번호는 {pw} 임. 세금계산서 발행 자동화에 필요.'),
    ('운영 DB 계정', '운영 DB 접속 계정 {user}, 비번은 {pw}'),
    ('NAS 관리자', '카톡으로 받은 NAS 관리자 비번: {pw}'),
    ('젠킨스 admin', '{person}님이 알려준 젠킨스 admin 비번 {pw}'),
    ('카톡 대화', '[{person}] [오후 {h12}:{mm}] 스테이징 어드민 비번 {pw} 에요~ 외부 공유 금지'),
    ('협력사 포털', '{vendor} 협력사 포털 로그인: ops@{dom} / {pw}'),
    ('테스트폰 잠금', '테스트 단말 잠금 해제 비밀번호 {pw}'),
]


def s_human_pw(lang, mode=None):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang, human_only=True)
    desc, tpl = pick(HUMAN_PW_KO if lang == 'ko' else HUMAN_PW_EN)
    hh, mm = ri(9, 19), ri(0, 59)
    line = tpl.format(pw=pw, person=ctx.person, dom=domain(), env=ctx.envl, user=_u(), hh='%02d' % hh, mm='%02d' % mm,
                      h12=hh - 12 if hh > 12 else hh, vendor=pick(['Coupang', 'Samsung', 'LG', 'Hyundai', 'Acme', 'Rakuten']))
    sl_topic = {'thing_en': pick(['password', 'login password', 'admin password']), 'thing_ko': pick(['비밀번호', '관리자 비밀번호', '로그인 비밀번호']),
                'vendor': desc, 'key': 'password', 'file': 'the wiki'}
    sl = slots(ctx, sl_topic)
    mc0 = fill(MC, ctx, sl)
    les0 = fill(LESSON, ctx, sl)
    k = mode or pick(['mc', 'mc', 'lesson', 'lesson', 'ask', 'both'])
    ask = fill(ASK, ctx, sl) if chance(0.7) else ''
    if k == 'mc':
        f = {'missing_context': mc0 + pick([' ', '\n']) + line, 'lesson': les0, 'ask_next_time': ask}
    elif k == 'lesson':
        f = {'missing_context': mc0, 'lesson': line + pick([' ', '\n']) + les0, 'ask_next_time': ask}
    elif k == 'ask':
        f = {'missing_context': mc0, 'lesson': les0, 'ask_next_time': fill(ASKVAL, ctx, sl, val=pw)}
    else:
        f = {'missing_context': mc0 + ' ' + line, 'lesson': les0, 'ask_next_time': fill(ASKVAL, ctx, sl, val=pw)}
    return 'human password in prose: %s (%s password) [%s]' % (desc, pk, k), f, [pw]


# ---- private keys ------------------------------------------------------------
def s_private_key(lang):
    ctx = Ctx(lang)
    k = ri(0, 5)
    if k == 4:
        label, head, tail, kdesc = pem_rsa_truncated()
        lines = head + ['...'] + tail
        secrets = head + tail
    elif k == 5:
        body = wrap(b64(bytes.fromhex('9503c604') + rbytes(ri(150, 260))), 64)
        while len(body[-1]) < 8:
            body = wrap(b64(bytes.fromhex('9503c604') + rbytes(ri(150, 260))), 64)
        label, kdesc = 'PGP PRIVATE KEY BLOCK', 'PGP private key (armored)'
        lines = ['', ] + body + ['=' + rs(B64, 4)]
        secrets = list(body)
    else:
        label, lines, kdesc = [pem_ec_sec1, pem_pkcs8_ec, pem_pkcs8_ed25519, pem_openssh][k]()
        secrets = list(lines)
    style = ri(0, 4)
    if style == 0 or label.startswith('PGP'):
        snip = pem_block(label, lines)
        f = pick(['key.pem', 'id_ed25519', 'AuthKey_%s.p8' % rs(ANU, 10), 'certs/%s.key' % ctx.svc, 'deploy_key'])
        ct = CT(snip, f, '', 'PEM file')
    elif style == 1:
        snip = '{\n  "type": "service_account",\n  "project_id": "%s-%s",\n  "private_key_id": "%s",\n  "private_key": "%s\\n",\n  "client_email": "%s@%s-%s.iam.gserviceaccount.com"\n}' % (
            ctx.org, ctx.env, hexs(40), pem_block(label, lines, '\\n'), pick(['deployer', 'sheets-sync', 'bq-reader']), ctx.org, ctx.env)
        ct = CT(snip, pick(['sa-key.json', 'credentials.json', 'firebase-adminsdk.json']), 'json', 'service account JSON with \\n-joined key')
    elif style == 2:
        snip = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n%s' % (
            ctx.svc, '\n'.join(['    ' + x for x in pem_block(label, lines).split('\n')]))
        ct = CT(snip, 'k8s/%s/tls-secret.yaml' % ctx.env, 'yaml', 'Kubernetes Secret block scalar')
    elif style == 3:
        snip = '%s="%s"' % (pick(['APPLE_PRIVATE_KEY', 'JWT_PRIVATE_KEY', 'GITHUB_APP_PRIVATE_KEY', 'SIGNING_KEY']), pem_block(label, lines, '\\n'))
        ct = CT(snip, '.env', '', '.env with \\n-escaped PEM')
    else:
        snip = 'resource "tls_private_key" "imported" {}\n\nlocals {\n  deploy_key = <<-EOT\n%s\n  EOT\n}' % '\n'.join(['    ' + x for x in pem_block(label, lines).split('\n')])
        ct = CT(snip, 'infra/keys.tf', 'hcl', 'Terraform heredoc')
    topic = {'thing_en': 'private key', 'thing_ko': '개인 키', 'vendor': kdesc, 'key': 'private_key', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start']))
    return 'private key: %s in %s [%s]' % (kdesc, ct['cat'], m), fields, secrets


# ---- TOTP, recovery codes, PINs ---------------------------------------------
def s_totp(lang):
    ctx = Ctx(lang)
    seed = totp_seed()
    issuer = pick(['GitHub', 'AWS', 'Naver', 'Kakao', 'Google', 'Okta', 'Toss', 'Cloudflare', 'Gabia'])
    acct = '%s@%s' % (pick(['ops', 'admin', 'ci-bot', 'deploy']), domain())
    k = ri(0, 4)
    if k == 0:
        snip = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (issuer, penc(acct), seed, issuer)
        sec, cat = seed, 'otpauth URI'
    elif k == 1:
        sec = ' '.join(wrap(seed.lower(), 4))
        snip = ('Setup key: %s' if lang == 'en' else '설정 키: %s') % sec
        cat = 'grouped setup key'
    elif k == 2:
        snip = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        sec, cat = seed, 'pyotp code'
    elif k == 3:
        snip = '%s_TOTP_SECRET=%s' % (issuer.upper(), seed)
        sec, cat = seed, '.env TOTP secret'
    else:
        snip = '{"issuer": "%s", "account": "%s", "secret": "%s", "digits": 6}' % (issuer, acct, seed)
        sec, cat = seed, 'authenticator export JSON'
    USED_VENDORS.append(issuer + ' (TOTP)')
    ct = CT(snip, pick(['the QR code', 'the 1Password note', 'scripts/login.py', '.env']), '', cat)
    topic = {'thing_en': '2FA seed', 'thing_ko': '2FA 시드', 'vendor': issuer, 'key': 'TOTP secret', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, sec)
    return 'TOTP seed: %s %s [%s]' % (issuer, cat, m), fields, [sec]


def s_recovery(lang):
    ctx = Ctx(lang)
    style = pick(['github', 'google', 'microsoft', 'plain10', 'aws', 'dash8'])
    codes = recovery_codes(style)
    svc = {'github': 'GitHub', 'google': 'Google Workspace', 'microsoft': 'Microsoft', 'plain10': pick(['Slack', 'Notion', 'Naver']),
           'aws': 'AWS root', 'dash8': pick(['Kakao', 'Toss', 'Atlassian'])}[style]
    sep = pick(['\n', '\n- ', '  ', ', '])
    lst = sep.join(codes)
    if sep == '\n- ':
        lst = '- ' + lst
    hdr = ('%s recovery codes for %s:' % (svc, pick(['the bot account', 'ops@' + domain(), 'the shared admin'])) if lang == 'en' else
           '%s 복구 코드 (%s):' % (svc, pick(['봇 계정', '공용 관리자 계정', 'ops@' + domain()])))
    ct = CT(hdr + '\n' + lst, pick(['recovery-codes.txt', 'the shared drive', 'the vault note']), '', 'recovery codes')
    topic = {'thing_en': 'recovery codes', 'thing_ko': '복구 코드', 'vendor': svc, 'key': 'recovery codes', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_end', 'lesson_mid', 'mc_start']))
    return 'recovery codes: %s (%s style) [%s]' % (svc, style, m), fields, codes


def s_pin(lang):
    ctx = Ctx(lang)
    k = ri(0, 5)
    if k == 0:
        v = pw_pin(8)
        en, ko, cat = 'YubiKey PIV PIN is %s (PUK is with %s).' % (v, ctx.person), 'YubiKey PIV PIN: %s (PUK는 %s님이 보관)' % (v, ctx.person), 'YubiKey PIN'
    elif k == 1:
        v = pw_pin(8)
        en, ko, cat = 'SIM PUK for the test phone: %s' % v, '테스트폰 유심 PUK: %s' % v, 'SIM PUK'
    elif k == 2:
        v = bitlocker_key()
        en, ko, cat = 'BitLocker recovery key for LAPTOP-%s: %s' % (rs(ANU, 6), v), 'LAPTOP-%s BitLocker 복구 키: %s' % (rs(ANU, 6), v), 'BitLocker recovery key'
    elif k == 3:
        v = op_secret_key()
        en, ko, cat = '1Password Secret Key for the team account: %s' % v, '팀 계정 1Password Secret Key: %s' % v, '1Password Secret Key'
    elif k == 4:
        v = pw_pin(pick([8, 10]))
        en, ko, cat = 'HSM partition PIN: %s' % v, 'HSM 파티션 PIN: %s' % v, 'HSM PIN'
    else:
        v = pw_pin(8)
        en, ko, cat = 'The door alarm master code is %s.' % v, '사무실 보안 시스템 마스터 코드: %s' % v, 'alarm master code'
    ctx2 = ctx
    topic = {'thing_en': 'PIN', 'thing_ko': 'PIN 번호', 'vendor': cat, 'key': 'PIN', 'file': 'the wiki'}
    sl = slots(ctx2, topic)
    line = ko if lang == 'ko' else en
    if chance(0.5):
        f = {'missing_context': fill(MC, ctx, sl) + ' ' + line, 'lesson': fill(LESSON, ctx, sl), 'ask_next_time': fill(ASK, ctx, sl) if chance(0.6) else ''}
    else:
        f = {'missing_context': fill(MC, ctx, sl), 'lesson': line + '\n' + fill(LESSON, ctx, sl), 'ask_next_time': fill(ASKVAL, ctx, sl, val=v) if chance(0.4) else ''}
    return 'PIN / recovery key: %s' % cat, f, [v]


def s_wifi(lang):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang, human_only=True)
    if chance(0.15):
        pw, pk = hexs(64), 'raw PSK'
    ssid = pick(['%s-Guest' % ctx.org.title(), '%s_5G' % ctx.org.upper(), 'Office-2F', 'LAB-IoT', '회의실_WiFi', 'Warehouse-AP'])
    k = ri(0, 5)
    if k == 0:
        if any([c in pw for c in ';,:\\"']):
            return None
        snip, cat = 'WIFI:T:WPA;S:%s;P:%s;;' % (ssid, pw), 'Wi-Fi QR payload'
    elif k == 1:
        if '"' in pw:
            return None
        snip, cat = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), 'wpa_supplicant.conf'
    elif k == 2:
        snip, cat = 'interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK' % (ssid, pw), 'hostapd.conf'
    elif k == 3:
        q = q_sq(pw)
        if q is None:
            return None
        snip, cat = 'nmcli dev wifi connect %s password %s' % (q_sq(ssid), q), 'nmcli command'
    elif k == 4:
        snip = ('Guest Wi-Fi: %s / %s' if lang == 'en' else '게스트 와이파이: %s / 비번 %s') % (ssid, pw)
        cat = 'Wi-Fi in prose'
    else:
        if '"' in pw:
            return None
        snip, cat = 'netsh wlan set hostednetwork mode=allow ssid="%s" key="%s"' % (ssid, pw), 'netsh command'
    ct = CT(snip, pick(['the kiosk setup doc', 'the Raspberry Pi image', 'the office wiki', 'provision.sh']), '', cat)
    topic = {'thing_en': 'Wi-Fi password', 'thing_ko': '와이파이 비밀번호', 'vendor': ssid, 'key': 'psk', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, pw)
    return 'Wi-Fi key: %s (%s) [%s]' % (cat, pk, m), fields, [pw]


def s_webhook(lang):
    ctx = Ctx(lang)
    vendor, url, secrets = webhook()
    if chance(0.4):
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s done\"}' %s" % (ctx.svc, url)
        ct = CT(snip, 'scripts/notify.sh', 'bash', 'curl to webhook')
    else:
        pseudo = {'slug': 'notify', 'vendor': vendor, 'pairs': [('%s_webhook_url' % vendor.split()[0].lower().replace('.', ''), url, 1)],
                  'host': None, 'path': '/', 'headers': [], 'query': None}
        ct = draw_container(CDECK, pseudo, ctx)
        if ct is None:
            return None
    if vendor == 'DingTalk' and chance(0.5):
        sec = 'SEC' + hexs(64)
        ct = CT(ct['snip'] + '\n' + ('DINGTALK_SECRET=%s' % sec), ct['file'], ct['hint'], ct['cat'] + ' + signing secret')
        secrets = secrets + [sec]
    USED_VENDORS.append(vendor)
    topic = {'thing_en': '%s webhook URL' % vendor, 'thing_ko': '%s 웹훅 URL' % vendor, 'vendor': vendor, 'key': 'webhook_url', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, url, pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'inline_mc', 'ask_repeat']))
    return 'webhook URL with embedded secret: %s in %s [%s]' % (vendor, ct['cat'], m), fields, secrets


def s_cookie(lang):
    ctx = Ctx(lang)
    name, val, kind = cookie()
    secrets = [val]
    k = ri(0, 4)
    dom = 'admin.' + domain()
    if k == 0:
        snip = "curl 'https://%s/api/orders?page=2' -H 'accept: application/json' -H 'cookie: %s=%s; _ga=GA1.1.%d.%d'" % (dom, name, val, ri(10 ** 8, 10 ** 9), ts())
        cat = 'Copy as cURL with cookie header'
    elif k == 1:
        snip = 'Set-Cookie: %s=%s; Path=/; Expires=Wed, 31 Dec 2025 23:59:59 GMT; HttpOnly; Secure; SameSite=Lax' % (name, val)
        cat = 'Set-Cookie response header'
    elif k == 2:
        snip = 's = requests.Session()\ns.cookies.set("%s", "%s", domain="%s")\nr = s.get("https://%s/export.csv")' % (name, val, dom, dom)
        cat = 'requests session cookie'
    elif k == 3:
        snip = '{\n  "cookies": [\n    {"name": "%s", "value": "%s", "domain": "%s", "path": "/", "httpOnly": true}\n  ]\n}' % (name, val, dom)
        cat = 'Playwright storageState'
    else:
        snip = 'GET /dashboard HTTP/2\nHost: %s\nCookie: %s=%s\nUser-Agent: Mozilla/5.0' % (dom, name, val)
        cat = 'raw request with Cookie'
    ct = CT(snip, pick(['DevTools', 'auth-state.json', 'the HAR file', 'scripts/scrape.py']), '', cat)
    topic = {'thing_en': 'session cookie', 'thing_ko': '세션 쿠키', 'vendor': kind, 'key': name, 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, val, pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end']))
    return 'session cookie: %s in %s [%s]' % (kind, cat, m), fields, secrets


def s_signed_url(lang):
    ctx = Ctx(lang)
    url, secrets, desc = signed_url()
    USED_VENDORS.append(desc.split(' signed')[0].split(' presigned')[0].split(' V4')[0].split(' SAS')[0])
    k = ri(0, 3)
    if k == 0:
        ct = CT(url, pick(['the support ticket', 'the Slack thread', 'the email to the customer']), '', 'pasted URL')
    elif k == 1:
        ct = CT('curl -o out.bin "%s"' % url, 'the terminal', 'bash', 'curl download')
    elif k == 2:
        ct = CT('%s INFO [%s] generated download link: %s' % (ctx.date, ctx.svc, url), 'the app log', '', 'log line')
    else:
        ct = CT('[%02d:%02d] %s: %s' % (ri(9, 18), ri(0, 59), ctx.person, url), 'the chat', '', 'chat message')
    topic = {'thing_en': 'signed URL', 'thing_ko': '서명된 URL', 'vendor': desc.split()[0], 'key': 'signature', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end', 'mc_start']))
    return 'signed URL: %s in %s [%s]' % (desc, ct['cat'], m), fields, secrets


def s_basic(lang):
    ctx = Ctx(lang)
    u = _u()
    pw, pk = pw_any(lang)
    blob = basic_blob(u, pw)
    secrets = [blob]
    k = ri(0, 3)
    h = host('api')
    if k == 0:
        snip = 'curl -H "Authorization: Basic %s" https://%s/actuator/env' % (blob, h)
    elif k == 1:
        snip = 'GET /api/v2/reports HTTP/1.1\nHost: %s\nAuthorization: Basic %s' % (h, blob)
    elif k == 2:
        snip = "headers = {'Authorization': 'Basic %s'}" % blob
    else:
        snip = 'location /internal/ {\n    proxy_set_header Authorization "Basic %s";\n    proxy_pass http://%s;\n}' % (blob, h)
    if chance(0.4) and not any([c in pw for c in '\n']):
        snip += ('\n# decodes to %s:%s' if lang == 'en' else '\n# 디코딩하면 %s:%s') % (u, pw)
        secrets.append(pw)
    ct = CT(snip, pick(['nginx.conf', 'the Postman export', 'scripts/report.py', 'the proxy capture']), '', 'Basic auth header')
    topic = {'thing_en': 'Basic auth header', 'thing_ko': 'Basic 인증 헤더', 'vendor': 'internal API', 'key': 'Authorization', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end', 'mc_start']))
    return 'Basic auth header (%s password%s) [%s]' % (pk, ', decoded too' if len(secrets) > 1 else '', m), fields, secrets


def s_jwt(lang):
    ctx = Ctx(lang)
    at = jwt({'role': pick(['admin', 'service', 'user']), 'tenant': ctx.org}, pick(['RS256', 'HS256', 'ES256']), pick([32, 64, 256]))
    k = ri(0, 3)
    if k == 0:
        rt = rs(B64U, pick([43, 64, 86]))
        snip = '{\n  "access_token": "%s",\n  "refresh_token": "%s",\n  "token_type": "Bearer",\n  "expires_in": 3600\n}' % (at, rt)
        secrets, cat = [at, rt], 'token endpoint response'
    elif k == 1:
        snip = "localStorage.getItem('auth')\n'{\"accessToken\":\"%s\",\"user\":{\"id\":%d}}'" % (at, ri(1, 99999))
        secrets, cat = [at], 'localStorage dump'
    elif k == 2:
        snip = 'grpcurl -H "authorization: Bearer %s" %s:443 %s.v1.%sService/List' % (at, host('grpc'), ctx.svc.split('-')[0], ctx.svc.split('-')[0].title())
        secrets, cat = [at], 'grpcurl metadata'
    else:
        snip = '{"name": "Authorization", "value": "Bearer %s"}' % at
        secrets, cat = [at], 'HAR header entry'
    ct = CT(snip, pick(['the HAR export', 'DevTools console', 'the terminal', 'the token response']), '', cat)
    topic = {'thing_en': 'access token', 'thing_ko': '액세스 토큰', 'vendor': 'IdP', 'key': 'access_token', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end', 'mc_start', 'lesson_start']))
    return 'JWT bearer: %s [%s]' % (cat, m), fields, secrets


def s_split(lang):
    if chance(0.6):
        r = s_vendor(lang, mode='split')
    else:
        r = s_pw_config(lang, mode='split')
    if r is None:
        return None
    cat, f, s = r
    return 'split across fields: ' + cat, f, s


def s_registry(lang):
    ctx = Ctx(lang)
    k = ri(0, 11)
    u = _u()
    if k == 0:
        t = 'npm_' + rs(AN, 36)
        snip, f, cat, sec = '//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com' % (t, ctx.org), '.npmrc', 'npmrc authToken', [t]
    elif k == 1:
        t = 'ghp_' + rs(AN, 36)
        snip, f, cat, sec = '@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s' % (ctx.org, t), '.npmrc', 'npmrc GitHub Packages', [t]
    elif k == 2:
        t = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, ri(140, 180))
        snip, f, cat, sec = '[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s' % t, '~/.pypirc', 'pypirc token', [t]
    elif k == 3:
        pw, _ = pw_any(lang)
        if any([c in pw for c in ' \n']):
            return None
        snip, f, cat, sec = 'machine %s\n  login %s\n  password %s' % (pick(['api.heroku.com', 'git.' + domain(), 'nexus.' + domain()]), u, pw), '~/.netrc', 'netrc', [pw]
    elif k == 4:
        t = pick(['ghp_' + rs(AN, 36), 'glpat-' + rs(B64U, 20)])
        snip, f, cat, sec = 'https://%s:%s@%s' % (u, t, pick(['github.com', 'gitlab.' + domain()])), '~/.git-credentials', 'git-credentials', [t]
    elif k == 5:
        pw, _ = pw_any(lang)
        blob = basic_blob(u, pw)
        snip = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (domain(), blob)
        f, cat, sec = '~/.docker/config.json', 'docker config auth', [blob]
    elif k == 6:
        pw, _ = pw_any(lang)
        if q_xml(pw) is None:
            return None
        snip = '<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>' % (u, pw)
        f, cat, sec = '~/.m2/settings.xml', 'Maven settings.xml', [pw]
    elif k == 7:
        pw, _ = pw_any(lang)
        e = penc(pw)
        dm = domain()
        snip = '[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-group/simple\ntrusted-host = nexus.%s' % (u, e, dm, dm)
        f, cat, sec = 'pip.conf', 'pip.conf index-url with credentials', [e]
    elif k == 8:
        t = 'cio' + rs(AN, 32)
        snip, f, cat, sec = '[registry]\ntoken = "%s"' % t, '~/.cargo/credentials.toml', 'cargo credentials', [t]
    elif k == 9:
        t = 'oy2' + rs(ANL, 43)
        snip, f, cat, sec = 'dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json' % t, 'the release script', 'nuget push --api-key', [t]
    elif k == 10:
        t = 'rubygems_' + hexs(48)
        snip, f, cat, sec = 'GEM_HOST_API_KEY=%s gem push pkg/%s-1.%d.0.gem' % (t, ctx.svc, ri(0, 9)), 'the release script', 'gem push with GEM_HOST_API_KEY', [t]
    else:
        t = 'npm_' + rs(AN, 36)
        snip, f, cat, sec = 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % t, '.yarnrc.yml', 'yarnrc npmAuthToken', [t]
    ct = CT(snip, f, '', cat)
    topic = {'thing_en': 'registry credentials', 'thing_ko': '레지스트리 인증 정보', 'vendor': cat.split()[0], 'key': 'token', 'file': f}
    fields, m = compose(ctx, topic, ct, sec[0], pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'lesson_start', 'ask_repeat']))
    return 'package registry credentials: %s [%s]' % (cat, m), fields, sec


def s_multi(lang):
    ctx = Ctx(lang)
    k = ri(0, 2)
    if k == 0:
        g = VDECK.draw()
        old, new = g(), g()
        so = [p for p in old['pairs'] if p[2]]
        sn = [p for p in new['pairs'] if p[2]]
        if any(['\n' in p[1] for p in so + sn]):
            return None
        f = pick(['.env.%s' % ctx.env, 'config/%s.env' % ctx.env])
        lines = ['--- a/%s' % f, '+++ b/%s' % f, '@@ -1,%d +1,%d @@' % (len(so) + 1, len(sn) + 1), ' APP_ENV=%s' % ctx.env]
        lines += ['-%s=%s' % (envname(p[0]), p[1]) for p in so] + ['+%s=%s' % (envname(p[0]), p[1]) for p in sn]
        ct = CT('\n'.join(lines), 'the rotation PR', 'diff', 'rotation diff (old and new)')
        secrets = [p[1] for p in so + sn]
        cr = new
    else:
        crs = [VDECK.draw()() for _ in range(ri(2, 3))]
        pairs = []
        for c in crs:
            pairs += [p for p in c['pairs']]
        cr = {'slug': 'app', 'vendor': ' + '.join([c['vendor'] for c in crs]), 'pairs': pairs, 'desc': 'several keys', 'region': 'mixed',
              'host': None, 'path': '/', 'headers': [], 'query': None}
        ct = (ct_table if k == 1 else ct_dotenv)(cr, ctx)
        if ct is None:
            return None
        secrets = [p[1] for p in pairs if p[2]]
        for c in crs:
            USED_VENDORS.append(c['vendor'])
    topic = {'thing_en': 'API keys', 'thing_ko': 'API 키', 'vendor': cr['vendor'], 'key': envname([p for p in cr['pairs'] if p[2]][0][0]), 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end', 'mc_start']))
    return 'multiple secrets: %s (%s) [%s]' % (ct['cat'], cr['vendor'], m), fields, uniq(secrets)


def s_crypto(lang):
    ctx = Ctx(lang)
    if chance(0.5):
        k = eth_key()
        snip = pick(['DEPLOYER_PRIVATE_KEY=0x%s' % k, "const wallet = new ethers.Wallet('0x%s', provider);" % k,
                     'networks: {\n  sepolia: { url: RPC_URL, accounts: ["0x%s"] }\n}' % k])
        sec, cat = [k], 'EVM private key'
    else:
        mn = mnemonic()
        snip = pick(['MNEMONIC="%s"' % mn, 'seed phrase: %s' % mn, 'HDWalletProvider({ mnemonic: { phrase: "%s" }, providerOrUrl: RPC })' % mn])
        sec, cat = [mn], 'BIP39 mnemonic'
    ct = CT(snip, pick(['hardhat.config.ts', '.env', 'truffle-config.js', 'the chat']), '', cat)
    topic = {'thing_en': 'wallet key', 'thing_ko': '지갑 키', 'vendor': 'testnet wallet', 'key': 'PRIVATE_KEY', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end']))
    return 'crypto wallet secret: %s [%s]' % (cat, m), fields, sec


def s_kubeconfig(lang):
    ctx = Ctx(lang)
    if chance(0.5):
        t = jwt({'sub': 'system:serviceaccount:%s:%s' % (ctx.env, ctx.svc)}, 'RS256', pick([128, 256]))
        user = '  user:\n    token: %s' % t
        sec, cat = [t], 'kubeconfig SA token'
    else:
        label, lines, _ = pem_ec_sec1()
        d = b64((pem_block(label, lines) + '\n').encode())
        user = '  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: %s' % d
        sec, cat = [d], 'kubeconfig client-key-data (base64 PEM)'
    snip = ('clusters:\n- cluster:\n    server: https://%s:6443\n  name: %s\nusers:\n- name: %s-admin\n%s') % (ipv4(), ctx.env, ctx.env, user)
    ct = CT(snip, '~/.kube/config', 'yaml', cat)
    topic = {'thing_en': 'kubeconfig', 'thing_ko': 'kubeconfig 인증 정보', 'vendor': 'cluster', 'key': 'token', 'file': ct['file']}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_start', 'lesson_start', 'lesson_end']))
    return 'kubeconfig credential: %s [%s]' % (cat, m), fields, sec


def s_wireguard(lang):
    ctx = Ctx(lang)
    pk = wg_key()
    snip = '[Interface]\nPrivateKey = %s\nAddress = 10.%d.%d.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n' % (pk, ri(0, 255), ri(0, 255), ri(2, 254), b64(rbytes(32)))
    sec = [pk]
    if chance(0.5):
        psk = b64(rbytes(32))
        snip += 'PresharedKey = %s\n' % psk
        sec.append(psk)
    snip += 'Endpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8' % domain()
    ct = CT(snip, 'wg0.conf', 'ini', 'WireGuard config')
    topic = {'thing_en': 'WireGuard key', 'thing_ko': 'WireGuard 키', 'vendor': 'WireGuard', 'key': 'PrivateKey', 'file': 'wg0.conf'}
    fields, m = compose(ctx, topic, ct, None, pick(['mc_end', 'lesson_mid', 'lesson_end', 'mc_start']))
    return 'WireGuard private key%s [%s]' % (' + preshared key' if len(sec) > 1 else '', m), fields, sec


def s_service_conf(lang):
    ctx = Ctx(lang)
    pw, pk = pw_any(lang)
    u = _u()
    k = ri(0, 9)
    if k == 0:
        snip, f = 'bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb' % pw, 'redis.conf'
    elif k == 1:
        snip, f = '[client]\nuser=%s\npassword=%s\nhost=%s' % (u, pw, host('mysql')), '~/.my.cnf'
    elif k == 2:
        if ':' in pw or '\\' in pw:
            return None
        snip, f = '%s:5432:%s:%s:%s' % (host('pg'), pick(DBNAMES), u, pw), '~/.pgpass'
    elif k == 3:
        if '"' in pw:
            return None
        snip, f = '"%s" "%s"\n"pgbouncer_admin" "md5%s"' % (u, pw, hexs(32)), 'pgbouncer/userlist.txt'
    elif k == 4:
        snip, f = '[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = %s' % (pw, rs(AN, 20)), 'grafana.ini'
        if chance(0.5):
            pass
    elif k == 5:
        if q_xml(pw) is None:
            return None
        snip, f = '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="%s" password="%s" roles="manager-gui"/>\n</tomcat-users>' % (u, pw), 'conf/tomcat-users.xml'
    elif k == 6:
        snip, f = '%s:%s' % (u, pw), '/etc/rsyncd.secrets'
    elif k == 7:
        comm = pw if bare_ok(pw) else rs(AN, 12)
        pw = comm
        snip, f = 'rocommunity %s 10.0.0.0/8\nsyslocation IDC-2F' % comm, '/etc/snmp/snmpd.conf'
    elif k == 8:
        q = q_yaml(pw)
        if q is None:
            return None
        snip, f = 'services:\n  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: %s\n      MINIO_ROOT_PASSWORD: %s' % (u, q), 'docker-compose.yml'
    else:
        q = q_sh(pw, 0.3)
        if q is None:
            return None
        snip, f = 'KEYCLOAK_ADMIN=%s\nKEYCLOAK_ADMIN_PASSWORD=%s\nKC_DB_URL=jdbc:postgresql://%s/keycloak' % (u, q, host('pg')), 'keycloak.env'
    secrets = [pw]
    if k == 4:
        secrets.append(snip.split('secret_key = ')[1])
    ct = CT(snip, f, '', 'service config ' + f)
    fields, m = compose(ctx, pw_topic(lang, f, f), ct, pw, pick(['mc_end', 'mc_start', 'lesson_mid', 'lesson_end', 'ask_repeat']))
    return 'service password in %s (%s password) [%s]' % (f, pk, m), fields, secrets


SECRET_PLAN = [(s_vendor, 80), (s_vendor_http, 35), (s_pw_command, 40), (s_conn_string, 28), (s_pw_config, 16), (s_human_pw, 16),
               (s_private_key, 14), (s_totp, 8), (s_recovery, 7), (s_pin, 7), (s_wifi, 8), (s_webhook, 12), (s_cookie, 10),
               (s_signed_url, 10), (s_basic, 8), (s_jwt, 7), (s_split, 13), (s_registry, 12), (s_multi, 8), (s_crypto, 4),
               (s_kubeconfig, 5), (s_wireguard, 4), (s_service_conf, 8)]


# ============================================================================
# Validation: FORMAT.txt limits and the window rule
# ============================================================================
FIELD_LIMITS = [('missing_context', 1024), ('lesson', 1024), ('ask_next_time', 512)]


def residual(text, secrets):
    """text with every occurrence of every secret cut out (a separator left in its place)."""
    cov = [False] * len(text)
    for s in secrets:
        i = text.find(s)
        while i != -1:
            for j in range(i, i + len(s)):
                cov[j] = True
            i = text.find(s, i + 1)
    out = []
    prev = False
    for ch, c in zip(text, cov):
        if c:
            if not prev:
                out.append('\x00')
        else:
            out.append(ch)
        prev = c
    return ''.join(out)


def field_problems(fields):
    probs = []
    if list(fields.keys()) != ['missing_context', 'lesson', 'ask_next_time']:
        probs.append('field order')
    for k, lim in FIELD_LIMITS:
        v = fields[k]
        if not isinstance(v, str):
            probs.append('%s not str' % k)
            continue
        if len(v.encode('utf-8')) > lim:
            probs.append('%s too long (%d bytes)' % (k, len(v.encode('utf-8'))))
    if not fields['missing_context'].strip():
        probs.append('empty missing_context')
    if not fields['lesson'].strip():
        probs.append('empty lesson')
    return probs


def window_problems(fields, secrets):
    probs = []
    if not secrets:
        probs.append('no secrets')
    for s in secrets:
        if len(s) < 8:
            probs.append('secret shorter than 8: %r' % s)
        if not any([s in v for v in fields.values()]):
            probs.append('secret not verbatim in fields: %r' % s[:30])
    if probs:
        return probs
    for k in ['missing_context', 'lesson', 'ask_next_time']:
        res = residual(fields[k], secrets)
        for marker in ['\x00', '[REDACTED]']:
            r2 = res.replace('\x00', marker)
            for s in secrets:
                for i in range(len(s) - 7):
                    if s[i:i + 8] in r2:
                        probs.append('window %r of a secret survives outside it in %s' % (s[i:i + 8], k))
                        return probs
    return probs


# ============================================================================
# CLEAN scenarios.  Each returns (category, fields).  No credential anywhere;
# most carry material that merely looks risky.
# ============================================================================
def cfill(ctx, opts, **kw):
    d = {'svc': ctx.svc, 'env': ctx.envl, 'person': ctx.person, 'ticket': ctx.ticket, 'date': ctx.date, 'org': ctx.org}
    d.update(kw)
    return pick(opts[ctx.lang]).format(**d)


def cplace(ctx, mc, les, ask, ct, where=None):
    where = where or pick(['mc_end', 'mc_end', 'lesson_end', 'lesson_mid', 'mc_start', 'lesson_start'])
    blk = fence(ct['snip'], ct['hint'])
    lead = ''
    if chance(0.6):
        lead = pick({'en': ['From {f}:', 'Output ({f}):', 'Relevant part of {f}:', 'For reference:', 'Pasted as-is:'],
                     'ko': ['{f} 내용:', '출력({f}):', '{f} 중 관련 부분:', '참고용:', '그대로 붙임:']}[ctx.lang]).format(f=tr(ctx, ct['file'])) + '\n'
    if where == 'mc_end':
        mc = mc + pick([' ', '\n']) + lead + blk
    elif where == 'mc_start':
        mc = blk + '\n' + mc
    elif where == 'lesson_end':
        les = les + pick([' ', '\n']) + lead + blk
    elif where == 'lesson_start':
        les = blk + '\n' + les
    else:
        les = les + '\n' + lead + blk + '\n' + pick({'en': ['That is expected.', 'Nothing secret in there.', 'Keep it as is.', 'Worked after that.'],
                                                      'ko': ['정상 동작임.', '민감 정보 아님.', '그대로 두면 됨.', '이후 정상 동작.']}[ctx.lang])
    return {'missing_context': mc, 'lesson': les, 'ask_next_time': ask}, where


def placeholderize(v):
    m = 0
    for i, c in enumerate(v[:16]):
        if c in '_-.':
            m = i + 1
    pre = v[:m] if m >= 3 else ''
    rest = len(v) - len(pre)
    f = ri(0, 5)
    if f == 0:
        return pre + 'X' * rest
    if f == 1:
        return pre + 'x' * min(rest, 40)
    if f == 2:
        return pre + '...'
    if f == 3:
        return pre + '<your-key>' if pre else '<your-key-here>'
    if f == 4:
        return pre + '*' * min(rest, 24)
    return pre + '0' * min(rest, 32)


PH_GENERIC = ['<YOUR_{N}>', 'your-{n}-here', 'REPLACE_ME', '<redacted>', 'TODO', '<paste here>', '***', 'dummy', '""', 'xxxxxxxx',
              '<{N}>', 'CHANGE_THIS_IN_PROD_VIA_VAULT']


def c_placeholder(lang):
    ctx = Ctx(lang)
    cr = VCDECK.draw()()
    pairs = []
    for n, v, s in cr['pairs']:
        if s:
            v = placeholderize(v) if chance(0.5) else pick(PH_GENERIC).format(N=envname(n), n=n.replace('_', '-'))
        pairs.append((n, v, 2 if s else 0))  # 2 = slot of a secret, now holding a placeholder
    cr2 = dict(cr)
    cr2['pairs'] = pairs
    ct = draw_container(CDECK, cr2, ctx)
    if ct is None:
        return None
    mc = cfill(ctx, {'en': ['The sample config for {svc} only has placeholders; I did not know the real {v} values come from CI.',
                            'New clone of {svc} failed on startup because the {v} example file was copied verbatim.',
                            '{person} pointed me at the template for the {v} integration; the values there are dummies.'],
                     'ko': ['{svc} 샘플 설정에는 placeholder만 있음. 실제 {v} 값은 CI에서 주입된다는 걸 몰랐음.',
                            '{svc} 새로 클론해서 기동했더니 {v} 예시 파일을 그대로 복사해서 실패함.',
                            '{person}님이 {v} 연동 템플릿을 알려줬는데 거기 값은 전부 더미임.']}, v=cr['vendor'])
    les = cfill(ctx, {'en': ['Keep placeholders in the example file and document where the real values live.', 'Startup now fails fast with a clear message when a value still looks like a placeholder.'],
                      'ko': ['예시 파일에는 placeholder만 두고, 실제 값 위치는 문서에 적을 것.', '값이 placeholder처럼 보이면 기동 시 바로 명확한 에러를 내도록 바꿈.']})
    ask = cfill(ctx, {'en': ['Where should new developers get the real {v} values?', 'Should the example file list every key, even optional ones?', ''],
                      'ko': ['신규 개발자는 실제 {v} 값을 어디서 받아야 하는지?', '예시 파일에 선택 항목 키까지 다 적어야 하는지?', '']}, v=cr['vendor'])
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: placeholder values (%s) in %s' % (cr['vendor'], ct['cat']), f


REF_FORMS = ['${{{{ secrets.{N} }}}}', '${{{N}}}', '{{{{ .Values.{c} }}}}', '%({n})s', '$({N})', '<%= ENV["{N}"] %>', '#{{{N}}}#', '__{N}__',
             '%{N}%', 'ref+vault://secret/data/{svc}#/{n}', 'op://{env}/{svc}/{n}', 'sm://projects/{org}-{env}/secrets/{n}',
             '{{{{ env "{N}" }}}}', '${{env:{N}}}', '{{{{ vault "secret/{svc}" "{n}" }}}}', 'vault:secret/data/{svc}#{n}']


def c_template(lang):
    ctx = Ctx(lang)
    cr = VCDECK.draw()()
    pairs = []
    for n, v, s in cr['pairs']:
        if s:
            v = pick(REF_FORMS).format(N=envname(n), n=n, c=camel(n), svc=ctx.svc, env=ctx.env, org=ctx.org)
        pairs.append((n, v, 2 if s else 0))  # 2 = slot of a secret, now holding a reference
    cr2 = dict(cr)
    cr2['pairs'] = pairs
    ct = draw_container(CDECK, cr2, ctx)
    if ct is None:
        return None
    mc = cfill(ctx, {'en': ['I did not know {svc} resolves {v} settings through templating at deploy time, so the raw file never has real values.',
                            'Rendering failed on {env} because a reference to the {v} secret had a typo.',
                            'While moving {svc} to the new pipeline I was unsure which syntax the secret references use.'],
                     'ko': ['{svc}는 배포 시점에 {v} 설정을 템플릿으로 치환한다는 걸 몰랐음. 원본 파일에는 실제 값이 없음.',
                            '{env}에서 {v} 시크릿 참조에 오타가 있어 렌더링 실패.',
                            '{svc}를 새 파이프라인으로 옮기면서 시크릿 참조 문법이 헷갈렸음.']}, v=cr['vendor'])
    les = cfill(ctx, {'en': ['Reference secrets by name only; the renderer injects them.', 'Run the template renderer locally with --dry-run to catch broken references.'],
                      'ko': ['시크릿은 이름으로만 참조하고 값은 렌더러가 주입함.', '로컬에서 --dry-run으로 렌더링해 보면 깨진 참조를 미리 잡을 수 있음.']})
    ask = cfill(ctx, {'en': ['Which secret store backs the {env} references?', ''], 'ko': ['{env} 참조는 어느 시크릿 저장소를 쓰는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: templated secret references (%s) in %s' % (cr['vendor'], ct['cat']), f


def masked_like(v):
    k = ri(0, 4)
    if k == 0:
        return '*' * len(v)
    if k == 1:
        return '*' * (len(v) - 4) + v[-4:]
    if k == 2:
        pre = v[:3]
        return pre + '...' + v[-4:]
    if k == 3:
        return '<hidden>'
    return v[:4] + '•' * 8


def c_masked(lang):
    ctx = Ctx(lang)
    k = ri(0, 6)
    if k == 0:
        snip = ('      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n'
                '   profile                %-16s manual    --profile\naccess_key     ****************%s shared-credentials-file\n'
                'secret_key     ****************%s shared-credentials-file\n    region           %-16s config-file    ~/.aws/config') % (
            ctx.env, rs(ANU, 4), rs(AN, 4), pick(AWS_REGIONS))
        ct, cat = CT(snip, 'aws configure list', '', 'aws configure list'), 'aws configure list (masked keys)'
    elif k == 1:
        snip = 'github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\', \'workflow\'' % pick(USERS)
        ct, cat = CT(snip, 'gh auth status', '', 'gh auth status'), 'gh auth status (masked token)'
    elif k == 2:
        v = 'sk_live_' + rs(AN, 24)
        snip = '{\n  "error": {\n    "message": "Invalid API Key provided: sk_live_%s",\n    "type": "invalid_request_error"\n  }\n}' % ('*' * 20 + v[-4:])
        ct, cat = CT(snip, 'the Stripe response', 'json', 'Stripe error'), 'Stripe error with masked key'
    elif k == 3:
        snip = 'Run ./deploy.sh\n  env:\n    REGISTRY_TOKEN: ***\n    DB_PASSWORD: ***\n+ docker login ghcr.io -u ci-bot --password-stdin\nLogin Succeeded'
        ct, cat = CT(snip, 'the Actions log', '', 'CI log masking'), 'GitHub Actions log with *** masking'
    elif k == 4:
        cr = VCDECK.draw()()
        lines = ['%s=%s' % (envname(n), masked_like(v) if s else v) for n, v, s in cr['pairs']]
        ct, cat = CT('\n'.join(lines), 'the debug page', '', 'masked env dump'), 'masked env dump (%s)' % cr['vendor']
    elif k == 5:
        snip = '  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-%s"\n    }' % (ctx.svc, ctx.env)
        ct, cat = CT(snip, 'terraform plan', '', 'terraform plan'), 'terraform plan (sensitive value)'
    else:
        snip = 'Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes' % (
            ctx.svc, ctx.env, ri(16, 40), ri(3, 12), ri(10, 40))
        ct, cat = CT(snip, 'kubectl describe secret', '', 'kubectl describe secret'), 'kubectl describe secret (sizes only)'
    mc = cfill(ctx, {'en': ['I needed to confirm which credentials {svc} uses on {env} without exposing them.', 'Ticket {ticket} asked whether the {env} key was rotated; the tooling only shows masked values.',
                            'I did not know the CLI masks values by default, so I thought the key was missing.'],
                     'ko': ['{env}에서 {svc}가 어떤 자격 증명을 쓰는지 값 노출 없이 확인해야 했음.', '티켓 {ticket}: {env} 키가 교체됐는지 확인 요청. 도구는 마스킹된 값만 보여줌.',
                            'CLI가 기본으로 값을 마스킹한다는 걸 몰라서 키가 없는 줄 알았음.']})
    les = cfill(ctx, {'en': ['Compare the last four characters to tell keys apart; never print the full value.', 'Masked output is enough to confirm which key is active.'],
                      'ko': ['키 구분은 마지막 4자리로 하고 전체 값은 출력하지 말 것.', '마스킹된 출력만으로도 어떤 키가 활성인지 확인 가능.']})
    ask = cfill(ctx, {'en': ['Is there a way to see when the {env} key was last rotated?', ''], 'ko': ['{env} 키 마지막 교체 시점을 볼 수 있는 방법이 있는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: masked output: %s' % cat, f


def c_secret_refs(lang):
    ctx = Ctx(lang)
    k = ri(0, 7)
    acct = rs(DG, 12)
    reg = pick(AWS_REGIONS)
    if k == 0:
        snip = 'aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password\n# ARN: arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s' % (
            ctx.env, ctx.svc, reg, acct, ctx.env, ctx.svc, rs(AN, 6))
        cat = 'AWS Secrets Manager ARN'
    elif k == 1:
        snip = 'vault kv get -field=password secret/%s/%s/postgres\nvault kv metadata get secret/%s/%s/postgres   # current_version: %d' % (ctx.env, ctx.svc, ctx.env, ctx.svc, ri(2, 40))
        cat = 'Vault KV path'
    elif k == 2:
        snip = 'gcloud secrets versions access latest --secret=%s-stripe-key --project=%s-%s' % (ctx.svc, ctx.org, ctx.env)
        cat = 'GCP Secret Manager'
    elif k == 3:
        snip = '@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/%s)' % (ctx.org, ctx.env, hexs(32))
        cat = 'Azure Key Vault reference with version id'
    elif k == 4:
        snip = ('env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: STRIPE_SECRET_KEY\n'
                '    valueFrom:\n      secretKeyRef:\n        name: stripe\n        key: secret-key') % ctx.svc
        cat = 'Kubernetes secretKeyRef'
    elif k == 5:
        snip = ('apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n'
                '  data:\n    - secretKey: password\n      remoteRef:\n        key: %s/%s/db\n        property: password') % (ctx.env, ctx.svc)
        cat = 'ExternalSecret manifest'
    elif k == 6:
        snip = 'STRIPE_SECRET_KEY="op://%s/Stripe/credential"\nDATABASE_URL="op://%s/%s-db/url"\n\n$ op run --env-file=.env.tpl -- npm start' % (ctx.env, ctx.env, ctx.svc)
        cat = '1Password op:// references'
    else:
        snip = 'aws ssm get-parameter --name /%s/%s/db/password --with-decryption --query Parameter.Value --output text' % (ctx.env, ctx.svc)
        cat = 'SSM parameter path'
    ct = CT(snip, pick(['the runbook', 'deploy.sh', 'the manifest', 'the README']), '', cat)
    mc = cfill(ctx, {'en': ['I did not know where {svc} keeps its {env} secrets; the repo only has references.', '{person} said the database password is "in the secret manager" but not which path.',
                            'The {env} deploy failed with a missing secret because the reference path changed in {ticket}.'],
                     'ko': ['{svc}의 {env} 시크릿이 어디 있는지 몰랐음. 레포에는 참조만 있음.', '{person}님이 DB 비밀번호는 "시크릿 매니저에 있다"고만 하고 경로는 안 알려줌.',
                            '{ticket}에서 참조 경로가 바뀌어 {env} 배포가 시크릿 없음으로 실패.']})
    les = cfill(ctx, {'en': ['Read secrets at runtime from the store path; never copy the values into the repo.', 'The path convention is <env>/<service>/<name>.'],
                      'ko': ['시크릿은 런타임에 저장소 경로에서 읽고 값은 레포에 복사하지 말 것.', '경로 규칙은 <env>/<service>/<name> 형식.']})
    ask = cfill(ctx, {'en': ['Who can grant read access to the {env} secret path?', ''], 'ko': ['{env} 시크릿 경로 읽기 권한은 누가 주는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: secret-manager reference: %s' % cat, f


def c_hashes(lang):
    ctx = Ctx(lang)
    k = ri(0, 6)
    if k == 0:
        snip = '\n'.join(['%s  %s' % (hexs(64), fn) for fn in uniq(['%s-%s-linux-amd64.tar.gz' % (ctx.svc, pick(['1.4.2', '2.0.0'])), 'checksums.txt.sig', 'install.sh', 'SBOM.spdx.json'])[:ri(2, 4)]])
        cat = 'sha256sum output'
    elif k == 1:
        nm = pick(['lodash', 'axios', 'zod', 'undici'])
        ver = '%d.%d.%d' % (ri(1, 9), ri(0, 20), ri(0, 9))
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            nm, ver, nm, nm, ver, b64(rbytes(64)))
        cat = 'package-lock integrity'
    elif k == 2:
        snip = '%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (pick(['requests', 'cryptography', 'pydantic']), ri(1, 40), ri(0, 20), ri(0, 9), hexs(64), hexs(64))
        cat = 'pip --hash lines'
    elif k == 3:
        m = 'github.com/%s/%s' % (pick(['aws', 'google', 'spf13', 'jackc']), pick(['aws-sdk-go-v2', 'uuid', 'cobra', 'pgx']))
        snip = '%s v%d.%d.%d h1:%s\n%s v%d.%d.%d/go.mod h1:%s' % (m, 1, ri(0, 30), ri(0, 9), b64(rbytes(32)), m, 1, ri(0, 30), ri(0, 9), b64(rbytes(32)))
        cat = 'go.sum lines'
    elif k == 4:
        snip = '%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s' % (rs(DG, 12), pick(AWS_REGIONS), ctx.svc, hexs(64))
        cat = 'image digest'
    elif k == 5:
        snip = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            pick(['chart.js', 'alpinejs', 'htmx.org']), ri(1, 4), ri(0, 9), ri(0, 9), b64(rbytes(48)))
        cat = 'SRI integrity'
    else:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "%d.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (
            5, ri(10, 80), b64(rbytes(32)), hexs(64))
        cat = 'terraform lock hashes'
    ct = CT(snip, pick(['the release page', 'package-lock.json', 'requirements.txt', 'go.sum', '.terraform.lock.hcl', 'the build log']), '', cat)
    mc = cfill(ctx, {'en': ['The {svc} build failed with a checksum mismatch after {person} bumped a dependency.', 'I did not know the lockfile pins hashes, so a mirror with a rebuilt artifact broke CI.',
                            'Needed to verify the downloaded artifact for {svc} before deploying to {env}.'],
                     'ko': ['{person}님이 의존성 버전을 올린 뒤 {svc} 빌드가 체크섬 불일치로 실패.', '락파일에 해시가 고정돼 있다는 걸 몰라서, 재빌드된 아티팩트를 주는 미러 때문에 CI가 깨짐.',
                            '{env} 배포 전에 {svc} 아티팩트 무결성을 확인해야 했음.']})
    les = cfill(ctx, {'en': ['Regenerate the lockfile instead of editing hashes by hand.', 'Compare digests, not tags, when checking what is deployed.'],
                      'ko': ['해시는 손으로 고치지 말고 락파일을 다시 생성할 것.', '배포된 버전 확인은 태그가 아니라 digest로 비교할 것.']})
    ask = cfill(ctx, {'en': ['Should the mirror be allowed to serve rebuilt artifacts?', ''], 'ko': ['미러가 재빌드된 아티팩트를 제공해도 되는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: hashes/digests: %s' % cat, f


def c_git(lang):
    ctx = Ctx(lang)
    k = ri(0, 4)
    if k == 0:
        sl_ = pick([7, 7, 8, 9])
        snip = '\n'.join(['%s %s' % (hexs(sl_), pick(['fix: retry on 503 from upstream', 'chore(deps): bump axios', 'feat: add %s webhook' % ctx.svc,
                                                                'refactor: split config loader', 'revert "feat: new cache"', 'test: stabilise flaky e2e'])) for _ in range(ri(3, 6))])
        cat = 'git log --oneline'
    elif k == 1:
        a = hexs(40)
        snip = '$ git bisect good %s\n%s is the first bad commit\ncommit %s\nAuthor: %s <%s@%s>\nDate:   %s' % (hexs(40), a, a, ctx.person, pick(USERS), domain(), ctx.date)
        cat = 'git bisect result'
    elif k == 2:
        snip = 'https://github.com/%s/%s/compare/%s...%s' % (ctx.org, ctx.svc, hexs(40), hexs(40))
        cat = 'compare URL with SHAs'
    elif k == 3:
        snip = '\n'.join(['%s HEAD@{%d}: %s' % (hexs(7), i, pick(['checkout: moving from main to fix/%s' % ctx.svc, 'commit: wip', 'rebase (finish): returning to refs/heads/main', 'reset: moving to HEAD~1'])) for i in range(ri(3, 5))])
        cat = 'git reflog'
    else:
        snip = ' %s vendor/%s (v%d.%d.%d)\n+%s libs/proto (heads/main)' % (hexs(40), pick(['openssl', 'protobuf', 'grpc']), ri(1, 3), ri(0, 20), ri(0, 9), hexs(40))
        cat = 'git submodule status'
    ct = CT(snip, pick(['the terminal', 'git', 'the PR']), '', cat)
    mc = cfill(ctx, {'en': ['A regression in {svc} showed up on {env} and I did not know which commit was deployed.', 'I needed to find when the retry logic in {svc} changed.',
                            '{person} asked which revision the {env} release was cut from.'],
                     'ko': ['{env}에서 {svc} 회귀가 발생했는데 어느 커밋이 배포됐는지 몰랐음.', '{svc} 재시도 로직이 언제 바뀌었는지 찾아야 했음.', '{person}님이 {env} 릴리스가 어느 리비전에서 나왔는지 물어봄.']})
    les = cfill(ctx, {'en': ['The deployed SHA is in the image label org.opencontainers.image.revision.', 'git bisect with a scripted test found it in a few steps.'],
                      'ko': ['배포된 SHA는 이미지 라벨 org.opencontainers.image.revision에 있음.', '테스트 스크립트로 git bisect 돌리니 몇 단계 만에 찾음.']})
    ask = cfill(ctx, {'en': ['Should release notes include the full commit SHA?', ''], 'ko': ['릴리스 노트에 전체 커밋 SHA를 넣을지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: git SHAs: %s' % cat, f


def c_request_ids(lang):
    ctx = Ctx(lang)
    t = '%sT%02d:%02d:%02dZ' % (ctx.date, ri(0, 23), ri(0, 59), ri(0, 59))
    k = ri(0, 5)
    if k == 0:
        snip = '%s ERROR [%s] upstream timeout request_id=%s trace_id=%s span_id=%s' % (t, ctx.svc, uuid4(), hexs(32), hexs(16))
        cat = 'request/trace ids in log'
    elif k == 1:
        snip = 'HTTP/1.1 500 Internal Server Error\nx-amzn-RequestId: %s\nx-amz-apigw-id: %s=\nX-Amzn-Trace-Id: Root=1-%s-%s' % (uuid4(), rs(AN, 15), hexs(8), hexs(24))
        cat = 'AWS response ids'
    elif k == 2:
        snip = 'traceparent: 00-%s-%s-01\ncf-ray: %s-ICN\nx-request-id: %s' % (hexs(32), hexs(16), hexs(16), uuid4())
        cat = 'traceparent / cf-ray'
    elif k == 3:
        snip = 'Sentry event %s (issue %s-%s), release %s@%s' % (hexs(32), ctx.svc.upper().replace('-', ''), rs(ANU, 3), ctx.svc, hexs(12))
        cat = 'Sentry event id'
    elif k == 4:
        snip = '{"id": "req_%s", "object": "error", "idempotency_key": "%s"}' % (rs(AN, 14), uuid4())
        cat = 'API request id + idempotency key'
    else:
        snip = 'job %s (ulid) -> pod %s-%s-%s, uid %s' % (rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26), ctx.svc, rs(ANL, 10), rs(ANL, 5), uuid4())
        cat = 'ULID / pod uid'
    ct = CT(snip, pick(['the pod logs', 'the response headers', 'Sentry', 'the API response']), '', cat)
    mc = cfill(ctx, {'en': ['Support escalated {ticket}: intermittent 500s from {svc} on {env}. I did not know which ids the upstream team needs.',
                            'I could not correlate the client error with our logs for {svc}.'],
                     'ko': ['{ticket} 에스컬레이션: {env}의 {svc}에서 간헐적 500. 상대 팀이 어떤 ID를 필요로 하는지 몰랐음.', '클라이언트 에러와 {svc} 로그를 연결할 수가 없었음.']})
    les = cfill(ctx, {'en': ['Always send the request id and trace id when escalating; they are safe to share.', 'Search the log index by trace_id, not by timestamp.'],
                      'ko': ['에스컬레이션할 때는 request id와 trace id를 같이 전달. 공유해도 되는 값임.', '로그 검색은 시간 말고 trace_id로 할 것.']})
    ask = cfill(ctx, {'en': ['Which id does the vendor support desk expect?', ''], 'ko': ['벤더 지원팀은 어떤 ID를 원하는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: request/trace ids: %s' % cat, f


def ssh_pub_ed25519():
    return 'ssh-ed25519 ' + b64(_sshstr(b'ssh-ed25519') + _sshstr(rbytes(32)))


def ssh_pub_rsa():
    return 'ssh-rsa ' + b64(_sshstr(b'ssh-rsa') + _sshstr(b'\x01\x00\x01') + _sshstr(b'\x00' + rbytes(256)))


def c_public_keys(lang):
    ctx = Ctx(lang)
    k = ri(0, 7)
    who = '%s@%s' % (pick(USERS), pick(['laptop', 'ci', 'bastion', 'macbook-pro']))
    if k == 0:
        snip = '%s %s\n%s %s' % (ssh_pub_ed25519(), who, ssh_pub_ed25519(), '%s@%s' % (pick(USERS), 'deploy'))
        cat, f = 'authorized_keys', '~/.ssh/authorized_keys'
    elif k == 1:
        snip = '%s %s' % (ssh_pub_rsa(), who)
        cat, f = 'ssh-rsa public key', 'id_rsa.pub'
    elif k == 2:
        der = bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d030107034200') + b'\x04' + rbytes(64)
        snip = pem_block('PUBLIC KEY', wrap(b64(der), 64))
        cat, f = 'PEM public key', 'jwt-public.pem'
    elif k == 3:
        snip = 'age1%s' % rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)
        snip = '# recipients for sops\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: %s' % snip
        cat, f = 'age recipient (public)', '.sops.yaml'
    elif k == 4:
        snip = '[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32' % (who, b64(rbytes(32)), ri(0, 255), ri(2, 254))
        cat, f = 'WireGuard peer public key', 'wg0.conf (server side, no private key shown)'
    elif k == 5:
        fp = hexs(40).upper()
        snip = 'pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] %s <%s@%s>' % (' '.join(wrap(fp, 4)), ctx.person, pick(USERS), domain())
        cat, f = 'GPG fingerprint', 'gpg --list-keys'
    elif k == 6:
        snip = '256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)' % (b64(rbytes(32)).rstrip('='), who, b64(rbytes(32)).rstrip('='), who)
        cat, f = 'SSH key fingerprints', 'ssh-keygen -lf'
    else:
        snip = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 27), b64u(rbytes(256)))
        cat, f = 'JWKS public key', '/.well-known/jwks.json'
    ct = CT(snip, f, '', cat)
    mc = cfill(ctx, {'en': ['Access to the {env} bastion failed for the new CI runner; I did not know which public key was registered.',
                            'JWT verification failed in {svc} after the IdP rotated its signing key.', '{person} asked me to add their key so they can deploy {svc}.'],
                     'ko': ['새 CI 러너가 {env} 배스천 접속에 실패. 어떤 공개 키가 등록돼 있는지 몰랐음.', 'IdP 서명 키 교체 후 {svc}에서 JWT 검증 실패.', '{person}님이 {svc} 배포할 수 있게 키 등록해 달라고 함.']})
    les = cfill(ctx, {'en': ['Public keys and fingerprints are safe to paste in tickets; private keys never leave the machine.', 'Fetch the JWKS at startup and cache it with a short TTL.'],
                      'ko': ['공개 키와 지문은 티켓에 붙여도 됨. 개인 키는 절대 밖으로 꺼내지 않음.', 'JWKS는 기동 시 받아서 짧은 TTL로 캐시할 것.']})
    ask = cfill(ctx, {'en': ['Should old keys be removed from {f} right away?', ''], 'ko': ['{f}에서 예전 키를 바로 지워도 되는지?', '']}, f=f)
    fl, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: public key material: %s' % cat, fl


def c_ids(lang):
    ctx = Ctx(lang)
    k = ri(0, 8)
    acct = rs(DG, 12)
    if k == 0:
        snip = 'role_arn = "arn:aws:iam::%s:role/%s-%s-deployer"\nkms_key_id = "arn:aws:kms:%s:%s:key/%s"\nami = "ami-%s"\nsecurity_groups = ["sg-%s"]' % (
            acct, ctx.svc, ctx.env, pick(AWS_REGIONS), acct, uuid4(), hexs(17), hexs(17))
        cat = 'AWS account id, ARNs, AMI and SG ids'
    elif k == 1:
        snip = 'TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}' % (hexs(32), hexs(32))
        cat = 'Twilio Account SID (identifier)'
    elif k == 2:
        snip = 'GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s/auth/google/callback' % (ri(10 ** 11, 10 ** 12), rs(ANL, 32), domain())
        cat = 'OAuth client id'
    elif k == 3:
        snip = 'app_id: %d\ninstallation_id: %d\nclient_id: Iv23li%s\nwebhook_url: https://%s/github/events' % (ri(100000, 999999), ri(10 ** 7, 10 ** 8), rs(AN, 14), domain())
        cat = 'GitHub App ids'
    elif k == 4:
        snip = 'customer=cus_%s payment_intent=pi_%s price=price_%s account=acct_%s' % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 16))
        cat = 'Stripe object ids'
    elif k == 5:
        snip = 'channel=C0%s team=T0%s user=U0%s thread_ts=%d.%06d' % (rs(ANU, 8), rs(ANU, 8), rs(ANU, 8), ts(), ri(0, 999999))
        cat = 'Slack ids'
    elif k == 6:
        snip = 'wechat_appid: wx%s\nfeishu_app_id: cli_%s\nnaver_client_id: %s\nkakao_app_id: %d' % (hexs(16), hexs(16), rs(AN, 20), ri(100000, 999999))
        cat = 'Asian app ids (WeChat AppID, Feishu app_id, Naver client id)'
    elif k == 7:
        snip = 'ARM_TENANT_ID=%s\nARM_SUBSCRIPTION_ID=%s\nARM_CLIENT_ID=%s\nARM_USE_OIDC=true' % (uuid4(), uuid4(), uuid4())
        cat = 'Azure tenant/subscription/client ids with OIDC'
    else:
        snip = 'APPLE_TEAM_ID=%s\nAPPLE_KEY_ID=%s\nBUNDLE_ID=com.%s.%s\nGA_MEASUREMENT_ID=G-%s' % (rs(ANU, 10), rs(ANU, 10), ctx.org, ctx.svc.replace('-', ''), rs(ANU, 10))
        cat = 'Apple team/key ids'
    ct = CT(snip, pick(['.env', 'config.yaml', 'the ticket', 'terraform.tfvars']), '', cat)
    mc = cfill(ctx, {'en': ['I was not sure which of these {svc} values are secrets and which are plain identifiers.', 'Review of {ticket} flagged the config as "contains keys"; I needed to check.',
                            'Setting up {svc} on {env} needed the account and app identifiers from {person}.'],
                     'ko': ['{svc} 설정값 중 어떤 게 시크릿이고 어떤 게 단순 식별자인지 헷갈렸음.', '{ticket} 리뷰에서 "키 포함" 지적을 받아 확인이 필요했음.', '{env}에 {svc} 세팅하려면 {person}님에게 계정/앱 식별자를 받아야 했음.']})
    les = cfill(ctx, {'en': ['These are identifiers, not credentials; they can stay in the repo.', 'Only the values referenced through the secret store are sensitive.'],
                      'ko': ['이 값들은 식별자라서 레포에 있어도 됨.', '민감한 건 시크릿 저장소로 참조하는 값뿐임.']})
    ask = cfill(ctx, {'en': ['Is there a list of which config keys count as secrets?', ''], 'ko': ['어떤 설정 키가 시크릿인지 정리된 목록이 있는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: non-secret identifiers: %s' % cat, f


def c_base64(lang):
    ctx = Ctx(lang)
    k = ri(0, 4)
    if k == 0:
        cfg = ('log_level: info\nfeature_flags:\n  new_checkout: %s\nregion: %s\n' % (pick(['true', 'false']), pick(AWS_REGIONS))).encode()
        snip = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  app.yaml: %s' % (ctx.svc, b64(cfg))
        cat = 'ConfigMap binaryData'
    elif k == 1:
        cur = b64u(json.dumps({'offset': ri(100, 90000), 'ts': ts(), 'sort': 'created_at'}, separators=(',', ':')).encode())
        snip = '{\n  "data": [...],\n  "next_page_token": "%s"\n}' % cur
        cat = 'pagination cursor'
    elif k == 2:
        ev = json.dumps({'event': pick(['order.created', 'user.signup', 'refund.issued']), 'id': ri(10 ** 5, 10 ** 7), 'env': ctx.env}, separators=(',', ':'))
        snip = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "%sT01:02:03.456Z"}}' % (b64(ev.encode()), ri(10 ** 15, 10 ** 16), ctx.date)
        cat = 'Pub/Sub push payload'
    elif k == 3:
        hdr = b64u(json.dumps({'alg': 'RS256', 'typ': 'JWT', 'kid': rs(B64U, 27)}, separators=(',', ':')).encode())
        snip = '$ echo %s | base64 -d\n{"alg":"RS256","typ":"JWT","kid":"..."}' % hdr
        cat = 'decoded JWT header only'
    else:
        snip = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42m%s==' % rs(B64, 20)
        cat = 'data URI'
    ct = CT(snip, pick(['kubectl get cm -o yaml', 'the API response', 'the push endpoint log', 'the terminal']), '', cat)
    mc = cfill(ctx, {'en': ['A base64 blob in the {svc} payload looked like a leaked key; I needed to check what it was.', 'Debugging {svc} on {env}, I could not read the encoded field.'],
                     'ko': ['{svc} 페이로드의 base64 덩어리가 유출된 키처럼 보여서 정체를 확인해야 했음.', '{env}에서 {svc} 디버깅하는데 인코딩된 필드를 읽을 수 없었음.']})
    les = cfill(ctx, {'en': ['Decode before panicking: it is plain configuration data, not a credential.', 'base64 is encoding, not encryption; this one only carries non-sensitive data.'],
                      'ko': ['당황하기 전에 디코딩부터. 자격 증명이 아니라 일반 설정 데이터임.', 'base64는 암호화가 아니라 인코딩. 이 값은 민감하지 않은 데이터만 담고 있음.']})
    ask = cfill(ctx, {'en': ['Should we log decoded payloads instead?', ''], 'ko': ['디코딩한 페이로드를 로그에 남기는 게 나은지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: base64 of non-secret data: %s' % cat, f


def c_long_ids(lang):
    ctx = Ctx(lang)
    k = ri(0, 4)
    if k == 0:
        snip = 'arn:aws:cloudformation:%s:%s:stack/%s-%s-%s/%s' % (pick(AWS_REGIONS), rs(DG, 12), ctx.svc, ctx.env, rs(ANU, 12), uuid4())
        cat = 'CloudFormation stack id'
    elif k == 1:
        snip = '\n'.join(['%s-%s-%s   %s/%s   Running   %d' % (ctx.svc, rs(ANL, 10), rs(ANL, 5), ri(0, 1), 1, ri(0, 9)) for _ in range(3)])
        cat = 'pod names with hash suffixes'
    elif k == 2:
        snip = 's3://%s-datalake-%s/raw/events/dt=%s/hour=%02d/part-00000-%s-c000.snappy.parquet' % (ctx.org, ctx.env, ctx.date, ri(0, 23), uuid4())
        cat = 'long object key'
    elif k == 3:
        snip = '//services/%s/internal/handlers:%s_integration_test_%s' % (ctx.svc.replace('-', '_'), pick(['payment', 'retry', 'webhook']), rs(ANL, 6))
        cat = 'Bazel target'
    else:
        snip = 'tests/integration/test_%s.py::TestRefundFlow::test_partial_refund_with_coupon_and_point_usage_should_rollback_when_pg_returns_timeout[%s]' % (
            ctx.svc.replace('-', '_'), pick(['toss', 'kakaopay', 'nicepay']))
        cat = 'long test id'
    ct = CT(snip, pick(['the terminal', 'the CI log', 'the console']), '', cat)
    mc = cfill(ctx, {'en': ['A long generated name in {svc} made the log look like it contained a token.', 'I needed the exact resource name for {ticket}.'],
                     'ko': ['{svc} 로그의 긴 자동 생성 이름이 토큰처럼 보였음.', '{ticket} 처리하려면 정확한 리소스 이름이 필요했음.']})
    les = cfill(ctx, {'en': ['Copy resource identifiers from the console, not from memory.', 'These suffixes are generated by the controller and carry no secret.'],
                      'ko': ['리소스 식별자는 기억에 의존하지 말고 콘솔에서 복사할 것.', '이런 접미사는 컨트롤러가 만든 것이고 비밀 값이 아님.']})
    ask = cfill(ctx, {'en': ['Can we shorten the generated names?', ''], 'ko': ['자동 생성 이름을 줄일 수 있는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: long identifiers: %s' % cat, f


def c_versions(lang):
    ctx = Ctx(lang)
    sha = hexs(7)
    snip = pick(['com.squareup.okhttp3:okhttp %d.%d.%d -> 4.12.0' % (4, ri(0, 11), ri(0, 9)),
                 'node v20.%d.%d, npm 10.%d.%d, pnpm 9.%d.%d' % (ri(0, 18), ri(0, 9), ri(0, 9), ri(0, 9), ri(0, 15), ri(0, 9)),
                 'build %s-rc.%d+sha.%s' % (ctx.date.replace('-', '.'), ri(1, 9), sha),
                 'v2.%d.%d-%d-g%s' % (ri(0, 20), ri(0, 9), ri(1, 40), sha),
                 'Chrome %d.0.%d.%d / kernel 6.8.0-%d-aws' % (ri(120, 135), ri(6000, 7000), ri(10, 200), ri(1000, 1100)),
                 'versionCode %s%02d, versionName %d.%d.%d' % (ctx.date.replace('-', ''), ri(0, 99), ri(1, 9), ri(0, 20), ri(0, 9))])
    ct = CT(snip, pick(['the changelog', 'the build log', 'package.json']), '', 'versions')
    mc = cfill(ctx, {'en': ['{svc} behaved differently on {env} because a transitive dependency was upgraded.', 'I did not know which build was on the test devices.'],
                     'ko': ['전이 의존성 업그레이드 때문에 {env}의 {svc} 동작이 달라졌음.', '테스트 단말에 어떤 빌드가 깔렸는지 몰랐음.']})
    les = cfill(ctx, {'en': ['Pin the version and record it in the release notes.', 'Check the build string on the device before reproducing.'],
                      'ko': ['버전을 고정하고 릴리스 노트에 기록할 것.', '재현 전에 단말의 빌드 문자열부터 확인할 것.']})
    f, w = cplace(ctx, mc, les, '', ct)
    return 'clean: version strings', f


def c_policy(lang):
    ctx = Ctx(lang)
    k = ri(0, 2)
    if k == 0:
        snip = 'minlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nlcredit = -1\nretry = 3\nenforce_for_root' % pick([12, 14, 16])
        ct = CT(snip, '/etc/security/pwquality.conf', 'ini', 'pwquality.conf')
    elif k == 1:
        snip = '{\n  "MinimumPasswordLength": %d,\n  "RequireSymbols": true,\n  "RequireNumbers": true,\n  "MaxPasswordAge": %d,\n  "PasswordReusePrevention": %d\n}' % (
            pick([12, 14]), pick([90, 180]), pick([5, 12, 24]))
        ct = CT(snip, 'aws iam get-account-password-policy', 'json', 'IAM password policy')
    else:
        snip = 'length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(%d)' % (pick([10, 12]), pick([3, 5]))
        ct = CT(snip, 'Keycloak realm settings', '', 'Keycloak password policy')
    mc = cfill(ctx, {'en': ['Users of {svc} could not reset their password; I did not know the policy had changed in {ticket}.', 'Security asked what our password rules are for the {env} admin console.'],
                     'ko': ['{svc} 사용자가 비밀번호 재설정을 못 함. {ticket}에서 정책이 바뀐 걸 몰랐음.', '보안팀이 {env} 어드민 콘솔의 비밀번호 규칙을 물어봄.']})
    les = cfill(ctx, {'en': ['Passwords must be at least 12 characters with a symbol and a digit, and rotate every 90 days. Show the rule in the error message.',
                             'Store passwords with bcrypt (cost 12) or argon2id; never log the submitted value.'],
                      'ko': ['비밀번호는 최소 12자, 특수문자와 숫자 포함, 90일마다 변경. 에러 메시지에 규칙을 표시할 것.', '비밀번호는 bcrypt(cost 12)나 argon2id로 저장하고 입력값은 절대 로그에 남기지 말 것.']})
    ask = cfill(ctx, {'en': ['Should service accounts follow the same rotation rule?', ''], 'ko': ['서비스 계정도 같은 교체 주기를 따라야 하는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: password policy without values (%s)' % ct['cat'], f


def c_flags(lang):
    ctx = Ctx(lang)
    en = ['`mysql -u app -p -h {h}` prompts for the password when -p has no value; the attached form -pSECRET would land in shell history.',
          'Use `echo "$REGISTRY_TOKEN" | docker login ghcr.io -u ci-bot --password-stdin` instead of -p; the variable comes from the CI secret.',
          'psql reads PGPASSFILE (default ~/.pgpass) so `psql -h {h} -U app` needs no flag at all.',
          '`redis-cli -a` prints a warning; set REDISCLI_AUTH in the environment instead of passing the password on the command line.',
          '`sshpass -e` reads SSHPASS from the environment, which is safer than `sshpass -p`.',
          '`curl -u admin https://{h}/` with no colon makes curl prompt for the password.',
          '`kubectl create secret generic db --from-file=password=./password.txt` keeps the value out of the command line.',
          '`mysql_config_editor set --login-path=ro --user=ro --password` stores it encrypted and prompts interactively.']
    ko = ['`mysql -u app -p -h {h}`처럼 -p 뒤에 값이 없으면 프롬프트로 비밀번호를 물어봄. -p비번 붙여 쓰면 셸 히스토리에 남음.',
          '-p 대신 `echo "$REGISTRY_TOKEN" | docker login ghcr.io -u ci-bot --password-stdin` 사용. 변수는 CI 시크릿에서 옴.',
          'psql은 PGPASSFILE(기본 ~/.pgpass)을 읽으므로 `psql -h {h} -U app`에는 플래그가 필요 없음.',
          '`redis-cli -a`는 경고를 출력함. 커맨드라인 대신 REDISCLI_AUTH 환경 변수를 쓸 것.',
          '`sshpass -e`는 SSHPASS 환경 변수를 읽으므로 `sshpass -p`보다 안전함.',
          '`curl -u admin https://{h}/`처럼 콜론 없이 쓰면 curl이 비밀번호를 물어봄.',
          '`kubectl create secret generic db --from-file=password=./password.txt`로 값을 커맨드라인에서 빼낼 것.',
          '`mysql_config_editor set --login-path=ro --user=ro --password`는 대화형으로 받아 암호화 저장함.']
    h = host()
    line = pick(ko if lang == 'ko' else en).format(h=h)
    mc = cfill(ctx, {'en': ['Security review of {svc} scripts flagged passwords on the command line.', 'I did not know how {svc} scripts should pass credentials to CLI tools.'],
                     'ko': ['{svc} 스크립트 보안 리뷰에서 커맨드라인 비밀번호가 지적됨.', '{svc} 스크립트가 CLI 도구에 자격 증명을 어떻게 넘겨야 하는지 몰랐음.']})
    les = line + ' ' + cfill(ctx, {'en': ['Updated the runbook accordingly.', 'Same applies in CI.'], 'ko': ['런북도 그렇게 수정함.', 'CI에서도 동일.']})
    ask = cfill(ctx, {'en': ['Should I sweep the other scripts for the same pattern?', ''], 'ko': ['다른 스크립트도 같은 패턴이 있는지 전수 조사할지?', '']})
    return 'clean: flags explained in prose', {'missing_context': mc, 'lesson': les, 'ask_next_time': ask}


def c_encrypted(lang):
    ctx = Ctx(lang)
    k = ri(0, 6)
    if k == 0:
        def enc(n):
            return 'ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]' % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        snip = 'db_password: %s\nstripe_secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: "%sT03:14:15Z"\n    mac: %s\n    version: 3.9.1' % (
            enc(ri(16, 30)), enc(ri(30, 40)), rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58), ctx.date, enc(32))
        cat, f = 'SOPS-encrypted YAML', 'secrets/%s.enc.yaml' % ctx.env
    elif k == 1:
        body = hexs(ri(300, 420))
        snip = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(wrap(body, 80))
        cat, f = 'Ansible Vault', 'group_vars/%s/vault.yml' % ctx.env
    elif k == 2:
        snip = ('apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s\n') % (
            ctx.svc, ctx.env, rs(B64, ri(300, 420)))
        cat, f = 'SealedSecret', 'k8s/%s/sealed-db.yaml' % ctx.env
    elif k == 3:
        snip = pem_block('AGE ENCRYPTED FILE', wrap(b64(b'age-encryption.org/v1\n-> X25519 ' + rbytes(ri(150, 230))), 64))
        cat, f = 'age armored ciphertext', 'backup.env.age'
    elif k == 4:
        snip = '{\n  "KeyId": "arn:aws:kms:%s:%s:key/%s",\n  "CiphertextBlob": "AQICAHh%s"\n}' % (pick(AWS_REGIONS), rs(DG, 12), uuid4(), rs(B64, ri(180, 260)))
        cat, f = 'KMS ciphertext blob', 'aws kms encrypt output'
    elif k == 5:
        snip = '<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>nexus-deploy</id>\n  <username>deploy</username>\n  <password>{AQAAABAAAAAQ%s}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>' % rs(B64, 60)
        cat, f = 'Jenkins encrypted credential', 'credentials.xml'
    else:
        snip = '{\n  "_public_key": "%s",\n  "database_password": "EJ[1:%s:%s:%s]"\n}' % (hexs(64), b64(rbytes(32)), b64(rbytes(24)), b64(rbytes(ri(30, 48))))
        cat, f = 'EJSON encrypted value', 'config/secrets.%s.ejson' % ctx.env
    ct = CT(snip, f, '', cat)
    mc = cfill(ctx, {'en': ['The encrypted secrets file for {svc} looked like it exposed values; I did not know it was safe to commit.', 'Decryption failed on {env} after {person} re-keyed the repo.',
                            'I needed to change one value in the encrypted file without seeing the others.'],
                     'ko': ['{svc}의 암호화된 시크릿 파일이 값이 노출된 것처럼 보였음. 커밋해도 안전하다는 걸 몰랐음.', '{person}님이 키를 재설정한 뒤 {env}에서 복호화 실패.', '암호화 파일에서 다른 값은 안 보고 값 하나만 바꿔야 했음.']})
    les = cfill(ctx, {'en': ['Ciphertext is safe in git; only the decryption key must stay out. Edit with the tool, never by hand.', 'Re-encrypt after rotating recipients, then commit the file as is.'],
                      'ko': ['암호문은 git에 있어도 됨. 복호화 키만 밖에 두면 됨. 수정은 손이 아니라 도구로.', '수신자 교체 후 재암호화하고 파일은 그대로 커밋.']})
    ask = cfill(ctx, {'en': ['Who holds the decryption key for {env}?', ''], 'ko': ['{env} 복호화 키는 누가 갖고 있는지?', '']})
    fl, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: encrypted blob: %s' % cat, fl


def pub_key_item():
    k = ri(0, 17)
    if k == 0:
        v = 'pk_live_51' + rs(AN, 97)
        return 'Stripe publishable key', "const stripe = Stripe('%s');" % v
    if k == 1:
        snip = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s-app.firebaseapp.com",\n  projectId: "%s-app",\n  storageBucket: "%s-app.appspot.com",\n'
                '  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};') % (rs(B64U, 35), pick(ORGS), pick(ORGS), pick(ORGS), ri(10 ** 11, 10 ** 12), ri(10 ** 11, 10 ** 12), hexs(22))
        return 'Firebase web config apiKey', snip
    if k == 2:
        return 'reCAPTCHA site key', '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    if k == 3:
        p = b64u(json.dumps({'u': pick(ORGS), 'a': rs(ANL, 25)}, separators=(',', ':')).encode())
        return 'Mapbox public token', "mapboxgl.accessToken = 'pk.%s.%s';" % (p, rs(B64U, 22))
    if k == 4:
        return 'Algolia search-only key', "const client = algoliasearch('%s', '%s');" % (rs(ANU, 10), hexs(32))
    if k == 5:
        return 'Kakao JavaScript key', "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % hexs(32)
    if k == 6:
        return 'Toss Payments client key', "const tossPayments = await loadTossPayments('live_ck_%s');" % rs(AN, 28)
    if k == 7:
        return 'PostHog project key', "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' });" % rs(AN, 43)
    if k == 8:
        return 'Sentry DSN', "Sentry.init({ dsn: 'https://%s@o%d.ingest.us.sentry.io/%d', tracesSampleRate: 0.1 });" % (hexs(32), ri(10 ** 5, 10 ** 7), ri(10 ** 6, 10 ** 8))
    if k == 9:
        t = jwt({'iss': 'supabase', 'ref': rs(LO, 20), 'role': 'anon'}, 'HS256')
        return 'Supabase anon key', "const supabase = createClient('https://%s.supabase.co', '%s');" % (rs(LO, 20), t)
    if k == 10:
        return 'Google Maps browser key', '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
    if k == 11:
        return 'Naver Maps client id', '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10)
    if k == 12:
        return 'Datadog RUM client token', "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), hexs(32))
    if k == 13:
        return 'LaunchDarkly client-side id', "const ldClient = LDClient.initialize('%s', context);" % hexs(24)
    if k == 14:
        return 'hCaptcha site key', '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
    if k == 15:
        return 'Cloudflare Turnstile site key', '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
    if k == 16:
        return 'Braintree tokenization key', "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ANL, 8), rs(ANL, 16))
    return 'Clerk publishable key', "<ClerkProvider publishableKey=\"pk_live_%s\">" % b64(('clerk.%s$' % domain()).encode()).rstrip('=')


def c_publishable(lang):
    ctx = Ctx(lang)
    name, snip = pub_key_item()
    ct = CT(snip, pick(['src/main.ts', 'index.html', 'app/layout.tsx', 'public/index.html', 'src/lib/client.js']), '', name)
    mc = cfill(ctx, {'en': ['A secret scanner flagged the {n} in the {svc} frontend; I did not know whether it must be hidden.',
                            'The {n} did not work on {env} because the allowed domains list was missing the new host.',
                            '{person} asked if the {n} in the bundle is a leak.'],
                     'ko': ['시크릿 스캐너가 {svc} 프론트엔드의 {n}를 잡았는데 숨겨야 하는 값인지 몰랐음.', '{env}에서 {n}가 동작 안 함. 허용 도메인 목록에 새 호스트가 빠져 있었음.',
                            '{person}님이 번들에 들어간 {n}가 유출 아니냐고 물어봄.']}, n=name)
    les = cfill(ctx, {'en': ['The {n} is documented as public and is meant to ship to browsers; restrict it by domain instead of hiding it.', 'Keep the {n} in the client bundle; only the server-side secret belongs in the vault.'],
                      'ko': ['{n}는 공개용으로 문서화된 값이라 브라우저에 노출돼도 됨. 숨기지 말고 도메인 제한을 걸 것.', '{n}는 클라이언트 번들에 둬도 됨. 서버 쪽 시크릿만 금고에 보관.']}, n=name)
    ask = cfill(ctx, {'en': ['Should we add an allow-list entry for the {env} domain?', ''], 'ko': ['{env} 도메인도 허용 목록에 추가할지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: public client key: %s [publishable]' % name, f


def c_redacted(lang):
    ctx = Ctx(lang)
    cr = VCDECK.draw()()
    mark = pick(['[REDACTED]', '<redacted>', '***', '[hidden]', '********', '█████'])
    lines = ['%s=%s' % (envname(n), mark if s else v) for n, v, s in cr['pairs']]
    ct = CT('\n'.join(lines), pick(['the incident doc', 'the ticket', 'the log excerpt']), '', 'already redacted')
    mc = cfill(ctx, {'en': ['The {v} call from {svc} failed on {env}; the values below were redacted before pasting.', 'I only had the redacted copy of the {v} config from {ticket}.'],
                     'ko': ['{env}에서 {svc}의 {v} 호출 실패. 아래 값은 붙이기 전에 가렸음.', '{ticket}에 있는 {v} 설정은 가려진 사본뿐이었음.']}, v=cr['vendor'])
    les = cfill(ctx, {'en': ['Redact values before pasting config into tickets; names are enough to debug.', 'The variable names alone showed that the {env} key was missing.'],
                      'ko': ['티켓에 설정 붙일 때는 값을 가릴 것. 디버깅에는 이름만으로 충분.', '변수 이름만 보고도 {env} 키가 빠진 걸 알 수 있었음.']})
    f, w = cplace(ctx, mc, les, '', ct)
    return 'clean: already-redacted values (%s)' % cr['vendor'], f


def c_indirection(lang):
    ctx = Ctx(lang)
    k = ri(0, 6)
    if k == 0:
        snip = 'export GITHUB_TOKEN="$(gh auth token)"\ngh api repos/%s/%s/actions/runs --jq \'.workflow_runs[0].status\'' % (ctx.org, ctx.svc)
    elif k == 1:
        snip = 'export VAULT_TOKEN=$(vault login -method=oidc -token-only)\nexport DB_PASSWORD=$(vault kv get -field=password secret/%s/db)' % ctx.env
    elif k == 2:
        snip = 'eval "$(aws configure export-credentials --profile %s --format env)"\naws s3 ls s3://%s-%s-artifacts/' % (ctx.env, ctx.org, ctx.env)
    elif k == 3:
        snip = 'docker run --rm --env-file ./.env.%s %s:latest\nkubectl create secret generic %s --from-env-file=.env.%s' % (ctx.env, ctx.svc, ctx.svc, ctx.env)
    elif k == 4:
        snip = 'DB_PASSWORD_FILE=/run/secrets/db_password\n# entrypoint reads the file: export DB_PASSWORD="$(cat "$DB_PASSWORD_FILE")"'
    elif k == 5:
        snip = "password = os.environ['DB_PASSWORD']\napi_key = settings.STRIPE_SECRET_KEY  # injected from Secrets Manager\nclient = Client(api_key=api_key)"
    else:
        snip = "steps:\n  - run: ./deploy.sh\n    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      AWS_ROLE_ARN: ${{ vars.AWS_ROLE_ARN }}"
    ct = CT(snip, pick(['deploy.sh', 'the Makefile', 'the workflow', 'settings.py']), '', 'env indirection')
    mc = cfill(ctx, {'en': ['I did not know how {svc} gets its credentials on {env}; nothing is hard-coded.', 'Local runs of {svc} failed because my shell did not have the variables CI injects.'],
                     'ko': ['{env}에서 {svc}가 자격 증명을 어떻게 받는지 몰랐음. 하드코딩된 값은 없음.', 'CI가 주입하는 변수가 내 셸에 없어서 {svc} 로컬 실행이 실패.']})
    les = cfill(ctx, {'en': ['Credentials are resolved at runtime from the CLI session or secret files; reproduce that locally instead of copying values.',
                             'Use the same indirection locally (login via CLI, read from file) so nothing sensitive lands in the repo.'],
                      'ko': ['자격 증명은 런타임에 CLI 세션이나 시크릿 파일에서 가져옴. 값을 복사하지 말고 로컬에서도 같은 방식으로 재현할 것.', '로컬에서도 같은 간접 참조(CLI 로그인, 파일 읽기)를 써서 레포에 민감 정보가 안 남게 할 것.']})
    ask = cfill(ctx, {'en': ['Do I have permission to log in to the {env} vault from my laptop?', ''], 'ko': ['내 노트북에서 {env} vault 로그인 권한이 있는지?', '']})
    f, w = cplace(ctx, mc, les, ask, ct)
    return 'clean: env-var / secret-file indirection', f


def c_crypto_public(lang):
    ctx = Ctx(lang)
    snip = 'from: 0x%s\nto:   0x%s\ntx:   0x%s\nblock: %d' % (hexs(40), hexs(40), hexs(64), ri(18000000, 21000000))
    if chance(0.4):
        snip += '\ncontract (verified): https://sepolia.etherscan.io/address/0x%s' % hexs(40)
    ct = CT(snip, pick(['the explorer', 'the indexer log', 'the ticket']), '', 'EVM addresses and tx hash')
    mc = cfill(ctx, {'en': ['The payout job in {svc} reported success but the user saw nothing; I needed the transaction.', 'I did not know the indexer lags the chain by a few blocks on {env}.'],
                     'ko': ['{svc} 정산 잡은 성공했다는데 사용자 쪽엔 반영이 안 됨. 트랜잭션 확인이 필요했음.', '{env}에서 인덱서가 체인보다 몇 블록 늦다는 걸 몰랐음.']})
    les = cfill(ctx, {'en': ['Addresses and transaction hashes are public; share them freely when debugging.', 'Wait for 12 confirmations before marking a payout done.'],
                      'ko': ['주소와 트랜잭션 해시는 공개 정보라 디버깅 때 공유해도 됨.', '정산 완료 처리 전에 12 컨펌을 기다릴 것.']})
    f, w = cplace(ctx, mc, les, '', ct)
    return 'clean: public blockchain addresses and tx hash', f


def c_misc(lang):
    ctx = Ctx(lang)
    k = ri(0, 4)
    if k == 0:
        snip = "Content-Security-Policy: script-src 'self' 'sha256-%s' 'nonce-{{ request.csp_nonce }}'" % b64(rbytes(32))
        cat = 'CSP hash'
    elif k == 1:
        snip = 'eth0: %s  inet %s/24\nwlan0: %s' % (':'.join(wrap(hexs(12), 2)), ipv4(), ':'.join(wrap(hexs(12), 2)))
        cat = 'MAC and IP addresses'
    elif k == 2:
        snip = '--brand-primary: #%s;\n--brand-accent: #%s;\n--focus-ring: #%s80;' % (hexs(6), hexs(6), hexs(6))
        cat = 'hex colours'
    elif k == 3:
        snip = 'order_id=%d (snowflake) created_at=%s shard=%d' % (ri(10 ** 17, 10 ** 18), ctx.date, ri(0, 63))
        cat = 'snowflake ids'
    else:
        snip = 'cache key: %s:v%d:%s' % (ctx.svc, ri(1, 9), hexs(40))
        cat = 'cache key with hash'
    ct = CT(snip, pick(['the response headers', 'ip a', 'tokens.css', 'the log', 'the Redis CLI']), '', cat)
    mc = cfill(ctx, {'en': ['I spent time on {svc} ({env}) because a random-looking value in the output made me think something leaked.', 'Ticket {ticket} needed the exact value from the output below.'],
                     'ko': ['{svc}({env}) 출력에 랜덤해 보이는 값이 있어 유출인 줄 알고 시간을 씀.', '{ticket} 처리에 아래 출력의 정확한 값이 필요했음.']})
    les = cfill(ctx, {'en': ['It is generated data with no security meaning.', 'Document what these values are so reviewers stop flagging them.'],
                      'ko': ['보안상 의미 없는 생성 데이터임.', '리뷰어가 계속 지적하지 않도록 이 값들이 뭔지 문서화할 것.']})
    f, w = cplace(ctx, mc, les, '', ct)
    return 'clean: random-looking non-secret: %s' % cat, f


PLAIN = {
    'en': [('The {svc} nightly job ran twice on {date} because the cron schedule was in UTC while the team assumed KST.',
            'Cron expressions in the cluster are UTC; convert before editing and note the zone in a comment.',
            'Should the schedule move to 02:00 KST?'),
           ('Integration tests in {svc} were flaky on CI; I did not know they share one database with parallel jobs.',
            'Give each CI job its own schema (suffix with the job id) and the flakiness disappears.', ''),
           ('Deploying {svc} to {env} timed out because the readiness probe hit /health before migrations finished.',
            'Run migrations in an init container and point the readiness probe at /ready.', 'Is a 60s initialDelaySeconds acceptable?'),
           ('{person} reported that CSV exports from {svc} broke Excel for Korean names.',
            'Write the file as UTF-8 with BOM; Excel needs it to detect the encoding.', ''),
           ('The {svc} container was OOM-killed on {env}; I did not know the JVM ignores the cgroup limit without the right flag.',
            'Set -XX:MaxRAMPercentage=75 and drop the fixed -Xmx.', 'Can we raise the memory limit to 1Gi?'),
           ('A PR to {svc} failed lint because the repo uses ruff with line length 100, not black defaults.',
            'Run `make fmt` before pushing; pre-commit is configured but not installed by default.', ''),
           ('Pagination in the {svc} admin list skipped rows when two items had the same created_at.',
            'Sort by (created_at, id) so the cursor is stable.', 'Should we backfill the missing rows in reports?'),
           ('The {env} load balancer returned 502 after the {svc} upgrade; keep-alive timeout on the app was shorter than the ALB idle timeout.',
            'App keep-alive must be longer than the ALB idle timeout (60s).', ''),
           ('Amounts in {svc} reports were off by one won for some refunds; I did not know the PG rounds each line item separately.',
            'Round per line item, then sum, to match the PG settlement file.', 'Which rounding rule does finance want on the invoice?'),
           ('The {svc} Docker build took 14 minutes on CI because the dependency layer was invalidated by a README change.',
            'Copy only the lockfile before installing dependencies, then copy the rest of the source.', ''),
           ('{person} asked why {svc} emails arrived with the wrong sender name on {env}.',
            'The sender name comes from the template table, not from code; update the row for {env}.', 'Should the sender name be per tenant?'),
           ('A migration on {svc} locked the orders table for 40 seconds on {env}.',
            'Add columns as nullable first, backfill in batches, then add the constraint with NOT VALID and validate later.', ''),
           ('Push notifications from {svc} stopped on iOS after the certificate renewal; the topic was still the old bundle id.',
            'The APNs topic must match the bundle id of the build that is installed.', 'Are the QA builds using a different bundle id?'),
           ('Feature flag changes took five minutes to reach {svc} on {env}; I did not know the SDK polls instead of streaming there.',
            'Streaming is blocked by the egress proxy on {env}; polling every 30s is the agreed compromise.', '')],
    'ko': [('{svc} 야간 잡이 {date}에 두 번 돌았음. 크론 스케줄이 UTC인데 팀은 KST로 알고 있었음.',
            '클러스터의 크론은 UTC 기준. 수정 전에 변환하고 주석에 타임존을 적을 것.', '스케줄을 KST 02:00로 옮길지?'),
           ('CI에서 {svc} 통합 테스트가 간헐적으로 실패. 병렬 잡이 DB 하나를 같이 쓴다는 걸 몰랐음.',
            'CI 잡마다 스키마를 분리(잡 ID 접미사)하니 해결.', ''),
           ('{env}에 {svc} 배포 시 타임아웃. 마이그레이션이 끝나기 전에 readiness probe가 /health를 때렸음.',
            '마이그레이션은 init container에서 돌리고 readiness probe는 /ready로.', 'initialDelaySeconds 60초 괜찮은지?'),
           ('{person}님 제보: {svc} CSV 내보내기에서 한글 이름이 엑셀에서 깨짐.',
            'UTF-8 BOM을 붙여서 저장해야 엑셀이 인코딩을 인식함.', ''),
           ('{env}에서 {svc} 컨테이너가 OOM으로 죽음. JVM이 플래그 없이는 cgroup 제한을 무시한다는 걸 몰랐음.',
            '-XX:MaxRAMPercentage=75 설정하고 고정 -Xmx는 제거.', '메모리 limit을 1Gi로 올려도 되는지?'),
           ('{svc} PR이 lint에서 실패. 레포는 black 기본값이 아니라 ruff(라인 길이 100)를 씀.',
            '푸시 전에 `make fmt` 실행. pre-commit 설정은 있지만 기본 설치는 안 돼 있음.', ''),
           ('{svc} 어드민 목록 페이지네이션에서 created_at이 같은 항목이 누락됨.',
            '(created_at, id)로 정렬해야 커서가 안정적임.', '리포트에서 누락된 행을 백필할지?'),
           ('{svc} 업그레이드 후 {env} 로드밸런서가 502 반환. 앱 keep-alive 타임아웃이 ALB idle 타임아웃보다 짧았음.',
            '앱 keep-alive는 ALB idle 타임아웃(60초)보다 길게.', ''),
           ('{svc} 리포트에서 일부 환불 금액이 1원씩 틀림. PG가 품목별로 반올림한다는 걸 몰랐음.',
            '품목별로 반올림한 뒤 합산해야 PG 정산 파일과 맞음.', '세금계산서에는 어떤 반올림 규칙을 쓸지 재무팀에 확인?'),
           ('README 한 줄 바꿨는데 CI에서 {svc} Docker 빌드가 14분 걸림. 의존성 레이어 캐시가 깨졌음.',
            '의존성 설치 전에는 락파일만 COPY하고, 소스는 그 다음에 복사할 것.', ''),
           ('{person}님 문의: {env}에서 {svc} 메일 발신자 이름이 이상하게 나감.',
            '발신자 이름은 코드가 아니라 템플릿 테이블에서 옴. {env} 행을 수정하면 됨.', '발신자 이름을 테넌트별로 둘지?'),
           ('{env}에서 {svc} 마이그레이션이 orders 테이블을 40초 동안 잠금.',
            '컬럼은 nullable로 먼저 추가하고 배치로 백필한 뒤, 제약은 NOT VALID로 걸고 나중에 validate.', ''),
           ('인증서 갱신 후 iOS에서 {svc} 푸시가 안 옴. topic이 예전 번들 ID로 남아 있었음.',
            'APNs topic은 설치된 빌드의 번들 ID와 같아야 함.', 'QA 빌드는 번들 ID가 다른지?'),
           ('{env}에서 피처 플래그 변경이 {svc}에 반영되기까지 5분 걸림. SDK가 스트리밍이 아니라 폴링한다는 걸 몰랐음.',
            '{env} 환경은 egress 프록시가 스트리밍을 막음. 30초 폴링으로 합의됨.', '')],
}


def c_plain(lang):
    ctx = Ctx(lang)
    mc, les, ask = pick(PLAIN[lang])
    d = {'svc': ctx.svc, 'env': ctx.envl, 'person': ctx.person, 'date': ctx.date}
    return 'clean: plain engineering note', {'missing_context': mc.format(**d), 'lesson': les.format(**d), 'ask_next_time': ask.format(**d)}


CLEAN_PLAN = [(c_placeholder, 22), (c_template, 22), (c_masked, 22), (c_secret_refs, 20), (c_hashes, 18), (c_git, 15),
              (c_request_ids, 18), (c_public_keys, 18), (c_ids, 20), (c_base64, 12), (c_long_ids, 10), (c_versions, 10),
              (c_policy, 12), (c_flags, 14), (c_encrypted, 16), (c_publishable, 30), (c_redacted, 10), (c_indirection, 20),
              (c_crypto_public, 6), (c_misc, 10), (c_plain, 35)]


# ============================================================================
# Build, validate, shuffle, write
# ============================================================================
def build_kind(plan, kind):
    slots_ = []
    for fn, n in plan:
        slots_ += [fn] * n
    assert len(slots_) == N_PER_KIND
    R.shuffle(slots_)
    langs = ['en'] * N_EN_PER_KIND + ['ko'] * N_KO_PER_KIND
    R.shuffle(langs)
    out = []
    rejects = 0
    for fn, lang in zip(slots_, langs):
        for attempt in range(500):
            del USED_VENDORS[:]
            r = fn(lang)
            if r is None:
                rejects += 1
                continue
            if kind == 'secret':
                cat, fields, secrets = r
                secrets = uniq(secrets)
                if field_problems(fields) or window_problems(fields, secrets):
                    rejects += 1
                    continue
            else:
                cat, fields = r
                secrets = []
                if field_problems(fields):
                    rejects += 1
                    continue
            break
        else:
            raise RuntimeError('could not build a valid %s note with %s' % (kind, fn.__name__))
        out.append({'rec': {'lang': lang, 'kind': kind, 'category': cat, 'fields': fields, 'secrets': secrets},
                    'scenario': fn.__name__, 'vendors': list(USED_VENDORS)})
    return out, rejects


def main():
    sec, rej_s = build_kind(SECRET_PLAN, 'secret')
    cln, rej_c = build_kind(CLEAN_PLAN, 'clean')
    allb = sec + cln
    R.shuffle(allb)
    lines = []
    for i, b in enumerate(allb):
        r = b['rec']
        rec = {'id': '%s%03d' % (ID_PREFIX, i + 1), 'lang': r['lang'], 'kind': r['kind'], 'category': r['category'],
               'fields': r['fields'], 'secrets': r['secrets']}
        lines.append(json.dumps(rec, ensure_ascii=False))

    # ---- final assertions over the written form
    recs = [json.loads(x) for x in lines]
    assert len(recs) == 2 * N_PER_KIND
    assert len(uniq([r['id'] for r in recs])) == len(recs)
    for kind in ['secret', 'clean']:
        ks = [r for r in recs if r['kind'] == kind]
        assert len(ks) == N_PER_KIND, kind
        assert len([r for r in ks if r['lang'] == 'en']) == N_EN_PER_KIND
        assert len([r for r in ks if r['lang'] == 'ko']) == N_KO_PER_KIND
    all_secrets = []
    for r in recs:
        assert list(r.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert not field_problems(r['fields']), (r['id'], field_problems(r['fields']))
        if r['kind'] == 'secret':
            wp = window_problems(r['fields'], r['secrets'])
            assert not wp, (r['id'], wp)
            all_secrets += r['secrets']
        else:
            assert r['secrets'] == []
            if r['category'].endswith('[publishable]'):
                assert r['category'].endswith(' [publishable]')
    # no secret value of any secret note leaks into a clean note
    for r in recs:
        if r['kind'] == 'clean':
            blob = '\n'.join(r['fields'].values())
            for s in all_secrets:
                assert s not in blob, (r['id'], s[:20])

    with open(OUT_JSONL, 'w', encoding='utf-8', newline='\n') as fh:
        for x in lines:
            fh.write(x + '\n')

    # ---- summary on stdout (not part of the deliverable)
    def cnt(keyf, items):
        d = {}
        for it in items:
            k = keyf(it)
            d[k] = d.get(k, 0) + 1
        return sorted(d.items())
    print('records', len(recs), 'rejected candidates: secret', rej_s, 'clean', rej_c)
    print('kind x lang', cnt(lambda r: (r['kind'], r['lang']), recs))
    print('secret scenarios', cnt(lambda b: b['scenario'], sec))
    print('clean scenarios', cnt(lambda b: b['scenario'], cln))
    vend = []
    for b in sec:
        vend += b['vendors']
    print('distinct vendors in secret notes', len(uniq(vend)))
    print('vendor list', sorted(uniq(vend)))
    print('distinct secret categories', len(uniq([b['rec']['category'] for b in sec])),
          'distinct clean categories', len(uniq([b['rec']['category'] for b in cln])))
    print('publishable', len([r for r in recs if r['category'].endswith('[publishable]')]))
    print('secret values', len(all_secrets), 'max secret length', max([len(s) for s in all_secrets]),
          'secrets >=100 chars', len([s for s in all_secrets if len(s) >= 100]))


if __name__ == '__main__':
    main()
