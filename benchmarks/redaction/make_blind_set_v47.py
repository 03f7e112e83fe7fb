#!/usr/bin/env python3
"""Generator for blind evaluation set v47 of a credential-redaction filter.

One PRNG (random.Random(47_2026_1126)) drives every choice.  No set is ever
iterated, JSON is written with a fixed key order, ids are assigned after the
final shuffle.  Output: blind_set_v47.jsonl next to this file.

Every token body is random; only the documented *shape* (prefix, alphabet,
length) of each vendor's format is reproduced, from memory.
"""
import base64
import hashlib
import json
import os
import random
import string
import sys
import urllib.parse

R = random.Random(47_2026_1126)

# ---------------------------------------------------------------------------
# 1. random helpers
# ---------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
LOALNUM = LO + DG
UPALNUM = UP + DG
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B64 = ALNUM + '+/'
B64U = ALNUM + '-_'
B32 = UP + '234567'
BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def mixed(alpha, n):
    """random string that contains at least one digit and one letter when possible"""
    for _ in range(50):
        s = rs(alpha, n)
        has_d = any(c.isdigit() for c in s) or not any(c.isdigit() for c in alpha)
        has_a = any(c.isalpha() for c in s) or not any(c.isalpha() for c in alpha)
        if has_d and has_a:
            return s
    return s


def hx(n):
    return mixed(HEX, n)


def an(n):
    return mixed(ALNUM, n)


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def digits(n):
    return str(R.randint(1, 9)) + rs(DG, n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    """standard base64 of n random bytes (with padding)"""
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    """url-safe base64 of n random bytes, no padding"""
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip('=')


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip('=')


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def sha_hex(n=64):
    return rs(HEX, n)


def pct(s):
    return urllib.parse.quote(s, safe='')


def jwt(payload, sig_bytes=32, alg='HS256', typ=True):
    hdr = {'alg': alg, 'typ': 'JWT'} if typ else {'alg': alg}
    h = b64us(json.dumps(hdr, separators=(',', ':')))
    p = b64us(json.dumps(payload, separators=(',', ':'), ensure_ascii=False))
    return f'{h}.{p}.{b64u(sig_bytes)}'


def ts_epoch():
    return ri(1_700_000_000, 1_765_000_000)


def iso_ts():
    return f'2025-{ri(1,12):02d}-{ri(1,28):02d}T{ri(0,23):02d}:{ri(0,59):02d}:{ri(0,59):02d}Z'


def date_s():
    return f'2025-{ri(1,12):02d}-{ri(1,28):02d}'


def hms():
    return f'{ri(0,23):02d}:{ri(0,59):02d}:{ri(0,59):02d}'


# Hangul -> QWERTY (2-beolsik) : what a Korean password looks like when it was
# typed with the IME in English mode.
CHO_KEYS = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
JUNG_KEYS = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm', 'ml', 'l']
JONG_KEYS = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt', 't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(CHO_KEYS[cho] + JUNG_KEYS[jung] + JONG_KEYS[jong])
        else:
            out.append(ch)
    return ''.join(out)


def utf8len(s):
    return len(s.encode('utf-8'))


# ---------------------------------------------------------------------------
# 2. context pools
# ---------------------------------------------------------------------------
PROJECTS = ['billing-api', 'checkout-web', 'etl-airflow', 'mobile-app', 'infra-live', 'search-indexer',
            'notification-svc', 'admin-console', 'data-platform', 'auth-gateway', 'reco-engine',
            'payments-worker', 'cms-backend', 'shop-frontend', 'ml-pipeline', 'chatbot', 'crawler',
            'settlement-batch', 'partner-portal', 'iot-ingest', 'docs-site', 'growth-dashboard',
            'order-service', 'media-transcoder', 'ledger', 'support-bot', 'feature-store']
SERVICES = ['api', 'worker', 'cron', 'web', 'scheduler', 'consumer', 'gateway', 'batch']
ENVS = ['staging', 'prod', 'dev', 'qa', 'sandbox', 'preprod']
REGIONS_AWS = ['ap-northeast-2', 'us-east-1', 'eu-west-1', 'ap-northeast-1', 'us-west-2', 'eu-central-1']
USERS = ['deploy', 'app', 'svc_billing', 'admin', 'etl', 'readonly', 'jenkins', 'ci-bot', 'backend',
         'analytics', 'webapp', 'root', 'postgres', 'report_ro', 'migrator']
PEOPLE_EN = ['Dana', 'Marco', 'Priya', 'Chris', 'Yuki', 'Lena', 'Omar', 'Sam', 'Ivy', 'Tomas']
PEOPLE_KO = ['민수님', '지훈님', '서연님', '도윤님', '하은님', '재원님', '수빈님', '팀장님', '현우님', '유진님']
ORGS = ['acme', 'hanbit', 'bluefin', 'nuri', 'orbit', 'daon', 'kestrel', 'mirae', 'pinecone-labs', 'sodam']
DOMAINS = ['acme.io', 'hanbit.co.kr', 'bluefin.dev', 'nuri.kr', 'orbit-labs.com', 'daon.app', 'kestrel.net',
           'mirae-soft.co.kr', 'sodam.shop']
DBNAMES = ['app', 'billing', 'orders', 'analytics', 'shop', 'ledger', 'cms', 'users', 'events']


def proj():
    return pick(PROJECTS)


def host(prefix=None):
    p = prefix or pick(['db', 'api', 'internal', 'cache', 'mq', 'search', 'files'])
    return f'{p}.{pick(ENVS)}.{pick(DOMAINS)}'


def email():
    return f'{pick(["dev", "ops", "billing", "noreply", "infra", "team", "admin"])}@{pick(DOMAINS)}'


def acct_id():
    return digits(12)


def path_env():
    return pick(['.env', '.env.local', '.env.production', '.env.staging', f'deploy/{pick(ENVS)}.env',
                 'config/.env', 'docker/.env', f'apps/{proj()}/.env'])


# ---------------------------------------------------------------------------
# 3. vendor token shapes (from memory of each vendor's documented format;
#    bodies are random).  items: (ENV_NAME, generator, listed_as_secret)
# ---------------------------------------------------------------------------
VENDORS = []


def V(vendor, what, region, area, items, auth=None, url=None):
    VENDORS.append({'vendor': vendor, 'what': what, 'region': region, 'area': area,
                    'items': items, 'auth': auth, 'url': url})


def aws_akid(prefix='AKIA'):
    return prefix + rs(UP + '234567', 16)


def aws_secret():
    return mixed(B64, 40)


def aws_session_token():
    return 'IQoJb3JpZ2luX2VjE' + rs('GHIJKLMNOPQ', 1) + rs(B64, ri(300, 420)) + pick(['', '=', '=='])


def az_client_secret():
    return an(3) + str(ri(0, 9)) + 'Q~' + rs(ALNUM + '_.~-', 34)


def slack_bot():
    return f'xoxb-{digits(ri(10, 13))}-{digits(13)}-{an(24)}'


def slack_user():
    return f'xoxp-{digits(11)}-{digits(11)}-{digits(13)}-{hx(32)}'


def openai_proj():
    return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)


def anthropic_key(kind='api03'):
    return f'sk-ant-{kind}-' + rs(B64U, 93) + 'AA'


def sentry_org_token():
    payload = {'iat': ts_epoch() - ri(0, 9_000_000), 'url': 'https://sentry.io',
               'region_url': pick(['https://us.sentry.io', 'https://de.sentry.io']), 'org': pick(ORGS)}
    return 'sntrys_' + b64us(json.dumps(payload, separators=(',', ':'))) + '_' + rs(B64U, 43)


def supabase_service_jwt():
    ref = rs(LO, 20)
    iat = ts_epoch() - ri(0, 50_000_000)
    return jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': iat, 'exp': iat + 315_360_000})


def mapbox_sk():
    return 'sk.' + b64us(json.dumps({'u': pick(ORGS) + str(ri(1, 99)), 'a': 'cl' + rs(LOALNUM, 23)},
                                    separators=(',', ':'))) + '.' + rs(B64U, 22)


def cf_tunnel_token():
    d = {'a': hx(32), 't': uuid4(), 's': b64(32)}
    return base64.b64encode(json.dumps(d, separators=(',', ':')).encode()).decode()


def discord_bot():
    return b64us(digits(19)) + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def k8s_sa_jwt():
    ns = pick(['default', 'ci', 'monitoring', 'argo', 'kube-system'])
    sa = pick(['deployer', 'gitlab-runner', 'prometheus', 'argocd-manager', 'ci-bot'])
    iat = ts_epoch()
    return jwt({'aud': ['https://kubernetes.default.svc'], 'exp': iat + 31536000, 'iat': iat,
                'iss': 'https://kubernetes.default.svc',
                'kubernetes.io': {'namespace': ns, 'serviceaccount': {'name': sa, 'uid': uuid4()}},
                'sub': f'system:serviceaccount:{ns}:{sa}'}, sig_bytes=256, alg='RS256', typ=False)


# --- AI / LLM
V('OpenAI', 'project API key', 'global', 'ai', [('OPENAI_API_KEY', openai_proj, True)], 'bearer',
  'https://api.openai.com/v1/chat/completions')
V('OpenAI', 'legacy user API key', 'global', 'ai',
  [('OPENAI_API_KEY', lambda: 'sk-' + an(20) + 'T3BlbkFJ' + an(20), True)], 'bearer', 'https://api.openai.com/v1/models')
V('OpenAI', 'service account key', 'global', 'ai',
  [('OPENAI_API_KEY', lambda: 'sk-svcacct-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), True)], 'bearer',
  'https://api.openai.com/v1/embeddings')
V('OpenAI', 'admin key', 'global', 'ai',
  [('OPENAI_ADMIN_KEY', lambda: 'sk-admin-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74), True)], 'bearer',
  'https://api.openai.com/v1/organization/users')
V('Anthropic', 'API key', 'global', 'ai', [('ANTHROPIC_API_KEY', anthropic_key, True)], ('header', 'x-api-key'),
  'https://api.anthropic.com/v1/messages')
V('Anthropic', 'admin key', 'global', 'ai', [('ANTHROPIC_ADMIN_KEY', lambda: anthropic_key('admin01'), True)],
  ('header', 'x-api-key'), 'https://api.anthropic.com/v1/organizations/api_keys')
V('Anthropic', 'OAuth token', 'global', 'ai', [('CLAUDE_CODE_OAUTH_TOKEN', lambda: anthropic_key('oat01'), True)])
V('Google', 'Gemini API key', 'global', 'ai', [('GEMINI_API_KEY', lambda: 'AIza' + rs(B64U, 35), True)],
  ('query', 'key'), 'https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent')
V('AWS', 'Bedrock API key', 'global', 'ai',
  [('AWS_BEARER_TOKEN_BEDROCK', lambda: 'ABSK' + b64s(f'BedrockAPIKey-{rs(LOALNUM, 4)}-at-{acct_id()}:' + b64(27)), True)],
  'bearer', 'https://bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-haiku/converse')
V('Hugging Face', 'access token', 'global', 'ai', [('HF_TOKEN', lambda: 'hf_' + rs(UP + LO, 34), True)], 'bearer',
  'https://huggingface.co/api/whoami-v2')
V('Replicate', 'API token', 'global', 'ai', [('REPLICATE_API_TOKEN', lambda: 'r8_' + an(37), True)], 'bearer',
  'https://api.replicate.com/v1/predictions')
V('Groq', 'API key', 'global', 'ai', [('GROQ_API_KEY', lambda: 'gsk_' + an(52), True)], 'bearer',
  'https://api.groq.com/openai/v1/chat/completions')
V('Perplexity', 'API key', 'global', 'ai', [('PERPLEXITY_API_KEY', lambda: 'pplx-' + an(48), True)], 'bearer',
  'https://api.perplexity.ai/chat/completions')
V('xAI', 'API key', 'global', 'ai', [('XAI_API_KEY', lambda: 'xai-' + an(80), True)], 'bearer',
  'https://api.x.ai/v1/chat/completions')
V('OpenRouter', 'API key', 'global', 'ai', [('OPENROUTER_API_KEY', lambda: 'sk-or-v1-' + hx(64), True)], 'bearer',
  'https://openrouter.ai/api/v1/chat/completions')
V('DeepSeek', 'API key', 'cn', 'ai', [('DEEPSEEK_API_KEY', lambda: 'sk-' + hx(32), True)], 'bearer',
  'https://api.deepseek.com/chat/completions')
V('Mistral', 'API key', 'eu', 'ai', [('MISTRAL_API_KEY', lambda: an(32), True)], 'bearer',
  'https://api.mistral.ai/v1/chat/completions')
V('Cohere', 'API key', 'global', 'ai', [('CO_API_KEY', lambda: an(40), True)], 'bearer',
  'https://api.cohere.com/v2/rerank')
V('Together AI', 'API key', 'global', 'ai', [('TOGETHER_API_KEY', lambda: hx(64), True)], 'bearer',
  'https://api.together.xyz/v1/completions')
V('Fireworks', 'API key', 'global', 'ai', [('FIREWORKS_API_KEY', lambda: 'fw_' + an(24), True)], 'bearer',
  'https://api.fireworks.ai/inference/v1/chat/completions')
V('Pinecone', 'API key', 'global', 'ai', [('PINECONE_API_KEY', lambda: 'pcsk_' + an(5) + '_' + an(63), True)],
  ('header', 'Api-Key'), 'https://api.pinecone.io/indexes')
V('Moonshot', 'Kimi API key', 'cn', 'ai', [('MOONSHOT_API_KEY', lambda: 'sk-' + an(48), True)], 'bearer',
  'https://api.moonshot.cn/v1/chat/completions')
V('Alibaba DashScope', 'API key', 'cn', 'ai', [('DASHSCOPE_API_KEY', lambda: 'sk-' + hx(32), True)], 'bearer',
  'https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions')
V('Zhipu', 'GLM API key', 'cn', 'ai', [('ZHIPUAI_API_KEY', lambda: hx(32) + '.' + an(16), True)], 'bearer',
  'https://open.bigmodel.cn/api/paas/v4/chat/completions')
V('Weights & Biases', 'API key', 'global', 'ai', [('WANDB_API_KEY', lambda: hx(40), True)])
V('ElevenLabs', 'API key', 'eu', 'ai', [('ELEVENLABS_API_KEY', lambda: 'sk_' + hx(48), True)],
  ('header', 'xi-api-key'), 'https://api.elevenlabs.io/v1/text-to-speech')
V('Databricks', 'personal access token', 'global', 'data', [('DATABRICKS_TOKEN', lambda: 'dapi' + hx(32), True)],
  'bearer', 'https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list')

# --- cloud / infra
V('AWS', 'access key pair', 'global', 'cloud',
  [('AWS_ACCESS_KEY_ID', aws_akid, True), ('AWS_SECRET_ACCESS_KEY', aws_secret, True)])
V('AWS', 'temporary STS credentials', 'global', 'cloud',
  [('AWS_ACCESS_KEY_ID', lambda: aws_akid('ASIA'), True), ('AWS_SECRET_ACCESS_KEY', aws_secret, True),
   ('AWS_SESSION_TOKEN', aws_session_token, True)])
V('Azure', 'storage account key', 'global', 'cloud', [('AZURE_STORAGE_KEY', lambda: b64(64), True)])
V('Azure', 'Entra ID client secret', 'global', 'cloud',
  [('AZURE_CLIENT_ID', uuid4, False), ('AZURE_CLIENT_SECRET', az_client_secret, True)])
V('Azure', 'OpenAI key', 'global', 'ai', [('AZURE_OPENAI_API_KEY', lambda: hx(32), True)], ('header', 'api-key'),
  'https://oai-prod-krc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01')
V('Azure', 'DevOps PAT', 'global', 'ci', [('AZURE_DEVOPS_PAT', lambda: rs('abcdefghijklmnopqrstuvwxyz234567', 52), True)],
  ('basic', '', None), 'https://dev.azure.com/contoso/_apis/projects?api-version=7.1')
V('Azure', 'Functions key', 'global', 'cloud', [('FUNCTION_KEY', lambda: rs(B64U, 54) + '==', True)],
  ('header', 'x-functions-key'), 'https://func-orders-prod.azurewebsites.net/api/ingest')
V('Google Cloud', 'OAuth client secret', 'global', 'cloud',
  [('GOOGLE_CLIENT_ID', lambda: f'{digits(12)}-{rs(LOALNUM, 32)}.apps.googleusercontent.com', False),
   ('GOOGLE_CLIENT_SECRET', lambda: 'GOCSPX-' + rs(B64U, 28), True)])
V('Google Cloud', 'OAuth refresh token', 'global', 'cloud', [('GOOGLE_REFRESH_TOKEN', lambda: '1//0' + rs(B64U, 99), True)])
V('Google Cloud', 'OAuth access token', 'global', 'cloud', [('GCP_ACCESS_TOKEN', lambda: 'ya29.a0' + rs(B64U, 170), True)],
  'bearer', 'https://storage.googleapis.com/storage/v1/b?project=my-proj')
V('Google Cloud', 'Storage HMAC key', 'global', 'cloud',
  [('GCS_HMAC_ACCESS_ID', lambda: 'GOOG1E' + rs(UPALNUM, 55), True), ('GCS_HMAC_SECRET', lambda: b64(30), True)])
V('DigitalOcean', 'personal access token', 'global', 'cloud', [('DIGITALOCEAN_TOKEN', lambda: 'dop_v1_' + hx(64), True)],
  'bearer', 'https://api.digitalocean.com/v2/droplets')
V('DigitalOcean', 'Spaces key', 'global', 'cloud',
  [('SPACES_KEY', lambda: 'DO00' + rs(UPALNUM, 16), True), ('SPACES_SECRET', lambda: rs(B64, 43), True)])
V('Cloudflare', 'API token', 'global', 'cloud', [('CLOUDFLARE_API_TOKEN', lambda: rs(B64U, 40), True)], 'bearer',
  'https://api.cloudflare.com/client/v4/user/tokens/verify')
V('Cloudflare', 'global API key', 'global', 'cloud', [('CF_API_KEY', lambda: hx(37), True)], ('header', 'X-Auth-Key'),
  'https://api.cloudflare.com/client/v4/zones')
V('Cloudflare', 'tunnel token', 'global', 'cloud', [('TUNNEL_TOKEN', cf_tunnel_token, True)])
V('Cloudflare', 'R2 access key', 'global', 'cloud',
  [('R2_ACCESS_KEY_ID', lambda: hx(32), True), ('R2_SECRET_ACCESS_KEY', lambda: hx(64), True)])
V('Backblaze', 'B2 application key', 'global', 'cloud',
  [('B2_APPLICATION_KEY_ID', lambda: '005' + hx(22), True), ('B2_APPLICATION_KEY', lambda: 'K005' + rs(B64U, 27), True)])
V('MinIO', 'access key pair', 'global', 'cloud',
  [('MINIO_ACCESS_KEY', lambda: rs(UPALNUM, 20), True), ('MINIO_SECRET_KEY', lambda: an(40), True)])
V('Oracle Cloud', 'auth token', 'global', 'cloud', [('OCI_AUTH_TOKEN', lambda: mixed(ALNUM + '()<>;:{}[]#_+', 20), True)])
V('Heroku', 'API key', 'global', 'cloud', [('HEROKU_API_KEY', uuid4, True)], 'bearer', 'https://api.heroku.com/apps')
V('Render', 'API key', 'global', 'cloud', [('RENDER_API_KEY', lambda: 'rnd_' + an(32), True)], 'bearer',
  'https://api.render.com/v1/services')
V('Railway', 'API token', 'global', 'cloud', [('RAILWAY_TOKEN', uuid4, True)])
V('Fly.io', 'deploy token', 'global', 'cloud', [('FLY_API_TOKEN', lambda: 'fm2_' + rs(B64, ri(150, 190)), True)],
  ('scheme', 'FlyV1'), 'https://api.machines.dev/v1/apps')
V('Vercel', 'access token', 'global', 'cloud', [('VERCEL_TOKEN', lambda: an(24), True)], 'bearer',
  'https://api.vercel.com/v9/projects')
V('Netlify', 'personal access token', 'global', 'cloud', [('NETLIFY_AUTH_TOKEN', lambda: 'nfp_' + an(36), True)],
  'bearer', 'https://api.netlify.com/api/v1/sites')
V('Hetzner', 'Cloud API token', 'eu', 'cloud', [('HCLOUD_TOKEN', lambda: an(64), True)], 'bearer',
  'https://api.hetzner.cloud/v1/servers')
V('Scaleway', 'API key', 'eu', 'cloud',
  [('SCW_ACCESS_KEY', lambda: 'SCW' + rs(UPALNUM, 17), True), ('SCW_SECRET_KEY', uuid4, True)])
V('OVHcloud', 'API credentials', 'eu', 'cloud',
  [('OVH_APPLICATION_KEY', lambda: an(16), False), ('OVH_APPLICATION_SECRET', lambda: an(32), True),
   ('OVH_CONSUMER_KEY', lambda: an(32), True)])
V('Exoscale', 'API key', 'eu', 'cloud',
  [('EXOSCALE_API_KEY', lambda: 'EXO' + hx(24), True), ('EXOSCALE_API_SECRET', lambda: rs(B64U, 43), True)])
V('Yandex Cloud', 'API key', 'eu', 'cloud', [('YC_API_KEY', lambda: 'AQVN' + rs(B64U, 36), True)], ('scheme', 'Api-Key'),
  'https://llm.api.cloud.yandex.net/foundationModels/v1/completion')
V('Yandex', 'OAuth token', 'eu', 'cloud', [('YANDEX_OAUTH_TOKEN', lambda: 'y0_AgAAAA' + rs(B64U, 49), True)],
  ('scheme', 'OAuth'), 'https://cloud-api.yandex.net/v1/disk/resources')
V('HashiCorp Vault', 'token', 'global', 'infra', [('VAULT_TOKEN', lambda: 'hvs.' + an(24), True)],
  ('header', 'X-Vault-Token'), 'https://vault.internal:8200/v1/secret/data/app')
V('HashiCorp Vault', 'batch token', 'global', 'infra',
  [('VAULT_TOKEN', lambda: 'hvb.AAAAAQ' + rs(B64U, 130), True)], ('header', 'X-Vault-Token'),
  'https://vault.internal:8200/v1/auth/token/lookup-self')
V('HashiCorp Consul', 'ACL token', 'global', 'infra', [('CONSUL_HTTP_TOKEN', uuid4, True)], ('header', 'X-Consul-Token'),
  'http://consul.service:8500/v1/kv/config')
V('HashiCorp Nomad', 'ACL token', 'global', 'infra', [('NOMAD_TOKEN', uuid4, True)], ('header', 'X-Nomad-Token'),
  'https://nomad.internal:4646/v1/jobs')
V('Terraform Cloud', 'API token', 'global', 'infra',
  [('TFE_TOKEN', lambda: an(14) + '.atlasv1.' + an(67), True)], 'bearer', 'https://app.terraform.io/api/v2/organizations')
V('Pulumi', 'access token', 'global', 'infra', [('PULUMI_ACCESS_TOKEN', lambda: 'pul-' + hx(40), True)])
V('Doppler', 'service token', 'global', 'infra',
  [('DOPPLER_TOKEN', lambda: 'dp.st.' + pick(['prd', 'stg', 'dev']) + '.' + an(43), True)])
V('1Password', 'service account token', 'global', 'infra',
  [('OP_SERVICE_ACCOUNT_TOKEN', lambda: 'ops_eyJzaWduSW5BZGRyZXNzIjoi' + rs(B64U, ri(240, 300)), True)])
V('Infisical', 'service token', 'global', 'infra',
  [('INFISICAL_TOKEN', lambda: 'st.' + uuid4() + '.' + hx(32) + '.' + hx(32), True)])
V('Tailscale', 'auth key', 'global', 'infra',
  [('TS_AUTHKEY', lambda: 'tskey-auth-k' + an(11) + 'CNTRL-' + an(33), True)])
V('Tailscale', 'API access token', 'global', 'infra',
  [('TS_API_KEY', lambda: 'tskey-api-k' + an(11) + 'CNTRL-' + an(33), True)], 'bearer',
  'https://api.tailscale.com/api/v2/tailnet/-/devices')
V('ngrok', 'authtoken', 'global', 'infra', [('NGROK_AUTHTOKEN', lambda: '2' + an(26) + '_' + an(21), True)])
V('Kubernetes', 'service account token', 'global', 'infra', [('K8S_TOKEN', k8s_sa_jwt, True)], 'bearer',
  'https://10.0.0.1:6443/api/v1/namespaces/default/pods')
V('age', 'secret key', 'global', 'infra', [('SOPS_AGE_KEY', lambda: 'AGE-SECRET-KEY-1' + rs(BECH32, 58).upper(), True)])
V('Akamai', 'EdgeGrid credentials', 'global', 'cloud',
  [('client_secret', lambda: b64(32), True),
   ('access_token', lambda: 'akab-' + rs(LOALNUM, 16) + '-' + rs(LOALNUM, 16), True),
   ('client_token', lambda: 'akab-' + rs(LOALNUM, 16) + '-' + rs(LOALNUM, 16), True)])
V('Fastly', 'API token', 'global', 'cloud', [('FASTLY_API_TOKEN', lambda: rs(B64U, 32), True)], ('header', 'Fastly-Key'),
  'https://api.fastly.com/service')
V('Alibaba Cloud', 'AccessKey pair', 'cn', 'cloud',
  [('ALIBABA_CLOUD_ACCESS_KEY_ID', lambda: 'LTAI5t' + an(18), True),
   ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', lambda: an(30), True)])
V('Tencent Cloud', 'SecretId/SecretKey', 'cn', 'cloud',
  [('TENCENTCLOUD_SECRET_ID', lambda: 'AKID' + an(32), True), ('TENCENTCLOUD_SECRET_KEY', lambda: an(32), True)])
V('Huawei Cloud', 'AK/SK', 'cn', 'cloud',
  [('HUAWEICLOUD_SDK_AK', lambda: rs(UPALNUM, 20), True), ('HUAWEICLOUD_SDK_SK', lambda: an(40), True)])
V('Qiniu', 'AccessKey/SecretKey', 'cn', 'cloud',
  [('QINIU_ACCESS_KEY', lambda: rs(B64U, 40), True), ('QINIU_SECRET_KEY', lambda: rs(B64U, 40), True)])
V('Volcengine', 'AK/SK', 'cn', 'cloud',
  [('VOLC_ACCESSKEY', lambda: 'AKLT' + rs(B64U, 43), True), ('VOLC_SECRETKEY', lambda: b64(45), True)])
V('Baidu Cloud', 'BCE AK/SK', 'cn', 'cloud',
  [('BCE_ACCESS_KEY_ID', lambda: hx(32), True), ('BCE_SECRET_ACCESS_KEY', lambda: hx(32), True)])
V('Naver Cloud', 'API access key', 'ko', 'cloud',
  [('NCLOUD_ACCESS_KEY', lambda: rs(UPALNUM, 20), True), ('NCLOUD_SECRET_KEY', lambda: an(40), True)])
V('NHN Cloud', 'User Access Key', 'ko', 'cloud',
  [('NHN_USER_ACCESS_KEY_ID', lambda: an(20), True), ('NHN_SECRET_ACCESS_KEY', lambda: an(16), True)])
V('Sakura Cloud', 'API key', 'jp', 'cloud',
  [('SAKURACLOUD_ACCESS_TOKEN', uuid4, True), ('SAKURACLOUD_ACCESS_TOKEN_SECRET', lambda: an(64), True)])

# --- source control / CI / package registries
V('GitHub', 'classic personal access token', 'global', 'vcs', [('GITHUB_TOKEN', lambda: 'ghp_' + an(36), True)],
  'bearer', 'https://api.github.com/user/repos')
V('GitHub', 'fine-grained PAT', 'global', 'vcs',
  [('GH_TOKEN', lambda: 'github_pat_11' + rs(UPALNUM, 20) + '_' + an(59), True)], 'bearer',
  'https://api.github.com/repos/acme/infra-live/actions/runs')
V('GitHub', 'OAuth token', 'global', 'vcs', [('GITHUB_OAUTH_TOKEN', lambda: 'gho_' + an(36), True)], ('scheme', 'token'),
  'https://api.github.com/user')
V('GitHub', 'App installation token', 'global', 'vcs', [('GITHUB_APP_TOKEN', lambda: 'ghs_' + an(36), True)],
  ('scheme', 'token'), 'https://api.github.com/installation/repositories')
V('GitHub', 'user-to-server token', 'global', 'vcs', [('GH_USER_TOKEN', lambda: 'ghu_' + an(36), True)], 'bearer',
  'https://api.github.com/user/installations')
V('GitHub', 'refresh token', 'global', 'vcs', [('GITHUB_REFRESH_TOKEN', lambda: 'ghr_' + an(76), True)])
V('GitLab', 'personal access token', 'global', 'vcs', [('GITLAB_TOKEN', lambda: 'glpat-' + rs(B64U, 20), True)],
  ('header', 'PRIVATE-TOKEN'), 'https://gitlab.com/api/v4/projects')
V('GitLab', 'pipeline trigger token', 'global', 'ci', [('TRIGGER_TOKEN', lambda: 'glptt-' + hx(40), True)])
V('GitLab', 'deploy token', 'global', 'vcs', [('CI_DEPLOY_PASSWORD', lambda: 'gldt-' + rs(B64U, 20), True)])
V('GitLab', 'runner authentication token', 'global', 'ci', [('RUNNER_TOKEN', lambda: 'glrt-' + rs(B64U, 20), True)])
V('GitLab', 'runner registration token', 'global', 'ci', [('REGISTRATION_TOKEN', lambda: 'GR1348941' + rs(B64U, 20), True)])
V('GitLab', 'feed token', 'global', 'vcs', [('GITLAB_FEED_TOKEN', lambda: 'glft-' + rs(B64U, 20), True)])
V('Bitbucket', 'app password', 'global', 'vcs', [('BITBUCKET_APP_PASSWORD', lambda: 'ATBB' + an(28) + rs(HEXU, 8), True)])
V('Atlassian', 'API token', 'global', 'saas',
  [('JIRA_API_TOKEN', lambda: 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HEXU, 8), True)])
V('Gitee', 'private token', 'cn', 'vcs', [('GITEE_TOKEN', lambda: hx(32), True)], ('query', 'access_token'),
  'https://gitee.com/api/v5/user/repos')
V('CircleCI', 'personal API token', 'global', 'ci',
  [('CIRCLE_TOKEN', lambda: 'CCIPAT_' + an(22) + '_' + hx(40), True)], ('header', 'Circle-Token'),
  'https://circleci.com/api/v2/me')
V('Buildkite', 'API access token', 'global', 'ci', [('BUILDKITE_API_TOKEN', lambda: 'bkua_' + hx(40), True)], 'bearer',
  'https://api.buildkite.com/v2/organizations')
V('Buildkite', 'agent token', 'global', 'ci', [('BUILDKITE_AGENT_TOKEN', lambda: hx(50), True)])
V('Jenkins', 'API token', 'global', 'ci', [('JENKINS_API_TOKEN', lambda: '11' + hx(32), True)], ('basic', 'ci-bot', None),
  'https://jenkins.internal/job/deploy/buildWithParameters')
V('Travis CI', 'API token', 'global', 'ci', [('TRAVIS_TOKEN', lambda: an(22), True)], ('scheme', 'token'),
  'https://api.travis-ci.com/repos')
V('Codecov', 'upload token', 'global', 'ci', [('CODECOV_TOKEN', uuid4, True)])
V('SonarQube', 'user token', 'global', 'ci', [('SONAR_TOKEN', lambda: 'squ_' + hx(40), True)])
V('SonarCloud', 'project analysis token', 'global', 'ci', [('SONAR_TOKEN', lambda: 'sqp_' + hx(40), True)])
V('Snyk', 'API token', 'global', 'ci', [('SNYK_TOKEN', uuid4, True)], ('scheme', 'token'),
  'https://api.snyk.io/rest/orgs?version=2024-10-15')
V('Harness', 'personal access token', 'global', 'ci',
  [('HARNESS_API_KEY', lambda: 'pat.' + rs(B64U, 22) + '.' + hx(24) + '.' + an(20), True)], ('header', 'x-api-key'),
  'https://app.harness.io/ng/api/user/currentUser')
V('Octopus Deploy', 'API key', 'global', 'ci', [('OCTOPUS_API_KEY', lambda: 'API-' + rs(UPALNUM, 27), True)],
  ('header', 'X-Octopus-ApiKey'), 'https://octopus.internal/api/projects')
V('Bitrise', 'personal access token', 'global', 'ci', [('BITRISE_TOKEN', lambda: rs(B64U, 86), True)])
V('Postman', 'API key', 'global', 'saas', [('POSTMAN_API_KEY', lambda: 'PMAK-' + hx(24) + '-' + hx(34), True)],
  ('header', 'X-Api-Key'), 'https://api.getpostman.com/collections')
V('npm', 'access token', 'global', 'registry', [('NPM_TOKEN', lambda: 'npm_' + an(36), True)])
V('PyPI', 'API token', 'global', 'registry', [('PYPI_TOKEN', lambda: 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, ri(140, 170)), True)])
V('Docker Hub', 'personal access token', 'global', 'registry', [('DOCKERHUB_TOKEN', lambda: 'dckr_pat_' + rs(B64U, 27), True)])
V('RubyGems', 'API key', 'global', 'registry', [('GEM_HOST_API_KEY', lambda: 'rubygems_' + hx(48), True)])
V('crates.io', 'API token', 'global', 'registry', [('CARGO_REGISTRY_TOKEN', lambda: 'cio' + an(32), True)])
V('NuGet', 'API key', 'global', 'registry', [('NUGET_API_KEY', lambda: 'oy2' + rs(LOALNUM, 43), True)])
V('JFrog', 'Artifactory API key', 'global', 'registry', [('ARTIFACTORY_API_KEY', lambda: 'AKCp' + an(69), True)],
  ('header', 'X-JFrog-Art-Api'), 'https://acme.jfrog.io/artifactory/api/repositories')
V('JFrog', 'reference token', 'global', 'registry',
  [('JFROG_ACCESS_TOKEN', lambda: 'cmVmdGtuOjAxOj' + rs(B64, 50), True)], 'bearer',
  'https://acme.jfrog.io/artifactory/api/system/ping')
V('Clojars', 'deploy token', 'global', 'registry', [('LEIN_PASSWORD', lambda: 'CLOJARS_' + hx(60), True)])
V('Expo', 'access token', 'global', 'ci', [('EXPO_TOKEN', lambda: rs(B64U, 40), True)])
V('Postman', 'collection access key', 'global', 'saas', [('POSTMAN_ACCESS_KEY', lambda: 'PMAT-' + rs(UPALNUM, 26), True)])

# --- payments
V('Stripe', 'secret key', 'global', 'payments', [('STRIPE_SECRET_KEY', lambda: 'sk_live_51' + an(97), True)],
  ('basic', None, ''), 'https://api.stripe.com/v1/charges')
V('Stripe', 'restricted key', 'global', 'payments', [('STRIPE_RESTRICTED_KEY', lambda: 'rk_live_51' + an(97), True)],
  'bearer', 'https://api.stripe.com/v1/refunds')
V('Stripe', 'webhook signing secret', 'global', 'payments', [('STRIPE_WEBHOOK_SECRET', lambda: 'whsec_' + an(32), True)])
V('Stripe', 'test-mode secret key', 'global', 'payments', [('STRIPE_SECRET_KEY', lambda: 'sk_test_51' + an(97), True)],
  'bearer', 'https://api.stripe.com/v1/customers')
V('Square', 'access token', 'global', 'payments', [('SQUARE_ACCESS_TOKEN', lambda: 'EAAA' + rs(B64U, 60), True)],
  'bearer', 'https://connect.squareup.com/v2/locations')
V('Square', 'OAuth application secret', 'global', 'payments',
  [('SQUARE_APP_SECRET', lambda: 'sq0csp-' + rs(B64U, 43), True)])
V('Braintree', 'access token', 'global', 'payments',
  [('BRAINTREE_ACCESS_TOKEN', lambda: f'access_token$production${rs(LOALNUM, 16)}${hx(32)}', True)])
V('PayPal', 'REST client secret', 'global', 'payments',
  [('PAYPAL_CLIENT_ID', lambda: 'A' + rs(B64U, 79), False), ('PAYPAL_CLIENT_SECRET', lambda: 'E' + rs(B64U, 79), True)])
V('Adyen', 'API key', 'eu', 'payments',
  [('ADYEN_API_KEY', lambda: 'AQE' + an(70) + '=-' + rs(B64, 43) + '=-' + an(16), True)], ('header', 'X-API-Key'),
  'https://checkout-test.adyen.com/v71/payments')
V('Plaid', 'secret', 'global', 'payments',
  [('PLAID_CLIENT_ID', lambda: hx(24), False), ('PLAID_SECRET', lambda: hx(30), True)])
V('Razorpay', 'key secret', 'global', 'payments',
  [('RAZORPAY_KEY_ID', lambda: 'rzp_live_' + an(14), False), ('RAZORPAY_KEY_SECRET', lambda: an(24), True)],
  'basic_pair', 'https://api.razorpay.com/v1/payments')
V('Paystack', 'secret key', 'global', 'payments', [('PAYSTACK_SECRET_KEY', lambda: 'sk_live_' + hx(40), True)], 'bearer',
  'https://api.paystack.co/transaction/verify/ref_123')
V('Flutterwave', 'secret key', 'global', 'payments',
  [('FLW_SECRET_KEY', lambda: 'FLWSECK-' + hx(32) + '-X', True)], 'bearer', 'https://api.flutterwave.com/v3/transactions')
V('Mollie', 'live API key', 'eu', 'payments', [('MOLLIE_API_KEY', lambda: 'live_' + an(30), True)], 'bearer',
  'https://api.mollie.com/v2/payments')
V('GoCardless', 'live access token', 'eu', 'payments', [('GOCARDLESS_ACCESS_TOKEN', lambda: 'live_' + rs(B64U, 40), True)],
  'bearer', 'https://api.gocardless.com/mandates')
V('Paddle', 'API key', 'eu', 'payments',
  [('PADDLE_API_KEY', lambda: 'pdl_live_apikey_01' + rs(LOALNUM, 24) + '_' + an(22) + '_' + an(3), True)], 'bearer',
  'https://api.paddle.com/subscriptions')
V('SumUp', 'secret API key', 'eu', 'payments', [('SUMUP_API_KEY', lambda: 'sup_sk_' + an(32), True)], 'bearer',
  'https://api.sumup.com/v0.1/me')
V('Shopify', 'Admin API access token', 'global', 'saas', [('SHOPIFY_ACCESS_TOKEN', lambda: 'shpat_' + hx(32), True)],
  ('header', 'X-Shopify-Access-Token'), 'https://acme-store.myshopify.com/admin/api/2024-10/orders.json')
V('Shopify', 'app shared secret', 'global', 'saas', [('SHOPIFY_API_SECRET', lambda: 'shpss_' + hx(32), True)])
V('Coinbase', 'CDP API secret', 'global', 'payments', [('CDP_API_KEY_SECRET', lambda: b64(64), True)])
V('Binance', 'API key pair', 'global', 'payments',
  [('BINANCE_API_KEY', lambda: an(64), True), ('BINANCE_API_SECRET', lambda: an(64), True)])
V('Toss Payments', 'live secret key', 'ko', 'payments', [('TOSS_SECRET_KEY', lambda: 'live_gsk_' + an(24), True)],
  ('basic', None, ''), 'https://api.tosspayments.com/v1/payments/confirm')
V('Toss Payments', 'test secret key', 'ko', 'payments', [('TOSS_SECRET_KEY', lambda: 'test_sk_' + an(24), True)],
  ('basic', None, ''), 'https://api.tosspayments.com/v1/payments/confirm')
V('KakaoPay', 'secret key', 'ko', 'payments', [('KAKAOPAY_SECRET_KEY', lambda: 'PRD' + rs(HEXU, 37), True)],
  ('scheme', 'SECRET_KEY'), 'https://open-api.kakaopay.com/online/v1/payment/ready')
V('Kakao', 'Admin key', 'ko', 'saas', [('KAKAO_ADMIN_KEY', lambda: hx(32), True)], ('scheme', 'KakaoAK'),
  'https://kapi.kakao.com/v1/user/ids')
V('Kakao', 'REST API key', 'ko', 'saas', [('KAKAO_REST_API_KEY', lambda: hx(32), True)], ('scheme', 'KakaoAK'),
  'https://dapi.kakao.com/v2/local/search/address.json')
V('PortOne', 'REST API secret (V1)', 'ko', 'payments',
  [('IMP_KEY', lambda: digits(16), False), ('IMP_SECRET', lambda: an(80), True)])
V('PortOne', 'V2 API secret', 'ko', 'payments', [('PORTONE_API_SECRET', lambda: an(80), True)], ('scheme', 'PortOne'),
  'https://api.portone.io/payments/order-20241126-0001')
V('NICEPAY', 'secret key', 'ko', 'payments',
  [('NICEPAY_CLIENT_ID', lambda: 'R2_' + hx(32), False), ('NICEPAY_SECRET_KEY', lambda: hx(32), True)])
V('KG Inicis', 'signKey', 'ko', 'payments',
  [('INICIS_MID', lambda: 'INIpay' + digits(4), False), ('INICIS_SIGN_KEY', lambda: b64(24), True)])
V('Upbit', 'Open API key pair', 'ko', 'payments',
  [('UPBIT_OPEN_API_ACCESS_KEY', lambda: an(40), True), ('UPBIT_OPEN_API_SECRET_KEY', lambda: an(40), True)])
V('WeChat Pay', 'APIv3 key', 'cn', 'payments',
  [('WECHATPAY_MCHID', lambda: digits(10), False), ('WECHATPAY_APIV3_KEY', lambda: an(32), True)])
V('PAY.JP', 'live secret key', 'jp', 'payments', [('PAYJP_SECRET_KEY', lambda: 'sk_live_' + hx(48), True)],
  ('basic', None, ''), 'https://api.pay.jp/v1/charges')
V('GMO Payment Gateway', 'shop password', 'jp', 'payments',
  [('GMO_SHOP_ID', lambda: 'tshop' + digits(8), False), ('GMO_SHOP_PASS', lambda: rs(LOALNUM, 8) + rs(LOALNUM, ri(0, 2)), True)])

# --- messaging / email / notifications
V('Slack', 'bot token', 'global', 'messaging', [('SLACK_BOT_TOKEN', slack_bot, True)], 'bearer',
  'https://slack.com/api/chat.postMessage')
V('Slack', 'user token', 'global', 'messaging', [('SLACK_USER_TOKEN', slack_user, True)], 'bearer',
  'https://slack.com/api/conversations.history')
V('Slack', 'app-level token', 'global', 'messaging',
  [('SLACK_APP_TOKEN', lambda: f'xapp-1-A{rs(UPALNUM, 10)}-{digits(13)}-{hx(64)}', True)])
V('Slack', 'signing secret', 'global', 'messaging', [('SLACK_SIGNING_SECRET', lambda: hx(32), True)])
V('Slack', 'config refresh token', 'global', 'messaging',
  [('SLACK_CONFIG_REFRESH_TOKEN', lambda: f'xoxe-1-{rs(B64U, 140)}', True)])
V('Discord', 'bot token', 'global', 'messaging', [('DISCORD_BOT_TOKEN', discord_bot, True)], ('scheme', 'Bot'),
  'https://discord.com/api/v10/users/@me')
V('Telegram', 'bot token', 'global', 'messaging',
  [('TELEGRAM_BOT_TOKEN', lambda: f'{digits(10)}:AA{rs(B64U, 33)}', True)])
V('Twilio', 'auth token', 'global', 'messaging',
  [('TWILIO_ACCOUNT_SID', lambda: 'AC' + hx(32), False), ('TWILIO_AUTH_TOKEN', lambda: hx(32), True)], 'basic_pair',
  'https://api.twilio.com/2010-04-01/Accounts.json')
V('Twilio', 'API key secret', 'global', 'messaging',
  [('TWILIO_API_KEY', lambda: 'SK' + hx(32), False), ('TWILIO_API_SECRET', lambda: an(32), True)])
V('SendGrid', 'API key', 'global', 'email',
  [('SENDGRID_API_KEY', lambda: 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43), True)], 'bearer',
  'https://api.sendgrid.com/v3/mail/send')
V('Mailgun', 'private API key', 'global', 'email', [('MAILGUN_API_KEY', lambda: 'key-' + hx(32), True)],
  ('basic', 'api', None), 'https://api.mailgun.net/v3/mg.acme.io/messages')
V('Mailgun', 'API key (new format)', 'global', 'email',
  [('MAILGUN_API_KEY', lambda: hx(32) + '-' + hx(8) + '-' + hx(8), True)], ('basic', 'api', None),
  'https://api.eu.mailgun.net/v3/domains')
V('Mailchimp', 'API key', 'global', 'email', [('MAILCHIMP_API_KEY', lambda: hx(32) + '-us' + str(ri(1, 21)), True)])
V('Postmark', 'server token', 'global', 'email', [('POSTMARK_SERVER_TOKEN', uuid4, True)],
  ('header', 'X-Postmark-Server-Token'), 'https://api.postmarkapp.com/email')
V('Resend', 'API key', 'global', 'email', [('RESEND_API_KEY', lambda: 're_' + an(8) + '_' + an(24), True)], 'bearer',
  'https://api.resend.com/emails')
V('Brevo', 'API key', 'eu', 'email', [('BREVO_API_KEY', lambda: 'xkeysib-' + hx(64) + '-' + an(16), True)],
  ('header', 'api-key'), 'https://api.brevo.com/v3/smtp/email')
V('Mailjet', 'API secret', 'eu', 'email',
  [('MJ_APIKEY_PUBLIC', lambda: hx(32), False), ('MJ_APIKEY_PRIVATE', lambda: hx(32), True)], 'basic_pair',
  'https://api.mailjet.com/v3.1/send')
V('Vonage', 'API secret', 'eu', 'messaging',
  [('VONAGE_API_KEY', lambda: hx(8), False), ('VONAGE_API_SECRET', lambda: an(16), True)])
V('MessageBird', 'live access key', 'eu', 'messaging', [('MESSAGEBIRD_ACCESS_KEY', lambda: an(25), True)],
  ('scheme', 'AccessKey'), 'https://rest.messagebird.com/messages')
V('Infobip', 'API key', 'eu', 'messaging', [('INFOBIP_API_KEY', lambda: hx(32) + '-' + uuid4(), True)], ('scheme', 'App'),
  'https://xyz123.api.infobip.com/sms/2/text/advanced')
V('Pusher', 'Channels app secret', 'global', 'messaging',
  [('PUSHER_APP_ID', lambda: digits(7), False), ('PUSHER_KEY', lambda: hx(20), False),
   ('PUSHER_SECRET', lambda: hx(20), True)])
V('PubNub', 'secret key', 'global', 'messaging',
  [('PUBNUB_SUBSCRIBE_KEY', lambda: 'sub-c-' + uuid4(), False), ('PUBNUB_SECRET_KEY', lambda: 'sec-c-' + rs(B64, 48), True)])
V('OneSignal', 'REST API key', 'global', 'messaging',
  [('ONESIGNAL_REST_API_KEY', lambda: 'os_v2_app_' + rs(LO + '234567', 104), True)], ('scheme', 'Key'),
  'https://api.onesignal.com/notifications')
V('Firebase', 'FCM legacy server key', 'global', 'messaging',
  [('FCM_SERVER_KEY', lambda: 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134), True)], ('scheme', 'key='),
  'https://fcm.googleapis.com/fcm/send')
V('Sendbird', 'API token', 'ko', 'messaging', [('SENDBIRD_API_TOKEN', lambda: hx(40), True)], ('header', 'Api-Token'),
  'https://api-3A1B2C3D.sendbird.com/v3/users')
V('LINE', 'channel access token', 'jp', 'messaging',
  [('LINE_CHANNEL_ACCESS_TOKEN', lambda: rs(B64, 171) + '=', True)], 'bearer', 'https://api.line.me/v2/bot/message/push')
V('LINE', 'channel secret', 'jp', 'messaging',
  [('LINE_CHANNEL_ID', lambda: digits(10), False), ('LINE_CHANNEL_SECRET', lambda: hx(32), True)])
V('Chatwork', 'API token', 'jp', 'messaging', [('CHATWORK_API_TOKEN', lambda: hx(32), True)],
  ('header', 'X-ChatWorkToken'), 'https://api.chatwork.com/v2/rooms')
V('Solapi', 'API secret', 'ko', 'messaging',
  [('SOLAPI_API_KEY', lambda: 'NCS' + rs(UPALNUM, 13), True), ('SOLAPI_API_SECRET', lambda: rs(UPALNUM, 32), True)])
V('Channel Talk', 'API access secret', 'ko', 'saas',
  [('CHANNEL_ACCESS_KEY', lambda: hx(24), True), ('CHANNEL_ACCESS_SECRET', lambda: hx(32), True)],
  ('header_pair', 'x-access-key', 'x-access-secret'), 'https://api.channel.io/open/v5/user-chats')
V('NHN Cloud', 'SMS secret key', 'ko', 'messaging',
  [('NHN_SMS_APPKEY', lambda: an(16), False), ('NHN_SMS_SECRET_KEY', lambda: an(8), True)], ('header', 'X-Secret-Key'),
  'https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{appkey}/sender/sms')
V('DingTalk', 'robot signing secret', 'cn', 'messaging', [('DINGTALK_SECRET', lambda: 'SEC' + hx(64), True)])
V('Feishu', 'app secret', 'cn', 'messaging',
  [('FEISHU_APP_ID', lambda: 'cli_' + hx(16), False), ('FEISHU_APP_SECRET', lambda: an(32), True)])
V('WeCom', 'corp secret', 'cn', 'messaging',
  [('WECOM_CORP_ID', lambda: 'ww' + hx(16), False), ('WECOM_CORP_SECRET', lambda: rs(B64U, 43), True)])
V('WeChat', 'Official Account AppSecret', 'cn', 'messaging',
  [('WECHAT_APP_ID', lambda: 'wx' + hx(16), False), ('WECHAT_APP_SECRET', lambda: hx(32), True)])
V('JPush', 'master secret', 'cn', 'messaging',
  [('JPUSH_APP_KEY', lambda: hx(24), False), ('JPUSH_MASTER_SECRET', lambda: hx(24), True)], 'basic_pair',
  'https://api.jpush.cn/v3/push')
def ably_key():
    sec = rs(B64U, 43)
    return (f'{an(6)}.{rs(B64U, 6)}:{sec}', [sec])


V('Ably', 'API key (secret part)', 'eu', 'messaging', [('ABLY_API_KEY', ably_key, True)], ('basic_whole',),
  'https://rest.ably.io/channels/orders/messages')
V('Stream', 'API secret', 'global', 'messaging',
  [('STREAM_API_KEY', lambda: rs(LO, 12), False), ('STREAM_API_SECRET', lambda: rs(LOALNUM, 64), True)])

# --- observability
V('Datadog', 'API key', 'global', 'observability', [('DD_API_KEY', lambda: hx(32), True)], ('header', 'DD-API-KEY'),
  'https://api.datadoghq.com/api/v1/validate')
V('Datadog', 'API + application key', 'global', 'observability',
  [('DD_API_KEY', lambda: hx(32), True), ('DD_APP_KEY', lambda: hx(40), True)],
  ('header_pair', 'DD-API-KEY', 'DD-APPLICATION-KEY'), 'https://api.datadoghq.eu/api/v1/monitor')
V('New Relic', 'user API key', 'global', 'observability', [('NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(UPALNUM, 27), True)],
  ('header', 'API-Key'), 'https://api.newrelic.com/graphql')
V('New Relic', 'license key', 'global', 'observability', [('NEW_RELIC_LICENSE_KEY', lambda: hx(36) + 'NRAL', True)])
V('Sentry', 'org auth token', 'global', 'observability', [('SENTRY_AUTH_TOKEN', sentry_org_token, True)], 'bearer',
  'https://sentry.io/api/0/organizations/acme/releases/')
V('Sentry', 'user auth token', 'global', 'observability', [('SENTRY_AUTH_TOKEN', lambda: 'sntryu_' + hx(64), True)],
  'bearer', 'https://sentry.io/api/0/projects/')
V('Grafana', 'service account token', 'global', 'observability',
  [('GRAFANA_TOKEN', lambda: 'glsa_' + an(32) + '_' + hx(8), True)], 'bearer', 'https://grafana.internal/api/dashboards/uid/x')
V('Grafana Cloud', 'access policy token', 'global', 'observability',
  [('GRAFANA_CLOUD_TOKEN', lambda: 'glc_' + b64s(json.dumps({'o': digits(6), 'n': 'stack-' + digits(6) + '-alloy',
                                                            'k': an(24), 'm': {'r': 'prod-ap-northeast-0'}},
                                                           separators=(',', ':'))), True)])
V('Honeycomb', 'API key', 'global', 'observability', [('HONEYCOMB_API_KEY', lambda: an(22), True)],
  ('header', 'X-Honeycomb-Team'), 'https://api.honeycomb.io/1/events/prod')
V('Splunk', 'HEC token', 'global', 'observability', [('SPLUNK_HEC_TOKEN', uuid4, True)], ('scheme', 'Splunk'),
  'https://splunk.internal:8088/services/collector/event')
V('Elastic', 'API key', 'global', 'observability',
  [('ELASTIC_API_KEY', lambda: b64s(rs(B64U, 20) + ':' + rs(B64U, 22)), True)], ('scheme', 'ApiKey'),
  'https://es.internal:9200/_cluster/health')
V('Dynatrace', 'API token', 'eu', 'observability',
  [('DT_API_TOKEN', lambda: 'dt0c01.' + rs(UPALNUM, 24) + '.' + rs(UPALNUM, 64), True)], ('scheme', 'Api-Token'),
  'https://abc12345.live.dynatrace.com/api/v2/metrics/ingest')
V('PagerDuty', 'Events routing key', 'global', 'observability', [('PAGERDUTY_ROUTING_KEY', lambda: hx(32), True)])
V('PagerDuty', 'REST API key', 'global', 'observability', [('PAGERDUTY_API_KEY', lambda: 'u+' + rs(B64U, 18), True)],
  ('scheme', 'Token token='), 'https://api.pagerduty.com/incidents')
V('Opsgenie', 'API key', 'eu', 'observability', [('OPSGENIE_API_KEY', uuid4, True)], ('scheme', 'GenieKey'),
  'https://api.opsgenie.com/v2/alerts')
V('Rollbar', 'server access token', 'global', 'observability', [('ROLLBAR_ACCESS_TOKEN', lambda: hx(32), True)],
  ('header', 'X-Rollbar-Access-Token'), 'https://api.rollbar.com/api/1/item/')
V('LaunchDarkly', 'server SDK key', 'global', 'observability', [('LAUNCHDARKLY_SDK_KEY', lambda: 'sdk-' + uuid4(), True)])
V('LaunchDarkly', 'API access token', 'global', 'observability', [('LD_API_KEY', lambda: 'api-' + uuid4(), True)],
  ('scheme', ''), 'https://app.launchdarkly.com/api/v2/flags/default')
V('Logz.io', 'shipping token', 'eu', 'observability', [('LOGZIO_TOKEN', lambda: rs(UP + LO, 32), True)])
V('Sumo Logic', 'access key', 'global', 'observability',
  [('SUMO_ACCESS_ID', lambda: 'su' + an(12), True), ('SUMO_ACCESS_KEY', lambda: an(64), True)], 'basic_pair',
  'https://api.jp.sumologic.com/api/v1/collectors')
V('Coralogix', 'Send-Your-Data API key', 'eu', 'observability', [('CORALOGIX_PRIVATE_KEY', lambda: 'cxtp_' + an(30), True)])
V('Mixpanel', 'service account secret', 'global', 'observability',
  [('MIXPANEL_SA_USERNAME', lambda: 'etl.' + rs(LO, 6) + '.mp-service-account', False),
   ('MIXPANEL_SA_SECRET', lambda: an(32), True)], 'basic_pair', 'https://mixpanel.com/api/app/me')
V('Amplitude', 'secret key', 'global', 'observability',
  [('AMPLITUDE_API_KEY', lambda: hx(32), False), ('AMPLITUDE_SECRET_KEY', lambda: hx(32), True)], 'basic_pair',
  'https://amplitude.com/api/2/export')
V('PostHog', 'personal API key', 'global', 'observability', [('POSTHOG_PERSONAL_API_KEY', lambda: 'phx_' + an(47), True)],
  'bearer', 'https://us.posthog.com/api/projects/')

# --- SaaS / productivity
V('Linear', 'API key', 'global', 'saas', [('LINEAR_API_KEY', lambda: 'lin_api_' + an(40), True)], ('scheme', ''),
  'https://api.linear.app/graphql')
V('Notion', 'integration secret', 'global', 'saas', [('NOTION_TOKEN', lambda: 'secret_' + an(43), True)], 'bearer',
  'https://api.notion.com/v1/databases/query')
V('Notion', 'integration token (ntn_)', 'global', 'saas', [('NOTION_API_KEY', lambda: 'ntn_' + digits(11) + an(35), True)],
  'bearer', 'https://api.notion.com/v1/search')
V('Figma', 'personal access token', 'global', 'saas', [('FIGMA_TOKEN', lambda: 'figd_' + rs(B64U, 40), True)],
  ('header', 'X-Figma-Token'), 'https://api.figma.com/v1/files/AbCdEf')
V('Airtable', 'personal access token', 'global', 'saas',
  [('AIRTABLE_TOKEN', lambda: 'pat' + an(14) + '.' + hx(64), True)], 'bearer', 'https://api.airtable.com/v0/meta/bases')
V('Asana', 'personal access token', 'global', 'saas',
  [('ASANA_PAT', lambda: f'2/{digits(16)}/{digits(16)}:{hx(32)}', True)], 'bearer', 'https://app.asana.com/api/1.0/users/me')
V('Zendesk', 'API token', 'global', 'saas', [('ZENDESK_API_TOKEN', lambda: an(40), True)], ('basic', 'agent@acme.io/token', None),
  'https://acme.zendesk.com/api/v2/tickets.json')
V('HubSpot', 'private app token', 'global', 'saas', [('HUBSPOT_ACCESS_TOKEN', lambda: 'pat-' + pick(['na1', 'eu1']) + '-' + uuid4(), True)],
  'bearer', 'https://api.hubapi.com/crm/v3/objects/contacts')
V('Salesforce', 'refresh token', 'global', 'saas', [('SF_REFRESH_TOKEN', lambda: '5Aep861' + rs(ALNUM + '.', 80), True)])
V('Salesforce', 'session access token', 'global', 'saas',
  [('SF_ACCESS_TOKEN', lambda: '00D' + an(12) + '!' + rs(ALNUM + '._', 100), True)], 'bearer',
  'https://acme.my.salesforce.com/services/data/v61.0/sobjects')
V('X (Twitter)', 'API bearer token', 'global', 'saas',
  [('TWITTER_BEARER_TOKEN', lambda: 'AAAAAAAAAAAAAAAAAAAAA' + an(12) + 'AAAAAAA' + an(4) + '%2B' + an(20) + '%3D' + an(50), True)],
  'bearer', 'https://api.twitter.com/2/tweets/search/recent?query=acme')
V('Dropbox', 'access token', 'global', 'saas', [('DROPBOX_ACCESS_TOKEN', lambda: 'sl.u.' + rs(B64U, 136), True)], 'bearer',
  'https://api.dropboxapi.com/2/files/list_folder')
V('Typeform', 'personal token', 'global', 'saas', [('TYPEFORM_TOKEN', lambda: 'tfp_' + rs(B64U, 44) + '_' + an(14), True)],
  'bearer', 'https://api.typeform.com/forms')
V('Facebook', 'page access token', 'global', 'saas', [('FB_PAGE_ACCESS_TOKEN', lambda: 'EAAG' + an(ri(170, 200)), True)],
  ('query', 'access_token'), 'https://graph.facebook.com/v21.0/me/accounts')
V('Zoom', 'Server-to-Server OAuth secret', 'global', 'saas',
  [('ZOOM_CLIENT_ID', lambda: rs(B64U, 22), False), ('ZOOM_CLIENT_SECRET', lambda: an(32), True)], 'basic_pair',
  'https://zoom.us/oauth/token?grant_type=account_credentials&account_id=AbCd')
V('Miro', 'access token', 'global', 'saas', [('MIRO_TOKEN', lambda: 'eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_' + rs(B64U, 27), True)],
  'bearer', 'https://api.miro.com/v2/boards')
V('Intercom', 'access token', 'global', 'saas', [('INTERCOM_TOKEN', lambda: 'dG9rOj' + b64(42).rstrip('='), True)],
  'bearer', 'https://api.intercom.io/contacts')
V('Freshdesk', 'API key', 'global', 'saas', [('FRESHDESK_API_KEY', lambda: an(20), True)], ('basic', None, 'X'),
  'https://acme.freshdesk.com/api/v2/tickets')
V('Pipedrive', 'API token', 'eu', 'saas', [('PIPEDRIVE_API_TOKEN', lambda: hx(40), True)], ('query', 'api_token'),
  'https://acme.pipedrive.com/api/v1/deals')
V('Contentful', 'management token', 'eu', 'saas', [('CONTENTFUL_MANAGEMENT_TOKEN', lambda: 'CFPAT-' + rs(B64U, 43), True)],
  'bearer', 'https://api.contentful.com/spaces/abc123/environments')
V('DeepL', 'API auth key', 'eu', 'saas', [('DEEPL_AUTH_KEY', lambda: uuid4() + ':fx', True)], ('scheme', 'DeepL-Auth-Key'),
  'https://api-free.deepl.com/v2/translate')
V('Lokalise', 'API token', 'eu', 'saas', [('LOKALISE_API_TOKEN', lambda: hx(40), True)], ('header', 'X-Api-Token'),
  'https://api.lokalise.com/api2/projects')
V('Crowdin', 'personal access token', 'eu', 'saas', [('CROWDIN_PERSONAL_TOKEN', lambda: hx(80), True)])
V('Sanity', 'API token', 'global', 'saas', [('SANITY_API_TOKEN', lambda: 'sk' + an(80), True)])
V('Ghost', 'Admin API key', 'global', 'saas',
  [('GHOST_ADMIN_API_KEY', lambda: (lambda i, s: (f'{i}:{s}', [s]))(hx(24), hx(64)), True)])
V('Cloudinary', 'API secret', 'global', 'saas',
  [('CLOUDINARY_API_KEY', lambda: digits(15), False), ('CLOUDINARY_API_SECRET', lambda: rs(B64U, 27), True)])
V('Mux', 'access token secret', 'global', 'saas',
  [('MUX_TOKEN_ID', uuid4, False), ('MUX_TOKEN_SECRET', lambda: rs(B64, 75), True)], 'basic_pair',
  'https://api.mux.com/video/v1/assets')
V('Shippo', 'live API token', 'global', 'saas', [('SHIPPO_API_TOKEN', lambda: 'shippo_live_' + hx(40), True)],
  ('scheme', 'ShippoToken'), 'https://api.goshippo.com/shipments/')
V('EasyPost', 'production API key', 'global', 'saas', [('EASYPOST_API_KEY', lambda: 'EZAK' + an(54), True)])
V('Twitch', 'OAuth token', 'global', 'saas', [('TWITCH_OAUTH_TOKEN', lambda: rs(LOALNUM, 30), True)], 'bearer',
  'https://api.twitch.tv/helix/users')
V('Bitwarden', 'API client secret', 'global', 'infra',
  [('BW_CLIENTID', lambda: 'user.' + uuid4(), False), ('BW_CLIENTSECRET', lambda: an(30), True)])
V('Okta', 'API token', 'global', 'saas', [('OKTA_API_TOKEN', lambda: '00' + rs(B64U, 40), True)], ('scheme', 'SSWS'),
  'https://acme.okta.com/api/v1/users?limit=25')
V('Auth0', 'client secret', 'global', 'saas',
  [('AUTH0_CLIENT_ID', lambda: an(32), False), ('AUTH0_CLIENT_SECRET', lambda: rs(B64U, 64), True)])
V('Clerk', 'secret key', 'global', 'saas', [('CLERK_SECRET_KEY', lambda: 'sk_live_' + an(40), True)], 'bearer',
  'https://api.clerk.com/v1/users')
V('Supabase', 'service_role key', 'global', 'database', [('SUPABASE_SERVICE_ROLE_KEY', supabase_service_jwt, True)],
  ('header', 'apikey'), 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/orders')
V('Supabase', 'secret API key', 'global', 'database', [('SUPABASE_SECRET_KEY', lambda: 'sb_secret_' + rs(B64U, 31), True)])
V('Mapbox', 'secret token', 'global', 'saas', [('MAPBOX_SECRET_TOKEN', mapbox_sk, True)], ('query', 'access_token'),
  'https://api.mapbox.com/uploads/v1/acme')
V('Algolia', 'Admin API key', 'global', 'saas',
  [('ALGOLIA_APP_ID', lambda: rs(UPALNUM, 10), False), ('ALGOLIA_ADMIN_KEY', lambda: hx(32), True)],
  ('header_pair2', 'X-Algolia-Application-Id', 'X-Algolia-API-Key'), 'https://ABC123.algolia.net/1/indexes')

# --- databases / data
V('PlanetScale', 'service token', 'global', 'database', [('PLANETSCALE_SERVICE_TOKEN', lambda: 'pscale_tkn_' + rs(B64U, 43), True)])
V('PlanetScale', 'database password', 'global', 'database', [('DATABASE_PASSWORD', lambda: 'pscale_pw_' + rs(B64U, 43), True)])
V('Neon', 'database password', 'global', 'database', [('PGPASSWORD', lambda: 'npg_' + an(12), True)])
V('Aiven', 'service password', 'eu', 'database', [('AIVEN_DB_PASSWORD', lambda: 'AVNS_' + rs(B64U, 19), True)])
V('Upstash', 'Redis REST token', 'global', 'database',
  [('UPSTASH_REDIS_REST_TOKEN', lambda: 'A' + pick('XYZ') + rs(B64U, 64) + '=', True)], 'bearer',
  'https://apn1-cool-gecko-31337.upstash.io/get/session')
V('Turso', 'database auth token', 'global', 'database',
  [('TURSO_AUTH_TOKEN', lambda: jwt({'a': 'rw', 'iat': ts_epoch(), 'id': uuid4()}, sig_bytes=64, alg='EdDSA'), True)])
V('InfluxDB', 'API token', 'global', 'database', [('INFLUX_TOKEN', lambda: rs(B64U, 86) + '==', True)], ('scheme', 'Token'),
  'http://influx.internal:8086/api/v2/buckets')
V('Fauna', 'secret', 'global', 'database', [('FAUNA_SECRET', lambda: 'fnA' + rs(B64U, 37), True)])
V('MongoDB Atlas', 'Admin API private key', 'global', 'database',
  [('MONGODB_ATLAS_PUBLIC_KEY', lambda: rs(LO, 8), False), ('MONGODB_ATLAS_PRIVATE_KEY', uuid4, True)])
V('Confluent Cloud', 'API key secret', 'global', 'database',
  [('CONFLUENT_API_KEY', lambda: rs(UPALNUM, 16), False), ('CONFLUENT_API_SECRET', lambda: rs(B64, 64), True)])
V('Snowflake', 'PAT (programmatic access token)', 'global', 'database',
  [('SNOWFLAKE_TOKEN', lambda: jwt({'p': digits(8) + ':' + digits(9), 'iss': '1:' + digits(7), 'exp': ts_epoch()},
                                    sig_bytes=64, alg='ES256', typ=False), True)])
V('Qdrant', 'API key', 'global', 'database', [('QDRANT_API_KEY', lambda: rs(B64U, 46), True)], ('header', 'api-key'),
  'https://xyz-example.eu-central.aws.cloud.qdrant.io:6333/collections')
V('MotherDuck', 'token', 'global', 'database',
  [('motherduck_token', lambda: jwt({'email': email(), 'session': rs(LO, 6) + '.' + rs(LO, 4), 'iat': ts_epoch()}), True)])

# --- Korea-specific
V('Naver', 'developers Client Secret', 'ko', 'saas',
  [('NAVER_CLIENT_ID', lambda: an(20), False), ('NAVER_CLIENT_SECRET', lambda: an(10), True)],
  ('header_pair', 'X-Naver-Client-Id', 'X-Naver-Client-Secret'), 'https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91')
V('Naver Cloud', 'API Gateway key', 'ko', 'cloud', [('NCP_APIGW_API_KEY', lambda: an(40), True)],
  ('header', 'x-ncp-apigw-api-key'), 'https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode')
V('CODEF', 'client secret', 'ko', 'payments',
  [('CODEF_CLIENT_ID', uuid4, False), ('CODEF_CLIENT_SECRET', uuid4, True)])
V('Toss', 'Toss Place / Open API secret', 'ko', 'payments', [('TOSS_OPEN_API_SECRET', lambda: rs(B64U, 43), True)])
V('Daum Kakao', 'Kakao Map REST key', 'ko', 'saas', [('KAKAO_MAP_REST_KEY', lambda: hx(32), True)], ('scheme', 'KakaoAK'),
  'https://dapi.kakao.com/v2/local/geo/coord2address.json?x=127.02&y=37.49')
V('Bithumb', 'API key pair', 'ko', 'payments',
  [('BITHUMB_CONNECT_KEY', lambda: hx(32), True), ('BITHUMB_SECRET_KEY', lambda: hx(32), True)])
V('Gabia', 'DNS API key', 'ko', 'cloud', [('GABIA_API_KEY', lambda: an(32), True)])
V('Cafe24', 'app client secret', 'ko', 'saas',
  [('CAFE24_CLIENT_ID', lambda: rs(B64U, 22), False), ('CAFE24_CLIENT_SECRET', lambda: rs(B64U, 22), True)])
V('Kakao i Cloud', 'application credential secret', 'ko', 'cloud',
  [('KIC_APP_CRED_ID', lambda: hx(32), False), ('KIC_APP_CRED_SECRET', lambda: rs(B64U, 86), True)])

# --- Japan
V('Backlog', 'API key', 'jp', 'saas', [('BACKLOG_API_KEY', lambda: an(64), True)], ('query', 'apiKey'),
  'https://acme.backlog.jp/api/v2/issues')
V('kintone', 'API token', 'jp', 'saas', [('KINTONE_API_TOKEN', lambda: an(40), True)], ('header', 'X-Cybozu-API-Token'),
  'https://acme.cybozu.com/k/v1/records.json?app=12')
V('SmartHR', 'access token', 'jp', 'saas', [('SMARTHR_ACCESS_TOKEN', lambda: hx(64), True)], 'bearer',
  'https://acme.smarthr.jp/api/v1/crews')
V('freee', 'client secret', 'jp', 'saas',
  [('FREEE_CLIENT_ID', lambda: digits(15), False), ('FREEE_CLIENT_SECRET', lambda: rs(B64U, 43), True)])

# --- China (more)
V('Baidu AI', 'Secret Key', 'cn', 'ai',
  [('BAIDU_API_KEY', lambda: an(24), False), ('BAIDU_SECRET_KEY', lambda: an(32), True)])


# ---------------------------------------------------------------------------
# 4. snippet renderers.  pairs: list of (NAME, value) ; NAME is an env-style name
# ---------------------------------------------------------------------------
def slug(vendor):
    s = ''.join(c.lower() if c.isalnum() else '_' for c in vendor)
    while '__' in s:
        s = s.replace('__', '_')
    return s.strip('_')


def camel(name):
    parts = name.lower().split('_')
    return parts[0] + ''.join(p.title() for p in parts[1:])


def pascal(name):
    return ''.join(p.title() for p in name.lower().split('_'))


def kebab(name):
    return name.lower().replace('_', '-')


def subkey(name, sec):
    """STRIPE_SECRET_KEY + section 'stripe' -> secret_key"""
    words = name.lower().split('_')
    sw = sec.split('_')
    while len(words) > 1 and words[0] in sw:
        words = words[1:]
    return '_'.join(words)


FILLER_ENV = [('NODE_ENV', 'production'), ('PORT', '8080'), ('LOG_LEVEL', 'info'), ('TZ', 'Asia/Seoul'),
              ('APP_ENV', 'staging'), ('WORKERS', '4'), ('FEATURE_NEW_CHECKOUT', 'true'), ('REDIS_DB', '2'),
              ('SENTRY_ENVIRONMENT', 'staging'), ('HTTP_TIMEOUT_MS', '15000'), ('AWS_REGION', 'ap-northeast-2'),
              ('DEBUG', 'false'), ('RAILS_MAX_THREADS', '5'), ('PYTHONUNBUFFERED', '1'), ('GOMAXPROCS', '2')]


def filler(n):
    return sample(FILLER_ENV, n)


def unsafe(v, chars):
    return any(c in v for c in chars)


# which characters break verbatim embedding in each format
FMT_BAD = {'xml': '&<>"', 'json': '"\\', 'toml': '"\\', 'yaml': '"\\', 'env': '"\\', 'export': "'",
           'hcl': '"\\$', 'properties': '\\', 'ini': '', 'dockerfile': '"\\', 'compose': '"\\$', 'k8s': '"\\',
           'gha': '"\\$', 'gitlab': '"\\$', 'python': '"\\{}', 'js': "'\\`$", 'go': '"\\', 'java': '"\\',
           'kotlin': '"\\$', 'ruby': "'\\", 'php': "'\\", 'rust': '"\\', 'csharp': '"\\', 'swift': '"\\',
           'powershell': "'", 'cmd': '%^&|<> "', 'systemd': '"\\% ', 'ansible': '"\\{}', 'helm': '"\\',
           'table': '|', 'log': '', 'diff': '', 'prose': '`', 'tfvars': '"\\$', 'k8s_secret': '"\\',
           'gradle': '"\\$', 'swift_plist': '&<>'}


def q_env(v):
    if unsafe(v, ' #$&;') or chance(0.3):
        return f'"{v}"'
    return v


def render_kv(fmt, pairs, sec, ctx):
    """render a config snippet with the given (NAME, value) pairs. sec = section slug"""
    p = pairs
    if fmt == 'env':
        lines = [f'{k}={q_env(v)}' for k, v in p]
        fl = [f'{k}={v}' for k, v in filler(ri(0, 3))]
        lines = fl[:1] + lines + fl[1:] if fl else lines
        return '\n'.join(lines)
    if fmt == 'export':
        return '\n'.join(f"export {k}='{v}'" if unsafe(v, '$"!') else f'export {k}="{v}"' for k, v in p)
    if fmt == 'yaml':
        ind = '  '
        head = pick([f'{sec}:', f'integrations:\n  {sec}:', f'{pick(ENVS)}:\n  {sec}:'])
        depth = head.count('\n') + 1
        body = '\n'.join(f'{ind * depth}{subkey(k, sec)}: "{v}"' if chance(0.6) or unsafe(v, ':#{}[],&*!|>%@`')
                         else f'{ind * depth}{subkey(k, sec)}: {v}' for k, v in p)
        extra = f'{ind * depth}timeout: {ri(5, 60)}s\n' if chance(0.4) else ''
        return f'{head}\n{extra}{body}'
    if fmt == 'json':
        inner = {camel(subkey(k, sec)): v for k, v in p}
        if chance(0.4):
            inner['region'] = pick(REGIONS_AWS)
        obj = {sec: inner} if chance(0.7) else {'env': pick(ENVS), sec: inner}
        return json.dumps(obj, indent=2 if chance(0.7) else None, ensure_ascii=False)
    if fmt == 'toml':
        return f'[{sec}]\n' + '\n'.join(f'{subkey(k, sec)} = "{v}"' for k, v in p)
    if fmt == 'ini':
        return f'[{sec}]\n' + '\n'.join(f'{subkey(k, sec)} = {v}' for k, v in p)
    if fmt == 'properties':
        pre = pick(['app', 'integration', 'spring.cloud', sec])
        base = f'{pre}.{kebab(sec)}' if pre != sec else kebab(sec)
        return '\n'.join(f'{base}.{kebab(subkey(k, sec))}={v}' for k, v in p)
    if fmt == 'hcl':
        body = '\n'.join(f'  {subkey(k, sec)} = "{v}"' for k, v in p)
        return pick([f'provider "{sec}" {{\n{body}\n}}', f'module "{sec}_integration" {{\n  source = "./modules/{sec}"\n{body}\n}}'])
    if fmt == 'tfvars':
        return '\n'.join(f'{k.lower()} = "{v}"' for k, v in p)
    if fmt == 'xml':
        if chance(0.5):
            return '<appSettings>\n' + '\n'.join(f'  <add key="{pascal(k)}" value="{v}" />' for k, v in p) + '\n</appSettings>'
        return f'<{sec}>\n' + '\n'.join(f'  <{camel(subkey(k, sec))}>{v}</{camel(subkey(k, sec))}>' for k, v in p) + f'\n</{sec}>'
    if fmt == 'dockerfile':
        base = pick(['node:20-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre', 'golang:1.23', 'ruby:3.3'])
        lines = [f'FROM {base}', 'WORKDIR /app'] + [f'ENV {k}="{v}"' if chance(0.5) else f'ENV {k}={v}' for k, v in p]
        return '\n'.join(lines + [pick(['COPY . .', 'RUN npm ci --omit=dev', 'RUN pip install -r requirements.txt'])])
    if fmt == 'compose':
        svc = pick(SERVICES)
        env = '\n'.join(f'      - {k}={v}' if chance(0.5) else f'      {k}: "{v}"' for k, v in p)
        if '- ' in env and ': "' in env:
            env = '\n'.join(f'      - {k}={v}' for k, v in p)
        return f'services:\n  {svc}:\n    image: {ctx["proj"]}:{ri(1, 9)}.{ri(0, 30)}.{ri(0, 9)}\n    environment:\n{env}'
    if fmt == 'k8s':
        env = '\n'.join(f'        - name: {k}\n          value: "{v}"' for k, v in p)
        return f'    spec:\n      containers:\n      - name: {ctx["proj"]}\n        env:\n{env}'
    if fmt == 'k8s_secret':
        data = '\n'.join(f'  {k}: "{v}"' for k, v in p)
        return f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {ctx["proj"]}-{sec}\ntype: Opaque\nstringData:\n{data}'
    if fmt == 'gha':
        env = '\n'.join(f'      {k}: {v}' for k, v in p)
        return f'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n{env}\n    steps:\n      - uses: actions/checkout@v4'
    if fmt == 'gitlab':
        env = '\n'.join(f'  {k}: "{v}"' for k, v in p)
        return f'variables:\n{env}\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh'
    if fmt == 'python':
        v0 = p[-1][1]
        if len(p) == 1 and chance(0.5):
            return f'client = {pascal(sec)}Client(api_key="{v0}", timeout=30)'
        return '\n'.join(f'{k} = "{v}"' for k, v in p)
    if fmt == 'js':
        kw = pick(['const', 'export const'])
        if len(p) == 1 and chance(0.5):
            return f"const {camel(sec)} = new {pascal(sec)}({{ apiKey: '{p[0][1]}' }});"
        return '\n'.join(f"{kw} {k} = '{v}';" for k, v in p)
    if fmt == 'go':
        if len(p) == 1:
            return f'const {camel(p[0][0])} = "{p[0][1]}"'
        return 'const (\n' + '\n'.join(f'\t{camel(k)} = "{v}"' for k, v in p) + '\n)'
    if fmt == 'java':
        return '\n'.join(f'    private static final String {k} = "{v}";' for k, v in p)
    if fmt == 'kotlin':
        return '\n'.join(f'const val {k} = "{v}"' for k, v in p)
    if fmt == 'ruby':
        return '\n'.join(f"ENV['{k}'] ||= '{v}'" for k, v in p)
    if fmt == 'php':
        return '\n'.join(f"define('{k}', '{v}');" if chance(0.5) else f"'{camel(subkey(k, sec))}' => '{v}'," for k, v in p)
    if fmt == 'rust':
        return '\n'.join(f'const {k}: &str = "{v}";' for k, v in p)
    if fmt == 'csharp':
        return '\n'.join(f'private const string {pascal(k)} = "{v}";' for k, v in p)
    if fmt == 'swift':
        return '\n'.join(f'let {camel(k)} = "{v}"' for k, v in p)
    if fmt == 'powershell':
        return '\n'.join(f"$env:{k} = '{v}'" for k, v in p)
    if fmt == 'cmd':
        return '\n'.join(f'set {k}={v}' for k, v in p)
    if fmt == 'systemd':
        return '[Service]\n' + '\n'.join(f'Environment="{k}={v}"' for k, v in p) + f'\nExecStart=/usr/local/bin/{ctx["proj"]}'
    if fmt == 'ansible':
        return '\n'.join(f'{sec}_{subkey(k, sec)}: "{v}"' for k, v in p)
    if fmt == 'helm':
        body = '\n'.join(f'    {camel(subkey(k, sec))}: "{v}"' for k, v in p)
        return f'{camel(sec)}:\n  enabled: true\n  credentials:\n{body}'
    if fmt == 'gradle':
        return '\n'.join(f'{camel(k)}={v}' for k, v in p)
    if fmt == 'table':
        rows = '\n'.join(f'| {pick(ENVS)} | `{k}` | {v} |' for k, v in p)
        return f'| env | name | value |\n|---|---|---|\n{rows}'
    if fmt == 'log':
        t = iso_ts()
        lvl = pick(['DEBUG', 'INFO', 'debug', 'TRACE'])
        if chance(0.5):
            body = ', '.join(f"'{k}': '{v}'" for k, v in p)
            return f'{t} {lvl} [{ctx["proj"]}] loaded settings: {{{body}, \'debug\': False}}'
        return '\n'.join(f'{t} {lvl} config: {k}={v}' for k, v in p)
    if fmt == 'prose':
        return ', '.join(f'{k} is `{v}`' for k, v in p)
    raise ValueError(fmt)


KV_FORMATS = ['env', 'env', 'env', 'export', 'yaml', 'yaml', 'json', 'json', 'toml', 'ini', 'properties', 'hcl',
              'tfvars', 'xml', 'dockerfile', 'compose', 'k8s', 'k8s_secret', 'gha', 'gitlab', 'python', 'python', 'js',
              'js', 'go', 'java', 'kotlin', 'ruby', 'php', 'rust', 'csharp', 'swift', 'powershell', 'cmd', 'systemd',
              'ansible', 'helm', 'gradle', 'table', 'log', 'log', 'prose']

FMT_FILE = {'env': path_env, 'export': lambda: pick(['~/.zshrc', '~/.bashrc', 'scripts/dev-env.sh', '.envrc']),
            'yaml': lambda: pick(['config/settings.yml', 'config/application-prod.yml', 'values.yaml', 'conf/app.yaml']),
            'json': lambda: pick(['config/default.json', 'appsettings.Production.json', 'secrets.local.json', 'config.json']),
            'toml': lambda: pick(['config.toml', 'settings.toml', 'Rocket.toml', '.streamlit/secrets.toml']),
            'ini': lambda: pick(['config.ini', 'setup.cfg', 'app.ini', 'odoo.conf']),
            'properties': lambda: pick(['src/main/resources/application.properties', 'gradle.properties', 'app.properties']),
            'hcl': lambda: pick(['main.tf', 'providers.tf', 'modules/app/main.tf']),
            'tfvars': lambda: pick(['terraform.tfvars', 'prod.auto.tfvars', 'envs/staging.tfvars']),
            'xml': lambda: pick(['Web.config', 'App.config', 'config/integrations.xml']),
            'dockerfile': lambda: pick(['Dockerfile', 'docker/Dockerfile.worker', 'Dockerfile.dev']),
            'compose': lambda: pick(['docker-compose.yml', 'compose.override.yaml', 'docker-compose.prod.yml']),
            'k8s': lambda: pick(['k8s/deployment.yaml', 'deploy/base/deployment.yaml', 'manifests/worker.yaml']),
            'k8s_secret': lambda: pick(['k8s/secret.yaml', 'deploy/overlays/prod/secret.yaml']),
            'gha': lambda: pick(['.github/workflows/deploy.yml', '.github/workflows/ci.yaml', '.github/workflows/release.yml']),
            'gitlab': lambda: '.gitlab-ci.yml',
            'python': lambda: pick(['settings.py', 'app/config.py', 'scripts/backfill.py', 'notebooks/explore.py']),
            'js': lambda: pick(['src/lib/client.js', 'server/config.ts', 'scripts/seed.mjs', 'next.config.js']),
            'go': lambda: pick(['internal/config/config.go', 'cmd/worker/main.go']),
            'java': lambda: pick(['src/main/java/com/acme/Config.java', 'PaymentClient.java']),
            'kotlin': lambda: pick(['app/src/main/java/com/acme/Keys.kt', 'BuildConfig.kt']),
            'ruby': lambda: pick(['config/initializers/integrations.rb', 'config/application.rb']),
            'php': lambda: pick(['config/services.php', 'wp-config.php', 'config.php']),
            'rust': lambda: pick(['src/config.rs', 'src/main.rs']), 'csharp': lambda: pick(['Settings.cs', 'Program.cs']),
            'swift': lambda: pick(['Sources/App/Secrets.swift', 'Config.swift']),
            'powershell': lambda: pick(['deploy.ps1', 'profile.ps1']), 'cmd': lambda: pick(['run.bat', 'setenv.cmd']),
            'systemd': lambda: pick(['/etc/systemd/system/app.service', 'deploy/worker.service']),
            'ansible': lambda: pick(['group_vars/all.yml', 'host_vars/web01.yml', 'roles/app/defaults/main.yml']),
            'helm': lambda: pick(['charts/app/values-prod.yaml', 'values.staging.yaml']),
            'gradle': lambda: pick(['gradle.properties', 'local.properties']),
            'table': lambda: pick(['docs/runbook.md', 'docs/wiki/integrations.md', 'NOTES.md']),
            'log': lambda: pick(['logs/app.log', '/var/log/app/worker.log', 'ci-job.log', 'logs/debug.log']),
            'prose': lambda: pick(['docs/handover.md', 'HANDOVER.md', 'docs/onboarding.md'])}


def fmt_ok(fmt, values):
    bad = FMT_BAD.get(fmt, '')
    return all(not unsafe(v, bad) for v in values)


def choose_kv_fmt(values, allowed=None):
    opts = [f for f in (allowed or KV_FORMATS) if fmt_ok(f, values)]
    return pick(opts) if opts else 'log'


def auth_headers(auth, vals):
    """-> (list of (header, value) lines, curl -u string or None, extra listed secrets)"""
    extra = []
    if isinstance(auth, str):
        auth = (auth,)
    kind = auth[0]
    if kind == 'bearer':
        return [('Authorization', f'Bearer {vals[0]}')], None, extra
    if kind == 'header':
        return [(auth[1], vals[0])], None, extra
    if kind == 'scheme':
        sch = auth[1]
        if sch == '':
            return [('Authorization', vals[0])], None, extra
        sep = '' if sch.endswith('=') else ' '
        return [('Authorization', f'{sch}{sep}{vals[0]}')], None, extra
    if kind in ('header_pair', 'header_pair2'):
        return [(auth[1], vals[0]), (auth[2], vals[1])], None, extra
    if kind in ('basic', 'basic_pair', 'basic_whole'):
        if kind == 'basic':
            user = vals[0] if auth[1] is None else auth[1]
            pw = vals[0] if auth[2] is None else auth[2]
        elif kind == 'basic_pair':
            user, pw = vals[0], vals[1]
        else:
            user, pw = vals[0].split(':', 1)
        up = f'{user}:{pw}'
        blob = b64s(up)
        extra.append(blob)
        return [('Authorization', f'Basic {blob}')], up, extra
    raise ValueError(auth)


MODEL_BY_HOST = {'openai.com': 'gpt-4o-mini', 'anthropic.com': 'claude-3-5-haiku-latest', 'groq.com': 'llama-3.1-8b-instant',
                 'mistral.ai': 'mistral-small-latest', 'deepseek.com': 'deepseek-chat', 'moonshot.cn': 'moonshot-v1-8k',
                 'bigmodel.cn': 'glm-4-flash', 'perplexity.ai': 'sonar', 'x.ai': 'grok-2-latest',
                 'openrouter.ai': 'openai/gpt-4o-mini', 'together.xyz': 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
                 'fireworks.ai': 'accounts/fireworks/models/llama-v3p1-8b-instruct', 'aliyuncs.com': 'qwen-plus',
                 'azure.com': 'gpt-4o', 'amazonaws.com': 'anthropic.claude-3-haiku', 'yandex.net': 'yandexgpt-lite'}


def http_body_for(url):
    if 'chat/completions' in url or '/messages' in url or 'converse' in url or 'completion' in url:
        model = next((m for h, m in MODEL_BY_HOST.items() if h in url), 'gpt-4o-mini')
        if 'ably.io' in url:
            return json.dumps({'name': 'status', 'data': 'shipped'})
        return json.dumps({'model': model, 'messages': [{'role': 'user', 'content': 'ping'}], 'max_tokens': 16})
    if 'mail' in url or 'send' in url:
        return json.dumps({'to': email(), 'subject': 'test', 'text': 'hello'})
    return ''


def render_http(style, spec, vals):
    """request-style snippet using the vendor's auth scheme. -> (text, extra_listed)"""
    auth, url = spec['auth'], spec['url']
    if isinstance(auth, tuple) and auth[0] == 'query':
        sep = '&' if '?' in url else '?'
        full = f'{url}{sep}{auth[1]}={vals[0]}'
        if style == 'python':
            return f'resp = requests.get("{full}", timeout=10)\nprint(resp.status_code, resp.text[:200])', []
        if style == 'log':
            return f'{iso_ts()} INFO http GET {full} -> {pick([200, 401, 403, 429])} ({ri(40, 900)}ms)', []
        return f'curl -s "{full}" | jq .', []
    hdrs, up, extra = auth_headers(auth, vals)
    body = http_body_for(url)
    method = 'POST' if body else 'GET'
    u = urllib.parse.urlsplit(url)
    path = u.path + (('?' + u.query) if u.query else '')
    if style == 'curl':
        parts = [f'curl -sS{" -X POST" if body else ""} "{url}"']
        if up is not None and chance(0.6):
            parts.append(f'-u "{up}"')
            extra = []
        else:
            parts += [f'-H "{h}: {v}"' for h, v in hdrs]
        if body:
            parts += ['-H "Content-Type: application/json"', f"-d '{body}'"]
        return ' \\\n  '.join(parts), extra
    if style == 'raw':
        lines = [f'{method} {path} HTTP/1.1', f'Host: {u.netloc}'] + [f'{h}: {v}' for h, v in hdrs]
        lines.append(pick(['Accept: application/json', 'User-Agent: python-requests/2.32.3', 'User-Agent: axios/1.7.7']))
        if body:
            lines += ['Content-Type: application/json', f'Content-Length: {len(body)}', '', body]
        return '\n'.join(lines), extra
    if style == 'httpie':
        if up is not None:
            return f'http -a "{up}" {method} {url}', []
        return f'http {method} {url} ' + ' '.join(f"'{h}:{v}'" for h, v in hdrs), extra
    if style == 'python':
        if up is not None:
            user, pw = up.split(':', 1)
            return f'resp = requests.{method.lower()}(\n    "{url}",\n    auth=("{user}", "{pw}"),\n    timeout=10,\n)', []
        h = ', '.join(f'"{k}": "{v}"' for k, v in hdrs)
        return f'resp = requests.{method.lower()}(\n    "{url}",\n    headers={{{h}}},\n    timeout=10,\n)', extra
    if style == 'js':
        h = ', '.join(f"'{k}': '{v}'" for k, v in hdrs)
        return f"const res = await fetch('{url}', {{\n  method: '{method}',\n  headers: {{ {h} }},\n}});", extra
    if style == 'go':
        return f'req, _ := http.NewRequest("{method}", "{url}", body)\n' + '\n'.join(
            f'req.Header.Set("{k}", "{v}")' for k, v in hdrs), extra
    if style == 'log':
        h = ', '.join(f"'{k}': '{v}'" for k, v in hdrs)
        return (f'{iso_ts()} DEBUG urllib3.connectionpool: {method} {path} headers={{{h}, '
                f"'Accept': '*/*'}} -> {pick(['401', '403', '200', '429', '500'])}"), extra
    raise ValueError(style)


PAIR_AUTH = ('basic_pair', 'header_pair', 'header_pair2')


def http_order(spec, vals):
    """single-value auth schemes carry the first *listed* item; pair schemes keep the declared order"""
    a = spec['auth']
    kind = a if isinstance(a, str) else a[0]
    if kind in PAIR_AUTH:
        return list(vals)
    flags = [it[2] for it in spec['items']]
    order = [i for i, f_ in enumerate(flags) if f_] + [i for i, f_ in enumerate(flags) if not f_]
    return [vals[i] for i in order]


HTTP_STYLES = ['curl', 'curl', 'curl', 'raw', 'httpie', 'python', 'js', 'go', 'log']


# ---------------------------------------------------------------------------
# 5. generic secret material: passwords, passphrases, keys, codes
# ---------------------------------------------------------------------------
NAMES_EN = ['Bella', 'Max', 'Luna', 'Charlie', 'Oliver', 'Daisy', 'Rocky', 'Milo', 'Coco', 'Buster', 'Jasper', 'Nala']
NAMES_KO_ROM = ['Minji', 'Seojun', 'Jiwoo', 'Hayoon', 'Doyun', 'Yuna', 'Siwoo', 'Eunji', 'Jihoon', 'Sora']
WORDS = ['maple', 'orbit', 'tundra', 'velvet', 'canyon', 'lantern', 'pepper', 'harbor', 'glacier', 'meadow', 'cobalt',
         'falcon', 'saffron', 'walnut', 'ember', 'quartz', 'thistle', 'marble', 'willow', 'comet', 'juniper', 'basalt',
         'nectar', 'cinder', 'sparrow', 'lagoon', 'pylon', 'ferret', 'mosaic', 'pebble', 'violet', 'rocket', 'tulip',
         'anchor', 'bramble', 'cactus', 'dynamo', 'fjord', 'gravel', 'hazel', 'igloo', 'jigsaw', 'kettle', 'lemon']
KO_WORDS = ['사랑해', '우리집', '강아지', '행복하자', '고양이', '바다', '하늘', '봄날', '서울', '부산', '초코', '보리',
            '김민준', '이서연', '박지훈', '최유나', '토끼', '해바라기', '별빛', '무지개', '회사', '관리자', '개발팀', '여름휴가']
SYMS = '!@#%^*-_=+.?~'


def pw_human():
    t = ri(0, 6)
    if t == 0:
        return pick(NAMES_EN + NAMES_KO_ROM) + str(ri(1985, 2024)) + pick('!@#.?')
    if t == 1:
        return pick(['Spring', 'Summer', 'Autumn', 'Winter']) + str(ri(2019, 2025)) + pick('!@#$')
    if t == 2:
        w = pick(WORDS)
        return w.capitalize() + pick(['_', '-', '.', '']) + str(ri(10, 9999)) + pick(['!', '#', '', '!!'])
    if t == 3:
        return pick(ORGS).capitalize() + '@' + str(ri(2018, 2025)) + pick(['', '!', '#1'])
    if t == 4:
        leet = {'a': '4', 'e': '3', 'i': '1', 'o': '0', 's': '$'}
        w = pick(WORDS) + pick(WORDS)
        return ''.join(leet.get(c, c) if chance(0.5) else c for c in w).capitalize() + str(ri(1, 99))
    if t == 5:
        return pick(['qwer', 'asdf', 'zxcv', '1q2w3e', 'qazwsx']) + str(ri(1000, 9999)) + pick(['!', '!@', '!@#', '#'])
    return pick(NAMES_KO_ROM).lower() + pick(['0', '']) + str(ri(101, 1231)) + pick(['!', '*', '^^'])


def pw_korean_keyboard():
    w = pick(KO_WORDS)
    if chance(0.4):
        w += pick(KO_WORDS)
    return hangul_to_qwerty(w) + pick(['', str(ri(1, 9999)), str(ri(1990, 2024))]) + pick(['', '!', '!!', '@', '^^', '#'])


def pw_hangul():
    return pick(KO_WORDS) + pick(KO_WORDS) + str(ri(10, 2024)) + pick(['', '!', '*'])


def pw_strong(n=None):
    n = n or ri(14, 28)
    while True:
        s = rs(ALNUM + SYMS, n)
        if any(c in SYMS for c in s) and any(c.isdigit() for c in s):
            return s


def pw_passphrase():
    k = ri(3, 5)
    sep = pick(['-', '-', '.', '_', ' '])
    ws = sample(WORDS, k)
    if chance(0.5):
        ws.insert(ri(0, k), str(ri(2, 99)))
    return sep.join(ws)


def pw_pronounceable():
    def syl():
        return pick('bdfgkmnprstvz') + pick('aeiou') + pick('bdfgkmnprstvz') + pick('aeiou')
    return '-'.join(syl().capitalize() for _ in range(ri(2, 3))) + '-' + str(ri(10, 99))


PW_STYLES = [('human', pw_human), ('human', pw_human), ('korean-keyboard', pw_korean_keyboard),
             ('strong random', pw_strong), ('passphrase', pw_passphrase), ('pronounceable', pw_pronounceable),
             ('hangul', pw_hangul)]


def password(style=None, url_safe=False):
    """-> (style, password)"""
    for _ in range(100):
        if style:
            fn = dict(PW_STYLES)[style]
            st = style
        else:
            st, fn = pick(PW_STYLES)
        pw = fn()
        if len(pw) < 8:
            continue
        if url_safe and (' ' in pw or any(ord(c) > 127 for c in pw)):
            continue
        return st, pw
    raise RuntimeError('password')


BIP39ISH = ['abandon', 'ability', 'absorb', 'access', 'actor', 'adapt', 'afford', 'agent', 'alarm', 'album', 'alley',
            'almost', 'amateur', 'anchor', 'angle', 'antique', 'apart', 'arena', 'armor', 'arrow', 'artist', 'auction',
            'autumn', 'avocado', 'badge', 'balcony', 'bamboo', 'banner', 'barrel', 'beach', 'behave', 'bicycle', 'blanket',
            'blossom', 'border', 'bounce', 'bracket', 'brisk', 'bubble', 'cabin', 'cactus', 'canal', 'canvas', 'carbon',
            'castle', 'cattle', 'cereal', 'chalk', 'cherry', 'citizen', 'clever', 'cliff', 'coconut', 'comic', 'copper',
            'coral', 'cradle', 'crater', 'cruise', 'curtain', 'dawn', 'debris', 'denial', 'desert', 'dinosaur', 'dolphin',
            'donkey', 'dragon', 'drift', 'eager', 'eagle', 'echo', 'elbow', 'ember', 'enrich', 'escape', 'estate',
            'fabric', 'famous', 'fatigue', 'festival', 'fiber', 'flame', 'fossil', 'frozen', 'gadget', 'galaxy', 'garlic',
            'giraffe', 'glimpse', 'goddess', 'gospel', 'gravity', 'habit', 'harvest', 'hazard', 'hobby', 'hover',
            'humble', 'icon', 'illness', 'impulse', 'inmate', 'island', 'ivory', 'jaguar', 'jelly', 'jungle', 'kernel',
            'kidney', 'kitten', 'ladder', 'lava', 'lizard', 'lobster', 'lunar', 'magnet', 'mammal', 'marble', 'meadow',
            'mention', 'mimic', 'monkey', 'mosquito', 'muffin', 'napkin', 'neutral', 'noodle', 'nuclear', 'oblige',
            'olive', 'orbit', 'oyster', 'paddle', 'panther', 'parrot', 'pepper', 'pilot', 'pioneer', 'planet', 'pond',
            'puzzle', 'quantum', 'rabbit', 'radar', 'raven', 'recycle', 'ribbon', 'rocket', 'saddle', 'salmon', 'satoshi',
            'scatter', 'shadow', 'shrimp', 'siren', 'slogan', 'spider', 'squirrel', 'stadium', 'sunset', 'swallow',
            'tackle', 'tennis', 'thunder', 'timber', 'tomato', 'tornado', 'trophy', 'tunnel', 'turtle', 'umbrella',
            'unveil', 'uphold', 'vacuum', 'valley', 'velvet', 'violin', 'volcano', 'walnut', 'warrior', 'whisper',
            'wisdom', 'wolf', 'yellow', 'zebra']


def seed_phrase(n=12):
    return ' '.join(pick(BIP39ISH) for _ in range(n))


def totp_seed(n=32):
    return rs(B32, n)


def github_recovery_codes(k):
    return [f'{rs(HEX, 5)}-{rs(HEX, 5)}' for _ in range(k)]


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xff])


def pem_lines(der, width=64):
    b = base64.b64encode(der).decode()
    return [b[i:i + width] for i in range(0, len(b), width)]


def ec_p256_pkcs8():
    der = (bytes.fromhex('308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420') + rbytes(32)
           + bytes.fromhex('a14403420004') + rbytes(64))
    return 'PRIVATE KEY', pem_lines(der)


def ec_p256_sec1():
    der = (bytes.fromhex('307702010104') + b'\x20' + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a14403420004')
           + rbytes(64))
    return 'EC PRIVATE KEY', pem_lines(der)


def ed25519_pkcs8():
    der = bytes.fromhex('302e020100300506032b657004220420') + rbytes(32)
    return 'PRIVATE KEY', pem_lines(der)


def rsa_pkcs1_partial(nlines):
    der = bytes.fromhex('308204a40201000282010100') + b'\x00' + rbytes(255) + bytes.fromhex('0203010001028201') + rbytes(900)
    return 'RSA PRIVATE KEY', pem_lines(der)[:nlines]


def rsa_pkcs8_partial(nlines):
    der = (bytes.fromhex('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100') + b'\x00'
           + rbytes(255) + bytes.fromhex('0203010001') + rbytes(900))
    return 'PRIVATE KEY', pem_lines(der)[:nlines]


def _ssh_str(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519():
    pub = rbytes(32)
    blob = _ssh_str(b'ssh-ed25519') + _ssh_str(pub)
    chk = rbytes(4)
    comment = f'{pick(USERS)}@{pick(["laptop", "ci-runner", "bastion", "macbook"])}'.encode()
    priv = chk + chk + _ssh_str(b'ssh-ed25519') + _ssh_str(pub) + _ssh_str(rbytes(32) + pub) + _ssh_str(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    data = (b'openssh-key-v1\x00' + _ssh_str(b'none') + _ssh_str(b'none') + _ssh_str(b'') + (1).to_bytes(4, 'big')
            + _ssh_str(blob) + _ssh_str(priv))
    return 'OPENSSH PRIVATE KEY', pem_lines(data, 70)


def openvpn_static_key(nlines):
    return [rs(HEX, 32) for _ in range(nlines)]


def ssh_pub_ed25519(comment=None):
    blob = _ssh_str(b'ssh-ed25519') + _ssh_str(rbytes(32))
    return 'ssh-ed25519 ' + base64.b64encode(blob).decode() + ' ' + (comment or f'{pick(USERS)}@{pick(["laptop", "ci", "bastion"])}')


def ssh_pub_rsa(comment=None):
    blob = _ssh_str(b'ssh-rsa') + _ssh_str(b'\x01\x00\x01') + _ssh_str(b'\x00' + rbytes(256))
    return 'ssh-rsa ' + base64.b64encode(blob).decode() + ' ' + (comment or f'{pick(USERS)}@{pick(["laptop", "ci", "bastion"])}')


def ssh_fp():
    return 'SHA256:' + base64.b64encode(rbytes(32)).decode().rstrip('=')


def wg_key():
    return b64(32)


# ---------------------------------------------------------------------------
# 6. prose pools
# ---------------------------------------------------------------------------
FENCE_LANG = {'env': 'dotenv', 'export': 'bash', 'yaml': 'yaml', 'json': 'json', 'toml': 'toml', 'ini': 'ini',
              'properties': 'properties', 'hcl': 'hcl', 'tfvars': 'hcl', 'xml': 'xml', 'dockerfile': 'dockerfile',
              'compose': 'yaml', 'k8s': 'yaml', 'k8s_secret': 'yaml', 'gha': 'yaml', 'gitlab': 'yaml', 'python': 'python',
              'js': 'js', 'go': 'go', 'java': 'java', 'kotlin': 'kotlin', 'ruby': 'ruby', 'php': 'php', 'rust': 'rust',
              'csharp': 'csharp', 'swift': 'swift', 'powershell': 'powershell', 'cmd': 'bat', 'systemd': 'ini',
              'ansible': 'yaml', 'helm': 'yaml', 'gradle': 'properties', 'curl': 'bash', 'raw': 'http', 'httpie': 'bash',
              'log': '', 'table': '', 'prose': '', 'text': '', 'sh': 'bash', 'sql': 'sql', 'conf': ''}


def fence(snip, fmt='text'):
    if fmt in ('prose', 'table'):
        return snip
    r = R.random()
    if r < 0.45:
        return f'```{FENCE_LANG.get(fmt, "")}\n{snip}\n```'
    if r < 0.6 and '\n' in snip:
        return '\n'.join('    ' + ln for ln in snip.split('\n'))
    return snip


ERRS_EN = ['401 Unauthorized', '403 Forbidden', '"invalid_api_key"', 'invalid_auth', 'AuthenticationError',
           'SignatureDoesNotMatch', '{"error":"unauthorized"}', 'InvalidClientTokenId', 'token expired',
           '"message": "Bad credentials"', 'permission denied', 'HTTP 401 (no body)']
ERRS_KO = ['401 Unauthorized', '403', '인증 실패', '"invalid_api_key"', 'AuthenticationError', '권한 없음 에러',
           'SignatureDoesNotMatch', '토큰 만료 에러', 'invalid_auth', '"Bad credentials"']

V_MC_EN = [
    "Didn't know where {proj} loads its {vendor} {what} from. It's hardcoded in `{file}`:\n{snip}",
    "The {svc} in {proj} kept getting {err} from {vendor}. Turned out `{file}` still had this:\n{snip}",
    "Nobody told me {proj} reads {vendor} credentials from `{file}` rather than the secret store. Current contents:\n{snip}",
    "I didn't have the {env} {vendor} config, so I copied what the deploy uses ({file}):\n{snip}",
    "Missing piece was the {vendor} {what} for {env}. {person} pasted it in the thread:\n{snip}",
    "`{file}` isn't mentioned in the README, but the {svc} won't start without it:\n{snip}",
    "Had to reproduce the {vendor} call by hand to see the real error ({err}):\n{snip}",
    "The handover doc for {proj} skipped the {vendor} setup entirely; this is what I found in `{file}`:\n{snip}",
    "Couldn't work out why local runs hit the {env} {vendor} account until I read `{file}`:\n{snip}",
    "There are two {vendor} configs in {proj}; the one actually loaded is `{file}`:\n{snip}",
    "Failing request copied from the {svc} logs:\n{snip}\nResponse: {err}",
    "{vendor} integration was moved into {proj} last sprint and no one updated the docs. Working config:\n{snip}",
    "{snip}\n^ this is what `{file}` had. I did not know the {svc} reads it on every deploy.",
    "Context I lacked: {proj} talks to {vendor} directly, not through the gateway. From `{file}`:\n{snip}",
    "I assumed the {vendor} key came from CI variables. It doesn't:\n{snip}",
]
V_MC_KO = [
    "{proj}에서 {vendor} {what} 값을 어디서 읽는지 몰랐음. `{file}`에 하드코딩 되어 있었음:\n{snip}",
    "{svc} 서비스가 {vendor} 호출에서 계속 {err} 남. 알고 보니 `{file}`에 예전 값이 남아 있었음:\n{snip}",
    "{proj} 프로젝트가 secret manager가 아니라 `{file}`에서 {vendor} credential을 읽는다는 걸 아무도 안 알려줌. 현재 내용:\n{snip}",
    "{env} {vendor} 설정이 없어서 배포에서 쓰는 값을 그대로 가져옴 ({file}):\n{snip}",
    "{vendor} {what} 값이 필요했는데 {person}이 스레드에 붙여주심:\n{snip}",
    "README에 `{file}` 얘기가 전혀 없는데, 이거 없으면 {svc} 서비스가 안 뜸:\n{snip}",
    "실제 에러({err}) 보려고 {vendor} 호출을 직접 재현해 봄:\n{snip}",
    "인수인계 문서에 {vendor} 세팅이 통째로 빠져 있었음. `{file}`에서 찾은 내용:\n{snip}",
    "로컬에서 돌리는데 왜 {env} {vendor} 계정으로 붙는지 한참 헤맴. `{file}` 보고 알았음:\n{snip}",
    "{proj}에 {vendor} 설정이 두 군데 있는데 실제로 로드되는 건 `{file}` 쪽임:\n{snip}",
    "{svc} 로그에 찍힌 실패 요청 그대로 복사:\n{snip}\n응답: {err}",
    "지난 스프린트에 {vendor} 연동이 {proj}로 옮겨왔는데 문서 업데이트가 안 됨. 동작하는 설정:\n{snip}",
    "{snip}\n↑ `{file}` 내용임. {svc} 서비스가 배포할 때마다 이걸 읽는 줄 몰랐음.",
    "몰랐던 것: {proj} 프로젝트는 gateway 안 거치고 {vendor} API를 직접 호출함. `{file}` 발췌:\n{snip}",
    "{vendor} 키가 CI 변수에서 오는 줄 알았는데 아니었음:\n{snip}",
]
V_MC_NOSNIP_EN = [
    "Didn't know the {svc} in {proj} calls {vendor} at startup; without the key it just hangs on boot.",
    "Nobody mentioned that {env} uses a separate {vendor} account from prod.",
    "Spent a while on {err} from {vendor} before realising the {svc} was reading a stale `{cfg}`.",
    "The {vendor} integration in {proj} has no docs at all; I had to read the client code to find the config keys.",
    "I was missing which {vendor} account the {env} environment is tied to.",
]
V_MC_NOSNIP_KO = [
    "{proj}의 {svc} 서비스가 기동할 때 {vendor} API를 호출한다는 걸 몰랐음. 키 없으면 부팅에서 그냥 멈춤.",
    "{env}가 prod랑 다른 {vendor} 계정을 쓴다는 걸 아무도 얘기 안 해줌.",
    "{vendor}에서 {err} 나서 한참 봤는데, {svc} 서비스가 오래된 `{cfg}` 파일을 읽고 있었던 거였음.",
    "{proj}의 {vendor} 연동은 문서가 아예 없어서 client 코드 읽고 설정 키를 찾아냄.",
    "{env} 환경이 어느 {vendor} 계정에 묶여 있는지 몰랐음.",
]
V_LS_EN = [
    "{vendor} settings for {env} live in `{cfg}`; restart the {svc} after editing, it only reads them at boot.",
    "When {vendor} returns {err}, check which key the {svc} actually loaded before debugging the payload.",
    "`{cfg}` overrides whatever is in the secret manager, so edits elsewhere are silently ignored.",
    "The {what} is per environment; the {env} one is rejected by prod.",
    "Run `make smoke-{svc}` after touching any integration config; it calls {vendor} once and fails fast.",
    "{vendor} clients in {proj} are created once in the entrypoint, so config changes need a rolling restart.",
    "Keys should not live in the repo at all; this one needs rotating and moving to the secret store.",
    "",
]
V_LS_KO = [
    "{env}용 {vendor} 설정은 `{cfg}`에 있음. 수정 후엔 {svc} 재시작해야 반영됨 (부팅 시에만 읽음).",
    "{vendor} API가 {err} 주면 payload 보기 전에 {svc} 서비스가 실제로 어떤 키를 로드했는지부터 확인할 것.",
    "`{cfg}` 파일이 secret manager 값을 덮어씀. 다른 데서 고쳐봐야 소용없음.",
    "{what} 값은 환경별로 다름. {env} 키로는 prod 호출이 거절됨.",
    "연동 설정 건드리면 `make smoke-{svc}` 꼭 돌리기. {vendor} 한 번 호출해보고 바로 실패 여부 알려줌.",
    "{proj}의 {vendor} client는 entrypoint에서 한 번만 만들어짐. 설정 바꾸면 rolling restart 필요.",
    "키가 repo에 있으면 안 됨. 이 키는 rotate 하고 secret store로 옮겨야 함.",
    "",
]
V_LS_SNIP_EN = [
    "What finally worked in `{cfg}`:\n{snip}",
    "Fixed by setting it explicitly:\n{snip}",
    "The {svc} needs exactly this, otherwise it falls back to the {env} defaults:\n{snip}",
    "Check the value the {svc} really sees; in my case it was\n{snip}\nnot the one in the wiki.",
]
V_LS_SNIP_KO = [
    "최종적으로 동작한 `{cfg}` 설정:\n{snip}",
    "명시적으로 넣어주니 해결됨:\n{snip}",
    "{svc}에 정확히 이 값이 있어야 함. 없으면 {env} 기본값으로 fallback 됨:\n{snip}",
    "{svc} 서비스가 실제로 보는 값을 확인할 것. 내 경우엔\n{snip}\n였고 위키에 있는 값이 아니었음.",
]
V_LS_HTTP_EN = [
    "For next time, the call that succeeded:\n{snip}",
    "Smoke test that proves the key works (from `{cfg}`):\n{snip}",
    "Once the right key was in place this returned 200:\n{snip}",
]
V_LS_HTTP_KO = [
    "다음에 참고할 성공한 호출:\n{snip}",
    "키가 동작하는지 확인하는 smoke test (`{cfg}`):\n{snip}",
    "올바른 키로 바꾸니 이 요청이 200 나옴:\n{snip}",
]
V_ASK_EN = [
    "Where should the {vendor} {what} for {env} live: `{cfg}` or the secret manager?",
    "Who owns the {vendor} account for {proj}, and how do I get access?",
    "Is there a sandbox {vendor} key I should use instead of the {env} one?",
    "Which file does the {svc} read its {vendor} config from?",
    "Does rotating the {vendor} key require a redeploy of the {svc}?",
    "",
    "",
]
V_ASK_KO = [
    "{env} {vendor} {what} 값은 `{cfg}` 파일이랑 secret manager 중 어디에 두는 게 맞나요?",
    "{proj}의 {vendor} 계정 담당자가 누구고 권한은 어떻게 받나요?",
    "{env} 말고 sandbox용 {vendor} 키가 따로 있나요?",
    "{svc} 서비스는 {vendor} 설정을 어느 파일에서 읽나요?",
    "{vendor} 키 rotate 하면 {svc} 재배포도 해야 하나요?",
    "",
    "",
]
V_ASK_INLINE_EN = [
    "Is `{inline}` still the active {vendor} {what}, or was it rotated?",
    "Should I keep using {inline} for {env}, or is there a newer key?",
    "Can you confirm {name}={inline} is the {env} value?",
    "Is {inline} the key {person} meant, or the old one?",
]
V_ASK_INLINE_KO = [
    "`{inline}` 이 키 아직 유효한가요, 아니면 rotate 됐나요?",
    "{env}에서는 계속 {inline} 써도 되나요?",
    "{name}={inline} 이게 {env} 값 맞나요?",
    "{person}이 말한 키가 {inline} 맞나요, 아니면 예전 키인가요?",
]


def noise(lang, kinds=(0, 1, 2, 3, 4, 5)):
    """extra context an agent tends to paste: stack traces, command output.  never contains credentials."""
    k = pick(list(kinds))
    if k == 0:
        t = (f'Traceback (most recent call last):\n  File "/app/{pick(["worker", "api", "jobs"])}/{pick(["sync", "client", "tasks"])}.py", line {ri(20, 400)}, in run\n'
             f'    resp.raise_for_status()\n  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status\n'
             f'    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: {pick(["401 Client Error: Unauthorized", "403 Client Error: Forbidden"])} for url: https://{pick(["api", "gw"])}.example.com/v1/sync')
    elif k == 1:
        t = '\n'.join([f'NAME{" " * 30}READY   STATUS             RESTARTS      AGE'] + [
            f'{proj()}-{hx(10)}-{rs(LOALNUM, 5)}{" " * 4}{pick(["0/1", "1/1"])}     {pick(["CrashLoopBackOff", "Running", "Error"]):<18} {ri(0, 40)} ({ri(1, 59)}m ago)   {ri(1, 30)}d'
            for _ in range(ri(2, 4))])
    elif k == 2:
        t = (f'    at processTicksAndRejections (node:internal/process/task_queues:95:5)\n'
             f'    at async Client.request (/app/node_modules/{pick(["axios", "undici", "got"])}/lib/core.js:{ri(100, 900)}:{ri(5, 40)})\n'
             f'    at async sync (/app/dist/jobs/sync.js:{ri(10, 200)}:{ri(3, 30)}) {{\n  status: {pick([401, 403])},\n  code: \'ERR_BAD_REQUEST\'\n}}')
    elif k == 3:
        t = (f'=========================== short test summary info ============================\n'
             f'FAILED tests/integration/test_{pick(["billing", "webhooks", "auth", "export"])}.py::test_{pick(["roundtrip", "refund", "signature", "retry"])} - AssertionError\n'
             f'=================== 1 failed, {ri(40, 400)} passed, {ri(0, 9)} skipped in {ri(5, 90)}.{ri(10, 99)}s ===================')
    elif k == 4:
        t = (f'Exception in thread "main" org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized\n'
             f'\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:{ri(90, 120)})\n'
             f'\tat com.{pick(ORGS).replace("-", "")}.integration.Client.call(Client.java:{ri(30, 300)})')
    else:
        t = (f'$ git status --short\n M {pick(["config", "deploy", "src"])}/{pick(["settings.yml", "values.yaml", "app.ts"])}\n'
             f'?? {pick(["tmp/", "notes.md", ".env.bak"])}\n$ git log -1 --format=%h\n{hx(7)}')
    head = L(lang, pick(['Related output:', 'For reference:', 'What I saw before that:', 'Earlier in the session:']),
             pick(['관련 출력:', '참고:', '그 전에 본 것:', '세션 초반에 본 출력:']))
    return f'{head}\n{t}'


def maybe_noise(text, lang, p=0.3, limit=1024, kinds=(0, 1, 2, 3, 4, 5)):
    if chance(p):
        extra = '\n\n' + noise(lang, kinds)
        if utf8len(text + extra) <= limit:
            return text + extra
    return text


# ---------------------------------------------------------------------------
# 7. secret notes built from vendor specs
# ---------------------------------------------------------------------------
def mkctx(lang, vendor='', what=''):
    c = {'proj': proj(), 'svc': pick(SERVICES), 'env': pick(ENVS),
         'person': pick(PEOPLE_EN if lang == 'en' else PEOPLE_KO),
         'err': pick(ERRS_EN if lang == 'en' else ERRS_KO), 'vendor': vendor, 'what': what,
         'file': path_env(), 'name': '', 'inline': '', 'snip': ''}
    c['cfg'] = c['file']
    return c


def fill(tpl, c, **kw):
    d = dict(c)
    d.update(kw)
    return tpl.format(**d)


def L(lang, en, ko):
    return en if lang == 'en' else ko


def gen_values(spec):
    disp, listed, per_item = [], [], []
    for name, gen, is_listed in spec['items']:
        x = gen()
        if isinstance(x, tuple):
            v, parts = x
        else:
            v, parts = x, [x]
        disp.append(v)
        per_item.append(parts if is_listed else [])
        if is_listed:
            listed += parts
    return disp, listed, per_item


HTTP_FILES = ['scripts/smoke.sh', 'docs/runbook.md', 'Makefile', 'tools/check_integration.py', 'docs/debugging.md',
              'postman_collection.json', 'bin/healthcheck', 'docs/incidents/2025-10.md']


VARIANT_COUNTS = {
    'g_db_url': 8,
    'g_cli_pw_flags': 7,
    'g_cred_files': 5,
    'g_pem': 6,
    'g_totp': 3,
    'g_recovery': 5,
    'g_special_keys': 3,
    'g_app_secret': 11,
    'g_cookie': 7,
    'g_signed_url': 4,
    'g_bootstrap_admin': 5,
    'g_webhook': 7,
    'g_url_creds': 5,
    'g_registry_files': 6,
    'g_app_passwords': 3,
    'g_network': 4,
    'g_ops_inline': 4,
    'g_crypto_key': 4,
    'c_masked': 5,
    'c_lock': 4,
    'c_reqids': 4,
    'c_ssh_pub': 3,
    'c_oauth_ids': 4,
    'c_stripe_ids': 3,
    'c_nonsecret_ids': 3,
    'c_b64': 4,
    'c_fake': 4,
    'c_key_ids': 4,
}


_DECKS = {}


def variant(name, n):
    """spread a template's sub-variants evenly: shuffled deck per template, refilled when empty"""
    assert VARIANT_COUNTS.get(name) == n, name
    deck = _DECKS.setdefault(name, [])
    if not deck:
        deck.extend(range(n))
        R.shuffle(deck)
    return deck.pop()


def note(lang, kind, category, mc, ls, ask, secrets):
    out = []
    for s_ in secrets:
        if s_ not in out:
            out.append(s_)
    return {'lang': lang, 'kind': kind, 'category': category,
            'fields': {'missing_context': mc, 'lesson': ls, 'ask_next_time': ask}, 'secrets': out}


V_MC_LOG_EN = [
    "The {svc} dumps its settings at start-up, so `{file}` contains:\n{snip}",
    "Found this in `{file}` while chasing {err}:\n{snip}",
    "Debug logging was left on in {env}; `{file}` shows:\n{snip}",
]
V_MC_LOG_KO = [
    "{svc} 서비스가 기동할 때 설정을 통째로 로그에 찍음. `{file}` 내용:\n{snip}",
    "{err} 추적하다가 `{file}`에서 발견:\n{snip}",
    "{env}에 debug 로그가 켜져 있었음. `{file}`:\n{snip}",
]
V_MC_DOC_EN = [
    "The runbook `{file}` keeps the {vendor} credentials in plain text:\n{snip}",
    "Only `{file}` mentions the {vendor} setup for {proj}:\n{snip}",
]
V_MC_DOC_KO = [
    "런북 `{file}`에 {vendor} credential이 평문으로 적혀 있음:\n{snip}",
    "{proj}의 {vendor} 세팅 얘기는 `{file}`에만 있음:\n{snip}",
]


HTTP_ONLY_MARKS = ['request', 'call by hand', '요청', '호출을 직접']


def mc_pool(lang, fmtname):
    E = lang == 'en'
    if fmtname == 'log':
        return V_MC_LOG_EN if E else V_MC_LOG_KO
    if fmtname in ('table', 'prose'):
        return V_MC_DOC_EN if E else V_MC_DOC_KO
    pool = V_MC_EN if E else V_MC_KO
    if fmtname in HTTP_STYLES:
        return pool
    return [t for t in pool if not any(m in t for m in HTTP_ONLY_MARKS)]


def vendor_note(spec, lang):
    c = mkctx(lang, spec['vendor'], spec['what'])
    vals, listed, per_item = gen_values(spec)
    pairs = [(it[0], v) for it, v in zip(spec['items'], vals)]
    n_listed_items = sum(1 for p_ in per_item if p_)
    use_http = bool(spec['auth']) and chance(0.45)
    if use_http:
        fmtname = pick(HTTP_STYLES)
        snip, extra = render_http(fmtname, spec, http_order(spec, vals))
        if extra:   # Basic header: only the base64 blob is visible
            listed = [x for x in listed if x in snip] + extra
        c['file'] = pick(HTTP_FILES)
    else:
        fmtname = choose_kv_fmt(vals)
        snip = render_kv(fmtname, pairs, slug(spec['vendor']), c)
        c['file'] = FMT_FILE[fmtname]()
    c['cfg'] = c['file'] if fmtname not in ('log', 'table', 'prose') and not use_http else path_env()
    # placement
    r = R.random()
    longest = max(len(v) for v in vals)
    single_idx = [i for i, p_ in enumerate(per_item) if p_]
    can_inline = n_listed_items == 1 and len(vals[single_idx[0]]) <= 220 and not use_http
    can_split = len(pairs) >= 2 and not use_http
    can_cut = n_listed_items == 1 and len(pairs) == 1 and longest >= 70 and per_item[0] == [vals[0]]
    can_diff = n_listed_items == 1 and len(pairs) == 1 and per_item[0] == [vals[0]] and not use_http
    if can_diff and R.random() < 0.12:
        placement = 'diff'
    elif can_cut and r < 0.3:
        placement = 'cut'
    elif can_split and r < 0.40:
        placement = 'split'
    elif can_inline and r < 0.35:
        placement = 'ask'
    elif can_inline and r < 0.52:
        placement = 'both'
    elif r < 0.70:
        placement = 'mc'
    else:
        placement = 'lesson'
    E = lang == 'en'
    ask = fill(pick(V_ASK_EN if E else V_ASK_KO), c)
    if placement == 'mc':
        mc = fill(pick(mc_pool(lang, fmtname)), c, snip=fence(snip, fmtname))
        ls = fill(pick(V_LS_EN if E else V_LS_KO), c)
    elif placement == 'lesson':
        mc = fill(pick(V_MC_NOSNIP_EN if E else V_MC_NOSNIP_KO), c)
        pool = (V_LS_HTTP_EN if E else V_LS_HTTP_KO) if use_http else (V_LS_SNIP_EN if E else V_LS_SNIP_KO)
        ls = fill(pick(pool), c, snip=fence(snip, fmtname))
    elif placement in ('ask', 'both'):
        i = single_idx[0]
        inl = dict(name=pairs[i][0], inline=vals[i])
        ask = fill(pick(V_ASK_INLINE_EN if E else V_ASK_INLINE_KO), c, **inl)
        if placement == 'ask':
            mc = fill(pick(V_MC_NOSNIP_EN if E else V_MC_NOSNIP_KO), c)
        else:
            mc = fill(pick(mc_pool(lang, fmtname)), c, snip=fence(snip, fmtname))
        ls = fill(pick(V_LS_EN if E else V_LS_KO), c)
    elif placement == 'diff':
        old = vals[0]
        new = gen_values(spec)[0][0]
        name = pairs[0][0]
        f_ = path_env()
        c['cfg'] = f_
        d = (f'diff --git a/{f_} b/{f_}\n--- a/{f_}\n+++ b/{f_}\n@@ -{ri(1, 30)},{ri(3, 5)} +{ri(1, 30)},{ri(3, 5)} @@\n'
             f' {"=".join(pick(FILLER_ENV))}\n-{name}={old}\n+{name}={new}')
        fmtname = 'diff'
        listed = [old, new]
        mc = fill(pick(["The {vendor} {what} was rotated in {env} but the {svc} still used the old one. The commit that changed it:\n{snip}",
                        "Didn't know the {vendor} key is versioned in git. Last change to `{cfg}`:\n{snip}"] if E else
                       ["{env}에서 {vendor} {what} 값을 rotate 했는데 {svc} 서비스는 예전 값을 계속 씀. 값을 바꾼 커밋:\n{snip}",
                        "{vendor} 키가 git으로 관리되는 줄 몰랐음. `{cfg}` 마지막 변경:\n{snip}"]), c, snip=fence(d, 'text'))
        ls = fill(pick(V_LS_EN if E else V_LS_KO), c)
    elif placement == 'split':
        first, rest = pairs[:1], pairs[1:]
        mc = fill(pick([
            "The {vendor} {what} for {proj} is split between two places. First half, from `{file}`: {n0}={v0}",
            "{person} gave me the {vendor} id first ({n0}={v0}); the rest came later, see lesson.",
            "Was missing the {env} {vendor} credentials. `{n0}` is {v0}",
        ] if E else [
            "{proj}의 {vendor} {what} 값이 두 군데 나뉘어 있음. `{file}`에 있는 앞부분: {n0}={v0}",
            "{person}이 {vendor} id부터 줌 ({n0}={v0}). 나머지는 lesson 참고.",
            "{env} {vendor} credential이 없었음. `{n0}` 값은 {v0}",
        ]), c, n0=first[0][0], v0=first[0][1])
        restsnip = render_kv(choose_kv_fmt([v for _, v in rest], ['env', 'export', 'yaml', 'json', 'prose', 'ini']),
                             rest, slug(spec['vendor']), c)
        ls = fill(pick(["The matching value is in the vault item, pasted here so I don't lose it:\n{snip}",
                        "Second half (from {person}):\n{snip}\nBoth are needed or the SDK signs requests wrong.",
                        "Together with the id above it needs:\n{snip}"] if E else
                       ["짝이 되는 값은 vault 항목에 있음. 잊어버릴까봐 여기 붙여둠:\n{snip}",
                        "나머지 절반 ({person}이 줌):\n{snip}\n둘 다 있어야 SDK가 서명을 제대로 함.",
                        "위 id랑 같이 이게 필요함:\n{snip}"]), c, snip=restsnip)
    else:  # cut: one long token wrapped across two fields
        v = vals[0]
        k = ri(max(12, len(v) // 3), len(v) - 12)
        a, b = v[:k], v[k:]
        listed = [a, b]
        mc = fill(pick(["The {vendor} {what} in `{file}` got wrapped when I copied it from the terminal. First line:\n{a}",
                        "{person} sent the {vendor} token in two messages; the first one was\n{a}"] if E else
                       ["`{file}`의 {vendor} {what} 값을 터미널에서 복사하다가 줄바꿈으로 잘림. 첫 줄:\n{a}",
                        "{person}이 {vendor} 토큰을 메시지 두 개로 나눠 보냄. 첫 번째:\n{a}"]), c, a=a)
        ls = fill(pick(["...and the continuation:\n{b}\nJoin them without the newline, otherwise {err}.",
                        "Second part: {b} (no space between the two parts)."] if E else
                       ["이어지는 부분:\n{b}\n줄바꿈 없이 붙여야 함. 안 그러면 {err}.",
                        "두 번째 부분: {b} (두 부분 사이 공백 없음)."]), c, b=b)
    mc = maybe_noise(mc, lang, 0.3)
    cat = f'{fmtname}: {spec["what"]} ({placement}) [{spec["vendor"]}]'
    return note(lang, 'secret', cat, mc, ls, ask, listed)


MULTI_FMTS = ['env', 'env', 'env', 'export', 'compose', 'k8s_secret', 'gha', 'gitlab', 'powershell', 'systemd',
              'dockerfile', 'table', 'log']


def multi_vendor_note(specs, lang):
    c = mkctx(lang)
    pairs, listed, vendors = [], [], []
    for sp in specs:
        vals, lst, _ = gen_values(sp)
        pairs += [(it[0], v) for it, v in zip(sp['items'], vals)]
        listed += lst
        vendors.append(sp['vendor'])
    fmtname = choose_kv_fmt([v for _, v in pairs], MULTI_FMTS)
    if fmtname == 'log':
        snip = '$ printenv | sort\n' + '\n'.join(f'{k}={v}' for k, v in sorted(pairs + filler(ri(1, 3))))
    else:
        snip = render_kv(fmtname, pairs, 'app', c)
    c['file'] = FMT_FILE[fmtname]()
    E = lang == 'en'
    mc = fill(pick([
        "The {svc} of {proj} has every provider key baked into `{file}`; nobody told me that's where they come from:\n{snip}",
        "CI printed the whole environment when the deploy step failed (debug step left on):\n{snip}",
        "Copied the {env} env from {person} to get {proj} running locally:\n{snip}",
        "I didn't know which integrations {proj} needs. The full list, from `{file}`:\n{snip}",
    ] if E else [
        "{proj}의 {svc} 서비스는 모든 외부 서비스 키를 `{file}`에 박아두고 씀. 아무도 말 안 해줌:\n{snip}",
        "deploy 단계 실패할 때 CI가 환경변수를 전부 찍어버림 (debug step 켜져 있었음):\n{snip}",
        "로컬에서 {proj} 띄우려고 {person}한테 {env} env 받아서 그대로 씀:\n{snip}",
        "{proj} 프로젝트가 어떤 연동을 쓰는지 몰랐음. `{file}` 전체 목록:\n{snip}",
    ]), c, snip=fence(snip, fmtname if fmtname != 'log' else 'sh'))
    ls = fill(pick(["Provider keys are loaded only from `{file}`; the Helm values are ignored.",
                    "These need to move to the secret manager and be rotated; the file is in git history.",
                    "Local dev works with just these {n} variables; the rest have defaults.",
                    ""] if E else
                   ["외부 서비스 키는 `{file}`에서만 로드됨. Helm values는 무시됨.",
                    "전부 secret manager로 옮기고 rotate 해야 함. git history에 남아 있음.",
                    "로컬 개발은 이 {n}개 변수만 있으면 됨. 나머지는 기본값 있음.",
                    ""]), c, n=len(pairs))
    ask = fill(pick(["Which of these keys are shared with prod?", "Is there a per-developer set of sandbox keys?",
                     "Who rotates these when someone leaves the team?", ""] if E else
                    ["이 키들 중 prod랑 공유하는 게 있나요?", "개발자별 sandbox 키 세트가 따로 있나요?",
                     "팀원 퇴사하면 이 키들은 누가 rotate 하나요?", ""]), c)
    cat = f'{fmtname}: several providers in one file [{", ".join(vendors)}]'
    return note(lang, 'secret', cat, mc, ls, ask, listed)


# ---------------------------------------------------------------------------
# 8. generic secret templates (passwords, keys, codes, cookies, signed URLs...)
# ---------------------------------------------------------------------------
GENERIC = []   # (name, fn(lang) -> note)


def generic(name, weight=1):
    def deco(fn):
        GENERIC.append((name, fn, weight))
        return fn
    return deco


def std_ask(lang, c):
    return fill(pick([
        "Where is the {env} credential supposed to come from, so I don't have to ask {person} again?",
        "Is there a documented way to get these credentials without pasting them around?",
        "Who can rotate this, and should I open a ticket for it?",
        "Which vault path holds the {env} values for {proj}?", "", ""] if lang == 'en' else [
        "{env} credential은 어디서 받아야 {person}한테 다시 안 물어봐도 되나요?",
        "credential을 이렇게 붙여넣지 않고 받는 공식 방법이 있나요?",
        "이거 rotate는 누가 할 수 있나요? 티켓 열어야 하나요?",
        "{proj}의 {env} 값은 vault 어느 경로에 있나요?", "", ""]), c)


@generic('shell: mysql -p attached password', 2)
def g_mysql_cli(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    h, u, db = host('db'), pick(USERS), pick(DBNAMES)
    cmd = f"mysql -h {h} -P 3306 -u {u} -p'{pw}' {db} -e 'SELECT COUNT(*) FROM orders;'"
    out = f"mysql: [Warning] Using a password on the command line interface can be insecure.\n+----------+\n| COUNT(*) |\n+----------+\n| {ri(1000, 99999):>8} |\n+----------+"
    mc = fill(L(lang, "Didn't know the {env} replica only accepts the `{u}` user. What finally worked:\n{snip}",
                "{env} replica가 `{u}` 계정만 받는다는 걸 몰랐음. 결국 이렇게 접속함:\n{snip}"), c, u=u,
              snip=fence(f'$ {cmd}\n{out}', 'sh'))
    ls = L(lang, 'Use the read replica for counts; the primary has a 5s statement timeout.',
           '카운트 쿼리는 read replica에서. primary는 statement timeout이 5초임.')
    return note(lang, 'secret', f'shell: mysql -p attached password ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('url: database URL with password', 4)
def g_db_url(lang):
    c = mkctx(lang)
    st, pw = password()
    enc = pct(pw)
    u, h, db = pick(USERS), host('db'), pick(DBNAMES)
    scheme = ['postgresql', 'postgres', 'mysql', 'mongodb+srv', 'redis', 'amqps', 'clickhouse', 'mssql'][variant('g_db_url', 8)]
    if scheme == 'mongodb+srv':
        url = f'mongodb+srv://{u}:{enc}@cluster0.{rs(LOALNUM, 5)}.mongodb.net/{db}?retryWrites=true&w=majority'
    elif scheme == 'redis':
        url = f'redis://{pick(["default", ""])}:{enc}@{host("cache")}:6379/{ri(0, 5)}'
    elif scheme == 'amqps':
        url = f'amqps://{u}:{enc}@{host("mq")}:5671/{pick(["%2F", "orders", "events"])}'
    elif scheme == 'clickhouse':
        url = f'clickhouse://{u}:{enc}@{host("ch")}:9440/{db}?secure=true'
    elif scheme == 'mssql':
        url = f'mssql://{u}:{enc}@{host("sql")}:1433/{db}?encrypt=true'
    else:
        url = f'{scheme}://{u}:{enc}@{h}:{5432 if scheme.startswith("postgres") else 3306}/{db}' + pick(['', '?sslmode=require', '?sslmode=verify-full', '?charset=utf8mb4'])
    name = pick(['DATABASE_URL', 'DB_URL', 'SQLALCHEMY_DATABASE_URI', 'REDIS_URL' if scheme == 'redis' else 'DB_DSN', 'MONGO_URI' if 'mongo' in scheme else 'PRIMARY_DSN'])
    fmtname = choose_kv_fmt([url], ['env', 'yaml', 'json', 'export', 'compose', 'k8s', 'python', 'log', 'ini', 'toml'])
    snip = render_kv(fmtname, [(name, url)], 'database', c)
    secrets = [enc]
    show_raw = enc != pw and chance(0.4)
    mc = fill(L(lang, "The {svc} couldn't connect because the password has special characters; it has to be percent-encoded in the URL. Config now:\n{snip}",
                "비밀번호에 특수문자가 있어서 {svc} 서비스가 DB에 못 붙었음. URL에서는 percent-encoding 해야 함. 현재 설정:\n{snip}")
              if enc != pw else
              L(lang, "Nobody told me the {env} {scheme} instance moved. New connection string from {person}:\n{snip}",
                "{env} {scheme} 인스턴스가 옮겨간 걸 몰랐음. {person}이 준 새 connection string:\n{snip}"),
              c, scheme=scheme, snip=fence(snip, fmtname))
    if show_raw:
        ls = fill(L(lang, "Raw password is {pw}; in the URL it must appear encoded, otherwise the driver splits at the wrong '@' or ':'.",
                    "원래 비번은 {pw} 인데 URL에는 인코딩된 형태로 넣어야 함. 안 그러면 driver가 '@'나 ':'에서 잘못 자름."), c, pw=pw)
        secrets.append(pw)
    else:
        ls = L(lang, 'Always percent-encode credentials in connection URLs (urllib.parse.quote with safe="").',
               'connection URL의 credential은 항상 percent-encode 할 것 (urllib.parse.quote, safe="").') if enc != pw else \
            L(lang, 'Connection strings for {env} are rotated quarterly; check the date in the vault entry first.'.format(**c),
              '{env} connection string은 분기마다 바뀜. vault 항목의 날짜부터 확인할 것.'.format(**c))
    return note(lang, 'secret', f'{fmtname}: {scheme} URL with password ({st}{", encoded" if enc != pw else ""})',
                mc, ls, std_ask(lang, c), secrets)


@generic('jdbc/ado: connection string with password', 2)
def g_jdbc(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    while ';' in pw or '&' in pw:
        st, pw = password(url_safe=True)
    h, u, db = host('db'), pick(USERS), pick(DBNAMES)
    kind = ri(0, 3)
    if kind == 0:
        s = f'jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=true&serverTimezone=Asia/Seoul'
        key = 'spring.datasource.url'
    elif kind == 1:
        s = f'Server=tcp:{h},1433;Initial Catalog={db};User ID={u};Password={pw};Encrypt=True;TrustServerCertificate=False;'
        key = 'ConnectionStrings__Default'
    elif kind == 2:
        s = f'jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}&ssl=true'
        key = 'JDBC_URL'
    else:
        s = f'Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={db};Uid={u};Pwd={pw};'
        key = 'ODBC_CONNECTION'
    mc = fill(L(lang, "Stack trace from the {svc} start-up, which prints the full connection string:\n{snip}",
                "{svc} 서비스 기동 시 stack trace에 connection string이 통째로 찍힘:\n{snip}"), c,
              snip=fence(f'Caused by: java.sql.SQLException: Access denied for user \'{u}\'@\'10.0.{ri(0, 255)}.{ri(1, 254)}\'\n'
                         f'    at com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:{ri(400, 500)})\n'
                         f'    ... config {key}={s}' if chance(0.5) else f'{key}={s}', 'text'))
    ls = L(lang, 'The pool logs the URL at DEBUG; keep that logger at INFO in shared environments.',
           'pool이 DEBUG 레벨에서 URL을 찍음. 공유 환경에서는 해당 logger를 INFO로 둘 것.')
    return note(lang, 'secret', f'jdbc/odbc: connection string password ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('prose: password in chat-like sentence', 4)
def g_pw_chat(lang):
    c = mkctx(lang)
    st, pw = password()
    what_en = pick(['the staging Grafana admin', 'the shared QA test account', 'the old Jenkins admin', 'the Synology NAS',
                    'the office router admin page', 'the RabbitMQ management UI', 'the pgAdmin on the bastion',
                    'the Keycloak master realm admin', 'the Metabase superuser'])
    what_ko = pick(['스테이징 Grafana admin', '공용 QA 테스트 계정', '예전 Jenkins admin', '사무실 NAS', '사무실 공유기 관리자 페이지',
                    'RabbitMQ management UI', 'bastion에 있는 pgAdmin', 'Keycloak master realm admin', 'Metabase 슈퍼유저'])
    u = pick(['admin', 'root', 'qa01', 'ops', 'superuser', 'manager'])
    mc = fill(pick([
        "Couldn't log in to {w}. {person} said in chat: \"user is {u}, password {pw}\" and that it's in nobody's vault.",
        "{person}: the password for {w} is {pw} (user `{u}`). I didn't know that account existed.",
        "Missing: access to {w}. Got it from {person} over DM — login {u} / {pw}.",
    ] if lang == 'en' else [
        "{w} 로그인이 안 됐음. {person}이 채팅으로 \"아이디 {u}, 비번 {pw}\"라고 알려줌. vault에는 없다고 함.",
        "{person}: {w} 비밀번호는 {pw} 에요 (계정 `{u}`). 이런 계정이 있는 줄 몰랐음.",
        "{w} 접근 권한이 없었음. {person}한테 DM으로 받음 — {u} / {pw}",
    ]), c, w=what_en if lang == 'en' else what_ko, u=u, pw=pw)
    ls = fill(L(lang, 'Shared admin accounts are not in the vault; ask {person} and move them there.',
                '공용 admin 계정은 vault에 없음. {person}한테 물어보고 vault로 옮길 것.'), c)
    return note(lang, 'secret', f'prose: shared admin password in chat ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('diff: old and new password', 2)
def g_pw_diff(lang):
    c = mkctx(lang)
    st, old = password(url_safe=True)
    new = old[:-2] + rs(DG, 2) if chance(0.4) and len(old) >= 10 else password(st, url_safe=True)[1]
    if new == old:
        new = old + '9'
    key = pick(['DB_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD', 'spring.datasource.password', 'ldap.bind.password',
                'KEYSTORE_PASSWORD'])
    sep = '=' if '.' not in key else '='
    d = f'--- a/{c["file"]}\n+++ b/{c["file"]}\n@@ -{ri(3, 40)},3 +{ri(3, 40)},3 @@\n LOG_LEVEL=info\n-{key}{sep}{old}\n+{key}{sep}{new}\n TZ=Asia/Seoul'
    mc = fill(L(lang, "The {env} password was rotated on {d} but only one of the two env files got updated:\n{snip}",
                "{env} 비밀번호가 {d}에 바뀌었는데 env 파일 두 개 중 하나만 수정됐었음:\n{snip}"), c, d=date_s(), snip=fence(d, 'diff'))
    ls = L(lang, 'grep for the old value across all env files after a rotation.',
           'rotate 후에는 모든 env 파일에서 예전 값을 grep 해볼 것.')
    return note(lang, 'secret', f'diff: old and new password ({st})', mc, ls, std_ask(lang, c), [old, new])


@generic('shell: sshpass / ldapsearch / keytool password flags', 3)
def g_cli_pw_flags(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    while "'" in pw:
        st, pw = password(url_safe=True)
    h = host('bastion')
    k = variant('g_cli_pw_flags', 7)
    cmds = [f"sshpass -p '{pw}' ssh -p 2222 {pick(USERS)}@{h} 'sudo systemctl restart {proj()}'",
            f"ldapsearch -x -H ldaps://ldap.{pick(DOMAINS)} -D 'cn=svc-ldap,ou=services,dc=acme,dc=io' -w '{pw}' -b 'ou=people,dc=acme,dc=io' '(uid=kim*)'",
            f"keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore app.jks -deststorepass '{pw}'",
            f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:'{pw}'",
            f"docker login registry.{pick(DOMAINS)} -u {pick(USERS)} -p '{pw}'",
            f"redis-cli -h {host('cache')} -p 6380 --tls -a '{pw}' INFO replication",
            f"net use \\\\fs01\\deploy /user:CORP\\svc_backup '{pw}' /persistent:no"]
    cmd = cmds[k]
    tool = ['sshpass', 'ldapsearch', 'keytool', 'openssl pkcs12', 'docker login', 'redis-cli -a', 'net use'][k]
    mc = fill(L(lang, "I didn't know which flags {tool} needs in the non-interactive deploy script. Working line from shell history:\n{snip}",
                "비대화형 배포 스크립트에서 {tool}에 어떤 플래그가 필요한지 몰랐음. shell history에서 찾은 동작하는 명령:\n{snip}"),
              c, tool=tool, snip=fence('$ ' + cmd, 'sh'))
    ls = L(lang, 'Pass the secret through an env var or a file descriptor instead; the command line ends up in history and `ps`.',
           'secret은 env var나 파일로 넘길 것. 커맨드라인에 쓰면 history랑 `ps`에 그대로 남음.')
    return note(lang, 'secret', f'shell: {tool} password flag ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('config: .pgpass / my.cnf / .netrc / .git-credentials', 3)
def g_cred_files(lang):
    c = mkctx(lang)
    k = variant('g_cred_files', 5)
    if k == 0:
        st, pw = password(url_safe=True)
        while ':' in pw:
            st, pw = password(url_safe=True)
        body, f, sec = f'{host("db")}:5432:{pick(DBNAMES)}:{pick(USERS)}:{pw}', '~/.pgpass', [pw]
    elif k == 1:
        st, pw = password(url_safe=True)
        body, f, sec = f'[client]\nhost={host("db")}\nuser={pick(USERS)}\npassword="{pw}"', '~/.my.cnf', [pw]
    elif k == 2:
        st, tok = 'heroku api key', uuid4()
        body, f, sec = f'machine api.heroku.com\n  login {email()}\n  password {tok}\nmachine git.heroku.com\n  login {email()}\n  password {tok}', '~/.netrc', [tok]
    elif k == 3:
        st, tok = 'github pat', 'ghp_' + an(36)
        body, f, sec = f'https://{pick(USERS)}:{tok}@github.com', '~/.git-credentials', [tok]
    else:
        st, tok = 'gitlab pat', 'glpat-' + rs(B64U, 20)
        body, f, sec = f'https://oauth2:{tok}@gitlab.{pick(DOMAINS)}', '~/.git-credentials', [tok]
    mc = fill(L(lang, "The CI runner image has a baked-in `{f}`, which is why clones worked without any token variable:\n{snip}",
                "CI runner 이미지에 `{f}` 파일이 구워져 있어서 토큰 변수 없이도 clone이 됐던 거였음:\n{snip}"),
              c, f=f, snip=fence(body, 'text'))
    ls = L(lang, 'Rebuild the runner image without credential files and inject them per job.',
           'credential 파일 없이 runner 이미지 다시 빌드하고 job마다 주입할 것.')
    return note(lang, 'secret', f'config: {f} ({st})', mc, ls, std_ask(lang, c), sec)


@generic('json: docker config.json auth blob', 2)
def g_docker_auth(lang):
    c = mkctx(lang)
    u = pick(USERS)
    reg = pick(['https://index.docker.io/v1/', f'registry.{pick(DOMAINS)}', 'ghcr.io', f'{acct_id()}.dkr.ecr.ap-northeast-2.amazonaws.com'])
    if reg == 'ghcr.io':
        pw = 'ghp_' + an(36)
    elif 'ecr' in reg:
        u = 'AWS'
        pw = 'eyJwYXlsb2FkIjoi' + rs(B64, ri(300, 400))
    else:
        pw = password(url_safe=True)[1]
    blob = b64s(f'{u}:{pw}')
    body = json.dumps({'auths': {reg: {'auth': blob}}, 'credsStore': ''}, indent=2)
    mc = fill(L(lang, "Pulls from {reg} worked on the build box but not in the pod. The box has this in ~/.docker/config.json:\n{snip}",
                "빌드 서버에서는 {reg} pull이 되는데 pod에서는 안 됐음. 빌드 서버 ~/.docker/config.json 내용:\n{snip}"),
              c, reg=reg, snip=fence(body, 'json'))
    ls = L(lang, 'The auth field is just base64(user:password); treat the file as a secret and use an imagePullSecret instead.',
           'auth 필드는 그냥 base64(user:password)임. 파일 자체를 secret으로 취급하고 imagePullSecret을 쓸 것.')
    return note(lang, 'secret', 'json: docker config.json auth (base64 user:password)', mc, ls, std_ask(lang, c), [blob])


@generic('http: Basic auth header for internal service', 2)
def g_basic_header(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    u = pick(USERS)
    blob = b64s(f'{u}:{pw}')
    h = host('api')
    req = f'GET /internal/v1/{pick(["reports", "exports", "health/deep", "metrics"])} HTTP/1.1\nHost: {h}\nAuthorization: Basic {blob}\nAccept: application/json'
    mc = fill(L(lang, "Didn't know the internal endpoints on {h} need Basic auth. Request that worked (copied from the browser devtools):\n{snip}",
                "{h} 내부 endpoint에 Basic auth가 필요한 걸 몰랐음. 브라우저 devtools에서 복사한 성공 요청:\n{snip}"),
              c, h=h, snip=fence(req, 'raw'))
    secrets = [blob]
    ls = L(lang, 'Basic auth is per-environment; staging and prod use different users.',
           'Basic auth 계정은 환경마다 다름. staging이랑 prod 계정이 다름.')
    if chance(0.4):
        ls = fill(L(lang, "It decodes to {u}:{pw}; the user is shared by all internal tools.",
                    "디코딩하면 {u}:{pw} 임. 내부 툴들이 전부 이 계정을 공유함."), c, u=u, pw=pw)
        secrets.append(pw)
    return note(lang, 'secret', f'http: Basic auth header ({st})', mc, ls, std_ask(lang, c), secrets)


@generic('pem: private key body lines', 4)
def g_pem(lang):
    c = mkctx(lang)
    k = variant('g_pem', 6)
    if k == 0:
        label, lines = ec_p256_pkcs8()
        what = pick(['App Store Connect API key (AuthKey_*.p8)', 'APNs auth key (.p8)', 'ES256 JWT signing key'])
    elif k == 1:
        label, lines = ec_p256_sec1()
        what = pick(['TLS key for the internal CA', 'webhook signing key'])
    elif k == 2:
        label, lines = ed25519_pkcs8()
        what = pick(['Ed25519 token-signing key', 'license signing key'])
    elif k == 3:
        label, lines = openssh_ed25519()
        what = pick(['deploy key for the infra repo', 'bastion SSH key', 'CI SSH key'])
    elif k == 4:
        label, lines = rsa_pkcs1_partial(ri(3, 8))
        what = pick(['GitHub App private key', 'SAML signing key', 'legacy RSA deploy key'])
    else:
        label, lines = rsa_pkcs8_partial(ri(3, 8))
        what = pick(['service account key', 'JWT RS256 signing key', 'Snowflake key-pair auth key'])
    full = k <= 3
    body = '\n'.join(lines)
    pem = f'-----BEGIN {label}-----\n{body}\n' + ('' if full else '...\n') + f'-----END {label}-----'
    purpose_en = 'to reach the servers from my machine' if label == 'OPENSSH PRIVATE KEY' else 'to sign requests locally'
    purpose_ko = '내 PC에서 서버 접속하려고' if label == 'OPENSSH PRIVATE KEY' else '로컬에서 요청 서명하려고'
    mc = fill(L(lang, "Needed the {what} {pe}. {person} pasted it{part}:\n{snip}",
                "{pk} {what} 필요했음. {person}이 붙여줌{part}:\n{snip}"), c, what=what, pe=purpose_en, pk=purpose_ko,
              part=L(lang, '' if full else ' (first lines only, the rest was cut off)', '' if full else ' (앞부분만, 나머지는 잘림)'),
              snip=fence(pem, 'text'))
    ls = L(lang, 'Keys like this belong in the secret manager as a file mount, never in notes or chat.',
           '이런 키는 secret manager에 파일 마운트로 둬야 함. 노트나 채팅에 붙이면 안 됨.')
    return note(lang, 'secret', f'pem: {label} body lines ({what})', mc, ls, std_ask(lang, c), lines)


@generic('json: GCP service account key file', 2)
def g_gcp_sa(lang):
    c = mkctx(lang)
    label, lines = rsa_pkcs8_partial(ri(2, 5))
    proj_id = f'{pick(ORGS)}-{pick(["prod", "data", "ml", "platform"])}-{ri(100, 999)}'
    sa = f'{pick(["etl-runner", "ci-deployer", "bq-reader", "firebase-adminsdk-" + rs(LOALNUM, 5)])}@{proj_id}.iam.gserviceaccount.com'
    pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...'
    body = ('{\n  "type": "service_account",\n  "project_id": "' + proj_id + '",\n  "private_key_id": "' + hx(40)
            + '",\n  "private_key": "' + pk + '",\n  "client_email": "' + sa + '",\n  "client_id": "' + digits(21) + '",\n  ...\n}')
    mc = fill(L(lang, "The BigQuery export job authenticates with a key file committed under `secrets/`. Top of the file:\n{snip}",
                "BigQuery export job이 `secrets/` 아래 커밋된 key 파일로 인증하고 있었음. 파일 앞부분:\n{snip}"), c,
              snip=fence(body, 'json'))
    ls = L(lang, 'Switch the job to workload identity; the key file should be deleted and the key disabled.',
           'job을 workload identity로 바꾸고 key 파일은 삭제, 키는 비활성화해야 함.')
    return note(lang, 'secret', 'json: GCP service account private_key lines', mc, ls, std_ask(lang, c), lines)


@generic('totp: MFA seed', 3)
def g_totp(lang):
    c = mkctx(lang)
    seed = totp_seed(pick([16, 32, 32, 52]))
    issuer = pick(['AWS', 'GitHub', 'Cloudflare', 'Google Workspace', 'Toss Payments', 'NCP', 'Okta'])
    acct = email()
    k = variant('g_totp', 3)
    if k == 0:
        shown = f'otpauth://totp/{pct(issuer)}:{acct}?secret={seed}&issuer={pct(issuer)}&algorithm=SHA1&digits=6&period=30'
        sec = seed
    elif k == 1:
        sec = ' '.join(seed[i:i + 4] for i in range(0, len(seed), 4)).lower()
        shown = sec
    else:
        sec = seed
        shown = seed
    mc = fill(L(lang, "The shared {iss} root account has MFA, and I didn't know the seed is kept in the team notes. {person} gave me: {s}",
                "공용 {iss} root 계정에 MFA가 걸려 있는데 seed를 팀 노트에 보관하는 줄 몰랐음. {person}이 준 값: {s}"),
              c, iss=issuer, s=shown)
    ls = L(lang, 'Register the seed in your own authenticator, then we should move the account to hardware keys.',
           '각자 authenticator에 seed 등록하면 됨. 근데 이 계정은 하드웨어 키로 옮겨야 함.')
    return note(lang, 'secret', f'totp: MFA seed ({["otpauth URI", "grouped lowercase", "raw base32"][k]})', mc, ls,
                std_ask(lang, c), [sec])


@generic('codes: recovery / backup codes', 3)
def g_recovery(lang):
    c = mkctx(lang)
    k = variant('g_recovery', 5)
    if k == 0:
        codes = github_recovery_codes(ri(4, 10))
        svc = 'GitHub org owner'
    elif k == 1:
        codes = [f'{rs(DG, 4)} {rs(DG, 4)}' for _ in range(ri(4, 10))]
        svc = 'Google Workspace super admin'
    elif k == 2:
        codes = [rs(LOALNUM, 10) for _ in range(ri(4, 8))]
        svc = pick(['AWS root', 'Atlassian admin', 'Slack primary owner'])
    elif k == 3:
        codes = ['-'.join(rs(UPALNUM, 4) for _ in range(ri(3, 4))) for _ in range(ri(3, 6))]
        svc = pick(['Apple developer account (recovery key)', 'Bitwarden org (recovery code)', 'Proton admin'])
    else:
        codes = [f'{rs(LOALNUM, 5)}-{rs(LOALNUM, 5)}' for _ in range(ri(4, 8))]
        svc = 'npm org owner'
    listing = '\n'.join(codes) if chance(0.6) else ', '.join(codes)
    mc = fill(L(lang, "Locked out of the {s} account after the phone change. {person} sent the recovery codes from the shared doc:\n{snip}",
                "폰 바꾸고 {s} 계정에서 잠김. {person}이 공유 문서에 있던 recovery code 보내줌:\n{snip}"), c, s=svc, snip=listing)
    ls = L(lang, 'Each code works once; cross off the one I used ({u}) and regenerate the set afterwards.',
           '코드는 한 번씩만 쓸 수 있음. 내가 쓴 건({u}) 지우고 나중에 세트 재발급할 것.').format(u=codes[0])
    return note(lang, 'secret', f'codes: recovery codes ({svc})', mc, ls, std_ask(lang, c), codes)


@generic('codes: 1Password secret key / BitLocker recovery key', 2)
def g_special_keys(lang):
    c = mkctx(lang)
    k = variant('g_special_keys', 3)
    if k == 0:
        v = 'A3-' + '-'.join([rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5)])
        what = L(lang, '1Password Secret Key from the emergency kit', '1Password emergency kit의 Secret Key')
        cat = '1Password Secret Key'
    elif k == 1:
        v = '-'.join(rs(DG, 6) for _ in range(8))
        what = L(lang, 'BitLocker recovery key of the build laptop', '빌드용 노트북 BitLocker 복구 키')
        cat = 'BitLocker recovery key'
    else:
        v = seed_phrase(pick([12, 24]))
        what = L(lang, 'seed phrase of the treasury test wallet', '테스트용 treasury 지갑 seed phrase')
        cat = 'wallet seed phrase'
    mc = fill(L(lang, "{person} shared the {w} so I could finish the setup: {v}",
                "세팅 마무리하라고 {person}이 {w} 공유해줌: {v}"), c, w=what, v=v)
    ls = L(lang, 'These never expire on their own; they must be stored offline, not in notes.',
           '이런 건 자동으로 만료되지 않음. 노트 말고 오프라인에 보관해야 함.')
    return note(lang, 'secret', f'codes: {cat}', mc, ls, std_ask(lang, c), [v])


@generic('pin: long PIN / PUK', 2)
def g_pin(lang):
    c = mkctx(lang)
    pin = rs(DG, pick([8, 8, 10, 12]))
    what = pick([('YubiKey PIV PUK', 'YubiKey PIV PUK'), ('HSM partition PIN', 'HSM 파티션 PIN'),
                 ('SIM PUK of the on-call phone', '당직폰 SIM PUK'), ('door-lock master code for the server room', '서버실 도어락 마스터 코드'),
                 ('smartcard PIN for code signing', '코드사이닝 스마트카드 PIN')])
    mc = fill(L(lang, "Got stuck for an hour because nobody had written down the {w}. {person}: it's {p}",
                "{w} 값을 아무도 적어두지 않아서 한 시간 막힘. {person}: {p} 입니다"), c, w=what[0] if lang == 'en' else what[1], p=pin)
    ls = L(lang, 'Three wrong tries lock it, so ask before guessing.', '세 번 틀리면 잠기니까 추측하지 말고 물어볼 것.')
    return note(lang, 'secret', f'pin: {what[0]}', mc, ls, std_ask(lang, c), [pin])


@generic('pw: Korean-keyboard password in prose', 3)
def g_ko_keyboard(lang):
    c = mkctx(lang)
    w = pick(KO_WORDS)
    pw = hangul_to_qwerty(w) + pick([str(ri(1, 9999)), str(ri(1990, 2024)), '']) + pick(['!', '!!', '@', '#', '^^', '*'])
    if len(pw) < 8:
        pw = hangul_to_qwerty(w + pick(KO_WORDS)) + str(ri(10, 99)) + '!'
    what = pick([('the QA tablet', 'QA 태블릿'), ('the NAS admin', 'NAS 관리자'), ('the Windows build VM', '윈도우 빌드 VM'),
                 ('the staging WordPress admin', '스테이징 WordPress 관리자'), ('the shared Figma account', '공용 Figma 계정')])
    mc = fill(L(lang, "Password for {w} is \"{pw}\" — it's the Korean word {kw} typed with the IME in English mode, which is why nobody could guess it.",
                "{w} 비번은 \"{pw}\" 임. 한영키 안 누르고 '{kw}' 친 거라서 아무도 못 맞췄던 것."), c,
              w=what[0] if lang == 'en' else what[1], pw=pw, kw=w)
    ls = L(lang, 'Korean words typed in English mode are still dictionary words; not a strong password.',
           '한영 전환 안 한 한글 단어도 결국 사전 단어임. 강한 비번 아님.')
    return note(lang, 'secret', 'pw: Korean-keyboard password', mc, ls, std_ask(lang, c), [pw])


@generic('pw: passphrase with spaces', 2)
def g_passphrase(lang):
    c = mkctx(lang)
    pp = ' '.join(sample(WORDS, ri(4, 6)))
    what = pick([('the GPG release-signing key', 'GPG 릴리스 서명 키'), ('the encrypted SSH deploy key', '암호화된 SSH deploy key'),
                 ('the restic backup repository', 'restic 백업 저장소'), ('the LUKS volume on the backup server', '백업 서버 LUKS 볼륨'),
                 ('the Android upload keystore', 'Android 업로드 keystore')])
    mc = fill(L(lang, "The release job prompts for the passphrase of {w}; {person} says it's `{pp}`.",
                "릴리스 job이 {w} passphrase를 물어봄. {person} 말로는 `{pp}` 라고 함."), c,
              w=what[0] if lang == 'en' else what[1], pp=pp)
    ls = L(lang, 'Feed it from the CI secret store through a file descriptor, not typed by hand or passed on the command line.',
           'CI secret store에서 파일 디스크립터로 주입할 것. 손으로 치거나 커맨드라인 인자로 넘기지 말고.')
    return note(lang, 'secret', f'pw: passphrase with spaces ({what[0]})', mc, ls, std_ask(lang, c), [pp])


@generic('pw: hangul password', 1)
def g_hangul_pw(lang):
    c = mkctx(lang)
    pw = pw_hangul()
    while len(pw) < 8:
        pw = pw_hangul()
    mc = fill(L(lang, "The kiosk admin app accepts Hangul passwords; the current one is {pw}. Took me an hour to find out the keyboard layout mattered.",
                "키오스크 관리자 앱은 한글 비번도 받음. 지금 비번은 {pw} 임. 키보드 레이아웃 때문에 한 시간 날림."), c, pw=pw)
    ls = L(lang, 'Set the OS input method to Korean before typing it on the kiosk.', '키오스크에서 입력하기 전에 입력기를 한글로 바꿀 것.')
    return note(lang, 'secret', 'pw: Hangul password', mc, ls, std_ask(lang, c), [pw])


@generic('app signing secret (framework)', 5)
def g_app_secret(lang):
    c = mkctx(lang)
    k = variant('g_app_secret', 11)
    opts = [
        ('Django SECRET_KEY', 'settings.py', lambda: 'django-insecure-' + rs(LO + DG + '!@#$%^&*(-_=+)', 50), 'SECRET_KEY = "{v}"'),
        ('Django SECRET_KEY', 'settings/prod.py', lambda: rs(LO + DG + '!@#%^&*(-_=+)', 50), "SECRET_KEY = '{v}'"),
        ('Rails secret_key_base', 'config/secrets.yml', lambda: hx(128), 'production:\n  secret_key_base: {v}'),
        ('Rails master.key', 'config/master.key', lambda: hx(32), '$ cat config/master.key\n{v}'),
        ('Laravel APP_KEY', '.env', lambda: 'base64:' + b64(32), 'APP_KEY={v}'),
        ('NextAuth secret', '.env.local', lambda: b64(32), 'NEXTAUTH_SECRET={v}'),
        ('Flask SECRET_KEY', 'config.py', lambda: hx(48), "SECRET_KEY = '{v}'"),
        ('JWT secret', 'config/jwt.yml', lambda: pick([rs(B64U, 64), pw_strong(32), hx(64)]), 'jwt:\n  secret: "{v}"\n  expires_in: 3600'),
        ('Fernet key', 'airflow.cfg', lambda: b64u(32) + '=', '[core]\nfernet_key = {v}'),
        ('Symfony APP_SECRET', '.env', lambda: hx(32), 'APP_SECRET={v}'),
        ('Phoenix secret_key_base', 'config/prod.secret.exs', lambda: rs(B64U + '+/', 64), 'config :app, AppWeb.Endpoint,\n  secret_key_base: "{v}"'),
    ]
    what, f, gen, tpl = opts[k]
    v = gen()
    snip = tpl.format(v=v)
    mc = fill(L(lang, "Sessions kept getting invalidated after each deploy of {proj}. Cause: the {w} differs per pod. Value in `{f}`:\n{snip}",
                "{proj} 배포할 때마다 세션이 풀림. 원인: pod마다 {w} 값이 다름. `{f}`에 있는 값:\n{snip}"), c, w=what, f=f,
              snip=fence(snip, 'text'))
    ls = L(lang, 'All replicas must share one signing key, injected from the secret store; never regenerate it per build.',
           '모든 replica가 같은 signing key를 써야 하고 secret store에서 주입해야 함. 빌드마다 새로 만들면 안 됨.')
    return note(lang, 'secret', f'config: {what}', mc, ls, std_ask(lang, c), [v])


@generic('http: session cookie', 4)
def g_cookie(lang):
    c = mkctx(lang)
    k = variant('g_cookie', 7)
    if k == 0:
        name, v = 'sessionid', rs(LOALNUM, 32)
    elif k == 1:
        name, v = 'connect.sid', 's%3A' + rs(B64U, 32) + '.' + rs(B64, 43).replace('+', '%2B').replace('/', '%2F')
    elif k == 2:
        name, v = 'PHPSESSID', rs(LOALNUM, 26)
    elif k == 3:
        name, v = 'JSESSIONID', rs(HEXU, 32)
    elif k == 4:
        name, v = '_gitlab_session', hx(32)
    elif k == 5:
        name = 'laravel_session'
        v = b64s(json.dumps({'iv': b64(16), 'value': b64(48), 'mac': hx(64), 'tag': ''}, separators=(',', ':')))
        v = v.replace('=', '%3D')
    else:
        name = '__Secure-next-auth.session-token'
        v = b64us('{"alg":"dir","enc":"A256GCM"}') + '..' + b64u(12) + '.' + b64u(ri(180, 260)) + '.' + b64u(16)
    h = host('app')
    other = f'theme=dark; lang={pick(["ko", "en"])}; _ga=GA1.1.{digits(9)}.{ts_epoch()}'
    if chance(0.5):
        snip = f"curl 'https://{h}/admin/api/exports' -H 'Cookie: {other}; {name}={v}' -H 'Accept: application/json'"
        fmtname = 'curl'
    else:
        snip = f'GET /admin/api/exports HTTP/2\nHost: {h}\nCookie: {name}={v}; {other}\nAccept: application/json'
        fmtname = 'raw'
    mc = fill(L(lang, "The export endpoint has no API auth, only the admin session. I reproduced it by copying the request from devtools:\n{snip}",
                "export endpoint는 API 인증이 없고 admin 세션만 봄. devtools에서 요청 복사해서 재현함:\n{snip}"), c,
              snip=fence(snip, fmtname))
    ls = L(lang, 'The session is valid for 14 days; log out to kill it after testing.',
           '세션이 14일 동안 유효함. 테스트 끝나면 로그아웃해서 만료시킬 것.')
    return note(lang, 'secret', f'http: session cookie {name}', mc, ls, std_ask(lang, c), [v])


@generic('url: cloud signed URL', 4)
def g_signed_url(lang):
    c = mkctx(lang)
    k = variant('g_signed_url', 4)
    bucket = f'{pick(ORGS)}-{pick(["exports", "uploads", "invoices", "backups"])}'
    obj = f'{pick(["reports", "tmp", "exports"])}/{date_s()}/{rs(LOALNUM, 10)}.{pick(["csv", "pdf", "zip", "parquet"])}'
    if k <= 1:
        akid = aws_akid('ASIA' if k == 1 else 'AKIA')
        sig = hx(64)
        reg = pick(REGIONS_AWS)
        url = (f'https://{bucket}.s3.{reg}.amazonaws.com/{obj}?X-Amz-Algorithm=AWS4-HMAC-SHA256'
               f'&X-Amz-Credential={akid}%2F20251126%2F{reg}%2Fs3%2Faws4_request&X-Amz-Date=20251126T{ri(0, 23):02d}{ri(0, 59):02d}00Z'
               f'&X-Amz-Expires={pick([3600, 86400, 604800])}&X-Amz-SignedHeaders=host')
        secrets = [akid, sig]
        if k == 1:
            tok = pct(aws_session_token()[:ri(220, 300)])
            url += f'&X-Amz-Security-Token={tok}'
            secrets.append(tok)
        url += f'&X-Amz-Signature={sig}'
        what = 'S3 presigned URL'
    elif k == 2:
        sig = pct(b64(32))
        url = (f'https://{bucket}.blob.core.windows.net/{obj}?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-12-31T23:59:59Z'
               f'&st=2025-11-01T00:00:00Z&spr=https&sig={sig}')
        secrets = [sig]
        what = 'Azure SAS URL'
    else:
        sig = rs(ALNUM + '-~', 342)
        pol = rs(ALNUM + '-~', 80)
        url = f'https://d{rs(LOALNUM, 13)}.cloudfront.net/{obj}?Expires={ts_epoch()}&Signature={sig}&Key-Pair-Id=K{rs(UPALNUM, 13)}'
        secrets = [sig]
        what = 'CloudFront signed URL'
    mc = fill(L(lang, "Finance couldn't open the export, so {person} sent the link directly:\n{u}",
                "재무팀이 export 파일을 못 열어서 {person}이 링크를 직접 보내줌:\n{u}"), c, u=url)
    ls = L(lang, 'Signed links are bearer credentials until they expire; generate them with a short expiry and do not paste them in tickets.',
           'signed 링크는 만료 전까지 그 자체로 credential임. 만료를 짧게 잡고 티켓에 붙이지 말 것.')
    return note(lang, 'secret', f'url: {what}', mc, ls, std_ask(lang, c), secrets)


@generic('infra: kubeadm join token / certificate key', 2)
def g_kubeadm(lang):
    c = mkctx(lang)
    tok = f'{rs(LOALNUM, 6)}.{rs(LOALNUM, 16)}'
    ca_hash = 'sha256:' + hx(64)
    ip = f'10.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)}'
    cmd = f'kubeadm join {ip}:6443 --token {tok} \\\n    --discovery-token-ca-cert-hash {ca_hash}'
    secrets = [tok]
    if chance(0.5):
        ck = hx(64)
        cmd += f' \\\n    --control-plane --certificate-key {ck}'
        secrets.append(ck)
    mc = fill(L(lang, "Didn't know new nodes must be joined by hand; the join command from `kubeadm token create --print-join-command` was:\n{snip}",
                "새 노드는 수동으로 join 해야 하는 걸 몰랐음. `kubeadm token create --print-join-command` 결과:\n{snip}"), c,
              snip=fence(cmd, 'sh'))
    ls = L(lang, 'Bootstrap tokens expire after 24h by default; the CA cert hash is public and can be reused.',
           'bootstrap token은 기본 24시간 후 만료됨. CA cert hash는 공개 값이라 재사용 가능.')
    return note(lang, 'secret', 'infra: kubeadm join token' + (' + certificate key' if len(secrets) > 1 else ''), mc, ls,
                std_ask(lang, c), secrets)


@generic('infra: WireGuard config with private key', 2)
def g_wireguard(lang):
    c = mkctx(lang)
    priv, peer_pub = wg_key(), wg_key()
    psk = wg_key() if chance(0.5) else None
    conf = (f'[Interface]\nPrivateKey = {priv}\nAddress = 10.{ri(0, 99)}.0.{ri(2, 250)}/32\nDNS = 10.{ri(0, 99)}.0.1\n\n'
            f'[Peer]\nPublicKey = {peer_pub}\n' + (f'PresharedKey = {psk}\n' if psk else '')
            + f'Endpoint = vpn.{pick(DOMAINS)}:51820\nAllowedIPs = 10.0.0.0/8, 172.16.0.0/12')
    mc = fill(L(lang, "I couldn't reach the {env} database from my laptop; the VPN profile {person} sent is:\n{snip}",
                "노트북에서 {env} DB 접속이 안 됐음. {person}이 보내준 VPN 프로필:\n{snip}"), c, snip=fence(conf, 'ini'))
    ls = L(lang, 'Each developer should generate their own key pair; only the public key goes to the server.',
           '개발자마다 키 페어를 따로 만들어야 함. 서버에는 public key만 등록.')
    return note(lang, 'secret', 'infra: WireGuard PrivateKey' + (' + PresharedKey' if psk else ''), mc, ls,
                std_ask(lang, c), [priv] + ([psk] if psk else []))


@generic('infra: OpenVPN static key', 1)
def g_openvpn(lang):
    c = mkctx(lang)
    lines = openvpn_static_key(ri(4, 8))
    body = '#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n' + '\n'.join(lines) + '\n...\n-----END OpenVPN Static key V1-----'
    mc = fill(L(lang, "The site-to-site tunnel also needs the tls-auth key, which isn't in the repo. From the old box (truncated):\n{snip}",
                "site-to-site 터널에 tls-auth 키도 필요한데 repo에 없음. 예전 서버에서 가져온 것 (일부):\n{snip}"), c,
              snip=fence(body, 'text'))
    ls = L(lang, 'ta.key has to match on both ends, direction 0 on the server and 1 on the client.',
           'ta.key는 양쪽이 같아야 함. 서버는 direction 0, 클라이언트는 1.')
    return note(lang, 'secret', 'infra: OpenVPN static key lines', mc, ls, std_ask(lang, c), lines)


@generic('infra: Vault init output (unseal keys + root token)', 1)
def g_vault_init(lang):
    c = mkctx(lang)
    keys = [b64(32) for _ in range(ri(3, 5))]
    root = 'hvs.' + an(24)
    out = '\n'.join(f'Unseal Key {i + 1}: {k}' for i, k in enumerate(keys)) + f'\n\nInitial Root Token: {root}\n\nVault initialized with {len(keys)} key shares and a key threshold of 3.'
    mc = fill(L(lang, "The dev Vault was re-initialised last week and nobody shared the new unseal keys. Output of `vault operator init`:\n{snip}",
                "dev Vault를 지난주에 다시 init 했는데 새 unseal key를 아무도 공유 안 함. `vault operator init` 출력:\n{snip}"),
              c, snip=fence(out, 'text'))
    ls = L(lang, 'Unseal keys should be split between people (or use auto-unseal); the root token should be revoked after setup.',
           'unseal key는 여러 사람에게 나눠야 함 (아니면 auto-unseal). root token은 세팅 후 revoke.')
    return note(lang, 'secret', 'infra: Vault unseal keys + root token', mc, ls, std_ask(lang, c), keys + [root])


@generic('k8s: kubeconfig with token / client key', 2)
def g_kubeconfig(lang):
    c = mkctx(lang)
    cl = f'{pick(["prod", "stg", "dev"])}-{pick(["seoul", "tokyo", "eks", "gke"])}'
    if chance(0.5):
        tok = k8s_sa_jwt() if chance(0.5) else f'kubeconfig-user-{rs(LOALNUM, 5)}:{rs(LOALNUM, 54)}'
        user = f'- name: {cl}-admin\n  user:\n    token: {tok}'
        secrets = [tok if ':' not in tok else tok.split(':', 1)[1]]
        what = 'token'
    else:
        label, lines = ec_p256_sec1()
        pem = f'-----BEGIN {label}-----\n' + '\n'.join(lines) + f'\n-----END {label}-----\n'
        ckd = b64s(pem)
        user = f'- name: {cl}-admin\n  user:\n    client-certificate-data: {b64(60)}...\n    client-key-data: {ckd}'
        secrets = [ckd]
        what = 'client-key-data'
    body = f'apiVersion: v1\nclusters:\n- cluster:\n    server: https://{cl}.k8s.{pick(DOMAINS)}:6443\n  name: {cl}\nusers:\n{user}'
    mc = fill(L(lang, "kubectl worked for {person} but not for me; their kubeconfig has a static {what}:\n{snip}",
                "{person}은 kubectl이 되는데 나는 안 됐음. 그쪽 kubeconfig에 고정 {what} 값이 들어 있음:\n{snip}"), c, what=what,
              snip=fence(body, 'yaml'))
    ls = L(lang, 'Use `aws eks get-token` / OIDC login instead of static credentials in kubeconfig.',
           'kubeconfig에 고정 credential 넣지 말고 `aws eks get-token`이나 OIDC 로그인 쓸 것.')
    return note(lang, 'secret', f'k8s: kubeconfig {what}', mc, ls, std_ask(lang, c), secrets)


@generic('k8s: kubectl get secret -o yaml (base64 values)', 2)
def g_k8s_b64(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    u = pick(USERS)
    bu, bp = b64s(u), b64s(pw)
    extra = ''
    secrets = [bp]
    if chance(0.5):
        tok = 'sk_live_51' + an(97) if chance(0.5) else 'xoxb-' + digits(12) + '-' + digits(13) + '-' + an(24)
        extra = f'\n  api-token: {b64s(tok)}'
        secrets.append(b64s(tok))
    body = (f'$ kubectl get secret {c["proj"]}-db -n {pick(["default", "apps", c["proj"]])} -o yaml\napiVersion: v1\ndata:\n'
            f'  password: {bp}\n  username: {bu}{extra}\nkind: Secret\nmetadata:\n  name: {c["proj"]}-db\ntype: Opaque')
    mc = fill(L(lang, "Wanted to check which DB user {proj} uses in {env}:\n{snip}",
                "{env}에서 {proj} 프로젝트가 어떤 DB 유저를 쓰는지 확인하려고 봄:\n{snip}"), c, snip=fence(body, 'yaml'))
    ls = L(lang, 'Secret data is only base64, not encryption; `-o yaml` output is as sensitive as the password.',
           'Secret의 data는 암호화가 아니라 base64일 뿐. `-o yaml` 출력은 비번 그 자체랑 같음.')
    return note(lang, 'secret', f'k8s: Secret data base64 values ({st})', mc, ls, std_ask(lang, c), secrets)


@generic('terraform: state file with sensitive attribute', 2)
def g_tfstate(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    ident = f'{c["proj"]}-{c["env"]}'
    body = json.dumps({'mode': 'managed', 'type': 'aws_db_instance', 'name': 'main', 'instances': [{'attributes': {
        'identifier': ident, 'engine': 'postgres', 'engine_version': '16.3', 'username': pick(USERS),
        'password': pw, 'port': 5432, 'arn': f'arn:aws:rds:ap-northeast-2:{acct_id()}:db:{ident}'}}]}, indent=2)
    mc = fill(L(lang, "The plan kept showing a diff on the RDS instance. Looking at the state (`terraform state pull`):\n{snip}",
                "plan에서 RDS 인스턴스 diff가 계속 나옴. state 확인 (`terraform state pull`):\n{snip}"), c, snip=fence(body, 'json'))
    ls = L(lang, 'State stores secrets in plain text; use manage_master_user_password and keep the state bucket locked down.',
           'state에는 secret이 평문으로 저장됨. manage_master_user_password 쓰고 state 버킷 접근을 막을 것.')
    return note(lang, 'secret', f'terraform: state with RDS password ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('infra: bootstrap admin passwords', 3)
def g_bootstrap_admin(lang):
    c = mkctx(lang)
    k = variant('g_bootstrap_admin', 5)
    if k == 0:
        v = hx(32)
        snip = f'$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n{v}'
        what = 'Jenkins initialAdminPassword'
    elif k == 1:
        v = rs(ALNUM + '/+=', 44)
        snip = f'$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\n...\nPassword: {v}'
        what = 'GitLab initial root password'
    elif k == 2:
        v = rs(B64U, 16)
        snip = f'$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used for first time login.'
        what = 'Argo CD initial admin password'
    elif k == 3:
        v = rs(ALNUM + '*+=_-', 20)
        snip = f'$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: {v}'
        what = 'Elasticsearch elastic password'
    else:
        v = pw_strong(20)
        snip = f'GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD={v}'
        what = 'Grafana admin password'
    mc = fill(L(lang, "I had no login for the freshly installed tool; the bootstrap credential is printed on the host:\n{snip}",
                "새로 설치한 툴에 로그인할 계정이 없었음. bootstrap credential이 호스트에 찍혀 있음:\n{snip}"), c,
              snip=fence(snip, 'sh'))
    ls = L(lang, 'Change it on first login and create per-user accounts with SSO.', '첫 로그인 때 바꾸고 SSO로 개인 계정 만들 것.')
    return note(lang, 'secret', f'infra: {what}', mc, ls, std_ask(lang, c), [v])


@generic('url: Jupyter server token', 1)
def g_jupyter(lang):
    c = mkctx(lang)
    tok = hx(48)
    port = pick([8888, 8889, 8890])
    d_, t_ = date_s(), hms()
    out = (f'[I {d_} {t_}.{ri(100, 499)} ServerApp] Jupyter Server 2.14.2 is running at:\n'
           f'[I {d_} {t_}.{ri(500, 999)} ServerApp] http://{pick(["gpu-box-01", "ml-dev", "127.0.0.1"])}:{port}/lab?token={tok}')
    mc = fill(L(lang, "The shared GPU box runs a Jupyter server and I needed the URL; from `docker logs notebook`:\n{snip}",
                "공용 GPU 서버에서 Jupyter가 돌고 있는데 URL이 필요했음. `docker logs notebook` 결과:\n{snip}"), c, snip=fence(out, 'text'))
    ls = L(lang, 'Anyone with the token can run code on the box; tunnel over SSH instead of exposing the port.',
           '토큰만 있으면 누구든 서버에서 코드 실행 가능. 포트 열지 말고 SSH 터널로 접속할 것.')
    return note(lang, 'secret', 'url: Jupyter token', mc, ls, std_ask(lang, c), [tok])


@generic('url: chat webhook URLs', 4)
def g_webhook(lang):
    c = mkctx(lang)
    k = variant('g_webhook', 7)
    if k == 0:
        sec = an(24)
        url = f'https://hooks.slack.com/services/T{rs(UPALNUM, 10)}/B{rs(UPALNUM, 10)}/{sec}'
        v = 'Slack'
    elif k == 1:
        sec = rs(B64U, 68)
        url = f'https://discord.com/api/webhooks/{digits(19)}/{sec}'
        v = 'Discord'
    elif k == 2:
        sec = hx(64)
        url = f'https://oapi.dingtalk.com/robot/send?access_token={sec}'
        v = 'DingTalk'
    elif k == 3:
        sec = uuid4()
        url = f'https://open.feishu.cn/open-apis/bot/v2/hook/{sec}'
        v = 'Feishu'
    elif k == 4:
        sec = uuid4()
        url = f'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={sec}'
        v = 'WeCom'
    elif k == 5:
        sec = rs(LOALNUM, 26)
        url = f'https://chat.{pick(DOMAINS)}/hooks/{sec}'
        v = 'Mattermost'
    else:
        sec = rs(B64U, 43)
        hook = hx(32)
        url = f'https://{pick(ORGS)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hook}/{uuid4()}/V2{sec}'
        v = 'Microsoft Teams'
    snip = f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\": \"deploy {c['proj']} done\"}}' {url}"
    if chance(0.4):
        snip = f'ALERT_WEBHOOK_URL={url}'
    mc = fill(L(lang, "Deploy notifications go to a {v} channel through an incoming webhook that isn't documented anywhere:\n{snip}",
                "배포 알림이 문서에 없는 {v} incoming webhook으로 나가고 있었음:\n{snip}"), c, v=v, snip=fence(snip, 'sh'))
    ls = L(lang, 'Anyone with the webhook URL can post to the channel; keep it in the secret store.',
           'webhook URL만 있으면 누구나 채널에 글을 쓸 수 있음. secret store에 둘 것.')
    secrets = [hook, sec] if k == 6 else [sec]
    if k == 2 and chance(0.6):
        signsec = 'SEC' + hx(64)
        ls = fill(L(lang, "The robot also has signing enabled; secret is {s} (HMAC-SHA256 of timestamp + \\n + secret).",
                    "이 로봇은 서명도 켜져 있음. secret은 {s} (timestamp + \\n + secret 의 HMAC-SHA256)."), c, s=signsec)
        secrets.append(signsec)
    return note(lang, 'secret', f'url: incoming webhook [{v}]', mc, ls, std_ask(lang, c), secrets)


@generic('url: credentials embedded in service URLs', 3)
def g_url_creds(lang):
    c = mkctx(lang)
    k = variant('g_url_creds', 5)
    if k == 0:
        key, sec = digits(15), rs(B64U, 27)
        url = f'CLOUDINARY_URL=cloudinary://{key}:{sec}@{pick(ORGS)}-media'
        what, v = 'CLOUDINARY_URL', 'Cloudinary'
    elif k == 1:
        pub, sec = hx(32), hx(32)
        url = f'SENTRY_DSN=https://{pub}:{sec}@o{digits(6)}.ingest.sentry.io/{digits(7)}'
        what, v = 'legacy Sentry DSN with secret key', 'Sentry'
    elif k == 2:
        u, sec = pick(USERS), password(url_safe=True)[1]
        sec = pct(sec)
        url = f'MQTT_URL=mqtts://{u}:{sec}@mqtt.{pick(DOMAINS)}:8883'
        what, v = 'MQTT broker URL', 'MQTT'
    elif k == 3:
        u, sec = pick(USERS), password(url_safe=True)[1]
        sec = pct(sec)
        url = f'ftp://{u}:{sec}@ftp.{pick(DOMAINS)}/outbound/'
        what, v = 'partner FTP URL', 'FTP'
    else:
        tok = rs(B64U, 32)
        sec = tok
        url = f'pip install --index-url https://__token__:{tok}@pypi.{pick(DOMAINS)}/simple/ internal-sdk==2.3.1'
        what, v = 'private PyPI index token', 'private PyPI'
    mc = fill(L(lang, "Found the {w} in the {svc} config; nothing in the docs says where it comes from:\n{snip}",
                "{svc} 설정에서 {w} 찾음. 어디서 온 값인지 문서에 없음:\n{snip}"), c, w=what, snip=fence(url, 'sh'))
    ls = L(lang, 'Split credentials out of URLs into separate secret variables so logs do not capture them.',
           'URL 안의 credential은 별도 secret 변수로 분리할 것. 그래야 로그에 안 남음.')
    return note(lang, 'secret', f'url: {what} [{v}]', mc, ls, std_ask(lang, c), [sec])


@generic('kr: data.go.kr serviceKey (encoded + decoded)', 2)
def g_datagokr(lang):
    c = mkctx(lang)
    raw = b64(66)
    enc = pct(raw)
    url = (f'https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={enc}'
           f'&pageNo=1&numOfRows=100&dataType=JSON&base_date=20251126&base_time=0500&nx=60&ny=127')
    mc = fill(L(lang, "Weather API calls returned SERVICE_KEY_IS_NOT_REGISTERED_ERROR. Only the Encoding key works when it goes straight into the URL:\n{u}",
                "공공데이터포털 날씨 API가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 뱉음. URL에 바로 넣을 때는 Encoding 키만 먹힘:\n{u}"),
              c, u=url)
    ls = fill(L(lang, "With requests' params= use the Decoding key instead ({r}), otherwise it gets double-encoded.",
                "requests params=로 넘길 땐 Decoding 키({r})를 써야 함. 안 그러면 이중 인코딩됨."), c, r=raw)
    return note(lang, 'secret', 'url: data.go.kr serviceKey (Encoding + Decoding) [공공데이터포털]', mc, ls, std_ask(lang, c), [enc, raw])


@generic('kr: NPKI certificate password', 1)
def g_npki(lang):
    c = mkctx(lang)
    st, pw = password(pick(['human', 'korean-keyboard', 'strong random']))
    mc = fill(L(lang, "The tax-invoice batch signs with the company joint certificate (NPKI signPri.key). Its password, from {person}: {pw}",
                "세금계산서 배치가 회사 공동인증서(NPKI signPri.key)로 서명함. 인증서 비밀번호는 {person}한테 받음: {pw}"), c, pw=pw)
    ls = L(lang, 'The certificate expires yearly; renewal changes the file but may keep the password.',
           '인증서는 매년 만료됨. 갱신하면 파일은 바뀌는데 비번은 그대로일 수 있음.')
    return note(lang, 'secret', f'kr: 공동인증서 password ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('cn: Alipay app private key (raw, no PEM header)', 1)
def g_alipay(lang):
    c = mkctx(lang)
    der = (bytes.fromhex('308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100') + b'\x00' + rbytes(255)
           + bytes.fromhex('0203010001') + rbytes(900))
    b = base64.b64encode(der).decode()
    shown = b[:ri(300, 420)]
    appid = '2021' + digits(12)
    body = f'alipay.app-id={appid}\nalipay.private-key={shown}...\nalipay.alipay-cert-path=classpath:cert/alipayCertPublicKey_RSA2.crt\nalipay.sign-type=RSA2'
    mc = fill(L(lang, "Alipay sandbox signing failed with invalid-signature. The config has the app private key inline (no PEM header):\n{snip}",
                "Alipay sandbox 서명이 invalid-signature로 실패함. 설정에 app private key가 PEM 헤더 없이 들어 있음:\n{snip}"), c,
              snip=fence(body, 'properties'))
    ls = L(lang, 'Alipay wants PKCS#1 for some SDK versions and PKCS#8 for others; check the SDK before converting.',
           'Alipay SDK 버전에 따라 PKCS#1 / PKCS#8 요구가 다름. 변환 전에 SDK부터 확인.')
    return note(lang, 'secret', 'config: Alipay app private key (raw base64) [Alipay]', mc, ls, std_ask(lang, c), [shown])


@generic('registry: .npmrc / .pypirc / settings.xml / gradle', 4)
def g_registry_files(lang):
    c = mkctx(lang)
    k = variant('g_registry_files', 6)
    if k == 0:
        tok = 'npm_' + an(36)
        body = f'@{pick(ORGS)}:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={tok}\nalways-auth=true'
        f, v, secrets = '.npmrc', 'npm', [tok]
    elif k == 1:
        u, pw = pick(USERS), password(url_safe=True)[1]
        blob = b64s(f'{u}:{pw}')
        body = f'registry=https://nexus.{pick(DOMAINS)}/repository/npm-group/\n_auth={blob}\nemail={email()}'
        f, v, secrets = '.npmrc', 'Nexus', [blob]
    elif k == 2:
        tok = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, ri(140, 170))
        body = f'[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {tok}'
        f, v, secrets = '~/.pypirc', 'PyPI', [tok]
    elif k == 3:
        pw = password(url_safe=True)[1]
        while any(ch in pw for ch in '&<>'):
            pw = password(url_safe=True)[1]
        body = (f'<settings>\n  <servers>\n    <server>\n      <id>{pick(ORGS)}-releases</id>\n      <username>{pick(USERS)}</username>\n'
                f'      <password>{pw}</password>\n    </server>\n  </servers>\n</settings>')
        f, v, secrets = '~/.m2/settings.xml', 'Maven', [pw]
    elif k == 4:
        sp, kp = password(url_safe=True)[1], password(url_safe=True)[1]
        while '"' in sp + kp or '$' in sp + kp:
            sp, kp = password(url_safe=True)[1], password(url_safe=True)[1]
        body = (f'android {{\n  signingConfigs {{\n    release {{\n      storeFile file("upload-keystore.jks")\n'
                f'      storePassword "{sp}"\n      keyAlias "upload"\n      keyPassword "{kp}"\n    }}\n  }}\n}}')
        f, v, secrets = 'app/build.gradle', 'Android signing', [sp, kp] if sp != kp else [sp]
    else:
        tok = 'AKCp' + an(69)
        body = f'artifactory_user={pick(USERS)}\nartifactory_password={tok}\nartifactory_contextUrl=https://{pick(ORGS)}.jfrog.io/artifactory'
        f, v, secrets = 'gradle.properties', 'JFrog', [tok]
    mc = fill(L(lang, "Publishing failed with 401 on my machine but worked in CI. The difference is `{f}`, which CI writes like this:\n{snip}",
                "내 PC에서는 publish가 401인데 CI에서는 됨. 차이는 `{f}` 파일이었고 CI는 이렇게 씀:\n{snip}"), c, f=f,
              snip=fence(body, 'text'))
    ls = L(lang, 'Use a scoped, short-lived publish token and write the file only inside the job.',
           '범위 좁고 수명 짧은 publish 토큰을 쓰고, 파일은 job 안에서만 생성할 것.')
    return note(lang, 'secret', f'registry: {f} credential [{v}]', mc, ls, std_ask(lang, c), secrets)


@generic('email: SMTP / app-specific passwords', 3)
def g_app_passwords(lang):
    c = mkctx(lang)
    k = variant('g_app_passwords', 3)
    if k == 0:
        v = ' '.join(rs(LO, 4) for _ in range(4))
        snip = f'MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME={email()}\nMAIL_PASSWORD="{v}"'
        what = 'Gmail app password'
    elif k == 1:
        v = '-'.join(rs(LO, 4) for _ in range(4))
        snip = f'xcrun altool --upload-app -f build/App.ipa -t ios -u {email()} -p {v}'
        what = 'Apple app-specific password'
    else:
        v = ' '.join(rs(ALNUM, 4) for _ in range(6))
        snip = f'curl -u "deploy-bot:{v}" https://blog.{pick(DOMAINS)}/wp-json/wp/v2/posts?status=draft'
        what = 'WordPress application password'
    mc = fill(L(lang, "The account has 2FA, so a normal password doesn't work; the {w} that the pipeline uses:\n{snip}",
                "계정에 2FA가 걸려 있어서 일반 비번은 안 됨. 파이프라인이 쓰는 {w}:\n{snip}"), c, w=what, snip=fence(snip, 'sh'))
    ls = L(lang, 'App passwords bypass 2FA, so they are as sensitive as the account itself; revoke unused ones.',
           'app password는 2FA를 우회하므로 계정 자체만큼 민감함. 안 쓰는 건 revoke 할 것.')
    return note(lang, 'secret', f'email: {what}', mc, ls, std_ask(lang, c), [v])


@generic('network: device config secrets (Cisco, SNMP, Wi-Fi, RADIUS)', 3)
def g_network(lang):
    c = mkctx(lang)
    k = variant('g_network', 4)
    st, pw = password(url_safe=True)
    while ' ' in pw:
        st, pw = password(url_safe=True)
    if k == 0:
        snip = f'hostname core-sw-01\n!\nusername netadmin privilege 15 password 0 {pw}\n!\nline vty 0 4\n login local\n transport input ssh'
        what = 'Cisco local user password'
    elif k == 1:
        pw = pick(WORDS) + '-' + rs(LOALNUM, ri(6, 10))
        st = 'community string'
        snip = f'snmp-server community {pw} RO 10\nsnmp-server location IDC-{pick(["Gasan", "Pangyo", "Mokdong"])}'
        what = 'SNMP community string'
    elif k == 2:
        snip = f'network={{\n    ssid="{pick(ORGS).upper()}-OFFICE-5G"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
        what = 'Wi-Fi WPA2 PSK'
    else:
        snip = f'client 10.{ri(0, 200)}.0.0/16 {{\n    secret = {pw}\n    shortname = office-ap\n}}'
        what = 'RADIUS shared secret'
    mc = fill(L(lang, "Needed to replicate the config on the spare device; running config from the old one:\n{snip}",
                "예비 장비에 설정을 복제해야 했음. 기존 장비 running config:\n{snip}"), c, snip=fence(snip, 'conf'))
    ls = L(lang, 'Device configs are backed up to the ops repo in plain text; they should be scrubbed first.',
           '장비 설정이 ops repo에 평문으로 백업되고 있음. 먼저 민감 값 지우고 백업해야 함.')
    return note(lang, 'secret', f'network: {what} ({st})', mc, ls, std_ask(lang, c), [pw])


@generic('ops: ansible / airflow / prometheus inline passwords', 3)
def g_ops_inline(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    while any(ch in pw for ch in '"\' $'):
        st, pw = password(url_safe=True)
    k = variant('g_ops_inline', 4)
    if k == 0:
        snip = f'ansible-playbook -i inventories/{c["env"]} site.yml --extra-vars "ansible_become_pass={pw}" --limit web'
        what, secrets = 'ansible become password', [pw]
    elif k == 1:
        enc = pct(pw)
        snip = f"export AIRFLOW_CONN_WAREHOUSE='postgresql://{pick(USERS)}:{enc}@{host('dw')}:5432/warehouse'"
        what, secrets = 'Airflow connection URI', [enc]
    elif k == 2:
        snip = (f"scrape_configs:\n  - job_name: node\n    scheme: https\n    basic_auth:\n      username: prometheus\n"
                f"      password: '{pw}'\n    static_configs:\n      - targets: ['{host('node')}:9100']")
        what, secrets = 'Prometheus basic_auth password', [pw]
    else:
        snip = f'# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass {pw}\nmasterauth {pw}\nmaxmemory 2gb'
        what, secrets = 'redis.conf requirepass', [pw]
    mc = fill(L(lang, "I didn't know how {proj} authenticates this hop; the {w} is inline:\n{snip}",
                "{proj} 프로젝트가 이 구간을 어떻게 인증하는지 몰랐음. {w} 값이 그냥 인라인으로 들어가 있음:\n{snip}"), c, w=what,
              snip=fence(snip, 'sh' if k < 2 else 'yaml'))
    ls = L(lang, 'Move it to the vault and reference it; inline values end up in shell history and git.',
           'vault로 옮기고 참조만 할 것. 인라인 값은 shell history랑 git에 남음.')
    return note(lang, 'secret', f'ops: {what} ({st})', mc, ls, std_ask(lang, c), secrets)


@generic('http: JWT bearer access token of a user', 3)
def g_jwt_bearer(lang):
    c = mkctx(lang)
    iat = ts_epoch()
    payload = {'sub': str(ri(10000, 999999)), 'email': email(), 'role': pick(['admin', 'staff', 'user']),
               'iat': iat, 'exp': iat + pick([900, 3600, 86400, 2592000])}
    if chance(0.5):
        payload['iss'] = f'https://auth.{pick(DOMAINS)}'
    tok = jwt(payload, sig_bytes=pick([32, 32, 256]), alg=pick(['HS256', 'RS256']))
    h = host('api')
    if chance(0.5):
        snip = f"curl -s https://{h}/v2/admin/users?page=1 -H 'Authorization: Bearer {tok}'"
        fm = 'curl'
    else:
        snip = f'localStorage.accessToken = "{tok}"'
        fm = 'js'
    mc = fill(L(lang, "Reproduced the admin bug with {person}'s session; token copied from the browser:\n{snip}",
                "{person} 세션으로 admin 버그 재현함. 브라우저에서 복사한 토큰:\n{snip}"), c, snip=fence(snip, fm))
    ls = L(lang, 'Tokens in localStorage are readable by any script on the page; the app should use httpOnly cookies.',
           'localStorage 토큰은 페이지의 어떤 스크립트든 읽을 수 있음. httpOnly cookie로 바꿔야 함.')
    return note(lang, 'secret', f'http: user JWT access token ({payload["role"]})', mc, ls, std_ask(lang, c), [tok])


@generic('code: hardcoded encryption key / HMAC secret', 3)
def g_crypto_key(lang):
    c = mkctx(lang)
    k = variant('g_crypto_key', 4)
    if k == 0:
        v = hx(64)
        snip = f'private static final byte[] AES_KEY = Hex.decode("{v}");'
        what, fm = 'AES-256 key', 'java'
    elif k == 1:
        v = b64(32)
        snip = f'ENCRYPTION_KEY = base64.b64decode("{v}")  # used for PII columns'
        what, fm = 'PII column encryption key', 'python'
    elif k == 2:
        v = 'whk_' + rs(B64U, 32) if chance(0.5) else rs(ALNUM, 40)
        snip = f"const sig = crypto.createHmac('sha256', '{v}').update(rawBody).digest('hex');"
        what, fm = 'webhook HMAC secret', 'js'
    else:
        v = hx(32)
        snip = f'let iv_key: [u8; 16] = hex!("{v}");'
        what, fm = 'AES-128 key', 'rust'
    mc = fill(L(lang, "Decryption of old rows failed after the refactor because the {w} lives in code, not config:\n{snip}",
                "리팩토링 후 예전 row 복호화가 실패함. {w} 값이 설정이 아니라 코드에 박혀 있었음:\n{snip}"), c, w=what,
              snip=fence(snip, fm))
    ls = L(lang, 'Key material belongs in KMS; rotating it means re-encrypting existing data, plan for that.',
           '키는 KMS에 있어야 함. rotate 하면 기존 데이터 재암호화가 필요하니 계획 세울 것.')
    return note(lang, 'secret', f'code: hardcoded {what}', mc, ls, std_ask(lang, c), [v])


@generic('ci: job log leaking secrets', 2)
def g_ci_log(lang):
    c = mkctx(lang)
    st, pw = password(url_safe=True)
    enc = pct(pw)
    tok = 'ghs_' + an(36)
    log = (f'+ git clone https://x-access-token:{tok}@github.com/{pick(ORGS)}/{c["proj"]}.git\n'
           f"Cloning into '{c['proj']}'...\n"
           f'+ psql postgresql://{pick(USERS)}:{enc}@{host("db")}:5432/{pick(DBNAMES)} -c "select 1"\n'
           f'psql: error: connection to server failed: FATAL:  password authentication failed')
    mc = fill(L(lang, "The {env} deploy job runs with `set -x`, so the log shows everything:\n{snip}",
                "{env} deploy job이 `set -x`로 돌아서 로그에 전부 찍힘:\n{snip}"), c, snip=fence(log, 'text'))
    ls = L(lang, 'Drop `set -x` around commands that take credentials, and mask values in CI settings.',
           'credential 쓰는 명령 주변은 `set -x` 끄고 CI 설정에서 마스킹할 것.')
    return note(lang, 'secret', f'ci: set -x log with token and DB password ({st})', mc, ls, std_ask(lang, c), [tok, enc])


@generic('chat: vendor dashboard login shared', 2)
def g_dashboard_login(lang):
    c = mkctx(lang)
    st, pw = password()
    v = pick(['Toss Payments merchant console', 'KG Inicis 상점관리자', 'NICEPAY admin', 'Naver Search Advisor', 'Kakao Business',
              'Google Play Console', 'App Store Connect', 'AWS root console', 'Cafe24 admin', 'Coupang Wing'])
    u = email()
    mc = fill(L(lang, "The settlement report is only in the {v}. Login from the ops sheet: {u} / {pw}",
                "정산 리포트는 {v}에서만 볼 수 있음. 운영 시트에 있는 로그인: {u} / {pw}"), c, v=v, u=u, pw=pw)
    ls = L(lang, 'This is a personal login shared by the team; ask for a sub-account instead.',
           '팀이 개인 계정을 공유하고 있음. 서브 계정 발급 요청할 것.')
    return note(lang, 'secret', f'chat: dashboard login ({st}) [{v}]', mc, ls, std_ask(lang, c), [pw])


# ---------------------------------------------------------------------------
# 9. clean notes built from vendor specs (references, placeholders, masks)
# ---------------------------------------------------------------------------
_PREFIX_CACHE = {}


def fixed_prefix(spec_idx, item_idx):
    """documented (non-random) prefix of an item, found by comparing three samples"""
    key = (spec_idx, item_idx)
    if key not in _PREFIX_CACHE:
        gen = VENDORS[spec_idx]['items'][item_idx][1]
        xs = []
        for _ in range(3):
            x = gen()
            xs.append(x[0] if isinstance(x, tuple) else x)
        pre = os.path.commonprefix(xs)
        # do not keep trailing random-looking chars: cut back to the last separator if the prefix is long
        cut = max(pre.rfind(ch) for ch in '_-.:$')
        pre = pre[:cut + 1] if cut >= 0 else (pre if len(pre) <= 4 else '')
        _PREFIX_CACHE[key] = pre
    return _PREFIX_CACHE[key]


def placeholder_for(spec_idx, item_idx, name):
    pre = fixed_prefix(spec_idx, item_idx)
    r = ri(0, 9)
    if pre and r <= 3:
        return pre + pick(['x' * ri(8, 24), 'X' * ri(8, 20), '...', '<redacted>', '*' * ri(6, 16), 'REPLACE_ME', '<your-key>'])
    return pick([f'<{name.lower().replace("_", "-")}>', f'your-{name.lower().replace("_", "-")}-here', 'REPLACE_ME', 'CHANGE_ME',
                 '<redacted>', '[REDACTED]', '********', 'xxxxxxxxxxxxxxxx', '<set in vault>', 'TODO', '<fill me in>'])


def secret_ref(name, sec, ctx):
    env = ctx['env']
    if 'store' not in ctx:
        ctx['store'] = ri(0, 6)
        ctx['acct'] = acct_id()
        ctx['region'] = pick(REGIONS_AWS)
    return [
        f'op://{pick(["Engineering", "Platform", "Backend"])}/{sec}/{name.lower()}',
        f'vault:secret/data/{ctx["proj"]}/{env}#{name.lower()}',
        f'arn:aws:secretsmanager:{ctx["region"]}:{ctx["acct"]}:secret:{env}/{ctx["proj"]}/{sec}-{an(6)}',
        f'projects/{ctx["proj"]}-{env}/secrets/{kebab(name)}/versions/latest',
        f'ssm:/{env}/{ctx["proj"]}/{name.lower()}',
        f'@Microsoft.KeyVault(SecretUri=https://kv-{ctx["proj"][:10]}-{env}.vault.azure.net/secrets/{kebab(name)}/)',
        f'doppler://{ctx["proj"]}/{env}/{name}',
    ][ctx['store']]


def render_clean_kv(fmt, items, sec, ctx, mode):
    """items: list of (name, placeholder_value).  mode: ref | placeholder | secretref"""
    names = [n for n, _ in items]

    def val(n, ph):
        if mode == 'placeholder':
            return ph
        if mode == 'secretref':
            return secret_ref(n, sec, ctx)
        return None

    if fmt == 'env':
        if mode == 'ref':
            lines = [f'{n}=' for n in names]
            head = pick(['# copy to .env and fill in from 1Password', '# values are injected by the deploy pipeline', '# leave empty locally'])
            return head + '\n' + '\n'.join(lines)
        return '\n'.join(f'{n}={val(n, ph)}' for n, ph in items)
    if fmt == 'yaml':
        body = '\n'.join(f'  {subkey(n, sec)}: ' + (f'${{{n}}}' if mode == 'ref' else f'"{val(n, ph)}"') for n, ph in items)
        return f'{sec}:\n{body}'
    if fmt == 'json':
        inner = {camel(subkey(n, sec)): (f'${{{n}}}' if mode == 'ref' else val(n, ph)) for n, ph in items}
        return json.dumps({sec: inner}, indent=2)
    if fmt == 'toml':
        return f'[{sec}]\n' + '\n'.join(f'{subkey(n, sec)} = "' + (f'${{{n}}}' if mode == 'ref' else val(n, ph)) + '"' for n, ph in items)
    if fmt == 'properties':
        return '\n'.join(f'app.{kebab(sec)}.{kebab(subkey(n, sec))}=' + (f'${{{n}}}' if mode == 'ref' else val(n, ph)) for n, ph in items)
    if fmt == 'hcl':
        if mode == 'ref':
            body = '\n'.join(f'  {subkey(n, sec)} = var.{n.lower()}' for n in names)
            vars_ = '\n'.join(f'variable "{n.lower()}" {{\n  type      = string\n  sensitive = true\n}}' for n in names)
            return f'{vars_}\n\nmodule "{sec}" {{\n  source = "./modules/{sec}"\n{body}\n}}'
        return '\n'.join(f'{n.lower()} = "{val(n, ph)}"' for n, ph in items)
    if fmt == 'xml':
        if mode == 'ref':
            return '<appSettings>\n' + '\n'.join(f'  <add key="{pascal(n)}" value="#{{{pascal(n)}}}#" />' for n in names) + '\n</appSettings>'
        return '<appSettings>\n' + '\n'.join(f'  <add key="{pascal(n)}" value="{val(n, ph)}" />' for n, ph in items
                                             if '<' not in val(n, ph) and '&' not in val(n, ph)) + '\n</appSettings>'
    if fmt == 'dockerfile':
        first = names[0].lower()
        return (f'# syntax=docker/dockerfile:1.7\nFROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\n'
                f'RUN --mount=type=secret,id={first},env={names[0]} npm ci\nCOPY . .\nCMD ["node", "server.js"]')
    if fmt == 'compose':
        env = '\n'.join(f'      {n}: ${{{n}:?{n} is not set}}' if mode == 'ref' else f'      {n}: "{val(n, ph)}"' for n, ph in items)
        return f'services:\n  {pick(SERVICES)}:\n    image: {ctx["proj"]}:latest\n    env_file: .env\n    environment:\n{env}'
    if fmt == 'k8s':
        env = '\n'.join(f'        - name: {n}\n          valueFrom:\n            secretKeyRef:\n              name: {ctx["proj"]}-{sec}\n'
                        f'              key: {kebab(n)}' for n in names)
        return f'      containers:\n      - name: {ctx["proj"]}\n        env:\n{env}'
    if fmt == 'k8s_secret':
        data = '\n'.join(f'  - secretKey: {n}\n    remoteRef:\n      key: {ctx["env"]}/{ctx["proj"]}/{sec}\n      property: {n.lower()}'
                         for n in names)
        return (f'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {ctx["proj"]}-{sec}\nspec:\n'
                f'  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n{data}')
    if fmt == 'gha':
        env = '\n'.join(f'      {n}: ${{{{ secrets.{n} }}}}' for n in names)
        return f'    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/deploy.sh\n        env:\n{env}'
    if fmt == 'gitlab':
        return (f'deploy:\n  stage: deploy\n  script:\n    - test -n "${names[0]}"\n    - ./scripts/deploy.sh\n'
                f'  # {", ".join(names)}: masked + protected CI/CD variable{"s" if len(names) > 1 else ""}')
    if fmt == 'python':
        return '\n'.join(f'{n} = os.environ["{n}"]' if chance(0.6) else f'{n} = os.getenv("{n}")' for n in names)
    if fmt == 'js':
        return '\n'.join(f'const {camel(n)} = process.env.{n};' for n in names)
    if fmt == 'go':
        return '\n'.join(f'{camel(n)} := os.Getenv("{n}")' for n in names)
    if fmt == 'java':
        return '\n'.join(f'String {camel(n)} = System.getenv("{n}");' for n in names)
    if fmt == 'ruby':
        return '\n'.join(f"{n.lower()} = ENV.fetch('{n}')" for n in names)
    if fmt == 'php':
        return '\n'.join(f"'{camel(subkey(n, sec))}' => env('{n}')," for n in names)
    if fmt == 'rust':
        return '\n'.join(f'let {n.lower()} = std::env::var("{n}")?;' for n in names)
    if fmt == 'csharp':
        return '\n'.join(f'var {camel(n)} = Environment.GetEnvironmentVariable("{n}");' for n in names)
    if fmt == 'ansible':
        return '\n'.join(f'{sec}_{subkey(n, sec)}: "{{{{ vault_{sec}_{subkey(n, sec)} }}}}"' for n in names)
    if fmt == 'helm':
        return f'{camel(sec)}:\n  enabled: true\n  existingSecret: {ctx["proj"]}-{sec}\n  secretKeys:\n' + '\n'.join(
            f'    {camel(subkey(n, sec))}: {kebab(n)}' for n in names)
    if fmt == 'systemd':
        return f'[Service]\nEnvironmentFile=/etc/{ctx["proj"]}/secrets.env\nExecStart=/usr/local/bin/{ctx["proj"]}'
    if fmt == 'powershell':
        return '\n'.join(f'$env:{n} = (Get-Secret -Name {n} -AsPlainText)' for n in names)
    if fmt == 'table':
        return '| name | where it lives |\n|---|---|\n' + '\n'.join(
            f'| `{n}` | {secret_ref(n, sec, ctx)} |' for n in names)
    if fmt == 'log':
        t = iso_ts()
        return '\n'.join(f'{t} INFO config: {n} loaded from environment (length {ri(20, 110)}, value hidden)' for n in names)
    if fmt == 'prose':
        return ', '.join(f'`{n}` comes from {secret_ref(n, sec, ctx)}' for n in names)
    raise ValueError(fmt)


CLEAN_FMTS = {'ref': ['env', 'yaml', 'json', 'toml', 'properties', 'hcl', 'xml', 'dockerfile', 'compose', 'k8s', 'k8s_secret',
                      'gha', 'gitlab', 'python', 'js', 'go', 'java', 'ruby', 'php', 'rust', 'csharp', 'ansible', 'helm',
                      'systemd', 'powershell', 'log'],
              'placeholder': ['env', 'env', 'yaml', 'json', 'toml', 'properties', 'hcl', 'xml', 'compose'],
              'secretref': ['env', 'yaml', 'json', 'toml', 'properties', 'compose', 'table', 'prose']}


def clean_http(spec, names):
    names = http_order(spec, names)
    auth, url = spec['auth'], spec['url']
    if isinstance(auth, str):
        auth = (auth,)
    kind = auth[0]
    if kind == 'bearer':
        hdrs = [('Authorization', f'Bearer ${names[0]}')]
    elif kind == 'header':
        hdrs = [(auth[1], f'${names[0]}')]
    elif kind == 'scheme':
        sch = auth[1]
        hdrs = [('Authorization', (sch + ('' if sch.endswith('=') or not sch else ' ')) + f'${names[0]}')]
    elif kind in ('header_pair', 'header_pair2'):
        hdrs = [(auth[1], f'${names[0]}'), (auth[2], f'${names[1]}')]
    elif kind in ('basic', 'basic_pair'):
        if kind == 'basic_pair':
            up = f'${names[0]}:${names[1]}'
        else:
            up = (auth[1] if auth[1] is not None else f'${names[0]}') + ':' + (auth[2] if auth[2] is not None else f'${names[0]}')
        return pick(['curl', 'httpie']), (f'curl -sS -u "{up}" "{url}"' if chance(0.5) else f'http -a "{up}" GET {url}')
    elif kind == 'query':
        sep = '&' if '?' in url else '?'
        return 'curl', f'curl -s "{url}{sep}{auth[1]}=${names[0]}" | jq .'
    else:
        hdrs = [('Authorization', f'Bearer ${names[0]}')]
    style = pick(['curl', 'curl', 'httpie', 'python', 'js', 'go'])
    if style == 'curl':
        return style, ' \\\n  '.join([f'curl -sS "{url}"'] + [f'-H "{h}: {v}"' for h, v in hdrs])
    if style == 'httpie':
        return style, f'http GET {url} ' + ' '.join(f'"{h}:{v}"' for h, v in hdrs)
    if style == 'python':
        hh = ', '.join(f'"{h}": f"{v.replace("$" + n, "{os.environ[" + chr(39) + n + chr(39) + "]}")}"'
                       for (h, v), n in zip(hdrs, names))
        return style, f'resp = requests.get(\n    "{url}",\n    headers={{{hh}}},\n    timeout=10,\n)'
    if style == 'js':
        hh = ', '.join(f"'{h}': `{v.replace('$' + n, '${process.env.' + n + '}')}`" for (h, v), n in zip(hdrs, names))
        return style, f"const res = await fetch('{url}', {{ headers: {{ {hh} }} }});"
    return style, f'req, _ := http.NewRequest("GET", "{url}", nil)\n' + '\n'.join(
        f'req.Header.Set("{h}", "{v.split("$")[0]}"+os.Getenv("{n}"))' for (h, v), n in zip(hdrs, names))


C_MC_EN = [
    "Didn't know {proj} reads the {vendor} {what} from the environment; `{file}` only references it:\n{snip}",
    "At first glance the {vendor} setup in `{file}` looked hardcoded, but it's only a reference:\n{snip}",
    "I was missing how the {svc} gets its {vendor} credentials in {env}. The relevant part of `{file}`:\n{snip}",
    "Couldn't find where the {vendor} key is configured. It's wired like this:\n{snip}",
    "The onboarding doc doesn't say how to set up {vendor} locally. This is what the repo expects:\n{snip}",
]
C_MC_KO = [
    "{proj} 프로젝트가 {vendor} {what} 값을 환경변수에서 읽는 줄 몰랐음. `{file}`에는 참조만 있음:\n{snip}",
    "`{file}`의 {vendor} 설정이 언뜻 하드코딩처럼 보였는데 참조일 뿐이었음:\n{snip}",
    "{env}에서 {svc} 서비스가 {vendor} credential을 어떻게 받는지 몰랐음. `{file}` 해당 부분:\n{snip}",
    "{vendor} 키가 어디서 설정되는지 못 찾았음. 이렇게 연결되어 있음:\n{snip}",
    "온보딩 문서에 로컬 {vendor} 세팅 방법이 없음. repo가 기대하는 형태:\n{snip}",
]
C_LS_EN = [
    "Real {vendor} values are only in the secret manager; locally, `direnv` loads them from 1Password.",
    "If the variable is missing the {svc} fails fast at boot with a clear message, so check the env first.",
    "Never paste the actual {vendor} value into config; the pipeline injects it per environment.",
    "The {env} and prod {vendor} keys are separate entries in the vault; the names are identical on purpose.",
    "Ask in #platform for access to the vault path rather than copying keys from teammates.",
    "",
]
C_LS_KO = [
    "실제 {vendor} 값은 secret manager에만 있음. 로컬에서는 `direnv`가 1Password에서 불러옴.",
    "변수가 없으면 {svc} 서비스가 부팅할 때 바로 명확한 에러로 죽음. env부터 확인할 것.",
    "설정 파일에 실제 {vendor} 값을 붙여넣지 말 것. 파이프라인이 환경별로 주입함.",
    "{env}와 prod {vendor} 키는 vault에 별도 항목으로 있음. 이름은 일부러 똑같이 맞춤.",
    "팀원한테 키 복사받지 말고 #platform 채널에서 vault 경로 권한 요청할 것.",
    "",
]
C_ASK_EN = [
    "Which vault path holds the {env} {vendor} {what}?", "Do I need my own {vendor} sandbox key for local testing?",
    "Who approves access to the {vendor} entries in the vault?", "Is the {vendor} config the same for {env} and prod?", "", "",
]
C_ASK_KO = [
    "{env} {vendor} {what} 값은 vault 어느 경로에 있나요?", "로컬 테스트용 {vendor} sandbox 키를 따로 받아야 하나요?",
    "vault의 {vendor} 항목 접근 승인은 누가 하나요?", "{env}랑 prod의 {vendor} 설정이 같은가요?", "", "",
]


def clean_vendor_note(spec_idx, lang):
    spec = VENDORS[spec_idx]
    c = mkctx(lang, spec['vendor'], spec['what'])
    names = [it[0] for it in spec['items']]
    items = [(n, placeholder_for(spec_idx, j, n)) for j, n in enumerate(names)]
    r = R.random()
    if spec['auth'] and r < 0.3:
        fmtname, snip = clean_http(spec, names)
        mode = 'env-var in request'
        c['file'] = pick(HTTP_FILES)
    else:
        mode = pick(['ref', 'ref', 'placeholder', 'secretref'])
        fmtname = pick(CLEAN_FMTS[mode])
        snip = render_clean_kv(fmtname, items, slug(spec['vendor']), c, mode)
        c['file'] = FMT_FILE[fmtname]() if fmtname != 'env' or mode == 'secretref' else pick(['.env.example', '.env.sample', '.env.template', 'env.dist'])
    E = lang == 'en'
    mcs = (C_MC_EN if E else C_MC_KO)
    if mode == 'placeholder':
        mcs = mcs + [L(lang, "`{file}` in {proj} lists the {vendor} settings with placeholders; the real values come from the vault:\n{snip}",
                       "{proj}의 `{file}` 파일에는 {vendor} 설정이 placeholder로만 들어 있고 실제 값은 vault에서 옴:\n{snip}")] * 3
    mc = fill(pick(mcs), c, snip=fence(snip, fmtname))
    ls = fill(pick(C_LS_EN if E else C_LS_KO), c)
    ask = fill(pick(C_ASK_EN if E else C_ASK_KO), c)
    pre0 = fixed_prefix(spec_idx, 0)
    if mode == 'placeholder' and pre0 and items[0][1].startswith(pre0) and chance(0.6):
        ls = fill(L(lang, "The placeholders in `{file}` keep the vendor prefix so people can tell which key type goes where; the real {what} is in the vault.",
                    "`{file}`의 placeholder는 어떤 종류의 키가 들어가는지 알아보라고 prefix만 남겨둔 것. 실제 {what} 값은 vault에 있음."), c)
    mc = maybe_noise(mc, lang, 0.3)
    cat = f'{fmtname}: {spec["what"]} as {mode} [{spec["vendor"]}]'
    return note(lang, 'clean', cat, mc, ls, ask, [])


# ---------------------------------------------------------------------------
# 10. clean templates that look risky but hold no credential
# ---------------------------------------------------------------------------
CLEAN_T = []   # (name, fn, weight, risky)


def clean(name, weight=1, risky=True):
    def deco(fn):
        CLEAN_T.append((name, fn, weight, risky))
        return fn
    return deco


def cnote(lang, category, mc, ls, ask):
    return note(lang, 'clean', category, mc, ls, ask, [])


def c_ask(lang, c):
    return fill(pick([
        "Is there a runbook for this that I missed?", "Who owns {proj} now that {person} moved teams?",
        "Should this check be part of CI?", "Where are the {env} dashboards for the {svc}?", "", ""] if lang == 'en' else [
        "이거 관련 런북이 따로 있나요?", "{person} 팀 옮기신 뒤로 {proj} 담당은 누구인가요?",
        "이 확인 작업을 CI에 넣어야 할까요?", "{svc} 서비스의 {env} 대시보드는 어디 있나요?", "", ""]), c)


@clean('aws: sts get-caller-identity output', 2)
def c_sts(lang):
    c = mkctx(lang)
    acct = acct_id()
    role = pick(['DeployRole', 'ReadOnly', 'AdministratorAccess', 'ci-terraform', 'eks-node-role'])
    if chance(0.5):
        uid = 'AROA' + rs(UP + '234567', 17) + ':' + pick(['botocore-session-' + digits(10), email(), 'gha-' + digits(10)])
        arn = f'arn:aws:sts::{acct}:assumed-role/{role}/{uid.split(":")[1]}'
    else:
        uid = 'AIDA' + rs(UP + '234567', 17)
        arn = f'arn:aws:iam::{acct}:user/{pick(USERS)}'
    out = json.dumps({'UserId': uid, 'Account': acct, 'Arn': arn}, indent=4)
    mc = fill(L(lang, "Terraform kept planning against the wrong account. `aws sts get-caller-identity` showed:\n{snip}",
                "terraform이 계속 엉뚱한 계정으로 plan 함. `aws sts get-caller-identity` 결과:\n{snip}"), c, snip=fence(out, 'json'))
    ls = L(lang, 'AWS_PROFILE in the shell overrides the profile in the backend config; unset it before running terraform.',
           '셸의 AWS_PROFILE이 backend 설정의 profile보다 우선함. terraform 돌리기 전에 unset 할 것.')
    return cnote(lang, 'aws: sts get-caller-identity (AIDA/AROA ids, account id)', mc, ls, c_ask(lang, c))


@clean('cli: masked credential listings', 3)
def c_masked(lang):
    c = mkctx(lang)
    k = variant('c_masked', 5)
    if k == 0:
        out = (f'      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n'
               f'   profile                  {pick(["default", "prod", "sandbox"]):<17} manual    --profile\n'
               f'access_key     ****************{rs(UP + "234567", 4)} shared-credentials-file\n'
               f'secret_key     ****************{rs(ALNUM, 4)} shared-credentials-file\n'
               f'    region           {pick(REGIONS_AWS):<17} config-file    ~/.aws/config')
        cmd, cat = 'aws configure list', 'aws configure list (masked, last 4 chars)'
    elif k == 1:
        out = (f'github.com\n  ✓ Logged in to github.com account {pick(USERS)} (keyring)\n  - Active account: true\n'
               f'  - Git operations protocol: https\n  - Token: gho_************************************\n'
               f"  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
        cmd, cat = 'gh auth status', 'gh auth status (masked token)'
    elif k == 2:
        out = (f'Name:         {c["proj"]}-db\nNamespace:    {pick(["default", "apps"])}\nType:  Opaque\n\nData\n====\n'
               f'password:  {ri(12, 40)} bytes\nusername:  {ri(3, 12)} bytes\nhost:      {ri(20, 50)} bytes')
        cmd, cat = f'kubectl describe secret {c["proj"]}-db', 'kubectl describe secret (sizes only)'
    elif k == 3:
        out = (f'  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {{\n'
               f'        id       = "{c["proj"]}-{c["env"]}"\n      ~ password = (sensitive value)\n'
               f'        # (41 unchanged attributes hidden)\n    }}\n\nPlan: 0 to add, 1 to change, 0 to destroy.')
        cmd, cat = 'terraform plan', 'terraform plan (sensitive value)'
    else:
        out = (f'┌────────────────────┬──────────────────────────────┐\n│ NAME               │ VALUE                        │\n'
               f'├────────────────────┼──────────────────────────────┤\n│ DATABASE_URL       │ postgres://***               │\n'
               f'│ STRIPE_SECRET_KEY  │ sk_live_****                 │\n│ SENTRY_DSN         │ https://****@o0.ingest...    │\n'
               f'└────────────────────┴──────────────────────────────┘')
        cmd, cat = 'doppler secrets --raw=false', 'doppler secrets (masked table)'
    intro = [L(lang, "Wasn't sure which credentials my shell was using. `{cmd}`:\n{snip}",
               "내 셸이 어떤 credential을 쓰고 있는지 헷갈렸음. `{cmd}` 결과:\n{snip}"),
             L(lang, "Pushes failed and I didn't know which GitHub login the CLI had. `{cmd}`:\n{snip}",
               "push가 실패했는데 CLI가 어떤 GitHub 계정으로 로그인돼 있는지 몰랐음. `{cmd}`:\n{snip}"),
             L(lang, "Wanted to confirm the DB secret exists in the namespace without printing it. `{cmd}`:\n{snip}",
               "값을 출력하지 않고 namespace에 DB secret이 있는지만 확인하고 싶었음. `{cmd}`:\n{snip}"),
             L(lang, "Didn't know why the plan touched the database. `{cmd}` shows only a masked change:\n{snip}",
               "plan이 왜 DB를 건드리는지 몰랐음. `{cmd}` 결과는 마스킹된 변경만 보여줌:\n{snip}"),
             L(lang, "Needed to see which config keys exist in Doppler for {env}. `{cmd}`:\n{snip}",
               "{env}의 Doppler에 어떤 설정 키가 있는지 봐야 했음. `{cmd}`:\n{snip}")][k]
    mc = fill(intro, c, cmd=cmd, snip=fence(out, 'text'))
    ls = L(lang, 'These commands only show masked values, so they are safe to paste when asking for help.',
           '이 명령들은 마스킹된 값만 보여줘서 도움 요청할 때 붙여넣어도 괜찮음.')
    return cnote(lang, f'cli: {cat}', mc, ls, c_ask(lang, c))


@clean('git: commit SHAs, bisect, log', 3)
def c_git(lang):
    c = mkctx(lang)
    shas = [hx(40) for _ in range(ri(3, 6))]
    msgs = ['fix: retry on 429 from payment gateway', 'chore(deps): bump axios from 1.7.4 to 1.7.7',
            'feat(auth): rotate signing keys via JWKS', 'refactor: extract token refresh into middleware',
            'revert "feat: enable new checkout"', 'test: add fixture for expired session', 'ci: cache pnpm store']
    ms = sample(msgs, len(shas)) if len(shas) <= len(msgs) else [pick(msgs) for _ in shas]
    log = '\n'.join(f'{s_[:pick([7, 8, 12])]} {m_}' for s_, m_ in zip(shas, ms))
    mc = fill(L(lang, "Had to find which commit broke the {svc}. `git log --oneline` around the release:\n{snip}\n`git bisect` pointed at {b}.",
                "어느 커밋이 {svc} 서비스를 깨뜨렸는지 찾아야 했음. 릴리스 전후 `git log --oneline`:\n{snip}\n`git bisect` 결과 {b}."),
              c, snip=fence(log, 'text'), b=shas[ri(0, len(shas) - 1)])
    ls = L(lang, 'Tag every deploy; bisecting between tags is much faster than between dates.',
           '배포마다 태그 달 것. 날짜 말고 태그 사이로 bisect 하는 게 훨씬 빠름.')
    return cnote(lang, 'git: commit SHAs in log/bisect', mc, ls, c_ask(lang, c))


@clean('docker: image digests and IDs', 3)
def c_docker(lang):
    c = mkctx(lang)
    dg = 'sha256:' + sha_hex()
    img = f'{acct_id()}.dkr.ecr.{pick(REGIONS_AWS)}.amazonaws.com/{c["proj"]}' if chance(0.5) else f'ghcr.io/{pick(ORGS)}/{c["proj"]}'
    tag = f'{ri(1, 4)}.{ri(0, 30)}.{ri(0, 9)}'
    out = (f'$ docker pull {img}:{tag}\n{tag}: Pulling from {img.split("/", 1)[1]}\nDigest: {dg}\n'
           f'Status: Downloaded newer image for {img}:{tag}\n$ docker ps --no-trunc -q\n{sha_hex()}')
    mc = fill(L(lang, "Prod and staging were running different builds with the same tag. Compare by digest, not tag:\n{snip}",
                "prod와 staging이 같은 태그인데 다른 빌드를 돌리고 있었음. 태그 말고 digest로 비교해야 함:\n{snip}"), c,
              snip=fence(out, 'sh'))
    ls = fill(L(lang, "Pin deployments as `{i}@{d}`; tags are mutable.", "배포는 `{i}@{d}` 형태로 고정할 것. 태그는 바뀔 수 있음."),
              c, i=img, d=dg)
    return cnote(lang, 'docker: image digest + container id', mc, ls, c_ask(lang, c))


@clean('lockfiles: integrity hashes', 3)
def c_lock(lang):
    c = mkctx(lang)
    k = variant('c_lock', 4)
    if k == 0:
        snip = (f'"node_modules/{pick(["jsonwebtoken", "axios", "dotenv", "bcryptjs"])}": {{\n  "version": "{ri(1, 9)}.{ri(0, 9)}.{ri(0, 9)}",\n'
                f'  "resolved": "https://registry.npmjs.org/x/-/x-1.0.0.tgz",\n  "integrity": "sha512-{b64(64)}"\n}}')
        what = 'package-lock integrity'
    elif k == 1:
        m = pick(['github.com/golang-jwt/jwt/v5', 'golang.org/x/crypto', 'github.com/aws/aws-sdk-go-v2'])
        v = f'v{ri(0, 5)}.{ri(0, 30)}.{ri(0, 9)}'
        snip = f'{m} {v} h1:{b64(32)}\n{m} {v}/go.mod h1:{b64(32)}'
        what = 'go.sum hashes'
    elif k == 2:
        snip = (f'cryptography==43.0.{ri(0, 3)} \\\n    --hash=sha256:{sha_hex()} \\\n    --hash=sha256:{sha_hex()}\n'
                f'pyjwt==2.9.0 \\\n    --hash=sha256:{sha_hex()}')
        what = 'pip --hash lines'
    else:
        snip = f'[[package]]\nname = "ring"\nversion = "0.17.{ri(0, 9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha_hex()}"'
        what = 'Cargo.lock checksum'
    mc = fill(L(lang, "CI failed with a hash mismatch after I regenerated the lockfile on a different registry mirror:\n{snip}",
                "다른 registry mirror에서 lockfile을 다시 만들었더니 CI가 hash mismatch로 실패함:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Always regenerate lockfiles against the public registry; the mirror repackages some tarballs.',
           'lockfile은 항상 public registry 기준으로 재생성할 것. mirror가 일부 tarball을 다시 패키징함.')
    return cnote(lang, f'lockfile: {what}', mc, ls, c_ask(lang, c))


@clean('logs: request/trace ids', 4)
def c_reqids(lang):
    c = mkctx(lang)
    k = variant('c_reqids', 4)
    if k == 0:
        snip = (f'botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\n'
                f'  RequestId: {rs(UPALNUM, 16)}\n  HostId: {b64(57)}')
        what = 'S3 RequestId/HostId'
    elif k == 1:
        snip = (f'{iso_ts()} ERROR [{c["svc"]}] upstream timeout trace_id={hx(32)} span_id={hx(16)} '
                f'request_id={uuid4()}\ntraceparent: 00-{hx(32)}-{hx(16)}-01')
        what = 'trace/span ids'
    elif k == 2:
        snip = (f'HTTP/2 502\ncf-ray: {hx(16)}-ICN\nx-request-id: {uuid4()}\nx-amzn-trace-id: Root=1-{hx(8)}-{hx(24)}\n'
                f'content-type: text/html')
        what = 'cf-ray / x-request-id'
    else:
        snip = (f'Sentry event {hx(32)} (issue {c["proj"].upper()}-{ri(100, 9999)})\n'
                f'  dd.trace_id={digits(19)} dd.span_id={digits(19)}')
        what = 'Sentry event id / Datadog trace id'
    mc = fill(L(lang, "Support asked for identifiers of the failed request; this is what the {svc} logged:\n{snip}",
                "지원팀이 실패한 요청의 식별자를 달라고 함. {svc} 서비스 로그:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Include the trace id in every bug report; it links logs, traces and the vendor ticket.',
           '버그 리포트에 trace id를 꼭 넣을 것. 로그, 트레이스, 벤더 티켓이 다 연결됨.')
    return cnote(lang, f'logs: {what}', mc, ls, c_ask(lang, c))


@clean('ssh: public keys and fingerprints', 4)
def c_ssh_pub(lang):
    c = mkctx(lang)
    k = variant('c_ssh_pub', 3)
    if k == 0:
        keys = [ssh_pub_ed25519(email()) if chance(0.7) else ssh_pub_rsa(email()) for _ in range(ri(1, 3))]
        snip = '# ~/.ssh/authorized_keys on the bastion\n' + '\n'.join(keys)
        what = 'authorized_keys public keys'
    elif k == 1:
        snip = (f'$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 {ssh_fp()} {email()} (ED25519)\n'
                f'$ ssh-keyscan -t ed25519 github.com\ngithub.com {ssh_pub_ed25519("").strip()}')
        what = 'ssh fingerprints / host key'
    else:
        snip = (f"The authenticity of host '{host('bastion')} (10.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)})' can't be established.\n"
                f'ED25519 key fingerprint is {ssh_fp()}.\nThis key is not known by any other names.')
        what = 'host key fingerprint prompt'
    mc = fill(L(lang, "Couldn't log in to the bastion; wasn't sure whose key was installed:\n{snip}",
                "bastion 로그인이 안 됐음. 누구 키가 등록돼 있는지 확인:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Public keys and fingerprints are fine to share; compare fingerprints out of band before accepting a host key.',
           'public key랑 fingerprint는 공유해도 됨. host key 수락 전에 fingerprint를 다른 채널로 비교할 것.')
    return cnote(lang, f'ssh: {what}', mc, ls, c_ask(lang, c))


@clean('pem: certificate / public key', 3)
def c_pem_public(lang):
    c = mkctx(lang)
    if chance(0.5):
        lines = pem_lines(bytes.fromhex('30820122300d06092a864886f70d01010105000382010f003082010a0282010100') + rbytes(256) + bytes.fromhex('0203010001'))
        label = 'PUBLIC KEY'
        what = L(lang, 'the partner\'s RSA public key for verifying their webhooks', '파트너사 webhook 검증용 RSA public key')
    else:
        lines = pem_lines(bytes.fromhex('308204') + rbytes(1) + bytes.fromhex('308203') + rbytes(1)
                          + bytes.fromhex('a003020102') + rbytes(ri(380, 520)))[:ri(5, 9)]
        label = 'CERTIFICATE'
        what = L(lang, 'the intermediate CA certificate (chain) for the internal gateway', '내부 gateway용 중간 CA 인증서(체인)')
    body = '\n'.join(lines)
    pem = f'-----BEGIN {label}-----\n{body}\n' + ('...\n' if label == 'CERTIFICATE' else '') + f'-----END {label}-----'
    mc = fill(L(lang, "TLS/verification failed until I added {w}:\n{snip}", "{w} 추가하기 전까지 검증이 실패했음:\n{snip}"), c,
              w=what, snip=fence(pem, 'text'))
    ls = L(lang, 'Certificates and public keys are public material; only the matching private key must be protected.',
           '인증서와 public key는 공개 정보임. 짝이 되는 private key만 보호하면 됨.')
    return cnote(lang, f'pem: {label} (public material)', mc, ls, c_ask(lang, c))


@clean('gpg: fingerprints / signatures', 2)
def c_gpg(lang):
    c = mkctx(lang)
    fp = rs(HEXU, 40)
    if chance(0.5):
        snip = (f'$ gpg --list-keys --keyid-format long {email()}\npub   ed25519/{fp[-16:]} 2024-{ri(1, 12):02d}-{ri(1, 28):02d} [SC]\n'
                f'      {fp}\nuid                 [ultimate] Release Bot <{email()}>\nsub   cv25519/{rs(HEXU, 16)} 2024-03-01 [E]')
        what = 'gpg --list-keys'
    else:
        sig = pem_lines(rbytes(ri(110, 150)))
        snip = ('-----BEGIN PGP SIGNATURE-----\n\n' + '\n'.join(sig) + f'\n={rs(B64, 4)}\n-----END PGP SIGNATURE-----')
        what = 'detached PGP signature (.asc)'
    mc = fill(L(lang, "Release verification step: I didn't know which key signs our artifacts.\n{snip}",
                "릴리스 검증 단계: 어떤 키로 아티팩트를 서명하는지 몰랐음.\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Verify with `gpg --verify file.asc file`; the fingerprint is published in SECURITY.md.',
           '`gpg --verify file.asc file`로 검증. fingerprint는 SECURITY.md에 공개되어 있음.')
    return cnote(lang, f'gpg: {what}', mc, ls, c_ask(lang, c))


@clean('vpn: WireGuard public keys only', 2)
def c_wg_pub(lang):
    c = mkctx(lang)
    peers = '\n\n'.join(f'[Peer]\n# {pick(USERS)}-laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.{ri(0, 99)}.0.{ri(2, 250)}/32' for _ in range(ri(2, 3)))
    conf = (f'[Interface]\nAddress = 10.{ri(0, 99)}.0.1/24\nListenPort = 51820\n'
            f'PostUp = wg set %i private-key /etc/wireguard/server.key\n\n{peers}')
    mc = fill(L(lang, "Needed to add a peer to the office VPN; didn't know the server config only lists public keys:\n{snip}",
                "사무실 VPN에 peer를 추가해야 했음. 서버 설정에는 public key만 있다는 걸 몰랐음:\n{snip}"), c, snip=fence(conf, 'ini'))
    ls = L(lang, 'The server private key is read from a root-only file; peers send only their public key.',
           '서버 private key는 root만 읽을 수 있는 파일에서 읽음. peer는 public key만 보내면 됨.')
    return cnote(lang, 'vpn: WireGuard peer PublicKeys + private key from file', mc, ls, c_ask(lang, c))


@clean('sops: encrypted values + age recipients', 2)
def c_sops(lang):
    c = mkctx(lang)
    rec = 'age1' + rs(BECH32, 58)

    def enc(n):
        return f'ENC[AES256_GCM,data:{b64(n)},iv:{b64(32)},tag:{b64(16)},type:str]'
    body = (f'db_password: {enc(ri(12, 24))}\nstripe_secret_key: {enc(ri(40, 60))}\nsops:\n  age:\n    - recipient: {rec}\n'
            f'  lastmodified: "{iso_ts()}"\n  version: 3.9.1')
    mc = fill(L(lang, "Didn't know secrets in {proj} are committed encrypted with SOPS. `secrets/{env}.enc.yaml` looks like:\n{snip}",
                "{proj} 프로젝트는 secret을 SOPS로 암호화해서 커밋한다는 걸 몰랐음. `secrets/{env}.enc.yaml` 형태:\n{snip}"), c,
              snip=fence(body, 'yaml'))
    ls = L(lang, 'Decrypt with `sops -d`; you need your age key registered in .sops.yaml first (public recipient only).',
           '`sops -d`로 복호화. 먼저 본인 age 키(public recipient)를 .sops.yaml에 등록해야 함.')
    return cnote(lang, 'sops: ENC[...] ciphertext + age public recipient', mc, ls, c_ask(lang, c))


@clean('jwt: JWKS / header discussion', 2)
def c_jwks(lang):
    c = mkctx(lang)
    kid = hx(16) if chance(0.5) else rs(B64U, 43)
    n_ = b64u(256)
    jwks = json.dumps({'keys': [{'kty': 'RSA', 'use': 'sig', 'kid': kid, 'alg': 'RS256', 'n': n_, 'e': 'AQAB'}]}, indent=2)
    hdr = b64us(json.dumps({'alg': 'RS256', 'kid': kid, 'typ': 'JWT'}, separators=(',', ':')))
    mc = fill(L(lang, "Token validation failed with 'kid not found'. The token header `{h}` decodes to kid {k}, and the JWKS endpoint returns:\n{snip}",
                "토큰 검증이 'kid not found'로 실패함. 토큰 헤더 `{h}`를 디코딩하면 kid가 {k}이고 JWKS endpoint 응답은:\n{snip}"),
              c, h=hdr, k=kid, snip=fence(jwks, 'json'))
    ls = L(lang, 'The JWKS is cached for 24h in the gateway; after a key rotation, flush it or wait.',
           'gateway가 JWKS를 24시간 캐시함. 키 rotate 후엔 flush 하거나 기다릴 것.')
    return cnote(lang, 'jwt: JWKS public modulus + JWT header only', mc, ls, c_ask(lang, c))


@clean('oauth: client ids and redirect URIs', 3)
def c_oauth_ids(lang):
    c = mkctx(lang)
    k = variant('c_oauth_ids', 4)
    if k == 0:
        cid = f'{digits(12)}-{rs(LOALNUM, 32)}.apps.googleusercontent.com'
        snip = f'GOOGLE_CLIENT_ID={cid}\nGOOGLE_REDIRECT_URI=https://app.{pick(DOMAINS)}/auth/google/callback\nGOOGLE_CLIENT_SECRET=  # from vault'
        what = 'Google OAuth client id'
    elif k == 1:
        snip = f'GITHUB_APP_ID={ri(100000, 999999)}\nGITHUB_CLIENT_ID=Iv23li{rs(ALNUM, 14)}\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem'
        what = 'GitHub App id / client id'
    elif k == 2:
        snip = (f'AZURE_TENANT_ID={uuid4()}\nAZURE_CLIENT_ID={uuid4()}\nAZURE_SUBSCRIPTION_ID={uuid4()}\n'
                f'# auth via workload identity federation, no client secret')
        what = 'Azure tenant/client/subscription ids'
    else:
        ch = rs(B64U, 43)
        snip = (f'https://accounts.google.com/o/oauth2/v2/auth?client_id={digits(12)}-{rs(LOALNUM, 32)}.apps.googleusercontent.com'
                f'&redirect_uri=https%3A%2F%2Fapp.{pick(DOMAINS)}%2Fcallback&response_type=code&scope=openid%20email'
                f'&code_challenge={ch}&code_challenge_method=S256')
        what = 'OAuth authorize URL with PKCE challenge'
    mc = fill(L(lang, "Login broke with redirect_uri_mismatch. The identifiers involved:\n{snip}",
                "로그인이 redirect_uri_mismatch로 깨짐. 관련 식별자:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Client ids and PKCE challenges are public by design; only the client secret / private key matter.',
           'client id와 PKCE challenge는 원래 공개되는 값임. 중요한 건 client secret / private key뿐.')
    return cnote(lang, f'oauth: {what}', mc, ls, c_ask(lang, c))


@clean('payments: object ids in webhook payload', 3)
def c_stripe_ids(lang):
    c = mkctx(lang)
    k = variant('c_stripe_ids', 3)
    if k == 0:
        ev = {'id': 'evt_' + an(24), 'type': 'payment_intent.succeeded', 'livemode': True,
              'data': {'object': {'id': 'pi_' + an(24), 'customer': 'cus_' + an(14), 'amount': ri(1000, 99000),
                                  'currency': 'krw', 'latest_charge': 'ch_' + an(24)}}, 'account': 'acct_' + an(16)}
        snip, v = json.dumps(ev, indent=2), 'Stripe'
        hdr = f'Stripe-Signature: t={ts_epoch()},v1={hx(64)}'
    elif k == 1:
        ev = {'paymentKey': 'tviva' + an(30), 'orderId': f'order-{date_s().replace("-", "")}-{ri(1000, 9999)}',
              'status': 'DONE', 'method': '카드', 'totalAmount': ri(1000, 99000), 'approvedAt': iso_ts()}
        snip, v = json.dumps(ev, indent=2, ensure_ascii=False), 'Toss Payments'
        hdr = f'tosspayments-webhook-transmission-id: {uuid4()}'
    else:
        snip = (f'AccountSid={"AC" + hx(32)}&MessageSid={"SM" + hx(32)}&MessageStatus=delivered&To=%2B8210{digits(8)}')
        v = 'Twilio'
        hdr = f'X-Twilio-Signature: {b64(20)}'
    mc = fill(L(lang, "Webhook handler was dropping events. Payload and headers as received:\n{h}\n{snip}",
                "webhook 핸들러가 이벤트를 버리고 있었음. 받은 payload와 헤더:\n{h}\n{snip}"), c, h=hdr, snip=fence(snip, 'json'))
    ls = L(lang, 'Object ids and the signature header are not secrets; the verification secret stays in the vault.',
           '객체 id와 signature 헤더는 secret이 아님. 검증용 secret은 vault에만 있음.')
    return cnote(lang, f'payments: webhook payload ids + signature header [{v}]', mc, ls, c_ask(lang, c))


@clean('cloud: ARNs, account ids, resource ids', 3)
def c_arns(lang):
    c = mkctx(lang)
    acct, reg = acct_id(), pick(REGIONS_AWS)
    snip = '\n'.join(sample([
        f'arn:aws:iam::{acct}:role/{c["proj"]}-{c["env"]}-task',
        f'arn:aws:kms:{reg}:{acct}:key/{uuid4()}',
        f'arn:aws:secretsmanager:{reg}:{acct}:secret:{c["env"]}/{c["proj"]}/db-{an(6)}',
        f'CloudFront distribution: E{rs(UPALNUM, 13)}', f'Route53 hosted zone: Z{rs(UPALNUM, 20)}',
        f'arn:aws:elasticloadbalancing:{reg}:{acct}:loadbalancer/app/{c["proj"]}-alb/{hx(16)}',
        f'sg-{hx(17)}  subnet-{hx(17)}  vpc-{hx(17)}'], ri(3, 5)))
    mc = fill(L(lang, "The IAM policy referenced resources I couldn't find in the console. The ids from the policy:\n{snip}",
                "IAM policy가 콘솔에서 못 찾는 리소스를 참조하고 있었음. policy에 있던 id들:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'ARNs and resource ids are identifiers, not credentials; access is controlled by IAM.',
           'ARN과 리소스 id는 식별자일 뿐 credential이 아님. 접근은 IAM이 제어함.')
    return cnote(lang, 'cloud: ARNs / KMS key id / resource ids', mc, ls, c_ask(lang, c))


@clean('ids: numeric keys and SIDs documented as non-secret', 2)
def c_nonsecret_ids(lang):
    c = mkctx(lang)
    k = variant('c_nonsecret_ids', 3)
    if k == 0:
        snip = f'CLOUDINARY_CLOUD_NAME={pick(ORGS)}-media\nCLOUDINARY_API_KEY={digits(15)}\n# CLOUDINARY_API_SECRET is injected at runtime'
        what = 'Cloudinary cloud name + numeric API key'
    elif k == 1:
        snip = f'TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_MESSAGING_SERVICE_SID=MG{hx(32)}\n# auth token: see vault'
        what = 'Twilio Account SID / Messaging Service SID'
    else:
        snip = (f'SLACK_TEAM_ID=T{rs(UPALNUM, 10)}\nSLACK_ALERT_CHANNEL=C{rs(UPALNUM, 10)}\nSLACK_APP_ID=A{rs(UPALNUM, 10)}\n'
                f'SLACK_CLIENT_ID={digits(13)}.{digits(13)}')
        what = 'Slack team/channel/app ids'
    mc = fill(L(lang, "Wasn't sure which of these are sensitive before pasting them into the ticket:\n{snip}",
                "티켓에 붙이기 전에 이 중 뭐가 민감한 값인지 헷갈렸음:\n{snip}"), c, snip=fence(snip, 'dotenv'))
    ls = L(lang, 'These are identifiers; the vendor docs say they can be shared. The secrets are the ones marked as injected.',
           '이건 식별자라 벤더 문서상 공유해도 됨. secret은 주입된다고 표시된 것들임.')
    return cnote(lang, f'ids: {what}', mc, ls, c_ask(lang, c))


@clean('base64: non-secret data', 3)
def c_b64(lang):
    c = mkctx(lang)
    k = variant('c_b64', 4)
    if k == 0:
        cfg = json.dumps({'featureFlags': {'newCheckout': True, 'darkMode': False}, 'apiBase': f'https://api.{pick(DOMAINS)}', 'retries': 3})
        snip = f'$ kubectl get cm {c["proj"]}-config -o jsonpath=\'{{.binaryData.settings}}\'\n{b64s(cfg)}'
        what = 'ConfigMap binaryData (feature flags JSON)'
    elif k == 1:
        hostname = f'{pick(ORGS)}-prod.es.{pick(["ap-northeast-2.aws", "asia-northeast3.gcp"])}.elastic-cloud.com'
        cid = f'{c["proj"]}-es:' + b64s(f'{hostname}$' + hx(32) + '$' + hx(32))
        snip = f'ELASTIC_CLOUD_ID={cid}\nELASTIC_API_KEY=${{ELASTIC_API_KEY}}'
        what = 'Elastic Cloud ID (base64 host + uuids)'
    elif k == 2:
        snip = f'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA{b64(ri(60, 120))}'
        what = 'data URI of a PNG icon'
    else:
        msg = json.dumps({'event': 'order.created', 'orderId': ri(100000, 999999), 'ts': ts_epoch()})
        snip = f'{{"message": {{"data": "{b64s(msg)}", "messageId": "{digits(16)}", "publishTime": "{iso_ts()}"}}}}'
        what = 'Pub/Sub push message data'
    mc = fill(L(lang, "The value looked like a key, so I decoded it before escalating; it's just base64 of non-secret data:\n{snip}",
                "키처럼 보여서 에스컬레이션 전에 디코딩해봄. 그냥 민감하지 않은 데이터의 base64였음:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, '`base64 -d` first, panic later.', '일단 `base64 -d` 해보고 판단할 것.')
    return cnote(lang, f'base64: {what}', mc, ls, c_ask(lang, c))


@clean('versions / build ids / long identifiers', 3)
def c_versions(lang):
    c = mkctx(lang)
    snip = '\n'.join(sample([
        f'version: {ri(1, 5)}.{ri(0, 40)}.{ri(0, 20)}-rc.{ri(1, 9)}+build.{hx(7)}',
        f'Chrome/{ri(118, 131)}.0.{ri(5000, 6999)}.{ri(10, 200)} Safari/537.36',
        f'go version go1.{ri(21, 23)}.{ri(0, 9)} linux/amd64',
        f'node v{ri(18, 22)}.{ri(0, 15)}.{ri(0, 9)}',
        f'assets/main.{hx(8)}.js  assets/vendor.{hx(20)}.chunk.js',
        f'module.{c["proj"].replace("-", "_")}.aws_ecs_service.this["{pick(SERVICES)}-{c["env"]}"]',
        f'com.{pick(ORGS).replace("-", "")}.payments.infrastructure.adapter.out.persistence.SettlementJpaRepositoryImpl',
        f'GITHUB_RUN_ID={digits(11)} GITHUB_SHA={hx(40)}',
        f'build-{date_s().replace("-", "")}-{hx(7)}-{ri(100, 999)}'], ri(3, 5)))
    mc = fill(L(lang, "Needed to tell which build is deployed. Identifiers I collected:\n{snip}",
                "어떤 빌드가 배포됐는지 확인해야 했음. 모은 식별자들:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'The /version endpoint returns the git SHA and build id; use it instead of guessing from image tags.',
           '/version endpoint가 git SHA와 build id를 돌려줌. 이미지 태그로 추측하지 말고 그걸 쓸 것.')
    return cnote(lang, 'ids: versions, chunk hashes, long identifiers', mc, ls, c_ask(lang, c))


@clean('policy: password policy discussion', 3)
def c_pw_policy(lang):
    c = mkctx(lang)
    mn = pick([10, 12, 14, 16])
    if lang == 'en':
        mc = pick([
            f"Didn't know the password policy for the admin app: minimum {mn} characters, at least one symbol, no reuse of the last 5, rotation every 90 days for service accounts only.",
            f"Security review asked why we still hash with SHA-256. Current: bcrypt cost 10 for users; target: Argon2id with m=65536, t=3, p=4.",
            f"The signup form rejected long passphrases because of a max length of 20 in the DTO validation; NIST 800-63B says allow at least 64.",
        ])
        ls = pick(['Policy lives in `auth/policy.py`; frontend and backend must change together.',
                   'Argon2id parameters are in the config, so raising them does not need a migration; old hashes are upgraded on login.',
                   'Do not log the rejected password, only the rule that failed.'])
        ask = pick(['Is there a company-wide password standard document?', 'Should service accounts be exempt from rotation?', ''])
    else:
        mc = pick([
            f"admin 앱 비밀번호 정책을 몰랐음: 최소 {mn}자, 특수문자 1개 이상, 최근 5개 재사용 금지, 서비스 계정만 90일마다 변경.",
            "보안 리뷰에서 왜 아직 SHA-256으로 해시하냐고 물어봄. 현재 사용자는 bcrypt cost 10, 목표는 Argon2id (m=65536, t=3, p=4).",
            "가입 폼이 긴 passphrase를 거부함. DTO validation에 최대 20자 제한이 걸려 있었음. NIST 800-63B는 최소 64자 허용 권장.",
        ])
        ls = pick(['정책은 `auth/policy.py`에 있음. 프론트와 백엔드를 같이 바꿔야 함.',
                   'Argon2id 파라미터는 설정값이라 올려도 마이그레이션 불필요. 기존 해시는 로그인 시 업그레이드됨.',
                   '거부된 비밀번호는 로그에 남기지 말고 실패한 규칙만 남길 것.'])
        ask = pick(['회사 공통 비밀번호 표준 문서가 있나요?', '서비스 계정은 주기적 변경에서 예외인가요?', ''])
    return cnote(lang, 'policy: password policy discussion (no values)', mc, ls, ask)


@clean('flags: -p used for ports', 4)
def c_port_flags(lang):
    c = mkctx(lang)
    cmds = sample([
        f'docker run -d -p {ri(3000, 9000)}:{pick([80, 8080, 3000])} --name {c["proj"]} {c["proj"]}:latest',
        f'ssh -p {pick([2222, 22022, 2200])} -i ~/.ssh/id_ed25519 {pick(USERS)}@{host("bastion")}',
        f'kubectl port-forward svc/{c["proj"]} {ri(8000, 9000)}:80 -n {pick(["apps", "default"])}',
        f'psql -h localhost -p {pick([5432, 5433, 6432])} -U {pick(USERS)} -d {pick(DBNAMES)}',
        f'redis-cli -h 127.0.0.1 -p {pick([6379, 6380])} PING',
        f'mysql -h 127.0.0.1 -P {pick([3306, 3307])} -u {pick(USERS)} -p',
        f'iperf3 -c 10.0.{ri(0, 9)}.{ri(1, 254)} -p {ri(5000, 5300)}', f'scp -P 2222 dump.sql {pick(USERS)}@{host("db")}:/tmp/',
        f'npx serve -p {ri(3000, 5000)} dist/', f'python -m http.server -b 127.0.0.1 {ri(8000, 8999)}'], ri(2, 4))
    snip = '\n'.join('$ ' + x for x in cmds)
    mc = fill(L(lang, "Local setup for {proj} needs a few port mappings that aren't written down:\n{snip}",
                "{proj} 로컬 세팅에 문서에 없는 포트 매핑이 몇 개 필요함:\n{snip}"), c, snip=fence(snip, 'sh'))
    ls = L(lang, '`-p` means port for docker/ssh/psql/redis-cli but password for mysql (there it just prompts); `-P` is the port for mysql and scp.',
           'docker/ssh/psql/redis-cli에서 `-p`는 포트지만 mysql에서는 비밀번호임 (값 없이 쓰면 프롬프트). mysql과 scp의 포트는 `-P`.')
    return cnote(lang, 'shell: -p/-P flags for ports, mysql -p prompt', mc, ls, c_ask(lang, c))


@clean('tests: obviously fake fixtures', 3)
def c_fake(lang):
    c = mkctx(lang)
    k = variant('c_fake', 4)
    if k == 0:
        snip = ('# moto fixture\nos.environ["AWS_ACCESS_KEY_ID"] = "testing"\nos.environ["AWS_SECRET_ACCESS_KEY"] = "testing"\n'
                'os.environ["AWS_SESSION_TOKEN"] = "testing"\nos.environ["AWS_DEFAULT_REGION"] = "us-east-1"')
        what = 'moto "testing" credentials'
    elif k == 1:
        snip = ('aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n'
                'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')
        what = 'AWS documentation example keys'
    elif k == 2:
        snip = ("const user = await createUser({ email: 'test@example.com', password: 'password123' });\n"
                "expect(await login('test@example.com', 'wrong-password')).toBe(false);")
        what = 'unit-test user with password123'
    else:
        snip = ('STRIPE_SECRET_KEY=sk_test_dummy\nSLACK_BOT_TOKEN=xoxb-test-token\nOPENAI_API_KEY=sk-test-not-a-real-key\n'
                'JWT_SECRET=test-secret-do-not-use-in-prod')
        what = '.env.test dummy values'
    mc = fill(L(lang, "The secret scanner flagged our test fixtures, which are fake values:\n{snip}",
                "secret scanner가 테스트 fixture를 잡아냈는데 전부 가짜 값임:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Add the fixture paths to the scanner allowlist rather than changing the values.',
           '값을 바꾸지 말고 fixture 경로를 scanner allowlist에 추가할 것.')
    return cnote(lang, f'tests: fake fixtures ({what})', mc, ls, c_ask(lang, c))


@clean('ops: rotation discussion with last-4 only', 2)
def c_rotation(lang):
    c = mkctx(lang)
    v = pick(['Stripe', 'OpenAI', 'SendGrid', 'Datadog', 'GitHub', 'Toss Payments', 'Kakao', 'Naver Cloud', 'Slack'])
    l4 = rs(LOALNUM, 4)
    mc = fill(L(lang, "Rotated the {v} key for {proj} after it showed up in a screenshot. Old key (ending …{l}) revoked at {t} KST; new key stored in vault, version {n}.",
                "{proj}의 {v} 키가 스크린샷에 찍혀서 rotate 함. 예전 키(끝자리 …{l})는 {t} KST에 revoke, 새 키는 vault에 version {n}으로 저장."),
              c, v=v, l=l4, t=hms()[:5], n=ri(2, 9))
    ls = L(lang, 'Check the vendor audit log for calls made with the old key between leak and revocation.',
           '유출 시점부터 revoke까지 예전 키로 호출된 기록이 있는지 벤더 audit log 확인할 것.')
    return cnote(lang, f'ops: key rotation note with last 4 chars [{v}]', mc, ls, c_ask(lang, c))


@clean('docs: how to generate a secret (no value)', 2)
def c_gen_cmd(lang):
    c = mkctx(lang)
    snip = pick(['openssl rand -hex 32', 'openssl rand -base64 32', "python -c 'import secrets; print(secrets.token_urlsafe(48))'",
                 'head -c 32 /dev/urandom | base64', 'rails secret', "php artisan key:generate --show",
                 'python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"'])
    mc = fill(L(lang, "The README didn't say how to create the signing secret for a new environment. The convention is `{s}`, stored straight into vault.",
                "README에 새 환경용 signing secret을 어떻게 만드는지 없었음. 관례는 `{s}` 결과를 바로 vault에 넣는 것."), c, s=snip)
    ls = L(lang, 'Never reuse the staging secret in prod; generate per environment.', 'staging secret을 prod에 재사용하지 말 것. 환경마다 새로 생성.')
    return cnote(lang, 'docs: secret generation command (no value)', mc, ls, c_ask(lang, c))


@clean('url: connection strings without secrets', 3)
def c_conn_noseq(lang):
    c = mkctx(lang)
    u, h, db = pick(USERS), host('db'), pick(DBNAMES)
    snip = pick([
        f'DATABASE_URL=postgres://{u}:${{DB_PASSWORD}}@{h}:5432/{db}?sslmode=require',
        f'DATABASE_URL=postgresql://{u}@{h}:5432/{db}?sslmode=verify-full  # password via PGPASSFILE',
        f'spring.datasource.url=jdbc:postgresql://{h}:5432/{db}\nspring.datasource.username={u}\nspring.datasource.password=${{DB_PASSWORD}}',
        f'MONGO_URI=mongodb+srv://{u}:<password>@cluster0.{rs(LOALNUM, 5)}.mongodb.net/{db}',
        f'REDIS_URL=rediss://default:${{REDIS_PASSWORD}}@{host("cache")}:6380/0',
        f'git remote -v\norigin  git@github.com:{pick(ORGS)}/{c["proj"]}.git (fetch)\norigin  git@github.com:{pick(ORGS)}/{c["proj"]}.git (push)',
        f'Server=tcp:{h},1433;Database={db};Authentication=Active Directory Default;Encrypt=True;',
    ])
    mc = fill(L(lang, "Could not connect from the new worker; the connection settings it uses:\n{snip}",
                "새 worker에서 접속이 안 됐음. worker가 쓰는 접속 설정:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'The password part is resolved at runtime; the literal string in the file is only a reference.',
           '비밀번호 부분은 런타임에 치환됨. 파일에 있는 문자열은 참조일 뿐.')
    return cnote(lang, 'url: connection string with reference/placeholder password', mc, ls, c_ask(lang, c))


@clean('web: SRI / CSP nonce / idempotency / ETag', 2)
def c_web_hashes(lang):
    c = mkctx(lang)
    snip = pick([
        f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.{ri(0, 6)}/dist/chart.umd.min.js" integrity="sha384-{b64(48)}" crossorigin="anonymous"></script>',
        f"Content-Security-Policy: script-src 'self' 'nonce-{b64(16)}' 'sha256-{b64(32)}'; object-src 'none'",
        f'Idempotency-Key: {uuid4()}\nIf-None-Match: W/"{hx(32)}"\nETag: "{hx(32)}"',
        f'version https://git-lfs.github.com/spec/v1\noid sha256:{sha_hex()}\nsize {ri(100000, 90000000)}',
    ])
    mc = fill(L(lang, "Browser/CDN behaviour I didn't understand; the relevant header/markup:\n{snip}",
                "이해 못 했던 브라우저/CDN 동작. 관련 헤더/마크업:\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Hashes and nonces here are public by design (they are sent to every browser).',
           '여기 나오는 해시와 nonce는 원래 모든 브라우저에 전달되는 공개 값임.')
    return cnote(lang, 'web: SRI hash / CSP nonce / ETag / LFS oid', mc, ls, c_ask(lang, c))


@clean('k8s: sealed-secrets / ansible-vault ciphertext', 1)
def c_ciphertext(lang):
    c = mkctx(lang)
    if chance(0.5):
        snip = (f'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {c["proj"]}-db\nspec:\n  encryptedData:\n'
                f'    password: AgB{rs(B64, ri(280, 340))}\n')
        what = 'SealedSecret encryptedData'
    else:
        snip = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(hx(80) for _ in range(ri(4, 6)))
        what = 'ansible-vault ciphertext'
    mc = fill(L(lang, "Didn't know encrypted secrets are committed in {proj}; the file looks like this and only the cluster/vault password can open it:\n{snip}",
                "{proj}에 암호화된 secret이 커밋되어 있는 줄 몰랐음. 파일 형태는 이렇고 클러스터/vault 비번으로만 열 수 있음:\n{snip}"), c,
              snip=fence(snip, 'text'))
    ls = L(lang, 'Re-seal with `kubeseal` when the controller key rotates.', '컨트롤러 키가 rotate 되면 `kubeseal`로 다시 seal 할 것.')
    return cnote(lang, f'crypto: {what} (ciphertext meant for git)', mc, ls, c_ask(lang, c))


@clean('security: HIBP k-anonymity / hashes of known-public data', 1)
def c_hibp(lang):
    c = mkctx(lang)
    h = rs(HEXU, 40)
    mc = fill(L(lang, "The breached-password check calls HIBP with only the first 5 chars of the SHA-1 (`{p}`) and compares the suffix locally; I thought it sent the whole hash.",
                "유출 비밀번호 체크는 SHA-1 앞 5자리(`{p}`)만 HIBP에 보내고 나머지는 로컬에서 비교함. 해시 전체를 보내는 줄 알았음."),
              c, p=h[:5])
    ls = L(lang, 'Range API: GET https://api.pwnedpasswords.com/range/{p} with the Add-Padding header.',
           'Range API: GET https://api.pwnedpasswords.com/range/{p}, Add-Padding 헤더 사용.').format(p=h[:5])
    return cnote(lang, 'security: HIBP range query (hash prefix only)', mc, ls, c_ask(lang, c))


@clean('ids: key ids without key material', 3)
def c_key_ids(lang):
    c = mkctx(lang)
    k = variant('c_key_ids', 4)
    if k == 0:
        kid = rs(UPALNUM, 10)
        snip = (f'APP_STORE_CONNECT_KEY_ID={kid}\nAPP_STORE_CONNECT_ISSUER_ID={uuid4()}\n'
                f'APP_STORE_CONNECT_KEY_PATH=./secrets/AuthKey_{kid}.p8   # file is not in git')
        what = 'App Store Connect key id + issuer id'
    elif k == 1:
        snip = json.dumps({'result': {'id': hx(32), 'status': 'active', 'not_before': iso_ts(), 'expires_on': iso_ts()},
                           'success': True, 'errors': [], 'messages': [{'code': 10000, 'message': 'This API Token is valid and active'}]}, indent=2)
        what = 'Cloudflare token verify response (token id)'
    elif k == 2:
        rows = '\n'.join(f'│ {hx(6)}… │ npm_…{rs(ALNUM, 4)} │ {date_s()} │ {pick(["publish", "read-only", "automation"]):<10} │' for _ in range(ri(2, 4)))
        snip = f'$ npm token list\n┌─────────┬───────────┬────────────┬────────────┐\n│ id      │ token     │ created    │ type       │\n{rows}'
        what = 'npm token list (ids, truncated tokens)'
    else:
        rows = '\n'.join(f'{hx(40)}  {date_s()}T{hms()}Z  {pick(["9999-12-31T23:59:59Z", "2026-06-30T00:00:00Z"])}' for _ in range(ri(2, 3)))
        snip = f'$ gcloud iam service-accounts keys list --iam-account=etl@{c["proj"]}-prod.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{rows}'
        what = 'gcloud service-account key ids'
    mc = fill(L(lang, "Audit asked which keys exist for {proj}; I collected the identifiers (no key material):\n{snip}",
                "감사 요청으로 {proj}에 어떤 키가 있는지 정리함. 식별자만 모음 (키 값 없음):\n{snip}"), c, snip=fence(snip, 'text'))
    ls = L(lang, 'Key ids are safe to share and are what the vendor asks for when revoking.',
           'key id는 공유해도 되고, 벤더에 revoke 요청할 때도 이 값을 씀.')
    return cnote(lang, f'ids: {what}', mc, ls, c_ask(lang, c))


@clean('logs: redacted/masked headers in logs', 2)
def c_redacted_log(lang):
    c = mkctx(lang)
    snip = (f'{iso_ts()} DEBUG http.client: POST https://api.{pick(["stripe.com", "openai.com", "sendgrid.com", "tosspayments.com"])}/v1/x\n'
            f"  headers={{'Authorization': '{pick(['Bearer [REDACTED]', 'Bearer ***', 'Basic <redacted>', '[FILTERED]'])}', "
            f"'Content-Type': 'application/json', 'X-Request-Id': '{uuid4()}'}}")
    mc = fill(L(lang, "Needed the outgoing request to debug a 400; the log redacts auth headers, which is enough:\n{snip}",
                "400 디버깅하려고 나가는 요청을 봐야 했음. 로그가 인증 헤더를 가려주는데 그걸로 충분했음:\n{snip}"), c,
              snip=fence(snip, 'text'))
    ls = L(lang, 'The redaction filter lives in `logging_config.py`; extend it when adding a new vendor header.',
           '마스킹 필터는 `logging_config.py`에 있음. 새 벤더 헤더 추가할 때 같이 확장할 것.')
    return cnote(lang, 'logs: redacted Authorization header', mc, ls, c_ask(lang, c))


# ---------------------------------------------------------------------------
# 11. clean notes whose only risky item is a key documented as public
# ---------------------------------------------------------------------------
PUBLISHABLE = []   # (vendor, what, fn() -> (snippet, fmt))


def pub(vendor, what):
    def deco(fn):
        PUBLISHABLE.append((vendor, what, fn))
        return fn
    return deco


@pub('Stripe', 'publishable key')
def p_stripe():
    return f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{an(97)}", 'env'


@pub('Toss Payments', 'client key')
def p_toss():
    return f"const tossPayments = TossPayments('live_gck_{an(24)}');\nconst widgets = tossPayments.widgets({{ customerKey: ANONYMOUS }});", 'js'


@pub('Kakao', 'JavaScript key')
def p_kakao():
    return f"<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('{hx(32)}');</script>", 'html'


@pub('Algolia', 'search-only API key')
def p_algolia():
    return f"const client = algoliasearch('{rs(UPALNUM, 10)}', '{hx(32)}'); // search-only key", 'js'


@pub('Mapbox', 'public token')
def p_mapbox():
    t = 'pk.' + b64us(json.dumps({'u': pick(ORGS), 'a': 'cl' + rs(LOALNUM, 23)}, separators=(',', ':'))) + '.' + rs(B64U, 22)
    return f"mapboxgl.accessToken = '{t}';", 'js'


@pub('PostHog', 'project API key')
def p_posthog():
    return f"posthog.init('phc_{an(43)}', {{ api_host: 'https://us.i.posthog.com', person_profiles: 'identified_only' }})", 'js'


@pub('Supabase', 'anon key')
def p_supabase():
    ref = rs(LO, 20)
    iat = ts_epoch() - ri(0, 50_000_000)
    t = jwt({'iss': 'supabase', 'ref': ref, 'role': 'anon', 'iat': iat, 'exp': iat + 315_360_000})
    return f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={t}", 'env'


@pub('Sentry', 'DSN')
def p_sentry():
    return f"Sentry.init({{ dsn: 'https://{hx(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}', tracesSampleRate: 0.1 }});", 'js'


@pub('Firebase', 'web config apiKey')
def p_firebase():
    pid = f'{pick(ORGS)}-{pick(["app", "prod", "web"])}'
    return (f"const firebaseConfig = {{\n  apiKey: 'AIza{rs(B64U, 35)}',\n  authDomain: '{pid}.firebaseapp.com',\n"
            f"  projectId: '{pid}',\n  appId: '1:{digits(12)}:web:{hx(22)}',\n}};"), 'js'


@pub('Google reCAPTCHA', 'site key')
def p_recaptcha():
    return f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>', 'html'


@pub('Cloudflare Turnstile', 'site key')
def p_turnstile():
    return f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>', 'html'


@pub('Clerk', 'publishable key')
def p_clerk():
    return f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64s('clerk.' + pick(DOMAINS) + '$')}", 'env'


@pub('Datadog', 'RUM client token')
def p_dd_rum():
    return (f"datadogRum.init({{\n  applicationId: '{uuid4()}',\n  clientToken: 'pub{hx(32)}',\n  site: 'datadoghq.com',\n"
            f"  service: 'web',\n}});"), 'js'


@pub('Razorpay', 'key id (checkout)')
def p_razorpay():
    return f"const rzp = new Razorpay({{ key: 'rzp_live_{an(14)}', amount: 49900, currency: 'INR', order_id: 'order_{an(14)}' }});", 'js'


@pub('PAY.JP', 'public key')
def p_payjp():
    return f"const payjp = Payjp('pk_live_{hx(24)}');", 'js'


@pub('LaunchDarkly', 'client-side ID')
def p_ld():
    return f"const ldClient = LDClient.initialize('{hx(24)}', {{ kind: 'user', key: userId }});", 'js'


def publishable_note(idx, lang):
    vendor, what, fn = PUBLISHABLE[idx]
    c = mkctx(lang, vendor, what)
    snip, fm = fn()
    c['file'] = pick(['src/main.tsx', 'public/index.html', 'app/layout.tsx', 'src/lib/analytics.ts', '.env.production',
                      'web/src/payments.js', 'templates/base.html'])
    mc = fill(pick([
        "The security bot flagged the {vendor} {what} in `{file}`. It's the client-side key that ships in the browser bundle anyway:\n{snip}",
        "Wasn't sure the {vendor} {what} in the frontend was meant to be public:\n{snip}",
        "Needed to find which {vendor} account the web app is wired to; `{file}` has:\n{snip}",
    ] if lang == 'en' else [
        "보안 봇이 `{file}`의 {vendor} {what} 값을 잡았는데, 어차피 브라우저 번들에 들어가는 client-side 키임:\n{snip}",
        "프론트에 있는 {vendor} {what} 값이 공개돼도 되는 값인지 몰랐음:\n{snip}",
        "웹앱이 어느 {vendor} 계정에 연결돼 있는지 찾아야 했음. `{file}` 내용:\n{snip}",
    ]), c, snip=fence(snip, fm))
    ls = fill(L(lang, "{vendor} documents this key as public; restrict it by domain/referrer in the dashboard instead of hiding it. The server-side secret is separate and lives in the vault.",
                "{vendor} 문서상 이 키는 공개용임. 숨기지 말고 대시보드에서 도메인/리퍼러 제한을 걸 것. 서버용 secret은 별도로 vault에 있음."), c)
    ask = fill(pick(["Are domain restrictions set on the {vendor} key for {env}?", ""] if lang == 'en' else
                    ["{env}의 {vendor} 키에 도메인 제한이 걸려 있나요?", ""]), c)
    return note(lang, 'clean', f'{fm}: {vendor} {what} [{vendor}] [publishable]', mc, ls, ask, [])


# ---------------------------------------------------------------------------
# 12. plain clean notes (nothing that even looks like a credential)
# ---------------------------------------------------------------------------
PLAIN_EN = [
    ("The monorepo uses pnpm workspaces; running `npm install` at the root rewrote the lockfile and broke CI.",
     "Always use `pnpm install --frozen-lockfile` in {proj}.", "Is there a pre-commit hook that blocks package-lock.json?"),
    ("I didn't know the {svc} runs database migrations on start-up, so two replicas raced and one crashed.",
     "Migrations run as a separate Helm hook job now; do not enable AUTO_MIGRATE in {env}.", "Who approves schema changes for {proj}?"),
    ("Timezone bug: the settlement batch uses UTC but the report query assumed KST, so the last 9 hours of each day were missing.",
     "Store UTC, convert at the edge; the batch cutoff is 15:00 UTC (midnight KST).", ""),
    ("The flaky test was not flaky: it depends on the order of a dict built from a set of tags.",
     "Sort before comparing; never rely on set iteration order in assertions.", "Can we run the test suite with random ordering in CI?"),
    ("Nobody mentioned that the staging cluster scales to zero at night, so my load test at 23:00 hit cold starts.",
     "Staging nodes are paused 22:00-08:00 KST; use the perf environment for load tests.", "Where is the schedule for staging downtime documented?"),
    ("The {svc} OOM-killed under load because the JVM ignored the container memory limit (old base image).",
     "Use -XX:MaxRAMPercentage=75 and the temurin 21 image.", ""),
    ("CSV export broke for customers with commas in company names; the writer was joining fields manually.",
     "Use the csv module with quoting=csv.QUOTE_MINIMAL; never join by hand.", "Do we have fixture data with non-ASCII names?"),
    ("I missed that feature flags are evaluated per request, not per session, so users saw the new checkout flicker.",
     "Pin the flag variation in the session cookie at login.", "Is there a guideline for sticky flag evaluation?"),
    ("Rate limits on the partner API are per IP, and all our workers share one NAT gateway.",
     "Throttle in the client to 8 req/s total and back off on 429 with jitter.", "Can we get a second egress IP for the {svc}?"),
    ("Renovate PRs were auto-merged without running the e2e suite because the workflow filter skipped bot authors.",
     "The e2e job now runs for all authors; auto-merge waits for it.", ""),
    ("The search index was stale because the consumer group had been renamed and started from `latest`.",
     "When renaming a consumer group, set auto.offset.reset=earliest and reindex.", "Who owns the Kafka topic naming conventions?"),
    ("`make dev` silently uses the cached Docker layer with old dependencies.", "Run `make dev-rebuild` after changing requirements.", ""),
    ("Image uploads over 10 MB failed only in prod: the ingress has a body-size limit that staging does not.",
     "nginx.ingress.kubernetes.io/proxy-body-size is set per environment in the Helm values.", "Should staging mirror prod ingress limits?"),
    ("Pagination returned duplicates because the query ordered by created_at only, which is not unique.",
     "Order by (created_at, id) for keyset pagination.", ""),
    ("The mobile app crashed on Android 9 because of a Kotlin API that needs API level 29.",
     "minSdk is 26; check the lint baseline before using new APIs.", "Is there a device farm job for old Android versions?"),
    ("Grafana alerts were firing twice because two rule groups evaluated the same query.",
     "Alert rules now live only in `alerts/{proj}.yaml`; delete UI-created duplicates.", ""),
    ("Cron ran twice on DST change in the EU region because the schedule used local time.",
     "All cron schedules are UTC now.", "Do we have any jobs left that use local time?"),
    ("I didn't know {proj} pins Python 3.11; my 3.12 venv broke on a removed distutils import.",
     "Use the `.python-version` file with pyenv.", ""),
    ("Terraform wanted to recreate the RDS instance because someone changed the identifier casing.",
     "Identifiers are case-insensitive in AWS but not in the provider; keep lowercase.", "Can we add a plan check that blocks replacements of databases?"),
    ("Webhook retries from the payment provider created duplicate orders because we keyed on our own id, not theirs.",
     "Deduplicate on the provider event id with a unique index.", ""),
    ("The {svc} logs were missing in Loki because the JSON had a nested `level` object instead of a string.",
     "Keep log fields flat; `level` must be a string.", ""),
    ("Load balancer health checks hit `/` which renders the whole homepage; it was 30% of traffic.",
     "Point health checks at `/healthz`, which does not touch the database.", ""),
    ("The nightly export job silently skipped weekends because the cron expression used `1-5` for day-of-week.",
     "Use `*` for day-of-week in {proj}; weekend data is needed for settlement.", "Who relies on the weekend export?"),
    ("Coupon amounts were off by one won because totals were computed with floats.",
     "Money is integer won or Decimal everywhere; no floats.", "Is there a shared money utility we should use?"),
    ("I didn't know the {svc} reads feature defaults from a ConfigMap that Argo CD does not sync automatically.",
     "After editing the ConfigMap, trigger a manual sync and restart the deployment.", ""),
    ("Sorting Korean names gave a different order in Postgres and in the frontend because of collation.",
     "Use the ICU collation `ko-KR-x-icu` in queries that feed UI lists.", "Should the API return pre-sorted lists?"),
    ("The e2e suite was slow because every test created a fresh tenant through the public API.",
     "Seed tenants once per worker with the fixture loader; tests reset only their own data.", ""),
    ("Thumbnails were regenerated on every deploy because the cache key included the build number.",
     "Cache keys for derived images use the source image hash only.", ""),
    ("Mobile push stopped for iOS after the certificate renewal because the bundle id in the new profile had a typo.",
     "Compare the bundle id in the provisioning profile before uploading.", "Who has access to the Apple developer team?"),
    ("The {env} database ran out of connections: each {svc} pod opened a pool of 20 and the HPA scaled to 15 pods.",
     "Pool size x max replicas must stay below max_connections; we now use PgBouncer.", "What is the connection budget per service?"),
]
PLAIN_KO = [
    ("{proj} 프로젝트는 pnpm workspace를 씀. 루트에서 `npm install` 했더니 lockfile이 바뀌어서 CI가 깨짐.",
     "{proj}에서는 항상 `pnpm install --frozen-lockfile` 쓸 것.", "package-lock.json 커밋을 막는 pre-commit hook이 있나요?"),
    ("{svc} 서비스가 기동할 때 DB migration을 돌린다는 걸 몰랐음. replica 두 개가 동시에 돌려서 하나가 죽음.",
     "migration은 이제 별도 Helm hook job으로 돌림. {env}에서 AUTO_MIGRATE 켜지 말 것.", "{proj} 스키마 변경 승인은 누가 하나요?"),
    ("타임존 버그: 정산 배치는 UTC인데 리포트 쿼리는 KST로 가정해서 매일 마지막 9시간이 빠졌음.",
     "저장은 UTC, 변환은 화면에서. 배치 기준 시각은 15:00 UTC (KST 자정).", ""),
    ("flaky 테스트인 줄 알았는데 set으로 만든 dict 순서에 의존하고 있었음.",
     "비교 전에 정렬할 것. assertion에서 set 순회 순서에 기대지 말 것.", "CI에서 테스트 순서를 랜덤으로 돌릴 수 있나요?"),
    ("staging 클러스터가 밤에 0으로 줄어든다는 걸 아무도 말 안 해줌. 23시에 부하 테스트 했다가 콜드 스타트만 잔뜩 봄.",
     "staging 노드는 22:00-08:00 KST에 멈춤. 부하 테스트는 perf 환경에서.", "staging 중지 스케줄은 어디 문서에 있나요?"),
    ("부하 걸리면 {svc} 서비스가 OOM으로 죽음. 옛날 base image라 JVM이 컨테이너 메모리 제한을 무시했음.",
     "-XX:MaxRAMPercentage=75 옵션과 temurin 21 이미지 사용.", ""),
    ("회사명에 쉼표가 있는 고객은 CSV export가 깨짐. 필드를 손으로 join 하고 있었음.",
     "csv 모듈에 quoting=csv.QUOTE_MINIMAL 쓸 것. 직접 join 금지.", "한글/특수문자 이름이 들어간 fixture 데이터가 있나요?"),
    ("feature flag가 세션 단위가 아니라 요청 단위로 평가돼서 새 결제 화면이 깜빡였음.",
     "로그인 시 flag 값을 세션 쿠키에 고정할 것.", "sticky flag 평가 가이드가 있나요?"),
    ("파트너 API rate limit이 IP 기준인데 우리 worker들이 NAT gateway 하나를 공유함.",
     "client에서 전체 초당 8건으로 제한하고 429 받으면 jitter 넣어서 backoff.", "{svc} 서비스용 egress IP를 하나 더 받을 수 있나요?"),
    ("검색 인덱스가 오래된 데이터였음. consumer group 이름이 바뀌면서 `latest`부터 읽기 시작했던 것.",
     "consumer group 이름 바꿀 땐 auto.offset.reset=earliest로 두고 재색인할 것.", "Kafka topic 네이밍 규칙 담당자는 누구인가요?"),
    ("`make dev`가 예전 의존성이 들어간 Docker 캐시 레이어를 조용히 씀.", "requirements 바꾸면 `make dev-rebuild` 돌릴 것.", ""),
    ("10MB 넘는 이미지 업로드가 prod에서만 실패함. prod ingress에만 body-size 제한이 있음.",
     "nginx.ingress.kubernetes.io/proxy-body-size는 Helm values에서 환경별로 설정됨.", "staging도 prod ingress 제한을 똑같이 맞춰야 할까요?"),
    ("페이지네이션에서 중복이 나옴. created_at만으로 정렬했는데 그게 unique가 아니었음.",
     "keyset pagination은 (created_at, id)로 정렬.", ""),
    ("Android 9에서 앱이 크래시남. API level 29가 필요한 Kotlin API를 썼음.",
     "minSdk는 26임. 새 API 쓰기 전에 lint baseline 확인.", "구버전 Android 기기 테스트 job이 있나요?"),
    ("Grafana 알림이 두 번씩 울림. 같은 쿼리를 두 rule group이 평가하고 있었음.",
     "알림 규칙은 이제 `alerts/{proj}.yaml`에만 둠. UI에서 만든 중복은 삭제.", ""),
    ("{proj} 프로젝트가 Python 3.11로 고정돼 있는 걸 몰랐음. 3.12 venv에서 distutils import 때문에 깨짐.",
     "pyenv로 `.python-version` 파일 따를 것.", ""),
    ("결제사 webhook 재시도 때문에 주문이 중복 생성됨. 우리 id로 중복 체크하고 있었음.",
     "결제사 event id에 unique index 걸어서 중복 제거.", ""),
    ("LB health check가 `/`를 호출해서 홈페이지 전체를 렌더링하고 있었음. 트래픽의 30%가 그거였음.",
     "health check는 DB를 안 타는 `/healthz`로 바꿀 것.", ""),
    ("{svc} 로그가 Loki에 안 보였음. JSON의 `level`이 문자열이 아니라 객체였음.",
     "로그 필드는 평평하게. `level`은 반드시 문자열.", ""),
    ("쿠폰 적용 금액이 1원씩 틀림. float로 계산하고 있었음.", "금액은 전부 정수(원 단위)나 Decimal로 처리.", "금액 계산 공통 유틸이 있나요?"),
    ("야간 export job이 주말마다 조용히 건너뜀. cron 요일 필드가 `1-5`였음.",
     "{proj}에서는 요일 필드를 `*`로. 정산에 주말 데이터도 필요함.", "주말 export 데이터를 쓰는 곳이 어디인가요?"),
    ("{svc} 서비스가 Argo CD가 자동 sync 안 하는 ConfigMap에서 기본값을 읽는다는 걸 몰랐음.",
     "ConfigMap 수정 후 수동 sync 하고 deployment 재시작할 것.", ""),
    ("한글 이름 정렬이 Postgres랑 프론트에서 다르게 나옴. collation 차이 때문.",
     "UI 목록용 쿼리는 ICU collation `ko-KR-x-icu` 사용.", "API에서 정렬된 목록을 내려주는 게 나을까요?"),
    ("e2e 테스트가 느렸던 이유: 테스트마다 public API로 tenant를 새로 만들고 있었음.",
     "worker당 한 번만 fixture loader로 tenant 시드하고 테스트는 자기 데이터만 초기화.", ""),
    ("배포할 때마다 썸네일이 다시 생성됨. cache key에 빌드 번호가 들어가 있었음.",
     "파생 이미지 cache key는 원본 이미지 해시만 사용.", ""),
    ("인증서 갱신 후 iOS 푸시가 끊김. 새 프로필의 bundle id에 오타가 있었음.",
     "업로드 전에 provisioning profile의 bundle id 비교할 것.", "Apple developer 팀 권한은 누가 가지고 있나요?"),
    ("{env} DB 커넥션이 고갈됨. {svc} pod마다 pool 20개씩 열고 HPA가 15개까지 늘림.",
     "pool 크기 x 최대 replica 수가 max_connections보다 작아야 함. 지금은 PgBouncer 씀.", "서비스별 커넥션 예산이 정해져 있나요?"),
    ("정산 배치가 공휴일에 돌아서 은행 API가 전부 실패함. 공휴일 캘린더를 안 보고 있었음.",
     "배치 스케줄러가 한국 공휴일 캘린더(`holidays.kr`)를 참조하도록 바꿈.", "대체공휴일 데이터는 누가 업데이트하나요?"),
]


def plain_note(idx, lang):
    c = mkctx(lang)
    pool = PLAIN_EN if lang == 'en' else PLAIN_KO
    mc, ls, ask = pool[idx % len(pool)]
    mc, ls, ask = fill(mc, c), fill(ls, c), fill(ask, c)
    if chance(0.25):
        ls = ''
    if chance(0.3):
        mc = mc + ' ' + fill(pick(["Took about an hour to find.", "{person} confirmed this.", "Reproduced twice in {env}."] if lang == 'en'
                                   else ["찾는 데 한 시간쯤 걸림.", "{person}이 확인해줌.", "{env}에서 두 번 재현함."]), c)
    mc = maybe_noise(mc, lang, 0.3, kinds=(1, 3, 5))
    return note(lang, 'clean', 'plain: ordinary engineering note', mc, ls, ask, [])


# ---------------------------------------------------------------------------
# 13. validation
# ---------------------------------------------------------------------------
FIELD_LIMITS = {'missing_context': 1024, 'lesson': 1024, 'ask_next_time': 512}

# shapes that must never appear in a clean note (sanity lint against my own generators)
import re  # noqa: E402
CLEAN_LINT = [re.compile(p) for p in [
    r'ghp_[A-Za-z0-9]{36}', r'gh[osur]_[A-Za-z0-9]{36}', r'github_pat_[A-Za-z0-9]{20}', r'xox[bpe]-[0-9]{6}', r'xapp-1-',
    r'[sr]k_live_[A-Za-z0-9]{20}', r'(?<![A-Z0-9])(AKIA|ASIA)[A-Z2-7]{16}(?![A-Z0-9])', r'-----BEGIN [A-Z ]*PRIVATE KEY-----',
    r'sk-ant-[a-z0-9]+-[A-Za-z0-9_-]{20}', r'sk-(proj|svcacct|admin)-[A-Za-z0-9_-]{20}', r'glpat-[A-Za-z0-9_-]{20}', r'npm_[A-Za-z0-9]{36}',
    r'hooks\.slack\.com/services/T', r'pypi-AgEI', r'dckr_pat_[A-Za-z0-9_-]{10}', r'hvs\.[A-Za-z0-9]{20}', r'SG\.[\w-]{22}\.',
    r'AGE-SECRET-KEY-1[A-Z0-9]{10}', r'sk-or-v1-[0-9a-f]{10}', r'dop_v1_[0-9a-f]{10}', r'whsec_[A-Za-z0-9]{20}']]
CLEAN_LINT_ALLOW = ['AKIAIOSFODNN7EXAMPLE']
PLACEHOLDER_MARKS = ['xxxx', 'XXXX', 'REPLACE', '***', '<', '...', 'your-']


def spans_of(text, secrets):
    spans = []
    for s_ in secrets:
        start = 0
        while True:
            i = text.find(s_, start)
            if i < 0:
                break
            spans.append((i, i + len(s_)))
            start = i + 1
    return spans


def window_violation(fields, secrets):
    for text in fields:
        spans = spans_of(text, secrets)
        for s_ in secrets:
            for k in range(len(s_) - 7):
                w = s_[k:k + 8]
                start = 0
                while True:
                    i = text.find(w, start)
                    if i < 0:
                        break
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return f'window {w!r} of {s_[:20]!r} outside secret occurrences'
                    start = i + 1
    return None


def problems(n):
    f = n['fields']
    out = []
    if list(f.keys()) != ['missing_context', 'lesson', 'ask_next_time']:
        out.append('field order')
    if not f['missing_context'].strip():
        out.append('empty missing_context')
    for k, lim in FIELD_LIMITS.items():
        if utf8len(f[k]) > lim:
            out.append(f'{k} too long ({utf8len(f[k])})')
    texts = list(f.values())
    if n['kind'] == 'secret':
        if not n['secrets']:
            out.append('secret note without secrets')
        for s_ in n['secrets']:
            if len(s_) < 8:
                out.append(f'short secret {s_!r}')
            if not any(s_ in t for t in texts):
                out.append(f'secret not verbatim {s_[:30]!r}')
        wv = window_violation(texts, n['secrets'])
        if wv:
            out.append(wv)
    else:
        if n['secrets'] != []:
            out.append('clean note lists secrets')
        if not n['category'].endswith(' [publishable]'):
            for t in texts:
                for rx in CLEAN_LINT:
                    for m in rx.finditer(t):
                        ctx_ = t[m.start():m.end() + 12]
                        if any(a in ctx_ for a in PLACEHOLDER_MARKS):
                            continue
                        if m.group(0) not in CLEAN_LINT_ALLOW and not any(a in t[max(0, m.start() - 4):m.end() + 20] for a in CLEAN_LINT_ALLOW):
                            out.append(f'clean lint {rx.pattern[:30]} -> {m.group(0)[:30]}')
    return out


def assert_note(n):
    p_ = problems(n)
    assert not p_, (n['category'], p_)


# ---------------------------------------------------------------------------
# 14. plan, build, shuffle, write
# ---------------------------------------------------------------------------
N_SECRET = 350
N_CLEAN = 350
N_MULTI = 25
N_VENDOR_SINGLE = 185
N_GENERIC = N_SECRET - N_MULTI - N_VENDOR_SINGLE
N_PUBLISHABLE = 30
N_CLEAN_VENDOR = 130
N_PLAIN = 70
N_CLEAN_SPECIAL = N_CLEAN - N_PUBLISHABLE - N_CLEAN_VENDOR - N_PLAIN
LANG_SPLIT = (0.6, 0.4)


def weighted_fill(items, weights, n, mins=None):
    """every item at least mins[i] times (default once), then weighted draws"""
    base = []
    for i, it in enumerate(items):
        base += [it] * (mins[i] if mins else 1)
    R.shuffle(base)
    out = base[:n]
    while len(out) < n:
        out.append(R.choices(items, weights=weights, k=1)[0])
    return out


def max_len(spec):
    m = 0
    for name, gen, _ in spec['items']:
        x = gen()
        m = max(m, len(x[0] if isinstance(x, tuple) else x))
    return m


def build_plan():
    plan = []
    # --- vendor specs: one primary spec per vendor name first
    idx = list(range(len(VENDORS)))
    R.shuffle(idx)
    seen, primary, secondary = [], [], []
    for i in idx:
        v = VENDORS[i]['vendor']
        if v in seen:
            secondary.append(i)
        else:
            seen.append(v)
            primary.append(i)
    lengths = {i: max_len(VENDORS[i]) for i in range(len(VENDORS))}
    long_ = [i for i in primary if lengths[i] > 150]
    short_primary = [i for i in primary if lengths[i] <= 150]
    singles = long_ + short_primary
    singles, leftover = singles[:N_VENDOR_SINGLE], singles[N_VENDOR_SINGLE:]
    multi_pool = leftover + [i for i in secondary if lengths[i] <= 150]
    long_secondary = [i for i in secondary if lengths[i] > 150]
    for i in singles:
        plan.append(('secret', 'vendor', i))
    groups = [[] for _ in range(N_MULTI)]
    for k, i in enumerate(multi_pool):
        groups[k % N_MULTI].append(i)
    for g_ in groups:
        while len(g_) < 3:
            g_.append(pick(short_primary))
        plan.append(('secret', 'multi', g_[:4]))
        for extra in g_[4:]:          # overflow: keep them as more single notes later if room
            long_secondary.append(extra)
    # --- generic secret templates
    gi = weighted_fill(list(range(len(GENERIC))), [w for _, _, w in GENERIC], N_GENERIC,
                       [VARIANT_COUNTS.get(fn.__name__, 1) for _, fn, _ in GENERIC])
    for i in gi:
        plan.append(('secret', 'generic', i))
    # --- clean
    for i in weighted_fill(list(range(len(PUBLISHABLE))), [1] * len(PUBLISHABLE), N_PUBLISHABLE):
        plan.append(('clean', 'publishable', i))
    cv = list(range(len(VENDORS)))
    R.shuffle(cv)
    for i in cv[:N_CLEAN_VENDOR]:
        plan.append(('clean', 'vendor', i))
    for i in weighted_fill(list(range(len(CLEAN_T))), [w for _, _, w, _ in CLEAN_T], N_CLEAN_SPECIAL,
                           [VARIANT_COUNTS.get(fn.__name__, 1) for _, fn, _, _ in CLEAN_T]):
        plan.append(('clean', 'special', i))
    for k in range(N_PLAIN):
        plan.append(('clean', 'plain', k))
    return plan


def assign_langs(plan):
    out = []
    for kind in ('secret', 'clean'):
        items = [p_ for p_ in plan if p_[0] == kind]
        n_en = round(len(items) * LANG_SPLIT[0])
        langs = ['en'] * n_en + ['ko'] * (len(items) - n_en)
        R.shuffle(langs)
        out += [(lang,) + p_ for lang, p_ in zip(langs, items)]
    return out


STATS = {'retries': 0}


def build_one(lang, kind, how, arg):
    for attempt in range(60):
        if how == 'vendor' and kind == 'secret':
            n = vendor_note(VENDORS[arg], lang)
        elif how == 'multi':
            n = multi_vendor_note([VENDORS[i] for i in arg], lang)
        elif how == 'generic':
            n = GENERIC[arg][1](lang)
            n['fields']['missing_context'] = maybe_noise(n['fields']['missing_context'], lang, 0.2, kinds=(0, 2, 4, 5))
        elif how == 'publishable':
            n = publishable_note(arg, lang)
        elif how == 'vendor':
            n = clean_vendor_note(arg, lang)
        elif how == 'special':
            n = CLEAN_T[arg][1](lang)
        else:
            deck = STATS.setdefault('deck_' + lang, [])
            if not deck:
                deck.extend(range(len(PLAIN_EN if lang == 'en' else PLAIN_KO)))
                R.shuffle(deck)
            n = plain_note(deck.pop(), lang)
        if not problems(n):
            n['_how'] = how
            n['_risky'] = (kind == 'clean' and (how in ('publishable', 'vendor') or (how == 'special' and CLEAN_T[arg][3])))
            return n
        STATS['retries'] += 1
    raise RuntimeError(f'could not build {kind}/{how}/{arg}: {problems(n)}')


def main():
    plan = assign_langs(build_plan())
    notes = [build_one(*p_) for p_ in plan]
    R.shuffle(notes)
    out_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v47.jsonl')
    lines = []
    for k, n in enumerate(notes, 1):
        assert_note(n)
        rec = {'id': f'dc{k:03d}', 'lang': n['lang'], 'kind': n['kind'], 'category': n['category'],
               'fields': {'missing_context': n['fields']['missing_context'], 'lesson': n['fields']['lesson'],
                          'ask_next_time': n['fields']['ask_next_time']},
               'secrets': n['secrets']}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ('\n'.join(lines) + '\n').encode('utf-8')
    with open(out_path, 'wb') as fh:
        fh.write(data)
    # summary
    def cnt(pred):
        return sum(1 for n in notes if pred(n))
    print(f'notes={len(notes)} secret={cnt(lambda n: n["kind"] == "secret")} clean={cnt(lambda n: n["kind"] == "clean")}')
    for kind in ('secret', 'clean'):
        for lang in ('en', 'ko'):
            print(f'  {kind}/{lang}: {cnt(lambda n: n["kind"] == kind and n["lang"] == lang)}')
    for how in ('vendor', 'multi', 'generic', 'publishable', 'special', 'plain'):
        print(f'  how={how}: secret={cnt(lambda n: n["_how"] == how and n["kind"] == "secret")} '
              f'clean={cnt(lambda n: n["_how"] == how and n["kind"] == "clean")}')
    print(f'  clean risky-looking={cnt(lambda n: n["_risky"])} publishable={cnt(lambda n: n["category"].endswith(" [publishable]"))}')
    print(f'  secrets listed={sum(len(n["secrets"]) for n in notes)} multi-secret notes={cnt(lambda n: len(n["secrets"]) > 1)}')
    print(f'  retries={STATS["retries"]}')
    print(f'  sha256={hashlib.sha256(data).hexdigest()}')


if __name__ == '__main__':
    main()
