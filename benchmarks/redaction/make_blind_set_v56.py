#!/usr/bin/env python3
"""Blind evaluation set v56 for the credential-redaction filter of the agent memory log.

Deterministic: one PRNG (random.Random(56_2026_1126)) drives every choice; no set is
iterated; JSON keys are written in a fixed order.  Usage:

    python3 make_blind_set_v56.py [output.jsonl]      (default: blind_set_v56.jsonl)

Every token body is random; token *shapes* follow the vendors' documented formats as
remembered by the author (see README_v56.txt).
"""
import base64
import hashlib
import json
import string
import sys
import random
from urllib.parse import quote

R = random.Random(56_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B64 = AN + '+/'
B64U = AN + '-_'
B32 = UP + '234567'
B32L = LO + '234567'
BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def rs(n, a=AN):
    return ''.join(R.choice(a) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def dg(n):
    return R.choice('123456789') + rs(n - 1, DG)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n, pad=False):
    s = base64.urlsafe_b64encode(rbytes(n)).decode()
    return s if pad else s.rstrip('=')


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')


def uuid4():
    h = hx(32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def L(lang, en, ko):
    """Pick the text for a language; a list means 'choose one variant'."""
    v = en if lang == 'en' else ko
    if isinstance(v, (list, tuple)):
        return R.choice(v)
    return v


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    return quote(s, safe='')


# ---------------------------------------------------------------- shared vocab
REGIONS = ['ap-northeast-2', 'ap-northeast-1', 'us-east-1', 'eu-central-1', 'us-west-2',
           'ap-southeast-1', 'eu-west-1']
ENVS_EN = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preview', 'canary']
ENVS_KO = ['스테이징', '운영', '개발', 'QA', '샌드박스', '프리뷰', '카나리']
SVC = ['billing-api', 'order-worker', 'auth-gateway', 'notify-svc', 'search-indexer',
       'admin-web', 'settlement-batch', 'media-uploader', 'chat-bot', 'report-cron',
       'payment-webhook', 'user-sync', 'catalog-api', 'ml-inference', 'etl-runner',
       'coupon-service', 'delivery-tracker', 'backoffice', 'crawler', 'data-export']
USERS = ['app', 'svc_app', 'deploy', 'readonly', 'etl_user', 'admin', 'backend', 'api_user',
         'report', 'batch', 'jenkins', 'ci-bot', 'root', 'postgres', 'analytics', 'migrator']
HOSTS = ['db.internal', 'pg-prod-01.corp.local', 'mysql-staging.svc.cluster.local',
         '10.0.3.17', 'rds-main.cluster-cq2x8.ap-northeast-2.rds.amazonaws.com',
         'db-replica.example.internal', '172.16.4.21', 'maria01.infra.lan',
         'orders-db.c7aabbccdd.eu-central-1.rds.amazonaws.com', 'pg.dev.acme.io']
ORGS = ['acme', 'hanbit-labs', 'sunrise-commerce', 'mintpay', 'orbit-data', 'seoul-mobility',
        'kumo-systems', 'nordwind', 'bluefin', 'daon-tech', 'polaris-ai', 'greenleaf']
NAMES_EN = ['Alex', 'Priya', 'Marco', 'Jenny', 'Tom', 'Sara', 'Kenji', 'Lena', 'Omar', 'Chris']
NAMES_KO = ['민수', '지은', '서연', '현우', '도윤', '하린', '준호', '수빈', '태현', '예린', '지훈']
FILES_ENV = ['.env', '.env.local', '.env.staging', '.env.production', 'config/.env.dev',
             'deploy/.env', 'apps/api/.env']


def env_word(lang):
    i = R.randrange(len(ENVS_EN))
    return ENVS_EN[i] if lang == 'en' else ENVS_KO[i]


def person(lang):
    return ch(NAMES_EN) if lang == 'en' else ch(NAMES_KO)


def ts():
    return '2024-%02d-%02dT%02d:%02d:%02d.%03dZ' % (R.randint(1, 12), R.randint(1, 28),
                                                     R.randint(0, 23), R.randint(0, 59),
                                                     R.randint(0, 59), R.randint(0, 999))


def ip():
    return '10.%d.%d.%d' % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))


# ---------------------------------------------------------------- record helpers
def rec(lang, category, mc, le='', ask='', secrets=()):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return {'lang': lang, 'category': category,
            'fields': {'missing_context': mc, 'lesson': le, 'ask_next_time': ask},
            'secrets': out}


def mask(text, secrets):
    """Replace every occurrence of every secret with NUL characters."""
    marks = [False] * len(text)
    for s in sorted(secrets, key=len, reverse=True):
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for k in range(i, i + len(s)):
                marks[k] = True
            start = i + 1
    return ''.join('\0' if m else c for c, m in zip(text, marks))


LIMITS = (('missing_context', 1024), ('lesson', 1024), ('ask_next_time', 512))


def problems(r, kind):
    """Return a list of problems (empty when the record is valid)."""
    p = []
    f = r['fields']
    for k, lim in LIMITS:
        if not isinstance(f[k], str):
            p.append('type ' + k)
        elif len(f[k].encode('utf-8')) > lim:
            p.append('too long %s (%d)' % (k, len(f[k].encode('utf-8'))))
    if not f['missing_context'].strip():
        p.append('empty missing_context')
    if kind == 'clean':
        if r['secrets']:
            p.append('clean note lists secrets')
        return p
    if not r['secrets']:
        p.append('secret note without secrets')
    for s in r['secrets']:
        if len(s) < 8:
            p.append('short secret %r' % s)
        if not any(s in v for v in f.values()):
            p.append('secret not verbatim %r' % s)
    for k, _ in LIMITS:
        m = mask(f[k], r['secrets'])
        for s in r['secrets']:
            for i in range(len(s) - 7):
                if s[i:i + 8] in m:
                    p.append('window %r of %r outside occurrence in %s' % (s[i:i + 8], s, k))
                    break
    return p


# ================================================================ vendor registry
# A vendor entry: name, domain, region, generator of parts, how the credential is sent
# over HTTP (or None), an example API url, and what the credential is called.
# A part is (ENV_NAME, value, listed): listed=False marks identifiers that are not
# credentials (account ids, client ids, regions, ...).
VENDORS = []


def V(name, dom, region, gen, auth=None, url=None, what='API key', slug=None):
    VENDORS.append({'name': name, 'dom': dom, 'region': region, 'gen': gen,
                    'auth': auth, 'url': url, 'what': what, 'slug': slug})


def P(env, val, listed=True):
    return (env, val, listed)


def jwt_like(payload, sig_bytes=32, alg='HS256'):
    h = b64us(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')))
    p = b64us(json.dumps(payload, separators=(',', ':')))
    return h + '.' + p + '.' + b64u(sig_bytes)


def now_epoch():
    return 1700000000 + R.randint(0, 30000000)


# ---- global cloud / infra
V('AWS', 'cloud', 'global', lambda: [
    P('AWS_ACCESS_KEY_ID', 'AKIA' + rs(16, B32)),
    P('AWS_SECRET_ACCESS_KEY', rs(40, B64)),
    P('AWS_DEFAULT_REGION', ch(REGIONS), False)], what='access key pair')
V('AWS STS', 'cloud', 'global', lambda: [
    P('AWS_ACCESS_KEY_ID', 'ASIA' + rs(16, B32)),
    P('AWS_SECRET_ACCESS_KEY', rs(40, B64)),
    P('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2VjE' + rs(R.randint(330, 420), B64) + '=')],
  what='temporary session credentials')
V('Google Cloud', 'cloud', 'global', lambda: [
    P('GOOGLE_API_KEY', 'AIza' + rs(35, B64U))], ('query', 'key'),
  'https://generativelanguage.googleapis.com/v1beta/models', 'API key')
V('Google OAuth', 'auth', 'global', lambda: [
    P('GOOGLE_CLIENT_ID', dg(12) + '-' + rs(32, ANL) + '.apps.googleusercontent.com', False),
    P('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, B64U))], what='OAuth client secret')
V('Google OAuth', 'auth', 'global', lambda: [
    P('GOOGLE_REFRESH_TOKEN', '1//0' + rs(2, UP) + rs(98, B64U))], what='refresh token')
V('Azure Storage', 'cloud', 'global', lambda: [
    P('AZURE_STORAGE_ACCOUNT', ch(['stprodlogs', 'acmeassets', 'mediablob01', 'stdatalake']), False),
    P('AZURE_STORAGE_KEY', b64(64))], what='storage account key')
V('Azure AD', 'auth', 'global', lambda: [
    P('AZURE_TENANT_ID', uuid4(), False), P('AZURE_CLIENT_ID', uuid4(), False),
    P('AZURE_CLIENT_SECRET', rs(3, AN) + '8Q~' + rs(34, AN + '_~.-'))],
  what='app registration client secret')
V('Azure DevOps', 'ci', 'global', lambda: [
    P('AZURE_DEVOPS_EXT_PAT', rs(52, 'abcdefghijklmnopqrstuvwxyz234567'))],
  ('basic', ''), 'https://dev.azure.com/acme/_apis/projects?api-version=7.1', 'PAT')
V('Azure OpenAI', 'ai', 'global', lambda: [
    P('AZURE_OPENAI_ENDPOINT', 'https://%s.openai.azure.com/' % ch(ORGS), False),
    P('AZURE_OPENAI_API_KEY', hx(32))], ('header', 'api-key'),
  'https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01')
V('DigitalOcean', 'cloud', 'global', lambda: [
    P('DIGITALOCEAN_TOKEN', 'dop_v1_' + hx(64))], ('bearer',),
  'https://api.digitalocean.com/v2/droplets', 'personal access token')
V('Cloudflare', 'cloud', 'global', lambda: [
    P('CLOUDFLARE_API_TOKEN', rs(40, B64U))], ('bearer',),
  'https://api.cloudflare.com/client/v4/user/tokens/verify', 'API token')
V('Cloudflare', 'cloud', 'global', lambda: [
    P('CF_API_EMAIL', ch(['ops', 'infra', 'admin']) + '@' + ch(ORGS) + '.com', False),
    P('CF_API_KEY', hx(37))], ('header', 'X-Auth-Key'),
  'https://api.cloudflare.com/client/v4/zones', 'Global API key')
V('Fly.io', 'cloud', 'global', lambda: [
    P('FLY_API_TOKEN', 'FlyV1 fm2_' + rs(R.randint(180, 240), B64) + '==')],
  what='deploy token')
V('Vercel', 'cloud', 'global', lambda: [
    P('VERCEL_TOKEN', rs(24, AN))], ('bearer',), 'https://api.vercel.com/v9/projects', 'token')
V('Netlify', 'cloud', 'global', lambda: [
    P('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(36, AN))], ('bearer',),
  'https://api.netlify.com/api/v1/sites', 'personal access token')
V('Heroku', 'cloud', 'global', lambda: [
    P('HEROKU_API_KEY', 'HRKU-AA' + rs(58, B64U))], ('bearer',),
  'https://api.heroku.com/apps', 'API key')
V('Render', 'cloud', 'global', lambda: [
    P('RENDER_API_KEY', 'rnd_' + rs(32, AN))], ('bearer',), 'https://api.render.com/v1/services')
V('Hetzner Cloud', 'cloud', 'europe', lambda: [
    P('HCLOUD_TOKEN', rs(64, AN))], ('bearer',), 'https://api.hetzner.cloud/v1/servers', 'API token')
V('Scaleway', 'cloud', 'europe', lambda: [
    P('SCW_ACCESS_KEY', 'SCW' + rs(17, ANU)), P('SCW_SECRET_KEY', uuid4()),
    P('SCW_DEFAULT_PROJECT_ID', uuid4(), False)], what='API key pair')
V('OVHcloud', 'cloud', 'europe', lambda: [
    P('OVH_ENDPOINT', 'ovh-eu', False), P('OVH_APPLICATION_KEY', rs(16, AN)),
    P('OVH_APPLICATION_SECRET', rs(32, AN)), P('OVH_CONSUMER_KEY', rs(32, AN))],
  what='application secret and consumer key')
V('Exoscale', 'cloud', 'europe', lambda: [
    P('EXOSCALE_API_KEY', 'EXO' + hx(24)), P('EXOSCALE_API_SECRET', rs(43, B64U))],
  what='API key pair')
V('Yandex Cloud', 'cloud', 'europe', lambda: [
    P('YC_API_KEY', 'AQVN' + rs(36, B64U))], ('header_scheme', 'Api-Key'),
  'https://llm.api.cloud.yandex.net/foundationModels/v1/completion', 'API key')
V('Yandex', 'saas', 'europe', lambda: [
    P('YANDEX_OAUTH_TOKEN', 'y0_AgAAAAA' + rs(48, B64U))], ('header_scheme', 'OAuth'),
  'https://cloud-api.yandex.net/v1/disk/', 'OAuth token')
V('Backblaze B2', 'storage', 'global', lambda: [
    P('B2_APPLICATION_KEY_ID', '005' + hx(22)), P('B2_APPLICATION_KEY', 'K005' + rs(27, B64.replace('+', '').replace('/', '')))],
  what='application key')
V('Wasabi', 'storage', 'global', lambda: [
    P('WASABI_ACCESS_KEY', rs(20, ANU)), P('WASABI_SECRET_KEY', rs(40, AN))], what='access key pair')
V('MinIO', 'storage', 'global', lambda: [
    P('MINIO_ACCESS_KEY', rs(20, ANU)), P('MINIO_SECRET_KEY', rs(40, AN + '+/'))], what='access key pair')
def _cloudinary():
    sec = rs(27, B64U)
    return [P('CLOUDINARY_URL', 'cloudinary://%s:%s@%s' % (dg(15), sec, ch(ORGS)), [sec])]


V('Cloudinary', 'storage', 'global', _cloudinary, what='API secret (in CLOUDINARY_URL)')
V('Tailscale', 'cloud', 'global', lambda: [
    P('TS_AUTHKEY', 'tskey-auth-k' + rs(10, AN) + 'CNTRL-' + rs(33, AN))], what='auth key')
V('ngrok', 'cloud', 'global', lambda: [
    P('NGROK_AUTHTOKEN', '2' + rs(26, AN) + '_' + rs(21, AN))], what='authtoken')
V('Pulumi', 'ci', 'global', lambda: [
    P('PULUMI_ACCESS_TOKEN', 'pul-' + hx(40))], ('header_scheme', 'token'),
  'https://api.pulumi.com/api/user', 'access token')
V('Terraform Cloud', 'ci', 'global', lambda: [
    P('TF_TOKEN_app_terraform_io', rs(14, AN) + '.atlasv1.' + rs(67, AN))], ('bearer',),
  'https://app.terraform.io/api/v2/organizations', 'API token')
V('HashiCorp Vault', 'cloud', 'global', lambda: [
    P('VAULT_ADDR', 'https://vault.%s.internal:8200' % ch(ORGS), False),
    P('VAULT_TOKEN', 'hvs.' + rs(24, AN))], ('header', 'X-Vault-Token'),
  'https://vault.acme.internal:8200/v1/secret/data/payments', 'token')
V('Doppler', 'cloud', 'global', lambda: [
    P('DOPPLER_TOKEN', 'dp.st.' + ch(['prd', 'stg', 'dev']) + '.' + rs(43, AN))], ('bearer',),
  'https://api.doppler.com/v3/configs/config/secrets', 'service token')
V('1Password', 'auth', 'global', lambda: [
    P('OP_SERVICE_ACCOUNT_TOKEN', 'ops_eyJ' + rs(R.randint(260, 330), B64U))],
  what='service account token')
V('Supabase', 'db', 'global', lambda: [
    P('SUPABASE_URL', 'https://%s.supabase.co' % rs(20, LO), False),
    P('SUPABASE_SERVICE_ROLE_KEY', jwt_like({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role',
                                             'iat': now_epoch(), 'exp': now_epoch() + 315360000}))],
  ('header', 'apikey'), 'https://xyzcompany.supabase.co/rest/v1/orders?select=*', 'service_role key')
V('Supabase', 'db', 'global', lambda: [
    P('SUPABASE_SERVICE_KEY', 'sb_secret_' + rs(31, B64U))], ('header', 'apikey'),
  'https://xyzcompany.supabase.co/rest/v1/profiles', 'secret API key')
V('Firebase', 'messaging', 'global', lambda: [
    P('FCM_SERVER_KEY', 'AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U))],
  ('header_scheme', 'key='), 'https://fcm.googleapis.com/fcm/send', 'legacy server key')

# ---- AI
V('OpenAI', 'ai', 'global', lambda: [
    P('OPENAI_API_KEY', 'sk-proj-' + rs(R.randint(120, 156), B64U))], ('bearer',),
  'https://api.openai.com/v1/chat/completions', 'project API key')
V('OpenAI', 'ai', 'global', lambda: [
    P('OPENAI_API_KEY', 'sk-' + rs(20, AN) + 'T3BlbkFJ' + rs(20, AN))], ('bearer',),
  'https://api.openai.com/v1/models', 'legacy API key')
V('OpenAI', 'ai', 'global', lambda: [
    P('OPENAI_ADMIN_KEY', 'sk-admin-' + rs(R.randint(110, 140), B64U))], ('bearer',),
  'https://api.openai.com/v1/organization/users', 'admin key')
V('Anthropic', 'ai', 'global', lambda: [
    P('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(93, B64U) + 'AA')], ('header', 'x-api-key'),
  'https://api.anthropic.com/v1/messages', 'API key')
V('Anthropic', 'ai', 'global', lambda: [
    P('ANTHROPIC_ADMIN_KEY', 'sk-ant-admin01-' + rs(93, B64U) + 'AA')], ('header', 'x-api-key'),
  'https://api.anthropic.com/v1/organizations/api_keys', 'admin key')
V('Hugging Face', 'ai', 'global', lambda: [
    P('HF_TOKEN', 'hf_' + rs(34, UP + LO))], ('bearer',),
  'https://huggingface.co/api/whoami-v2', 'access token')
V('Replicate', 'ai', 'global', lambda: [
    P('REPLICATE_API_TOKEN', 'r8_' + rs(37, AN))], ('bearer',), 'https://api.replicate.com/v1/predictions')
V('Groq', 'ai', 'global', lambda: [
    P('GROQ_API_KEY', 'gsk_' + rs(52, AN))], ('bearer',), 'https://api.groq.com/openai/v1/chat/completions')
V('Perplexity', 'ai', 'global', lambda: [
    P('PERPLEXITY_API_KEY', 'pplx-' + rs(48, AN))], ('bearer',), 'https://api.perplexity.ai/chat/completions')
V('xAI', 'ai', 'global', lambda: [
    P('XAI_API_KEY', 'xai-' + rs(80, AN))], ('bearer',), 'https://api.x.ai/v1/chat/completions')
V('Mistral AI', 'ai', 'europe', lambda: [
    P('MISTRAL_API_KEY', rs(32, AN))], ('bearer',), 'https://api.mistral.ai/v1/chat/completions')
V('Cohere', 'ai', 'global', lambda: [
    P('CO_API_KEY', rs(40, AN))], ('bearer',), 'https://api.cohere.com/v2/chat')
V('DeepSeek', 'ai', 'china', lambda: [
    P('DEEPSEEK_API_KEY', 'sk-' + hx(32))], ('bearer',), 'https://api.deepseek.com/chat/completions')
V('Moonshot AI', 'ai', 'china', lambda: [
    P('MOONSHOT_API_KEY', 'sk-' + rs(48, AN))], ('bearer',), 'https://api.moonshot.cn/v1/chat/completions')
V('Alibaba DashScope', 'ai', 'china', lambda: [
    P('DASHSCOPE_API_KEY', 'sk-' + hx(32))], ('bearer',),
  'https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions')
V('Zhipu AI', 'ai', 'china', lambda: [
    P('ZHIPUAI_API_KEY', hx(32) + '.' + rs(16, AN))], ('bearer',),
  'https://open.bigmodel.cn/api/paas/v4/chat/completions')
V('ElevenLabs', 'ai', 'global', lambda: [
    P('ELEVENLABS_API_KEY', 'sk_' + hx(48))], ('header', 'xi-api-key'),
  'https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM')
V('Pinecone', 'db', 'global', lambda: [
    P('PINECONE_API_KEY', 'pcsk_' + rs(5, AN) + '_' + rs(63, AN))], ('header', 'Api-Key'),
  'https://api.pinecone.io/indexes')
V('LangSmith', 'observability', 'global', lambda: [
    P('LANGSMITH_API_KEY', 'lsv2_pt_' + hx(32) + '_' + hx(10))], ('header', 'x-api-key'),
  'https://api.smith.langchain.com/api/v1/sessions')
V('Weights & Biases', 'ai', 'global', lambda: [
    P('WANDB_API_KEY', hx(40))], what='API key')
V('Databricks', 'db', 'global', lambda: [
    P('DATABRICKS_HOST', 'https://dbc-%s-%s.cloud.databricks.com' % (hx(8), hx(4)), False),
    P('DATABRICKS_TOKEN', 'dapi' + hx(32))], ('bearer',),
  'https://dbc-1a2b3c4d-5e6f.cloud.databricks.com/api/2.0/clusters/list', 'personal access token')
V('DeepL', 'ai', 'europe', lambda: [
    P('DEEPL_AUTH_KEY', uuid4() + ':fx')], ('header_scheme', 'DeepL-Auth-Key'),
  'https://api-free.deepl.com/v2/translate', 'auth key')

# ---- payments
V('Stripe', 'payments', 'global', lambda: [
    P('STRIPE_SECRET_KEY', 'sk_live_51' + rs(R.choice([24, 96]), AN))], ('bearer',),
  'https://api.stripe.com/v1/charges', 'live secret key')
V('Stripe', 'payments', 'global', lambda: [
    P('STRIPE_RESTRICTED_KEY', 'rk_live_51' + rs(96, AN))], ('bearer',),
  'https://api.stripe.com/v1/customers', 'restricted key')
V('Stripe', 'payments', 'global', lambda: [
    P('STRIPE_WEBHOOK_SECRET', 'whsec_' + rs(32, AN))], what='webhook signing secret')
V('Square', 'payments', 'global', lambda: [
    P('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(60, B64U))], ('bearer',),
  'https://connect.squareup.com/v2/locations', 'access token')
V('Braintree', 'payments', 'global', lambda: [
    P('BRAINTREE_TOKEN', 'access_token$production$' + rs(16, ANL) + '$' + hx(32))],
  what='access token')
V('PayPal', 'payments', 'global', lambda: [
    P('PAYPAL_CLIENT_ID', 'A' + rs(79, B64U), False), P('PAYPAL_CLIENT_SECRET', 'E' + rs(79, B64U))],
  what='REST client secret')
V('Adyen', 'payments', 'europe', lambda: [
    P('ADYEN_API_KEY', 'AQE' + rs(57, B64) + '==-' + rs(43, B64) + '=-' + rs(16, AN + '<>;%]'))],
  ('header', 'X-API-Key'), 'https://checkout-test.adyen.com/v71/payments', 'API key')
V('Mollie', 'payments', 'europe', lambda: [
    P('MOLLIE_API_KEY', 'live_' + rs(30, AN))], ('bearer',), 'https://api.mollie.com/v2/payments')
V('GoCardless', 'payments', 'europe', lambda: [
    P('GOCARDLESS_ACCESS_TOKEN', 'live_' + rs(40, B64U))], ('bearer',),
  'https://api.gocardless.com/mandates', 'access token')
V('Wise', 'payments', 'europe', lambda: [
    P('WISE_API_TOKEN', uuid4())], ('bearer',), 'https://api.transferwise.com/v2/profiles', 'API token')
V('SumUp', 'payments', 'europe', lambda: [
    P('SUMUP_API_KEY', 'sup_sk_' + rs(32, AN))], ('bearer',), 'https://api.sumup.com/v0.1/me')
V('Checkout.com', 'payments', 'europe', lambda: [
    P('CKO_SECRET_KEY', 'sk_' + uuid4())], ('bearer',), 'https://api.checkout.com/payments', 'secret key')
V('Razorpay', 'payments', 'global', lambda: [
    P('RAZORPAY_KEY_ID', 'rzp_live_' + rs(14, AN), False), P('RAZORPAY_KEY_SECRET', rs(24, AN))],
  ('basic', 'id'), 'https://api.razorpay.com/v1/orders', 'key secret')
V('Paystack', 'payments', 'global', lambda: [
    P('PAYSTACK_SECRET_KEY', 'sk_live_' + hx(40))], ('bearer',), 'https://api.paystack.co/transaction/initialize')
V('Flutterwave', 'payments', 'global', lambda: [
    P('FLW_SECRET_KEY', 'FLWSECK-' + hx(32) + '-X')], ('bearer',), 'https://api.flutterwave.com/v3/payments')
V('Plaid', 'payments', 'global', lambda: [
    P('PLAID_CLIENT_ID', hx(24), False), P('PLAID_SECRET', hx(30))], what='secret')
V('Coinbase', 'crypto', 'global', lambda: [
    P('COINBASE_API_KEY', rs(16, AN)), P('COINBASE_API_SECRET', rs(32, AN))], what='HMAC API key and secret')
V('Binance', 'crypto', 'global', lambda: [
    P('BINANCE_API_KEY', rs(64, AN)), P('BINANCE_API_SECRET', rs(64, AN))], what='API key pair')
V('Alchemy', 'crypto', 'global', lambda: [
    P('ALCHEMY_API_KEY', rs(32, B64U))], what='API key')
V('Etherscan', 'crypto', 'global', lambda: [
    P('ETHERSCAN_API_KEY', rs(34, ANU))], ('query', 'apikey'),
  'https://api.etherscan.io/api?module=account&action=balance&address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe')

# ---- messaging / email
V('Slack', 'messaging', 'global', lambda: [
    P('SLACK_BOT_TOKEN', 'xoxb-' + dg(12) + '-' + dg(13) + '-' + rs(24, AN))], ('bearer',),
  'https://slack.com/api/chat.postMessage', 'bot token')
V('Slack', 'messaging', 'global', lambda: [
    P('SLACK_USER_TOKEN', 'xoxp-' + dg(12) + '-' + dg(12) + '-' + dg(13) + '-' + hx(32))], ('bearer',),
  'https://slack.com/api/conversations.history', 'user token')
V('Slack', 'messaging', 'global', lambda: [
    P('SLACK_APP_TOKEN', 'xapp-1-A0' + rs(9, ANU) + '-' + dg(13) + '-' + hx(64))],
  what='app-level token')
V('Slack', 'messaging', 'global', lambda: [
    P('SLACK_SIGNING_SECRET', hx(32))], what='signing secret')
V('Twilio', 'messaging', 'global', lambda: [
    P('TWILIO_ACCOUNT_SID', 'AC' + hx(32), False), P('TWILIO_AUTH_TOKEN', hx(32))],
  ('basic', 'sid'), 'https://api.twilio.com/2010-04-01/Accounts/ACxxxx/Messages.json', 'auth token')
V('SendGrid', 'messaging', 'global', lambda: [
    P('SENDGRID_API_KEY', 'SG.' + rs(22, B64U) + '.' + rs(43, B64U))], ('bearer',),
  'https://api.sendgrid.com/v3/mail/send')
V('Mailgun', 'messaging', 'global', lambda: [
    P('MAILGUN_API_KEY', hx(32) + '-' + hx(8) + '-' + hx(8))], ('basic', 'api'),
  'https://api.mailgun.net/v3/mg.example.com/messages', 'private API key')
V('Mailchimp', 'messaging', 'global', lambda: [
    P('MAILCHIMP_API_KEY', hx(32) + '-us' + str(R.randint(1, 21)))], ('basic', 'anystring'),
  'https://us14.api.mailchimp.com/3.0/lists')
V('Postmark', 'messaging', 'global', lambda: [
    P('POSTMARK_SERVER_TOKEN', uuid4())], ('header', 'X-Postmark-Server-Token'),
  'https://api.postmarkapp.com/email', 'server token')
V('Brevo', 'messaging', 'europe', lambda: [
    P('BREVO_API_KEY', 'xkeysib-' + hx(64) + '-' + rs(16, AN))], ('header', 'api-key'),
  'https://api.brevo.com/v3/smtp/email')
V('Mailjet', 'messaging', 'europe', lambda: [
    P('MJ_APIKEY_PUBLIC', hx(32), False), P('MJ_APIKEY_PRIVATE', hx(32))],
  what='private API key')
V('MessageBird', 'messaging', 'europe', lambda: [
    P('MESSAGEBIRD_ACCESS_KEY', rs(25, AN))], ('header_scheme', 'AccessKey'),
  'https://rest.messagebird.com/messages', 'live access key')
V('Vonage', 'messaging', 'europe', lambda: [
    P('VONAGE_API_KEY', hx(8), False), P('VONAGE_API_SECRET', rs(16, AN))], what='API secret')
V('Telegram', 'messaging', 'global', lambda: [
    P('TELEGRAM_BOT_TOKEN', dg(10) + ':AA' + rs(33, B64U))], what='bot token')
V('Discord', 'messaging', 'global', lambda: [
    P('DISCORD_BOT_TOKEN', b64us(dg(19)) + '.' + rs(6, B64U) + '.' + rs(38, B64U))],
  ('header_scheme', 'Bot'), 'https://discord.com/api/v10/users/@me', 'bot token')
V('Pusher', 'messaging', 'global', lambda: [
    P('PUSHER_APP_ID', dg(7), False), P('PUSHER_KEY', hx(20), False), P('PUSHER_SECRET', hx(20))],
  what='app secret')
def _ably():
    sec = rs(43, B64U)
    return [P('ABLY_API_KEY', '%s.%s:%s' % (rs(6, AN), rs(6, AN), sec), [sec])]


V('Ably', 'messaging', 'europe', _ably, what='API key (secret part)')
V('Sendbird', 'messaging', 'korea', lambda: [
    P('SENDBIRD_APP_ID', uuid4().upper(), False), P('SENDBIRD_API_TOKEN', hx(40))],
  ('header', 'Api-Token'), 'https://api-XXXX.sendbird.com/v3/users', 'master API token')
V('Intercom', 'saas', 'global', lambda: [
    P('INTERCOM_ACCESS_TOKEN', b64s('tok:' + uuid4() + ':' + uuid4().replace('-', '')[:20]).rstrip('='))],
  ('bearer',), 'https://api.intercom.io/contacts', 'access token')
V('Zendesk', 'saas', 'global', lambda: [
    P('ZENDESK_EMAIL', 'support@%s.com' % ch(ORGS), False), P('ZENDESK_API_TOKEN', rs(40, AN))],
  what='API token')

# ---- observability
V('Datadog', 'observability', 'global', lambda: [
    P('DD_API_KEY', hx(32)), P('DD_APP_KEY', hx(40)), P('DD_SITE', ch(['datadoghq.com', 'datadoghq.eu', 'ap1.datadoghq.com']), False)],
  what='API and application keys')
V('New Relic', 'observability', 'global', lambda: [
    P('NEW_RELIC_API_KEY', 'NRAK-' + rs(27, ANU))], ('header', 'Api-Key'),
  'https://api.newrelic.com/graphql', 'user API key')
V('New Relic', 'observability', 'global', lambda: [
    P('NEW_RELIC_LICENSE_KEY', hx(36) + 'NRAL')], what='license key')
V('Sentry', 'observability', 'global', lambda: [
    P('SENTRY_AUTH_TOKEN', 'sntrys_eyJpYXQiOj' + rs(R.randint(120, 150), B64U) + '_' + rs(43, B64U))],
  ('bearer',), 'https://sentry.io/api/0/organizations/acme/releases/', 'org auth token')
V('Sentry', 'observability', 'global', lambda: [
    P('SENTRY_AUTH_TOKEN', 'sntryu_' + hx(64))], ('bearer',),
  'https://sentry.io/api/0/projects/', 'user auth token')
V('Grafana', 'observability', 'global', lambda: [
    P('GRAFANA_SA_TOKEN', 'glsa_' + rs(32, AN) + '_' + hx(8))], ('bearer',),
  'https://grafana.acme.internal/api/dashboards/db', 'service account token')
V('Grafana Cloud', 'observability', 'global', lambda: [
    P('GRAFANA_CLOUD_TOKEN', 'glc_' + b64us(json.dumps({'o': dg(6), 'n': 'stack-%s-otlp' % dg(6), 'k': rs(24, AN), 'm': {'r': 'prod-ap-northeast-0'}}, separators=(',', ':'))))],
  what='access policy token')
V('Honeycomb', 'observability', 'global', lambda: [
    P('HONEYCOMB_API_KEY', 'hcaik_01' + rs(56, ANL))], ('header', 'x-honeycomb-team'),
  'https://api.honeycomb.io/1/events/prod', 'ingest key')
V('Dynatrace', 'observability', 'global', lambda: [
    P('DT_API_TOKEN', 'dt0c01.' + rs(24, ANU) + '.' + rs(64, ANU))], ('header_scheme', 'Api-Token'),
  'https://abc12345.live.dynatrace.com/api/v2/metrics/ingest', 'API token')
V('Splunk', 'observability', 'global', lambda: [
    P('SPLUNK_HEC_TOKEN', uuid4())], ('header_scheme', 'Splunk'),
  'https://splunk.acme.internal:8088/services/collector/event', 'HEC token')
V('Axiom', 'observability', 'global', lambda: [
    P('AXIOM_TOKEN', 'xaat-' + uuid4())], ('bearer',), 'https://api.axiom.co/v1/datasets/logs/ingest', 'API token')
V('Rollbar', 'observability', 'global', lambda: [
    P('ROLLBAR_ACCESS_TOKEN', hx(32))], ('header', 'X-Rollbar-Access-Token'),
  'https://api.rollbar.com/api/1/item/', 'post_server_item token')
V('Elastic', 'observability', 'global', lambda: [
    P('ELASTIC_API_KEY', b64s(rs(20, B64U) + ':' + rs(22, B64U)))], ('header_scheme', 'ApiKey'),
  'https://es.acme.internal:9200/_cluster/health', 'API key')
V('PagerDuty', 'observability', 'global', lambda: [
    P('PAGERDUTY_TOKEN', 'u+' + rs(18, B64U))], ('header_scheme', 'Token token='),
  'https://api.pagerduty.com/incidents', 'REST API key')
V('PagerDuty', 'observability', 'global', lambda: [
    P('PAGERDUTY_ROUTING_KEY', hx(32))], what='Events v2 integration key')
V('Opsgenie', 'observability', 'global', lambda: [
    P('OPSGENIE_API_KEY', uuid4())], ('header_scheme', 'GenieKey'), 'https://api.opsgenie.com/v2/alerts')
V('Mezmo', 'observability', 'global', lambda: [
    P('MZ_INGESTION_KEY', hx(32))], what='ingestion key')
V('PostHog', 'observability', 'global', lambda: [
    P('POSTHOG_PERSONAL_API_KEY', 'phx_' + rs(47, AN))], ('bearer',),
  'https://app.posthog.com/api/projects/', 'personal API key')
V('Mixpanel', 'observability', 'global', lambda: [
    P('MIXPANEL_API_SECRET', hx(32))], what='API secret')
V('LaunchDarkly', 'saas', 'global', lambda: [
    P('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4())], what='server-side SDK key')
V('LaunchDarkly', 'saas', 'global', lambda: [
    P('LD_API_TOKEN', 'api-' + uuid4())], ('header', 'Authorization'),
  'https://app.launchdarkly.com/api/v2/flags/default', 'API access token')

# ---- source hosting / CI
V('GitHub', 'ci', 'global', lambda: [
    P('GITHUB_TOKEN', 'ghp_' + rs(36, AN))], ('header_scheme', 'token'),
  'https://api.github.com/repos/acme/api/actions/runs', 'classic PAT')
V('GitHub', 'ci', 'global', lambda: [
    P('GH_TOKEN', 'github_pat_11' + rs(20, ANU) + '_' + rs(59, AN))], ('bearer',),
  'https://api.github.com/user/repos', 'fine-grained PAT')
V('GitHub', 'ci', 'global', lambda: [
    P('GITHUB_APP_INSTALLATION_TOKEN', 'ghs_' + rs(36, AN))], ('bearer',),
  'https://api.github.com/installation/repositories', 'installation token')
V('GitHub', 'ci', 'global', lambda: [
    P('GH_OAUTH_TOKEN', 'gho_' + rs(36, AN))], ('bearer',), 'https://api.github.com/user', 'OAuth token')
V('GitLab', 'ci', 'global', lambda: [
    P('GITLAB_TOKEN', 'glpat-' + rs(20, B64U))], ('header', 'PRIVATE-TOKEN'),
  'https://gitlab.com/api/v4/projects', 'personal access token')
V('GitLab', 'ci', 'global', lambda: [
    P('CI_RUNNER_TOKEN', 'glrt-' + rs(20, B64U))], what='runner authentication token')
V('GitLab', 'ci', 'global', lambda: [
    P('GITLAB_DEPLOY_TOKEN', 'gldt-' + rs(20, B64U))], what='deploy token')
V('GitLab', 'ci', 'global', lambda: [
    P('TRIGGER_TOKEN', 'glptt-' + hx(40))], what='pipeline trigger token')
V('Bitbucket', 'ci', 'global', lambda: [
    P('BITBUCKET_USERNAME', ch(['ci-bot', 'deploy-user', 'jkim']), False),
    P('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(28, AN) + hx(8).upper())], ('basic', 'user'),
  'https://api.bitbucket.org/2.0/repositories/acme', 'app password')
V('CircleCI', 'ci', 'global', lambda: [
    P('CIRCLECI_TOKEN', 'CCIPAT_' + rs(22, AN) + '_' + hx(40))], ('header', 'Circle-Token'),
  'https://circleci.com/api/v2/me', 'personal API token')
V('Buildkite', 'ci', 'global', lambda: [
    P('BUILDKITE_API_TOKEN', 'bkua_' + hx(40))], ('bearer',),
  'https://api.buildkite.com/v2/organizations/acme/pipelines', 'API access token')
V('Buildkite', 'ci', 'global', lambda: [
    P('BUILDKITE_AGENT_TOKEN', hx(50))], what='agent token')
V('Jenkins', 'ci', 'global', lambda: [
    P('JENKINS_USER', ch(['deploy', 'ci-admin', 'release-bot']), False),
    P('JENKINS_API_TOKEN', '11' + hx(32))], ('basic', 'user'),
  'https://jenkins.acme.internal/job/api-release/buildWithParameters', 'API token')
V('Travis CI', 'ci', 'global', lambda: [
    P('TRAVIS_API_TOKEN', rs(22, B64U))], ('header_scheme', 'token'), 'https://api.travis-ci.com/repos')
V('Codecov', 'ci', 'global', lambda: [
    P('CODECOV_TOKEN', uuid4())], what='upload token')
V('SonarQube', 'ci', 'global', lambda: [
    P('SONAR_TOKEN', 'squ_' + hx(40))], what='user token')
V('SonarCloud', 'ci', 'global', lambda: [
    P('SONAR_TOKEN', 'sqp_' + hx(40))], what='project analysis token')
V('Snyk', 'ci', 'global', lambda: [
    P('SNYK_TOKEN', uuid4())], ('header_scheme', 'token'), 'https://api.snyk.io/rest/self?version=2024-06-10', 'API token')
V('Azure Pipelines', 'ci', 'global', lambda: [
    P('SYSTEM_ACCESSTOKEN', rs(52, 'abcdefghijklmnopqrstuvwxyz234567'))], what='PAT')
V('Gitea', 'ci', 'global', lambda: [
    P('GITEA_TOKEN', hx(40))], ('header_scheme', 'token'), 'https://git.acme.internal/api/v1/user/repos', 'access token')
V('Harbor', 'registry', 'global', lambda: [
    P('HARBOR_USERNAME', 'robot$%s+ci' % ch(['platform', 'payments', 'ml']), False),
    P('HARBOR_PASSWORD', rs(32, AN))], what='robot account secret')
V('Quay', 'registry', 'global', lambda: [
    P('QUAY_ROBOT', '%s+deployer' % ch(ORGS), False), P('QUAY_TOKEN', rs(64, ANU))], what='robot token')

# ---- package registries
V('npm', 'registry', 'global', lambda: [
    P('NPM_TOKEN', 'npm_' + rs(36, AN))], what='automation token')
V('PyPI', 'registry', 'global', lambda: [
    P('TWINE_PASSWORD', 'pypi-AgEIcHlwaS5vcmc' + rs(R.randint(140, 170), B64U))], what='API token')
V('TestPyPI', 'registry', 'global', lambda: [
    P('TEST_PYPI_TOKEN', 'pypi-AgENdGVzdC5weXBpLm9yZw' + rs(R.randint(140, 170), B64U))], what='API token')
V('RubyGems', 'registry', 'global', lambda: [
    P('GEM_HOST_API_KEY', 'rubygems_' + hx(48))], what='API key', slug='gem')
V('NuGet', 'registry', 'global', lambda: [
    P('NUGET_API_KEY', 'oy2' + rs(43, ANL))], what='API key')
V('crates.io', 'registry', 'global', lambda: [
    P('CARGO_REGISTRY_TOKEN', 'cio' + rs(32, AN))], what='API token')
V('Docker Hub', 'registry', 'global', lambda: [
    P('DOCKERHUB_USERNAME', ch(['acmeci', 'releasebot', 'platformteam']), False),
    P('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, B64U))], what='personal access token')
V('JFrog Artifactory', 'registry', 'global', lambda: [
    P('ARTIFACTORY_API_KEY', 'AKCp8' + rs(68, AN))], ('header', 'X-JFrog-Art-Api'),
  'https://acme.jfrog.io/artifactory/api/repositories', 'API key')
V('JFrog Artifactory', 'registry', 'global', lambda: [
    P('JFROG_ACCESS_TOKEN', 'cmVmdGtuOjAxOjE3' + rs(48, B64U))], ('bearer',),
  'https://acme.jfrog.io/artifactory/api/system/ping', 'reference token')
V('Sonatype Central', 'registry', 'global', lambda: [
    P('OSSRH_USERNAME', rs(8, AN), False), P('OSSRH_PASSWORD', rs(44, B64U))], what='user token')
V('Clojars', 'registry', 'global', lambda: [
    P('LEIN_USERNAME', ch(['acme', 'jlee', 'tools-bot']), False),
    P('LEIN_PASSWORD', 'CLOJARS_' + hx(60))], what='deploy token', slug='lein')
V('Packagist', 'registry', 'global', lambda: [
    P('PACKAGIST_API_TOKEN', rs(20, AN))], what='API token')
V('Hex.pm', 'registry', 'global', lambda: [
    P('HEX_API_KEY', hx(32))], what='API key')
V('pub.dev', 'registry', 'global', lambda: [
    P('PUB_TOKEN', 'ya29.a0' + rs(150, B64U))], what='OAuth access token')
V('Cloudsmith', 'registry', 'global', lambda: [
    P('CLOUDSMITH_API_KEY', hx(40))], ('header', 'X-Api-Key'), 'https://api.cloudsmith.io/v1/repos/acme/')
V('Gemfury', 'registry', 'global', lambda: [
    P('FURY_TOKEN', rs(20, AN))], what='deploy token')

# ---- SaaS / productivity
V('Atlassian', 'saas', 'global', lambda: [
    P('JIRA_EMAIL', 'bot@%s.com' % ch(ORGS), False),
    P('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(R.randint(160, 180), B64U) + '=' + hx(8).upper())],
  ('basic', 'user'), 'https://acme.atlassian.net/rest/api/3/search', 'API token')
V('Linear', 'saas', 'global', lambda: [
    P('LINEAR_API_KEY', 'lin_api_' + rs(40, AN))], ('header', 'Authorization'),
  'https://api.linear.app/graphql')
V('Notion', 'saas', 'global', lambda: [
    P('NOTION_TOKEN', 'ntn_' + dg(11) + rs(35, AN))], ('bearer',),
  'https://api.notion.com/v1/databases/query', 'integration token')
V('Notion', 'saas', 'global', lambda: [
    P('NOTION_API_KEY', 'secret_' + rs(43, AN))], ('bearer',), 'https://api.notion.com/v1/search',
  'internal integration secret')
V('Figma', 'saas', 'global', lambda: [
    P('FIGMA_TOKEN', 'figd_' + rs(40, B64U))], ('header', 'X-Figma-Token'),
  'https://api.figma.com/v1/files/AbC123', 'personal access token')
V('Airtable', 'saas', 'global', lambda: [
    P('AIRTABLE_PAT', 'pat' + rs(14, AN) + '.' + hx(64))], ('bearer',),
  'https://api.airtable.com/v0/appXXXX/Orders', 'personal access token')
V('HubSpot', 'saas', 'global', lambda: [
    P('HUBSPOT_ACCESS_TOKEN', 'pat-' + ch(['na1', 'eu1']) + '-' + uuid4())], ('bearer',),
  'https://api.hubapi.com/crm/v3/objects/contacts', 'private app token')
V('Asana', 'saas', 'global', lambda: [
    P('ASANA_PAT', '2/' + dg(16) + '/' + dg(16) + ':' + hx(32))], ('bearer',),
  'https://app.asana.com/api/1.0/users/me', 'personal access token')
V('Trello', 'saas', 'global', lambda: [
    P('TRELLO_KEY', hx(32), False), P('TRELLO_TOKEN', 'ATTA' + hx(64) + hx(8).upper())], what='token')
V('ClickUp', 'saas', 'global', lambda: [
    P('CLICKUP_TOKEN', 'pk_' + dg(8) + '_' + rs(32, ANU))], ('header', 'Authorization'),
  'https://api.clickup.com/api/v2/team', 'personal token')
V('Dropbox', 'storage', 'global', lambda: [
    P('DROPBOX_ACCESS_TOKEN', 'sl.B' + rs(135, B64U))], ('bearer',),
  'https://api.dropboxapi.com/2/files/list_folder', 'short-lived access token')
V('Shopify', 'saas', 'global', lambda: [
    P('SHOPIFY_ADMIN_TOKEN', 'shpat_' + hx(32))], ('header', 'X-Shopify-Access-Token'),
  'https://acme-store.myshopify.com/admin/api/2024-07/orders.json', 'Admin API access token')
V('Shopify', 'saas', 'global', lambda: [
    P('SHOPIFY_API_KEY', hx(32), False), P('SHOPIFY_API_SECRET', 'shpss_' + hx(32))], what='app shared secret')
V('Contentful', 'saas', 'global', lambda: [
    P('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(43, B64U))], ('bearer',),
  'https://api.contentful.com/spaces/abc123/entries', 'management token')
V('Storyblok', 'saas', 'europe', lambda: [
    P('STORYBLOK_MANAGEMENT_TOKEN', rs(22, AN) + '-' + dg(6) + '-' + rs(20, AN))], what='personal access token')
V('Pipedrive', 'saas', 'europe', lambda: [
    P('PIPEDRIVE_API_TOKEN', hx(40))], ('query', 'api_token'),
  'https://acme.pipedrive.com/api/v1/deals')
V('Typeform', 'saas', 'europe', lambda: [
    P('TYPEFORM_TOKEN', 'tfp_' + rs(44, B64U) + '_' + rs(14, B64U))], ('bearer',),
  'https://api.typeform.com/forms', 'personal token')
V('Webflow', 'saas', 'global', lambda: [
    P('WEBFLOW_API_TOKEN', hx(64))], ('bearer',), 'https://api.webflow.com/v2/sites', 'site token')
V('Zoom', 'saas', 'global', lambda: [
    P('ZOOM_ACCOUNT_ID', rs(22, B64U), False), P('ZOOM_CLIENT_ID', rs(22, AN), False),
    P('ZOOM_CLIENT_SECRET', rs(32, AN))], what='Server-to-Server OAuth client secret')
V('Spotify', 'saas', 'europe', lambda: [
    P('SPOTIFY_CLIENT_ID', hx(32), False), P('SPOTIFY_CLIENT_SECRET', hx(32))], what='client secret')
V('Twitch', 'saas', 'global', lambda: [
    P('TWITCH_OAUTH_TOKEN', 'oauth:' + rs(30, ANL))], what='chat OAuth token')
V('Salesforce', 'saas', 'global', lambda: [
    P('SF_ACCESS_TOKEN', '00D' + rs(12, AN) + '!AQ' + rs(2, AN) + 'AQ' + rs(92, AN + '._'))], ('bearer',),
  'https://acme.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id+FROM+Account', 'session token')
V('Okta', 'auth', 'global', lambda: [
    P('OKTA_API_TOKEN', '00' + rs(40, B64U))], ('header_scheme', 'SSWS'),
  'https://acme.okta.com/api/v1/users?limit=25', 'API token')
V('Auth0', 'auth', 'global', lambda: [
    P('AUTH0_DOMAIN', '%s.%s.auth0.com' % (ch(ORGS), ch(['us', 'eu', 'jp'])), False),
    P('AUTH0_CLIENT_ID', rs(32, AN), False), P('AUTH0_CLIENT_SECRET', rs(64, B64U))], what='client secret')
V('Clerk', 'auth', 'global', lambda: [
    P('CLERK_SECRET_KEY', 'sk_live_' + rs(42, AN))], ('bearer',), 'https://api.clerk.com/v1/users', 'secret key')
V('Keycloak', 'auth', 'global', lambda: [
    P('KEYCLOAK_CLIENT_ID', ch(['backend', 'admin-cli-bot', 'payments-svc']), False),
    P('KEYCLOAK_CLIENT_SECRET', rs(32, AN))], what='client secret')
V('Google reCAPTCHA', 'auth', 'global', lambda: [
    P('RECAPTCHA_SECRET_KEY', '6L' + rs(38, B64U))], what='secret key')
V('hCaptcha', 'auth', 'global', lambda: [
    P('HCAPTCHA_SECRET', '0x' + hx(40))], what='secret key')
V('Cloudflare Turnstile', 'auth', 'global', lambda: [
    P('TURNSTILE_SECRET_KEY', '0x4AAAAAAA' + rs(25, B64U))], what='secret key')
V('Algolia', 'saas', 'global', lambda: [
    P('ALGOLIA_APP_ID', rs(10, ANU), False), P('ALGOLIA_ADMIN_KEY', hx(32))],
  ('header', 'X-Algolia-API-Key'), 'https://XXXX.algolia.net/1/indexes/products/batch', 'admin API key')
V('Mapbox', 'saas', 'global', lambda: [
    P('MAPBOX_SECRET_TOKEN', 'sk.' + b64us(json.dumps({'u': ch(ORGS), 'a': rs(25, ANL)}, separators=(',', ':'))) + '.' + rs(22, B64U))],
  what='secret access token')
V('Expo', 'ci', 'global', lambda: [
    P('EXPO_TOKEN', rs(40, B64U))], what='access token')
V('Postman', 'saas', 'global', lambda: [
    P('POSTMAN_API_KEY', 'PMAK-' + hx(24) + '-' + hx(34))], ('header', 'X-Api-Key'),
  'https://api.getpostman.com/collections')
V('Mux', 'saas', 'global', lambda: [
    P('MUX_TOKEN_ID', uuid4(), False), P('MUX_TOKEN_SECRET', rs(75, B64))], what='token secret')
V('Stream', 'messaging', 'global', lambda: [
    P('STREAM_API_KEY', rs(12, ANL), False), P('STREAM_API_SECRET', rs(64, ANL))], what='API secret')
V('Bunny.net', 'storage', 'europe', lambda: [
    P('BUNNY_STORAGE_PASSWORD', uuid4() + '-' + hx(4) + '-' + hx(4))], ('header', 'AccessKey'),
  'https://storage.bunnycdn.com/acme-assets/', 'storage zone password')
V('Prefect', 'ci', 'global', lambda: [
    P('PREFECT_API_KEY', 'pnu_' + rs(36, AN))], what='API key')

# ---- hosted databases
def _pw_url(scheme, user, host, db, pw_gen=None, extra=''):
    pw = pw_gen() if pw_gen else rs(R.randint(16, 28), AN)
    return '%s://%s:%s@%s/%s%s' % (scheme, user, pw, host, db, extra), pw


def _mongo():
    url, pw = _pw_url('mongodb+srv', ch(USERS), 'cluster0.%s.mongodb.net' % rs(5, ANL), ch(['orders', 'app', 'analytics']),
                      extra='?retryWrites=true&w=majority')
    return [P('MONGODB_URI', url, [pw])]


def _neon():
    pw = 'npg_' + rs(12, AN)
    url = 'postgresql://neondb_owner:%s@ep-%s-%s-%s.%s.aws.neon.tech/neondb?sslmode=require' % (
        pw, ch(['cool', 'quiet', 'bold', 'young']), ch(['river', 'moon', 'dew', 'sky']), dg(6), ch(['us-east-2', 'ap-southeast-1']))
    return [P('DATABASE_URL', url, [pw])]


def _upstash():
    tok = 'A' + rs(3, AN) + 'AAIjcD' + rs(60, B64U)
    return [P('UPSTASH_REDIS_REST_URL', 'https://%s-%s-%s.upstash.io' % (ch(['fluent', 'able', 'calm']), ch(['koi', 'lynx', 'wren']), dg(5)), False),
            P('UPSTASH_REDIS_REST_TOKEN', tok)]


V('MongoDB Atlas', 'db', 'global', _mongo, what='connection string password')
V('MongoDB Atlas', 'db', 'global', lambda: [
    P('ATLAS_PUBLIC_KEY', rs(8, ANL), False), P('ATLAS_PRIVATE_KEY', uuid4())], what='API private key')
V('Neon', 'db', 'global', _neon, what='database password')
V('PlanetScale', 'db', 'global', lambda: [
    P('DATABASE_USERNAME', rs(20, ANL), False), P('DATABASE_PASSWORD', 'pscale_pw_' + rs(43, B64U))], what='password')
V('PlanetScale', 'db', 'global', lambda: [
    P('PLANETSCALE_SERVICE_TOKEN_ID', rs(12, ANL), False),
    P('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(43, B64U))], what='service token')
V('Upstash', 'db', 'global', _upstash, what='REST token')
V('Turso', 'db', 'global', lambda: [
    P('TURSO_DATABASE_URL', 'libsql://%s-%s.turso.io' % (ch(['app', 'edge', 'cache']), ch(ORGS)), False),
    P('TURSO_AUTH_TOKEN', jwt_like({'a': 'rw', 'iat': now_epoch(), 'id': uuid4()}, 64, 'EdDSA'))], what='auth token')
V('InfluxDB', 'db', 'global', lambda: [
    P('INFLUX_TOKEN', rs(86, B64U) + '==')], ('header_scheme', 'Token'),
  'https://influx.acme.internal:8086/api/v2/write?org=acme&bucket=metrics', 'API token')
V('Snowflake', 'db', 'global', lambda: [
    P('SNOWFLAKE_ACCOUNT', '%s-%s' % (rs(7, ANU), rs(7, ANU)), False), P('SNOWFLAKE_USER', 'ETL_SVC', False),
    P('SNOWFLAKE_PASSWORD', rs(4, UP) + rs(4, LO) + '!' + rs(6, DG) + rs(3, UP))], what='password')
V('ClickHouse Cloud', 'db', 'global', lambda: [
    P('CLICKHOUSE_HOST', '%s.%s.aws.clickhouse.cloud' % (rs(10, ANL), ch(['ap-northeast-1', 'eu-west-1'])), False),
    P('CLICKHOUSE_PASSWORD', rs(4, AN) + '~' + rs(6, AN) + '_' + rs(5, AN))], what='default user password')
V('Neo4j Aura', 'db', 'global', lambda: [
    P('NEO4J_URI', 'neo4j+s://%s.databases.neo4j.io' % hx(8), False), P('NEO4J_USERNAME', 'neo4j', False),
    P('NEO4J_PASSWORD', rs(43, B64U))], what='password')
V('Qdrant Cloud', 'db', 'global', lambda: [
    P('QDRANT_API_KEY', rs(48, B64U))], ('header', 'api-key'),
  'https://xyz-example.eu-central.aws.cloud.qdrant.io:6333/collections', 'API key')
V('Weaviate Cloud', 'db', 'global', lambda: [
    P('WEAVIATE_API_KEY', rs(40, AN))], ('bearer',), 'https://acme-xyz.weaviate.network/v1/schema')
V('Confluent Cloud', 'db', 'global', lambda: [
    P('CONFLUENT_API_KEY', rs(16, ANU), False), P('CONFLUENT_API_SECRET', rs(64, B64))],
  what='Kafka API secret')
def _convex():
    sec = 'eyJ2MiI6I' + rs(80, B64U)
    return [P('CONVEX_DEPLOY_KEY', 'prod:%s-%s-%s|%s' % (ch(['happy', 'brave', 'tidy']), ch(['otter', 'fox', 'heron']), dg(3), sec), [sec])]


V('Convex', 'db', 'global', _convex, what='deploy key')

# ---- Korea
def _ncp():
    if chance(0.5):
        return [P('NCLOUD_ACCESS_KEY', rs(20, AN)), P('NCLOUD_SECRET_KEY', rs(40, AN)),
                P('NCLOUD_REGION', 'KR', False)]
    return [P('NCLOUD_ACCESS_KEY', 'ncp_iam_BPAMKR' + rs(14, AN)),
            P('NCLOUD_SECRET_KEY', 'ncp_iam_BPKMKR' + rs(40, AN)), P('NCLOUD_REGION', 'KR', False)]


def _publicdata():
    raw = b64(64)
    enc = raw.replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')
    return [P('DATA_GO_KR_SERVICE_KEY', enc)]


V('Naver Cloud Platform', 'cloud', 'korea', _ncp, what='API access key pair')
V('Naver Developers', 'saas', 'korea', lambda: [
    P('NAVER_CLIENT_ID', rs(20, AN + '_'), False), P('NAVER_CLIENT_SECRET', rs(10, AN))],
  ('headers', ['X-Naver-Client-Id', 'X-Naver-Client-Secret']),
  'https://openapi.naver.com/v1/search/blog.json?query=%EC%84%B1%EC%88%98%EB%8F%99', 'client secret')
V('Naver Search Ad', 'saas', 'korea', lambda: [
    P('NAVER_AD_CUSTOMER_ID', dg(7), False), P('NAVER_AD_ACCESS_LICENSE', '0100000000' + hx(64)),
    P('NAVER_AD_SECRET_KEY', 'AQAAAA' + rs(38, B64) + '==')], what='API license and secret key')
V('Kakao', 'saas', 'korea', lambda: [
    P('KAKAO_REST_API_KEY', hx(32))], ('header_scheme', 'KakaoAK'),
  'https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C', 'REST API key')
V('Kakao', 'saas', 'korea', lambda: [
    P('KAKAO_ADMIN_KEY', hx(32))], ('header_scheme', 'KakaoAK'),
  'https://kapi.kakao.com/v1/user/ids', 'Admin key')
V('Kakao', 'auth', 'korea', lambda: [
    P('KAKAO_CLIENT_ID', hx(32), False), P('KAKAO_CLIENT_SECRET', rs(32, AN))], what='login client secret')
V('Kakao Pay', 'payments', 'korea', lambda: [
    P('KAKAOPAY_SECRET_KEY', ch(['DEV', 'PRD']) + hx(37).upper())], ('header_scheme', 'SECRET_KEY'),
  'https://open-api.kakaopay.com/online/v1/payment/ready', 'secret key')
V('Toss Payments', 'payments', 'korea', lambda: [
    P('TOSS_SECRET_KEY', 'live_sk_' + rs(28, AN))], ('basic', 'key_only'),
  'https://api.tosspayments.com/v1/payments/confirm', 'live secret key')
V('Toss Payments', 'payments', 'korea', lambda: [
    P('TOSS_SECURITY_KEY', hx(64))], what='webhook security key')
V('PortOne', 'payments', 'korea', lambda: [
    P('IMP_KEY', dg(16), False), P('IMP_SECRET', rs(80, AN))], what='REST API secret')
V('PortOne', 'payments', 'korea', lambda: [
    P('PORTONE_API_SECRET', rs(80, AN))], ('header_scheme', 'PortOne'),
  'https://api.portone.io/payments/order-20241126-001', 'V2 API secret')
V('NHN KCP', 'payments', 'korea', lambda: [
    P('KCP_SITE_CD', 'A' + rs(4, ANU), False), P('KCP_SITE_KEY', rs(22, AN) + '__')], what='site key')
V('KG Inicis', 'payments', 'korea', lambda: [
    P('INICIS_MID', 'INIpay' + dg(4), False), P('INICIS_SIGNKEY', b64(24))], what='signKey')
V('NHN Cloud', 'messaging', 'korea', lambda: [
    P('NHN_APP_KEY', rs(16, AN), False), P('NHN_SECRET_KEY', rs(8, AN))], ('header', 'X-Secret-Key'),
  'https://api-sms.cloud.toast.com/sms/v3.0/appKeys/XXXX/sender/sms', 'secret key')
V('Solapi', 'messaging', 'korea', lambda: [
    P('SOLAPI_API_KEY', 'NCS' + rs(13, ANU)), P('SOLAPI_API_SECRET', rs(32, ANU))], what='API key and secret')
V('Aligo', 'messaging', 'korea', lambda: [
    P('ALIGO_USER_ID', ch(['acmeshop', 'mintpay01']), False), P('ALIGO_API_KEY', rs(32, ANL))], what='API key')
V('Channel Talk', 'messaging', 'korea', lambda: [
    P('CHANNEL_ACCESS_KEY', hx(24)), P('CHANNEL_ACCESS_SECRET', hx(32))],
  ('headers', ['x-access-key', 'x-access-secret']), 'https://api.channel.io/open/v5/user-chats', 'access key/secret')
V('Korea Public Data Portal', 'saas', 'korea', _publicdata, ('query', 'serviceKey'),
  'http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?pageNo=1&numOfRows=10', 'serviceKey')
V('OpenDART', 'saas', 'korea', lambda: [
    P('DART_API_KEY', hx(40))], ('query', 'crtfc_key'),
  'https://opendart.fss.or.kr/api/list.json?corp_code=00126380', 'crtfc_key')
V('KIS Developers', 'crypto', 'korea', lambda: [
    P('KIS_APP_KEY', 'PS' + rs(34, AN)), P('KIS_APP_SECRET', rs(176, B64) + '=')], what='appkey/appsecret')
V('Upbit', 'crypto', 'korea', lambda: [
    P('UPBIT_ACCESS_KEY', rs(40, AN)), P('UPBIT_SECRET_KEY', rs(40, AN))], what='Open API key pair')
V('Bithumb', 'crypto', 'korea', lambda: [
    P('BITHUMB_API_KEY', hx(32)), P('BITHUMB_SECRET_KEY', hx(32))], what='API key pair')
V('Coupang', 'saas', 'korea', lambda: [
    P('COUPANG_ACCESS_KEY', uuid4()), P('COUPANG_SECRET_KEY', hx(40)),
    P('COUPANG_VENDOR_ID', 'A00' + dg(6), False)], what='Open API access/secret key')

# ---- China
V('Alibaba Cloud', 'cloud', 'china', lambda: [
    P('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(18, AN)),
    P('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(30, AN))], what='AccessKey pair')
V('Tencent Cloud', 'cloud', 'china', lambda: [
    P('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(32, AN)), P('TENCENTCLOUD_SECRET_KEY', rs(32, AN))],
  what='SecretId/SecretKey')
V('Huawei Cloud', 'cloud', 'china', lambda: [
    P('HUAWEICLOUD_SDK_AK', rs(20, ANU)), P('HUAWEICLOUD_SDK_SK', rs(40, AN))], what='AK/SK')
V('Baidu Cloud', 'cloud', 'china', lambda: [
    P('BCE_ACCESS_KEY_ID', hx(32)), P('BCE_SECRET_ACCESS_KEY', hx(32))], what='AK/SK')
V('Volcengine', 'cloud', 'china', lambda: [
    P('VOLC_ACCESSKEY', 'AKLT' + rs(40, AN)), P('VOLC_SECRETKEY', b64(42))], what='AK/SK')
V('Qiniu', 'storage', 'china', lambda: [
    P('QINIU_ACCESS_KEY', rs(40, B64U)), P('QINIU_SECRET_KEY', rs(40, B64U))], what='AK/SK')
V('WeChat', 'saas', 'china', lambda: [
    P('WECHAT_APPID', 'wx' + hx(16), False), P('WECHAT_APPSECRET', hx(32))], ('query', 'secret'),
  'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx0000', 'AppSecret')
V('WeChat Pay', 'payments', 'china', lambda: [
    P('WECHATPAY_MCHID', dg(10), False), P('WECHATPAY_APIV3_KEY', rs(32, AN))], what='APIv3 key')
V('DingTalk', 'messaging', 'china', lambda: [
    P('DINGTALK_ACCESS_TOKEN', hx(64)), P('DINGTALK_SECRET', 'SEC' + hx(64))], what='robot token and signing secret')
V('Feishu', 'messaging', 'china', lambda: [
    P('FEISHU_APP_ID', 'cli_' + hx(16), False), P('FEISHU_APP_SECRET', rs(32, AN))], what='app secret')

# ---- Japan
V('LINE', 'messaging', 'japan', lambda: [
    P('LINE_CHANNEL_ACCESS_TOKEN', rs(171, B64) + '=')], ('bearer',),
  'https://api.line.me/v2/bot/message/push', 'channel access token')
V('LINE', 'messaging', 'japan', lambda: [
    P('LINE_CHANNEL_ID', dg(10), False), P('LINE_CHANNEL_SECRET', hx(32))], what='channel secret')
V('Chatwork', 'messaging', 'japan', lambda: [
    P('CHATWORK_API_TOKEN', hx(32))], ('header', 'X-ChatWorkToken'),
  'https://api.chatwork.com/v2/rooms/123456/messages', 'API token')
V('PAY.JP', 'payments', 'japan', lambda: [
    P('PAYJP_SECRET_KEY', 'sk_live_' + hx(48))], ('basic', 'key_only'), 'https://api.pay.jp/v1/charges', 'secret key')
V('KOMOJU', 'payments', 'japan', lambda: [
    P('KOMOJU_SECRET_KEY', 'sk_live_' + rs(25, ANL))], ('basic', 'key_only'),
  'https://komoju.com/api/v1/payments', 'secret key')
V('GMO Payment Gateway', 'payments', 'japan', lambda: [
    P('GMO_SHOP_ID', 'tshop' + dg(8), False), P('GMO_SHOP_PASS', rs(8, ANL))], what='ShopPass')
V('Backlog', 'saas', 'japan', lambda: [
    P('BACKLOG_API_KEY', rs(64, AN))], ('query', 'apiKey'),
  'https://acme.backlog.jp/api/v2/issues?projectId[]=1073', 'API key')
V('kintone', 'saas', 'japan', lambda: [
    P('KINTONE_API_TOKEN', rs(40, AN))], ('header', 'X-Cybozu-API-Token'),
  'https://acme.cybozu.com/k/v1/records.json?app=12', 'API token')
V('Sakura Cloud', 'cloud', 'japan', lambda: [
    P('SAKURACLOUD_ACCESS_TOKEN', uuid4()), P('SAKURACLOUD_ACCESS_TOKEN_SECRET', rs(64, AN))],
  what='API token and secret')


# ================================================================ vendor note renderers
def vparts(v):
    out = []
    for env, val, listed in v['gen']():
        if listed is True:
            lst = [val]
        elif listed is False:
            lst = []
        else:
            lst = list(listed)
        out.append((env, val, lst))
    return out


def vslug(v):
    if v.get('slug'):
        return v['slug']
    return ''.join(c for c in v['name'].lower().replace(' ', '_') if c.isalnum() or c == '_').strip('_')


def shortkey(env):
    return env.split('_', 1)[1].lower() if '_' in env else env.lower()


def camel(s):
    ps = s.split('_')
    return ps[0] + ''.join(p[:1].upper() + p[1:] for p in ps[1:])


def pascal(s):
    return ''.join(p[:1].upper() + p[1:] for p in s.split('_'))


def clsname(v):
    return ''.join(c for c in v['name'].title() if c.isalnum()) + 'Client'


NOISE_ENV = ['NODE_ENV=production', 'LOG_LEVEL=info', 'PORT=8080', 'TZ=Asia/Seoul', 'DB_POOL_SIZE=10',
             'FEATURE_NEW_CHECKOUT=false', 'APP_ENV=staging', 'HTTP_TIMEOUT_MS=5000', 'RUST_LOG=info',
             'SENTRY_ENVIRONMENT=staging', 'REDIS_URL=redis://redis:6379/0', 'WORKERS=4',
             'OTEL_SERVICE_NAME=order-worker', 'CACHE_TTL=300', 'PYTHONUNBUFFERED=1']


def noise(n):
    pool = list(NOISE_ENV)
    R.shuffle(pool)
    return pool[:n]


def q(val):
    return ch(['%s', '"%s"', "'%s'"]) % val


def r_env(lang, v, parts):
    lines = ['%s=%s' % (e, q(x) if chance(0.3) else x) for e, x, _ in parts]
    for nz in noise(R.randint(0, 3)):
        lines.insert(R.randint(0, len(lines)), nz)
    return {'snip': '\n'.join(lines), 'file': ch(FILES_ENV), 'cat': '.env file'}


def r_export(lang, v, parts):
    lines = ['export %s="%s"' % (e, x) for e, x, _ in parts]
    cmd = ch(['python -m app.worker --once', 'npm run sync:dev', 'go run ./cmd/worker', './gradlew bootRun',
              'bundle exec rake jobs:work', 'make smoke'])
    out = ch(['401 Unauthorized', 'error: authentication failed', 'AuthError: invalid credentials',
              'HTTP 403 Forbidden: signature mismatch', 'ok (3 items)'])
    return {'snip': '$ ' + '\n$ '.join(lines) + '\n$ ' + cmd + '\n' + out, 'file': ch(['shell history', 'my terminal', 'README 실행 예시'] if lang == 'ko' else ['shell history', 'my terminal', 'the README example']),
            'cat': 'shell export'}


def auth_header(v, parts, raw=False):
    """Return (curl args list, header lines for a raw request, extra secrets, url)."""
    a = v['auth']
    url = v['url']
    sec = [x for e, x, l in parts if l]
    ids = [x for e, x, l in parts if not l]
    kind = a[0]
    extra = []
    if kind == 'bearer':
        h = ['Authorization: Bearer ' + sec[0]]
    elif kind == 'header':
        h = ['%s: %s' % (a[1], sec[0])]
    elif kind == 'header_scheme':
        sep = '' if a[1].endswith('=') else ' '
        h = ['Authorization: %s%s%s' % (a[1], sep, sec[0])]
    elif kind == 'headers':
        vals = [x for e, x, l in parts]
        h = ['%s: %s' % (n, x) for n, x in zip(a[1], vals)]
    elif kind == 'query':
        url = url + ('&' if '?' in url else '?') + '%s=%s' % (a[1], sec[0])
        h = []
    elif kind == 'basic':
        mode = a[1]
        if mode == 'key_only':
            up = sec[0] + ':'
        elif mode == '':
            up = ':' + sec[0]
        elif mode in ('api', 'anystring'):
            up = mode + ':' + sec[0]
        else:
            up = (ids[0] if ids else 'user') + ':' + sec[-1]
        if raw:
            blob = b64s(up)
            extra.append(blob)
            h = ['Authorization: Basic ' + blob]
        else:
            return (['-u', '"%s"' % up], None, extra, url)
    else:
        raise ValueError(a)
    if raw:
        return (None, h, extra, url)
    args = []
    for x in h:
        args += ['-H', '"%s"' % x]
    return (args, None, extra, url)


def r_curl(lang, v, parts):
    args, _, extra, url = auth_header(v, parts)
    method = ch(['', '-X POST ', '-X GET '])
    cmd = 'curl -sS %s%s "%s"' % (method, ' '.join(args), url)
    if len(cmd) > 160 and chance(0.6):
        cmd = 'curl -sS %s\\\n  %s \\\n  "%s"' % (method, ' '.join(args), url)
    resp = ch(['{"error":{"code":"unauthorized","message":"Invalid API key"}}', 'HTTP/2 401',
               '{"message":"Bad credentials"}', '{"ok":false,"error":"invalid_auth"}',
               'HTTP/1.1 403 Forbidden', '{"status":200,"items":[]}', '{"errorCode":"E401","errorMessage":"인증 실패"}'])
    return {'snip': '$ ' + cmd + '\n' + resp, 'file': ch(['the runbook', 'shell history', 'the wiki page']) if lang == 'en' else ch(['런북', '터미널 기록', '위키 페이지']),
            'cat': 'curl', 'extra': extra}


def r_http(lang, v, parts):
    _, h, extra, url = auth_header(v, parts, raw=True)
    rest = url.split('://', 1)[1]
    host, _, path = rest.partition('/')
    lines = ['%s /%s HTTP/1.1' % (ch(['GET', 'POST']), path), 'Host: ' + host] + h + \
        ['User-Agent: %s' % ch(['okhttp/4.12.0', 'python-httpx/0.27.0', 'axios/1.7.2', 'Go-http-client/2.0']),
         'Accept: application/json']
    if h and chance(0.5):
        i = R.randint(2, len(lines))
        lines.insert(i, 'X-Request-Id: ' + uuid4())
    return {'snip': '\n'.join(lines) + '\n\n' + ch(['HTTP/1.1 401 Unauthorized', 'HTTP/1.1 200 OK', 'HTTP/1.1 429 Too Many Requests']),
            'file': ch(['mitmproxy capture', 'the HAR export', 'Charles session']) if lang == 'en' else ch(['mitmproxy 캡처', 'HAR 파일', 'Charles 세션']),
            'cat': 'raw HTTP request', 'extra': extra}


def r_yaml(lang, v, parts):
    sec = vslug(v)
    lines = [sec + ':']
    for e, x, _ in parts:
        lines.append('  %s: %s' % (shortkey(e), ('"%s"' % x) if chance(0.5) else x))
    if chance(0.5):
        lines.append('  timeout: %ds' % R.choice([5, 10, 30]))
    top = ch(['app:\n  name: %s\n' % ch(SVC), 'server:\n  port: 8080\n', ''])
    return {'snip': top + '\n'.join(lines), 'file': ch(['config/%s.yaml', 'settings.%s.yml', 'values-%s.yaml']) % ch(ENVS_EN),
            'cat': 'YAML config'}


def r_json(lang, v, parts):
    style = ch(['camel', 'pascal', 'env'])
    inner = {}
    for e, x, _ in parts:
        k = {'camel': camel(shortkey(e)), 'pascal': pascal(shortkey(e)), 'env': e}[style]
        inner[k] = x
    if style == 'env':
        obj = {'env': inner}
    else:
        obj = {pascal(vslug(v)) if style == 'pascal' else camel(vslug(v)): inner}
    if chance(0.5):
        obj = {'Logging': {'LogLevel': {'Default': 'Information'}}, **obj} if style == 'pascal' else {'name': ch(SVC), **obj}
    return {'snip': json.dumps(obj, indent=2, ensure_ascii=False), 'file': ch(['appsettings.Development.json', 'config.json', '.vscode/launch.json', 'secrets.local.json', 'now.json']),
            'cat': 'JSON config'}


def r_toml(lang, v, parts):
    lines = ['[%s]' % vslug(v)] + ['%s = "%s"' % (shortkey(e), x) for e, x, _ in parts]
    return {'snip': '\n'.join(lines), 'file': ch(['config.toml', '.streamlit/secrets.toml', 'settings.toml', 'netlify.toml']), 'cat': 'TOML config'}


def r_ini(lang, v, parts):
    lines = ['[%s]' % vslug(v)] + ['%s = %s' % (shortkey(e), x) for e, x, _ in parts]
    return {'snip': '\n'.join(lines), 'file': ch(['config.ini', 'setup.cfg', 'app.conf', 'credentials.ini']), 'cat': 'INI config'}


def r_props(lang, v, parts):
    lines = ['%s.%s=%s' % (vslug(v).replace('_', '-'), shortkey(e).replace('_', '-'), x) for e, x, _ in parts]
    if chance(0.5):
        lines.insert(0, 'spring.profiles.active=%s' % ch(ENVS_EN))
    return {'snip': '\n'.join(lines), 'file': ch(['application-%s.properties' % ch(ENVS_EN), 'gradle.properties', 'local.properties']),
            'cat': 'properties file'}


def r_code(lang, v, parts):
    pl = ch(['python', 'node', 'go', 'java', 'ruby', 'php', 'csharp', 'rust', 'kotlin', 'ts'])
    cls = clsname(v)
    single = len(parts) == 1
    e0, x0, _ = parts[0]
    if pl == 'python':
        if single:
            body = 'from %s import %s\n\nclient = %s(api_key="%s")' % (vslug(v), cls, cls, x0)
        else:
            body = 'import os\n' + '\n'.join('os.environ.setdefault("%s", "%s")' % (e, x) for e, x, _ in parts) + '\nclient = %s()' % cls
        f = ch(['worker/tasks.py', 'scripts/backfill.py', 'app/settings.py', 'notebooks/debug.ipynb'])
    elif pl in ('node', 'ts'):
        kv = ',\n'.join("  %s: '%s'" % (camel(shortkey(e)), x) for e, x, _ in parts)
        decl = 'const client = new %s({\n%s,\n});' % (cls, kv)
        body = ("import { %s } from '%s';\n\n" % (cls, vslug(v).replace('_', '-')) if pl == 'ts' else '') + decl
        f = ch(['src/lib/%s.ts' % vslug(v), 'server/index.js', 'scripts/seed.mjs', 'api/webhook.ts'])
    elif pl == 'go':
        body = 'func init() {\n' + '\n'.join('\tos.Setenv("%s", "%s")' % (e, x) for e, x, _ in parts) + '\n}'
        f = ch(['cmd/worker/main.go', 'internal/config/config_test.go', 'pkg/client/client.go'])
    elif pl == 'java':
        body = 'public final class %sConfig {\n' % pascal(vslug(v)) + '\n'.join(
            '    static final String %s = "%s";' % (shortkey(e).upper(), x) for e, x, _ in parts) + '\n}'
        f = ch(['src/main/java/com/acme/config/%sConfig.java' % pascal(vslug(v)), 'src/test/java/ApiIT.java'])
    elif pl == 'kotlin':
        body = '\n'.join('private const val %s = "%s"' % (shortkey(e).upper(), x) for e, x, _ in parts)
        f = ch(['app/src/main/kotlin/Config.kt', 'buildSrc/src/main/kotlin/Secrets.kt'])
    elif pl == 'ruby':
        body = '\n'.join("ENV['%s'] ||= '%s'" % (e, x) for e, x, _ in parts)
        f = ch(['config/initializers/%s.rb' % vslug(v), 'lib/tasks/sync.rake'])
    elif pl == 'php':
        body = "<?php\nreturn [\n" + '\n'.join("    '%s' => '%s'," % (shortkey(e), x) for e, x, _ in parts) + '\n];'
        f = ch(['config/services.php', 'wp-config.php'])
    elif pl == 'csharp':
        body = '\n'.join('Environment.SetEnvironmentVariable("%s", "%s");' % (e, x) for e, x, _ in parts)
        f = ch(['Program.cs', 'Startup.cs', 'Tests/ApiFixture.cs'])
    else:
        body = 'fn main() {\n' + '\n'.join('    std::env::set_var("%s", "%s");' % (e, x) for e, x, _ in parts) + '\n}'
        f = ch(['src/main.rs', 'examples/smoke.rs'])
    return {'snip': body, 'file': f, 'cat': 'code (%s)' % pl}


def r_docker(lang, v, parts):
    lines = ['FROM %s' % ch(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.22 AS build'])]
    kw = ch(['ENV', 'ARG'])
    lines += ['%s %s=%s' % (kw, e, x) for e, x, _ in parts]
    lines += [ch(['COPY . /app', 'WORKDIR /app']), ch(['CMD ["python", "-m", "app"]', 'CMD ["node", "server.js"]', 'ENTRYPOINT ["/app/run.sh"]'])]
    return {'snip': '\n'.join(lines), 'file': 'Dockerfile', 'cat': 'Dockerfile'}


def r_compose(lang, v, parts):
    s = ch(SVC)
    lines = ['services:', '  %s:' % s, '    image: ghcr.io/%s/%s:%s' % (ch(ORGS), s, ch(['latest', '1.8.2', 'main'])),
             '    environment:']
    if chance(0.5):
        lines += ['      %s: %s' % (e, x) for e, x, _ in parts]
    else:
        lines += ['      - %s=%s' % (e, x) for e, x, _ in parts]
    lines += ['    ports:', '      - "%d:%d"' % (R.choice([8080, 3000, 9000]), R.choice([8080, 3000, 80]))]
    return {'snip': '\n'.join(lines), 'file': ch(['docker-compose.yml', 'compose.override.yaml']), 'cat': 'docker compose'}


def r_k8s(lang, v, parts):
    name = vslug(v).replace('_', '-') + '-credentials'
    if chance(0.5):
        lines = ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: ' + name,
                 '  namespace: ' + ch(['default', 'payments', 'platform', 'batch']), 'type: Opaque', 'stringData:']
        lines += ['  %s: "%s"' % (e, x) for e, x, _ in parts]
    else:
        lines = ['      containers:', '        - name: %s' % ch(SVC), '          env:']
        for e, x, _ in parts:
            lines += ['            - name: %s' % e, '              value: "%s"' % x]
    return {'snip': '\n'.join(lines), 'file': ch(['k8s/secret.yaml', 'deploy/overlays/staging/deployment.yaml', 'helm/templates/deploy.yaml']),
            'cat': 'Kubernetes manifest'}


def r_gha(lang, v, parts):
    lines = ['jobs:', '  %s:' % ch(['deploy', 'release', 'e2e', 'publish']), '    runs-on: ubuntu-latest', '    env:']
    lines += ['      %s: %s' % (e, x) for e, x, _ in parts]
    lines += ['    steps:', '      - uses: actions/checkout@v4', '      - run: %s' % ch(['make deploy', 'npm publish', 'pytest -m e2e', './scripts/release.sh'])]
    return {'snip': '\n'.join(lines), 'file': '.github/workflows/%s.yml' % ch(['deploy', 'release', 'ci', 'nightly']), 'cat': 'GitHub Actions workflow'}


def r_gitlab(lang, v, parts):
    lines = ['variables:'] + ['  %s: "%s"' % (e, x) for e, x, _ in parts]
    lines += ['', '%s:' % ch(['deploy_staging', 'publish', 'integration']), '  stage: %s' % ch(['deploy', 'test']),
              '  script:', '    - %s' % ch(['./ci/deploy.sh', 'make publish', 'pytest tests/integration'])]
    return {'snip': '\n'.join(lines), 'file': '.gitlab-ci.yml', 'cat': 'GitLab CI'}


def r_hcl(lang, v, parts):
    if chance(0.5):
        lines = ['resource "kubernetes_secret" "%s" {' % vslug(v), '  metadata {', '    name = "%s-creds"' % vslug(v).replace('_', '-'), '  }',
                 '  data = {'] + ['    %s = "%s"' % (e, x) for e, x, _ in parts] + ['  }', '}']
    else:
        lines = []
        for e, x, _ in parts:
            lines += ['variable "%s" {' % e.lower(), '  type    = string', '  default = "%s"' % x, '}']
    return {'snip': '\n'.join(lines), 'file': ch(['infra/main.tf', 'terraform/secrets.tf', 'modules/app/variables.tf']), 'cat': 'Terraform HCL'}


def r_xml(lang, v, parts):
    if chance(0.5):
        lines = ['<appSettings>'] + ['  <add key="%s:%s" value="%s" />' % (pascal(vslug(v)), pascal(shortkey(e)), x) for e, x, _ in parts] + ['</appSettings>']
        f = 'Web.config'
    else:
        lines = ['<environmentVariables>'] + ['  <env name="%s" value="%s"/>' % (e, x) for e, x, _ in parts] + ['</environmentVariables>']
        f = ch(['.idea/runConfigurations/Api.xml', 'pom.xml (surefire config)'])
    return {'snip': '\n'.join(lines), 'file': f, 'cat': 'XML config'}


def r_log(lang, v, parts):
    style = ch(['json', 'logfmt', 'plain'])
    s = ch(SVC)
    if style == 'json':
        cfg = {shortkey(e): x for e, x, _ in parts}
        line = json.dumps({'ts': ts(), 'level': 'debug', 'logger': s, 'msg': 'loaded %s config' % v['name'], 'config': cfg},
                          ensure_ascii=False)
    elif style == 'logfmt':
        line = 'time=%s level=debug svc=%s msg="client init" ' % (ts(), s) + ' '.join('%s=%s' % (shortkey(e), x) for e, x, _ in parts)
    else:
        line = '%s DEBUG [%s] env dump: ' % (ts(), s) + ', '.join('%s=%s' % (e, x) for e, x, _ in parts)
    after = ch(['%s WARN  [%s] request failed status=401 retry=1/3' % (ts(), s),
                '%s INFO  [%s] started in 2.31s' % (ts(), s),
                '%s ERROR [%s] upstream rejected credentials' % (ts(), s)])
    return {'snip': line + '\n' + after, 'file': ch(['kubectl logs', 'CloudWatch', 'Loki', 'the CI log']) if lang == 'en' else ch(['kubectl logs 출력', 'CloudWatch 로그', 'Loki', 'CI 로그']),
            'cat': 'log line'}


def r_trace(lang, v, parts):
    s = ch(SVC)
    e0, x0, _ = parts[-1] if parts[-1][2] else parts[0]
    kind = ch(['py', 'node', 'java'])
    if kind == 'py':
        snip = ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in call\n    resp.raise_for_status()\n'
                '%s.errors.AuthenticationError: 401 invalid credentials (%s=%s)') % (s.replace('-', '_'), R.randint(40, 300), vslug(v), e0, x0)
    elif kind == 'node':
        snip = ("AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
                "  config: {\n    url: '%s',\n    headers: { '%s': '%s' }\n  }") % (v['url'] or 'https://api.example.com/', e0.lower().replace('_', '-'), x0)
    else:
        snip = ('org.springframework.beans.factory.BeanCreationException: Error creating bean with name \'%sClient\'\n'
                'Caused by: java.lang.IllegalStateException: rejected credential %s=%s\n\tat com.acme.%s.Config.init(Config.java:%d)') % (
            camel(vslug(v)), e0, x0, vslug(v), R.randint(20, 120))
    return {'snip': snip, 'file': ch(['the crash report', 'Sentry', 'the pod log']) if lang == 'en' else ch(['크래시 리포트', 'Sentry', '파드 로그']),
            'cat': 'stack trace'}


def r_diff(lang, v, parts):
    f = ch(FILES_ENV + ['config/settings.yaml'])
    nz = noise(2)
    lines = ['diff --git a/%s b/%s' % (f, f), '--- a/' + f, '+++ b/' + f, '@@ -%d,3 +%d,%d @@' % (R.randint(1, 20), R.randint(1, 20), 2 + len(parts)),
             ' ' + nz[0]]
    for e, x, _ in parts:
        if chance(0.5):
            lines.append('-%s=' % e)
        lines.append('+%s=%s' % (e, x))
    lines.append(' ' + nz[1])
    return {'snip': '\n'.join(lines), 'file': ch(['the PR diff', 'git diff HEAD~1', 'the last commit']) if lang == 'en' else ch(['PR diff', 'git diff HEAD~1 결과', '마지막 커밋']),
            'cat': 'git diff'}


def r_table(lang, v, parts):
    envs = ['staging', 'prod']
    head = '| env | ' + ' | '.join(e for e, _, _ in parts) + ' |'
    sep = '|---' * (len(parts) + 1) + '|'
    row = '| %s | ' % ch(envs) + ' | '.join(x for _, x, _ in parts) + ' |'
    other = '| %s | ' % ch(['dev', 'local']) + ' | '.join('(vault)' if l else x for _, x, l in parts) + ' |'
    return {'snip': '\n'.join([head, sep, row, other]), 'file': ch(['the onboarding doc', 'Notion page', 'the wiki table']) if lang == 'en' else ch(['온보딩 문서', '노션 페이지', '위키 표']),
            'cat': 'markdown table'}


def r_chat(lang, v, parts):
    who = person(lang)
    kv = ', '.join('%s %s' % (e, x) for e, x, _ in parts) if len(parts) > 1 else parts[0][1]
    if lang == 'en':
        snip = ch(['%s pasted in Slack: "use this for %s for now: %s"' % (who, v['name'], kv),
                   '%s (DM): here\'s the %s %s, don\'t share it: %s' % (who, v['name'], v['what'], kv),
                   'Per %s, the current %s %s is %s' % (who, v['name'], v['what'], kv)])
    else:
        snip = ch(['%s님이 슬랙에 붙여준 값: "%s 당분간 이거 쓰세요 %s"' % (who, v['name'], kv),
                   '%s님 DM: %s %s 공유 금지 → %s' % (who, v['name'], v['what'], kv),
                   '%s님 말로는 지금 %s %s %s 라고 함' % (who, v['name'], josa(v['what'], '은', '는'), kv)])
    return {'snip': snip, 'file': 'Slack' if lang == 'en' else '슬랙', 'cat': 'chat message'}


RENDERERS_ANY = [r_env, r_export, r_yaml, r_json, r_toml, r_ini, r_props, r_code, r_code, r_docker, r_compose,
                 r_k8s, r_gha, r_gitlab, r_hcl, r_xml, r_log, r_trace, r_diff, r_table, r_chat]
RENDERERS_HTTP = [r_curl, r_curl, r_http]

PURPOSE = {
    'cloud': (['deploy script', 'infra bootstrap', 'nightly backup job', 'DNS sync'], ['배포 스크립트', '인프라 부트스트랩', '야간 백업 잡', 'DNS 동기화']),
    'ai': (['summarization job', 'embedding backfill', 'chat assistant', 'eval harness'], ['요약 배치', '임베딩 백필', '챗봇 기능', '평가 스크립트']),
    'payments': (['payment webhook handler', 'refund batch', 'checkout flow', 'settlement report'], ['결제 웹훅 핸들러', '환불 배치', '결제 플로우', '정산 리포트']),
    'messaging': (['notification sender', 'alert bot', 'OTP SMS sender', 'email digest'], ['알림 발송 워커', '알림 봇', 'OTP 문자 발송', '메일 다이제스트']),
    'observability': (['metrics exporter', 'error reporting', 'log shipping', 'on-call alerting'], ['메트릭 수집기', '에러 리포팅', '로그 전송', '온콜 알림']),
    'db': (['migration job', 'read replica sync', 'vector search', 'analytics export'], ['마이그레이션 잡', '리플리카 동기화', '벡터 검색', '분석 데이터 export']),
    'ci': (['release pipeline', 'nightly build', 'coverage upload', 'PR bot'], ['릴리스 파이프라인', '야간 빌드', '커버리지 업로드', 'PR 봇']),
    'registry': (['package publish step', 'image push', 'private dependency install'], ['패키지 배포 단계', '이미지 push', '사설 의존성 설치']),
    'saas': (['CRM sync', 'issue sync integration', 'search API call', 'content import'], ['CRM 동기화', '이슈 연동', '검색 API 호출', '콘텐츠 import']),
    'auth': (['login flow', 'SSO callback', 'signup captcha check', 'admin provisioning'], ['로그인 플로우', 'SSO 콜백', '회원가입 캡차 검증', '관리자 계정 프로비저닝']),
    'storage': (['upload worker', 'thumbnail generator', 'asset sync'], ['업로드 워커', '썸네일 생성기', '에셋 동기화']),
    'crypto': (['trading bot', 'price collector', 'wallet balance check'], ['트레이딩 봇', '시세 수집기', '지갑 잔고 조회']),
}

MC_INTRO = (
    ['{svc} on {env} got 401 from {vendor} and I did not know which credentials it used. Found them in {src}:',
     'Needed the {env} {vendor} {what} to reproduce the {purpose} bug; nobody said where it lives. From {src}:',
     'Did not know {svc} reads its {vendor} credentials from {src} instead of the secret store:',
     'I was missing how {svc} authenticates to {vendor}. Working setup on {env} ({src}):',
     'Nobody mentioned the {purpose} depends on {vendor}. Relevant bit of {src}:',
     'Missing: which {vendor} {what} the {env} {purpose} uses. It turned out to be this ({src}):',
     'Spent an hour on a {vendor} auth error in {svc}. The config I eventually found in {src}:'],
    ['{env} 환경에서 {svc_ga} {vendor} 호출할 때 401 남. 어떤 키 쓰는지 몰랐는데 {src}에 있었음:',
     '{purpose} 버그 재현하려면 {env}용 {vendor} {what_ga} 필요했는데 어디 있는지 아무도 안 알려줌. {src} 내용:',
     '{svc_ga} secret store가 아니라 {src}에서 {vendor} 인증 정보를 읽는다는 걸 몰랐음:',
     '{svc}의 {vendor} 인증 방식을 몰라서 한참 헤맴. {env}에서 동작하는 설정 ({src}):',
     '{purpose_ga} {vendor}에 의존한다는 얘기를 못 들었음. {src}의 관련 부분:',
     '{env} {purpose}에서 쓰는 {vendor} {what_ga} 뭔지 몰랐음. 확인해보니 이거였음 ({src}):',
     '{svc}에서 {vendor} 인증 에러로 1시간 날림. 결국 {src}에서 찾은 설정:'])

LESSON = (
    ['{vendor} credentials differ per environment ({env} included); check {file} before blaming the SDK.',
     '{vendor} answers 401, not 403, when the credential belongs to another project or account.',
     'The worker reads env only at boot, so restart it after editing {file}.',
     'The SDK silently falls back to the environment variable when the constructor argument is empty.',
     'Rotate via the {vendor} console and update the secret store, then redeploy {svc}.',
     'A trailing newline in the value broke the header; trim before use.',
     'Two services share this {vendor} {what}; revoking it breaks both.',
     'Timeouts looked like auth errors because {svc} retries 401 three times.'],
    ['환경마다 {vendor} 인증 정보가 다름({env} 포함). SDK 의심하기 전에 {file}부터 볼 것.',
     '{vendor_eun} 다른 프로젝트/계정 키면 403이 아니라 401을 줌.',
     '워커가 env를 부팅 때만 읽어서 {file} 수정 후 재시작해야 반영됨.',
     '생성자 인자가 비어 있으면 SDK가 조용히 환경변수로 fallback 함.',
     '{vendor} 콘솔에서 교체하고 secret store 갱신한 다음 {svc} 재배포해야 함.',
     '값 끝에 개행이 붙어서 헤더가 깨졌음. 쓰기 전에 trim 필요.',
     '이 {vendor} {what_eul} 서비스 두 개가 같이 씀. revoke하면 둘 다 죽음.',
     '{svc_ga} 401을 3번 재시도해서 타임아웃처럼 보였음.'])

ASK = (
    ['Where should the {env} {vendor} {what} come from: {file} or the vault?',
     'Which {vendor} account/project does {svc} belong to?',
     'Is there a separate {vendor} credential for {env}, and who rotates it?',
     'Who owns the {vendor} integration for {svc}?',
     'Ask first which environment the {vendor} credentials in {file} are for.'],
    ['{env}용 {vendor} {what_eun} {file} 또는 vault 중 어디서 가져와야 하나요?',
     '{svc_ga} 어느 {vendor} 계정/프로젝트 소속인지 먼저 물어볼 것',
     '{env} 전용 {vendor} 키가 따로 있는지, 교체 담당은 누구인지?',
     '{svc}의 {vendor} 연동 담당자가 누구인지 확인하기',
     '{file}에 있는 {vendor} 인증 정보가 어느 환경용인지 먼저 물어보기'])

ASK_WITH_VALUE = (
    ['Is `{value}` still the right {vendor} value for {env}, or was it rotated?',
     'Can I keep using {value} for {vendor} on {env}?',
     'Should {svc} use {value} or a separate {vendor} key?'],
    ['{env}에서 {vendor} 값 `{value}` 계속 써도 되나요, 아니면 교체됐나요?',
     '{vendor}용으로 {value} 그대로 써도 되는지 물어보기',
     '{svc_eun} {value} 말고 별도 {vendor} 키를 써야 하나요?'])

LESSON_WITH_SNIP = (
    ['What finally worked ({src}):', 'Correct values are in {src}:', 'The fix was to set this in {src}:'],
    ['결국 동작한 설정 ({src}):', '올바른 값은 {src}에 있음:', '{src}에 이렇게 넣으니 해결됨:'])


LESSON_WITH_EVIDENCE = (
    ['Evidence ({src}):', 'What {src} showed:', 'For reference ({src}):'],
    ['근거 ({src}):', '{src}에 남아 있던 내용:', '참고용 ({src}):'])


def has_batchim(word):
    w = word.rstrip(' )"\'`')
    if not w:
        return False
    c = w[-1]
    o = ord(c) - 0xAC00
    if 0 <= o < 11172:
        return o % 28 != 0
    lw = w.lower()
    if lw[-1] in 'lmn' or lw.endswith(('ng', 'web', 'bot', 'job', 'ob', 'ok', 'ub', 'ine', 'pat', 'ret', 'pid')):
        return True
    return False


def josa(word, with_b, without_b):
    return word + (with_b if has_batchim(word) else without_b)


def fmt(t, d):
    d = dict(d)
    for k in ('svc', 'purpose', 'what', 'vendor', 'env'):
        if k in d:
            d[k + '_ga'] = josa(d[k], '이', '가')
            d[k + '_eun'] = josa(d[k], '은', '는')
            d[k + '_eul'] = josa(d[k], '을', '를')
    return t.format(**d)


NONFILE = ['curl', 'raw HTTP request', 'log line', 'stack trace', 'git diff', 'markdown table', 'chat message', 'shell export']


def vendor_note(lang, v, renderer=None):
    parts = vparts(v)
    rlist = RENDERERS_ANY + (RENDERERS_HTTP * 3 if v['auth'] else [])
    r = renderer or ch(rlist)
    out = r(lang, v, parts)
    snip, f = out['snip'], out['file']
    if out['cat'] in NONFILE:
        src, f = f, ch(FILES_ENV)
    else:
        src = f
    d = {'env': env_word(lang), 'svc': ch(SVC), 'purpose': L(lang, *PURPOSE[v['dom']]), 'vendor': v['name'],
         'what': v['what'], 'file': f, 'src': src}
    listed_parts = [(e, x, l) for e, x, l in parts if l]
    opts = ['mc'] * 5 + ['lesson'] * 2 + ['repeat']
    if len(listed_parts) >= 2:
        opts += ['split'] * 3
    if len(snip.encode()) < 260:
        opts += ['ask']
    place = ch(opts)
    le = fmt(L(lang, *LESSON), d) if chance(0.9) else ''
    ask = fmt(L(lang, *ASK), d) if chance(0.85) else ''
    cat = '%s: %s %s' % (out['cat'], v['name'], v['what'])
    if place == 'mc':
        mc = fmt(L(lang, *MC_INTRO), d) + '\n' + snip
    elif place == 'lesson':
        mc = fmt(L(lang, *MC_INTRO), d).rstrip(':') + '.'
        mc = mc.replace(' ({src}).'.format(**d), '.').replace('({src}).'.format(**d), '.')
        lead = L(lang, *(LESSON_WITH_EVIDENCE if out['cat'] in NONFILE else LESSON_WITH_SNIP))
        le = (le + '\n' if le else '') + fmt(lead, d) + '\n' + snip
    elif place == 'ask':
        mc = fmt(L(lang, *MC_INTRO), d).rstrip(':') + '.'
        ask = fmt(L(lang, ['Is this still valid?', 'Confirm this is the {env} value:', 'OK to keep using this?'],
                          ['이거 아직 유효한가요?', '이게 {env} 값 맞는지 확인:', '이 값 계속 써도 되나요?']), d).rstrip() + '\n' + snip
    elif place == 'repeat':
        mc = fmt(L(lang, *MC_INTRO), d) + '\n' + snip
        d2 = dict(d, value=listed_parts[0][2][0] if listed_parts else parts[0][1])
        ask = fmt(L(lang, *ASK_WITH_VALUE), d2)
    else:  # split: key id in one field, secret in another (same renderer style: env lines)
        first = listed_parts[0]
        rest = [p for p in parts if p[0] != first[0]]
        mc = fmt(L(lang, *MC_INTRO), d) + '\n' + '%s=%s' % (first[0], first[1])
        tail = '\n'.join('%s=%s' % (e, x) for e, x, _ in rest)
        if chance(0.5):
            le = (le + '\n' if le else '') + L(lang, 'The other half (set separately in CI):', '나머지 값 (CI에 따로 설정됨):') + '\n' + tail
        else:
            ask = L(lang, 'Is the pair still valid? The secret half is ', '키 쌍 아직 유효한지? 나머지 secret은 ') + tail.replace('\n', ', ')
        cat = 'split across fields: %s %s' % (v['name'], v['what'])
    fields = [mc, le, ask]
    secrets = []
    for _, _, l in parts:
        for s in l:
            if any(s in x for x in fields):
                secrets.append(s)
    secrets += [s for s in out.get('extra', []) if any(s in x for x in fields)]
    return rec(lang, cat + ' [%s]' % v['name'], mc, le, ask, secrets)


# ================================================================ generic secret material
CHO = 'rRseEfaqQtTdwWczxvg'
JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
        't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def dubeol(word):
    """Type a Hangul word on a QWERTY keyboard left in English mode (2-beolsik layout)."""
    out = []
    for c in word:
        o = ord(c) - 0xAC00
        if 0 <= o < 11172:
            out.append(CHO[o // 588] + JUNG[(o % 588) // 28] + JONG[o % 28])
        else:
            out.append(c)
    return ''.join(out)


KO_WORDS = ['사랑해', '우리집', '행복', '고양이', '강아지', '바다', '하늘', '서울', '부산', '김치', '떡볶이', '토끼',
            '별빛', '햇살', '민준', '서연', '지우', '아빠', '엄마', '비밀', '회사', '안녕', '초코', '구름', '감자',
            '도토리', '호랑이', '무지개', '여름', '겨울', '제주도', '한강']
EN_WORDS = ['Summer', 'Winter', 'Dragon', 'Welcome', 'Monkey', 'Sunshine', 'Tiger', 'Coffee', 'Galaxy', 'Pirate',
            'Football', 'Rainbow', 'Falcon', 'Orange', 'Matrix', 'Banana', 'Shadow', 'Blue', 'Company', 'Spring']
ROMAN = ['jiyoung', 'minsu', 'seoyeon', 'hyunwoo', 'doyoon', 'jihun', 'yerin', 'sujin', 'taehyun', 'eunji', 'kimjh', 'parksy']
DICE = ['anchor', 'bamboo', 'canyon', 'dolphin', 'ember', 'fossil', 'glacier', 'harbor', 'island', 'jungle', 'kettle',
        'lantern', 'meadow', 'nectar', 'orbit', 'pebble', 'quartz', 'ribbon', 'saddle', 'tundra', 'umbrella', 'velvet',
        'walnut', 'yonder', 'zephyr', 'copper', 'violin', 'marble', 'thunder', 'biscuit', 'crater', 'drizzle']
BIP39 = ['abandon', 'ability', 'absorb', 'access', 'accident', 'acoustic', 'actress', 'adapt', 'advice', 'afford',
         'agent', 'airport', 'alarm', 'album', 'alley', 'amateur', 'anchor', 'ankle', 'april', 'arena', 'armor',
         'artwork', 'aspect', 'auction', 'autumn', 'avocado', 'bacon', 'balcony', 'bamboo', 'banner', 'barrel',
         'basket', 'beach', 'benefit', 'bicycle', 'blanket', 'blossom', 'bonus', 'border', 'bounce', 'bracket',
         'brave', 'bridge', 'broccoli', 'bubble', 'budget', 'cabin', 'cactus', 'camera', 'canal', 'canvas',
         'carbon', 'castle', 'cattle', 'ceiling', 'chalk', 'cherry', 'chimney', 'cinnamon', 'clinic', 'coconut',
         'comic', 'copper', 'coral', 'cotton', 'cradle', 'crystal', 'cushion', 'dawn', 'debris', 'denial',
         'desert', 'dinosaur', 'dolphin', 'donkey', 'dragon', 'eagle', 'elbow', 'embrace', 'engine', 'estate',
         'fabric', 'falcon', 'fever', 'fiction', 'flame', 'fossil', 'frozen', 'galaxy', 'garlic', 'giraffe',
         'glimpse', 'gospel', 'gravity', 'hamster', 'harvest', 'helmet', 'hobby', 'hockey', 'horizon', 'husband',
         'icon', 'island', 'ivory', 'jaguar', 'jelly', 'jungle', 'kangaroo', 'kitten', 'ladder', 'lemon',
         'lobster', 'lunar', 'magnet', 'mango', 'marble', 'meadow', 'minute', 'monkey', 'muffin', 'napkin',
         'nephew', 'noodle', 'oblige', 'olive', 'orbit', 'oyster', 'paddle', 'panda', 'peanut', 'pelican',
         'pepper', 'pigeon', 'planet', 'pumpkin', 'puzzle', 'rabbit', 'raccoon', 'ribbon', 'rocket', 'saddle',
         'salmon', 'scatter', 'shrimp', 'siren', 'sketch', 'sphere', 'squirrel', 'stadium', 'sunset', 'tattoo',
         'thunder', 'tiger', 'tomato', 'tornado', 'trophy', 'tunnel', 'turtle', 'umbrella', 'vacuum', 'velvet',
         'violin', 'volcano', 'walnut', 'whale', 'window', 'wizard', 'yellow', 'zebra']
SYMS = '!@#$%^&*'


def pw_strong(n=None):
    n = n or R.randint(14, 24)
    while True:
        s = rs(n, AN + '!#%^*-_=+.')
        if any(c in DG for c in s) and any(c in UP for c in s):
            return s


def pw_human():
    while True:
        s = _pw_human()
        if len(s) >= 8:
            return s


def _pw_human():
    k = R.randrange(8)
    if k == 0:
        return ch(EN_WORDS) + str(R.randint(2019, 2025)) + ch(['!', '!!', '@', '#', '$', '*'])
    if k == 1:
        return ch(ROMAN) + '%02d%02d' % (R.randint(1, 12), R.randint(1, 28)) + ch(['!', '!!', '@', '*', ''])
    if k == 2:
        return ch(['P@ssw0rd', 'Passw0rd', 'Admin', 'Welcome1', 'Qwerty']) + ch(['2023', '2024', '2025', '!', '123']) + ch(['!', '#', '$'])
    if k == 3:
        return ch(['qwer1234', '1q2w3e4r', 'zaq1@WSX', 'asdf1234', 'qwe123', '1qaz2wsx']) + ch(['!', '!@#$', '!!', '^^', '5t'])
    if k == 4:
        return ch(ROMAN).capitalize() + str(R.randint(1975, 2001)) + ch(SYMS)
    a, b = R.sample(EN_WORDS, 2)
    if k == 5:
        return a.lower() + ch(['_', '.', '']) + b.lower() + str(R.randint(1, 99))
    if k == 6:
        return ch(ORGS).split('-')[0].capitalize() + ch(['!', '@', '#']) + str(R.randint(2020, 2025)) + ch(['Q1', 'Q3', 'summer', 'dev'])
    return a + ch(['-', '.', '_']) + b + ch(['!', '?']) + str(R.randint(10, 99))


def pw_korean():
    while True:
        s = _pw_korean()
        if len(s) >= 8:
            return s


def _pw_korean():
    k = R.randrange(4)
    w = dubeol(ch(KO_WORDS))
    if k == 0:
        return w + ch(['1004', '1234', '0815', '486', '7942']) + ch(['!', '!!', '@', '^^', ''])
    if k == 1:
        return w + dubeol(ch(KO_WORDS)) + str(R.randint(10, 99)) + ch(SYMS)
    if k == 2:
        return w.capitalize() + ch(SYMS) + str(R.randint(1980, 2024))
    return str(R.randint(1, 9)) + w + ch(['!@', '#$', '**']) + str(R.randint(100, 999))


def pw_phrase(sep=None):
    sep = sep if sep is not None else ch(['-', ' ', '.', '_'])
    ws = []
    while len(ws) < R.randint(4, 5):
        w = ch(DICE)
        if w not in ws:
            ws.append(w)
    return sep.join(ws)


def pw_any():
    k = R.randrange(10)
    if k < 4:
        return pw_strong()
    if k < 7:
        return pw_human()
    if k < 9:
        return pw_korean()
    return pw_phrase(ch(['-', '.']))


def pw_urlish():
    """A password with characters that must be percent-encoded inside a URL."""
    while True:
        base = pw_strong(R.randint(12, 18))
        i = R.randint(2, len(base) - 2)
        s = base[:i] + ch(['@', ':', '/', '#', '?', '%', '+', '!@', '$#']) + base[i:]
        if pct(s) != s:
            return s


def pw_clean(bad, gen=None):
    while True:
        s = (gen or pw_any)()
        for c in bad:
            s = s.replace(c, '')
        if len(s) >= 8:
            return s


def mnemonic(n=12):
    return ' '.join(ch(BIP39) for _ in range(n))


def compose(lang, intro, snip, lesson='', ask='', allow_ask=False):
    """Put a snippet in missing_context (usually), lesson or ask_next_time."""
    opts = ['mc'] * 6 + ['lesson'] * 2 + (['ask'] if allow_ask and len(snip.encode()) < 300 else [])
    p = ch(opts)
    if p == 'mc':
        return intro + '\n' + snip, lesson, ask
    head = intro.rstrip(':').rstrip()
    cut = max(head.rfind('. '), head.rfind('; '))
    if cut > 20 and len(head) - cut < 60:
        head = head[:cut]
    head = head if head.endswith(('.', '?', '!', '다', '음', '함', '됨', '짐')) else head + '.'
    if p == 'lesson':
        return head, (lesson + '\n' if lesson else '') + snip, ask
    if not ask:
        ask = L(lang, ['Is this still valid?', 'Should this live somewhere else?', 'Who owns this?'],
                ['이거 아직 유효한가요?', '이거 다른 곳에 보관해야 하나요?', '이거 담당자가 누구인가요?'])
    return head, lesson, ask + '\n' + snip


def opt(p, text):
    return text if chance(p) else ''


# ================================================================ generic secret templates
GENERIC = []


def G(fn):
    GENERIC.append(fn)
    return fn


@G
def g_mysql_p(lang):
    pw = ch([pw_human, pw_korean, pw_strong])()
    u, h, db = ch(USERS), ch(HOSTS), ch(['app_prod', 'shop', 'orders', 'billing', 'wordpress'])
    port = ch(['', ' -P 3307', ' -P 3306'])
    cmd = "$ mysql -h %s%s -u %s -p'%s' %s" % (h, port, u, pw, db) if chance(0.6) else '$ mysql -h %s%s -u %s -p%s %s' % (h, port, u, pw.replace("'", ''), db)
    pw = cmd.split('-p', 1)[1].split(' ')[0].strip("'")
    out = ch(["ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (u, ip()),
              'mysql: [Warning] Using a password on the command line interface can be insecure.\nWelcome to the MySQL monitor.',
              "ERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % h])
    intro = L(lang, ['Did not know the read replica needs its own user; this is what I ran:', 'Missing the DB login for the {e} replica. Command from the runbook:'.replace('{e}', ch(ENVS_EN))],
              ['리플리카는 별도 계정이 필요하다는 걸 몰랐음. 실행한 명령:', '%s DB 접속 정보를 몰라서 런북에 있던 명령 그대로 실행:' % env_word('ko')])
    le = L(lang, ['Port 3307 is the replica, 3306 the primary; -P is the port, -p the password.', 'The replica user has SELECT only; writes fail silently in the ORM.', ''],
           ['3307이 리플리카, 3306이 primary. -P는 포트, -p는 비밀번호임.', '리플리카 계정은 SELECT만 가능해서 ORM에서 쓰기 실패가 조용히 묻힘.', ''])
    ask = L(lang, ['Which DB user should batch jobs use?', 'Is there a read-only account for debugging?'],
            ['배치 잡은 어떤 DB 계정 써야 하나요?', '디버깅용 read-only 계정이 있는지 물어보기'])
    mc, le, ask = compose(lang, intro, cmd + '\n' + out, le, ask)
    return rec(lang, 'shell: mysql -p attached password', mc, le, ask, [pw])


@G
def g_pg_url(lang):
    pw = pw_urlish()
    enc = pct(pw)
    u, h, db = ch(USERS), ch(HOSTS), ch(['app', 'orders', 'metrics', 'core'])
    url = 'postgresql://%s:%s@%s:%d/%s%s' % (u, enc, h, ch([5432, 5433, 6432]), db, ch(['', '?sslmode=require', '?sslmode=verify-full&application_name=%s' % ch(SVC)]))
    key = ch(['DATABASE_URL', 'SQLALCHEMY_DATABASE_URI', 'PG_DSN', 'spring.datasource.url'])
    snip = '%s=%s' % (key, url)
    secrets = [enc]
    le = L(lang, ['Special characters in the password must be percent-encoded in the URL, otherwise psycopg parses the host wrong.',
                  'pgbouncer listens on 6432; connecting to 5432 directly bypasses the pool limits.'],
           ['비밀번호에 특수문자가 있으면 URL에서 percent-encoding 해야 함. 안 하면 psycopg가 host를 잘못 파싱함.',
            'pgbouncer는 6432 포트. 5432로 직접 붙으면 풀 제한을 우회하게 됨.'])
    if chance(0.35):
        le += L(lang, ' Raw value before encoding: ', ' 인코딩 전 원래 값: ') + pw
        secrets.append(pw)
    intro = L(lang, ['Could not connect from the migration job; did not know the DSN format it expects. Current value:',
                     'The worker kept failing with "could not translate host name"; the DSN in the env was:'],
              ['마이그레이션 잡에서 접속이 안 됐음. 어떤 DSN 형식을 기대하는지 몰랐음. 현재 값:',
               '워커가 계속 "could not translate host name"으로 죽었는데 env에 들어 있던 DSN:'])
    ask = L(lang, ['Where is the canonical DSN for each environment kept?', ''], ['환경별 DSN 원본은 어디서 관리하나요?', ''])
    mc, le2, ask = compose(lang, intro, snip, le, ask)
    return rec(lang, 'connection string: postgres URL percent-encoded password', mc, le2, ask, secrets)


@G
def g_pgpassword(lang):
    pw = pw_any()
    h = ch(HOSTS)
    cmd = "$ PGPASSWORD='%s' psql -h %s -p %d -U %s -d %s -c '\\dt'" % (pw, h, ch([5432, 5433]), ch(USERS), ch(['app', 'ledger', 'crm']))
    out = ch(['psql: error: connection to server at "%s" (%s), port 5432 failed: FATAL:  password authentication failed for user "app"' % (h, ip()),
              '         List of relations\n Schema |   Name   | Type  | Owner\n--------+----------+-------+-------\n public | orders   | table | app'])
    intro = L(lang, 'I did not know which account the reporting queries run as. This is how I connected:',
              '리포트 쿼리가 어떤 계정으로 도는지 몰랐음. 접속할 때 쓴 명령:')
    le = L(lang, ['Use ~/.pgpass instead of PGPASSWORD; it ends up in shell history.', 'The reporting role cannot see the billing schema.'],
           ['PGPASSWORD 대신 ~/.pgpass 쓸 것. shell history에 남음.', '리포트 role은 billing 스키마를 못 봄.'])
    mc, le, ask = compose(lang, intro, cmd + '\n' + out, le, L(lang, 'Who can grant read access to the ledger DB?', 'ledger DB 읽기 권한은 누가 주나요?'))
    return rec(lang, 'shell: PGPASSWORD env prefix', mc, le, ask, [pw])


@G
def g_docker_run(lang):
    pw = pw_any()
    img = ch(['postgres:16', 'mysql:8.4', 'mariadb:11', 'mcr.microsoft.com/mssql/server:2022-latest', 'bitnami/redis:7.2'])
    var = {'postgres:16': 'POSTGRES_PASSWORD', 'mysql:8.4': 'MYSQL_ROOT_PASSWORD', 'mariadb:11': 'MARIADB_ROOT_PASSWORD',
           'mcr.microsoft.com/mssql/server:2022-latest': 'MSSQL_SA_PASSWORD', 'bitnami/redis:7.2': 'REDIS_PASSWORD'}[img]
    port = {'postgres:16': 5432, 'mysql:8.4': 3306, 'mariadb:11': 3306, 'mcr.microsoft.com/mssql/server:2022-latest': 1433, 'bitnami/redis:7.2': 6379}[img]
    cmd = '$ docker run -d --name %s -p %d:%d -e %s=%s %s' % (ch(['db', 'localdb', 'shared-db', 'qa-db']), port + ch([0, 1, 10000]), port, var, q(pw), img)
    intro = L(lang, ['The shared QA database container was started by hand; I did not know its credentials. From the ops notes:',
                     'Did not know the QA box runs the DB in a plain container. How it was started:'],
              ['공용 QA DB 컨테이너가 수동으로 띄워져 있었는데 계정 정보를 몰랐음. ops 메모에 있던 명령:',
               'QA 서버에서 DB가 그냥 컨테이너로 돈다는 걸 몰랐음. 띄울 때 쓴 명령:'])
    le = L(lang, ['-p here is the port mapping, the password is the -e value.', 'The container has no volume; a restart wipes the data.'],
           ['여기서 -p는 포트 매핑이고 비밀번호는 -e 값임.', '볼륨이 없어서 재시작하면 데이터 날아감.'])
    mc, le, ask = compose(lang, intro, cmd, le, opt(0.7, L(lang, 'Should QA use the managed DB instead?', 'QA도 managed DB로 옮길 계획이 있나요?')))
    return rec(lang, 'shell: docker run -e password with -p port', mc, le, ask, [pw])


@G
def g_compose_db(lang):
    pw, pw2 = pw_any(), pw_strong()
    svc = ch(['mysql', 'postgres', 'mongo'])
    env = {'mysql': ('MYSQL_ROOT_PASSWORD', 'MYSQL_PASSWORD'), 'postgres': ('POSTGRES_PASSWORD', 'PGADMIN_DEFAULT_PASSWORD'),
           'mongo': ('MONGO_INITDB_ROOT_PASSWORD', 'ME_CONFIG_BASICAUTH_PASSWORD')}[svc]
    snip = ('services:\n  %s:\n    image: %s\n    environment:\n      %s: %s\n    ports:\n      - "%d:%d"\n  admin:\n    image: %s\n'
            '    environment:\n      %s: "%s"') % (svc, {'mysql': 'mysql:8.0', 'postgres': 'postgres:15-alpine', 'mongo': 'mongo:7'}[svc], env[0], pw,
                                                 R.choice([13306, 15432, 27018]), {'mysql': 3306, 'postgres': 5432, 'mongo': 27017}[svc],
                                                 {'mysql': 'phpmyadmin', 'postgres': 'dpage/pgadmin4', 'mongo': 'mongo-express'}[svc], env[1], pw2)
    intro = L(lang, 'Did not know the local stack has an admin UI with its own login. docker-compose.yml:',
              '로컬 스택에 별도 로그인 있는 admin UI가 있다는 걸 몰랐음. docker-compose.yml:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The admin UI binds to 0.0.0.0 on the shared dev VM.', '공용 dev VM에서는 admin UI가 0.0.0.0으로 열려 있음.'), '')
    return rec(lang, 'docker compose: two DB passwords', mc, le, ask, [pw, pw2])


@G
def g_jdbc(lang):
    pw = pw_clean('&;')
    u = ch(USERS)
    kind = ch(['mysql', 'postgresql', 'sqlserver', 'oracle'])
    if kind == 'mysql':
        url = 'jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true' % (ch(HOSTS), ch(['shop', 'erp']), u, pw)
    elif kind == 'postgresql':
        url = 'jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true' % (ch(HOSTS), ch(['core', 'erp']), u, pw)
    elif kind == 'sqlserver':
        url = 'jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true' % (ch(['sql01.corp.local', 'mssql.internal']), ch(['ERP', 'HR']), u, pw)
    else:
        url = 'jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1' % (u, pw, ch(['ora19.corp.local', 'oracle-db.internal']))
    tpl = ch(['spring.datasource.url=%s', 'db.url = "%s"', '<property name="url" value="%s"/>'])
    snip = tpl % (url.replace('&', '&amp;') if tpl.startswith('<') else url)
    intro = L(lang, 'The legacy ERP sync uses a hard-coded JDBC URL I did not know about:', '레거시 ERP 동기화가 하드코딩된 JDBC URL을 쓴다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, ['Changing the DB password requires a redeploy of the ERP sync.', 'The driver ignores the username property when user= is in the URL.'],
                                               ['DB 비밀번호 바꾸면 ERP sync도 재배포해야 함.', 'URL에 user=가 있으면 드라이버가 username 속성을 무시함.']),
                          opt(0.6, L(lang, 'Can the ERP sync read credentials from Vault?', 'ERP sync가 Vault에서 읽게 바꿀 수 있나요?')))
    return rec(lang, 'connection string: JDBC %s password' % kind, mc, le, ask, [pw])


@G
def g_odbc(lang):
    pw = pw_clean(';')
    cs = ch(['Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;' % (
        '%s.database.windows.net' % ch(ORGS), ch(['appdb', 'reporting']), ch(USERS), pw),
        'Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=sa;Pwd=%s;' % (ch(['sql01', '10.20.1.5']), ch(['HR', 'POS']), pw),
        'Host=%s;Port=5432;Database=%s;Username=%s;Password=%s;SSL Mode=Require' % (ch(HOSTS), ch(['app', 'identity']), ch(USERS), pw)])
    snip = ch(['"ConnectionStrings": {\n  "Default": "%s"\n}', 'ConnectionStrings__Default=%s', '$env:ConnectionStrings__Default = "%s"']) % cs
    intro = L(lang, 'Did not know the .NET service overrides the connection string from the environment. Value on the build agent:',
              '.NET 서비스가 환경변수로 connection string을 덮어쓴다는 걸 몰랐음. 빌드 에이전트에 있던 값:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Double underscore maps to ":" in .NET configuration keys.', '.NET 설정 키에서는 __ 가 : 로 매핑됨.'),
                          opt(0.7, L(lang, 'Should the agent use managed identity instead of SQL auth?', 'SQL 인증 대신 managed identity 쓰면 안 되나요?')))
    return rec(lang, 'connection string: ADO.NET/ODBC password', mc, le, ask, [pw])


@G
def g_pgpass_netrc(lang):
    pw = pw_clean(':')
    if chance(0.5):
        snip = '# ~/.pgpass\n%s:5432:*:%s:%s\n%s:5432:analytics:readonly:*' % (ch(HOSTS), ch(USERS), pw, ch(HOSTS))
        cat = 'file: .pgpass line'
    else:
        snip = '# ~/.netrc\nmachine %s\n  login %s\n  password %s' % (ch(['git.acme.internal', 'nexus.corp.local', 'ftp.partner.co.kr', 'api.heroku.com']), ch(USERS), pw)
        cat = 'file: .netrc password'
    intro = L(lang, ['Builds on the new runner failed because it lacked this file from the old runner:', 'Did not know the CI image relies on a credentials file baked into the home dir:'],
              ['새 러너에서 빌드가 실패한 이유가 예전 러너에 있던 이 파일이 없어서였음:', 'CI 이미지가 홈 디렉터리에 박힌 인증 파일에 의존한다는 걸 몰랐음:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'File mode must be 0600 or the client ignores it.', '파일 권한이 0600이 아니면 클라이언트가 무시함.'), '')
    return rec(lang, cat, mc, le, ask, [pw])


@G
def g_redis(lang):
    pw = pw_strong(R.randint(20, 32)) if chance(0.6) else pw_human()
    h = ch(['redis-master.cache.svc', 'cache.internal', 'my-redis.abc123.ng.0001.apn2.cache.amazonaws.com'])
    k = R.randrange(3)
    if k == 0:
        snip = '$ redis-cli -h %s -p 6379 -a \'%s\' --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=18233,expires=17001' % (h, pw)
    elif k == 1:
        snip = 'REDIS_URL=rediss://default:%s@%s:6380/0' % (pw, h)
    else:
        snip = '# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb' % pw
    intro = L(lang, 'Cache invalidation script could not connect; did not know Redis has AUTH enabled on this cluster:',
              '캐시 무효화 스크립트가 접속을 못 했음. 이 클러스터에 Redis AUTH가 켜져 있는 걸 몰랐음:')
    le = L(lang, ['-p is the port for redis-cli; -a is the password.', 'ElastiCache with TLS needs rediss:// and port 6380 here.'],
           ['redis-cli에서 -p는 포트, -a가 비밀번호.', '여기 ElastiCache는 TLS라서 rediss://와 6380 포트 필요.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.6, L(lang, 'Is there an ACL user for scripts?', '스크립트용 ACL 사용자가 따로 있나요?')))
    return rec(lang, 'redis: AUTH password', mc, le, ask, [pw])


@G
def g_ldap(lang):
    pw = pw_clean("'")
    dn = ch(['cn=admin,dc=corp,dc=local', 'uid=svc-jenkins,ou=service,dc=acme,dc=io', 'CN=svc_ldap,OU=Service Accounts,DC=ad,DC=acme,DC=kr'])
    snip = ("$ ldapsearch -x -H ldaps://%s -D '%s' -w '%s' -b 'dc=corp,dc=local' '(uid=jdoe)' mail" % (ch(['ldap.corp.local', 'ad01.acme.kr']), dn, pw)) if chance(0.5) else (
        'spring.ldap.urls=ldaps://ldap.corp.local:636\nspring.ldap.username=%s\nspring.ldap.password=%s' % (dn, pw))
    intro = L(lang, 'Did not know SSO group sync binds with a service account. Found:', 'SSO 그룹 동기화가 서비스 계정으로 bind 한다는 걸 몰랐음. 찾은 설정:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use ldaps (636); plain 389 is blocked from the k8s nodes.', 'ldaps(636) 써야 함. k8s 노드에서 389는 막혀 있음.'),
                          opt(0.6, L(lang, 'Who owns the LDAP bind account?', 'LDAP bind 계정 관리자는 누구?')))
    return rec(lang, 'LDAP bind password', mc, le, ask, [pw])


@G
def g_smtp(lang):
    grp = ' '.join(rs(4, LO) for _ in range(4))
    k = R.randrange(3)
    user = '%s@%s.com' % (ch(['noreply', 'alerts', 'ops']), ch(ORGS))
    if k == 0:
        snip = 'spring.mail.host=smtp.gmail.com\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s' % (user, grp)
        sec = grp
        cat = 'SMTP: Google app password (spaced)'
    elif k == 1:
        sec = '-'.join(rs(4, LO) for _ in range(4))
        snip = 'EMAIL_HOST=smtp.mail.me.com\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s' % (user, sec)
        cat = 'SMTP: Apple app-specific password'
    else:
        sec = pw_any()
        snip = "MAIL_MAILER=smtp\nMAIL_HOST=%s\nMAIL_PORT=465\nMAIL_USERNAME=%s\nMAIL_PASSWORD='%s'" % (ch(['smtp.daum.net', 'smtp.naver.com', 'smtp.worksmobile.com', 'smtp.office365.com']), user, sec)
        cat = 'SMTP: mailbox password'
    intro = L(lang, 'Password-reset mails stopped; I did not know they go through a personal mailbox. Mail settings:',
              '비밀번호 재설정 메일이 안 나갔는데, 개인 메일함 SMTP로 보낸다는 걸 몰랐음. 메일 설정:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'App passwords stop working when the account owner changes their main password.', '계정 주인이 본 비밀번호를 바꾸면 앱 비밀번호도 무효가 됨.'),
                          opt(0.7, L(lang, 'Can we move transactional mail to a proper provider?', '트랜잭션 메일을 전용 서비스로 옮길 수 있나요?')))
    return rec(lang, cat, mc, le, ask, [sec])


@G
def g_sshpass(lang):
    pw = pw_clean("'")
    port = ch([2222, 22022, 10022])
    host = ch(['bastion.acme.kr', '203.0.113.%d' % R.randint(2, 250), 'jump01.corp.local'])
    snip = "$ sshpass -p '%s' ssh -p %d -o StrictHostKeyChecking=no %s@%s" % (pw, port, ch(['ubuntu', 'ec2-user', 'deploy', 'root']), host)
    if chance(0.4):
        snip = "$ sshpass -p '%s' scp -P %d dump.sql.gz %s:/tmp/" % (pw, port, host)
    intro = L(lang, 'Did not know the bastion only allows password login for the legacy deploy user. The deploy script does:',
              'bastion이 레거시 deploy 계정은 비밀번호 로그인만 허용한다는 걸 몰랐음. 배포 스크립트 내용:')
    le = L(lang, ['In this command -p %d is the SSH port; the sshpass -p value is the password.' % port, 'sshpass hides nothing: the password shows up in ps output.'],
           ['여기서 ssh의 -p %d는 포트이고 sshpass -p 값이 비밀번호임.' % port, 'sshpass 쓰면 ps 출력에 비밀번호가 그대로 보임.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.7, L(lang, 'Can the deploy user switch to key-based auth?', 'deploy 계정을 키 인증으로 바꿀 수 있는지?')), allow_ask=True)
    return rec(lang, 'shell: sshpass -p password with ssh -p port', mc, le, ask, [pw])


@G
def g_keystore(lang):
    sp, kp = pw_clean('"'), pw_clean('"')
    k = R.randrange(3)
    if k == 0:
        snip = ('android {\n  signingConfigs {\n    release {\n      storeFile file("release.jks")\n      storePassword "%s"\n      keyAlias "upload"\n'
                '      keyPassword "%s"\n    }\n  }\n}') % (sp, kp)
        cat = 'Gradle: Android signing passwords'
    elif k == 1:
        snip = '$ keytool -importkeystore -srckeystore upload.jks -srcstorepass "%s" -destkeystore upload.p12 -deststoretype PKCS12 -deststorepass "%s"' % (sp, kp)
        cat = 'shell: keytool store passwords'
    else:
        snip = '$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:%s\n$ curl --cert-type P12 --cert client.p12:%s https://mtls.partner.example/api/ping' % (sp, sp)
        kp = sp
        cat = 'shell: openssl pkcs12 passout'
    intro = L(lang, 'Release signing failed on the new Mac runner; I did not know where the keystore passwords come from:',
              '새 Mac 러너에서 릴리스 서명이 실패함. keystore 비밀번호가 어디서 오는지 몰랐음:')
    le = L(lang, 'Store and key password can differ; Play upload key uses the second.', 'store 비밀번호와 key 비밀번호가 다를 수 있음. Play 업로드 키는 두 번째 것.') if k < 2 else \
        L(lang, 'The partner requires mTLS; the .p12 password is also needed by curl.', '파트너가 mTLS를 요구해서 curl에도 .p12 비밀번호가 필요함.')
    mc, le, ask = compose(lang, intro, snip, le,
                          opt(0.6, L(lang, 'Where is the upload keystore backed up?', '업로드 keystore 백업은 어디 있나요?')))
    return rec(lang, cat, mc, le, ask, [sp, kp])


@G
def g_ansible(lang):
    k = R.randrange(3)
    pw = pw_any()
    if k == 0:
        snip = '[web]\n%s ansible_user=deploy ansible_password=%s\n%s ansible_user=deploy ansible_become_pass=%s' % (ip(), pw, ip(), pw)
        cat = 'Ansible inventory: ansible_password'
    elif k == 1:
        snip = '$ echo "%s" > ~/.vault_pass\n$ ansible-playbook site.yml --vault-password-file ~/.vault_pass -l staging' % pw
        cat = 'Ansible: vault password file'
    else:
        snip = "$ ansible all -i hosts.ini -m ping -e 'ansible_ssh_pass=%s ansible_sudo_pass=%s'" % (pw, pw)
        cat = 'Ansible: -e ssh/sudo pass'
    intro = L(lang, 'Did not know the playbooks still need a password for the old VMs. What the ops person uses:',
              '예전 VM은 플레이북 돌릴 때 아직 비밀번호가 필요하다는 걸 몰랐음. 운영 담당자가 쓰는 방식:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'group_vars/all/vault.yml is encrypted with this vault password.', 'group_vars/all/vault.yml이 이 vault 비밀번호로 암호화돼 있음.'),
                          opt(0.6, L(lang, 'Who keeps the Ansible vault password?', 'Ansible vault 비밀번호는 누가 보관하나요?')))
    return rec(lang, cat, mc, le, ask, [pw])


@G
def g_archive(lang):
    pw = pw_any()
    snip = ch(['$ 7z x customer_export_2024Q3.7z -p%s -o./export', '$ unzip -P %s settlement_202410.zip', '$ zip -e -P %s logs.zip *.log',
               '$ gpg --batch --passphrase "%s" -d backup.tar.gz.gpg | tar xz'])
    snip = snip % pw
    intro = L(lang, 'The partner sends the monthly export as an encrypted archive; did not know the password arrives by SMS. Extracted with:',
              '파트너가 월간 export를 암호화 압축으로 보내는데 비밀번호가 문자로 온다는 걸 몰랐음. 풀 때 쓴 명령:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The password changes every quarter.', '비밀번호는 분기마다 바뀜.'), '', allow_ask=True)
    return rec(lang, 'shell: archive/gpg password', mc, le, ask, [pw])


@G
def g_chat_pw(lang):
    gen = ch([pw_human, pw_korean, pw_korean, pw_phrase])
    pw = gen()
    style = {pw_human: 'human', pw_korean: 'korean-keyboard', pw_phrase: 'passphrase'}[gen]
    who = person(lang)
    what = L(lang, ch(['the staging admin console', 'the shared NAS', 'the Grafana admin user', 'the office router', 'the test iPhone Apple ID', 'the Jenkins admin']),
             ch(['스테이징 어드민 콘솔', '공용 NAS', 'Grafana admin 계정', '사무실 공유기', '테스트폰 Apple ID', '젠킨스 admin']))
    if lang == 'en':
        mc = ch(['%s told me in chat: "login for %s is admin / %s, don\'t write it down"' % (who, what, pw),
                 'Did not have access to %s. %s shared the password: %s' % (what, who, pw),
                 'I was missing the login for %s; per %s it is `%s`.' % (what, who, pw)])
        le = ch(['Shared accounts like this should move to the team password manager.', 'The account is shared by the whole team, so nobody rotates it.', ''])
        ask = ch(['Ask %s for a personal account instead of the shared one.' % who, 'Is there SSO for %s yet?' % what, ''])
    else:
        mc = ch(['%s님이 채팅으로 알려줌: "%s 로그인 admin / %s 적어두지 마세요"' % (who, what, pw),
                 '%s 접근 권한이 없었음. %s님이 비번 공유해줌: %s' % (what, who, pw),
                 '%s 로그인 정보를 몰랐는데 %s님 말로는 `%s` 임.' % (what, who, pw),
                 '%s 계정은 admin이고 비번은 %s이에요 라고 %s님이 알려줌' % (what, pw, who),
                 '%s님 왈 %s 비밀번호는 %s였는데 지난주에 바뀌었을 수도 있다고 함' % (who, what, pw)])
        le = ch(['이런 공용 계정은 팀 비밀번호 관리자로 옮겨야 함.', '팀 전체가 같이 쓰는 계정이라 아무도 교체를 안 함.', ''])
        ask = ch(['공용 계정 말고 개인 계정 달라고 %s님께 요청하기' % who, '%s에 SSO 붙었는지 확인' % what, ''])
    if chance(0.25) and ask:
        ask = ask + L(lang, ' (current one: %s)', ' (지금 비번: %s)') % pw
    return rec(lang, 'chat: shared password in prose (%s)' % style, mc, le, ask, [pw])


@G
def g_old_new_pw(lang):
    old, new = pw_any(), pw_any()
    acct = ch(['svc_etl', 'admin', 'jenkins', 'app_rw', 'superset', 'airflow'])
    if chance(0.5):
        snip = "ALTER USER %s WITH PASSWORD '%s';  -- was '%s'" % (acct, new, old)
    else:
        snip = L(lang, 'Rotated the %s password: old `%s` -> new `%s`' % (acct, old, new), '%s 비밀번호 교체함: 이전 `%s` -> 새 `%s`' % (acct, old, new))
    intro = L(lang, 'Jobs broke after the quarterly rotation; I did not know which services share this account.',
              '분기 비밀번호 교체 후 잡들이 깨짐. 이 계정을 어떤 서비스들이 같이 쓰는지 몰랐음.')
    le = L(lang, 'Airflow, Superset and the ETL all use this account; update all three connections.', 'Airflow, Superset, ETL 세 군데 다 이 계정을 씀. 연결 정보 세 개 다 바꿔야 함.')
    if chance(0.5):
        mc, le = intro, le + '\n' + snip
    else:
        mc = intro + '\n' + snip
    return rec(lang, 'SQL/prose: old and new password', mc, le, opt(0.7, L(lang, 'Is there a list of consumers for each DB account?', 'DB 계정별 사용처 목록이 있나요?')), [old, new])


@G
def g_passphrase(lang):
    pp = pw_phrase(ch([' ', '-']))
    k = R.randrange(3)
    if k == 0:
        snip = L(lang, 'Passphrase for deploy_ed25519 is "%s"' % pp, 'deploy_ed25519 키 passphrase는 "%s"' % pp)
        cat = 'prose: SSH key passphrase'
    elif k == 1:
        snip = 'GPG_PASSPHRASE="%s"\n$ echo "$GPG_PASSPHRASE" | gpg --batch --yes --passphrase-fd 0 --pinentry-mode loopback -s release.tar.gz' % pp
        cat = 'shell: GPG signing passphrase'
    else:
        snip = '$ restic -r s3:s3.amazonaws.com/%s-backup snapshots\nenter password for repository: %s' % (ch(ORGS), pp)
        cat = 'shell: restic repository password'
    intro = L(lang, 'Release signing/backup restore needed a passphrase I did not have.', '릴리스 서명/백업 복구에 필요한 passphrase를 몰랐음.')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Without it the backups are unrecoverable; it must be in the team vault.', '이게 없으면 백업 복구 불가. 팀 vault에 꼭 있어야 함.'), '', allow_ask=True)
    return rec(lang, cat, mc, le, ask, [pp])


@G
def g_pin(lang):
    k = R.randrange(4)
    if k == 0:
        a, b = rs(8, DG), rs(8, DG)
        snip = '$ ykman piv access change-pin --pin %s --new-pin %s' % (a, b)
        cat = 'shell: YubiKey PIV PINs'
        secs = [a, b]
    elif k == 1:
        a = rs(8, DG)
        snip = L(lang, 'SIM PUK for the on-call phone: %s' % a, '당직폰 유심 PUK: %s' % a)
        cat = 'prose: SIM PUK code'
        secs = [a]
    elif k == 2:
        a = rs(8, DG)
        snip = L(lang, 'Server room door code is %s# (changed Monday)' % a, '서버실 도어락 비번 %s# (월요일에 바뀜)' % a)
        cat = 'prose: door lock code'
        secs = [a]
    else:
        a = rs(4, DG) + '-' + rs(4, DG)
        snip = L(lang, 'HSM partition PIN: %s' % a, 'HSM 파티션 PIN: %s' % a)
        cat = 'prose: HSM partition PIN'
        secs = [a]
    intro = L(lang, 'Could not finish the hardware step because I was missing this:', '하드웨어 작업을 마무리 못 한 이유가 이게 없어서였음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Three wrong tries lock it.', '3번 틀리면 잠김.'), '', allow_ask=True)
    return rec(lang, cat, mc, le, ask, secs)


@G
def g_bitlocker(lang):
    key = '-'.join(rs(6, DG) for _ in range(8))
    intro = L(lang, 'The test laptop booted into BitLocker recovery after the BIOS update; did not know IT keeps the keys. Recovery key from the ticket:',
              'BIOS 업데이트 후 테스트 노트북이 BitLocker 복구 화면으로 부팅됨. IT가 키를 보관한다는 걸 몰랐음. 티켓에 있던 복구 키:')
    snip = 'Key ID: %s\nRecovery key: %s' % (hx(8).upper(), key)
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Suspend BitLocker before firmware updates.', '펌웨어 업데이트 전에 BitLocker 일시 중지할 것.'), '')
    return rec(lang, 'prose: BitLocker recovery key', mc, le, ask, [key])


@G
def g_recovery_codes(lang):
    k = R.randrange(3)
    if k == 0:
        codes = ['%s-%s' % (hx(5), hx(5)) for _ in range(R.randint(4, 8))]
        svc = 'GitHub'
    elif k == 1:
        codes = ['%s %s' % (rs(4, DG), rs(4, DG)) for _ in range(R.randint(4, 8))]
        svc = 'Google Workspace'
    else:
        codes = [rs(10, ANL) for _ in range(R.randint(4, 8))]
        svc = ch(['AWS root MFA', 'npm', 'Atlassian', 'Naver'])
    sep = ch(['\n', '  ', ', '])
    snip = sep.join(codes)
    intro = L(lang, 'The %s admin account is on a departed colleague\'s phone; did not know recovery codes exist. From the shared doc:' % svc,
              '%s 관리자 계정 2FA가 퇴사자 폰에 묶여 있었음. 복구 코드가 있는 줄 몰랐음. 공유 문서에 있던 코드:' % svc)
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Each code works once; regenerate after use.', '코드는 1회용. 쓰고 나면 재발급해야 함.'),
                          opt(0.6, L(lang, 'Who else holds the %s recovery codes?' % svc, '%s 복구 코드를 누가 또 갖고 있나요?' % svc)))
    return rec(lang, 'recovery codes (%s)' % svc, mc, le, ask, codes)


@G
def g_totp(lang):
    seed = rs(32, B32)
    acct = ch(['ops@acme.com', 'admin', 'root-account', 'billing-admin'])
    issuer = ch(['AWS', 'GitHub', 'Cloudflare', 'NaverCloud', 'Okta'])
    if chance(0.5):
        snip = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (issuer, acct, seed, issuer)
        cat = 'TOTP seed in otpauth URL'
    else:
        seed = ' '.join(rs(4, B32L) for _ in range(8))
        snip = L(lang, '%s MFA setup key (can\'t scan QR on the VM): %s' % (issuer, seed), '%s MFA 설정 키 (VM에서 QR 못 찍어서 수동 입력): %s' % (issuer, seed))
        cat = 'TOTP setup key (grouped)'
    intro = L(lang, 'The shared %s account has MFA; did not know the seed is stored for the on-call rotation:' % issuer,
              '공용 %s 계정에 MFA가 걸려 있는데 당직용으로 seed를 저장해 둔다는 걸 몰랐음:' % issuer)
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Anyone with the seed can generate codes; treat it like the password.', 'seed만 있으면 누구나 코드를 만들 수 있음. 비밀번호처럼 다뤄야 함.'), '')
    return rec(lang, cat, mc, le, ask, [seed])


# ---------------------------------------------------------------- key material builders
def ssh_string(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519_body():
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b'ssh-ed25519') + ssh_string(pub)
    chk = rbytes(4)
    comment = ('%s@%s' % (ch(['deploy', 'ci', 'jkim', 'ops']), ch(['build01', 'macbook', 'bastion']))).encode()
    priv = chk + chk + ssh_string(b'ssh-ed25519') + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b'openssh-key-v1\x00' + ssh_string(b'none') + ssh_string(b'none') + ssh_string(b'') + \
        (1).to_bytes(4, 'big') + ssh_string(pubblob) + ssh_string(priv)
    return wrap(base64.b64encode(blob).decode(), 70)


def der_lines(prefix_hex, parts, width=64, full=True):
    """prefix bytes + random/fixed parts -> base64 lines (a full key's last line must be >= 8 chars)."""
    b = bytes.fromhex(prefix_hex)
    for p in parts:
        b += rbytes(p) if isinstance(p, int) else bytes.fromhex(p)
    lines = wrap(base64.b64encode(b).decode(), width)
    assert not full or len(lines[-1]) >= 8
    return lines


def ec_p256_pkcs8():
    return der_lines('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420', [32, 'a144034200', '04', 64])


def ec_p256_sec1():
    return der_lines('30770201010420', [32, 'a00a06082a8648ce3d030107a144034200', '04', 64])


def rsa_pkcs8_head(n_lines):
    return der_lines('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100', [256, '0203010001', 640], full=False)[:n_lines]


def rsa_pkcs1_head(n_lines):
    return der_lines('308204a40201000282010100', [256, '0203010001', 640], full=False)[:n_lines]


def pgp_head(n_lines):
    return der_lines('9505860466', [3, '010c00', 700], full=False)[:n_lines]


def pem(label, lines, truncated=False):
    body = lines + (['...'] if truncated else [])
    return '-----BEGIN %s-----\n%s\n-----END %s-----' % (label, '\n'.join(body), label)


@G
def g_ssh_key(lang):
    lines = openssh_ed25519_body()
    intro = L(lang, ['The deploy job failed with "Permission denied (publickey)"; did not know the key is pasted into a CI variable. Its value:',
                     'Did not know the bastion key is shared by the whole team. From the onboarding doc:'],
              ['배포 잡이 "Permission denied (publickey)"로 실패함. 키가 CI 변수에 통째로 붙여져 있다는 걸 몰랐음. 값:',
               'bastion 키를 팀 전체가 공유한다는 걸 몰랐음. 온보딩 문서에 있던 것:'])
    snip = pem('OPENSSH PRIVATE KEY', lines)
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The variable needs a trailing newline or ssh-add rejects it.', '변수 끝에 개행이 없으면 ssh-add가 거부함.'),
                          opt(0.6, L(lang, 'Can each engineer get a personal key on the bastion?', 'bastion에 개인 키를 따로 등록할 수 있나요?')))
    return rec(lang, 'PEM: OpenSSH ed25519 private key body', mc, le, ask, lines)


@G
def g_pem_key(lang):
    k = R.randrange(5)
    if k == 0:
        lines, label, cat = ec_p256_pkcs8(), 'PRIVATE KEY', 'PEM: EC P-256 PKCS#8 private key'
        trunc = False
    elif k == 1:
        lines, label, cat = ec_p256_sec1(), 'EC PRIVATE KEY', 'PEM: EC private key (SEC1)'
        trunc = False
    elif k == 2:
        lines, label, cat = rsa_pkcs8_head(R.randint(3, 6)), 'PRIVATE KEY', 'PEM: RSA PKCS#8 private key (truncated paste)'
        trunc = True
    elif k == 3:
        lines, label, cat = rsa_pkcs1_head(R.randint(3, 6)), 'RSA PRIVATE KEY', 'PEM: RSA PKCS#1 private key (truncated paste)'
        trunc = True
    else:
        lines, label, cat = pgp_head(R.randint(3, 5)), 'PGP PRIVATE KEY BLOCK', 'PGP private key block (truncated)'
        trunc = True
    file = ch(['certs/tls.key', 'secrets/jwt_signing.pem', 'apple/AuthKey.p8', 'keys/release-signing.asc', 'nginx/ssl/server.key'])
    intro = L(lang, 'TLS/signing broke after the move; did not know the key file is committed in %s. Start of the file:' % file,
              '이전 후 TLS/서명이 깨짐. 키 파일이 %s에 커밋돼 있다는 걸 몰랐음. 파일 앞부분:' % file)
    snip = pem(label, lines, trunc)
    if label == 'PGP PRIVATE KEY BLOCK':
        snip = snip.replace('-----\n', '-----\n\n', 1)
    mc, le, ask = compose(lang, intro, snip, L(lang, ['The key must match the certificate modulus; check with openssl.', 'Rotate this key; it has been in git history for months.'],
                                               ['키가 인증서와 짝이 맞는지 openssl로 확인해야 함.', '몇 달째 git 히스토리에 있었으니 교체 필요.']), '')
    return rec(lang, cat, mc, le, ask, lines if not trunc else [x for x in lines if x != '...'])


@G
def g_ppk(lang):
    pub = base64.b64encode(ssh_string(b'ssh-ed25519') + ssh_string(rbytes(32))).decode()
    priv = base64.b64encode(ssh_string(rbytes(32))).decode()
    snip = ('PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s'
            % (ch(['eddsa-key-20240311', 'windows-jump', 'vendor-sftp']), pub[:64], pub[64:], priv, hx(64)))
    intro = L(lang, 'The vendor SFTP upload runs from a Windows box with a PuTTY key; did not know that. The .ppk:',
              '업체 SFTP 업로드가 윈도우 서버에서 PuTTY 키로 돈다는 걸 몰랐음. .ppk 내용:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Convert with puttygen -O private-openssh for Linux runners.', '리눅스 러너에서는 puttygen -O private-openssh로 변환해서 써야 함.'), '')
    return rec(lang, 'PuTTY .ppk private lines', mc, le, ask, [priv])


@G
def g_gcp_sa(lang):
    lines = rsa_pkcs8_head(R.randint(3, 5))
    proj = '%s-%s' % (ch(ORGS), dg(6))
    pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n'
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s...",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (proj, hx(40), pk, ch(['ci-deployer', 'bq-loader', 'firebase-adminsdk-x1y2z']), proj, dg(21))
    intro = L(lang, 'BigQuery loads failed on the new runner; did not know the job reads a service-account JSON from the repo. Part of it:',
              '새 러너에서 BigQuery 적재가 실패함. 잡이 레포에 있는 서비스 계정 JSON을 읽는다는 걸 몰랐음. 일부:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use workload identity federation instead of key files.', '키 파일 대신 workload identity federation을 써야 함.'),
                          opt(0.6, L(lang, 'Who can disable the old key?', '예전 키 비활성화는 누가 할 수 있나요?')))
    return rec(lang, 'JSON: GCP service account private_key lines [Google Cloud]', mc, le, ask, lines)


@G
def g_jwk(lang):
    d = b64u(32)
    x = b64u(32)
    if chance(0.5):
        jwk = '{"kty":"OKP","crv":"Ed25519","kid":"%s","x":"%s","d":"%s"}' % (hx(8), x, d)
    else:
        jwk = '{"kty":"EC","crv":"P-256","kid":"sig-%s","use":"sig","x":"%s","y":"%s","d":"%s"}' % (dg(10), x, b64u(32), d)
    intro = L(lang, 'Token verification failed after a restart; did not know the auth service loads its signing JWK from an env var:',
              '재시작 후 토큰 검증이 실패함. auth 서비스가 서명용 JWK를 env 변수에서 읽는다는 걸 몰랐음:')
    snip = 'AUTH_SIGNING_JWK=\'%s\'' % jwk
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Only x/y belong in the public JWKS; "d" is the private part.', '공개 JWKS에는 x/y만 있어야 하고 "d"가 개인키 부분임.'), '')
    return rec(lang, 'JWK with private "d" parameter', mc, le, ask, [d])


@G
def g_app_secret(lang):
    k = R.randrange(8)
    if k == 0:
        v = 'django-insecure-' + rs(50, LO + DG + '!@#%^&*(-_=+)')
        snip, cat = "SECRET_KEY = '%s'" % v, 'Django SECRET_KEY'
    elif k == 1:
        v = rs(50, LO + DG + '!@#%^&*(-_=+)')
        snip, cat = "DJANGO_SECRET_KEY=%s" % v, 'Django SECRET_KEY (env)'
    elif k == 2:
        v = hx(128)
        snip, cat = 'production:\n  secret_key_base: %s' % v, 'Rails secret_key_base'
    elif k == 3:
        v = hx(32)
        snip, cat = '$ cat config/master.key\n%s' % v, 'Rails master.key'
    elif k == 4:
        v = 'base64:' + b64(32)
        snip, cat = 'APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false' % v, 'Laravel APP_KEY'
    elif k == 5:
        v = b64(32)
        snip, cat = 'NEXTAUTH_URL=https://admin.%s.com\nNEXTAUTH_SECRET=%s' % (ch(ORGS), v), 'NextAuth secret'
    elif k == 6:
        v = hx(32)
        snip, cat = '###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET=%s\n###< symfony/framework-bundle ###' % v, 'Symfony APP_SECRET'
    else:
        v = b64(48)
        snip, cat = 'config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: "%s"' % v, 'Phoenix secret_key_base'
    intro = L(lang, ['All sessions were invalidated after deploy; did not know the signing key comes from this file:', 'Cookies stopped validating between pods; the key differed per pod. Value on pod A:'],
              ['배포 후 세션이 전부 풀림. 서명 키가 이 파일에서 온다는 걸 몰랐음:', '파드 간 쿠키 검증이 안 됐는데 파드마다 키가 달랐음. A 파드의 값:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'All replicas must share one key; changing it logs everyone out.', '모든 레플리카가 같은 키를 써야 하고, 바꾸면 전원 로그아웃됨.'),
                          opt(0.5, L(lang, 'Where should the framework secret live per environment?', '환경별 프레임워크 시크릿은 어디에 두나요?')))
    return rec(lang, 'framework secret: ' + cat, mc, le, ask, [v])


@G
def g_signing_secret(lang):
    k = R.randrange(5)
    if k == 0:
        v = hx(64)
        snip, cat = 'JWT_SECRET=%s\nJWT_EXPIRES_IN=1h' % v, 'JWT HS256 secret'
    elif k == 1:
        v = rs(R.randint(24, 40), AN)
        snip, cat = '# GitHub webhook settings\nPayload URL: https://ci.%s.io/github-webhook/\nContent type: application/json\nSecret: %s' % (ch(ORGS), v), 'GitHub webhook secret'
    elif k == 2:
        v = 'whsec_' + b64(32)
        snip, cat = 'SVIX_WEBHOOK_SECRET=%s' % v, 'Svix webhook signing secret'
    elif k == 3:
        v = b64(32)
        snip, cat = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }));" % v, 'express-session secret'
    else:
        v = b64(32)
        snip, cat = 'encryption:\n  aes_key: "%s"  # AES-256-GCM for PII columns' % v, 'AES data encryption key'
    intro = L(lang, 'Signature verification failed in the new service; I did not know which secret the sender uses. Found:',
              '새 서비스에서 서명 검증이 실패함. 보내는 쪽이 어떤 시크릿을 쓰는지 몰랐음. 찾은 값:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Verify against the raw body, not the re-serialized JSON.', '재직렬화한 JSON 말고 raw body로 검증해야 함.'),
                          opt(0.6, L(lang, 'Who rotates the signing secret and how are consumers told?', '서명 시크릿 교체는 누가 하고 사용처에는 어떻게 알리나요?')), allow_ask=True)
    return rec(lang, 'signing secret: ' + cat, mc, le, ask, [v])


@G
def g_cookie(lang):
    k = R.randrange(7)
    if k == 0:
        v = rs(32, ANL)
        c, cat = 'sessionid=%s' % v, 'Django sessionid'
    elif k == 1:
        v = 's%3A' + rs(32, B64U) + '.' + pct(b64(32)).replace('%3D', '')
        c, cat = 'connect.sid=%s' % v, 'Express connect.sid (percent-encoded)'
    elif k == 2:
        v = pct(b64(R.randint(90, 140))) + '--' + hx(40)
        c, cat = '_%s_session=%s' % (ch(['shop', 'admin', 'myapp']), v), 'Rails session cookie'
    elif k == 3:
        v = rs(26, ANL)
        c, cat = 'PHPSESSID=%s' % v, 'PHPSESSID'
    elif k == 4:
        v = hx(32).upper()
        c, cat = 'JSESSIONID=%s' % v, 'JSESSIONID'
    elif k == 5:
        v = pct(b64s(json.dumps({'iv': b64(16), 'value': b64(60), 'mac': hx(64), 'tag': ''}, separators=(',', ':'))))
        c, cat = 'laravel_session=%s' % v, 'laravel_session'
    else:
        v = 'CfDJ8' + rs(R.randint(150, 220), B64U)
        c, cat = '.AspNetCore.Cookies=%s' % v, 'ASP.NET Core auth cookie'
    extra = ch(['_ga=GA1.1.%d.%d' % (R.randint(10 ** 8, 10 ** 9), now_epoch()), 'theme=dark', 'locale=ko-KR', 'NEXT_LOCALE=en'])
    cookie = 'Cookie: ' + ('; '.join([extra, c]) if chance(0.5) else '; '.join([c, extra]))
    snip = ch(["$ curl -s 'https://admin.%s.com/api/orders?status=pending' \\\n  -H '%s'" % (ch(ORGS), cookie),
               'GET /admin/reports HTTP/1.1\nHost: backoffice.%s.co.kr\n%s' % (ch(ORGS), cookie)])
    intro = L(lang, 'Could not reproduce the admin-only bug without a logged-in session; copied the request from the browser:',
              '로그인 세션 없이는 관리자 전용 버그가 재현이 안 됨. 브라우저에서 요청을 복사함:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Sessions last 14 days, so a pasted cookie stays usable.', '세션이 14일 유지돼서 붙여넣은 쿠키도 계속 쓸 수 있음.'),
                          opt(0.6, L(lang, 'Is there a seeded admin test account for staging?', '스테이징에 테스트용 관리자 계정이 있나요?')))
    return rec(lang, 'session cookie: ' + cat, mc, le, ask, [v])


@G
def g_signed_url(lang):
    k = R.randrange(5)
    bucket = ch(['acme-exports', 'media-prod-apne2', 'invoices-bucket', 'ml-datasets-private'])
    obj = ch(['reports/2024-11/settlement.csv', 'uploads/u_8812/passport.jpg', 'exports/orders_20241126.parquet', 'models/ranker-v3.onnx'])
    if k in (0, 1):
        akid = ('AKIA' if k == 0 else 'ASIA') + rs(16, B32)
        sig = hx(64)
        reg = ch(REGIONS)
        url = ('https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20241126%%2F%s%%2Fs3%%2Faws4_request'
               '&X-Amz-Date=20241126T0%d1502Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host') % (bucket, reg, obj, akid, reg, R.randint(0, 9), ch([900, 3600, 604800]))
        secs = [akid]
        if k == 1:
            tok = pct('IQoJb3JpZ2luX2VjE' + rs(R.randint(180, 240), B64) + '=')
            url += '&X-Amz-Security-Token=' + tok
            secs.append(tok)
        url += '&X-Amz-Signature=' + sig
        secs.append(sig)
        cat = 'signed URL: S3 presigned (%s)' % ('IAM user' if k == 0 else 'STS session')
    elif k == 2:
        sig = hx(512)
        url = ('https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F20241126%%2Fauto%%2Fstorage%%2Fgoog4_request'
               '&X-Goog-Date=20241126T101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s') % (bucket, obj, ch(['signer', 'exporter']), ch(ORGS), sig)
        secs = [sig]
        cat = 'signed URL: GCS V4 signature'
    elif k == 3:
        sig = pct(b64(32))
        url = 'https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2024-12-31T15:00:00Z&st=2024-11-26T00:00:00Z&spr=https&sig=%s' % (
            ch(['stprodlogs', 'acmeassets']), ch(['exports', 'backups']), obj, sig)
        secs = [sig]
        cat = 'signed URL: Azure SAS sig'
    else:
        sig = rs(R.randint(170, 200), AN + '-_~')
        url = 'https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (rs(13, ANL), obj, now_epoch(), sig, rs(13, ANU))
        secs = [sig]
        cat = 'signed URL: CloudFront signed URL'
    intro = L(lang, ['The customer could not download the export; the link we sent them was:', 'Did not know exports are shared as pre-signed links with a long expiry. Example from the ticket:'],
              ['고객이 export 파일을 못 받았다고 함. 보낸 링크:', 'export를 만료 기간 긴 서명 URL로 공유한다는 걸 몰랐음. 티켓에 있던 예시:'])
    mc, le, ask = compose(lang, intro, url, L(lang, 'Anyone with the link can download until it expires; keep expiry short.', '링크만 있으면 만료 전까지 누구나 받을 수 있음. 만료 시간 짧게.'),
                          opt(0.5, L(lang, 'What expiry does legal allow for customer exports?', '고객 export 링크 만료 기준이 있나요?')))
    return rec(lang, cat, mc, le, ask, secs)


@G
def g_reset_link(lang):
    tok = ch([rs(43, B64U), hx(64), rs(32, AN)])
    host = '%s.%s' % (ch(['app', 'admin', 'my', 'console']), ch(['acme.com', 'mintpay.co.kr', 'orbit-data.io']))
    kind = ch(['reset-password?token=', 'invite/accept?t=', 'auth/magic?code=', 'verify-email?token='])
    url = 'https://%s/%s%s' % (host, kind, tok)
    intro = L(lang, 'Support asked why the link fails; did not know links are single-use. The link from the support thread:',
              'CS에서 링크가 왜 안 되냐고 물어봄. 링크가 1회용이라는 걸 몰랐음. 문의 스레드에 있던 링크:')
    mc, le, ask = compose(lang, intro, url, L(lang, 'Tokens are valid 24h and log the user in directly.', '토큰은 24시간 유효하고 바로 로그인까지 됨.'), '', allow_ask=True)
    return rec(lang, 'URL: password-reset/magic-link token', mc, le, ask, [tok])


@G
def g_basic(lang):
    user = ch(USERS + ['partner_api', 'webhook', 'kakao_sync'])
    pw = pw_any()
    blob = b64s('%s:%s' % (user, pw))
    k = R.randrange(4)
    if k == 0:
        snip = 'Authorization: Basic %s' % blob
        secs = [blob]
    elif k == 1:
        snip = "$ curl -u '%s:%s' https://%s/api/v1/health\n{\"status\":\"UP\"}" % (user, pw, ch(['nexus.corp.local', 'partner.example.co.kr', 'es.acme.internal:9200']))
        secs = [pw]
    elif k == 2:
        snip = "headers = {'Authorization': 'Basic %s'}  # %s:%s" % (blob, user, pw)
        secs = [blob, pw]
    else:
        snip = 'GET /metrics HTTP/1.1\nHost: prometheus.%s.internal\nAuthorization: Basic %s' % (ch(ORGS), blob)
        secs = [blob]
    intro = L(lang, 'The partner API uses plain Basic auth, which I did not know. Working request:', '파트너 API가 그냥 Basic 인증을 쓴다는 걸 몰랐음. 동작하는 요청:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Basic credentials are only base64, not encryption.', 'Basic 인증은 base64일 뿐 암호화가 아님.'),
                          opt(0.6, L(lang, 'Can the partner issue us a token instead?', '파트너 쪽에서 토큰 방식으로 바꿔줄 수 있는지?')), allow_ask=True)
    return rec(lang, 'HTTP Basic auth (%s)' % ['header blob', 'curl -u', 'code + comment', 'raw request'][k], mc, le, ask, secs)


def _k8s_sa_jwt():
    ns = ch(['ci', 'deploy', 'argo', 'monitoring'])
    sa = ch(['deployer', 'gitlab-runner', 'argocd-manager'])
    payload = {'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': ns,
               'sub': 'system:serviceaccount:%s:%s' % (ns, sa)}
    h = b64us(json.dumps({'alg': 'RS256', 'kid': rs(43, B64U)}, separators=(',', ':')))
    return h + '.' + b64us(json.dumps(payload, separators=(',', ':'))) + '.' + b64u(256)


@G
def g_kubeconfig(lang):
    if chance(0.5):
        v = _k8s_sa_jwt()
        user = 'users:\n- name: deployer\n  user:\n    token: %s' % v
        cat = 'kubeconfig: service-account token'
    else:
        keypem = pem('EC PRIVATE KEY', ec_p256_sec1()) + '\n'
        v = b64s(keypem)
        user = 'users:\n- name: admin@%s\n  user:\n    client-certificate: /home/ci/.kube/admin.crt\n    client-key-data: %s' % (ch(['prod', 'stg']), v)
        cat = 'kubeconfig: client-key-data'
    snip = 'clusters:\n- cluster:\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n  name: %s\n' % (hx(32).upper(), ch(['prod', 'staging'])) + user
    intro = L(lang, 'Did not know CI talks to the cluster with a static kubeconfig stored as a variable. Its content:', 'CI가 변수에 저장된 정적 kubeconfig로 클러스터에 붙는다는 걸 몰랐음. 내용:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'This token never expires; switch to OIDC.', '이 토큰은 만료가 없음. OIDC로 바꿔야 함.'), '')
    return rec(lang, cat, mc, le, ask, [v])


@G
def g_k8s_secret_data(lang):
    pw, tok = pw_any(), rs(32, AN)
    b1, b2 = b64s(pw), b64s(tok)
    user = ch(USERS)
    snip = ('apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s') % (ch(SVC), b64s(user), b1, b2)
    intro = L(lang, 'Did not know the Secret manifest is committed (only base64, not encrypted). From k8s/base/secret.yaml:',
              'Secret 매니페스트가 커밋돼 있다는 걸 몰랐음 (base64일 뿐 암호화 아님). k8s/base/secret.yaml:')
    secs = [b1, b2]
    le = L(lang, 'base64 is encoding, not encryption; use SealedSecrets or ExternalSecrets.', 'base64는 인코딩이지 암호화가 아님. SealedSecrets나 ExternalSecrets 써야 함.')
    if chance(0.3):
        le += L(lang, ' Decoded password: ', ' 디코딩한 비밀번호: ') + pw
        secs.append(pw)
    mc, le, ask = compose(lang, intro, snip, le, '')
    return rec(lang, 'Kubernetes Secret data (base64 values)', mc, le, ask, secs)


@G
def g_docker_config(lang):
    user, pw = ch(['ci-bot', 'deploy', 'robot$ci']), pw_strong(R.randint(20, 32))
    blob = b64s('%s:%s' % (user, pw))
    reg = ch(['harbor.corp.local', 'registry.gitlab.com', 'acme.azurecr.io', '123456789012.dkr.ecr.ap-northeast-2.amazonaws.com', 'nexus.acme.kr:5000'])
    snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    if chance(0.4):
        snip = 'apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\nmetadata:\n  name: regcred\nstringData:\n  .dockerconfigjson: \'{"auths":{"%s":{"auth":"%s"}}}\'' % (reg, blob)
    intro = L(lang, 'Image pulls failed with 401 on the new node pool; did not know pull credentials are hand-made. The config:',
              '새 노드풀에서 이미지 pull이 401로 실패함. pull 인증 정보를 수동으로 만든다는 걸 몰랐음. 설정:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The auth field is base64 of user:password.', 'auth 필드는 user:password를 base64 한 것.'), '')
    return rec(lang, 'docker config.json auth', mc, le, ask, [blob])


@G
def g_npmrc(lang):
    k = R.randrange(3)
    if k == 0:
        v = 'npm_' + rs(36, AN)
        snip, cat = '@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s' % (ch(ORGS), v), '.npmrc _authToken [npm]'
    elif k == 1:
        v = 'ghp_' + rs(36, AN)
        snip, cat = '@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s' % (ch(ORGS), v), '.npmrc GitHub Packages token [GitHub]'
    else:
        v = b64s('%s:%s' % (ch(USERS), pw_any()))
        snip, cat = 'registry=https://nexus.%s.local/repository/npm-group/\n_auth=%s\nalways-auth=true' % (ch(ORGS), v), '.npmrc _auth (Nexus)'
    intro = L(lang, 'npm ci failed with E401 in Docker builds; did not know the private registry token lives in a committed .npmrc:',
              'Docker 빌드에서 npm ci가 E401로 실패함. 사설 레지스트리 토큰이 커밋된 .npmrc에 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use ${NPM_TOKEN} in .npmrc and pass it as a build secret.', '.npmrc에는 ${NPM_TOKEN}을 쓰고 빌드 시크릿으로 넘겨야 함.'), '')
    return rec(lang, cat, mc, le, ask, [v])


@G
def g_pip_index(lang):
    user, pw = ch(USERS), pw_strong()
    enc = pct(pw)
    host = ch(['nexus.corp.local', 'pypi.acme.internal', 'acme.jfrog.io/artifactory/api/pypi/pypi-virtual'])
    snip = ch(['[global]\nindex-url = https://%s:%s@%s/simple', 'PIP_EXTRA_INDEX_URL=https://%s:%s@%s/simple', '$ pip install -i https://%s:%s@%s/simple internal-sdk==2.4.1']) % (user, enc, host)
    intro = L(lang, 'Private package install failed in the new image; did not know the index URL embeds credentials:',
              '새 이미지에서 사내 패키지 설치가 실패함. index URL에 계정 정보가 박혀 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'pip prints the URL (with password) in verbose logs.', 'pip가 verbose 로그에 비밀번호 포함 URL을 찍음.'), '')
    return rec(lang, 'pip index URL with password', mc, le, ask, [enc])


@G
def g_git_url(lang):
    k = R.randrange(3)
    if k == 0:
        tok = 'ghp_' + rs(36, AN)
        url = 'https://%s:%s@github.com/%s/%s.git' % (ch(['x-access-token', 'ci-bot', 'jkim']), tok, ch(ORGS), ch(SVC))
        cat = 'git remote URL with GitHub token [GitHub]'
    elif k == 1:
        tok = 'glpat-' + rs(20, B64U)
        url = 'https://oauth2:%s@gitlab.com/%s/%s.git' % (tok, ch(ORGS), ch(SVC))
        cat = 'git remote URL with GitLab token [GitLab]'
    else:
        tok = pw_clean('@:/#?%')
        url = 'https://%s:%s@git.%s.internal/scm/%s.git' % (ch(USERS), tok, ch(ORGS), ch(SVC))
        cat = 'git remote URL with password'
    snip = ch(['$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)', '$ git clone %s\nCloning into ...']) 
    snip = snip % ((url, url) if snip.count('%s') == 2 else (url,))
    intro = L(lang, 'The submodule update failed on CI; did not know the remote URL embeds a credential:', 'CI에서 submodule 업데이트가 실패함. remote URL에 인증 정보가 들어 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use a credential helper instead; the URL ends up in .git/config.', 'credential helper 써야 함. URL이 .git/config에 남음.'), '')
    return rec(lang, cat, mc, le, ask, [tok])


@G
def g_aws_credentials_file(lang):
    a1, s1 = 'AKIA' + rs(16, B32), rs(40, B64)
    prof = ch(['prod-admin', 'legacy', 'billing', 'default'])
    snip = '# ~/.aws/credentials\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s' % (prof, a1, s1)
    secs = [a1, s1]
    if chance(0.4):
        a2, s2, t2 = 'ASIA' + rs(16, B32), rs(40, B64), 'IQoJb3JpZ2luX2VjE' + rs(R.randint(200, 260), B64) + '='
        snip += '\n\n[%s-mfa]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s' % (prof, a2, s2, t2)
        secs += [a2, s2, t2]
    intro = L(lang, 'Terraform kept using the wrong account; did not know a static profile in the shared build VM overrides SSO:',
              'Terraform이 계속 엉뚱한 계정을 씀. 공용 빌드 VM에 있는 정적 프로필이 SSO보다 우선한다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'AWS_PROFILE wins over the default profile; unset it before running.', 'AWS_PROFILE이 default보다 우선함. 실행 전에 unset 할 것.'), '')
    return rec(lang, 'file: ~/.aws/credentials profiles [AWS]', mc, le, ask, secs)


@G
def g_azure_connstr(lang):
    k = R.randrange(3)
    key = b64(32) if k != 1 else b64(64)
    if k == 0:
        cs = 'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (ch(ORGS), key)
        cat = 'Azure Service Bus connection string [Azure]'
    elif k == 1:
        cs = 'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (ch(['stprodlogs', 'acmeassets', 'stfuncapp01']), key)
        cat = 'Azure Storage connection string [Azure]'
    else:
        cs = 'HostName=%s-iothub.azure-devices.net;DeviceId=sensor-%s;SharedAccessKey=%s' % (ch(ORGS), dg(4), key)
        cat = 'Azure IoT Hub device connection string [Azure]'
    snip = ch(['"AzureWebJobsStorage": "%s"', 'SERVICEBUS_CONNECTION=%s', 'az functionapp config appsettings set --settings "CONN=%s"']) % cs
    intro = L(lang, 'The function app stopped triggering; did not know it uses a root connection string instead of managed identity:',
              'Function 앱 트리거가 멈춤. managed identity가 아니라 root connection string을 쓴다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Regenerating the key in the portal breaks every consumer at once.', '포털에서 키를 재생성하면 모든 사용처가 한 번에 깨짐.'), '')
    return rec(lang, cat, mc, le, ask, [key])


@G
def g_crypto_wallet(lang):
    k = R.randrange(4)
    if k == 0:
        v = '0x' + hx(64)
        snip, cat = "networks: {\n  sepolia: {\n    url: `https://eth-sepolia.g.alchemy.com/v2/${process.env.ALCHEMY_KEY}`,\n    accounts: ['%s'],\n  },\n}" % v, 'Ethereum private key (hardhat)'
    elif k == 1:
        v = mnemonic(ch([12, 24]))
        snip, cat = L(lang, 'Deployer wallet seed phrase: %s' % v, '배포용 지갑 시드 문구: %s' % v), 'BIP39 seed phrase'
    elif k == 2:
        v = ch('KL') + rs(51, B58)
        snip, cat = 'BTC_HOT_WALLET_WIF=%s' % v, 'Bitcoin WIF private key'
    else:
        v = rs(88, B58)
        snip, cat = 'SOLANA_PRIVATE_KEY=%s' % v, 'Solana base58 secret key'
    intro = L(lang, 'Testnet deploys failed with insufficient funds; did not know which wallet the deploy script signs with:',
              '테스트넷 배포가 잔액 부족으로 실패함. 배포 스크립트가 어떤 지갑으로 서명하는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The same key controls the mainnet treasury; never reuse it on testnets.', '같은 키가 메인넷 자금도 관리함. 테스트넷에 재사용 금지.'),
                          opt(0.5, L(lang, 'Can deploys use a hardware wallet or KMS signer?', '배포에 하드웨어 지갑이나 KMS 서명을 쓸 수 있나요?')))
    return rec(lang, 'crypto: ' + cat, mc, le, ask, [v])


@G
def g_keyfiles_misc(lang):
    k = R.randrange(5)
    if k == 0:
        v = 'A3-' + '-'.join(rs(n, ANU) for n in (6, 6, 5, 5, 5, 5))
        snip, cat = L(lang, '1Password Secret Key for the shared ops account: %s' % v, '공용 운영 계정 1Password Secret Key: %s' % v), '1Password account Secret Key [1Password]'
    elif k == 1:
        v = 'AGE-SECRET-KEY-1' + rs(58, BECH.upper())
        snip, cat = '# created: 2024-09-12T10:22:31+09:00\n# public key: age1%s\n%s' % (rs(58, BECH), v), 'age secret key'
    elif k == 2:
        v = 'nsec1' + rs(58, BECH)
        snip, cat = 'NOSTR_BOT_NSEC=%s\nNOSTR_RELAYS=wss://relay.damus.io,wss://nos.lol' % v, 'Nostr nsec private key'
    elif k == 3:
        v = b64(32)
        psk = b64(32)
        snip = ('[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8'
                % (v, R.randint(2, 250), b64(32), psk, ch(ORGS)))
        cat = 'WireGuard PrivateKey + PresharedKey'
        intro = L(lang, 'Could not reach the private subnet; did not know the VPN config is handed around as a file:', '사설망 접속이 안 됐음. VPN 설정 파일을 그냥 돌려 쓴다는 걸 몰랐음:')
        mc, le, ask = compose(lang, intro, snip, L(lang, 'Each person should get their own peer; this one is shared.', '사람마다 peer를 따로 줘야 하는데 이건 공유 중.'), '')
        return rec(lang, 'VPN: ' + cat, mc, le, ask, [v, psk])
    else:
        v = b64(64) if chance(0.5) else rs(48, AN)
        snip, cat = 'sops:\n  age: []\n  kms: []\n# local fallback key used by the pre-commit hook:\nSOPS_AGE_KEY_FILE=~/.config/sops/age/keys.txt\nSOPS_PGP_PASSPHRASE=%s' % v, 'SOPS PGP passphrase'
    if k == 2:
        intro = L(lang, 'The announcement bot stopped posting; did not know it signs events with a key kept in its env file:', '공지 봇이 글을 못 올림. 봇이 env 파일에 있는 키로 이벤트를 서명한다는 걸 몰랐음:')
        le = L(lang, 'Anyone with the nsec can post as the bot; npub is the public half.', 'nsec만 있으면 누구나 봇 이름으로 글을 쓸 수 있음. npub이 공개키 쪽.')
    elif k == 0:
        intro = L(lang, 'Could not sign in to the shared ops vault on a new laptop; I was missing this:', '새 노트북에서 공용 ops 금고에 로그인을 못 함. 이게 없었음:')
        le = L(lang, 'The Secret Key plus the master password unlocks everything in the account.', 'Secret Key와 마스터 비밀번호만 있으면 계정 전체가 열림.')
    else:
        intro = L(lang, 'Decryption of the secrets repo failed; I was missing the key material:', 'secrets 레포 복호화가 실패함. 키 자료가 없었음:')
        le = L(lang, 'Lose this and every encrypted file is unreadable.', '이걸 잃어버리면 암호화된 파일 전부 못 읽음.')
    mc, le, ask = compose(lang, intro, snip, le, '')
    return rec(lang, 'key material: ' + cat, mc, le, ask, [v])


@G
def g_cluster_join(lang):
    k = R.randrange(3)
    if k == 0:
        v = rs(6, ANL) + '.' + rs(16, ANL)
        snip = '$ kubeadm join 10.0.0.10:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s' % (v, hx(64))
        cat = 'kubeadm bootstrap token'
    elif k == 1:
        v = 'A' + rs(28, ANU)
        snip = '$ ./config.sh --url https://github.com/%s/%s --token %s --labels self-hosted,linux,gpu' % (ch(ORGS), ch(SVC), v)
        cat = 'GitHub Actions runner registration token [GitHub]'
    else:
        v = 'K10' + hx(64) + '::server:' + hx(32)
        snip = '$ curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.5:6443 K3S_TOKEN=%s sh -' % v
        cat = 'k3s node token'
    intro = L(lang, 'Adding a node failed because the join token had expired; I did not know where a new one comes from. The one in the runbook:',
              '노드 추가가 실패했는데 join 토큰이 만료돼서였음. 새 토큰을 어디서 받는지 몰랐음. 런북에 있던 것:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Tokens expire; generate a fresh one right before joining.', '토큰은 만료되니 join 직전에 새로 발급할 것.'), '')
    return rec(lang, 'cluster join: ' + cat, mc, le, ask, [v])


@G
def g_tunnel_acme(lang):
    k = R.randrange(3)
    if k == 0:
        v = b64s(json.dumps({'a': hx(32), 't': uuid4(), 's': b64(32)}, separators=(',', ':')))
        snip, cat = '$ cloudflared tunnel run --token %s' % v, 'Cloudflare Tunnel token [Cloudflare]'
    elif k == 1:
        v = rs(86, B64U)
        snip, cat = '$ certbot register --server https://acme.zerossl.com/v2/DV90 --eab-kid %s --eab-hmac-key %s -m ops@%s.com' % (rs(22, B64U), v, ch(ORGS)), 'ACME EAB HMAC key'
    else:
        v = 'tskey-auth-k' + rs(10, AN) + 'CNTRL-' + rs(33, AN)
        snip, cat = '$ tailscale up --authkey=%s --advertise-tags=tag:ci --ssh' % v, 'Tailscale auth key [Tailscale]'
    intro = L(lang, 'The edge box came back without connectivity after reimaging; I did not know how it was enrolled:', '엣지 장비를 재설치했더니 연결이 안 됨. 원래 어떻게 등록했는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Store the enrollment secret in the vault, not the provisioning script.', '등록용 시크릿은 프로비저닝 스크립트 말고 vault에 둘 것.'), '')
    return rec(lang, 'enrollment: ' + cat, mc, le, ask, [v])


@G
def g_network_psk(lang):
    k = R.randrange(6)
    pw = ch([pw_human, pw_korean, pw_strong, pw_phrase])()
    while len(pw.replace(';', '').replace('"', '')) < 8:
        pw = pw_any()
    pw = pw.replace(';', '').replace('"', '')
    if k == 0:
        snip, cat = 'WIFI:T:WPA;S:%s;P:%s;;' % (ch(['acme-office', 'ACME_5G', 'guest-lab']), pw), 'Wi-Fi QR payload'
    elif k == 1:
        snip, cat = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ch(['iot-lab', 'factory-ap']), pw), 'wpa_supplicant psk'
    elif k == 2:
        snip, cat = '# /etc/ipsec.secrets\n%s %s : PSK "%s"' % (ip(), '203.0.113.%d' % R.randint(2, 250), pw), 'IPsec pre-shared key'
    elif k == 3:
        snip, cat = 'client office-ap {\n    ipaddr = 192.168.10.0/24\n    secret = %s\n}' % pw, 'RADIUS shared secret'
    elif k == 4:
        pw = rs(R.randint(10, 16), AN)
        snip, cat = '$ snmpwalk -v2c -c %s 10.20.0.1 1.3.6.1.2.1.1' % pw, 'SNMP community string'
    else:
        snip, cat = '$ ipmitool -I lanplus -H 10.%d.0.%d -U ADMIN -P \'%s\' chassis power status\nChassis Power is on' % (R.randint(0, 255), R.randint(2, 250), pw), 'IPMI password'
    intro = L(lang, 'I was missing access to the lab network gear; the ops note had:', '실험실 네트워크 장비 접근 정보가 없었음. ops 메모에 있던 것:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Same secret is used on every site.', '모든 사이트에서 같은 값을 씀.'), '', allow_ask=True)
    return rec(lang, 'network: ' + cat, mc, le, ask, [pw])


@G
def g_vault_consul(lang):
    if chance(0.5):
        keys = [b64(32) for _ in range(3)]
        root = 'hvs.' + rs(24, AN)
        snip = '\n'.join('Unseal Key %d: %s' % (i + 1, k) for i, k in enumerate(keys)) + '\n\nInitial Root Token: %s' % root
        intro = L(lang, 'Vault was sealed after the node restart; did not know the unseal keys are in the ops wiki. vault operator init output pasted there:',
                  '노드 재시작 후 Vault가 sealed 상태였음. unseal 키가 ops 위키에 있다는 걸 몰랐음. 거기 붙어 있던 init 출력:')
        mc, le, ask = compose(lang, intro, snip, L(lang, 'Unseal keys and the root token must never be stored together.', 'unseal 키와 root 토큰을 같이 보관하면 안 됨.'), '')
        return rec(lang, 'Vault unseal keys + root token [HashiCorp Vault]', mc, le, ask, keys + [root])
    acc, sec = uuid4(), uuid4()
    snip = ('$ consul acl token read -id %s\nAccessorID:       %s\nSecretID:         %s\nDescription:      ci-deployer\nLocal:            false\nPolicies:\n   %s - deploy-write'
            % (acc, acc, sec, uuid4()))
    intro = L(lang, 'Consul KV writes from CI got 403; did not know CI uses its own ACL token:', 'CI에서 Consul KV 쓰기가 403 남. CI 전용 ACL 토큰이 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'AccessorID is just an identifier; the SecretID is the actual token.', 'AccessorID는 식별자일 뿐이고 실제 토큰은 SecretID.'), '')
    return rec(lang, 'Consul ACL SecretID [HashiCorp Consul]', mc, le, ask, [sec])


@G
def g_obscured(lang):
    k = R.randrange(3)
    if k == 0:
        v = rs(R.randint(30, 44), B64U)
        snip, cat = '[nas]\ntype = sftp\nhost = nas.%s.lan\nuser = backup\npass = %s' % (ch(ORGS), v), 'rclone obscured password'
    elif k == 1:
        v = b64s(pw_any())
        snip, cat = '<Server>\n  <Host>sftp.partner.co.kr</Host>\n  <Port>22</Port>\n  <User>acme_upload</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % v, 'FileZilla sitemanager base64 password'
    else:
        v = pw_clean(',')
        snip, cat = '$ sudo mount -t cifs //fs01.corp.local/share /mnt/share -o username=svc_scan,password=%s,vers=3.0' % v, 'CIFS mount password'
    intro = L(lang, 'Nightly file transfer broke; did not know the transfer tool keeps its own saved login:', '야간 파일 전송이 깨짐. 전송 도구에 로그인이 저장돼 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, '"Obscured"/base64 is reversible; treat it as plaintext.', 'obscure/base64는 되돌릴 수 있으니 평문과 같음.'), '')
    return rec(lang, 'file transfer: ' + cat, mc, le, ask, [v])


@G
def g_windows(lang):
    pw = pw_clean('\'"')
    k = R.randrange(3)
    if k == 0:
        snip = "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\svc_deploy', $pw)\nInvoke-Command -ComputerName web01 -Credential $cred -ScriptBlock { iisreset }" % pw
        cat = 'PowerShell ConvertTo-SecureString'
    elif k == 1:
        snip = 'C:\\> net use \\\\fs01\\deploy /user:CORP\\svc_build %s /persistent:no' % pw
        cat = 'Windows net use password'
    else:
        snip = 'C:\\> cmdkey /generic:TERMSRV/%s /user:Administrator /pass:%s' % (ch(['10.1.2.3', 'rdp-gw.corp.local']), pw)
        cat = 'Windows cmdkey password'
    intro = L(lang, 'The IIS deploy step failed on the new agent; did not know it runs remote commands with a stored domain account:',
              '새 에이전트에서 IIS 배포 단계가 실패함. 저장된 도메인 계정으로 원격 명령을 실행한다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use gMSA instead of a plaintext domain password.', '평문 도메인 비밀번호 대신 gMSA를 써야 함.'), '')
    return rec(lang, 'Windows: ' + cat, mc, le, ask, [pw])


@G
def g_db_admin_out(lang):
    k = R.randrange(6)
    pw = pw_strong(R.randint(16, 24))
    if k == 0:
        snip = "$ mongosh \"mongodb://root:%s@mongo-0.mongo.svc:27017/admin?authSource=admin\"\nCurrent Mongosh Log ID: %s" % (pw, hx(24))
        cat = 'mongosh URI password'
    elif k == 1:
        snip = "CREATE USER 'report_ro'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON shop.* TO 'report_ro'@'%%';" % pw
        cat = 'SQL CREATE USER IDENTIFIED BY'
    elif k == 2:
        pw = rs(20, AN + '*_+=-')
        snip = '$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nPassword for the [elastic] user successfully reset.\nNew value: %s' % pw
        cat = 'Elasticsearch reset-password output'
    elif k == 3:
        pw = rs(16, B64U)
        snip = '$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n%s' % pw
        cat = 'Argo CD initial admin password'
    elif k == 4:
        snip = "$ kubectl get secret grafana -n monitoring -o jsonpath='{.data.admin-password}' | base64 --decode ; echo\n%s" % pw
        cat = 'Grafana admin password (decoded)'
    else:
        snip = '$ aws rds create-db-instance --db-instance-identifier %s --engine postgres --master-username postgres --master-user-password \'%s\' --db-instance-class db.t4g.medium' % (ch(['orders-v2', 'analytics-pg']), pw)
        cat = 'AWS CLI RDS master password'
    intro = L(lang, 'I did not have the admin login for the data store and found it in the setup log:', '데이터 저장소 관리자 계정을 몰랐는데 설치 로그에서 찾음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Change the generated admin password after first login.', '첫 로그인 후 생성된 관리자 비밀번호는 바꿔야 함.'),
                          opt(0.5, L(lang, 'Who should hold the break-glass admin login?', 'break-glass 관리자 계정은 누가 보관하나요?')))
    return rec(lang, 'admin output: ' + cat, mc, le, ask, [pw])


@G
def g_jupyter(lang):
    tok = hx(48)
    port = ch([8888, 8889, 18888])
    snip = '    To access the server, open this file in a browser:\n        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:%d/lab?token=%s' % (port, tok)
    intro = L(lang, 'Could not open the shared GPU notebook; did not know it is token-protected and the token is in the container log:',
              '공용 GPU 노트북이 안 열렸음. 토큰으로 보호되고 토큰이 컨테이너 로그에 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The port is forwarded to the whole VPN, so the token is the only protection.', '포트가 VPN 전체에 열려 있어서 토큰이 유일한 보호 수단.'), '')
    return rec(lang, 'log: Jupyter server token URL', mc, le, ask, [tok])


@G
def g_broker_urls(lang):
    pw = pw_clean('@:/#?%\'')
    k = R.randrange(4)
    if k == 0:
        snip = "AIRFLOW_CONN_WAREHOUSE='postgres://etl:%s@%s:5432/warehouse'" % (pw, ch(HOSTS))
        cat = 'Airflow connection URI'
    elif k == 1:
        snip = "CELERY_BROKER_URL = 'amqp://celery:%s@rabbitmq.%s.svc:5672/prod'" % (pw, ch(['queue', 'infra']))
        cat = 'Celery AMQP broker URL'
    elif k == 2:
        snip = "$ mosquitto_pub -h mqtt.%s.io -p 8883 --cafile ca.crt -u device-gw -P '%s' -t factory/line1/cmd -m reboot" % (ch(ORGS), pw)
        cat = 'MQTT mosquitto_pub -P'
    else:
        snip = "spring:\n  rabbitmq:\n    host: mq.internal\n    port: 5671\n    username: order-svc\n    password: '%s'\n    ssl:\n      enabled: true" % pw
        cat = 'Spring RabbitMQ password'
    if k == 0:
        intro = L(lang, 'The warehouse DAG failed on the new Airflow; did not know connections are defined as env URIs:', '새 Airflow에서 웨어하우스 DAG가 실패함. 커넥션이 env URI로 정의된다는 걸 몰랐음:')
    else:
        intro = L(lang, 'Messages piled up in the queue; did not know consumers authenticate with a shared broker user:', '큐에 메시지가 쌓임. 컨슈머들이 공용 브로커 계정으로 인증한다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, ['Port 8883/5671 are the TLS listeners; -p/port is not the password.', 'Changing the broker password needs every consumer redeployed.'],
                                               ['8883/5671이 TLS 리스너. -p/port는 비밀번호가 아님.', '브로커 비밀번호 바꾸면 컨슈머 전부 재배포 필요.']), '')
    return rec(lang, 'broker: ' + cat, mc, le, ask, [pw])


@G
def g_helm_tf(lang):
    pw = pw_clean('"\',')
    k = R.randrange(4)
    if k == 0:
        snip = '$ helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword=%s --set primary.service.ports.postgresql=5432' % pw
        cat = 'helm --set password'
    elif k == 1:
        snip = '# terraform.tfvars\nregion      = "%s"\ndb_username = "app"\ndb_password = "%s"' % (ch(REGIONS), pw)
        cat = 'terraform.tfvars password'
    elif k == 2:
        snip = '"resources": [{\n  "type": "aws_db_instance",\n  "name": "main",\n  "instances": [{\n    "attributes": {\n      "username": "app",\n      "password": "%s",\n      "port": 5432\n    }\n  }]\n}]' % pw
        cat = 'terraform.tfstate plaintext password'
    else:
        snip = 'auth:\n  enabled: true\n  rootUser: admin\n  rootPassword: "%s"\npersistence:\n  size: 50Gi' % pw
        cat = 'Helm values.yaml root password'
    intro = L(lang, 'Re-applying infra changed the DB password; did not know it is set from this file:', '인프라를 다시 apply 했더니 DB 비밀번호가 바뀜. 이 파일에서 설정된다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'State files store sensitive values in plaintext; the bucket must be locked down.', 'state 파일에는 민감한 값이 평문으로 저장됨. 버킷 접근 제한 필요.'),
                          opt(0.5, L(lang, 'Should we move to random_password + Secrets Manager?', 'random_password + Secrets Manager로 옮길까요?')))
    return rec(lang, 'IaC: ' + cat, mc, le, ask, [pw])


@G
def g_jenkinsfile(lang):
    pw = pw_clean('\'"')
    tok = 'ghp_' + rs(36, AN) if chance(0.5) else None
    lines = ["pipeline {", "  agent any", "  environment {", "    NEXUS_USER = 'deploy'", "    NEXUS_PASS = '%s'" % pw]
    if tok:
        lines.append("    GITHUB_TOKEN = '%s'" % tok)
    lines += ["  }", "  stages {", "    stage('Publish') {", "      steps { sh './gradlew publish -PnexusPassword=$NEXUS_PASS' }", "    }", "  }", "}"]
    snip = '\n'.join(lines)
    intro = L(lang, 'Publishing from the new Jenkins controller failed; did not know the old Jenkinsfile hard-codes the credentials:', '새 Jenkins 컨트롤러에서 배포가 실패함. 예전 Jenkinsfile에 인증 정보가 하드코딩돼 있다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Use withCredentials and the credentials store.', 'withCredentials와 credentials store를 써야 함.'), '')
    return rec(lang, 'Jenkinsfile hard-coded credentials' + (' [GitHub]' if tok else ''), mc, le, ask, [pw] + ([tok] if tok else []))


@G
def g_openvpn(lang):
    user, pw = ch(['vpn-ci', 'jkim', 'contractor01']), pw_any()
    snip = '$ cat auth.txt\n%s\n%s\n$ sudo openvpn --config office.ovpn --auth-user-pass auth.txt' % (user, pw)
    intro = L(lang, 'CI could not reach the internal Nexus; did not know it connects through OpenVPN with a file-based login:', 'CI가 내부 Nexus에 접근을 못 함. 파일 기반 로그인으로 OpenVPN에 붙는다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The account is a real person\'s; it gets locked when they change their password.', '실제 직원 계정이라 그 사람이 비밀번호 바꾸면 잠김.'), '')
    return rec(lang, 'OpenVPN auth-user-pass file', mc, le, ask, [pw])


@G
def g_http_dump_multi(lang):
    tok = ch(['eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.', 'eyJhbGciOiJIUzI1NiJ9.']) + b64us(json.dumps({'sub': dg(7), 'role': ch(['admin', 'ops']), 'exp': now_epoch()}, separators=(',', ':'))) + '.' + b64u(32)
    sid = rs(32, ANL)
    host = 'api.%s.com' % ch(ORGS)
    snip = ('POST /v2/refunds HTTP/2\nhost: %s\nauthorization: Bearer %s\ncookie: sessionid=%s; _ga=GA1.2.%d.%d\ncontent-type: application/json\nx-request-id: %s\n\n{"order_id":"ord_%s","amount":12000}'
            % (host, tok, sid, R.randint(10 ** 8, 10 ** 9), now_epoch(), uuid4(), rs(10, ANL)))
    intro = L(lang, 'Needed to replay a failed refund; copied the request from the browser devtools:', '실패한 환불 요청을 재현해야 해서 브라우저 devtools에서 요청을 복사함:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The admin JWT is valid for 12h; anyone with it can issue refunds.', '관리자 JWT가 12시간 유효해서 이걸로 누구나 환불 가능.'), '')
    return rec(lang, 'HTTP request dump: bearer JWT + session cookie', mc, le, ask, [tok, sid])


@G
def g_log_dump(lang):
    pw = pw_clean("'")
    k = R.randrange(3)
    if k == 0:
        snip = "%s INFO  c.z.h.HikariDataSource - HikariPool-1 - config: jdbcUrl=jdbc:postgresql://%s/app username=app password=%s maximumPoolSize=20" % (ts(), ch(HOSTS), pw)
        cat = 'log: datasource config dump'
    elif k == 1:
        snip = "%s DEBUG settings loaded: {'DEBUG': False, 'DB_HOST': '%s', 'DB_PASSWORD': '%s', 'CACHE_TTL': 300}" % (ts(), ch(HOSTS), pw)
        cat = 'log: settings dict dump'
    else:
        snip = ('Traceback (most recent call last):\n  File "/app/db.py", line 41, in connect\n    return psycopg.connect(dsn)\n'
                'psycopg.OperationalError: connection failed: FATAL:  password authentication failed for user "app"\n'
                "  (dsn='host=%s port=5432 dbname=app user=app password=%s')") % (ch(HOSTS), pw)
        cat = 'stack trace: DSN with password'
    intro = L(lang, 'The service logs credentials at startup; I had not noticed until this line in the logs:', '서비스가 기동할 때 인증 정보를 로그로 찍음. 이 로그 줄을 보고서야 알았음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Log shipping copies this line to the vendor, so rotate.', '로그가 외부 수집기로 전송되니 교체해야 함.'),
                          opt(0.5, L(lang, 'Who can purge the log index?', '로그 인덱스 삭제는 누가 할 수 있나요?')))
    return rec(lang, cat, mc, le, ask, [pw])


@G
def g_split_user_pw(lang):
    user, pw = ch(USERS), pw_any()
    host = ch(HOSTS)
    if lang == 'en':
        mc = 'I did not know the reporting DB on %s has its own account. User name is %s.' % (host, user)
        le = ch(['The password (%s) is only in the old wiki page.' % pw, 'Password for it: %s. It is not in the vault.' % pw])
        ask = ch(['Can this account be moved to the vault?', ''])
        if chance(0.4):
            le, ask = ch(['Read-only account; writes go through the API.', '']), 'Is %s still the password for %s?' % (pw, user)
    else:
        mc = '%s 리포트 DB에 별도 계정이 있다는 걸 몰랐음. 계정명은 %s.' % (host, user)
        le = ch(['비밀번호(%s)는 예전 위키 페이지에만 있음.' % pw, '비번: %s. vault에는 없음.' % pw])
        ask = ch(['이 계정 vault로 옮길 수 있나요?', ''])
        if chance(0.4):
            le, ask = ch(['읽기 전용 계정이고 쓰기는 API로만 함.', '']), '%s 비밀번호 아직 %s 맞나요?' % (user, pw)
    return rec(lang, 'split across fields: user in one field, password in another', mc, le, ask, [pw])


@G
def g_wrapped_token(lang):
    """One long token broken across two fields (each half listed)."""
    k = R.randrange(3)
    if k == 0:
        tok, name = 'IQoJb3JpZ2luX2VjE' + rs(R.randint(300, 380), B64) + '=', 'AWS_SESSION_TOKEN'
    elif k == 1:
        tok, name = 'sk-proj-' + rs(150, B64U), 'OPENAI_API_KEY'
    else:
        tok, name = 'pypi-AgEIcHlwaS5vcmc' + rs(160, B64U), 'TWINE_PASSWORD'
    cut = R.randint(len(tok) // 3, 2 * len(tok) // 3)
    a, b = tok[:cut], tok[cut:]
    if lang == 'en':
        mc = 'The terminal wrapped the %s value when I copied it, so I only had it in two pieces. First piece:\n%s' % (name, a)
        le = 'Second piece (concatenate without spaces):\n%s\nA wrapped value silently fails with "invalid token".' % b
        ask = opt(0.6, 'Is there a way to fetch %s without copy-pasting it?' % name)
    else:
        mc = '복사할 때 터미널이 %s 값을 줄바꿈해서 두 조각으로만 갖고 있었음. 앞부분:\n%s' % (name, a)
        le = '뒷부분 (공백 없이 이어 붙여야 함):\n%s\n줄바꿈된 값은 "invalid token"으로 조용히 실패함.' % b
        ask = opt(0.6, '%s 복붙 없이 가져오는 방법이 있는지?' % josa(name, '을', '를'))
    return rec(lang, 'split across fields: one long token wrapped into two pieces', mc, le, ask, [a, b])


@G
def g_diff_secret(lang):
    pw = pw_any()
    tok = rs(40, AN)
    f = ch(['config/production.yml', 'src/main/resources/application-prod.yml', 'settings/prod.py'])
    snip = ('diff --git a/%s b/%s\n@@ -12,4 +12,4 @@\n   datasource:\n     username: app\n-    password: ${DB_PASSWORD}\n+    password: %s\n   partner:\n-    token: ${PARTNER_TOKEN}\n+    token: %s'
            % (f, f, pw, tok))
    intro = L(lang, 'A hotfix PR replaced env references with literal values; I did not know that was merged. The diff:', '핫픽스 PR이 env 참조를 실제 값으로 바꿔서 머지됐다는 걸 몰랐음. diff:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Revert and rotate both; git history keeps them.', '둘 다 revert하고 교체해야 함. git 히스토리에 남음.'), '')
    return rec(lang, 'git diff: literal secrets replacing env refs', mc, le, ask, [pw, tok])


@G
def g_table_pw(lang):
    rows = []
    secs = []
    for envn in ['dev', 'staging', 'prod'][:R.randint(2, 3)]:
        pw = pw_clean('|')
        secs.append(pw)
        rows.append('| %s | %s | %s | %s |' % (envn, ch(HOSTS), ch(USERS), pw))
    snip = '| env | host | user | password |\n|---|---|---|---|\n' + '\n'.join(rows)
    intro = L(lang, 'Nobody told me the DB accounts are tracked in a wiki table. The table:', 'DB 계정이 위키 표로 관리된다는 걸 아무도 안 알려줌. 표 내용:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The wiki page is visible to the whole company.', '이 위키 페이지는 전사 공개임.'), '')
    return rec(lang, 'markdown table: passwords per environment', mc, le, ask, secs)


@G
def g_korean_particle(lang):
    """Secrets glued to Korean particles or English punctuation in prose."""
    k = R.randrange(4)
    if k == 0:
        v = 'sk-proj-' + rs(R.randint(90, 120), B64U)
        name = 'OpenAI'
    elif k == 1:
        v = 'ghp_' + rs(36, AN)
        name = 'GitHub'
    elif k == 2:
        v = 'xoxb-' + dg(12) + '-' + dg(13) + '-' + rs(24, AN)
        name = 'Slack'
    else:
        v = pw_korean()
        name = None
    if lang == 'ko':
        mc = ch(['%s 키는 %s이고 개인 계정 거라서 곧 교체 예정이라고 함.', '테스트할 때 %s 키 %s를 썼는데 만료된 듯.', '%s 토큰이 %s였음. 이걸로 호출하니 200 나옴.'])
        if name is None:
            mc = ch(['NAS 관리자 비번이 %s인 줄 모르고 한참 헤맸음.', '공유기 admin 비번은 %s였고, 초기화하면 바뀜.'])
            mc = mc % v
        else:
            mc = mc % (name, v)
        le = ch(['개인 키를 팀 작업에 쓰면 안 됨.', '키는 채팅으로 주고받지 말 것.', ''])
        ask = ch(['팀 공용 키 발급 절차가 있는지 물어보기', ''])
    else:
        mc = ch(['Used %s\'s token (%s) for the test; it belongs to a personal account.', 'The %s key was "%s", which had expired.', 'Calls worked once I used %s credential %s.'])
        if name is None:
            mc = ch(['The NAS admin password was "%s" all along.', 'Router admin password is %s; a factory reset changes it.'])
            mc = mc % v
        else:
            mc = mc % (name, v)
        le = ch(['Do not use personal keys for team work.', 'Never exchange keys over chat.', ''])
        ask = ch(['Ask whether there is a process for team-owned keys.', ''])
    cat = 'prose: secret glued to particles/punctuation' + (' [%s]' % name if name else '')
    return rec(lang, cat, mc, le, ask, [v])


def multi_vendor_note(lang, vs):
    groups = [(v, vparts(v)) for v in vs]
    allparts = [p for _, ps in groups for p in ps]
    style = ch(['env', 'env', 'compose', 'yaml', 'gha-secrets'])
    if style == 'env':
        lines = ['%s=%s' % (e, x) for e, x, _ in allparts]
        for nz in noise(R.randint(1, 3)):
            lines.insert(R.randint(0, len(lines)), nz)
        snip, f = '\n'.join(lines), ch(FILES_ENV)
    elif style == 'compose':
        snip = 'services:\n  %s:\n    build: .\n    environment:\n' % ch(SVC) + '\n'.join('      %s: "%s"' % (e, x) for e, x, _ in allparts)
        f = 'docker-compose.yml'
    elif style == 'yaml':
        out = []
        for v, ps in groups:
            out.append('%s:' % vslug(v))
            out += ['  %s: "%s"' % (shortkey(e), x) for e, x, _ in ps]
        snip, f = '\n'.join(out), ch(['config/secrets.%s.yaml' % ch(ENVS_EN), 'settings.local.yml'])
    else:
        snip = '$ gh secret list\nNAME                      UPDATED\n' + '\n'.join('%-25s %s' % (e, 'about 2 months ago') for e, _, _ in allparts) + \
            '\n# values I had locally:\n' + '\n'.join('%s=%s' % (e, x) for e, x, _ in allparts)
        f = 'GitHub repo secrets'
    names = ', '.join(v['name'] for v in vs)
    intro = L(lang, ['Local setup needs credentials for %s; nobody said where they come from. My %s:' % (names, f),
                     'The %s service talks to %s. Working config (%s):' % (ch(SVC), names, f)],
              ['로컬 세팅에 %s 인증 정보가 필요한데 어디서 받는지 아무도 안 알려줌. 내 %s:' % (names, f),
               '%s 서비스가 %s 연동됨. 동작하는 설정 (%s):' % (ch(SVC), josa(names, '과', '와'), f)])
    le = L(lang, ['Copying a teammate\'s .env works but every key is then shared.', 'Half of these are prod keys even in the dev file.', ''],
           ['팀원 .env를 복사하면 동작은 하지만 키가 다 공유되는 셈.', 'dev 파일인데도 절반은 운영 키임.', ''])
    ask = L(lang, ['Is there a bootstrap script that pulls these from the vault?', 'Which of these are safe to use locally?', ''],
            ['vault에서 한 번에 받아오는 스크립트가 있는지 물어보기', '이 중에 로컬에서 써도 되는 키가 어떤 건지?', ''])
    mc, le, ask = compose(lang, intro, snip, le, ask)
    secrets = []
    for _, _, l in allparts:
        for s in l:
            if any(s in x for x in (mc, le, ask)):
                secrets.append(s)
    cat = 'several providers in one %s (%d vendors) ' % (style, len(vs)) + ' '.join('[%s]' % v['name'] for v in vs)
    return rec(lang, cat, mc, le, ask, secrets)


# ================================================================ clean templates
CLEAN = []


def C(weight=1, risky=True):
    def deco(fn):
        CLEAN.append((fn, weight, risky))
        return fn
    return deco


def crec(lang, category, mc, le='', ask=''):
    return rec(lang, category, mc, le, ask, [])


def ssh_pub_ed25519():
    return 'ssh-ed25519 ' + base64.b64encode(ssh_string(b'ssh-ed25519') + ssh_string(rbytes(32))).decode()


def ssh_pub_rsa():
    return 'ssh-rsa ' + base64.b64encode(ssh_string(b'ssh-rsa') + ssh_string(b'\x01\x00\x01') + ssh_string(b'\x00' + rbytes(256))).decode()


def sha256_fp():
    return 'SHA256:' + base64.b64encode(rbytes(32)).decode().rstrip('=')


def git_sha():
    return hx(40)


PLACEHOLDERS = ['<your-api-key>', 'your_api_key_here', '<REPLACE_ME>', 'xxxxxxxxxxxxxxxx', '***', '', 'TODO', '<secret>',
                '${API_KEY}', 'changeit-in-vault', '<paste token>', '...', 'REDACTED', '[REDACTED]', '<hidden>', '********']


@C(3)
def c_env_example(lang):
    keys = R.sample(['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'DATABASE_URL', 'SLACK_BOT_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'SENTRY_AUTH_TOKEN',
                     'TOSS_SECRET_KEY', 'KAKAO_ADMIN_KEY', 'GITHUB_TOKEN', 'JWT_SECRET', 'SMTP_PASSWORD', 'NCLOUD_SECRET_KEY',
                     'REDIS_PASSWORD', 'ANTHROPIC_API_KEY', 'DD_API_KEY', 'LINE_CHANNEL_SECRET'], R.randint(3, 6))
    lines = []
    for k in keys:
        v = ch(PLACEHOLDERS)
        if k == 'DATABASE_URL':
            v = ch(['postgres://USER:PASSWORD@localhost:5432/app', 'postgresql://app:<password>@db:5432/app', 'mysql://root:${MYSQL_ROOT_PASSWORD}@127.0.0.1:3306/dev'])
        lines.append('%s=%s' % (k, v))
    lines = noise(R.randint(1, 2)) + lines
    R.shuffle(lines)
    snip = '\n'.join(lines)
    f = ch(['.env.example', '.env.sample', '.env.template', 'env.dist'])
    intro = L(lang, 'Did not know the app refuses to start when any of these is empty. The template (%s):' % f,
              '이 중 하나라도 비어 있으면 앱이 안 뜬다는 걸 몰랐음. 템플릿(%s):' % f)
    le = L(lang, ['Copy %s to .env and ask for real values in the vault; the template only has placeholders.' % f, 'Placeholders like <REPLACE_ME> pass the "non-empty" check, so the failure shows up later as 401.'],
           ['%s .env로 복사하고 실제 값은 vault에서 받아야 함. 템플릿엔 placeholder만 있음.' % josa(f, '을', '를'), '<REPLACE_ME> 같은 placeholder는 빈 값 체크를 통과해서 나중에 401로 터짐.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.6, L(lang, 'Is there a script that fills .env from the vault?', 'vault에서 .env 채워주는 스크립트 있나요?')))
    return crec(lang, 'env template with placeholders', mc, le, ask)


@C(3)
def c_env_refs_code(lang):
    k = R.randrange(8)
    snips = [
        'import os\n\nstripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nopenai_client = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))',
        "const token = process.env.GITHUB_TOKEN ?? '';\nif (!token) throw new Error('GITHUB_TOKEN is not set');",
        'String password = System.getenv("DB_PASSWORD");\nDataSource ds = DataSourceBuilder.create().password(password).build();',
        "Rails.application.credentials.dig(:aws, :secret_access_key) || ENV.fetch('AWS_SECRET_ACCESS_KEY')",
        'apiKey := os.Getenv("TOSS_SECRET_KEY")\nreq.SetBasicAuth(apiKey, "")',
        '$password = getenv(\'MAIL_PASSWORD\') ?: throw new RuntimeException(\'MAIL_PASSWORD missing\');',
        'let key = std::env::var("ANTHROPIC_API_KEY").expect("ANTHROPIC_API_KEY must be set");',
        'var conn = builder.Configuration.GetConnectionString("Default"); // from Key Vault via managed identity',
    ]
    snip = snips[k]
    intro = L(lang, ['The worker crashed on boot with a KeyError; I did not know which variables it reads:', 'I was missing where the credential comes from. The code:'],
              ['워커가 부팅 시 KeyError로 죽음. 어떤 변수를 읽는지 몰랐음:', '인증 정보가 어디서 오는지 몰랐음. 코드:'])
    le = L(lang, ['It reads the environment only; nothing is hard-coded.', 'Missing variables fail fast at startup, which is what we want.'],
           ['환경변수만 읽고 하드코딩된 값은 없음.', '변수가 없으면 시작할 때 바로 실패하도록 되어 있음. 의도된 동작.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.5, L(lang, 'Which variables are required per environment?', '환경별 필수 변수 목록이 있나요?')))
    return crec(lang, 'code: env var references', mc, le, ask)


@C(3)
def c_ci_refs(lang):
    k = R.randrange(5)
    if k == 0:
        snip = ('      - name: Publish\n        run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n'
                '      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::%s:role/gha-deploy\n          aws-region: %s') % (dg(12), ch(REGIONS))
        cat = 'GitHub Actions secrets references + OIDC role'
    elif k == 1:
        snip = 'deploy:\n  script:\n    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY\n    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA'
        cat = 'GitLab CI predefined variable references'
    elif k == 2:
        snip = "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NX_USER', passwordVariable: 'NX_PASS')]) {\n  sh './gradlew publish -PnexusUser=$NX_USER -PnexusPassword=$NX_PASS'\n}"
        cat = 'Jenkins withCredentials'
    elif k == 3:
        snip = "- script: az login --service-principal -u $(ARM_CLIENT_ID) -p $(ARM_CLIENT_SECRET) --tenant $(ARM_TENANT_ID)\n  env:\n    ARM_CLIENT_SECRET: $(armClientSecret)"
        cat = 'Azure Pipelines variable references (-p is a variable)'
    else:
        snip = 'steps:\n  - label: ":rocket: deploy"\n    command: ./deploy.sh\n    plugins:\n      - seek-oss/aws-sm#v2.3.2:\n          env:\n            SENTRY_AUTH_TOKEN: ci/sentry-auth-token'
        cat = 'Buildkite secrets-manager plugin reference'
    intro = L(lang, 'Did not know how the pipeline gets its credentials. Relevant part:', '파이프라인이 인증 정보를 어떻게 받는지 몰랐음. 관련 부분:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Values are injected at runtime and masked in logs.', '값은 런타임에 주입되고 로그에서는 마스킹됨.'),
                          opt(0.6, L(lang, 'Who can edit the CI secrets for this repo?', '이 레포 CI 시크릿은 누가 수정할 수 있나요?')))
    return crec(lang, 'CI: ' + cat, mc, le, ask)


@C(3)
def c_secret_manager_refs(lang):
    k = R.randrange(8)
    acct = dg(12)
    snips = [
        'DB_PASSWORD_ARN=arn:aws:secretsmanager:%s:%s:secret:prod/orders/db-%s' % (ch(REGIONS), acct, rs(6, AN)),
        'valueFrom:\n  secretKeyRef:\n    name: orders-db\n    key: password',
        'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n  - secretKey: STRIPE_SECRET_KEY\n    remoteRef:\n      key: secret/data/payments/stripe\n      property: secret_key',
        'DATABASE_PASSWORD=op://Engineering/orders-prod-db/password\n$ op run --env-file=.env -- npm start',
        '"ConnectionStrings:Default": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/sql-conn/)"' % ch(ORGS),
        'gcloud secrets versions access latest --secret=openai-api-key --project=%s-%s' % (ch(ORGS), dg(6)),
        "password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/db:password') }}\"",
        'aws ssm get-parameter --name /prod/settlement/toss/secret-key --with-decryption --query Parameter.Value --output text',
    ]
    snip = snips[k]
    intro = L(lang, ['I did not know the credential is resolved from the secret store at deploy time. The reference:', 'Spent time looking for the password in the repo; it is only referenced:'],
              ['배포 시점에 secret store에서 값을 가져온다는 걸 몰랐음. 참조 부분:', '레포에서 비밀번호를 한참 찾았는데 참조만 있음:'])
    le = L(lang, ['Access is via the pod IAM role; locally you need to assume the dev role first.', 'The reference is safe to commit; the value never is.'],
           ['파드 IAM role로 접근함. 로컬에선 dev role을 먼저 assume 해야 함.', '참조는 커밋해도 되고 값은 절대 커밋하면 안 됨.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.6, L(lang, 'Who grants read access to this secret path?', '이 secret 경로 읽기 권한은 누가 주나요?')))
    return crec(lang, 'secret-manager reference', mc, le, ask)


@C(2)
def c_encrypted_blobs(lang):
    k = R.randrange(3)
    if k == 0:
        snip = 'db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s' % (
            b64(18), b64(32), b64(16), ch(REGIONS), dg(12), uuid4())
        cat = 'SOPS-encrypted value (ciphertext)'
    elif k == 1:
        lines = wrap(hx(320), 80)
        snip = 'db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join('          ' + x for x in lines[:4])
        cat = 'Ansible Vault encrypted block'
    else:
        snip = 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\nspec:\n  encryptedData:\n    password: Ag%s' % rs(R.randint(300, 360), B64)
        cat = 'SealedSecret encryptedData'
    intro = L(lang, 'Did not know the secrets are committed in encrypted form and decrypted only in the cluster:', '시크릿이 암호화된 형태로 커밋되고 클러스터 안에서만 복호화된다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Ciphertext is safe in git; the decryption key lives in KMS / the controller only.', '암호문은 git에 있어도 안전함. 복호화 키는 KMS/컨트롤러에만 있음.'),
                          opt(0.5, L(lang, 'Who can re-encrypt when a value changes?', '값이 바뀌면 재암호화는 누가 하나요?')))
    return crec(lang, 'encrypted at rest: ' + cat, mc, le, ask)


@C(3)
def c_hashes(lang):
    k = R.randrange(7)
    if k == 0:
        snip = '$ sha256sum dist/*.tar.gz\n%s  dist/app-%d.%d.%d.tar.gz\n%s  dist/app-%d.%d.%d-linux-arm64.tar.gz' % (hx(64), 2, R.randint(0, 9), R.randint(0, 20), hx(64), 2, R.randint(0, 9), R.randint(0, 20))
        cat = 'sha256sum output'
    elif k == 1:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ('lodash',) + (4, 17, 21) + ('lodash', 'lodash') + (4, 17, 21) + (b64(64),))
        cat = 'package-lock integrity sha512'
    elif k == 2:
        snip = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (hx(64), hx(64))
        cat = 'pip --hash pins'
    elif k == 3:
        snip = 'golang.org/x/crypto v0.%d.0 h1:%s=\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s=' % (R.randint(20, 30), b64(32)[:43], R.randint(20, 30), b64(32)[:43])
        cat = 'go.sum h1 hashes'
    elif k == 4:
        snip = 'image: ghcr.io/%s/%s@sha256:%s' % (ch(ORGS), ch(SVC), hx(64))
        cat = 'container image digest'
    elif k == 5:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(48)
        cat = 'Subresource Integrity hash'
    else:
        snip = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (R.randint(150, 215), hx(64))
        cat = 'Cargo.lock checksum'
    intro = L(lang, ['The reproducible-build check failed and I did not know which artifact changed. Hashes:', 'Dependency verification broke after the lockfile update:'],
              ['재현 빌드 체크가 실패했는데 어떤 산출물이 바뀌었는지 몰랐음. 해시:', 'lockfile 업데이트 후 의존성 검증이 깨짐:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, ['Hashes are public integrity checks, not secrets.', 'Regenerate the lockfile on the same npm/pip version as CI.'],
                                               ['해시는 공개 무결성 값이지 비밀이 아님.', 'CI와 같은 npm/pip 버전으로 lockfile을 다시 만들어야 함.']), '')
    return crec(lang, 'hash/digest: ' + cat, mc, le, ask)


@C(2)
def c_commit_shas(lang):
    k = R.randrange(3)
    if k == 0:
        lines = ['%s %s' % (hx(7), ch(['fix: retry on 429', 'chore: bump deps', 'feat(api): add refund endpoint', 'revert "feat: cache layer"', 'docs: update runbook']))
                 for _ in range(R.randint(3, 6))]
        snip = '$ git log --oneline -n %d\n' % len(lines) + '\n'.join(lines)
    elif k == 1:
        a, b = git_sha(), git_sha()
        snip = '$ git bisect good %s\n$ git bisect bad %s\nBisecting: 12 revisions left to test after this (roughly 4 steps)\n[%s] refactor: split settlement job' % (a, b, git_sha())
    else:
        snip = 'Deployed %s (prev %s). Compare: https://github.com/%s/%s/compare/%s...%s' % (git_sha(), git_sha(), ch(ORGS), ch(SVC), hx(12), hx(12))
    intro = L(lang, 'Did not know which commit introduced the regression; narrowed it down:', '어느 커밋에서 회귀가 생겼는지 몰랐음. 좁혀본 결과:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Deploy tags point at full SHAs; short SHAs can be ambiguous in this monorepo.', '배포 태그는 full SHA를 가리킴. 이 모노레포에선 short SHA가 모호할 수 있음.'), '')
    return crec(lang, 'git: commit SHAs', mc, le, ask)


@C(3)
def c_ids_logs(lang):
    k = R.randrange(5)
    if k == 0:
        snip = '%s ERROR [%s] request_id=%s trace_id=%s span_id=%s msg="upstream timeout after 30s"' % (ts(), ch(SVC), uuid4(), hx(32), hx(16))
    elif k == 1:
        snip = 'traceparent: 00-%s-%s-01\nx-amzn-trace-id: Root=1-%s-%s;Parent=%s;Sampled=1' % (hx(32), hx(16), hx(8), hx(24), hx(16))
    elif k == 2:
        snip = 'Sentry event %s (issue %s-%s) | release %s@%s' % (hx(32), ch(['API', 'WEB', 'BATCH']), rs(3, ANU), ch(SVC), hx(12))
    elif k == 3:
        snip = 'X-Cache: Error from cloudfront\nVia: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P1\nX-Amz-Cf-Id: %s==' % (hx(32), rs(54, B64U))
    else:
        snip = '{"level":"error","tenant_id":"%s","order_id":"%s","idempotency_key":"%s","err":"duplicate settlement"}' % (uuid4(), uuid4(), uuid4())
    intro = L(lang, ['Could not correlate the failure across services; these are the IDs I had:', 'The incident ticket only had these identifiers:'],
              ['서비스 간에 실패를 연결해서 못 봤음. 가지고 있던 ID들:', '장애 티켓에 있던 식별자는 이것뿐이었음:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Search Tempo by trace_id; request_id is only in nginx logs.', 'Tempo는 trace_id로 검색해야 하고 request_id는 nginx 로그에만 있음.'),
                          opt(0.5, L(lang, 'Which ID should support include in tickets?', 'CS가 티켓에 어떤 ID를 넣어야 하나요?')))
    return crec(lang, 'IDs: request/trace/event ids', mc, le, ask)


@C(3)
def c_public_keys(lang):
    k = R.randrange(6)
    if k == 0:
        snip = '# ~/.ssh/authorized_keys on bastion\n%s %s@%s\n%s deploy@ci' % (ssh_pub_ed25519(), ch(['jkim', 'alex', 'minsu']), ch(['macbook', 'laptop']), ssh_pub_ed25519())
        cat = 'authorized_keys public keys'
    elif k == 1:
        snip = ssh_pub_rsa() + ' %s@build01' % ch(['jenkins', 'deploy'])
        cat = 'ssh-rsa public key'
    elif k == 2:
        lines = der_lines('3059301306072a8648ce3d020106082a8648ce3d03010703420004', [64])
        snip = pem('PUBLIC KEY', lines)
        cat = 'PEM public key (EC)'
    elif k == 3:
        lines = der_lines('30820122300d06092a864886f70d01010105000382010f003082010a0282010100', [256, '0203010001'])
        snip = pem('PUBLIC KEY', lines)
        cat = 'PEM public key (RSA)'
    elif k == 4:
        snip = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (hx(16), b64u(256))
        cat = 'JWKS public key (n/e only)'
    else:
        snip = '[Interface]\nPrivateKey = <generated on device, never leaves it>\nAddress = 10.8.0.%d/24\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8' % (R.randint(2, 250), b64(32), ch(ORGS))
        cat = 'WireGuard peer PublicKey (private key not included)'
    intro = L(lang, ['Did not know which key the server trusts. The public part:', 'The verification step needed the public key, which I did not have:'],
              ['서버가 어떤 키를 신뢰하는지 몰랐음. 공개키 부분:', '검증 단계에 공개키가 필요했는데 없었음:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Public keys can be shared freely; only the private half is sensitive.', '공개키는 공유해도 됨. 민감한 건 개인키 쪽뿐.'),
                          opt(0.5, L(lang, 'Where is the canonical list of trusted keys?', '신뢰하는 키 목록 원본은 어디 있나요?')))
    return crec(lang, 'public key: ' + cat, mc, le, ask)


@C(2)
def c_fingerprints(lang):
    k = R.randrange(5)
    if k == 0:
        fp = sha256_fp()
        art = '\n'.join(['+--[ED25519 256]--+'] + ['|%s|' % ''.join(ch(' .o+=*BOX@%&#/^SE') if chance(0.35) else ' ' for _ in range(17)) for _ in range(9)] + ['+----[SHA256]-----+'])
        snip = '$ ssh-keygen -t ed25519 -C "deploy@ci" -f ~/.ssh/deploy_ci\nYour identification has been saved in /home/ci/.ssh/deploy_ci\nYour public key has been saved in /home/ci/.ssh/deploy_ci.pub\nThe key fingerprint is:\n%s deploy@ci\nThe key\'s randomart image is:\n%s' % (fp, art)
        cat = 'ssh-keygen output (fingerprint + randomart)'
    elif k == 1:
        snip = 'The authenticity of host \'[%s]:2222 ([%s]:2222)\' can\'t be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names.' % ('bastion.acme.kr', '203.0.113.%d' % R.randint(2, 250), sha256_fp())
        cat = 'SSH host key fingerprint prompt'
    elif k == 2:
        fp = ':'.join(hx(2).upper() for _ in range(32))
        snip = '$ openssl x509 -in server.crt -noout -fingerprint -sha256\nsha256 Fingerprint=%s' % fp
        cat = 'TLS certificate fingerprint'
    elif k == 3:
        fpr = hx(40).upper()
        snip = '$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/%s 2024-03-11 [SC] [expires: 2026-03-11]\n      %s\nuid                 [ultimate] Release Bot <release@%s.com>\nssb   cv25519/%s 2024-03-11 [E]' % (fpr[-16:], fpr, ch(ORGS), hx(16).upper())
        cat = 'gpg --list-secret-keys output (ids only)'
    else:
        snip = '%s ssh-ed25519 %s' % ('|1|%s=|%s=' % (b64(20)[:27], b64(20)[:27]), ssh_pub_ed25519().split(' ')[1])
        cat = 'hashed known_hosts line'
    intro = L(lang, 'Was not sure the server/key was the right one; this is what I had to compare:', '서버/키가 맞는 건지 확신이 없었음. 비교할 수 있는 건 이것뿐이었음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Compare fingerprints out of band before trusting a new host key.', '새 호스트 키는 다른 채널로 fingerprint 확인 후 신뢰할 것.'), '')
    return crec(lang, 'fingerprint: ' + cat, mc, le, ask)


@C(3)
def c_key_ids(lang):
    k = R.randrange(8)
    if k == 0:
        snip = 'kms_key_id = "arn:aws:kms:%s:%s:key/%s"\nalias      = "alias/%s-data"' % (ch(REGIONS), dg(12), uuid4(), ch(SVC))
        cat = 'AWS KMS key ARN'
    elif k == 1:
        snip = 'APPLE_TEAM_ID=%s\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s\nASC_KEY_PATH=./secrets/AuthKey_%s.p8  # file lives in the vault, not in git' % (rs(10, ANU), rs(10, ANU), uuid4(), rs(10, ANU))
        cat = 'App Store Connect key id / issuer id (key file not included)'
    elif k == 2:
        snip = 'GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nredirect_uri=https://app.%s.com/auth/callback' % (dg(12), rs(32, ANL), ch(ORGS))
        cat = 'OAuth client id (secret via env)'
    elif k == 3:
        snip = 'AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# auth: workload identity federation, no client secret' % (uuid4(), uuid4(), uuid4())
        cat = 'Azure tenant/client/subscription ids'
    elif k == 4:
        snip = 'GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/var/run/secrets/github-app/key.pem' % (R.randint(100000, 999999), R.randint(10 ** 7, 10 ** 8))
        cat = 'GitHub App id / installation id'
    elif k == 5:
        snip = 'customer=cus_%s payment_intent=pi_%s charge=ch_%s price=price_%s event=evt_%s' % (rs(14, AN), rs(24, AN), rs(24, AN), rs(24, AN), rs(24, AN))
        cat = 'Stripe object ids [Stripe]'
    elif k == 6:
        snip = 'TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=<in vault: secret/data/twilio>\nlast message: SM%s status=undelivered error=30007' % (hx(32), hx(32))
        cat = 'Twilio Account SID + message SID [Twilio]'
    else:
        snip = 'JWT header: {"alg":"RS256","kid":"%s","typ":"JWT"} -> no matching key in https://auth.%s.com/.well-known/jwks.json' % (hx(40), ch(ORGS))
        cat = 'JWT kid lookup failure'
    intro = L(lang, ['I could not tell which key/account was in use. Identifiers I found:', 'Did not know which app registration this service uses:'],
              ['어떤 키/계정이 쓰이는지 알 수 없었음. 찾은 식별자:', '이 서비스가 어느 앱 등록을 쓰는지 몰랐음:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'These are identifiers, not credentials; the actual secret is stored separately.', '이건 식별자지 인증 정보가 아님. 실제 시크릿은 따로 보관됨.'),
                          opt(0.5, L(lang, 'Who owns this app registration?', '이 앱 등록의 소유자는 누구?')))
    return crec(lang, 'identifiers: ' + cat, mc, le, ask)


@C(3)
def c_masked_cli(lang):
    k = R.randrange(7)
    if k == 0:
        snip = '$ aws sts get-caller-identity\n{\n    "UserId": "AIDA%s",\n    "Account": "%s",\n    "Arn": "arn:aws:iam::%s:user/%s"\n}' % (rs(17, B32), dg(12), dg(12), ch(['ci-deployer', 'jkim']))
        cat = 'aws sts get-caller-identity'
    elif k == 1:
        snip = '$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  default           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config' % (rs(4, ANU), rs(4, AN), ch(REGIONS))
        cat = 'aws configure list (masked)'
    elif k == 2:
        snip = '$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: ssh\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\', \'workflow\'' % ch(['jkim-acme', 'ci-bot'])
        cat = 'gh auth status (masked token)'
    elif k == 3:
        snip = '$ kubectl describe secret orders-db -n payments\nName:         orders-db\nNamespace:    payments\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes'
        cat = 'kubectl describe secret (sizes only)'
    elif k == 4:
        snip = '$ echo "$REGISTRY_TOKEN" | docker login ghcr.io -u %s --password-stdin\nWARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.\nLogin Succeeded' % ch(['ci-bot', 'jkim'])
        cat = 'docker login --password-stdin output'
    elif k == 5:
        snip = '$ vault kv metadata get secret/payments/stripe\n======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2024-08-02T04:11:20Z\ncurrent_version    7\nmax_versions       10\nupdated_time       2024-11-20T09:03:51Z'
        cat = 'vault kv metadata (no values)'
    else:
        snip = '$ npm token list\n┌────────┬─────────────────┬────────────┬──────────┬────────────────┐\n│ id     │ token           │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────────────┼────────────┼──────────┼────────────────┤\n│ %s │ npm_…%s │ 2024-06-01 │ no       │                │\n└────────┴─────────────────┴────────────┴──────────┴────────────────┘' % (hx(6), rs(4, AN))
        cat = 'npm token list (truncated ids)'
    intro = L(lang, 'I did not know which identity my shell was using. Output:', '내 셸이 어떤 인증 주체로 동작하는지 몰랐음. 출력:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The CLI only shows masked values; the real ones stay in the keyring.', 'CLI는 마스킹된 값만 보여주고 실제 값은 keyring에 있음.'), '')
    return crec(lang, 'CLI output: ' + cat, mc, le, ask)


@C(2)
def c_base64_nonsecret(lang):
    k = R.randrange(5)
    if k == 0:
        cfg = json.dumps({'featureFlags': {'newCheckout': True, 'region': ch(REGIONS)}, 'version': 3}, separators=(',', ':'))
        snip = '$ echo -n \'%s\' | base64\n%s' % (cfg, b64s(cfg))
        cat = 'base64 of a JSON feature config'
    elif k == 1:
        hdr = json.dumps({'alg': 'RS256', 'kid': hx(16), 'typ': 'JWT'}, separators=(',', ':'))
        snip = 'JWT header segment %s decodes to %s (payload and signature omitted)' % (b64us(hdr), hdr)
        cat = 'JWT header only (decoded)'
    elif k == 2:
        snip = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nginx-conf\nbinaryData:\n  mime.types: %s' % b64s('types {\n  text/html html;\n  application/json json;\n}\n')
        cat = 'ConfigMap binaryData'
    elif k == 3:
        snip = 'background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%sAAAAASUVORK5CYII=");' % rs(8, AN)
        cat = 'data URI PNG'
    else:
        cert = der_lines('308201', [R.randint(300, 360)], full=False)
        snip = 'clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\nusers:\n- name: ci\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "%s"]' % (
            b64s('-----BEGIN CERTIFICATE-----\n' + '\n'.join(cert[:3]) + '\n')[:160] + '...', hx(32).upper(), ch(REGIONS), ch(['prod', 'staging']))
        cat = 'kubeconfig with CA data + exec plugin (no user secret)'
    intro = L(lang, 'This blob looked like a credential, so I checked what it is:', '인증 정보처럼 보여서 뭔지 확인해봄:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'It is base64 of non-secret data; decoding it shows plain config.', '비밀이 아닌 데이터를 base64 한 것. 디코딩하면 그냥 설정임.'), '')
    return crec(lang, 'base64 (non-secret): ' + cat, mc, le, ask)


@C(2)
def c_versions(lang):
    k = R.randrange(4)
    if k == 0:
        snip = '$ node -v && npm -v && pnpm -v\nv20.%d.%d\n10.%d.0\n9.%d.%d' % (R.randint(10, 18), R.randint(0, 3), R.randint(2, 9), R.randint(1, 12), R.randint(0, 5))
    elif k == 1:
        snip = 'version: %d.%d.%d+build.%s.%s\nimage: %s/%s:%d.%d.%d-%s' % (R.randint(1, 4), R.randint(0, 30), R.randint(0, 9), '2024%02d%02d' % (R.randint(1, 12), R.randint(1, 28)), hx(7), ch(ORGS), ch(SVC), R.randint(1, 4), R.randint(0, 30), R.randint(0, 9), hx(7))
    elif k == 2:
        snip = 'android {\n  defaultConfig {\n    versionCode %d\n    versionName "%d.%d.%d"\n  }\n}' % (R.randint(100, 99999), R.randint(1, 9), R.randint(0, 20), R.randint(0, 9))
    else:
        snip = 'pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.%d.%d?type=jar\npkg:npm/%%40babel/core@7.%d.%d\npkg:pypi/cryptography@4%d.0.%d' % (R.randint(12, 17), R.randint(0, 3), R.randint(20, 26), R.randint(0, 9), R.randint(0, 3), R.randint(0, 8))
    intro = L(lang, 'The bug only reproduced on one build; I did not know which versions were deployed:', '특정 빌드에서만 버그가 재현됐는데 어떤 버전이 배포됐는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Pin the toolchain in .tool-versions so CI and laptops match.', '.tool-versions로 툴체인을 고정해야 CI와 로컬이 일치함.'), '')
    return crec(lang, 'versions/build strings', mc, le, ask)


@C(2)
def c_long_ids(lang):
    k = R.randrange(4)
    if k == 0:
        snip = 's3://%s-datalake-%s/raw/events/year=2024/month=11/day=%02d/part-00017-%s-c000.snappy.parquet' % (ch(ORGS), ch(REGIONS), R.randint(1, 28), uuid4())
    elif k == 1:
        snip = 'module.platform.module.eks.aws_eks_node_group.this["%s-%s"]\nprojects/%s-%s/locations/asia-northeast3/repositories/docker/packages/%s' % (ch(['gpu', 'general']), hx(6), ch(ORGS), dg(6), ch(SVC))
    elif k == 2:
        snip = '%s-%s-%s   0/1   CrashLoopBackOff   7 (2m ago)   18m\n%s-%s-%s   1/1   Running            0            18m' % (ch(SVC), hx(10), rs(5, ANL), ch(SVC), hx(10), rs(5, ANL))
    else:
        snip = 'dist/assets/index-%s.js   412.33 kB │ gzip: 131.02 kB\ndist/assets/vendor-%s.js  1,204.90 kB │ gzip: 380.11 kB' % (rs(8, B64U), rs(8, B64U))
    intro = L(lang, 'Could not find the right object/resource because the names are long and generated:', '이름이 길고 자동 생성이라 맞는 리소스를 찾기 어려웠음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Filter by label/prefix instead of copying generated names.', '생성된 이름을 복사하지 말고 label/prefix로 필터링할 것.'), '')
    return crec(lang, 'long generated identifiers', mc, le, ask)


@C(3)
def c_password_policy(lang):
    k = R.randrange(5)
    if k == 0:
        snip = "PASSWORD_REGEX = r'^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%^&*]).{10,64}$'"
    elif k == 1:
        snip = 'password requisite pam_pwquality.so retry=3 minlen=12 dcredit=-1 ucredit=-1 ocredit=-1 enforce_for_root'
    elif k == 2:
        snip = "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\n# argon2id m=65536 t=3 p=4; bcrypt fallback cost 12"
    elif k == 3:
        snip = L(lang, 'Policy: passwords >= 12 chars, no reuse of the last 5, rotate service-account passwords every 90 days, MFA required for admin.',
                 '정책: 비밀번호 12자 이상, 최근 5개 재사용 금지, 서비스 계정 비밀번호는 90일마다 교체, 관리자 MFA 필수.')
    else:
        snip = L(lang, 'ISMS-P asks for 2 character classes with 10+ chars or 3 classes with 8+ chars; our signup validator only checked length.',
                 'ISMS-P 기준: 문자 종류 2가지 조합 10자리 이상 또는 3가지 조합 8자리 이상. 우리 회원가입 검증은 길이만 보고 있었음.')
    intro = L(lang, 'Did not know the password rules differ between the admin console and the customer app:', '관리자 콘솔과 고객 앱의 비밀번호 규칙이 다르다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Validation must match on the client and the server or users get stuck.', '클라이언트와 서버 검증 규칙이 같아야 사용자가 막히지 않음.'),
                          opt(0.6, L(lang, 'Who signs off on password policy changes?', '비밀번호 정책 변경은 누가 승인하나요?')), allow_ask=True)
    return crec(lang, 'password policy discussion', mc, le, ask)


@C(3)
def c_p_flags(lang):
    k = R.randrange(8)
    snips = [
        '$ docker run -d -p 5432:5432 -p 9187:9187 --name pg postgres:16',
        '$ ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@bastion.%s.kr' % ch(ORGS),
        '$ mysql -h %s -P 3307 -u app -p\nEnter password:' % ch(HOSTS),
        '$ psql -h localhost -p 5433 -U postgres -W\nPassword:',
        '$ redis-cli -h cache.internal -p 6380 --tls PING\nPONG',
        '$ kubectl port-forward svc/grafana -n monitoring 3000:80\n$ scp -P 2222 build.tar.gz ops@203.0.113.7:/tmp/\n$ mkdir -p /var/lib/app && cp -p app.conf /etc/app/',
        '$ pytest -p no:cacheprovider -p xdist -n 4 tests/',
        '$ git add -p src/billing/\n$ nc -l -p 9000',
    ]
    snip = snips[k]
    intro = L(lang, ['Got confused by the -p flags in the runbook; for the record:', 'The runbook command I used (no credentials in it):'],
              ['런북의 -p 옵션이 헷갈렸음. 기록용:', '런북에 있던 명령 (인증 정보 없음):'])
    le = L(lang, ['-p means port here; mysql/psql prompt for the password interactively.', '-P (capital) is the port for mysql and scp; lowercase -p is different per tool.'],
           ['여기서 -p는 포트. mysql/psql은 비밀번호를 대화형으로 물어봄.', 'mysql과 scp는 대문자 -P가 포트. 소문자 -p 의미는 도구마다 다름.'])
    mc, le, ask = compose(lang, intro, snip, le, '', allow_ask=True)
    return crec(lang, 'shell: -p/-P flags without passwords', mc, le, ask)


@C(3)
def c_fake_fixtures(lang):
    k = R.randrange(6)
    if k == 0:
        snip = '# from the AWS docs, used in unit tests only\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
        cat = 'AWS documentation example keys'
    elif k == 1:
        snip = "def test_rejects_weak_password():\n    assert not is_strong('password123')\n    assert not is_strong('qwerty')\n    assert is_strong('correct horse battery staple')"
        cat = 'unit test weak-password vectors'
    elif k == 2:
        snip = "@pytest.fixture\ndef client():\n    return ApiClient(base_url='http://localhost:8080', token='test-token-not-real')"
        cat = 'pytest fixture fake token'
    elif k == 3:
        snip = "vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_dummy');\nvi.stubEnv('OPENAI_API_KEY', 'sk-fake-for-tests');"
        cat = 'vitest stubbed env with dummy values'
    elif k == 4:
        snip = 'GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-000000000000-0000000000000-xxxxxxxxxxxxxxxxxxxxxxxx'
        cat = 'all-x placeholder tokens'
    else:
        snip = "testcontainers: PostgreSQLContainer('postgres:16').withUsername('test').withPassword('test')"
        cat = 'testcontainers throwaway credentials'
    intro = L(lang, ['The secret scanner flagged our test fixtures; I did not know these are intentional fakes:', 'CI failed on a fixture that looked like a key:'],
              ['시크릿 스캐너가 테스트 픽스처를 잡았는데 일부러 넣은 가짜 값이라는 걸 몰랐음:', '키처럼 보이는 픽스처 때문에 CI가 실패함:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Add the fixture path to the scanner allowlist instead of changing the values.', '값을 바꾸지 말고 스캐너 allowlist에 픽스처 경로를 추가할 것.'), '')
    return crec(lang, 'obviously fake test fixture: ' + cat, mc, le, ask)


@C(3)
def c_redacted(lang):
    k = R.randrange(6)
    if k == 0:
        snip = 'Authorization: Bearer [REDACTED]\nX-Api-Key: ***\nCookie: session=<redacted>'
    elif k == 1:
        snip = 'openai.AuthenticationError: Error code: 401 - Incorrect API key provided: sk-proj-********************************%s.' % rs(4, AN)
    elif k == 2:
        snip = 'DATABASE_URL=postgres://app:****@%s:5432/app' % ch(HOSTS)
    elif k == 3:
        snip = '{"user":"svc_etl","password":"<hidden>","host":"%s"}' % ch(HOSTS)
    elif k == 4:
        snip = 'AWS_SECRET_ACCESS_KEY=****************************************\nAWS_ACCESS_KEY_ID=AKIA************%s' % rs(4, ANU)
    else:
        snip = 'token: "%s…" (truncated by the log formatter)' % ch(['ghp_', 'xoxb-', 'glpat-', 'sk-'])
    intro = L(lang, ['The log already masks credentials; I did not know which key it was from the masked value:', 'Debugging with redacted output only:'],
              ['로그가 이미 인증 정보를 마스킹해서 어떤 키인지 알 수 없었음:', '마스킹된 출력만 보고 디버깅함:'])
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Compare the last 4 characters with the key list in the console.', '콘솔의 키 목록에서 마지막 4자리로 비교하면 됨.'),
                          opt(0.5, L(lang, 'Can the logger show key ids instead of masked values?', '로거가 마스킹 대신 key id를 찍게 할 수 있나요?')))
    return crec(lang, 'already redacted values', mc, le, ask)


@C(2)
def c_auth_fail_logs(lang):
    k = R.randrange(5)
    h = ch(HOSTS)
    snips = [
        'FATAL:  password authentication failed for user "%s"\nDETAIL:  Connection matched pg_hba.conf line 99: "host all all 0.0.0.0/0 scram-sha-256"' % ch(USERS),
        "Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: %s]" % ip(),
        "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (ch(USERS), ip()),
        'sshd[%d]: Failed password for invalid user admin from 203.0.113.%d port %d ssh2' % (R.randint(1000, 99999), R.randint(2, 250), R.randint(30000, 60000)),
        'redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.',
    ]
    snip = snips[k]
    intro = L(lang, 'Did not know the credentials had been rotated; the only hint was:', '인증 정보가 교체됐다는 걸 몰랐음. 유일한 단서:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Rotation notices go to #infra-announce, which I had muted.', '교체 공지는 #infra-announce로 오는데 음소거해 뒀었음.'),
                          opt(0.6, L(lang, 'Subscribe to rotation notices for the services I touch.', '내가 건드리는 서비스의 교체 공지 구독하기')))
    return crec(lang, 'auth failure log (no credential)', mc, le, ask)


@C(2)
def c_http_nosecret(lang):
    k = R.randrange(4)
    host = 'api.%s.com' % ch(ORGS)
    if k == 0:
        snip = 'GET /v1/orders?page=2 HTTP/1.1\nHost: %s\nAccept: application/json\nIf-None-Match: W/"%s-%s"\nX-Request-Id: %s\ntraceparent: 00-%s-%s-01' % (host, hx(4), b64u(20), uuid4(), hx(32), hx(16))
    elif k == 1:
        snip = '$ curl -sS -H "Authorization: Bearer $API_TOKEN" -H "Idempotency-Key: %s" https://%s/v1/refunds -d \'{"amount":5000}\'' % (uuid4(), host)
    elif k == 2:
        snip = 'Cookie: _ga=GA1.1.%d.%d; _ga_%s=GS1.1.%d.3.1.%d.0.0.0; theme=dark; locale=ko-KR; cookie_consent=1' % (R.randint(10 ** 8, 10 ** 9), now_epoch(), rs(10, ANU), now_epoch(), now_epoch())
    else:
        snip = 'HTTP/2 429\nretry-after: 30\nx-ratelimit-limit: 600\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %d\nx-request-id: req_%s' % (now_epoch(), rs(24, AN))
    intro = L(lang, 'I was missing why the request failed; captured it (no credentials in the capture):', '요청이 왜 실패했는지 몰랐음. 캡처한 내용 (인증 정보 없음):')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Rate limits are per API key, not per IP.', 'rate limit은 IP가 아니라 API 키 단위.'), '')
    return crec(lang, 'HTTP without credentials', mc, le, ask)


@C(2)
def c_diff_to_refs(lang):
    f = ch(['docker-compose.yml', 'config/settings.yaml', '.github/workflows/deploy.yml'])
    snip = ('diff --git a/%s b/%s\n@@ -8,3 +8,3 @@\n     environment:\n-      DB_PASSWORD: <set-me>\n+      DB_PASSWORD: ${DB_PASSWORD:?DB_PASSWORD is required}\n-      API_TOKEN: "TODO"\n+      API_TOKEN: ${{ secrets.API_TOKEN }}'
            % (f, f))
    intro = L(lang, 'Did not know placeholders were replaced by env references in the last PR:', '지난 PR에서 placeholder가 env 참조로 바뀐 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Compose now fails fast if DB_PASSWORD is unset.', '이제 DB_PASSWORD가 없으면 compose가 바로 실패함.'), '')
    return crec(lang, 'git diff: placeholders to env references', mc, le, ask)


@C(2)
def c_table_vault(lang):
    rows = [('STRIPE_SECRET_KEY', 'secret/data/payments/stripe#secret_key'), ('DB_PASSWORD', 'aws-sm:prod/orders/db'),
            ('SLACK_BOT_TOKEN', 'op://Platform/slack-bot/credential'), ('KAKAO_ADMIN_KEY', 'secret/data/kakao#admin_key'),
            ('SENTRY_AUTH_TOKEN', 'gha:secrets.SENTRY_AUTH_TOKEN'), ('NCLOUD_SECRET_KEY', 'ncp-secret-manager:prod/ncloud')]
    R.shuffle(rows)
    snip = '| variable | source | owner |\n|---|---|---|\n' + '\n'.join('| %s | %s | %s |' % (a, b, ch(['platform', 'payments', 'data'])) for a, b in rows[:R.randint(3, 5)])
    intro = L(lang, 'Did not know where each credential is stored. The mapping table from the wiki:', '인증 정보별 저장 위치를 몰랐음. 위키의 매핑 표:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The table has only locations; values are never written in the wiki.', '표에는 위치만 있고 값은 위키에 절대 안 적음.'), '')
    return crec(lang, 'table: credential locations (no values)', mc, le, ask)


@C(2)
def c_conn_nopw(lang):
    k = R.randrange(7)
    snips = [
        'DATABASE_URL=postgresql://app@%s:5432/app?sslmode=verify-full  # IAM auth token generated at connect time' % ch(HOSTS),
        'Server=tcp:%s.database.windows.net,1433;Database=app;Authentication=Active Directory Default;Encrypt=True;' % ch(ORGS),
        'MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS' % rs(5, ANL),
        'REDIS_URL=redis://localhost:6379/0',
        'jdbc:sqlserver://sql01.corp.local:1433;databaseName=ERP;integratedSecurity=true;authenticationScheme=JavaKerberos',
        'spring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}' % ch(HOSTS),
        'sqlalchemy.url = sqlite:///./data/dev.db',
        'CLICKHOUSE_URL=https://%s.clickhouse.cloud:8443/?user=default  # password from ${CLICKHOUSE_PASSWORD}' % rs(10, ANL),
        'neo4j+s://%s.databases.neo4j.io  (auth via SSO bearer from the IdP)' % hx(8),
        'amqps://%s.mq.%s.amazonaws.com:5671  # credentials injected by the broker sidecar' % ('b-' + uuid4(), ch(REGIONS)),
    ]
    snip = snips[k]
    intro = L(lang, 'Did not know the service uses passwordless auth to the database. Connection setting:', '서비스가 DB에 비밀번호 없이 인증한다는 걸 몰랐음. 연결 설정:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'No password in the URL; the identity comes from the runtime role.', 'URL에 비밀번호 없음. 인증은 런타임 role로 함.'),
                          opt(0.5, L(lang, 'Does local dev have an equivalent role?', '로컬 개발에도 같은 role이 있나요?')))
    return crec(lang, 'connection string without password', mc, le, ask)


@C(2)
def c_pw_code(lang):
    k = R.randrange(4)
    snips = [
        'def login(username: str, password: str) -> Session:\n    user = repo.find(username)\n    if not bcrypt.checkpw(password.encode(), user.password_hash):\n        raise InvalidCredentials()',
        'password = getpass.getpass("DB password: ")\nconn = psycopg.connect(host=args.host, user=args.user, password=password)',
        "const hash = await argon2.hash(req.body.password, { type: argon2.argon2id });\nawait db.user.update({ where: { id }, data: { passwordHash: hash } });",
        'if (newPassword.equals(currentPassword)) {\n    throw new ValidationException("new password must differ from the current one");\n}',
    ]
    snip = snips[k]
    intro = L(lang, 'I was missing how password checks work in the auth module:', '인증 모듈에서 비밀번호 검증이 어떻게 되는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Only hashes are stored; plaintext never reaches the DB.', '해시만 저장되고 평문은 DB에 안 감.'), '')
    return crec(lang, 'code: password handling without values', mc, le, ask)


@C(2)
def c_iac_sensitive(lang):
    k = R.randrange(4)
    if k == 0:
        snip = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "random_password" "db" {\n  length  = 32\n  special = true\n}'
    elif k == 1:
        snip = 'postgresql:\n  auth:\n    existingSecret: orders-db-credentials\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password'
    elif k == 2:
        snip = 'services:\n  api:\n    secrets:\n      - db_password\n    environment:\n      DB_PASSWORD_FILE: /run/secrets/db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt  # gitignored'
    else:
        snip = '        envFrom:\n          - secretRef:\n              name: %s-env\n        volumeMounts:\n          - name: tls\n            mountPath: /etc/tls\n            readOnly: true' % ch(SVC)
    intro = L(lang, 'Did not know where the password is actually generated/stored for this stack:', '이 스택에서 비밀번호가 실제로 어디서 생성/보관되는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The manifest only references the secret by name.', '매니페스트는 시크릿을 이름으로만 참조함.'), '')
    return crec(lang, 'IaC: secret references (no values)', mc, le, ask)


@C(2)
def c_oauth_pkce(lang):
    ver = b64u(32)  # the verifier stays in the browser; only its S256 challenge is sent
    chal = base64.urlsafe_b64encode(hashlib.sha256(ver.encode()).digest()).decode().rstrip('=')
    snip = ('GET https://auth.%s.com/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s.com%%2Fcallback'
            '&scope=openid%%20profile&code_challenge=%s&code_challenge_method=S256') % (ch(ORGS), rs(22, AN), ch(ORGS), chal)
    intro = L(lang, 'Login redirect looped; I did not know the SPA uses PKCE with a public client. The authorize request:', '로그인 리다이렉트가 무한 반복됨. SPA가 public client + PKCE를 쓴다는 걸 몰랐음. authorize 요청:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Public clients have no client secret; the redirect_uri must match exactly.', 'public client라 client secret이 없음. redirect_uri가 정확히 일치해야 함.'), '')
    return crec(lang, 'OAuth authorize URL with PKCE challenge', mc, le, ask)


@C(1)
def c_saml_cert(lang):
    cert = der_lines('3082029a30820182a003020102020601', [R.randint(260, 300)], full=False)
    snip = '<md:KeyDescriptor use="signing">\n  <ds:KeyInfo><ds:X509Data><ds:X509Certificate>%s</ds:X509Certificate></ds:X509Data></ds:KeyInfo>\n</md:KeyDescriptor>' % ''.join(cert[:5])
    intro = L(lang, 'SSO broke after the IdP rotated its signing certificate; I did not know where the SP stores it:', 'IdP가 서명 인증서를 교체한 뒤 SSO가 깨짐. SP가 인증서를 어디에 저장하는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'It is the public certificate from the IdP metadata; refresh the metadata URL instead of pasting.', 'IdP 메타데이터의 공개 인증서임. 붙여넣지 말고 메타데이터 URL을 갱신할 것.'), '')
    return crec(lang, 'SAML metadata public certificate', mc, le, ask)


@C(1)
def c_npki_path(lang):
    snip = ch(['C:\\Users\\%s\\AppData\\LocalLow\\NPKI\\yessign\\USER\\cn=%s()%s,ou=...\\signCert.der / signPri.key' % (ch(['dev01', 'accounting']), ch(['홍길동', '김회계']), dg(10)),
               '~/NPKI/KICA/USER/cn=...,ou=RA센터,o=KICA,c=KR/signPri.key'])
    if lang == 'ko':
        mc = '세금계산서 자동 발행 배치가 공동인증서를 어디서 읽는지 몰랐음. 경로만 확인함:\n' + snip
        le = ch(['인증서 파일과 비밀번호는 회계팀 PC에만 있고 배치 서버엔 복사하면 안 됨.', 'signPri.key 파일 자체는 레포에 절대 올리지 말 것. 경로만 설정에 둠.'])
        ask = ch(['공동인증서 갱신 일정과 담당자 확인하기', ''])
    else:
        mc = 'Did not know where the tax-invoice batch reads the Korean joint certificate from. Only the path:\n' + snip
        le = ch(['The certificate and its password stay on the accounting PC; never copy them to the batch server.', 'Never commit signPri.key itself; only the path is configured.'])
        ask = ch(['Who renews the joint certificate and when?', ''])
    return crec(lang, 'Korean NPKI certificate path (no key material)', mc, le, ask)


@C(2)
def c_chain_public(lang):
    k = R.randrange(4)
    if k == 0:
        snip = 'tx 0x%s reverted: "ERC20: transfer amount exceeds balance" (from 0x%s to 0x%s)' % (hx(64), hx(40), hx(40))
        cat = 'Ethereum tx hash + addresses'
    elif k == 1:
        snip = 'Deployed Treasury at 0x%s (block %d), verified on Etherscan.' % (hx(40), R.randint(18000000, 21000000))
        cat = 'contract address'
    elif k == 2:
        snip = 'ipfs://bafybei%s/metadata/%d.json' % (rs(52, B32L), R.randint(1, 9999))
        cat = 'IPFS CID'
    else:
        snip = 'withdrawal address: bc1q%s (public, whitelisted)' % rs(38, BECH)
        cat = 'bitcoin address'
    intro = L(lang, 'Was missing which on-chain objects the incident involved:', '장애와 관련된 온체인 객체가 뭔지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Hashes and addresses are public; only keys and seed phrases are secret.', '해시와 주소는 공개 정보. 비밀은 키와 시드 문구뿐.'), '')
    return crec(lang, 'blockchain public values: ' + cat, mc, le, ask)


@C(1)
def c_analytics_ids(lang):
    snip = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-%s"></script>\n<!-- GTM-%s, Meta Pixel %s, AdSense ca-pub-%s -->' % (rs(10, ANU), rs(7, ANU), dg(15), dg(16))
    intro = L(lang, 'Did not know marketing tags are injected by the template, not GTM:', '마케팅 태그가 GTM이 아니라 템플릿에서 주입된다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Measurement/container ids are public page identifiers.', '측정/컨테이너 ID는 페이지에 공개되는 식별자임.'), '')
    return crec(lang, 'analytics/public tag ids', mc, le, ask)


@C(2)
def c_webhook_sig(lang):
    k = R.randrange(3)
    if k == 0:
        snip = 'X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s' % (uuid4(), hx(64))
    elif k == 1:
        snip = 'Stripe-Signature: t=%d,v1=%s' % (now_epoch(), hx(64))
    else:
        snip = 'X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s' % (now_epoch(), hx(64))
    intro = L(lang, 'Webhook verification failed; I did not know the signature covers the raw body. The received headers:', '웹훅 검증이 실패함. 서명이 raw body 기준이라는 걸 몰랐음. 받은 헤더:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The header is a per-request HMAC, not the signing secret itself.', '헤더 값은 요청별 HMAC이고 서명 시크릿 자체가 아님.'), '')
    return crec(lang, 'webhook signature headers (not the secret)', mc, le, ask)


@C(1)
def c_totp_template(lang):
    iss = ch(['Acme', 'MintPay', 'Orbit', 'Hanbit Admin', 'Backoffice'])
    snip = ch(['const uri = `otpauth://totp/{ISS}:${user.email}?secret=${base32Secret}&issuer={ISS}&digits=6&period=30`;',
               'uri = pyotp.TOTP(user.totp_secret).provisioning_uri(name=user.email, issuer_name="{ISS}")',
               'String uri = String.format("otpauth://totp/{ISS}:%s?secret=%s&issuer={ISS}", email, secret);']).replace('{ISS}', iss)
    intro = L(lang, 'Did not know we build the authenticator QR on the server; the template:', 'OTP 앱 QR을 서버에서 만든다는 걸 몰랐음. 템플릿:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The per-user seed is encrypted in the DB and never logged.', '사용자별 seed는 DB에 암호화돼 있고 로그에 안 남김.'), '')
    return crec(lang, 'otpauth URI template (no seed)', mc, le, ask)


@C(1)
def c_test_cards(lang):
    snip = ch(['4242 4242 4242 4242 (any future expiry, any CVC) -> succeeds\n4000 0000 0000 9995 -> insufficient_funds',
               '테스트 카드: 4330-0000-0000-0000 / 유효기간 아무거나 / 비밀번호 앞 2자리 00' if lang == 'ko' else 'sandbox card 5555 5555 5555 4444, 3DS challenge always passes'])
    intro = L(lang, 'I did not know which test cards the sandbox accepts:', '샌드박스가 어떤 테스트 카드를 받는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'These are the documented sandbox numbers; they fail in live mode.', '문서에 공개된 샌드박스 번호라 live 모드에선 실패함.'), '')
    return crec(lang, 'documented sandbox test card numbers', mc, le, ask)


@C(2)
def c_ssh_config(lang):
    snip = 'Host bastion\n  HostName bastion.%s.kr\n  Port 2222\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519_deploy\n  IdentitiesOnly yes\n\nHost db-*\n  ProxyJump bastion' % ch(ORGS)
    intro = L(lang, 'Could not reach the DB hosts; did not know they are only reachable via the bastion:', 'DB 호스트에 접속이 안 됨. bastion 경유로만 접근 가능하다는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Request the bastion key via the access form; it is per person.', 'bastion 키는 접근 신청서로 개인별로 받아야 함.'), '')
    return crec(lang, 'ssh config (paths only)', mc, le, ask)


@C(2)
def c_prose_about_secrets(lang):
    who = person(lang)
    if lang == 'en':
        mc = ch(['I was missing the staging Stripe key; %s put it in 1Password under "Payments / Stripe staging".' % who,
                 'Did not know the npm publish token is an org automation token stored at secret/data/ci/npm in Vault.',
                 'The Kakao admin key was rotated yesterday; the new one is only in AWS Secrets Manager (prod/kakao).',
                 'Nobody told me the SFTP password for the partner changes monthly and arrives by SMS to %s.' % who,
                 'The DB password for the replica is in the sealed secret; I never saw the value and did not need it.'])
        le = ch(['Ask for access to the vault path instead of asking for the value.', 'Never paste keys in Slack; share the vault link.', ''])
        ask = ch(['Who approves access to the payments vault folder?', 'Is there a read-only key for local debugging?', ''])
    else:
        mc = ch(['스테이징 Stripe 키가 없었는데 %s님이 1Password "Payments / Stripe staging"에 넣어둠.' % who,
                 'npm 배포 토큰이 org automation 토큰이고 Vault secret/data/ci/npm에 있다는 걸 몰랐음.',
                 '카카오 admin 키가 어제 교체됐고 새 키는 AWS Secrets Manager(prod/kakao)에만 있음.',
                 '파트너 SFTP 비밀번호가 매달 바뀌고 %s님 폰으로 문자로 온다는 걸 아무도 안 알려줌.' % who,
                 '리플리카 DB 비밀번호는 sealed secret에 있음. 값은 본 적 없고 볼 필요도 없었음.'])
        le = ch(['값을 달라고 하지 말고 vault 경로 접근 권한을 요청할 것.', '키는 슬랙에 붙이지 말고 vault 링크로 공유.', ''])
        ask = ch(['결제 vault 폴더 접근 승인은 누가 하나요?', '로컬 디버깅용 read-only 키가 있나요?', ''])
    return crec(lang, 'prose: talks about credentials without values', mc, le, ask)


@C(2)
def c_api_docs(lang):
    snip = ch(['Authorization: Bearer <access_token>\nX-Api-Key: <your key from the dashboard>',
               'curl -u "<key_id>:<key_secret>" https://api.example.com/v1/payouts',
               'Header `X-Naver-Client-Secret: {client_secret}` 필요 (값은 developers 콘솔에서 확인)' if lang == 'ko' else 'Send `X-Naver-Client-Secret: {client_secret}` (value from the developers console)',
               'Authorization: KakaoAK ${REST_API_KEY}'])
    intro = L(lang, 'I did not know which auth scheme the partner API expects. From their docs:', '파트너 API가 어떤 인증 방식을 쓰는지 몰랐음. 문서 내용:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The scheme word matters (Bearer vs KakaoAK vs Basic); values come from the console.', '스킴 문자열(Bearer/KakaoAK/Basic)이 중요하고 값은 콘솔에서 받음.'), '')
    return crec(lang, 'API docs: auth header templates', mc, le, ask)


@C(5, risky=False)
def c_mundane(lang):
    items = [
        ('Did not know the settlement batch runs in KST while the DB stores UTC; the cutoff was off by 9 hours.',
         'Check the timezone of every timestamp column before writing cutoffs.', 'Which timezone is canonical for reports?',
         '정산 배치는 KST로 도는데 DB는 UTC로 저장해서 마감 시간이 9시간 어긋남. 이걸 몰랐음.',
         'cutoff 짜기 전에 timestamp 컬럼의 타임존부터 확인할 것.', '리포트 기준 타임존이 뭔지 물어보기'),
        ('I was missing that the mobile app caches feature flags for 24h, so toggling the flag had no effect in QA.',
         'Use the debug menu to force a flag refresh on test devices.', 'Can QA builds use a shorter flag TTL?',
         '모바일 앱이 feature flag를 24시간 캐시해서 QA에서 플래그를 바꿔도 반영이 안 됐음.',
         '테스트 기기에서는 디버그 메뉴로 플래그를 강제 새로고침할 것.', 'QA 빌드는 플래그 TTL을 짧게 할 수 있나요?'),
        ('Nobody mentioned the search index is rebuilt nightly at 03:00; my mapping change was overwritten.',
         'Change the mapping in the reindex job config, not on the live index.', 'Who owns the nightly reindex job?',
         '검색 인덱스가 매일 03시에 재빌드된다는 걸 몰라서 매핑 변경이 덮어써짐.',
         '매핑은 라이브 인덱스가 아니라 재색인 잡 설정에서 바꿔야 함.', '야간 재색인 잡 담당자가 누구인지?'),
        ('The flaky test depends on dictionary ordering in the fixture loader.',
         'Run the suite with a random seed to catch ordering bugs early.', '',
         '간헐적으로 실패하는 테스트가 fixture 로더의 dict 순서에 의존하고 있었음.',
         '순서 의존 버그는 랜덤 시드로 전체 테스트 돌려서 잡기.', ''),
        ('Did not know the monorepo uses pnpm workspaces; npm install created a second lockfile.',
         'Always use pnpm at the repo root; delete stray package-lock.json files.', 'Is there a pre-commit hook for stray lockfiles?',
         '모노레포가 pnpm workspace를 쓴다는 걸 몰라서 npm install로 lockfile이 하나 더 생김.',
         '항상 루트에서 pnpm 사용. 엉뚱하게 생긴 package-lock.json은 지울 것.', 'lockfile 검사하는 pre-commit 훅이 있나요?'),
        ('The Gradle build needs JDK 21; the agent image still had 17.',
         'The toolchain block in build.gradle.kts decides the JDK, not JAVA_HOME.', 'When will the agent image be updated?',
         'Gradle 빌드에 JDK 21이 필요한데 에이전트 이미지는 아직 17이었음.',
         'JDK는 JAVA_HOME이 아니라 build.gradle.kts의 toolchain 블록이 결정함.', '에이전트 이미지 업데이트 일정이 언제인지?'),
        ('I did not know the CSV export uses CP949 for Excel compatibility; Korean names broke in the parser.',
         'Decode with cp949 first, then normalize to UTF-8.', 'Can the export switch to UTF-8 with BOM?',
         'CSV export가 엑셀 호환 때문에 CP949라는 걸 몰라서 파서에서 한글 이름이 깨짐.',
         '먼저 cp949로 디코딩하고 UTF-8로 정규화할 것.', 'export를 UTF-8 BOM으로 바꿀 수 있는지?'),
        ('Did not know the image resizer has a 20 MB limit; larger uploads silently fell back to the original.',
         'Check the resizer logs for "skip: too large" before debugging the CDN.', '',
         '이미지 리사이저에 20MB 제한이 있는 걸 몰랐음. 큰 파일은 조용히 원본으로 fallback 됨.',
         'CDN 디버깅 전에 리사이저 로그에서 "skip: too large"부터 볼 것.', ''),
    ]
    it = ch(items)
    if lang == 'en':
        mc, le, ask = it[0], opt(0.85, it[1]), opt(0.7, it[2])
    else:
        mc, le, ask = it[3], opt(0.85, it[4]), opt(0.7, it[5])
    return crec(lang, 'mundane note (no risky content)', mc, le, ask)


# ---------------------------------------------------------------- more risky-looking clean templates
@C(2)
def c_build_secrets(lang):
    k = R.randrange(3)
    if k == 0:
        snip = '# syntax=docker/dockerfile:1.7\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev\n\n$ docker build --secret id=npmrc,src=$HOME/.npmrc -t %s/%s:%s .' % (ch(ORGS), ch(SVC), hx(7))
    elif k == 1:
        repo = '%s/%s' % (ch(ORGS), ch(SVC))
        snip = '$ git config --global credential.helper "cache --timeout=3600"\n$ git remote -v\norigin\tgit@github.com:%s.git (fetch)\norigin\tgit@github.com:%s.git (push)' % (repo, repo)
    else:
        snip = '$ openssl genpkey -algorithm ed25519 -out signing.key\n$ openssl pkey -in signing.key -pubout -out signing.pub\n$ openssl pkcs12 -export -in cert.pem -inkey signing.key -out bundle.p12 -passout env:P12_PASSWORD'
    intro = L(lang, 'Did not know how the build gets private registry/signing access without baking secrets into the image:',
              '이미지에 시크릿을 넣지 않고 빌드가 사설 레지스트리/서명 권한을 어떻게 얻는지 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'BuildKit secrets are mounted only for that RUN step and never land in a layer.', 'BuildKit secret은 해당 RUN 단계에서만 마운트되고 레이어에 안 남음.'), '')
    return crec(lang, 'build: secret mounts / env-passed passwords (no values)', mc, le, ask)


@C(2)
def c_public_blocks(lang):
    k = R.randrange(3)
    if k == 0:
        lines = der_lines('99020d04', [4, '011000', 520], full=False)[:5]
        snip = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n...\n-----END PGP PUBLIC KEY BLOCK-----' % '\n'.join(lines)
        cat = 'PGP public key block'
    elif k == 1:
        lines = der_lines('308203', [R.randint(700, 800)], full=False)[:6]
        snip = '-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----' % '\n'.join(lines)
        cat = 'X.509 certificate (public)'
    else:
        snip = 'creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s' % (rs(58, BECH), rs(58, BECH))
        cat = '.sops.yaml age recipients (public)'
    intro = L(lang, 'Was not sure if this block is sensitive before pasting it into the ticket:', '티켓에 붙이기 전에 이 블록이 민감한 건지 확신이 없었음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'It is public material (certificate / public key / recipient), safe to share.', '공개 자료(인증서/공개키/recipient)라 공유해도 됨.'), '')
    return crec(lang, 'public material: ' + cat, mc, le, ask)


@C(2)
def c_scanner_config(lang):
    k = R.randrange(3)
    if k == 0:
        snip = ('[[rules]]\nid = "toss-secret-key"\nregex = \'\'\'live_sk_[0-9A-Za-z]{20,40}\'\'\'\nkeywords = ["live_sk_"]\n\n[allowlist]\npaths = [\'\'\'tests/fixtures/.*\'\'\']')
        cat = '.gitleaks.toml custom rule regex'
    elif k == 1:
        snip = ('Finding:     AWS_SECRET_ACCESS_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      aws-secret-access-key\nEntropy:     4.86\nFile:        deploy/.env.staging\nLine:        7\n'
                'Commit:      %s\nFingerprint: %s:deploy/.env.staging:aws-secret-access-key:7') % (git_sha(), git_sha())
        cat = 'gitleaks --redact finding'
    else:
        snip = "SECRET_PATTERNS = [\n    r'ghp_[0-9A-Za-z]{36}',\n    r'xox[abp]-[0-9]+-[0-9]+-[0-9A-Za-z-]+',\n    r'sk-ant-api03-[\\w-]{90,}',\n    r'AKIA[0-9A-Z]{16}',\n]"
        cat = 'secret-detection regex list'
    intro = L(lang, 'Did not know the repo has its own secret-scanning rules; relevant part:', '레포에 자체 시크릿 스캔 규칙이 있다는 걸 몰랐음. 관련 부분:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Scanner output is redacted; the finding itself was rotated last week.', '스캐너 출력은 마스킹돼 있고 해당 키는 지난주에 교체됨.'), '')
    return crec(lang, 'secret scanning: ' + cat, mc, le, ask)


@C(2)
def c_jwt_claims(lang):
    claims = {'iss': 'https://auth.%s.com/' % ch(ORGS), 'sub': 'auth0|%s' % hx(24), 'aud': ch(['orders-api', 'admin']),
              'exp': now_epoch(), 'scope': ch(['read:orders', 'openid profile', 'write:refunds'])}
    snip = L(lang, 'Decoded claims (token itself not kept):\n', '디코딩한 claim (토큰 자체는 안 남김):\n') + json.dumps(claims, indent=2)
    intro = L(lang, 'Requests got 403 although the token was valid; I did not know the audience must match exactly.', '토큰은 유효한데 403이 났음. audience가 정확히 일치해야 한다는 걸 몰랐음.')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Check aud and scope before blaming the gateway.', '게이트웨이 의심하기 전에 aud와 scope부터 확인.'), '')
    return crec(lang, 'decoded JWT claims only (no token)', mc, le, ask)


@C(2)
def c_sql_noval(lang):
    snip = ch(["\\set app_password `cat /run/secrets/app_password`\nCREATE ROLE app LOGIN PASSWORD :'app_password';\nGRANT CONNECT ON DATABASE orders TO app;",
               'GRANT SELECT, INSERT, UPDATE ON shop.* TO \'order_svc\'@\'10.0.%%\';\nALTER USER \'order_svc\'@\'10.0.%%\' REQUIRE SSL;',
               'ALTER ROLE readonly SET statement_timeout = \'30s\';\nREVOKE ALL ON SCHEMA billing FROM readonly;'])
    intro = L(lang, 'I did not know DB roles are managed by a migration, not by hand. The migration:', 'DB role이 수동이 아니라 마이그레이션으로 관리된다는 걸 몰랐음. 마이그레이션:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'The password comes from a mounted secret file; the SQL never contains it.', '비밀번호는 마운트된 시크릿 파일에서 오고 SQL에는 안 들어감.'), '')
    return crec(lang, 'SQL role management without password literals', mc, le, ask)


@C(2)
def c_ciphertext(lang):
    k = R.randrange(2)
    if k == 0:
        snip = '$ aws kms encrypt --key-id alias/app-config --plaintext fileb://flags.json --query CiphertextBlob --output text\nAQICAH%s' % rs(R.randint(160, 220), B64)
        cat = 'KMS ciphertext blob'
    else:
        snip = 'x-goog-hash: crc32c=%s==\nx-goog-hash: md5=%s==\nETag: "%s"' % (rs(6, B64), b64(16)[:22], hx(32))
        cat = 'object checksums (crc32c/md5/etag)'
    intro = L(lang, 'This base64 looked like a key, so I traced where it comes from:', '키처럼 보이는 base64라서 출처를 확인함:')
    le = L(lang, 'Ciphertext is not a credential; decryption needs the KMS permission.', '암호문은 인증 정보가 아님. 복호화하려면 KMS 권한이 필요.') if k == 0 else \
        L(lang, 'These are content checksums used to verify the download, nothing secret.', '다운로드 검증용 체크섬일 뿐 비밀 값이 아님.')
    mc, le, ask = compose(lang, intro, snip, le, '')
    return crec(lang, 'non-credential base64: ' + cat, mc, le, ask)


@C(2)
def c_doc_ids(lang):
    k = R.randrange(3)
    if k == 0:
        snip = 'https://docs.google.com/spreadsheets/d/%s/edit#gid=%d (shared with the team only)' % (rs(44, B64U), R.randint(0, 2 ** 31))
    elif k == 1:
        snip = 'SHA-1 signing cert fingerprint for Firebase: %s\nSHA-256: %s' % (':'.join(hx(2).upper() for _ in range(20)), ':'.join(hx(2).upper() for _ in range(32)))
    else:
        snip = 'vpc_id = "vpc-%s"\nsubnet_ids = ["subnet-%s", "subnet-%s"]\nsecurity_group_id = "sg-%s"\nami = "ami-%s"' % (hx(17), hx(17), hx(17), hx(17), hx(17))
    intro = L(lang, 'Needed these identifiers and could not find them quickly:', '이 식별자들이 필요했는데 빨리 못 찾았음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Identifiers only; access is controlled elsewhere.', '식별자일 뿐이고 접근 제어는 따로 함.'), '')
    return crec(lang, 'resource identifiers (doc id / cert fingerprint / cloud ids)', mc, le, ask)


@C(2)
def c_rotation_runbook(lang):
    if lang == 'en':
        steps = ['1. Create the new key in the console (keep the old one active).', '2. Update secret/data/%s in Vault.' % ch(SVC),
                 '3. Roll the deployment: kubectl rollout restart deploy/%s -n %s' % (ch(SVC), ch(['payments', 'platform'])),
                 '4. Watch 401 rate on the dashboard for 30 min.', '5. Revoke the old key.']
        mc = 'I did not know the rotation order matters; the runbook:\n' + '\n'.join(steps)
        le = ch(['Revoking first causes an outage because pods cache the old key.', 'Rotation takes ~40 minutes end to end.'])
        ask = ch(['Can rotation be automated with the secrets operator?', ''])
    else:
        steps = ['1. 콘솔에서 새 키 생성 (기존 키는 유지).', '2. Vault의 secret/data/%s 갱신.' % ch(SVC),
                 '3. 디플로이 재시작: kubectl rollout restart deploy/%s -n %s' % (ch(SVC), ch(['payments', 'platform'])),
                 '4. 대시보드에서 401 비율 30분 관찰.', '5. 기존 키 revoke.']
        mc = '키 교체 순서가 중요하다는 걸 몰랐음. 런북:\n' + '\n'.join(steps)
        le = ch(['먼저 revoke 하면 파드가 예전 키를 캐시하고 있어서 장애남.', '교체 전체에 40분 정도 걸림.'])
        ask = ch(['secrets operator로 교체 자동화가 가능한지?', ''])
    return crec(lang, 'key rotation runbook (no values)', mc, le, ask)


@C(1)
def c_go_panic(lang):
    snip = ('panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\n'
            'goroutine %d [running]:\ngithub.com/%s/%s/internal/auth.(*Verifier).Verify(0x0, {0xc000%s, 0x%x})\n\t/src/internal/auth/verify.go:%d +0x%s') % (
        hx(7), R.randint(1, 400), ch(ORGS), ch(SVC), hx(6), R.randint(100, 900), R.randint(20, 200), hx(2))
    intro = L(lang, 'The token verifier crashed when the JWKS fetch failed; I did not know it was lazily initialized:', 'JWKS 조회가 실패하면 토큰 검증기가 죽음. 지연 초기화되는 걸 몰랐음:')
    mc, le, ask = compose(lang, intro, snip, L(lang, 'Initialize the verifier at startup and fail readiness instead.', '검증기는 시작 시 초기화하고 readiness를 실패시키는 게 맞음.'), '')
    return crec(lang, 'Go panic trace (addresses, no secrets)', mc, le, ask)


# ---------------------------------------------------------------- publishable (client-side) keys: clean
def _pub_variants(lang):
    org = ch(ORGS)
    k = R.randrange(20)
    if k == 0:
        return 'Stripe', 'publishable key', "const stripe = Stripe('pk_live_51%s');" % rs(96, AN)
    if k == 1:
        proj = '%s-%s' % (org, rs(5, ANL))
        return 'Firebase', 'web config apiKey', ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
                                                 "  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};") % (rs(35, B64U), proj, proj, proj, dg(12), dg(12), hx(22))
    if k == 2:
        jwt = jwt_like({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'anon', 'iat': now_epoch(), 'exp': now_epoch() + 315360000})
        return 'Supabase', 'anon key', 'NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s' % (rs(20, LO), jwt)
    if k == 3:
        return 'Supabase', 'publishable key', 'VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s' % rs(31, B64U)
    if k == 4:
        return 'Sentry', 'DSN', 'Sentry.init({ dsn: "https://%s@o%s.ingest.sentry.io/%s", tracesSampleRate: 0.1 });' % (hx(32), dg(6), dg(7))
    if k == 5:
        return 'Mapbox', 'public token', "mapboxgl.accessToken = 'pk.%s.%s';" % (b64us(json.dumps({'u': org, 'a': rs(25, ANL)}, separators=(',', ':'))), rs(22, B64U))
    if k == 6:
        return 'Algolia', 'search-only API key', "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(10, ANU), hx(32))
    if k == 7:
        return 'Google reCAPTCHA', 'site key', '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(38, B64U)
    if k == 8:
        return 'Cloudflare Turnstile', 'site key', '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(14, B64U)
    if k == 9:
        return 'Kakao', 'JavaScript key', "Kakao.init('%s'); // JavaScript 키 (도메인 등록됨)" % hx(32) if lang == 'ko' else "Kakao.init('%s'); // JavaScript key, domain-restricted" % hx(32)
    if k == 10:
        return 'Toss Payments', 'client key', "const tossPayments = TossPayments('live_ck_%s');" % rs(28, AN)
    if k == 11:
        return 'Clerk', 'publishable key', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s' % b64s('clerk.%s.com$' % org).rstrip('=')
    if k == 12:
        return 'PostHog', 'project API key', "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(43, AN)
    if k == 13:
        return 'Razorpay', 'key_id', "const options = { key: 'rzp_live_%s', amount: 50000, currency: 'INR', order_id: 'order_%s' };" % (rs(14, AN), rs(14, AN))
    if k == 14:
        return 'Pusher', 'app key', "const pusher = new Pusher('%s', { cluster: 'ap3' });" % hx(20)
    if k == 15:
        return 'Naver Maps', 'client id', '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(10, ANL)
    if k == 16:
        return 'LaunchDarkly', 'client-side ID', "const ldClient = LDClient.initialize('%s', context);" % hx(24)
    if k == 17:
        return 'Braintree', 'tokenization key', "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(8, ANL), rs(16, ANL))
    if k == 18:
        return 'Datadog', 'RUM client token', "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), hx(32))
    return 'Adyen', 'client key', "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(32, ANU)


def c_publishable(lang):
    vendor, what, snip = _pub_variants(lang)
    intro = L(lang, ['The secret scanner flagged the frontend bundle; I did not know this %s %s is meant to be public:' % (vendor, what),
                     'Was not sure whether this %s %s in the client code is a leak. The code:' % (vendor, what)],
              ['시크릿 스캐너가 프론트 번들을 잡았는데 이 %s %s 원래 공개용이라는 걸 몰랐음:' % (vendor, josa(what, '은', '는')),
               '클라이언트 코드에 있는 %s %s 유출인지 확신이 없었음. 코드:' % (vendor, josa(what, '이', '가'))])
    le = L(lang, ['%s documents this key as safe for client-side use; restrict it by domain/rules instead of hiding it.' % vendor,
                  'Security comes from the server-side secret and access rules, not from hiding this value.'],
           ['%s 문서상 클라이언트에서 써도 되는 키임. 숨기기보다 도메인/규칙으로 제한할 것.' % vendor,
            '보안은 서버 쪽 시크릿과 접근 규칙으로 하는 거지 이 값을 숨기는 게 아님.'])
    mc, le, ask = compose(lang, intro, snip, le, opt(0.5, L(lang, 'Add this pattern to the scanner allowlist?', '이 패턴을 스캐너 allowlist에 넣을까요?')))
    return crec(lang, 'publishable client-side key: %s %s [%s] [publishable]' % (vendor, what, vendor), mc, le, ask)


# ================================================================ assembly
N_SECRET = 350
N_CLEAN = 350
N_SECRET_EN = 210
N_CLEAN_EN = 210
N_SINGLE_VENDOR = 185
N_PUBLISHABLE = 30
MAX_TRIES = 60

SEEN = []          # list of field tuples already used (duplicate guard; a list, never a set)
SEEN_INDEX = {}
STATS = {'retries': 0}


ASK_BANK = (
    ['Ask who owns this before changing it.', 'Which environment is this for?', 'Is there a runbook for this?',
     'Who should I ask about access next time?', 'Ask whether this is documented anywhere.', 'Is this still in use?',
     'What is the expected way to get this set up locally?', 'Check with the platform team first.'],
    ['바꾸기 전에 담당자부터 물어보기', '이게 어느 환경용인지?', '관련 런북이 있는지?', '다음엔 접근 권한을 누구한테 요청하면 되는지?',
     '문서화된 곳이 있는지 물어보기', '이거 아직 쓰는 건가요?', '로컬 세팅은 원래 어떻게 하는 게 맞는지?', '플랫폼 팀에 먼저 확인하기'])


def build(kind, maker):
    for _ in range(MAX_TRIES):
        r = maker()
        if not r['fields']['ask_next_time'] and chance(0.4):
            r['fields']['ask_next_time'] = L(r['lang'], *ASK_BANK)
        key = (r['fields']['missing_context'], r['fields']['lesson'], r['fields']['ask_next_time'])
        if not problems(r, kind) and key not in SEEN_INDEX:
            SEEN_INDEX[key] = len(SEEN)
            SEEN.append(key)
            r['kind'] = kind
            return r
        STATS['retries'] += 1
    raise RuntimeError('could not build a valid %s note: %r' % (kind, r['category']))


def lang_list(n, n_en):
    langs = ['en'] * n_en + ['ko'] * (n - n_en)
    R.shuffle(langs)
    return langs


def make_secret_notes():
    langs = lang_list(N_SECRET, N_SECRET_EN)
    jobs = []
    order = list(range(len(VENDORS)))
    R.shuffle(order)
    single, rest = order[:N_SINGLE_VENDOR], order[N_SINGLE_VENDOR:]
    for i in single:
        jobs.append(('vendor', VENDORS[i]))
    while rest:
        n = min(len(rest), R.randint(2, 4))
        if len(rest) - n == 1:
            n += 1
        jobs.append(('multi', [VENDORS[i] for i in rest[:n]]))
        rest = rest[n:]
    gen_order = []
    while len(jobs) + len(gen_order) < N_SECRET:
        cyc = list(GENERIC)
        R.shuffle(cyc)
        gen_order += cyc
    gen_order = gen_order[:N_SECRET - len(jobs)]
    jobs += [('generic', g) for g in gen_order]
    R.shuffle(jobs)
    out = []
    for (kind, x), lang in zip(jobs, langs):
        if kind == 'vendor':
            out.append(build('secret', lambda: vendor_note(lang, x)))
        elif kind == 'multi':
            out.append(build('secret', lambda: multi_vendor_note(lang, x)))
        else:
            out.append(build('secret', lambda: x(lang)))
    return out


def pick_clean():
    total = sum(w for _, w, _ in CLEAN)
    t = R.random() * total
    for fn, w, _ in CLEAN:
        t -= w
        if t < 0:
            return fn
    return CLEAN[-1][0]


def make_clean_notes():
    langs = lang_list(N_CLEAN, N_CLEAN_EN)
    jobs = ['pub'] * N_PUBLISHABLE + ['reg'] * (N_CLEAN - N_PUBLISHABLE)
    R.shuffle(jobs)
    out = []
    for job, lang in zip(jobs, langs):
        if job == 'pub':
            out.append(build('clean', lambda: c_publishable(lang)))
        else:
            out.append(build('clean', lambda: pick_clean()(lang)))
    return out


def final_check(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r['id'] for r in records]
    assert len(ids) == len(dict.fromkeys(ids))
    for r in records:
        p = problems(r, r['kind'])
        assert not p, (r['id'], p)
        assert r['lang'] in ('en', 'ko') and r['kind'] in ('secret', 'clean')
        if r['kind'] == 'clean':
            assert r['secrets'] == []
        else:
            for s in r['secrets']:
                assert len(s) >= 8 and any(s in v for v in r['fields'].values())
    assert sum(r['kind'] == 'secret' for r in records) == N_SECRET
    pub = sum(r['kind'] == 'clean' and r['category'].endswith(' [publishable]') for r in records)
    assert pub <= N_CLEAN // 10, pub


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else 'blind_set_v56.jsonl'
    records = make_secret_notes() + make_clean_notes()
    R.shuffle(records)
    final = []
    for i, r in enumerate(records, 1):
        final.append({'id': 'dl%03d' % i, 'lang': r['lang'], 'kind': r['kind'], 'category': r['category'],
                      'fields': {'missing_context': r['fields']['missing_context'], 'lesson': r['fields']['lesson'],
                                 'ask_next_time': r['fields']['ask_next_time']},
                      'secrets': list(r['secrets'])})
    final_check(final)
    with open(out_path, 'w', encoding='utf-8', newline='\n') as fh:
        for r in final:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    sys.stderr.write('wrote %d notes to %s (retries: %d)\n' % (len(final), out_path, STATS['retries']))


if __name__ == '__main__':
    main()
